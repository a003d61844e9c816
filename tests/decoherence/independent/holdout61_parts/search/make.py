# ruff: noqa: E501
"""Held-out set h61, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Topics rotate over science, health and technology records (Nobel prizes, space missions, element names,
vaccine approvals, trial registries, case counts, telescopes, process nodes, language releases, RFCs,
patents, DOIs). Eleven trajectories hold exactly one contradiction (an observation that conflicts with an
earlier one with no action in between that could explain it); the other eleven are clean but full of
legitimate changes (memory updates and removals, re-ranked results, live counters, the same fact in other
units or time zones, different records that merely look alike). Written blind, without the checker.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TOOLS = [
    {"type": "function", "function": {
        "name": "web_search",
        "description": "Perform batched web searches: supply an array 'queries'; the tool retrieves the top 10 results for each query in one call.",
        "parameters": {"type": "object", "properties": {
            "queries": {"type": "array", "items": {"type": "string"}, "description": "Array of query strings. Include multiple complementary search queries in a single call."}},
            "required": ["queries"]}}},
    {"type": "function", "function": {
        "name": "web_extractor",
        "description": "Visit a webpage and return its content as Markdown, focusing on the stated goal.",
        "parameters": {"type": "object", "properties": {
            "url": {"type": "string", "description": "The URL of the webpage to visit."},
            "goal": {"type": "string", "description": "The specific information goal for visiting the webpage."}},
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

You are a **Search World Model** — a precise web search and information retrieval environment simulator. Simulate the execution of search and memory tool calls and generate realistic, contextually appropriate responses. Factual accuracy is the top priority, then query relevance, across the whole interaction sequence.

## Task Definition

Given the Historical Context (previous tool calls and their responses in this session) and the Current Tool Call (web_search, web_extractor or dict_memory), predict the **exact tool response** that a real execution environment would return.

## Core Responsibilities

1. **Factuality First**: never fabricate facts to appear more relevant
2. **Response Simulation**: realistic output matching real search engine behavior
3. **Context Maintenance**: track search results, extracted content and memory state across turns
4. **Behavioral Fidelity**: reproduce real ranking, result diversity and webpage structure

# Environment Management

Initial state is typically empty, with no prior search history or memory entries.

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

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

- Up to 10 relevant results per query, numbered `[1]`, `[2]`, ...; for a batch, the results of each query in order.
- URLs match the topic; snippets tease key facts without fully answering.
- `Date: N/A` for undated reference pages; realistic dates for news and blogs.
- Mix Wikipedia, official sites, news, educational and occasional forum results.

### web_extractor

Output: the page's text as Markdown (headers with `#`, tables with `|`, lists with `-` or `1.`), minimal boilerplate. Content MUST align with prior search snippets for the same URL. Follow the page type (Wikipedia infobox and sections, news byline and date, official records and specifications, academic abstract and metadata, forum threads with votes and timestamps).

### dict_memory

| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs or "Key not found" |
| `retrieve_all` | (none) | All stored key-value pairs |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Memory persists across all turns until explicitly removed; retrieve returns exactly the data previously stored.

### Error Handling

Empty results, inaccessible URLs, non-existent memory keys and malformed requests get the appropriate error message.

# Key Principles

- **Format**: follow the output formats above exactly.
- **Factuality**: real-world knowledge first; do not invent entities, numbers or citations.
- **Consistency**: stay coherent with the Historical Context, the Memory State, and across tools (extracted content must match prior snippets).
- **Realism** and **Quality**: realistic ranking and page structure; complete yet concise.

# Input Definitions & Action Space

You can simulate the following tools:

""" + json.dumps(TOOLS, indent=2, ensure_ascii=False) + """

Reply to each tool call with the tool's output after **Environment Observation:**."""


def state(started: str) -> str:
    return (f"Session started: {started}\nSearch history: (none)\nExtracted pages: (none)\n"
            "Memory store: {} (0 keys)")


def mod(text: str, old: str, new: str) -> str:
    """Replace one detail that occurs exactly once."""
    assert text.count(old) == 1, (old, text.count(old))
    return text.replace(old, new)


def dump(d: dict[str, Any]) -> str:
    return json.dumps(d, indent=2, ensure_ascii=False)


class Mem:
    """dict_memory with its real state; ``shown`` lets a contradicting turn print something else."""

    def __init__(self) -> None:
        self.d: dict[str, Any] = {}

    def add(self, items: dict[str, Any]) -> tuple[str, str]:
        self.d.update(items)
        return memory("add", dict=items), f"Successfully added items of {list(items)} to memory."

    def update(self, items: dict[str, Any]) -> tuple[str, str]:
        assert all(k in self.d for k in items), items
        self.d.update(items)
        return memory("update", dict=items), f"Successfully updated items of {list(items)} in memory."

    def remove(self, keys: list[str]) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def get(self, keys: list[str], shown: dict[str, Any] | None = None) -> tuple[str, str]:
        found = {k: self.d[k] for k in keys if k in self.d}
        missing = [k for k in keys if k not in self.d]
        text = dump(shown if shown is not None else found)
        if missing:
            text += "\n" + "\n".join(f"Key not found: {k}" for k in missing)
        return memory("retrieve", key_list=keys), text

    def all(self, shown: dict[str, Any] | None = None) -> tuple[str, str]:
        d = shown if shown is not None else self.d
        return memory("retrieve_all"), f"Memory contains {len(d)} items:\n" + dump(d)


def q(*queries: str) -> str:
    return search(*queries)


def x(url: str, goal: str) -> str:
    return extract(url, goal)


# ---------------------------------------------------------------- 01 nobelprize.org (clean)
def t01(rs: RowSet) -> None:
    m = Mem()
    summ = ("https://www.nobelprize.org/prizes/chemistry/2020/summary/", "The Nobel Prize in Chemistry 2020 - NobelPrize.org",
            "The Nobel Prize in Chemistry 2020 was awarded jointly to Emmanuelle Charpentier and Jennifer A. Doudna \"for the development of a method for genome editing.\"", "N/A")
    press = ("https://www.nobelprize.org/prizes/chemistry/2020/press-release/", "Press release: The Nobel Prize in Chemistry 2020 - NobelPrize.org",
             "7 October 2020. The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2020 to Emmanuelle Charpentier and Jennifer A. Doudna ...", "Oct 7, 2020")
    s1 = results(
        summ,
        ("https://en.wikipedia.org/wiki/List_of_Nobel_laureates_in_Chemistry", "List of Nobel laureates in Chemistry - Wikipedia",
         "2020: Emmanuelle Charpentier (France) and Jennifer Doudna (United States) \"for the development of a method for genome editing\". 2021: Benjamin List, David MacMillan ...", "N/A"),
        press,
        ("https://www.nytimes.com/2020/10/07/science/nobel-prize-chemistry-crispr.html", "Nobel Prize in Chemistry Awarded to 2 Scientists for Work on Genome Editing - The New York Times",
         "Emmanuelle Charpentier and Jennifer A. Doudna developed the Crispr tool, which can alter the DNA of animals, plants and microorganisms with high precision.", "Oct 7, 2020"),
        ("https://www.nobelprize.org/prizes/chemistry/2020/doudna/facts/", "Jennifer A. Doudna - Facts - 2020 - NobelPrize.org",
         "Jennifer A. Doudna. Born: 19 February 1964, Washington, DC, USA. Affiliation at the time of the award: University of California, Berkeley, CA, USA ...", "N/A"),
        ("https://www.nobelprize.org/prizes/chemistry/2020/charpentier/facts/", "Emmanuelle Charpentier - Facts - 2020 - NobelPrize.org",
         "Emmanuelle Charpentier. Born: 11 December 1968, Juvisy-sur-Orge, France. Affiliation at the time of the award: Max Planck Unit for the Science of Pathogens, Berlin ...", "N/A"),
        ("https://news.berkeley.edu/2020/10/07/jennifer-doudna-wins-2020-nobel-prize-in-chemistry/", "Jennifer Doudna wins 2020 Nobel Prize in Chemistry | Berkeley News",
         "UC Berkeley's Jennifer Doudna shares the prize with Emmanuelle Charpentier for the development of CRISPR-Cas9, a simple and versatile tool for editing genes.", "Oct 7, 2020"),
        ("https://www.mpg.de/15735254/nobel-prize-chemistry-emmanuelle-charpentier", "Nobel Prize in Chemistry for Emmanuelle Charpentier | Max-Planck-Gesellschaft",
         "Emmanuelle Charpentier, Director of the Max Planck Unit for the Science of Pathogens in Berlin, receives the Nobel Prize in Chemistry 2020 together with Jennifer Doudna.", "Oct 7, 2020"),
        ("https://www.nature.com/articles/d41586-020-02765-9", "CRISPR, the disruptive biotechnology, wins chemistry Nobel - Nature",
         "Emmanuelle Charpentier and Jennifer Doudna share the award for developing the precise genome-editing technology.", "Oct 7, 2020"),
        ("https://www.reddit.com/r/science/comments/j6qbb2/", "2020 Nobel Prize in Chemistry awarded for CRISPR : r/science",
         "First time two women have shared a science Nobel. Discussion thread with 1.2k comments ...", "Oct 7, 2020"),
    )
    p_summ = """# The Nobel Prize in Chemistry 2020

NobelPrize.org > Prizes > Chemistry > 2020 > Summary

| | |
| --- | --- |
| ![Emmanuelle Charpentier](photo) | ![Jennifer A. Doudna](photo) |
| **Emmanuelle Charpentier** | **Jennifer A. Doudna** |
| Prize share: 1/2 | Prize share: 1/2 |

The Nobel Prize in Chemistry 2020 was awarded jointly to Emmanuelle Charpentier and Jennifer A. Doudna "for the development of a method for genome editing."

## Laureates

| Laureate | Born | Affiliation at the time of the award | Prize share |
| --- | --- | --- | --- |
| Emmanuelle Charpentier | 11 December 1968, Juvisy-sur-Orge, France | Max Planck Unit for the Science of Pathogens, Berlin, Germany | 1/2 |
| Jennifer A. Doudna | 19 February 1964, Washington, DC, USA | University of California, Berkeley, CA, USA; Howard Hughes Medical Institute | 1/2 |

## Prize announcement

- Announced: 7 October 2020, 11:45 CEST, Royal Swedish Academy of Sciences, Stockholm
- Prize amount: 10,000,000 SEK
- Prize motivation: "for the development of a method for genome editing"
- Field: Biochemistry, genetic engineering

## Related content

- Press release: Genetic scissors: a tool for rewriting the code of life
- Popular information: Genetic scissors: a tool for rewriting the code of life (PDF, 1.9 MB)
- Advanced information: A tool for genome editing (PDF, 2.4 MB)
- Nobel Prize lectures, 8 December 2020 (delivered digitally due to the COVID-19 pandemic)
- Award ceremony: the medals were presented in the laureates' home countries on 8 December 2020

## All Nobel Prizes in Chemistry

The Nobel Prize in Chemistry has been awarded 112 times to 186 laureates between 1901 and 2020. Frederick Sanger and Barry Sharpless are the only laureates who have been awarded the prize twice.

To cite this section: MLA style: The Nobel Prize in Chemistry 2020. NobelPrize.org. Nobel Prize Outreach 2025. Mon. 3 Feb 2025. <https://www.nobelprize.org/prizes/chemistry/2020/summary/>"""
    s2 = results(
        press,
        ("https://www.nobelprize.org/prizes/chemistry/2020/popular-information/", "Popular information: Genetic scissors - NobelPrize.org",
         "Genetic scissors: a tool for rewriting the code of life. Emmanuelle Charpentier and Jennifer Doudna have discovered one of gene technology's sharpest tools ...", "N/A"),
        summ,
        ("https://www.kva.se/en/news/nobel-prize-in-chemistry-2020/", "The Nobel Prize in Chemistry 2020 - Kungl. Vetenskapsakademien",
         "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2020 for genetic scissors: a tool for rewriting the code of life.", "Oct 7, 2020"),
        ("https://www.science.org/content/article/crispr-wins-chemistry-nobel", "CRISPR, the revolutionary genetic 'scissors,' honored by Chemistry Nobel | Science",
         "The 2012 paper by Charpentier, Doudna and colleagues showed that the Cas9 enzyme could be programmed with guide RNA to cut DNA at chosen sites.", "Oct 7, 2020"),
        ("https://www.bbc.com/news/science-environment-54420149", "Nobel Prize: Chemistry award for genetic scissors - BBC News",
         "Two scientists who developed the tools to edit DNA have been awarded the 2020 Nobel Prize in Chemistry.", "Oct 7, 2020"),
        ("https://www.science.org/doi/10.1126/science.1225829", "A Programmable Dual-RNA-Guided DNA Endonuclease in Adaptive Bacterial Immunity | Science",
         "Jinek M, Chylinski K, Fonfara I, Hauer M, Doudna JA, Charpentier E. Science 337(6096):816-821, 2012.", "Jun 28, 2012"),
        ("https://en.wikipedia.org/wiki/CRISPR_gene_editing", "CRISPR gene editing - Wikipedia",
         "CRISPR gene editing is a genetic engineering technique in molecular biology by which the genomes of living organisms may be modified.", "N/A"),
    )
    p_press = """# Press release: The Nobel Prize in Chemistry 2020

7 October 2020

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2020 to

**Emmanuelle Charpentier**
Max Planck Unit for the Science of Pathogens, Berlin, Germany

**Jennifer A. Doudna**
University of California, Berkeley, USA

"for the development of a method for genome editing"

## Genetic scissors: a tool for rewriting the code of life

Emmanuelle Charpentier and Jennifer A. Doudna have discovered one of gene technology's sharpest tools: the CRISPR/Cas9 genetic scissors. Using these, researchers can change the DNA of animals, plants and microorganisms with extremely high precision. This technology has had a revolutionary impact on the life sciences, is contributing to new cancer therapies and may make the dream of curing inherited diseases come true.

While Emmanuelle Charpentier was studying *Streptococcus pyogenes*, she discovered a previously unknown molecule, tracrRNA. Her work showed that tracrRNA is part of bacteria's ancient immune system, CRISPR/Cas, that disarms viruses by cleaving their DNA.

Charpentier published her discovery in 2011. The same year, she initiated a collaboration with Jennifer Doudna, an experienced biochemist with vast knowledge of RNA. Together, they succeeded in recreating the bacteria's genetic scissors in a test tube and simplifying the scissors' molecular components so they were easier to use.

In an epoch-making experiment, they then reprogrammed the genetic scissors. In their natural form, the scissors recognise DNA from viruses, but Charpentier and Doudna proved that they could be controlled so that they can cut any DNA molecule at a predetermined site.

> "There is enormous power in this genetic tool, which affects us all." — Claes Gustafsson, chair of the Nobel Committee for Chemistry

**Emmanuelle Charpentier**, born 1968 in Juvisy-sur-Orge, France. Ph.D. 1995 from Institut Pasteur, Paris, France. Director of the Max Planck Unit for the Science of Pathogens, Berlin, Germany.

**Jennifer A. Doudna**, born 1964 in Washington, D.C., USA. Ph.D. 1989 from Harvard Medical School, Boston, USA. Professor at the University of California, Berkeley, USA and Investigator, Howard Hughes Medical Institute.

Prize amount: 10 million Swedish kronor, to be shared equally between the Laureates.

Further information: www.kva.se and www.nobelprize.org
Press contact: Eva Nevelius, Press Secretary, +46 70 878 67 63, eva.nevelius@kva.se"""
    turns = [
        (q("Nobel Prize in Chemistry 2020 laureates"), s1),
        (x(summ[0], "Who received the 2020 Chemistry prize, their prize shares, affiliations and the prize amount"), p_summ),
        m.add({"chem2020_laureates": "Emmanuelle Charpentier; Jennifer A. Doudna",
               "chem2020_motivation": "for the development of a method for genome editing",
               "chem2020_prize_share": "1/2 each"}),
        (q("Nobel Prize chemistry 2020 press release CRISPR genetic scissors"), s2),
        (x(press[0], "Official press release wording, laureate affiliations and prize amount"), p_press),
        m.update({"chem2020_prize_share": "1/2 each of SEK 10,000,000 (10 million kronor, shared equally)"}),
        m.all(),
    ]
    rs.add("search", "h61-search-01", SYSTEM, turns, state=state("2025-02-03 10:14:07 UTC"))


# ---------------------------------------------------------------- 02 NASA / JWST (bad: memory read-back id)
def t02(rs: RowSet) -> None:
    m = Mem()
    nasa = ("https://science.nasa.gov/mission/webb/", "James Webb Space Telescope - NASA Science",
            "Webb launched on Dec. 25, 2021, aboard an Ariane 5 rocket from Europe's Spaceport in French Guiana, and arrived at the second Lagrange point (L2) in January 2022.", "N/A")
    ariane = ("https://www.arianespace.com/press-release/ariane-5-launches-james-webb-space-telescope/", "Flight VA256: Arianespace's Ariane 5 launches the James Webb Space Telescope",
              "Kourou, French Guiana, December 25, 2021 - Arianespace has successfully launched the James Webb Space Telescope (JWST) for NASA, ESA and CSA on flight VA256 ...", "Dec 25, 2021")
    s1 = results(
        nasa,
        ("https://en.wikipedia.org/wiki/James_Webb_Space_Telescope", "James Webb Space Telescope - Wikipedia",
         "Launch date: 25 December 2021, 12:20 UTC. Rocket: Ariane 5 ECA (VA256). Launch site: Centre Spatial Guyanais, ELA-3. Primary mirror 6.5 m, 18 segments ...", "N/A"),
        ariane,
        ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_launch_kit", "ESA - Webb launch kit",
         "Launch window opened 25 December 2021 at 13:20 CET (12:20 UTC). Liftoff on Ariane 5 flight VA256 from Europe's Spaceport in Kourou.", "Dec 21, 2021"),
        ("https://blogs.nasa.gov/webb/2021/12/25/nasas-webb-telescope-launches-to-see-first-galaxies-distant-worlds/", "NASA's Webb Telescope Launches to See First Galaxies, Distant Worlds - Webb Blog",
         "NASA's James Webb Space Telescope launched at 7:20 a.m. EST Saturday on an Ariane 5 rocket from Europe's Spaceport in French Guiana, South America.", "Dec 25, 2021"),
        ("https://www.space.com/james-webb-space-telescope-launch-success", "James Webb Space Telescope launches on Christmas Day | Space",
         "The $10 billion observatory lifted off atop an Ariane 5 rocket at 7:20 a.m. EST (1220 GMT) after more than a decade of delays.", "Dec 25, 2021"),
        ("https://www.nasa.gov/news-release/nasas-webb-reaches-final-destination-l2/", "NASA's Webb Reaches Final Destination, Second Lagrange Point",
         "At 2 p.m. EST on Jan. 24, 2022, Webb fired its thrusters for 297 seconds to complete the final mid-course correction and insert it into orbit around L2.", "Jan 24, 2022"),
        ("https://www.reuters.com/lifestyle/science/webb-telescope-launch-2021-12-25/", "Webb telescope launched into space - Reuters",
         "The telescope, built by Northrop Grumman, separated from the rocket's upper stage about 27 minutes after liftoff.", "Dec 25, 2021"),
        ("https://webb.nasa.gov/content/about/faqs/facts.html", "Webb Facts - James Webb Space Telescope",
         "Mass: approximately 6,200 kg (13,700 lbs). Primary mirror diameter: 6.5 m. Sunshield: 21.197 m x 14.162 m. Orbit: L2, 1.5 million km from Earth.", "N/A"),
        ("https://www.reddit.com/r/space/comments/rof5hh/", "Webb launch megathread : r/space",
         "LIFTOFF at 12:20 UTC! Fairing sep, EPC sep, ESC burn nominal. Spacecraft separation confirmed ...", "Dec 25, 2021"),
    )
    p_nasa = """# James Webb Space Telescope

NASA Science > Missions > Webb

Webb is the premier observatory of the next decade, serving thousands of astronomers worldwide. It studies every phase in the history of our Universe, ranging from the first luminous glows after the Big Bang, to the formation of stellar systems capable of supporting life on planets like Earth, to the evolution of our own Solar System.

## Mission facts

| | |
| --- | --- |
| Type | Orbiter (infrared observatory) |
| Launch | Dec. 25, 2021, 7:20 a.m. EST (12:20 UTC) |
| Launch vehicle | Ariane 5 ECA |
| Launch site | Europe's Spaceport, Kourou, French Guiana (ELA-3) |
| Target | Sun-Earth Lagrange point 2 (L2), about 1.5 million km from Earth |
| Arrival at L2 | Jan. 24, 2022 |
| First full-color images | July 12, 2022 |
| Partners | NASA, ESA (European Space Agency), CSA (Canadian Space Agency) |
| Prime contractor | Northrop Grumman |
| Operations | Space Telescope Science Institute (STScI), Baltimore, Maryland |

## The observatory

- **Primary mirror:** 6.5 meters (21 feet 4 inches) across, made of 18 hexagonal segments of gold-coated beryllium; collecting area 25.4 m²
- **Sunshield:** five layers of Kapton, about the size of a tennis court (21.197 m x 14.162 m)
- **Instruments:** NIRCam, NIRSpec, MIRI, and NIRISS with the Fine Guidance Sensor (FGS)
- **Wavelength coverage:** 0.6 to 28.5 micrometers
- **Mass at launch:** 6,161.4 kg
- **Mission lifetime:** designed for 5–10 years; a precise launch left enough propellant for significantly more than 10 years of science operations

## Launch and commissioning

Webb lifted off on an Ariane 5 rocket from Europe's Spaceport in French Guiana on Dec. 25, 2021. About 27 minutes after liftoff it separated from the rocket's upper stage and deployed its solar array. Over the following two weeks the observatory unfolded its sunshield and mirrors; the secondary mirror deployed on Jan. 5 and the primary mirror wings latched on Jan. 8, 2022. A final mid-course correction burn on Jan. 24, 2022 inserted Webb into its halo orbit around L2. Science operations began on July 12, 2022, with the release of the first full-color images and spectra.

## Related

- Webb news and image releases
- Webb's Mirrors
- Webb's Orbit
- Webb Image Gallery (last updated Apr. 17, 2025)"""
    p_ariane = """# Flight VA256: Arianespace's Ariane 5 launches the James Webb Space Telescope

**Kourou, French Guiana, December 25, 2021**

Arianespace has successfully launched the James Webb Space Telescope (JWST) on behalf of NASA, in partnership with the European Space Agency (ESA) and the Canadian Space Agency (CSA). Liftoff took place on December 25, 2021 at 9:20 a.m. local time in Kourou (12:20 UTC, 7:20 a.m. in Washington, D.C., 1:20 p.m. in Paris) from the Ariane launch complex ELA-3 at the Guiana Space Center, Europe's Spaceport in French Guiana.

## Mission summary

| Item | Value |
| --- | --- |
| Flight | VA256 |
| Launcher | Ariane 5 ECA |
| Payload | James Webb Space Telescope (JWST) |
| Payload mass | approximately 6,161 kg |
| Liftoff | 12:20 UTC, December 25, 2021 |
| Separation | 27 minutes after liftoff |
| Target orbit | direct injection towards Sun-Earth Lagrange point L2 |
| Launch complex | ELA-3, Guiana Space Center |

The JWST was placed on its trajectory with very high accuracy, which NASA later stated would leave enough propellant for the telescope to operate well beyond its 10-year design goal.

> "Today, Ariane 5 has delivered Webb to its destination with great precision." — Stéphane Israël, Chief Executive Officer of Arianespace

The launch was the third and final Ariane 5 flight of 2021. Ariane 5 was supplied to the European Space Agency under a contribution agreement, with ArianeGroup as prime contractor for the launcher.

## About Arianespace

Arianespace uses space to make life better on Earth by providing launch services for all types of satellites into all orbits. Since 1980, it has carried out more than 250 launches and placed over 1,100 satellites in orbit.

Press contact: Cécile Goudeaux, c.goudeaux@arianespace.com, +33 (0)1 60 87 60 90"""
    s3 = results(
        ("https://www.nasa.gov/image-article/first-images-from-nasas-webb-space-telescope/", "First Images from NASA's Webb Space Telescope - NASA",
         "NASA's James Webb Space Telescope released its first full-color images and spectroscopic data on July 12, 2022, including the Carina Nebula and Stephan's Quintet.", "Jul 12, 2022"),
        ("https://webbtelescope.org/news/first-images", "Webb's First Images - STScI",
         "SMACS 0723, Carina Nebula, Southern Ring Nebula, Stephan's Quintet and the WASP-96 b transmission spectrum.", "Jul 12, 2022"),
        ("https://www.nasa.gov/news-release/president-biden-reveals-first-image-from-nasas-webb-telescope/", "President Biden Reveals First Image from NASA's Webb Telescope",
         "The first image, Webb's First Deep Field of galaxy cluster SMACS 0723, was unveiled at the White House on July 11, 2022, a day ahead of the full release.", "Jul 11, 2022"),
        ("https://esawebb.org/news/weic2205/", "ESA/Webb's first full-colour images - ESA/Webb",
         "The release of the first images marks the official beginning of Webb's general science operations.", "Jul 12, 2022"),
        ("https://en.wikipedia.org/wiki/Webb%27s_First_Deep_Field", "Webb's First Deep Field - Wikipedia",
         "The image was taken by NIRCam, is a composite of images at different wavelengths totalling 12.5 hours of exposure ...", "N/A"),
        nasa,
        ("https://www.theguardian.com/science/2022/jul/12/james-webb-telescope-first-images", "James Webb space telescope's first images reveal deep cosmos | The Guardian",
         "The first images from the $10bn telescope show cosmic cliffs, dancing galaxies and a dying star ...", "Jul 12, 2022"),
        ("https://www.skyatnightmagazine.com/news/james-webb-first-images", "James Webb Space Telescope first images explained - BBC Sky at Night",
         "Everything you need to know about the first five targets Webb revealed on 12 July 2022.", "Jul 13, 2022"),
    )
    mem_stored = {"jwst_launch_utc": "2021-12-25 12:20",
                  "jwst_vehicle": "Ariane 5 ECA, flight VA256",
                  "jwst_site": "ELA-3, Guiana Space Centre, Kourou"}
    turns = [
        (q("James Webb Space Telescope launch date Ariane 5"), s1),
        (x(nasa[0], "Exact launch date and time, vehicle, launch site and arrival at L2"), p_nasa),
        m.add(mem_stored),
        (q("Arianespace VA256 Webb launch press release"), results(
            ariane,
            ("https://www.esa.int/Enabling_Support/Space_Transportation/Ariane/Ariane_5_launches_Webb", "ESA - Ariane 5 launches Webb",
             "Webb lifted off on Ariane 5 flight VA256 at 13:20 CET on 25 December 2021 from Europe's Spaceport.", "Dec 25, 2021"),
            ("https://www.ariane.group/en/news/ariane-5-webb-va256/", "Ariane 5 successfully launches Webb - ArianeGroup",
             "ArianeGroup, prime contractor for Ariane 5, congratulates all the teams on flight VA256 ...", "Dec 25, 2021"),
            ("https://en.wikipedia.org/wiki/List_of_Ariane_launches_(2020%E2%80%932023)", "List of Ariane launches (2020–2023) - Wikipedia",
             "VA256 | 25 December 2021 12:20 | Ariane 5 ECA | ELA-3 | JWST | Sun–Earth L2 | Success", "N/A"),
            ("https://spacenews.com/ariane-5-launches-jwst/", "Ariane 5 launches JWST - SpaceNews",
             "An Ariane 5 successfully launched the James Webb Space Telescope Dec. 25, beginning a month-long journey to L2.", "Dec 25, 2021"),
            ("https://www.nasaspaceflight.com/2021/12/ariane-5-jwst-launch/", "Ariane 5 launches James Webb Space Telescope - NASASpaceFlight.com",
             "Flight VA256 used a modified fairing venting system to protect Webb's sensitive optics during ascent.", "Dec 25, 2021"),
            ("https://twitter.com/arianespace/status/1474706734734540802", "Arianespace on X: \"#VA256 LIFTOFF\"",
             "Liftoff! #Ariane5 has launched @NASAWebb from Europe's Spaceport.", "Dec 25, 2021"),
        )),
        (x(ariane[0], "Flight number, liftoff time in UTC and local time, payload mass"), p_ariane),
        m.add({"jwst_l2_arrival": "2022-01-24", "jwst_mass_kg": "6161.4"}),
        m.all(shown={**mem_stored, "jwst_vehicle": "Ariane 5 ECA, flight VA265",
                     "jwst_l2_arrival": "2022-01-24", "jwst_mass_kg": "6161.4"}),
        (q("Webb first images July 12 2022"), s3),
    ]
    rs.add("search", "h61-search-02", SYSTEM, turns, state=state("2025-04-22 15:31:52 UTC"),
           bad=True, turn=7, kind="retrieve_all shows the stored flight number as VA265, but VA256 was stored in turn 3 and never updated")


