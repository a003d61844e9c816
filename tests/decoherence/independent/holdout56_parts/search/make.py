# ruff: noqa: E501
"""Held-out set h56, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Topics are science and nature facts (species, mountains, rivers, earthquakes, volcanoes, space missions,
Nobel prizes, elements, telescopes, hurricanes, national parks, universities, patents) looked up on a mix of
mainstream and less common sites. Eleven trajectories hold exactly one contradiction (labelled with the
1-based turn whose observation first contradicts an earlier one); eleven are clean but full of legitimate
changes (memory updates, removals, renames, re-sorted or filtered views, figures from different sources,
years or agencies, UTC versus local times).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, search

TOOLS = [
    {"type": "function", "function": {
        "name": "web_search",
        "description": "Perform Google web searches then returns a string of the top search results. Accepts multiple queries.",
        "parameters": {"type": "object", "properties": {"queries": {
            "type": "array", "items": {"type": "string", "description": "The search query."}, "minItems": 1,
            "description": "The list of search queries."}}, "required": ["queries"]}}},
    {"type": "function", "function": {
        "name": "web_extractor",
        "description": "Fetch a webpage and return its main content as Markdown, focused on the given goal.",
        "parameters": {"type": "object", "properties": {
            "url": {"type": "string", "description": "The URL of the webpage to visit."},
            "goal": {"type": "string", "description": "The information the agent wants from the page."}},
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

You are a **Search World Model** — a precise web search and information retrieval environment simulator. Simulate the execution of search and memory-related tool calls and generate realistic, contextually appropriate responses, with **factual accuracy as the top priority** and **query relevance** across the interaction sequence.

## Task Definition

Given the historical context (previous tool calls and their responses in this session) and the current tool call (web_search, web_extractor or dict_memory), predict the **exact tool response** that would be returned in a real execution environment.

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

**Output Format**:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024

[2] ...
```

- Generate 10 relevant results per query (for batch queries, 10 for EACH query, sequentially).
- Use `[1]`, `[2]`, `[3]` numbering; realistic URLs; snippets that tease information without fully answering.
- Use `N/A` for undated content (Wikipedia, reference pages) and realistic dates for news/blogs (e.g., `Jun 18, 2024`).
- Mix Wikipedia, official sites, news outlets, educational resources and occasional forums.

### web_extractor

**Output Format**: raw text content in Markdown — headers with `#`, `##`, `###`, tables with `|`, lists with `-` or `1.`, minimal boilerplate.

- **Consistency Requirement**: content MUST align with prior search snippets for this URL.
- Follow the page type (Wikipedia infobox and sections, news byline and body, official specifications, academic abstract, forum answers).

### dict_memory

| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs or "Key not found" |
| `retrieve_all` | (none) | All stored key-value pairs |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Track memory state across the entire conversation; return the exact data previously stored; memory persists until explicitly removed.

# Key Principles

Format, Factuality (ground truth, then real-world knowledge, then reasonable inference; never fabricate entities, numbers or citations), Consistency with historical context, memory state and cross-tool alignment, Realism of search behavior, and Quality (complete yet concise).

# Input Definitions & Action Space

You can simulate the following tools:

""" + json.dumps(TOOLS, indent=2, ensure_ascii=False)

Res = tuple[str, str, str, str]
Turn = tuple[str, str]


def sr(*items: Res) -> str:
    """A web_search observation: ranked results in a fenced block."""
    body = "\n\n".join(f"[{i}] {u}\nTitle: {t}\nSnippet: {s}\nDate: {d}" for i, (u, t, s, d) in enumerate(items, 1))
    return "```\n" + body + "\n```"


def q(query: str, *items: Res) -> Turn:
    return search(query), sr(*items)


def page(url: str, goal: str, text: str) -> Turn:
    return extract(url, goal), text.strip("\n")


def state(task: str) -> str:
    return f"Research task: {task}\nSearch history: (none)\nMemory: {{}} (empty)"


class Mem:
    """The dict_memory scratchpad; every observation follows from the operations so far."""

    def __init__(self) -> None:
        self.d: dict[str, Any] = {}

    def add(self, d: dict[str, Any]) -> Turn:
        self.d.update(d)
        return memory("add", dict=d), f"Successfully added items of {list(d)} to memory."

    def update(self, d: dict[str, Any]) -> Turn:
        assert all(k in self.d for k in d), d
        self.d.update(d)
        return memory("update", dict=d), f"Successfully updated items of {list(d)} in memory."

    def remove(self, keys: list[str]) -> Turn:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def retrieve(self, keys: list[str]) -> Turn:
        found = {k: self.d[k] for k in keys if k in self.d}
        lines = [json.dumps(found, indent=2, ensure_ascii=False)] if found else []
        lines += [f"Key not found: '{k}'" for k in keys if k not in self.d]
        return memory("retrieve", key_list=keys), "\n".join(lines)

    def retrieve_all(self) -> Turn:
        if not self.d:
            return memory("retrieve_all"), "Memory is empty."
        return memory("retrieve_all"), json.dumps(self.d, indent=2, ensure_ascii=False)


def tamper(turn: Turn, old: str, new: str) -> Turn:
    """Change one detail of an observation (the planted contradiction)."""
    action, obs = turn
    assert obs.count(old) == 1, (old, obs[:200])
    return action, obs.replace(old, new)


def wiki_tail(title: str, oldid: int, cats: list[str]) -> str:
    return (f'Retrieved from "https://en.wikipedia.org/w/index.php?title={title}&oldid={oldid}"\n\nCategories:\n\n'
            + "\n".join(f"* {c}" for c in cats))


# 01 nobelprize.org: Physics 2023 (mainstream) — clean
def t01(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "Nobel Prize in Physics 2023 laureates attosecond pulses",
        ("https://www.nobelprize.org/prizes/physics/2023/summary/", "The Nobel Prize in Physics 2023 - NobelPrize.org",
         "The Nobel Prize in Physics 2023 was awarded jointly to Pierre Agostini, Ferenc Krausz and Anne L'Huillier \"for experimental methods that generate attosecond pulses of light ...", "N/A"),
        ("https://www.nobelprize.org/prizes/physics/2023/press-release/", "Press release: The Nobel Prize in Physics 2023 - NobelPrize.org",
         "3 October 2023. The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2023 to Pierre Agostini, The Ohio State University, Columbus, USA ...", "Oct 3, 2023"),
        ("https://en.wikipedia.org/wiki/2023_Nobel_Prize_in_Physics", "2023 Nobel Prize in Physics - Wikipedia",
         "The 2023 Nobel Prize in Physics was awarded to Pierre Agostini, Ferenc Krausz, and Anne L'Huillier for experimental methods that generate attosecond pulses of light ...", "N/A"),
        ("https://www.nytimes.com/2023/10/03/science/nobel-prize-physics.html", "Nobel Prize in Physics Awarded for Studies of Electrons in Flashes of Light - The New York Times",
         "Pierre Agostini, Ferenc Krausz and Anne L'Huillier were honored for their work on attosecond pulses, which offer glimpses of electrons in motion ...", "Oct 3, 2023"),
        ("https://www.nature.com/articles/d41586-023-03047-8", "Physics Nobel scooped by scientists who captured electrons in motion - Nature",
         "Trio of researchers produced pulses of light lasting just attoseconds, opening a window into the world of electrons ...", "Oct 3, 2023"),
        ("https://www.lunduniversity.lu.se/article/anne-lhuillier-awarded-nobel-prize-physics-2023", "Anne L'Huillier awarded the Nobel Prize in Physics 2023 | Lund University",
         "Anne L'Huillier, professor of atomic physics at Lund University, has been awarded the Nobel Prize in Physics 2023 together with Pierre Agostini and Ferenc Krausz ...", "Oct 3, 2023"),
        ("https://www.mpq.mpg.de/nobel-prize-physics-2023-ferenc-krausz", "Nobel Prize in Physics 2023 for Ferenc Krausz | Max Planck Institute of Quantum Optics",
         "Ferenc Krausz, Director at the Max Planck Institute of Quantum Optics in Garching and professor at LMU Munich, shares the Nobel Prize in Physics ...", "Oct 3, 2023"),
        ("https://news.osu.edu/ohio-state-professor-emeritus-pierre-agostini-wins-nobel-prize-in-physics/", "Ohio State professor emeritus Pierre Agostini wins Nobel Prize in physics",
         "Agostini, professor emeritus of physics at The Ohio State University, shares the prize for his work on the generation of attosecond pulses ...", "Oct 3, 2023"),
        ("https://physicsworld.com/a/attosecond-physics-pioneers-bag-the-2023-nobel-prize-for-physics/", "Attosecond physics pioneers bag the 2023 Nobel Prize for Physics - Physics World",
         "Pierre Agostini, Ferenc Krausz and Anne L'Huillier share the SEK 11m prize for creating ultrashort pulses of light ...", "Oct 3, 2023"),
        ("https://www.scientificamerican.com/article/physics-nobel-prize-goes-to-tiny-glimpses-of-electrons/", "Physics Nobel Prize Goes to Tiny Glimpses of Electrons - Scientific American",
         "Three physicists who developed techniques for producing attosecond flashes of light have won the 2023 Nobel Prize in Physics ...", "Oct 3, 2023"),
    ))
    turns.append(page(
        "https://www.nobelprize.org/prizes/physics/2023/summary/", "laureates, motivation, prize amount and share",
        """
# The Nobel Prize in Physics 2023

![Pierre Agostini](https://www.nobelprize.org/images/agostini-153331-portrait-mini-2x.jpg) Pierre Agostini
Prize share: 1/3

![Ferenc Krausz](https://www.nobelprize.org/images/krausz-153335-portrait-mini-2x.jpg) Ferenc Krausz
Prize share: 1/3

![Anne L'Huillier](https://www.nobelprize.org/images/lhuillier-153339-portrait-mini-2x.jpg) Anne L'Huillier
Prize share: 1/3

The Nobel Prize in Physics 2023 was awarded jointly to Pierre Agostini, Ferenc Krausz and Anne L'Huillier "for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter"

## Prize announcement

The Royal Swedish Academy of Sciences announced the prize on 3 October 2023 in Stockholm.

## Facts

| | |
| --- | --- |
| Prize amount | 11,000,000 Swedish kronor, to be shared equally between the laureates |
| Prize motivation | "for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter" |
| Field | Atomic physics |
| Award ceremony | 10 December 2023, Stockholm Concert Hall |

## Laureates

| Laureate | Born | Affiliation at the time of the award |
| --- | --- | --- |
| Pierre Agostini | 1941, Tunis, Tunisia | The Ohio State University, Columbus, OH, USA |
| Ferenc Krausz | 1962, Mór, Hungary | Max Planck Institute of Quantum Optics, Garching, Germany; Ludwig-Maximilians-Universität München, Munich, Germany |
| Anne L'Huillier | 1958, Paris, France | Lund University, Lund, Sweden |

## Explore prizes and laureates

- Press release
- Popular information: *Electrons in pulses of light*
- Advanced information: *For experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter*
- Nobel Prize lectures
- Banquet speeches

To cite this section
MLA style: The Nobel Prize in Physics 2023. NobelPrize.org. Nobel Prize Outreach 2024. Tue. 14 May 2024. <https://www.nobelprize.org/prizes/physics/2023/summary/>
"""))
    turns.append(m.add({
        "physics_2023_laureates": "Pierre Agostini; Ferenc Krausz; Anne L'Huillier (1/3 share each)",
        "physics_2023_motivation": "for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter",
        "physics_2023_announced": "3 October 2023; prize amount SEK 11,000,000"}))
    turns.append(q(
        "Anne L'Huillier fifth woman Nobel Prize in Physics",
        ("https://www.nobelprize.org/prizes/lists/nobel-prize-awarded-women/", "Nobel Prize awarded women - NobelPrize.org",
         "The Nobel Prize and the Prize in Economic Sciences have been awarded to women 65 times between 1901 and 2023. Physics: Marie Curie 1903, Maria Goeppert Mayer 1963, Donna Strickland 2018, Andrea Ghez 2020, Anne L'Huillier 2023 ...", "N/A"),
        ("https://www.theguardian.com/science/2023/oct/03/nobel-prize-in-physics-awarded-for-work-on-electrons-and-light", "Nobel prize in physics awarded for work on electrons and light - The Guardian",
         "L'Huillier is the fifth woman to be awarded the physics prize. She said: \"It's very special to receive this prize and, as you know, there are not so many women who got this prize ...\"", "Oct 3, 2023"),
        ("https://www.nobelprize.org/prizes/physics/2023/lhuillier/facts/", "Anne L'Huillier - Facts - 2023 - NobelPrize.org",
         "Anne L'Huillier, Nobel Prize in Physics 2023. Born: 1958, Paris, France. Affiliation at the time of the award: Lund University, Lund, Sweden ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Anne_L%27Huillier", "Anne L'Huillier - Wikipedia",
         "Anne Geneviève L'Huillier (born 16 August 1958) is a French-Swedish physicist, and professor of atomic physics at Lund University ...", "N/A"),
        ("https://www.bbc.com/news/science-environment-67000000", "Nobel physics prize goes to 'attosecond' trio - BBC News",
         "Prof L'Huillier was teaching when she received the call from the Royal Swedish Academy of Sciences ...", "Oct 3, 2023"),
        ("https://www.aps.org/publications/apsnews/202311/nobel.cfm", "Attosecond Science Earns the 2023 Nobel Prize in Physics - APS News",
         "L'Huillier's 1987 discovery of high harmonics in argon laid the groundwork for the field ...", "Nov 14, 2023"),
        ("https://www.reuters.com/science/nobel-prize-physics-2023-10-03/", "Three scientists win Nobel physics prize for glimpse into electrons - Reuters",
         "L'Huillier becomes only the fifth woman to win the physics prize since it was first awarded in 1901 ...", "Oct 3, 2023"),
        ("https://www.newscientist.com/article/2395366-physics-nobel-prize-goes-to-attosecond-light-pulses/", "Physics Nobel prize goes to imaging of electrons with attosecond light pulses - New Scientist",
         "The 2023 Nobel prize in physics has been awarded to Pierre Agostini, Ferenc Krausz and Anne L'Huillier ...", "Oct 3, 2023"),
        ("https://www.quora.com/How-many-women-have-won-the-Nobel-Prize-in-Physics", "How many women have won the Nobel Prize in Physics? - Quora",
         "As of 2023, five women: Curie (1903), Goeppert Mayer (1963), Strickland (2018), Ghez (2020) and L'Huillier (2023) ...", "Oct 9, 2023"),
        ("https://www.thelocal.se/20231003/lund-professor-wins-nobel-physics-prize", "Lund professor wins Nobel physics prize - The Local Sweden",
         "Anne L'Huillier, who has lived in Sweden since the mid-1990s, received the news during a lecture ...", "Oct 3, 2023"),
    ))
    turns.append(page(
        "https://www.nobelprize.org/prizes/physics/2023/lhuillier/facts/", "birth, affiliation, prize share, and place among women laureates",
        """
# Anne L'Huillier

## Facts

![Anne L'Huillier](https://www.nobelprize.org/images/lhuillier-153339-portrait-medium.jpg)

© Nobel Prize Outreach. Photo: Nanaka Adachi

**Anne L'Huillier**
The Nobel Prize in Physics 2023

| | |
| --- | --- |
| Born | 1958, Paris, France |
| Affiliation at the time of the award | Lund University, Lund, Sweden |
| Prize motivation | "for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter" |
| Prize share | 1/3 |

## Work

When light from a laser passes through a gas, overtones arise — harmonics whose frequencies are whole multiples of the laser's frequency. In 1987 Anne L'Huillier discovered that many different overtones of light arose when she transmitted infrared laser light through a noble gas. She and her colleagues later explained how the overtones interact, which laid the foundation for producing pulses of light lasting only a few hundred attoseconds. In 2001 Pierre Agostini succeeded in producing a series of consecutive light pulses, each lasting 250 attoseconds; at the same time Ferenc Krausz isolated a single pulse lasting 650 attoseconds.

## Women awarded the Nobel Prize in Physics

| Year | Laureate |
| --- | --- |
| 1903 | Marie Curie, née Skłodowska |
| 1963 | Maria Goeppert Mayer |
| 2018 | Donna Strickland |
| 2020 | Andrea Ghez |
| 2023 | Anne L'Huillier |

To cite this section
MLA style: Anne L'Huillier – Facts – 2023. NobelPrize.org. Nobel Prize Outreach 2024. Tue. 14 May 2024. <https://www.nobelprize.org/prizes/physics/2023/lhuillier/facts/>
"""))
    turns.append(m.update({
        "physics_2023_laureates": "Pierre Agostini (Ohio State Univ.); Ferenc Krausz (MPQ Garching / LMU Munich); Anne L'Huillier (Lund Univ.; 5th woman physics laureate) — 1/3 share each"}))
    turns.append(m.retrieve_all())
    rs.add("search", "h56-search-01", SYSTEM, turns,
           state=state("Who won the 2023 Nobel Prize in Physics, for what, and how many women had won the physics prize by then?"))


# 02 Peakbagger: K2 height and first ascent (less common) — memory value read back altered at turn 7
def t02(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "K2 elevation prominence first ascent 1954 peakbagger",
        ("https://www.peakbagger.com/peak.aspx?pid=10566", "K2, Pakistan/China - Peakbagger.com",
         "Elevation: 28,251 feet, 8611 meters. Prominence: 13,179 ft, 4017 m. Key Col: Kongka La. First ascent 31 July 1954 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/K2", "K2 - Wikipedia",
         "K2, at 8,611 metres (28,251 ft) above sea level, is the second-highest mountain on Earth, after Mount Everest. It lies in the Karakoram range ...", "N/A"),
        ("https://www.britannica.com/place/K2", "K2 | Height, Map, Deaths, & Facts | Britannica",
         "K2, the world's second highest peak (28,251 feet [8,611 metres]), second only to Mount Everest. It was first climbed in 1954 by an Italian expedition ...", "N/A"),
        ("https://www.summitpost.org/k2/150227", "K2 : Climbing, Hiking & Mountaineering : SummitPost",
         "K2 is the second highest mountain in the world ... The Abruzzi Spur is the standard route, first climbed in 1954 ...", "N/A"),
        ("https://www.explorersweb.com/k2-1954-the-untold-story/", "K2 1954: The Untold Story - ExplorersWeb",
         "Seventy years ago Lino Lacedelli and Achille Compagnoni stood on top of K2, with the crucial help of Walter Bonatti and Amir Mehdi ...", "Jul 31, 2024"),
        ("https://www.nationalgeographic.com/adventure/article/k2-first-winter-summit-nepali-team", "Nepali team makes history with first winter ascent of K2 - National Geographic",
         "On January 16, 2021, ten Nepali climbers reached the 28,251-foot summit together, singing the national anthem ...", "Jan 16, 2021"),
        ("https://www.peakware.com/peaks.php?pk=1", "K2 - Peakware World Mountain Encyclopedia",
         "K2 (8611 m) Karakoram, Pakistan/China. First ascent: 1954, A. Compagnoni, L. Lacedelli ...", "N/A"),
        ("https://www.8000ers.com/cms/en/k2-mainmenu-153.html", "K2 - 8000ers.com",
         "K2 8611 m. 1st ascent: 31.07.1954, A. Compagnoni, L. Lacedelli (Italian expedition, leader Ardito Desio) ...", "N/A"),
        ("https://www.reddit.com/r/Mountaineering/comments/15e4mzb/k2_first_ascent_1954/", "69 years ago today, K2 was first climbed : r/Mountaineering",
         "July 31, 1954 — Compagnoni and Lacedelli summited via the Abruzzi Spur after a bivouac that nearly killed Bonatti and Mahdi ...", "Jul 31, 2023"),
        ("https://www.climbing.com/places/k2-facts/", "K2 Facts: The Savage Mountain by the Numbers - Climbing",
         "Height: 28,251 feet. First ascent: 1954. First winter ascent: 2021 ...", "Aug 5, 2022"),
    ))
    turns.append(page(
        "https://www.peakbagger.com/peak.aspx?pid=10566", "elevation, prominence, first ascent",
        """
# K2, Pakistan/China

| | |
| --- | --- |
| Elevation (feet) | 28,251 |
| Elevation (meters) | 8611 |
| Continent | Asia |
| Range 2 | Karakoram |
| Range 3 | Baltoro Muztagh |
| Countries | Pakistan, China |
| Latitude/Longitude (WGS84) | 35° 52' 53'' N; 76° 30' 48'' E |
| | 35.881388, 76.513333 (Dec Deg) |
| Elevation Info | Elevation from Chinese and Pakistani surveys; the older figure of 8611 m is used by most sources. |
| Prominence | Clean Prominence: 13,179 ft/4017 m |
| | Optimistic Prominence: 13,179 ft/4017 m |
| Key Col | Kongka La: 15,072 ft/4594 m |
| Isolation | 818 miles/1316 km, NNE of Everest |
| Ranks | World Elevation Rank: 2; World Prominence Rank: 22 |
| Ascent Info | First ascent 31 July 1954 by Achille Compagnoni and Lino Lacedelli (Italian expedition led by Ardito Desio), Abruzzi Spur. |
| Other Web Links | Wikipedia Page; Everest News K2 page |

## Peakbagger Ascent Statistics

| | |
| --- | --- |
| Total Successful Ascents | 14 |
| Total Unsuccessful Attempts | 6 |
| Total Ascent Count | 20 |

| Date | Climber | Type |
| --- | --- | --- |
| 2023-07-27 | Kristin Harila | Successful Summit Attained |
| 2022-07-22 | Nirmal Purja | Successful Summit Attained |
| 2021-01-16 | Mingma Gyalje Sherpa | Successful Summit Attained (first winter ascent) |
| 2018-07-22 | Andrzej Bargiel | Successful Summit Attained (ski descent) |
| 1954-07-31 | Lino Lacedelli | Successful Summit Attained |
| 1954-07-31 | Achille Compagnoni | Successful Summit Attained |

Copyright © 1987-2024 by Peakbagger.com. All Rights Reserved.
"""))
    turns.append(m.add({
        "k2_elevation": "8,611 m (28,251 ft); prominence 4,017 m (13,179 ft); key col Kongka La",
        "k2_first_ascent": "31 July 1954 — Achille Compagnoni & Lino Lacedelli, Abruzzi Spur (Italian expedition led by Ardito Desio)"}))
    turns.append(q(
        "K2 first winter ascent January 2021 Nepali team members",
        ("https://en.wikipedia.org/wiki/2020%E2%80%9321_winter_K2_expedition", "2020–21 Winter K2 expedition - Wikipedia",
         "On 16 January 2021, a team of ten Nepali climbers led by Nirmal Purja and Mingma Gyalje Sherpa made the first winter ascent of K2 ...", "N/A"),
        ("https://www.nationalgeographic.com/adventure/article/k2-first-winter-summit-nepali-team", "Nepali team makes history with first winter ascent of K2 - National Geographic",
         "On January 16, 2021, ten Nepali climbers reached the 28,251-foot summit together, singing the national anthem ...", "Jan 16, 2021"),
        ("https://www.nytimes.com/2021/01/16/sports/k2-winter-summit.html", "Nepali Climbers Make History With First Winter Summit of K2 - NYT",
         "Ten climbers waited about 30 feet below the top so they could step onto the summit together, shortly before 5 p.m. local time ...", "Jan 16, 2021"),
        ("https://www.explorersweb.com/k2-winter-summit-nepalis/", "K2 Winter: Nepalis Summit! - ExplorersWeb",
         "Nirmal Purja climbed without supplemental oxygen; the other nine used it ...", "Jan 16, 2021"),
        ("https://www.bbc.com/news/world-asia-55690725", "K2: Nepali team makes history with winter summit - BBC News",
         "The 8,611m (28,251ft) K2 had been the only one of the world's 14 highest mountains never to have been climbed in winter ...", "Jan 16, 2021"),
        ("https://www.outsideonline.com/outdoor-adventure/climbing/k2-winter-ascent-nepal/", "The Nepali Team That Made History on K2 - Outside Online",
         "The team fused three expeditions — Nimsdai's, Mingma G's and Seven Summit Treks' — into one summit push ...", "Jan 19, 2021"),
        ("https://kathmandupost.com/national/2021/01/16/nepali-climbers-make-history-on-k2", "Nepali climbers make history on K2 - The Kathmandu Post",
         "The ten climbers are Nirmal Purja, Mingma Gyalje Sherpa, Geljen Sherpa, Mingma David Sherpa, Mingma Tenzi Sherpa, Pem Chhiri Sherpa, Dawa Temba Sherpa, Gelje Sherpa, Kilu Pemba Sherpa and Sona Sherpa ...", "Jan 16, 2021"),
        ("https://www.reddit.com/r/Mountaineering/comments/kyi5ot/k2_winter_summit/", "K2 has been summited in winter! : r/Mountaineering",
         "Historic day. Last unclimbed 8000er in winter ...", "Jan 16, 2021"),
        ("https://www.climbing.com/news/k2-winter-ascent-2021/", "K2 Gets Its First Winter Ascent - Climbing",
         "A ten-person Nepali team summited at 5 p.m. on January 16 ...", "Jan 16, 2021"),
        ("https://www.theguardian.com/world/2021/jan/16/nepali-climbers-make-history-first-winter-ascent-k2", "Nepali climbers make history with first winter ascent of K2 - The Guardian",
         "Spanish climber Sergi Mingote died on the same day after falling on the mountain ...", "Jan 16, 2021"),
    ))
    turns.append(page(
        "https://en.wikipedia.org/wiki/2020%E2%80%9321_winter_K2_expedition", "summit date, time and team members",
        """
Jump to content

From Wikipedia, the free encyclopedia

| 2020–21 Winter K2 expedition | |
| --- | --- |
| Date | December 2020 – February 2021 |
| Location | K2, Karakoram, Pakistan–China border |
| Outcome | First winter ascent of K2 (16 January 2021) |
| Deaths | 5 (Sergi Mingote, Atanas Skatov, Muhammad Ali Sadpara, John Snorri Sigurjónsson, Juan Pablo Mohr) |

The **2020–21 Winter K2 expedition** refers to the several expeditions that attempted K2 in the winter of 2020–21, during which a team of ten Nepali mountaineers made the first winter ascent of the mountain on **16 January 2021**. K2 had been the last of the fourteen eight-thousanders without a winter ascent.

## Summit

The ten climbers gathered a few metres below the summit and walked to the top together, singing the Nepali national anthem, at about 17:00 local time (PKT, UTC+5).

| # | Climber | Supplemental oxygen |
| --- | --- | --- |
| 1 | Nirmal Purja | No |
| 2 | Mingma Gyalje Sherpa | Yes |
| 3 | Geljen Sherpa | Yes |
| 4 | Mingma David Sherpa | Yes |
| 5 | Mingma Tenzi Sherpa | Yes |
| 6 | Pem Chhiri Sherpa | Yes |
| 7 | Dawa Temba Sherpa | Yes |
| 8 | Gelje Sherpa | Yes |
| 9 | Kilu Pemba Sherpa | Yes |
| 10 | Sona Sherpa | Yes |

## Background

The first ascent of K2 was made on 31 July 1954 by Achille Compagnoni and Lino Lacedelli of the Italian expedition led by Ardito Desio. Winter attempts began with a Polish–Canadian–British expedition in 1987–88.

## Fatalities

Spanish climber Sergi Mingote died on 16 January 2021 after a fall between Camp 1 and Advanced Base Camp. Muhammad Ali Sadpara, John Snorri Sigurjónsson and Juan Pablo Mohr went missing on 5 February 2021.

Retrieved from "https://en.wikipedia.org/w/index.php?title=2020%E2%80%9321_winter_K2_expedition&oldid=1209871145"
"""))
    turns.append(m.add({"k2_first_winter_ascent": "16 January 2021, ~17:00 PKT — ten Nepali climbers (Nirmal Purja without O2; Mingma Gyalje Sherpa co-lead)"}))
    turns.append(tamper(m.retrieve(["k2_elevation", "k2_first_ascent"]), "28,251 ft", "28,215 ft"))
    turns.append(q(
        "Ardito Desio 1954 K2 expedition Walter Bonatti Amir Mahdi bivouac",
        ("https://en.wikipedia.org/wiki/1954_Italian_expedition_to_K2", "1954 Italian expedition to K2 - Wikipedia",
         "The 1954 Italian expedition to K2, led by Ardito Desio, made the first ascent of K2 on 31 July 1954 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Walter_Bonatti", "Walter Bonatti - Wikipedia",
         "Bonatti and the Hunza porter Amir Mahdi survived an unplanned open bivouac at 8,100 m on the night of 30 July 1954 ...", "N/A"),
        ("https://www.theguardian.com/world/2011/sep/16/walter-bonatti-obituary", "Walter Bonatti obituary - The Guardian",
         "Bonatti carried oxygen for the summit pair and was forced to spend the night in the open ...", "Sep 16, 2011"),
        ("https://www.explorersweb.com/k2-1954-the-untold-story/", "K2 1954: The Untold Story - ExplorersWeb",
         "Seventy years ago Lino Lacedelli and Achille Compagnoni stood on top of K2, with the crucial help of Walter Bonatti and Amir Mehdi ...", "Jul 31, 2024"),
        ("https://www.caiclubalpinoitaliano.it/k2-1954-relazione", "K2 1954: la relazione del CAI - Club Alpino Italiano",
         "Nel 2004 il CAI ha riconosciuto ufficialmente la versione di Bonatti sugli eventi del 30-31 luglio 1954 ...", "Apr 26, 2008"),
        ("https://www.nytimes.com/2009/01/03/world/europe/03lacedelli.html", "Lino Lacedelli, First to Climb K2, Dies at 83 - NYT",
         "Lacedelli and Compagnoni reached the summit of K2 on July 31, 1954 ...", "Jan 3, 2009"),
        ("https://www.dawn.com/news/1818402/amir-mehdi-the-forgotten-hero-of-k2", "Amir Mehdi, the forgotten hero of K2 - Dawn",
         "The Hunza porter lost all his toes to frostbite after the bivouac ...", "Jul 31, 2024"),
        ("https://www.alpinist.com/doc/web09x/wfeature-k2-1954", "The K2 controversy - Alpinist",
         "For fifty years Bonatti fought to set the record straight about the oxygen bottles ...", "N/A"),
        ("https://www.britannica.com/biography/Ardito-Desio", "Ardito Desio | Italian geologist | Britannica",
         "Ardito Desio (1897–2001) led the Italian expedition that made the first ascent of K2 in 1954 ...", "N/A"),
        ("https://www.summitpost.org/k2-1954/384231", "K2 1954 - SummitPost",
         "Desio's team of 11 climbers and over 500 porters approached via the Baltoro Glacier ...", "N/A"),
    ))
    rs.add("search", "h56-search-02", SYSTEM, turns, state=state("Record K2's height, prominence, first ascent and first winter ascent."),
           bad=True, turn=7, kind="Memory read-back gives K2 as 28,215 ft although 28,251 ft was stored in turn 3 and never updated.")


