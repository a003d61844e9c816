# ruff: noqa: E501
"""Held-out set holdout45, search domain: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven trajectories are clean and eleven carry exactly one observation that contradicts an earlier turn.
Run from the repository root: ``python3 -m tests.decoherence.independent.holdout45_parts.search.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TOOLS = [
    {"name": "web_search",
     "description": "Performs batched web searches: supply an array 'queries'; the tool retrieves the top 10 results for each query in one call.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"},
                                                                  "description": "Array of query strings."}},
                    "required": ["queries"]}},
    {"name": "web_extractor",
     "description": "Visit a webpage and return its main content as Markdown, focused on the given goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to visit."},
                                                     "goal": {"type": "string", "description": "The goal of the visit."}},
                    "required": ["url", "goal"]}},
    {"name": "dict_memory",
     "description": "A persistent key-value scratchpad for intermediate findings. Operations: add, update, retrieve, retrieve_all, remove, remove_all.",
     "parameters": {"type": "object", "properties": {
         "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
         "dict": {"type": "object", "description": "Key-value pairs for add/update."},
         "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}},
         "required": ["operation"]}},
]

BASE = """# Role and Objective

You are a **Search World Model**, a precise web search and information retrieval environment simulator. Simulate the execution of search and memory tool calls and generate the response the real tool would return.

Replicate real web search behaviour, webpage content extraction and memory management while keeping **factual accuracy as the top priority** and **query relevance** across the interaction sequence.

## Task Definition

Given the historical context (previous tool calls and their responses in this session), the current tool call (web_search, web_extractor or dict_memory) and an optional simulation instruction, predict the **exact tool response** a real execution environment would return.

## Context Awareness

Track across turns: discovered facts, URL references from search results, the full contents of memory, and how the queries evolve.

## Tool Execution

- `web_search`: 10 results per query, numbered [1], [2], ... with URL, Title, Snippet and Date (`N/A` for undated reference pages), inside a code block.
- `web_extractor`: the page's main content as Markdown (headers, tables with `|`, lists), consistent with earlier snippets for the same URL; skip ads and footers.
- `dict_memory`: `add` -> `Successfully added items of [keys] to memory.`; `update` -> `Successfully updated items of [keys] in memory.`; `retrieve` -> the stored pairs or a key-not-found message; `retrieve_all` -> every stored pair; `remove` -> `Successfully removed items of [keys] from memory.`; `remove_all` -> `Successfully cleared all memory.` Memory persists across all turns until explicitly removed.

## Key Principles

Format, Factuality, Consistency (with history, memory state and earlier snippets), Realism, Quality.

# Input Definitions & Action Space

"""


def system(target: str) -> str:
    return BASE + json.dumps(TOOLS, indent=1) + "\n\n# Simulation Instruction\n\nTarget Query: " + target + "\n\nPrefix every response with **Environment Observation:**."


def R(url: str, title: str, snippet: str, date: str = "N/A") -> tuple[str, str, str, str]:
    return (url, title, snippet, date)


def S(*items: tuple[str, str, str, str]) -> str:
    """One query's ranked results, in a code block as the search tool prints them."""
    return "```\n" + results(*items) + "\n```"


def SB(*groups: tuple[str, list[tuple[str, str, str, str]]]) -> str:
    """A batched search: one block of ranked results per query."""
    return "```\n" + "\n\n".join(f"## Results for query: {q}\n\n" + results(*items) for q, items in groups) + "\n```"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def dump(d: dict[str, Any]) -> str:
    return json.dumps(d, indent=2, ensure_ascii=False)


def mem_add(d: dict[str, Any]) -> str:
    return memory("add", dict=d)


def mem_update(d: dict[str, Any]) -> str:
    return memory("update", dict=d)


def mem_get(*keys: str) -> str:
    return memory("retrieve", key_list=list(keys))


def mem_all() -> str:
    return memory("retrieve_all")


def mem_remove(*keys: str) -> str:
    return memory("remove", key_list=list(keys))


def q(*queries: str) -> str:
    return search(*queries)


# Wimbledon finals research (search, extractor, memory): bad
def t01() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/List_of_Wimbledon_gentlemen%27s_singles_champions"
    art23 = "https://www.wimbledon.com/en_GB/news/articles/2023-07-16/alcaraz_ends_djokovics_reign_to_win_first_wimbledon_title.html"
    s21 = "Novak Djokovic d. Matteo Berrettini 6–7(4–7), 6–4, 6–4, 6–3"
    s22 = "Novak Djokovic d. Nick Kyrgios 4–6, 6–3, 6–4, 7–6(7–3)"
    s23 = "Carlos Alcaraz d. Novak Djokovic 1–6, 7–6(8–6), 6–1, 3–6, 6–4 (4h 42m)"
    s24 = "Carlos Alcaraz d. Novak Djokovic 6–2, 6–2, 7–6(7–4) (2h 27m)"
    turns = [
        (q("Wimbledon gentlemen's singles final results 2021 2022 2023 2024 scores"), S(
            R(wiki, "List of Wimbledon gentlemen's singles champions - Wikipedia",
              "Carlos Alcaraz is the reigning champion, having defeated Novak Djokovic in the 2024 final. Djokovic won the title in 2018, 2019, 2021 and 2022; the 2020 tournament was cancelled ..."),
            R("https://www.wimbledon.com/en_GB/draws_archive/player_profile/roll_of_honour.html", "Roll of Honour - Gentlemen's Singles - Wimbledon",
              "Gentlemen's Singles Champions and Runners-up since 1877. 2024 C. Alcaraz (ESP) beat N. Djokovic (SRB) 6-2 6-2 7-6(4). 2023 C. Alcaraz (ESP) beat N. Djokovic ..."),
            R("https://www.atptour.com/en/news/alcaraz-djokovic-wimbledon-2024-final", "Alcaraz Beats Djokovic To Retain Wimbledon Crown | ATP Tour",
              "Carlos Alcaraz defended his Wimbledon title on Sunday, defeating Novak Djokovic 6-2, 6-2, 7-6(4) in two hours and 27 minutes on Centre Court to lift his fourth major ...",
              "Jul 14, 2024"),
            R("https://www.bbc.com/sport/tennis/articles/c2x0d1kdk8zo", "Wimbledon 2024 results: Carlos Alcaraz beats Novak Djokovic in men's final - BBC Sport",
              "Spain's Carlos Alcaraz retains his Wimbledon title by outclassing Novak Djokovic in a one-sided final at the All England Club.", "Jul 14, 2024"),
            R("https://www.espn.com/tennis/story/_/id/38021419/carlos-alcaraz-beats-novak-djokovic-wimbledon-final", "Carlos Alcaraz beats Novak Djokovic in five sets to win Wimbledon - ESPN",
              "Alcaraz won 1-6, 7-6 (6), 6-1, 3-6, 6-4 in a match that lasted 4 hours, 42 minutes, ending Djokovic's 34-match winning streak at the All England Club.", "Jul 16, 2023"),
            R("https://www.atptour.com/en/news/djokovic-kyrgios-wimbledon-2022-final", "Djokovic Downs Kyrgios For Seventh Wimbledon Crown | ATP Tour",
              "Novak Djokovic beat Nick Kyrgios 4-6, 6-3, 6-4, 7-6(3) on Sunday to claim his seventh Wimbledon title and 21st Grand Slam crown.", "Jul 10, 2022"),
            R("https://www.theguardian.com/sport/2021/jul/11/novak-djokovic-matteo-berrettini-wimbledon-mens-singles-final-match-report", "Djokovic beats Berrettini to win sixth Wimbledon title and equal grand slam record | The Guardian",
              "Novak Djokovic came from a set down to beat Matteo Berrettini 6-7 (4), 6-4, 6-4, 6-3 and claim his 20th major, drawing level with Roger Federer and Rafael Nadal.", "Jul 11, 2021"),
            R("https://www.tennis.com/news/articles/wimbledon-men-s-singles-finals-every-result-open-era", "Every Wimbledon men's singles final of the Open Era | Tennis.com",
              "From Rod Laver in 1968 to Carlos Alcaraz in 2024: champions, runners-up and scores of every gentlemen's final at the All England Club.", "Jul 15, 2024"),
            R("https://www.reddit.com/r/tennis/comments/1e38r1q/postmatch_thread_carlos_alcaraz_def_novak/", "Post-Match Thread: [3] Carlos Alcaraz def. [2] Novak Djokovic 6-2 6-2 7-6(4) : r/tennis",
              "Back to back Wimbledon titles at 21. Djokovic looked flat from the first game ...", "Jul 14, 2024"),
            R("https://www.statista.com/statistics/1195437/wimbledon-mens-singles-champions/", "Wimbledon men's singles champions 2000-2024 | Statista",
              "Carlos Alcaraz won the men's singles title at Wimbledon in 2024, his second title at the tournament. Novak Djokovic has won seven titles since 2000.", "Jul 2024"),
        )),
        (extract(wiki, "Champion, runner-up and score of every gentlemen's singles final from 2015 to 2024"), """# List of Wimbledon gentlemen's singles champions

From Wikipedia, the free encyclopedia

The **Wimbledon Championships** is a tennis tournament held at the All England Lawn Tennis and Croquet Club in Wimbledon, London. The gentlemen's singles competition was first held in 1877. Carlos Alcaraz is the reigning champion, having defeated Novak Djokovic in the 2024 final.

## Champions

### Open Era (excerpt)

| Year | Country | Champion | Country | Runner-up | Score in the final |
| --- | --- | --- | --- | --- | --- |
| 2014 | SRB | Novak Djokovic | SUI | Roger Federer | 6–7(7–9), 6–4, 7–6(7–4), 5–7, 6–4 |
| 2015 | SRB | Novak Djokovic | SUI | Roger Federer | 7–6(7–1), 6–7(10–12), 6–4, 6–3 |
| 2016 | GBR | Andy Murray | CAN | Milos Raonic | 6–4, 7–6(7–3), 7–6(7–2) |
| 2017 | SUI | Roger Federer | CRO | Marin Čilić | 6–3, 6–1, 6–4 |
| 2018 | SRB | Novak Djokovic | RSA | Kevin Anderson | 6–2, 6–2, 7–6(7–3) |
| 2019 | SRB | Novak Djokovic | SUI | Roger Federer | 7–6(7–5), 1–6, 7–6(7–4), 4–6, 13–12(7–3) |
| 2020 | *No competition (due to the COVID-19 pandemic)* | | | | |
| 2021 | SRB | Novak Djokovic | ITA | Matteo Berrettini | 6–7(4–7), 6–4, 6–4, 6–3 |
| 2022 | SRB | Novak Djokovic | AUS | Nick Kyrgios | 4–6, 6–3, 6–4, 7–6(7–3) |
| 2023 | ESP | Carlos Alcaraz | SRB | Novak Djokovic | 1–6, 7–6(8–6), 6–1, 3–6, 6–4 |
| 2024 | ESP | Carlos Alcaraz | SRB | Novak Djokovic | 6–2, 6–2, 7–6(7–4) |

## Statistics

### Most titles (Open Era)

| Titles | Player | Years |
| --- | --- | --- |
| 8 | Roger Federer | 2003, 2004, 2005, 2006, 2007, 2009, 2012, 2017 |
| 7 | Novak Djokovic | 2011, 2014, 2015, 2018, 2019, 2021, 2022 |
| 7 | Pete Sampras | 1993, 1994, 1995, 1997, 1998, 1999, 2000 |
| 5 | Björn Borg | 1976, 1977, 1978, 1979, 1980 |

### Most finals (Open Era)

| Finals | Player | Record |
| --- | --- | --- |
| 12 | Roger Federer | 8–4 |
| 10 | Novak Djokovic | 7–3 |
| 7 | Pete Sampras | 7–0 |

### Other records

- Longest final (time): 2019, Djokovic d. Federer, 4 hours 57 minutes.
- Youngest champion: Boris Becker (1985), 17 years, 227 days.
- Consecutive finals: Djokovic reached six consecutive finals held (2018–2024, 2020 not held).

## See also

- List of Wimbledon ladies' singles champions
- List of Grand Slam men's singles champions

Retrieved from "https://en.wikipedia.org/w/index.php?title=List_of_Wimbledon_gentlemen%27s_singles_champions&oldid=1262087194\""""),
        (mem_add({"wim_2021": s21, "wim_2022": s22}), added("wim_2021", "wim_2022")),
        (q("2023 Wimbledon final Alcaraz Djokovic match length five sets"), S(
            R(art23, "Alcaraz ends Djokovic's reign to win first Wimbledon title - Wimbledon",
              "Carlos Alcaraz recovered from a one-set deficit to beat Novak Djokovic 1-6, 7-6(6), 6-1, 3-6, 6-4 in four hours and 42 minutes.", "Jul 16, 2023"),
            R("https://en.wikipedia.org/wiki/2023_Wimbledon_Championships_%E2%80%93_Men%27s_singles", "2023 Wimbledon Championships – Men's singles - Wikipedia",
              "Carlos Alcaraz defeated Novak Djokovic in the final, 1–6, 7–6(8–6), 6–1, 3–6, 6–4 to win the gentlemen's singles tennis title at the 2023 Wimbledon Championships."),
            R("https://www.espn.com/tennis/story/_/id/38021419/carlos-alcaraz-beats-novak-djokovic-wimbledon-final", "Carlos Alcaraz beats Novak Djokovic in five sets to win Wimbledon - ESPN",
              "The match lasted 4 hours, 42 minutes. One game in the third set alone lasted 26 minutes ...", "Jul 16, 2023"),
            R("https://www.nytimes.com/2023/07/16/sports/tennis/wimbledon-final-alcaraz-djokovic.html", "Carlos Alcaraz Beats Novak Djokovic to Win Wimbledon - The New York Times",
              "The 20-year-old Spaniard outlasted Djokovic in a five-set epic, ending the Serb's run of four consecutive titles at the All England Club.", "Jul 16, 2023"),
            R("https://www.atptour.com/en/news/alcaraz-djokovic-wimbledon-2023-final", "Alcaraz Stuns Djokovic In Five-Set Thriller For Wimbledon Title | ATP Tour",
              "World No. 1 Carlos Alcaraz claimed his second major title, rallying past Novak Djokovic 1-6, 7-6(6), 6-1, 3-6, 6-4.", "Jul 16, 2023"),
            R("https://www.theguardian.com/sport/2023/jul/16/carlos-alcaraz-novak-djokovic-wimbledon-mens-singles-final-report", "Carlos Alcaraz ends Novak Djokovic's reign with epic Wimbledon final win | The Guardian",
              "A 32-shot rally and a 26-minute game in the third set: Alcaraz, 20, beats the seven-time champion in four hours and 42 minutes.", "Jul 16, 2023"),
            R("https://www.tennisworldusa.org/tennis/news/Carlos_Alcaraz/132580/wimbledon-final-stats-alcaraz-djokovic/", "Wimbledon final 2023 by the numbers: Alcaraz vs Djokovic",
              "Alcaraz hit 66 winners to Djokovic's 44, and won 168 points to the Serb's 164 ...", "Jul 17, 2023"),
            R("https://www.reddit.com/r/tennis/comments/151b0s3/", "Post-Match Thread: [1] Carlos Alcaraz def. [2] Novak Djokovic 1-6 7-6(6) 6-1 3-6 6-4 : r/tennis",
              "What a final. Longest game of the tournament in the third set ...", "Jul 16, 2023"),
        )),
        (extract(art23, "Score, duration and key records of the 2023 final"), """# Alcaraz ends Djokovic's reign to win first Wimbledon title

*By Alexandra Willis · Sunday 16 July 2023*

Carlos Alcaraz is the Wimbledon champion. The 20-year-old Spaniard recovered from a one-set deficit to beat Novak Djokovic **1-6, 7-6(6), 6-1, 3-6, 6-4** in four hours and 42 minutes on Centre Court, ending the seven-time champion's 34-match winning streak at the Championships.

## How the final unfolded

- **Set 1 (1-6):** Djokovic broke twice and took the opener in 34 minutes.
- **Set 2 (7-6(6)):** Alcaraz saved a set point at 5-6 in the tie-break and levelled after 85 minutes.
- **Set 3 (6-1):** A 26-minute fifth game, with 13 deuces, gave Alcaraz a double-break lead.
- **Set 4 (3-6):** Djokovic broke at 3-2 and forced a decider.
- **Set 5 (6-4):** Alcaraz broke in the third game after Djokovic smashed his racquet against the net post.

## Match statistics

| | Alcaraz | Djokovic |
| --- | --- | --- |
| Aces | 9 | 2 |
| Double faults | 3 | 5 |
| Winners | 66 | 44 |
| Unforced errors | 45 | 40 |
| Break points won | 6/15 | 4/9 |
| Net points won | 42/67 | 18/33 |
| Total points won | 168 | 164 |

## Records

- Alcaraz, aged 20 years and 72 days, became the third-youngest man to win Wimbledon in the Open Era, after Boris Becker and Björn Borg.
- He is the third Spanish man to win the title, after Manuel Santana (1966) and Rafael Nadal (2008, 2010).
- Djokovic had been bidding to equal Roger Federer's record of eight gentlemen's singles titles and to win his 24th major.

> "It's a dream come true for me," Alcaraz said. "Being a champion here is something I will never forget."

Related: [Djokovic: "I've won a few epic finals here; maybe I should have lost one or two"](https://www.wimbledon.com/en_GB/news/articles/2023-07-16/djokovic_reaction.html)"""),
        (mem_add({"wim_2023": s23, "wim_2024": s24}), added("wim_2023", "wim_2024")),
        (mem_all(), dump({"wim_2021": s21, "wim_2022": "Novak Djokovic d. Nick Kyrgios 4–6, 6–3, 6–4, 7–6(7–5)", "wim_2023": s23, "wim_2024": s24})),
        (mem_add({"answer_draft": "2021 Djokovic d. Berrettini; 2022 Djokovic d. Kyrgios; 2023 Alcaraz d. Djokovic (5 sets); 2024 Alcaraz d. Djokovic (straight sets)"}),
         added("answer_draft")),
    ]
    return dict(tid="h45-search-01", system=system("Who won the Wimbledon gentlemen's singles finals from 2021 to 2024, and what were the final scores?"),
                turns=turns, state="Memory: empty. No previous searches in this session. Session date: 2025-02-14.",
                bad=True, turn=7, kind="memory value drift: 2022 final tie-break stored as 7–3 reads back as 7–5")