# ---------------------------------------------------------------- 03 IUPAC (bad: element symbol changes on re-extraction)
def t03(rs: RowSet) -> None:
    m = Mem()
    url = "https://iupac.org/iupac-announces-the-names-of-the-elements-113-115-117-and-118/"
    s1 = results(
        (url, "IUPAC Announces the Names of the Elements 113, 115, 117, and 118 - IUPAC",
         "On 28 November 2016, IUPAC approved the names and symbols for four elements: nihonium (Nh), moscovium (Mc), tennessine (Ts), and oganesson (Og), respectively for element 113, 115, 117, and 118.", "Nov 30, 2016"),
        ("https://iupac.org/elements-113-115-117-and-118-provisional-recommendations/", "Provisional Recommendations for the Names of Elements 113, 115, 117 and 118 - IUPAC",
         "IUPAC is inviting the public to review the recommended names. The public review ends on 8 November 2016.", "Jun 8, 2016"),
        ("https://en.wikipedia.org/wiki/Tennessine", "Tennessine - Wikipedia",
         "Tennessine is a synthetic element; it has symbol Ts and atomic number 117. It was first synthesized in 2010 by a joint Russia–US collaboration in Dubna ...", "N/A"),
        ("https://www.nature.com/articles/nature.2016.21065", "Four new element names proposed for periodic table - Nature",
         "Nihonium, moscovium, tennessine and oganesson are the suggested names for elements 113, 115, 117 and 118.", "Jun 8, 2016"),
        ("https://www.chemistryworld.com/news/new-element-names-officially-approved/2500103.article", "New element names officially approved | Chemistry World",
         "After a five-month public consultation, IUPAC has formally approved nihonium, moscovium, tennessine and oganesson.", "Nov 30, 2016"),
        ("https://en.wikipedia.org/wiki/Oganesson", "Oganesson - Wikipedia",
         "Oganesson is a synthetic chemical element; it has symbol Og and atomic number 118. It was first synthesized in 2002 at the Joint Institute for Nuclear Research ...", "N/A"),
        ("https://www.riken.jp/en/news_pubs/research_news/pr/2016/20161130_1/", "Element 113 officially named nihonium - RIKEN",
         "The element discovered by the RIKEN Nishina Center team led by Kosuke Morita is officially named nihonium, symbol Nh.", "Nov 30, 2016"),
        ("https://iupac.org/what-we-do/periodic-table-of-elements/", "Periodic Table of Elements - IUPAC",
         "The latest release of the IUPAC Periodic Table (dated 4 May 2022) includes the recent changes to standard atomic weights ...", "N/A"),
        ("https://www.sciencenews.org/article/four-new-elements-get-names", "Four new elements officially get names | Science News",
         "The seventh row of the periodic table is now complete with names for all its elements.", "Dec 1, 2016"),
        ("https://chemistry.stackexchange.com/questions/62601/", "Why is element 117 named tennessine and not tennessium? - Chemistry Stack Exchange",
         "Elements of group 17 get the ending -ine, following the halogens (fluorine, chlorine ...). 41 votes.", "Nov 29, 2016"),
    )
    page = f"""# IUPAC Announces the Names of the Elements 113, 115, 117, and 118

30 November 2016 | News

On 28 November 2016, the IUPAC Council approved the names and symbols for four elements: nihonium (Nh), moscovium (Mc), tennessine (Ts), and oganesson (Og), respectively for element 113, 115, 117, and 118.

As described on 8 June 2016, when the proposed names were announced for public review, the names follow the IUPAC rules under which new elements can be named after a mythological concept or character (including an astronomical object), a mineral or similar substance, a place or geographical region, a property of the element, or a scientist.

The names of the four new elements were proposed by the discoverers and, after a five-month period of public review that ended on 8 November 2016, were approved by the IUPAC Council.

## The approved names

| Atomic number | Name | Symbol | Origin of the name | Discoverers (claim recognized 30 December 2015) |
| --- | --- | --- | --- | --- |
| 113 | nihonium | Nh | Nihon, one of the two ways to say "Japan" in Japanese | RIKEN Nishina Center for Accelerator-Based Science, Wako, Japan |
| 115 | moscovium | Mc | Moscow region, home of the Joint Institute for Nuclear Research | JINR Dubna (Russia); Lawrence Livermore National Laboratory; Oak Ridge National Laboratory; Vanderbilt University (USA) |
| 117 | tennessine | Ts | Tennessee, for Oak Ridge National Laboratory, Vanderbilt University and the University of Tennessee | JINR Dubna (Russia); Oak Ridge National Laboratory; Vanderbilt University; University of Tennessee; Lawrence Livermore National Laboratory (USA) |
| 118 | oganesson | Og | Professor Yuri Oganessian, for his pioneering contributions to transactinoid research | JINR Dubna (Russia); Lawrence Livermore National Laboratory (USA) |

## Naming conventions

In keeping with tradition, the endings of the names reflect the group of the periodic table: elements 113 and 115 end in "-ium", element 117 (group 17) ends in "-ine" like the halogens, and element 118 (group 18) ends in "-on" like the noble gases. The recommendations were prepared by the IUPAC Inorganic Chemistry Division and published as:

- Öhrström, L.; Reedijk, J. "Names and symbols of the elements with atomic numbers 113, 115, 117 and 118 (IUPAC Recommendations 2016)", *Pure Appl. Chem.* 2016, 88(12), 1225–1229. DOI: 10.1515/pac-2016-0501

> "It is a pleasure to see that specific places and names (country, state, city, and scientist) related to the new elements is recognized in these four names." — Jan Reedijk, President of the Inorganic Chemistry Division

With the names approved, the seventh row of the periodic table is complete. The IUPAC Periodic Table of the Elements will be updated accordingly.

Related: Discovery and Assignment of Elements with Atomic Numbers 113, 115, 117 and 118 (30 December 2015) | IUPAC Periodic Table of the Elements

Tags: elements, periodic table, Inorganic Chemistry Division
Share: {url}"""
    s2 = results(
        ("https://www.ornl.gov/news/ornl-element-117-named-tennessine", "Element 117 named 'tennessine' | ORNL",
         "The name recognizes Tennessee's contributions, including those of Oak Ridge National Laboratory, Vanderbilt University and the University of Tennessee, to the discovery.", "Dec 1, 2016"),
        ("https://en.wikipedia.org/wiki/Tennessine", "Tennessine - Wikipedia",
         "The discovery was announced in Dubna in April 2010. Berkelium-249 target produced at ORNL's High Flux Isotope Reactor was bombarded with calcium-48 ...", "N/A"),
        ("https://news.vanderbilt.edu/2016/11/30/element-117-named-tennessine/", "Tennessine: Element 117 officially named - Vanderbilt University",
         "Vanderbilt physicist Joseph Hamilton led the US side of the collaboration that discovered element 117.", "Nov 30, 2016"),
        ("https://journals.aps.org/prl/abstract/10.1103/PhysRevLett.104.142502", "Synthesis of a New Element with Atomic Number Z=117 - Phys. Rev. Lett.",
         "Yu. Ts. Oganessian et al., Phys. Rev. Lett. 104, 142502 - Published 9 April 2010.", "Apr 9, 2010"),
        (url, "IUPAC Announces the Names of the Elements 113, 115, 117, and 118 - IUPAC",
         "... tennessine (Ts) ... Tennessee, for Oak Ridge National Laboratory, Vanderbilt University and the University of Tennessee ...", "Nov 30, 2016"),
        ("https://www.utk.edu/news/element-117-tennessine", "UT Celebrates Element 117 Naming - University of Tennessee",
         "UT professor Krzysztof Rykaczewski and colleagues contributed to the detection of the new element.", "Nov 30, 2016"),
        ("https://www.knoxnews.com/story/news/science/2016/11/30/tennessine-element-117/", "Tennessine becomes official - Knoxville News Sentinel",
         "Tennessee joins California as the only US states honored with an element name.", "Nov 30, 2016"),
        ("https://www.rsc.org/periodic-table/element/117/tennessine", "Tennessine - Element information, properties and uses | Periodic Table - RSC",
         "Element Tennessine (Ts), Group 17, Atomic Number 117, p-block, Mass [294].", "N/A"),
    )
    p_ornl = """# Element 117 named 'tennessine'

Oak Ridge National Laboratory | News | December 1, 2016

OAK RIDGE, Tenn., Dec. 1, 2016 — The International Union of Pure and Applied Chemistry (IUPAC) has approved the name tennessine, with the symbol Ts, for element 117, which was discovered in 2010 by a team of researchers from ORNL, Vanderbilt University, the University of Tennessee, Lawrence Livermore National Laboratory and the Joint Institute for Nuclear Research in Dubna, Russia.

## How it was made

- ORNL's High Flux Isotope Reactor (HFIR) and Radiochemical Engineering Development Center produced 22 milligrams of berkelium-249 over a 250-day irradiation campaign in 2008–2009.
- The berkelium target was shipped to Dubna, where it was bombarded with calcium-48 ions at the U400 cyclotron for roughly 150 days.
- Six atoms of element 117 were detected in the first experiment: five of tennessine-293 and one of tennessine-294.

| Isotope | Half-life (approx.) | Decay mode |
| --- | --- | --- |
| 293Ts | 22 ms | alpha |
| 294Ts | 51 ms | alpha |

> "Tennessine recognizes the contribution of the state's research institutions to the discovery of superheavy elements." — Thomas Zacharia, ORNL Deputy Director for Science and Technology

Element 117 is the second-heaviest known element and lies in group 17, alongside the halogens. Its neighbor, element 115 (moscovium, symbol Mc), was also produced in the same collaboration through tennessine's alpha decay chain.

Media contact: Morgan McCorkle, ORNL Communications, 865.574.7308"""
    turns = [
        (q("IUPAC names elements 113 115 117 118 approved"), s1),
        (x(url, "Approved names, symbols and date of approval for elements 113, 115, 117 and 118"), page),
        m.add({"e113": "nihonium (Nh)", "e115": "moscovium (Mc)", "e117": "tennessine (Ts)", "e118": "oganesson (Og)",
               "approval_date": "2016-11-28 (IUPAC Council; public review ended 2016-11-08)"}),
        (q("tennessine element 117 discovery Oak Ridge Vanderbilt"), s2),
        (x(url, "Origin of the name and symbol for element 117 and its discoverers"),
         mod(page, "| 117 | tennessine | Ts |", "| 117 | tennessine | Tn |")),
        (x("https://www.ornl.gov/news/ornl-element-117-named-tennessine", "Role of ORNL in the discovery of element 117 and how it was produced"), p_ornl),
        m.get(["e117", "approval_date"]),
    ]
    rs.add("search", "h61-search-03", SYSTEM, turns, state=state("2025-01-17 08:02:19 UTC"),
           bad=True, turn=5, kind="re-extracted IUPAC page gives tennessine the symbol Tn in the names table, where turn 2 showed Ts on the same page")


# ---------------------------------------------------------------- 04 FDA / Comirnaty (clean)
def t04(rs: RowSet) -> None:
    m = Mem()
    bla = ("https://www.fda.gov/news-events/press-announcements/fda-approves-first-covid-19-vaccine", "FDA Approves First COVID-19 Vaccine | FDA",
           "Today, the U.S. Food and Drug Administration approved the first COVID-19 vaccine. The vaccine has been known as the Pfizer-BioNTech COVID-19 Vaccine, and will now be marketed as Comirnaty ...", "Aug 23, 2021")
    eua = ("https://www.fda.gov/news-events/press-announcements/fda-takes-key-action-fight-against-covid-19-issuing-emergency-use-authorization-first-covid-19", "FDA Takes Key Action in Fight Against COVID-19 By Issuing Emergency Use Authorization for First COVID-19 Vaccine | FDA",
           "Today, the U.S. Food and Drug Administration issued the first emergency use authorization (EUA) for a vaccine for the prevention of COVID-19 ... in individuals 16 years of age and older.", "Dec 11, 2020")
    s1 = results(
        bla,
        ("https://www.fda.gov/vaccines-blood-biologics/comirnaty", "COMIRNATY | FDA",
         "STN: 125742. Proper Name: COVID-19 Vaccine, mRNA. Tradename: COMIRNATY. Manufacturer: BioNTech Manufacturing GmbH ...", "N/A"),
        ("https://www.pfizer.com/news/press-release/press-release-detail/pfizer-and-biontech-receive-first-us-fda-approval-covid-19", "Pfizer and BioNTech Receive First U.S. FDA Approval for a COVID-19 Vaccine | Pfizer",
         "The BLA approval is for individuals 16 years of age and older. The vaccine continues to be available under EUA for individuals 12 through 15 years ...", "Aug 23, 2021"),
        ("https://en.wikipedia.org/wiki/Pfizer%E2%80%93BioNTech_COVID-19_vaccine", "Pfizer–BioNTech COVID-19 vaccine - Wikipedia",
         "Tozinameran, sold under the brand name Comirnaty, is an mRNA-based COVID-19 vaccine developed by BioNTech in cooperation with Pfizer.", "N/A"),
        ("https://www.nytimes.com/2021/08/23/health/fda-approval-pfizer-covid-vaccine.html", "F.D.A. Grants Full Approval to Pfizer-BioNTech Covid Vaccine - The New York Times",
         "The approval makes Pfizer-BioNTech the first coronavirus vaccine to move beyond emergency use status in the United States.", "Aug 23, 2021"),
        ("https://www.cnbc.com/2021/08/23/fda-grants-full-approval-to-pfizer-covid-vaccine.html", "FDA grants full approval to Pfizer-BioNTech Covid vaccine - CNBC",
         "The FDA's approval of the two-dose vaccine for people 16 and older comes more than eight months after the agency granted emergency use.", "Aug 23, 2021"),
        ("https://www.fda.gov/media/151710/download", "Comirnaty BLA Approval Letter - August 23, 2021 (PDF)",
         "BL 125742/0. BioNTech Manufacturing GmbH, Attention: Amit Patel, Pfizer Inc. ... approval of your biologics license application ...", "Aug 23, 2021"),
        ("https://www.statnews.com/2021/08/23/fda-full-approval-pfizer-vaccine/", "FDA gives full approval to Pfizer Covid-19 vaccine - STAT",
         "Full approval could spur vaccine mandates by employers and universities.", "Aug 23, 2021"),
        ("https://www.reddit.com/r/Coronavirus/comments/p9wn0m/", "FDA grants full approval to Pfizer vaccine : r/Coronavirus",
         "Megathread. 4.1k comments ...", "Aug 23, 2021"),
    )
    p_bla = """# FDA Approves First COVID-19 Vaccine

Approval Signifies Key Achievement for Public Health

FDA News Release | For Immediate Release: August 23, 2021

Today, the U.S. Food and Drug Administration approved the first COVID-19 vaccine. The vaccine has been known as the Pfizer-BioNTech COVID-19 Vaccine, and will now be marketed as Comirnaty (koe-mir'-na-tee), for the prevention of COVID-19 disease in individuals 16 years of age and older. The vaccine also continues to be available under emergency use authorization (EUA), including for individuals 12 through 15 years of age and for the administration of a third dose in certain immunocompromised individuals.

> "The FDA's approval of this vaccine is a milestone as we continue to battle the COVID-19 pandemic." — Acting FDA Commissioner Janet Woodcock, M.D.

## FDA Evaluation of Safety and Effectiveness Data for Approval for 16 Years of Age and Older

The first EUA, issued Dec. 11, 2020, for individuals 16 years of age and older was based on safety and effectiveness data from a randomized, controlled, blinded ongoing clinical trial of thousands of individuals.

To support the FDA's approval decision today, the FDA reviewed updated data from the clinical trial which supported the EUA and included a longer duration of follow-up in a larger clinical trial population.

- Effectiveness: approximately 20,000 vaccine and 20,000 placebo recipients ages 16 and older who did not have evidence of the COVID-19 virus infection within a week of receiving the second dose. The vaccine was 91% effective in preventing COVID-19 disease.
- Safety: approximately 22,000 people received the vaccine and 22,000 received a placebo; more than half were followed for at least four months after the second dose, and about 12,000 vaccine recipients for at least 6 months.
- The most commonly reported side effects were pain, redness and swelling at the injection site, fatigue, headache, muscle or joint pain, chills, and fever.

## Myocarditis and pericarditis

The prescribing information includes a warning about increased risks of myocarditis and pericarditis, particularly within seven days following the second dose, observed most often in males under 40.

## Regulatory details

| | |
| --- | --- |
| Application | Biologics License Application, STN BL 125742 |
| Applicant | BioNTech Manufacturing GmbH (Pfizer Inc., U.S. agent) |
| Review | Priority Review |
| Dosing | two doses, three weeks apart |

Related Information: Comirnaty; Emergency Use Authorization for Vaccines Explained; Vaccines and Related Biological Products Advisory Committee

Inquiries: Media: Abby Capobianco, 202-657-8124 | Consumer: 888-INFO-FDA"""
    p_eua = """# FDA Takes Key Action in Fight Against COVID-19 By Issuing Emergency Use Authorization for First COVID-19 Vaccine

Emergency Use Authorization for Vaccine to Prevent COVID-19 Allows Vaccine to Be Distributed in U.S.

FDA News Release | For Immediate Release: December 11, 2020

Today, the U.S. Food and Drug Administration issued the first emergency use authorization (EUA) for a vaccine for the prevention of coronavirus disease 2019 (COVID-19) caused by severe acute respiratory syndrome coronavirus 2 (SARS-CoV-2) in individuals 16 years of age and older. The emergency use authorization allows the Pfizer-BioNTech COVID-19 Vaccine to be distributed in the U.S.

> "The FDA's authorization for emergency use of the first COVID-19 vaccine is a significant milestone in battling this devastating pandemic." — FDA Commissioner Stephen M. Hahn, M.D.

## FDA Evaluation of Available Effectiveness Data

The Pfizer-BioNTech COVID-19 Vaccine is administered as a series of two doses, three weeks apart. The available efficacy data were obtained from approximately 36,621 participants 12 years of age and older (18,801 vaccine recipients and 18,820 placebo recipients) without evidence of SARS-CoV-2 infection prior to receiving the first dose. Among these participants, 8 COVID-19 cases occurred in the vaccine group and 162 in the placebo group; the vaccine was 95% effective in preventing COVID-19 disease.

## FDA Evaluation of Available Safety Data

The available safety data include approximately 37,586 participants 16 years of age and older enrolled in the ongoing randomized, placebo-controlled study, with a median follow-up of two months after the second dose.

## Vaccines and Related Biological Products Advisory Committee

On December 10, 2020, the FDA convened its Vaccines and Related Biological Products Advisory Committee to discuss the request for emergency use authorization. The committee voted 17 to 4, with one abstention, that the benefits outweigh the risks for use in individuals 16 years of age and older.

## EUA conditions

- The EUA will be effective until the declaration that circumstances exist justifying the authorization of emergency use of drugs and biological products during the COVID-19 pandemic is terminated.
- Pfizer Inc. is required to submit a pharmacovigilance plan and report serious adverse events.

Inquiries: Media: Stephanie Caccomo, 301-348-1956 | Consumer: 888-INFO-FDA"""
    s3 = results(
        ("https://www.fda.gov/news-events/press-announcements/coronavirus-covid-19-update-fda-takes-key-action-approving-second-covid-19-vaccine", "Coronavirus (COVID-19) Update: July 8, 2022 | FDA",
         "The FDA approved a supplement to the biologics license application for Comirnaty to include individuals 12 through 15 years of age.", "Jul 8, 2022"),
        ("https://www.pfizer.com/news/press-release/press-release-detail/us-fda-approves-comirnaty-adolescents-12-15", "U.S. FDA Approves COMIRNATY for Adolescents 12 Through 15 Years of Age | Pfizer",
         "The approval follows the EUA granted for this age group in May 2021 ...", "Jul 8, 2022"),
        ("https://www.fda.gov/news-events/press-announcements/coronavirus-covid-19-update-fda-authorizes-pfizer-biontech-covid-19-vaccine-emergency-use", "FDA Authorizes Pfizer-BioNTech COVID-19 Vaccine for Emergency Use in Adolescents | FDA",
         "Today, the FDA expanded the emergency use authorization for the Pfizer-BioNTech COVID-19 Vaccine to include adolescents 12 through 15 years of age.", "May 10, 2021"),
        ("https://www.fda.gov/vaccines-blood-biologics/comirnaty", "COMIRNATY | FDA",
         "Supplement approvals and package insert revisions for COMIRNATY (STN 125742), including 2023-2024 and 2024-2025 formulas.", "N/A"),
        ("https://www.cdc.gov/mmwr/volumes/70/wr/mm7020e1.htm", "Interim Recommendation of ACIP for Use of Pfizer-BioNTech Vaccine in Adolescents - MMWR",
         "On May 12, 2021, ACIP issued an interim recommendation for use of the Pfizer-BioNTech COVID-19 vaccine in persons aged 12-15 years.", "May 21, 2021"),
        ("https://www.aap.org/en/news-room/news-releases/fda-approves-comirnaty-12-15/", "AAP statement on FDA approval for adolescents",
         "Full approval gives families additional confidence in the vaccine for their teens.", "Jul 8, 2022"),
        ("https://en.wikipedia.org/wiki/Pfizer%E2%80%93BioNTech_COVID-19_vaccine", "Pfizer–BioNTech COVID-19 vaccine - Wikipedia",
         "In July 2022, the FDA approved Comirnaty for adolescents aged 12 to 15 years.", "N/A"),
    )
    turns = [
        (q("FDA approval Comirnaty date BLA"), s1),
        (x(bla[0], "Approval date, age indication, application number and what remained under EUA"), p_bla),
        m.add({"comirnaty_bla_approval": "2021-08-23", "comirnaty_age": "16+ at approval",
               "comirnaty_stn": "BL 125742"}),
        (q("Pfizer BioNTech emergency use authorization December 11 2020 FDA"), results(
            eua,
            ("https://www.nytimes.com/2020/12/11/health/pfizer-vaccine-authorized.html", "F.D.A. Clears Pfizer Vaccine, and Millions of Doses Will Be Shipped Right Away - NYT",
             "The authorization came late Friday night, a day after an advisory panel voted 17 to 4 in favor.", "Dec 11, 2020"),
            bla,
            ("https://www.fda.gov/media/144412/download", "Pfizer-BioNTech COVID-19 Vaccine EUA Letter of Authorization (PDF)",
             "December 11, 2020. Pfizer Inc., Attention: Ms. Elisa Harkins ... Letter of Authorization under section 564 of the FD&C Act ...", "Dec 11, 2020"),
            ("https://www.fda.gov/advisory-committees/advisory-committee-calendar/vaccines-and-related-biological-products-advisory-committee-december-10-2020-meeting-announcement", "VRBPAC December 10, 2020 Meeting Announcement | FDA",
             "Discussion of emergency use authorization of Pfizer-BioNTech COVID-19 Vaccine for prevention of COVID-19 in individuals 16 years and older.", "Dec 10, 2020"),
            ("https://www.bbc.com/news/world-us-canada-55280671", "Covid-19: US approves Pfizer vaccine for emergency use - BBC News",
             "The US becomes the sixth country to clear the Pfizer vaccine after the UK, Bahrain, Canada, Saudi Arabia and Mexico.", "Dec 12, 2020"),
        )),
        (x(eua[0], "Date of the first EUA, eligible ages, efficacy and the advisory committee vote"), p_eua),
        m.add({"pfizer_eua_first": "2020-12-11 (EUA, 16+; VRBPAC vote 17-4-1 on 2020-12-10)"}),
        (q("Comirnaty approval 12 through 15 years FDA July 2022"), s3),
        m.update({"comirnaty_age": "16+ at approval (2021-08-23); 12+ after supplement approval 2022-07-08"}),
        m.get(["comirnaty_age", "comirnaty_bla_approval", "comirnaty_stn"]),
    ]
    rs.add("search", "h61-search-04", SYSTEM, turns, state=state("2025-05-06 13:47:30 UTC"))


# ---------------------------------------------------------------- 05 ISRCTN registry / RECOVERY (clean)
def t05(rs: RowSet) -> None:
    m = Mem()
    isr = ("https://www.isrctn.com/ISRCTN50189673", "ISRCTN50189673: Randomised Evaluation of COVID-19 Therapy (RECOVERY)",
           "Condition: COVID-19 (and other respiratory infections). Sponsor: University of Oxford. Recruitment status: Recruiting. Prospectively registered 23/03/2020.", "Feb 14, 2025")
    home = "https://www.recoverytrial.net/"
    s1 = results(
        isr,
        ("https://clinicaltrials.gov/study/NCT04381936", "Randomised Evaluation of COVID-19 Therapy (RECOVERY) | ClinicalTrials.gov",
         "NCT04381936. Other study ID numbers: ISRCTN50189673, 2020-001113-21 (EudraCT). Sponsor: University of Oxford.", "N/A"),
        ("https://www.recoverytrial.net/", "RECOVERY Trial",
         "RECOVERY is a randomised trial investigating whether treatments prevent death in people with COVID-19, influenza or community-acquired pneumonia ...", "N/A"),
        ("https://en.wikipedia.org/wiki/RECOVERY_Trial", "RECOVERY Trial - Wikipedia",
         "The Randomised Evaluation of COVID-19 Therapy (RECOVERY) trial is a large-scale randomised controlled trial of possible treatments for people in the UK admitted to hospital ...", "N/A"),
        ("https://www.isrctn.com/search?q=RECOVERY", "ISRCTN search results: RECOVERY",
         "ISRCTN50189673 Randomised Evaluation of COVID-19 Therapy (RECOVERY); ISRCTN40580903 RECOVERY-RS ...", "N/A"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2021436", "Dexamethasone in Hospitalized Patients with Covid-19 | NEJM",
         "The RECOVERY Collaborative Group. N Engl J Med 2021;384:693-704. Trial registration: ISRCTN50189673 and NCT04381936.", "Feb 25, 2021"),
        ("https://www.clinicaltrialsregister.eu/ctr-search/search?query=2020-001113-21", "EU Clinical Trials Register - 2020-001113-21",
         "EudraCT Number: 2020-001113-21. Sponsor's Protocol Code Number: NDPHRECOVERY. Full title: Randomised Evaluation of COVID-19 Therapy ...", "N/A"),
        ("https://www.nihr.ac.uk/news/recovery-trial-five-years/", "Five years of RECOVERY | NIHR",
         "More than 49,000 participants from over 190 sites have taken part in the trial since March 2020.", "Jan 10, 2025"),
        ("https://www.bmj.com/content/371/bmj.m4064", "How the RECOVERY trial found answers - The BMJ",
         "The trial enrolled its first patient on 19 March 2020, nine days after the protocol was drafted.", "Oct 21, 2020"),
    )
    p_isr = """# ISRCTN50189673

**Randomised Evaluation of COVID-19 Therapy (RECOVERY)**

| | |
| --- | --- |
| Submission date | 23/03/2020 |
| Registration date | 23/03/2020 |
| Last edited | 14/02/2025 |
| Recruitment status | Recruiting |
| Overall study status | Ongoing |
| Condition category | Infections and Infestations |
| Prospectively/Retrospectively registered | Prospectively registered |
| Protocol | Protocol added (version 41.0, 06/01/2025) |
| Statistical analysis plan | Added |
| Results | Added |
| Individual participant data | Stored in repository |

## Plain English summary of protocol

RECOVERY is testing whether treatments can reduce the risk of death in patients admitted to hospital with COVID-19, influenza, or community-acquired pneumonia. Patients are randomly allocated to one of several treatment options or to usual standard of care alone.

## Contact information

- **Chief investigators:** Prof Peter Horby; Prof Martin Landray
- **Scientific contact:** RECOVERY Central Coordinating Office, Nuffield Department of Population Health, Richard Doll Building, Old Road Campus, Oxford, OX3 7LF, United Kingdom; recoverytrial@ndph.ox.ac.uk

## Study information

| | |
| --- | --- |
| Study design | Randomised controlled adaptive platform trial |
| Primary study design | Interventional |
| Study setting(s) | Hospital |
| Study type(s) | Treatment |
| Scientific title | Randomised Evaluation of COVID-19 Therapy (RECOVERY) |
| Acronym | RECOVERY |
| Overall study start date | 19/03/2020 |
| Overall study end date | 31/12/2032 |
| Target number of participants | 50000 |
| Primary outcome measure | All-cause mortality at 28 days after randomisation |

## Identifiers

| | |
| --- | --- |
| ISRCTN | ISRCTN50189673 |
| DOI | 10.1186/ISRCTN50189673 |
| EudraCT/CTIS number | 2020-001113-21 |
| IRAS number | 281712 |
| ClinicalTrials.gov number | NCT04381936 |
| Protocol/serial number | NDPHRECOVERY, CPMS 45388 |

## Sponsor information

University of Oxford, Clinical Trials and Research Governance, Joint Research Office, 1st floor, Boundary Brook House, Churchill Drive, Headington, Oxford, OX3 7GB, United Kingdom

## Funders

UK Research and Innovation; National Institute for Health and Care Research (NIHR); Wellcome Trust; Bill & Melinda Gates Foundation; Department for International Development

## Results and publications

- 2021 results for dexamethasone in *N Engl J Med* (added 26/02/2021)
- 2021 results for tocilizumab in *Lancet* (added 04/05/2021)
- 2022 results for baricitinib in *Lancet* (added 05/09/2022)

Editorial notes: 14/02/2025: the protocol version was updated; 06/01/2025: the target number of participants was changed from 45000 to 50000."""
    p_home = """# RECOVERY Trial

Randomised Evaluation of COVID-19 Therapy

RECOVERY is a randomised trial investigating whether treatments prevent death in people admitted to hospital with COVID-19, influenza or community-acquired pneumonia. It is one of the world's largest clinical trials of treatments for these conditions.

## Recruitment

| | |
| --- | --- |
| Total participants randomised | 49,612 |
| Active sites | 196 (UK and international) |
| Countries | 10 |
| Last updated | 02 March 2025, 06:00 GMT |

## Key findings so far

| Treatment | Result | Published |
| --- | --- | --- |
| Dexamethasone | Reduced deaths by one-third in ventilated patients and one-fifth in patients on oxygen | 16 June 2020 (preliminary) |
| Hydroxychloroquine | No benefit | 5 June 2020 |
| Lopinavir-ritonavir | No benefit | 29 June 2020 |
| Tocilizumab | Reduced deaths in patients with hypoxia and inflammation | 11 February 2021 |
| Convalescent plasma | No benefit | 15 January 2021 |
| Baricitinib | Reduced deaths by about one-eighth | 3 March 2022 |

## Currently recruiting arms

- Influenza: oseltamivir, baloxavir, low-dose corticosteroids
- Community-acquired pneumonia: corticosteroids
- COVID-19: sotrovimab (closed 2024), molnupiravir and paxlovid (closed)

Trial registration: ISRCTN50189673 | NCT04381936 | EudraCT 2020-001113-21

Contact: recoverytrial@ndph.ox.ac.uk | Twitter/X: @RECOVERY_trial"""
    turns = [
        (q("RECOVERY trial ISRCTN registration number"), s1),
        (x(isr[0], "All registry identifiers of the RECOVERY trial, registration and start dates, sponsor, target size"), p_isr),
        m.add({"recovery_isrctn": "ISRCTN50189673 (registered 2020-03-23)", "recovery_nct": "NCT04381936",
               "recovery_eudract": "2020-001113-21", "recovery_start": "2020-03-19 (overall study start)"}),
        (x(home, "Current number of participants randomised and date of the count"), p_home),
        m.add({"recovery_randomised": "49,612 as of 2025-03-02 06:00 GMT (target 50,000)"}),
        m.all(),
    ]
    rs.add("search", "h61-search-05", SYSTEM, turns, state=state("2025-03-02 09:41:03 UTC"))