RIVERS = [
    ("1", "Nile–White Nile–Kagera–Nyabarongo–Mwogo–Rukarara", "6,650", "4,130", "3,254,555", "2,800", "Mediterranean Sea", "Ethiopia, Eritrea, Sudan, Uganda, Tanzania, Kenya, Rwanda, Burundi, Egypt, DR Congo, South Sudan"),
    ("2", "Amazon–Ucayali–Tambo–Ene–Mantaro", "6,400", "3,976", "7,050,000", "209,000", "Atlantic Ocean", "Brazil, Peru, Bolivia, Colombia, Ecuador, Venezuela, Guyana"),
    ("3", "Yangtze–Jinsha–Tongtian–Dangqu", "6,300", "3,917", "1,808,500", "31,900", "East China Sea", "China"),
    ("4", "Mississippi–Missouri–Jefferson–Beaverhead–Red Rock–Hell Roaring", "6,275", "3,902", "3,202,230", "16,200", "Gulf of Mexico", "United States (98.5%), Canada (1.5%)"),
    ("5", "Yenisey–Angara–Selenga–Ider", "5,539", "3,445", "2,580,000", "19,600", "Kara Sea", "Russia (97%), Mongolia (2.9%)"),
    ("6", "Yellow River (Huang He)", "5,464", "3,395", "795,000", "2,110", "Bohai Sea", "China"),
    ("7", "Ob–Irtysh", "5,410", "3,364", "2,990,000", "12,800", "Gulf of Ob", "Russia, Kazakhstan, China, Mongolia"),
    ("8", "Río de la Plata–Paraná–Rio Grande", "4,880", "3,030", "2,582,672", "18,000", "Atlantic Ocean", "Brazil, Argentina, Paraguay, Bolivia, Uruguay"),
    ("9", "Congo–Chambeshi", "4,700", "2,922", "4,014,500", "41,800", "Atlantic Ocean", "DR Congo, Central African Republic, Angola, Republic of the Congo, Zambia, Cameroon, Tanzania"),
    ("10", "Amur–Argun–Kherlen", "4,444", "2,763", "1,855,000", "11,400", "Sea of Okhotsk", "Russia, China, Mongolia"),
]
RIV_HEAD = "| Rank | River | Length (km) | Length (mi) | Drainage area (km²) | Average discharge (m³/s) | Outflow | Countries in the drainage basin |\n| --- | --- | --- | --- | --- | --- | --- | --- |"


def riv_rows(ranks: set[str] | None = None) -> str:
    return "\n".join("| " + " | ".join(r) + " |" for r in RIVERS if ranks is None or r[0] in ranks)


# 03 Wikipedia: list of river systems by length (mainstream) — re-extraction of the same revision changes one length
def t03(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "longest rivers in the world list by length Nile Amazon",
        ("https://en.wikipedia.org/wiki/List_of_river_systems_by_length", "List of river systems by length - Wikipedia",
         "This is a list of the longest rivers on Earth. It includes river systems over 1,000 kilometres. The Nile (6,650 km) and the Amazon (6,400 km) ...", "N/A"),
        ("https://www.britannica.com/science/river/The-worlds-longest-rivers", "The world's longest rivers - Britannica",
         "Nile: 4,132 miles (6,650 km); Amazon: 4,000 miles (6,400 km); Yangtze: 3,915 miles (6,300 km) ...", "N/A"),
        ("https://www.worldatlas.com/rivers/the-longest-rivers-in-the-world.html", "The Longest Rivers In The World - WorldAtlas",
         "The Nile River is the longest river in the world at 6,650 km, although some measurements put the Amazon ahead ...", "Jun 12, 2023"),
        ("https://www.nationalgeographic.com/environment/article/amazon-nile-longest-river", "Is the Amazon or the Nile the longest river? - National Geographic",
         "Depending on where you measure the source, the Amazon could be between 6,400 and 7,000 km long ...", "Jun 6, 2024"),
        ("https://www.guinnessworldrecords.com/world-records/longest-river", "Longest river | Guinness World Records",
         "The Nile is the longest river in the world at 6,695 km (4,160 miles) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Nile", "Nile - Wikipedia",
         "The Nile is a major north-flowing river in northeastern Africa. It flows into the Mediterranean Sea ... about 6,650 km (4,130 mi) long ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Amazon_River", "Amazon River - Wikipedia",
         "The Amazon River in South America is the largest river by discharge volume of water in the world, and the disputed longest river system ...", "N/A"),
        ("https://www.statista.com/statistics/1267447/longest-rivers-worldwide/", "Longest rivers worldwide 2023 | Statista",
         "The Nile is the longest river in the world with a length of 6,650 kilometers, followed by the Amazon ...", "Mar 14, 2024"),
        ("https://www.usgs.gov/special-topics/water-science-school/science/rivers-world", "Rivers of the World | U.S. Geological Survey",
         "Comparing rivers by discharge, the Amazon carries about 20 percent of the freshwater entering the oceans ...", "N/A"),
        ("https://www.reddit.com/r/geography/comments/10wz4xo/is_the_amazon_longer_than_the_nile/", "Is the Amazon longer than the Nile? : r/geography",
         "It depends on which tributary you call the source and where you put the mouth in the estuary ...", "Feb 8, 2023"),
    ))
    turns.append(page(
        "https://en.wikipedia.org/wiki/List_of_river_systems_by_length", "top 10 river systems with length, drainage area and discharge",
        "\n".join([
            "Jump to content", "", "From Wikipedia, the free encyclopedia", "",
            "This is a list of the longest rivers on Earth. It includes river systems over 1,000 kilometres (620 mi) in length.", "",
            "## Definition of length", "",
            "There are many factors, such as the identification of the source, the identification or the definition of the mouth, and the scale of measurement of the river length between source and mouth, that determine the precise meaning of \"river length\". As a result, the length measurements of many rivers are only approximations. In particular, there has long been disagreement as to whether the Nile or the Amazon is the world's longest river. The Nile has traditionally been considered longer, but in 2007 and 2008 some scientists claimed that the Amazon is longer by measuring the river plus the adjacent Pará estuary and the longest connecting tidal canal.", "",
            "## List of river systems more than 1,000 km long", "",
            RIV_HEAD, riv_rows(), "", "(Table continues: 169 more river systems down to 1,000 km.)", "",
            "## Notes", "",
            "1. The length of the Amazon is disputed; a 2007 study by Brazil's INPE gave 6,992 km when measured from the Mantaro source and including the Pará estuary.",
            "2. The Mississippi–Missouri length is that of the longest continuous course, from the source of the Red Rock / Hell Roaring Creek in Montana to the Gulf of Mexico.", "",
            wiki_tail("List_of_river_systems_by_length", 1223447021, ["Lists of rivers", "Rivers by length"]),
        ])))
    turns.append(m.add({
        "nile_length": "6,650 km (4,130 mi) — Wikipedia list, rank 1",
        "amazon_length": "6,400 km (3,976 mi) — rank 2; disputed, 6,992 km per 2007 INPE study",
        "yangtze_length": "6,300 km (3,917 mi) — rank 3"}))
    turns.append(page(
        "https://www.britannica.com/science/river/The-worlds-longest-rivers", "lengths of the Nile and Amazon per Britannica",
        """
# The world's longest rivers

The table provides a list of the world's longest rivers, ranked by length. Lengths given are for the longest main stem or river system, measured from the most distant source to the mouth.

| River | Outflow | Length (miles) | Length (km) | Drainage area (sq mi) | Drainage area (sq km) |
| --- | --- | --- | --- | --- | --- |
| Nile–Kagera | Mediterranean Sea | 4,132 | 6,650 | 1,293,000 | 3,349,000 |
| Amazon–Ucayali–Apurímac | South Atlantic Ocean | 4,000 | 6,400 | 2,722,000 | 7,050,000 |
| Yangtze (Chang) | East China Sea | 3,915 | 6,300 | 698,000 | 1,808,000 |
| Mississippi–Missouri–Red Rock | Gulf of Mexico | 3,710 | 5,971 | 1,245,000 | 3,221,000 |
| Yenisey–Baikal–Selenga | Kara Sea | 3,442 | 5,540 | 1,000,000 | 2,580,000 |
| Huang He (Yellow) | Bo Hai (Gulf of Chihli) | 3,395 | 5,464 | 290,000 | 752,000 |
| Ob–Irtysh | Gulf of Ob of Kara Sea | 3,362 | 5,410 | 1,154,000 | 2,990,000 |
| Congo | Atlantic Ocean | 2,900 | 4,700 | 1,430,000 | 3,690,000 |

Note: Britannica measures the Mississippi–Missouri system as 3,710 miles (5,971 km), a shorter course than some other sources, which include meanders measured at larger scale.

*The Editors of Encyclopaedia Britannica* — This article was most recently revised and updated by Adam Augustyn.
"""))
    turns.append(q(
        "Amazon river length 7,000 km 2024 expedition source Mantaro Apurimac",
        ("https://www.nationalgeographic.com/environment/article/amazon-nile-longest-river", "Is the Amazon or the Nile the longest river? - National Geographic",
         "A new expedition planned for 2024 aims to settle the debate by mapping the Amazon from its farthest source in the Andes ...", "Jun 6, 2024"),
        ("https://en.wikipedia.org/wiki/Amazon_River", "Amazon River - Wikipedia",
         "The length of the Amazon has been estimated at 6,400 km to 7,000 km depending on the source and mouth taken ...", "N/A"),
        ("https://www.bbc.com/future/article/20240301-amazon-longest-river", "The race to prove the Amazon is the world's longest river - BBC Future",
         "Brazilian researchers argue the Mantaro source makes the Amazon 7,000 km long, beating the Nile ...", "Mar 1, 2024"),
        ("https://news.mongabay.com/2024/04/expedition-to-measure-amazon-length/", "Expedition to measure Amazon's length sets off - Mongabay",
         "Scientists will use GPS and satellite imagery to trace the river from the Mantaro to the Atlantic ...", "Apr 18, 2024"),
        ("https://www.scientificamerican.com/article/how-long-is-the-amazon/", "How Long Is the Amazon River? - Scientific American",
         "The answer depends on whether you count the Pará estuary as part of the Amazon ...", "Jul 2, 2008"),
        ("https://www.inpe.br/noticias/noticia.php?Cod_Noticia=1126", "Amazonas é o maior rio do mundo, aponta estudo do INPE",
         "Estudo indica que o Amazonas tem 6.992 km de extensão, enquanto o Nilo tem 6.852 km ...", "Jun 18, 2007"),
        ("https://www.tandfonline.com/doi/full/10.1080/17538947.2012.749950", "Where does the Amazon River begin? A satellite navigation survey - International Journal of Digital Earth",
         "We identify the Mantaro River as the most distant source of the Amazon ...", "Feb 6, 2014"),
        ("https://www.reuters.com/world/americas/amazon-expedition-2024-length/", "Explorers to paddle Amazon to prove it beats the Nile - Reuters",
         "A team of explorers plans to kayak and ride horses along the Amazon to measure its true length ...", "May 2, 2024"),
        ("https://www.livescience.com/29498-amazon-river.html", "Amazon River: Facts, Location & Length - Live Science",
         "The Amazon is about 4,000 miles (6,400 km) long and carries more water than any other river ...", "Feb 22, 2022"),
        ("https://www.quora.com/Which-is-longer-the-Nile-or-the-Amazon", "Which is longer, the Nile or the Amazon? - Quora",
         "Traditionally the Nile, but it depends entirely on measurement conventions ...", "Aug 11, 2021"),
    ))
    turns.append(page(
        "https://en.wikipedia.org/wiki/List_of_river_systems_by_length", "Mississippi–Missouri and Yenisey rows of the table",
        "\n".join([
            "## List of river systems more than 1,000 km long", "", "(rows 3–5)", "",
            RIV_HEAD, riv_rows({"3", "4", "5"}).replace("| 6,275 |", "| 6,375 |"), "",
            "2. The Mississippi–Missouri length is that of the longest continuous course, from the source of the Red Rock / Hell Roaring Creek in Montana to the Gulf of Mexico.", "",
            wiki_tail("List_of_river_systems_by_length", 1223447021, ["Lists of rivers", "Rivers by length"]),
        ])))
    rs.add("search", "h56-search-03", SYSTEM, turns, state=state("Compare the lengths of the world's longest river systems (Nile, Amazon, Yangtze, Mississippi–Missouri)."),
           bad=True, turn=6, kind="Same Wikipedia revision (oldid 1223447021) now lists the Mississippi–Missouri as 6,375 km, whereas turn 2 showed 6,275 km (3,902 mi unchanged).")


QUAKES_2011 = [
    ("official20110311054624120_30", "2011-03-11T05:46:24.120", "38.297", "142.373", "29.0", "mww", "9.1", "2011 Great Tohoku Earthquake, Japan"),
    ("usp000hvpg", "2011-03-11T06:15:40.280", "36.281", "141.111", "42.6", "mww", "7.9", "near the east coast of Honshu, Japan"),
    ("usp000hvpm", "2011-03-11T06:25:50.300", "38.058", "144.590", "18.6", "mww", "7.7", "off the east coast of Honshu, Japan"),
    ("usp000j3wq", "2011-07-06T19:03:18.260", "-29.539", "-176.340", "17.0", "mww", "7.6", "Kermadec Islands region"),
    ("usp000jb33", "2011-10-21T17:57:16.100", "-28.993", "-176.238", "33.0", "mww", "7.4", "Kermadec Islands, New Zealand"),
    ("usp000hvbn", "2011-03-09T02:45:20.330", "38.435", "142.842", "32.0", "mww", "7.3", "near the east coast of Honshu, Japan"),
    ("usp000j7gz", "2011-08-20T16:55:02.810", "-18.365", "168.143", "32.0", "mww", "7.2", "Vanuatu"),
    ("usp000ht0b", "2011-01-18T20:23:23.840", "28.777", "63.951", "68.0", "mww", "7.2", "southwestern Pakistan"),
    ("usp000jbe0", "2011-10-23T10:41:23.000", "38.721", "43.508", "18.0", "mww", "7.1", "eastern Turkey"),
    ("usp000hyy6", "2011-04-07T14:32:43.290", "38.276", "141.588", "42.0", "mww", "7.1", "near the east coast of Honshu, Japan"),
]
FDSN_HEAD = "#EventID|Time|Latitude|Longitude|Depth/km|Author|Catalog|Contributor|ContributorID|MagType|Magnitude|MagAuthor|EventLocationName"


def fdsn(minmag: float) -> str:
    rows = [r for r in QUAKES_2011 if float(r[6]) >= minmag]
    return "\n".join([FDSN_HEAD] + [f"{r[0]}|{r[1]}|{r[2]}|{r[3]}|{r[4]}|us|us|us|{r[0]}|{r[5]}|{r[6]}|us|{r[7]}" for r in rows])


# 04 USGS earthquake catalog: 2011 Tohoku (mainstream) — clean (filters, UTC vs JST, USGS vs JMA magnitude)
def t04(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "USGS 2011 Tohoku earthquake M 9.1 event page",
        ("https://earthquake.usgs.gov/earthquakes/eventpage/official20110311054624120_30/executive", "M 9.1 - 2011 Great Tohoku Earthquake, Japan - USGS",
         "2011-03-11 05:46:24 (UTC) · 38.297°N 142.373°E · 29.0 km depth ...", "N/A"),
        ("https://www.usgs.gov/programs/earthquake-hazards/science/m9-1-tohoku-earthquake-japan", "M9.1 Tohoku Earthquake, Japan | U.S. Geological Survey",
         "The March 11, 2011, M9.1 Tohoku earthquake was the largest earthquake ever recorded in Japan and the fourth largest in the world since 1900 ...", "Mar 11, 2021"),
        ("https://en.wikipedia.org/wiki/2011_T%C5%8Dhoku_earthquake_and_tsunami", "2011 Tōhoku earthquake and tsunami - Wikipedia",
         "The earthquake occurred at 14:46 JST (05:46 UTC) on 11 March 2011 ... magnitude 9.0–9.1 (Mw) ...", "N/A"),
        ("https://pubs.usgs.gov/of/2013/1170/", "The 2011 Tohoku-oki earthquake: USGS Open-File Report 2013-1170",
         "A compilation of seismic and geodetic observations of the March 11, 2011, Tohoku-oki earthquake ...", "Jul 2013"),
        ("https://www.jma.go.jp/jma/en/2011_Earthquake/2011_Earthquake.html", "The 2011 off the Pacific coast of Tohoku Earthquake - Japan Meteorological Agency",
         "Moment magnitude (Mw) 9.0. Origin time 14:46 JST, March 11, 2011 ...", "N/A"),
        ("https://www.ngdc.noaa.gov/hazel/view/hazards/earthquake/event-more-info/5719", "NCEI Significant Earthquake: Japan: Honshu 2011-03-11",
         "Deaths 18,428 (incl. missing); tsunami runup up to 39.7 m at Miyako ...", "N/A"),
        ("https://www.bbc.com/news/world-asia-pacific-12709598", "Japan earthquake: Tsunami hits north-east - BBC News",
         "A massive 8.9-magnitude earthquake has shaken Japan, unleashing a powerful tsunami ...", "Mar 11, 2011"),
        ("https://www.nature.com/articles/nature10227", "The 2011 magnitude 9.0 Tohoku-Oki earthquake: mosaicking the megathrust - Nature",
         "Ide et al. show that the rupture involved a shallow, slow slip near the trench ...", "May 19, 2011"),
        ("https://www.iris.edu/hq/retm/event/1843", "Special Event: Great Tohoku Earthquake Japan - IRIS",
         "Teachable moment slides and animations for the M9.1 earthquake ...", "Mar 11, 2011"),
        ("https://earthquake.usgs.gov/earthquakes/search/", "Search Earthquake Catalog - USGS",
         "Search the ComCat catalog by date, magnitude and region; output CSV, GeoJSON, KML or QuakeML ...", "N/A"),
    ))
    turns.append(page(
        "https://earthquake.usgs.gov/earthquakes/eventpage/official20110311054624120_30/executive", "origin time, location, depth, magnitude",
        """
# M 9.1 - 2011 Great Tohoku Earthquake, Japan

- 2011-03-11 05:46:24 (UTC)
- 38.297°N 142.373°E
- 29.0 km depth

## Interactive Map

## Regional Information

## Impact

| Product | Summary |
| --- | --- |
| Did You Feel It? | IX — 2,126 responses |
| ShakeMap | IX |
| PAGER | RED (Estimated economic losses) |
| Tsunami | Tsunami warning issued — see tsunami.gov |

## Scientific

| Product | Summary |
| --- | --- |
| Origin | Review Status REVIEWED · Magnitude 9.1 mww · Depth 29.0 km · Time 2011-03-11 05:46:24.120 UTC |
| Moment Tensor | Mww 9.1 · Depth 20.0 km · Percent DC 97% |
| Finite Fault | Rupture roughly 400 km long and 150 km wide along the Japan Trench megathrust |

## Summary

The M9.1 Tohoku earthquake occurred as the result of thrust faulting on or near the subduction zone plate boundary between the Pacific and North America plates. The earthquake's magnitude was initially reported as 8.9 and was later updated to 9.0 and then 9.1 following further analysis. It was the largest earthquake ever recorded in Japan and the fourth largest in the world since modern record keeping began in 1900.

The event was preceded by a series of large foreshocks over the previous two days, beginning on March 9th with a M7.3 event approximately 40 km from the March 11 earthquake.

Event ID: official20110311054624120_30 · Contributors: us, at, pt, iscgem
"""))
    turns.append(m.add({
        "tohoku_magnitude": "M 9.1 (USGS mww; initially reported 8.9, then 9.0)",
        "tohoku_origin_utc": "2011-03-11 05:46:24 UTC",
        "tohoku_hypocenter": "38.297°N 142.373°E, 29.0 km depth (USGS event official20110311054624120_30)"}))
    turns.append(page(
        "https://earthquake.usgs.gov/fdsnws/event/1/query?format=text&starttime=2011-01-01&endtime=2012-01-01&minmagnitude=7&orderby=magnitude&limit=10",
        "the ten largest earthquakes of 2011", fdsn(7.0)))
    turns.append(page(
        "https://earthquake.usgs.gov/fdsnws/event/1/query?format=text&starttime=2011-01-01&endtime=2012-01-01&minmagnitude=7.5&orderby=magnitude",
        "only the M7.5+ earthquakes of 2011", fdsn(7.5)))
    turns.append(m.add({"m75plus_2011": "4 events: Tohoku 9.1 (03-11 05:46), aftershocks 7.9 (03-11 06:15) and 7.7 (03-11 06:25), Kermadec 7.6 (07-06)"}))
    turns.append(q(
        "JMA 2011 off the Pacific coast of Tohoku Earthquake Mw 9.0 14:46 JST",
        ("https://www.jma.go.jp/jma/en/2011_Earthquake/2011_Earthquake.html", "The 2011 off the Pacific coast of Tohoku Earthquake - Japan Meteorological Agency",
         "Date and time: 14:46 JST (05:46 UTC), March 11, 2011. Magnitude: Mw 9.0. Epicenter: 38°06.2'N, 142°51.6'E, depth 24 km ...", "N/A"),
        ("https://www.data.jma.go.jp/svd/eqev/data/2011_03_11_tohoku/index.html", "平成23年(2011年)東北地方太平洋沖地震 - 気象庁",
         "地震の規模（マグニチュード）9.0、震源の深さ 24km ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2011_T%C5%8Dhoku_earthquake_and_tsunami", "2011 Tōhoku earthquake and tsunami - Wikipedia",
         "The Japan Meteorological Agency (JMA) revised the magnitude to Mw 9.0; the USGS gives 9.1 ...", "N/A"),
        ("https://www.japantimes.co.jp/news/2011/03/14/national/quake-upgraded-to-magnitude-9-0/", "Quake upgraded to magnitude 9.0 - The Japan Times",
         "The Meteorological Agency on Sunday upgraded the magnitude of Friday's earthquake to 9.0 from 8.8 ...", "Mar 14, 2011"),
        ("https://www.jishin.go.jp/main/oshirase/20110311_sanriku-oki_e.htm", "Evaluation of the 2011 off the Pacific coast of Tohoku Earthquake - HERP",
         "The Headquarters for Earthquake Research Promotion evaluated the rupture area at about 450 km by 200 km ...", "Mar 11, 2011"),
        ("https://www.bosai.go.jp/e/research/tohoku2011.html", "NIED: 2011 Tohoku earthquake research",
         "Strong-motion records from K-NET station MYG004 recorded peak acceleration of 2,933 gal ...", "N/A"),
        ("https://www.gsi.go.jp/cais/topic110315-index-e.html", "Crustal deformation by the 2011 Tohoku earthquake - GSI",
         "GEONET station Oshika moved about 5.3 m east-southeast and subsided 1.2 m ...", "Mar 15, 2011"),
        ("https://www.usgs.gov/programs/earthquake-hazards/science/m9-1-tohoku-earthquake-japan", "M9.1 Tohoku Earthquake, Japan | U.S. Geological Survey",
         "The March 11, 2011, M9.1 Tohoku earthquake was the largest earthquake ever recorded in Japan ...", "Mar 11, 2021"),
        ("https://www.reuters.com/article/us-japan-quake-magnitude-idUSTRE72D0HV20110314", "Japan raises magnitude of earthquake to 9.0 - Reuters",
         "Japan's meteorological agency upgraded the quake to 9.0 from 8.8 ...", "Mar 14, 2011"),
        ("https://www.quora.com/Why-do-USGS-and-JMA-give-different-magnitudes", "Why do USGS and JMA give different magnitudes? - Quora",
         "Different agencies use different stations, models and magnitude scales ...", "Jun 3, 2019"),
    ))
    turns.append(m.update({"tohoku_origin_utc": "2011-03-11 05:46:24 UTC (= 14:46:24 JST); JMA gives Mw 9.0, depth 24 km"}))
    turns.append(m.retrieve_all())
    rs.add("search", "h56-search-04", SYSTEM, turns, state=state("Pin down the magnitude, origin time and depth of the 2011 Tohoku earthquake and list 2011's other great quakes."))


# 05 Smithsonian GVP: Hunga Tonga-Hunga Ha'apai (less common) — clean (eruption start vs climax, UTC vs local, two plume studies)
def t05(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "Hunga Tonga-Hunga Ha'apai Global Volcanism Program eruptive history VEI",
        ("https://volcano.si.edu/volcano.cfm?vn=243040", "Global Volcanism Program | Hunga Tonga-Hunga Ha'apai",
         "Volcano Number 243040. Country: Tonga. Volcano Type: Submarine. Last Known Eruption: 2022. Summit elevation 114 m ...", "N/A"),
        ("https://volcano.si.edu/showreport.cfm?wvar=GVP.WVAR20220112-243040", "Report on Hunga Tonga-Hunga Ha'apai (Tonga) — 12 January-18 January 2022",
         "A large explosive eruption began at 1714 local time (0414 UTC) on 15 January ...", "Jan 19, 2022"),
        ("https://en.wikipedia.org/wiki/2022_Hunga_Tonga%E2%80%93Hunga_Ha%CA%BBapai_eruption_and_tsunami", "2022 Hunga Tonga–Hunga Haʻapai eruption and tsunami - Wikipedia",
         "The eruption began on 20 December 2021 and reached a climax on 15 January 2022 ... VEI 5 ...", "N/A"),
        ("https://www.usgs.gov/news/featured-story/hunga-tonga-hunga-haapai-eruption", "Hunga Tonga–Hunga Haʻapai eruption - USGS",
         "The January 15, 2022, eruption sent an atmospheric pressure wave around the globe several times ...", "Jan 21, 2022"),
        ("https://earthobservatory.nasa.gov/images/149347/hunga-tonga-hunga-haapai-erupts", "Hunga Tonga-Hunga Ha'apai Erupts - NASA Earth Observatory",
         "The umbrella cloud spread about 500 km across in the first hour ...", "Jan 15, 2022"),
        ("https://www.nature.com/articles/s41586-022-05012-5", "Atmospheric waves and global seismoacoustic observations of the January 2022 Hunga eruption - Nature",
         "Matoza et al. describe a Lamb wave with amplitude comparable to Krakatau 1883 ...", "May 12, 2022"),
        ("https://www.science.org/doi/10.1126/science.abo4076", "The January 2022 eruption of Hunga Tonga-Hunga Ha'apai volcano reached the mesosphere - Science",
         "Using geostationary satellites we find the plume reached 57 km altitude ...", "Nov 3, 2022"),
        ("https://agupubs.onlinelibrary.wiley.com/doi/10.1029/2022GL098131", "Stereo Plume Height and Motion Retrievals for the Record-Setting Hunga Tonga-Hunga Ha'apai Eruption - GRL",
         "Carr et al. report plume heights reaching 58 km from stereo imagery ...", "Jun 8, 2022"),
        ("https://www.reddit.com/r/volcanology/comments/s4ot3f/hunga_tonga/", "Hunga Tonga-Hunga Ha'apai megathread : r/volcanology",
         "Pressure wave recorded on barometers worldwide ...", "Jan 15, 2022"),
        ("https://www.volcanodiscovery.com/hunga-tonga-hunga-haapai.html", "Hunga Tonga-Hunga Ha'apai volcano - VolcanoDiscovery",
         "Submarine volcano in Tonga ... eruption updates and reports ...", "N/A"),
    ))
    turns.append(page(
        "https://volcano.si.edu/volcano.cfm?vn=243040", "volcano profile and the 2021–2022 eruption entry",
        """
# Hunga Tonga-Hunga Ha'apai

| | |
| --- | --- |
| Country | Tonga |
| Volcanic Region | Tonga Islands |
| Primary Volcano Type | Submarine |
| Last Known Eruption | 2022 CE |
| Latitude | 20.536°S |
| Longitude | 175.382°W |
| Summit Elevation | 114 m |
| Volcano Number | 243040 |

## General Information

The small islands of Hunga Tonga and Hunga Ha'apai cap a large seamount about 30 km SSE of Falcon Island. The two linear andesitic islands are about 2 km long and represent the western and northern remnants of a caldera rim. A submarine eruption in 2014–15 built a new island between the two, and the 2021–22 eruption destroyed most of it.

## Eruptive History

| Start Date | Stop Date | Eruption Certainty | VEI | Evidence | Activity Area |
| --- | --- | --- | --- | --- | --- |
| 2021 Dec 20 | 2022 Jan 15 (?) | Confirmed | 5 | Observations: Satellite | Hunga Tonga-Hunga Ha'apai |
| 2014 Dec 19 | 2015 Jan 23 | Confirmed | 2 | Historical Observations | New island between Hunga Tonga and Hunga Ha'apai |
| 2009 Mar 17 | 2009 Mar 21 | Confirmed | 2 | Historical Observations | Vents near Hunga Ha'apai |
| 1988 Jun 2 | 1988 Jun 3 | Confirmed | 0 | Historical Observations | |
| 1937 May 29 | Unknown | Confirmed | 0 | Historical Observations | |
| 1912 | Unknown | Confirmed | 0 | Historical Observations | |

## Weekly Reports

- 12 January-18 January 2022: A large explosive eruption began at 1714 local time on 15 January (0414 UTC); the umbrella cloud was about 500 km in diameter ...
- 5 January-11 January 2022: Tonga Geological Services reported that activity had declined, with only weak steam plumes observed through 11 January ...

Cite this page: Global Volcanism Program, 2024. [Database] Volcanoes of the World (v. 5.2.0; 30 Apr 2024). Distributed by Smithsonian Institution, compiled by Venzke, E.
"""))
    turns.append(m.add({
        "hthh_gvp": "GVP 243040, submarine, summit 114 m, 20.536°S 175.382°W",
        "hthh_eruption": "Start 2021 Dec 20; climax 15 Jan 2022 at 04:14 UTC (17:14 local); VEI 5"}))
    turns.append(q(
        "Hunga Tonga eruption plume height 57 km 58 km mesosphere satellite study",
        ("https://www.science.org/doi/10.1126/science.abo4076", "The January 2022 eruption of Hunga Tonga-Hunga Ha'apai volcano reached the mesosphere - Science",
         "Proud, Prata and Schmauß: the plume reached an altitude of 57 km, the first direct observation of a volcanic plume in the mesosphere ...", "Nov 3, 2022"),
        ("https://agupubs.onlinelibrary.wiley.com/doi/10.1029/2022GL098131", "Stereo Plume Height and Motion Retrievals for the Record-Setting Hunga Tonga-Hunga Ha'apai Eruption - GRL",
         "Carr et al. report plume heights reaching 58 km from stereo imagery ...", "Jun 8, 2022"),
        ("https://www.bbc.com/news/science-environment-63500000", "Tonga eruption plume was the tallest ever recorded - BBC News",
         "The ash and vapour column reached 57km, scientists say, beating the previous record of Pinatubo (40 km) ...", "Nov 4, 2022"),
        ("https://www.ox.ac.uk/news/2022-11-04-tonga-volcano-plume-reached-mesosphere", "Tonga volcano plume reached the mesosphere | University of Oxford",
         "Researchers used the parallax effect between three geostationary satellites ...", "Nov 4, 2022"),
        ("https://earthobservatory.nasa.gov/images/150180/tonga-plume-height", "Tonga's Plume Height - NASA Earth Observatory",
         "NASA researchers estimated the plume top at 58 km using stereo observations ...", "Feb 17, 2022"),
        ("https://www.newscientist.com/article/2344949-tonga-volcano-plume-was-the-tallest-ever-seen/", "Tonga volcano plume was the tallest ever seen - New Scientist",
         "The plume reached 57 kilometres, higher than any previously measured ...", "Nov 3, 2022"),
        ("https://en.wikipedia.org/wiki/2022_Hunga_Tonga%E2%80%93Hunga_Ha%CA%BBapai_eruption_and_tsunami", "2022 Hunga Tonga–Hunga Haʻapai eruption and tsunami - Wikipedia",
         "The plume reached 57–58 km into the mesosphere ...", "N/A"),
        ("https://www.smithsonianmag.com/smart-news/tonga-volcano-plume-180981092/", "Tonga Volcano's Plume Reached the Mesosphere - Smithsonian Magazine",
         "Until now the record was held by Mount Pinatubo in 1991, at 40 km ...", "Nov 8, 2022"),
        ("https://www.eumetsat.int/tonga-eruption-himawari-goes", "Tonga eruption observed by Himawari and GOES - EUMETSAT",
         "Imagery from Himawari-8, GOES-17 and GOES-18 captured the umbrella cloud ...", "Jan 17, 2022"),
        ("https://www.reddit.com/r/science/comments/ylw4tj/", "Tonga volcano plume reached 57 km : r/science",
         "Discussion of the Science paper ...", "Nov 4, 2022"),
    ))
    turns.append(page(
        "https://www.science.org/doi/10.1126/science.abo4076", "measured plume height and method",
        """
# The January 2022 eruption of Hunga Tonga-Hunga Ha'apai volcano reached the mesosphere

**Simon R. Proud, Andrew T. Prata, Simeon Schmauß**

*Science* · 3 Nov 2022 · Vol 378, Issue 6619 · pp. 554–557 · DOI: 10.1126/science.abo4076

## Abstract

Explosive volcanic eruptions can inject material into the stratosphere, but the highest altitude reached by a plume has rarely been measured directly. Using the parallax between observations from three geostationary satellites, we find that the eruption of Hunga Tonga-Hunga Ha'apai on 15 January 2022 produced a plume that reached an altitude of **57 kilometers**, the first direct observation of volcanic material injected into the mesosphere. The plume top rose in less than 30 minutes, and the overshooting top collapsed within about an hour, leaving a stratospheric umbrella cloud at 30–40 km.

## Main findings

| Quantity | Value |
| --- | --- |
| Maximum plume altitude | 57 km |
| Time of maximum | about 04:44 UTC, 15 January 2022 (≈30 min after onset at 04:14 UTC) |
| Satellites | Himawari-8, GOES-17, GOES-18 (then GOES-T) |
| Previous highest measured plume | Mount Pinatubo, 1991 (~40 km) |

## Note

An independent stereo analysis (Carr et al., 2022, *Geophysical Research Letters*) reported plume heights up to 58 km.
"""))
    turns.append(m.add({"hthh_plume_height": "57 km (Proud et al., Science 2022, geostationary parallax); 58 km per Carr et al. GRL 2022 stereo"}))
    turns.append(page(
        "https://volcano.si.edu/showreport.cfm?wvar=GVP.WVAR20220112-243040", "details of the 15 January 2022 climax",
        """
# Report on Hunga Tonga-Hunga Ha'apai (Tonga) — 12 January-18 January 2022

Smithsonian Institution / US Geological Survey Weekly Volcanic Activity Report, 12 January-18 January 2022
Managing Editor: Sally Sennert.

Tonga Geological Services reported that Surtseyan activity at Hunga Tonga-Hunga Ha'apai continued during 12-15 January. A large explosive eruption began at **1714 local time on 15 January (0414 UTC)**, producing an umbrella cloud about 500 km in diameter within about an hour. The main eruption lasted roughly 11 hours. An atmospheric pressure wave was recorded around the globe, and tsunami waves of up to 15 m struck the west coast of Tongatapu, 'Eua and Ha'apai islands. Ashfall was reported across Tongatapu; the main island's communications were cut after the submarine cable was severed.

Planet Labs satellite images acquired on 17 January showed that most of the island joining Hunga Tonga and Hunga Ha'apai had been destroyed; only small remnants of the two original islands remained above sea level.

Sources: Tonga Geological Services; Tonga Meteorological Services; Wellington Volcanic Ash Advisory Centre (VAAC); NASA Earth Observatory; Planet Labs.

Volcano Number 243040 · Latitude 20.536°S · Longitude 175.382°W · Summit elevation 114 m
"""))
    turns.append(m.retrieve_all())
    rs.add("search", "h56-search-05", SYSTEM, turns, state=state("Summarise the Hunga Tonga-Hunga Ha'apai 2021–22 eruption: dates, VEI and plume height."))


