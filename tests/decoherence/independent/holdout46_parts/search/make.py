# ruff: noqa: E501
"""Held-out set holdout46, search domain: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven are clean; eleven carry exactly one observation that contradicts an earlier observation or action.
Run from the repository root: ``python3 -m tests.decoherence.independent.holdout46_parts.search.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TASK = "search"

SYSTEM = """# Role and Objective

You are a **Search World Model** — a precise web search and information retrieval environment simulator. Your task is to simulate the execution of search and memory-related tool calls and generate realistic, contextually appropriate responses.

Your goal is to faithfully replicate real web search behaviors, webpage content extraction, and memory management operations while maintaining **factual accuracy as the top priority** and **query relevance** across the interaction sequence.

## Core Responsibilities

1. **Factuality First**: Prioritize factual accuracy over superficial relevance; never fabricate facts to appear more relevant
2. **Response Simulation**: Generate realistic tool output matching real-world search engine behavior
3. **Context Maintenance**: Track search results, extracted content, and memory state across turns
4. **Behavioral Fidelity**: Faithfully reproduce real search engine ranking, result diversity, and webpage structures

# Environment Management

Initial state is typically empty, with no prior search history or memory entries.

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

Track and maintain across turns: discovered facts, URL references, memory contents and query progression.

# Environment Execution

### web_search
Output `[N] url`, `Title:`, `Snippet:`, `Date:` blocks, about 10 results per query (for batch queries, one block of results per query). Use `N/A` for undated reference pages.

### web_extractor
Return the page as Markdown (headers, tables, lists), skipping ads and footers. Content MUST align with prior search snippets for the same URL.

### dict_memory
| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs or "Key not found" |
| `retrieve_all` | (none) | All stored key-value pairs |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Memory persists across all turns until explicitly removed; retrieve returns exactly what was stored.

# Key Principles

Format, Factuality, Consistency (with historical context, memory state and prior snippets), Realism, Quality.

# Input Definitions & Action Space

[
 {"name": "web_search", "description": "Search the web. Returns ranked results (url, title, snippet, date) for each query.", "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}}}, "required": ["queries"]}},
 {"name": "web_extractor", "description": "Fetch a webpage and return its main content as Markdown, focused on the stated goal.", "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string"}}, "required": ["url"]}},
 {"name": "dict_memory", "description": "Key-value scratchpad that persists for the session.", "parameters": {"type": "object", "properties": {"operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]}, "dict": {"type": "object"}, "key_list": {"type": "array", "items": {"type": "string"}}}, "required": ["operation"]}}
]

Reply with the tool's output after **Environment Observation:**."""


def state(date: str, memo: dict[str, str] | None = None, note: str = "") -> str:
    mem = json.dumps(memo, indent=2, ensure_ascii=False) if memo else "{} (empty)"
    out = f"Session date: {date}\nSearch history: none\nMemory store: {mem}"
    return out + (f"\n{note}" if note else "")


def multi(*blocks: tuple[str, list[tuple[str, str, str, str]]]) -> str:
    """Batch search output: one numbered block of results per query."""
    return "\n\n".join(f'=== Results for query: "{q}" ===\n\n' + results(*items) for q, items in blocks)


class Mem:
    """The dict_memory scratchpad: keeps insertion order, answers as the tool does."""

    def __init__(self, init: dict[str, str] | None = None) -> None:
        self.d: dict[str, str] = dict(init or {})

    def add(self, kv: dict[str, str]) -> tuple[str, str]:
        self.d.update(kv)
        return memory("add", dict=kv), f"Successfully added items of {list(kv)} to memory."

    def update(self, kv: dict[str, str]) -> tuple[str, str]:
        self.d.update(kv)
        return memory("update", dict=kv), f"Successfully updated items of {list(kv)} in memory."

    def remove(self, *keys: str) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=list(keys)), f"Successfully removed items of {list(keys)} from memory."

    def get(self, *keys: str, show: dict[str, str] | None = None) -> tuple[str, str]:
        got = show if show is not None else {k: self.d[k] for k in keys}
        return memory("retrieve", key_list=list(keys)), json.dumps(got, indent=2, ensure_ascii=False)

    def all(self, show: dict[str, str] | None = None) -> tuple[str, str]:
        got = show if show is not None else self.d
        return memory("retrieve_all"), json.dumps(got, indent=2, ensure_ascii=False)


# ---------------------------------------------------------------------------------------------------------


# UNESCO World Heritage 2024 session (whc.unesco.org, Wikipedia) — bad
def t01() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("UNESCO World Heritage Committee 46th session New Delhi 2024 new sites inscribed total"), results(
        ("https://whc.unesco.org/en/news/2714", "46th session of the World Heritage Committee concludes: 24 new sites inscribed", "New Delhi, 31 July 2024 – The World Heritage Committee concluded its 46th session today, having inscribed 24 new sites on the World Heritage List. The List now numbers 1,223 properties in 168 States Parties ...", "Jul 31, 2024"),
        ("https://whc.unesco.org/en/sessions/46COM/", "46th session of the World Heritage Committee (46 COM)", "Extended 46th session of the World Heritage Committee, 21-31 July 2024, Bharat Mandapam, New Delhi, India. Chairperson: Mr Vishal V. Sharma. Documents, decisions, list of nominations ...", "N/A"),
        ("https://www.thehindu.com/news/national/world-heritage-committee-session-ends-24-sites-added/article68470215.ece", "World Heritage Committee session ends in Delhi; 24 sites added to list", "The 10-day session of the UNESCO World Heritage Committee concluded at Bharat Mandapam on Wednesday with 24 properties, including Assam's Moidams, being added to the list ...", "Jul 31, 2024"),
        ("https://www.reuters.com/world/china/beijings-central-axis-gets-unesco-world-heritage-status-2024-07-27/", "Beijing's central axis gets UNESCO World Heritage status", "The 7.8-km axis running through the heart of the Chinese capital was inscribed on Saturday, bringing China's tally of World Heritage sites to 59, second only to Italy ...", "Jul 27, 2024"),
        ("https://pib.gov.in/PressReleasePage.aspx?PRID=2037522", "'Moidams' – the Mound-Burial system of the Ahom Dynasty inscribed on UNESCO World Heritage List", "The Moidams of Charaideo in Assam have been inscribed as India's 43rd World Heritage property, the first cultural property from the North-East ...", "Jul 26, 2024"),
        ("https://www.japantimes.co.jp/news/2024/07/27/japan/society/sado-gold-mines-unesco/", "Sado Island gold mines win UNESCO World Heritage status", "The Sado Island Gold Mines in Niigata Prefecture were added to the list on Saturday after Japan agreed to display the history of Korean laborers at the site ...", "Jul 27, 2024"),
        ("https://www.bbc.com/news/articles/cz9dy8kl1reo", "Flow Country becomes first peatland World Heritage Site", "The Flow Country, a vast expanse of blanket bog in Caithness and Sutherland, has been granted UNESCO World Heritage status, joining the Great Barrier Reef and Grand Canyon ...", "Jul 26, 2024"),
        ("https://www.ansa.it/english/news/lifestyle/arts/2024/07/27/appian-way-becomes-italys-60th-unesco-site_5b8e1d61.html", "Appian Way becomes Italy's 60th UNESCO World Heritage site", "Via Appia. Regina Viarum was inscribed by the World Heritage Committee in New Delhi, confirming Italy as the country with the most sites on the list ...", "Jul 27, 2024"),
        ("https://www.nationalgeographic.com/travel/article/new-unesco-world-heritage-sites-2024", "These are the newest UNESCO World Heritage Sites for 2024", "From a desert of towering dunes in Inner Mongolia to a Roman road in Italy and a Palestinian monastery, here are the places added to the list this year ...", "Aug 1, 2024"),
        ("https://en.wikipedia.org/wiki/World_Heritage_Committee", "World Heritage Committee - Wikipedia", "The World Heritage Committee selects the sites to be listed as UNESCO World Heritage Sites ... It is composed of 21 States Parties elected by the General Assembly for four-year terms ...", "N/A"),
    )))
    turns.append((extract("https://whc.unesco.org/en/news/2714", "number of sites inscribed at the 46th session and the new total on the List"), """\
# 46th session of the World Heritage Committee concludes: 24 new sites inscribed

Wednesday, 31 July 2024
Ref: UNESCO PR No. 2024/64

**New Delhi, 31 July 2024** – The extended 46th session of the World Heritage Committee, chaired by Mr Vishal V. Sharma, Permanent Delegate of India to UNESCO, closed today at Bharat Mandapam after ten days of deliberations. The Committee inscribed **24 new properties** on the World Heritage List – 19 cultural, 4 natural and 1 mixed – and approved extensions to several existing sites.

With these decisions, the World Heritage List now comprises **1,223 properties in 168 States Parties**: 952 cultural, 231 natural and 40 mixed. At the close of the 45th session in Riyadh (September 2023), the List numbered 1,199 properties.

> "Each inscription is a commitment by a State Party, and by the international community, to protect these places for future generations," said Lazare Eloundou Assomo, Director of the World Heritage Centre.

## Selected new inscriptions

| Property | State Party | Category |
| --- | --- | --- |
| Beijing Central Axis: A Building Ensemble Exhibiting the Ideal Order of the Chinese Capital | China | Cultural |
| Badain Jaran Desert – Towers of Sand and Lakes | China | Natural |
| Moidams – the Mound-Burial System of the Ahom Dynasty | India | Cultural |
| Sado Island Gold Mines | Japan | Cultural |
| Via Appia. Regina Viarum | Italy | Cultural |
| Schwerin Residence Ensemble | Germany | Cultural |
| Prehistoric Sites of Talayotic Menorca | Spain | Cultural |
| Frontiers of the Roman Empire – Dacian Limes | Romania | Cultural |
| Hegmataneh | Iran (Islamic Republic of) | Cultural |
| Al-Faw Archaeological Area | Saudi Arabia | Cultural |
| Gedeo Cultural Landscape | Ethiopia | Cultural |
| Diy-Gid-Biy Cultural Landscape of the Mandara Mountains | Cameroon | Cultural |
| Cultural Landscape of Khinalig People and "Köç Yolu" Transhumance Route | Azerbaijan | Cultural |
| Saint Hilarion Monastery/Tell Umm Amer | Palestine | Cultural |
| The Flow Country | United Kingdom | Natural |
| Lençóis Maranhenses National Park | Brazil | Natural |

The full list of inscriptions, extensions and decisions is available on the session page (46 COM).

## List of World Heritage in Danger

Saint Hilarion Monastery/Tell Umm Amer (Palestine) was inscribed simultaneously on the World Heritage List and on the List of World Heritage in Danger, under the emergency procedure, in view of the threats posed by the conflict in Gaza.

## Next session

The Committee accepted the invitation of France to hold its 47th session in 2025 at UNESCO Headquarters in Paris.

Related: 46 COM decisions | Press kit | Photos of new sites
"""))
    turns.append(m.add({
        "whc_46com_new": "24 new properties (19 cultural, 4 natural, 1 mixed); 46 COM, New Delhi, 21–31 Jul 2024",
        "whc_total_jul2024": "1,223 properties in 168 States Parties (952 C / 231 N / 40 M); was 1,199 after 45 COM Riyadh",
    }))
    turns.append((search("countries with the most UNESCO World Heritage Sites 2024 Italy 60 China 59"), results(
        ("https://en.wikipedia.org/wiki/World_Heritage_Sites_by_country", "World Heritage Sites by country - Wikipedia", "As of July 2024, there are a total of 1,223 World Heritage Sites located across 168 countries ... Italy, with 60 sites, has the most of any country, followed by China (59) ...", "N/A"),
        ("https://www.statista.com/statistics/1299738/number-of-unesco-world-heritage-sites-by-country/", "Number of UNESCO World Heritage sites by country 2024 | Statista", "As of July 2024, Italy was the country with the highest number of UNESCO World Heritage sites, with 60. China followed closely with 59 sites, while Germany ranked third ...", "Aug 5, 2024"),
        ("https://www.worldatlas.com/places/countries-with-the-most-unesco-world-heritage-sites.html", "Countries With The Most UNESCO World Heritage Sites - WorldAtlas", "Italy, China, Germany, France and Spain together account for more than 20% of all World Heritage Sites ...", "Aug 2, 2024"),
        ("https://www.ansa.it/english/news/lifestyle/arts/2024/07/27/appian-way-becomes-italys-60th-unesco-site_5b8e1d61.html", "Appian Way becomes Italy's 60th UNESCO World Heritage site", "Italy keeps its lead with 60 sites after the Via Appia inscription, one ahead of China ...", "Jul 27, 2024"),
        ("https://www.reuters.com/world/china/beijings-central-axis-gets-unesco-world-heritage-status-2024-07-27/", "Beijing's central axis gets UNESCO World Heritage status", "... bringing China's tally of World Heritage sites to 59, second only to Italy ...", "Jul 27, 2024"),
        ("https://www.dw.com/en/schwerin-palace-ensemble-named-unesco-world-heritage-site/a-69778331", "Schwerin palace ensemble named UNESCO World Heritage site", "Germany now has 54 World Heritage sites after the Schwerin Residence Ensemble in Mecklenburg-Western Pomerania was added ...", "Jul 27, 2024"),
        ("https://www.thehindu.com/news/national/moidams-india-43rd-world-heritage-site/article68448970.ece", "Moidams become India's 43rd World Heritage Site", "India now ranks sixth in the world in the number of World Heritage properties ...", "Jul 26, 2024"),
        ("https://whc.unesco.org/en/list/stat", "World Heritage List Statistics", "Number of World Heritage properties by region, by category, and by State Party; properties inscribed on the List of World Heritage in Danger ...", "N/A"),
        ("https://www.reddit.com/r/geography/comments/1eerm3b/unesco_world_heritage_sites_per_country_2024/", "UNESCO World Heritage Sites per country (2024 update) : r/geography", "Made an updated map after the New Delhi session. Italy 60, China 59, Germany 54, France 53, Spain 50 ...", "Jul 29, 2024"),
    )))
    turns.append((extract("https://en.wikipedia.org/wiki/World_Heritage_Sites_by_country", "table of countries with most sites and the overall total"), """\
# World Heritage Sites by country

From Wikipedia, the free encyclopedia

UNESCO World Heritage Sites are places of importance to cultural or natural heritage as described in the UNESCO World Heritage Convention, established in 1972. As of July 2024, there are a total of **1,223 World Heritage Sites** (952 cultural, 231 natural and 40 mixed) located across **168 countries**. Italy, with 60 sites, has the most of any country, followed by China (59), Germany (54), France (53), Spain (50) and India (43).

Sites shared between countries (transboundary properties) are counted once for each country in the table below, so the column totals exceed the number of distinct sites.

## Number of sites by country

| Country | Region | Cultural | Natural | Mixed | Total | In danger |
| --- | --- | --- | --- | --- | --- | --- |
| Italy | Europe and North America | 54 | 6 | 0 | 60 | 0 |
| China | Asia and the Pacific | 40 | 15 | 4 | 59 | 0 |
| Germany | Europe and North America | 51 | 3 | 0 | 54 | 0 |
| France | Europe and North America | 45 | 7 | 1 | 53 | 0 |
| Spain | Europe and North America | 44 | 4 | 2 | 50 | 0 |
| India | Asia and the Pacific | 35 | 7 | 1 | 43 | 0 |
| Mexico | Latin America and the Caribbean | 27 | 6 | 2 | 35 | 0 |
| United Kingdom | Europe and North America | 28 | 6 | 1 | 35 | 0 |
| Russia | Europe and North America | 21 | 11 | 0 | 32 | 0 |
| Iran | Asia and the Pacific | 26 | 2 | 0 | 28 | 0 |
| Japan | Asia and the Pacific | 21 | 5 | 0 | 26 | 0 |
| United States | Europe and North America | 12 | 12 | 1 | 25 | 1 |
| Brazil | Latin America and the Caribbean | 15 | 8 | 1 | 24 | 0 |
| Canada | Europe and North America | 10 | 10 | 2 | 22 | 0 |
| Turkey | Europe and North America | 19 | 0 | 2 | 21 | 0 |

## Changes in 2024

The 46th session of the World Heritage Committee, held in New Delhi from 21 to 31 July 2024, added 24 sites. Italy regained sole first place with the Via Appia, while China's two inscriptions (Beijing Central Axis and Badain Jaran Desert) raised its total from 57 to 59. Germany (Schwerin Residence Ensemble), Spain (Talayotic Menorca), India (Moidams), Iran (Hegmataneh), Japan (Sado Island Gold Mines), the United Kingdom (The Flow Country) and Brazil (Lençóis Maranhenses) each added one site.

## See also

- List of World Heritage Sites in danger
- Lists of World Heritage Sites
- Tentative list

## References

1. "World Heritage List". UNESCO World Heritage Centre. Retrieved 2 August 2024.
2. "46th session of the World Heritage Committee concludes: 24 new sites inscribed". UNESCO. 31 July 2024.
3. "World Heritage List Statistics". UNESCO World Heritage Centre. Retrieved 2 August 2024.

Retrieved from "https://en.wikipedia.org/w/index.php?title=World_Heritage_Sites_by_country&oldid=1238145502"
"""))
    turns.append(m.add({"top_countries_jul2024": "Italy 60, China 59, Germany 54, France 53, Spain 50, India 43"}))
    turns.append((extract("https://whc.unesco.org/en/list/", "confirm the current size of the List and the most recent inscriptions"), """\
# World Heritage List

The World Heritage List includes **1,233 properties** forming part of the cultural and natural heritage which the World Heritage Committee considers as having outstanding universal value.

[Interactive map](https://whc.unesco.org/en/interactive-map/) | [Statistics](https://whc.unesco.org/en/list/stat) | [List in Danger](https://whc.unesco.org/en/danger/) | [Download XLS / XML / KML](https://whc.unesco.org/en/syndication/)

**Filter**: Region ▾ | State Party ▾ | Category (Cultural / Natural / Mixed) ▾ | Year of inscription ▾ | Criteria ▾ | Danger ▾

## Recently inscribed (46 COM, 2024)

| Property | State Party | Year | Category |
| --- | --- | --- | --- |
| Al-Faw Archaeological Area | Saudi Arabia | 2024 | Cultural |
| Badain Jaran Desert – Towers of Sand and Lakes | China | 2024 | Natural |
| Beijing Central Axis: A Building Ensemble Exhibiting the Ideal Order of the Chinese Capital | China | 2024 | Cultural |
| Cultural Landscape of Khinalig People and "Köç Yolu" Transhumance Route | Azerbaijan | 2024 | Cultural |
| Diy-Gid-Biy Cultural Landscape of the Mandara Mountains | Cameroon | 2024 | Cultural |
| The Flow Country | United Kingdom of Great Britain and Northern Ireland | 2024 | Natural |
| Frontiers of the Roman Empire – Dacian Limes | Romania | 2024 | Cultural |
| Gedeo Cultural Landscape | Ethiopia | 2024 | Cultural |
| Hegmataneh | Iran (Islamic Republic of) | 2024 | Cultural |
| Lençóis Maranhenses National Park | Brazil | 2024 | Natural |
| Moidams – the Mound-Burial System of the Ahom Dynasty | India | 2024 | Cultural |
| Prehistoric Sites of Talayotic Menorca | Spain | 2024 | Cultural |
| Sado Island Gold Mines | Japan | 2024 | Cultural |
| Saint Hilarion Monastery/Tell Umm Amer | Palestine | 2024 | Cultural (in Danger) |
| Schwerin Residence Ensemble | Germany | 2024 | Cultural |
| Via Appia. Regina Viarum | Italy | 2024 | Cultural |

Showing 16 of 24 properties inscribed in 2024 — [show all](https://whc.unesco.org/en/list/?search=&inscription_year=2024)

## Browse by State Party

Afghanistan (2) · Albania (4) · Algeria (7) · Andorra (1) · Angola (1) · Antigua and Barbuda (1) · Argentina (12) · Armenia (3) · Australia (20) · Austria (12) · Azerbaijan (5) · … · Yemen (5) · Zambia (1) · Zimbabwe (5)

Each property page gives the Outstanding Universal Value statement, criteria, boundaries, documents and state of conservation reports.
"""))
    turns.append((search("Badain Jaran Desert World Heritage natural criteria megadunes lakes 2024 inscription"), results(
        ("https://whc.unesco.org/en/list/1638/", "Badain Jaran Desert - Towers of Sand and Lakes - UNESCO World Heritage Centre", "Located in the Alxa Plateau of the arid region of northwest China, the property features the highest stationary sand dunes on Earth and the largest number of inter-dunal lakes ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Badain_Jaran_Desert", "Badain Jaran Desert - Wikipedia", "The Badain Jaran Desert is a desert in Inner Mongolia, China. It covers an area of 49,000 km2 ... home to some of the tallest stationary dunes on Earth, more than 400 m high ...", "N/A"),
        ("https://english.news.cn/20240726/3d7f0c1e2a1b4f4c9c6c52b6a1f9e0d1/c.html", "China's Badain Jaran Desert inscribed on UNESCO World Heritage List", "The inscription was announced at the 46th session of the World Heritage Committee in New Delhi on Friday ...", "Jul 26, 2024"),
        ("https://www.iucn.org/resources/world-heritage-evaluation-badain-jaran", "IUCN World Heritage Evaluations 2024: Badain Jaran Desert", "IUCN recommended inscription under criteria (vii) and (viii), noting the megadunes and more than 100 permanent lakes fed by groundwater ...", "May 2024"),
        ("https://www.chinadaily.com.cn/a/202407/26/WS66a3a1c4a31095c51c50f3b2.html", "Badain Jaran Desert becomes China's 58th World Heritage site", "The desert in Alxa League, Inner Mongolia, became China's 58th entry; the Beijing Central Axis followed a day later ...", "Jul 26, 2024"),
        ("https://www.nature.com/articles/s41561-022-00977-3", "Groundwater sustains lakes in the Badain Jaran Desert | Nature Geoscience", "Isotopic evidence indicates that the lakes between the megadunes are sustained by groundwater recharge ...", "Jun 2022"),
        ("https://www.atlasobscura.com/places/badain-jaran-desert", "Badain Jaran Desert – Alxa League, China - Atlas Obscura", "Hidden among some of the tallest dunes in the world are dozens of colorful lakes, some fresh, some salty ...", "N/A"),
        ("https://www.bbc.com/travel/article/20240812-the-desert-lakes-of-inner-mongolia", "The desert lakes that defy the Gobi", "Singing sands, temples and turquoise lakes: a journey through China's newest natural World Heritage site ...", "Aug 12, 2024"),
    )))
    turns.append((extract("https://whc.unesco.org/en/list/1638/", "criteria and key features of the Badain Jaran Desert property"), """\
# Badain Jaran Desert – Towers of Sand and Lakes

China
Date of Inscription: 2024
Criteria: (vii)(viii)
Property: 709,000 ha
Buffer zone: 300,000 ha
Inner Mongolia Autonomous Region, Alxa League
N40 15 44 E102 21 23
Ref: 1638

## Brief synthesis

Located on the Alxa Plateau in the arid region of north-western China, the Badain Jaran Desert is the third-largest desert in China. The property contains the highest stationary sand dunes on Earth, with megadunes rising up to 460 m above the surrounding terrain, and the largest concentration of inter-dunal lakes of any sand sea, with more than 100 permanent and seasonal lakes fed by groundwater.

The interplay of megadunes and lakes produces a landscape of exceptional natural beauty: lakes of blue, green and red hues, set among dunes sculpted by the prevailing north-westerly winds, with singing sands, spring mounds and tufa pinnacles along many lake shores.

## Criterion (vii)

The property presents a spectacular landscape of star-shaped and compound megadunes interspersed with lakes. The contrast between the towering dunes and the lakes at their feet, and the seasonal changes in colour, are of exceptional aesthetic importance.

## Criterion (viii)

Badain Jaran is an outstanding example of ongoing geological processes in a sand sea: dune formation and migration, groundwater-sustained lakes in a hyper-arid climate, and the development of landforms such as booming sand and tufa. It provides a key record for understanding the evolution of desert landscapes in the mid-latitudes.

## Integrity

The property encompasses the core of the megadune and lake system and the catchments that sustain the lakes. Human use is limited to low-density herding and small-scale tourism along defined routes.

## Protection and management requirements

The property is protected under the Regulations of the People's Republic of China on Nature Reserves and is managed by the Alxa Desert National Geopark administration. The Committee requested the State Party to control tourism infrastructure around the lakes and to monitor groundwater abstraction in the wider region.

Documents: Nomination file 1638 | Advisory body evaluation (IUCN) | Decision 46 COM 8B.3
"""))
    return dict(tid="h46-search-01", turns=turns, state=state("2024-08-06"), bad=True, turn=7,
                kind="World Heritage List total shown as 1,233 although the session added 24 to 1,199 (1,223, as reported earlier)")


# Pulitzer Prizes 2024 (pulitzer.org, Playbill) — clean
def t02() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("2024 Pulitzer Prize winners fiction drama history"), results(
        ("https://www.pulitzer.org/prize-winners-by-year/2024", "2024 Pulitzer Prizes | The Pulitzer Prizes", "The 2024 Pulitzer Prize winners in Journalism and in Books, Drama and Music, announced May 6, 2024 ...", "May 6, 2024"),
        ("https://www.nytimes.com/2024/05/06/arts/pulitzer-prize-winners-list.html", "Pulitzer Prizes 2024: See the Full List of Winners", "Jayne Anne Phillips won the fiction prize for \"Night Watch\"; Eboni Booth's \"Primary Trust\" won for drama; the history prize was shared ...", "May 6, 2024"),
        ("https://apnews.com/article/pulitzer-prizes-2024-winners-list-3f1b0c2a7e", "Here is the list of 2024 Pulitzer Prize winners | AP News", "Here is a list of winners of the 2024 Pulitzer Prizes in journalism and the arts, announced Monday at Columbia University ...", "May 6, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Pulitzer_Prize", "2024 Pulitzer Prize - Wikipedia", "The 2024 Pulitzer Prizes were awarded by the Pulitzer Prize Board for work during the 2023 calendar year. Prize winners and nominated finalists were announced on May 6, 2024 ...", "N/A"),
        ("https://www.playbill.com/article/primary-trust-wins-2024-pulitzer-prize-for-drama", "Primary Trust Wins 2024 Pulitzer Prize for Drama | Playbill", "Eboni Booth's play, which premiered at Roundabout Theatre Company in 2023, was chosen over finalists ...", "May 6, 2024"),
        ("https://lithub.com/here-are-the-winners-of-the-2024-pulitzer-prizes-in-letters/", "Here are the winners of the 2024 Pulitzer Prizes in Letters | Literary Hub", "Night Watch, King: A Life, Liliana's Invincible Summer, Tripas and A Day in the Life of Abed Salama take home prizes ...", "May 6, 2024"),
        ("https://www.theguardian.com/books/2024/may/06/pulitzer-prize-2024-winners-jayne-anne-phillips-night-watch", "Jayne Anne Phillips wins Pulitzer prize for fiction with Night Watch", "The novel, set in a West Virginia asylum after the civil war, was praised by the board as \"a richly layered novel\" ...", "May 6, 2024"),
        ("https://www.npr.org/2024/05/06/1249387221/pulitzer-prizes-2024-winners", "2024 Pulitzer Prizes: ProPublica wins public service award | NPR", "ProPublica won the prize for public service for its reporting on the ethics of Supreme Court justices ...", "May 6, 2024"),
        ("https://www.publishersweekly.com/pw/by-topic/industry-news/awards-and-prizes/article/95013-night-watch-wins-2024-pulitzer-for-fiction.html", "'Night Watch' Wins 2024 Pulitzer for Fiction", "Knopf's Night Watch by Jayne Anne Phillips took the fiction prize; the other finalists were Wednesday's Child by Yiyun Li and This Strange Eventful History by Claire Messud ...", "May 6, 2024"),
    )))
    turns.append((extract("https://www.pulitzer.org/prize-winners-by-year/2024", "winners of the Books, Drama and Music categories with publishers"), """\
# 2024 Pulitzer Prizes

Announced May 6, 2024

## Journalism

| Category | Winner |
| --- | --- |
| Public Service | ProPublica — for groundbreaking and courageous reporting that pierced the thick wall of secrecy surrounding the Supreme Court to reveal how a small group of politically connected billionaires wined, dined and vacationed with justices |
| Breaking News Reporting | Staff of the Lewiston Sun Journal |
| Investigative Reporting | Hannah Dreier of The New York Times |
| Explanatory Reporting | Jennifer Senior of The Atlantic |
| Local Reporting | Sarah Conway of City Bureau and Trina Reynolds-Tyler of Invisible Institute |
| National Reporting | Staff of Reuters; Staff of The Washington Post |
| International Reporting | Staff of The New York Times |
| Feature Writing | Katie Engelhart, contributing writer, The New York Times |
| Commentary | Vladimir Kara-Murza, contributor, The Washington Post |
| Criticism | Justin Chang of the Los Angeles Times |
| Editorial Writing | David E. Hoffman of The Washington Post |
| Illustrated Reporting and Commentary | Medar de la Cruz, contributor, The New Yorker |
| Breaking News Photography | Photography Staff of Reuters |
| Feature Photography | Photography Staff of Associated Press |
| Audio Reporting | Staff of Futuro Media and PRX |

## Books, Drama and Music

| Category | Work | Author / Composer | Publisher / Producer |
| --- | --- | --- | --- |
| Fiction | *Night Watch* | Jayne Anne Phillips | Knopf |
| Drama | *Primary Trust* | Eboni Booth | |
| History | *No Right to an Honest Living: The Struggles of Boston's Black Workers in the Civil War Era* | Jacqueline Jones | Basic Books |
| History | *The Rediscovery of America: Native Peoples and the Unmaking of U.S. History* | Ned Blackhawk | Yale University Press |
| Biography | *King: A Life* | Jonathan Eig | Farrar, Straus and Giroux |
| Memoir or Autobiography | *Liliana's Invincible Summer: A Sister's Search for Justice* | Cristina Rivera Garza | Hogarth |
| Poetry | *Tripas* | Brandon Som | Georgia Review Books |
| General Nonfiction | *A Day in the Life of Abed Salama: Anatomy of a Jerusalem Tragedy* | Nathan Thrall | Metropolitan Books |
| Music | *Adagio (For Wadada Leo Smith)* | Tyshawn Sorey | |

## Special Citation

Greg Tate (1957–2021), for his enduring contributions to music criticism and culture.

[Finalists](https://www.pulitzer.org/finalists/2024) | [Board](https://www.pulitzer.org/board) | [Jurors](https://www.pulitzer.org/jurors/2024)
"""))
    turns.append(m.add({
        "fiction_2024": "Night Watch — Jayne Anne Phillips (Knopf)",
        "drama_2024": "Primary Trust — Eboni Booth",
        "history_2024": "The Rediscovery of America — Ned Blackhawk (Yale University Press)",
    }))
    turns.append((search("2024 Pulitzer history prize shared Jacqueline Jones Ned Blackhawk"), results(
        ("https://www.bu.edu/articles/2024/jacqueline-jones-pulitzer-prize-no-right-to-an-honest-living/", "Historian Jacqueline Jones Wins Pulitzer Prize for History | BU Today", "Jones shares the 2024 Pulitzer Prize in History with Yale's Ned Blackhawk for No Right to an Honest Living ...", "May 7, 2024"),
        ("https://news.yale.edu/2024/05/06/ned-blackhawk-awarded-pulitzer-prize-history", "Ned Blackhawk awarded Pulitzer Prize in History | YaleNews", "Blackhawk's The Rediscovery of America, which also won the 2023 National Book Award for Nonfiction, shares this year's prize ...", "May 6, 2024"),
        ("https://www.pulitzer.org/prize-winners-by-year/2024", "2024 Pulitzer Prizes | The Pulitzer Prizes", "History: No Right to an Honest Living, by Jacqueline Jones (Basic Books); The Rediscovery of America, by Ned Blackhawk (Yale University Press) ...", "May 6, 2024"),
        ("https://en.wikipedia.org/wiki/Pulitzer_Prize_for_History", "Pulitzer Prize for History - Wikipedia", "The prize has been shared on several occasions ... 2024: Jacqueline Jones and Ned Blackhawk ...", "N/A"),
        ("https://www.basicbooks.com/titles/jacqueline-jones/no-right-to-an-honest-living/9781541600638/", "No Right to an Honest Living by Jacqueline Jones | Basic Books", "WINNER OF THE 2024 PULITZER PRIZE IN HISTORY. A history of Black workers in Civil War-era Boston ...", "N/A"),
        ("https://www.nytimes.com/2024/05/06/arts/pulitzer-prize-winners-list.html", "Pulitzer Prizes 2024: See the Full List of Winners", "The history prize was shared by Jacqueline Jones and Ned Blackhawk ...", "May 6, 2024"),
        ("https://historynewsnetwork.org/article/186014", "Two Historians Share the 2024 History Pulitzer | HNN", "Jones and Blackhawk split this year's prize, a rare shared award in the category ...", "May 8, 2024"),
        ("https://www.goodreads.com/book/show/61273102-the-rediscovery-of-america", "The Rediscovery of America by Ned Blackhawk | Goodreads", "Pulitzer Prize winner, National Book Award winner ...", "N/A"),
    )))
    turns.append(m.update({"history_2024": "Shared: The Rediscovery of America — Ned Blackhawk (Yale UP); No Right to an Honest Living — Jacqueline Jones (Basic Books)"}))
    turns.append((extract("https://www.playbill.com/article/primary-trust-wins-2024-pulitzer-prize-for-drama", "production history of Primary Trust and the drama finalists"), """\
# Primary Trust Wins 2024 Pulitzer Prize for Drama

By Logan Culwell-Block
May 6, 2024 · Updated May 7, 2024

Eboni Booth's *Primary Trust* has won the 2024 Pulitzer Prize for Drama. The Pulitzer board cited the play as "a wry, heartwarming play about a man who emerges from loneliness to discover new friendships" and the "small-town goodness" of its characters.

*Primary Trust* premiered Off-Broadway at Roundabout Theatre Company's Laura Pels Theatre in the Harold and Miriam Steinberg Center for Theatre in May 2023, directed by Knud Adams. The production starred William Jackson Harper as Kenneth, a bookstore worker in the fictional town of Cranberry, New York, whose life is upended when he loses his job; April Matthis, Jay O. Sanders and Eric Berryman completed the cast.

The play was developed through Roundabout's new-play programs and was first announced as part of Roundabout's 2022–2023 season. It was published by Theatre Communications Group in 2024, and several regional productions have been announced for the 2024–2025 season.

## Finalists

The other finalists in the Drama category were:

- *Dig* by Theresa Rebeck
- *Pre-Existing Condition* by Marin Ireland

## About the Pulitzer Prize for Drama

The award, given "for a distinguished play by an American author, preferably original in its source and dealing with American life," carries a $15,000 prize. Recent winners include *English* by Sanaz Toossi (2023), *Fat Ham* by James Ijames (2022) and *The Hot Wing King* by Katori Hall (2021).

Related: Pulitzer Prize for Drama Winners Through the Years | Eboni Booth on Writing Primary Trust
"""))
    turns.append(m.all())
    return dict(tid="h46-search-02", turns=turns, state=state("2024-05-09"), bad=False)