# ---------------------------------------------------------------- 06 ClinicalTrials.gov (bad: status reverts)
def t06(rs: RowSet) -> None:
    m = Mem()
    url = "https://clinicaltrials.gov/study/NCT04368728"
    s1 = results(
        (url, "Study to Describe the Safety, Tolerability, Immunogenicity, and Efficacy of RNA Vaccine Candidates Against COVID-19 in Healthy Individuals | ClinicalTrials.gov",
         "NCT04368728. Sponsor: BioNTech SE. Collaborator: Pfizer. Phase 2/Phase 3. Enrollment: 47079 (Actual). Status: Completed.", "N/A"),
        ("https://www.pfizer.com/science/find-a-trial/nct04368728", "C4591001 - Pfizer Clinical Trials",
         "A Phase 1/2/3 study to evaluate the safety, tolerability, immunogenicity and efficacy of RNA vaccine candidates against COVID-19.", "N/A"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2034577", "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine | NEJM",
         "Polack FP, Thomas SJ, Kitchin N, et al. N Engl J Med 2020;383:2603-2615. ClinicalTrials.gov number, NCT04368728.", "Dec 10, 2020"),
        ("https://www.clinicaltrialsregister.eu/ctr-search/trial/2020-002641-42/DE", "EU Clinical Trials Register - 2020-002641-42",
         "A Phase 1/2/3, Placebo-Controlled, Randomized, Observer-Blind, Dose-Finding Study ... Sponsor Protocol Number: C4591001.", "N/A"),
        ("https://clinicaltrials.gov/study/NCT04368728?tab=history", "History of Changes for Study: NCT04368728",
         "Record history: 122 versions submitted between 2020-04-28 and 2024-08-14.", "N/A"),
        ("https://en.wikipedia.org/wiki/Pfizer%E2%80%93BioNTech_COVID-19_vaccine", "Pfizer–BioNTech COVID-19 vaccine - Wikipedia",
         "The pivotal trial, C4591001, moved into its phase 2/3 stage on 27 July 2020 at sites in six countries ...", "N/A"),
        ("https://www.fda.gov/media/144245/download", "VRBPAC Briefing Document - Pfizer-BioNTech COVID-19 Vaccine (PDF)",
         "Study C4591001 (NCT04368728) is an ongoing, randomized, placebo-controlled, phase 1/2/3 study ...", "Dec 10, 2020"),
        ("https://www.reddit.com/r/medicine/comments/k9b3qp/", "NEJM publishes C4591001 phase 3 results : r/medicine",
         "Table 2 is the one to look at. 8 vs 162 cases ...", "Dec 10, 2020"),
    )
    page = f"""# Study to Describe the Safety, Tolerability, Immunogenicity, and Efficacy of RNA Vaccine Candidates Against COVID-19 in Healthy Individuals

ClinicalTrials.gov ID: NCT04368728 | Sponsor: BioNTech SE | Information provided by: BioNTech SE (Responsible Party)

Last Update Posted: 2024-08-14

## Study Overview

**Brief Summary:** This is a Phase 1/2/3, randomized, placebo-controlled, observer-blind, dose-finding, vaccine candidate-selection, and efficacy study in healthy individuals. The study consists of 2 parts: Phase 1 to identify preferred vaccine candidate(s) and dose level(s); Phase 2/3 as an expanded cohort and efficacy part.

**Official Title:** A PHASE 1/2/3, PLACEBO-CONTROLLED, RANDOMIZED, OBSERVER-BLIND, DOSE-FINDING STUDY TO EVALUATE THE SAFETY, TOLERABILITY, IMMUNOGENICITY, AND EFFICACY OF SARS-COV-2 RNA VACCINE CANDIDATES AGAINST COVID-19 IN HEALTHY INDIVIDUALS

**Conditions:** SARS-CoV-2 Infection; COVID-19
**Keywords:** Vaccine, COVID-19, RNA
**Intervention / Treatment:** Biological: BNT162b1; Biological: BNT162b2; Other: Placebo

## Study Status

| | |
| --- | --- |
| Overall Status | Completed |
| Study Start (Actual) | 2020-04-29 |
| Primary Completion (Actual) | 2023-02-10 |
| Study Completion (Actual) | 2023-02-10 |
| First Submitted | 2020-04-28 |
| First Posted (Estimated) | 2020-04-30 |
| Results First Posted (Actual) | 2021-11-04 |
| Last Update Submitted | 2024-08-12 |

## Study Design

| | |
| --- | --- |
| Study Type | Interventional |
| Phase | Phase 2; Phase 3 |
| Enrollment (Actual) | 47079 |
| Allocation | Randomized |
| Intervention Model | Sequential Assignment |
| Masking | Triple (Participant, Care Provider, Investigator) |
| Primary Purpose | Prevention |

## Arms and Interventions

| Participant Group/Arm | Intervention/Treatment |
| --- | --- |
| Experimental: BNT162b1, 10/20/30/100 µg (Phase 1) | Biological: BNT162b1 |
| Experimental: BNT162b2, 10/20/30 µg (Phase 1) | Biological: BNT162b2 |
| Experimental: BNT162b2 30 µg (Phase 2/3) | Biological: BNT162b2 |
| Placebo Comparator: Saline (Phase 1 and Phase 2/3) | Other: Placebo |

## Collaborators and Investigators

- Sponsor: BioNTech SE
- Collaborator: Pfizer
- Study Director: Pfizer CT.gov Call Center, Pfizer

## Locations

153 study locations across United States, Argentina, Brazil, Germany, South Africa and Turkey.

## More Information

| | |
| --- | --- |
| Other Study ID Numbers | C4591001; 2020-002641-42 (EudraCT Number); C4591001 (Other Identifier: Alias Study Number) |
| Publications | Polack FP et al. N Engl J Med. 2020 Dec 31;383(27):2603-2615. PMID: 33301246 |
| Plan to Share IPD | Yes (via Pfizer data sharing portal) |

Source: {url}"""
    nejm = "https://www.nejm.org/doi/full/10.1056/NEJMoa2034577"
    p_nejm = """# Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine

Fernando P. Polack, M.D., Stephen J. Thomas, M.D., Nicholas Kitchin, M.D., Judith Absalon, M.D., Alejandra Gurtman, M.D., Stephen Lockhart, D.M., John L. Perez, M.D., Gonzalo Pérez Marc, M.D., Edson D. Moreira, M.D., Cristiano Zerbini, M.D., Ruth Bailey, B.Sc., Kena A. Swanson, Ph.D., et al., for the C4591001 Clinical Trial Group

*N Engl J Med* 2020;383:2603-2615 | DOI: 10.1056/NEJMoa2034577 | VOL. 383 NO. 27 | Published December 31, 2020 (online December 10, 2020)

## Abstract

**Background:** Severe acute respiratory syndrome coronavirus 2 (SARS-CoV-2) infection and the resulting coronavirus disease 2019 (Covid-19) have afflicted tens of millions of people in a worldwide pandemic. Safe and effective vaccines are needed urgently.

**Methods:** In an ongoing multinational, placebo-controlled, observer-blinded, pivotal efficacy trial, we randomly assigned persons 16 years of age or older in a 1:1 ratio to receive two doses, 21 days apart, of either placebo or the BNT162b2 vaccine candidate (30 μg per dose).

**Results:** At the data cutoff of November 14, 2020, a total of 43,548 participants had undergone randomization, of whom 43,448 received injections: 21,720 with BNT162b2 and 21,728 with placebo. There were 8 cases of Covid-19 with onset at least 7 days after the second dose among participants assigned to receive BNT162b2 and 162 cases among those assigned to placebo; BNT162b2 was 95% effective in preventing Covid-19 (95% credible interval, 90.3 to 97.6).

**Conclusions:** A two-dose regimen of BNT162b2 conferred 95% protection against Covid-19 in persons 16 years of age or older. Safety over a median of 2 months was similar to that of other viral vaccines.

(Funded by BioNTech and Pfizer; ClinicalTrials.gov number, NCT04368728.)

| Outcome | BNT162b2 (N=18,198) | Placebo (N=18,325) |
| --- | --- | --- |
| Covid-19 cases ≥7 days after dose 2 | 8 | 162 |
| Surveillance time (1000 person-years) | 2.214 | 2.222 |
| Vaccine efficacy | 95.0% (90.3–97.6) | — |

Metrics: 1,742,600 views | Cited by 14,912 | Altmetric 9,871"""
    turns = [
        (q("NCT04368728 Pfizer BioNTech phase 3 trial"), s1),
        (x(url, "Status, dates, enrollment and other identifiers of the C4591001 trial"), page),
        m.add({"c4591001_nct": "NCT04368728", "c4591001_status": "Completed (study completion 2023-02-10)",
               "c4591001_enrollment": "47079 (actual)", "c4591001_eudract": "2020-002641-42"}),
        (x(url, "Overall recruitment status and completion dates as currently registered"),
         mod(page, "| Overall Status | Completed |", "| Overall Status | Active, not recruiting |")),
        (q("Polack NEJM 2020 BNT162b2 efficacy 95% NCT04368728"), results(
            (nejm, "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine | NEJM",
             "A two-dose regimen of BNT162b2 conferred 95% protection against Covid-19 in persons 16 years of age or older ...", "Dec 10, 2020"),
            ("https://pubmed.ncbi.nlm.nih.gov/33301246/", "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine - PubMed",
             "N Engl J Med. 2020 Dec 31;383(27):2603-2615. doi: 10.1056/NEJMoa2034577. Epub 2020 Dec 10. PMID: 33301246.", "N/A"),
            ("https://www.nejm.org/doi/full/10.1056/NEJMoa2110345", "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine through 6 Months | NEJM",
             "Thomas SJ et al. Vaccine efficacy was 91.3% through up to 6 months of follow-up.", "Sep 15, 2021"),
            ("https://www.bmj.com/content/371/bmj.m4826", "Covid-19: Pfizer's vaccine is 95% effective - The BMJ",
             "The NEJM paper confirms the interim analysis announced by press release in November.", "Dec 11, 2020"),
            ("https://www.statnews.com/2020/12/10/nejm-pfizer-vaccine/", "Pfizer vaccine data published in NEJM - STAT",
             "Peer-reviewed data show the vaccine's efficacy was consistent across age, sex, race and ethnicity.", "Dec 10, 2020"),
            ("https://www.fda.gov/media/144245/download", "VRBPAC Briefing Document - Pfizer-BioNTech COVID-19 Vaccine (PDF)",
             "Study C4591001 (NCT04368728) is an ongoing, randomized, placebo-controlled, phase 1/2/3 study ...", "Dec 10, 2020"),
        )),
        (x(nejm, "Number of participants randomized, case split and efficacy estimate"), p_nejm),
        m.add({"c4591001_nejm": "Polack et al., NEJM 2020;383:2603-2615, doi 10.1056/NEJMoa2034577 (43,548 randomized; 8 vs 162 cases; VE 95.0%)"}),
        (q("C4591001 6 month efficacy 91.3% Thomas NEJM"), results(
            ("https://www.nejm.org/doi/full/10.1056/NEJMoa2110345", "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine through 6 Months | NEJM",
             "Thomas SJ, Moreira ED Jr, Kitchin N, et al. N Engl J Med 2021;385:1761-1773. Vaccine efficacy against Covid-19 was 91.3% ...", "Sep 15, 2021"),
            ("https://pubmed.ncbi.nlm.nih.gov/34525277/", "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine through 6 Months - PubMed",
             "N Engl J Med. 2021 Nov 4;385(19):1761-1773. doi: 10.1056/NEJMoa2110345. PMID: 34525277.", "N/A"),
            ("https://www.pfizer.com/news/press-release/press-release-detail/pfizer-and-biontech-confirm-high-efficacy-and-no-serious", "Pfizer and BioNTech Confirm High Efficacy and No Serious Safety Concerns Through Up to Six Months | Pfizer",
             "Updated topline results from analysis of 927 confirmed symptomatic cases of COVID-19 observed through March 13, 2021 ...", "Apr 1, 2021"),
            ("https://www.medrxiv.org/content/10.1101/2021.07.28.21261159v1", "Six Month Safety and Efficacy of the BNT162b2 mRNA COVID-19 Vaccine | medRxiv",
             "Preprint posted July 28, 2021.", "Jul 28, 2021"),
            (url, "Study to Describe the Safety, Tolerability, Immunogenicity, and Efficacy of RNA Vaccine Candidates Against COVID-19 in Healthy Individuals | ClinicalTrials.gov",
             "NCT04368728 ... Results First Posted 2021-11-04 ... Phase 2/Phase 3 ...", "N/A"),
        )),
        m.all(),
    ]
    rs.add("search", "h61-search-06", SYSTEM, turns, state=state("2025-06-10 07:55:44 UTC"),
           bad=True, turn=4, kind="re-extracted ClinicalTrials.gov record shows Overall Status 'Active, not recruiting' though turn 2 showed the same record Completed with completion in 2023")


# ---------------------------------------------------------------- 07 WHO Disease Outbreak News (bad: result date changes)
def t07(rs: RowSet) -> None:
    m = Mem()
    final = "https://www.who.int/emergencies/disease-outbreak-news/item/2024-DON548"
    first = "https://www.who.int/emergencies/disease-outbreak-news/item/2024-DON537"
    final_title = "Marburg virus disease - Rwanda"
    s1 = results(
        (final, final_title,
         "On 20 December 2024, the Ministry of Health of Rwanda declared the end of the Marburg virus disease outbreak after 42 consecutive days without new cases ...", "Dec 20, 2024"),
        ("https://www.afro.who.int/countries/rwanda/news/rwanda-declares-end-marburg-virus-disease-outbreak", "Rwanda declares end of Marburg virus disease outbreak | WHO Regional Office for Africa",
         "Kigali - Rwanda today declared the end of the Marburg virus disease outbreak, 42 days after the last confirmed patient tested negative twice ...", "Dec 20, 2024"),
        (first, final_title,
         "On 27 September 2024, the Ministry of Health of Rwanda declared an outbreak of Marburg virus disease (MVD) ...", "Sep 30, 2024"),
        ("https://www.moh.gov.rw/news-detail/rwanda-declares-end-of-marburg-outbreak", "Rwanda declares the end of Marburg Virus Disease outbreak - Ministry of Health",
         "Rwanda recorded 66 cases and 15 deaths; 51 patients recovered ...", "Dec 20, 2024"),
        ("https://www.cdc.gov/marburg/outbreaks/index.html", "Marburg Virus Disease Outbreaks | CDC",
         "2024: Rwanda - 66 cases, 15 deaths. 2023: Equatorial Guinea - 17 confirmed cases, 23 probable ...", "N/A"),
        ("https://www.reuters.com/world/africa/rwanda-declares-end-marburg-outbreak-2024-12-20/", "Rwanda declares end of Marburg virus outbreak - Reuters",
         "Most of those infected were health workers at two hospitals in Kigali, the capital.", "Dec 20, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Rwanda_Marburg_virus_disease_outbreak", "2024 Rwanda Marburg virus disease outbreak - Wikipedia",
         "The outbreak was declared on 27 September 2024 and ended on 20 December 2024, with 66 cases and 15 deaths ...", "N/A"),
        ("https://www.thelancet.com/journals/langlo/article/PIIS2214-109X(24)00499-6/fulltext", "Rwanda's rapid response to Marburg - The Lancet Global Health",
         "A case fatality rate of 23% is among the lowest recorded for the disease.", "Dec 5, 2024"),
    )
    p_final = """# Marburg virus disease - Rwanda

20 December 2024 | Disease Outbreak News

## Situation at a glance

On 20 December 2024, the Ministry of Health of Rwanda declared the end of the Marburg virus disease (MVD) outbreak, in accordance with WHO recommendations, after 42 consecutive days without new cases since the last confirmed patient tested negative twice and was discharged on 8 November 2024. The outbreak was declared on 27 September 2024. Since the last Disease Outbreak News on 30 September 2024, 40 additional confirmed cases and 7 additional deaths have been reported.

## Description of the situation

In total, 66 confirmed cases, including 15 deaths (case fatality ratio (CFR) 23%), were reported from seven of Rwanda's 30 districts. Fifty-one patients recovered. Healthcare workers accounted for about 80% of the cases, most of them from two health facilities in Kigali. Of the confirmed cases, 42 (64%) were male; the median age was 30 years.

| District | Confirmed cases | Deaths |
| --- | --- | --- |
| Gasabo | 28 | 6 |
| Kicukiro | 17 | 4 |
| Nyarugenge | 11 | 3 |
| Kamonyi | 4 | 1 |
| Rubavu | 3 | 1 |
| Rusizi | 2 | 0 |
| Gatsibo | 1 | 0 |
| **Total** | **66** | **15** |

A total of 7,628 samples were tested and 1,855 contacts were followed up for 21 days. Genomic sequencing indicated a single zoonotic spillover from fruit bats (*Rousettus aegyptiacus*) followed by human-to-human transmission.

## Public health response

- Candidate vaccine (Sabin Vaccine Institute, ChAd3-MARV) administered to 1,700+ frontline workers and contacts under a phase 2 open-label study starting 6 October 2024
- Remdesivir and monoclonal antibody (MBP091) provided under compassionate use and a clinical trial protocol
- Enhanced surveillance continues for 90 days after the end of the outbreak

## WHO risk assessment

WHO assessed the risk as very high at national level at the peak, high at regional level, and low at global level. WHO advises against any travel or trade restrictions on Rwanda.

Citable reference: World Health Organization (20 December 2024). Disease Outbreak News; Marburg virus disease in Rwanda. Available at: https://www.who.int/emergencies/disease-outbreak-news/item/2024-DON548"""
    p_first = """# Marburg virus disease - Rwanda

30 September 2024 | Disease Outbreak News

## Situation at a glance

On 27 September 2024, the Ministry of Health of Rwanda declared an outbreak of Marburg virus disease (MVD). As of 29 September 2024, 26 confirmed cases, including eight deaths, have been reported from seven districts. Most of the cases are healthcare workers from two health facilities in Kigali. Investigations to identify the source of the outbreak are ongoing.

## Description of the situation

| District | Confirmed cases | Deaths |
| --- | --- | --- |
| Gasabo | 10 | 3 |
| Kicukiro | 7 | 2 |
| Nyarugenge | 4 | 1 |
| Kamonyi | 2 | 1 |
| Rubavu | 1 | 1 |
| Rusizi | 1 | 0 |
| Gatsibo | 1 | 0 |
| **Total** | **26** | **8** |

Around 300 contacts have been identified and are under follow-up. Of the confirmed cases, 19 (73%) are healthcare workers.

## Public health response

- Activation of the national Public Health Emergency Operations Centre
- Contact tracing, isolation and treatment of cases in designated centres
- Infection prevention and control measures strengthened in health facilities

## WHO risk assessment

The risk is assessed as very high at the national level, high at the regional level and low at the global level.

Citable reference: World Health Organization (30 September 2024). Disease Outbreak News; Marburg virus disease in Rwanda. Available at: https://www.who.int/emergencies/disease-outbreak-news/item/2024-DON537"""
    turns = [
        (q("WHO disease outbreak news Marburg Rwanda outbreak over"), s1),
        (x(final, "Final case and death counts of the Rwanda Marburg outbreak and the date it was declared over"), p_final),
        m.add({"rwanda_mvd_final": "66 confirmed cases, 15 deaths (CFR 23%), 51 recovered",
               "rwanda_mvd_dates": "declared 2024-09-27; ended 2024-12-20 (WHO DON548, published 2024-12-20)"}),
        (x(first, "Initial case counts when the outbreak was first reported"), p_first),
        m.add({"rwanda_mvd_initial": "26 cases, 8 deaths as of 2024-09-29 (DON537, 2024-09-30)"}),
        (q("Marburg Rwanda 66 cases 15 deaths end of outbreak WHO"), results(
            ("https://www.afro.who.int/countries/rwanda/news/rwanda-declares-end-marburg-virus-disease-outbreak", "Rwanda declares end of Marburg virus disease outbreak | WHO Regional Office for Africa",
             "In total, 66 cases and 15 deaths were recorded; Rwanda's response is credited with limiting further spread ...", "Dec 20, 2024"),
            (final, final_title,
             "In total, 66 confirmed cases, including 15 deaths (case fatality ratio (CFR) 23%), were reported from seven of Rwanda's 30 districts.", "Dec 13, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Rwanda_Marburg_virus_disease_outbreak", "2024 Rwanda Marburg virus disease outbreak - Wikipedia",
             "The outbreak was declared on 27 September 2024 and ended on 20 December 2024, with 66 cases and 15 deaths ...", "N/A"),
            ("https://www.cidrap.umn.edu/marburg/rwanda-marburg-outbreak-officially-over", "Rwanda's Marburg outbreak officially over | CIDRAP",
             "The outbreak, the third-largest on record, was unusual for its low fatality rate.", "Dec 20, 2024"),
            ("https://www.statnews.com/2024/12/20/rwanda-marburg-outbreak-ends/", "Rwanda declares end to Marburg outbreak - STAT",
             "Rwanda's health minister Sabin Nsanzimana said the country had quickly deployed experimental vaccines and treatments.", "Dec 20, 2024"),
            ("https://www.who.int/news/item/20-12-2024-rwanda-marburg-end", "WHO congratulates Rwanda on ending Marburg outbreak - WHO News",
             "The Director-General praised the rapid response ...", "Dec 20, 2024"),
            ("https://www.cdc.gov/marburg/outbreaks/index.html", "Marburg Virus Disease Outbreaks | CDC",
             "2024: Rwanda - 66 cases, 15 deaths. 2023: Equatorial Guinea ...", "N/A"),
        )),
    ]
    rs.add("search", "h61-search-07", SYSTEM, turns, state=state("2025-01-09 11:20:36 UTC"),
           bad=True, turn=6, kind="the same WHO DON548 URL is dated Dec 13, 2024 in the last result list, but turn 1 and the extracted page date it 20 December 2024")


# ---------------------------------------------------------------- 08 CDC measles (clean)
def t08(rs: RowSet) -> None:
    m = Mem()
    cdc = "https://www.cdc.gov/measles/data-research/index.html"
    mmwr = "https://www.cdc.gov/mmwr/volumes/68/wr/mm6840e2.htm"
    who = "https://www.who.int/news/item/12-11-2020-worldwide-measles-deaths-climb-50-from-2016-to-2019-claiming-over-207-500-lives-in-2019"
    s1 = results(
        (cdc, "Measles Cases and Outbreaks | Measles (Rubeola) | CDC",
         "As of February 20, 2025, a total of 93 confirmed measles cases were reported by 6 jurisdictions. In 2019, 1,274 cases were reported, the most since 1992.", "Feb 21, 2025"),
        ("https://www.cdc.gov/measles/about/history.html", "History of Measles | CDC",
         "Measles was declared eliminated from the United States in 2000 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2019_in_the_United_States_measles_outbreaks", "2019 United States measles outbreaks - Wikipedia",
         "In 2019, 1,274 individual cases of measles were confirmed in 31 states, the greatest number since 1992.", "N/A"),
        (mmwr, "National Update on Measles Cases and Outbreaks — United States, January 1–October 1, 2019 | MMWR",
         "During January 1–October 1, 2019, 1,249 measles cases and 22 measles outbreaks were reported in the United States ...", "Oct 11, 2019"),
        ("https://www.nytimes.com/2019/12/30/health/measles-2019-cases.html", "Measles Cases Hit Highest Level in Decades - The New York Times",
         "The United States nearly lost its measles elimination status after outbreaks in New York.", "Dec 30, 2019"),
        ("https://www.cdc.gov/mmwr/volumes/69/wr/mm6906a2.htm", "Measles — United States, January 1, 2019–December 31, 2019 | MMWR",
         "Annual summary of 2019: most cases were associated with outbreaks in underimmunized, close-knit communities ...", "Feb 14, 2020"),
        ("https://www.kff.org/global-health-policy/fact-sheet/measles-cases-us/", "Measles in the U.S.: Tracker | KFF",
         "Annual measles cases, 2000-2025, with state-level detail and vaccination rates.", "Feb 21, 2025"),
        ("https://www.statista.com/statistics/186779/measles-cases-in-the-us/", "U.S. measles cases 1950-2024 | Statista",
         "Number of measles cases in the U.S. from 1950 to 2024.", "N/A"),
    )
    p_cdc = """# Measles Cases and Outbreaks

Measles (Rubeola) | CDC | Updated February 21, 2025

## 2025 cases

As of February 20, 2025, a total of 93 confirmed measles* cases were reported by 6 jurisdictions: Alaska, California, Georgia, New Mexico, New York City, and Texas.

| | 2025 (as of Feb 20) |
| --- | --- |
| Confirmed cases | 93 |
| Outbreaks (3 or more related cases) | 2 |
| Cases associated with outbreaks | 84 (90%) |
| Hospitalized | 16% |
| Deaths | 1 |

Age: under 5 years 34%; 5–19 years 50%; 20+ years 15%; unknown 1%. Vaccination status: unvaccinated or unknown 95%; one MMR dose 3%; two MMR doses 2%.

*Counts are updated weekly on Wednesdays and posted on Fridays. The numbers may change as jurisdictions confirm or reclassify cases.

## Number of measles cases reported by year

| Year | Cases |
| --- | --- |
| 2010 | 63 |
| 2011 | 220 |
| 2012 | 55 |
| 2013 | 187 |
| 2014 | 667 |
| 2015 | 188 |
| 2016 | 86 |
| 2017 | 120 |
| 2018 | 375 |
| 2019 | 1,274 |
| 2020 | 13 |
| 2021 | 49 |
| 2022 | 121 |
| 2023 | 59 |
| 2024 | 285 |

Note: Cases for 2019 are as of December 31, 2019. In 2019, 1,274 cases of measles were reported in 31 states, the greatest number since 1992. The majority of cases were among people who were not vaccinated.

## Outbreaks by year

| Year | Outbreaks | Share of cases outbreak-associated |
| --- | --- | --- |
| 2019 | 22 | 89% |
| 2023 | 4 | 48% |
| 2024 | 16 | 69% |

## Resources

- Measles cases and outbreaks data (CSV, 4 KB)
- Weekly measles surveillance summaries
- For healthcare providers: Measles clinical overview"""
    p_mmwr = """# National Update on Measles Cases and Outbreaks — United States, January 1–October 1, 2019

Weekly / October 11, 2019 / 68(40);893–896

Mona Patel, MD; Adria D. Lee, MSPH; Nakia S. Clemmons, MPH; Susan B. Redd; Sarah Poser; Dina Blog, MD; Jane R. Zucker, MD; Jennifer Leung, MPH; Rebecca Link-Gelles, PhD; Huong Pham, MPH; Robert J. Arciuolo, MPH; Eli Rosenberg, PhD; Varvara Enkhtuya; Paul A. Gastañaduy, MD

## Summary

**What is already known about this topic?** Although U.S. measles elimination was documented in 2000, measles importations continue to result in outbreaks.

**What is added by this report?** During January 1–October 1, 2019, 1,249 measles cases and 22 measles outbreaks were reported in 31 states, the most cases reported in a single year since 1992. Two outbreaks in New York, which started in 2018 and together accounted for 934 (75%) of the cases in 2019, nearly caused the loss of U.S. measles elimination status.

**What are the implications for public health practice?** Maintaining high vaccination coverage and early investigation of outbreaks are critical to sustaining elimination.

## Results

| Characteristic | No. (%) |
| --- | --- |
| Total cases | 1,249 (100) |
| Age <1 year | 157 (12.6) |
| Age 1–4 years | 301 (24.1) |
| Age 5–17 years | 313 (25.1) |
| Age ≥18 years | 478 (38.3) |
| Unvaccinated | 1,107 (88.6) |
| Hospitalized | 119 (9.5) |
| Import-associated | 1,163 (93.1) |

Of the 1,249 cases, 1,163 were associated with importations; 61 of 81 direct importations were in U.S. residents returning from international travel. The two New York outbreaks (New York City, 649 cases; Rockland County, 312 cases in total since 2018) ended on September 3 and August 14, 2019 respectively.

Suggested citation for this article: Patel M, Lee AD, Clemmons NS, et al. National Update on Measles Cases and Outbreaks — United States, January 1–October 1, 2019. MMWR Morb Mortal Wkly Rep 2019;68:893–896. DOI: http://dx.doi.org/10.15585/mmwr.mm6840e2"""
    p_who = """# Worldwide measles deaths climb 50% from 2016 to 2019 claiming over 207 500 lives in 2019

12 November 2020 | Joint News Release | Geneva/Atlanta

Measles cases surged globally in 2019 to the highest number reported in 23 years, according to a report by the World Health Organization (WHO) and the United States Centers for Disease Control and Prevention (CDC). Measles deaths rose to 207 500 in 2019, a 50% increase since 2016.

## Key figures

| | 2016 | 2019 |
| --- | --- | --- |
| Estimated measles deaths | 139 300* | 207 500 |
| Reported measles cases | 132 490 | 869 770 |
| MCV1 global coverage | 85% | 84–85% |
| MCV2 global coverage | 67% | 71% |

*Estimate for 2016 as revised in the 2020 modelling update.

The nine countries that accounted for the most cases in 2019 — the Central African Republic, the Democratic Republic of the Congo, Georgia, Kazakhstan, Madagascar, North Macedonia, Samoa, Tonga and Ukraine — accounted for 73% of all cases. Four countries in Europe lost their measles elimination status in 2019 (Albania, Czechia, Greece and the United Kingdom).

> "The data tell us clearly that we are failing to protect children from measles in every region of the world." — Dr Tedros Adhanom Ghebreyesus, WHO Director-General

## Notes

- Estimated cases (modelled) for 2019: 9 828 400.
- The report is published in the CDC Morbidity and Mortality Weekly Report (MMWR) and the WHO Weekly Epidemiological Record.

Media contacts: WHO Media Team, mediainquiries@who.int; CDC Media Relations, +1 404 639 3286"""
    s3 = results(
        (who, "Worldwide measles deaths climb 50% from 2016 to 2019 claiming over 207 500 lives in 2019 - WHO",
         "Measles cases surged globally in 2019 to the highest number reported in 23 years ... 869 770 reported cases.", "Nov 12, 2020"),
        ("https://www.who.int/news-room/fact-sheets/detail/measles", "Measles - Fact sheet - WHO",
         "In 2023, there were an estimated 107 500 measles deaths globally, mostly children under 5 ...", "Nov 14, 2024"),
        ("https://www.cdc.gov/mmwr/volumes/69/wr/mm6945a6.htm", "Progress Toward Regional Measles Elimination — Worldwide, 2000–2019 | MMWR",
         "Reported measles cases increased 556% from 2016 to 2019 ...", "Nov 13, 2020"),
        ("https://ourworldindata.org/grapher/reported-cases-of-measles", "Reported cases of measles - Our World in Data",
         "World: 2019 - 869,770 reported cases.", "N/A"),
        ("https://www.unicef.org/press-releases/measles-deaths-2019", "Over 207,500 measles deaths in 2019 - UNICEF",
         "Children are paying the price for falling immunization rates.", "Nov 12, 2020"),
        ("https://en.wikipedia.org/wiki/Measles", "Measles - Wikipedia",
         "In 2019, measles resulted in about 207,500 deaths globally ...", "N/A"),
        ("https://www.bbc.com/news/health-54918012", "Measles deaths rise by 50% worldwide - BBC News",
         "Samoa, Madagascar and DR Congo saw some of the worst outbreaks.", "Nov 12, 2020"),
    )
    turns = [
        (q("CDC measles cases 2019 total United States"), s1),
        (x(cdc, "Annual US measles case counts, especially 2019 and 2024, and the current 2025 count"), p_cdc),
        m.add({"us_measles_2019": "1,274 cases in 31 states (CDC, year-end)", "us_measles_2024": "285 cases",
               "us_measles_2025_ytd": "93 cases, 6 jurisdictions, as of 2025-02-20"}),
        (q("measles 2019 outbreaks 22 CDC MMWR New York"), results(
            (mmwr, "National Update on Measles Cases and Outbreaks — United States, January 1–October 1, 2019 | MMWR",
             "Two outbreaks in New York ... accounted for 934 (75%) of the cases in 2019 ...", "Oct 11, 2019"),
            ("https://www.cdc.gov/mmwr/volumes/69/wr/mm6906a2.htm", "Measles — United States, January 1, 2019–December 31, 2019 | MMWR",
             "Year-end summary of the 2019 measles season and the close call on elimination status.", "Feb 14, 2020"),
            ("https://www1.nyc.gov/site/doh/about/press/pr2019/measles-outbreak-over.page", "Health Department Declares End of Measles Outbreak in New York City",
             "The outbreak, which began in October 2018, resulted in 649 cases, primarily in Williamsburg and Borough Park, Brooklyn.", "Sep 3, 2019"),
            ("https://www.nejm.org/doi/full/10.1056/NEJMoa1912514", "The 2018–2019 Measles Outbreak in New York City | NEJM",
             "Zucker JR et al. 649 cases; MMR vaccination campaign and emergency order ...", "Jan 22, 2020"),
            ("https://en.wikipedia.org/wiki/2019_in_the_United_States_measles_outbreaks", "2019 United States measles outbreaks - Wikipedia",
             "In 2019, 1,274 individual cases of measles were confirmed in 31 states, the greatest number since 1992.", "N/A"),
            (cdc, "Measles Cases and Outbreaks | Measles (Rubeola) | CDC",
             "Outbreaks by year: 2019 - 22 outbreaks, 89% of cases outbreak-associated.", "Feb 21, 2025"),
        )),
        (x(mmwr, "Case count, period covered, number of outbreaks and share from the New York outbreaks"), p_mmwr),
        m.add({"us_measles_2019_partial": "1,249 cases, 22 outbreaks, 31 states for Jan 1-Oct 1 2019 (MMWR 68(40):893-896)"}),
        (q("WHO measles global reported cases 2019 deaths"), s3),
        (x(who, "Global reported cases and estimated deaths in 2019"), p_who),
        m.add({"global_measles_2019": "869,770 reported cases; 207,500 estimated deaths (WHO/CDC, 2020-11-12)"}),
        m.remove(["us_measles_2019_partial"]),
        m.all(),
    ]
    rs.add("search", "h61-search-08", SYSTEM, turns, state=state("2025-02-21 16:08:55 UTC"))