NASA_LAUNCH_URL = "https://www.nasa.gov/news-release/nasas-webb-telescope-launches-to-see-first-galaxies-distant-worlds/"


# 06 NASA: James Webb Space Telescope (mainstream) — a press release's date changes between two result lists
def t06(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "James Webb Space Telescope launch date Ariane 5 Kourou",
        ("https://science.nasa.gov/mission/webb/", "James Webb Space Telescope - NASA Science",
         "Webb launched on Dec. 25, 2021, on an Ariane 5 rocket from Europe's Spaceport in French Guiana ... 6.5-meter primary mirror ...", "N/A"),
        (NASA_LAUNCH_URL, "NASA's Webb Telescope Launches to See First Galaxies, Distant Worlds - NASA",
         "NASA's James Webb Space Telescope launched at 7:20 a.m. EST Saturday on an Ariane 5 rocket from Europe's Spaceport in French Guiana ...", "Dec 25, 2021"),
        ("https://en.wikipedia.org/wiki/James_Webb_Space_Telescope", "James Webb Space Telescope - Wikipedia",
         "Launch date 25 December 2021, 12:20 UTC. Rocket Ariane 5 ECA (VA256). Launch site Centre Spatial Guyanais, ELA-3 ...", "N/A"),
        ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_liftoff", "Webb lifts off on Ariane 5 - ESA",
         "Ariane 5 flight VA256 lifted off from Europe's Spaceport in Kourou at 13:20 CET on 25 December ...", "Dec 25, 2021"),
        ("https://www.arianespace.com/press-release/ariane-5-va256-webb/", "Ariane 5 successfully launches the James Webb Space Telescope - Arianespace",
         "Flight VA256: Ariane 5 placed Webb on its trajectory toward L2 about 27 minutes after liftoff ...", "Dec 25, 2021"),
        ("https://www.space.com/james-webb-space-telescope-launch-success", "James Webb Space Telescope launches on Christmas Day - Space.com",
         "The $10 billion observatory rode an Ariane 5 rocket into space from Kourou, French Guiana ...", "Dec 25, 2021"),
        ("https://www.nytimes.com/2021/12/25/science/james-webb-telescope-launch.html", "NASA's Webb Telescope Launches on Christmas - The New York Times",
         "After decades of delays, the telescope lifted off at 7:20 a.m. Eastern time ...", "Dec 25, 2021"),
        ("https://webb.nasa.gov/content/about/launch.html", "Launch - Webb/NASA",
         "Webb launched from ELA-3 at Europe's Spaceport near Kourou, French Guiana ...", "N/A"),
        ("https://www.stsci.edu/jwst/about-jwst/history", "JWST History - STScI",
         "Originally named the Next Generation Space Telescope, renamed in 2002 after James E. Webb ...", "N/A"),
        ("https://www.reddit.com/r/space/comments/rocmg0/jwst_launch_thread/", "JWST Launch Thread : r/space",
         "Liftoff! Separation confirmed at T+27 min ...", "Dec 25, 2021"),
    ))
    turns.append(page(
        "https://science.nasa.gov/mission/webb/", "launch date, vehicle, mirror, sunshield and orbit",
        """
# James Webb Space Telescope

The James Webb Space Telescope is the largest, most powerful space telescope ever built. It allows scientists to look at what our universe was like about 200 million years after the Big Bang.

## Mission Facts

| | |
| --- | --- |
| Launch | Dec. 25, 2021, 7:20 a.m. EST (12:20 UTC) |
| Launch vehicle | Ariane 5 ECA (flight VA256) |
| Launch site | Europe's Spaceport, Kourou, French Guiana |
| Orbit | Halo orbit around the Sun–Earth L2 point, about 1.5 million km (1 million miles) from Earth |
| Arrival at L2 | Jan. 24, 2022 |
| Launch mass | about 6,200 kg (13,600 lb) |
| Partners | NASA, ESA, CSA |

## Optics

- Primary mirror: 6.5 meters (21 feet 4 inches) across, made of **18 hexagonal segments** of gold-coated beryllium
- Collecting area: 25.4 m², about 6.25 times that of Hubble
- Secondary mirror: 0.74 m

## Sunshield

- Five layers of Kapton E, each thinner than a human hair
- About 21 m × 14 m (69.5 ft × 46.5 ft), roughly the size of a tennis court
- Cools the instruments to below 50 K (−223 °C)

## Instruments

NIRCam, NIRSpec, MIRI and FGS/NIRISS.

## Timeline

- Dec. 25, 2021 — Launch
- Jan. 8, 2022 — Primary mirror wings fully deployed
- Jan. 24, 2022 — L2 insertion burn (297 seconds)
- July 12, 2022 — First full-color images and spectra released
"""))
    turns.append(m.add({
        "jwst_launch": "25 Dec 2021, 12:20 UTC (7:20 a.m. EST), Ariane 5 ECA VA256, Kourou",
        "jwst_mirror": "6.5 m, 18 hexagonal gold-coated beryllium segments, 25.4 m² collecting area"}))
    turns.append(page(
        "https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_liftoff", "launch time in European time and Ariane details",
        """
# Webb lifts off on Ariane 5

25/12/2021

The James Webb Space Telescope has lifted off on Ariane 5 from Europe's Spaceport in French Guiana, on a mission to look back to the first galaxies in the early Universe.

Ariane 5 flight **VA256** lifted off at **13:20 CET (12:20 UTC, 09:20 local time in Kourou)** on 25 December. Signals received from the spacecraft 27 minutes after launch, following separation from the Ariane upper stage, confirmed that Webb had been placed on a perfect trajectory towards its destination, the second Lagrange point (L2).

> "The launch precision of Ariane 5 means Webb will have considerably more propellant than originally planned, extending its lifetime well beyond ten years." — ESA

## ESA's contributions

- The Ariane 5 launch service
- NIRSpec (Near-InfraRed Spectrograph)
- 50% of MIRI (Mid-InfraRed Instrument), with NASA/JPL
- Staff supporting mission operations at STScI, Baltimore

## Key facts

| | |
| --- | --- |
| Launcher | Ariane 5 ECA |
| Flight | VA256 |
| Liftoff | 25 December 2021, 13:20 CET |
| Separation | about 27 minutes after liftoff |
| Destination | Sun–Earth L2, 1.5 million km from Earth |
"""))
    turns.append(q(
        "Webb arrives at L2 January 24 2022 insertion burn",
        ("https://blogs.nasa.gov/webb/2022/01/24/orbital-insertion-burn-a-success-webb-arrives-at-l2/", "Orbital Insertion Burn a Success, Webb Arrives at L2 - NASA Blogs",
         "At 2 p.m. EST today, Webb fired its onboard thrusters for nearly five minutes (297 seconds) to complete the final post-launch course correction ...", "Jan 24, 2022"),
        ("https://www.space.com/james-webb-space-telescope-arrives-l2", "James Webb Space Telescope arrives at its final destination - Space.com",
         "Thirty days after launch, Webb reached its halo orbit around L2 ...", "Jan 24, 2022"),
        ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_arrives_at_L2", "Webb arrives at L2 - ESA",
         "Webb's final mid-course correction burn placed it in orbit around the second Lagrange point ...", "Jan 24, 2022"),
        ("https://en.wikipedia.org/wiki/James_Webb_Space_Telescope", "James Webb Space Telescope - Wikipedia",
         "On 24 January 2022, Webb performed its third and final mid-course correction burn, inserting it into a halo orbit ...", "N/A"),
        ("https://www.nytimes.com/2022/01/24/science/james-webb-telescope-arrives.html", "Webb Telescope Reaches Its Destination - NYT",
         "The telescope arrived a million miles from Earth ...", "Jan 24, 2022"),
        ("https://webb.nasa.gov/content/about/orbit.html", "Webb Orbit - Webb/NASA",
         "Webb orbits the Sun 1.5 million km from Earth at L2 ...", "N/A"),
        ("https://www.planetary.org/articles/jwst-arrives-l2", "JWST arrives at L2 - The Planetary Society",
         "The insertion burn lasted 297 seconds ...", "Jan 24, 2022"),
        ("https://www.reddit.com/r/jameswebb/comments/sbuv12/l2_insertion/", "L2 insertion burn complete! : r/jameswebb",
         "Where's Webb shows 100% of the distance covered ...", "Jan 24, 2022"),
        ("https://www.theverge.com/2022/1/24/22899436/nasa-james-webb-space-telescope-l2-arrival", "NASA's Webb telescope reaches its new home - The Verge",
         "A five-minute burn slotted the observatory into orbit ...", "Jan 24, 2022"),
        ("https://spacenews.com/webb-arrives-at-l2/", "Webb arrives at L2 - SpaceNews",
         "Mirror alignment will take about three months ...", "Jan 24, 2022"),
    ))
    turns.append(q(
        "Webb launch Ariane 5 VA256 NASA press release",
        ("https://www.arianespace.com/press-release/ariane-5-va256-webb/", "Ariane 5 successfully launches the James Webb Space Telescope - Arianespace",
         "Flight VA256: Ariane 5 placed Webb on its trajectory toward L2 about 27 minutes after liftoff ...", "Dec 25, 2021"),
        (NASA_LAUNCH_URL, "NASA's Webb Telescope Launches to See First Galaxies, Distant Worlds - NASA",
         "The Ariane 5 rocket lifted off from Europe's Spaceport ... Webb separated from the rocket about 27 minutes later and began its journey to L2 ...", "Dec 21, 2021"),
        ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_liftoff", "Webb lifts off on Ariane 5 - ESA",
         "Ariane 5 flight VA256 lifted off from Europe's Spaceport in Kourou at 13:20 CET on 25 December ...", "Dec 25, 2021"),
        ("https://en.wikipedia.org/wiki/List_of_Ariane_launches_(2020%E2%80%932023)", "List of Ariane launches (2020–2023) - Wikipedia",
         "VA256 · 25 December 2021 12:20 · Ariane 5 ECA · James Webb Space Telescope · Success ...", "N/A"),
        ("https://www.esa.int/Enabling_Support/Space_Transportation/Webb_launch_kit", "Webb launch kit - ESA",
         "Launch kit for flight VA256 with timeline of events from H0 to separation ...", "Dec 16, 2021"),
        ("https://www.nasa.gov/news-release/nasa-sets-coverage-for-webb-launch/", "NASA Sets Coverage for James Webb Space Telescope Launch - NASA",
         "Launch is targeted for 7:20 a.m. EST Saturday, Dec. 25 ...", "Dec 22, 2021"),
        ("https://spacenews.com/jwst-launch-va256/", "Ariane 5 launches JWST - SpaceNews",
         "The launch was delayed from Dec. 24 because of high-altitude winds ...", "Dec 25, 2021"),
        ("https://www.space.com/ariane-5-webb-launch-delay-weather", "Webb launch delayed to Dec. 25 by bad weather - Space.com",
         "High upper-level winds over Kourou pushed the launch back one day ...", "Dec 21, 2021"),
        ("https://nextspaceflight.com/launches/details/4922", "Ariane 5 ECA | James Webb Space Telescope - Next Spaceflight",
         "Launch time: Sat Dec 25, 2021 12:20 UTC · Pad ELA-3 ...", "N/A"),
        ("https://www.reddit.com/r/space/comments/rocmg0/jwst_launch_thread/", "JWST Launch Thread : r/space",
         "Liftoff! Separation confirmed at T+27 min ...", "Dec 25, 2021"),
    ))
    turns.append(page(
        "https://blogs.nasa.gov/webb/2022/01/24/orbital-insertion-burn-a-success-webb-arrives-at-l2/", "time and duration of the L2 insertion burn",
        """
# Orbital Insertion Burn a Success, Webb Arrives at L2

Thomas Brumfield · January 24, 2022

At 2 p.m. EST today, Webb fired its onboard thrusters for nearly five minutes (297 seconds) to complete the final post-launch course correction to Webb's trajectory. This mid-course correction burn inserted Webb toward its final orbit around the second Sun-Earth Lagrange point, or L2, nearly 1 million miles from Earth.

"Webb, welcome home!" said NASA Administrator Bill Nelson. "Congratulations to the team for all of their hard work ensuring Webb's safe arrival at L2 today."

The burn added about 1.6 meters per second (3.6 mph) to Webb's speed. Webb's orbit at L2 will take about six months to complete.

## What's next

- Mirror segment alignment: about three months
- Instrument commissioning: completed by summer 2022
- First full-color images: planned for summer 2022

| Milestone | Date |
| --- | --- |
| Launch | Dec. 25, 2021 |
| Sunshield tensioning complete | Jan. 4, 2022 |
| Primary mirror fully deployed | Jan. 8, 2022 |
| L2 insertion | Jan. 24, 2022 |
"""))
    turns.append(m.add({"jwst_l2_arrival": "24 Jan 2022, burn at 2 p.m. EST (19:00 UTC), 297 s, +1.6 m/s"}))
    turns.append(m.retrieve(["jwst_launch", "jwst_l2_arrival"]))
    turns.append(q(
        "first Webb images released July 12 2022 SMACS 0723",
        ("https://www.nasa.gov/webbfirstimages", "Webb's First Images - NASA",
         "On July 12, 2022, NASA released the first full-color images and spectroscopic data from Webb ...", "Jul 12, 2022"),
        ("https://en.wikipedia.org/wiki/Webb%27s_First_Deep_Field", "Webb's First Deep Field - Wikipedia",
         "The image of galaxy cluster SMACS 0723 was unveiled by President Joe Biden on 11 July 2022 ...", "N/A"),
        ("https://esawebb.org/news/weic2205/", "ESA Webb's first images - esawebb.org",
         "Carina Nebula, Stephan's Quintet, Southern Ring Nebula and WASP-96 b spectrum ...", "Jul 12, 2022"),
        ("https://www.nytimes.com/2022/07/12/science/james-webb-telescope-images.html", "Webb Telescope Reveals Its First Images - NYT",
         "The images show a cosmic cliffs landscape in the Carina Nebula ...", "Jul 12, 2022"),
        ("https://www.space.com/james-webb-space-telescope-first-images", "James Webb Space Telescope first images - Space.com",
         "The deep field took 12.5 hours of exposure with NIRCam ...", "Jul 12, 2022"),
        ("https://webbtelescope.org/contents/news-releases/2022/news-2022-035", "NASA's Webb Delivers Deepest Infrared Image of Universe Yet - STScI",
         "SMACS 0723 as it appeared 4.6 billion years ago ...", "Jul 11, 2022"),
        ("https://www.bbc.com/news/science-environment-62116111", "James Webb telescope: First images released - BBC News",
         "The telescope is the successor to Hubble ...", "Jul 12, 2022"),
        ("https://www.theguardian.com/science/2022/jul/12/james-webb-telescope-images", "James Webb telescope's first images - The Guardian",
         "A cosmic landscape of mountains and valleys ...", "Jul 12, 2022"),
        ("https://www.reddit.com/r/space/comments/vxba8l/webb_first_images/", "Webb first images megathread : r/space",
         "Stephan's Quintet in MIRI is incredible ...", "Jul 12, 2022"),
        ("https://www.planetary.org/articles/jwst-first-images", "JWST's first images - The Planetary Society",
         "What we learned from the first five targets ...", "Jul 13, 2022"),
    ))
    rs.add("search", "h56-search-06", SYSTEM, turns, state=state("Collect the key dates and specs of the James Webb Space Telescope mission."),
           bad=True, turn=6, kind="The NASA launch press release, dated Dec 25, 2021 in turn 1's results, is dated Dec 21, 2021 in turn 6's results.")


# 07 IUPAC: element 117 tennessine (less common) — clean (placeholder name replaced, memory key renamed)
def t07(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "element 117 discovery Dubna 2010 IUPAC name tennessine",
        ("https://iupac.org/iupac-announces-the-names-of-the-elements-113-115-117-and-118/", "IUPAC Announces the Names of the Elements 113, 115, 117, and 118 - IUPAC",
         "On 28 November 2016, IUPAC approved the names and symbols nihonium (Nh), moscovium (Mc), tennessine (Ts) and oganesson (Og) ...", "Nov 30, 2016"),
        ("https://en.wikipedia.org/wiki/Tennessine", "Tennessine - Wikipedia",
         "Tennessine is a synthetic element; it has symbol Ts and atomic number 117. It was first synthesized in 2010 by a Russian–American collaboration in Dubna ...", "N/A"),
        ("https://iupac.org/discovery-and-assignment-of-elements-with-atomic-numbers-113-115-117-and-118/", "Discovery and Assignment of Elements with Atomic Numbers 113, 115, 117 and 118 - IUPAC",
         "IUPAC/IUPAP Joint Working Party has reviewed the claims; elements 115, 117 and 118 credited to the Dubna–Livermore–Oak Ridge collaboration ...", "Dec 30, 2015"),
        ("https://www.ornl.gov/news/element-117-named-tennessine", "Element 117 officially named tennessine - ORNL",
         "The name recognizes the contribution of the Tennessee region, including ORNL, Vanderbilt University and the University of Tennessee ...", "Nov 30, 2016"),
        ("https://journals.aps.org/prl/abstract/10.1103/PhysRevLett.104.142502", "Synthesis of a New Element with Atomic Number Z=117 - Phys. Rev. Lett.",
         "The discovery of a new chemical element with atomic number Z=117 is reported ... 249Bk + 48Ca ...", "Apr 9, 2010"),
        ("http://www.jinr.ru/posts/element-117/", "Element 117 - Joint Institute for Nuclear Research",
         "The experiments were carried out at the U-400 cyclotron of the Flerov Laboratory of Nuclear Reactions ...", "N/A"),
        ("https://www.rsc.org/periodic-table/element/117/tennessine", "Tennessine - Element information, properties and uses | RSC Periodic Table",
         "Discovery date 2010. Discovered by Yuri Oganessian and colleagues. Origin of the name: named after the US state of Tennessee ...", "N/A"),
        ("https://www.chemistryworld.com/news/new-element-names-approved/2500000.article", "New element names approved - Chemistry World",
         "After a five-month public review, nihonium, moscovium, tennessine and oganesson are now official ...", "Nov 30, 2016"),
        ("https://www.nature.com/articles/nature.2016.19996", "Four new element names proposed - Nature",
         "Temporary names ununtrium, ununpentium, ununseptium and ununoctium to be replaced ...", "Jun 8, 2016"),
        ("https://www.reddit.com/r/chemistry/comments/5fqdwb/new_element_names_official/", "New element names are official! : r/chemistry",
         "Tennessine ends in -ine like the halogens ...", "Nov 30, 2016"),
    ))
    turns.append(page(
        "https://iupac.org/iupac-announces-the-names-of-the-elements-113-115-117-and-118/", "name, symbol and dates for element 117",
        """
# IUPAC Announces the Names of the Elements 113, 115, 117, and 118

30 November 2016

On 28 November 2016, the IUPAC Council approved the name and symbols for four elements: nihonium (Nh), moscovium (Mc), tennessine (Ts), and oganesson (Og), respectively for element 113, 115, 117, and 118.

As described on 8 June 2016, when the proposed names were announced for public review, the discoveries of the elements 113, 115, 117 and 118 were confirmed by IUPAC on 30 December 2015, following the recommendation of the IUPAC/IUPAP Joint Working Party.

| Z | Name | Symbol | Temporary name | Named after | Credited discoverers |
| --- | --- | --- | --- | --- | --- |
| 113 | nihonium | Nh | ununtrium (Uut) | Nihon (Japan) | RIKEN, Japan |
| 115 | moscovium | Mc | ununpentium (Uup) | Moscow region | JINR Dubna – LLNL – ORNL collaboration |
| 117 | tennessine | Ts | ununseptium (Uus) | Tennessee | JINR Dubna – LLNL – ORNL – Vanderbilt – Univ. of Tennessee collaboration |
| 118 | oganesson | Og | ununoctium (Uuo) | Yuri Oganessian | JINR Dubna – LLNL collaboration |

The name tennessine is in recognition of the contribution of the Tennessee region, including Oak Ridge National Laboratory, Vanderbilt University, and the University of Tennessee at Knoxville, to superheavy element research, including the production and chemical separation of unique actinide target materials. The ending "-ine" follows the convention for elements of group 17.

With these names the seventh row of the periodic table is complete.
"""))
    turns.append(m.add({"element117_ununseptium": "Uus (temporary); discovery confirmed by IUPAC 30 Dec 2015; name to be checked"}))
    turns.append(q(
        "Oganessian 2010 Physical Review Letters Z=117 berkelium-249 calcium-48 six atoms",
        ("https://journals.aps.org/prl/abstract/10.1103/PhysRevLett.104.142502", "Synthesis of a New Element with Atomic Number Z=117 - Phys. Rev. Lett.",
         "Yu. Ts. Oganessian et al. Phys. Rev. Lett. 104, 142502 – Published 9 April 2010 ... six decay chains ...", "Apr 9, 2010"),
        ("https://www.llnl.gov/article/37226/scientists-discover-element-117", "Scientists discover element 117 - LLNL",
         "The team bombarded a berkelium-249 target with calcium-48 ions at the U-400 cyclotron ...", "Apr 7, 2010"),
        ("https://www.ornl.gov/news/ornl-berkelium-key-element-117", "ORNL berkelium key to discovery of element 117 - ORNL",
         "22 milligrams of berkelium-249 were produced at the High Flux Isotope Reactor ...", "Apr 7, 2010"),
        ("https://physics.aps.org/articles/v3/31", "Element 117 is made - Physics",
         "Five atoms of 293117 and one atom of 294117 were observed ...", "Apr 9, 2010"),
        ("https://en.wikipedia.org/wiki/Tennessine", "Tennessine - Wikipedia",
         "In 2010 ... the team announced the detection of six atoms of tennessine ...", "N/A"),
        ("https://www.nature.com/articles/news.2010.170", "Superheavy element 117 makes debut - Nature",
         "The experiment ran for 150 days ...", "Apr 7, 2010"),
        ("https://www.scientificamerican.com/article/element-117-synthesized/", "Element 117 synthesized - Scientific American",
         "The elusive element fills a gap on the periodic table ...", "Apr 7, 2010"),
        ("https://www.gsi.de/en/start/news/details/2014/05/02/element-117-confirmed", "Element 117 confirmed at GSI",
         "An international team at GSI Darmstadt confirmed the synthesis of element 117 ...", "May 2, 2014"),
        ("https://journals.aps.org/prl/abstract/10.1103/PhysRevLett.112.172501", "48Ca+249Bk Fusion Reaction Leading to Element Z=117 - PRL 112",
         "Khuyagbaatar et al. observed two decay chains at TASCA ...", "May 1, 2014"),
        ("https://www.reddit.com/r/science/comments/bpk3a/element_117/", "Element 117 discovered : r/science",
         "Half-life of tens of milliseconds ...", "Apr 7, 2010"),
    ))
    turns.append(page(
        "https://journals.aps.org/prl/abstract/10.1103/PhysRevLett.104.142502", "reaction, number of atoms, publication date",
        """
# Synthesis of a New Element with Atomic Number Z=117

Yu. Ts. Oganessian, F. Sh. Abdullin, P. D. Bailey, D. E. Benker, M. E. Bennett, S. N. Dmitriev, J. G. Ezold, J. H. Hamilton, R. A. Henderson, M. G. Itkis, Yu. V. Lobanov, A. N. Mezentsev, K. J. Moody, S. L. Nelson, A. N. Polyakov, C. E. Porter, A. V. Ramayya, F. D. Riley, J. B. Roberto, M. A. Ryabinin, K. P. Rykaczewski, R. N. Sagaidak, D. A. Shaughnessy, I. V. Shirokovsky, M. A. Stoyer, V. G. Subbotin, R. Sudowe, A. M. Sukhov, Yu. S. Tsyganov, V. K. Utyonkov, A. A. Voinov, G. K. Vostokin, and P. A. Wilk

Phys. Rev. Lett. **104**, 142502 – Published 9 April 2010

DOI: https://doi.org/10.1103/PhysRevLett.104.142502

## Abstract

The discovery of a new chemical element with atomic number Z=117 is reported. The isotopes ^293^117 and ^294^117 were produced in fusion reactions between ^48^Ca and ^249^Bk. Decay chains involving 11 new nuclei were identified by means of the Dubna gas-filled recoil separator. The measured decay properties show a strong rise of stability for heavier isotopes with Z≥111, validating the concept of the long sought island of enhanced stability for superheavy nuclei.

| Isotope | Decay chains observed | Half-life |
| --- | --- | --- |
| ^293^117 | 5 | 14 (+11/−4) ms |
| ^294^117 | 1 | 78 (+370/−36) ms |

Received 9 March 2010 · © 2010 The American Physical Society
"""))
    turns.append(m.remove(["element117_ununseptium"]))
    turns.append(m.add({"element117_tennessine": "Ts, Z=117; first made 2010 at JINR Dubna (249Bk + 48Ca, 6 atoms: 5 × 293Ts, 1 × 294Ts; PRL 104, 142502); discovery confirmed 30 Dec 2015; name approved 28 Nov 2016 (formerly ununseptium, Uus)"}))
    turns.append(m.retrieve_all())
    rs.add("search", "h56-search-07", SYSTEM, turns, state=state("When and where was element 117 discovered, and when was its name tennessine approved?"))


