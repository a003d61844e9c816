# ruff: noqa: E501
"""Held-out set holdout33, domain search: 22 deep-research trajectories.

Each trajectory is one research task run with the three tools of the official search domain
(``web_search``, ``web_extractor``, ``dict_memory``). Eleven of them carry exactly one observation that
contradicts something shown or done earlier; the other eleven are coherent. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout33_parts.search.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TOOLS = [
    {"name": "web_search", "description": "Perform Google web searches and return the top results for each query.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"},
                                                                  "description": "One or more search queries."}},
                    "required": ["queries"]}},
    {"name": "web_extractor", "description": "Fetch a webpage and return its main content as Markdown, focused on the goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string"},
                                                      "goal": {"type": "string", "description": "What information to look for on the page."}},
                    "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "A persistent key-value scratchpad for the research session.",
     "parameters": {"type": "object", "properties": {
         "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
         "dict": {"type": "object", "description": "Key-value pairs for add / update."},
         "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve / remove."}},
         "required": ["operation"]}},
]

SYSTEM = (
    "# Role and Objective\n\n"
    "You are a **Search World Model**: a precise web search and information retrieval environment simulator. "
    "Simulate the execution of the agent's search and memory tool calls and predict the exact response the real "
    "tool would return. Factual accuracy comes first, then relevance to the query.\n\n"
    "# Environment Management\n\n"
    "The initial state is given in the first turn (usually no search history and an empty memory). Track across "
    "turns the facts already shown, the URLs already returned, and every key-value pair stored in memory.\n\n"
    "| Tool | State transition |\n|------|------------------|\n"
    "| `web_search` | Adds ranked results (URL, title, snippet, date) to the context |\n"
    "| `web_extractor` | Returns a page's main content as Markdown; it must agree with earlier snippets for that URL |\n"
    "| `dict_memory` | Modifies the persistent key-value memory (add / update / retrieve / retrieve_all / remove / remove_all) |\n\n"
    "# Output formats\n\n"
    "- `web_search`: up to 10 results per query, each as `[n] URL`, `Title:`, `Snippet:`, `Date:` (`N/A` for undated pages).\n"
    "- `web_extractor`: the page as Markdown (headings, tables with `|`, lists), boilerplate removed.\n"
    "- `dict_memory`: `Successfully added items of [keys] to memory.`, `Successfully updated items of [keys] in memory.`, "
    "`Successfully removed items of [keys] from memory.`; retrieve returns exactly the stored pairs, or `Key not found` "
    "for keys that are not stored.\n\n"
    "# Key principles\n\n"
    "Format, factuality, consistency with the history and the memory state, realistic search-engine behaviour, "
    "completeness without padding.\n\n"
    "# Available tools\n\n" + json.dumps(TOOLS, indent=1) + "\n\n"
    "For each tool call, reply with the tool's response after **Environment Observation:**."
)

Item = tuple[str, str, str, str]
Turns = list[tuple[str, str]]


def found(*items: Item) -> str:
    """One query's ranked results, fenced the way the official rows show them."""
    return "```\n" + results(*items) + "\n```"


def found_batch(*groups: tuple[str, list[Item]]) -> str:
    """Several queries in one call: one block of results per query, in the order asked."""
    return "```\n" + "\n\n".join(f"=== Results for query: {q} ===\n\n" + results(*items) for q, items in groups) + "\n```"


def show(d: dict[str, Any]) -> str:
    return json.dumps(d, indent=2, ensure_ascii=False)


class Mem:
    """The dict_memory scratchpad of one session: each method gives (action, observation)."""

    def __init__(self) -> None:
        self.d: dict[str, Any] = {}

    def add(self, d: dict[str, Any]) -> tuple[str, str]:
        self.d.update(d)
        return memory("add", dict=d), f"Successfully added items of {list(d)} to memory."

    def update(self, d: dict[str, Any]) -> tuple[str, str]:
        assert all(k in self.d for k in d), d
        self.d.update(d)
        return memory("update", dict=d), f"Successfully updated items of {list(d)} in memory."

    def remove(self, keys: list[str]) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def get(self, keys: list[str]) -> tuple[str, str]:
        hit = {k: self.d[k] for k in keys if k in self.d}
        miss = [k for k in keys if k not in self.d]
        out = show(hit) if hit else ""
        if miss:
            out += ("\n" if out else "") + "Key not found: " + ", ".join(miss)
        return memory("retrieve", key_list=keys), out

    def all(self) -> tuple[str, str]:
        return memory("retrieve_all"), show(self.d) if self.d else "Memory is empty."


def state(question: str, date: str) -> str:
    return (f"Session date: {date}\nUser question: {question}\nSearch history: none\n"
            "Memory (dict_memory): empty, 0 keys")