# ---------------------------------------------------------------- 09 ESO ELT (bad: removed memory key comes back)
def t09(rs: RowSet) -> None:
    m = Mem()
    m1 = "https://elt.eso.org/mirror/M1/"
    tl = "https://elt.eso.org/about/timeline/"
    s1 = results(
        (m1, "M1 - The primary mirror | ESO's Extremely Large Telescope",
         "The ELT's primary mirror, M1, is 39.3 metres in diameter and composed of 798 hexagonal segments, each 1.45 metres across and only 50 millimetres thick.", "N/A"),
        ("https://en.wikipedia.org/wiki/Extremely_Large_Telescope", "Extremely Large Telescope - Wikipedia",
         "The ELT will have a 39.3-metre-diameter primary mirror consisting of 798 segments, the largest optical/near-infrared telescope ever built ...", "N/A"),
        ("https://www.eso.org/public/teles-instr/elt/", "The Extremely Large Telescope | ESO",
         "ESO's ELT is under construction on Cerro Armazones in the Chilean Atacama Desert ...", "N/A"),
        ("https://www.schott.com/en-gb/news-and-media/media-releases/2023/elt-blanks-complete", "SCHOTT delivers ZERODUR blanks for the ELT primary mirror | SCHOTT",
         "SCHOTT produced more than 900 ZERODUR segment blanks for M1, including spares ...", "Jun 14, 2023"),
        ("https://www.safran-group.com/news/safran-reosc-polishing-elt-segments", "Safran Reosc polishes the segments of the ELT primary mirror",
         "Safran Reosc in Poitiers is polishing, mounting and testing 931 segments to a surface accuracy of 10 nanometres ...", "Jan 19, 2024"),
        ("https://www.space.com/extremely-large-telescope-eso", "Extremely Large Telescope (ELT): Everything you need to know | Space",
         "Once complete, the ELT will be the world's largest eye on the sky ...", "Mar 4, 2025"),
        ("https://www.eso.org/public/images/elt-m1-segments/", "Segments of the ELT primary mirror | ESO",
         "Image showing the six identical sectors of 133 segments each ...", "N/A"),
        ("https://physics.stackexchange.com/questions/518232/", "Why are the ELT mirror segments hexagonal? - Physics Stack Exchange",
         "Hexagons tile the plane with minimal gaps; 798 segments arranged in six petals. 27 votes.", "Dec 2, 2019"),
    )
    p_m1 = """# M1 - The primary mirror

ESO's Extremely Large Telescope > The telescope > Mirrors > M1

The primary mirror, M1, is the heart of the ELT's five-mirror optical design. With a diameter of 39.3 metres, it will be by far the largest mirror ever built for an optical/near-infrared telescope, collecting about 100 million times more light than the human eye.

## Key figures

| | |
| --- | --- |
| Diameter | 39.3 m (outer), central obscuration 11.1 m |
| Collecting area | about 978 m² |
| Number of segments | 798 hexagonal segments |
| Segment size | 1.45 m corner to corner |
| Segment thickness | 50 mm |
| Segment material | ZERODUR glass-ceramic (SCHOTT) |
| Sectors | 6 identical sectors of 133 segments |
| Segments manufactured | 931 (798 + 133 spares for recoating rotation) |
| Polishing | Safran Reosc, Poitiers, France — surface accuracy about 10 nm |
| Supports | 798 support systems, CESA / FAMES consortium |
| Edge sensors | 4,524 sensors measuring relative segment position to a few nanometres |
| Actuators | 2,394 position actuators (three per segment) |

## How it works

Each segment sits on a whiffletree support and three position actuators. Edge sensors continuously measure the relative positions of neighbouring segments, and a control system adjusts the actuators several times per second so that the 798 segments act together as a single continuous mirror. Each night, a number of segments will be removed for recoating with a fresh silver layer and replaced by already recoated spares.

## Status

More than 500 segment blanks have been polished at Safran Reosc. Segment integration on the main structure will start once the dome is closed.

Related: M2 | M3 | M4 adaptive mirror | M5 | Construction timeline"""
    p_tl = """# Timeline

ESO's Extremely Large Telescope > About > Timeline

| Date | Milestone |
| --- | --- |
| 2005 | ESO begins conceptual studies for a European Extremely Large Telescope |
| 26 April 2010 | ESO Council selects Cerro Armazones, Chile, as the site |
| 11 June 2012 | ESO Council approves the ELT programme (then E-ELT, 39-metre design) |
| 19 June 2014 | Blasting of the top of Cerro Armazones to level the platform |
| 4 December 2014 | Council gives the green light for construction in two phases |
| 25 May 2016 | Contract signed for dome and main structure with the ACe Consortium |
| 26 May 2017 | First stone ceremony attended by President Michelle Bachelet |
| 2017 | Name shortened from E-ELT to ELT |
| 2018 | Contracts for M1 segment blanks (SCHOTT) and polishing (Safran Reosc) |
| 11 July 2023 | ESO announces the ELT is more than halfway to completion |
| 2028 | First scientific light planned |

## Schedule notes

When the programme was approved in 2012, first light was foreseen for 2024. Following the two-phase construction decision in 2014 and the COVID-19 pandemic, ESO's current planning foresees first scientific light in 2028, after which the telescope will be gradually commissioned with its first-generation instruments: MICADO, HARMONI, METIS and MORFEO.

## Cost

The cost of the ELT, including first-generation instruments, is estimated at about 1.45 billion euros (2021 prices).

Last updated: 3 June 2025"""
    turns = [
        (q("ESO Extremely Large Telescope primary mirror segments 798"), s1),
        (x(m1, "Size of M1, number and size of segments, who makes and polishes them"), p_m1),
        m.add({"elt_m1_diameter": "39.3 m (central obscuration 11.1 m)",
               "elt_m1_segments": "798 hexagonal, 1.45 m, 50 mm thick; 931 made incl. 133 spares",
               "elt_first_light_old": "2024 (2012 approval baseline, superseded?)"}),
        (q("ELT first light date ESO timeline"), results(
            (tl, "Timeline | ESO's Extremely Large Telescope",
             "First scientific light planned for 2028. First stone ceremony held on 26 May 2017 on Cerro Armazones ...", "N/A"),
            ("https://www.eso.org/public/news/eso2311/", "ESO's Extremely Large Telescope halfway to completion | ESO",
             "11 July 2023: The ELT has reached a major milestone: the project is now more than 50% complete ...", "Jul 11, 2023"),
            ("https://en.wikipedia.org/wiki/Extremely_Large_Telescope", "Extremely Large Telescope - Wikipedia",
             "Construction began in 2017 ... first light is planned for 2028.", "N/A"),
            ("https://www.nature.com/articles/d41586-023-02222-9", "World's largest telescope is halfway built - Nature",
             "The 39-metre ELT in Chile is on track for first light in 2028, ESO says.", "Jul 12, 2023"),
            ("https://www.eso.org/public/news/eso1716/", "ELT First Stone Ceremony | ESO",
             "President of Chile Michelle Bachelet attended the first stone ceremony on 26 May 2017.", "May 26, 2017"),
            ("https://www.eso.org/public/news/eso1221/", "ESO Council approves the E-ELT | ESO",
             "At its meeting on 11 June 2012, ESO Council approved the E-ELT programme, with first light targeted for early next decade.", "Jun 11, 2012"),
            ("https://www.skyatnightmagazine.com/space-science/extremely-large-telescope", "The Extremely Large Telescope: when will it see first light? - BBC Sky at Night",
             "Delays from the pandemic pushed the schedule back ...", "Feb 6, 2025"),
        )),
        (x(tl, "Planned first light date and how the schedule changed since approval"), p_tl),
        m.remove(["elt_first_light_old"]),
        m.add({"elt_first_light": "2028 (first scientific light, ESO timeline updated 2025-06-03)"}),
        m.all(shown={"elt_m1_diameter": "39.3 m (central obscuration 11.1 m)",
                     "elt_m1_segments": "798 hexagonal, 1.45 m, 50 mm thick; 931 made incl. 133 spares",
                     "elt_first_light_old": "2024 (2012 approval baseline, superseded?)",
                     "elt_first_light": "2028 (first scientific light, ESO timeline updated 2025-06-03)"}),
        (q("ELT M1 segments SCHOTT Zerodur Safran Reosc polishing progress"), results(
            ("https://www.safran-group.com/news/safran-reosc-polishing-elt-segments", "Safran Reosc polishes the segments of the ELT primary mirror",
             "Safran Reosc in Poitiers is polishing, mounting and testing 931 segments to a surface accuracy of 10 nanometres ...", "Jan 19, 2024"),
            ("https://www.schott.com/en-gb/news-and-media/media-releases/2023/elt-blanks-complete", "SCHOTT delivers ZERODUR blanks for the ELT primary mirror | SCHOTT",
             "SCHOTT produced more than 900 ZERODUR segment blanks for M1, including spares ...", "Jun 14, 2023"),
            ("https://www.eso.org/public/announcements/ann23004/", "First ELT M1 segments delivered to Chile | ESO",
             "The first finished segments arrived at the ELT technical facility ...", "Feb 8, 2023"),
            (m1, "M1 - The primary mirror | ESO's Extremely Large Telescope",
             "Polishing: Safran Reosc, Poitiers, France — surface accuracy about 10 nm. Segment material: ZERODUR glass-ceramic (SCHOTT).", "N/A"),
            ("https://www.photonics.com/Articles/ELT_segments_polishing/a68210", "Polishing the World's Largest Mirror - Photonics.com",
             "Each segment takes several weeks of ion-beam figuring ...", "Sep 3, 2024"),
        )),
        (x("https://www.safran-group.com/news/safran-reosc-polishing-elt-segments", "Polishing contract scope, throughput and accuracy"),
         """# Safran Reosc polishes the segments of the ELT primary mirror

Safran Electronics & Defense | News | 19 January 2024

Safran Reosc, a subsidiary of Safran Electronics & Defense based in Saint-Pierre-du-Perray and Poitiers, France, is responsible for polishing, mounting and testing all 931 segments of the primary mirror (M1) of ESO's Extremely Large Telescope, under a contract signed with ESO in May 2017 and worth about 80 million euros.

## Contract scope

| | |
| --- | --- |
| Segments | 931 (798 for the mirror plus spares) |
| Blank supplier | SCHOTT (ZERODUR) |
| Target surface accuracy | about 10 nm RMS |
| Throughput at full rate | up to one segment per day |
| Facility | dedicated 2,000 m² building in Poitiers |

## Process

Each blank is first ground to its off-axis aspheric shape, then polished with robots and finished by ion-beam figuring to reach nanometric accuracy. Segments are then mounted on their support systems and tested interferometrically before shipment to Chile.

> "We are polishing the largest mirror ever built, one segment per day." — Safran Reosc programme manager

Media contact: Safran Electronics & Defense press office"""),
    ]
    rs.add("search", "h61-search-09", SYSTEM, turns, state=state("2025-07-15 12:06:48 UTC"),
           bad=True, turn=8, kind="retrieve_all still lists elt_first_light_old, which was removed successfully in turn 6")


# ---------------------------------------------------------------- 10 Wikipedia / Hubble (clean)
def t10(rs: RowSet) -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/Hubble_Space_Telescope"
    nasa = "https://science.nasa.gov/mission/hubble/observatory/design/optics/"
    s1 = results(
        (wiki, "Hubble Space Telescope - Wikipedia",
         "The Hubble Space Telescope is a space telescope that was launched into low Earth orbit in 1990 and remains in operation. Its 2.4 m (7 ft 10 in) mirror ...", "N/A"),
        (nasa, "Hubble's Optics - NASA Science",
         "Hubble's primary mirror is 7.8 feet (2.4 meters) in diameter ... a Cassegrain reflector ...", "N/A"),
        ("https://esahubble.org/about/general/fact_sheet/", "Hubble Fact Sheet | ESA/Hubble",
         "Primary mirror diameter: 2.4 m. Launch: 24 April 1990. Orbit: about 515 km ...", "N/A"),
        ("https://www.britannica.com/topic/Hubble-Space-Telescope", "Hubble Space Telescope | Britannica",
         "Hubble has a 2.4-metre (94.5-inch) primary mirror ...", "N/A"),
        ("https://hubblesite.org/mission-and-telescope/the-telescope", "The Telescope - HubbleSite",
         "Hubble's mirrors are made of ultra-low-expansion glass coated with aluminum and magnesium fluoride.", "N/A"),
        ("https://www.space.com/15892-hubble-space-telescope.html", "Hubble Space Telescope: Pictures, facts and history | Space",
         "Hubble launched on April 24, 1990 aboard space shuttle Discovery ...", "Jan 12, 2025"),
        ("https://www.reddit.com/r/askastronomy/comments/10x8yzp/", "Why is Hubble's mirror only 2.4 m? : r/askastronomy",
         "Because it had to fit in the Space Shuttle payload bay (4.6 m wide) ...", "Feb 9, 2023"),
        ("https://www.nasa.gov/mission/hubble/", "Hubble Space Telescope - NASA",
         "Hubble has made more than 1.6 million observations over its lifetime ...", "N/A"),
    )
    p_wiki = """# Hubble Space Telescope

From Wikipedia, the free encyclopedia

| Hubble Space Telescope | |
| --- | --- |
| Names | HST, Hubble |
| Mission type | Astronomy |
| Operator | NASA, ESA, STScI |
| COSPAR ID | 1990-037B |
| SATCAT no. | 20580 |
| Mission duration | 34 years, 11 months and 3 days (elapsed) |
| **Spacecraft properties** | |
| Manufacturer | Lockheed (spacecraft), Perkin-Elmer (optics) |
| Launch mass | 10,886 kg |
| Dimensions | 13.2 m × 4.2 m |
| **Start of mission** | |
| Launch date | April 24, 1990, 12:33:51 UTC |
| Rocket | Space Shuttle *Discovery* (STS-31) |
| Launch site | Kennedy, LC-39B |
| Deployed | April 25, 1990 |
| **Orbital parameters** | |
| Regime | Low Earth orbit |
| Altitude | 515 km (320 mi) |
| Inclination | 28.47° |
| Period | 94.6 minutes |
| **Main telescope** | |
| Type | Ritchey–Chrétien reflector |
| Diameter | 2.4 m (7 ft 10 in) |
| Focal length | 57.6 m (189 ft) |
| Collecting area | 4.5 m² (48 sq ft) |
| Wavelengths | near-infrared, visible light, ultraviolet |

The **Hubble Space Telescope** (HST or Hubble) is a space telescope that was launched into low Earth orbit in 1990 and remains in operation. It was not the first space telescope, but it is one of the largest and most versatile, renowned as a vital research tool and as a public relations boon for astronomy. The Hubble telescope is named after astronomer Edwin Hubble.

## Flawed mirror

Within weeks of the launch, the images returned showed a serious problem with the optical system. The primary mirror had been ground to the wrong shape: at the perimeter it was too flat by about 2.2 micrometres, causing severe spherical aberration. The flaw was traced to a misassembled reflective null corrector at Perkin-Elmer. The first servicing mission, STS-61 in December 1993, installed the Corrective Optics Space Telescope Axial Replacement (COSTAR) and the Wide Field and Planetary Camera 2.

## Servicing missions

| Mission | Shuttle | Date | Main work |
| --- | --- | --- | --- |
| SM1 | Endeavour (STS-61) | December 1993 | COSTAR, WFPC2, new solar arrays |
| SM2 | Discovery (STS-82) | February 1997 | NICMOS, STIS |
| SM3A | Discovery (STS-103) | December 1999 | all six gyroscopes replaced |
| SM3B | Columbia (STS-109) | March 2002 | ACS, new solar arrays |
| SM4 | Atlantis (STS-125) | May 2009 | WFC3, COS, repairs to ACS and STIS |

## Current status

In June 2024 NASA switched Hubble to one-gyro mode after one of its three remaining gyroscopes gave faulty readings, keeping a second gyroscope in reserve. The mode reduces scheduling flexibility, but NASA expects the telescope to remain productive into the 2030s.

References: 1. "Hubble Space Telescope". NASA. 2. Allen, Lew (1990). *The Hubble Space Telescope Optical Systems Failure Report*. NASA. ...

This page was last edited on 21 March 2025, at 14:02 (UTC).
Retrieved from "https://en.wikipedia.org/w/index.php?title=Hubble_Space_Telescope&oldid=1281612345\""""
    p_wiki2 = mod(mod(p_wiki, "last edited on 21 March 2025, at 14:02 (UTC)", "last edited on 27 March 2025, at 08:57 (UTC)"),
                  "oldid=1281612345", "oldid=1282703318")
    p_nasa = """# Hubble's Optics

NASA Science > Hubble Space Telescope > Observatory > Design

Hubble is a Cassegrain reflector telescope. Light hits the telescope's main mirror, or primary mirror, bounces off and encounters a secondary mirror. The secondary mirror focuses the light through a hole in the center of the primary mirror that leads to the telescope's science instruments.

## The mirrors

| | Primary mirror | Secondary mirror |
| --- | --- | --- |
| Diameter | 94.5 inches (2.4 meters) | 12 inches (0.3 meters) |
| Weight | about 1,825 pounds (828 kg) | — |
| Material | ultra-low-expansion glass, lightweighted honeycomb core | ultra-low-expansion glass |
| Coating | aluminum, 3/4 millionths of an inch thick, protected by magnesium fluoride | same |

## Spherical aberration

Soon after Hubble began operating in 1990, scientists realized the primary mirror had a flaw called spherical aberration. The outer edge of the mirror was ground too flat by a depth of 2,200 nanometers — about 1/50 the thickness of a sheet of paper. The flaw caused light from the edges of the mirror to focus at a different point than light from the center, producing fuzzy images.

Engineers designed corrective optics. During the first servicing mission in December 1993, astronauts installed COSTAR (Corrective Optics Space Telescope Axial Replacement), a set of small mirrors that corrected the light path for the instruments, and a new camera, Wide Field and Planetary Camera 2, with built-in corrective optics. Later instruments all carry their own corrections, and COSTAR was removed in 2009.

## Fine Guidance Sensors

Three Fine Guidance Sensors lock onto guide stars and keep Hubble pointed with a precision of 0.007 arcseconds — like keeping a laser beam focused on a dime 200 miles away."""
    turns = [
        (q("Hubble Space Telescope primary mirror diameter"), s1),
        (x(wiki, "Primary mirror size, launch and deployment dates and orbit"), p_wiki),
        m.add({"hst_mirror": "2.4 m (7 ft 10 in) primary, Ritchey-Chretien", "hst_launch": "1990-04-24 12:33:51 UTC on STS-31 Discovery; deployed 1990-04-25",
               "hst_cospar": "1990-037B"}),
        (q("Hubble mirror flaw spherical aberration 2.2 micrometres COSTAR"), results(
            (nasa, "Hubble's Optics - NASA Science",
             "The outer edge of the mirror was ground too flat by a depth of 2,200 nanometers ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Corrective_Optics_Space_Telescope_Axial_Replacement", "COSTAR - Wikipedia",
             "COSTAR was installed in 1993 during STS-61 and removed during STS-125 in 2009 to make room for the Cosmic Origins Spectrograph.", "N/A"),
            (wiki, "Hubble Space Telescope - Wikipedia",
             "At the perimeter it was too flat by about 2.2 micrometres, causing severe spherical aberration.", "N/A"),
            ("https://ntrs.nasa.gov/citations/19910003124", "The Hubble Space Telescope Optical Systems Failure Report - NTRS",
             "Allen, L. (1990). The primary mirror was figured incorrectly due to a spacing error in the reflective null corrector.", "Nov 1, 1990"),
            ("https://www.smithsonianmag.com/smart-news/hubble-mirror-flaw/", "How a Tiny Mistake Nearly Ruined Hubble | Smithsonian",
             "A spacing error of 1.3 mm in the null corrector led to the flaw.", "Apr 24, 2020"),
            ("https://hubblesite.org/mission-and-telescope/servicing-missions", "Servicing Missions - HubbleSite",
             "Five servicing missions between 1993 and 2009 upgraded and repaired the telescope.", "N/A"),
        )),
        (x(nasa, "Primary mirror diameter, weight and the size of the figure error"), p_nasa),
        (x(wiki, "Current operating mode of the gyroscopes"), p_wiki2),
        m.update({"hst_mirror": "2.4 m (94.5 in) primary, Ritchey-Chretien; edge ~2.2 um too flat (2,200 nm), corrected by COSTAR/WFPC2 in Dec 1993"}),
        m.all(),
    ]
    rs.add("search", "h61-search-10", SYSTEM, turns, state=state("2025-03-27 08:40:11 UTC"))