# 08 Wikipedia: largest optical telescopes (mainstream) — a removed memory key is listed again
def t08(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "largest optical reflecting telescopes aperture list GTC Keck SALT",
        ("https://en.wikipedia.org/wiki/List_of_largest_optical_reflecting_telescopes", "List of largest optical reflecting telescopes - Wikipedia",
         "The Gran Telescopio Canarias has the largest single aperture, 10.4 m, in operation; the Keck telescopes are 10.0 m ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Gran_Telescopio_Canarias", "Gran Telescopio Canarias - Wikipedia",
         "The GTC is a 10.4 m reflecting telescope at the Roque de los Muchachos Observatory on La Palma ... 36 hexagonal segments ...", "N/A"),
        ("https://www.keckobservatory.org/about/telescopes-instrumentation/", "Telescopes & Instrumentation - W. M. Keck Observatory",
         "Each Keck telescope has a 10-meter primary mirror made of 36 hexagonal segments ...", "N/A"),
        ("https://www.salt.ac.za/telescope/", "The Telescope - Southern African Large Telescope",
         "SALT's primary mirror is 11.1 m × 9.8 m, made of 91 identical 1 m hexagonal segments ...", "N/A"),
        ("https://www.space.com/14075-10-biggest-telescopes-earth-comparison.html", "The world's biggest telescopes - Space.com",
         "From the Gran Telescopio Canarias to the Extremely Large Telescope, here are the largest telescopes on Earth ...", "Aug 9, 2023"),
        ("https://www.eso.org/public/teles-instr/paranal-observatory/vlt/", "Very Large Telescope - ESO",
         "Four Unit Telescopes with 8.2-metre main mirrors ...", "N/A"),
        ("https://www.lbto.org/about/", "About the LBT - Large Binocular Telescope Observatory",
         "Two 8.4 m mirrors on a common mount give the light-gathering power of an 11.8 m telescope ...", "N/A"),
        ("https://subarutelescope.org/en/about/", "About Subaru Telescope",
         "The Subaru Telescope's 8.2 m primary mirror is one of the largest monolithic mirrors in the world ...", "N/A"),
        ("https://www.reddit.com/r/Astronomy/comments/11v0f3a/largest_telescopes/", "What is actually the largest telescope right now? : r/Astronomy",
         "Depends whether you count segmented, effective or combined apertures ...", "Mar 19, 2023"),
        ("https://www.britannica.com/science/optical-telescope/Major-optical-telescopes", "Major optical telescopes - Britannica",
         "Table of the largest reflecting telescopes and their locations ...", "N/A"),
    ))
    turns.append(page(
        "https://en.wikipedia.org/wiki/List_of_largest_optical_reflecting_telescopes", "apertures of the largest operating telescopes",
        """
Jump to content

From Wikipedia, the free encyclopedia

This list of the largest optical reflecting telescopes with objective diameters of 3.0 metres (120 in) or greater is sorted by aperture, which is a measure of the light-gathering power and resolution of a reflecting telescope.

## Largest optical reflecting telescopes

| Name | Aperture (m) | Effective aperture (m) | Mirror type | Site | Altitude (m) | First light |
| --- | --- | --- | --- | --- | --- | --- |
| Large Binocular Telescope (LBT) | 2 × 8.4 | 11.8 | Multiple (2 × monolithic) | Mount Graham, Arizona, US | 3,221 | 2005 |
| Gran Telescopio Canarias (GTC) | 10.4 | 10.4 | Segmented, 36 | Roque de los Muchachos, La Palma, Spain | 2,267 | 2007 |
| Hobby–Eberly Telescope (HET) | 11.1 × 9.8 | 10.0 | Segmented, 91 | McDonald Observatory, Texas, US | 2,026 | 1996 |
| Keck I | 10.0 | 10.0 | Segmented, 36 | Mauna Kea Observatories, Hawaii, US | 4,145 | 1993 |
| Keck II | 10.0 | 10.0 | Segmented, 36 | Mauna Kea Observatories, Hawaii, US | 4,145 | 1996 |
| Southern African Large Telescope (SALT) | 11.1 × 9.8 | 9.2 | Segmented, 91 | South African Astronomical Observatory, Sutherland | 1,798 | 2005 |
| Subaru | 8.2 | 8.2 | Monolithic | Mauna Kea Observatories, Hawaii, US | 4,139 | 1999 |
| VLT UT1 – Antu | 8.2 | 8.2 | Monolithic | Paranal Observatory, Chile | 2,635 | 1998 |
| VLT UT2 – Kueyen | 8.2 | 8.2 | Monolithic | Paranal Observatory, Chile | 2,635 | 1999 |
| VLT UT3 – Melipal | 8.2 | 8.2 | Monolithic | Paranal Observatory, Chile | 2,635 | 2000 |
| VLT UT4 – Yepun | 8.2 | 8.2 | Monolithic | Paranal Observatory, Chile | 2,635 | 2000 |
| Gemini North | 8.1 | 8.1 | Monolithic | Mauna Kea Observatories, Hawaii, US | 4,213 | 1999 |
| Gemini South | 8.1 | 8.1 | Monolithic | Cerro Pachón, Chile | 2,722 | 2000 |
| MMT | 6.5 | 6.5 | Monolithic | Fred Lawrence Whipple Observatory, Arizona, US | 2,616 | 2000 |

## Telescopes under construction

| Name | Aperture (m) | Mirror type | Site | Planned first light |
| --- | --- | --- | --- | --- |
| Extremely Large Telescope (ELT) | 39.3 | Segmented, 798 | Cerro Armazones, Chile | 2028 |
| Thirty Meter Telescope (TMT) | 30 | Segmented, 492 | Mauna Kea, Hawaii / La Palma (alternative) | TBD |
| Giant Magellan Telescope (GMT) | 25.4 | 7 × 8.4 m monolithic | Las Campanas Observatory, Chile | early 2030s |

Retrieved from "https://en.wikipedia.org/w/index.php?title=List_of_largest_optical_reflecting_telescopes&oldid=1231877412"
"""))
    turns.append(m.add({
        "gtc_aperture": "10.4 m, 36 segments, La Palma, first light 2007",
        "keck_aperture": "10.0 m each (Keck I 1993, Keck II 1996), 36 segments, Mauna Kea",
        "salt_aperture": "11.1 × 9.8 m mirror, 9.2 m effective, 91 segments",
        "subaru_aperture": "8.2 m monolithic, Mauna Kea, 1999"}))
    turns.append(q(
        "Giant Magellan Telescope 25.4 m seven 8.4 m mirrors construction status",
        ("https://giantmagellan.org/the-telescope/", "The Telescope - Giant Magellan Telescope",
         "Seven of the world's largest mirrors, each 8.4 meters across, combine into a 25.4-meter primary ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Giant_Magellan_Telescope", "Giant Magellan Telescope - Wikipedia",
         "The GMT is an extremely large telescope under construction at Las Campanas Observatory in Chile ... 368 m² collecting area ...", "N/A"),
        ("https://giantmagellan.org/news/seventh-mirror-casting-complete/", "Giant Magellan Telescope completes casting of seventh primary mirror",
         "The Richard F. Caris Mirror Lab at the University of Arizona has cast the final of seven primary mirror segments ...", "Sep 28, 2023"),
        ("https://www.nsf.gov/news/gmt-final-design-phase", "NSF advances Giant Magellan Telescope to final design phase - NSF",
         "The US Extremely Large Telescope Program ...", "Jun 4, 2024"),
        ("https://www.space.com/giant-magellan-telescope", "Giant Magellan Telescope: facts and construction - Space.com",
         "When complete, GMT will have ten times the resolution of Hubble ...", "Jan 12, 2024"),
        ("https://www.nytimes.com/2023/09/28/science/giant-magellan-telescope-mirror.html", "The Last Mirror for a Giant Telescope - NYT",
         "Each mirror weighs 17 metric tons and took four years to polish ...", "Sep 28, 2023"),
        ("https://www.carnegiescience.edu/giant-magellan-telescope", "Giant Magellan Telescope - Carnegie Science",
         "Las Campanas hosts the GMT site at 2,516 m ...", "N/A"),
        ("https://www.astronomy.com/science/gmt-status-2024/", "How the Giant Magellan Telescope is coming together - Astronomy",
         "Enclosure construction continues in Chile ...", "Feb 20, 2024"),
        ("https://www.reddit.com/r/Astronomy/comments/16uj9gw/gmt_seventh_mirror/", "GMT seventh mirror cast : r/Astronomy",
         "Only the spare mirror left ...", "Sep 28, 2023"),
        ("https://www.universetoday.com/gmt-25m/", "The Giant Magellan Telescope will be 25.4 m - Universe Today",
         "Light-gathering power equivalent to a 22-meter filled aperture ...", "Mar 3, 2022"),
    ))
    turns.append(page(
        "https://giantmagellan.org/the-telescope/", "aperture, mirrors, site and schedule",
        """
# The Telescope

The Giant Magellan Telescope will be one of the largest optical telescopes ever built. Its design combines seven of the world's largest mirrors into a single **25.4-meter (83-foot)** primary mirror.

## Key specifications

| | |
| --- | --- |
| Primary mirror | 25.4 m, seven 8.4 m monolithic segments |
| Collecting area | 368 m² |
| Resolving power | about 4 times sharper than the James Webb Space Telescope in the near infrared; 10 times sharper than Hubble |
| Site | Las Campanas Observatory, Atacama Desert, Chile (2,516 m) |
| Enclosure height | 65 m (22 stories) |
| Secondary mirrors | seven adaptive segments, 1.05 m each |

## Mirror fabrication

All seven primary mirror segments have been cast at the Richard F. Caris Mirror Lab, University of Arizona; casting of the seventh was completed in September 2023. Each segment weighs 17 metric tons.

## Schedule

Construction is under way; the telescope is expected to see first light in the early 2030s.
"""))
    turns.append(m.remove(["subaru_aperture"]))
    turns.append(m.add({"gmt_aperture": "25.4 m (7 × 8.4 m segments), 368 m², Las Campanas, first light early 2030s"}))
    act, obs = m.retrieve_all()
    d = json.loads(obs)
    d = {k: v for k, v in list(d.items())[:3]} | {"subaru_aperture": "8.2 m monolithic, Mauna Kea, 1999"} | {k: v for k, v in list(d.items())[3:]}
    turns.append((act, json.dumps(d, indent=2, ensure_ascii=False)))
    turns.append(q(
        "Large Binocular Telescope 11.8 m equivalent aperture 22.8 m resolution",
        ("https://www.lbto.org/about/", "About the LBT - Large Binocular Telescope Observatory",
         "Two 8.4 m mirrors on a common mount give the light-gathering power of an 11.8 m telescope and the resolution of a 22.8 m telescope ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Large_Binocular_Telescope", "Large Binocular Telescope - Wikipedia",
         "The LBT is located on Mount Graham in Arizona at 3,221 m; first light with both mirrors in 2008 ...", "N/A"),
        ("https://www.as.arizona.edu/lbt", "Large Binocular Telescope | Steward Observatory",
         "The LBT's borosilicate honeycomb mirrors were cast at the Mirror Lab ...", "N/A"),
        ("https://www.mpia.de/lbt", "LBT - Max Planck Institute for Astronomy",
         "Germany's LBT Beteiligungsgesellschaft holds a 25% share ...", "N/A"),
        ("https://www.space.com/large-binocular-telescope", "Large Binocular Telescope: facts - Space.com",
         "The first binocular light was in January 2008 ...", "Mar 2, 2022"),
        ("https://www.inaf.it/en/lbt", "Large Binocular Telescope - INAF",
         "Italy holds a 25% share in the LBT ...", "N/A"),
        ("https://www.nature.com/articles/lbt-interferometer", "LBT Interferometer images Io volcanoes - Nature Astronomy",
         "LBTI exploited the 22.8 m baseline ...", "Sep 2017"),
        ("https://www.reddit.com/r/telescopes/comments/lbt/", "How does the LBT count as 11.8 m? : r/telescopes",
         "Area of two 8.4 m circles equals one 11.8 m circle ...", "Jul 2, 2021"),
        ("https://www.universetoday.com/lbt-first-light/", "LBT sees first light with both eyes - Universe Today",
         "The second mirror was installed in 2006 ...", "Mar 6, 2008"),
        ("https://www.britannica.com/topic/Large-Binocular-Telescope", "Large Binocular Telescope | Britannica",
         "Telescope on Mount Graham, Arizona, with two 8.4-metre mirrors ...", "N/A"),
    ))
    rs.add("search", "h56-search-08", SYSTEM, turns, state=state("Rank the largest operating optical telescopes by aperture and note the giant ones under construction."),
           bad=True, turn=8, kind="retrieve_all still lists subaru_aperture, which was removed from memory in turn 6.")


KATRINA_TCR = "https://www.nhc.noaa.gov/data/tcr/AL122005_Katrina.pdf"
KATRINA_BT = [
    ("23 / 1800", "23.1", "75.1", "1008", "30", "tropical depression"),
    ("24 / 1200", "24.5", "76.5", "1003", "40", "tropical storm"),
    ("25 / 1800", "26.0", "79.6", "987", "60", "tropical storm"),
    ("25 / 2230", "26.0", "80.1", "984", "70", "hurricane — landfall between Hallandale Beach and Aventura, Florida"),
    ("26 / 1200", "25.1", "82.2", "979", "75", "hurricane"),
    ("27 / 1200", "24.5", "84.7", "945", "95", "hurricane"),
    ("28 / 1200", "25.7", "87.7", "907", "145", "hurricane"),
    ("28 / 1800", "26.3", "88.6", "902", "150", "hurricane — minimum pressure and maximum wind"),
    ("29 / 0000", "27.2", "89.2", "905", "140", "hurricane"),
    ("29 / 0600", "28.2", "89.6", "913", "125", "hurricane"),
    ("29 / 1110", "29.3", "89.6", "920", "110", "hurricane — landfall near Buras, Louisiana"),
    ("29 / 1200", "29.5", "89.6", "923", "110", "hurricane"),
    ("29 / 1445", "30.2", "89.6", "928", "105", "hurricane — landfall near the mouth of the Pearl River, Louisiana/Mississippi border"),
    ("29 / 1800", "31.1", "89.6", "948", "80", "hurricane"),
    ("30 / 0000", "32.6", "89.1", "961", "50", "tropical storm"),
    ("30 / 1200", "35.6", "88.0", "985", "30", "tropical depression"),
]


# 09 NOAA NHC: Hurricane Katrina tropical cyclone report (mainstream) — the best-track table contradicts the report's own narrative
def t09(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "Hurricane Katrina tropical cyclone report NHC landfall Buras pressure",
        (KATRINA_TCR, "Tropical Cyclone Report Hurricane Katrina 23-30 August 2005 - National Hurricane Center",
         "Richard D. Knabb, Jamie R. Rhome, and Daniel P. Brown. 20 December 2005. Updated 14 September 2011 ... Katrina made landfall near Buras, Louisiana ...", "Dec 20, 2005"),
        ("https://en.wikipedia.org/wiki/Hurricane_Katrina", "Hurricane Katrina - Wikipedia",
         "Katrina made its second landfall at 11:10 UTC on August 29 as a Category 3 hurricane near Buras, Louisiana ...", "N/A"),
        ("https://www.weather.gov/lix/katrina", "Hurricane Katrina - August 2005 - NWS New Orleans/Baton Rouge",
         "Katrina made landfall in Plaquemines Parish with sustained winds of 125 mph ...", "N/A"),
        ("https://www.nhc.noaa.gov/outreach/history/#katrina", "Hurricane History - National Hurricane Center",
         "Katrina was one of the most devastating hurricanes in U.S. history ...", "N/A"),
        ("https://www.ncei.noaa.gov/news/hurricane-katrina-20-years", "Hurricane Katrina: a look back - NCEI",
         "Costliest U.S. hurricane on record, $125 billion (2022 CPI-adjusted) ...", "Aug 28, 2025"),
        ("https://www.britannica.com/event/Hurricane-Katrina", "Hurricane Katrina | Deaths, Damage, & Facts | Britannica",
         "Katrina struck the Gulf Coast on August 29, 2005 ...", "N/A"),
        ("https://www.nhc.noaa.gov/archive/2005/KATRINA.shtml", "Hurricane KATRINA Advisory Archive - NHC",
         "Public advisories, forecast discussions and graphics for Katrina ...", "N/A"),
        ("https://journals.ametsoc.org/view/journals/mwre/136/4/2007mwr2074.1.xml", "Atlantic Hurricane Season of 2005 - Monthly Weather Review",
         "Beven et al. summarize the record-breaking 2005 season ...", "Apr 2008"),
        ("https://www.reddit.com/r/TropicalWeather/comments/katrina_tcr/", "Reading the Katrina TCR : r/TropicalWeather",
         "The 920 mb landfall pressure is one of the lowest on record for a US landfall ...", "Aug 29, 2020"),
        ("https://www.history.com/topics/natural-disasters-and-environment/hurricane-katrina", "Hurricane Katrina - History.com",
         "More than 1,800 people died ...", "Aug 9, 2023"),
    ))
    turns.append(page(
        KATRINA_TCR, "synoptic history: landfalls, peak intensity, pressures",
        """
# Tropical Cyclone Report
# Hurricane Katrina
# 23-30 August 2005

Richard D. Knabb, Jamie R. Rhome, and Daniel P. Brown
National Hurricane Center
20 December 2005
Updated 10 August 2006 for tropical wave history, storm surge, deaths, and damage
Updated 14 September 2011 to revise deaths

Katrina was an extraordinarily powerful and deadly hurricane that carved a wide swath of catastrophic damage and inflicted large loss of life. It was the costliest and one of the five deadliest hurricanes to ever strike the United States.

## a. Synoptic History

The complex genesis of Katrina involved the interaction of a tropical wave, the middle tropospheric remnants of Tropical Depression Ten, and an upper tropospheric trough. The depression formed at 1800 UTC 23 August over the southeastern Bahamas about 175 n mi southeast of Nassau, and strengthened into Tropical Storm Katrina at 1200 UTC 24 August.

Katrina became a hurricane just before making landfall at **2230 UTC 25 August** near the border of Miami-Dade County and Broward County (between Hallandale Beach and Aventura), with maximum sustained winds of 70 kt and a minimum pressure of 984 mb.

Over the Gulf of Mexico Katrina intensified rapidly; it reached its peak intensity of **150 kt at 1800 UTC 28 August**, with a minimum central pressure of **902 mb**, about 170 n mi southeast of the mouth of the Mississippi River.

Katrina made its second landfall in the United States at **1110 UTC 29 August near Buras, Louisiana**, as a Category 3 hurricane with estimated maximum sustained winds of **110 kt** and a minimum central pressure of **920 mb**. It made its final landfall at **1445 UTC 29 August near the mouth of the Pearl River at the Louisiana/Mississippi border**, with maximum sustained winds of 105 kt and a minimum pressure of 928 mb.

Katrina weakened to a tropical storm by 0000 UTC 30 August over Mississippi and to a depression by 1200 UTC 30 August near Clarksville, Tennessee.

## b. Casualty and Damage Statistics

Katrina is responsible for about 1,833 fatalities. Total damage is estimated at $108 billion (2005 USD), making Katrina the costliest hurricane in U.S. history.

Table 1. Best track for Hurricane Katrina, 23-30 August 2005 (see page 44).
"""))
    turns.append(m.add({
        "katrina_buras_landfall": "1110 UTC 29 Aug 2005, Cat 3, 110 kt, 920 mb (NHC TCR)",
        "katrina_peak": "150 kt, 902 mb at 1800 UTC 28 Aug 2005"}))
    bt = "\n".join(f"| {d} | {la} | {lo} | {p} | {w} | {s} |" for d, la, lo, p, w, s in KATRINA_BT)
    bt = bt.replace("| 29 / 1110 | 29.3 | 89.6 | 920 |", "| 29 / 1110 | 29.3 | 89.6 | 918 |")
    turns.append(page(
        KATRINA_TCR, "Table 1 best track rows around landfall",
        "Table 1. Best track for Hurricane Katrina, 23-30 August 2005. (Selected synoptic and landfall times.)\n\n"
        "| Date/Time (UTC) | Latitude (°N) | Longitude (°W) | Pressure (mb) | Wind Speed (kt) | Stage |\n| --- | --- | --- | --- | --- | --- |\n"
        + bt + "\n\nNote: times other than 0000, 0600, 1200 and 1800 UTC are landfalls or the time of minimum pressure."))
    turns.append(q(
        "2005 Atlantic hurricane season record number of named storms hurricanes",
        ("https://en.wikipedia.org/wiki/2005_Atlantic_hurricane_season", "2005 Atlantic hurricane season - Wikipedia",
         "The 2005 season had 28 tropical or subtropical storms, 15 hurricanes and 7 major hurricanes ... record until 2020 ...", "N/A"),
        ("https://www.noaa.gov/media-release/noaa-2005-atlantic-hurricane-season", "2005 Atlantic hurricane season summary - NOAA",
         "The season set records with 27 named storms and 15 hurricanes ...", "Nov 29, 2005"),
        ("https://www.nhc.noaa.gov/data/tcr/index.php?season=2005&basin=atl", "2005 Atlantic Hurricane Season - Tropical Cyclone Reports - NHC",
         "Reports for Arlene through Zeta, plus the unnamed subtropical storm ...", "N/A"),
        ("https://www.weather.gov/news/2005-season", "The record 2005 hurricane season - NWS",
         "Four major hurricanes — Dennis, Katrina, Rita and Wilma — struck the U.S. ...", "N/A"),
        ("https://journals.ametsoc.org/view/journals/mwre/136/4/2007mwr2074.1.xml", "Atlantic Hurricane Season of 2005 - Monthly Weather Review",
         "Beven et al. summarize the record-breaking 2005 season ...", "Apr 2008"),
        ("https://www.nasa.gov/vision/earth/lookingatearth/2005_hurricanes.html", "2005 hurricane season - NASA",
         "Wilma's 882 mb was the lowest pressure ever recorded in the Atlantic ...", "Nov 30, 2005"),
        ("https://www.washingtonpost.com/2020/11/17/2020-hurricane-season-record/", "2020 breaks 2005's record for named storms - Washington Post",
         "With Iota, 2020 has 30 named storms ...", "Nov 17, 2020"),
        ("https://www.britannica.com/science/2005-Atlantic-hurricane-season", "2005 Atlantic hurricane season - Britannica",
         "Greek alphabet names were used for the first time ...", "N/A"),
        ("https://www.reddit.com/r/TropicalWeather/comments/2005_season/", "2005 season retrospective : r/TropicalWeather",
         "Dennis, Emily, Katrina, Rita, Wilma ...", "Nov 30, 2015"),
        ("https://www.climate.gov/news-features/2005-hurricanes", "2005 hurricanes - NOAA Climate.gov",
         "Accumulated cyclone energy of 245 ...", "N/A"),
    ))
    turns.append(page(
        "https://en.wikipedia.org/wiki/2005_Atlantic_hurricane_season", "season totals and Katrina's place in it",
        """
Jump to content

From Wikipedia, the free encyclopedia

| 2005 Atlantic hurricane season | |
| --- | --- |
| First system formed | June 8, 2005 |
| Last system dissipated | January 6, 2006 |
| Strongest storm | Wilma — 882 mbar (hPa) |
| Total depressions | 31 |
| Total storms | 28 |
| Hurricanes | 15 |
| Major hurricanes (Cat. 3+) | 7 |
| Total fatalities | ≥3,960 |
| Total damage | ≥ $172.3 billion (2005 USD) |

The **2005 Atlantic hurricane season** was the second-most active Atlantic hurricane season on record (after 2020). It featured 28 tropical or subtropical storms, including an unnamed subtropical storm identified in post-season analysis; 15 became hurricanes and 7 major hurricanes. Greek letters were used for the first time (Alpha through Zeta).

## Season summary (selected storms)

| Storm | Dates active | Peak category | Peak winds (mph) | Pressure (mbar) |
| --- | --- | --- | --- | --- |
| Dennis | July 4–13 | 4 | 150 | 930 |
| Emily | July 11–21 | 5 | 160 | 929 |
| Katrina | August 23–30 | 5 | 175 | 902 |
| Rita | September 18–26 | 5 | 180 | 895 |
| Wilma | October 15–26 | 5 | 185 | 882 |

Katrina made landfall near Buras, Louisiana, on August 29 at Category 3 intensity with 125 mph winds and a pressure of 920 mbar.

Retrieved from "https://en.wikipedia.org/w/index.php?title=2005_Atlantic_hurricane_season&oldid=1226431990"
"""))
    turns.append(m.add({"season_2005": "28 storms (27 named + 1 unnamed SS), 15 hurricanes, 7 major; Katrina peak 150 kt / 175 mph, 902 mb"}))
    rs.add("search", "h56-search-09", SYSTEM, turns, state=state("Get Hurricane Katrina's landfall and peak intensity from the NHC report and place it in the 2005 season."),
           bad=True, turn=4, kind="The TCR's Table 1 lists the 29/1110 UTC Buras landfall at 918 mb, but the same report's narrative (turn 2) gave 920 mb.")


GRSM_YEARS = [(2014, 10099276), (2015, 10712674), (2016, 11312786), (2017, 11338893), (2018, 11421200),
              (2019, 12547743), (2020, 12095720), (2021, 14161548), (2022, 12937633), (2023, 13297925)]
GRSM_MONTHS_2023 = [("JAN", 470612), ("FEB", 532418), ("MAR", 868105), ("APR", 1079546), ("MAY", 1148930), ("JUN", 1555267),
                    ("JUL", 1654810), ("AUG", 1264381), ("SEP", 1197204), ("OCT", 1765512), ("NOV", 1026733)]
GRSM_MONTHS_2023.append(("DEC", 13297925 - sum(v for _, v in GRSM_MONTHS_2023)))
TOP_PARKS_2023 = [("Great Smoky Mountains NP", 13297925), ("Grand Canyon NP", 4733705), ("Zion NP", 4623238),
                  ("Yellowstone NP", 4501382), ("Rocky Mountain NP", 4115236), ("Yosemite NP", 3897070),
                  ("Acadia NP", 3879890), ("Grand Teton NP", 3417106), ("Joshua Tree NP", 3270404), ("Olympic NP", 2943689)]


# 10 NPS IRMA visitor-use statistics: Great Smoky Mountains (less common) — clean (yearly vs monthly views, different parks and years)
def t10(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "most visited national parks 2023 NPS visitation statistics recreation visits",
        ("https://www.nps.gov/orgs/1207/2023-visitation.htm", "National Park System sees more than 325 million visits in 2023 - NPS Office of Communications",
         "Great Smoky Mountains National Park was again the most visited national park with 13.3 million recreation visits ...", "Mar 4, 2024"),
        ("https://irma.nps.gov/Stats/SSRSReports/National%20Reports/Annual%20Visitation%20By%20Park%20(1979%20-%20Last%20Calendar%20Year)", "Annual Visitation By Park (1979 - Last Calendar Year) - NPS Stats",
         "Recreation visits by park unit and year, National Park Service Visitor Use Statistics ...", "N/A"),
        ("https://irma.nps.gov/Stats/", "NPS Stats - National Park Service Visitor Use Statistics",
         "Visitor use statistics for all units of the National Park System, monthly and annual reports ...", "N/A"),
        ("https://www.nationalparkstraveler.org/2024/03/2023-visitation", "2023 Visitation To The National Park System - National Parks Traveler",
         "Zion edged past Yellowstone for third place ...", "Mar 4, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_national_parks_of_the_United_States", "List of national parks of the United States - Wikipedia",
         "63 national parks; table includes area and 2023 recreational visitors ...", "N/A"),
        ("https://www.usatoday.com/story/travel/2024/03/04/most-visited-national-parks-2023/", "The most-visited national parks of 2023 - USA Today",
         "The top 10 list includes Great Smoky Mountains, Grand Canyon, Zion, Yellowstone and Rocky Mountain ...", "Mar 4, 2024"),
        ("https://www.statista.com/statistics/253874/most-visited-national-parks-in-the-us/", "Most visited U.S. national parks 2023 | Statista",
         "Great Smoky Mountains: 13.3 million ...", "Mar 5, 2024"),
        ("https://www.nps.gov/grsm/learn/management/statistics.htm", "Park Statistics - Great Smoky Mountains National Park",
         "Visitation, acreage and other facts about the park ...", "N/A"),
        ("https://www.knoxnews.com/story/news/2024/02/15/smokies-visitation-2023/", "Smokies visitation climbs to 13.3 million in 2023 - Knoxville News Sentinel",
         "Visitation rose about 2.8% from 2022 ...", "Feb 15, 2024"),
        ("https://www.reddit.com/r/nationalparks/comments/1b6n2v1/2023_visitation_numbers/", "2023 visitation numbers are out : r/nationalparks",
         "Smokies with 3x the visits of #2 ...", "Mar 4, 2024"),
    ))
    top = "\n".join(f"| {i} | {n} | {v:,} |" for i, (n, v) in enumerate(TOP_PARKS_2023, 1))
    turns.append(page(
        "https://irma.nps.gov/Stats/SSRSReports/National%20Reports/Annual%20Visitation%20By%20Park%20(1979%20-%20Last%20Calendar%20Year)",
        "2023 recreation visits of the top national parks",
        "# Annual Visitation By Park (1979 - Last Calendar Year)\n\nNational Park Service · Visitor Use Statistics\n\n"
        "Report parameters: Year = 2023 · Park type = National Park · Sorted by Recreation Visits (descending) · Top 10 of 63\n\n"
        "| Rank | Park | Recreation Visits (2023) |\n| --- | --- | --- |\n" + top +
        "\n\nTotal recreation visits, all 63 national parks (2023): 92,287,519\nTotal recreation visits, National Park System, all 425 units (2023): 325,498,646\n\n"
        "Source: NPS Stats (irma.nps.gov/Stats). Report generated 5/14/2024 10:42:17 AM."))
    turns.append(m.add({"grsm_2023_recreation_visits": "13,297,925 (#1 of 63 NPs)", "grca_2023_recreation_visits": "4,733,705 (#2)"}))
    yrs = "\n".join(f"| {y} | {v:,} |" for y, v in reversed(GRSM_YEARS))
    turns.append(page(
        "https://irma.nps.gov/Stats/SSRSReports/Park%20Specific%20Reports/Annual%20Park%20Recreation%20Visitation%20(1904%20-%20Last%20Calendar%20Year)?Park=GRSM",
        "Great Smoky Mountains recreation visits for the last ten years",
        "# Annual Park Recreation Visitation (1904 - Last Calendar Year)\n\nGreat Smoky Mountains NP (GRSM)\n\n"
        "| Year | Recreation Visitors |\n| --- | --- |\n" + yrs +
        "\n\nHighest year on record: 2021 (14,161,548).\nReport generated 5/14/2024 10:44:03 AM."))
    turns.append(m.add({"grsm_record_year": "2021 — 14,161,548 recreation visits"}))
    months = "\n".join(f"| {mo} | {v:,} |" for mo, v in GRSM_MONTHS_2023)
    total = sum(v for _, v in GRSM_MONTHS_2023)
    turns.append(page(
        "https://irma.nps.gov/Stats/SSRSReports/Park%20Specific%20Reports/Recreation%20Visitors%20By%20Month%20(1979%20-%20Last%20Calendar%20Year)?Park=GRSM",
        "monthly recreation visits for 2023",
        "# Recreation Visitors By Month (1979 - Last Calendar Year)\n\nGreat Smoky Mountains NP (GRSM) · Year 2023\n\n"
        "| Month | Recreation Visitors |\n| --- | --- |\n" + months + f"\n| **Total** | **{total:,}** |\n\n"
        "Peak month: OCT (1,765,512). Report generated 5/14/2024 10:46:51 AM."))
    turns.append(q(
        "Great Smoky Mountains National Park area acres square miles",
        ("https://www.nps.gov/grsm/learn/management/statistics.htm", "Park Statistics - Great Smoky Mountains National Park",
         "Size: 522,427 acres (816 square miles). Elevation range 875 ft to 6,643 ft (Kuwohi) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Great_Smoky_Mountains_National_Park", "Great Smoky Mountains National Park - Wikipedia",
         "Area 522,419 acres (2,114.15 km²) ... established June 15, 1934 ...", "N/A"),
        ("https://www.nps.gov/grsm/planyourvisit/basicinfo.htm", "Basic Information - Great Smoky Mountains National Park",
         "Parking tags are required for vehicles parked longer than 15 minutes ...", "N/A"),
        ("https://www.britannica.com/place/Great-Smoky-Mountains-National-Park", "Great Smoky Mountains National Park | Britannica",
         "The park, established in 1934, occupies 816 square miles (2,114 square km) ...", "N/A"),
        ("https://www.visitmysmokies.com/blog/smoky-mountains/park-facts/", "Great Smoky Mountains facts - Visit My Smokies",
         "More than 800 square miles of protected land ...", "Jan 18, 2023"),
        ("https://whc.unesco.org/en/list/259/", "Great Smoky Mountains National Park - UNESCO World Heritage Centre",
         "Inscribed 1983; 209,000 ha ...", "N/A"),
        ("https://www.smokiesinformation.org/park-facts", "Park facts - Great Smoky Mountains Association",
         "About 848 miles of trails ...", "N/A"),
        ("https://www.knoxnews.com/story/news/2024/02/15/smokies-visitation-2023/", "Smokies visitation climbs to 13.3 million in 2023 - Knoxville News Sentinel",
         "Visitation rose about 2.8% from 2022 ...", "Feb 15, 2024"),
        ("https://www.tripadvisor.com/ShowTopic-g143030-i2345-Great_Smoky_Mountains_National_Park.html", "How big is the park? - Tripadvisor forum",
         "Roughly half in Tennessee and half in North Carolina ...", "Jun 2, 2019"),
        ("https://www.reddit.com/r/Smokymountains/comments/size_of_park/", "How big are the Smokies? : r/Smokymountains",
         "816 sq mi ...", "May 11, 2022"),
    ))
    turns.append(page(
        "https://www.nps.gov/grsm/learn/management/statistics.htm", "park area, elevation range and visitation",
        """
# Park Statistics

Great Smoky Mountains National Park — North Carolina, Tennessee

| | |
| --- | --- |
| Size | 522,427 acres (816 square miles) |
| Acreage in North Carolina | 276,344 acres |
| Acreage in Tennessee | 246,083 acres |
| Established | June 15, 1934 |
| Elevation range | 875 feet at the mouth of Abrams Creek to 6,643 feet at Kuwohi |
| Miles of trails | over 800 |
| Recreation visits, 2023 | 13,297,925 |
| International Biosphere Reserve | 1988 |
| World Heritage Site | 1983 |

Last updated: September 20, 2024
"""))
    turns.append(m.update({"grsm_2023_recreation_visits": "13,297,925 (#1 of 63 NPs; +2.8% vs 2022's 12,937,633); area 522,427 acres / 816 sq mi"}))
    turns.append(m.retrieve_all())
    rs.add("search", "h56-search-10", SYSTEM, turns, state=state("How many recreation visits did Great Smoky Mountains NP get in 2023, and how does that compare with other parks and years?"))