# Emmy nominations and wins 2024 (Variety, Wikipedia) — clean
def t03() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("2024 Emmy nominations most nominated shows Shogun 25 The Bear 23"), results(
        ("https://variety.com/2024/tv/news/emmy-nominations-2024-list-nominees-1236074371/", "Emmy Nominations 2024: 'Shōgun' Leads With 25, 'The Bear' Sets Comedy Record - Variety", "FX's \"Shōgun\" led the 76th Primetime Emmy nominations with 25, while \"The Bear\" broke the record for most nominations for a comedy series in a single year with 23 ...", "Jul 17, 2024"),
        ("https://www.emmys.com/awards/nominations/award-search?year=2024", "76th Emmy Awards Nominees and Winners | Television Academy", "Search the complete list of nominees for the 76th Primetime Emmy Awards by program, category or network ...", "N/A"),
        ("https://www.hollywoodreporter.com/tv/tv-news/emmys-2024-nominations-list-1235951120/", "Emmys 2024: Full List of Nominations - The Hollywood Reporter", "Shōgun, The Bear and Only Murders in the Building topped the nominations, announced Wednesday morning by Tony Hale and Sheryl Lee Ralph ...", "Jul 17, 2024"),
        ("https://www.nytimes.com/2024/07/17/arts/television/emmy-nominations-list.html", "Emmy Nominations 2024: The Full List - The New York Times", "HBO and Netflix each received 107 nominations; FX was third with 93 ...", "Jul 17, 2024"),
        ("https://en.wikipedia.org/wiki/76th_Primetime_Emmy_Awards", "76th Primetime Emmy Awards - Wikipedia", "The 76th Primetime Emmy Awards honored the best in American prime time television programming from June 1, 2023, until May 31, 2024 ...", "N/A"),
        ("https://deadline.com/2024/07/emmy-nominations-2024-by-network-platform-1236014792/", "Emmy Nominations By Network & Platform: HBO/Max & Netflix Tie At 107", "HBO/Max and Netflix tied for the lead with 107 nominations each, followed by FX at 93 and Apple TV+ at 72 ...", "Jul 17, 2024"),
        ("https://www.goldderby.com/article/2024/emmy-nominations-2024-snubs-surprises/", "2024 Emmy nominations snubs and surprises - Gold Derby", "Biggest snubs and surprises from Wednesday's nominations announcement ...", "Jul 17, 2024"),
        ("https://www.indiewire.com/awards/results/emmy-nominations-2024-full-list-1235025001/", "2024 Emmy Nominations: Full List of Nominees | IndieWire", "\"The Bear\" earned 23 nominations, the most ever for a comedy series ...", "Jul 17, 2024"),
        ("https://www.reddit.com/r/television/comments/1e5gkeb/76th_primetime_emmy_nominations_announced/", "76th Primetime Emmy Nominations announced : r/television", "Shogun 25, The Bear 23, Only Murders 21, True Detective 19 ...", "Jul 17, 2024"),
    )))
    turns.append((extract("https://variety.com/2024/tv/news/emmy-nominations-2024-list-nominees-1236074371/", "nomination totals by program and network"), """\
# Emmy Nominations 2024: 'Shōgun' Leads With 25, 'The Bear' Sets Comedy Record

By Michael Schneider
July 17, 2024 8:30am PT

FX's epic *Shōgun* led all programs with 25 nominations for the 76th Primetime Emmy Awards, announced Wednesday morning by Tony Hale and Sheryl Lee Ralph. FX's *The Bear* scored 23 nominations, breaking the record for most nominations by a comedy series in a single year, previously held by *Ted Lasso* (20, in 2021).

The ceremony will take place Sunday, Sept. 15, at the Peacock Theater in Los Angeles, and will air live on ABC, hosted by father-and-son duo Eugene Levy and Dan Levy. The Creative Arts Emmys will be handed out over two nights, Sept. 7 and 8.

## Most-nominated programs

| Program | Network | Nominations |
| --- | --- | --- |
| Shōgun | FX | 25 |
| The Bear | FX | 23 |
| Only Murders in the Building | Hulu | 21 |
| True Detective: Night Country | HBO | 19 |
| The Crown | Netflix | 18 |
| Hacks | Max | 17 |
| Mr. & Mrs. Smith | Prime Video | 16 |
| The Morning Show | Apple TV+ | 16 |
| Fargo | FX | 15 |
| Saturday Night Live | NBC | 15 |

## Nominations by network/platform

| Network | 2024 | 2023 |
| --- | --- | --- |
| HBO/Max | 107 | 127 |
| Netflix | 107 | 103 |
| FX | 93 | 91 |
| Apple TV+ | 72 | 54 |
| Hulu | 60 | 34 |
| Prime Video | 43 | 30 |
| ABC | 36 | 38 |
| NBC | 36 | 52 |

*Shōgun*'s 25 nominations are the most for a drama series since *Game of Thrones* (32 in 2019). The drama series race also includes *The Crown*, *Fallout*, *The Gilded Age*, *The Morning Show*, *Mr. & Mrs. Smith*, *Slow Horses* and *3 Body Problem*.

In comedy, *The Bear* will face *Abbott Elementary*, *Curb Your Enthusiasm*, *Hacks*, *Only Murders in the Building*, *Palm Royale*, *Reservation Dogs* and *What We Do in the Shadows*.

Related: Emmy Predictions | Full List of Nominees | Snubs and Surprises
"""))
    turns.append(m.add({
        "shogun_noms": "25 nominations (most in 2024)",
        "the_bear_noms": "23 nominations (record for a comedy series in one year; prev. Ted Lasso 20)",
    }))
    turns.append((search("Shogun Emmy wins record 18 single season 2024 The Bear 11 wins"), results(
        ("https://variety.com/2024/tv/news/shogun-emmys-record-most-wins-single-season-1236144517/", "'Shōgun' Sets Emmy Record With 18 Wins in a Single Season", "FX's \"Shōgun\" won 18 Emmys, the most ever for a single season of television, after adding four trophies Sunday night to the 14 it won at the Creative Arts Emmys ...", "Sep 16, 2024"),
        ("https://www.nytimes.com/2024/09/15/arts/television/emmys-winners-list.html", "Emmys 2024: Full List of Winners - The New York Times", "\"Shōgun\" won best drama series, \"Hacks\" won best comedy series and \"Baby Reindeer\" won best limited series ...", "Sep 15, 2024"),
        ("https://www.hollywoodreporter.com/tv/tv-news/emmys-2024-winners-list-1236000512/", "Emmys 2024 Winners List - The Hollywood Reporter", "Hiroyuki Sanada and Anna Sawai won the lead drama acting prizes; Jeremy Allen White repeated for The Bear ...", "Sep 15, 2024"),
        ("https://deadline.com/2024/09/emmys-2024-fx-record-wins-network-tally-1236089981/", "FX Sets Record With 36 Emmy Wins; Netflix, HBO/Max Trail", "FX's 36 wins are the most for any network or platform in a single year ...", "Sep 16, 2024"),
        ("https://en.wikipedia.org/wiki/76th_Primetime_Emmy_Awards", "76th Primetime Emmy Awards - Wikipedia", "Shōgun received the most awards with 18, setting a record for a single season of a series ...", "N/A"),
        ("https://www.indiewire.com/awards/results/the-bear-emmys-2024-wins-comedy-record-1235047771/", "'The Bear' Wins 11 Emmys, Breaking Its Own Comedy Record — but Loses Top Prize to 'Hacks'", "The FX series won 11 awards in total, the most for a comedy in a single year ...", "Sep 16, 2024"),
        ("https://apnews.com/article/emmys-2024-shogun-hacks-baby-reindeer-winners", "'Shōgun' makes Emmy history as 'Hacks' upsets 'The Bear' | AP News", "The Japanese-language drama set a record for wins; Hacks took best comedy in an upset ...", "Sep 16, 2024"),
        ("https://www.goldderby.com/article/2024/emmy-winners-list-76th-primetime/", "2024 Emmy winners: Full list, including Creative Arts - Gold Derby", "Complete list of winners from the Creative Arts ceremonies (Sept. 7–8) and the Primetime telecast (Sept. 15) ...", "Sep 16, 2024"),
    )))
    turns.append((extract("https://en.wikipedia.org/wiki/76th_Primetime_Emmy_Awards", "ceremony details and awards per program"), """\
# 76th Primetime Emmy Awards

From Wikipedia, the free encyclopedia

| 76th Primetime Emmy Awards | |
| --- | --- |
| Date | September 15, 2024 |
| Location | Peacock Theater, Los Angeles, California |
| Presented by | Academy of Television Arts & Sciences |
| Hosted by | Dan Levy, Eugene Levy |
| Most awards | Shōgun (18) |
| Most nominations | Shōgun (25) |
| Outstanding Comedy Series | Hacks |
| Outstanding Drama Series | Shōgun |
| Outstanding Limited or Anthology Series | Baby Reindeer |
| Network | ABC |
| Viewership | 6.87 million |

The **76th Primetime Emmy Awards** honored the best in American prime time television programming from June 1, 2023, until May 31, 2024, as chosen by the Academy of Television Arts & Sciences. The ceremony was held on September 15, 2024, at the Peacock Theater in Downtown Los Angeles. The Creative Arts Emmy Awards were presented on September 7 and 8.

The nominations were announced on July 17, 2024, by Tony Hale and Sheryl Lee Ralph. *Shōgun* led all programs with 25 nominations, and *The Bear* set a record for a comedy series with 23.

*Shōgun* won 18 awards, including 14 at the Creative Arts ceremonies, setting a record for the most Emmys won by a single season of a television series. FX won 36 awards in total, a record for a network in a single year.

## Winners (selected)

| Category | Winner |
| --- | --- |
| Outstanding Drama Series | Shōgun (FX) |
| Outstanding Comedy Series | Hacks (Max) |
| Outstanding Limited or Anthology Series | Baby Reindeer (Netflix) |
| Lead Actor in a Drama Series | Hiroyuki Sanada – Shōgun |
| Lead Actress in a Drama Series | Anna Sawai – Shōgun |
| Lead Actor in a Comedy Series | Jeremy Allen White – The Bear |
| Lead Actress in a Comedy Series | Jean Smart – Hacks |
| Supporting Actor in a Comedy Series | Ebon Moss-Bachrach – The Bear |
| Supporting Actress in a Comedy Series | Liza Colón-Zayas – The Bear |
| Directing for a Drama Series | Frederick E. O. Toye – Shōgun ("Crimson Sky") |
| Directing for a Comedy Series | Christopher Storer – The Bear ("Fishes") |

## Programs with multiple awards

| Program | Network | Awards |
| --- | --- | --- |
| Shōgun | FX | 18 |
| The Bear | FX | 11 |
| Baby Reindeer | Netflix | 6 |
| Hacks | Max | 4 |
| The Crown | Netflix | 3 |
| Fargo | FX | 2 |
| Saturday Night Live | NBC | 2 |

## Programs with multiple nominations

| Program | Network | Nominations |
| --- | --- | --- |
| Shōgun | FX | 25 |
| The Bear | FX | 23 |
| Only Murders in the Building | Hulu | 21 |
| True Detective: Night Country | HBO | 19 |
| The Crown | Netflix | 18 |
| Hacks | Max | 17 |

## See also

- 76th Primetime Creative Arts Emmy Awards
- 2024 in American television
"""))
    turns.append(m.update({
        "shogun_noms": "25 nominations (most in 2024); won 18 (14 Creative Arts + 4 telecast) — single-season record",
        "the_bear_noms": "23 nominations (comedy record); won 11 — but lost Comedy Series to Hacks",
    }))
    turns.append((search("Hacks wins outstanding comedy series 2024 Emmys upset The Bear Jean Smart"), results(
        ("https://apnews.com/article/emmys-2024-shogun-hacks-baby-reindeer-winners", "'Shōgun' makes Emmy history as 'Hacks' upsets 'The Bear' | AP News", "\"Hacks\" won best comedy series in an upset over \"The Bear,\" which had been the favorite after winning last January ...", "Sep 16, 2024"),
        ("https://www.vulture.com/article/emmys-2024-hacks-wins-best-comedy-series.html", "Hacks Beat The Bear for Best Comedy Series. Good.", "Lucia Aniello, Paul W. Downs and Jen Statsky accepted the award; Jean Smart won lead actress for the third time for the role ...", "Sep 16, 2024"),
        ("https://variety.com/2024/tv/news/hacks-wins-comedy-series-emmys-2024-1236144301/", "'Hacks' Wins Comedy Series Emmy, Ending 'The Bear' Streak", "Max's \"Hacks\" took the top comedy prize, one of its four wins this year ...", "Sep 15, 2024"),
        ("https://www.hollywoodreporter.com/tv/tv-news/jean-smart-emmys-2024-hacks-1236000623/", "Jean Smart Wins Third Emmy for 'Hacks'", "Smart won lead actress in a comedy series for the third time for her role as Deborah Vance ...", "Sep 15, 2024"),
        ("https://www.indiewire.com/awards/results/the-bear-emmys-2024-wins-comedy-record-1235047771/", "'The Bear' Wins 11 Emmys, Breaking Its Own Comedy Record — but Loses Top Prize to 'Hacks'", "The FX series won 11 awards in total ...", "Sep 16, 2024"),
        ("https://www.theguardian.com/tv-and-radio/2024/sep/16/emmys-2024-hacks-the-bear-comedy-debate", "Is The Bear a comedy? The Emmys may finally have answered", "Voters handed the comedy series prize to Hacks ...", "Sep 16, 2024"),
        ("https://www.reddit.com/r/television/comments/1fhq3m1/hacks_wins_outstanding_comedy_series/", "Hacks wins Outstanding Comedy Series : r/television", "Didn't expect that after The Bear swept the acting categories ...", "Sep 16, 2024"),
    )))
    turns.append(m.get("shogun_noms", "the_bear_noms"))
    return dict(tid="h46-search-03", turns=turns, state=state("2024-09-17"), bad=False)


# Tony Awards 2024 (Wikipedia, Playbill) — bad
def t04() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("77th Tony Awards 2024 winners Best Musical Best Play"), results(
        ("https://en.wikipedia.org/wiki/77th_Tony_Awards", "77th Tony Awards - Wikipedia", "The 77th Tony Awards were held on June 16, 2024, at the David H. Koch Theater in New York City ... hosted by Ariana DeBose ...", "N/A"),
        ("https://www.tonyawards.com/winners/", "2024 Tony Award Winners | The American Theatre Wing's Tony Awards", "Best Musical: The Outsiders. Best Play: Stereophonic. Best Revival of a Musical: Merrily We Roll Along. Best Revival of a Play: Appropriate ...", "N/A"),
        ("https://www.nytimes.com/2024/06/16/theater/tony-awards-winners-list.html", "Tony Awards 2024: Full List of Winners - The New York Times", "\"The Outsiders\" won best musical and \"Stereophonic\" won best play at a ceremony that celebrated a strong season for new work ...", "Jun 16, 2024"),
        ("https://www.playbill.com/article/the-outsiders-stereophonic-win-top-prizes-at-2024-tony-awards", "The Outsiders, Stereophonic Win Top Prizes at 2024 Tony Awards | Playbill", "Stereophonic led the night with five wins, while The Outsiders, Merrily We Roll Along each took home four ...", "Jun 16, 2024"),
        ("https://variety.com/2024/legit/news/tony-awards-2024-winners-list-1236037562/", "Tony Awards 2024 Winners List - Variety", "Jonathan Groff and Daniel Radcliffe won for Merrily We Roll Along; Maleah Joi Moon won for Hell's Kitchen ...", "Jun 16, 2024"),
        ("https://apnews.com/article/tony-awards-2024-winners-outsiders-stereophonic", "'The Outsiders' wins best new musical at the Tony Awards | AP News", "The musical adaptation of S.E. Hinton's novel, co-produced by Angelina Jolie, won the top prize ...", "Jun 17, 2024"),
        ("https://www.broadwayworld.com/article/Full-List-2024-Tony-Award-Winners-20240616", "Full List: 2024 Tony Award Winners | BroadwayWorld", "See the complete list of winners of the 77th Annual Tony Awards, presented at Lincoln Center ...", "Jun 16, 2024"),
        ("https://www.theguardian.com/stage/2024/jun/17/tony-awards-2024-winners-outsiders-stereophonic", "Tony awards 2024: The Outsiders and Stereophonic take top prizes", "Sarah Paulson won best actress in a play for Appropriate; Jeremy Strong for An Enemy of the People ...", "Jun 17, 2024"),
        ("https://www.reddit.com/r/Broadway/comments/1dhmb3y/2024_tony_awards_winners_megathread/", "2024 Tony Awards Winners Megathread : r/Broadway", "Outsiders winning Best Musical over Hell's Kitchen and Suffs ...", "Jun 17, 2024"),
    )))
    turns.append((extract("https://en.wikipedia.org/wiki/77th_Tony_Awards", "ceremony facts, nominations and wins per production"), """\
# 77th Tony Awards

From Wikipedia, the free encyclopedia

| 77th Tony Awards | |
| --- | --- |
| Date | June 16, 2024 |
| Location | David H. Koch Theater, Lincoln Center, New York City |
| Hosted by | Ariana DeBose |
| Most wins | Stereophonic (5) |
| Most nominations | Hell's Kitchen and Stereophonic (13) |
| Television/radio coverage | CBS, Paramount+, Pluto TV |
| Produced by | Ricky Kirshner, Glenn Weiss |

The **77th Tony Awards** were held on June 16, 2024, to recognize achievement in Broadway productions during the 2023–24 season. The ceremony was held at the David H. Koch Theater at Lincoln Center in New York City, and was hosted by Ariana DeBose for the third consecutive year. It was broadcast on CBS and streamed on Paramount+.

The nominations were announced on April 30, 2024. *Hell's Kitchen* and *Stereophonic* received the most nominations with 13 each; *Stereophonic*'s total set a record for the most nominations received by a play, surpassing the 12 received by *Slave Play* in 2020.

## Winners (selected)

| Category | Winner |
| --- | --- |
| Best Musical | The Outsiders |
| Best Play | Stereophonic |
| Best Revival of a Musical | Merrily We Roll Along |
| Best Revival of a Play | Appropriate |
| Best Actor in a Musical | Jonathan Groff – Merrily We Roll Along |
| Best Actress in a Musical | Maleah Joi Moon – Hell's Kitchen |
| Best Actor in a Play | Jeremy Strong – An Enemy of the People |
| Best Actress in a Play | Sarah Paulson – Appropriate |
| Best Direction of a Musical | Danya Taymor – The Outsiders |
| Best Direction of a Play | Daniel Aukin – Stereophonic |
| Best Book of a Musical | Suffs – Shaina Taub |
| Best Original Score | Suffs – Shaina Taub |

## Productions with multiple nominations

| Production | Nominations |
| --- | --- |
| Hell's Kitchen | 13 |
| Stereophonic | 13 |
| The Outsiders | 12 |
| Cabaret at the Kit Kat Club | 9 |
| Appropriate | 8 |
| Merrily We Roll Along | 7 |
| Water for Elephants | 7 |
| Suffs | 6 |
| Illinoise | 4 |
| The Notebook | 3 |

## Productions with multiple wins

| Production | Wins |
| --- | --- |
| Stereophonic | 5 |
| The Outsiders | 4 |
| Merrily We Roll Along | 4 |
| Appropriate | 3 |
| Hell's Kitchen | 2 |
| Suffs | 2 |

## See also

- Drama Desk Awards
- 2024 Laurence Olivier Awards
- List of Tony Award records
"""))
    turns.append(m.add({
        "tony2024_best_musical": "The Outsiders (12 noms, 4 wins)",
        "tony2024_best_play": "Stereophonic (13 noms, 5 wins — most of the night)",
    }))
    turns.append((search("Stereophonic 13 Tony nominations record most nominated play ever Slave Play"), results(
        ("https://www.nytimes.com/2024/04/30/theater/tony-nominations-2024.html", "Tony Nominations 2024: 'Hell's Kitchen' and 'Stereophonic' Lead - The New York Times", "David Adjmi's \"Stereophonic,\" about a 1970s band recording an album, received 13 nominations, the most ever for a play ...", "Apr 30, 2024"),
        ("https://www.playbill.com/article/stereophonic-breaks-record-for-most-tony-nominations-for-a-play", "Stereophonic Breaks Record for Most Tony Nominations for a Play | Playbill", "With 13 nods, the drama surpasses Slave Play's record of 12 set in 2020 ...", "Apr 30, 2024"),
        ("https://variety.com/2024/legit/news/tony-nominations-2024-list-1235986111/", "Tony Nominations 2024: Full List - Variety", "Hell's Kitchen and Stereophonic lead with 13 nominations each; The Outsiders follows with 12 ...", "Apr 30, 2024"),
        ("https://en.wikipedia.org/wiki/Stereophonic_(play)", "Stereophonic (play) - Wikipedia", "Stereophonic is a play by David Adjmi with music by Will Butler ... It received 13 Tony Award nominations, the most for a play in history, and won five, including Best Play ...", "N/A"),
        ("https://www.broadwayworld.com/article/Which-Plays-Have-Received-the-Most-Tony-Nominations-20240430", "Which Plays Have Received the Most Tony Nominations?", "Stereophonic (13), Slave Play (12), Angels in America: Millennium Approaches ...", "Apr 30, 2024"),
        ("https://www.vulture.com/article/stereophonic-review-broadway-golden-theatre.html", "Theater Review: Stereophonic Moves to Broadway", "The production transferred from Playwrights Horizons to the John Golden Theatre with its cast intact ...", "Apr 19, 2024"),
        ("https://www.tonyawards.com/nominees/", "2024 Tony Award Nominees", "Browse this season's nominees by show or category ...", "N/A"),
        ("https://www.reddit.com/r/Broadway/comments/1cgplq3/stereophonic_13_nominations/", "Stereophonic with 13 nominations?! : r/Broadway", "Most nominated play ever, well deserved ...", "Apr 30, 2024"),
    )))
    turns.append((extract("https://www.playbill.com/article/the-outsiders-stereophonic-win-top-prizes-at-2024-tony-awards", "how many awards Stereophonic won and its nomination total"), """\
# The Outsiders, Stereophonic Win Top Prizes at 2024 Tony Awards

By Playbill Staff
June 16, 2024

The new musical *The Outsiders* and David Adjmi's *Stereophonic* took home the top prizes at the 77th Annual Tony Awards June 16 at the David H. Koch Theater at Lincoln Center, with Ariana DeBose hosting for the third year in a row.

*Stereophonic*, which led all plays with 12 nominations, was the evening's biggest winner with five awards: Best Play, Best Direction of a Play (Daniel Aukin), Best Featured Actor in a Play (Will Brill), Best Scenic Design of a Play (David Zinn) and Best Sound Design of a Play (Ryan Rumery). The play, about a fictional 1970s rock band recording its breakthrough album, transferred to Broadway's John Golden Theatre this spring after a sold-out run at Playwrights Horizons.

*The Outsiders*, adapted from S.E. Hinton's novel and the 1983 film, won four awards: Best Musical, Best Direction of a Musical (Danya Taymor), Best Lighting Design of a Musical (Brian MacDevitt and Hana S. Kim) and Best Sound Design of a Musical (Cody Spencer). Angelina Jolie is among the musical's producers.

*Merrily We Roll Along* also won four, including Best Revival of a Musical and acting prizes for Jonathan Groff and Daniel Radcliffe. Branden Jacobs-Jenkins' *Appropriate* won Best Revival of a Play, plus Best Actress in a Play for Sarah Paulson.

*Hell's Kitchen*, which tied *Stereophonic* for the most nominations of any production, won two: Best Actress in a Musical for Maleah Joi Moon and Best Featured Actress in a Musical for Kecia Lewis. *Suffs* took Best Book and Best Original Score, both for Shaina Taub.

## Complete list of winners

- **Best Musical**: The Outsiders
- **Best Play**: Stereophonic
- **Best Revival of a Musical**: Merrily We Roll Along
- **Best Revival of a Play**: Appropriate
- **Best Actor in a Play**: Jeremy Strong, An Enemy of the People
- **Best Actress in a Play**: Sarah Paulson, Appropriate
- **Best Actor in a Musical**: Jonathan Groff, Merrily We Roll Along
- **Best Actress in a Musical**: Maleah Joi Moon, Hell's Kitchen
- **Best Featured Actor in a Play**: Will Brill, Stereophonic
- **Best Featured Actress in a Play**: Kara Young, Purlie Victorious
- **Best Featured Actor in a Musical**: Daniel Radcliffe, Merrily We Roll Along
- **Best Featured Actress in a Musical**: Kecia Lewis, Hell's Kitchen
- **Best Book of a Musical**: Suffs, Shaina Taub
- **Best Original Score**: Suffs, Shaina Taub
- **Best Direction of a Play**: Daniel Aukin, Stereophonic
- **Best Direction of a Musical**: Danya Taymor, The Outsiders
- **Best Choreography**: Justin Peck, Illinoise

Photos: Red Carpet at the 2024 Tony Awards | Inside the Winners' Press Room
"""))
    turns.append((search("Stereophonic Broadway John Golden Theatre opening night closing date extended"), results(
        ("https://www.playbill.com/production/stereophonic-john-golden-theatre-2023-2024", "Stereophonic (Broadway, John Golden Theatre, 2024) | Playbill", "Opening date: Apr 19, 2024. Theatre: John Golden Theatre, 252 W. 45th St., New York, NY ...", "N/A"),
        ("https://www.broadway.com/shows/stereophonic/", "Stereophonic | Broadway Tickets | Broadway.com", "Running time: 3 hours 10 minutes with one intermission. Recommended for ages 14+ ...", "N/A"),
        ("https://www.broadwayworld.com/article/STEREOPHONIC-Extends-Broadway-Run-20240621", "STEREOPHONIC Extends Broadway Run Following Tony Wins", "The production has extended its run at the John Golden Theatre following its Best Play win ...", "Jun 21, 2024"),
        ("https://en.wikipedia.org/wiki/Stereophonic_(play)", "Stereophonic (play) - Wikipedia", "The play premiered Off-Broadway at Playwrights Horizons in October 2023 ... began Broadway previews at the John Golden Theatre on April 3, 2024, opening April 19 ...", "N/A"),
        ("https://www.nytimes.com/2024/04/19/theater/stereophonic-review-broadway.html", "Review: 'Stereophonic' Rocks Broadway", "David Adjmi's play about a band making a record is just as thrilling in its Broadway transfer ...", "Apr 19, 2024"),
        ("https://www.playbill.com/article/stereophonic-cast-album-will-butler-songs", "Stereophonic Cast Recording, With Songs by Will Butler, Is Coming", "The original songs, written by Arcade Fire alum Will Butler, will be released on a cast album ...", "May 23, 2024"),
        ("https://www.broadwayleague.org/research/grosses-broadway-nyc/", "Grosses - Broadway in NYC | The Broadway League", "Weekly grosses for Broadway productions, including Stereophonic at the Golden ...", "N/A"),
    )))
    turns.append(m.update({"tony2024_best_play": "Stereophonic (13 noms — record for a play; 5 wins). Broadway: John Golden Theatre, opened Apr 19, 2024"}))
    return dict(tid="h46-search-04", turns=turns, state=state("2024-06-24"), bad=True, turn=5,
                kind="Stereophonic's nomination total given as 12 after earlier pages said 13 (a record for a play)")


DEADLINE_BARBIE = """\
# 'Barbie' Breaks Records With $162M Opening, 'Oppenheimer' Booms To $82M In Monumental 'Barbenheimer' Weekend – Box Office

By Anthony D'Alessandro
July 23, 2023 7:34am
Last Updated {updated} PT

**UPDATED, Monday AM with actuals:** It's official: Warner Bros.' *Barbie* opened to $162 million at 4,243 theaters, the best opening of the year, the best debut ever for a film directed by a woman, and the best start ever for a Warner Bros. title outside of the DC and Harry Potter franchises. Universal's *Oppenheimer* did $82.4M at 3,610 theaters, the best opening for a Christopher Nolan film outside of his Batman trilogy and the best ever for a biopic.

The combined $244.5M for the two films makes the weekend the fourth-biggest in history at the domestic box office and the biggest since *Avengers: Endgame* in April 2019, with an overall take of $311M for all titles.

*Barbie* began with $22.3M in Thursday previews and $70.5M on Friday (including previews), followed by $47.8M Saturday and $43.7M Sunday. *Oppenheimer* drew $10.5M in previews, and posted its best day on Friday ($33M). Premium large formats made up a big part of *Oppenheimer*'s haul: IMAX delivered $16.4M of its domestic gross from 410 screens.

## Exit polls

*Barbie* drew an A CinemaScore and a 90% positive score on PostTrak; the audience was 65% female and 40% under 25. *Oppenheimer* received an A CinemaScore; its audience was 62% male, with 33% between 18 and 34.

## Top 10 for the weekend of July 21–23

| Rank | Title | Distributor | Weekend | Change | Theaters | Total | Wk |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Barbie | Warner Bros. | $162,022,044 | new | 4,243 | $162,022,044 | 1 |
| 2 | Oppenheimer | Universal | $82,455,420 | new | 3,610 | $82,455,420 | 1 |
| 3 | Sound of Freedom | Angel | $20,117,356 | -26% | 3,411 | $124,856,520 | 3 |
| 4 | Mission: Impossible – Dead Reckoning Part One | Paramount | $19,339,022 | -64% | 4,327 | $118,847,633 | 2 |
| 5 | Insidious: The Red Door | Sony | $6,522,340 | -50% | 2,888 | $72,887,514 | 3 |
| 6 | Elemental | Disney/Pixar | $5,812,166 | -32% | 2,640 | $141,513,708 | 6 |
| 7 | Indiana Jones and the Dial of Destiny | Disney | $4,043,188 | -63% | 2,710 | $164,371,046 | 4 |
| 8 | Spider-Man: Across the Spider-Verse | Sony | $1,804,715 | -48% | 1,214 | $376,184,502 | 8 |
| 9 | No Hard Feelings | Sony | $1,232,619 | -57% | 1,370 | $49,164,035 | 5 |
| 10 | Joy Ride | Lionsgate | $1,011,532 | -57% | 1,502 | $12,360,408 | 3 |

**Previous, Sunday 7:34AM:** Studios estimated *Barbie* at $155M and *Oppenheimer* at $80.5M, with Saturday's numbers holding better than expected for both. Warner Bros. reported *Barbie*'s international opening at $182M from 69 markets for a $337M global start.

Read more: 'Barbie' Global Box Office | 'Oppenheimer' IMAX Records | Summer Box Office Tracker
"""