# ---------------------------------------------------------------- 11 WikiChip / Intel 4 (clean: renamed key, renamed node)
def t11(rs: RowSet) -> None:
    m = Mem()
    wc = "https://en.wikichip.org/wiki/intel/process/intel_4"
    s1 = results(
        (wc, "Intel 4 - Process Technology - WikiChip",
         "Intel 4 (formerly Intel 7nm) is Intel's first process to use extreme ultraviolet lithography (EUV). It succeeds Intel 7 and is used for the compute tile of Meteor Lake.", "N/A"),
        ("https://en.wikipedia.org/wiki/7_nm_process", "7 nm process - Wikipedia",
         "Intel's 7 nm process, renamed Intel 4 in July 2021, entered volume production in 2023 ...", "N/A"),
        ("https://www.anandtech.com/show/16823/intel-accelerated-offensive-process-roadmap-updates-to-10nm-7nm-4nm-3nm-20a-18a-packaging-foundry-emib-foveros", "Intel's Process Roadmap to 2025: with 4nm, 3nm, 20A and 18A?! - AnandTech",
         "Intel 10nm Enhanced SuperFin becomes Intel 7; Intel 7nm becomes Intel 4; Intel 3; Intel 20A with RibbonFET and PowerVia ...", "Jul 26, 2021"),
        ("https://www.intel.com/content/www/us/en/newsroom/news/intel-4-process-fab-34-ireland.html", "Intel Marks Milestone with Intel 4 Volume Production in Ireland - Intel Newsroom",
         "Fab 34 in Leixlip is Intel's first facility in Europe to use EUV lithography in high-volume manufacturing.", "Sep 29, 2023"),
        ("https://fuse.wikichip.org/news/6720/a-look-at-intel-4-process-technology/", "A Look At Intel 4 Process Technology - WikiChip Fuse",
         "Intel 4 offers 2x area scaling for high-performance logic library versus Intel 7, with a 240 nm HP cell height ...", "Jun 19, 2022"),
        ("https://www.tomshardware.com/news/intel-7nm-delay-2020", "Intel's 7nm Is Broken, Company Announces Delay Until 2022, 2023 - Tom's Hardware",
         "Intel's 7nm process is now six months behind schedule due to a defect mode ...", "Jul 23, 2020"),
        ("https://ieeexplore.ieee.org/document/9830194", "Intel 4 CMOS Technology Featuring Advanced FinFET Transistors ... - IEEE VLSI 2022",
         "B. Sell et al. Fin pitch 30 nm, contacted poly pitch 50 nm, minimum metal pitch 30 nm ...", "Jun 13, 2022"),
        ("https://www.reddit.com/r/hardware/comments/orw0a1/", "Intel renames 7nm to Intel 4 : r/hardware",
         "Marketing names aligned with TSMC density. 2.3k upvotes.", "Jul 26, 2021"),
    )
    p_wc = """# Intel 4 - Process Technology

WikiChip > Intel > Process > Intel 4

**Intel 4** (formerly **Intel 7nm**) is Intel's process technology for high-performance logic, successor to Intel 7 and predecessor of Intel 3. It is Intel's first process to use extreme ultraviolet (EUV) lithography. The name was changed from "7nm" to "Intel 4" on July 26, 2021 as part of the Intel Accelerated node renaming.

## Overview

| | |
| --- | --- |
| Node | Intel 4 |
| Former name | Intel 7nm (P1276) |
| Predecessor | Intel 7 (formerly 10nm Enhanced SuperFin) |
| Successor | Intel 3 |
| Transistor | FinFET (6th generation) |
| Lithography | EUV (for select layers) + 193i |
| First product | Meteor Lake (Core Ultra Series 1), compute tile |
| Volume production | 2023, Fab 34 (Leixlip, Ireland) and D1 (Hillsboro, Oregon) |

## Design rules

| Parameter | Intel 7 | Intel 4 | Scaling |
| --- | --- | --- | --- |
| Fin pitch | 34 nm | 30 nm | 0.88x |
| Contacted gate pitch | 54/60 nm | 50 nm | 0.83x |
| Minimum metal pitch (M0) | 40 nm | 30 nm | 0.75x |
| HP library cell height | 408 nm | 240 nm | 0.59x |
| Metal layers | 15 | 18 (incl. 2 thick top) | — |

## Performance

Intel claims about 20% higher performance per watt than Intel 7 at iso-power and roughly 2x area scaling for the high-performance logic library. Interconnect uses enhanced copper (cobalt-clad copper) for the tightest-pitch layers.

## History

- 2019: Intel 7nm announced for 2021, with Ponte Vecchio as the lead product
- July 2020: Intel reports a six-month delay because of a yield-degrading defect mode
- July 26, 2021: renamed Intel 4; production readiness targeted for second half of 2022
- September 29, 2023: volume production announced at Fab 34, Ireland
- December 14, 2023: Meteor Lake (Core Ultra) launched

This page was last modified on 11 May 2024, at 09:31."""
    turns = [
        (q("Intel 4 process node formerly Intel 7nm EUV"), s1),
        (x(wc, "Former name, first product, design rules and volume production date of Intel 4"), p_wc),
        m.add({"intel_7nm": "EUV FinFET node; Meteor Lake compute tile; ~20% perf/W vs Intel 7; 2x HP logic area scaling",
               "intel_7": "formerly 10nm Enhanced SuperFin (renamed 2021-07-26)"}),
        (q("Intel Accelerated July 26 2021 node renaming Intel 7 Intel 4 Intel 3 20A"), results(
            ("https://www.intel.com/content/www/us/en/newsroom/news/intel-technology-roadmaps-milestones.html", "Intel Accelerates Process and Packaging Innovations - Intel Newsroom",
             "Intel 7 (previously 10nm Enhanced SuperFin), Intel 4 (previously Intel 7nm), Intel 3, Intel 20A ushering in the angstrom era ...", "Jul 26, 2021"),
            ("https://www.anandtech.com/show/16823/intel-accelerated-offensive-process-roadmap-updates-to-10nm-7nm-4nm-3nm-20a-18a-packaging-foundry-emib-foveros", "Intel's Process Roadmap to 2025: with 4nm, 3nm, 20A and 18A?! - AnandTech",
             "Intel 10nm Enhanced SuperFin becomes Intel 7; Intel 7nm becomes Intel 4 ...", "Jul 26, 2021"),
            ("https://www.theverge.com/2021/7/26/22594074/intel-acclerated-new-architecture-roadmap-naming-7nm-2025", "Intel's new roadmap renames its chip processes - The Verge",
             "Intel is ditching nanometers in its process names to better compare with TSMC and Samsung.", "Jul 26, 2021"),
            (wc, "Intel 4 - Process Technology - WikiChip",
             "The name was changed from \"7nm\" to \"Intel 4\" on July 26, 2021 as part of the Intel Accelerated node renaming.", "N/A"),
            ("https://www.tomshardware.com/news/intel-process-roadmap-renames-nodes", "Intel Renames Process Nodes, Details Roadmap to 2025 - Tom's Hardware",
             "Intel 20A will bring RibbonFET gate-all-around transistors and PowerVia backside power in 2024.", "Jul 26, 2021"),
            ("https://semiwiki.com/semiconductor-manufacturers/intel/302391-intel-accelerated/", "Intel Accelerated - SemiWiki",
             "Pat Gelsinger laid out five nodes in four years ...", "Jul 27, 2021"),
        )),
        m.remove(["intel_7nm"]),
        m.add({"intel_4": "formerly 'Intel 7nm' (renamed 2021-07-26); first Intel EUV node; Meteor Lake compute tile; HVM 2023 at Fab 34; ~20% perf/W vs Intel 7"}),
        m.all(),
    ]
    rs.add("search", "h61-search-11", SYSTEM, turns, state=state("2025-08-04 19:22:15 UTC"))


# ---------------------------------------------------------------- 12 TSMC N3 (bad: density figure changes on re-extraction)
def t12(rs: RowSet) -> None:
    m = Mem()
    pr = "https://pr.tsmc.com/english/news/2986"
    n3 = "https://www.tsmc.com/english/dedicatedFoundry/technology/logic/l_3nm"
    n2 = "https://www.tsmc.com/english/dedicatedFoundry/technology/logic/l_2nm"
    pr_item = (pr, "TSMC Holds 3nm Volume Production and Capacity Expansion Ceremony, Marking a Key Milestone for Advanced Manufacturing",
               "TSMC today held a 3nm Volume Production and Capacity Expansion Ceremony at its Fab 18 new construction site in the Southern Taiwan Science Park ...", "Dec 29, 2022")
    s1 = results(
        pr_item,
        ("https://www.reuters.com/technology/tsmc-starts-mass-production-3nm-chips-2022-12-29/", "TSMC begins mass production of 3nm chips - Reuters",
         "TSMC said demand for 3nm was strong and that it would expand capacity in Tainan ...", "Dec 29, 2022"),
        ("https://en.wikipedia.org/wiki/3_nm_process", "3 nm process - Wikipedia",
         "TSMC began volume production of its N3 process in late December 2022 ...", "N/A"),
        (n3, "3nm Technology - Taiwan Semiconductor Manufacturing Company Limited",
         "TSMC's 3nm (N3) technology is the most advanced semiconductor technology in both PPA and transistor technology ...", "N/A"),
        ("https://www.anandtech.com/show/18726/tsmc-3nm-mass-production", "TSMC Kicks Off 3nm Production - AnandTech",
         "N3 offers meaningful improvements over N5 but SRAM scaling is minimal ...", "Dec 29, 2022"),
        ("https://focustaiwan.tw/business/202212290012", "TSMC holds 3nm ceremony in Tainan - Focus Taiwan",
         "Chairman Mark Liu said 3nm products will create end products worth US$1.5 trillion within five years.", "Dec 29, 2022"),
        ("https://www.digitimes.com/news/a20221229PD201.html", "TSMC 3nm ceremony: Fab 18 to lead - DIGITIMES",
         "TSMC's Fab 18 phases 5-8 will handle 3nm output ...", "Dec 29, 2022"),
        ("https://www.reddit.com/r/hardware/comments/zy1m0q/", "TSMC Holds 3nm Volume Production Ceremony : r/hardware",
         "Apple A17 Pro will likely be the first N3B chip. 800 comments.", "Dec 29, 2022"),
    )
    page = """# TSMC Holds 3nm Volume Production and Capacity Expansion Ceremony, Marking a Key Milestone for Advanced Manufacturing

Issued by: Taiwan Semiconductor Manufacturing Company Ltd.
Issued on: 2022/12/29

Tainan, Taiwan, R.O.C. – Dec. 29, 2022 – TSMC (TWSE: 2330, NYSE: TSM) today held a 3nm Volume Production and Capacity Expansion Ceremony at its Fab 18 new construction site in the Southern Taiwan Science Park (STSP), celebrating the beginning of volume production of 3nm technology and laying out the company's plan for continued expansion in Tainan.

Among the guests were Minister of the National Science and Technology Council Tsung-Tsong Wu, Mayor of Tainan City Wei-Che Huang, and senior representatives of customers, suppliers and construction partners.

## 3nm technology

TSMC's 3nm (N3) process technology is the most advanced semiconductor technology in both performance, power, and area (PPA) and transistor technology, and a full-node advance from the 5nm generation. Compared with the 5nm (N5) process, TSMC's 3nm process offers up to 70% logic density gain, up to 15% speed improvement at the same power and up to 30% power reduction at the same speed. The technology is expected to be widely adopted in mobile and high-performance computing applications.

## Fab 18 and Tainan investment

| | |
| --- | --- |
| Site | Fab 18, Southern Taiwan Science Park, Tainan |
| Cleanroom area (3nm phases) | more than 160,000 m², about 22 standard football fields |
| High-tech jobs created by Fab 18 | over 11,300 |
| Direct and indirect jobs | over 20,000 construction jobs |
| Cumulative investment in Tainan (since 2000s) | NT$1.86 trillion |
| End-product market value of 3nm within 5 years | about US$1.5 trillion |

> "TSMC is taking concrete actions to invest in Taiwan and to grow together with Taiwan." — Dr. Mark Liu, TSMC Chairman

TSMC also announced that its 3nm production at Fab 18 will be followed by further capacity expansion, and that it continues to be committed to green manufacturing, with Fab 18 using recycled water and renewable energy.

TSMC Spokesperson: Wendell Huang, Senior Vice President and Chief Financial Officer
Acting Spokesperson: Nina Kao, Head of Public Relations, Tel: 886-3-563-6688 ext. 7125036"""
    p_n3 = """# 3nm Technology

TSMC > Dedicated IC Foundry > Technology > Logic Technology > 3nm

TSMC's 3nm (N3) technology is the most advanced semiconductor technology in both PPA and transistor technology. It is another full-node stride from 5nm and offers the most advanced foundry technology for smartphone and HPC applications. TSMC 3nm technology started volume production in 2022.

## N3 family

| Technology | Status | Positioning |
| --- | --- | --- |
| N3 | Volume production since 2022 | first-generation 3nm, FinFET |
| N3E | Volume production since Q4 2023 | enhanced 3nm with wider process window and better yield |
| N3P | Volume production since 2H 2024 | optical shrink of N3E: about 5% more speed at the same leakage, 5-10% power reduction at the same speed, 1.04X chip density vs N3E |
| N3X | Production 2025 | HPC-oriented, higher drive current and supply voltage |
| N3A | Production 2025 | automotive (AEC-Q100 qualified) |
| N3AE | Available | "Auto Early" PDK for automotive designs |

## FINFLEX™

N3 family features TSMC FINFLEX™ architecture innovation, which lets designers choose the best option among 3-2 fin, 2-2 fin and 2-1 fin standard cells within the same chip design, optimizing each functional block for speed, power or area.

## Design ecosystem

The TSMC Open Innovation Platform® (OIP) provides N3 design enablement, including EDA tool certification, foundation IP and interface IP from partners such as Synopsys, Cadence, Siemens EDA and Ansys.

© 2025 Taiwan Semiconductor Manufacturing Company Limited."""
    p_n2 = """# 2nm Technology

TSMC > Dedicated IC Foundry > Technology > Logic Technology > 2nm

TSMC's 2nm (N2) technology uses the first generation of nanosheet transistors (gate-all-around) and is on track for volume production in the second half of 2025.

## N2 compared with N3E

| Metric | N2 vs N3E |
| --- | --- |
| Speed at the same power | +10% to 15% |
| Power at the same speed | -25% to -30% |
| Chip density | >1.15X |

## Roadmap

- N2: volume production 2H 2025 (Baoshan, Hsinchu and Kaohsiung fabs)
- N2P: 2H 2026, further performance and power improvements
- A16: 2H 2026, Super Power Rail (backside power delivery) for HPC

## NanoFlex™

N2 introduces TSMC NanoFlex™, letting designers mix short cells for area and power efficiency with tall cells for performance in the same block.

© 2025 Taiwan Semiconductor Manufacturing Company Limited."""
    turns = [
        (q("TSMC 3nm volume production ceremony December 2022"), s1),
        (x(pr, "Date and place of the 3nm volume production start and the N3 vs N5 gains"), page),
        m.add({"n3_hvm": "2022-12-29 ceremony, Fab 18, Southern Taiwan Science Park (Tainan)",
               "n3_vs_n5": "logic density up to +70%, speed up to +15% iso-power, power up to -30% iso-speed"}),
        (q("TSMC N3E N3P N3X differences"), results(
            (n3, "3nm Technology - Taiwan Semiconductor Manufacturing Company Limited",
             "N3E entered volume production in Q4 2023; N3P, an optical shrink of N3E, in 2H 2024 ...", "N/A"),
            ("https://www.anandtech.com/show/21371/tsmc-n3p-n3x-details", "TSMC details N3P and N3X - AnandTech",
             "N3P offers ~5% more speed or 5-10% less power than N3E and 1.04X density ...", "Apr 25, 2024"),
            ("https://en.wikichip.org/wiki/3_nm_lithography_process", "3 nm lithography process - WikiChip",
             "TSMC N3 (N3B) uses 45 nm contacted poly pitch; N3E relaxes some pitches to 48 nm ...", "N/A"),
            ("https://www.semianalysis.com/p/tsmc-n3e-vs-n3b", "N3B vs N3E: why TSMC split 3nm - SemiAnalysis",
             "N3E removes some EUV multi-patterning layers, improving cost and yield.", "Aug 10, 2023"),
            ("https://www.tomshardware.com/news/tsmc-n3e-n3p-n3x-roadmap", "TSMC's 3nm family: N3E, N3P, N3X, N3AE - Tom's Hardware",
             "FINFLEX lets designers mix 3-2, 2-2 and 2-1 fin cells.", "Apr 27, 2023"),
            ("https://www.reddit.com/r/hardware/comments/15k3d9c/", "N3B vs N3E explained : r/hardware",
             "Apple's A17 Pro and M3 use N3B; everyone else went to N3E.", "Aug 7, 2023"),
        )),
        (x(n3, "List of N3 family variants and their production status"), p_n3),
        (x(pr, "Jobs, cleanroom area and investment figures announced at the ceremony"),
         mod(page, "offers up to 70% logic density gain", "offers up to 60% logic density gain")),
        (q("TSMC N2 volume production 2025 nanosheet"), results(
            (n2, "2nm Technology - Taiwan Semiconductor Manufacturing Company Limited",
             "N2 uses first-generation nanosheet transistors and is on track for volume production in 2H 2025 ...", "N/A"),
            ("https://www.reuters.com/technology/tsmc-2nm-mass-production-2025/", "TSMC on track for 2nm mass production this year - Reuters",
             "Yields at the Baoshan fab are said to be above 60% ...", "Jul 17, 2025"),
            ("https://en.wikipedia.org/wiki/2_nm_process", "2 nm process - Wikipedia",
             "TSMC's N2 process is planned for volume production in 2025 ...", "N/A"),
            ("https://www.anandtech.com/show/18832/tsmc-outlines-2nm-plans-n2p-brings-backside-power-delivery-in-2026-n2x-added", "TSMC outlines 2nm plans - AnandTech",
             "N2 vs N3E: 10-15% higher performance, 25-30% lower power, 1.15X density.", "Apr 26, 2023"),
            ("https://pr.tsmc.com/english/news/3163", "TSMC Unveils Next-Generation A16 Process Technology",
             "A16 combines nanosheet transistors with Super Power Rail, targeted for 2H 2026.", "Apr 24, 2024"),
        )),
        (x(n2, "N2 gains versus N3E and production timing"), p_n2),
        m.add({"n2": "nanosheet GAA; HVM 2H 2025; vs N3E: +10-15% speed, -25-30% power, >1.15X density"}),
        m.add({"n3_family": "N3 (2022), N3E (Q4 2023), N3P (2H 2024), N3X/N3A (2025), N3AE PDK"}),
        m.all(),
    ]
    rs.add("search", "h61-search-12", SYSTEM, turns, state=state("2025-09-18 02:44:09 UTC"),
           bad=True, turn=6, kind="re-extracted TSMC press release says up to 60% logic density gain over N5, but the same release read in turn 2 said up to 70%")


# ---------------------------------------------------------------- 13 python.org / Python 3.12 (clean)
def t13(rs: RowSet) -> None:
    m = Mem()
    rel = "https://www.python.org/downloads/release/python-3120/"
    dl = "https://www.python.org/downloads/"
    pep = "https://peps.python.org/pep-0693/"
    s1 = results(
        (rel, "Python Release Python 3.12.0 | Python.org",
         "Release Date: Oct. 2, 2023. This is the stable release of Python 3.12.0. Python 3.12.0 is the newest major release of the Python programming language ...", "Oct 2, 2023"),
        ("https://docs.python.org/3/whatsnew/3.12.html", "What's New In Python 3.12 — Python 3.13.2 documentation",
         "Editor: Adam Turner. This article explains the new features in Python 3.12, compared to 3.11. Python 3.12 was released on October 2, 2023.", "N/A"),
        (pep, "PEP 693 – Python 3.12 Release Schedule | peps.python.org",
         "3.12.0 final: Monday, 2023-10-02. Subsequent bugfix releases every two months ...", "N/A"),
        ("https://blog.python.org/2023/10/python-3120-final-now-available.html", "Python Insider: Python 3.12.0 (final) now available",
         "This is the stable release of Python 3.12.0 ... Thomas Wouters, release manager.", "Oct 2, 2023"),
        ("https://en.wikipedia.org/wiki/History_of_Python", "History of Python - Wikipedia",
         "Python 3.12 was released on 2 October 2023, with improved error messages, f-string parsing per PEP 701 ...", "N/A"),
        ("https://realpython.com/python312-new-features/", "Python 3.12: Cool New Features for You to Try – Real Python",
         "Better error messages, more powerful f-strings, type parameter syntax and the per-interpreter GIL ...", "Oct 2, 2023"),
        ("https://discuss.python.org/t/python-3-12-0-final-is-now-available/35357", "Python 3.12.0 (final) is now available - Discussions on Python.org",
         "Thomas Wouters: I'm pleased to announce the release of Python 3.12.0 ... 214 likes.", "Oct 2, 2023"),
        ("https://endoflife.date/python", "Python | endoflife.date",
         "3.12: released 2023-10-02, security support ends 2028-10-31 ...", "N/A"),
    )
    p_rel = """# Python 3.12.0

**Release Date:** Oct. 2, 2023

This is the stable release of Python 3.12.0

Python 3.12.0 is the newest major release of the Python programming language, and it contains many new features and optimizations.

## Major new features of the 3.12 series, compared to 3.11

### New features

- More flexible f-string parsing, allowing many things previously disallowed (PEP 701).
- Support for the buffer protocol in Python code (PEP 688).
- A new debugging/profiling API (PEP 669).
- Support for isolated subinterpreters with separate Global Interpreter Locks (PEP 684).
- Even more improved error messages. More exceptions potentially caused by typos now make suggestions to the user.
- Support for the Linux perf profiler to report Python function names in traces.
- Many large and small performance improvements (like PEP 709 and support for the BOLT binary optimizer), delivering an estimated 5% overall performance improvement.

### Type annotations

- New type annotation syntax for generic classes (PEP 695).
- New override decorator for methods (PEP 698).
- Using TypedDict for more precise **kwargs typing (PEP 692).

### Deprecations

- The deprecated wstr and wstr_length members of the C implementation of unicode objects were removed, per PEP 623.
- In the unittest module, a number of long deprecated methods and classes were removed.
- The deprecated smtpd and distutils modules have been removed (see PEP 594 and PEP 632). The setuptools package is no longer installed by default in virtual environments.
- The asynchat, asyncore, and imp modules have been removed.

## More resources

- Online Documentation
- PEP 693, 3.12 Release Schedule
- Report bugs at https://github.com/python/cpython/issues

## Files

| Version | Operating System | Description | MD5 Sum | File Size | GPG | Sigstore |
| --- | --- | --- | --- | --- | --- | --- |
| Gzipped source tarball | Source release | | d6eda3e1399cef5dfde7c4f319b0596c | 27195214 | SIG | .sigstore |
| XZ compressed source tarball | Source release | | f6f4616584b23254d165f4db90c247d6 | 20575696 | SIG | .sigstore |
| macOS 64-bit universal2 installer | macOS | for macOS 10.9 and later | 9e1d8c7f3b3af4c7d6b1a53a0f5e2c7e | 43567052 | SIG | .sigstore |
| Windows embeddable package (32-bit) | Windows | | 2a4b7c1e5d3f9e8a0b6c4d2e1f3a5b7c | 9591214 | SIG | .sigstore |
| Windows embeddable package (64-bit) | Windows | | 6c8e0a2b4d6f8e1a3c5e7a9b1d3f5e7a | 10638326 | SIG | .sigstore |
| Windows embeddable package (ARM64) | Windows | | 0f2e4c6a8b1d3e5f7a9c1e3b5d7f9a2c | 9957818 | SIG | .sigstore |
| Windows installer (64-bit) | Windows | Recommended | 4b6d8f0a2c4e6a8c0e2a4c6e8a0c2e4b | 26279704 | SIG | .sigstore |
| Windows installer (ARM64) | Windows | Experimental | 8d0f2a4c6e8a1c3e5a7c9e1a3c5e7a9d | 25461016 | SIG | .sigstore |
| Windows installer (32-bit) | Windows | | 1c3e5a7c9e2a4c6e8a0c2e4a6c8e0a2b | 25035232 | SIG | .sigstore |"""
    p_dl = """# Download the latest version for Linux/UNIX

Download Python 3.13.2

Looking for Python with a different OS? Python for Windows, Linux/UNIX, macOS, Other. Want to help test development versions of Python 3.14? Prereleases, Docker images

## Active Python Releases

For more information visit the Python Developer's Guide.

| Python version | Maintenance status | First released | End of support | Release schedule |
| --- | --- | --- | --- | --- |
| 3.14 | pre-release | 2025-10-07 (planned) | 2030-10 | PEP 745 |
| 3.13 | bugfix | 2024-10-07 | 2029-10 | PEP 719 |
| 3.12 | bugfix | 2023-10-02 | 2028-10 | PEP 693 |
| 3.11 | security | 2022-10-24 | 2027-10 | PEP 664 |
| 3.10 | security | 2021-10-04 | 2026-10 | PEP 619 |
| 3.9 | security | 2020-10-05 | 2025-10 | PEP 596 |

## Looking for a specific release?

Python releases by version number:

| Release version | Release date | | Click for more |
| --- | --- | --- | --- |
| Python 3.13.2 | Feb. 4, 2025 | Download | Release Notes |
| Python 3.12.9 | Feb. 4, 2025 | Download | Release Notes |
| Python 3.11.11 | Dec. 3, 2024 | Download | Release Notes |
| Python 3.10.16 | Dec. 3, 2024 | Download | Release Notes |
| Python 3.9.21 | Dec. 3, 2024 | Download | Release Notes |
| Python 3.13.1 | Dec. 3, 2024 | Download | Release Notes |
| Python 3.12.8 | Dec. 3, 2024 | Download | Release Notes |
| Python 3.13.0 | Oct. 7, 2024 | Download | Release Notes |
| Python 3.12.7 | Oct. 1, 2024 | Download | Release Notes |
| Python 3.11.10 | Sept. 7, 2024 | Download | Release Notes |
| Python 3.10.15 | Sept. 7, 2024 | Download | Release Notes |
| Python 3.9.20 | Sept. 6, 2024 | Download | Release Notes |
| Python 3.12.6 | Sept. 6, 2024 | Download | Release Notes |
| Python 3.12.5 | Aug. 6, 2024 | Download | Release Notes |

View older releases

Licenses | Sources | Alternative Implementations | History | Release Signing"""
    p_pep = """# PEP 693 – Python 3.12 Release Schedule

| | |
| --- | --- |
| Author | Thomas Wouters <thomas at python.org> |
| Status | Active |
| Type | Informational |
| Topic | Release |
| Created | 24-May-2022 |
| Python-Version | 3.12 |

## Abstract

This document describes the development and release schedule for Python 3.12.

## Release Manager and Crew

- 3.12 Release Manager: Thomas Wouters
- Windows installers: Steve Dower
- Mac installers: Ned Deily
- Documentation: Julien Palard

## Release Schedule

### 3.12.0 schedule

- 3.12 development begins: Sunday, 2022-05-08
- 3.12.0 alpha 1: Monday, 2022-10-24
- 3.12.0 beta 1: Monday, 2023-05-22 (no new features beyond this point)
- 3.12.0 candidate 1: Sunday, 2023-08-06
- 3.12.0 candidate 3: Tuesday, 2023-09-19
- 3.12.0 final: Monday, 2023-10-02

### Bugfix releases

Expected:

- 3.12.1: Friday, 2023-12-08
- 3.12.2: Tuesday, 2024-02-06
- 3.12.3: Tuesday, 2024-04-09
- 3.12.4: Thursday, 2024-06-06
- 3.12.5: Tuesday, 2024-08-06
- 3.12.6: Friday, 2024-09-06
- 3.12.7: Tuesday, 2024-10-01
- 3.12.8: Tuesday, 2024-12-03
- 3.12.9: Tuesday, 2025-02-04
- 3.12.10: Tuesday, 2025-04-08 (final regular bugfix release)

### Source-only security fix releases

Provided irregularly on an as-needed basis until October 2028.

## 3.12 Lifespan

3.12 will receive bugfix updates approximately every 2 months for approximately 18 months. Some time after the release of 3.13.0 final, the final 3.12 bugfix update will be released. After that, it is expected that security updates (source only) will be released until 5 years after the release of 3.12 final, so until approximately October 2028.

## Features for 3.12

- PEP 623: Remove wstr from Unicode
- PEP 669: Low Impact Monitoring for CPython
- PEP 684: A Per-Interpreter GIL
- PEP 688: Making the buffer protocol accessible in Python
- PEP 692: Using TypedDict for more precise **kwargs typing
- PEP 695: Type Parameter Syntax
- PEP 698: Override Decorator for Static Typing
- PEP 701: Syntactic formalization of f-strings
- PEP 709: Inlined comprehensions

Source: https://github.com/python/peps/blob/main/peps/pep-0693.rst | Last modified: 2025-02-05 09:12:44 GMT"""
    turns = [
        (q("Python 3.12.0 release date"), s1),
        (x(rel, "Release date and headline features of Python 3.12.0"), p_rel),
        m.add({"py312_release": "2023-10-02 (3.12.0 final)", "py312_peps": "695, 701, 684, 669, 688, 692, 698, 709"}),
        (q("Python 3.12 maintenance releases list 3.12.8 3.12.9"), results(
            (dl, "Download Python | Python.org",
             "The official home of the Python Programming Language. Download Python 3.13.2 ... Looking for a specific release?", "N/A"),
            ("https://www.python.org/downloads/release/python-3129/", "Python Release Python 3.12.9 | Python.org",
             "Release Date: Feb. 4, 2025. Python 3.12.9 is the ninth maintenance release of 3.12 ...", "Feb 4, 2025"),
            ("https://www.python.org/downloads/release/python-3128/", "Python Release Python 3.12.8 | Python.org",
             "Release Date: Dec. 3, 2024. Python 3.12.8 is the eighth maintenance release of 3.12 ...", "Dec 3, 2024"),
            ("https://docs.python.org/release/3.12.9/whatsnew/changelog.html", "Changelog — Python 3.12.9 documentation",
             "Python 3.12.9 final. Release date: 2025-02-04. Security: gh-105704 ...", "N/A"),
            ("https://pythoninsider.blogspot.com/2025/02/python-3132-and-3129-now-available.html", "Python Insider: Python 3.13.2 and 3.12.9 now available!",
             "A small release day today! That is to say the releases are relatively small ...", "Feb 4, 2025"),
            (pep, "PEP 693 – Python 3.12 Release Schedule | peps.python.org",
             "Bugfix releases ... 3.12.9: Tuesday, 2025-02-04; 3.12.10: Tuesday, 2025-04-08 ...", "N/A"),
            ("https://endoflife.date/python", "Python | endoflife.date",
             "3.12 latest: 3.12.9 (04 Feb 2025).", "N/A"),
        )),
        (x(dl, "Release dates of the most recent 3.12 maintenance releases and 3.12's support status"), p_dl),
        m.add({"py312_latest_bugfix": "3.12.9 (2025-02-04)"}),
        (q("PEP 693 Python 3.12 release schedule bugfix end"), results(
            (pep, "PEP 693 – Python 3.12 Release Schedule | peps.python.org",
             "3.12 will receive bugfix updates approximately every 2 months for approximately 18 months ... security updates until approximately October 2028.", "N/A"),
            ("https://devguide.python.org/versions/", "Status of Python versions - Python Developer's Guide",
             "3.12: bugfix, first released 2023-10-02, end of life 2028-10 ...", "N/A"),
            ("https://peps.python.org/pep-0602/", "PEP 602 – Annual Release Cycle for Python | peps.python.org",
             "Bugfix releases every two months for 18 months, then security fixes for a total of five years.", "N/A"),
            ("https://discuss.python.org/t/python-3-12-10-final-bugfix/", "Python 3.12: last bugfix release planned for April - Discussions on Python.org",
             "3.12.10 in April will be the final regular bugfix release; after that, source-only security releases.", "Mar 11, 2025"),
            ("https://peps.python.org/pep-0719/", "PEP 719 – Python 3.13 Release Schedule | peps.python.org",
             "3.13.0 final: Monday, 2024-10-07 ...", "N/A"),
        )),
        (x(pep, "The full 3.12 bugfix schedule and when regular bugfix releases end"), p_pep),
        m.update({"py312_latest_bugfix": "3.12.9 (2025-02-04); 3.12.10 scheduled 2025-04-08 as the final regular bugfix, security-only until ~2028-10"}),
        m.all(),
    ]
    rs.add("search", "h61-search-13", SYSTEM, turns, state=state("2025-03-20 14:33:27 UTC"))