# formula1.com + Wikipedia (Formula 1 race results): clean
def t01(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    t.append((search("2023 Monaco Grand Prix race result"), found(
        ("https://en.wikipedia.org/wiki/2023_Monaco_Grand_Prix", "2023 Monaco Grand Prix - Wikipedia",
         "The 2023 Monaco Grand Prix (officially known as the Formula 1 Grand Prix de Monaco 2023) was a Formula One motor race held on 28 May 2023 at the Circuit de Monaco. Max Verstappen won the race from pole position ...", "N/A"),
        ("https://www.formula1.com/en/results.html/2023/races/1210/monaco/race-result.html", "FORMULA 1 GRAND PRIX DE MONACO 2023 - RACE RESULT",
         "1, 1, Max Verstappen VER, Red Bull Racing Honda RBPT, 78, 1:48:51.980, 25. 2, 14, Fernando Alonso ALO, Aston Martin Aramco Mercedes, 78, +27.921s, 18 ...", "N/A"),
        ("https://www.formula1.com/en/latest/article.verstappen-beats-alonso-to-monaco-victory-as-late-rain-shakes-up-the-order.6bsUs2tXfVz5Ht4X0RJQcL.html", "Verstappen beats Alonso to Monaco victory as late rain shakes up the order",
         "Max Verstappen overcame a late-race rain shower and a brush with the barriers to win the Monaco Grand Prix, with Fernando Alonso second and Esteban Ocon completing the podium for Alpine ...", "May 28, 2023"),
        ("https://www.bbc.com/sport/formula1/65736911", "Monaco Grand Prix: Max Verstappen wins from Fernando Alonso in rain-hit race - BBC Sport",
         "Red Bull's Max Verstappen extended his championship lead with a dominant win in a rain-affected Monaco Grand Prix as team-mate Sergio Perez failed to score ...", "May 28, 2023"),
        ("https://www.autosport.com/f1/news/f1-monaco-gp-verstappen-wins-wet-dry-race-alonso-second/10474328/", "F1 Monaco GP: Verstappen wins wet-dry race, Alonso second",
         "Max Verstappen won Formula 1's 2023 Monaco Grand Prix as rain arrived late on, with Fernando Alonso second for Aston Martin after a tyre-call gamble ...", "May 28, 2023"),
        ("https://www.skysports.com/f1/news/12433/12889120/monaco-gp-max-verstappen-wins-as-esteban-ocon-takes-alpine-podium", "Monaco GP: Max Verstappen wins as Esteban Ocon claims stunning Alpine podium",
         "Esteban Ocon took a superb third for Alpine, his third career podium, holding off Lewis Hamilton who also set the fastest lap ...", "May 28, 2023"),
        ("https://www.racefans.net/2023/05/28/verstappen-survives-late-rain-to-win-monaco-grand-prix/", "Verstappen survives late rain to win Monaco Grand Prix · RaceFans",
         "Max Verstappen took his fourth win of the season after surviving a late rain shower which caught out several drivers at the Monaco Grand Prix ...", "May 28, 2023"),
        ("https://www.espn.com/f1/story/_/id/37738964/max-verstappen-wins-monaco-gp-fernando-alonso-second", "Max Verstappen wins Monaco GP, Fernando Alonso second - ESPN",
         "Verstappen led from pole position and crossed the line almost 28 seconds clear of Alonso, who pitted for medium tyres just before the rain ...", "May 28, 2023"),
        ("https://www.statsf1.com/en/2023/monaco/classement.aspx", "Monaco 2023 - Race classification • STATS F1",
         "Grand Prix de Monaco 2023, 7th round of the championship. Classification, laps completed, gaps, retirements ...", "N/A"),
        ("https://www.reddit.com/r/formula1/comments/13u5h4l/2023_monaco_grand_prix_postrace_discussion/", "2023 Monaco Grand Prix - Post-Race Discussion : r/formula1",
         "Alonso wanted to go for the win with mediums then rain hit two laps later. What a race for Ocon ...", "May 28, 2023"),
    )))
    t.append((extract("https://www.formula1.com/en/results.html/2023/races/1210/monaco/race-result.html",
                      "Full race classification with gaps and points"), """# FORMULA 1 GRAND PRIX DE MONACO 2023 - RACE RESULT

26 - 28 May 2023
Circuit de Monaco, Monte Carlo

| POS. | NO. | DRIVER | CAR | LAPS | TIME / RETIRED | PTS. |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | 1 | Max Verstappen VER | Red Bull Racing Honda RBPT | 78 | 1:48:51.980 | 25 |
| 2 | 14 | Fernando Alonso ALO | Aston Martin Aramco Mercedes | 78 | +27.921s | 18 |
| 3 | 31 | Esteban Ocon OCO | Alpine Renault | 78 | +36.990s | 15 |
| 4 | 44 | Lewis Hamilton HAM | Mercedes | 78 | +39.062s | 13 |
| 5 | 63 | George Russell RUS | Mercedes | 78 | +56.284s | 10 |
| 6 | 16 | Charles Leclerc LEC | Ferrari | 78 | +61.890s | 8 |
| 7 | 10 | Pierre Gasly GAS | Alpine Renault | 78 | +62.362s | 6 |
| 8 | 55 | Carlos Sainz SAI | Ferrari | 78 | +63.391s | 4 |
| 9 | 4 | Lando Norris NOR | McLaren Mercedes | 77 | +1 lap | 2 |
| 10 | 81 | Oscar Piastri PIA | McLaren Mercedes | 77 | +1 lap | 1 |
| 11 | 77 | Valtteri Bottas BOT | Alfa Romeo Ferrari | 77 | +1 lap | 0 |
| 12 | 21 | Nyck De Vries DEV | AlphaTauri Honda RBPT | 77 | +1 lap | 0 |
| 13 | 24 | Zhou Guanyu ZHO | Alfa Romeo Ferrari | 77 | +1 lap | 0 |
| 14 | 23 | Alexander Albon ALB | Williams Mercedes | 77 | +1 lap | 0 |
| 15 | 22 | Yuki Tsunoda TSU | AlphaTauri Honda RBPT | 77 | +1 lap | 0 |
| 16 | 11 | Sergio Perez PER | Red Bull Racing Honda RBPT | 76 | +2 laps | 0 |
| 17 | 27 | Nico Hulkenberg HUL | Haas Ferrari | 76 | +2 laps | 0 |
| 18 | 2 | Logan Sargeant SAR | Williams Mercedes | 76 | +2 laps | 0 |
| NC | 20 | Kevin Magnussen MAG | Haas Ferrari | 70 | DNF | 0 |
| NC | 18 | Lance Stroll STR | Aston Martin Aramco Mercedes | 53 | DNF | 0 |

Note - Lewis Hamilton scored an additional point for setting the fastest lap of the race.

## Other results from this weekend

- Fastest Laps
- Pit Stop Summary
- Starting Grid
- Qualifying
- Practice 3
- Practice 2
- Practice 1"""))
    t.append(m.add({"monaco_2023_winner": "Max Verstappen (Red Bull Racing Honda RBPT), 78 laps in 1:48:51.980",
                    "monaco_2023_margin": "+27.921s to Fernando Alonso (Aston Martin); Ocon 3rd +36.990s",
                    "monaco_2023_top10": "VER, ALO, OCO, HAM, RUS, LEC, GAS, SAI, NOR, PIA"}))
    t.append((extract("https://en.wikipedia.org/wiki/2023_Monaco_Grand_Prix", "Pole position time, fastest lap and weather during the race"), """# 2023 Monaco Grand Prix

From Wikipedia, the free encyclopedia

| 2023 Monaco Grand Prix | |
| --- | --- |
| Race 7 of 22 in the 2023 Formula One World Championship | |
| Race details | |
| Date | 28 May 2023 |
| Official name | Formula 1 Grand Prix de Monaco 2023 |
| Location | Circuit de Monaco, La Condamine and Monte Carlo, Monaco |
| Course | Street circuit |
| Course length | 3.337 km (2.074 miles) |
| Distance | 78 laps, 260.286 km (161.734 miles) |
| Weather | Overcast, with rain from lap 50 onwards |
| Pole position | |
| Driver | Max Verstappen (Red Bull Racing-Honda RBPT) |
| Time | 1:11.365 |
| Fastest lap | |
| Driver | Lewis Hamilton (Mercedes) |
| Time | 1:15.650 on lap 32 |
| Podium | |
| First | Max Verstappen (Red Bull Racing-Honda RBPT) |
| Second | Fernando Alonso (Aston Martin Aramco-Mercedes) |
| Third | Esteban Ocon (Alpine-Renault) |

The **2023 Monaco Grand Prix** (officially known as the **Formula 1 Grand Prix de Monaco 2023**) was a Formula One motor race held on 28 May 2023 at the Circuit de Monaco. It was the seventh round of the 2023 Formula One World Championship.

Max Verstappen of Red Bull Racing won the race from pole position, with Fernando Alonso second and Esteban Ocon third. It was Verstappen's second victory in Monaco, after 2021, and Ocon's third career podium.

## Qualifying

Verstappen took pole position with a final-sector effort on his last lap, brushing the barrier at the exit of the Swimming Pool section, to beat Alonso by 0.084 seconds. Charles Leclerc, who set the third-fastest time, received a three-place grid penalty for impeding Lando Norris in the tunnel, promoting Ocon to third on the grid and Carlos Sainz Jr. to fourth. Sergio Perez crashed at Sainte Dévote in Q1 and started from the back of the grid.

| Pos. | No. | Driver | Constructor | Q1 | Q2 | Q3 | Grid |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | 1 | Max Verstappen | Red Bull Racing-Honda RBPT | 1:12.386 | 1:12.107 | 1:11.365 | 1 |
| 2 | 14 | Fernando Alonso | Aston Martin Aramco-Mercedes | 1:12.886 | 1:11.902 | 1:11.449 | 2 |
| 3 | 16 | Charles Leclerc | Ferrari | 1:12.743 | 1:12.066 | 1:11.471 | 6 |
| 4 | 31 | Esteban Ocon | Alpine-Renault | 1:12.624 | 1:11.919 | 1:11.553 | 3 |
| 5 | 55 | Carlos Sainz Jr. | Ferrari | 1:12.751 | 1:12.081 | 1:11.630 | 4 |

## Race

Verstappen led every lap. Alonso's Aston Martin team fitted hard tyres at the start and, after pitting for medium tyres on lap 54 just as light rain began to fall, Alonso had to pit again a lap later for intermediates, ending any chance of challenging for the win. Verstappen pitted for intermediates on lap 56 after brushing the wall at Portier and kept the lead.

Verstappen won by nearly 28 seconds; Ocon held off Lewis Hamilton for third, while Hamilton took the additional point for the fastest lap.

### Race classification

| Pos. | No. | Driver | Constructor | Laps | Time/Retired | Grid | Points |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | 1 | Max Verstappen | Red Bull Racing-Honda RBPT | 78 | 1:48:51.980 | 1 | 25 |
| 2 | 14 | Fernando Alonso | Aston Martin Aramco-Mercedes | 78 | +27.921 | 2 | 18 |
| 3 | 31 | Esteban Ocon | Alpine-Renault | 78 | +36.990 | 3 | 15 |
| 4 | 44 | Lewis Hamilton | Mercedes | 78 | +39.062 | 5 | 13^1 |
| 5 | 63 | George Russell | Mercedes | 78 | +56.284 | 8 | 10 |
| 6 | 16 | Charles Leclerc | Ferrari | 78 | +1:01.890 | 6 | 8 |
| 7 | 10 | Pierre Gasly | Alpine-Renault | 78 | +1:02.362 | 7 | 6 |
| 8 | 55 | Carlos Sainz Jr. | Ferrari | 78 | +1:03.391 | 4 | 4 |
| 9 | 4 | Lando Norris | McLaren-Mercedes | 77 | +1 lap | 10 | 2 |
| 10 | 81 | Oscar Piastri | McLaren-Mercedes | 77 | +1 lap | 11 | 1 |

^1 Includes one point for fastest lap.

## Championship standings after the race

| Pos. | Driver | Points |
| --- | --- | --- |
| 1 | Max Verstappen | 144 |
| 2 | Sergio Perez | 105 |
| 3 | Fernando Alonso | 93 |
| 4 | Lewis Hamilton | 69 |
| 5 | George Russell | 50 |

Retrieved from "https://en.wikipedia.org/w/index.php?title=2023_Monaco_Grand_Prix&oldid=1187411736\""""))
    t.append(m.update({"monaco_2023_winner": "Max Verstappen (Red Bull Racing Honda RBPT) from pole (1:11.365), 78 laps in 1:48:51.980; fastest lap Hamilton 1:15.650 (lap 32)"}))
    t.append((search("F1 2023 drivers championship standings after Monaco Grand Prix"), found(
        ("https://www.formula1.com/en/results.html/2023/drivers.html", "2023 DRIVER STANDINGS - Formula 1",
         "1, Max Verstappen, NED, Red Bull Racing Honda RBPT, 575. 2, Sergio Perez, MEX, Red Bull Racing Honda RBPT, 285. 3, Lewis Hamilton, GBR, Mercedes, 234 ...", "N/A"),
        ("https://www.autosport.com/f1/news/f1-standings-after-monaco-gp-verstappen-extends-lead-to-39-points/10474512/", "F1 standings after Monaco GP: Verstappen extends lead to 39 points",
         "Max Verstappen has 144 points after seven rounds, 39 clear of Red Bull team-mate Sergio Perez, who failed to score from 16th. Alonso is third on 93 ...", "May 28, 2023"),
        ("https://en.wikipedia.org/wiki/2023_Formula_One_World_Championship", "2023 Formula One World Championship - Wikipedia",
         "Max Verstappen won his third consecutive Drivers' Championship with 575 points, a record, after winning 19 of the 22 races ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2023_Monaco_Grand_Prix", "2023 Monaco Grand Prix - Wikipedia",
         "Championship standings after the race: 1 Max Verstappen 144, 2 Sergio Perez 105, 3 Fernando Alonso 93, 4 Lewis Hamilton 69, 5 George Russell 50 ...", "N/A"),
        ("https://www.formula1.com/en/latest/article.what-the-teams-said-race-day-in-monaco.5bXtH6v1T8aNoYHqgZ2l9K.html", "What the teams said - Race day in Monaco",
         "Red Bull's constructors' lead grows to 129 points after Verstappen's win, while Aston Martin consolidate second place ...", "May 28, 2023"),
        ("https://www.skysports.com/f1/standings", "F1 Drivers' Championship Standings | Sky Sports",
         "Live Formula 1 drivers' standings, points and wins for the current season ...", "N/A"),
        ("https://www.espn.com/f1/standings/_/season/2023", "F1 Standings 2023 - ESPN",
         "2023 Formula 1 driver standings: rank, driver, team, points. Max Verstappen 575 ...", "N/A"),
        ("https://www.racefans.net/2023/05/29/verstappen-now-39-points-clear-after-perez-fails-to-score-in-monaco/", "Verstappen now 39 points clear after Perez fails to score in Monaco",
         "Sergio Perez's weekend to forget in Monaco leaves him 39 points behind his team-mate, with Alonso a further 12 behind ...", "May 29, 2023"),
    )))
    t.append((extract("https://www.formula1.com/en/results.html/2023/drivers.html", "Driver standings after the Monaco Grand Prix"), """# 2023 DRIVER STANDINGS

| POS | DRIVER | NATIONALITY | CAR | PTS |
| --- | --- | --- | --- | --- |
| 1 | Max Verstappen VER | NED | Red Bull Racing Honda RBPT | 575 |
| 2 | Sergio Perez PER | MEX | Red Bull Racing Honda RBPT | 285 |
| 3 | Lewis Hamilton HAM | GBR | Mercedes | 234 |
| 4 | Fernando Alonso ALO | ESP | Aston Martin Aramco Mercedes | 206 |
| 5 | Charles Leclerc LEC | MON | Ferrari | 206 |
| 6 | Lando Norris NOR | GBR | McLaren Mercedes | 205 |
| 7 | Carlos Sainz SAI | ESP | Ferrari | 200 |
| 8 | George Russell RUS | GBR | Mercedes | 175 |
| 9 | Oscar Piastri PIA | AUS | McLaren Mercedes | 97 |
| 10 | Lance Stroll STR | CAN | Aston Martin Aramco Mercedes | 74 |
| 11 | Pierre Gasly GAS | FRA | Alpine Renault | 62 |
| 12 | Esteban Ocon OCO | FRA | Alpine Renault | 58 |
| 13 | Alexander Albon ALB | THA | Williams Mercedes | 27 |
| 14 | Yuki Tsunoda TSU | JPN | AlphaTauri Honda RBPT | 17 |
| 15 | Valtteri Bottas BOT | FIN | Alfa Romeo Ferrari | 10 |
| 16 | Nico Hulkenberg HUL | GER | Haas Ferrari | 9 |
| 17 | Daniel Ricciardo RIC | AUS | AlphaTauri Honda RBPT | 6 |
| 18 | Zhou Guanyu ZHO | CHN | Alfa Romeo Ferrari | 6 |
| 19 | Kevin Magnussen MAG | DEN | Haas Ferrari | 3 |
| 20 | Liam Lawson LAW | NZL | AlphaTauri Honda RBPT | 2 |
| 21 | Logan Sargeant SAR | USA | Williams Mercedes | 1 |
| 22 | Nyck De Vries DEV | NED | AlphaTauri Honda RBPT | 0 |

This page shows the final 2023 classification. Standings after an individual round are listed on each race's page under "Championship standings"."""))
    t.append(m.all())
    rs.add(task="search", tid="h33-search-01", system=SYSTEM, turns=t,
           state=state("Who won the 2023 Monaco Grand Prix, by how much, and who completed the top ten? Also give the championship standings after that race.", "2024-03-02"))


# CTBUH Skyscraper Center (tallest buildings): bad
def t02(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    t.append((search("world's tallest buildings list 2024 height completion year"), found(
        ("https://www.skyscrapercenter.com/buildings", "100 Tallest Completed Buildings in the World - The Skyscraper Center",
         "The Skyscraper Center is the CTBUH's global tall building database. Ranked by height to architectural top: 1 Burj Khalifa, Dubai, 828 m; 2 Merdeka 118, Kuala Lumpur, 678.9 m ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_tallest_buildings", "List of tallest buildings - Wikipedia",
         "This list ranks completed and topped-out buildings that stand at least 350 m (1,150 ft) tall, based on standard height measurement ...", "N/A"),
        ("https://www.statista.com/statistics/188729/the-tallest-buildings-in-the-world/", "Tallest buildings in the world 2021 | Statista",
         "As of 2021, the Burj Khalifa in Dubai was the tallest building in the world at 828 metres, followed by the Shanghai Tower at 632 metres and the Makkah Royal Clock Tower ...", "Jan 14, 2022"),
        ("https://www.ctbuh.org/news/merdeka-118-officially-recognized-as-worlds-second-tallest-building", "Merdeka 118 Officially Recognized as World's Second-Tallest Building - CTBUH",
         "CTBUH has officially confirmed the height of Merdeka 118 in Kuala Lumpur at 678.9 meters, making it the second-tallest building in the world ...", "Oct 27, 2022"),
        ("https://www.guinnessworldrecords.com/world-records/tallest-building-in-the-world", "Tallest building in the world | Guinness World Records",
         "The tallest building in the world is the Burj Khalifa, which measures 828 m (2,716 ft 6 in) and was officially opened in Dubai, UAE, on 4 January 2010 ...", "N/A"),
        ("https://edition.cnn.com/style/article/merdeka-118-kuala-lumpur-second-tallest-building-intl-hnk/index.html", "Merdeka 118: World's second-tallest building completed in Kuala Lumpur | CNN",
         "The spire-topped Merdeka 118 overtakes Shanghai Tower to become the world's second-tallest building, behind only Dubai's Burj Khalifa ...", "Jan 10, 2024"),
        ("https://www.archdaily.com/tag/tallest-buildings", "Tallest Buildings | ArchDaily",
         "The latest architecture and news about the world's tallest buildings, supertalls and megatall towers under construction ...", "N/A"),
        ("https://www.britannica.com/topic/the-worlds-tallest-buildings", "The World's Tallest Buildings | Britannica",
         "A list of the tallest buildings in the world, from Burj Khalifa and Merdeka 118 to Shanghai Tower and Abraj Al-Bait ...", "N/A"),
        ("https://www.reddit.com/r/skyscrapers/comments/18vbxq1/top_10_tallest_buildings_as_of_2024/", "Top 10 tallest buildings as of 2024 : r/skyscrapers",
         "Updated chart with Merdeka 118 at #2, Shanghai Tower now #3, and Jeddah Tower still on hold ...", "Dec 31, 2023"),
    )))
    t.append(m.add({"rank2_building": "Shanghai Tower, Shanghai - 632 m, completed 2015 (Statista ranking, 2021)"}))
    rows = [
        ("1", "Burj Khalifa", "Dubai (AE)", "828", "2,717", "163", "2010", "steel/concrete", "office / residential / hotel"),
        ("2", "Merdeka 118", "Kuala Lumpur (MY)", "678.9", "2,227", "118", "2023", "composite", "hotel / office"),
        ("3", "Shanghai Tower", "Shanghai (CN)", "632", "2,073", "128", "2015", "composite", "hotel / office"),
        ("4", "Makkah Royal Clock Tower", "Mecca (SA)", "601", "1,972", "120", "2012", "steel/concrete", "other / hotel"),
        ("5", "Ping An Finance Center", "Shenzhen (CN)", "599.1", "1,965", "115", "2017", "composite", "office"),
        ("6", "Lotte World Tower", "Seoul (KR)", "554.5", "1,819", "123", "2017", "composite", "hotel / residential / office / retail"),
        ("7", "One World Trade Center", "New York City (US)", "541.3", "1,776", "94", "2014", "composite", "office"),
        ("8", "Guangzhou CTF Finance Centre", "Guangzhou (CN)", "530", "1,739", "111", "2016", "composite", "hotel / residential / office"),
        ("8", "Tianjin CTF Finance Centre", "Tianjin (CN)", "530", "1,739", "97", "2019", "composite", "hotel / serviced apartments / office"),
        ("10", "CITIC Tower", "Beijing (CN)", "527.7", "1,731", "109", "2018", "composite", "office"),
        ("11", "TAIPEI 101", "Taipei (TW)", "508", "1,667", "101", "2004", "composite", "office"),
        ("12", "Shanghai World Financial Center", "Shanghai (CN)", "492", "1,614", "101", "2008", "composite", "hotel / office"),
        ("13", "International Commerce Centre", "Hong Kong (CN)", "484", "1,588", "108", "2010", "composite", "hotel / office"),
        ("14", "Wuhan Greenland Center", "Wuhan (CN)", "475.6", "1,560", "101", "2023", "composite", "hotel / residential / office"),
        ("15", "Central Park Tower", "New York City (US)", "472.4", "1,550", "98", "2020", "concrete", "residential"),
        ("16", "Lakhta Center", "St. Petersburg (RU)", "462", "1,516", "87", "2019", "composite", "office"),
    ]
    table = "\n".join("| " + " | ".join(r) + " |" for r in rows)
    t.append((extract("https://www.skyscrapercenter.com/buildings", "Ranked list of the tallest completed buildings with heights and completion years"), f"""# 100 Tallest Completed Buildings in the World

Filters: Status = Completed · Building function = All · Ranked by: Height to architectural top

| # | Building Name | City | Height (m) | Height (ft) | Floors | Completion | Material | Function |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
{table}

Showing 1-16 of 100 · [Next page]

## Notes

- Height is measured from the level of the lowest, significant, open-air, pedestrian entrance to the architectural top of the building, including spires but not antennae, signage, flag poles or other functional-technical equipment.
- A "building" must have at least 50% of its height occupied by usable floor area; towers without this are listed separately as telecommunications / observation towers.
- Buildings sharing a height share a rank.

Data © Council on Tall Buildings and Urban Habitat. Last updated: 12 February 2024."""))
    t.append(m.update({"rank2_building": "Merdeka 118, Kuala Lumpur - 678.9 m, 118 floors, completed 2023 (CTBUH)"}))
    t.append(m.add({"rank1_building": "Burj Khalifa, Dubai - 828 m, 163 floors, completed 2010 (CTBUH)",
                    "rank3_building": "Shanghai Tower, Shanghai - 632 m, 128 floors, completed 2015 (CTBUH)",
                    "rank4_building": "Makkah Royal Clock Tower, Mecca - 601 m, 120 floors, completed 2012 (CTBUH)",
                    "rank5_building": "Ping An Finance Center, Shenzhen - 599.1 m, 115 floors, completed 2017 (CTBUH)"}))
    t.append((extract("https://www.skyscrapercenter.com/building/merdeka-118/20747", "Merdeka 118 height, floors, completion and project team"), """# Merdeka 118

Kuala Lumpur, Malaysia

## Overview

| Field | Value |
| --- | --- |
| Official Name | Merdeka 118 |
| Other Names | KL118, PNB 118, Warisan Merdeka Tower |
| Type | Building |
| Status | Completed |
| Country | Malaysia |
| City | Kuala Lumpur |
| Address | Jalan Hang Jebat, Kuala Lumpur |
| Function | hotel / office |
| Structural Material | composite |
| Global Ranking | #2 |
| Regional Ranking | #2 Asia |
| National Ranking | #1 Malaysia |
| City Ranking | #1 Kuala Lumpur |

## Heights

| Measure | Meters | Feet |
| --- | --- | --- |
| Height (To Tip) | 678.9 | 2,227 |
| Height (Architectural) | 678.9 | 2,227 |
| Height (Occupied) | 385.4 | 1,264 |
| Observatory | 560.2 | 1,838 |

## Floors and facts

| Field | Value |
| --- | --- |
| Floors Above Ground | 118 |
| Floors Below Ground | 5 |
| # of Elevators | 87 |
| Tower GFA | 292,000 m² (3,143,062 ft²) |
| Proposed | 2010 |
| Construction Start | 2014 |
| Completion | 2023 |

## Companies

| Role | Company |
| --- | --- |
| Owner / Developer | PNB Merdeka Ventures Sdn. Bhd. |
| Design Architect | Fender Katsalidis |
| Architect of Record | RSP Architects Planners & Engineers (Pte) Ltd |
| Structural Engineer | Leslie E. Robertson Associates |
| Main Contractor | Samsung C&T Corporation; UEM Builders |

## About Merdeka 118

Merdeka 118 is a 118-story megatall tower in Kuala Lumpur whose faceted glass facade is inspired by Malaysian songket patterns. Its spire, which brings the architectural height to 678.9 meters, was lifted into place in late 2021. The tower is the centerpiece of the Merdeka 118 precinct next to Stadium Merdeka, where Malaysia's independence was declared in 1957, and is the second-tallest building in the world after Burj Khalifa."""))
    t.append((search("Merdeka 118 observation deck opening date 2024"), found(
        ("https://www.thestar.com.my/news/nation/2024/01/10/merdeka-118-to-open-observation-deck-the-view-at-118-in-2025", "Merdeka 118's observation deck 'The View at 118' to open next year | The Star",
         "PNB says the observatory on the 118th floor of the world's second-tallest building will be the highest in South-East Asia ...", "Jan 10, 2024"),
        ("https://www.merdeka118.com/the-tower", "The Tower | Merdeka 118",
         "Rising 678.9 metres above Kuala Lumpur, Merdeka 118 houses Grade A offices, the Park Hyatt Kuala Lumpur and the region's highest observation deck ...", "N/A"),
        ("https://www.hyatt.com/park-hyatt/en-US/kulph-park-hyatt-kuala-lumpur", "Park Hyatt Kuala Lumpur | Luxury Hotel in Merdeka 118",
         "Park Hyatt Kuala Lumpur occupies floors 75 to 97 of Merdeka 118, with 252 guest rooms and suites ...", "N/A"),
        ("https://www.malaymail.com/news/malaysia/2024/02/18/pnb-first-tenants-move-into-merdeka-118/117582", "PNB: First tenants move into Merdeka 118 | Malay Mail",
         "Permodalan Nasional Berhad staff began moving into the tower's office floors this month ...", "Feb 18, 2024"),
        ("https://www.timeout.com/kuala-lumpur/news/merdeka-118-observation-deck", "Everything we know about Merdeka 118's observation deck | Time Out Kuala Lumpur",
         "The View at 118 will sit on the 115th to 118th floors of the tower. Here's what we know about tickets and the opening date ...", "Mar 5, 2024"),
        ("https://en.wikipedia.org/wiki/Merdeka_118", "Merdeka 118 - Wikipedia",
         "Merdeka 118 is a 118-storey megatall skyscraper in Kuala Lumpur, Malaysia. It is the second-tallest building in the world at 678.9 m ...", "N/A"),
        ("https://www.ctbuh.org/news/merdeka-118-officially-recognized-as-worlds-second-tallest-building", "Merdeka 118 Officially Recognized as World's Second-Tallest Building - CTBUH",
         "CTBUH has officially confirmed the height of Merdeka 118 in Kuala Lumpur at 678.9 meters ...", "Oct 27, 2022"),
        ("https://www.tripadvisor.com/ShowTopic-g298570-i9343-k14432007-Merdeka_118_viewing_deck-Kuala_Lumpur.html", "Merdeka 118 viewing deck - Kuala Lumpur Forum - Tripadvisor",
         "Is the viewing deck open yet? We are visiting in April. Reply: not yet, only the Park Hyatt lobby is accessible ...", "Feb 27, 2024"),
    )))
    act, _ = m.all()
    t.append((act, show({
        "rank2_building": "Shanghai Tower, Shanghai - 632 m, completed 2015 (Statista ranking, 2021)",
        "rank1_building": m.d["rank1_building"],
        "rank3_building": m.d["rank3_building"],
        "rank4_building": m.d["rank4_building"],
        "rank5_building": m.d["rank5_building"]})))
    t.append((extract("https://www.ctbuh.org/news/merdeka-118-officially-recognized-as-worlds-second-tallest-building", "How CTBUH measured and certified Merdeka 118's height"), """# Merdeka 118 Officially Recognized as World's Second-Tallest Building

CTBUH News · 27 October 2022

The Council on Tall Buildings and Urban Habitat (CTBUH) has officially confirmed the height of Merdeka 118 in Kuala Lumpur, Malaysia, at 678.9 meters (2,227 feet), making it the second-tallest building in the world, behind only the Burj Khalifa in Dubai (828 meters).

With the tower's spire now installed, Merdeka 118 surpasses the 632-meter Shanghai Tower, which had held the number-two position since its completion in 2015. The height was verified by CTBUH's Height Committee based on survey documentation submitted by the project team.

## How height is measured

CTBUH recognizes three height categories:

1. **Height to architectural top** – measured from the level of the lowest, significant, open-air, pedestrian entrance to the architectural top of the building, including spires. This is the measurement used to rank the "World's Tallest Buildings" lists.
2. **Highest occupied floor** – the height to the finished floor level of the highest floor that is consistently occupied.
3. **Height to tip** – the height to the highest point of the building, irrespective of material or function.

For Merdeka 118, the architectural top and the tip coincide at 678.9 meters.

## Project team

- Owner / Developer: PNB Merdeka Ventures Sdn. Bhd.
- Design Architect: Fender Katsalidis
- Architect of Record: RSP Architects Planners & Engineers
- Main Contractor: Samsung C&T Corporation and UEM Builders

## The world's ten tallest buildings (as of October 2022)

| Rank | Building | City | Height |
| --- | --- | --- | --- |
| 1 | Burj Khalifa | Dubai | 828 m |
| 2 | Merdeka 118 | Kuala Lumpur | 678.9 m |
| 3 | Shanghai Tower | Shanghai | 632 m |
| 4 | Makkah Royal Clock Tower | Mecca | 601 m |
| 5 | Ping An Finance Center | Shenzhen | 599.1 m |
| 6 | Lotte World Tower | Seoul | 554.5 m |
| 7 | One World Trade Center | New York City | 541.3 m |
| 8 | Guangzhou CTF Finance Centre | Guangzhou | 530 m |
| 8 | Tianjin CTF Finance Centre | Tianjin | 530 m |
| 10 | CITIC Tower | Beijing | 527.7 m |

Merdeka 118 is expected to be fully completed in 2023."""))
    rs.add(task="search", tid="h33-search-02", system=SYSTEM, turns=t,
           state=state("What are the five tallest completed buildings in the world today, with height and completion year? Which building pushed Shanghai Tower down from second place?", "2024-03-18"),
           bad=True, turn=8, kind="memory value updated to Merdeka 118 reads back as the original Shanghai Tower value")


# FDA recalls + CDC outbreak page (drug recalls): bad
def t03(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    fda = "https://www.fda.gov/safety/recalls-market-withdrawals-safety-alerts/global-pharma-healthcare-issues-voluntary-nationwide-recall-artificial-tears-lubricant-eye-drops-due-possible"
    t.append((search("EzriCare Artificial Tears recall FDA 2023 Global Pharma"), found(
        (fda, "Global Pharma Healthcare Issues Voluntary Nationwide Recall of Artificial Tears Lubricant Eye Drops Due to Possible Contamination | FDA",
         "Global Pharma Healthcare is voluntarily recalling all lots within expiry of their Artificial Tears Lubricant Eye Drops, distributed by EzriCare, LLC and Delsam Pharma, to the consumer level ...", "Feb 2, 2023"),
        ("https://www.fda.gov/drugs/drug-safety-and-availability/fda-warns-consumers-not-purchase-or-use-ezricare-artificial-tears-due-potential-contamination", "FDA warns consumers not to purchase or use EzriCare Artificial Tears due to potential contamination",
         "FDA is warning consumers and health care practitioners not to purchase and to immediately stop using EzriCare Artificial Tears or Delsam Pharma's Artificial Tears because of potential bacterial contamination ...", "Feb 2, 2023"),
        ("https://www.cdc.gov/hai/outbreaks/crpa-artificial-tears.html", "Outbreak of Extensively Drug-resistant Pseudomonas aeruginosa Associated with Artificial Tears | CDC",
         "CDC, in partnership with state and local health departments, is investigating a multistate cluster of VIM-GES-CRPA infections linked to artificial tears ...", "May 17, 2023"),
        ("https://www.nbcnews.com/health/health-news/eye-drops-recall-ezricare-artificial-tears-bacteria-rcna69076", "Eye drops linked to drug-resistant bacteria outbreak recalled",
         "The manufacturer of EzriCare Artificial Tears is recalling the product after it was linked to a cluster of infections, including one death ...", "Feb 2, 2023"),
        ("https://www.nytimes.com/2023/02/02/health/eye-drops-recall-ezricare.html", "Artificial Tears Recalled After Outbreak of Drug-Resistant Bacteria - The New York Times",
         "Global Pharma, the India-based manufacturer, recalled the over-the-counter drops after federal investigators linked them to infections in a dozen states ...", "Feb 2, 2023"),
        ("https://ezricare-info.com/", "EzriCare - Important product information",
         "EzriCare, LLC is a distributor and did not manufacture the product. We have stopped all distribution and sale of EzriCare Artificial Tears ...", "N/A"),
        ("https://www.aao.org/eye-health/news/eye-drops-recall-ezricare-delsam-artificial-tears", "Eye Drop Recall: What You Need to Know - American Academy of Ophthalmology",
         "If you have used EzriCare or Delsam Pharma Artificial Tears and have symptoms of an eye infection, see an ophthalmologist right away ...", "Mar 2, 2023"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/us-fda-finds-multiple-problems-indian-plant-linked-eye-drops-recall-2023-03-02/", "US FDA finds multiple problems at Indian plant linked to eye drops recall | Reuters",
         "Inspectors found the Chennai facility of Global Pharma Healthcare lacked appropriate controls over sterility and manufacturing ...", "Mar 2, 2023"),
        ("https://www.fda.gov/safety/recalls-market-withdrawals-safety-alerts", "Recalls, Market Withdrawals, & Safety Alerts | FDA",
         "Recent recalls, market withdrawals and safety alerts announced by companies and posted on the FDA website ...", "N/A"),
    )))
    t.append((extract(fda, "Products, NDCs, lots and reason for the recall"), """# Global Pharma Healthcare Issues Voluntary Nationwide Recall of Artificial Tears Lubricant Eye Drops Due to Possible Contamination

**When a company announces a recall, market withdrawal, or safety alert, the FDA posts the company's announcement as a public service. FDA does not endorse either the product or the company.**

## Summary

| Field | Detail |
| --- | --- |
| Company Announcement Date | February 02, 2023 |
| FDA Publish Date | February 02, 2023 |
| Product Type | Drugs |
| Reason for Announcement | Possible microbial contamination |
| Company Name | Global Pharma Healthcare Private Limited |
| Brand Name | EzriCare, Delsam Pharma |
| Product Description | Artificial Tears Lubricant Eye Drops |

## Company Announcement

Global Pharma Healthcare is voluntarily recalling all lots within expiry of their Artificial Tears Lubricant Eye Drops, distributed by EzriCare, LLC and Delsam Pharma, to the consumer level, due to possible contamination.

**Risk Statement:** Use of contaminated artificial tears can result in the risk of eye infections that could result in blindness. To date, there have been reports of 55 adverse events including eye infections, permanent loss of vision, and a death with a bloodstream infection.

The product is used as a protective lubricant and to relieve dryness of the eye, and is packaged in a carton with a 15 mL (0.5 FL OZ) multi-dose bottle. The affected products were distributed nationwide in the United States via internet and retail stores.

| Product | Size | NDC | UPC |
| --- | --- | --- | --- |
| EzriCare Artificial Tears Lubricant Eye Drops | 15 mL bottle | 79503-0101-15 | 3 79503 10115 7 |
| Delsam Pharma Artificial Tears Lubricant Eye Drops | 15 mL bottle | 72570-0121-15 | 3 72570 12115 4 |

Lots: all lots within expiry.

Global Pharma Healthcare is notifying its distributors and customers by recall letter and is arranging for return of all recalled products. Consumers that have product which is being recalled should stop using it and return it to the place of purchase.

Consumers with questions regarding this recall can contact the recall coordinator by e-mail at recall@globalpharmahealthcare.com, Monday through Friday, 9 a.m. to 5 p.m. IST.

Adverse reactions or quality problems experienced with the use of this product may be reported to the FDA's MedWatch Adverse Event Reporting program.

## Company Contact Information

Consumers: Global Pharma Healthcare, recall@globalpharmahealthcare.com

## Product Photos

- EzriCare Artificial Tears carton, front
- Delsam Pharma Artificial Tears carton, front"""))
    t.append(m.add({"recall_firm": "Global Pharma Healthcare Private Limited (Chennai, India); distributors EzriCare, LLC and Delsam Pharma",
                    "recall_date": "2023-02-02 (company announcement and FDA publish date)",
                    "ndc_ezricare": "79503-0101-15 (15 mL)",
                    "ndc_delsam": "72570-0121-15 (15 mL)",
                    "recall_scope": "all lots within expiry, consumer level; reason: possible microbial contamination"}))
    t.append((search("CDC VIM-GES-CRPA artificial tears outbreak case count deaths vision loss"), found(
        ("https://www.cdc.gov/hai/outbreaks/crpa-artificial-tears.html", "Outbreak of Extensively Drug-resistant Pseudomonas aeruginosa Associated with Artificial Tears | CDC",
         "As of May 15, 2023, CDC has identified 81 patients in 18 states with a rare strain of extensively drug-resistant P. aeruginosa (VIM-GES-CRPA) ...", "May 17, 2023"),
        ("https://www.cdc.gov/mmwr/volumes/72/wr/mm7208a4.htm", "Notes from the Field: Carbapenem-resistant Pseudomonas aeruginosa ... | MMWR",
         "VIM-GES-CRPA had never been reported in the United States before this outbreak ...", "Feb 24, 2023"),
        ("https://www.cbsnews.com/news/eye-drops-recall-deaths-blindness-cdc-update/", "Eye drop outbreak: 4 deaths, 14 people with vision loss, CDC says - CBS News",
         "Four people have died and 14 have lost their vision in an outbreak tied to recalled artificial tears, according to the latest CDC update ...", "May 18, 2023"),
        ("https://www.statnews.com/2023/03/21/eye-drops-outbreak-pseudomonas-ezricare/", "Eye drop outbreak: how a rare superbug reached U.S. patients - STAT",
         "Investigators found the outbreak strain in opened bottles collected from patients and in unopened bottles from the same lots ...", "Mar 21, 2023"),
        ("https://www.cidrap.umn.edu/antimicrobial-stewardship/cdc-reports-more-cases-deaths-tied-tainted-eye-drops", "CDC reports more cases, deaths tied to tainted eye drops | CIDRAP",
         "The count rises to 68 patients in 16 states, with 3 deaths, 8 reports of vision loss and 4 enucleations ...", "Mar 22, 2023"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMc2303134", "Outbreak of Pseudomonas aeruginosa Infections from Artificial Tears | NEJM",
         "We describe the epidemiologic and laboratory investigation of a multistate outbreak of VIM-GES-CRPA ...", "N/A"),
        ("https://www.fda.gov/drugs/drug-safety-and-availability/fda-warns-consumers-not-purchase-or-use-ezricare-artificial-tears-due-potential-contamination", "FDA warns consumers not to purchase or use EzriCare Artificial Tears due to potential contamination",
         "FDA recommended the company initiate a recall due to the company's current good manufacturing practice (CGMP) violations ...", "Feb 2, 2023"),
    )))
    t.append((extract("https://www.cdc.gov/hai/outbreaks/crpa-artificial-tears.html", "Latest case counts and outcomes"), """# Outbreak of Extensively Drug-resistant Pseudomonas aeruginosa Associated with Artificial Tears

Updated May 17, 2023

## Summary

- As of May 15, 2023, CDC has identified **81 patients in 18 states** (CA, CO, CT, DE, FL, IL, NJ, NM, NV, NY, PA, SD, TX, UT, WA, WI, MN, AZ) with a rare strain of extensively drug-resistant *Pseudomonas aeruginosa*: Verona Integron-mediated Metallo-β-lactamase (VIM) and Guiana-Extended Spectrum-β-Lactamase (GES)-producing carbapenem-resistant *P. aeruginosa* (VIM-GES-CRPA).
- This strain had never been reported in the United States prior to this outbreak.
- Most patients reported using artificial tears. Patients reported more than 10 different brands, and some used multiple brands. EzriCare Artificial Tears, a preservative-free, over-the-counter product packaged in multidose bottles, was the brand most commonly reported.
- Laboratory testing identified the outbreak strain in opened EzriCare bottles from multiple states and in unopened bottles of EzriCare Artificial Tears collected by FDA.

## Clinical outcomes

| Outcome | Number of patients |
| --- | --- |
| Deaths | 4 |
| Vision loss | 14 |
| Enucleation (surgical removal of eyeball) | 4 |

Specimens: cultures of cornea, sputum or bronchial wash, urine, blood, wound, and rectal swabs.

## Timeline

| Date | Event |
| --- | --- |
| Feb 1, 2023 | CDC Health Alert Network advisory issued; clinicians advised to stop using EzriCare Artificial Tears |
| Feb 2, 2023 | Global Pharma Healthcare recalls EzriCare and Delsam Pharma Artificial Tears |
| Feb 24, 2023 | Global Pharma Healthcare recalls Delsam Pharma's Artificial Eye Ointment |
| Mar 14, 2023 | 68 patients in 16 states; 3 deaths; 8 vision loss; 4 enucleations |
| May 15, 2023 | 81 patients in 18 states; 4 deaths; 14 vision loss; 4 enucleations |

## Recommendations for patients

- Stop using EzriCare or Delsam Pharma Artificial Tears and Delsam Pharma Artificial Ointment immediately.
- If you have symptoms of an eye infection (yellow, green, or clear discharge, eye pain or discomfort, redness, feeling of something in the eye, increased sensitivity to light, blurry vision), seek medical care immediately."""))
    t.append((extract("https://www.accessdata.fda.gov/scripts/ires/index.cfm?Product=203914", "Enforcement report entry: recall number, classification and product description"), """# Enforcement Report - Week of March 8, 2023

| Field | Value |
| --- | --- |
| Product Type | Drugs |
| Event ID | 91589 |
| Status | Ongoing |
| Recalling Firm | Global Pharma Healthcare Private Limited |
| Address | A-9, SIDCO Pharmaceutical Complex, Alathur, Chengalpattu District, Tamil Nadu 603110, India |
| Voluntary / Mandated | Voluntary: Firm initiated |
| Initial Firm Notification of Consignee or Public | Letter |
| Distribution Pattern | Nationwide in the USA |
| Recall Initiation Date | 02/02/2023 |
| Center Classification Date | 03/01/2023 |
| Classification | Class II |

## Products in this event

| Recall Number | Product Description | Code Info | Product Quantity |
| --- | --- | --- | --- |
| D-0339-2023 | EzriCare Artificial Tears Lubricant Eye Drops (Carboxymethylcellulose Sodium 10 mg in 1 mL), 15 mL (0.5 FL OZ) sterile multi-dose bottle, OTC, Distributed by EzriCare, LLC, Lakewood, NJ 08701, Manufactured by Global Pharma Healthcare Pvt. Ltd., NDC 79503-0110-15 | All lots within expiry | 169,792 bottles |
| D-0340-2023 | Delsam Pharma Artificial Tears Lubricant Eye Drops (Carboxymethylcellulose Sodium 10 mg in 1 mL), 15 mL (0.5 FL OZ) sterile multi-dose bottle, OTC, Distributed by Delsam Pharma, LLC, Brooklyn, NY 11219, NDC 72570-0121-15 | All lots within expiry | 58,420 bottles |

**Reason for Recall:** CGMP deviations: Lack of appropriate microbial testing, formulation issues (the company manufactures and distributes ophthalmic drugs in multi-use bottles without an adequate preservative), and lack of proper controls concerning tamper-evident packaging; potential for microbial contamination."""))
    t.append(m.get(["ndc_ezricare", "ndc_delsam"]))
    t.append((search("Global Pharma Healthcare FDA warning letter import alert Chennai eye drops"), found(
        ("https://www.fda.gov/inspections-compliance-enforcement-and-criminal-investigations/warning-letters/global-pharma-healthcare-private-limited-650342-10192023", "Global Pharma Healthcare Private Limited - 650342 - 10/19/2023 | FDA",
         "The FDA inspected your drug manufacturing facility, Global Pharma Healthcare Private Limited, at Alathur, Chengalpattu, from February 20 to March 2, 2023 ...", "Oct 19, 2023"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/us-fda-finds-multiple-problems-indian-plant-linked-eye-drops-recall-2023-03-02/", "US FDA finds multiple problems at Indian plant linked to eye drops recall | Reuters",
         "An FDA Form 483 listed lapses including the absence of a written procedure for sterilization and a lack of validated aseptic processes ...", "Mar 2, 2023"),
        ("https://www.accessdata.fda.gov/cms_ia/importalert_189.html", "Import Alert 66-40: Detention Without Physical Examination of Drugs From Firms Which Have Not Met Drug GMPs",
         "Global Pharma Healthcare Private Limited, Chengalpattu, Tamil Nadu, India, was added to the Red List on 02/10/2023 ...", "N/A"),
        ("https://www.fiercepharma.com/manufacturing/fda-warning-letter-global-pharma-eye-drops-outbreak", "FDA hits eyedrop maker at center of deadly outbreak with warning letter | Fierce Pharma",
         "The letter follows the FDA's February–March inspection of the Chennai-area plant that produced EzriCare and Delsam Artificial Tears ...", "Oct 24, 2023"),
        ("https://www.thehindu.com/news/national/tamil-nadu/tamil-nadu-drug-controller-inspects-global-pharma-unit/article66468124.ece", "T.N. drug controller inspects Global Pharma unit near Chennai - The Hindu",
         "Officials of the Central Drugs Standard Control Organisation and the State drugs control department collected samples from the unit ...", "Feb 4, 2023"),
        ("https://www.fda.gov/drugs/drug-safety-and-availability/fda-warns-consumers-not-purchase-or-use-ezricare-artificial-tears-due-potential-contamination", "FDA warns consumers not to purchase or use EzriCare Artificial Tears due to potential contamination",
         "FDA has placed Global Pharma on import alert for providing an inadequate response to a records request ...", "Feb 2, 2023"),
    )))
    rs.add(task="search", tid="h33-search-03", system=SYSTEM, turns=t,
           state=state("Which company recalled EzriCare Artificial Tears, when, what were the product NDCs, and how many patients were harmed in the linked outbreak?", "2024-05-06"),
           bad=True, turn=6, kind="EzriCare NDC 79503-0101-15 shown as 79503-0110-15 in the enforcement report")


# The Booker Prizes site + The Guardian (Booker Prize): clean
def t04(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    guardian = "https://www.theguardian.com/books/2024/nov/12/samantha-harvey-wins-booker-prize-for-wondrous-space-novel-orbital"
    t.append((search("Booker Prize 2024 winner shortlist judges"), found(
        ("https://thebookerprizes.com/the-booker-library/prize-years/2024", "The Booker Prize 2024 | The Booker Prizes",
         "Orbital by Samantha Harvey is the winner of the Booker Prize 2024. Find out more about the winning book, the shortlist, the longlist and the judges ...", "N/A"),
        (guardian, "Samantha Harvey wins Booker prize for 'wondrous' space novel Orbital | The Guardian",
         "Harvey's novel, set over a single day on the International Space Station, is the first book set in space to win the £50,000 prize ...", "Nov 12, 2024"),
        ("https://www.bbc.co.uk/news/articles/c0j4yz1zkd2o", "Booker Prize 2024: Samantha Harvey wins for space novel Orbital - BBC News",
         "The British author dedicated the prize to everyone who speaks for, and not against, the Earth ...", "Nov 12, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Booker_Prize", "2024 Booker Prize - Wikipedia",
         "The 2024 Booker Prize was awarded on 12 November 2024 to Samantha Harvey for Orbital. The longlist was announced on 30 July 2024 ...", "N/A"),
        ("https://www.nytimes.com/2024/11/12/books/booker-prize-winner-samantha-harvey-orbital.html", "Samantha Harvey Wins Booker Prize for 'Orbital' - The New York Times",
         "The slim novel follows six astronauts aboard the International Space Station as they circle the Earth 16 times in 24 hours ...", "Nov 12, 2024"),
        ("https://thebookerprizes.com/the-booker-library/features/booker-prize-2024-shortlist-announced", "The Booker Prize 2024 shortlist is announced | The Booker Prizes",
         "The six books on the shortlist were chosen from 156 novels submitted by publishers; five of the six shortlisted authors are women, the most in the prize's history ...", "Sep 16, 2024"),
        ("https://www.reuters.com/lifestyle/samantha-harveys-orbital-wins-booker-prize-2024-11-12/", "Samantha Harvey's 'Orbital' wins Booker Prize | Reuters",
         "Harvey is the first British woman to win the prize since Hilary Mantel in 2012 ...", "Nov 12, 2024"),
        ("https://www.waterstones.com/campaign/booker-prize", "The Booker Prize 2024 | Waterstones",
         "Shop the Booker Prize 2024 winner and shortlist: Orbital, James, Creation Lake, Held, The Safekeep, Stone Yard Devotional ...", "N/A"),
        ("https://www.npr.org/2024/11/12/nx-s1-5187961/booker-prize-samantha-harvey-orbital", "Samantha Harvey wins the Booker Prize for her novel 'Orbital' : NPR",
         "Judges' chair Edmund de Waal called the book 'a work of almost unbearable beauty' ...", "Nov 12, 2024"),
        ("https://www.reddit.com/r/books/comments/1gpv2fw/samantha_harvey_wins_the_2024_booker_prize_for/", "Samantha Harvey wins the 2024 Booker Prize for Orbital : r/books",
         "I loved Orbital but I was sure James would take it ...", "Nov 12, 2024"),
    )))
    t.append((extract("https://thebookerprizes.com/the-booker-library/prize-years/2024", "Winner, shortlist with publishers, judges, prize money"), """# The Booker Prize 2024

## Winner

**Orbital** by Samantha Harvey (Jonathan Cape)

> "A work of almost unbearable beauty, Orbital is a novel about a single day in the lives of six astronauts and cosmonauts aboard the International Space Station." – Edmund de Waal, Chair of judges

The winner was announced on Tuesday 12 November 2024 at a ceremony at Old Billingsgate, London, and receives £50,000. Each shortlisted author receives £2,500 and a specially bound edition of their book.

## The shortlist

| Title | Author | Publisher | Author's nationality |
| --- | --- | --- | --- |
| James | Percival Everett | Mantle | American |
| Creation Lake | Rachel Kushner | Jonathan Cape | American |
| Held | Anne Michaels | Bloomsbury | Canadian |
| Orbital | Samantha Harvey | Jonathan Cape | British |
| The Safekeep | Yael van der Wouden | Viking | Dutch |
| Stone Yard Devotional | Charlotte Wood | Sceptre | Australian |

The shortlist was announced on 16 September 2024 and chosen from the 13-book longlist. For the first time, five of the six shortlisted authors are women.

## The longlist (announced 30 July 2024)

1. Headshot – Rita Bullwinkel
2. James – Percival Everett
3. Orbital – Samantha Harvey
4. Creation Lake – Rachel Kushner
5. My Friends – Hisham Matar
6. This Strange Eventful History – Claire Messud
7. Held – Anne Michaels
8. Wandering Stars – Tommy Orange
9. Enlightenment – Sarah Perry
10. Playground – Richard Powers
11. Colored Television – Danzy Senna
12. The Safekeep – Yael van der Wouden
13. Stone Yard Devotional – Charlotte Wood

## The judges

| Judge | Role |
| --- | --- |
| Edmund de Waal | Chair; artist and writer |
| Sara Collins | Novelist |
| Justine Jordan | Literary critic and editor |
| Yiyun Li | Novelist and short story writer |
| Nitin Sawhney | Musician and composer |

The judges considered 156 novels published in the UK or Ireland between 1 October 2023 and 30 September 2024."""))
    t.append(m.add({"booker_2024_winner": "Orbital - Samantha Harvey (Jonathan Cape); announced 12 Nov 2024, Old Billingsgate; GBP 50,000",
                    "booker_2024_chair": "Edmund de Waal (judges: Sara Collins, Justine Jordan, Yiyun Li, Nitin Sawhney)",
                    "booker_2024_shortlist": "James; Creation Lake; Held; Orbital; The Safekeep; Stone Yard Devotional"}))
    t.append((search("Samantha Harvey Orbital Booker win reaction shortest winner pages"), found(
        ("https://www.bbc.co.uk/news/articles/c0j4yz1zkd2o", "Booker Prize 2024: Samantha Harvey wins for space novel Orbital - BBC News",
         "At 136 pages, Orbital is one of the shortest books ever to win the Booker Prize ...", "Nov 12, 2024"),
        (guardian, "Samantha Harvey wins Booker prize for 'wondrous' space novel Orbital | The Guardian",
         "Chair of judges Edmund de Waal said Orbital was 'a book about a world, not a planet' ...", "Nov 12, 2024"),
        ("https://www.thebookseller.com/news/orbital-sales-soar-after-booker-win", "Orbital sales soar after Booker win | The Bookseller",
         "Sales of Harvey's novel jumped in the days after the ceremony, with Vintage reprinting the paperback ...", "Nov 14, 2024"),
        ("https://www.independent.co.uk/arts-entertainment/books/news/booker-prize-2024-winner-samantha-harvey-orbital-b2645580.html", "Booker Prize 2024 winner: Samantha Harvey's Orbital is the first space-set novel to win | The Independent",
         "Harvey wrote the novel during the Covid lockdowns, watching live feeds from the International Space Station ...", "Nov 13, 2024"),
        ("https://thebookerprizes.com/the-booker-library/features/samantha-harvey-interview-orbital", "Samantha Harvey: 'I wanted to write a pastoral novel set in space' | The Booker Prizes",
         "In an interview recorded for the shortlist, Harvey talks about the novel's structure of sixteen orbits ...", "Sep 25, 2024"),
        ("https://www.ft.com/content/5b8f2a3e-6d1c-4e0f-9a7b-2c4d8e1f0a93", "Booker Prize goes to Samantha Harvey's lyrical Orbital | Financial Times",
         "The slim novel beat favourite James by Percival Everett ...", "Nov 12, 2024"),
        ("https://lithub.com/samantha-harvey-has-won-the-2024-booker-prize/", "Samantha Harvey has won the 2024 Booker Prize | Literary Hub",
         "Harvey's fifth novel, published in the US by Grove Press, was already a bestseller ...", "Nov 12, 2024"),
    )))
    t.append((extract(guardian, "Quotes from the judges and what makes the win notable"), """# Samantha Harvey wins Booker prize for 'wondrous' space novel Orbital

*British author's short novel, set over 24 hours on the International Space Station, is the first book set in space to win the £50,000 award*

By Ella Creamer
Tue 12 Nov 2024 22.09 GMT · Last modified on Wed 13 Nov 2024 10.14 GMT

Samantha Harvey has won the Booker prize for her "wondrous" novel Orbital, which follows six astronauts aboard the International Space Station over a single day in which they circle the Earth 16 times.

Harvey is the first British woman to win the prize since Hilary Mantel in 2012, for Bring Up the Bodies. Orbital, at 136 pages, is the second-shortest book to win after Penelope Fitzgerald's Offshore in 1979.

The chair of judges, the artist and writer Edmund de Waal, said the decision was unanimous. "With her language of lyricism and acuity, Harvey makes our world strange and new for us," he said. "Orbital is about a world, not a planet."

Accepting the prize at Old Billingsgate in London, Harvey dedicated it "to everyone who speaks for and not against the Earth, for and not against the dignity of other humans, other life, and all the people who speak for and call for and work for peace".

Orbital beat a shortlist that included Percival Everett's James, a reimagining of Huckleberry Finn told from the perspective of the enslaved Jim, which had been the bookmakers' favourite; Rachel Kushner's Creation Lake; Anne Michaels' Held; Yael van der Wouden's The Safekeep; and Charlotte Wood's Stone Yard Devotional. It was the first time that five of the six shortlisted writers were women.

Harvey wrote much of the novel during the Covid-19 lockdowns, drawing on footage from the space station. It was published by Jonathan Cape in November 2023 and had already sold strongly in the UK before the shortlist was announced.

The judges – de Waal, novelist Sara Collins, critic Justine Jordan, writer Yiyun Li and musician Nitin Sawhney – chose the winner from 156 submitted novels.

Last year's prize went to Irish writer Paul Lynch for Prophet Song.

**Related:** Booker prize 2024 shortlist: the six books in brief · Samantha Harvey: 'I'm not interested in spaceships'"""))
    t.append(m.update({"booker_2024_shortlist": "James (Percival Everett, Mantle); Creation Lake (Rachel Kushner, Jonathan Cape); Held (Anne Michaels, Bloomsbury); Orbital (Samantha Harvey, Jonathan Cape) - winner; The Safekeep (Yael van der Wouden, Viking); Stone Yard Devotional (Charlotte Wood, Sceptre)"}))
    t.append(m.get(["booker_2024_winner", "booker_2024_shortlist"]))
    rs.add(task="search", tid="h33-search-04", system=SYSTEM, turns=t,
           state=state("Which novel won the 2024 Booker Prize, who chaired the judges, and which books were on the shortlist (with publishers)?", "2024-11-15"))


# ATP Tour rankings + Tennis Abstract (tennis rankings): clean
def t05(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    dc = "https://www.daviscup.com/en/news-articles/italy-v-argentina-davis-cup-final-8-quarter-final-preview/"
    top = [
        (1, "Jannik Sinner", "ITA", 23, 11830, 20), (2, "Alexander Zverev", "GER", 27, 7915, 24), (3, "Carlos Alcaraz", "ESP", 21, 7010, 18),
        (4, "Taylor Fritz", "USA", 27, 5350, 25), (5, "Daniil Medvedev", "-", 28, 5031, 22), (6, "Casper Ruud", "NOR", 25, 4255, 25),
        (7, "Novak Djokovic", "SRB", 37, 3910, 15), (8, "Alex de Minaur", "AUS", 25, 3745, 25), (9, "Andrey Rublev", "-", 27, 3520, 26),
        (10, "Grigor Dimitrov", "BUL", 33, 3350, 21), (11, "Stefanos Tsitsipas", "GRE", 26, 3195, 25), (12, "Tommy Paul", "USA", 27, 3145, 25),
        (13, "Holger Rune", "DEN", 21, 3025, 25), (14, "Ugo Humbert", "FRA", 26, 2555, 26), (15, "Jack Draper", "GBR", 22, 2530, 23),
        (16, "Hubert Hurkacz", "POL", 27, 2515, 23), (17, "Lorenzo Musetti", "ITA", 22, 2380, 27), (18, "Frances Tiafoe", "USA", 26, 2360, 24),
        (19, "Arthur Fils", "FRA", 20, 2315, 27), (20, "Ben Shelton", "USA", 22, 2280, 26),
    ]
    rank_table = "\n".join(f"| {r} | {n} | {c} | {a} | {p:,} | {tp} |" for r, n, c, a, p, tp in top)
    t.append((search("ATP rankings 2024 year-end top 10 points"), found(
        ("https://www.atptour.com/en/rankings/singles", "Official ATP Men's Tennis Rankings | ATP Tour | Tennis",
         "Pepperstone ATP Rankings (Singles). Rank, Player, Age, Points, Tournaments Played. 1 Jannik Sinner 11,830 · 2 Alexander Zverev 7,915 · 3 Carlos Alcaraz 7,010 ...", "N/A"),
        ("https://www.atptour.com/en/news/sinner-year-end-no-1-2024", "Sinner Clinches Year-End No. 1 In Pepperstone ATP Rankings | ATP Tour",
         "Jannik Sinner will finish 2024 as No. 1 in the Pepperstone ATP Rankings, becoming the first Italian to achieve the feat ...", "Oct 28, 2024"),
        ("https://en.wikipedia.org/wiki/2024_ATP_Tour", "2024 ATP Tour - Wikipedia",
         "The 2024 ATP Tour is the global elite men's professional tennis circuit ... Year-end rankings: 1 Jannik Sinner, 2 Alexander Zverev, 3 Carlos Alcaraz ...", "N/A"),
        ("https://www.espn.com/tennis/rankings", "ATP Rankings - ESPN",
         "Current ATP singles rankings. RK, Name, Points, Age. Jannik Sinner 11,830 ...", "N/A"),
        (dc, "Italy v Argentina: Davis Cup Final 8 quarter-final preview | Davis Cup",
         "Defending champions Italy, led by world No. 1 Jannik Sinner, open their title defence against Argentina in Malaga today ...", "38 minutes ago"),
        ("https://www.tennis.com/news/articles/atp-year-end-top-10-2024-sinner-zverev-alcaraz", "The ATP year-end Top 10 of 2024, ranked - Tennis.com",
         "Taylor Fritz finishes a career-best No. 4, while Novak Djokovic ends outside the Top 5 for the first time since 2017 ...", "Nov 18, 2024"),
        ("https://www.tennisabstract.com/reports/atp_elo_ratings.html", "ATP Elo Ratings | Tennis Abstract",
         "Elo ratings for ATP players, overall and by surface: hard, clay, grass. Updated weekly ...", "N/A"),
        ("https://www.live-tennis.eu/en/atp-live-ranking", "ATP Live Ranking - live-tennis.eu",
         "ATP live ranking with points dropping and tournament results updated in real time ...", "N/A"),
    )))
    t.append((extract("https://www.atptour.com/en/rankings/singles", "Top 20 singles ranking with points"), f"""# Pepperstone ATP Rankings (Singles)

Date: 2024.11.18 · Range: 1-100 · Region: All

| Rank | Player | Country | Age | Points | Tourn Played |
| --- | --- | --- | --- | --- | --- |
{rank_table}

Showing 1-20 · Load more

The Pepperstone ATP Rankings are updated every Monday. Rankings are based on points earned over the previous 52 weeks (with the exception of the Nitto ATP Finals), counting the Grand Slams, the ATP Masters 1000 events, the Nitto ATP Finals and the best results from ATP 500, ATP 250, ATP Challenger Tour and ITF events."""))
    t.append(m.add({"atp_ye2024_no1": "Jannik Sinner (ITA) - 11,830 pts (ranking date 2024-11-18)",
                    "atp_ye2024_top5": "1 Sinner 11,830; 2 Zverev 7,915; 3 Alcaraz 7,010; 4 Fritz 5,350; 5 Medvedev 5,031"}))
    ita = [(1, "Jannik Sinner", 23, 11830), (17, "Lorenzo Musetti", 22, 2380), (32, "Flavio Cobolli", 22, 1390), (34, "Matteo Berrettini", 28, 1325),
           (35, "Matteo Arnaldi", 23, 1306), (37, "Luciano Darderi", 22, 1210), (49, "Lorenzo Sonego", 29, 985), (89, "Fabio Fognini", 37, 690), (97, "Mattia Bellucci", 23, 642)]
    ita_table = "\n".join(f"| {r} | {n} | ITA | {a} | {p:,} |" for r, n, a, p in ita)
    t.append((extract("https://www.atptour.com/en/rankings/singles?rankRange=1-100&region=ITA", "Italian players in the top 100"), f"""# Pepperstone ATP Rankings (Singles)

Date: 2024.11.18 · Range: 1-100 · Region: ITA

| Rank | Player | Country | Age | Points |
| --- | --- | --- | --- | --- |
{ita_table}

9 players match the current filters."""))
    t.append((search("Sinner 2024 season points lead over Zverev year-end No. 1"), found(
        ("https://www.atptour.com/en/news/sinner-2024-season-review", "Sinner's Record-Breaking 2024: By The Numbers | ATP Tour",
         "Sinner finished the year with 11,830 points, 3,915 ahead of No. 2 Alexander Zverev, after going 70-6 and lifting eight titles ...", "Nov 19, 2024"),
        ("https://www.atptour.com/en/news/sinner-year-end-no-1-2024", "Sinner Clinches Year-End No. 1 In Pepperstone ATP Rankings | ATP Tour",
         "Sinner, who first rose to No. 1 on 10 June, has held top spot for every week since ...", "Oct 28, 2024"),
        ("https://www.eurosport.com/tennis/sinner-lead-zverev-atp-finals-rankings_sto10071155/story.shtml", "Sinner's lead before Turin: how the rankings could change at the ATP Finals - Eurosport",
         "Sinner heads to Turin more than 3,000 points clear, while Zverev and Alcaraz fight for the year-end No. 2 spot ...", "Nov 9, 2024"),
        ("https://www.tennisabstract.com/blog/2024/11/20/how-dominant-was-sinner-in-2024/", "How dominant was Sinner in 2024? - Heavy Topspin",
         "By Elo, Sinner ends the season more than 90 points clear of Alcaraz, the widest year-end gap since 2015 ...", "Nov 20, 2024"),
        ("https://www.bbc.co.uk/sport/tennis/articles/c8rxp4g7xnjo", "Sinner beats Fritz to win ATP Finals without dropping a set - BBC Sport",
         "World number one Jannik Sinner won the ATP Finals for the first time, beating Taylor Fritz 6-4 6-4 in Turin ...", "Nov 17, 2024"),
        ("https://en.wikipedia.org/wiki/Jannik_Sinner", "Jannik Sinner - Wikipedia",
         "Jannik Sinner is an Italian professional tennis player. He has been ranked world No. 1 in singles by the ATP since 10 June 2024 ...", "N/A"),
    )))
    elo = [(1, "Jannik Sinner", 23.3, 2251.8, 2183.0, 2098.4, 2060.2), (2, "Carlos Alcaraz", 21.5, 2158.1, 2066.5, 2121.6, 2105.7),
           (3, "Novak Djokovic", 37.5, 2117.3, 2024.9, 2047.3, 2052.8), (4, "Alexander Zverev", 27.6, 2063.5, 1993.4, 2049.1, 1885.0),
           (5, "Taylor Fritz", 27.1, 2001.9, 1968.6, 1784.2, 1902.7), (6, "Daniil Medvedev", 28.8, 1994.6, 1970.1, 1812.4, 1860.9),
           (7, "Jack Draper", 22.9, 1962.4, 1925.8, 1758.2, 1850.4), (8, "Alex de Minaur", 25.8, 1944.0, 1896.7, 1802.5, 1855.3),
           (9, "Casper Ruud", 25.9, 1936.8, 1832.0, 1948.9, 1701.6), (10, "Andrey Rublev", 27.1, 1921.5, 1881.2, 1849.0, 1766.1)]
    elo_table = "\n".join(f"| {r} | {n} | {a} | {e} | {h} | {c} | {g} |" for r, n, a, e, h, c, g in elo)
    t.append((extract("https://www.tennisabstract.com/reports/atp_elo_ratings.html", "Elo order of the top 10 compared with the official ranking"), f"""# ATP Elo Ratings

Last update: 2024-11-18

| Elo Rank | Player | Age | Elo | hElo | cElo | gElo |
| --- | --- | --- | --- | --- | --- | --- |
{elo_table}

Elo ratings are calculated from match results only: every win raises a player's rating and every loss lowers it, by an amount that depends on the opponent's rating. Ratings do not depend on tournament category or points defended, so the Elo order can differ substantially from the official ATP ranking. hElo, cElo and gElo are surface-specific ratings for hard, clay and grass.

Players must have played at least one match in the last 52 weeks to be listed."""))
    t.append(m.update({"atp_ye2024_top5": "1 Sinner 11,830; 2 Zverev 7,915; 3 Alcaraz 7,010; 4 Fritz 5,350; 5 Medvedev 5,031 (official ATP, 2024-11-18). Elo top 5 differs: Sinner, Alcaraz, Djokovic, Zverev, Fritz"}))
    t.append((search("Davis Cup Final 8 Malaga Italy Argentina Sinner"), found(
        (dc, "Italy v Argentina: Davis Cup Final 8 quarter-final preview | Davis Cup",
         "Defending champions Italy, led by world No. 1 Jannik Sinner, open their title defence against Argentina in Malaga today ...", "1 hour ago"),
        ("https://www.daviscup.com/en/live-scores/", "Live Scores | Davis Cup",
         "Davis Cup Final 8, Malaga, Palacio de Deportes José María Martín Carpena. Quarter-final: Italy v Argentina, order of play ...", "N/A"),
        ("https://www.atptour.com/en/news/davis-cup-final-8-2024-draw-schedule", "Davis Cup Final 8 2024: Draw, schedule and what you need to know | ATP Tour",
         "Eight nations compete in Malaga from 19 to 24 November, with Italy defending the title won in 2023 ...", "Nov 18, 2024"),
        ("https://www.espn.com/tennis/story/_/id/42479130/davis-cup-2024-italy-sinner-argentina-quarterfinal", "Sinner leads Italy into Davis Cup quarterfinal vs. Argentina - ESPN",
         "Sinner, fresh off his ATP Finals title, headlines an Italian squad that also includes Musetti, Berrettini and Bolelli/Vavassori ...", "Nov 20, 2024"),
        ("https://www.reuters.com/sports/tennis/nadal-bids-farewell-davis-cup-netherlands-eliminate-spain-2024-11-20/", "Nadal bids farewell as Netherlands knock Spain out of Davis Cup | Reuters",
         "Rafael Nadal's career ended with a defeat by Botic van de Zandschulp as Spain lost 2-1 to the Netherlands ...", "Nov 20, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Davis_Cup_Finals", "2024 Davis Cup Finals - Wikipedia",
         "The 2024 Davis Cup Finals Final 8 was held at the Palacio de Deportes José María Martín Carpena in Málaga, Spain, from 19 to 24 November 2024 ...", "N/A"),
    )))
    t.append((extract("https://www.atptour.com/en/players/jannik-sinner/s0ag/overview", "Current ranking, points and 2024 season record"), """# Jannik Sinner

Italy · Age 23 (1 August 2001) · Height 191 cm (6'3") · Weight 77 kg (170 lbs) · Plays Right-Handed, Two-Handed Backhand · Turned pro 2018 · Coach: Simone Vagnozzi, Darren Cahill

## Rankings

| | Singles | Doubles |
| --- | --- | --- |
| Rank | 1 | 129 |
| Points | 11,830 | 470 |
| Career High | 1 (10 June 2024) | 124 |

## 2024 season

| Stat | Value |
| --- | --- |
| W-L | 70-6 |
| Titles | 8 |
| Prize Money | $16,951,525 |

## 2024 titles

| Tournament | Category | Final |
| --- | --- | --- |
| Australian Open | Grand Slam | d. Daniil Medvedev 3-6 3-6 6-4 6-4 6-3 |
| Rotterdam | ATP 500 | d. Alex de Minaur 7-5 6-4 |
| Miami | Masters 1000 | d. Grigor Dimitrov 6-3 6-1 |
| Halle | ATP 500 | d. Hubert Hurkacz 7-6(8) 7-6(2) |
| Cincinnati | Masters 1000 | d. Frances Tiafoe 7-6(4) 6-2 |
| US Open | Grand Slam | d. Taylor Fritz 6-3 6-4 7-5 |
| Shanghai | Masters 1000 | d. Novak Djokovic 7-6(4) 6-3 |
| Nitto ATP Finals | ATP Finals | d. Taylor Fritz 6-4 6-4 |"""))
    t.append(m.all())
    rs.add(task="search", tid="h33-search-05", system=SYSTEM, turns=t,
           state=state("Who are the top five in the 2024 year-end ATP singles ranking and with how many points? How does that compare with an Elo-based ranking?", "2024-11-21"))


# UNESCO World Heritage Centre (World Heritage sites): bad
def t06(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    news = "https://whc.unesco.org/en/news/2689"
    t.append((search("UNESCO World Heritage Committee 2024 New Delhi new sites inscribed total number of sites"), found(
        (news, "World Heritage Committee concludes its 46th session with 24 new sites inscribed | UNESCO World Heritage Centre",
         "The 46th session of the World Heritage Committee, held in New Delhi, India, from 21 to 31 July 2024, inscribed 24 new properties on the World Heritage List ...", "Jul 31, 2024"),
        ("https://whc.unesco.org/en/list/stat", "World Heritage List Statistics | UNESCO World Heritage Centre",
         "Number of World Heritage properties by region, by category, number of States Parties, properties inscribed each year, List in Danger ...", "N/A"),
        ("https://whc.unesco.org/en/newproperties/", "New Inscribed Properties | UNESCO World Heritage Centre",
         "Properties inscribed at the 46th session (2024): Schwerin Residence Ensemble; Viking-Age Ring Fortresses; Beijing Central Axis; Badain Jaran Desert; Moidams ...", "N/A"),
        ("https://en.wikipedia.org/wiki/46th_session_of_the_World_Heritage_Committee", "46th session of the World Heritage Committee - Wikipedia",
         "The 46th session was held at the Bharat Mandapam in New Delhi, chaired by Vishal V. Sharma ...", "N/A"),
        ("https://www.reuters.com/world/unesco-adds-sites-world-heritage-list-2024-07-27/", "UNESCO adds Via Appia, Beijing axis and Gaza monastery to heritage list | Reuters",
         "The Saint Hilarion monastery in Gaza was inscribed and simultaneously placed on the List of World Heritage in Danger ...", "Jul 27, 2024"),
        ("https://www.theguardian.com/world/article/2024/jul/26/flow-country-scotland-unesco-world-heritage-site", "Flow Country in Scotland becomes world's first peatland world heritage site | The Guardian",
         "The vast blanket bog in Caithness and Sutherland is the UK's 35th world heritage site ...", "Jul 26, 2024"),
        ("https://www.thehindu.com/news/national/moidams-assam-unesco-world-heritage/article68444062.ece", "Assam's Moidams become India's 43rd UNESCO World Heritage Site - The Hindu",
         "The mound-burial system of the Ahom dynasty at Charaideo is the first cultural property from the Northeast to be inscribed ...", "Jul 26, 2024"),
        ("https://www.unesco.org/en/articles/world-heritage-list-1223-sites", "The World Heritage List now has 1,223 sites | UNESCO",
         "Following the 46th session, the World Heritage List includes 1,223 properties in 168 States Parties ...", "Aug 1, 2024"),
    )))
    t.append((extract(news, "How many sites were inscribed in 2024, by category, and the new total"), """# World Heritage Committee concludes its 46th session with 24 new sites inscribed

Wednesday, 31 July 2024

New Delhi, 31 July – The 46th session of the World Heritage Committee, chaired by Vishal V. Sharma, Ambassador and Permanent Delegate of India to UNESCO, closed today after inscribing **24 new properties** on UNESCO's World Heritage List: 19 cultural, 4 natural and 1 mixed. The Committee also approved 2 significant boundary modifications (extensions) of existing properties.

With these inscriptions, the World Heritage List now numbers **1,223 properties** in 168 States Parties: 952 cultural, 231 natural and 40 mixed.

## Properties inscribed in 2024 (selection)

| Property | State Party | Category |
| --- | --- | --- |
| Badain Jaran Desert - Towers of Sand and Lakes | China | Natural |
| Beijing Central Axis: A Building Ensemble Exhibiting the Ideal Order of the Chinese Capital | China | Cultural |
| Moidams – the Mound-Burial System of the Ahom Dynasty | India | Cultural |
| Sado Island Gold Mines | Japan | Cultural |
| Via Appia. Regina Viarum | Italy | Cultural |
| Schwerin Residence Ensemble | Germany | Cultural |
| Viking-Age Ring Fortresses | Denmark | Cultural |
| The Flow Country | United Kingdom | Natural |
| Umm Al-Jimal | Jordan | Cultural |
| Al-Faw Archaeological Area | Saudi Arabia | Cultural |
| Hegmataneh | Iran (Islamic Republic of) | Cultural |
| Persian Caravanserai | Iran (Islamic Republic of) | Cultural |
| Saint Hilarion Monastery/Tell Umm Amer | Palestine | Cultural (also inscribed on the List in Danger) |
| Melka Kunture and Balchit: Archaeological and Palaeo-environmental Sites in the Highlands of Ethiopia | Ethiopia | Cultural |
| Gedi Historic Town and National Monument | Kenya | Cultural |

## List of World Heritage in Danger

The Committee inscribed Saint Hilarion Monastery/Tell Umm Amer (Palestine) on the List of World Heritage in Danger under the emergency procedure and removed the Rainforests of the Atsinanana (Madagascar) from it. The List in Danger now has 56 properties.

The 47th session of the World Heritage Committee will take place in Paris, France, in July 2025."""))
    t.append(m.add({"whc_2024_new": "24 new properties at 46th session, New Delhi, 21-31 Jul 2024: 19 cultural, 4 natural, 1 mixed",
                    "whc_total_after_2024": "1,223 properties (952 cultural, 231 natural, 40 mixed) in 168 States Parties",
                    "whc_in_danger_2024": "56 properties"}))
    t.append((extract("https://whc.unesco.org/en/list/stat", "Number of properties by region and category, top countries"), """# World Heritage List Statistics

## Number of World Heritage properties by region

| Region | Cultural | Natural | Mixed | Total | % |
| --- | --- | --- | --- | --- | --- |
| Africa | 59 | 44 | 5 | 108 | 9% |
| Arab States | 87 | 6 | 3 | 96 | 8% |
| Asia and the Pacific | 215 | 75 | 12 | 302 | 25% |
| Europe and North America | 484 | 70 | 11 | 565 | 46% |
| Latin America and the Caribbean | 107 | 36 | 9 | 152 | 12% |
| **Total** | **952** | **231** | **40** | **1,223** | **100%** |

*Some properties are shared between more than one State Party; each is counted once, in the region of the first State Party listed.*

## Key figures

| Indicator | Number |
| --- | --- |
| Total number of properties | 1,223 |
| States Parties with properties inscribed | 168 |
| States Parties to the Convention | 196 |
| Transboundary properties | 50 |
| Properties on the List of World Heritage in Danger | 56 |
| Properties delisted | 3 |

## States Parties with the most properties

| State Party | Cultural | Natural | Mixed | Total |
| --- | --- | --- | --- | --- |
| Italy | 54 | 6 | 0 | 60 |
| China | 40 | 15 | 4 | 59 |
| Germany | 51 | 3 | 0 | 54 |
| France | 45 | 7 | 1 | 53 |
| Spain | 44 | 4 | 2 | 50 |
| India | 35 | 7 | 1 | 43 |
| Mexico | 29 | 6 | 0 | 35 |
| United Kingdom of Great Britain and Northern Ireland | 29 | 5 | 1 | 35 |
| Russian Federation | 20 | 11 | 0 | 31 |
| Iran (Islamic Republic of) | 26 | 2 | 0 | 28 |"""))
    years = [("2014", 21, 4, 1, 26, "1,007"), ("2015", 23, 0, 1, 24, "1,031"), ("2016", 12, 6, 3, 21, "1,052"), ("2017", 18, 3, 0, 21, "1,073"),
             ("2018", 13, 3, 3, 19, "1,092"), ("2019", 24, 4, 1, 29, "1,121"), ("2021", 29, 5, 0, 34, "1,154"), ("2023", 37, 8, 0, 45, "1,199"),
             ("2024", 19, 4, 1, 24, "1,225")]
    ytab = "\n".join(f"| {y} | {c} | {n} | {x} | {tot} | {cum} |" for y, c, n, x, tot, cum in years)
    t.append((extract("https://whc.unesco.org/en/list/stat#s2", "Properties inscribed each year and cumulative total, last ten years"), f"""# World Heritage List Statistics

## Number of World Heritage properties inscribed each year

| Year | Cultural | Natural | Mixed | Inscribed | Cumulative total |
| --- | --- | --- | --- | --- | --- |
{ytab}

Notes:
- No Committee session inscribed properties in 2020 or 2022; the 44th session (2021) examined the nominations of both 2020 and 2021.
- 2023 includes the three properties inscribed at the 18th extraordinary session in January 2023 (Historic Centre of Odesa; Landmarks of the Ancient Kingdom of Saba, Marib; Rachid Karameh International Fair-Tripoli).
- Cumulative totals take into account properties removed from the List: Arabian Oryx Sanctuary (2007), Dresden Elbe Valley (2009) and Liverpool – Maritime Mercantile City (2021).
- Extensions of existing properties are not counted as new inscriptions."""))
    t.append((search("Italy number of UNESCO World Heritage Sites 2024 Via Appia 60th"), found(
        ("https://whc.unesco.org/en/statesparties/it", "Italy - UNESCO World Heritage Centre",
         "Italy: 60 properties inscribed on the World Heritage List, 31 on the Tentative List. Ratification 23 Jun 1978 ...", "N/A"),
        ("https://www.ansa.it/english/news/lifestyle/arts/2024/07/27/via-appia-becomes-italys-60th-unesco-world-heritage-site_4a8f2b6e.html", "Via Appia becomes Italy's 60th UNESCO World Heritage site - ANSA",
         "The ancient 'Regina Viarum' was inscribed by the Committee meeting in New Delhi, keeping Italy at the top of the list ahead of China ...", "Jul 27, 2024"),
        ("https://www.cultura.gov.it/comunicato/via-appia-unesco", "La Via Appia è patrimonio mondiale dell'UNESCO - Ministero della Cultura",
         "Il Comitato del Patrimonio Mondiale ha iscritto la Via Appia. Regina Viarum, il sessantesimo sito italiano ...", "Jul 27, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_World_Heritage_Sites_in_Italy", "List of World Heritage Sites in Italy - Wikipedia",
         "Italy has 60 World Heritage Sites, the most of any country, followed by China with 59 ...", "N/A"),
        ("https://www.euronews.com/travel/2024/07/30/these-are-the-new-unesco-world-heritage-sites-for-2024", "These are the 24 new UNESCO World Heritage Sites for 2024 | Euronews",
         "From Scotland's Flow Country to Japan's Sado gold mines and the Via Appia in Italy, here are this year's additions ...", "Jul 30, 2024"),
        ("https://www.italia.it/en/italy/things-to-do/unesco-world-heritage-sites-in-italy", "UNESCO World Heritage Sites in Italy | Italia.it",
         "Discover the Italian sites on the UNESCO World Heritage List, from the Dolomites to the Amalfi Coast ...", "N/A"),
    )))
    t.append(m.update({"whc_total_after_2024": "1,223 properties (952 cultural, 231 natural, 40 mixed) in 168 States Parties; Italy leads with 60, China 59"}))
    rs.add(task="search", tid="h33-search-06", system=SYSTEM, turns=t,
           state=state("How many sites did the World Heritage Committee inscribe in 2024, what is the total size of the List now, and which country has the most sites?", "2024-09-10"),
           bad=True, turn=5, kind="year-by-year table gives the cumulative total after 2024 as 1,225 although 1,199 + 24 = 1,223 as shown before")


# CAL FIRE incident pages (wildfire statistics): bad
def t07(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    inc = "https://www.fire.ca.gov/incidents/2024/7/24/park-fire"

    def page(updated: str) -> str:
        return f"""# Park Fire

Updated: {updated}

| Field | Value |
| --- | --- |
| Date Started | July 24, 2024 3:00 PM |
| Acres Burned | 391,578 |
| Containment | 30% |
| Counties | Butte, Tehama, Plumas, Shasta |
| Location | Upper Bidwell Park, off Highway 32, northeast of Chico |
| Administrative Unit | CAL FIRE Butte Unit / CAL FIRE Tehama-Glenn Unit / Lassen National Forest |
| Incident Type | Wildfire |
| Cause | Under investigation (arrest made) |

## Damage & Destruction

| Structures | Count |
| --- | --- |
| Destroyed | 574 |
| Damaged | 53 |
| Threatened | 4,200 |

## Personnel & Equipment

| Resource | Count |
| --- | --- |
| Personnel | 6,190 |
| Engines | 451 |
| Helicopters | 36 |
| Dozers | 152 |
| Water Tenders | 187 |
| Crews | 107 |

## Injuries & Fatalities

| | Count |
| --- | --- |
| Civilian injuries | 0 |
| Firefighter injuries | 4 |
| Fatalities | 0 |

## Situation Summary

Firefighters continue to construct and improve containment lines along the northern and eastern edges of the fire near Mineral, Paynes Creek and Butte Meadows. Moderate fire activity was observed overnight in heavy timber in the Lassen National Forest portion of the fire. Crews made good progress on the southern flank, and some evacuation orders in Butte County have been reduced to warnings. Red flag conditions are not expected today, but low humidity and steep terrain will continue to challenge suppression efforts.

## Evacuation Information

Evacuation orders and warnings remain in effect for portions of Butte, Tehama and Plumas counties. Visit the Butte County and Tehama County Sheriff's Offices or protect.genasys.com for current zones.

## Incident Contacts

Park Fire Information Line: (530) 538-7826 · 7:00 AM - 7:00 PM"""
    t.append((search("Park Fire acreage containment today CAL FIRE"), found(
        (inc, "Park Fire | CAL FIRE",
         "Park Fire. Updated: August 3, 2024 7:05 AM. Butte, Tehama, Plumas and Shasta Counties. 391,578 acres, 30% contained ...", "N/A"),
        ("https://www.fire.ca.gov/incidents", "Current Emergency Incidents | CAL FIRE",
         "Map and list of active CAL FIRE incidents: Park Fire 391,578 acres 30% contained; Borel Fire; Crozier Fire; Gold Complex ...", "N/A"),
        ("https://www.buttecounty.net/1451/Park-Fire", "Park Fire Information | Butte County, CA",
         "Evacuation orders and warnings, shelter locations, and repopulation information for Butte County residents affected by the Park Fire ...", "N/A"),
        ("https://www.abc10.com/article/news/local/wildfire/park-fire-update-august-3/103-7e5d8c4f-1b2a-4e6f-9c3d-6a8b2e1f0d47", "Park Fire update: Containment reaches 30% as crews hold lines near Mineral - ABC10",
         "The Park Fire has burned 391,578 acres and is 30% contained, according to CAL FIRE's Saturday morning update ...", "2 hours ago"),
        ("https://www.chicoer.com/2024/08/02/park-fire-chico-cohasset-repopulation/", "Park Fire: Cohasset residents allowed to return home | Chico Enterprise-Record",
         "Butte County Sheriff Kory Honea announced the repopulation of several zones on Cohasset Ridge on Friday ...", "Aug 2, 2024"),
        ("https://inciweb.wildfire.gov/incident-information/calnu-park-fire", "Park Fire Information | InciWeb",
         "Unified command: CAL FIRE and U.S. Forest Service, Lassen National Forest. Daily fire update and map ...", "N/A"),
        ("https://www.sfchronicle.com/california-wildfires/article/park-fire-map-19595310.php", "Park Fire map: Where the California wildfire is burning | SF Chronicle",
         "Track the spread of the Park Fire, one of the largest wildfires in California history, with our interactive map ...", "Aug 2, 2024"),
        ("https://www.reddit.com/r/chico/comments/1ei8q2c/park_fire_megathread_day_10/", "Park Fire Megathread - Day 10 : r/chico",
         "Post updates, road closures and evacuation info here. Please keep it civil ...", "Aug 2, 2024"),
    )))
    t.append((extract(inc, "Current acreage, containment, structures destroyed"), page("August 3, 2024 7:05 AM")))
    t.append(m.add({"park_fire_status_0803": "391,578 acres, 30% contained (CAL FIRE update Aug 3 2024 7:05 AM)",
                    "park_fire_origin": "Started Jul 24 2024 ~3:00 PM, Upper Bidwell Park NE of Chico; Butte, Tehama, Plumas, Shasta counties; arrest made"}))
    t.append((search("Park Fire largest wildfires California history ranking"), found(
        ("https://www.fire.ca.gov/our-impact/statistics", "Statistics - Top 20 Largest California Wildfires | CAL FIRE",
         "Top 20 largest California wildfires by acres burned: August Complex (2020) 1,032,648 acres; Dixie (2021) 963,309 acres; Mendocino Complex (2018) ...", "N/A"),
        ("https://www.latimes.com/california/story/2024-07-31/park-fire-now-fifth-largest-in-california-history", "Park Fire is now the fifth-largest wildfire in California history - Los Angeles Times",
         "The fire, which began near Chico on July 24, has surpassed the 2020 Creek fire in size ...", "Jul 31, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_California_wildfires", "List of California wildfires - Wikipedia",
         "This is a list of wildfires that have occurred in the U.S. state of California, including the largest by area burned ...", "N/A"),
        ("https://www.nbcnews.com/news/us-news/park-fire-california-largest-wildfires-rcna164522", "How the Park Fire compares with California's biggest wildfires - NBC News",
         "Only four fires in state history have burned more land: the August Complex, Dixie, Mendocino Complex and SCU Lightning Complex ...", "Aug 1, 2024"),
        ("https://calmatters.org/environment/wildfires/2024/08/park-fire-size/", "Why the Park Fire grew so big so fast - CalMatters",
         "Wind-driven runs on the first two days pushed the fire across more than 170,000 acres in under 48 hours ...", "Aug 1, 2024"),
        ("https://www.statista.com/statistics/1097004/largest-wildfires-california-acres-burned/", "Largest wildfires in California by acres burned | Statista",
         "August Complex fire in 2020 burned 1,032,648 acres, the largest wildfire in California's recorded history ...", "Nov 10, 2023"),
    )))
    big = [(1, "August Complex", "August 2020", "Mendocino, Humboldt, Trinity, Tehama, Glenn, Lake, Colusa", "1,032,648", "935", "1"),
           (2, "Dixie", "July 2021", "Butte, Plumas, Lassen, Shasta, Tehama", "963,309", "1,311", "1"),
           (3, "Mendocino Complex", "July 2018", "Colusa, Lake, Mendocino, Glenn", "459,123", "280", "1"),
           (4, "SCU Lightning Complex", "August 2020", "Stanislaus, Santa Clara, Alameda, Contra Costa, San Joaquin", "396,625", "222", "0"),
           (5, "Creek", "September 2020", "Fresno, Madera", "379,895", "853", "0"),
           (6, "LNU Lightning Complex", "August 2020", "Napa, Solano, Sonoma, Yolo, Lake, Colusa", "363,220", "1,491", "6"),
           (7, "North Complex", "August 2020", "Butte, Plumas, Yuba", "318,935", "2,352", "15"),
           (8, "Thomas", "December 2017", "Ventura, Santa Barbara", "281,893", "1,063", "2"),
           (9, "Cedar", "October 2003", "San Diego", "273,246", "2,820", "15"),
           (10, "Rush", "August 2012", "Lassen", "271,911 CA / 43,666 NV", "0", "0")]
    btab = "\n".join(f"| {a} | {b} | {c} | {d} | {e} | {f} | {g} |" for a, b, c, d, e, f, g in big)
    t.append((extract("https://www.fire.ca.gov/our-impact/statistics", "Largest California wildfires by acreage"), f"""# Top 20 Largest California Wildfires

| # | Fire Name (Cause) | Date | County | Acres | Structures | Deaths |
| --- | --- | --- | --- | --- | --- | --- |
{btab}

Showing 1-10 of 20 · Next

*This list reflects fires once they are fully contained and final acreage has been confirmed; incidents that are still active are not ranked. Acreage for some older fires is estimated. Rush Fire acreage includes the portion of the fire that burned in Nevada.*

Last updated: 1/18/2024"""))
    t.append((search("Park Fire evacuation orders lifted update Saturday"), found(
        ("https://www.abc10.com/article/news/local/wildfire/park-fire-update-august-3/103-7e5d8c4f-1b2a-4e6f-9c3d-6a8b2e1f0d47", "Park Fire update: Containment reaches 30% as crews hold lines near Mineral - ABC10",
         "Some evacuation orders in Butte County were reduced to warnings Saturday morning as containment reached 30% ...", "3 hours ago"),
        ("https://www.buttecounty.net/1451/Park-Fire", "Park Fire Information | Butte County, CA",
         "Evacuation zones BUT-E010, BUT-E011 and BUT-E016 have been downgraded from orders to warnings ...", "N/A"),
        ("https://www.kcra.com/article/park-fire-evacuations-map-august-3/61780342", "Park Fire evacuations: Map shows orders, warnings for Butte, Tehama counties - KCRA",
         "Here's where evacuation orders and warnings are in place as the Park Fire continues to burn ...", "34 minutes ago"),
        ("https://twitter.com/CALFIRE_ButteCo/status/1819745231774523689", "CAL FIRE Butte Unit on X",
         "#ParkFire [update] Morning update: 391,578 acres, 30% contained. Evacuation orders reduced to warnings for zones ...", "5 hours ago"),
        ("https://www.tehamaso.org/park-fire-evacuations", "Park Fire Evacuations - Tehama County Sheriff's Office",
         "Evacuation orders remain in effect for the communities of Mineral, Paynes Creek and Manton ...", "N/A"),
        ("https://www.actionnewsnow.com/news/park-fire-repopulation-butte-county-saturday/article_5d2f8e30-5130-11ef-9c2a-3b7f0c6a1e94.html", "Park Fire repopulation underway for parts of Butte County - Action News Now",
         "Residents with proof of residency can return to zones along Highway 32 beginning at noon ...", "1 hour ago"),
    )))
    t.append((extract("https://www.abc10.com/article/news/local/wildfire/park-fire-update-august-3/103-7e5d8c4f-1b2a-4e6f-9c3d-6a8b2e1f0d47", "Latest numbers and which evacuation orders were reduced"), """# Park Fire update: Containment reaches 30% as crews hold lines near Mineral

ABC10 Staff · Published: 9:12 AM PDT August 3, 2024 · Updated: 10:40 AM PDT August 3, 2024

CHICO, Calif. — Firefighters gained more ground on the Park Fire overnight, lifting containment to 30% as crews held lines along the fire's northern edge near the community of Mineral, CAL FIRE said in its Saturday morning update.

The fire has burned **391,578 acres** across Butte, Tehama, Plumas and Shasta counties since it started in Upper Bidwell Park on July 24. It is now the fifth-largest wildfire in California's recorded history.

According to the 7:05 a.m. update, 574 structures have been destroyed and 53 damaged. More than 6,100 personnel are assigned to the fire.

## Evacuations

Butte County Sheriff Kory Honea reduced evacuation orders to warnings for zones BUT-E010, BUT-E011 and BUT-E016 on Saturday morning. Residents returning home should expect fire activity and heavy equipment on roads.

In Tehama County, evacuation orders remain in place for Mineral, Paynes Creek and Manton.

## Investigation

A 42-year-old Chico man was arrested on suspicion of arson on July 25. Prosecutors say he pushed a burning car into a gully in Upper Bidwell Park. He has pleaded not guilty.

## Air quality

The Butte County Air Quality Management District extended its smoke advisory through Monday. Residents are urged to limit outdoor activity when smoke is present.

*This is a developing story. Check back for updates.*"""))
    t.append(m.get(["park_fire_status_0803"]))
    t.append((extract(inc, "Latest update time and numbers"), page("August 3, 2024 6:40 AM")))
    t.append(m.add({"park_fire_structures": "574 destroyed, 53 damaged, 4,200 threatened; 6,190 personnel; 4 firefighter injuries"}))
    rs.add(task="search", tid="h33-search-07", system=SYSTEM, turns=t,
           state=state("How big is the Park Fire right now, how contained is it, how much damage has it done, and where does it rank among California's largest wildfires?", "2024-08-03"),
           bad=True, turn=9, kind="incident page re-extracted later shows 'Updated: 6:40 AM', earlier than the 7:05 AM update already shown")


# NASA Webb blog + arXiv (space telescope observations): clean
def t08(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    nasa = "https://science.nasa.gov/blogs/webb/2024/05/30/nasas-james-webb-space-telescope-finds-most-distant-known-galaxy/"
    t.append((search("JWST most distant galaxy confirmed spectroscopic redshift record"), found(
        (nasa, "NASA's James Webb Space Telescope Finds Most Distant Known Galaxy - NASA Science",
         "JADES-GS-z14-0 has a redshift of 14.32, meaning we see it as it was less than 300 million years after the big bang ...", "May 30, 2024"),
        ("https://www.nature.com/articles/s41586-024-07860-9", "A shining cosmic dawn: spectroscopic confirmation of two luminous galaxies at z ≈ 14 | Nature",
         "Carniani et al. report NIRSpec spectroscopy of JADES-GS-z14-0 and JADES-GS-z14-1, at z = 14.32 and z = 13.90 ...", "Jul 29, 2024"),
        ("https://www.space.com/james-webb-space-telescope-mom-z14-most-distant-galaxy", "James Webb Space Telescope breaks its own record for most distant galaxy with MoM-z14 | Space",
         "The galaxy MoM-z14 existed just 280 million years after the Big Bang, at a redshift of 14.44 ...", "May 28, 2025"),
        ("https://arxiv.org/abs/2405.18485", "[2405.18485] A shining cosmic dawn: spectroscopic confirmation of two luminous galaxies at z∼14",
         "We report the spectroscopic confirmation of two luminous galaxies at z = 14.32 and z = 13.90 from NIRSpec prism observations ...", "May 28, 2024"),
        ("https://esawebb.org/news/weic2409/", "Webb breaks record for most distant galaxy | ESA/Webb",
         "The JWST Advanced Deep Extragalactic Survey (JADES) team has confirmed the most distant galaxy ever seen ...", "May 30, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_the_most_distant_astronomical_objects", "List of the most distant astronomical objects - Wikipedia",
         "MoM-z14 · z = 14.44 · spectroscopic · 2025. JADES-GS-z14-0 · z = 14.32 · spectroscopic · 2024 ...", "N/A"),
        ("https://www.nytimes.com/2024/05/30/science/james-webb-telescope-galaxy.html", "Webb Telescope Spots the Most Distant Galaxy Yet - The New York Times",
         "The galaxy is surprisingly bright and large for so early in the universe's history, astronomers say ...", "May 30, 2024"),
        ("https://www.universetoday.com/articles/mom-z14-most-distant-galaxy", "Webb finds a 'cosmic miracle' galaxy just 280 million years after the Big Bang - Universe Today",
         "The Mirage or Miracle survey has confirmed MoM-z14 at z = 14.44, pushing the record back by about 10 million years ...", "May 29, 2025"),
    )))
    t.append((extract(nasa, "Redshift, age, size and how it was confirmed"), """# NASA's James Webb Space Telescope Finds Most Distant Known Galaxy

Written by Stefano Carniani (Scuola Normale Superiore) and Kevin Hainline (University of Arizona)
May 30, 2024

Over the last two years, scientists have used NASA's James Webb Space Telescope to explore what astronomers refer to as Cosmic Dawn – the period in the first few hundred million years after the big bang when the first galaxies were born. Now, we can report the discovery of the most distant galaxy yet: **JADES-GS-z14-0**.

Its redshift of **14.32** (+0.08, −0.20) means we see it as it was less than **300 million years after the big bang** (about 290 million years). A second galaxy, JADES-GS-z14-1, was confirmed at a redshift of 13.90.

## How it was found

JADES-GS-z14-0 was first identified in imaging from Webb's NIRCam (Near-Infrared Camera) in the JWST Advanced Deep Extragalactic Survey (JADES) in late 2022. At first the team suspected it could be a foreground galaxy, because it appeared next to another, closer galaxy. Follow-up spectroscopy with NIRSpec (Near-Infrared Spectrograph) in January 2024, totaling nearly 10 hours, showed a clear Lyman-alpha break that confirmed the redshift.

## What makes it surprising

| Property | Value |
| --- | --- |
| Redshift | 14.32 |
| Time after the big bang | ~290 million years |
| Size (half-light diameter) | ~1,600 light-years |
| Stellar mass | several hundred million solar masses |
| Detected with | NIRCam imaging, NIRSpec prism spectroscopy, MIRI imaging |

The galaxy is unexpectedly luminous and large: its light comes mostly from young stars rather than from a growing supermassive black hole. Webb's MIRI (Mid-Infrared Instrument) also detected emission consistent with oxygen, which suggests that multiple generations of stars had already lived and died in the galaxy within its first few hundred million years.

The results have been submitted to a peer-reviewed journal and are available on the arXiv preprint server (arXiv:2405.18485 and arXiv:2405.18462).

The James Webb Space Telescope is an international program led by NASA with its partners, ESA (European Space Agency) and CSA (Canadian Space Agency)."""))
    t.append(m.add({"jades_gs_z14_0": "z = 14.32 (+0.08/-0.20), ~290 Myr after Big Bang; NIRSpec confirmation Jan 2024; announced NASA 2024-05-30; Carniani et al. arXiv:2405.18485, Nature 2024"}))
    t.append((search("MoM-z14 redshift 14.44 arXiv Naidu"), found(
        ("https://arxiv.org/abs/2505.11263", "[2505.11263] A Cosmic Miracle: A Remarkably Luminous Galaxy at z_spec = 14.44 Confirmed with JWST",
         "We present the spectroscopic confirmation of MoM-z14, a luminous galaxy at z = 14.44, the most distant galaxy known to date ...", "May 16, 2025"),
        ("https://www.space.com/james-webb-space-telescope-mom-z14-most-distant-galaxy", "James Webb Space Telescope breaks its own record for most distant galaxy with MoM-z14 | Space",
         "MoM-z14 existed just 280 million years after the Big Bang ...", "May 28, 2025"),
        ("https://news.mit.edu/2025/mit-astronomers-confirm-most-distant-galaxy-mom-z14", "Astronomers confirm the most distant galaxy yet observed | MIT News",
         "Led by MIT's Rohan Naidu, the Mirage or Miracle survey used NIRSpec to confirm the galaxy's redshift ...", "May 2025"),
        ("https://www.reddit.com/r/space/comments/1kx3v9p/jwst_confirms_momz14_at_z1444_the_new_most/", "JWST confirms MoM-z14 at z=14.44, the new most distant galaxy : r/space",
         "MoM-z14, in the COSMOS field, beats the JADES-GS-z14-0 record from last year by about 10 million years ...", "May 27, 2025"),
        ("https://www.universetoday.com/articles/mom-z14-most-distant-galaxy", "Webb finds a 'cosmic miracle' galaxy just 280 million years after the Big Bang - Universe Today",
         "The Mirage or Miracle survey has confirmed MoM-z14 at z = 14.44 ...", "May 29, 2025"),
        ("https://en.wikipedia.org/wiki/MoM-z14", "MoM-z14 - Wikipedia",
         "MoM-z14 is a high-redshift galaxy located in the constellation Sextans, discovered by JWST ...", "N/A"),
    )))
    t.append((extract("https://arxiv.org/abs/2505.11263", "Redshift, age after Big Bang, authors and submission date"), """# Astrophysics > Astrophysics of Galaxies

**arXiv:2505.11263** (astro-ph)

[Submitted on 16 May 2025]

# A Cosmic Miracle: A Remarkably Luminous Galaxy at z_spec = 14.44 Confirmed with JWST

Rohan P. Naidu, Pascal A. Oesch, Gabriel Brammer, Andrea Weibel, Yijia Li, Jorryt Matthee, John Chisholm, Clara L. Pollock, Kasper E. Heintz, Benjamin D. Johnson, Xuejian Shen, Raphael E. Hviding, Joel Leja, Sandro Tacchella, Arpita Ganguly, Callum Witten, Hakim Atek, Sirio Belli, Sownak Bose, Rychard Bouwens, Pratika Dayal, Roberto Decarli, Anna de Graaff, Yoshinobu Fudamoto, Emma Giovinazzo, et al. (additional authors not shown)

> **Abstract:** JWST has revealed a stunning population of bright galaxies at surprisingly early epochs, z > 10, where few such sources were expected. Here we present the most distant example of this class yet -- MoM-z14, a luminous (M_UV = -20.2) source in the COSMOS legacy field at z_spec = 14.44 (+0.02/−0.02) that expands the observational frontier to a mere 280 million years after the Big Bang. The redshift is confirmed with NIRSpec/prism spectroscopy through a sharp Lyman-α break and ≈3σ detections of five rest-UV emission lines. The galaxy is compact (R_eff = 74 pc) ... We discuss the implications of MoM-z14 for early galaxy formation models.

| Field | Value |
| --- | --- |
| Comments | Submitted. 26 pages, 9 figures |
| Subjects | Astrophysics of Galaxies (astro-ph.GA); Cosmology and Nongalactic Astrophysics (astro-ph.CO) |
| Cite as | arXiv:2505.11263 [astro-ph.GA] (or arXiv:2505.11263v1 [astro-ph.GA] for this version) |
| DOI | https://doi.org/10.48550/arXiv.2505.11263 |

## Submission history

From: Rohan Naidu
**[v1]** Fri, 16 May 2025 17:59:59 UTC (9,712 KB)"""))
    t.append(m.add({"mom_z14": "z = 14.44 (+/-0.02), ~280 Myr after Big Bang; COSMOS field; Naidu et al., arXiv:2505.11263 (submitted 2025-05-16)",
                    "current_record": "MoM-z14 (z = 14.44) since May 2025; previous record JADES-GS-z14-0 (z = 14.32)"}))
    t.append((extract("https://arxiv.org/abs/2405.18485", "Version history and publication details"), """# Astrophysics > Astrophysics of Galaxies

**arXiv:2405.18485** (astro-ph)

[Submitted on 28 May 2024 (v1), last revised 12 Aug 2024 (this version, v2)]

# A shining cosmic dawn: spectroscopic confirmation of two luminous galaxies at z∼14

Stefano Carniani, Kevin Hainline, Francesco D'Eugenio, Daniel J. Eisenstein, Peter Jakobsen, Joris Witstok, Benjamin D. Johnson, Jacopo Chevallard, Roberto Maiolino, Jakob M. Helton, Chris Willott, Brant Robertson, Stacey Alberts, Santiago Arribas, William M. Baker, Rachana Bhatawdekar, Kristan Boyett, Andrew J. Bunker, Alex J. Cameron, Phillip A. Cargile, Stéphane Charlot, Mirko Curti, Emma Curtis-Lake, Eiichi Egami, Giovanna Giardino, et al. (additional authors not shown)

> **Abstract:** The first observations of JWST have revolutionized our understanding of the Universe's first few hundred million years ... Here we report the spectroscopic confirmation of two luminous galaxies, JADES-GS-z14-0 and JADES-GS-z14-1, at z = 14.32 (+0.08/−0.20) and z = 13.90 ± 0.17 respectively, through the detection of the Lyman-α break with NIRSpec prism observations ... JADES-GS-z14-0 is spatially resolved with a half-light radius of 260 pc ...

| Field | Value |
| --- | --- |
| Comments | v2: matches version published in Nature |
| Subjects | Astrophysics of Galaxies (astro-ph.GA) |
| Journal reference | Nature 633, 318–322 (2024) |
| DOI | https://doi.org/10.1038/s41586-024-07860-9 |
| Cite as | arXiv:2405.18485 [astro-ph.GA] |

## Submission history

From: Stefano Carniani
**[v1]** Tue, 28 May 2024 18:00:01 UTC (15,338 KB)
**[v2]** Mon, 12 Aug 2024 09:41:27 UTC (15,402 KB)"""))
    t.append(m.update({"jades_gs_z14_0": "z = 14.32 (+0.08/-0.20), ~290 Myr after Big Bang; announced NASA 2024-05-30; Carniani et al., Nature 633, 318-322 (2024), arXiv:2405.18485v2; record superseded by MoM-z14 in May 2025"}))
    t.append(m.all())
    rs.add(task="search", tid="h33-search-08", system=SYSTEM, turns=t,
           state=state("What is the most distant galaxy confirmed by JWST, at what redshift, and which galaxy held the record before it?", "2025-06-10"))


# Oscars.org + Variety (Oscar nominations): bad
def t09(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    noms = "https://www.oscars.org/news/96th-oscars-nominations-announced"
    t.append((search("96th Academy Awards nominations full list most nominated films"), found(
        (noms, "96th Oscars Nominations Announced | Oscars.org | Academy of Motion Picture Arts and Sciences",
         "Oppenheimer leads with 13 nominations, followed by Poor Things with 11 and Killers of the Flower Moon with 10 ...", "Jan 23, 2024"),
        ("https://en.wikipedia.org/wiki/96th_Academy_Awards", "96th Academy Awards - Wikipedia",
         "The 96th Academy Awards ceremony ... took place on March 10, 2024, at the Dolby Theatre in Hollywood. Nominations were announced on January 23, 2024 ...", "N/A"),
        ("https://variety.com/2024/film/awards/oscar-nominations-2024-list-nominees-1235877212/", "Oscar Nominations 2024: 'Oppenheimer' Leads With 13 Nods, 'Barbie' Stars Snubbed - Variety",
         "Greta Gerwig and Margot Robbie were left out of the best director and best actress categories ...", "Jan 23, 2024"),
        ("https://www.nytimes.com/2024/01/23/movies/oscar-nominations-list.html", "Oscar Nominations 2024: See the Full List - The New York Times",
         "'Oppenheimer,' Christopher Nolan's biopic of J. Robert Oppenheimer, received 13 nominations, the most of any film ...", "Jan 23, 2024"),
        ("https://www.bbc.co.uk/news/entertainment-arts-68069432", "Oscar nominations 2024: Oppenheimer leads the field with 13 nods - BBC News",
         "Cillian Murphy and Emily Blunt are among the British and Irish nominees ...", "Jan 23, 2024"),
        ("https://deadline.com/2024/01/oscar-nominations-2024-list-1235797934/", "Oscar Nominations 2024: Full List Of Nominees - Deadline",
         "Best Picture nominees: American Fiction, Anatomy of a Fall, Barbie, The Holdovers, Killers of the Flower Moon, Maestro, Oppenheimer, Past Lives ...", "Jan 23, 2024"),
        ("https://www.imdb.com/event/ev0000003/2024/1/", "Academy Awards, USA (2024) - IMDb",
         "Winners and nominees of the 96th Academy Awards ...", "N/A"),
        ("https://www.hollywoodreporter.com/movies/movie-news/oscars-2024-nominations-by-the-numbers-1235801321/", "Oscar Nominations 2024 by the Numbers - The Hollywood Reporter",
         "Lily Gladstone becomes the first Native American nominated for best actress; Scorsese extends his record as the most-nominated living director ...", "Jan 23, 2024"),
    )))
    t.append((extract(noms, "Nomination counts per film and the nominees in the major categories"), """# 96th Oscars Nominations Announced

January 23, 2024 · Beverly Hills, CA

Zazie Beetz and Jack Quaid announced the nominations for the 96th Oscars this morning in a live global broadcast from the Samuel Goldwyn Theater. The Oscars will be held on Sunday, March 10, 2024, at the Dolby Theatre at Ovation Hollywood and will be televised live on ABC. Jimmy Kimmel returns as host.

## Nominations by film

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
| Napoleon | 3 |
| Mission: Impossible – Dead Reckoning Part One | 2 |
| Nyad | 2 |
| Past Lives | 2 |
| Society of the Snow | 2 |

## Best Picture

- American Fiction
- Anatomy of a Fall
- Barbie
- The Holdovers
- Killers of the Flower Moon
- Maestro
- Oppenheimer
- Past Lives
- Poor Things
- The Zone of Interest

## Directing

- Anatomy of a Fall – Justine Triet
- Killers of the Flower Moon – Martin Scorsese
- Oppenheimer – Christopher Nolan
- Poor Things – Yorgos Lanthimos
- The Zone of Interest – Jonathan Glazer

## Actor in a Leading Role

- Bradley Cooper – Maestro
- Colman Domingo – Rustin
- Paul Giamatti – The Holdovers
- Cillian Murphy – Oppenheimer
- Jeffrey Wright – American Fiction

## Actress in a Leading Role

- Annette Bening – Nyad
- Lily Gladstone – Killers of the Flower Moon
- Sandra Hüller – Anatomy of a Fall
- Carey Mulligan – Maestro
- Emma Stone – Poor Things

## Actor in a Supporting Role

- Sterling K. Brown – American Fiction
- Robert De Niro – Killers of the Flower Moon
- Robert Downey Jr. – Oppenheimer
- Ryan Gosling – Barbie
- Mark Ruffalo – Poor Things

## Actress in a Supporting Role

- Emily Blunt – Oppenheimer
- Danielle Brooks – The Color Purple
- America Ferrera – Barbie
- Jodie Foster – Nyad
- Da'Vine Joy Randolph – The Holdovers

## International Feature Film

- Io Capitano (Italy)
- Perfect Days (Japan)
- Society of the Snow (Spain)
- The Teachers' Lounge (Germany)
- The Zone of Interest (United Kingdom)

## Animated Feature Film

- The Boy and the Heron
- Elemental
- Nimona
- Robot Dreams
- Spider-Man: Across the Spider-Verse

A complete list of nominees in all 23 categories is available at oscars.org/oscars."""))
    t.append(m.add({"oscars96_most_noms": "Oppenheimer - 13 nominations",
                    "oscars96_second": "Poor Things - 11",
                    "oscars96_third": "Killers of the Flower Moon - 10"}))
    t.append((search("Barbie Oscar nominations 2024 how many Greta Gerwig Margot Robbie snub"), found(
        ("https://variety.com/2024/film/awards/oscar-nominations-2024-list-nominees-1235877212/", "Oscar Nominations 2024: 'Oppenheimer' Leads With 13 Nods, 'Barbie' Stars Snubbed - Variety",
         "'Barbie' earned eight nominations, including best picture and nods for Ryan Gosling and America Ferrera, but Gerwig and Robbie were passed over ...", "Jan 23, 2024"),
        ("https://www.cnn.com/2024/01/23/entertainment/barbie-oscar-snubs-greta-gerwig-margot-robbie/index.html", "Ryan Gosling responds to 'Barbie' Oscar snubs for Greta Gerwig and Margot Robbie | CNN",
         "'There is no Ken without Barbie,' Gosling said in a statement after the nominations ...", "Jan 24, 2024"),
        ("https://www.theguardian.com/film/2024/jan/23/barbie-oscars-snub-greta-gerwig-margot-robbie", "Barbie Oscars snub: Greta Gerwig and Margot Robbie miss out on nominations | The Guardian",
         "The year's highest-grossing film received eight nominations but none for its director or lead actor ...", "Jan 23, 2024"),
        ("https://www.oscars.org/oscars/ceremonies/2024", "The 96th Academy Awards | 2024 - Oscars.org",
         "Barbie: nominations for Best Picture, Actor in a Supporting Role, Actress in a Supporting Role, Writing (Adapted Screenplay), Production Design, Costume Design, Original Song (2) ...", "N/A"),
        ("https://www.billboard.com/music/awards/barbie-oscar-nominations-2024-im-just-ken-what-was-i-made-for-1235589024/", "'Barbie' Scores Two Best Original Song Oscar Nods - Billboard",
         "'I'm Just Ken' and 'What Was I Made For?' both land nominations ...", "Jan 23, 2024"),
    )))
    t.append((extract("https://variety.com/2024/film/awards/oscar-nominations-2024-list-nominees-1235877212/", "Barbie's nominations and the notable snubs"), """# Oscar Nominations 2024: 'Oppenheimer' Leads With 13 Nods, 'Barbie' Stars Snubbed

By Clayton Davis · January 23, 2024 8:35am PT

Christopher Nolan's "Oppenheimer" leads the 96th Academy Awards with 13 nominations, including best picture, director, actor (Cillian Murphy) and supporting nods for Robert Downey Jr. and Emily Blunt. Yorgos Lanthimos' "Poor Things" followed with 11, and Martin Scorsese's "Killers of the Flower Moon" landed 10.

## 'Barbie' lands eight, but not for Gerwig or Robbie

Greta Gerwig's "Barbie," the highest-grossing film of 2023 with more than $1.4 billion worldwide, earned eight nominations: best picture, supporting actor (Ryan Gosling), supporting actress (America Ferrera), adapted screenplay (Gerwig and Noah Baumbach), production design, costume design and two original songs, "I'm Just Ken" and "What Was I Made For?"

Gerwig was left out of the directing category and Margot Robbie missed out on best actress — the two omissions that dominated reaction on social media Tuesday morning.

## Other surprises

- **Snubs:** Greta Gerwig (director, "Barbie"), Margot Robbie (actress, "Barbie"), Leonardo DiCaprio (actor, "Killers of the Flower Moon"), "Past Lives" director Celine Song, Charles Melton ("May December").
- **Surprises:** Justine Triet in directing, Sterling K. Brown in supporting actor, "Io Capitano" in international feature.
- **Records:** Lily Gladstone is the first Native American nominated for lead actress; Martin Scorsese's 10th directing nomination makes him the most-nominated living director.

## By the numbers

| Film | Nominations |
| --- | --- |
| Oppenheimer | 13 |
| Poor Things | 11 |
| Killers of the Flower Moon | 10 |
| Barbie | 8 |
| Maestro | 7 |

The 96th Oscars will be held March 10 at the Dolby Theatre, hosted by Jimmy Kimmel."""))
    t.append(m.add({"oscars96_barbie": "8 nominations: Picture, Supporting Actor (Gosling), Supporting Actress (Ferrera), Adapted Screenplay, Production Design, Costume Design, Original Song x2",
                    "oscars96_snubs": "Greta Gerwig (Director), Margot Robbie (Actress), Leonardo DiCaprio (Actor), Celine Song (Director)"}))
    t.append(m.remove(["oscars96_snubs"]))
    t.append((search("96th Academy Awards winners Oppenheimer how many wins"), found(
        ("https://www.oscars.org/oscars/ceremonies/2024", "The 96th Academy Awards | 2024 - Oscars.org",
         "Best Picture: Oppenheimer – Emma Thomas, Charles Roven and Christopher Nolan, Producers. Winners and nominees in all 23 categories ...", "N/A"),
        ("https://www.bbc.co.uk/news/entertainment-arts-68525151", "Oscars 2024: Oppenheimer wins seven awards including best picture - BBC News",
         "Christopher Nolan's Oppenheimer won seven Oscars, including best picture, best director and best actor for Cillian Murphy ...", "Mar 11, 2024"),
        ("https://www.nytimes.com/2024/03/10/movies/oscar-winners-list.html", "Oscar Winners 2024: See the Full List - The New York Times",
         "Emma Stone won best actress for Poor Things, which took four awards in total ...", "Mar 10, 2024"),
        ("https://en.wikipedia.org/wiki/96th_Academy_Awards", "96th Academy Awards - Wikipedia",
         "Oppenheimer led the ceremony with seven awards, including Best Picture. Other winners included Poor Things with four awards and The Zone of Interest with two ...", "N/A"),
        ("https://variety.com/2024/film/awards/oscars-2024-winners-list-1235935532/", "Oscars 2024 Winners List - Variety",
         "Da'Vine Joy Randolph and Robert Downey Jr. won the supporting acting categories ...", "Mar 10, 2024"),
        ("https://www.theguardian.com/film/2024/mar/11/oscars-2024-oppenheimer-sweeps-seven-awards", "Oscars 2024: Oppenheimer sweeps the board with seven awards | The Guardian",
         "Cillian Murphy becomes the first Irish-born winner of best actor ...", "Mar 11, 2024"),
    )))
    t.append(m.add({"oscars96_oppenheimer_wins": "7 of 13: Picture, Director, Actor (Murphy), Supporting Actor (Downey Jr.), Cinematography, Film Editing, Original Score"}))
    act, _ = m.all()
    shown = dict(m.d)
    items = list(shown.items())
    items.insert(4, ("oscars96_snubs", "Greta Gerwig (Director), Margot Robbie (Actress), Leonardo DiCaprio (Actor), Celine Song (Director)"))
    t.append((act, show(dict(items))))
    t.append((extract("https://www.oscars.org/oscars/ceremonies/2024", "Winners in the major categories and total wins per film"), """# The 96th Academy Awards | 2024

Dolby Theatre at Ovation Hollywood · Sunday, March 10, 2024 · Host: Jimmy Kimmel

Honoring movies released in 2023

| Category | Winner |
| --- | --- |
| Best Picture | Oppenheimer – Emma Thomas, Charles Roven and Christopher Nolan, Producers |
| Directing | Christopher Nolan – Oppenheimer |
| Actor in a Leading Role | Cillian Murphy – Oppenheimer |
| Actress in a Leading Role | Emma Stone – Poor Things |
| Actor in a Supporting Role | Robert Downey Jr. – Oppenheimer |
| Actress in a Supporting Role | Da'Vine Joy Randolph – The Holdovers |
| Writing (Original Screenplay) | Anatomy of a Fall – Justine Triet and Arthur Harari |
| Writing (Adapted Screenplay) | American Fiction – Cord Jefferson |
| International Feature Film | The Zone of Interest (United Kingdom) |
| Animated Feature Film | The Boy and the Heron – Hayao Miyazaki and Toshio Suzuki |
| Documentary Feature Film | 20 Days in Mariupol |
| Cinematography | Oppenheimer – Hoyte van Hoytema |
| Film Editing | Oppenheimer – Jennifer Lame |
| Music (Original Score) | Oppenheimer – Ludwig Göransson |
| Music (Original Song) | "What Was I Made For?" from Barbie – Billie Eilish and Finneas O'Connell |
| Production Design | Poor Things |
| Costume Design | Poor Things – Holly Waddington |
| Makeup and Hairstyling | Poor Things |
| Sound | The Zone of Interest – Tarn Willers and Johnnie Burn |
| Visual Effects | Godzilla Minus One |
| Animated Short Film | War Is Over! Inspired by the Music of John & Yoko |
| Documentary Short Film | The Last Repair Shop |
| Live Action Short Film | The Wonderful Story of Henry Sugar |

## Wins by film

| Film | Wins | Nominations |
| --- | --- | --- |
| Oppenheimer | 7 | 13 |
| Poor Things | 4 | 11 |
| The Zone of Interest | 2 | 5 |
| American Fiction | 1 | 5 |
| Anatomy of a Fall | 1 | 5 |
| The Holdovers | 1 | 5 |
| Barbie | 1 | 8 |
| Killers of the Flower Moon | 0 | 10 |
| Maestro | 0 | 7 |"""))
    rs.add(task="search", tid="h33-search-09", system=SYSTEM, turns=t,
           state=state("Which films received the most nominations at the 96th Academy Awards, how many did Barbie get, and how many of its nominations did Oppenheimer convert into wins?", "2024-04-02"),
           bad=True, turn=10, kind="memory key removed at turn 7 is listed again by retrieve_all")


# TechCrunch + company newsroom (startup funding rounds): clean
def t10(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    tc = "https://techcrunch.com/2024/06/11/paris-based-ai-startup-mistral-ai-raises-640-million/"
    t.append((search("Mistral AI Series B June 2024 amount valuation lead investor"), found(
        (tc, "Paris-based AI startup Mistral AI raises $640M | TechCrunch",
         "Mistral AI has raised €600 million (around $640 million) in a Series B round of equity and debt led by General Catalyst, at a $6 billion valuation ...", "Jun 11, 2024"),
        ("https://www.reuters.com/technology/french-ai-startup-mistral-raises-600-mln-euros-2024-06-11/", "French AI startup Mistral raises 600 mln euros, valued at 5.8 bln euros | Reuters",
         "Mistral AI said on Tuesday it had raised 600 million euros in a funding round that values the Paris-based company at 5.8 billion euros ($6.2 billion) ...", "Jun 11, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-06-11/mistral-ai-raises-640-million-in-general-catalyst-led-round", "Mistral AI Raises €600 Million as Valuation Soars to €5.8 Billion - Bloomberg",
         "The 13-month-old startup, founded by former Google DeepMind and Meta researchers, tripled its valuation in about six months ...", "Jun 11, 2024"),
        ("https://www.crunchbase.com/organization/mistral-ai/company_financials", "Mistral AI - Funding, Financials, Valuation & Investors - Crunchbase",
         "Mistral AI has raised a total of $1.1B over 3 funding rounds: Seed, Series A and Series B. Latest round: Series B, Jun 11, 2024 ...", "N/A"),
        ("https://www.ft.com/content/8b4c5a8e-2d4b-4c49-9a3f-6e2f6d7b9a11", "Mistral AI raises €600mn in General Catalyst-led round | Financial Times",
         "The French start-up has become one of Europe's most valuable AI groups just over a year after it was founded ...", "Jun 11, 2024"),
        ("https://en.wikipedia.org/wiki/Mistral_AI", "Mistral AI - Wikipedia",
         "Mistral AI SAS is a French artificial intelligence company headquartered in Paris, founded in April 2023 by Arthur Mensch, Guillaume Lample and Timothée Lacroix ...", "N/A"),
        ("https://sifted.eu/articles/mistral-series-b-general-catalyst", "Mistral closes €600m round led by General Catalyst - Sifted",
         "The round comprises €468m of equity and €132m of debt, according to people familiar with the matter ...", "Jun 11, 2024"),
    )))
    t.append((extract(tc, "Round size in euros and dollars, equity/debt split, valuation, investors"), """# Paris-based AI startup Mistral AI raises $640M

Romain Dillet · 4:06 AM PDT · June 11, 2024

Mistral AI has raised €600 million (around $640 million) in a Series B funding round. The round is a mix of equity and debt: according to a source, Mistral AI raised €468 million in equity and €132 million in debt. General Catalyst led the round, which values the company at $6 billion (€5.8 billion) post-money.

Existing investors including Lightspeed Venture Partners, Andreessen Horowitz and Bpifrance participated again. New investors include Nvidia, Samsung Venture Investment Corporation, Salesforce Ventures, Cisco, IBM, Hanwha Aerospace and SNCF. A group of individual investors and family offices also joined.

## A fast-moving year

The Paris-based startup was founded in April 2023 by Arthur Mensch, Guillaume Lample and Timothée Lacroix. It raised a €105 million seed round a month later, followed by a €385 million Series A led by Andreessen Horowitz in December 2023, at a valuation of around $2 billion.

| Round | Date | Amount | Lead | Post-money valuation |
| --- | --- | --- | --- | --- |
| Seed | June 2023 | €105M (~$113M) | Lightspeed Venture Partners | ~€240M |
| Series A | December 2023 | €385M (~$415M) | Andreessen Horowitz | ~$2B |
| Series B | June 2024 | €600M (~$640M) | General Catalyst | $6B (€5.8B) |

Mistral AI develops both open-weight models, such as Mistral 7B and Mixtral 8x22B, and commercial models like Mistral Large, which it sells through its own platform La Plateforme and through Microsoft Azure. In February, Microsoft announced a €15 million investment in the company as part of a distribution partnership.

The company said it will use the new funds to expand its compute capacity, grow its commercial team and accelerate its international expansion, including in the U.S.

*Note: Currency conversions are based on exchange rates on the day of the announcement.*"""))
    t.append(m.add({"mistral_series_b": "EUR 600M (~USD 640M; EUR 468M equity + EUR 132M debt), led by General Catalyst, 2024-06-11; post-money EUR 5.8B (~USD 6B-6.2B depending on source)",
                    "mistral_earlier_rounds": "Seed EUR 105M (Jun 2023, Lightspeed); Series A EUR 385M (Dec 2023, a16z, ~USD 2B valuation)"}))
    t.append((search("Mistral AI Series C 2025 ASML €1.7 billion valuation"), found(
        ("https://mistral.ai/news/mistral-ai-raises-1-7-b-to-accelerate-technological-progress-with-ai", "Mistral AI raises 1.7B€ to accelerate technological progress with AI | Mistral AI",
         "Mistral AI announces a Series C funding round of €1.7B at an €11.7B post-money valuation, led by ASML ...", "Sep 9, 2025"),
        ("https://www.asml.com/en/news/press-releases/2025/asml-mistral-ai-enter-strategic-partnership", "ASML and Mistral AI enter strategic partnership | ASML",
         "ASML will invest €1.3 billion in Mistral AI's Series C round and will hold approximately 11% of Mistral AI on a fully diluted basis ...", "Sep 9, 2025"),
        ("https://www.reuters.com/business/asml-becomes-mistral-ais-top-shareholder-after-leading-latest-funding-round-2025-09-09/", "ASML becomes Mistral AI's top shareholder after leading latest funding round | Reuters",
         "The round values the French AI company at 11.7 billion euros ($13.7 billion) ...", "Sep 9, 2025"),
        ("https://techcrunch.com/2025/09/09/mistral-ai-raises-1-7b-led-by-asml/", "Mistral AI raises €1.7B led by chipmaker ASML | TechCrunch",
         "The Series C nearly doubles the company's valuation from its 2024 Series B ...", "Sep 9, 2025"),
        ("https://www.crunchbase.com/organization/mistral-ai/company_financials", "Mistral AI - Funding, Financials, Valuation & Investors - Crunchbase",
         "Mistral AI has raised a total of $3.1B over 4 funding rounds. Latest round: Series C, Sep 9, 2025 ...", "N/A"),
        ("https://www.lemonde.fr/economie/article/2025/09/09/mistral-ai-leve-1-7-milliard-d-euros-asml_6640112_3234.html", "Mistral AI lève 1,7 milliard d'euros auprès d'ASML - Le Monde",
         "La start-up française devient la plus valorisée d'Europe dans l'intelligence artificielle ...", "Sep 9, 2025"),
    )))
    t.append((extract("https://mistral.ai/news/mistral-ai-raises-1-7-b-to-accelerate-technological-progress-with-ai", "Series C amount, valuation, lead investor and participants"), """# Mistral AI raises 1.7B€ to accelerate technological progress with AI

Sep 9, 2025 · Mistral AI team

Mistral AI today announces a Series C funding round of **€1.7B**, bringing the company to an **€11.7B post-money valuation**. The round is led by **ASML**, the leading semiconductor equipment manufacturer.

This investment brings together two technology leaders operating in the same value chain. Mistral AI and ASML have also signed a collaboration agreement to explore the use of AI models across ASML's product portfolio, research and operations, for the benefit of ASML's customers.

The round also sees participation from existing investors DST Global, Andreessen Horowitz, Bpifrance, General Catalyst, Index Ventures, Lightspeed and NVIDIA.

## What the funding will be used for

- Pushing the frontier of AI research to tackle the most critical and sophisticated technological challenges faced by strategic industries.
- Developing custom decentralized frontier AI solutions that solve the most complex engineering and industrial problems.
- Expanding compute capacity, including Mistral Compute, our AI infrastructure offering in Europe.

As part of the agreement, ASML's Chief Financial Officer, Roger Dassen, will join Mistral AI's Strategic Committee, which advises the company's CEO and Board.

> "ASML is proud to enter a partnership with Mistral AI, and to be lead investor in this funding round." – Christophe Fouquet, President and CEO of ASML

> "This investment reinforces our independence and allows us to keep pushing the frontier." – Arthur Mensch, CEO of Mistral AI"""))
    t.append(m.add({"mistral_series_c": "EUR 1.7B Series C, led by ASML (EUR 1.3B, ~11% fully diluted), 2025-09-09; post-money EUR 11.7B (~USD 13.7B per Reuters)"}))
    rs.add(task="search", tid="h33-search-10", system=SYSTEM, turns=t,
           state=state("How much did Mistral AI raise in its Series B and Series C rounds, who led them, and at what valuations?", "2025-09-15"))


def fleet_table(rows: list[tuple[str, int, int, int, float]]) -> tuple[str, int, int, int]:
    """planespotters-style rows: (type, active, parked, on order, average age); also returns the totals."""
    lines = ["| Aircraft Type | Active | Parked | Total | Future | Avg. Age |", "| --- | --- | --- | --- | --- | --- |"]
    for typ, act, park, fut, age in rows:
        lines.append(f"| {typ} | {act} | {park} | {act + park} | {fut if fut else ''} | {age:.1f} Years |")
    a, p, f = sum(r[1] for r in rows), sum(r[2] for r in rows), sum(r[3] for r in rows)
    lines.append(f"| **Total** | **{a}** | **{p}** | **{a + p}** | **{f}** | |")
    return "\n".join(lines), a, p, f


# planespotters.net + SEC 10-K (airline fleet sizes): clean
def t11(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    ua_rows = [("Airbus A319", 78, 2, 0, 22.4), ("Airbus A320", 96, 3, 0, 25.1), ("Airbus A321neo", 42, 0, 113, 0.5),
               ("Boeing 737-700", 40, 0, 0, 24.6), ("Boeing 737-800", 141, 0, 0, 17.9), ("Boeing 737-900", 12, 0, 0, 22.0),
               ("Boeing 737-900ER", 136, 0, 0, 11.3), ("Boeing 737 MAX 8", 118, 2, 0, 2.1), ("Boeing 737 MAX 9", 79, 0, 0, 4.9),
               ("Boeing 737 MAX 10", 0, 0, 167, 0.0), ("Boeing 757-200", 40, 0, 0, 27.3), ("Boeing 757-300", 21, 0, 0, 22.5),
               ("Boeing 767-300ER", 37, 0, 0, 26.8), ("Boeing 767-400ER", 16, 0, 0, 23.1), ("Boeing 777-200", 19, 0, 0, 28.5),
               ("Boeing 777-200ER", 55, 0, 0, 24.9), ("Boeing 777-300ER", 22, 0, 0, 7.8), ("Boeing 787-8", 12, 0, 0, 11.4),
               ("Boeing 787-9", 38, 0, 38, 6.9), ("Boeing 787-10", 21, 0, 0, 4.6), ("Airbus A350-1000", 0, 0, 45, 0.0)]
    ua_tab, ua_a, ua_p, ua_f = fleet_table(ua_rows)
    dl_rows = [("Airbus A220-100", 45, 0, 0, 5.3), ("Airbus A220-300", 29, 0, 66, 1.9), ("Airbus A319", 57, 0, 0, 23.2),
               ("Airbus A320", 57, 4, 0, 28.4), ("Airbus A321", 127, 0, 0, 6.1), ("Airbus A321neo", 42, 0, 113, 0.9),
               ("Airbus A330-200", 11, 0, 0, 19.9), ("Airbus A330-300", 31, 0, 0, 14.7), ("Airbus A330-900", 37, 0, 6, 3.3),
               ("Airbus A350-900", 33, 0, 5, 5.6), ("Airbus A350-1000", 0, 0, 20, 0.0), ("Boeing 717-200", 76, 3, 0, 23.6),
               ("Boeing 737-800", 77, 0, 0, 23.9), ("Boeing 737-900ER", 163, 0, 0, 8.2), ("Boeing 737 MAX 10", 0, 0, 100, 0.0),
               ("Boeing 757-200", 96, 7, 0, 27.4), ("Boeing 757-300", 16, 0, 0, 22.0), ("Boeing 767-300ER", 44, 2, 0, 27.1),
               ("Boeing 767-400ER", 21, 0, 0, 23.5)]
    dl_tab, dl_a, dl_p, dl_f = fleet_table(dl_rows)
    tenk = [("Airbus A319", 80, 23.1), ("Airbus A320", 99, 25.3), ("Airbus A321neo", 4, 0.1), ("Boeing 737-700", 40, 24.0),
            ("Boeing 737-800", 141, 17.3), ("Boeing 737-900", 12, 21.5), ("Boeing 737-900ER", 136, 10.7), ("Boeing 737 MAX 8", 85, 1.5),
            ("Boeing 737 MAX 9", 79, 4.3), ("Boeing 757-200", 40, 26.7), ("Boeing 757-300", 21, 21.9), ("Boeing 767-300ER", 37, 26.2),
            ("Boeing 767-400ER", 16, 22.5), ("Boeing 777-200", 19, 27.9), ("Boeing 777-200ER", 55, 24.3), ("Boeing 777-300ER", 22, 7.2),
            ("Boeing 787-8", 12, 10.8), ("Boeing 787-9", 38, 6.3), ("Boeing 787-10", 21, 4.0)]
    tk_total = sum(n for _, n, _ in tenk)
    tk_tab = "\n".join(f"| {typ} | {n} | {age:.1f} |" for typ, n, age in tenk)
    t.append((search("largest airline fleet 2024 United Delta American number of aircraft"), found(
        ("https://www.planespotters.net/airline/United-Airlines", "United Airlines Fleet Details and History - Planespotters.net",
         "United Airlines fleet: Airbus A319, A320, A321neo, Boeing 737, 757, 767, 777, 787. Fleet size and average age, orders and historic aircraft ...", "N/A"),
        ("https://www.planespotters.net/airline/Delta-Air-Lines", "Delta Air Lines Fleet Details and History - Planespotters.net",
         "Delta Air Lines fleet: Airbus A220, A319, A320, A321, A330, A350, Boeing 717, 737, 757, 767 ...", "N/A"),
        ("https://www.statista.com/statistics/250577/domestic-market-share-of-leading-us-airlines/", "Largest airlines in the U.S. by fleet size 2024 | Statista",
         "As of 2024, American Airlines, United Airlines and Delta Air Lines operated the largest mainline fleets in the United States ...", "Apr 12, 2024"),
        ("https://simpleflying.com/largest-airline-fleets-world-2024/", "The 10 Largest Airline Fleets In The World In 2024 - Simple Flying",
         "American Airlines still operates the world's largest mainline fleet, but United is closing the gap thanks to its aggressive order book ...", "Jun 22, 2024"),
        ("https://www.sec.gov/Archives/edgar/data/100517/000010051724000023/ual-20231231.htm", "United Airlines Holdings, Inc. Form 10-K for the fiscal year ended December 31, 2023",
         "Item 2. Properties. Fleet: As of December 31, 2023, United's mainline fleet consisted of ... aircraft, and the regional fleet ...", "Feb 16, 2024"),
        ("https://en.wikipedia.org/wiki/Largest_airlines_in_the_world", "Largest airlines in the world - Wikipedia",
         "Largest airlines by fleet size: American Airlines Group, Delta Air Lines, United Airlines, Southwest Airlines ...", "N/A"),
        ("https://www.ch-aviation.com/news/139004-united-takes-first-airbus-a321neo", "United takes first Airbus A321neo - ch-aviation",
         "United Airlines has taken delivery of its first A321neo (N44501), part of an order for more than 150 of the type ...", "Dec 8, 2023"),
        ("https://www.aerotime.aero/articles/largest-airline-fleets-by-number-of-aircraft", "Largest airline fleets by number of aircraft - AeroTime",
         "Counting only aircraft operated under the airlines' own certificates, the U.S. big three each fly between 900 and 1,000 jets ...", "Aug 2, 2024"),
    )))
    t.append((extract("https://www.planespotters.net/airline/United-Airlines", "Current fleet by type with active and parked counts and orders"), f"""# United Airlines Fleet Details and History

IATA: UA · ICAO: UAL · Callsign: UNITED · Country: United States · Founded: 1926 · Hub: Chicago O'Hare, Denver, Houston Intercontinental, Los Angeles, Newark, San Francisco, Washington Dulles

## Current Fleet

{ua_tab}

Fleet size: {ua_a + ua_p} · Average age: 15.8 years · Future: {ua_f} aircraft on order

Data as of 14 September 2024. Counts include only aircraft registered to United Airlines; aircraft operated as United Express by SkyWest, Republic, Mesa, CommuteAir, GoJet and Air Wisconsin are listed under those operators."""))
    t.append(m.add({"ua_fleet_planespotters": f"{ua_a} active + {ua_p} parked = {ua_a + ua_p} mainline; avg age 15.8 y; {ua_f} on order (planespotters, 2024-09-14)"}))
    t.append((extract("https://www.sec.gov/Archives/edgar/data/100517/000010051724000023/ual-20231231.htm", "Mainline fleet at year-end 2023 by type"), f"""# UNITED AIRLINES HOLDINGS, INC. — FORM 10-K (fiscal year ended December 31, 2023)

## ITEM 2. PROPERTIES

### Fleet

As of December 31, 2023, United's mainline fleet consisted of {tk_total} aircraft, and the regional fleet operated by United Express carriers under capacity purchase agreements consisted of 516 aircraft.

| Mainline aircraft type | Total | Average age (years) |
| --- | --- | --- |
{tk_tab}
| **Total mainline** | **{tk_total}** | **16.3** |

During 2023, United took delivery of 72 new Boeing 737 MAX, 787 and Airbus A321neo aircraft. As of December 31, 2023, United had firm commitments to purchase 824 new aircraft (including Boeing 737 MAX, 787 and Airbus A321neo and A350 aircraft) scheduled for delivery through 2032.

*The aircraft counts in this table exclude aircraft that were permanently removed from service.*"""))
    t.append(m.add({"ua_fleet_10k": f"{tk_total} mainline aircraft + 516 regional (United Express) as of 2023-12-31 (Form 10-K, filed 2024-02-16); avg mainline age 16.3 y"}))
    t.append((extract("https://www.planespotters.net/airline/Delta-Air-Lines", "Current fleet by type with active and parked counts and orders"), f"""# Delta Air Lines Fleet Details and History

IATA: DL · ICAO: DAL · Callsign: DELTA · Country: United States · Founded: 1925 · Hub: Atlanta, Boston, Detroit, Los Angeles, Minneapolis-St. Paul, New York JFK, New York LaGuardia, Salt Lake City, Seattle

## Current Fleet

{dl_tab}

Fleet size: {dl_a + dl_p} · Average age: 15.5 years · Future: {dl_f} aircraft on order

Data as of 14 September 2024. Delta Connection regional aircraft operated by Endeavor Air, Republic and SkyWest are listed under those operators."""))
    t.append((search("Delta Air Lines mainline fleet size 2024 how many aircraft"), found(
        ("https://news.delta.com/corporate-stats-and-facts", "Corporate Stats and Facts | Delta News Hub",
         "Delta operates a mainline fleet of more than 950 aircraft and, with Delta Connection partners, serves more than 290 destinations ...", "N/A"),
        ("https://www.planespotters.net/airline/Delta-Air-Lines", "Delta Air Lines Fleet Details and History - Planespotters.net",
         f"Delta Air Lines fleet size: {dl_a + dl_p}. Average age: 15.5 years. Future: {dl_f} ...", "N/A"),
        ("https://ir.delta.com/financials/sec-filings/default.aspx", "SEC Filings | Delta Air Lines Investor Relations",
         "Annual report on Form 10-K for 2023: 'Our operating aircraft fleet ... as of December 31, 2023' ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Delta_Air_Lines_fleet", "Delta Air Lines fleet - Wikipedia",
         "As of August 2024, Delta Air Lines operates a fleet of Airbus and Boeing aircraft, making it one of the largest mainline fleets in the world ...", "N/A"),
        ("https://www.reuters.com/business/aerospace-defense/delta-orders-20-airbus-a350-1000-jets-2024-01-29/", "Delta orders 20 Airbus A350-1000 jets | Reuters",
         "Delta Air Lines ordered 20 Airbus A350-1000 widebody jets, with deliveries starting in 2026 ...", "Jan 29, 2024"),
        ("https://thepointsguy.com/news/delta-fleet-guide/", "Delta fleet guide: Every plane Delta flies - The Points Guy",
         "From the A220 to the A350, here's every aircraft in Delta's fleet and what to expect onboard ...", "Mar 18, 2024"),
    )))
    t.append(m.add({"dl_fleet_planespotters": f"{dl_a} active + {dl_p} parked = {dl_a + dl_p} mainline; avg age 15.5 y; {dl_f} on order (planespotters, 2024-09-14)"}))
    t.append(m.all())
    rs.add(task="search", tid="h33-search-11", system=SYSTEM, turns=t,
           state=state("How many aircraft do United Airlines and Delta Air Lines operate in their mainline fleets today, and how does that compare with what United reported at the end of 2023?", "2024-09-16"))


# IAEA PRIS database (nuclear reactors): bad
def t12(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []

    def reactor(name: str, rid: int, status: str, start: str, crit: str, grid: str, comm: str) -> str:
        return f"""# {name}

Power Reactor Information System (PRIS) · Country: United States of America · Reactor ID: {rid}

## Reactor Details

| Field | Value |
| --- | --- |
| Reactor Type | PWR |
| Model | AP-1000 |
| Owner | Georgia Power Co. (45.7%); Oglethorpe Power Corp. (30%); MEAG Power (22.7%); City of Dalton (1.6%) |
| Operator | Southern Nuclear Operating Company, Inc. |
| Status | {status} |
| Reference Unit Power (Net Capacity) | 1114 MWe |
| Design Net Capacity | 1117 MWe |
| Gross Capacity | 1250 MWe |
| Thermal Capacity | 3400 MWt |
| Construction Start | {start} |
| First Criticality | {crit} |
| First Grid Connection | {grid} |
| Commercial Operation | {comm} |
| Site | Vogtle Electric Generating Plant, Waynesboro, Burke County, Georgia |
| NSSS Supplier | Westinghouse Electric Company LLC |

## Operating history

| Year | Electricity Supplied (GW.h) | Reference Unit Power (MWe) | Load Factor (%) |
| --- | --- | --- | --- |
{"| 2023 | 6,412.7 | 1114 | 65.7 (partial year) |" if rid == 1132 else "| 2024 | 6,874.2 | 1114 | 70.3 (partial year) |"}

*Data as reported by the Member State. Last update on this page: 2025-01-15.*"""
    t.append((search("Vogtle Unit 4 commercial operation date PRIS reactor details"), found(
        ("https://pris.iaea.org/PRIS/CountryStatistics/ReactorDetails.aspx?current=1133", "PRIS - Reactor Details - VOGTLE-4",
         "VOGTLE-4. Reactor Type: PWR. Model: AP-1000. Status: Operational. Net capacity 1114 MWe. Commercial operation 2024-04-29 ...", "N/A"),
        ("https://www.georgiapower.com/company/news-center/2024-articles/vogtle-unit-4-enters-commercial-operation.html", "Vogtle Unit 4 enters commercial operation | Georgia Power",
         "Georgia Power announced today that Vogtle Unit 4 has completed startup testing and entered commercial operation ...", "Apr 29, 2024"),
        ("https://www.energy.gov/ne/articles/vogtle-unit-4-enters-commercial-operation", "Plant Vogtle Unit 4 Begins Commercial Operation | Department of Energy",
         "Vogtle Unit 4 joins Unit 3 in commercial operation, making Plant Vogtle the largest generator of clean energy in the United States ...", "Apr 29, 2024"),
        ("https://en.wikipedia.org/wiki/Vogtle_Electric_Generating_Plant", "Vogtle Electric Generating Plant - Wikipedia",
         "Units 3 and 4 are AP1000 pressurized water reactors. Unit 3 entered commercial operation on July 31, 2023, and Unit 4 on April 29, 2024 ...", "N/A"),
        ("https://www.world-nuclear-news.org/Articles/Vogtle-4-enters-commercial-operation", "Vogtle 4 enters commercial operation - World Nuclear News",
         "The second of two new AP1000 units at the Vogtle plant in Georgia has entered commercial operation, completing the expansion project ...", "Apr 30, 2024"),
        ("https://www.ans.org/news/article-6034/vogtle4-enters-commercial-operation/", "Vogtle-4 enters commercial operation - ANS / Nuclear Newswire",
         "Unit 4 reached initial criticality on February 14 and was first connected to the grid on March 1 ...", "Apr 29, 2024"),
        ("https://www.reuters.com/business/energy/southern-co-says-vogtle-unit-4-reactor-enters-commercial-operation-2024-04-29/", "Southern Co says Vogtle Unit 4 reactor enters commercial operation | Reuters",
         "The project, seven years late and more than $17 billion over budget, is the first new U.S. nuclear construction in decades ...", "Apr 29, 2024"),
    )))
    t.append((extract("https://pris.iaea.org/PRIS/CountryStatistics/ReactorDetails.aspx?current=1133", "Status and key dates of Vogtle-4"),
              reactor("VOGTLE-4", 1133, "Operational", "2013-11-19", "2024-02-14", "2024-03-01", "2024-04-29")))
    t.append(m.add({"vogtle4": "Operational; AP-1000 PWR, 1114 MWe net; construction start 2013-11-19, first criticality 2024-02-14, grid 2024-03-01, commercial operation 2024-04-29 (PRIS id 1133)"}))
    t.append((extract("https://pris.iaea.org/PRIS/CountryStatistics/ReactorDetails.aspx?current=1132", "Status and key dates of Vogtle-3"),
              reactor("VOGTLE-3", 1132, "Operational", "2013-03-12", "2023-03-06", "2023-04-01", "2023-07-31")))
    t.append(m.add({"vogtle3": "Operational; AP-1000 PWR, 1114 MWe net; construction start 2013-03-12, first criticality 2023-03-06, grid 2023-04-01, commercial operation 2023-07-31 (PRIS id 1132)"}))
    t.append((search("PRIS United States number of operational reactors under construction country statistics"), found(
        ("https://pris.iaea.org/PRIS/CountryStatistics/CountryDetails.aspx?current=US", "PRIS - Country Details - United States of America",
         "United States of America: operational reactors, reactors under construction, permanent shutdown, nuclear share of electricity production ...", "N/A"),
        ("https://pris.iaea.org/PRIS/WorldStatistics/OperationalReactorsByCountry.aspx", "PRIS - Operational Reactors by Country",
         "Number of operational nuclear power reactors and total net electrical capacity by country ...", "N/A"),
        ("https://www.eia.gov/tools/faqs/faq.php?id=207&t=3", "How many nuclear power plants are in the United States? - EIA",
         "As of August 2024, there were 54 commercially operating nuclear power plants with 94 nuclear power reactors in 28 U.S. states ...", "Aug 21, 2024"),
        ("https://world-nuclear.org/information-library/country-profiles/countries-t-z/usa-nuclear-power", "Nuclear Power in the USA - World Nuclear Association",
         "The USA is the world's largest producer of nuclear power, accounting for about 30% of worldwide nuclear generation of electricity ...", "Oct 2024"),
        ("https://www.nrc.gov/reactors/operating/list-power-reactor-units.html", "List of Power Reactor Units | NRC.gov",
         "Operating nuclear power reactors in the United States, with docket number, license, location and reactor type ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_commercial_nuclear_reactors", "List of commercial nuclear reactors - Wikipedia",
         "This is a list of all the commercial nuclear reactors in the world, sorted by country, with operational status ...", "N/A"),
    )))
    t.append((extract("https://pris.iaea.org/PRIS/CountryStatistics/CountryDetails.aspx?current=US", "Counts of operational and under-construction reactors, and the list of newest units"), """# United States of America

Power Reactor Information System (PRIS) · Country Details

## Nuclear Power Reactors

| Status | Number | Net Electrical Capacity (MWe) |
| --- | --- | --- |
| Operational | 94 | 96,952 |
| Under Construction | 1 | 1,114 |
| Long-term Shutdown | 0 | 0 |
| Permanent Shutdown | 41 | 17,541 |

## Nuclear Share of Electricity Production (2023)

| Indicator | Value |
| --- | --- |
| Nuclear electricity supplied | 742.0 TW(e).h |
| Nuclear share | 18.5 % |

## Reactors most recently connected or under construction

| Name | Type | Model | Status | Net Capacity (MWe) | Construction Start | First Grid Connection |
| --- | --- | --- | --- | --- | --- | --- |
| VOGTLE-4 | PWR | AP-1000 | Under Construction | 1114 | 2013-11-19 | 2024-03-01 |
| VOGTLE-3 | PWR | AP-1000 | Operational | 1114 | 2013-03-12 | 2023-04-01 |
| WATTS BAR-2 | PWR | WH 4LP (ICECND) | Operational | 1165 | 1973-09-01 | 2016-06-03 |
| WATTS BAR-1 | PWR | WH 4LP (ICECND) | Operational | 1123 | 1973-07-20 | 1996-02-06 |

## Operators with the largest fleets

| Operator | Operational reactors |
| --- | --- |
| Constellation Energy Generation, LLC | 21 |
| Tennessee Valley Authority | 7 |
| Duke Energy Carolinas / Progress | 11 |
| Southern Nuclear Operating Company | 8 |
| Entergy Nuclear Operations | 8 |

*Data as reported by the Member State. Last update on this page: 2025-01-15.*"""))
    t.append(m.get(["vogtle4"]))
    t.append((search("Southern Nuclear Vogtle Unit 4 enters commercial operation April 29 2024 total cost"), found(
        ("https://www.southerncompany.com/newsroom/2024/apr-2024/vogtle-unit-4-commercial-operation.html", "Vogtle Unit 4 enters commercial operation | Southern Company",
         "With both units now online, Vogtle Units 3 and 4 together can power more than 1 million homes and businesses ...", "Apr 29, 2024"),
        ("https://apnews.com/article/georgia-power-nuclear-vogtle-reactor-unit-4-f0fbd2f3b8d9d1b5e6c0a6a8b3c1e2d4", "Second new nuclear reactor at Georgia plant enters commercial operation | AP News",
         "The total cost of the two reactors is now more than $30 billion, more than double the original projection of $14 billion ...", "Apr 29, 2024"),
        ("https://www.georgiapower.com/company/news-center/2024-articles/vogtle-unit-4-enters-commercial-operation.html", "Vogtle Unit 4 enters commercial operation | Georgia Power",
         "Vogtle Unit 4 completed startup testing, demonstrating the unit can operate safely and reliably at 100% power ...", "Apr 29, 2024"),
        ("https://www.eenews.net/articles/vogtle-4-enters-service-ending-saga/", "Vogtle 4 enters service, ending a 15-year saga - E&E News",
         "The first new reactors built from scratch in the U.S. in decades are now both producing power ...", "Apr 30, 2024"),
        ("https://www.utilitydive.com/news/vogtle-unit-4-commercial-operation-southern-georgia-power/714683/", "Vogtle Unit 4 enters commercial operation | Utility Dive",
         "Unit 4 was first connected to the grid on March 1 and reached 100% power in early April ...", "Apr 29, 2024"),
        ("https://www.world-nuclear-news.org/Articles/Vogtle-4-enters-commercial-operation", "Vogtle 4 enters commercial operation - World Nuclear News",
         "Vogtle 3 and 4 are the first AP1000 units in the USA; four AP1000 units are already in operation in China ...", "Apr 30, 2024"),
    )))
    rs.add(task="search", tid="h33-search-12", system=SYSTEM, turns=t,
           state=state("When did Vogtle Units 3 and 4 enter commercial operation, what are their capacities, and does the United States have any other reactors under construction?", "2025-02-03"),
           bad=True, turn=7, kind="Vogtle-4, shown Operational with commercial operation 2024-04-29, is listed as Under Construction on the country page")


# ProCyclingStats (Tour de France): bad
def t13(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    gc = [(1, "POGAČAR Tadej", "UAE Team Emirates", "83:38:56", "-"), (2, "VINGEGAARD Jonas", "Team Visma | Lease a Bike", "83:45:13", "+6:17"),
          (3, "EVENEPOEL Remco", "Soudal Quick-Step", "83:48:14", "+9:18"), (4, "ALMEIDA João", "UAE Team Emirates", "83:57:59", "+19:03"),
          (5, "LANDA Mikel", "Soudal Quick-Step", "83:59:02", "+20:06"), (6, "YATES Adam", "UAE Team Emirates", "84:00:08", "+21:12"),
          (7, "RODRÍGUEZ Carlos", "INEOS Grenadiers", "84:04:17", "+25:21"), (8, "JORGENSON Matteo", "Team Visma | Lease a Bike", "84:06:43", "+27:47"),
          (9, "GEE Derek", "Israel - Premier Tech", "84:11:47", "+32:51"), (10, "BUITRAGO Santiago", "Bahrain Victorious", "84:14:25", "+35:29"),
          (11, "MAS Enric", "Movistar Team", "84:26:37", "+47:41"), (12, "GALL Felix", "Decathlon AG2R La Mondiale Team", "84:35:10", "+56:14"),
          (13, "CARAPAZ Richard", "EF Education - EasyPost", "84:45:31", "+1:06:35"), (14, "KUSS Sepp", "Team Visma | Lease a Bike", "85:02:06", "+1:23:10"),
          (15, "MARTINEZ Lenny", "Groupama - FDJ", "85:10:52", "+1:31:56")]
    gtab = "\n".join(f"| {r} | {n} | {tm} | {tm2} | {gap} |" for r, n, tm, tm2, gap in gc)
    t.append((search("Tour de France 2024 final general classification gaps procyclingstats"), found(
        ("https://www.procyclingstats.com/race/tour-de-france/2024/gc", "Tour de France 2024 General classification (GC) - ProCyclingStats",
         "Final GC: 1 POGAČAR Tadej 83:38:56, 2 VINGEGAARD Jonas +6:17, 3 EVENEPOEL Remco +9:18, 4 ALMEIDA João +19:03 ...", "N/A"),
        ("https://www.letour.fr/en/rankings", "Rankings - Tour de France 2024",
         "Overall individual classification after stage 21: Tadej Pogačar (UAE Team Emirates) 83h 38' 56\" ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2024_Tour_de_France", "2024 Tour de France - Wikipedia",
         "The race was won by Tadej Pogačar of UAE Team Emirates, his third Tour de France title, completing the Giro–Tour double ...", "N/A"),
        ("https://www.cyclingnews.com/races/tour-de-france-2024/stage-21/results/", "Tour de France 2024 stage 21 results - Cyclingnews",
         "Pogačar wins final time trial in Nice to seal third Tour de France title, Vingegaard second overall at 6:17 ...", "Jul 21, 2024"),
        ("https://www.bbc.co.uk/sport/cycling/articles/c2vdp3l4ymyo", "Tour de France 2024: Tadej Pogacar wins third title with stage 21 time trial win - BBC Sport",
         "Pogacar became the first rider since Marco Pantani in 1998 to win the Giro d'Italia and Tour de France in the same year ...", "Jul 21, 2024"),
        ("https://www.firstcycling.com/race.php?r=17&y=2024&k=2", "Tour de France 2024 - Results GC | FirstCycling",
         "General classification, points, mountains, youth and team classifications of the 2024 Tour de France ...", "N/A"),
        ("https://www.velo.outsideonline.com/road/road-racing/tour-de-france-2024-final-gc-analysis/", "Tour de France 2024: final GC by the numbers - Velo",
         "Pogačar's winning margin of 6:17 was the largest since 2014 ...", "Jul 22, 2024"),
    )))
    t.append((extract("https://www.procyclingstats.com/race/tour-de-france/2024/gc", "Final top 15 with times and gaps"), f"""# Tour de France 2024 » General classification

Date: 29 June - 21 July 2024 · Classification: 2.UWT · Race category: ME - Men Elite · Start: Firenze · Finish: Nice · Distance: 3492 km

Tabs: Stage 21 (ITT) · GC · Points · KOM · Youth · Teams

| Rnk | Rider | Team | Time | Gap |
| --- | --- | --- | --- | --- |
{gtab}

Showing 1-15 of 141 finishers

## Final jerseys

| Classification | Winner | Team |
| --- | --- | --- |
| General (yellow) | POGAČAR Tadej | UAE Team Emirates |
| Points (green) | GIRMAY Biniam | Intermarché - Wanty |
| Mountains (polka dot) | CARAPAZ Richard | EF Education - EasyPost |
| Youth (white) | EVENEPOEL Remco | Soudal Quick-Step |
| Teams | UAE Team Emirates | |
| Super combativity | CARAPAZ Richard | EF Education - EasyPost |"""))
    t.append(m.add({"tdf2024_winner": "Tadej Pogačar (UAE Team Emirates) 83:38:56",
                    "tdf2024_runnerup_gap": "Jonas Vingegaard +6:17; Evenepoel 3rd +9:18"}))
    t.append(m.add({"tdf2024_gc_gap_2nd": "Jonas Vingegaard (Team Visma | Lease a Bike) +6:17; 3rd Remco Evenepoel (Soudal Quick-Step) +9:18"}))
    t.append(m.remove(["tdf2024_runnerup_gap"]))
    act, _ = m.all()
    t.append((act, show({"tdf2024_winner": m.d["tdf2024_winner"],
                         "tdf2024_runnerup_gap": m.d["tdf2024_gc_gap_2nd"]})))
    st = [(1, "POGAČAR Tadej", "UAE Team Emirates", "0:45:24", "-"), (2, "VINGEGAARD Jonas", "Team Visma | Lease a Bike", "0:46:27", "+1:03"),
          (3, "EVENEPOEL Remco", "Soudal Quick-Step", "0:46:38", "+1:14"), (4, "CICCONE Giulio", "Lidl - Trek", "0:47:27", "+2:03"),
          (5, "ALMEIDA João", "UAE Team Emirates", "0:47:34", "+2:10"), (6, "YATES Adam", "UAE Team Emirates", "0:47:49", "+2:25"),
          (7, "JORGENSON Matteo", "Team Visma | Lease a Bike", "0:47:55", "+2:31"), (8, "LANDA Mikel", "Soudal Quick-Step", "0:48:02", "+2:38"),
          (9, "RODRÍGUEZ Carlos", "INEOS Grenadiers", "0:48:11", "+2:47"), (10, "GEE Derek", "Israel - Premier Tech", "0:48:20", "+2:56")]
    stab = "\n".join(f"| {r} | {n} | {tm} | {x} | {g} |" for r, n, tm, x, g in st)
    t.append((extract("https://www.procyclingstats.com/race/tour-de-france/2024/stage-21", "Stage 21 time trial result"), f"""# Tour de France 2024 » Stage 21 (ITT) » Monaco › Nice (33.7k)

Date: 21 July 2024 · Start time: 14:45 · Avg. speed winner: 44.537 km/h · Race category: ME - Men Elite · Parcours type: hilly ITT · Vertical meters: 687 · Won how: Time trial

| Rnk | Rider | Team | Time | Gap |
| --- | --- | --- | --- | --- |
{stab}

Stage 21 is the first finish of the Tour de France outside Paris since the race began in 1903, due to preparations for the Paris 2024 Olympic Games.

With this win POGAČAR Tadej takes his 6th stage win of the 2024 Tour de France (stages 4, 14, 15, 19, 20 and 21) and the 17th Tour stage win of his career."""))
    t.append((search("Pogačar six stage wins 2024 Tour de France Giro Tour double Pantani"), found(
        ("https://www.procyclingstats.com/rider/tadej-pogacar/statistics/wins", "Tadej Pogačar - Wins | ProCyclingStats",
         "2024: Tour de France (GC), stages 4, 14, 15, 19, 20, 21; Giro d'Italia (GC), six stages; World Championship road race ...", "N/A"),
        ("https://www.letour.fr/en/news/2024/stage-21/pogacar-triumphs-in-nice/1310428", "Pogačar triumphs in Nice - Tour de France 2024",
         "Tadej Pogačar signed off his third Tour de France victory with a sixth stage win in the time trial from Monaco to Nice ...", "Jul 21, 2024"),
        ("https://www.cyclingweekly.com/racing/tour-de-france/tadej-pogacar-giro-tour-double-2024", "Tadej Pogačar completes the Giro-Tour double, the first since Pantani - Cycling Weekly",
         "The Slovenian is the eighth man to win both races in the same season ...", "Jul 21, 2024"),
        ("https://www.nytimes.com/athletic/5651012/2024/07/21/tadej-pogacar-tour-de-france-win/", "Tadej Pogačar wins Tour de France with dominant final time trial - The Athletic",
         "Vingegaard, back from a serious crash in April, finished second at 6:17 ...", "Jul 21, 2024"),
        ("https://en.wikipedia.org/wiki/Tadej_Poga%C4%8Dar", "Tadej Pogačar - Wikipedia",
         "Tadej Pogačar is a Slovenian cyclist who rides for UCI WorldTeam UAE Team Emirates XRG. He has won the Tour de France four times ...", "N/A"),
        ("https://www.velonews.com/news/road/pogacar-stage-wins-record-2024-tour/", "How Pogačar's six stage wins compare with Merckx and Hinault - Velo",
         "Only four riders have won more stages in a single Tour since 1950 ...", "Jul 22, 2024"),
    )))
    rs.add(task="search", tid="h33-search-13", system=SYSTEM, turns=t,
           state=state("Who won the 2024 Tour de France, by how much over second and third, and how many stages did the winner take?", "2025-08-04"),
           bad=True, turn=6, kind="key renamed to tdf2024_gc_gap_2nd (new key added, old removed) is listed under its old name tdf2024_runnerup_gap")


# NOAA / National Hurricane Center (hurricane seasons): clean
def t14(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    noaa = "https://www.noaa.gov/news-release/above-normal-2024-atlantic-hurricane-season-ends"
    t.append((search("2024 Atlantic hurricane season summary named storms hurricanes major hurricanes NOAA"), found(
        (noaa, "Above-normal 2024 Atlantic hurricane season comes to an end | National Oceanic and Atmospheric Administration",
         "The 2024 Atlantic hurricane season produced 18 named storms, of which 11 became hurricanes and 5 intensified to major hurricanes ...", "Nov 26, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Atlantic_hurricane_season", "2024 Atlantic hurricane season - Wikipedia",
         "The 2024 Atlantic hurricane season was the ninth consecutive above-average season and featured Hurricane Beryl, the earliest Category 5 hurricane on record ...", "N/A"),
        ("https://www.nhc.noaa.gov/data/tcr/index.php?season=2024&basin=atl", "Tropical Cyclone Reports - 2024 Atlantic | National Hurricane Center",
         "Tropical Cyclone Reports (TCRs) for the 2024 Atlantic season: Alberto, Beryl, Chris, Debby, Ernesto, Francine, Gordon, Helene ...", "N/A"),
        ("https://www.noaa.gov/news-release/noaa-predicts-above-normal-2024-atlantic-hurricane-season", "NOAA predicts above-normal 2024 Atlantic hurricane season",
         "NOAA's outlook calls for 17 to 25 named storms, of which 8 to 13 could become hurricanes, including 4 to 7 major hurricanes ...", "May 23, 2024"),
        ("https://www.washingtonpost.com/weather/2024/11/30/hurricane-season-2024-recap-helene-milton-beryl/", "The 2024 hurricane season was wild. Here's a look back - The Washington Post",
         "A record-early Category 5, a bizarre midseason lull, then Helene and Milton ...", "Nov 30, 2024"),
        ("https://tropical.colostate.edu/Forecast/2024-11.pdf", "Summary of 2024 Atlantic Tropical Cyclone Activity - Colorado State University",
         "The 2024 Atlantic hurricane season had above-normal activity, with an Accumulated Cyclone Energy of about 161 units ...", "Nov 2024"),
        ("https://www.weather.gov/tae/HurricaneHelene2024", "Hurricane Helene - September 26, 2024 | NWS Tallahassee",
         "Helene made landfall in the Big Bend region of Florida as a Category 4 hurricane with maximum sustained winds of 140 mph ...", "N/A"),
        ("https://www.reuters.com/business/environment/2024-atlantic-hurricane-season-ends-2024-11-30/", "Costly Atlantic hurricane season ends with 11 hurricanes | Reuters",
         "Five of this year's hurricanes made landfall in the continental United States ...", "Nov 30, 2024"),
    )))
    t.append((extract(noaa, "Season totals and notable storms"), """# Above-normal 2024 Atlantic hurricane season comes to an end

November 26, 2024

*Season produced five U.S. landfalling hurricanes, including two major hurricanes*

The 2024 Atlantic hurricane season, which officially ends on November 30, produced 18 named storms, of which 11 became hurricanes and five intensified to major hurricanes (Category 3, 4 or 5). Five hurricanes made landfall in the continental United States: Beryl, Debby, Francine, Helene and Milton.

NOAA's National Weather Service forecasters predicted 17-25 named storms, 8-13 hurricanes and 4-7 major hurricanes in the pre-season outlook issued in May, and reaffirmed that prediction in the August update.

| | Average season (1991–2020) | 2024 outlook (May) | 2024 observed |
| --- | --- | --- | --- |
| Named storms | 14 | 17–25 | 18 |
| Hurricanes | 7 | 8–13 | 11 |
| Major hurricanes | 3 | 4–7 | 5 |

## Notable storms

- **Beryl** became the earliest Category 5 hurricane on record in the Atlantic on July 1, and later made landfall in Texas as a Category 1 hurricane.
- **Debby** made landfall in Florida's Big Bend as a Category 1 hurricane on August 5, then brought catastrophic flooding to the Southeast.
- **Francine** made landfall in Louisiana as a Category 2 hurricane on September 11.
- **Helene** made landfall in Florida's Big Bend region as a Category 4 hurricane on September 26, and caused catastrophic flooding in the southern Appalachians. It was the deadliest hurricane to strike the U.S. mainland since Katrina in 2005.
- **Milton** made landfall near Siesta Key, Florida, as a Category 3 hurricane on October 9, less than two weeks after Helene.

The season's activity was stifled from mid-August through early September by unusual atmospheric conditions, before a very active period from late September into early November.

"The 2024 season was a reminder of how quickly hurricanes can intensify," said Ken Graham, director of NOAA's National Weather Service."""))
    t.append(m.add({"atl2024_counts": "18 named storms / 11 hurricanes / 5 major (NOAA, 2024-11-26)",
                    "atl2024_outlook_may": "17-25 NS, 8-13 H, 4-7 MH (issued 2024-05-23, reaffirmed Aug)",
                    "atl2024_us_landfalls": "5 hurricanes: Beryl, Debby, Francine, Helene, Milton"}))
    t.append((search("Hurricane Helene tropical cyclone report landfall time UTC intensity Perry"), found(
        ("https://www.nhc.noaa.gov/data/tcr/AL092024_Helene.pdf", "Tropical Cyclone Report: Hurricane Helene (AL092024) - National Hurricane Center",
         "Helene made landfall at 0310 UTC 27 September in the Big Bend of Florida, about 10 n mi west-southwest of Perry, with maximum sustained winds of 120 kt ...", "N/A"),
        ("https://www.weather.gov/tae/HurricaneHelene2024", "Hurricane Helene - September 26, 2024 | NWS Tallahassee",
         "Landfall occurred around 11:10 PM EDT near the mouth of the Aucilla River with 140 mph sustained winds ...", "N/A"),
        ("https://www.nhc.noaa.gov/archive/2024/al09/al092024.update.09270310.shtml", "Hurricane Helene Tropical Cyclone Update",
         "1110 PM EDT Thu Sep 26 2024 ... HELENE MAKES LANDFALL IN THE FLORIDA BIG BEND ...", "N/A"),
        ("https://www.cnn.com/weather/live-news/hurricane-helene-florida-landfall-09-26-24", "Live updates: Hurricane Helene makes landfall in Florida's Big Bend | CNN",
         "Helene slammed ashore as a Category 4 hurricane late Thursday ...", "Sep 26, 2024"),
        ("https://en.wikipedia.org/wiki/Hurricane_Helene", "Hurricane Helene - Wikipedia",
         "Hurricane Helene was a deadly and destructive tropical cyclone that made landfall in the Big Bend region of Florida on September 26, 2024 ...", "N/A"),
        ("https://www.ncei.noaa.gov/access/billions/events/US/2024?disasters[]=tropical-cyclone", "Billion-Dollar Weather and Climate Disasters: Tropical cyclones 2024 | NCEI",
         "Hurricane Helene (September 24–29, 2024): CPI-adjusted cost $78.7 billion ...", "N/A"),
    )))
    t.append((extract("https://www.nhc.noaa.gov/data/tcr/AL092024_Helene.pdf", "Landfall time, intensity, pressure"), """# TROPICAL CYCLONE REPORT

## HURRICANE HELENE (AL092024)

24–27 September 2024

National Hurricane Center

Helene was a large and powerful category 4 hurricane (on the Saffir-Simpson Hurricane Wind Scale) that made landfall in the Big Bend region of Florida. Its heavy rainfall produced catastrophic flooding in the southern Appalachian Mountains, especially in western North Carolina, and it was the deadliest hurricane to affect the mainland United States since Katrina in 2005.

## a. Synoptic History

Helene formed from a broad area of low pressure over the northwestern Caribbean Sea and became a tropical storm at 1500 UTC 24 September. It strengthened to a hurricane near 1800 UTC 25 September and moved north-northeastward across the eastern Gulf of Mexico, undergoing rapid intensification on 26 September. Helene reached its peak intensity of 120 kt shortly before landfall.

The center of Helene made landfall at **0310 UTC 27 September** in the Big Bend region of Florida near the mouth of the Aucilla River, about 10 n mi west-southwest of Perry, with estimated maximum sustained winds of **120 kt** and a minimum central pressure of **938 mb**.

## Table 1. Best track (selected points)

| Date/Time (UTC) | Latitude (°N) | Longitude (°W) | Pressure (mb) | Wind Speed (kt) | Stage |
| --- | --- | --- | --- | --- | --- |
| 24 / 1500 | 19.3 | 84.9 | 1002 | 40 | tropical storm |
| 25 / 1800 | 22.0 | 86.1 | 979 | 70 | hurricane |
| 26 / 1200 | 25.3 | 85.2 | 957 | 95 | hurricane |
| 26 / 1800 | 27.1 | 84.8 | 947 | 110 | hurricane |
| 27 / 0000 | 28.6 | 84.4 | 939 | 120 | hurricane |
| 27 / 0310 | 30.0 | 83.9 | 938 | 120 | landfall near the mouth of the Aucilla River, Florida |
| 27 / 1200 | 34.6 | 83.6 | 978 | 40 | tropical storm |

## Casualty and Damage Statistics

At least 250 deaths in the United States have been attributed to Helene, the majority in North Carolina. Damage in the United States is estimated at $78.7 billion."""))
    t.append(m.add({"helene_landfall": "0310 UTC 27 Sep 2024 (= 11:10 PM EDT 26 Sep), near Aucilla River mouth ~10 n mi WSW of Perry FL; 120 kt (140 mph, Cat 4), 938 mb"}))
    t.append((search("Hurricane Milton landfall Siesta Key time category wind speed"), found(
        ("https://www.nhc.noaa.gov/archive/2024/al14/al142024.update.10100030.shtml", "Hurricane Milton Tropical Cyclone Update",
         "830 PM EDT Wed Oct 09 2024 ... MILTON MAKES LANDFALL NEAR SIESTA KEY FLORIDA ... MAXIMUM SUSTAINED WINDS 120 MPH ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Hurricane_Milton", "Hurricane Milton - Wikipedia",
         "Milton made landfall near Siesta Key, Florida, on October 9 as a Category 3 hurricane, after peaking as a Category 5 with winds of 180 mph over the Gulf ...", "N/A"),
        ("https://apnews.com/article/hurricane-milton-landfall-florida-siesta-key", "Hurricane Milton makes landfall on Florida's Gulf Coast as a Category 3 storm | AP News",
         "Milton came ashore near Siesta Key in Sarasota County at 8:30 p.m. ...", "Oct 9, 2024"),
        ("https://www.nhc.noaa.gov/data/tcr/AL142024_Milton.pdf", "Tropical Cyclone Report: Hurricane Milton (AL142024) - National Hurricane Center",
         "Milton reached a peak intensity of 155 kt with a minimum pressure of 895 mb over the southwestern Gulf of Mexico ...", "N/A"),
        ("https://www.tampabay.com/hurricane/2024/10/10/milton-tornadoes-tampa-bay-st-petersburg/", "Milton spawns record tornado outbreak, tears roof off Tropicana Field | Tampa Bay Times",
         "More than 40 tornadoes were confirmed across the Florida peninsula ahead of landfall ...", "Oct 10, 2024"),
    )))
    t.append((extract("https://www.nhc.noaa.gov/archive/2024/al14/al142024.update.10100030.shtml", "Landfall time, location and intensity"), """# Hurricane Milton Tropical Cyclone Update

```
000
WTNT64 KNHC 100030
TCUAT4

Hurricane Milton Tropical Cyclone Update
NWS National Hurricane Center Miami FL       AL142024
830 PM EDT Wed Oct 09 2024

...MILTON MAKES LANDFALL NEAR SIESTA KEY FLORIDA...

Doppler radar imagery indicates that the center of Hurricane Milton
has made landfall near Siesta Key, Florida.  Maximum sustained winds
at landfall were estimated to be near 120 mph (195 km/h).  The
minimum central pressure based on dropsonde data is estimated to be
954 mb (28.17 inches).

SUMMARY OF 830 PM EDT...0030 UTC...INFORMATION
----------------------------------------------
LOCATION...27.2N 82.6W
ABOUT 5 MI...10 KM WSW OF SARASOTA FLORIDA
MAXIMUM SUSTAINED WINDS...120 MPH...195 KM/H
PRESENT MOVEMENT...ENE OR 65 DEGREES AT 16 MPH...26 KM/H
MINIMUM CENTRAL PRESSURE...954 MB...28.17 INCHES

$$
Forecaster Brown
```"""))
    t.append(m.add({"milton_landfall": "8:30 PM EDT 9 Oct 2024 (0030 UTC 10 Oct), near Siesta Key FL; 120 mph (Cat 3), 954 mb; peak earlier 155 kt / 895 mb over Gulf"}))
    storms = [("Alberto", "TS", "19–20 Jun", "45", "993"), ("Beryl", "H5", "28 Jun–9 Jul", "145", "932"), ("Chris", "TS", "30 Jun–1 Jul", "40", "1005"),
              ("Debby", "H1", "3–9 Aug", "70", "979"), ("Ernesto", "H2", "12–20 Aug", "85", "964"), ("Francine", "H2", "9–12 Sep", "90", "972"),
              ("Gordon", "TS", "11–17 Sep", "40", "1004"), ("Helene", "H4", "24–27 Sep", "120", "938"), ("Isaac", "H2", "26–30 Sep", "90", "963"),
              ("Joyce", "TS", "27 Sep–1 Oct", "45", "1001"), ("Kirk", "H4", "29 Sep–7 Oct", "125", "928"), ("Leslie", "H2", "2–12 Oct", "90", "970"),
              ("Milton", "H5", "5–10 Oct", "155", "895"), ("Nadine", "TS", "19–20 Oct", "50", "1002"), ("Oscar", "H1", "19–22 Oct", "70", "986"),
              ("Patty", "TS", "2–4 Nov", "55", "982"), ("Rafael", "H3", "4–10 Nov", "105", "956"), ("Sara", "TS", "14–18 Nov", "45", "997")]
    stab = "\n".join(f"| {n} | {c} | {d} | {w} | {p} |" for n, c, d, w, p in storms)
    t.append((extract("https://www.nhc.noaa.gov/data/tcr/index.php?season=2024&basin=atl", "All 2024 storms with category and peak winds"), f"""# Tropical Cyclone Reports – 2024 Atlantic

National Hurricane Center

| Storm | Peak classification | Dates (2024) | Peak wind (kt) | Min. pressure (mb) |
| --- | --- | --- | --- | --- |
{stab}

TS = tropical storm; H1–H5 = hurricane category at peak intensity on the Saffir-Simpson Hurricane Wind Scale. Peak wind is the maximum 1-minute sustained wind during the storm's lifetime, which may differ from the intensity at landfall. Tropical depressions that did not reach storm strength and potential tropical cyclones are not listed.

Reports for storms still under review are posted as they are completed."""))
    t.append(m.update({"atl2024_counts": "18 named storms / 11 hurricanes / 5 major: Beryl (H5), Helene (H4), Kirk (H4), Milton (H5), Rafael (H3) (NOAA + NHC TCR list)"}))
    t.append(m.all())
    rs.add(task="search", tid="h33-search-14", system=SYSTEM, turns=t,
           state=state("Summarize the 2024 Atlantic hurricane season: how many named storms, hurricanes and major hurricanes versus NOAA's outlook, and when and how strong were Helene's and Milton's Florida landfalls?", "2025-01-20"))


# MICHELIN Guide website (Michelin stars): clean
def t15(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    sel = "https://guide.michelin.com/gb/en/selection/great-britain/restaurants/3-stars-michelin"
    three = [("Alain Ducasse at The Dorchester", "London", "££££", "French"), ("CORE by Clare Smyth", "London", "££££", "Modern British"),
             ("Hélène Darroze at The Connaught", "London", "££££", "Modern French"), ("L'Enclume", "Cartmel", "££££", "Creative"),
             ("Restaurant Gordon Ramsay", "London", "££££", "French"), ("Sketch (The Lecture Room & Library)", "London", "££££", "Modern French"),
             ("The Fat Duck", "Bray", "££££", "Creative"), ("The Waterside Inn", "Bray", "££££", "Classic French")]

    def cards(rows: list[tuple[str, str, str, str]]) -> str:
        return "\n\n".join(f"### {n}\n3 MICHELIN Stars · {c}, United Kingdom\n{p} · {k}" for n, c, p, k in rows)
    t.append((search("three Michelin star restaurants UK 2024 list"), found(
        (sel, "3 MICHELIN Star restaurants in Great Britain - the MICHELIN Guide",
         "Discover all 3 MICHELIN Star restaurants in Great Britain: The Fat Duck, The Waterside Inn, Restaurant Gordon Ramsay, L'Enclume, CORE by Clare Smyth ...", "N/A"),
        ("https://guide.michelin.com/gb/en/article/michelin-guide-ceremony/michelin-guide-great-britain-ireland-2024-new-stars", "All the Stars: The MICHELIN Guide Great Britain & Ireland 2024 - the MICHELIN Guide",
         "The 2024 ceremony in Manchester revealed the full list of starred restaurants in Great Britain & Ireland ...", "Feb 5, 2024"),
        ("https://www.bbc.co.uk/news/uk-68201384", "Michelin Guide 2024: Full list of UK restaurants awarded stars - BBC News",
         "Eight restaurants in the UK kept their three-star status, the highest accolade in the guide ...", "Feb 5, 2024"),
        ("https://www.theguardian.com/food/2024/feb/05/michelin-guide-2024-uk-ireland-stars", "Michelin guide 2024: Manchester celebrates as city gains its first star in decades | The Guardian",
         "Restaurants in Manchester, Glasgow and Cornwall were among the winners at this year's ceremony ...", "Feb 5, 2024"),
        ("https://www.squaremeal.co.uk/restaurants/best-for/michelin-star-restaurants-london_7474", "Michelin star restaurants London 2024 - SquareMeal",
         "London has five three-Michelin-star restaurants: Alain Ducasse at The Dorchester, CORE by Clare Smyth, Hélène Darroze at The Connaught, Restaurant Gordon Ramsay and Sketch ...", "Feb 6, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_Michelin_3-star_restaurants_in_the_United_Kingdom", "List of Michelin 3-star restaurants in the United Kingdom - Wikipedia",
         "The Waterside Inn in Bray has held three stars since 1985, the longest of any restaurant in the UK ...", "N/A"),
        ("https://www.cntraveller.com/gallery/three-michelin-star-restaurants-uk", "Every three-Michelin-star restaurant in the UK | Condé Nast Traveller",
         "From Simon Rogan's L'Enclume in the Lake District to Heston Blumenthal's The Fat Duck in Berkshire ...", "Mar 2, 2024"),
    )))
    t.append((extract(sel, "All 3-star restaurants with town, price and cuisine"), f"""# 3 MICHELIN Star restaurants in Great Britain

Filters: Distinction = 3 Stars · Country = Great Britain · Sort by: Recommended

8 Restaurants

{cards(three)}

---

**Three MICHELIN Stars: Exceptional cuisine, worth a special journey!** Our highest award is given for the superlative cooking of chefs at the peak of their profession. The ingredients are exceptional, the dishes are distinctive and refined.

Price: £ Inexpensive · ££ Moderate · £££ Expensive · ££££ Spare no expense"""))
    t.append(m.add({"uk_3stars_2024": "8: Alain Ducasse at The Dorchester, CORE by Clare Smyth, Hélène Darroze at The Connaught, L'Enclume, Restaurant Gordon Ramsay, Sketch (Lecture Room & Library), The Fat Duck, The Waterside Inn"}))
    london = [three[4], three[0], three[1], three[2], three[5]]
    t.append((extract(sel + "/london-region", "3-star restaurants in London only"), f"""# 3 MICHELIN Star restaurants in London

Filters: Distinction = 3 Stars · Region = London · Sort by: Distance (from the centre of London)

5 Restaurants

{cards(london)}

---

See also: [2 MICHELIN Star restaurants in London] · [1 MICHELIN Star restaurants in London] · [Bib Gourmand restaurants in London]"""))
    t.append(m.add({"uk_3stars_london": "5 of the 8: Restaurant Gordon Ramsay, Alain Ducasse at The Dorchester, CORE by Clare Smyth, Hélène Darroze at The Connaught, Sketch"}))
    t.append((extract("https://guide.michelin.com/gb/en/berkshire/bray/restaurant/the-waterside-inn", "Since when it has three stars, chef, menu price"), """# The Waterside Inn

Ferry Road, Bray, SL6 2AT, United Kingdom
££££ · Classic French

**3 MICHELIN Stars: Exceptional cuisine, worth a special journey!**

## The MICHELIN Guide's Point Of View

An illustrious restaurant in a delightful spot on the banks of the Thames, whose history goes back to 1972, when brothers Michel and Albert Roux opened it. It has held three MICHELIN Stars since 1985 – longer than any other restaurant in the UK – and is now run by Michel's son, Alain Roux. The classic French cooking is executed with precision and finesse, using the best seasonal ingredients; the service, led by a large and well-drilled team, is a masterclass in hospitality. Arrive early for a drink in the riverside summerhouse, and consider staying in one of the elegant bedrooms.

| Information | |
| --- | --- |
| Chef | Alain Roux |
| Opening hours | Wednesday–Sunday, lunch and dinner; closed Monday and Tuesday |
| Menus | Menu Exceptionnel £265 · À la carte from £180 · Weekday lunch £95 |
| Facilities | Air conditioning · Car park · Garden or park · Great wine list · Terrace |
| Credit cards | Amex, Mastercard, Visa |

*Last updated: 3 days ago*"""))
    t.append(m.update({"uk_3stars_2024": "8 (Great Britain, 2024 guide): The Waterside Inn (Bray, since 1985), Restaurant Gordon Ramsay (London, since 2001), The Fat Duck (Bray, first awarded 2004), Alain Ducasse at The Dorchester (London, 2010), Sketch Lecture Room & Library (London, 2020), CORE by Clare Smyth (London, 2021), Hélène Darroze at The Connaught (London, 2021), L'Enclume (Cartmel, 2022)"}))
    rs.add(task="search", tid="h33-search-15", system=SYSTEM, turns=t,
           state=state("Which restaurants in Great Britain hold three Michelin stars, how many of them are in London, and which one has held three stars the longest?", "2024-10-08"))


# ESPNcricinfo records (cricket records): bad
def t16(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    rec = "https://www.espncricinfo.com/records/most-runs-in-career-223646"
    t.append((search("most runs in Test cricket career list Tendulkar record"), found(
        (rec, "Most runs in career | Test matches | ESPNcricinfo",
         "SR Tendulkar (INDIA) 1989-2013: 200 Mat, 329 Inns, 33 NO, 15921 Runs, HS 248*, Ave 53.78, 51 100s. RT Ponting (AUS) 1995-2012: 168 Mat, 13378 Runs ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_Test_cricket_records", "List of Test cricket records - Wikipedia",
         "Sachin Tendulkar holds the record for the most runs in Test cricket with 15,921, scored in 200 matches between 1989 and 2013 ...", "N/A"),
        ("https://www.icc-cricket.com/news/most-runs-in-test-cricket-history", "Most runs in Test cricket history: the top 10 | ICC",
         "Sachin Tendulkar's record of 15,921 runs has stood since his retirement in November 2013. Can Joe Root catch him? ...", "Jul 26, 2024"),
        ("https://www.espncricinfo.com/story/joe-root-england-test-runs-record-tendulkar-1450321", "How far is Joe Root from Sachin Tendulkar's Test run record? | ESPNcricinfo",
         "Root, 33, needs close to 3,000 more runs to overtake Tendulkar ...", "Dec 17, 2024"),
        ("https://www.statista.com/statistics/1028004/most-runs-test-cricket/", "Most runs in Test cricket 2024 | Statista",
         "Sachin Tendulkar of India had scored 15,921 runs in his Test career ...", "Oct 3, 2024"),
        ("https://www.bbc.co.uk/sport/cricket/articles/c3g5xk9pp0yo", "Joe Root passes Alastair Cook as England's leading Test run-scorer - BBC Sport",
         "Root moved past Cook's 12,472 runs during the first Test against Pakistan in Multan ...", "Oct 9, 2024"),
        ("https://www.howstat.com/cricket/Statistics/Batting/BattingMostRuns.asp", "Test Cricket - Most Career Runs - Howstat",
         "Most runs in a Test career, including matches for ICC World XI ...", "N/A"),
    )))
    t.append(m.add({"test_most_runs": "Sachin Tendulkar (IND) 15,921 runs; 200 Tests, 329 inns, avg 53.78, 51 hundreds (1989-2013)",
                    "test_2nd_most_runs": "Ricky Ponting (AUS) 13,378 runs; 168 Tests (1995-2012)"}))
    act, _ = m.all()
    t.append((act, show({"test_most_runs": "Sachin Tendulkar (IND) 15,912 runs; 200 Tests, 329 inns, avg 53.78, 51 hundreds (1989-2013)",
                         "test_2nd_most_runs": m.d["test_2nd_most_runs"]})))
    rows = [("SR Tendulkar (INDIA)", "1989-2013", 200, 329, 33, 15921, "248*", "53.78", 51, 68, 14),
            ("RT Ponting (AUS)", "1995-2012", 168, 287, 29, 13378, "257", "51.85", 41, 62, 17),
            ("JH Kallis (ICC/SA)", "1995-2013", 166, 280, 40, 13289, "224", "55.37", 45, 58, 16),
            ("R Dravid (ICC/INDIA)", "1996-2012", 164, 286, 32, 13288, "270", "52.31", 36, 63, 8),
            ("JE Root (ENG)", "2012-2024", 152, 278, 23, 12972, "262", "50.87", 36, 65, 13),
            ("AN Cook (ENG)", "2006-2018", 161, 291, 16, 12472, "294", "45.35", 33, 57, 9),
            ("KC Sangakkara (SL)", "2000-2015", 134, 233, 17, 12400, "319", "57.40", 38, 52, 11),
            ("BC Lara (ICC/WI)", "1990-2006", 131, 232, 6, 11953, "400*", "52.88", 34, 48, 17),
            ("S Chanderpaul (WI)", "1994-2015", 164, 280, 49, 11867, "203*", "51.37", 30, 66, 15),
            ("DPMD Jayawardene (SL)", "1997-2014", 149, 252, 15, 11814, "374", "49.84", 34, 50, 15),
            ("AR Border (AUS)", "1978-1994", 156, 265, 44, 11174, "205", "50.56", 27, 63, 11),
            ("SR Waugh (AUS)", "1985-2004", 168, 260, 46, 10927, "200", "51.06", 32, 50, 22)]
    rtab = "\n".join(f"| {p} | {s} | {a} | {b} | {c} | {d} | {e} | {f} | {g} | {h} | {i} |" for p, s, a, b, c, d, e, f, g, h, i in rows)
    t.append((extract(rec, "Top of the career runs table with matches, average and hundreds"), f"""# Most runs in career

Records / Test matches / Batting records

| Player | Span | Mat | Inns | NO | Runs | HS | Ave | 100 | 50 | 0 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
{rtab}

Showing 1-12 of 50 · Load more

*Records include the ICC World XI v Australia Super Test of 2005, which is counted as an official Test. Figures updated to the end of the 3rd Test, New Zealand v England at Hamilton, 14-17 December 2024.*"""))
    t.append((search("Joe Root Test runs second on all-time list Ponting 13,378"), found(
        ("https://www.espncricinfo.com/story/joe-root-england-test-runs-record-tendulkar-1450321", "How far is Joe Root from Sachin Tendulkar's Test run record? | ESPNcricinfo",
         "Root finished 2024 on 12,972 Test runs, 406 behind Ricky Ponting in second place ...", "Dec 17, 2024"),
        ("https://www.skysports.com/cricket/news/12123/13270112/joe-root-2024-record-year-england-test-runs", "Joe Root's record-breaking 2024 in numbers | Sky Sports",
         "Root scored 1,556 Test runs in 2024, including six hundreds, the most by an England batter in a calendar year since Michael Vaughan ...", "Dec 18, 2024"),
        ("https://www.theguardian.com/sport/2024/dec/17/joe-root-new-zealand-england-third-test-hamilton", "Root adds to his tally but England slump to heavy defeat in Hamilton | The Guardian",
         "Root's half-century in the second innings took him to 12,972 runs ...", "Dec 17, 2024"),
        ("https://www.icc-cricket.com/news/most-runs-in-test-cricket-history", "Most runs in Test cricket history: the top 10 | ICC",
         "Behind Tendulkar are Ricky Ponting (13,378), Jacques Kallis (13,289) and Rahul Dravid (13,288) ...", "Jul 26, 2024"),
        ("https://www.reddit.com/r/Cricket/comments/1hgb0y2/joe_root_now_needs_2950_runs_to_overtake_sachin/", "Joe Root now needs 2,950 runs to overtake Sachin : r/Cricket",
         "At his 2021-2024 rate of ~1,300 runs a year, he'd get there in about two and a half years ...", "Dec 17, 2024"),
    )))
    t.append(m.add({"root_runs_dec2024": "Joe Root (ENG) 12,972 runs in 152 Tests, 36 hundreds (to 17 Dec 2024); 406 behind Ponting, 2,949 behind Tendulkar"}))
    rs.add(task="search", tid="h33-search-16", system=SYSTEM, turns=t,
           state=state("Who has scored the most runs in Test cricket, and how close is Joe Root to the top two?", "2024-12-20"),
           bad=True, turn=3, kind="stored Tendulkar total 15,921 reads back from memory as 15,912")


# Liquipedia + Esports Charts (esports tournaments): clean
def t17(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    lp = "https://liquipedia.net/leagueoflegends/World_Championship/2024"

    def liqui(edited: str) -> str:
        return f"""# 2024 World Championship

From Liquipedia League of Legends Wiki

| Info | |
| --- | --- |
| Series | World Championship |
| Organizer | Riot Games |
| Patch | 14.18 |
| Type | Offline |
| Location | Berlin, Germany · Paris, France · London, United Kingdom |
| Prize Pool | $2,225,000 USD |
| Start Date | 2024-09-25 |
| End Date | 2024-11-02 |
| Teams | 20 |
| Liquipedia Tier | S-Tier |

## Venues

| Stage | City | Venue |
| --- | --- | --- |
| Play-In | Berlin | Riot Games Arena |
| Swiss Stage | Berlin | Riot Games Arena |
| Quarterfinals & Semifinals | Paris | Adidas Arena |
| Final | London | The O2 Arena |

## Prize Pool

| Place | $ USD | % | Team |
| --- | --- | --- | --- |
| 1st | $450,000 | 20.2% | T1 |
| 2nd | $337,500 | 15.2% | Bilibili Gaming |
| 3rd-4th | $178,000 | 8.0% | Gen.G, Weibo Gaming |
| 5th-8th | $111,250 | 5.0% | Hanwha Life Esports, Top Esports, LNG Esports, FlyQuest |

## Playoffs

| Round | Date | Match | Score |
| --- | --- | --- | --- |
| Quarterfinal | 2024-10-17 | Weibo Gaming vs LNG Esports | 3-2 |
| Quarterfinal | 2024-10-18 | Gen.G vs Top Esports | 3-1 |
| Quarterfinal | 2024-10-19 | T1 vs Hanwha Life Esports | 3-1 |
| Quarterfinal | 2024-10-20 | Bilibili Gaming vs FlyQuest | 3-2 |
| Semifinal | 2024-10-26 | Bilibili Gaming vs Weibo Gaming | 3-1 |
| Semifinal | 2024-10-27 | T1 vs Gen.G | 3-1 |
| **Grand Final** | **2024-11-02** | **T1 vs Bilibili Gaming** | **3-2** |

## Awards

| Award | Player |
| --- | --- |
| Finals MVP | Faker (T1) |

T1 won their fifth World Championship title and second in a row, after also winning in 2013, 2015, 2016 and 2023. Faker became the first player to win five World Championships.

This page was last edited on {edited}."""
    t.append((search("League of Legends Worlds 2024 final result winner prize pool"), found(
        (lp, "2024 World Championship - Liquipedia League of Legends Wiki",
         "The 2024 League of Legends World Championship ... Prize pool $2,225,000 USD. T1 defeated Bilibili Gaming 3-2 in the Grand Final at The O2 Arena, London ...", "N/A"),
        ("https://lolesports.com/en-GB/news/worlds-2024-final-recap", "T1 are your 2024 World Champions - LoL Esports",
         "T1 came back from 2-1 down against Bilibili Gaming to defend their title in London ...", "Nov 2, 2024"),
        ("https://en.wikipedia.org/wiki/2024_League_of_Legends_World_Championship", "2024 League of Legends World Championship - Wikipedia",
         "The 2024 League of Legends World Championship was the fourteenth world championship ... held from 25 September to 2 November 2024 in Germany, France and the United Kingdom ...", "N/A"),
        ("https://www.dexerto.com/league-of-legends/t1-win-worlds-2024-faker-fifth-title-2945123/", "T1 win Worlds 2024 as Faker claims historic fifth title - Dexerto",
         "Faker was named Finals MVP for the second time in his career ...", "Nov 2, 2024"),
        ("https://escharts.com/tournaments/lol/worlds-2024", "Worlds 2024 - LoL tournament statistics | Esports Charts",
         "Peak viewers, hours watched and average audience of the 2024 World Championship ...", "N/A"),
        ("https://www.espn.com/esports/story/_/id/42151066/t1-defeats-bilibili-gaming-win-league-legends-worlds-2024", "T1 defeats Bilibili Gaming to win League of Legends Worlds 2024 - ESPN",
         "A five-game final at the O2 ended with Faker lifting the Summoner's Cup for the fifth time ...", "Nov 2, 2024"),
        ("https://www.reddit.com/r/leagueoflegends/comments/1ghy8g0/t1_vs_bilibili_gaming_2024_world_championship/", "T1 vs. Bilibili Gaming / 2024 World Championship - Final / Post-Match Discussion : r/leagueoflegends",
         "T1 WIN THE 2024 WORLD CHAMPIONSHIP. FAKER FIVE-TIME WORLD CHAMPION ...", "Nov 2, 2024"),
    )))
    t.append((extract(lp, "Prize pool, final result, venues"), liqui("4 November 2024, at 09:12")))
    t.append(m.add({"worlds2024_final": "T1 3-2 Bilibili Gaming, 2024-11-02, The O2 Arena London; T1's 5th title (2nd in a row)",
                    "worlds2024_prize": "USD 2,225,000 total; 1st USD 450,000 (20.2%), 2nd USD 337,500"}))
    t.append((search("Worlds 2024 final peak viewers record Esports Charts"), found(
        ("https://escharts.com/news/worlds-2024-final-most-watched-esports-match", "Worlds 2024 Final becomes the most-watched esports match ever | Esports Charts",
         "The T1 vs BLG Grand Final peaked at 6.94 million viewers, excluding Chinese platforms, breaking the record set by Worlds 2023 ...", "Nov 3, 2024"),
        ("https://escharts.com/tournaments/lol/worlds-2024", "Worlds 2024 - LoL tournament statistics | Esports Charts",
         "Peak viewers: 6,943,000 · Hours watched: 129.6M · Average viewers: 2,005,000 ...", "N/A"),
        ("https://www.dexerto.com/league-of-legends/worlds-2024-viewership-record-2946001/", "Worlds 2024 final smashes esports viewership record - Dexerto",
         "Co-streamers including Caedrel drove a significant share of the English-language audience ...", "Nov 3, 2024"),
        ("https://lolesports.com/en-GB/news/worlds-2024-by-the-numbers", "Worlds 2024 by the numbers - LoL Esports",
         "Riot says the final was watched by more than 50 million people including China, where platform data is not independently tracked ...", "Nov 12, 2024"),
        ("https://www.forbes.com/sites/mikestubbs/2024/11/04/league-of-legends-worlds-2024-breaks-viewership-records/", "League Of Legends Worlds 2024 Breaks Viewership Records - Forbes",
         "The final peaked at nearly 7 million concurrent viewers outside of China ...", "Nov 4, 2024"),
    )))
    t.append((extract("https://escharts.com/tournaments/lol/worlds-2024", "Peak viewers and most-watched match"), """# Worlds 2024 - LoL tournament statistics

Organizer: Riot Games · Dates: Sep 25 – Nov 2, 2024 · Prize pool: $2,225,000 · Teams: 20

## Viewership

| Metric | Value |
| --- | --- |
| Peak Viewers | 6,943,000 |
| Hours Watched | 129,600,000 |
| Average Viewers | 2,005,000 |
| Airtime | 64h 38m |

*Statistics do not include Chinese platforms.*

## Most watched matches

| # | Match | Stage | Peak Viewers |
| --- | --- | --- | --- |
| 1 | T1 vs Bilibili Gaming | Grand Final | 6,943,000 |
| 2 | T1 vs Gen.G | Semifinal | 3,781,000 |
| 3 | T1 vs Hanwha Life Esports | Quarterfinal | 2,956,000 |
| 4 | Bilibili Gaming vs Weibo Gaming | Semifinal | 1,882,000 |
| 5 | Gen.G vs Top Esports | Quarterfinal | 1,704,000 |

## Peak viewers by language

| Language | Peak Viewers |
| --- | --- |
| Korean | 2,584,000 |
| English | 2,267,000 |
| Vietnamese | 811,000 |
| Spanish | 512,000 |
| Portuguese | 246,000 |

The Grand Final is the most-watched esports match in history, surpassing the Worlds 2023 Final (T1 vs Weibo Gaming), which peaked at 6.4 million viewers."""))
    t.append(m.add({"worlds2024_viewership": "Final peak 6.94M viewers excl. China (6,943,000, Esports Charts); record; 129.6M hours watched"}))
    t.append((extract(lp, "Finals MVP and the score of the grand final"), liqui("4 November 2024, at 09:31")))
    t.append(m.update({"worlds2024_final": "T1 3-2 Bilibili Gaming, 2024-11-02, The O2 Arena London; Finals MVP Faker; T1's 5th title (2nd in a row)"}))
    t.append(m.get(["worlds2024_final", "worlds2024_prize", "worlds2024_viewership"]))
    rs.add(task="search", tid="h33-search-17", system=SYSTEM, turns=t,
           state=state("Who won the 2024 League of Legends World Championship, what was the prize pool and winner's share, and how many people watched the final?", "2024-11-04"))


# Company investor-relations press releases (stock splits): bad
def t18(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    nv = "https://nvidianews.nvidia.com/news/nvidia-announces-financial-results-for-first-quarter-fiscal-2025"
    t.append((search("Nvidia 10-for-1 stock split 2024 record date split-adjusted trading date"), found(
        (nv, "NVIDIA Announces Financial Results for First Quarter Fiscal 2025 | NVIDIA Newsroom",
         "NVIDIA today announced a ten-for-one forward stock split ... Trading is expected to commence on a split-adjusted basis at market open on June 10, 2024 ...", "May 22, 2024"),
        ("https://www.cnbc.com/2024/06/07/nvidia-stock-split-what-to-know.html", "Nvidia's 10-for-1 stock split takes effect after the close Friday: What to know - CNBC",
         "Shareholders of record as of June 6 will receive nine additional shares for every share held, distributed after the close on June 7 ...", "Jun 7, 2024"),
        ("https://investor.nvidia.com/stock-info/stock-split-history/default.aspx", "Stock Split History | NVIDIA Corporation",
         "NVIDIA has had six stock splits: 2-for-1 (2000), 2-for-1 (2001), 2-for-1 (2006), 3-for-2 (2007), 4-for-1 (2021), 10-for-1 (2024) ...", "N/A"),
        ("https://www.reuters.com/technology/nvidia-shares-begin-trading-split-adjusted-basis-2024-06-10/", "Nvidia shares begin trading on split-adjusted basis | Reuters",
         "Nvidia's shares opened at around $120 on Monday after the chipmaker's 10-for-1 stock split took effect ...", "Jun 10, 2024"),
        ("https://www.nasdaq.com/market-activity/stock-splits", "Stock Splits Calendar | Nasdaq",
         "Upcoming and recent stock splits: symbol, company, ratio, payable date, ex-date, announced date ...", "N/A"),
        ("https://www.fool.com/investing/2024/06/10/nvidia-stock-split-is-official/", "Nvidia's Stock Split Is Official. Here's What Comes Next | The Motley Fool",
         "The ten-for-one split lowered Nvidia's share price from roughly $1,200 to about $120 ...", "Jun 10, 2024"),
        ("https://www.investopedia.com/nvidia-stock-split-8647852", "Nvidia Stock Split: What You Need to Know - Investopedia",
         "Nvidia also raised its quarterly dividend by 150% on a post-split basis ...", "Jun 7, 2024"),
    )))
    t.append((extract(nv, "Split ratio, record date, distribution date, split-adjusted trading date, dividend"), """# NVIDIA Announces Financial Results for First Quarter Fiscal 2025

SANTA CLARA, Calif., May 22, 2024 (GLOBE NEWSWIRE) -- NVIDIA (NASDAQ: NVDA) today reported revenue for the first quarter ended April 28, 2024, of $26.0 billion, up 18% from the previous quarter and up 262% from a year ago.

- Record quarterly revenue of $26.0 billion, up 18% from Q4 and up 262% from year ago
- Record quarterly Data Center revenue of $22.6 billion, up 23% from Q4 and up 427% from year ago
- Ten-for-one forward stock split effective June 7, 2024
- Quarterly cash dividend raised 150% to $0.01 per share on a post-split basis

## Ten-for-One Forward Stock Split

NVIDIA announced a ten-for-one forward stock split of NVIDIA's issued common stock to make stock ownership more accessible to employees and investors. The split will be effected through an amendment to NVIDIA's Restated Certificate of Incorporation, which will result in a proportionate increase in the number of shares of authorized common stock. Each stockholder of record on June 6, 2024, after the close of market, will receive a distribution of nine additional shares of common stock for each share held, to be distributed after the close of market on June 7, 2024. Trading is expected to commence on a split-adjusted basis at market open on June 10, 2024.

## Dividend

NVIDIA is increasing its quarterly cash dividend by 150% from $0.04 per share to $0.10 per share of common stock. The dividend is equivalent to $0.01 per share on a post-split basis and will be paid on June 28, 2024, to all shareholders of record on June 11, 2024.

| | Q1 FY25 | Q4 FY24 | Q1 FY24 | Q/Q | Y/Y |
| --- | --- | --- | --- | --- | --- |
| Revenue | $26,044 | $22,103 | $7,192 | Up 18% | Up 262% |
| Gross margin | 78.4% | 76.0% | 64.6% | Up 2.4 pts | Up 13.8 pts |
| Operating income | $16,909 | $13,615 | $2,140 | Up 24% | Up 690% |
| Diluted EPS | $5.98 | $4.93 | $0.82 | Up 21% | Up 629% |

*(GAAP, $ in millions except EPS; EPS is pre-split)*"""))
    t.append(m.add({"split_nvda": "NVDA 10-for-1; record Jun 6 2024; distributed after close Jun 7; split-adjusted trading from Jun 10 2024 (announced May 22 2024)"}))
    t.append((search("Broadcom 10-for-1 stock split July 2024 dates", "Chipotle 50-for-1 stock split June 2024 dates"), found_batch(
        ("Broadcom 10-for-1 stock split July 2024 dates", [
            ("https://investors.broadcom.com/news-releases/news-release-details/broadcom-inc-announces-second-quarter-fiscal-year-2024-financial", "Broadcom Inc. Announces Second Quarter Fiscal Year 2024 Financial Results and Ten-for-One Forward Stock Split",
             "Broadcom announced a ten-for-one forward stock split ... trading on a split-adjusted basis expected to commence at market open on July 15, 2024 ...", "Jun 12, 2024"),
            ("https://www.cnbc.com/2024/06/12/broadcom-avgo-earnings-report-q2-2024.html", "Broadcom shares jump 12% on 10-for-1 stock split, strong AI revenue - CNBC",
             "Broadcom said stockholders of record as of July 11 will receive nine additional shares ...", "Jun 12, 2024"),
            ("https://www.fool.com/investing/2024/07/15/broadcom-stock-split-complete/", "Broadcom's 10-for-1 Stock Split Is Complete | The Motley Fool",
             "Shares began trading on a split-adjusted basis on Monday ...", "Jul 15, 2024"),
            ("https://www.nasdaq.com/articles/broadcom-stock-split-2024", "Broadcom Stock Split 2024: What Investors Need to Know | Nasdaq",
             "Broadcom's first stock split in its history as a public company ...", "Jun 14, 2024"),
        ]),
        ("Chipotle 50-for-1 stock split June 2024 dates", [
            ("https://ir.chipotle.com/2024-03-19-CHIPOTLE-ANNOUNCES-50-FOR-1-STOCK-SPLIT", "Chipotle Announces 50-For-1 Stock Split | Chipotle Mexican Grill",
             "The Board of Directors approved a 50-for-1 stock split, subject to shareholder approval at the Annual Meeting on June 6, 2024 ...", "Mar 19, 2024"),
            ("https://www.cnbc.com/2024/06/26/chipotle-stock-split-shares-trading.html", "Chipotle shares begin trading after 50-for-1 split, one of the largest in NYSE history - CNBC",
             "The stock opened around $65 a share on Wednesday, down from more than $3,200 before the split ...", "Jun 26, 2024"),
            ("https://www.reuters.com/business/retail-consumer/chipotle-announces-50-for-1-stock-split-2024-03-19/", "Chipotle announces 50-for-1 stock split | Reuters",
             "The burrito chain's split is one of the largest in NYSE history ...", "Mar 19, 2024"),
            ("https://www.nyse.com/quote/XNYS:CMG", "CMG | Chipotle Mexican Grill, Inc. Stock Quote | NYSE",
             "Chipotle Mexican Grill, Inc. (CMG) real-time price and stock split history ...", "N/A"),
        ]))))
    t.append((extract("https://investors.broadcom.com/news-releases/news-release-details/broadcom-inc-announces-second-quarter-fiscal-year-2024-financial", "Split ratio and dates"), """# Broadcom Inc. Announces Second Quarter Fiscal Year 2024 Financial Results and Ten-for-One Forward Stock Split

PALO ALTO, Calif., June 12, 2024 (GLOBE NEWSWIRE) -- Broadcom Inc. (NASDAQ: AVGO), a global technology leader that designs, develops and supplies semiconductor and infrastructure software solutions, today reported financial results for its second quarter of fiscal year 2024 ended May 5, 2024, provided guidance for its fiscal year 2024, and announced a ten-for-one forward stock split.

## Second Quarter Fiscal Year 2024 Financial Highlights

- Revenue of $12,487 million for the second quarter, up 43 percent from the prior year period
- GAAP net income of $2,121 million; Non-GAAP net income of $5,397 million
- Adjusted EBITDA of $7,431 million, or 60 percent of revenue
- Quarterly common stock dividend of $5.25 per share (pre-split)

## Ten-for-One Forward Stock Split

Broadcom announced a ten-for-one forward stock split of Broadcom's common stock. Each Broadcom stockholder of record at the close of business on **July 11, 2024** will receive an additional nine shares of common stock for each share held, to be distributed after the close of market on **July 12, 2024**. Trading is expected to commence on a split-adjusted basis at market open on **July 15, 2024**.

"Broadcom delivered strong revenue and profitability in the second quarter, driven by AI demand and VMware," said Hock Tan, President and CEO of Broadcom Inc.

## Fiscal Year 2024 Guidance

The Company is raising its fiscal year 2024 revenue guidance to approximately $51 billion and Adjusted EBITDA guidance to approximately 61 percent of projected revenue."""))
    t.append(m.add({"split_avgo": "AVGO 10-for-1; record Jul 11 2024; distributed after close Jul 12; split-adjusted trading from Jul 15 2024 (announced Jun 12 2024)"}))
    t.append((extract("https://ir.chipotle.com/2024-03-19-CHIPOTLE-ANNOUNCES-50-FOR-1-STOCK-SPLIT", "Split ratio, approval and dates"), """# Chipotle Announces 50-For-1 Stock Split

NEWPORT BEACH, Calif., March 19, 2024 /PRNewswire/ -- Chipotle Mexican Grill (NYSE: CMG) today announced that its Board of Directors has approved a 50-for-1 stock split of the Company's common stock. The stock split is subject to shareholder approval of an amendment to the Company's Amended and Restated Certificate of Incorporation to increase the number of authorized shares of common stock, which will be voted on at the Company's Annual Meeting of Shareholders on **June 6, 2024**.

If approved, shareholders of record as of the close of business on **June 18, 2024** will receive 49 additional shares for each share held, distributed after market close on **June 25, 2024**. Trading is expected to begin on a split-adjusted basis at market open on **June 26, 2024**.

"This marks the first stock split in Chipotle's 30-year history, and one of the largest in the history of the New York Stock Exchange," said Jack Hartung, President and Chief Financial Officer. "We are excited to make our stock more accessible to employees as well as a broader range of investors."

## About Chipotle

Chipotle Mexican Grill, Inc. (NYSE: CMG) is cultivating a better world by serving responsibly sourced, classically-cooked, real food with wholesome ingredients without artificial colors, flavors or preservatives. Chipotle had over 3,400 restaurants as of December 31, 2023, in the United States, Canada, the United Kingdom, France and Germany.

## Update (June 6, 2024)

Shareholders approved the amendment at the Annual Meeting; the split will proceed as scheduled."""))
    t.append(m.add({"split_cmg": "CMG 50-for-1; approved at annual meeting Jun 6 2024; record Jun 18; distributed after close Jun 25; split-adjusted trading from Jun 26 2024 (announced Mar 19 2024)"}))
    t.append((search("biggest stock splits 2024 list Nvidia Broadcom Chipotle Walmart"), found(
        ("https://www.nasdaq.com/articles/the-biggest-stock-splits-of-2024", "The Biggest Stock Splits of 2024 | Nasdaq",
         "Nvidia (10-for-1), Broadcom (10-for-1), Chipotle (50-for-1), Walmart (3-for-1), Lam Research (10-for-1), Super Micro Computer (10-for-1) ...", "Dec 18, 2024"),
        ("https://www.fool.com/investing/stock-market/types-of-stocks/stock-splits/2024/", "Stock Splits in 2024: Full List | The Motley Fool",
         "Walmart kicked off the year's stock-split wave with a 3-for-1 split effective February 26 ...", "Dec 2, 2024"),
        ("https://www.cnbc.com/2024/10/01/lam-research-stock-split.html", "Lam Research begins trading after 10-for-1 split - CNBC",
         "Lam Research joins Nvidia, Broadcom and Chipotle in a year of high-profile splits ...", "Oct 3, 2024"),
        ("https://www.barrons.com/articles/stock-splits-2024-nvidia-chipotle-walmart-ab4f2a7c", "The Year of the Stock Split: Why Companies Are Splitting Again | Barron's",
         "Stocks that split in 2024 on average outperformed the S&P 500 in the months after the announcement ...", "Jul 19, 2024"),
        ("https://corporate.walmart.com/news/2024/01/30/walmart-announces-3-for-1-stock-split", "Walmart Announces 3-for-1 Stock Split | Walmart Corporate",
         "Shares will begin trading on a split-adjusted basis on February 26, 2024 ...", "Jan 30, 2024"),
    )))
    act, _ = m.all()
    t.append((act, show({k: v for k, v in m.d.items() if k != "split_cmg"})))
    rs.add(task="search", tid="h33-search-18", system=SYSTEM, turns=t,
           state=state("Give the ratio, record date and first split-adjusted trading day for the 2024 stock splits of Nvidia, Broadcom and Chipotle.", "2025-01-09"),
           bad=True, turn=10, kind="key split_cmg added successfully at turn 8 is missing from retrieve_all")


# NPS news releases + IRMA visitor-use statistics (national park visitor numbers): clean
def t19(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    rel = "https://www.nps.gov/orgs/1207/2024-visitation.htm"
    parks = [("Great Smoky Mountains NP", 12191834), ("Zion NP", 4946592), ("Grand Canyon NP", 4919163), ("Yellowstone NP", 4744353),
             ("Rocky Mountain NP", 4154349), ("Yosemite NP", 4121318), ("Acadia NP", 3961661), ("Grand Teton NP", 3608420),
             ("Glacier NP", 3208755), ("Olympic NP", 3196512)]
    ptab = "\n".join(f"| {i} | {n} | {v:,} |" for i, (n, v) in enumerate(parks, 1))
    units = [("Golden Gate NRA", "CA", 15188422), ("Blue Ridge Parkway", "NC/VA", 14871026), ("Great Smoky Mountains NP", "TN/NC", 12191834),
             ("Gateway NRA", "NY/NJ", 8871532), ("Lincoln Memorial", "DC", 8102341), ("George Washington Memorial Parkway", "VA/MD/DC", 7563226),
             ("Natchez Trace Parkway", "MS/AL/TN", 6892447), ("Lake Mead NRA", "NV/AZ", 5784932), ("Gulf Islands NS", "FL/MS", 5511874),
             ("Vietnam Veterans Memorial", "DC", 5102663), ("Cape Cod NS", "MA", 4998311), ("Zion NP", "UT", 4946592)]
    utab = "\n".join(f"| {i} | {n} | {s} | {v:,} |" for i, (n, s, v) in enumerate(units, 1))
    t.append((search("most visited national parks 2024 visitor numbers NPS"), found(
        (rel, "2024 Visitation Highlights - Social Science (U.S. National Park Service)",
         "National parks hosted 331.9 million recreation visits in 2024, a new record. Great Smoky Mountains National Park was again the most-visited national park ...", "Feb 20, 2025"),
        ("https://irma.nps.gov/Stats/Reports/National", "NPS Stats - National Reports | IRMA",
         "Annual Park Ranking Report for Recreation Visits; Annual Summary Report; visitation by park unit type and region ...", "N/A"),
        ("https://www.usatoday.com/story/travel/news/2025/02/20/most-visited-national-parks-2024/78716354007/", "Most visited national parks of 2024: See the top 10 - USA TODAY",
         "The National Park Service recorded a record 331.9 million visits last year. Zion edged out Grand Canyon for No. 2 among national parks ...", "Feb 20, 2025"),
        ("https://www.nps.gov/aboutus/visitation-numbers.htm", "Visitation Numbers (U.S. National Park Service)",
         "In 2024, the National Park System had 331,863,358 recreation visits ...", "N/A"),
        ("https://www.nationalparkstraveler.org/2025/02/national-park-visitation-2024-record", "National Park Visitation Set Another Record In 2024 | National Parks Traveler",
         "Fifty-four parks set visitation records, while Great Smoky Mountains saw a dip tied to Hurricane Helene closures ...", "Feb 20, 2025"),
        ("https://www.statista.com/statistics/253875/number-of-visitors-to-us-national-parks/", "Most visited U.S. national parks 2024 | Statista",
         "Great Smoky Mountains National Park was the most visited national park in the U.S. in 2024, with 12.19 million recreation visitors ...", "Feb 24, 2025"),
        ("https://en.wikipedia.org/wiki/List_of_national_parks_of_the_United_States", "List of national parks of the United States - Wikipedia",
         "The 63 national parks ... recreation visitors (2024) ...", "N/A"),
    )))
    t.append((extract(rel, "Total visits in 2024 and the ten most-visited national parks"), f"""# 2024 Visitation Highlights

Social Science Program · National Park Service · February 20, 2025

National parks saw **331.9 million recreation visits** in 2024, an increase of about 6 million (2%) over 2023 and a new record for the National Park System. Fifty-four parks set new annual visitation records.

## Top 10 most-visited national parks (designated "National Park" units only)

| Rank | Park | Recreation visits |
| --- | --- | --- |
{ptab}

## Other highlights

- The most-visited park unit overall was Golden Gate National Recreation Area, followed by Blue Ridge Parkway and Great Smoky Mountains National Park.
- Visitation was affected in the Southeast by Hurricane Helene, which closed sections of the Blue Ridge Parkway and several roads and trails in Great Smoky Mountains National Park in late September.
- Recreation visits exclude non-recreation visits such as commuter traffic and people who live within park boundaries.

Full data for all 400+ park units is available in the NPS Visitor Use Statistics (IRMA) reports."""))
    t.append(m.add({"nps_total_2024": "331.9 million recreation visits (NPS highlights, 2025-02-20); record",
                    "nps_top_parks_2024": "1 Great Smoky Mountains 12,191,834; 2 Zion 4,946,592; 3 Grand Canyon 4,919,163; 4 Yellowstone 4,744,353; 5 Rocky Mountain 4,154,349"}))
    t.append((extract("https://irma.nps.gov/Stats/SSRSReports/National%20Reports/Annual%20Park%20Ranking%20Report%20(1979%20-%20Last%20Calendar%20Year)", "Ranking of all park units by 2024 recreation visits"), f"""# Annual Park Ranking Report for Recreation Visits in: 2024

NPS Visitor Use Statistics · Report generated: 2/20/2025 · Bookmark this report: https://irma.nps.gov/Stats/Reports/National

| Rank | Park Unit | State | Recreation Visits |
| --- | --- | --- | --- |
{utab}

Page 1 of 36 · 12 of 428 rows · Next ›

Total for all reporting units: 331,863,358"""))
    t.append(m.add({"nps_top_units_2024": "All units: 1 Golden Gate NRA 15,188,422; 2 Blue Ridge Parkway 14,871,026; 3 Great Smoky Mountains NP 12,191,834 (IRMA); system total 331,863,358"}))
    hist = [(2014, 10099276), (2015, 10712674), (2016, 11312786), (2017, 11338893), (2018, 11421200), (2019, 12547743),
            (2020, 12095720), (2021, 14161548), (2022, 12937633), (2023, 13297647), (2024, 12191834)]
    htab = "\n".join(f"| {y} | {v:,} |" for y, v in hist)
    t.append((extract("https://irma.nps.gov/Stats/SSRSReports/Park%20Specific%20Reports/Annual%20Park%20Recreation%20Visitation%20(1904%20-%20Last%20Calendar%20Year)?Park=GRSM", "Great Smoky Mountains annual visits for the last ten years"), f"""# Great Smoky Mountains NP (GRSM) — Annual Park Recreation Visitation (1934 - Last Calendar Year)

| Year | Recreation Visits |
| --- | --- |
{htab}

Showing 2014–2024 of 91 years · [Show all years]

Peak year: 2021 (14,161,548)"""))
    t.append((search("Great Smoky Mountains 2024 visitation decline Hurricane Helene closures"), found(
        ("https://www.nps.gov/grsm/learn/news/great-smoky-mountains-national-park-welcomes-12-19-million-visitors-in-2024.htm", "Great Smoky Mountains National Park Welcomes 12.19 Million Visitors in 2024 (U.S. National Park Service)",
         "The park recorded 12,191,834 recreation visits in 2024, an 8% decrease from 2023, largely due to road closures following Hurricane Helene ...", "Feb 13, 2025"),
        ("https://www.knoxnews.com/story/news/local/2025/02/13/smokies-visitation-2024-down-helene/78498212007/", "Smokies visitation dipped in 2024 after Helene closed roads - Knox News",
         "October, usually one of the park's busiest months, saw a sharp drop ...", "Feb 13, 2025"),
        ("https://www.citizen-times.com/story/news/local/2025/02/14/great-smoky-mountains-national-park-visitation-2024/", "Great Smoky Mountains still most-visited national park despite Helene - Asheville Citizen Times",
         "The park remained the most-visited national park in the country for another year ...", "Feb 14, 2025"),
        ("https://www.wbir.com/article/news/local/smokies-2024-visitation-numbers/51-2c7e0a1f-7d3b-4b15-9d6c-0f2e8a9b4c31", "Smokies visitation falls 8% in 2024 - WBIR",
         "Park officials say closures of Newfound Gap Road and other routes after the storm cut visits in the fall ...", "Feb 13, 2025"),
    )))
    t.append((extract("https://www.nps.gov/grsm/learn/news/great-smoky-mountains-national-park-welcomes-12-19-million-visitors-in-2024.htm", "Reason for the drop and percentage change"), """# Great Smoky Mountains National Park Welcomes 12.19 Million Visitors in 2024

Release date: February 13, 2025 · Contact: Dana Soehn

GATLINBURG, Tenn. — Great Smoky Mountains National Park welcomed **12,191,834** recreation visits in 2024, an 8% decrease from 2023's 13,297,647 visits. The park remains the most-visited national park in the United States.

Hurricane Helene brought historic flooding to the region in late September, forcing the temporary closure of Newfound Gap Road, several secondary roads, campgrounds, and trails on the North Carolina side of the park. Visitation in October and November, typically among the park's busiest months, was notably lower than in previous years.

"Even with the challenges brought by Hurricane Helene, the Smokies continue to be a place where millions of people come to connect with nature," said Superintendent Cassius Cash.

## Visitation by year

| Year | Recreation visits | Change |
| --- | --- | --- |
| 2021 | 14,161,548 | record |
| 2022 | 12,937,633 | −8.6% |
| 2023 | 13,297,647 | +2.8% |
| 2024 | 12,191,834 | −8.3% |

Park Tag sales, introduced in March 2023, continued to fund trail maintenance, visitor services and facility improvements in 2024."""))
    t.append(m.add({"smokies_2024": "12,191,834 visits in 2024, -8.3% vs 13,297,647 in 2023 (Helene closures from late Sep); record 14,161,548 in 2021"}))
    months = [("January", 452318), ("February", 548207), ("March", 912644), ("April", 1047203), ("May", 1138975), ("June", 1502611),
              ("July", 1611480), ("August", 1290338), ("September", 1028417), ("October", 1073525), ("November", 841290)]
    dec = 12191834 - sum(v for _, v in months)
    months.append(("December", dec))
    mtab = "\n".join(f"| {mo} | {v:,} |" for mo, v in months)
    t.append((extract("https://irma.nps.gov/Stats/SSRSReports/Park%20Specific%20Reports/Recreation%20Visits%20By%20Month%20(1979%20-%20Last%20Calendar%20Year)?Park=GRSM&Year=2024", "Monthly recreation visits in 2024"), f"""# Great Smoky Mountains NP (GRSM) — Recreation Visits by Month, 2024

| Month | Recreation Visits |
| --- | --- |
{mtab}
| **Total** | **12,191,834** |

Counts are derived from traffic counters at park entrances using a persons-per-vehicle multiplier; monthly figures may be revised before the annual total is finalized."""))
    t.append(m.all())
    rs.add(task="search", tid="h33-search-19", system=SYSTEM, turns=t,
           state=state("Which U.S. national parks had the most visitors in 2024, what was the total for the whole park system, and why did Great Smoky Mountains see fewer visits than in 2023?", "2025-03-04"))


# Wine Spectator + JancisRobinson.com (wine vintages): clean
def t20(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    fut = "https://www.winespectator.com/articles/bordeaux-2022-futures-report"
    t.append((search("Bordeaux 2022 vintage rating Wine Spectator barrel scores"), found(
        (fut, "Bordeaux 2022: A Vintage Born of Heat and Drought | Wine Spectator",
         "Senior editor James Molesworth rates the 2022 Bordeaux vintage 95-98 points based on barrel tastings, calling it a classic in the making ...", "May 3, 2023"),
        ("https://www.winespectator.com/vintage-charts", "Wine Spectator Vintage Charts | Wine Spectator",
         "Vintage ratings and drinkability for the world's major wine regions, from Bordeaux and Burgundy to Napa and Barolo ...", "N/A"),
        ("https://www.decanter.com/wine-reviews-and-ratings/bordeaux-2022-en-primeur-vintage-report-500312/", "Bordeaux 2022 en primeur: Full vintage report and ratings - Decanter",
         "Georgie Hindle finds a vintage of surprising freshness despite the heat, with Pauillac and Saint-Julien standing out ...", "Apr 28, 2023"),
        ("https://www.jancisrobinson.com/articles/bordeaux-2022-overview", "Bordeaux 2022 – an overview | JancisRobinson.com",
         "How did Bordeaux produce such fresh wines in the hottest, driest growing season on record? ...", "Apr 24, 2023"),
        ("https://www.robertparker.com/articles/bordeaux-2022-barrel-tasting-report", "2022 Bordeaux: Barrel Tasting Report | Robert Parker Wine Advocate",
         "William Kelley scores the top wines of the vintage up to 98-100 ...", "Apr 27, 2023"),
        ("https://www.wine-searcher.com/m/2023/05/bordeaux-2022-en-primeur-prices", "Bordeaux 2022 En Primeur: Prices Up, Scores Up | Wine-Searcher News",
         "Release prices rose by 15-25% over 2021 for many of the top châteaux ...", "May 15, 2023"),
        ("https://www.liv-ex.com/2023/06/bordeaux-2022-campaign-review/", "Bordeaux 2022 campaign review | Liv-ex",
         "The campaign was the most expensive on record, with average release prices up 23.9% on 2021 ...", "Jun 28, 2023"),
    )))
    t.append((extract(fut, "Vintage rating, growing conditions and how it compares with 2019-2021"), """# Bordeaux 2022: A Vintage Born of Heat and Drought

By James Molesworth · May 3, 2023

**Barrel-tasting report: The 2022 vintage earns a provisional rating of 95-98 points for the Left Bank and 94-97 for the Right Bank**

The 2022 growing season in Bordeaux was the hottest and driest on record. After a spring frost in early April caused limited damage, the region endured three heat waves in June, July and August, with almost no rain between late May and mid-August. Yields were down in many appellations, particularly on sandy soils, but the old vines on gravel and clay held up remarkably well.

The result is a vintage of deep color and ripe, velvety tannins, yet with surprising freshness thanks to low pH levels and cool nights late in the season. Alcohol levels are high, often 14.5 percent or more on the Right Bank.

## Vintage ratings (barrel)

| Region | 2022 (barrel) | 2021 | 2020 | 2019 |
| --- | --- | --- | --- | --- |
| Bordeaux Left Bank (Médoc, Graves) | 95-98 | 89 | 97 | 97 |
| Bordeaux Right Bank (Pomerol, St.-Émilion) | 94-97 | 88 | 96 | 96 |
| Sauternes | 91-94 | 93 | 90 | 93 |

## Top barrel scores

| Wine | Appellation | Score (barrel) |
| --- | --- | --- |
| Château Lafite Rothschild 2022 | Pauillac | 97-100 |
| Château Mouton Rothschild 2022 | Pauillac | 97-100 |
| Château Margaux 2022 | Margaux | 97-100 |
| Château Latour 2022 | Pauillac | 97-100 (not sold en primeur) |
| Château Léoville Las Cases 2022 | St.-Julien | 96-99 |
| Château Cheval Blanc 2022 | St.-Émilion | 96-99 |

*Barrel scores are given as a range because the wines are unfinished; final scores are assigned when the bottled wines are reviewed, typically three years after the vintage.*"""))
    t.append(m.add({"bdx2022_ws_barrel": "Wine Spectator barrel rating (May 2023): Left Bank 95-98, Right Bank 94-97; hottest, driest season on record",
                    "bdx_2019_2021_ws": "Left Bank: 2021 89, 2020 97, 2019 97 (WS)"}))
    t.append((search("Jancis Robinson Bordeaux 2022 vintage overview scores out of 20"), found(
        ("https://www.jancisrobinson.com/articles/bordeaux-2022-overview", "Bordeaux 2022 – an overview | JancisRobinson.com",
         "Jancis Robinson and Julia Harding report on the 2022 vintage: 'The best wines will be long-lived' ...", "Apr 24, 2023"),
        ("https://www.jancisrobinson.com/articles/bordeaux-2022-left-bank-reds", "Bordeaux 2022 – Left Bank reds | JancisRobinson.com",
         "Tasting notes and scores for more than 300 red wines from the Médoc and Graves ...", "Apr 26, 2023"),
        ("https://www.jancisrobinson.com/learn/wine-scores", "Our scoring system | JancisRobinson.com",
         "We score wines out of 20; 16 is distinguished, 17 superior, 18 a cut above superior, 19 a humdinger and 20 truly exceptional ...", "N/A"),
        ("https://www.ft.com/content/7d6a8b1c-3f52-4f1e-8e2a-9b0c4d5e6f71", "Jancis Robinson on Bordeaux 2022: the miracle vintage | Financial Times",
         "No one expected wines this fresh from a year this hot ...", "Apr 29, 2023"),
    )))
    t.append((extract("https://www.jancisrobinson.com/articles/bordeaux-2022-overview", "How the vintage is judged and example scores"), """# Bordeaux 2022 – an overview

Jancis Robinson · 24 Apr 2023

*How did Bordeaux make such fresh-tasting wines in the hottest, driest growing season it has ever recorded?*

Everyone was braced for jammy, heavy wines. Instead, the best 2022 reds are deep and concentrated but have a remarkable freshness. The secret seems to lie in the deep clay subsoils that kept vines supplied with water, in rain in mid-August that came just in time, and in the cool nights of late August and September.

Yields were low – around 35 hl/ha for many of the top Médoc châteaux, compared with an appellation maximum of 57 hl/ha – and alcohol is high, but acidity levels were better than expected. The harvest started for white wines in mid-August and for most reds at the beginning of September, two to three weeks earlier than average.

## How it compares

- More opulent than 2019 and 2020, but with similar balance in the best wines.
- A great deal riper and richer than the cool, difficult 2021.
- The most likely comparison is with 2009 or a richer 2010, but with lower pH.

## Selected scores (out of 20)

| Wine | Score | Drink |
| --- | --- | --- |
| Ch Lafite Rothschild 2022 Pauillac | 19 | 2035-2065 |
| Ch Mouton Rothschild 2022 Pauillac | 18.5 | 2035-2060 |
| Ch Margaux 2022 Margaux | 19 | 2035-2065 |
| Ch Léoville Las Cases 2022 St-Julien | 18.5+ | 2034-2060 |
| Ch Cheval Blanc 2022 St-Émilion | 18.5 | 2032-2055 |
| Ch Figeac 2022 St-Émilion | 18 | 2032-2055 |

*Our scores are out of 20 and are not directly comparable to the 100-point scale: 18.5 is roughly equivalent to 96-97 on a 100-point scale.*"""))
    t.append(m.add({"bdx2022_jr": "JancisRobinson.com (Apr 2023): fresh despite record heat; yields ~35 hl/ha; Lafite 19/20, Margaux 19/20, Mouton 18.5/20, Cheval Blanc 18.5/20"}))
    vin = [("2023", "91-94", "NYR", "Barrel rating; wines still in cask"), ("2022", "97", "Hold", "Ripe, dense and surprisingly fresh despite record heat"),
           ("2021", "89", "Drink or hold", "Cool year, frost and mildew; lighter, classically styled wines"),
           ("2020", "97", "Hold", "Third great vintage in a row; concentrated yet balanced"), ("2019", "97", "Hold", "Warm, dry summer; ripe, fresh, long-lived wines"),
           ("2018", "97", "Hold", "Mildew in spring then a hot summer; powerful wines"), ("2017", "90", "Drink or hold", "April frost cut yields; charming, early-drinking"),
           ("2016", "98", "Hold", "Wet spring, dry summer; structured, classic"), ("2015", "95", "Hold", "Generous and ripe, best on the Right Bank"),
           ("2014", "90", "Drink or hold", "Saved by a sunny September; fresh and classic")]
    vtab = "\n".join(f"| {y} | {s} | {d} | {c} |" for y, s, d, c in vin)
    t.append((extract("https://www.winespectator.com/vintage-charts", "Current Bordeaux Left Bank ratings 2014-2023"), f"""# Wine Spectator Vintage Charts

Region: France › Bordeaux › Left Bank (Médoc, Graves) · Chart updated: January 2025

| Vintage | Score | Drink | Description |
| --- | --- | --- | --- |
{vtab}

**Scores:** 95-100 Classic · 90-94 Outstanding · 85-89 Very good · 80-84 Good · 75-79 Mediocre · 50-74 Not recommended

**Drink:** NYR = Not yet released · Hold = Needs more time · Drink or hold = Can drink now but will improve · Drink = Ready to drink

Ratings for recent vintages shown as a range are preliminary, based on barrel tastings; they are replaced by a single score once the bottled wines have been reviewed."""))
    t.append(m.update({"bdx2022_ws_barrel": "Wine Spectator: barrel 95-98 (May 2023) -> final 97, 'Hold' (vintage chart Jan 2025); equal to 2019 and 2020 (97), below 2016 (98)"}))
    rs.add(task="search", tid="h33-search-20", system=SYSTEM, turns=t,
           state=state("How do critics rate the 2022 Bordeaux vintage, and how does it compare with 2019, 2020 and 2021?", "2025-03-11"))


# Wikipedia + Webuild + Reuters (dam construction): bad
def t21(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    reu = "https://www.reuters.com/business/energy/ethiopia-inaugurates-africas-biggest-hydropower-dam-2025-09-09/"
    t.append((search("Grand Ethiopian Renaissance Dam inauguration 2025 installed capacity height"), found(
        (reu, "Ethiopia inaugurates Africa's biggest hydropower dam | Reuters",
         "Ethiopia on Tuesday inaugurated the $5 billion Grand Ethiopian Renaissance Dam on the Blue Nile, a project that has been at the centre of a dispute with Egypt ...", "Sep 9, 2025"),
        ("https://en.wikipedia.org/wiki/Grand_Ethiopian_Renaissance_Dam", "Grand Ethiopian Renaissance Dam - Wikipedia",
         "The Grand Ethiopian Renaissance Dam (GERD) is a gravity dam on the Blue Nile River in Ethiopia. It is the largest hydroelectric power plant in Africa, with an installed capacity of 5,150 MW ...", "N/A"),
        ("https://www.webuildgroup.com/en/projects/dams-hydroelectric-plants/grand-ethiopian-renaissance-dam-project-gerd/", "Grand Ethiopian Renaissance Dam Project (GERD) | Webuild",
         "Webuild is building the GERD, the largest hydroelectric dam in Africa, on the Blue Nile in the Benishangul-Gumuz region ...", "N/A"),
        ("https://apnews.com/article/ethiopia-dam-gerd-inauguration-nile-egypt", "Ethiopia opens Africa's largest hydroelectric dam, angering Egypt | AP News",
         "Prime Minister Abiy Ahmed called the dam 'a great achievement for all Black people' ...", "Sep 9, 2025"),
        ("https://www.bbc.com/news/articles/c2lvr9gnye2o", "Gerd: Ethiopia's mega-dam on the Nile officially opens - BBC News",
         "The dam, 14 years in the making, can generate more than 5,000 megawatts ...", "Sep 9, 2025"),
        ("https://www.aljazeera.com/news/2025/9/9/ethiopia-inaugurates-nile-mega-dam-egypt-sudan", "Ethiopia inaugurates Nile mega-dam as Egypt warns of 'existential' threat | Al Jazeera",
         "Egypt's foreign ministry said the inauguration was a unilateral move in violation of international law ...", "Sep 9, 2025"),
        ("https://www.eep.com.et/gerd/", "GERD | Ethiopian Electric Power",
         "The Grand Ethiopian Renaissance Dam project: 13 turbines with a combined capacity of 5,150 MW ...", "N/A"),
    )))
    t.append((extract("https://en.wikipedia.org/wiki/Grand_Ethiopian_Renaissance_Dam", "Dimensions, reservoir, turbines, capacity, cost, key dates"), """# Grand Ethiopian Renaissance Dam

From Wikipedia, the free encyclopedia

| Grand Ethiopian Renaissance Dam | |
| --- | --- |
| Official name | Grand Ethiopian Renaissance Dam (GERD) |
| Country | Ethiopia |
| Location | Guba, Benishangul-Gumuz Region |
| Coordinates | 11°12′53″N 35°05′35″E |
| Purpose | Power |
| Status | Operational |
| Construction began | 2 April 2011 |
| Opening date | 9 September 2025 |
| Construction cost | US$5 billion (est.) |
| Owner | Ethiopian Electric Power |
| **Dam and spillways** | |
| Type of dam | Gravity, roller-compacted concrete |
| Impounds | Blue Nile |
| Height | 145 m (476 ft) |
| Length | 1,780 m (5,840 ft) |
| **Reservoir** | |
| Creates | Millennium Lake |
| Total capacity | 74 km³ (60,000,000 acre⋅ft) |
| Surface area | 1,874 km² (724 sq mi) |
| **Saddle dam** | |
| Type | Concrete-faced rockfill |
| Height | 50 m (164 ft) |
| Length | 5,200 m (17,100 ft) |
| **Power station** | |
| Turbines | 11 × 400 MW, 2 × 375 MW Francis-type |
| Installed capacity | 5,150 MW |
| Annual generation | 15,760 GWh (est.) |

The **Grand Ethiopian Renaissance Dam** (**GERD**) is a gravity dam on the Blue Nile River in Ethiopia, about 15 km east of the border with Sudan. Its primary purpose is electricity production to relieve Ethiopia's acute energy shortage and to export electricity to neighbouring countries. With an installed capacity of 5,150 MW, it is the largest hydroelectric power plant in Africa.

## History

The project was announced in March 2011 and Prime Minister Meles Zenawi laid the foundation stone on 2 April 2011. The main contractor is the Italian firm Webuild (formerly Salini Impregilo). The original design called for 16 turbines and 6,450 MW; in 2019 the plan was revised to 13 turbines and 5,150 MW.

## Reservoir filling

| Filling | Completed | Water stored (cumulative) |
| --- | --- | --- |
| First | July 2020 | 4.9 km³ |
| Second | July 2021 | 18.4 km³ |
| Third | August 2022 | 22 km³ |
| Fourth | September 2023 | 41 km³ |
| Fifth | September 2024 | 60 km³ |

The first turbine began generating electricity on 20 February 2022 and the second in August 2022. The dam was officially inaugurated by Prime Minister Abiy Ahmed on 9 September 2025.

## Dispute with Egypt and Sudan

Egypt, which relies on the Nile for about 90% of its fresh water, has opposed the dam's unilateral filling and operation. Talks mediated by the African Union, the United States and the World Bank have failed to produce a binding agreement on filling and drought management."""))
    t.append(m.add({"gerd_specs": "RCC gravity dam, 145 m high, 1,780 m long; saddle dam 50 m x 5.2 km; reservoir 74 km3; 13 turbines (11x400 + 2x375 MW) = 5,150 MW; ~15,760 GWh/yr; cost ~USD 5 bn",
                    "gerd_dates": "Foundation stone 2 Apr 2011; first power 20 Feb 2022; fifth filling Sep 2024; inaugurated 9 Sep 2025"}))
    t.append((extract("https://www.webuildgroup.com/en/projects/dams-hydroelectric-plants/grand-ethiopian-renaissance-dam-project-gerd/", "Contractor's figures for dam and saddle dam"), """# Grand Ethiopian Renaissance Dam Project (GERD)

Ethiopia · Client: Ethiopian Electric Power (EEP) · Status: Completed

The Grand Ethiopian Renaissance Dam is the largest hydroelectric project in Africa and one of the largest in the world. Located on the Blue Nile in the Benishangul-Gumuz region, about 500 km north-west of Addis Ababa, it will double Ethiopia's electricity generating capacity.

## Key figures

| Item | Value |
| --- | --- |
| Main dam | Roller-compacted concrete (RCC), 145 m high, 1,780 m long |
| Concrete volume (main dam) | 10.2 million m³ |
| Saddle dam | Concrete-faced rockfill, 50 m high, about 5 km long |
| Reservoir | 74 billion m³ |
| Power stations | 2 (left and right bank) |
| Installed capacity | 5,150 MW |
| Annual energy production | 15,760 GWh |

## Project milestones

- 2011: Start of works
- 2020: First filling of the reservoir
- 2022: First turbine in operation
- 2025: Inauguration

Webuild has been involved in the construction of more than 300 dams and hydroelectric plants around the world, with a total installed capacity of 53,000 MW."""))
    t.append((search("GERD inauguration Egypt Sudan reaction September 2025"), found(
        ("https://www.aljazeera.com/news/2025/9/9/ethiopia-inaugurates-nile-mega-dam-egypt-sudan", "Ethiopia inaugurates Nile mega-dam as Egypt warns of 'existential' threat | Al Jazeera",
         "Egypt said it would take all measures guaranteed under international law to defend its interests ...", "Sep 9, 2025"),
        (reu, "Ethiopia inaugurates Africa's biggest hydropower dam | Reuters",
         "Egypt has long opposed the dam, saying it threatens its water supply; Sudan has been more ambivalent ...", "Sep 9, 2025"),
        ("https://www.ahram.org.eg/News/2025/9/9/egypt-foreign-ministry-statement-gerd", "Egypt's Foreign Ministry issues statement on Ethiopia's dam inauguration - Ahram Online",
         "The ministry reiterated that Egypt will not allow its water security to be threatened ...", "Sep 9, 2025"),
        ("https://apnews.com/article/ethiopia-dam-gerd-inauguration-nile-egypt", "Ethiopia opens Africa's largest hydroelectric dam, angering Egypt | AP News",
         "Leaders from Kenya, Somalia and Djibouti attended the ceremony ...", "Sep 9, 2025"),
        ("https://www.sudantribune.com/article/2025/09/10/sudan-gerd-inauguration-reaction", "Sudan calls for binding agreement after GERD inauguration - Sudan Tribune",
         "Khartoum welcomed the flood-control benefits but said coordination on dam operations was essential ...", "Sep 10, 2025"),
    )))
    t.append(m.add({"gerd_inauguration": "Inaugurated Tue 9 Sep 2025 by PM Abiy Ahmed (Reuters, AP, Al Jazeera); Egypt protested, Sudan asked for binding agreement"}))
    t.append((extract(reu, "What was said at the inauguration and the cost figure"), """# Ethiopia inaugurates Africa's biggest hydropower dam

By Dawit Endeshaw · September 2, 2025 11:42 AM GMT+3

ADDIS ABABA, (Reuters) - Ethiopia on Tuesday inaugurated the $5 billion Grand Ethiopian Renaissance Dam (GERD) on the Blue Nile, a project that Addis Ababa says is central to its economic ambitions but which Egypt views as a threat to its water supply.

Prime Minister Abiy Ahmed opened the dam at a ceremony at the site near the border with Sudan, attended by African leaders including Kenyan President William Ruto, Somali President Hassan Sheikh Mohamud and Djibouti's President Ismail Omar Guelleh.

"The Renaissance Dam is not a threat, but a shared opportunity," Abiy said in a speech. "The energy and prosperity it will generate will lift not only Ethiopia but the entire region."

The dam, which has a planned capacity of 5,150 megawatts, is the biggest hydropower project in Africa. Construction began in 2011, and the reservoir was filled in stages from 2020.

Egypt, which relies on the Nile for about 90% of its fresh water, said on Tuesday that the inauguration was a "unilateral" act in violation of international law and that it would take all measures to protect its interests. Years of talks between Ethiopia, Egypt and Sudan have failed to reach a legally binding agreement on how the dam is filled and operated.

Ethiopia says the dam will double its electricity output and allow it to export power to neighbouring countries, including Kenya, Djibouti and Sudan. About 45% of Ethiopia's 130 million people lack access to electricity, according to the World Bank.

(Reporting by Dawit Endeshaw; Writing by Giulia Paravicini; Editing by Alex Richardson)"""))
    rs.add(task="search", tid="h33-search-21", system=SYSTEM, turns=t,
           state=state("What are the main dimensions and capacity of the Grand Ethiopian Renaissance Dam, and when and how was it inaugurated?", "2025-09-12"),
           bad=True, turn=7, kind="Reuters article listed twice as Sep 9, 2025 shows a September 2, 2025 byline date when extracted")


# Apple Newsroom + Apple Support + GSMArena (smartphone launches): bad
def t22(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    nr = "https://www.apple.com/newsroom/2023/09/apple-unveils-iphone-15-pro-and-iphone-15-pro-max/"
    t.append((search("iPhone 15 Pro launch date price announcement specs"), found(
        (nr, "Apple unveils iPhone 15 Pro and iPhone 15 Pro Max - Apple Newsroom",
         "iPhone 15 Pro and iPhone 15 Pro Max feature a strong and lightweight titanium design, the A17 Pro chip, a customizable Action button and a more powerful camera system ...", "Sep 12, 2023"),
        ("https://www.apple.com/iphone-15-pro/specs/", "iPhone 15 Pro and iPhone 15 Pro Max - Technical Specifications - Apple",
         "Titanium with textured matte glass back. 6.1-inch or 6.7-inch Super Retina XDR display with ProMotion. A17 Pro chip ...", "N/A"),
        ("https://support.apple.com/en-us/108044", "Identify your iPhone model - Apple Support",
         "iPhone 15 Pro: Model numbers A2848, A3101, A3102, A3104. iPhone 15 Pro Max: A2849, A3105, A3106, A3108 ...", "N/A"),
        ("https://www.gsmarena.com/apple_iphone_15_pro-12557.php", "Apple iPhone 15 Pro - Full phone specifications - GSMArena.com",
         "Apple iPhone 15 Pro. Announced 2023, September 12. Released 2023, September 22. 187g, 8.3mm thickness. iOS 17. 128GB/256GB/512GB/1TB storage ...", "N/A"),
        ("https://www.theverge.com/2023/9/12/23868407/apple-iphone-15-pro-max-price-release-date-specs-titanium", "Apple iPhone 15 Pro and Pro Max: titanium, USB-C, and a 5x telephoto - The Verge",
         "The iPhone 15 Pro starts at $999 and the Pro Max at $1,199; preorders begin Friday, September 15th ...", "Sep 12, 2023"),
        ("https://www.macrumors.com/roundup/iphone-15-pro/", "iPhone 15 Pro: Everything We Know | MacRumors",
         "Apple's iPhone 15 Pro and iPhone 15 Pro Max were announced in September 2023 and were succeeded by the iPhone 16 Pro in September 2024 ...", "Sep 10, 2024"),
        ("https://en.wikipedia.org/wiki/IPhone_15_Pro", "iPhone 15 Pro - Wikipedia",
         "The iPhone 15 Pro and iPhone 15 Pro Max are smartphones developed and marketed by Apple. They were announced on September 12, 2023, at the Apple Event at Apple Park ...", "N/A"),
    )))
    t.append((extract(nr, "Announcement date, prices, availability, chip, materials"), """# Apple unveils iPhone 15 Pro and iPhone 15 Pro Max

PRESS RELEASE · September 12, 2023

*Designed with aerospace-grade titanium, the new lineup features the A17 Pro chip, a customizable Action button, and the most powerful iPhone camera system ever*

CUPERTINO, CALIFORNIA — Apple today debuted iPhone 15 Pro and iPhone 15 Pro Max, designed with a new strong and lightweight titanium design — the first time this material has been used in iPhone. The new lineup features contoured edges, the thinnest borders ever on iPhone, and a customizable Action button that replaces the Ring/Silent switch.

## Highlights

- **Titanium design:** a brushed texture on aerospace-grade titanium, making these the lightest Pro models ever.
- **A17 Pro:** Apple's first chip built on an industry-leading 3-nanometer process, with a new 6-core CPU, a 6-core GPU with hardware-accelerated ray tracing and a 16-core Neural Engine.
- **Camera:** a 48MP Main camera with a new 24mm default; iPhone 15 Pro Max adds a 5x Telephoto camera at 120mm.
- **USB-C:** a USB-C connector with USB 3 support for transfer speeds up to 10Gbps.

## Pricing and Availability

| Model | Finishes | Storage | Starting price (US) |
| --- | --- | --- | --- |
| iPhone 15 Pro | black titanium, white titanium, blue titanium, natural titanium | 128GB, 256GB, 512GB, 1TB | $999 (or $41.62/mo.) |
| iPhone 15 Pro Max | black titanium, white titanium, blue titanium, natural titanium | 256GB, 512GB, 1TB | $1,199 (or $49.95/mo.) |

- Customers in more than 40 countries and regions, including Australia, Canada, China, France, Germany, India, Japan, Mexico, the UAE, the UK and the U.S., will be able to pre-order iPhone 15 Pro and iPhone 15 Pro Max beginning at 5 a.m. PDT on Friday, September 15, with availability beginning Friday, September 22.
- iPhone 15 Pro and iPhone 15 Pro Max will be available in Macao, Malaysia, Türkiye, Vietnam and 17 other countries and regions beginning Friday, September 29."""))
    t.append((extract("https://support.apple.com/en-us/108044", "Model numbers of iPhone 15 Pro and iPhone 15 Pro Max"), """# Identify your iPhone model

Find out which iPhone model you have by using its model number and other details.

## iPhone 15 Pro Max

Year introduced: 2023
Capacity: 256GB, 512GB, 1TB
Colors: Black Titanium, White Titanium, Blue Titanium, Natural Titanium
Model numbers: **A2849, A3105, A3106, A3108**

Details: iPhone 15 Pro Max has a 6.7-inch Super Retina XDR display with ProMotion and Always-On display. The back is textured matte glass and there's a brushed titanium band around the edges. The Action button is on the left side. There are three cameras on the back: 48MP Main, Ultra Wide, and 5x Telephoto. There's a USB-C connector on the bottom. The iPhone 15 Pro Max in the United States has no SIM tray.

## iPhone 15 Pro

Year introduced: 2023
Capacity: 128GB, 256GB, 512GB, 1TB
Colors: Black Titanium, White Titanium, Blue Titanium, Natural Titanium
Model numbers: **A2848, A3101, A3102, A3104**

Details: iPhone 15 Pro has a 6.1-inch Super Retina XDR display with ProMotion and Always-On display. The back is textured matte glass and there's a brushed titanium band around the edges. The Action button is on the left side. There are three cameras on the back: 48MP Main, Ultra Wide, and 3x Telephoto. There's a USB-C connector on the bottom. The iPhone 15 Pro in the United States has no SIM tray.

## iPhone 15 Plus

Year introduced: 2023
Capacity: 128GB, 256GB, 512GB
Model numbers: A2847, A3093, A3094, A3096

## iPhone 15

Year introduced: 2023
Capacity: 128GB, 256GB, 512GB
Model numbers: A2846, A3089, A3090, A3092

*The model number is on the back of the box, in Settings > General > About (tap the part number to see the model number), and in the SIM tray slot on models with a SIM tray.*"""))
    t.append((extract("https://www.gsmarena.com/apple_iphone_15_pro-12557.php", "Full specifications including model numbers, weight, battery"), """# Apple iPhone 15 Pro

Released 2023, September 22 · 187g, 8.3mm thickness · iOS 17, up to iOS 18 · 128GB/256GB/512GB/1TB storage, no card slot

| Section | Spec | Value |
| --- | --- | --- |
| Network | Technology | GSM / CDMA / HSPA / EVDO / LTE / 5G |
| Launch | Announced | 2023, September 12 |
| | Status | Available. Released 2023, September 22 |
| Body | Dimensions | 146.6 x 70.6 x 8.3 mm (5.77 x 2.78 x 0.33 in) |
| | Weight | 187 g (6.60 oz) |
| | Build | Glass front (Corning-made glass), glass back (Corning-made glass), titanium frame (grade 5) |
| | SIM | Nano-SIM and eSIM (International); Dual eSIM, no physical SIM (USA) |
| | | IP68 dust/water resistant (up to 6m for 30 min) |
| Display | Type | LTPO Super Retina XDR OLED, 120Hz, HDR10, Dolby Vision, 1000 nits (typ), 2000 nits (HBM) |
| | Size | 6.1 inches, 91.3 cm² (~88.2% screen-to-body ratio) |
| | Resolution | 1179 x 2556 pixels, 19.5:9 ratio (~461 ppi density) |
| Platform | OS | iOS 17, upgradable to iOS 18 |
| | Chipset | Apple A17 Pro (3 nm) |
| | CPU | Hexa-core (2x3.78 GHz + 4x2.11 GHz) |
| | GPU | Apple GPU (6-core graphics) |
| Memory | Internal | 128GB 8GB RAM, 256GB 8GB RAM, 512GB 8GB RAM, 1TB 8GB RAM |
| Main Camera | Triple | 48 MP, f/1.8, 24mm (wide); 12 MP, f/2.8, 77mm (telephoto), 3x optical zoom; 12 MP, f/2.2, 13mm, 120˚ (ultrawide) |
| | Video | 4K@24/25/30/60fps, 1080p@25/30/60/120/240fps, 10-bit HDR, Dolby Vision HDR, ProRes, 3D (spatial) video |
| Selfie camera | Single | 12 MP, f/1.9, 23mm (wide) |
| Comms | USB | USB Type-C 3.2 Gen 2, DisplayPort |
| Battery | Type | Li-Ion 3274 mAh, non-removable |
| | Charging | Wired, PD2.0, 50% in 30 min; 15W wireless (MagSafe); 15W wireless (Qi2) |
| Misc | Colors | Black Titanium, White Titanium, Blue Titanium, Natural Titanium |
| | Models | A2848, A3101, A3102, A3105, iPhone16,1 |
| | Price | $ 699.99 / € 894.99 / £ 719.00 |

*Disclaimer. We can not guarantee that the information on this page is 100% correct.*"""))
    t.append(m.add({"ip15pro_launch": "Announced 2023-09-12; pre-orders 2023-09-15; available 2023-09-22; from USD 999 (Pro) / USD 1,199 (Pro Max)",
                    "ip15pro_models": "iPhone 15 Pro: A2848, A3101, A3102, A3104; iPhone 15 Pro Max: A2849, A3105, A3106, A3108 (Apple Support 108044)"}))
    t.append((search("iPhone 15 Pro discontinued iPhone 16 Pro launch September 2024"), found(
        ("https://www.macrumors.com/2024/09/09/apple-discontinues-iphone-15-pro-and-pro-max/", "Apple Discontinues iPhone 15 Pro and iPhone 15 Pro Max - MacRumors",
         "Following the announcement of the iPhone 16 Pro models, Apple has stopped selling the iPhone 15 Pro and iPhone 15 Pro Max on its online store ...", "Sep 9, 2024"),
        ("https://www.apple.com/newsroom/2024/09/apple-debuts-iphone-16-pro-and-iphone-16-pro-max/", "Apple debuts iPhone 16 Pro and iPhone 16 Pro Max - Apple Newsroom",
         "iPhone 16 Pro and iPhone 16 Pro Max feature larger displays, Camera Control and the A18 Pro chip ...", "Sep 9, 2024"),
        ("https://www.theverge.com/2024/9/9/24237955/apple-iphone-15-pro-discontinued", "Apple is no longer selling the iPhone 15 Pro - The Verge",
         "As usual, the company is keeping the regular iPhone 15 and 15 Plus around at a lower price ...", "Sep 9, 2024"),
        ("https://www.counterpointresearch.com/insight/post-insight-research-notes-blogs-iphone-15-pro-max-best-selling-smartphone-2024", "iPhone 15 Pro Max was the world's best-selling smartphone in Q1 2024 - Counterpoint",
         "Apple's iPhone 15 Pro Max led global smartphone sales in the first quarter of 2024, followed by the iPhone 15 and iPhone 15 Pro ...", "May 20, 2024"),
        ("https://www.gsmarena.com/apple_iphone_16_pro-13315.php", "Apple iPhone 16 Pro - Full phone specifications - GSMArena.com",
         "Announced 2024, September 09. Released 2024, September 20. 199g, 8.3mm thickness ...", "N/A"),
    )))
    t.append((extract("https://www.macrumors.com/2024/09/09/apple-discontinues-iphone-15-pro-and-pro-max/", "When the iPhone 15 Pro was discontinued and what remains on sale"), """# Apple Discontinues iPhone 15 Pro and iPhone 15 Pro Max

Monday September 9, 2024 11:47 am PDT by Joe Rossignol

Following the announcement of the iPhone 16 Pro and iPhone 16 Pro Max today, Apple has discontinued the iPhone 15 Pro and iPhone 15 Pro Max. Both models are no longer available to purchase from Apple's online store.

The iPhone 15 Pro and iPhone 15 Pro Max were announced in September 2023 and launched on September 22, 2023, with a titanium frame, the A17 Pro chip, an Action button, and a USB-C port. They were on sale for slightly less than a year.

Apple continues to sell the iPhone 15 and iPhone 15 Plus at $100 lower prices, now starting at $699 and $799 respectively, alongside the iPhone 14 and iPhone 14 Plus starting at $599 and $699. The iPhone 13 has been discontinued.

The iPhone 15 Pro and Pro Max remain available through carriers and third-party retailers while supplies last, and refurbished units are likely to appear on Apple's online store in the coming months.

## iPhone lineup after the September 2024 event

| Model | Starting price |
| --- | --- |
| iPhone 16 Pro Max | $1,199 |
| iPhone 16 Pro | $999 |
| iPhone 16 Plus | $899 |
| iPhone 16 | $799 |
| iPhone 15 Plus | $799 |
| iPhone 15 | $699 |
| iPhone 14 Plus | $699 |
| iPhone 14 | $599 |"""))
    t.append(m.add({"ip15pro_discontinued": "Discontinued 2024-09-09 on Apple's online store after iPhone 16 Pro launch (MacRumors); sold ~1 year"}))
    t.append(m.all())
    rs.add(task="search", tid="h33-search-22", system=SYSTEM, turns=t,
           state=state("When was the iPhone 15 Pro announced and released, at what price, which model numbers identify it, and when did Apple stop selling it?", "2025-02-17"),
           bad=True, turn=4, kind="GSMArena lists iPhone 15 Pro model A3105, which Apple Support showed as an iPhone 15 Pro Max model, in place of A3104")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