# Box office openings (Box Office Mojo, Deadline, Variety) — bad
def t05() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("Barbie opening weekend box office domestic actuals Oppenheimer July 2023"), results(
        ("https://deadline.com/2023/07/barbie-oppenheimer-box-office-opening-weekend-1235444998/", "'Barbie' Breaks Records With $162M Opening, 'Oppenheimer' Booms To $82M – Deadline", "UPDATED, Monday AM with actuals: It's official: Warner Bros.' Barbie opened to $162 million at 4,243 theaters, the best opening of the year ...", "Jul 23, 2023"),
        ("https://www.boxofficemojo.com/release/rl1077904129/weekend/", "Barbie (2023) - Weekend Box Office Results - Box Office Mojo", "Weekend box office results for Barbie: Jul 21-23, rank 1, $162,022,044, 4,243 theaters ...", "N/A"),
        ("https://variety.com/2023/film/box-office/barbie-oppenheimer-box-office-opening-weekend-1235676549/", "'Barbie' Box Office Opening Weekend: $155 Million, 'Oppenheimer' $80 Million - Variety", "Greta Gerwig's \"Barbie\" collected $155 million from 4,243 North American theaters, while \"Oppenheimer\" earned $80.5 million ...", "Jul 23, 2023"),
        ("https://www.the-numbers.com/box-office-chart/weekend/2023/07/21", "Weekend Box Office Chart for July 21st, 2023 - The Numbers", "Barbie $162,022,044; Oppenheimer $82,455,420; Sound of Freedom $20,117,356 ...", "N/A"),
        ("https://www.hollywoodreporter.com/movies/movie-news/box-office-barbie-oppenheimer-opening-weekend-1235542031/", "Box Office: 'Barbie' Opens to Massive $155M, 'Oppenheimer' Explodes With $80.5M", "The Barbenheimer weekend was the biggest since Avengers: Endgame ...", "Jul 23, 2023"),
        ("https://www.boxofficemojo.com/weekend/2023W29/", "Domestic 2023 Weekend 29 - Box Office Mojo", "July 21-23, 2023. Overall gross $311,233,117 ... 1 Barbie, 2 Oppenheimer, 3 Sound of Freedom ...", "N/A"),
        ("https://www.nytimes.com/2023/07/23/business/media/barbie-oppenheimer-box-office.html", "'Barbie' and 'Oppenheimer' Deliver a Box Office Bonanza", "Theaters had their busiest weekend in years as audiences turned out for both films ...", "Jul 23, 2023"),
        ("https://www.reddit.com/r/boxoffice/comments/157k9wt/barbie_162m_oppenheimer_824m_actuals/", "Barbie $162M, Oppenheimer $82.4M (actuals) : r/boxoffice", "Actuals came in higher than Sunday estimates for both ...", "Jul 24, 2023"),
        ("https://www.cnbc.com/2023/07/23/barbie-oppenheimer-box-office-opening-weekend.html", "'Barbie' and 'Oppenheimer' rake in $235 million domestically in opening weekend", "The films' combined estimated haul makes it the fourth-largest weekend at the domestic box office ...", "Jul 23, 2023"),
    )))
    turns.append((extract("https://www.boxofficemojo.com/release/rl1077904129/weekend/", "opening weekend gross, theater count and release summary"), """\
# Barbie (2023)

Barbie suffers a crisis that leads her to question her world and her existence.

| Domestic Distributor | Warner Bros. |
| --- | --- |
| Domestic Opening | $162,022,044 |
| Budget | $145,000,000 |
| Earliest Release Date | July 21, 2023 (Domestic) |
| MPAA | PG-13 |
| Running Time | 1 hr 54 min |
| Genres | Adventure Comedy Fantasy |
| Widest Release | 4,243 theaters |

Release Group: Barbie | Title Summary | Daily | **Weekend** | Weekly | Cast & Crew

## Weekend

| Date | Rank | Weekend | %± LW | Theaters | Change | Avg | To Date | Week | Distributor |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| Jul 21-23 | 1 | $162,022,044 | - | 4,243 | - | $38,185 | $162,022,044 | 1 | Warner Bros. |

## Daily

| Date | DOW | Rank | Daily | %± YD | Theaters | Avg | To Date | Day |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| Jul 21 | Friday | 1 | $70,503,866 | - | 4,243 | $16,616 | $70,503,866 | 1 |
| Jul 22 | Saturday | 1 | $47,810,512 | -32.2% | 4,243 | $11,268 | $118,314,378 | 2 |
| Jul 23 | Sunday | 1 | $43,707,666 | -8.6% | 4,243 | $10,301 | $162,022,044 | 3 |

Friday includes $22.3M from Thursday previews.

IMDbPro — Data provided by Box Office Mojo. Box office data last updated July 24, 2023.
"""))
    turns.append((extract("https://deadline.com/2023/07/barbie-oppenheimer-box-office-opening-weekend-1235444998/", "Monday actuals for Barbie and Oppenheimer and the weekend top 10"),
                  DEADLINE_BARBIE.format(updated="July 24, 2023 11:42am")))
    turns.append(m.add({
        "barbie_dom_opening": "$162,022,044 (actuals), 4,243 theaters, Jul 21–23 2023 — Sunday estimate was $155M",
        "oppenheimer_dom_opening": "$82,455,420 (actuals), 3,610 theaters — Sunday estimate was $80.5M",
    }))
    turns.append((search("Barbie global opening $337 million international 69 markets Oppenheimer worldwide opening"), results(
        ("https://variety.com/2023/film/box-office/barbie-global-box-office-opening-weekend-1235676812/", "'Barbie' Box Office: $337 Million Global Opening - Variety", "\"Barbie\" grossed $182 million from 69 international markets for a global launch of $337 million, the biggest of the year for a non-franchise film ...", "Jul 23, 2023"),
        ("https://www.boxofficemojo.com/release/rl1077904129/", "Barbie (2023) - Box Office Mojo", "Domestic $162,022,044; International ... Worldwide ...", "N/A"),
        ("https://deadline.com/2023/07/barbie-oppenheimer-global-international-box-office-1235445114/", "'Barbie' Dolls Up $337M Global Launch; 'Oppenheimer' Ignites $174M WW – International Box Office", "Overseas, Barbie took $182M from 69 markets; Oppenheimer added $93.7M from 78 ...", "Jul 23, 2023"),
        ("https://www.reuters.com/lifestyle/barbie-oppenheimer-box-office-global-2023-07-23/", "'Barbie' and 'Oppenheimer' draw global crowds", "Barbie led in the U.K., Mexico and Australia; Oppenheimer opened strongest in the U.K. and Germany ...", "Jul 23, 2023"),
        ("https://www.the-numbers.com/movie/Barbie-(2023)", "Barbie (2023) - Financial Information - The Numbers", "Worldwide box office, home market performance, international breakdown ...", "N/A"),
        ("https://www.screendaily.com/news/barbie-oppenheimer-uk-box-office/5184202.article", "'Barbie', 'Oppenheimer' post huge UK-Ireland openings | Screen", "Barbie opened with £18.1m in the UK and Ireland; Oppenheimer took £10.9m ...", "Jul 24, 2023"),
        ("https://www.forbes.com/sites/scottmendelson/2023/07/23/barbie-box-office-oppenheimer-global/", "'Barbie' Box Office: $337 Million Worldwide Debut", "Greta Gerwig's comedy earned a jaw-dropping global launch ...", "Jul 23, 2023"),
    )))
    turns.append((extract("https://variety.com/2023/film/box-office/barbie-global-box-office-opening-weekend-1235676812/", "international and global opening for Barbie and Oppenheimer"), """\
# 'Barbie' Box Office: $337 Million Global Opening

By Rebecca Rubin
July 23, 2023 9:05am PT

Greta Gerwig's "Barbie" didn't just conquer the domestic box office. The Warner Bros. comedy collected $182 million from 69 international markets in its first weekend, bringing its global haul to $337 million.

That's the biggest worldwide opening of 2023 for a film that isn't based on an existing film franchise, and second only to "The Super Mario Bros. Movie" among all releases this year. At the domestic box office, "Barbie" earned $155 million, according to Sunday estimates.

Internationally, the biggest markets for "Barbie" were the U.K. and Ireland ($23.3 million), Mexico ($21.2 million), Brazil ($12.1 million), Australia ($11.5 million) and Germany ($9.6 million).

Christopher Nolan's "Oppenheimer" also delivered a strong global start, generating $93.7 million from 78 international markets and $174.2 million worldwide. In North America, Universal's R-rated historical drama earned $80.5 million, based on Sunday estimates. IMAX screens accounted for $35.5 million of the film's global total.

| Film | Domestic (est.) | International | Global |
| --- | --- | --- | --- |
| Barbie | $155.0M | $182.0M | $337.0M |
| Oppenheimer | $80.5M | $93.7M | $174.2M |

Both films will continue to open in additional markets in the coming weeks, with "Oppenheimer" set to debut in Japan at a later date.

Related: 'Barbie' and 'Oppenheimer' Fuel Fourth-Biggest Weekend Ever | How 'Barbenheimer' Became a Phenomenon
"""))
    turns.append(m.add({"global_openings_sun_est": "Barbie $337M (intl $182M, 69 mkts); Oppenheimer $174.2M (intl $93.7M, 78 mkts) — Sunday estimates"}))
    turns.append((extract("https://deadline.com/2023/07/barbie-oppenheimer-box-office-opening-weekend-1235444998/", "re-check the article's last update time and the Monday actuals"),
                  DEADLINE_BARBIE.format(updated="July 24, 2023 10:18am")))
    return dict(tid="h46-search-05", turns=turns, state=state("2023-07-24"), bad=True, turn=8,
                kind="re-fetched article's 'Last Updated' time earlier than on the first fetch, content unchanged")


# ISS crew rotations (NASA blogs, live people-in-space tracker) — clean
def t06() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("SpaceX Crew-9 launch date crew Hague Gorbunov docking space station"), results(
        ("https://www.nasa.gov/news-release/nasas-spacex-crew-9-launches-to-international-space-station/", "NASA's SpaceX Crew-9 Launches to International Space Station - NASA", "NASA astronaut Nick Hague and Roscosmos cosmonaut Aleksandr Gorbunov lifted off at 1:17 p.m. EDT Saturday from Space Launch Complex 40 at Cape Canaveral Space Force Station ...", "Sep 28, 2024"),
        ("https://www.nasa.gov/blogs/spacestation/2024/09/29/nasas-spacex-crew-9-docks-to-station/", "NASA's SpaceX Crew-9 Docks to Station - NASA Space Station Blog", "The Dragon spacecraft docked to the space-facing port of the Harmony module at 5:30 p.m. EDT Sunday ...", "Sep 29, 2024"),
        ("https://en.wikipedia.org/wiki/SpaceX_Crew-9", "SpaceX Crew-9 - Wikipedia", "SpaceX Crew-9 is the ninth operational NASA Commercial Crew flight of a Crew Dragon ... launched with two crew members to leave room for Boeing Starliner astronauts Butch Wilmore and Suni Williams ...", "N/A"),
        ("https://spacenews.com/crew-9-launches-to-iss/", "Crew-9 launches to ISS with two empty seats - SpaceNews", "The first crewed launch from SLC-40 carried two people, with two seats reserved for the return of the Starliner crew in February ...", "Sep 28, 2024"),
        ("https://www.space.com/spacex-crew-9-launch-astronauts-nasa", "SpaceX launches Crew-9 astronauts for NASA - Space.com", "A Falcon 9 rocket launched the Dragon 'Freedom' on a mission expected to last about five months ...", "Sep 28, 2024"),
        ("https://www.cbsnews.com/news/spacex-crew-9-launch-nick-hague-aleksandr-gorbunov/", "SpaceX launches Crew-9 to rescue stranded Starliner astronauts", "Hague and Gorbunov will spend about five months aboard the station ...", "Sep 28, 2024"),
        ("https://www.reuters.com/technology/space/spacex-launches-crew-9-mission-2024-09-28/", "SpaceX launches two-person crew to bring home Starliner astronauts", "The Crew Dragon docked a day later, bringing the station's population to 11 ...", "Sep 29, 2024"),
        ("https://www.youtube.com/watch?v=Q6pr_d3_v2Y", "NASA's SpaceX Crew-9 Launch (Official NASA Broadcast) - YouTube", "Watch live as NASA's SpaceX Crew-9 mission lifts off from Cape Canaveral ...", "Sep 28, 2024"),
    )))
    turns.append((extract("https://www.nasa.gov/blogs/spacestation/2024/09/29/nasas-spacex-crew-9-docks-to-station/", "docking time and the crew aboard after arrival"), """\
# NASA's SpaceX Crew-9 Docks to Station

Mark Garcia
September 29, 2024

NASA's SpaceX Crew-9 mission docked to the space-facing port of the International Space Station's Harmony module at 5:30 p.m. EDT Sunday, Sept. 29, as the spacecraft flew about 265 miles above the Atlantic Ocean.

After hatches open at about 7:04 p.m., NASA astronaut Nick Hague and Roscosmos cosmonaut Aleksandr Gorbunov will join the Expedition 72 crew of NASA astronauts Matthew Dominick, Mike Barratt, Jeanette Epps, Butch Wilmore, Suni Williams and Don Pettit, as well as Roscosmos cosmonauts Alexander Grebenkin, Alexey Ovchinin and Ivan Vagner.

With the arrival of Crew-9, there are 11 people aboard the orbiting laboratory.

| Crew member | Agency | Arrived | Vehicle |
| --- | --- | --- | --- |
| Matthew Dominick | NASA | Mar 5, 2024 | Crew-8 Dragon Endeavour |
| Mike Barratt | NASA | Mar 5, 2024 | Crew-8 Dragon Endeavour |
| Jeanette Epps | NASA | Mar 5, 2024 | Crew-8 Dragon Endeavour |
| Alexander Grebenkin | Roscosmos | Mar 5, 2024 | Crew-8 Dragon Endeavour |
| Butch Wilmore | NASA | Jun 6, 2024 | Boeing Starliner (CFT) |
| Suni Williams | NASA | Jun 6, 2024 | Boeing Starliner (CFT) |
| Alexey Ovchinin | Roscosmos | Sep 11, 2024 | Soyuz MS-26 |
| Ivan Vagner | Roscosmos | Sep 11, 2024 | Soyuz MS-26 |
| Don Pettit | NASA | Sep 11, 2024 | Soyuz MS-26 |
| Nick Hague | NASA | Sep 29, 2024 | Crew-9 Dragon Freedom |
| Aleksandr Gorbunov | Roscosmos | Sep 29, 2024 | Crew-9 Dragon Freedom |

Crew-9 lifted off at 1:17 p.m. EDT Saturday, Sept. 28, on a SpaceX Falcon 9 rocket from Space Launch Complex 40 at Cape Canaveral Space Force Station in Florida — the first human spaceflight launch from that pad. Hague and Gorbunov will spend about five months aboard the station and return in February 2025 with Wilmore and Williams.

Crew-8 is scheduled to depart the station in early October, following a short handover period with Crew-9, weather permitting.

Learn more about station activities by following the space station blog, @space_station and @ISS_Research on X.
"""))
    turns.append(m.add({
        "crew9": "Launched Sep 28 2024 1:17 pm EDT (SLC-40); docked Sep 29 5:30 pm EDT to Harmony space-facing port; Hague (cdr), Gorbunov",
        "iss_occupancy": "11 aboard (as of Sep 29, 2024 — Crew-8, Crew-9, Starliner pair, Soyuz MS-26)",
    }))
    turns.append((search("Crew-8 undocking splashdown October 2024 Pensacola 235 days"), results(
        ("https://www.nasa.gov/news-release/nasas-spacex-crew-8-completes-long-duration-science-mission/", "NASA's SpaceX Crew-8 Completes Long-Duration Science Mission - NASA", "Dominick, Barratt, Epps and Grebenkin splashed down at 3:29 a.m. EDT Friday off the coast of Pensacola, Florida, completing a 235-day mission ...", "Oct 25, 2024"),
        ("https://www.nasa.gov/blogs/spacestation/2024/10/23/crew-8-undocks-from-station/", "Crew-8 Undocks From Station, Heads for Splashdown - NASA", "The Dragon Endeavour undocked from the forward port of Harmony at 5:05 p.m. EDT Wednesday after weather delays caused by Hurricane Milton ...", "Oct 23, 2024"),
        ("https://apnews.com/article/spacex-crew-8-return-hospital-astronaut-2024-10-25", "Astronaut hospitalized after SpaceX capsule returns from space station | AP News", "One of the four Crew-8 astronauts was taken to a hospital in Pensacola as a precaution; NASA did not name the astronaut ...", "Oct 25, 2024"),
        ("https://en.wikipedia.org/wiki/SpaceX_Crew-8", "SpaceX Crew-8 - Wikipedia", "Launched March 4, 2024 (UTC) ... Landed October 25, 2024 ... Mission duration 235 days ...", "N/A"),
        ("https://spaceflightnow.com/2024/10/25/crew-8-splashdown/", "Crew-8 astronauts return to Earth after nearly eight months in orbit", "The splashdown in the Gulf of Mexico came after several delays for weather related to Hurricanes Milton and Helene ...", "Oct 25, 2024"),
        ("https://www.space.com/spacex-crew-8-astronauts-splashdown-return-earth", "SpaceX Crew-8 astronauts splash down after 235 days", "The Dragon Endeavour completed its fifth flight ...", "Oct 25, 2024"),
        ("https://www.cnn.com/2024/10/25/science/crew-8-splashdown-nasa-spacex/index.html", "NASA crew returns after weeks of delays", "Crew-8 had been in space since early March ...", "Oct 25, 2024"),
        ("https://www.reddit.com/r/spacex/comments/1gbk2df/crew8_splashdown_thread/", "Crew-8 Splashdown Thread : r/spacex", "Splashdown confirmed at 07:29 UTC ...", "Oct 25, 2024"),
    )))
    turns.append((extract("https://www.nasa.gov/news-release/nasas-spacex-crew-8-completes-long-duration-science-mission/", "undocking and splashdown times, mission length and crew left aboard"), """\
# NASA's SpaceX Crew-8 Completes Long-Duration Science Mission

October 25, 2024
RELEASE 24-152

NASA's SpaceX Crew-8 safely splashed down Friday in a SpaceX Dragon spacecraft off the coast of Pensacola, Florida, completing the agency's eighth commercial crew rotation mission to the International Space Station.

NASA astronauts Matthew Dominick, Mike Barratt and Jeanette Epps, along with Roscosmos cosmonaut Alexander Grebenkin, returned to Earth at 3:29 a.m. EDT. Teams aboard SpaceX recovery vessels retrieved the spacecraft and its crew. After returning to shore, the crew was flown to Pensacola for a routine medical evaluation, and one crew member is being kept overnight at Ascension Sacred Heart Pensacola for additional observation as a precaution. The remaining three crew members have been released.

"The Crew-8 team has shown us what it means to be resilient," said NASA Administrator Bill Nelson.

The Dragon spacecraft, named Endeavour, undocked at 5:05 p.m. EDT Oct. 23 from the forward port of the station's Harmony module, after weather conditions related to Hurricane Milton delayed the crew's return by more than two weeks.

## Mission by the numbers

| | |
| --- | --- |
| Launch | March 3, 2024, 10:53 p.m. EST, Launch Complex 39A, Kennedy Space Center |
| Docked | March 5, 2024 |
| Undocked | October 23, 2024, 5:05 p.m. EDT |
| Splashdown | October 25, 2024, 3:29 a.m. EDT |
| Time in space | 235 days |
| Orbits of Earth | 3,760 |
| Distance traveled | nearly 100 million miles |

Crew-8 was the first spaceflight for Dominick and Grebenkin; Barratt has now logged 447 days in space on three flights, and Epps 235 days on her first flight.

Remaining aboard the station are Expedition 72 commander Suni Williams, NASA astronauts Butch Wilmore, Nick Hague and Don Pettit, and Roscosmos cosmonauts Alexey Ovchinin, Ivan Vagner and Aleksandr Gorbunov — seven crew members in all.
"""))
    turns.append(m.update({"iss_occupancy": "7 aboard (as of Oct 25, 2024, after Crew-8 splashdown 3:29 am EDT off Pensacola)"}))
    turns.append((search("how many people are in space right now"), results(
        ("https://www.howmanypeopleareinspacerightnow.com/", "How Many People Are In Space Right Now?", "There are currently 10 people in space: 7 on the ISS and 3 on Tiangong. Updated 2 hours ago.", "N/A"),
        ("https://whoisinspace.com/", "Who Is In Space? - Current crew of the ISS and Tiangong", "A list of the people currently in space, with launch dates and days in orbit ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_current_spaceflight_missions", "List of current spaceflight missions - Wikipedia", "Crewed: Soyuz MS-26, SpaceX Crew-9 (ISS); Shenzhou 18 (Tiangong) ...", "N/A"),
        ("https://www.nasa.gov/international-space-station/expedition-72/", "Expedition 72 - NASA", "Expedition 72 began with the departure of Soyuz MS-25 on Sept. 23, 2024 ...", "N/A"),
        ("https://www.reddit.com/r/space/comments/1g3kq0z/how_many_people_are_in_space_right_now/", "How many people are in space right now? : r/space", "Before Crew-8 left it was 14 (11 ISS + 3 Tiangong) ...", "Oct 14, 2024"),
        ("https://www.space.com/how-many-people-are-in-space-right-now", "How many people are in space right now? | Space.com", "We update this page whenever a crewed mission launches or lands ...", "Oct 25, 2024"),
        ("https://www.cmse.gov.cn/english/", "China Manned Space", "Shenzhou-18 crew Ye Guangfu, Li Cong and Li Guangsu continue their mission aboard the Tiangong space station ...", "N/A"),
    )))
    turns.append((extract("https://www.howmanypeopleareinspacerightnow.com/", "list of people in space now with days in space"), """\
# How Many People Are In Space Right Now?

## 10

people are in space right now

Updated 2 hours ago

| Name | Role | Craft | Launched | Days in space (this flight) |
| --- | --- | --- | --- | --- |
| Butch Wilmore | Starliner commander | ISS | Jun 5, 2024 | 145 |
| Suni Williams | Expedition 72 commander | ISS | Jun 5, 2024 | 145 |
| Alexey Ovchinin | Soyuz MS-26 commander | ISS | Sep 11, 2024 | 47 |
| Ivan Vagner | Flight engineer | ISS | Sep 11, 2024 | 47 |
| Don Pettit | Flight engineer | ISS | Sep 11, 2024 | 47 |
| Nick Hague | Crew-9 commander | ISS | Sep 28, 2024 | 30 |
| Aleksandr Gorbunov | Crew-9 mission specialist | ISS | Sep 28, 2024 | 30 |
| Ye Guangfu | Shenzhou-18 commander | Tiangong | Apr 25, 2024 | 186 |
| Li Cong | Operator | Tiangong | Apr 25, 2024 | 186 |
| Li Guangsu | Operator | Tiangong | Apr 25, 2024 | 186 |

**International Space Station: 7** · **Tiangong: 3**

Recent changes:
- Oct 25, 2024 — Crew-8 (Dominick, Barratt, Epps, Grebenkin) returned to Earth
- Sep 29, 2024 — Crew-9 (Hague, Gorbunov) arrived at the ISS
- Sep 23, 2024 — Soyuz MS-25 (Kononenko, Chub, Dyson) returned to Earth
- Sep 11, 2024 — Soyuz MS-26 (Ovchinin, Vagner, Pettit) launched

Next: Shenzhou-19 launch expected late October 2024; Shenzhou-18 return to follow.
"""))
    turns.append(m.all())
    return dict(tid="h46-search-06", turns=turns, state=state("2024-10-28"), bad=False)


# Mars rover distances (NASA location maps, mission blog) — bad
def t07() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("Curiosity rover total distance driven odometry 2024", "Perseverance rover odometry km total distance"), multi(
        ("Curiosity rover total distance driven odometry 2024", [
            ("https://science.nasa.gov/mission/msl-curiosity/location-map/", "Curiosity's Location - NASA Science", "Where is Curiosity? Interactive map of the rover's traverse in Gale Crater with the latest sol, odometry and elevation ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Curiosity_(rover)", "Curiosity (rover) - Wikipedia", "Curiosity is a car-sized Mars rover exploring Gale crater and Mount Sharp ... Distance driven: more than 34 km (21 mi) as of December 2024 ...", "N/A"),
            ("https://science.nasa.gov/blog/category/msl-curiosity-blog/", "Curiosity Blog - NASA Science", "Mission updates from the Curiosity science team, posted several times a week ...", "Dec 6, 2024"),
            ("https://www.space.com/curiosity-rover-12-years-mars", "12 years on Mars: NASA's Curiosity rover by the numbers", "The rover has driven more than 33 kilometers and climbed about 800 meters up Mount Sharp ...", "Aug 6, 2024"),
            ("https://www.planetary.org/space-missions/curiosity", "Curiosity, NASA's Mars rover | The Planetary Society", "Curiosity landed in Gale crater on 6 August 2012 ...", "N/A"),
            ("https://mars.nasa.gov/msl/mission/where-is-the-rover/", "Where Is The Rover? - NASA Mars Exploration", "This page has moved to science.nasa.gov ...", "N/A"),
        ]),
        ("Perseverance rover odometry km total distance", [
            ("https://science.nasa.gov/mission/mars-2020-perseverance/location-map/", "Perseverance Rover Location Map - NASA Science", "Follow Perseverance on its journey across Jezero Crater: latest sol, total distance driven, and the location of samples collected ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Perseverance_(rover)", "Perseverance (rover) - Wikipedia", "Perseverance landed in Jezero crater on 18 February 2021 ... Distance driven: about 30 km (19 mi) as of December 2024 ...", "N/A"),
            ("https://science.nasa.gov/blog/perseverance-closes-in-on-jezero-crater-rim/", "Perseverance Closes In on Jezero Crater Rim - NASA", "The rover is in the final stretch of a months-long climb toward a location on the rim the team calls 'Lookout Hill' ...", "Nov 21, 2024"),
            ("https://www.jpl.nasa.gov/news/nasas-perseverance-rover-sets-mars-driving-record/", "NASA's Perseverance Rover Sets Mars Driving Record - JPL", "Perseverance drove 347.7 meters in a single day, a record for autonomous driving on Mars ...", "Apr 2023"),
            ("https://www.reddit.com/r/Mars/comments/1h5x9ab/perseverance_odometry_update/", "Perseverance odometry passes 30 km : r/Mars", "Per the NASA location map the odometer now reads just over 30 km ...", "Dec 3, 2024"),
        ]),
    )))
    turns.append((extract("https://science.nasa.gov/mission/msl-curiosity/location-map/", "latest sol and odometry for Curiosity"), """\
# Curiosity's Location

Mars Science Laboratory · Gale Crater

This map shows the route driven by NASA's Curiosity Mars rover from its landing site in Gale Crater (Bradbury Landing, August 6, 2012) to its current location on the lower slopes of Mount Sharp (Aeolis Mons). The white line marks the rover's traverse; numbered dots mark the end point of each sol's drive.

| | |
| --- | --- |
| Latest sol | 4383 |
| Date on Earth | December 5, 2024 |
| Odometry | 34.63 km (21.52 miles) |
| Elevation | -3,952 m |
| Current area | Gediz Vallis channel, heading toward the boxwork region |
| Latest image | Mastcam, sol 4383 |

## Recent drives

| Sol | Earth date | Drive distance | Odometry |
| --- | --- | --- | --- |
| 4383 | Dec 5, 2024 | 21.4 m | 34.63 km |
| 4381 | Dec 3, 2024 | 38.0 m | 34.61 km |
| 4378 | Nov 30, 2024 | 16.7 m | 34.57 km |
| 4376 | Nov 28, 2024 | 42.9 m | 34.55 km |

Odometry is the total distance driven along the rover's path as measured by wheel rotations and visual odometry; it is not the straight-line distance from the landing site.

Map data: MSL Science Team / JPL-Caltech / University of Arizona HiRISE base map. Locations are updated after each downlink and may lag the rover's actual position by a few sols.
"""))
    turns.append(m.add({
        "curiosity_odometry": "34.63 km (21.52 mi) as of sol 4383 (Dec 5, 2024)",
        "opportunity_total": "45.16 km (28.06 mi), final (mission ended 2019)",
    }))
    turns.append((extract("https://science.nasa.gov/mission/mars-2020-perseverance/location-map/", "latest sol and total distance for Perseverance"), """\
# Perseverance Rover Location Map

Mars 2020 · Jezero Crater

Follow NASA's Perseverance rover along its route in Jezero Crater. Select a sol on the timeline to see the rover's position, the images it returned, and sample locations.

| | |
| --- | --- |
| Latest sol | 1349 |
| Date on Earth | December 5, 2024 |
| Total distance driven | 30.27 km (18.81 miles) |
| Current area | Crater rim ascent, near "Lookout Hill" |
| Ingenuity final flight | Flight 72, January 18, 2024 |

## Route milestones

| Milestone | Sol | Distance at milestone |
| --- | --- | --- |
| Landing at Octavia E. Butler Landing | 0 | 0 km |
| Start of delta front campaign | 415 | 13.3 km |
| Sample depot at Three Forks complete | 633 | 17.4 km |
| Start of crater rim climb | 1264 | 28.6 km |

Perseverance's distance includes drives performed with the AutoNav self-driving system, which has handled most of the rover's traverse.

Map imagery: NASA/JPL-Caltech/University of Arizona.
"""))
    turns.append(m.add({"perseverance_odometry": "30.27 km (18.81 mi) as of sol 1349 (Dec 5, 2024)"}))
    turns.append((search("Curiosity blog sols 4384 4386 drive December 2024"), results(
        ("https://science.nasa.gov/blog/sols-4384-4386-one-last-look-at-the-channel/", "Sols 4384-4386: One Last Look at the Channel - NASA Science", "Our weekend plan includes a drive of about 47 meters to the south on Sol 4385, after contact science on the block dubbed ...", "Dec 6, 2024"),
        ("https://science.nasa.gov/blog/sols-4382-4383-ready-roll/", "Sols 4382-4383: Ready to Roll - NASA Science", "We drove about 21 meters on Sol 4383, setting us up for the weekend ...", "Dec 4, 2024"),
        ("https://science.nasa.gov/blog/sols-4387-4388-scoping-the-boxwork/", "Sols 4387-4388: Scoping the Boxwork - NASA Science", "The weekend drive went as planned ...", "Dec 10, 2024"),
        ("https://science.nasa.gov/blog/category/msl-curiosity-blog/", "Curiosity Blog - NASA Science", "Latest posts from the Curiosity team ...", "Dec 10, 2024"),
        ("https://www.reddit.com/r/curiosityrover/comments/1h8d2qn/sol_4385_drive/", "Sol 4385 drive : r/curiosityrover", "Raw images show the rover moved about 47 m ...", "Dec 8, 2024"),
        ("https://twitter.com/MarsCuriosity", "Curiosity Rover (@MarsCuriosity) / X", "Official NASA feed for the Mars Science Laboratory mission ...", "N/A"),
    )))
    turns.append((extract("https://science.nasa.gov/blog/sols-4384-4386-one-last-look-at-the-channel/", "the drive distance planned and executed on these sols"), """\
# Sols 4384-4386: One Last Look at the Channel

Written by Catherine O'Connell-Cooper, Planetary Geologist at University of New Brunswick
Earth planning date: Friday, December 6, 2024

The sol 4383 drive went well and we started planning today with a good workspace in front of us, along with all six wheels on solid ground.

On Sol 4384 we will use APXS and MAHLI to characterize the block dubbed "Mono Pass," a light-toned rock with dark veins, and ChemCam will fire its laser at a nearby patch of bedrock. Mastcam will document the troughs around the rover and take a last mosaic looking back up the Gediz Vallis channel.

On Sol 4385 we drive about 47 meters to the south, continuing our traverse toward the boxwork structures that we plan to study over the coming months. After the drive, the rover will take post-drive imaging to prepare for Monday's planning.

Sol 4386 is a quieter sol with atmospheric observations: a Navcam dust devil survey, a line-of-sight observation to Gale's rim, and a Mastcam tau measurement of dust in the atmosphere. REMS and DAN will continue their regular monitoring.

*Update (Dec 9): the Sol 4385 drive completed successfully, covering 47 meters.*

Tags: Curiosity, Gale Crater, Mount Sharp, sols
"""))
    turns.append(m.update({"curiosity_odometry": "≈34.67 km (≈21.54 mi) as of sol 4385 (sol 4383 value + ~47 m drive on sol 4385)"}))
    turns.append(m.get("curiosity_odometry", "perseverance_odometry", show={
        "curiosity_odometry": "34.63 km (21.52 mi) as of sol 4383 (Dec 5, 2024)",
        "perseverance_odometry": "30.27 km (18.81 mi) as of sol 1349 (Dec 5, 2024)",
    }))
    turns.append((search("longest distance driven on another world Opportunity Lunokhod 2 record"), results(
        ("https://www.nasa.gov/news-release/nasas-opportunity-rover-sets-off-world-driving-record/", "NASA's Opportunity Rover Sets Off-World Driving Record - NASA", "Opportunity has surpassed the Soviet Lunokhod 2 rover's record of about 39 kilometers (24.2 miles) driven on another world ...", "Jul 28, 2014"),
        ("https://en.wikipedia.org/wiki/Opportunity_(rover)", "Opportunity (rover) - Wikipedia", "Over its operational lifetime, Opportunity drove 45.16 km (28.06 mi) ... last contact June 10, 2018; mission declared complete February 13, 2019 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Lunokhod_2", "Lunokhod 2 - Wikipedia", "Lunokhod 2 operated for about four months in 1973 and covered 39 km (24 mi), a record that stood until 2014 ...", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/longest-distance-driven-on-another-world", "Longest distance driven on another world | Guinness World Records", "The greatest distance driven by a wheeled vehicle on another world is 45.16 km by NASA's Opportunity ...", "N/A"),
        ("https://www.space.com/opportunity-rover-marathon-mars", "Opportunity rover finishes first Mars marathon", "The rover crossed 42.195 km in March 2015 after 11 years on Mars ...", "Mar 24, 2015"),
        ("https://www.planetary.org/articles/mars-rover-distance-records", "Which rover has driven the farthest? | The Planetary Society", "Opportunity still holds the record; Curiosity and Perseverance are both past 30 km and still driving ...", "Oct 2024"),
    )))
    return dict(tid="h46-search-07", turns=turns, state=state("2024-12-10"), bad=True, turn=9,
                kind="retrieve returns Curiosity's odometry as it was before the agent's update")


# Exoplanet counts (NASA Exoplanet Archive, NASA Science) — clean
def t08() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("NASA Exoplanet Archive number of confirmed exoplanets November 2024"), results(
        ("https://exoplanetarchive.ipac.caltech.edu/", "NASA Exoplanet Archive", "Confirmed Planets: 5,788 · Last updated: 11/14/2024 ... The archive is operated by Caltech under contract with NASA under the Exoplanet Exploration Program ...", "N/A"),
        ("https://science.nasa.gov/exoplanets/", "Exoplanets - NASA Science", "Discoveries Dashboard: NASA-confirmed exoplanets, planetary systems and candidates, updated weekly ...", "N/A"),
        ("https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html", "Exoplanet and Candidate Statistics", "Counts of confirmed planets by discovery method, facility and year; Kepler, K2 and TESS candidate counts ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_exoplanets", "Lists of exoplanets - Wikipedia", "As of 14 November 2024, there are 5,788 confirmed exoplanets in 4,323 planetary systems, with 969 systems having more than one planet ...", "N/A"),
        ("https://www.space.com/how-many-exoplanets-are-there", "How many exoplanets are there? | Space.com", "Astronomers have now confirmed nearly 5,800 worlds beyond our solar system, and thousands more candidates await confirmation ...", "Oct 30, 2024"),
        ("https://www.planetary.org/worlds/exoplanets", "Exoplanets, worlds beyond our solar system | The Planetary Society", "More than 5,700 exoplanets have been confirmed ...", "N/A"),
        ("https://exoplanet.eu/catalog/", "The Extrasolar Planets Encyclopaedia — Catalog", "7,026 planets listed (all detection statuses) ... criteria differ from the NASA Exoplanet Archive ...", "N/A"),
        ("https://www.reddit.com/r/exoplanets/comments/1gr9x1d/weekly_archive_update/", "Exoplanet Archive weekly update : r/exoplanets", "Thursday's update added 14 planets, mostly TESS ...", "Nov 15, 2024"),
    )))
    turns.append((extract("https://exoplanetarchive.ipac.caltech.edu/", "current count of confirmed planets and when it was updated"), """\
# NASA Exoplanet Archive

NASA Exoplanet Science Institute

| Exoplanet counts | |
| --- | --- |
| Confirmed Planets | 5,788 |
| Planetary Systems | 4,323 |
| Systems with Multiple Planets | 969 |
| TESS Project Candidates | 7,495 |
| TESS Confirmed Planets | 603 |
| Kepler Project Candidates | 2,054 |
| Kepler Confirmed Planets | 2,778 |
| K2 Candidates | 977 |
| K2 Confirmed Planets | 548 |

Last updated: 11/14/2024 · [Count details](https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html)

## News

- **Nov 14, 2024** — 14 new planets added to the Planetary Systems table, including TOI-1408 c and 9 planets from TESS.
- **Nov 7, 2024** — New data release: Kepler DR25 supplemental parameters.
- **Oct 31, 2024** — 11 new planets; updated parameters for 47 planets.

## Data

Planetary Systems · Planetary Systems Composite Parameters · TESS Objects of Interest (TOI) · Kepler Objects of Interest (KOI) · Microlensing · Transit and Ephemeris Service · Atmospheric Spectroscopy

## Tools

Table Access Protocol (TAP) · Exoplanet Watch · Periodogram Service · Pan-Planets

The archive is updated weekly, usually on Thursdays. Counts include only planets that meet the archive's inclusion criteria (mass or minimum mass of 30 Jupiter masses or less, published in the refereed literature).
"""))
    turns.append(m.add({"confirmed_exoplanets": "5,788 (NASA Exoplanet Archive, updated Nov 14, 2024); 4,323 systems, 969 multi-planet"}))
    turns.append((search("NASA exoplanet tally 5,000 milestone March 2022", "NASA exoplanet count reaches 5,500 August 2023"), multi(
        ("NASA exoplanet tally 5,000 milestone March 2022", [
            ("https://www.nasa.gov/universe/exoplanets/cosmic-milestone-nasa-confirms-5000-exoplanets/", "Cosmic Milestone: NASA Confirms 5,000 Exoplanets - NASA", "The count of confirmed exoplanets just ticked past the 5,000 mark, as of March 21, 2022, with the addition of 65 new planets to the NASA Exoplanet Archive ...", "Mar 21, 2022"),
            ("https://www.jpl.nasa.gov/news/cosmic-milestone-nasa-confirms-5000-exoplanets", "Cosmic Milestone: NASA Confirms 5,000 Exoplanets | JPL", "The 5,000-plus planets confirmed so far include small, rocky worlds like Earth, gas giants many times larger than Jupiter ...", "Mar 21, 2022"),
            ("https://www.space.com/exoplanet-count-5000-nasa", "NASA's exoplanet count tops 5,000", "The first exoplanets around a Sun-like star were found in 1995 ...", "Mar 22, 2022"),
            ("https://www.theguardian.com/science/2022/mar/22/nasa-exoplanets-5000", "Nasa confirms more than 5,000 planets outside our solar system", "The tally, updated by the Nasa Exoplanet Archive, passed the milestone on 21 March ...", "Mar 22, 2022"),
        ]),
        ("NASA exoplanet count reaches 5,500 August 2023", [
            ("https://science.nasa.gov/universe/exoplanets/nasas-tally-of-planets-outside-our-solar-system-reaches-5500/", "NASA's Tally of Planets Outside Our Solar System Reaches 5,500 - NASA Science", "The count of confirmed exoplanets reached 5,502 on Aug. 24, 2023, with the addition of 11 new planets ...", "Aug 24, 2023"),
            ("https://www.jpl.nasa.gov/news/nasas-tally-of-planets-outside-our-solar-system-reaches-5500", "NASA's Tally of Planets Outside Our Solar System Reaches 5,500 | JPL", "The 5,500 milestone comes less than a year and a half after the count passed 5,000 ...", "Aug 24, 2023"),
            ("https://www.space.com/nasa-exoplanet-count-5500", "NASA has now confirmed 5,500 alien planets", "Most of the planets were found by the Kepler and TESS space telescopes using the transit method ...", "Aug 25, 2023"),
            ("https://earthsky.org/space/5500-exoplanets-nasa-milestone/", "NASA's exoplanet count hits 5,500 | EarthSky", "There are also more than 10,000 candidates awaiting confirmation ...", "Aug 27, 2023"),
        ]),
    )))
    turns.append((extract("https://science.nasa.gov/universe/exoplanets/nasas-tally-of-planets-outside-our-solar-system-reaches-5500/", "details of the 5,500 milestone"), """\
# NASA's Tally of Planets Outside Our Solar System Reaches 5,500

August 24, 2023

The count of confirmed exoplanets – planets outside our solar system – reached **5,502** on Aug. 24, 2023, with the addition of 11 new planets to the NASA Exoplanet Archive. The new entries include planets found by the ground-based HATNet and KELT surveys as well as NASA's Transiting Exoplanet Survey Satellite (TESS).

The 5,500 milestone comes less than a year and a half after the count passed 5,000, on March 21, 2022.

"It's not just a number," said Jessie Christiansen, chief scientist for the archive and a research scientist at Caltech/IPAC in Pasadena, California. "Each one of them is a new world, a brand-new planet."

## What kinds of planets are there?

Of the confirmed exoplanets, most are either Neptune-like worlds or gas giants, followed by super-Earths — rocky planets bigger than Earth. Terrestrial, Earth-size planets make up only about 4% of the total, largely because they are so hard to detect.

The first exoplanets were confirmed in 1992, orbiting a pulsar; the first planet orbiting a Sun-like star, 51 Pegasi b, followed in 1995. For two decades, discoveries were dominated by the radial velocity method, until NASA's Kepler mission (2009–2018) turned the transit method into the most productive technique.

## What's next

TESS continues to survey nearly the entire sky, and NASA's James Webb Space Telescope is characterizing the atmospheres of some of these worlds. NASA's Nancy Grace Roman Space Telescope, planned to launch by May 2027, is expected to find thousands more using microlensing.

More than 10,000 additional candidate planets are awaiting confirmation.
"""))
    turns.append(m.add({"milestones": "5,000 passed Mar 21, 2022; 5,502 on Aug 24, 2023 (11 added that day)"}))
    turns.append((extract("https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html", "confirmed planets by discovery method"), """\
# Exoplanet and Candidate Statistics

Data as of 11/14/2024

## Confirmed Planets by Discovery Method

| Discovery Method | Number of Planets |
| --- | --- |
| Transit | 4,291 |
| Radial Velocity | 1,110 |
| Microlensing | 230 |
| Imaging | 82 |
| Transit Timing Variations | 33 |
| Eclipse Timing Variations | 17 |
| Orbital Brightness Modulation | 9 |
| Pulsar Timing | 8 |
| Astrometry | 5 |
| Pulsation Timing Variations | 2 |
| Disk Kinematics | 1 |
| **Total** | **5,788** |

## Mission Counts

| Mission | Confirmed Planets | Candidates |
| --- | --- | --- |
| Kepler | 2,778 | 2,054 |
| K2 | 548 | 977 |
| TESS | 603 | 7,495 |

## Confirmed Planets by Discovery Year (last 5 years)

| Year | Planets |
| --- | --- |
| 2020 | 230 |
| 2021 | 559 |
| 2022 | 342 |
| 2023 | 320 |
| 2024 (to date) | 209 |

Notes: A planet is counted under the method by which it was first detected; planets later confirmed by additional methods are not double-counted. Candidate counts exclude candidates that have been confirmed or designated false positives.
"""))
    turns.append((search("how many exoplanets has TESS confirmed 2024"), results(
        ("https://science.nasa.gov/mission/tess/", "TESS (Transiting Exoplanet Survey Satellite) - NASA Science", "Since launching in 2018, TESS has found more than 7,000 candidate exoplanets, of which more than 600 have been confirmed ...", "N/A"),
        ("https://tess.mit.edu/publications/", "TESS Publications | MIT", "Confirmed TESS planets and Objects of Interest ...", "N/A"),
        ("https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html", "Exoplanet and Candidate Statistics", "TESS: 603 confirmed planets, 7,495 project candidates ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Transiting_Exoplanet_Survey_Satellite", "Transiting Exoplanet Survey Satellite - Wikipedia", "TESS was launched on 18 April 2018 on a Falcon 9 ... As of late 2024, it has confirmed more than 600 planets ...", "N/A"),
        ("https://www.space.com/tess-exoplanet-mission-extended-2025", "NASA extends TESS planet-hunting mission", "The telescope entered its second extended mission in 2022 ...", "Sep 2024"),
        ("https://www.reddit.com/r/exoplanets/comments/1gbb2ad/tess_passes_600_confirmed/", "TESS passes 600 confirmed planets : r/exoplanets", "Per the archive counts page ...", "Oct 24, 2024"),
    )))
    turns.append((extract("https://science.nasa.gov/exoplanets/", "NASA's discovery dashboard and planet types breakdown"), """\
# Exoplanets

Exoplanets are planets outside our solar system. Scientists have confirmed more than 5,700 of them, and there are billions more waiting to be found.

## Discoveries Dashboard

| | |
| --- | --- |
| NASA-confirmed exoplanets | 5,788 |
| Planetary systems | 4,323 |
| TESS candidates | 7,495 |

Last updated: Nov 14, 2024 · Source: NASA Exoplanet Archive

## Planet Types

| Type | Count |
| --- | --- |
| Neptune-like | 1,967 |
| Gas giant | 1,851 |
| Super-Earth | 1,753 |
| Terrestrial | 210 |
| Unknown | 7 |

**Gas giants** are the size of Saturn or Jupiter or much larger; some, called hot Jupiters, orbit very close to their stars. **Neptune-like** planets are similar in size to Neptune or Uranus. **Super-Earths** are typically terrestrial planets more massive than Earth but lighter than Neptune. **Terrestrial** planets are Earth-sized or smaller, made of rock, silicate, water and/or carbon.

## Explore

- Eyes on Exoplanets — a 3D visualization of every confirmed planetary system
- Exoplanet Catalog — browse planets by type, distance and discovery method
- Strange New Worlds — stories about the weirdest exoplanets

Missions searching for exoplanets: TESS, James Webb Space Telescope, Hubble, Kepler (retired), Nancy Grace Roman Space Telescope (in development).
"""))
    turns.append(m.update({"confirmed_exoplanets": "5,788 (archive + NASA dashboard, Nov 14, 2024): Neptune-like 1,967, gas giant 1,851, super-Earth 1,753, terrestrial 210, unknown 7; TESS 603 confirmed"}))
    return dict(tid="h46-search-08", turns=turns, state=state("2024-11-20"), bad=False)