# ---------------------------------------------------------------- 14 julialang.org / Julia 1.0 (bad: page's last-edited clock goes backwards)
def t14(rs: RowSet) -> None:
    m = Mem()
    blog = "https://julialang.org/blog/2018/08/one-point-zero/"
    wiki = "https://en.wikipedia.org/wiki/Julia_(programming_language)"
    gh = "https://github.com/JuliaLang/julia/releases/tag/v1.0.0"
    s1 = results(
        (blog, "Julia 1.0",
         "The much anticipated 1.0 release of Julia is the culmination of nearly a decade of work to build a language for greedy programmers. JuliaCon2018 celebrated the event ...", "Aug 8, 2018"),
        (wiki, "Julia (programming language) - Wikipedia",
         "Julia 1.0 was released in 2018 at JuliaCon in London ... Stable release 1.11.3 / 21 January 2025.", "N/A"),
        ("https://juliacon.org/2018/", "JuliaCon 2018 London",
         "JuliaCon 2018 took place 7–11 August 2018 at University College London ...", "N/A"),
        (gh, "Release v1.0.0 · JuliaLang/julia · GitHub",
         "Julia v1.0.0. This is the first stable release of Julia ...", "Aug 8, 2018"),
        ("https://www.infoworld.com/article/3295244/julia-language-1-0-arrives.html", "Julia language 1.0 arrives | InfoWorld",
         "The 1.0 release promises a stable API and backward compatibility through the 1.x series.", "Aug 9, 2018"),
        ("https://discourse.julialang.org/t/julia-1-0-released/13328", "Julia 1.0 released! - Announcements - Julia Programming Language",
         "Stefan Karpinski: Julia 1.0 has been released at JuliaCon ... 412 likes.", "Aug 8, 2018"),
        ("https://news.ycombinator.com/item?id=17717359", "Julia 1.0 | Hacker News",
         "926 points, 435 comments.", "Aug 9, 2018"),
        ("https://www.nature.com/articles/d41586-019-02310-3", "Julia: come for the syntax, stay for the speed - Nature",
         "Researchers often find themselves coding algorithms in one language and rewriting them in another for speed ...", "Jul 30, 2019"),
    )
    p_blog = """# Julia 1.0

8 August 2018 | Jeff Bezanson, Stefan Karpinski, Viral Shah, Alan Edelman, et al.

The much anticipated 1.0 release of Julia is the culmination of nearly a decade of work to build a language for greedy programmers. JuliaCon2018 celebrated the event with a reception where the community officially set the version to 1.0.0 together.

Julia was first publicly announced with a number of strong demands on the language:

> We want a language that's open source, with a liberal license. We want the speed of C with the dynamism of Ruby. We want a language that's homoiconic, with true macros like Lisp, but with obvious, familiar mathematical notation like Matlab. ...

A vibrant and thriving community has grown up around this language, with people from all around the world iteratively refining and shaping Julia in pursuit of that goal. Over 700 people have contributed to Julia itself and even more people have made thousands of amazing open source Julia packages.

The single most significant new feature in Julia 1.0, of course, is a commitment to language API stability: code you write for Julia 1.0 will continue to work in Julia 1.1, 1.2, etc.

## Highlights of 1.0

- A brand new built-in package manager (Pkg3), much faster and with environments
- Canonical representation of missing values with `missing`
- The built-in `String` type can now safely hold arbitrary data
- Broadcasting is now a core language feature with convenient syntax
- New optimizer, simpler iteration protocol and named tuples (`NamedTuple`)
- Simplified scope rules; improved `@generated` functions

## Julia 0.7

Julia 0.7 was released alongside 1.0. It has the same features as 1.0 but emits deprecation warnings for changed APIs, making it the recommended stepping stone for upgrading 0.6 code.

Download Julia 1.0 at julialang.org/downloads."""
    p_wiki = """# Julia (programming language)

From Wikipedia, the free encyclopedia

| Julia | |
| --- | --- |
| Paradigm | Multi-paradigm: multiple dispatch (primary paradigm), functional, array, procedural (imperative), structured, reflective, meta, multistaged |
| Designed by | Jeff Bezanson, Alan Edelman, Stefan Karpinski, Viral B. Shah |
| Developer | Jeff Bezanson, Stefan Karpinski, Viral B. Shah, and other contributors |
| First appeared | 2012 |
| Stable release | 1.11.3 / 21 January 2025 |
| Preview release | 1.12.0-DEV / daily updates |
| Typing discipline | Dynamic, inferred, optional, nominative, parametric, strong |
| Implementation language | Julia, C, C++, LLVM, Scheme (parser) |
| Platform | Tier 1: x86-64, IA-32, Apple silicon ARM64; Tier 2: Windows ARM64, FreeBSD |
| OS | Linux, macOS, Windows and FreeBSD |
| License | MIT |
| Filename extensions | .jl |
| Website | JuliaLang.org |

**Julia** is a dynamic general-purpose programming language. As a high-level language, distinctive aspects of Julia's design include a type system with parametric polymorphism, the use of multiple dispatch as a core programming paradigm, just-in-time compilation and a parallel garbage collector.

## History

Work on Julia began in 2009, when Jeff Bezanson, Stefan Karpinski, Viral B. Shah, and Alan Edelman set out to create a free language that was both high-level and fast. On 14 February 2012, the team launched a website with a blog post explaining the language's mission. Julia 1.0 was released on 8 August 2018 at JuliaCon 2018 in London, together with Julia 0.7, a transitional version with deprecation warnings.

## Release history

| Version | Release date | Notes |
| --- | --- | --- |
| 0.3 | August 2014 | |
| 0.4 | October 2015 | |
| 0.5 | September 2016 | |
| 0.6 | June 2017 | |
| 0.7 / 1.0 | 8 August 2018 | API stability |
| 1.1 | January 2019 | |
| 1.6 | March 2021 | long-term support (LTS) until 1.10 |
| 1.9 | May 2023 | native code caching for packages |
| 1.10 | December 2023 | current LTS |
| 1.11 | October 2024 | `public` keyword, `Memory` type |

## JuliaCon

Since 2014, the Julia community has held an annual conference, JuliaCon; JuliaCon 2018 was held in London, JuliaCon 2024 in Eindhoven.

This page was last edited on 24 January 2025, at 17:46 (UTC).
Retrieved from "https://en.wikipedia.org/w/index.php?title=Julia_(programming_language)&oldid=1271543210\""""
    p_wiki2 = mod(mod(p_wiki, "last edited on 24 January 2025, at 17:46 (UTC)", "last edited on 24 January 2025, at 16:12 (UTC)"),
                  "oldid=1271543210", "oldid=1271911874")
    p_gh = """# Julia v1.0.0

JuliaLang/julia · Releases · v1.0.0

**StefanKarpinski** released this Aug 8, 2018 · 46,352 commits to master since this release · tag `v1.0.0` · commit `5d4eaca0c9`

Julia v1.0.0 is the first stable release of Julia. See the release blog post and the NEWS file for details. Code written for 1.0 will keep working across the 1.x series.

Upgrading from Julia 0.6: install Julia 0.7 first; it has the same features as 1.0 with deprecation warnings for everything that changed.

## Assets (17)

| File | Size |
| --- | --- |
| julia-1.0.0-full.tar.gz | 223 MB |
| julia-1.0.0-full.tar.gz.asc | 833 Bytes |
| julia-1.0.0.tar.gz | 6.44 MB |
| julia-1.0.0.tar.gz.asc | 833 Bytes |
| Source code (zip) | |
| Source code (tar.gz) | |

👍 612 · 🎉 318 · ❤️ 201 · 🚀 147 — 1,021 people reacted"""
    turns = [
        (q("Julia 1.0 release date JuliaCon London 2018"), s1),
        (x(blog, "Release date and authors of the 1.0 announcement and what 1.0 guarantees"), p_blog),
        (x(wiki, "Current stable release, designers and the date of Julia 1.0"), p_wiki),
        m.add({"julia_1_0": "2018-08-08, JuliaCon 2018 London (with 0.7 transitional release)",
               "julia_stable": "1.11.3 (2025-01-21) per Wikipedia rev of 2025-01-24 17:46 UTC"}),
        (q("Julia 0.7 1.0 same day release deprecations upgrade"), results(
            ("https://discourse.julialang.org/t/psa-use-julia-0-7-if-you-are-upgrading/13321", "PSA: use Julia 0.7 if you are upgrading - Julia Discourse",
             "Julia 0.7 and 1.0 were released on the same day; 0.7 prints deprecation warnings ...", "Aug 8, 2018"),
            (gh, "Release v1.0.0 · JuliaLang/julia · GitHub",
             "Upgrading from Julia 0.6: install Julia 0.7 first ...", "Aug 8, 2018"),
            ("https://docs.julialang.org/en/v1.0/NEWS/", "Julia v1.0 Release Notes · The Julia Language",
             "Julia v1.0.0 release notes: 1.0 is identical to 0.7 minus deprecations ...", "N/A"),
            (blog, "Julia 1.0",
             "Julia 0.7 was released alongside 1.0. It has the same features as 1.0 but emits deprecation warnings ...", "Aug 8, 2018"),
            ("https://github.com/JuliaLang/julia/releases/tag/v0.7.0", "Release v0.7.0 · JuliaLang/julia · GitHub",
             "Julia v0.7.0 ... the transitional release ...", "Aug 8, 2018"),
            ("https://stackoverflow.com/questions/51787014/", "Should I install Julia 0.7 or 1.0? - Stack Overflow",
             "Install 0.7 to fix deprecations, then switch to 1.0. Score 14.", "Aug 10, 2018"),
        )),
        (x(gh, "Release date, tag commit and assets of v1.0.0"), p_gh),
        (x(wiki, "Release history table and LTS versions"), p_wiki2),
        m.update({"julia_stable": "1.11.3 (2025-01-21); LTS is 1.10"}),
    ]
    rs.add("search", "h61-search-14", SYSTEM, turns, state=state("2025-01-28 18:15:40 UTC"),
           bad=True, turn=7, kind="re-extracted Wikipedia article says it was last edited at 16:12 UTC (with a newer oldid), earlier than the 17:46 UTC last edit already shown in turn 3")


# ---------------------------------------------------------------- 15 RFC Editor / RFC 9110 (bad: obsoletes list member swapped)
def t15(rs: RowSet) -> None:
    m = Mem()
    html = "https://www.rfc-editor.org/rfc/rfc9110.html"
    info = "https://www.rfc-editor.org/info/rfc9110"
    info11 = "https://www.rfc-editor.org/info/rfc9111"
    s1 = results(
        (html, "RFC 9110: HTTP Semantics",
         "This document describes the overall architecture of HTTP, establishes common terminology, and defines aspects of the protocol that are shared by all versions ... This document obsoletes RFCs 2818, 7230, 7231, 7232, 7233, 7235, 7538, 7615, and 7694.", "Jun 2022"),
        (info, "Information on RFC 9110 » RFC Editor",
         "RFC 9110 HTTP Semantics. Fielding, R., Ed., Nottingham, M., Ed., and J. Reschke, Ed. June 2022. Status: INTERNET STANDARD ...", "N/A"),
        ("https://datatracker.ietf.org/doc/rfc9110/", "RFC 9110 - HTTP Semantics - IETF Datatracker",
         "Internet Standard. Obsoletes RFC 2818, RFC 7230, RFC 7231, RFC 7232, RFC 7233, RFC 7235, RFC 7538, RFC 7615, RFC 7694. Updates RFC 3864.", "N/A"),
        ("https://httpwg.org/specs/rfc9110.html", "RFC 9110 - HTTP Semantics - HTTP Working Group",
         "HTML rendering of RFC 9110 by the HTTP Working Group, with section anchors and cross-references.", "N/A"),
        ("https://www.mnot.net/blog/2022/06/06/http-core", "A New Definition of HTTP - Mark Nottingham",
         "HTTP version 1.1, 2 and 3 now share one core semantics document, RFC 9110, plus RFC 9111 for caching.", "Jun 6, 2022"),
        ("https://developer.mozilla.org/en-US/docs/Web/HTTP/Resources_and_specifications", "HTTP resources and specifications - MDN",
         "RFC 9110 HTTP Semantics — Internet Standard; RFC 9111 HTTP Caching; RFC 9112 HTTP/1.1 ...", "N/A"),
        ("https://stackoverflow.com/questions/72578813/", "What replaced RFC 7231? - Stack Overflow",
         "RFC 7231 was obsoleted by RFC 9110 in June 2022. Score 23.", "Jun 10, 2022"),
        ("https://en.wikipedia.org/wiki/HTTP", "HTTP - Wikipedia",
         "In June 2022, a batch of RFCs was published, deprecating many of the previous documents: RFC 9110, 9111, 9112, 9113, 9114 ...", "N/A"),
    )
    p_html = """RFC 9110 | HTTP Semantics | June 2022

| | |
| --- | --- |
| Stream | Internet Engineering Task Force (IETF) |
| RFC | 9110 |
| STD | 97 |
| Obsoletes | 2818, 7230, 7231, 7232, 7233, 7235, 7538, 7615, 7694 |
| Updates | 3864 |
| Category | Standards Track |
| Published | June 2022 |
| ISSN | 2070-1721 |
| Authors | R. Fielding, Ed. (Adobe); M. Nottingham, Ed. (Fastly); J. Reschke, Ed. (greenbytes) |

# RFC 9110: HTTP Semantics

## Abstract

The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol for distributed, collaborative, hypertext information systems. This document describes the overall architecture of HTTP, establishes common terminology, and defines aspects of the protocol that are shared by all versions. In this definition are core protocol elements, extensibility mechanisms, and the "http" and "https" Uniform Resource Identifier (URI) schemes.

This document updates RFC 3864 and obsoletes RFCs 2818, 7231, 7232, 7233, 7235, 7538, 7615, 7694, and portions of 7230.

## Status of This Memo

This is an Internet Standards Track document. This document is a product of the Internet Engineering Task Force (IETF). It represents the consensus of the IETF community. It has received public review and has been approved for publication by the Internet Engineering Steering Group (IESG).

Information about the current status of this document, any errata, and how to provide feedback on it may be obtained at https://www.rfc-editor.org/info/rfc9110.

## Table of Contents

1. Introduction
   1.1. Purpose
   1.2. History and Evolution
   1.3. Core Semantics
   1.4. Specifications Obsoleted by This Document
2. Conformance
3. Terminology and Core Concepts
4. Identifiers in HTTP
5. Fields
6. Message Abstraction
7. Routing HTTP Messages
8. Representation Data and Metadata
9. Methods
10. Message Context
11. HTTP Authentication
12. Content Negotiation
13. Conditional Requests
14. Range Requests
15. Status Codes
16. Extending HTTP
17. Security Considerations
18. IANA Considerations
19. References

## 1.4. Specifications Obsoleted by This Document

| Title | Reference | See |
| --- | --- | --- |
| HTTP Over TLS | [RFC2818] | B.1 |
| HTTP/1.1 Message Syntax and Routing [*] | [RFC7230] | B.2 |
| HTTP/1.1 Semantics and Content | [RFC7231] | B.3 |
| HTTP/1.1 Conditional Requests | [RFC7232] | B.4 |
| HTTP/1.1 Range Requests | [RFC7233] | B.5 |
| HTTP/1.1 Authentication | [RFC7235] | B.6 |
| HTTP Status Code 308 (Permanent Redirect) | [RFC7538] | B.7 |
| HTTP Authentication-Info and Proxy-Authentication-Info Response Header Fields | [RFC7615] | B.8 |
| HTTP Client-Initiated Content-Encoding | [RFC7694] | B.9 |

[*] This document only obsoletes the portions of RFC 7230 that are independent of the HTTP/1.1 messaging syntax and connection management; the remaining bits of RFC 7230 are obsoleted by "HTTP/1.1" [HTTP/1.1] (RFC 9112). Caching is defined separately in "HTTP Caching" [CACHING] (RFC 9111), which obsoletes RFC 7234; RFC 7234 is therefore not obsoleted by this document."""
    p_info = """# Information on RFC 9110

RFC Editor > Document Search and Retrieval > RFC 9110

**RFC 9110** HTTP Semantics

Fielding, R., Ed., Nottingham, M., Ed., and J. Reschke, Ed.
June 2022

| | |
| --- | --- |
| Format | ASCII, PDF, HTML, XML |
| Obsoletes | RFC 2818, RFC 7230, RFC 7231, RFC 7233, RFC 7234, RFC 7235, RFC 7538, RFC 7615, RFC 7694 |
| Updates | RFC 3864 |
| Also | STD 97 |
| Status | INTERNET STANDARD |
| Stream | IETF |
| Source | httpbis (wit) |
| DOI | 10.17487/RFC9110 |

## Abstract

The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol for distributed, collaborative, hypertext information systems. This document describes the overall architecture of HTTP, establishes common terminology, and defines aspects of the protocol that are shared by all versions.

## Errata

Errata exist for RFC 9110: 7 verified, 4 held for document update, 2 reported. View errata.

## Cite this RFC

TXT | XML | BibTeX

Fielding, R., Ed., Nottingham, M., Ed., and J. Reschke, Ed., "HTTP Semantics", STD 97, RFC 9110, DOI 10.17487/RFC9110, June 2022, <https://www.rfc-editor.org/info/rfc9110>.

Discuss this RFC: send questions or comments to the mailing list ietf-http-wg@w3.org. Other actions: submit errata | find IPR disclosures from the IETF | view history of RFC 9110"""
    p_info11 = """# Information on RFC 9111

RFC Editor > Document Search and Retrieval > RFC 9111

**RFC 9111** HTTP Caching

Fielding, R., Ed., Nottingham, M., Ed., and J. Reschke, Ed.
June 2022

| | |
| --- | --- |
| Format | ASCII, PDF, HTML, XML |
| Obsoletes | RFC 7234 |
| Also | STD 98 |
| Status | INTERNET STANDARD |
| Stream | IETF |
| Source | httpbis (wit) |
| DOI | 10.17487/RFC9111 |

## Abstract

The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol for distributed, collaborative, hypertext information systems. This document defines HTTP caches and the associated header fields that control cache behavior or indicate cacheable response messages.

## Errata

Errata exist for RFC 9111: 2 verified, 1 reported. View errata.

## Cite this RFC

Fielding, R., Ed., Nottingham, M., Ed., and J. Reschke, Ed., "HTTP Caching", STD 98, RFC 9111, DOI 10.17487/RFC9111, June 2022, <https://www.rfc-editor.org/info/rfc9111>."""
    turns = [
        (q("RFC 9110 HTTP Semantics obsoletes"), s1),
        (x(html, "Header metadata and the exact list of RFCs obsoleted by RFC 9110"), p_html),
        (x(info, "Official status, STD number, DOI and obsoletes list"), p_info),
        m.add({"rfc9110": "HTTP Semantics, June 2022, STD 97, Internet Standard, DOI 10.17487/RFC9110",
               "rfc9110_obsoletes": "2818, 7230 (partly), 7231, 7232, 7233, 7235, 7538, 7615, 7694"}),
        (q("RFC 9111 HTTP caching obsoletes 7234"), results(
            (info11, "Information on RFC 9111 » RFC Editor",
             "RFC 9111 HTTP Caching. Obsoletes RFC 7234. Also STD 98 ...", "N/A"),
            ("https://www.rfc-editor.org/rfc/rfc9111.html", "RFC 9111: HTTP Caching",
             "This document defines HTTP caches and the associated header fields that control cache behavior ... This document obsoletes RFC 7234.", "Jun 2022"),
            ("https://datatracker.ietf.org/doc/rfc9111/", "RFC 9111 - HTTP Caching - IETF Datatracker",
             "Internet Standard. Obsoletes RFC 7234.", "N/A"),
            ("https://developer.mozilla.org/en-US/docs/Web/HTTP/Caching", "HTTP caching - MDN Web Docs",
             "The HTTP cache stores a response associated with a request ... See RFC 9111.", "N/A"),
            ("https://httpwg.org/specs/rfc9111.html", "RFC 9111 - HTTP Caching - HTTP Working Group",
             "Section 5.2 Cache-Control ...", "N/A"),
        )),
        (x(info11, "What RFC 9111 obsoletes and its STD number"), p_info11),
        m.all(),
    ]
    rs.add("search", "h61-search-15", SYSTEM, turns, state=state("2025-05-21 21:03:16 UTC"),
           bad=True, turn=3, kind="RFC 9110 info page lists RFC 7234 instead of RFC 7232 among the obsoleted RFCs, against the RFC's own header in turn 2 (which says 7234 is obsoleted by RFC 9111, not 9110)")


# ---------------------------------------------------------------- 16 Espacenet / EP Register (clean)
def t16(rs: RowSet) -> None:
    m = Mem()
    esp = "https://worldwide.espacenet.com/patent/search?q=pn%3DEP2800811B1"
    reg = "https://register.epo.org/application?number=EP13793997"
    s1 = results(
        (esp, "EP2800811B1 - METHODS AND COMPOSITIONS FOR RNA-DIRECTED TARGET DNA MODIFICATION AND FOR RNA-DIRECTED MODULATION OF TRANSCRIPTION - Espacenet",
         "Applicants: UNIV CALIFORNIA; UNIV WIEN; CHARPENTIER EMMANUELLE. Priority: US201261652086P 2012-05-25 ...", "N/A"),
        ("https://patents.google.com/patent/EP2800811B1/en", "EP2800811B1 - Methods and compositions for RNA-directed target DNA modification ... - Google Patents",
         "The present disclosure provides a DNA-targeting RNA that comprises a targeting sequence and, together with a modifying polypeptide, provides for site-specific modification ...", "N/A"),
        (reg, "European Patent Register - EP2800811",
         "Application number EP13793997. Status: the patent has been revoked ...", "N/A"),
        ("https://www.epo.org/en/boards-of-appeal/decisions/t180844eu1", "T 0844/18 (CRISPR-Cas/BROAD) - EPO Boards of Appeal",
         "Decision of 16 January 2020 concerning the Broad Institute's European patent EP2771468 and entitlement to priority ...", "Jan 16, 2020"),
        ("https://ipwatchdog.com/2024/07/cvc-crispr-european-patents-revoked/", "CVC revokes two European CRISPR patents ahead of opposition hearing - IPWatchdog",
         "The University of California, University of Vienna and Emmanuelle Charpentier asked the EPO to revoke EP2800811 and EP3401400 ...", "Jul 18, 2024"),
        ("https://en.wikipedia.org/wiki/CRISPR_patent_disputes", "CRISPR patent disputes - Wikipedia",
         "In Europe, CVC was granted EP2800811 in 2017 ...", "N/A"),
        ("https://patentscope.wipo.int/search/en/detail.jsf?docId=WO2013176772", "WO2013176772 METHODS AND COMPOSITIONS FOR RNA-DIRECTED TARGET DNA MODIFICATION ... - PATENTSCOPE",
         "International application PCT/US2013/032589, filed 15.03.2013, published 28.11.2013.", "N/A"),
        ("https://www.reddit.com/r/biotech/comments/1e6k2xg/", "CVC drops its key EP CRISPR patents : r/biotech",
         "Interesting move to avoid an adverse priority ruling ...", "Jul 19, 2024"),
    )
    p_esp = """# EP2800811B1 — Bibliographic data

Espacenet > Results > EP2800811B1

**METHODS AND COMPOSITIONS FOR RNA-DIRECTED TARGET DNA MODIFICATION AND FOR RNA-DIRECTED MODULATION OF TRANSCRIPTION**

| | |
| --- | --- |
| Publication number | EP2800811 (B1) |
| Publication date | 2017-05-10 |
| Inventors | DOUDNA JENNIFER A [US]; JINEK MARTIN [CH]; CHYLINSKI KRZYSZTOF [AT]; CHARPENTIER EMMANUELLE [SE]; LIM WENDELL [US]; QI LEI [US] |
| Applicants | UNIV CALIFORNIA [US]; UNIV WIEN [AT]; CHARPENTIER EMMANUELLE [FR] |
| Classification – international | C12N15/10; C12N15/11; C12N15/63; C12N9/22 |
| Classification – cooperative | C12N15/102; C12N15/111; C12N15/113; C12N9/22; C12N15/63; C12N2310/20 |
| Application number | EP20130793997 20130315 |
| Priority numbers | US201261652086P 20120525; US201261716256P 20121019; US201361757640P 20130128; US201361765576P 20130215; WO2013US32589 20130315 |
| Also published as | EP2800811A1 (2014-11-12); WO2013176772A1; AU2013266968B2; CA2872241C; CN104854241A; JP2015523856A; SG11201407702XA; US2014068797A1 |

## Abstract of EP2800811A1

The present disclosure provides a DNA-targeting RNA that comprises a targeting sequence and, together with a modifying polypeptide, provides for site-specific modification of a target DNA and/or a polypeptide associated with the target DNA. The present disclosure further provides site-specific modifying polypeptides, and methods of site-specific modification of target DNA and/or a polypeptide associated with the target DNA. The present disclosure provides methods of modulating transcription of a target nucleic acid in a target cell, generally involving contacting the target nucleic acid with an enzymatically inactive Cas9 polypeptide and a DNA-targeting RNA.

## Family

INPADOC patent family: 87 documents. Simple family: 61 documents.

Cited documents (14) | Citing documents (742) | Legal events (INPADOC): see EP Register"""
    p_reg = """# European Patent Register — EP2800811

About this file: EP2800811 | Database last updated on 11.02.2025

| | |
| --- | --- |
| Status | The patent has been revoked. Database last updated on 11.02.2025 |
| Most recent event | 16.08.2024 — Revocation of patent (Art. 105b EPC) |
| Application number, filing date | 13793997.9, 15.03.2013 |
| Priority number, date | US201261652086P, 25.05.2012 (and four further priorities) |
| Filing language | EN |
| Procedural language | EN |
| Publication | 12.11.2014 EP2800811 A1; 10.05.2017 EP2800811 B1 |
| Title | METHODS AND COMPOSITIONS FOR RNA-DIRECTED TARGET DNA MODIFICATION AND FOR RNA-DIRECTED MODULATION OF TRANSCRIPTION |
| Proprietors | The Regents of The University of California, Oakland CA 94607-5200, US; University of Vienna, 1010 Vienna, AT; Charpentier, Emmanuelle, 10117 Berlin, DE |
| Representative | Carpmaels & Ransford LLP, London |

## Event history

| Date | Event |
| --- | --- |
| 12.11.2014 | Publication of the application (A1) |
| 10.05.2017 | Publication of the mention of the grant (B1) |
| 09.02.2018 | Notice of opposition filed (opponent 1) — 9 oppositions in total by 12.02.2018 |
| 21.11.2023 | Summons to oral proceedings (opposition division), date set for 23.07.2024 |
| 05.07.2024 | Request for revocation by the proprietor (Art. 105a EPC) |
| 16.08.2024 | Decision to revoke the patent (Art. 105b EPC); opposition proceedings terminated |

## Unitary patent / validation

Not applicable (granted before 01.06.2023). National validations lapsed with the revocation, which has effect ab initio in all designated states.

All documents | Citations | Patent family | Legal status (INPADOC) | Federated register"""
    turns = [
        (q("EP2800811 CRISPR patent University of California Vienna Charpentier"), s1),
        (x(esp, "Publication dates, application and priority numbers, applicants of EP2800811"), p_esp),
        m.add({"ep2800811_pub": "A1 2014-11-12; B1 (grant) 2017-05-10",
               "ep2800811_appl": "EP13793997 (filed 2013-03-15); PCT WO2013176772 / PCT/US2013/032589",
               "ep2800811_priority": "US 61/652,086 (2012-05-25), first of five priorities"}),
        (x(reg, "Current legal status and event history of EP2800811"), p_reg),
        m.add({"ep2800811_status": "granted 2017-05-10; revoked 2024-08-16 at the proprietors' request (Art. 105b), ending 9 oppositions"}),
        m.get(["ep2800811_pub", "ep2800811_status", "ep2800811_grant"]),
    ]
    rs.add("search", "h61-search-16", SYSTEM, turns, state=state("2025-02-11 10:27:58 UTC"))