QS25 = [("1", "Massachusetts Institute of Technology (MIT)", "Cambridge, United States", "100"),
        ("2", "Imperial College London", "London, United Kingdom", "98.5"),
        ("3", "University of Oxford", "Oxford, United Kingdom", "96.9"),
        ("4", "Harvard University", "Cambridge, United States", "96.8"),
        ("5", "University of Cambridge", "Cambridge, United Kingdom", "96.7"),
        ("6", "Stanford University", "Stanford, United States", "96.1"),
        ("7", "ETH Zurich", "Zürich, Switzerland", "93.9"),
        ("8", "National University of Singapore (NUS)", "Singapore, Singapore", "93.7"),
        ("9", "UCL", "London, United Kingdom", "91.6"),
        ("10", "California Institute of Technology (Caltech)", "Pasadena, United States", "90.9")]


# 11 QS World University Rankings (mainstream) — the UK-filtered view moves UCL from #9 to #8
def t11(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "QS World University Rankings 2025 top 10",
        ("https://www.topuniversities.com/world-university-rankings/2025", "QS World University Rankings 2025: Top global universities - Top Universities",
         "MIT retains the top spot for the 13th consecutive year; Imperial College London rises to 2nd ...", "Jun 4, 2024"),
        ("https://www.topuniversities.com/world-university-rankings", "QS World University Rankings - Top Universities",
         "Discover the world's top universities. Explore the QS World University Rankings 2025 based on 5,600+ institutions ...", "N/A"),
        ("https://www.timeshighereducation.com/news/qs-rankings-2025-imperial-second", "Imperial climbs to second in QS rankings - Times Higher Education",
         "Imperial overtakes Oxford, Harvard and Cambridge in the latest QS table ...", "Jun 4, 2024"),
        ("https://en.wikipedia.org/wiki/QS_World_University_Rankings", "QS World University Rankings - Wikipedia",
         "Published annually by Quacquarelli Symonds since 2004 ... methodology ...", "N/A"),
        ("https://www.imperial.ac.uk/news/253100/imperial-ranked-second-world-qs/", "Imperial ranked second in the world by QS - Imperial News",
         "Imperial has risen four places to second in the QS World University Rankings 2025 ...", "Jun 4, 2024"),
        ("https://news.mit.edu/2024/mit-named-no-1-university-qs-0604", "MIT named No. 1 university worldwide for the 13th straight year - MIT News",
         "MIT has again been named the world's top university by the QS World University Rankings ...", "Jun 4, 2024"),
        ("https://www.theguardian.com/education/2024/jun/04/qs-world-university-rankings-2025", "UK universities in QS rankings 2025 - The Guardian",
         "Four UK universities in the global top 10 ...", "Jun 4, 2024"),
        ("https://www.universityworldnews.com/post.php?story=20240604", "QS 2025: methodology changes - University World News",
         "Sustainability, employment outcomes and international research network weighted ...", "Jun 5, 2024"),
        ("https://www.reddit.com/r/ApplyingToCollege/comments/1d7qs25/qs_2025_released/", "QS 2025 rankings released : r/ApplyingToCollege",
         "Imperial #2 over Oxford?? ...", "Jun 4, 2024"),
        ("https://www.statista.com/statistics/788938/qs-world-university-rankings/", "QS World University Rankings 2025 | Statista",
         "MIT scored 100 overall ...", "Jun 6, 2024"),
    ))
    top = "\n".join(f"| {r} | {n} | {loc} | {s} |" for r, n, loc, s in QS25)
    turns.append(page(
        "https://www.topuniversities.com/world-university-rankings/2025", "top 10 with overall scores",
        "# QS World University Rankings 2025: Top global universities\n\nPublished on June 4, 2024 · 1,503 institutions ranked · Results 1–10\n\n"
        "| Rank | University | Location | Overall score |\n| --- | --- | --- | --- |\n" + top +
        "\n\nMethodology: Academic Reputation 30% · Employer Reputation 15% · Faculty Student Ratio 10% · Citations per Faculty 20% · "
        "International Faculty Ratio 5% · International Student Ratio 5% · International Research Network 5% · Employment Outcomes 5% · Sustainability 5%"))
    turns.append(m.add({"qs2025_top10": "1 MIT (100), 2 Imperial (98.5), 3 Oxford (96.9), 4 Harvard (96.8), 5 Cambridge (96.7), 6 Stanford (96.1), 7 ETH (93.9), 8 NUS (93.7), 9 UCL (91.6), 10 Caltech (90.9)"}))
    turns.append(q(
        "QS World University Rankings 2024 top 10 Cambridge second",
        ("https://www.topuniversities.com/world-university-rankings/2024", "QS World University Rankings 2024 - Top Universities",
         "MIT first, Cambridge second, Oxford third, Harvard fourth, Stanford fifth, Imperial sixth ...", "Jun 27, 2023"),
        ("https://www.cam.ac.uk/news/cambridge-second-in-qs-2024", "Cambridge ranked second in QS World University Rankings 2024",
         "The University of Cambridge retained second place ...", "Jun 27, 2023"),
        ("https://www.timeshighereducation.com/news/qs-2024-new-methodology", "QS 2024 introduces sustainability indicator - THE",
         "Big shifts for Australian and Asian universities after methodology change ...", "Jun 27, 2023"),
        ("https://en.wikipedia.org/wiki/QS_World_University_Rankings", "QS World University Rankings - Wikipedia",
         "2024 edition: 1 MIT, 2 Cambridge, 3 Oxford ...", "N/A"),
        ("https://news.mit.edu/2023/mit-named-no-1-university-qs-0627", "MIT named No. 1 university for 12th year - MIT News",
         "MIT tops QS rankings for the 12th straight year ...", "Jun 27, 2023"),
        ("https://www.berkeley.edu/news/qs-2024-top-10", "Berkeley in the QS top 10 for 2024 - UC Berkeley News",
         "UC Berkeley placed 10th in the 2024 QS rankings ...", "Jun 28, 2023"),
        ("https://www.theguardian.com/education/2023/jun/27/qs-world-university-rankings-2024", "UK universities in QS rankings 2024 - The Guardian",
         "Cambridge, Oxford, Imperial and UCL in global top 10 ...", "Jun 27, 2023"),
        ("https://www.statista.com/statistics/qs-2024/", "QS World University Rankings 2024 | Statista",
         "MIT 100, Cambridge 99.2 ...", "Jun 29, 2023"),
        ("https://www.reddit.com/r/UniUK/comments/14k2p0a/qs_2024/", "QS 2024 rankings : r/UniUK",
         "Imperial down to 6th ...", "Jun 27, 2023"),
        ("https://www.topuniversities.com/university-rankings-articles/world-university-rankings/top-universities-world-2024", "Top universities in the world 2024 - Top Universities",
         "The top 10 in the QS World University Rankings 2024 ...", "Jun 27, 2023"),
    ))
    uk = [("2", "Imperial College London", "98.5"), ("3", "University of Oxford", "96.9"), ("5", "University of Cambridge", "96.7"),
          ("8", "UCL", "91.6"), ("27", "The University of Edinburgh", "80.3"), ("34", "The University of Manchester", "76.8"),
          ("40", "King's College London", "73.7"), ("50", "The London School of Economics and Political Science (LSE)", "68.9"),
          ("54", "University of Bristol", "67.4"), ("69", "The University of Warwick", "60.5")]
    turns.append(page(
        "https://www.topuniversities.com/world-university-rankings/2025?countries=gb", "UK universities in the 2025 ranking",
        "# QS World University Rankings 2025: Top global universities\n\nFilter: Location = United Kingdom · 90 institutions · Results 1–10\n\n"
        "| Rank | University | Location | Overall score |\n| --- | --- | --- | --- |\n"
        + "\n".join(f"| {r} | {n} | United Kingdom | {s} |" for r, n, s in uk)))
    turns.append(m.add({"qs2025_uk": "Imperial #2, Oxford #3, Cambridge #5, UCL, Edinburgh #27, Manchester #34, KCL #40"}))
    turns.append(page(
        "https://registrar.mit.edu/stats-reports/enrollment-statistics", "MIT total enrollment 2023-2024",
        """
# Enrollment Statistics

MIT Registrar's Office · Enrollment Statistics for 2023-2024 (as of October 2023)

| Level | Students |
| --- | --- |
| Undergraduate | 4,576 |
| Graduate | 7,344 |
| **Total** | **11,920** |

| Undergraduate by gender | Students |
| --- | --- |
| Women | 2,216 |
| Men | 2,338 |
| Another gender / not reported | 22 |

International students: 3,985 (33% of total)

Source: MIT Office of the Registrar. Data as of the fifth week of the fall term.
"""))
    turns.append(m.retrieve_all())
    rs.add("search", "h56-search-11", SYSTEM, turns, state=state("Which universities top the QS World University Rankings 2025, where do UK universities place, and how large is MIT?"),
           bad=True, turn=5, kind="The UK-filtered 2025 table ranks UCL #8, but the full 2025 table in turn 2 placed UCL #9 (NUS #8) with the same score.")


# 12 Google Patents: Hedy Lamarr and George Antheil's frequency-hopping patent (mainstream) — clean (married name vs stage name, filed vs granted)
def t12(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "Hedy Lamarr George Antheil patent 2292387 secret communication system",
        ("https://patents.google.com/patent/US2292387A/en", "US2292387A - Secret communication system - Google Patents",
         "Inventor: Hedy Kiesler Markey, George Antheil. Priority 1941-06-10 · Filed 1941-06-10 · Published 1942-08-11 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Hedy_Lamarr", "Hedy Lamarr - Wikipedia",
         "At the beginning of World War II, Lamarr and composer George Antheil developed a radio guidance system for Allied torpedoes that used frequency hopping ...", "N/A"),
        ("https://www.invent.org/inductees/hedy-lamarr", "Hedy Lamarr - National Inventors Hall of Fame",
         "Inducted 2014. Patent 2,292,387, Frequency Hopping Spread Spectrum ...", "N/A"),
        ("https://www.smithsonianmag.com/arts-culture/hedy-lamarrs-forgotten-frequency-hopping-patent/", "Hedy Lamarr's Forgotten, Frequency-Hopping Invention - Smithsonian Magazine",
         "The patent was granted on August 11, 1942, under her married name, Hedy Kiesler Markey ...", "Nov 2011"),
        ("https://www.womenshistory.org/education-resources/biographies/hedy-lamarr", "Hedy Lamarr - National Women's History Museum",
         "Lamarr and Antheil received a patent in 1942 but the Navy did not adopt it ...", "N/A"),
        ("https://www.eff.org/awards/pioneer/1997", "1997 Pioneer Award Winners - EFF",
         "Hedy Lamarr and George Antheil were honored for their frequency-hopping invention ...", "Mar 1997"),
        ("https://www.americanscientist.org/article/the-bombshell-and-the-composer", "The Bombshell and the Composer - American Scientist",
         "The synchronization used perforated paper rolls similar to player-piano rolls with 88 frequencies ...", "Jan 2012"),
        ("https://www.nytimes.com/2019/03/08/obituaries/hedy-lamarr-overlooked.html", "Overlooked No More: Hedy Lamarr - NYT",
         "Her invention is considered a precursor of Wi-Fi, GPS and Bluetooth ...", "Mar 8, 2019"),
        ("https://www.reddit.com/r/todayilearned/comments/3ztxrl/til_hedy_lamarr_patent/", "TIL Hedy Lamarr co-invented frequency hopping : r/todayilearned",
         "She filed it under the name Hedy Kiesler Markey ...", "Jan 7, 2016"),
        ("https://www.britannica.com/biography/Hedy-Lamarr", "Hedy Lamarr | Biography, Movies, & Facts | Britannica",
         "Austrian-born American actress and inventor (1914–2000) ...", "N/A"),
    ))
    turns.append(page(
        "https://patents.google.com/patent/US2292387A/en", "bibliographic data: inventors, dates, status, claims summary",
        """
# US2292387A - Secret communication system

**Google Patents**

Abstract: This invention relates broadly to secret communication systems involving the use of carrier waves of different frequencies, and is especially useful in the remote control of dirigible craft, such as torpedoes.

| | |
| --- | --- |
| Inventor | Hedy Kiesler Markey, George Antheil |
| Current Assignee | Individual |
| Priority date | 1941-06-10 |
| Application filed by | Individual |
| Application number | US397412A |
| Filing date | 1941-06-10 |
| Publication of US2292387A | 1942-08-11 |
| Status | Expired - Lifetime |
| Classifications | H04K1/00 Secret communication; H04B1/713 Spread spectrum techniques using frequency hopping |

## Description

The system employs a pair of records, one at the transmitting station and one at the receiving station, similar to the perforated rolls of a player piano, which change the tuning of both the transmitting and receiving circuits synchronously in accordance with a predetermined pattern. In the embodiment described, **88 frequencies** are used, corresponding to the number of keys on a piano.

## Claims (6)

1. A secret signaling system comprising a transmitting station including means for generating and transmitting carrier waves of a plurality of frequencies ...

## Cited By (43)

| Publication number | Priority date | Publication date | Assignee | Title |
| --- | --- | --- | --- | --- |
| US2953780A | 1957-04-25 | 1960-09-20 | Sylvania Electric Prod | Frequency hopping receiver |
| US3023309A | 1960-12-19 | 1962-02-27 | Bell Telephone Labor Inc | Communication system |
| US3629505A | 1969-09-29 | 1971-12-21 | Raytheon Co | Frequency hopping communications |
"""))
    turns.append(m.add({
        "lamarr_patent": "US 2,292,387 'Secret communication system' (application US397412A)",
        "lamarr_inventors": "Hedy Kiesler Markey; George Antheil",
        "lamarr_dates": "filed 1941-06-10; granted/published 1942-08-11; expired"}))
    turns.append(q(
        "Hedy Lamarr Kiesler Markey married name Gene Markey 1939 1941",
        ("https://en.wikipedia.org/wiki/Hedy_Lamarr", "Hedy Lamarr - Wikipedia",
         "Born Hedwig Eva Maria Kiesler; married screenwriter Gene Markey in 1939 (divorced 1941) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Gene_Markey", "Gene Markey - Wikipedia",
         "Markey was married to actresses Joan Bennett, Hedy Lamarr and Myrna Loy ...", "N/A"),
        ("https://www.smithsonianmag.com/arts-culture/hedy-lamarrs-forgotten-frequency-hopping-patent/", "Hedy Lamarr's Forgotten, Frequency-Hopping Invention - Smithsonian Magazine",
         "The patent was granted on August 11, 1942, under her married name, Hedy Kiesler Markey ...", "Nov 2011"),
        ("https://www.pbs.org/wnet/americanmasters/hedy-lamarr-timeline/", "Hedy Lamarr timeline - American Masters - PBS",
         "1939: Marries Gene Markey. 1941: Files patent with George Antheil ...", "May 18, 2018"),
        ("https://www.invent.org/inductees/hedy-lamarr", "Hedy Lamarr - National Inventors Hall of Fame",
         "Inducted 2014. Patent 2,292,387 ...", "N/A"),
        ("https://www.imdb.com/name/nm0001443/bio/", "Hedy Lamarr - Biography - IMDb",
         "Spouses: Friedrich Mandl, Gene Markey (1939–1941), John Loder, Teddy Stauffer, W. Howard Lee, Lewis J. Boies ...", "N/A"),
        ("https://www.britannica.com/biography/Hedy-Lamarr", "Hedy Lamarr | Biography, Movies, & Facts | Britannica",
         "Born Hedwig Eva Maria Kiesler, November 9, 1914, Vienna ...", "N/A"),
        ("https://www.womenshistory.org/education-resources/biographies/hedy-lamarr", "Hedy Lamarr - National Women's History Museum",
         "She adopted the stage name Hedy Lamarr at MGM in 1937 ...", "N/A"),
        ("https://www.reddit.com/r/history/comments/hedy_markey/", "Why is Hedy Lamarr's patent under 'Markey'? : r/history",
         "She was married to Gene Markey when she filed ...", "Aug 2, 2020"),
        ("https://www.thevintagenews.com/2018/05/hedy-lamarr-inventor/", "Hedy Lamarr the inventor - The Vintage News",
         "The idea reportedly came from Antheil's synchronized player pianos ...", "May 12, 2018"),
    ))
    turns.append(page(
        "https://en.wikipedia.org/wiki/Hedy_Lamarr", "inventor section, names and honors",
        """
Jump to content

From Wikipedia, the free encyclopedia

| Hedy Lamarr | |
| --- | --- |
| Born | Hedwig Eva Maria Kiesler, November 9, 1914, Vienna, Austria-Hungary |
| Died | January 19, 2000 (aged 85), Casselberry, Florida, U.S. |
| Occupations | Actress, inventor, film producer |
| Spouses | Friedrich Mandl (m. 1933; div. 1937); Gene Markey (m. 1939; div. 1941); John Loder (m. 1943; div. 1947); Teddy Stauffer (m. 1951; div. 1952); W. Howard Lee (m. 1953; div. 1960); Lewis J. Boies (m. 1963; div. 1965) |
| Awards | EFF Pioneer Award (1997); National Inventors Hall of Fame (2014) |

**Hedy Lamarr** (born **Hedwig Eva Maria Kiesler**; November 9, 1914 – January 19, 2000) was an Austrian-born American actress and inventor.

## Inventor

At the beginning of World War II, Lamarr and composer George Antheil developed a radio guidance system for Allied torpedoes that used spread spectrum and frequency-hopping technology to defeat the threat of jamming by the Axis powers. They filed the application on June 10, 1941, and it was granted as U.S. Patent 2,292,387 on August 11, 1942, under her then married name, **Hedy Kiesler Markey**. The U.S. Navy did not adopt the technology until the 1960s.

In 1997, Lamarr and Antheil received the Electronic Frontier Foundation's Pioneer Award. In 2014 they were inducted into the National Inventors Hall of Fame.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Hedy_Lamarr&oldid=1228890412"
"""))
    turns.append(m.update({"lamarr_inventors": "Hedy Kiesler Markey (= Hedy Lamarr, then married to Gene Markey, 1939–41); George Antheil"}))
    turns.append(m.add({"lamarr_honors": "EFF Pioneer Award 1997; National Inventors Hall of Fame 2014"}))
    turns.append(m.retrieve_all())
    rs.add("search", "h56-search-12", SYSTEM, turns, state=state("Document Hedy Lamarr's frequency-hopping patent: number, co-inventor, dates and later recognition."))


# 13 IUCN Red List: vaquita (less common) — clean (population estimates of different years, memory update, global totals)
def t13(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "vaquita Phocoena sinus IUCN Red List status population",
        ("https://www.iucnredlist.org/species/17028/50370296", "Phocoena sinus (Vaquita) - The IUCN Red List of Threatened Species",
         "Critically Endangered A4d. Population trend: Decreasing. Assessed 2017 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Vaquita", "Vaquita - Wikipedia",
         "The vaquita is a species of porpoise endemic to the northern end of the Gulf of California ... the most endangered cetacean in the world ...", "N/A"),
        ("https://www.fisheries.noaa.gov/species/vaquita", "Vaquita | NOAA Fisheries",
         "Fewer than 10 vaquitas remain ... bycatch in illegal gillnets for totoaba ...", "N/A"),
        ("https://www.worldwildlife.org/species/vaquita", "Vaquita | Species | WWF",
         "Status: Critically Endangered. Population: about 10 ...", "N/A"),
        ("https://iucn-csg.org/vaquita/", "Vaquita - IUCN SSC Cetacean Specialist Group",
         "Acoustic monitoring and visual surveys since 2008 ...", "N/A"),
        ("https://www.mongabay.com/2024/06/vaquita-survey-2024/", "Vaquita survey 2024 - Mongabay",
         "Survey team spotted six to eight vaquitas ...", "Jun 27, 2024"),
        ("https://www.nationalgeographic.com/animals/mammals/facts/vaquita", "Vaquita | National Geographic",
         "The world's smallest porpoise, about 1.5 m long ...", "N/A"),
        ("https://www.theguardian.com/environment/2023/jun/vaquita-survey", "Vaquita numbers stable at 10-13, survey finds - The Guardian",
         "Scientists say the population has not fallen since 2021 ...", "Jun 15, 2023"),
        ("https://seashepherd.org/vaquita/", "Operation Milagro - Sea Shepherd",
         "Removing illegal gillnets from the Vaquita Refuge ...", "N/A"),
        ("https://www.reddit.com/r/conservation/comments/vaquita_2024/", "Vaquita 2024 survey results : r/conservation",
         "6-8 individuals seen, including a calf ...", "Jun 28, 2024"),
    ))
    turns.append(page(
        "https://www.iucnredlist.org/species/17028/50370296", "category, criteria, trend, population and assessment date",
        """
# Vaquita — *Phocoena sinus*

| | |
| --- | --- |
| Kingdom | Animalia |
| Phylum | Chordata |
| Class | Mammalia |
| Order | Cetartiodactyla |
| Family | Phocoenidae |
| Scientific name | *Phocoena sinus* Norris & McFarland, 1958 |
| Common names | Vaquita, Gulf of California Harbour Porpoise, Cochito |
| Taxon ID | 17028 |

## Assessment Information

| | |
| --- | --- |
| Red List Category & Criteria | **Critically Endangered** A4d |
| Year published | 2017 |
| Date assessed | 20 February 2017 |
| Assessor(s) | Rojas-Bracho, L. & Taylor, B.L. |
| Reviewer(s) | Reeves, R.R. |
| Citation | Rojas-Bracho, L. & Taylor, B.L. 2017. *Phocoena sinus*. The IUCN Red List of Threatened Species 2017: e.T17028A50370296. |

## Previously Published Red List Assessments

| Year | Category |
| --- | --- |
| 2008 | Critically Endangered (CR) |
| 1996 | Critically Endangered (CR) |
| 1990 | Endangered (E) |
| 1988 | Insufficiently Known (K) |

## Population

The population was estimated at about 567 in 1997, 245 in 2008, 59 in 2015 and about 30 in November 2016, a decline of more than 90% since 2011. **Current population trend: Decreasing.** Number of mature individuals: fewer than 19 (estimate for 2016).

## Geographic Range

Endemic to the northern Gulf of California, Mexico; the smallest range of any marine cetacean (about 4,000 km²).

## Threats

Incidental mortality in gillnets, particularly illegal gillnets set for totoaba (*Totoaba macdonaldi*), whose swim bladders are trafficked to Asia.
"""))
    turns.append(m.add({
        "vaquita_status": "Critically Endangered A4d (IUCN 2017, assessed 20 Feb 2017); trend Decreasing; taxon 17028",
        "vaquita_population": "~30 individuals (Nov 2016, per IUCN 2017 assessment)"}))
    turns.append(q(
        "vaquita survey 2024 six to eight individuals",
        ("https://www.mongabay.com/2024/06/vaquita-survey-2024/", "Vaquita survey 2024 - Mongabay",
         "A survey team spotted six to eight vaquitas in May–June 2024, down from 10–13 in 2023 ...", "Jun 27, 2024"),
        ("https://www.fisheries.noaa.gov/feature-story/vaquita-survey-2024", "2024 Vaquita Survey Results - NOAA Fisheries",
         "Observers estimated 6 to 8 individuals, including one calf, in the Zero Tolerance Area ...", "Jun 26, 2024"),
        ("https://www.theguardian.com/environment/2024/jun/vaquita-six-to-eight", "Only six to eight vaquitas left, survey suggests - The Guardian",
         "Scientists say the figure is a minimum count ...", "Jun 27, 2024"),
        ("https://seashepherd.org/2024/06/26/vaquita-survey-results/", "2024 Vaquita Survey Results - Sea Shepherd",
         "The 29-day survey aboard the M/V Seahorse ...", "Jun 26, 2024"),
        ("https://www.theguardian.com/environment/2023/jun/vaquita-survey", "Vaquita numbers stable at 10-13, survey finds - The Guardian",
         "Scientists say the population has not fallen since 2021 ...", "Jun 15, 2023"),
        ("https://en.wikipedia.org/wiki/Vaquita", "Vaquita - Wikipedia",
         "A 2024 survey observed between six and eight individuals ...", "N/A"),
        ("https://www.science.org/doi/10.1126/science.abm0589", "Vaquitas retain genetic diversity - Science",
         "Robinson et al. find the small population is not doomed by inbreeding ...", "May 6, 2022"),
        ("https://www.worldwildlife.org/press-releases/vaquita-2024", "WWF statement on 2024 vaquita survey",
         "Gillnet enforcement must continue ...", "Jun 27, 2024"),
        ("https://iucn-csg.org/vaquita/", "Vaquita - IUCN SSC Cetacean Specialist Group",
         "Acoustic monitoring and visual surveys since 2008 ...", "N/A"),
        ("https://www.reddit.com/r/conservation/comments/vaquita_2024/", "Vaquita 2024 survey results : r/conservation",
         "6-8 individuals seen, including a calf ...", "Jun 28, 2024"),
    ))
    turns.append(page(
        "https://www.fisheries.noaa.gov/feature-story/vaquita-survey-2024", "2024 survey estimate and comparison with earlier surveys",
        """
# 2024 Vaquita Survey Results

June 26, 2024 · NOAA Fisheries, Southwest Fisheries Science Center

A visual survey conducted from May 10 to June 8, 2024, in the Upper Gulf of California estimated that **6 to 8 vaquitas** remain, including at least one calf. The survey covered the Zero Tolerance Area, where most sightings have occurred in recent years.

| Survey year | Estimated number of vaquitas |
| --- | --- |
| 2019 | ~10 (acoustic and visual) |
| 2021 | 5–13 (visual, incl. 1–2 calves) |
| 2023 | 10–13 |
| 2024 | 6–8 |

Scientists caution that the 2024 figure reflects the number of animals seen and that poorer weather reduced survey effort compared with 2023. Enforcement of the gillnet ban in the Zero Tolerance Area remains essential.
"""))
    turns.append(m.update({"vaquita_population": "6–8 (2024 survey, NOAA/Sea Shepherd); 10–13 in 2023; ~30 in Nov 2016 (IUCN 2017 assessment)"}))
    turns.append(page(
        "https://www.iucnredlist.org/", "current totals of assessed and threatened species",
        """
# The IUCN Red List of Threatened Species

Version 2024-2

The IUCN Red List is a critical indicator of the health of the world's biodiversity.

| | |
| --- | --- |
| Species assessed | 166,061 |
| Threatened with extinction | more than 46,300 |
| Amphibians threatened | 41% |
| Mammals threatened | 26% |
| Conifers threatened | 34% |
| Reef-building corals threatened | 44% |
| Sharks & rays threatened | 37% |
| Reptiles threatened | 21% |
| Birds threatened | 11% |

Latest update: 28 October 2024
"""))
    turns.append(m.add({"redlist_2024_2": "166,061 species assessed; >46,300 threatened (v2024-2, 28 Oct 2024)"}))
    turns.append(m.retrieve(["vaquita_status", "vaquita_population"]))
    rs.add("search", "h56-search-13", SYSTEM, turns, state=state("What is the vaquita's IUCN status and latest population estimate?"))