# UK heat wave July 2022 (Met Office, BBC live page) — clean
def t09() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("UK highest temperature record 40.3C Coningsby 19 July 2022 Met Office verified"), results(
        ("https://www.metoffice.gov.uk/about-us/news-and-media/media-centre/weather-and-climate-news/2022/record-high-temperatures-verified", "Record high temperatures verified - Met Office", "A new UK record temperature of 40.3°C at Coningsby, Lincolnshire, on 19 July has been verified by the Met Office's National Climate Information Centre ...", "Jul 28, 2022"),
        ("https://en.wikipedia.org/wiki/2022_United_Kingdom_heat_waves", "2022 United Kingdom heat waves - Wikipedia", "On 19 July, a temperature of 40.3 °C (104.5 °F) was recorded in Coningsby, Lincolnshire, the highest ever recorded in the UK ...", "N/A"),
        ("https://www.bbc.co.uk/news/science-environment-62217282", "UK heatwave: Record 40C temperatures met with fire and travel disruption - BBC News", "The UK has recorded its hottest day on record, with a provisional 40.3C in Coningsby ...", "Jul 19, 2022"),
        ("https://www.theguardian.com/uk-news/2022/jul/19/uk-records-hottest-day-ever-as-temperature-passes-40c", "UK records hottest day ever as temperature passes 40C", "Heathrow reached 40.2C shortly before 1pm, the first time 40C has been recorded in the UK ...", "Jul 19, 2022"),
        ("https://www.metoffice.gov.uk/research/climate/maps-and-data/uk-climate-extremes", "UK climate extremes - Met Office", "Highest maximum temperature: England 40.3°C, Coningsby (Lincolnshire), 19 July 2022 ...", "N/A"),
        ("https://www.reuters.com/world/uk/uk-temperature-hits-record-403c-2022-07-19/", "UK temperature hits record 40.3C as Europe heatwave spreads", "Britain recorded its highest ever temperature on Tuesday ...", "Jul 19, 2022"),
        ("https://www.carbonbrief.org/analysis-how-climate-change-made-the-uks-40c-heat-more-likely/", "Analysis: How climate change made the UK's 40C heat far more likely | Carbon Brief", "World Weather Attribution found the heat was at least 10 times more likely due to climate change ...", "Jul 28, 2022"),
        ("https://www.rmets.org/metmatters/uk-heatwave-july-2022", "The UK heatwave of July 2022 | Royal Meteorological Society", "A total of 46 stations exceeded the previous national record of 38.7°C set in Cambridge in 2019 ...", "Aug 2022"),
    )))
    turns.append((extract("https://www.metoffice.gov.uk/about-us/news-and-media/media-centre/weather-and-climate-news/2022/record-high-temperatures-verified", "verified record value, station and the national records table"), """\
# Record high temperatures verified

28 July 2022

A new UK record temperature of **40.3°C** at Coningsby, Lincolnshire, on 19 July has been verified by the Met Office's National Climate Information Centre. The previous UK record of 38.7°C, set at Cambridge Botanic Garden on 25 July 2019, was exceeded at **46 stations** on 19 July.

The record followed an exceptional period of heat on 18 and 19 July, when temperatures widely exceeded 35°C across England and Wales. A red extreme heat warning, the first ever issued, was in force for parts of England.

Dr Mark McCarthy, head of the National Climate Information Centre, said: "In a climate unaffected by human influence, climate modelling shows that it is virtually impossible for temperatures in the UK to reach 40°C."

## National records

| Country | New record | Station | Date | Previous record |
| --- | --- | --- | --- | --- |
| United Kingdom (England) | 40.3°C | Coningsby, Lincolnshire | 19 July 2022 | 38.7°C, Cambridge Botanic Garden, 25 July 2019 |
| Wales | 37.1°C | Hawarden, Flintshire | 18 July 2022 | 35.2°C, Hawarden Bridge, 2 August 1990 |
| Scotland | 34.8°C | Charterhall, Scottish Borders | 19 July 2022 | 32.9°C, Greycrook, 9 August 2003 |

## Verification

Each candidate station was inspected and its instruments checked against reference thermometers before the values were confirmed. Some provisional readings, including 40.2°C at Heathrow and 40.2°C at St James's Park, London, were also confirmed and stand among the highest values recorded.

The full analysis will be published in the State of the UK Climate report.

Related: UK climate extremes | Heatwave of July 2022 explained
"""))
    turns.append(m.add({"uk_record": "40.3°C at Coningsby, Lincolnshire, 19 Jul 2022 (verified 28 Jul 2022); prev 38.7°C Cambridge Botanic Garden, 25 Jul 2019; 46 stations beat old record"}))
    turns.append((search("Heathrow 40.2C first time UK above 40C time 19 July 2022 provisional"), results(
        ("https://www.bbc.co.uk/news/live/uk-62202628", "Live: UK records hottest day with provisional 40.3C - BBC News", "Live coverage of the UK heatwave as temperatures break records ...", "Jul 19, 2022"),
        ("https://twitter.com/metoffice/status/1549352781125541893", "Met Office on X: \"For the first time, 40°C has been recorded in the UK\"", "A provisional temperature of 40.2°C was recorded at London Heathrow at 12:50 BST today ...", "Jul 19, 2022"),
        ("https://www.theguardian.com/uk-news/2022/jul/19/uk-records-hottest-day-ever-as-temperature-passes-40c", "UK records hottest day ever as temperature passes 40C", "Heathrow reached 40.2C shortly before 1pm; Coningsby in Lincolnshire later reached 40.3C ...", "Jul 19, 2022"),
        ("https://news.sky.com/story/uk-heatwave-40c-heathrow-12652401", "UK heatwave: Temperature passes 40C for first time at Heathrow | Sky News", "The provisional reading broke the record set just hours earlier at Charlwood, Surrey (39.1C) ...", "Jul 19, 2022"),
        ("https://www.independent.co.uk/climate-change/news/uk-40c-heatwave-heathrow-record-b2126731.html", "Heathrow records 40.2C as UK smashes temperature record", "The temperature at Heathrow reached 104.4F ...", "Jul 19, 2022"),
        ("https://www.metoffice.gov.uk/weather/learn-about/weather/case-studies/heatwave-july-2022", "Heatwave July 2022 case study - Met Office", "A timeline of the exceptional heat of 18-19 July ...", "N/A"),
        ("https://www.reddit.com/r/unitedkingdom/comments/w2tqzf/heathrow_hits_402c/", "Heathrow hits 40.2C : r/unitedkingdom", "First time the UK has ever hit 40C ...", "Jul 19, 2022"),
    )))
    turns.append((extract("https://www.bbc.co.uk/news/live/uk-62202628", "timeline of provisional record readings on 19 July"), """\
# Live: UK records hottest day with provisional 40.3C

Summary

- Temperatures in England have topped 40C for the first time on record
- Provisional figures show 40.3C at Coningsby, Lincolnshire — the new UK high
- Heathrow earlier hit 40.2C, the first reading above 40C
- Grass fires have broken out across London; a major incident has been declared by London Fire Brigade
- Train services cancelled on several main lines

Live Reporting — 19 July 2022

**17:30** Fire service: busiest day since World War Two
London Fire Brigade says it has had its busiest day since the Second World War, with crews tackling blazes in Wennington, Dagenham and Croydon.

**16:02** New record: 40.3C at Coningsby
The Met Office says a provisional 40.3C was recorded at Coningsby in Lincolnshire at 15:12 BST. That would beat the 40.2C recorded earlier at Heathrow. All figures remain provisional until verified.

**14:15** St James's Park also passes 40C
A provisional 40.2C was reached in St James's Park in central London, matching Heathrow.

**12:52** For the first time, 40C recorded in the UK
A provisional temperature of 40.2C (104.4F) was recorded at London Heathrow at 12:50 BST, the Met Office says — the first time 40C has ever been recorded in the UK.

**11:43** Charlwood record
Charlwood in Surrey hit 39.1C at 11:00 BST, already beating yesterday's 38.1C at Santon Downham.

**09:10** Overnight record
Provisional data suggests the UK's warmest night on record, with temperatures not falling below 25.8C at Kenley, London.

Share · Latest updates · Heatwave: what you need to know
"""))
    turns.append(m.add({"first_40c": "Heathrow 40.2°C (104.4°F) at 12:50 BST, 19 Jul 2022 — first UK reading ≥40°C; Coningsby 40.3°C (104.5°F) at 15:12 BST later became the record"}))
    turns.append(m.all())
    return dict(tid="h46-search-09", turns=turns, state=state("2023-02-10"), bad=False)


# Space telescope observations: JWST record galaxy (arXiv, NASA Webb blog) — bad
def t10() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("JWST most distant galaxy JADES-GS-z14-0 redshift 14.32 spectroscopic confirmation"), results(
        ("https://arxiv.org/abs/2405.18485", "[2405.18485] A shining cosmic dawn: spectroscopic confirmation of two luminous galaxies at z∼14", "We report the spectroscopic confirmation of two luminous galaxies at z = 14.32 and z = 13.90 with JWST/NIRSpec as part of the JADES survey ...", "May 29, 2024"),
        ("https://science.nasa.gov/blogs/webb/2024/05/30/nasas-james-webb-space-telescope-finds-most-distant-known-galaxy/", "NASA's James Webb Space Telescope Finds Most Distant Known Galaxy - NASA Science", "JADES-GS-z14-0 ... we see it as it was less than 300 million years after the big bang ...", "May 30, 2024"),
        ("https://esawebb.org/news/weic2414/", "Webb breaks the record for the most distant galaxy | ESA/Webb", "The galaxy JADES-GS-z14-0 is measured at a redshift of 14.32 ...", "May 30, 2024"),
        ("https://en.wikipedia.org/wiki/JADES-GS-z14-0", "JADES-GS-z14-0 - Wikipedia", "JADES-GS-z14-0 is a high-redshift Lyman-break galaxy discovered by JWST in 2024 ... redshift of 14.32 ...", "N/A"),
        ("https://www.nytimes.com/2024/05/30/science/james-webb-telescope-galaxy-record.html", "Webb Telescope Spots the Most Distant Galaxy Yet", "The galaxy existed just 290 million years after the Big Bang ...", "May 30, 2024"),
        ("https://www.space.com/james-webb-space-telescope-most-distant-galaxy-record-jades-gs-z14-0", "James Webb Space Telescope smashes record for most distant galaxy ever seen", "The galaxy is unexpectedly bright and large — about 1,600 light-years across ...", "May 30, 2024"),
        ("https://www.newscientist.com/article/2433116-jwst-spots-most-distant-galaxy-ever-seen/", "JWST spots the most distant galaxy ever seen | New Scientist", "The previous record holder, JADES-GS-z13-0, was at a redshift of 13.2 ...", "May 30, 2024"),
        ("https://www.reddit.com/r/jwst/comments/1d45c8y/jadesgsz140_new_redshift_record_z1432/", "JADES-GS-z14-0: new redshift record, z=14.32 : r/jwst", "Paper is out on arXiv, two galaxies at z~14 ...", "May 30, 2024"),
    )))
    turns.append((extract("https://arxiv.org/abs/2405.18485", "authors, submission date and key numbers from the abstract"), """\
# Astrophysics > Astrophysics of Galaxies

**arXiv:2405.18485** (astro-ph)

[Submitted on 28 May 2024]

# A shining cosmic dawn: spectroscopic confirmation of two luminous galaxies at z∼14

Stefano Carniani, Kevin Hainline, Francesco D'Eugenio, Daniel J. Eisenstein, Peter Jakobsen, Joris Witstok, Benjamin D. Johnson, Jacopo Chevallard, Roberto Maiolino, Jakob M. Helton, Chris Willott, Brant Robertson, Stacey Alberts, Santiago Arribas, William M. Baker, Rachana Bhatawdekar, Kristan Boyett, Andrew J. Bunker, Alex J. Cameron, Phillip A. Cargile, Stéphane Charlot, Mirko Curti, Emma Curtis-Lake, Eiichi Egami, Giovanna Giardino, Kate Isaak, Zhiyuan Ji, Gareth C. Jones, Michael V. Maseda, Erica Nelson, Michele Perna, Tim Rawle, Pierluigi Rinaldi, Aayush Saxena, Renske Smit, Fengwu Sun, Sandro Tacchella, Christina C. Williams, Christopher N. A. Willmer, Rogier A. Windhorst

> **Abstract:** The first observations of JWST have revealed a surprising abundance of bright galaxies at z > 10. Here we report the spectroscopic confirmation of two luminous galaxies at z = 14.32^{+0.08}_{-0.20} and z = 13.90 ± 0.17 with JWST/NIRSpec as part of the JWST Advanced Deep Extragalactic Survey (JADES). The spectra reveal strong Lyman-α breaks. The brighter of the two, JADES-GS-z14-0, is spatially resolved, with a half-light radius of 260 parsecs, implying that its luminosity arises from stars rather than an accreting black hole. Its ultraviolet luminosity (M_UV = −20.81) and stellar mass (~10^8.6 M☉) show that luminous, massive galaxies were already in place less than 300 million years after the Big Bang. The discovery of such bright galaxies at this epoch suggests that models of early galaxy formation need to allow for efficient star formation or reduced dust attenuation.

| | |
| --- | --- |
| Comments | Submitted to Nature. 36 pages, 10 figures |
| Subjects | Astrophysics of Galaxies (astro-ph.GA); Cosmology and Nongalactic Astrophysics (astro-ph.CO) |
| Cite as | arXiv:2405.18485 [astro-ph.GA] |
| | (or arXiv:2405.18485v1 [astro-ph.GA] for this version) |
| DOI | https://doi.org/10.48550/arXiv.2405.18485 |

## Submission history

From: Stefano Carniani
**[v1]** Tue, 28 May 2024 18:00:01 UTC (14,203 KB)

Access Paper: View PDF · HTML (experimental) · TeX Source · Other Formats
"""))
    turns.append(m.add({
        "record_galaxy": "JADES-GS-z14-0: z = 14.32 (+0.08/−0.20), <300 Myr after Big Bang; companion JADES-GS-z14-1 at z = 13.90",
        "paper": "Carniani et al. 2024, arXiv:2405.18485 (submitted 28 May 2024; to Nature)",
    }))
    turns.append((search("JADES-GS-z14-0 NASA Webb blog 290 million years 1,600 light-years"), results(
        ("https://science.nasa.gov/blogs/webb/2024/05/30/nasas-james-webb-space-telescope-finds-most-distant-known-galaxy/", "NASA's James Webb Space Telescope Finds Most Distant Known Galaxy - NASA Science", "Only 290 million years after the big bang ... The galaxy is over 1,600 light-years in diameter, proving that most of the light we see is being emitted by young stars ...", "May 30, 2024"),
        ("https://webbtelescope.org/contents/media/images/2024/122/01HYN7Z9M2Y0V1N4S3Q5X9D2AB", "JADES-GS-z14-0 (NIRCam Image) | STScI", "Image of the GOODS-South field with the location of JADES-GS-z14-0 ...", "May 30, 2024"),
        ("https://esawebb.org/news/weic2414/", "Webb breaks the record for the most distant galaxy | ESA/Webb", "The galaxy is 1,600 light-years across ...", "May 30, 2024"),
        ("https://www.scientificamerican.com/article/jwst-finds-most-distant-galaxy-ever/", "JWST Finds the Most Distant Galaxy Ever | Scientific American", "Astronomers were surprised the galaxy is so bright ...", "May 30, 2024"),
        ("https://www.cfa.harvard.edu/news/webb-finds-most-distant-known-galaxy", "Webb Finds Most Distant Known Galaxy | Center for Astrophysics", "CfA astronomers contributed to the JADES observations ...", "May 30, 2024"),
        ("https://www.arizona.edu/news/2024/05/webb-telescope-finds-most-distant-known-galaxy", "UArizona-led team's Webb telescope finds most distant known galaxy", "Kevin Hainline of Steward Observatory co-led the analysis ...", "May 30, 2024"),
    )))
    turns.append((extract("https://science.nasa.gov/blogs/webb/2024/05/30/nasas-james-webb-space-telescope-finds-most-distant-known-galaxy/", "age of the universe at the time, galaxy size, how it was found"), """\
# NASA's James Webb Space Telescope Finds Most Distant Known Galaxy

Webb Blog · May 30, 2024
Written by Stefano Carniani (Scuola Normale Superiore) and Kevin Hainline (University of Arizona)

Over the last two years, scientists have used NASA's James Webb Space Telescope to explore what astronomers refer to as Cosmic Dawn – the period in the first few hundred million years after the big bang where the first galaxies were born. These galaxies provide vital insight into the ways in which the gas, stars, and black holes were changing when the universe was very young.

In October 2023 and January 2024, the JWST Advanced Deep Extragalactic Survey (JADES) obtained NIRSpec spectroscopy of a source that had been identified as a promising candidate in deep NIRCam imaging of the GOODS-South field. The spectrum confirmed that the galaxy, **JADES-GS-z14-0**, is at a redshift of **14.32 (+0.08 −0.20)**, making it the current record-holder for the most distant known galaxy. This corresponds to a time less than 300 million years after the big bang.

## How big and how bright?

- **Size:** over 1,600 light-years in diameter. This size proves that most of the light we see is being emitted by young stars rather than by emission from material surrounding a growing supermassive black hole.
- **Brightness:** unexpectedly luminous — our team had initially considered whether it was a foreground galaxy because it sits close to a brighter neighbour.
- **Oxygen:** MIRI observations detected strong emission from hot ionized gas, likely including oxygen, suggesting that several generations of very massive stars had already lived and died.

A second galaxy, JADES-GS-z14-1, was confirmed at a redshift of 13.90 in the same observations.

The previous record holder, JADES-GS-z13-0, was confirmed by JADES in 2022 at a redshift of 13.2.

The results have been submitted to a scientific journal; the preprint is available on arXiv.

About the authors: Stefano Carniani is an assistant professor at Scuola Normale Superiore in Pisa, Italy; Kevin Hainline is an associate research professor at the University of Arizona's Steward Observatory.
"""))
    turns.append((search("Carniani 2024 shining cosmic dawn spectroscopic confirmation two luminous galaxies z 14 arXiv"), results(
        ("https://arxiv.org/abs/2405.18458", "[2405.18458] A shining cosmic dawn: spectroscopic confirmation of two luminous galaxies at z∼14", "The first observations of JWST have revealed a surprising abundance of bright galaxies at z > 10. Here we report the spectroscopic confirmation of two luminous galaxies ...", "May 29, 2024"),
        ("https://ui.adsabs.harvard.edu/abs/2024arXiv240518485C/abstract", "A shining cosmic dawn: spectroscopic confirmation of two luminous galaxies at z∼14 - ADS", "Carniani, Stefano; Hainline, Kevin; D'Eugenio, Francesco; Eisenstein, Daniel J. ... Publication: eprint arXiv ...", "N/A"),
        ("https://www.semanticscholar.org/paper/A-shining-cosmic-dawn%3A-spectroscopic-confirmation-Carniani-Hainline/6a2b1e0c3f", "A shining cosmic dawn: spectroscopic confirmation of two luminous galaxies at z∼14 | Semantic Scholar", "Cited by 12 ... Highly influential citations 1 ...", "N/A"),
        ("https://www.researchgate.net/publication/380930261_A_shining_cosmic_dawn_spectroscopic_confirmation_of_two_luminous_galaxies_at_z14", "(PDF) A shining cosmic dawn | ResearchGate", "Preprint · May 2024 · Stefano Carniani, Kevin Hainline, ...", "May 2024"),
        ("https://www.sns.it/en/news/most-distant-galaxy-ever-observed", "The most distant galaxy ever observed | Scuola Normale Superiore", "A team led by Stefano Carniani of the Scuola Normale Superiore ...", "May 30, 2024"),
        ("https://jades-survey.github.io/scientists/data.html", "JADES Data Releases", "NIRSpec and NIRCam data products for GOODS-S and GOODS-N ...", "N/A"),
        ("https://www.reddit.com/r/cosmology/comments/1d3x2zn/two_galaxies_at_z14/", "Two galaxies spectroscopically confirmed at z~14 : r/cosmology", "Link to the paper in comments ...", "May 29, 2024"),
    )))
    turns.append((search("JADES-GS-z13-0 previous record redshift 13.20 Curtis-Lake 2023 Nature Astronomy"), results(
        ("https://www.nature.com/articles/s41550-023-01918-w", "Spectroscopic confirmation of four metal-poor galaxies at z = 10.3–13.2 | Nature Astronomy", "Curtis-Lake, E. et al. ... the most distant, JADES-GS-z13-0, at z = 13.20 (+0.04/−0.07) ...", "Apr 4, 2023"),
        ("https://en.wikipedia.org/wiki/JADES-GS-z13-0", "JADES-GS-z13-0 - Wikipedia", "JADES-GS-z13-0 is a galaxy discovered by JWST in 2022 ... held the record for the most distant confirmed galaxy until 2024 ...", "N/A"),
        ("https://esawebb.org/news/weic2305/", "Webb confirms the most distant galaxies yet | ESA/Webb", "Four galaxies confirmed at redshifts above 10 ...", "Apr 2023"),
        ("https://www.space.com/james-webb-space-telescope-confirms-most-distant-galaxies", "James Webb Space Telescope confirms the 4 most distant galaxies", "Light left these galaxies when the universe was about 350 million years old ...", "Dec 9, 2022"),
        ("https://www.nasa.gov/universe/nasas-webb-reaches-new-milestone-in-quest-for-distant-galaxies/", "NASA's Webb Reaches New Milestone in Quest for Distant Galaxies", "JADES confirmed galaxies at redshifts 10.38, 11.58, 12.63 and 13.20 ...", "Dec 9, 2022"),
    )))
    turns.append(m.add({"previous_record": "JADES-GS-z13-0, z = 13.20 (+0.04/−0.07) — Curtis-Lake et al. 2023, Nature Astronomy"}))
    return dict(tid="h46-search-10", turns=turns, state=state("2024-06-11"), bad=True, turn=6,
                kind="arXiv identifier of the same preprint drifts (2405.18485 to 2405.18458)")


