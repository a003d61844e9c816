# ruff: noqa: E501
"""Held-out set holdout44, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Each trajectory is one research task with a realistic starting state. Eleven carry exactly one observation that
contradicts an earlier observation or action; eleven are clean. Running ``main()`` writes ``search_test.jsonl``
and ``labels.json`` next to this file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TASK = "search"

TOOLS: list[dict[str, Any]] = [
    {"type": "function", "function": {
        "name": "web_search",
        "description": "Perform batched web searches: supply an array 'queries'; the tool retrieves the top 10 results for each query in one call.",
        "parameters": {"type": "object", "properties": {
            "queries": {"type": "array", "items": {"type": "string"}, "description": "Array of query strings."}},
            "required": ["queries"]}}},
    {"type": "function", "function": {
        "name": "web_extractor",
        "description": "Fetch a webpage and return its main content as Markdown, focused on the stated goal.",
        "parameters": {"type": "object", "properties": {
            "url": {"type": "string", "description": "The URL of the webpage to visit."},
            "goal": {"type": "string", "description": "The specific information goal for visiting the webpage."}},
            "required": ["url", "goal"]}}},
    {"type": "function", "function": {
        "name": "dict_memory",
        "description": "A persistent key-value scratchpad. operation is one of add, update, retrieve, retrieve_all, remove, remove_all; add and update take 'dict', retrieve and remove take 'key_list'.",
        "parameters": {"type": "object", "properties": {
            "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
            "dict": {"type": "object", "description": "Key-value pairs to add or update."},
            "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys to retrieve or remove."}},
            "required": ["operation"]}}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model**: a precise web search and information retrieval environment simulator. You simulate the execution of the search and memory tool calls of a deep-research agent and generate the exact response a real execution environment would return, after **Environment Observation:**.

Factual accuracy is the top priority, followed by query relevance. Keep every response consistent with the whole interaction so far.

# Environment Management

The initial state is given with the first action (research task, date, any memory entries left from earlier work). Track across turns:
- **Discovered facts**: information already shown in search results or extracted pages
- **URL references**: URLs from earlier results that may be extracted later (extracted content must agree with earlier snippets for that URL)
- **Memory contents**: every key-value pair stored, updated or removed
- **Query progression**: how the agent refines its searches

# Tool Execution

## web_search
Return 10 results per query (fewer only when the web has little on the topic), numbered `[1]`, `[2]`, ..., each as:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024
```

Use `N/A` as Date for undated reference pages; news and blog results carry their real publication date (or a relative time such as "2 hours ago" for very recent items). Mix official sources, encyclopedias, news outlets and the occasional forum.

## web_extractor
Return the page's main content as Markdown: headers with `#`, tables with `|`, lists with `-` or `1.`. Skip ads and footers. Wikipedia pages keep infobox data and section headers; news pages keep byline, date and body; official and statistical pages keep their tables and notes.

## dict_memory
| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | The stored key-value pairs, and `Key not found` for unknown keys |
| `retrieve_all` | (none) | Every stored key-value pair, with the item count |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Memory persists across all turns until explicitly removed; a retrieve returns exactly what was last stored.

# Error Handling
Simulate empty results, inaccessible URLs, unknown memory keys and malformed requests with the message a real tool would give.

# Available Tools

""" + json.dumps(TOOLS, indent=1, ensure_ascii=False)


def added(*k: str) -> str:
    return f"Successfully added items of {list(k)!r} to memory."


def updated(*k: str) -> str:
    return f"Successfully updated items of {list(k)!r} in memory."


def removed(*k: str) -> str:
    return f"Successfully removed items of {list(k)!r} from memory."


def got(d: dict[str, str], missing: list[str] | None = None) -> str:
    out = "Retrieved items:\n" + json.dumps(d, indent=2, ensure_ascii=False)
    if missing:
        out += f"\nKey not found: {missing!r}"
    return out


def everything(d: dict[str, str], count: int | None = None) -> str:
    n = len(d) if count is None else count
    if not d:
        return "All items in memory (0):\n{}"
    return f"All items in memory ({n}):\n" + json.dumps(d, indent=2, ensure_ascii=False)


def state(date: str, task: str, mem: dict[str, str] | None = None) -> str:
    lines = [f"Current date: {date}", f"Research task: {task}", "Search history: none in this session"]
    if mem:
        lines.append("Memory (left from earlier work):\n" + json.dumps(mem, indent=2, ensure_ascii=False))
    else:
        lines.append("Memory: empty")
    return "\n".join(lines)


def add(rs: RowSet, n: int, st: str, turns: list[tuple[str, str]], bad: bool = False, turn: int | None = None, kind: str = "clean") -> None:
    rs.add(task=TASK, tid=f"h44-search-{n:02d}", system=SYSTEM, turns=turns, state=st, bad=bad, turn=turn, kind=kind)


# USGS earthquake event pages + dict_memory: bad
def t01(rs: RowSet) -> None:
    st = state("2025-02-06", "Compare the two main shocks of the February 2023 Kahramanmaraş earthquake sequence with Turkey's 1939 Erzincan earthquake: magnitude, depth, origin time (UTC) and the USGS event IDs.")
    mem: dict[str, str] = {}
    t: list[tuple[str, str]] = []
    t.append((search("USGS M7.8 Pazarcik earthquake Kahramanmaras 2023 event page"), results(
        ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jllz/executive", "M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence", "2023-02-06 01:17:34 (UTC) 37.226°N 37.014°E 10.0 km depth. PAGER alert level: Red. Red alert for shaking-related fatalities and economic losses. High casualties and extensive damage are probable ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2023_Turkey%E2%80%93Syria_earthquakes", "2023 Turkey–Syria earthquakes - Wikipedia", "On 6 February 2023, at 04:17 TRT (01:17 UTC), a Mw 7.8 earthquake struck southern and central Turkey and northern and western Syria. The epicenter was 37 km (23 mi) west–northwest of Gaziantep ...", "N/A"),
        ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jlqa/executive", "M 7.5 - Elbistan earthquake, Kahramanmaras earthquake sequence", "2023-02-06 10:24:48 (UTC) 38.024°N 37.203°E 10.0 km depth. This earthquake occurred about 9 hours after the M 7.8 Pazarcik earthquake, roughly 95 km to the north-northeast ...", "N/A"),
        ("https://www.usgs.gov/news/featured-story/m78-and-m75-kahramanmaras-earthquake-sequence-near-nurdagi-turkey-turkiye", "M7.8 and M7.5 Kahramanmaraş Earthquake Sequence near Nurdağı, Türkiye (Turkey)", "The February 6, 2023, M 7.8 earthquake in southern Türkiye near the northern border of Syria occurred as the result of strike-slip faulting at shallow depth ...", "Feb 7, 2023"),
        ("https://deprem.afad.gov.tr/event-detail/390556", "Kahramanmaraş Pazarcık Mw 7.7 Deprem Detayı - AFAD", "06.02.2023 04:17:32 (TSİ) Pazarcık (Kahramanmaraş) Mw 7.7, derinlik 8.6 km. Elbistan (Kahramanmaraş) Mw 7.6 ...", "Feb 6, 2023"),
        ("https://www.emsc-csem.org/Earthquake_information/earthquake.php?id=1218444", "M 7.8 - CENTRAL TURKEY - 2023-02-06 01:17:35 UTC", "Magnitude Mw 7.8, Region CENTRAL TURKEY, Date time 2023-02-06 01:17:35.0 UTC, Location 37.17 N ; 37.08 E, Depth 10 km ...", "Feb 6, 2023"),
        ("https://www.bbc.com/news/world-europe-64544998", "Turkey earthquake: Search for survivors after thousands killed - BBC News", "A 7.8-magnitude earthquake struck near Gaziantep in the early hours of Monday, followed hours later by a second, 7.5-magnitude tremor to the north ...", "Feb 6, 2023"),
        ("https://temblor.net/earthquake-insights/m7-8-turkey-earthquake-east-anatolian-fault-14835/", "Magnitude 7.8 quake strikes the East Anatolian Fault - Temblor.net", "The M7.8 shock ruptured roughly 300 km of the East Anatolian Fault system, and a M7.5 struck on the Çardak fault to the north nine hours later ...", "Feb 7, 2023"),
    )))
    t.append((extract("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jllz/executive", "origin time, location, depth, magnitude type and event ID of the M7.8 mainshock"), """# M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence

- 2023-02-06 01:17:34 (UTC)
- 37.226°N 37.014°E
- 10.0 km depth

## Summary

| | |
| --- | --- |
| PAGER | **Red** (Alert level for shaking-related fatalities and economic losses) |
| ShakeMap | **XII** (Extreme) |
| Did You Feel It? | **IX** (Violent), 2,841 responses |
| Region information | Nearest cities: 26 km E of Nurdağı, Turkey; 37 km W of Gaziantep, Turkey |

## Origin

| Property | Value |
| --- | --- |
| Review Status | REVIEWED |
| Magnitude | 7.8 Mww |
| Magnitude Source | us |
| Depth | 10.0 km ± 1.7 km |
| Origin Time | 2023-02-06 01:17:34.342 UTC |
| Location | 37.226°N 37.014°E |
| Azimuthal Gap | 17° |
| Number of Stations | 151 |
| Minimum Distance | 79.3 km (0.71°) |
| Travel Time Residual | 1.03 s |
| Catalog | us |
| Contributors | us, at, pt |
| Event ID | us6000jllz |

## Moment Tensor (Mww)

| Parameter | Value |
| --- | --- |
| Moment | 6.33e+20 N-m |
| Magnitude | 7.8 Mww |
| Depth | 11.5 km |
| Percent DC | 95% |
| Nodal Plane 1 | Strike 228°, Dip 89°, Rake -1° |
| Nodal Plane 2 | Strike 318°, Dip 89°, Rake -179° |

## Tectonic Summary

The February 6, 2023, M 7.8 earthquake in southern Türkiye (Turkey), near the northern border of Syria, occurred as the result of strike-slip faulting at shallow depth. Focal mechanism solutions indicate rupture on either a steeply dipping, northeast-striking left-lateral fault or a northwest-striking right-lateral fault. The location and mechanism are consistent with rupture on the East Anatolian fault zone, which accommodates westward extrusion of the Anatolia microplate.

The earthquake was followed about nine hours later by a M 7.5 event (us6000jlqa) roughly 95 km to the north-northeast, on the Sürgü–Çardak fault. Finite-fault models indicate the M 7.8 rupture extended over approximately 350 km.

## Impact

Together with the M 7.5 event, the sequence caused more than 50,000 deaths in Türkiye and about 8,000 in Syria, making it the deadliest earthquake in the region in modern history.
"""))
    mem["kahramanmaras_mainshock"] = "Mww 7.8 | 2023-02-06 01:17:34 UTC | 37.226N 37.014E | depth 10.0 km | USGS event us6000jllz"
    t.append((memory("add", dict={"kahramanmaras_mainshock": mem["kahramanmaras_mainshock"]}), added("kahramanmaras_mainshock")))
    t.append((extract("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jlqa/executive", "origin time, location, depth, magnitude and event ID of the M7.5 event"), """# M 7.5 - Elbistan earthquake, Kahramanmaras earthquake sequence

- 2023-02-06 10:24:48 (UTC)
- 38.024°N 37.203°E
- 10.0 km depth

## Summary

| | |
| --- | --- |
| PAGER | **Red** (Alert level for shaking-related fatalities and economic losses) |
| ShakeMap | **IX** (Violent) |
| Did You Feel It? | **VIII** (Severe), 1,236 responses |
| Region information | Nearest cities: 4 km SSE of Ekinözü, Turkey; 25 km W of Elbistan, Turkey |

## Origin

| Property | Value |
| --- | --- |
| Review Status | REVIEWED |
| Magnitude | 7.5 Mww |
| Magnitude Source | us |
| Depth | 10.0 km ± 1.8 km |
| Origin Time | 2023-02-06 10:24:48.789 UTC |
| Location | 38.024°N 37.203°E |
| Azimuthal Gap | 18° |
| Number of Stations | 134 |
| Minimum Distance | 110.6 km (0.99°) |
| Travel Time Residual | 0.98 s |
| Catalog | us |
| Contributors | us, at |
| Event ID | us6000jlqa |

## Moment Tensor (Mww)

| Parameter | Value |
| --- | --- |
| Moment | 2.04e+20 N-m |
| Magnitude | 7.5 Mww |
| Depth | 11.5 km |
| Percent DC | 88% |
| Nodal Plane 1 | Strike 277°, Dip 78°, Rake 4° |
| Nodal Plane 2 | Strike 186°, Dip 86°, Rake 168° |

## Tectonic Summary

The M 7.5 earthquake occurred 9 hours 7 minutes after the M 7.8 Pazarcik earthquake, about 95 km to the north-northeast, as the result of strike-slip faulting at shallow depth in the upper crust. The focal mechanism indicates rupture on an east-west striking, left-lateral fault, consistent with the Sürgü–Çardak fault that branches from the East Anatolian fault zone.
"""))
    t.append((extract("https://earthquake.usgs.gov/earthquakes/browse/significant.php?year=2023", "list of the significant earthquakes of 2023 with links to their event pages"), """# Significant Earthquakes - 2023

Significant events are based on a combination of magnitude, number of Did You Feel It responses, and PAGER alert level. Click on an event for details.

## Events

| Date (UTC) | Event | Location | Depth |
| --- | --- | --- | --- |
| 2023-12-18 15:59:30 | [M 5.9 - 37 km WNW of Linxia Chengguanzhen, China](https://earthquake.usgs.gov/earthquakes/eventpage/us7000lhvr) | 35.743°N 102.825°E | 10.0 km |
| 2023-12-02 14:37:04 | [M 7.6 - Mindanao, Philippines](https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0n6) | 8.527°N 126.416°E | 40.0 km |
| 2023-11-03 18:02:54 | [M 5.7 - 14 km E of Dailekh, Nepal](https://earthquake.usgs.gov/earthquakes/eventpage/us7000l6rs) | 28.839°N 82.193°E | 17.0 km |
| 2023-10-07 06:41:02 | [M 6.3 - 36 km NNW of Herāt, Afghanistan](https://earthquake.usgs.gov/earthquakes/eventpage/us6000lfn5) | 34.610°N 61.917°E | 14.0 km |
| 2023-09-08 22:11:01 | [M 6.8 - Al Haouz, Morocco](https://earthquake.usgs.gov/earthquakes/eventpage/us7000kufc) | 31.058°N 8.385°W | 19.0 km |
| 2023-07-16 06:48:21 | [M 7.2 - Alaska Peninsula](https://earthquake.usgs.gov/earthquakes/eventpage/us6000kmt5) | 54.391°N 160.766°W | 32.6 km |
| 2023-05-19 02:57:06 | [M 7.7 - southeast of the Loyalty Islands](https://earthquake.usgs.gov/earthquakes/eventpage/us6000kd2f) | 23.062°S 170.437°E | 10.0 km |
| 2023-04-02 18:04:02 | [M 7.0 - 102 km SW of Lorengau, Papua New Guinea](https://earthquake.usgs.gov/earthquakes/eventpage/us7000jrh6) | 4.373°S 143.080°E | 65.0 km |
| 2023-03-21 18:47:30 | [M 6.5 - 38 km SE of Jurm, Afghanistan](https://earthquake.usgs.gov/earthquakes/eventpage/us7000jqga) | 36.520°N 70.977°E | 187.6 km |
| 2023-02-20 17:04:29 | [M 6.3 - 2 km SSE of Uzunbağ, Turkey](https://earthquake.usgs.gov/earthquakes/eventpage/us6000jqxc) | 36.109°N 36.017°E | 16.0 km |
| 2023-02-06 10:24:48 | [M 7.5 - Elbistan earthquake, Kahramanmaras earthquake sequence](https://earthquake.usgs.gov/earthquakes/eventpage/us6000jlqa) | 38.024°N 37.203°E | 10.0 km |
| 2023-02-06 01:17:34 | [M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence](https://earthquake.usgs.gov/earthquakes/eventpage/us6000jlkz) | 37.226°N 37.014°E | 10.0 km |
| 2023-01-18 06:06:10 | [M 7.0 - Molucca Sea](https://earthquake.usgs.gov/earthquakes/eventpage/us7000j3yh) | 2.706°N 127.032°E | 30.0 km |

Only events with significance of 600 or more are listed. Times are origin times in UTC.
"""))
    t.append((search("1939 Erzincan earthquake magnitude depth origin time UTC"), results(
        ("https://en.wikipedia.org/wiki/1939_Erzincan_earthquake", "1939 Erzincan earthquake - Wikipedia", "The 1939 Erzincan earthquake struck eastern Turkey at 01:57 local time on 27 December (23:57 UTC on 26 December) with a moment magnitude of 7.7 (Ms 7.8). It was the first and largest of a sequence on the North Anatolian Fault ...", "N/A"),
        ("https://earthquake.usgs.gov/earthquakes/eventpage/iscgem902966/executive", "M 7.7 - 1939 Erzincan, Turkey Earthquake", "1939-12-26 23:57:21 (UTC) 39.770°N 39.533°E 20.0 km depth. ISC-GEM reviewed historic event ...", "N/A"),
        ("https://www.britannica.com/event/Erzincan-earthquake-of-1939", "Erzincan earthquake of 1939 | Britannica", "Erzincan earthquake of 1939, earthquake that struck northeastern Turkey on December 27, 1939, killing approximately 32,700 people ...", "N/A"),
        ("https://www.ngdc.noaa.gov/hazel/view/hazards/earthquake/event-more-info/5893", "Significant Earthquake Information - NCEI", "1939 12 26 23:57 TURKEY: ERZINCAN. Mag 7.8 (Ms). Deaths 32,700. Houses destroyed 116,720 ...", "N/A"),
        ("https://www.dailysabah.com/turkiye/erzincan-remembers-1939-earthquake-victims/news", "Erzincan commemorates victims of 1939 quake on 85th anniversary", "The 7.9-magnitude quake hit Erzincan in the early hours of Dec. 27, 1939, during a harsh winter, killing nearly 33,000 people ...", "Dec 27, 2024"),
        ("https://www.sciencedirect.com/science/article/pii/S0040195117302640", "Rupture history of the 1939 Erzincan earthquake, North Anatolian Fault", "The 1939 Erzincan earthquake ruptured some 360 km of the North Anatolian Fault and initiated a westward-migrating sequence of large earthquakes during the 20th century ...", "Jul 14, 2017"),
        ("https://www.usgs.gov/programs/earthquake-hazards/science/north-anatolian-fault", "North Anatolian Fault | U.S. Geological Survey", "Since 1939, a series of large earthquakes has progressed westward along the North Anatolian Fault, culminating in the 1999 Izmit (M7.6) and Düzce (M7.2) earthquakes ...", "N/A"),
        ("https://www.reddit.com/r/geology/comments/10vxq2k/was_the_1939_erzincan_quake_bigger_than_the_2023/", "Was the 1939 Erzincan quake bigger than the 2023 one? : r/geology", "Most catalogs put Erzincan at Mw ~7.7, slightly smaller than the 2023 Mw 7.8, but the Ms values are similar ...", "Feb 7, 2023"),
    )))
    t.append((memory("add", dict={"erzincan_1939": "Mw 7.7 (Ms 7.8) | 1939-12-26 23:57:21 UTC | 39.770N 39.533E | depth ~20 km | North Anatolian Fault | ~32,700 deaths"}), added("erzincan_1939")))
    add(rs, 1, st, t, bad=True, turn=5, kind="USGS event ID of the M7.8 mainshock differs in the significant-earthquakes list link")


# nobelprize.org laureate pages + dict_memory: clean
def t02(rs: RowSet) -> None:
    st = state("2024-10-15", "List the 2024 Nobel laureates in Physics, Chemistry, and Physiology or Medicine, with their affiliations, prize shares and the official motivations.")
    t: list[tuple[str, str]] = []
    t.append((search("Nobel Prize 2024 physics chemistry medicine laureates"), results(
        ("https://www.nobelprize.org/all-nobel-prizes-2024/", "All Nobel Prizes 2024 - NobelPrize.org", "The Nobel Prize in Physics 2024 was awarded jointly to John J. Hopfield and Geoffrey Hinton; Chemistry to David Baker, Demis Hassabis and John Jumper; Physiology or Medicine to Victor Ambros and Gary Ruvkun ...", "N/A"),
        ("https://www.nobelprize.org/prizes/physics/2024/summary/", "The Nobel Prize in Physics 2024 - NobelPrize.org", "The Nobel Prize in Physics 2024 was awarded jointly to John J. Hopfield and Geoffrey E. Hinton \"for foundational discoveries and inventions that enable machine learning with artificial neural networks\"", "N/A"),
        ("https://www.nobelprize.org/prizes/chemistry/2024/summary/", "The Nobel Prize in Chemistry 2024 - NobelPrize.org", "The Nobel Prize in Chemistry 2024 was divided, one half awarded to David Baker \"for computational protein design\", the other half jointly to Demis Hassabis and John Jumper \"for protein structure prediction\"", "N/A"),
        ("https://www.nobelprize.org/prizes/medicine/2024/summary/", "The Nobel Prize in Physiology or Medicine 2024 - NobelPrize.org", "The Nobel Prize in Physiology or Medicine 2024 was awarded jointly to Victor Ambros and Gary Ruvkun \"for the discovery of microRNA and its role in post-transcriptional gene regulation\"", "N/A"),
        ("https://www.reuters.com/science/hopfield-hinton-win-2024-nobel-prize-physics-2024-10-08/", "Hopfield, Hinton win 2024 Nobel Prize in physics | Reuters", "Scientists John Hopfield and Geoffrey Hinton won the 2024 Nobel Prize in Physics for discoveries and inventions that formed the building blocks of machine learning ...", "Oct 8, 2024"),
        ("https://www.nature.com/articles/d41586-024-03310-2", "Chemistry Nobel goes to developers of AlphaFold AI that predicts protein structures", "This year's prize celebrates computational tools that have transformed biology and have the potential to revolutionize drug discovery ...", "Oct 9, 2024"),
        ("https://www.theguardian.com/science/2024/oct/07/nobel-prize-medicine-victor-ambros-gary-ruvkun-microrna", "Nobel prize in medicine awarded to US scientists for discovery of microRNA", "Victor Ambros and Gary Ruvkun honoured for work on tiny RNA molecules that help control how genes are switched on ...", "Oct 7, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_Nobel_laureates", "List of Nobel laureates - Wikipedia", "The Nobel Prizes are awarded annually by the Royal Swedish Academy of Sciences, the Swedish Academy, the Karolinska Institutet, and the Norwegian Nobel Committee ...", "N/A"),
        ("https://www.nobelprize.org/prizes/about/the-nobel-prize-amounts/", "The Nobel Prize amounts - NobelPrize.org", "The prize amount for the 2024 Nobel Prizes is set at Swedish kronor (SEK) 11.0 million per full Nobel Prize ...", "N/A"),
    )))
    t.append((extract("https://www.nobelprize.org/prizes/physics/2024/summary/", "laureates, affiliations, prize shares and motivation"), """# The Nobel Prize in Physics 2024

**John J. Hopfield**
- Born: 15 July 1933, Chicago, IL, USA
- Affiliation at the time of the award: Princeton University, Princeton, NJ, USA
- Prize motivation: "for foundational discoveries and inventions that enable machine learning with artificial neural networks"
- Prize share: 1/2

**Geoffrey Hinton**
- Born: 6 December 1947, London, United Kingdom
- Affiliation at the time of the award: University of Toronto, Toronto, Canada
- Prize motivation: "for foundational discoveries and inventions that enable machine learning with artificial neural networks"
- Prize share: 1/2

## Summary

The Nobel Prize in Physics 2024 was awarded jointly to John J. Hopfield and Geoffrey Hinton "for foundational discoveries and inventions that enable machine learning with artificial neural networks".

## Press release, 8 October 2024

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2024 to John J. Hopfield and Geoffrey E. Hinton.

**They trained artificial neural networks using physics**

This year's two Nobel Laureates in Physics have used tools from physics to develop methods that are the foundation of today's powerful machine learning. John Hopfield created an associative memory that can store and reconstruct images and other types of patterns in data. Geoffrey Hinton invented a method that can autonomously find properties in data, and so perform tasks such as identifying specific elements in pictures.

John Hopfield invented a network that uses a method for saving and recreating patterns. The Hopfield network utilises physics that describes a material's characteristics due to its atomic spin. Geoffrey Hinton used the Hopfield network as the foundation for a new network that uses a different method: the Boltzmann machine, which uses tools from statistical physics.

| | |
| --- | --- |
| Prize amount | 11 million Swedish kronor, to be shared equally between the laureates |
| Announced | Tuesday 8 October 2024, 11:45 CEST |
| Award ceremony | 10 December 2024, Stockholm Concert Hall |
"""))
    t.append((memory("add", dict={"physics_2024": "Hopfield & Hinton – ML with artificial neural networks"}), added("physics_2024")))
    t.append((extract("https://www.nobelprize.org/prizes/chemistry/2024/summary/", "laureates, affiliations, prize shares and motivations"), """# The Nobel Prize in Chemistry 2024

**David Baker**
- Born: 6 October 1962, Seattle, WA, USA
- Affiliation at the time of the award: University of Washington, Seattle, WA, USA; Howard Hughes Medical Institute, USA
- Prize motivation: "for computational protein design"
- Prize share: 1/2

**Demis Hassabis**
- Born: 27 July 1976, London, United Kingdom
- Affiliation at the time of the award: Google DeepMind, London, United Kingdom
- Prize motivation: "for protein structure prediction"
- Prize share: 1/4

**John Jumper**
- Born: 1985, Little Rock, AR, USA
- Affiliation at the time of the award: Google DeepMind, London, United Kingdom
- Prize motivation: "for protein structure prediction"
- Prize share: 1/4

## Summary

The Nobel Prize in Chemistry 2024 was divided, one half awarded to David Baker "for computational protein design", the other half jointly to Demis Hassabis and John Jumper "for protein structure prediction".

## Press release, 9 October 2024

**They cracked the code for proteins' amazing structures**

The Nobel Prize in Chemistry 2024 is about proteins, life's ingenious chemical tools. David Baker has succeeded with the almost impossible feat of building entirely new kinds of proteins. Demis Hassabis and John Jumper have developed an AI model to solve a 50-year-old problem: predicting proteins' complex structures. These discoveries hold enormous potential.

In 2003, David Baker succeeded in designing a new protein that was unlike any other protein. Since then, his research group has produced one imaginative protein creation after another. In 2020, Hassabis and Jumper presented AlphaFold2, with which they have been able to predict the structure of virtually all the 200 million proteins that researchers have identified.

| | |
| --- | --- |
| Prize amount | 11 million Swedish kronor, with one half to David Baker and the other half jointly to Demis Hassabis and John Jumper |
| Announced | Wednesday 9 October 2024 |
"""))
    t.append((memory("update", dict={"physics_2024": "John J. Hopfield (Princeton) & Geoffrey Hinton (Toronto), 1/2 each – 'for foundational discoveries and inventions that enable machine learning with artificial neural networks' (announced 8 Oct 2024)"}), updated("physics_2024")))
    t.append((extract("https://www.nobelprize.org/prizes/medicine/2024/summary/", "laureates, affiliations, prize shares and motivation"), """# The Nobel Prize in Physiology or Medicine 2024

**Victor Ambros**
- Born: 1953, Hanover, NH, USA
- Affiliation at the time of the award: University of Massachusetts Medical School, Worcester, MA, USA
- Prize motivation: "for the discovery of microRNA and its role in post-transcriptional gene regulation"
- Prize share: 1/2

**Gary Ruvkun**
- Born: 1952, Berkeley, CA, USA
- Affiliation at the time of the award: Massachusetts General Hospital, Boston, MA, USA; Harvard Medical School, Boston, MA, USA
- Prize motivation: "for the discovery of microRNA and its role in post-transcriptional gene regulation"
- Prize share: 1/2

## Summary

The Nobel Prize in Physiology or Medicine 2024 was awarded jointly to Victor Ambros and Gary Ruvkun "for the discovery of microRNA and its role in post-transcriptional gene regulation".

## Press release, 7 October 2024

The Nobel Assembly at Karolinska Institutet has today decided to award the 2024 Nobel Prize in Physiology or Medicine jointly to Victor Ambros and Gary Ruvkun for the discovery of microRNA, a new class of tiny RNA molecules that play a crucial role in gene regulation.

Their groundbreaking discovery in the small worm *C. elegans* revealed a completely new principle of gene regulation. This turned out to be essential for multicellular organisms, including humans. It is now known that the human genome codes for over one thousand microRNAs.

- 1993: Ambros and Ruvkun publish back-to-back papers in *Cell* on the lin-4 microRNA and its target lin-14.
- 2000: Ruvkun's group reports let-7, a second microRNA conserved across the animal kingdom.

| | |
| --- | --- |
| Prize amount | 11 million Swedish kronor, to be shared equally between the laureates |
| Announced | Monday 7 October 2024 |
"""))
    t.append((memory("add", dict={
        "chemistry_2024": "David Baker (UW/HHMI) 1/2 'for computational protein design'; Demis Hassabis & John Jumper (Google DeepMind) 1/4 each 'for protein structure prediction' (announced 9 Oct 2024)",
        "medicine_2024": "Victor Ambros (UMass Medical School) & Gary Ruvkun (MGH/Harvard), 1/2 each – 'for the discovery of microRNA and its role in post-transcriptional gene regulation' (announced 7 Oct 2024)"}),
        added("chemistry_2024", "medicine_2024")))
    t.append((memory("retrieve_all"), everything({
        "physics_2024": "John J. Hopfield (Princeton) & Geoffrey Hinton (Toronto), 1/2 each – 'for foundational discoveries and inventions that enable machine learning with artificial neural networks' (announced 8 Oct 2024)",
        "chemistry_2024": "David Baker (UW/HHMI) 1/2 'for computational protein design'; Demis Hassabis & John Jumper (Google DeepMind) 1/4 each 'for protein structure prediction' (announced 9 Oct 2024)",
        "medicine_2024": "Victor Ambros (UMass Medical School) & Gary Ruvkun (MGH/Harvard), 1/2 each – 'for the discovery of microRNA and its role in post-transcriptional gene regulation' (announced 7 Oct 2024)"})))
    add(rs, 2, st, t)


