# ruff: noqa: E501
"""Held-out set 54, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven trajectories hold exactly one contradiction (an observation that disagrees with what an earlier
observation established, with no action in between that could change it); eleven are clean but full of
legitimate changes: memory updates and removals, re-ranked result lists, live counters moving, values from
different dates, agencies or units. Written blind to the checker.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, search

TOOLS = [
    {"type": "function", "function": {
        "name": "web_search",
        "description": "Perform Google web searches then return a string of the top search results. Accepts multiple queries.",
        "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "minItems": 1,
                                                                    "description": "The list of search queries."}},
                       "required": ["queries"]}}},
    {"type": "function", "function": {
        "name": "web_extractor",
        "description": "Visit a webpage and return its main content as Markdown, focused on the given goal.",
        "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to visit."},
                                                        "goal": {"type": "string", "description": "The goal of the visit."}},
                       "required": ["url", "goal"]}}},
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

You are a **Search World Model** — a precise web search and information retrieval environment simulator. Simulate the execution of search and memory-related tool calls and generate realistic, contextually appropriate responses. Factual accuracy is the top priority, then query relevance, across the whole interaction sequence.

## Task Definition

Given the historical context (previous tool calls and their responses in this session) and the current tool call (web_search, web_extractor or dict_memory), predict the **exact tool response** that a real execution environment would return.

# Environment Management

The initial state is empty: no prior search history and no memory entries.

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

Track across turns: discovered facts, URL references, memory contents, query progression.

# Environment Execution

### web_search

Input: `{"queries": ["query1", ...]}`. Output format:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024

[2] ...
```

- Generate 10 relevant results per query; for batch queries, results for each query in sequence, numbering continued.
- URLs match the query topic; snippets tease key facts; mix official sites, encyclopedias, news and forums.
- `Date: N/A` for undated reference pages; realistic dates for news and blogs.

### web_extractor

Input: `{"url": "<webpage_url>", "goal": "<goal>"}`. Output: the page's main text as Markdown (headers with `#`, tables with `|`, lists with `-` or `1.`), minimal boilerplate.

- Content MUST align with prior search snippets for this URL and with any earlier extraction of it.
- Follow the page type: Wikipedia (infobox, sections, references), news (byline, date, body), official pages (structured specifications, statements), research (abstract, methods, results), forums (question, answers, votes, timestamps).

### dict_memory

| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs, or `Key not found` |
| `retrieve_all` | (none) | All stored key-value pairs |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Return the exact data that was stored; memory persists across all turns until explicitly removed.

### Errors

Empty searches return a no-results message; unreachable URLs an error; missing memory keys `Key not found`.

# Key Principles

Format (the layouts above), Factuality (real-world knowledge, no invented entities), Consistency (with the history, the memory state and earlier snippets), Realism (search-engine ranking and diversity), Quality (complete yet concise).

# Input Definitions & Action Space

""" + json.dumps(TOOLS, indent=2, ensure_ascii=False)


def res(*items: tuple[str, str, str, str], start: int = 1) -> str:
    return "\n\n".join(f"[{i}] {u}\nTitle: {t}\nSnippet: {s}\nDate: {d}" for i, (u, t, s, d) in enumerate(items, start))


def added(*k: str) -> str:
    return f"Successfully added items of {list(k)!r} to memory."


def updated(*k: str) -> str:
    return f"Successfully updated items of {list(k)!r} in memory."


def removed(*k: str) -> str:
    return f"Successfully removed items of {list(k)!r} from memory."


def got(d: dict[str, Any], missing: tuple[str, ...] = ()) -> str:
    out = "Retrieved items:\n" + json.dumps(d, indent=2, ensure_ascii=False)
    for m in missing:
        out += f"\nKey not found: '{m}'"
    return out


def dump(d: dict[str, Any]) -> str:
    return f"Memory contains {len(d)} items:\n" + json.dumps(d, indent=2, ensure_ascii=False)


