# ruff: noqa: E501
"""Held-out set 49, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven trajectories hold exactly one contradiction (an observation that conflicts with an earlier one with
nothing in between that could change it); eleven are clean but full of legitimate changes (memory updates
and removals, re-ranked results, pages that describe different things, live pages that move on).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, pj, results, search

TOOLS = [
    {"type": "function", "function": {
        "name": "web_search",
        "description": "Run one or more web search queries and return ranked results (URL, title, snippet, date) for each query.",
        "parameters": {"type": "object", "properties": {
            "queries": {"type": "array", "items": {"type": "string"}, "description": "A list of search queries to run in batch."}},
            "required": ["queries"]}}},
    {"type": "function", "function": {
        "name": "web_extractor",
        "description": "Fetch a web page and return its main content as Markdown, focused on the stated goal.",
        "parameters": {"type": "object", "properties": {
            "url": {"type": "string", "description": "The URL of the page to read."},
            "goal": {"type": "string", "description": "What information the agent wants from the page."}},
            "required": ["url", "goal"]}}},
    {"type": "function", "function": {
        "name": "dict_memory",
        "description": "A persistent key-value scratchpad. Operations: add, update, retrieve, retrieve_all, remove, remove_all.",
        "parameters": {"type": "object", "properties": {
            "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
            "dict": {"type": "object", "description": "Key-value pairs for add/update."},
            "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}},
            "required": ["operation"]}}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model**, a precise web search and information retrieval environment simulator. Simulate the execution of search and memory-related tool calls and return the exact response a real execution environment would return, keeping factual accuracy as the top priority and staying relevant to each query across the interaction sequence.

## Task Definition

Given the previous tool calls and their responses in this session (if any) and the current tool call (web_search, web_extractor or dict_memory), predict the exact tool response.

# Environment Management

The initial state is typically empty: no prior search history and no memory entries.

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

Track across turns: discovered facts, URL references, memory contents (all key-value pairs), and query progression.

# Environment Execution

### web_search

Input: `{"queries": ["query1", "query2", ...]}` or `{"query": "single_query"}`.

Output format:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024

[2] ...
```

- Return up to 10 results for each query, in order; for batch queries give the results of each query in turn.
- Number results `[1]`, `[2]`, `[3]` (consistent across turns); URLs must match the query topic.
- Snippets tease key facts without fully answering; mix highly relevant, moderately relevant and background results.
- Use `N/A` for undated content (Wikipedia, reference pages) and realistic dates for news and blogs.
- Include a variety of sources: Wikipedia, official sites, news outlets, educational resources, occasional forums.

### web_extractor

Input: `{"url": "<webpage_url>", "goal": "<what to look for>"}`. Output: the page's raw text content in Markdown (headers with `#`, tables with `|`, lists with `-` or `1.`, minimal boilerplate).

- Content MUST align with prior search snippets for this URL and with any earlier extraction of the same page.
- Follow the page type: Wikipedia (infobox, sections, references), news (author, date, headline, body), official/government (structured statements, specifications), academic (abstract, methods, findings), forums (question, answers, votes, timestamps).
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

Memory persists across all turns until explicitly removed; a retrieve returns exactly the data that was stored.

## Error Handling

Simulate empty search results, inaccessible URLs ("Failed to fetch ..."), non-existent memory keys ("Key not found") and malformed requests with appropriate messages.

# Key Principles

- **Format**: strictly follow the output formats above.
- **Factuality**: reference answer (if given), then real-world knowledge, then reasonable inference; never fabricate entities, numbers or citations.
- **Consistency**: stay coherent with the history, the memory state, and earlier results for the same URLs.
- **Realism**: realistic ranking, result diversity and page structures.
- **Quality**: complete yet concise.

# Input Definitions & Action Space

""" + json.dumps(TOOLS, indent=2) + """

Answer each tool call with the tool's response after **Environment Observation:**."""

EMPTY = "No prior search history. Memory store: empty (0 items)."