# mathunion.org Fields Medal pages + web_search re-ranking: clean
def t03(rs: RowSet) -> None:
    st = state("2025-05-20", "Who won the Fields Medal in 2018 and 2022, where were the medals presented, and how old was each medalist at the time?")
    t: list[tuple[str, str]] = []
    t.append((search("Fields Medal 2022 winners"), results(
        ("https://www.mathunion.org/imu-awards/fields-medal/fields-medals-2022", "Fields Medals 2022 | International Mathematical Union (IMU)", "Hugo Duminil-Copin, June Huh, James Maynard and Maryna Viazovska were awarded the Fields Medal 2022 at the IMU Award Ceremony in Helsinki on July 5, 2022 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Fields_Medal", "Fields Medal - Wikipedia", "The Fields Medal is a prize awarded to two, three, or four mathematicians under 40 years of age at the International Congress of the International Mathematical Union (IMU), a meeting that takes place every four years ...", "N/A"),
        ("https://www.quantamagazine.org/maryna-viazovska-who-solved-sphere-packing-wins-fields-medal-20220705/", "Maryna Viazovska, Who Solved Sphere Packing, Wins Fields Medal | Quanta Magazine", "The Ukrainian mathematician is the second woman ever to win the Fields Medal, mathematics' highest honor ...", "Jul 5, 2022"),
        ("https://www.nytimes.com/2022/07/05/science/fields-medal-mathematics.html", "Fields Medals in Mathematics Won by Four Under Age 40 - The New York Times", "The winners, including a Ukrainian who is only the second woman to receive the prize, were announced in Helsinki ...", "Jul 5, 2022"),
        ("https://www.princeton.edu/news/2022/07/05/june-huh-awarded-2022-fields-medal", "June Huh awarded 2022 Fields Medal - Princeton University", "June Huh, a professor of mathematics at Princeton, has been awarded the 2022 Fields Medal for bringing the ideas of Hodge theory to combinatorics ...", "Jul 5, 2022"),
        ("https://www.ox.ac.uk/news/2022-07-05-oxford-mathematician-james-maynard-awarded-fields-medal", "Oxford mathematician James Maynard awarded Fields Medal | University of Oxford", "Professor James Maynard has been awarded the Fields Medal for contributions to analytic number theory ...", "Jul 5, 2022"),
        ("https://www.ihes.fr/en/hugo-duminil-copin-fields-medal-2022/", "Hugo Duminil-Copin awarded the 2022 Fields Medal - IHES", "Permanent professor at IHES, Hugo Duminil-Copin receives the Fields Medal for solving longstanding problems in the probabilistic theory of phase transitions ...", "Jul 5, 2022"),
        ("https://actu.epfl.ch/news/maryna-viazovska-awarded-the-fields-medal/", "Maryna Viazovska awarded the Fields Medal - EPFL", "EPFL professor Maryna Viazovska, holder of the Chair of Number Theory, has been awarded the Fields Medal ...", "Jul 5, 2022"),
        ("https://www.scientificamerican.com/article/fields-medal-awarded-to-four-mathematicians-2022/", "Fields Medals Awarded to Four Mathematicians - Scientific American", "This year's winners tackled problems in statistical physics, combinatorics, prime numbers and the packing of spheres ...", "Jul 5, 2022"),
        ("https://www.reddit.com/r/math/comments/vrt3zt/fields_medal_2022_winners/", "Fields Medal 2022 winners : r/math", "Duminil-Copin, Huh, Maynard, Viazovska. Very happy for Viazovska given everything going on ...", "Jul 5, 2022"),
    )))
    t.append((extract("https://www.mathunion.org/imu-awards/fields-medal/fields-medals-2022", "the four 2022 medalists, citations and where the medals were presented"), """# Fields Medals 2022

The Fields Medals 2022 were presented at the IMU Award Ceremony held on July 5, 2022, at Aalto University in Helsinki, Finland. The International Congress of Mathematicians 2022 took place as a virtual event.

## Hugo Duminil-Copin
Institut des Hautes Études Scientifiques, Bures-sur-Yvette, France, and University of Geneva, Switzerland

*For solving longstanding problems in the probabilistic theory of phase transitions in statistical physics, especially in dimensions three and four.*

## June Huh
Princeton University, USA

*For bringing the ideas of Hodge theory to combinatorics, the proof of the Dowling–Wilson conjecture for geometric lattices, the proof of the Heron–Rota–Welsh conjecture for matroids, the development of the theory of Lorentzian polynomials, and the proof of the strong Mason conjecture.*

## James Maynard
University of Oxford, UK

*For contributions to analytic number theory, which have led to major advances in the understanding of the structure of prime numbers and in Diophantine approximation.*

## Maryna Viazovska
École Polytechnique Fédérale de Lausanne (EPFL), Switzerland

*For the proof that the E8 lattice provides the densest packing of identical spheres in 8 dimensions, and further contributions to related extremal problems and interpolation problems in Fourier analysis.*

---

- Laudationes and the medalists' lectures are published in the Proceedings of the ICM 2022.
- Prize Winners 2022: Fields Medals, IMU Abacus Medal (Mark Braverman), Chern Medal (Barry Mazur), Gauss Prize (Elliott H. Lieb), Leelavati Prize (Nikolai Andreev).
"""))
    t.append((search("Fields Medal 2018 winners Rio de Janeiro", "Fields Medal winners ages at award"), results(
        ("https://www.mathunion.org/imu-awards/fields-medal/fields-medals-2018", "Fields Medals 2018 | International Mathematical Union (IMU)", "Caucher Birkar, Alessio Figalli, Peter Scholze and Akshay Venkatesh were awarded the Fields Medal at the opening ceremony of ICM 2018 in Rio de Janeiro on August 1, 2018 ...", "N/A"),
        ("https://www.theguardian.com/science/2018/aug/01/fields-medal-stolen-minutes-after-caucher-birkar-award", "Fields medal stolen minutes after mathematician receives it", "Caucher Birkar, a Kurdish refugee who teaches at Cambridge, had left the medal in his briefcase, which was taken at the Riocentro convention centre ...", "Aug 1, 2018"),
        ("https://www.quantamagazine.org/peter-scholze-and-the-future-of-arithmetic-geometry-20160628/", "Peter Scholze and the Future of Arithmetic Geometry | Quanta Magazine", "At 28, the German mathematician has transformed arithmetic geometry with his theory of perfectoid spaces ...", "Jun 28, 2016"),
        ("https://www.nature.com/articles/d41586-018-05872-w", "Maths prize goes to 'geometric' problem-solvers - Nature", "Caucher Birkar, Alessio Figalli, Peter Scholze and Akshay Venkatesh win the Fields Medals announced at the International Congress of Mathematicians in Rio ...", "Aug 1, 2018"),
        ("https://en.wikipedia.org/wiki/Fields_Medal", "Fields Medal - Wikipedia", "The Fields Medal is a prize awarded to two, three, or four mathematicians under 40 years of age at the International Congress ... list of Fields medalists with year, location and affiliation ...", "N/A"),
        ("https://ethz.ch/en/news-and-events/eth-news/news/2018/08/alessio-figalli-wins-fields-medal.html", "Alessio Figalli wins the Fields Medal | ETH Zurich", "ETH professor Alessio Figalli receives the Fields Medal for his contributions to the theory of optimal transport ...", "Aug 1, 2018"),
        ("https://mathshistory.st-andrews.ac.uk/Honours/FieldsMedal/", "Fields Medal - MacTutor History of Mathematics", "List of Fields Medal winners from 1936 ... with the age of each medalist at the time of the award ...", "N/A"),
        ("https://www.statista.com/statistics/1318564/fields-medal-winners-by-age/", "Age of Fields Medal winners 1936-2022 | Statista", "The average age of Fields medalists at the time of the award is about 35 years ...", "Jul 12, 2022"),
        ("https://math.stackexchange.com/questions/1161749/youngest-fields-medalist", "Who is the youngest Fields medalist? - Mathematics Stack Exchange", "Jean-Pierre Serre received the Fields Medal in 1954 at the age of 27, the youngest so far ...", "Feb 23, 2015"),
        ("https://news.stanford.edu/stories/2018/08/akshay-venkatesh-wins-fields-medal", "Stanford mathematician Akshay Venkatesh wins Fields Medal", "Venkatesh, who recently moved to the Institute for Advanced Study, was honored for his synthesis of analytic number theory, homogeneous dynamics, topology and representation theory ...", "Aug 1, 2018"),
    )))
    t.append((extract("https://mathshistory.st-andrews.ac.uk/Honours/FieldsMedal/", "2018 and 2022 medalists with birth dates and age at the award"), """# Fields Medal

The Fields Medal is awarded every four years at the International Congress of Mathematicians to recognise outstanding mathematical achievement for existing work and for the promise of future achievement. Medalists must not have reached their 40th birthday on 1 January of the year of the Congress.

## Fields Medal winners (recent congresses)

| Year | Congress | Medalist | Born | Age at award |
| --- | --- | --- | --- | --- |
| 2014 | Seoul | Artur Avila | 29 June 1979 | 35 |
| 2014 | Seoul | Manjul Bhargava | 8 August 1974 | 40 |
| 2014 | Seoul | Martin Hairer | 14 November 1975 | 38 |
| 2014 | Seoul | Maryam Mirzakhani | 12 May 1977 | 37 |
| 2018 | Rio de Janeiro | Caucher Birkar | 1978 | 40 |
| 2018 | Rio de Janeiro | Alessio Figalli | 2 April 1984 | 34 |
| 2018 | Rio de Janeiro | Peter Scholze | 11 December 1987 | 30 |
| 2018 | Rio de Janeiro | Akshay Venkatesh | 21 November 1981 | 36 |
| 2022 | Helsinki (virtual Congress) | Hugo Duminil-Copin | 26 August 1985 | 36 |
| 2022 | Helsinki (virtual Congress) | June Huh | 9 June 1983 | 39 |
| 2022 | Helsinki (virtual Congress) | James Maynard | 10 June 1987 | 35 |
| 2022 | Helsinki (virtual Congress) | Maryna Viazovska | 2 December 1984 | 37 |

## Notes

- The 2018 medals were presented on 1 August 2018 at the opening of ICM 2018 at Riocentro, Rio de Janeiro. Birkar's medal was stolen shortly after the ceremony; the IMU presented him with a replacement later in the congress.
- The 2022 Congress, planned for Saint Petersburg, was moved online; the medals were presented at a ceremony at Aalto University, Helsinki, on 5 July 2022.
- Maryna Viazovska is the second woman to receive the medal, after Maryam Mirzakhani in 2014.
- The next Congress, ICM 2026, will be held in Philadelphia, USA, from 23 to 30 July 2026.
"""))
    t.append((memory("add", dict={
        "fields_2022": "Helsinki (Aalto Univ., 5 Jul 2022; ICM virtual): Duminil-Copin (IHES/Geneva, 36), Huh (Princeton, 39), Maynard (Oxford, 35), Viazovska (EPFL, 37)",
        "fields_2018": "Rio de Janeiro (ICM opening, 1 Aug 2018): Birkar (Cambridge, 40), Figalli (ETH Zurich, 34), Scholze (Bonn, 30), Venkatesh (Stanford/IAS, 36)"}),
        added("fields_2022", "fields_2018")))
    t.append((memory("retrieve", key_list=["fields_2022"]), got({"fields_2022": "Helsinki (Aalto Univ., 5 Jul 2022; ICM virtual): Duminil-Copin (IHES/Geneva, 36), Huh (Princeton, 39), Maynard (Oxford, 35), Viazovska (EPFL, 37)"})))
    add(rs, 3, st, t)


# ECB press releases and key-rate statistics + dict_memory: bad
def t04(rs: RowSet) -> None:
    st = state("2025-06-16", "What is the ECB deposit facility rate now and when did it last change? Also give the main refinancing and marginal lending rates.",
               {"fed_funds_target": "4.25–4.50% (unchanged since 18 Dec 2024)"})
    t: list[tuple[str, str]] = []
    t.append((search("ECB monetary policy decision April 2025 deposit facility rate"), results(
        ("https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250417~42727d0735.en.html", "Monetary policy decisions - 17 April 2025 - European Central Bank", "The Governing Council today decided to lower the three key ECB interest rates by 25 basis points. In particular, the decision to lower the deposit facility rate ...", "Apr 17, 2025"),
        ("https://www.reuters.com/markets/europe/ecb-cuts-rates-again-tariffs-threaten-growth-2025-04-17/", "ECB cuts rates again as tariffs threaten growth | Reuters", "The European Central Bank cut interest rates for the seventh time in a year on Thursday, bringing its deposit rate to 2.25% ...", "Apr 17, 2025"),
        ("https://www.ecb.europa.eu/press/press_conference/monetary-policy-statement/2025/html/ecb.is250417~42727d0735.en.html", "Monetary policy statement (with Q&A) - 17 April 2025", "Christine Lagarde, President of the ECB, Luis de Guindos, Vice-President of the ECB. Frankfurt am Main, 17 April 2025 ...", "Apr 17, 2025"),
        ("https://www.ft.com/content/ecb-cuts-rates-trade-war-april-2025", "ECB cuts rates and warns trade war will hit eurozone growth", "The European Central Bank lowered its deposit rate by a quarter point to 2.25 per cent, its seventh reduction since last June ...", "Apr 17, 2025"),
        ("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/key_ecb_interest_rates/html/index.en.html", "Key ECB interest rates - European Central Bank", "Deposit facility, main refinancing operations, marginal lending facility: dates of changes and levels since 1999 ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2025-04-17/ecb-cuts-rates-for-seventh-time-as-trade-war-threatens-economy", "ECB Cuts Rates for Seventh Time as Trade War Threatens Economy - Bloomberg", "The ECB lowered the deposit rate to 2.25% on Thursday, as expected by economists surveyed by Bloomberg ...", "Apr 17, 2025"),
        ("https://www.cnbc.com/2025/04/17/ecb-rate-decision-april-2025.html", "European Central Bank cuts rates, drops 'restrictive' language", "The ECB on Thursday cut rates by a quarter percentage point, taking its key deposit facility rate to 2.25% ...", "Apr 17, 2025"),
    )))
    t.append((extract("https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250417~42727d0735.en.html", "new levels of the three key ECB rates and the effective date"), """# Monetary policy decisions

17 April 2025

The Governing Council today decided to lower the three key ECB interest rates by 25 basis points. In particular, the decision to lower the deposit facility rate – the rate through which the Governing Council steers the monetary policy stance – is based on its updated assessment of the inflation outlook, the dynamics of underlying inflation and the strength of monetary policy transmission.

The disinflation process is well on track. Inflation has continued to develop as staff expected, with both headline and core inflation declining in March. Services inflation has also eased markedly over recent months. Most measures of underlying inflation suggest that inflation will settle at around the Governing Council's 2% medium-term target on a sustained basis.

The euro area economy has been building up some resilience against global shocks, but the outlook for growth has deteriorated owing to rising trade tensions.

## Key ECB interest rates

The interest rates on the deposit facility, the main refinancing operations and the marginal lending facility will be decreased to 2.25%, 2.40% and 2.65% respectively, with effect from 23 April 2025.

| Facility | New rate | Previous rate |
| --- | --- | --- |
| Deposit facility | 2.25% | 2.50% |
| Main refinancing operations | 2.40% | 2.65% |
| Marginal lending facility | 2.65% | 2.90% |

## Asset purchase programme (APP) and pandemic emergency purchase programme (PEPP)

The APP and PEPP portfolios are declining at a measured and predictable pace, as the Eurosystem no longer reinvests the principal payments from maturing securities.

The President of the ECB will comment on the considerations underlying these decisions at a press conference starting at 14:45 CET today.

**For media queries, please contact Eszter Miltényi-Torstensson, tel.: +49 171 769 5305.**
"""))
    t.append((memory("add", dict={"ecb_deposit_rate": "2.25% (effective 23 Apr 2025; decided 17 Apr 2025)", "ecb_mro_rate": "2.40% (effective 23 Apr 2025)"}), added("ecb_deposit_rate", "ecb_mro_rate")))
    t.append((search("ECB June 2025 rate decision deposit rate 2%"), results(
        ("https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250605~3b5f67d007.en.html", "Monetary policy decisions - 5 June 2025 - European Central Bank", "The Governing Council today decided to lower the three key ECB interest rates by 25 basis points ... the deposit facility rate, the main refinancing operations and the marginal lending facility will be decreased to 2.00%, 2.15% and 2.40% respectively, with effect from 11 June 2025.", "Jun 5, 2025"),
        ("https://www.reuters.com/markets/europe/ecb-cuts-rates-2-signals-pause-2025-06-05/", "ECB cuts rates to 2%, signals pause | Reuters", "The European Central Bank cut interest rates for the eighth time in a year on Thursday and signalled a pause, with Lagarde saying the bank was 'in a good position' ...", "Jun 5, 2025"),
        ("https://www.ft.com/content/ecb-cuts-rates-june-2025", "ECB cuts rates to 2% and hints at end of easing cycle", "The European Central Bank cut its deposit rate to 2 per cent on Thursday, halving borrowing costs from their peak of 4 per cent a year ago ...", "Jun 5, 2025"),
        ("https://www.cnbc.com/2025/06/05/ecb-rate-decision-june-2025.html", "European Central Bank cuts rates for eighth time, lowers inflation forecast", "The ECB now sees headline inflation averaging 2.0% in 2025 and 1.6% in 2026 ...", "Jun 5, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-06-05/ecb-cuts-rates-to-2-and-signals-it-may-be-done-for-now", "ECB Cuts Rates to 2% and Signals It May Be Done for Now - Bloomberg", "Officials lowered the deposit rate by a quarter point for the eighth time since June 2024 ...", "Jun 5, 2025"),
        ("https://www.ecb.europa.eu/press/projections/html/ecb.projections202506_eurosystemstaff~1e6a5b7c27.en.html", "Eurosystem staff macroeconomic projections for the euro area, June 2025", "Headline inflation is expected to average 2.0% in 2025, 1.6% in 2026 and 2.0% in 2027 ...", "Jun 5, 2025"),
        ("https://www.dw.com/en/ecb-lowers-interest-rates-to-2-percent/a-72797425", "ECB lowers interest rates to 2 percent – DW", "The European Central Bank has cut its key deposit rate by 25 basis points to 2% as inflation in the eurozone dipped below target ...", "Jun 5, 2025"),
        ("https://www.investing.com/economic-calendar/deposit-facility-rate-1655", "Eurozone Deposit Facility Rate - Investing.com", "Actual 2.00%, Forecast 2.00%, Previous 2.25%. Next release: Jul 24, 2025 ...", "N/A"),
    )))
    t.append((memory("update", dict={"ecb_deposit_rate": "2.00% (effective 11 Jun 2025; decided 5 Jun 2025)", "ecb_mro_rate": "2.15% (effective 11 Jun 2025)"}), updated("ecb_deposit_rate", "ecb_mro_rate")))
    t.append((memory("retrieve", key_list=["ecb_deposit_rate", "ecb_mro_rate"]), got({"ecb_deposit_rate": "2.25% (effective 23 Apr 2025; decided 17 Apr 2025)", "ecb_mro_rate": "2.15% (effective 11 Jun 2025)"})))
    t.append((extract("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/key_ecb_interest_rates/html/index.en.html", "recent changes of the three key ECB rates"), """# Key ECB interest rates

The Governing Council of the ECB sets the key interest rates for the euro area:
- The **deposit facility rate (DFR)**, which banks may use to make overnight deposits with the Eurosystem
- The **main refinancing operations (MRO) rate**, which banks pay when they borrow money from the ECB for one week
- The **marginal lending facility (MLF) rate**, which offers overnight credit to banks from the Eurosystem

Since 18 September 2024 the spread between the MRO rate and the deposit facility rate has been 15 basis points.

## Latest changes (levels in percentages per annum)

| Date (with effect from) | Deposit facility | Main refinancing operations: fixed rate tenders | Marginal lending facility |
| --- | --- | --- | --- |
| 2025 11 Jun. | 2.00 | 2.15 | 2.40 |
| 2025 23 Apr. | 2.25 | 2.40 | 2.65 |
| 2025 12 Mar. | 2.50 | 2.65 | 2.90 |
| 2025 5 Feb. | 2.75 | 2.90 | 3.15 |
| 2024 18 Dec. | 3.00 | 3.15 | 3.40 |
| 2024 23 Oct. | 3.25 | 3.40 | 3.65 |
| 2024 18 Sep. | 3.50 | 3.65 | 3.90 |
| 2024 12 Jun. | 3.75 | 4.25 | 4.50 |
| 2023 20 Sep. | 4.00 | 4.50 | 4.75 |
| 2023 2 Aug. | 3.75 | 4.25 | 4.50 |
| 2023 21 Jun. | 3.50 | 4.00 | 4.25 |

Decisions are taken at the Governing Council's monetary policy meetings and become effective from the start of the following maintenance period. The next monetary policy meeting is scheduled for 24 July 2025.
"""))
    t.append((memory("add", dict={"ecb_mlf_rate": "2.40% (effective 11 Jun 2025)"}), added("ecb_mlf_rate")))
    add(rs, 4, st, t, bad=True, turn=6, kind="updated deposit rate reads back as the pre-update value")