# Solar eclipse path, April 8 2024 (Wikipedia, timeanddate, NASA) — bad
def t11() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("April 8 2024 total solar eclipse path of totality maximum duration where"), results(
        ("https://en.wikipedia.org/wiki/Solar_eclipse_of_April_8,_2024", "Solar eclipse of April 8, 2024 - Wikipedia", "A total solar eclipse will occur on Monday, April 8, 2024, at the Moon's ascending node ... Totality will last up to 4 minutes and 28 seconds near Nazas, Durango ...", "N/A"),
        ("https://science.nasa.gov/eclipses/future-eclipses/eclipse-2024/where-when/", "Where & When - 2024 Total Eclipse - NASA Science", "The path of totality crosses Mexico, 15 U.S. states and eastern Canada. The first location in continental North America to experience totality is Mexico's Pacific coast at around 11:07 a.m. PDT ...", "N/A"),
        ("https://www.greatamericaneclipse.com/april-8-2024", "April 8, 2024 Total Solar Eclipse – Great American Eclipse", "Maps of the path of totality with duration contours; the path is 108 to 122 miles wide in the United States ...", "N/A"),
        ("https://eclipse.gsfc.nasa.gov/SEgoogle/SEgoogle2001/SE2024Apr08Tgoogle.html", "Total Solar Eclipse of 2024 Apr 08 - Interactive Google Map", "Greatest eclipse: 25.3°N 104.1°W ... Duration of totality 04m28s, path width 198 km ...", "N/A"),
        ("https://www.timeanddate.com/eclipse/solar/2024-april-8", "April 8, 2024 — Total Solar Eclipse — timeanddate.com", "Where the total solar eclipse is visible, with an animation of the path and local times ...", "N/A"),
        ("https://www.space.com/april-8-2024-total-solar-eclipse-path-map", "Total solar eclipse 2024 path: Map and cities", "Texas cities including Dallas, Austin and San Antonio lie in or near the path ...", "Mar 14, 2024"),
        ("https://www.nationalgeographic.com/science/article/2024-total-solar-eclipse-path-map", "Here's where to see the April 8 total solar eclipse", "The next total eclipse visible from the contiguous U.S. won't come until 2044 ...", "Mar 5, 2024"),
        ("https://www.reddit.com/r/eclipse/comments/1b7x0h2/best_spot_for_longest_totality/", "Best spot for longest totality? : r/eclipse", "Torreón/Nazas area in Durango gets ~4:28, Texas Hill Country about 4:20 ...", "Mar 6, 2024"),
    )))
    turns.append((extract("https://en.wikipedia.org/wiki/Solar_eclipse_of_April_8,_2024", "eclipse parameters: duration, width, greatest eclipse time and place"), """\
# Solar eclipse of April 8, 2024

From Wikipedia, the free encyclopedia

| Solar eclipse of April 8, 2024 | |
| --- | --- |
| Type of eclipse | Total |
| Gamma | 0.3431 |
| Magnitude | 1.0566 |
| Maximum eclipse | |
| Duration | 268 s (4 min 28 s) |
| Coordinates | 25°18′N 104°06′W |
| Max. width of band | 198 km (123 mi) |
| Times (UTC) | |
| Partial begin | 15:42:07 |
| Greatest eclipse | 18:18:29 |
| Partial end | 20:52:19 |
| References | |
| Saros | 139 (30 of 71) |
| Catalog # (SE5000) | 9561 |

A **total solar eclipse** will occur at the Moon's ascending node of orbit on Monday, April 8, 2024, visible across North America and Europe. A solar eclipse occurs when the Moon passes between Earth and the Sun, thereby obscuring the image of the Sun for a viewer on Earth. A total solar eclipse occurs when the Moon's apparent diameter is larger than the Sun's, blocking all direct sunlight, turning day into darkness.

Totality will be visible in a narrow path crossing Mexico, the United States and Canada. The point of greatest eclipse lies near the town of **Nazas, Durango**, where totality will last **4 minutes and 28 seconds**. The path of totality will first make landfall on the Pacific coast of Mexico near Mazatlán, Sinaloa, before crossing Durango and Coahuila, entering the United States in Texas near Eagle Pass, and passing over parts of Oklahoma, Arkansas, Missouri, Illinois, Kentucky, Indiana, Ohio, Pennsylvania, New York, Vermont, New Hampshire and Maine. In Canada, it will cross southern Ontario, Quebec, New Brunswick, Prince Edward Island, Nova Scotia and Newfoundland.

## Visibility

| Location | Totality begins (local) | Duration |
| --- | --- | --- |
| Mazatlán, Sinaloa | 11:07 MST | 4 min 20 s |
| Nazas, Durango | 12:17 CST | 4 min 28 s |
| Eagle Pass, Texas | 13:27 CDT | 4 min 23 s |
| Dallas, Texas | 13:40 CDT | 3 min 52 s |
| Indianapolis, Indiana | 15:06 EDT | 3 min 46 s |
| Cleveland, Ohio | 15:13 EDT | 3 min 50 s |
| Buffalo, New York | 15:18 EDT | 3 min 45 s |
| Montreal, Quebec | 15:26 EDT | 1 min 57 s |

About 31.6 million people live within the path of totality in the United States, and an estimated 44 million across North America.

## Related eclipses

This is the first total solar eclipse visible from the contiguous United States since August 21, 2017. The next will be on August 23, 2044.
"""))
    turns.append(m.add({
        "max_duration": "4 min 28 s near Nazas, Durango, Mexico (greatest eclipse 18:18 UTC, 25.3°N 104.1°W)",
        "path_width_max": "198 km (123 mi)",
    }))
    turns.append((search("April 8 2024 eclipse totality times Dallas Indianapolis Cleveland Buffalo local"), results(
        ("https://www.timeanddate.com/eclipse/in/usa/dallas?iso=20240408", "Eclipse April 8, 2024 in Dallas, Texas, USA - timeanddate.com", "Total solar eclipse in Dallas: totality begins 1:40:43 pm, ends 1:44:35 pm CDT ...", "N/A"),
        ("https://www.timeanddate.com/eclipse/in/usa/indianapolis?iso=20240408", "Eclipse April 8, 2024 in Indianapolis, Indiana, USA", "Totality 3:06:05 pm – 3:09:51 pm EDT ...", "N/A"),
        ("https://www.timeanddate.com/eclipse/in/usa/cleveland?iso=20240408", "Eclipse April 8, 2024 in Cleveland, Ohio, USA", "Totality 3:13:43 pm – 3:17:33 pm EDT ...", "N/A"),
        ("https://www.timeanddate.com/eclipse/in/usa/buffalo?iso=20240408", "Eclipse April 8, 2024 in Buffalo, New York, USA", "Totality 3:18:21 pm – 3:22:06 pm EDT ...", "N/A"),
        ("https://www.dallasnews.com/news/2024/03/18/total-solar-eclipse-dallas-time/", "What time is the eclipse in Dallas? Here's the timeline", "Dallas will see about 3 minutes and 52 seconds of totality starting at 1:40 p.m. ...", "Mar 18, 2024"),
        ("https://www.usatoday.com/story/news/nation/2024/03/20/solar-eclipse-2024-times-by-city/72970100007/", "Solar eclipse 2024 times by city", "See when totality will start in every major city in the path ...", "Mar 20, 2024"),
        ("https://eclipse2024.org/eclipse_cities/statemap.html", "2024 Total Solar Eclipse: Cities in the Path", "Local circumstances for hundreds of cities ...", "N/A"),
    )))
    turns.append((extract("https://www.timeanddate.com/eclipse/in/usa/dallas?iso=20240408", "local circumstances in Dallas"), """\
# Total Solar Eclipse on April 8, 2024 in Dallas, Texas, USA

Dallas will see a **total solar eclipse** on Monday, April 8, 2024.

| Event | Time in Dallas | Direction | Altitude |
| --- | --- | --- | --- |
| Partial begins | Apr 8 at 12:23:20 pm | 187° | 64.5° |
| Full begins | Apr 8 at 1:40:43 pm | 206° | 62.0° |
| Maximum | Apr 8 at 1:42:39 pm | 207° | 61.8° |
| Full ends | Apr 8 at 1:44:35 pm | 208° | 61.6° |
| Partial ends | Apr 8 at 3:02:53 pm | 230° | 52.9° |

Times shown in local time (CDT). * The Moon's shadow passes over Dallas from southwest to northeast.

**Duration of totality:** 3 minutes, 52 seconds
**Total duration:** 2 hours, 39 minutes, 33 seconds
**Magnitude:** 1.0138
**Obscuration:** 100%

## Weather

Historically, early April afternoons in Dallas are partly cloudy about 60% of the time. Check the forecast closer to the date.

## Live stream

timeanddate will stream the eclipse live from Texas, Arkansas and Ohio.

Related: Eclipse Map — 2024 · Interactive Eclipse Animation · Eclipses in Dallas through 2050
"""))
    turns.append(m.add({"dallas_totality": "1:40:43–1:44:35 pm CDT (3 min 52 s); partial 12:23:20 pm–3:02:53 pm"}))
    turns.append((search("next total solar eclipse visible contiguous United States after 2024 2044 2045"), results(
        ("https://www.space.com/next-total-solar-eclipse-in-us-after-2024", "When is the next total solar eclipse in the US after April 2024?", "After April 8, 2024, the next total solar eclipse visible from the contiguous U.S. will be on Aug. 23, 2044, visible from Montana, North Dakota and South Dakota ...", "Apr 9, 2024"),
        ("https://www.greatamericaneclipse.com/august-23-2044", "August 23, 2044 Total Solar Eclipse", "The path of totality crosses Montana and North Dakota at sunset ...", "N/A"),
        ("https://www.greatamericaneclipse.com/august-12-2045", "August 12, 2045 Total Solar Eclipse", "A coast-to-coast eclipse from California to Florida with up to 6 minutes of totality ...", "N/A"),
        ("https://www.timeanddate.com/eclipse/list-total.html", "List of total solar eclipses - timeanddate", "Aug 12, 2026 – Greenland, Iceland, Spain; Aug 2, 2027 – North Africa, Spain ...", "N/A"),
        ("https://science.nasa.gov/eclipses/future-eclipses/", "Future Eclipses - NASA Science", "Total solar eclipse visible in Alaska on March 30, 2033 ...", "N/A"),
        ("https://www.npr.org/2024/04/09/next-total-solar-eclipse-united-states-2044", "Missed the eclipse? Here's when the next one is", "Mark your calendars for Aug. 23, 2044 — or Aug. 12, 2045 for a wider view ...", "Apr 9, 2024"),
    )))
    turns.append(m.add({"next_us_total": "Aug 23, 2044 (MT, ND, SD); coast-to-coast Aug 12, 2045"}))
    turns.append(m.add({"greatest_eclipse": "4 min 28 s near Nazas, Durango, Mexico (greatest eclipse 18:18 UTC, 25.3°N 104.1°W)"}))
    turns.append(m.remove("max_duration"))
    turns.append(m.all(show={
        "max_duration": "4 min 28 s near Nazas, Durango, Mexico (greatest eclipse 18:18 UTC, 25.3°N 104.1°W)",
        "path_width_max": "198 km (123 mi)",
        "dallas_totality": "1:40:43–1:44:35 pm CDT (3 min 52 s); partial 12:23:20 pm–3:02:53 pm",
        "next_us_total": "Aug 23, 2044 (MT, ND, SD); coast-to-coast Aug 12, 2045",
    }))
    turns.append((extract("https://science.nasa.gov/eclipses/future-eclipses/eclipse-2024/where-when/", "eclipse timing table for U.S. cities along the path"), """\
# Where & When

2024 Total Eclipse

On April 8, 2024, a total solar eclipse will cross North America, passing over Mexico, the United States, and Canada. The total solar eclipse will begin over the South Pacific Ocean. Weather permitting, the first location in continental North America that will experience totality is Mexico's Pacific coast at around 11:07 a.m. PDT.

The path of the eclipse continues from Mexico, entering the United States in Texas, and passing through Oklahoma, Arkansas, Missouri, Illinois, Kentucky, Indiana, Ohio, Pennsylvania, New York, Vermont, New Hampshire, and Maine. Small parts of Tennessee and Michigan will also experience the total solar eclipse. The eclipse will enter Canada in Southern Ontario, and continue through Quebec, New Brunswick, Prince Edward Island, and Cape Breton. The eclipse will exit continental North America on the Atlantic coast of Newfoundland, Canada, at 5:16 p.m. NDT.

## Eclipse timing table

| Location | Partial Begins | Totality Begins | Maximum | Totality Ends | Partial Ends |
| --- | --- | --- | --- | --- | --- |
| Dallas, Texas | 12:23 p.m. CDT | 1:40 p.m. CDT | 1:42 p.m. CDT | 1:44 p.m. CDT | 3:02 p.m. CDT |
| Idabel, Oklahoma | 12:28 p.m. CDT | 1:45 p.m. CDT | 1:47 p.m. CDT | 1:49 p.m. CDT | 3:06 p.m. CDT |
| Little Rock, Arkansas | 12:33 p.m. CDT | 1:51 p.m. CDT | 1:52 p.m. CDT | 1:54 p.m. CDT | 3:11 p.m. CDT |
| Poplar Bluff, Missouri | 12:39 p.m. CDT | 1:56 p.m. CDT | 1:58 p.m. CDT | 2:00 p.m. CDT | 3:15 p.m. CDT |
| Paducah, Kentucky | 12:42 p.m. CDT | 2:00 p.m. CDT | 2:01 p.m. CDT | 2:02 p.m. CDT | 3:18 p.m. CDT |
| Carbondale, Illinois | 12:42 p.m. CDT | 1:59 p.m. CDT | 2:01 p.m. CDT | 2:03 p.m. CDT | 3:18 p.m. CDT |
| Evansville, Indiana | 12:45 p.m. CDT | 2:02 p.m. CDT | 2:04 p.m. CDT | 2:05 p.m. CDT | 3:20 p.m. CDT |
| Cleveland, Ohio | 1:59 p.m. EDT | 3:13 p.m. EDT | 3:15 p.m. EDT | 3:17 p.m. EDT | 4:29 p.m. EDT |
| Erie, Pennsylvania | 2:02 p.m. EDT | 3:16 p.m. EDT | 3:18 p.m. EDT | 3:20 p.m. EDT | 4:30 p.m. EDT |
| Buffalo, New York | 2:04 p.m. EDT | 3:18 p.m. EDT | 3:20 p.m. EDT | 3:22 p.m. EDT | 4:32 p.m. EDT |
| Burlington, Vermont | 2:14 p.m. EDT | 3:26 p.m. EDT | 3:27 p.m. EDT | 3:29 p.m. EDT | 4:37 p.m. EDT |
| Lancaster, New Hampshire | 2:16 p.m. EDT | 3:27 p.m. EDT | 3:29 p.m. EDT | 3:30 p.m. EDT | 4:38 p.m. EDT |
| Caribou, Maine | 2:22 p.m. EDT | 3:32 p.m. EDT | 3:33 p.m. EDT | 3:34 p.m. EDT | 4:40 p.m. EDT |

The table is based on data from NASA's Scientific Visualization Studio; times are rounded down to the minute.
"""))
    return dict(tid="h46-search-11", turns=turns, state=state("2024-03-21"), bad=True, turn=11,
                kind="retrieve_all lists the renamed entry under its old key; the new key is absent")


# Snowfall and rainfall records (Wikipedia, WMO archive) — clean
def t12() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("world record seasonal snowfall Mount Baker 1998-99 1,140 inches"), results(
        ("https://en.wikipedia.org/wiki/Mount_Baker_Ski_Area", "Mt. Baker Ski Area - Wikipedia", "Mt. Baker Ski Area holds the world record for the greatest recorded snowfall in a single season: 1,140 inches (2,896 cm) during the 1998–99 season ...", "N/A"),
        ("https://www.mtbaker.us/the-mountain/snow-facts/", "Snow Facts | Mt. Baker Ski Area", "Average annual snowfall 641 inches ... World record 1,140 inches, 1998-99 season ...", "N/A"),
        ("https://www.ncei.noaa.gov/news/greatest-snowfall-season", "Record-setting Mount Baker snowfall accepted by climate extremes committee - NOAA NCEI", "The National Climate Extremes Committee accepted a seasonal total of 1,140 inches at the Mt. Baker Ski Area, surpassing Paradise, Mount Rainier ...", "Aug 2, 1999"),
        ("https://en.wikipedia.org/wiki/Paradise,_Washington", "Paradise, Washington - Wikipedia", "Paradise holds the record for the most snowfall in a single season measured at a long-term station, 1,122 inches (93.5 ft) in 1971–72 ...", "N/A"),
        ("https://www.seattletimes.com/seattle-news/weather/mt-baker-snowfall-record-25-years/", "25 years later, Mount Baker's snowfall record still stands", "The winter of 1998-99 buried the ski area under 95 feet of snow ...", "Feb 10, 2024"),
        ("https://wmo.asu.edu/content/world-greatest-snowfall-season", "World: Greatest Snowfall Season - WMO Weather and Climate Extremes Archive", "The WMO archive does not currently maintain a world record for seasonal snowfall ...", "N/A"),
        ("https://www.onthesnow.com/news/snowiest-ski-resorts-in-the-world/", "The 15 Snowiest Ski Resorts in the World | OnTheSnow", "Japan's Hakkoda and Niseko regularly top 600 inches, but Mt. Baker still holds the single-season record ...", "Dec 2023"),
        ("https://www.reddit.com/r/Washington/comments/18x3abc/til_mt_baker_holds_the_world_snowfall_record/", "TIL Mt. Baker holds the world record for snowfall in one season : r/Washington", "1,140 inches in 1998-99 ...", "Jan 3, 2024"),
    )))
    turns.append((extract("https://en.wikipedia.org/wiki/Mount_Baker_Ski_Area", "the seasonal snowfall record and how it compares"), """\
# Mt. Baker Ski Area

From Wikipedia, the free encyclopedia

| Mt. Baker Ski Area | |
| --- | --- |
| Location | Whatcom County, Washington, U.S. |
| Nearest major city | Bellingham, Washington |
| Top elevation | 5,089 ft (1,551 m) |
| Base elevation | 3,500 ft (1,067 m) |
| Vertical | 1,500 ft (457 m) |
| Skiable area | 1,000 acres (4.0 km2) |
| Lift system | 8 chairlifts, 2 rope tows |
| Snowfall | 641 in (1,628 cm) average |
| Website | mtbaker.us |

**Mt. Baker Ski Area** is a ski area in the northwest United States, in Whatcom County, Washington. It is located on the northeast flank of Mount Baker, about 52 miles (84 km) east of Bellingham, on the slopes of Panorama Dome and Shuksan Arm.

## Snowfall record

Mt. Baker Ski Area holds the world record for the greatest recorded snowfall in a single season: **1,140 inches (2,896 cm)** during the 1998–99 season. The record was reviewed by the National Climate Extremes Committee of the U.S. National Oceanic and Atmospheric Administration, which accepted it in 1999. It surpassed the previous record of 1,122 inches (2,850 cm), set at Paradise on Mount Rainier during the 1971–72 season.

| Season | Location | Snowfall |
| --- | --- | --- |
| 1998–99 | Mt. Baker Ski Area, Washington | 1,140 in (2,896 cm) |
| 1971–72 | Paradise, Mount Rainier, Washington | 1,122 in (2,850 cm) |
| 1955–56 | Thompson Pass, Alaska | 974.5 in (2,475 cm) |

The ski area's average annual snowfall is 641 inches (1,628 cm), among the highest of any resort in the world.

## History

The ski area opened in 1953 ... The Legendary Banked Slalom, a snowboard race, has been held at the area since 1985.
"""))
    turns.append((search("world record rainfall 12 months Cherrapunji August 1860 July 1861 mm inches"), results(
        ("https://wmo.asu.edu/content/world-greatest-twelve-month-rainfall", "World: Greatest Twelve-Month Rainfall - WMO Weather and Climate Extremes Archive", "Record: 26,461 mm (1,041.77 in), Cherrapunji, Meghalaya, India, 1 August 1860 – 31 July 1861 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Sohra", "Sohra (Cherrapunji) - Wikipedia", "Cherrapunji holds the world records for the most rainfall in a calendar month (9,300 mm in July 1861) and in a year (26,461 mm from August 1860 to July 1861) ...", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/greatest-annual-rainfall", "Greatest rainfall in one year | Guinness World Records", "Cherrapunji received 26.46 m (1,042 in) of rain between 1 August 1860 and 31 July 1861 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Mawsynram", "Mawsynram - Wikipedia", "Mawsynram receives an average of 11,871 mm of rain a year, often cited as the wettest place on Earth by average rainfall ...", "N/A"),
        ("https://www.bbc.com/travel/article/20150316-the-wettest-place-on-earth", "The wettest place on Earth | BBC Travel", "Cherrapunji and neighbouring Mawsynram vie for the title ...", "Mar 16, 2015"),
        ("https://www.weather.gov/owp/hdsc_world_record", "World Record Point Precipitation Measurements - NWS", "12 months: 1,042 in, Cherrapunji, India, Aug 1860–Jul 1861 ...", "N/A"),
        ("https://www.downtoearth.org.in/climate-change/cherrapunji-rainfall-decline", "Is Cherrapunji getting drier? | Down To Earth", "Annual rainfall at the station has declined over recent decades ...", "Jul 2023"),
    )))
    turns.append((extract("https://wmo.asu.edu/content/world-greatest-twelve-month-rainfall", "record value, location, period and verification details"), """\
# World: Greatest Twelve-Month Rainfall

World Meteorological Organization — Weather and Climate Extremes Archive

| | |
| --- | --- |
| Record value | 26,461 mm (1,041.77 in) |
| Location | Cherrapunji, Meghalaya, India |
| Latitude / Longitude | 25°15′N, 91°44′E |
| Elevation | 1,313 m |
| Period | 1 August 1860 – 31 July 1861 |
| Length of record | 12 months |
| Instrumentation | Standard rain gauge |
| Record status | Accepted |

## Details

The greatest twelve-month rainfall total on record is 26,461 mm (about 1,042 inches, or 26.46 m), measured at Cherrapunji, India, from August 1860 through July 1861. Cherrapunji lies on the southern edge of the Khasi Hills, where moist southwesterly monsoon air from the Bay of Bengal is forced to rise sharply.

The same period includes the greatest calendar-month total on record, 9,300 mm (366 in) in July 1861.

## Related records

- World: Greatest Calendar-Month Rainfall — 9,300 mm, Cherrapunji, July 1861
- World: Greatest 24-Hour Rainfall — 1,825 mm, Foc-Foc, La Réunion, 7–8 January 1966
- World: Greatest 48-Hour Rainfall — 2,493 mm, Cherrapunji, 15–16 June 1995

The evaluation committees of the WMO Commission for Climatology review candidate records; the archive lists only values accepted by a committee.
"""))
    turns.append(m.add({
        "snow_season_record": "Mt. Baker Ski Area, WA: 1,140 in (2,896 cm), 1998–99 (prev. Paradise, Mt. Rainier 1,122 in, 1971–72)",
        "rain_12mo_record": "Cherrapunji, India: 26,461 mm (1,041.77 in ≈ 1,042 in ≈ 26.46 m), 1 Aug 1860 – 31 Jul 1861",
    }))
    turns.append(m.all())
    return dict(tid="h46-search-12", turns=turns, state=state("2024-02-12"), bad=False)


# Amazon deforestation rates (INPE PRODES/TerraBrasilis, Reuters) — clean
def t13() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("PRODES 2024 taxa desmatamento Amazônia km2 INPE", "PRODES 2024 Amazon deforestation rate 6,288 km2"), multi(
        ("PRODES 2024 taxa desmatamento Amazônia km2 INPE", [
            ("https://www.gov.br/inpe/pt-br/assuntos/ultimas-noticias/taxa-de-desmatamento-na-amazonia-legal-cai-30-6-em-2024", "Taxa de desmatamento na Amazônia Legal cai 30,6% em 2024 — INPE", "A taxa estimada pelo PRODES para o período de agosto de 2023 a julho de 2024 é de 6.288 km², redução de 30,63% em relação a 2023 ...", "Nov 6, 2024"),
            ("https://terrabrasilis.dpi.inpe.br/app/dashboard/deforestation/biomes/legal_amazon/rates", "TerraBrasilis — PRODES (Desmatamento) — Amazônia Legal — Taxas", "Taxas anuais de desmatamento na Amazônia Legal Brasileira desde 1988 ...", "N/A"),
            ("https://g1.globo.com/meio-ambiente/noticia/2024/11/06/desmatamento-amazonia-prodes-2024.ghtml", "Desmatamento na Amazônia cai 30,6% e tem menor taxa desde 2015 | g1", "Dado do Prodes aponta 6.288 km² desmatados entre agosto de 2023 e julho de 2024 ...", "Nov 6, 2024"),
            ("https://www.gov.br/mma/pt-br/noticias/desmatamento-na-amazonia-e-no-cerrado-cai-em-2024", "Desmatamento cai na Amazônia e no Cerrado — Ministério do Meio Ambiente", "No Cerrado, a taxa foi de 8.174 km², queda de 25,7% ...", "Nov 6, 2024"),
        ]),
        ("PRODES 2024 Amazon deforestation rate 6,288 km2", [
            ("https://www.reuters.com/business/environment/brazil-amazon-deforestation-falls-306-lowest-since-2015-2024-11-06/", "Brazil Amazon deforestation falls 30.6%, lowest since 2015 | Reuters", "Deforestation in Brazil's Amazon rainforest fell 30.6% in the 12 months through July to 6,288 square kilometers ...", "Nov 6, 2024"),
            ("https://news.mongabay.com/2024/11/amazon-deforestation-drops-for-second-year-under-lula/", "Amazon deforestation drops for second straight year under Lula - Mongabay", "The preliminary PRODES figure of 6,288 km2 compares with 9,064 km2 in 2023 ...", "Nov 7, 2024"),
            ("https://www.theguardian.com/environment/2024/nov/06/brazil-amazon-deforestation-lowest-in-nine-years", "Brazil's Amazon deforestation falls to lowest level in nine years", "Environment minister Marina Silva said the country was on track to end illegal deforestation by 2030 ...", "Nov 6, 2024"),
            ("https://www.carbonbrief.org/amazon-deforestation-2024-prodes/", "Analysis: Amazon deforestation down again in 2024 | Carbon Brief", "Fires, however, surged in 2024 and are not counted by PRODES clear-cut mapping ...", "Nov 8, 2024"),
        ]),
    )))
    turns.append((extract("https://www.gov.br/inpe/pt-br/assuntos/ultimas-noticias/taxa-de-desmatamento-na-amazonia-legal-cai-30-6-em-2024", "taxa 2024, comparação com 2023, dados por estado"), """\
# Taxa de desmatamento na Amazônia Legal cai 30,6% em 2024

Publicado em 06/11/2024 10h30 · Atualizado em 06/11/2024 15h12

O Instituto Nacional de Pesquisas Espaciais (INPE) divulgou nesta quarta-feira (6), em Brasília, a estimativa da taxa de desmatamento por corte raso na Amazônia Legal Brasileira, produzida pelo Projeto de Monitoramento do Desmatamento na Amazônia Legal por Satélite (PRODES). O valor estimado é de **6.288 km²** para o período de 1º de agosto de 2023 a 31 de julho de 2024.

O resultado representa uma **redução de 30,63%** em relação à taxa consolidada de 2023, de **9.064 km²**, e é o menor valor desde 2015, quando foram registrados 6.207 km².

A divulgação contou com a presença da ministra do Meio Ambiente e Mudança do Clima, Marina Silva, e da ministra da Ciência, Tecnologia e Inovação, Luciana Santos.

## Distribuição por estado

| Estado | Taxa estimada 2024 (km²) | Participação |
| --- | --- | --- |
| Pará | 2.362 | 37,6% |
| Mato Grosso | 1.277 | 20,3% |
| Amazonas | 1.133 | 18,0% |
| Rondônia | 453 | 7,2% |
| Maranhão | 431 | 6,9% |
| Acre | 344 | 5,5% |
| Roraima | 201 | 3,2% |
| Amapá | 45 | 0,7% |
| Tocantins | 42 | 0,7% |
| **Amazônia Legal** | **6.288** | **100%** |

## Metodologia

A estimativa é calculada a partir de 73 cenas de satélite da série Landsat e equivalentes (CBERS-4, Sentinel-2), que cobrem as áreas responsáveis por mais de 90% do desmatamento registrado no ano anterior. A **taxa consolidada** de 2024, com o mapeamento de todas as cenas da Amazônia Legal, será divulgada no primeiro semestre de 2025, como ocorre todos os anos.

O PRODES mede o desmatamento por corte raso (remoção completa da vegetação nativa) com área mínima de 6,25 hectares e é diferente do sistema DETER, que emite alertas diários para apoio à fiscalização.

No Cerrado, a estimativa do PRODES para o mesmo período é de 8.174 km², queda de 25,7% em relação a 2023.
"""))
    turns.append(m.add({
        "prodes_2024": "6,288 km² (estimate, Aug 2023–Jul 2024), −30.63% vs 2023 consolidated; lowest since 2015 (6,207)",
        "prodes_2023": "9,064 km² (consolidated)",
    }))
    turns.append((search("PRODES 2023 Amazon deforestation 9,001 km2 22.3% drop November 2023"), results(
        ("https://www.reuters.com/business/environment/brazil-amazon-deforestation-falls-223-12-months-through-july-2023-11-09/", "Brazil Amazon deforestation falls 22.3% in 12 months through July | Reuters", "Deforestation in Brazil's Amazon fell 22.3% to 9,001 square kilometers in the 12 months through July, according to preliminary PRODES data ...", "Nov 9, 2023"),
        ("https://www.gov.br/inpe/pt-br/assuntos/ultimas-noticias/prodes-2023", "PRODES estima 9.001 km² de desmatamento na Amazônia Legal em 2023 — INPE", "Estimativa representa redução de 22,3% em relação à taxa de 2022 (11.594 km²) ...", "Nov 9, 2023"),
        ("https://news.mongabay.com/2023/11/amazon-deforestation-falls-22-in-lulas-first-year/", "Amazon deforestation falls 22% in Lula's first year - Mongabay", "The annual rate fell to 9,001 km2, the lowest since 2018 ...", "Nov 9, 2023"),
        ("https://www.gov.br/inpe/pt-br/assuntos/ultimas-noticias/inpe-divulga-taxa-consolidada-prodes-2023", "INPE divulga taxa consolidada do PRODES 2023 — INPE", "A taxa consolidada para 2023 é de 9.064 km², 0,7% acima da estimativa divulgada em novembro ...", "May 2024"),
        ("https://www.nature.com/articles/d41586-023-03521-2", "Amazon deforestation plummets under Lula | Nature", "The decline reverses four years of increases under Bolsonaro ...", "Nov 2023"),
        ("https://www.bbc.com/news/world-latin-america-67369911", "Amazon deforestation falls by a fifth in Lula's first year", "Preliminary figures show 9,001 sq km cleared ...", "Nov 9, 2023"),
    )))
    turns.append((extract("https://www.reuters.com/business/environment/brazil-amazon-deforestation-falls-223-12-months-through-july-2023-11-09/", "2023 PRODES figure and the comparison year"), """\
# Brazil Amazon deforestation falls 22.3% in 12 months through July

By Jake Spring
November 9, 2023 3:41 PM GMT-3 · Updated a year ago

BRASILIA, Nov 9 (Reuters) - Deforestation in Brazil's Amazon rainforest fell 22.3% in the 12 months through July, preliminary government data showed on Thursday, the first full year of data under President Luiz Inácio Lula da Silva, who has promised to end illegal clearing by 2030.

Destruction in the world's largest rainforest totaled 9,001 square kilometers (3,475 square miles) from August 2022 through July 2023, according to the annual PRODES report by national space research agency INPE, down from 11,594 sq km a year earlier. It was the lowest level since 2018.

"We are going to continue working to reduce deforestation," Environment Minister Marina Silva told reporters.

The PRODES report is based on satellite data and is considered the most accurate measure of deforestation. It differs from the DETER monthly alert system, which had shown a steeper drop for the same period.

Figures for the Cerrado savanna, south of the Amazon, will be released next month, INPE said.

Brazil has pledged to cut greenhouse gas emissions by 48% by 2025 and 53% by 2030 from 2005 levels, and deforestation is its largest source of emissions.

Reporting by Jake Spring; Editing by Leslie Adler
"""))
    turns.append(m.update({"prodes_2023": "9,064 km² consolidated (preliminary Nov 2023: 9,001 km², −22.3% vs 2022's 11,594)"}))
    turns.append((search("DETER Amazon deforestation alerts August 2023 July 2024 4,315 km2 difference PRODES"), results(
        ("https://www.reuters.com/business/environment/brazil-amazon-deforestation-alerts-fall-46-2024-08-07/", "Amazon deforestation alerts fall 46% in 12 months through July | Reuters", "DETER alerts covered 4,315 sq km between August 2023 and July 2024, down 45.7% from a year earlier ...", "Aug 7, 2024"),
        ("https://terrabrasilis.dpi.inpe.br/app/dashboard/alerts/legal/amazon/aggregated/", "TerraBrasilis — DETER Amazônia — Avisos", "Aggregated DETER alerts by month, state and class ...", "N/A"),
        ("https://www.oeco.org.br/noticias/deter-e-prodes-qual-a-diferenca/", "DETER e PRODES: qual a diferença? | ((o))eco", "O DETER é um sistema de alertas rápidos; o PRODES mede a taxa anual oficial ...", "2023"),
        ("https://news.mongabay.com/2024/08/amazon-deforestation-alerts-hit-record-low/", "Amazon deforestation alerts hit lowest level in DETER's current series", "The 12-month total fell to 4,315 km² ...", "Aug 8, 2024"),
        ("https://www.obt.inpe.br/OBT/assuntos/programas/amazonia/deter", "DETER — Sistema de Detecção do Desmatamento em Tempo Real", "Alertas de alteração da cobertura florestal com área mínima de 3 hectares ...", "N/A"),
        ("https://www.wri.org/insights/brazil-deforestation-data-prodes-deter", "Why Brazil has two deforestation numbers | WRI", "DETER totals are usually lower than PRODES because the alert system uses coarser imagery ...", "2023"),
    )))
    turns.append((extract("https://terrabrasilis.dpi.inpe.br/app/dashboard/deforestation/biomes/legal_amazon/rates", "annual PRODES rates for the last ten years"), """\
# TerraBrasilis — PRODES (Desmatamento) — Amazônia Legal

Taxas anuais de desmatamento — Amazônia Legal Brasileira (km²)

| Ano | AC | AM | AP | MA | MT | PA | RO | RR | TO | Amazônia Legal |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 2015 | 264 | 712 | 25 | 209 | 1.601 | 2.153 | 1.030 | 156 | 57 | 6.207 |
| 2016 | 372 | 1.129 | 17 | 258 | 1.489 | 2.992 | 1.376 | 202 | 58 | 7.893 |
| 2017 | 257 | 1.001 | 24 | 265 | 1.561 | 2.433 | 1.243 | 132 | 31 | 6.947 |
| 2018 | 444 | 1.045 | 24 | 253 | 1.490 | 2.744 | 1.316 | 195 | 25 | 7.536 |
| 2019 | 682 | 1.434 | 32 | 237 | 1.702 | 4.172 | 1.257 | 590 | 23 | 10.129 |
| 2020 | 706 | 1.512 | 24 | 336 | 1.779 | 4.899 | 1.273 | 297 | 25 | 10.851 |
| 2021 | 889 | 2.306 | 17 | 350 | 2.263 | 5.188 | 1.673 | 315 | 37 | 13.038 |
| 2022 | 847 | 2.607 | 16 | 271 | 1.927 | 4.162 | 1.480 | 240 | 44 | 11.594 |
| 2023 | 594 | 1.576 | 57 | 427 | 2.086 | 3.290 | 657 | 336 | 41 | 9.064 |
| 2024* | 344 | 1.133 | 45 | 431 | 1.277 | 2.362 | 453 | 201 | 42 | 6.288 |

\\* Taxa estimada (2024). A taxa consolidada será publicada após o mapeamento completo.

Fonte: INPE/PRODES · Período de referência: 1º de agosto do ano anterior a 31 de julho do ano indicado.

Filtros: Bioma ▾ Estados ▾ Período ▾ · Exportar CSV · Compartilhar
"""))
    turns.append(m.add({"trend": "Peak 13,038 km² (2021) → 11,594 (2022) → 9,064 (2023) → 6,288 est. (2024); DETER alerts Aug 2023–Jul 2024: 4,315 km² (different system)"}))
    return dict(tid="h46-search-13", turns=turns, state=state("2024-11-12"), bad=False)