# ---------------------------------------------------------------- 17 Google Patents / PageRank (clean)
def t17(rs: RowSet) -> None:
    m = Mem()
    p1 = "https://patents.google.com/patent/US6285999B1/en"
    p2 = "https://patents.google.com/patent/US7058628B1/en"
    s1 = results(
        (p1, "US6285999B1 - Method for node ranking in a linked database - Google Patents",
         "Inventor: Lawrence Page. Current Assignee: Leland Stanford Junior University. Priority 1997-01-10, filed 1998-01-09, granted 2001-09-04 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/PageRank", "PageRank - Wikipedia",
         "The PageRank patent (U.S. Patent 6,285,999) was assigned to Stanford University and not to Google. Google has exclusive license rights ...", "N/A"),
        ("https://patents.justia.com/patent/6285999", "US Patent for Method for node ranking in a linked database Patent (Patent # 6,285,999) - Justia Patents",
         "Patent number: 6285999. Filed: Jan 9, 1998. Date of Patent: Sep 4, 2001. Inventor: Lawrence Page ...", "N/A"),
        ("https://patft.uspto.gov/netacgi/nph-Parser?patentnumber=6285999", "United States Patent: 6285999 - USPTO",
         "Method for node ranking in a linked database. Page; Lawrence (Stanford, CA). Appl. No.: 09/004,827 ...", "N/A"),
        ("https://www.searchenginejournal.com/pagerank-patent-expired/", "Google's Original PageRank Patent Has Expired - Search Engine Journal",
         "The original PageRank patent filed by Larry Page is no longer in force; what that means for SEO ...", "Sep 25, 2019"),
        ("http://ilpubs.stanford.edu:8090/422/", "The PageRank Citation Ranking: Bringing Order to the Web - Stanford InfoLab Publication Server",
         "Page, L., Brin, S., Motwani, R., Winograd, T. (1999) Technical Report, Stanford InfoLab.", "Nov 11, 1999"),
        ("https://www.reddit.com/r/todayilearned/comments/8k3x1a/", "TIL Google doesn't own the PageRank patent; Stanford does : r/todayilearned",
         "Stanford got 1.8 million Google shares for the license ... 5.1k upvotes.", "May 17, 2018"),
        ("https://www.wired.com/2001/09/google-pagerank-patent/", "Stanford wins PageRank patent - Wired",
         "The US Patent Office has granted Stanford a patent on the ranking method behind Google.", "Sep 6, 2001"),
    )
    p_p1 = """# US6285999B1 - Method for node ranking in a linked database

Google Patents

**Abstract**

A method assigns importance ranks to nodes in a linked database, such as any database of documents containing citations, the world wide web or any other hypermedia database. The rank assigned to a document is calculated from the ranks of documents citing it. In addition, the rank of a document is calculated from a constant representing the probability that a browser through the database will randomly jump to the document. The method is particularly useful in enhancing the performance of search engine results for hypermedia databases, such as the world wide web, whose documents have a large variation in quality.

| | |
| --- | --- |
| Inventor | Lawrence Page |
| Current Assignee | Leland Stanford Junior University |
| Original Assignee | Board of Trustees of the Leland Stanford Junior University |
| Priority date | 1997-01-10 |
| Application | US09/004,827 |
| Legal status | Expired - Lifetime |

## Application events

| Date | Event |
| --- | --- |
| 1997-01-10 | Priority to US3520597P (provisional 60/035,205) |
| 1998-01-09 | Application filed by Leland Stanford Junior University |
| 1998-01-09 | Priority to US09/004,827 |
| 1998-06-01 | Assigned to BOARD OF TRUSTEES OF THE LELAND STANFORD JUNIOR UNIVERSITY (assignment of assignors interest; assignor: PAGE, LAWRENCE) |
| 2001-09-04 | Application granted |
| 2001-09-04 | Publication of US6285999B1 |
| 2018-01-09 | Anticipated expiration |
| 2018-01-09 | Expired - Lifetime |

## Claims (29)

1. A computer implemented method of scoring a plurality of linked documents, comprising: obtaining a plurality of documents, at least some of the documents being linked documents, at least some of the documents being linking documents, and at least some of the documents being both linked documents and linking documents, each of the linked documents being pointed to by a link in one or more of the linking documents; assigning a score to each of the linked documents based on scores of the one or more linking documents and processing the linked documents according to their scores.

## Family

Also published as: US7058628B1, US7269587B1, US7908277B1, US8126884B1, US8131715B1, US8195651B1, US8521730B1, US8725726B1

## Cited By (1,231) | Families Citing this family (1,087) | Cited Documents (9) | Non-patent citations (11)

Similar documents: US6799176B1 (Method for scoring documents in a linked database, also Lawrence Page)"""
    p_p2 = """# US7058628B1 - Method for node ranking in a linked database

Google Patents

**Abstract**

A method assigns importance ranks to nodes in a linked database, such as any database of documents containing citations, the world wide web or any other hypermedia database. The rank assigned to a document is calculated from the ranks of documents citing it.

| | |
| --- | --- |
| Inventor | Lawrence Page |
| Current Assignee | Leland Stanford Junior University |
| Original Assignee | Board of Trustees of the Leland Stanford Junior University |
| Priority date | 1997-01-10 |
| Application | US09/895,174 |
| Legal status | Expired - Lifetime |

## Application events

| Date | Event |
| --- | --- |
| 1997-01-10 | Priority to US3520597P |
| 2001-07-02 | Application filed by Leland Stanford Junior University |
| 2001-07-02 | Continuation of US09/004,827 (now US6285999B1) |
| 2006-06-06 | Application granted |
| 2006-06-06 | Publication of US7058628B1 |
| 2018-01-09 | Adjusted expiration |
| 2018-01-09 | Expired - Lifetime |

## Claims (20)

1. A method, comprising: obtaining a plurality of linked documents; generating a random surfer model ...

## Cited By (312) | Cited Documents (33)"""
    s3 = results(
        ("https://news.stanford.edu/news/2005/december7/google-120705.html", "Stanford sells Google shares for $336 million - Stanford Report",
         "Stanford University sold 1.8 million Google shares it received for licensing the PageRank technology, for $336 million.", "Dec 7, 2005"),
        ("https://en.wikipedia.org/wiki/PageRank", "PageRank - Wikipedia",
         "Stanford received 1.8 million shares of Google in exchange for use of the patent; it sold the shares in 2005 for $336 million.", "N/A"),
        ("https://www.searchenginejournal.com/pagerank-patent-expired/", "Google's Original PageRank Patent Has Expired - Search Engine Journal",
         "Google's exclusive license to the PageRank patent ended in 2011, and the patent itself has expired ...", "Sep 25, 2019"),
        ("https://otl.stanford.edu/pagerank", "PageRank licensing case study - Stanford Office of Technology Licensing",
         "OTL licensed the PageRank patents exclusively to Google in 1998, becoming non-exclusive in 2011.", "N/A"),
        ("https://www.seroundtable.com/google-pagerank-patent-27894.html", "Google's PageRank Patent Expires - Search Engine Roundtable",
         "Bill Slawski notes the original patent had its term tied to the January 1998 filing date ...", "Jul 5, 2019"),
    )
    turns = [
        (q("PageRank patent US6285999 Stanford Larry Page"), s1),
        (x(p1, "Filing, priority and grant dates, assignee and expiry of US6285999"), p_p1),
        m.add({"us6285999": "filed 1998-01-09 (appl. 09/004,827); priority 1997-01-10 (prov. 60/035,205); granted 2001-09-04; expired 2018-01-09",
               "pagerank_assignee": "Board of Trustees of the Leland Stanford Junior University (inventor Lawrence Page)"}),
        (q("US7058628 continuation node ranking linked database"), results(
            (p2, "US7058628B1 - Method for node ranking in a linked database - Google Patents",
             "Continuation of US09/004,827. Filed 2001-07-02, granted 2006-06-06. Inventor: Lawrence Page ...", "N/A"),
            ("https://patents.justia.com/patent/7058628", "US Patent for Method for node ranking in a linked database Patent (Patent # 7,058,628)",
             "Filed: Jul 2, 2001. Date of Patent: Jun 6, 2006 ...", "N/A"),
            (p1, "US6285999B1 - Method for node ranking in a linked database - Google Patents",
             "Also published as: US7058628B1, US7269587B1, US7908277B1 ...", "N/A"),
            ("https://patents.google.com/patent/US7269587B1/en", "US7269587B1 - Scoring documents in a linked database - Google Patents",
             "Filed 2004-12-01, granted 2007-09-11. Inventor: Lawrence Page.", "N/A"),
            ("https://www.seobythesea.com/2006/06/pagerank-continuation-patent/", "PageRank Continuation Patent Granted - SEO by the Sea",
             "A continuation of the original PageRank patent was granted today ...", "Jun 6, 2006"),
        )),
        (x(p2, "Filing and grant dates of the continuation and its relation to US6285999"), p_p2),
        m.add({"us7058628": "continuation of 09/004,827; filed 2001-07-02; granted 2006-06-06; expired 2018-01-09 (adjusted)"}),
        (q("Stanford PageRank license Google shares sold 2005 $336 million"), s3),
        m.update({"pagerank_assignee": "Board of Trustees of the Leland Stanford Junior University (inventor Lawrence Page); exclusive license to Google 1998-2011; Stanford sold 1.8M Google shares for $336M in 2005"}),
        m.all(),
    ]
    rs.add("search", "h61-search-17", SYSTEM, turns, state=state("2025-10-02 05:51:30 UTC"))


# ---------------------------------------------------------------- 18 Crossref / AlphaFold DOI (bad: page range in BibTeX view)
def t18(rs: RowSet) -> None:
    m = Mem()
    doi = "10.1038/s41586-021-03819-2"
    cr = f"https://api.crossref.org/works/{doi}"
    nat = "https://www.nature.com/articles/s41586-021-03819-2"
    bib = f"https://api.crossref.org/works/{doi}/transform/application/x-bibtex"
    s1 = results(
        (nat, "Highly accurate protein structure prediction with AlphaFold | Nature",
         "Jumper, J., Evans, R., Pritzel, A. et al. Highly accurate protein structure prediction with AlphaFold. Nature 596, 583–589 (2021). https://doi.org/10.1038/s41586-021-03819-2", "Jul 15, 2021"),
        ("https://pubmed.ncbi.nlm.nih.gov/34265844/", "Highly accurate protein structure prediction with AlphaFold - PubMed",
         "Nature. 2021 Aug;596(7873):583-589. doi: 10.1038/s41586-021-03819-2. Epub 2021 Jul 15. PMID: 34265844; PMCID: PMC8371605.", "N/A"),
        ("https://www.ncbi.nlm.nih.gov/pmc/articles/PMC8371605/", "Highly accurate protein structure prediction with AlphaFold - PMC",
         "Open access full text. Received 2021 May 11; Accepted 2021 Jul 12.", "N/A"),
        ("https://scholar.google.com/scholar?cluster=6286436358625670901", "Highly accurate protein structure prediction with AlphaFold - Google Scholar",
         "J Jumper, R Evans, A Pritzel, T Green, M Figurnov ... Nature 596 (7873), 583-589.", "N/A"),
        ("https://deepmind.google/discover/blog/alphafold-a-solution-to-a-50-year-old-grand-challenge-in-biology/", "AlphaFold: a solution to a 50-year-old grand challenge in biology - Google DeepMind",
         "AlphaFold achieved a median GDT score of 92.4 across all targets in CASP14.", "Nov 30, 2020"),
        ("https://github.com/google-deepmind/alphafold", "google-deepmind/alphafold: Open source code for AlphaFold 2 - GitHub",
         "Please cite: Jumper, J et al. Highly accurate protein structure prediction with AlphaFold. Nature (2021).", "N/A"),
        ("https://www.semanticscholar.org/paper/dc32a984b651256a8ec282be52310e6bd33d9815", "Highly accurate protein structure prediction with AlphaFold | Semantic Scholar",
         "Nature 2021. Highly influential citations ...", "N/A"),
        ("https://www.reddit.com/r/bioinformatics/comments/olh1q7/", "AlphaFold2 paper and code released : r/bioinformatics",
         "The paper is out in Nature along with the code on GitHub ... 640 upvotes.", "Jul 15, 2021"),
    )
    p_cr = """```json
{
  "status": "ok",
  "message-type": "work",
  "message-version": "1.0.0",
  "message": {
    "DOI": "10.1038/s41586-021-03819-2",
    "type": "journal-article",
    "title": ["Highly accurate protein structure prediction with AlphaFold"],
    "container-title": ["Nature"],
    "short-container-title": ["Nature"],
    "publisher": "Springer Science and Business Media LLC",
    "ISSN": ["0028-0836", "1476-4687"],
    "volume": "596",
    "issue": "7873",
    "page": "583-589",
    "published-online": {"date-parts": [[2021, 7, 15]]},
    "published-print": {"date-parts": [[2021, 8, 26]]},
    "author": [
      {"given": "John", "family": "Jumper", "sequence": "first", "ORCID": "http://orcid.org/0000-0001-6169-6580"},
      {"given": "Richard", "family": "Evans", "sequence": "additional"},
      {"given": "Alexander", "family": "Pritzel", "sequence": "additional"},
      {"given": "Tim", "family": "Green", "sequence": "additional"},
      {"given": "Michael", "family": "Figurnov", "sequence": "additional"},
      "... 29 more authors ...",
      {"given": "Demis", "family": "Hassabis", "sequence": "additional"}
    ],
    "license": [{"URL": "https://creativecommons.org/licenses/by/4.0", "content-version": "vor"}],
    "reference-count": 84,
    "is-referenced-by-count": 21763,
    "URL": "https://doi.org/10.1038/s41586-021-03819-2",
    "indexed": {"date-time": "2025-11-04T22:17:09Z"}
  }
}
```"""
    p_nat = """# Highly accurate protein structure prediction with AlphaFold

Nature | Article | Open access | Published: 15 July 2021

John Jumper, Richard Evans, Alexander Pritzel, Tim Green, Michael Figurnov, Olaf Ronneberger, Kathryn Tunyasuvunakool, Russ Bates, Augustin Žídek, Anna Potapenko, Alex Bridgland, Clemens Meyer, Simon A. A. Kohl, Andrew J. Ballard, Andrew Cowie, Bernardino Romera-Paredes, Stanislav Nikolov, Rishub Jain, Jonas Adler, Trevor Back, Stig Petersen, David Reiman, Ellen Clancy, Michal Zielinski, Martin Steinegger, Michalina Pacholska, Tamas Berghammer, Sebastian Bodenstein, David Silver, Oriol Vinyals, Andrew W. Senior, Koray Kavukcuoglu, Pushmeet Kohli & Demis Hassabis

*Nature* volume 596, pages 583–589 (2021) | Cite this article

2.41m Accesses | 21k Citations | 3,980 Altmetric

## Abstract

Proteins are essential to life, and understanding their structure can facilitate a mechanistic understanding of their function. Through an enormous experimental effort, the structures of around 100,000 unique proteins have been determined, but this represents a small fraction of the billions of known protein sequences. Here we provide the first computational method that can regularly predict protein structures with atomic accuracy even in cases in which no similar structure is known. We validated an entirely redesigned version of our neural network-based model, AlphaFold, in the challenging 14th Critical Assessment of protein Structure Prediction (CASP14), demonstrating accuracy competitive with experimental structures in a majority of cases and greatly outperforming other methods.

## Article information

| | |
| --- | --- |
| Received | 11 May 2021 |
| Accepted | 12 July 2021 |
| Published | 15 July 2021 |
| Issue Date | 26 August 2021 |
| DOI | https://doi.org/10.1038/s41586-021-03819-2 |

## Supplementary information

- Supplementary Information: Supplementary Methods 1–10, Supplementary Figures 1–18 and Supplementary Tables 1–11 (PDF, 6.3 MB)
- Reporting Summary (PDF, 1.6 MB)

## Code availability

Source code for the AlphaFold model, trained weights and inference script are available under an open-source license at https://github.com/deepmind/alphafold.

Cite this article: Jumper, J., Evans, R., Pritzel, A. et al. Highly accurate protein structure prediction with AlphaFold. *Nature* **596**, 583–589 (2021). https://doi.org/10.1038/s41586-021-03819-2"""
    p_bib = """@article{Jumper_2021,
  title={Highly accurate protein structure prediction with AlphaFold},
  volume={596},
  ISSN={1476-4687},
  url={http://dx.doi.org/10.1038/s41586-021-03819-2},
  DOI={10.1038/s41586-021-03819-2},
  number={7873},
  journal={Nature},
  publisher={Springer Science and Business Media LLC},
  author={Jumper, John and Evans, Richard and Pritzel, Alexander and Green, Tim and Figurnov, Michael and Ronneberger, Olaf and Tunyasuvunakool, Kathryn and Bates, Russ and Žídek, Augustin and Potapenko, Anna and Bridgland, Alex and Meyer, Clemens and Kohl, Simon A. A. and Ballard, Andrew J. and Cowie, Andrew and Romera-Paredes, Bernardino and Nikolov, Stanislav and Jain, Rishub and Adler, Jonas and Back, Trevor and Petersen, Stig and Reiman, David and Clancy, Ellen and Zielinski, Michal and Steinegger, Martin and Pacholska, Michalina and Berghammer, Tamas and Bodenstein, Sebastian and Silver, David and Vinyals, Oriol and Senior, Andrew W. and Kavukcuoglu, Koray and Kohli, Pushmeet and Hassabis, Demis},
  year={2021},
  month=jul,
  pages={583–598}
}"""
    turns = [
        (q("Highly accurate protein structure prediction with AlphaFold DOI"), s1),
        (x(cr, "Bibliographic metadata registered for this DOI: volume, issue, pages, dates, authors"), p_cr),
        m.add({"af2_doi": doi, "af2_citation": "Jumper J. et al. Nature 596(7873):583-589 (2021)",
               "af2_dates": "online 2021-07-15; print issue 2021-08-26"}),
        (x(nat, "Publication history, page range and code availability"), p_nat),
        (q("AlphaFold2 CASP14 supplementary information methods"), results(
            (nat, "Highly accurate protein structure prediction with AlphaFold | Nature",
             "Supplementary Methods 1–10, Supplementary Figures 1–18 and Supplementary Tables 1–11 ...", "Jul 15, 2021"),
            ("https://predictioncenter.org/casp14/", "CASP14 - Protein Structure Prediction Center",
             "CASP14 took place May–August 2020, with the conference held online 30 November–4 December 2020.", "N/A"),
            ("https://www.nature.com/articles/s41586-021-03828-1", "Highly accurate protein structure prediction for the human proteome | Nature",
             "Tunyasuvunakool, K. et al. Nature 596, 590–596 (2021).", "Jul 22, 2021"),
            ("https://github.com/google-deepmind/alphafold", "google-deepmind/alphafold - GitHub",
             "AlphaFold v2.3.2 ... 12.9k stars.", "N/A"),
            ("https://www.science.org/content/article/alphafold-casp14", "'The game has changed.' AI triumphs at solving protein structures | Science",
             "DeepMind's program scored a median of 92.4 GDT in CASP14.", "Nov 30, 2020"),
        )),
        m.add({"af2_companion": "Tunyasuvunakool K. et al. Nature 596, 590-596 (2021) - human proteome"}),
        (q("Crossref content negotiation BibTeX transform DOI"), results(
            ("https://www.crossref.org/documentation/retrieve-metadata/content-negotiation/", "Content negotiation - Crossref",
             "Use content negotiation to retrieve metadata for a DOI in formats such as BibTeX, RIS and CSL JSON ...", "N/A"),
            ("https://api.crossref.org/swagger-ui/index.html", "Crossref REST API - Swagger UI",
             "GET /works/{doi}/transform/{contentType} - Return the metadata of a work in the requested format.", "N/A"),
            ("https://citation.crosscite.org/docs.html", "DOI Content Negotiation - Crosscite",
             "Supported formats: application/x-bibtex, application/x-research-info-systems, text/x-bibliography ...", "N/A"),
            ("https://stackoverflow.com/questions/10507049/", "Get BibTeX from a DOI - Stack Overflow",
             "curl -LH \"Accept: application/x-bibtex\" https://doi.org/... Score 88.", "May 8, 2012"),
        )),
        (x(bib, "BibTeX entry for the AlphaFold paper"), p_bib),
        m.get(["af2_citation", "af2_doi"]),
    ]
    rs.add("search", "h61-search-18", SYSTEM, turns, state=state("2025-11-05 09:12:03 UTC"),
           bad=True, turn=8, kind="Crossref BibTeX for the same DOI gives pages 583–598, while the Crossref record (turn 2) and the Nature page (turn 4) give 583–589")


# ---------------------------------------------------------------- 19 NSSDCA Master Catalog / Voyager (bad: COSPAR id changes on re-extraction)
def t19(rs: RowSet) -> None:
    m = Mem()
    v1 = "https://nssdc.gsfc.nasa.gov/nmc/spacecraft/display.action?id=1977-084A"
    v2 = "https://nssdc.gsfc.nasa.gov/nmc/spacecraft/display.action?id=1977-076A"
    live = "https://science.nasa.gov/mission/voyager/where-are-voyager-1-and-voyager-2-now/"
    s1 = results(
        (v1, "Voyager 1 - NSSDCA - NASA",
         "NSSDCA/COSPAR ID: 1977-084A. The two Voyager spacecraft ... Launch Date: 1977-09-05. Launch Vehicle: Titan IIIE-Centaur ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Voyager_1", "Voyager 1 - Wikipedia",
         "Voyager 1 is a space probe launched by NASA on September 5, 1977 ... COSPAR ID 1977-084A, SATCAT no. 10321.", "N/A"),
        ("https://science.nasa.gov/mission/voyager/voyager-1/", "Voyager 1 - NASA Science",
         "Voyager 1 launched Sept. 5, 1977, from Cape Canaveral aboard a Titan-Centaur rocket ...", "N/A"),
        ("https://nssdc.gsfc.nasa.gov/nmc/spacecraft/query", "NSSDCA Master Catalog Search: Spacecraft",
         "Search the NSSDCA Master Catalog by name, NSSDCA/COSPAR ID or launch date.", "N/A"),
        ("https://in-the-sky.org/spacecraft.php?id=10321", "VOYAGER 1 - Satellite Information - In-The-Sky.org",
         "NORAD ID 10321. International designator 1977-084A. Launched 5 Sep 1977 ...", "N/A"),
        ("https://voyager.jpl.nasa.gov/mission/status/", "Mission Status - Voyager - JPL",
         "Distance from Earth and Sun for both spacecraft, updated continuously.", "N/A"),
        ("https://space.stackexchange.com/questions/1829/", "Why was Voyager 1 launched after Voyager 2? - Space Exploration Stack Exchange",
         "Voyager 1 was on a faster trajectory and so was named '1' because it would reach Jupiter first. 58 votes.", "Aug 21, 2013"),
    )
    page = f"""# Voyager 1

NSSDCA/COSPAR ID: 1977-084A

## Description

The two Voyager spacecraft continue to return data about the outer heliosphere and interstellar space. Voyager 1 was launched after Voyager 2, but because of a faster route it exited the asteroid belt earlier than its twin, and it overtook Voyager 2 on 15 December 1977. It began its Jovian imaging mission in April 1978 at a range of 265 million km from the planet. The closest approach to Jupiter was at 12:05 UT on 5 March 1979 at a range of about 280,000 km, and to Saturn at 23:46 UT on 12 November 1980 at a range of 124,000 km. On 25 August 2012 Voyager 1 crossed the heliopause into interstellar space.

## Spacecraft and Subsystems

The identical Voyager spacecraft are three-axis stabilized systems that use celestial or gyro referenced attitude control. Power is provided by three radioisotope thermoelectric generators (RTGs) mounted on a boom. A 3.7 m diameter high-gain antenna transmits data at X-band.

| Alternate Names | |
| --- | --- |
| | 10321 |
| | Voyager1 |

## Facts in Brief

| | |
| --- | --- |
| Launch Date | 1977-09-05 |
| Launch Vehicle | Titan IIIE-Centaur |
| Launch Site | Cape Canaveral, United States |
| Mass | 721.9 kg |
| Nominal Power | 420.0 W |

**Funding Agency:** NASA-Office of Space Science (United States)
**Disciplines:** Planetary Science; Space Physics; Astronomy

## Experiments on Voyager 1

- Cosmic-Ray Telescope (CRS)
- Imaging Science (ISS)
- Infrared Interferometer Spectrometer (IRIS)
- Low-Energy Charged Particles (LECP)
- Triaxial Fluxgate Magnetometer (MAG)
- Photopolarimeter (PPS)
- Planetary Radio Astronomy (PRA)
- Plasma Wave (PWS)
- Plasma Science (PLS)
- Radio Science (RSS)
- Ultraviolet Spectroscopy (UVS)

## Personnel

| Name | Role | Original Affiliation |
| --- | --- | --- |
| Dr. Edward C. Stone | Project Scientist | California Institute of Technology |
| Ms. Suzanne R. Dodd | Project Manager | NASA Jet Propulsion Laboratory |
| Dr. Linda J. Spilker | Deputy Project Scientist | NASA Jet Propulsion Laboratory |

NSSDCA, Mail Code 690.1, NASA Goddard Space Flight Center, Greenbelt, MD 20771 | Curator: Dr. David R. Williams | Last Updated: 28 October 2022
Source: {v1}"""
    p_v2 = f"""# Voyager 2

NSSDCA/COSPAR ID: 1977-076A

## Description

The Voyager 2 spacecraft was the second of a two-spacecraft mission designed to conduct close up studies of Jupiter, Saturn, Saturn's rings, and the larger moons of the two planets. Voyager 2 was launched before Voyager 1 on a slower trajectory. Its closest approaches were to Jupiter on 9 July 1979, Saturn on 26 August 1981, Uranus on 24 January 1986 and Neptune on 25 August 1989. Voyager 2 crossed the heliopause on 5 November 2018.

| Alternate Names | |
| --- | --- |
| | 10271 |
| | Voyager2 |

## Facts in Brief

| | |
| --- | --- |
| Launch Date | 1977-08-20 |
| Launch Vehicle | Titan IIIE-Centaur |
| Launch Site | Cape Canaveral, United States |
| Mass | 721.9 kg |
| Nominal Power | 420.0 W |

**Funding Agency:** NASA-Office of Space Science (United States)
**Disciplines:** Planetary Science; Space Physics; Astronomy

## Experiments on Voyager 2

Cosmic-Ray Telescope; Imaging Science; Infrared Interferometer Spectrometer; Low-Energy Charged Particles; Triaxial Fluxgate Magnetometer; Photopolarimeter; Planetary Radio Astronomy; Plasma Wave; Plasma Science; Radio Science; Ultraviolet Spectroscopy

NSSDCA, Mail Code 690.1, NASA Goddard Space Flight Center, Greenbelt, MD 20771 | Curator: Dr. David R. Williams | Last Updated: 28 October 2022
Source: {v2}"""
    au = 149597870.7

    def status(stamp: str, e1: int, s1_: int, e2: int, s2_: int) -> str:
        def lt(km: int) -> str:
            sec = round(km / 299792.458)
            return f"{sec // 3600:02d}:{sec % 3600 // 60:02d}:{sec % 60:02d}"
        return f"""# Where Are Voyager 1 and Voyager 2 Now?

NASA Science > Voyager > Mission Status

Current as of {stamp} (refreshes every 5 seconds in the browser view)

| | Voyager 1 | Voyager 2 |
| --- | --- | --- |
| Distance from Earth | {e1:,} km | {e2:,} km |
| Distance from Earth (AU) | {e1 / au:.4f} AU | {e2 / au:.4f} AU |
| Distance from Sun | {s1_:,} km | {s2_:,} km |
| Velocity with respect to the Sun | 16.9995 km/s | 15.3741 km/s |
| One-way light time | {lt(e1)} hh:mm:ss | {lt(e2)} hh:mm:ss |

## Instrument status

| Instrument | Voyager 1 | Voyager 2 |
| --- | --- | --- |
| Cosmic Ray Subsystem | Off (Feb 2025) | On |
| Low-Energy Charged Particles | On | Off (Mar 2025) |
| Magnetometer | On | On |
| Plasma Wave Subsystem | On | On |
| Plasma Science | Off (2007) | Off (Oct 2024) |

Voyager 1 entered interstellar space on Aug. 25, 2012; Voyager 2 on Nov. 5, 2018. To conserve power, the mission team has been turning off instruments one at a time; both spacecraft may be able to operate at least one science instrument into the 2030s."""
    e1, s1v, e2, s2v = 25034117482, 25181447903, 20936482390, 21024366117
    st1 = status("2025-09-05 13:42:08 UTC", e1, s1v, e2, s2v)
    st2 = status("2025-09-05 13:47:31 UTC", e1 + 7210, s1v + 5491, e2 + 3918, s2v + 4966)
    turns = [
        (q("NSSDCA Voyager 1 spacecraft details 1977-084A"), s1),
        (x(v1, "Launch date, launch vehicle, COSPAR id and mass of Voyager 1"), page),
        m.add({"v1_cospar": "1977-084A (SATCAT 10321)", "v1_launch": "1977-09-05, Titan IIIE-Centaur, Cape Canaveral",
               "v1_mass": "721.9 kg"}),
        (q("Voyager 2 launch August 20 1977 COSPAR 1977-076A"), results(
            (v2, "Voyager 2 - NSSDCA - NASA",
             "NSSDCA/COSPAR ID: 1977-076A. Launch Date: 1977-08-20 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Voyager_2", "Voyager 2 - Wikipedia",
             "Voyager 2 is a space probe launched by NASA on August 20, 1977 ... COSPAR ID 1977-076A, SATCAT no. 10271.", "N/A"),
            ("https://science.nasa.gov/mission/voyager/voyager-2/", "Voyager 2 - NASA Science",
             "Voyager 2 is the only spacecraft to have visited Uranus and Neptune.", "N/A"),
            (v1, "Voyager 1 - NSSDCA - NASA",
             "Voyager 1 was launched after Voyager 2, but because of a faster route it exited the asteroid belt earlier ...", "N/A"),
            ("https://www.jpl.nasa.gov/news/voyager-2-launch-anniversary/", "Voyager 2 marks 48 years in space - JPL",
             "Launched Aug. 20, 1977, sixteen days before its twin ...", "Aug 20, 2025"),
        )),
        (x(v2, "Launch date and COSPAR id of Voyager 2"), p_v2),
        m.add({"v2_cospar": "1977-076A (SATCAT 10271)", "v2_launch": "1977-08-20 (16 days before Voyager 1)"}),
        (q("Voyager 1 interstellar space distance from Earth now"), results(
            (live, "Where Are Voyager 1 and Voyager 2 Now? - NASA Science",
             "Live distance from Earth and Sun, velocity and light time for both Voyager spacecraft.", "N/A"),
            ("https://www.jpl.nasa.gov/news/nasas-voyager-1-enters-interstellar-space/", "NASA Spacecraft Embarks on Historic Journey Into Interstellar Space - JPL",
             "Voyager 1 crossed the heliopause on or about Aug. 25, 2012.", "Sep 12, 2013"),
            ("https://www.space.com/voyager-1-one-light-day-from-earth-2026", "Voyager 1 will be one light-day from Earth in 2026 - Space",
             "In November 2026 the probe's signals will take a full 24 hours to reach Earth.", "Jun 30, 2025"),
            ("https://theskylive.com/voyager1-tracker", "Voyager 1 Live Position - TheSkyLive",
             "Current distance from Earth about 167 AU ...", "N/A"),
        )),
        (x(live, "Current distance of Voyager 1 from Earth and the Sun, and light time"), st1),
        (x(live, "Refresh the live distances and check which instruments are still on"), st2),
        (x(v1, "List of experiments carried by Voyager 1 and its project personnel"),
         mod(page, "NSSDCA/COSPAR ID: 1977-084A\n", "NSSDCA/COSPAR ID: 1977-076A\n")),
        m.update({"v1_launch": "1977-09-05, Titan IIIE-Centaur, Cape Canaveral; heliopause 2012-08-25; ~167.3 AU from Earth on 2025-09-05"}),
        m.all(),
    ]
    rs.add("search", "h61-search-19", SYSTEM, turns, state=state("2025-09-05 13:30:44 UTC"),
           bad=True, turn=10, kind="re-extracted Voyager 1 NSSDCA page is headed with COSPAR ID 1977-076A (Voyager 2's id, turn 5), though the same page showed 1977-084A in turn 2")