# thebookerprizes.com prize-year pages + dict_memory: bad
def t05(rs: RowSet) -> None:
    st = state("2024-11-20", "Compile the Booker Prize shortlists for 2023 and 2024 with the winners, judges' chairs and announcement dates.")
    t: list[tuple[str, str]] = []
    t.append((search("Booker Prize 2024 shortlist winner"), results(
        ("https://thebookerprizes.com/the-booker-library/prize-years/2024", "The Booker Prize 2024 | The Booker Prizes", "Orbital by Samantha Harvey is the winner of the Booker Prize 2024. Discover the shortlist and longlist, and meet the judges ...", "N/A"),
        ("https://thebookerprizes.com/the-booker-library/features/booker-prize-2024-shortlist-announced", "The Booker Prize 2024 shortlist is announced | The Booker Prizes", "The six books on the shortlist are: James by Percival Everett, Orbital by Samantha Harvey, Creation Lake by Rachel Kushner, Held by Anne Michaels, The Safekeep by Yael van der Wouden and Stone Yard Devotional by Charlotte Wood ...", "Sep 16, 2024"),
        ("https://www.theguardian.com/books/2024/nov/12/samantha-harvey-wins-booker-prize-orbital", "Samantha Harvey wins Booker prize for 'wondrous' space novel Orbital", "Harvey's slim novel, set over 24 hours aboard the International Space Station, was praised by chair of judges Edmund de Waal ...", "Nov 12, 2024"),
        ("https://www.bbc.com/news/articles/c5ygpzkzl5wo", "Booker Prize 2024: Samantha Harvey wins with space novel Orbital - BBC News", "Orbital is the first book set in space to win the prize, and at 136 pages one of the shortest winners ...", "Nov 12, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Booker_Prize", "2024 Booker Prize - Wikipedia", "The 2024 Booker Prize was awarded on 12 November 2024 ... The longlist was announced on 30 July 2024 and the shortlist on 16 September 2024 ...", "N/A"),
        ("https://www.nytimes.com/2024/11/12/books/booker-prize-samantha-harvey-orbital.html", "Samantha Harvey Wins Booker Prize for 'Orbital' - The New York Times", "The British writer's novel follows six astronauts aboard the International Space Station during a single day ...", "Nov 12, 2024"),
        ("https://www.waterstones.com/campaign/booker-prize", "The Booker Prize 2024 Shortlist | Waterstones", "Shop the 2024 Booker Prize shortlist, including winner Orbital by Samantha Harvey ...", "N/A"),
        ("https://www.reddit.com/r/books/comments/1gptkqq/samantha_harvey_wins_the_2024_booker_prize_for/", "Samantha Harvey wins the 2024 Booker Prize for Orbital : r/books", "Was hoping for James or Held but Orbital is a deserving winner ...", "Nov 12, 2024"),
    )))
    t.append((extract("https://thebookerprizes.com/the-booker-library/prize-years/2024", "winner, shortlist, longlist, judges and key dates"), """# The Booker Prize 2024

## Winner
**Orbital** by Samantha Harvey (Jonathan Cape)

Announced on 12 November 2024 at a ceremony at Old Billingsgate, London. The winner receives £50,000; each shortlisted author receives £2,500.

## The shortlist (announced 16 September 2024)

| Title | Author | Publisher |
| --- | --- | --- |
| James | Percival Everett | Mantle |
| Orbital | Samantha Harvey | Jonathan Cape |
| Creation Lake | Rachel Kushner | Jonathan Cape |
| Held | Anne Michaels | Bloomsbury |
| The Safekeep | Yael van der Wouden | Viking |
| Stone Yard Devotional | Charlotte Wood | Sceptre |

## The longlist (announced 30 July 2024)

- Headshot – Rita Bullwinkel
- James – Percival Everett
- Orbital – Samantha Harvey
- Creation Lake – Rachel Kushner
- Prophet – Helen Macdonald and Sin Blaché
- My Friends – Hisham Matar
- This Strange Eventful History – Claire Messud
- Held – Anne Michaels
- Wandering Stars – Tommy Orange
- Enlightenment – Sarah Perry
- Playground – Richard Powers
- The Safekeep – Yael van der Wouden
- Stone Yard Devotional – Charlotte Wood

## The judges
- Edmund de Waal (Chair) – artist and writer
- Sara Collins – novelist
- Justine Jordan – literary editor
- Yiyun Li – novelist
- Nitin Sawhney – musician and composer

> 'With her lyrical and luminous language, Harvey makes our world strange and new for us.' – Edmund de Waal, Chair of the 2024 judges
"""))
    t.append((memory("add", dict={
        "booker_2024_winner": "Orbital – Samantha Harvey (announced 12 Nov 2024)",
        "booker_2024_shortlist": "James (Everett); Orbital (Harvey); Creation Lake (Kushner); Held (Michaels); The Safekeep (van der Wouden); Stone Yard Devotional (Wood) – chair Edmund de Waal; shortlist 16 Sep 2024",
        "booker_2024_longlist_only": "Headshot; Prophet; My Friends; This Strange Eventful History; Wandering Stars; Enlightenment; Playground"}),
        added("booker_2024_winner", "booker_2024_shortlist", "booker_2024_longlist_only")))
    t.append((search("Booker Prize 2023 shortlist winner Prophet Song Paul Lynch"), results(
        ("https://thebookerprizes.com/the-booker-library/prize-years/2023", "The Booker Prize 2023 | The Booker Prizes", "Prophet Song by Paul Lynch is the winner of the Booker Prize 2023. Explore the shortlist, longlist and judges ...", "N/A"),
        ("https://www.theguardian.com/books/2023/nov/26/paul-lynch-wins-booker-prize-prophet-song", "Paul Lynch wins Booker prize for 'triumph of emotional storytelling' Prophet Song", "The Irish author's dystopian novel, about a mother's fight to protect her family as Ireland falls into tyranny, won the £50,000 award ...", "Nov 26, 2023"),
        ("https://thebookerprizes.com/the-booker-library/features/booker-prize-2023-shortlist-announced", "The Booker Prize 2023 shortlist is announced", "The shortlist: If I Survive You by Jonathan Escoffery, Study for Obedience by Sarah Bernstein, The Bee Sting by Paul Murray, This Other Eden by Paul Harding, Western Lane by Chetna Maroo and Prophet Song by Paul Lynch ...", "Sep 21, 2023"),
        ("https://en.wikipedia.org/wiki/2023_Booker_Prize", "2023 Booker Prize - Wikipedia", "The 2023 Booker Prize was awarded on 26 November 2023 to Paul Lynch for Prophet Song. The judging panel was chaired by Esi Edugyan ...", "N/A"),
        ("https://www.bbc.com/news/entertainment-arts-67541491", "Booker Prize 2023: Paul Lynch wins for 'terrifying' Prophet Song - BBC News", "Lynch becomes the fifth Irish writer to win the prize, after Iris Murdoch, John Banville, Roddy Doyle and Anne Enright ...", "Nov 26, 2023"),
        ("https://www.irishtimes.com/culture/books/2023/11/26/paul-lynch-wins-booker-prize/", "Paul Lynch wins the Booker Prize for Prophet Song – The Irish Times", "Paul Lynch has won the 2023 Booker Prize for his fifth novel, Prophet Song ...", "Nov 26, 2023"),
        ("https://www.npr.org/2023/11/26/1215185917/booker-prize-paul-lynch-prophet-song", "Irish writer Paul Lynch wins Booker Prize for dystopian novel 'Prophet Song' : NPR", "Chair of judges Esi Edugyan said the novel 'captures the social and political anxieties of our moment' ...", "Nov 26, 2023"),
    )))
    t.append((extract("https://thebookerprizes.com/the-booker-library/prize-years/2023", "winner, shortlist, judges and key dates"), """# The Booker Prize 2023

## Winner
**Prophet Song** by Paul Lynch (Oneworld)

Announced on 26 November 2023 at Old Billingsgate, London.

## The shortlist (announced 21 September 2023)

| Title | Author | Publisher |
| --- | --- | --- |
| Prophet Song | Paul Lynch | Oneworld |
| The Bee Sting | Paul Murray | Hamish Hamilton |
| If I Survive You | Jonathan Escoffery | 4th Estate |
| Study for Obedience | Sarah Bernstein | Granta |
| This Other Eden | Paul Harding | Hutchinson Heinemann |
| Western Lane | Chetna Maroo | Picador |

## The longlist (announced 1 August 2023)

- A Spell of Good Things – Ayọ̀bámi Adébáyọ̀
- Study for Obedience – Sarah Bernstein
- If I Survive You – Jonathan Escoffery
- Old God's Time – Sebastian Barry
- How to Build a Boat – Elaine Feeney
- This Other Eden – Paul Harding
- Pearl – Siân Hughes
- All the Little Bird-Hearts – Viktoria Lloyd-Barlow
- Prophet Song – Paul Lynch
- In Ascension – Martin MacInnes
- Western Lane – Chetna Maroo
- The Bee Sting – Paul Murray
- The House of Doors – Tan Twan Eng

## The judges
- Esi Edugyan (Chair) – novelist
- Adjoa Andoh – actor and director
- Mary Jean Chan – poet
- James Shapiro – professor and author
- Robert Webb – actor and writer
"""))
    t.append((memory("add", dict={
        "booker_2023_winner": "Prophet Song – Paul Lynch (announced 26 Nov 2023)",
        "booker_2023_shortlist": "Prophet Song (Lynch); The Bee Sting (Murray); If I Survive You (Escoffery); Study for Obedience (Bernstein); This Other Eden (Harding); Western Lane (Maroo) – chair Esi Edugyan; shortlist 21 Sep 2023"}),
        added("booker_2023_winner", "booker_2023_shortlist")))
    t.append((memory("remove", key_list=["booker_2024_longlist_only"]), removed("booker_2024_longlist_only")))
    t.append((memory("update", dict={"booker_2024_winner": "Orbital – Samantha Harvey (announced 12 Nov 2024; £50,000; first winner set in space)"}), updated("booker_2024_winner")))
    t.append((memory("retrieve_all"), everything({
        "booker_2024_winner": "Orbital – Samantha Harvey (announced 12 Nov 2024; £50,000; first winner set in space)",
        "booker_2024_shortlist": "James (Everett); Orbital (Harvey); Creation Lake (Kushner); Held (Michaels); The Safekeep (van der Wouden); Stone Yard Devotional (Wood) – chair Edmund de Waal; shortlist 16 Sep 2024",
        "booker_2024_longlist_only": "Headshot; Prophet; My Friends; This Strange Eventful History; Wandering Stars; Enlightenment; Playground",
        "booker_2023_winner": "Prophet Song – Paul Lynch (announced 26 Nov 2023)",
        "booker_2023_shortlist": "Prophet Song (Lynch); The Bee Sting (Murray); If I Survive You (Escoffery); Study for Obedience (Bernstein); This Other Eden (Harding); Western Lane (Maroo) – chair Esi Edugyan; shortlist 21 Sep 2023"})))
    t.append((search("Orbital Samantha Harvey sales after Booker win"), results(
        ("https://www.thebookseller.com/news/orbital-sales-soar-after-booker-win", "Orbital sales soar after Booker win | The Bookseller", "Samantha Harvey's Orbital sold more than 25,000 copies through Nielsen BookScan in the week after the Booker announcement, a rise of over 1,000% ...", "Nov 19, 2024"),
        ("https://www.theguardian.com/books/2024/nov/19/orbital-booker-prize-sales", "Booker winner Orbital becomes bestselling winner in a decade in first week", "Sales of Harvey's novel have outstripped every Booker winner's first week since Wolf Hall ...", "Nov 19, 2024"),
        ("https://thebookerprizes.com/the-booker-library/features/orbital-samantha-harvey-sales", "Orbital tops the charts following Booker Prize win", "Orbital entered the Sunday Times fiction chart at number one following the announcement on 12 November ...", "Nov 20, 2024"),
        ("https://www.publishersweekly.com/pw/by-topic/industry-news/awards-and-prizes/article/96415-orbital-wins-booker.html", "Samantha Harvey's 'Orbital' Wins 2024 Booker Prize - Publishers Weekly", "Grove Atlantic, Harvey's U.S. publisher, has ordered a reprint of 100,000 copies ...", "Nov 12, 2024"),
        ("https://www.bbc.com/news/articles/cz9dq1l2ll8o", "Booker winner Orbital flies off shelves - BBC News", "Bookshops across the UK reported selling out of the 136-page novel within days of the ceremony ...", "Nov 18, 2024"),
        ("https://www.reddit.com/r/books/comments/1gucbx4/orbital_sales_after_booker/", "Orbital is sold out everywhere near me : r/books", "Tried three Waterstones and they all had a reprint notice ...", "Nov 18, 2024"),
    )))
    add(rs, 5, st, t, bad=True, turn=9, kind="memory key removed earlier is listed again by retrieve_all")


# awards.acm.org Turing Award press releases + dict_memory: clean
def t06(rs: RowSet) -> None:
    st = state("2025-03-20", "Who received the ACM A.M. Turing Award for 2023 and for 2024, and for what? Note the prize money and the announcement dates.",
               {"draft_2022": "Bob Metcalfe – Ethernet (announced 22 Mar 2023)"})
    t: list[tuple[str, str]] = []
    t.append((search("ACM Turing Award 2024 recipients Barto Sutton"), results(
        ("https://awards.acm.org/about/2024-turing", "Andrew Barto and Richard Sutton are the recipients of the 2024 ACM A.M. Turing Award", "ACM has named Andrew Barto and Richard Sutton as the recipients of the 2024 ACM A.M. Turing Award for developing the conceptual and algorithmic foundations of reinforcement learning ...", "Mar 5, 2025"),
        ("https://www.acm.org/media-center/2025/march/turing-award-2024", "ACM A.M. Turing Award Honors Two Researchers Who Led the Development of Cornerstone AI Technology", "Andrew Barto and Richard Sutton recognized as pioneers of reinforcement learning ...", "Mar 5, 2025"),
        ("https://www.nytimes.com/2025/03/05/technology/turing-award-andrew-barto-richard-sutton.html", "Turing Award Goes to 2 Pioneers of Reinforcement Learning - The New York Times", "Andrew Barto and Richard Sutton developed the technique that underpins chatbots and game-playing systems like AlphaGo ...", "Mar 5, 2025"),
        ("https://www.umass.edu/news/article/andrew-barto-wins-turing-award", "UMass Amherst's Andrew Barto wins 2024 Turing Award", "Barto, professor emeritus in the Manning College of Information and Computer Sciences, shares the award with his former doctoral student Richard Sutton ...", "Mar 5, 2025"),
        ("https://www.ualberta.ca/en/folio/2025/03/richard-sutton-turing-award.html", "U of A computing scientist Richard Sutton wins Turing Award", "Sutton, a professor in the Department of Computing Science and chief scientific advisor at Amii, is recognized for reinforcement learning ...", "Mar 5, 2025"),
        ("https://en.wikipedia.org/wiki/Turing_Award", "Turing Award - Wikipedia", "The ACM A.M. Turing Award is an annual prize given by the Association for Computing Machinery ... The award comes with a prize of US$1 million, with financial support provided by Google ...", "N/A"),
        ("https://www.technologyreview.com/2025/03/05/turing-award-reinforcement-learning-barto-sutton/", "Reinforcement learning pioneers win the 2024 Turing Award | MIT Technology Review", "Their 1998 textbook Reinforcement Learning: An Introduction remains the standard reference in the field ...", "Mar 5, 2025"),
        ("https://news.ycombinator.com/item?id=43265202", "Turing Award goes to Andrew Barto and Richard Sutton | Hacker News", "412 points, 97 comments ...", "Mar 5, 2025"),
    )))
    t.append((extract("https://awards.acm.org/about/2024-turing", "citation, affiliations, prize money and ceremony date"), """# ACM A.M. Turing Award Honors Two Researchers Who Led the Development of Cornerstone AI Technology

**Andrew Barto and Richard Sutton Recognized as Pioneers of Reinforcement Learning**

New York, NY, March 5, 2025 – ACM, the Association for Computing Machinery, today named Andrew Barto and Richard Sutton as the recipients of the 2024 ACM A.M. Turing Award for developing the conceptual and algorithmic foundations of reinforcement learning. In a series of papers beginning in the 1980s, Barto and Sutton introduced the main ideas, constructed the mathematical foundations, and developed important algorithms for reinforcement learning—one of the most important approaches for creating intelligent systems.

Barto is Professor Emeritus of Information and Computer Sciences at the University of Massachusetts, Amherst. Sutton is a Professor of Computer Science at the University of Alberta, a Research Scientist at Keen Technologies, and a Fellow at Amii (Alberta Machine Intelligence Institute).

The ACM A.M. Turing Award, often referred to as the "Nobel Prize in Computing," carries a $1 million prize with financial support provided by Google, Inc. The award is named for Alan M. Turing, the British mathematician who articulated the mathematical foundations of computing.

## Key contributions
- Temporal difference learning, including the TD(λ) family of algorithms
- Policy-gradient methods and actor-critic architectures
- Reinforcement Learning: An Introduction (1998; 2nd edition 2018), the standard textbook, cited more than 75,000 times

> "Barto and Sutton's work demonstrates the immense potential of applying a multidisciplinary approach to longstanding challenges in our field," said ACM President Yannis Ioannidis.

Barto and Sutton will be formally presented with the award at ACM's annual Awards Banquet on Saturday, June 14, 2025 in San Francisco, California.
"""))
    t.append((memory("add", dict={"turing_2024": "Andrew Barto (UMass Amherst) & Richard Sutton (U Alberta/Keen/Amii) – foundations of reinforcement learning; announced 5 Mar 2025; $1M (Google)"}), added("turing_2024")))
    t.append((search("ACM Turing Award 2023 Avi Wigderson announcement"), results(
        ("https://awards.acm.org/about/2023-turing", "Avi Wigderson is the recipient of the 2023 ACM A.M. Turing Award", "ACM has named Avi Wigderson as recipient of the 2023 ACM A.M. Turing Award for foundational contributions to the theory of computation, including reshaping our understanding of the role of randomness in computation ...", "Apr 10, 2024"),
        ("https://www.ias.edu/news/avi-wigderson-receives-acm-am-turing-award", "Avi Wigderson Receives ACM A.M. Turing Award | Institute for Advanced Study", "Wigderson, Herbert H. Maass Professor in the School of Mathematics, is recognized for decades of intellectual leadership in theoretical computer science ...", "Apr 10, 2024"),
        ("https://www.quantamagazine.org/avi-wigderson-complexity-theory-pioneer-wins-turing-award-20240410/", "Avi Wigderson, Complexity Theory Pioneer, Wins Turing Award | Quanta Magazine", "Wigderson, who shared the 2021 Abel Prize, is the first person to win both the Abel and the Turing ...", "Apr 10, 2024"),
        ("https://www.nytimes.com/2024/04/10/technology/avi-wigderson-turing-award.html", "Turing Award Goes to Avi Wigderson for Work on Randomness - The New York Times", "The Israeli-born mathematician showed that randomness is not needed to solve many problems efficiently ...", "Apr 10, 2024"),
        ("https://en.wikipedia.org/wiki/Avi_Wigderson", "Avi Wigderson - Wikipedia", "Avi Wigderson (born 9 September 1956) is an Israeli computer scientist and mathematician ... 2021 Abel Prize, 2023 Turing Award ...", "N/A"),
        ("https://www.timesofisrael.com/israeli-born-mathematician-avi-wigderson-wins-turing-award/", "Israeli-born mathematician Avi Wigderson wins Turing Award", "The Haifa-born professor, a Technion graduate, was honored for his work on the role of randomness in computation ...", "Apr 10, 2024"),
    )))
    t.append((extract("https://awards.acm.org/about/2023-turing", "citation, affiliation and announcement date"), """# ACM A.M. Turing Award Honors Avi Wigderson for Foundational Contributions to the Theory of Computation

**Pioneering Researcher Reshaped Our Understanding of the Role of Randomness in Computation**

New York, NY, April 10, 2024 – ACM, the Association for Computing Machinery, today named Avi Wigderson as recipient of the 2023 ACM A.M. Turing Award for foundational contributions to the theory of computation, including reshaping our understanding of the role of randomness in computation, and for his decades of intellectual leadership in theoretical computer science.

Wigderson is the Herbert H. Maass Professor in the School of Mathematics at the Institute for Advanced Study in Princeton, New Jersey. He has been a leading figure in areas including computational complexity theory, algorithms and optimization, randomness and cryptography, parallel and distributed computation, combinatorics, and graph theory, as well as connections between theoretical computer science and mathematics and science.

## Selected contributions
- Hardness versus randomness: with Noam Nisan and later Russell Impagliazzo, showed that if certain natural problems are hard, every efficient randomized algorithm can be derandomized (1994, 1997)
- Zero-knowledge proofs for all NP statements (with Oded Goldreich and Silvio Micali, 1986)
- The zig-zag graph product and explicit expander constructions (with Omer Reingold and Salil Vadhan, 2000)

The ACM A.M. Turing Award carries a $1 million prize with financial support provided by Google, Inc. Wigderson will be formally presented with the award at ACM's annual Awards Banquet on June 22, 2024 in San Francisco.
"""))
    t.append((memory("add", dict={"turing_2023": "Avi Wigderson (IAS Princeton) – theory of computation, role of randomness in computation; announced 10 Apr 2024; $1M"}), added("turing_2023")))
    t.append((memory("remove", key_list=["draft_2022"]), removed("draft_2022")))
    t.append((memory("retrieve", key_list=["draft_2022", "turing_2023"]), got({"turing_2023": "Avi Wigderson (IAS Princeton) – theory of computation, role of randomness in computation; announced 10 Apr 2024; $1M"}, missing=["draft_2022"])))
    t.append((memory("retrieve_all"), everything({
        "turing_2024": "Andrew Barto (UMass Amherst) & Richard Sutton (U Alberta/Keen/Amii) – foundations of reinforcement learning; announced 5 Mar 2025; $1M (Google)",
        "turing_2023": "Avi Wigderson (IAS Princeton) – theory of computation, role of randomness in computation; announced 10 Apr 2024; $1M"})))
    add(rs, 6, st, t)


# NSIDC Sea Ice Today and Sea Ice Index data + dict_memory: bad
def t07(rs: RowSet) -> None:
    st = state("2025-04-02", "Has the 2025 Arctic sea ice maximum been announced? How does it compare with earlier record-low maxima, and what is the current extent?")
    t: list[tuple[str, str]] = []
    today = """# Sea Ice Today

Near-real-time sea ice extent from the Sea Ice Index (G02135), version 3. Values are five-day trailing averages; images update daily with a one-day lag.

| Region | Date | Extent (5-day average) | Difference from 1981–2010 median |
| --- | --- | --- | --- |
| Arctic | 1 April 2025 | 13.98 million km² (5.40 million mi²) | −1.05 million km² |
| Antarctic | 1 April 2025 | 3.29 million km² (1.27 million mi²) | −0.68 million km² |

Arctic extent is declining from the seasonal maximum reached on 22 March 2025. Ice is retreating in the Sea of Okhotsk and the Barents Sea, while extent in the Bering Sea remains near average.

## Latest analysis
- **Arctic sea ice sets a record low maximum in 2025** – 27 March 2025
- **Antarctic sea ice reaches its 2025 minimum** – 4 March 2025
- **A wild end to 2024 for Arctic sea ice** – 7 January 2025

## Charctic interactive chart
Compare daily extent for any year since 1979 with the 1981–2010 median and the 2012 record-low year.

Last updated: Wednesday, 2 April 2025, 05:52 MDT
"""
    t.append((search("Arctic sea ice maximum 2025 record low NSIDC"), results(
        ("https://nsidc.org/sea-ice-today/analyses/arctic-sea-ice-sets-record-low-maximum-2025", "Arctic sea ice sets a record low maximum in 2025 | National Snow and Ice Data Center", "Arctic sea ice likely reached its maximum extent for the year on March 22, 2025, at 14.33 million square kilometers (5.53 million square miles), the lowest in the 47-year satellite record ...", "Mar 27, 2025"),
        ("https://science.nasa.gov/earth/earth-observatory/arctic-sea-ice-winter-2025/", "Arctic Sea Ice Hits Record Low Winter Peak - NASA Science", "The winter maximum of 5.53 million square miles falls below the previous record low set in 2017 ...", "Mar 27, 2025"),
        ("https://nsidc.org/sea-ice-today", "Sea Ice Today | National Snow and Ice Data Center", "Daily images and analysis of Arctic and Antarctic sea ice extent from the Sea Ice Index ...", "N/A"),
        ("https://www.theguardian.com/environment/2025/mar/27/arctic-sea-ice-record-low-winter-maximum", "Arctic sea ice hits record low winter peak as global heat continues", "Scientists said the peak extent of ice in the Arctic this winter was the smallest since satellite records began in 1979 ...", "Mar 27, 2025"),
        ("https://www.washingtonpost.com/climate-environment/2025/03/27/arctic-sea-ice-record-low/", "Arctic sea ice hits lowest winter peak on record - The Washington Post", "The record came during a winter with repeated heat waves in the Arctic, including above-freezing temperatures near the North Pole in February ...", "Mar 27, 2025"),
        ("https://www.carbonbrief.org/arctic-sea-ice-2025-winter-maximum/", "Analysis: Arctic sea ice reaches record-low winter maximum - Carbon Brief", "The maximum, 1.31 million km² below the 1981-2010 average, narrowly beat the 2017 record ...", "Mar 28, 2025"),
        ("https://climate.copernicus.eu/sea-ice-cover-march-2025", "Sea ice cover for March 2025 | Copernicus", "Arctic sea ice extent for March was 6% below average, the lowest for the month in the 47-year satellite record ...", "Apr 8, 2025"),
        ("https://www.arctic.noaa.gov/report-card/", "Arctic Report Card | NOAA Arctic", "The Arctic Report Card has been issued annually since 2006 ...", "N/A"),
    )))
    t.append((extract("https://nsidc.org/sea-ice-today/analyses/arctic-sea-ice-sets-record-low-maximum-2025", "2025 maximum extent, date, and ranking against previous lowest maxima"), """# Arctic sea ice sets a record low maximum in 2025

27 March 2025

Arctic sea ice likely reached its maximum extent for the year on March 22, 2025, at 14.33 million square kilometers (5.53 million square miles). This is the lowest maximum in the 47-year satellite record, falling below the previous lowest maximum of 14.41 million square kilometers (5.56 million square miles) set in 2017. The 2025 maximum is 1.31 million square kilometers (506,000 square miles) below the 1981 to 2010 average maximum of 15.64 million square kilometers (6.04 million square miles).

Please note that this is a preliminary announcement. Changing winds or late-season growth could still increase the Arctic ice extent. NSIDC will release a full analysis of the winter sea ice conditions in early April.

## Lowest maximum extents in the satellite record

| Rank | Year | Maximum extent (million km²) | Maximum extent (million mi²) | Date |
| --- | --- | --- | --- | --- |
| 1 | 2025 | 14.33 | 5.53 | 22 March |
| 2 | 2017 | 14.41 | 5.56 | 7 March |
| 3 | 2018 | 14.47 | 5.59 | 17 March |
| 4 | 2016 | 14.51 | 5.60 | 24 March |
| 5 | 2015 | 14.52 | 5.61 | 25 February |
| 6 | 2023 | 14.62 | 5.64 | 6 March |
| 7 | 2011 | 14.67 | 5.66 | 9 March |

## Conditions in context

Extent was below average through much of the winter in Hudson Bay, the Gulf of St. Lawrence and the Sea of Okhotsk. Air temperatures at the 925 hPa level were 2 to 6 degrees Celsius above average over most of the Arctic Ocean from December through February, with several warm-air intrusions reaching the central Arctic.

The Antarctic minimum, reached on March 1, 2025, at 1.98 million square kilometers, tied for the second-lowest in the record.
"""))
    t.append((extract("https://nsidc.org/sea-ice-today", "current Arctic extent and the date of the latest update"), today))
    t.append((memory("add", dict={"arctic_max_2025": "14.33 million km² on 22 Mar 2025 – record low max (prelim.), below 2017's 14.41", "arctic_extent_2025-04-01": "13.98 million km² (5-day avg)"}), added("arctic_max_2025", "arctic_extent_2025-04-01")))
    t.append((search("NSIDC Sea Ice Index daily extent data csv G02135"), results(
        ("https://nsidc.org/data/g02135/versions/3", "Sea Ice Index, Version 3 | National Snow and Ice Data Center", "This data set provides a rapid means of monitoring changes in sea ice. It provides consistently processed daily and monthly images and data of sea ice extent and concentration ...", "N/A"),
        ("https://noaadata.apps.nsidc.org/NOAA/G02135/north/daily/data/", "Index of /NOAA/G02135/north/daily/data", "N_seaice_extent_daily_v3.0.csv; N_seaice_extent_climatology_1981-2010_v3.0.csv ...", "N/A"),
        ("https://noaadata.apps.nsidc.org/NOAA/G02135/north/daily/data/N_seaice_extent_daily_v3.0.csv", "N_seaice_extent_daily_v3.0.csv", "Year, Month, Day, Extent, Missing, Source Data ... 10^6 sq km ...", "N/A"),
        ("https://nsidc.org/sites/default/files/documents/user-guide/g02135-v003-userguide.pdf", "Sea Ice Index Version 3 User Guide", "Daily extent values are computed from passive microwave data (SSMIS on DMSP F17) ...", "N/A"),
        ("https://github.com/nsidc/seaice-index-tools", "nsidc/seaice-index-tools - GitHub", "Tools to download and process the Sea Ice Index daily and monthly files ...", "Feb 12, 2024"),
        ("https://stackoverflow.com/questions/58910474/reading-nsidc-sea-ice-extent-csv-in-pandas", "Reading NSIDC sea ice extent csv in pandas - Stack Overflow", "The second header row holds units; use skiprows=[1] ...", "Nov 18, 2019"),
    )))
    t.append((extract("https://noaadata.apps.nsidc.org/NOAA/G02135/north/daily/data/N_seaice_extent_daily_v3.0.csv", "the most recent ten daily rows"), """Year, Month, Day,     Extent,    Missing, Source Data
YYYY,    MM,  DD, 10^6 sq km, 10^6 sq km, Source data product web sites: http://nsidc.org/data/nsidc-0081.html and http://nsidc.org/data/nsidc-0051.html
...
2025,    03,  23,     14.301,      0.000, ['/ecs/DP1/PM/NSIDC-0081.002/2025.03.23/NSIDC0081_SEAICE_PS_N25km_20250323_v2.0.nc']
2025,    03,  24,     14.244,      0.000, ['/ecs/DP1/PM/NSIDC-0081.002/2025.03.24/NSIDC0081_SEAICE_PS_N25km_20250324_v2.0.nc']
2025,    03,  25,     14.198,      0.000, ['/ecs/DP1/PM/NSIDC-0081.002/2025.03.25/NSIDC0081_SEAICE_PS_N25km_20250325_v2.0.nc']
2025,    03,  26,     14.151,      0.000, ['/ecs/DP1/PM/NSIDC-0081.002/2025.03.26/NSIDC0081_SEAICE_PS_N25km_20250326_v2.0.nc']
2025,    03,  27,     14.093,      0.000, ['/ecs/DP1/PM/NSIDC-0081.002/2025.03.27/NSIDC0081_SEAICE_PS_N25km_20250327_v2.0.nc']
2025,    03,  28,     14.021,      0.000, ['/ecs/DP1/PM/NSIDC-0081.002/2025.03.28/NSIDC0081_SEAICE_PS_N25km_20250328_v2.0.nc']
2025,    03,  29,     13.994,      0.000, ['/ecs/DP1/PM/NSIDC-0081.002/2025.03.29/NSIDC0081_SEAICE_PS_N25km_20250329_v2.0.nc']
2025,    03,  30,     13.952,      0.000, ['/ecs/DP1/PM/NSIDC-0081.002/2025.03.30/NSIDC0081_SEAICE_PS_N25km_20250330_v2.0.nc']
2025,    03,  31,     13.968,      0.000, ['/ecs/DP1/PM/NSIDC-0081.002/2025.03.31/NSIDC0081_SEAICE_PS_N25km_20250331_v2.0.nc']
2025,    04,  01,     13.971,      0.000, ['/ecs/DP1/PM/NSIDC-0081.002/2025.04.01/NSIDC0081_SEAICE_PS_N25km_20250401_v2.0.nc']
"""))
    t.append((extract("https://nsidc.org/sea-ice-today", "confirm the current Arctic extent and when the page was last updated"), today.replace("Wednesday, 2 April 2025, 05:52 MDT", "Tuesday, 1 April 2025, 05:52 MDT")))
    add(rs, 7, st, t, bad=True, turn=7, kind="page's last-updated timestamp goes back a day on re-fetch while data is unchanged")