# Coral bleaching event 2024 (NOAA Coral Reef Watch) — bad
def t14() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("NOAA confirms fourth global coral bleaching event April 2024 countries"), results(
        ("https://www.noaa.gov/news-release/noaa-confirms-4th-global-coral-reef-bleaching-event", "NOAA confirms 4th global coral reef bleaching event | National Oceanic and Atmospheric Administration", "The world is currently experiencing a global coral bleaching event, the fourth on record and the second in the last 10 years ... mass bleaching in at least 53 countries and territories ...", "Apr 15, 2024"),
        ("https://coralreefwatch.noaa.gov/satellite/analyses_guidance/global_coral_bleaching_2023-24.php", "Global Coral Bleaching Event 2023-2024 - NOAA Coral Reef Watch", "Percentage of coral reef area experiencing bleaching-level heat stress, updated weekly ...", "N/A"),
        ("https://www.reuters.com/business/environment/world-enters-fourth-mass-coral-bleaching-event-2024-04-15/", "World enters fourth mass coral bleaching event, NOAA says | Reuters", "More than half the world's reef area has been exposed to bleaching-level heat stress over the past year ...", "Apr 15, 2024"),
        ("https://www.icriforum.org/4th-global-bleaching-event/", "Fourth global coral bleaching event confirmed | ICRI", "The International Coral Reef Initiative and NOAA jointly announced the event ...", "Apr 15, 2024"),
        ("https://www.nytimes.com/2024/04/15/climate/coral-reefs-bleaching.html", "Coral Reefs Are Bleaching Worldwide, for the Fourth Time on Record", "Bleaching has been confirmed from Florida to the Great Barrier Reef and the Red Sea ...", "Apr 15, 2024"),
        ("https://www.theguardian.com/environment/2024/apr/15/fourth-global-coral-bleaching-event-noaa", "World's coral reefs in fourth mass bleaching event, scientists confirm", "Previous global events occurred in 1998, 2010 and 2014-17 ...", "Apr 15, 2024"),
        ("https://www.aims.gov.au/monitoring/great-barrier-reef-aerial-surveys-2024", "Great Barrier Reef aerial surveys 2024 | AIMS", "Aerial surveys in February and March recorded widespread bleaching across all three regions ...", "Apr 2024"),
        ("https://www.bbc.com/news/science-environment-68819457", "Coral reefs: Fourth global bleaching event confirmed", "Scientists say the event is likely to become the most severe on record ...", "Apr 15, 2024"),
    )))
    turns.append((extract("https://www.noaa.gov/news-release/noaa-confirms-4th-global-coral-reef-bleaching-event", "key numbers: countries affected, percent of reef area, prior events"), """\
# NOAA confirms 4th global coral reef bleaching event

Second global bleaching event in the last 10 years

April 15, 2024

The world is currently experiencing a global coral bleaching event, the fourth on record and the second in the last 10 years, according to scientists at NOAA's Coral Reef Watch (CRW) and the International Coral Reef Initiative (ICRI).

Since early 2023, mass bleaching of coral reefs has been confirmed throughout the tropical regions of each major ocean basin. Between February 2023 and April 2024, significant coral bleaching has been documented in the Northern and Southern Hemispheres of each major ocean basin, including Florida, the Caribbean, Brazil, the Eastern Tropical Pacific, the South Pacific, the Red Sea, the Persian Gulf, the Gulf of Aden, Indonesia, Australia's Great Barrier Reef, and across the western Indian Ocean.

"As the world's oceans continue to warm, coral bleaching is becoming more frequent and severe," said Derek Manzello, Ph.D., NOAA CRW coordinator. "When these events are severe or prolonged, they can cause coral mortality, which hurts the people who depend on coral reefs for their livelihoods."

## By the numbers

| | |
| --- | --- |
| Global events on record | 4 (1998, 2010, 2014–2017, 2023–present) |
| Countries and territories with confirmed mass bleaching | at least 53 |
| Share of reef area with bleaching-level heat stress (past 12 months) | 54.4% |
| Rate of increase | about 1% per week |

To confirm a global bleaching event, significant bleaching must be documented in each of the Atlantic, Pacific and Indian ocean basins. The determination was made using CRW's satellite-based Degree Heating Week product and reports from scientists and managers on the ground.

## What happens next

NOAA will continue to track heat stress through CRW's 5-km daily products and work with partners to restore corals in Florida and elsewhere. The agency noted that the percentage of reef area under stress is expected to keep climbing through the Southern Hemisphere autumn.

Media contact: Keeley Belva, keeley.belva@noaa.gov
"""))
    turns.append(m.add({
        "event4_confirmed": "Apr 15, 2024 — NOAA Coral Reef Watch + ICRI; 4th global event, 2nd in 10 years",
        "countries_affected": "at least 53 countries/territories (Feb 2023 – Apr 2024)",
        "reef_area_pct": "54.4% of reef area with bleaching-level heat stress (12 months to Apr 2024), rising ~1%/week",
        "prior_events": "1998, 2010, 2014–2017",
    }))
    turns.append(m.remove("reef_area_pct"))
    turns.append(m.all(show={
        "event4_confirmed": "Apr 15, 2024 — NOAA Coral Reef Watch + ICRI; 4th global event, 2nd in 10 years",
        "countries_affected": "at least 53 countries/territories (Feb 2023 – Apr 2024)",
        "reef_area_pct": "54.4% of reef area with bleaching-level heat stress (12 months to Apr 2024), rising ~1%/week",
        "prior_events": "1998, 2010, 2014–2017",
    }))
    turns.append((search("Coral Reef Watch percentage of reef area bleaching heat stress weekly update 2024"), results(
        ("https://coralreefwatch.noaa.gov/satellite/analyses_guidance/global_coral_bleaching_2023-24.php", "Global Coral Bleaching Event 2023-2024 - NOAA Coral Reef Watch", "Weekly update of the percentage of the world's coral reef area that has experienced bleaching-level heat stress since January 2023 ...", "N/A"),
        ("https://coralreefwatch.noaa.gov/product/5km/index_5km_dhw.php", "NOAA Coral Reef Watch Daily 5km Degree Heating Week", "Degree Heating Week (DHW) shows accumulated heat stress over the past 12 weeks ...", "N/A"),
        ("https://www.reuters.com/business/environment/coral-heat-stress-spreads-global-bleaching-2024-04-19/", "Coral heat stress keeps spreading after global bleaching declared", "Scientists say the share of reef area affected is still growing and could surpass the previous global event ...", "Apr 19, 2024"),
        ("https://www.climate.gov/news-features/featured-images/fourth-global-coral-bleaching-event", "Fourth global coral bleaching event | NOAA Climate.gov", "Maps of Degree Heating Weeks across the tropics ...", "Apr 2024"),
        ("https://www.science.org/content/article/world-s-corals-are-bleaching-record-pace", "The world's corals are bleaching at a record pace | Science", "Scientists warn of widespread mortality ...", "Apr 2024"),
        ("https://www.reddit.com/r/ReefTank/comments/1c4tqk1/noaa_declares_4th_global_bleaching_event/", "NOAA declares 4th global bleaching event : r/ReefTank", "Sad news for reefs everywhere ...", "Apr 15, 2024"),
    )))
    return dict(tid="h46-search-14", turns=turns, state=state("2024-04-22"), bad=True, turn=5,
                kind="entry the agent removed is listed again by retrieve_all")


# Population census: Australia 2021 (ABS QuickStats, ABS releases) — clean
def t15() -> dict[str, Any]:
    init = {"task_scope": "Australia population figures for briefing note — census count vs ERP, state breakdown"}
    m = Mem(init)
    turns: list[tuple[str, str]] = []
    turns.append((search("Australia 2021 census population count 25,422,788 increase since 2016"), results(
        ("https://www.abs.gov.au/media-centre/media-releases/2021-census-nature-and-diversity", "2021 Census: Nation's diversity and changing characteristics revealed | Australian Bureau of Statistics", "The 2021 Census counted 25,422,788 people in Australia, an increase of 8.6 per cent since the 2016 Census ...", "Jun 28, 2022"),
        ("https://www.abs.gov.au/census/find-census-data/quickstats/2021/AUS", "2021 Australia, Census All persons QuickStats | ABS", "People 25,422,788 · Male 49.3% · Female 50.7% · Median age 38 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2021_Australian_census", "2021 Australian census - Wikipedia", "The 2021 Australian census was the eighteenth national population census held in Australia, on 10 August 2021 ... total population counted 25,422,788 ...", "N/A"),
        ("https://www.abc.net.au/news/2022-06-28/census-2021-data-release-australia/101187290", "Census 2021: Australia's population, religion, languages and more | ABC News", "Australia is older, more diverse and less religious ...", "Jun 28, 2022"),
        ("https://www.sbs.com.au/news/article/census-2021-key-findings/abc12345", "Census 2021: Key findings at a glance | SBS News", "More than half of Australians were born overseas or have a parent born overseas ...", "Jun 28, 2022"),
        ("https://www.abs.gov.au/census/guide-census-data/census-methodology/2021/measuring-census-accuracy", "Measuring Census accuracy | ABS", "The Post Enumeration Survey estimated a net undercount of 0.9 per cent ...", "N/A"),
        ("https://www.theguardian.com/australia-news/2022/jun/28/census-2021-results-australia", "Census 2021: Australia is older, more diverse and less religious", "Millennials now almost match baby boomers ...", "Jun 28, 2022"),
        ("https://profile.id.com.au/australia/population", "Australia | Population | Community profile - .id", "Census usual resident population ...", "N/A"),
    )))
    turns.append((extract("https://www.abs.gov.au/media-centre/media-releases/2021-census-nature-and-diversity", "headline counts and key findings"), """\
# 2021 Census: Nation's diversity and changing characteristics revealed

Media Release · 28/06/2022 · Released at 10:00 am (Canberra time)

Data from the 2021 Census released today by the Australian Bureau of Statistics (ABS) shows Australia continues to grow and change, with a population that is more culturally diverse than ever before.

The 2021 Census counted **25,422,788** people in Australia (excluding overseas visitors), an increase of **8.6 per cent** since the 2016 Census (23,401,892).

Australian Statistician Dr David Gruen AO said: "More than 10 million households took part in the Census, and 96.1 per cent of dwellings completed a form, despite the COVID-19 lockdowns in Sydney and Melbourne on Census night."

## Key findings

| Topic | 2021 | 2016 |
| --- | --- | --- |
| People counted | 25,422,788 | 23,401,892 |
| Median age | 38 | 38 |
| Aboriginal and/or Torres Strait Islander people | 812,728 (3.2%) | 649,171 (2.8%) |
| Born overseas | 27.6% | 26.3% |
| At least one parent born overseas | 48.2% | 49.0% |
| Use a language other than English at home | 22.8% | 21.7% |
| No religion | 38.9% | 30.1% |
| Currently serving in the Australian Defence Force | 0.3% | — |

## Population by state and territory (place of usual residence)

| State/territory | People |
| --- | --- |
| New South Wales | 8,072,163 |
| Victoria | 6,503,491 |
| Queensland | 5,156,138 |
| Western Australia | 2,660,026 |
| South Australia | 1,781,516 |
| Tasmania | 557,571 |
| Australian Capital Territory | 454,499 |
| Northern Territory | 232,605 |
| Other Territories | 4,779 |

Census night was Tuesday 10 August 2021. A second release of data on employment, education and transport will follow in October 2022.

Media requests: media@abs.gov.au
"""))
    turns.append(m.add({
        "census2021_count": "25,422,788 counted (Census night 10 Aug 2021)",
        "census2016_count": "23,401,892",
    }))
    turns.append((extract("https://www.abs.gov.au/census/find-census-data/quickstats/2021/AUS", "QuickStats summary for all persons in Australia"), """\
# 2021 Australia, Census All persons QuickStats

Australia · Code AUS (AUS) · Population: **25,422,788**

## People

| | Australia | % |
| --- | --- | --- |
| People | 25,422,788 | — |
| Male | 12,545,154 | 49.3 |
| Female | 12,877,634 | 50.7 |
| Median age | 38 | — |

## Families

| | Australia |
| --- | --- |
| Families | 6,706,642 |
| Average children per family (for families with children) | 1.8 |
| All private dwellings | 10,852,208 |
| Average people per household | 2.5 |
| Median weekly household income | $1,746 |
| Median monthly mortgage repayments | $1,863 |
| Median weekly rent | $375 |
| Average motor vehicles per dwelling | 1.8 |

## Country of birth (top responses)

| Country | People | % |
| --- | --- | --- |
| Australia | 17,019,815 | 66.9 |
| England | 927,490 | 3.6 |
| India | 673,352 | 2.6 |
| China (excludes SARs and Taiwan) | 549,618 | 2.2 |
| New Zealand | 530,491 | 2.1 |
| Philippines | 293,892 | 1.2 |

## Ancestry (top responses)

English 33.0% · Australian 29.9% · Irish 9.5% · Scottish 8.6% · Chinese 5.5%

Note: Cells may be randomly adjusted to avoid release of confidential data.
"""))
    turns.append((search("ABS estimated resident population June 2021 25.7 million difference from census count"), results(
        ("https://www.abs.gov.au/statistics/people/population/national-state-and-territory-population/jun-2021", "National, state and territory population, June 2021 | ABS", "Australia's estimated resident population (ERP) was 25,688,079 at 30 June 2021, rebased using 2021 Census results ...", "Jun 28, 2022"),
        ("https://www.abs.gov.au/articles/why-census-count-differs-erp", "Why the Census count differs from the estimated resident population | ABS", "The ERP adjusts the Census count for net undercount, Australian residents temporarily overseas and demographic change between Census night and 30 June ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Demographics_of_Australia", "Demographics of Australia - Wikipedia", "The estimated resident population at the 2021 census rebasing was about 25.7 million ...", "N/A"),
        ("https://www.abs.gov.au/census/guide-census-data/census-methodology/2021/measuring-census-accuracy", "Measuring Census accuracy | ABS", "Net undercount for the 2021 Census was estimated at 0.9 per cent (about 231,500 people) ...", "N/A"),
        ("https://theconversation.com/census-vs-erp-which-population-number-should-you-use-185512", "Census or ERP: which population number should you use?", "For most purposes, demographers prefer ERP ...", "Jul 2022"),
        ("https://www.abs.gov.au/statistics/people/population/regional-population/2021", "Regional population, 2021 | ABS", "Capital cities grew more slowly during the pandemic ...", "Aug 2022"),
    )))
    turns.append((extract("https://www.abs.gov.au/articles/why-census-count-differs-erp", "reconciliation of census count to ERP"), """\
# Why the Census count differs from the estimated resident population

Released 28/06/2022

The Census count and the estimated resident population (ERP) are different measures of Australia's population, and they are designed to answer different questions.

The **Census count** is the number of people counted in Australia on Census night, 10 August 2021. The **ERP** is the official measure of the population of Australia, and is based on the concept of usual residence. It is the figure used for electoral boundaries, Commonwealth grants and most published population statistics.

## From Census count to ERP, 30 June 2021

| Component | People |
| --- | --- |
| Census count of usual residents in Australia | 25,010,000 (approx.) |
| plus net undercount (Post Enumeration Survey) | +231,500 |
| plus Australian residents temporarily overseas on Census night | +97,600 |
| plus/minus demographic adjustment (births, deaths, migration 30 June – 10 August) and other adjustments | +349,000 (approx.) |
| **Estimated resident population, 30 June 2021** | **25,688,079** |

The published Census count of 25,422,788 people includes people who were visiting from elsewhere in Australia and excludes overseas visitors; the first line of the table uses usual residents only, so it is smaller. Components are rounded.

## Why not just use the Census count?

No Census counts everybody. In 2021, the Post Enumeration Survey found a net undercount of 0.9 per cent. The ERP also includes Australian residents who were overseas on Census night and are expected to return within 12 months.

Subsequent quarterly ERP figures are calculated by adding births, subtracting deaths and adding net overseas migration to the rebased June 2021 estimate.
"""))
    turns.append(m.add({"erp_jun2021": "25,688,079 at 30 Jun 2021 (rebased ERP; larger than census count by design — undercount, residents overseas, date adjustment)"}))
    turns.append((search("Australia population 30 June 2023 ABS 26.6 million annual growth record overseas migration"), results(
        ("https://www.abs.gov.au/statistics/people/population/national-state-and-territory-population/jun-2023", "National, state and territory population, June 2023 | ABS", "Australia's population was 26.64 million people at 30 June 2023, an increase of 2.4 per cent over the year ...", "Dec 14, 2023"),
        ("https://www.abs.gov.au/media-centre/media-releases/record-overseas-migration-drives-population-growth", "Overseas migration drives record population growth | ABS", "Net overseas migration added 518,000 people in 2022–23, the highest on record ...", "Dec 14, 2023"),
        ("https://www.abc.net.au/news/2023-12-14/australia-population-growth-record-migration/103228552", "Australia's population grew by a record 624,000 last financial year", "Most of the increase came from international students and temporary workers ...", "Dec 14, 2023"),
        ("https://www.abs.gov.au/statistics/people/population/population-clock-pyramid", "Population clock and pyramid | ABS", "The population clock gives a projection of Australia's resident population, updated every second from the latest ERP and growth assumptions ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Australia", "Australia - Wikipedia", "Population 2023 estimate: 26,638,544 ...", "N/A"),
        ("https://www.smh.com.au/politics/federal/population-growth-2023-migration-20231214-p5er3k.html", "Population surges past 26.6 million", "Victoria and Queensland grew fastest ...", "Dec 14, 2023"),
    )))
    turns.append(m.update({"census2021_count": "25,422,788 counted (Census night 10 Aug 2021); +8.6% on 2016 (23,401,892); ERP is the official series"}))
    turns.append(m.remove("census2016_count"))
    turns.append(m.all())
    return dict(tid="h46-search-15", turns=turns, state=state("2024-02-14", init), bad=False)


BBC_RESULTS = """\
# UK General Election 2024 results

{status}

**Labour wins majority of 174**

| Party | Seats | Change | Votes | Vote share | Share change |
| --- | --- | --- | --- | --- | --- |
| Labour | 411 | +211 | 9,708,716 | 33.7% | +1.6 |
| Conservative | 121 | -251 | 6,828,925 | 23.7% | -19.9 |
| Liberal Democrat | 72 | +64 | 3,519,199 | 12.2% | +0.7 |
| Scottish National Party | 9 | -39 | 724,758 | 2.5% | -1.4 |
| Sinn Féin | 7 | 0 | 210,891 | 0.7% | +0.1 |
| Independents | 6 | +6 | 564,243 | 2.0% | +1.4 |
| Reform UK | 5 | +5 | 4,117,610 | 14.3% | +12.3 |
| Democratic Unionist Party | 5 | -3 | 172,058 | 0.6% | -0.2 |
| Green | 4 | +3 | 1,943,265 | 6.7% | +4.1 |
| Plaid Cymru | 4 | +2 | 194,811 | 0.7% | +0.2 |
| SDLP | 2 | 0 | 86,861 | 0.3% | -0.1 |
| Alliance | 1 | 0 | 117,191 | 0.4% | 0.0 |
| Ulster Unionist Party | 1 | +1 | 94,779 | 0.3% | 0.0 |
| Traditional Unionist Voice | 1 | +1 | 48,685 | 0.2% | +0.2 |
| Speaker | 1 | 0 | 25,238 | 0.1% | 0.0 |

Turnout: **59.7%** (-7.6)
Seats needed for a majority: 326

Change compared with notional 2019 results on the new constituency boundaries.

## Results by nation

| Nation | Seats | Largest party |
| --- | --- | --- |
| England | 543 | Labour (347) |
| Scotland | 57 | Labour (37) |
| Wales | 32 | Labour (27) |
| Northern Ireland | 18 | Sinn Féin (7) |

Find a constituency: enter a postcode or constituency name ▸

Source: PA Media. Vote counts are for the UK; share change compared with 2019 general election.
"""


# Election turnout and seats: UK general election 2024 (BBC results, Guardian) — bad
def t16() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("UK general election 2024 turnout 59.7% lowest since 2001"), results(
        ("https://www.bbc.co.uk/news/election/2024/uk/results", "UK General Election 2024 results - BBC News", "Labour wins majority of 174 ... Turnout 59.7% ... Find results for all 650 constituencies ...", "Jul 5, 2024"),
        ("https://www.theguardian.com/politics/article/2024/jul/05/general-election-turnout-lowest-since-2001", "Turnout at UK general election falls to lowest level since 2001", "Turnout was 59.7%, down from 67.3% in 2019 and the lowest since 2001, when 59.4% of registered voters took part ...", "Jul 5, 2024"),
        ("https://commonslibrary.parliament.uk/research-briefings/cbp-10009/", "General election 2024 results - House of Commons Library", "A detailed analysis of the results of the general election held on 4 July 2024, including turnout by constituency ...", "Jul 18, 2024"),
        ("https://www.electoralcommission.org.uk/research-reports-and-data/our-reports-and-data-past-elections-and-referendums/report-2024-uk-parliamentary-general-election", "Report: 2024 UK Parliamentary general election | Electoral Commission", "Our report on how the election was run, including voter ID ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2024_United_Kingdom_general_election", "2024 United Kingdom general election - Wikipedia", "The 2024 United Kingdom general election was held on Thursday, 4 July 2024 ... Turnout 59.7% (7.6 pp) ...", "N/A"),
        ("https://www.ipsos.com/en-uk/how-britain-voted-2024", "How Britain voted in the 2024 election | Ipsos", "Turnout fell most among younger and renting voters ...", "Jul 2024"),
        ("https://www.ft.com/content/turnout-general-election-2024-analysis", "Why turnout fell at the 2024 general election | Financial Times", "Analysis of constituency data shows the steepest falls in safe Labour seats ...", "Jul 6, 2024"),
        ("https://www.reddit.com/r/ukpolitics/comments/1dvxe8k/turnout_597/", "Turnout 59.7% : r/ukpolitics", "Second lowest since universal suffrage ...", "Jul 5, 2024"),
    )))
    turns.append((extract("https://www.bbc.co.uk/news/election/2024/uk/results", "seats, vote shares and turnout for the UK"),
                  BBC_RESULTS.format(status="After **650 of 650** seats — **Final result**")))
    turns.append(m.add({
        "turnout_2024": "59.7% (−7.6 pts vs 67.3% in 2019; lowest since 2001's 59.4%)",
        "seats_2024": "Lab 411, Con 121, LD 72, SNP 9, SF 7, Ind 6, Reform 5, DUP 5, Green 4, PC 4, SDLP 2, Alliance 1, UUP 1, TUV 1, Speaker 1",
    }))
    turns.append((search("2024 general election turnout by constituency lowest highest seats"), results(
        ("https://commonslibrary.parliament.uk/general-election-2024-turnout/", "General election 2024: turnout - House of Commons Library", "Turnout varied from under 41% to almost 80% across constituencies; it fell in every nation of the UK ...", "Jul 12, 2024"),
        ("https://www.theguardian.com/politics/2024/jul/06/turnout-map-general-election-2024", "Turnout at the 2024 election: mapped", "The lowest turnouts were concentrated in urban seats in Manchester, Birmingham and London ...", "Jul 6, 2024"),
        ("https://www.electoral-reform.org.uk/the-2024-general-election-in-numbers/", "The 2024 General Election in numbers | Electoral Reform Society", "Labour won 63% of seats on 34% of the vote, the most disproportionate result in UK history ...", "Jul 8, 2024"),
        ("https://www.britishelectionstudy.com/bes-findings/turnout-2024/", "Why did turnout fall in 2024? | British Election Study", "Early evidence points to low perceived competitiveness ...", "Jul 2024"),
        ("https://www.bbc.co.uk/news/articles/c3g4k8d2p7jo", "Election 2024: Why was turnout so low?", "About 28 million people voted, some 3.5 million fewer than in 2019 ...", "Jul 5, 2024"),
        ("https://www.statista.com/statistics/1050929/voter-turnout-in-the-uk/", "UK general election voter turnout 1918-2024 | Statista", "Turnout in 2024 was 59.7 percent ...", "Jul 2024"),
    )))
    turns.append((extract("https://www.theguardian.com/politics/article/2024/jul/05/general-election-turnout-lowest-since-2001", "turnout figure, comparison with previous elections and explanations"), """\
# Turnout at UK general election falls to lowest level since 2001

Fewer than six in 10 registered voters cast a ballot, with turnout down in every nation

Peter Walker, Senior political correspondent
Fri 5 Jul 2024 16.12 BST

Turnout at the general election fell to 59.7%, the lowest level since 2001 and the second lowest since the advent of universal suffrage, according to figures compiled by PA Media.

About 28 million people voted, compared with 32 million in 2019, when turnout was 67.3%. The low of 59.4% in 2001 came at the end of Tony Blair's first term, in an election whose outcome was seen as a foregone conclusion.

| Election | Turnout |
| --- | --- |
| 1992 | 77.7% |
| 1997 | 71.4% |
| 2001 | 59.4% |
| 2005 | 61.4% |
| 2010 | 65.1% |
| 2015 | 66.4% |
| 2017 | 68.8% |
| 2019 | 67.3% |
| 2024 | 59.7% |

Experts pointed to a number of factors: a result that polls had long predicted, weariness after a six-week campaign beginning in late May, and the timing of the vote during the school term in Scotland, where holidays had already started.

Turnout fell in each of the UK's nations, and some urban seats recorded turnouts of barely 40%.

Labour's 411 seats came on 33.7% of the vote — the lowest share for a party winning a majority since the war — while the Conservatives were reduced to 121 seats.

The Electoral Commission will publish a full report on the running of the election, including the first general election use of voter ID, later this year.
"""))
    turns.append((extract("https://www.bbc.co.uk/news/election/2024/uk/results", "re-check the nation breakdown and vote totals for smaller parties"),
                  BBC_RESULTS.format(status="Counting underway — **648 of 650** seats declared")))
    turns.append((search("Labour majority 174 vote share 33.7% lowest for majority government Reform 14.3%"), results(
        ("https://www.reuters.com/world/uk/labour-wins-landslide-uk-election-2024-07-05/", "Labour wins UK election landslide as Conservatives suffer historic defeat | Reuters", "Keir Starmer's Labour won a majority of 174 in the 650-seat parliament ...", "Jul 5, 2024"),
        ("https://www.ft.com/content/labour-vote-share-lowest-majority", "Labour's landslide built on lowest vote share of any majority government", "Labour's 33.7% share is the smallest for any party winning an outright majority ...", "Jul 5, 2024"),
        ("https://www.bbc.co.uk/news/articles/cn093n4lx1jo", "Reform UK wins five seats with 14% of vote", "Nigel Farage wins in Clacton as Reform comes second in 98 seats ...", "Jul 5, 2024"),
        ("https://www.electoral-reform.org.uk/the-2024-general-election-in-numbers/", "The 2024 General Election in numbers | Electoral Reform Society", "Labour won 63% of seats on 34% of the vote ...", "Jul 8, 2024"),
        ("https://www.theguardian.com/politics/2024/jul/05/conservatives-worst-result-history-121-seats", "Conservatives suffer worst result in their history with 121 seats", "The party lost 251 seats compared with notional 2019 results ...", "Jul 5, 2024"),
        ("https://en.wikipedia.org/wiki/2024_United_Kingdom_general_election", "2024 United Kingdom general election - Wikipedia", "Labour 411 seats, 33.7% ... Conservative 121, 23.7% ... Reform UK 5, 14.3% ...", "N/A"),
    )))
    turns.append(m.add({"majority": "Labour majority 174 (411 of 650 seats on 33.7% of vote); Con 121 seats, −251 vs notional 2019"}))
    turns.append(m.all())
    return dict(tid="h46-search-16", turns=turns, state=state("2024-07-09"), bad=True, turn=6,
                kind="results page shows counting still underway (648 of 650) after the same page showed all 650 declared, with identical totals")


# Supreme Court ruling: Trump v. United States (supremecourt.gov, SCOTUSblog) — bad
def t17() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("Trump v. United States Supreme Court presidential immunity decision July 1 2024 vote"), results(
        ("https://www.supremecourt.gov/opinions/23pdf/23-939_e2pl.pdf", "23-939 Trump v. United States (07/01/2024) - Supreme Court", "Under our constitutional structure of separated powers, the nature of Presidential power entitles a former President to absolute immunity from criminal prosecution for actions within his conclusive and preclusive constitutional authority ...", "Jul 1, 2024"),
        ("https://www.scotusblog.com/cases/case-files/trump-v-united-states-2/", "Trump v. United States - SCOTUSblog", "Holding: A former president has absolute immunity for his core constitutional powers ... Judgment: Vacated and remanded, 6-3, in an opinion by Chief Justice John Roberts on July 1, 2024 ...", "N/A"),
        ("https://www.oyez.org/cases/2023/23-939", "Trump v. United States | Oyez", "Does a former president enjoy presidential immunity from criminal prosecution for conduct alleged to involve official acts during his tenure in office? ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Trump_v._United_States_(2024)", "Trump v. United States (2024) - Wikipedia", "Trump v. United States, 603 U.S. 593 (2024), is a landmark decision of the Supreme Court ... decided July 1, 2024 ...", "N/A"),
        ("https://www.nytimes.com/2024/07/01/us/politics/trump-immunity-supreme-court.html", "Supreme Court Rules Trump Has Broad Immunity From Prosecution", "The 6-to-3 ruling, with the court's three liberal members in dissent, will further delay the federal case ...", "Jul 1, 2024"),
        ("https://apnews.com/article/supreme-court-trump-immunity-ruling-2024-07-01", "Supreme Court rules Trump has broad immunity from prosecution | AP News", "The justices' 6-3 decision, written by Chief Justice John Roberts ...", "Jul 1, 2024"),
        ("https://www.law.cornell.edu/supremecourt/text/23-939", "Trump v. United States | Supreme Court | US Law | LII", "Full text of the opinion and dissents ...", "N/A"),
        ("https://www.lawfaremedia.org/article/the-supreme-court-s-immunity-decision-a-first-read", "The Supreme Court's Immunity Decision: A First Read | Lawfare", "Three tiers of immunity: core, official, unofficial ...", "Jul 1, 2024"),
    )))
    turns.append((extract("https://www.supremecourt.gov/opinions/23pdf/23-939_e2pl.pdf", "syllabus: docket, dates, holding and the line-up of opinions"), """\
(Slip Opinion)  OCTOBER TERM, 2023  1

Syllabus

NOTE: Where it is feasible, a syllabus (headnote) will be released, as is being done in connection with this case, at the time the opinion is issued. The syllabus constitutes no part of the opinion of the Court but has been prepared by the Reporter of Decisions for the convenience of the reader. See United States v. Detroit Timber & Lumber Co., 200 U. S. 321, 337.

SUPREME COURT OF THE UNITED STATES

Syllabus

TRUMP v. UNITED STATES

CERTIORARI TO THE UNITED STATES COURT OF APPEALS FOR THE DISTRICT OF COLUMBIA CIRCUIT

No. 23–939. Argued April 25, 2024—Decided July 1, 2024

A federal grand jury indicted former President Donald J. Trump on four counts for conduct that occurred during his Presidency following the November 2020 election. The indictment alleged that after losing that election, Trump conspired to overturn it by spreading knowingly false claims of election fraud to obstruct the collecting, counting, and certifying of the election results. Trump moved to dismiss the indictment based on Presidential immunity, arguing that a President has absolute immunity from criminal prosecution for actions performed within the outer perimeter of his official responsibilities, and that the indictment's allegations fell within the core of his official duties. The District Court denied Trump's motion to dismiss, holding that former Presidents do not possess federal criminal immunity for any acts. The D. C. Circuit affirmed. Both the District Court and the D. C. Circuit declined to decide whether the indicted conduct involved official acts.

Held: Under our constitutional structure of separated powers, the nature of Presidential power entitles a former President to absolute immunity from criminal prosecution for actions within his conclusive and preclusive constitutional authority. And he is entitled to at least presumptive immunity from prosecution for all his official acts. There is no immunity for unofficial acts. Pp. 5–43.

(a) This case is the first criminal prosecution in our Nation's history of a former President for actions taken during his Presidency. Determining whether and under what circumstances such a prosecution may proceed requires careful assessment of the scope of Presidential power under the Constitution. ...

91 F. 4th 1173, vacated and remanded.

ROBERTS, C. J., delivered the opinion of the Court, in which THOMAS, ALITO, GORSUCH, and KAVANAUGH, JJ., joined in full, and in which BARRETT, J., joined except as to Part III–C. THOMAS, J., filed a concurring opinion. BARRETT, J., filed an opinion concurring in part. SOTOMAYOR, J., filed a dissenting opinion, in which KAGAN and JACKSON, JJ., joined. JACKSON, J., filed a dissenting opinion.
"""))
    turns.append((extract("https://www.scotusblog.com/cases/case-files/trump-v-united-states-2/", "case summary table and docket history"), """\
# Trump v. United States

| Docket No. | Op. Below | Argument | Opinion | Vote | Author | Term |
| --- | --- | --- | --- | --- | --- | --- |
| 23-993 | D.C. Cir. | Apr 25, 2024 | Jul 1, 2024 | 6-3 | Roberts | OT 2023 |

**Holding:** Under the Constitution's separation of powers, a former president has absolute immunity from criminal prosecution for actions within his conclusive and preclusive constitutional authority. He is entitled to at least presumptive immunity for all his official acts, and there is no immunity for unofficial acts.

**Judgment:** Vacated and remanded, 6-3, in an opinion by Chief Justice John Roberts on July 1, 2024. Justice Clarence Thomas filed a concurring opinion. Justice Amy Coney Barrett filed an opinion concurring in part. Justice Sonia Sotomayor filed a dissenting opinion, in which Justice Elena Kagan and Justice Ketanji Brown Jackson joined. Justice Jackson filed a dissenting opinion.

**Issue:** Whether and if so to what extent does a former president enjoy presidential immunity from criminal prosecution for conduct alleged to involve official acts during his tenure in office.

## SCOTUSblog Coverage

- Justices rule Trump has some immunity from prosecution (Amy Howe, July 1, 2024)
- In immunity ruling, justices leave key questions for lower courts (Amy Howe, July 2, 2024)
- Justices seem likely to send Trump immunity case back to lower courts (Amy Howe, April 25, 2024)
- Supreme Court agrees to decide Trump immunity claim (Amy Howe, February 28, 2024)

## Proceedings and Orders (key to color coding)

| Date | Proceedings and Orders |
| --- | --- |
| Feb 12 2024 | Application (23A745) for a stay of the mandate of the United States Court of Appeals for the District of Columbia Circuit, submitted to The Chief Justice. |
| Feb 28 2024 | The application for a stay presented to The Chief Justice is treated as a petition for a writ of certiorari, and the petition is granted limited to the question presented. |
| Mar 19 2024 | Brief of petitioner Donald J. Trump filed. |
| Apr 8 2024 | Brief of respondent United States filed. |
| Apr 25 2024 | Argued. For petitioner: D. John Sauer, Jefferson City, Mo. For respondent: Michael R. Dreeben, Washington, D. C. |
| Jul 1 2024 | Judgment VACATED and case REMANDED. Roberts, C.J., delivered the opinion of the Court. |
"""))
    turns.append(m.add({
        "case": "Trump v. United States (2024) — cert. from D.C. Cir.; argued Apr 25, 2024",
        "decision": "Decided Jul 1, 2024, 6–3, Roberts; Barrett joined except Part III-C; Sotomayor dissent (Kagan, Jackson); Jackson separate dissent",
        "holding": "Absolute immunity for core constitutional powers; at least presumptive immunity for official acts; none for unofficial acts",
    }))
    turns.append((search("Barrett partial concurrence Part III-C evidence official acts immunity ruling explained"), results(
        ("https://www.scotusblog.com/2024/07/in-immunity-ruling-justices-leave-key-questions-for-lower-courts/", "In immunity ruling, justices leave key questions for lower courts - SCOTUSblog", "Justice Amy Coney Barrett did not join the part of the opinion that bars prosecutors from using evidence of official acts ...", "Jul 2, 2024"),
        ("https://www.lawfaremedia.org/article/barrett-s-concurrence-in-trump-v-united-states", "Barrett's Concurrence in Trump v. United States | Lawfare", "Barrett would allow a jury to hear about official acts as evidence in a prosecution for unofficial conduct ...", "Jul 2, 2024"),
        ("https://www.vox.com/scotus/358292/supreme-court-trump-immunity-barrett", "The one justice who broke with the majority on a key part of the Trump immunity ruling", "Barrett's separate opinion could matter on remand ...", "Jul 2, 2024"),
        ("https://www.nytimes.com/2024/07/01/us/politics/barrett-immunity-opinion.html", "Barrett Parts Ways With Majority on One Key Point", "She wrote that the Constitution does not require blocking a jury from learning of official acts ...", "Jul 1, 2024"),
        ("https://www.justsecurity.org/97465/immunity-ruling-evidence-rule/", "The Immunity Ruling's Evidence Rule | Just Security", "Part III-C of the majority opinion ...", "Jul 2, 2024"),
        ("https://www.reddit.com/r/law/comments/1dt0x9q/barrett_concurrence_discussion/", "Barrett concurrence discussion : r/law", "She agrees with most of the majority but not the evidentiary holding ...", "Jul 1, 2024"),
    )))
    turns.append(m.all())
    return dict(tid="h46-search-17", turns=turns, state=state("2024-07-03"), bad=True, turn=3,
                kind="docket number of the case drifts (23-939 on the opinion and search results, 23-993 on the case page)")