# 14 USGS / NOAA NGS: Denali's 2015 height survey (less common) — a renamed memory key shows up under its old name
def t14(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "Denali height 20,310 feet 2015 survey NOAA USGS",
        ("https://www.usgs.gov/news/national-news-release/mount-mckinleydenali-20310-feet", "New Elevation for Nation's Highest Peak: Denali is 20,310 feet - U.S. Geological Survey",
         "The new elevation of Mount McKinley/Denali is 20,310 feet, 10 feet lower than the previously accepted 20,320 feet ...", "Sep 2, 2015"),
        ("https://geodesy.noaa.gov/news/denali-2015.shtml", "Denali Summit Survey 2015 - NOAA National Geodetic Survey",
         "GPS observations at the summit in June 2015 with the Alaska Geodetic Survey ...", "Sep 2, 2015"),
        ("https://en.wikipedia.org/wiki/Denali", "Denali - Wikipedia",
         "Denali ... is the highest mountain peak in North America, with a summit elevation of 20,310 feet (6,190 m) above sea level ...", "N/A"),
        ("https://www.adn.com/alaska-news/article/mount-mckinley-denali-new-height-20310-feet/2015/09/02/", "North America's tallest peak is 10 feet shorter than thought - Anchorage Daily News",
         "A survey team used GPS to fix the height at 20,310 feet ...", "Sep 2, 2015"),
        ("https://www.nps.gov/dena/learn/nature/denali-height.htm", "How Tall is Denali? - Denali National Park & Preserve",
         "The 2015 survey measured 20,310 ft; the 1953 Bradford Washburn survey gave 20,320 ft ...", "N/A"),
        ("https://www.nytimes.com/2015/09/03/us/denali-height-shrinks.html", "Denali, Freshly Renamed, Loses 10 Feet - NYT",
         "The announcement came days after the mountain's name was officially changed ...", "Sep 2, 2015"),
        ("https://www.surveyors.org/denali-2015/", "The 2015 Denali survey - NSPS",
         "Blaine Horner of CompassData led the climbing survey team ...", "Oct 2015"),
        ("https://www.reddit.com/r/alaska/comments/3jd5bg/denali_shrinks/", "Denali shrinks by 10 feet : r/alaska",
         "Better geoid model, not erosion ...", "Sep 2, 2015"),
        ("https://www.britannica.com/place/Denali", "Denali | Height, Location, & Facts | Britannica",
         "Denali, 20,310 feet (6,190 metres) ...", "N/A"),
        ("https://www.livescience.com/52075-denali-shorter.html", "Denali is 10 feet shorter than thought - Live Science",
         "GPS measurement and a better geoid explain the change ...", "Sep 3, 2015"),
    ))
    turns.append(page(
        "https://www.usgs.gov/news/national-news-release/mount-mckinleydenali-20310-feet", "new height, old height and method",
        """
# New Elevation for Nation's Highest Peak

Release Date: September 2, 2015

**Mount McKinley/Denali is 20,310 feet**

The U.S. Geological Survey and NOAA's National Geodetic Survey announced today that the new elevation of the Nation's highest peak is **20,310 feet** (6,190.5 meters), 10 feet lower than the long-standing value of **20,320 feet** established by a 1953 survey.

The new measurement was made in June 2015 by a climbing team led by Blaine Horner of CompassData, a subcontractor to Dewberry, working for the USGS. The team carried survey-grade GPS receivers to the summit and collected data for about four hours. The data were processed by the National Geodetic Survey using the new GEOID12B model.

> "No place in the United States is more iconic than the peak of Denali," said Secretary of the Interior Sally Jewell.

| | |
| --- | --- |
| New elevation | 20,310 ft (6,190.5 m) |
| Previous elevation | 20,320 ft (1953) |
| Survey date | June 2015 |
| Method | Static GPS at summit, GEOID12B |
| Uncertainty | ±1 foot |

Contacts: Jennifer LaVista (USGS), Jessica Herr (NOAA)
"""))
    turns.append(m.add({
        "mckinley_height_2015": "20,310 ft (6,190.5 m), GPS survey June 2015 (Blaine Horner), announced 2 Sep 2015",
        "mckinley_height_1953": "20,320 ft (value in use since the 1953 survey)"}))
    turns.append(q(
        "Mount McKinley renamed Denali August 2015 Secretarial Order Jewell",
        ("https://www.doi.gov/pressreleases/secretary-jewell-renames-mount-mckinley-denali", "Secretary Jewell Renames Mount McKinley as Denali - U.S. Department of the Interior",
         "Secretarial Order 3337 officially changes the name of the mountain to Denali ...", "Aug 30, 2015"),
        ("https://en.wikipedia.org/wiki/Denali_naming_dispute", "Denali naming dispute - Wikipedia",
         "The mountain was officially renamed Denali on August 28, 2015 by the Department of the Interior ...", "N/A"),
        ("https://www.nytimes.com/2015/08/31/us/mount-mckinley-will-be-renamed-denali.html", "Mount McKinley Will Be Renamed Denali - NYT",
         "President Obama will announce the change during his Alaska visit ...", "Aug 30, 2015"),
        ("https://www.adn.com/alaska-news/article/it-s-official-mount-mckinley-now-denali/2015/08/30/", "It's official: Mount McKinley is now Denali - Anchorage Daily News",
         "Ohio lawmakers protested the decision ...", "Aug 30, 2015"),
        ("https://www.nps.gov/dena/learn/historyculture/denali-name.htm", "The name Denali - NPS",
         "Denali, 'the high one', is the Koyukon Athabascan name ...", "N/A"),
        ("https://www.bbc.com/news/world-us-canada-34104809", "Obama renames Mount McKinley as Denali - BBC News",
         "The 20,320ft (6,194m) mountain is North America's highest peak ...", "Aug 31, 2015"),
        ("https://www.usgs.gov/faqs/denali-name", "Why did the name change to Denali? - USGS FAQ",
         "The Board on Geographic Names ...", "N/A"),
        ("https://www.alaskapublic.org/2015/08/30/denali-name/", "Denali it is - Alaska Public Media",
         "Alaska's legislature had requested the change since 1975 ...", "Aug 30, 2015"),
        ("https://www.reddit.com/r/alaska/comments/3iy3e0/its_denali/", "It's officially Denali : r/alaska",
         "Finally ...", "Aug 30, 2015"),
        ("https://www.britannica.com/place/Denali", "Denali | Height, Location, & Facts | Britannica",
         "Known as Mount McKinley from 1917 to 2015 ...", "N/A"),
    ))
    turns.append(m.remove(["mckinley_height_2015"]))
    turns.append(m.add({"denali_height_2015": "20,310 ft (6,190.5 m), GPS survey June 2015 (Blaine Horner), announced 2 Sep 2015"}))
    act, obs = m.retrieve_all()
    obs2 = obs.replace('"denali_height_2015"', '"mckinley_height_2015"')
    assert obs2 != obs
    turns.append((act, obs2))
    turns.append(page(
        "https://www.nps.gov/dena/learn/historyculture/mountaineering-history.htm", "first ascent of the summit",
        """
# Mountaineering History

Denali National Park & Preserve, Alaska

## The Sourdough Expedition, 1910

Four Fairbanks miners — Tom Lloyd, Pete Anderson, Billy Taylor and Charles McGonagall — climbed the North Peak (19,470 ft) in April 1910, carrying a 14-foot spruce pole, but did not reach the higher South Peak.

## First Ascent, 1913

On **June 7, 1913**, Hudson Stuck, Harry Karstens, Walter Harper and Robert Tatum reached the true summit (South Peak). **Walter Harper**, an Alaska Native of Koyukon Athabascan descent, was the first person to stand on the summit. From the top the party saw the Sourdoughs' spruce pole still standing on the North Peak.

| Year | Event |
| --- | --- |
| 1910 | Sourdough Expedition reaches North Peak |
| 1913 | First ascent of the South Peak (Stuck, Karstens, Harper, Tatum) |
| 1932 | Second ascent (Lindley–Liek expedition) |
| 1951 | Bradford Washburn pioneers the West Buttress route |
| 1967 | First winter ascent (Art Davidson, Dave Johnston, Ray Genet) |

About 1,100–1,200 climbers attempt Denali each year; roughly half reach the summit.
"""))
    rs.add("search", "h56-search-14", SYSTEM, turns, state=state("Find Denali's current official height, the earlier value, and who made the first ascent."),
           bad=True, turn=7, kind="retrieve_all lists the 2015 height under mckinley_height_2015, a key removed in turn 5 and re-added as denali_height_2015 in turn 6.")


# 15 ISRO: Chandrayaan-3 (less common) — clean (IST vs UTC, component vs total mass, chronological vs reverse-chronological updates)
def t15(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "Chandrayaan-3 launch date LVM3-M4 Sriharikota time",
        ("https://www.isro.gov.in/Chandrayaan3_Details.html", "Chandrayaan-3 - ISRO",
         "Chandrayaan-3 was launched on July 14, 2023, at 14:35:17 IST by LVM3-M4 from the Second Launch Pad, SDSC SHAR, Sriharikota ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Chandrayaan-3", "Chandrayaan-3 - Wikipedia",
         "Launch date 14 July 2023, 09:05:17 UTC. Rocket LVM3 M4. Launch site Satish Dhawan Space Centre ...", "N/A"),
        ("https://pib.gov.in/PressReleasePage.aspx?PRID=1939454", "Chandrayaan-3 successfully launched - PIB",
         "LVM3-M4 placed Chandrayaan-3 into an elliptic parking orbit of about 170 x 36,500 km ...", "Jul 14, 2023"),
        ("https://www.thehindu.com/sci-tech/science/chandrayaan-3-launch-live-updates/article67078181.ece", "Chandrayaan-3 launch live updates - The Hindu",
         "The 43.5 m tall LVM3 lifted off at 2:35 p.m. ...", "Jul 14, 2023"),
        ("https://www.space.com/india-chandrayaan-3-moon-mission-launch", "India launches Chandrayaan-3 moon mission - Space.com",
         "The mission consists of a lander named Vikram and a rover named Pragyan ...", "Jul 14, 2023"),
        ("https://www.bbc.com/news/world-asia-india-66178687", "Chandrayaan-3: India launches third Moon mission - BBC News",
         "India hopes to become the fourth country to soft-land on the Moon ...", "Jul 14, 2023"),
        ("https://www.isro.gov.in/LVM3_M4_Chandrayaan3.html", "LVM3-M4 / Chandrayaan-3 Mission - ISRO",
         "Mission brochure, vehicle configuration and flight profile ...", "N/A"),
        ("https://www.planetary.org/space-missions/chandrayaan-3", "Chandrayaan-3 - The Planetary Society",
         "Chandrayaan-3's lander touched down near the lunar south pole on Aug. 23, 2023 ...", "N/A"),
        ("https://www.reddit.com/r/ISRO/comments/14z9k0m/chandrayaan3_launch_thread/", "Chandrayaan-3 launch thread : r/ISRO",
         "Nominal performance of all three stages ...", "Jul 14, 2023"),
        ("https://nssdc.gsfc.nasa.gov/nmc/spacecraft/display.action?id=2023-098A", "Chandrayaan-3 - NSSDCA/COSPAR ID: 2023-098A",
         "Launch date 2023-07-14, launch vehicle LVM3, mass 3900 kg ...", "N/A"),
    ))
    turns.append(page(
        "https://www.isro.gov.in/Chandrayaan3_Details.html", "launch details, module masses, mission objectives",
        """
# Chandrayaan-3

Chandrayaan-3 is a follow-on mission to Chandrayaan-2 to demonstrate end-to-end capability in safe landing and roving on the lunar surface. It consists of an indigenous Lander module (LM), Propulsion module (PM) and a Rover.

## Launch

Chandrayaan-3 was launched on **July 14, 2023, at 14:35:17 IST** by **LVM3-M4** from the Second Launch Pad, Satish Dhawan Space Centre (SDSC SHAR), Sriharikota.

## Mission specifications

| Parameter | Specifications |
| --- | --- |
| Mission life (Lander & Rover) | One lunar day (~14 Earth days) |
| Landing site (prime) | 4 km × 2.4 km, 69.367621 S, 32.348126 E |
| Science payloads | Lander: RAMBHA-LP, ChaSTE, ILSA, LRA; Rover: APXS, LIBS; Propulsion module: SHAPE |
| Mass — Propulsion module | 2148 kg |
| Mass — Lander module | 1752 kg including Rover of 26 kg |
| Total | 3900 kg |
| Power generation — Propulsion module | 758 W |
| Power generation — Lander module | 738 W (with bias) |
| Power generation — Rover | 50 W |

## Mission objectives

1. To demonstrate safe and soft landing on the lunar surface
2. To demonstrate rover roving on the Moon
3. To conduct in-situ scientific experiments
"""))
    turns.append(m.add({
        "ch3_launch": "14 Jul 2023, 14:35:17 IST (09:05:17 UTC), LVM3-M4, SLP SDSC SHAR",
        "ch3_mass": "Total 3900 kg = PM 2148 kg + Lander 1752 kg (incl. 26 kg rover)"}))
    turns.append(q(
        "Chandrayaan-3 Vikram landing time August 23 2023 18:04 IST south pole coordinates",
        ("https://pib.gov.in/PressReleasePage.aspx?PRID=1951486", "Chandrayaan-3 lands on the Moon - PIB",
         "Vikram lander touched down at 18:03 IST on 23 August 2023 near the lunar south pole ...", "Aug 23, 2023"),
        ("https://en.wikipedia.org/wiki/Chandrayaan-3", "Chandrayaan-3 - Wikipedia",
         "Landing date 23 August 2023, 12:33 UTC. Landing site 69.373°S 32.319°E (Statio Shiv Shakti) ...", "N/A"),
        ("https://www.isro.gov.in/Ch3_Landing.html", "Chandrayaan-3 Mission: Landing - ISRO",
         "Powered descent began at 17:44 IST; touchdown at 18:03 IST ...", "Aug 23, 2023"),
        ("https://www.nytimes.com/2023/08/23/science/india-moon-landing-chandrayaan-3.html", "India Lands Spacecraft Near South Pole of the Moon - NYT",
         "India became the fourth nation to land on the Moon and the first near its south pole ...", "Aug 23, 2023"),
        ("https://www.bbc.com/news/world-asia-india-66594520", "Chandrayaan-3: India makes historic landing near Moon's south pole - BBC News",
         "The lander touched down at 18:03 local time (12:33 GMT) ...", "Aug 23, 2023"),
        ("https://www.space.com/india-chandrayaan-3-moon-landing-success", "India's Chandrayaan-3 lands on the moon - Space.com",
         "Touchdown came at 8:33 a.m. EDT (1233 GMT) ...", "Aug 23, 2023"),
        ("https://www.reuters.com/technology/space/india-lands-moon-south-pole-2023-08-23/", "India lands spacecraft near Moon's south pole - Reuters",
         "Days after Russia's Luna-25 crashed ...", "Aug 23, 2023"),
        ("https://www.thehindu.com/sci-tech/science/chandrayaan-3-landing-live/article67225631.ece", "Chandrayaan-3 landing live - The Hindu",
         "'India is on the Moon', says PM Modi ...", "Aug 23, 2023"),
        ("https://www.reddit.com/r/ISRO/comments/15z1zk0/landing_thread/", "Chandrayaan-3 landing thread : r/ISRO",
         "Touchdown confirmed at 18:03 ...", "Aug 23, 2023"),
        ("https://www.planetary.org/articles/chandrayaan-3-landing", "Chandrayaan-3 sticks the landing - The Planetary Society",
         "About 600 km from the south pole ...", "Aug 24, 2023"),
    ))
    turns.append(page(
        "https://pib.gov.in/PressReleasePage.aspx?PRID=1951486", "landing time and site",
        """
# Chandrayaan-3 Mission: India lands on the Moon

Department of Space · Posted On: 23 AUG 2023 7:12PM by PIB Delhi

Chandrayaan-3's Lander Module (Vikram) with the Rover (Pragyan) successfully soft-landed on the Moon at **18:03 Hrs IST on August 23, 2023**, near the lunar south pole.

"India is on the Moon," said Shri S. Somanath, Chairman, ISRO, as the Mission Operations Complex at ISTRAC, Bengaluru confirmed touchdown.

## Sequence

| Event | Date |
| --- | --- |
| Launch (LVM3-M4) | 14 July 2023 |
| Lunar Orbit Insertion | 5 August 2023 |
| Lander Module separation from Propulsion Module | 17 August 2023 |
| Deboost 1 | 18 August 2023 |
| Deboost 2 | 20 August 2023 |
| Powered descent start | 23 August 2023, 17:44 IST |
| Touchdown | 23 August 2023, 18:03 IST |

With this, India becomes the fourth country to soft-land on the Moon, and the first to land in the vicinity of the lunar south pole.
"""))
    turns.append(m.add({"ch3_landing": "23 Aug 2023, 18:03 IST (12:33 UTC), near 69.37°S 32.32°E; LOI 5 Aug; separation 17 Aug"}))
    turns.append(q(
        "Pragyan rover traversed 100 m sleep mode September 2 2023 Vikram hop",
        ("https://www.isro.gov.in/Chandrayaan3_Updates.html", "Chandrayaan-3 Mission Updates - ISRO",
         "The Rover completed its assignments. It is now safely parked and set into Sleep mode ... Sep 2, 2023 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Pragyan_(rover)", "Pragyan (rover) - Wikipedia",
         "Pragyan traversed over 100 m before being put to sleep on 2 September 2023 ...", "N/A"),
        ("https://www.space.com/chandrayaan-3-vikram-lander-hop", "Vikram lander hops on the moon - Space.com",
         "The lander fired its engines and rose about 40 cm, landing 30–40 cm away ...", "Sep 4, 2023"),
        ("https://www.thehindu.com/sci-tech/science/pragyan-100-metres/article67260115.ece", "Pragyan rover crosses 100 metres - The Hindu",
         "The rover has traversed over 100 m and continues ...", "Sep 2, 2023"),
        ("https://www.bbc.com/news/world-asia-india-66695236", "Chandrayaan-3: India's Moon rover goes to sleep - BBC News",
         "ISRO hopes it will wake up on 22 September ...", "Sep 3, 2023"),
        ("https://www.ndtv.com/india-news/chandrayaan-3-no-signal-vikram-pragyan-sept-22", "No signals from Vikram and Pragyan - NDTV",
         "ISRO's efforts to establish contact continue ...", "Sep 22, 2023"),
        ("https://www.isro.gov.in/Ch3_sulphur.html", "LIBS confirms sulphur near south pole - ISRO",
         "In-situ measurements confirm the presence of sulphur (S) ...", "Aug 29, 2023"),
        ("https://www.reddit.com/r/ISRO/comments/168ezm0/pragyan_sleep/", "Pragyan put to sleep : r/ISRO",
         "Batteries charged, receiver on ...", "Sep 2, 2023"),
        ("https://www.nature.com/articles/d41586-023-02773-3", "India's Moon rover finds sulfur - Nature",
         "The first in-situ detection near the south pole ...", "Sep 1, 2023"),
        ("https://www.planetary.org/articles/chandrayaan-3-sleep", "Chandrayaan-3 goes to sleep - The Planetary Society",
         "Will it survive the lunar night? ...", "Sep 5, 2023"),
    ))
    turns.append(page(
        "https://www.isro.gov.in/Chandrayaan3_Updates.html", "rover traverse, sleep mode and lander hop",
        """
# Chandrayaan-3 Mission Updates

(most recent first)

**September 22, 2023** — Efforts have been made to establish communication with the Vikram lander and Pragyan rover to ascertain their wake-up condition. As of now, no signals have been received from them. Efforts to establish contact will continue.

**September 4, 2023** — Vikram Lander is set into sleep mode around 08:00 Hrs IST today. Prior to that, in-situ experiments by ChaSTE, RAMBHA-LP and ILSA payloads were performed at the new location. The payloads are now switched off; the lander receiver is kept ON.

**September 3, 2023** — Vikram soft-landed, again! Vikram Lander exceeded its mission objectives. It successfully underwent a hop experiment: on command, it fired the engines, elevated itself by about 40 cm as expected and landed safely at a distance of 30–40 cm away.

**September 2, 2023** — The Rover completed its assignments. It is now safely parked and set into Sleep mode. APXS and LIBS payloads are turned off. The battery is fully charged; the solar panel is oriented to receive light at the next sunrise expected on September 22, 2023. The rover has traversed over 100 m.

**August 29, 2023** — In-situ scientific experiments continue: the LIBS instrument onboard the rover unambiguously confirms the presence of Sulphur (S) in the lunar surface near the south pole.

**August 23, 2023** — Chandrayaan-3 Mission: 'India🇮🇳, I reached my destination and you too!' Chandrayaan-3 has successfully soft-landed on the moon 🌖!
"""))
    turns.append(m.add({"ch3_surface_ops": "Rover >100 m, slept 2 Sep 2023; Vikram hop 3 Sep (~40 cm up, 30–40 cm across), slept 4 Sep; no wake-up signal by 22 Sep"}))
    turns.append(m.retrieve(["ch3_launch", "ch3_landing"]))
    turns.append(q(
        "Shiv Shakti point Chandrayaan-3 landing site name IAU approval",
        ("https://planetarynames.wr.usgs.gov/Feature/16079", "Planetary Names: Statio Shiv Shakti on Moon - Gazetteer of Planetary Nomenclature",
         "Statio Shiv Shakti. Approval date: Mar 19, 2024. Center latitude −69.37°, longitude 32.32° ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Statio_Shiv_Shakti", "Statio Shiv Shakti - Wikipedia",
         "The landing site of the Vikram lander, named by PM Narendra Modi on 26 August 2023 and approved by the IAU on 19 March 2024 ...", "N/A"),
        ("https://www.thehindu.com/sci-tech/science/iau-approves-shiv-shakti/article67976523.ece", "IAU approves name Shiv Shakti for Chandrayaan-3 landing site - The Hindu",
         "The Working Group for Planetary System Nomenclature approved the name ...", "Mar 24, 2024"),
        ("https://pib.gov.in/PressReleasePage.aspx?PRID=1952520", "PM names landing point Shiv Shakti - PIB",
         "August 23 will be celebrated as National Space Day ...", "Aug 26, 2023"),
        ("https://www.ndtv.com/india-news/shiv-shakti-point-iau", "Shiv Shakti point gets IAU nod - NDTV",
         "Nearly seven months after the landing ...", "Mar 24, 2024"),
        ("https://www.space.com/chandrayaan-3-landing-site-named", "Chandrayaan-3 landing site gets official name - Space.com",
         "Statio is the Latin term used for lander sites ...", "Mar 25, 2024"),
        ("https://www.iau.org/news/announcements/detail/ann24010/", "IAU announcement: new lunar names",
         "Statio Shiv Shakti added to the gazetteer ...", "Mar 2024"),
        ("https://www.reddit.com/r/ISRO/comments/1bm5k1a/shiv_shakti_iau/", "Shiv Shakti officially approved by IAU : r/ISRO",
         "Also Tiranga point for Chandrayaan-2 impact site ...", "Mar 24, 2024"),
        ("https://www.hindustantimes.com/india-news/national-space-day-august-23/", "National Space Day on August 23 - Hindustan Times",
         "First celebrated in 2024 ...", "Aug 23, 2024"),
        ("https://www.isro.gov.in/NationalSpaceDay2024.html", "National Space Day 2024 - ISRO",
         "Theme: Touching Lives while Touching the Moon ...", "Aug 23, 2024"),
    ))
    rs.add("search", "h56-search-15", SYSTEM, turns, state=state("Build a timeline of Chandrayaan-3 from launch to the end of surface operations."))


EVEREST_1953 = [
    ("John Hunt", "Expedition leader", "British Army colonel"),
    ("Charles Evans", "Deputy leader; first assault team", "Neurosurgeon"),
    ("Tom Bourdillon", "First assault team; closed-circuit oxygen", "Physicist"),
    ("Edmund Hillary", "Second assault team — summit", "Beekeeper, New Zealand"),
    ("Tenzing Norgay", "Second assault team — summit; sirdar", "Sherpa mountaineer"),
    ("George Band", "Climber; radio", "Geologist"),
    ("Alfred Gregory", "Climber; photographer", "Travel agent"),
    ("George Lowe", "Climber; Lhotse Face", "Teacher, New Zealand"),
    ("Wilfrid Noyce", "Climber; South Col route", "Schoolmaster and writer"),
    ("Michael Westmacott", "Climber; Khumbu Icefall", "Statistician"),
    ("Charles Wylie", "Organising secretary; Sherpa transport", "Army officer"),
    ("Michael Ward", "Expedition doctor", "Physician"),
    ("Griffith Pugh", "Physiologist", "Medical Research Council"),
    ("Tom Stobart", "Cameraman", "Filmmaker"),
    ("James Morris", "Correspondent, *The Times*", "Journalist"),
]


def everest_members(swap: bool = False) -> str:
    rows = []
    for name, role, occ in EVEREST_1953:
        if swap and name == "Charles Wylie":
            name = "Charles Wyn-Harris"
        rows.append(f"| {name} | {role} | {occ} |")
    return "| Member | Role | Occupation |\n| --- | --- | --- |\n" + "\n".join(rows)


# 16 Wikipedia: 1953 British Mount Everest expedition (mainstream) — the member list of the same revision swaps one member
def t16(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "1953 British Mount Everest expedition members Hunt Hillary Tenzing",
        ("https://en.wikipedia.org/wiki/1953_British_Mount_Everest_expedition", "1953 British Mount Everest expedition - Wikipedia",
         "The 1953 British Mount Everest expedition was the ninth mountaineering expedition to attempt the first ascent of Mount Everest ... led by John Hunt ...", "N/A"),
        ("https://www.rgs.org/about-us/our-work/everest-1953", "Everest 1953 - Royal Geographical Society",
         "The RGS and the Alpine Club's Joint Himalayan Committee organised the expedition ...", "N/A"),
        ("https://www.britannica.com/place/Mount-Everest", "Mount Everest | Height, Location, Map, Facts, Climbers, & Deaths | Britannica",
         "On May 29, 1953, Edmund Hillary and Tenzing Norgay reached the summit ...", "N/A"),
        ("https://www.alpine-club.org.uk/ac2/everest-1953", "Everest 1953 - The Alpine Club",
         "Members of the 1953 team and archive photographs ...", "N/A"),
        ("https://www.nationalgeographic.com/adventure/article/everest-first-ascent-1953", "How Hillary and Tenzing made the first ascent of Everest - National Geographic",
         "They reached the top at 11:30 a.m. on May 29, 1953 ...", "May 29, 2023"),
        ("https://www.bbc.co.uk/history/historic_figures/hillary_edmund.shtml", "Edmund Hillary - BBC History",
         "News of the ascent reached London on the morning of the coronation, 2 June 1953 ...", "N/A"),
        ("https://www.theguardian.com/world/2023/may/29/everest-70-years", "Everest at 70 - The Guardian",
         "Jan Morris's coded telegram to The Times ...", "May 29, 2023"),
        ("https://www.everesthistory.com/1953.htm", "1953 Everest Expedition - EverestHistory.com",
         "Team list and timeline of the expedition ...", "N/A"),
        ("https://www.reddit.com/r/Mountaineering/comments/13um2i2/70_years_everest/", "70 years since the first ascent of Everest : r/Mountaineering",
         "Bourdillon and Evans got within 100 m three days earlier ...", "May 29, 2023"),
        ("https://www.imdb.com/title/tt0045850/", "The Conquest of Everest (1953) - IMDb",
         "Documentary filmed by Tom Stobart and George Lowe ...", "N/A"),
    ))
    head = ("Jump to content\n\nFrom Wikipedia, the free encyclopedia\n\n"
            "The **1953 British Mount Everest expedition** was the ninth mountaineering expedition to attempt the first ascent of Mount Everest, and the first confirmed to have succeeded when Tenzing Norgay and Edmund Hillary reached the summit on **29 May 1953**. Led by Colonel John Hunt, it was organised and financed by the Joint Himalayan Committee of the Alpine Club and the Royal Geographical Society. News of the success reached London on the morning of Queen Elizabeth II's coronation, 2 June.\n\n")
    tail = wiki_tail("1953_British_Mount_Everest_expedition", 1219530277, ["1953 in Nepal", "Mount Everest expeditions", "Expeditions from the United Kingdom"])
    turns.append(page(
        "https://en.wikipedia.org/wiki/1953_British_Mount_Everest_expedition", "summit date and team",
        head + "## Summit\n\nThe first assault pair, Tom Bourdillon and Charles Evans, came within 100 m (300 ft) of the summit on 26 May before turning back. On 29 May, Hillary and Tenzing left their camp at 8,500 m (27,900 ft) and reached the summit at **11:30 a.m.**, spending about 15 minutes there.\n\n"
        "## Members\n\n" + everest_members() + "\n\n" + tail))
    turns.append(page(
        "https://en.wikipedia.org/wiki/1953_British_Mount_Everest_expedition", "full list of expedition members with roles",
        "## Members\n\nThe expedition comprised thirteen climbers and support members from Britain and New Zealand, plus Tenzing Norgay, with Jan (then James) Morris of *The Times*.\n\n"
        + everest_members(swap=True) + "\n\nAround 362 porters and 20 Sherpa guides carried 4,500 kg (10,000 lb) of baggage from Kathmandu.\n\n" + tail))
    turns.append(m.add({"everest_1953": "Summit 29 May 1953, 11:30 a.m. — Hillary & Tenzing; leader John Hunt; first assault Bourdillon & Evans reached within 100 m on 26 May"}))
    turns.append(q(
        "Mount Everest official height 8,848.86 m 2020 China Nepal survey",
        ("https://en.wikipedia.org/wiki/Mount_Everest", "Mount Everest - Wikipedia",
         "Its elevation (snow height) of 8,848.86 m (29,031 ft 8½ in) was most recently established in 2020 by Chinese and Nepali authorities ...", "N/A"),
        ("https://www.bbc.com/news/world-asia-55218124", "Mount Everest: Nepal and China agree on new height - BBC News",
         "The new official height is 8,848.86m, about 86cm higher than the previous Nepali figure ...", "Dec 8, 2020"),
        ("https://www.britannica.com/place/Mount-Everest", "Mount Everest | Height, Location, Map, Facts, Climbers, & Deaths | Britannica",
         "Height: 29,032 feet (8,849 metres) ...", "N/A"),
        ("https://www.nationalgeographic.com/science/article/mount-everest-height-measurement-2020", "Mount Everest is officially 8,848.86 m - National Geographic",
         "Nepal's survey team summited in May 2019; China's in May 2020 ...", "Dec 8, 2020"),
        ("https://www.reuters.com/article/us-nepal-china-everest/", "Nepal, China announce Everest is 86 cm taller - Reuters",
         "The previous Chinese measurement from 2005 was 8,844.43 m (rock height) ...", "Dec 8, 2020"),
        ("https://www.nytimes.com/2020/12/08/world/asia/mount-everest-height.html", "Mount Everest Just Got Taller - NYT",
         "Nepal and China now agree on one figure ...", "Dec 8, 2020"),
        ("https://www.space.com/mount-everest-height", "How tall is Mount Everest? - Space.com",
         "Measurements have varied from 8,840 m (1856) to 8,848.86 m (2020) ...", "Feb 17, 2022"),
        ("https://www.reddit.com/r/geography/comments/k9eobl/everest_new_height/", "Everest officially 8848.86 m : r/geography",
         "Snow height vs rock height ...", "Dec 8, 2020"),
        ("https://www.himalayandatabase.com/", "The Himalayan Database",
         "Expedition records for Nepal Himalaya peaks since 1905 ...", "N/A"),
        ("https://www.nationalgeographic.org/encyclopedia/mount-everest/", "Mount Everest - National Geographic Education",
         "The 1999 American survey put the height at 8,850 m ...", "N/A"),
    ))
    turns.append(page(
        "https://www.britannica.com/place/Mount-Everest", "current height and history of measurements",
        """
# Mount Everest

mountain, Asia

Written and fact-checked by The Editors of Encyclopaedia Britannica

**Mount Everest**, Tibetan Chomolungma, Nepali Sagarmatha, highest mountain in the world, reaching an elevation of **29,032 feet (8,849 metres)**. Mount Everest is located in the Himalayas on the border between Nepal and the Tibet Autonomous Region of China.

## Height of Mount Everest

| Year | Survey | Height |
| --- | --- | --- |
| 1856 | Great Trigonometrical Survey of India | 29,002 feet (8,840 m) |
| 1955 | Survey of India | 29,028 feet (8,848 m) |
| 1999 | U.S. National Geographic Society / GPS | 29,035 feet (8,850 m) |
| 2005 | Chinese survey (rock height) | 29,017 feet (8,844.43 m) |
| 2020 | China–Nepal joint announcement | 29,031.7 feet (8,848.86 m) |

## First ascent

On May 29, 1953, the New Zealand mountaineer Edmund Hillary and the Sherpa Tenzing Norgay, members of the British expedition led by John Hunt, became the first to reach the summit, at 11:30 am.
"""))
    rs.add("search", "h56-search-16", SYSTEM, turns, state=state("Who was on the 1953 British Everest expedition, and what is Everest's official height today?"),
           bad=True, turn=3, kind="Re-extracting the same Wikipedia revision lists Charles Wyn-Harris as organising secretary, where turn 2's member table had Charles Wylie.")