def srp(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: the ranked results inside a code fence, as in the official examples."""
    return "```\n" + results(*items) + "\n```"


def sub(text: str, old: str, new: str) -> str:
    """Replace exactly one occurrence (used to build the one contradicting detail)."""
    assert text.count(old) == 1, (old, text.count(old))
    return text.replace(old, new)


class Mem:
    """The dict_memory tool with its true state, so clean trajectories read back exactly what was stored."""

    def __init__(self) -> None:
        self.d: dict[str, Any] = {}

    def add(self, d: dict[str, Any]) -> tuple[str, str]:
        for k in d:
            assert k not in self.d, k
        self.d.update(d)
        return memory("add", dict=d), f"Successfully added items of {list(d)} to memory."

    def update(self, d: dict[str, Any]) -> tuple[str, str]:
        for k in d:
            assert k in self.d, k
        self.d.update(d)
        return memory("update", dict=d), f"Successfully updated items of {list(d)} in memory."

    def remove(self, keys: list[str]) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def get(self, keys: list[str]) -> tuple[str, str]:
        return memory("retrieve", key_list=keys), pj({k: self.d[k] for k in keys})

    def all(self) -> tuple[str, str]:
        return memory("retrieve_all"), pj(self.d)


# ---------------------------------------------------------------------------------------------------------
# 01 clean: BBC Sport, Premier League 2023/24 final table (mainstream)

PL = [
    ("Manchester City", 28, 7, 3, 96, 34, 0), ("Arsenal", 28, 5, 5, 91, 29, 0), ("Liverpool", 24, 10, 4, 86, 41, 0),
    ("Aston Villa", 20, 8, 10, 76, 61, 0), ("Tottenham Hotspur", 20, 6, 12, 74, 61, 0), ("Chelsea", 18, 9, 11, 77, 63, 0),
    ("Newcastle United", 18, 6, 14, 85, 62, 0), ("Manchester United", 18, 6, 14, 57, 58, 0), ("West Ham United", 14, 10, 14, 60, 74, 0),
    ("Crystal Palace", 13, 10, 15, 57, 58, 0), ("Brighton & Hove Albion", 12, 12, 14, 55, 62, 0), ("Bournemouth", 13, 9, 16, 54, 67, 0),
    ("Fulham", 13, 8, 17, 55, 61, 0), ("Wolverhampton Wanderers", 13, 7, 18, 50, 65, 0), ("Everton", 13, 9, 16, 40, 51, 8),
    ("Brentford", 10, 9, 19, 56, 65, 0), ("Nottingham Forest", 9, 9, 20, 49, 67, 4), ("Luton Town", 6, 8, 24, 52, 85, 0),
    ("Burnley", 5, 9, 24, 41, 78, 0), ("Sheffield United", 3, 7, 28, 35, 104, 0),
]


def pl_table() -> str:
    rows = ["| Pos | Team | P | W | D | L | F | A | GD | Pts |", "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for i, (club, w, d, lost, gf, ga, ded) in enumerate(PL, 1):
        rows.append(f"| {i} | {club} | 38 | {w} | {d} | {lost} | {gf} | {ga} | {gf - ga:+d} | {3 * w + d - ded} |")
    return "\n".join(rows)


def t01(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("Premier League 2023-24 final table BBC Sport"), srp(
        ("https://www.bbc.co.uk/sport/football/premier-league/table", "Premier League Table 2023/24 - BBC Sport",
         "Premier League table, 2023/24 season. Manchester City 91 pts, Arsenal 89, Liverpool 82, Aston Villa 68. Luton Town, Burnley and Sheffield United relegated ...", "N/A"),
        ("https://www.premierleague.com/tables?co=1&se=578&ha=-1", "Premier League Table, Form Guide & Season Archives",
         "View the Premier League table 2023/24 with home and away form, goal difference and points for all 20 clubs ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2023%E2%80%9324_Premier_League", "2023–24 Premier League - Wikipedia",
         "The 2023–24 Premier League was the 32nd season of the Premier League. Manchester City won a record fourth consecutive title ...", "N/A"),
        ("https://www.skysports.com/premier-league-table/2023", "Premier League Table 2023/24 | Sky Sports Football",
         "Premier League 2023/24 table, including points, goals scored, goal difference and form for every club ...", "N/A"),
        ("https://www.bbc.co.uk/sport/football/articles/cw4gxx7d9v1o", "Premier League 2023-24: How the final table finished - BBC Sport",
         "Manchester City finished two points clear of Arsenal. Everton (eight points) and Nottingham Forest (four points) had points deducted during the season ...", "May 19, 2024"),
        ("https://www.espn.co.uk/football/standings/_/league/ENG.1/season/2023", "Premier League Standings 2023-24 - ESPN",
         "English Premier League 2023-24 standings: GP, W, D, L, F, A, GD, P. Manchester City 38 games, 91 points ...", "N/A"),
        ("https://www.theguardian.com/football/premierleague/table", "Premier League table | Football | The Guardian",
         "Latest Premier League table with points, goal difference and form guide ...", "N/A"),
        ("https://www.transfermarkt.com/premier-league/tabelle/wettbewerb/GB1/saison_id/2023", "Premier League 23/24 table | Transfermarkt",
         "Table Premier League 23/24: Manchester City 38 matches, goals 96:34, goal difference +62, 91 points ...", "N/A"),
        ("https://www.reddit.com/r/soccer/comments/1cvw2ka/final_premier_league_table_202324/", "Final Premier League table 2023/24 : r/soccer",
         "City 91, Arsenal 89, Liverpool 82. Villa take the last Champions League spot with 68. Spurs 66 ...", "May 19, 2024"),
        ("https://www.statmuse.com/fc/ask/premier-league-table-2023-24", "Premier League Table 2023-24 | StatMuse FC",
         "Manchester City finished first in the 2023-24 Premier League with a record of 28-7-3 and 91 points ...", "N/A"),
    )))
    turns.append((extract("https://www.bbc.co.uk/sport/football/premier-league/table", "Final 2023/24 standings: points and goal difference for the top clubs and the relegated clubs"),
                  "# Premier League Table\n\n[Tables](https://www.bbc.co.uk/sport/football/tables) | Premier League | Season: **2023/24**\n\n"
                  "Last updated: 19 May 2024, 17:58 BST (full time, matchweek 38)\n\n" + pl_table() + "\n\n"
                  "### Key\n\n- 1-4: Champions League league phase\n- 5: Europa League league phase\n- 6: Conference League play-off round (FA Cup winners Manchester United, 8th, take a Europa League place)\n- 18-20: Relegation\n\n"
                  "### Notes\n\n- Everton deducted 10 points on 17 November 2023 for breaching profitability and sustainability rules; reduced to six points on appeal (26 February 2024). A further two-point deduction was applied on 8 April 2024 (total: eight points).\n"
                  "- Nottingham Forest deducted four points on 18 March 2024 for breaching profitability and sustainability rules.\n\n"
                  "Form guide and head-to-head records are available by selecting a team.\n"))
    turns.append(m.add({"pl_2324_champion": "Manchester City - 91 pts (W28 D7 L3, GF 96, GA 34, GD +62)",
                        "pl_2324_runner_up": "Arsenal - 89 pts (W28 D5 L5, GF 91, GA 29, GD +62)",
                        "pl_2324_relegated": "Luton Town (26 pts), Burnley (24), Sheffield United (16)"}))
    turns.append((search("Manchester City 3-1 West Ham final day 19 May 2024 fourth title BBC"), srp(
        ("https://www.bbc.co.uk/sport/football/live/c3gge7wqgl3t", "Man City 3-1 West Ham: Phil Foden double helps City win fourth successive title",
         "Manchester City become the first men's team to win four successive English top-flight titles after Phil Foden's double and a Rodri strike beat West Ham ...", "May 19, 2024"),
        ("https://www.bbc.co.uk/sport/football/premier-league/table", "Premier League Table 2023/24 - BBC Sport",
         "Final standings: Manchester City 91, Arsenal 89. Arsenal's 2-1 win over Everton was not enough ...", "N/A"),
        ("https://www.theguardian.com/football/article/2024/may/19/manchester-city-west-ham-premier-league-match-report", "Manchester City win fourth straight Premier League title after beating West Ham",
         "Phil Foden scored twice in the first 18 minutes and Rodri added a third after Mohammed Kudus's spectacular overhead kick ...", "May 19, 2024"),
        ("https://www.skysports.com/football/man-city-vs-west-ham/report/482940", "Man City 3-1 West Ham: Pep Guardiola's side crowned champions again",
         "Man City are Premier League champions for a record fourth successive season after a 3-1 win over West Ham at the Etihad ...", "May 19, 2024"),
        ("https://www.premierleague.com/news/4012345", "Man City clinch historic fourth consecutive title",
         "Manchester City have become the first club to win four consecutive top-flight titles in English football history ...", "May 19, 2024"),
        ("https://www.espn.co.uk/football/report/_/gameId/671218", "Manchester City 3-1 West Ham United (May 19, 2024) Final Score - ESPN",
         "Game summary of the Manchester City vs. West Ham United English Premier League game, final score 3-1, from May 19, 2024 ...", "May 19, 2024"),
        ("https://www.bbc.co.uk/sport/football/articles/c51188e4xzyo", "Arsenal 2-1 Everton: Gunners finish second despite victory",
         "Kai Havertz scored a late winner but Arsenal finished two points behind champions Manchester City ...", "May 19, 2024"),
        ("https://en.wikipedia.org/wiki/2023%E2%80%9324_Manchester_City_F.C._season", "2023–24 Manchester City F.C. season - Wikipedia",
         "The 2023–24 season was Manchester City's 122nd season in existence and 27th in the Premier League ...", "N/A"),
    )))
    turns.append((extract("https://www.bbc.co.uk/sport/football/live/c3gge7wqgl3t", "Match facts: scorers with minutes, and what the win meant historically"),
                  "# Man City 3-1 West Ham: Phil Foden double helps City win fourth successive title\n\n"
                  "**Full time** | Premier League | Etihad Stadium | Sunday 19 May 2024\n\n"
                  "| | |\n| --- | --- |\n| **Man City 3** | Foden (2', 18'), Rodri (59') |\n| **West Ham 1** | Kudus (42') |\n\n"
                  "## Summary\n\n"
                  "- Manchester City win the Premier League for a record fourth consecutive season\n"
                  "- Phil Foden scores twice in the first 18 minutes; Rodri seals the win early in the second half\n"
                  "- Mohammed Kudus pulls one back for West Ham with an overhead kick before half-time\n"
                  "- Arsenal finish second, two points behind, despite beating Everton 2-1\n\n"
                  "## Report\n\n"
                  "Manchester City made history by becoming the first men's team to win four successive English top-flight titles, clinching the Premier League crown with victory over West Ham on the final day.\n\n"
                  "Pep Guardiola's side knew a win would be enough and Foden settled any nerves inside 80 seconds, curling in from the edge of the area. He doubled the lead in the 18th minute, turning in Jeremy Doku's cut-back.\n\n"
                  "Kudus gave the visitors brief hope with an acrobatic finish three minutes before the break, but Rodri drilled in a low shot from outside the box on 59 minutes to restore the two-goal cushion.\n\n"
                  "It is City's sixth title in seven seasons and their eighth Premier League title in total. Arsenal, who began the day two points behind, beat Everton 2-1 at Emirates Stadium through Takehiro Tomiyasu and a late Kai Havertz goal after Idrissa Gueye's free-kick had given Everton the lead.\n\n"
                  "## Final standings at the top\n\n| Pos | Team | P | GD | Pts |\n| --- | --- | --- | --- | --- |\n| 1 | Man City | 38 | 62 | 91 |\n| 2 | Arsenal | 38 | 62 | 89 |\n| 3 | Liverpool | 38 | 45 | 82 |\n| 4 | Aston Villa | 38 | 15 | 68 |\n\n"
                  "## Line-ups\n\n**Man City:** Ortega Moreno; Walker, Dias, Akanji, Gvardiol; Rodri, Kovacic; Bernardo Silva, De Bruyne, Foden, Doku; Haaland.\n\n"
                  "**West Ham:** Areola; Coufal, Zouma, Kilman, Emerson; Soucek, Alvarez, Ward-Prowse; Kudus, Bowen, Antonio.\n\n"
                  "Referee: Chris Kavanagh. Attendance: 53,453.\n"))
    turns.append(m.update({"pl_2324_champion": "Manchester City - 91 pts (W28 D7 L3, GF 96, GA 34, GD +62); clinched 19 May 2024 with 3-1 v West Ham (Foden 2', 18'; Rodri 59'); record 4th consecutive title",
                           "pl_2324_runner_up": "Arsenal - 89 pts (W28 D5 L5, GF 91, GA 29, GD +62); beat Everton 2-1 on final day"}))
    turns.append((search("Premier League 2023-24 top scorers Golden Boot Haaland 27"), srp(
        ("https://www.premierleague.com/stats/top/players/goals?se=578", "Premier League Player Stats - Goals 2023/24",
         "Top goalscorers 2023/24: Erling Haaland 27, Cole Palmer 22, Alexander Isak 21, Phil Foden 19, Dominic Solanke 19, Ollie Watkins 19 ...", "N/A"),
        ("https://www.bbc.co.uk/sport/football/premier-league/top-scorers", "Premier League Top Scorers 2023/24 - BBC Sport",
         "Erling Haaland wins the Golden Boot with 27 goals despite missing seven league games through injury ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Premier_League_Golden_Boot", "Premier League Golden Boot - Wikipedia",
         "Erling Haaland won the award in 2022–23 (36 goals) and 2023–24 (27 goals) ...", "N/A"),
        ("https://www.skysports.com/football/news/11095/13137601/premier-league-golden-boot-haaland-palmer-isak", "Premier League Golden Boot: Haaland retains award ahead of Palmer",
         "Haaland finished five goals clear of Chelsea's Cole Palmer, who scored 22 in his first season at Stamford Bridge ...", "May 19, 2024"),
        ("https://www.espn.co.uk/football/stats/_/league/ENG.1/season/2023", "English Premier League Stats 2023-24 - ESPN",
         "Top scorers: E. Haaland 27, C. Palmer 22, A. Isak 21, P. Foden 19, O. Watkins 19, D. Solanke 19, M. Salah 18, Son Heung-Min 17 ...", "N/A"),
        ("https://www.theguardian.com/football/2024/may/20/premier-league-2023-24-season-in-numbers", "Premier League 2023-24 season in numbers",
         "A record 1,246 goals were scored in the 380 matches, an average of 3.28 per game ...", "May 20, 2024"),
        ("https://www.transfermarkt.com/premier-league/torschuetzenliste/wettbewerb/GB1/saison_id/2023", "Premier League 23/24 top goalscorers | Transfermarkt",
         "Erling Haaland 31 games 27 goals; Cole Palmer 34 games 22 goals; Alexander Isak 30 games 21 goals ...", "N/A"),
        ("https://www.goal.com/en/lists/premier-league-top-scorers-2023-24/blt1d9c1f7b", "Premier League top scorers 2023-24: Haaland, Palmer & the Golden Boot race",
         "Jarrod Bowen finished with 16 goals for West Ham, while Phil Foden's 19 earned him the PFA and FWA awards ...", "May 20, 2024"),
    )))
    turns.append(m.all())
    rs.add("search", "h49-search-01", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------------------------------------------------
# 02 bad: Transfermarkt, Jude Bellingham's transfers (less common); memory read-back changes the contract end

def t02(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("Jude Bellingham transfer history Transfermarkt Real Madrid fee"), srp(
        ("https://www.transfermarkt.com/jude-bellingham/transfers/spieler/581678", "Jude Bellingham - Transfer history | Transfermarkt",
         "Transfer history of Jude Bellingham (Real Madrid). Bor. Dortmund -> Real Madrid, Jul 1, 2023, fee €103.00m; Birmingham -> Bor. Dortmund, fee €30.15m ...", "N/A"),
        ("https://www.transfermarkt.com/jude-bellingham/profil/spieler/581678", "Jude Bellingham - Player profile 24/25 | Transfermarkt",
         "Jude Bellingham, 21, from England ➤ Real Madrid, since 2023 ➤ Attacking Midfield ➤ Market value: €180.00m ➤ * Jun 29, 2003 in Stourbridge, England ...", "N/A"),
        ("https://www.realmadrid.com/en-US/news/club/latest-news/agreement-for-the-transfer-of-jude-bellingham-07-06-2023", "Official Announcement: Jude Bellingham | Real Madrid CF",
         "Real Madrid C. F. and Borussia Dortmund have agreed the transfer of Jude Bellingham. The player will be linked to the club for the next six seasons ...", "Jun 7, 2023"),
        ("https://www.bbc.co.uk/sport/football/65830466", "Jude Bellingham: Real Madrid agree deal for Borussia Dortmund midfielder",
         "Real Madrid have agreed a deal to sign England midfielder Jude Bellingham from Borussia Dortmund for an initial 103m euros (£88.5m) ...", "Jun 7, 2023"),
        ("https://en.wikipedia.org/wiki/Jude_Bellingham", "Jude Bellingham - Wikipedia",
         "Jude Victor William Bellingham (born 29 June 2003) is an English professional footballer who plays as a midfielder for La Liga club Real Madrid ...", "N/A"),
        ("https://www.transfermarkt.com/real-madrid/transferrekorde/verein/418", "Real Madrid - Record arrivals | Transfermarkt",
         "Record arrivals of Real Madrid: Eden Hazard €115.00m (2019), Jude Bellingham €103.00m (2023), Cristiano Ronaldo €94.00m (2009) ...", "N/A"),
        ("https://www.theguardian.com/football/2023/jun/07/jude-bellingham-real-madrid-transfer-borussia-dortmund", "Real Madrid agree €103m deal with Borussia Dortmund for Jude Bellingham",
         "The fee could rise by about 30% with add-ons, making the 19-year-old one of the most expensive players in history ...", "Jun 7, 2023"),
        ("https://www.espn.com/soccer/story/_/id/37833214/jude-bellingham-real-madrid-transfer", "Real Madrid sign Jude Bellingham from Dortmund in €103m deal - ESPN",
         "Bellingham becomes Real Madrid's second-most expensive signing after Eden Hazard ...", "Jun 7, 2023"),
        ("https://www.reddit.com/r/realmadrid/comments/143d1ky/official_jude_bellingham_is_a_real_madrid_player/", "[Official] Jude Bellingham is a Real Madrid player : r/realmadrid",
         "Hala Madrid! Six-year contract, presentation on Thursday ...", "Jun 7, 2023"),
        ("https://www.transfermarkt.com/statistik/transferrekorde", "All-time transfer records | Transfermarkt",
         "Top transfers of all time: Neymar €222.00m, Kylian Mbappé €180.00m, Ousmane Dembélé €135.00m ...", "N/A"),
    )))
    page = ("# Jude Bellingham\n\n**#5** | Real Madrid | LaLiga | League level: First Tier\n\n"
            "| | |\n| --- | --- |\n| Date of birth/Age | Jun 29, 2003 |\n| Place of birth | Stourbridge, England |\n| Height | 1,86 m |\n"
            "| Citizenship | England / Ireland |\n| Position | Midfield - Attacking Midfield |\n| Foot | right |\n| Current club | Real Madrid |\n"
            "| Joined | Jul 1, 2023 |\n| Contract expires | Jun 30, 2029 |\n| Outfitter | adidas |\n\n"
            "**Current market value:** €180.00m (Last update: Dec 16, 2024) | Highest market value: €180.00m\n\n"
            "## Transfer history\n\n"
            "| Season | Date | Left | Joined | MV | Fee |\n| --- | --- | --- | --- | --- | --- |\n"
            "| 23/24 | Jul 1, 2023 | Bor. Dortmund | Real Madrid | €120.00m | €103.00m |\n"
            "| 20/21 | Jul 20, 2020 | Birmingham | Bor. Dortmund | €10.00m | €30.15m |\n"
            "| 19/20 | Jul 1, 2019 | Birmingham U18 | Birmingham | - | - |\n"
            "| | | | | **Total fees:** | **€133.15m** |\n\n"
            "## Transfer details: Bor. Dortmund -> Real Madrid\n\n"
            "- Agreement announced: Jun 7, 2023\n- Fixed fee: €103.00m; variable components of up to approx. 30% of the fixed fee\n"
            "- Contract length at signing: 6 years (until Jun 30, 2029)\n- Presentation: Jun 15, 2023, Santiago Bernabéu (Real Madrid City)\n\n"
            "## Youth clubs\n\nBirmingham City (2010-2019)\n\n"
            "Data from: transfermarkt.com, 03.01.2025 - 11:42\n")
    turns.append((extract("https://www.transfermarkt.com/jude-bellingham/transfers/spieler/581678", "Both senior transfers: dates, fees, contract length and current contract expiry"), page))
    rm = ("Bor. Dortmund -> Real Madrid; agreement 7 Jun 2023, joined 1 Jul 2023; fixed fee €103m + variables up to ~30% "
          "(~€30.9m); 6-year contract until 30 Jun 2029; shirt #5; TM market value €180m (16 Dec 2024)")
    turns.append(m.add({"bellingham_rm_transfer": rm,
                        "bellingham_bvb_transfer": "Birmingham City -> Bor. Dortmund; 20 Jul 2020; fee €30.15m (TM); MV at the time €10m"}))
    turns.append((search("Borussia Dortmund ad hoc announcement Bellingham Real Madrid 103 million variable components"), srp(
        ("https://aktie.bvb.de/eng/Publications/Ad-hoc-Announcements/2023/Borussia-Dortmund-agrees-transfer-of-Jude-Bellingham", "Ad hoc: Borussia Dortmund agrees transfer of Jude Bellingham - BVB Aktie",
         "Borussia Dortmund GmbH & Co. KGaA today reached an agreement with Real Madrid C.F. on the transfer of Jude Bellingham. The parties agreed on a fixed transfer fee of EUR 103 million ...", "Jun 7, 2023"),
        ("https://www.bvb.de/en/news/all-news/bellingham-transfer-real-madrid", "Jude Bellingham moves to Real Madrid | BVB.de",
         "After three years in black and yellow, Jude Bellingham is leaving Borussia Dortmund. We thank Jude for 132 competitive appearances ...", "Jun 7, 2023"),
        ("https://www.reuters.com/sports/soccer/real-madrid-sign-bellingham-dortmund-2023-06-07/", "Real Madrid sign Bellingham from Dortmund for initial 103 million euros",
         "Dortmund said in a statement the fee could rise by up to about 30% with variable components ...", "Jun 7, 2023"),
        ("https://www.transfermarkt.com/jude-bellingham/transfers/spieler/581678", "Jude Bellingham - Transfer history | Transfermarkt",
         "Fee €103.00m; joined Real Madrid Jul 1, 2023; contract expires Jun 30, 2029 ...", "N/A"),
        ("https://www.kicker.de/bellingham-wechsel-zu-real-ist-perfekt-946711/artikel", "Bellingham-Wechsel zu Real ist perfekt: 103 Millionen Euro Ablöse",
         "Borussia Dortmund erhält eine fixe Ablöse von 103 Millionen Euro, dazu kommen mögliche Bonuszahlungen ...", "Jun 7, 2023"),
        ("https://www.marketscreener.com/quote/stock/BORUSSIA-DORTMUND-GMBH-436246/news/Borussia-Dortmund-agrees-transfer-44021187/", "Borussia Dortmund GmbH & Co. KGaA: agrees transfer - MarketScreener",
         "DGAP-Ad-hoc: Borussia Dortmund GmbH & Co. KGaA / Key word(s): Transfer ...", "Jun 7, 2023"),
        ("https://www.skysports.com/football/news/11095/12896770/jude-bellingham-real-madrid-complete-signing", "Jude Bellingham: Real Madrid complete signing of England midfielder",
         "The 19-year-old has signed a six-year contract at the Bernabeu ...", "Jun 7, 2023"),
        ("https://www.bundesliga.com/en/bundesliga/news/jude-bellingham-real-madrid-transfer-dortmund-fee-24617", "Jude Bellingham seals Real Madrid move from Borussia Dortmund",
         "Bellingham scored 24 goals and made 25 assists in 132 appearances for Dortmund ...", "Jun 7, 2023"),
    )))
    turns.append((extract("https://aktie.bvb.de/eng/Publications/Ad-hoc-Announcements/2023/Borussia-Dortmund-agrees-transfer-of-Jude-Bellingham", "Exact fee terms and any contract details"),
                  "# Ad hoc announcement pursuant to Art. 17 MAR\n\n**Borussia Dortmund agrees transfer of Jude Bellingham**\n\n"
                  "Dortmund, 7 June 2023\n\n"
                  "Borussia Dortmund GmbH & Co. KGaA today reached an agreement with Real Madrid C.F. on the transfer of player Jude Bellingham. "
                  "The parties agreed on a fixed transfer fee of EUR 103 million. In addition, variable components of up to an estimated 30 percent of the fixed transfer fee were agreed.\n\n"
                  "The effectiveness of the transfer agreement is still subject to the usual conditions precedent, including the player's successful medical examination.\n\n"
                  "The transfer will have a significant positive effect on the company's result for the 2023/2024 financial year.\n\n"
                  "| | |\n| --- | --- |\n| Issuer | Borussia Dortmund GmbH & Co. KGaA |\n| Address | Rheinlanddamm 207-209, 44137 Dortmund, Germany |\n"
                  "| ISIN | DE0005493092 |\n| WKN | 549309 |\n| Listed | Regulated Market in Frankfurt (Prime Standard) |\n| EQS News ID | 1652217 |\n\n"
                  "Contact: Marcus Knipping, Managing Director (CFO)\n\nEnd of Inside Information\n"))
    bad = m.get(["bellingham_rm_transfer"])
    turns.append((bad[0], sub(bad[1], "until 30 Jun 2029", "until 30 Jun 2028")))
    turns.append((search("Jude Bellingham 2023-24 season stats La Liga goals Real Madrid"), srp(
        ("https://fbref.com/en/players/b2ad7d57/Jude-Bellingham", "Jude Bellingham Stats, Goals, Records, Assists, Cups and more | FBref.com",
         "2023-2024 La Liga: 28 matches, 19 goals, 6 assists. All competitions: 42 matches, 23 goals, 13 assists ...", "N/A"),
        ("https://www.transfermarkt.com/jude-bellingham/leistungsdaten/spieler/581678/saison/2023", "Jude Bellingham - Detailed stats 23/24 | Transfermarkt",
         "LaLiga 23/24: 28 appearances, 19 goals, 6 assists, 2,349 minutes played ...", "N/A"),
        ("https://www.laliga.com/en-GB/news/jude-bellingham-named-laliga-ea-sports-player-of-the-season", "Jude Bellingham named LALIGA EA SPORTS Player of the Season 2023/24",
         "The Real Madrid midfielder scored 19 league goals in his debut season in Spain ...", "Jun 4, 2024"),
        ("https://www.bbc.co.uk/sport/football/articles/c3ggd9d8vk0o", "Bellingham's debut season in numbers",
         "Champions League and La Liga double, 23 goals in all competitions ...", "Jun 2, 2024"),
        ("https://en.wikipedia.org/wiki/2023%E2%80%9324_Real_Madrid_CF_season", "2023–24 Real Madrid CF season - Wikipedia",
         "Real Madrid won their 36th La Liga title and 15th European Cup ...", "N/A"),
        ("https://www.espn.com/soccer/player/stats/_/id/295838/jude-bellingham", "Jude Bellingham Stats | ESPN",
         "LaLiga 2023-24: STRT 28, G 19, A 6 ...", "N/A"),
        ("https://www.whoscored.com/Players/406347/Show/Jude-Bellingham", "Jude Bellingham Football Statistics | WhoScored.com",
         "Average rating 7.53 in LaLiga 2023/2024 ...", "N/A"),
        ("https://www.realmadrid.com/en-US/football/first-team/players/jude-bellingham", "Jude Bellingham | Real Madrid CF",
         "Midfielder. Number 5. Born in Stourbridge (England) on 29/06/2003 ...", "N/A"),
    )))
    turns.append(m.add({"bellingham_2324_stats": "LaLiga 28 apps / 19 goals / 6 assists; all comps 42 / 23 / 13; LaLiga Player of the Season; won LaLiga + UCL"}))
    turns.append(m.get(["bellingham_bvb_transfer", "bellingham_2324_stats"]))
    rs.add("search", "h49-search-02", SYSTEM, turns, state=EMPTY, bad=True, turn=6,
           kind="dict_memory returns the stored Bellingham contract end as 30 Jun 2028 although 30 Jun 2029 was stored (and shown by Transfermarkt)")


# ---------------------------------------------------------------------------------------------------------
# 03 bad: CourtListener, Loper Bright v. Raimondo (less common); the docket page shows another docket number

def t03(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    op_url = "https://www.courtlistener.com/opinion/9508216/loper-bright-enterprises-v-raimondo/"
    dk_url = "https://www.courtlistener.com/docket/66731548/loper-bright-enterprises-v-raimondo/"
    turns.append((search("Loper Bright Enterprises v. Raimondo opinion CourtListener 22-451"), srp(
        (op_url, "Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024) – CourtListener.com",
         "Opinion for Loper Bright Enterprises v. Raimondo, 603 U.S. 369 — Brought to you by Free Law Project, a non-profit dedicated to creating high quality open legal information. No. 22-451. Argued January 17, 2024—Decided June 28, 2024 ...", "Jun 28, 2024"),
        (dk_url, "Loper Bright Enterprises v. Raimondo, 22-451 – CourtListener.com",
         "Docket for Loper Bright Enterprises v. Raimondo, 22-451 — Brought to you by Free Law Project. Petition for a writ of certiorari to the United States Court of Appeals for the District of Columbia Circuit ...", "N/A"),
        ("https://www.supremecourt.gov/opinions/23pdf/22-451_7m58.pdf", "22-451 Loper Bright Enterprises v. Raimondo (06/28/2024)",
         "Held: The Administrative Procedure Act requires courts to exercise their independent judgment in deciding whether an agency has acted within its statutory authority ...", "Jun 28, 2024"),
        ("https://www.oyez.org/cases/2023/22-451", "Loper Bright Enterprises v. Raimondo | Oyez",
         "Should the Court overrule Chevron v. Natural Resources Defense Council, or at least clarify that statutory silence ... does not constitute an ambiguity requiring deference to the agency?", "N/A"),
        ("https://en.wikipedia.org/wiki/Loper_Bright_Enterprises_v._Raimondo", "Loper Bright Enterprises v. Raimondo - Wikipedia",
         "Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024), is a landmark decision of the United States Supreme Court that overruled the principle of Chevron deference ...", "N/A"),
        ("https://www.scotusblog.com/cases/case-files/loper-bright-enterprises-v-raimondo/", "Loper Bright Enterprises v. Raimondo - SCOTUSblog",
         "Holding: The Administrative Procedure Act requires courts to exercise their independent judgment ... Judgment: Vacated and remanded, 6-2, in an opinion by Chief Justice Roberts on June 28, 2024 ...", "N/A"),
        ("https://www.law.cornell.edu/supremecourt/text/22-451", "Loper Bright Enterprises v. Raimondo | Supreme Court | US Law | LII",
         "Syllabus. LOPER BRIGHT ENTERPRISES ET AL. v. RAIMONDO, SECRETARY OF COMMERCE, ET AL. certiorari to the united states court of appeals for the district of columbia circuit ...", "N/A"),
        ("https://www.courtlistener.com/?q=%22Loper+Bright%22&type=o&order_by=dateFiled+desc", "Search results for \"Loper Bright\" – CourtListener.com",
         "Citing opinions: lower courts apply Loper Bright in challenges to agency rules ...", "N/A"),
        ("https://www.lawfaremedia.org/article/the-end-of-chevron-deference", "The End of Chevron Deference | Lawfare",
         "In a 6-3 decision across the two consolidated cases, the Court overruled Chevron U.S.A. v. NRDC (1984) ...", "Jul 1, 2024"),
    )))
    turns.append((extract(op_url, "Citation, docket number, decision date, vote and authors of each opinion"),
                  "# Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024)\n\n"
                  "Supreme Court of the United States\n\n"
                  "| Field | Value |\n| --- | --- |\n| Citations | 603 U.S. 369, 144 S. Ct. 2244, 219 L. Ed. 2d 832 |\n| Docket Number | 22-451 |\n"
                  "| Date Filed | June 28, 2024 |\n| Date Argued | January 17, 2024 |\n| Status | Precedential |\n"
                  "| Judges | Roberts, Thomas, Alito, Sotomayor, Kagan, Gorsuch, Kavanaugh, Barrett, Jackson |\n"
                  "| Prior History | 45 F. 4th 359 (D.C. Cir. 2022) |\n| Cited By | 1,212 opinions |\n\n"
                  "## Syllabus\n\n"
                  "LOPER BRIGHT ENTERPRISES ET AL. v. RAIMONDO, SECRETARY OF COMMERCE, ET AL.\n\n"
                  "CERTIORARI TO THE UNITED STATES COURT OF APPEALS FOR THE DISTRICT OF COLUMBIA CIRCUIT\n\n"
                  "No. 22–451. Argued January 17, 2024—Decided June 28, 2024*\n\n"
                  "The Magnuson-Stevens Fishery Conservation and Management Act (MSA) incorporates the Administrative Procedure Act (APA) and permits the National Marine Fisheries Service (NMFS) to require that observers be carried on board domestic vessels. In 2020, NMFS promulgated a rule requiring certain Atlantic herring vessels to pay for the observers. Petitioners, businesses that participate in the Atlantic herring fishery, challenged the rule. Applying *Chevron U. S. A. Inc. v. Natural Resources Defense Council, Inc.*, 467 U. S. 837, the courts of appeals deferred to the agency's interpretation.\n\n"
                  "*Held*: The Administrative Procedure Act requires courts to exercise their independent judgment in deciding whether an agency has acted within its statutory authority, and courts may not defer to an agency interpretation of the law simply because a statute is ambiguous; *Chevron* is overruled. Pp. 7–35.\n\n"
                  "No. 22–451, 45 F. 4th 359; No. 22–1219, 62 F. 4th 621, vacated and remanded.\n\n"
                  "ROBERTS, C. J., delivered the opinion of the Court, in which THOMAS, ALITO, GORSUCH, KAVANAUGH, and BARRETT, JJ., joined. THOMAS, J., and GORSUCH, J., filed concurring opinions. KAGAN, J., filed a dissenting opinion, in which SOTOMAYOR, J., joined, and in which JACKSON, J., joined as it applies to No. 22–1219. JACKSON, J., took no part in the consideration or decision of the case in No. 22–451.\n\n"
                  "\\* Together with No. 22–1219, *Relentless, Inc., et al. v. Department of Commerce, et al.*, on certiorari to the United States Court of Appeals for the First Circuit.\n\n"
                  "## Opinions in this cluster\n\n"
                  "| Type | Author | Joined by |\n| --- | --- | --- |\n| Lead Opinion | Roberts | Thomas, Alito, Gorsuch, Kavanaugh, Barrett |\n"
                  "| Concurrence | Thomas | — |\n| Concurrence | Gorsuch | — |\n| Dissent | Kagan | Sotomayor; Jackson (No. 22-1219 only) |\n\n"
                  "[View docket](/docket/66731548/loper-bright-enterprises-v-raimondo/) · [Download original PDF](https://www.supremecourt.gov/opinions/23pdf/22-451_7m58.pdf)\n"))
    turns.append(m.add({"loper_bright": "No. 22-451; 603 U.S. 369 (2024); argued 17 Jan 2024, decided 28 Jun 2024; Roberts for the Court; overrules Chevron (467 U.S. 837); consolidated with Relentless v. Dept. of Commerce, No. 22-1219",
                        "loper_bright_lower_courts": "22-451 from D.C. Cir. (45 F.4th 359); 22-1219 from 1st Cir. (62 F.4th 621)"}))
    turns.append((extract(dk_url, "Docket history: when cert was filed and granted, lower-court case number"),
                  "# Loper Bright Enterprises v. Raimondo\n\n"
                  "Supreme Court of the United States\n\n"
                  "| Field | Value |\n| --- | --- |\n| Docket Number | 22-415 |\n| Date Filed | November 10, 2022 |\n"
                  "| Date Argued | January 17, 2024 |\n| Date Terminated | June 28, 2024 |\n| Nature of Suit | Petition for writ of certiorari |\n"
                  "| Lower Court | United States Court of Appeals for the District of Columbia Circuit |\n| Lower Court Case Number | 21-5166 |\n"
                  "| Lower Court Judgment | August 12, 2022 |\n| Opinion Cluster | [603 U.S. 369](/opinion/9508216/loper-bright-enterprises-v-raimondo/) |\n\n"
                  "## Parties\n\n- **Loper Bright Enterprises, Inc., et al.** — Petitioners (Counsel: Paul D. Clement)\n- **Gina Raimondo, Secretary of Commerce, et al.** — Respondents (Counsel: Elizabeth B. Prelogar, Solicitor General)\n\n"
                  "## Docket entries\n\n"
                  "| # | Date | Proceedings and Orders |\n| --- | --- | --- |\n"
                  "| 1 | Nov 10, 2022 | Petition for a writ of certiorari filed. (Response due December 15, 2022) |\n"
                  "| 2 | Dec 14, 2022 | Motion to extend the time to file a response from December 15, 2022 to January 17, 2023, submitted to The Clerk. |\n"
                  "| 3 | Feb 16, 2023 | Brief of respondents Gina Raimondo, et al. in opposition filed. |\n"
                  "| 4 | May 1, 2023 | Petition GRANTED limited to Question 2 presented by the petition. |\n"
                  "| 5 | Jul 17, 2023 | Brief of petitioners Loper Bright Enterprises, et al. filed. |\n"
                  "| 6 | Sep 15, 2023 | Brief of respondents Gina Raimondo, Secretary of Commerce, et al. filed. |\n"
                  "| 7 | Jan 17, 2024 | Argued. For petitioners: Paul D. Clement, Washington, D. C. For respondents: Elizabeth B. Prelogar, Solicitor General. |\n"
                  "| 8 | Jun 28, 2024 | Judgment VACATED and case REMANDED. Roberts, C. J., delivered the opinion of the Court. Jackson, J., took no part in the consideration or decision of this case. |\n"
                  "| 9 | Jul 30, 2024 | JUDGMENT ISSUED. |\n"))
    turns.append((search("Relentless Inc. v. Department of Commerce 22-1219 CourtListener"), srp(
        ("https://www.courtlistener.com/docket/67837012/relentless-inc-v-department-of-commerce/", "Relentless, Inc. v. Department of Commerce, 22-1219 – CourtListener.com",
         "Docket for Relentless, Inc. v. Department of Commerce, 22-1219. Petition for a writ of certiorari to the United States Court of Appeals for the First Circuit ...", "N/A"),
        ("https://www.oyez.org/cases/2023/22-1219", "Relentless, Inc. v. Department of Commerce | Oyez",
         "Argued January 17, 2024. Decided June 28, 2024. Consolidated with Loper Bright Enterprises v. Raimondo ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Relentless,_Inc._v._Department_of_Commerce", "Relentless, Inc. v. Department of Commerce - Wikipedia",
         "Relentless, Inc. v. Department of Commerce was a companion case to Loper Bright, arising from a challenge by Rhode Island fishing companies ...", "N/A"),
        ("https://www.scotusblog.com/cases/case-files/relentless-inc-v-department-of-commerce/", "Relentless, Inc. v. Department of Commerce - SCOTUSblog",
         "Judgment: Vacated and remanded, 6-3, in an opinion by Chief Justice John Roberts on June 28, 2024 ...", "N/A"),
        ("https://www.supremecourt.gov/docket/docketfiles/html/public/22-1219.html", "Search - Supreme Court of the United States: Docket 22-1219",
         "Petition for a writ of certiorari filed June 14, 2023. Petition GRANTED October 13, 2023 ...", "N/A"),
        ("https://www.courtlistener.com/opinion/9508216/loper-bright-enterprises-v-raimondo/", "Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024) – CourtListener.com",
         "Together with No. 22–1219, Relentless, Inc., et al. v. Department of Commerce, et al., on certiorari to the United States Court of Appeals for the First Circuit ...", "Jun 28, 2024"),
        ("https://www.cato.org/legal-briefs/relentless-inc-v-department-commerce", "Relentless, Inc. v. Department of Commerce | Cato Institute",
         "Cato filed an amicus brief urging the Court to overrule Chevron ...", "Nov 20, 2023"),
        ("https://casetext.com/case/relentless-inc-v-us-dept-of-commerce-3", "Relentless Inc. v. U.S. Dep't of Commerce, 62 F.4th 621 (1st Cir. 2023)",
         "We hold that the Magnuson-Stevens Act authorizes the industry-funded monitoring rule ...", "Mar 16, 2023"),
    )))
    turns.append((extract("https://www.courtlistener.com/docket/67837012/relentless-inc-v-department-of-commerce/", "Vote in this companion case and who joined the dissent"),
                  "# Relentless, Inc. v. Department of Commerce\n\n"
                  "Supreme Court of the United States\n\n"
                  "| Field | Value |\n| --- | --- |\n| Docket Number | 22-1219 |\n| Date Filed | June 14, 2023 |\n| Date Argued | January 17, 2024 |\n"
                  "| Date Terminated | June 28, 2024 |\n| Lower Court | United States Court of Appeals for the First Circuit |\n| Lower Court Case Number | 21-1886 |\n"
                  "| Opinion Cluster | [603 U.S. 369](/opinion/9508216/loper-bright-enterprises-v-raimondo/) (consolidated with No. 22-451) |\n\n"
                  "## Docket entries\n\n"
                  "| # | Date | Proceedings and Orders |\n| --- | --- | --- |\n"
                  "| 1 | Jun 14, 2023 | Petition for a writ of certiorari filed. |\n"
                  "| 2 | Oct 13, 2023 | Petition GRANTED limited to Question 1 presented by the petition. The case is consolidated with 22-451 for oral argument. |\n"
                  "| 3 | Jan 17, 2024 | Argued. For petitioners: Roman Martinez, Washington, D. C. For respondents: Elizabeth B. Prelogar, Solicitor General. |\n"
                  "| 4 | Jun 28, 2024 | Judgment VACATED and case REMANDED. Roberts, C. J., delivered the opinion of the Court, in which Thomas, Alito, Gorsuch, Kavanaugh, and Barrett, JJ., joined. Thomas, J., and Gorsuch, J., filed concurring opinions. Kagan, J., filed a dissenting opinion, in which Sotomayor and Jackson, JJ., joined. |\n"
                  "| 5 | Jul 30, 2024 | JUDGMENT ISSUED. |\n\n"
                  "**Vote:** 6–3 in No. 22-1219 (6–2 in No. 22-451, where Justice Jackson was recused).\n"))
    turns.append(m.update({"loper_bright": "No. 22-451; 603 U.S. 369 (2024); argued 17 Jan 2024, decided 28 Jun 2024; Roberts for the Court; overrules Chevron (467 U.S. 837); consolidated with Relentless v. Dept. of Commerce, No. 22-1219; vote 6-2 in 22-451 (Jackson recused), 6-3 in 22-1219; Kagan dissent"}))
    turns.append(m.get(["loper_bright", "loper_bright_lower_courts"]))
    rs.add("search", "h49-search-03", SYSTEM, turns, state=EMPTY, bad=True, turn=4,
           kind="the Loper Bright docket page gives docket number 22-415, but the search result and the opinion page showed No. 22-451")


# ---------------------------------------------------------------------------------------------------------
# 04 clean: legislation.gov.uk, Online Safety Act 2023 (less common); as-enacted vs revised view of a section

S179 = ("(1) A person commits an offence if—\n\n"
        "(a) the person sends a message (see section 182),\n\n"
        "(b) the message conveys information that the person knows to be false,\n\n"
        "(c) at the time of sending it, the person intended the message, or the information in it, to cause non-trivial psychological or physical harm to a likely audience, and\n\n"
        "(d) the person has no reasonable excuse for sending the message.\n\n"
        "(2) For the purposes of this section an individual is a \"likely audience\" of a message if, at the time the message is sent, it is reasonably foreseeable that the individual—\n\n"
        "(a) would encounter the message, or\n\n"
        "(b) in the online context, would encounter a subsequent message forwarding or sharing the content of the message.\n\n"
        "(3) In a case where several or many individuals are a likely audience, it is not necessary for the purposes of subsection (1)(c) that the person intended to cause harm to any one of them in particular (or to all of them).\n\n"
        "(4) Subsection (1)(c) is to be read subject to section 180 (exemptions).\n\n"
        "(5) A person who commits an offence under this section is liable on summary conviction to imprisonment for a term not exceeding the maximum term for summary offences or a fine (or both).\n\n"
        "(6) In subsection (5) \"the maximum term for summary offences\" means—\n\n"
        "(a) in relation to England and Wales, 51 weeks (but see subsection (7));\n\n"
        "(b) in relation to Northern Ireland, 6 months.\n\n"
        "(7) In relation to an offence committed before the coming into force of section 281(5) of the Criminal Justice Act 2003, the reference in subsection (6)(a) to 51 weeks is to be read as a reference to 6 months.\n")


def t04(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("Online Safety Act 2023 legislation.gov.uk"), srp(
        ("https://www.legislation.gov.uk/ukpga/2023/50/contents", "Online Safety Act 2023 - Legislation.gov.uk",
         "An Act to make provision for and in connection with the regulation by OFCOM of certain internet services; for and in connection with communications offences; and for connected purposes. [26th October 2023]", "N/A"),
        ("https://www.legislation.gov.uk/ukpga/2023/50/contents/enacted", "Online Safety Act 2023 - Original (As enacted)",
         "Online Safety Act 2023, 2023 c. 50. Table of contents. Part 1 Introduction. Part 2 Key definitions ...", "N/A"),
        ("https://www.legislation.gov.uk/ukpga/2023/50/notes/contents", "Online Safety Act 2023 - Explanatory Notes",
         "These Explanatory Notes relate to the Online Safety Act 2023 which received Royal Assent on 26 October 2023 ...", "N/A"),
        ("https://www.gov.uk/government/publications/online-safety-act-explainer/online-safety-act-explainer", "Online Safety Act: explainer - GOV.UK",
         "The Online Safety Act 2023 is a new set of laws that protects children and adults online. It puts a range of new duties on social media companies and search services ...", "May 8, 2024"),
        ("https://bills.parliament.uk/bills/3137", "Online Safety Act 2023 - Parliamentary Bills - UK Parliament",
         "Royal Assent 26 October 2023. Bill originated in the House of Commons, Session 2022-23 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Online_Safety_Act_2023", "Online Safety Act 2023 - Wikipedia",
         "The Online Safety Act 2023 (c. 50) is an Act of the Parliament of the United Kingdom to regulate online speech and media. It received royal assent on 26 October 2023 ...", "N/A"),
        ("https://www.ofcom.org.uk/online-safety/information-for-industry/roadmap-to-regulation", "Online safety: our roadmap to regulation - Ofcom",
         "Ofcom is implementing the Online Safety Act in three phases: illegal harms, child safety, and additional duties for categorised services ...", "Oct 17, 2024"),
        ("https://www.legislation.gov.uk/ukpga/2023/50/part/10", "Online Safety Act 2023 - Part 10 Communications offences",
         "Part 10: Communications offences. False and threatening communications offences; sending or showing flashing images electronically ...", "N/A"),
        ("https://commonslibrary.parliament.uk/research-briefings/cbp-9579/", "Online Safety Act 2023: implementation - House of Commons Library",
         "This briefing looks at the implementation of the Online Safety Act 2023, including commencement of provisions ...", "Sep 3, 2024"),
    )))
    turns.append((extract("https://www.legislation.gov.uk/ukpga/2023/50/contents", "Structure of the Act (parts, number of sections and schedules), chapter number, date of Royal Assent"),
                  "# Online Safety Act 2023\n\n**2023 CHAPTER 50**\n\n"
                  "An Act to make provision for and in connection with the regulation by OFCOM of certain internet services; for and in connection with communications offences; and for connected purposes.\n\n"
                  "[26th October 2023]\n\n"
                  "Version: Latest available (Revised) | Extent: E+W+S+N.I.\n\n"
                  "## Table of Contents\n\n"
                  "- Part 1 Introduction (ss. 1-2)\n- Part 2 Key definitions (ss. 3-6)\n"
                  "- Part 3 Providers of regulated user-to-user services and regulated search services: duties of care (ss. 7-66)\n"
                  "- Part 4 Providers of regulated user-to-user services and regulated search services: other duties (ss. 67-78)\n"
                  "- Part 5 Duties of providers of regulated services: certain pornographic content (ss. 79-82)\n"
                  "- Part 6 Duties of providers of regulated services: fees (ss. 83-91)\n"
                  "- Part 7 OFCOM's powers and duties in relation to regulated services (ss. 92-168)\n"
                  "- Part 8 Appeals and super-complaints (ss. 169-171)\n"
                  "- Part 9 Secretary of State's functions in relation to regulated services (ss. 172-178)\n"
                  "- Part 10 Communications offences (ss. 179-214)\n"
                  "- Part 11 Supplementary and general (ss. 215-237)\n"
                  "- Part 12 Final provisions (ss. 238-241)\n"
                  "- Schedules 1-17\n\n"
                  "### Part 10 Communications offences (detail)\n\n"
                  "- 179 False communications offence\n- 180 Exemptions from offence under section 179\n- 181 Threatening communications offence\n"
                  "- 182 Interpretation of sections 179 to 181\n- 183 Offences of sending or showing flashing images electronically\n"
                  "- 184 Offence of encouraging or assisting serious self-harm\n- 187 Sending etc photograph or film of genitals\n"
                  "- 188 Sharing or threatening to share intimate photograph or film\n\n"
                  "Changes to legislation: There are outstanding changes not yet made by the legislation.gov.uk editorial team to Online Safety Act 2023. Those changes will be listed when you open the content using the Table of Contents below.\n"))
    turns.append((extract("https://www.legislation.gov.uk/ukpga/2023/50/section/179/enacted", "Wording and penalty of the false communications offence"),
                  "# Online Safety Act 2023\n\nVersion: **Original (As enacted)**\n\nPart 10 Communications offences\n\nFalse and threatening communications offences\n\n"
                  "## 179 False communications offence\n\n" + S179 + "\n"
                  "Previous: Section 178 | Next: Section 180\n"))
    turns.append(m.add({"osa_2023": "Online Safety Act 2023 (2023 c. 50); Royal Assent 26 Oct 2023; 12 Parts, ss. 1-241, Schedules 1-17",
                        "osa_s179": "s.179 false communications offence: knowingly false message intended to cause non-trivial psychological/physical harm to a likely audience; summary only, up to 51 weeks (E&W) / 6 months (NI) or fine"}))
    turns.append((search("Online Safety Act 2023 (Commencement No. 2) Regulations 2023 false communications in force 31 January 2024"), srp(
        ("https://www.legislation.gov.uk/uksi/2023/1420/contents/made", "The Online Safety Act 2023 (Commencement No. 2) Regulations 2023",
         "These Regulations bring into force on 31st January 2024 provisions of Part 10 (communications offences) of the Online Safety Act 2023 ...", "N/A"),
        ("https://www.gov.uk/government/news/new-online-offences-come-into-force", "Cyberflashing, epilepsy-trolling and fake news to put online abusers behind bars from today - GOV.UK",
         "New criminal offences introduced by the Online Safety Act come into force today (31 January 2024), including sending false information intended to cause harm ...", "Jan 31, 2024"),
        ("https://www.legislation.gov.uk/ukpga/2023/50/section/179", "Online Safety Act 2023, Section 179",
         "179 False communications offence. (1) A person commits an offence if— (a) the person sends a message ... Commencement Information ...", "N/A"),
        ("https://www.cps.gov.uk/legal-guidance/communications-offences", "Communications Offences | The Crown Prosecution Service",
         "Section 179 OSA 2023 false communications offence replaced section 127(2)(a) and (b) Communications Act 2003 ...", "Feb 12, 2024"),
        ("https://www.bbc.co.uk/news/technology-68137046", "Cyberflashing becomes a criminal offence in England and Wales",
         "Sending unsolicited sexual images is now a specific offence, with the first conviction expected soon ...", "Jan 31, 2024"),
        ("https://www.legislation.gov.uk/uksi/2024/31/contents/made", "The Online Safety Act 2023 (Commencement No. 3) Regulations 2024",
         "Regulations bringing into force further provisions on 1 April 2024 ...", "N/A"),
        ("https://www.lexology.com/library/detail.aspx?g=6c0e2f7a-5b02-4b8e-9f1c-5d8f3c6d1a2b", "Online Safety Act: new offences in force from 31 January 2024 - Lexology",
         "The new false communications and threatening communications offences replace parts of the Malicious Communications Act 1988 ...", "Feb 2, 2024"),
        ("https://commonslibrary.parliament.uk/research-briefings/cbp-9579/", "Online Safety Act 2023: implementation - House of Commons Library",
         "Part 10 communications offences came into force on 31 January 2024 ...", "Sep 3, 2024"),
    )))
    turns.append((extract("https://www.legislation.gov.uk/ukpga/2023/50/section/179", "Current wording and commencement date of section 179"),
                  "# Online Safety Act 2023\n\nVersion: **Latest available (Revised)** | Point in time: 31/01/2024 onwards\n\n"
                  "Changes to legislation: There are currently no known outstanding effects for the Online Safety Act 2023, Section 179.\n\n"
                  "Part 10 Communications offences\n\nFalse and threatening communications offences\n\n"
                  "## 179 False communications offence\n\n" + S179 + "\n"
                  "### Commencement Information\n\n"
                  "- I1 S. 179 in force at 31.1.2024 by S.I. 2023/1420, reg. 2(a)\n\n"
                  "Extent: England and Wales, Northern Ireland\n\n"
                  "Previous: Section 178 | Next: Section 180\n"))
    turns.append(m.update({"osa_s179": "s.179 false communications offence: knowingly false message intended to cause non-trivial psychological/physical harm to a likely audience; summary only, up to 51 weeks (E&W) / 6 months (NI) or fine; in force 31 Jan 2024 (SI 2023/1420 reg. 2(a)); extends E&W + NI"}))
    turns.append(m.all())
    rs.add("search", "h49-search-04", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------------------------------------------------
# 05 clean: FDA.gov, Casgevy and Lyfgenia approvals (mainstream); two products, two indications, two dates

def t05(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    scd_url = "https://www.fda.gov/news-events/press-announcements/fda-approves-first-gene-therapies-treat-patients-sickle-cell-disease"
    tdt_url = "https://www.fda.gov/vaccines-blood-biologics/casgevy"
    turns.append((search("FDA approves Casgevy Lyfgenia sickle cell disease December 2023"), srp(
        (scd_url, "FDA Approves First Gene Therapies to Treat Patients with Sickle Cell Disease | FDA",
         "Today, the U.S. Food and Drug Administration approved two milestone treatments, Casgevy and Lyfgenia, representing the first cell-based gene therapies for the treatment of sickle cell disease (SCD) in patients 12 years and older ...", "Dec 8, 2023"),
        ("https://news.vrtx.com/news-releases/news-release-details/vertex-and-crispr-therapeutics-announce-us-fda-approval-casgevytm", "Vertex and CRISPR Therapeutics Announce US FDA Approval of CASGEVY™",
         "CASGEVY is the first CRISPR/Cas9 gene-edited therapy approved by the FDA ...", "Dec 8, 2023"),
        ("https://investor.bluebirdbio.com/news-releases/news-release-details/bluebird-bio-receives-fda-approval-lyfgeniatm", "bluebird bio Receives FDA Approval for LYFGENIA™ (lovotibeglogene autotemcel)",
         "LYFGENIA is approved for patients 12 years of age or older with sickle cell disease and a history of vaso-occlusive events ...", "Dec 8, 2023"),
        ("https://www.nytimes.com/2023/12/08/health/sickle-cell-fda-approval-casgevy-lyfgenia.html", "F.D.A. Approves Sickle Cell Treatments, Including One That Uses CRISPR",
         "The approvals offer hope to about 100,000 Americans with sickle cell disease ...", "Dec 8, 2023"),
        ("https://en.wikipedia.org/wiki/Exagamglogene_autotemcel", "Exagamglogene autotemcel - Wikipedia",
         "Exagamglogene autotemcel, sold under the brand name Casgevy, is a gene therapy for the treatment of sickle cell disease and transfusion-dependent beta thalassemia ...", "N/A"),
        ("https://www.statnews.com/2023/12/08/sickle-cell-gene-therapy-approved-casgevy-lyfgenia-prices/", "FDA approves two sickle cell gene therapies; prices set at $2.2 million and $3.1 million",
         "Vertex set a list price of $2.2 million for Casgevy; bluebird priced Lyfgenia at $3.1 million ...", "Dec 8, 2023"),
        ("https://www.fda.gov/vaccines-blood-biologics/lyfgenia", "LYFGENIA | FDA",
         "STN: 125788. Proper Name: lovotibeglogene autotemcel. Tradename: LYFGENIA. Manufacturer: bluebird bio, Inc. ...", "N/A"),
        ("https://www.nature.com/articles/d41586-023-03590-6", "UK first to approve CRISPR treatment for diseases: what you need to know",
         "The UK medicines regulator has approved Casgevy for sickle cell disease and β-thalassaemia ...", "Nov 16, 2023"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/us-fda-approves-vertex-crispr-sickle-cell-gene-therapy-2023-12-08/", "US FDA approves first gene-editing therapy for sickle cell disease",
         "The therapy, Casgevy, was approved for patients aged 12 and older with recurrent vaso-occlusive crises ...", "Dec 8, 2023"),
    )))
    turns.append((extract(scd_url, "Approval date, sponsors, age, trial efficacy results and safety warnings for each therapy"),
                  "# FDA Approves First Gene Therapies to Treat Patients with Sickle Cell Disease\n\n"
                  "FDA News Release | For Immediate Release: December 08, 2023\n\n"
                  "Today, the U.S. Food and Drug Administration approved two milestone treatments, Casgevy and Lyfgenia, representing the first cell-based gene therapies for the treatment of sickle cell disease (SCD) in patients 12 years and older. Additionally, one of these therapies, Casgevy, is the first FDA-approved treatment to utilize a type of novel genome editing technology, signaling an innovative advancement in the field of gene therapy.\n\n"
                  "Sickle cell disease is a group of inherited blood disorders affecting approximately 100,000 people in the U.S. ...\n\n"
                  "> \"Sickle cell disease is a rare, debilitating and life-threatening blood disorder with significant unmet need, and we are excited to advance the field especially for individuals whose lives have been severely disrupted by the disease by approving two cell-based gene therapies today,\" said Nicole Verdun, M.D., director of the Office of Therapeutic Products within the FDA's Center for Biologics Evaluation and Research.\n\n"
                  "## Casgevy\n\n"
                  "Casgevy, a cell-based gene therapy, is approved for the treatment of sickle cell disease in patients 12 years of age and older with recurrent vaso-occlusive crises (VOCs). Casgevy is the first FDA-approved therapy utilizing CRISPR/Cas9, a type of genome editing technology.\n\n"
                  "The safety and effectiveness of Casgevy was evaluated in an ongoing single-arm, multi-center trial in adult and adolescent patients with SCD. Of the 44 patients treated with Casgevy, 31 patients had sufficient follow-up time to be evaluable. Of these, 29 (93.5%) achieved freedom from severe VOCs for at least 12 consecutive months during the 24-month follow-up period. All treated patients achieved successful engraftment with no patients experiencing graft failure or graft rejection.\n\n"
                  "The most common side effects were low levels of platelets and white blood cells, mouth sores, nausea, musculoskeletal pain, abdominal pain, vomiting, febrile neutropenia, headache and itching.\n\n"
                  "## Lyfgenia\n\n"
                  "Lyfgenia is a cell-based gene therapy. It uses a lentiviral vector (gene delivery vehicle) for genetic modification and is approved for the treatment of patients 12 years of age or older with sickle cell disease and a history of vaso-occlusive events (VOEs).\n\n"
                  "The safety and effectiveness of Lyfgenia is based on the analysis of efficacy data from a single-arm, 24-month multicenter study in patients with SCD and history of VOEs between the ages of 12 and 50. Effectiveness was evaluated based on complete resolution of VOEs (VOE-CR) between 6 and 18 months after infusion with Lyfgenia. Twenty-eight (88%) of 32 patients achieved VOE-CR during this time period.\n\n"
                  "Lyfgenia has a boxed warning for hematologic malignancy (blood cancer), which has occurred in patients treated with Lyfgenia.\n\n"
                  "## Approval details\n\n"
                  "| | Casgevy | Lyfgenia |\n| --- | --- | --- |\n| Proper name | exagamglogene autotemcel | lovotibeglogene autotemcel |\n"
                  "| Applicant | Vertex Pharmaceuticals Inc. | bluebird bio Inc. |\n| Designations | Priority Review, Orphan Drug, Fast Track, RMAT, Rare Pediatric Disease | Priority Review, Orphan Drug, Fast Track, Regenerative Medicine Advanced Therapy |\n"
                  "| Rare pediatric disease priority review voucher | granted | not granted |\n\n"
                  "Inquiries: Media: Paul Richards, 301-796-5000\n"))
    turns.append(m.add({"casgevy": "exagamglogene autotemcel (Vertex; CRISPR/Cas9); FDA approved 8 Dec 2023 for SCD with recurrent VOCs, age >=12; 29/31 evaluable (93.5%) free of severe VOCs >=12 mo",
                        "lyfgenia": "lovotibeglogene autotemcel (bluebird bio; lentiviral); FDA approved 8 Dec 2023 for SCD with history of VOEs, age >=12; 28/32 (88%) VOE-CR at 6-18 mo; boxed warning: hematologic malignancy"}))
    turns.append((search("Casgevy transfusion-dependent beta thalassemia FDA approval January 2024"), srp(
        (tdt_url, "CASGEVY | FDA",
         "STN: 125785. Proper Name: exagamglogene autotemcel. Tradename: CASGEVY. Manufacturer: Vertex Pharmaceuticals Inc. Indications: sickle cell disease (12/08/2023); transfusion-dependent β-thalassemia (01/16/2024) ...", "N/A"),
        ("https://news.vrtx.com/news-releases/news-release-details/vertex-announces-us-fda-approval-casgevytm-exagamglogene", "Vertex Announces US FDA Approval of CASGEVY™ for the Treatment of Transfusion-Dependent Beta Thalassemia",
         "CASGEVY is now approved in the U.S. for people 12 years and older with TDT ...", "Jan 16, 2024"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/us-fda-approves-vertex-crispr-gene-therapy-beta-thalassemia-2024-01-16/", "US FDA approves Vertex, CRISPR gene therapy for blood disorder beta thalassemia",
         "The approval comes more than a month ahead of the March 30 target action date ...", "Jan 16, 2024"),
        ("https://www.fiercebiotech.com/biotech/vertex-crispr-casgevy-wins-early-fda-nod-beta-thalassemia", "Vertex, CRISPR's Casgevy wins early FDA nod in beta thalassemia",
         "Of 35 patients with enough follow-up, 32 (91.4%) achieved transfusion independence ...", "Jan 17, 2024"),
        ("https://www.biopharmadive.com/news/vertex-crispr-casgevy-beta-thalassemia-approval-fda/704739/", "FDA clears Vertex's Casgevy for second blood disease",
         "The agency's decision makes Casgevy the first gene therapy approved for both sickle cell disease and beta thalassemia ...", "Jan 16, 2024"),
        ("https://en.wikipedia.org/wiki/Beta_thalassemia", "Beta thalassemia - Wikipedia",
         "Beta thalassemias are a group of inherited blood disorders ...", "N/A"),
        ("https://www.ema.europa.eu/en/medicines/human/EPAR/casgevy", "Casgevy | European Medicines Agency (EMA)",
         "Conditional marketing authorisation granted 9 February 2024 ...", "N/A"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2309673", "Exagamglogene Autotemcel for Transfusion-Dependent β-Thalassemia | NEJM",
         "CLIMB THAL-111: a single dose of exa-cel led to transfusion independence in the large majority of evaluable patients ...", "Apr 24, 2024"),
    )))
    turns.append((extract(tdt_url, "Indications and approval dates listed for Casgevy, and TDT trial results"),
                  "# CASGEVY\n\n"
                  "| | |\n| --- | --- |\n| STN | 125785 |\n| Proper Name | exagamglogene autotemcel |\n| Tradename | CASGEVY |\n| Manufacturer | Vertex Pharmaceuticals Inc. |\n\n"
                  "## Indications\n\n"
                  "CASGEVY is an autologous genome edited hematopoietic stem cell-based gene therapy indicated for the treatment of:\n\n"
                  "- sickle cell disease (SCD) in patients 12 years and older with recurrent vaso-occlusive crises (VOCs) — approved December 8, 2023\n"
                  "- transfusion-dependent β-thalassemia (TDT) in patients 12 years and older — approved January 16, 2024\n\n"
                  "## Product Information\n\n- Package Insert - CASGEVY\n- Patient Information - CASGEVY\n\n"
                  "## Supporting Documents\n\n"
                  "- January 16, 2024 Approval Letter - CASGEVY (TDT)\n- December 8, 2023 Approval Letter - CASGEVY (SCD)\n- Summary Basis for Regulatory Action - CASGEVY\n"
                  "- Clinical Review Memo - CASGEVY\n\n"
                  "## Clinical studies (summary from the label, TDT)\n\n"
                  "The efficacy of CASGEVY in TDT was evaluated in an ongoing single-arm, multi-center trial (Study 111). Of 54 patients who received CASGEVY, 35 were evaluable for the primary endpoint; 32 of 35 (91.4%) achieved transfusion independence, defined as maintaining a weighted average hemoglobin of at least 9 g/dL without red blood cell transfusions for at least 12 consecutive months.\n\n"
                  "Content current as of: 01/17/2024\n\nRegulated Product(s): Biologics\n"))
    turns.append(m.add({"casgevy_tdt": "Casgevy second indication: transfusion-dependent beta-thalassemia, age >=12; FDA approved 16 Jan 2024 (ahead of 30 Mar PDUFA date); 32/35 evaluable (91.4%) transfusion independent >=12 mo (54 treated)"}))
    turns.append((search("Casgevy Lyfgenia list price wholesale acquisition cost"), srp(
        ("https://www.statnews.com/2023/12/08/sickle-cell-gene-therapy-approved-casgevy-lyfgenia-prices/", "FDA approves two sickle cell gene therapies; prices set at $2.2 million and $3.1 million",
         "Vertex set a list price of $2.2 million for Casgevy; bluebird priced Lyfgenia at $3.1 million, citing an outcomes-based agreement ...", "Dec 8, 2023"),
        ("https://icer.org/news-insights/press-releases/icer-publishes-final-evidence-report-on-gene-therapies-for-sickle-cell-disease/", "ICER Publishes Final Evidence Report on Gene Therapies for Sickle Cell Disease",
         "ICER's health-benefit price benchmark range for the therapies was $1.35 to $2.05 million ...", "Aug 21, 2023"),
        ("https://www.fiercepharma.com/pharma/vertex-crispr-casgevy-price-22m-sickle-cell", "Vertex, CRISPR set $2.2M price for Casgevy",
         "The wholesale acquisition cost of $2.2 million is below bluebird's $3.1 million for Lyfgenia ...", "Dec 8, 2023"),
        ("https://www.cms.gov/priorities/innovation/innovation-models/cgt", "Cell and Gene Therapy Access Model | CMS",
         "CMS will negotiate outcomes-based agreements with manufacturers of gene therapies for sickle cell disease ...", "N/A"),
        ("https://www.biopharmadive.com/news/bluebird-lyfgenia-price-sickle-cell-gene-therapy/702001/", "bluebird sets $3.1M price for sickle cell gene therapy Lyfgenia",
         "bluebird bio will offer an outcomes-based agreement tied to hospitalization for VOEs ...", "Dec 8, 2023"),
        ("https://www.reddit.com/r/medicine/comments/18dsx0d/fda_approves_casgevy_and_lyfgenia/", "FDA approves Casgevy and Lyfgenia : r/medicine",
         "Who's going to pay $2-3 million per patient? ...", "Dec 9, 2023"),
        ("https://www.nytimes.com/2023/12/08/health/sickle-cell-fda-approval-casgevy-lyfgenia.html", "F.D.A. Approves Sickle Cell Treatments, Including One That Uses CRISPR",
         "Vertex said Casgevy would cost $2.2 million; bluebird set $3.1 million for Lyfgenia ...", "Dec 8, 2023"),
    )))
    turns.append(m.update({"casgevy": "exagamglogene autotemcel (Vertex; CRISPR/Cas9); FDA approved 8 Dec 2023 for SCD with recurrent VOCs, age >=12; 29/31 evaluable (93.5%) free of severe VOCs >=12 mo; US list price (WAC) $2.2M",
                           "lyfgenia": "lovotibeglogene autotemcel (bluebird bio; lentiviral); FDA approved 8 Dec 2023 for SCD with history of VOEs, age >=12; 28/32 (88%) VOE-CR at 6-18 mo; boxed warning: hematologic malignancy; US list price (WAC) $3.1M"}))
    turns.append(m.all())
    rs.add("search", "h49-search-05", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------------------------------------------------
# 06 bad: ClinicalTrials.gov, Clarity AD (mainstream); the re-read record moves the primary completion date

def t06(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    ct = "https://clinicaltrials.gov/study/NCT03887455"
    turns.append((search("Clarity AD lecanemab NCT03887455 clinicaltrials.gov"), srp(
        (ct, "Study Details | A Study to Confirm Safety and Efficacy of Lecanemab in Participants With Early Alzheimer's Disease (Clarity AD) | ClinicalTrials.gov",
         "This study will be conducted to evaluate the efficacy of lecanemab in participants with early Alzheimer's disease (EAD) by determining the superiority of lecanemab compared with placebo on the change from baseline in the Clinical Dementia Rating-Sum of Boxes (CDR-SB) at 18 months ...", "N/A"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2212948", "Lecanemab in Early Alzheimer's Disease | NEJM",
         "A total of 1795 participants were enrolled, with 898 assigned to receive lecanemab and 897 to receive placebo ...", "Nov 29, 2022"),
        ("https://www.eisai.com/news/2022/news202271.html", "Lecanemab Confirmatory Phase 3 Clarity AD Study Met Primary Endpoint",
         "Lecanemab reduced clinical decline on the global cognitive and functional scale, CDR-SB, by 27% at 18 months compared with placebo ...", "Sep 28, 2022"),
        ("https://en.wikipedia.org/wiki/Lecanemab", "Lecanemab - Wikipedia",
         "Lecanemab, sold under the brand name Leqembi, is a monoclonal antibody medication used for the treatment of Alzheimer's disease ...", "N/A"),
        ("https://www.alzforum.org/therapeutics/lecanemab", "Lecanemab | ALZFORUM",
         "Clarity AD (NCT03887455) enrolled 1,795 people with MCI or mild AD and positive amyloid PET or CSF ...", "N/A"),
        ("https://euclinicaltrials.eu/search-for-clinical-trials/?lang=en&EUCT=2019-000356-55", "EU CT 2019-000356-55 - Clarity AD",
         "A Placebo-Controlled, Double-Blind, Parallel-Group, 18-Month Study With an Open-Label Extension Phase to Confirm Safety and Efficacy of BAN2401 ...", "N/A"),
        ("https://www.biogen.com/newsroom/press-releases/clarity-ad-results", "Eisai and Biogen present full Clarity AD results at CTAD 2022",
         "Full results were presented at the Clinical Trials on Alzheimer's Disease conference in San Francisco ...", "Nov 29, 2022"),
        ("https://clinicaltrials.gov/study/NCT01767311", "Study Details | A Study to Evaluate Safety, Tolerability, and Efficacy of BAN2401 in Subjects With Early Alzheimer's Disease",
         "Phase 2b dose-finding study (Study 201) of BAN2401 ...", "N/A"),
    )))
    page = ("# A Study to Confirm Safety and Efficacy of Lecanemab in Participants With Early Alzheimer's Disease (Clarity AD)\n\n"
            "ClinicalTrials.gov ID: **NCT03887455**\n\nSponsor: Eisai Inc.\n\nInformation provided by: Eisai Inc. (Responsible Party)\n\n"
            "Last Update Posted: 2024-11-20\n\n"
            "## Study Overview\n\n"
            "**Brief Summary:** This study will be conducted to evaluate the efficacy of lecanemab in participants with early Alzheimer's disease (EAD) by determining the superiority of lecanemab compared with placebo on the change from baseline in the Clinical Dementia Rating-Sum of Boxes (CDR-SB) at 18 months of treatment in the Core Study. This study will also evaluate the long-term safety and tolerability of lecanemab in participants with EAD in the Extension Phase and whether the long-term effects of lecanemab versus placebo as measured by CDR-SB at the end of the Core Study is maintained over time in the Extension Phase.\n\n"
            "**Official Title:** A Placebo-Controlled, Double-Blind, Parallel-Group, 18-Month Study With an Open-Label Extension Phase to Confirm Safety and Efficacy of BAN2401 in Subjects With Early Alzheimer's Disease\n\n"
            "**Conditions:** Early Alzheimer's Disease\n\n**Intervention / Treatment:** Drug: Lecanemab; Drug: Placebo\n\n"
            "**Other Study ID Numbers:** BAN2401-G000-301; 2019-000356-55 (EudraCT Number)\n\n"
            "## Study Record Dates\n\n"
            "| | |\n| --- | --- |\n| Study Start (Actual) | 2019-03-29 |\n| Primary Completion (Actual) | 2022-09-09 |\n| Study Completion (Estimated) | 2027-10-31 |\n"
            "| First Submitted | 2019-03-25 |\n| First Posted | 2019-03-26 |\n| Last Update Submitted | 2024-11-18 |\n\n"
            "## Study Design\n\n"
            "| | |\n| --- | --- |\n| Study Type | Interventional |\n| Phase | Phase 3 |\n| Enrollment (Actual) | 1795 |\n| Allocation | Randomized |\n"
            "| Intervention Model | Parallel Assignment |\n| Masking | Quadruple (Participant, Care Provider, Investigator, Outcomes Assessor) |\n| Primary Purpose | Treatment |\n\n"
            "## Arms and Interventions\n\n"
            "| Participant Group/Arm | Intervention/Treatment |\n| --- | --- |\n"
            "| Experimental: Core Study: Lecanemab 10 mg/kg biweekly | Lecanemab IV infusion 10 mg/kg every 2 weeks for 18 months |\n"
            "| Placebo Comparator: Core Study: Placebo | Matched placebo IV infusion every 2 weeks for 18 months |\n"
            "| Experimental: Extension Phase: Lecanemab | Open-label lecanemab 10 mg/kg IV biweekly (subcutaneous sub-study from 2023) |\n\n"
            "## Outcome Measures\n\n"
            "**Primary:** Core Study: Change From Baseline in CDR-SB at Month 18 [Time Frame: Baseline, Month 18]\n\n"
            "**Key secondary:** Change from baseline in amyloid PET (Centiloids) at Month 18; ADAS-Cog14 at Month 18; ADCOMS at Month 18; ADCS MCI-ADL at Month 18\n\n"
            "## Recruitment\n\nOverall Status: **Active, not recruiting** | Ages eligible: 50 Years to 90 Years | Sexes: All | Locations: 235 sites in 13 countries\n\n"
            "## Collaborators and Investigators\n\nCollaborator: Biogen | Study Director: Eisai Medical Services, Eisai Inc.\n")
    turns.append((extract(ct, "Key record dates, design, enrollment, sponsor and primary outcome"), page))
    turns.append(m.add({"clarity_ad": "NCT03887455 (BAN2401-G000-301; EudraCT 2019-000356-55); Ph3, Eisai (sponsor) + Biogen; n=1795; start 2019-03-29; primary completion 2022-09-09; est. study completion 2027-10-31; primary endpoint CDR-SB change at 18 mo"}))
    turns.append((search("Clarity AD results NEJM lecanemab CDR-SB difference -0.45 ARIA"), srp(
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2212948", "Lecanemab in Early Alzheimer's Disease | NEJM",
         "The mean CDR-SB score at baseline was approximately 3.2 in both groups. The adjusted least-squares mean change from baseline at 18 months was 1.21 with lecanemab and 1.66 with placebo (difference, −0.45) ...", "Nov 29, 2022"),
        ("https://pubmed.ncbi.nlm.nih.gov/36449413/", "Lecanemab in Early Alzheimer's Disease - PubMed",
         "van Dyck CH, Swanson CJ, Aisen P, et al. N Engl J Med. 2023 Jan 5;388(1):9-21 ...", "N/A"),
        ("https://www.alzforum.org/news/conference-coverage/lecanemab-results-ctad-2022", "CTAD: Lecanemab Data Detailed; ARIA and Deaths Discussed | ALZFORUM",
         "ARIA-E occurred in 12.6% of the lecanemab group and 1.7% of the placebo group ...", "Dec 1, 2022"),
        ("https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(22)02480-1/fulltext", "Lecanemab: an assessment of the clinical trial data - The Lancet",
         "The 0.45-point difference on the 18-point CDR-SB scale raises questions about clinical meaningfulness ...", "Dec 10, 2022"),
        ("https://www.science.org/content/article/alzheimer-s-drug-slows-mental-decline-trial-is-it-really-better", "Alzheimer's drug slows mental decline in trial—but is it a breakthrough? | Science",
         "Lecanemab slowed decline by 27% over 18 months ...", "Nov 30, 2022"),
        ("https://www.eisai.com/news/2022/news202285.html", "Eisai presents full results of lecanemab Phase 3 confirmatory Clarity AD study",
         "Published simultaneously in The New England Journal of Medicine ...", "Nov 30, 2022"),
        ("https://www.cochranelibrary.com/cdsr/doi/10.1002/14651858.CD016297/full", "Amyloid-beta-targeting monoclonal antibodies for Alzheimer's disease | Cochrane",
         "Review including Clarity AD, TRAILBLAZER-ALZ 2 and other trials ...", "Apr 16, 2025"),
    )))
    turns.append((extract("https://www.nejm.org/doi/full/10.1056/NEJMoa2212948", "Primary result, key secondary results and adverse events"),
                  "# Lecanemab in Early Alzheimer's Disease\n\n"
                  "Christopher H. van Dyck, M.D., Chad J. Swanson, Ph.D., Paul Aisen, M.D., et al.\n\n"
                  "N Engl J Med 2023;388:9-21 | DOI: 10.1056/NEJMoa2212948 | Published November 29, 2022\n\n"
                  "## Abstract\n\n"
                  "**Background** The accumulation of soluble and insoluble aggregated amyloid-beta (Aβ) may initiate or potentiate pathologic processes in Alzheimer's disease. Lecanemab, a humanized IgG1 monoclonal antibody that binds with high affinity to Aβ soluble protofibrils, is being tested in persons with early Alzheimer's disease.\n\n"
                  "**Methods** We conducted an 18-month, multicenter, double-blind, phase 3 trial involving persons 50 to 90 years of age with early Alzheimer's disease (mild cognitive impairment or mild dementia due to Alzheimer's disease) with evidence of amyloid on positron-emission tomography (PET) or by cerebrospinal fluid testing. Participants were randomly assigned in a 1:1 ratio to receive intravenous lecanemab (10 mg per kilogram of body weight every 2 weeks) or placebo. The primary end point was the change from baseline at 18 months in the score on the Clinical Dementia Rating–Sum of Boxes (CDR-SB; range, 0 to 18, with higher scores indicating greater impairment).\n\n"
                  "**Results** A total of 1795 participants were enrolled, with 898 assigned to receive lecanemab and 897 to receive placebo. The mean CDR-SB score at baseline was approximately 3.2 in both groups. The adjusted least-squares mean change from baseline at 18 months was 1.21 with lecanemab and 1.66 with placebo (difference, −0.45; 95% confidence interval [CI], −0.67 to −0.23; P<0.001). In a substudy involving 698 participants, there were greater reductions in brain amyloid burden with lecanemab than with placebo (difference, −59.1 centiloids; 95% CI, −62.6 to −55.6). Other mean differences between the two groups in the change from baseline favoring lecanemab were as follows: for the ADAS-cog14 score, −1.44 (95% CI, −2.27 to −0.61; P<0.001); for the ADCOMS, −0.050 (95% CI, −0.074 to −0.027; P<0.001); and for the ADCS-MCI-ADL score, 2.0 (95% CI, 1.2 to 2.8; P<0.001). Lecanemab resulted in infusion-related reactions in 26.4% of the participants and amyloid-related imaging abnormalities with edema or effusions in 12.6%.\n\n"
                  "**Conclusions** Lecanemab reduced markers of amyloid in early Alzheimer's disease and resulted in moderately less decline on measures of cognition and function than placebo at 18 months but was associated with adverse events. Longer trials are warranted to determine the efficacy and safety of lecanemab in early Alzheimer's disease. (Funded by Eisai and Biogen; Clarity AD ClinicalTrials.gov number, NCT03887455.)\n\n"
                  "## Adverse events of special interest\n\n"
                  "| Event | Lecanemab (N=898) | Placebo (N=897) |\n| --- | --- | --- |\n| Infusion-related reactions | 26.4% | 7.4% |\n| ARIA-E | 12.6% | 1.7% |\n| ARIA-H | 17.3% | 9.0% |\n| Death | 0.7% | 0.8% |\n"))
    turns.append(m.update({"clarity_ad": "NCT03887455 (BAN2401-G000-301; EudraCT 2019-000356-55); Ph3, Eisai (sponsor) + Biogen; n=1795 (898 lecanemab / 897 placebo); start 2019-03-29; primary completion 2022-09-09; est. study completion 2027-10-31; CDR-SB change 1.21 vs 1.66 (diff -0.45, 95% CI -0.67 to -0.23; ~27% slowing); ARIA-E 12.6% vs 1.7%; IRR 26.4%"}))
    turns.append((extract(ct, "Outcome measure time frames and whether the core study has completed"),
                  sub(page, "| Primary Completion (Actual) | 2022-09-09 |", "| Primary Completion (Actual) | 2022-08-31 |")))
    turns.append((search("lecanemab Leqembi FDA traditional approval July 6 2023 boxed warning ARIA"), srp(
        ("https://www.fda.gov/news-events/press-announcements/fda-converts-novel-alzheimers-disease-treatment-traditional-approval", "FDA Converts Novel Alzheimer's Disease Treatment to Traditional Approval | FDA",
         "Today, the U.S. Food and Drug Administration converted Leqembi (lecanemab-irmb), indicated to treat adult patients with Alzheimer's disease, to traditional approval following a determination that a confirmatory trial verified clinical benefit ...", "Jul 6, 2023"),
        ("https://www.fda.gov/news-events/press-announcements/fda-grants-accelerated-approval-alzheimers-disease-treatment", "FDA Grants Accelerated Approval for Alzheimer's Disease Treatment | FDA",
         "Leqembi was approved using the Accelerated Approval pathway on January 6, 2023 ...", "Jan 6, 2023"),
        ("https://www.cms.gov/newsroom/press-releases/statement-broadened-medicare-coverage-alzheimers-drug", "CMS statement on broader Medicare coverage for Leqembi",
         "Medicare coverage with registry for traditionally approved anti-amyloid antibodies ...", "Jul 6, 2023"),
        ("https://www.alz.org/news/2023/fda-traditional-approval-leqembi", "Alzheimer's Association welcomes FDA traditional approval of Leqembi",
         "The label carries a boxed warning about ARIA, with greater risk for ApoE ε4 homozygotes ...", "Jul 6, 2023"),
        ("https://www.nytimes.com/2023/07/06/health/alzheimers-drug-leqembi-fda-approval.html", "F.D.A. Grants Full Approval to Alzheimer's Drug Leqembi",
         "The approval opens the door to broad Medicare coverage for the $26,500-a-year drug ...", "Jul 6, 2023"),
        ("https://www.eisai.com/news/2023/news202349.html", "FDA Grants Traditional Approval for LEQEMBI (lecanemab-irmb)",
         "Based on the Phase 3 Clarity AD data ...", "Jul 7, 2023"),
        ("https://www.statnews.com/2023/07/06/leqembi-alzheimers-fda-full-approval/", "FDA grants full approval to Eisai and Biogen's Alzheimer's drug",
         "The label now includes a boxed warning about brain swelling and bleeding ...", "Jul 6, 2023"),
    )))
    turns.append((extract("https://www.fda.gov/news-events/press-announcements/fda-converts-novel-alzheimers-disease-treatment-traditional-approval", "Basis of the conversion and safety labeling"),
                  "# FDA Converts Novel Alzheimer's Disease Treatment to Traditional Approval\n\n"
                  "Action Follows Confirmatory Trial to Verify Clinical Benefit\n\nFDA News Release | For Immediate Release: July 06, 2023\n\n"
                  "Today, the U.S. Food and Drug Administration converted Leqembi (lecanemab-irmb), indicated to treat adult patients with Alzheimer's disease, to traditional approval following a determination that a confirmatory trial verified clinical benefit. Leqembi is the first amyloid beta-directed antibody to be converted from an accelerated approval to a traditional approval for the treatment of Alzheimer's disease. The drug works by reducing amyloid plaques that form in the brain, a defining pathophysiological feature of the disease.\n\n"
                  "> \"Today's action is the first verification that a drug targeting the underlying disease process of Alzheimer's disease has shown clinical benefit in this devastating disease,\" said Teresa Buracchio, M.D., acting director of the Office of Neuroscience in the FDA's Center for Drug Evaluation and Research.\n\n"
                  "Leqembi's approval was based on Phase 3 data from a randomized controlled trial. The confirmatory Phase 3 Clarity AD study was a multicenter, double-blind, placebo-controlled, parallel-group trial that evaluated 1,795 patients with Alzheimer's disease. Treatment was initiated in patients with mild cognitive impairment or mild dementia stage of disease and confirmed presence of amyloid beta pathology. Patients were randomized in a 1:1 ratio to receive placebo or Leqembi at a dose of 10 milligrams/kilogram every two weeks. Leqembi demonstrated a statistically significant and clinically meaningful reduction of decline from baseline to Month 18 on the primary endpoint, the Clinical Dementia Rating Scale Sum of Boxes (CDR-SB), compared to placebo.\n\n"
                  "The prescribing information for Leqembi includes a boxed warning to alert patients and caregivers to the risk of amyloid-related imaging abnormalities (ARIA). Patients who are ApoE ε4 homozygotes have a higher incidence of ARIA, including symptomatic, serious and severe ARIA, compared to heterozygotes and noncarriers. Testing for ApoE ε4 status should be performed prior to initiation of treatment.\n\n"
                  "Leqembi was previously approved under the Accelerated Approval pathway on January 6, 2023. The FDA granted the application Priority Review, Fast Track and Breakthrough Therapy designations. The approval of Leqembi was granted to Eisai R&D Management Co., Ltd.\n"))
    turns.append(m.all())
    rs.add("search", "h49-search-06", SYSTEM, turns, state=EMPTY, bad=True, turn=7,
           kind="re-reading the unchanged ClinicalTrials.gov record shows Primary Completion 2022-08-31 where the same record showed 2022-09-09")


# ---------------------------------------------------------------------------------------------------------
# 07 clean: NVIDIA Newsroom / investor relations (mainstream); two quarters, GAAP vs non-GAAP, pre- and post-split

def t07(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    q4 = "https://nvidianews.nvidia.com/news/nvidia-announces-financial-results-for-fourth-quarter-and-fiscal-2024"
    q1 = "https://nvidianews.nvidia.com/news/nvidia-announces-financial-results-for-first-quarter-fiscal-2025"
    turns.append((search("NVIDIA fourth quarter fiscal 2024 results revenue data center"), srp(
        (q4, "NVIDIA Announces Financial Results for Fourth Quarter and Fiscal 2024 | NVIDIA Newsroom",
         "Record quarterly revenue of $22.1 billion, up 22% from Q3, up 265% from year ago. Record quarterly Data Center revenue of $18.4 billion, up 27% from Q3, up 409% from year ago ...", "Feb 21, 2024"),
        ("https://investor.nvidia.com/financial-info/quarterly-results/default.aspx", "NVIDIA Corporation - Quarterly Results",
         "Q4 FY24 press release, CFO commentary, presentation, 10-K ...", "N/A"),
        ("https://www.reuters.com/technology/nvidia-forecasts-first-quarter-revenue-above-estimates-2024-02-21/", "Nvidia forecasts first-quarter revenue above estimates on AI chip demand",
         "Nvidia forecast first-quarter revenue of $24 billion, plus or minus 2%, above analysts' average estimate of $22.17 billion ...", "Feb 21, 2024"),
        ("https://www.cnbc.com/2024/02/21/nvidia-nvda-earnings-report-q4-2024.html", "Nvidia earnings: chipmaker reports 265% revenue growth",
         "Earnings per share: $5.16 adjusted vs. $4.64 expected. Revenue: $22.10 billion vs. $20.62 billion expected ...", "Feb 21, 2024"),
        ("https://s201.q4cdn.com/141608511/files/doc_financials/2024/Q4FY24/Rev_by_Mkt_Qtrly_Trend_Q424.pdf", "Revenue by Market - NVIDIA Q4 FY24 (PDF)",
         "Data Center $18,404M; Gaming $2,865M; Professional Visualization $463M; Automotive $281M; OEM and Other $90M ...", "Feb 21, 2024"),
        ("https://www.sec.gov/Archives/edgar/data/1045810/000104581024000029/nvda-20240128.htm", "nvda-20240128 10-K",
         "NVIDIA Corporation Annual Report on Form 10-K for the fiscal year ended January 28, 2024 ...", "Feb 21, 2024"),
        ("https://www.theverge.com/2024/2/21/24079371/nvidia-ai-gpu-earnings-q4-2024", "Nvidia's AI chip business is booming",
         "Nvidia made $22.1 billion in revenue last quarter, more than triple the year before ...", "Feb 21, 2024"),
        ("https://finance.yahoo.com/quote/NVDA/financials/", "NVIDIA Corporation (NVDA) Income Statement - Yahoo Finance",
         "Total revenue TTM, gross profit, operating income ...", "N/A"),
    )))
    turns.append((extract(q4, "Quarter and full-year revenue, Data Center revenue, EPS (GAAP and non-GAAP), gross margin, outlook"),
                  "# NVIDIA Announces Financial Results for Fourth Quarter and Fiscal 2024\n\n"
                  "February 21, 2024 | SANTA CLARA, Calif.\n\n"
                  "- Record quarterly revenue of $22.1 billion, up 22% from Q3, up 265% from year ago\n"
                  "- Record quarterly Data Center revenue of $18.4 billion, up 27% from Q3, up 409% from year ago\n"
                  "- Record full-year revenue of $60.9 billion, up 126%\n\n"
                  "NVIDIA (NASDAQ: NVDA) today reported revenue for the fourth quarter ended January 28, 2024, of $22.1 billion, up 22% from the previous quarter and up 265% from a year ago.\n\n"
                  "For the quarter, GAAP earnings per diluted share was $4.93, up 33% from the previous quarter and up 765% from a year ago. Non-GAAP earnings per diluted share was $5.16, up 28% from the previous quarter and up 486% from a year ago.\n\n"
                  "For fiscal 2024, revenue was up 126% to $60.9 billion. GAAP earnings per diluted share was $11.93, up 586% from a year ago. Non-GAAP earnings per diluted share was $12.96, up 288% from a year ago.\n\n"
                  "> \"Accelerated computing and generative AI have hit the tipping point. Demand is surging worldwide across companies, industries and nations,\" said Jensen Huang, founder and CEO of NVIDIA.\n\n"
                  "## Q4 Fiscal 2024 Summary (GAAP)\n\n"
                  "| ($ in millions, except EPS) | Q4 FY24 | Q3 FY24 | Q4 FY23 | Q/Q | Y/Y |\n| --- | --- | --- | --- | --- | --- |\n"
                  "| Revenue | $22,103 | $18,120 | $6,051 | Up 22% | Up 265% |\n| Gross margin | 76.0% | 74.0% | 63.3% | Up 2.0 pts | Up 12.7 pts |\n"
                  "| Operating expenses | $3,176 | $2,983 | $2,576 | Up 6% | Up 23% |\n| Operating income | $13,615 | $10,417 | $1,257 | Up 31% | Up 983% |\n"
                  "| Net income | $12,285 | $9,243 | $1,414 | Up 33% | Up 769% |\n| Diluted earnings per share | $4.93 | $3.71 | $0.57 | Up 33% | Up 765% |\n\n"
                  "## Q4 Fiscal 2024 Summary (Non-GAAP)\n\n"
                  "| ($ in millions, except EPS) | Q4 FY24 | Q3 FY24 | Q4 FY23 | Q/Q | Y/Y |\n| --- | --- | --- | --- | --- | --- |\n"
                  "| Revenue | $22,103 | $18,120 | $6,051 | Up 22% | Up 265% |\n| Gross margin | 76.7% | 75.0% | 66.1% | Up 1.7 pts | Up 10.6 pts |\n"
                  "| Diluted earnings per share | $5.16 | $4.02 | $0.88 | Up 28% | Up 486% |\n\n"
                  "## Outlook\n\nNVIDIA's outlook for the first quarter of fiscal 2025 is as follows:\n\n"
                  "- Revenue is expected to be $24.0 billion, plus or minus 2%.\n- GAAP and non-GAAP gross margins are expected to be 76.3% and 77.0%, respectively, plus or minus 50 basis points.\n\n"
                  "## Market platforms\n\n- Data Center: fourth-quarter revenue was a record $18.4 billion, up 27% from the previous quarter and up 409% from a year ago. Full-year revenue rose 217% to a record $47.5 billion.\n"
                  "- Gaming: fourth-quarter revenue was $2.9 billion, flat from the previous quarter and up 56% from a year ago.\n"
                  "- Professional Visualization: fourth-quarter revenue was $463 million, up 11% from the previous quarter and up 105% from a year ago.\n"
                  "- Automotive: fourth-quarter revenue was $281 million, down 4% from the previous quarter and down 4% from a year ago.\n"))
    turns.append(m.add({"nvda_q4fy24": "Q4 FY24 (ended 28 Jan 2024, reported 21 Feb 2024): revenue $22.1B (+22% q/q, +265% y/y); Data Center $18.4B; GAAP EPS $4.93; non-GAAP EPS $5.16; GAAP GM 76.0% / non-GAAP 76.7%",
                        "nvda_fy24": "FY24 revenue $60.9B (+126%); Data Center $47.5B; GAAP EPS $11.93; non-GAAP EPS $12.96",
                        "nvda_q1fy25_guide": "$24.0B +/-2% (given 21 Feb 2024)"}))
    turns.append((search("NVIDIA first quarter fiscal 2025 results ten-for-one stock split dividend"), srp(
        (q1, "NVIDIA Announces Financial Results for First Quarter Fiscal 2025 | NVIDIA Newsroom",
         "Record quarterly revenue of $26.0 billion, up 18% from Q4 and up 262% from a year ago. Ten-for-one forward stock split effective June 7, 2024. Quarterly cash dividend raised 150% ...", "May 22, 2024"),
        ("https://www.cnbc.com/2024/05/22/nvidia-nvda-earnings-report-q1-2025-.html", "Nvidia reports 262% jump in revenue, 10-for-1 stock split",
         "Earnings per share: $6.12 adjusted vs. $5.59 expected. Revenue: $26.04 billion vs. $24.65 billion expected ...", "May 22, 2024"),
        ("https://www.reuters.com/technology/nvidia-forecasts-second-quarter-revenue-above-estimates-2024-05-22/", "Nvidia forecasts second-quarter revenue above estimates, announces stock split",
         "Nvidia expects second-quarter revenue of $28 billion, plus or minus 2% ...", "May 22, 2024"),
        ("https://investor.nvidia.com/stock-info/stock-split-history/default.aspx", "NVIDIA Corporation - Stock Split History",
         "10-for-1 split, June 10, 2024 (first day of split-adjusted trading); 4-for-1 split, July 20, 2021 ...", "N/A"),
        ("https://www.barrons.com/articles/nvidia-stock-split-date-what-to-know-1b8c2e1f", "Nvidia's 10-for-1 Stock Split: What to Know",
         "Shareholders of record on June 6 receive nine additional shares for each share held, distributed after the close on June 7 ...", "May 23, 2024"),
        ("https://www.sec.gov/Archives/edgar/data/1045810/000104581024000124/nvda-20240428.htm", "nvda-20240428 10-Q",
         "Quarterly report for the period ended April 28, 2024 ...", "May 29, 2024"),
        ("https://finance.yahoo.com/news/nvidia-q1-earnings-data-center-record-2024", "Nvidia Q1 earnings: Data Center revenue hits $22.6 billion",
         "Data Center revenue rose 427% year over year ...", "May 22, 2024"),
    )))
    turns.append((extract(q1, "Revenue, Data Center, EPS, stock split and dividend details, next-quarter outlook"),
                  "# NVIDIA Announces Financial Results for First Quarter Fiscal 2025\n\n"
                  "May 22, 2024 | SANTA CLARA, Calif.\n\n"
                  "- Record quarterly revenue of $26.0 billion, up 18% from Q4 and up 262% from a year ago\n"
                  "- Record quarterly Data Center revenue of $22.6 billion, up 23% from Q4 and up 427% from a year ago\n"
                  "- Ten-for-one forward stock split effective June 7, 2024\n"
                  "- Quarterly cash dividend raised 150% to $0.01 per share on a post-split basis\n\n"
                  "NVIDIA (NASDAQ: NVDA) today reported revenue for the first quarter ended April 28, 2024, of $26.0 billion, up 18% from the previous quarter and up 262% from a year ago.\n\n"
                  "For the quarter, GAAP earnings per diluted share was $5.98, up 21% from the previous quarter and up 629% from a year ago. Non-GAAP earnings per diluted share was $6.12, up 19% from the previous quarter and up 461% from a year ago.\n\n"
                  "NVIDIA is announcing a ten-for-one forward stock split of NVIDIA's issued common stock to make stock ownership more accessible to employees and investors. The split will be effected through an amendment to NVIDIA's Restated Certificate of Incorporation, which will not require stockholder approval. Each NVIDIA stockholder of record on June 6, 2024, after the close of market, will receive a distribution of nine additional shares of common stock, to be distributed after the close of market on June 7, 2024. Trading is expected to commence on a split-adjusted basis at market open on June 10, 2024.\n\n"
                  "NVIDIA is increasing its quarterly cash dividend by 150% from $0.04 per share to $0.10 per share of common stock. The increased dividend is equivalent to $0.01 per share on a post-split basis and will be paid on June 28, 2024, to all shareholders of record on June 11, 2024.\n\n"
                  "## Q1 Fiscal 2025 Summary\n\n"
                  "| ($ in millions, except EPS) | Q1 FY25 | Q4 FY24 | Q1 FY24 | Q/Q | Y/Y |\n| --- | --- | --- | --- | --- | --- |\n"
                  "| Revenue | $26,044 | $22,103 | $7,192 | Up 18% | Up 262% |\n| GAAP gross margin | 78.4% | 76.0% | 64.6% | Up 2.4 pts | Up 13.8 pts |\n"
                  "| Non-GAAP gross margin | 78.9% | 76.7% | 66.8% | Up 2.2 pts | Up 12.1 pts |\n"
                  "| GAAP diluted EPS | $5.98 | $4.93 | $0.82 | Up 21% | Up 629% |\n| Non-GAAP diluted EPS | $6.12 | $5.16 | $1.09 | Up 19% | Up 461% |\n\n"
                  "(Per-share amounts are presented on a pre-split basis.)\n\n"
                  "## Outlook\n\n- Revenue is expected to be $28.0 billion, plus or minus 2%.\n- GAAP and non-GAAP gross margins are expected to be 74.8% and 75.5%, respectively, plus or minus 50 basis points.\n"))
    turns.append(m.add({"nvda_q1fy25": "Q1 FY25 (ended 28 Apr 2024, reported 22 May 2024): revenue $26.0B (+18% q/q, +262% y/y) vs guide $24.0B; Data Center $22.6B (+427% y/y); GAAP EPS $5.98, non-GAAP $6.12 (pre-split); Q2 guide $28.0B +/-2%",
                        "nvda_split": "10-for-1 forward split; record date 6 Jun 2024, distributed after close 7 Jun, split-adjusted trading from 10 Jun 2024; dividend $0.04 -> $0.10 pre-split = $0.01 post-split"}))
    turns.append(m.update({"nvda_q4fy24": "Q4 FY24 (ended 28 Jan 2024, reported 21 Feb 2024): revenue $22.1B (+22% q/q, +265% y/y); Data Center $18.4B; GAAP EPS $4.93; non-GAAP EPS $5.16 (= $0.493 / $0.516 split-adjusted); GAAP GM 76.0% / non-GAAP 76.7%"}))
    turns.append(m.all())
    rs.add("search", "h49-search-07", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------------------------------------------------
# 08 bad: SEC EDGAR, Cisco / Splunk merger filings (less common); the same 8-K comes back with another filing date

def t08(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    idx = "https://www.sec.gov/Archives/edgar/data/1353283/000119312523240311/0001193125-23-240311-index.htm"
    ex991 = "https://www.sec.gov/Archives/edgar/data/1353283/000119312523240311/d524455dex991.htm"
    turns.append((search("Splunk 8-K Cisco merger agreement September 2023 sec.gov"), srp(
        (idx, "Splunk Inc. - 8-K - Filing Index - SEC.gov",
         "Form 8-K - Current report. Filing Date 2023-09-21. Items 1.01 Entry into a Material Definitive Agreement; 8.01 Other Events; 9.01 Financial Statements and Exhibits ...", "Sep 21, 2023"),
        ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001353283&type=8-K&dateb=&owner=include&count=40", "EDGAR Filing Results: SPLUNK INC (CIK 0001353283) 8-K",
         "SPLUNK INC, SIC 7372 Services-Prepackaged Software, State location: CA, State of Inc.: DE, Fiscal Year End: 0131 ...", "N/A"),
        ("https://newsroom.cisco.com/c/r/newsroom/en/us/a/y2023/m09/cisco-to-acquire-splunk-to-help-make-organizations-more-secure-and-resilient-in-an-ai-powered-world.html", "Cisco to Acquire Splunk to Help Make Organizations More Secure and Resilient in an AI-Powered World",
         "Cisco will acquire Splunk for $157 per share in cash, representing approximately $28 billion in equity value ...", "Sep 21, 2023"),
        ("https://www.sec.gov/Archives/edgar/data/858877/000085887723000031/0000858877-23-000031-index.htm", "Cisco Systems, Inc. - 8-K - Filing Index",
         "Cisco Systems 8-K, Item 7.01 Regulation FD Disclosure; Item 9.01 ...", "Sep 21, 2023"),
        ("https://www.reuters.com/markets/deals/cisco-buy-splunk-28-billion-deal-2023-09-21/", "Cisco to buy Splunk in $28 billion deal, its biggest ever",
         "Cisco Systems will buy cybersecurity firm Splunk for $157 per share in cash, or about $28 billion ...", "Sep 21, 2023"),
        ("https://www.sec.gov/Archives/edgar/data/1353283/000119312523269871/0001193125-23-269871-index.htm", "Splunk Inc. - DEFM14A - Filing Index",
         "Definitive proxy statement relating to merger or acquisition. Special meeting of stockholders to be held November 29, 2023 ...", "Oct 31, 2023"),
        ("https://en.wikipedia.org/wiki/Splunk", "Splunk - Wikipedia",
         "Splunk Inc. is an American software company based in San Francisco ... acquired by Cisco in March 2024 ...", "N/A"),
        ("https://www.law360.com/articles/1724508/cisco-s-28b-splunk-deal-guided-by-three-firms", "Cisco's $28B Splunk Deal Guided By Three Firms",
         "Wachtell Lipton advised Cisco, while Skadden and Morgan Stanley advised Splunk ...", "Sep 21, 2023"),
    )))
    turns.append((extract(idx, "Filing date, items reported, exhibits, and the key merger terms in Item 1.01"),
                  "# Filing Detail\n\nSEC Home » Search the Next-Generation EDGAR System » Company Search » Current Page\n\n"
                  "## Form 8-K - Current report\n\n"
                  "SEC Accession No. **0001193125-23-240311**\n\n"
                  "| | |\n| --- | --- |\n| Filing Date | 2023-09-21 |\n| Accepted | 2023-09-21 06:04:47 |\n| Documents | 6 |\n| Period of Report | 2023-09-20 |\n\n"
                  "**Items**\n\n- Item 1.01: Entry into a Material Definitive Agreement\n- Item 8.01: Other Events\n- Item 9.01: Financial Statements and Exhibits\n\n"
                  "## Document Format Files\n\n"
                  "| Seq | Description | Document | Type | Size |\n| --- | --- | --- | --- | --- |\n"
                  "| 1 | 8-K | d524455d8k.htm | 8-K | 68,412 |\n| 2 | EX-2.1 | d524455dex21.htm | EX-2.1 | 571,903 |\n"
                  "| 3 | EX-99.1 | d524455dex991.htm | EX-99.1 | 41,276 |\n| 4 | EX-99.2 | d524455dex992.htm | EX-99.2 | 12,839 |\n"
                  "| | Complete submission text file | 0001193125-23-240311.txt | | 1,104,552 |\n\n"
                  "## Filer\n\n**SPLUNK INC** (CIK: 0001353283) (Filer)\n\nIRS No.: 861106510 | State of Incorp.: DE | Fiscal Year End: 0131 | Type: 8-K | Act: 34 | File No.: 001-35498 | SIC: 7372 Services-Prepackaged Software\n\n"
                  "Business Address: 270 BRANNAN STREET, SAN FRANCISCO CA 94107, 415-848-8400\n\n"
                  "## Item 1.01 (excerpt from d524455d8k.htm)\n\n"
                  "On September 20, 2023, Splunk Inc., a Delaware corporation (\"Splunk\" or the \"Company\"), entered into an Agreement and Plan of Merger (the \"Merger Agreement\") with Cisco Systems, Inc., a California corporation (\"Parent\"), and Spirit Merger Corp., a Delaware corporation and a wholly owned subsidiary of Parent (\"Merger Sub\"), providing for the merger of Merger Sub with and into the Company, with the Company surviving as a wholly owned subsidiary of Parent.\n\n"
                  "At the effective time of the Merger, each share of common stock of the Company, par value $0.001 per share, issued and outstanding immediately prior to the effective time (other than certain excluded shares) will be converted into the right to receive $157.00 in cash, without interest.\n\n"
                  "Upon termination of the Merger Agreement under specified circumstances, the Company will be required to pay Parent a termination fee of $1,009,000,000. Upon termination under specified circumstances relating to regulatory approvals, Parent will be required to pay the Company a termination fee of $1,480,000,000.\n"))
    turns.append(m.add({"cisco_splunk_deal": "Merger Agreement signed 20 Sep 2023 (Splunk 8-K, acc. 0001193125-23-240311, filed 21 Sep 2023); Cisco + Spirit Merger Corp.; $157.00/share cash; Splunk break fee $1.009B, Cisco reverse fee $1.48B"}))
    turns.append((extract(ex991, "Deal value, financial impact and expected closing in the joint press release"),
                  "# EX-99.1\n\n**Cisco to Acquire Splunk to Help Make Organizations More Secure and Resilient in an AI-Powered World**\n\n"
                  "*Combination will create one of the world's largest software companies*\n\n"
                  "SAN JOSE, Calif. and SAN FRANCISCO, Sept. 21, 2023 — Cisco (NASDAQ: CSCO) and Splunk (NASDAQ: SPLK), the cybersecurity and observability leader, today announced a definitive agreement under which Cisco will acquire Splunk for $157 per share in cash, representing approximately $28 billion in equity value.\n\n"
                  "Splunk's leading platform for security and observability will further accelerate Cisco's business transformation to more recurring revenue.\n\n"
                  "## Financial Details\n\n"
                  "- Purchase price: $157 per share in cash, approximately $28 billion in equity value\n"
                  "- Expected to be cash flow positive and gross margin accretive in the first full fiscal year post close, and accretive to non-GAAP EPS in year two\n"
                  "- Cisco intends to fund the acquisition with a combination of cash and debt\n\n"
                  "## Approvals and Timing\n\n"
                  "The acquisition has been approved by the boards of directors of both Cisco and Splunk. The transaction is expected to close by the end of the third quarter of calendar year 2024, subject to regulatory approvals and other customary closing conditions, including approval by Splunk shareholders.\n\n"
                  "Upon close of the acquisition, Splunk President and CEO Gary Steele will join Cisco's Executive Leadership Team reporting to Chair and CEO Chuck Robbins.\n\n"
                  "## Advisors\n\nEvercore is acting as exclusive financial advisor to Cisco and Wachtell, Lipton, Rosen & Katz is acting as legal counsel. Morgan Stanley & Co. LLC and Qatalyst Partners are acting as financial advisors to Splunk and Skadden, Arps, Slate, Meagher & Flom LLP is acting as legal counsel.\n"))
    turns.append((search("Cisco completes acquisition of Splunk March 2024 8-K"), srp(
        ("https://newsroom.cisco.com/c/r/newsroom/en/us/a/y2024/m03/cisco-completes-acquisition-of-splunk.html", "Cisco Completes Acquisition of Splunk - Cisco Newsroom",
         "Cisco (NASDAQ: CSCO) today announced it has completed the acquisition of Splunk, setting the foundation for Cisco's security and observability strategy ...", "Mar 18, 2024"),
        ("https://www.sec.gov/Archives/edgar/data/1353283/000119312524070514/0001193125-24-070514-index.htm", "Splunk Inc. - 8-K - Filing Index (Completion of Acquisition)",
         "Items 2.01 Completion of Acquisition or Disposition of Assets; 3.01 Notice of Delisting; 5.01 Changes in Control of Registrant ...", "Mar 18, 2024"),
        ("https://www.reuters.com/markets/deals/cisco-closes-28-bln-splunk-deal-2024-03-18/", "Cisco closes $28 billion Splunk deal after regulatory nods",
         "Cisco completed the acquisition months ahead of its original timeline after the EU approved the deal unconditionally ...", "Mar 18, 2024"),
        (idx, "Splunk Inc. - 8-K - Filing Index - SEC.gov",
         "Form 8-K - Current report. Filing Date 2023-09-22. Items 1.01 Entry into a Material Definitive Agreement; 8.01 Other Events; 9.01 Financial Statements and Exhibits ...", "Sep 22, 2023"),
        ("https://www.sec.gov/Archives/edgar/data/1353283/000119312524070655/0001193125-24-070655-index.htm", "Splunk Inc. - 15-12B - Filing Index",
         "Certification and notice of termination of registration under Section 12(b) ...", "Mar 28, 2024"),
        ("https://ec.europa.eu/commission/presscorner/detail/en/mex_24_1163", "Mergers: Commission clears acquisition of Splunk by Cisco",
         "The European Commission has approved, under the EU Merger Regulation, the acquisition of Splunk Inc. by Cisco Systems, Inc. ...", "Mar 4, 2024"),
        ("https://www.splunk.com/en_us/blog/leadership/splunk-is-now-part-of-cisco.html", "Splunk Is Now Part of Cisco | Splunk",
         "Gary Steele: Today marks a new chapter ...", "Mar 18, 2024"),
        ("https://www.nasdaq.com/articles/splunk-stock-delisted-cisco-acquisition", "Splunk (SPLK) to be delisted following Cisco acquisition",
         "Trading in SPLK was suspended before the market open on March 18 ...", "Mar 18, 2024"),
    )))
    turns.append((extract("https://newsroom.cisco.com/c/r/newsroom/en/us/a/y2024/m03/cisco-completes-acquisition-of-splunk.html", "Completion date and what changes for Splunk leadership"),
                  "# Cisco Completes Acquisition of Splunk\n\nMarch 18, 2024 | Cisco Newsroom | News release\n\n"
                  "SAN JOSE, Calif. — March 18, 2024 — Cisco (NASDAQ: CSCO) today announced it has completed the acquisition of Splunk, setting the foundation for Cisco's security and observability strategy and delivering unparalleled visibility and insights across an organization's entire digital footprint.\n\n"
                  "> \"We are thrilled to officially welcome Splunk to Cisco,\" said Chuck Robbins, Chair and CEO of Cisco. \"As one of the world's largest software companies, we will revolutionize the way our customers leverage data to connect and protect every aspect of their organization as we help power and protect the AI revolution.\"\n\n"
                  "Gary Steele, formerly President and CEO of Splunk, will join Cisco's Executive Leadership Team, reporting to Robbins, and will continue to lead Splunk as General Manager.\n\n"
                  "## Transaction details\n\n"
                  "- Under the terms of the agreement announced September 21, 2023, Cisco acquired Splunk for $157 per share in cash.\n"
                  "- Splunk common stock ceased trading on the NASDAQ prior to market open on March 18, 2024.\n"
                  "- Splunk will be reported as part of Cisco's Security and Observability product categories beginning in Cisco's fiscal Q3 2024.\n"))
    turns.append(m.update({"cisco_splunk_deal": "Merger Agreement signed 20 Sep 2023 (Splunk 8-K, acc. 0001193125-23-240311, filed 21 Sep 2023); Cisco + Spirit Merger Corp.; $157.00/share cash (~$28B equity value); Splunk break fee $1.009B, Cisco reverse fee $1.48B; closed 18 Mar 2024 (ahead of Q3 CY2024 target); Gary Steele -> Cisco ELT"}))
    rs.add("search", "h49-search-08", SYSTEM, turns, state=EMPTY, bad=True, turn=5,
           kind="the same Splunk 8-K filing index reappears in search with filing date 2023-09-22 / Sep 22, 2023, but it was shown filed on 2023-09-21")


# ---------------------------------------------------------------------------------------------------------
# 09 bad: GSMArena, Pixel 8 Pro specs (less common); a memory key that was removed is listed again

def t09(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    p8p = "https://www.gsmarena.com/google_pixel_8_pro-12545.php"
    cmp_url = "https://www.gsmarena.com/compare.php3?idPhone1=12546&idPhone2=12545"
    turns.append((search("Google Pixel 8 Pro full specifications GSMArena"), srp(
        (p8p, "Google Pixel 8 Pro - Full phone specifications - GSMArena.com",
         "Google Pixel 8 Pro Android smartphone. Announced Oct 2023. Features 6.7″ display, Google Tensor G3 chipset, 5050 mAh battery, 1024 GB storage, 12 GB RAM, Corning Gorilla Glass Victus 2.", "N/A"),
        ("https://www.gsmarena.com/google_pixel_8_pro-review-2620.php", "Google Pixel 8 Pro review - GSMArena.com tests",
         "The Pixel 8 Pro brings a flat 6.7-inch LTPO OLED, a Tensor G3 chipset and seven years of OS updates ...", "Oct 24, 2023"),
        ("https://store.google.com/gb/product/pixel_8_pro_specs", "Pixel 8 Pro Tech Specs - Google Store",
         "6.7-inch Super Actua display, Google Tensor G3, 12 GB LPDDR5X RAM, 5050 mAh typical battery ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Pixel_8", "Pixel 8 - Wikipedia",
         "The Pixel 8 and Pixel 8 Pro are Android smartphones designed, developed and marketed by Google ... unveiled on October 4, 2023 ...", "N/A"),
        ("https://www.gsmarena.com/google_pixel_8-12546.php", "Google Pixel 8 - Full phone specifications - GSMArena.com",
         "Google Pixel 8 Android smartphone. Announced Oct 2023. Features 6.2″ display, Google Tensor G3 chipset, 4575 mAh battery, 256 GB storage, 8 GB RAM ...", "N/A"),
        ("https://www.phonearena.com/phones/Google-Pixel-8-Pro_id12216", "Google Pixel 8 Pro specs - PhoneArena",
         "Google Pixel 8 Pro: 6.7 inches, 2992 x 1344 pixels, 489 PPI; 50 MP + 48 MP + 48 MP ...", "N/A"),
        ("https://www.gsmarena.com/google_pixel_8_pro-price-12545.php", "Google Pixel 8 Pro price - GSMArena.com",
         "Current prices for the Google Pixel 8 Pro from retailers in the US, UK, Germany and India ...", "N/A"),
        ("https://www.notebookcheck.net/Google-Pixel-8-Pro-review.763520.0.html", "Google Pixel 8 Pro smartphone review - Notebookcheck",
         "The Pixel 8 Pro weighs 213 grams and measures 162.6 x 76.5 x 8.8 mm ...", "Nov 2, 2023"),
    )))
    turns.append((extract(p8p, "Display, chipset, RAM, battery and charging, weight, launch price and colours"),
                  "# Google Pixel 8 Pro\n\n"
                  "Released 2023, October 12 | 213g, 8.8mm thickness | Android 14, up to 7 major upgrades | 128GB/256GB/512GB/1TB storage, no card slot\n\n"
                  "Popularity: 31% | 9,214,387 hits | Fans: 287\n\n"
                  "6.7\" 1344x2992 pixels | 50MP 2160p | 12GB RAM Google Tensor G3 | 5050mAh Li-Ion\n\n"
                  "## Launch\n\n| | |\n| --- | --- |\n| Announced | 2023, October 04 |\n| Status | Available. Released 2023, October 12 |\n\n"
                  "## Body\n\n| | |\n| --- | --- |\n| Dimensions | 162.6 x 76.5 x 8.8 mm (6.40 x 3.01 x 0.35 in) |\n| Weight | 213 g (7.51 oz) |\n"
                  "| Build | Glass front (Gorilla Glass Victus 2), glass back (Gorilla Glass Victus 2), aluminum frame |\n| SIM | Nano-SIM and eSIM |\n| | IP68 dust/water resistant (up to 1.5m for 30 min) |\n\n"
                  "## Display\n\n| | |\n| --- | --- |\n| Type | LTPO OLED, 120Hz, HDR10+, 1600 nits (HBM), 2400 nits (peak) |\n"
                  "| Size | 6.7 inches, 108.7 cm2 (~87.4% screen-to-body ratio) |\n| Resolution | 1344 x 2992 pixels, 20:9 ratio (~489 ppi density) |\n| Protection | Corning Gorilla Glass Victus 2, Always-on display |\n\n"
                  "## Platform\n\n| | |\n| --- | --- |\n| OS | Android 14, up to 7 major Android upgrades |\n| Chipset | Google Tensor G3 (4 nm) |\n"
                  "| CPU | Nona-core (1x3.0 GHz Cortex-X3 & 4x2.45 GHz Cortex-A715 & 4x2.15 GHz Cortex-A510) |\n| GPU | Immortalis-G715s MC10 |\n\n"
                  "## Memory\n\n| | |\n| --- | --- |\n| Card slot | No |\n| Internal | 128GB 12GB RAM, 256GB 12GB RAM, 512GB 12GB RAM, 1TB 12GB RAM |\n| | UFS 3.1 |\n\n"
                  "## Main Camera\n\n| | |\n| --- | --- |\n| Triple | 50 MP, f/1.7, 25mm (wide), 1/1.31\", 1.2µm, dual pixel PDAF, multi-zone Laser AF, OIS |\n"
                  "| | 48 MP, f/2.8, 113mm (periscope telephoto), 1/2.55\", 0.7µm, dual pixel PDAF, OIS, 5x optical zoom |\n"
                  "| | 48 MP, f/2.0, 126˚ (ultrawide), 1/2.0\", 0.8µm, dual pixel PDAF |\n| Video | 4K@24/30/60fps, 1080p@24/30/60/120/240fps; gyro-EIS, OIS, 10-bit HDR |\n\n"
                  "## Selfie camera\n\n| | |\n| --- | --- |\n| Single | 10.5 MP, f/2.2, 20mm (ultrawide), 1/3.1\", 1.22µm, dual pixel PDAF |\n\n"
                  "## Battery\n\n| | |\n| --- | --- |\n| Type | Li-Ion 5050 mAh, non-removable |\n"
                  "| Charging | 30W wired, PD3.0, PPS, 50% in 30 min (advertised); 23W wireless (w/ Pixel Stand); 12W wireless (w/ Qi-compatible charger); Reverse wireless |\n\n"
                  "## Misc\n\n| | |\n| --- | --- |\n| Colors | Obsidian, Porcelain, Bay, Mint |\n| Models | GC3VE, G1MNW |\n"
                  "| Price | Launch: $999 / £999 (128GB). Now: $ 629.00 / £ 549.00 / € 599.00 |\n"))
    turns.append(m.add({"p8pro_display": "6.7\" LTPO OLED 1344x2992 (~489 ppi), 120Hz, 2400 nits peak",
                        "p8pro_battery": "5050 mAh Li-Ion; 30W wired, 23W wireless (Pixel Stand), 12W Qi",
                        "p8pro_weight": "213 g; 162.6 x 76.5 x 8.8 mm",
                        "p8pro_price_uk": "£999 at launch (128GB); GSMArena street price now £549"}))
    turns.append((search("Pixel 8 vs Pixel 8 Pro specs comparison GSMArena"), srp(
        (cmp_url, "Compare Google Pixel 8 vs. Google Pixel 8 Pro - GSMArena.com",
         "Compare Google Pixel 8 vs. Google Pixel 8 Pro: display, chipset, camera, battery ...", "N/A"),
        ("https://www.gsmarena.com/google_pixel_8_vs_pixel_8_pro-review-2621.php", "Google Pixel 8 vs. Pixel 8 Pro: which one to get - GSMArena.com",
         "The Pixel 8 is smaller and lighter at 187g, while the Pro adds a 5x periscope and a bigger 5050mAh battery ...", "Nov 9, 2023"),
        ("https://www.theverge.com/23902385/google-pixel-8-vs-pixel-8-pro-specs", "Google Pixel 8 vs. Pixel 8 Pro: what's the difference?",
         "The Pixel 8 starts at $699 while the 8 Pro starts at $999 ...", "Oct 4, 2023"),
        ("https://www.gsmarena.com/google_pixel_8-12546.php", "Google Pixel 8 - Full phone specifications - GSMArena.com",
         "6.2″ OLED, 1080 x 2400 pixels; Tensor G3; 8GB RAM; 4575 mAh; 27W wired ...", "N/A"),
        ("https://www.androidauthority.com/google-pixel-8-vs-pixel-8-pro-3370213/", "Google Pixel 8 vs Pixel 8 Pro: Which should you buy?",
         "Both phones use Tensor G3; the Pro adds 12GB RAM, a temperature sensor and a telephoto camera ...", "Oct 12, 2023"),
        ("https://store.google.com/gb/magazine/compare_pixel", "Compare Pixel phones - Google Store",
         "Compare Pixel 8 Pro, Pixel 8 and Pixel 8a side by side ...", "N/A"),
        ("https://www.reddit.com/r/GooglePixel/comments/17cgk0p/pixel_8_or_8_pro/", "Pixel 8 or 8 Pro? : r/GooglePixel",
         "Coming from a 6 Pro, the 8 feels tiny in the hand ...", "Oct 20, 2023"),
    )))
    turns.append((extract(cmp_url, "Side-by-side: size, weight, display, RAM, battery and charging of the two phones"),
                  "# Compare Google Pixel 8 vs. Google Pixel 8 Pro\n\n"
                  "| | Google Pixel 8 | Google Pixel 8 Pro |\n| --- | --- | --- |\n"
                  "| Announced | 2023, October 04 | 2023, October 04 |\n| Released | 2023, October 12 | 2023, October 12 |\n"
                  "| Dimensions | 150.5 x 70.8 x 8.9 mm | 162.6 x 76.5 x 8.8 mm |\n| Weight | 187 g (6.60 oz) | 213 g (7.51 oz) |\n"
                  "| Build | Glass front (Gorilla Glass Victus), glass back (Gorilla Glass Victus), aluminum frame | Glass front (Gorilla Glass Victus 2), glass back (Gorilla Glass Victus 2), aluminum frame |\n"
                  "| Display type | OLED, 120Hz, HDR10+, 1400 nits (HBM), 2000 nits (peak) | LTPO OLED, 120Hz, HDR10+, 1600 nits (HBM), 2400 nits (peak) |\n"
                  "| Size | 6.2 inches, 94.7 cm2 | 6.7 inches, 108.7 cm2 |\n| Resolution | 1080 x 2400 pixels (~428 ppi) | 1344 x 2992 pixels (~489 ppi) |\n"
                  "| Chipset | Google Tensor G3 (4 nm) | Google Tensor G3 (4 nm) |\n| Internal | 128GB 8GB RAM, 256GB 8GB RAM | 128GB 12GB RAM, 256GB 12GB RAM, 512GB 12GB RAM, 1TB 12GB RAM |\n"
                  "| Main camera | 50 MP (wide) + 12 MP (ultrawide) | 50 MP (wide) + 48 MP (periscope telephoto, 5x) + 48 MP (ultrawide) |\n"
                  "| Selfie camera | 10.5 MP | 10.5 MP |\n| Battery | Li-Ion 4575 mAh | Li-Ion 5050 mAh |\n"
                  "| Charging | 27W wired, 18W wireless (Pixel Stand), 12W Qi, reverse wireless | 30W wired, 23W wireless (Pixel Stand), 12W Qi, reverse wireless |\n"
                  "| Colors | Obsidian, Hazel, Rose, Mint | Obsidian, Porcelain, Bay, Mint |\n"
                  "| Price | $ 449.00 / £ 399.00 | $ 629.00 / £ 549.00 |\n"))
    turns.append(m.add({"p8_battery": "4575 mAh; 27W wired, 18W wireless (Pixel Stand)", "p8_weight": "187 g; 150.5 x 70.8 x 8.9 mm"}))
    turns.append(m.remove(["p8pro_price_uk"]))
    turns.append((search("Pixel 8 Pro battery life test GSMArena Active Use Score"), srp(
        ("https://www.gsmarena.com/google_pixel_8_pro-review-2620p5.php", "Google Pixel 8 Pro review: Battery life, charging speed - GSMArena.com",
         "The Pixel 8 Pro posted an Active Use Score of 11:43h in our new battery test. A full charge with the 30W adapter took 1:23h ...", "Oct 24, 2023"),
        ("https://www.gsmarena.com/battery-test.php3", "Battery life test results - GSMArena.com",
         "Active Use Score rankings for current smartphones ...", "N/A"),
        ("https://www.gsmarena.com/google_pixel_8-review-2619p5.php", "Google Pixel 8 review: Battery life - GSMArena.com",
         "The vanilla Pixel 8 scored 12:29h thanks to its smaller, lower-resolution display ...", "Oct 20, 2023"),
        ("https://www.tomsguide.com/phones/google-pixel-phones/google-pixel-8-pro-battery-life", "Google Pixel 8 Pro battery life tested",
         "In our web surfing test over 5G the Pixel 8 Pro lasted 10 hours and 3 minutes ...", "Oct 27, 2023"),
        ("https://www.reddit.com/r/GooglePixel/comments/17jv5so/pixel_8_pro_battery_life_after_two_weeks/", "Pixel 8 Pro battery life after two weeks : r/GooglePixel",
         "Getting around 6-7 hours screen on time with adaptive battery on ...", "Oct 30, 2023"),
        ("https://www.notebookcheck.net/Google-Pixel-8-Pro-review.763520.0.html", "Google Pixel 8 Pro smartphone review - Notebookcheck",
         "WLAN runtime of 14:12 h at 150 nits ...", "Nov 2, 2023"),
    )))
    turns.append(m.update({"p8pro_battery": "5050 mAh Li-Ion; 30W wired (full charge 1:23h), 23W wireless (Pixel Stand), 12W Qi; GSMArena Active Use Score 11:43h (Pixel 8: 12:29h)"}))
    act, _ = m.all()
    shown = {}
    for k, v in m.d.items():
        shown[k] = v
        if k == "p8pro_weight":
            shown["p8pro_price_uk"] = "£999 at launch (128GB); GSMArena street price now £549"
    turns.append((act, pj(shown)))
    rs.add("search", "h49-search-09", SYSTEM, turns, state=EMPTY, bad=True, turn=10,
           kind="retrieve_all still lists p8pro_price_uk, which was removed from memory at turn 7")


# ---------------------------------------------------------------------------------------------------------
# 10 bad: GOV.UK, UK electronic travel authorisation (mainstream); a nationality drops out of the same page's list

ETA_2025 = ["Antigua and Barbuda", "Argentina", "Australia", "Bahamas", "Bahrain", "Barbados", "Belize", "Botswana", "Brazil", "Brunei",
            "Canada", "Chile", "Costa Rica", "Grenada", "Guatemala", "Guyana", "Hong Kong SAR", "Israel", "Japan", "Kiribati", "Kuwait",
            "Macao SAR", "Malaysia", "Maldives", "Marshall Islands", "Mauritius", "Mexico", "Micronesia", "Nauru", "New Zealand",
            "Nicaragua", "Oman", "Palau", "Panama", "Papua New Guinea", "Paraguay", "Peru", "Qatar", "Samoa", "Saudi Arabia",
            "Seychelles", "Singapore", "Solomon Islands", "South Korea", "St Kitts and Nevis", "St Lucia", "St Vincent and the Grenadines",
            "Taiwan", "Tonga", "Trinidad and Tobago", "Tuvalu", "United Arab Emirates", "United States", "Uruguay"]
ETA_EU = ["Andorra", "Austria", "Belgium", "Bulgaria", "Croatia", "Cyprus", "Czech Republic", "Denmark", "Estonia", "Finland", "France",
          "Germany", "Greece", "Hungary", "Iceland", "Italy", "Latvia", "Liechtenstein", "Lithuania", "Luxembourg", "Malta", "Monaco",
          "Netherlands", "Norway", "Poland", "Portugal", "Romania", "San Marino", "Slovakia", "Slovenia", "Spain", "Sweden", "Switzerland",
          "Vatican City"]


def t10(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    url = "https://www.gov.uk/guidance/apply-for-an-electronic-travel-authorisation-eta"
    turns.append((search("UK ETA which nationalities need one gov.uk electronic travel authorisation"), srp(
        (url, "Apply for an electronic travel authorisation (ETA) - GOV.UK",
         "Check if you need an electronic travel authorisation (ETA) to travel to the UK, how to apply, how much it costs and how long it lasts ...", "Apr 9, 2025"),
        ("https://www.gov.uk/eta", "Get an electronic travel authorisation (ETA) to visit the UK - GOV.UK",
         "You need permission to travel to the UK if you're visiting ... An ETA costs £16 ...", "N/A"),
        ("https://www.gov.uk/government/news/uk-eta-expands-to-europeans", "UK ETA launches for Europeans - GOV.UK",
         "Eligible Europeans can apply for an ETA from 5 March 2025 and will need one to travel from 2 April 2025 ...", "Mar 5, 2025"),
        ("https://en.wikipedia.org/wiki/Electronic_Travel_Authorisation_(United_Kingdom)", "Electronic Travel Authorisation (United Kingdom) - Wikipedia",
         "The Electronic Travel Authorisation (ETA) is a digital permission to travel to the United Kingdom, introduced for Qatari nationals in November 2023 ...", "N/A"),
        ("https://www.bbc.co.uk/news/articles/c0mz8vz1ywwo", "UK travel permit: Who needs an ETA and how much does it cost?",
         "Visitors from the US, Canada and Australia need an ETA from 8 January 2025 ...", "Jan 8, 2025"),
        ("https://www.gov.uk/guidance/electronic-travel-authorisation-eta-factsheet-january-2025", "Factsheet: Electronic travel authorisation (ETA), January 2025 - GOV.UK",
         "The ETA scheme is part of the government's plans to digitise the border ...", "Jan 8, 2025"),
        ("https://www.which.co.uk/news/article/uk-eta-explained-aOx2h4V8rR9b", "UK ETA: what travellers need to know - Which?",
         "Irish citizens do not need an ETA; British citizens never do ...", "Feb 14, 2025"),
        ("https://www.reddit.com/r/travel/comments/1hzkq2a/uk_eta_approved_in_10_minutes/", "UK ETA approved in 10 minutes : r/travel",
         "Applied via the UK ETA app with my US passport, approved almost instantly ...", "Jan 12, 2025"),
    )))
    lst = "\n".join(f"- {c}" for c in ETA_2025)
    eu = "\n".join(f"- {c}" for c in ETA_EU)
    page = ("# Apply for an electronic travel authorisation (ETA)\n\n"
            "From: UK Visas and Immigration | Published 9 October 2023 | Last updated 9 April 2025 — The cost of an ETA has increased to £16.\n\n"
            "## Contents\n\n- Who needs an ETA\n- Who does not need an ETA\n- What you need to apply\n- Cost\n- How long it lasts\n- Getting a decision\n\n"
            "## Who needs an ETA\n\n"
            "You need an ETA to travel to the UK if you do not need a visa for your visit and you're a national of one of the following countries.\n\n"
            "### From 8 January 2025\n\n" + lst + "\n\n"
            "### From 2 April 2025\n\nYou could apply from 5 March 2025.\n\n" + eu + "\n\n"
            "You also need an ETA if you're travelling through the UK and will go through UK border control.\n\n"
            "## Who does not need an ETA\n\n"
            "You do not need an ETA if you:\n\n- have a British or Irish passport\n- have a visa to come to the UK\n- have permission to live, work or study in the UK\n"
            "- are legally living in Ireland and travelling from Ireland, Guernsey, Jersey or the Isle of Man\n\n"
            "## Cost\n\nIt costs £16 to apply.\n\n"
            "## How long it lasts\n\nAn ETA lets you travel to the UK multiple times for stays of up to 6 months at a time. It lasts for 2 years, or until the passport you used to apply expires — whichever is sooner.\n\n"
            "## Getting a decision\n\nYou'll usually get a decision within 3 working days. You might get a decision quicker. Check you've got your ETA before you travel.\n")
    turns.append((extract(url, "Complete list of nationalities that need an ETA and the dates they need it from"), page))
    turns.append((extract(url, "Fee, validity period, length of each stay, and decision time"), sub(page, "- Guatemala\n", "")))
    turns.append(m.add({"uk_eta_rules": f"£16 fee; valid 2 years or until passport expiry; stays up to 6 months each; decision usually within 3 working days; {len(ETA_2025)} non-European nationalities from 8 Jan 2025, {len(ETA_EU)} European from 2 Apr 2025 (apply from 5 Mar 2025)"}))
    turns.append((search("UK ETA fee increase £10 to £16 April 2025"), srp(
        ("https://www.gov.uk/government/news/eta-fee-to-rise-to-16", "Electronic travel authorisation fee to increase to £16 - GOV.UK",
         "The cost of an electronic travel authorisation (ETA) will increase from £10 to £16 from 9 April 2025, subject to parliamentary approval ...", "Mar 12, 2025"),
        ("https://www.legislation.gov.uk/uksi/2025/303/contents/made", "The Immigration and Nationality (Fees) (Amendment) Regulations 2025",
         "These Regulations amend the fee for an application for an electronic travel authorisation ...", "N/A"),
        ("https://www.independent.co.uk/travel/news-and-advice/uk-eta-cost-increase-16-b2712345.html", "UK ETA price rise: Cost of travel permit to jump 60%",
         "The fee was £10 when the scheme began for Qatari nationals in November 2023 ...", "Mar 12, 2025"),
        (url, "Apply for an electronic travel authorisation (ETA) - GOV.UK",
         "Cost. It costs £16 to apply. How long it lasts ...", "Apr 9, 2025"),
        ("https://www.cntraveler.com/story/uk-eta-fee-increase", "The UK's New Travel Authorization Fee Is Going Up",
         "Travelers from the US who apply from April 9 will pay £16 ...", "Mar 13, 2025"),
        ("https://www.reddit.com/r/uktravel/comments/1j9q0nb/eta_going_up_to_16/", "ETA going up to £16 : r/uktravel",
         "Apply before 9 April if you want the £10 price ...", "Mar 12, 2025"),
    )))
    turns.append(m.update({"uk_eta_rules": f"£16 fee (was £10 until 8 Apr 2025; increase effective 9 Apr 2025); valid 2 years or until passport expiry; stays up to 6 months each; decision usually within 3 working days; {len(ETA_2025)} non-European nationalities from 8 Jan 2025, {len(ETA_EU)} European from 2 Apr 2025 (apply from 5 Mar 2025)"}))
    rs.add("search", "h49-search-10", SYSTEM, turns, state=EMPTY, bad=True, turn=3,
           kind="the second read of the unchanged GOV.UK ETA page drops Guatemala from the 8 January 2025 nationality list shown one turn earlier")


# ---------------------------------------------------------------------------------------------------------
# 11 clean: CBP ESTA and the Visa Waiver Program (mainstream); an old article's count differs from the current list

VWP = ["Andorra", "Australia", "Austria", "Belgium", "Brunei", "Chile", "Croatia", "Czech Republic", "Denmark", "Estonia", "Finland",
       "France", "Germany", "Greece", "Hungary", "Iceland", "Ireland", "Israel", "Italy", "Japan", "Latvia", "Liechtenstein", "Lithuania",
       "Luxembourg", "Malta", "Monaco", "the Netherlands", "New Zealand", "Norway", "Poland", "Portugal", "Qatar", "Republic of Korea",
       "San Marino", "Singapore", "Slovakia", "Slovenia", "Spain", "Sweden", "Switzerland", "Taiwan", "United Kingdom"]


def t11(rs: RowSet) -> None:
    assert len(VWP) == 42
    m = Mem()
    turns: list[tuple[str, str]] = []
    faq = "https://esta.cbp.dhs.gov/faq"
    vwp = "https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visa-waiver-program.html"
    turns.append((search("ESTA fee how long valid apply before travel cbp.gov"), srp(
        (faq, "Frequently Asked Questions - Official ESTA Application Website, U.S. Customs and Border Protection",
         "What is the fee for an ESTA application? The fee for an ESTA application is $21 ... How long is an ESTA valid? ...", "N/A"),
        ("https://www.cbp.gov/travel/international-visitors/esta", "Electronic System for Travel Authorization (ESTA) | U.S. Customs and Border Protection",
         "ESTA is an automated system that determines the eligibility of visitors to travel to the United States under the Visa Waiver Program ...", "Oct 1, 2024"),
        ("https://esta.cbp.dhs.gov/", "Official ESTA Application Website, U.S. Customs and Border Protection",
         "Apply for or check the status of an ESTA. The U.S. government does not charge more than $21 ...", "N/A"),
        ("https://www.federalregister.gov/documents/2022/05/26/2022-11311/electronic-system-for-travel-authorization-esta-fee-increase", "Electronic System for Travel Authorization (ESTA) Fee Increase - Federal Register",
         "The fee for using ESTA will increase from $14 to $21, effective May 26, 2022 ...", "May 26, 2022"),
        ("https://en.wikipedia.org/wiki/Electronic_System_for_Travel_Authorization", "Electronic System for Travel Authorization - Wikipedia",
         "ESTA applications cost US$21 ($4 processing + $17 travel promotion) ...", "N/A"),
        ("https://www.gov.uk/foreign-travel-advice/usa/entry-requirements", "USA travel advice: Entry requirements - GOV.UK",
         "If you're travelling under the Visa Waiver Program, you must get an ESTA before you travel ...", "Nov 14, 2024"),
        ("https://www.reddit.com/r/travel/comments/18yq7zd/esta_approved_how_long_is_it_valid/", "ESTA approved - how long is it valid? : r/travel",
         "Two years unless your passport expires first. Mine came back approved in under an hour ...", "Jan 5, 2024"),
        ("https://www.tripadvisor.com/ShowTopic-g191-i16-k14221077-ESTA_scam_sites.html", "ESTA scam sites - United States Forum - Tripadvisor",
         "Only use esta.cbp.dhs.gov - third-party sites charge $80+ ...", "Mar 2, 2024"),
    )))
    turns.append((extract(faq, "Fee breakdown, validity, maximum stay, and how early to apply"),
                  "# Frequently Asked Questions\n\nOfficial ESTA Application Website, U.S. Customs and Border Protection\n\n"
                  "## General Questions\n\n"
                  "**What is ESTA?**\n\nESTA is an automated system that determines the eligibility of visitors to travel to the United States under the Visa Waiver Program (VWP). Authorization via ESTA does not determine whether a traveler is admissible to the United States. U.S. Customs and Border Protection officers determine admissibility upon travelers' arrival.\n\n"
                  "**When should I apply for travel authorization?**\n\nCBP recommends that you apply for travel authorization as soon as you begin making travel plans or prior to purchasing airline tickets. Most applicants will receive a determination almost immediately; however, some applications could take up to 72 hours to process.\n\n"
                  "**How long is my travel authorization valid?**\n\nTravel authorizations are generally valid for two years or until your passport expires, whichever comes first. An approved travel authorization is valid for multiple trips; stays are limited to 90 days per visit.\n\n"
                  "## Payment\n\n"
                  "**What is the fee for an ESTA application?**\n\nThe fee for an ESTA application is $21. It consists of a $4 processing charge and, if the application is approved, a $17 authorization charge.\n\n"
                  "**What happens if my application is denied?**\n\nIf travel authorization is denied, you will only be charged the $4 processing fee.\n\n"
                  "| Charge | Amount | When charged |\n| --- | --- | --- |\n| Processing | $4.00 | every application |\n| Authorization | $17.00 | approved applications only |\n| **Total (approved)** | **$21.00** | |\n\n"
                  "**What forms of payment are accepted?**\n\nMasterCard, VISA, American Express and Discover (in USD), and PayPal.\n\n"
                  "## Status\n\n**What do the application statuses mean?**\n\n- Authorization Approved — you are authorized to travel\n- Travel Not Authorized — you must apply for a visa at a U.S. embassy or consulate\n- Authorization Pending — a determination has not been made; check back within 72 hours\n"))
    turns.append(m.add({"esta_fee": "$21 total = $4 processing (always) + $17 authorization (only if approved); was $14 before 26 May 2022",
                        "esta_validity": "2 years or until passport expiry, whichever first; multiple trips; max 90 days per visit; apply early (decision usually immediate, up to 72 h)"}))
    turns.append((search("Visa Waiver Program countries list"), srp(
        (vwp, "Visa Waiver Program - travel.state.gov",
         "The Visa Waiver Program (VWP) enables most citizens or nationals of participating countries to travel to the United States for tourism or business for stays of 90 days or less without first obtaining a visa ...", "N/A"),
        ("https://www.dhs.gov/news/2024/09/24/qatar-designated-visa-waiver-program", "Secretary Mayorkas Announces Designation of Qatar into the Visa Waiver Program | Homeland Security",
         "Qatar becomes the 42nd country in the VWP; Qatari nationals can apply for ESTA beginning December 1, 2024 ...", "Sep 24, 2024"),
        ("https://www.dhs.gov/news/2023/09/27/israel-designated-visa-waiver-program", "Israel Designated into the Visa Waiver Program | Homeland Security",
         "Israel is the 41st country designated into the VWP ...", "Sep 27, 2023"),
        ("https://www.cbp.gov/travel/international-visitors/visa-waiver-program/requirements-vwp-travelers", "Visa Waiver Program Requirements | U.S. Customs and Border Protection",
         "Travelers must have an e-passport and an approved ESTA ...", "N/A"),
        ("https://www.cntraveler.com/story/visa-waiver-program-countries-2022", "Which Countries Are in the U.S. Visa Waiver Program? (2022 Guide)",
         "The VWP currently includes 40 countries, with Croatia the most recent addition in late 2021 ...", "Mar 3, 2022"),
        ("https://en.wikipedia.org/wiki/Visa_Waiver_Program", "Visa Waiver Program - Wikipedia",
         "The Visa Waiver Program is a program of the United States government which allows citizens of specific countries to travel to the United States for tourism, business, or while in transit for up to 90 days ...", "N/A"),
        ("https://www.state.gov/visa-waiver-program-faq", "Visa Waiver Program FAQ - United States Department of State",
         "Countries are designated based on low visa refusal rates and security cooperation ...", "N/A"),
        ("https://www.reddit.com/r/IWantOut/comments/1fo2h1z/qatar_joins_us_visa_waiver_program/", "Qatar joins US Visa Waiver Program : r/IWantOut",
         "That makes 42 countries now ...", "Sep 24, 2024"),
    )))
    countries = ", ".join(VWP)
    turns.append((extract(vwp, "Current list of participating countries and basic eligibility"),
                  "# Visa Waiver Program\n\nTravel.State.Gov | U.S. Department of State — Bureau of Consular Affairs\n\n"
                  "The Visa Waiver Program (VWP), administered by the Department of Homeland Security (DHS) in consultation with the State Department, enables most citizens or nationals of participating countries to travel to the United States for tourism or business for stays of 90 days or less without first obtaining a visa, when they meet all requirements explained below.\n\n"
                  "## Visa Waiver Program Participating Countries\n\n"
                  f"There are currently {len(VWP)} countries in the Visa Waiver Program:\n\n{countries}\n\n"
                  "*Qatari nationals may travel under the VWP with an approved ESTA beginning December 1, 2024.*\n\n"
                  "## Requirements\n\n"
                  "- Have a valid ESTA approval prior to travel\n- Have an e-passport issued by a VWP country\n- Be traveling for tourism, business or transit for 90 days or less\n"
                  "- Have a return or onward ticket if arriving by air or sea\n\n"
                  "## Ineligibility\n\nTravelers who have been present in Cuba, Iran, Iraq, Libya, North Korea, Somalia, Sudan, Syria or Yemen on or after certain dates, or who are dual nationals of Cuba, Iran, North Korea or Syria, are generally not eligible and must apply for a visa.\n\n"
                  "Last Updated: December 2, 2024\n"))
    turns.append(m.add({"vwp_countries": f"{len(VWP)} countries as of 2 Dec 2024 (Israel 41st, designated 27 Sep 2023; Qatar 42nd, ESTA from 1 Dec 2024); a 2022 guide said 40"}))
    turns.append(m.all())
    rs.add("search", "h49-search-11", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------------------------------------------------
# 12 clean: Copernicus C3S Global Climate Highlights (less common); a record that legitimately passes to a later year

def t12(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    u23 = "https://climate.copernicus.eu/global-climate-highlights-2023"
    u24 = "https://climate.copernicus.eu/global-climate-highlights-2024"
    turns.append((search("Copernicus Global Climate Highlights 2023 1.48C warmest year"), srp(
        (u23, "Global Climate Highlights 2023 | Copernicus",
         "2023 is confirmed as the warmest calendar year in global temperature data records going back to 1850. 2023 had a global average temperature of 14.98°C, 0.17°C higher than the previous highest annual value in 2016 ...", "Jan 9, 2024"),
        ("https://climate.copernicus.eu/copernicus-2023-hottest-year-record", "Copernicus: 2023 is the hottest year on record, with global temperatures close to the 1.5°C limit",
         "2023 was 1.48°C warmer than the 1850-1900 pre-industrial level ...", "Jan 9, 2024"),
        ("https://www.bbc.co.uk/news/science-environment-67861954", "2023 confirmed as world's hottest year on record",
         "Last year was the planet's hottest on record by a wide margin, according to the EU's climate service ...", "Jan 9, 2024"),
        ("https://www.nasa.gov/news-release/nasa-analysis-confirms-2023-as-warmest-year-on-record/", "NASA Analysis Confirms 2023 as Warmest Year on Record",
         "Earth's average surface temperature in 2023 was the warmest on record, about 1.2°C above NASA's 1951-1980 baseline ...", "Jan 12, 2024"),
        ("https://wmo.int/news/media-centre/wmo-confirms-2023-smashes-global-temperature-record", "WMO confirms that 2023 smashes global temperature record",
         "The global average near-surface temperature was 1.45 ± 0.12°C above the pre-industrial baseline ...", "Jan 12, 2024"),
        ("https://www.carbonbrief.org/state-of-the-climate-2023-smashes-records-for-surface-temperature-and-ocean-heat/", "State of the climate: 2023 smashes records for surface temperature and ocean heat",
         "Carbon Brief analysis of six global temperature datasets ...", "Jan 12, 2024"),
        ("https://en.wikipedia.org/wiki/2023_in_climate_change", "2023 in climate change - Wikipedia",
         "This article documents events, research findings ... in 2023 ...", "N/A"),
        ("https://climate.copernicus.eu/surface-air-temperature-december-2023", "Surface air temperature for December 2023 | Copernicus",
         "December 2023 was the warmest December globally ...", "Jan 9, 2024"),
    )))
    turns.append((extract(u23, "Annual global temperature and anomalies against both baselines, notable records"),
                  "# Global Climate Highlights 2023\n\nCopernicus Climate Change Service (C3S) | Published 9 January 2024\n\n"
                  "## Key messages\n\n"
                  "- 2023 is confirmed as the warmest calendar year in global temperature data records going back to 1850.\n"
                  "- 2023 had a global average temperature of 14.98°C, 0.17°C higher than the previous highest annual value in 2016.\n"
                  "- 2023 was 0.60°C warmer than the 1991-2020 average and 1.48°C warmer than the 1850-1900 pre-industrial level.\n"
                  "- It is likely that a 12-month period ending in January or February 2024 will exceed 1.5°C above the pre-industrial level.\n"
                  "- 2023 marks the first time on record that every day within a year has exceeded 1°C above the 1850-1900 pre-industrial level. Close to 50% of days were more than 1.5°C warmer than the 1850-1900 level, and two days in November were, for the first time, more than 2°C warmer.\n"
                  "- Annual average air temperatures were the warmest on record, or close to the warmest, over sizeable parts of all ocean basins and all continents except Australia.\n"
                  "- Each month from June to December in 2023 was warmer than the corresponding month in any previous year.\n\n"
                  "## Global surface air temperature, ERA5\n\n"
                  "| Year | Mean (°C) | vs 1991-2020 (°C) | vs 1850-1900 (°C) | Rank |\n| --- | --- | --- | --- | --- |\n"
                  "| 2023 | 14.98 | +0.60 | +1.48 | 1 |\n| 2016 | 14.81 | +0.43 | +1.31 | 2 |\n| 2020 | 14.79 | +0.41 | +1.29 | 3 |\n\n"
                  "## Greenhouse gases\n\nAtmospheric concentrations of carbon dioxide and methane continued to increase and reached record levels in 2023, at 419 ppm and 1902 ppb respectively.\n\n"
                  "> \"2023 was an exceptional year with climate records tumbling like dominoes,\" said Samantha Burgess, Deputy Director of C3S.\n"))
    turns.append(m.add({"gmst_2023": "14.98°C; +0.60°C vs 1991-2020; +1.48°C vs 1850-1900; 0.17°C above previous record (2016) (C3S ERA5)",
                        "warmest_year_on_record": "2023 (C3S Global Climate Highlights, published 9 Jan 2024)"}))
    turns.append((search("Copernicus Global Climate Highlights 2024 first calendar year above 1.5C"), srp(
        (u24, "Global Climate Highlights 2024 | Copernicus",
         "2024 is the warmest year on record globally, and the first calendar year that the average global temperature exceeded 1.5°C above its pre-industrial level ...", "Jan 10, 2025"),
        ("https://climate.copernicus.eu/copernicus-2024-first-year-exceed-15degc-above-pre-industrial-level", "Copernicus: 2024 is the first year to exceed 1.5°C above pre-industrial level",
         "2024 had a global average temperature of 15.10°C; 0.72°C above the 1991-2020 average and 0.12°C higher than 2023 ...", "Jan 10, 2025"),
        ("https://www.theguardian.com/environment/2025/jan/10/world-temperature-2024-climate-crisis-hottest-year", "2024 was first year to breach 1.5C global heating limit",
         "The breach does not mean the Paris agreement target is broken, as that refers to a 20-year average ...", "Jan 10, 2025"),
        ("https://wmo.int/news/media-centre/wmo-confirms-2024-warmest-year-record-about-155degc-above-pre-industrial-level", "WMO confirms 2024 as warmest year on record at about 1.55°C above pre-industrial level",
         "Consolidated analysis of six international datasets ...", "Jan 10, 2025"),
        (u23, "Global Climate Highlights 2023 | Copernicus",
         "2023 was 0.60°C warmer than the 1991-2020 average and 1.48°C warmer than the 1850-1900 pre-industrial level ...", "Jan 9, 2024"),
        ("https://www.bbc.co.uk/news/articles/cd7575x8yq5o", "World breaches key 1.5C warming mark for first time",
         "Last year was the hottest on record, with temperatures 1.6C above pre-industrial levels ...", "Jan 10, 2025"),
        ("https://www.carbonbrief.org/state-of-the-climate-2024-sets-a-new-record-as-the-first-year-above-1-5c/", "State of the climate: 2024 sets a new record as the first year above 1.5C",
         "All major temperature records agree 2024 was the warmest year ...", "Jan 10, 2025"),
    )))
    turns.append((extract(u24, "2024 global temperature, anomalies, comparison with 2023"),
                  "# Global Climate Highlights 2024\n\nCopernicus Climate Change Service (C3S) | Published 10 January 2025\n\n"
                  "## Key messages\n\n"
                  "- 2024 is the warmest year on record globally, and the first calendar year that the average global temperature exceeded 1.5°C above its pre-industrial level.\n"
                  "- 2024 had a global average temperature of 15.10°C; 0.72°C above the 1991-2020 average and 0.12°C higher than 2023, the previous highest annual value.\n"
                  "- 2024 was 1.60°C warmer than the 1850-1900 pre-industrial level.\n"
                  "- Each of the last ten years (2015-2024) was one of the ten warmest on record.\n"
                  "- Each month from January to June in 2024 was warmer than the corresponding month in any previous year. Each month from July to December, except August, was the second warmest on record for that month, behind 2023.\n"
                  "- The total amount of water vapour in the atmosphere reached a record value in 2024, about 5% above the 1991-2020 average.\n"
                  "- 22 July 2024 saw the daily global average temperature reach a new record of 17.16°C.\n\n"
                  "## Global surface air temperature, ERA5\n\n"
                  "| Year | Mean (°C) | vs 1991-2020 (°C) | vs 1850-1900 (°C) | Rank |\n| --- | --- | --- | --- | --- |\n"
                  "| 2024 | 15.10 | +0.72 | +1.60 | 1 |\n| 2023 | 14.98 | +0.60 | +1.48 | 2 |\n| 2016 | 14.81 | +0.43 | +1.31 | 3 |\n\n"
                  "> \"Humanity is in charge of its own destiny but how we respond to the climate challenge should be based on evidence,\" said Carlo Buontempo, Director of C3S.\n"))
    turns.append(m.add({"gmst_2024": "15.10°C; +0.72°C vs 1991-2020; +1.60°C vs 1850-1900; 0.12°C above 2023; first calendar year >1.5°C (C3S ERA5)"}))
    turns.append(m.update({"warmest_year_on_record": "2024 (C3S Global Climate Highlights, published 10 Jan 2025); 2023 now second"}))
    turns.append(m.all())
    rs.add("search", "h49-search-12", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------------------------------------------------
# 13 bad: Ember Global Electricity Review (less common); a renamed memory key is listed under its old name

def t13(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    ger24 = "https://ember-energy.org/latest-insights/global-electricity-review-2024/"
    ger25 = "https://ember-energy.org/latest-insights/global-electricity-review-2025/"
    turns.append((search("Ember Global Electricity Review 2024 renewables 30% share 2023"), srp(
        (ger24, "Global Electricity Review 2024 | Ember",
         "Renewables generated a record 30% of the world's electricity in 2023, driven by growth in solar and wind. Low-carbon sources reached 39.4% ...", "May 8, 2024"),
        ("https://ember-energy.org/data/electricity-data-explorer/", "Electricity Data Explorer | Ember",
         "Open data on electricity generation, capacity, emissions and demand for 215 countries ...", "N/A"),
        ("https://www.reuters.com/sustainability/climate-energy/renewables-hit-record-30-global-electricity-2023-ember-2024-05-07/", "Renewables hit record 30% of global electricity in 2023 - Ember",
         "Solar power was the largest source of new electricity for the 19th year running ...", "May 8, 2024"),
        ("https://www.carbonbrief.org/ember-global-electricity-review-2024", "Analysis: Global power sector emissions could fall in 2024",
         "Ember's review suggests 2023 may have been the peak for power-sector emissions ...", "May 8, 2024"),
        ("https://www.iea.org/reports/electricity-2024", "Electricity 2024 – Analysis - IEA",
         "Global electricity demand grew by 2.2% in 2023 ...", "Jan 24, 2024"),
        ("https://en.wikipedia.org/wiki/Ember_(non-profit_organisation)", "Ember (non-profit organisation) - Wikipedia",
         "Ember is an energy think tank that uses data-driven insights to shift the world from coal to clean electricity ...", "N/A"),
        ("https://ourworldindata.org/electricity-mix", "Electricity Mix - Our World in Data",
         "Share of electricity from renewables, nuclear and fossil fuels, based on Ember and Energy Institute data ...", "N/A"),
        ("https://www.theguardian.com/environment/article/2024/may/08/renewables-record-global-electricity-ember", "Renewables provide record 30% of world's electricity",
         "Drought-hit hydropower meant fossil generation still rose slightly ...", "May 8, 2024"),
    )))
    turns.append((extract(ger24, "2023 global shares of each source, renewables and low-carbon totals, changes in fossil generation"),
                  "# Global Electricity Review 2024\n\nEmber | Published 8 May 2024 | Lead authors: Nicolas Fulghum, Dave Jones\n\n"
                  "## Key takeaways\n\n"
                  "1. **Renewables reached 30% of global electricity.** Renewables generated a record 30.3% of the world's electricity in 2023, up from 29.4% in 2022, with solar and wind together at 13.4%.\n"
                  "2. **Solar remained the fastest-growing source.** Solar generation grew by a record 307 TWh (+23%), more than twice as much as any other source, and was the largest source of new electricity for the 19th year in a row.\n"
                  "3. **Hydro hit a five-year low.** Droughts cut hydro generation to its lowest share since at least 2000, which was met largely with coal in China, India, Vietnam and Mexico.\n"
                  "4. **Fossil generation rose by 0.8%.** Power-sector CO2 emissions rose by 1% to a record high; without the hydro shortfall, they would have fallen by 1%.\n\n"
                  "## Global electricity mix, 2023\n\n"
                  "| Source | Share of generation | Generation change vs 2022 |\n| --- | --- | --- |\n"
                  "| Coal | 35.5% | +1.4% |\n| Gas | 22.5% | -0.2% |\n| Other fossil | 2.6% | -3.9% |\n| Hydro | 14.3% | -1.8% |\n"
                  "| Nuclear | 9.1% | +2.1% |\n| Wind | 7.8% | +9.8% |\n| Solar | 5.5% | +23% |\n| Bioenergy | 2.4% | +1.5% |\n| Other renewables | 0.3% | +2.0% |\n\n"
                  "| Aggregate | Share |\n| --- | --- |\n| Renewables | 30.3% |\n| Low-carbon (renewables + nuclear) | 39.4% |\n| Fossil | 60.6% |\n\n"
                  "## Outlook\n\nEmber expects a 2% fall in fossil generation in 2024 as clean generation growth outpaces demand growth, opening a new era of falling power-sector emissions.\n\n"
                  "Data: Ember yearly electricity data, 80 countries (92% of demand) plus estimates for the rest of the world.\n"))
    turns.append(m.add({"renew_share_2023": "30.3% of global electricity (Ember GER 2024)",
                        "solar_share_2023": "5.5% (solar +307 TWh, +23% in 2023)",
                        "wind_share_2023": "7.8%",
                        "clean_share_2023": "39.4% (renewables + nuclear 9.1%)"}))
    turns.append((search("Ember China solar generation 2023 share of electricity"), srp(
        ("https://ember-energy.org/countries-and-regions/china/", "China | Ember",
         "China generated 37% of the world's solar electricity in 2023. Wind and solar reached 15.5% of China's power mix ...", "N/A"),
        ("https://ember-energy.org/latest-insights/china-energy-transition-review-2024/", "China Energy Transition Review 2024 | Ember",
         "China added 217 GW of solar in 2023, more than the entire world the year before ...", "Jul 2, 2024"),
        ("https://www.nea.gov.cn/2024-01/26/c_1310762246.htm", "National Energy Administration releases 2023 national power industry statistics",
         "As of end-2023, installed solar capacity reached about 609 GW ...", "Jan 26, 2024"),
        ("https://www.carbonbrief.org/analysis-chinas-emissions-set-to-fall-in-2024-after-record-growth-in-clean-energy/", "Analysis: China's emissions set to fall in 2024 after record growth in clean energy",
         "Solar generation growth in 2023 covered a third of China's demand increase ...", "Feb 29, 2024"),
        ("https://www.iea.org/countries/china/electricity", "China - Electricity - IEA",
         "Electricity generation sources, China, 2000-2023 ...", "N/A"),
        ("https://ourworldindata.org/energy/country/china", "China: Energy Country Profile - Our World in Data",
         "Share of electricity from solar, China ...", "N/A"),
    )))
    turns.append((extract("https://ember-energy.org/countries-and-regions/china/", "China 2023 generation by source in TWh and shares"),
                  "# China\n\nEmber | Country profile | Data updated: 8 May 2024\n\n"
                  "China generated 37% of the world's solar electricity in 2023. Wind and solar reached 15.5% of China's power mix, up from 13.5% in 2022.\n\n"
                  "## Electricity generation, 2023\n\n"
                  "| Source | TWh | Share |\n| --- | --- | --- |\n| Coal | 5,744 | 60.7% |\n| Hydro | 1,227 | 13.0% |\n| Wind | 886 | 9.4% |\n"
                  "| Solar | 584 | 6.2% |\n| Nuclear | 435 | 4.6% |\n| Gas | 296 | 3.1% |\n| Bioenergy | 197 | 2.1% |\n| Other fossil | 87 | 0.9% |\n"
                  "| **Total** | **9,456** | **100%** |\n\n"
                  "## Capacity additions, 2023\n\n- Solar: 217 GW\n- Wind: 76 GW\n\n"
                  "China's electricity demand rose by 6.9% (+608 TWh) in 2023, the largest absolute increase of any country.\n"))
    turns.append(m.remove(["solar_share_2023"]))
    turns.append(m.add({"solar_share_global_2023": "5.5% world (solar +307 TWh, +23% in 2023); China alone: 584 TWh = 6.2% of its mix, 37% of world solar"}))
    turns.append((search("Ember Global Electricity Review 2025 solar 2024 6.9% renewables 32%"), srp(
        (ger25, "Global Electricity Review 2025 | Ember",
         "Low-carbon sources passed 40% of global electricity for the first time in 2024. Solar grew by a record 474 TWh (+29%) ...", "Apr 8, 2025"),
        ("https://www.reuters.com/sustainability/climate-energy/clean-energy-passes-40-global-electricity-2025-04-07/", "Clean power passes 40% of global electricity for first time - Ember",
         "Renewables supplied 32% of global power in 2024; solar alone reached 6.9% ...", "Apr 8, 2025"),
        ("https://www.carbonbrief.org/ember-global-electricity-review-2025", "Global electricity review 2025: solar's record year",
         "Solar was the largest source of new electricity for the 20th consecutive year ...", "Apr 8, 2025"),
        ("https://ember-energy.org/data/yearly-electricity-data/", "Yearly electricity data | Ember",
         "Download yearly electricity generation, capacity, demand and emissions data ...", "N/A"),
        ("https://www.theguardian.com/environment/2025/apr/08/clean-energy-40-percent-global-electricity", "Clean energy generated over 40% of global electricity in 2024",
         "Heatwaves drove extra demand for air conditioning, met partly with fossil fuels ...", "Apr 8, 2025"),
    )))
    act, _ = m.all()
    shown = {("solar_share_2023" if k == "solar_share_global_2023" else k): v for k, v in m.d.items()}
    turns.append((act, pj(shown)))
    turns.append((extract(ger25, "2024 global shares of solar, wind, renewables and low-carbon"),
                  "# Global Electricity Review 2025\n\nEmber | Published 8 April 2025\n\n"
                  "## Key takeaways\n\n"
                  "1. **Low-carbon sources passed 40% of global electricity.** Renewables and nuclear together generated 40.9% of the world's electricity in 2024, the first time above 40% since the 1940s.\n"
                  "2. **Solar added a record amount.** Solar generation rose by 474 TWh (+29%), reaching 6.9% of global electricity, and was the largest source of new electricity for the 20th year in a row.\n"
                  "3. **Heatwaves pushed up fossil generation.** Global electricity demand grew by 4% (+1,172 TWh); hotter temperatures accounted for about a fifth of the rise and fossil generation rose by 1.4%.\n\n"
                  "## Global electricity mix, 2024\n\n"
                  "| Source | Share |\n| --- | --- |\n| Coal | 34.4% |\n| Gas | 22.0% |\n| Other fossil | 2.7% |\n| Hydro | 14.3% |\n| Nuclear | 8.9% |\n"
                  "| Wind | 8.1% |\n| Solar | 6.9% |\n| Bioenergy | 2.4% |\n| Other renewables | 0.3% |\n\n"
                  "| Aggregate | Share |\n| --- | --- |\n| Renewables | 32.0% |\n| Low-carbon | 40.9% |\n| Fossil | 59.1% |\n"))
    turns.append(m.add({"renew_share_2024": "32.0% (Ember GER 2025)", "solar_share_global_2024": "6.9% (+474 TWh, +29%)", "clean_share_2024": "40.9% (first year >40%)"}))
    rs.add("search", "h49-search-13", SYSTEM, turns, state=EMPTY, bad=True, turn=9,
           kind="retrieve_all shows the solar entry under the old key solar_share_2023, which was removed and re-added as solar_share_global_2023")


# ---------------------------------------------------------------------------------------------------------
# 14 clean: curia.europa.eu, CJEU judgments of 10 September 2024 (less common); same day, different cases and sums

def t14(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    pr_g = "https://curia.europa.eu/jcms/upload/docs/application/pdf/2024-09/cp240133en.pdf"
    pr_a = "https://curia.europa.eu/jcms/upload/docs/application/pdf/2024-09/cp240134en.pdf"
    turns.append((search("C-48/22 P Google Shopping judgment Court of Justice 10 September 2024"), srp(
        (pr_g, "PRESS RELEASE No 133/24 - Judgment of the Court in Case C-48/22 P | Google and Alphabet v Commission (Google Shopping)",
         "The Court of Justice dismisses the appeal and upholds the €2.4 billion fine imposed on Google for abuse of a dominant position ...", "Sep 10, 2024"),
        ("https://curia.europa.eu/juris/liste.jsf?num=C-48/22", "CURIA - List of results - C-48/22 P",
         "Judgment of 10 September 2024, Google and Alphabet v Commission (Google Shopping), C-48/22 P, EU:C:2024:726 ...", "N/A"),
        ("https://ec.europa.eu/commission/presscorner/detail/en/statement_24_4622", "Statement by Executive Vice-President Vestager on the Court of Justice judgment in Google Shopping",
         "Today's judgment confirms the Commission's 2017 decision ...", "Sep 10, 2024"),
        ("https://www.reuters.com/technology/google-loses-final-court-fight-against-27-bln-eu-antitrust-fine-2024-09-10/", "Google loses final fight against $2.7 billion EU antitrust fine",
         "Alphabet's Google lost its final challenge against a 2.42 billion euro fine for using its own price comparison shopping service ...", "Sep 10, 2024"),
        ("https://en.wikipedia.org/wiki/Google_Shopping_case", "Google Shopping case - Wikipedia",
         "On 27 June 2017 the European Commission fined Google €2.42 billion ...", "N/A"),
        ("https://curia.europa.eu/juris/document/document.jsf?docid=289941&doclang=EN", "Judgment of the Court (Grand Chamber) of 10 September 2024 - C-48/22 P",
         "Appeal – Competition – Abuse of a dominant position – Markets for general search services and specialised product search services ...", "Sep 10, 2024"),
        ("https://www.lexology.com/library/detail.aspx?g=3f6a2d3e-2c1f-4c1e-a0f2-9e6c7ad1f5b1", "CJEU confirms Google Shopping self-preferencing abuse - Lexology",
         "The Grand Chamber rejected all four grounds of appeal ...", "Sep 12, 2024"),
        ("https://www.euractiv.com/section/competition/news/google-loses-shopping-appeal/", "Google loses EU top court appeal in Shopping case",
         "The ruling ends a 15-year saga that began with complaints in 2009 ...", "Sep 10, 2024"),
    )))
    turns.append((extract(pr_g, "What the Court decided, the fine amount, and the procedural history"),
                  "# PRESS RELEASE No 133/24\n\nLuxembourg, 10 September 2024\n\nJudgment of the Court in Case C-48/22 P | Google and Alphabet v Commission (Google Shopping)\n\n"
                  "## The Court of Justice dismisses the appeal and upholds the €2.4 billion fine imposed on Google for abuse of a dominant position\n\n"
                  "By decision of 27 June 2017, the Commission found that Google had abused its dominant position on the markets for general search services in 13 countries of the European Economic Area (EEA) by favouring its own comparison shopping service over competing comparison shopping services. The Commission imposed a fine of €2 424 495 000 on Google, of which €523 518 000 jointly and severally with its parent company Alphabet.\n\n"
                  "Google and Alphabet brought an action before the General Court against that decision. By judgment of 10 November 2021 (Case T-612/17), the General Court largely dismissed that action and upheld the fine.\n\n"
                  "Google and Alphabet appealed to the Court of Justice to have that judgment set aside.\n\n"
                  "By today's judgment, the Court of Justice dismisses the appeal and thereby upholds the judgment of the General Court.\n\n"
                  "The Court observes that, while EU law does not penalise the existence of dominant positions as such, it prohibits only the abuse of such positions. In the present case, the General Court correctly held that Google's conduct was discriminatory and did not fall within the scope of competition on the merits.\n\n"
                  "| | |\n| --- | --- |\n| Case | C-48/22 P |\n| Formation | Grand Chamber |\n| ECLI | EU:C:2024:726 |\n| Lower court | General Court, T-612/17, 10 November 2021 |\n| Commission decision | AT.39740, 27 June 2017 |\n| Fine | €2 424 495 000 |\n\n"
                  "*Unofficial document for media use, not binding on the Court of Justice.*\n\nPress contact: Jacques René Zammit ☎ (+352) 4303 3355\n"))
    turns.append(m.add({"google_shopping": "C-48/22 P, CJEU Grand Chamber, 10 Sep 2024: appeal dismissed; €2,424,495,000 fine upheld (Commission AT.39740, 27 Jun 2017; GC T-612/17, 10 Nov 2021)"}))
    turns.append((search("C-465/20 P Commission v Ireland Apple State aid judgment 13 billion"), srp(
        (pr_a, "PRESS RELEASE No 134/24 - Judgment of the Court in Case C-465/20 P | Commission v Ireland and Others",
         "State aid: the Court of Justice sets aside the judgment of the General Court and confirms the Commission's 2016 decision: Ireland must recover €13 billion from Apple ...", "Sep 10, 2024"),
        ("https://www.reuters.com/technology/apple-loses-eu-court-fight-over-13-bln-back-taxes-2024-09-10/", "Apple loses EU court fight over 13 billion euro back taxes",
         "Apple lost its battle against an order to pay 13 billion euros in back taxes to Ireland ...", "Sep 10, 2024"),
        ("https://curia.europa.eu/juris/liste.jsf?num=C-465/20", "CURIA - List of results - C-465/20 P",
         "Judgment of 10 September 2024, Commission v Ireland and Others, C-465/20 P, EU:C:2024:724 ...", "N/A"),
        ("https://ec.europa.eu/commission/presscorner/detail/en/statement_24_4621", "Statement by EVP Vestager on the Court of Justice judgment in the Apple tax State aid case",
         "Today is a huge win for European citizens and tax justice ...", "Sep 10, 2024"),
        ("https://www.gov.ie/en/press-release/statement-apple-state-aid-judgment/", "Statement by the Minister for Finance on the CJEU judgment in the Apple State aid case",
         "The Irish Government will respect the judgment; the funds held in the escrow fund will be transferred ...", "Sep 10, 2024"),
        ("https://en.wikipedia.org/wiki/Apple%27s_EU_tax_dispute", "Apple's EU tax dispute - Wikipedia",
         "In August 2016 the European Commission ruled that Ireland had granted Apple up to €13 billion in illegal tax benefits ...", "N/A"),
        ("https://www.irishtimes.com/business/2024/09/10/apple-ruling-ireland-13bn/", "Apple loses: Ireland to receive €13bn after ECJ ruling",
         "The money, which has grown to about €14.1bn with interest in escrow, will go to the exchequer ...", "Sep 10, 2024"),
    )))
    turns.append((extract(pr_a, "Outcome, amount, and what the General Court had decided before"),
                  "# PRESS RELEASE No 134/24\n\nLuxembourg, 10 September 2024\n\nJudgment of the Court in Case C-465/20 P | Commission v Ireland and Others\n\n"
                  "## State aid: the Court of Justice sets aside the judgment of the General Court and gives final judgment in the matter, confirming the Commission's 2016 decision: Ireland granted Apple unlawful aid which Ireland is required to recover\n\n"
                  "By decision of 30 August 2016, the Commission found that Ireland had granted unlawful aid to Apple Sales International (ASI) and Apple Operations Europe (AOE) through two tax rulings of 1991 and 2007, which endorsed the methods used by those companies to determine their taxable profits in Ireland. The aid amounted to approximately €13 billion for the period from 2003 to 2014, which Ireland was ordered to recover.\n\n"
                  "By judgment of 15 July 2020 (Joined Cases T-778/16 and T-892/16), the General Court annulled that decision, finding that the Commission had not demonstrated to the requisite legal standard that there was an advantage.\n\n"
                  "The Commission appealed. By today's judgment, the Court of Justice sets aside the judgment of the General Court, considering that the General Court erred in law, and gives final judgment in the matter, confirming the Commission's decision.\n\n"
                  "| | |\n| --- | --- |\n| Case | C-465/20 P |\n| Formation | Grand Chamber |\n| ECLI | EU:C:2024:724 |\n| Lower court | General Court, T-778/16 and T-892/16, 15 July 2020 (annulled decision) |\n| Commission decision | SA.38373, 30 August 2016 |\n| Amount to recover | approx. €13 billion (2003-2014), plus recovery interest |\n\n"
                  "*Unofficial document for media use, not binding on the Court of Justice.*\n\nPress contact: Jacques René Zammit ☎ (+352) 4303 3355\n"))
    turns.append(m.add({"apple_state_aid": "C-465/20 P, CJEU Grand Chamber, 10 Sep 2024: GC judgment (T-778/16 & T-892/16, 15 Jul 2020) set aside; Commission decision SA.38373 of 30 Aug 2016 confirmed; ~€13bn (2003-2014) + interest to be recovered by Ireland"}))
    turns.append((search("Google Android General Court T-604/18 fine reduced 4.125 billion"), srp(
        ("https://curia.europa.eu/jcms/upload/docs/application/pdf/2022-09/cp220147en.pdf", "PRESS RELEASE No 147/22 - Judgment of the General Court in Case T-604/18 | Google and Alphabet v Commission (Google Android)",
         "The General Court largely confirms the Commission's decision that Google imposed unlawful restrictions on manufacturers of Android mobile devices; the fine is reduced to €4.125 billion ...", "Sep 14, 2022"),
        ("https://www.reuters.com/technology/google-loses-challenge-against-record-44-bln-eu-antitrust-fine-2022-09-14/", "Google loses challenge against EU antitrust fine, court trims to 4.1 bln euros",
         "The General Court cut the fine from 4.34 billion euros to 4.125 billion euros ...", "Sep 14, 2022"),
        ("https://en.wikipedia.org/wiki/Google_Android_case", "Google Android case - Wikipedia",
         "On 18 July 2018 the Commission fined Google €4.34 billion ...", "N/A"),
        ("https://curia.europa.eu/juris/liste.jsf?num=C-738/22", "CURIA - List of results - C-738/22 P",
         "Appeal brought on 30 November 2022 by Google LLC and Alphabet, Inc. against the judgment of the General Court in Case T-604/18 ...", "N/A"),
        ("https://ec.europa.eu/commission/presscorner/detail/en/IP_18_4581", "Antitrust: Commission fines Google €4.34 billion for illegal practices regarding Android mobile devices",
         "The European Commission has fined Google €4.342.865.000 ...", "Jul 18, 2018"),
        ("https://www.euractiv.com/section/competition/news/eu-court-upholds-android-fine/", "EU court largely upholds Google Android fine",
         "Judges annulled only the part of the decision concerning revenue share agreements ...", "Sep 14, 2022"),
    )))
    turns.append(m.add({"google_android": "T-604/18, General Court, 14 Sep 2022: decision largely upheld; fine cut from €4,342,865,000 (Commission, 18 Jul 2018) to €4.125bn; Google appealed (C-738/22 P, lodged 30 Nov 2022)"}))
    turns.append(m.update({"google_shopping": "C-48/22 P, CJEU Grand Chamber, 10 Sep 2024 (same day as Apple C-465/20 P): appeal dismissed; €2,424,495,000 fine upheld, of which €523,518,000 jointly with Alphabet (Commission AT.39740, 27 Jun 2017; GC T-612/17, 10 Nov 2021)"}))
    turns.append(m.all())
    rs.add("search", "h49-search-14", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------------------------------------------------
# 15 bad: saltairevillage.info, local history of Saltaire (less common); a stored key is missing from retrieve_all

def t15(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    hist = "https://www.saltairevillage.info/saltaire_history.html"
    turns.append((search("Saltaire village history Titus Salt mill opened 1853"), srp(
        (hist, "History of Saltaire | Saltaire Village World Heritage Site",
         "Sir Titus Salt opened his new mill on 20 September 1853, his 50th birthday. Over the next twenty years he built a complete village for his workers ...", "N/A"),
        ("https://whc.unesco.org/en/list/1028/", "Saltaire - UNESCO World Heritage Centre",
         "Saltaire, West Yorkshire, is a complete and well-preserved industrial village of the second half of the 19th century ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Saltaire", "Saltaire - Wikipedia",
         "Saltaire is a Victorian model village near Shipley, West Yorkshire, England, situated by the River Aire and the Leeds and Liverpool Canal ...", "N/A"),
        ("https://www.saltsmill.org.uk/history.php", "History | Salts Mill",
         "When it opened in 1853, Salts Mill was the largest factory in the world by total floor area ...", "N/A"),
        ("https://www.bradford.gov.uk/saltaire/", "Saltaire World Heritage Site | Bradford Council",
         "Saltaire was inscribed as a World Heritage Site in December 2001 ...", "N/A"),
        ("https://www.saltairecollection.org/history/", "Saltaire Collection | Shipley College",
         "Archive of photographs, documents and objects telling the story of Saltaire and its people ...", "N/A"),
        ("https://www.visitbradford.com/explore/saltaire", "Saltaire | Visit Bradford",
         "Explore the UNESCO World Heritage village, Salts Mill and Roberts Park ...", "N/A"),
        ("https://www.yorkshirepost.co.uk/heritage-and-retro/heritage/saltaire-at-170-4309175", "Saltaire at 170: the model village that changed Victorian Britain",
         "Titus Salt's vision of decent housing, clean water and education ...", "Sep 20, 2023"),
    )))
    turns.append((extract(hist, "Timeline of the village: mill opening, housing, public buildings, architects, heritage status"),
                  "# History of Saltaire\n\nSaltaire Village World Heritage Site — saltairevillage.info\n\n"
                  "## Sir Titus Salt (1803-1876)\n\n"
                  "Titus Salt was born in Morley on 20 September 1803. By the 1840s he was the largest employer in Bradford, making fine worsted cloth from alpaca and mohair. Bradford was then one of the most polluted towns in England, and in 1850 Salt decided to move his business to a greenfield site three miles away beside the River Aire, the Leeds and Liverpool Canal and the Midland Railway.\n\n"
                  "## The Mill\n\n"
                  "Salts Mill, designed by the Bradford architects Lockwood and Mawson, opened on 20 September 1853, Salt's 50th birthday. It was celebrated with a banquet for 3,500 guests held in the combing shed. When it opened it employed some 3,000 people.\n\n"
                  "## The Village\n\n"
                  "Between 1854 and 1868 Salt built 824 houses in 22 streets, many named after members of his family. The houses were built of local stone, each with its own water supply, gas lighting and an outside privy, in a grid laid out to the south of the mill.\n\n"
                  "## Timeline\n\n"
                  "| Year | Event |\n| --- | --- |\n| 1851 | Building work begins on the mill |\n| 1853 | Salts Mill opens (20 September) |\n"
                  "| 1859 | Congregational church (now the United Reformed Church) opens |\n| 1868 | Almshouses (45 dwellings) and the hospital completed; factory schools open |\n"
                  "| 1869 | Titus Salt created a baronet |\n| 1871 | Saltaire Club and Institute (Victoria Hall) and Saltaire Park open |\n"
                  "| 1876 | Sir Titus Salt dies (29 December) and is buried in the mausoleum of the church |\n| 2001 | Saltaire inscribed as a UNESCO World Heritage Site (December) |\n\n"
                  "## Heritage\n\nAlmost every building in the village is listed. Saltaire was inscribed on the UNESCO World Heritage List in December 2001 as an outstanding, complete and well-preserved example of a Victorian industrial village.\n"))
    keys5 = {"salts_mill_opened": "20 Sep 1853 (Salt's 50th birthday); architects Lockwood & Mawson; ~3,000 workers; banquet for 3,500",
             "village_houses": "824 houses in 22 streets, built 1854-1868",
             "titus_salt": "b. Morley 20 Sep 1803, baronet 1869, d. 29 Dec 1876; buried in church mausoleum",
             "institute": "Saltaire Club and Institute (Victoria Hall), opened 1871",
             "unesco": "UNESCO World Heritage Site, inscribed Dec 2001"}
    turns.append(m.add(keys5))
    turns.append((search("Saltaire United Reformed Church 1859 Lockwood Mawson mausoleum Grade I"), srp(
        ("https://www.saltairevillage.info/saltaire_URC.html", "Saltaire United Reformed Church | Saltaire Village",
         "Built by Titus Salt as a Congregational church and opened in 1859, designed by Lockwood and Mawson in the Italianate style ...", "N/A"),
        ("https://historicengland.org.uk/listing/the-list/list-entry/1133465", "Saltaire United Reformed Church, Non Civil Parish - 1133465 | Historic England",
         "Grade I listed. Congregational church, 1856-9, by Lockwood and Mawson for Sir Titus Salt ...", "N/A"),
        ("https://www.saltaireurc.org.uk/history", "Our History | Saltaire United Reformed Church",
         "The Salt family mausoleum is attached to the south side of the church ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Saltaire_United_Reformed_Church", "Saltaire United Reformed Church - Wikipedia",
         "Saltaire United Reformed Church is in Victoria Road, Saltaire ... It is recorded in the National Heritage List for England as a designated Grade I listed building ...", "N/A"),
        ("https://www.britishlistedbuildings.co.uk/101133465-saltaire-united-reformed-church-shipley", "Saltaire United Reformed Church, Shipley - British Listed Buildings",
         "Grade: I. Date listed: 14 July 1966 ...", "N/A"),
        ("https://www.flickr.com/photos/tags/saltaireurc", "Saltaire URC photos on Flickr",
         "Photos tagged saltaireurc ...", "N/A"),
    )))
    act, _ = m.all()
    turns.append((act, pj({k: v for k, v in m.d.items() if k != "institute"})))
    turns.append((extract("https://www.saltairevillage.info/saltaire_URC.html", "Date, architects, style, listing grade and mausoleum"),
                  "# Saltaire United Reformed Church\n\nSaltaire Village World Heritage Site — saltairevillage.info\n\n"
                  "The church was the first public building in Saltaire. Titus Salt, a Congregationalist, provided the land and paid the whole cost of about £16,000. It was designed by Lockwood and Mawson in the Italianate style and opened in 1859, directly opposite the main office block of the mill.\n\n"
                  "| | |\n| --- | --- |\n| Built | 1856-1859 |\n| Architects | Lockwood and Mawson |\n| Style | Italianate, with a semicircular portico and a round tower |\n| Listing | Grade I |\n| Denomination | Congregational until 1972; United Reformed Church since |\n\n"
                  "## The Salt mausoleum\n\nThe mausoleum on the south side of the church was added in 1861. Sir Titus Salt was laid to rest there in January 1877 after a funeral procession watched by an estimated 100,000 people.\n"))
    turns.append(m.add({"church": "Congregational (now URC) church, 1856-59, Lockwood & Mawson, Italianate, Grade I; cost ~£16,000; Salt mausoleum added 1861, Salt interred Jan 1877"}))
    turns.append((search("Roberts Park Saltaire renamed Sir James Roberts 1920"), srp(
        ("https://www.saltairevillage.info/saltaire_roberts_park.html", "Roberts Park | Saltaire Village",
         "Opened in 1871 as Saltaire Park; renamed Roberts Park when Sir James Roberts gave it to Bradford in 1920 in memory of his son Bertram ...", "N/A"),
        ("https://www.bradford.gov.uk/leisure-and-culture/parks/roberts-park/", "Roberts Park | Bradford Council",
         "A Grade II registered Victorian park overlooking Saltaire village and the River Aire ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Roberts_Park,_Saltaire", "Roberts Park, Saltaire - Wikipedia",
         "Roberts Park is a public park in Saltaire ... restored in 2010 with Heritage Lottery funding ...", "N/A"),
        ("https://historicengland.org.uk/listing/the-list/list-entry/1001465", "Roberts Park, Saltaire - Historic England",
         "Public park laid out 1870-71 by William Gay for Sir Titus Salt ...", "N/A"),
        ("https://www.friendsofrobertspark.org.uk/history", "History | Friends of Roberts Park",
         "The statue of Sir Titus Salt by Francis Derwent Wood was unveiled in 1903 ...", "N/A"),
    )))
    turns.append((extract("https://www.saltairevillage.info/saltaire_roberts_park.html", "Opening date, designer, and why it was renamed"),
                  "# Roberts Park\n\nSaltaire Village World Heritage Site — saltairevillage.info\n\n"
                  "Saltaire Park was laid out in 1870-71 by the landscape designer William Gay on 14 acres on the north bank of the River Aire, and opened in 1871. Salt's rules banned smoking, gambling and swearing.\n\n"
                  "In 1918 the Salt businesses and the village were bought by a consortium led by Sir James Roberts of Haworth. In 1920 Roberts presented the park to the City of Bradford in memory of his son Bertram, and it was renamed Roberts Park.\n\n"
                  "| | |\n| --- | --- |\n| Opened | 1871 (as Saltaire Park) |\n| Designer | William Gay |\n| Area | 14 acres |\n| Renamed | 1920, Roberts Park |\n| Restored | 2010 |\n\n"
                  "The bronze statue of Sir Titus Salt in the park was unveiled in 1903.\n"))
    turns.append(m.add({"roberts_park": "opened 1871 as Saltaire Park (William Gay, 14 acres); Sir James Roberts bought village 1918, gave park to Bradford 1920 in memory of son Bertram -> Roberts Park; restored 2010"}))
    turns.append((search("Salts Mill closed 1986 Jonathan Silver 1853 Gallery Hockney"), srp(
        ("https://www.saltsmill.org.uk/history.php", "History | Salts Mill",
         "Textile production ceased in February 1986. The following year the mill was bought by Jonathan Silver, who opened the 1853 Gallery ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Salts_Mill", "Salts Mill - Wikipedia",
         "Salts Mill is a former textile mill, now an art gallery, shopping centre and restaurant complex ...", "N/A"),
        ("https://www.theguardian.com/artanddesign/2017/jul/10/salts-mill-saltaire-jonathan-silver-hockney", "How Salts Mill became a shrine to David Hockney",
         "Silver, who died in 1997, befriended Hockney and filled the mill with his work ...", "Jul 10, 2017"),
        ("https://www.yorkshirepost.co.uk/arts-and-culture/salts-mill-jonathan-silver-legacy", "Jonathan Silver's legacy at Salts Mill",
         "He bought the derelict mill in 1987 for £1.5 million ...", "Nov 5, 2022"),
        ("https://www.saltsmill.org.uk/hockney.php", "David Hockney at Salts Mill",
         "The 1853 Gallery shows one of the largest collections of Hockney's work in the world ...", "N/A"),
    )))
    turns.append(m.get(["salts_mill_opened", "church", "roberts_park"]))
    rs.add("search", "h49-search-15", SYSTEM, turns, state=EMPTY, bad=True, turn=5,
           kind="retrieve_all lists four of the five keys added at turn 3: the key 'institute' is missing although it was never removed")


# ---------------------------------------------------------------------------------------------------------
# 16 clean: Wikipedia, the Tolpuddle Martyrs (mainstream); many different dates, one memory key updated, one removed

def t16(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    wp = "https://en.wikipedia.org/wiki/Tolpuddle_Martyrs"
    turns.append((search("Tolpuddle Martyrs history 1834 transportation Dorset"), srp(
        (wp, "Tolpuddle Martyrs - Wikipedia",
         "The Tolpuddle Martyrs were six agricultural labourers from the village of Tolpuddle in Dorset, England, who were arrested for and convicted of swearing a secret oath as members of the Friendly Society of Agricultural Labourers ...", "N/A"),
        ("https://www.tolpuddlemartyrs.org.uk/story", "The Story | Tolpuddle Martyrs Museum",
         "In 1834 six men from Tolpuddle were sentenced to seven years' transportation for forming a trade union ...", "N/A"),
        ("https://www.nationalarchives.gov.uk/education/resources/tolpuddle-martyrs/", "Tolpuddle Martyrs - The National Archives",
         "Use these sources to investigate why the Tolpuddle Martyrs were transported to Australia ...", "N/A"),
        ("https://www.bbc.co.uk/history/british/victorians/tolpuddle_martyrs_01.shtml", "BBC - History - The Tolpuddle Martyrs",
         "The men were tried at Dorchester Assizes in March 1834 ...", "N/A"),
        ("https://www.tuc.org.uk/tolpuddle", "Tolpuddle Martyrs' Festival | TUC",
         "The annual festival in July celebrates the Martyrs with music, speakers and a procession ...", "N/A"),
        ("https://www.dorsetlife.co.uk/2019/03/the-tolpuddle-martyrs/", "The Tolpuddle Martyrs - Dorset Life",
         "The sycamore tree under which the men are said to have met still stands on the village green ...", "Mar 1, 2019"),
        ("https://www.britannica.com/event/Tolpuddle-Martyrs", "Tolpuddle Martyrs | British history | Britannica",
         "Tolpuddle Martyrs, six English farm labourers who were sentenced in 1834 to seven years' transportation ...", "N/A"),
        ("https://historicengland.org.uk/listing/the-list/list-entry/1323925", "Tolpuddle Martyrs Tree - Historic England",
         "Sycamore tree on the village green, known as the Martyrs' Tree ...", "N/A"),
    )))
    turns.append((extract(wp, "Who the six men were, the charge, trial and sentence dates, pardon and later lives"),
                  "# Tolpuddle Martyrs\n\nFrom Wikipedia, the free encyclopedia\n\n"
                  "The **Tolpuddle Martyrs** were six agricultural labourers from the village of Tolpuddle in Dorset, England, who were arrested for and convicted of swearing a secret oath as members of the Friendly Society of Agricultural Labourers. The rules of the society show it was clearly structured as a friendly society and operated as a trade-specific benefit society. At the time, friendly societies had strong elements of what are now considered to be the predominant role of trade unions, and wages were severely falling. The Tolpuddle Martyrs were tried before Judge Baron John Williams in R v Lovelass and Others and sentenced to penal transportation to Australia.\n\n"
                  "## Background\n\nIn 1833, six men from Tolpuddle led by George Loveless, a Methodist local preacher, formed the Friendly Society of Agricultural Labourers to protest against the gradual lowering of agricultural wages, refusing to work for less than 10 shillings a week, although by this time wages had been reduced to seven shillings and were due to be further reduced to six.\n\n"
                  "## Arrest and trial\n\n"
                  "In 1834 James Frampton, a local landowner, wrote to the Home Secretary, Lord Melbourne, to complain about the union. The men were arrested on 24 February 1834 and charged under the Unlawful Oaths Act 1797 for swearing a secret oath. They were tried at the Dorchester assizes, found guilty, and on 19 March 1834 sentenced to seven years' transportation.\n\n"
                  "| Name | Born | Transported to | Later life |\n| --- | --- | --- | --- |\n"
                  "| George Loveless | 1797 | Van Diemen's Land | Emigrated to London, Ontario; died 1874 |\n"
                  "| James Loveless | 1808 | New South Wales | Emigrated to London, Ontario; died 1873 |\n"
                  "| Thomas Standfield | 1789 | New South Wales | Emigrated to London, Ontario; died 1864 |\n"
                  "| John Standfield | 1813 | New South Wales | Emigrated to London, Ontario; died 1898 |\n"
                  "| James Brine | 1812 | New South Wales | Emigrated to London, Ontario; died 1902 |\n"
                  "| James Hammett | 1811 | New South Wales | Returned to Tolpuddle; died 1891 |\n\n"
                  "## Public reaction and pardon\n\n"
                  "The men became popular heroes and 800,000 signatures were collected for their release. Their supporters organised a political march, one of the first successful marches in the UK, and all except James Hammett were released in March 1836 with the support of Lord John Russell, who had become Home Secretary in April 1835. The others returned to England between 1837 and 1838; Hammett, who had a previous conviction, returned in 1839.\n\n"
                  "## Legacy\n\nThe Trades Union Congress (TUC) built six cottages in Tolpuddle in 1934 for the centenary, and the Tolpuddle Martyrs Museum is now housed there. An annual festival is held in the village in July, organised by the TUC.\n\n"
                  "This page was last edited on 11 March 2025, at 09:27 (UTC).\n"))
    turns.append(m.add({"martyrs_names": "George Loveless, James Loveless, Thomas Standfield, John Standfield, James Brine, James Hammett",
                        "sentence": "arrested 24 Feb 1834; Unlawful Oaths Act 1797; sentenced 19 Mar 1834 at Dorchester assizes (Baron Williams) to 7 years' transportation",
                        "pardon": "800,000-signature petition; released Mar 1836",
                        "festival": "annual TUC festival in July at Tolpuddle"}))
    turns.append((search("Tolpuddle Martyrs pardon 1836 Lord John Russell free pardon March 14"), srp(
        ("https://www.tolpuddlemartyrs.org.uk/story/pardon", "Pardon and return | Tolpuddle Martyrs Museum",
         "On 14 March 1836 the government granted full pardons to all six men. News took months to reach them in Australia ...", "N/A"),
        ("https://www.nationalarchives.gov.uk/education/resources/tolpuddle-martyrs/source-6/", "Tolpuddle Martyrs: Source 6 - The National Archives",
         "Letter from Lord John Russell, Home Secretary, concerning the remission of the sentences, March 1836 ...", "N/A"),
        ("https://hansard.parliament.uk/Commons/1836-03-14/debates/dorchester-labourers", "Dorchester Labourers - Hansard - UK Parliament",
         "Lord John Russell informed the House that a free pardon had been granted to the Dorchester labourers ...", "Mar 14, 1836"),
        (wp, "Tolpuddle Martyrs - Wikipedia",
         "800,000 signatures were collected for their release ... all except James Hammett were released in March 1836 ...", "N/A"),
        ("https://www.unionhistory.info/tolpuddle/pardon", "The Pardon - Union History",
         "The Central Dorchester Committee organised the great procession of 21 April 1834 in London ...", "N/A"),
    )))
    turns.append(m.update({"pardon": "800,000-signature petition; full pardons granted 14 Mar 1836 (Home Sec. Lord John Russell); five returned 1837-38, Hammett 1839"}))
    turns.append(m.remove(["festival"]))
    turns.append(m.all())
    rs.add("search", "h49-search-16", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------------------------------------------------
# 17 clean: apple.com, iPhone 15 Pro specifications and prices (mainstream); Pro vs Pro Max vs 16 Pro differ legitimately

def t17(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    specs = "https://support.apple.com/en-us/111829"
    news = "https://www.apple.com/newsroom/2023/09/apple-unveils-iphone-15-pro-and-iphone-15-pro-max/"
    cmpu = "https://www.apple.com/iphone/compare/?modelList=iphone-16-pro,iphone-15-pro"
    turns.append((search("iPhone 15 Pro technical specifications weight display battery"), srp(
        (specs, "iPhone 15 Pro - Technical Specifications - Apple Support",
         "iPhone 15 Pro. Capacity: 128GB, 256GB, 512GB, 1TB. Weight: 6.60 ounces (187 grams). Display: 6.1-inch (diagonal) all-screen OLED display, 2556-by-1179-pixel resolution at 460 ppi ...", "N/A"),
        ("https://support.apple.com/en-us/111828", "iPhone 15 Pro Max - Technical Specifications - Apple Support",
         "iPhone 15 Pro Max. Capacity: 256GB, 512GB, 1TB. Weight: 7.81 ounces (221 grams). 6.7-inch display, 2796-by-1290 ...", "N/A"),
        (news, "Apple unveils iPhone 15 Pro and iPhone 15 Pro Max - Apple Newsroom",
         "Apple today debuted iPhone 15 Pro and iPhone 15 Pro Max, designed with aerospace-grade titanium ...", "Sep 12, 2023"),
        ("https://en.wikipedia.org/wiki/IPhone_15_Pro", "iPhone 15 Pro - Wikipedia",
         "The iPhone 15 Pro and iPhone 15 Pro Max are smartphones designed and marketed by Apple Inc. ... announced on September 12, 2023 ...", "N/A"),
        ("https://www.gsmarena.com/apple_iphone_15_pro-12557.php", "Apple iPhone 15 Pro - Full phone specifications - GSMArena.com",
         "Apple iPhone 15 Pro smartphone. Announced Sep 2023. Features 6.1″ display, Apple A17 Pro chipset, 3274 mAh battery ...", "N/A"),
        ("https://www.theverge.com/23868437/apple-iphone-15-pro-max-review", "iPhone 15 Pro and 15 Pro Max review: titanium and USB-C",
         "The 15 Pro is 19 grams lighter than the 14 Pro ...", "Sep 19, 2023"),
        ("https://www.apple.com/iphone/compare/", "iPhone - Compare Models - Apple",
         "Compare features and technical specifications for iPhone models ...", "N/A"),
    )))
    turns.append((extract(specs, "Capacity, size and weight, display, chip, cameras, battery and connector of the iPhone 15 Pro"),
                  "# iPhone 15 Pro - Technical Specifications\n\nYear introduced: 2023\n\n"
                  "## Finish\n\nBlack Titanium, White Titanium, Blue Titanium, Natural Titanium\n\n"
                  "## Capacity\n\n128GB, 256GB, 512GB, 1TB\n\n"
                  "## Size and Weight\n\n- Width: 2.78 inches (70.6 mm)\n- Height: 5.77 inches (146.6 mm)\n- Depth: 0.32 inch (8.25 mm)\n- Weight: 6.60 ounces (187 grams)\n\n"
                  "## Display\n\n- Super Retina XDR display\n- 6.1-inch (diagonal) all-screen OLED display\n- 2556-by-1179-pixel resolution at 460 ppi\n"
                  "- ProMotion technology with adaptive refresh rates up to 120Hz; Always-On display\n- 1000 nits max brightness (typical); 1600 nits peak brightness (HDR); 2000 nits peak brightness (outdoor)\n\n"
                  "## Chip\n\nA17 Pro chip: new 6-core CPU with 2 performance and 4 efficiency cores; new 6-core GPU; new 16-core Neural Engine\n\n"
                  "## Camera\n\nPro camera system: 48MP Main (24 mm, ƒ/1.78), 12MP Ultra Wide (13 mm, ƒ/2.2), 12MP 3x Telephoto (77 mm, ƒ/2.8); 3x optical zoom in, 2x optical zoom out; 6x optical zoom range\n\n"
                  "## Power and Battery\n\n- Video playback: up to 23 hours\n- Video playback (streamed): up to 20 hours\n- Audio playback: up to 75 hours\n- Fast-charge capable: up to 50% charge in around 30 minutes with 20W adapter or higher\n\n"
                  "## Connector\n\nUSB-C: charging, DisplayPort, USB 3 (up to 10Gb/s)\n\n"
                  "## Operating System\n\niOS 17\n"))
    turns.append(m.add({"ip15pro_body": "146.6 x 70.6 x 8.25 mm; 187 g; titanium (4 finishes)",
                        "ip15pro_display": "6.1\" OLED 2556x1179 @460 ppi, ProMotion 120Hz, 2000 nits outdoor peak",
                        "ip15pro_battery": "video up to 23 h (streamed 20 h), audio 75 h; 50% in ~30 min with 20W+",
                        "ip15pro_misc": "A17 Pro; 48MP main + 12MP UW + 12MP 3x tele; USB-C USB 3 10Gb/s; 128GB-1TB"}))
    turns.append((search("iPhone 15 Pro launch price $999 Pro Max $1199 availability September 22 2023"), srp(
        (news, "Apple unveils iPhone 15 Pro and iPhone 15 Pro Max - Apple Newsroom",
         "iPhone 15 Pro and iPhone 15 Pro Max will be available in 128GB, 256GB, 512GB, and 1TB storage capacities, starting at $999 (U.S.) ... and $1,199 (U.S.) ...", "Sep 12, 2023"),
        ("https://www.cnbc.com/2023/09/12/apple-iphone-15-pro-price.html", "Apple raises iPhone 15 Pro Max starting price to $1,199",
         "The Pro Max now starts with 256GB of storage, $100 more than last year's base model ...", "Sep 12, 2023"),
        ("https://www.macrumors.com/guide/iphone-15-pro-prices/", "iPhone 15 Pro prices around the world - MacRumors",
         "UK: from £999 (15 Pro) and £1,199 (15 Pro Max) ...", "Sep 13, 2023"),
        ("https://www.reuters.com/technology/apple-unveils-iphone-15-usb-c-2023-09-12/", "Apple unveils iPhone 15 with USB-C charging port",
         "Apple kept the price of the Pro at $999 while raising the Pro Max to $1,199 ...", "Sep 12, 2023"),
        ("https://www.apple.com/shop/buy-iphone/iphone-15-pro", "Buy iPhone 15 Pro and iPhone 15 Pro Max - Apple",
         "From $999 or $41.62/mo. for 24 mo. ...", "N/A"),
        ("https://www.reddit.com/r/iphone/comments/16h2m7b/iphone_15_pro_pricing_megathread/", "iPhone 15 Pro pricing megathread : r/iphone",
         "Pro Max base storage went to 256GB so the $1,199 is kind of the same as last year's 256GB ...", "Sep 12, 2023"),
    )))
    turns.append((extract(news, "Starting prices, storage options, pre-order and availability dates"),
                  "# Apple unveils iPhone 15 Pro and iPhone 15 Pro Max\n\nPRESS RELEASE | September 12, 2023\n\n"
                  "*Designed with aerospace-grade titanium, the new Pro lineup features A17 Pro, a customizable Action button, and the most powerful iPhone camera systems ever*\n\n"
                  "CUPERTINO, CALIFORNIA Apple today debuted iPhone 15 Pro and iPhone 15 Pro Max, designed with aerospace-grade titanium that's strong yet lightweight to deliver Apple's lightest Pro models ever. The new design also features contoured edges and a customizable Action button, allowing users to personalize their iPhone experience.\n\n"
                  "Powerful camera upgrades equivalent to seven pro lenses deliver incredible image quality, including a more advanced 48MP Main camera system that now supports a new 24MP super-high-resolution default, the next generation of portraits, and Night mode. iPhone 15 Pro Max features a 5x Telephoto camera with a tetraprism design.\n\n"
                  "## Pricing and Availability\n\n"
                  "- iPhone 15 Pro and iPhone 15 Pro Max will be available in black titanium, white titanium, blue titanium, and natural titanium.\n"
                  "- iPhone 15 Pro will be available in 128GB, 256GB, 512GB, and 1TB storage capacities, starting at **$999 (U.S.)** or $41.62 (U.S.) per month.\n"
                  "- iPhone 15 Pro Max will be available in 256GB, 512GB, and 1TB storage capacities, starting at **$1,199 (U.S.)** or $49.95 (U.S.) per month.\n"
                  "- Customers in more than 40 countries and regions will be able to pre-order iPhone 15 Pro and iPhone 15 Pro Max beginning at 5 a.m. PDT on Friday, September 15, with availability beginning Friday, September 22.\n"))
    turns.append(m.add({"ip15pro_price": "from $999 (128GB) / Pro Max from $1,199 (256GB); pre-order 15 Sep 2023, available 22 Sep 2023"}))
    turns.append((search("iPhone 16 Pro vs iPhone 15 Pro compare display size weight battery"), srp(
        (cmpu, "iPhone - Compare Models - Apple",
         "Compare iPhone 16 Pro and iPhone 15 Pro: display size, chip, camera, battery life ...", "N/A"),
        ("https://www.apple.com/newsroom/2024/09/apple-debuts-iphone-16-pro-and-iphone-16-pro-max/", "Apple debuts iPhone 16 Pro and iPhone 16 Pro Max - Apple Newsroom",
         "iPhone 16 Pro and iPhone 16 Pro Max feature larger 6.3-inch and 6.9-inch displays ...", "Sep 9, 2024"),
        ("https://www.macrumors.com/guide/iphone-16-pro-vs-iphone-15-pro/", "iPhone 16 Pro vs. iPhone 15 Pro Buyer's Guide - MacRumors",
         "The 16 Pro gets a bigger display, the A18 Pro chip, Camera Control and the 5x telephoto on both sizes ...", "Sep 20, 2024"),
        ("https://www.theverge.com/2024/9/9/24239465/apple-iphone-15-pro-discontinued", "Apple discontinues the iPhone 15 Pro and 15 Pro Max",
         "The 15 Pro models are no longer sold by Apple following the iPhone 16 Pro launch ...", "Sep 9, 2024"),
        ("https://www.tomsguide.com/phones/iphones/iphone-16-pro-vs-iphone-15-pro", "iPhone 16 Pro vs iPhone 15 Pro: what's new",
         "The iPhone 16 Pro weighs 199 grams, 12 grams more than the 15 Pro ...", "Sep 10, 2024"),
        ("https://support.apple.com/en-us/121031", "iPhone 16 Pro - Technical Specifications - Apple Support",
         "Weight: 7.03 ounces (199 grams). 6.3-inch display, 2622-by-1206-pixel resolution at 460 ppi ...", "N/A"),
    )))
    turns.append((extract(cmpu, "Side-by-side of the two models: display, weight, chip, telephoto, battery, starting price"),
                  "# iPhone - Compare Models\n\n"
                  "| | iPhone 16 Pro | iPhone 15 Pro |\n| --- | --- | --- |\n"
                  "| Finish | Desert Titanium, Natural Titanium, White Titanium, Black Titanium | Black Titanium, White Titanium, Blue Titanium, Natural Titanium |\n"
                  "| Capacity | 128GB, 256GB, 512GB, 1TB | 128GB, 256GB, 512GB, 1TB |\n"
                  "| Display | 6.3-inch Super Retina XDR, 2622-by-1206 at 460 ppi, ProMotion, up to 2000 nits (outdoor), 1 nit minimum | 6.1-inch Super Retina XDR, 2556-by-1179 at 460 ppi, ProMotion, up to 2000 nits (outdoor) |\n"
                  "| Size | 149.6 x 71.5 x 8.25 mm | 146.6 x 70.6 x 8.25 mm |\n| Weight | 199 grams | 187 grams |\n"
                  "| Chip | A18 Pro | A17 Pro |\n| Camera Control | Yes | No |\n"
                  "| Rear cameras | 48MP Fusion, 48MP Ultra Wide, 12MP 5x Telephoto | 48MP Main, 12MP Ultra Wide, 12MP 3x Telephoto |\n"
                  "| Video playback | Up to 27 hours | Up to 23 hours |\n"
                  "| Connector | USB-C (USB 3, up to 10Gb/s) | USB-C (USB 3, up to 10Gb/s) |\n"
                  "| Starting price | From $999 | No longer sold by Apple |\n"))
    turns.append(m.add({"ip16pro_vs_15pro": "16 Pro: 6.3\" 2622x1206, 199 g (+12 g), A18 Pro, 5x tele, video 27 h (vs 23 h), from $999; 15 Pro discontinued 9 Sep 2024"}))
    turns.append(m.all())
    rs.add("search", "h49-search-17", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------------------------------------------------
# 18 bad: EIA (mainstream); a later search snippet of the same FAQ gives coal a different share

US23 = [("Natural gas", 1802), ("Coal", 675), ("Petroleum", 16), ("Other gases", 12), ("Nuclear", 777), ("Wind", 425),
        ("Hydropower", 240), ("Solar", 162), ("Biomass", 50), ("Geothermal", 16), ("Other sources", 3)]


def t18(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    faq = "https://www.eia.gov/tools/faqs/faq.php?id=427&t=3"
    total = sum(v for _, v in US23)
    share = {k: f"{100 * v / total:.1f}%" for k, v in US23}
    fossil = sum(v for k, v in US23 if k in ("Natural gas", "Coal", "Petroleum", "Other gases"))
    renew = sum(v for k, v in US23 if k in ("Wind", "Hydropower", "Solar", "Biomass", "Geothermal"))
    turns.append((search("EIA electricity generation by energy source 2023 FAQ"), srp(
        (faq, "What is U.S. electricity generation by energy source? - FAQ - U.S. Energy Information Administration (EIA)",
         f"In 2023, about {total:,} billion kilowatthours (kWh) (or about 4.18 trillion kWh) of electricity were generated at utility-scale electricity generation facilities in the United States. About 60.0% of this electricity generation was from fossil fuels ...", "Feb 29, 2024"),
        ("https://www.eia.gov/energyexplained/electricity/electricity-in-the-us.php", "Electricity in the U.S. - U.S. Energy Information Administration (EIA)",
         "Natural gas was the largest source—about 43%—of U.S. utility-scale electricity generation in 2023 ...", "Jul 16, 2024"),
        ("https://www.eia.gov/electricity/monthly/", "Electric Power Monthly - U.S. Energy Information Administration (EIA)",
         "Net generation by energy source: total (all sectors), 2014-2024 ...", "N/A"),
        ("https://www.eia.gov/todayinenergy/detail.php?id=61483", "Renewables accounted for 21% of U.S. electricity generation in 2023 - EIA",
         "Wind and solar together generated more electricity than coal for the first time in March and April ...", "Mar 5, 2024"),
        ("https://ember-energy.org/countries-and-regions/united-states-of-america/", "United States | Ember",
         "Coal fell to 16% of US electricity in 2023, its lowest share on record ...", "N/A"),
        ("https://www.statista.com/statistics/220174/total-us-electricity-net-generation-by-fuel/", "U.S. electricity generation by source 2023 | Statista",
         "Natural gas accounted for the largest share of electricity generation ...", "Jun 3, 2024"),
        ("https://en.wikipedia.org/wiki/Electricity_sector_of_the_United_States", "Electricity sector of the United States - Wikipedia",
         "The United States is the world's second-largest producer and consumer of electricity ...", "N/A"),
        ("https://www.reddit.com/r/energy/comments/1b3f0w8/us_electricity_mix_2023_from_eia/", "US electricity mix 2023 (from EIA) : r/energy",
         "Gas 43%, nuclear 19%, coal 16%, wind 10% ...", "Mar 1, 2024"),
    )))
    rows = "\n".join(f"| {k} | {v:,} | {share[k]} |" for k, v in US23)
    turns.append((extract(faq, "2023 utility-scale generation total and each source's share"),
                  "# What is U.S. electricity generation by energy source?\n\nFrequently Asked Questions (FAQs) | U.S. Energy Information Administration (EIA)\n\n"
                  f"In 2023, about {total:,} billion kilowatthours (kWh) (or about 4.18 trillion kWh) of electricity were generated at utility-scale electricity generation facilities in the United States. About 60.0% of this electricity generation was from fossil fuels (coal, natural gas, petroleum, and other gases). About 18.6% was from nuclear energy, and about 21.4% was from renewable energy sources.\n\n"
                  "The U.S. Energy Information Administration estimates that an additional 73.62 billion kWh of electricity generation was from small-scale solar photovoltaic systems in 2023.\n\n"
                  "## Energy sources and percent shares of total U.S. utility-scale electricity generation in 2023\n\n"
                  "| Source | Billion kWh | Share of total |\n| --- | --- | --- |\n" + rows + "\n"
                  f"| **Total** | **{total:,}** | **100%** |\n\n"
                  f"- Fossil fuels (total): {fossil:,} billion kWh, {100 * fossil / total:.1f}%\n- Renewables (total): {renew:,} billion kWh, {100 * renew / total:.1f}%\n\n"
                  "Note: Utility-scale facilities are those with at least 1,000 kilowatts (1 megawatt) of electricity generation capacity. Pumped storage hydroelectricity is excluded because it is a net consumer of electricity.\n\n"
                  "Data source: U.S. Energy Information Administration, Electric Power Monthly, February 2024, preliminary data for 2023.\n\n"
                  "Last updated: February 29, 2024\n"))
    turns.append(m.add({"us_mix_2023": f"utility-scale {total:,} billion kWh; gas {share['Natural gas']}, coal {share['Coal']}, nuclear {share['Nuclear']}, wind {share['Wind']}, hydro {share['Hydropower']}, solar {share['Solar']}; fossil {100 * fossil / total:.1f}%, renewables {100 * renew / total:.1f}%; + 73.62 billion kWh small-scale solar (EIA FAQ, updated 29 Feb 2024)"}))
    tie = "https://www.eia.gov/todayinenergy/detail.php?id=64364"
    turns.append((search("EIA Today in Energy utility-scale solar generation 2024 growth"), srp(
        (tie, "Solar generation in the United States grew 35% in 2024 - U.S. Energy Information Administration (EIA)",
         "U.S. utility-scale solar facilities generated 218 billion kWh in 2024, up 35% from 162 billion kWh in 2023 ...", "Mar 4, 2025"),
        ("https://www.eia.gov/todayinenergy/detail.php?id=64586", "Solar and battery storage to make up 81% of new U.S. electric-generating capacity in 2025",
         "Developers plan to add 32.5 GW of utility-scale solar capacity in 2025 ...", "Feb 24, 2025"),
        ("https://www.seia.org/solar-industry-research-data", "Solar Industry Research Data - SEIA",
         "The US solar industry installed nearly 50 GWdc of capacity in 2024 ...", "Mar 11, 2025"),
        ("https://www.eia.gov/electricity/data/browser/", "Electricity Data Browser - EIA",
         "Net generation for all sectors, solar, annual ...", "N/A"),
        ("https://www.utilitydive.com/news/eia-solar-generation-2024/741200/", "Solar generation up 35% in 2024, EIA says",
         "Texas and California led the growth ...", "Mar 5, 2025"),
    )))
    turns.append((extract(tie, "Solar generation in 2024 vs 2023 and leading states"),
                  "# Solar generation in the United States grew 35% in 2024\n\nToday in Energy | March 4, 2025\n\n"
                  "U.S. utility-scale solar facilities generated 218 billion kilowatthours (kWh) in 2024, up 35% from 162 billion kWh in 2023, according to our Electric Power Monthly. Including small-scale systems, total solar generation reached about 303 billion kWh.\n\n"
                  "| State | 2024 utility-scale solar (billion kWh) | Change vs 2023 |\n| --- | --- | --- |\n| Texas | 50 | +50% |\n| California | 48 | +14% |\n| Florida | 18 | +31% |\n| Arizona | 14 | +30% |\n| North Carolina | 13 | +8% |\n\n"
                  "Utility-scale solar capacity rose by about 30 gigawatts (GW) in 2024, the most added in a single year.\n\n"
                  "Principal contributor: Mark Morey\n"))
    turns.append(m.add({"us_solar_2024": "utility-scale solar 218 billion kWh in 2024 (+35% vs 162 in 2023); ~303 incl. small-scale; ~30 GW added in 2024 (EIA TIE, 4 Mar 2025)"}))
    turns.append((search("EIA STEO solar capacity additions 2025 2026 GW forecast"), srp(
        ("https://www.eia.gov/outlooks/steo/report/elec_coal_renew.php", "Short-Term Energy Outlook: Electricity, coal, and renewables - EIA",
         "We forecast U.S. electricity generation from solar will grow by about a third in 2025 ...", "Apr 10, 2025"),
        ("https://www.eia.gov/todayinenergy/detail.php?id=64586", "Solar and battery storage to make up 81% of new U.S. electric-generating capacity in 2025",
         "Developers plan to add 63 GW of new utility-scale capacity in 2025, including 32.5 GW of solar and 18.2 GW of battery storage ...", "Feb 24, 2025"),
        ("https://www.reuters.com/business/energy/us-solar-additions-2025-eia-2025-04-10/", "US solar additions set for another record, EIA says",
         "EIA expects solar to account for about half of new capacity ...", "Apr 10, 2025"),
        ("https://www.eia.gov/outlooks/steo/", "Short-Term Energy Outlook - U.S. Energy Information Administration (EIA)",
         "Release date: April 10, 2025. Next release: May 6, 2025 ...", "Apr 10, 2025"),
    )))
    turns.append((search("share of coal in US electricity generation 2023 EIA"), srp(
        (faq, "What is U.S. electricity generation by energy source? - FAQ - U.S. Energy Information Administration (EIA)",
         "Energy sources and percent shares of total U.S. utility-scale electricity generation in 2023: natural gas 43.1%, coal 16.8%, nuclear 18.6%, renewables 21.4% ...", "Feb 29, 2024"),
        ("https://www.eia.gov/energyexplained/electricity/electricity-in-the-us.php", "Electricity in the U.S. - EIA",
         "Coal's share of U.S. electricity generation has fallen from about 45% in 2010 ...", "Jul 16, 2024"),
        ("https://www.eia.gov/todayinenergy/detail.php?id=61242", "Coal-fired power plants to retire in 2024 - EIA",
         "Operators plan to retire 2.3 GW of coal capacity in 2024 ...", "Feb 20, 2024"),
        ("https://ember-energy.org/countries-and-regions/united-states-of-america/", "United States | Ember",
         "Coal fell to 16% of US electricity in 2023, its lowest share on record ...", "N/A"),
        ("https://www.reuters.com/business/energy/us-coal-power-generation-2023-lowest-2024-01-09/", "US coal power generation in 2023 fell to lowest in decades",
         "Coal-fired output dropped about 19% from 2022 ...", "Jan 9, 2024"),
        ("https://www.statista.com/statistics/220174/total-us-electricity-net-generation-by-fuel/", "U.S. electricity generation by source 2023 | Statista",
         "Coal accounted for around 16 percent of generation ...", "Jun 3, 2024"),
    )))
    assert share["Coal"] == "16.2%" and share["Natural gas"] == "43.1%" and share["Nuclear"] == "18.6%"
    rs.add("search", "h49-search-18", SYSTEM, turns, state=EMPTY, bad=True, turn=8,
           kind="the EIA FAQ's search snippet gives coal 16.8% of 2023 generation, but the extracted FAQ page showed 16.2%")


# ---------------------------------------------------------------------------------------------------------
# 19 clean: European Medicines Agency, Leqembi (less common); a status that legitimately changes three times

def t19(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    jul = "https://www.ema.europa.eu/en/news/ema-recommends-refusal-marketing-authorisation-leqembi"
    nov = "https://www.ema.europa.eu/en/news/leqembi-recommended-approval-eu-treatment-early-alzheimers-disease"
    turns.append((search("EMA Leqembi CHMP opinion refusal July 2024 lecanemab"), srp(
        (jul, "EMA recommends refusal of marketing authorisation for Leqembi | European Medicines Agency (EMA)",
         "EMA has recommended refusing a marketing authorisation for Leqembi (lecanemab), a medicine intended for treating Alzheimer's disease ...", "Jul 26, 2024"),
        ("https://www.ema.europa.eu/en/medicines/human/EPAR/leqembi", "Leqembi | European Medicines Agency (EMA)",
         "Leqembi: EPAR - Medicine overview; Product information; Assessment history ...", "N/A"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/eu-regulator-recommends-against-approving-alzheimers-drug-leqembi-2024-07-26/", "EU regulator recommends against approving Alzheimer's drug Leqembi",
         "The European Medicines Agency said the drug's effect in delaying cognitive decline did not counterbalance the risk of serious side effects ...", "Jul 26, 2024"),
        ("https://www.eisai.com/news/2024/news202456.html", "Eisai to request re-examination of CHMP negative opinion on lecanemab",
         "Eisai will request a re-examination of the opinion by the CHMP ...", "Jul 26, 2024"),
        ("https://www.alzheimer-europe.org/news/chmp-negative-opinion-lecanemab", "Alzheimer Europe responds to CHMP negative opinion on lecanemab",
         "Alzheimer Europe is disappointed by the CHMP opinion ...", "Jul 26, 2024"),
        ("https://www.ema.europa.eu/en/documents/agenda/chmp-agenda-22-25-july-2024-meeting_en.pdf", "CHMP agenda of the 22-25 July 2024 meeting",
         "Lecanemab - EMEA/H/C/005966 - Opinion ...", "Jul 22, 2024"),
        ("https://www.statnews.com/2024/07/26/leqembi-european-medicines-agency-rejection/", "European regulators reject Alzheimer's drug Leqembi",
         "The decision contrasts with approvals in the US, Japan, China and the UK ...", "Jul 26, 2024"),
    )))
    turns.append((extract(jul, "Reasons for the refusal, the opinion date, and next steps for the company"),
                  "# EMA recommends refusal of marketing authorisation for Leqembi\n\nNews 26/07/2024\n\n"
                  "EMA has recommended refusing a marketing authorisation for Leqembi (lecanemab), a medicine intended for treating Alzheimer's disease.\n\n"
                  "The Agency's human medicines committee (CHMP) considered that the observed effect of Leqembi on delaying cognitive decline does not counterbalance the risk of serious adverse events associated with the medicine, in particular the frequent occurrence of amyloid-related imaging abnormalities (ARIA) involving swelling and potential bleeding in the brains of patients.\n\n"
                  "## About the evaluation\n\n"
                  "Leqembi was evaluated in one main study involving 1,795 patients with early Alzheimer's disease. The study showed a small difference between Leqembi and placebo on the CDR-SB score after 18 months. ARIA were more frequent and sometimes serious in people who have two copies of the ApoE4 gene.\n\n"
                  "| | |\n| --- | --- |\n| Medicine | Leqembi (lecanemab) |\n| Applicant | Eisai GmbH |\n| Procedure | EMEA/H/C/005966 |\n| CHMP opinion | Negative (refusal), 25 July 2024 |\n\n"
                  "## What happens next\n\nThe applicant may request a re-examination of the opinion within 15 days of receipt. If a re-examination is requested, the CHMP will re-examine its opinion and issue a final recommendation.\n"))
    turns.append(m.add({"leqembi_eu_status": "CHMP negative opinion (refusal recommended) 25 Jul 2024, EMEA/H/C/005966, applicant Eisai GmbH; Eisai to request re-examination",
                        "leqembi_eu_reason": "ARIA risk (esp. ApoE4 homozygotes) judged to outweigh small CDR-SB benefit in 1,795-patient study"}))
    turns.append((search("Leqembi re-examination CHMP positive opinion November 2024 ApoE4 non-carriers heterozygotes"), srp(
        (nov, "Leqembi recommended for approval in the EU for treatment of early Alzheimer's disease | EMA",
         "Following the re-examination of its initial opinion, EMA has recommended granting a marketing authorisation to Leqembi (lecanemab) for treating mild cognitive impairment or mild dementia due to Alzheimer's disease in patients who have only one or no copy of ApoE4 ...", "Nov 14, 2024"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/eu-drug-regulator-backs-eisai-biogens-alzheimers-drug-after-re-examination-2024-11-14/", "EU drug regulator backs Eisai-Biogen's Alzheimer's drug after re-examination",
         "The EMA recommended approval for a restricted group of patients ...", "Nov 14, 2024"),
        ("https://www.eisai.com/news/2024/news202484.html", "Lecanemab receives positive CHMP opinion following re-examination",
         "The CHMP adopted a positive opinion for patients who are ApoE ε4 non-carriers or heterozygotes ...", "Nov 15, 2024"),
        (jul, "EMA recommends refusal of marketing authorisation for Leqembi | EMA",
         "The CHMP considered that the observed effect of Leqembi on delaying cognitive decline does not counterbalance the risk ...", "Jul 26, 2024"),
        ("https://www.alzforum.org/news/research-news/ema-reverses-course-backs-leqembi-apoe4-non-homozygotes", "EMA reverses course, backs Leqembi for ApoE4 non-homozygotes | ALZFORUM",
         "The re-examination narrowed the label to exclude ApoE4 homozygotes ...", "Nov 15, 2024"),
        ("https://www.ema.europa.eu/en/documents/agenda/chmp-agenda-11-14-november-2024-meeting_en.pdf", "CHMP agenda of the 11-14 November 2024 meeting",
         "Re-examination: Leqembi - lecanemab - EMEA/H/C/005966 ...", "Nov 11, 2024"),
    )))
    turns.append((extract(nov, "Outcome of re-examination, restricted population, conditions"),
                  "# Leqembi recommended for approval in the EU for treatment of early Alzheimer's disease\n\nNews 14/11/2024\n\n"
                  "Following the re-examination of its initial opinion, EMA has recommended granting a marketing authorisation to Leqembi (lecanemab) for treating mild cognitive impairment (memory and thinking problems) or mild dementia due to Alzheimer's disease (early Alzheimer's disease) in patients who have only one or no copy of ApoE4, a certain form of the gene for the protein apolipoprotein E.\n\n"
                  "In July 2024, the Agency's human medicines committee (CHMP) had recommended refusing marketing authorisation for Leqembi. The company requested a re-examination of the opinion. During the re-examination, the CHMP reviewed data from a restricted population of patients who were not ApoE4 homozygotes, in whom the risk of ARIA was lower.\n\n"
                  "| | |\n| --- | --- |\n| Medicine | Leqembi (lecanemab) |\n| Procedure | EMEA/H/C/005966 |\n| Initial CHMP opinion | Negative, 25 July 2024 |\n| Re-examination outcome | Positive, 14 November 2024 |\n| Population | ApoE4 non-carriers or heterozygotes |\n\n"
                  "## Conditions\n\n- Controlled access programme to ensure use only in the recommended population\n- MRI scans before and during treatment to monitor ARIA\n- Post-authorisation safety study and EU-wide registry\n\n"
                  "The CHMP opinion will now be sent to the European Commission for a legally binding decision.\n"))
    turns.append(m.update({"leqembi_eu_status": "CHMP re-examination POSITIVE 14 Nov 2024 (initial negative opinion 25 Jul 2024 reversed), restricted to ApoE4 non-carriers/heterozygotes; awaiting European Commission decision"}))
    turns.append((search("European Commission grants marketing authorisation Leqembi April 2025"), srp(
        ("https://www.eisai.com/news/2025/news202525.html", "European Commission approves LEQEMBI for early Alzheimer's disease",
         "The European Commission granted marketing authorisation for lecanemab in the EU on 15 April 2025 for ApoE ε4 non-carriers or heterozygotes ...", "Apr 16, 2025"),
        ("https://www.ema.europa.eu/en/medicines/human/EPAR/leqembi", "Leqembi | European Medicines Agency (EMA)",
         "Authorisation status: Authorised. Date of authorisation: 15/04/2025 ...", "N/A"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/eu-approves-eisai-biogens-alzheimers-drug-leqembi-2025-04-16/", "EU approves Eisai-Biogen's Alzheimer's drug Leqembi",
         "The approval came after an unusually long wait following the EMA's November recommendation ...", "Apr 16, 2025"),
        ("https://www.fiercepharma.com/pharma/leqembi-eu-approval-european-commission", "After delay, European Commission signs off on Leqembi",
         "The Commission had sent the opinion back to the CHMP in January for further consideration of safety measures ...", "Apr 16, 2025"),
        ("https://www.alzheimer-europe.org/news/european-commission-approves-lecanemab", "Alzheimer Europe welcomes European Commission approval of lecanemab",
         "Access will now depend on national reimbursement decisions ...", "Apr 17, 2025"),
    )))
    turns.append(m.update({"leqembi_eu_status": "AUTHORISED by European Commission 15 Apr 2025 for ApoE4 non-carriers/heterozygotes (CHMP: negative 25 Jul 2024 -> positive on re-examination 14 Nov 2024)"}))
    turns.append(m.all())
    rs.add("search", "h49-search-19", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------------------------------------------------
# 20 bad: The Guardian live blog, deadline day 30 August 2024 (mainstream); a later read of the live page is older

LIVE = [
    ("18:22", "Raheem Sterling has completed his medical at Arsenal. The loan from Chelsea is for the season and contains no option to buy; Chelsea will cover part of his wages, which are believed to be around £325,000 a week."),
    ("18:09", "**Manchester United confirm the signing of Manuel Ugarte** from Paris Saint-Germain on a five-year deal, with the option of a further year. The fee is an initial €50m (£42m) plus add-ons."),
    ("17:55", "Jadon Sancho's move to Chelsea is agreed: a season-long loan from Manchester United with an obligation to buy for between £20m and £25m next summer. He is at Cobham for his medical."),
    ("17:41", "**Eddie Nketiah joins Crystal Palace** from Arsenal for an initial £25m, rising to £30m with add-ons. He signs a five-year contract."),
    ("17:28", "Ben Chilwell stays put for now: Chelsea's left-back has had no acceptable offer and is expected to remain at Stamford Bridge beyond the window."),
    ("17:10", "Arsenal and Chelsea have agreed terms for Raheem Sterling. Talks on the structure of the loan have gone on throughout the afternoon."),
    ("16:46", "Welcome to the final day of the summer window. Premier League clubs have until 11pm BST to register deals; deal sheets give an extra two hours to complete paperwork."),
]


def live_page(upto: int) -> str:
    entries = LIVE[upto:]
    head = entries[0][0]
    body = "\n\n".join(f"### {t} BST\n\n{txt}" for t, txt in entries)
    return ("# Transfer deadline day 2024: Sterling to Arsenal, Sancho to Chelsea, Ugarte to Manchester United – live\n\n"
            "The Guardian | Football | Live | Fri 30 Aug 2024 | Updated " + head + " BST\n\n"
            "By Will Unwin and Barry Glendenning\n\n"
            "## Key events\n\n" + "\n".join(f"- {t} {txt.split('.')[0].replace('**', '')}" for t, txt in entries[:5]) + "\n\n"
            "## Live feed\n\n" + body + "\n")


def t20(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    live = "https://www.theguardian.com/football/live/2024/aug/30/transfer-deadline-day-2024-live-sterling-sancho-chelsea-arsenal-manchester-united"
    sancho = "https://www.theguardian.com/football/article/2024/aug/30/jadon-sancho-chelsea-loan-obligation-manchester-united"
    turns.append((search("transfer deadline day live Guardian 30 August 2024 Sterling Arsenal"), srp(
        (live, "Transfer deadline day 2024: Sterling to Arsenal, Sancho to Chelsea, Ugarte to Manchester United – live",
         "Follow all the latest news and confirmed deals on the final day of the summer transfer window ...", "Aug 30, 2024"),
        ("https://www.bbc.co.uk/sport/football/live/c3gr2x0mdg0t", "Transfer deadline day LIVE: Sterling, Sancho, Ugarte and latest deals - BBC Sport",
         "The Premier League window closes at 23:00 BST ...", "Aug 30, 2024"),
        ("https://www.skysports.com/football/news/11095/13205711/transfer-deadline-day-live", "Transfer deadline day live: Sterling set for Arsenal loan",
         "Raheem Sterling is closing in on a season-long loan move from Chelsea to Arsenal ...", "Aug 30, 2024"),
        ("https://www.espn.co.uk/football/story/_/id/41016545/transfer-deadline-day-live-updates", "Transfer deadline day 2024: Live updates - ESPN",
         "Every done deal as the window shuts in England ...", "Aug 30, 2024"),
        ("https://www.theathletic.com/5730321/2024/08/30/transfer-deadline-day-live/", "Transfer deadline day 2024 live: latest news - The Athletic",
         "Chelsea's busy window continues ...", "Aug 30, 2024"),
    )))
    turns.append((extract(live, "Confirmed and agreed deals so far with times and terms"), live_page(0)))
    turns.append(m.add({"sterling": "Chelsea -> Arsenal, season-long loan, no option to buy; Chelsea pay part of ~£325k/week wages; medical done 18:22 BST 30 Aug 2024 (Guardian live)",
                        "ugarte": "PSG -> Man Utd, confirmed 18:09 BST; 5-year deal + option; initial €50m (£42m) + add-ons",
                        "nketiah": "Arsenal -> Crystal Palace, initial £25m rising to £30m; 5-year contract (17:41 BST)"}))
    turns.append((search("Sancho Chelsea loan obligation to buy fee Manchester United confirmed"), srp(
        (sancho, "Jadon Sancho joins Chelsea on loan from Manchester United with obligation to buy",
         "Chelsea have signed Jadon Sancho on a season-long loan from Manchester United, with an obligation to make the deal permanent next summer for between £20m and £25m ...", "Aug 30, 2024"),
        ("https://www.chelseafc.com/en/news/article/jadon-sancho-joins-chelsea", "Jadon Sancho joins Chelsea | Official Site | Chelsea Football Club",
         "Chelsea Football Club is delighted to announce the signing of Jadon Sancho on loan from Manchester United ...", "Aug 30, 2024"),
        ("https://www.manutd.com/en/news/detail/jadon-sancho-joins-chelsea-on-loan", "Jadon Sancho joins Chelsea on loan | Manchester United",
         "Jadon Sancho has joined Chelsea on a season-long loan, with an obligation to make the move permanent ...", "Aug 30, 2024"),
        ("https://www.bbc.co.uk/sport/football/articles/cx2l5lgv0zko", "Jadon Sancho: Chelsea sign Man Utd winger on loan with obligation to buy",
         "The obligation becomes binding if certain conditions are met ...", "Aug 30, 2024"),
        ("https://www.skysports.com/football/news/11668/13205829/jadon-sancho-chelsea-complete-loan", "Jadon Sancho: Chelsea complete loan signing",
         "Sancho will wear the No 19 shirt ...", "Aug 30, 2024"),
    )))
    turns.append((extract(sancho, "Loan terms, obligation fee, and background of his time at Manchester United"),
                  "# Jadon Sancho joins Chelsea on loan from Manchester United with obligation to buy\n\n"
                  "The Guardian | Football | Fri 30 Aug 2024 18.47 BST\n\nBy Jamie Jackson\n\n"
                  "Chelsea have signed Jadon Sancho on a season-long loan from Manchester United, with an obligation to make the deal permanent next summer for between £20m and £25m.\n\n"
                  "The 24-year-old, who cost United £73m from Borussia Dortmund in 2021, spent the second half of last season back on loan at Dortmund after a public falling out with Erik ten Hag. He helped the German club reach the Champions League final.\n\n"
                  "Sancho made 83 appearances for United, scoring 12 goals. He will wear the No 19 shirt at Chelsea, who have now signed 11 senior players this summer.\n\n"
                  "> \"I am delighted to join Chelsea, a club with a lot of history and ambition,\" Sancho said.\n\n"
                  "The obligation to buy becomes binding if certain conditions are met during the season.\n"))
    turns.append(m.add({"sancho": "Man Utd -> Chelsea, season-long loan with obligation to buy £20m-£25m in summer 2025; No 19 (Guardian 18:47 BST 30 Aug 2024)"}))
    turns.append((extract(live, "Any newer confirmed deals since the last check"), live_page(3)))
    turns.append((search("Raheem Sterling Arsenal squad number confirmed loan"), srp(
        ("https://www.arsenal.com/news/raheem-sterling-joins-loan", "Raheem Sterling joins on loan | Arsenal.com",
         "We are delighted to announce that Raheem Sterling has joined us on a season-long loan from Chelsea. Raheem will wear the number 30 ...", "Aug 30, 2024"),
        ("https://www.theguardian.com/football/article/2024/aug/30/raheem-sterling-arsenal-loan-chelsea", "Raheem Sterling completes loan move to Arsenal from Chelsea",
         "Sterling joins on a season-long loan with no option to buy ...", "Aug 30, 2024"),
        ("https://www.bbc.co.uk/sport/football/articles/c4gl0k9yx9jo", "Raheem Sterling: Arsenal sign Chelsea forward on season-long loan",
         "The 29-year-old was left out of Chelsea's squads by Enzo Maresca ...", "Aug 30, 2024"),
        ("https://www.skysports.com/football/news/11095/13205873/raheem-sterling-arsenal-complete-loan", "Raheem Sterling: Arsenal complete deadline-day loan",
         "Sterling becomes Arsenal's third summer signing after Riccardo Calafiori and Mikel Merino ...", "Aug 30, 2024"),
    )))
    turns.append(m.all())
    rs.add("search", "h49-search-20", SYSTEM, turns, state=EMPTY, bad=True, turn=7,
           kind="re-reading the Guardian live blog shows it 'Updated 17:41 BST' with the 17:55-18:22 entries gone, older than the 18:22 version read at turn 2")


# ---------------------------------------------------------------------------------------------------------
# 21 bad: PCPartPicker (less common); re-reading a saved build list shows a total that no longer adds up

BUILD = [
    ("CPU", "AMD Ryzen 7 7800X3D 4.2 GHz 8-Core Processor", "Amazon", 35900),
    ("CPU Cooler", "Thermalright Peerless Assassin 120 SE 66.17 CFM CPU Cooler", "Amazon", 3490),
    ("Motherboard", "MSI MAG B650 TOMAHAWK WIFI ATX AM5 Motherboard", "Newegg", 18999),
    ("Memory", "G.Skill Flare X5 32 GB (2 x 16 GB) DDR5-6000 CL30 Memory", "Newegg", 9999),
    ("Storage", "Samsung 990 Pro 2 TB M.2-2280 PCIe 4.0 X4 NVME Solid State Drive", "Amazon", 16999),
    ("Video Card", "MSI VENTUS 2X OC GeForce RTX 4070 SUPER 12 GB Video Card", "Amazon", 58999),
    ("Case", "Fractal Design North ATX Mid Tower Case", "B&H", 12999),
    ("Power Supply", "Corsair RM850e (2023) 850 W 80+ Gold Certified Fully Modular ATX Power Supply", "Best Buy", 10999),
]


def usd(cents: int) -> str:
    return f"${cents // 100:,}.{cents % 100:02d}"


def build_page(base_override: int | None = None) -> str:
    base = sum(c for *_, c in BUILD)
    rebate = 1000
    shown_base = base if base_override is None else base_override
    rows = "\n".join(f"| {t} | {n} | {s} | {usd(c)} |" for t, n, s, c in BUILD)
    return ("# 7800X3D + 4070 SUPER 1440p build\n\nPCPartPicker Part List: https://pcpartpicker.com/list/Kd9xYq | by **northfield_rig** | Saved 3 days ago\n\n"
            "| Type | Item | Where | Price |\n| --- | --- | --- | --- |\n" + rows + "\n\n"
            "Prices include shipping, taxes, rebates, and discounts\n\n"
            f"| | |\n| --- | --- |\n| Base Total | {usd(shown_base)} |\n| Mail-in Rebates | -{usd(rebate)} |\n| **Total** | **{usd(shown_base - rebate)}** |\n\n"
            "Generated by PCPartPicker\n\n"
            "## Compatibility\n\n- No issues or incompatibilities found.\n- Note: Some AMD B650 chipset motherboards may need a BIOS update prior to using Ryzen 8000-series CPUs.\n\n"
            "Estimated Wattage: 431W\n")


def t21(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    gpu = "https://pcpartpicker.com/product/Dxfxr7/msi-ventus-2x-oc-geforce-rtx-4070-super-12-gb-video-card-rtx-4070-super-12g-ventus-2x-oc"
    lst = "https://pcpartpicker.com/list/Kd9xYq"
    cpu = "https://pcpartpicker.com/product/3hyH99/amd-ryzen-7-7800x3d-42-ghz-8-core-processor-100-100000910wof"
    base = sum(c for *_, c in BUILD)
    turns.append((search("MSI Ventus 2X OC RTX 4070 SUPER price PCPartPicker"), srp(
        (gpu, "MSI VENTUS 2X OC GeForce RTX 4070 SUPER 12 GB Video Card (RTX 4070 SUPER 12G VENTUS 2X OC) - PCPartPicker",
         "Compare prices from Amazon, Newegg, B&H, Best Buy and more. Chipset: GeForce RTX 4070 SUPER. Memory: 12 GB GDDR6X. Boost Clock: 2505 MHz. Length: 242 mm ...", "N/A"),
        ("https://pcpartpicker.com/products/video-card/#c=552", "GeForce RTX 4070 SUPER Video Cards - PCPartPicker",
         "Choose from 74 GeForce RTX 4070 SUPER video cards, sorted by price ...", "N/A"),
        ("https://www.msi.com/Graphics-Card/GeForce-RTX-4070-SUPER-12G-VENTUS-2X-OC", "GeForce RTX 4070 SUPER 12G VENTUS 2X OC - MSI",
         "Boost: 2505 MHz (MSI Center). Card dimensions 242 x 125 x 50 mm ...", "N/A"),
        ("https://www.techpowerup.com/review/msi-geforce-rtx-4070-super-ventus-2x-oc/", "MSI GeForce RTX 4070 Super Ventus 2X OC Review - TechPowerUp",
         "The Ventus 2X is the MSRP option at $599 with a compact dual-fan design ...", "Jan 16, 2024"),
        ("https://www.reddit.com/r/buildapcsales/comments/1ew3k4t/gpu_msi_ventus_2x_rtx_4070_super_58999/", "[GPU] MSI Ventus 2X RTX 4070 Super - $589.99 : r/buildapcsales",
         "Lowest in a while, Amazon ...", "Aug 19, 2024"),
        ("https://www.newegg.com/msi-geforce-rtx-4070-super-rtx-4070-super-12g-ventus-2x-oc/p/N82E16814137852", "MSI Ventus GeForce RTX 4070 SUPER 12GB GDDR6X - Newegg.com",
         "PCI Express 4.0 x16, DLSS 3 ...", "N/A"),
    )))
    turns.append((extract(gpu, "Current lowest price by merchant, price history, and key specs"),
                  "# MSI VENTUS 2X OC GeForce RTX 4070 SUPER 12 GB Video Card\n\nManufacturer: MSI | Part #: RTX 4070 SUPER 12G VENTUS 2X OC | Ratings: ★★★★★ (38 ratings)\n\n"
                  "## Prices\n\n| Merchant | Base | Promo | Shipping | Tax | Availability | Price |\n| --- | --- | --- | --- | --- | --- | --- |\n"
                  "| Amazon | $589.99 | | FREE | | In stock | $589.99 |\n| Newegg | $599.99 | | FREE | | In stock | $599.99 |\n"
                  "| B&H | $599.00 | | FREE | | In stock | $599.00 |\n| Best Buy | $599.99 | | FREE | | In stock | $599.99 |\n| Adorama | $609.99 | | FREE | | In stock | $609.99 |\n\n"
                  "Prices include shipping, taxes, rebates, and discounts. Price alert: set\n\n"
                  "## Price History (last 90 days)\n\nLow: $579.99 (Jul 4) | High: $619.99 (Jun 12) | Current: $589.99\n\n"
                  "## Specifications\n\n| | |\n| --- | --- |\n| Chipset | GeForce RTX 4070 SUPER |\n| Memory | 12 GB |\n| Memory Type | GDDR6X |\n| Core Clock | 1980 MHz |\n"
                  "| Boost Clock | 2505 MHz |\n| Interface | PCIe x16 |\n| Length | 242 mm |\n| TDP | 220 W |\n| Cooling | 2 Fans |\n| External Power | 1 PCIe 16-pin |\n| Frame Sync | G-Sync |\n"))
    turns.append(m.add({"gpu_4070s_ventus": "lowest $589.99 (Amazon); Newegg/Best Buy $599.99, B&H $599.00, Adorama $609.99; 90-day low $579.99; 242 mm, 220 W, 1x 16-pin"}))
    turns.append((search("PCPartPicker list 7800X3D 4070 SUPER 1440p build Fractal North"), srp(
        (lst, "7800X3D + 4070 SUPER 1440p build - PCPartPicker",
         "AMD Ryzen 7 7800X3D, MSI MAG B650 TOMAHAWK WIFI, G.Skill Flare X5 32 GB, MSI VENTUS 2X OC RTX 4070 SUPER, Fractal Design North ...", "N/A"),
        ("https://pcpartpicker.com/b/QmtXsY", "7800X3D / 4070 Super in the North - PCPartPicker Completed Build",
         "Walnut front, white build. Temps under 75C in games ...", "Jun 2, 2024"),
        ("https://www.reddit.com/r/buildapc/comments/1dy8zq2/first_build_7800x3d_4070_super_north/", "First build - 7800X3D + 4070 Super in a Fractal North : r/buildapc",
         "Here's my list, anything I should change? ...", "Jul 8, 2024"),
        ("https://pcpartpicker.com/guide/Bqpzgm/excellent-amd-gaming-build", "Excellent AMD Gaming Build - PCPartPicker Build Guide",
         "A high-end AMD build for 1440p gaming ...", "N/A"),
        ("https://www.tomshardware.com/reviews/best-pc-builds,5976.html", "Best PC Builds 2024 | Tom's Hardware",
         "Our $1,700 gaming build pairs a 7800X3D with an RTX 4070 Super ...", "Aug 1, 2024"),
    )))
    turns.append((extract(lst, "All parts with prices and the list total"), build_page()))
    turns.append(m.add({"build_Kd9xYq": f"8 parts; base total {usd(base)}, -$10.00 mail-in rebate -> total {usd(base - 1000)}; est. 431W; no compatibility issues"}))
    turns.append((search("Ryzen 7 7800X3D price PCPartPicker price history"), srp(
        (cpu, "AMD Ryzen 7 7800X3D 4.2 GHz 8-Core Processor (100-100000910WOF) - PCPartPicker",
         "Compare prices from Amazon, Newegg, B&H and more. Core count 8, performance core clock 4.2 GHz, boost 5 GHz, TDP 120 W ...", "N/A"),
        ("https://pcpartpicker.com/trends/price/cpu/", "CPU Price Trends - PCPartPicker",
         "Average price over time for popular CPUs ...", "N/A"),
        ("https://camelcamelcamel.com/product/B0BTZB7F88", "AMD Ryzen 7 7800X3D price tracker - camelcamelcamel",
         "Amazon price history for AMD Ryzen 7 7800X3D ...", "N/A"),
        ("https://www.reddit.com/r/buildapcsales/comments/1eq0y0a/cpu_amd_ryzen_7_7800x3d_359/", "[CPU] AMD Ryzen 7 7800X3D - $359 : r/buildapcsales",
         "Back down to $359 at Amazon ...", "Aug 12, 2024"),
    )))
    turns.append((extract(cpu, "Current prices by merchant and specs"),
                  "# AMD Ryzen 7 7800X3D 4.2 GHz 8-Core Processor\n\nManufacturer: AMD | Part #: 100-100000910WOF | Ratings: ★★★★★ (412 ratings)\n\n"
                  "## Prices\n\n| Merchant | Base | Shipping | Availability | Price |\n| --- | --- | --- | --- | --- |\n"
                  "| Amazon | $359.00 | FREE | In stock | $359.00 |\n| Newegg | $369.00 | FREE | In stock | $369.00 |\n| B&H | $389.00 | FREE | In stock | $389.00 |\n| Best Buy | $399.99 | FREE | In stock | $399.99 |\n\n"
                  "## Price History (last 90 days)\n\nLow: $339.00 (May 28) | High: $399.00 (Jul 21) | Current: $359.00\n\n"
                  "## Specifications\n\n| | |\n| --- | --- |\n| Core Count | 8 |\n| Thread Count | 16 |\n| Performance Core Clock | 4.2 GHz |\n| Performance Core Boost Clock | 5 GHz |\n"
                  "| L3 Cache | 96 MB |\n| TDP | 120 W |\n| Socket | AM5 |\n| Integrated Graphics | Radeon |\n| Includes Cooler | No |\n"))
    turns.append(m.update({"build_Kd9xYq": f"8 parts; base total {usd(base)}, -$10.00 mail-in rebate -> total {usd(base - 1000)}; est. 431W; no compatibility issues; CPU $359.00 is the current lowest (Amazon; 90-day low $339.00)"}))
    turns.append((search("Fractal Design North vs Lian Li Lancool 216 price airflow"), srp(
        ("https://pcpartpicker.com/product/hWgXsY/fractal-design-north-atx-mid-tower-case-fd-c-nor1c-01", "Fractal Design North ATX Mid Tower Case - PCPartPicker",
         "Compare prices: B&H $129.99, Amazon $139.99, Newegg $139.99 ...", "N/A"),
        ("https://pcpartpicker.com/product/Gcb7YJ/lian-li-lancool-216-atx-mid-tower-case-lan216x", "Lian Li LANCOOL 216 ATX Mid Tower Case - PCPartPicker",
         "Compare prices: Amazon $99.99, Newegg $104.99 ...", "N/A"),
        ("https://www.gamersnexus.net/hwreviews/fractal-north-case-review", "Fractal North Case Review: Thermals, Noise - GamersNexus",
         "The mesh version runs cooler than the tempered glass variant ...", "Feb 1, 2023"),
        ("https://www.reddit.com/r/buildapc/comments/1bq0h2v/north_or_lancool_216/", "North or Lancool 216? : r/buildapc",
         "216 for airflow and price, North for looks ...", "Mar 28, 2024"),
    )))
    turns.append((extract(lst, "Estimated wattage and any compatibility notes"), build_page(base + 2000)))
    turns.append(m.get(["gpu_4070s_ventus", "build_Kd9xYq"]))
    assert usd(base) == "$1,683.84"
    rs.add("search", "h49-search-21", SYSTEM, turns, state=EMPTY, bad=True, turn=11,
           kind="re-reading the saved build list shows Base Total $1,703.84 (Total $1,693.84) though every part price is unchanged and summed to $1,683.84 at turn 5")


# ---------------------------------------------------------------------------------------------------------
# 22 clean: Reuters, Microsoft / Activision Blizzard (mainstream); headline value vs accounting purchase price

def t22(rs: RowSet) -> None:
    m = Mem()
    turns: list[tuple[str, str]] = []
    close = "https://www.reuters.com/technology/microsoft-closes-69-bln-activision-deal-after-uk-approval-2023-10-13/"
    tenq = "https://www.sec.gov/Archives/edgar/data/789019/000095017024008814/msft-20231231.htm"
    ninth = "https://www.reuters.com/legal/us-appeals-court-rejects-ftc-bid-block-microsofts-activision-deal-2025-05-07/"
    turns.append((search("Microsoft completes Activision Blizzard acquisition Reuters October 13 2023"), srp(
        (close, "Microsoft closes $69 billion Activision deal after UK approval | Reuters",
         "Microsoft completed its $69 billion acquisition of Activision Blizzard on Friday, after Britain's competition regulator approved the restructured deal ...", "Oct 13, 2023"),
        ("https://news.microsoft.com/2023/10/13/microsoft-completes-acquisition-of-activision-blizzard/", "Microsoft completes acquisition of Activision Blizzard - Microsoft News",
         "Today we officially welcome Activision Blizzard to Team Xbox ...", "Oct 13, 2023"),
        ("https://www.gov.uk/government/news/microsoft-activision-deal-approved", "CMA clears Microsoft/Activision deal after restructure - GOV.UK",
         "The CMA has cleared Microsoft's restructured deal to buy Activision, which prevents it from taking control of cloud gaming rights ...", "Oct 13, 2023"),
        ("https://news.microsoft.com/2022/01/18/microsoft-to-acquire-activision-blizzard-to-bring-the-joy-and-community-of-gaming-to-everyone-across-every-device/", "Microsoft to acquire Activision Blizzard to bring the joy and community of gaming to everyone, across every device",
         "Microsoft will acquire Activision Blizzard for $95.00 per share, in an all-cash transaction valued at $68.7 billion, inclusive of Activision Blizzard's net cash ...", "Jan 18, 2022"),
        ("https://www.theverge.com/2023/10/13/23791235/microsoft-activision-blizzard-acquisition-complete-finalized", "Microsoft officially owns Activision Blizzard",
         "After nearly two years of regulatory battles, the deal is done ...", "Oct 13, 2023"),
        ("https://en.wikipedia.org/wiki/Acquisition_of_Activision_Blizzard_by_Microsoft", "Acquisition of Activision Blizzard by Microsoft - Wikipedia",
         "On January 18, 2022, Microsoft announced its intent to acquire Activision Blizzard for $68.7 billion ... completed on October 13, 2023 ...", "N/A"),
        ("https://www.ubisoft.com/en-us/company/about-us/news/cloud-streaming-rights-activision", "Ubisoft to acquire cloud streaming rights for Activision Blizzard games",
         "Ubisoft will hold the cloud streaming rights outside the EEA for current and new Activision Blizzard PC and console games released over the next 15 years ...", "Aug 22, 2023"),
    )))
    turns.append((extract(close, "Completion date, deal value and per-share price, what the UK required"),
                  "# Microsoft closes $69 billion Activision deal after UK approval\n\nBy Paul Sandle and Sam Nussey | October 13, 2023 7:02 PM GMT+1 | Updated October 13, 2023\n\n"
                  "LONDON, Oct 13 (Reuters) - Microsoft completed its $69 billion acquisition of Activision Blizzard on Friday, after Britain's competition regulator approved the restructured deal, ending a 21-month battle with regulators around the world.\n\n"
                  "The Competition and Markets Authority (CMA), which had blocked the original deal in April, said the new structure, under which Microsoft sold the cloud streaming rights for Activision's current and new PC and console games to Ubisoft Entertainment for 15 years outside the European Economic Area, opened up competition in the nascent cloud gaming market.\n\n"
                  "> \"The CMA's intervention in this deal has ensured that Microsoft will not have control over cloud gaming rights for popular Activision content,\" said Sarah Cardell, chief executive of the CMA.\n\n"
                  "Microsoft announced the deal in January 2022, offering $95 per share in cash, valuing the 'Call of Duty' maker at $68.7 billion. It is the biggest acquisition in the history of the gaming industry and Microsoft's largest ever.\n\n"
                  "The U.S. Federal Trade Commission lost a bid to block the deal in federal court in July, when Judge Jacqueline Scott Corley denied its request for a preliminary injunction. The FTC has appealed.\n\n"
                  "Activision's shares were suspended from trading on the Nasdaq before the deal closed.\n\n"
                  "Reporting by Paul Sandle and Sam Nussey; Editing by Kate Holton\n"))
    turns.append(m.add({"msft_atvi_deal": "announced 18 Jan 2022, $95.00/share cash, $68.7B (incl. ATVI net cash; Reuters headline rounds to $69B); closed 13 Oct 2023 after CMA cleared restructured deal (cloud rights outside EEA to Ubisoft for 15 yrs)",
                        "msft_atvi_ftc": "FTC preliminary injunction denied by Judge Corley (N.D. Cal.) Jul 2023; FTC appealed"}))
    turns.append((search("Microsoft 10-Q Activision Blizzard total purchase price 75.4 billion"), srp(
        (tenq, "msft-20231231 10-Q - SEC.gov",
         "On October 13, 2023, we completed our acquisition of Activision Blizzard, Inc. for a total purchase price of $75.4 billion, consisting primarily of cash ...", "Jan 30, 2024"),
        ("https://www.theverge.com/2024/1/30/24056184/microsoft-activision-blizzard-75-billion-purchase-price", "Microsoft's Activision deal cost $75.4 billion on paper, not $68.7 billion",
         "The $68.7 billion figure announced in 2022 was inclusive of Activision's net cash; the accounting purchase price counts the full $95-a-share payout ...", "Jan 30, 2024"),
        ("https://www.microsoft.com/en-us/investor/earnings/fy-2024-q2/press-release-webcast", "Microsoft FY24 Q2 earnings press release",
         "Revenue was $62.0 billion and increased 18%; results include Activision Blizzard since October 13 ...", "Jan 30, 2024"),
        ("https://www.cnbc.com/2024/01/30/microsoft-msft-q2-earnings-report-2024.html", "Microsoft beats on revenue as Activision adds to gaming",
         "Activision Blizzard contributed 44 points of net impact to Xbox content and services revenue growth ...", "Jan 30, 2024"),
        ("https://www.sec.gov/Archives/edgar/data/789019/000095017023054855/msft-20230930.htm", "msft-20230930 10-Q - SEC.gov",
         "Quarterly report for the period ended September 30, 2023 ...", "Oct 24, 2023"),
    )))
    turns.append((extract(tenq, "The Activision Blizzard business-combination note: purchase price and allocation"),
                  "# FORM 10-Q — Microsoft Corporation\n\nFor the Quarterly Period Ended December 31, 2023 | Commission File Number 001-37845\n\n"
                  "## NOTE 7 — BUSINESS COMBINATIONS\n\n### Activision Blizzard, Inc.\n\n"
                  "On October 13, 2023, we completed our acquisition of Activision Blizzard, Inc. (\"Activision Blizzard\") for a total purchase price of $75.4 billion, consisting primarily of cash. Activision Blizzard is a leader in game development and an interactive entertainment content publisher. The acquisition will accelerate the growth in our gaming business across mobile, PC, console, and cloud gaming. The financial results of Activision Blizzard have been included in our consolidated financial statements since the date of the acquisition. Activision Blizzard is reported as part of our More Personal Computing segment.\n\n"
                  "The purchase price allocation as of the date of acquisition was based on a preliminary valuation and is subject to revision as more detailed analyses are completed and additional information about the fair value of assets acquired and liabilities assumed becomes available.\n\n"
                  "The major classes of assets and liabilities to which we have preliminarily allocated the purchase price were as follows:\n\n"
                  "| (In millions) | |\n| --- | --- |\n| Cash and cash equivalents | $ 12,976 |\n| Goodwill | 50,902 |\n| Intangible assets | 22,604 |\n| Other assets | 4,233 |\n| Other liabilities | (15,317) |\n| **Total** | **$ 75,398** |\n\n"
                  "Goodwill was assigned to our More Personal Computing segment. The goodwill was primarily attributed to increased synergies that are expected to be achieved from the integration of Activision Blizzard. None of the goodwill is expected to be deductible for income tax purposes.\n"))
    turns.append(m.update({"msft_atvi_deal": "announced 18 Jan 2022, $95.00/share cash, $68.7B (incl. ATVI net cash; Reuters headline rounds to $69B); closed 13 Oct 2023 after CMA cleared restructured deal (cloud rights outside EEA to Ubisoft for 15 yrs); 10-Q (Q2 FY24) total purchase price $75.4B ($75,398M: goodwill $50.9B, intangibles $22.6B, cash acquired $13.0B)"}))
    turns.append((search("FTC Microsoft Activision Ninth Circuit ruling May 2025 preliminary injunction"), srp(
        (ninth, "US appeals court rejects FTC bid to block Microsoft's Activision deal | Reuters",
         "A U.S. appeals court on Wednesday rejected the Federal Trade Commission's bid to pause Microsoft's already-completed $69 billion acquisition of Activision Blizzard ...", "May 7, 2025"),
        ("https://cdn.ca9.uscourts.gov/datastore/opinions/2025/05/07/23-15992.pdf", "FTC v. Microsoft Corp., No. 23-15992 (9th Cir. 2025)",
         "We affirm the district court's denial of the FTC's motion for a preliminary injunction ...", "May 7, 2025"),
        ("https://www.ftc.gov/news-events/news/press-releases/2025/05/ftc-dismisses-microsoft-activision-case", "FTC Dismisses Administrative Complaint Against Microsoft and Activision",
         "The Commission voted to dismiss the administrative litigation ...", "May 22, 2025"),
        ("https://www.theverge.com/news/662819/microsoft-activision-ftc-ninth-circuit-appeal-ruling", "The FTC loses its appeal against Microsoft's Activision deal",
         "A three-judge panel upheld Judge Corley's 2023 decision ...", "May 7, 2025"),
    )))
    turns.append((extract(ninth, "What the appeals court decided and the case number"),
                  "# US appeals court rejects FTC bid to block Microsoft's Activision deal\n\nBy Mike Scarcella | May 7, 2025 6:14 PM GMT+1\n\n"
                  "May 7 (Reuters) - A U.S. appeals court on Wednesday rejected the Federal Trade Commission's bid to pause Microsoft's already-completed $69 billion acquisition of \"Call of Duty\" maker Activision Blizzard.\n\n"
                  "A three-judge panel of the San Francisco-based 9th U.S. Circuit Court of Appeals upheld a July 2023 ruling by U.S. District Judge Jacqueline Scott Corley, who found the FTC had not shown the deal was likely to harm competition in the video game console, cloud gaming or subscription markets.\n\n"
                  "The FTC had argued that Corley applied the wrong legal standard. The panel disagreed, saying the agency had not demonstrated a likelihood of success on the merits.\n\n"
                  "| | |\n| --- | --- |\n| Case | FTC v. Microsoft Corp., No. 23-15992 |\n| Court | U.S. Court of Appeals for the Ninth Circuit |\n| Decided | May 7, 2025 |\n| Lower court | N.D. Cal., Judge Jacqueline Scott Corley (July 2023) |\n\n"
                  "Microsoft and the FTC did not immediately respond to requests for comment.\n"))
    turns.append(m.update({"msft_atvi_ftc": "FTC preliminary injunction denied by Judge Corley (N.D. Cal.) Jul 2023; 9th Cir. affirmed 7 May 2025 (FTC v. Microsoft, No. 23-15992)"}))
    turns.append(m.all())
    rs.add("search", "h49-search-22", SYSTEM, turns, state=EMPTY)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