# Parliament seat counts: European Parliament 2024 (europarl, election results site, Politico) — clean
def t18() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("European Parliament election 2024 results seats by political group 720 seats"), results(
        ("https://results.elections.europa.eu/en/", "2024 European election results | European Parliament", "Results of the 2024 European elections: seats by political group, national results, turnout ...", "N/A"),
        ("https://www.europarl.europa.eu/news/en/press-room/20240610IPR22415/2024-european-elections-provisional-results", "2024 European elections: provisional results | News | European Parliament", "Provisional distribution of the 720 seats by political group, based on the groups of the outgoing Parliament ... EPP 186, S&D 135, Renew Europe 79 ...", "Jun 10, 2024"),
        ("https://en.wikipedia.org/wiki/2024_European_Parliament_election", "2024 European Parliament election - Wikipedia", "The 2024 European Parliament election was held in the European Union between 6 and 9 June 2024 ... 720 MEPs ...", "N/A"),
        ("https://www.politico.eu/europe-poll-of-polls/european-parliament-election/", "European Parliament election 2024 — POLITICO Poll of Polls", "Seat projections and results by country and group ...", "N/A"),
        ("https://www.reuters.com/world/europe/european-election-results-2024-06-10/", "EU election: centre-right gains, far right surges in France and Germany | Reuters", "The European People's Party remains the largest group ...", "Jun 10, 2024"),
        ("https://www.theguardian.com/world/ng-interactive/2024/jun/10/european-election-results-2024-live-map", "European election results 2024: live map", "Full results by country and group ...", "Jun 10, 2024"),
        ("https://www.euronews.com/my-europe/2024/06/10/eu-election-results-2024", "EU election results 2024: Who won? | Euronews", "The centre holds, but the far right makes gains ...", "Jun 10, 2024"),
        ("https://www.reddit.com/r/europe/comments/1dca2y4/eu_election_results_megathread/", "EU Election Results Megathread : r/europe", "EPP 186, S&D 135, Renew 79 in the provisional count ...", "Jun 10, 2024"),
    )))
    turns.append((extract("https://www.europarl.europa.eu/news/en/press-room/20240610IPR22415/2024-european-elections-provisional-results", "provisional seats per group and turnout"), """\
# 2024 European elections: provisional results

Press Releases · PLENARY SESSION · 10-06-2024 - 12:05

Provisional results of the European elections held from 6 to 9 June 2024 are now available on the results website, with seats allocated based on the structure of the outgoing Parliament.

- 720 MEPs elected in 27 member states
- Provisional European turnout: 51.08%
- Results are updated as national authorities publish their data

## Provisional distribution of seats (10 June 2024, 12:00 CEST)

| Political group | Seats | % |
| --- | --- | --- |
| EPP — Group of the European People's Party (Christian Democrats) | 186 | 25.83 |
| S&D — Group of the Progressive Alliance of Socialists and Democrats | 135 | 18.75 |
| Renew — Renew Europe Group | 79 | 10.97 |
| ECR — European Conservatives and Reformists Group | 73 | 10.14 |
| ID — Identity and Democracy Group | 58 | 8.06 |
| Greens/EFA — Group of the Greens/European Free Alliance | 53 | 7.36 |
| The Left — The Left group in the European Parliament | 36 | 5.00 |
| NI — Non-attached Members | 45 | 6.25 |
| Others — newly elected Members not affiliated to any political group of the outgoing Parliament | 55 | 7.64 |
| **Total** | **720** | **100** |

The allocation will change as the political groups of the new Parliament are formed. Groups must have at least 23 MEPs from at least seven member states. The constitutive session of the new Parliament will take place in Strasbourg from 16 to 19 July 2024.

Contacts: Jaume DUCH GUILLOT, Spokesperson of the European Parliament
"""))
    turns.append(m.add({
        "ep2024_provisional": "EPP 186, S&D 135, Renew 79, ECR 73, ID 58, Greens/EFA 53, Left 36, NI 45, others 55 (10 Jun 2024, outgoing-group basis)",
        "ep2024_turnout": "51.08% (provisional, 10 Jun 2024)",
    }))
    turns.append((search("Patriots for Europe group formed 84 MEPs Bardella ID group dissolved July 2024"), results(
        ("https://www.politico.eu/article/patriots-for-europe-viktor-orban-marine-le-pen-jordan-bardella-third-largest-group/", "Patriots for Europe becomes third-largest group in European Parliament - POLITICO", "The far-right alliance launched by Viktor Orbán formally constituted itself with 84 MEPs from 12 countries, with Jordan Bardella as president ...", "Jul 8, 2024"),
        ("https://www.reuters.com/world/europe/le-pens-party-joins-orbans-patriots-for-europe-2024-07-08/", "Le Pen's party joins Orban's new far-right group in EU parliament | Reuters", "The National Rally's 30 MEPs make it the largest delegation in the new group ...", "Jul 8, 2024"),
        ("https://en.wikipedia.org/wiki/Patriots_for_Europe", "Patriots for Europe - Wikipedia", "Patriots for Europe (PfE) is a political group in the European Parliament founded on 8 July 2024 ... succeeded Identity and Democracy ...", "N/A"),
        ("https://www.euronews.com/my-europe/2024/06/30/orban-babis-kickl-launch-patriots-for-europe", "Orbán, Babiš and Kickl launch 'Patriots for Europe' alliance", "The three leaders announced the new alliance in Vienna ...", "Jun 30, 2024"),
        ("https://www.dw.com/en/afd-forms-europe-of-sovereign-nations-group/a-69627481", "AfD forms new far-right group in European Parliament", "Europe of Sovereign Nations (ESN) launched with 25 MEPs from eight countries ...", "Jul 10, 2024"),
        ("https://www.europarl.europa.eu/news/en/press-room/20240710IPR22601/political-groups-in-the-new-parliament", "Political groups in the new Parliament | European Parliament", "Eight political groups have been formed ahead of the constitutive session ...", "Jul 10, 2024"),
    )))
    turns.append((extract("https://www.politico.eu/article/patriots-for-europe-viktor-orban-marine-le-pen-jordan-bardella-third-largest-group/", "size and composition of the new Patriots group"), """\
# Patriots for Europe becomes third-largest group in European Parliament

Viktor Orbán's new alliance overtakes the ECR after Marine Le Pen's National Rally signs up.

By Max Griera and Eddy Wax
July 8, 2024 4:05 pm CET

BRUSSELS — The far-right Patriots for Europe group formally constituted itself in the European Parliament on Monday with 84 MEPs from 12 EU countries, making it the third-largest force in the chamber, behind the center-right European People's Party and the Socialists & Democrats.

Jordan Bardella, president of France's National Rally (RN), was elected president of the group. RN's 30 MEPs form its biggest national delegation, followed by Hungary's Fidesz with 11, Italy's League with 8 and the Czech ANO with 7.

The alliance was announced on June 30 in Vienna by Hungarian Prime Minister Viktor Orbán, former Czech Prime Minister Andrej Babiš and Austrian Freedom Party leader Herbert Kickl. Most of the parties that sat in the outgoing Identity and Democracy (ID) group have now joined the Patriots, effectively ending ID.

## How the chamber now looks

| Group | MEPs |
| --- | --- |
| EPP | 188 |
| S&D | 136 |
| Patriots for Europe | 84 |
| ECR | 78 |
| Renew Europe | 77 |
| Greens/EFA | 53 |
| The Left | 46 |

Germany's AfD, which was expelled from ID in May, is expected to lead a separate group, and some parties remain unattached.

The Patriots will be excluded from key posts under the "cordon sanitaire" that mainstream groups have applied to the far right, POLITICO understands.
"""))
    turns.append((search("European Parliament constitutive session 16 July 2024 political groups seats EPP 188 ESN 25"), results(
        ("https://results.elections.europa.eu/en/european-results/2024-2029/", "European results 2024-2029 | European Parliament", "Distribution of seats by political group, constitutive session of 16 July 2024: EPP 188, S&D 136, PfE 84, ECR 78, Renew 77 ...", "N/A"),
        ("https://www.europarl.europa.eu/news/en/press-room/20240712IPR22901/constitutive-session-of-the-new-parliament", "Constitutive session of the new Parliament | European Parliament", "Parliament's 720 MEPs will meet in Strasbourg from 16 to 19 July ...", "Jul 12, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_members_of_the_European_Parliament_(2024–2029)", "List of members of the European Parliament (2024–2029) - Wikipedia", "Composition at the constitutive session: EPP 188, S&D 136, PfE 84 ...", "N/A"),
        ("https://www.euractiv.com/section/elections/news/eight-groups-new-parliament/", "Eight groups make up new Parliament as ESN completes far-right split", "Europe of Sovereign Nations secured 25 MEPs ...", "Jul 11, 2024"),
        ("https://www.europeanpapers.eu/en/analysis/2024-composition-parliament", "The composition of the tenth European Parliament", "Group formation after the June elections ...", "Jul 2024"),
    )))
    turns.append((extract("https://results.elections.europa.eu/en/european-results/2024-2029/", "seats per group at the constitutive session and final turnout"), """\
# European results 2024-2029

Constitutive session · Last updated: 16 July 2024 10:00 CEST

**720** seats · Final European turnout: **50.74%** (2019: 50.66%)

## Distribution of seats by political group

| Political group | Seats | % |
| --- | --- | --- |
| EPP — Group of the European People's Party (Christian Democrats) | 188 | 26.11 |
| S&D — Group of the Progressive Alliance of Socialists and Democrats in the European Parliament | 136 | 18.89 |
| PfE — Patriots for Europe | 84 | 11.67 |
| ECR — European Conservatives and Reformists Group | 78 | 10.83 |
| Renew — Renew Europe Group | 77 | 10.69 |
| Greens/EFA — Group of the Greens/European Free Alliance | 53 | 7.36 |
| The Left — The Left group in the European Parliament – GUE/NGL | 46 | 6.39 |
| ESN — Europe of Sovereign Nations Group | 25 | 3.47 |
| NI — Non-attached Members | 33 | 4.58 |
| **Total** | **720** | **100** |

Majority: 361 seats

## Navigate

Results by country ▾ · Turnout by country ▾ · Seats by national party ▾ · Elected MEPs ▾ · Gender balance (38.5% women)

Note: the distribution of seats reflects the composition of the political groups as constituted at the opening of the first session of the 10th legislative term. Earlier pages published from 10 June 2024 showed provisional results based on the groups of the outgoing Parliament.
"""))
    turns.append(m.add({"ep2024_constituted": "EPP 188, S&D 136, PfE 84, ECR 78, Renew 77, Greens/EFA 53, Left 46, ESN 25, NI 33 (constitutive session 16 Jul 2024)"}))
    turns.append(m.update({"ep2024_turnout": "50.74% final (provisional figure on 10 Jun was 51.08%); 2019: 50.66%"}))
    turns.append(m.remove("ep2024_provisional"))
    turns.append((search("Metsola re-elected European Parliament president 16 July 2024 votes"), results(
        ("https://www.europarl.europa.eu/news/en/press-room/20240716IPR22812/roberta-metsola-re-elected-as-president-of-the-european-parliament", "Roberta Metsola re-elected as President of the European Parliament", "Roberta Metsola (EPP, MT) was re-elected President in the first round with 562 votes ...", "Jul 16, 2024"),
        ("https://www.reuters.com/world/europe/metsola-re-elected-european-parliament-president-2024-07-16/", "Metsola re-elected European Parliament president | Reuters", "The Maltese conservative won a second two-and-a-half-year term ...", "Jul 16, 2024"),
        ("https://en.wikipedia.org/wiki/2024_European_Parliament_presidential_election", "2024 European Parliament presidential election - Wikipedia", "Metsola defeated Irene Montero of The Left ...", "N/A"),
        ("https://www.politico.eu/article/roberta-metsola-reelected-european-parliament-president/", "Metsola cruises to second term as Parliament president", "Her re-election was the first vote of the new term ...", "Jul 16, 2024"),
        ("https://www.timesofmalta.com/article/metsola-reelected.1095120", "Metsola re-elected with 562 votes | Times of Malta", "Maltese MEP secures landslide in Strasbourg ...", "Jul 16, 2024"),
    )))
    turns.append(m.all())
    return dict(tid="h46-search-18", turns=turns, state=state("2024-07-22"), bad=False)


# Stock index closes: S&P 500 in 2024 (Yahoo Finance, news) — clean
def t19() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("S&P 500 close December 31 2024 annual gain 23%"), results(
        ("https://www.reuters.com/markets/us/futures-edge-higher-last-trading-day-2024-12-31/", "S&P 500 ends 2024 with 23% gain despite year-end slump | Reuters", "The S&P 500 lost 0.43% to end the session at 5,881.63 points on Tuesday, capping a second straight year of gains above 20% ...", "Dec 31, 2024"),
        ("https://finance.yahoo.com/quote/%5EGSPC/history/", "S&P 500 (^GSPC) Historical Data - Yahoo Finance", "Discover historical prices for ^GSPC stock on Yahoo Finance. View daily, weekly or monthly format ...", "N/A"),
        ("https://www.cnbc.com/2024/12/30/stock-market-today-live-updates.html", "S&P 500 closes 2024 up 23%, Nasdaq gains 28% in banner year for stocks", "The S&P 500 gained 23.3% in 2024, following a 24.2% advance in 2023 ...", "Dec 31, 2024"),
        ("https://www.wsj.com/finance/stocks/stock-market-2024-year-in-review", "Stocks Notch Second Straight Year of 20%-Plus Gains", "It is the first back-to-back gain of more than 20% since 1997-98 ...", "Dec 31, 2024"),
        ("https://www.spglobal.com/spdji/en/indices/equity/sp-500/", "S&P 500 | S&P Dow Jones Indices", "Index levels, returns and factsheet ...", "N/A"),
        ("https://www.marketwatch.com/investing/index/spx", "S&P 500 Index (SPX) - MarketWatch", "Real-time quote, historical performance ...", "N/A"),
        ("https://apnews.com/article/stock-market-today-2024-12-31", "Wall Street closes out another standout year for stocks | AP News", "The S&P 500 fell 0.4% on the last day of the year but finished 2024 up 23.3% ...", "Dec 31, 2024"),
        ("https://www.reddit.com/r/stocks/comments/1hqk2m5/sp_500_finished_2024_at_588163/", "S&P 500 finished 2024 at 5881.63 : r/stocks", "+23.31% for the year ...", "Jan 1, 2025"),
    )))
    turns.append((extract("https://finance.yahoo.com/quote/%5EGSPC/history/", "daily closes around the end of 2024"), """\
# S&P 500 (^GSPC)

SNP - SNP Real Time Price. Currency in USD

**5,987.21** +44.74 (+0.75%)
As of 11:42:18 AM EST. Market Open.

Historical Data · Time Period: Dec 06, 2024 - Jan 06, 2025 · Show: Historical Prices · Frequency: Daily

| Date | Open | High | Low | Close* | Adj Close** | Volume |
| --- | --- | --- | --- | --- | --- | --- |
| Jan 6, 2025 | 5,982.81 | 6,021.04 | 5,980.12 | 5,987.21 | 5,987.21 | 1,874,356,000 |
| Jan 3, 2025 | 5,891.07 | 5,949.34 | 5,888.66 | 5,942.47 | 5,942.47 | 3,667,340,000 |
| Jan 2, 2025 | 5,903.26 | 5,935.09 | 5,829.53 | 5,868.55 | 5,868.55 | 3,621,680,000 |
| Dec 31, 2024 | 5,919.74 | 5,929.74 | 5,868.86 | 5,881.63 | 5,881.63 | 3,433,250,000 |
| Dec 30, 2024 | 5,920.67 | 5,940.79 | 5,869.16 | 5,906.94 | 5,906.94 | 3,361,270,000 |
| Dec 27, 2024 | 6,006.17 | 6,006.17 | 5,932.95 | 5,970.84 | 5,970.84 | 3,159,610,000 |
| Dec 26, 2024 | 6,024.97 | 6,049.75 | 6,007.37 | 6,037.59 | 6,037.59 | 2,904,530,000 |
| Dec 24, 2024 | 5,984.63 | 6,040.10 | 5,981.44 | 6,040.04 | 6,040.04 | 1,757,720,000 |
| Dec 23, 2024 | 5,940.25 | 5,978.25 | 5,902.57 | 5,974.07 | 5,974.07 | 3,593,280,000 |
| Dec 20, 2024 | 5,842.00 | 5,982.06 | 5,832.30 | 5,930.85 | 5,930.85 | 8,223,220,000 |
| Dec 19, 2024 | 5,912.71 | 5,935.52 | 5,866.07 | 5,867.08 | 5,867.08 | 4,896,880,000 |
| Dec 18, 2024 | 6,047.65 | 6,070.67 | 5,867.79 | 5,872.16 | 5,872.16 | 5,246,960,000 |
| Dec 17, 2024 | 6,052.55 | 6,057.68 | 6,035.19 | 6,050.61 | 6,050.61 | 4,544,500,000 |
| Dec 16, 2024 | 6,063.79 | 6,085.19 | 6,059.14 | 6,074.08 | 6,074.08 | 4,391,100,000 |
| Dec 13, 2024 | 6,068.17 | 6,078.58 | 6,035.77 | 6,051.09 | 6,051.09 | 3,207,820,000 |
| Dec 12, 2024 | 6,074.29 | 6,079.68 | 6,051.25 | 6,051.25 | 6,051.25 | 3,358,010,000 |
| Dec 11, 2024 | 6,060.15 | 6,092.59 | 6,060.15 | 6,084.19 | 6,084.19 | 3,581,670,000 |
| Dec 10, 2024 | 6,057.59 | 6,065.40 | 6,029.89 | 6,034.91 | 6,034.91 | 3,613,060,000 |
| Dec 9, 2024 | 6,083.01 | 6,088.51 | 6,048.63 | 6,052.85 | 6,052.85 | 4,113,690,000 |
| Dec 6, 2024 | 6,081.38 | 6,099.97 | 6,079.98 | 6,090.27 | 6,090.27 | 3,924,830,000 |

*Close price adjusted for splits. **Adjusted close price adjusted for splits and dividend and/or capital gain distributions.
"""))
    turns.append(m.add({
        "spx_2024_close": "5,881.63 (Dec 31, 2024; −0.43% on the day)",
        "spx_2024_return": "+23.31% price return (2023 close 4,769.83)",
    }))
    turns.append((search("S&P 500 record close 2024 6,090.27 December 6 all-time high"), results(
        ("https://www.reuters.com/markets/us/wall-st-record-highs-jobs-data-2024-12-06/", "S&P 500, Nasdaq notch record closes after jobs report | Reuters", "The S&P 500 gained 0.25% to end at 6,090.27, a record closing high ...", "Dec 6, 2024"),
        ("https://www.cnbc.com/2024/12/06/stock-market-today-live-updates.html", "S&P 500 closes at record as jobs data support Fed cut bets", "The benchmark index posted its 57th record close of the year ...", "Dec 6, 2024"),
        ("https://www.ycharts.com/indicators/sp_500_all_time_high", "S&P 500 All Time High | YCharts", "S&P 500 all-time closing high: 6,090.27 on December 6, 2024 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Closing_milestones_of_the_S%26P_500", "Closing milestones of the S&P 500 - Wikipedia", "The index first closed above 6,000 on November 11, 2024 ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2024-12-06/stocks-record-jobs", "Stocks Climb to Records as Jobs Data Back Fed Cut", "The S&P 500 hit an all-time high ...", "Dec 6, 2024"),
        ("https://www.investopedia.com/sp-500-record-highs-2024-8758823", "The S&P 500 Set 57 Record Closes in 2024", "A look at the year's all-time highs ...", "Jan 2, 2025"),
    )))
    turns.append(m.add({"spx_record_close_2024": "6,090.27 on Dec 6, 2024 (57 record closes in 2024)"}))
    turns.append((extract("https://finance.yahoo.com/quote/%5EGSPC/", "current level and today's range"), """\
# S&P 500 (^GSPC)

SNP - SNP Real Time Price. Currency in USD

**5,996.10** +53.63 (+0.90%)
As of 1:15:44 PM EST. Market Open.

| | |
| --- | --- |
| Previous Close | 5,942.47 |
| Open | 5,982.81 |
| Volume | 2,411,592,000 |
| Day's Range | 5,977.80 - 6,021.04 |
| 52 Week Range | 4,682.11 - 6,099.97 |
| Avg. Volume | 4,083,264,000 |

## Performance Overview

| | ^GSPC | Return |
| --- | --- | --- |
| YTD Return | | +1.95% |
| 1-Year Return | | +27.65% |
| 3-Year Return | | +27.68% |
| 5-Year Return | | +84.71% |

## Recent News

- Stocks rise as megacap tech rallies to start the week — 2 hours ago
- Nvidia shares climb ahead of CES keynote — 3 hours ago
- What the December jobs report could mean for the Fed — 5 hours ago

Chart: 1D 5D 1M 6M YTD 1Y 5Y All
"""))
    turns.append((search("Dow Jones Nasdaq 2024 annual performance closing level December 31 2024"), results(
        ("https://www.cnbc.com/2024/12/30/stock-market-today-live-updates.html", "S&P 500 closes 2024 up 23%, Nasdaq gains 28% in banner year for stocks", "The Dow ended 2024 at 42,544.22, up 12.9%; the Nasdaq Composite closed at 19,310.79, up 28.6% ...", "Dec 31, 2024"),
        ("https://www.reuters.com/markets/us/futures-edge-higher-last-trading-day-2024-12-31/", "S&P 500 ends 2024 with 23% gain despite year-end slump | Reuters", "The Dow Jones Industrial Average fell 0.07% to 42,544.22 and the Nasdaq Composite lost 0.9% to 19,310.79 ...", "Dec 31, 2024"),
        ("https://finance.yahoo.com/quote/%5EIXIC/history/", "NASDAQ Composite (^IXIC) Historical Data - Yahoo Finance", "Historical prices for ^IXIC ...", "N/A"),
        ("https://finance.yahoo.com/quote/%5EDJI/history/", "Dow Jones Industrial Average (^DJI) Historical Data", "Historical prices for ^DJI ...", "N/A"),
        ("https://www.marketwatch.com/story/stock-market-2024-by-the-numbers", "The 2024 stock market, by the numbers", "Nvidia alone accounted for about a fifth of the S&P 500's gain ...", "Jan 1, 2025"),
        ("https://apnews.com/article/stock-market-today-2024-12-31", "Wall Street closes out another standout year for stocks | AP News", "The Dow rose 12.9% and the Nasdaq 28.6% for the year ...", "Dec 31, 2024"),
    )))
    turns.append(m.all())
    return dict(tid="h46-search-19", turns=turns, state=state("2025-01-06"), bad=False)


# Acquisition prices: Microsoft–Activision Blizzard (Microsoft news, CMA, Wikipedia) — bad
def t20() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("Microsoft Activision Blizzard acquisition price $68.7 billion $95 per share"), results(
        ("https://news.microsoft.com/2022/01/18/microsoft-to-acquire-activision-blizzard-to-bring-the-joy-and-community-of-gaming-to-everyone-across-every-device/", "Microsoft to acquire Activision Blizzard to bring the joy and community of gaming to everyone, across every device - Stories", "Microsoft will acquire Activision Blizzard for $95.00 per share, in an all-cash transaction valued at $68.7 billion, inclusive of Activision Blizzard's net cash ...", "Jan 18, 2022"),
        ("https://en.wikipedia.org/wiki/Acquisition_of_Activision_Blizzard_by_Microsoft", "Acquisition of Activision Blizzard by Microsoft - Wikipedia", "On January 18, 2022, Microsoft announced its intent to acquire Activision Blizzard for US$68.7 billion ... completed on October 13, 2023 ...", "N/A"),
        ("https://www.reuters.com/technology/microsoft-buy-activision-blizzard-687-billion-2022-01-18/", "Microsoft to buy Activision Blizzard in $68.7 billion deal | Reuters", "The deal, the biggest in tech since Dell's $67 billion purchase of EMC in 2016 ...", "Jan 18, 2022"),
        ("https://www.sec.gov/Archives/edgar/data/718877/000119312522012510/d271655d8k.htm", "Activision Blizzard Form 8-K (Merger Agreement)", "Each share of common stock ... will be converted into the right to receive $95.00 in cash, without interest ...", "Jan 18, 2022"),
        ("https://www.theverge.com/2022/1/18/22889258/microsoft-activision-blizzard-xbox-acquisition-call-of-duty-overwatch", "Microsoft to acquire Activision Blizzard for $68.7 billion | The Verge", "Microsoft will become the world's third-largest gaming company by revenue ...", "Jan 18, 2022"),
        ("https://www.cnbc.com/2022/01/18/microsoft-to-acquire-activision-blizzard-in-all-cash-deal-valued-at-68point7-billion.html", "Microsoft to acquire Activision Blizzard in all-cash deal valued at $68.7 billion", "Activision shares jumped 26% ...", "Jan 18, 2022"),
        ("https://www.reddit.com/r/xboxone/comments/s6r0d2/microsoft_to_acquire_activision_blizzard/", "Microsoft to acquire Activision Blizzard : r/xboxone", "$68.7 BILLION ...", "Jan 18, 2022"),
    )))
    turns.append((extract("https://news.microsoft.com/2022/01/18/microsoft-to-acquire-activision-blizzard-to-bring-the-joy-and-community-of-gaming-to-everyone-across-every-device/", "price per share, deal value, expected close"), """\
# Microsoft to acquire Activision Blizzard to bring the joy and community of gaming to everyone, across every device

January 18, 2022 | Microsoft News Center

*Acquisition will accelerate growth in Microsoft's gaming business across mobile, PC, console and cloud and provide building blocks for the metaverse*

**REDMOND, Wash. — Jan. 18, 2022** — With three billion people actively playing games today, and fueled by a new generation steeped in the joys of interactive entertainment, gaming is now the most vibrant and exciting category in entertainment across all platforms. Today, Microsoft Corp. (Nasdaq: MSFT) announced plans to acquire Activision Blizzard Inc. (Nasdaq: ATVI), a leader in game development and interactive entertainment content publisher. This acquisition will accelerate the growth in Microsoft's gaming business across mobile, PC, console and cloud and will provide building blocks for the metaverse.

Microsoft will acquire Activision Blizzard for **$95.00 per share**, in an all-cash transaction valued at **$68.7 billion**, inclusive of Activision Blizzard's net cash. When the transaction closes, Microsoft will become the world's third-largest gaming company by revenue, behind Tencent and Sony. The planned acquisition includes iconic franchises from the Activision, Blizzard and King studios like "Warcraft," "Diablo," "Overwatch," "Call of Duty" and "Candy Crush," in addition to global eSports activities through Major League Gaming.

Upon closing, Microsoft will have 30 internal game development studios, along with additional publishing and eSports production capabilities.

Bobby Kotick will continue to serve as CEO of Activision Blizzard, and he and his team will maintain their focus on driving efforts to further strengthen the company's culture and accelerate business growth. Once the deal closes, the Activision Blizzard business will report to Phil Spencer, CEO, Microsoft Gaming.

The transaction is subject to customary closing conditions and completion of regulatory review and Activision Blizzard's shareholder approval. The deal is expected to close in fiscal year 2023 and will be accretive to non-GAAP earnings per share upon close. The transaction has been approved by the boards of directors of both Microsoft and Activision Blizzard.

Goldman Sachs & Co. LLC is acting as financial advisor to Microsoft, and Simpson Thacher & Bartlett LLP is acting as legal counsel. Allen & Company LLC is acting as financial advisor to Activision Blizzard, and Skadden, Arps, Slate, Meagher & Flom LLP is acting as legal counsel.

## Investor call

Microsoft will host a conference call with investors today at 6:00 a.m. PT / 9:00 a.m. ET.
"""))
    turns.append(m.add({
        "deal_price": "$95.00/share, all cash; $68.7B incl. Activision Blizzard net cash",
        "announced": "Jan 18, 2022 (expected close FY2023)",
    }))
    turns.append((search("Microsoft completes Activision Blizzard acquisition October 13 2023 CMA approval restructured deal"), results(
        ("https://www.gov.uk/government/news/microsoft-activision-deal-cleared-after-cma-approval", "Microsoft's restructured Activision deal approved by CMA - GOV.UK", "The CMA has today approved Microsoft's restructured deal to buy Activision Blizzard ... Microsoft will sell the cloud streaming rights for current and new Activision PC and console games outside the EEA to Ubisoft ...", "Oct 13, 2023"),
        ("https://news.xbox.com/en-us/2023/10/13/xbox-welcomes-activision-blizzard/", "Welcome Activision Blizzard to Team Xbox - Xbox Wire", "Today, we officially welcome Activision Blizzard to Team Xbox ...", "Oct 13, 2023"),
        ("https://www.reuters.com/markets/deals/microsoft-closes-687-bln-activision-deal-after-uk-nod-2023-10-13/", "Microsoft closes $69 billion Activision deal after UK nod | Reuters", "Microsoft completed its $69 billion acquisition of Activision Blizzard on Friday after Britain's competition watchdog approved the restructured deal ...", "Oct 13, 2023"),
        ("https://www.theverge.com/2023/10/13/23791235/microsoft-activision-blizzard-acquisition-approved-closed-finalized", "Microsoft officially owns Activision Blizzard after closing $68.7 billion deal", "The deal is done after 21 months of regulatory fights ...", "Oct 13, 2023"),
        ("https://www.nasdaq.com/market-activity/stocks/atvi", "ATVI - Activision Blizzard Stock", "Trading in ATVI was suspended prior to market open on October 13, 2023 ...", "N/A"),
        ("https://www.ign.com/articles/microsoft-activision-blizzard-acquisition-closes", "Microsoft's Activision Blizzard Acquisition Is Officially Complete - IGN", "Call of Duty is now an Xbox franchise ...", "Oct 13, 2023"),
    )))
    turns.append((extract("https://www.gov.uk/government/news/microsoft-activision-deal-cleared-after-cma-approval", "what the CMA approved and why"), """\
# Microsoft's restructured Activision deal approved by CMA

The CMA has today approved Microsoft's restructured deal to buy Activision Blizzard, after concluding it opens up competition in cloud gaming.

From: Competition and Markets Authority
Published 13 October 2023

- Restructured deal prevents Microsoft from taking control of cloud gaming rights for Activision's content
- Rights to be sold to independent rival Ubisoft
- CMA's firm stance has ensured a better deal for UK gamers

Microsoft's original deal to acquire Activision Blizzard was blocked by the CMA in April 2023 because of concerns that it would have harmed competition in the nascent cloud gaming market.

In August, Microsoft submitted a restructured deal. Under the new deal, Microsoft will not acquire the cloud streaming rights for current and new Activision PC and console games released over the next **15 years**, which will instead be sold to Ubisoft Entertainment SA before the deal completes. The rights cover games played outside the European Economic Area (EEA).

Sarah Cardell, Chief Executive of the CMA, said:

> "The deal that's been given the go-ahead today is substantially different from the one we blocked back in April. Our firm stance has ensured a better deal for UK gamers."

The CMA also accepted Microsoft's commitment that Ubisoft will be able to require Microsoft to port Activision games to operating systems other than Windows and to support game emulators when requested.

The CMA's decision was announced on 13 October 2023 following a consultation on the provisional approval that ended on 6 October.

## Background

- 26 April 2023: CMA blocks Microsoft's proposed acquisition of Activision Blizzard
- 22 August 2023: Microsoft notifies the CMA of a restructured transaction
- 22 September 2023: CMA provisionally approves the restructured deal
- 13 October 2023: CMA approves the restructured deal
"""))
    turns.append(m.add({"closed": "Oct 13, 2023 — same day CMA cleared restructured deal; ATVI suspended from Nasdaq"}))
    turns.append((search("FTC preliminary injunction Microsoft Activision denied Judge Corley July 2023"), results(
        ("https://www.reuters.com/legal/us-judge-rules-microsoft-can-close-activision-deal-2023-07-11/", "US judge rules Microsoft can close $69 billion Activision deal | Reuters", "U.S. District Judge Jacqueline Scott Corley in San Francisco denied the Federal Trade Commission's request for a preliminary injunction ...", "Jul 11, 2023"),
        ("https://www.ftc.gov/news-events/news/press-releases/2022/12/ftc-seeks-block-microsoft-corps-acquisition-activision-blizzard-inc", "FTC Seeks to Block Microsoft Corp.'s Acquisition of Activision Blizzard, Inc.", "The FTC today sought to block Microsoft from acquiring Activision Blizzard ...", "Dec 8, 2022"),
        ("https://www.theverge.com/2023/7/11/23779039/microsoft-activision-blizzard-ftc-trial-preliminary-injunction-denied", "Microsoft wins FTC fight to buy Activision Blizzard | The Verge", "Judge Corley found the FTC had not shown it was likely to succeed on its claim that the deal would substantially lessen competition ...", "Jul 11, 2023"),
        ("https://www.courtlistener.com/docket/67486394/federal-trade-commission-v-microsoft-corporation/", "FTC v. Microsoft Corporation, 3:23-cv-02880 (N.D. Cal.)", "Order denying motion for preliminary injunction (Dkt. 305) ...", "N/A"),
        ("https://www.ftc.gov/news-events/news/press-releases/2023/07/statement-regarding-microsoft-activision", "Statement Regarding Microsoft/Activision", "The FTC will appeal to the Ninth Circuit ...", "Jul 2023"),
        ("https://www.nytimes.com/2023/07/11/technology/microsoft-activision-ftc-ruling.html", "Judge Rules for Microsoft in F.T.C. Fight Over Activision Deal", "The ruling was a setback for the agency's chair, Lina Khan ...", "Jul 11, 2023"),
    )))
    turns.append(m.add({"ftc_injunction": "PI denied Jul 11, 2023 — Judge Jacqueline Scott Corley, N.D. Cal. (FTC suit filed Dec 8, 2022)"}))
    turns.append((extract("https://en.wikipedia.org/wiki/Acquisition_of_Activision_Blizzard_by_Microsoft", "timeline of regulatory approvals and deal terms"), """\
# Acquisition of Activision Blizzard by Microsoft

From Wikipedia, the free encyclopedia

| Acquisition of Activision Blizzard by Microsoft | |
| --- | --- |
| Initiator | Microsoft |
| Target | Activision Blizzard |
| Type | Full acquisition |
| Cost | US$68.7 billion |
| Initiated | January 18, 2022 |
| Completed | October 13, 2023 |
| Resulting entity | Activision Blizzard becomes a subsidiary of Microsoft Gaming |

On **January 18, 2022**, American technology company Microsoft announced its intent to acquire American video game holding company Activision Blizzard for US$68.7 billion, or $95 per share, the largest acquisition in the history of the video game industry. The deal was subject to regulatory approval in multiple jurisdictions and was completed on **October 13, 2023**.

## Regulatory review

### United States

The Federal Trade Commission (FTC) sued to block the acquisition on December 8, 2022, arguing that Microsoft could use the deal to make Activision's games exclusive to Xbox. In June 2023 the FTC sought a preliminary injunction in federal court in San Francisco; after a five-day evidentiary hearing, Judge Jacqueline Scott Corley denied the request on July 11, 2023. The Ninth Circuit denied the FTC's emergency motion for an injunction pending appeal on July 14.

### European Union

The European Commission approved the acquisition on May 15, 2023, conditional on Microsoft's commitment to license Activision games to cloud gaming services for ten years.

### United Kingdom

The Competition and Markets Authority (CMA) blocked the deal on April 26, 2023. Following a restructuring in which Microsoft agreed to sell the cloud streaming rights for Activision games outside the EEA to Ubisoft for 15 years, the CMA approved the deal on October 13, 2023.

### Other jurisdictions

Regulators in Brazil, Chile, Japan, Saudi Arabia, Serbia, South Africa, South Korea, Ukraine and others approved the deal without conditions.

## Aftermath

Activision Blizzard's shares were delisted from the Nasdaq on October 13, 2023. Bobby Kotick announced he would step down as CEO at the end of 2023.
"""))
    turns.append(m.add({"ubisoft_cloud_rights": "Cloud streaming rights (non-EEA) for current + new Activision PC/console games, 15 years, sold to Ubisoft"}))
    turns.append(m.all(show={
        "deal_price": "$95.00/share, all cash; $68.7B incl. Activision Blizzard net cash",
        "announced": "Jan 18, 2022 (expected close FY2023)",
        "closed": "Oct 13, 2023 — same day CMA cleared restructured deal; ATVI suspended from Nasdaq",
        "ubisoft_cloud_rights": "Cloud streaming rights (non-EEA) for current + new Activision PC/console games, 15 years, sold to Ubisoft",
    }))
    return dict(tid="h46-search-20", turns=turns, state=state("2023-10-16"), bad=True, turn=11,
                kind="entry added earlier (FTC injunction) missing from retrieve_all")