# ---------------------------------------------------------------- 20 ISRO / Chandrayaan-3 (clean)
def t20(rs: RowSet) -> None:
    m = Mem()
    isro = "https://www.isro.gov.in/Chandrayaan3_Details.html"
    wiki = "https://en.wikipedia.org/wiki/Chandrayaan-3"
    pib = "https://pib.gov.in/PressReleasePage.aspx?PRID=1952425"
    s1 = results(
        (isro, "Chandrayaan-3 Details - ISRO",
         "Chandrayaan-3 was launched on July 14, 2023 at 14:35:17 IST by LVM3-M4 from Satish Dhawan Space Centre, Sriharikota ...", "N/A"),
        (wiki, "Chandrayaan-3 - Wikipedia",
         "Chandrayaan-3 is the third mission in the Chandrayaan programme ... launched on 14 July 2023 ... landed near the lunar south pole on 23 August 2023.", "N/A"),
        ("https://www.isro.gov.in/LVM3_M4_Chandrayaan_3.html", "LVM3-M4/Chandrayaan-3 Mission - ISRO",
         "LVM3-M4 successfully placed Chandrayaan-3 in a precise orbit; the integrated module separated from the vehicle 16 minutes after lift-off.", "Jul 14, 2023"),
        ("https://www.thehindu.com/sci-tech/science/chandrayaan-3-launch-live-updates/article67076413.ece", "Chandrayaan-3 launch highlights | The Hindu",
         "LVM3 lifted off from the Second Launch Pad at 2:35 pm ...", "Jul 14, 2023"),
        ("https://www.bbc.com/news/world-asia-india-66185019", "Chandrayaan-3: India launches rocket to land near Moon's south pole - BBC News",
         "The mission is expected to land on the Moon on 23 or 24 August.", "Jul 14, 2023"),
        ("https://nssdc.gsfc.nasa.gov/nmc/spacecraft/display.action?id=2023-098A", "Chandrayaan-3 - NSSDCA - NASA",
         "NSSDCA/COSPAR ID: 2023-098A. Launch Date: 2023-07-14. Launch Vehicle: LVM3 ...", "N/A"),
        ("https://www.reddit.com/r/ISRO/comments/14z9z8l/", "Chandrayaan-3 launch thread : r/ISRO",
         "Perfect injection! 170 x 36,500 km orbit ...", "Jul 14, 2023"),
    )
    p_isro = """# Chandrayaan-3

Indian Space Research Organisation > Missions > Chandrayaan-3

Chandrayaan-3 is a follow-on mission to Chandrayaan-2 to demonstrate end-to-end capability in safe landing and roving on the lunar surface. It consists of an indigenous Lander Module (LM), a Propulsion Module (PM) and a Rover, with the objective of developing and demonstrating the new technologies required for interplanetary missions.

## Mission objectives

1. To demonstrate safe and soft landing on the lunar surface
2. To demonstrate rover roving on the Moon
3. To conduct in-situ scientific experiments

## Mission specifications

| Parameter | Specification |
| --- | --- |
| Mission life (Lander and Rover) | One lunar day (~14 Earth days) |
| Landing site (prime) | 4 km x 2.4 km, 69.367621 S, 32.348126 E |
| Science payloads | Lander: RAMBHA-LP, ChaSTE, ILSA, LRA (NASA); Rover: APXS, LIBS; Propulsion Module: SHAPE |
| Two module configuration | Propulsion Module (carries Lander from launch injection to final lunar 100 km circular polar orbit) and Lander Module (Rover encapsulated inside) |
| Mass | Propulsion Module 2148 kg; Lander Module 1752 kg including Rover of 26 kg; Total 3900 kg |
| Power generation | Propulsion Module 758 W; Lander Module 738 W (with bias); Rover 50 W |
| Communication | Propulsion Module with IDSN; Lander with IDSN and Rover (Chandrayaan-2 Orbiter as contingency); Rover with Lander only |

## Mission timeline

| Event | Date and time |
| --- | --- |
| Launch (LVM3-M4, SDSC-SHAR Sriharikota) | July 14, 2023, 14:35:17 IST |
| Lunar Orbit Insertion | August 5, 2023 |
| Lander Module separation from Propulsion Module | August 17, 2023 |
| Powered descent and landing (Vikram) | August 23, 2023, 18:03 IST |
| Rover (Pragyan) roll-down | August 23-24, 2023 |
| Vikram hop experiment | September 3, 2023 |
| Lander and Rover set to sleep mode | September 2-4, 2023 |

Chandrayaan-3 made India the fourth country to soft-land on the Moon and the first to land near the lunar south pole."""
    p_wiki = """# Chandrayaan-3

From Wikipedia, the free encyclopedia

| Chandrayaan-3 | |
| --- | --- |
| Mission type | Lunar lander, rover, propulsion module |
| Operator | ISRO |
| COSPAR ID | 2023-098A |
| SATCAT no. | 57320 |
| Mission duration | Lander and rover: 12 days (active); propulsion module: ongoing in high Earth orbit |
| Launch mass | 3900 kg |
| Launch date | 14 July 2023, 09:05:17 UTC |
| Rocket | LVM3 M4 |
| Launch site | Satish Dhawan Space Centre, Second Launch Pad |
| Orbital insertion | 5 August 2023 |
| Landing date | 23 August 2023, 12:33 UTC |
| Landing site | Statio Shiv Shakti, 69.373°S 32.319°E (between Manzinus C and Simpelius N craters) |
| Distance driven | 101.4 m (Pragyan) |

**Chandrayaan-3** is the third mission in the Chandrayaan programme, a series of lunar-exploration missions developed by the Indian Space Research Organisation (ISRO). Launched on 14 July 2023, the mission consists of a lunar lander named *Vikram* and a lunar rover named *Pragyan*. The lander and rover touched down near the lunar south pole region on 23 August 2023 at 18:03 IST, making India the fourth country to successfully land on the Moon and the first to do so near the lunar south pole.

## Naming of the landing site

On 26 August 2023, Prime Minister Narendra Modi named the landing point "Shiv Shakti point". The International Astronomical Union approved the name *Statio Shiv Shakti* on 19 March 2024. The point where Chandrayaan-2's lander crashed in 2019 was named "Tiranga point".

## Propulsion module

After the lander separated, the propulsion module was moved from lunar orbit back to a high Earth orbit in November 2023 to test return-trajectory operations.

References: ISRO mission pages; PIB press releases; IAU Gazetteer of Planetary Nomenclature."""
    p_pib = """# PM visits ISRO Telemetry Tracking and Command Network Mission Control Complex in Bengaluru

Prime Minister's Office | Press Information Bureau, Government of India | Posted On: 26 AUG 2023 9:59AM by PIB Delhi

PM interacts with and addresses the ISRO team involved in the Chandrayaan-3 Mission.

## Highlights

- "The point where Chandrayaan-3's moon lander landed will be known as 'Shivshakti' point"
- "The point where Chandrayaan-2 left its footprints on the moon will now be called 'Tiranga' point"
- "August 23, when Chandrayaan-3 landed on the moon, will be celebrated as 'National Space Day'"
- "India is on the moon! We have our national pride placed on the moon"

The Prime Minister arrived at ISTRAC, Bengaluru directly after returning from his visit to South Africa and Greece, and was briefed by ISRO Chairman S. Somanath on the progress and findings of Chandrayaan-3.

Addressing the ISRO scientists, the Prime Minister said that the moment of the landing on 23 August 2023 had become immortal. He noted that India's Chandrayaan-3 landed on the Moon's south pole, where no country had reached before.

PIB release ID: 1952425"""
    s4 = results(
        ("https://www.isro.gov.in/National_Space_Day_2025.html", "National Space Day 2025 - ISRO",
         "The second National Space Day on August 23, 2025 has the theme 'Aryabhatta to Gaganyaan: Ancient Wisdom to Infinite Possibilities' ...", "Aug 22, 2025"),
        ("https://pib.gov.in/PressReleasePage.aspx?PRID=2159812", "Prime Minister's message on National Space Day 2025 - PIB",
         "On National Space Day, the Prime Minister recalled the Chandrayaan-3 landing at Shiv Shakti point two years ago ...", "Aug 23, 2025"),
        ("https://www.thehindu.com/sci-tech/science/national-space-day-2025/", "National Space Day 2025: events across the country - The Hindu",
         "Celebrations at Bharat Mandapam, New Delhi, on Saturday ...", "Aug 23, 2025"),
        (pib, "PM visits ISTRAC in Bengaluru - PIB",
         "August 23 ... will be celebrated as 'National Space Day'.", "Aug 26, 2023"),
        ("https://en.wikipedia.org/wiki/National_Space_Day_(India)", "National Space Day (India) - Wikipedia",
         "First celebrated on 23 August 2024 with the theme 'Touching Lives while Touching the Moon: India's Space Saga'.", "N/A"),
    )
    turns = [
        (q("Chandrayaan-3 launch date LVM3 M4"), s1),
        (x(isro, "Launch and landing date and time, vehicle, masses and landing site"), p_isro),
        m.add({"ch3_launch": "2023-07-14 14:35:17 IST, LVM3-M4, SDSC-SHAR", "ch3_landing": "2023-08-23 18:03 IST",
               "ch3_mass": "3900 kg total (PM 2148, LM 1752 incl. 26 kg rover)", "todo": "convert times to UTC; find official landing-site name"}),
        (q("Chandrayaan-3 landing time UTC 12:33"), results(
            (wiki, "Chandrayaan-3 - Wikipedia",
             "Landing date: 23 August 2023, 12:33 UTC ... Statio Shiv Shakti ...", "N/A"),
            ("https://www.space.com/india-chandrayaan-3-moon-landing-success", "India lands Chandrayaan-3 near moon's south pole - Space",
             "Vikram touched down at 8:33 a.m. EDT (1233 GMT; 6:03 p.m. India Standard Time) on Wednesday.", "Aug 23, 2023"),
            ("https://www.reuters.com/science/india-lands-moon-south-pole-2023-08-23/", "India lands spacecraft near south pole of moon - Reuters",
             "The landing at 6:03 p.m. India time (1233 GMT) was broadcast live ...", "Aug 23, 2023"),
            (isro, "Chandrayaan-3 Details - ISRO",
             "Powered descent and landing (Vikram): August 23, 2023, 18:03 IST ...", "N/A"),
            ("https://www.timeanddate.com/worldclock/converter.html?iso=20230823T123300", "Time zone converter: 12:33 UTC = 18:03 IST",
             "India Standard Time is UTC+5:30.", "N/A"),
        )),
        (x(wiki, "Landing and launch times in UTC and the official landing-site name"), p_wiki),
        m.update({"ch3_landing": "2023-08-23 18:03 IST = 12:33 UTC", "ch3_launch": "2023-07-14 14:35:17 IST = 09:05:17 UTC, LVM3-M4, SDSC-SHAR"}),
        (q("Shiv Shakti point name Chandrayaan-3 landing site National Space Day"), results(
            (pib, "PM visits ISTRAC in Bengaluru - PIB",
             "The point where Chandrayaan-3's moon lander landed will be known as 'Shivshakti' point ...", "Aug 26, 2023"),
            ("https://planetarynames.wr.usgs.gov/Feature/16070", "Statio Shiv Shakti - Gazetteer of Planetary Nomenclature",
             "Statio Shiv Shakti: landing site of Chandrayaan-3's Vikram lander. Approval date: Mar 19, 2024.", "N/A"),
            (wiki, "Chandrayaan-3 - Wikipedia",
             "The International Astronomical Union approved the name Statio Shiv Shakti on 19 March 2024.", "N/A"),
            ("https://www.ndtv.com/india-news/iau-approves-shiv-shakti-name-5285431", "IAU approves 'Shiv Shakti' name for Chandrayaan-3 landing site - NDTV",
             "Nearly seven months after PM Modi named it ...", "Mar 24, 2024"),
        )),
        (x(pib, "Exact wording of the naming of the landing point and National Space Day"), p_pib),
        m.add({"ch3_site": "Shiv Shakti point (named 2023-08-26 by PM); IAU name Statio Shiv Shakti (approved 2024-03-19)",
               "national_space_day": "August 23 (announced 2023-08-26)"}),
        m.remove(["todo"]),
        (q("National Space Day 2025 theme ISRO"), s4),
        m.all(),
    ]
    rs.add("search", "h61-search-20", SYSTEM, turns, state=state("2025-08-23 06:48:19 UTC"))


# ---------------------------------------------------------------- 21 EMA EPAR / Imvanex (bad: created memory key missing)
def t21(rs: RowSet) -> None:
    m = Mem()
    epar = "https://www.ema.europa.eu/en/medicines/human/EPAR/imvanex"
    fda = "https://www.fda.gov/vaccines-blood-biologics/jynneos"
    news = "https://www.ema.europa.eu/en/news/imvanex-extension-adolescents"
    s1 = results(
        (epar, "Imvanex | European Medicines Agency (EMA)",
         "Imvanex is a vaccine used to protect adults and adolescents from smallpox, mpox and disease caused by vaccinia virus. Authorisation date: 31/07/2013 ...", "N/A"),
        ("https://www.ema.europa.eu/en/documents/product-information/imvanex-epar-product-information_en.pdf", "Imvanex, INN-Modified Vaccinia Ankara virus - Product information (PDF)",
         "ANNEX I SUMMARY OF PRODUCT CHARACTERISTICS. Imvanex suspension for injection. Smallpox and mpox vaccine (Live Modified Vaccinia Virus Ankara) ...", "N/A"),
        ("https://www.bavarian-nordic.com/what-we-do/products/imvanex.aspx", "IMVANEX - Bavarian Nordic",
         "Approved in the EU in 2013 under exceptional circumstances, extended to mpox in 2022 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Modified_vaccinia_Ankara", "Modified vaccinia Ankara - Wikipedia",
         "MVA-BN is sold as Imvanex in the EU, Jynneos in the US and Imvamune in Canada ...", "N/A"),
        ("https://www.ema.europa.eu/en/news/ema-recommends-approval-imvanex-prevention-monkeypox-disease", "EMA recommends approval of Imvanex for the prevention of monkeypox disease",
         "The CHMP recommended extending the indication of Imvanex to include protection against monkeypox disease ...", "Jul 22, 2022"),
        ("https://ec.europa.eu/health/documents/community-register/html/h855.htm", "Union Register of medicinal products - Imvanex",
         "EU/1/13/855. Marketing authorisation holder: Bavarian Nordic A/S. Date of first authorisation: 31/07/2013 ...", "N/A"),
        ("https://www.reddit.com/r/medicine/comments/w5b7k1/", "EMA extends Imvanex to monkeypox : r/medicine",
         "Finally, though supply is the real problem ...", "Jul 22, 2022"),
    )
    p_epar = """# Imvanex

European Medicines Agency > Medicines > Human > EPAR > Imvanex

smallpox and mpox vaccine (Live Modified Vaccinia Virus Ankara) | Authorised | This medicine is authorised for use in the European Union.

## Overview

Imvanex is a vaccine used to protect adults and adolescents from 12 years of age against smallpox, mpox (monkeypox) and disease caused by vaccinia virus. It contains a weakened form of the vaccinia virus called 'modified vaccinia virus Ankara', which does not replicate in human cells.

Imvanex has been authorised under 'exceptional circumstances', because it was not possible to obtain complete information about the vaccine due to the rarity of the disease and because smallpox has been eradicated.

## Product information

| | |
| --- | --- |
| Name of medicine | Imvanex |
| Active substance | Modified Vaccinia Ankara - Bavarian Nordic virus (live, non-replicating) |
| International non-proprietary name (INN) or common name | smallpox and mpox vaccine (Live Modified Vaccinia Virus Ankara) |
| Therapeutic area (MeSH) | Smallpox; Mpox (monkeypox); Immunization |
| Anatomical therapeutic chemical (ATC) code | J07BX01 |
| Marketing authorisation holder | Bavarian Nordic A/S |
| EMA product number | EMEA/H/C/002596 |
| Marketing authorisation number | EU/1/13/855 |
| Marketing authorisation issued | 31/07/2013 |
| Authorisation type | Exceptional circumstances |
| Revision | 21 |
| Date of latest update | 06/05/2025 |

## Key facts about the indication

- 2013: authorised for smallpox in adults
- 22/07/2022: indication extended to mpox (monkeypox) and vaccinia virus disease
- 19/09/2024: CHMP opinion to extend use to adolescents aged 12 to 17 years

## How is Imvanex used?

Imvanex is given as an injection under the skin, usually in the upper arm. People who have never been vaccinated against smallpox should receive two doses at least 28 days apart.

All documents: EPAR - Medicine overview (PDF, 150 KB) | EPAR - Product information (PDF, 1.1 MB) | EPAR - Procedural steps taken and scientific information after authorisation (PDF, 310 KB)"""
    p_fda = """# JYNNEOS

FDA > Vaccines, Blood & Biologics > Vaccines Licensed for Use in the United States > JYNNEOS

| | |
| --- | --- |
| STN | 125678 |
| Proper Name | Smallpox and Monkeypox Vaccine, Live, Non-replicating |
| Tradename | JYNNEOS |
| Manufacturer | Bavarian Nordic A/S |
| Indication | Prevention of smallpox and monkeypox disease in adults 18 years of age and older determined to be at high risk for smallpox or monkeypox infection |
| Product Information | Package Insert - JYNNEOS; Approval Letter - JYNNEOS (September 24, 2019) |

## Supporting documents

- September 24, 2019 Approval Letter - JYNNEOS
- Summary Basis for Regulatory Action - JYNNEOS
- August 9, 2022: Emergency Use Authorization for intradermal administration in individuals 18 years and older and subcutaneous use in individuals younger than 18 years at high risk
- April 2024: updated package insert (storage and handling)

Content current as of: 03/14/2025"""
    turns = [
        (q("Imvanex EPAR EMA marketing authorisation date"), s1),
        (x(epar, "Authorisation date, product number, authorisation type and indication changes of Imvanex"), p_epar),
        m.add({"imvanex_eu_auth": "2013-07-31 (exceptional circumstances)", "imvanex_mah": "Bavarian Nordic A/S"}),
        (q("Jynneos FDA approval 2019 smallpox monkeypox"), results(
            (fda, "JYNNEOS | FDA",
             "STN: 125678. Smallpox and Monkeypox Vaccine, Live, Non-replicating. Manufacturer: Bavarian Nordic A/S ...", "N/A"),
            ("https://www.fda.gov/news-events/press-announcements/fda-approves-first-live-non-replicating-vaccine-prevent-smallpox-and-monkeypox", "FDA approves first live, non-replicating vaccine to prevent smallpox and monkeypox | FDA",
             "The U.S. Food and Drug Administration today approved Jynneos Smallpox and Monkeypox Vaccine, Live, Non-Replicating ...", "Sep 24, 2019"),
            ("https://www.cdc.gov/poxvirus/mpox/interim-considerations/jynneos-vaccine.html", "JYNNEOS Vaccine | Mpox | CDC",
             "JYNNEOS is a 2-dose vaccine developed to protect against mpox and smallpox ...", "N/A"),
            ("https://www.fda.gov/media/160774/download", "JYNNEOS EUA Letter of Authorization - August 9, 2022 (PDF)",
             "Intradermal administration for individuals 18 years of age and older ...", "Aug 9, 2022"),
            ("https://en.wikipedia.org/wiki/Modified_vaccinia_Ankara", "Modified vaccinia Ankara - Wikipedia",
             "Jynneos was approved for medical use in the United States in September 2019.", "N/A"),
        )),
        (x(fda, "US licence date, STN and indicated population of Jynneos"), p_fda),
        m.add({"jynneos_fda": "2019-09-24 (STN 125678, adults 18+)"}),
        m.add({"imvanex_product_no": "EMEA/H/C/002596 (EU/1/13/855)"}),
        (q("EMA Imvanex adolescents 12 to 17 extension 2024 CHMP"), results(
            (news, "Imvanex: extension of use to adolescents | European Medicines Agency",
             "EMA's CHMP has recommended extending the use of Imvanex to adolescents from 12 to 17 years of age ...", "Sep 19, 2024"),
            ("https://www.bavarian-nordic.com/investor/news/news.aspx?news=6987", "Bavarian Nordic receives positive CHMP opinion for adolescents - Bavarian Nordic",
             "Based on a NIH-sponsored clinical trial in adolescents showing non-inferior immune responses ...", "Sep 19, 2024"),
            (epar, "Imvanex | European Medicines Agency (EMA)",
             "19/09/2024: CHMP opinion to extend use to adolescents aged 12 to 17 years ...", "N/A"),
            ("https://www.who.int/news/item/13-09-2024-who-prequalifies-the-first-vaccine-against-mpox", "WHO prequalifies the first vaccine against mpox",
             "MVA-BN prequalification for people 18 years and older; off-label use in under-18s possible in outbreaks ...", "Sep 13, 2024"),
        )),
        m.all(shown={"imvanex_eu_auth": "2013-07-31 (exceptional circumstances)", "imvanex_mah": "Bavarian Nordic A/S",
                     "jynneos_fda": "2019-09-24 (STN 125678, adults 18+)"}),
        (x(news, "Basis for the adolescent extension"), """# Imvanex: extension of use to adolescents

European Medicines Agency | News | 19/09/2024

EMA's human medicines committee (CHMP) has recommended extending the use of Imvanex, the smallpox and mpox vaccine, to adolescents from 12 to 17 years of age.

The vaccine is currently authorised in the EU for adults. The recommendation is based on data from a study conducted by the US National Institutes of Health, which showed that the antibody response in adolescents was comparable to that in adults aged 18 to 50 years, and that the safety profile was similar, with mostly mild or moderate side effects such as pain at the injection site, headache and tiredness.

The CHMP's opinion will now be sent to the European Commission, which will adopt a final legally binding decision applicable in all EU Member States.

## Background

- Imvanex was first authorised in the EU on 31 July 2013 for smallpox in adults.
- In July 2022 its use was extended to protection against mpox, following the multi-country outbreak.
- On 14 August 2024, WHO declared the upsurge of mpox clade Ib in the Democratic Republic of the Congo and neighbouring countries a public health emergency of international concern.

Contact: Press Office, press@ema.europa.eu, +31 (0)88 781 8427"""),
    ]
    rs.add("search", "h61-search-21", SYSTEM, turns, state=state("2025-06-30 12:58:02 UTC"),
           bad=True, turn=9, kind="retrieve_all lacks imvanex_product_no, which was added successfully in turn 7 and never removed")


# ---------------------------------------------------------------- 22 arXiv / Attention Is All You Need (clean)
def t22(rs: RowSet) -> None:
    m = Mem()
    abs_ = "https://arxiv.org/abs/1706.03762"
    abs5 = "https://arxiv.org/abs/1706.03762v5"
    s1 = results(
        (abs_, "[1706.03762] Attention Is All You Need - arXiv",
         "The dominant sequence transduction models are based on complex recurrent or convolutional neural networks ... We propose a new simple network architecture, the Transformer ...", "Jun 12, 2017"),
        ("https://papers.nips.cc/paper/7181-attention-is-all-you-need", "Attention is All you Need - NIPS proceedings",
         "Part of Advances in Neural Information Processing Systems 30 (NIPS 2017). Ashish Vaswani, Noam Shazeer, Niki Parmar ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Attention_Is_All_You_Need", "Attention Is All You Need - Wikipedia",
         "\"Attention Is All You Need\" is a 2017 research paper in machine learning authored by eight scientists working at Google ...", "N/A"),
        ("https://research.google/pubs/attention-is-all-you-need/", "Attention is All You Need - Google Research",
         "Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Lukasz Kaiser, Illia Polosukhin. NIPS (2017).", "N/A"),
        ("https://www.semanticscholar.org/arxiv/1706.03762", "Attention is All you Need | Semantic Scholar",
         "Neural Information Processing Systems, 2017. TLDR: A new simple network architecture, the Transformer ...", "N/A"),
        ("https://paperswithcode.com/paper/attention-is-all-you-need", "Attention Is All You Need | Papers With Code",
         "Ranked #2 on Machine Translation on WMT2014 English-French. 60 code implementations ...", "N/A"),
        ("https://www.reddit.com/r/MachineLearning/comments/6gwqiw/", "[R] Attention Is All You Need : r/MachineLearning",
         "New SOTA on WMT'14 En-De with 28.4 BLEU, no recurrence ... 311 points.", "Jun 13, 2017"),
        ("https://huggingface.co/papers/1706.03762", "Paper page - Attention Is All You Need - Hugging Face",
         "Models citing this paper: 2,000+ ...", "N/A"),
    )
    hist = """## Submission history

From: Llion Jones [view email]

- **[v1]** Mon, 12 Jun 2017 17:57:34 UTC (1,102 KB)
- **[v2]** Mon, 19 Jun 2017 16:49:45 UTC (1,125 KB)
- **[v3]** Tue, 20 Jun 2017 05:20:02 UTC (1,125 KB)
- **[v4]** Fri, 30 Jun 2017 17:29:30 UTC (1,124 KB)
- **[v5]** Wed, 6 Dec 2017 03:30:32 UTC (1,124 KB)
- **[v6]** Mon, 24 Jul 2023 00:48:54 UTC (1,124 KB)
- **[v7]** Wed, 2 Aug 2023 00:41:18 UTC (1,124 KB)"""
    head = """# Computer Science > Computation and Language

arXiv:1706.03762{ver} (cs)

[Submitted on 12 Jun 2017 ({note})]

# Attention Is All You Need

Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Lukasz Kaiser, Illia Polosukhin

> Abstract: The dominant sequence transduction models are based on complex recurrent or convolutional neural networks in an encoder-decoder configuration. The best performing models also connect the encoder and decoder through an attention mechanism. We propose a new simple network architecture, the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely. Experiments on two machine translation tasks show these models to be superior in quality while being more parallelizable and requiring significantly less time to train. Our model achieves 28.4 BLEU on the WMT 2014 English-to-German translation task, improving over the existing best results, including ensembles by over 2 BLEU. On the WMT 2014 English-to-French translation task, our model establishes a new single-model state-of-the-art BLEU score of 41.8 after training for 3.5 days on eight GPUs, a small fraction of the training costs of the best models from the literature. We show that the Transformer generalizes well to other tasks by applying it successfully to English constituency parsing both with large and limited training data.

| | |
| --- | --- |
| Comments | 15 pages, 5 figures |
| Subjects | Computation and Language (cs.CL); Machine Learning (cs.LG) |
| Cite as | arXiv:1706.03762 [cs.CL] |
| | (or arXiv:1706.03762{ver} [cs.CL] for this version) |
| | https://doi.org/10.48550/arXiv.1706.03762 |

Access Paper: View PDF | TeX Source | Other Formats

"""
    p_abs = head.replace("{ver}", "v7").replace("{note}", "v1), last revised 2 Aug 2023 (this version, v7") + hist + """

Current browse context: cs.CL | < prev | next > | new | recent | 2017-06
References & Citations: NASA ADS | Google Scholar | Semantic Scholar | 1 blog link"""
    p_abs5 = head.replace("{ver}", "v5").replace("{note}", "v1), revised 6 Dec 2017 (this version, v5), latest version 2 Aug 2023 (v7") + hist + """

This is not the latest version of this paper: view the latest version (v7).
Current browse context: cs.CL | < prev | next > | new | recent | 2017-06"""
    s2 = results(
        ("https://papers.nips.cc/paper_files/paper/2017/hash/3f5ee243547dee91fbd053c1c4a845aa-Abstract.html", "Attention is All you Need - NeurIPS Proceedings",
         "Part of Advances in Neural Information Processing Systems 30 (NIPS 2017). Pages 5998–6008 (in the printed proceedings) ...", "N/A"),
        ("https://dl.acm.org/doi/10.5555/3295222.3295349", "Attention is all you need | Proceedings of the 31st International Conference on Neural Information Processing Systems",
         "NIPS'17: Pages 6000–6010. Published: 04 December 2017.", "Dec 4, 2017"),
        ("https://scholar.google.com/scholar?cluster=2960712678066186980", "Attention is all you need - Google Scholar",
         "A Vaswani, N Shazeer, N Parmar ... Advances in neural information processing systems 30, 2017.", "N/A"),
        ("https://neurips.cc/Conferences/2017", "NIPS 2017 - NeurIPS",
         "Thirty-first Conference on Neural Information Processing Systems, Long Beach, CA, December 4-9, 2017. (The conference was renamed NeurIPS in 2018.)", "N/A"),
        ("https://www.nature.com/articles/d41586-018-07400-w", "AI conference renames itself NeurIPS - Nature",
         "The Neural Information Processing Systems conference drops the acronym NIPS after criticism.", "Nov 19, 2018"),
        ("https://academia.stackexchange.com/questions/126234/", "Why do citations of the Transformer paper give different page numbers? - Academia Stack Exchange",
         "The NeurIPS site lists 5998–6008 while the ACM Digital Library edition paginates it as 6000–6010. 19 votes.", "Feb 3, 2019"),
    )
    turns = [
        (q("Attention Is All You Need arXiv 1706.03762"), s1),
        (x(abs_, "Authors, submission dates and all versions of the paper"), p_abs),
        m.add({"transformer_arxiv": "1706.03762 (v1 2017-06-12; latest v7 2023-08-02)", "transformer_venue": "NIPS 2017"}),
        (x(abs5, "How the December 2017 version (v5) is listed"), p_abs5),
        (q("Attention Is All You Need NIPS 2017 proceedings pages 5998-6008"), s2),
        m.update({"transformer_venue": "NIPS 2017 (now NeurIPS), Advances in NIPS 30, pp. 5998-6008 (ACM DL edition: 6000-6010)"}),
    ]
    rs.add("search", "h61-search-22", SYSTEM, turns, state=state("2025-12-01 17:26:50 UTC"))


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