# 17 USGS Water Science School: largest rivers of the United States (less common) — clean (sorted by discharge vs length, agency figures differ)
def t17(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "USGS largest rivers in the United States length discharge table",
        ("https://www.usgs.gov/special-topics/water-science-school/science/largest-rivers-united-states", "Largest Rivers in the United States | U.S. Geological Survey",
         "Table of the largest rivers in the U.S., ranked by average discharge at the mouth, with length and drainage area (Kammerer, 1990) ...", "N/A"),
        ("https://pubs.usgs.gov/of/1987/ofr87-242/", "Largest Rivers in the United States - USGS Open-File Report 87-242",
         "J.C. Kammerer. Revised May 1990 ...", "May 1990"),
        ("https://en.wikipedia.org/wiki/List_of_longest_rivers_of_the_United_States_(by_main_stem)", "List of longest rivers of the United States (by main stem) - Wikipedia",
         "The Missouri is the longest river in the U.S. at 2,341 mi (3,767 km) ...", "N/A"),
        ("https://www.nps.gov/miss/riverfacts.htm", "Mississippi River Facts - Mississippi National River & Recreation Area",
         "The Mississippi River is 2,350 miles long ... third longest river in North America ...", "N/A"),
        ("https://www.worldatlas.com/rivers/longest-rivers-in-the-united-states.html", "The Longest Rivers In The United States - WorldAtlas",
         "Missouri River 2,341 miles, Mississippi River 2,340 miles, Yukon River 1,980 miles ...", "Mar 9, 2021"),
        ("https://www.britannica.com/place/Missouri-River", "Missouri River | Britannica",
         "Longest tributary of the Mississippi, 2,315 miles (3,726 km) long ...", "N/A"),
        ("https://www.americanrivers.org/rivers/discover-your-river/", "Discover your river - American Rivers",
         "More than 3 million miles of rivers in the U.S. ...", "N/A"),
        ("https://www.epa.gov/mississippi-river", "Mississippi River Basin - US EPA",
         "The basin drains 41% of the contiguous United States ...", "N/A"),
        ("https://www.reddit.com/r/geography/comments/longest_us_river/", "Is the Missouri or the Mississippi longer? : r/geography",
         "Depends on the source you use; USGS says Missouri ...", "Apr 3, 2022"),
        ("https://www.nationalgeographic.org/encyclopedia/mississippi-river/", "Mississippi River - National Geographic Education",
         "Flows about 3,730 km from Lake Itasca to the Gulf ...", "N/A"),
    ))
    turns.append(page(
        "https://www.usgs.gov/special-topics/water-science-school/science/largest-rivers-united-states", "length and discharge of the top rivers",
        """
# Largest Rivers in the United States

Water Science School · U.S. Geological Survey

Ranked by average discharge at the mouth. Source: Kammerer, J.C., 1990, Largest rivers in the United States: U.S. Geological Survey Open-File Report 87-242.

| Rank | River | Drains into | Average discharge at mouth (ft³/s) | Length (miles) | Drainage area (sq mi) |
| --- | --- | --- | --- | --- | --- |
| 1 | Mississippi | Gulf of Mexico | 593,000 | 2,340 | 1,150,000 |
| 2 | St. Lawrence | Gulf of St. Lawrence | 348,000 | 1,900 | 396,000 |
| 3 | Ohio | Mississippi River | 281,000 | 1,310 | 203,000 |
| 4 | Columbia | Pacific Ocean | 265,000 | 1,240 | 258,000 |
| 5 | Yukon | Bering Sea | 225,000 | 1,980 | 330,000 |
| 6 | Missouri | Mississippi River | 76,200 | 2,540 | 529,000 |
| 7 | Tennessee | Ohio River | 68,000 | 886 | 40,900 |
| 8 | Mobile | Mobile Bay | 67,200 | 45 | 44,600 |
| 9 | Kuskokwim | Kuskokwim Bay | 67,000 | 724 | 48,000 |
| 10 | Copper | Gulf of Alaska | 57,400 | 286 | 24,200 |

Notes: The Mississippi length is from the source at Lake Itasca, Minnesota. The combined Missouri–Mississippi system, from the headwaters of the Red Rock River in Montana to the Gulf of Mexico, is about 3,710 miles long.
"""))
    turns.append(m.add({
        "missouri_length": "2,540 mi (USGS/Kammerer 1990) — longest US river; discharge 76,200 cfs",
        "mississippi_length": "2,340 mi (USGS, from Lake Itasca); discharge 593,000 cfs — largest by flow"}))
    turns.append(page(
        "https://www.nps.gov/miss/riverfacts.htm", "length of the Mississippi and why figures differ",
        """
# Mississippi River Facts

Mississippi National River & Recreation Area, Minnesota

## Length

At Lake Itasca, the river is between 20 and 30 feet wide, the narrowest stretch for its entire length. The Mississippi River runs **2,350 miles** from its source at Lake Itasca through the center of the continental United States to the Gulf of Mexico.

> The length of the Mississippi varies from one source to another, because the river's course changes over time and because agencies measure with different methods and map scales. The U.S. Geological Survey lists 2,340 miles.

## Other facts

| | |
| --- | --- |
| Watershed | all or part of 31 states and 2 Canadian provinces, about 1.2 million square miles |
| Rank among world rivers by watershed | 4th |
| Time for a raindrop to travel from Lake Itasca to the Gulf | about 90 days |
| Elevation at Lake Itasca | 1,475 feet above sea level |
| Locks and dams on the Upper Mississippi | 29 |
"""))
    turns.append(m.update({"mississippi_length": "2,340 mi (USGS) / 2,350 mi (NPS) — source-dependent; discharge 593,000 cfs — largest by flow"}))
    turns.append(q(
        "Missouri Mississippi combined river system length 3,710 miles",
        ("https://www.usgs.gov/special-topics/water-science-school/science/largest-rivers-united-states", "Largest Rivers in the United States | U.S. Geological Survey",
         "The combined Missouri–Mississippi system ... is about 3,710 miles long ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Mississippi_River_System", "Mississippi River System - Wikipedia",
         "The Jefferson–Missouri–Mississippi is the fourth-longest river system in the world ...", "N/A"),
        ("https://www.britannica.com/place/Mississippi-River", "Mississippi River | Britannica",
         "With the Missouri, it forms a system about 3,710 miles (5,971 km) long ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_river_systems_by_length", "List of river systems by length - Wikipedia",
         "Mississippi–Missouri–Jefferson–Beaverhead–Red Rock–Hell Roaring: 6,275 km ...", "N/A"),
        ("https://www.nps.gov/miss/riverfacts.htm", "Mississippi River Facts - NPS",
         "The Mississippi River runs 2,350 miles from Lake Itasca ...", "N/A"),
        ("https://www.usgs.gov/faqs/what-longest-river-united-states", "What is the longest river in the United States? - USGS FAQ",
         "The Missouri River is the longest river in the United States ...", "N/A"),
        ("https://www.worldatlas.com/articles/mississippi-missouri-river-system.html", "The Mississippi-Missouri River System - WorldAtlas",
         "Drains 41% of the lower 48 states ...", "Apr 25, 2017"),
        ("https://www.americanrivers.org/river/missouri-river/", "Missouri River - American Rivers",
         "America's longest river ...", "N/A"),
        ("https://www.reddit.com/r/MapPorn/comments/missouri_longest/", "The Missouri is technically the longest river in the US : r/MapPorn",
         "Map of the Mississippi basin ...", "Jan 12, 2020"),
        ("https://www.nationalgeographic.org/encyclopedia/missouri-river/", "Missouri River - National Geographic Education",
         "Begins at Three Forks, Montana ...", "N/A"),
    ))
    turns.append(m.retrieve_all())
    rs.add("search", "h56-search-17", SYSTEM, turns, state=state("Which is the longest river in the United States and which carries the most water?"))


# 18 ISC-GEM catalogue: 1960 Valdivia earthquake (less common) — clean (agencies' hypocentres differ, foreshock vs main shock, UTC vs local)
def t18(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "ISC-GEM catalogue 1960 Chile Valdivia earthquake Mw 9.5 hypocentre",
        ("http://www.isc.ac.uk/iscgem/", "ISC-GEM Global Instrumental Earthquake Catalogue (1904-2020)",
         "The ISC-GEM catalogue contains ~57,000 instrumentally recorded earthquakes with uniformly recomputed locations and Mw ...", "N/A"),
        ("https://en.wikipedia.org/wiki/1960_Valdivia_earthquake", "1960 Valdivia earthquake - Wikipedia",
         "The 1960 Valdivia earthquake on 22 May 1960 is the most powerful earthquake ever recorded, rated between 9.4 and 9.6 Mw ...", "N/A"),
        ("https://earthquake.usgs.gov/earthquakes/eventpage/official19600522191120_30/executive", "M 9.5 - 1960 Great Chilean Earthquake (Valdivia Earthquake) - USGS",
         "1960-05-22 19:11:20 (UTC) · 38.143°S 73.407°W · 25.0 km depth ...", "N/A"),
        ("https://www.usgs.gov/programs/earthquake-hazards/science/20-largest-earthquakes-world", "20 Largest Earthquakes in the World - USGS",
         "1. Valdivia, Chile 1960 05 22, M 9.5 ...", "N/A"),
        ("http://www.isc.ac.uk/iscgem/overview.php", "ISC-GEM Catalogue - Overview",
         "Version 10.0 released 2023 ...", "N/A"),
        ("https://pubs.geoscienceworld.org/ssa/srl/article/86/6/1627/", "The ISC-GEM Earthquake Catalogue (1904–2014): Status after the Extension Project - SRL",
         "Di Giacomo et al. describe relocation and magnitude recomputation ...", "Nov 2015"),
        ("https://www.ngdc.noaa.gov/hazel/view/hazards/earthquake/event-more-info/1636", "NCEI Significant Earthquake: Chile: Valdivia 1960-05-22",
         "Deaths 1,655; tsunami generated; Mw 9.5 ...", "N/A"),
        ("https://www.britannica.com/event/Chile-earthquake-of-1960", "Chile earthquake of 1960 | Britannica",
         "Began at 3:11 pm local time on May 22 ...", "N/A"),
        ("https://www.iris.edu/hq/files/programs/education_and_outreach/retm/tm_100227_chile/1960_Chile.pdf", "1960 Chile Earthquake - IRIS",
         "Rupture length about 1,000 km ...", "N/A"),
        ("https://www.reddit.com/r/geology/comments/valdivia_1960/", "The 1960 Valdivia earthquake, the largest ever recorded : r/geology",
         "Preceded by the M8.1 Concepción foreshock the day before ...", "May 22, 2020"),
    ))
    turns.append(page(
        "http://www.isc.ac.uk/cgi-bin/web-db-run?request=ISCGEM&start_year=1960&start_month=5&start_day=21&end_year=1960&end_month=6&end_day=30&min_mag=7.0&lat_min=-50&lat_max=-30&lon_min=-80&lon_max=-65",
        "M7+ events in southern Chile, 21 May – 30 June 1960",
        """
# ISC-GEM Catalogue search results

Search parameters: 1960-05-21 to 1960-06-30 · Mw ≥ 7.0 · latitude −50 to −30 · longitude −80 to −65 · 5 events found

| eventid | date | time (UTC) | lat | lon | smajax | sminax | strike | q | depth (km) | unc | q | mw | unc | q |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 879134 | 1960-05-21 | 10:02:57.40 | -37.716 | -73.145 | 19.9 | 15.2 | 98 | B | 25.0 | 8.1 | C | 8.10 | 0.20 | B |
| 879135 | 1960-05-22 | 10:32:44.30 | -37.806 | -73.299 | 24.1 | 17.0 | 95 | B | 25.0 | 8.0 | C | 7.10 | 0.30 | C |
| 879136 | 1960-05-22 | 19:11:17.50 | -38.294 | -73.052 | 17.1 | 13.0 | 104 | B | 35.0 | 7.5 | C | 9.55 | 0.20 | A |
| 879150 | 1960-05-25 | 08:03:07.90 | -48.480 | -75.430 | 28.7 | 19.8 | 82 | C | 20.0 | 10.0 | C | 7.00 | 0.30 | C |
| 879166 | 1960-06-06 | 05:55:08.20 | -45.607 | -73.433 | 25.0 | 18.3 | 90 | C | 15.0 | 9.5 | C | 7.10 | 0.30 | C |

Mw values are either direct (from GCMT or literature moments) or proxy Mw from MS/mb conversion. Catalogue version 11.0.
"""))
    turns.append(m.add({
        "valdivia_iscgem": "ISC-GEM 879136: 1960-05-22 19:11:17.5 UTC, 38.294°S 73.052°W, depth 35 km, Mw 9.55",
        "valdivia_foreshock": "ISC-GEM 879134: 1960-05-21 10:02:57.4 UTC, Mw 8.10 (Concepción)"}))
    turns.append(page(
        "https://earthquake.usgs.gov/earthquakes/eventpage/official19600522191120_30/executive", "USGS location, time and magnitude",
        """
# M 9.5 - 1960 Great Chilean Earthquake (Valdivia Earthquake)

- 1960-05-22 19:11:20 (UTC)
- 38.143°S 73.407°W
- 25.0 km depth

## Scientific

| Product | Summary |
| --- | --- |
| Origin | Review Status REVIEWED · Magnitude 9.5 mw · Depth 25.0 km · Time 1960-05-22 19:11:20.000 UTC |
| Contributors | us, iscgem |

## Summary

This is the largest earthquake ever instrumentally recorded. It occurred at 15:11 local time. About 1,655 people were killed and 3,000 injured, 2,000,000 were left homeless, and damage was estimated at $550 million in southern Chile. The tsunami caused 61 deaths in Hawaii, 138 in Japan and 32 dead and missing in the Philippines. A volcanic eruption of Cordón Caulle began on May 24, about 47 hours after the main shock.

The earthquake was preceded by a M 8.1 foreshock on May 21 at 10:02 UTC near Concepción.

Event ID: official19600522191120_30
"""))
    turns.append(q(
        "1960 Chile tsunami deaths Hilo Japan NCEI runup",
        ("https://www.ngdc.noaa.gov/hazel/view/hazards/tsunami/event-more-info/1909", "NCEI Tsunami Event: Chile 1960-05-22",
         "Maximum water height 25 m (Chile); deaths in Hawaii 61, Japan 138-142, Philippines 32 ...", "N/A"),
        ("https://www.usgs.gov/programs/earthquake-hazards/science/1960-chile-tsunami", "The 1960 Chile tsunami - USGS",
         "Waves reached Hilo about 15 hours after the earthquake ...", "N/A"),
        ("https://pubs.usgs.gov/pp/1707/", "The Orphan Tsunami of 1700 / Japan records of the 1960 Chile tsunami - USGS PP 1707",
         "Comparison with tsunami records of 1960 in Japan ...", "2005"),
        ("https://www.tsunami.gov/?page=history", "Tsunami history - NOAA/NWS",
         "The 1960 Chile tsunami killed 61 people in Hilo ...", "N/A"),
        ("https://www.hawaiitribune-herald.com/2020/05/23/hawaii-news/1960-tsunami-60-years/", "Remembering the 1960 tsunami - Hawaii Tribune-Herald",
         "The largest wave struck Hilo at 1:04 a.m. on May 23 ...", "May 23, 2020"),
        ("https://en.wikipedia.org/wiki/1960_Valdivia_earthquake", "1960 Valdivia earthquake - Wikipedia",
         "The resulting tsunami affected southern Chile, Hawaii, Japan, the Philippines, eastern New Zealand ...", "N/A"),
        ("https://www.pmel.noaa.gov/ftp/tsunami/1960/", "1960 Chile tsunami data - NOAA PMEL",
         "Tide gauge records from the Pacific ...", "N/A"),
        ("https://www.jma.go.jp/jma/kishou/know/faq/1960_chile.html", "チリ地震津波(1960年) - 気象庁",
         "日本で死者・行方不明者142名 ...", "N/A"),
        ("https://www.reddit.com/r/Hawaii/comments/1960_tsunami/", "The 1960 Hilo tsunami : r/Hawaii",
         "The clock at the Hilo bayfront stopped at 1:04 ...", "May 23, 2021"),
        ("https://www.britannica.com/event/Chile-earthquake-of-1960", "Chile earthquake of 1960 | Britannica",
         "Tsunamis struck Hawaii and Japan ...", "N/A"),
    ))
    turns.append(page(
        "https://www.ngdc.noaa.gov/hazel/view/hazards/tsunami/event-more-info/1909", "deaths by country and maximum water heights",
        """
# Tsunami Event Information

Chile, 1960-05-22 19:11 UTC · Cause: Earthquake · Validity: Definite Tsunami · Earthquake magnitude: 9.5

| | |
| --- | --- |
| Maximum water height | 25.0 m (Chile) |
| Number of runups | 1,278 |

## Selected runups

| Country | Location | Travel time | Max water height (m) | Deaths |
| --- | --- | --- | --- | --- |
| Chile | Isla Mocha | 0 h 15 m | 25.0 | |
| USA | Hilo, Hawaii | 14 h 56 m | 10.7 | 61 |
| Japan | Miyako / Sanriku coast | 22 h 30 m | 6.4 | 138 (142 including missing) |
| Philippines | | 24 h 00 m | 1.5 | 32 (dead and missing) |
| New Zealand | Lyttelton | 14 h 30 m | 2.2 | |

Data: NOAA National Centers for Environmental Information (NCEI), Global Historical Tsunami Database. doi:10.7289/V5PN93H7
"""))
    turns.append(m.add({
        "valdivia_usgs": "USGS: 1960-05-22 19:11:20 UTC (15:11 local), 38.143°S 73.407°W, 25 km, M 9.5; ~1,655 deaths",
        "valdivia_tsunami": "Hilo 61 deaths (10.7 m, ~15 h travel); Japan 138 dead (142 incl. missing); Philippines 32"}))
    turns.append(m.retrieve_all())
    rs.add("search", "h56-search-18", SYSTEM, turns, state=state("Compare catalogue parameters of the 1960 Valdivia earthquake and summarise its Pacific-wide tsunami."))


ELT_URL = "https://elt.eso.org/about/"


# 19 ESO: Extremely Large Telescope (less common) — a result snippet for the ELT page gives 789 segments after the page showed 798
def t19(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "ESO Extremely Large Telescope primary mirror segments diameter Cerro Armazones",
        (ELT_URL, "About the ELT | ESO's Extremely Large Telescope",
         "The ELT will have a 39-metre main mirror made of 798 hexagonal segments, each 1.45 metres across ...", "N/A"),
        ("https://www.eso.org/public/teles-instr/elt/", "ESO's Extremely Large Telescope - ESO",
         "The ELT, under construction on Cerro Armazones in the Chilean Atacama Desert, will be the world's biggest eye on the sky ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Extremely_Large_Telescope", "Extremely Large Telescope - Wikipedia",
         "The telescope has an aperture of 39.3 m and a 978 m² collecting area ... first light planned for 2028 ...", "N/A"),
        ("https://www.eso.org/public/news/eso2311/", "ESO's Extremely Large Telescope halfway to completion - ESO",
         "The ELT has reached the 50% completion milestone ...", "Jul 11, 2023"),
        ("https://www.space.com/extremely-large-telescope-construction", "Extremely Large Telescope: construction progress - Space.com",
         "The dome will be 80 m tall and 88 m wide ...", "Mar 6, 2024"),
        ("https://www.nature.com/articles/d41586-023-02233-w", "Giant telescope half-built - Nature",
         "ESO's 39-metre telescope on track for 2028 ...", "Jul 12, 2023"),
        ("https://www.safran-group.com/news/safran-reosc-elt-segments", "Safran Reosc polishes ELT mirror segments - Safran",
         "Safran Reosc is polishing, assembling and testing the primary mirror segments ...", "N/A"),
        ("https://www.schott.com/en-gb/news-and-media/media-releases/2023/zerodur-elt", "SCHOTT completes ZERODUR blanks for ELT - SCHOTT",
         "SCHOTT has completed casting the ZERODUR glass-ceramic blanks for the ELT's primary mirror segments ...", "Jun 2023"),
        ("https://www.reddit.com/r/Astronomy/comments/elt_progress/", "ELT construction progress : r/Astronomy",
         "Dome steel going up on Armazones ...", "Feb 2, 2024"),
        ("https://www.astronomy.com/science/extremely-large-telescope-elt/", "The Extremely Large Telescope - Astronomy",
         "Five mirrors in total, including an adaptive M4 ...", "Nov 8, 2023"),
    ))
    turns.append(page(
        ELT_URL, "main mirror size, number of segments, site and schedule",
        """
# About the ELT

ESO's Extremely Large Telescope (ELT) is a revolutionary ground-based telescope concept that will have a **39-metre** main mirror and will be the largest visible and infrared light telescope in the world — the world's biggest eye on the sky.

## Key facts

| | |
| --- | --- |
| Main mirror (M1) diameter | 39.3 m |
| Number of M1 segments | 798 hexagonal segments, each 1.45 m across and 50 mm thick |
| Collecting area | 978 m² |
| Site | Cerro Armazones, Atacama Desert, Chile |
| Altitude | 3,046 m |
| Dome | about 80 m high and 88 m in diameter |
| Optical design | Five-mirror anastigmat |
| First light | planned for 2028 |

## Optics

The ELT's optical design uses five mirrors. Light is collected by the segmented M1, reflected to the 4.25-metre M2 and the 3.75-metre M3, then to the adaptive flat M4 (2.4 m, supported by more than 5,000 actuators) and the tip-tilt M5, before reaching the instruments.

## Science

The ELT will tackle the biggest scientific challenges of our time, including tracking down Earth-like planets around other stars in the "habitable zones" where life could exist, characterising the first galaxies, and probing the nature of dark matter and dark energy.
"""))
    turns.append(m.add({"elt_m1": "39.3 m, 798 hexagonal segments (1.45 m, 50 mm thick), 978 m²; Cerro Armazones 3,046 m; first light planned 2028"}))
    turns.append(page(
        "https://www.eso.org/public/teles-instr/elt/elt-optics/", "sizes of the five mirrors",
        """
# ELT Optics

The ELT's optical system uses five mirrors to collect light and deliver it to the instruments.

| Mirror | Size | Notes |
| --- | --- | --- |
| M1 | 39.3 m | 798 segments; the largest primary mirror of any optical telescope |
| M2 | 4.25 m | convex; largest secondary mirror ever used on a telescope |
| M3 | 3.75 m | concave; part of the anastigmat |
| M4 | 2.4 m | adaptive, 2 mm thin shell, more than 5,000 actuators, shape corrected up to 1,000 times per second |
| M5 | 2.7 m × 2.2 m | flat, tip-tilt stabilisation |

Beyond the 798 segments that make up M1, a set of spare segments allows segments to be rotated out for re-coating without interrupting observations.
"""))
    turns.append(q(
        "ELT 39 metre mirror segments Safran Reosc polishing 931 spares",
        ("https://www.safran-group.com/news/safran-reosc-elt-segments", "Safran Reosc polishes ELT mirror segments - Safran",
         "Safran Reosc will polish, mount and test 931 segments for the ELT primary mirror, including spares ...", "N/A"),
        (ELT_URL, "About the ELT | ESO's Extremely Large Telescope",
         "The ELT will have a 39-metre main mirror made of 789 hexagonal segments, each 1.45 metres across ...", "N/A"),
        ("https://www.eso.org/public/news/eso2002/", "First ELT main mirror segments successfully cast - ESO",
         "SCHOTT has cast the first segment blanks for the ELT's main mirror in ZERODUR ...", "Jan 9, 2020"),
        ("https://en.wikipedia.org/wiki/Extremely_Large_Telescope", "Extremely Large Telescope - Wikipedia",
         "Segments will be re-coated regularly, so 133 spare segments are manufactured in addition to the 798 ...", "N/A"),
        ("https://www.eso.org/public/announcements/ann17022/", "ESO signs contract for ELT M1 segments polishing - ESO",
         "Contract with Safran Reosc for polishing and testing of the segments ...", "May 30, 2017"),
        ("https://www.eso.org/public/teles-instr/elt/elt-optics/", "ELT Optics - ESO",
         "Mirror sizes: M1 39.3 m, M2 4.25 m, M3 3.75 m, M4 2.4 m, M5 2.7 × 2.2 m ...", "N/A"),
        ("https://www.laserfocusworld.com/optics/article/elt-segments", "Polishing 931 mirror segments - Laser Focus World",
         "Each segment is polished to an accuracy of 10 nanometres ...", "Oct 3, 2022"),
        ("https://www.reddit.com/r/telescopes/comments/elt_segments/", "How do they align 798 segments? : r/telescopes",
         "Edge sensors and actuators on every segment ...", "Aug 14, 2023"),
        ("https://www.space.com/extremely-large-telescope-mirror-segments", "ELT mirror segments arrive in Chile - Space.com",
         "The first batch of segments shipped from France ...", "Dec 5, 2024"),
        ("https://www.physicsworld.com/a/elt-mirror/", "The making of the ELT mirror - Physics World",
         "The segments are 50 mm thick and weigh about 250 kg ...", "Jun 2023"),
    ))
    turns.append(page(
        "https://www.safran-group.com/news/safran-reosc-elt-segments", "number of segments polished including spares",
        """
# Safran Reosc polishes ELT mirror segments

Safran Electronics & Defense · Poitiers, France

Safran Reosc, a subsidiary of Safran Electronics & Defense, is responsible for polishing, mounting and testing all the segments of the primary mirror (M1) of ESO's Extremely Large Telescope.

| | |
| --- | --- |
| Segments in M1 | 798 |
| Spare segments | 133 |
| Total segments to deliver | 931 |
| Segment size | 1.45 m corner to corner, 50 mm thick |
| Surface accuracy | about 10 nanometres RMS |
| Production rate at full capacity | about one segment per day |

The spares allow ESO to take segments out for re-coating of their reflective surfaces without reducing the collecting area available to astronomers.
"""))
    turns.append(m.update({"elt_m1": "39.3 m, 798 hexagonal segments (+133 spares = 931 polished by Safran Reosc), 978 m²; Cerro Armazones 3,046 m; first light planned 2028"}))
    turns.append(q(
        "ELT construction progress first light 2028 dome",
        ("https://www.eso.org/public/news/eso2311/", "ESO's Extremely Large Telescope halfway to completion - ESO",
         "The ELT has reached the 50% completion milestone ...", "Jul 11, 2023"),
        ("https://elt.eso.org/news/", "ELT news - ESO",
         "Construction updates from Cerro Armazones and European suppliers ...", "N/A"),
        ("https://www.space.com/extremely-large-telescope-construction", "Extremely Large Telescope: construction progress - Space.com",
         "The dome will be 80 m tall and 88 m wide ...", "Mar 6, 2024"),
        ("https://www.nature.com/articles/d41586-023-02233-w", "Giant telescope half-built - Nature",
         "ESO's 39-metre telescope on track for 2028 ...", "Jul 12, 2023"),
        ("https://en.wikipedia.org/wiki/Extremely_Large_Telescope", "Extremely Large Telescope - Wikipedia",
         "Construction began in 2017 with the first stone ceremony ...", "N/A"),
        ("https://www.eso.org/public/news/eso1709/", "First stone ceremony for the ELT - ESO",
         "Chile's President Michelle Bachelet attended the ceremony on 26 May 2017 ...", "May 26, 2017"),
        ("https://www.reuters.com/science/chile-giant-telescope-2024/", "World's largest telescope taking shape in Chile - Reuters",
         "The 1.45 billion euro project ...", "Apr 2, 2024"),
        ("https://www.astronomy.com/science/extremely-large-telescope-elt/", "The Extremely Large Telescope - Astronomy",
         "Five mirrors in total, including an adaptive M4 ...", "Nov 8, 2023"),
        ("https://www.reddit.com/r/Astronomy/comments/elt_progress/", "ELT construction progress : r/Astronomy",
         "Dome steel going up on Armazones ...", "Feb 2, 2024"),
        ("https://www.theguardian.com/science/2023/jul/11/elt-halfway", "Chile's giant telescope passes halfway point - The Guardian",
         "When it opens it will gather more light than all existing large telescopes combined ...", "Jul 11, 2023"),
    ))
    turns.append(m.retrieve_all())
    rs.add("search", "h56-search-19", SYSTEM, turns, state=state("Collect the ELT's main-mirror specifications and construction status."),
           bad=True, turn=5, kind="The result snippet for elt.eso.org/about/ says 789 hexagonal segments, but that page (turn 2) and the optics page (turn 4) give 798.")


TAMU_UG, TAMU_GR = 58548, 18943
TAMU_TOTAL = TAMU_UG + TAMU_GR
NAV = "https://nces.ed.gov/collegenavigator/?id=228723"