# Airport rankings: busiest airports 2023 (ACI World, Dubai Airports, Wikipedia) — clean
def t21() -> dict[str, Any]:
    init = {"prior_finding": "ACI 2022: ATL #1 (93.7M), DFW #2 (73.4M), DEN #3 (69.3M), ORD #4, DXB #5 (66.1M)"}
    m = Mem(init)
    turns: list[tuple[str, str]] = []
    turns.append((search("ACI World busiest airports 2023 passenger traffic ranking Atlanta Dubai"), results(
        ("https://aci.aero/2024/04/15/atlanta-retains-top-spot-as-dubai-climbs-to-second-in-aci-worlds-busiest-airports-ranking/", "Atlanta retains top spot as Dubai climbs to second in ACI World's busiest airports ranking - ACI World", "Global passenger traffic reached 8.7 billion in 2023 ... Hartsfield-Jackson Atlanta International Airport (ATL) remains the busiest with 104.6 million passengers ...", "Apr 15, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_busiest_airports_by_passenger_traffic", "List of busiest airports by passenger traffic - Wikipedia", "Airports Council International's preliminary 2023 figures ... Atlanta 104,653,451; Dubai 86,994,365; Dallas/Fort Worth 81,755,538 ...", "N/A"),
        ("https://www.cnn.com/travel/busiest-airports-world-2023-aci/index.html", "These are the world's busiest airports in 2023 | CNN", "Tokyo Haneda jumped into the top five as travel in Asia rebounded ...", "Apr 16, 2024"),
        ("https://www.reuters.com/business/aerospace-defense/atlanta-remains-worlds-busiest-airport-dubai-second-2024-04-15/", "Atlanta remains world's busiest airport, Dubai second | Reuters", "Dubai overtook Dallas/Fort Worth to become the world's second-busiest airport ...", "Apr 15, 2024"),
        ("https://www.statista.com/statistics/230431/worlds-busiest-airports-by-passenger-traffic/", "World's busiest airports by passenger traffic 2023 | Statista", "In 2023, Atlanta's airport handled 104.7 million passengers ...", "Apr 2024"),
        ("https://www.atl.com/atl-named-worlds-busiest-airport-for-26th-consecutive-year/", "ATL named world's busiest airport - Hartsfield-Jackson", "ATL has held the title every year since 1998, except 2020 ...", "Apr 15, 2024"),
        ("https://simpleflying.com/worlds-busiest-airports-2023/", "The World's 10 Busiest Airports In 2023 | Simple Flying", "London Heathrow rose to fourth place ...", "Apr 17, 2024"),
        ("https://www.reddit.com/r/aviation/comments/1c4q9ul/aci_2023_busiest_airports/", "ACI 2023 busiest airports : r/aviation", "HND jumping from 16th to 5th is wild ...", "Apr 15, 2024"),
    )))
    turns.append((extract("https://aci.aero/2024/04/15/atlanta-retains-top-spot-as-dubai-climbs-to-second-in-aci-worlds-busiest-airports-ranking/", "top 10 airports by passengers with growth and 2022 ranks"), """\
# Atlanta retains top spot as Dubai climbs to second in ACI World's busiest airports ranking

15 April 2024 · Montreal, Canada

Airports Council International (ACI) World today released its preliminary rankings of the world's busiest airports for 2023. Global passenger traffic is estimated at close to 8.7 billion, a 27.2% increase from 2022 and a recovery of 93.8% of 2019 levels.

"The top 10 airports reflect the strength of the recovery, particularly in international travel," said ACI World Director General Luis Felipe de Oliveira.

## Top 10 busiest airports for passenger traffic (2023)

| Rank 2023 | Airport | Code | Passengers 2023 | % change vs 2022 | Rank 2022 |
| --- | --- | --- | --- | --- | --- |
| 1 | Atlanta GA, US (Hartsfield-Jackson) | ATL | 104,653,451 | 11.7 | 1 |
| 2 | Dubai, AE | DXB | 86,994,365 | 31.7 | 5 |
| 3 | Dallas/Fort Worth TX, US | DFW | 81,755,538 | 11.4 | 2 |
| 4 | London, GB (Heathrow) | LHR | 79,183,364 | 28.5 | 8 |
| 5 | Tokyo, JP (Haneda) | HND | 78,719,302 | 55.0 | 16 |
| 6 | Denver CO, US | DEN | 77,837,917 | 12.3 | 3 |
| 7 | Istanbul, TR | IST | 76,027,321 | 18.2 | 7 |
| 8 | Los Angeles CA, US | LAX | 75,050,875 | 14.0 | 6 |
| 9 | Chicago IL, US (O'Hare) | ORD | 73,894,226 | 8.2 | 4 |
| 10 | Delhi, IN | DEL | 72,214,841 | 21.4 | 9 |

The top 10 airports represent about 9% of global traffic (some 806 million passengers). Five of them are in the United States.

## International passenger traffic

Dubai (DXB) remains the world's busiest airport for international passengers, a position it has held since 2014. The top 10 international airports handled about 520 million passengers, up 29.8% from 2022.

The figures are preliminary and will be finalized in ACI's World Airport Traffic Report later in the year.

Media contact: communications@aci.aero
"""))
    turns.append(m.add({"aci2023_top5": "ATL 104.7M, DXB 87.0M, DFW 81.8M, LHR 79.2M, HND 78.7M (ACI prelim, Apr 15 2024)"}))
    turns.append((search("Dubai International 2023 passengers 86.9 million surpasses 2019 record"), results(
        ("https://www.dubaiairports.ae/corporate/media-centre/press-releases/detail/dxb-annual-traffic-2023", "DXB annual traffic surpasses pre-pandemic levels, reaching 86.9 million in 2023 | Dubai Airports", "Dubai International (DXB) welcomed 86.9 million passengers in 2023, up 31.7% on 2022 and surpassing the 86.4 million recorded in 2019 ...", "Feb 13, 2024"),
        ("https://www.thenationalnews.com/business/aviation/2024/02/13/dubai-airport-passenger-traffic-2023/", "Dubai International Airport passenger traffic hits record 86.9 million", "India remained DXB's top destination country ...", "Feb 13, 2024"),
        ("https://www.reuters.com/business/aerospace-defense/dubai-airport-passengers-2023-2024-02-13/", "Dubai airport passenger traffic exceeds pre-pandemic levels | Reuters", "DXB expects 88.8 million passengers in 2024 ...", "Feb 13, 2024"),
        ("https://www.khaleejtimes.com/business/aviation/dxb-2023-record-passengers", "DXB handles 86.9 million passengers in 2023 | Khaleej Times", "December was the busiest month with 8 million passengers ...", "Feb 13, 2024"),
        ("https://en.wikipedia.org/wiki/Dubai_International_Airport", "Dubai International Airport - Wikipedia", "Passengers (2023): 86,994,365, +31.7% ...", "N/A"),
        ("https://www.arabianbusiness.com/industries/travel-hospitality/dubai-airports-2023-traffic", "Dubai airport traffic: the numbers behind a record year", "Flight movements rose to 416,405 ...", "Feb 14, 2024"),
    )))
    turns.append((extract("https://www.dubaiairports.ae/corporate/media-centre/press-releases/detail/dxb-annual-traffic-2023", "annual passengers, growth and top markets"), """\
# DXB annual traffic surpasses pre-pandemic levels, reaching 86.9 million in 2023

13 February 2024 · Dubai, UAE

Dubai International (DXB), the world's busiest airport for international passengers, welcomed **86.9 million** passengers in 2023, up **31.7%** on 2022 and surpassing the 86.4 million passengers recorded in 2019, before the pandemic.

"2023 was a remarkable year for DXB," said Paul Griffiths, CEO of Dubai Airports. "We exceeded our own forecasts and expect traffic to reach 88.8 million in 2024."

## 2023 in numbers

| Metric | 2023 | Change vs 2022 |
| --- | --- | --- |
| Passengers | 86.9 million | +31.7% |
| Flight movements | 416,405 | +20.3% |
| Cargo | 1.81 million tonnes | -1.8% |
| Bags processed | 75.7 million | +28.9% |
| Destinations | 262 in 104 countries | — |
| Airlines | 102 | — |

## Top destination countries

| Country | Passengers |
| --- | --- |
| India | 11.9 million |
| Saudi Arabia | 6.7 million |
| United Kingdom | 5.9 million |
| Pakistan | 4.2 million |
| United States | 3.6 million |

## Top destination cities

London (3.7 million), Riyadh (2.6 million), Mumbai (2.5 million) and Jeddah (2.3 million) were the busiest city pairs.

December was the busiest month of the year, with 8 million passengers, and 16 December the busiest single day, with 287,000 passengers.

For media enquiries: media@dubaiairports.ae
"""))
    turns.append((search("busiest airports by international passenger traffic 2023 ACI Dubai Heathrow Amsterdam"), results(
        ("https://aci.aero/2024/04/15/atlanta-retains-top-spot-as-dubai-climbs-to-second-in-aci-worlds-busiest-airports-ranking/", "Atlanta retains top spot as Dubai climbs to second - ACI World", "International traffic ranking 2023: DXB 86.9M, LHR 74.9M, AMS 61.9M, CDG 61.0M, ICN 55.9M ...", "Apr 15, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_busiest_airports_by_international_passenger_traffic", "List of busiest airports by international passenger traffic - Wikipedia", "1 Dubai 86,994,365 · 2 London Heathrow 74,911,000 · 3 Amsterdam 61,889,586 ...", "N/A"),
        ("https://www.heathrow.com/company/investor-centre/results-and-performance/traffic-statistics", "Traffic statistics | Heathrow", "Heathrow served 79.2 million passengers in 2023 ...", "N/A"),
        ("https://www.schiphol.nl/en/schiphol-group/page/traffic-review-2023/", "Traffic Review 2023 | Royal Schiphol Group", "Schiphol welcomed 61.9 million passengers in 2023, a 17.9% increase ...", "Feb 2024"),
        ("https://simpleflying.com/busiest-international-airports-2023/", "The World's Busiest International Airports In 2023", "Dubai leads for the 10th straight year ...", "Apr 18, 2024"),
    )))
    turns.append((extract("https://en.wikipedia.org/wiki/List_of_busiest_airports_by_passenger_traffic", "2023 ranking table"), """\
# List of busiest airports by passenger traffic

From Wikipedia, the free encyclopedia

The following is a list of the busiest airports in the world by passenger traffic, based on figures from Airports Council International (ACI). Passengers are counted once on departure and once on arrival; transit passengers are counted once.

## 2023 statistics

Preliminary data from Airports Council International, published 15 April 2024.

| Rank | Airport | Location | Country | Code (IATA/ICAO) | Total passengers | Rank change | % change |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Hartsfield–Jackson Atlanta International Airport | Atlanta, Georgia | United States | ATL/KATL | 104,653,451 | | 11.7% |
| 2 | Dubai International Airport | Garhoud, Dubai | United Arab Emirates | DXB/OMDB | 86,994,365 | ▲3 | 31.7% |
| 3 | Dallas Fort Worth International Airport | Dallas–Fort Worth, Texas | United States | DFW/KDFW | 81,755,538 | ▼1 | 11.4% |
| 4 | Heathrow Airport | Hillingdon, London | United Kingdom | LHR/EGLL | 79,183,364 | ▲4 | 28.5% |
| 5 | Haneda Airport | Ōta, Tokyo | Japan | HND/RJTT | 78,719,302 | ▲11 | 55.0% |
| 6 | Denver International Airport | Denver, Colorado | United States | DEN/KDEN | 77,837,917 | ▼3 | 12.3% |
| 7 | Istanbul Airport | Arnavutköy, Istanbul | Turkey | IST/LTFM | 76,027,321 | | 18.2% |
| 8 | Los Angeles International Airport | Los Angeles, California | United States | LAX/KLAX | 75,050,875 | ▼2 | 14.0% |
| 9 | O'Hare International Airport | Chicago, Illinois | United States | ORD/KORD | 73,894,226 | ▼5 | 8.2% |
| 10 | Indira Gandhi International Airport | Delhi | India | DEL/VIDP | 72,214,841 | ▼1 | 21.4% |
| 11 | Charles de Gaulle Airport | Roissy-en-France, Paris | France | CDG/LFPG | 67,421,316 | ▼1 | 17.3% |
| 12 | Guangzhou Baiyun International Airport | Baiyun-Huadu, Guangzhou | China | CAN/ZGGG | 63,167,000 | ▲29 | 142.0% |
| 13 | John F. Kennedy International Airport | Queens, New York City | United States | JFK/KJFK | 62,464,000 | ▼1 | 12.7% |
| 14 | Amsterdam Airport Schiphol | Haarlemmermeer | Netherlands | AMS/EHAM | 61,889,586 | ▼1 | 17.9% |
| 15 | Adolfo Suárez Madrid–Barajas Airport | Barajas, Madrid | Spain | MAD/LEMD | 60,220,984 | ▲2 | 18.9% |

## 2022 statistics

| Rank | Airport | Code | Total passengers |
| --- | --- | --- | --- |
| 1 | Hartsfield–Jackson Atlanta International Airport | ATL | 93,699,630 |
| 2 | Dallas Fort Worth International Airport | DFW | 73,362,946 |
| 3 | Denver International Airport | DEN | 69,286,461 |
| 4 | O'Hare International Airport | ORD | 68,340,619 |
| 5 | Dubai International Airport | DXB | 66,069,981 |

See also: List of busiest airports by international passenger traffic · List of busiest airports by cargo traffic
"""))
    turns.append(m.update({"aci2023_top5": "ATL 104,653,451; DXB 86,994,365 (Dubai Airports rounds to 86.9M); DFW 81,755,538; LHR 79,183,364; HND 78,719,302"}))
    turns.append((search("Istanbul Airport 2023 76 million passengers Europe busiest airports ranking"), results(
        ("https://www.aci-europe.org/media-room/airport-traffic-report-2023", "Airport Traffic Report 2023 | ACI EUROPE", "London Heathrow was Europe's busiest airport in 2023 with 79.2 million passengers, followed by Istanbul (76.0 million) and Paris-CDG (67.4 million) ...", "Feb 2024"),
        ("https://www.dailysabah.com/business/transportation/istanbul-airport-2023-passengers", "Istanbul Airport served 76 million passengers in 2023 | Daily Sabah", "IGA said the airport handled 76 million passengers, its best year since opening in 2018 ...", "Jan 2024"),
        ("https://en.wikipedia.org/wiki/Istanbul_Airport", "Istanbul Airport - Wikipedia", "Passengers (2023): 76,027,321 ...", "N/A"),
        ("https://www.eurocontrol.int/publication/eurocontrol-aviation-outlook-2023", "European aviation in 2023 | EUROCONTROL", "Istanbul was the busiest airport in Europe by flights ...", "Jan 2024"),
        ("https://simpleflying.com/europe-busiest-airports-2023/", "Europe's Busiest Airports In 2023", "Heathrow stays on top, Istanbul second ...", "Feb 2024"),
    )))
    turns.append(m.all())
    return dict(tid="h46-search-21", turns=turns, state=state("2024-08-01", init), bad=False)


# Bridge spans: longest suspension bridges (Wikipedia, Stretto di Messina) — bad
def t22() -> dict[str, Any]:
    m = Mem()
    turns: list[tuple[str, str]] = []
    turns.append((search("longest suspension bridge main span in the world 1915 Çanakkale Bridge 2,023 m"), results(
        ("https://en.wikipedia.org/wiki/1915_%C3%87anakkale_Bridge", "1915 Çanakkale Bridge - Wikipedia", "The 1915 Çanakkale Bridge is a road suspension bridge in Çanakkale Province, Turkey, spanning the Dardanelles ... main span of 2,023 m (6,637 ft), the longest of any suspension bridge in the world ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "List of longest suspension bridge spans - Wikipedia", "This list ranks suspension bridges by the length of their main span ...", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/longest-suspension-bridge", "Longest suspension bridge (main span) | Guinness World Records", "The 1915 Çanakkale Bridge in Türkiye has a main span of 2,023 m, beating the Akashi Kaikyō Bridge by 32 m ...", "N/A"),
        ("https://www.bbc.com/news/world-europe-60795130", "Turkey opens world's longest suspension bridge linking Europe and Asia", "President Erdoğan inaugurated the bridge over the Dardanelles on Friday ...", "Mar 18, 2022"),
        ("https://www.structurae.net/en/structures/1915-canakkale-bridge", "1915 Çanakkale Bridge (Gelibolu/Lapseki) | Structurae", "Main span 2,023 m; tower height 318 m; deck width 45.06 m ...", "N/A"),
        ("https://www.cowi.com/projects/1915-canakkale-bridge", "1915 Çanakkale Bridge | COWI", "COWI was the designer of the world's longest-span suspension bridge ...", "N/A"),
        ("https://www.ice.org.uk/what-is-civil-engineering/infrastructure-projects/1915-canakkale-bridge", "1915 Çanakkale Bridge | ICE", "The span length of 2,023 m was chosen to mark the centenary of the Turkish Republic ...", "N/A"),
        ("https://www.reddit.com/r/EngineeringPorn/comments/tgz9pe/the_1915_canakkale_bridge/", "The 1915 Çanakkale Bridge, world's longest suspension span : r/EngineeringPorn", "318 m towers, taller than the Eiffel Tower ...", "Mar 18, 2022"),
    )))
    turns.append((extract("https://en.wikipedia.org/wiki/1915_%C3%87anakkale_Bridge", "span, towers, construction and opening dates"), """\
# 1915 Çanakkale Bridge

From Wikipedia, the free encyclopedia

| 1915 Çanakkale Bridge | |
| --- | --- |
| Coordinates | 40°20′N 26°38′E |
| Carries | 6 lanes of O-6 (Malkara–Çanakkale Motorway) |
| Crosses | Dardanelles |
| Locale | Gelibolu (Europe) – Lapseki (Asia), Çanakkale Province, Turkey |
| Official name | 1915 Çanakkale Köprüsü |
| Design | Suspension bridge |
| Total length | 4,608 m (15,118 ft) |
| Width | 45.06 m (147.8 ft) |
| Height | 318 m (1,043 ft) (towers) |
| Longest span | 2,023 m (6,637 ft) |
| Clearance below | 70 m (230 ft) |
| Designer | COWI |
| Constructed by | DLSY consortium (DL E&C, Limak, SK ecoplant, Yapı Merkezi) |
| Construction start | 18 March 2017 |
| Cost | €2.5 billion |
| Opened | 18 March 2022 |
| Toll | ₺200 (cars, at opening) |

The **1915 Çanakkale Bridge** is a road suspension bridge in Çanakkale Province in north-western Turkey. Spanning the Dardanelles strait, it links the town of Gelibolu on the European side with Lapseki on the Asian side. With a main span of **2,023 m (6,637 ft)**, it is the longest suspension bridge in the world, surpassing the 1,991 m of Japan's Akashi Kaikyō Bridge by 32 m.

The bridge is part of the 101 km Malkara–Çanakkale Motorway, built under a build–operate–transfer model. It was opened by President Recep Tayyip Erdoğan on 18 March 2022, the anniversary of the Ottoman naval victory of 18 March 1915 during the Gallipoli campaign.

## Symbolism

Several dimensions of the bridge were chosen to commemorate national dates:

- The main span of 2,023 m marks 2023, the centenary of the Republic of Turkey.
- The steel towers are 318 m tall, referring to 18 March (3/18).
- The towers' red-and-white colours reflect the Turkish flag.

## Construction

Ground was broken on 18 March 2017. The two 318 m towers were erected first; the deck segments were then lifted into place from barges, welded, paved and load-tested. At the time of opening, the crossing of the strait was cut from about an hour by ferry to six minutes.
"""))
    turns.append(m.add({
        "longest_span": "1915 Çanakkale Bridge, Turkey — main span 2,023 m (6,637 ft); towers 318 m; total 4,608 m",
        "second": "Akashi Kaikyō Bridge, Japan — 1,991 m (32 m shorter)",
    }))
    turns.append((extract("https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "ranked table of completed and under-construction suspension spans"), """\
# List of longest suspension bridge spans

From Wikipedia, the free encyclopedia

The **suspension bridge** is the type of bridge that allows the longest spans. This list ranks suspension bridges by the length of their main span, the distance between the suspension towers.

## Completed

| Rank | Name | Main span (m) | Main span (ft) | Year opened | Location | Country |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | 1915 Çanakkale Bridge | 2,023 | 6,637 | 2021 | Dardanelles, Çanakkale | Turkey |
| 2 | Akashi Kaikyō Bridge | 1,991 | 6,532 | 1998 | Kobe–Awaji Island | Japan |
| 3 | Yangsigang Yangtze River Bridge | 1,700 | 5,577 | 2019 | Wuhan | China |
| 4 | Nansha Bridge (Humen Second Bridge) | 1,688 | 5,538 | 2019 | Guangzhou–Dongguan | China |
| 5 | Xihoumen Bridge | 1,650 | 5,413 | 2009 | Zhoushan | China |
| 6 | Great Belt Bridge (East Bridge) | 1,624 | 5,328 | 1998 | Korsør–Sprogø | Denmark |
| 7 | Osman Gazi Bridge | 1,550 | 5,085 | 2016 | Izmit Bay | Turkey |
| 8 | Yi Sun-sin Bridge | 1,545 | 5,069 | 2012 | Yeosu–Gwangyang | South Korea |
| 9 | Runyang Bridge | 1,490 | 4,888 | 2005 | Zhenjiang–Yangzhou | China |
| 10 | Dongting Lake Bridge | 1,480 | 4,856 | 2018 | Yueyang | China |
| 11 | Fourth Nanjing Yangtze Bridge | 1,418 | 4,652 | 2012 | Nanjing | China |
| 12 | Humber Bridge | 1,410 | 4,626 | 1981 | Kingston upon Hull | United Kingdom |
| 13 | Jiangyin Suspension Bridge | 1,385 | 4,544 | 1999 | Jiangyin | China |
| 14 | Tsing Ma Bridge | 1,377 | 4,518 | 1997 | Hong Kong | China |
| 15 | Hardanger Bridge | 1,310 | 4,298 | 2013 | Hardangerfjord | Norway |

## Under construction

| Name | Main span (m) | Main span (ft) | Expected completion | Location | Country |
| --- | --- | --- | --- | --- | --- |
| Zhangjinggao Yangtze River Bridge | 2,300 | 7,546 | 2028 | Zhangjiagang–Jingjiang–Rugao | China |
| Shiziyang Bridge | 2,180 | 7,152 | 2028 | Guangzhou | China |

## Proposed

| Name | Main span (m) | Location | Country | Status |
| --- | --- | --- | --- | --- |
| Strait of Messina Bridge | 3,300 | Messina–Villa San Giovanni | Italy | Project revived in 2023; final design under review |
| Sunda Strait Bridge | — | Java–Sumatra | Indonesia | Shelved |

## See also

- List of longest cable-stayed bridge spans
- List of longest arch bridge spans
- List of largest bridges
"""))
    turns.append(m.add({"top5_spans": "2,023 Çanakkale (TR); 1,991 Akashi Kaikyō (JP); 1,700 Yangsigang (CN); 1,688 Nansha (CN); 1,650 Xihoumen (CN)"}))
    turns.append((search("Strait of Messina bridge 3,300 m main span project 2024 approval Webuild"), results(
        ("https://www.strettodimessina.it/en/the-bridge/", "The Bridge | Stretto di Messina S.p.A.", "A single-span suspension bridge with a central span of 3,300 m, towers 399 m high, and a deck carrying six road lanes and two rail tracks ...", "N/A"),
        ("https://www.webuildgroup.com/en/projects/messina-strait-bridge/", "Messina Strait Bridge | Webuild", "Eurolink, the consortium led by Webuild, is the general contractor for the design and construction ...", "N/A"),
        ("https://www.reuters.com/world/europe/italy-revives-plan-messina-bridge-2023-03-16/", "Italy revives plan for bridge linking Sicily to mainland | Reuters", "The government approved a decree reviving the state-owned Stretto di Messina company ...", "Mar 16, 2023"),
        ("https://en.wikipedia.org/wiki/Strait_of_Messina_Bridge", "Strait of Messina Bridge - Wikipedia", "If built, its 3,300 m (10,830 ft) main span would be the longest of any suspension bridge ...", "N/A"),
        ("https://www.ft.com/content/messina-bridge-salvini-2024", "Salvini's €13.5bn Messina bridge faces fresh hurdles", "The updated design was approved by the company's board in February 2024 ...", "Apr 2024"),
        ("https://www.theguardian.com/world/2024/apr/messina-bridge-sicily-earthquake-concerns", "Sicily bridge plan revives old fears over earthquakes", "Critics point to the 1908 Messina earthquake ...", "Apr 2024"),
    )))
    turns.append((extract("https://www.strettodimessina.it/en/the-bridge/", "main span, tower height, deck and cost"), """\
# The Bridge

Stretto di Messina S.p.A.

The Strait of Messina Bridge is designed as a single-span suspension bridge connecting Sicily and Calabria, between Ganzirri (Messina) and Cannitello (Villa San Giovanni).

## Key figures

| | |
| --- | --- |
| Central span | 3,300 m |
| Total length of suspended deck | 3,666 m |
| Tower height | 399 m |
| Deck width | 60.4 m |
| Road lanes | 6 (3 per direction, including emergency lanes) |
| Railway tracks | 2 |
| Navigation clearance | 65 m (over a 600 m wide channel) |
| Main cables | 4, diameter 1.26 m each |
| Design life | 200 years |
| Estimated cost | €13.5 billion (including connecting works) |

## Design

The "Messina type" deck, made of three separate box girders (two road, one rail) joined by cross beams, was developed to give the structure aerodynamic stability at a span far beyond those of existing bridges. The design has been tested in wind tunnels and is designed to withstand winds of up to 270 km/h and earthquakes of magnitude 7.1 on the Richter scale.

## Project timeline

- 2023: Decree-Law 35/2023 revives Stretto di Messina S.p.A.
- February 2024: Board approves the updated final design report
- 2024: Submission to environmental assessment and to CIPESS for approval
- Construction duration: about 7 years from the start of works

Documents: Updated final design report · Environmental impact study · FAQ
"""))
    turns.append(m.add({"proposed_record": "Strait of Messina Bridge (IT) — 3,300 m central span, 399 m towers, road + rail; proposed, not yet approved to build"}))
    turns.append((search("Zhangjinggao Yangtze River Bridge 2,300 m main span under construction completion"), results(
        ("https://en.wikipedia.org/wiki/Zhangjinggao_Yangtze_River_Bridge", "Zhangjinggao Yangtze River Bridge - Wikipedia", "An under-construction suspension bridge over the Yangtze in Jiangsu; its 2,300 m main span will be the world's longest when completed ...", "N/A"),
        ("https://www.globaltimes.cn/page/202306/1292468.shtml", "World's longest-span suspension bridge begins tower construction in Jiangsu", "The south tower will reach 350 m ...", "Jun 2023"),
        ("https://www.highestbridges.com/wiki/index.php?title=Zhangjinggao_Bridge", "Zhangjinggao Bridge - HighestBridges.com", "Main span 2,300 m; expected completion 2028 ...", "N/A"),
        ("https://www.newcivilengineer.com/latest/china-starts-work-on-worlds-longest-span-suspension-bridge", "China starts work on world's longest span suspension bridge | NCE", "The bridge will overtake the 1915 Çanakkale Bridge's record span by 277 m ...", "2022"),
        ("https://www.chinadaily.com.cn/a/202401/15/WS65a4c3e1a3105f21a507c1b2.html", "Jiangsu bridge project reaches milestone", "Caisson foundation works completed for the main towers ...", "Jan 15, 2024"),
    )))
    turns.append(m.all())
    return dict(tid="h46-search-22", turns=turns, state=state("2024-05-02"), bad=True, turn=4,
                kind="list gives the 1915 Çanakkale Bridge's opening year as 2021; its page said it opened 18 March 2022")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        t = make()
        rs.add(task=TASK, tid=t["tid"], system=SYSTEM, turns=t["turns"], state=t["state"],
               bad=t["bad"], turn=t.get("turn"), kind=t.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