# Antarctic ice shelf calving areas (search, extractor, memory): clean
def t02() -> dict[str, Any]:
    bas = "https://www.bas.ac.uk/media-post/brunt-ice-shelf-in-antarctica-calves/"
    eo = "https://earthobservatory.nasa.gov/images/148000/brunt-ice-shelf-finally-breaks"
    turns = [
        (q("Brunt Ice Shelf calving January 2023 iceberg size km2"), S(
            R(bas, "Brunt Ice Shelf in Antarctica calves - British Antarctic Survey",
              "A huge iceberg (1550 km2) has broken off the Brunt Ice Shelf in Antarctica, nearly two years after a similar event. The calving occurred on 22 January 2023 when the crack known as Chasm-1 fully extended ...",
              "Jan 23, 2023"),
            R("https://www.theguardian.com/world/2023/jan/24/iceberg-antarctic-brunt-ice-shelf-british-antarctic-survey", "Iceberg the size of Greater London breaks off Antarctic ice shelf | The Guardian",
              "An iceberg of 1,550 sq km - roughly the size of Greater London - has broken off the Brunt ice shelf near the British Antarctic Survey's Halley research station.",
              "Jan 24, 2023"),
            R("https://edition.cnn.com/2023/01/24/world/antarctica-iceberg-brunt-ice-shelf-climate-intl/index.html", "Huge iceberg breaks off Antarctica's Brunt Ice Shelf | CNN",
              "The iceberg measures around 600 square miles, and its calving is part of a natural process, scientists say, not climate change.", "Jan 24, 2023"),
            R("https://en.wikipedia.org/wiki/Brunt_Ice_Shelf", "Brunt Ice Shelf - Wikipedia",
              "The Brunt Ice Shelf borders the Caird Coast of Coats Land. In February 2021 iceberg A-74 (1,270 km2) calved along the North Rift; in January 2023 A-81 calved along Chasm-1."),
            R("https://www.bbc.com/news/science-environment-64390227", "Antarctic: Giant iceberg breaks away near UK research station - BBC News",
              "A giant iceberg ... has broken away from the Antarctic ice shelf where the UK has its Halley research base. The block is 1,550 sq km in area ...", "Jan 23, 2023"),
            R("https://www.esa.int/ESA_Multimedia/Images/2023/01/Brunt_Ice_Shelf_calves_again", "Brunt Ice Shelf calves again - ESA",
              "Copernicus Sentinel-1 radar images captured the break along Chasm-1 on 22 January 2023, releasing a berg later named A-81.", "Jan 30, 2023"),
            R("https://www.reuters.com/business/environment/huge-iceberg-breaks-off-antarctic-ice-shelf-near-british-research-station-2023-01-24/", "Huge iceberg breaks off Antarctic ice shelf near British research station | Reuters",
              "The iceberg ... broke off on Sunday, the British Antarctic Survey said. Glaciologists have been expecting the calving for a decade.", "Jan 24, 2023"),
            R("https://www.antarcticglaciers.org/2023/01/brunt-ice-shelf-chasm-1-calving/", "Chasm-1 finally breaks: the Brunt Ice Shelf calving | AntarcticGlaciers.org",
              "Explainer with before-and-after satellite imagery; the berg is roughly 1,550 km2 and left the Halley VI station around 20 km from the new ice front.", "Jan 27, 2023"),
            R("https://www.nature.com/articles/s41561-022-01023-8", "Marine ice-cliff and ice-shelf calving at the Brunt Ice Shelf | Nature Geoscience",
              "We analyse decades of GPS and radar data showing how the McDonald Ice Rumples pinning point controlled rift propagation on the Brunt Ice Shelf ...", "Sep 12, 2022"),
        )),
        (extract(bas, "Date, area and cause of the 2023 Brunt Ice Shelf calving, and the effect on Halley"), """# Brunt Ice Shelf in Antarctica calves

**23 January, 2023**

A huge iceberg (1550 km2) has broken off the Brunt Ice Shelf in Antarctica, nearly two years after a similar calving event occurred in the area. The calving occurred on 22 January 2023 when the tide reached its highest, causing the crack known as Chasm-1 to fully extend through the ice shelf.

Glaciologists at British Antarctic Survey (BAS) have been expecting a large calving of the ice shelf since cracks first observed a decade ago began to expand.

## Why it happened

The calving event is not linked to climate change. The Brunt Ice Shelf is about 150 m thick, and flows westward at around 400 m per year. BAS scientists have been monitoring the ice shelf with an automated network of high-precision GPS instruments that measure how the ice is deforming and moving, and with satellite images from the European Space Agency, NASA and the German satellite TerraSAR-X.

| Event | Date | Crack | Area |
| --- | --- | --- | --- |
| First calving | February 2021 | North Rift | 1270 km2 |
| This calving | 22 January 2023 | Chasm-1 | 1550 km2 |

## Halley Research Station

The BAS Halley Research Station is located on the Brunt Ice Shelf and was relocated inland in 2016-17 as a precaution. The station is currently staffed by 21 people who maintain the operational services. Since 2017 it has only been occupied during the Antarctic summer, because of the uncertainty about the ice shelf. The station's glaciologists and data are unaffected by this calving.

> Professor Dominic Hodgson, BAS Glaciologist, says: "This calving event has been expected and is part of the natural behaviour of the Brunt Ice Shelf. It is not linked to climate change. Our science and operational teams continue to monitor the ice shelf in real-time to ensure it is safe."

## Notes for editors

- Images of the calving from satellite (Copernicus Sentinel-1) are available on request.
- Media contact: Athena Dinar, Senior PR & Communications Manager, athdin@bas.ac.uk"""),
        (mem_add({"brunt_2023": "calved 22 Jan 2023 along Chasm-1, 1550 km2 (BAS, 23 Jan 2023)"}), added("brunt_2023")),
        (q("iceberg A-74 Brunt Ice Shelf February 2021 area", "A-81 iceberg name US National Ice Center Brunt 2023"), SB(
            ("iceberg A-74 Brunt Ice Shelf February 2021 area", [
                R(eo, "Brunt Ice Shelf Finally Breaks - NASA Earth Observatory",
                  "On February 26, 2021, a long-anticipated break finally occurred ... The new iceberg, about 1,270 square kilometers (490 square miles), was named A-74.", "Mar 1, 2021"),
                R("https://www.bas.ac.uk/media-post/brunt-ice-shelf-in-antarctica-calves-2021/", "Brunt Ice Shelf in Antarctica calves - British Antarctic Survey (2021)",
                  "A huge iceberg around 1270 km2 in size has calved from the 150 m thick Brunt Ice Shelf ... The North Rift crack broke through on 26 February 2021.", "Feb 26, 2021"),
                R("https://www.bbc.com/news/science-environment-56249962", "Antarctic iceberg the size of Greater London breaks off - BBC News (2021)",
                  "The block is about 1,270 sq km in area and broke away in a fracture known as North Rift.", "Feb 26, 2021"),
                R("https://en.wikipedia.org/wiki/Iceberg_A-74", "Iceberg A-74 - Wikipedia",
                  "Iceberg A-74 is a tabular iceberg that calved from the Brunt Ice Shelf on 26 February 2021. Its initial area was about 1,270 km2."),
                R("https://www.esa.int/Applications/Observing_the_Earth/Copernicus/Sentinel-1/Iceberg_breaks_off_Brunt_Ice_Shelf", "Iceberg breaks off Brunt Ice Shelf - ESA",
                  "Copernicus Sentinel-1 imagery from 26 February shows the 1270 sq km berg separating from the ice shelf.", "Mar 2, 2021"),
                R("https://www.space.com/antarctica-brunt-ice-shelf-iceberg-a74", "Giant iceberg A-74 narrowly misses Brunt ice shelf | Space",
                  "The iceberg nudged the shelf as it drifted away, a few months after calving ...", "Jun 8, 2021"),
            ]),
            ("A-81 iceberg name US National Ice Center Brunt 2023", [
                R("https://usicecenter.gov/PressRelease/IcebergA81", "Iceberg A-81 - U.S. National Ice Center",
                  "The U.S. National Ice Center has named a new iceberg A-81, which calved from the Brunt Ice Shelf on January 22, 2023. The iceberg is being tracked by Sentinel-1 and MODIS imagery.", "Jan 27, 2023"),
                R("https://en.wikipedia.org/wiki/Brunt_Ice_Shelf", "Brunt Ice Shelf - Wikipedia",
                  "Chasm-1 ... fully extended on 22 January 2023, releasing iceberg A-81, which drifted along the Weddell Sea coast ..."),
                R("https://earthobservatory.nasa.gov/images/150914/brunt-ice-shelf-calves-again", "Brunt Ice Shelf Calves Again - NASA Earth Observatory",
                  "The berg, named A-81, is about 1,550 square kilometers (600 square miles) ...", "Jan 27, 2023"),
                R("https://www.antarcticglaciers.org/2023/01/brunt-ice-shelf-chasm-1-calving/", "Chasm-1 finally breaks: the Brunt Ice Shelf calving | AntarcticGlaciers.org",
                  "Update 27 January: the iceberg has been designated A-81 by the US National Ice Center.", "Jan 27, 2023"),
                R("https://www.polarjournal.ch/en/2024/02/20/iceberg-a81-drift/", "A year on, iceberg A-81 drifts into the Weddell Sea | Polar Journal",
                  "Satellite tracking shows A-81 has moved over 150 km south-west since calving ...", "Feb 20, 2024"),
            ]),
        )),
        (extract(eo, "Date and area of the 2021 calving"), """# Brunt Ice Shelf Finally Breaks

*March 1, 2021 · NASA Earth Observatory · Image of the Day*

Ten years after cracks first appeared on the Brunt Ice Shelf, a long-anticipated break finally occurred. On February 26, 2021, a chasm known as North Rift grew across the ice shelf and released an iceberg about 1,270 square kilometers (490 square miles) in size, somewhat larger than New York City.

The Operational Land Imager (OLI) on Landsat 8 acquired these natural-color images of the ice shelf on February 28, two days after the break.

## Background

| Feature | First observed | Status (Feb 2021) |
| --- | --- | --- |
| Chasm-1 | 2012 (reactivated) | Growing toward the McDonald Ice Rumples |
| Halloween Crack | October 31, 2016 | Extending east |
| North Rift | November 2020 | Fully through; calved A-74 |

The iceberg was named A-74 by the U.S. National Ice Center. The British Antarctic Survey (BAS) had moved its Halley VI Research Station about 23 kilometers inland in 2016-17 after Chasm-1 and the Halloween Crack began to widen; the station was not affected.

> "Our team at BAS has been prepared for a calving event from Brunt Ice Shelf for years," said Jane Francis, director of the British Antarctic Survey.

Scientists noted that North Rift is the third major crack to pierce the ice shelf in the past decade, and that the calving is part of the natural cycle of the shelf rather than a consequence of climate change.

*NASA Earth Observatory images by Joshua Stevens, using Landsat data from the U.S. Geological Survey. Story by Kathryn Hansen.*"""),
        (mem_add({"brunt_2021": "A-74, calved 26 Feb 2021 along North Rift, ~1,270 km2 (490 sq mi)"}), added("brunt_2021")),
        (mem_update({"brunt_2023": "A-81 (named by US National Ice Center), calved 22 Jan 2023 along Chasm-1, ~1,550 km2 (~600 sq mi)"}), updated("brunt_2023")),
        (mem_all(), dump({"brunt_2023": "A-81 (named by US National Ice Center), calved 22 Jan 2023 along Chasm-1, ~1,550 km2 (~600 sq mi)",
                          "brunt_2021": "A-74, calved 26 Feb 2021 along North Rift, ~1,270 km2 (490 sq mi)"})),
        (q("Halley VI research station status Brunt Ice Shelf after A-81 calving"), S(
            R("https://www.bas.ac.uk/polar-operations/sites-and-facilities/facility/halley/", "Halley VI Research Station - British Antarctic Survey",
              "Halley VI is on the Brunt Ice Shelf. Since 2017 the station has operated during the Antarctic summer only; the 2024/25 season team arrived in November."),
            R("https://en.wikipedia.org/wiki/Halley_Research_Station", "Halley Research Station - Wikipedia",
              "In January 2023 iceberg A-81 calved from the Brunt Ice Shelf along Chasm-1; the station, relocated in 2016-17, was not affected."),
            R(bas, "Brunt Ice Shelf in Antarctica calves - British Antarctic Survey",
              "The calving occurred on 22 January 2023 when the tide reached its highest, causing Chasm-1 to fully extend ... Halley Research Station is unaffected.", "Jan 23, 2023"),
            R("https://www.bas.ac.uk/media-post/halley-2024-25-season-opens/", "Halley season opens as ice shelf monitoring continues - British Antarctic Survey",
              "The first flight of the season landed at Halley VI on 14 November; GPS stations show the remaining shelf is stable.", "Nov 18, 2024"),
            R("https://www.theguardian.com/world/2023/jan/24/iceberg-antarctic-brunt-ice-shelf-british-antarctic-survey", "Iceberg the size of Greater London breaks off Antarctic ice shelf | The Guardian",
              "BAS said its Halley research station, which was moved inland in 2016, was not affected.", "Jan 24, 2023"),
            R("https://www.antarcticglaciers.org/2023/01/brunt-ice-shelf-chasm-1-calving/", "Chasm-1 finally breaks: the Brunt Ice Shelf calving | AntarcticGlaciers.org",
              "With Chasm-1 gone, attention turns to the Halloween Crack ...", "Jan 27, 2023"),
            R("https://www.bas.ac.uk/science/science-and-innovation/brunt-ice-shelf-monitoring/", "Brunt Ice Shelf monitoring - British Antarctic Survey",
              "Data from 16 GPS units, satellite radar and the Halley weather station feed a daily assessment of ice-shelf stability."),
            R("https://www.polarjournal.ch/en/2025/01/15/halley-station-summer-season/", "Halley VI: a summer station on a moving shelf | Polar Journal",
              "Five days ago the season's second resupply reached the Brunt ice front ...", "5 days ago"),
            R("https://www.newscientist.com/article/2356101-huge-iceberg-breaks-off-antarctica-near-uk-research-station/", "Huge iceberg breaks off Antarctica near UK research station | New Scientist",
              "The Brunt ice shelf lost a 1550-square-kilometre chunk on 22 January ...", "Jan 24, 2023"),
            R("https://www.reddit.com/r/antarctica/comments/10k7s1m/", "Brunt Ice Shelf calved this morning (Sentinel-1 image) : r/antarctica",
              "Chasm-1 finally went. Berg looks ~1,500 km2 from the SAR scene ...", "Jan 22, 2023"),
        )),
    ]
    return dict(tid="h45-search-02", system=system("How large were the icebergs that calved from the Brunt Ice Shelf in 2021 and 2023, and along which cracks did they break?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2025-01-20.")


# NBA best regular-season records (search, extractor, memory): clean
def t03() -> dict[str, Any]:
    lob = "https://www.landofbasketball.com/records_and_milestones/best_regular_season_records.htm"
    bref = "https://www.basketball-reference.com/teams/OKC/2025.html"
    turns = [
        (q("best regular season records in NBA history winning percentage 73-9 72-10"), S(
            R(lob, "Best Regular Season Records in NBA History | Land Of Basketball",
              "List of the teams with the best regular season record in NBA history: 1. 2015-16 Golden State Warriors, 73-9 (.890). 2. 1995-96 Chicago Bulls, 72-10 (.878) ..."),
            R("https://en.wikipedia.org/wiki/2015%E2%80%9316_Golden_State_Warriors_season", "2015–16 Golden State Warriors season - Wikipedia",
              "The Warriors finished with a 73–9 record, breaking the 1995–96 Chicago Bulls' record of 72–10 for the most wins in a season, but lost the NBA Finals to Cleveland."),
            R("https://www.nba.com/news/history-best-regular-season-records", "Best regular-season records in NBA history | NBA.com",
              "The 73-win Warriors and 72-win Bulls top the list; only four teams have won 69 or more games in a season ...", "Apr 14, 2025"),
            R("https://www.basketball-reference.com/leagues/NBA_2025_standings.html", "2024-25 NBA Standings | Basketball-Reference.com",
              "Oklahoma City Thunder 68-14 .829 ... Cleveland Cavaliers 64-18 .780 ... Boston Celtics 61-21 .744", "N/A"),
            R("https://www.statmuse.com/nba/ask/best-regular-season-records-all-time", "Best Regular Season Records All Time | StatMuse",
              "The 2015-16 Warriors had the best regular-season record of all time at 73-9. Next are the 1995-96 Bulls (72-10) and the 1971-72 Lakers and 1996-97 Bulls (69-13)."),
            R("https://www.espn.com/nba/story/_/id/44626391/thunder-68-wins-where-rank-nba-history", "Where the Thunder's 68 wins rank among the best teams in NBA history - ESPN",
              "Oklahoma City finished 68-14, joining a short list of teams with 68 or more wins, and set the record for point differential ...", "Apr 13, 2025"),
            R("https://www.reddit.com/r/nba/comments/1jya6y0/", "[Highlight] Thunder finish 68-14, best point differential in NBA history : r/nba",
              "+12.9 per game. Previous record was the 71-72 Lakers at +12.3 ...", "Apr 14, 2025"),
            R("https://www.si.com/nba/best-regular-season-records-nba-history", "The 15 Best Regular-Season Records in NBA History - Sports Illustrated",
              "Ranking the winningest regular seasons ever, from the 67-win teams up to Golden State's 73-9.", "Apr 15, 2025"),
            R("https://www.foxsports.com/stories/nba/nba-teams-most-wins-single-season", "NBA teams with the most wins in a single season | FOX Sports",
              "Golden State's 73 wins in 2015-16 remain the standard. Here is every team to win 67+ games ...", "Apr 16, 2025"),
            R("https://www.basketball-reference.com/leagues/NBA_wins.html", "NBA & ABA Team Wins Leaders | Basketball-Reference.com",
              "Single-season leaders and records for wins: 73 GSW 2015-16; 72 CHI 1995-96; 69 LAL 1971-72; 69 CHI 1996-97 ..."),
        )),
        (extract(lob, "Top regular-season records by winning percentage, with season and result"), """# Best Regular Season Records in NBA History

*Updated: April 14, 2025 (after the 2024-25 regular season)*

Teams with the best regular season records in the history of the NBA, ranked by winning percentage. Ties in percentage are listed chronologically.

| Rk | Season | Team | W-L | Pct | Playoffs |
| --- | --- | --- | --- | --- | --- |
| 1 | 2015-16 | Golden State Warriors | 73-9 | .890 | Lost NBA Finals |
| 2 | 1995-96 | Chicago Bulls | 72-10 | .878 | Won NBA title |
| 3 | 1971-72 | Los Angeles Lakers | 69-13 | .841 | Won NBA title |
| 3 | 1996-97 | Chicago Bulls | 69-13 | .841 | Won NBA title |
| 5 | 1966-67 | Philadelphia 76ers | 68-13 | .840 | Won NBA title |
| 6 | 1972-73 | Boston Celtics | 68-14 | .829 | Lost Conference Finals |
| 6 | 2024-25 | Oklahoma City Thunder | 68-14 | .829 | In progress |
| 8 | 1985-86 | Boston Celtics | 67-15 | .817 | Won NBA title |
| 8 | 1991-92 | Chicago Bulls | 67-15 | .817 | Won NBA title |
| 8 | 1999-00 | Los Angeles Lakers | 67-15 | .817 | Won NBA title |
| 8 | 2006-07 | Dallas Mavericks | 67-15 | .817 | Lost First Round |
| 8 | 2014-15 | Golden State Warriors | 67-15 | .817 | Won NBA title |
| 8 | 2015-16 | San Antonio Spurs | 67-15 | .817 | Lost Conference Semifinals |
| 8 | 2016-17 | Golden State Warriors | 67-15 | .817 | Won NBA title |
| 15 | 1970-71 | Milwaukee Bucks | 66-16 | .805 | Won NBA title |
| 15 | 2007-08 | Boston Celtics | 66-16 | .805 | Won NBA title |
| 15 | 2008-09 | Cleveland Cavaliers | 66-16 | .805 | Lost Conference Finals |
| 15 | 2012-13 | Miami Heat | 66-16 | .805 | Won NBA title |

## Notes

- The 1966-67 76ers played an 81-game schedule.
- Only two teams have won 70 or more games: the 2015-16 Warriors and the 1995-96 Bulls.
- The 2015-16 Warriors are the only team with the best record ever that did not win the championship.

## Related

- Worst regular season records in NBA history
- Longest winning streaks in NBA history
- Best home records in a season"""),
        (mem_add({"best_record": "2015-16 Golden State Warriors 73-9 (.890), lost Finals",
                  "second_best": "1995-96 Chicago Bulls 72-10 (.878), won title",
                  "third_tied": "1971-72 Lakers and 1996-97 Bulls, 69-13 (.841)"}),
         added("best_record", "second_best", "third_tied")),
        (q("Oklahoma City Thunder 2024-25 final regular season record point differential"), S(
            R(bref, "2024-25 Oklahoma City Thunder Roster and Stats | Basketball-Reference.com",
              "Record: 68-14, Finished 1st in NBA Western Conference. Coach: Mark Daigneault (68-14). PTS/G: 120.5. Opp PTS/G: 107.6. SRS: 12.70."),
            R("https://www.nba.com/thunder/news/thunder-finish-regular-season-68-14", "Thunder Close Regular Season at 68-14, Franchise Record | Oklahoma City Thunder",
              "Oklahoma City set a franchise record for wins and became the seventh team in NBA history to win at least 68 games.", "Apr 13, 2025"),
            R("https://www.espn.com/nba/story/_/id/44626391/thunder-68-wins-where-rank-nba-history", "Where the Thunder's 68 wins rank among the best teams in NBA history - ESPN",
              "OKC's plus-12.9 point differential per game is the best in a single season in league history ...", "Apr 13, 2025"),
            R("https://en.wikipedia.org/wiki/2024%E2%80%9325_Oklahoma_City_Thunder_season", "2024–25 Oklahoma City Thunder season - Wikipedia",
              "The Thunder finished the regular season 68–14, first in the Western Conference, and swept the Memphis Grizzlies in the first round."),
            R("https://www.theathletic.com/6268733/2025/04/14/thunder-68-wins-point-differential-record/", "The Thunder's historic margin, explained - The Athletic",
              "A +12.9 net margin per game, ahead of the 1971-72 Lakers (+12.3) and the 1995-96 Bulls (+12.2).", "Apr 14, 2025"),
            R("https://www.statmuse.com/nba/ask/okc-thunder-record-2024-25", "Thunder Record 2024-25 | StatMuse",
              "The Thunder went 68-14 in the 2024-25 regular season, 34-7 at home and 34-7 on the road."),
            R("https://www.cbssports.com/nba/news/thunder-68-wins-sga-mvp/", "Thunder finish with 68 wins as Shai Gilgeous-Alexander locks up scoring title | CBS Sports",
              "Gilgeous-Alexander averaged 32.7 points to win the scoring title ...", "Apr 13, 2025"),
            R("https://www.oklahoman.com/story/sports/nba/thunder/2025/04/13/okc-thunder-68-14-season-record/", "OKC Thunder finish 68-14: what the record season means | The Oklahoman",
              "The Thunder's 68 wins are the most in franchise history, including the Seattle SuperSonics era (64 wins in 1995-96).", "Apr 13, 2025"),
        )),
        (extract(bref, "Final regular-season record, win percentage and point differential"), """# 2024-25 Oklahoma City Thunder Roster and Stats

**Record:** 68-14, Finished 1st in NBA Western Conference

**Coach:** Mark Daigneault (68-14)

**Executive:** Sam Presti

**PTS/G:** 120.5 (4th of 30) **Opp PTS/G:** 107.6 (1st of 30)

**SRS:** 12.70 (1st of 30) **Pace:** 100.8 (7th of 30)

**Off Rtg:** 119.2 (3rd of 30) **Def Rtg:** 106.6 (1st of 30) **Net Rtg:** +12.7 (1st of 30)

**Expected W-L:** 69-13 (1st of 30)

**Arena:** Paycom Center **Attendance:** 746,323 (18th of 30)

**NBA 2025 Playoffs:** Won NBA Western Conference First Round (4-0) versus Memphis Grizzlies; NBA Western Conference Semifinals versus Denver Nuggets (series in progress)

## Team and Opponent Stats (per game)

| | G | FG% | 3P% | FT% | TRB | AST | STL | BLK | TOV | PTS |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| Team | 82 | .483 | .358 | .820 | 44.1 | 26.2 | 10.6 | 5.7 | 11.8 | 120.5 |
| Opponent | 82 | .451 | .345 | .781 | 44.3 | 24.0 | 8.2 | 4.6 | 17.0 | 107.6 |
| Differential | | | | | | | | | | +12.9 |

## Per Game (leaders)

| Player | Age | G | MP | PTS | TRB | AST |
| --- | --- | --- | --- | --- | --- | --- |
| Shai Gilgeous-Alexander | 26 | 76 | 34.2 | 32.7 | 5.0 | 6.4 |
| Jalen Williams | 23 | 69 | 32.4 | 21.6 | 5.3 | 5.1 |
| Chet Holmgren | 22 | 32 | 27.0 | 15.0 | 8.0 | 2.0 |
| Isaiah Hartenstein | 26 | 57 | 26.3 | 11.2 | 10.7 | 3.8 |
| Luguentz Dort | 25 | 71 | 28.8 | 10.1 | 4.1 | 1.6 |

## Splits

| Split | W-L | W-L% |
| --- | --- | --- |
| Home | 34-7 | .829 |
| Road | 34-7 | .829 |
| vs. West | 42-10 | .808 |
| vs. East | 26-4 | .867 |"""),
        (mem_add({"okc_2025": "2024-25 Oklahoma City Thunder 68-14 (82.9%), tied 6th-best by pct with 1972-73 Celtics; +12.9 point differential per game, best ever"}),
         added("okc_2025")),
        (mem_all(), dump({"best_record": "2015-16 Golden State Warriors 73-9 (.890), lost Finals",
                          "second_best": "1995-96 Chicago Bulls 72-10 (.878), won title",
                          "third_tied": "1971-72 Lakers and 1996-97 Bulls, 69-13 (.841)",
                          "okc_2025": "2024-25 Oklahoma City Thunder 68-14 (82.9%), tied 6th-best by pct with 1972-73 Celtics; +12.9 point differential per game, best ever"})),
    ]
    return dict(tid="h45-search-03", system=system("What are the best regular-season records in NBA history, and where does the 2024-25 Oklahoma City Thunder season rank?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2025-05-10.")


# Container port throughput (search, extractor, memory): bad
def t04() -> dict[str, Any]:
    mpa = "https://www.mpa.gov.sg/media-centre/details/singapore-s-maritime-performance-in-2024"
    sh = "https://english.news.cn/20250101/5c2b0f8a3e6d4a0e9c5a3c1d9b2f4e71/c.html"
    ll = "https://www.lloydslist.com/LL1152407/One-Hundred-Container-Ports-2025-the-top-10"
    turns = [
        (q("Port of Singapore container throughput 2024 million TEU"), S(
            R(mpa, "Singapore's Maritime Performance in 2024 - Maritime and Port Authority of Singapore",
              "Container throughput reached 41.12 million twenty-foot equivalent units (TEUs) in 2024, an increase of 5.4% compared to 2023. Vessel arrival tonnage ...", "Jan 10, 2025"),
            R("https://www.straitstimes.com/singapore/singapore-port-handles-record-41-million-teus-in-2024", "Singapore port handles record 41.12 million TEUs in 2024 | The Straits Times",
              "Singapore's port moved a record amount of containers in 2024 as shipping lines diverted around the Cape of Good Hope ...", "Jan 10, 2025"),
            R("https://www.businesstimes.com.sg/international/asean/singapore-container-throughput-2024-record", "Singapore container throughput hits record high in 2024 | The Business Times",
              "Throughput rose 5.4 per cent to 41.12 million TEUs; bunker sales also hit a record 54.92 million tonnes.", "Jan 10, 2025"),
            R("https://www.psa.com.sg/news/psa-singapore-2024-performance", "PSA Singapore posts record volumes in 2024 | PSA International",
              "PSA's Singapore terminals handled record volumes, with the Tuas Port phase 1 berths ramping up ...", "Jan 15, 2025"),
            R("https://en.wikipedia.org/wiki/Port_of_Singapore", "Port of Singapore - Wikipedia",
              "The Port of Singapore is the world's second-busiest port in terms of total shipping tonnage and container throughput after Shanghai."),
            R("https://www.seatrade-maritime.com/ports/singapore-port-sets-new-container-record-2024", "Singapore sets new container record as Red Sea crisis reshapes trades | Seatrade Maritime",
              "Transhipment demand pushed Singapore to 41.12m TEU, up from 39.01m TEU in 2023.", "Jan 13, 2025"),
            R("https://www.porttechnology.org/news/singapore-container-volumes-2024/", "Singapore container volumes climb 5.4% in 2024 | Port Technology International",
              "Vessel arrival tonnage reached 3.11 billion gross tonnes ...", "Jan 13, 2025"),
            R("https://www.reuters.com/markets/asia/singapore-port-throughput-record-2024-2025-01-10/", "Singapore's port throughput hits record in 2024 amid Red Sea diversions | Reuters",
              "Singapore's container throughput rose to a record 41.12 million TEUs last year, the Maritime and Port Authority said on Friday.", "Jan 10, 2025"),
            R("https://www.statista.com/statistics/1008357/singapore-container-throughput/", "Singapore: container throughput 2014-2024 | Statista",
              "In 2024, the container throughput at the port of Singapore amounted to around 41.12 million TEUs.", "Feb 2025"),
            R("https://www.mpa.gov.sg/port-marine-ops/port-statistics", "Port Statistics - Maritime and Port Authority of Singapore",
              "Monthly container throughput, vessel arrivals and bunker sales. Latest: February 2025."),
        )),
        (extract(mpa, "2024 and 2023 container throughput and other headline port statistics"), """# Singapore's Maritime Performance in 2024

*Press release · 10 January 2025 · Maritime and Port Authority of Singapore*

1. Singapore's port continued to perform strongly in 2024. Container throughput reached **41.12 million twenty-foot equivalent units (TEUs)**, an increase of **5.4%** compared to the **39.01 million TEUs** handled in 2023.

2. Vessel arrival tonnage reached **3.11 billion gross tonnes (GT)**, 1.1% higher than in 2023. Total bunker sales reached **54.92 million tonnes**, up 6.1%, the highest on record.

## Key figures

| Indicator | 2023 | 2024 | Change |
| --- | --- | --- | --- |
| Container throughput (million TEUs) | 39.01 | 41.12 | +5.4% |
| Vessel arrival tonnage (billion GT) | 3.08 | 3.11 | +1.1% |
| Bunker sales (million tonnes) | 51.82 | 54.92 | +6.1% |
| Singapore Registry of Ships (million GT) | 109.1 | 108.6 | -0.5% |
| Cargo throughput (million tonnes) | 592.0 | 622.7 | +5.2% |

3. The strong performance was supported by shipping lines' network adjustments and by the progressive opening of berths at Tuas Port, which will have a handling capacity of up to 65 million TEUs when fully completed in the 2040s.

4. "Singapore's port remained resilient amidst disruptions to global supply chains," said Mr Teo Eng Dih, Chief Executive of MPA.

## Outlook for 2025

MPA will continue to work with industry partners to enhance port productivity, including the accelerated adoption of digitalisation and decarbonisation initiatives such as the Maritime Single Window and the electrification of harbour craft.

*For media queries: Corporate Communications Department, MPA.*"""),
        (mem_add({"sg_2024": "41.12M TEU (+5.4% y/y) - MPA, 10 Jan 2025", "sg_2023": "39.01M TEU"}), added("sg_2024", "sg_2023")),
        (q("Shanghai port container throughput 2024 million TEU busiest port"), S(
            R(sh, "Shanghai port's container throughput tops 51 mln TEUs in 2024 - Xinhua",
              "Shanghai port handled more than 51.5 million TEUs of containers in 2024, up 4.8 percent year on year, ranking first in the world for the 15th consecutive year.", "Jan 1, 2025"),
            R("https://en.wikipedia.org/wiki/Port_of_Shanghai", "Port of Shanghai - Wikipedia",
              "The Port of Shanghai is the world's busiest container port, having handled 49.16 million TEU in 2023."),
            R("https://www.porttechnology.org/news/shanghai-tops-51-million-teu/", "Port of Shanghai passes 51 million TEU | Port Technology International",
              "SIPG reports 51.506 million TEU for 2024, compared with 49.158 million TEU in 2023.", "Jan 3, 2025"),
            R("https://www.seatrade-maritime.com/ports/shanghai-2024-container-throughput", "Shanghai retains world's busiest port crown | Seatrade Maritime",
              "Yangshan deepwater port and automated terminals drove growth ...", "Jan 2, 2025"),
            R("https://www.globaltimes.cn/page/202501/1326145.shtml", "Shanghai Port hits record throughput in 2024 - Global Times",
              "Throughput surpassed 51.5 million TEUs, with international transshipment exceeding 6.5 million TEUs ...", "Jan 1, 2025"),
            R("https://www.sipg.com.cn/en/news/2025-01-02-annual-throughput", "SIPG 2024 Annual Throughput - Shanghai International Port Group",
              "Container throughput 51.506 million TEU, +4.8%.", "Jan 2, 2025"),
            R("https://www.container-news.com/shanghai-port-2024-volumes/", "Shanghai port posts 4.8% growth in 2024 | Container News",
              "The port has ranked first globally every year since 2010.", "Jan 3, 2025"),
            R("https://www.statista.com/statistics/1007906/shanghai-port-container-throughput/", "Port of Shanghai container throughput 2010-2024 | Statista",
              "Shanghai handled approximately 51.51 million TEUs in 2024.", "Feb 2025"),
        )),
        (extract(sh, "Shanghai 2024 and 2023 container throughput"), """# Shanghai port's container throughput tops 51 mln TEUs in 2024

*Source: Xinhua | 2025-01-01 16:42:11 | Editor: huaxia*

SHANGHAI, Jan. 1 (Xinhua) -- Shanghai port handled more than 51.5 million twenty-foot equivalent units (TEUs) of containers in 2024, up 4.8 percent year on year, ranking first in the world for the 15th consecutive year, according to the Shanghai International Port (Group) Co., Ltd. (SIPG).

The port's container throughput stood at 49.158 million TEUs in 2023. In 2024 it reached 51.506 million TEUs, the group said.

The volume of international transshipment containers at the port exceeded 6.5 million TEUs, while sea-rail intermodal containers topped 900,000 TEUs, both record highs.

| Year | Container throughput (million TEUs) | Growth |
| --- | --- | --- |
| 2020 | 43.50 | +0.5% |
| 2021 | 47.03 | +8.1% |
| 2022 | 47.30 | +0.6% |
| 2023 | 49.158 | +3.9% |
| 2024 | 51.506 | +4.8% |

The fully automated terminal at Yangshan Phase IV continued to expand, and the port opened new routes to South America, Africa and the Middle East during the year.

"Shanghai port will further enhance its hub status and service capacity for international shipping," said an SIPG official."""),
        (extract(ll, "World top container ports ranking 2024 with volumes and year-on-year change"), """# One Hundred Container Ports 2025: the top 10

*Lloyd's List · 18 Mar 2025 · By Lloyd's List Intelligence*

Red Sea diversions, longer voyages and a transhipment boom in Asia pushed the world's leading container ports to record volumes in 2024. The top 10 alone handled more than 300m TEU.

| Rank | Port | Country | 2024 (m TEU) | Change vs 2023 (m TEU) | Change (%) |
| --- | --- | --- | --- | --- | --- |
| 1 | Shanghai | China | 51.51 | +2.35 | +4.8% |
| 2 | Singapore | Singapore | 41.12 | +2.81 | +7.3% |
| 3 | Ningbo-Zhoushan | China | 39.30 | +4.00 | +11.3% |
| 4 | Shenzhen | China | 33.40 | +3.52 | +11.8% |
| 5 | Qingdao | China | 30.87 | +1.95 | +6.7% |
| 6 | Guangzhou | China | 26.07 | +0.66 | +2.6% |
| 7 | Busan | South Korea | 24.40 | +1.36 | +5.9% |
| 8 | Tianjin | China | 23.29 | +1.11 | +5.0% |
| 9 | Jebel Ali | UAE | 15.50 | +1.03 | +7.1% |
| 10 | Port Klang | Malaysia | 14.64 | +0.58 | +4.1% |

## Analysis

Shanghai kept its crown for a 15th year. Singapore's transhipment business benefited most directly from carriers rerouting Asia-Europe services around the Cape of Good Hope, which increased port calls for feeder and relay moves.

Chinese ports occupied six of the top 10 places. Rotterdam, Europe's largest port, handled 13.82m TEU (+2.6%) and ranked 11th.

### Methodology

Volumes are as reported by port authorities and operators for calendar year 2024, in twenty-foot equivalent units, including empties and transhipment."""),
        (mem_add({"shanghai_2024": "51.506M TEU (+4.8%), world #1 for 15th year - SIPG via Xinhua", "shanghai_2023": "49.158M TEU"}),
         added("shanghai_2024", "shanghai_2023")),
        (mem_all(), dump({"sg_2024": "41.12M TEU (+5.4% y/y) - MPA, 10 Jan 2025", "sg_2023": "39.01M TEU",
                          "shanghai_2024": "51.506M TEU (+4.8%), world #1 for 15th year - SIPG via Xinhua", "shanghai_2023": "49.158M TEU"})),
        (mem_add({"answer_note": "Shanghai +2.35M TEU (49.16 -> 51.51); Singapore +2.11M TEU (39.01 -> 41.12)"}), added("answer_note")),
    ]
    return dict(tid="h45-search-04", system=system("How much did container throughput at Shanghai and Singapore grow from 2023 to 2024?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2025-03-20.",
                bad=True, turn=6, kind="derived change: Singapore shown as +2.81m TEU / +7.3% vs 2023, not following the 39.01 -> 41.12 figures seen earlier")


# Ballon d'Or vote totals (search, extractor, memory): bad
def t05() -> dict[str, Any]:
    ff = "https://www.francefootball.fr/news/Ballon-d-or-2024-le-classement-complet-avec-les-points/1512063"
    wiki = "https://en.wikipedia.org/wiki/2024_Ballon_d%27Or"
    top10 = """| Rang | Joueur | Club (2023-24) | Nationalité | Points |
| --- | --- | --- | --- | --- |
| 1 | Rodri | Manchester City | Espagne | 1170 |
| 2 | Vinícius Júnior | Real Madrid | Brésil | 1129 |
| 3 | Jude Bellingham | Real Madrid | Angleterre | 917 |
| 4 | Dani Carvajal | Real Madrid | Espagne | 550 |
| 5 | Erling Haaland | Manchester City | Norvège | 440 |
| 6 | Kylian Mbappé | Paris Saint-Germain | France | 430 |
| 7 | Lautaro Martínez | Inter Milan | Argentine | 333 |
| 8 | Lamine Yamal | FC Barcelone | Espagne | 304 |
| 9 | Toni Kroos | Real Madrid | Allemagne | 251 |
| 10 | Harry Kane | Bayern Munich | Angleterre | 192 |"""
    turns = [
        (q("Ballon d'Or 2024 points ranking Rodri Vinicius votes total"), S(
            R(wiki, "2024 Ballon d'Or - Wikipedia",
              "The 2024 Ballon d'Or was awarded on 28 October 2024 at the Théâtre du Châtelet in Paris. Rodri won the men's award ahead of Vinícius Júnior and Jude Bellingham."),
            R("https://www.espn.com/soccer/story/_/id/41960321/ballon-dor-2024-full-points-rodri-vinicius-junior", "Ballon d'Or 2024: Full points breakdown as Rodri edges Vinícius - ESPN",
              "Rodri finished with 1,170 points, 41 more than Vinícius Júnior on 1,129, with Jude Bellingham third on 917.", "Oct 29, 2024"),
            R("https://www.theguardian.com/football/2024/oct/29/ballon-dor-2024-voting-points-rodri-vinicius", "Rodri's Ballon d'Or margin revealed as France Football publishes points | The Guardian",
              "The Manchester City midfielder beat Vinícius by 41 points in a vote of 100 journalists ...", "Oct 29, 2024"),
            R("https://www.ballondor.com/en/ranking/men-2024", "Ballon d'Or 2024 - Official ranking | Ballon d'Or",
              "1. Rodri 2. Vinícius Júnior 3. Jude Bellingham 4. Dani Carvajal 5. Erling Haaland 6. Kylian Mbappé 7. Lautaro Martínez ..."),
            R("https://www.marca.com/en/football/ballon-d-or/2024/10/29/ballon-dor-2024-votes-points.html", "Ballon d'Or 2024 votes: how close Vinicius came to Rodri | MARCA",
              "Only 41 points separated the two. Real Madrid did not attend the gala after learning Vinícius would not win ...", "Oct 29, 2024"),
            R("https://www.bbc.com/sport/football/articles/c0kjpj3y2zxo", "Ballon d'Or 2024: Rodri wins men's award, Aitana Bonmatí retains women's prize - BBC Sport",
              "Manchester City and Spain midfielder Rodri has won the men's Ballon d'Or for 2024.", "Oct 28, 2024"),
            R("https://www.goal.com/en/lists/ballon-dor-2024-final-ranking-points/blt7f1c5e0a6b2c9d41", "Ballon d'Or 2024 final ranking: every player's position and points | GOAL",
              "The complete 30-man ranking with points, from Rodri (1,170) down to 30th place ...", "Oct 29, 2024"),
            R("https://www.reddit.com/r/soccer/comments/1gewk2p/", "[France Football] Ballon d'Or 2024 points: Rodri 1170, Vinicius 1129, Bellingham 917 : r/soccer",
              "Carvajal 4th with 550, more than Haaland and Mbappé ...", "Oct 29, 2024"),
            R("https://www.skysports.com/football/news/11095/13243310/ballon-dor-2024-rodri", "Ballon d'Or 2024: Rodri crowned as Real Madrid boycott ceremony | Sky Sports",
              "Rodri is the first Spanish man to win since Luis Suárez Miramontes in 1960.", "Oct 28, 2024"),
            R("https://www.statista.com/statistics/1098770/ballon-dor-2024-points/", "Ballon d'Or 2024 points by player | Statista",
              "Points received by the top-ranked players in the 2024 Ballon d'Or vote.", "Nov 2024"),
        )),
        (q("France Football classement complet Ballon d'Or 2024 points"), S(
            R(ff, "Ballon d'Or 2024 : le classement complet avec les points - France Football",
              "Rodri s'impose avec 1170 points, devant Vinícius Júnior (1129) et Jude Bellingham (917). Découvrez le classement complet et le détail des votes.", "29 oct. 2024"),
            R("https://www.lequipe.fr/Football/Actualites/Ballon-d-or-2024-les-points-rodri-vinicius/1512070", "Ballon d'Or 2024 : 41 points d'écart entre Rodri et Vinícius - L'Équipe",
              "Le milieu de Manchester City l'emporte de 41 points ...", "29 oct. 2024"),
            R("https://www.ouest-france.fr/sport/football/ballon-d-or/ballon-dor-2024-classement-points", "Ballon d'Or 2024 : le classement et les points de chaque joueur | Ouest-France",
              "Kylian Mbappé termine sixième avec 430 points ...", "29 oct. 2024"),
            R("https://www.20minutes.fr/sport/football/4118163-20241029-ballon-or-2024-classement-points", "Ballon d'Or 2024 : découvrez les points obtenus par chaque joueur | 20 Minutes",
              "Dani Carvajal (550 points) a devancé Erling Haaland (440) ...", "29 oct. 2024"),
            R("https://fr.wikipedia.org/wiki/Ballon_d%27or_2024", "Ballon d'or 2024 - Wikipédia",
              "La 68e édition du Ballon d'or ... remise le 28 octobre 2024 au théâtre du Châtelet à Paris."),
            R("https://www.rmcsport.bfmtv.com/football/ballon-d-or/ballon-d-or-2024-le-detail-des-votes", "Ballon d'Or 2024 : le détail des votes | RMC Sport",
              "Qui a voté pour qui ? Les 100 journalistes du jury ...", "30 oct. 2024"),
            R("https://www.sofoot.com/articles/ballon-d-or-2024-les-points", "Ballon d'Or 2024 : les points de la discorde | So Foot",
              "Réactions après la publication du classement par points ...", "29 oct. 2024"),
        )),
        (extract(ff, "Points of the top 10 players"), f"""# Ballon d'Or 2024 : le classement complet avec les points

*Par la rédaction de France Football · Publié le 28/10/2024 à 23h58 · Mis à jour le 29/10/2024 à 10h14*

Rodri a remporté le 68e Ballon d'Or France Football, lundi soir au théâtre du Châtelet. Le milieu de terrain de Manchester City et de l'Espagne a recueilli 1170 points, soit 41 de plus que Vinícius Júnior. Jude Bellingham complète le podium.

## Le top 10

{top10}

## Le vote

Le jury était composé de 100 journalistes, un par pays parmi les 100 premières nations du classement FIFA. Chaque juré a classé dix joueurs, qui ont reçu respectivement 15, 12, 10, 8, 7, 5, 4, 3, 2 et 1 points.

> « C'est une victoire pour le football espagnol et pour tous les milieux de terrain », a déclaré Rodri sur scène.

À lire aussi : [Pourquoi le Real Madrid n'est pas venu au Châtelet](https://www.francefootball.fr/news/Pourquoi-le-real-madrid-n-est-pas-venu/1511990)"""),
        (mem_add({"bdo24_winner": "Rodri (Man City, ESP) 1170 pts", "bdo24_second": "Vinícius Júnior (Real Madrid, BRA) 1129 pts",
                  "bdo24_third": "Jude Bellingham 917 pts", "bdo24_margin": "41 pts (1170-1129)"}),
         added("bdo24_winner", "bdo24_second", "bdo24_third", "bdo24_margin")),
        (q("Ballon d'Or 2024 voting system 100 journalists 15 12 10 8 points"), S(
            R("https://www.ballondor.com/en/rules", "Rules of the Ballon d'Or | Ballon d'Or",
              "The vote is carried out by a jury of journalists, one per country, from the 100 best-ranked nations in the FIFA men's ranking. Each juror selects ten players ..."),
            R(wiki, "2024 Ballon d'Or - Wikipedia",
              "Voting: the men's award was decided by 100 journalists. Criteria were individual performance and decisive character, and team performance and achievements."),
            R("https://www.espn.com/soccer/story/_/id/40315812/ballon-dor-how-voting-works-changes-2024", "How Ballon d'Or voting works: changes for 2024 explained - ESPN",
              "Since 2022 the award covers the European season (August to July) and only 100 journalists vote ...", "Sep 4, 2024"),
            R("https://www.uefa.com/news-media/news/0289-1a85a9b8f4f5-7e5f1b6e2e5e-1000--ballon-d-or-2024-nominees/", "Ballon d'Or 2024 nominees announced | UEFA.com",
              "UEFA co-organises the Ballon d'Or from 2024 with Groupe Amaury ...", "Sep 4, 2024"),
            R("https://www.theathletic.com/5814421/2024/10/28/ballon-dor-voting-explained/", "Ballon d'Or voting explained: who votes and how - The Athletic",
              "Each voter's top pick earns 15 points, second 12, third 10 ...", "Oct 28, 2024"),
            R("https://www.reddit.com/r/soccer/comments/1gf0x6n/", "How the Ballon d'Or points work (15-12-10-8-7-5-4-3-2-1) : r/soccer",
              "Max possible is 1500 if every journalist puts you first ...", "Oct 29, 2024"),
            R("https://www.goal.com/en/news/how-is-ballon-dor-decided/blt3e8d1b1f0d6c8a27", "How is the Ballon d'Or decided? | GOAL",
              "An expert panel trimmed the longlist to 30 nominees ...", "Oct 20, 2024"),
        )),
        (extract(wiki, "Voting rules and ceremony details"), """# 2024 Ballon d'Or

From Wikipedia, the free encyclopedia

The **2024 Ballon d'Or** was the 68th annual ceremony of the Ballon d'Or, presented by France Football and, for the first time, co-organised with UEFA. It recognised the best football players and teams of the 2023–24 season. The ceremony took place on 28 October 2024 at the Théâtre du Châtelet in Paris.

| Date | 28 October 2024 |
| --- | --- |
| Site | Théâtre du Châtelet, Paris |
| Presented by | France Football, UEFA |
| Hosted by | Didier Drogba, Sandy Heribert |
| Men's winner | Rodri (1st award) |
| Women's winner | Aitana Bonmatí (2nd award) |

## Voting

For the men's award, the vote was carried out by a jury of 100 journalists from the top 100 countries of the FIFA Men's World Ranking. Each journalist ranked ten players from the 30 nominees, awarding 15, 12, 10, 8, 7, 5, 4, 3, 2 and 1 points. The criteria were individual performances and decisive character, and team performances and achievements.

## Winners

| Award | Winner |
| --- | --- |
| Ballon d'Or | Rodri (Manchester City) |
| Ballon d'Or Féminin | Aitana Bonmatí (Barcelona) |
| Kopa Trophy | Lamine Yamal (Barcelona) |
| Yashin Trophy | Emiliano Martínez (Aston Villa) |
| Gerd Müller Trophy | Harry Kane and Kylian Mbappé |
| Men's Club of the Year | Real Madrid |
| Men's Coach of the Year | Carlo Ancelotti |
| Sócrates Award | Jenni Hermoso |

## Controversy

Real Madrid's delegation, including Vinícius Júnior, Jude Bellingham and Carlo Ancelotti, did not travel to Paris after learning that Vinícius would not win. When France Football published the points on 29 October, they showed a margin of 41 points between Rodri and Vinícius.

Rodri became the first Spanish man to win the award since Luis Suárez Miramontes in 1960, and the first Manchester City player to win it."""),
        (mem_add({"bdo24_voting": "100 journalists (top-100 FIFA nations), 10 picks each: 15-12-10-8-7-5-4-3-2-1; max 1500"}), added("bdo24_voting")),
        (extract(ff, "Places 4 to 10 and vote details"), f"""# Ballon d'Or 2024 : le classement complet avec les points

*Par la rédaction de France Football · Publié le 28/10/2024 à 23h58 · Mis à jour le 28/10/2024 à 21h37*

Rodri a remporté le 68e Ballon d'Or France Football, lundi soir au théâtre du Châtelet. Le milieu de terrain de Manchester City et de l'Espagne a recueilli 1170 points, soit 41 de plus que Vinícius Júnior. Jude Bellingham complète le podium.

## Le top 10

{top10}

## Les enseignements

- **Dani Carvajal**, champion d'Europe avec le Real Madrid et l'Espagne, termine quatrième avec 550 points, devant Erling Haaland (440) et Kylian Mbappé (430).
- **Lamine Yamal**, 17 ans, huitième avec 304 points, remporte également le trophée Kopa.
- **Toni Kroos**, retraité depuis l'Euro, est neuvième pour sa dernière saison.

## Le vote

Le jury était composé de 100 journalistes, un par pays parmi les 100 premières nations du classement FIFA. Chaque juré a classé dix joueurs, qui ont reçu respectivement 15, 12, 10, 8, 7, 5, 4, 3, 2 et 1 points."""),
        (mem_all(), dump({"bdo24_winner": "Rodri (Man City, ESP) 1170 pts", "bdo24_second": "Vinícius Júnior (Real Madrid, BRA) 1129 pts",
                          "bdo24_third": "Jude Bellingham 917 pts", "bdo24_margin": "41 pts (1170-1129)",
                          "bdo24_voting": "100 journalists (top-100 FIFA nations), 10 picks each: 15-12-10-8-7-5-4-3-2-1; max 1500"})),
    ]
    return dict(tid="h45-search-05", system=system("How many points did the top players receive in the 2024 Ballon d'Or vote, and how large was Rodri's margin over Vinícius Júnior?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2024-11-05.",
                bad=True, turn=8, kind="timestamp backwards: page's 'Mis à jour' time now earlier than the 10h14 update shown before (and before publication)")


# Treasury and Bund yields, live quotes (search, extractor, memory): clean
def t06() -> dict[str, Any]:
    c10 = "https://www.cnbc.com/quotes/US10Y"
    c2 = "https://www.cnbc.com/quotes/US2Y"
    ust = "https://home.treasury.gov/resource-center/data-chart-center/interest-rates/TextView?type=daily_treasury_yield_curve&field_tdr_date_value_month=202506"
    bund = "https://www.marketwatch.com/investing/bond/tmbmkde-10y?countrycode=bx"

    def cnbc(name: str, sym: str, yld: str, chg: str, t: str, price: str, lo: str, opn: str, hi: str, prev: str,
             coupon: str, mat: str, wk: str) -> str:
        return f"""# {name} ({sym})

**{sym}:Tradeweb** · Real-time data · Last | {t} EDT

| Yield | Change | Change % |
| --- | --- | --- |
| {yld} | {chg} | |

Quote Summary

| Field | Value |
| --- | --- |
| Open | {opn} |
| Day High | {hi} |
| Day Low | {lo} |
| Prev Close | {prev} |
| Price | {price} |
| Price Change | |
| Coupon | {coupon} |
| Maturity | {mat} |
| 52 Week High / Low | {wk} |

## Latest On {name}

- Treasury yields slip as traders assess inflation data and tariff headlines
- 10-year Treasury yield falls after May consumer prices rise less than expected
- Here's what to watch in the bond market this week

*Data is a real-time snapshot. Data are provided 'as is' for informational purposes only.*"""
    turns = [
        (q("US 10 year Treasury yield today", "US 2 year Treasury yield today"), SB(
            ("US 10 year Treasury yield today", [
                R(c10, "US10Y: U.S. 10 Year Treasury - Stock Price, Quote and News - CNBC", "Get U.S. 10 Year Treasury (US10Y:Tradeweb) real-time stock quotes, news, price and financial information from CNBC.", "N/A"),
                R("https://www.marketwatch.com/investing/bond/tmubmusd10y", "U.S. 10 Year Treasury Note - MarketWatch", "TMUBMUSD10Y | View the latest US 10 Year Treasury Note yield, historical data and news.", "N/A"),
                R("https://www.cnbc.com/2025/06/12/treasury-yields-investors-weigh-inflation-data.html", "10-year Treasury yield falls after May producer prices come in light - CNBC", "The 10-year Treasury yield fell on Thursday as investors digested fresh inflation data ...", "12 minutes ago"),
                R("https://www.bloomberg.com/markets/rates-bonds/government-bonds/us", "United States Rates & Bonds - Bloomberg", "Get updated data about US Treasuries. Find information on government bonds yields, muni bonds and interest rates in the USA.", "N/A"),
                R("https://fred.stlouisfed.org/series/DGS10", "Market Yield on U.S. Treasury Securities at 10-Year Constant Maturity (DGS10) | FRED", "Daily, not seasonally adjusted. Observation: 2025-06-11: 4.42 (+ more)", "Jun 12, 2025"),
                R("https://home.treasury.gov/resource-center/data-chart-center/interest-rates/TextView?type=daily_treasury_yield_curve", "Daily Treasury Par Yield Curve Rates | U.S. Department of the Treasury", "Daily Treasury par yield curve rates for 1 month through 30 years ...", "N/A"),
                R("https://www.reuters.com/markets/rates-bonds/", "Bonds News | Today's Latest Bond Market News | Reuters", "US yields edge lower after producer prices data ...", "1 hour ago"),
            ]),
            ("US 2 year Treasury yield today", [
                R(c2, "US2Y: U.S. 2 Year Treasury - Stock Price, Quote and News - CNBC", "Get U.S. 2 Year Treasury (US2Y:Tradeweb) real-time stock quotes, news, price and financial information from CNBC.", "N/A"),
                R("https://www.marketwatch.com/investing/bond/tmubmusd02y", "U.S. 2 Year Treasury Note - MarketWatch", "TMUBMUSD02Y | View the latest US 2 Year Treasury Note yield ...", "N/A"),
                R("https://fred.stlouisfed.org/series/DGS2", "Market Yield on U.S. Treasury Securities at 2-Year Constant Maturity (DGS2) | FRED", "Observation: 2025-06-11: 3.95", "Jun 12, 2025"),
                R("https://www.wsj.com/market-data/bonds/treasuries", "Treasury Quotes - WSJ", "Treasury notes and bonds: latest bid/ask yields ...", "N/A"),
                R("https://www.investing.com/rates-bonds/u.s.-2-year-bond-yield", "United States 2-Year Bond Yield - Investing.com", "Get free historical data for the United States 2-Year Bond Yield ...", "N/A"),
            ]),
        )),
        (extract(c10, "Current 10-year yield, previous close and day range"),
         cnbc("U.S. 10 Year Treasury", "US10Y", "4.364%", "-0.058", "10:42 AM", "99-03", "4.351%", "4.405%", "4.412%", "4.422%", "4.250%", "2035-05-15", "4.809% / 3.603%")),
        (extract(c2, "Current 2-year yield and previous close"),
         cnbc("U.S. 2 Year Treasury", "US2Y", "3.902%", "-0.046", "10:44 AM", "99-30", "3.894%", "3.938%", "3.941%", "3.948%", "3.875%", "2027-05-31", "4.429% / 3.468%")),
        (mem_add({"us10y": "4.364% (CNBC, 10:42 AM EDT, 12 Jun 2025)", "us2y": "3.902% (CNBC, 10:44 AM EDT)", "spread_2s10s": "+46.2 bp"}),
         added("us10y", "us2y", "spread_2s10s")),
        (extract(ust, "Official end-of-day 2-year and 10-year par yields for June 2025"), """# Daily Treasury Par Yield Curve Rates

Select type of Interest Rate Data: **Daily Treasury Par Yield Curve Rates** · Date range: **June 2025**

| Date | 1 Mo | 2 Mo | 3 Mo | 4 Mo | 6 Mo | 1 Yr | 2 Yr | 3 Yr | 5 Yr | 7 Yr | 10 Yr | 20 Yr | 30 Yr |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 06/02/2025 | 4.35 | 4.36 | 4.40 | 4.38 | 4.30 | 4.12 | 3.95 | 3.92 | 4.02 | 4.22 | 4.46 | 4.97 | 4.99 |
| 06/03/2025 | 4.34 | 4.37 | 4.40 | 4.38 | 4.31 | 4.13 | 3.97 | 3.94 | 4.04 | 4.23 | 4.46 | 4.96 | 4.98 |
| 06/04/2025 | 4.34 | 4.35 | 4.38 | 4.36 | 4.27 | 4.07 | 3.87 | 3.84 | 3.94 | 4.14 | 4.37 | 4.89 | 4.91 |
| 06/05/2025 | 4.33 | 4.36 | 4.39 | 4.37 | 4.28 | 4.10 | 3.92 | 3.89 | 3.99 | 4.17 | 4.39 | 4.91 | 4.92 |
| 06/06/2025 | 4.35 | 4.37 | 4.42 | 4.40 | 4.33 | 4.18 | 4.04 | 4.01 | 4.12 | 4.30 | 4.51 | 5.00 | 5.01 |
| 06/09/2025 | 4.35 | 4.36 | 4.41 | 4.39 | 4.32 | 4.16 | 4.02 | 3.99 | 4.09 | 4.27 | 4.48 | 4.99 | 4.99 |
| 06/10/2025 | 4.34 | 4.36 | 4.40 | 4.38 | 4.31 | 4.15 | 4.02 | 3.98 | 4.08 | 4.26 | 4.47 | 4.97 | 4.97 |
| 06/11/2025 | 4.34 | 4.35 | 4.39 | 4.37 | 4.29 | 4.11 | 3.95 | 3.91 | 4.01 | 4.19 | 4.42 | 4.93 | 4.94 |

## Notes

- Par yields are based on closing market bid prices on the most recently auctioned Treasury securities in the over-the-counter market, obtained by the Federal Reserve Bank of New York at approximately 3:30 PM each business day.
- The 1.5-month CMT was added on 02/18/2025 and is available in the XML and CSV downloads.
- Data for the current business day are published after the market close.

[Download CSV](https://home.treasury.gov/resource-center/data-chart-center/interest-rates/daily-treasury-rates.csv/2025/all?type=daily_treasury_yield_curve&field_tdr_date_value_month=202506&page&_format=csv)"""),
        (q("German 10 year Bund yield today"), S(
            R(bund, "Germany 10 Year Government Bond - MarketWatch", "TMBMKDE-10Y | View the latest Germany 10 Year Government Bond yield, historical data and news.", "N/A"),
            R("https://www.investing.com/rates-bonds/germany-10-year-bond-yield", "Germany 10-Year Bond Yield - Investing.com", "Germany 10Y bond yield: live quotes, historical data and charts.", "N/A"),
            R("https://www.cnbc.com/quotes/DE10Y-DE", "DE10Y: German 10 Year Bund - CNBC", "Get German 10 Year Bund (DE10Y-DE:Tradeweb) real-time quotes ...", "N/A"),
            R("https://www.bundesbank.de/en/statistics/money-and-capital-markets/interest-rates-and-yields/term-structure-of-interest-rates", "Term structure of interest rates | Deutsche Bundesbank", "Daily yield curve estimates for listed Federal securities ...", "N/A"),
            R("https://www.reuters.com/markets/europe/euro-zone-bond-yields-june-12-2025/", "Euro zone yields dip as US inflation cools | Reuters", "Germany's 10-year yield, the euro area benchmark, fell about 3 basis points to 2.53% ...", "2 hours ago"),
            R("https://tradingeconomics.com/germany/government-bond-yield", "Germany 10-Year Bond Yield - Trading Economics", "Germany's 10-year Bund yield eased toward 2.53% in June ...", "Jun 12, 2025"),
            R("https://www.ft.com/content/4c2f7a8e-euro-bonds-june", "Bund yields steady ahead of ECB speakers | Financial Times", "German borrowing costs held near 2.5 per cent ...", "Jun 11, 2025"),
            R("https://www.boerse-frankfurt.de/anleihe/de000bu2z045", "Bundesanleihe 2,60% 15.08.2035 | Börse Frankfurt", "Kurs, Rendite und Stammdaten der 10-jährigen Bundesanleihe ...", "N/A"),
        )),
        (extract(bund, "Current German 10-year yield"), """# Germany 10 Year Government Bond

**TMBMKDE-10Y** · Tullett Prebon · Last Updated: Jun 12, 2025 at 4:51 p.m. CEST

| Yield | Change |
| --- | --- |
| 2.531% | -0.032 |

| Key Data | |
| --- | --- |
| Open | 2.561% |
| Day Range | 2.522 - 2.566 |
| 52 Week Range | 2.033 - 2.931 |
| Price | 100.605 |
| Change | 0.275 |
| Coupon Rate | 2.600% |
| Maturity | Aug 15, 2035 |

## Performance

| 5 Day | 1 Month | 3 Month | YTD | 1 Year |
| --- | --- | --- | --- | --- |
| -0.8% | -1.9% | -11.0% | +6.2% | -3.5% |

## Recent News

- Euro zone yields dip as US inflation cools (Reuters, 2 hours ago)
- ECB's Lagarde says rate-cutting cycle "nearing the end" (Dow Jones, Jun 11)

*Bond quotes are delayed at least 15 minutes.*"""),
        (extract(c10, "Latest 10-year yield, to update the note"),
         cnbc("U.S. 10 Year Treasury", "US10Y", "4.351%", "-0.071", "11:17 AM", "99-06", "4.347%", "4.405%", "4.412%", "4.422%", "4.250%", "2035-05-15", "4.809% / 3.603%")),
        (mem_update({"us10y": "4.351% (CNBC, 11:17 AM EDT, 12 Jun 2025); Bund 10y 2.531% -> spread ~182 bp"}), updated("us10y")),
        (mem_all(), dump({"us10y": "4.351% (CNBC, 11:17 AM EDT, 12 Jun 2025); Bund 10y 2.531% -> spread ~182 bp", "us2y": "3.902% (CNBC, 10:44 AM EDT)",
                          "spread_2s10s": "+46.2 bp"})),
    ]
    return dict(tid="h45-search-06", system=system("What are the US 10-year and 2-year Treasury yields right now, the 2s10s spread, and the spread over the German 10-year Bund?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2025-06-12, about 10:40 AM US Eastern.")


# Transatlantic undersea cable lengths (search, extractor, memory): bad
def t07() -> dict[str, Any]:
    scm = "https://www.submarinecablemap.com/submarine-cable/"
    fcc_grant = "https://docs.fcc.gov/public/attachments/DA-19-602A1.pdf"
    fcc_pn = "https://docs.fcc.gov/public/attachments/DA-19-598A1.pdf"
    dun = "6,400 km; Virginia Beach, VA (US) - Saint-Hilaire-de-Riez (FR); RFS Jan 2021; Google; FCC file SCL-LIC-20181116-00035"
    mar = "6,605 km; Virginia Beach, VA (US) - Sopelana/Bilbao (ES); RFS 2018; Meta, Microsoft, Telxius"
    gh = "7,191 km; Bellport, NY (US) - Bude (UK) and Sopelana (ES); RFS 2022; Google"

    def cable(name: str, rfs: str, length: str, owners: str, suppliers: str, landing: list[str], url: str, extra: str) -> str:
        lp = "\n".join(f"- {x}" for x in landing)
        return f"""# {name}

Submarine Cable Map · TeleGeography

| | |
| --- | --- |
| **RFS** | {rfs} |
| **Cable Length** | {length} |
| **Owners** | {owners} |
| **Suppliers** | {suppliers} |
| **Website** | {url} |

## Landing Points

{lp}

{extra}

*The Submarine Cable Map is based on TeleGeography's Global Bandwidth research. Cable lengths are approximate. Last updated: 2025-01-27.*"""
    turns = [
        (q("MAREA Dunant Grace Hopper submarine cable length km transatlantic"), S(
            R(scm + "dunant", "Submarine Cable Map: Dunant", "Dunant. RFS: January 2021. Cable Length: 6,400 km. Owners: Google. Suppliers: SubCom. Landing Points: Saint-Hilaire-de-Riez, France; Virginia Beach, VA, United States."),
            R(scm + "marea", "Submarine Cable Map: MAREA", "MAREA. RFS: 2018. Cable Length: 6,605 km. Owners: Meta, Microsoft, Telxius. Suppliers: SubCom."),
            R(scm + "grace-hopper", "Submarine Cable Map: Grace Hopper", "Grace Hopper. RFS: 2022. Cable Length: 7,191 km. Owners: Google. Landing Points: Bellport, NY; Bude, UK; Sopelana, Spain."),
            R("https://cloud.google.com/blog/products/infrastructure/googles-dunant-subsea-cable-is-now-ready-for-service", "Google's Dunant subsea cable is now ready for service | Google Cloud Blog",
              "Dunant crosses the Atlantic between Virginia Beach and the French Atlantic coast, delivering a record-breaking 250 terabits per second (Tbps) of capacity across 12 fiber pairs.", "Feb 3, 2021"),
            R("https://en.wikipedia.org/wiki/MAREA", "MAREA - Wikipedia", "MAREA is a 6,605 km (4,104 mi) long transatlantic communications cable connecting Virginia Beach, Virginia with Bilbao, Spain. It was completed in September 2017 ..."),
            R("https://en.wikipedia.org/wiki/Dunant_(submarine_cable)", "Dunant (submarine cable) - Wikipedia", "Dunant is a transatlantic submarine communications cable owned by Google, approximately 6,400 km long, the first to use space-division multiplexing with 12 fiber pairs."),
            R("https://cloud.google.com/blog/products/infrastructure/grace-hopper-subsea-cable-now-connecting-us-uk-and-spain", "The Grace Hopper subsea cable is now connecting the US, UK and Spain | Google Cloud Blog",
              "Grace Hopper runs from New York to Bude in the UK and Bilbao in Spain with 16 fiber pairs ...", "Sep 14, 2022"),
            R("https://news.microsoft.com/features/microsoft-facebook-telxius-complete-highest-capacity-subsea-cable-cross-atlantic/", "Microsoft, Facebook and Telxius complete the highest-capacity subsea cable to cross the Atlantic - Microsoft",
              "MAREA ... 160 terabits per second ... 6,600 kilometers long and weighs 4.65 million kilograms.", "Sep 21, 2017"),
            R("https://www.datacenterdynamics.com/en/news/transatlantic-subsea-cables-list/", "Every transatlantic subsea cable, mapped | DCD",
              "From TAT-14 to Amitié: a reference list with lengths, owners and capacity.", "Aug 8, 2024"),
            R("https://www.reddit.com/r/networking/comments/lc3m0u/", "Google's Dunant cable is live - 250 Tbps over 12 pairs : r/networking",
              "SDM with pump sharing is the big deal here ...", "Feb 4, 2021"),
        )),
        (extract(scm + "dunant", "Length, landing points, owners and RFS date"),
         cable("Dunant", "January 2021", "6,400 km", "Google", "SubCom",
               ["Saint-Hilaire-de-Riez, France", "Virginia Beach, VA, United States"], "https://cloud.google.com/",
               "## Notes\n\nDunant was the first subsea cable to use space-division multiplexing (SDM) with 12 fiber pairs, for a design capacity of 250 Tbps. Orange is the French landing party and operates the Saint-Hilaire-de-Riez landing station.")),
        (extract(scm + "marea", "Length, landing points, owners and RFS date"),
         cable("MAREA", "2018", "6,605 km", "Meta, Microsoft, Telxius", "SubCom",
               ["Sopelana, Spain", "Virginia Beach, VA, United States"], "https://www.telxius.com/",
               "## Notes\n\nMAREA has 8 fiber pairs and an initial design capacity of 160 Tbps. Installation was completed in September 2017 and the system entered service in early 2018. Telxius operates the Sopelana landing station near Bilbao.")),
        (q("Dunant submarine cable FCC cable landing license file number SCL-LIC"), S(
            R(fcc_grant, "Dunant Cable Landing License Granted - GU Holdings Inc. | FCC",
              "GU Holdings Inc. application for a license to land and operate a private fiber-optic submarine cable system connecting the United States and France, to be known as Dunant. File No. SCL-LIC-20181116-00035.", "Jun 21, 2019"),
            R("https://licensing.fcc.gov/cgi-bin/ws.exe/prod/ib/forms/reports/swr031b.hts?q_set=V_SITE_ANTENNA_FREQ.file_numberC/File+Number/%3D/SCLLIC2018111600035", "IBFS File Number SCL-LIC-20181116-00035 - FCC",
              "Applicant: GU Holdings Inc. Status: Granted. Date Filed: 11/16/2018 ..."),
            R(fcc_pn, "Actions Taken Under Cable Landing License Act - Public Notice | FCC",
              "The following applications for licenses to land or operate submarine cables have been granted pursuant to the Cable Landing License Act and section 1.767 of the Commission's rules ...", "Jun 21, 2019"),
            R("https://www.fcc.gov/research-reports/guides/submarine-cable-landing-licenses", "Submarine Cable Landing Licenses | Federal Communications Commission",
              "Overview of the licensing process for submarine cable landing licenses, Team Telecom review and streamlined processing ...", "N/A"),
            R("https://www.federalregister.gov/documents/2019/06/28/2019-13841/submarine-cable-actions", "Submarine Cable Actions - Federal Register",
              "Grant of cable landing license applications, including SCL-LIC-20181116-00035 (Dunant) ...", "Jun 28, 2019"),
            R("https://www.submarinenetworks.com/en/systems/trans-atlantic/dunant/dunant-fcc-license", "FCC grants landing license for Google's Dunant cable | Submarine Networks",
              "The FCC International Bureau granted GU Holdings a license for Dunant, the Virginia Beach to France cable ...", "Jun 24, 2019"),
            R("https://www.fcc.gov/ecfs/search/search-filings/results?q=(proceedings.name:(%22SCL-LIC-20181116-00035%22))", "ECFS filings: SCL-LIC-20181116-00035 | FCC",
              "2 filings: Petition to Adopt Conditions (Team Telecom), Application ...", "N/A"),
        )),
        (extract(fcc_grant, "FCC file number, applicant and grant details for Dunant"), """# Federal Communications Commission · DA 19-602

**Before the Federal Communications Commission, Washington, D.C. 20554**

In the Matter of

**GU Holdings Inc.**

Application for a License to Land and Operate a Private Fiber-Optic Submarine Cable System Connecting the United States and France, the Dunant Cable System

**File No. SCL-LIC-20181116-00035**

## ORDER AND LICENSE

Adopted: June 20, 2019 · Released: June 21, 2019

By the Chief, Telecommunications and Analysis Division, International Bureau:

1. In this Order and License, we grant the application of GU Holdings Inc. (GU Holdings or Applicant) for a license to land and operate a private fiber-optic submarine cable system connecting Virginia Beach, Virginia and Saint-Hilaire-de-Riez, France (Dunant).

## I. Background

2. Dunant will consist of two segments: a main trunk of approximately 6,400 km between the landing stations in Virginia Beach and Saint-Hilaire-de-Riez, and a short branch to a beach manhole in Virginia Beach. The system will have twelve fiber pairs, with a total design capacity of approximately 250 Tbps.

3. GU Holdings, a wholly owned subsidiary of Google LLC, will own and control 100 percent of the interests in the U.S. portion of Dunant. Orange S.A. will serve as the landing party in France.

| Item | Detail |
| --- | --- |
| Applicant | GU Holdings Inc. |
| File No. | SCL-LIC-20181116-00035 |
| Date filed | November 16, 2018 |
| U.S. landing | Virginia Beach, Virginia |
| Foreign landing | Saint-Hilaire-de-Riez, France |
| Fiber pairs | 12 |
| Planned RFS | 2020 |

## II. Discussion

4. We find that the grant of this application will serve the public interest, subject to the conditions set forth below, including compliance with the Letter of Agreement with the Department of Justice, Department of Homeland Security and Department of Defense dated May 31, 2019.

## III. Ordering Clauses

5. Accordingly, IT IS ORDERED that application File No. SCL-LIC-20181116-00035 IS GRANTED.

FEDERAL COMMUNICATIONS COMMISSION

Denise Coca, Chief, Telecommunications and Analysis Division, International Bureau"""),
        (mem_add({"dunant": dun, "marea": mar}), added("dunant", "marea")),
        (extract(fcc_pn, "Which submarine cable applications were granted in this notice"), """# PUBLIC NOTICE · Federal Communications Commission

**Report No. SCL-00248** · Released: June 21, 2019

## ACTIONS TAKEN UNDER CABLE LANDING LICENSE ACT

Section 1.767 of the Commission's Rules

By the Chief, Telecommunications and Analysis Division, International Bureau:

The following applications for licenses to land or operate submarine cables have been granted pursuant to the Cable Landing License Act, 47 U.S.C. §§ 34-39, Executive Order No. 10530 and section 1.767 of the Commission's rules.

| File Number | Applicant | Action | Date of action |
| --- | --- | --- | --- |
| SCL-MOD-20190215-00004 | Telxius Cable USA, Inc. | Modification granted (MAREA capacity upgrade) | 06/18/2019 |
| SCL-ASG-20190402-00011 | Sable Offshore Cable Ltd. | Assignment granted | 06/19/2019 |
| SCL-LIC-20181116-00053 | GU Holdings Inc. | License granted (Dunant, United States-France) | 06/20/2019 |
| SCL-T/C-20190424-00013 | Columbus Networks USA, Inc. | Transfer of control granted | 06/20/2019 |
| SCL-LIC-20190308-00007 | Edge Cable Holdings USA, LLC | License granted (JUPITER, United States-Japan-Philippines) | 06/20/2019 |

## CONDITIONS

The licenses and modifications listed above are subject to the conditions in the respective grants, including the requirement to file a notification within 30 days of the cable's commercial operation.

For additional information, contact David Krech, Telecommunications and Analysis Division, International Bureau, (202) 418-7443.

-FCC-"""),
        (extract(scm + "grace-hopper", "Length, landing points, owners and RFS date"),
         cable("Grace Hopper", "2022", "7,191 km", "Google", "SubCom",
               ["Bellport, NY, United States", "Bude, United Kingdom", "Sopelana, Spain"], "https://cloud.google.com/",
               "## Notes\n\nGrace Hopper has 16 fiber pairs and uses optical fiber switching to route capacity between the UK and Spain branches. It was the first new transatlantic cable to land in the UK since 2003.")),
        (mem_add({"grace_hopper": gh}), added("grace_hopper")),
        (mem_all(), dump({"dunant": dun, "marea": mar, "grace_hopper": gh})),
    ]
    return dict(tid="h45-search-07", system=system("How long are the MAREA, Dunant and Grace Hopper transatlantic cables, and where do they land?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2025-02-03.",
                bad=True, turn=7, kind="identifier drift: Dunant FCC file number SCL-LIC-20181116-00035 listed as ...-00053")


# Eurovision 2024 jury and televote results (search, extractor, memory): clean
def t08() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/Eurovision_Song_Contest_2024"
    ewt = "https://eurovisionworld.com/eurovision/2024/televote"
    jury = "https://eurovision.tv/event/malmo-2024/grand-final/results/jury"
    # (running order, country, artist, song, jury, televote)
    data = [
        (1, "Sweden", "Marcus & Martinus", "Unforgettable", 125, 49), (2, "Ukraine", "Alyona Alyona and Jerry Heil", "Teresa & Maria", 146, 307),
        (3, "Germany", "Isaak", "Always on the Run", 99, 18), (4, "Luxembourg", "Tali", "Fighter", 83, 20),
        (6, "Israel", "Eden Golan", "Hurricane", 52, 323), (7, "Lithuania", "Silvester Belt", "Luktelk", 58, 32),
        (8, "Spain", "Nebulossa", "Zorra", 19, 11), (9, "Estonia", "5miinust and Puuluup", "(Nendest) narkootikumidest ei tea me (küll) midagi", 4, 33),
        (10, "Ireland", "Bambie Thug", "Doomsday Blue", 142, 136), (11, "Latvia", "Dons", "Hollow", 36, 28),
        (12, "Greece", "Marina Satti", "Zari", 41, 85), (13, "United Kingdom", "Olly Alexander", "Dizzy", 46, 0),
        (14, "Norway", "Gåte", "Ulveham", 12, 4), (15, "Italy", "Angelina Mango", "La noia", 164, 104),
        (16, "Serbia", "Teya Dora", "Ramonda", 22, 32), (17, "Finland", "Windows95man", "No Rules!", 7, 31),
        (18, "Portugal", "Iolanda", "Grito", 139, 13), (19, "Armenia", "Ladaniva", "Jako", 101, 82),
        (20, "Cyprus", "Silia Kapsis", "Liar", 44, 34), (21, "Switzerland", "Nemo", "The Code", 365, 226),
        (22, "Slovenia", "Raiven", "Veronika", 15, 12), (23, "Croatia", "Baby Lasagna", "Rim Tim Tagi Dim", 210, 337),
        (24, "Georgia", "Nutsa Buzaladze", "Firefighter", 15, 19), (25, "France", "Slimane", "Mon amour", 218, 227),
        (26, "Austria", "Kaleen", "We Will Rave", 24, 0),
    ]
    place = {r[1]: i for i, r in enumerate(sorted(data, key=lambda r: -(r[4] + r[5])), 1)}
    ro_rows = "\n".join(f"| {ro} | {c} | {a} | {s} | {j + t} | {place[c]} |" for ro, c, a, s, j, t in data)
    tv = sorted(data, key=lambda r: -r[5])
    tv_rows = "\n".join(f"| {i} | {c} | {a} | {t} | {place[c]} |" for i, (_, c, a, _, _, t) in enumerate(tv[:15], 1))
    jr = sorted(data, key=lambda r: -r[4])
    jr_rows = "\n".join(f"| {i} | {c} | {j} | {j + t} |" for i, (_, c, _, _, j, t) in enumerate(jr[:12], 1))
    win = "Switzerland - Nemo, 'The Code', 591 pts"
    sec = "Croatia - Baby Lasagna, 'Rim Tim Tagi Dim', 547 pts"
    split = "Nemo: jury 365 (1st) + televote 226 (5th). Baby Lasagna: jury 210 (3rd) + televote 337 (1st)"
    turns = [
        (q("Eurovision 2024 grand final results points jury televote"), S(
            R(wiki, "Eurovision Song Contest 2024 - Wikipedia", "The contest was held in Malmö, Sweden ... The winner was Switzerland with the song \"The Code\", performed by Nemo, who scored 591 points."),
            R("https://eurovision.tv/event/malmo-2024/grand-final/results", "Grand Final of Malmö 2024 - Results | Eurovision Song Contest", "Switzerland 591, Croatia 547, Ukraine 453, France 445, Israel 375 ..."),
            R("https://eurovisionworld.com/eurovision/2024", "Eurovision 2024 Results: Voting & Points | Eurovisionworld", "Scoreboard, jury and televote points from the Eurovision 2024 final in Malmö on 11 May 2024."),
            R(ewt, "Eurovision 2024 Televote Results | Eurovisionworld", "Televote ranking: Croatia 337, Israel 323, Ukraine 307, France 227, Switzerland 226 ..."),
            R("https://www.bbc.co.uk/news/entertainment-arts-69001452", "Eurovision 2024: Switzerland's Nemo wins contest in Malmö - BBC News", "Nemo becomes the first non-binary winner of Eurovision; UK's Olly Alexander finished 18th with zero points from the public vote.", "May 12, 2024"),
            R("https://www.theguardian.com/tv-and-radio/article/2024/may/11/eurovision-song-contest-2024-final-live", "Eurovision 2024 final: Switzerland's Nemo wins - as it happened | The Guardian", "Croatia's Baby Lasagna won the public vote but Nemo's jury lead proved decisive ...", "May 11, 2024"),
            R(jury, "Jury results - Grand Final Malmö 2024 | Eurovision Song Contest", "Switzerland received the most jury points (365), ahead of France (218) and Croatia (210)."),
            R("https://www.reddit.com/r/eurovision/comments/1cpqn3x/", "Full jury and televote split for the 2024 final : r/eurovision", "UK 46 jury / 0 tele, Austria 24 / 0 ...", "May 12, 2024"),
            R("https://www.eurovision.de/news/ESC-2024-Finale-Ergebnis-Punkte,ergebnis1234.html", "ESC 2024: Ergebnis des Finales mit allen Punkten | eurovision.de", "Isaak landet mit 117 Punkten auf Platz 12 ...", "May 12, 2024"),
            R("https://www.statista.com/statistics/1464209/eurovision-song-contest-2024-points/", "Eurovision Song Contest 2024: points by country | Statista", "Points received in the grand final of the Eurovision Song Contest 2024.", "May 2024"),
        )),
        (extract(wiki, "Grand final scoreboard: points and place for every country"), f"""# Eurovision Song Contest 2024

From Wikipedia, the free encyclopedia

The **Eurovision Song Contest 2024** was the 68th edition of the Eurovision Song Contest. It consisted of two semi-finals on 7 and 9 May and a final on 11 May 2024, held at the Malmö Arena in Malmö, Sweden, after the country's victory at the 2023 contest with the song "Tattoo" by Loreen. The contest was organised by the European Broadcasting Union (EBU) and host broadcaster Sveriges Television (SVT).

Switzerland won the contest with the song "The Code", performed by Nemo, who also wrote it. Switzerland won the jury vote and placed fifth in the televote; Croatia won the televote and finished second overall.

## Final

The final took place on 11 May 2024 at 21:00 (CEST). The Netherlands, originally set to perform fifth, was disqualified after an incident involving its representative Joost Klein; 25 countries competed.

| R/O | Country | Artist | Song | Points | Place |
| --- | --- | --- | --- | --- | --- |
{ro_rows}

## Voting

Voting during the final consisted of 50 percent public televoting and 50 percent from a jury deliberation. Each participating country's jury awarded 12, 10, 8-1 points; the public vote of all 37 participating countries plus a "rest of the world" online vote was combined.

## Broadcasts

The final was watched by 163 million viewers across 37 markets, according to the EBU."""),
        (mem_add({"esc24_winner": win, "esc24_second": sec}), added("esc24_winner", "esc24_second")),
        (q("Eurovision 2024 televote ranking Croatia 337 Israel Ukraine"), S(
            R(ewt, "Eurovision 2024 Televote Results | Eurovisionworld", "Televote ranking: Croatia 337, Israel 323, Ukraine 307, France 227, Switzerland 226 ..."),
            R("https://eurovision.tv/event/malmo-2024/grand-final/results/televote", "Televoting results - Grand Final Malmö 2024 | Eurovision Song Contest", "Croatia topped the televote with 337 points."),
            R("https://www.escxtra.com/2024/05/12/eurovision-2024-full-televote-jury-split/", "Eurovision 2024: full televote and jury split revealed | ESCXTRA", "Israel second with the public on 323 points, but 13th with the juries ...", "May 12, 2024"),
            R("https://www.independent.co.uk/arts-entertainment/music/news/eurovision-2024-uk-zero-points-televote-b2543201.html", "UK receives nul points from the public at Eurovision 2024 | The Independent", "Olly Alexander received 46 jury points and no televote points ...", "May 12, 2024"),
            R("https://www.rte.ie/entertainment/2024/0512/1448731-bambie-thug-sixth/", "Bambie Thug finishes sixth for Ireland, best result since 2000 | RTÉ", "Doomsday Blue scored 278 points: 142 from the juries and 136 from the public.", "May 12, 2024"),
            R("https://www.reddit.com/r/eurovision/comments/1cpr0lu/", "Televote top 10 2024 vs jury top 10 : r/eurovision", "8 of the 10 countries are in both top 10s ...", "May 12, 2024"),
            R("https://www.hrt.hr/vijesti/kultura/baby-lasagna-drugi-eurosong-2024", "Baby Lasagna drugi na Eurosongu, pobjednik televotinga | HRT", "Hrvatska je osvojila 547 bodova, od čega 337 od publike.", "May 12, 2024"),
        )),
        (extract(ewt, "Televote points for every finalist, ranked"), f"""# Eurovision 2024 Televote Results

Eurovisionworld · Grand Final · Malmö · 11 May 2024

The televote ranking of the Eurovision 2024 final, sorted by televote points. Final place is the combined result of jury and televote.

| # | Country | Artist | Televote | Final place |
| --- | --- | --- | --- | --- |
{tv_rows}

Showing 15 of 25 countries. [Show all](https://eurovisionworld.com/eurovision/2024/televote?all=1)

## Facts

- Croatia won the televote with 337 points, 14 points ahead of Israel.
- Two countries received 0 televote points: United Kingdom and Austria.
- Winner Switzerland was 5th in the televote with 226 points.

*Televote includes the "Rest of the World" online vote.*"""),
        (extract(jury, "Jury points ranking"), f"""# Jury results · Grand Final of Malmö 2024

Eurovision Song Contest · 11 May 2024

Professional juries in 37 countries ranked the 25 songs of the Grand Final. Below are the countries ordered by total jury points.

| Rank | Country | Jury points | Total points |
| --- | --- | --- | --- |
{jr_rows}

[Full results](https://eurovision.tv/event/malmo-2024/grand-final/results) · [Televoting results](https://eurovision.tv/event/malmo-2024/grand-final/results/televote)"""),
        (mem_add({"esc24_split": split}), added("esc24_split")),
        (mem_all(), dump({"esc24_winner": win, "esc24_second": sec, "esc24_split": split})),
    ]
    return dict(tid="h45-search-08", system=system("Who won Eurovision 2024, and how did the jury and televote split for the top two?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2024-06-02.")


# Drought Monitor indices for Texas (search, extractor, memory): clean
def t09() -> dict[str, Any]:
    st = "https://droughtmonitor.unl.edu/CurrentMap/StateDroughtMonitor.aspx?TX"
    comp = "https://droughtmonitor.unl.edu/DmData/DataTables.aspx?state,tx"
    dsci = "https://droughtmonitor.unl.edu/DmData/TimeSeries.aspx?DSCI,state,TX"
    turns = [
        (q("US Drought Monitor Texas current conditions percent area D1-D4"), S(
            R(st, "Texas | U.S. Drought Monitor", "Drought conditions in Texas. Map released: Thursday, September 26, 2024. Data valid: September 24, 2024 at 8 a.m. EDT. Statistics type: traditional (D0-D4, D1-D4, etc.)."),
            R("https://www.drought.gov/states/texas", "Texas | Drought.gov", "Drought in Texas from 2000-present. About 40% of Texas is in drought (D1-D4) according to the latest U.S. Drought Monitor ...", "Sep 26, 2024"),
            R("https://droughtmonitor.unl.edu/", "U.S. Drought Monitor", "The U.S. Drought Monitor is jointly produced by the National Drought Mitigation Center at the University of Nebraska-Lincoln, USDA and NOAA."),
            R("https://waterdatafortexas.org/drought", "Drought in Texas | Water Data For Texas", "Weekly drought maps and reservoir storage from the Texas Water Development Board ...", "Sep 26, 2024"),
            R("https://www.texastribune.org/2024/09/25/texas-drought-expands-central-texas/", "Drought expands across Central Texas as summer rains fail | The Texas Tribune", "Flash drought has spread across the Hill Country and North Texas after a dry September ...", "Sep 25, 2024"),
            R("https://www.twdb.texas.gov/surfacewater/conditions/report/index.asp", "Water Weekly | Texas Water Development Board", "Water Weekly for the week of September 23, 2024: area in drought increased ...", "Sep 23, 2024"),
            R("https://www.kxan.com/weather/drought-monitor-texas-september-2024/", "Drought worsens in Central Texas, new Drought Monitor shows | KXAN", "Extreme drought (D3) returned to parts of the Hill Country ...", "Sep 26, 2024"),
            R("https://www.reddit.com/r/Austin/comments/1fq2b8a/", "Drought monitor update: we're back in D2-D3 : r/Austin", "Lake Travis is dropping again ...", "Sep 26, 2024"),
            R("https://texasalmanac.com/topics/environment/drought-in-texas", "Drought in Texas | Texas Almanac", "Historical overview of major Texas droughts, including the drought of record in the 1950s and 2011 ..."),
        )),
        (extract(st, "Current and last-week percent of Texas area in each drought category"), """# Texas | U.S. Drought Monitor

**Map released:** Thursday, September 26, 2024
**Data valid:** September 24, 2024 at 8 a.m. EDT

## Intensity

- None
- D0 Abnormally Dry
- D1 Moderate Drought
- D2 Severe Drought
- D3 Extreme Drought
- D4 Exceptional Drought

## Drought Conditions (Percent Area)

Statistics type: Traditional (D0-D4, D1-D4, etc.)

| | None | D0-D4 | D1-D4 | D2-D4 | D3-D4 | D4 |
| --- | --- | --- | --- | --- | --- | --- |
| Current (2024-09-24) | 38.12 | 61.88 | 40.57 | 20.14 | 6.02 | 0.00 |
| Last Week (2024-09-17) | 44.60 | 55.40 | 35.21 | 17.88 | 5.11 | 0.00 |
| 3 Months Ago (2024-06-25) | 70.35 | 29.65 | 14.03 | 6.90 | 2.17 | 0.31 |
| Start of Calendar Year (2024-01-02) | 40.17 | 59.83 | 42.65 | 27.13 | 12.44 | 2.96 |
| Start of Water Year (2023-09-26) | 4.77 | 95.23 | 84.58 | 68.57 | 45.03 | 17.92 |
| One Year Ago (2023-09-26) | 4.77 | 95.23 | 84.58 | 68.57 | 45.03 | 17.92 |

**Author:** Brian Fuchs, National Drought Mitigation Center

## Local analysis

Widespread one-category degradations were made across central and north Texas, where September rainfall has been less than 25 percent of normal and temperatures 3-6 degrees F above normal. Short-term dryness is affecting pastures and stock tanks.

The Drought Monitor focuses on broad-scale conditions. Local conditions may vary. For more information, see the Drought Monitor FAQ."""),
        (mem_add({"tx_d1plus_0924": "40.57% of Texas in D1-D4 (valid 2024-09-24)", "tx_d1plus_0917": "35.21% (valid 2024-09-17)",
                  "tx_dsci_tmp": "approx 129 - to verify"}),
         added("tx_d1plus_0924", "tx_d1plus_0917", "tx_dsci_tmp")),
        (extract(comp, "Categorical (non-cumulative) percent area for recent weeks"), """# Comprehensive Statistics · Texas

U.S. Drought Monitor · Data Tables

**Area type:** State · **Statistics type:** Categorical (None, D0, D1, etc.) · **Statistic category:** Percent Area · **Time period:** 2024-09-03 to 2024-09-24

| MapDate | State | None | D0 | D1 | D2 | D3 | D4 | ValidStart | ValidEnd |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 20240924 | TX | 38.12 | 21.31 | 20.43 | 14.12 | 6.02 | 0.00 | 2024-09-24 | 2024-09-30 |
| 20240917 | TX | 44.60 | 20.19 | 17.33 | 12.77 | 5.11 | 0.00 | 2024-09-17 | 2024-09-23 |
| 20240910 | TX | 49.93 | 19.46 | 15.20 | 11.06 | 4.35 | 0.00 | 2024-09-10 | 2024-09-16 |
| 20240903 | TX | 55.21 | 18.34 | 13.02 | 9.61 | 3.82 | 0.00 | 2024-09-03 | 2024-09-09 |

Showing 1 to 4 of 4 entries

Categorical statistics give the percent of area in each single category; they sum to 100. Traditional (cumulative) statistics add each category to the ones more severe than it.

[Download CSV](https://droughtmonitor.unl.edu/DmData/DataDownload/ComprehensiveStatistics.aspx) · [Download JSON]"""),
        (q("Drought Severity and Coverage Index DSCI Texas September 2024"), S(
            R(dsci, "Time Series - DSCI, Texas | U.S. Drought Monitor", "The Drought Severity and Coverage Index (DSCI) is a weekly value from 0 to 500 computed from the cumulative percent area in D0 through D4."),
            R("https://droughtmonitor.unl.edu/About/AbouttheData/DSCI.aspx", "DSCI | U.S. Drought Monitor", "DSCI = 1(D0) + 1(D1) + 1(D2) + 1(D3) + 1(D4), using the cumulative percent area in each category; values range from 0 to 500."),
            R("https://www.drought.gov/data-maps-tools/drought-severity-and-coverage-index", "Drought Severity and Coverage Index | Drought.gov", "A way to convert the U.S. Drought Monitor map into a single value for an area ..."),
            R("https://agupubs.onlinelibrary.wiley.com/doi/10.1029/2019WR025779", "A simple index to summarize Drought Monitor maps (DSCI) | Water Resources Research", "We propose a simple index that summarizes USDM categories ..."),
            R("https://www.texastribune.org/2024/09/25/texas-drought-expands-central-texas/", "Drought expands across Central Texas as summer rains fail | The Texas Tribune", "The state's drought index has climbed for four straight weeks ...", "Sep 25, 2024"),
            R("https://climate.tamu.edu/drought/index.html", "Drought | Office of the Texas State Climatologist", "Links to DSCI, SPI and KBDI products for Texas ...", "N/A"),
            R("https://www.kxan.com/weather/drought-monitor-texas-september-2024/", "Drought worsens in Central Texas, new Drought Monitor shows | KXAN", "Extreme drought (D3) returned to parts of the Hill Country ...", "Sep 26, 2024"),
        )),
        (extract(dsci, "Weekly DSCI values for Texas in September 2024"), """# Time Series · Drought Severity and Coverage Index (DSCI)

**Area:** Texas · **Period:** 2024-08-27 to 2024-09-24 · Weekly

| Week (valid) | DSCI |
| --- | --- |
| 2024-09-24 | 129 |
| 2024-09-17 | 114 |
| 2024-09-10 | 100 |
| 2024-09-03 | 88 |
| 2024-08-27 | 81 |

The DSCI is computed as the sum of the cumulative percent area in D0-D4, D1-D4, D2-D4, D3-D4 and D4 (0 = no abnormal dryness; 500 = the entire area in D4). Values are rounded to the nearest integer.

Source: National Drought Mitigation Center, University of Nebraska-Lincoln."""),
        (mem_remove("tx_dsci_tmp"), removed("tx_dsci_tmp")),
        (mem_add({"tx_dsci": "129 (2024-09-24) vs 114 (2024-09-17); 88 on 2024-09-03"}), added("tx_dsci")),
        (mem_all(), dump({"tx_d1plus_0924": "40.57% of Texas in D1-D4 (valid 2024-09-24)", "tx_d1plus_0917": "35.21% (valid 2024-09-17)",
                          "tx_dsci": "129 (2024-09-24) vs 114 (2024-09-17); 88 on 2024-09-03"})),
    ]
    return dict(tid="h45-search-09", system=system("How much of Texas was in drought in late September 2024 compared with a week earlier, and what was the DSCI?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2024-09-27.")


# Nobel economics laureates (search, extractor, memory): bad
def t10() -> dict[str, Any]:
    pr24 = "https://www.nobelprize.org/prizes/economic-sciences/2024/press-release/"
    allp = "https://www.nobelprize.org/prizes/lists/all-prizes-in-economic-sciences/"
    gold = "https://www.nobelprize.org/prizes/economic-sciences/2023/goldin/facts/"
    e24 = "Daron Acemoglu, Simon Johnson, James A. Robinson - 'for studies of how institutions are formed and affect prosperity' (announced 14 Oct 2024)"
    e23 = "Claudia Goldin - 'for having advanced our understanding of women's labour market outcomes'"
    e22 = "Ben S. Bernanke, Douglas W. Diamond, Philip H. Dybvig - 'for research on banks and financial crises'"
    e21 = "David Card (1/2, labour economics); Joshua D. Angrist and Guido W. Imbens (1/2, causal relationships)"
    turns = [
        (q("Nobel Memorial Prize economic sciences 2024 laureates motivation"), S(
            R(pr24, "Press release: The Prize in Economic Sciences 2024 - NobelPrize.org",
              "The Royal Swedish Academy of Sciences has decided to award the Sveriges Riksbank Prize in Economic Sciences in Memory of Alfred Nobel 2024 to Daron Acemoglu, Simon Johnson and James A. Robinson \"for studies of how institutions are formed and affect prosperity\".", "Oct 14, 2024"),
            R("https://www.nobelprize.org/prizes/economic-sciences/2024/summary/", "The Prize in Economic Sciences 2024 - NobelPrize.org", "Daron Acemoglu, Simon Johnson, James A. Robinson. Prize motivation: \"for studies of how institutions are formed and affect prosperity\". Prize share: 1/3 each."),
            R("https://www.reuters.com/world/acemoglu-johnson-robinson-win-2024-nobel-economics-prize-2024-10-14/", "Acemoglu, Johnson and Robinson win 2024 Nobel economics prize | Reuters", "Three U.S.-based economists won the prize for research into why some nations are rich and others poor ...", "Oct 14, 2024"),
            R("https://news.mit.edu/2024/daron-acemoglu-simon-johnson-nobel-prize-economics-1014", "Daron Acemoglu and Simon Johnson share Nobel Prize in economics | MIT News", "MIT economists Daron Acemoglu and Simon Johnson, along with James Robinson of the University of Chicago ...", "Oct 14, 2024"),
            R("https://en.wikipedia.org/wiki/2024_Nobel_Memorial_Prize_in_Economic_Sciences", "2024 Nobel Memorial Prize in Economic Sciences - Wikipedia", "The 2024 prize was awarded jointly to Daron Acemoglu, Simon Johnson and James A. Robinson ..."),
            R("https://www.nytimes.com/2024/10/14/business/economy/nobel-prize-economics.html", "Nobel in Economics Goes to 3 Who Studied Why Nations Succeed or Fail - The New York Times", "The authors of \"Why Nations Fail\" were honored for work on institutions and prosperity.", "Oct 14, 2024"),
            R("https://news.uchicago.edu/story/james-robinson-awarded-2024-nobel-prize-economic-sciences", "James Robinson awarded 2024 Nobel Prize in Economic Sciences | UChicago News", "Robinson, the Reverend Dr. Richard L. Pearson Professor of Global Conflict Studies at the Harris School ...", "Oct 14, 2024"),
            R("https://www.economist.com/finance-and-economics/2024/10/14/the-nobel-prize-in-economics-rewards-institutions", "The Nobel prize in economics rewards the study of institutions | The Economist", "Colonial history, property rights and the long shadow of extractive institutions ...", "Oct 14, 2024"),
            R("https://www.reddit.com/r/econmonitor/comments/1g3kq2x/", "2024 Nobel Prize in Economics: Acemoglu, Johnson, Robinson : r/econmonitor", "Long-expected, AJR (2001) is one of the most cited papers in the field ...", "Oct 14, 2024"),
            R("https://www.nobelprize.org/prizes/economic-sciences/2024/advanced-information/", "Scientific background: Institutions and prosperity - NobelPrize.org", "Advanced information on the 2024 prize (PDF, 51 pages).", "Oct 14, 2024"),
        )),
        (extract(pr24, "Laureates, motivation and prize amount"), """# Press release

**14 October 2024**

The Royal Swedish Academy of Sciences has decided to award the Sveriges Riksbank Prize in Economic Sciences in Memory of Alfred Nobel 2024 to

**Daron Acemoglu**
Massachusetts Institute of Technology, Cambridge, USA

**Simon Johnson**
Massachusetts Institute of Technology, Cambridge, USA

**James A. Robinson**
University of Chicago, IL, USA

*"for studies of how institutions are formed and affect prosperity"*

## They have helped us understand differences in prosperity between nations

This year's laureates have demonstrated the importance of societal institutions for a country's prosperity. Societies with a poor rule of law and institutions that exploit the population do not generate growth or change for the better. The laureates' research helps us understand why.

When Europeans colonised large parts of the globe, the institutions in those societies changed. This was sometimes dramatic, but did not occur in the same way everywhere. In some places the aim was to exploit the indigenous population and extract resources for the colonisers' benefit. In others, the colonisers formed inclusive political and economic systems for the long-term benefit of European migrants.

"Reducing the vast differences in income between countries is one of our time's greatest challenges. The laureates have demonstrated the importance of societal institutions for achieving this," says Jakob Svensson, Chair of the Committee for the Prize in Economic Sciences.

## Illustrations

The illustrations are free to use for non-commercial purposes. Attribute "© Johan Jarnestad/The Royal Swedish Academy of Sciences".

| Laureate | Born | Affiliation at the time of the award |
| --- | --- | --- |
| Daron Acemoglu | 1967, Istanbul, Türkiye | MIT, Cambridge, USA |
| Simon Johnson | 1963, Sheffield, UK | MIT, Cambridge, USA |
| James A. Robinson | 1960 | University of Chicago, IL, USA |

**Prize amount:** 11 million Swedish kronor, to be shared equally between the laureates.

**Further information:** www.kva.se and www.nobelprize.org
**Press contact:** Eva Nevelius, Press Secretary, +46 70 878 67 63, eva.nevelius@kva.se"""),
        (mem_add({"econ_2024": e24, "econ_2023": "Claudia Goldin (draft from memory - verify motivation)"}), added("econ_2024", "econ_2023")),
        (q("Sveriges Riksbank Prize economic sciences laureates 2020 2021 2022 2023 list"), S(
            R(allp, "All prizes in economic sciences - NobelPrize.org", "The Sveriges Riksbank Prize in Economic Sciences in Memory of Alfred Nobel has been awarded 56 times to 96 laureates between 1969 and 2024."),
            R("https://en.wikipedia.org/wiki/List_of_Nobel_Memorial_Prize_laureates_in_Economic_Sciences", "List of Nobel Memorial Prize laureates in Economic Sciences - Wikipedia", "As of 2024, the prize has been awarded to 96 individuals ... Claudia Goldin (2023) ..."),
            R("https://www.nobelprize.org/prizes/economic-sciences/2023/summary/", "The Prize in Economic Sciences 2023 - NobelPrize.org", "Claudia Goldin. Prize motivation: \"for having advanced our understanding of women's labour market outcomes\"."),
            R("https://www.nobelprize.org/prizes/economic-sciences/2022/summary/", "The Prize in Economic Sciences 2022 - NobelPrize.org", "Ben S. Bernanke, Douglas W. Diamond, Philip H. Dybvig \"for research on banks and financial crises\"."),
            R("https://www.nobelprize.org/prizes/economic-sciences/2021/summary/", "The Prize in Economic Sciences 2021 - NobelPrize.org", "David Card; Joshua D. Angrist and Guido W. Imbens."),
            R("https://www.britannica.com/topic/Nobel-Prize-winners-in-economics-by-year-1856939", "Nobel Prize in Economics winners by year | Britannica", "A chronological list of winners of the Nobel Prize for Economics ..."),
            R("https://www.aeaweb.org/about-aea/honors-awards/nobel", "Nobel Laureates - American Economic Association", "AEA members who have received the Nobel Memorial Prize ..."),
            R("https://www.statista.com/statistics/1256456/nobel-economics-laureates-by-country/", "Nobel economics laureates by country 1969-2024 | Statista", "The United States accounts for the majority of laureates ...", "Oct 2024"),
        )),
        (extract(allp, "Laureates and motivations for 2020 to 2024"), """# All prizes in economic sciences

The Sveriges Riksbank Prize in Economic Sciences in Memory of Alfred Nobel has been awarded 56 times to 96 laureates between 1969 and 2024. Only three women have been awarded the prize.

## The Prize in Economic Sciences 2024

Daron Acemoglu, Simon Johnson and James A. Robinson
*"for studies of how institutions are formed and affect prosperity"*

## The Prize in Economic Sciences 2023

Claudia Goldin
*"for having advanced our understanding of women's labour market outcomes"*

## The Prize in Economic Sciences 2022

Ben S. Bernanke, Douglas W. Diamond and Philip H. Dybvig
*"for research on banks and financial crises"*

## The Prize in Economic Sciences 2021

David Card
*"for his empirical contributions to labour economics"*

Joshua D. Angrist and Guido W. Imbens
*"for their methodological contributions to the analysis of causal relationships"*

## The Prize in Economic Sciences 2020

Paul R. Milgrom and Robert B. Wilson
*"for improvements to auction theory and inventions of new auction formats"*

## The Prize in Economic Sciences 2019

Abhijit Banerjee, Esther Duflo and Michael Kremer
*"for their experimental approach to alleviating global poverty"*

## The Prize in Economic Sciences 2018

William D. Nordhaus
*"for integrating climate change into long-run macroeconomic analysis"*

Paul M. Romer
*"for integrating technological innovations into long-run macroeconomic analysis"*

[Show more](https://www.nobelprize.org/prizes/lists/all-prizes-in-economic-sciences/?page=2)"""),
        (mem_remove("econ_2023"), removed("econ_2023")),
        (mem_add({"econ_2023_final": e23, "econ_2022": e22, "econ_2021": e21}), added("econ_2023_final", "econ_2022", "econ_2021")),
        (mem_all(), dump({"econ_2024": e24, "econ_2023": "Claudia Goldin (draft from memory - verify motivation)",
                          "econ_2023_final": e23, "econ_2022": e22, "econ_2021": e21})),
        (extract(gold, "Birth, affiliation and prize share of Claudia Goldin"), """# Claudia Goldin - Facts - 2023

**Claudia Goldin**
The Sveriges Riksbank Prize in Economic Sciences in Memory of Alfred Nobel 2023

**Born:** 1946, New York, NY, USA

**Affiliation at the time of the award:** Harvard University, Cambridge, MA, USA

**Prize motivation:** "for having advanced our understanding of women's labour market outcomes"

**Prize share:** 1/1

## Work

Women are vastly underrepresented in the global labour market and, when they work, they earn less than men. Claudia Goldin has trawled the archives and collected over 200 years of data from the US, allowing her to demonstrate how and why gender differences in earnings and employment rates have changed over time. She showed that female participation in the labour market did not have an upward trend over this entire period, but instead forms a U-shaped curve.

## Facts

- Goldin is the third woman to receive the prize, after Elinor Ostrom (2009) and Esther Duflo (2019), and the first to receive it alone.
- She is the Henry Lee Professor of Economics at Harvard University.

To cite this section: MLA style: Claudia Goldin - Facts - 2023. NobelPrize.org. Nobel Prize Outreach 2025."""),
        (mem_update({"econ_2023_final": e23 + "; sole laureate (1/1), b. 1946, Harvard; 3rd woman to win"}), updated("econ_2023_final")),
    ]
    return dict(tid="h45-search-10", system=system("Who won the economics Nobel (Sveriges Riksbank Prize) in each year from 2021 to 2024, and for what?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2025-01-09.",
                bad=True, turn=8, kind="deleted memory key econ_2023 present again in retrieve_all")


# Giro d'Italia 2024 stages and GC (search, extractor, memory): clean
def t11() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/2024_Giro_d%27Italia"
    pcs = "https://www.procyclingstats.com/race/giro-d-italia/2024/gc"
    s16 = "https://www.cyclingnews.com/races/giro-d-italia-2024/stage-16/results/"
    stages = [
        ("1", "4 May", "Venaria Reale to Turin", "140 km", "Hilly stage", "Jhonatan Narváez (ECU)"),
        ("2", "5 May", "San Francesco al Campo to Santuario di Oropa", "161 km", "Mountain stage", "Tadej Pogačar (SLO)"),
        ("3", "6 May", "Novara to Fossano", "166 km", "Flat stage", "Tim Merlier (BEL)"),
        ("4", "7 May", "Acqui Terme to Andora", "190 km", "Flat stage", "Jonathan Milan (ITA)"),
        ("5", "8 May", "Genoa to Lucca", "178 km", "Hilly stage", "Benjamin Thomas (FRA)"),
        ("6", "9 May", "Viareggio to Rapolano Terme", "180 km", "Hilly stage", "Pelayo Sánchez (ESP)"),
        ("7", "10 May", "Foligno to Perugia", "40.6 km", "Individual time trial", "Tadej Pogačar (SLO)"),
        ("8", "11 May", "Spoleto to Prati di Tivo", "152 km", "Mountain stage", "Tadej Pogačar (SLO)"),
        ("9", "12 May", "Avezzano to Naples", "214 km", "Flat stage", "Olav Kooij (NED)"),
        ("", "13 May", "Rest day", "", "", ""),
        ("10", "14 May", "Pompei to Cusano Mutri", "142 km", "Mountain stage", "Valentin Paret-Peintre (FRA)"),
        ("11", "15 May", "Foiano di Val Fortore to Francavilla al Mare", "207 km", "Flat stage", "Jonathan Milan (ITA)"),
        ("12", "16 May", "Martinsicuro to Fano", "193 km", "Hilly stage", "Julian Alaphilippe (FRA)"),
        ("13", "17 May", "Riccione to Cento", "179 km", "Flat stage", "Jonathan Milan (ITA)"),
        ("14", "18 May", "Castiglione delle Stiviere to Desenzano del Garda", "31.2 km", "Individual time trial", "Filippo Ganna (ITA)"),
        ("15", "19 May", "Manerba del Garda to Livigno (Mottolino)", "222 km", "Mountain stage", "Tadej Pogačar (SLO)"),
        ("", "20 May", "Rest day", "", "", ""),
        ("16", "21 May", "Livigno to Santa Cristina Val Gardena (Monte Pana)", "206 km", "Mountain stage", "Tadej Pogačar (SLO)"),
        ("17", "22 May", "Selva di Val Gardena to Passo Brocon", "159 km", "Mountain stage", "Georg Steinhauser (GER)"),
        ("18", "23 May", "Fiera di Primiero to Padua", "166 km", "Flat stage", "Tim Merlier (BEL)"),
        ("19", "24 May", "Mortegliano to Sappada", "157 km", "Hilly stage", "Andrea Vendrame (ITA)"),
        ("20", "25 May", "Alpago to Bassano del Grappa", "184 km", "Mountain stage", "Tadej Pogačar (SLO)"),
        ("21", "26 May", "Rome to Rome", "125 km", "Flat stage", "Tim Merlier (BEL)"),
    ]
    srows = "\n".join(f"| {a} | {b} | {c} | {d} | {e} | {f} |" for a, b, c, d, e, f in stages)
    wins = "Stages 2 (Oropa), 7 (ITT Perugia), 8 (Prati di Tivo), 15 (Livigno), 16 (Monte Pana), 20 (Monte Grappa/Bassano) = 6 wins"
    gc = "1 Pogačar; 2 Daniel Martínez +9'56\"; 3 Geraint Thomas +10'24\""
    turns = [
        (q("Giro d'Italia 2024 stage winners list Pogačar stage wins"), S(
            R(wiki, "2024 Giro d'Italia - Wikipedia", "The 2024 Giro d'Italia was the 107th edition ... Tadej Pogačar won the general classification by 9 minutes 56 seconds, also winning six stages, the mountains classification ..."),
            R("https://www.procyclingstats.com/race/giro-d-italia/2024", "Giro d'Italia 2024 | Stage winners | ProCyclingStats", "Stage 1: Narváez · Stage 2: Pogačar · Stage 3: Merlier · Stage 4: Milan · ... · Stage 21: Merlier"),
            R("https://www.giroditalia.it/en/", "Giro d'Italia 2024 - Official website", "The 107th Giro d'Italia, from Venaria Reale to Rome, 4-26 May 2024."),
            R("https://www.cyclingnews.com/races/giro-d-italia-2024/", "Giro d'Italia 2024: results, reports and news | Cyclingnews", "Full coverage of the 2024 Giro d'Italia, won by Tadej Pogačar.", "May 26, 2024"),
            R("https://www.velonews.com/news/road/tadej-pogacar-six-stage-wins-giro-ditalia-2024/", "Pogačar's six stage wins: a breakdown | Velo", "From Oropa to Monte Grappa, the Slovenian won six stages, the most at a Giro since ...", "May 26, 2024"),
            R("https://www.bbc.com/sport/cycling/articles/c0vv3n2p2ddo", "Giro d'Italia 2024: Tadej Pogacar wins by almost 10 minutes - BBC Sport", "Pogacar's winning margin of nine minutes 56 seconds is the largest at the Giro since 1965.", "May 26, 2024"),
            R("https://www.reddit.com/r/peloton/comments/1d11qan/", "Giro d'Italia 2024 stage 21 discussion thread : r/peloton", "Merlier takes his third stage, Pogacar seals the maglia rosa ...", "May 26, 2024"),
            R("https://www.uae-team-emirates.com/news/pogacar-wins-giro-2024", "Tadej Pogačar wins the Giro d'Italia | UAE Team Emirates", "Six stage wins and the maglia rosa from stage 2 to Rome ...", "May 26, 2024"),
            R("https://www.cyclingweekly.com/racing/giro-ditalia-2024-stage-winners", "Giro d'Italia 2024 stage winners: every result | Cycling Weekly", "Jonathan Milan took three sprint wins and the points jersey ...", "May 27, 2024"),
            R("https://www.statista.com/statistics/1470310/giro-d-italia-2024-stage-winners/", "Giro d'Italia 2024 stage winners by nationality | Statista", "Italy had five stage wins, three of them by Jonathan Milan ...", "Jun 2024"),
        )),
        (extract(wiki, "Stage list with dates, routes, distances and winners"), f"""# 2024 Giro d'Italia

From Wikipedia, the free encyclopedia

The **2024 Giro d'Italia** was the 107th edition of the Giro d'Italia, one of cycling's three Grand Tours. The race started in Venaria Reale on 4 May and finished in Rome on 26 May 2024.

Tadej Pogačar (UAE Team Emirates) won the general classification, taking the maglia rosa after stage 2 and holding it to the finish. He won six stages, and his winning margin of 9 minutes 56 seconds over Daniel Martínez was the largest at the Giro since 1965. Geraint Thomas finished third. Pogačar also won the mountains classification; Jonathan Milan won the points classification and Antonio Tiberi the young rider classification.

## Route and stages

| Stage | Date | Course | Distance | Type | Winner |
| --- | --- | --- | --- | --- | --- |
{srows}

Distances are those of the route as announced; stage 16 was shortened on the day because of snow on the Umbrail Pass (see Stage 16).

## Classification leadership

| Classification | Final winner |
| --- | --- |
| General (maglia rosa) | Tadej Pogačar |
| Points (maglia ciclamino) | Jonathan Milan |
| Mountains (maglia azzurra) | Tadej Pogačar |
| Young rider (maglia bianca) | Antonio Tiberi |
| Team | Bahrain Victorious |"""),
        (mem_add({"pog_wins_tmp": "2, 7, 8, 15, 16, 20"}), added("pog_wins_tmp")),
        (q("Giro d'Italia 2024 final general classification time gaps Martínez Thomas O'Connor Tiberi"), S(
            R(pcs, "Giro d'Italia 2024 General classification | ProCyclingStats", "1. Pogačar Tadej 79:14:14 · 2. Martínez Daniel Felipe +9:56 · 3. Thomas Geraint +10:24 · 4. O'Connor Ben +12:07 · 5. Tiberi Antonio +12:49"),
            R("https://www.cyclingnews.com/races/giro-d-italia-2024/stage-21/results/", "Giro d'Italia 2024 stage 21: Merlier wins in Rome | Cyclingnews", "Final general classification: Pogačar wins by 9:56 ...", "May 26, 2024"),
            R(wiki, "2024 Giro d'Italia - Wikipedia", "Final general classification (1–10) ..."),
            R("https://www.giroditalia.it/en/classifiche/", "Classifications - Giro d'Italia", "General classification, points, mountains, young riders, teams."),
            R("https://www.velonews.com/news/road/giro-ditalia-2024-final-gc/", "Giro d'Italia 2024: final GC and jersey winners | Velo", "Martínez held second by 28 seconds over Geraint Thomas ...", "May 26, 2024"),
            R("https://www.rouleur.cc/blogs/the-rouleur-journal/giro-2024-gc-analysis", "How the 2024 Giro GC was won | Rouleur", "Behind Pogačar, the race for the podium ...", "May 27, 2024"),
            R("https://www.reddit.com/r/peloton/comments/1d12kfd/", "Final GC Giro 2024 : r/peloton", "Tiberi 5th and white jersey at 22 ...", "May 26, 2024"),
        )),
        (extract(pcs, "Final GC top 10 with times and gaps"), """# Giro d'Italia 2024 · General classification

ProCyclingStats · Stage 21 (final) · Roma › Roma · 26 May 2024

| Rnk | Rider | Team | Age | Time | Gap |
| --- | --- | --- | --- | --- | --- |
| 1 | POGAČAR Tadej | UAE Team Emirates | 25 | 79:14:14 | - |
| 2 | MARTÍNEZ Daniel Felipe | BORA - hansgrohe | 28 | 79:24:10 | +9:56 |
| 3 | THOMAS Geraint | INEOS Grenadiers | 38 | 79:24:38 | +10:24 |
| 4 | O'CONNOR Ben | Decathlon AG2R La Mondiale Team | 28 | 79:26:21 | +12:07 |
| 5 | TIBERI Antonio | Bahrain - Victorious | 22 | 79:27:03 | +12:49 |
| 6 | ARENSMAN Thymen | INEOS Grenadiers | 24 | 79:28:15 | +14:01 |
| 7 | DE PLUS Laurens | INEOS Grenadiers | 28 | 79:30:02 | +15:48 |
| 8 | STORER Michael | Tudor Pro Cycling Team | 27 | 79:31:34 | +17:20 |
| 9 | RUBIO Einer | Movistar Team | 26 | 79:33:27 | +19:13 |
| 10 | ZANA Filippo | Team Jayco AlUla | 25 | 79:35:44 | +21:30 |

Showing 1-10 of 129 finishers · [Next page](https://www.procyclingstats.com/race/giro-d-italia/2024/gc?page=2)

## Other classifications

- Points: MILAN Jonathan (Lidl - Trek)
- KOM: POGAČAR Tadej (UAE Team Emirates)
- Youth: TIBERI Antonio (Bahrain - Victorious)
- Teams: Bahrain - Victorious"""),
        (mem_remove("pog_wins_tmp"), removed("pog_wins_tmp")),
        (mem_add({"pogacar_stage_wins": wins, "giro24_gc": gc}), added("pogacar_stage_wins", "giro24_gc")),
        (extract(s16, "Why stage 16 was shortened, its final distance and winner"), """# Giro d'Italia stage 16: Pogačar wins shortened stage to Monte Pana

*Cyclingnews · Tuesday 21 May 2024 · By Stephen Farrand*

Tadej Pogačar (UAE Team Emirates) won stage 16 of the Giro d'Italia at Monte Pana, attacking 2.5 km from the summit finish to take his fifth stage win of the race. The stage was shortened from 206 km to 118.7 km after snow and cold on the Umbrail Pass, with the start moved to Lasa after a neutralised transfer.

## Results

| Pos | Rider | Team | Time |
| --- | --- | --- | --- |
| 1 | Tadej Pogačar (Slo) | UAE Team Emirates | 2:59:32 |
| 2 | Giulio Pellizzari (Ita) | VF Group-Bardiani CSF-Faizanè | 0:00:16 |
| 3 | Daniel Felipe Martínez (Col) | BORA-hansgrohe | 0:00:27 |
| 4 | Geraint Thomas (GBr) | INEOS Grenadiers | 0:00:27 |
| 5 | Antonio Tiberi (Ita) | Bahrain Victorious | 0:00:30 |

After the finish Pogačar gave his pink glasses and jersey to the young Italian Pellizzari, who had been caught just before the line.

## Why the stage was shortened

Riders' union CPA and the teams asked organiser RCS Sport to remove the Umbrail Pass (2,501 m) because of freezing rain and snow forecast at the summit. After a meeting on the start line in Livigno, the riders were transferred by bus and the race started in Lasa at kilometre 87."""),
        (mem_all(), dump({"pogacar_stage_wins": wins, "giro24_gc": gc})),
    ]
    return dict(tid="h45-search-11", system=system("Which stages did Tadej Pogačar win at the 2024 Giro d'Italia, and what were the final GC gaps to second and third?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2024-06-10.")


# Metro ridership, New York vs London (search, extractor, memory): bad
def t12() -> dict[str, Any]:
    mta = "https://new.mta.info/agency/new-york-city-transit/subway-bus-ridership-2023"
    tfl = "https://en.wikipedia.org/wiki/London_Underground"
    nyc = "1,151,361,174 subway rides in 2023 (+13.6% vs 2022; 68% of 2019); avg weekday 3,595,437"
    ldn = "1.181bn passenger journeys in FY2023/24 (Apr 2023-Mar 2024)"
    turns = [
        (q("New York City subway annual ridership 2023 billion MTA"), S(
            R(mta, "Annual Subway and Bus Ridership 2023 | MTA", "In 2023, subway ridership totaled 1,151,361,174, up 13.6% from 2022. Average weekday subway ridership was 3,595,437 ..."),
            R("https://www.nytimes.com/2024/01/09/nyregion/nyc-subway-ridership-2023.html", "Subway Ridership Rebounds, but Remains Below Pre-Pandemic Levels - The New York Times", "More than 1.1 billion rides were taken on the subway in 2023, about two-thirds of the 2019 total ...", "Jan 9, 2024"),
            R("https://en.wikipedia.org/wiki/New_York_City_Subway", "New York City Subway - Wikipedia", "Annual ridership: 1,151,361,174 (2023). The system has 472 stations in operation, the most of any rapid transit system in the world."),
            R("https://data.ny.gov/Transportation/MTA-Daily-Ridership-Data-Beginning-2020/vxuj-8kew", "MTA Daily Ridership Data: Beginning 2020 | State of New York", "Daily estimated ridership for subways, buses, LIRR, Metro-North ...", "N/A"),
            R("https://www.amny.com/transit/mta-subway-ridership-2023-annual/", "MTA: subway ridership hit 1.15 billion in 2023 | amNY", "The subway carried more than 1.15 billion riders last year, the MTA said ...", "Jan 10, 2024"),
            R("https://www.statista.com/statistics/1187219/nyc-subway-ridership/", "New York City subway annual ridership 2010-2023 | Statista", "In 2023, around 1.15 billion people rode the New York City subway.", "Feb 2024"),
            R("https://www.apta.com/research-technical-resources/transit-statistics/ridership-report/", "Ridership Report | APTA", "Quarterly transit ridership by mode and agency ...", "N/A"),
            R("https://www.reddit.com/r/nyc/comments/192b1c4/", "NYC subway had 1.15B rides in 2023, busiest station still Times Sq : r/nyc", "Times Sq-42 St had 45.8 million entries ...", "Jan 10, 2024"),
        )),
        (extract(mta, "Annual 2023 subway ridership, change from 2022 and average weekday"), """# Annual Subway and Bus Ridership 2023

*Metropolitan Transportation Authority · New York City Transit*

Subway ridership continued its recovery in 2023. Total subway ridership was **1,151,361,174**, an increase of 13.6% compared to 2022 and 68% of 2019 ridership.

## Subway ridership, 2018-2023

| Year | Annual total | Average weekday | Average Saturday | Average Sunday |
| --- | --- | --- | --- | --- |
| 2018 | 1,680,060,402 | 5,437,041 | 3,130,284 | 2,523,227 |
| 2019 | 1,697,787,002 | 5,493,566 | 3,208,324 | 2,580,510 |
| 2020 | 639,541,029 | 2,041,225 | 1,277,010 | 1,013,302 |
| 2021 | 759,976,721 | 2,423,154 | 1,525,413 | 1,199,847 |
| 2022 | 1,013,425,465 | 3,175,322 | 2,148,712 | 1,712,519 |
| 2023 | 1,151,361,174 | 3,595,437 | 2,431,095 | 1,935,201 |

## Top 10 stations by annual entries, 2023

| Rank | Station / Complex | Lines | 2023 |
| --- | --- | --- | --- |
| 1 | Times Sq-42 St / 42 St-Port Authority | 1 2 3 7 A C E N Q R S W | 45,807,322 |
| 2 | Grand Central-42 St | 4 5 6 7 S | 29,012,456 |
| 3 | 34 St-Herald Sq | B D F M N Q R W | 27,661,004 |
| 4 | 14 St-Union Sq | 4 5 6 L N Q R W | 23,113,207 |
| 5 | Fulton St | 2 3 4 5 A C J Z | 18,532,778 |
| 6 | 34 St-Penn Station | 1 2 3 | 17,890,115 |
| 7 | 34 St-Penn Station | A C E | 15,044,317 |
| 8 | 59 St-Columbus Circle | 1 A B C D | 14,298,651 |
| 9 | Flushing-Main St | 7 | 13,114,980 |
| 10 | 74-Broadway / Jackson Hts-Roosevelt Av | 7 E F M R | 12,873,409 |

Ridership is counted as entries via turnstiles/OMNY, including transfers between subway lines at out-of-system transfer points."""),
        (mem_add({"nyc_subway": nyc}), added("nyc_subway")),
        (q("London Underground passenger journeys 2023/24 annual TfL billion"), S(
            R(tfl, "London Underground - Wikipedia", "The Underground serves 272 stations ... Annual ridership 1.181 billion (2023/24)."),
            R("https://tfl.gov.uk/corporate/publications-and-reports/travel-in-london-reports", "Travel in London reports - Transport for London", "Travel in London 2024: Underground journeys rose to 1.18 billion in 2023/24 ...", "Dec 2024"),
            R("https://tfl.gov.uk/corporate/publications-and-reports/annual-report", "Annual Report and Statement of Accounts 2023/24 | TfL", "Passenger journeys: Underground 1,181m; buses 1,829m; Elizabeth line 209m ...", "Jul 2024"),
            R("https://www.standard.co.uk/news/transport/tube-ridership-2023-24-pre-pandemic-b1165423.html", "Tube ridership back to 88% of pre-Covid levels | Evening Standard", "Passenger numbers on the Tube reached 1.18bn in the year to March ...", "Jul 24, 2024"),
            R("https://www.statista.com/statistics/275979/london-underground-passenger-journeys/", "London Underground passenger journeys 2010/11-2023/24 | Statista", "There were approximately 1.18 billion passenger journeys on the London Underground in 2023/24.", "Aug 2024"),
            R("https://www.london.gov.uk/who-we-are/city-halls-partners/transport-london/tfl-ridership-data", "TfL ridership data | London City Hall", "Underground and bus journeys by financial year ...", "N/A"),
            R("https://www.reddit.com/r/london/comments/1eb1l8s/", "Tube had 1.18bn journeys last year, still ~12% below 2019/20 : r/london", "Fridays are the slowest recovery day ...", "Jul 24, 2024"),
        )),
        (extract(tfl, "Annual ridership figure and financial-year basis"), """# London Underground

From Wikipedia, the free encyclopedia

The **London Underground** (also known simply as the **Underground** or as the **Tube**) is a rapid transit system serving Greater London and some parts of the adjacent home counties of Buckinghamshire, Essex and Hertfordshire in England.

| | |
| --- | --- |
| Owner | London Underground Limited |
| Area served | Greater London, Chiltern, Epping Forest, Three Rivers, Watford, Broxbourne |
| Transit type | Rapid transit |
| Number of lines | 11 |
| Number of stations | 272 served (270 owned) |
| Annual ridership | 1.181 billion (2023/24) |
| Began operation | 10 January 1863 |
| System length | 402 km (250 mi) |
| Track gauge | 1,435 mm standard gauge |

## Ridership

TfL reports passenger journeys by financial year (April to March). Journeys fell to 296 million in 2020/21 during the COVID-19 pandemic and have since recovered.

| Year | Passenger journeys (millions) |
| --- | --- |
| 2018/19 | 1,384 |
| 2019/20 | 1,337 |
| 2020/21 | 296 |
| 2021/22 | 748 |
| 2022/23 | 1,064 |
| 2023/24 | 1,181 |

The busiest station in 2023 was King's Cross St Pancras, followed by Waterloo and Oxford Circus.

## Lines

Bakerloo, Central, Circle, District, Hammersmith & City, Jubilee, Metropolitan, Northern, Piccadilly, Victoria, Waterloo & City."""),
        (mem_add({"london_tube": ldn}), added("london_tube")),
        (mem_remove("london_tube"), removed("london_tube")),
        (mem_add({"london_underground_fy2023_24": ldn}), added("london_underground_fy2023_24")),
        (mem_all(), dump({"nyc_subway": nyc, "london_tube": ldn})),
        (q("New York subway vs London Underground ridership comparison 2023 busiest metro systems"), S(
            R("https://en.wikipedia.org/wiki/List_of_metro_systems", "List of metro systems - Wikipedia", "Annual ridership: Shanghai Metro 3.66 billion (2023), Beijing Subway 3.45 billion (2023), Guangzhou Metro 3.16 billion ..."),
            R("https://www.uitp.org/publications/metro-world-figures-2024/", "World Metro Figures 2024 | UITP", "Metro systems carried 58 billion passengers worldwide in 2023 ...", "Jun 2024"),
            R("https://www.citymetric.com/transport/busiest-metro-systems-2023", "The world's busiest metro systems, ranked | CityMetric", "New York and London trail Asian systems by a wide margin ...", "Mar 2024"),
            R("https://www.statista.com/statistics/221415/metro-systems-by-annual-passengers/", "Largest metro systems worldwide by annual ridership 2023 | Statista", "Tokyo, Shanghai, Beijing and Moscow lead ...", "May 2024"),
            R("https://www.reddit.com/r/transit/comments/18x9q0k/", "NYC Subway vs London Tube ridership post-pandemic recovery : r/transit", "London recovered faster in percentage terms ...", "Jan 3, 2024"),
            R("https://www.bloomberg.com/news/articles/2024-03-14/remote-work-ridership-nyc-london", "Remote Work Keeps Subway Ridership Below 2019 in NYC, London | Bloomberg", "Weekday peaks remain well below pre-pandemic levels ...", "Mar 14, 2024"),
        )),
        (mem_add({"comparison": "NYC subway 1.151bn (CY2023) vs London Underground 1.181bn (FY2023/24); different year bases"}), added("comparison")),
    ]
    return dict(tid="h45-search-12", system=system("How did annual ridership on the New York City Subway in 2023 compare with the London Underground?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2024-11-18.",
                bad=True, turn=9, kind="renamed memory key (london_tube -> london_underground_fy2023_24) listed under its old name")


# Cricket World Cup 2023 final scorecard (search, extractor, memory): bad
def t13() -> dict[str, Any]:
    sc = "https://www.espncricinfo.com/series/icc-cricket-world-cup-2023-24-1367856/india-vs-australia-final-1384439/full-scorecard"
    icc = "https://www.icc-cricket.com/news/head-hundred-seals-sixth-world-cup-title-for-australia"
    wiki = "https://en.wikipedia.org/wiki/2023_Cricket_World_Cup_final"
    res = "AUS 241/4 (43 ov) beat IND 240 (50 ov) by 6 wickets, 42 balls left; 19 Nov 2023, Ahmedabad; toss: AUS, chose to field"
    head = "Travis Head 137 (120b, 15x4, 4x6); Labuschagne 58* (110b); 4th-wkt stand 192"
    turns = [
        (q("Cricket World Cup 2023 final scorecard India vs Australia Ahmedabad"), S(
            R(sc, "IND vs AUS Cricket Scorecard, Final at Ahmedabad, November 19, 2023 - ESPNcricinfo", "Australia won by 6 wickets (with 42 balls remaining). India 240 (50 ov); Australia 241/4 (43 ov). Player of the Match: Travis Head."),
            R(wiki, "2023 Cricket World Cup final - Wikipedia", "The final was played on 19 November 2023 at the Narendra Modi Stadium in Ahmedabad ... Australia won by six wickets to claim their sixth title."),
            R(icc, "Head hundred seals sixth World Cup title for Australia | ICC", "Travis Head's magnificent 137 guided Australia to a six-wicket win over India in the final ...", "Nov 19, 2023"),
            R("https://www.bbc.com/sport/cricket/67462167", "Cricket World Cup final: Australia beat India by six wickets - BBC Sport", "Travis Head hit 137 as Australia stunned a crowd of more than 90,000 ...", "Nov 19, 2023"),
            R("https://www.cricbuzz.com/live-cricket-scorecard/75649/ind-vs-aus-final-icc-cricket-world-cup-2023", "IND vs AUS Scorecard, Final, ICC Cricket World Cup 2023 | Cricbuzz", "Australia won by 6 wkts. India 240 (50), Australia 241/4 (43) ..."),
            R("https://www.theguardian.com/sport/2023/nov/19/india-v-australia-cricket-world-cup-final-live", "India v Australia: Cricket World Cup final - as it happened | The Guardian", "Australia are world champions for a sixth time ...", "Nov 19, 2023"),
            R("https://www.reddit.com/r/Cricket/comments/17z1w2h/", "Post Match Thread: ICC World Cup Final - India vs Australia : r/Cricket", "Cummins' decision to bowl first vindicated ...", "Nov 19, 2023"),
            R("https://www.ndtv.com/cricket/india-vs-australia-world-cup-final-2023-live-score-4589351", "India vs Australia World Cup Final Highlights | NDTV Sports", "Head and Labuschagne's 192-run stand ...", "Nov 19, 2023"),
            R("https://www.espn.com/cricket/story/_/id/38922301/australia-beat-india-world-cup-final", "Australia crush India's dreams to win sixth men's World Cup - ESPN", "Pat Cummins' side silenced Ahmedabad ...", "Nov 19, 2023"),
        )),
        (extract(sc, "Full scorecard including toss, batting and bowling"), """# Final, Ahmedabad, November 19, 2023, ICC Cricket World Cup

**India 240 · Australia 241/4 (43 ov, T:241)**

**Australia won by 6 wickets (with 42 balls remaining)**

Player Of The Match: **Travis Head**, AUS · Player Of The Series: **Virat Kohli**, IND

## India innings (50 ovs maximum)

| Batting | Dismissal | R | B | 4s | 6s | SR |
| --- | --- | --- | --- | --- | --- | --- |
| Rohit Sharma (c) | c Head b Maxwell | 47 | 31 | 4 | 3 | 151.61 |
| Shubman Gill | c Zampa b Starc | 4 | 7 | 0 | 0 | 57.14 |
| Virat Kohli | b Cummins | 54 | 63 | 4 | 0 | 85.71 |
| Shreyas Iyer | c †Inglis b Cummins | 4 | 3 | 1 | 0 | 133.33 |
| KL Rahul † | c †Inglis b Starc | 66 | 107 | 1 | 0 | 61.68 |
| Ravindra Jadeja | c †Inglis b Hazlewood | 9 | 22 | 0 | 0 | 40.90 |
| Suryakumar Yadav | c †Inglis b Hazlewood | 18 | 28 | 1 | 0 | 64.28 |
| Mohammed Shami | c †Inglis b Starc | 6 | 10 | 1 | 0 | 60.00 |
| Jasprit Bumrah | lbw b Zampa | 1 | 3 | 0 | 0 | 33.33 |
| Kuldeep Yadav | run out (Labuschagne/Cummins) | 10 | 18 | 0 | 0 | 55.55 |
| Mohammed Siraj | not out | 9 | 8 | 1 | 0 | 112.50 |
| **Extras** | (lb 3, w 9) | 12 | | | | |
| **TOTAL** | **50 Ov (RR: 4.80)** | **240** | | | | |

**Fall of wickets:** 1-30 (Gill, 4.2 ov), 2-76 (Rohit, 9.4 ov), 3-81 (Iyer, 10.2 ov), 4-148 (Kohli, 28.3 ov), 5-178 (Jadeja, 35.5 ov), 6-203 (Rahul, 41.3 ov), 7-211 (Shami, 43.4 ov), 8-214 (Bumrah, 44.5 ov), 9-226 (Suryakumar, 47.3 ov), 10-240 (Kuldeep, 49.6 ov)

| Bowling | O | M | R | W | ECON |
| --- | --- | --- | --- | --- | --- |
| Mitchell Starc | 10 | 0 | 55 | 3 | 5.50 |
| Josh Hazlewood | 10 | 0 | 60 | 2 | 6.00 |
| Glenn Maxwell | 6 | 0 | 35 | 1 | 5.83 |
| Pat Cummins | 10 | 0 | 34 | 2 | 3.40 |
| Adam Zampa | 10 | 0 | 44 | 1 | 4.40 |
| Mitchell Marsh | 2 | 0 | 5 | 0 | 2.50 |
| Travis Head | 2 | 0 | 4 | 0 | 2.00 |

## Australia innings (target: 241 runs from 50 ovs)

| Batting | Dismissal | R | B | 4s | 6s | SR |
| --- | --- | --- | --- | --- | --- | --- |
| Travis Head | c Gill b Siraj | 137 | 120 | 15 | 4 | 114.16 |
| David Warner | c Kohli b Shami | 7 | 3 | 1 | 0 | 233.33 |
| Mitchell Marsh | c †Rahul b Bumrah | 15 | 15 | 1 | 1 | 100.00 |
| Steven Smith | lbw b Bumrah | 4 | 9 | 1 | 0 | 44.44 |
| Marnus Labuschagne | not out | 58 | 110 | 4 | 0 | 52.72 |
| Glenn Maxwell | not out | 2 | 1 | 0 | 0 | 200.00 |
| **Extras** | (b 5, lb 2, w 11) | 18 | | | | |
| **TOTAL** | **43 Ov (RR: 5.60)** | **241/4** | | | | |

**Fall of wickets:** 1-16 (Warner, 1.1 ov), 2-41 (Marsh, 4.3 ov), 3-47 (Smith, 6.6 ov), 4-239 (Head, 42.5 ov)

| Bowling | O | M | R | W | ECON |
| --- | --- | --- | --- | --- | --- |
| Jasprit Bumrah | 9 | 2 | 43 | 2 | 4.77 |
| Mohammed Shami | 7 | 1 | 47 | 1 | 6.71 |
| Ravindra Jadeja | 10 | 0 | 43 | 0 | 4.30 |
| Kuldeep Yadav | 10 | 0 | 56 | 0 | 5.60 |
| Mohammed Siraj | 7 | 0 | 45 | 1 | 6.42 |

## Match details

| | |
| --- | --- |
| Venue | Narendra Modi Stadium, Ahmedabad |
| Toss | Australia, elected to field first |
| Series | Australia won the 2023/24 ICC Cricket World Cup |
| Season | 2023/24 |
| Match days | 19 November 2023 - day/night (50-over match) |
| Umpires | Richard Illingworth, Richard Kettleborough |
| TV Umpire | Joel Wilson |
| Match Referee | Andy Pycroft |"""),
        (mem_add({"wc23_final": res, "wc23_head": head}), added("wc23_final", "wc23_head")),
        (q("Travis Head 137 World Cup final 2023 match report Labuschagne partnership"), S(
            R(icc, "Head hundred seals sixth World Cup title for Australia | ICC", "Travis Head's 137 off 120 balls and a 192-run stand with Marnus Labuschagne ...", "Nov 19, 2023"),
            R("https://www.espncricinfo.com/series/icc-cricket-world-cup-2023-24-1367856/india-vs-australia-final-1384439/match-report", "Head's hundred silences Ahmedabad as Australia win sixth World Cup | ESPNcricinfo", "Australia 241 for 4 (Head 137, Labuschagne 58*, Bumrah 2-43) beat India 240 (Rahul 66, Kohli 54, Starc 3-55) by six wickets", "Nov 19, 2023"),
            R("https://www.cricket.com.au/news/3824417/travis-head-century-world-cup-final-report", "Head's heroics deliver Australia a sixth World Cup | cricket.com.au", "From 47 for 3 in the seventh over, Head and Labuschagne took the game away ...", "Nov 19, 2023"),
            R("https://www.theguardian.com/sport/2023/nov/19/australia-india-cricket-world-cup-final-match-report", "Travis Head century helps Australia stun India to win Cricket World Cup | The Guardian", "A crowd of 92,453 fell silent ...", "Nov 19, 2023"),
            R("https://www.smh.com.au/sport/cricket/head-world-cup-final-2023-20231119-p5el2x.html", "How Travis Head won the World Cup | The Sydney Morning Herald", "Head, who missed the first five matches with a broken hand ...", "Nov 20, 2023"),
            R("https://www.reddit.com/r/Cricket/comments/17z2c9d/", "Travis Head becomes the 7th player to score a century in a World Cup final : r/Cricket", "Lloyd, Richards, Aravinda, Ponting, Gilchrist, Jayawardene, Head ...", "Nov 19, 2023"),
            R("https://www.hindustantimes.com/cricket/world-cup-final-2023-india-loss-analysis-101700412345678.html", "Where India lost the World Cup final | Hindustan Times", "A slow middle overs phase after Kohli's dismissal ...", "Nov 20, 2023"),
        )),
        (extract(icc, "Match summary and key performances"), """# Head hundred seals sixth World Cup title for Australia

*ICC · 19 November 2023 · Match report*

Travis Head scored a magnificent 137 as Australia defeated hosts India by six wickets in the ICC Men's Cricket World Cup 2023 Final at the Narendra Modi Stadium in Ahmedabad, claiming the trophy for a record sixth time.

Pat Cummins won the toss and chose to bowl, and his bowlers restricted India to 240 all out in 50 overs on a slow surface. Rohit Sharma raced to 47 off 31 balls before Head took a superb running catch off Glenn Maxwell. Virat Kohli (54) and KL Rahul (66) rebuilt, but Cummins bowled Kohli in the 29th over and Mitchell Starc finished with 3-55.

Australia slipped to 47 for 3 inside seven overs as Jasprit Bumrah and Mohammed Shami struck, but Head and Marnus Labuschagne added 192 for the fourth wicket. Head fell two runs short of the target, caught by Shubman Gill off Mohammed Siraj, and Glenn Maxwell hit the winning runs with 42 balls to spare.

## Key performances

| Player | Performance |
| --- | --- |
| Travis Head (AUS) | 137 (120 balls, 15 fours, 4 sixes) |
| Marnus Labuschagne (AUS) | 58* (110 balls) |
| KL Rahul (IND) | 66 (107 balls) |
| Virat Kohli (IND) | 54 (63 balls) |
| Mitchell Starc (AUS) | 3-55 |
| Jasprit Bumrah (IND) | 2-43 |

## Awards

- Player of the Match: Travis Head
- Player of the Tournament: Virat Kohli (765 runs, the most in a single men's World Cup)

Australia's sixth title follows wins in 1987, 1999, 2003, 2007 and 2015."""),
        (mem_add({"wc23_awards": "PoM Travis Head; Player of the Tournament Virat Kohli (765 runs, record)"}), added("wc23_awards")),
        (extract(wiki, "Toss, venue, attendance and result"), """# 2023 Cricket World Cup final

From Wikipedia, the free encyclopedia

| | |
| --- | --- |
| Event | 2023 Cricket World Cup |
| Date | 19 November 2023 |
| Venue | Narendra Modi Stadium, Ahmedabad |
| Player of the match | Travis Head (Aus) |
| Umpires | Richard Illingworth (Eng) and Richard Kettleborough (Eng) |
| Attendance | 92,453 |

The **2023 Cricket World Cup final** was a One Day International cricket match played on 19 November 2023 at the Narendra Modi Stadium in Ahmedabad, India, to determine the winner of the 2023 Cricket World Cup. It was contested between the hosts India and Australia. Australia won by six wickets, winning their sixth Cricket World Cup title.

## Background

India were unbeaten in the tournament, having won all ten of their matches, including a semi-final against New Zealand. Australia lost their first two matches before winning nine in a row, including a semi-final against South Africa.

## Match

### India innings

India won the toss and elected to bat. Rohit Sharma scored 47 off 31 balls before being caught by Travis Head off Glenn Maxwell in the 10th over. Virat Kohli and KL Rahul put on 67 for the fourth wicket before Kohli was bowled by Pat Cummins for 54. Rahul made 66 off 107 balls. Mitchell Starc took three wickets and India were bowled out for 240 in the final over.

### Australia innings

Australia lost David Warner, Mitchell Marsh and Steve Smith inside the first seven overs to be 47/3. Travis Head and Marnus Labuschagne then put on 192 for the fourth wicket. Head was dismissed for 137 with two runs needed, and Glenn Maxwell hit the winning runs in the 43rd over.

## Aftermath

The attendance of 92,453 was the highest for an ODI match. Virat Kohli was named player of the tournament for his 765 runs."""),
        (mem_all(), dump({"wc23_final": res, "wc23_head": head, "wc23_awards": "PoM Travis Head; Player of the Tournament Virat Kohli (765 runs, record)"})),
    ]
    return dict(tid="h45-search-13", system=system("What was the scorecard summary of the 2023 Cricket World Cup final, and who won the toss?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2024-02-02.",
                bad=True, turn=7, kind="toss result flipped: scorecard and report said Australia won the toss and fielded; later page says India won it and batted")


# Battery gigafactory capacity, Northvolt Ett (search, extractor, memory): clean
def t14() -> dict[str, Any]:
    nv = "https://northvolt.com/production/ett/"
    rt = "https://www.reuters.com/business/autos-transportation/sweden-s-northvolt-files-bankruptcy-2025-03-12/"
    bm = "https://www.benchmarkminerals.com/gigafactory-assessment/europe-top-cell-plants-2025"
    planned = "60 GWh/yr planned at full expansion (Skellefteå); first cell Dec 2021"
    st_new = "Northvolt AB filed for bankruptcy in Sweden on 12 Mar 2025 (trustee Mikael Kubu); Ett kept operating during the process; ~16 GWh installed"
    turns = [
        (q("Northvolt Ett gigafactory capacity GWh Skellefteå"), S(
            R(nv, "Northvolt Ett | Northvolt", "Northvolt Ett in Skellefteå is Europe's first homegrown gigafactory for lithium-ion battery cells, with a planned annual capacity of 60 GWh."),
            R("https://en.wikipedia.org/wiki/Northvolt", "Northvolt - Wikipedia", "Northvolt AB was a Swedish battery developer and manufacturer ... Its main plant, Northvolt Ett in Skellefteå, began production in December 2021."),
            R("https://www.reuters.com/business/autos-transportation/northvolt-files-chapter-11-bankruptcy-2024-11-21/", "Sweden's Northvolt files for Chapter 11 bankruptcy in US | Reuters", "Northvolt filed for Chapter 11 bankruptcy protection in the United States on Thursday ... it will continue operating ...", "Nov 21, 2024"),
            R("https://www.ft.com/content/northvolt-ett-production-problems", "Northvolt's Skellefteå plant struggles to ramp up | Financial Times", "Yields at Ett remained far below target; the plant produced less than 1 GWh of cells in 2023 ...", "Jun 20, 2024"),
            R("https://www.electrive.com/2024/09/23/northvolt-scales-back-expansion-plans/", "Northvolt scales back Ett expansion plans | electrive.com", "Northvolt will pause the Ett expansion and focus on ramping up its existing 16 GWh capacity ...", "Sep 23, 2024"),
            R("https://www.energy-storage.news/northvolt-ett-first-cell-2021/", "Northvolt Ett produces first lithium-ion cell | Energy-Storage.news", "The first battery cell was assembled at Northvolt Ett on 28 December 2021.", "Dec 29, 2021"),
            R("https://www.bloomberg.com/news/articles/2024-11-21/northvolt-files-for-bankruptcy", "Northvolt Files for Bankruptcy in Blow to Europe's EV Ambitions | Bloomberg", "The company had $30 million of cash left, enough to fund operations for about a week ...", "Nov 21, 2024"),
            R("https://www.reddit.com/r/electricvehicles/comments/1gwo7r9/", "Northvolt files for Chapter 11 : r/electricvehicles", "Ett was supposed to hit 60 GWh ...", "Nov 21, 2024"),
        )),
        (extract(nv, "Planned and current production capacity of Northvolt Ett"), """# Northvolt Ett

**Skellefteå, Sweden**

Northvolt Ett is Europe's first homegrown gigafactory for lithium-ion battery cells. Located in Skellefteå in northern Sweden, the factory is powered by 100% renewable energy from the region's hydro and wind power.

## At a glance

| | |
| --- | --- |
| Location | Skellefteå, Västerbotten, Sweden |
| Planned annual capacity | 60 GWh (full expansion) |
| First cell assembled | December 2021 |
| First commercial delivery | May 2022 |
| Site area | 500,000 m2 |
| Energy source | 100% fossil-free electricity |
| Cell formats | Prismatic, cylindrical |

## Production

Northvolt Ett hosts active material preparation, cell assembly, formation and aging, and recycling (Revolt Ett) at one site. Expansion is carried out in stages ("blocks"); each block adds production lines for cathode, anode and cell assembly.

## Customers

Northvolt's order book includes automotive and industrial customers, among them Scania, BMW Group and Volkswagen Group.

*Page last updated: 14 March 2024.*"""),
        (mem_add({"ett_planned": planned, "ett_status": "operating; Northvolt in US Chapter 11 since 21 Nov 2024"}), added("ett_planned", "ett_status")),
        (q("Northvolt bankruptcy Sweden March 2025 Skellefteå production continues trustee"), S(
            R(rt, "Sweden's Northvolt files for bankruptcy | Reuters", "Northvolt said on Wednesday it had filed for bankruptcy in Sweden after failing to secure new financing ... operations at Northvolt Ett will continue for now under a trustee.", "Mar 12, 2025"),
            R("https://www.svt.se/nyheter/lokalt/vasterbotten/northvolt-i-konkurs", "Northvolt i konkurs - Skellefteåfabriken fortsätter | SVT Nyheter", "Konkursförvaltaren Mikael Kubu säger att produktionen i Skellefteå fortsätter ...", "Mar 12, 2025"),
            R("https://www.ft.com/content/northvolt-swedish-bankruptcy", "Northvolt files for bankruptcy in Sweden | Financial Times", "The collapse ends Europe's most ambitious battery venture ...", "Mar 12, 2025"),
            R("https://www.electrive.com/2025/03/12/northvolt-files-for-bankruptcy-in-sweden/", "Northvolt files for bankruptcy in Sweden | electrive.com", "The subsidiaries Northvolt Ett, Northvolt Labs and Northvolt Ett Expansion are included; the German and Polish units are not ...", "Mar 12, 2025"),
            R("https://www.bbc.com/news/articles/c3w5k1pj7y2o", "Northvolt: Swedish battery maker files for bankruptcy - BBC News", "The firm, once valued at $12bn, employed about 5,000 people ...", "Mar 12, 2025"),
            R("https://www.reddit.com/r/europe/comments/1j9k2xu/", "Northvolt declares bankruptcy in Sweden : r/europe", "Ett keeps running for now while the trustee looks for buyers ...", "8 days ago"),
            R("https://www.dagensindustri.se/naringsliv/northvolt-konkurs-kubu/", "Kubu: Vi letar köpare till Northvolt Ett | Dagens industri", "Förvaltaren vill sälja verksamheten som en helhet ...", "2 days ago"),
        )),
        (extract(rt, "Bankruptcy date, trustee, and the status of Northvolt Ett"), """# Sweden's Northvolt files for bankruptcy

*By Marie Mannes and Stine Jacobsen · March 12, 2025 · Reuters*

STOCKHOLM, March 12 (Reuters) - Swedish electric vehicle battery maker Northvolt said on Wednesday it had filed for bankruptcy in Sweden after failing to secure the financing needed to continue operations, marking the end of Europe's most ambitious battery start-up.

Northvolt filed for Chapter 11 protection in the United States in November and had been trying to raise new capital and cut costs as it struggled to scale up production at its main plant in Skellefteå.

The bankruptcy covers Northvolt AB and its Swedish units Northvolt Ett, Northvolt Labs and Northvolt Ett Expansion. Northvolt Germany and Northvolt's operations in Poland are not included.

Lawyer Mikael Kubu has been appointed trustee. He said production at Northvolt Ett would continue while he assesses the business and seeks buyers.

| Northvolt at a glance | |
| --- | --- |
| Founded | 2016, by Peter Carlsson and Paolo Cerruti |
| Main plant | Northvolt Ett, Skellefteå |
| Installed capacity (Ett) | about 16 GWh per year |
| Planned capacity (Ett) | 60 GWh per year |
| Employees (Sweden) | about 5,000 |
| US Chapter 11 filing | Nov. 21, 2024 |

"We have worked tirelessly to explore every available avenue," interim chairman Tom Johnstone said in a statement.

(Reporting by Marie Mannes and Stine Jacobsen; Editing by Jan Harvey)"""),
        (mem_remove("ett_status"), removed("ett_status")),
        (mem_add({"ett_status_2025_03": st_new}), added("ett_status_2025_03")),
        (extract(bm, "Installed and planned capacity of the largest European cell plants"), """# Europe's largest lithium-ion cell plants, 2025

*Benchmark Mineral Intelligence · Gigafactory Assessment · Updated 17 March 2025*

Operational capacity is nameplate capacity installed and commissioned; planned capacity includes announced expansions. Values in GWh per year.

| Plant | Company | Country | Operational (GWh) | Planned (GWh) |
| --- | --- | --- | --- | --- |
| Wrocław | LG Energy Solution | Poland | 86 | 115 |
| Göd 2 | Samsung SDI | Hungary | 40 | 60 |
| Iváncsa | SK On | Hungary | 30 | 30 |
| Komárom 1 and 2 | SK On | Hungary | 17.5 | 17.5 |
| Northvolt Ett | Northvolt | Sweden | 16 | 60 |
| Arnstadt | CATL | Germany | 14 | 24 |
| Douvrin (Billy-Berclau) | ACC | France | 13.4 | 40 |
| Debrecen | CATL | Hungary | 0 | 100 |
| Salzgitter | PowerCo (Volkswagen) | Germany | 0 | 40 |

Total operational capacity in Europe reached an estimated 220 GWh at the end of 2024, against a pipeline of more than 1.2 TWh of announced projects.

- 16 GWh is equivalent to about 16,000 MWh, enough for roughly 200,000 to 250,000 electric cars a year at 65-80 kWh per pack.
- Northvolt Ett: nameplate unchanged since September 2024, when the expansion was paused; the company entered bankruptcy in Sweden on 12 March 2025."""),
        (mem_all(), dump({"ett_planned": planned, "ett_status_2025_03": st_new})),
    ]
    return dict(tid="h45-search-14", system=system("What is Northvolt Ett's installed and planned battery cell capacity, and what is the plant's current status?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2025-03-20.")


# Hugo Award best novel winners (search, extractor, memory): bad
def t15() -> dict[str, Any]:
    h24 = "https://www.thehugoawards.org/hugo-history/2024-hugo-awards/"
    wiki = "https://en.wikipedia.org/wiki/Hugo_Award_for_Best_Novel"
    f770 = "https://file770.com/2023-hugo-awards-nomination-statistics-released/"
    n23 = "Nettle & Bone - T. Kingfisher (Chengdu Worldcon, 2023)"
    turns = [
        (q("Hugo Award for Best Novel winners 2020 2021 2022 2023 2024"), S(
            R(wiki, "Hugo Award for Best Novel - Wikipedia", "The Hugo Award for Best Novel is one of the Hugo Awards given each year for science fiction or fantasy stories published or translated into English during the previous calendar year."),
            R(h24, "2024 Hugo Awards | The Hugo Awards", "Best Novel: Some Desperate Glory, by Emily Tesh (Tordotcom). Presented at Glasgow 2024, A Worldcon for Our Futures, on 11 August 2024."),
            R("https://www.thehugoawards.org/hugo-history/2023-hugo-awards/", "2023 Hugo Awards | The Hugo Awards", "Best Novel: Nettle & Bone, by T. Kingfisher (Tor / Titan). Presented at Chengdu Worldcon on 21 October 2023."),
            R("https://www.tor.com/2024/08/11/announcing-the-2024-hugo-award-winners/", "Announcing the 2024 Hugo Award Winners | Reactor", "Congratulations to Emily Tesh, whose Some Desperate Glory won Best Novel ...", "Aug 11, 2024"),
            R("https://www.theguardian.com/books/article/2024/aug/12/hugo-awards-2024-winners-emily-tesh", "Emily Tesh wins Hugo award for best novel at Glasgow Worldcon | The Guardian", "Tesh's debut novel Some Desperate Glory ...", "Aug 12, 2024"),
            R("https://www.locusmag.com/2024/08/2024-hugo-awards-winners/", "2024 Hugo Awards Winners - Locus Online", "The winners of the 2024 Hugo Awards, Lodestar Award and Astounding Award were announced at Glasgow 2024 ...", "Aug 11, 2024"),
            R("https://www.goodreads.com/list/show/1008.Hugo_Award_Best_Novel_Winners", "Hugo Award Best Novel Winners (list) - Goodreads", "Every Best Novel winner from 1953 to the present ..."),
            R("https://www.reddit.com/r/Fantasy/comments/1epqbql/", "2024 Hugo Award winners announced : r/Fantasy", "Some Desperate Glory, Thornhedge, Kritzer double ...", "Aug 11, 2024"),
            R("https://www.sfadb.com/Hugo_Awards_2024", "sfadb: Hugo Awards 2024", "Winners and nominees with voting details ...", "N/A"),
        )),
        (extract(h24, "Winners in the fiction categories"), """# 2024 Hugo Awards

The 2024 Hugo Awards were presented on Sunday, 11 August 2024, at Glasgow 2024, A Worldcon for Our Futures, the 82nd World Science Fiction Convention, in Glasgow, Scotland. 2,114 valid final ballots were received and counted.

## Best Novel

- **Winner:** *Some Desperate Glory*, by Emily Tesh (Tordotcom, Orbit UK)
- *The Adventures of Amina al-Sirafi*, by Shannon Chakraborty (Harper Voyager)
- *Starter Villain*, by John Scalzi (Tor, Tor UK)
- *The Saint of Bright Doors*, by Vajra Chandrasekera (Tordotcom)
- *Translation State*, by Ann Leckie (Orbit US, Orbit UK)
- *Witch King*, by Martha Wells (Tordotcom)

## Best Novella

- **Winner:** *Thornhedge*, by T. Kingfisher (Tor)

## Best Novelette

- **Winner:** "The Year Without Sunshine", by Naomi Kritzer (Uncanny Magazine, November/December 2023)

## Best Short Story

- **Winner:** "Better Living Through Algorithms", by Naomi Kritzer (Clarkesworld, May 2023)

## Best Series

- **Winner:** *Imperial Radch*, by Ann Leckie (Orbit US, Orbit UK)

## Lodestar Award for Best Young Adult Book (not a Hugo)

- **Winner:** *To Shape a Dragon's Breath*, by Moniquill Blackgoose (Del Rey)

## Astounding Award for Best New Writer (not a Hugo)

- **Winner:** Xiran Jay Zhao

[Full voting details (PDF)](https://www.thehugoawards.org/content/pdf/2024HugoStatistics.pdf)"""),
        (mem_add({"hugo_2024_novel": "Some Desperate Glory - Emily Tesh (Glasgow, 11 Aug 2024)", "hugo_2023_novel": n23}),
         added("hugo_2024_novel", "hugo_2023_novel")),
        (extract(wiki, "Winners from 2018 to 2024"), """# Hugo Award for Best Novel

From Wikipedia, the free encyclopedia

The **Hugo Award for Best Novel** is one of the Hugo Awards given each year by the World Science Fiction Society for science fiction or fantasy stories published or translated into English during the previous calendar year. The novel award is available for works of fiction of 40,000 words or more.

## Winners and nominees (excerpt)

| Year | Author(s) | Novel | Publisher | Ref. |
| --- | --- | --- | --- | --- |
| 2018 | N. K. Jemisin* | The Stone Sky | Orbit Books | [148] |
| 2019 | Mary Robinette Kowal* | The Calculating Stars | Tor Books | [149] |
| 2020 | Arkady Martine* | A Memory Called Empire | Tor Books | [150] |
| 2021 | Martha Wells* | Network Effect | Tor.com Publishing | [151] |
| 2022 | Arkady Martine* | A Desolation Called Peace | Tor Books | [152] |
| 2023 | T. Kingfisher* | Nettle & Bone | Tor Books | [153] |
| 2024 | Emily Tesh* | Some Desperate Glory | Tordotcom | [154] |

\\* Winners are listed first, in bold in the full table, followed by the other nominees.

## Notes

- The 2023 awards, presented at the Chengdu Worldcon, were the subject of controversy after nomination statistics released in January 2024 showed that several works and people had been deemed "not eligible" without explanation.
- Arkady Martine won for both novels of the Teixcalaan duology (2020 and 2022).
- N. K. Jemisin won three consecutive Best Novel awards (2016-2018) for the Broken Earth trilogy."""),
        (mem_get("hugo_2024_novel", "hugo_2023_novel"), dump({"hugo_2023_novel": n23}) + "\nKey not found: ['hugo_2024_novel']"),
        (q("2023 Hugo Awards Chengdu nomination statistics not eligible controversy"), S(
            R(f770, "2023 Hugo Awards Nomination Statistics Released | File 770", "Works by R.F. Kuang, Neil Gaiman and Paul Weimer were among those marked 'not eligible' in the nomination statistics ...", "Jan 20, 2024"),
            R("https://www.theguardian.com/books/2024/jan/22/hugo-awards-2023-controversy-chengdu", "Hugo awards organisers accused of excluding authors over China concerns | The Guardian", "The nomination data released this month raised questions over why Babel and Sandman were declared ineligible ...", "Jan 22, 2024"),
            R("https://www.thehugoawards.org/2024/01/statement-from-the-hugo-awards-marketing-committee/", "Statement from the Hugo Awards Marketing Committee | The Hugo Awards", "We are aware of the concerns raised about the 2023 nomination statistics ...", "Jan 26, 2024"),
            R("https://www.nytimes.com/2024/02/15/books/hugo-awards-china-censorship.html", "Leaked Emails Show Hugo Awards Self-Censoring to Appease China - The New York Times", "Administrators vetted nominees for political content ...", "Feb 15, 2024"),
            R("https://www.locusmag.com/2024/01/2023-hugo-award-nomination-statistics/", "2023 Hugo Award Nomination Statistics - Locus Online", "The delayed statistics show anomalies in several categories ...", "Jan 21, 2024"),
            R("https://en.wikipedia.org/wiki/2023_Hugo_Awards", "2023 Hugo Awards - Wikipedia", "The 2023 Hugo Awards were presented at the 81st World Science Fiction Convention in Chengdu, China, on 21 October 2023 ..."),
            R("https://www.reddit.com/r/printSF/comments/19bkmx3/", "The 2023 Hugo nomination stats are out and something is very wrong : r/printSF", "Babel had enough nominations to be on the ballot ...", "Jan 20, 2024"),
        )),
        (extract(f770, "What the nomination statistics showed and which works were excluded"), """# 2023 Hugo Awards Nomination Statistics Released

*File 770 · Posted on January 20, 2024 by Mike Glyer*

The Chengdu Worldcon has released the 2023 Hugo Awards nomination statistics, three months after the awards ceremony on 21 October 2023 and well past the usual 90-day deadline. The document shows that several works and people who received enough nominations to make the final ballot were listed as "not eligible", without explanation.

## Works and people marked "not eligible"

| Category | Nominee | Listed as |
| --- | --- | --- |
| Best Novel | *Babel*, by R. F. Kuang | not eligible (enough nominations to be a finalist) |
| Best Dramatic Presentation, Short Form | *The Sandman*, "The Sound of Her Wings" | not eligible |
| Best Fan Writer | Paul Weimer | not eligible |
| Astounding Award (not a Hugo) | Xiran Jay Zhao | not eligible |

The Best Novel category, won by T. Kingfisher's *Nettle & Bone*, was otherwise unaffected at the top of the table.

## Reactions

Kuang said on social media she had not been told *Babel* had been disqualified. Paul Weimer said he was "stunned" and asked the Hugo administrators for an explanation. Several finalists have asked for their nominations to be reviewed.

*Comments (312)*"""),
    ]
    return dict(tid="h45-search-15", system=system("Which novels won the Hugo Award for Best Novel from 2020 to 2024?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2024-09-03.",
                bad=True, turn=5, kind="created memory key hugo_2024_novel reported as not found")


# Asteroid close approaches, CNEOS tables (search, extractor, memory): clean
def t16() -> dict[str, Any]:
    apo = "https://science.nasa.gov/solar-system/asteroids/apophis/"
    cad = "https://cneos.jpl.nasa.gov/ca/"
    cad1 = "https://cneos.jpl.nasa.gov/ca/?date-min=2025-03-01&date-max=2025-04-30&dist-max=1LD&sort=dist"
    cadap = "https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=99942&view=OPDAC"
    rows = [
        ("2025 DC3", "2025-Mar-02 03:14 ± 00:02", "0.62", "0.00159", "0.62", "9.85", "27.9", "9.8 m - 22 m"),
        ("2025 DU", "2025-Mar-04 18:40 ± < 00:01", "2.31", "0.00594", "2.31", "7.12", "26.4", "19 m - 44 m"),
        ("2021 EE3", "2025-Mar-08 11:02 ± 00:19", "14.96", "0.03844", "14.70", "11.40", "23.6", "70 m - 150 m"),
        ("2025 EA1", "2025-Mar-11 22:57 ± < 00:01", "0.41", "0.00105", "0.41", "12.66", "28.8", "6.5 m - 14 m"),
        ("2019 FU", "2025-Mar-17 06:33 ± 01:10", "11.72", "0.03012", "11.05", "6.04", "25.1", "34 m - 76 m"),
        ("2025 EK2", "2025-Mar-20 14:25 ± 00:01", "4.88", "0.01254", "4.87", "8.91", "25.9", "24 m - 54 m"),
        ("2023 FY3", "2025-Mar-29 02:11 ± 00:45", "17.34", "0.04456", "16.90", "5.38", "24.4", "47 m - 110 m"),
        ("2020 GE", "2025-Apr-06 20:08 ± 00:06", "8.09", "0.02079", "8.06", "4.77", "26.6", "17 m - 39 m"),
        ("2025 DH8", "2025-Apr-18 09:51 ± 00:03", "0.87", "0.00224", "0.86", "5.96", "27.3", "13 m - 29 m"),
        ("2017 HW", "2025-Apr-27 16:20 ± 02:30", "19.10", "0.04908", "18.20", "10.15", "24.9", "37 m - 83 m"),
    ]
    hdr = "| Object | Close-Approach (CA) Date | CA Distance Nominal (LD) | CA Distance Nominal (au) | CA Distance Minimum (LD) | V relative (km/s) | H (mag) | Diameter |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n"

    def table(rs: list[tuple[str, ...]]) -> str:
        return hdr + "\n".join("| " + " | ".join(r) + " |" for r in rs)
    close = sorted([r for r in rows if float(r[2]) <= 1.0], key=lambda r: float(r[2]))
    ap = "13 Apr 2029 ~21:46 UTC; ~32,000 km (20,000 mi) above the surface (~38,000 km from Earth's centre, ~0.1 LD); ~340 m wide; naked-eye visible"
    ld1 = "Mar-Apr 2025 within 1 LD: 2025 EA1 0.41 LD (11 Mar), 2025 DC3 0.62 LD (2 Mar), 2025 DH8 0.87 LD (18 Apr)"
    turns = [
        (q("Apophis 2029 close approach distance km Earth"), S(
            R(apo, "Asteroid Apophis - NASA Science", "On April 13, 2029, Apophis will pass within 20,000 miles (32,000 kilometers) of Earth's surface - closer than some geosynchronous satellites."),
            R("https://en.wikipedia.org/wiki/99942_Apophis", "99942 Apophis - Wikipedia", "Apophis will pass Earth on 13 April 2029 at a distance of about 38,000 km (24,000 mi) from Earth's center ... about 340 m (1,120 ft) across."),
            R("https://www.jpl.nasa.gov/news/nasa-analysis-earth-is-safe-from-asteroid-apophis-for-100-plus-years/", "NASA Analysis: Earth Is Safe From Asteroid Apophis for 100-Plus Years | JPL", "Radar observations in March 2021 ruled out any impact risk in 2068 and beyond for at least 100 years.", "Mar 26, 2021"),
            R("https://www.esa.int/Space_Safety/Planetary_Defence/Ramses_mission_to_Apophis", "Ramses: ESA mission to asteroid Apophis | ESA", "Ramses would rendezvous with Apophis in February 2029, two months before its close flyby ...", "Nov 2024"),
            R("https://science.nasa.gov/mission/osiris-apex/", "OSIRIS-APEx - NASA Science", "The spacecraft will arrive at Apophis shortly after its 2029 Earth flyby ..."),
            R("https://www.space.com/asteroid-apophis-2029-flyby-guide", "Apophis 2029: everything you need to know | Space", "Around 2 billion people in Europe, Africa and western Asia will be able to see it with the naked eye ...", "Jan 28, 2025"),
            R("https://www.planetary.org/articles/apophis-2029", "Apophis 2029: a once-in-a-millennium flyby | The Planetary Society", "An asteroid this size comes this close only about once every 7,500 years ...", "Apr 12, 2024"),
            R("https://www.reddit.com/r/space/comments/1ic8h3n/", "Apophis will be visible to the naked eye on April 13, 2029 : r/space", "Magnitude ~3.1 at closest approach ...", "Jan 28, 2025"),
        )),
        (extract(apo, "Date, distance and size of the 2029 flyby"), """# Asteroid Apophis

*NASA Science · Planetary Defense*

Apophis is a near-Earth asteroid about 1,100 feet (340 meters) wide that will pass safely by Earth on **April 13, 2029**, at a distance of **less than 20,000 miles (32,000 kilometers)** from our planet's surface - closer than some spacecraft in geosynchronous orbit.

## Key facts

| | |
| --- | --- |
| Designation | 99942 Apophis (2004 MN4) |
| Discovered | June 19, 2004, Kitt Peak National Observatory |
| Size | about 1,100 ft (340 m) |
| Type | S-type (stony) |
| 2029 closest approach | April 13, 2029, ~21:46 UTC |
| Distance at closest approach | < 20,000 mi (32,000 km) from the surface |
| Visibility | naked eye, from the Eastern Hemisphere |

## Is Apophis dangerous?

Following its discovery, Apophis was briefly estimated to have a 2.7% chance of hitting Earth in 2029. Additional observations ruled out that possibility, and radar observations in March 2021 ruled out any impact risk for at least a century.

## Mission

NASA's OSIRIS-APEX (the extended mission of OSIRIS-REx) will arrive at Apophis in April 2029, just after the flyby, and study how the close encounter changes the asteroid's orbit, spin and surface."""),
        (mem_add({"apophis_2029": ap}), added("apophis_2029")),
        (q("CNEOS close approach data asteroids March April 2025 within lunar distance"), S(
            R(cad, "NEO Earth Close Approaches - CNEOS", "Close approaches of near-Earth objects to Earth. Table settings: date range, nominal distance limit, H limit ..."),
            R("https://ssd-api.jpl.nasa.gov/doc/cad.html", "SBDB Close-Approach Data API | JPL SSD", "The CAD API provides access to current close-approach data for asteroids and comets in JPL's SBDB."),
            R("https://www.asteroidwatch.net/upcoming-close-approaches", "Upcoming asteroid close approaches | Asteroid Watch", "This week: 2025 EA1 will pass at 0.41 lunar distances on March 11 ...", "2 days ago"),
            R("https://www.minorplanetcenter.net/iau/lists/CloseApp.html", "Close Approaches | Minor Planet Center", "Close approaches to the Earth by minor planets, within 0.2 AU ..."),
            R("https://earthsky.org/space/asteroid-close-approaches-march-2025/", "Asteroids passing Earth in March 2025 | EarthSky", "Several small asteroids will pass inside the moon's orbit this month ...", "Mar 1, 2025"),
            R("https://www.spaceweather.com/", "Spaceweather.com - Potentially Hazardous Asteroids", "On March 5, 2025 there were 2,467 known Potentially Hazardous Asteroids. Upcoming Earth-asteroid encounters ...", "Mar 5, 2025"),
            R("https://www.reddit.com/r/Astronomy/comments/1j2r9f0/", "Small asteroid 2025 DC3 passed at 0.6 LD on Sunday : r/Astronomy", "Found only two days before ...", "Mar 3, 2025"),
        )),
        (extract(cad, "Close approaches 1 Mar - 30 Apr 2025 within 0.05 au"), """# NEO Earth Close Approaches

Center for Near Earth Object Studies · Jet Propulsion Laboratory

**Table settings:** Date range 2025-03-01 to 2025-04-30 · Nominal distance ≤ 0.05 au · All H · Sorted by close-approach date · Data last updated 2025-Mar-05 09:58 UTC

""" + table(rows) + """

Showing 1 to 10 of 10 entries

- LD = lunar distance (384,400 km); 1 LD ≈ 0.00257 au.
- CA Distance Minimum is the 3-sigma minimum possible approach distance.
- Diameter is estimated from H assuming albedo 0.05-0.25 when no measured value is available.
- Times are TDB; the ± value is the 3-sigma uncertainty."""),
        (extract(cad1, "Only approaches closer than 1 lunar distance, nearest first"), """# NEO Earth Close Approaches

Center for Near Earth Object Studies · Jet Propulsion Laboratory

**Table settings:** Date range 2025-03-01 to 2025-04-30 · Nominal distance ≤ 1 LD · All H · Sorted by nominal distance · Data last updated 2025-Mar-05 11:31 UTC

""" + table(close) + """

Showing 1 to 3 of 3 entries

- LD = lunar distance (384,400 km).
- Objects closer than 1 LD pass inside the Moon's average orbital distance; all three are small (H > 27) and posed no impact risk."""),
        (mem_add({"within_1ld_2025": ld1}), added("within_1ld_2025")),
        (extract(cadap, "Apophis 2029 close-approach row: distance in LD and au, velocity, uncertainty"), """# 99942 Apophis (2004 MN4) · Small-Body Database Lookup

**Classification:** Aten [NEO, PHA] · **SPK-ID:** 2099942 · **Orbit solution:** JPL 220 (2023-Jun-07)

## Close-Approach Data (Earth, 2020-2040)

| Date (TDB) | Uncertainty (3-sigma) | Body | CA Distance Nominal (au) | CA Distance Nominal (LD) | CA Distance Nominal (km) | V relative (km/s) | V infinity (km/s) |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 2021-Mar-06 01:15 | < 00:01 | Earth | 0.11271 | 43.86 | 16,861,000 | 4.59 | 4.59 |
| 2029-Apr-13 21:46 | < 00:01 | Earth | 0.00025422 | 0.0989 | 38,031 | 7.42 | 5.84 |
| 2036-Mar-27 07:31 | 00:03 | Earth | 0.3096 | 120.5 | 46,320,000 | 3.53 | 3.53 |

**Physical parameters:** H = 19.09 · diameter ≈ 0.34 km (radar) · rotation period 30.56 h (tumbling)

*Distances are measured from Earth's centre. Subtract Earth's radius (6,371 km) for altitude above the surface.*"""),
    ]
    return dict(tid="h45-search-16", system=system("How close will Apophis pass Earth in 2029, and which asteroids pass within one lunar distance in March-April 2025?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2025-03-05.")


# Famitsu weekly video game sales charts (search, extractor, memory): clean
def t17() -> dict[str, Any]:
    w1 = "https://www.gematsu.com/2025/03/famitsu-sales-2-24-25-3-2-25"
    w2 = "https://www.gematsu.com/2025/03/famitsu-sales-3-3-25-3-9-25"
    cap = "https://www.capcom.co.jp/ir/english/news/html/e250303.html"
    sw1 = [
        ("[PS5]", "Monster Hunter Wilds", "Capcom, 02/28/25", "391,145", "New"),
        ("[NSW]", "Mario Kart 8 Deluxe", "Nintendo, 04/28/17", "10,102", "6,139,880"),
        ("[NSW]", "Minecraft", "Microsoft, 06/21/18", "7,455", "3,860,211"),
        ("[NSW]", "Pokemon Scarlet / Violet", "The Pokemon Company, 11/18/22", "5,204", "5,342,716"),
        ("[NSW]", "Super Mario Party Jamboree", "Nintendo, 10/17/24", "5,010", "1,020,655"),
        ("[NSW]", "Donkey Kong Country Returns HD", "Nintendo, 01/16/25", "4,712", "137,440"),
        ("[NSW]", "Momotaro Dentetsu 2: Nippon Isshuu Shiyou!", "Konami, 11/14/24", "4,380", "421,509"),
        ("[NSW]", "Animal Crossing: New Horizons", "Nintendo, 03/20/20", "3,933", "7,921,046"),
        ("[NSW]", "Nintendo Switch Sports", "Nintendo, 04/29/22", "3,611", "1,456,227"),
        ("[NSW]", "Splatoon 3", "Nintendo, 09/09/22", "3,187", "4,271,004"),
    ]
    sw2 = [
        ("[PS5]", "Monster Hunter Wilds", "Capcom, 02/28/25", "63,480", "454,625"),
        ("[NSW]", "Mario Kart 8 Deluxe", "Nintendo, 04/28/17", "9,843", "6,149,723"),
        ("[NSW]", "Minecraft", "Microsoft, 06/21/18", "7,102", "3,867,313"),
        ("[NSW]", "Super Mario Party Jamboree", "Nintendo, 10/17/24", "5,266", "1,025,921"),
        ("[NSW]", "Pokemon Scarlet / Violet", "The Pokemon Company, 11/18/22", "4,988", "5,347,704"),
        ("[NSW]", "Animal Crossing: New Horizons", "Nintendo, 03/20/20", "4,051", "7,925,097"),
        ("[NSW]", "Momotaro Dentetsu 2: Nippon Isshuu Shiyou!", "Konami, 11/14/24", "3,902", "425,411"),
        ("[NSW]", "Nintendo Switch Sports", "Nintendo, 04/29/22", "3,544", "1,459,771"),
        ("[NSW]", "Donkey Kong Country Returns HD", "Nintendo, 01/16/25", "3,398", "140,838"),
        ("[NSW]", "Splatoon 3", "Nintendo, 09/09/22", "3,120", "4,274,124"),
    ]
    hw1 = [("Switch OLED Model", "31,552", "8,941,210"), ("PlayStation 5", "28,406", "4,987,002"), ("Switch Lite", "9,310", "6,480,522"),
           ("PlayStation 5 Digital Edition", "5,101", "1,102,331"), ("PlayStation 5 Pro", "3,992", "139,120"), ("Switch", "3,018", "19,911,437"),
           ("Xbox Series X", "412", "322,015")]
    hw2 = [("Switch OLED Model", "30,877", "8,972,087"), ("PlayStation 5", "16,844", "5,003,846"), ("Switch Lite", "9,044", "6,489,566"),
           ("PlayStation 5 Digital Edition", "3,410", "1,105,741"), ("Switch", "2,985", "19,914,422"), ("PlayStation 5 Pro", "2,876", "141,996"),
           ("Xbox Series X", "388", "322,403")]

    def page(title: str, date: str, intro: str, sw: list[tuple[str, ...]], hw: list[tuple[str, ...]], note: str) -> str:
        s = "\n".join(f"{i:02d}. {p} {t} ({pub}) - {wk} ({tot})" for i, (p, t, pub, wk, tot) in enumerate(sw, 1))
        h = "\n".join(f"| {n} | {wk} | {tot} |" for n, wk, tot in hw)
        return f"""# {title}

*Gematsu · {date} · by Sal Romano*

{intro}

## Software Sales (physical retail, Japan; weekly sales followed by life-to-date)

{s}

## Hardware Sales (weekly, followed by life-to-date)

| Platform | This week | Life-to-date |
| --- | --- | --- |
{h}

{note}

Source: Famitsu."""
    turns = [
        (q("Famitsu weekly sales Monster Hunter Wilds first week Japan physical"), S(
            R(w1, "Famitsu Sales: 2/24/25 - 3/2/25 [Update] - Gematsu", "Monster Hunter Wilds debuts at the top of the charts with 391,145 physical retail sales ...", "Mar 6, 2025"),
            R("https://www.famitsu.com/article/202503/35010", "【ソフト＆ハード週間販売数】『モンスターハンターワイルズ』が初週39.1万本を販売 | ファミ通.com", "PS5『モンスターハンターワイルズ』がパッケージ版のみで39.1万本を販売 ...", "Mar 6, 2025"),
            R(cap, "Monster Hunter Wilds sells over 8 million units worldwide! | CAPCOM IR", "Monster Hunter Wilds, released on February 28, 2025, has sold over 8 million units in three days, the fastest in Capcom history.", "Mar 3, 2025"),
            R("https://www.installbase.net/forum/threads/famitsu-sales-week-9-2025.2014/", "Famitsu Sales: Week 9, 2025 (Feb 24 - Mar 2) | Install Base", "MH Wilds 391k at retail, PS5 hardware up to 28k ...", "Mar 6, 2025"),
            R("https://www.siliconera.com/monster-hunter-wilds-japan-sales-famitsu/", "Monster Hunter Wilds Sold Over 390,000 Physical Copies in Japan | Siliconera", "Well below the physical launch weeks of Monster Hunter World (PS4) and Rise (Switch), with digital taking a larger share ...", "Mar 6, 2025"),
            R("https://www.reddit.com/r/MonsterHunter/comments/1j4m3e1/", "MH Wilds sold 391k physical in Japan in its first week (Famitsu) : r/MonsterHunter", "Digital ratio in Japan is probably over 50% ...", "Mar 6, 2025"),
            R("https://www.videogameschronicle.com/news/monster-hunter-wilds-japan-chart/", "Monster Hunter Wilds tops Japanese charts | VGC", "PS5 sales nearly doubled as fans bought consoles for Wilds ...", "Mar 6, 2025"),
            R("https://www.gematsu.com/2025/02/famitsu-sales-2-17-25-2-23-25", "Famitsu Sales: 2/17/25 - 2/23/25 - Gematsu", "Mario Kart 8 Deluxe returns to the top spot ...", "Feb 27, 2025"),
        )),
        (extract(w1, "Top 10 software and hardware for the week"),
         page("Famitsu Sales: 2/24/25 - 3/2/25 [Update]", "March 6, 2025 at 8:12 AM",
              "Monster Hunter Wilds for PlayStation 5 debuted at number one with 391,145 physical retail sales. PlayStation 5 hardware sales rose to 28,406 units from 14,915 units the week prior.",
              sw1, hw1, "*Update: Top 10 complete. Life-to-date figures for Switch models include sales since launch.*")),
        (mem_add({"mhw_jp_wk1": "391,145 physical (PS5, Famitsu, Feb 24 - Mar 2, 2025)"}), added("mhw_jp_wk1")),
        (q("Famitsu sales March 3 - March 9 2025 Monster Hunter Wilds second week"), S(
            R(w2, "Famitsu Sales: 3/3/25 - 3/9/25 - Gematsu", "Monster Hunter Wilds stays at number one with 63,480 sales, bringing life-to-date sales to 454,625 ...", "Mar 13, 2025"),
            R("https://www.famitsu.com/article/202503/35488", "【ソフト＆ハード週間販売数】『モンハンワイルズ』累計45万本突破 | ファミ通.com", "2週目は6.3万本を販売し、累計45.4万本に ...", "Mar 13, 2025"),
            R("https://www.installbase.net/forum/threads/famitsu-sales-week-10-2025.2031/", "Famitsu Sales: Week 10, 2025 (Mar 3 - Mar 9) | Install Base", "Wilds drops 84% week-on-week, PS5 back to 17k ...", "Mar 13, 2025"),
            R("https://www.siliconera.com/famitsu-sales-monster-hunter-wilds-week-two/", "Monster Hunter Wilds Holds First Place in Second Week | Siliconera", "Mario Kart 8 Deluxe remains in second ...", "Mar 13, 2025"),
            R("https://www.reddit.com/r/Games/comments/1ja0mdx/", "Famitsu Sales 3/3 - 3/9: MH Wilds 63k (454k LTD) : r/Games", "Normal drop for a Capcom title ...", "Mar 13, 2025"),
        )),
        (extract(w2, "Top 10 software and hardware for the week"),
         page("Famitsu Sales: 3/3/25 - 3/9/25", "March 13, 2025 at 8:04 AM",
              "Monster Hunter Wilds for PlayStation 5 remained at number one with 63,480 physical retail sales, bringing its life-to-date sales to 454,625. PlayStation 5 hardware sales fell back to 16,844 units.",
              sw2, hw2, "*Donkey Kong Country Returns HD drops from sixth to ninth; Pokemon Scarlet / Violet slips from fourth to fifth.*")),
        (mem_add({"mhw_jp_wk2": "63,480 physical (Mar 3-9, 2025); Japan physical LTD 454,625"}), added("mhw_jp_wk2")),
        (extract(cap, "Worldwide unit sales and timeframe"), """# Monster Hunter Wilds sells over 8 million units worldwide!

*CAPCOM Co., Ltd. · Investor Relations · March 3, 2025*

**Fastest-selling title in Capcom history**

Capcom Co., Ltd. (TOKYO: 9697) today announced that Monster Hunter Wilds, released on February 28, 2025 for the PlayStation 5, Xbox Series X|S and Steam, has sold over 8 million units worldwide in its first three days on sale, making it the fastest-selling title in Capcom's history.

| Item | Detail |
| --- | --- |
| Title | Monster Hunter Wilds |
| Platforms | PlayStation 5 / Xbox Series X and S / Steam (PC) |
| Release date | February 28, 2025 |
| Units sold | over 8 million (as of March 3, 2025) |
| Scope | Worldwide, physical and digital combined |

The Monster Hunter series has sold over 100 million units cumulatively. On Steam, the game recorded a peak of more than 1.38 million concurrent players, the highest for any Capcom title.

Capcom will continue to provide free title updates, with the first update scheduled for early April 2025.

*Figures include digital download sales. Sales figures are based on Capcom internal data.*"""),
        (mem_all(), dump({"mhw_jp_wk1": "391,145 physical (PS5, Famitsu, Feb 24 - Mar 2, 2025)",
                          "mhw_jp_wk2": "63,480 physical (Mar 3-9, 2025); Japan physical LTD 454,625"})),
    ]
    return dict(tid="h45-search-17", system=system("How many physical copies did Monster Hunter Wilds sell in Japan in its first two Famitsu weeks, and how do worldwide sales compare?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2025-03-14.")


# Japan nuclear reactor restarts (search, extractor, memory): bad
def t18() -> dict[str, Any]:
    jaif = "https://www.jaif.or.jp/en/news/current-status-of-nuclear-power-plants-in-japan"
    chu = "https://www.world-nuclear-news.org/articles/shimane-2-returns-to-commercial-operation"
    jt = "https://www.japantimes.co.jp/news/2025/01/28/japan/kashiwazaki-kariwa-restart-niigata/"
    running = [
        ("Sendai 1", "Kyushu", "PWR", "890", "In operation"), ("Sendai 2", "Kyushu", "PWR", "890", "In operation"),
        ("Genkai 3", "Kyushu", "PWR", "1,180", "In operation"), ("Genkai 4", "Kyushu", "PWR", "1,180", "Periodic inspection"),
        ("Ikata 3", "Shikoku", "PWR", "890", "In operation"), ("Takahama 1", "Kansai", "PWR", "826", "In operation"),
        ("Takahama 2", "Kansai", "PWR", "826", "Periodic inspection"), ("Takahama 3", "Kansai", "PWR", "870", "In operation"),
        ("Takahama 4", "Kansai", "PWR", "870", "In operation"), ("Ohi 3", "Kansai", "PWR", "1,180", "In operation"),
        ("Ohi 4", "Kansai", "PWR", "1,180", "In operation"), ("Mihama 3", "Kansai", "PWR", "826", "In operation"),
        ("Onagawa 2", "Tohoku", "BWR", "825", "In operation (restarted 29 Oct 2024)"),
    ]
    shimane_on = ("Shimane 2", "Chugoku", "BWR", "820", "In operation (restarted 7 Dec 2024)")
    shimane_off = ("Shimane 2", "Chugoku", "BWR", "820", "NRA approved; preparing for restart")
    approved = [("Kashiwazaki-Kariwa 6", "TEPCO", "ABWR", "1,356", "NRA approved; awaiting local consent"),
                ("Kashiwazaki-Kariwa 7", "TEPCO", "ABWR", "1,356", "NRA approved; fuel loaded Apr 2024; awaiting local consent"),
                ("Tokai 2", "JAPC", "BWR", "1,100", "NRA approved; safety works ongoing")]
    review = [("Tomari 3", "Hokkaido", "PWR", "912", "Under NRA review"), ("Hamaoka 3", "Chubu", "BWR", "1,100", "Under NRA review"),
              ("Hamaoka 4", "Chubu", "BWR", "1,137", "Under NRA review"), ("Shika 2", "Hokuriku", "ABWR", "1,206", "Under NRA review"),
              ("Higashidori 1", "Tohoku", "BWR", "1,100", "Under NRA review"), ("Tsuruga 2", "JAPC", "PWR", "1,160", "Not approved (NRA decision, Nov 2024)")]

    def status(op: list[tuple[str, ...]], ok: list[tuple[str, ...]], n: int, mw: str) -> str:
        def t(rs: list[tuple[str, ...]]) -> str:
            return "| Unit | Utility | Type | Capacity (MWe) | Status |\n| --- | --- | --- | --- | --- |\n" + "\n".join("| " + " | ".join(r) + " |" for r in rs)
        return f"""# Current Status of Nuclear Power Plants in Japan

*Japan Atomic Industrial Forum (JAIF) · As of February 10, 2025*

Of Japan's 33 operable reactors, {n} units ({mw} MWe) have restarted under the new regulatory standards introduced after the 2011 accident at Fukushima Daiichi.

## Restarted units

{t(op)}

## Approved by the NRA, not yet restarted

{t(ok)}

## Under review or not approved

{t(review)}

Notes: "Periodic inspection" units have restarted and are offline for scheduled outages. Capacity is gross electrical output. NRA: Nuclear Regulation Authority.

*Source: JAIF, compiled from utility and NRA announcements. Next update: March 2025.*"""
    on = "Onagawa 2 (Tohoku, BWR 825 MWe): reactor restarted 29 Oct 2024, first BWR restart after Fukushima"
    sh = "Shimane 2 (Chugoku, BWR 820 MWe): reactor restarted 7 Dec 2024; commercial operation 10 Jan 2025"
    kk = "Kashiwazaki-Kariwa 7: NRA approved, fuel loaded Apr 2024, still awaiting Niigata consent (Jan 2025)"
    turns = [
        (q("Japan nuclear reactor restarts 2024 Onagawa Shimane first boiling water reactor"), S(
            R(jaif, "Current Status of Nuclear Power Plants in Japan | JAIF", "14 units have restarted under the new regulatory standards, including Onagawa 2 (October 2024) and Shimane 2 (December 2024) ...", "Feb 10, 2025"),
            R("https://www.world-nuclear-news.org/articles/onagawa-2-restarts", "First Japanese BWR restarts since Fukushima accident | World Nuclear News", "Tohoku Electric Power's Onagawa unit 2 was restarted on 29 October, the first boiling water reactor to restart in Japan since 2011.", "Oct 30, 2024"),
            R("https://www.world-nuclear-news.org/articles/shimane-unit-2-restarted", "Shimane unit 2 restarted | World Nuclear News", "Chugoku Electric Power Company restarted unit 2 of its Shimane plant on 7 December ...", "Dec 9, 2024"),
            R("https://www.reuters.com/business/energy/japan-restarts-first-reactor-fukushima-type-since-2011-disaster-2024-10-29/", "Japan restarts first reactor of Fukushima type since 2011 disaster | Reuters", "Tohoku Electric said it restarted the No. 2 reactor at its Onagawa plant in Miyagi prefecture ...", "Oct 29, 2024"),
            R("https://en.wikipedia.org/wiki/Nuclear_power_in_Japan", "Nuclear power in Japan - Wikipedia", "As of 2025, 14 reactors had been restarted, while many remained under review by the Nuclear Regulation Authority ..."),
            R("https://www3.nhk.or.jp/nhkworld/en/news/20241207_12/", "Shimane nuclear plant's No.2 reactor restarts | NHK WORLD-JAPAN News", "It is the only nuclear plant located in a prefectural capital ...", "Dec 7, 2024"),
            R("https://www.japantimes.co.jp/news/2024/11/04/japan/onagawa-reactor-halt/", "Onagawa reactor halted days after restart over equipment issue | The Japan Times", "Tohoku Electric suspended the reactor on Nov. 3 after a problem with neutron monitoring equipment ...", "Nov 4, 2024"),
            R("https://www.iaea.org/newscenter/pris-japan", "PRIS - Country Details: Japan | IAEA", "Reactors in operation: 33 · Long-term shutdown ... Under construction: 2"),
            R("https://www.renewable-ei.org/en/activities/column/REupdate/20241220.php", "Japan's reactor restarts and the 7th Strategic Energy Plan | REI", "With Shimane 2, the restarted fleet reaches 14 units ...", "Dec 20, 2024"),
        )),
        (extract(jaif, "Which reactors have restarted and their status"), status(running + [shimane_on], approved, 14, "13,253")),
        (mem_add({"onagawa2": on, "shimane2": "Shimane 2 (Chugoku, BWR 820 MWe): reactor restarted 7 Dec 2024"}), added("onagawa2", "shimane2")),
        (q("Shimane unit 2 restart December 2024 commercial operation date"), S(
            R(chu, "Shimane 2 returns to commercial operation | World Nuclear News", "Unit 2 of the Shimane plant entered commercial operation on 10 January, more than 13 years after it was taken offline.", "Jan 10, 2025"),
            R("https://www.energia.co.jp/eng/press/2025/0110.html", "Commencement of commercial operation of Shimane Nuclear Power Station Unit 2 | Chugoku Electric Power", "Shimane Unit 2 commenced commercial operation today following the final inspection by the NRA ...", "Jan 10, 2025"),
            R("https://www.world-nuclear-news.org/articles/shimane-unit-2-restarted", "Shimane unit 2 restarted | World Nuclear News", "The reactor achieved criticality on 8 December and was connected to the grid on 23 December.", "Dec 9, 2024"),
            R("https://www3.nhk.or.jp/nhkworld/en/news/20250110_18/", "Shimane reactor begins commercial operation | NHK WORLD-JAPAN News", "Chugoku Electric says the reactor resumed commercial operation for the first time since January 2012 ...", "Jan 10, 2025"),
            R("https://www.japantimes.co.jp/news/2024/12/07/japan/shimane-reactor-restart/", "Shimane reactor restarts, the only nuclear plant in a prefectural capital | The Japan Times", "About 456,000 people live within 30 km ...", "Dec 7, 2024"),
            R("https://www.reddit.com/r/nuclear/comments/1h8s0c2/", "Shimane-2 restarted today : r/nuclear", "Second BWR back after Onagawa-2 ...", "Dec 7, 2024"),
        )),
        (extract(chu, "Restart, grid connection and commercial operation dates for Shimane 2"), """# Shimane 2 returns to commercial operation

*World Nuclear News · 10 January 2025*

Unit 2 of the Shimane nuclear power plant in Matsue, Shimane prefecture, entered commercial operation today, Chugoku Electric Power Company announced, more than 13 years after it was taken offline for a periodic inspection in January 2012.

The 820 MWe boiling water reactor was restarted on 7 December 2024 and achieved criticality the following day. It was reconnected to the grid on 23 December and gradually raised to full power before the Nuclear Regulation Authority (NRA) carried out its final inspection.

| Milestone | Date |
| --- | --- |
| Taken offline for inspection | 27 January 2012 |
| Application for NRA review | December 2013 |
| NRA approval of safety measures | September 2021 |
| Local consent (Shimane governor) | June 2022 |
| Fuel loading completed | October 2024 |
| Reactor restart | 7 December 2024 |
| Grid connection | 23 December 2024 |
| Commercial operation | 10 January 2025 |

Shimane 2 is the second boiling water reactor to restart in Japan, after Tohoku Electric's Onagawa 2, and the 14th unit to return to operation under the post-Fukushima regulatory standards. It is the only nuclear plant in Japan located in a prefectural capital.

Chugoku Electric said the restart would reduce its fuel costs by around JPY 70 billion (USD 440 million) a year."""),
        (mem_update({"shimane2": sh}), updated("shimane2")),
        (q("Kashiwazaki-Kariwa unit 7 restart status Niigata consent 2025"), S(
            R(jt, "Kashiwazaki-Kariwa restart hinges on Niigata governor | The Japan Times", "TEPCO loaded fuel into unit 7 in April 2024, but Gov. Hideyo Hanazumi has yet to give consent ...", "Jan 28, 2025"),
            R("https://www.world-nuclear-news.org/articles/fuel-loading-under-way-at-kashiwazaki-kariwa-7", "Fuel loading under way at Kashiwazaki-Kariwa 7 | World Nuclear News", "TEPCO began loading 872 fuel assemblies into the ABWR on 15 April ...", "Apr 15, 2024"),
            R("https://www.reuters.com/business/energy/tepco-kashiwazaki-kariwa-restart-delay-2025-01-20/", "TEPCO says Kashiwazaki-Kariwa 7 restart delayed by anti-terrorism facility | Reuters", "Unit 7 cannot operate beyond October 2025 without the completed counter-terrorism facility ...", "Jan 20, 2025"),
            R("https://en.wikipedia.org/wiki/Kashiwazaki-Kariwa_Nuclear_Power_Plant", "Kashiwazaki-Kariwa Nuclear Power Plant - Wikipedia", "The world's largest nuclear power station by net electrical rating ... all seven units have been offline since 2012."),
            R("https://www3.nhk.or.jp/nhkworld/en/news/20250127_05/", "Niigata assembly debates referendum on Kashiwazaki-Kariwa restart | NHK WORLD-JAPAN", "A citizens' group submitted a petition with over 140,000 signatures ...", "Jan 27, 2025"),
        )),
        (extract(jt, "Current restart status of Kashiwazaki-Kariwa unit 7"), """# Kashiwazaki-Kariwa restart hinges on Niigata governor

*The Japan Times · Jan 28, 2025 · By Kyodo*

NIIGATA - Tokyo Electric Power Company Holdings' bid to restart a reactor at the Kashiwazaki-Kariwa nuclear power plant, the world's largest, remains on hold as Niigata Gov. Hideyo Hanazumi has yet to decide whether to give local consent.

TEPCO finished loading fuel into the No. 7 unit, an advanced boiling water reactor, in April 2024, after the Nuclear Regulation Authority lifted a de facto operating ban on the utility in December 2023. The ban had been imposed in 2021 over security lapses.

| Unit 7 at a glance | |
| --- | --- |
| Type | ABWR, 1,356 MWe |
| NRA safety approval | December 2017 |
| Operating ban lifted | December 2023 |
| Fuel loading | April 2024 |
| Local consent | Pending (Niigata governor) |
| Anti-terrorism facility deadline | October 2025 |

Because construction of the unit's mandatory anti-terrorism facility will not be finished by the October 2025 deadline, TEPCO said this month that even if it restarted unit 7 soon, the reactor would have to halt again in the autumn. The company is now also considering restarting unit 6 first.

The Niigata prefectural assembly is set to debate a citizens' petition calling for a referendum on the restart."""),
        (mem_add({"kk7": kk}), added("kk7")),
        (extract(jaif, "Units approved but not restarted, with status"), status(running, [shimane_off] + approved, 13, "12,433")),
        (mem_all(), dump({"onagawa2": on, "shimane2": sh, "kk7": kk})),
    ]
    return dict(tid="h45-search-18", system=system("Which Japanese reactors restarted in late 2024, and where does Kashiwazaki-Kariwa 7 stand?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2025-02-15.",
                bad=True, turn=10, kind="status changed with no cause: same as-of-date status page now lists Shimane 2 as approved, not yet restarted")


# National park visitor counts (search, extractor, memory): bad
def t19() -> dict[str, Any]:
    nr = "https://www.nps.gov/orgs/1207/2024-visitation.htm"
    irma = "https://irma.nps.gov/Stats/SSRSReports/Park%20Specific%20Reports/Annual%20Park%20Recreation%20Visitation%20(1904%20-%20Last%20Calendar%20Year)?Park=GRSM"
    turns = [
        (q("national park visitation 2024 record most visited Great Smoky Mountains recreation visits"), S(
            R(nr, "National parks saw record visitation in 2024 | U.S. National Park Service", "The National Park System saw 331.9 million recreation visits in 2024, an increase of more than 6 million over 2023 ...", "Feb 20, 2025"),
            R("https://www.knoxnews.com/story/news/local/2025/02/20/great-smoky-mountains-national-park-2024-visitation/", "Smokies visitation dips to about 12.2 million in 2024 after Helene | Knox News", "Great Smoky Mountains National Park remained the most-visited national park with about 12.2 million visits despite closures after Hurricane Helene ...", "Feb 20, 2025"),
            R("https://irma.nps.gov/Stats/", "NPS Stats - National Park Service Visitor Use Statistics", "Visitation statistics for all units of the National Park System, by year, month and park."),
            R("https://www.travelandleisure.com/most-visited-national-parks-2024", "The Most Visited National Parks of 2024 | Travel + Leisure", "Great Smoky Mountains, Zion and Grand Canyon topped the list ...", "Feb 21, 2025"),
            R("https://www.npr.org/2025/02/20/nx-s1-5304417/national-parks-record-visitors-2024", "National parks set a visitation record in 2024 | NPR", "Amid staffing cuts, the park service reported 331.9 million visits last year ...", "Feb 20, 2025"),
            R("https://www.nationalparkstraveler.org/2025/02/2024-visitation-national-park-system", "2024 Visitation Across the National Park System | National Parks Traveler", "Blue Ridge Parkway was again the most-visited unit of the system overall ...", "Feb 20, 2025"),
            R("https://www.reddit.com/r/NationalPark/comments/1iu1xab/", "2024 NPS visitation numbers are out : r/NationalPark", "Zion passed Grand Canyon for #2 among national parks ...", "Feb 21, 2025"),
        )),
        (mem_add({"gsmnp_2024": "about 12.2 million (Knox News, prelim)", "nps_total_2024": "331.9 million recreation visits (record)"}),
         added("gsmnp_2024", "nps_total_2024")),
        (extract(nr, "Total 2024 visits and the most visited national parks with exact figures"), """# National parks saw record visitation in 2024

*U.S. National Park Service · Office of Communications · February 20, 2025*

WASHINGTON - National parks welcomed 331.9 million recreation visits in 2024, the most ever recorded, according to visitation data released today by the National Park Service. The previous record, just under 331 million visits, was set in 2016.

"National parks continue to be a place of connection and inspiration," the agency said in its release.

## Visitation highlights

- 54 parks set new annual records for recreation visits.
- The most visited unit of the National Park System was the Blue Ridge Parkway, with 16.7 million visits.
- Great Smoky Mountains National Park remained the most visited national park, despite temporary closures after Hurricane Helene in September and October.

## Most visited national parks, 2024

| Rank | Park | State(s) | Recreation visits |
| --- | --- | --- | --- |
| 1 | Great Smoky Mountains National Park | NC, TN | 12,191,834 |
| 2 | Zion National Park | UT | 4,946,592 |
| 3 | Grand Canyon National Park | AZ | 4,919,163 |
| 4 | Yellowstone National Park | ID, MT, WY | 4,744,353 |
| 5 | Rocky Mountain National Park | CO | 4,154,349 |
| 6 | Yosemite National Park | CA | 4,121,109 |
| 7 | Acadia National Park | ME | 3,961,661 |
| 8 | Olympic National Park | WA | 3,726,443 |
| 9 | Grand Teton National Park | WY | 3,618,410 |
| 10 | Glacier National Park | MT | 3,208,755 |

## About the data

Visitation data are collected by each park and reviewed by the NPS Social Science Program. Detailed statistics are available at [irma.nps.gov/Stats](https://irma.nps.gov/Stats/)."""),
        (mem_update({"gsmnp_2024": "12,191,834 recreation visits (NPS, 20 Feb 2025)"}), updated("gsmnp_2024")),
        (extract(irma, "Annual recreation visits 2015-2024 for Great Smoky Mountains"), """# Annual Park Recreation Visitation (1904 - Last Calendar Year)

**Great Smoky Mountains NP** (GRSM) · NPS Visitor Use Statistics · Report generated 02/20/2025 11:42 AM

| Year | Recreation Visits | Change vs prior year |
| --- | --- | --- |
| 2015 | 10,712,674 | +6.1% |
| 2016 | 11,312,786 | +5.6% |
| 2017 | 11,338,893 | +0.2% |
| 2018 | 11,421,200 | +0.7% |
| 2019 | 12,547,743 | +9.9% |
| 2020 | 12,095,720 | -3.6% |
| 2021 | 14,161,548 | +17.1% |
| 2022 | 12,937,633 | -8.6% |
| 2023 | 13,297,647 | +2.8% |
| 2024 | 12,191,834 | -8.3% |

Total recreation visits 2015-2024: 122,017,678

*Recreation visits are counted using traffic counters on park roads with a persons-per-vehicle multiplier. Non-recreation visits (through traffic on US 441 and the Gatlinburg Bypass) are excluded.*"""),
        (mem_get("gsmnp_2024"), dump({"gsmnp_2024": "about 12.2 million (Knox News, prelim)"})),
    ]
    return dict(tid="h45-search-19", system=system("How many recreation visits did Great Smoky Mountains National Park receive in 2024, and what was the system-wide total?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2025-02-24.",
                bad=True, turn=6, kind="updated memory value reads back as the old preliminary value")


# State minimum wage changes 2025 (search, extractor, memory): clean
def t20() -> dict[str, Any]:
    epi = "https://www.epi.org/blog/twenty-one-states-will-increase-their-minimum-wages-on-january-1-2025/"
    mi = "https://www.michigan.gov/leo/news/2025/02/19/michigan-minimum-wage-increases-february-21"
    ca = "https://www.dir.ca.gov/dlse/faq_minimumwage.htm"
    d = [("Alaska", 11.73, 11.91, "Indexed"), ("Arizona", 14.35, 14.70, "Indexed"), ("California", 16.00, 16.50, "Indexed"),
         ("Colorado", 14.42, 14.81, "Indexed"), ("Connecticut", 15.69, 16.35, "Indexed"), ("Delaware", 13.25, 15.00, "Legislation"),
         ("Illinois", 14.00, 15.00, "Legislation"), ("Maine", 14.15, 14.65, "Indexed"), ("Michigan", 10.33, 10.56, "Legislation"),
         ("Minnesota", 10.85, 11.13, "Indexed"), ("Missouri", 12.30, 13.75, "Ballot measure"), ("Montana", 10.30, 10.55, "Indexed"),
         ("Nebraska", 12.00, 13.50, "Ballot measure"), ("New Jersey", 15.13, 15.49, "Indexed"), ("New York (rest of state)", 15.00, 15.50, "Legislation"),
         ("New York (NYC, Long Island, Westchester)", 16.00, 16.50, "Legislation"), ("Ohio", 10.45, 10.70, "Indexed"),
         ("Rhode Island", 14.00, 15.00, "Legislation"), ("South Dakota", 11.20, 11.50, "Indexed"), ("Vermont", 13.67, 14.01, "Indexed"),
         ("Virginia", 12.00, 12.41, "Indexed"), ("Washington", 16.28, 16.66, "Indexed")]
    rows = "\n".join(f"| {n} | ${a:.2f} | ${b:.2f} | ${b - a:.2f} | {(b / a - 1) * 100:.1f}% | {t} |" for n, a, b, t in d)
    ca_v = "$16.50/h from 1 Jan 2025 (from $16.00, +3.1%); exempt salary floor $68,640/yr"
    wa_v = "$16.66/h from 1 Jan 2025 (highest state-wide rate)"
    mi_new = "$12.48/h from 21 Feb 2025 (was $10.56 from 1 Jan 2025); tipped $4.74"
    ff = "$20.00/h since 1 Apr 2024 (AB 1228, national fast food chains)"
    turns = [
        (q("state minimum wage increases January 1 2025 list of states new rates"), S(
            R(epi, "Twenty-one states will increase their minimum wages on January 1, 2025 | Economic Policy Institute", "Twenty-one states will raise their minimum wages on January 1, raising pay for over 9.2 million workers by a total of $5.7 billion ...", "Dec 19, 2024"),
            R("https://www.dol.gov/agencies/whd/minimum-wage/state", "State Minimum Wage Laws | U.S. Department of Labor", "Updated January 1, 2025. Where federal and state law have different minimum wage rates, the higher standard applies."),
            R("https://www.paycor.com/resource-center/articles/minimum-wage-by-state/", "Minimum Wage by State 2025 | Paycor", "Washington has the highest state minimum wage at $16.66 per hour ...", "Jan 2, 2025"),
            R("https://www.cnbc.com/2024/12/31/minimum-wage-increases-2025.html", "Minimum wage increases in 21 states on Jan. 1 - CNBC", "Delaware, Illinois and Rhode Island reach $15; Missouri and Nebraska raise pay under ballot measures ...", "Dec 31, 2024"),
            R("https://www.ncsl.org/labor-and-employment/state-minimum-wages", "State Minimum Wages | NCSL", "As of January 1, 2025, 30 states and D.C. have minimum wages above the federal minimum of $7.25 ..."),
            R("https://www.usatoday.com/story/money/2024/12/30/minimum-wage-increase-2025-states/", "Minimum wage going up in 2025: see the list | USA TODAY", "Michigan's minimum wage will rise to $10.56 on Jan. 1, and again in February after a court ruling ...", "Dec 30, 2024"),
            R("https://www.reddit.com/r/personalfinance/comments/1hq8w3z/", "Minimum wage going up in 21 states tomorrow : r/personalfinance", "WA $16.66, CA $16.50, CT $16.35 ...", "Dec 31, 2024"),
            R("https://www.laborlawcenter.com/state-minimum-wage-rates/", "2025 State Minimum Wage Rates | Labor Law Center", "Interactive map of current and upcoming minimum wage rates ..."),
        )),
        (extract(epi, "New and old rates for every state raising its minimum wage on Jan 1, 2025"), f"""# Twenty-one states will increase their minimum wages on January 1, 2025, raising pay for 9.2 million workers

*Economic Policy Institute · Working Economics Blog · December 19, 2024 · By Sebastian Martinez Hickey*

On January 1, 2025, 21 states will increase their minimum wages, raising pay for an estimated 9.2 million workers by a total of $5.7 billion. Delaware, Illinois and Rhode Island will reach a $15 minimum wage, and Missouri and Nebraska will implement increases approved by voters in November.

## Table 1: State minimum wage increases, January 1, 2025

| State | Dec. 31, 2024 | Jan. 1, 2025 | Nominal change | Percent change | Type of increase |
| --- | --- | --- | --- | --- | --- |
{rows}

Notes: New York's minimum wage differs by region; both rates are shown. Michigan's rate will increase again in February 2025 under the Michigan Supreme Court's ruling in *Mothering Justice v. Attorney General*. Several localities will also raise their minimum wages on January 1.

Washington will have the highest state minimum wage ($16.66), followed by California and New York's downstate region ($16.50) and Connecticut ($16.35).

The federal minimum wage has remained $7.25 since July 2009."""),
        (mem_add({"ca_2025": ca_v.split(";")[0], "wa_2025": wa_v, "mi_2025": "$10.56/h from 1 Jan 2025; another rise due Feb 2025"}),
         added("ca_2025", "wa_2025", "mi_2025")),
        (q("Michigan minimum wage February 21 2025 increase 12.48 tipped"), S(
            R(mi, "Michigan minimum wage increases Feb. 21 | Michigan LEO", "Michigan's minimum wage will increase from $10.56 to $12.48 per hour on Feb. 21, 2025 ...", "Feb 19, 2025"),
            R("https://www.freep.com/story/money/business/michigan/2025/02/21/michigan-minimum-wage-12-48-today/", "Michigan minimum wage rises to $12.48 today | Detroit Free Press", "The increase follows the Michigan Supreme Court's July 2024 ruling and a law signed by Gov. Whitmer on Feb. 21 ...", "Feb 21, 2025"),
            R("https://www.michigan.gov/leo/bureaus-agencies/wd/minimum-wage", "Minimum Wage | Michigan LEO Wage & Hour", "Current rates: regular $12.48; minors 85% $10.61; tipped employees $4.74; training wage $4.25."),
            R("https://www.mlive.com/news/2025/02/whitmer-signs-minimum-wage-tipped-wage-bill.html", "Whitmer signs bill changing Michigan's minimum wage and tipped wage schedule | MLive", "The law sets the minimum wage at $15 by 2027 and raises the tipped wage to 50% by 2031 ...", "Feb 21, 2025"),
            R("https://www.wxyz.com/news/michigan-minimum-wage-2025", "What Michigan's minimum wage increase means for you | WXYZ", "Workers see a $1.92-an-hour raise ...", "Feb 20, 2025"),
        )),
        (extract(mi, "New rate, effective date and tipped/minor rates"), """# Michigan minimum wage increases Feb. 21

*Michigan Department of Labor and Economic Opportunity (LEO) · February 19, 2025*

LANSING, Mich. - The Michigan Department of Labor and Economic Opportunity's Wage and Hour Division reminds employers that Michigan's minimum wage will increase from $10.56 to **$12.48 per hour** on **Feb. 21, 2025**, as a result of the Michigan Supreme Court's ruling in *Mothering Justice v. Attorney General*.

| Rate | Jan. 1, 2025 | Feb. 21, 2025 |
| --- | --- | --- |
| Minimum wage | $10.56 | $12.48 |
| Minors (ages 16-17), 85% | $8.98 | $10.61 |
| Tipped employees, 38% | $4.01 | $4.74 |
| Training wage (first 90 days, under 20) | $4.25 | $4.25 |

Further increases in 2026 and later years depend on legislation pending before the Legislature; LEO will announce the rates when they are final.

Employers must post the updated minimum wage poster, available on the Wage and Hour website.

*Media contact: Chelsea Wuth, 517-282-0041*"""),
        (mem_update({"mi_2025": mi_new}), updated("mi_2025")),
        (extract(ca, "California 2025 minimum wage, fast food minimum and exempt salary threshold"), """# Minimum Wage Frequently Asked Questions

*California Department of Industrial Relations · Labor Commissioner's Office · Revised January 2025*

**Q. What is the minimum wage in California?**

Effective January 1, 2025, the minimum wage for all employers, regardless of size, is **$16.50 per hour**. The rate increased from $16.00 under Labor Code section 1182.12, which requires an annual cost-of-living adjustment.

| Year | All employers |
| --- | --- |
| 2023 | $15.50 |
| 2024 | $16.00 |
| 2025 | $16.50 |

**Q. Are there different minimum wages for some industries?**

Yes. Fast food restaurant employees covered by AB 1228 have a minimum wage of **$20.00 per hour**, effective April 1, 2024. Covered health care facility employees have schedule-based minimums under SB 525 (for example, $18, $21, $23 or $25 per hour depending on facility type, effective October 16, 2024).

**Q. What is the minimum salary for exempt employees?**

Exempt employees must earn a monthly salary of no less than two times the state minimum wage for full-time employment: for 2025, **$68,640 per year** ($5,720 per month).

**Q. Do cities have their own minimum wages?**

Yes. Many cities and counties have local minimum wage ordinances with higher rates, such as West Hollywood ($19.65) and Mountain View ($19.20) in 2025."""),
        (mem_add({"ca_fastfood": ff}), added("ca_fastfood")),
        (mem_all(), dump({"ca_2025": ca_v.split(";")[0], "wa_2025": wa_v, "mi_2025": mi_new, "ca_fastfood": ff})),
    ]
    return dict(tid="h45-search-20", system=system("What are the new 2025 minimum wages in California, Washington and Michigan, and what changed during the year?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2025-03-10.")


# Chess Olympiad 2024 standings and players (search, extractor, memory): bad
def t21() -> dict[str, Any]:
    fg = "https://ratings.fide.com/profile/46616543"
    fa = "https://ratings.fide.com/profile/35009192"
    cr = "https://chess-results.com/tnr968469.aspx?lan=1&art=46"
    r10 = "https://chess-results.com/tnr968469.aspx?lan=1&art=3&rd=10"
    fw = "https://www.fide.com/news/3221"

    def profile(name: str, fid: str, born: str, std: str, rpd: str, blz: str, rank: str, prev: str, games: str) -> str:
        return f"""# {name}

FIDE Ratings and Statistics · Player profile

| | |
| --- | --- |
| FIDE ID | {fid} |
| Federation | India |
| B-Year | {born} |
| Sex | Male |
| FIDE title | Grandmaster |
| std | {std} |
| rapid | {rpd} |
| blitz | {blz} |

## World Rank (Oct 2024)

| | Active players | All players |
| --- | --- | --- |
| World Rank | {rank} | {rank} |

## Rating history (standard)

| Period | Rating | Games |
| --- | --- | --- |
| 2024-Oct | {std} | {games} |
| 2024-Sep | {prev} | 0 |

*Ratings as of 01 October 2024. Calculations include the 45th Chess Olympiad, Budapest.*"""
    turns = [
        (q("Gukesh Dommaraju FIDE rating profile ID"), S(
            R(fg, "Gukesh D - FIDE Ratings", "Gukesh D · FIDE ID: 46616543 · Federation: India · B-Year: 2006 · Title: Grandmaster · std 2783"),
            R("https://en.wikipedia.org/wiki/Gukesh_Dommaraju", "Gukesh Dommaraju - Wikipedia", "Gukesh Dommaraju (born 29 May 2006) is an Indian chess grandmaster ... FIDE rating 2783 (October 2024), a career high."),
            R("https://www.chess.com/players/gukesh-dommaraju", "Gukesh Dommaraju - Chess.com Player Profile", "Indian grandmaster, winner of the 2024 Candidates Tournament ..."),
            R("https://2700chess.com/players/gukesh", "Gukesh D | 2700chess", "Live rating 2783.0 · World rank #5 ..."),
            R("https://www.fide.com/news/3215", "October 2024 FIDE rating list: Gukesh climbs to world No. 5 | FIDE", "Gukesh gained 17 points at the Olympiad ...", "Oct 1, 2024"),
            R("https://www.chessbase.in/news/Gukesh-ratings-october-2024", "Gukesh reaches 2783 | ChessBase India", "The Candidates winner's Olympiad performance of 3056 brought him to a new high ...", "Oct 1, 2024"),
            R("https://lichess.org/fide/46616543/Gukesh_D", "Gukesh D FIDE profile | lichess.org", "FIDE player 46616543 · India · GM · 2783 standard"),
        )),
        (extract(fg, "FIDE ID, federation and current ratings"), profile("Gukesh D", "46616543", "2006", "2783", "2650", "2689", "5", "2766", "10")),
        (q("Chess Olympiad 2024 Budapest Gukesh board 1 individual gold 9/10"), S(
            R("https://www.fide.com/news/3218", "India wins double gold at 45th Chess Olympiad | FIDE", "India won the open and women's sections in Budapest; Gukesh (9/10) and Arjun Erigaisi (10/11) won individual board gold ...", "Sep 22, 2024"),
            R("https://chess-results.com/tnr968469.aspx?lan=1&art=9&snr=1", "Chess-Results Server: 45th Olympiad Budapest 2024 Open - Player info: Gukesh D", "Gukesh D · FIDE-ID 46616534 · IND · Board 1 · Rtg 2766 · Pts 9.0 of 10 · Rp 3056"),
            R("https://en.wikipedia.org/wiki/45th_Chess_Olympiad", "45th Chess Olympiad - Wikipedia", "The 45th Chess Olympiad took place in Budapest, Hungary, from 10 to 23 September 2024. India won both the open and women's events."),
            R("https://www.chess.com/news/view/2024-chess-olympiad-round-11", "India Wins Historic Double Gold At Chess Olympiad | Chess.com", "India had already secured open gold before the last round; a 3.5-0.5 win over Slovenia completed a 21-point campaign ...", "Sep 22, 2024"),
            R("https://www.chessbase.com/post/chess-olympiad-2024-round-11", "Olympiad: India takes double gold | ChessBase", "A 3.5-0.5 win over Slovenia gave India 21 of 22 match points ...", "Sep 22, 2024"),
            R("https://www.thehindu.com/sport/other-sports/chess-olympiad-india-gold-gukesh-arjun/article68670412.ece", "Chess Olympiad: India wins gold in both open and women's sections | The Hindu", "Gukesh and Arjun Erigaisi bagged individual gold medals ...", "Sep 22, 2024"),
            R("https://www.reddit.com/r/chess/comments/1fmr8oz/", "India wins the 2024 Chess Olympiad open and women's sections! : r/chess", "Gukesh 9/10 with a 3056 performance on board 1 ...", "Sep 22, 2024"),
        )),
        (extract(cr, "Final ranking of the open section with match points"), """# 45th Olympiad Budapest 2024 Open

Chess-Results Server · Final Ranking after 11 Rounds · Last update 23.09.2024 08:14:37

| Rk. | SNo | Team | Games | + | = | - | TB1 | TB2 | TB3 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | 2 | India | 11 | 10 | 1 | 0 | 21 | 442.0 | 35.0 |
| 2 | 1 | United States of America | 11 | 7 | 3 | 1 | 17 | 395.5 | 31.0 |
| 3 | 4 | Uzbekistan | 11 | 7 | 3 | 1 | 17 | 381.5 | 31.5 |
| 4 | 3 | China | 11 | 7 | 2 | 2 | 16 | 384.0 | 29.5 |
| 5 | 11 | Serbia | 11 | 7 | 2 | 2 | 16 | 360.5 | 29.0 |
| 6 | 8 | Armenia | 11 | 7 | 2 | 2 | 16 | 354.0 | 30.0 |
| 7 | 13 | Hungary | 11 | 6 | 4 | 1 | 16 | 350.5 | 29.5 |
| 8 | 6 | Poland | 11 | 7 | 1 | 3 | 15 | 352.0 | 28.0 |

Tie Break1: Matchpoints (2 for win, 1 for draw, 0 for loss)
Tie Break2: Olympiad-Sonneborn-Berger-Tie-Break without lowest result (Chess Olympiad)
Tie Break3: Points (game-points)

Showing ranks 1-8 of 188 teams · [Show complete list](https://chess-results.com/tnr968469.aspx?lan=1&art=46&zeilen=99999)"""),
        (mem_add({"open_gold": "India 21/22 MP (10 wins, 1 draw), 35 game points", "open_silver_bronze": "USA 17 MP (silver on TB2), Uzbekistan 17 MP (bronze)"}),
         added("open_gold", "open_silver_bronze")),
        (extract(r10, "India vs USA board-by-board result in round 10"), """# 45th Olympiad Budapest 2024 Open · Round 10 on 2024/09/21 at 15:00

Chess-Results Server · Team pairings (excerpt)

| Bo. | 2 | India | Rtg | - | 1 | United States of America | Rtg | 2½:1½ |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1.1 | GM | Gukesh D | 2766 | - | GM | Caruana, Fabiano | 2796 | 1 - 0 |
| 1.2 | GM | Praggnanandhaa R | 2747 | - | GM | So, Wesley | 2769 | 0 - 1 |
| 1.3 | GM | Erigaisi Arjun | 2778 | - | GM | Dominguez Perez, Leinier | 2738 | 1 - 0 |
| 1.4 | GM | Vidit, Santosh Gujrathi | 2720 | - | GM | Aronian, Levon | 2733 | ½ - ½ |

Other top boards in round 10: Uzbekistan - China 2:2, Serbia - Armenia 2½:1½.

After round 10: India 19 match points, United States 15, Uzbekistan 15, China 15."""),
        (mem_add({"rd10_ind_usa": "India 2.5-1.5 USA: Gukesh beat Caruana, Pragg lost to So, Arjun beat Dominguez, Vidit drew Aronian"}), added("rd10_ind_usa")),
        (extract(fw, "Final women's section podium and match points"), """# India, Kazakhstan and USA on the women's podium in Budapest

*FIDE · 22 September 2024*

India won the women's section of the 45th Chess Olympiad with 19 match points after a 3.5-0.5 win over Azerbaijan in the final round. Kazakhstan took silver with 18 match points and the United States won bronze with 17, ahead of Poland on tiebreak.

## Final standings (top 5)

| Rank | Team | MP | Game points |
| --- | --- | --- | --- |
| 1 | India | 19 | 33.5 |
| 2 | Kazakhstan | 18 | 28.0 |
| 3 | United States of America | 17 | 29.5 |
| 4 | Poland | 17 | 28.5 |
| 5 | Georgia | 16 | 30.0 |

India's team: Harika Dronavalli, Vaishali Rameshbabu, Divya Deshmukh, Vantika Agrawal and Tania Sachdev. Divya Deshmukh (9.5/11) won individual gold on board 3 and Vantika Agrawal on board 4.

It is the first time India has won either section of the Olympiad; the open team also won gold."""),
        (mem_add({"women_podium": "India 19 MP, Kazakhstan 18, USA 17 (bronze on TB over Poland)"}), added("women_podium")),
        (q("Arjun Erigaisi Chess Olympiad 2024 10/11 board 3 gold FIDE rating"), S(
            R(fa, "Erigaisi Arjun - FIDE Ratings", "Erigaisi Arjun · FIDE ID: 35009192 · Federation: India · B-Year: 2003 · Title: Grandmaster · std 2797"),
            R("https://en.wikipedia.org/wiki/Arjun_Erigaisi", "Arjun Erigaisi - Wikipedia", "Arjun Erigaisi (born 3 September 2003) ... scored 10/11 on board 3 at the 45th Chess Olympiad, winning individual gold ..."),
            R("https://www.chessbase.in/news/Arjun-2797-october-2024", "Arjun Erigaisi reaches 2797 and world No. 4 | ChessBase India", "The Olympiad board 3 gold medallist gained 19 points ...", "Oct 1, 2024"),
            R("https://www.fide.com/news/3218", "India wins double gold at 45th Chess Olympiad | FIDE", "Gukesh (9/10) and Arjun Erigaisi (10/11) won individual board gold ...", "Sep 22, 2024"),
            R("https://2700chess.com/players/erigaisi", "Arjun Erigaisi | 2700chess", "Live rating 2797 · World rank #4"),
        )),
        (extract(fa, "FIDE ID and current ratings"), profile("Erigaisi Arjun", "35009192", "2003", "2797", "2718", "2742", "4", "2778", "11")),
        (mem_all(), dump({"open_gold": "India 21/22 MP (10 wins, 1 draw), 35 game points", "open_silver_bronze": "USA 17 MP (silver on TB2), Uzbekistan 17 MP (bronze)",
                          "rd10_ind_usa": "India 2.5-1.5 USA: Gukesh beat Caruana, Pragg lost to So, Arjun beat Dominguez, Vidit drew Aronian",
                          "women_podium": "India 19 MP, Kazakhstan 18, USA 17 (bronze on TB over Poland)"})),
    ]
    return dict(tid="h45-search-21", system=system("Who won the 2024 Chess Olympiad sections, and how did India's key players perform?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2024-10-04.",
                bad=True, turn=3, kind="identifier drift: Gukesh's FIDE ID 46616543 shown as 46616534 in the Olympiad player card")


# Delhi air quality index, live readings (search, extractor, memory): clean
def t22() -> dict[str, Any]:
    cpcb = "https://cpcb.nic.in/upload/Downloads/AQI_Bulletin_20241117.pdf"
    cpcb2 = "https://cpcb.nic.in/upload/Downloads/AQI_Bulletin_20241118.pdf"
    iq = "https://www.iqair.com/india/delhi/new-delhi"
    grap = "https://www.hindustantimes.com/cities/delhi-news/grap-stage-4-in-delhi-what-is-allowed-what-is-banned-101731880465431.html"

    def bulletin(date: str, rows: list[tuple[str, str, str, str, str]]) -> str:
        body = "\n".join(f"| {i} | {c} | {q_} | {v} | {p} | {n} |" for i, (c, q_, v, p, n) in enumerate(rows, 1))
        return f"""# Central Pollution Control Board · AQI Bulletin

**Daily AQI Bulletin · {date} · 4:00 PM** (average of past 24 hours)

| S.No | City | Air Quality | Index Value | Prominent Pollutant | Based on number of monitoring stations |
| --- | --- | --- | --- | --- | --- |
{body}

AQI categories: Good (0-50), Satisfactory (51-100), Moderately Polluted (101-200), Poor (201-300), Very Poor (301-400), Severe (401-500).

*The AQI is based on the 24-hourly average of pollutants from the stations reporting. Data are provisional.*"""

    def iqair(t: str, aqi: str, pm: str, times: str, rows: list[tuple[str, str, str]]) -> str:
        st = "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows)
        return f"""# Air quality in New Delhi

**Air quality index (AQI) and PM2.5 air pollution in New Delhi** · Local time {t}

| US AQI | Status | Main pollutant |
| --- | --- | --- |
| {aqi} | Hazardous | PM2.5 |

**PM2.5 concentration:** {pm} µg/m³ - currently {times} times the WHO annual air quality guideline value.

## Health recommendations

- Avoid outdoor exercise
- Close your windows to avoid dirty outdoor air
- Wear a mask outdoors
- Run an air purifier

## Live AQI ranking: New Delhi stations

| Station | US AQI | Last update |
| --- | --- | --- |
{st}

*Source: IQAir, aggregated from government stations (CPCB/DPCC) and IQAir sensors. US AQI is calculated with the US EPA scale and differs from India's National AQI.*"""
    b17 = [("Agra", "Poor", "286", "PM2.5", "6"), ("Bahadurgarh", "Severe", "412", "PM2.5", "1"), ("Chandigarh", "Very Poor", "332", "PM2.5", "3"),
           ("Delhi", "Severe", "441", "PM2.5", "37"), ("Faridabad", "Very Poor", "320", "PM2.5", "4"), ("Ghaziabad", "Very Poor", "400", "PM2.5", "4"),
           ("Greater Noida", "Very Poor", "358", "PM2.5", "2"), ("Gurugram", "Very Poor", "362", "PM2.5", "4"), ("Kolkata", "Moderate", "152", "PM2.5", "7"),
           ("Mumbai", "Moderate", "118", "PM10", "29"), ("Noida", "Very Poor", "384", "PM2.5", "4"), ("Sonipat", "Severe", "404", "PM2.5", "1")]
    b18 = [("Agra", "Very Poor", "318", "PM2.5", "6"), ("Bahadurgarh", "Severe", "445", "PM2.5", "1"), ("Chandigarh", "Very Poor", "370", "PM2.5", "3"),
           ("Delhi", "Severe", "494", "PM2.5", "35"), ("Faridabad", "Very Poor", "381", "PM2.5", "4"), ("Ghaziabad", "Severe", "441", "PM2.5", "4"),
           ("Greater Noida", "Very Poor", "394", "PM2.5", "2"), ("Gurugram", "Severe", "415", "PM2.5", "4"), ("Kolkata", "Moderate", "167", "PM2.5", "7"),
           ("Mumbai", "Moderate", "124", "PM10", "29"), ("Noida", "Severe", "425", "PM2.5", "4"), ("Sonipat", "Severe", "428", "PM2.5", "1")]
    s11 = [("Anand Vihar", "512", "11:00"), ("Jahangirpuri", "497", "11:00"), ("Punjabi Bagh", "478", "10:00"), ("R.K. Puram", "455", "11:00"),
           ("ITO", "449", "11:00"), ("Lodhi Road", "421", "11:00")]
    s16 = [("Anand Vihar", "531", "16:00"), ("Jahangirpuri", "510", "16:00"), ("Punjabi Bagh", "496", "16:00"), ("R.K. Puram", "470", "16:00"),
           ("ITO", "462", "15:00"), ("Lodhi Road", "440", "16:00")]
    m1 = {"cpcb_17nov": "Delhi AQI 441 (Severe), CPCB 4 PM bulletin 17 Nov 2024, 37 stations",
          "iqair_18nov_11am": "US AQI 433, PM2.5 292 µg/m³ at 11:00 IST 18 Nov (US EPA scale, not India NAQI)"}
    m2 = {"cpcb_18nov": "Delhi AQI 494 (Severe), CPCB 4 PM bulletin 18 Nov 2024, 35 stations; GRAP IV from 8 AM 18 Nov"}
    turns = [
        (q("Delhi AQI today CPCB severe plus GRAP stage 4 November 2024"), S(
            R("https://cpcb.nic.in/AQI_Bulletin.php", "AQI Bulletin | Central Pollution Control Board", "Daily AQI bulletin for Indian cities, released at 4 PM, based on the 24-hour average ...", "N/A"),
            R(iq, "New Delhi Air Quality Index (AQI) and India Air Pollution | IQAir", "Real-time New Delhi air quality index (AQI): Hazardous. PM2.5 concentration ...", "N/A"),
            R("https://www.hindustantimes.com/cities/delhi-news/delhi-aqi-severe-plus-grap-4-november-18-2024-101731871234567.html", "Delhi AQI 'severe plus', GRAP Stage 4 curbs kick in | Hindustan Times", "Delhi's AQI was 441 at 4 PM on Sunday; the CAQM invoked Stage 4 of GRAP from 8 AM Monday ...", "3 hours ago"),
            R("https://www.reuters.com/world/india/delhi-air-pollution-november-18-2024/", "New Delhi shuts schools as air quality turns 'severe plus' | Reuters", "Smog enveloped India's capital on Monday ...", "2 hours ago"),
            R("https://caqm.nic.in/WriteReadData/LINKS/Order_GRAP_IV_17112024.pdf", "Order invoking Stage IV of GRAP - CAQM", "In view of the AQI of Delhi crossing 450 ... Stage IV actions to be implemented from 08:00 AM on 18.11.2024 ...", "Nov 17, 2024"),
            R("https://aqicn.org/city/delhi/", "Delhi Air Pollution: Real-time Air Quality Index (AQI) | aqicn.org", "Delhi AQI: Hazardous. Updated Monday 11:00 ...", "N/A"),
            R("https://www.ndtv.com/delhi-news/delhi-air-pollution-live-updates-november-18-2024", "Delhi Air Pollution Live Updates | NDTV", "Visibility drops, flights delayed as toxic smog covers Delhi ...", "45 minutes ago"),
            R("https://www.reddit.com/r/delhi/comments/1gtz0u7/", "AQI 1000+ on some private monitors this morning : r/delhi", "Private sensors saturate above 999 ...", "4 hours ago"),
        )),
        (extract(cpcb, "Latest CPCB AQI for Delhi and NCR cities"), bulletin("17/11/2024", b17)),
        (extract(iq, "Current US AQI and PM2.5 in New Delhi"), iqair("11:00, Nov 18", "433", "292", "58.4", s11)),
        (mem_add(m1), added(*m1)),
        (q("GRAP stage IV Delhi 18 November 2024 restrictions schools trucks construction"), S(
            R(grap, "GRAP Stage 4 in Delhi: what is allowed, what is banned | Hindustan Times", "Entry of trucks banned except those carrying essential goods; construction halted; schools move online ...", "Nov 18, 2024"),
            R("https://caqm.nic.in/WriteReadData/LINKS/Order_GRAP_IV_17112024.pdf", "Order invoking Stage IV of GRAP - CAQM", "Stage IV to be implemented from 08:00 AM on 18.11.2024 in the entire NCR ...", "Nov 17, 2024"),
            R("https://www.thehindu.com/news/cities/Delhi/supreme-court-grap-iv-schools-online/article68881234.ece", "SC orders all Delhi schools up to Class 12 to go online under GRAP-4 | The Hindu", "The Supreme Court on Monday directed NCR states to shift classes for all students online ...", "Nov 18, 2024"),
            R("https://www.livemint.com/news/india/grap-4-delhi-rules-11731890000000.html", "GRAP-4 rules in Delhi: odd-even, WFH and more | Mint", "Government offices asked to run at 50% capacity ...", "Nov 18, 2024"),
            R("https://www.indiatoday.in/cities/delhi/story/grap-iv-delhi-explained-2635012-2024-11-18", "What is GRAP IV and why it has been imposed | India Today", "The graded response plan has four stages, triggered by AQI thresholds ...", "Nov 18, 2024"),
        )),
        (extract(grap, "Date and time GRAP IV took effect and the main restrictions"), """# GRAP Stage 4 in Delhi: what is allowed, what is banned

*Hindustan Times · New Delhi · Nov 18, 2024 09:12 AM IST*

The Commission for Air Quality Management (CAQM) invoked Stage 4 of the Graded Response Action Plan (GRAP) across the National Capital Region from 8 AM on Monday, November 18, after Delhi's air quality index (AQI) touched 441 at 4 PM on Sunday and crossed 450 by 7 PM.

## Key restrictions under GRAP Stage 4

| Measure | Status |
| --- | --- |
| Entry of trucks into Delhi | Banned, except those carrying essential goods, CNG/electric/BS-VI diesel trucks |
| Construction and demolition | Banned, including linear public projects (highways, flyovers, power lines) |
| Non-essential diesel medium and heavy goods vehicles (Delhi-registered) | Banned, except BS-VI |
| Schools | Physical classes suspended for all classes except 10 and 12 (Delhi government order); hearing in the Supreme Court on Monday |
| Offices | NCR states may allow 50% of staff to work from home; Centre may decide for its offices |
| BS-III petrol and BS-IV diesel four-wheelers | Banned in Delhi and NCR districts (under Stage 3, continuing) |

## What is allowed

- Trucks carrying food, medicines and other essential goods
- Emergency services and vehicles on essential duty
- Metro and public transport (extra trips added)

GRAP Stage 4 is invoked when the AQI is forecast to cross 450 ("severe plus"). The measures remain until CAQM revokes them."""),
        (extract(iq, "Latest US AQI and PM2.5 in New Delhi"), iqair("16:00, Nov 18", "458", "306", "61.2", s16)),
        (extract(cpcb2, "Today's 4 PM CPCB AQI for Delhi"), bulletin("18/11/2024", b18)),
        (mem_add(m2), added(*m2)),
        (mem_all(), dump({**m1, **m2})),
    ]
    return dict(tid="h45-search-22", system=system("What is Delhi's air quality today by the official CPCB index and by live US-AQI monitors, and what GRAP curbs are in force?"),
                turns=turns, state="Memory: empty. No previous searches. Session date: 2024-11-18, about 11:15 AM IST.")


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in ALL:
        t = make()
        rs.add(task="search", tid=t["tid"], system=t["system"], turns=t["turns"], state=t["state"],
               bad=t.get("bad", False), turn=t.get("turn"), kind=t.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