# 20 NCES College Navigator: Texas A&M enrollment (less common) — the enrollment tab's total no longer matches its parts or the earlier figure
def t20(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "Texas A&M University College Station enrollment fall 2023 College Navigator",
        (NAV, "College Navigator - Texas A & M University-College Station",
         f"Student population: {TAMU_TOTAL:,} ({TAMU_UG:,} undergraduate). Campus setting: City: Small. Campus housing: Yes ...", "N/A"),
        ("https://accountability.tamu.edu/enrollment", "Enrollment Profile - Texas A&M Accountability",
         "Fall 2023 official census enrollment for the College Station campus, Galveston and Qatar ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Texas_A%26M_University", "Texas A&M University - Wikipedia",
         "With over 77,000 students, Texas A&M is the largest university in the United States by enrollment ...", "N/A"),
        ("https://www.usnews.com/best-colleges/texas-am-university-college-station-10366", "Texas A&M University - Profile, Rankings and Data - US News",
         "Total enrollment 77,491; undergraduate 58,548 (fall 2023) ...", "N/A"),
        ("https://www.tamu.edu/about/facts.html", "Facts - Texas A&M University",
         "Texas A&M is home to more than 77,000 students and 550,000+ living former students ...", "N/A"),
        ("https://www.thebatt.com/news/fall-2023-enrollment/", "Fall 2023 enrollment figures released - The Battalion",
         "Undergraduate numbers dipped slightly while graduate enrollment grew ...", "Sep 22, 2023"),
        ("https://datausa.io/profile/university/texas-a-m-university-college-station", "Texas A&M University-College Station | Data USA",
         "Enrollment, completions, tuition and outcomes from IPEDS ...", "N/A"),
        ("https://www.collegesimply.com/colleges/texas/texas-a-and-m-university-college-station/enrollment/", "Texas A&M Enrollment - CollegeSimply",
         "Undergraduate enrollment by gender and status ...", "N/A"),
        ("https://www.reddit.com/r/aggies/comments/16r2hp8/enrollment_2023/", "Fall 2023 enrollment numbers : r/aggies",
         "Still the biggest ...", "Sep 24, 2023"),
        ("https://www.niche.com/colleges/texas-a-and-m-university/students/", "Texas A&M Students - Niche",
         "Student body composition ...", "N/A"),
    ))
    turns.append(page(
        NAV, "general information and enrollment",
        f"""
# Texas A & M University-College Station

Administration Building, 400 Bizzell Street, College Station, Texas 77843

| General information | |
| --- | --- |
| Website | www.tamu.edu |
| Type | 4-year, Public |
| Awards offered | Bachelor's degree; Master's degree; Doctor's degree – research/scholarship; Doctor's degree – professional practice |
| Campus setting | City: Small |
| Campus housing | Yes |
| Student population | {TAMU_TOTAL:,} ({TAMU_UG:,} undergraduate) |
| Student-to-faculty ratio | 19 to 1 |
| IPEDS ID | 228723 |
| OPE ID | 00366700 |

Data are for fall 2023 (enrollment) and the 2023-2024 academic year. Source: U.S. Department of Education, National Center for Education Statistics, Integrated Postsecondary Education Data System (IPEDS).
"""))
    turns.append(m.add({
        "tamu_enrollment_fall2023": f"Total {TAMU_TOTAL:,}: undergraduate {TAMU_UG:,}, graduate {TAMU_GR:,} (IPEDS 228723)"}))
    turns.append(q(
        "largest universities in the US by enrollment fall 2023 single campus",
        ("https://en.wikipedia.org/wiki/List_of_United_States_public_university_campuses_by_enrollment", "List of United States public university campuses by enrollment - Wikipedia",
         "Texas A&M University (77,491), University of Central Florida (69,402), Ohio State University (60,046) ...", "N/A"),
        ("https://www.usnews.com/education/best-colleges/the-short-list-college/articles/10-universities-with-the-biggest-student-bodies", "10 Universities With the Biggest Student Bodies - US News",
         "Texas A&M had the largest undergraduate enrollment among ranked schools ...", "Jan 23, 2024"),
        ("https://www.ucf.edu/news/ucf-enrollment-fall-2023/", "UCF enrollment fall 2023 - UCF News",
         "UCF welcomed its largest incoming class ...", "Sep 19, 2023"),
        ("https://nces.ed.gov/programs/digest/d23/tables/dt23_312.10.asp", "Digest of Education Statistics Table 312.10 - NCES",
         "Enrollment of the 120 largest degree-granting college and university campuses, by selected characteristics ...", "N/A"),
        ("https://www.bestcolleges.com/research/largest-colleges-us/", "Largest Colleges in the US - BestColleges",
         "Online institutions like WGU and SNHU top total enrollment ...", "Feb 13, 2024"),
        ("https://www.statista.com/statistics/230804/largest-universities-in-the-us/", "Largest universities in the U.S. by enrollment | Statista",
         "Texas A&M, UCF, Florida International ...", "Apr 2, 2024"),
        ("https://www.forbes.com/sites/largest-universities-2023/", "America's largest universities - Forbes",
         "Counting online students changes the order dramatically ...", "Nov 7, 2023"),
        ("https://www.reddit.com/r/college/comments/largest_campus/", "Which university has the most students on one campus? : r/college",
         "A&M at College Station ...", "Oct 2, 2023"),
        ("https://www.ohio-state.edu/news/enrollment-fall-2023", "Ohio State fall 2023 enrollment",
         "Columbus campus enrollment ...", "Sep 2023"),
        ("https://www.fiu.edu/news/enrollment-2023", "FIU enrollment 2023",
         "Florida International University enrollment ...", "Sep 2023"),
    ))
    turns.append(page(
        "https://en.wikipedia.org/wiki/List_of_United_States_public_university_campuses_by_enrollment", "top five campuses by fall 2023 enrollment",
        f"""
Jump to content

From Wikipedia, the free encyclopedia

This is a list of the largest public university campuses in the United States by total enrollment, using fall 2023 IPEDS data. Online-only institutions and system-wide totals are excluded.

| Rank | Campus | City | State | Enrollment (fall 2023) |
| --- | --- | --- | --- | --- |
| 1 | Texas A&M University | College Station | Texas | {TAMU_TOTAL:,} |
| 2 | University of Central Florida | Orlando | Florida | 69,402 |
| 3 | Ohio State University | Columbus | Ohio | 60,046 |
| 4 | Florida International University | Miami | Florida | 56,718 |
| 5 | University of Texas at Austin | Austin | Texas | 53,082 |

Retrieved from "https://en.wikipedia.org/w/index.php?title=List_of_United_States_public_university_campuses_by_enrollment&oldid=1219930112"
"""))
    turns.append(m.add({"tamu_rank": "#1 public campus by fall 2023 enrollment; UCF #2 (69,402)"}))
    turns.append(q(
        "Texas A&M fall 2024 enrollment record",
        ("https://stories.tamu.edu/news/2024/09/20/texas-am-fall-2024-enrollment/", "Texas A&M fall 2024 enrollment tops 79,000 - Texas A&M Today",
         "Preliminary census figures show more than 79,000 students enrolled across Texas A&M ...", "Sep 20, 2024"),
        ("https://www.thebatt.com/news/fall-2024-enrollment/", "A&M enrollment reaches new high - The Battalion",
         "Graduate and professional enrollment continued to grow ...", "Sep 23, 2024"),
        ("https://accountability.tamu.edu/enrollment", "Enrollment Profile - Texas A&M Accountability",
         "Fall 2024 preliminary; fall 2023 official ...", "N/A"),
        ("https://www.kbtx.com/2024/09/20/texas-am-enrollment-record/", "Texas A&M sets enrollment record - KBTX",
         "The university reports record numbers for fall 2024 ...", "Sep 20, 2024"),
        ("https://www.texastribune.org/2024/09/texas-university-enrollment/", "Texas public universities enrollment 2024 - Texas Tribune",
         "A&M and UT Austin both grew ...", "Sep 27, 2024"),
        ("https://www.theeagle.com/news/a_m/enrollment-2024/", "A&M fall enrollment - The Eagle",
         "Includes Galveston and Qatar campuses ...", "Sep 21, 2024"),
        ("https://en.wikipedia.org/wiki/Texas_A%26M_University", "Texas A&M University - Wikipedia",
         "With over 77,000 students, Texas A&M is the largest university in the United States by enrollment ...", "N/A"),
        ("https://www.reddit.com/r/aggies/comments/1fl9h4z/fall_2024_enrollment/", "Fall 2024 enrollment : r/aggies",
         "Parking is going to be fun ...", "Sep 20, 2024"),
        ("https://www.usnews.com/best-colleges/texas-am-university-college-station-10366", "Texas A&M University - US News",
         "Total enrollment 77,491 (fall 2023) ...", "N/A"),
        ("https://www.tamu.edu/about/facts.html", "Facts - Texas A&M University",
         "More than 77,000 students ...", "N/A"),
    ))
    turns.append(m.update({"tamu_enrollment_fall2023": f"Total {TAMU_TOTAL:,}: undergraduate {TAMU_UG:,}, graduate {TAMU_GR:,} (IPEDS 228723, fall 2023); fall 2024 preliminary >79,000 (all campuses, TAMU)"}))
    ft, pt = 53873, TAMU_UG - 53873
    turns.append(page(
        NAV + "#enrolmt", "enrollment breakdown",
        f"""
# Texas A & M University-College Station — Enrollment

| ENROLLMENT (fall 2023) | |
| --- | --- |
| Total enrollment | 77,941 |
| Undergraduate enrollment | {TAMU_UG:,} |
| Undergraduate transfer-in enrollment | 2,617 |
| Graduate enrollment | {TAMU_GR:,} |

## Undergraduate attendance status

| Status | Students | Percent |
| --- | --- | --- |
| Full-time | {ft:,} | 92% |
| Part-time | {pt:,} | 8% |

## Undergraduate student gender

| Gender | Percent |
| --- | --- |
| Men | 52% |
| Women | 48% |

## Undergraduate race/ethnicity

| | Percent |
| --- | --- |
| White | 54% |
| Hispanic/Latino | 25% |
| Asian | 9% |
| Black or African American | 3% |
| Two or more races | 4% |
| U.S. Nonresident | 1% |
| Race/ethnicity unknown | 4% |

Source: IPEDS Fall 2023 Enrollment survey.
"""))
    turns.append(m.retrieve(["tamu_enrollment_fall2023", "tamu_rank"]))
    rs.add("search", "h56-search-20", SYSTEM, turns, state=state("How many students does Texas A&M's College Station campus enroll, and is it the largest US campus?"),
           bad=True, turn=9, kind="College Navigator's enrollment tab gives a total of 77,941, while its own parts (58,548 + 18,943) and the general page in turn 2 give 77,491.")


# 21 Wikipedia / NOAA: 2017 Atlantic hurricane season (mainstream) — clean (scratch key removed and then missing, same storms in other orders, updates)
def t21(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "2017 Atlantic hurricane season summary named storms hurricanes major hurricanes",
        ("https://en.wikipedia.org/wiki/2017_Atlantic_hurricane_season", "2017 Atlantic hurricane season - Wikipedia",
         "The 2017 Atlantic hurricane season was a hyperactive and catastrophic season ... 17 named storms, 10 hurricanes, 6 major hurricanes ...", "N/A"),
        ("https://www.noaa.gov/media-release/extremely-active-2017-atlantic-hurricane-season-finally-ends", "Extremely active 2017 Atlantic hurricane season finally ends - NOAA",
         "The season produced 17 named storms, of which 10 became hurricanes including six major hurricanes ...", "Nov 30, 2017"),
        ("https://www.nhc.noaa.gov/data/tcr/index.php?season=2017&basin=atl", "2017 Atlantic Hurricane Season - Tropical Cyclone Reports - NHC",
         "Tropical Cyclone Reports for Arlene through Rina ...", "N/A"),
        ("https://www.climate.gov/news-features/event-tracker/2017-atlantic-hurricane-season", "The 2017 Atlantic hurricane season - NOAA Climate.gov",
         "Accumulated Cyclone Energy was the seventh highest on record ...", "Dec 1, 2017"),
        ("https://www.ncei.noaa.gov/access/billions/events/US/2017", "Billion-dollar disasters 2017 - NCEI",
         "Harvey, Irma and Maria rank among the five costliest U.S. hurricanes ...", "N/A"),
        ("https://www.weather.gov/news/2017-hurricane-season", "2017 hurricane season review - NWS",
         "Three Category 4 hurricanes made landfall in the U.S. and its territories ...", "N/A"),
        ("https://journals.ametsoc.org/view/journals/mwre/147/8/mwr-d-18-0402.1.xml", "Atlantic Hurricane Season of 2017 - Monthly Weather Review",
         "Cangialosi et al. summarize the season ...", "Aug 2019"),
        ("https://www.washingtonpost.com/news/capital-weather-gang/wp/2017/11/30/2017-hurricane-season-ends/", "The devastating 2017 hurricane season comes to an end - Washington Post",
         "Ten consecutive storms became hurricanes ...", "Nov 30, 2017"),
        ("https://www.reddit.com/r/TropicalWeather/comments/7gm4nv/2017_season_in_review/", "2017 Atlantic season in review : r/TropicalWeather",
         "Harvey, Irma, Jose, Maria ...", "Nov 30, 2017"),
        ("https://www.britannica.com/science/2017-Atlantic-hurricane-season", "2017 Atlantic hurricane season - Britannica",
         "The costliest season on record at the time ...", "N/A"),
    ))
    turns.append(page(
        "https://en.wikipedia.org/wiki/2017_Atlantic_hurricane_season", "season totals and major hurricanes",
        """
Jump to content

From Wikipedia, the free encyclopedia

| 2017 Atlantic hurricane season | |
| --- | --- |
| Seasonal boundaries | |
| First system formed | April 19, 2017 |
| Last system dissipated | November 9, 2017 |
| Strongest storm | Maria — 908 mbar (hPa) (26.81 inHg), 175 mph (280 km/h) (1-minute sustained) |
| Seasonal statistics | |
| Total depressions | 18 |
| Total storms | 17 |
| Hurricanes | 10 |
| Major hurricanes (Cat. 3+) | 6 |
| Total fatalities | 3,364 total |
| Total damage | ≥ $294.92 billion (2017 USD) (costliest tropical cyclone season on record at the time) |

The **2017 Atlantic hurricane season** was a hyperactive and catastrophic season featuring 17 named storms, 10 hurricanes and 6 major hurricanes. Ten consecutive named storms, from Franklin to Ophelia, became hurricanes, the most in the satellite era.

## Major hurricanes (chronological)

| Storm | Dates active | Peak category | Peak winds | Pressure |
| --- | --- | --- | --- | --- |
| Harvey | August 17 – September 2 | 4 | 130 mph (215 km/h) | 937 mbar |
| Irma | August 30 – September 12 | 5 | 180 mph (285 km/h) | 914 mbar |
| Jose | September 5 – 22 | 4 | 155 mph (250 km/h) | 938 mbar |
| Maria | September 16 – October 2 | 5 | 175 mph (280 km/h) | 908 mbar |
| Lee | September 14 – 30 | 3 | 115 mph (185 km/h) | 962 mbar |
| Ophelia | October 9 – 15 | 3 | 115 mph (185 km/h) | 959 mbar |

## Accumulated cyclone energy

The season's ACE was about 225 units; Irma alone produced about 64.9 units.

Retrieved from "https://en.wikipedia.org/w/index.php?title=2017_Atlantic_hurricane_season&oldid=1229175663"
"""))
    turns.append(m.add({
        "season_2017": "17 named storms, 10 hurricanes, 6 major; strongest Maria 908 mbar; ≥$294.92B damage",
        "irma": "Cat 5, 180 mph, 914 mbar",
        "maria": "Cat 5, 175 mph, 908 mbar",
        "todo": "check Irma's Florida landfall times in NHC TCR"}))
    turns.append(page(
        "https://www.noaa.gov/media-release/extremely-active-2017-atlantic-hurricane-season-finally-ends", "official season totals and records",
        """
# Extremely active 2017 Atlantic hurricane season finally ends

November 30, 2017

The 2017 Atlantic hurricane season, which officially ends today, was the most active season since 2005, and will be remembered for three major hurricanes — Harvey, Irma and Maria — that devastated parts of the United States and the Caribbean.

The season produced **17 named storms**, of which **10 became hurricanes** including **six major hurricanes** (Category 3, 4 or 5). The season was above normal in all measures: an average season produces 12 named storms, six hurricanes and three major hurricanes.

> "The 2017 season was one for the record books," said Gerry Bell, Ph.D., lead seasonal hurricane forecaster at NOAA's Climate Prediction Center.

## Notable records

- Harvey was the first major hurricane to make landfall in the United States since Wilma in 2005, and the first Category 4 to strike Texas since Carla in 1961.
- Irma was the strongest hurricane on record in the open Atlantic outside the Caribbean Sea and Gulf of Mexico, with maximum sustained winds of 185 mph for 37 hours (operational estimate).
- Maria was the strongest hurricane to strike Puerto Rico since 1928.
- For the first time on record, three Category 4 hurricanes made landfall in the United States and its territories in a single season.

Media contact: Maureen O'Leary, 301-427-9000
"""))
    turns.append(q(
        "Hurricane Irma NHC tropical cyclone report Cudjoe Key landfall 1300 UTC Marco Island",
        ("https://www.nhc.noaa.gov/data/tcr/AL112017_Irma.pdf", "Tropical Cyclone Report Hurricane Irma (AL112017) 30 August–12 September 2017 - NHC",
         "John P. Cangialosi, Andrew S. Latto, and Robbie Berg. 30 June 2018. Irma made landfall at Cudjoe Key at 1300 UTC 10 September ...", "Jun 30, 2018"),
        ("https://en.wikipedia.org/wiki/Hurricane_Irma", "Hurricane Irma - Wikipedia",
         "Irma made landfall on Cudjoe Key as a Category 4 hurricane and later on Marco Island as a Category 3 ...", "N/A"),
        ("https://www.weather.gov/key/Irma", "Hurricane Irma - NWS Key West",
         "Landfall near Cudjoe Key at 9 a.m. EDT September 10 ...", "N/A"),
        ("https://www.nhc.noaa.gov/archive/2017/IRMA.shtml", "Hurricane IRMA Advisory Archive - NHC",
         "Advisories, discussions and graphics ...", "N/A"),
        ("https://www.weather.gov/mfl/hurricaneirma", "Hurricane Irma Local Report - NWS Miami",
         "Marco Island landfall at 3:30 p.m. EDT ...", "N/A"),
        ("https://www.washingtonpost.com/news/capital-weather-gang/wp/2018/07/02/irma-downgraded/", "Irma's peak intensity revised to 180 mph - Washington Post",
         "The final report lowered Irma's peak from 185 to 180 mph ...", "Jul 2, 2018"),
        ("https://www.nytimes.com/2017/09/10/us/hurricane-irma-florida-keys.html", "Irma makes landfall in the Florida Keys - NYT",
         "The storm struck Cudjoe Key with 130 mph winds ...", "Sep 10, 2017"),
        ("https://www.ncei.noaa.gov/news/irma-2017", "Hurricane Irma 2017 - NCEI",
         "Damage about $50 billion in the U.S. ...", "N/A"),
        ("https://www.reddit.com/r/TropicalWeather/comments/irma_tcr/", "Irma TCR released : r/TropicalWeather",
         "Peak lowered to 155 kt ...", "Jul 1, 2018"),
        ("https://www.britannica.com/event/Hurricane-Irma", "Hurricane Irma | Britannica",
         "Irma struck the Caribbean and Florida in September 2017 ...", "N/A"),
    ))
    turns.append(page(
        "https://www.nhc.noaa.gov/data/tcr/AL112017_Irma.pdf", "Irma's peak and Florida landfalls",
        """
# Tropical Cyclone Report
# Hurricane Irma
# (AL112017)
# 30 August–12 September 2017

John P. Cangialosi, Andrew S. Latto, and Robbie Berg
National Hurricane Center
30 June 2018

Irma was a long-lived Cape Verde hurricane that reached Category 5 intensity on the Saffir-Simpson Hurricane Wind Scale. The catastrophic hurricane made seven landfalls, four of which occurred as a Category 5 hurricane across the northern Caribbean Islands. Irma made landfall as a Category 4 hurricane in the Florida Keys and struck southwestern Florida at Category 3 intensity.

## Landfalls

| Date/Time (UTC) | Location | Category | Wind (kt) | Pressure (mb) |
| --- | --- | --- | --- | --- |
| 06 / 0545 | Barbuda | 5 | 155 | 914 |
| 06 / 1115 | Saint Martin | 5 | 155 | 915 |
| 06 / 1630 | Virgin Gorda, British Virgin Islands | 5 | 155 | 915 |
| 08 / 0400 | Little Inagua, Bahamas | 5 | 145 | 925 |
| 09 / 0300 | Cayo Romano, Cuba | 5 | 145 | 924 |
| 10 / 1300 | Cudjoe Key, Florida | 4 | 115 | 931 |
| 10 / 1930 | Marco Island, Florida | 3 | 100 | 940 |

Irma's peak intensity of 155 kt (180 mph) was reached at 1800 UTC 5 September and maintained for about 37 h. Its minimum pressure of 914 mb occurred at landfall on Barbuda. (Operational advisories had estimated 160 kt / 185 mph.)
"""))
    turns.append(m.update({"irma": "Cat 5, 155 kt (180 mph; 185 mph operational), 914 mbar; FL landfalls: Cudjoe Key 10 Sep 1300 UTC (Cat 4, 115 kt, 931 mb), Marco Island 1930 UTC (Cat 3, 100 kt, 940 mb)"}))
    turns.append(m.remove(["todo"]))
    turns.append(m.retrieve(["todo", "irma"]))
    turns.append(page(
        "https://en.wikipedia.org/wiki/List_of_Category_5_Atlantic_hurricanes", "2017 entries and how they compare by pressure",
        """
Jump to content

From Wikipedia, the free encyclopedia

A Category 5 Atlantic hurricane is a tropical cyclone that reaches Category 5 intensity on the Saffir–Simpson scale within the Atlantic Ocean to the north of the equator. 43 hurricanes have attained this intensity since reliable records began.

## Category 5 hurricanes, sorted by minimum pressure (selected)

| Rank | Name | Season | Peak winds | Pressure |
| --- | --- | --- | --- | --- |
| 1 | Wilma | 2005 | 185 mph (295 km/h) | 882 mbar |
| 2 | Gilbert | 1988 | 185 mph (295 km/h) | 888 mbar |
| 3 | "Labor Day" | 1935 | 185 mph (295 km/h) | 892 mbar |
| 4 | Rita | 2005 | 180 mph (285 km/h) | 895 mbar |
| 5 | Allen | 1980 | 190 mph (305 km/h) | 899 mbar |
| 6 | Camille | 1969 | 175 mph (280 km/h) | 900 mbar |
| 7 | Katrina | 2005 | 175 mph (280 km/h) | 902 mbar |
| 8 | Mitch | 1998 | 180 mph (285 km/h) | 905 mbar |
| 8 | Dean | 2007 | 175 mph (280 km/h) | 905 mbar |
| 10 | Maria | 2017 | 175 mph (280 km/h) | 908 mbar |
| … | | | | |
| 14 | Irma | 2017 | 180 mph (285 km/h) | 914 mbar |

Maria ranks ahead of Irma by pressure even though Irma had the stronger winds.

Retrieved from "https://en.wikipedia.org/w/index.php?title=List_of_Category_5_Atlantic_hurricanes&oldid=1230015574"
"""))
    turns.append(m.add({"cat5_2017": "Irma (180 mph, 914 mbar) and Maria (175 mph, 908 mbar); by pressure Maria ranks higher (#10 vs #14)"}))
    turns.append(m.retrieve_all())
    rs.add("search", "h56-search-21", SYSTEM, turns, state=state("Summarise the 2017 Atlantic hurricane season and the intensity of Irma and Maria."))


# 22 Espacenet: Bell's telephone patent US174465 (less common) — an updated memory status reverts to its first value
def t22(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append(q(
        "Alexander Graham Bell patent US174465 improvement in telegraphy Espacenet",
        ("https://worldwide.espacenet.com/patent/search?q=pn%3DUS174465A", "US174465A - Improvement in telegraphy - Espacenet",
         "BELL ALEXANDER GRAHAM. Publication date 1876-03-07. Priority 1876-02-14 ...", "N/A"),
        ("https://patents.google.com/patent/US174465A/en", "US174465A - Improvement in telegraphy - Google Patents",
         "Alexander Graham Bell. Filed 1876-02-14. Published 1876-03-07 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Invention_of_the_telephone", "Invention of the telephone - Wikipedia",
         "Bell was awarded U.S. Patent 174,465 on March 7, 1876 ...", "N/A"),
        ("https://www.archives.gov/education/lessons/telephone", "Alexander Graham Bell's telephone patent drawing - National Archives",
         "Patent No. 174,465, dated March 7, 1876 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Elisha_Gray_and_Alexander_Bell_telephone_controversy", "Elisha Gray and Alexander Bell telephone controversy - Wikipedia",
         "Bell's lawyer filed his application on February 14, 1876, the same day Gray filed a caveat ...", "N/A"),
        ("https://www.loc.gov/collections/alexander-graham-bell-papers/", "Alexander Graham Bell Family Papers - Library of Congress",
         "Notebooks including the March 10, 1876 'Mr. Watson — come here' entry ...", "N/A"),
        ("https://www.invent.org/inductees/alexander-graham-bell", "Alexander Graham Bell - National Inventors Hall of Fame",
         "Patent 174,465, Telegraphy (telephone). Inducted 1974 ...", "N/A"),
        ("https://www.smithsonianmag.com/history/the-telephone-patent-conspiracy-of-1876/", "The Telephone Patent Conspiracy of 1876 - Smithsonian Magazine",
         "A new look at the variable-resistance marginal note in Bell's application ...", "Mar 2008"),
        ("https://www.reddit.com/r/history/comments/bell_patent/", "Bell filed hours before Gray? : r/history",
         "The order of filing on Feb 14 is still disputed ...", "Mar 7, 2021"),
        ("https://www.uspto.gov/about-us/news-updates/bell-telephone-patent", "Bell's telephone patent - USPTO",
         "One of the most valuable patents ever issued ...", "N/A"),
    ))
    turns.append(page(
        "https://worldwide.espacenet.com/patent/search?q=pn%3DUS174465A", "bibliographic data of US174465",
        """
# Bibliographic data: US174465 (A) ― 1876-03-07

## IMPROVEMENT IN TELEGRAPHY

| | |
| --- | --- |
| Page bookmark | US174465 (A) - IMPROVEMENT IN TELEGRAPHY |
| Inventor(s) | BELL ALEXANDER GRAHAM |
| Applicant(s) | BELL ALEXANDER GRAHAM |
| Classification | international: H04M1/00; cooperative: H04M1/00 |
| Application number | US18760174465 18760214 |
| Priority number(s) | US18760174465 18760214 |
| Also published as | — |

## Abstract

Not available for US174465 (A).

## Description (OCR, excerpt)

UNITED STATES PATENT OFFICE. ALEXANDER GRAHAM BELL, OF SALEM, MASSACHUSETTS. IMPROVEMENT IN TELEGRAPHY. Specification forming part of Letters Patent No. 174,465, dated March 7, 1876; application filed February 14, 1876.

... The method of, and apparatus for, transmitting vocal or other sounds telegraphically, as herein described, by causing electrical undulations, similar in form to the vibrations of the air accompanying the said vocal or other sound, substantially as set forth.

## Claims

5 claims. Claim 5 is the "undulating current" claim cited above.

Espacenet · European Patent Office · Data source: DOCDB
"""))
    turns.append(m.add({
        "us174465_biblio": "US174465 'Improvement in Telegraphy', inventor Alexander Graham Bell (Salem, MA), 5 claims",
        "us174465_status": "to verify: filing date vs issue date"}))
    turns.append(m.update({"us174465_status": "verified: filed 1876-02-14, issued 1876-03-07 (Espacenet biblio + OCR text)"}))
    turns.append(tamper(m.retrieve(["us174465_status", "us174465_biblio"]),
                        "verified: filed 1876-02-14, issued 1876-03-07 (Espacenet biblio + OCR text)", "to verify: filing date vs issue date"))
    turns.append(q(
        "Elisha Gray caveat February 14 1876 same day Bell application",
        ("https://en.wikipedia.org/wiki/Elisha_Gray_and_Alexander_Bell_telephone_controversy", "Elisha Gray and Alexander Bell telephone controversy - Wikipedia",
         "On February 14, 1876, Gray's lawyer filed a caveat for a telephone using a liquid transmitter; Bell's application was entered the same day ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Elisha_Gray", "Elisha Gray - Wikipedia",
         "Elisha Gray (1835–1901) was an American electrical engineer who co-founded the Western Electric Manufacturing Company ...", "N/A"),
        ("https://www.smithsonianmag.com/history/the-telephone-patent-conspiracy-of-1876/", "The Telephone Patent Conspiracy of 1876 - Smithsonian Magazine",
         "Seth Shulman's account of the examiner Zenas Wilber ...", "Mar 2008"),
        ("https://www.britannica.com/biography/Elisha-Gray", "Elisha Gray | American inventor | Britannica",
         "Gray filed a caveat a few hours after Bell's application ...", "N/A"),
        ("https://www.pbs.org/wgbh/americanexperience/features/telephone-gray/", "The Telephone: Elisha Gray - American Experience - PBS",
         "Gray later challenged Bell's patent in court ...", "N/A"),
        ("https://www.nytimes.com/2008/01/01/science/01tele.html", "Bell's telephone patent: a theft? - NYT",
         "A historian argues Bell saw Gray's caveat ...", "Jan 1, 2008"),
        ("https://www.ieeeghn.org/wiki/Elisha_Gray", "Elisha Gray - Engineering and Technology History Wiki",
         "Gray's harmonic telegraph work ...", "N/A"),
        ("https://www.reddit.com/r/AskHistorians/comments/gray_bell/", "Did Bell steal the telephone from Gray? : r/AskHistorians",
         "The record is murky ...", "Nov 11, 2019"),
        ("https://www.loc.gov/item/mcc.001/", "Bell's lab notebook, March 1876 - Library of Congress",
         "Sketch of the liquid transmitter ...", "N/A"),
        ("https://www.uspto.gov/about-us/news-updates/bell-telephone-patent", "Bell's telephone patent - USPTO",
         "One of the most valuable patents ever issued ...", "N/A"),
    ))
    turns.append(page(
        "https://en.wikipedia.org/wiki/Elisha_Gray_and_Alexander_Bell_telephone_controversy", "sequence of filings on 14 February 1876",
        """
Jump to content

From Wikipedia, the free encyclopedia

The **Elisha Gray and Alexander Bell telephone controversy** concerns the question of whether Bell and Gray invented the telephone independently and, if not, whether Bell stole the invention from Gray.

## Filings of 14 February 1876

On the morning of February 14, 1876, Bell's lawyer Marcellus Bailey filed Bell's application for a patent for "Improvements in Telegraphy" at the U.S. Patent Office in Washington. The same day, Gray's lawyer William D. Baldwin filed a caveat describing a telephone using a liquid transmitter. Bell's application was the fifth entry of the day in the cash book, while Gray's caveat was 39th.

| Event | Date |
| --- | --- |
| Bell's application filed | February 14, 1876 |
| Gray's caveat filed | February 14, 1876 |
| Patent examiner suspends Bell's application for three months (interference) | February 19, 1876 |
| Bell visits examiner Zenas Wilber | February 26, 1876 |
| U.S. Patent 174,465 issued to Bell | March 7, 1876 |
| Bell's first successful transmission ("Mr. Watson, come here") | March 10, 1876 |

Gray abandoned his caveat and did not contest Bell's priority at the time. The Western Union subsidiary that acquired Gray's rights later settled with the Bell Telephone Company in 1879.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Elisha_Gray_and_Alexander_Bell_telephone_controversy&oldid=1217664302"
"""))
    rs.add("search", "h56-search-22", SYSTEM, turns, state=state("Verify the filing and issue dates of Bell's telephone patent US174465 and the Gray caveat story."),
           bad=True, turn=5, kind="Retrieving us174465_status returns the original 'to verify' value although turn 4 updated it to 'verified: filed 1876-02-14, issued 1876-03-07'.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