# Wikipedia records list (two sections of one page) + AP News: clean
def t08(rs: RowSet) -> None:
    st = state("2025-03-05", "Which films hold the records for most Oscar wins and most nominations, and did anything at the 97th Academy Awards match a record?")
    wiki = "https://en.wikipedia.org/wiki/List_of_Academy_Award_records"
    head = """# List of Academy Award records

From Wikipedia, the free encyclopedia

This list of Academy Award records is current as of the 97th Academy Awards, held on March 2, 2025, at the Dolby Theatre in Los Angeles.

"""
    foot = """
Retrieved from "https://en.wikipedia.org/w/index.php?title=List_of_Academy_Award_records&oldid=1278702143"
"""
    t: list[tuple[str, str]] = []
    t.append((search("most Academy Award wins by a film record", "97th Academy Awards records Anora Sean Baker four Oscars"), results(
        (wiki, "List of Academy Award records - Wikipedia", "Ben-Hur (1959), Titanic (1997) and The Lord of the Rings: The Return of the King (2003) are tied for the most Academy Awards won by a single film, with 11 each ...", "N/A"),
        ("https://www.oscars.org/oscars/ceremonies/2025", "The 97th Academy Awards | 2025 - Oscars.org", "Anora wins Best Picture. Full list of winners and nominees for the 97th Academy Awards, held March 2, 2025 ...", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/most-oscars-won-by-a-film", "Most Oscars won by a film | Guinness World Records", "The most Oscars won by a single film is 11, by Ben-Hur (USA, 1959), Titanic (USA, 1997) and The Lord of the Rings: The Return of the King (NZ/USA, 2003) ...", "N/A"),
        ("https://www.imdb.com/list/ls009480135/", "Films With the Most Oscar Wins - IMDb", "A list of 50 titles ranked by number of Academy Awards won ...", "N/A"),
        ("https://www.britannica.com/story/which-films-have-won-the-most-oscars", "Which Films Have Won the Most Oscars? | Britannica", "Three films are tied for the record ... The Return of the King won all 11 categories in which it was nominated ...", "N/A"),
        ("https://apnews.com/article/oscars-2025-sean-baker-anora-record-walt-disney", "Sean Baker ties Walt Disney's record with four Oscars in one night for 'Anora'", "Baker won best picture, director, original screenplay and film editing, matching the mark Walt Disney set in 1954 ...", "Mar 3, 2025"),
        ("https://variety.com/2025/film/news/oscars-2025-winners-list-1236316789/", "Oscars 2025 Winners List: 'Anora' Wins Best Picture - Variety", "'Anora' took home five Oscars, including best actress for Mikey Madison ...", "Mar 2, 2025"),
        ("https://www.hollywoodreporter.com/movies/movie-news/oscars-2025-records-firsts-1236152840/", "Oscars 2025: All the Records Broken and Firsts Made", "Paul Tazewell became the first Black man to win costume design; Emilia Pérez's 13 nominations were a record for a non-English-language film ...", "Mar 3, 2025"),
        ("https://www.bbc.com/news/articles/cq5yd5g7xy7o", "Oscars 2025: Anora wins best picture as Sean Baker makes history - BBC News", "The independent film, made for a reported $6m, won five of the six awards it was nominated for ...", "Mar 3, 2025"),
        ("https://www.reddit.com/r/movies/comments/1j1z8zp/sean_baker_ties_walt_disney_record/", "Sean Baker ties Walt Disney's record for most Oscars in one night : r/movies", "Picture, director, original screenplay and editing, all for the same film ...", "Mar 3, 2025"),
    )))
    t.append((extract(wiki, "records for most wins and most nominations by a single film"), head + """## Films

### Most awards won by a film

| Awards | Film | Year | Nominations |
| --- | --- | --- | --- |
| 11 | Ben-Hur | 1959 | 12 |
| 11 | Titanic | 1997 | 14 |
| 11 | The Lord of the Rings: The Return of the King | 2003 | 11 |
| 10 | West Side Story | 1961 | 11 |
| 9 | Gigi | 1958 | 9 |
| 9 | The Last Emperor | 1987 | 9 |
| 9 | The English Patient | 1996 | 12 |

*The Return of the King* is the only film to win in every category for which it was nominated while receiving at least 10 nominations (a "clean sweep").

### Most nominations received by a film

| Nominations | Film | Year | Awards won |
| --- | --- | --- | --- |
| 14 | All About Eve | 1950 | 6 |
| 14 | Titanic | 1997 | 11 |
| 14 | La La Land | 2016 | 6 |
| 13 | Gone with the Wind | 1939 | 8 |
| 13 | From Here to Eternity | 1953 | 8 |
| 13 | Oppenheimer | 2023 | 7 |
| 13 | Emilia Pérez | 2024 | 2 |

*Emilia Pérez* holds the record for the most nominations received by a non-English-language film.

### Most nominations without a win
- 11 – *The Turning Point* (1977) and *The Color Purple* (1985)
""" + foot))
    t.append((extract("https://apnews.com/article/oscars-2025-sean-baker-anora-record-walt-disney", "which record Sean Baker matched and how many awards Anora won"), """# Sean Baker ties Walt Disney's record with four Oscars in one night for 'Anora'

By Jake Coyle, AP Film Writer
Updated 1:14 AM EST, March 3, 2025

LOS ANGELES (AP) — Sean Baker's "Anora," a scrappy, profane tale of a Brooklyn sex worker who marries the son of a Russian oligarch, won best picture at the 97th Academy Awards on Sunday, and Baker personally took home four Oscars, tying a record set by Walt Disney in 1954.

Baker won for best picture (as a producer), director, original screenplay and film editing — the most Oscars won by one person in a single night for the same film. Disney's four wins in 1954 came for four different films.

"Anora" won five of the six awards for which it was nominated. Mikey Madison, 25, won best actress for her performance as Ani. The film's only loss came in the supporting actor category, where Yura Borisov lost to Kieran Culkin ("A Real Pain").

Made on a budget of about $6 million, "Anora" also won the Palme d'Or at Cannes last May, making it the first film since "Parasite" to win both the Palme and best picture.

"The Brutalist" won three awards, including best actor for Adrien Brody, his second in the category after "The Pianist" (2002). "Wicked" and "Dune: Part Two" each won two, and "Emilia Pérez," which led all films with 13 nominations, won two: supporting actress for Zoe Saldaña and original song.

Related coverage:
- Full list of winners at the 2025 Oscars
- Adrien Brody's speech sets a record for length
"""))
    t.append((memory("add", dict={
        "most_wins_film": "11 – Ben-Hur (1959), Titanic (1997), The Return of the King (2003)",
        "most_noms_film": "14 – All About Eve (1950), Titanic (1997), La La Land (2016)"}),
        added("most_wins_film", "most_noms_film")))
    t.append((extract(wiki, "individual records: most Oscars won by one person and most wins in a single night"), head + """## Individuals

### Most Academy Awards won by an individual
- **Walt Disney** – 22 competitive Academy Awards from 59 nominations, plus four honorary awards (26 in total), the most of any individual.
- **Cedric Gibbons** (art direction) – 11 awards from 38 nominations.

### Most awards won in a single ceremony by an individual

| Awards | Person | Ceremony | Film(s) |
| --- | --- | --- | --- |
| 4 | Walt Disney | 26th (1954) | four different films (documentary and short-subject categories) |
| 4 | Sean Baker | 97th (2025) | *Anora* – Picture, Director, Original Screenplay, Film Editing |

Baker is the first person to win four awards in one night for the same film.

### Acting
- Most acting wins: **Katharine Hepburn**, 4 (Best Actress 1933, 1967, 1968, 1981)
- Most acting nominations: **Meryl Streep**, 21 (3 wins)
- Most Best Actor wins: **Daniel Day-Lewis**, 3
- Most nominations for a male performer: **Jack Nicholson**, 12 (3 wins)

### Most nominations for a living person
- **John Williams** – 54 nominations (5 wins), second only to Walt Disney overall.
""" + foot))
    t.append((memory("add", dict={"one_night_record": "4 by one person – Walt Disney (1954, four films); tied by Sean Baker for Anora (97th, 2 Mar 2025; Picture, Director, Original Screenplay, Editing)"}), added("one_night_record")))
    t.append((memory("retrieve_all"), everything({
        "most_wins_film": "11 – Ben-Hur (1959), Titanic (1997), The Return of the King (2003)",
        "most_noms_film": "14 – All About Eve (1950), Titanic (1997), La La Land (2016)",
        "one_night_record": "4 by one person – Walt Disney (1954, four films); tied by Sean Baker for Anora (97th, 2 Mar 2025; Picture, Director, Original Screenplay, Editing)"})))
    add(rs, 8, st, t)


# ProCyclingStats and letour.fr rankings (time and unit formats) + dict_memory: clean
def t09(rs: RowSet) -> None:
    st = state("2024-08-10", "Give the 2024 Tour de France winner, winning time, margin, total distance in km and miles, and the riders with the most overall Tour wins.")
    t: list[tuple[str, str]] = []
    t.append((search("Tour de France 2024 final general classification winning time Pogacar"), results(
        ("https://www.procyclingstats.com/race/tour-de-france/2024/gc", "Tour de France 2024 General Classification - ProCyclingStats", "1. POGAČAR Tadej UAE Team Emirates 83:38:56, 2. VINGEGAARD Jonas Team Visma | Lease a Bike +6:17, 3. EVENEPOEL Remco Soudal Quick-Step +9:18 ...", "N/A"),
        ("https://www.letour.fr/en/rankings", "Rankings - Tour de France 2024", "Individual general classification after stage 21 Monaco > Nice: 1 Tadej POGACAR 83h 38' 56'' ...", "N/A"),
        ("https://www.cyclingnews.com/races/tour-de-france-2024/stage-21/results/", "Tour de France 2024 stage 21 results | Cyclingnews", "Tadej Pogačar wins the final time trial in Nice to seal his third Tour de France title by 6:17 ...", "Jul 21, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Tour_de_France", "2024 Tour de France - Wikipedia", "The 2024 Tour de France was the 111th edition ... It started in Florence, Italy, on 29 June and finished in Nice on 21 July ...", "N/A"),
        ("https://www.reuters.com/sports/cycling/pogacar-wins-third-tour-de-france-2024-07-21/", "Pogacar completes Giro-Tour double with third Tour de France title | Reuters", "Tadej Pogacar became the first rider since Marco Pantani in 1998 to win the Giro d'Italia and the Tour de France in the same year ...", "Jul 21, 2024"),
        ("https://www.velonews.com/news/road/tour-de-france-2024-final-gc-standings/", "Tour de France 2024 final GC standings - Velo", "Pogačar won six stages and the mountains classification on the way to his third yellow jersey ...", "Jul 21, 2024"),
        ("https://www.bbc.com/sport/cycling/articles/c2v0p2qx0j2o", "Tour de France 2024: Tadej Pogacar wins third title with final time trial victory - BBC Sport", "Pogacar finished six minutes 17 seconds ahead of defending champion Jonas Vingegaard ...", "Jul 21, 2024"),
        ("https://www.reddit.com/r/peloton/comments/1e8kx2p/tour_de_france_2024_stage_21_post_race_discussion/", "Tour de France 2024 - Stage 21 Post-Race Discussion : r/peloton", "Pogi wins the ITT and the Tour, 6 stage wins. Remco on the podium in his first Tour ...", "Jul 21, 2024"),
    )))
    t.append((extract("https://www.procyclingstats.com/race/tour-de-france/2024/gc", "top 10 of the final general classification with times"), """# Tour de France 2024 - General Classification

Race information: Date 21 July 2024 · Start Florence · Finish Nice · Distance 3492 km · Avg. speed winner 41.746 km/h · Classification 2.UWT · Race category ME - Men Elite

| Rnk | Prev | Rider | Team | UCI | Pnt | Time |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | 1 | POGAČAR Tadej | UAE Team Emirates | 1300 | 1000 | 83:38:56 |
| 2 | 2 | VINGEGAARD Jonas | Team Visma - Lease a Bike | 1040 | 700 | +6:17 |
| 3 | 3 | EVENEPOEL Remco | Soudal Quick-Step | 880 | 550 | +9:18 |
| 4 | 4 | ALMEIDA João | UAE Team Emirates | 750 | 450 | +19:03 |
| 5 | 5 | LANDA Mikel | Soudal Quick-Step | 620 | 400 | +20:06 |
| 6 | 6 | YATES Adam | UAE Team Emirates | 520 | 350 | +22:13 |
| 7 | 7 | RODRÍGUEZ Carlos | INEOS Grenadiers | 440 | 300 | +23:29 |
| 8 | 8 | MAS Enric | Movistar Team | 360 | 260 | +28:32 |
| 9 | 9 | GEE Derek | Israel - Premier Tech | 300 | 220 | +29:01 |
| 10 | 10 | BUITRAGO Santiago | Team Bahrain Victorious | 260 | 180 | +35:11 |

Other classifications: Points – GIRMAY Biniam (Intermarché - Wanty); Mountains – POGAČAR Tadej; Youth – EVENEPOEL Remco; Teams – UAE Team Emirates.
"""))
    t.append((extract("https://www.letour.fr/en/rankings", "official final general classification, top 5"), """# Rankings – Tour de France 2024

Stage 21 · Monaco > Nice · Individual time trial · 33.7 km

## Individual general classification

| Rank | Rider | Rider No. | Team | Times | Gap |
| --- | --- | --- | --- | --- | --- |
| 1 | Tadej POGACAR | 1 | UAE TEAM EMIRATES | 83h 38' 56'' | - |
| 2 | Jonas VINGEGAARD | 11 | TEAM VISMA - LEASE A BIKE | 83h 45' 13'' | + 06' 17'' |
| 3 | Remco EVENEPOEL | 71 | SOUDAL QUICK-STEP | 83h 48' 14'' | + 09' 18'' |
| 4 | Joao ALMEIDA | 3 | UAE TEAM EMIRATES | 83h 57' 59'' | + 19' 03'' |
| 5 | Mikel LANDA | 75 | SOUDAL QUICK-STEP | 83h 59' 02'' | + 20' 06'' |

## Other jerseys
- Green jersey (points): Biniam GIRMAY – INTERMARCHÉ - WANTY
- Polka-dot jersey (mountains): Tadej POGACAR – UAE TEAM EMIRATES
- White jersey (best young rider): Remco EVENEPOEL – SOUDAL QUICK-STEP
- Team classification: UAE TEAM EMIRATES
- Super-combativity award: Richard CARAPAZ – EF EDUCATION - EASYPOST
"""))
    t.append((memory("add", dict={"tdf_2024_winner": "Tadej Pogačar (UAE Team Emirates) – 83h 38' 56''", "tdf_2024_margin": "+6' 17'' Vingegaard; +9' 18'' Evenepoel"}), added("tdf_2024_winner", "tdf_2024_margin")))
    t.append((search("Tour de France 2024 total distance km miles stages", "most Tour de France overall wins riders five titles"), results(
        ("https://en.wikipedia.org/wiki/2024_Tour_de_France", "2024 Tour de France - Wikipedia", "The race consisted of 21 stages covering a total distance of 3,492 km (2,170 mi) ... the first edition to finish outside Paris, with a time trial from Monaco to Nice ...", "N/A"),
        ("https://www.letour.fr/en/overall-route", "Overall route - Tour de France 2024", "21 stages, 3,492 km, 52,230 m of elevation gain; Grand Départ in Florence on 29 June ...", "N/A"),
        ("https://www.cyclingweekly.com/racing/tour-de-france/tour-de-france-2024-route", "Tour de France 2024 route: stage-by-stage guide | Cycling Weekly", "Seven flat stages, four hilly, seven mountain stages and two individual time trials ...", "Jun 27, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_Tour_de_France_general_classification_winners", "List of Tour de France general classification winners - Wikipedia", "Four riders have won the race five times: Jacques Anquetil, Eddy Merckx, Bernard Hinault and Miguel Induráin. Lance Armstrong's seven wins (1999–2005) were stripped in 2012 ...", "N/A"),
        ("https://www.britannica.com/sports/Tour-de-France", "Tour de France | History, Winners, & Facts | Britannica", "Five-time winners: Anquetil (1957, 1961–64), Merckx (1969–72, 1974), Hinault (1978–79, 1981–82, 1985), Induráin (1991–95) ...", "N/A"),
        ("https://www.procyclingstats.com/race/tour-de-france/statistics/most-wins", "Most wins in Tour de France - ProCyclingStats", "Anquetil 5, Merckx 5, Hinault 5, Induráin 5, Froome 4, Pogačar 3, Thys 3, Bobet 3, LeMond 3 ...", "N/A"),
        ("https://www.cyclingnews.com/features/who-has-won-the-most-tour-de-france-titles/", "Who has won the most Tour de France titles? | Cyclingnews", "With his 2024 victory Tadej Pogačar joined the group of three-time winners ...", "Jul 22, 2024"),
    )))
    t.append((memory("add", dict={
        "tdf_2024_distance": "3,492 km ≈ 2,170 mi (21 stages, Florence → Nice; avg 41.746 km/h)",
        "tdf_most_wins": "5 – Anquetil, Merckx, Hinault, Induráin; Froome 4; Pogačar 3 (2020, 2021, 2024); Armstrong's 7 stripped"}),
        added("tdf_2024_distance", "tdf_most_wins")))
    t.append((memory("retrieve_all"), everything({
        "tdf_2024_winner": "Tadej Pogačar (UAE Team Emirates) – 83h 38' 56''",
        "tdf_2024_margin": "+6' 17'' Vingegaard; +9' 18'' Evenepoel",
        "tdf_2024_distance": "3,492 km ≈ 2,170 mi (21 stages, Florence → Nice; avg 41.746 km/h)",
        "tdf_most_wins": "5 – Anquetil, Merckx, Hinault, Induráin; Froome 4; Pogačar 3 (2020, 2021, 2024); Armstrong's 7 stripped"})))
    add(rs, 9, st, t)


# USGS volcano updates, HANS notices and AVO status + dict_memory: bad
def t10(rs: RowSet) -> None:
    st = state("2025-05-07", "What is the current alert level at Kīlauea and what is the summit eruption doing? Also list Alaska volcanoes at elevated alert levels.")
    body = """Kīlauea Volcano Update
Issued: Wednesday, May 7, 2025, 9:05 AM HST
Source: Hawaiian Volcano Observatory
Notice Number: 2025/H159
Location: N 19 deg 25 min W 155 deg 17 min
Elevation: 4091 ft (1247 m)
Area: Hawaii

Volcano Alert Level: WATCH
Aviation Color Code: ORANGE

Activity Summary: The episodic summit eruption that began on December 23, 2024, continues within Halemaʻumaʻu crater in the summit caldera of Kīlauea. Episode 19 lava fountaining ended abruptly at 11:47 a.m. HST on May 1 after about 14 hours of continuous activity. Since then, the summit has been inflating, and minor spattering from the north vent has been observed overnight. Episode 20 is most likely to begin between May 9 and May 12.

Summit Observations: Summit tiltmeters recorded about 8 microradians of inflation over the past 24 hours. Sulfur dioxide (SO2) emission rates are elevated during eruptive episodes; an emission rate of approximately 1,100 tonnes per day was measured on May 5 during the pause.

Rift Zone Observations: No unusual activity has been noted along the East Rift Zone or the Southwest Rift Zone. Ground deformation and seismicity remain low.

Hazards: Volcanic gas, Pele's hair and other volcanic glass fragments from the fountains may fall downwind of the vents; high levels of SO2 may result in vog in downwind communities.

Next Notice: HVO will issue its next update tomorrow morning, or sooner if activity changes.

Contacts: askHVO@usgs.gov
"""
    t: list[tuple[str, str]] = []
    t.append((search("Kilauea volcano alert level today USGS HVO update"), results(
        ("https://www.usgs.gov/volcanoes/kilauea/volcano-updates", "Kīlauea Volcano Updates | U.S. Geological Survey", "Volcano Alert Level: WATCH. Aviation Color Code: ORANGE. The episodic summit eruption continues within Halemaʻumaʻu crater; episode 20 is expected to begin ...", "May 7, 2025"),
        ("https://www.usgs.gov/volcanoes/kilauea", "Kīlauea | U.S. Geological Survey", "Kīlauea is the youngest and southeasternmost volcano on the Island of Hawaiʻi ... Current alert level and recent webcam imagery ...", "N/A"),
        ("https://volcanoes.usgs.gov/hans-public/notice/DOI-USGS-HVO-2025-05-07T09:05:00-10:00", "HANS - Kīlauea Volcano Update, 2025-05-07", "Volcano Alert Level: WATCH, Aviation Color Code: ORANGE. Episode 19 lava fountaining ended abruptly on May 1 ...", "May 7, 2025"),
        ("https://www.nps.gov/havo/planyourvisit/lava2.htm", "Current Eruption - Hawaiʻi Volcanoes National Park", "Kīlauea's summit eruption is episodic; fountaining may be visible from viewpoints along Crater Rim Drive during active episodes ...", "N/A"),
        ("https://www.hawaiinewsnow.com/2025/05/01/kilauea-eruption-episode-19-ends/", "Kilauea's 19th episode of fountaining comes to an end | Hawaii News Now", "The latest eruptive episode lasted about 14 hours and sent fountains more than 500 feet into the air ...", "May 1, 2025"),
        ("https://www.staradvertiser.com/2025/05/06/hawaii-news/kilauea-expected-to-resume-fountaining-this-week/", "Kilauea expected to resume fountaining this week | Honolulu Star-Advertiser", "HVO scientists say the next episode could start as early as Friday ...", "May 6, 2025"),
        ("https://volcano.si.edu/volcano.cfm?vn=332010", "Global Volcanism Program | Kilauea", "Weekly reports: Lava fountaining episodes continued at Kilauea's summit ...", "N/A"),
        ("https://www.reddit.com/r/VolcanicPorn/comments/1kc3m1q/kilauea_episode_19/", "Kilauea episode 19 from the Uēkahuna overlook : r/VolcanicPorn", "Shot this from Uēkahuna right before the fountain shut off ...", "May 2, 2025"),
    )))
    t.append((extract("https://www.usgs.gov/volcanoes/kilauea/volcano-updates", "current alert level, aviation color code and eruption status"), "# Kīlauea Volcano Updates\n\nKĪLAUEA (VNUM #332010)\n19°25'16\" N 155°17'13\" W, Summit Elevation 4091 ft (1247 m)\nCurrent Volcano Alert Level: WATCH\nCurrent Aviation Color Code: ORANGE\n\n## Latest update\n\n" + body))
    t.append((extract("https://volcanoes.usgs.gov/hans-public/notice/DOI-USGS-HVO-2025-05-07T09:05:00-10:00", "full text of the notice"), "# HANS Notice: DOI-USGS-HVO-2025-05-07T09:05:00-10:00\n\nHawaiian Volcano Observatory · Daily Update\n\n" + body.replace("Aviation Color Code: ORANGE", "Aviation Color Code: RED")))
    t.append((search("Alaska volcanoes elevated alert level May 2025 AVO"), results(
        ("https://avo.alaska.edu/activity/status.php", "Current Volcanic Activity Status | Alaska Volcano Observatory", "Volcanoes at elevated status: Great Sitkin – WATCH/ORANGE; Spurr – ADVISORY/YELLOW; ...", "N/A"),
        ("https://avo.alaska.edu/volcano/spurr", "Spurr | Alaska Volcano Observatory", "Unrest at Mount Spurr continues; AVO considers an eruption possible in the coming weeks to months ...", "N/A"),
        ("https://www.adn.com/alaska-news/science/2025/04/30/mount-spurr-eruption-likelihood/", "Chance of Mount Spurr eruption has fallen, but unrest continues | Anchorage Daily News", "Scientists say magma has stalled beneath the volcano west of Anchorage ...", "Apr 30, 2025"),
        ("https://avo.alaska.edu/volcano/great-sitkin", "Great Sitkin | Alaska Volcano Observatory", "Slow eruption of lava continues at the summit; the lava flow has filled much of the summit crater since 2021 ...", "N/A"),
        ("https://www.usgs.gov/programs/VHP/us-volcanoes-elevated-status", "U.S. Volcanoes with Elevated Status | USGS Volcano Hazards Program", "Map and list of U.S. volcanoes currently at an alert level above NORMAL ...", "N/A"),
        ("https://www.alaskapublic.org/2025/04/spurr-update/", "Mount Spurr update: seismic activity still elevated | Alaska Public Media", "Earthquake counts beneath the summit have remained above background since last year ...", "Apr 24, 2025"),
    )))
    t.append((extract("https://avo.alaska.edu/activity/status.php", "volcanoes currently above NORMAL and their latest status"), """# Current Volcanic Activity Status

Alaska Volcano Observatory · Updated Wednesday, May 7, 2025, 12:18 PM AKDT

## Volcanoes at elevated alert levels

| Volcano | Alert Level | Aviation Color Code | Summary |
| --- | --- | --- | --- |
| Great Sitkin | WATCH | ORANGE | Slow eruption of lava continues at the summit. Seismicity remains low; weakly elevated surface temperatures were observed in satellite data over the past day. |
| Spurr | ADVISORY | YELLOW | Unrest continues with seismicity at slightly above background levels. Gas emissions from the summit and Crater Peak are elevated; no eruption is occurring. |

## Volcanoes at NORMAL / GREEN
Akutan, Aniakchak, Augustine, Bogoslof, Cleveland (see note), Katmai, Makushin, Okmok, Pavlof, Redoubt, Semisopochnoi, Shishaldin, Trident, Veniaminof and 15 other monitored volcanoes.

Note: Cleveland volcano is monitored with a limited network; sudden explosions can occur without warning.

## Recent notices
- 2025-05-06 Weekly Update (all volcanoes)
- 2025-05-01 Spurr Information Statement: probability of eruption lowered
"""))
    t.append((memory("add", dict={
        "kilauea_2025-05-07": "Alert WATCH; episodic summit eruption in Halemaʻumaʻu (began 23 Dec 2024); ep. 19 ended 1 May; ep. 20 expected 9–12 May",
        "alaska_elevated_2025-05-07": "Great Sitkin WATCH/ORANGE (slow lava eruption); Spurr ADVISORY/YELLOW (unrest, no eruption)"}),
        added("kilauea_2025-05-07", "alaska_elevated_2025-05-07")))
    add(rs, 10, st, t, bad=True, turn=3, kind="aviation color code of the same HVO notice reads RED instead of ORANGE")


# olympics.com medal table and AP News + dict_memory: bad
def t11(rs: RowSet) -> None:
    st = state("2024-08-12", "Top five of the Paris 2024 medal table by gold and by total medals, with a note on France's haul.",
               {"tokyo_2020_top_gold": "USA 39, China 38, Japan 27"})
    t: list[tuple[str, str]] = []
    t.append((search("Paris 2024 Olympics final medal table"), results(
        ("https://olympics.com/en/paris-2024/medals", "Paris 2024 Olympic Medal Table - Gold, Silver & Bronze", "United States of America 40 gold 44 silver 42 bronze 126 total; People's Republic of China 40 27 24 91; Japan 20 12 13 45 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table", "2024 Summer Olympics medal table - Wikipedia", "Athletes from 91 NOCs won at least one medal ... The United States topped the table on the final day, finishing level with China on 40 golds ...", "N/A"),
        ("https://www.nytimes.com/interactive/2024/sports/olympics/medal-count-results-schedule-paris-2024.html", "Paris 2024 Olympics Medal Count - The New York Times", "The U.S. won the most medals overall with 126, and tied China for the most gold medals with 40 ...", "Aug 11, 2024"),
        ("https://apnews.com/article/olympics-2024-medal-count-us-china-gold-tie", "US edges China for most golds on final day as women's basketball wins 40th gold", "The Americans clinched a tie atop the gold-medal table with the last event of the Paris Games ...", "Aug 11, 2024"),
        ("https://www.espn.com/olympics/summer/2024/medals", "2024 Paris Olympics Medal Tracker - ESPN", "Full medal count by country ... USA 126, China 91, Great Britain 65, France 64, Australia 53 ...", "N/A"),
        ("https://www.bbc.com/sport/olympics/paris-2024/medals", "Paris 2024 Olympics medal table - BBC Sport", "Team GB finished seventh on the gold table with 14 golds and 65 medals overall ...", "N/A"),
        ("https://www.reuters.com/sports/olympics/paris-2024-final-medal-tally-2024-08-11/", "Paris 2024 final medal tally | Reuters", "The United States finished top of the medals table with 40 golds, ahead of China on silvers ...", "Aug 11, 2024"),
        ("https://www.statista.com/statistics/1101719/summer-olympics-medal-count-2024/", "Paris 2024 Olympics medal count by country | Statista", "As of August 11, 2024, the United States had won 126 medals in total ...", "Aug 11, 2024"),
    )))
    t.append((extract("https://olympics.com/en/paris-2024/medals", "final medal table, top 15"), """# Paris 2024 Olympic Medal Table

Final standings after 329 medal events · 26 July – 11 August 2024

| Rank | NOC | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- | --- |
| 1 | United States of America | 40 | 44 | 42 | 126 |
| 2 | People's Republic of China | 40 | 27 | 24 | 91 |
| 3 | Japan | 20 | 12 | 13 | 45 |
| 4 | Australia | 18 | 19 | 16 | 53 |
| 5 | France | 16 | 26 | 22 | 64 |
| 6 | Netherlands | 15 | 7 | 12 | 34 |
| 7 | Great Britain | 14 | 22 | 29 | 65 |
| 8 | Republic of Korea | 13 | 9 | 10 | 32 |
| 9 | Italy | 12 | 13 | 15 | 40 |
| 10 | Germany | 12 | 13 | 8 | 33 |
| 11 | New Zealand | 10 | 7 | 3 | 20 |
| 12 | Canada | 9 | 7 | 11 | 27 |
| 13 | Uzbekistan | 8 | 2 | 3 | 13 |
| 14 | Hungary | 6 | 7 | 6 | 19 |
| 15 | Spain | 5 | 4 | 9 | 18 |

Ranking is by number of gold medals, then silver, then bronze. 91 National Olympic Committees won at least one medal; 63 won at least one gold.

[Show all 91 NOCs]
"""))
    t.append((memory("add", dict={
        "paris_2024_top5_gold": "USA 40, CHN 40 (USA ahead on silver), JPN 20, AUS 18, FRA 16",
        "paris_2024_france": "16 G / 26 S / 22 B = 64 (5th by gold, 4th by total)"}),
        added("paris_2024_top5_gold", "paris_2024_france")))
    t.append((search("Paris 2024 medal table ranked by total medals"), results(
        ("https://www.espn.com/olympics/summer/2024/medals/_/sort/total", "2024 Paris Olympics Medal Tracker (sorted by total) - ESPN", "1. USA 126, 2. China 91, 3. Great Britain 65, 4. France 64, 5. Australia 53, 6. Japan 45, 7. Italy 40 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table", "2024 Summer Olympics medal table - Wikipedia", "The table can be sorted by total medals; by that measure Great Britain (65) and France (64) follow the United States and China ...", "N/A"),
        ("https://www.nbcolympics.com/medals", "Paris 2024 Olympics Medal Count | NBC Olympics", "Total medal standings: United States 126, China 91, Great Britain 65 ...", "N/A"),
        ("https://www.theguardian.com/sport/ng-interactive/2024/aug/11/paris-2024-olympics-medal-table", "Paris 2024 Olympics medal table – full standings | The Guardian", "Sort by gold or by total medals for all 91 medal-winning nations ...", "Aug 11, 2024"),
        ("https://www.insidethegames.biz/articles/1148012/paris-2024-medal-table-analysis", "Paris 2024 medal table analysis: hosts France enjoy best Games in a century", "France's 64 medals were their best return since they hosted in 1900 ...", "Aug 12, 2024"),
        ("https://www.reddit.com/r/olympics/comments/1epzt1a/final_medal_table_sorted_by_total/", "Final medal table sorted by total : r/olympics", "GB third by total but seventh by golds, as usual ...", "Aug 11, 2024"),
    )))
    t.append((memory("add", dict={
        "paris_2024_top5_total": "USA 126, CHN 91, GBR 65, FRA 64, AUS 53",
        "paris_2024_gold_tie": "USA & CHN 40 golds each; USA 1st on silver (44 v 27); decided by women's basketball final on 11 Aug"}),
        added("paris_2024_top5_total", "paris_2024_gold_tie")))
    t.append((memory("remove", key_list=["tokyo_2020_top_gold"]), removed("tokyo_2020_top_gold")))
    t.append((extract("https://www.insidethegames.biz/articles/1148012/paris-2024-medal-table-analysis", "France's haul and how it compares historically"), """# Paris 2024 medal table analysis: hosts France enjoy best Games in a century

By Michael Pavitt · Monday, 12 August 2024

Hosts France finished fifth on the Paris 2024 medal table with 16 gold, 26 silver and 22 bronze medals – a total of 64, their highest since Paris staged the Olympics in 1900. President Emmanuel Macron had targeted a top-five finish, and the host nation achieved it on the final weekend.

Swimmer Léon Marchand was the face of the home Games, winning four individual gold medals – the 200m butterfly, 200m breaststroke, 200m individual medley and 400m individual medley – plus a relay bronze. Teddy Riner won his third individual Olympic title in judo's heavyweight division and a second mixed team gold.

## The top of the table

| | Gold | Total | Comment |
| --- | --- | --- | --- |
| United States | 40 | 126 | Top on gold for the fourth consecutive Summer Games |
| China | 40 | 91 | Best-ever gold tally at an overseas Games |
| Japan | 20 | 45 | Third on gold, ahead of Australia |
| Australia | 18 | 53 | Best gold return ever |
| France | 16 | 64 | Best total since 1900 |

The United States only drew level with China on the final day, when the women's basketball team beat France 67-66 to win the last gold of the Games, and the Americans topped the standings on silver medals.

Great Britain won 65 medals, third in the total count, but finished seventh on golds with 14.
"""))
    t.append((memory("retrieve_all"), everything({
        "paris_2024_top5_gold": "USA 40, CHN 40 (USA ahead on silver), JPN 20, AUS 18, FRA 16",
        "paris_2024_france": "16 G / 26 S / 22 B = 64 (5th by gold, 4th by total)",
        "paris_2024_top5_total": "USA 126, CHN 91, GBR 65, FRA 64, AUS 53",
        "paris_2024_gold_tie": "USA & CHN 40 golds each; USA 1st on silver (44 v 27); decided by women's basketball final on 11 Aug"}, count=5)))
    t.append((memory("add", dict={"france_note": "Léon Marchand 4 individual golds; host nation's best total since 1900; 5th by gold"}), added("france_note")))
    add(rs, 11, st, t, bad=True, turn=8, kind="retrieve_all item count does not follow the adds and the removal")


# BLS CPI release and CME FedWatch (live data) + dict_memory: clean
def t12(rs: RowSet) -> None:
    st = state("2024-09-11 09:05 EDT", "The August 2024 CPI was just released. Give headline and core inflation (month-on-month and year-on-year) and how rate-cut expectations for the 18 September FOMC meeting moved.")
    t: list[tuple[str, str]] = []
    t.append((search("August 2024 CPI release headline core inflation"), results(
        ("https://www.bls.gov/news.release/cpi.nr0.htm", "Consumer Price Index Summary - 2024 M08 Results", "The Consumer Price Index for All Urban Consumers (CPI-U) increased 0.2 percent on a seasonally adjusted basis in August ... all items index increased 2.5 percent before seasonal adjustment.", "Sep 11, 2024"),
        ("https://www.reuters.com/markets/us/us-consumer-prices-rise-moderately-august-2024-09-11/", "US consumer prices rise moderately in August; core inflation firm | Reuters", "U.S. consumer prices rose marginally in August, but an increase in rents and other costs kept core inflation firm ...", "35 minutes ago"),
        ("https://www.cnbc.com/2024/09/11/cpi-inflation-report-august-2024-.html", "CPI inflation August 2024: Consumer prices rose 0.2%, core up 0.3%", "The consumer price index rose 2.5% from a year ago, the lowest since February 2021; core CPI increased 0.3% on the month, slightly above the 0.2% estimate ...", "33 minutes ago"),
        ("https://www.bloomberg.com/news/articles/2024-09-11/us-core-inflation-rises-by-more-than-forecast-on-shelter-costs", "US Core Inflation Rises by More Than Forecast on Shelter Costs", "The core CPI rose 0.3% from July, driven by a 0.5% increase in shelter ...", "34 minutes ago"),
        ("https://www.cmegroup.com/markets/interest-rates/cme-fedwatch-tool.html", "CME FedWatch Tool - CME Group", "Target rate probabilities for the 18 Sep 2024 Fed meeting, based on 30-Day Fed Funds futures prices ...", "N/A"),
        ("https://www.bls.gov/cpi/", "Consumer Price Index Home : U.S. Bureau of Labor Statistics", "CPI for August 2024: +0.2% seasonally adjusted; 12-month change 2.5%. Next release: October 10, 2024 ...", "N/A"),
        ("https://www.wsj.com/economy/inflation-cpi-report-august-2024-3d8a5b6d", "Inflation Cooled to 2.5% in August, Clearing Way for Fed Cut - WSJ", "The consumer-price index's annual rate fell for a fifth straight month ...", "31 minutes ago"),
        ("https://tradingeconomics.com/united-states/inflation-cpi", "United States Inflation Rate - Trading Economics", "The annual inflation rate in the US slowed for a fifth consecutive month to 2.5% in August 2024 ...", "N/A"),
    )))
    t.append((extract("https://www.bls.gov/news.release/cpi.nr0.htm", "headline and core changes for August 2024, main drivers, next release date"), """# CONSUMER PRICE INDEX – AUGUST 2024

Transmission of material in this release is embargoed until 8:30 a.m. (ET) Wednesday, September 11, 2024. USDL-24-1888

The Consumer Price Index for All Urban Consumers (CPI-U) increased 0.2 percent on a seasonally adjusted basis in August, the same increase as in July, the U.S. Bureau of Labor Statistics reported today. Over the last 12 months, the all items index increased 2.5 percent before seasonal adjustment.

The index for shelter rose 0.5 percent in August and was the main factor in the all items increase. The food index increased 0.1 percent in August, after rising 0.2 percent in July. The energy index fell 0.8 percent over the month, after being unchanged the preceding month.

The index for all items less food and energy rose 0.3 percent in August, after rising 0.2 percent in July. Indexes which increased in August include shelter, airline fares, motor vehicle insurance, education, and apparel.

The all items index rose 2.5 percent for the 12 months ending August, the smallest 12-month increase since February 2021. The all items less food and energy index rose 3.2 percent over the last 12 months. The energy index decreased 4.0 percent for the 12 months ending August. The food index increased 2.1 percent over the last year.

## Table A. Percent changes in CPI for All Urban Consumers (CPI-U): U.S. city average

| | Mar 2024 | Apr 2024 | May 2024 | Jun 2024 | Jul 2024 | Aug 2024 | Unadjusted 12-mos. ended Aug 2024 |
| --- | --- | --- | --- | --- | --- | --- | --- |
| All items | 0.4 | 0.3 | 0.0 | -0.1 | 0.2 | 0.2 | 2.5 |
| Food | 0.1 | 0.0 | 0.0 | 0.2 | 0.2 | 0.1 | 2.1 |
| Energy | 1.1 | 1.1 | -2.0 | -2.0 | 0.0 | -0.8 | -4.0 |
| All items less food and energy | 0.4 | 0.3 | 0.2 | 0.1 | 0.2 | 0.3 | 3.2 |
| Shelter | 0.4 | 0.4 | 0.4 | 0.2 | 0.4 | 0.5 | 5.2 |

The CPI-U index level (1982-84=100, not seasonally adjusted) was 314.796 in August 2024.

The September 2024 Consumer Price Index is scheduled to be released on Thursday, October 10, 2024, at 8:30 a.m. (ET).
"""))
    t.append((extract("https://www.cmegroup.com/markets/interest-rates/cme-fedwatch-tool.html", "target rate probabilities for the 18 Sep 2024 meeting now, one day ago and one week ago"), """# CME FedWatch Tool

Meeting information: **18 Sep 2024** · Contract: ZQV4 · Expires: 31 Oct 2024 · Mid price: 95.0500

Current target rate: 525-550 (bps)

## Target rate probabilities for 18 Sep 2024 Fed meeting

| Target rate (bps) | Probability (%) Now | 1 day 10 Sep 2024 | 1 week 04 Sep 2024 | 1 month 09 Aug 2024 |
| --- | --- | --- | --- | --- |
| 450-475 | 15.0% | 33.0% | 45.0% | 50.5% |
| 475-500 | 85.0% | 67.0% | 55.0% | 49.5% |

Probability of a 25 bp cut: 85.0% · Probability of a 50 bp cut: 15.0%

Data as of 11 Sep 2024 08:14:32 CT
"""))
    t.append((memory("add", dict={
        "cpi_aug_2024": "headline +0.2% m/m, 2.5% y/y (lowest since Feb 2021); core +0.3% m/m, 3.2% y/y; shelter +0.5% (BLS, 11 Sep 2024)",
        "fedwatch_sep18": "25bp cut 85.0% / 50bp 15.0% (as of 08:14 CT 11 Sep; 67/33 a day earlier)"}),
        added("cpi_aug_2024", "fedwatch_sep18")))
    t.append((search("CPI August 2024 market reaction Fed 50 basis point cut odds"), results(
        ("https://www.cnbc.com/2024/09/11/cpi-inflation-report-august-2024-.html", "CPI inflation August 2024: Consumer prices rose 0.2%, core up 0.3%", "Traders pulled back on bets for a half-point cut next week after the hotter-than-expected core reading ...", "1 hour ago"),
        ("https://www.reuters.com/markets/us/us-consumer-prices-rise-moderately-august-2024-09-11/", "US consumer prices rise moderately in August; core inflation firm | Reuters", "Financial markets all but priced out a 50-basis-point cut after the data, according to CME's FedWatch ...", "1 hour ago"),
        ("https://www.marketwatch.com/story/fed-on-track-for-quarter-point-cut-after-cpi-2024-09-11", "Fed seen on track for quarter-point cut after sticky core CPI - MarketWatch", "The odds of a 50bp cut fell to about 13% from roughly a third before the report ...", "14 minutes ago"),
        ("https://www.bloomberg.com/news/articles/2024-09-11/treasury-yields-rise-after-core-cpi-beat", "Treasury Two-Year Yields Rise After Core CPI Tops Forecasts", "Two-year yields climbed as much as 8 basis points to 3.68% ...", "49 minutes ago"),
        ("https://www.cmegroup.com/markets/interest-rates/cme-fedwatch-tool.html", "CME FedWatch Tool - CME Group", "Target rate probabilities for the 18 Sep 2024 Fed meeting ...", "N/A"),
        ("https://www.ft.com/content/us-inflation-august-2024-fed", "US inflation falls to 2.5% ahead of expected Fed cut", "Core prices rose more than expected, damping hopes of a larger cut next week ...", "58 minutes ago"),
        ("https://www.reddit.com/r/economy/comments/1fe7v6q/cpi_august_2024/", "CPI August 2024: 2.5% YoY, core 0.3% MoM : r/economy", "Shelter still doing all the heavy lifting ...", "41 minutes ago"),
    )))
    t.append((extract("https://www.marketwatch.com/story/fed-on-track-for-quarter-point-cut-after-cpi-2024-09-11", "market reaction and rate-cut odds after the CPI"), """# Fed seen on track for quarter-point cut after sticky core CPI

By Greg Robb · Last Updated: Sept. 11, 2024 at 9:31 a.m. ET · First Published: Sept. 11, 2024 at 9:02 a.m. ET

The Federal Reserve looks set to cut interest rates by a quarter point next week rather than a half point after a report showed core inflation rose more than expected in August, economists said.

Core CPI, which excludes food and energy, rose 0.3% last month, above the 0.2% forecast by economists polled by The Wall Street Journal. Headline CPI rose 0.2%, in line with forecasts, and the annual rate fell to 2.5% from 2.9%.

According to the CME FedWatch tool, the odds of a 50-basis-point cut at the Sept. 17-18 meeting fell to about 13% from roughly a third before the report, while the odds of a 25-basis-point move rose to 87%.

"This keeps the Fed on the 25 bp path," said Ian Lyngen, head of U.S. rates strategy at BMO Capital Markets.

- Stock futures pared losses after the open; Dow Jones Industrial Average futures were down 0.6%.
- The 2-year Treasury yield rose to 3.66%.

## What's next
The Fed will also receive the August producer price index on Thursday. Chair Jerome Powell said in August that "the time has come for policy to adjust."
"""))
    t.append((extract("https://www.cmegroup.com/markets/interest-rates/cme-fedwatch-tool.html", "latest target rate probabilities for 18 Sep 2024"), """# CME FedWatch Tool

Meeting information: **18 Sep 2024** · Contract: ZQV4 · Expires: 31 Oct 2024 · Mid price: 95.0425

Current target rate: 525-550 (bps)

## Target rate probabilities for 18 Sep 2024 Fed meeting

| Target rate (bps) | Probability (%) Now | 1 day 10 Sep 2024 | 1 week 04 Sep 2024 | 1 month 09 Aug 2024 |
| --- | --- | --- | --- | --- |
| 450-475 | 13.0% | 33.0% | 45.0% | 50.5% |
| 475-500 | 87.0% | 67.0% | 55.0% | 49.5% |

Probability of a 25 bp cut: 87.0% · Probability of a 50 bp cut: 13.0%

Data as of 11 Sep 2024 08:52:07 CT
"""))
    t.append((memory("update", dict={"fedwatch_sep18": "25bp 87.0% / 50bp 13.0% (as of 08:52 CT 11 Sep; 85/15 at 08:14 CT; 67/33 on 10 Sep)"}), updated("fedwatch_sep18")))
    t.append((memory("retrieve_all"), everything({
        "cpi_aug_2024": "headline +0.2% m/m, 2.5% y/y (lowest since Feb 2021); core +0.3% m/m, 3.2% y/y; shelter +0.5% (BLS, 11 Sep 2024)",
        "fedwatch_sep18": "25bp 87.0% / 50bp 13.0% (as of 08:52 CT 11 Sep; 85/15 at 08:14 CT; 67/33 on 10 Sep)"})))
    add(rs, 12, st, t)


# formula1.com and StatsF1 record tables + dict_memory (key rename): bad
def t13(rs: RowSet) -> None:
    st = state("2025-03-10", "Compile Formula 1 records before the 2025 season: most drivers' titles, most race wins, most pole positions, most constructors' titles, and most wins in a season.")
    titles = "Hamilton 7 (2008, 2014–15, 2017–20), Schumacher 7 (1994–95, 2000–04), Fangio 5, Prost 4, Vettel 4, Verstappen 4 (2021–24)"
    t: list[tuple[str, str]] = []
    t.append((search("Formula 1 most drivers world championships list"), results(
        ("https://www.formula1.com/en/latest/article/who-has-won-the-most-f1-world-championships.5Y7qmk4sJ6Xy2HfUAbsQ7e", "Who has won the most F1 World Championships? | Formula 1®", "Lewis Hamilton and Michael Schumacher share the record of seven drivers' titles, with Juan Manuel Fangio next on five ...", "Dec 10, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_Formula_One_World_Drivers%27_Champions", "List of Formula One World Drivers' Champions - Wikipedia", "34 different drivers have won the championship, with Michael Schumacher and Lewis Hamilton holding the record for most titles at seven ...", "N/A"),
        ("https://www.statsf1.com/en/statistiques/pilote/titre/nombre.aspx", "Drivers - Titles - Number - STATS F1", "1. Lewis HAMILTON 7, Michael SCHUMACHER 7; 3. Juan Manuel FANGIO 5; 4. Alain PROST 4, Sebastian VETTEL 4, Max VERSTAPPEN 4 ...", "N/A"),
        ("https://www.espn.com/f1/story/_/id/42512877/verstappen-fourth-title-where-he-ranks", "Where does Max Verstappen's fourth title rank among F1 greats? - ESPN", "Verstappen joins Prost and Vettel as a four-time champion after clinching the 2024 title in Las Vegas ...", "Nov 24, 2024"),
        ("https://www.autosport.com/f1/news/f1-world-champions-list/", "F1 world champions: Every title winner since 1950 - Autosport", "The full list of Formula 1 drivers' world champions from Nino Farina in 1950 to Max Verstappen in 2024 ...", "Nov 24, 2024"),
        ("https://www.reddit.com/r/formula1/comments/1gypk6f/verstappen_4th_title_stats/", "Verstappen 4th title: where he sits in the all-time lists : r/formula1", "Tied 4th on titles, 3rd on wins (63), 5th on poles (40) ...", "Nov 24, 2024"),
    )))
    t.append((extract("https://www.formula1.com/en/latest/article/who-has-won-the-most-f1-world-championships.5Y7qmk4sJ6Xy2HfUAbsQ7e", "list of drivers with the most world titles and the years"), """# Who has won the most F1 World Championships?

Formula 1® · 10 December 2024

Max Verstappen's fourth consecutive title in 2024 moved the Dutchman level with Alain Prost and Sebastian Vettel in the all-time standings. Here's how the list of multiple world champions looks heading into 2025.

## Most Drivers' Championships

| Titles | Driver | Nationality | Seasons |
| --- | --- | --- | --- |
| 7 | Lewis Hamilton | British | 2008, 2014, 2015, 2017, 2018, 2019, 2020 |
| 7 | Michael Schumacher | German | 1994, 1995, 2000, 2001, 2002, 2003, 2004 |
| 5 | Juan Manuel Fangio | Argentine | 1951, 1954, 1955, 1956, 1957 |
| 4 | Alain Prost | French | 1985, 1986, 1989, 1993 |
| 4 | Sebastian Vettel | German | 2010, 2011, 2012, 2013 |
| 4 | Max Verstappen | Dutch | 2021, 2022, 2023, 2024 |
| 3 | Jack Brabham | Australian | 1959, 1960, 1966 |
| 3 | Jackie Stewart | British | 1969, 1971, 1973 |
| 3 | Niki Lauda | Austrian | 1975, 1977, 1984 |
| 3 | Nelson Piquet | Brazilian | 1981, 1983, 1987 |
| 3 | Ayrton Senna | Brazilian | 1988, 1990, 1991 |

Two-time champions: Alberto Ascari, Graham Hill, Jim Clark, Emerson Fittipaldi, Mika Häkkinen and Fernando Alonso.

Hamilton, who joins Ferrari for 2025, will be chasing a record eighth title.
"""))
    t.append((memory("add", dict={"titles_tmp": titles}), added("titles_tmp")))
    t.append((search("F1 most race wins all time", "F1 most pole positions all time"), results(
        ("https://www.statsf1.com/en/statistiques/pilote/victoire/nombre.aspx", "Drivers - Wins - Number - STATS F1", "1. Lewis HAMILTON 105; 2. Michael SCHUMACHER 91; 3. Max VERSTAPPEN 63; 4. Sebastian VETTEL 53; 5. Alain PROST 51 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_Formula_One_Grand_Prix_winners", "List of Formula One Grand Prix winners - Wikipedia", "Lewis Hamilton holds the record for the most victories, with 105 ...", "N/A"),
        ("https://www.formula1.com/en/latest/article/most-wins-in-f1-history", "Who has the most wins in F1 history? | Formula 1®", "Hamilton leads the way on 105, ahead of Schumacher's 91 and Verstappen on 63 ...", "Dec 9, 2024"),
        ("https://www.statsf1.com/en/statistiques/pilote/pole/nombre.aspx", "Drivers - Pole positions - Number - STATS F1", "1. Lewis HAMILTON 104; 2. Michael SCHUMACHER 68; 3. Ayrton SENNA 65; 4. Sebastian VETTEL 57; 5. Max VERSTAPPEN 40 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_Formula_One_polesitters", "List of Formula One polesitters - Wikipedia", "Lewis Hamilton holds the record for the most pole positions, having qualified first on 104 occasions ...", "N/A"),
        ("https://www.racefans.net/f1-statistics/all-time-f1-stats/", "All-time F1 statistics – RaceFans", "Wins, poles, fastest laps, podiums and points for every driver since 1950 ...", "N/A"),
    )))
    t.append((extract("https://www.statsf1.com/en/statistiques/pilote/victoire/nombre.aspx", "top 10 drivers by wins and, from the linked table, by pole positions"), """# Drivers - Wins - Number

STATS F1 · Statistics updated after the 2024 Abu Dhabi Grand Prix (1125 Grands Prix)

| # | Driver | Wins | GP started | % |
| --- | --- | --- | --- | --- |
| 1 | Lewis HAMILTON | 105 | 356 | 29.49 |
| 2 | Michael SCHUMACHER | 91 | 306 | 29.74 |
| 3 | Max VERSTAPPEN | 63 | 209 | 30.14 |
| 4 | Sebastian VETTEL | 53 | 299 | 17.73 |
| 5 | Alain PROST | 51 | 199 | 25.63 |
| 6 | Ayrton SENNA | 41 | 161 | 25.47 |
| 7 | Fernando ALONSO | 32 | 401 | 7.98 |
| 8 | Nigel MANSELL | 31 | 187 | 16.58 |
| 9 | Jackie STEWART | 27 | 99 | 27.27 |
| 10 | Jim CLARK | 25 | 72 | 34.72 |
| 10 | Niki LAUDA | 25 | 171 | 14.62 |

# Drivers - Pole positions - Number

| # | Driver | Poles |
| --- | --- | --- |
| 1 | Lewis HAMILTON | 104 |
| 2 | Michael SCHUMACHER | 68 |
| 3 | Ayrton SENNA | 65 |
| 4 | Sebastian VETTEL | 57 |
| 5 | Max VERSTAPPEN | 40 |
| 6 | Jim CLARK | 33 |
| 6 | Alain PROST | 33 |
| 8 | Nigel MANSELL | 32 |
| 9 | Nico ROSBERG | 30 |
| 10 | Juan Manuel FANGIO | 29 |
"""))
    t.append((memory("add", dict={"wins_record": "Hamilton 105 > Schumacher 91 > Verstappen 63 > Vettel 53 > Prost 51", "poles_record": "Hamilton 104 > Schumacher 68 > Senna 65 > Vettel 57 > Verstappen 40"}), added("wins_record", "poles_record")))
    t.append((search("most constructors championships F1 Ferrari 16 McLaren 2024 title"), results(
        ("https://www.statsf1.com/en/statistiques/constructeur/titre/nombre.aspx", "Constructors - Titles - Number - STATS F1", "1. FERRARI 16; 2. WILLIAMS 9, McLAREN 9; 4. MERCEDES 8; 5. LOTUS 7; 6. RED BULL 6 ...", "N/A"),
        ("https://www.formula1.com/en/latest/article/mclaren-clinch-2024-constructors-championship", "McLaren clinch first constructors' title since 1998 | Formula 1®", "McLaren sealed the 2024 teams' crown in Abu Dhabi, ending Ferrari's hopes and claiming their ninth title ...", "Dec 8, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_Formula_One_World_Constructors%27_Champions", "List of Formula One World Constructors' Champions - Wikipedia", "Ferrari have won the most titles, with 16 ... McLaren and Williams have nine each ...", "N/A"),
        ("https://www.bbc.com/sport/formula1/articles/c0l4x5xnzz4o", "Abu Dhabi Grand Prix: McLaren win constructors' title as Lando Norris takes victory - BBC Sport", "McLaren's first constructors' championship in 26 years ...", "Dec 8, 2024"),
        ("https://www.the-race.com/formula-1/mclaren-2024-constructors-title-analysis/", "How McLaren went from backmarker to champions in 18 months - The Race", "From the back of the grid in Bahrain 2023 to the constructors' crown ...", "Dec 9, 2024"),
    )))
    t.append((extract("https://www.statsf1.com/en/statistiques/constructeur/titre/nombre.aspx", "constructors ranked by number of titles with the years"), """# Constructors - Titles - Number

STATS F1 · Constructors' championship awarded since 1958

| # | Constructor | Titles | Seasons |
| --- | --- | --- | --- |
| 1 | FERRARI | 16 | 1961, 1964, 1975, 1976, 1977, 1979, 1982, 1983, 1999, 2000, 2001, 2002, 2003, 2004, 2007, 2008 |
| 2 | WILLIAMS | 9 | 1980, 1981, 1986, 1987, 1992, 1993, 1994, 1996, 1997 |
| 2 | McLAREN | 9 | 1974, 1984, 1985, 1988, 1989, 1990, 1991, 1998, 2024 |
| 4 | MERCEDES | 8 | 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021 |
| 5 | LOTUS | 7 | 1963, 1965, 1968, 1970, 1972, 1973, 1978 |
| 6 | RED BULL | 6 | 2010, 2011, 2012, 2013, 2022, 2023 |
| 7 | COOPER | 2 | 1959, 1960 |
| 7 | BRABHAM | 2 | 1966, 1967 |
| 7 | RENAULT | 2 | 2005, 2006 |
| 10 | VANWALL | 1 | 1958 |
| 10 | BRM | 1 | 1962 |
| 10 | MATRA | 1 | 1969 |
| 10 | TYRRELL | 1 | 1971 |
| 10 | BENETTON | 1 | 1995 |
| 10 | BRAWN | 1 | 2009 |
"""))
    t.append((memory("add", dict={"constructors_record": "Ferrari 16; Williams 9; McLaren 9 (incl. 2024); Mercedes 8 (2014–21); Lotus 7; Red Bull 6", "drivers_titles_verified": titles}), added("constructors_record", "drivers_titles_verified")))
    t.append((memory("remove", key_list=["titles_tmp"]), removed("titles_tmp")))
    t.append((memory("retrieve_all"), everything({
        "titles_tmp": titles,
        "wins_record": "Hamilton 105 > Schumacher 91 > Verstappen 63 > Vettel 53 > Prost 51",
        "poles_record": "Hamilton 104 > Schumacher 68 > Senna 65 > Vettel 57 > Verstappen 40",
        "constructors_record": "Ferrari 16; Williams 9; McLaren 9 (incl. 2024); Mercedes 8 (2014–21); Lotus 7; Red Bull 6"})))
    t.append((search("most wins in a single F1 season record Verstappen 19 2023"), results(
        ("https://www.formula1.com/en/latest/article/verstappen-record-19th-win-2023", "Verstappen sets new record with 19th win of the season | Formula 1®", "Max Verstappen won 19 of the 22 Grands Prix in 2023, breaking his own record of 15 set in 2022 ...", "Nov 26, 2023"),
        ("https://en.wikipedia.org/wiki/List_of_Formula_One_driver_records", "List of Formula One driver records - Wikipedia", "Most wins in a season: 19, Max Verstappen (2023). Highest percentage of wins in a season: 86.36% (19 of 22) ...", "N/A"),
        ("https://www.statsf1.com/en/statistiques/pilote/victoire/saison.aspx", "Drivers - Wins - In a season - STATS F1", "1. VERSTAPPEN 2023 19; 2. VERSTAPPEN 2022 15; 3. SCHUMACHER 2004 13, VETTEL 2013 13 ...", "N/A"),
        ("https://www.espn.com/f1/story/_/id/38960131/red-bull-21-wins-2023-most-dominant-season", "Red Bull's 2023: 21 wins from 22 races, the most dominant season in F1 history - ESPN", "Only Carlos Sainz in Singapore broke Red Bull's streak ...", "Nov 27, 2023"),
        ("https://www.autosport.com/f1/news/verstappen-2023-records/", "Every record Max Verstappen broke in 2023 - Autosport", "Most wins (19), most consecutive wins (10), most points (575) ...", "Nov 27, 2023"),
        ("https://www.reddit.com/r/formula1/comments/184x5yx/verstappen_19_wins/", "Verstappen 19 wins in a season : r/formula1", "86% win rate. Absurd ...", "Nov 26, 2023"),
    )))
    add(rs, 13, st, t, bad=True, turn=11, kind="renamed memory key listed under its old (removed) name")


# IDC and Canalys smartphone tracker releases + dict_memory: clean
def t14(rs: RowSet) -> None:
    st = state("2025-01-20", "How many smartphones were shipped worldwide in 2024 and which vendor led? Compare IDC with Canalys.")
    t: list[tuple[str, str]] = []
    t.append((search("IDC 2024 global smartphone shipments full year", "Canalys 2024 worldwide smartphone market full year"), results(
        ("https://www.idc.com/getdoc.jsp?containerId=prUS52875625", "Smartphone Shipments Grew 6.4% in 2024, According to IDC", "Global smartphone shipments increased 2.4% year over year to 331.7 million units in the fourth quarter of 2024, and 6.4% to 1.24 billion units for the full year ...", "Jan 13, 2025"),
        ("https://www.canalys.com/newsroom/worldwide-smartphone-market-2024", "Global smartphone market grew 7% in 2024 | Canalys", "Worldwide smartphone shipments grew 7% to 1.22 billion units in 2024, ending two years of decline; Apple retained the top spot ...", "Jan 15, 2025"),
        ("https://www.counterpointresearch.com/insight/global-smartphone-market-2024", "Global Smartphone Shipments Grew 4% in 2024 | Counterpoint", "Apple led the market for the full year, with Samsung a close second ...", "Jan 16, 2025"),
        ("https://www.reuters.com/technology/global-smartphone-shipments-rise-2024-idc-2025-01-13/", "Global smartphone shipments rise in 2024 after two years of decline | Reuters", "Apple kept its top spot despite a slight dip in shipments, while Xiaomi grew fastest among the top three ...", "Jan 13, 2025"),
        ("https://www.theverge.com/2025/1/14/smartphone-shipments-2024-apple-samsung", "Apple stayed the world's top smartphone maker in 2024", "IDC says Apple shipped 232.1 million iPhones, edging out Samsung's 223.4 million ...", "Jan 14, 2025"),
        ("https://www.gsmarena.com/canalys_2024_smartphone_market-news-66302.php", "Canalys: 1.22 billion smartphones shipped in 2024 - GSMArena.com news", "Apple 18%, Samsung 18%, Xiaomi 14%, Transsion 9%, vivo 8% ...", "Jan 15, 2025"),
        ("https://www.statista.com/statistics/271490/quarterly-global-smartphone-shipments-by-vendor/", "Global smartphone shipments by vendor 2009-2024 | Statista", "Quarterly shipments by vendor, in million units ...", "N/A"),
        ("https://www.macrumors.com/2025/01/13/idc-apple-2024-smartphone-shipments/", "IDC: Apple Remained Top Smartphone Vendor in 2024 Despite Decline - MacRumors", "Apple's full-year shipments fell 1.1% according to IDC's preliminary data ...", "Jan 13, 2025"),
    )))
    t.append((extract("https://www.idc.com/getdoc.jsp?containerId=prUS52875625", "full-year 2024 shipments by vendor and total"), """# Smartphone Shipments Grew 6.4% in 2024, According to IDC

NEEDHAM, Mass., January 13, 2025 – Global smartphone shipments increased 2.4% year over year (YoY) to 331.7 million units in the fourth quarter of 2024 (4Q24), according to preliminary data from the International Data Corporation (IDC) Worldwide Quarterly Mobile Phone Tracker. This marks the sixth consecutive quarter of shipment growth. For the full year, shipments grew 6.4% to 1.24 billion units, signaling a strong recovery after two challenging years.

"Despite ongoing challenges, the smartphone market in 2024 rebounded, with Android growing faster than iOS," said Ryan Reith, group vice president with IDC's Worldwide Device Trackers.

## Top 5 Smartphone Companies, Worldwide Shipments, Market Share, and Year-Over-Year Growth, Calendar Year 2024 (Preliminary results, shipments in millions of units)

| Company | 2024 Shipments | 2024 Market Share | 2023 Shipments | 2023 Market Share | Year-Over-Year Change |
| --- | --- | --- | --- | --- | --- |
| 1. Apple | 232.1 | 18.7% | 234.6 | 20.1% | -1.1% |
| 2. Samsung | 223.4 | 18.0% | 226.6 | 19.5% | -1.4% |
| 3. Xiaomi | 168.6 | 13.6% | 145.9 | 12.5% | 15.6% |
| 4. Transsion | 106.7 | 8.6% | 94.9 | 8.1% | 12.4% |
| 5. OPPO | 103.6 | 8.4% | 103.1 | 8.9% | 0.5% |
| Others | 404.7 | 32.7% | 359.4 | 30.9% | 12.6% |
| Total | 1,239.1 | 100.0% | 1,164.5 | 100.0% | 6.4% |

Source: IDC Quarterly Mobile Phone Tracker, January 13, 2025

Notes:
- Data are preliminary and subject to change.
- Company shipments are branded device shipments and exclude OEM sales for all vendors.
- OPPO figures include OnePlus.
"""))
    t.append((extract("https://www.canalys.com/newsroom/worldwide-smartphone-market-2024", "2024 full-year shipments by vendor and total"), """# Global smartphone market grew 7% in 2024, ending two years of decline

Wednesday, 15 January 2025

According to Canalys' preliminary data, worldwide smartphone shipments grew 7% year on year in 2024 to 1.22 billion units. In Q4 2024, shipments rose 3% to 330.1 million units, the fifth consecutive quarter of growth.

"2024 marked a recovery year," said Sanyam Chaurasia, Senior Analyst at Canalys. "Vendors refreshed portfolios with generative AI features, and emerging markets drove volume growth."

## Worldwide smartphone shipments and growth, full year 2024

| Vendor | 2024 shipments (million) | 2024 market share | 2023 shipments (million) | 2023 market share | Annual growth |
| --- | --- | --- | --- | --- | --- |
| Apple | 225.9 | 18% | 229.2 | 20% | -1% |
| Samsung | 222.9 | 18% | 225.7 | 20% | -1% |
| Xiaomi | 168.6 | 14% | 146.4 | 13% | +15% |
| Transsion | 106.9 | 9% | 94.4 | 8% | +13% |
| vivo | 101.2 | 8% | 91.7 | 8% | +10% |
| Others | 397.5 | 33% | 355.9 | 31% | +12% |
| Total | 1,223.0 | 100% | 1,143.3 | 100% | +7% |

Note: percentages may not add up to 100% due to rounding. Canalys estimates are based on sell-in shipments. vivo figures exclude iQOO.
"""))
    t.append((memory("add", dict={"idc_2024_total": "1,239.1M (≈1.24B), +6.4% YoY; Q4 331.7M", "canalys_2024_total": "1,223.0M (≈1.22B), +7% YoY; Q4 330.1M"}), added("idc_2024_total", "canalys_2024_total")))
    t.append((search("Counterpoint 2024 global smartphone shipments Apple Samsung share"), results(
        ("https://www.counterpointresearch.com/insight/global-smartphone-market-2024", "Global Smartphone Shipments Grew 4% in 2024 | Counterpoint", "Global smartphone shipments grew 4% YoY in 2024 to 1.22 billion units; Apple led with 18% share, followed by Samsung at 18% and Xiaomi at 14% ...", "Jan 16, 2025"),
        ("https://www.counterpointresearch.com/insight/global-smartphone-share", "Global Smartphone Market Share: Quarterly | Counterpoint", "Quarterly market share by brand, Q1 2022 – Q4 2024 ...", "N/A"),
        ("https://www.cnbc.com/2025/01/16/apple-top-smartphone-vendor-2024-counterpoint.html", "Apple held on as top smartphone seller in 2024 as China rivals gained", "Xiaomi and Transsion posted double-digit growth in emerging markets ...", "Jan 16, 2025"),
        ("https://www.androidauthority.com/smartphone-market-2024-3517441/", "The smartphone market finally grew again in 2024 - Android Authority", "IDC, Canalys and Counterpoint all agree: Apple first, Samsung second, Xiaomi third ...", "Jan 17, 2025"),
        ("https://www.phonearena.com/news/2024-smartphone-shipments-analysts_id165432", "Analysts agree 2024 was a rebound year for smartphones - PhoneArena", "Estimates range from 1.22 to 1.24 billion units depending on the research firm ...", "Jan 17, 2025"),
    )))
    t.append((memory("add", dict={"leader_2024": "Apple #1 per IDC (232.1M, 18.7%) and Canalys (225.9M, 18%); Samsung #2 (223.4M IDC / 222.9M Canalys); Xiaomi #3 (168.6M both)"}), added("leader_2024")))
    t.append((memory("retrieve", key_list=["idc_2024_total", "canalys_2024_total", "leader_2024"]), got({
        "idc_2024_total": "1,239.1M (≈1.24B), +6.4% YoY; Q4 331.7M",
        "canalys_2024_total": "1,223.0M (≈1.22B), +7% YoY; Q4 330.1M",
        "leader_2024": "Apple #1 per IDC (232.1M, 18.7%) and Canalys (225.9M, 18%); Samsung #2 (223.4M IDC / 222.9M Canalys); Xiaomi #3 (168.6M both)"})))
    add(rs, 14, st, t)


# Next Spaceflight stats (live) and Jonathan's Space Report + dict_memory: clean
def t15(rs: RowSet) -> None:
    st = state("2024-12-29 13:45 UTC", "How many orbital launch attempts have there been in 2024 so far, by country, and how does that compare with 2023 and earlier years?")

    def stats(updated_at: str, total: int, ok: int, usa: int, spacex: int, f9: int, latest: str) -> str:
        return f"""# 2024 Orbital Launch Statistics

Next Spaceflight · Last updated: {updated_at}

| Metric | 2024 |
| --- | --- |
| Orbital launch attempts | {total} |
| Successes | {ok} |
| Failures | 5 |
| Partial failures | 1 |

## By country (launch provider)

| Country | Attempts |
| --- | --- |
| United States | {usa} |
| China | 67 |
| Russia | 17 |
| Japan | 7 |
| India | 5 |
| Iran | 4 |
| Europe | 3 |
| North Korea | 1 |

## Top providers

| Provider | Vehicle(s) | Attempts |
| --- | --- | --- |
| SpaceX | Falcon 9 ({f9}), Falcon Heavy (2) | {spacex} |
| CASC | Long March family | 48 |
| Roscosmos | Soyuz-2, Angara, Proton-M | 17 |
| Rocket Lab | Electron | 15 |
| JAXA / MHI | H3, H-IIA | 6 |
| ULA | Vulcan Centaur, Atlas V, Delta IV Heavy | 5 |

Starship integrated flight tests are suborbital and are not counted.

Latest launch: {latest}
"""
    t: list[tuple[str, str]] = []
    t.append((search("2024 orbital launch attempts total by country", "SpaceX launches 2024 record"), results(
        ("https://nextspaceflight.com/stats/?year=2024", "2024 Launch Statistics - Next Spaceflight", "Orbital launch attempts in 2024 by country, provider and vehicle, updated after every launch ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2024_in_spaceflight", "2024 in spaceflight - Wikipedia", "2024 saw a record number of orbital launch attempts, driven by SpaceX's Falcon 9 ... China conducted the second most launches ...", "N/A"),
        ("https://spacenews.com/spacex-closes-2024-record-launch-year/", "SpaceX nears end of record launch year - SpaceNews", "SpaceX has performed more than 125 Falcon launches this year, more than the rest of the world combined ...", "Dec 23, 2024"),
        ("https://planet4589.org/space/stats/launches.html", "Launch statistics - Jonathan's Space Report", "Orbital launch attempts by year and country since 1957 ...", "N/A"),
        ("https://www.space.com/spacex-2024-launch-record", "SpaceX has smashed its launch record in 2024 | Space", "The company's 2024 cadence averaged a Falcon launch roughly every 2.8 days ...", "Dec 18, 2024"),
        ("https://www.reuters.com/technology/space/china-2024-launch-record/", "China sets new record for space launches in 2024 | Reuters", "China has carried out more than 60 orbital launches this year, including a growing number by commercial firms ...", "Dec 27, 2024"),
        ("https://www.reddit.com/r/spacex/comments/1hnb0pz/2024_launch_count_thread/", "2024 launch count thread : r/spacex", "We're at 130 Falcon launches with a few days to go ...", "Dec 27, 2024"),
        ("https://spaceflightnow.com/launch-schedule/", "Launch Schedule - Spaceflight Now", "Upcoming: Falcon 9 • Starlink 12-11 • Dec. 29; PSLV • SpaDeX • Dec. 30 ...", "N/A"),
    )))
    t.append((extract("https://nextspaceflight.com/stats/?year=2024", "2024 totals so far by country and provider"), stats(
        "29 Dec 2024 13:41 UTC", 255, 249, 151, 130, 128,
        "Long March 2D | 28 Dec 2024 05:59 UTC | Taiyuan Satellite Launch Center | Success")))
    t.append((extract("https://nextspaceflight.com/launches/", "next launches in the coming days"), """# Upcoming Launches

| Vehicle | Mission | Location | Date (UTC) | Status |
| --- | --- | --- | --- | --- |
| Falcon 9 Block 5 | Starlink Group 12-11 | SLC-40, Cape Canaveral SFS, Florida | Sun Dec 29, 2024 14:32 | Go for launch · T-00:44:51 |
| PSLV-CA | PSLV-C60 / SpaDeX | First Launch Pad, Satish Dhawan Space Centre, India | Mon Dec 30, 2024 16:30 | Go |
| Falcon 9 Block 5 | Starlink Group 12-19 | LC-39A, Kennedy Space Center, Florida | Tue Dec 31, 2024 03:01 | TBC |
| Falcon 9 Block 5 | Thuraya 4-NGS | SLC-40, Cape Canaveral SFS, Florida | Fri Jan 3, 2025 01:27 | Go |
| New Glenn | NG-1 (Blue Ring Pathfinder) | LC-36, Cape Canaveral SFS, Florida | Fri Jan 10, 2025 06:00 | TBC |

Times are the start of the launch window. Booster: B1083 (12th flight) for Starlink Group 12-11; landing on A Shortfall of Gravitas.
"""))
    t.append((memory("add", dict={
        "launches_2024_latest": "255 attempts (249 success, 5 fail, 1 partial) as of 29 Dec 13:41 UTC; USA 151, China 67, Russia 17, Japan 7, India 5, Iran 4, Europe 3, DPRK 1",
        "launches_2023": "223 attempts"}),
        added("launches_2024_latest", "launches_2023")))
    t.append((search("orbital launch attempts per year 2019 2020 2021 2022 2023"), results(
        ("https://planet4589.org/space/stats/launches.html", "Launch statistics - Jonathan's Space Report", "Orbital launch attempts per year: 2019: 102, 2020: 114, 2021: 146, 2022: 186, 2023: 223 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2023_in_spaceflight", "2023 in spaceflight - Wikipedia", "2023 saw 223 orbital launch attempts, of which 212 reached orbit ...", "N/A"),
        ("https://www.statista.com/statistics/1335398/global-orbital-launches/", "Number of orbital launches worldwide 1957-2023 | Statista", "In 2023, there were 223 orbital launch attempts worldwide ...", "Jan 9, 2024"),
        ("https://spacenews.com/2023-launch-record/", "Launch industry sets record in 2023 - SpaceNews", "SpaceX accounted for nearly half of all orbital launches ...", "Jan 2, 2024"),
        ("https://www.bryce-tech.com/reports/orbital-launches-of-2023", "Orbital Launches of 2023 - BryceTech", "A record 212 successful orbital launches in 2023, led by SpaceX ...", "Jan 2024"),
    )))
    t.append((extract("https://planet4589.org/space/stats/launches.html", "orbital launch attempts and successes per year 2019–2023"), """# Launch statistics

Jonathan's Space Report · Jonathan McDowell

## Orbital launch attempts per year

| Year | Attempts | Reached orbit | Failures | US | China | Russia | Other |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 2019 | 102 | 94 | 8 | 27 | 34 | 25 | 16 |
| 2020 | 114 | 104 | 10 | 44 | 39 | 17 | 14 |
| 2021 | 146 | 135 | 11 | 51 | 55 | 25 | 15 |
| 2022 | 186 | 180 | 6 | 87 | 64 | 22 | 13 |
| 2023 | 223 | 212 | 11 | 116 | 67 | 19 | 21 |

Counts are of orbital launch attempts, including failures; suborbital tests are excluded. The country is that of the launch provider. Electron launches from New Zealand are counted as US.

Last revised 2024 Dec 20.
"""))
    t.append((memory("add", dict={"launches_trend": "2019 102 → 2020 114 → 2021 146 → 2022 186 → 2023 223 (212 reached orbit) (JSR)"}), added("launches_trend")))
    t.append((extract("https://nextspaceflight.com/stats/?year=2024", "refresh the 2024 totals"), stats(
        "29 Dec 2024 14:51 UTC", 256, 250, 152, 131, 129,
        "Falcon 9 Block 5 | Starlink Group 12-11 | 29 Dec 2024 14:32 UTC | SLC-40, Cape Canaveral SFS | Success")))
    t.append((memory("update", dict={"launches_2024_latest": "256 attempts (250 success, 5 fail, 1 partial) as of 29 Dec 14:51 UTC, after Starlink 12-11; USA 152, China 67, Russia 17, Japan 7, India 5, Iran 4, Europe 3, DPRK 1"}), updated("launches_2024_latest")))
    t.append((memory("retrieve_all"), everything({
        "launches_2024_latest": "256 attempts (250 success, 5 fail, 1 partial) as of 29 Dec 14:51 UTC, after Starlink 12-11; USA 152, China 67, Russia 17, Japan 7, India 5, Iran 4, Europe 3, DPRK 1",
        "launches_2023": "223 attempts",
        "launches_trend": "2019 102 → 2020 114 → 2021 146 → 2022 186 → 2023 223 (212 reached orbit) (JSR)"})))
    add(rs, 15, st, t)


# FIDE ratings profile and Wikipedia peak-rating list: bad
def t16(rs: RowSet) -> None:
    st = state("2025-02-10", "Which players have reached the highest peak FIDE standard ratings? Give the top five with the month each peak was reached, plus Magnus Carlsen's current rating.")
    wl = "https://en.wikipedia.org/wiki/List_of_chess_players_by_peak_FIDE_rating"
    t: list[tuple[str, str]] = []
    t.append((search("highest FIDE rating ever peak list"), results(
        (wl, "List of chess players by peak FIDE rating - Wikipedia", "Magnus Carlsen holds the record with a peak of 2882, reached in May 2014. Garry Kasparov reached 2851 in July 1999, and Fabiano Caruana 2844 in October 2014 ...", "N/A"),
        ("https://ratings.fide.com/profile/1503014", "Carlsen, Magnus - FIDE Ratings", "FIDE ID 1503014 · Federation Norway · B-Year 1990 · Title Grandmaster · World rank (active) 1 ...", "N/A"),
        ("https://2700chess.com/all-fide-players", "All FIDE players rated 2700+ - 2700chess.com", "Live ratings of the world's top players, updated after every rated game ...", "N/A"),
        ("https://www.chess.com/article/view/highest-chess-ratings-ever", "The Highest Chess Ratings Ever - Chess.com", "Only a handful of players have ever crossed 2800 on the FIDE list; Carlsen's 2882 remains out of reach ...", "Jan 8, 2024"),
        ("https://en.chessbase.com/post/the-highest-rated-players-of-all-time", "The highest-rated players of all time | ChessBase", "A look at the top peak ratings since FIDE introduced Elo ratings in 1971 ...", "Mar 14, 2023"),
        ("https://www.fide.com/news/3321", "FIDE Rating list February 2025 | FIDE", "Magnus Carlsen continues to lead the February list; Hikaru Nakamura is second and Fabiano Caruana third ...", "Feb 1, 2025"),
        ("https://chess.stackexchange.com/questions/9561/who-has-the-highest-fide-rating-ever", "Who has the highest FIDE rating ever? - Chess Stack Exchange", "Carlsen, 2882 in May 2014 (live rating briefly touched 2889) ...", "Apr 2, 2015"),
        ("https://www.reddit.com/r/chess/comments/1hjo8qy/arjun_erigaisi_2800/", "Arjun Erigaisi officially 2800 on the December list : r/chess", "He becomes the 16th player ever and second Indian after Anand ...", "Dec 1, 2024"),
    )))
    t.append((extract("https://ratings.fide.com/profile/1503014", "current standard, rapid and blitz ratings and FIDE ID"), """# Carlsen, Magnus

| | |
| --- | --- |
| FIDE ID | 1503014 |
| Federation | Norway |
| B-Year | 1990 |
| Sex | Male |
| FIDE title | Grandmaster |

## Ratings (February 2025)

| Standard | Rapid | Blitz |
| --- | --- | --- |
| 2833 | 2832 | 2890 |

## World rank

| | World Rank (all players) | World Rank (active players) | National Rank (active players) |
| --- | --- | --- | --- |
| Standard | 1 | 1 | 1 |

## Rating progress (standard)

| Period | Rating | Games |
| --- | --- | --- |
| 2025-Feb | 2833 | 0 |
| 2025-Jan | 2831 | 6 |
| 2024-Dec | 2831 | 0 |
| 2024-Nov | 2831 | 9 |
| 2024-Oct | 2832 | 0 |
"""))
    t.append((memory("add", dict={"carlsen": "Feb 2025 standard 2833 (rapid 2832, blitz 2890), world #1; FIDE ID 1503014; peak 2882 (May 2014)"}), added("carlsen")))
    t.append((extract(wl, "top ten peak ratings with the month reached"), """# List of chess players by peak FIDE rating

From Wikipedia, the free encyclopedia

This is a list of chess players who have achieved a FIDE Elo rating of 2750 or more in an official FIDE rating list. FIDE has published rating lists since 1971; since July 2012 the lists have been published monthly.

## Top peak ratings

| Rank | Player | Peak rating | Peak date | Country |
| --- | --- | --- | --- | --- |
| 1 | Magnus Carlsen | 2882 | May 2014 | Norway |
| 2 | Garry Kasparov | 2856 | July 1999 | Russia |
| 3 | Fabiano Caruana | 2844 | October 2014 | United States |
| 4 | Levon Aronian | 2830 | March 2014 | Armenia |
| 5 | Wesley So | 2822 | March 2017 | United States |
| 6 | Shakhriyar Mamedyarov | 2820 | September 2018 | Azerbaijan |
| 7 | Maxime Vachier-Lagrave | 2819 | August 2016 | France |
| 8 | Viswanathan Anand | 2817 | March 2011 | India |
| 8 | Vladimir Kramnik | 2817 | October 2016 | Russia |
| 10 | Veselin Topalov | 2816 | July 2015 | Bulgaria |
| 10 | Hikaru Nakamura | 2816 | October 2015 | United States |
| 10 | Ding Liren | 2816 | November 2018 | China |

## Notes
- Carlsen's live rating reached 2889.2 in April 2014, but official lists are published monthly.
- Arjun Erigaisi became the 16th player to reach 2800 on the December 2024 list (2801).
- Kasparov's peak stood as the record from 1999 until Carlsen surpassed it in January 2013.
"""))
    t.append((memory("add", dict={"top5_peak": "Carlsen 2882 (May 2014); Kasparov 2856 (Jul 1999); Caruana 2844 (Oct 2014); Aronian 2830 (Mar 2014); So 2822 (Mar 2017)"}), added("top5_peak")))
    t.append((search("Arjun Erigaisi 2800 December 2024 FIDE rating list"), results(
        ("https://www.fide.com/news/3275", "FIDE Rating list December 2024: Erigaisi crosses 2800 | FIDE", "Arjun Erigaisi becomes the 16th player in history to reach 2800 on an official list, with a rating of 2801 ...", "Dec 1, 2024"),
        ("https://www.chess.com/news/view/arjun-erigaisi-2800", "Arjun Erigaisi Crosses 2800, Becomes 2nd Indian To Do So - Chess.com", "The 21-year-old follows Viswanathan Anand as the only Indians to reach the mark ...", "Nov 24, 2024"),
        ("https://indianexpress.com/article/sports/chess/arjun-erigaisi-2800-rating-9686420/", "Arjun Erigaisi breaks into 2800 club | Indian Express", "Erigaisi reached the milestone after his performance in the European Club Cup ...", "Dec 1, 2024"),
        ("https://en.chessbase.com/post/fide-rating-list-december-2024", "FIDE ratings December 2024: Erigaisi 2801 | ChessBase", "Carlsen 2831, Erigaisi 2801, Nakamura 2802, Caruana 2805 ...", "Dec 1, 2024"),
        ("https://2700chess.com/players/erigaisi_arjun", "Arjun Erigaisi - 2700chess.com", "Live rating, ranking history and recent games ...", "N/A"),
        ("https://www.reddit.com/r/chess/comments/1h3x1dm/erigaisi_officially_2801/", "Erigaisi officially 2801 on the December list : r/chess", "Second Indian ever after Vishy. Gukesh 2783 on the same list ...", "Dec 1, 2024"),
    )))
    add(rs, 16, st, t, bad=True, turn=4, kind="extracted table gives a peak rating that differs from the same page's earlier snippet")


# NASA Exoplanet Archive counts and NASA JWST news + dict_memory: bad
def t17(rs: RowSet) -> None:
    st = state("2025-10-20", "How many confirmed exoplanets are there now, what share was found by transits versus radial velocity, and what has JWST discovered itself?")
    confirmed = "6,042 (NASA Exoplanet Archive, updated 2025-10-16)"
    by_method = "Transit 4,472 (74.0%); Radial velocity 1,158 (19.2%); Microlensing 250; Imaging 86; other methods 76"
    t: list[tuple[str, str]] = []
    t.append((search("NASA Exoplanet Archive confirmed planets count", "6000 confirmed exoplanets milestone NASA 2025"), results(
        ("https://exoplanetarchive.ipac.caltech.edu/", "NASA Exoplanet Archive", "Confirmed Planets 6,042 · Planetary Systems 4,507 · Systems with Multiple Planets 1,017 · TESS Project Candidates 7,655 ...", "N/A"),
        ("https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html", "Exoplanet and Candidate Statistics - NASA Exoplanet Archive", "Confirmed planets by discovery method, facility and year; Kepler and TESS candidate counts ...", "N/A"),
        ("https://science.nasa.gov/exoplanets/num-exoplanets/", "How Many Exoplanets Are There? - NASA Science", "Confirmed exoplanets: 6,042; NASA Exoplanet Archive, updated October 16, 2025 ...", "N/A"),
        ("https://science.nasa.gov/universe/exoplanets/nasas-tally-of-planets-outside-our-solar-system-reaches-6000/", "NASA's Tally of Planets Outside Our Solar System Reaches 6,000 - NASA Science", "The official count of confirmed exoplanets passed 6,000, about three decades after the first planets around Sun-like stars were found ...", "Sep 17, 2025"),
        ("https://www.space.com/astronomy/exoplanets/nasa-confirms-6000-exoplanets", "NASA confirms 6,000 exoplanets | Space", "Around 8,000 more candidates await confirmation, many from TESS ...", "Sep 18, 2025"),
        ("https://en.wikipedia.org/wiki/Lists_of_exoplanets", "Lists of exoplanets - Wikipedia", "As of 2025, more than 6,000 confirmed exoplanets are listed in the NASA Exoplanet Archive ...", "N/A"),
        ("https://exoplanet.eu/catalog/", "Encyclopaedia of exoplanetary systems - Exoplanet.eu", "7,683 planets in the catalogue (including unconfirmed and brown-dwarf-mass objects) ...", "N/A"),
        ("https://www.reddit.com/r/space/comments/1njv2m0/nasa_confirmed_exoplanets_passes_6000/", "NASA confirmed exoplanets passes 6,000 : r/space", "Transit method is still doing most of the heavy lifting ...", "Sep 17, 2025"),
    )))
    t.append((extract("https://exoplanetarchive.ipac.caltech.edu/", "current confirmed planet count and date"), """# NASA Exoplanet Archive

The NASA Exoplanet Archive is an astronomical exoplanet and stellar catalog and data service that collates and cross-correlates astronomical data and information on exoplanets and their host stars.

## Exoplanet and Candidate Statistics

| | Count |
| --- | --- |
| Confirmed Planets | 6,042 |
| Planetary Systems | 4,507 |
| Systems with Multiple Planets | 1,017 |
| TESS Project Candidates | 7,655 |
| Kepler Project Candidates | 4,716 |
| Kepler Confirmed Planets | 2,785 |
| K2 Confirmed Planets | 548 |
| TESS Confirmed Planets | 697 |

Last updated: 16 October 2025

## News
- 16 Oct 2025: 11 new planets added to the Planetary Systems table
- 17 Sep 2025: The count of confirmed exoplanets passes 6,000
- 11 Sep 2025: TESS Project Candidates table updated (sectors 1–92)
"""))
    t.append((memory("add", dict={"exo_confirmed": confirmed}), added("exo_confirmed")))
    t.append((extract("https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html", "confirmed planets by discovery method"), """# Exoplanet and Candidate Statistics

Counts updated 16 October 2025

## Confirmed Planets by Discovery Method

| Discovery Method | Number of Planets |
| --- | --- |
| Astrometry | 5 |
| Disk Kinematics | 1 |
| Eclipse Timing Variations | 17 |
| Imaging | 86 |
| Microlensing | 250 |
| Orbital Brightness Modulation | 9 |
| Pulsar Timing | 8 |
| Pulsation Timing Variations | 2 |
| Radial Velocity | 1,158 |
| Transit | 4,472 |
| Transit Timing Variations | 34 |
| **Total** | **6,042** |

## Confirmed Planets by Discovery Facility (top 5)

| Facility | Number of Planets |
| --- | --- |
| Kepler | 2,785 |
| Transiting Exoplanet Survey Satellite (TESS) | 697 |
| K2 | 548 |
| W. M. Keck Observatory | 191 |
| OGLE | 142 |

Notes: Counts include only planets that meet the archive's inclusion criteria (mass or minimum mass ≤ 30 Jupiter masses). Candidates are listed separately.
"""))
    t.append((memory("add", dict={"exo_by_method": by_method}), added("exo_by_method")))
    t.append((search("JWST exoplanet discovered direct imaging TWA 7 b", "first exoplanet confirmed by JWST LHS 475 b"), results(
        ("https://science.nasa.gov/missions/webb/nasas-webb-finds-planet-forming-disk-lightest-exoplanet-twa-7-b/", "NASA's Webb Finds Its First Exoplanet by Direct Imaging - NASA Science", "TWA 7 b, a young planet with a mass similar to Saturn's, is the lightest planet ever seen through direct imaging ...", "Jun 25, 2025"),
        ("https://www.nature.com/articles/s41586-025-09150-4", "Evidence for a sub-Jovian planet in the young TWA 7 disk | Nature", "Lagrange, A.-M. et al. We report the detection with JWST/MIRI coronagraphy of a point source in the debris disk of TWA 7 ...", "Jun 25, 2025"),
        ("https://science.nasa.gov/missions/webb/nasas-webb-confirms-its-first-exoplanet/", "NASA's Webb Confirms Its First Exoplanet - NASA Science", "LHS 475 b is almost exactly the same size as Earth, 41 light-years away, confirmed with NIRSpec transit observations ...", "Jan 11, 2023"),
        ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_images_lightest_exoplanet", "Webb captures image of lightest exoplanet yet - ESA", "The planet orbits its star at about 52 times the Earth-Sun distance ...", "Jun 25, 2025"),
        ("https://www.nytimes.com/2025/06/25/science/webb-telescope-exoplanet-twa-7b.html", "Webb Telescope Snaps Its First Picture of a New Planet - The New York Times", "The planet, called TWA 7 b, is about a third of the mass of Jupiter ...", "Jun 25, 2025"),
        ("https://en.wikipedia.org/wiki/TWA_7_b", "TWA 7 b - Wikipedia", "TWA 7 b is an exoplanet orbiting the young M dwarf TWA 7, about 111 light-years from Earth ...", "N/A"),
    )))
    t.append((extract("https://science.nasa.gov/missions/webb/nasas-webb-finds-planet-forming-disk-lightest-exoplanet-twa-7-b/", "what JWST found, planet mass, distance and method"), """# NASA's Webb Finds Its First Exoplanet by Direct Imaging

June 25, 2025 · James Webb Space Telescope

NASA's James Webb Space Telescope has found new evidence for a planet orbiting TWA 7, a young star about 111 light-years from Earth. If confirmed, this would be the first planet discovered by Webb through direct imaging, and the lightest planet ever seen with this technique.

The candidate planet, TWA 7 b, is estimated to be about the mass of Saturn – roughly 0.3 times the mass of Jupiter, and about 10 times less massive than any exoplanet previously imaged directly. It lies about 52 astronomical units from its star, in a gap within the star's dusty debris disk, which Webb observed nearly face-on.

An international team led by Anne-Marie Lagrange of the French National Centre for Scientific Research (CNRS) and the Paris Observatory used a coronagraph on Webb's Mid-Infrared Instrument (MIRI) to block the star's light. The findings were published in the journal *Nature*.

| | |
| --- | --- |
| Host star | TWA 7 (M dwarf, TW Hydrae association) |
| Age | ~6.4 million years |
| Distance | ~111 light-years |
| Planet mass | ~0.3 Jupiter masses |
| Orbital distance | ~52 AU |
| Instrument | MIRI coronagraph |

Webb previously confirmed LHS 475 b, an Earth-sized rocky planet 41 light-years away, in January 2023, using transit spectroscopy with NIRSpec.
"""))
    t.append((memory("add", dict={"jwst_discoveries": "LHS 475 b (confirmed Jan 2023, first JWST-confirmed planet, transit, 41 ly); TWA 7 b (Jun 2025, first JWST direct-imaging discovery, ~0.3 M_Jup, ~52 AU, 111 ly)"}), added("jwst_discoveries")))
    t.append((memory("add", dict={"source_note": "Counts from NASA Exoplanet Archive; 6,000 milestone passed 17 Sep 2025"}), added("source_note")))
    t.append((memory("retrieve", key_list=["exo_confirmed", "exo_by_method"]), got({"exo_confirmed": confirmed.replace("6,042", "6,024"), "exo_by_method": by_method})))
    t.append((search("TESS planet candidates TOI count 2025"), results(
        ("https://tess.mit.edu/toi-releases/", "TOI Releases - TESS - MIT", "TESS Objects of Interest are released on a rolling basis; the catalog now contains more than 7,600 TOIs ...", "N/A"),
        ("https://exoplanetarchive.ipac.caltech.edu/cgi-bin/TblView/nph-tblView?app=ExoTbls&config=TOI", "TESS Project Candidates - NASA Exoplanet Archive", "7,655 rows · TOI, TIC ID, disposition (PC, KP, CP, FP, APC) ...", "N/A"),
        ("https://science.nasa.gov/mission/tess/", "TESS (Transiting Exoplanet Survey Satellite) - NASA Science", "TESS has been surveying the sky since 2018 and is now in its second extended mission ...", "N/A"),
        ("https://arxiv.org/abs/2103.12538", "TESS Objects of Interest Catalog from the TESS Prime Mission", "Guerrero et al. We present 2,241 TOIs identified from the TESS prime mission ...", "Mar 23, 2021"),
        ("https://www.space.com/tess-planet-candidates-7000", "TESS planet candidate count tops 7,000 | Space", "Thousands of candidates still await follow-up observations to confirm them as planets ...", "Feb 20, 2025"),
    )))
    add(rs, 17, st, t, bad=True, turn=10, kind="stored confirmed-planet count reads back with two digits swapped")


# ATP Tour news and Tennis.com records + dict_memory (clear and rebuild): clean
def t18(rs: RowSet) -> None:
    stale = {"alcaraz_slams": "5", "sinner_slams": "3", "note": "pre-Wimbledon 2025 counts"}
    st = state("2025-07-15", "Update the men's Grand Slam singles title counts after Wimbledon 2025: the all-time top three, and Carlos Alcaraz and Jannik Sinner.", stale)
    fresh = {
        "alcaraz_slams": "5 (USO 2022, W 2023, RG 2024, W 2024, RG 2025)",
        "sinner_slams": "4 (AO 2024, USO 2024, AO 2025, W 2025)",
        "top3_all_time": "Djokovic 24, Nadal 22, Federer 20"}
    t: list[tuple[str, str]] = []
    t.append((memory("retrieve_all"), everything(stale)))
    t.append((memory("remove_all"), "Successfully cleared all memory."))
    t.append((search("Wimbledon 2025 men's singles final result Sinner Alcaraz"), results(
        ("https://www.atptour.com/en/news/sinner-alcaraz-wimbledon-2025-final", "Sinner Beats Alcaraz To Win First Wimbledon Title | ATP Tour", "Jannik Sinner defeated two-time defending champion Carlos Alcaraz 4-6, 6-4, 6-4, 6-4 to become the first Italian to win the Wimbledon singles title ...", "Jul 13, 2025"),
        ("https://www.wimbledon.com/en_GB/news/articles/2025-07-13/sinner_wins_gentlemens_singles_title.html", "Sinner crowned Gentlemen's Singles champion - Wimbledon", "The world No.1 claimed his fourth Grand Slam title on Centre Court ...", "Jul 13, 2025"),
        ("https://www.bbc.com/sport/tennis/articles/cq6x4r0pp9lo", "Wimbledon 2025 results: Jannik Sinner beats Carlos Alcaraz in final - BBC Sport", "Sinner avenged his French Open final defeat five weeks earlier ...", "Jul 13, 2025"),
        ("https://en.wikipedia.org/wiki/2025_Wimbledon_Championships_%E2%80%93_Men%27s_singles", "2025 Wimbledon Championships – Men's singles - Wikipedia", "Jannik Sinner defeated Carlos Alcaraz in the final, 4–6, 6–4, 6–4, 6–4 ...", "N/A"),
        ("https://www.espn.com/tennis/story/_/id/45712345/jannik-sinner-wins-wimbledon-2025", "Sinner ends Alcaraz's Wimbledon reign to win first title at SW19 - ESPN", "Sinner, who saved three match points against Alcaraz in Paris only to lose, turned the tables in London ...", "Jul 13, 2025"),
        ("https://www.reddit.com/r/tennis/comments/1lyx0nl/post_match_thread_sinner_def_alcaraz/", "Post-Match Thread: Jannik Sinner def. Carlos Alcaraz 4-6 6-4 6-4 6-4 : r/tennis", "Redemption five weeks after Roland Garros ...", "Jul 13, 2025"),
    )))
    t.append((extract("https://www.atptour.com/en/news/sinner-alcaraz-wimbledon-2025-final", "score, date and Grand Slam tally after the final"), """# Sinner Beats Alcaraz To Win First Wimbledon Title

ATP Staff · Sunday, July 13, 2025

Jannik Sinner is the Wimbledon champion. The World No. 1 defeated two-time defending champion Carlos Alcaraz 4-6, 6-4, 6-4, 6-4 on Sunday at the All England Club to become the first Italian to lift the trophy in singles.

Five weeks after letting three championship points slip in an epic Roland Garros final, Sinner recovered from losing the opening set to take control with his first-strike tennis, breaking the Spaniard early in each of the final three sets.

With the victory, Sinner claimed his fourth Grand Slam title, after the Australian Open in 2024 and 2025 and the US Open in 2024. Alcaraz, who was attempting to win a third straight Wimbledon crown, remains on five major titles.

| | Sinner | Alcaraz |
| --- | --- | --- |
| Aces | 8 | 9 |
| Double faults | 2 | 5 |
| 1st serve points won | 77% | 65% |
| Break points converted | 4/10 | 1/5 |
| Winners | 40 | 36 |
| Time | 3h 04m | |

Alcaraz still leads their ATP Head2Head series 8-5.
"""))
    t.append((search("most Grand Slam men's singles titles all time list"), results(
        ("https://www.tennis.com/news/articles/most-grand-slam-titles-men-all-time", "Most Grand Slam singles titles in men's tennis history | Tennis.com", "Novak Djokovic leads with 24, ahead of Rafael Nadal (22) and Roger Federer (20); Pete Sampras has 14 ...", "Jul 14, 2025"),
        ("https://en.wikipedia.org/wiki/List_of_Grand_Slam_men%27s_singles_champions", "List of Grand Slam men's singles champions - Wikipedia", "Novak Djokovic holds the record for most titles, with 24 ...", "N/A"),
        ("https://www.atptour.com/en/news/grand-slam-titles-leaders", "Grand Slam Title Leaders | ATP Tour", "Active players with most majors: Djokovic 24, Alcaraz 5, Sinner 4 ...", "Jul 14, 2025"),
        ("https://www.espn.com/tennis/story/_/id/40123456/most-grand-slam-titles-men", "Which men have won the most Grand Slam titles? - ESPN", "Roy Emerson won 12 majors, all before the Open Era ...", "Jun 9, 2025"),
        ("https://www.statista.com/statistics/264868/grand-slam-titles-by-player-men/", "Men's tennis players with the most Grand Slam titles | Statista", "Djokovic 24, Nadal 22, Federer 20, Sampras 14, Emerson 12 ...", "Jul 2025"),
    )))
    t.append((extract("https://www.tennis.com/news/articles/most-grand-slam-titles-men-all-time", "ranked list of men's Grand Slam singles titles"), """# Most Grand Slam singles titles in men's tennis history

By Tennis.com · July 14, 2025

Jannik Sinner's first Wimbledon title took the Italian to four majors, one behind his rival Carlos Alcaraz. Here is where the leaders stand.

| Rank | Player | Titles | AO | RG | W | USO |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | Novak Djokovic | 24 | 10 | 3 | 7 | 4 |
| 2 | Rafael Nadal | 22 | 2 | 14 | 2 | 4 |
| 3 | Roger Federer | 20 | 6 | 1 | 8 | 5 |
| 4 | Pete Sampras | 14 | 2 | 0 | 7 | 5 |
| 5 | Roy Emerson | 12 | 6 | 2 | 2 | 2 |
| 6 | Rod Laver | 11 | 3 | 2 | 4 | 2 |
| 6 | Björn Borg | 11 | 0 | 6 | 5 | 0 |
| 8 | Bill Tilden | 10 | 0 | 0 | 3 | 7 |
| 9 | Andre Agassi | 8 | 4 | 1 | 1 | 2 |
| 9 | Jimmy Connors | 8 | 1 | 0 | 2 | 5 |
| 9 | Ivan Lendl | 8 | 2 | 3 | 0 | 3 |
| ... | | | | | | |
| — | Carlos Alcaraz | 5 | 0 | 2 | 2 | 1 |
| — | Jannik Sinner | 4 | 2 | 0 | 1 | 1 |

Nadal retired in November 2024 and Federer in September 2022; Djokovic remains active.
"""))
    t.append((memory("retrieve_all"), everything({})))
    t.append((memory("add", dict=fresh), added(*fresh)))
    t.append((memory("retrieve", key_list=["sinner_slams"]), got({"sinner_slams": fresh["sinner_slams"]})))
    t.append((memory("retrieve_all"), everything(fresh)))
    add(rs, 18, st, t)


# CTBUH Skyscraper Center tallest-buildings list + dict_memory: bad
def t19(rs: RowSet) -> None:
    st = state("2025-01-15", "List the ten tallest completed buildings per CTBUH with height in metres and feet and year of completion, and note any taller building under construction.")
    t: list[tuple[str, str]] = []
    t.append((search("CTBUH tallest buildings in the world completed list"), results(
        ("https://www.skyscrapercenter.com/buildings?status=completed&material=all&function=all&location=world&year=2025", "100 Tallest Completed Buildings in the World - The Skyscraper Center", "Burj Khalifa, Dubai, 828 m; Merdeka 118, Kuala Lumpur, 678.9 m; Shanghai Tower, 632 m; Makkah Royal Clock Tower, 601 m ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_tallest_buildings", "List of tallest buildings - Wikipedia", "This list of tallest buildings includes skyscrapers with continuously occupiable floors and a height of at least 350 m ...", "N/A"),
        ("https://www.ctbuh.org/resource/height", "CTBUH Height Criteria - Council on Tall Buildings and Urban Habitat", "Height is measured from the level of the lowest, significant, open-air, pedestrian entrance to the architectural top of the building ...", "N/A"),
        ("https://www.skyscrapercenter.com/building/merdeka-118/27894", "Merdeka 118 - The Skyscraper Center", "Height (architectural) 678.9 m / 2,227 ft; floors above ground 118; completed 2023 ...", "N/A"),
        ("https://www.cnn.com/style/article/merdeka-118-worlds-second-tallest-building", "Merdeka 118 officially named world's second-tallest building | CNN", "The Kuala Lumpur tower overtook Shanghai Tower after being certified by CTBUH ...", "Oct 6, 2022"),
        ("https://www.statista.com/statistics/236409/the-tallest-buildings-in-the-world/", "Tallest buildings in the world 2025 | Statista", "Burj Khalifa in Dubai is the world's tallest building at 828 metres ...", "Jan 2025"),
        ("https://www.archdaily.com/tag/tallest-buildings", "Tallest Buildings | ArchDaily", "Architecture news on the world's tallest towers ...", "N/A"),
    )))
    t.append((extract("https://www.skyscrapercenter.com/buildings?status=completed&material=all&function=all&location=world&year=2025", "top ten completed buildings with height, floors and completion year"), """# 100 Tallest Completed Buildings in the World

The Skyscraper Center · Council on Tall Buildings and Urban Habitat (CTBUH) · Height to architectural top

| # | Building Name | City | Height (m) | Height (ft) | Floors | Completion | Material | Function |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Burj Khalifa | Dubai | 828 | 2,717 | 163 | 2010 | steel/concrete | office / residential / hotel |
| 2 | Merdeka 118 | Kuala Lumpur | 678.9 | 2,227 | 118 | 2023 | composite | hotel / office |
| 3 | Shanghai Tower | Shanghai | 632 | 2,073 | 128 | 2015 | composite | hotel / office |
| 4 | Makkah Royal Clock Tower | Mecca | 601 | 1,972 | 120 | 2012 | steel/concrete | hotel / other |
| 5 | Ping An Finance Center | Shenzhen | 599.1 | 1,965 | 115 | 2017 | composite | office |
| 6 | Lotte World Tower | Seoul | 554.5 | 1,819 | 123 | 2017 | composite | residential / hotel / office |
| 7 | One World Trade Center | New York City | 541.3 | 1,776 | 94 | 2014 | composite | office |
| 8 | Guangzhou CTF Finance Centre | Guangzhou | 530 | 1,739 | 111 | 2016 | composite | hotel / residential / office |
| 8 | Tianjin CTF Finance Centre | Tianjin | 530 | 1,739 | 97 | 2019 | composite | hotel / serviced apartments / office |
| 10 | CITIC Tower | Beijing | 527.7 | 1,731 | 109 | 2018 | composite | office |
| 11 | TAIPEI 101 | Taipei | 508 | 1,667 | 101 | 2004 | composite | office |
| 12 | Shanghai World Financial Center | Shanghai | 492 | 1,614 | 101 | 2008 | composite | hotel / office |

Showing 1–12 of 100 · Sort by height · Export CSV
"""))
    t.append((memory("add", dict={"tallest_1_3": "Burj Khalifa 828 m / 2,717 ft (2010); Merdeka 118 678.9 m / 2,227 ft (2023); Shanghai Tower 632 m / 2,073 ft (2015)"}), added("tallest_1_3")))
    t.append((memory("add", dict={
        "tallest_4_7": "Makkah Royal Clock Tower 601 m / 1,972 ft (2012); Ping An Finance Center 599.1 m / 1,965 ft (2017); Lotte World Tower 554.5 m / 1,819 ft (2017); One WTC 541.3 m / 1,776 ft (2014)",
        "tallest_8_10": "Guangzhou CTF 530 m / 1,739 ft (2016); Tianjin CTF 530 m / 1,739 ft (2019); CITIC Tower 527.7 m / 1,731 ft (2018)"}),
        added("tallest_4_7", "tallest_8_10")))
    t.append((search("Jeddah Tower construction resumed 2025 height completion date"), results(
        ("https://www.skyscrapercenter.com/building/jeddah-tower/14261", "Jeddah Tower - The Skyscraper Center", "Status: under construction · Height: 1,000+ m (proposed) · Floors: 167 · Expected completion: 2028 ...", "N/A"),
        ("https://www.arabnews.com/node/2586512/business-economy", "Construction resumes on Jeddah Tower, set to be world's tallest | Arab News", "Jeddah Economic Company said work restarted in January after a pause of about seven years, with a target completion date in 2028 ...", "Jan 8, 2025"),
        ("https://www.cnn.com/2025/01/10/style/jeddah-tower-construction-resumes", "Construction resumes on what could be the world's tallest building | CNN", "The tower stalled at around 63 floors in 2018; contractor Saudi Binladin Group returned to site this month ...", "Jan 10, 2025"),
        ("https://en.wikipedia.org/wiki/Jeddah_Tower", "Jeddah Tower - Wikipedia", "Jeddah Tower is a skyscraper under construction in Jeddah, Saudi Arabia; planned to be the first building to reach 1 km ...", "N/A"),
        ("https://www.dezeen.com/2025/01/09/jeddah-tower-construction-resumes/", "Work restarts on Adrian Smith + Gordon Gill's Jeddah Tower - Dezeen", "Designed by Adrian Smith + Gordon Gill Architecture, the tower was originally due to complete in 2020 ...", "Jan 9, 2025"),
        ("https://www.reddit.com/r/skyscrapers/comments/1hx5k2a/jeddah_tower_construction_resumes/", "Jeddah Tower construction officially resumes : r/skyscrapers", "Cranes are moving again, about one floor every three or four days is the claim ...", "Jan 9, 2025"),
    )))
    t.append((memory("retrieve_all"), everything({
        "tallest_1_3": "Burj Khalifa 828 m / 2,717 ft (2010); Merdeka 118 678.9 m / 2,227 ft (2023); Shanghai Tower 632 m / 2,073 ft (2015)",
        "tallest_8_10": "Guangzhou CTF 530 m / 1,739 ft (2016); Tianjin CTF 530 m / 1,739 ft (2019); CITIC Tower 527.7 m / 1,731 ft (2018)"})))
    t.append((extract("https://www.arabnews.com/node/2586512/business-economy", "status, planned height and completion target of Jeddah Tower"), """# Construction resumes on Jeddah Tower, set to be world's tallest

Arab News · January 8, 2025

RIYADH: Construction has resumed on Jeddah Tower, the skyscraper intended to become the world's tallest building, after a halt of around seven years, the developer Jeddah Economic Company said.

The tower, designed by Chicago-based Adrian Smith + Gordon Gill Architecture, is planned to rise more than 1,000 meters, surpassing Dubai's 828-meter Burj Khalifa. About 63 floors had been completed when work stopped in 2018. Saudi Binladin Group, which signed a SR7.2 billion ($1.9 billion) contract in 2023 to complete the project, returned to the site in January.

The building will include a Four Seasons hotel, serviced apartments, offices, luxury condominiums and the world's highest observatory. Completion is targeted for 2028.

- Height: 1,000+ m (final height not disclosed)
- Floors: 167 (planned)
- Elevators: 59, including five double-deck units
- Location: Jeddah Economic City, north Jeddah
"""))
    t.append((memory("add", dict={"under_construction": "Jeddah Tower (Jeddah, KSA) – 1,000+ m planned, 167 floors; work resumed Jan 2025 after ~7-year halt; completion targeted 2028"}), added("under_construction")))
    t.append((search("Merdeka 118 official height 678.9 m CTBUH certification spire"), results(
        ("https://www.skyscrapercenter.com/building/merdeka-118/27894", "Merdeka 118 - The Skyscraper Center", "Height (architectural) 678.9 m / 2,227 ft; tip 678.9 m; occupied 585.3 m ...", "N/A"),
        ("https://www.ctbuh.org/news/merdeka-118-officially-certified", "Merdeka 118 Officially Certified as World's Second-Tallest Building - CTBUH", "CTBUH has certified the height of Merdeka 118 at 678.9 meters, making it the second-tallest building in the world ...", "Oct 4, 2022"),
        ("https://www.reuters.com/world/asia-pacific/malaysias-merdeka-118-second-tallest-2022-10-05/", "Malaysia's Merdeka 118 becomes world's second tallest building | Reuters", "The 118-storey tower's spire accounts for about 160 m of its height ...", "Oct 5, 2022"),
        ("https://en.wikipedia.org/wiki/Merdeka_118", "Merdeka 118 - Wikipedia", "Merdeka 118 is a 118-storey, 678.9 m (2,227 ft) megatall skyscraper in Kuala Lumpur, Malaysia ...", "N/A"),
        ("https://www.dezeen.com/2023/12/19/merdeka-118-fender-katsalidis/", "Fender Katsalidis completes Merdeka 118 in Kuala Lumpur - Dezeen", "The faceted tower is the second-tallest in the world after the Burj Khalifa ...", "Dec 19, 2023"),
    )))
    add(rs, 19, st, t, bad=True, turn=6, kind="memory key added two turns earlier is missing from retrieve_all")


# IEA Global EV Outlook and EV Data Explorer + dict_memory (key rename): clean
def t20(rs: RowSet) -> None:
    st = state("2025-05-20", "Global electric car sales in 2024 and the top markets, from the IEA Global EV Outlook 2025, compared with 2023.",
               {"ev_2023_tmp": "≈14 million electric cars sold in 2023 (18% share)"})
    t: list[tuple[str, str]] = []
    t.append((search("IEA Global EV Outlook 2025 electric car sales 2024"), results(
        ("https://www.iea.org/reports/global-ev-outlook-2025", "Global EV Outlook 2025 – Analysis - IEA", "Electric car sales exceeded 17 million globally in 2024, reaching a sales share of more than 20% ...", "May 14, 2025"),
        ("https://www.iea.org/reports/global-ev-outlook-2025/trends-in-electric-car-markets-2", "Trends in electric car markets – Global EV Outlook 2025 – Analysis - IEA", "In China, electric car sales exceeded 11 million in 2024, more than were sold globally just two years earlier ...", "May 14, 2025"),
        ("https://www.iea.org/data-and-statistics/data-tools/global-ev-data-explorer", "Global EV Data Explorer – Data Tools - IEA", "Historical EV sales, stock and charging data by country, powertrain and year ...", "N/A"),
        ("https://www.reuters.com/sustainability/climate-energy/global-ev-sales-top-17-million-2024-iea-2025-05-14/", "Global EV sales to top 20 million in 2025 despite trade tensions, IEA says | Reuters", "Sales rose more than 25% in 2024 to over 17 million, and one in four cars sold worldwide this year is expected to be electric ...", "May 14, 2025"),
        ("https://www.carbonbrief.org/iea-electric-cars-over-a-quarter-of-sales-2025/", "IEA: Electric cars set to be more than a quarter of global sales in 2025 - Carbon Brief", "China accounted for nearly two-thirds of global electric car sales in 2024 ...", "May 14, 2025"),
        ("https://electrek.co/2025/05/14/iea-global-ev-outlook-2025/", "IEA: 17 million EVs sold in 2024, over 20 million expected in 2025 - Electrek", "Europe's EV sales were flat, the US grew by about 10% ...", "May 14, 2025"),
        ("https://www.statista.com/statistics/665774/global-sales-of-plug-in-light-vehicles/", "Global plug-in electric light vehicle sales 2015-2024 | Statista", "Plug-in light vehicle sales worldwide ...", "N/A"),
    )))
    t.append((extract("https://www.iea.org/reports/global-ev-outlook-2025/trends-in-electric-car-markets-2", "2024 electric car sales, share, and the main markets"), """# Trends in electric car markets

Global EV Outlook 2025 · International Energy Agency · May 2025

## Electric car sales continued to grow in 2024, exceeding 17 million

Electric car sales exceeded 17 million globally in 2024, an increase of more than 25% on 2023. The additional 3.5 million electric cars sold in 2024 compared with 2023 is more than the total number sold in 2020. Electric cars accounted for more than 20% of new car sales worldwide.

**China** remained the growth engine. Electric car sales there exceeded 11 million, more than the total number of electric cars sold globally just two years earlier, and electric cars accounted for almost half of all car sales in China. Battery electric cars made up around 60% of China's electric car sales, with plug-in hybrids growing faster.

**Europe** saw sales stagnate at about 3.2 million, with the sales share stable at around 20%, as subsidy schemes ended in several markets, including Germany.

In the **United States**, sales grew by around 10% to more than 1.5 million, with a sales share of just over 10%.

In **emerging markets**, electric car sales increased by more than 60%, to nearly 600,000, led by Brazil, India, Indonesia, Thailand and Viet Nam.

| Region | 2023 sales (million) | 2024 sales (million) | 2024 sales share |
| --- | --- | --- | --- |
| China | 8.1 | 11.3 | ~48% |
| Europe | 3.2 | 3.2 | ~20% |
| United States | 1.4 | 1.6 | ~10% |
| Rest of the world | 1.1 | 1.2 | ~6% |
| **World** | **13.8** | **17.3** | **>20%** |

Note: "Electric cars" refers to battery electric and plug-in hybrid passenger cars. Europe includes the EU, EFTA and the United Kingdom.
"""))
    t.append((memory("add", dict={"ev_2024_global": "17.3 million (>20% of new car sales), +25%", "ev_2024_by_region": "China 11.3M (~48% share); Europe 3.2M (~20%); US 1.6M (~10%); RoW 1.2M"}), added("ev_2024_global", "ev_2024_by_region")))
    t.append((extract("https://www.iea.org/data-and-statistics/data-tools/global-ev-data-explorer", "electric car sales by region 2023 and 2024 in thousands"), """# Global EV Data Explorer

Parameter: EV sales · Mode: Cars · Powertrain: BEV + PHEV · Unit: thousand vehicles · Sorted by: Region (A–Z)

| Region | 2022 | 2023 | 2024 |
| --- | --- | --- | --- |
| Brazil | 18 | 52 | 125 |
| Canada | 120 | 190 | 250 |
| China | 6,000 | 8,100 | 11,300 |
| Europe | 2,700 | 3,200 | 3,200 |
| India | 48 | 82 | 100 |
| Japan | 90 | 140 | 115 |
| Korea | 160 | 160 | 165 |
| United States | 990 | 1,390 | 1,560 |
| World | 10,200 | 13,800 | 17,300 |

Selected regions shown; World includes all countries. Values are rounded. Source: IEA analysis based on country submissions, ACEA, EAFO, EV Volumes and Marklines.
"""))
    t.append((memory("add", dict={"ev_2023_global": "13.8 million (~18% share); China 8.1M, Europe 3.2M, US 1.39M"}), added("ev_2023_global")))
    t.append((memory("remove", key_list=["ev_2023_tmp"]), removed("ev_2023_tmp")))
    t.append((search("IEA forecast electric car sales 2025 20 million quarter of sales"), results(
        ("https://www.iea.org/reports/global-ev-outlook-2025/outlook-for-electric-mobility", "Outlook for electric mobility – Global EV Outlook 2025 – Analysis - IEA", "Electric car sales are set to exceed 20 million in 2025, more than one-quarter of cars sold worldwide ...", "May 14, 2025"),
        ("https://www.reuters.com/sustainability/climate-energy/global-ev-sales-top-17-million-2024-iea-2025-05-14/", "Global EV sales to top 20 million in 2025 despite trade tensions, IEA says | Reuters", "In the first quarter of 2025, electric car sales rose 35% year on year ...", "May 14, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-05-14/ev-sales-to-hit-20-million-this-year-iea", "EV Sales Set to Top 20 Million This Year, IEA Says - Bloomberg", "China is expected to account for around 60% of the total ...", "May 14, 2025"),
        ("https://about.bnef.com/electric-vehicle-outlook/", "Electric Vehicle Outlook | BloombergNEF", "BNEF expects 22 million passenger EV sales in 2025 ...", "N/A"),
        ("https://www.theguardian.com/environment/2025/may/14/electric-cars-quarter-global-sales-iea", "Electric cars to make up a quarter of global sales this year, IEA says", "Despite tariffs and policy uncertainty in the US, the agency expects growth in all major markets ...", "May 14, 2025"),
    )))
    t.append((memory("retrieve_all"), everything({
        "ev_2024_global": "17.3 million (>20% of new car sales), +25%",
        "ev_2024_by_region": "China 11.3M (~48% share); Europe 3.2M (~20%); US 1.6M (~10%); RoW 1.2M",
        "ev_2023_global": "13.8 million (~18% share); China 8.1M, Europe 3.2M, US 1.39M"})))
    add(rs, 20, st, t)


# Britannica reference pages (metric and imperial figures) + dict_memory: clean
def t21(rs: RowSet) -> None:
    st = state("2025-04-03", "Give the five highest mountains and the five longest rivers in the world, with metric and imperial figures.")
    t: list[tuple[str, str]] = []
    t.append((search("highest mountains in the world height meters feet", "longest rivers in the world km miles"), results(
        ("https://www.britannica.com/place/Mount-Everest", "Mount Everest | Height, Location, Map, Facts, Climbers, & Deaths | Britannica", "Mount Everest, mountain on the crest of the Great Himalayas ... Its summit is 29,032 feet (8,849 metres), as determined in 2020 ...", "N/A"),
        ("https://www.britannica.com/list/the-worlds-highest-mountains", "The World's Highest Mountains | Britannica", "Everest 29,032 ft; K2 28,251 ft; Kanchenjunga 28,169 ft; Lhotse 27,940 ft; Makalu 27,838 ft ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_highest_mountains_on_Earth", "List of highest mountains on Earth - Wikipedia", "Mount Everest 8,848.86 m (29,031.7 ft); K2 8,611 m; Kangchenjunga 8,586 m; Lhotse 8,516 m; Makalu 8,485 m ...", "N/A"),
        ("https://www.nationalgeographic.com/adventure/article/mount-everest-new-height-2020", "Mount Everest is officially taller – by nearly a metre | National Geographic", "China and Nepal jointly announced a new height of 8,848.86 metres, up from the 8,848 m figure Nepal had used since 1955 ...", "Dec 8, 2020"),
        ("https://www.britannica.com/list/the-worlds-longest-rivers", "The World's Longest Rivers | Britannica", "Nile 4,132 miles (6,650 km); Amazon about 4,000 miles (6,400 km); Yangtze 3,915 miles (6,300 km) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_river_systems_by_length", "List of river systems by length - Wikipedia", "Nile 6,650 km (4,130 mi); Amazon 6,400 km (4,000 mi); Yangtze 6,300 km (3,900 mi); Mississippi–Missouri 6,275 km (3,902 mi) ...", "N/A"),
        ("https://www.worldatlas.com/rivers/the-longest-rivers-in-the-world.html", "The 10 Longest Rivers in the World - WorldAtlas", "The Nile and the Amazon compete for the title; measurement depends on which source is chosen ...", "Feb 4, 2024"),
        ("https://www.scientificamerican.com/article/which-is-longer-amazon-or-nile-river/", "Which Is Longer, the Amazon or the Nile? - Scientific American", "Some studies put the Amazon at 6,992 km by tracing its source to the Mantaro River ...", "Mar 16, 2024"),
    )))
    t.append((extract("https://www.britannica.com/place/Mount-Everest", "official height and how it was determined"), """# Mount Everest

Mount Everest, Nepali **Sagarmatha**, Tibetan **Chomolungma**, mountain on the crest of the Great Himalayas of southern Asia that lies on the border between Nepal and the Tibet Autonomous Region of China, at 27°59′ N 86°56′ E. Reaching an elevation of 29,032 feet (8,849 metres), Mount Everest is the highest mountain in the world.

## Height

The height of the summit has been measured repeatedly:

| Survey | Height (m) | Height (ft) |
| --- | --- | --- |
| Great Trigonometrical Survey of India (1856) | 8,840 | 29,002 |
| Survey of India (1955) | 8,848 | 29,029 |
| U.S. National Geographic Society GPS survey (1999) | 8,850 | 29,035 |
| China (2005), rock height | 8,844.43 | 29,017 |
| China–Nepal joint announcement (2020) | 8,848.86 | 29,031.69 |

The 2020 figure, announced jointly by China and Nepal on December 8, 2020, includes the snow cap and is the one now generally accepted; rounded, it is 8,849 metres (29,032 feet).

## Physical features

Everest is composed of multiple layers of rock folded back on themselves (nappes). The summit rock is Ordovician limestone of the Qomolangma Formation. Glaciers cover its slopes to their bases, including the Khumbu Glacier to the southwest and the Rongbuk Glacier to the north.
"""))
    t.append((extract("https://www.britannica.com/list/the-worlds-highest-mountains", "top five mountains with heights in feet and metres"), """# The World's Highest Mountains

All of the world's 14 peaks above 8,000 metres (26,247 feet) are in the Himalaya and Karakoram ranges of Asia. Here are the five highest.

1. **Mount Everest** (Nepal/China) – 29,032 feet (8,849 metres). First summited on May 29, 1953, by Edmund Hillary and Tenzing Norgay.
2. **K2** (Pakistan/China) – 28,251 feet (8,611 metres). First summited in 1954 by Lino Lacedelli and Achille Compagnoni; first winter ascent in January 2021.
3. **Kanchenjunga** (Nepal/India) – 28,169 feet (8,586 metres). First climbed in 1955 by Joe Brown and George Band, who stopped just short of the summit out of respect for local beliefs.
4. **Lhotse** (Nepal/China) – 27,940 feet (8,516 metres). Connected to Everest by the South Col.
5. **Makalu** (Nepal/China) – 27,838 feet (8,485 metres). First climbed in 1955 by a French expedition.

Rounding note: heights are given to the nearest foot and metre; conversions use 1 m = 3.2808 ft.
"""))
    t.append((extract("https://www.britannica.com/list/the-worlds-longest-rivers", "top five rivers with lengths in miles and kilometres"), """# The World's Longest Rivers

Measuring a river is harder than it sounds: the result depends on where the source is placed, how meanders are followed and where the mouth is judged to be. Britannica uses the following lengths.

1. **Nile** (northeastern Africa) – 4,132 miles (6,650 km). Flows north to the Mediterranean Sea; its remotest headstream rises in Burundi.
2. **Amazon** (South America) – about 4,000 miles (6,400 km). Carries more water than any other river, about one-fifth of the world's river discharge.
3. **Yangtze** (China) – 3,915 miles (6,300 km). The longest river in Asia, flowing from the Tibetan Plateau to the East China Sea at Shanghai.
4. **Mississippi–Missouri** (United States) – 3,902 miles (6,275 km). Measured from the source of the Missouri's headwater Red Rock Creek to the Gulf of Mexico.
5. **Yenisey–Angara** (Russia/Mongolia) – 3,445 miles (5,539 km). Drains much of central Siberia into the Kara Sea.
"""))
    t.append((memory("add", dict={
        "mountains_top5": "Everest 8,849 m / 29,032 ft (2020 survey 8,848.86 m); K2 8,611 m / 28,251 ft; Kangchenjunga 8,586 m / 28,169 ft; Lhotse 8,516 m / 27,940 ft; Makalu 8,485 m / 27,838 ft",
        "rivers_top5": "Nile 6,650 km / 4,132 mi; Amazon ~6,400 km / ~4,000 mi (some studies 6,992 km); Yangtze 6,300 km / 3,915 mi; Mississippi–Missouri 6,275 km / 3,902 mi; Yenisey–Angara 5,539 km / 3,445 mi"}),
        added("mountains_top5", "rivers_top5")))
    t.append((memory("retrieve_all"), everything({
        "mountains_top5": "Everest 8,849 m / 29,032 ft (2020 survey 8,848.86 m); K2 8,611 m / 28,251 ft; Kangchenjunga 8,586 m / 28,169 ft; Lhotse 8,516 m / 27,940 ft; Makalu 8,485 m / 27,838 ft",
        "rivers_top5": "Nile 6,650 km / 4,132 mi; Amazon ~6,400 km / ~4,000 mi (some studies 6,992 km); Yangtze 6,300 km / 3,915 mi; Mississippi–Missouri 6,275 km / 3,902 mi; Yenisey–Angara 5,539 km / 3,445 mi"})))
    add(rs, 21, st, t)


# Box Office Mojo worldwide chart and title pages + dict_memory: bad
def t22(rs: RowSet) -> None:
    st = state("2025-01-12", "Top five highest-grossing films worldwide (unadjusted for inflation) per Box Office Mojo, with exact grosses, and how Avatar regained first place.")
    chart_url = "https://www.boxofficemojo.com/chart/top_lifetime_gross/?area=XWW"
    chart = """# Top Lifetime Grosses

Box Office Mojo by IMDbPro · Worldwide · Not adjusted for inflation

| Rank | Title | Lifetime Gross | Year |
| --- | --- | --- | --- |
| 1 | Avatar | $2,923,706,026 | 2009 |
| 2 | Avengers: Endgame | $2,799,439,100 | 2019 |
| 3 | Avatar: The Way of Water | $2,320,250,281 | 2022 |
| 4 | Titanic | $2,264,750,694 | 1997 |
| 5 | Star Wars: Episode VII - The Force Awakens | $2,071,310,218 | 2015 |
| 6 | Avengers: Infinity War | $2,052,415,039 | 2018 |
| 7 | Spider-Man: No Way Home | $1,921,847,111 | 2021 |
| 8 | Inside Out 2 | $1,698,863,816 | 2024 |
| 9 | Jurassic World | $1,671,537,444 | 2015 |
| 10 | The Lion King | $1,656,943,394 | 2019 |
| 11 | The Avengers | $1,520,538,536 | 2012 |
| 12 | Furious 7 | $1,515,341,399 | 2015 |
| 13 | Top Gun: Maverick | $1,495,696,292 | 2022 |
| 14 | Frozen II | $1,453,683,476 | 2019 |
| 15 | Barbie | $1,447,038,421 | 2023 |

Showing 1–15 of 1000 · Lifetime grosses include re-releases.
"""
    t: list[tuple[str, str]] = []
    t.append((search("highest grossing films of all time worldwide Box Office Mojo"), results(
        (chart_url, "Top Lifetime Grosses - Box Office Mojo", "1. Avatar $2,923,706,026 (2009); 2. Avengers: Endgame $2,799,439,100 (2019); 3. Avatar: The Way of Water $2,320,250,281 (2022) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_highest-grossing_films", "List of highest-grossing films - Wikipedia", "Avatar is the highest-grossing film of all time, with a worldwide gross of over $2.9 billion ...", "N/A"),
        ("https://www.the-numbers.com/box-office-records/worldwide/all-movies/cumulative/all-time", "All Time Worldwide Box Office - The Numbers", "Rank, release year, movie, worldwide box office, domestic, international ...", "N/A"),
        ("https://www.boxofficemojo.com/title/tt0499549/", "Avatar (2009) - Box Office Mojo", "Domestic $785,221,649 · International $2,138,484,377 · Worldwide $2,923,706,026 ...", "N/A"),
        ("https://www.boxofficemojo.com/title/tt4154796/", "Avengers: Endgame (2019) - Box Office Mojo", "Domestic $858,373,000 · International $1,941,066,100 · Worldwide $2,799,439,100 ...", "N/A"),
        ("https://variety.com/2024/film/box-office/inside-out-2-highest-grossing-animated-movie-1236094118/", "'Inside Out 2' Becomes Highest-Grossing Animated Movie Ever - Variety", "The Pixar sequel passed Frozen II's $1.45 billion ...", "Aug 11, 2024"),
        ("https://www.reddit.com/r/boxoffice/comments/1hr8g2k/all_time_worldwide_top_10_start_of_2025/", "All-time worldwide top 10 at the start of 2025 : r/boxoffice", "Inside Out 2 is the only 2024 release in the top 10 ...", "Jan 1, 2025"),
    )))
    t.append((extract(chart_url, "top 15 worldwide lifetime grosses"), chart))
    t.append((memory("add", dict={"top5_ww": "Avatar $2,923,706,026; Endgame $2,799,439,100; Way of Water $2,320,250,281; Titanic $2,264,750,694; Force Awakens $2,071,310,218"}), added("top5_ww")))
    t.append((extract("https://www.boxofficemojo.com/title/tt4154796/", "domestic, international and worldwide gross and release details"), """# Avengers: Endgame (2019)

After the devastating events of Avengers: Infinity War (2018), the universe is in ruins. With the help of remaining allies, the Avengers assemble once more in order to reverse Thanos' actions and restore balance to the universe.

## All Releases

| | Gross | Share |
| --- | --- | --- |
| Domestic | $858,373,000 | 30.7% |
| International | $1,941,066,100 | 69.3% |
| Worldwide | $2,799,439,100 | |

| | |
| --- | --- |
| Domestic Distributor | Walt Disney Studios Motion Pictures |
| Domestic Opening | $357,115,007 |
| Budget | $356,000,000 |
| Earliest Release Date | April 24, 2019 (Australia) |
| MPAA | PG-13 |
| Running Time | 3 hr 1 min |
| Genres | Action Adventure Drama Sci-Fi |
| IMDbPro | See more details at IMDbPro |

## By release

| Release Group | Rank | Worldwide | Domestic | International |
| --- | --- | --- | --- | --- |
| Original Release | 2 | $2,797,501,328 | $858,373,000 | $1,939,128,328 |
| 2019 Re-release ("Avengers: Endgame – Bonus") | – | $1,937,772 | – | $1,937,772 |
"""))
    t.append((search("Avatar re-release China 2021 highest grossing film again Endgame"), results(
        ("https://www.hollywoodreporter.com/movies/movie-news/avatar-box-office-china-re-release-highest-grossing-film-1234923049/", "'Avatar' Reclaims Title of Highest-Grossing Film Ever After China Re-Release", "James Cameron's 2009 film passed Avengers: Endgame on March 13, 2021, after earning more than $13 million in its first weekend back in Chinese cinemas ...", "Mar 13, 2021"),
        ("https://www.bbc.com/news/entertainment-arts-56384838", "Avatar becomes highest-grossing film of all time again - BBC News", "The re-release in China lifted its total to about $2.8 billion ...", "Mar 14, 2021"),
        ("https://deadline.com/2022/09/avatar-re-release-box-office-1235124153/", "'Avatar' Re-Release Tops Weekend Box Office, Passes $2.9 Billion Worldwide - Deadline", "Disney's remastered re-release took $30.5 million worldwide in its opening weekend, ahead of The Way of Water in December ...", "Sep 25, 2022"),
        ("https://www.boxofficemojo.com/title/tt0499549/", "Avatar (2009) - Box Office Mojo", "Domestic $785,221,649 · International $2,138,484,377 · Worldwide $2,923,706,026 ...", "N/A"),
        ("https://www.forbes.com/sites/scottmendelson/2021/03/13/box-office-avatar-passes-avengers-endgame-to-become-biggest-movie-ever/", "Box Office: 'Avatar' Passes 'Avengers: Endgame' To Become Biggest Movie Ever - Forbes", "Avatar's worldwide cume now stands at $2.802 billion ...", "Mar 13, 2021"),
    )))
    t.append((extract("https://www.boxofficemojo.com/title/tt0499549/", "domestic, international and worldwide gross by release"), """# Avatar (2009)

A paraplegic Marine dispatched to the moon Pandora on a unique mission becomes torn between following his orders and protecting the world he feels is his home.

## All Releases

| | Gross | Share |
| --- | --- | --- |
| Domestic | $785,221,649 | 26.9% |
| International | $2,138,484,377 | 73.1% |
| Worldwide | $2,923,706,026 | |

| | |
| --- | --- |
| Domestic Distributor | Twentieth Century Fox |
| Domestic Opening | $77,025,481 |
| Budget | $237,000,000 |
| Earliest Release Date | December 16, 2009 (France) |
| MPAA | PG-13 |
| Running Time | 2 hr 42 min |
| Genres | Action Adventure Fantasy Sci-Fi |

## By release

| Release Group | Worldwide | Domestic | International |
| --- | --- | --- | --- |
| Original Release | $2,743,577,587 | $749,766,139 | $1,993,811,448 |
| 2010 Special Edition | $33,161,203 | $10,741,486 | $22,419,717 |
| 2021 China Re-release | $57,887,385 | – | $57,887,385 |
| 2022 Re-release | $89,079,851 | $24,714,024 | $64,365,827 |
"""))
    t.append((memory("add", dict={"avatar_vs_endgame": "Avatar ahead by $124,266,926; retook #1 on 13 Mar 2021 via China re-release (+$57.9M), 2022 re-release added $89.1M"}), added("avatar_vs_endgame")))
    t.append((extract(chart_url, "confirm ranks 1-5 and grosses"), chart.replace("| 2 | Avengers: Endgame | $2,799,439,100 | 2019 |", "| 2 | Avengers: Endgame | $2,797,501,328 | 2019 |")))
    add(rs, 22, st, t, bad=True, turn=8, kind="worldwide gross of a film on a static chart changes on re-fetch")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