# ---------------------------------------------------------------------------------------------------------
# 01 clean: USGS event pages, 2023 Kahramanmaras earthquakes (mainstream)
def t01(rs: RowSet) -> None:
    usgs = "https://earthquake.usgs.gov/earthquakes/eventpage/us6000jllz/executive"
    wiki = "https://en.wikipedia.org/wiki/2023_Turkey%E2%80%93Syria_earthquakes"
    s1 = res(
        (usgs, "M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence",
         "2023-02-06 01:17:34 (UTC) · 37.226°N 37.014°E · 10.0 km depth. PAGER alert level: Red. The earthquake occurred as the result of strike-slip faulting at shallow depth ...", "Feb 6, 2023"),
        (wiki, "2023 Turkey–Syria earthquakes - Wikipedia",
         "On 6 February 2023, at 04:17 TRT (01:17 UTC), a Mw 7.8 earthquake struck southern and central Turkey and northern and western Syria. The epicenter was 37 km (23 mi) west–northwest of Gaziantep.", "N/A"),
        ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jlqa/executive", "M 7.5 - Elbistan earthquake, Kahramanmaras earthquake sequence",
         "2023-02-06 10:24:49 (UTC) · 38.024°N 37.203°E · 10.0 km depth. This earthquake occurred about 9 hours after the M 7.8 Pazarcik mainshock, roughly 95 km to the north-northeast ...", "Feb 6, 2023"),
        ("https://www.usgs.gov/news/featured-story/m78-and-m75-kahramanmaras-earthquake-sequence-near-nurdagi-turkey-turkiye",
         "M7.8 and M7.5 Kahramanmaraş Earthquake Sequence near Nurdağı, Turkey (Türkiye) | U.S. Geological Survey",
         "The M7.8 mainshock ruptured more than 300 km of the East Anatolian Fault zone. Preliminary finite-fault models show slip of up to 8 meters ...", "Feb 8, 2023"),
        ("https://deprem.afad.gov.tr/assets/pdf/Kahramanmaras_Depremleri_Raporu.pdf", "06 Şubat 2023 Pazarcık (Kahramanmaraş) Mw 7.7 ve Elbistan (Kahramanmaraş) Mw 7.6 Depremleri Raporu - AFAD",
         "Pazarcık merkezli Mw 7.7 büyüklüğündeki deprem yerel saat ile 04:17'de 8.6 km derinlikte meydana gelmiştir ...", "Feb 10, 2023"),
        ("https://www.emsc-csem.org/Earthquake_information/earthquake.php?id=1218444", "M 7.8 - CENTRAL TURKEY - 2023-02-06 01:17:35 UTC - EMSC",
         "Magnitude Mw 7.8 · Region CENTRAL TURKEY · Date time 2023-02-06 01:17:35.8 UTC · Location 37.17 N ; 37.08 E · Depth 20 km · Distances 33 km SE of Kahramanmaraş ...", "Feb 6, 2023"),
        ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jllz/dyfi/intensity", "M 7.8 - Pazarcik earthquake - Did You Feel It? - USGS",
         "Did You Feel It? community intensity map for the M 7.8 event. Maximum reported CDI: IX. Responses from Turkey, Syria, Lebanon, Cyprus, Israel ...", "Feb 6, 2023"),
        ("https://www.bbc.com/news/world-europe-64544998", "Turkey and Syria earthquake: Thousands killed as buildings collapse - BBC News",
         "A powerful 7.8 magnitude earthquake has struck southern Turkey and northern Syria, toppling thousands of buildings in the early hours of Monday ...", "Feb 6, 2023"),
        ("https://eos.org/articles/the-science-behind-the-turkey-syria-earthquakes", "The Science Behind the Turkey-Syria Earthquakes - Eos",
         "The East Anatolian Fault is a left-lateral strike-slip boundary between the Anatolian and Arabian plates; the 6 February rupture was the largest on it in centuries ...", "Feb 9, 2023"),
        ("https://reliefweb.int/disaster/eq-2023-000015-tur", "Türkiye: Earthquakes - Feb 2023 | ReliefWeb",
         "GLIDE number EQ-2023-000015-TUR. On 6 February 2023 two earthquakes of magnitude 7.8 and 7.5 struck Kahramanmaraş province ...", "N/A"),
    )
    p2 = """# M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence

- 2023-02-06 01:17:34 (UTC)
- 37.226°N 37.014°E
- 10.0 km depth

## Regional Information

- 26.0 km E of Nurdağı, Turkey
- 37.1 km WNW of Gaziantep, Turkey
- 59.1 km SE of Kahramanmaraş, Turkey

## Impact

| Product | Value | Contributor |
| --- | --- | --- |
| Did You Feel It? | IX (Violent) | us |
| ShakeMap | IX (Violent) | us |
| PAGER | RED (estimated fatalities and losses) | us |

> PAGER: Red alert for shaking-related fatalities and economic losses. High casualties and extensive damage are probable and the disaster is likely widespread.

## Technical

### Origin

| Field | Value |
| --- | --- |
| Review Status | REVIEWED |
| Magnitude | 7.8 mww |
| Magnitude Source | us |
| Depth | 10.0 km ± 1.7 km |
| Origin Time | 2023-02-06 01:17:34.344 UTC |
| Location | 37.226°N 37.014°E ± 5.6 km |
| Azimuthal Gap | 17° |
| Minimum Distance | 0.97° (107.9 km) |
| Travel Time Residual | 0.96 s |
| Number of Phases | 186 |
| Catalog | us (US Geological Survey) |
| Event id | us6000jllz |

### Moment Tensor (Mww)

| Parameter | Value |
| --- | --- |
| Moment | 6.07e+20 N-m |
| Magnitude | 7.8 Mww |
| Depth | 17.5 km |
| Nodal Plane 1 | strike 228°, dip 89°, rake -1° |
| Nodal Plane 2 | strike 318°, dip 89°, rake -179° |

### Tectonic Summary

The February 6, 2023, M 7.8 earthquake in southern Turkey near the northern border of Syria occurred as the result of strike-slip faulting at shallow depth. Focal mechanism solutions for the event indicate rupture occurred on either a near-vertical left-lateral fault striking northeast-southwest, or a right-lateral fault striking southeast-northwest. The location of the earthquake and its focal mechanism are consistent with rupture along the East Anatolian fault zone, which accommodates the westward extrusion of the Anatolian plate relative to the Arabian plate.

The M 7.8 mainshock was followed about 9 hours later by an M 7.5 event (us6000jlqa) approximately 95 km to the north-northeast, on the Çardak fault. Over the following weeks the sequence produced hundreds of aftershocks of M 4 and larger.

Note: the moment tensor centroid depth (17.5 km) differs from the hypocentral depth listed under Origin (10.0 km, fixed by the location algorithm)."""
    m3 = {"mainshock_usgs": "M7.8 mww Pazarcik, 2023-02-06 01:17:34 UTC, 37.226N 37.014E, depth 10.0 km, event id us6000jllz, PAGER red",
          "aftershock_elbistan": "M7.5 Elbistan, 2023-02-06 10:24:49 UTC, event id us6000jlqa, ~95 km NNE of mainshock"}
    s4 = res(
        (wiki, "2023 Turkey–Syria earthquakes - Wikipedia",
         "The earthquakes killed 53,537 people in Turkey and 8,476 in Syria, a combined total of 62,013, making it the deadliest earthquake in Turkey since the 526 Antioch earthquake ...", "N/A"),
        ("https://www.aa.com.tr/en/turkiye/death-toll-from-feb-6-earthquakes-in-turkiye-rises-to-50-783/2871390", "Death toll from Feb. 6 earthquakes in Türkiye rises to 50,783 - Anadolu Ajansı",
         "Interior Minister Süleyman Soylu said 50,783 people lost their lives in the twin earthquakes centered in Kahramanmaraş, with 107,204 injured ...", "Apr 13, 2023"),
        ("https://www.reuters.com/world/middle-east/death-toll-turkey-syria-earthquakes-surpasses-50000-2023-02-25/", "Death toll from Turkey, Syria earthquakes surpasses 50,000 | Reuters",
         "The combined death toll rose above 50,000 on Friday after Turkey's disaster agency AFAD said deaths there had reached 44,218 ...", "Feb 25, 2023"),
        ("https://www.who.int/europe/emergencies/situations/turkiye-and-syria-earthquakes", "Türkiye and Syria earthquakes - WHO/Europe",
         "WHO is supporting the response in 11 affected provinces of Türkiye and in northwest Syria, where some 4.1 million people already depended on humanitarian assistance ...", "N/A"),
        ("https://www.sbb.gov.tr/wp-content/uploads/2023/03/2023-Kahramanmaras-ve-Hatay-Depremleri-Raporu.pdf", "2023 Kahramanmaraş ve Hatay Depremleri Raporu - Strateji ve Bütçe Başkanlığı",
         "Depremlerin toplam maliyetinin 2 trilyon TL'yi (103,6 milyar ABD doları) aşacağı tahmin edilmektedir ...", "Mar 17, 2023"),
        ("https://www.bbc.com/news/world-middle-east-64699149", "Turkey earthquake: Death toll passes 40,000 as rescuers pull survivors from rubble - BBC News",
         "The number of dead in Turkey has risen to 40,642, officials say, while in Syria the figure stands at more than 5,800 ...", "Feb 17, 2023"),
        ("https://www.aljazeera.com/news/2023/2/20/turkey-syria-earthquake-death-toll-live", "Turkey-Syria earthquake death toll: live tracker - Al Jazeera",
         "Live tracker of casualties in the February 6 earthquakes across Turkey and Syria, updated with figures from AFAD and the Syrian authorities ...", "Feb 20, 2023"),
        ("https://www.britannica.com/event/Turkey-Syria-earthquake-of-2023", "Turkey-Syria earthquake of 2023 | Britannica",
         "Turkey-Syria earthquake of 2023, series of devastating earthquakes that struck southeastern Turkey and northern Syria on February 6, 2023 ...", "N/A"),
        ("https://www.gfdrr.org/en/publication/global-rapid-post-disaster-damage-estimation-grade-report-february-6-2023-kahramanmaras", "GRADE report: February 6, 2023 Kahramanmaraş Earthquakes - GFDRR",
         "The World Bank estimates US$34.2 billion in direct physical damages in Türkiye, equivalent to 4 percent of 2021 GDP ...", "Feb 27, 2023"),
        ("https://www.reddit.com/r/geology/comments/10vfvdr/why_do_usgs_and_afad_report_different_magnitudes/", "Why do USGS and AFAD report different magnitudes for the Turkey quake? : r/geology",
         "USGS uses Mww from W-phase inversion (7.8), AFAD reported Mw 7.7 from its own regional network. Both are moment magnitudes but different methods ...", "Feb 7, 2023"),
    )
    m5 = {"death_toll_turkey": "50,783 (Interior Ministry via Anadolu, 13 Apr 2023)",
          "death_toll_syria": "8,476 (Wikipedia snippet, combined Syrian figure)"}
    p6 = """# 2023 Turkey–Syria earthquakes

From Wikipedia, the free encyclopedia

| 2023 Turkey–Syria earthquakes | |
| --- | --- |
| UTC time | 2023-02-06 01:17:34 / 2023-02-06 10:24:49 |
| ISC event | 625769174 / 625870411 |
| USGS-ANSS | ComCat (us6000jllz) / ComCat (us6000jlqa) |
| Local date | 6 February 2023 |
| Local time | 04:17 TRT (UTC+3) / 13:24 TRT |
| Magnitude | 7.8 Mww / 7.7 Mww (USGS: 7.5) |
| Depth | 10.0 km (6.2 mi) / 10.0 km (6.2 mi) |
| Epicentre | 37.226°N 37.014°E (Pazarcık) / 38.024°N 37.203°E (Elbistan) |
| Fault | East Anatolian Fault, Sürgü–Çardak Fault |
| Type | Strike-slip |
| Max. intensity | MMI XII (Extreme) |
| Aftershocks | 30,000+ (as of 6 May 2023) |
| Casualties | 62,013 dead (53,537 in Turkey, 8,476 in Syria); 130,000+ injured |

On 6 February 2023, at 04:17 TRT (01:17 UTC), a Mw 7.8 earthquake struck southern and central Turkey and northern and western Syria. The epicenter was 37 km (23 mi) west–northwest of Gaziantep. The earthquake had a maximum Mercalli intensity of XII (Extreme) around the epicenter and in Antakya. It was followed by a Mw 7.7 earthquake at 13:24 TRT (10:24 UTC). This earthquake was centered 95 km (59 mi) north-northeast from the first. There was widespread damage and tens of thousands of fatalities.

## Casualties

| Country | Province / governorate | Deaths | Source |
| --- | --- | --- | --- |
| Turkey | Hatay | 24,147 | Interior Ministry |
| Turkey | Kahramanmaraş | 12,083 | Interior Ministry |
| Turkey | Adıyaman | 8,387 | Interior Ministry |
| Turkey | Malatya | 1,406 | Interior Ministry |
| Turkey | Other 7 provinces | 7,514 | Interior Ministry |
| Turkey | **Total** | **53,537** | Interior Ministry (final) |
| Syria | Government-held areas | 1,414 | Ministry of Health |
| Syria | Northwest Syria | 7,062 | Syrian Civil Defence / OCHA |
| Syria | **Total** | **8,476** | combined |

The Turkish Interior Ministry's toll of 50,783 announced on 13 April was revised upward as bodies were identified and missing-person cases closed; the final figure of 53,537 was published in the official damage assessment.

## Magnitude

USGS computed the first shock as Mww 7.8 and the second as Mww 7.5; Turkey's AFAD gave Mw 7.7 and Mw 7.6, and later revised the second to Mw 7.7. Differences reflect the stations and inversion methods used.

## References

1. "M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence". USGS. 6 February 2023.
2. "Death toll from Feb. 6 earthquakes in Türkiye rises to 50,783". Anadolu Agency. 13 April 2023.
3. "2023 Kahramanmaraş ve Hatay Depremleri Raporu". Strateji ve Bütçe Başkanlığı. March 2023."""
    m7 = {"death_toll_turkey": "53,537 (final Interior Ministry figure, per Wikipedia casualty table; 50,783 was the 13 Apr 2023 interim)"}
    mem = {**m3, **m5, **m7}
    rs.add("search", "h54-search-01", SYSTEM, [
        (search("USGS M 7.8 Pazarcik earthquake February 2023 event page"), s1),
        (extract(usgs, "Origin time, epicentre, depth, magnitude type and review status of the M7.8 mainshock"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Kahramanmaraş earthquakes death toll Turkey Syria final official figure"), s4),
        (memory("add", dict=m5), added(*m5)),
        (extract(wiki, "Final casualty figures by country and the magnitudes reported by USGS and AFAD"), p6),
        (memory("update", dict=m7), updated(*m7)),
        (memory("retrieve_all"), dump(mem)),
    ])


# ---------------------------------------------------------------------------------------------------------
# 02 BAD (turn 5): WWF / IUCN, giant panda census (mainstream); memory reads a stored count back with transposed digits
def t02(rs: RowSet) -> None:
    wwf = "https://www.worldwildlife.org/press-releases/wild-giant-panda-population-increases"
    iucn = "https://www.iucnredlist.org/species/712/121745669"
    s1 = res(
        (wwf, "Wild Giant Panda Population Increases | Press Releases | WWF",
         "The number of wild giant pandas in China has risen to 1,864, a 16.8 percent increase since the last survey in 2003, according to the results of the fourth national giant panda survey ...", "Feb 28, 2015"),
        ("https://en.wikipedia.org/wiki/Giant_panda", "Giant panda - Wikipedia",
         "The giant panda is a bear species endemic to China ... In 2015 the fourth national survey counted 1,864 giant pandas living in the wild, up from 1,596 in 2003.", "N/A"),
        ("http://www.forestry.gov.cn/main/72/content-742880.html", "全国第四次大熊猫调查结果公布 - 国家林业和草原局",
         "全国野生大熊猫种群数量达1864只，圈养大熊猫种群数量达到375只，野生大熊猫栖息地面积为258万公顷 ...", "Feb 28, 2015"),
        ("https://www.bbc.com/news/world-asia-china-31657009", "Wild giant panda numbers up 17% in China - BBC News",
         "China's wild giant panda population has risen by 16.8% over the last decade, a government survey shows, with most of them living in Sichuan province ...", "Mar 1, 2015"),
        (iucn, "Ailuropoda melanoleuca (Giant Panda) - The IUCN Red List of Threatened Species",
         "Red List Category: Vulnerable. Population trend: Increasing. The giant panda is confined to six isolated mountain ranges in Sichuan, Shaanxi and Gansu ...", "N/A"),
        ("https://www.theguardian.com/environment/2015/mar/02/wild-giant-panda-population-rises-17-over-past-decade", "Wild giant panda population rises 17% over past decade | The Guardian",
         "A survey by the State Forestry Administration found 1,864 pandas in the wild, excluding cubs younger than about 18 months ...", "Mar 2, 2015"),
        ("https://nationalzoo.si.edu/animals/giant-panda", "Giant panda | Smithsonian's National Zoo and Conservation Biology Institute",
         "Giant pandas live in a few mountain ranges in central China, in Sichuan, Shaanxi and Gansu provinces. Fewer than 2,000 remain in the wild ...", "N/A"),
        ("https://www.nationalgeographic.com/animals/article/150228-giant-pandas-census-china-population", "Wild Panda Population Grows, Chinese Census Finds - National Geographic",
         "The count was made using a combination of GPS tracking, dropping analysis and field observation across 67 nature reserves ...", "Feb 28, 2015"),
        ("https://www.reddit.com/r/science/comments/2xhh3a/wild_giant_panda_population_up_168_in_a_decade/", "Wild giant panda population up 16.8% in a decade : r/science",
         "Survey methodology changed between the third and fourth surveys (bite-size analysis of droppings), so part of the increase may reflect better counting ...", "Mar 1, 2015"),
        ("https://www.pandasinternational.org/giant-panda-facts/", "Giant Panda Facts - Pandas International",
         "Population in the wild: 1,864 (2015 census). Captive population: 600+ worldwide. Lifespan in the wild: about 20 years ...", "N/A"),
    )
    p2 = """# Wild Giant Panda Population Increases

**Press Release** · February 28, 2015 · Washington, DC

The number of wild giant pandas in China has risen to 1,864, a 16.8 percent increase since the last survey in 2003, according to the results of the fourth national giant panda survey released today by China's State Forestry Administration (SFA). The survey, conducted with technical and financial support from WWF, also found that the total area inhabited by wild giant pandas has grown to 2,577,000 hectares, an increase of 11.8 percent since 2003.

> "The rise in the population of wild giant pandas is a victory for conservation and shows the commitment of the Chinese government," said Lo Sze Ping, CEO of WWF-China.

## Key findings

| Indicator | Third survey (2003) | Fourth survey (2015) | Change |
| --- | --- | --- | --- |
| Wild population | 1,596 | 1,864 | +268 (+16.8%) |
| Habitat area | 2,305,000 ha | 2,577,000 ha | +11.8% |
| Pandas inside nature reserves | — | 1,246 (66.8%) | — |
| Nature reserves | 40 | 67 | +27 |

## Distribution by province

| Province | Wild pandas | Share |
| --- | --- | --- |
| Sichuan | 1,387 | 74.4% |
| Shaanxi | 345 | 18.5% |
| Gansu | 132 | 7.1% |
| **Total** | **1,864** | 100% |

## Threats

The survey identified 33 subpopulations, 18 of which have fewer than 10 individuals and face a high risk of local extinction. Infrastructure such as roads, hydropower and mining was flagged as a growing threat: 319 hydropower stations, 1,339 km of roads and 480 km of high-voltage lines were recorded within panda habitat.

WWF has worked with the Chinese government on giant panda conservation since 1980, when it became the first international conservation organization invited to work in China.

**Media contact:** Lee Poston, lee.poston@wwfus.org"""
    m3 = {"wild_pop_4th_survey": "1,864 wild pandas (fourth national survey, SFA results released 28 Feb 2015)",
          "wild_pop_3rd_survey": "1,596 (third survey, 2003)",
          "growth_since_2003": "+268 pandas, +16.8%; habitat 2,577,000 ha (+11.8%)",
          "by_province": "Sichuan 1,387; Shaanxi 345; Gansu 132",
          "subpopulations": "33 subpopulations, 18 with fewer than 10 individuals"}
    s4 = res(
        (iucn, "Ailuropoda melanoleuca (Giant Panda) - The IUCN Red List of Threatened Species",
         "Red List Category & Criteria: Vulnerable C2a(i). Year published: 2016. Date assessed: 28 March 2016 ...", "N/A"),
        ("https://www.nytimes.com/2016/09/05/world/asia/giant-panda-endangered.html", "Giant Pandas Are No Longer Endangered, but Still Vulnerable - The New York Times",
         "The International Union for Conservation of Nature moved the giant panda from 'endangered' to 'vulnerable' on its Red List on Sunday ...", "Sep 4, 2016"),
        ("https://www.iucn.org/news/species/201609/panda-no-longer-endangered", "Giant Panda no longer Endangered; Eastern Gorilla Critically Endangered - IUCN Red List update",
         "The update, announced at the IUCN World Conservation Congress in Hawai'i, reclassifies the Giant Panda from Endangered to Vulnerable ...", "Sep 4, 2016"),
        ("https://www.bbc.com/news/science-environment-37271018", "Giant panda no longer endangered, says IUCN - BBC News",
         "Conservation efforts to protect the giant panda have been hailed a success, with the species being removed from the endangered list ...", "Sep 4, 2016"),
        ("https://www.theguardian.com/environment/2016/sep/04/giant-pandas-no-longer-classed-as-endangered-after-population-growth", "Giant pandas no longer classed as endangered after population growth | The Guardian",
         "China's State Forestry Administration disputed the downgrade, saying the species still faced habitat fragmentation ...", "Sep 4, 2016"),
        ("https://www.scmp.com/news/china/society/article/3139870/giant-pandas-no-longer-endangered-china-says", "Giant pandas no longer endangered, China says | South China Morning Post",
         "China's Ministry of Ecology and Environment said the wild population had reached more than 1,800 and reclassified pandas as vulnerable domestically ...", "Jul 8, 2021"),
        ("https://www.worldwildlife.org/species/giant-panda", "Giant Panda | Species | WWF",
         "Status: Vulnerable. Population: 1,864. Scientific name: Ailuropoda melanoleuca. Habitats: forests ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Giant_panda", "Giant panda - Wikipedia",
         "Conservation status: Vulnerable (IUCN 3.1). The IUCN reclassified the species from endangered to vulnerable in 2016 ...", "N/A"),
        ("https://www.nature.com/articles/s41559-017-0399-6", "Giant panda range expansion but fragmentation ... | Nature Ecology & Evolution",
         "Although the panda's conservation status was downgraded, its habitat in 2013 was more fragmented than in 1976 ...", "Dec 4, 2017"),
        ("https://news.mongabay.com/2016/09/giant-panda-downlisted-to-vulnerable/", "Giant panda downlisted to Vulnerable; experts divided - Mongabay",
         "The downlisting reflects a roughly 17 percent increase in wild pandas between national surveys, but climate models predict loss of bamboo ...", "Sep 5, 2016"),
    )
    bad5 = {"wild_pop_4th_survey": m3["wild_pop_4th_survey"], "wild_pop_3rd_survey": "1,569 (third survey, 2003)",
            "growth_since_2003": m3["growth_since_2003"], "by_province": m3["by_province"]}
    p6 = """# Giant Panda — Ailuropoda melanoleuca

**Abstract / Assessment Information**

| Field | Value |
| --- | --- |
| Scope of assessment | Global |
| Red List Category & Criteria | Vulnerable C2a(i) |
| Year published | 2016 |
| Date assessed | 28 March 2016 |
| Previously published Red List assessments | 2008 – Endangered (EN); 1996 – Endangered (EN); 1990 – Endangered; 1988 – Endangered; 1986 – Endangered; 1982 – Endangered |
| Assessor(s) | Swaisgood, R., Wang, D. & Wei, F. |
| Reviewer(s) | Garshelis, D.L. & McLellan, B. |
| Citation | Swaisgood, R., Wang, D. & Wei, F. 2016. *Ailuropoda melanoleuca* (errata version published in 2016). The IUCN Red List of Threatened Species 2016: e.T712A121745669. |

## Justification

The Giant Panda was previously listed as Endangered because its population was thought to number fewer than 2,500 mature individuals and to be declining. The fourth national survey (2011–2014) counted 1,864 individuals older than about 1.5 years, which would suggest a total of about 2,060 including cubs. The number of mature individuals is well below 10,000 and no subpopulation exceeds 1,000 mature individuals, which qualifies the species as Vulnerable under criterion C2a(i). The population is considered to be stable or increasing.

## Geographic Range

Native: China (Gansu, Shaanxi, Sichuan). The species is restricted to six mountain ranges: Minshan, Qionglai, Liangshan, Daxiangling, Xiaoxiangling and Qinling.

## Population

| Field | Value |
| --- | --- |
| Current population trend | Increasing |
| Number of mature individuals | Fewer than 10,000 (no subpopulation above 1,000) |
| Population severely fragmented | No |
| Number of subpopulations | 33 |

## Threats

Habitat fragmentation by roads and other infrastructure; climate change projected to eliminate more than 35% of the panda's bamboo habitat in the next 80 years; bamboo die-off after mass flowering.

## Conservation Actions

Occurs in at least one protected area: Yes (67 reserves). CITES Appendix I. Listed as a Class I protected species under Chinese law."""
    m7 = {"iucn_status": "Vulnerable C2a(i), assessed 28 Mar 2016, published 2016 (e.T712A121745669); Endangered in 2008 assessment",
          "iucn_total_incl_cubs": "~2,060 (1,864 counted individuals >1.5 yr plus cubs)"}
    rs.add("search", "h54-search-02", SYSTEM, [
        (search("fourth national giant panda survey results wild population 2015"), s1),
        (extract(wwf, "Wild population counts of the third and fourth surveys, habitat area and distribution by province"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("IUCN giant panda downgraded vulnerable 2016 red list assessment"), s4),
        (memory("retrieve", key_list=["wild_pop_4th_survey", "wild_pop_3rd_survey", "growth_since_2003", "by_province"]), got(bad5)),
        (extract(iucn, "Red List category, criteria, assessment date and population estimate"), p6),
        (memory("add", dict=m7), added(*m7)),
    ], bad=True, turn=5, kind="Memory returns the third-survey count as 1,569 though 1,596 was stored at turn 3 (and the WWF table gave 1,596).")


# ---------------------------------------------------------------------------------------------------------
# 03 BAD (turn 8): NASA / Wikipedia, Artemis I (mainstream); re-extraction swaps one CubeSat in the payload list
ART_CUBES = [
    ("ArgoMoon", "Argotec / Italian Space Agency", "Photograph the ICPS and the Moon", "Success"),
    ("BioSentinel", "NASA Ames", "Yeast DNA-damage response to deep-space radiation", "Success; in heliocentric orbit"),
    ("CuSP", "Southwest Research Institute", "Space-weather measurements", "Contact lost December 2022"),
    ("EQUULEUS", "JAXA / University of Tokyo", "Imaging Earth's plasmasphere from Earth–Moon L2", "Success"),
    ("LunaH-Map", "Arizona State University", "Map hydrogen at the lunar south pole", "Failed; propulsion fault, lunar orbit not reached"),
    ("Lunar IceCube", "Morehead State University", "Infrared spectroscopy of lunar water ice", "Contact lost after deployment"),
    ("LunIR", "Lockheed Martin", "Infrared imaging of the lunar surface", "Partial; flyby, limited downlink"),
    ("NEA Scout", "NASA Marshall", "Solar-sail flyby of a near-Earth asteroid", "No contact after deployment"),
    ("OMOTENASHI", "JAXA", "Semi-hard lunar landing", "Failed; landing abandoned 21 November 2022"),
    ("Team Miles", "Miles Space (Cube Quest Challenge)", "Plasma-thruster deep-space propulsion test", "No contact after deployment"),
]


def _cube_table(rows: list[tuple[str, str, str, str]]) -> str:
    head = "| # | CubeSat | Developer | Objective | Outcome |\n| --- | --- | --- | --- | --- |\n"
    return head + "\n".join(f"| {i} | {a} | {b} | {c} | {d} |" for i, (a, b, c, d) in enumerate(rows, 1))


def t03(rs: RowSet) -> None:
    wiki = "https://en.wikipedia.org/wiki/Artemis_I"
    blog = "https://www.nasa.gov/missions/artemis/orion/orion-reaches-maximum-distance-from-earth/"
    s1 = res(
        (wiki, "Artemis I - Wikipedia",
         "Artemis I was an uncrewed Moon-orbiting mission that was launched on 16 November 2022 at 06:47:44 UTC from Launch Complex 39B at the Kennedy Space Center ...", "N/A"),
        ("https://www.nasa.gov/mission/artemis-i/", "Artemis I - NASA",
         "Artemis I was the first integrated flight test of NASA's Orion spacecraft, Space Launch System rocket and ground systems. Launch: Nov. 16, 2022. Splashdown: Dec. 11, 2022 ...", "N/A"),
        ("https://www.nasa.gov/news-release/nasas-orion-spacecraft-splashes-down-completes-artemis-i-moon-mission/", "NASA's Orion Spacecraft Completes Historic Artemis I Moon Mission",
         "Orion splashed down in the Pacific Ocean west of Baja California at 9:40 a.m. PST Sunday, after a 25.5-day mission to the Moon ...", "Dec 11, 2022"),
        ("https://www.nasa.gov/humans-in-space/artemis-i-cubesats/", "Artemis I CubeSats - NASA",
         "Ten small satellites called CubeSats rode to space aboard the Orion stage adapter and were deployed after the interim cryogenic propulsion stage separated ...", "N/A"),
        ("https://spacenews.com/sls-launches-artemis-1-mission/", "SLS launches Artemis 1 mission - SpaceNews",
         "After years of delays and two scrubbed launch attempts, NASA's Space Launch System finally lifted off at 1:47 a.m. Eastern Nov. 16 ...", "Nov 16, 2022"),
        ("https://www.space.com/artemis-1-launch-success-nasa-moon-rocket", "NASA's Artemis 1 moon rocket launches on historic mission - Space.com",
         "The 322-foot-tall SLS generated 8.8 million pounds of thrust at liftoff, making it the most powerful rocket ever to reach orbit ...", "Nov 16, 2022"),
        ("https://en.wikipedia.org/wiki/Orion_(spacecraft)", "Orion (spacecraft) - Wikipedia",
         "Orion is a partially reusable crewed spacecraft used in NASA's Artemis program. It flew uncrewed on Exploration Flight Test-1 in 2014 and on Artemis I in 2022 ...", "N/A"),
        ("https://www.planetary.org/space-missions/artemis-1", "Artemis I, NASA's first mission to the Moon since Apollo | The Planetary Society",
         "Key dates: launch 16 Nov 2022; outbound powered flyby 21 Nov; distant retrograde orbit insertion 25 Nov; return flyby 5 Dec; splashdown 11 Dec ...", "N/A"),
        ("https://blogs.nasa.gov/artemis/2022/11/16/liftoff-nasas-artemis-i-mega-rocket-launches-orion-to-moon/", "Liftoff! NASA's Artemis I Mega Rocket Launches Orion to Moon - Artemis",
         "At 1:47 a.m. EST, NASA's Space Launch System rocket carrying the Orion spacecraft launched on its debut test flight from Launch Pad 39B ...", "Nov 16, 2022"),
        ("https://www.reddit.com/r/nasa/comments/yw9wp6/artemis_i_launch_megathread/", "Artemis I launch megathread : r/nasa",
         "T-0 at 06:47:44 UTC after the RS-25 engine section hydrogen leak was fixed by the red crew on the pad ...", "Nov 16, 2022"),
    )
    p2 = """# Artemis I

From Wikipedia, the free encyclopedia

| Artemis I | |
| --- | --- |
| Mission type | Uncrewed lunar orbital test flight |
| Operator | NASA |
| COSPAR ID | 2022-156A |
| SATCAT no. | 54257 |
| Mission duration | 25 days, 10 hours, 52 minutes, 46 seconds |
| Spacecraft | Orion CM-002 / ESM-1 |
| Launch date | 16 November 2022, 06:47:44 UTC |
| Rocket | Space Launch System Block 1 |
| Launch site | Kennedy LC-39B |
| Landing date | 11 December 2022, 17:40:30 UTC |
| Landing site | Pacific Ocean, near Guadalupe Island |
| Distance travelled | 2,092,147 km (1.3 million mi) |
| Lunar flyby closest approach | 21 November 2022, 130 km (81 mi) |

**Artemis I** was an uncrewed Moon-orbiting mission that was launched on 16 November 2022 at 06:47:44 UTC from Launch Complex 39B at the Kennedy Space Center. It was the first major spaceflight of NASA's Artemis program and the first integrated flight of the Orion spacecraft and the Space Launch System (SLS). The launch came after two scrubbed attempts (29 August and 3 September 2022) and a rollback to the Vehicle Assembly Building for Hurricanes Ian and Nicole.

## Mission profile

Orion performed an outbound powered flyby on 21 November, entered a distant retrograde orbit (DRO) on 25 November, left it on 1 December, made a return powered flyby on 5 December and splashed down in the Pacific Ocean on 11 December 2022. On 28 November Orion reached its maximum distance from Earth, 432,210 km (268,563 mi), a record for a spacecraft designed to carry humans.

## Secondary payloads

Ten 6U CubeSats were carried in the Orion stage adapter and deployed after the ICPS completed its disposal burn:

""" + _cube_table(ART_CUBES) + """

Three further CubeSats originally selected (Cislunar Explorers, CU-E3 and Lunar Flashlight) were not ready for integration; Lunar Flashlight later launched separately on a Falcon 9 on 11 December 2022.

## References

1. Clark, Stephen (16 November 2022). "NASA's Artemis moon rocket finally launches". Spaceflight Now.
2. "Artemis I Press Kit". NASA. 2022.
3. Foust, Jeff (11 December 2022). "Orion splashes down to conclude Artemis 1 mission". SpaceNews."""
    m3 = {"launch": "16 Nov 2022 06:47:44 UTC, LC-39B, SLS Block 1 (COSPAR 2022-156A)",
          "splashdown": "11 Dec 2022 17:40:30 UTC, Pacific near Guadalupe Island; duration 25 d 10 h 52 m 46 s",
          "cubesats": "10: ArgoMoon, BioSentinel, CuSP, EQUULEUS, LunaH-Map, Lunar IceCube, LunIR, NEA Scout, OMOTENASHI, Team Miles"}
    s4 = res(
        (blog, "Orion Reaches Maximum Distance from Earth - NASA",
         "On the 13th day of the Artemis I mission, Orion reached its maximum distance from Earth of 268,563 miles, surpassing the record set by Apollo 13 ...", "Nov 28, 2022"),
        ("https://blogs.nasa.gov/artemis/2022/11/26/artemis-i-flight-day-eleven-orion-surpasses-apollo-13-record-distance-from-earth/", "Artemis I – Flight Day Eleven: Orion Surpasses Apollo 13 Record Distance From Earth",
         "At 7:42 a.m. CST, Orion passed the record for the farthest distance traveled by a spacecraft designed to carry humans, 248,655 miles set by Apollo 13 ...", "Nov 26, 2022"),
        (wiki, "Artemis I - Wikipedia",
         "On 28 November Orion reached its maximum distance from Earth, 432,210 km (268,563 mi), a record for a spacecraft designed to carry humans ...", "N/A"),
        ("https://www.space.com/artemis-1-orion-farthest-distance-record", "Artemis 1 Orion spacecraft hits record distance from Earth - Space.com",
         "Orion was 268,563 miles (432,210 kilometers) from Earth and about 40,000 miles (64,000 km) beyond the far side of the moon ...", "Nov 28, 2022"),
        ("https://www.esa.int/Science_Exploration/Human_and_Robotic_Exploration/Orion/Orion_s_farthest_point", "Orion's farthest point - ESA",
         "ESA's European Service Module performed a 1 min 28 s burn to keep Orion in distant retrograde orbit ...", "Nov 28, 2022"),
        ("https://en.wikipedia.org/wiki/Distant_retrograde_orbit", "Distant retrograde orbit - Wikipedia",
         "A distant retrograde orbit is a highly stable orbit around the Moon in the direction opposite to the Moon's orbit around Earth ...", "N/A"),
        ("https://www.nasa.gov/image-article/artemis-i-earth-moon-flight-day-13/", "Artemis I Flight Day 13 Image - NASA",
         "Orion captured the Earth and Moon together from the farthest point of its journey ...", "Nov 28, 2022"),
        ("https://www.planetary.org/articles/artemis-i-distance-record", "How far did Artemis I go? | The Planetary Society",
         "Orion's total journey exceeded 1.3 million miles, but its maximum distance from Earth was about 268,500 miles ...", "Dec 2, 2022"),
    )
    p5 = """# Orion Reaches Maximum Distance from Earth

*NASA · Artemis blog · November 28, 2022*

On the 13th day of the Artemis I mission, Orion reached its maximum distance from Earth of **268,563 miles** (432,210 km) at 3:13 p.m. CST, surpassing the record set by Apollo 13 for a spacecraft designed to carry humans. Orion was about 40,000 miles (64,000 km) beyond the far side of the Moon.

| Milestone | Date (CST) | Distance from Earth |
| --- | --- | --- |
| Apollo 13 record (1970) | April 14, 1970 | 248,655 miles (400,171 km) |
| Orion passes Apollo 13 record | November 26, 2022, 7:42 a.m. | 248,655 miles |
| Orion maximum distance | November 28, 2022, 3:13 p.m. | 268,563 miles (432,210 km) |

> "Artemis I has been a string of successes, and the maximum distance marks the halfway point of our journey," said Mike Sarafin, Artemis I mission manager.

Engineers also continued to characterize the optical navigation camera and the star trackers. Orion will leave distant retrograde orbit on Thursday, December 1, with a 1 minute 45 second burn of the European Service Module's main engine.

## Mission elapsed time

At the time of the record Orion had traveled about 895,000 miles in 12 days, 14 hours of flight."""
    m6 = {"max_distance": "268,563 mi (432,210 km) from Earth, 28 Nov 2022 3:13 pm CST",
          "apollo13_record": "248,655 mi (Apollo 13, 1970), surpassed 26 Nov 2022 7:42 am CST"}
    s7 = res(
        ("https://www.nasa.gov/humans-in-space/artemis-i-cubesats/", "Artemis I CubeSats - NASA",
         "BioSentinel, ArgoMoon, CuSP, EQUULEUS, LunaH-Map, Lunar IceCube, LunIR, NEA Scout, OMOTENASHI and Team Miles were deployed at timed intervals after the ICPS separated from Orion ...", "N/A"),
        ("https://spacenews.com/mixed-results-for-artemis-1-cubesats/", "Mixed results for Artemis 1 cubesats - SpaceNews",
         "Of the 10 cubesats, several, including NEA Scout and Team Miles, were never heard from after deployment, while BioSentinel and EQUULEUS are working as planned ...", "Nov 22, 2022"),
        ("https://www.nasa.gov/centers-and-facilities/ames/biosentinel-begins-its-mission/", "BioSentinel Begins Its Mission Beyond the Moon - NASA",
         "BioSentinel flew by the Moon on Nov. 22 and entered a heliocentric orbit, becoming the first long-duration biology experiment in deep space ...", "Dec 5, 2022"),
        ("https://global.jaxa.jp/press/2022/11/20221122-1_e.html", "OMOTENASHI lunar landing abandoned - JAXA",
         "JAXA concluded that OMOTENASHI could not be recovered in time for a lunar surface landing due to an unstable attitude and low power ...", "Nov 22, 2022"),
        ("https://news.asu.edu/20230316-lunahmap-update", "LunaH-Map mission update - ASU News",
         "A stuck valve in the propulsion system prevented the lunar orbit insertion; the team is evaluating alternatives ...", "Mar 16, 2023"),
        ("https://www.space.com/artemis-1-cubesats-status-update", "What happened to the 10 cubesats launched on Artemis 1? - Space.com",
         "A status roundup: ArgoMoon returned images of the ICPS; EQUULEUS reached its L2 trajectory; Lunar IceCube and CuSP have gone silent ...", "Jan 10, 2023"),
        ("https://en.wikipedia.org/wiki/Team_Miles", "Team Miles - Wikipedia",
         "Team Miles was a 6U CubeSat by Miles Space, launched on Artemis I in November 2022 as part of NASA's Cube Quest Challenge. No signal was received after deployment.", "N/A"),
        ("https://www.nasa.gov/directorates/stmd/lunar-flashlight-launch/", "Lunar Flashlight Launches on Falcon 9 - NASA",
         "Lunar Flashlight, originally planned to fly on Artemis I, launched on a SpaceX Falcon 9 with ispace's HAKUTO-R M1 lander on Dec. 11, 2022 ...", "Dec 11, 2022"),
    )
    bad = [r if r[0] != "Team Miles" else ("Lunar Flashlight", "NASA JPL", "Laser reflectometry of lunar south-pole ice", "No contact after deployment") for r in ART_CUBES]
    p8 = """# Artemis I

From Wikipedia, the free encyclopedia

## Secondary payloads

Ten 6U CubeSats were carried in the Orion stage adapter and deployed after the ICPS completed its disposal burn, about 3 hours 30 minutes after launch:

""" + _cube_table(bad) + """

Of the ten, four (ArgoMoon, BioSentinel, EQUULEUS and, partially, LunIR) returned data consistent with their objectives. The CubeSats were selected through NASA's Next Space Technologies for Exploration Partnerships, the Cube Quest Challenge and international partnerships with ASI and JAXA.

## Aftermath

The Artemis I post-flight review found more char loss on the Orion heat shield than predicted; the findings led NASA to change the Artemis II entry trajectory."""
    rs.add("search", "h54-search-03", SYSTEM, [
        (search("Artemis I launch date splashdown mission duration CubeSats"), s1),
        (extract(wiki, "Launch and landing times, mission duration and the list of secondary CubeSat payloads"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Artemis I Orion maximum distance from Earth record 268,563 miles"), s4),
        (extract(blog, "Maximum distance reached and when the Apollo 13 record was passed"), p5),
        (memory("add", dict=m6), added(*m6)),
        (search("Artemis I CubeSats outcome BioSentinel EQUULEUS Team Miles status"), s7),
        (extract(wiki, "Outcome of each of the ten Artemis I CubeSats"), p8),
    ], bad=True, turn=8, kind="Re-extracted Artemis I page lists Lunar Flashlight (NASA JPL) as the tenth CubeSat in place of Team Miles, which the same page at turn 2 listed and said Lunar Flashlight did not fly.")


# ---------------------------------------------------------------------------------------------------------
# 04 clean: TfL / Wikipedia, Elizabeth line opening phases (mainstream)
def t04(rs: RowSet) -> None:
    wiki = "https://en.wikipedia.org/wiki/Elizabeth_line"
    tfl = "https://tfl.gov.uk/info-for/media/press-releases/2024/may/elizabeth-line-celebrates-two-years-of-service"
    s1 = res(
        (wiki, "Elizabeth line - Wikipedia",
         "The Elizabeth line is a hybrid urban–suburban rail service in London ... The central section between Paddington and Abbey Wood opened on 24 May 2022, with Bond Street station opening on 24 October 2022.", "N/A"),
        ("https://tfl.gov.uk/modes/elizabeth-line/", "Elizabeth line - Transport for London",
         "The Elizabeth line runs from Reading and Heathrow in the west to Shenfield and Abbey Wood in the east, through new tunnels under central London ...", "N/A"),
        ("https://www.bbc.com/news/uk-england-london-61560471", "Elizabeth line: Crowds gather as London's new railway opens - BBC News",
         "The first train left Paddington at 06:33 BST, three and a half years later than planned, with hundreds of passengers queueing outside the station ...", "May 24, 2022"),
        ("https://www.crossrail.co.uk/news/articles/elizabeth-line-to-open-on-24-may-2022", "Elizabeth line to open on 24 May 2022 - Crossrail",
         "The Elizabeth line will open on Tuesday 24 May 2022, subject to final safety approvals. Bond Street station will open later in the year ...", "May 4, 2022"),
        ("https://tfl.gov.uk/info-for/media/press-releases/2022/october/bond-street-elizabeth-line-station-to-open-on-24-october", "Bond Street Elizabeth line station to open on 24 October - TfL",
         "Bond Street Elizabeth line station will open to customers on Monday 24 October, completing the line's ten new stations ...", "Oct 13, 2022"),
        ("https://www.theguardian.com/uk-news/2022/nov/06/elizabeth-line-through-services-start", "Elizabeth line begins through services from Reading and Shenfield | The Guardian",
         "From Sunday passengers can travel from Reading or Heathrow to Abbey Wood and from Shenfield to Paddington without changing trains ...", "Nov 6, 2022"),
        ("https://www.railwaygazette.com/uk/full-elizabeth-line-timetable-introduced/64231.article", "Full Elizabeth line timetable introduced - Railway Gazette",
         "The final timetable change on 21 May 2023 introduced direct services between Shenfield and Heathrow and 24 trains per hour in the core ...", "May 22, 2023"),
        ("https://en.wikipedia.org/wiki/Crossrail", "Crossrail - Wikipedia",
         "Crossrail is a railway construction project centred in London. It was built to provide a high-frequency hybrid commuter rail and rapid transit system ...", "N/A"),
        ("https://www.reddit.com/r/london/comments/uwd6x0/elizabeth_line_opening_day_thread/", "Elizabeth line opening day thread : r/london",
         "Queued at Paddington from 5am for the first train. Seats all taken by 6:20, trains every 5 minutes through the core ...", "May 24, 2022"),
        ("https://www.nao.org.uk/reports/crossrail-a-progress-update/", "Crossrail – a progress update - National Audit Office",
         "The total cost of Crossrail is now estimated at £18.7 billion, £4.9 billion higher than the 2010 funding envelope ...", "Jul 9, 2021"),
    )
    p2 = """# Elizabeth line

From Wikipedia, the free encyclopedia

| Elizabeth line | |
| --- | --- |
| Owner | Transport for London |
| Locale | Greater London, Berkshire, Buckinghamshire, Essex |
| Termini | Reading / Heathrow Terminal 4 / Heathrow Terminal 5 (west); Shenfield / Abbey Wood (east) |
| Stations | 41 |
| Opened | 24 May 2022 |
| Operator(s) | MTR Elizabeth line (until 25 May 2025); GTS Rail Operations (from 25 May 2025) |
| Rolling stock | British Rail Class 345 "Aventra" |
| Line length | 117 km (73 mi) |
| Electrification | 25 kV 50 Hz AC overhead |
| Tunnels | 42 km (26 mi) twin-bore central tunnels |

The **Elizabeth line** is a hybrid urban–suburban rail service in London and its surrounding counties. The line's central section between Paddington and Abbey Wood was built under the Crossrail project and opened on 24 May 2022.

## Opening stages

| Stage | Date | Description |
| --- | --- | --- |
| 0 | 31 May 2015 | TfL Rail takes over Liverpool Street – Shenfield stopping services |
| 1 | 20 May 2018 | TfL Rail takes over Paddington – Heathrow stopping services |
| 2 | 24 May 2022 | Central section opens, Paddington – Abbey Wood (Bond Street not yet open); TfL Rail rebranded Elizabeth line |
| 3 | 24 October 2022 | Bond Street station opens |
| 4 | 6 November 2022 | Through services Reading / Heathrow – Abbey Wood and Shenfield – Paddington |
| 5 | 21 May 2023 | Final timetable: Shenfield – Heathrow direct, 24 trains per hour in the central section at peak |

The opening of the central section was originally planned for December 2018. The Queen visited Paddington on 17 May 2022, a week before the public opening.

## New stations

Ten new stations were built: Paddington, Bond Street, Tottenham Court Road, Farringdon, Liverpool Street, Whitechapel, Canary Wharf, Custom House, Woolwich and Abbey Wood.

## Cost

The final cost of the Crossrail project was £18.9 billion, including £5.1 billion of additional funding agreed after the 2018 delay.

## References

1. "Elizabeth line to open on 24 May 2022". Crossrail. 4 May 2022.
2. "Bond Street Elizabeth line station to open on 24 October". TfL. 13 October 2022.
3. "Full Elizabeth line timetable introduced". Railway Gazette. 22 May 2023."""
    m3 = {"central_opening": "24 May 2022, Paddington–Abbey Wood (Bond Street not yet open)",
          "bond_street_opening": "24 Oct 2022",
          "through_running": "6 Nov 2022 (Reading/Heathrow–Abbey Wood, Shenfield–Paddington); full timetable 21 May 2023"}
    s4 = res(
        (tfl, "Elizabeth line celebrates two years of service - Transport for London",
         "Around 350 million journeys have been made on the Elizabeth line since it opened in May 2022, and it now carries around 700,000 journeys every weekday ...", "May 24, 2024"),
        ("https://tfl.gov.uk/info-for/media/press-releases/2023/may/elizabeth-line-celebrates-its-first-birthday", "Elizabeth line celebrates its first birthday - TfL",
         "More than 150 million journeys have been made on the Elizabeth line in its first year, with around 600,000 journeys a day ...", "May 24, 2023"),
        ("https://www.orr.gov.uk/sites/default/files/2024-12/passenger-rail-usage-2024-25-q2.pdf", "Passenger rail usage July to September 2024 - Office of Rail and Road",
         "The Elizabeth line recorded 61.1 million journeys in the quarter, the most of any operator in Great Britain ...", "Dec 12, 2024"),
        ("https://www.standard.co.uk/news/transport/elizabeth-line-busiest-railway-uk-b1130489.html", "Elizabeth line is now Britain's busiest railway | Evening Standard",
         "With roughly one in six rail journeys in Britain, the Elizabeth line overtook Southern and Southeastern in annual passenger numbers ...", "Dec 14, 2023"),
        ("https://www.railwaygazette.com/uk/elizabeth-line-passes-100m-journeys/63012.article", "Elizabeth line passes 100m journeys - Railway Gazette",
         "The Elizabeth line has carried more than 100 million passengers since it opened in May, TfL said on 24 November ...", "Nov 24, 2022"),
        (wiki, "Elizabeth line - Wikipedia",
         "In the 2023–24 financial year the line carried about 200 million passengers, making it the busiest railway line in the UK ...", "N/A"),
        ("https://www.bbc.com/news/uk-england-london-65685411", "Elizabeth line: One year on, has it lived up to the hype? - BBC News",
         "The line has had more than 150 million journeys but has also been hit by signalling faults and overhead-wire failures ...", "May 24, 2023"),
        ("https://www.london.gov.uk/who-we-are/what-london-assembly-does/questions-mayor/find-an-answer/elizabeth-line-ridership-2", "Elizabeth line ridership (2) - London Assembly",
         "Mayor's answer: total Elizabeth line journeys between 24 May 2022 and 31 March 2024 were approximately 312 million ...", "May 16, 2024"),
    )
    m5 = {"ridership_first_year": "150m+ journeys by 24 May 2023 (TfL first-birthday release), ~600k/day"}
    p6 = """# Elizabeth line celebrates two years of service

*Transport for London · Press release · 24 May 2024*

- Around 350 million journeys have been made on the Elizabeth line since it opened in May 2022
- The line now carries around 700,000 journeys every weekday and is the UK's busiest railway
- Journey times across London have been cut, with Abbey Wood to Bond Street taking 22 minutes

The Elizabeth line marks two years of service today. Since its central section opened on 24 May 2022, around 350 million journeys have been made on the line, and around 700,000 journeys are now made on it every weekday, up from around 600,000 a day at its first birthday.

| Period | Journeys | Source |
| --- | --- | --- |
| 24 May 2022 – 23 May 2023 | 150 million+ | TfL |
| 24 May 2023 – 23 May 2024 | ~200 million | TfL |
| Since opening (to 23 May 2024) | ~350 million | TfL |

Since the final timetable was introduced on 21 May 2023, trains run every 2.5 minutes through the central section at peak times (24 trains per hour). Around one in six of all rail journeys in Great Britain are now made on the Elizabeth line.

> "The Elizabeth line has transformed travel across London and the South East," said the Mayor of London, Sadiq Khan.

Station usage has grown fastest at Tottenham Court Road, Liverpool Street and Farringdon, where the line connects with Thameslink.

**Notes to editors:** journey figures are based on ticket-gate and contactless data and are rounded."""
    m7 = {"central_opening": "24 May 2022 06:33 BST first train from Paddington; Paddington–Abbey Wood, Bond Street opened separately"}
    mem = {"central_opening": m7["central_opening"], "through_running": m3["through_running"], **m5}
    rs.add("search", "h54-search-04", SYSTEM, [
        (search("Elizabeth line opening date stages Bond Street through services"), s1),
        (extract(wiki, "Dates of each opening stage and the number of stations"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Elizabeth line total journeys since opening ridership figure"), s4),
        (memory("add", dict=m5), added(*m5)),
        (extract(tfl, "Total journeys since opening and current daily ridership"), p6),
        (memory("update", dict=m7), updated(*m7)),
        (memory("remove", key_list=["bond_street_opening"]), removed("bond_street_opening")),
        (memory("retrieve_all"), dump(mem)),
    ])


# ---------------------------------------------------------------------------------------------------------
# 05 clean: Christie's, Salvator Mundi sale (mainstream)
def t05(rs: RowSet) -> None:
    chr_url = "https://www.christies.com/en/stories/salvator-mundi-leonardo-da-vinci-sold-450-million-f18f4cba7c3b4e8f9c4c3b5e3e1d5e3a"
    s1 = res(
        (chr_url, "Leonardo da Vinci's Salvator Mundi sells for $450.3 million | Christie's",
         "Salvator Mundi sold for $450,312,500 in the Post-War and Contemporary Art Evening Sale at Christie's New York on 15 November 2017, a world auction record for any work of art ...", "Nov 16, 2017"),
        ("https://en.wikipedia.org/wiki/Salvator_Mundi_(Leonardo)", "Salvator Mundi (Leonardo) - Wikipedia",
         "Salvator Mundi is a painting attributed in whole or in part to Leonardo da Vinci, dated c. 1499–1510 ... sold at Christie's in New York on 15 November 2017 for US$450.3 million ...", "N/A"),
        ("https://www.nytimes.com/2017/11/15/arts/design/leonardo-da-vinci-salvator-mundi-christies-auction.html", "Leonardo da Vinci Painting Sells for $450.3 Million, Shattering Auction Highs - The New York Times",
         "After 19 minutes of bidding, the painting went to an anonymous buyer on the phone; the hammer price was $400 million, with fees bringing the total to $450.3 million ...", "Nov 15, 2017"),
        ("https://www.theguardian.com/artanddesign/2017/nov/16/leonardo-da-vinci-salvator-mundi-sells-for-450m-setting-new-record", "Leonardo da Vinci painting Salvator Mundi sells for $450m | The Guardian",
         "The painting had been expected to fetch about $100m. It was offered by the trust of the Russian billionaire Dmitry Rybolovlev ...", "Nov 16, 2017"),
        ("https://www.artnews.com/art-news/market/salvator-mundi-sale-christies-9346/", "Salvator Mundi, the $450 M. Leonardo, Explained - ARTnews",
         "How a painting bought for $1,175 in 2005 became the most expensive artwork ever sold at auction ...", "Nov 17, 2017"),
        ("https://www.bbc.com/news/entertainment-arts-41997140", "Leonardo da Vinci painting sells for record $450m - BBC News",
         "A painting by Leonardo da Vinci has sold for $450m (£341m) at auction in New York, setting a new world record for a work of art ...", "Nov 16, 2017"),
        ("https://www.wsj.com/articles/saudi-crown-prince-identified-as-buyer-of-record-breaking-da-vinci-1512567907", "Saudi Crown Prince Identified as Buyer of Record-Breaking da Vinci - WSJ",
         "Mohammed bin Salman was the mystery buyer, according to U.S. intelligence and documents reviewed by The Wall Street Journal ...", "Dec 6, 2017"),
        ("https://www.artsy.net/article/artsy-editorial-salvator-mundi-record", "The Salvator Mundi record in context - Artsy",
         "The previous auction record was Picasso's Les Femmes d'Alger (Version 'O'), sold for $179.4 million at Christie's in May 2015 ...", "Nov 16, 2017"),
    )
    p2 = """# Leonardo da Vinci's Salvator Mundi sells for $450.3 million

*Christie's · Auction news · 16 November 2017*

On 15 November 2017, Leonardo da Vinci's *Salvator Mundi* sold for **$450,312,500** in the Post-War and Contemporary Art Evening Sale at Christie's New York, establishing a new world auction record for any work of art.

| Detail | Value |
| --- | --- |
| Sale | Post-War and Contemporary Art Evening Sale, New York (sale 15260) |
| Date | 15 November 2017 |
| Lot | 9B |
| Estimate | On request (in the region of $100,000,000) |
| Price realised (incl. buyer's premium) | $450,312,500 |
| Hammer | $400,000,000 |
| Bidding time | just under 19 minutes |
| Auctioneer | Jussi Pylkkänen, Global President |

## The painting

Oil on walnut panel, 25 ⅞ × 18 in (65.7 × 45.7 cm), painted circa 1500. Christ is shown frontally, raising his right hand in blessing and holding a crystal orb in his left. The painting is one of fewer than 20 works generally accepted as being from Leonardo's own hand.

> "This is the holy grail of Old Master paintings," said Loïc Gouzer, Co-Chairman of Post-War and Contemporary Art.

## Before the sale

The work was exhibited in Hong Kong, London, San Francisco and New York, where more than 27,000 people came to see it during the four-day public view at Rockefeller Center.

The previous record for any work of art at auction was $179,365,000, for Pablo Picasso's *Les Femmes d'Alger (Version 'O')*, also at Christie's New York, in May 2015."""
    m3 = {"price_with_premium": "$450,312,500 (Christie's NY, 15 Nov 2017, lot 9B)",
          "hammer_price": "$400,000,000 (bidding just under 19 min)",
          "previous_record": "$179,365,000 Picasso, Les Femmes d'Alger (O), Christie's May 2015"}
    s4 = res(
        ("https://en.wikipedia.org/wiki/Salvator_Mundi_(Leonardo)", "Salvator Mundi (Leonardo) - Wikipedia",
         "In 2013 it was sold in a private sale through Sotheby's to the Swiss dealer Yves Bouvier for US$80 million, who sold it to Dmitry Rybolovlev for US$127.5 million ...", "N/A"),
        ("https://www.nytimes.com/2018/02/25/arts/design/sothebys-rybolovlev-bouvier-lawsuit-salvator-mundi.html", "Sotheby's sued over Salvator Mundi markup - The New York Times",
         "Rybolovlev's family trust alleged Sotheby's helped Bouvier conceal a $47.5 million markup on the Leonardo ...", "Feb 25, 2018"),
        ("https://www.theguardian.com/artanddesign/2023/dec/05/rybolovlev-sothebys-trial-salvator-mundi", "Rybolovlev v Sotheby's: the $1bn art fraud trial | The Guardian",
         "A New York jury is hearing claims that Sotheby's aided Bouvier, who bought the Salvator Mundi for $80m and sold it to Rybolovlev the next day for $127.5m ...", "Jan 9, 2024"),
        ("https://www.artnews.com/art-news/market/salvator-mundi-provenance-timeline/", "Salvator Mundi provenance: a timeline - ARTnews",
         "1958: sold at Sotheby's London for £45 as a work by a follower of Boltraffio. 2005: bought by Alexander Parish and Robert Simon for $1,175 ...", "Nov 10, 2017"),
        ("https://www.bloomberg.com/news/articles/2024-01-30/sotheby-s-wins-jury-verdict-in-rybolovlev-art-fraud-case", "Sotheby's Wins Jury Verdict in Rybolovlev Art Fraud Case - Bloomberg",
         "A federal jury in Manhattan found Sotheby's not liable for aiding Yves Bouvier's alleged fraud ...", "Jan 30, 2024"),
        ("https://www.ft.com/content/salvator-mundi-rybolovlev-loss", "Rybolovlev's Leonardo: $127.5m in, $450m out - Financial Times",
         "Even after the 2017 auction Rybolovlev's trust argued it had overpaid by tens of millions for this and 37 other works ...", "Nov 16, 2017"),
        ("https://www.artsy.net/article/artsy-editorial-salvator-mundi-2005-sale", "The $1,175 Leonardo: how Salvator Mundi was rediscovered - Artsy",
         "Robert Simon and Alexander Parish bought the heavily overpainted panel at the St. Charles Gallery in New Orleans in April 2005 ...", "Oct 12, 2017"),
    )
    m5 = {"provenance": "1958 Sotheby's London £45; 2005 St. Charles Gallery New Orleans $1,175 (Parish & Simon); 2013 private sale via Sotheby's to Yves Bouvier $80m; 2013 Bouvier to Rybolovlev $127.5m (markup $47.5m); 2017 Christie's $450.3m"}
    rs.add("search", "h54-search-05", SYSTEM, [
        (search("Salvator Mundi Christie's 2017 sale price hammer buyer's premium"), s1),
        (extract(chr_url, "Price realised, hammer price, lot number, sale name and bidding time"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Salvator Mundi provenance Bouvier Rybolovlev 2013 127.5 million 80 million"), s4),
        (memory("add", dict=m5), added(*m5)),
        (memory("retrieve", key_list=["hammer_price", "price_with_premium", "provenance"]),
         got({"hammer_price": m3["hammer_price"], "price_with_premium": m3["price_with_premium"], "provenance": m5["provenance"]})),
    ])


# ---------------------------------------------------------------------------------------------------------
# 06 BAD (turn 4): Wimbledon, 2023 gentlemen's final (mainstream); the stats page gives a different second-set tiebreak score
def t06(rs: RowSet) -> None:
    rep = "https://www.wimbledon.com/en_GB/news/articles/2023-07-16/alcaraz_dethrones_djokovic_to_win_first_wimbledon_title.html"
    stats = "https://www.wimbledon.com/en_GB/scores/stats/1701.html"
    prize = "https://www.wimbledon.com/en_GB/about_wimbledon/prize_money_and_finance.html"
    s1 = res(
        (rep, "Alcaraz dethrones Djokovic to win first Wimbledon title - The Championships, Wimbledon",
         "Carlos Alcaraz ended Novak Djokovic's 34-match winning streak on Centre Court, beating the seven-time champion 1-6, 7-6(6), 6-1, 3-6, 6-4 in four hours and 42 minutes ...", "Jul 16, 2023"),
        ("https://en.wikipedia.org/wiki/2023_Wimbledon_Championships_%E2%80%93_Men%27s_singles", "2023 Wimbledon Championships – Men's singles - Wikipedia",
         "Carlos Alcaraz defeated Novak Djokovic in the final, 1–6, 7–6(8–6), 6–1, 3–6, 6–4 to win the gentlemen's singles tennis title at the 2023 Wimbledon Championships ...", "N/A"),
        ("https://www.atptour.com/en/news/alcaraz-djokovic-wimbledon-2023-final", "Alcaraz Stuns Djokovic For Wimbledon Crown | ATP Tour",
         "The 20-year-old Spaniard saved a set point in the second-set tie-break and won a 25-minute game in the third set on his way to a second major title ...", "Jul 16, 2023"),
        ("https://www.bbc.com/sport/tennis/66215262", "Wimbledon 2023 results: Carlos Alcaraz beats Novak Djokovic in final - BBC Sport",
         "Carlos Alcaraz produced a stunning performance to end Novak Djokovic's reign, winning a classic five-set final ...", "Jul 16, 2023"),
        (stats, "Match Stats - Gentlemen's Singles Final - The Championships, Wimbledon",
         "C. Alcaraz (ESP) [1] d. N. Djokovic (SRB) [2]. Aces, double faults, first-serve percentage, winners, unforced errors and break points ...", "Jul 16, 2023"),
        ("https://www.espn.com/tennis/story/_/id/37998421/carlos-alcaraz-beats-novak-djokovic-win-wimbledon", "Carlos Alcaraz beats Novak Djokovic to win Wimbledon - ESPN",
         "Alcaraz, the top seed, denied Djokovic a record-tying eighth Wimbledon title and a 24th Grand Slam ...", "Jul 16, 2023"),
        ("https://www.theguardian.com/sport/live/2023/jul/16/novak-djokovic-v-carlos-alcaraz-wimbledon-2023-mens-singles-final-live", "Novak Djokovic v Carlos Alcaraz: Wimbledon 2023 men's singles final – as it happened | The Guardian",
         "Game, set and match Alcaraz! ... Djokovic smashed his racket against the net post after being broken in the fifth ...", "Jul 16, 2023"),
        ("https://www.reddit.com/r/tennis/comments/151bk9o/post_match_thread_carlos_alcaraz_def_novak/", "Post-Match Thread: Carlos Alcaraz def. Novak Djokovic 1-6 7-6(6) 6-1 3-6 6-4 : r/tennis",
         "Greatest Wimbledon final since 2008? The 25-minute game in the third set was absurd ...", "Jul 16, 2023"),
    )
    p2 = """# Alcaraz dethrones Djokovic to win first Wimbledon title

*By Alexandra Willis · Sunday 16 July 2023*

Carlos Alcaraz is the Gentlemen's Singles Champion. The 20-year-old ended Novak Djokovic's 34-match winning streak on Centre Court — a run stretching back to 2017 — beating the seven-time champion **1-6, 7-6(6), 6-1, 3-6, 6-4** in four hours and 42 minutes.

Djokovic, seeking a record-equalling eighth title and a 24th major, raced through the first set in 34 minutes. The second set lasted 85 minutes; Alcaraz saved a set point at 6-5 in the tie-break before taking it 8-6 with a backhand error from the Serbian.

## The turning point

At 1-1 in the third set, Alcaraz won a 32-point, 25-minute game on Djokovic's serve at the seventh break-point chance. Djokovic levelled by taking the fourth set, but Alcaraz broke in the third game of the decider and served out to love.

| Set | Score | Duration |
| --- | --- | --- |
| 1 | Djokovic 6-1 | 34 min |
| 2 | Alcaraz 7-6 (8-6) | 85 min |
| 3 | Alcaraz 6-1 | 57 min |
| 4 | Djokovic 6-3 | 46 min |
| 5 | Alcaraz 6-4 | 60 min |

> "It's a dream come true for me," Alcaraz said. "Making history in this beautiful tournament is something amazing."

Alcaraz becomes the third-youngest man to win Wimbledon in the Open Era, after Boris Becker and Bjorn Borg, and the first player outside the Big Four to win the title since 2002."""
    m3 = {"final_score": "Alcaraz d. Djokovic 1-6, 7-6(8-6), 6-1, 3-6, 6-4, 4h42m, 16 Jul 2023",
          "djokovic_streak_ended": "34 straight wins on Centre Court (since 2017)",
          "set_durations": "34 / 85 / 57 / 46 / 60 min"}
    p4 = """# Match Stats — Gentlemen's Singles Final

**Centre Court · Sunday 16 July 2023 · Match duration 4:42**

| | C. Alcaraz (ESP) [1] | N. Djokovic (SRB) [2] |
| --- | --- | --- |
| Set 1 | 1 | **6** |
| Set 2 | **7** (7) | 6 (3) |
| Set 3 | **6** | 1 |
| Set 4 | 3 | **6** |
| Set 5 | **6** | 4 |

## Serve

| Stat | Alcaraz | Djokovic |
| --- | --- | --- |
| Aces | 9 | 2 |
| Double faults | 4 | 4 |
| 1st serve in | 110 of 167 (66%) | 125 of 172 (73%) |
| 1st serve points won | 80 of 110 (73%) | 87 of 125 (70%) |
| 2nd serve points won | 30 of 57 (53%) | 23 of 47 (49%) |
| Fastest serve | 206 KMH | 203 KMH |

## Return and rally

| Stat | Alcaraz | Djokovic |
| --- | --- | --- |
| Break points won | 4 of 13 (31%) | 4 of 14 (29%) |
| Winners | 66 | 32 |
| Unforced errors | 45 | 40 |
| Net points won | 37 of 48 (77%) | 25 of 33 (76%) |
| Total points won | 172 | 167 |"""
    s6 = res(
        (prize, "Prize Money and Finance - The Championships, Wimbledon",
         "The total prize money for The Championships 2023 is £44,700,000, an increase of 11.2% on 2022. Singles champions receive £2,350,000 ...", "N/A"),
        ("https://www.bbc.com/sport/tennis/65829431", "Wimbledon 2023: Prize money rises to record £44.7m - BBC Sport",
         "The men's and women's singles champions will each receive £2.35m, up from £2m in 2022, while first-round losers get £55,000 ...", "Jun 14, 2023"),
        ("https://www.atptour.com/en/news/wimbledon-2023-prize-money", "Wimbledon 2023 Prize Money Breakdown | ATP Tour",
         "Winner £2,350,000; Finalist £1,175,000; Semi-finalists £600,000; Quarter-finalists £340,000 ...", "Jun 14, 2023"),
        ("https://www.forbes.com/sites/tennis/2023/07/16/alcaraz-wimbledon-prize-money/", "How Much Carlos Alcaraz Earned For Winning Wimbledon - Forbes",
         "Alcaraz collects £2.35 million (about $3.07 million) for the title, while Djokovic takes home £1.175 million as runner-up ...", "Jul 16, 2023"),
        ("https://en.wikipedia.org/wiki/2023_Wimbledon_Championships", "2023 Wimbledon Championships - Wikipedia",
         "The 2023 Wimbledon Championships was a Grand Slam tennis tournament played on outdoor grass courts at the All England Lawn Tennis and Croquet Club ... 3–16 July 2023 ...", "N/A"),
        ("https://www.theguardian.com/sport/2023/jun/14/wimbledon-prize-money-increase-2023", "Wimbledon prize money rises by 11% to £44.7m | The Guardian",
         "Qualifying prize money increased by 15%; the All England Club said the rise was the biggest in the tournament's history ...", "Jun 14, 2023"),
    )
    p7 = """# Prize Money and Finance

## The Championships 2023

The total prize money for The Championships 2023 is **£44,700,000**, an increase of 11.2% on 2022 and 17.1% on 2019.

| Round | Gentlemen's / Ladies' Singles | Change vs 2022 |
| --- | --- | --- |
| Winner | £2,350,000 | +17.5% |
| Runner-up | £1,175,000 | +17.5% |
| Semi-finalists | £600,000 | +11.1% |
| Quarter-finalists | £340,000 | +9.7% |
| Fourth round | £207,000 | +9.5% |
| Third round | £131,000 | +8.3% |
| Second round | £85,000 | +8.3% |
| First round | £55,000 | +10.0% |

| Event | Winners (per pair) | Runners-up (per pair) |
| --- | --- | --- |
| Gentlemen's / Ladies' Doubles | £600,000 | £300,000 |
| Mixed Doubles | £128,000 | £64,000 |

Prize money is paid in pounds sterling and is subject to UK withholding tax for non-resident players."""
    m8 = {"prize_money": "Champion £2,350,000, runner-up £1,175,000; total purse £44.7m (+11.2% vs 2022)"}
    s9 = res(
        ("https://en.wikipedia.org/wiki/Novak_Djokovic_career_statistics", "Novak Djokovic career statistics - Wikipedia",
         "Wimbledon: Champion 2011, 2014, 2015, 2018, 2019, 2021, 2022 (7 titles); Runner-up 2013, 2023, 2024 ...", "N/A"),
        ("https://www.atptour.com/en/players/novak-djokovic/d643/overview", "Novak Djokovic | Overview | ATP Tour",
         "Grand Slam titles: 24. Wimbledon titles: 7. Career titles: 99 ...", "N/A"),
        ("https://www.wimbledon.com/en_GB/draws_archive/player_profile/d643.html", "Novak Djokovic - Player Profile - Wimbledon Draws Archive",
         "Gentlemen's Singles Champion: 2011, 2014, 2015, 2018, 2019, 2021, 2022. Finalist: 2013, 2023, 2024 ...", "N/A"),
        ("https://www.bbc.com/sport/tennis/69225498", "Wimbledon 2024: Carlos Alcaraz beats Novak Djokovic again in final - BBC Sport",
         "Alcaraz retained his title with a 6-2, 6-2, 7-6 (7-4) victory, denying Djokovic an eighth Wimbledon crown for a second year ...", "Jul 14, 2024"),
        ("https://www.espn.com/tennis/story/_/id/37998421/carlos-alcaraz-beats-novak-djokovic-win-wimbledon", "Carlos Alcaraz beats Novak Djokovic to win Wimbledon - ESPN",
         "Alcaraz, the top seed, denied Djokovic a record-tying eighth Wimbledon title and a 24th Grand Slam ...", "Jul 16, 2023"),
        ("https://www.tennisabstract.com/cgi-bin/player.cgi?p=NovakDjokovic", "Novak Djokovic | Tennis Abstract",
         "Grass record, Elo ratings and match-by-match results ...", "N/A"),
    )
    m5 = {"serve_stats": "Aces Alcaraz 9 / Djokovic 2; winners 66 / 32; unforced errors 45 / 40; breaks 4 of 13 / 4 of 14; points 172 / 167"}
    m10 = {"djokovic_wimbledon_titles": "7 (2011, 2014, 2015, 2018, 2019, 2021, 2022); runner-up 2013, 2023, 2024"}
    rs.add("search", "h54-search-06", SYSTEM, [
        (search("Wimbledon 2023 men's final Alcaraz Djokovic score duration"), s1),
        (extract(rep, "Final score, set-by-set durations and how the second-set tie-break was decided"), p2),
        (memory("add", dict=m3), added(*m3)),
        (extract(stats, "Serve and rally statistics for both players in the final"), p4),
        (memory("add", dict=m5), added(*m5)),
        (search("Wimbledon 2023 prize money champion runner-up"), s6),
        (extract(prize, "Singles prize money by round for 2023"), p7),
        (memory("add", dict=m8), added(*m8)),
        (search("Novak Djokovic number of Wimbledon titles list of years"), s9),
        (memory("add", dict=m10), added(*m10)),
    ], bad=True, turn=4, kind="The match-stats page gives the second-set tie-break as 7-3 although the report at turn 2 said Alcaraz took it 8-6, saving a set point at 6-5.")


# ---------------------------------------------------------------------------------------------------------
# 07 clean: nobelprize.org, 2023 Physics prize (mainstream); counts from different years, update and removal
def t07(rs: RowSet) -> None:
    pr = "https://www.nobelprize.org/prizes/physics/2023/press-release/"
    facts = "https://www.nobelprize.org/prizes/facts/nobel-prize-facts/"
    lund = "https://www.lunduniversity.lu.se/article/anne-lhuillier-awarded-nobel-prize-physics"
    s1 = res(
        (pr, "Press release: The Nobel Prize in Physics 2023 - NobelPrize.org",
         "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2023 to Pierre Agostini, Ferenc Krausz and Anne L'Huillier \"for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter\".", "Oct 3, 2023"),
        ("https://www.nobelprize.org/prizes/physics/2023/summary/", "The Nobel Prize in Physics 2023 - NobelPrize.org",
         "Pierre Agostini, The Ohio State University; Ferenc Krausz, Max Planck Institute of Quantum Optics and Ludwig-Maximilians-Universität München; Anne L'Huillier, Lund University. Prize share: 1/3 each ...", "N/A"),
        ("https://www.nature.com/articles/d41586-023-03047-5", "Physics Nobel scooped by attosecond pioneers - Nature",
         "Three physicists who developed ways to create ultrashort pulses of light lasting attoseconds — billionths of a billionth of a second — have won ...", "Oct 3, 2023"),
        ("https://www.nytimes.com/2023/10/03/science/nobel-prize-physics.html", "Nobel Prize in Physics Awarded for Studies of Electrons in Flashes - The New York Times",
         "Anne L'Huillier becomes only the fifth woman to win the physics prize ...", "Oct 3, 2023"),
        ("https://en.wikipedia.org/wiki/Attosecond_physics", "Attosecond physics - Wikipedia",
         "Attosecond physics ... High harmonic generation in gases, discovered by L'Huillier and colleagues in 1987, is the basis for attosecond pulse trains ...", "N/A"),
        ("https://www.aps.org/publications/apsnews/202311/nobel.cfm", "Attosecond Science Wins the 2023 Nobel Prize in Physics - APS News",
         "In 2001 Agostini's group produced a train of 250-attosecond pulses; the same year Krausz isolated a single 650-attosecond pulse ...", "Nov 1, 2023"),
        ("https://www.reuters.com/science/nobel-prize-physics-2023-10-03/", "Trio wins Nobel physics prize for glimpse into world of electrons | Reuters",
         "The prize of 11 million Swedish crowns ($1 million) will be shared equally between the three laureates ...", "Oct 3, 2023"),
        ("https://www.mpq.mpg.de/7096418/nobel-prize-physics-2023-ferenc-krausz", "Nobel Prize in Physics 2023 for Ferenc Krausz - Max Planck Institute of Quantum Optics",
         "Ferenc Krausz, Director at MPQ in Garching and Chair of Experimental Physics at LMU Munich, receives the Nobel Prize in Physics 2023 ...", "Oct 3, 2023"),
        ("https://news.osu.edu/ohio-state-emeritus-professor-pierre-agostini-wins-nobel-prize-in-physics/", "Ohio State professor emeritus Pierre Agostini wins Nobel Prize in Physics",
         "Agostini, professor emeritus of physics, was honored for work with attosecond pulses he began in France and continued at Ohio State ...", "Oct 3, 2023"),
        ("https://www.reddit.com/r/Physics/comments/16yl3q3/2023_nobel_prize_in_physics_attosecond_pulses/", "2023 Nobel Prize in Physics: attosecond pulses : r/Physics",
         "Long overdue for HHG. Corkum missing is a bit surprising though ...", "Oct 3, 2023"),
    )
    p2 = """# Press release: The Nobel Prize in Physics 2023

*3 October 2023*

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2023 to

**Pierre Agostini**, The Ohio State University, Columbus, USA

**Ferenc Krausz**, Max Planck Institute of Quantum Optics, Garching and Ludwig-Maximilians-Universität München, Germany

**Anne L'Huillier**, Lund University, Sweden

*"for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter"*

## Experiments with light capture the shortest of moments

The three Nobel Laureates in Physics 2023 are being recognised for their experiments, which have given humanity new tools for exploring the world of electrons inside atoms and molecules. Pierre Agostini, Ferenc Krausz and Anne L'Huillier have demonstrated a way to create extremely short pulses of light that can be used to measure the rapid processes in which electrons move or change energy.

In 1987, Anne L'Huillier discovered that many different overtones of light arose when she transmitted infrared laser light through a noble gas. In 2001, Pierre Agostini succeeded in producing and investigating a series of consecutive light pulses, in which each pulse lasted just 250 attoseconds. At the same time, Ferenc Krausz was working with another type of experiment, one that made it possible to isolate a single light pulse that lasted 650 attoseconds.

| Laureate | Born | Affiliation at the time of the award | Prize share |
| --- | --- | --- | --- |
| Pierre Agostini | 1941, Tunis, Tunisia | The Ohio State University, Columbus, OH, USA | 1/3 |
| Ferenc Krausz | 1962, Mór, Hungary | Max Planck Institute of Quantum Optics, Garching; LMU München | 1/3 |
| Anne L'Huillier | 1958, Paris, France | Lund University, Lund, Sweden | 1/3 |

Prize amount: 11 million Swedish kronor, to be shared equally between the laureates.

**Further information:** www.kva.se and www.nobelprize.org"""
    m3 = {"laureates": "Pierre Agostini (Ohio State), Ferenc Krausz (MPQ Garching / LMU), Anne L'Huillier (Lund) — 1/3 each",
          "motivation": "for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter",
          "prize_amount": "SEK 11 million (2023), shared equally",
          "announced": "3 Oct 2023"}
    s4 = res(
        (facts, "Nobel Prize facts - NobelPrize.org",
         "The Nobel Prize in Physics has been awarded 118 times to 227 Nobel Prize laureates between 1901 and 2024. John Bardeen is the only laureate who has been awarded the prize twice ...", "N/A"),
        ("https://www.nobelprize.org/prizes/lists/nobel-prize-awarded-women/", "Nobel Prize awarded women - NobelPrize.org",
         "Physics: Marie Curie 1903, Maria Goeppert Mayer 1963, Donna Strickland 2018, Andrea Ghez 2020, Anne L'Huillier 2023 ...", "N/A"),
        ("https://www.nobelprize.org/prizes/physics/2024/press-release/", "Press release: The Nobel Prize in Physics 2024 - NobelPrize.org",
         "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2024 to John J. Hopfield and Geoffrey E. Hinton ...", "Oct 8, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_Nobel_laureates_in_Physics", "List of Nobel laureates in Physics - Wikipedia",
         "The prize was not awarded in 1916, 1931, 1934, 1940, 1941 and 1942 ... As of 2024, 227 awards have been made to 226 individuals ...", "N/A"),
        ("https://www.statista.com/statistics/1197587/nobel-prize-physics-laureates-gender/", "Nobel Prize in Physics laureates by gender 1901-2024 | Statista",
         "Of the 226 individuals awarded the physics prize, five are women ...", "Oct 9, 2024"),
        ("https://www.nobelprize.org/prizes/facts/facts-on-the-nobel-prize-in-physics/", "Facts on the Nobel Prize in Physics - NobelPrize.org",
         "Youngest physics laureate: Lawrence Bragg, 25. Oldest: Arthur Ashkin, 96 ...", "N/A"),
    )
    p5 = """# Nobel Prize facts

## Nobel Prizes and laureates

Between 1901 and 2024, the Nobel Prizes and the Prize in Economic Sciences were awarded 627 times to 976 people and organisations.

| Category | Number of prizes | Number of laureates | Awarded to women |
| --- | --- | --- | --- |
| Physics | 118 | 227 | 5 |
| Chemistry | 116 | 197 | 8 |
| Physiology or Medicine | 115 | 229 | 13 |
| Literature | 117 | 121 | 18 |
| Peace | 105 | 142 (111 individuals, 31 organisations) | 19 |
| Economic Sciences | 56 | 96 | 3 |

## Multiple laureates

John Bardeen is the only laureate who has been awarded the Nobel Prize in Physics twice, in 1956 and 1972, which means that a total of 226 individuals have received the physics prize.

## Not awarded

The Nobel Prize in Physics was not awarded on six occasions: 1916, 1931, 1934, 1940, 1941 and 1942.

## Prize amount

The prize amount for the 2024 Nobel Prizes is 11 million Swedish kronor per full Nobel Prize, the same as in 2023. In 2022 it was 10 million Swedish kronor.

*Page updated 14 October 2024.*"""
    m6 = {"physics_prize_count": "118 prizes, 227 laureates, 226 individuals (1901–2024; Bardeen twice)"}
    s7 = res(
        (lund, "Anne L'Huillier awarded the Nobel Prize in Physics | Lund University",
         "Anne L'Huillier, professor of atomic physics at Lund University, was teaching when the Royal Swedish Academy of Sciences called ...", "Oct 3, 2023"),
        ("https://www.theguardian.com/science/2023/oct/03/anne-lhuillier-fifth-woman-nobel-physics", "Anne L'Huillier becomes fifth woman to win Nobel physics prize | The Guardian",
         "L'Huillier joins Marie Curie, Maria Goeppert Mayer, Donna Strickland and Andrea Ghez ...", "Oct 3, 2023"),
        ("https://www.nobelprize.org/prizes/physics/2023/lhuillier/facts/", "Anne L'Huillier – Facts – 2023 - NobelPrize.org",
         "Born: 16 August 1958, Paris, France. Affiliation at the time of the award: Lund University, Lund, Sweden. Prize share: 1/3 ...", "N/A"),
        ("https://www.sciencenews.org/article/nobel-prize-physics-2023-attosecond-pulses-electrons", "Attosecond flashes of light earn the 2023 physics Nobel | Science News",
         "With this year's award, the physics prize has now been given 117 times to 225 laureates since 1901; L'Huillier is the fifth woman among them ...", "Oct 3, 2023"),
        ("https://www.svt.se/nyheter/vetenskap/anne-lhuillier-nobelpriset-i-fysik", "Anne L'Huillier får Nobelpriset i fysik - SVT Nyheter",
         "– Jag undervisade när de ringde, säger Anne L'Huillier som fick lämna föreläsningssalen en kort stund ...", "Oct 3, 2023"),
        ("https://physicsworld.com/a/anne-lhuillier-interview/", "Anne L'Huillier: 'It is very special to be a woman receiving this prize' - Physics World",
         "The Lund physicist on high-harmonic generation, her path from Saclay to Sweden and what the prize means ...", "Dec 12, 2023"),
    )
    p8 = """# Anne L'Huillier awarded the Nobel Prize in Physics

*Lund University · News · 3 October 2023*

Anne L'Huillier, professor of atomic physics at Lund University, has been awarded the 2023 Nobel Prize in Physics together with Pierre Agostini and Ferenc Krausz. She shares the prize for experimental methods that generate attosecond pulses of light.

When the Royal Swedish Academy of Sciences called, she was in the middle of teaching an undergraduate course. "I was teaching, and I had my phone on silent. It rang several times," she said. She took a short break to speak to the Academy and then returned to finish the lecture.

## From Saclay to Lund

| Year | Milestone |
| --- | --- |
| 1986 | PhD, Université Pierre et Marie Curie, Paris |
| 1987 | Discovers high-order harmonics in noble gases at CEA Saclay |
| 1995 | Moves to Lund University |
| 1997 | Professor of atomic physics, Lund |
| 2004 | Member of the Royal Swedish Academy of Sciences |
| 2023 | Nobel Prize in Physics (1/3) |

L'Huillier is the fifth woman to receive the Nobel Prize in Physics. She has been a member of the Nobel Committee for Physics, a role she left in 2015.

> "This is the finest and most important award in science," said Vice-Chancellor Erik Renström."""
    m9 = {"physics_prize_count": "117 prizes / 225 laureates through 2023 (Science News, 3 Oct 2023); 118 / 227 through 2024 (facts page updated 14 Oct 2024)"}
    m10 = {"lhuillier_note": "5th woman to win physics; was teaching when the call came; at Lund since 1995"}
    mem = {"laureates": m3["laureates"], "motivation": m3["motivation"], "announced": m3["announced"], **m9, **m10}
    rs.add("search", "h54-search-07", SYSTEM, [
        (search("Nobel Prize in Physics 2023 attosecond laureates affiliations"), s1),
        (extract(pr, "Laureates, affiliations, motivation, prize amount and shares"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Nobel Prize in Physics facts number of prizes laureates women"), s4),
        (extract(facts, "Number of physics prizes and laureates to date"), p5),
        (memory("add", dict=m6), added(*m6)),
        (search("Anne L'Huillier Lund University Nobel teaching when called fifth woman"), s7),
        (extract(lund, "Career timeline and circumstances of the Nobel call"), p8),
        (memory("update", dict=m9), updated(*m9)),
        (memory("remove", key_list=["prize_amount"]), removed("prize_amount")),
        (memory("add", dict=m10), added(*m10)),
        (memory("retrieve_all"), dump(mem)),
    ])


# ---------------------------------------------------------------------------------------------------------
# 08 BAD (turn 6): FDA / Alzforum, lecanemab approval (less common); US status reverts to accelerated approval
def t08(rs: RowSet) -> None:
    fda = "https://www.fda.gov/news-events/press-announcements/fda-converts-novel-alzheimers-disease-treatment-traditional-approval"
    alz = "https://www.alzforum.org/therapeutics/leqembi"
    s1 = res(
        (fda, "FDA Converts Novel Alzheimer's Disease Treatment to Traditional Approval | FDA",
         "Today, the U.S. Food and Drug Administration converted Leqembi (lecanemab-irmb), indicated to treat adult patients with Alzheimer's disease, to traditional approval following a determination that a confirmatory trial verified clinical benefit ...", "Jul 6, 2023"),
        ("https://www.fda.gov/news-events/press-announcements/fda-grants-accelerated-approval-alzheimers-disease-treatment", "FDA Grants Accelerated Approval for Alzheimer's Disease Treatment | FDA",
         "Today, the U.S. Food and Drug Administration approved Leqembi (lecanemab-irmb) via the Accelerated Approval pathway for the treatment of Alzheimer's disease ...", "Jan 6, 2023"),
        ("https://www.eisai.com/news/2023/news202344.html", "LEQEMBI Approved Following FDA's Accelerated Approval Pathway Conversion - Eisai",
         "Eisai and Biogen announced the FDA approved the supplemental Biologics License Application supporting the conversion of LEQEMBI to traditional approval ...", "Jul 7, 2023"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2212948", "Lecanemab in Early Alzheimer's Disease | NEJM",
         "In Clarity AD, 1,795 participants were enrolled; the adjusted mean change from baseline in CDR-SB at 18 months was 1.21 with lecanemab and 1.66 with placebo ...", "Jan 5, 2023"),
        ("https://www.cms.gov/newsroom/press-releases/statement-broad-medicare-coverage-available-following-fda-traditional-approval", "Statement: Broad Medicare Coverage Available Following FDA Traditional Approval - CMS",
         "Medicare will cover Leqembi through coverage with evidence development, with clinicians participating in a registry ...", "Jul 6, 2023"),
        ("https://www.statnews.com/2023/07/06/leqembi-alzheimers-full-approval-fda/", "FDA grants full approval to Alzheimer's drug Leqembi - STAT",
         "The label carries a boxed warning about ARIA, brain swelling and bleeding, and notes higher risk for people with two copies of ApoE4 ...", "Jul 6, 2023"),
        (alz, "Lecanemab | ALZFORUM",
         "Therapeutics database entry: lecanemab (BAN2401, Leqembi). Approved for: Alzheimer's disease. Company: Eisai, Biogen. Target type: Amyloid-related ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Lecanemab", "Lecanemab - Wikipedia",
         "Lecanemab, sold under the brand name Leqembi, is a monoclonal antibody medication used for the treatment of Alzheimer's disease ...", "N/A"),
    )
    p2 = """# FDA Converts Novel Alzheimer's Disease Treatment to Traditional Approval

*For Immediate Release: July 06, 2023*

Today, the U.S. Food and Drug Administration converted Leqembi (lecanemab-irmb), indicated to treat adult patients with Alzheimer's disease, to traditional approval following a determination that a confirmatory trial verified clinical benefit. Leqembi is the first amyloid beta-directed antibody to be converted from an accelerated approval to a traditional approval for the treatment of Alzheimer's disease. The drug works by reducing amyloid plaques that form in the brain. Leqembi was approved in January 2023 under the accelerated approval pathway.

> "Today's action is the first verification that a drug targeting the underlying disease process of Alzheimer's disease has shown clinical benefit in this devastating disease," said Teresa Buracchio, M.D., acting director of the Office of Neuroscience in the FDA's Center for Drug Evaluation and Research.

## Confirmatory trial

Leqembi's efficacy was evaluated in Study 301 (CLARITY AD), a phase 3 randomized, controlled clinical trial. The study was a 1,795-patient, double-blind, placebo-controlled, parallel-group study that randomized patients 1:1 to receive either 10 milligrams/kilogram of Leqembi or placebo every two weeks. Treatment with Leqembi met the primary endpoint: a statistically significant reduction in clinical decline on the Clinical Dementia Rating-Sum of Boxes (CDR-SB) at 18 months compared to placebo.

## Safety

The prescribing information includes a **Boxed Warning** for amyloid-related imaging abnormalities (ARIA). Patients who are ApoE ε4 homozygotes have a higher incidence of ARIA, including symptomatic, serious and severe radiographic ARIA. Testing for ApoE ε4 status should be performed prior to initiation of treatment.

The FDA granted the application Priority Review and Breakthrough Therapy designation. The approval of Leqembi was granted to Eisai Co., Ltd."""
    m3 = {"fda_accelerated": "6 Jan 2023 (accelerated approval)",
          "fda_traditional": "6 Jul 2023 — converted to traditional approval after Clarity AD (n=1,795) confirmed benefit",
          "boxed_warning": "ARIA; higher incidence in ApoE4 homozygotes; test ApoE4 before treatment"}
    s4 = res(
        (alz, "Lecanemab | ALZFORUM",
         "Approved for: Alzheimer's Disease (FDA traditional approval July 2023; Japan, China, South Korea, UK, EU). Company: Eisai, Biogen ...", "N/A"),
        ("https://www.alzforum.org/news/research-news/leqembi-gets-full-approval-medicare-coverage", "Leqembi Gets Full Approval, Medicare Coverage | ALZFORUM",
         "On July 6 the FDA converted lecanemab's accelerated approval into a traditional one, and the CMS said it would cover the drug for eligible patients ...", "Jul 7, 2023"),
        ("https://www.alzforum.org/news/research-news/ema-recommends-leqembi-after-re-examination", "On Second Look, EMA Recommends Leqembi | ALZFORUM",
         "After a negative opinion in July, the CHMP reversed course on re-examination, recommending approval for ApoE4 non-carriers and heterozygotes ...", "Nov 15, 2024"),
        ("https://www.alzforum.org/news/research-news/japan-approves-lecanemab", "Japan Approves Lecanemab | ALZFORUM",
         "Japan's Ministry of Health, Labour and Welfare approved lecanemab on September 25, becoming the second country after the U.S. ...", "Sep 26, 2023"),
        ("https://www.alzforum.org/news/research-news/leqembi-iqlik-subcutaneous-approved", "Subcutaneous Leqembi Iqlik Approved for Maintenance | ALZFORUM",
         "The FDA approved a weekly subcutaneous autoinjector for maintenance dosing after 18 months of IV treatment ...", "Sep 2, 2025"),
        ("https://www.alzforum.org/therapeutics/aduhelm", "Aducanumab | ALZFORUM",
         "Status: Discontinued (Biogen, January 2024). Aducanumab received accelerated approval in June 2021 ...", "N/A"),
    )
    p5 = """# Lecanemab

**Other names:** BAN2401, Leqembi®, Leqembi Iqlik™

**Therapy type:** Immunotherapy (passive) · **Target type:** Amyloid-related · **Condition(s):** Alzheimer's disease

**U.S. FDA status:** Alzheimer's disease (Approved) · **Company:** Eisai, Biogen · **Approved for:** Alzheimer's disease

## Background

Lecanemab is the humanized version of mAb158, a mouse monoclonal antibody that preferentially binds large, soluble Aβ protofibrils. Eisai licensed the antibody from BioArctic in 2007 and has co-developed it with Biogen since 2014.

## Regulatory timeline

| Date | Event |
| --- | --- |
| 6 January 2023 | FDA accelerated approval, based on amyloid reduction in the phase 2b Study 201 |
| 6 July 2023 | FDA converts to traditional approval on the basis of Clarity AD; boxed warning for ARIA added |
| 25 September 2023 | Approved in Japan |
| 5 January 2024 | Approved in China |
| 22 August 2024 | MHRA approval in Great Britain for ApoE4 non-carriers and heterozygotes |
| 14 November 2024 | CHMP positive opinion on re-examination |
| 26 January 2025 | FDA approves IV maintenance dosing every four weeks |
| 15 April 2025 | European Commission marketing authorisation |
| 29 August 2025 | FDA approves Leqembi Iqlik subcutaneous autoinjector for maintenance |

## Clinical trials

Clarity AD enrolled 1,795 people with early AD. At 18 months, lecanemab slowed decline on the CDR-SB by 27 percent (difference −0.45). ARIA-E occurred in 12.6 percent of the treatment group versus 1.7 percent on placebo."""
    p6 = """# Lecanemab

**Other names:** BAN2401, Leqembi®, Leqembi Iqlik™

## Approval status by region

| Region | Regulator | Status | Population |
| --- | --- | --- | --- |
| United States | FDA | Accelerated approval (January 6, 2023); conversion to traditional approval pending review of Clarity AD | Early AD (MCI or mild dementia) with confirmed amyloid |
| Japan | MHLW / PMDA | Approved (September 25, 2023) | Early AD |
| China | NMPA | Approved (January 5, 2024) | Early AD |
| Great Britain | MHRA | Approved (August 22, 2024) | ApoE4 non-carriers and heterozygotes |
| European Union | European Commission | Approved (April 15, 2025) | ApoE4 non-carriers and heterozygotes |

The EU authorisation requires a controlled access programme and a post-authorisation safety study. In the UK, NICE has not recommended the drug for NHS use on cost-effectiveness grounds."""
    m7 = {"eu_status": "EC approval 15 Apr 2025 (after CHMP positive re-examination 14 Nov 2024), ApoE4 non-carriers/heterozygotes only",
          "other_regions": "Japan 25 Sep 2023; China 5 Jan 2024; GB (MHRA) 22 Aug 2024"}
    s8 = res(
        ("https://www.ema.europa.eu/en/medicines/human/EPAR/leqembi", "Leqembi | European Medicines Agency (EMA)",
         "Leqembi is a medicine used to treat mild cognitive impairment and mild dementia due to Alzheimer's disease in adults who have only one or no copy of ApoE4 ...", "Apr 16, 2025"),
        ("https://www.eisai.com/news/2025/news202527.html", "LEQEMBI Approved in the European Union - Eisai",
         "The European Commission granted marketing authorization for LEQEMBI on April 15, 2025, the first therapy targeting an underlying cause of AD in the EU ...", "Apr 16, 2025"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/eu-approves-eisai-biogens-alzheimers-drug-leqembi-2025-04-15/", "EU approves Eisai, Biogen's Alzheimer's drug Leqembi | Reuters",
         "The approval follows a rare reversal by the EMA's human medicines committee, which had initially recommended against it in July 2024 ...", "Apr 15, 2025"),
        ("https://www.alzforum.org/news/research-news/ema-recommends-leqembi-after-re-examination", "On Second Look, EMA Recommends Leqembi | ALZFORUM",
         "The CHMP recommended approval for ApoE4 non-carriers and heterozygotes on November 14 ...", "Nov 15, 2024"),
        ("https://www.nice.org.uk/guidance/indevelopment/gid-ta11220", "Lecanemab for treating mild cognitive impairment or mild dementia caused by Alzheimer's disease | NICE",
         "Draft guidance: lecanemab is not recommended, within its marketing authorisation ...", "Aug 22, 2024"),
    )
    rs.add("search", "h54-search-08", SYSTEM, [
        (search("lecanemab Leqembi FDA traditional approval July 2023"), s1),
        (extract(fda, "Date and basis of the traditional approval and the safety warning"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Alzforum Leqembi therapeutics database status"), s4),
        (extract(alz, "Regulatory timeline of lecanemab"), p5),
        (extract(alz, "Current approval status in the US, Japan, China, UK and EU"), p6),
        (memory("add", dict=m7), added(*m7)),
        (search("Leqembi European Commission approval April 2025"), s8),
        (memory("retrieve_all"), dump({**m3, **m7})),
    ], bad=True, turn=6, kind="The Alzforum page now gives the US status as accelerated approval with conversion pending, though the same page at turn 5 (and the FDA at turn 2) showed traditional approval on 6 July 2023.")


# ---------------------------------------------------------------------------------------------------------
# 09 BAD (turn 3): TSMC newsroom, Arizona CHIPS Act award (less common); the page disagrees with its own snippet
def t09(rs: RowSet) -> None:
    tsmc = "https://pr.tsmc.com/english/news/3122"
    s1 = res(
        (tsmc, "TSMC Arizona and U.S. Department of Commerce Announce up to US$6.6 Billion in Proposed CHIPS Act Direct Funding, the Company Plans Third Leading-Edge Fab in Phoenix",
         "... up to US$6.6 billion in direct funding and up to US$5 billion in loans. TSMC also plans a third fab, expanding its total capital expenditure in Phoenix to more than US$65 billion ...", "Apr 8, 2024"),
        ("https://www.commerce.gov/news/press-releases/2024/04/biden-harris-administration-announces-preliminary-terms-tsmc-expanded", "Biden-Harris Administration Announces Preliminary Terms with TSMC - U.S. Department of Commerce",
         "The proposed investment would support TSMC's more than $65 billion investment in three greenfield leading-edge fabs in Phoenix and create approximately 6,000 direct manufacturing jobs ...", "Apr 8, 2024"),
        ("https://www.commerce.gov/news/press-releases/2024/11/biden-harris-administration-announces-chips-incentives-award-tsmc", "Biden-Harris Administration Announces CHIPS Incentives Award with TSMC Arizona",
         "The Department of Commerce finalized its award of up to $6.6 billion in direct funding to TSMC Arizona ...", "Nov 15, 2024"),
        ("https://www.anandtech.com/show/21342/tsmc-arizona-chips-act-funding-third-fab", "TSMC to Get $6.6B in CHIPS Funding, Adds Third Arizona Fab - AnandTech",
         "Fab 21 phase 1 will start N4 production in the first half of 2025, phase 2 moves to N3 and N2 in 2028, and phase 3 will offer N2 or A16 by the end of the decade ...", "Apr 8, 2024"),
        ("https://www.semiwiki.com/forum/index.php?threads/tsmc-arizona-6-6b-chips.19920/", "TSMC Arizona $6.6B CHIPS award discussion | SemiWiki",
         "$6.6B grants + $5B loans against $65B capex is ~10% subsidy, lower than Intel's share ...", "Apr 9, 2024"),
        ("https://www.reuters.com/technology/tsmc-gets-66-bln-us-subsidies-arizona-chip-production-2024-04-08/", "TSMC gets $6.6 bln in US subsidies for Arizona chip production | Reuters",
         "TSMC agreed to expand its planned investment by $25 billion to $65 billion and add a third Arizona factory by 2030 ...", "Apr 8, 2024"),
        ("https://www.digitimes.com/news/a20240409PD200/tsmc-arizona-fab-chips.html", "TSMC Arizona plans third fab - DIGITIMES Asia",
         "The Phoenix site will also get advanced packaging support from Amkor's planned Peoria facility ...", "Apr 9, 2024"),
        ("https://en.wikipedia.org/wiki/TSMC_Arizona", "TSMC Arizona - Wikipedia",
         "TSMC Arizona is a subsidiary of TSMC operating semiconductor fabs in north Phoenix, Arizona ...", "N/A"),
    )
    m2 = {"chips_direct_funding": "up to US$6.6B (preliminary, 8 Apr 2024)",
          "chips_loans": "up to US$5B (per TSMC newsroom snippet)",
          "phoenix_capex": ">US$65B, three fabs"}
    p3 = """# TSMC Arizona and U.S. Department of Commerce Announce up to US$6.6 Billion in Proposed CHIPS Act Direct Funding, the Company Plans Third Leading-Edge Fab in Phoenix

*Issued by: Taiwan Semiconductor Manufacturing Company Ltd. · Issued on: 2024/04/08*

**Phoenix, Arizona, U.S.A., and Hsinchu, Taiwan, R.O.C., April 8, 2024** – TSMC (TWSE: 2330, NYSE: TSM) and the U.S. Department of Commerce today announced that they have signed a non-binding preliminary memorandum of terms (PMT), under which the Department of Commerce intends to provide TSMC Arizona Corporation (TSMC Arizona) up to US$6.6 billion in direct funding and up to US$3.5 billion in proposed loans under the CHIPS and Science Act.

TSMC also plans to build a third fab in Phoenix, which will expand TSMC's total capital expenditure in Phoenix to more than US$65 billion, the largest foreign direct investment in a greenfield project in Arizona history.

## Fab roadmap

| Fab | Process technology | Volume production |
| --- | --- | --- |
| First fab | N4 | First half of 2025 |
| Second fab | N2 (in addition to the previously announced N3) | 2028 |
| Third fab | N2 or more advanced | By end of the decade |

> "TSMC Arizona will help to restore the U.S. as a global leader in leading-edge semiconductor manufacturing," said Dr. C.C. Wei, Chief Executive Officer of TSMC.

The three fabs are expected to create approximately 6,000 direct high-tech, high-wage jobs and more than 20,000 accumulated construction jobs. TSMC Arizona also intends to claim the U.S. Treasury Department's Investment Tax Credit, which is expected to cover up to 25% of qualified capital expenditures.

**TSMC Spokesperson:** Wendell Huang, Senior Vice President and Chief Financial Officer"""
    s4 = res(
        ("https://www.bloomberg.com/news/articles/2024-10-24/tsmc-s-arizona-chip-production-yields-surpass-those-in-taiwan", "TSMC's Arizona Chip Production Yields Surpass Taiwan's - Bloomberg",
         "Early production at TSMC's first Arizona fab has yielded about 4 percentage points more usable chips than comparable plants in Taiwan ...", "Oct 24, 2024"),
        ("https://pr.tsmc.com/english/news/3210", "TSMC Intends to Expand Its Investment in the United States to US$165 Billion",
         "TSMC intends to invest an additional US$100 billion in three new fabs, two advanced packaging facilities and a major R&D team center in Arizona ...", "Mar 4, 2025"),
        ("https://www.tomshardware.com/tech-industry/tsmc-arizona-fab-21-n4-volume-production", "TSMC's Arizona Fab 21 begins N4 volume production - Tom's Hardware",
         "The first phase of Fab 21 began high-volume production on N4 in the fourth quarter of 2024, ahead of the first-half 2025 target ...", "Jan 11, 2025"),
        ("https://www.reuters.com/technology/tsmc-starts-producing-chips-arizona-2025-01-10/", "US commerce secretary says TSMC began producing advanced chips in Arizona | Reuters",
         "Gina Raimondo said TSMC had begun producing 4-nanometre chips in Arizona for U.S. customers ...", "Jan 10, 2025"),
        ("https://www.digitimes.com/news/a20250416PD214/tsmc-arizona-second-fab-n3-2027.html", "TSMC Arizona second fab N3 pulled in to 2027 - DIGITIMES Asia",
         "Equipment move-in for the second fab is expected in 2026, with N3 production pulled in by a year ...", "Apr 16, 2025"),
    )
    m6 = {"fab1_status": "N4 volume production began Q4 2024 (ahead of 1H 2025 target); early yields ~4 pts above Taiwan (Bloomberg, Oct 2024)"}
    rs.add("search", "h54-search-09", SYSTEM, [
        (search("TSMC Arizona CHIPS Act direct funding loans third fab Phoenix"), s1),
        (memory("add", dict=m2), added(*m2)),
        (extract(tsmc, "Amounts of direct funding and loans, total Phoenix capex and the fab roadmap"), p3),
        (search("TSMC Arizona first fab N4 volume production yield 2024"), s4),
        (memory("add", dict=m6), added(*m6)),
        (memory("retrieve", key_list=["chips_direct_funding", "chips_loans", "fab1_status"]),
         got({"chips_direct_funding": m2["chips_direct_funding"], "chips_loans": m2["chips_loans"], "fab1_status": m6["fab1_status"]})),
    ], bad=True, turn=3, kind="The TSMC newsroom page says up to US$3.5 billion in proposed loans, while its own search snippet at turn 1 said up to US$5 billion.")


# ---------------------------------------------------------------------------------------------------------
# 10 clean: Bundesregierung / Destatis, German minimum wage steps (mainstream)
def t10(rs: RowSet) -> None:
    breg = "https://www.bundesregierung.de/breg-de/aktuelles/mindestlohn-steigt-2356184"
    destatis = "https://www.destatis.de/DE/Presse/Pressemitteilungen/2025/07/PD25_262_62.html"
    s1 = res(
        (breg, "Mindestlohn steigt in zwei Stufen auf 14,60 Euro | Bundesregierung",
         "Der gesetzliche Mindestlohn steigt zum 1. Januar 2026 auf 13,90 Euro und zum 1. Januar 2027 auf 14,60 Euro brutto je Stunde. Das hat das Bundeskabinett beschlossen ...", "Oct 29, 2025"),
        ("https://www.mindestlohn-kommission.de/DE/Bericht/pdf/Beschluss2025.pdf", "Beschluss der Mindestlohnkommission nach § 9 MiLoG vom 27. Juni 2025",
         "Die Mindestlohnkommission hat einstimmig beschlossen: 13,90 Euro ab 1. Januar 2026, 14,60 Euro ab 1. Januar 2027 ...", "Jun 27, 2025"),
        ("https://www.tagesschau.de/wirtschaft/mindestlohn-kommission-erhoehung-100.html", "Mindestlohn steigt auf 14,60 Euro - tagesschau.de",
         "Die Erhöhung um insgesamt 13,9 Prozent ist die größte seit Einführung des Mindestlohns, abgesehen von der politisch gesetzten Anhebung auf 12 Euro ...", "Jun 27, 2025"),
        ("https://www.bmas.de/DE/Arbeit/Arbeitsrecht/Mindestlohn/mindestlohn.html", "Mindestlohn - BMAS",
         "Seit 1. Januar 2025 beträgt der gesetzliche Mindestlohn 12,82 Euro brutto je Zeitstunde ...", "N/A"),
        ("https://de.wikipedia.org/wiki/Mindestlohn_in_Deutschland", "Mindestlohn in Deutschland - Wikipedia",
         "Der allgemeine gesetzliche Mindestlohn wurde zum 1. Januar 2015 mit 8,50 Euro eingeführt ...", "N/A"),
        ("https://www.dgb.de/themen/mindestlohn", "Mindestlohn: 14,60 Euro sind ein Erfolg, aber ... - DGB",
         "Die Gewerkschaften hatten 15 Euro gefordert, was 60 Prozent des Bruttomedianlohns entsprechen würde ...", "Jun 27, 2025"),
        ("https://www.zeit.de/wirtschaft/2025-06/mindestlohn-erhoehung-kommission", "Mindestlohnkommission: Mindestlohn steigt bis 2027 auf 14,60 Euro | ZEIT ONLINE",
         "Arbeitgeber und Gewerkschaften einigten sich nach langen Verhandlungen auf zwei Stufen ...", "Jun 27, 2025"),
        ("https://www.reddit.com/r/de/comments/1llx2q7/mindestlohn_steigt_auf_1460/", "Mindestlohn steigt auf 14,60 : r/de",
         "Bei 40 Stunden sind das ab 2027 rund 2.530 € brutto im Monat ...", "Jun 27, 2025"),
    )
    p2 = """# Mindestlohn steigt in zwei Stufen auf 14,60 Euro

*Bundesregierung · Aktuelles · 29. Oktober 2025*

Der gesetzliche Mindestlohn steigt zum 1. Januar 2026 auf 13,90 Euro und zum 1. Januar 2027 auf 14,60 Euro brutto je Stunde. Das Bundeskabinett hat dazu die Fünfte Mindestlohnanpassungsverordnung beschlossen und damit den einstimmigen Vorschlag der Mindestlohnkommission vom 27. Juni 2025 umgesetzt.

## Die Erhöhung im Überblick

| Stufe | Gültig ab | Mindestlohn brutto je Stunde | Erhöhung |
| --- | --- | --- | --- |
| Aktuell | 1. Januar 2025 | 12,82 Euro | — |
| 1. Stufe | 1. Januar 2026 | 13,90 Euro | +1,08 Euro (+8,4 %) |
| 2. Stufe | 1. Januar 2027 | 14,60 Euro | +0,70 Euro (+5,0 %) |

Insgesamt steigt der Mindestlohn damit um 1,78 Euro oder 13,9 Prozent.

## Entwicklung seit 2015

| Gültig ab | Euro je Stunde |
| --- | --- |
| 1.1.2015 | 8,50 |
| 1.1.2017 | 8,84 |
| 1.1.2019 | 9,19 |
| 1.1.2020 | 9,35 |
| 1.1.2021 | 9,50 |
| 1.7.2021 | 9,60 |
| 1.1.2022 | 9,82 |
| 1.7.2022 | 10,45 |
| 1.10.2022 | 12,00 |
| 1.1.2024 | 12,41 |
| 1.1.2025 | 12,82 |

## Auswirkungen auf Minijobs

Die Geringfügigkeitsgrenze ist an den Mindestlohn gekoppelt (Mindestlohn × 130 ÷ 3). Sie steigt 2026 von 556 Euro auf 603 Euro im Monat und 2027 auf 633 Euro.

> „Wer Vollzeit arbeitet, muss davon auch leben können", sagte Bundesarbeitsministerin Bärbel Bas."""
    m3 = {"mw_2025": "€12.82/h since 1 Jan 2025",
          "mw_2026": "€13.90/h from 1 Jan 2026 (+€1.08, +8.4%)",
          "mw_2027": "€14.60/h from 1 Jan 2027 (+€0.70, +5.0%); total +13.9% vs 2025"}
    s4 = res(
        ("https://www.minijob-zentrale.de/DE/service/newsletter/2025/geringfuegigkeitsgrenze-2026.html", "Geringfügigkeitsgrenze steigt 2026 auf 603 Euro - Minijob-Zentrale",
         "Mit der Erhöhung des Mindestlohns auf 13,90 Euro steigt die Verdienstgrenze für Minijobs ab 1. Januar 2026 von 556 Euro auf 603 Euro monatlich ...", "Nov 3, 2025"),
        ("https://www.haufe.de/personal/entgelt/minijob-grenze-2026_78_650112.html", "Minijob-Grenze 2026: 603 Euro | Personal | Haufe",
         "Die Jahresverdienstgrenze beträgt damit 7.236 Euro; ein gelegentliches Überschreiten in bis zu zwei Monaten bleibt zulässig ...", "Oct 30, 2025"),
        ("https://www.minijob-zentrale.de/DE/die-minijobs/gewerbliche-minijobs/verdienstgrenze.html", "Verdienstgrenze bei Minijobs - Minijob-Zentrale",
         "Seit 1. Januar 2025 liegt die Verdienstgrenze bei 556 Euro im Monat (2024: 538 Euro) ...", "N/A"),
        ("https://www.finanztip.de/minijob/", "Minijob 2026: Das musst Du wissen - Finanztip",
         "Bei 13,90 Euro Stundenlohn darfst Du im Minijob rund 43 Stunden im Monat arbeiten ...", "Nov 12, 2025"),
        ("https://www.lohn-info.de/minijob_grenze.html", "Minijob-Grenze 2024, 2025, 2026 und 2027 - lohn-info.de",
         "2024: 538 €, 2025: 556 €, 2026: 603 €, 2027: 633 € ...", "N/A"),
    )
    m5 = {"minijob_limit": "€603/month from 1 Jan 2026 (2025: €556; 2027: €633); formula MW × 130 / 3"}
    p6 = """# Mindestlohnerhöhung auf 13,90 Euro: Bis zu 6,6 Millionen Jobs betroffen

*Statistisches Bundesamt (Destatis) · Pressemitteilung Nr. 262 vom 15. Juli 2025*

WIESBADEN – Von der Erhöhung des gesetzlichen Mindestlohns von 12,82 Euro auf 13,90 Euro zum 1. Januar 2026 könnten bis zu 6,6 Millionen Jobs profitieren. Wie das Statistische Bundesamt auf Basis der Verdiensterhebung vom April 2025 mitteilt, wurden rund 17 % aller Beschäftigungsverhältnisse mit weniger als 13,90 Euro brutto je Stunde vergütet.

| Merkmal | Jobs unter 13,90 Euro (April 2025) | Anteil |
| --- | --- | --- |
| Insgesamt | 6,6 Millionen | 17 % |
| Frauen | 3,9 Millionen | 20 % |
| Männer | 2,7 Millionen | 14 % |
| Westdeutschland | 5,4 Millionen | 16 % |
| Ostdeutschland | 1,2 Millionen | 21 % |
| Minijobs | 2,4 Millionen | 61 % |

Die Lohnsumme würde sich rechnerisch um rund 4,1 Milliarden Euro pro Jahr erhöhen. Bei der zweiten Stufe auf 14,60 Euro zum 1. Januar 2027 wären nach heutigem Stand bis zu 8,3 Millionen Jobs betroffen.

**Methodische Hinweise:** Die Verdiensterhebung ist eine monatliche Erhebung bei rund 58 000 Betrieben. Auszubildende und Praktikanten sind nicht berücksichtigt."""
    m7 = {"mw_2026": "€13.90/h from 1 Jan 2026 (+€1.08, +8.4%); up to 6.6m jobs (17%) paid below it in Apr 2025 (Destatis)"}
    rs.add("search", "h54-search-10", SYSTEM, [
        (search("Mindestlohn 2026 2027 Beschluss Mindestlohnkommission 13,90 14,60"), s1),
        (extract(breg, "Minimum wage levels and effective dates, history since 2015, effect on Minijobs"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Minijob Verdienstgrenze 2026 603 Euro"), s4),
        (memory("add", dict=m5), added(*m5)),
        (extract(destatis, "Number of jobs affected by the increase to 13.90 euros"), p6),
        (memory("update", dict=m7), updated(*m7)),
        (memory("retrieve", key_list=["mw_2025", "mw_2026", "minijob_limit"]),
         got({"mw_2025": m3["mw_2025"], "mw_2026": m7["mw_2026"], "minijob_limit": m5["minijob_limit"]})),
    ])


# ---------------------------------------------------------------------------------------------------------
# 11 clean: ONS / HM Land Registry, UK House Price Index (mainstream); two monthly releases, a re-sorted view
JAN25 = [("North East", "£161,000", "+7.6%"), ("North West", "£219,000", "+6.6%"), ("Yorkshire and The Humber", "£207,000", "+4.8%"),
         ("East Midlands", "£245,000", "+3.6%"), ("West Midlands", "£254,000", "+4.5%"), ("East of England", "£344,000", "+2.7%"),
         ("London", "£519,000", "+1.6%"), ("South East", "£386,000", "+2.9%"), ("South West", "£309,000", "+2.5%")]


def t11(rs: RowSet) -> None:
    dec = "https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/housepriceindex/december2024"
    jan = "https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/housepriceindex/january2025"
    gov = "https://www.gov.uk/government/news/uk-house-price-index-for-january-2025"
    cmp_url = "https://landregistry.data.gov.uk/app/ukhpi/compare?location=english-regions&period=2025-01&sort=pct_change_desc"
    s1 = res(
        (dec, "UK House Price Index: December 2024 - Office for National Statistics",
         "Average UK house prices increased by 4.6%, to £269,000, in the 12 months to December 2024 ...", "Feb 19, 2025"),
        ("https://www.gov.uk/government/news/uk-house-price-index-for-december-2024", "UK House Price Index for December 2024 - GOV.UK",
         "The average price of a property in the UK was £269,000. The annual price change for a property in the UK was 4.6% ...", "Feb 19, 2025"),
        ("https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/housepriceindex/november2024", "UK House Price Index: November 2024 - Office for National Statistics",
         "Average UK house prices increased by 3.3%, to £268,000, in the 12 months to November 2024 ...", "Jan 15, 2025"),
        ("https://www.bbc.com/news/articles/c4gmgn0xw1eo", "UK house prices rise at fastest rate since 2022 - BBC News",
         "Official figures show prices grew 4.6% in the year to December, with the biggest rises in the North West and Scotland ...", "Feb 19, 2025"),
        ("https://www.nationwidehousepriceindex.co.uk/reports/house-prices-rise-strongly-in-january", "Annual house price growth picks up in January - Nationwide",
         "UK annual house price growth 4.1% in January 2025; average price £271,659 ...", "Feb 3, 2025"),
        ("https://www.halifax.co.uk/media-centre/house-price-index.html", "Halifax House Price Index - January 2025",
         "Average house price £299,138; annual growth 3.0% ...", "Feb 7, 2025"),
        ("https://www.zoopla.co.uk/discover/property-news/house-price-index/", "House Price Index | Zoopla",
         "UK house price inflation 1.9%; average price £267,500 ...", "Feb 24, 2025"),
        ("https://www.rightmove.co.uk/news/house-price-index/", "Rightmove House Price Index",
         "Average asking prices for newly listed property rose by 0.5% to £367,994 in February ...", "Feb 17, 2025"),
    )
    p2 = """# UK House Price Index: December 2024

*Office for National Statistics · Release date: 19 February 2025 · Next release: 19 March 2025*

## Main points

- Average UK house prices increased by 4.6%, to £269,000, in the 12 months to December 2024 (provisional), up from 3.9% in the 12 months to November 2024 (revised).
- Average house prices increased to £292,000 (4.6%) in England, £209,000 (3.7%) in Wales, and £190,000 (6.6%) in Scotland, in the 12 months to December 2024.
- Average house prices in Northern Ireland increased by 5.6% to £185,000 in the 12 months to Quarter 4 (Oct to Dec) 2024.
- The North West was the English region with the highest annual house price inflation (7.3%), and London the lowest (2.1%), with an average of £524,000.

## Average price by country

| Country | Average price | Annual change |
| --- | --- | --- |
| England | £292,000 | +4.6% |
| Wales | £209,000 | +3.7% |
| Scotland | £190,000 | +6.6% |
| Northern Ireland (Q4 2024) | £185,000 | +5.6% |
| United Kingdom | £269,000 | +4.6% |

## Private rents

Average UK monthly private rents increased by 8.7%, to £1,319, in the 12 months to January 2025.

Note: UK HPI estimates for the most recent months are provisional and are likely to be updated as more data are incorporated into the index."""
    m3 = {"uk_dec2024": "£269,000, +4.6% yoy (ONS, released 19 Feb 2025, provisional)",
          "london_dec2024": "£524,000, +2.1% (lowest English region in Dec 2024)",
          "scotland_dec2024": "£190,000, +6.6%"}
    s4 = res(
        (jan, "UK House Price Index: January 2025 - Office for National Statistics",
         "Average UK house prices increased by 4.9%, to £268,000, in the 12 months to January 2025 (provisional), up from 4.6% in December 2024 ...", "Mar 19, 2025"),
        (gov, "UK House Price Index for January 2025 - GOV.UK",
         "The average price of a property in the UK was £268,000. The annual price change for a property in the UK was 4.9% ...", "Mar 19, 2025"),
        ("https://www.ft.com/content/uk-house-prices-january-2025-ons", "UK house price growth accelerates ahead of stamp duty change - Financial Times",
         "Buyers rushed to complete before the April rise in stamp duty, pushing annual growth to 4.9% ...", "Mar 19, 2025"),
        (dec, "UK House Price Index: December 2024 - Office for National Statistics",
         "Average UK house prices increased by 4.6%, to £269,000, in the 12 months to December 2024 ...", "Feb 19, 2025"),
        ("https://www.theguardian.com/money/2025/mar/19/uk-house-prices-rents-ons", "UK house prices rise 4.9% while rents climb 8.1% | The Guardian",
         "The North East recorded the strongest growth, 7.6%, with London the weakest at 1.6% ...", "Mar 19, 2025"),
        ("https://propertyindustryeye.com/ons-house-price-index-january-2025/", "ONS: house prices up 4.9% annually in January - Property Industry Eye",
         "Monthly, prices fell slightly, by 0.3%, as the usual January lull set in ...", "Mar 19, 2025"),
    )
    reg_rows = "\n".join(f"| {r} | {p} | {c} |" for r, p, c in JAN25)
    p5 = """# UK House Price Index: January 2025

*Office for National Statistics · Release date: 19 March 2025 · Next release: 23 April 2025*

## Main points

- Average UK house prices increased by 4.9%, to £268,000, in the 12 months to January 2025 (provisional), up from 4.6% in the 12 months to December 2024.
- Average house prices increased to £291,000 (4.8%) in England, £207,000 (4.9%) in Wales, and £190,000 (6.8%) in Scotland, in the 12 months to January 2025.
- Northern Ireland figures are published quarterly; the latest (Quarter 4 2024) remain £185,000 (5.6%).
- The North East was the English region with the highest annual house price inflation (7.6%), and London the lowest (1.6%).

## English regions, January 2025

| Region | Average price | Annual change |
| --- | --- | --- |
""" + reg_rows + """

## Monthly change

On a non-seasonally adjusted basis, average UK house prices fell by 0.3% between December 2024 and January 2025, compared with a fall of 0.6% during the same period a year earlier (December 2023 to January 2024). Because the January 2024 fall was larger, the annual rate rose even though prices dipped this month."""
    m6 = {"uk_jan2025": "£268,000, +4.9% yoy (ONS, released 19 Mar 2025); monthly -0.3%",
          "london_jan2025": "£519,000, +1.6%"}
    p7 = """# UK House Price Index for January 2025

*From: HM Land Registry · Published 19 March 2025*

The January data shows:

- on average, house prices have fallen by 0.3% since December 2024
- there has been an annual price rise of 4.9%, which makes the average property in the UK valued at £268,000

## Property type (UK)

| Type | Average price | Annual change |
| --- | --- | --- |
| Detached | £441,000 | +5.4% |
| Semi-detached | £277,000 | +5.6% |
| Terraced | £236,000 | +5.2% |
| Flat or maisonette | £226,000 | +2.7% |

## Buyer status (UK)

| Buyer | Average price | Annual change |
| --- | --- | --- |
| First-time buyers | £226,000 | +4.5% |
| Former owner occupiers | £314,000 | +5.3% |

## Funding status (UK)

| Funding | Average price | Annual change |
| --- | --- | --- |
| Cash | £256,000 | +4.6% |
| Mortgage | £276,000 | +5.1% |

The UK HPI is calculated by the Office for National Statistics and Land & Property Services Northern Ireland. Data for the latest month are provisional; November 2024 sales volumes were 84,011 in England."""
    sorted_rows = "\n".join(f"| {i} | {r} | {p} | {c} |" for i, (r, p, c) in enumerate(sorted(JAN25, key=lambda x: -float(x[2][1:-1])), 1))
    p8 = """# UK House Price Index — Compare locations

**Period:** January 2025 · **Locations:** 9 English regions · **Sorted by:** annual % change, descending

| Rank | Location | Average price | Annual % change |
| --- | --- | --- | --- |
""" + sorted_rows + """

Figures for January 2025 are provisional. Data source: HM Land Registry, Registers of Scotland, Land & Property Services Northern Ireland and the Office for National Statistics. Download this data: CSV · JSON · Turtle (RDF)."""
    m9 = {"london_jan2025": "£519,000, +1.6% — lowest annual growth of the 9 English regions; North East highest at +7.6%"}
    s11 = res(
        ("https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/housepriceindex/february2025", "UK House Price Index: February 2025 - Office for National Statistics",
         "Average UK house prices increased by 5.4%, to £271,000, in the 12 months to February 2025 (provisional), up from 4.8% in January 2025 (revised) ...", "Apr 23, 2025"),
        ("https://www.gov.uk/government/news/uk-house-price-index-for-february-2025", "UK House Price Index for February 2025 - GOV.UK",
         "The average price of a property in the UK was £271,000. The annual price change for a property in the UK was 5.4% ...", "Apr 23, 2025"),
        ("https://www.bbc.com/news/articles/cx2ld5gz2e0o", "House prices up 5.4% as buyers beat stamp duty deadline - BBC News",
         "Prices rose at their fastest rate in more than two years in the year to February, ONS figures show ...", "Apr 23, 2025"),
        (jan, "UK House Price Index: January 2025 - Office for National Statistics",
         "Average UK house prices increased by 4.9%, to £268,000, in the 12 months to January 2025 (provisional) ...", "Mar 19, 2025"),
        ("https://www.reuters.com/world/uk/uk-house-price-growth-february-2025-04-23/", "UK house price growth hits two-year high before tax change | Reuters",
         "Annual growth of 5.4% in February, versus a revised 4.8% in January ...", "Apr 23, 2025"),
    )
    mem = {"uk_dec2024": m3["uk_dec2024"], "london_dec2024": m3["london_dec2024"], "uk_jan2025": m6["uk_jan2025"], **m9}
    rs.add("search", "h54-search-11", SYSTEM, [
        (search("ONS UK House Price Index December 2024 average price annual change"), s1),
        (extract(dec, "UK and country average prices and annual change, December 2024"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("ONS UK House Price Index January 2025 release"), s4),
        (extract(jan, "UK average price and the English regions table for January 2025"), p5),
        (memory("add", dict=m6), added(*m6)),
        (extract(gov, "Average prices by property type and buyer status, January 2025"), p7),
        (extract(cmp_url, "English regions ranked by annual change in January 2025"), p8),
        (memory("update", dict=m9), updated(*m9)),
        (memory("remove", key_list=["scotland_dec2024"]), removed("scotland_dec2024")),
        (search("ONS house price index February 2025 annual change"), s11),
        (memory("retrieve_all"), dump(mem)),
    ])


# ---------------------------------------------------------------------------------------------------------
# 12 BAD (turn 9): Climate Reanalyzer, daily sea-surface temperature (less common); the live page's update stamp goes backwards
def t12(rs: RowSet) -> None:
    cr = "https://climatereanalyzer.org/clim/sst_daily/"
    noaa = "https://www.noaa.gov/news-release/noaa-confirms-4th-global-coral-reef-bleaching-event"
    s1 = res(
        (cr, "Climate Reanalyzer - Daily Sea Surface Temperature",
         "Daily sea surface temperature from NOAA OISST v2.1 for World (60°S–60°N), North Atlantic and other domains, with 1982–2011 and 1991–2020 climatologies ...", "N/A"),
        ("https://www.washingtonpost.com/climate-environment/2024/03/04/ocean-temperatures-record-streak-year/", "Ocean temperatures have broken records every day for a year - The Washington Post",
         "For 12 months straight, global sea surface temperatures have set a daily record, according to data from the University of Maine's Climate Reanalyzer ...", "Mar 4, 2024"),
        ("https://www.bbc.com/news/science-environment-66387537", "World's oceans hit hottest temperature on record - BBC News",
         "The daily global sea surface temperature hit 20.96C on 30 July 2023, beating the 2016 record of 20.95C, according to Copernicus ...", "Aug 4, 2023"),
        ("https://www.ncei.noaa.gov/products/optimum-interpolation-sst", "Optimum Interpolation Sea Surface Temperature (OISST) v2.1 | NCEI",
         "OISST is a 0.25° daily product blending satellite, ship and buoy observations; preliminary data are available with a one-day lag ...", "N/A"),
        ("https://www.reddit.com/r/climate/comments/1b6tm3x/sea_surface_temps_daily_record_one_year_straight/", "Sea surface temps have set a daily record for one full year : r/climate",
         "Climate Reanalyzer world 60S-60N now above 21.2C. The gap to 2023 is still 0.2C+ ...", "Mar 5, 2024"),
        ("https://www.carbonbrief.org/state-of-the-climate-ocean-heat-record-2024/", "State of the climate: record ocean heat persists into 2024 - Carbon Brief",
         "Global SSTs have been at record levels since April 2023, well above what models forecast even with El Niño ...", "Feb 28, 2024"),
        ("https://climate.copernicus.eu/surface-air-temperature-february-2024", "Surface air temperature for February 2024 - Copernicus",
         "The average global SST for February 2024 over 60°S–60°N was 21.06°C, the highest value for any month in the dataset ...", "Mar 6, 2024"),
    )
    days = [("2024-03-04", "21.22", "20.96", "20.42", "+0.80"), ("2024-03-05", "21.24", "20.97", "20.42", "+0.82"),
            ("2024-03-06", "21.23", "20.98", "20.43", "+0.80"), ("2024-03-07", "21.21", "20.98", "20.43", "+0.78"),
            ("2024-03-08", "21.20", "20.99", "20.43", "+0.77"), ("2024-03-09", "21.20", "20.99", "20.44", "+0.76"),
            ("2024-03-10", "21.19", "21.00", "20.44", "+0.75")]
    table = "| Date | 2024 (°C) | 2023 (°C) | 1982–2011 mean (°C) | 2024 anomaly (°C) |\n| --- | --- | --- | --- | --- |\n" + \
        "\n".join(f"| {a} | {b} | {c} | {d} | {e} |" for a, b, c, d, e in days)

    def cr_page(stamp: str) -> str:
        return f"""# Daily Sea Surface Temperature

**Dataset:** NOAA Optimum Interpolation SST (OISST) v2.1 · 0.25° × 0.25° grid · area-weighted domain means

**Domain:** World (60°S–60°N) · **Data through:** 2024-03-10 (preliminary) · **Last updated:** {stamp}

## Latest values

{table}

## Records

| Statistic | Value |
| --- | --- |
| Highest daily value in record (since 1981-09-01) | 21.24 °C on 2024-03-05 |
| Highest daily value in 2023 | 21.10 °C on 2023-08-23 |
| Consecutive days at a record high for the date | 363 (since 2023-03-14) |

## Other domains (2024-03-10)

| Domain | SST (°C) | Anomaly vs 1982–2011 (°C) |
| --- | --- | --- |
| North Atlantic (0–60°N, 0–80°W) | 20.97 | +1.12 |
| Tropics (23.5°S–23.5°N) | 27.62 | +0.86 |
| Northern Hemisphere (0–60°N) | 19.71 | +0.93 |
| Southern Hemisphere (0–60°S) | 22.64 | +0.59 |

Climatology periods can be switched between 1982–2011 and 1991–2020 in the chart menu. Preliminary values may be revised when final OISST data are released, typically about two weeks later.

*Climate Change Institute, University of Maine.*"""
    p2 = cr_page("2024-03-12 09:14 UTC")
    m3 = {"sst_world_latest": "21.19 °C on 2024-03-10 (+0.75 vs 1982–2011), OISST v2.1 preliminary, Climate Reanalyzer",
          "sst_world_record": "21.24 °C on 2024-03-05; 2023 max 21.10 °C on 2023-08-23; 363 straight record days since 2023-03-14"}
    s4 = res(
        (noaa, "NOAA confirms 4th global coral bleaching event | National Oceanic and Atmospheric Administration",
         "Mass bleaching of coral reefs has been confirmed in at least 53 countries and territories since February 2023, and 54% of the world's reef area has experienced bleaching-level heat stress ...", "Apr 15, 2024"),
        ("https://coralreefwatch.noaa.gov/satellite/analyses_guidance/global_coral_bleaching_2023-24.php", "Global Coral Bleaching Event 2023-2024 - NOAA Coral Reef Watch",
         "Bleaching-level heat stress has been recorded in every major ocean basin: Atlantic, Pacific and Indian ...", "N/A"),
        ("https://www.nytimes.com/2024/04/15/climate/coral-reef-bleaching-global-event.html", "Coral Reefs Are Bleaching Around the World, Scientists Confirm - The New York Times",
         "The fourth global bleaching event is the second in the past decade ...", "Apr 15, 2024"),
        ("https://www.icriforum.org/4th-global-bleaching-event/", "Fourth Global Coral Bleaching Event - International Coral Reef Initiative",
         "ICRI and NOAA announced the event jointly; the previous global events occurred in 1998, 2010 and 2014–2017 ...", "Apr 15, 2024"),
        ("https://www.reuters.com/business/environment/global-coral-bleaching-event-84-reefs-2025-04-23/", "Global coral bleaching now hits 84% of reefs | Reuters",
         "A year after it was declared, the fourth global bleaching event has spread to 84% of the world's reef area in 82 countries ...", "Apr 23, 2025"),
    )
    p5 = """# NOAA confirms 4th global coral bleaching event

*April 15, 2024*

The world is currently experiencing a global coral bleaching event, the fourth on record and the second in the last 10 years, according to scientists at the National Oceanic and Atmospheric Administration (NOAA) and the International Coral Reef Initiative (ICRI).

Since February 2023, mass bleaching of coral reefs has been documented in at least 53 countries, territories and local economies, including Florida in the United States, the Caribbean, Brazil, the eastern Tropical Pacific, Australia's Great Barrier Reef, large areas of the South Pacific, the Red Sea, the Persian Gulf and the Gulf of Aden.

> "From February 2023 to April 2024, significant coral bleaching has been documented in both the Northern and Southern Hemispheres of each major ocean basin," said Derek Manzello, Ph.D., NOAA Coral Reef Watch coordinator.

## Extent

| Measure | Value |
| --- | --- |
| Reef area with bleaching-level heat stress (past year) | 54% |
| Increase in affected reef area, per week | about 1% |
| Previous global events | 1998, 2010, 2014–2017 |

NOAA's Coral Reef Watch uses satellite SST to compute Degree Heating Weeks (DHW), a measure of accumulated heat stress; DHW of 4 °C-weeks indicates likely bleaching and 8 °C-weeks likely mortality."""
    m6 = {"coral_bleaching": "4th global event confirmed 15 Apr 2024 (NOAA/ICRI); 53 countries/territories since Feb 2023; 54% of reef area at bleaching-level heat stress"}
    s7 = res(
        ("https://climate.copernicus.eu/global-climate-highlights-2023", "Global Climate Highlights 2023 | Copernicus",
         "2023 is confirmed as the warmest calendar year in global temperature data records going back to 1850, at 14.98°C, 1.48°C above the 1850–1900 pre-industrial level ...", "Jan 9, 2024"),
        ("https://www.noaa.gov/news/2023-was-worlds-warmest-year-on-record-by-far", "2023 was the world's warmest year on record, by far | NOAA",
         "Earth's average land and ocean surface temperature in 2023 was 2.12°F (1.18°C) above the 20th-century average ...", "Jan 12, 2024"),
        ("https://www.nasa.gov/news-release/nasa-analysis-confirms-2023-as-warmest-year-on-record/", "NASA Analysis Confirms 2023 as Warmest Year on Record",
         "Global temperatures in 2023 were around 2.1°F (1.2°C) above the average for NASA's baseline period (1951–1980) ...", "Jan 12, 2024"),
        ("https://www.metoffice.gov.uk/about-us/news-and-media/media-centre/press-release/2024/2023-the-warmest-year-on-record", "2023: the warmest year on record globally - Met Office",
         "HadCRUT5 gives 1.46 ± 0.12°C above pre-industrial ...", "Jan 12, 2024"),
        ("https://www.carbonbrief.org/state-of-the-climate-2023-smashes-records-for-surface-temperature-and-ocean-heat/", "State of the climate: 2023 smashes records for surface temperature and ocean heat - Carbon Brief",
         "Ocean heat content reached a record high, with the upper 2000m gaining about 15 zettajoules ...", "Jan 12, 2024"),
    )
    rs.add("search", "h54-search-12", SYSTEM, [
        (search("Climate Reanalyzer daily sea surface temperature World 60S-60N record 2024"), s1),
        (extract(cr, "Latest World 60S-60N daily SST, anomaly and the record value"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("NOAA fourth global coral bleaching event confirmed April 2024"), s4),
        (extract(noaa, "Number of countries affected and share of reef area under bleaching-level heat stress"), p5),
        (memory("add", dict=m6), added(*m6)),
        (search("Copernicus 2023 warmest year on record 1.48C above pre-industrial"), s7),
        (memory("retrieve_all"), dump({**m3, **m6})),
        (extract(cr, "Check whether a newer daily value than 2024-03-10 has been posted"), cr_page("2024-03-11 09:14 UTC")),
    ], bad=True, turn=9, kind="Re-extracting the live Climate Reanalyzer page shows 'Last updated 2024-03-11 09:14 UTC', earlier than the 2024-03-12 09:14 UTC stamp the same page showed at turn 2.")


# ---------------------------------------------------------------------------------------------------------
# 13 clean: Next Spaceflight, SpaceX launch counters (less common); the live page is read before and after a launch
def t13(rs: RowSet) -> None:
    wiki = "https://en.wikipedia.org/wiki/List_of_Falcon_9_and_Falcon_Heavy_launches_(2020%E2%80%932024)"
    nsf = "https://nextspaceflight.com/launches/?search=SpaceX"
    s1 = res(
        (wiki, "List of Falcon 9 and Falcon Heavy launches (2020–2024) - Wikipedia",
         "In 2024 SpaceX conducted 134 Falcon launches: 132 Falcon 9 and 2 Falcon Heavy. The only failure was Starlink Group 9-3 on 11 July 2024 ...", "N/A"),
        ("https://spacenews.com/spacex-launches-record-number-of-missions-in-2024/", "SpaceX sets launch record in 2024 - SpaceNews",
         "SpaceX performed 134 Falcon 9 and Falcon Heavy launches in 2024, up from 96 in 2023, plus four Starship test flights ...", "Dec 31, 2024"),
        ("https://en.wikipedia.org/wiki/2024_in_spaceflight", "2024 in spaceflight - Wikipedia",
         "2024 saw a record number of orbital launch attempts, with SpaceX responsible for more than half ...", "N/A"),
        ("https://www.space.com/spacex-2024-launch-record-falcon-9", "SpaceX launched 134 times in 2024. Here's the breakdown - Space.com",
         "89 of the missions carried Starlink satellites; Falcon 9 first stages landed successfully on all but one attempt ...", "Jan 2, 2025"),
        ("https://planet4589.org/space/stats/launch/2024.html", "Jonathan's Space Report - 2024 launch statistics",
         "Orbital launch attempts by vehicle family, 2024: Falcon 9 132, Falcon Heavy 2; Starship flights listed as suborbital ...", "N/A"),
        ("https://www.reddit.com/r/spacex/comments/1hqm6ve/spacex_2024_year_in_review/", "SpaceX 2024 year in review : r/spacex",
         "134 Falcon launches, 4 Starship flights, first booster catch on IFT-5 in October ...", "Jan 1, 2025"),
        ("https://nextspaceflight.com/launches/past/?search=SpaceX", "Past SpaceX Launches - Next Spaceflight",
         "Complete list of past SpaceX launches with vehicle, pad and mission outcome ...", "N/A"),
    )
    p2 = """# List of Falcon 9 and Falcon Heavy launches (2020–2024)

From Wikipedia, the free encyclopedia

## Launch statistics by year

| Year | Falcon 9 | Falcon Heavy | Total | Failures | Booster landings (success / attempts) |
| --- | --- | --- | --- | --- | --- |
| 2020 | 26 | 0 | 26 | 0 | 23 / 24 |
| 2021 | 31 | 0 | 31 | 0 | 31 / 31 |
| 2022 | 60 | 1 | 61 | 0 | 60 / 60 |
| 2023 | 91 | 5 | 96 | 0 | 94 / 94 |
| 2024 | 132 | 2 | 134 | 1 | 133 / 134 |

## 2024 notes

- The only launch failure in 2024 was **Starlink Group 9-3** on 11 July 2024 from Vandenberg SLC-4E: a liquid-oxygen leak on the second stage left the 20 satellites in too low an orbit and they re-entered. Falcon 9 returned to flight on 27 July 2024.
- The only landing failure was booster B1062 on 28 August 2024 (Starlink Group 8-6), which tipped over on the droneship on its 23rd flight.
- Starlink missions accounted for 89 of the 134 launches.
- Falcon Heavy flew twice: USSF-52 (X-37B OTV-7, 29 December 2023 — counted in 2023) is excluded; 2024 flights were GOES-U (25 June 2024) and Europa Clipper (14 October 2024).

Starship integrated flight tests (IFT-3 on 14 March, IFT-4 on 6 June, IFT-5 on 13 October and IFT-6 on 19 November 2024) are listed in a separate article."""
    m3 = {"spacex_2024": "134 Falcon launches in 2024 (132 F9 + 2 FH), 1 failure (Starlink 9-3, 11 Jul 2024); plus 4 Starship test flights (separate list)"}
    s4 = res(
        (nsf, "SpaceX Launches - Next Spaceflight",
         "Upcoming SpaceX launches: Crew-10 (Falcon 9, LC-39A), Starlink Group 12-21, Starlink Group 11-13, NROL-69, Fram2 ...", "N/A"),
        ("https://www.nasa.gov/blogs/commercialcrew/2025/03/12/nasa-spacex-stand-down-crew-10-launch/", "NASA, SpaceX Stand Down from Crew-10 Launch Attempt - Commercial Crew Program",
         "Teams called off the March 12 attempt due to a hydraulic system issue with a ground support clamp arm for Falcon 9 ...", "Mar 12, 2025"),
        ("https://www.nasa.gov/news-release/nasa-spacex-set-crew-10-launch-date/", "NASA, SpaceX Target March 14 for Crew-10 Launch",
         "Liftoff is targeted for 7:03 p.m. EDT Friday, March 14, from Launch Complex 39A at Kennedy Space Center ...", "Mar 13, 2025"),
        ("https://www.rocketlaunch.live/?filter=spacex", "SpaceX Launch Schedule - RocketLaunch.Live",
         "Next: Falcon 9 • Crew-10 • Mar 14 23:03 UTC • Kennedy Space Center ...", "N/A"),
        ("https://spaceflightnow.com/launch-schedule/", "Launch Schedule - Spaceflight Now",
         "March 14: Falcon 9 • Crew-10. March 15: Falcon 9 • Starlink 12-21 ...", "N/A"),
        ("https://www.reddit.com/r/spacex/comments/1j9x3kq/crew10_launch_thread/", "Crew-10 Launch Thread : r/spacex",
         "Weather 95% go for Friday's attempt. Previous try scrubbed for GSE clamp arm hydraulics ...", "Mar 13, 2025"),
    )
    upcoming_a = """| Mission | Vehicle | Pad | NET (UTC) | Status |
| --- | --- | --- | --- | --- |
| Crew-10 | Falcon 9 Block 5 · Dragon C210 Endurance | LC-39A, Kennedy Space Center | Mar 14, 2025 23:03 | Go · T-03:23:12 · scrubbed Mar 12 (GSE clamp arm hydraulics) |
| Starlink Group 12-21 | Falcon 9 Block 5 | SLC-40, Cape Canaveral SFS | Mar 15, 2025 16:02 | Go |
| Starlink Group 11-13 | Falcon 9 Block 5 | SLC-4E, Vandenberg SFB | Mar 15, 2025 22:30 | TBC |
| NROL-69 | Falcon 9 Block 5 | SLC-40, Cape Canaveral SFS | Mar 24, 2025 | TBD |
| Fram2 | Falcon 9 Block 5 · Dragon C207 Resilience | LC-39A, Kennedy Space Center | Mar 31, 2025 | TBD |"""
    recent_a = """| Mission | Vehicle | Pad | Date (UTC) | Result |
| --- | --- | --- | --- | --- |
| SPHEREx & PUNCH | Falcon 9 Block 5 | SLC-4E, Vandenberg SFB | Mar 12, 2025 03:10 | Success |
| Starlink Group 12-20 | Falcon 9 Block 5 | SLC-40, Cape Canaveral SFS | Mar 10, 2025 11:53 | Success |
| Starship Flight 8 | Starship | OLP-1, Starbase | Mar 6, 2025 23:30 | Failure (ship lost during ascent burn) |
| Starlink Group 12-18 | Falcon 9 Block 5 | SLC-40, Cape Canaveral SFS | Mar 3, 2025 02:24 | Success |"""
    p5 = f"""# SpaceX Launches

**Page generated:** Mar 14, 2025 19:40 UTC

| Counter | 2025 |
| --- | --- |
| SpaceX launches | 29 |
| Falcon 9 | 27 |
| Starship | 2 |
| Falcon Heavy | 0 |

## Upcoming

{upcoming_a}

## Recent

{recent_a}

Times are shown in UTC. NET = No Earlier Than."""
    m6 = {"spacex_2025_count": "29 as of 14 Mar 2025 19:40 UTC (Falcon 9 27, Starship 2); Crew-10 pending, NET 14 Mar 23:03 UTC"}
    upcoming_b = """| Mission | Vehicle | Pad | NET (UTC) | Status |
| --- | --- | --- | --- | --- |
| Starlink Group 12-21 | Falcon 9 Block 5 | SLC-40, Cape Canaveral SFS | Mar 16, 2025 15:40 | Go · slipped from Mar 15 |
| Starlink Group 11-13 | Falcon 9 Block 5 | SLC-4E, Vandenberg SFB | Mar 15, 2025 22:30 | Go |
| NROL-69 | Falcon 9 Block 5 | SLC-40, Cape Canaveral SFS | Mar 24, 2025 | TBD |
| Fram2 | Falcon 9 Block 5 · Dragon C207 Resilience | LC-39A, Kennedy Space Center | Mar 31, 2025 | TBD |"""
    recent_b = "| Mission | Vehicle | Pad | Date (UTC) | Result |\n| --- | --- | --- | --- | --- |\n" + \
        "| Crew-10 | Falcon 9 Block 5 · Dragon C210 Endurance | LC-39A, Kennedy Space Center | Mar 14, 2025 23:03 | Success · Dragon in orbit, ISS docking Mar 16 ~04:30 |\n" + \
        "\n".join(recent_a.split("\n")[2:])
    p7 = f"""# SpaceX Launches

**Page generated:** Mar 15, 2025 00:12 UTC

| Counter | 2025 |
| --- | --- |
| SpaceX launches | 30 |
| Falcon 9 | 28 |
| Starship | 2 |
| Falcon Heavy | 0 |

## Upcoming

{upcoming_b}

## Recent

{recent_b}

Times are shown in UTC. NET = No Earlier Than."""
    m8 = {"spacex_2025_count": "30 as of 15 Mar 2025 00:12 UTC (Falcon 9 28, Starship 2) after Crew-10 launched 14 Mar 23:03 UTC"}
    rs.add("search", "h54-search-13", SYSTEM, [
        (search("SpaceX launches 2024 total Falcon 9 Falcon Heavy record year"), s1),
        (extract(wiki, "Number of Falcon launches and failures in 2024"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Next Spaceflight SpaceX upcoming launches Crew-10 March 2025"), s4),
        (extract(nsf, "SpaceX launch counters for 2025 and the upcoming schedule"), p5),
        (memory("add", dict=m6), added(*m6)),
        (extract(nsf, "Did Crew-10 launch, and the updated 2025 counters"), p7),
        (memory("update", dict=m8), updated(*m8)),
    ])


# ---------------------------------------------------------------------------------------------------------
# 14 BAD (turn 10): C&EN, 2022 Chemistry Nobel (less common); re-extraction changes a count in the article
def t14(rs: RowSet) -> None:
    cen = "https://cen.acs.org/people/nobel-prize/Click-chemistry-pioneers-win-2022-Nobel-Prize-in-Chemistry/100/i36"
    npr = "https://www.nobelprize.org/prizes/chemistry/2022/press-release/"
    s1 = res(
        (cen, "Click chemistry pioneers win 2022 Nobel Prize in Chemistry | C&EN",
         "Carolyn Bertozzi, Morten Meldal and K. Barry Sharpless share the prize; Sharpless becomes only the fifth person to win two Nobel Prizes ...", "Oct 5, 2022"),
        (npr, "Press release: The Nobel Prize in Chemistry 2022 - NobelPrize.org",
         "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2022 to Carolyn R. Bertozzi, Morten Meldal and K. Barry Sharpless \"for the development of click chemistry and bioorthogonal chemistry\" ...", "Oct 5, 2022"),
        ("https://www.chemistryworld.com/news/click-chemistry-scoops-2022-nobel-prize/4016343.article", "Click chemistry scoops 2022 Nobel prize | Chemistry World",
         "The copper-catalysed azide–alkyne cycloaddition, discovered independently by Meldal and Sharpless, has become one of the most widely used reactions ...", "Oct 5, 2022"),
        ("https://www.nature.com/articles/d41586-022-03087-2", "Chemistry Nobel goes to developers of click chemistry - Nature",
         "Bertozzi adapted click reactions to work inside living organisms without disrupting their chemistry ...", "Oct 5, 2022"),
        ("https://news.stanford.edu/stories/2022/10/carolyn-bertozzi-wins-nobel-prize-chemistry", "Carolyn Bertozzi wins 2022 Nobel Prize in Chemistry | Stanford Report",
         "Bertozzi, the Anne T. and Robert M. Bass Professor in the School of Humanities and Sciences, shares the prize ...", "Oct 5, 2022"),
        ("https://news.ku.dk/all_news/2022/10/morten-meldal-receives-the-nobel-prize-in-chemistry/", "Morten Meldal receives the Nobel Prize in Chemistry - University of Copenhagen",
         "Professor Morten Meldal from the Department of Chemistry is awarded the Nobel Prize for the CuAAC click reaction ...", "Oct 5, 2022"),
        ("https://www.scripps.edu/news-and-events/press-room/2022/20221005-sharpless-nobel.html", "Scripps Research chemist K. Barry Sharpless wins second Nobel Prize",
         "Sharpless previously shared the 2001 Nobel Prize in Chemistry for his work on chirally catalysed oxidation reactions ...", "Oct 5, 2022"),
        ("https://www.reddit.com/r/chemistry/comments/xw2g0n/2022_nobel_prize_in_chemistry_click_chemistry/", "2022 Nobel Prize in Chemistry: click chemistry : r/chemistry",
         "Finally! CuAAC is in every med chem lab. Sharpless with two Nobels now ...", "Oct 5, 2022"),
    )
    p2 = """# Click chemistry pioneers win 2022 Nobel Prize in Chemistry

*Chemical & Engineering News · Volume 100, Issue 36 · October 5, 2022 · by Bethany Halford*

Carolyn R. Bertozzi of Stanford University, Morten Meldal of the University of Copenhagen and K. Barry Sharpless of Scripps Research share this year's Nobel Prize in Chemistry "for the development of click chemistry and bioorthogonal chemistry." Each receives one-third of the 10 million Swedish kronor prize.

## A second prize for Sharpless

Sharpless, who shared the 2001 chemistry prize for chirally catalysed oxidation reactions, becomes only the fifth person to win two Nobel Prizes, and the second to win two in chemistry, after Frederick Sanger (1958 and 1980). The others with two prizes are Marie Curie (physics 1903, chemistry 1911), Linus Pauling (chemistry 1954, peace 1962) and John Bardeen (physics 1956 and 1972).

## From idea to reaction

Sharpless coined the term "click chemistry" around 2000 for reactions that snap molecular building blocks together quickly and cleanly. In 2002, Meldal and Sharpless independently published the copper-catalysed azide–alkyne cycloaddition (CuAAC): Meldal's group in *The Journal of Organic Chemistry*, working on peptides on solid supports, and Sharpless's group with Valery Fokin in *Angewandte Chemie*.

## Into living cells

Bertozzi took click chemistry into living organisms. Because copper is toxic to cells, in 2004 her lab reported a copper-free, strain-promoted azide–alkyne cycloaddition (SPAAC) using cyclooctynes. She coined the term "bioorthogonal" for reactions that proceed inside living systems without interfering with their normal chemistry. Bertozzi is the eighth woman to win the chemistry prize.

| Laureate | Affiliation | Key contribution |
| --- | --- | --- |
| Carolyn R. Bertozzi | Stanford University, USA | Bioorthogonal chemistry; SPAAC (2004) |
| Morten Meldal | University of Copenhagen, Denmark | CuAAC on solid phase (2002) |
| K. Barry Sharpless | Scripps Research, La Jolla, USA | Click chemistry concept; CuAAC (2002) |"""
    m3 = {"laureates": "Carolyn Bertozzi (Stanford), Morten Meldal (U Copenhagen), K. Barry Sharpless (Scripps) — 1/3 each",
          "sharpless_double": "Sharpless: 5th person ever with two Nobels; 2nd with two chemistry prizes (after Sanger); first prize 2001",
          "bertozzi_note": "8th woman to win chemistry; SPAAC copper-free click (2004), coined 'bioorthogonal'"}
    s4 = res(
        ("https://pubs.acs.org/doi/10.1021/ja044996f", "A Strain-Promoted [3 + 2] Azide−Alkyne Cycloaddition for Covalent Modification of Biomolecules in Living Systems | JACS",
         "Agard, N. J.; Prescher, J. A.; Bertozzi, C. R. J. Am. Chem. Soc. 2004, 126, 15046–15047 ...", "Nov 4, 2004"),
        (npr, "Press release: The Nobel Prize in Chemistry 2022 - NobelPrize.org",
         "Carolyn Bertozzi took click chemistry to a new level. To map important but elusive biomolecules on the surface of cells, she developed click reactions that work inside living organisms ...", "Oct 5, 2022"),
        ("https://en.wikipedia.org/wiki/Bioorthogonal_chemistry", "Bioorthogonal chemistry - Wikipedia",
         "The term bioorthogonal chemistry was coined by Carolyn R. Bertozzi in 2003 ...", "N/A"),
        ("https://www.science.org/doi/10.1126/science.1131826", "Copper-free click chemistry for dynamic in vivo imaging | Science",
         "Baskin et al. 2007 describe difluorinated cyclooctyne (DIFO) reagents for labeling glycans in live cells ...", "Oct 23, 2007"),
        ("https://en.wikipedia.org/wiki/Carolyn_Bertozzi", "Carolyn Bertozzi - Wikipedia",
         "Carolyn Ruth Bertozzi (born October 10, 1966) is an American chemist and Nobel laureate ... Stanford University ...", "N/A"),
    )
    p5 = """# Press release: The Nobel Prize in Chemistry 2022

*5 October 2022*

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2022 to

**Carolyn R. Bertozzi**, Stanford University, Stanford, CA, USA

**Morten Meldal**, University of Copenhagen, Denmark

**K. Barry Sharpless**, Scripps Research, La Jolla, CA, USA

*"for the development of click chemistry and bioorthogonal chemistry"*

## It just says click – and the molecules are coupled together

The Nobel Prize in Chemistry 2022 is about making difficult processes easier. Barry Sharpless and Morten Meldal have laid the foundation for a functional form of chemistry – click chemistry – in which molecular building blocks snap together quickly and efficiently. Carolyn Bertozzi has taken click chemistry to a new dimension and started utilising it in living organisms.

Barry Sharpless – who is being awarded his second Nobel Prize in Chemistry – started the ball rolling. Around the year 2000, he coined the concept of click chemistry. Shortly afterwards, Morten Meldal and Barry Sharpless – independently of each other – presented what is now the crown jewel of click chemistry: the copper catalysed azide-alkyne cycloaddition.

Carolyn Bertozzi developed click reactions that work inside living organisms. Her bioorthogonal reactions take place without disrupting the normal chemistry of the cell.

Prize amount: 10 million Swedish kronor, to be shared equally between the Laureates."""
    m6 = {"motivation": "for the development of click chemistry and bioorthogonal chemistry",
          "prize_amount": "SEK 10 million (2022), shared equally"}
    s7 = res(
        ("https://pubs.acs.org/doi/10.1021/jo011148j", "Peptidotriazoles on Solid Phase: [1,2,3]-Triazoles by Regiospecific Copper(I)-Catalyzed 1,3-Dipolar Cycloadditions of Terminal Alkynes to Azides | J. Org. Chem.",
         "Tornøe, C. W.; Christensen, C.; Meldal, M. J. Org. Chem. 2002, 67, 3057–3064 ...", "Apr 3, 2002"),
        ("https://onlinelibrary.wiley.com/doi/10.1002/1521-3773(20020715)41:14%3C2596::AID-ANIE2596%3E3.0.CO;2-4", "A Stepwise Huisgen Cycloaddition Process: Copper(I)-Catalyzed Regioselective Ligation of Azides and Terminal Alkynes | Angewandte Chemie",
         "Rostovtsev, V. V.; Green, L. G.; Fokin, V. V.; Sharpless, K. B. Angew. Chem. Int. Ed. 2002, 41, 2596–2599 ...", "Jul 15, 2002"),
        ("https://en.wikipedia.org/wiki/Azide-alkyne_Huisgen_cycloaddition", "Azide-alkyne Huisgen cycloaddition - Wikipedia",
         "The copper(I)-catalysed variant (CuAAC) was reported independently in 2002 by Morten Meldal at the Carlsberg Laboratory and by Fokin and Sharpless at Scripps ...", "N/A"),
        ("https://news.ku.dk/all_news/2022/10/morten-meldal-receives-the-nobel-prize-in-chemistry/", "Morten Meldal receives the Nobel Prize in Chemistry - University of Copenhagen",
         "Meldal discovered the reaction while working at the Carlsberg Laboratory, before joining the University of Copenhagen ...", "Oct 5, 2022"),
        ("https://www.chemistryworld.com/news/click-chemistry-scoops-2022-nobel-prize/4016343.article", "Click chemistry scoops 2022 Nobel prize | Chemistry World",
         "Meldal's paper was submitted in 2001 but published in 2002, a few months before Sharpless's ...", "Oct 5, 2022"),
    )
    m8 = {"laureates": "Carolyn Bertozzi (Stanford), Morten Meldal (U Copenhagen; CuAAC found at Carlsberg Laboratory, JOC 2002), K. Barry Sharpless (Scripps; CuAAC with Fokin, Angew 2002) — 1/3 each"}
    s9 = res(
        ("https://www.nobelprize.org/prizes/chemistry/2001/summary/", "The Nobel Prize in Chemistry 2001 - NobelPrize.org",
         "William S. Knowles and Ryoji Noyori \"for their work on chirally catalysed hydrogenation reactions\" and K. Barry Sharpless \"for his work on chirally catalysed oxidation reactions\" ...", "N/A"),
        ("https://en.wikipedia.org/wiki/K._Barry_Sharpless", "K. Barry Sharpless - Wikipedia",
         "Karl Barry Sharpless (born April 28, 1941) is an American chemist ... He won a share of the 2001 Nobel Prize and a second one in 2022 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Sharpless_epoxidation", "Sharpless epoxidation - Wikipedia",
         "The Sharpless epoxidation is an enantioselective reaction to prepare 2,3-epoxyalcohols from primary and secondary allylic alcohols ...", "N/A"),
        ("https://www.nobelprize.org/prizes/facts/facts-on-the-nobel-prize-in-chemistry/", "Facts on the Nobel Prize in Chemistry - NobelPrize.org",
         "Frederick Sanger and Barry Sharpless have been awarded the Nobel Prize in Chemistry twice ...", "N/A"),
        ("https://www.chemistryworld.com/news/sharpless-second-nobel/4016350.article", "Sharpless joins exclusive two-Nobel club | Chemistry World",
         "He joins Marie Curie, Linus Pauling, John Bardeen and Frederick Sanger ...", "Oct 5, 2022"),
    )
    p10 = """# Click chemistry pioneers win 2022 Nobel Prize in Chemistry

*Chemical & Engineering News · Volume 100, Issue 36 · October 5, 2022 · by Bethany Halford*

## A second prize for Sharpless

Sharpless, who shared the 2001 chemistry prize for chirally catalysed oxidation reactions, becomes only the fourth person to win two Nobel Prizes, and the second to win two in chemistry, after Frederick Sanger (1958 and 1980). The others with two prizes are Marie Curie (physics 1903, chemistry 1911), Linus Pauling (chemistry 1954, peace 1962) and John Bardeen (physics 1956 and 1972).

> "I'm really quite surprised," Sharpless told C&EN by phone from his home in La Jolla, where it was 2 a.m. when the Nobel committee called. "I thought the first one was plenty."

Sharpless, now 81, shared the 2001 prize with William S. Knowles and Ryoji Noyori. His lab's asymmetric epoxidation and dihydroxylation reactions remain standard tools in synthesis."""
    rs.add("search", "h54-search-14", SYSTEM, [
        (search("2022 Nobel Prize chemistry click chemistry C&EN Sharpless second Nobel"), s1),
        (extract(cen, "Laureates, affiliations, prize share and what makes Sharpless's prize notable"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Bertozzi strain-promoted azide-alkyne cycloaddition 2004 bioorthogonal"), s4),
        (extract(npr, "Official motivation, affiliations and prize amount"), p5),
        (memory("add", dict=m6), added(*m6)),
        (search("Meldal CuAAC 2002 Journal of Organic Chemistry Sharpless Fokin Angewandte"), s7),
        (memory("update", dict=m8), updated(*m8)),
        (search("Sharpless 2001 Nobel chirally catalysed oxidation Knowles Noyori"), s9),
        (extract(cen, "What the article says about Sharpless's two Nobel Prizes"), p10),
        (memory("retrieve", key_list=["sharpless_double"]), got({"sharpless_double": m3["sharpless_double"]})),
    ], bad=True, turn=10, kind="Re-extracted C&EN article says Sharpless is the fourth person to win two Nobels while naming four earlier double laureates; at turn 2 the same article said fifth.")


# ---------------------------------------------------------------------------------------------------------
# 15 clean: ClinicalTrials.gov, SELECT semaglutide trial (less common); current record vs record history
def t15(rs: RowSet) -> None:
    ct = "https://clinicaltrials.gov/study/NCT03574597"
    hist = "https://clinicaltrials.gov/study/NCT03574597?tab=history"
    nejm = "https://www.nejm.org/doi/full/10.1056/NEJMoa2307563"
    s1 = res(
        (ct, "Semaglutide Effects on Heart Disease and Stroke in Patients With Overweight or Obesity (SELECT) | ClinicalTrials.gov",
         "NCT03574597. Sponsor: Novo Nordisk A/S. Status: Completed. Study type: Interventional. Phase: Phase 3. Enrollment: 17604 (Actual) ...", "N/A"),
        (nejm, "Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes | NEJM",
         "A primary cardiovascular end-point event occurred in 569 of the 8803 patients (6.5%) in the semaglutide group and in 701 of the 8801 patients (8.0%) in the placebo group ...", "Nov 11, 2023"),
        ("https://www.novonordisk.com/news-and-media/news-and-ir-materials/news-details.html?id=166301", "Semaglutide 2.4 mg reduces the risk of major adverse cardiovascular events by 20% - Novo Nordisk",
         "The SELECT trial achieved its primary endpoint by demonstrating a statistically significant and superior reduction in MACE of 20% ...", "Aug 8, 2023"),
        ("https://www.ahjonline.com/article/S0002-8703(22)00231-6/fulltext", "Baseline characteristics of the SELECT trial - American Heart Journal",
         "Lincoff AM et al. The trial enrolled 17,604 participants at 804 sites in 41 countries between October 2018 and March 2021 ...", "Dec 22, 2022"),
        ("https://en.wikipedia.org/wiki/Semaglutide", "Semaglutide - Wikipedia",
         "In the SELECT trial, semaglutide reduced major adverse cardiovascular events by 20% in people with cardiovascular disease and overweight or obesity without diabetes ...", "N/A"),
        ("https://www.tctmd.com/news/select-semaglutide-cuts-mace-obesity-without-diabetes", "SELECT: Semaglutide Cuts MACE by 20% in Obesity Without Diabetes | TCTMD",
         "Presented at AHA 2023, the trial followed patients for a mean of 39.8 months ...", "Nov 11, 2023"),
    )
    p2 = """# Semaglutide Effects on Heart Disease and Stroke in Patients With Overweight or Obesity (SELECT)

**ClinicalTrials.gov ID:** NCT03574597 · **Sponsor:** Novo Nordisk A/S · **Information provided by:** Novo Nordisk A/S (Responsible Party)

**Last Update Posted:** 2024-03-11

## Study Overview

This study will look at how semaglutide may reduce the risk of having cardiovascular events in patients with established cardiovascular disease and overweight or obesity, compared to placebo. Participants will either get semaglutide or placebo (a "dummy" medicine) once weekly as a subcutaneous injection.

## Study Details

| Field | Value |
| --- | --- |
| Overall Status | Completed |
| Study Type | Interventional |
| Phase | Phase 3 |
| Allocation | Randomized |
| Masking | Quadruple (Participant, Care Provider, Investigator, Outcomes Assessor) |
| Enrollment | 17604 (Actual) |
| Study Start (Actual) | 2018-10-24 |
| Primary Completion (Actual) | 2023-06-27 |
| Study Completion (Actual) | 2023-06-27 |
| First Submitted | 2018-06-25 |
| First Posted | 2018-07-03 |
| Last Update Submitted | 2024-03-06 |
| Locations | 804 sites in 41 countries |

## Arms and Interventions

| Arm | Intervention |
| --- | --- |
| Experimental: Semaglutide | Semaglutide 2.4 mg s.c. once weekly, dose escalated over 16 weeks |
| Placebo Comparator: Placebo | Placebo s.c. once weekly |

## Primary Outcome Measure

Time from randomisation to first occurrence of a composite endpoint consisting of cardiovascular death, non-fatal myocardial infarction, or non-fatal stroke [Time Frame: From randomisation (week 0) to end of study (up to 59 months)]

## Eligibility

Ages 45 and older; BMI ≥ 27 kg/m²; established cardiovascular disease (prior MI, prior stroke, or symptomatic PAD); no history of type 1 or type 2 diabetes; HbA1c < 6.5%."""
    m3 = {"nct": "NCT03574597 (SELECT), sponsor Novo Nordisk, Phase 3, Completed",
          "enrollment": "17,604 (actual)",
          "dates": "start 2018-10-24; primary completion 2023-06-27; last update posted 2024-03-11"}
    s4 = res(
        (nejm, "Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes | NEJM",
         "Lincoff AM, Brown-Frandsen K, Colhoun HM, et al. N Engl J Med 2023;389:2221-2232. Hazard ratio 0.80; 95% CI, 0.72 to 0.90; P<0.001 ...", "Nov 11, 2023"),
        ("https://www.acc.org/latest-in-cardiology/clinical-trials/2023/11/10/22/41/select", "Semaglutide Effects on Cardiovascular Outcomes in People With Overweight or Obesity - SELECT | ACC",
         "Primary outcome: 6.5% vs 8.0%; nonfatal MI 2.7% vs 3.7%; all-cause death 4.3% vs 5.2% ...", "Nov 11, 2023"),
        ("https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(24)00853-0/fulltext", "SELECT secondary analysis of weight loss over 4 years | The Lancet",
         "Mean weight loss at week 208 was 10.2% with semaglutide versus 1.5% with placebo ...", "May 13, 2024"),
        ("https://www.medscape.com/viewarticle/998104", "SELECT: Semaglutide Cuts CV Events by 20% in Nondiabetic Obesity - Medscape",
         "Adverse events leading to discontinuation occurred in 16.6% of the semaglutide group and 8.2% of the placebo group ...", "Nov 11, 2023"),
    )
    p5 = """# Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes

*A. Michael Lincoff, Kirstine Brown-Frandsen, Helen M. Colhoun, et al., for the SELECT Trial Investigators*

*N Engl J Med 2023;389:2221-2232 · DOI: 10.1056/NEJMoa2307563 · Published November 11, 2023*

## Abstract

**Background** Semaglutide, a glucagon-like peptide-1 receptor agonist, has been shown to reduce the risk of adverse cardiovascular events in patients with diabetes. Whether semaglutide can reduce cardiovascular risk associated with overweight and obesity in the absence of diabetes is unknown.

**Methods** In a multicenter, double-blind, randomized, placebo-controlled, event-driven superiority trial, we enrolled patients 45 years of age or older who had preexisting cardiovascular disease and a body-mass index of 27 or greater but no history of diabetes. Patients were randomly assigned in a 1:1 ratio to receive once-weekly subcutaneous semaglutide at a dose of 2.4 mg or placebo. The primary cardiovascular end point was a composite of death from cardiovascular causes, nonfatal myocardial infarction, or nonfatal stroke in a time-to-first-event analysis.

**Results** A total of 17,604 patients were enrolled; 8803 were assigned to receive semaglutide and 8801 to receive placebo. The mean (±SD) duration of exposure to semaglutide or placebo was 34.2±13.7 months, and the mean duration of follow-up was 39.8±9.4 months. A primary cardiovascular end-point event occurred in 569 of the 8803 patients (6.5%) in the semaglutide group and in 701 of the 8801 patients (8.0%) in the placebo group (hazard ratio, 0.80; 95% confidence interval, 0.72 to 0.90; P<0.001). Adverse events leading to permanent discontinuation of the trial product occurred in 1461 patients (16.6%) in the semaglutide group and 718 patients (8.2%) in the placebo group (P<0.001).

**Conclusions** In patients with preexisting cardiovascular disease and overweight or obesity but without diabetes, weekly subcutaneous semaglutide at a dose of 2.4 mg was superior to placebo in reducing the incidence of death from cardiovascular causes, nonfatal myocardial infarction, or nonfatal stroke at a mean follow-up of 39.8 months. (Funded by Novo Nordisk; SELECT ClinicalTrials.gov number, NCT03574597.)"""
    m6 = {"primary_result": "MACE 569/8803 (6.5%) vs 701/8801 (8.0%), HR 0.80 (95% CI 0.72–0.90), P<0.001; mean follow-up 39.8 mo (NEJM 2023;389:2221)"}
    p7 = """# Record History: NCT03574597

**Study:** Semaglutide Effects on Heart Disease and Stroke in Patients With Overweight or Obesity (SELECT)

Showing 8 versions. Select two versions to compare.

| Version | Submitted Date | Changes |
| --- | --- | --- |
| 1 | 2018-06-25 | None (earliest version on record) — Overall Status: Not yet recruiting; Enrollment: 17500 (Estimated); Study Start: 2018-10 (Anticipated) |
| 2 | 2018-10-31 | Recruitment Status, Study Status, Contacts/Locations — Overall Status: Recruiting; Study Start: 2018-10-24 (Actual) |
| 3 | 2019-07-18 | Contacts/Locations, Study Status |
| 4 | 2020-06-02 | Outcome Measures, Study Design, Study Status |
| 5 | 2021-03-31 | Recruitment Status, Enrollment, Study Status — Overall Status: Active, not recruiting; Enrollment: 17604 (Actual) |
| 6 | 2022-09-14 | Contacts/Locations, Study Status |
| 7 | 2023-08-09 | Recruitment Status, Study Status — Overall Status: Completed; Primary Completion: 2023-06-27 (Actual) |
| 8 | 2024-03-06 | References, Study Status — citation added: Lincoff AM et al. N Engl J Med 2023;389:2221-2232 |

Version dates are the dates the sponsor submitted each update; a version appears on ClinicalTrials.gov after QC review (for version 8, posted 2024-03-11)."""
    m8 = {"enrollment": "17,604 actual (8,803 semaglutide / 8,801 placebo); v1 (2018-06-25) estimated 17,500; actual first recorded in v5 (2021-03-31)"}
    s9 = res(
        ("https://www.fda.gov/news-events/press-announcements/fda-approves-first-treatment-reduce-risk-serious-heart-problems-specifically-adults-obesity-or", "FDA Approves First Treatment to Reduce Risk of Serious Heart Problems Specifically in Adults with Obesity or Overweight | FDA",
         "Today, the U.S. Food and Drug Administration approved the injectable Wegovy (semaglutide) to reduce the risk of cardiovascular death, heart attack, and stroke in adults with cardiovascular disease and either obesity or overweight ...", "Mar 8, 2024"),
        ("https://www.novonordisk-us.com/media/news-archive/news-details.html?id=166371", "Wegovy® approved in the US as first medication to reduce the risk of major adverse cardiovascular events in adults with obesity or overweight - Novo Nordisk",
         "The label update is based on the SELECT trial, in which Wegovy reduced MACE by 20% ...", "Mar 8, 2024"),
        ("https://www.ema.europa.eu/en/medicines/human/EPAR/wegovy", "Wegovy | European Medicines Agency",
         "Product information updated to include SELECT cardiovascular outcomes data ...", "N/A"),
        ("https://www.statnews.com/2024/03/08/wegovy-heart-approval-fda-medicare/", "FDA approval of Wegovy for heart risk opens door to Medicare coverage - STAT",
         "Because the new indication is not weight loss, Medicare Part D plans may now cover Wegovy for eligible patients ...", "Mar 8, 2024"),
    )
    m10 = {"fda_cv_indication": "Wegovy approved for CV risk reduction 8 Mar 2024 (based on SELECT)"}
    mem = {"nct": m3["nct"], "enrollment": m8["enrollment"], "dates": m3["dates"], **m6, **m10}
    rs.add("search", "h54-search-15", SYSTEM, [
        (search("SELECT trial semaglutide cardiovascular outcomes NCT03574597"), s1),
        (extract(ct, "Status, enrollment, key dates and primary outcome of the trial"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("SELECT trial NEJM 2023 MACE hazard ratio 0.80 semaglutide"), s4),
        (extract(nejm, "Primary endpoint results, numbers randomised and follow-up"), p5),
        (memory("add", dict=m6), added(*m6)),
        (extract(hist, "How enrollment and status changed across record versions"), p7),
        (memory("update", dict=m8), updated(*m8)),
        (search("FDA approves Wegovy cardiovascular risk reduction March 2024"), s9),
        (memory("add", dict=m10), added(*m10)),
        (memory("retrieve_all"), dump(mem)),
    ])


# ---------------------------------------------------------------------------------------------------------
# 16 clean: heise online, Intel Magdeburg fab (less common); the status legitimately moves over time
def t16(rs: RowSet) -> None:
    h24 = "https://www.heise.de/news/Intel-verschiebt-Chipfabriken-in-Magdeburg-und-Polen-um-zwei-Jahre-9871823.html"
    h25 = "https://www.heise.de/news/Intel-beerdigt-Chipfabrik-in-Magdeburg-endgueltig-10497621.html"
    s1 = res(
        (h24, "Intel verschiebt Chipfabriken in Magdeburg und Polen um zwei Jahre | heise online",
         "Intel-Chef Pat Gelsinger kündigt in einem Memo an, die Projekte in Deutschland und Polen um voraussichtlich etwa zwei Jahre zu pausieren ...", "Sep 17, 2024"),
        ("https://www.intel.com/content/www/us/en/newsroom/news/sept-2024-update-from-pat-gelsinger.html", "A Message from Intel CEO Pat Gelsinger to Employees - Intel Newsroom",
         "We will pause our projects in Poland and Germany by approximately two years based on anticipated market demand ...", "Sep 16, 2024"),
        ("https://www.mdr.de/nachrichten/sachsen-anhalt/magdeburg/magdeburg/intel-ansiedlung-vertrag-unterzeichnet-100.html", "Intel und Bund unterzeichnen Vertrag: 30 Milliarden Euro für Magdeburg | MDR.DE",
         "Die Investition steigt von 17 auf 30 Milliarden Euro, der Bund fördert das Vorhaben mit 9,9 Milliarden Euro ...", "Jun 19, 2023"),
        ("https://www.heise.de/news/Intel-baut-Chipfabrik-in-Magdeburg-fuer-17-Milliarden-Euro-6583344.html", "Intel baut Chipfabrik in Magdeburg für 17 Milliarden Euro | heise online",
         "Am Standort Eulenberg sollen ab 2027 zwei Halbleiterwerke entstehen ...", "Mar 15, 2022"),
        ("https://www.volksstimme.de/lokal/magdeburg/intel-magdeburg-aktueller-stand", "Intel in Magdeburg: Der aktuelle Stand | Volksstimme",
         "Die Baugenehmigung liegt vor, doch auf dem Gelände am Eulenberg passiert derzeit wenig ...", "Feb 3, 2025"),
        ("https://www.golem.de/news/chipfabrik-intel-magdeburg-2409-188912.html", "Chipfabrik: Intel legt Magdeburg auf Eis - Golem.de",
         "Die Fab 29 sollte eigentlich 2027 die Produktion aufnehmen ...", "Sep 17, 2024"),
        ("https://www.reddit.com/r/de/comments/1fijz2y/intel_verschiebt_magdeburg/", "Intel verschiebt Magdeburg : r/de",
         "Zwei Jahre heißt in Konzernsprache meistens nie ...", "Sep 17, 2024"),
    )
    p2 = """# Intel verschiebt Chipfabriken in Magdeburg und Polen um zwei Jahre

*heise online · 17.09.2024 08:12 Uhr · Von Mark Mantel*

Intel pausiert den Bau seiner geplanten Halbleiterwerke in Magdeburg sowie des Montage- und Testwerks im polnischen Miękinia. Das geht aus einem Memo von Intel-Chef Pat Gelsinger an die Belegschaft hervor, das die Firma am Montagabend veröffentlicht hat. Die Projekte sollen „um voraussichtlich etwa zwei Jahre" verschoben werden, abhängig von der Marktnachfrage.

## Die Eckdaten des Projekts

| Merkmal | Wert |
| --- | --- |
| Standort | Eulenberg, Magdeburg (Sachsen-Anhalt) |
| Werke | Fab 29.1 und Fab 29.2 |
| Angekündigt | 15. März 2022 (17 Mrd. Euro) |
| Vertrag mit dem Bund | 19. Juni 2023 (30 Mrd. Euro Investition) |
| Zugesagte Förderung | 9,9 Mrd. Euro |
| Geplanter Produktionsstart | ursprünglich 2027 |
| Geplante Arbeitsplätze | rund 3000 |

Die EU-Kommission hatte die Beihilfe noch nicht genehmigt. Die Bundesregierung erklärte, die reservierten Fördermittel blieben vorerst im Klima- und Transformationsfonds.

Gelsinger kündigte zugleich an, die Foundry-Sparte als eigenständige Tochterfirma aufzustellen. Das Werk in Ohio werde weitergebaut, das Projekt in Malaysia fertiggestellt."""
    m3 = {"magdeburg_status": "paused/postponed ~2 years (Gelsinger memo 16 Sep 2024)",
          "investment": "€30B per June 2023 agreement (up from €17B announced Mar 2022); federal subsidy €9.9B (EU approval pending)",
          "site": "Eulenberg, Magdeburg; Fab 29.1 and 29.2; ~3,000 jobs; production originally planned 2027"}
    s4 = res(
        (h25, "Intel beerdigt Chipfabrik in Magdeburg endgültig | heise online",
         "Mit den Quartalszahlen kündigt Intel-Chef Lip-Bu Tan an, die geplanten Projekte in Deutschland und Polen nicht weiterzuverfolgen ...", "Jul 25, 2025"),
        ("https://www.intc.com/news-events/press-releases/detail/1745/intel-reports-second-quarter-2025-financial-results", "Intel Reports Second-Quarter 2025 Financial Results",
         "The company will no longer move forward with planned projects in Germany and Poland and will consolidate assembly and test operations in Costa Rica into Vietnam and Malaysia ...", "Jul 24, 2025"),
        ("https://www.reuters.com/technology/intel-scrap-germany-poland-projects-2025-07-24/", "Intel to scrap Germany, Poland factory projects | Reuters",
         "Intel said it would end its planned 30 billion euro ($35 billion) chip plant in Magdeburg, part of CEO Lip-Bu Tan's cost-cutting ...", "Jul 24, 2025"),
        ("https://www.mdr.de/nachrichten/sachsen-anhalt/magdeburg/magdeburg/intel-absage-reaktionen-100.html", "Intel sagt Magdeburg ab: Reaktionen aus der Politik | MDR.DE",
         "Ministerpräsident Haseloff: Die Fläche am Eulenberg soll für andere Ansiedlungen genutzt werden ...", "Jul 25, 2025"),
        (h24, "Intel verschiebt Chipfabriken in Magdeburg und Polen um zwei Jahre | heise online",
         "Intel-Chef Pat Gelsinger kündigt in einem Memo an, die Projekte in Deutschland und Polen um voraussichtlich etwa zwei Jahre zu pausieren ...", "Sep 17, 2024"),
    )
    p5 = """# Intel beerdigt Chipfabrik in Magdeburg endgültig

*heise online · 25.07.2025 07:40 Uhr · Von Mark Mantel*

Aus der verschobenen wird eine abgesagte Chipfabrik: Intel wird die geplanten Halbleiterwerke in Magdeburg nicht bauen. Das teilte die Firma zusammen mit ihren Zahlen für das zweite Quartal 2025 am Donnerstagabend mit. Auch das Montage- und Testwerk in Polen wird gestrichen.

> „Wir werden die geplanten Projekte in Deutschland und Polen nicht weiterverfolgen", schreibt Intel-Chef Lip-Bu Tan, der Pat Gelsinger im März 2025 abgelöst hat.

## Chronologie

| Datum | Ereignis |
| --- | --- |
| 15.03.2022 | Ankündigung: 17 Mrd. Euro für zwei Werke in Magdeburg |
| 19.06.2023 | Vertrag mit dem Bund: 30 Mrd. Euro Investition, 9,9 Mrd. Euro Förderung |
| 16.09.2024 | Pause um etwa zwei Jahre (Memo von Pat Gelsinger) |
| 24.07.2025 | Endgültige Absage mit den Q2-Zahlen |

Zusätzlich will Intel den Bau in Ohio weiter verlangsamen und die Fertigung in Costa Rica nach Vietnam und Malaysia verlagern. Die Zahl der Beschäftigten soll bis Jahresende auf rund 75.000 sinken.

Im Q2 2025 machte Intel 12,9 Milliarden US-Dollar Umsatz und einen Nettoverlust von 2,9 Milliarden US-Dollar. Die 9,9 Milliarden Euro Fördermittel waren nie ausgezahlt worden."""
    m6 = {"magdeburg_status": "cancelled — announced with Q2 2025 results on 24 Jul 2025 (CEO Lip-Bu Tan); had been paused since Sep 2024"}
    rs.add("search", "h54-search-16", SYSTEM, [
        (search("Intel Magdeburg Fab 29 Status Verschiebung"), s1),
        (extract(h24, "Status and key figures of the Magdeburg fab project"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Intel Magdeburg endgültig abgesagt Juli 2025 Lip-Bu Tan"), s4),
        (extract(h25, "Whether the Magdeburg project is cancelled and the project timeline"), p5),
        (memory("update", dict=m6), updated(*m6)),
        (memory("retrieve", key_list=["magdeburg_status", "investment"]),
         got({"magdeburg_status": m6["magdeburg_status"], "investment": m3["investment"]})),
    ])


# ---------------------------------------------------------------------------------------------------------
# 17 BAD (turn 4): IRS newsroom, inflation adjustments (mainstream); the 2025 release states a change that does not follow from 2024's figure
def t17(rs: RowSet) -> None:
    ir24 = "https://www.irs.gov/newsroom/irs-provides-tax-inflation-adjustments-for-tax-year-2024"
    ir25 = "https://www.irs.gov/newsroom/irs-releases-tax-inflation-adjustments-for-tax-year-2025"
    s1 = res(
        (ir24, "IRS provides tax inflation adjustments for tax year 2024 | Internal Revenue Service",
         "IR-2023-208, Nov. 9, 2023 — For single taxpayers and married individuals filing separately, the standard deduction rises to $14,600 for 2024, an increase of $750 from 2023 ...", "Nov 9, 2023"),
        ("https://www.irs.gov/pub/irs-drop/rp-23-34.pdf", "Rev. Proc. 2023-34 - Internal Revenue Service",
         "This revenue procedure sets forth inflation-adjusted items for taxable years beginning in 2024 ...", "Nov 9, 2023"),
        ("https://taxfoundation.org/data/all/federal/2024-tax-brackets/", "2024 Tax Brackets and Federal Income Tax Rates | Tax Foundation",
         "The IRS increased the standard deduction to $29,200 for married couples filing jointly and $14,600 for single filers ...", "Nov 9, 2023"),
        ("https://www.nerdwallet.com/article/taxes/standard-deduction", "Standard Deduction 2024-2025: How Much It Is - NerdWallet",
         "2024: $14,600 single, $29,200 joint, $21,900 head of household. 2025 figures ...", "N/A"),
        ("https://www.cnbc.com/2023/11/09/irs-inflation-adjustments-2024.html", "IRS unveils higher federal income tax brackets for 2024 - CNBC",
         "The IRS on Thursday unveiled higher federal income tax brackets and standard deductions for 2024 ...", "Nov 9, 2023"),
        ("https://www.reddit.com/r/tax/comments/17rh0kx/2024_standard_deduction_29200/", "2024 standard deduction $29,200 MFJ : r/tax",
         "Up $1,500 from $27,700. The 5.4% adjustment is smaller than last year's 7% ...", "Nov 9, 2023"),
    )
    p2 = """# IRS provides tax inflation adjustments for tax year 2024

*IR-2023-208, Nov. 9, 2023*

WASHINGTON — The Internal Revenue Service today announced the tax year 2024 annual inflation adjustments for more than 60 tax provisions, including the tax rate schedules and other tax changes. Revenue Procedure 2023-34 provides details about these annual adjustments.

## Standard deduction

- The standard deduction for married couples filing jointly for tax year 2024 rises to **$29,200**, an increase of $1,500 from tax year 2023.
- For single taxpayers and married individuals filing separately, the standard deduction rises to **$14,600** for 2024, an increase of $750 from 2023.
- For heads of households, the standard deduction will be **$21,900** for tax year 2024, an increase of $1,100 from the amount for tax year 2023.

## Marginal rates

For tax year 2024, the top tax rate remains 37% for individual single taxpayers with incomes greater than $609,350 ($731,200 for married couples filing jointly).

| Rate | Single (income over) | Married filing jointly (income over) |
| --- | --- | --- |
| 37% | $609,350 | $731,200 |
| 35% | $243,725 | $487,450 |
| 32% | $191,950 | $383,900 |
| 24% | $100,525 | $201,050 |
| 22% | $47,150 | $94,300 |
| 12% | $11,600 | $23,200 |
| 10% | $11,600 or less | $23,200 or less |

## Other items

- Alternative minimum tax exemption: $85,700 ($133,300 for married couples filing jointly), phasing out at $609,350 ($1,218,700 MFJ).
- Maximum Earned Income Tax Credit: $7,830 for qualifying taxpayers who have three or more qualifying children.
- Annual exclusion for gifts: $18,000. Basic exclusion amount for estates: $13,610,000.
- Health flexible spending arrangement salary reduction limit: $3,200."""
    s3 = res(
        (ir25, "IRS releases tax inflation adjustments for tax year 2025 | Internal Revenue Service",
         "IR-2024-273, Oct. 22, 2024 — The standard deduction for married couples filing jointly for tax year 2025 rises to $30,000 ...", "Oct 22, 2024"),
        ("https://www.irs.gov/pub/irs-drop/rp-24-40.pdf", "Rev. Proc. 2024-40 - Internal Revenue Service",
         "This revenue procedure sets forth inflation-adjusted items for taxable years beginning in 2025 ...", "Oct 22, 2024"),
        ("https://taxfoundation.org/data/all/federal/2025-tax-brackets/", "2025 Tax Brackets and Federal Income Tax Rates | Tax Foundation",
         "The IRS released the 2025 tax brackets on October 22, 2024. The standard deduction will increase to $30,000 for joint filers and $15,000 for single filers ...", "Oct 22, 2024"),
        ("https://www.cnbc.com/2024/10/22/irs-inflation-adjustments-2025.html", "IRS: Here are the new income tax brackets for 2025 - CNBC",
         "Income limits for every federal tax bracket rise by about 2.8% for 2025 ...", "Oct 22, 2024"),
        ("https://www.kiplinger.com/taxes/irs-2025-standard-deduction", "2025 Standard Deduction Amounts - Kiplinger",
         "Single $15,000; married filing jointly $30,000; head of household $22,500 ...", "Oct 23, 2024"),
    )
    p4 = """# IRS releases tax inflation adjustments for tax year 2025

*IR-2024-273, Oct. 22, 2024*

WASHINGTON — The Internal Revenue Service today announced the tax year 2025 annual inflation adjustments for more than 60 tax provisions. Revenue Procedure 2024-40 provides details about these annual adjustments.

## Standard deduction

- The standard deduction for married couples filing jointly for tax year 2025 rises to **$30,000**, an increase of $1,000 from tax year 2024.
- For single taxpayers and married individuals filing separately, the standard deduction rises to **$15,000** for 2025, an increase of $400 from 2024.
- For heads of households, the standard deduction will be **$22,500** for tax year 2025, an increase of $600 from the amount for tax year 2024.

## Marginal rates

For tax year 2025, the top tax rate remains 37% for individual single taxpayers with incomes greater than $626,350 ($751,600 for married couples filing jointly).

| Rate | Single (income over) | Married filing jointly (income over) |
| --- | --- | --- |
| 37% | $626,350 | $751,600 |
| 35% | $250,525 | $501,050 |
| 32% | $197,300 | $394,600 |
| 24% | $103,350 | $206,700 |
| 22% | $48,475 | $96,950 |
| 12% | $11,925 | $23,850 |
| 10% | $11,925 or less | $23,850 or less |

## Other items

- Alternative minimum tax exemption: $88,100 ($137,000 for married couples filing jointly), phasing out at $626,350 ($1,252,700 MFJ).
- Maximum Earned Income Tax Credit: $8,046 for qualifying taxpayers who have three or more qualifying children.
- Annual exclusion for gifts: $19,000. Basic exclusion amount for estates: $13,990,000.
- Health flexible spending arrangement salary reduction limit: $3,300."""
    m5 = {"std_deduction_2024": "MFJ $29,200; single/MFS $14,600; HoH $21,900 (IR-2023-208)",
          "std_deduction_2025": "MFJ $30,000; single/MFS $15,000; HoH $22,500 (IR-2024-273)"}
    s6 = res(
        ("https://www.irs.gov/filing/federal-income-tax-rates-and-brackets", "Federal income tax rates and brackets | Internal Revenue Service",
         "Tax year 2025: 37% for incomes over $626,350 ($751,600 for married couples filing jointly) ...", "N/A"),
        ("https://taxfoundation.org/data/all/federal/2025-tax-brackets/", "2025 Tax Brackets and Federal Income Tax Rates | Tax Foundation",
         "Top marginal rate 37% applies above $626,350 for single filers and $751,600 for married couples filing jointly ...", "Oct 22, 2024"),
        ("https://www.bankrate.com/taxes/tax-brackets/", "2024-2025 Tax Brackets And Federal Income Tax Rates | Bankrate",
         "2024: 37% over $609,350 single / $731,200 joint. 2025: 37% over $626,350 single / $751,600 joint ...", "Jan 14, 2025"),
        ("https://www.forbes.com/advisor/taxes/taxes-federal-income-tax-bracket/", "2024-2025 Tax Brackets - Forbes Advisor",
         "Brackets are adjusted each year for inflation using the chained CPI ...", "Nov 4, 2024"),
    )
    m7 = {"top_bracket": "2024: 37% over $609,350 single / $731,200 MFJ; 2025: 37% over $626,350 single / $751,600 MFJ"}
    rs.add("search", "h54-search-17", SYSTEM, [
        (search("IRS tax year 2024 inflation adjustments standard deduction"), s1),
        (extract(ir24, "Standard deduction amounts and rate thresholds for 2024"), p2),
        (search("IRS tax year 2025 inflation adjustments standard deduction 30,000"), s3),
        (extract(ir25, "Standard deduction amounts and rate thresholds for 2025 and the change from 2024"), p4),
        (memory("add", dict=m5), added(*m5)),
        (search("2025 tax brackets 37% threshold 626,350 single 751,600 married"), s6),
        (memory("add", dict=m7), added(*m7)),
        (memory("retrieve_all"), dump({**m5, **m7})),
    ], bad=True, turn=4, kind="The 2025 IRS release calls the $30,000 joint standard deduction an increase of $1,000 from 2024, but turn 2 set the 2024 figure at $29,200 (an $800 rise).")


# ---------------------------------------------------------------------------------------------------------
# 18 BAD (turn 9): FRED / S&P, Case-Shiller home prices (less common); a key added at turn 6 is missing from memory
CS20 = [("New York", "+7.2%"), ("Chicago", "+6.6%"), ("Boston", "+6.2%"), ("Cleveland", "+6.0%"), ("Washington", "+5.2%"),
        ("Detroit", "+5.1%"), ("Las Vegas", "+5.1%"), ("Seattle", "+4.4%"), ("Charlotte", "+3.8%"), ("Los Angeles", "+3.7%"),
        ("San Diego", "+3.5%"), ("Miami", "+3.3%"), ("Atlanta", "+2.9%"), ("Minneapolis", "+2.8%"), ("Portland", "+1.7%"),
        ("San Francisco", "+1.4%"), ("Phoenix", "+1.2%"), ("Denver", "+1.0%"), ("Dallas", "+0.9%"), ("Tampa", "-1.6%")]


def t18(rs: RowSet) -> None:
    nsa = "https://fred.stlouisfed.org/series/CSUSHPINSA"
    sa = "https://fred.stlouisfed.org/series/CSUSHPISA"
    spg = "https://www.spglobal.com/spdji/en/documents/indexcommentary/case-shiller-december-2024.pdf"
    s1 = res(
        (nsa, "S&P CoreLogic Case-Shiller U.S. National Home Price Index (CSUSHPINSA) | FRED | St. Louis Fed",
         "Graph and download economic data for S&P CoreLogic Case-Shiller U.S. National Home Price Index (CSUSHPINSA) from Jan 1987 to Dec 2024 about headline figure, average, HPI, housing ...", "N/A"),
        (sa, "S&P CoreLogic Case-Shiller U.S. National Home Price Index (CSUSHPISA) | FRED",
         "Seasonally adjusted version of the national index, Jan 2000=100 ...", "N/A"),
        ("https://www.spglobal.com/spdji/en/indices/indicators/sp-corelogic-case-shiller-us-national-home-price-nsa-index/", "S&P CoreLogic Case-Shiller U.S. National Home Price NSA Index - S&P Dow Jones Indices",
         "The index measures the change in value of U.S. single-family homes using the repeat-sales methodology ...", "N/A"),
        ("https://fred.stlouisfed.org/series/SPCS20RSA", "S&P CoreLogic Case-Shiller 20-City Composite Home Price Index (SPCS20RSA) | FRED",
         "Seasonally adjusted 20-city composite, Jan 2000=100 ...", "N/A"),
        ("https://www.reddit.com/r/REBubble/comments/1ixt0kc/case_shiller_dec_2024/", "Case-Shiller Dec 2024: national +3.9% y/y : r/REBubble",
         "Real (inflation-adjusted) growth barely positive; NSA index dipped for the fifth straight month ...", "Feb 25, 2025"),
        ("https://www.investopedia.com/terms/c/case-shiller-index.asp", "Case-Shiller Home Price Index: Definition - Investopedia",
         "Published on the last Tuesday of each month with a two-month lag ...", "N/A"),
    )
    p2 = """# S&P CoreLogic Case-Shiller U.S. National Home Price Index (CSUSHPINSA)

**Observation:** Dec 2024: 323.064 · **Updated:** Feb 25, 2025 8:01 AM CST

**Units:** Index Jan 2000=100, Not Seasonally Adjusted · **Frequency:** Monthly

| Date | Value |
| --- | --- |
| 2024-12 | 323.064 |
| 2024-11 | 323.619 |
| 2024-10 | 324.385 |
| 2024-09 | 324.917 |
| 2024-08 | 325.715 |
| 2024-07 | 326.102 |
| … | … |
| 2023-12 | 310.951 |

**Source:** S&P Dow Jones Indices LLC · **Release:** S&P CoreLogic Case-Shiller Home Price Indices

**Notes:** For more information regarding the index, please visit Standard & Poor's. There is more information about home price sales pairs in the Methodology section. Copyright, 2016, Standard & Poor's Financial Services LLC. Reprinted with permission.

Suggested citation: S&P Dow Jones Indices LLC, S&P CoreLogic Case-Shiller U.S. National Home Price Index [CSUSHPINSA], retrieved from FRED, Federal Reserve Bank of St. Louis."""
    m3 = {"national_nsa_dec2024": "323.064 (Index Jan 2000=100, NSA), FRED CSUSHPINSA, updated 25 Feb 2025",
          "national_yoy_dec2024": "+3.9% (Dec 2023: 310.951)"}
    s4 = res(
        (spg, "S&P CoreLogic Case-Shiller Index Records 3.9% Annual Gain in 2024 - S&P Dow Jones Indices",
         "The S&P CoreLogic Case-Shiller U.S. National Home Price NSA Index reported a 3.9% annual return for December, up from 3.7% in November. The 20-City Composite posted a 4.5% year-over-year increase ...", "Feb 25, 2025"),
        ("https://www.cnbc.com/2025/02/25/case-shiller-home-prices-december-2024.html", "Home prices rose 3.9% in 2024, Case-Shiller says - CNBC",
         "New York led the 20 cities with a 7.2% annual gain, followed by Chicago and Boston; Tampa was the only market with a decline ...", "Feb 25, 2025"),
        ("https://www.reuters.com/markets/us/us-house-prices-december-2025-02-25/", "US home price growth picks up in December | Reuters",
         "The 20-city composite rose 4.5% after 4.3% in November ...", "Feb 25, 2025"),
        ("https://www.housingwire.com/articles/case-shiller-december-2024/", "Case-Shiller: home prices close 2024 up 3.9% - HousingWire",
         "The 10-city composite rose 5.1% year over year ...", "Feb 25, 2025"),
    )
    rows = "\n".join(f"| {c} | {v} |" for c, v in CS20)
    p5 = """# S&P CoreLogic Case-Shiller Index Records 3.9% Annual Gain in 2024

*S&P Dow Jones Indices · New York, February 25, 2025*

S&P Dow Jones Indices today released the latest results for the S&P CoreLogic Case-Shiller Indices. The U.S. National Home Price NSA Index reported a **3.9%** annual return for December, up from a 3.7% annual gain in the previous month. The 10-City Composite saw an annual increase of **5.1%**, up from a 4.8% annual increase in the previous month. The 20-City Composite posted a year-over-year increase of **4.5%**, up from a 4.3% increase in the previous month.

New York again reported the highest annual gain among the 20 cities with a 7.2% increase in December, followed by Chicago and Boston with annual increases of 6.6% and 6.2%, respectively. Tampa posted the lowest return, falling 1.6%.

## Annual returns, December 2024

| Metro | Year-over-year |
| --- | --- |
""" + rows + """

## Month-over-month

The U.S. National Index, the 20-City Composite and the 10-City Composite all posted month-over-month decreases of 0.2%, 0.1% and 0.1% (NSA). After seasonal adjustment, the National Index posted a month-over-month increase of 0.5%.

> "Home prices ended 2024 at record highs," said Nicholas Godec, CFA, Head of Fixed Income Tradables & Commodities at S&P Dow Jones Indices."""
    m6 = {"composite20_yoy_dec2024": "+4.5% (Nov: +4.3%)",
          "composite10_yoy_dec2024": "+5.1% (Nov: +4.8%)",
          "top_city": "New York +7.2% (then Chicago +6.6%, Boston +6.2%)",
          "bottom_city": "Tampa -1.6% (only decline)"}
    s7 = res(
        (sa, "S&P CoreLogic Case-Shiller U.S. National Home Price Index (CSUSHPISA) | FRED",
         "Observation: Dec 2024: 325.868. Units: Index Jan 2000=100, Seasonally Adjusted. Frequency: Monthly. Updated: Feb 25, 2025 ...", "N/A"),
        ("https://fred.stlouisfed.org/series/SPCS20RSA", "S&P CoreLogic Case-Shiller 20-City Composite Home Price Index (SPCS20RSA) | FRED",
         "Observation: Dec 2024: 340.712. Units: Index Jan 2000=100, Seasonally Adjusted ...", "N/A"),
        ("https://fred.stlouisfed.org/series/SPCS10RSA", "S&P CoreLogic Case-Shiller 10-City Composite Home Price Index (SPCS10RSA) | FRED",
         "Observation: Dec 2024: 354.986. Units: Index Jan 2000=100, Seasonally Adjusted ...", "N/A"),
        ("https://fredblog.stlouisfed.org/2023/06/seasonal-adjustment-and-house-prices/", "Seasonal adjustment and house prices | FRED Blog",
         "Why NSA home price indices fall in winter while SA indices keep rising ...", "Jun 12, 2023"),
    )
    m8 = {"national_sa_dec2024": "325.868 (CSUSHPISA, SA); SA m/m +0.5% vs NSA -0.2%"}
    full = {**m3, **m6, **m8}
    bad9 = {k: v for k, v in full.items() if k != "top_city"}
    p10 = """# S&P CoreLogic Case-Shiller U.S. National Home Price Index (CSUSHPISA)

**Observation:** Dec 2024: 325.868 · **Updated:** Feb 25, 2025 8:01 AM CST

**Units:** Index Jan 2000=100, Seasonally Adjusted · **Frequency:** Monthly

| Date | Value |
| --- | --- |
| 2024-12 | 325.868 |
| 2024-11 | 324.243 |
| 2024-10 | 322.902 |
| 2024-09 | 321.617 |
| 2024-08 | 320.580 |
| 2024-07 | 319.911 |

**Source:** S&P Dow Jones Indices LLC · **Release:** S&P CoreLogic Case-Shiller Home Price Indices

**Notes:** Seasonally adjusted by S&P Dow Jones Indices using X-13ARIMA-SEATS. Next release: Mar 25, 2025."""
    s11 = res(
        ("https://www.spglobal.com/spdji/en/documents/indexcommentary/case-shiller-january-2025.pdf", "S&P CoreLogic Case-Shiller Index Annual Gain Slows to 4.1% in January - S&P Dow Jones Indices",
         "The U.S. National Home Price NSA Index reported a 4.1% annual return for January 2025 ...", "Mar 25, 2025"),
        ("https://www.cnbc.com/2025/03/25/case-shiller-home-prices-january-2025.html", "Home price growth picks up slightly in January - CNBC",
         "New York again led with a 7.7% annual gain ...", "Mar 25, 2025"),
        ("https://fred.stlouisfed.org/releases/calendar?rid=199", "Release Calendar: S&P CoreLogic Case-Shiller Home Price Indices | FRED",
         "Mar 25, 2025; Apr 29, 2025; May 27, 2025; Jun 24, 2025 ...", "N/A"),
    )
    m12 = {"next_release": "Jan 2025 data released 25 Mar 2025: national +4.1% y/y"}
    rs.add("search", "h54-search-18", SYSTEM, [
        (search("FRED Case-Shiller U.S. National Home Price Index CSUSHPINSA"), s1),
        (extract(nsa, "Latest observation, units and the December 2023 value"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Case-Shiller December 2024 20-city composite annual gain highest lowest city"), s4),
        (extract(spg, "National, 10-city and 20-city annual gains and the city ranking"), p5),
        (memory("add", dict=m6), added(*m6)),
        (search("FRED CSUSHPISA seasonally adjusted national home price index December 2024"), s7),
        (memory("add", dict=m8), added(*m8)),
        (memory("retrieve_all"), dump(bad9)),
        (extract(sa, "Seasonally adjusted national index values for the last six months"), p10),
        (search("Case-Shiller January 2025 release annual gain"), s11),
        (memory("add", dict=m12), added(*m12)),
    ], bad=True, turn=9, kind="retrieve_all lists 6 items without 'top_city' (New York +7.2%), which was added at turn 6 and never removed.")


# ---------------------------------------------------------------------------------------------------------
# 19 clean: MITECO, Iberian lynx census (less common); counts from different years and different metrics
def t19(rs: RowSet) -> None:
    mit = "https://www.miteco.gob.es/es/prensa/ultimas-noticias/2025/mayo/la-poblacion-de-lince-iberico-alcanza-los-2401-ejemplares.html"
    s1 = res(
        (mit, "La población de lince ibérico alcanza los 2.401 ejemplares en 2024 - MITECO",
         "El censo de 2024 registra 2.401 linces ibéricos en España y Portugal, 380 más que en 2023, con 470 hembras reproductoras ...", "May 19, 2025"),
        ("https://www.miteco.gob.es/es/prensa/ultimas-noticias/2024/mayo/el-lince-iberico-supera-los-2000-ejemplares.html", "El lince ibérico supera por primera vez los 2.000 ejemplares - MITECO",
         "El censo de 2023 contabiliza 2.021 ejemplares, 1.730 en España y 291 en Portugal ...", "May 21, 2024"),
        ("https://www.wwf.es/?68240/lince-censo-2024", "Censo del lince 2024: nuevo récord - WWF España",
         "Castilla-La Mancha supera ya a Andalucía como la comunidad con más linces ...", "May 19, 2025"),
        ("https://elpais.com/clima-y-medio-ambiente/2025-05-19/el-lince-iberico-sigue-creciendo.html", "El lince ibérico sigue creciendo: 2.401 ejemplares | EL PAÍS",
         "En 2002 quedaban menos de 100 linces en dos núcleos aislados de Andalucía ...", "May 19, 2025"),
        ("https://lifelynxconnect.eu/censo-2024/", "Censo 2024 - LIFE LynxConnect",
         "Resultados del censo anual de lince ibérico coordinado por el Grupo de Trabajo del Lince Ibérico ...", "May 19, 2025"),
        ("https://www.icnf.pt/noticias/lince-iberico-censo-2024", "Lince-ibérico: 354 exemplares em Portugal - ICNF",
         "O censo de 2024 regista 354 linces em território português, sobretudo no Vale do Guadiana ...", "May 20, 2025"),
        ("https://en.wikipedia.org/wiki/Iberian_lynx", "Iberian lynx - Wikipedia",
         "The Iberian lynx is a wild cat species endemic to the Iberian Peninsula ... listed as Vulnerable on the IUCN Red List since 2024 ...", "N/A"),
    )
    p2 = """# La población de lince ibérico alcanza los 2.401 ejemplares en 2024

*Ministerio para la Transición Ecológica y el Reto Demográfico · Nota de prensa · 19 de mayo de 2025*

El censo de lince ibérico correspondiente a 2024, elaborado por el Grupo de Trabajo del Lince Ibérico, contabiliza **2.401 ejemplares** en la península ibérica, 380 más que en 2023 (un 18,8 % más). Es el cuarto año consecutivo con un crecimiento superior al 10 %.

## Población por territorio

| Territorio | 2023 | 2024 |
| --- | --- | --- |
| Andalucía | 755 | 795 |
| Castilla-La Mancha | 722 | 900 |
| Extremadura | 243 | 321 |
| Región de Murcia | 10 | 31 |
| **España** | **1.730** | **2.047** |
| **Portugal** | **291** | **354** |
| **Total** | **2.021** | **2.401** |

## Reproducción

| Indicador | 2023 | 2024 |
| --- | --- | --- |
| Hembras reproductoras | 406 | 470 |
| Cachorros nacidos | 626 | 722 |

Castilla-La Mancha se convierte por primera vez en la comunidad autónoma con más linces. El Ministerio destaca la contribución de los programas LIFE (Iberlince, LynxConnect) y de la cría en cautividad, que ha liberado más de 400 ejemplares desde 2011.

> «El lince es un ejemplo de que la conservación funciona cuando se trabaja de forma coordinada», señaló el secretario de Estado de Medio Ambiente, Hugo Morán."""
    m3 = {"census_2024": "2,401 (Spain 2,047 + Portugal 354); 470 breeding females; +380 / +18.8% vs 2023",
          "census_2023": "2,021 (Spain 1,730 + Portugal 291); 406 breeding females"}
    s4 = res(
        ("https://www.iucn.org/press-release/202406/iberian-lynx-no-longer-endangered", "Iberian lynx no longer Endangered - IUCN Red List",
         "The Iberian lynx has moved from Endangered to Vulnerable. Its population grew from 62 mature individuals in 2001 to 648 in 2022; the total population including young is now over 2,000 ...", "Jun 27, 2024"),
        ("https://www.iucnredlist.org/species/12520/174111773", "Lynx pardinus (Iberian Lynx) - The IUCN Red List of Threatened Species",
         "Red List Category: Vulnerable D1. Date assessed: 20 June 2024. Population trend: Increasing ...", "N/A"),
        ("https://www.bbc.com/news/articles/c0vvg0m1p5go", "Iberian lynx: World's rarest cat is bouncing back - BBC News",
         "The cat was classed as critically endangered in 2002, when fewer than 100 remained; it moved to endangered in 2015 ...", "Jun 20, 2024"),
        ("https://www.theguardian.com/environment/article/2024/jun/20/iberian-lynx-no-longer-endangered-iucn", "Iberian lynx no longer endangered after remarkable recovery | The Guardian",
         "More than 2,000 lynx now live in Spain and Portugal, up from 94 in 2002 ...", "Jun 20, 2024"),
        ("https://www.nationalgeographic.com/animals/article/iberian-lynx-recovery", "How the Iberian lynx clawed its way back - National Geographic",
         "Rabbit disease outbreaks remain the biggest threat to the lynx's main prey ...", "Jul 2, 2024"),
    )
    m5 = {"iucn_status": "Vulnerable (D1), assessed 20 Jun 2024; was Endangered 2015–2024 and Critically Endangered 2002–2015",
          "iucn_mature": "62 mature individuals (2001) → 648 mature (2022); total incl. young >2,000"}
    rs.add("search", "h54-search-19", SYSTEM, [
        (search("censo lince ibérico 2024 2.401 ejemplares MITECO"), s1),
        (extract(mit, "Census totals by territory for 2023 and 2024 and breeding females"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Iberian lynx IUCN Red List vulnerable June 2024 mature individuals"), s4),
        (memory("add", dict=m5), added(*m5)),
        (memory("retrieve_all"), dump({**m3, **m5})),
    ])


# ---------------------------------------------------------------------------------------------------------
# 20 BAD (turn 7): Wikipedia / RCRC, Riyadh Metro opening (less common); a renamed memory key comes back under its old name
def t20(rs: RowSet) -> None:
    wiki = "https://en.wikipedia.org/wiki/Riyadh_Metro"
    s1 = res(
        (wiki, "Riyadh Metro - Wikipedia",
         "The Riyadh Metro is a rapid transit system in Riyadh, Saudi Arabia. It consists of six lines with a total length of 176 km and 85 stations. It opened in phases from 1 December 2024 ...", "N/A"),
        ("https://www.arabnews.com/node/2581234/saudi-arabia", "Riyadh Metro opens to the public with three lines | Arab News",
         "The Blue, Yellow and Purple lines began carrying passengers on Sunday, Dec. 1, with the Red and Green lines to follow on Dec. 15 ...", "Dec 1, 2024"),
        ("https://www.rcrc.gov.sa/en/projects/riyadh-metro", "Riyadh Metro | Royal Commission for Riyadh City",
         "King Abdulaziz Project for Riyadh Public Transport: 6 metro lines, 176 km, 85 stations and more than 80 bus routes ...", "N/A"),
        ("https://www.railwaygazette.com/metros/riyadh-metro-opens/67890.article", "Riyadh metro opens - Railway Gazette International",
         "Lines 1, 4 and 6 opened on December 1; all six lines are driverless and were built by three consortia: BACS, ANM and FAST ...", "Dec 2, 2024"),
        ("https://www.reuters.com/world/middle-east/saudi-arabia-opens-riyadh-metro-2024-12-01/", "Saudi Arabia opens long-awaited $22.5 billion Riyadh metro | Reuters",
         "The metro, delayed by years, is expected to carry 3.6 million passengers a day at full capacity ...", "Dec 1, 2024"),
        ("https://www.reddit.com/r/saudiarabia/comments/1h3xk2p/riyadh_metro_first_day/", "Riyadh metro first day experience : r/saudiarabia",
         "Took the Blue Line from Olaya to KAFD. Trains every 4 min, 4 SAR for 2 hours ...", "Dec 1, 2024"),
    )
    p2 = """# Riyadh Metro

From Wikipedia, the free encyclopedia

| Riyadh Metro | |
| --- | --- |
| Locale | Riyadh, Saudi Arabia |
| Transit type | Rapid transit (driverless) |
| Number of lines | 6 |
| Number of stations | 85 |
| Daily ridership | 3.6 million (design capacity) |
| Began operation | 1 December 2024 |
| Operator(s) | Capital Metro Company (Lines 1–2); FLOW consortium (Lines 3–6) |
| System length | 176 km (109 mi) |
| Track gauge | 1,435 mm standard gauge |

The **Riyadh Metro** is a rapid transit system in Riyadh, the capital of Saudi Arabia. Part of the King Abdulaziz Project for Riyadh Public Transport, the US$22.5 billion network was built by three consortia: BACS (led by Bechtel; Lines 1 and 2), ArRiyadh New Mobility (led by Webuild; Line 3) and FAST (led by FCC; Lines 4, 5 and 6).

## Lines

| Line | Colour | Length | Stations | Opened |
| --- | --- | --- | --- | --- |
| 1 | Blue | 38.0 km | 22 | 1 December 2024 |
| 2 | Red | 25.3 km | 15 | 15 December 2024 |
| 3 | Orange | 40.7 km | 22 | 5 January 2025 |
| 4 | Yellow | 29.6 km | 11 | 1 December 2024 |
| 5 | Green | 12.9 km | 12 | 15 December 2024 |
| 6 | Purple | 29.5 km | 11 | 1 December 2024 |

Counting interchanges once, the network has 85 stations (93 line-stations). Line 4 connects King Khalid International Airport with the King Abdullah Financial District (KAFD).

## History

Contracts were awarded in July 2013, with opening originally planned for 2019. The system opened in three phases: Lines 1, 4 and 6 on 1 December 2024; Lines 2 and 5 on 15 December 2024; and Line 3 on 5 January 2025."""
    m3 = {"phase1_opening": "1 Dec 2024: Line 1 Blue, Line 4 Yellow, Line 6 Purple",
          "phase2_opening": "15 Dec 2024: Line 2 Red, Line 5 Green",
          "network": "6 lines, 176 km, 85 stations (93 line-stations), US$22.5B, driverless"}
    s4 = res(
        ("https://www.spa.gov.sa/en/N2240115", "Riyadh Metro Orange Line begins operations - Saudi Press Agency",
         "The Orange Line (Line 3), the longest in the network at 40.7 km, opened to passengers on Sunday, January 5, completing all six lines ...", "Jan 5, 2025"),
        ("https://www.arabnews.com/node/2585991/saudi-arabia", "Riyadh Metro completes network with opening of Orange Line | Arab News",
         "The line runs east–west along Madinah Munawwarah Road and Prince Saad bin Abdulrahman Al-Awal Road ...", "Jan 5, 2025"),
        (wiki, "Riyadh Metro - Wikipedia",
         "... Lines 1, 4 and 6 on 1 December 2024; Lines 2 and 5 on 15 December 2024; and Line 3 on 5 January 2025 ...", "N/A"),
        ("https://www.webuildgroup.com/en/media/press-releases/riyadh-metro-line-3-opening", "Riyadh Metro Line 3 enters service - Webuild",
         "The ArRiyadh New Mobility consortium built 40.7 km of line including 22 stations and two depots ...", "Jan 6, 2025"),
        ("https://www.thenationalnews.com/gulf-news/saudi-arabia/2025/01/05/riyadh-metro-orange-line/", "Riyadh Metro's Orange Line opens | The National",
         "Ridership passed 18 million in the first month of operation, the RCRC said ...", "Jan 5, 2025"),
    )
    m6 = {"opening_2024_12_01": "1 Dec 2024: Line 1 Blue, Line 4 Yellow, Line 6 Purple",
          "phase3_opening": "5 Jan 2025: Line 3 Orange (40.7 km, 22 stations) — network complete"}
    bad7 = {"phase2_opening": m3["phase2_opening"], "network": m3["network"],
            "phase1_opening": m6["opening_2024_12_01"], "phase3_opening": m6["phase3_opening"]}
    rs.add("search", "h54-search-20", SYSTEM, [
        (search("Riyadh Metro opening date lines December 2024"), s1),
        (extract(wiki, "Lines, lengths, station counts and opening date of each line"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Riyadh Metro Orange Line opening January 5 2025"), s4),
        (memory("remove", key_list=["phase1_opening"]), removed("phase1_opening")),
        (memory("add", dict=m6), added(*m6)),
        (memory("retrieve_all"), dump(bad7)),
    ], bad=True, turn=7, kind="retrieve_all shows the 1 Dec 2024 entry under 'phase1_opening', the key removed at turn 5, instead of 'opening_2024_12_01' added at turn 6.")


# ---------------------------------------------------------------------------------------------------------
# 21 BAD (turn 6): Louvre collections, Mona Lisa (mainstream); a search snippet gives a different inventory number
def t21(rs: RowSet) -> None:
    col = "https://collections.louvre.fr/en/ark:/53355/cl010062370"
    pr = "https://presse.louvre.fr/louvre-nouvelle-renaissance/"
    s1 = res(
        (col, "Portrait of Lisa Gherardini, wife of Francesco del Giocondo, known as the Mona Lisa - Louvre Collections",
         "Inventory number: INV 779 · Leonardo di ser Piero DA VINCI · 1503-1519 · Département des Peintures ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Mona_Lisa", "Mona Lisa - Wikipedia",
         "The Mona Lisa is a half-length portrait painting by the Italian artist Leonardo da Vinci ... It has been on permanent display at the Louvre since 1797 ...", "N/A"),
        ("https://www.louvre.fr/en/explore/the-palace/from-the-mona-lisa-to-the-wedding-feast-at-cana", "The Salle des États - Louvre Museum",
         "The Mona Lisa hangs in the Salle des États, the largest room in the museum, opposite Veronese's The Wedding Feast at Cana ...", "N/A"),
        ("https://www.louvre.fr/en/explore/the-palace/mona-lisa", "Mona Lisa - Louvre Museum",
         "Leonardo began the portrait in Florence around 1503; he kept it with him until his death in France in 1519 ...", "N/A"),
        ("https://www.reddit.com/r/museum/comments/13qk2ne/louvre_inventory_numbers_explained/", "Louvre inventory numbers explained : r/museum",
         "INV numbers come from the Napoleonic inventory. Mona Lisa is INV 779, Wedding Feast at Cana is INV 142 ...", "May 24, 2023"),
        ("https://www.smithsonianmag.com/arts-culture/why-is-the-mona-lisa-so-famous-180980478/", "Why Is the Mona Lisa So Famous? | Smithsonian",
         "Its 1911 theft by Vincenzo Peruggia turned a celebrated painting into a global icon ...", "Aug 21, 2022"),
    )
    p2 = """# Portrait of Lisa Gherardini, wife of Francesco del Giocondo, known as the Mona Lisa (La Gioconda or La Joconde)

**Département des Peintures** · Italian painting

| Field | Value |
| --- | --- |
| Inventory number | INV 779 |
| Artist/maker | Leonardo di ser Piero DA VINCI (Vinci, 1452 – Amboise, 1519) |
| Date | 1503-1519 |
| Place of creation | Florence (?), then France |
| Materials and techniques | Oil on wood (poplar panel) |
| Dimensions | Height: 79.4 cm; Width: 53.4 cm |
| Method of acquisition | Collection of Francis I (acquired from Leonardo's heirs, Salaì, c. 1518) |
| Current location | Denon wing, level 1, Salle des États, room 711 |
| Permanent identifier | ark:/53355/cl010062370 |

## Historical notes

Entered the royal collection under Francis I; displayed at Fontainebleau, then Versailles; in the Louvre since 1797. Stolen on 21 August 1911 by Vincenzo Peruggia and recovered in Florence in December 1913. Behind protective glass since 1956; the current climate-controlled display case was installed in 2005 and renewed in 2019.

## Bibliography

- Scailliérez, Cécile. *Léonard de Vinci, La Joconde*. Paris: RMN, 2003.
- Delieuvin, Vincent and Frank, Louis (dir.). *Léonard de Vinci*. Exhibition catalogue, Musée du Louvre, 2019."""
    m3 = {"inventory": "INV 779 (Louvre Département des Peintures)",
          "ark": "ark:/53355/cl010062370",
          "room": "Denon wing, level 1, Salle des États, room 711",
          "dimensions": "79.4 × 53.4 cm, oil on poplar panel (Louvre catalogue)"}
    s4 = res(
        ("https://www.theartnewspaper.com/2025/03/26/visitor-figures-2024-the-100-most-popular-art-museums-in-the-world", "Visitor figures 2024: the 100 most popular art museums in the world | The Art Newspaper",
         "The Louvre remained the world's most visited museum with 8.7 million visitors in 2024, down from 8.9 million in 2023 ...", "Mar 26, 2025"),
        ("https://www.lemonde.fr/culture/article/2025/01/06/le-louvre-a-accueilli-8-7-millions-de-visiteurs-en-2024.html", "Le Louvre a accueilli 8,7 millions de visiteurs en 2024 - Le Monde",
         "La fréquentation baisse légèrement par rapport aux 8,9 millions de 2023, en raison notamment des Jeux olympiques ...", "Jan 6, 2025"),
        ("https://www.reuters.com/lifestyle/louvre-visitors-2024-2025-01-06/", "Louvre drew 8.7 million visitors in 2024 | Reuters",
         "About 80% of visitors came to see the Mona Lisa, the museum says; 69% of visitors were from abroad ...", "Jan 6, 2025"),
        ("https://en.wikipedia.org/wiki/Louvre", "Louvre - Wikipedia",
         "The Louvre is the world's most-visited museum, receiving 8.7 million visitors in 2024 ...", "N/A"),
        ("https://www.euronews.com/culture/2025/01/07/louvre-visitor-numbers-2024", "Louvre visitor numbers dip slightly in Olympic year | Euronews",
         "The museum has been capped at 30,000 visitors a day since 2022 ...", "Jan 7, 2025"),
    )
    m5 = {"attendance": "8.7 million in 2024 (2023: 8.9 million); daily cap 30,000 since 2022"}
    s6 = res(
        (col, "Portrait of Lisa Gherardini, wife of Francesco del Giocondo, known as the Mona Lisa - Louvre Collections",
         "Inventory number: INV 797 · Oil on wood (poplar panel) · Height: 79.4 cm; Width: 53.4 cm · Denon wing, Salle des États ...", "N/A"),
        ("https://www.louvre.fr/en/explore/the-palace/mona-lisa", "Mona Lisa - Louvre Museum",
         "Painted in oil on a single poplar panel, the portrait has warped slightly over time; a crack at the top was stabilised in the 18th century ...", "N/A"),
        ("https://www.c2rmf.fr/analyser/la-joconde-etude-du-support", "La Joconde : étude du support en peuplier - C2RMF",
         "Le panneau, d'une épaisseur d'environ 13 mm, présente une fente ancienne stabilisée par des traverses ...", "N/A"),
        ("https://www.artsy.net/article/artsy-editorial-mona-lisa-poplar-panel", "The Mona Lisa's fragile poplar panel - Artsy",
         "Conservators check the panel's curvature every year when the painting is removed from its case ...", "Oct 11, 2019"),
        ("https://www.reddit.com/r/ArtHistory/comments/xk3p0a/why_is_the_mona_lisa_so_small/", "Why is the Mona Lisa so small? : r/ArtHistory",
         "It's about 79 × 53 cm, normal for a Florentine portrait of the time ...", "Sep 21, 2022"),
    )
    p7 = """# « Louvre Nouvelle Renaissance »

*Musée du Louvre · Communiqué de presse · 28 janvier 2025*

Le Président de la République a annoncé ce jour le projet « Louvre Nouvelle Renaissance », qui prévoit la création d'une nouvelle grande entrée du côté de la Colonnade de Perrault, à l'est du palais, et d'un espace spécifiquement dédié à *La Joconde*.

## Chiffres clés

| Indicateur | Valeur |
| --- | --- |
| Fréquentation 2024 | 8,7 millions de visiteurs |
| Capacité d'accueil prévue à l'origine (Pyramide, 1989) | 4 millions de visiteurs par an |
| Coût estimé du projet | 700 à 800 millions d'euros |
| Ouverture prévue | 2031 |

## La Joconde

La salle dédiée, située sous la Cour Carrée, offrira un accès séparé et payant, afin de désengorger la salle des États où l'œuvre est présentée aujourd'hui. Un concours international d'architecture sera lancé en 2025.

## Financement

Le projet sera financé par les ressources propres du musée, le mécénat, la licence « Louvre Abu Dhabi » et une hausse du tarif pour les visiteurs non européens à partir de 2026."""
    m8 = {"nouvelle_renaissance": "Announced 28 Jan 2025: new east entrance (Colonnade), dedicated Mona Lisa room under Cour Carrée; €700–800m; opening 2031"}
    s9 = res(
        ("https://en.wikipedia.org/wiki/Vincenzo_Peruggia", "Vincenzo Peruggia - Wikipedia",
         "Vincenzo Peruggia was an Italian museum worker who stole the Mona Lisa from the Louvre on 21 August 1911; it was recovered in Florence in December 1913 ...", "N/A"),
        ("https://www.smithsonianmag.com/history/how-the-mona-lisa-theft-made-it-famous-180979668/", "How the 1911 Theft Made the Mona Lisa Famous | Smithsonian",
         "The painting was missing for more than two years before Peruggia tried to sell it to the Uffizi ...", "Aug 21, 2021"),
        ("https://www.history.com/news/mona-lisa-stolen-1911-louvre", "The Theft That Made the 'Mona Lisa' a Masterpiece - HISTORY",
         "Guillaume Apollinaire was briefly jailed and Pablo Picasso questioned during the investigation ...", "Jul 30, 2023"),
        (col, "Portrait of Lisa Gherardini, wife of Francesco del Giocondo, known as the Mona Lisa - Louvre Collections",
         "Stolen on 21 August 1911 by Vincenzo Peruggia and recovered in Florence in December 1913 ...", "N/A"),
    )
    rs.add("search", "h54-search-21", SYSTEM, [
        (search("Louvre collections Mona Lisa inventory number"), s1),
        (extract(col, "Catalogue record: inventory number, dimensions, acquisition and location"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Louvre visitor numbers 2024 8.7 million"), s4),
        (memory("add", dict=m5), added(*m5)),
        (search("Mona Lisa poplar panel dimensions Louvre catalogue"), s6),
        (extract(pr, "What the Louvre Nouvelle Renaissance project plans for the Mona Lisa, cost and dates"), p7),
        (memory("add", dict=m8), added(*m8)),
        (search("Mona Lisa theft 1911 Vincenzo Peruggia recovered 1913"), s9),
        (memory("retrieve", key_list=["inventory", "room", "attendance"]),
         got({"inventory": m3["inventory"], "room": m3["room"], "attendance": m5["attendance"]})),
    ], bad=True, turn=6, kind="The search snippet for the Louvre collections record gives inventory number INV 797, while the same record at turns 1-2 showed INV 779.")


# ---------------------------------------------------------------------------------------------------------
# 22 clean: ProCyclingStats, Tour de France 2023 (less common); the gap evolves across stages, GC paginated
def t22(rs: RowSet) -> None:
    gc = "https://www.procyclingstats.com/race/tour-de-france/2023/gc"
    st16 = "https://www.procyclingstats.com/race/tour-de-france/2023/stage-16-gc"
    st17 = "https://www.procyclingstats.com/race/tour-de-france/2023/stage-17-gc"
    gc2 = "https://www.procyclingstats.com/race/tour-de-france/2023/gc?page=2"
    s1 = res(
        (gc, "Tour de France 2023 General Classification - ProCyclingStats",
         "1. Jonas Vingegaard (Jumbo-Visma) 82:05:42 · 2. Tadej Pogačar (UAE Team Emirates) +7:29 · 3. Adam Yates (UAE Team Emirates) +10:56 ...", "N/A"),
        ("https://www.procyclingstats.com/race/tour-de-france/2023/stage-16", "Tour de France 2023 Stage 16 (ITT) results - ProCyclingStats",
         "Passy › Combloux (22.4 km ITT). 1. Jonas Vingegaard 32:36 · 2. Tadej Pogačar +1:38 · 3. Wout van Aert +2:51 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2023_Tour_de_France", "2023 Tour de France - Wikipedia",
         "Jonas Vingegaard of Jumbo–Visma won the general classification for the second consecutive year, 7 minutes 29 seconds ahead of Tadej Pogačar ...", "N/A"),
        ("https://www.letour.fr/en/rankings", "Rankings - Tour de France 2023",
         "Individual general classification after stage 21: Vingegaard, Pogačar, A. Yates, S. Yates, Rodríguez ...", "Jul 23, 2023"),
        ("https://www.cyclingnews.com/races/tour-de-france-2023/stage-17/results/", "Tour de France 2023 stage 17 results - Cyclingnews",
         "Felix Gall wins at Courchevel as Pogačar cracks on the Col de la Loze: 'I'm gone, I'm dead' ...", "Jul 19, 2023"),
        ("https://www.firstcycling.com/race.php?r=17&y=2023&k=gc", "Tour de France 2023 - General classification - FirstCycling",
         "Final GC with time gaps and team ...", "N/A"),
        ("https://www.reddit.com/r/peloton/comments/158asyd/tour_de_france_2023_stage_21_discussion/", "Tour de France 2023 Stage 21 discussion : r/peloton",
         "Meeus wins on the Champs-Élysées; Vingegaard seals it by 7:29 ...", "Jul 23, 2023"),
    )
    p2 = """# Tour de France 2023 — General Classification (final, after stage 21)

**Date:** 1 – 23 July 2023 · **Start:** Bilbao · **Finish:** Paris Champs-Élysées · **Distance:** 3405.6 km · **Finishers:** 150

| Rnk | Rider | Team | Time | Gap |
| --- | --- | --- | --- | --- |
| 1 | VINGEGAARD Jonas | Jumbo-Visma | 82:05:42 | — |
| 2 | POGAČAR Tadej | UAE Team Emirates | 82:13:11 | +7:29 |
| 3 | YATES Adam | UAE Team Emirates | 82:16:38 | +10:56 |
| 4 | YATES Simon | Team Jayco AlUla | 82:18:12 | +12:30 |
| 5 | RODRÍGUEZ Carlos | INEOS Grenadiers | 82:18:59 | +13:17 |
| 6 | BILBAO Pello | Bahrain Victorious | 82:19:09 | +13:27 |
| 7 | HINDLEY Jai | BORA - hansgrohe | 82:20:26 | +14:44 |
| 8 | GALL Felix | AG2R Citroën Team | 82:21:51 | +16:09 |
| 9 | GAUDU David | Groupama - FDJ | 82:28:50 | +23:08 |
| 10 | MARTIN Guillaume | Cofidis | 82:32:12 | +26:30 |

Showing 1 – 10 of 150 · Next page ›

**Other classifications:** Points: PHILIPSEN Jasper (Alpecin-Deceuninck) · Mountains: CICCONE Giulio (Lidl-Trek) · Youth: POGAČAR Tadej"""
    m3 = {"gc_final": "1 Vingegaard 82:05:42; 2 Pogačar +7:29; 3 A. Yates +10:56; 4 S. Yates +12:30; 5 C. Rodríguez +13:17 (150 finishers)",
          "jerseys": "green Philipsen, polka-dot Ciccone, white Pogačar"}
    p4 = """# Tour de France 2023 — Stage 16 (ITT) · Passy › Combloux · 22.4 km · 18 July 2023

## Stage result

| Rnk | Rider | Team | Time |
| --- | --- | --- | --- |
| 1 | VINGEGAARD Jonas | Jumbo-Visma | 32:36 |
| 2 | POGAČAR Tadej | UAE Team Emirates | +1:38 |
| 3 | VAN AERT Wout | Jumbo-Visma | +2:51 |
| 4 | YATES Simon | Team Jayco AlUla | +2:55 |
| 5 | RODRÍGUEZ Carlos | INEOS Grenadiers | +3:02 |

## General classification after stage 16

| Rnk | Rider | Team | Gap | ▲▼ |
| --- | --- | --- | --- | --- |
| 1 | VINGEGAARD Jonas | Jumbo-Visma | — | = |
| 2 | POGAČAR Tadej | UAE Team Emirates | +1:48 | = |
| 3 | RODRÍGUEZ Carlos | INEOS Grenadiers | +8:52 | = |
| 4 | YATES Adam | UAE Team Emirates | +9:03 | = |
| 5 | YATES Simon | Team Jayco AlUla | +9:41 | = |

Before the time trial Vingegaard led Pogačar by 0:10; the 1:38 he gained on the stage took the lead to 1:48."""
    m5 = {"gap_after_st16": "Vingegaard +1:48 on Pogačar after stage 16 ITT (was 0:10; ITT margin 1:38)"}
    p6 = """# Tour de France 2023 — Stage 17 · Saint-Gervais Mont-Blanc › Courchevel · 165.7 km · 19 July 2023

Stage winner: GALL Felix (AG2R Citroën Team). Pogačar was dropped on the Col de la Loze and finished 5:45 behind Vingegaard, who also took 2 bonus seconds at the summit of the Col de la Loze.

## General classification after stage 17

| Rnk | Rider | Team | Gap | ▲▼ |
| --- | --- | --- | --- | --- |
| 1 | VINGEGAARD Jonas | Jumbo-Visma | — | = |
| 2 | POGAČAR Tadej | UAE Team Emirates | +7:35 | = |
| 3 | YATES Adam | UAE Team Emirates | +10:45 | ▲1 |
| 4 | RODRÍGUEZ Carlos | INEOS Grenadiers | +11:04 | ▼1 |
| 5 | YATES Simon | Team Jayco AlUla | +11:53 | = |
| 6 | BILBAO Pello | Bahrain Victorious | +12:23 | = |

The gap went from 1:48 to 7:35: 5:45 lost on the road plus 2 bonus seconds. Stage 20 (Belfort › Le Markstein) remained as the last mountain stage; Pogačar won it, taking 10 bonus seconds to Vingegaard's 4, which set the final margin at 7:29."""
    m7 = {"gap_evolution": "0:10 before ITT → 1:48 after st16 → 7:35 after st17 (5:45 + 2 s bonus) → 7:29 final (st20 bonuses 10 s vs 4 s)"}
    p8 = """# Tour de France 2023 — General Classification (final, after stage 21) · page 2

| Rnk | Rider | Team | Time | Gap |
| --- | --- | --- | --- | --- |
| 11 | TEJADA Harold | Astana Qazaqstan Team | 82:34:06 | +28:24 |
| 12 | KUSS Sepp | Jumbo-Visma | 82:36:28 | +30:46 |
| 13 | PIDCOCK Tom | INEOS Grenadiers | 82:39:31 | +33:49 |
| 14 | HIGUITA Sergio | BORA - hansgrohe | 82:45:02 | +39:20 |
| 15 | PINOT Thibaut | Groupama - FDJ | 82:47:37 | +41:55 |
| 16 | LÓPEZ Harold Martín | Astana Qazaqstan Team | 82:51:40 | +45:58 |
| 17 | STORER Michael | Groupama - FDJ | 82:55:13 | +49:31 |
| 18 | LUTSENKO Alexey | Astana Qazaqstan Team | 83:04:45 | +59:03 |
| 19 | BUCHMANN Emanuel | BORA - hansgrohe | 83:10:20 | +1:04:38 |
| 20 | GROßSCHARTNER Felix | UAE Team Emirates | 83:13:05 | +1:07:23 |

Showing 11 – 20 of 150 · ‹ Previous page · Next page ›"""
    rs.add("search", "h54-search-22", SYSTEM, [
        (search("procyclingstats Tour de France 2023 final GC Vingegaard Pogačar gap"), s1),
        (extract(gc, "Final general classification top 10 with gaps"), p2),
        (memory("add", dict=m3), added(*m3)),
        (extract(st16, "Time trial result and GC gap after stage 16"), p4),
        (memory("add", dict=m5), added(*m5)),
        (extract(st17, "GC after the Courchevel stage and how the gap changed"), p6),
        (memory("add", dict=m7), added(*m7)),
        (extract(gc2, "General classification places 11 to 20"), p8),
        (memory("retrieve_all"), dump({**m3, **m5, **m7})),
    ])


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12,
                 t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
