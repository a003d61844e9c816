# ruff: noqa: E501
"""Held-out set h64, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven are clean (full of legitimate changes: memory updates and removals, different pages describing
different things, live counters, archived snapshots, the same fact in another time zone or format) and
eleven hold exactly one contradiction, placed between turn 3 and the last turn.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TOOLS = [
    {"name": "web_search",
     "description": "Performs batched web searches: supply an array 'queries'; the tool retrieves the top 10 results for each query in one call.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "description": "Array of query strings."}}, "required": ["queries"]}},
    {"name": "web_extractor",
     "description": "Fetches a webpage and returns its main content as Markdown, focused on the information relevant to the goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to fetch."}, "goal": {"type": "string", "description": "The information the agent is looking for on this page."}}, "required": ["url", "goal"]}},
    {"name": "dict_memory",
     "description": "A persistent key-value scratchpad. Operations: add, update, retrieve, retrieve_all, remove, remove_all.",
     "parameters": {"type": "object", "properties": {"operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]}, "dict": {"type": "object", "description": "Key-value pairs for add/update."}, "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}}, "required": ["operation"]}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model**, a precise web search and information retrieval environment simulator. Simulate the execution of search and memory tool calls and generate realistic, contextually appropriate responses. Factual accuracy is the top priority, then query relevance, across the whole interaction sequence.

## Context Awareness

Track and maintain across turns: discovered facts, URLs from earlier results (they may be extracted later), every key-value pair stored in memory, and how the queries evolve.

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

# Tool Execution

### web_search
Output format (10 results per query, numbered `[1]`, `[2]`, ...; `Date: N/A` for undated reference pages):

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024
```

### web_extractor
Return the page as Markdown: `#` headers, `|` tables, `-` lists, `>` quotes, minimal boilerplate. Content MUST align with prior search snippets for the same URL and with earlier extractions of the same page.

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
Format, Factuality, Consistency (with historical context, memory state and cross-tool alignment), Realism, Quality.

# Input Definitions & Action Space

""" + json.dumps(TOOLS, indent=2) + "\n\nReply to each tool call after **Environment Observation:**."

EMPTY = "Memory store: empty (0 keys). No prior searches or extractions in this session."


def res(*items: tuple[str, str, str, str]) -> str:
    return "```\n" + results(*items) + "\n```"


def added(*ks: str) -> str:
    return f"Successfully added items of {list(ks)!r} to memory."


def updated(*ks: str) -> str:
    return f"Successfully updated items of {list(ks)!r} in memory."


def removed(*ks: str) -> str:
    return f"Successfully removed items of {list(ks)!r} from memory."


def dump(d: dict[str, object], missing: tuple[str, ...] = ()) -> str:
    out = json.dumps(d, indent=2, ensure_ascii=False)
    for k in missing:
        out += f"\nKey not found: '{k}'"
    return out


def dump_all(d: dict[str, object]) -> str:
    return f"Memory contains {len(d)} item(s):\n" + json.dumps(d, indent=2, ensure_ascii=False)


def state_with(d: dict[str, object]) -> str:
    return (f"Memory store: {len(d)} key(s) carried over from the previous session:\n"
            + json.dumps(d, indent=2, ensure_ascii=False) + "\nNo prior searches or extractions in this session.")


# 01 clean: nobelprize.org, Physics 2023 (mainstream)
def t01(rs: RowSet) -> None:
    t = []
    t.append((search("Nobel Prize in Physics 2023 attosecond laureates"), res(
        ("https://www.nobelprize.org/prizes/physics/2023/summary/", "The Nobel Prize in Physics 2023 - NobelPrize.org",
         "The Nobel Prize in Physics 2023 was awarded jointly to Pierre Agostini, Ferenc Krausz and Anne L'Huillier \"for experimental methods that generate attosecond pulses of light ...", "N/A"),
        ("https://www.nobelprize.org/prizes/physics/2023/press-release/", "Press release: The Nobel Prize in Physics 2023 - NobelPrize.org",
         "3 October 2023. The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2023 to Pierre Agostini, The Ohio State University, Columbus, USA ...", "Oct 3, 2023"),
        ("https://en.wikipedia.org/wiki/List_of_Nobel_laureates_in_Physics", "List of Nobel laureates in Physics - Wikipedia",
         "2023: Pierre Agostini, Ferenc Krausz, Anne L'Huillier — for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter.", "N/A"),
        ("https://www.nytimes.com/2023/10/03/science/nobel-prize-physics.html", "Nobel Prize in Physics Awarded for Studies of Electrons in Flashes of Light - The New York Times",
         "Pierre Agostini, Ferenc Krausz and Anne L'Huillier were recognized for their work with attosecond pulses, which can capture the movements of electrons ...", "Oct 3, 2023"),
        ("https://www.lunduniversity.lu.se/article/nobel-prize-physics-awarded-anne-lhuillier", "Nobel Prize in Physics awarded to Anne L'Huillier | Lund University",
         "Anne L'Huillier, professor of atomic physics at Lund University, is awarded the 2023 Nobel Prize in Physics together with Pierre Agostini and Ferenc Krausz ...", "Oct 3, 2023"),
        ("https://www.mpq.mpg.de/nobel-prize-physics-2023-ferenc-krausz", "Nobel Prize in Physics 2023 for Ferenc Krausz - Max Planck Institute of Quantum Optics",
         "Ferenc Krausz, Director at the Max Planck Institute of Quantum Optics and chair of Experimental Physics at LMU Munich, shares the Nobel Prize ...", "Oct 3, 2023"),
        ("https://news.osu.edu/ohio-state-physicist-pierre-agostini-wins-nobel-prize/", "Ohio State physicist Pierre Agostini wins Nobel Prize | The Ohio State University",
         "Agostini, professor emeritus of physics, was recognized for his pioneering work on attosecond pulses — the 'RABBITT' technique developed in 2001 ...", "Oct 3, 2023"),
        ("https://physicsworld.com/a/attosecond-pioneers-win-2023-nobel-prize-in-physics/", "Attosecond pioneers win 2023 Nobel Prize for Physics - Physics World",
         "An attosecond is 10^-18 s. The trio developed ways of creating pulses of light short enough to follow electrons as they move ...", "Oct 3, 2023"),
        ("https://www.aps.org/publications/apsnews/202311/nobel.cfm", "2023 Nobel Prize in Physics Honors Attosecond Science | APS News",
         "In 1987 L'Huillier discovered that many different overtones of light arose when infrared laser light was transmitted through a noble gas ...", "Nov 14, 2023"),
        ("https://www.reddit.com/r/Physics/comments/16yo0b2/2023_nobel_prize_in_physics/", "2023 Nobel Prize in Physics : r/Physics",
         "Well deserved — HHG and attosecond streaking are now standard tools. L'Huillier is only the fifth woman to win the physics prize ...", "Oct 3, 2023"))))
    t.append((extract("https://www.nobelprize.org/prizes/physics/2023/press-release/", "laureates, affiliations, prize motivation and prize amount"), """# Press release

**3 October 2023**

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2023 to

**Pierre Agostini**
The Ohio State University, Columbus, USA

**Ferenc Krausz**
Max Planck Institute of Quantum Optics, Garching and Ludwig-Maximilians-Universität München, Germany

**Anne L'Huillier**
Lund University, Sweden

> "for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter"

## Experiments with light capture the shortest of moments

The three Nobel Laureates in Physics 2023 are being recognised for their experiments, which have given humanity new tools for exploring the world of electrons inside atoms and molecules. Pierre Agostini, Ferenc Krausz and Anne L'Huillier have demonstrated a way to create extremely short pulses of light that can be used to measure the rapid processes in which electrons move or change energy.

Fast-moving events flow into each other when perceived by humans, just like a film that consists of still images is perceived as continual movement. If we want to investigate really brief events, we need special technology. In the world of electrons, changes occur in a few tenths of an attosecond – an attosecond is so short that there are as many in one second as there have been seconds since the birth of the universe.

The laureates' experiments have produced pulses of light so short that they are measured in attoseconds, thus demonstrating that these pulses can be used to provide images of processes inside atoms and molecules.

In 1987, Anne L'Huillier discovered that many different overtones of light arose when she transmitted infrared laser light through a noble gas. Each overtone is a light wave with a given number of cycles for each cycle in the laser light. They are caused by the laser light interacting with atoms in the gas; it gives some electrons extra energy that is then emitted as light. Anne L'Huillier has continued to explore this phenomenon, laying the ground for subsequent breakthroughs.

In 2001, Pierre Agostini succeeded in producing and investigating a series of consecutive light pulses, in which each pulse lasted just 250 attoseconds. At the same time, Ferenc Krausz was working with another type of experiment, one that made it possible to isolate a single light pulse that lasted 650 attoseconds.

The laureates' contributions have enabled the investigation of processes that are so rapid they were previously impossible to follow.

> "We can now open the door to the world of electrons. Attosecond physics gives us the opportunity to understand mechanisms that are governed by electrons. The next step will be utilising them," says Eva Olsson, Chair of the Nobel Committee for Physics.

## The laureates

| Laureate | Born | Affiliation at the time of the award | Prize share |
| --- | --- | --- | --- |
| Pierre Agostini | 1941 in Tunis, Tunisia | The Ohio State University, Columbus, USA | 1/3 |
| Ferenc Krausz | 1962 in Mór, Hungary | Max Planck Institute of Quantum Optics, Garching; LMU Munich, Germany | 1/3 |
| Anne L'Huillier | 1958 in Paris, France | Lund University, Sweden | 1/3 |

**Prize amount:** 11 million Swedish kronor, to be shared equally between the laureates.

**Further information:** www.kva.se and www.nobelprize.org

**Press contact:** Eva Nevelius, Press Secretary, +46 70 878 67 63, eva.nevelius@kva.se

*The Royal Swedish Academy of Sciences, founded in 1739, is an independent organisation whose overall objective is to promote the sciences and strengthen their influence in society.*"""))
    t.append((memory("add", dict={"physics_2023_laureates": "Pierre Agostini; Ferenc Krausz; Anne L'Huillier",
                                  "physics_2023_motivation": "for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter",
                                  "physics_2023_prize_amount": "SEK 11,000,000, shared equally (1/3 each)"}),
              added("physics_2023_laureates", "physics_2023_motivation", "physics_2023_prize_amount")))
    t.append((extract("https://www.nobelprize.org/prizes/physics/2023/lhuillier/facts/", "birth date, birthplace, affiliation"), """# Anne L'Huillier – Facts – 2023

![Anne L'Huillier](https://www.nobelprize.org/images/lhuillier-150020-portrait-mini-2x.jpg)
III. Niklas Elmehed © Nobel Prize Outreach

**Anne L'Huillier**
The Nobel Prize in Physics 2023

- **Born:** 16 August 1958, Paris, France
- **Affiliation at the time of the award:** Lund University, Lund, Sweden
- **Prize motivation:** "for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter"
- **Prize share:** 1/3

## Work

Electrons' movements in atoms and molecules are so rapid that they are measured in attoseconds. An attosecond is to a second as a second is to the age of the universe. In 1987, Anne L'Huillier discovered that many different overtones of light arose when she transmitted infrared laser light through a noble gas. Each overtone is a light wave with a given number of cycles for each cycle in the laser light. They are caused by the laser light interacting with atoms in the gas, giving some electrons extra energy that is then emitted as light. This formed the basis for the later generation of attosecond pulses by Pierre Agostini and Ferenc Krausz.

## Biographical notes

Anne L'Huillier received her doctorate from Université Pierre et Marie Curie, Paris, in 1986, and worked at the Commissariat à l'énergie atomique (CEA) in Saclay before moving to Lund University, where she became professor of atomic physics in 1997. She is the fifth woman to be awarded the Nobel Prize in Physics, after Marie Curie (1903), Maria Goeppert Mayer (1963), Donna Strickland (2018) and Andrea Ghez (2020).

### To cite this section
MLA style: Anne L'Huillier – Facts – 2023. NobelPrize.org. Nobel Prize Outreach 2025. Tue. 11 Mar 2025. <https://www.nobelprize.org/prizes/physics/2023/lhuillier/facts/>"""))
    t.append((memory("update", dict={"physics_2023_prize_amount": "SEK 11,000,000 (raised from SEK 10,000,000 in 2022), shared equally (1/3 each)"}),
              updated("physics_2023_prize_amount")))
    t.append((search("Ferenc Krausz born Mór 1962 Pierre Agostini born Tunis 1941 biography"), res(
        ("https://www.nobelprize.org/prizes/physics/2023/krausz/facts/", "Ferenc Krausz – Facts – 2023 - NobelPrize.org",
         "Born: 17 May 1962, Mór, Hungary. Affiliation at the time of the award: Max Planck Institute of Quantum Optics, Garching, Germany; Ludwig-Maximilians-Universität ...", "N/A"),
        ("https://www.nobelprize.org/prizes/physics/2023/agostini/facts/", "Pierre Agostini – Facts – 2023 - NobelPrize.org",
         "Born: 23 July 1941, Tunis, Tunisia. Affiliation at the time of the award: The Ohio State University, Columbus, OH, USA. Prize share: 1/3.", "N/A"),
        ("https://en.wikipedia.org/wiki/Ferenc_Krausz", "Ferenc Krausz - Wikipedia",
         "Ferenc Krausz (born 17 May 1962) is a Hungarian-Austrian physicist working in attosecond science. He is a director at the Max Planck Institute of Quantum Optics ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Pierre_Agostini", "Pierre Agostini - Wikipedia",
         "Pierre Agostini (born 23 July 1941) is a French experimental physicist and professor emeritus at The Ohio State University, known for the RABBITT technique ...", "N/A"),
        ("https://wolffund.org.il/2022/02/08/ferenc-krausz/", "Ferenc Krausz - Wolf Prize in Physics 2022 - Wolf Foundation",
         "The 2022 Wolf Prize in Physics is awarded to Anne L'Huillier, Paul Corkum and Ferenc Krausz for pioneering contributions to ultrafast laser science and attosecond physics.", "Feb 8, 2022"),
        ("https://www.mpq.mpg.de/6426627/krausz-cv", "Prof. Dr. Ferenc Krausz – Curriculum Vitae - MPQ",
         "1962 born in Mór, Hungary. 1985 MSc Electrical Engineering, Budapest University of Technology; 1991 PhD, TU Wien; since 2003 Director at MPQ ...", "N/A"),
        ("https://hungarytoday.hu/ferenc-krausz-nobel-prize-physics-2023/", "Hungarian-born Ferenc Krausz Wins Nobel Prize in Physics - Hungary Today",
         "Krausz, who grew up in Mór in Fejér county, studied electrical engineering and physics in Budapest before moving to Vienna ...", "Oct 3, 2023"),
        ("https://physics.osu.edu/people/agostini.1", "Pierre Agostini | Department of Physics - The Ohio State University",
         "Professor Emeritus. Research: strong-field atomic physics, attosecond pulse generation and characterization, above-threshold ionization (1979) ...", "N/A"),
        ("https://www.britannica.com/biography/Ferenc-Krausz", "Ferenc Krausz | Biography, Nobel Prize, & Facts | Britannica",
         "Ferenc Krausz, (born May 17, 1962, Mór, Hungary), Hungarian-Austrian physicist who shared the 2023 Nobel Prize for Physics ...", "Oct 4, 2023"),
        ("https://www.britannica.com/biography/Pierre-Agostini", "Pierre Agostini | Biography, Nobel Prize, & Facts | Britannica",
         "Pierre Agostini, (born July 23, 1941, Tunis, Tunisia), French physicist who shared the 2023 Nobel Prize for Physics with Ferenc Krausz and Anne L'Huillier ...", "Oct 4, 2023"))))
    t.append((memory("retrieve_all"), dump_all({
        "physics_2023_laureates": "Pierre Agostini; Ferenc Krausz; Anne L'Huillier",
        "physics_2023_motivation": "for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter",
        "physics_2023_prize_amount": "SEK 11,000,000 (raised from SEK 10,000,000 in 2022), shared equally (1/3 each)"})))
    rs.add("search", "h64-search-01", SYSTEM, t, state=EMPTY)


# 02 bad: NASA, James Webb Space Telescope (mainstream); memory read-back changes the flight number
def t02(rs: RowSet) -> None:
    t = []
    t.append((search("James Webb Space Telescope launch date Ariane 5 VA256 primary mirror segments"), res(
        ("https://science.nasa.gov/mission/webb/", "James Webb Space Telescope - NASA Science",
         "Webb launched on Dec. 25, 2021, aboard an Ariane 5 rocket from Europe's Spaceport in French Guiana. Its 6.5-meter primary mirror is made of 18 hexagonal segments ...", "N/A"),
        ("https://en.wikipedia.org/wiki/James_Webb_Space_Telescope", "James Webb Space Telescope - Wikipedia",
         "Launch date 25 December 2021, 12:20 UTC. Rocket Ariane 5 ECA (VA256). Launch site Centre Spatial Guyanais, ELA-3. Primary mirror: 6.5 m ...", "N/A"),
        ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_launch", "Webb launch - ESA",
         "Ariane 5 flight VA256 lifted off from Europe's Spaceport in Kourou at 13:20 CET on 25 December 2021, carrying the NASA/ESA/CSA James Webb Space Telescope ...", "Dec 25, 2021"),
        ("https://www.arianespace.com/mission/ariane-flight-va256/", "Ariane Flight VA256 | Arianespace",
         "Arianespace's Ariane 5 launched the James Webb Space Telescope for NASA, ESA and CSA. Liftoff: December 25, 2021 at 9:20 a.m. local time in Kourou ...", "Dec 25, 2021"),
        ("https://blogs.nasa.gov/webb/2021/12/25/liftoff-nasas-webb-telescope-launches/", "Liftoff! NASA's Webb Telescope Launches - James Webb Space Telescope blog",
         "NASA's James Webb Space Telescope launched at 7:20 a.m. EST Saturday on an Ariane 5 rocket from Europe's Spaceport ...", "Dec 25, 2021"),
        ("https://webb.nasa.gov/content/observatory/ote/mirrors/index.html", "Webb's Mirrors - NASA Webb",
         "The primary mirror is 6.5 meters (21 feet 4 inches) across, made of 18 hexagonal segments of gold-plated beryllium, each 1.32 meters flat to flat ...", "N/A"),
        ("https://www.space.com/james-webb-space-telescope-launch-success", "James Webb Space Telescope launches on Christmas Day | Space",
         "After decades of development and years of delays, the $10 billion observatory lifted off atop an Arianespace Ariane 5 ...", "Dec 25, 2021"),
        ("https://webbtelescope.org/news/webb-science-overview", "Webb Science Overview - webbtelescope.org",
         "Webb observes in infrared from 0.6 to 28.5 microns with four instruments: NIRCam, NIRSpec, MIRI and NIRISS/FGS ...", "N/A"),
        ("https://www.planetary.org/space-missions/james-webb-space-telescope", "The James Webb Space Telescope | The Planetary Society",
         "Webb orbits the Sun–Earth L2 point about 1.5 million kilometers from Earth. Its sunshield is the size of a tennis court ...", "N/A"),
        ("https://www.nytimes.com/2021/12/25/science/james-webb-telescope-launch.html", "NASA's James Webb Telescope Launches on Christmas - The New York Times",
         "The most powerful space telescope ever built blasted off Saturday morning from French Guiana ...", "Dec 25, 2021"))))
    t.append((extract("https://science.nasa.gov/mission/webb/", "launch date and time, launch vehicle and flight, primary mirror specifications"), """# James Webb Space Telescope

NASA's Webb Space Telescope is the largest, most powerful space telescope ever built. It allows scientists to look at what our universe was like about 200 million years after the Big Bang.

## Mission Facts

| | |
| --- | --- |
| Type | Infrared space observatory |
| Partners | NASA, ESA (European Space Agency), CSA (Canadian Space Agency) |
| Launch | Dec. 25, 2021, 7:20 a.m. EST (12:20 UTC) |
| Launch vehicle | Ariane 5 ECA, flight VA256 |
| Launch site | Guiana Space Centre (ELA-3), Kourou, French Guiana |
| Orbit | Halo orbit around Sun–Earth Lagrange point 2 (L2), ~1.5 million km (1 million miles) from Earth |
| Primary mirror | 6.5 m (21 ft 4 in) across; 18 hexagonal segments of gold-coated beryllium |
| Collecting area | 25.4 m² (273 ft²) |
| Sunshield | 5 layers of Kapton E, about 21.2 m × 14.2 m (69.5 ft × 46.5 ft) |
| Mass at launch | 6,161.4 kg (13,583 lb) |
| Wavelength coverage | 0.6–28.5 micrometers |
| Instruments | NIRCam, NIRSpec, MIRI, NIRISS and the Fine Guidance Sensor (FGS) |
| Design lifetime | 5–10 years; propellant for about 20 years after the precise launch |

## Launch

Webb lifted off at 7:20 a.m. EST on Dec. 25, 2021, aboard an Ariane 5 rocket from Europe's Spaceport in French Guiana. The rocket's performance was so precise that the two mid-course correction burns used less propellant than planned, leaving the observatory enough fuel for roughly two decades of science operations.

## Mirrors

Webb's primary mirror consists of 18 hexagonal segments, each 1.32 m (4.3 ft) in diameter flat to flat. The segments are made of beryllium, coated with a microscopically thin layer of gold (about 100 nanometers) to optimize reflectivity in the infrared. Each segment has seven actuators: six to adjust position and one to adjust curvature. The 0.74 m secondary mirror is held in front of the primary by three struts.

## Timeline highlights

- Dec. 25, 2021 – Launch
- Jan. 8, 2022 – Deployment of the primary mirror completed
- Jan. 24, 2022 – Arrival at L2
- March 11, 2022 – Fine phasing completed ("diffraction-limited" alignment)
- July 12, 2022 – First full-color images and spectra released

*Page last updated: Nov. 4, 2024 · Editor: Jessica Evans*"""))
    t.append((memory("add", dict={"jwst_launch": "2021-12-25 12:20 UTC (07:20 EST)",
                                  "jwst_vehicle": "Ariane 5 ECA, flight VA256, ELA-3 Kourou",
                                  "jwst_primary_mirror": "6.5 m, 18 hexagonal gold-coated beryllium segments (1.32 m each), 25.4 m^2"}),
              added("jwst_launch", "jwst_vehicle", "jwst_primary_mirror")))
    t.append((search("Webb arrives at L2 January 24 2022 orbit insertion burn duration"), res(
        ("https://blogs.nasa.gov/webb/2022/01/24/orbital-insertion-burn-a-success-webb-arrives-at-l2/", "Orbital Insertion Burn a Success, Webb Arrives at L2 - NASA Blogs",
         "At 2 p.m. EST today, Webb fired its onboard thrusters for nearly five minutes (297 seconds) to complete the final post-launch course correction ...", "Jan 24, 2022"),
        ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_arrives_at_destination", "Webb arrives at destination - ESA",
         "Almost one month after launch, Webb reached its final destination in orbit around the second Lagrange point ...", "Jan 24, 2022"),
        ("https://www.space.com/james-webb-space-telescope-arrives-l2", "James Webb Space Telescope arrives at final destination | Space",
         "The telescope completed a 297-second burn to slip into a halo orbit around L2, 1 million miles from Earth ...", "Jan 24, 2022"),
        ("https://en.wikipedia.org/wiki/Lagrange_point", "Lagrange point - Wikipedia",
         "The Sun–Earth L2 point is about 1.5 million km from Earth, in the direction opposite the Sun. Webb, Gaia and Euclid operate there ...", "N/A"),
        ("https://webb.nasa.gov/content/webbLaunch/whereIsWebb.html", "Where Is Webb? - NASA",
         "Webb is in orbit around L2. Elapsed time since launch, distance from Earth and instrument temperatures are shown on this tracker ...", "N/A"),
        ("https://www.nature.com/articles/d41586-022-00208-z", "Webb telescope reaches its final destination far from Earth - Nature",
         "After a month-long journey the observatory has arrived at L2; the mirror alignment process will take about three months ...", "Jan 25, 2022"),
        ("https://www.theverge.com/2022/1/24/22897958/nasa-james-webb-space-telescope-l2-arrival", "NASA's Webb telescope arrives at its new home - The Verge",
         "Webb performed its third and final course-correction burn on Monday afternoon ...", "Jan 24, 2022"),
        ("https://www.jpl.nasa.gov/news/what-is-a-halo-orbit", "What Is a Halo Orbit? - JPL",
         "A halo orbit around L2 keeps a spacecraft out of Earth's shadow, with periodic station-keeping burns roughly every 21 days ...", "N/A"),
        ("https://spaceflightnow.com/2022/01/24/james-webb-space-telescope-arrives-at-l2/", "James Webb Space Telescope arrives at L2 – Spaceflight Now",
         "The course correction, known as MCC-2, began at 1900 GMT (2 p.m. EST) ...", "Jan 24, 2022"),
        ("https://www.reddit.com/r/jwst/comments/sbtx5h/webb_has_arrived_at_l2/", "Webb has arrived at L2! : r/jwst",
         "MCC-2 complete — 297 s burn. Now cooling down and aligning the 18 segments over the next months ...", "Jan 24, 2022"))))
    t.append((extract("https://blogs.nasa.gov/webb/2022/01/24/orbital-insertion-burn-a-success-webb-arrives-at-l2/", "time and duration of the L2 insertion burn"), """# Orbital Insertion Burn a Success, Webb Arrives at L2

*Thalia Patrinos · Posted on January 24, 2022*

At 2 p.m. EST today, NASA's James Webb Space Telescope fired its onboard thrusters for nearly five minutes (297 seconds) to complete the final post-launch course correction to its trajectory. This mid-course correction burn inserted Webb toward its final orbit around the second Sun-Earth Lagrange point, or L2, nearly 1 million miles away from the Earth.

> "Webb, welcome home!" said NASA Administrator Bill Nelson. "Congratulations to the team for all their hard work ensuring Webb's safe arrival at L2 today."

Webb's orbit will be a halo orbit around L2, which keeps the observatory from being eclipsed by Earth or the Moon. The burn added a velocity of about 1.6 meters per second (3.6 mph), just enough to bring it into its desired "halo" orbit.

## What's next

- The primary mirror segments, released from their launch configuration, will now be moved in 18 separate steps as the team aligns them.
- The observatory will continue to cool passively to its operating temperature below 50 kelvins (about −370 °F / −223 °C); MIRI requires active cooling to below 7 kelvins.
- Commissioning of the science instruments will take about five months, with the first images expected in summer 2022.

## Mid-course correction burns

| Burn | Date | Duration |
| --- | --- | --- |
| MCC-1a | Dec. 25, 2021 | 65 minutes |
| MCC-1b | Dec. 27, 2021 | 9 minutes 27 seconds |
| MCC-2 (L2 insertion) | Jan. 24, 2022, 2 p.m. EST | 297 seconds |

*Tags: James Webb Space Telescope (JWST), L2, Mid-course correction*"""))
    t.append((memory("retrieve", key_list=["jwst_launch", "jwst_vehicle"]), dump({
        "jwst_launch": "2021-12-25 12:20 UTC (07:20 EST)",
        "jwst_vehicle": "Ariane 5 ECA, flight VA265, ELA-3 Kourou"})))
    t.append((search("Webb first full-color images July 12 2022 SMACS 0723 Carina Nebula"), res(
        ("https://www.nasa.gov/image-article/nasas-webb-delivers-deepest-infrared-image-of-universe-yet/", "NASA's Webb Delivers Deepest Infrared Image of Universe Yet - NASA",
         "Webb's First Deep Field shows galaxy cluster SMACS 0723 as it appeared 4.6 billion years ago, released July 11, 2022 by President Biden ...", "Jul 11, 2022"),
        ("https://science.nasa.gov/mission/webb/first-images/", "Webb's First Images - NASA Science",
         "On July 12, 2022, NASA released the rest of the first full-color images (Carina Nebula, Stephan's Quintet, Southern Ring Nebula, WASP-96 b spectrum), after the July 11 preview of SMACS 0723 ...", "N/A"),
        ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_s_first_images", "Webb's first images - ESA",
         "ESA reveals Webb's first images, heralding a new era of astronomy ...", "Jul 12, 2022"),
        ("https://en.wikipedia.org/wiki/SMACS_J0723.3%E2%80%937327", "SMACS J0723.3–7327 - Wikipedia",
         "SMACS J0723.3–7327 is a galaxy cluster in the constellation Volans. It was the subject of Webb's First Deep Field, released on 11 July 2022 ...", "N/A"),
        ("https://webbtelescope.org/contents/news-releases/2022/news-2022-031", "NASA's Webb Reveals Cosmic Cliffs, Glittering Landscape of Star Birth",
         "The 'Cosmic Cliffs' in the Carina Nebula (NGC 3324), captured by NIRCam and MIRI ...", "Jul 12, 2022"),
        ("https://www.nytimes.com/2022/07/12/science/james-webb-telescope-images.html", "James Webb Telescope Images: See the Photos - The New York Times",
         "The images released on Tuesday include a dying star, a cosmic dance of galaxies and a 'Cosmic Cliffs' landscape of star birth ...", "Jul 12, 2022"),
        ("https://www.space.com/james-webb-space-telescope-first-images-explained", "James Webb Space Telescope's first images explained | Space",
         "Exposure of the deep field totaled 12.5 hours with NIRCam, far faster than Hubble's weeks-long deep fields ...", "Jul 12, 2022"),
        ("https://www.bbc.co.uk/news/science-environment-62112024", "James Webb telescope: Nasa reveals more stunning images - BBC News",
         "The US space agency has released the full set of debut pictures from the James Webb Space Telescope ...", "Jul 12, 2022"),
        ("https://www.stsci.edu/jwst/science-execution/approved-programs/webb-first-image-observations", "Webb First Image Observations - STScI",
         "ERO program 2736 targets: SMACS 0723, Carina Nebula, Stephan's Quintet, Southern Ring Nebula, WASP-96 b ...", "N/A"),
        ("https://www.reddit.com/r/space/comments/vx9m4j/nasas_webb_first_images/", "NASA's Webb first images thread : r/space",
         "The Southern Ring Nebula MIRI image is unreal. Also note the 8-spiked diffraction pattern from the hexagonal segments ...", "Jul 12, 2022"))))
    t.append((memory("add", dict={"jwst_l2_arrival": "2022-01-24 19:00 UTC (2 p.m. EST), MCC-2 burn 297 s",
                                  "jwst_first_images": "2022-07-12 (deep field SMACS 0723 previewed 2022-07-11)"}),
              added("jwst_l2_arrival", "jwst_first_images")))
    rs.add("search", "h64-search-02", SYSTEM, t, state=EMPTY, bad=True, turn=6,
           kind="Memory read-back returns jwst_vehicle as flight VA265, but turn 3 stored flight VA256.")


IUPAC_URL = "https://iupac.org/iupac-announces-the-names-of-the-elements-113-115-117-and-118/"


def iupac_table(z118_lab: str) -> str:
    return f"""| Atomic number | Name | Symbol | Origin of the name | Discovery credited to |
| --- | --- | --- | --- | --- |
| 113 | nihonium | Nh | Nihon, one of the two ways to say "Japan" | RIKEN Nishina Center for Accelerator-Based Science, Japan |
| 115 | moscovium | Mc | Moscow region (Moscow Oblast) | Joint Institute for Nuclear Research (JINR), Dubna, Russia; Lawrence Livermore National Laboratory and Oak Ridge National Laboratory, USA |
| 117 | tennessine | Ts | Tennessee, home of ORNL, Vanderbilt University and the University of Tennessee | JINR Dubna, Russia; Oak Ridge National Laboratory, Vanderbilt University and University of Tennessee, USA |
| 118 | oganesson | Og | Professor Yuri Oganessian (b. 1933) | {z118_lab} |"""


# 03 bad: IUPAC (less common), new element names; the same page later credits element 118 to another lab
def t03(rs: RowSet) -> None:
    t = []
    t.append((search("IUPAC names elements 113 115 117 118 approved nihonium moscovium tennessine oganesson"), res(
        (IUPAC_URL, "IUPAC Announces the Names of the Elements 113, 115, 117, and 118 - IUPAC",
         "On 28 November 2016, IUPAC approved the names and symbols for four elements: nihonium (Nh), moscovium (Mc), tennessine (Ts), and oganesson (Og) ...", "Nov 30, 2016"),
        ("https://en.wikipedia.org/wiki/Oganesson", "Oganesson - Wikipedia",
         "Oganesson is a synthetic chemical element; it has symbol Og and atomic number 118. It was first synthesized in 2002 at the Joint Institute for Nuclear Research ...", "N/A"),
        ("https://iupac.org/element-names-proposed/", "IUPAC is naming the four new elements nihonium, moscovium, tennessine, and oganesson",
         "Following earlier reviews, the IUPAC Inorganic Chemistry Division published the proposed names on 8 June 2016 for a five-month public review ...", "Jun 8, 2016"),
        ("https://www.nature.com/articles/nature.2016.21049", "Four new element names are officially approved - Nature",
         "Nihonium, moscovium, tennessine and oganesson complete the seventh row of the periodic table ...", "Nov 30, 2016"),
        ("https://www.rsc.org/news-events/articles/2016/nov/new-element-names-approved/", "New element names approved | Royal Society of Chemistry",
         "The names were submitted by the discoverers: RIKEN in Japan for element 113, and a Russia-US collaboration for 115, 117 and 118 ...", "Nov 30, 2016"),
        ("https://en.wikipedia.org/wiki/Tennessine", "Tennessine - Wikipedia",
         "Tennessine is a synthetic element; symbol Ts and atomic number 117. It was first reported in 2010 by a Russian–American collaboration in Dubna ...", "N/A"),
        ("https://www.ornl.gov/news/ornl-helps-name-element-117-tennessine", "ORNL helps name element 117 'tennessine' | ORNL",
         "The name recognizes Tennessee's contributions, including the berkelium-249 target produced at ORNL's High Flux Isotope Reactor ...", "Nov 30, 2016"),
        ("https://www.jinr.ru/posts/iupac-approved-names-of-new-elements/", "IUPAC approved names of new elements - JINR",
         "Elements 115, 117 and 118 were synthesized at the Flerov Laboratory of Nuclear Reactions of JINR ...", "Dec 1, 2016"),
        ("https://www.chemistryworld.com/news/new-element-names-are-official/2500034.article", "New element names are official | Chemistry World",
         "The names end a process that began with the Joint Working Party's report of 30 December 2015 ...", "Nov 30, 2016"),
        ("https://pubchem.ncbi.nlm.nih.gov/element/113", "Nihonium | Nh (Element) - PubChem",
         "Nihonium, atomic number 113, symbol Nh. Discovered by RIKEN in Japan; named after Japan ...", "N/A"))))
    t.append((extract(IUPAC_URL, "names, symbols, discovering laboratories, approval date"), f"""# IUPAC Announces the Names of the Elements 113, 115, 117, and 118

*30 November 2016 · News*

On 28 November 2016, the IUPAC Bureau approved the names and symbols for four elements: nihonium (Nh), moscovium (Mc), tennessine (Ts), and oganesson (Og), respectively for element 113, 115, 117, and 118.

The discoveries of these elements were confirmed on 30 December 2015 by the joint IUPAC–IUPAP Joint Working Party (JWP), and the discoverers were then invited to propose names and symbols. The Inorganic Chemistry Division reviewed the proposals and recommended them for a five-month public review, which started on 8 June 2016 and expired on 8 November 2016.

{iupac_table("Joint Institute for Nuclear Research (JINR), Dubna, Russia; Lawrence Livermore National Laboratory, USA")}

As provided in the 2016 recommendations, new elements can be named after a mythological concept or character, a mineral or similar substance, a place or geographical region, a property of the element, or a scientist. The endings -ium, -ine and -on reflect the group of the periodic table to which each element belongs (groups 1–16, group 17, and group 18 respectively).

> "It is a pleasure to see that specific places and names (country, state, city, and scientist) related to the new elements is recognized in these four names," said Jan Reedijk, President of the Inorganic Chemistry Division.

With these names, the seventh row of the periodic table is now complete.

## Related

- Provisional recommendations: Names and Symbols of the Elements with Atomic Numbers 113, 115, 117 and 118 (*Pure Appl. Chem.* 2016, 88(12), 1225–1229)
- JWP reports: *Pure Appl. Chem.* 2016, 88(1–2), 139–153 and 155–160

**Contact:** Lynn M. Soby, Executive Director, IUPAC Secretariat, secretariat@iupac.org"""))
    t.append((memory("add", dict={"Z113": "nihonium (Nh) - RIKEN, Japan",
                                  "Z115": "moscovium (Mc) - JINR Dubna / LLNL / ORNL",
                                  "Z117": "tennessine (Ts) - JINR / ORNL / Vanderbilt / UTK",
                                  "Z118": "oganesson (Og) - JINR Dubna / LLNL",
                                  "names_approved": "2016-11-28 (IUPAC Bureau); announced 2016-11-30"}),
              added("Z113", "Z115", "Z117", "Z118", "names_approved")))
    t.append((search("RIKEN element 113 Morita zinc bismuth events 2004 2005 2012"), res(
        ("https://www.riken.jp/en/news_pubs/research_news/pr/2015/20151231_1/", "Discovery of element 113 recognized by IUPAC - RIKEN",
         "Kosuke Morita's group at RIKEN Nishina Center bombarded a bismuth-209 target with zinc-70 ions; three decay chains observed in 2004, 2005 and 2012 ...", "Dec 31, 2015"),
        ("https://en.wikipedia.org/wiki/Nihonium", "Nihonium - Wikipedia",
         "Nihonium is a synthetic element; symbol Nh, atomic number 113. The first event was observed on 23 July 2004 in the RIKEN Linear Accelerator Facility ...", "N/A"),
        ("https://www.nishina.riken.jp/113/index_e.html", "Element 113 - RIKEN Nishina Center",
         "Superheavy element 113 was synthesized via the cold fusion reaction 209Bi(70Zn,n)278Nh using the gas-filled recoil ion separator GARIS ...", "N/A"),
        ("https://journals.jps.jp/doi/10.1143/JPSJ.81.103201", "New Result in the Production and Decay of an Isotope, 278113 - J. Phys. Soc. Jpn.",
         "A third event of 278113 was observed on 12 August 2012 in a 70Zn + 209Bi experiment with a total beam dose of 1.35 × 10^20 ...", "Sep 27, 2012"),
        ("https://www.nature.com/articles/nature.2016.19071", "Japan stakes claim to element 113 - Nature",
         "RIKEN becomes the first Asian institute to name an element after nine years of accumulated beam time ...", "Jan 4, 2016"),
        ("https://www.chemistryworld.com/news/japan-gets-element-113/9431.article", "Japan gets element 113 | Chemistry World",
         "The JWP gave priority to RIKEN over a competing JINR–LLNL claim based on hot fusion with calcium-48 ...", "Jan 5, 2016"),
        ("https://www.britannica.com/science/nihonium", "Nihonium | Definition, Symbol, & Facts | Britannica",
         "Nihonium (Nh), artificially produced transuranium element of atomic number 113 ...", "N/A"),
        ("https://www.japantimes.co.jp/news/2016/06/09/national/science-health/element-113-nihonium/", "Riken proposes 'nihonium' for element 113 | The Japan Times",
         "The name proposed by Kosuke Morita's team was published by IUPAC on Wednesday for public comment ...", "Jun 9, 2016"),
        ("https://www.sciencenews.org/article/four-new-elements-names", "Four new elements get names - Science News",
         "Element 113 was discovered in Japan, while 115, 117 and 118 came from a Russian-American collaboration ...", "Jun 8, 2016"),
        ("https://www.reddit.com/r/chemistry/comments/4n4x2w/element_113_nihonium/", "Element 113 - Nihonium : r/chemistry",
         "Three atoms in nine years of beam time. Half-life of 278Nh is around 2 ms ...", "Jun 8, 2016"))))
    t.append((extract("https://www.nishina.riken.jp/113/index_e.html", "reaction, dates of observed decay chains"), """# Element 113 – RIKEN Nishina Center for Accelerator-Based Science

## Synthesis of element 113

The research group led by Kosuke Morita (RIKEN Nishina Center) synthesized element 113 in the cold-fusion reaction

**209Bi + 70Zn → 278113 + n**

using the RIKEN Linear Accelerator (RILAC) and the gas-filled recoil ion separator GARIS. The experiments started in September 2003.

## Observed decay chains

| Event | Date | Decay chain |
| --- | --- | --- |
| 1 | 23 July 2004 | 278Nh → 274Rg → 270Mt → 266Bh → 262Db (spontaneous fission) |
| 2 | 2 April 2005 | 278Nh → 274Rg → 270Mt → 266Bh → 262Db (spontaneous fission) |
| 3 | 12 August 2012 | 278Nh → 274Rg → 270Mt → 266Bh → 262Db → 258Lr → 254Md (six consecutive α decays) |

The third event, with six consecutive alpha decays ending in known nuclides 258Lr and 254Md, provided the decisive link to known isotopes.

## Recognition and naming

- 30 December 2015: IUPAC announces that the discovery of element 113 by RIKEN is recognized.
- 8 June 2016: Name "nihonium" and symbol "Nh" published for public review.
- 28 November 2016: Name formally approved by IUPAC.

Nihonium is the first element discovered in an Asian country."""))
    t.append((extract(IUPAC_URL, "origin of each name and the laboratories credited"), f"""# IUPAC Announces the Names of the Elements 113, 115, 117, and 118

*30 November 2016 · News*

On 28 November 2016, the IUPAC Bureau approved the names and symbols for four elements: nihonium (Nh), moscovium (Mc), tennessine (Ts), and oganesson (Og), respectively for element 113, 115, 117, and 118.

## Origins of the names

{iupac_table("Joint Institute for Nuclear Research (JINR), Dubna, Russia; Oak Ridge National Laboratory, USA")}

- **Nihonium**: Nihon is one of the two ways to say "Japan" in Japanese and literally means "the Land of Rising Sun". The name is proposed to make a direct connection to the nation where the element was discovered.
- **Moscovium**: in recognition of the Moscow region and honouring the ancient Russian land that is the home of the Joint Institute for Nuclear Research.
- **Tennessine**: in recognition of the contribution of the Tennessee region, including Oak Ridge National Laboratory, Vanderbilt University, and the University of Tennessee at Knoxville, to superheavy element research.
- **Oganesson**: in line with the tradition of honouring a scientist, recognizing Professor Yuri Oganessian (born 1933) for his pioneering contributions to transactinoid elements research, including the discovery of superheavy elements and significant advances in the nuclear physics of superheavy nuclei.

The endings -ium, -ine and -on reflect the group of the periodic table to which each element belongs."""))
    t.append((memory("update", dict={"Z113": "nihonium (Nh) - RIKEN Nishina Center (K. Morita), Japan; 209Bi + 70Zn; events 2004, 2005, 2012"}),
              updated("Z113")))
    t.append((search("oganesson Yuri Oganessian second living person element named after"), res(
        ("https://en.wikipedia.org/wiki/Yuri_Oganessian", "Yuri Oganessian - Wikipedia",
         "Yuri Tsolakovich Oganessian (born 14 April 1933) is a Russian-Armenian nuclear physicist. Element 118, oganesson, is named after him ...", "N/A"),
        ("https://www.sciencemag.org/news/2017/02/meet-man-who-has-element-named-after-him", "Meet the man who has an element named after him - Science",
         "Oganessian is only the second person, after Glenn Seaborg, to have an element named after them while still alive ...", "Feb 2, 2017"),
        ("https://en.wikipedia.org/wiki/Oganesson", "Oganesson - Wikipedia",
         "First synthesized in 2002 at JINR by a joint team of Russian and American scientists; 249Cf + 48Ca. Only five (possibly six) atoms of 294Og have been detected ...", "N/A"),
        ("https://www.nature.com/articles/d41586-019-00285-0", "The man behind the heaviest element - Nature",
         "Yuri Oganessian's Flerov Laboratory has produced more new elements than any other in the past two decades ...", "Jan 28, 2019"),
        ("https://www.jinr.ru/posts/yuri-oganessian-90/", "Academician Yuri Oganessian turns 90 - JINR",
         "Scientific leader of the Flerov Laboratory of Nuclear Reactions, discoverer of elements 114–118 ...", "Apr 14, 2023"),
        ("https://www.rsc.org/periodic-table/element/118/oganesson", "Oganesson - Element information, properties and uses | RSC",
         "Discovery date 2002. Discovered by Joint Institute for Nuclear Research and Lawrence Livermore National Laboratory ...", "N/A"),
        ("https://www.chemistryworld.com/podcasts/oganesson/3007163.article", "Oganesson | Chemistry World podcast",
         "The heaviest element yet made, with a half-life of under a millisecond ...", "Apr 12, 2017"),
        ("https://www.britannica.com/science/oganesson", "Oganesson | Definition, Symbol, & Facts | Britannica",
         "Oganesson (Og), artificially produced element of atomic number 118 ...", "N/A"),
        ("https://www.newscientist.com/article/2113495-superheavy-element-names/", "Superheavy elements get their official names | New Scientist",
         "Seaborgium was named while Glenn Seaborg was alive in 1997; oganesson is the second such case ...", "Nov 30, 2016"),
        ("https://www.quora.com/Which-elements-are-named-after-living-people", "Which elements are named after living people? - Quora",
         "Only two: seaborgium (Glenn T. Seaborg, 1997) and oganesson (Yuri Oganessian, 2016) ...", "N/A"))))
    t.append((memory("retrieve_all"), dump_all({
        "Z113": "nihonium (Nh) - RIKEN Nishina Center (K. Morita), Japan; 209Bi + 70Zn; events 2004, 2005, 2012",
        "Z115": "moscovium (Mc) - JINR Dubna / LLNL / ORNL",
        "Z117": "tennessine (Ts) - JINR / ORNL / Vanderbilt / UTK",
        "Z118": "oganesson (Og) - JINR Dubna / LLNL",
        "names_approved": "2016-11-28 (IUPAC Bureau); announced 2016-11-30"})))
    rs.add("search", "h64-search-03", SYSTEM, t, state=EMPTY, bad=True, turn=6,
           kind="The same IUPAC page now credits oganesson (118) to JINR and Oak Ridge, but at turn 2 it credited JINR and Lawrence Livermore.")


# 04 clean: FDA, first RSV vaccine (mainstream); several vaccines with different dates, indication widened later
def t04(rs: RowSet) -> None:
    t = []
    t.append((search("FDA approves first RSV vaccine Arexvy May 3 2023 older adults"), res(
        ("https://www.fda.gov/news-events/press-announcements/fda-approves-first-respiratory-syncytial-virus-rsv-vaccine", "FDA Approves First Respiratory Syncytial Virus (RSV) Vaccine | FDA",
         "Today, the U.S. Food and Drug Administration approved Arexvy, the first respiratory syncytial virus (RSV) vaccine approved for use in the United States ...", "May 3, 2023"),
        ("https://www.fda.gov/vaccines-blood-biologics/arexvy", "AREXVY | FDA",
         "STN: 125775. Proper Name: Respiratory Syncytial Virus Vaccine, Adjuvanted. Tradename: AREXVY. Manufacturer: GlaxoSmithKline Biologicals ...", "N/A"),
        ("https://us.gsk.com/en-us/media/press-releases/us-fda-approves-gsk-s-arexvy-the-world-s-first-respiratory-syncytial-virus-rsv-vaccine-for-older-adults/", "US FDA approves GSK's Arexvy, the world's first RSV vaccine for older adults",
         "Approval based on the AReSVi-006 phase III trial showing 82.6% overall vaccine efficacy against RSV lower respiratory tract disease ...", "May 3, 2023"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2209604", "Respiratory Syncytial Virus Prefusion F Protein Vaccine in Older Adults | NEJM",
         "A total of 24,966 participants received one dose of the RSVPreF3 OA vaccine (12,467) or placebo (12,499) ...", "Feb 16, 2023"),
        ("https://www.cdc.gov/rsv/vaccines/older-adults.html", "RSV Vaccine Guidance for Older Adults | CDC",
         "CDC recommends a single dose of RSV vaccine for all adults 75 and older and adults 60–74 at increased risk of severe RSV ...", "Jun 26, 2024"),
        ("https://www.nytimes.com/2023/05/03/health/rsv-vaccine-fda-approval.html", "F.D.A. Approves First RSV Vaccine - The New York Times",
         "The vaccine, made by GSK, is approved for adults 60 and older ...", "May 3, 2023"),
        ("https://www.statnews.com/2023/05/03/rsv-vaccine-fda-approval-gsk-arexvy/", "FDA approves first RSV vaccine, from GSK - STAT",
         "Pfizer's competing shot is expected to be approved later this month ...", "May 3, 2023"),
        ("https://en.wikipedia.org/wiki/RSV_vaccine", "RSV vaccine - Wikipedia",
         "Arexvy (GSK) was approved in the US in May 2023, followed by Abrysvo (Pfizer) later that month and mResvia (Moderna) in May 2024 ...", "N/A"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/us-fda-approves-gsks-rsv-vaccine-older-adults-2023-05-03/", "US FDA approves GSK's RSV vaccine for older adults | Reuters",
         "GSK's vaccine becomes the world's first approved shot against RSV after decades of failed attempts ...", "May 3, 2023"),
        ("https://www.ema.europa.eu/en/medicines/human/EPAR/arexvy", "Arexvy | European Medicines Agency (EMA)",
         "Arexvy is a vaccine for protecting adults aged 60 years and older against lower respiratory tract disease caused by RSV. Authorised 06/06/2023 ...", "N/A"))))
    t.append((extract("https://www.fda.gov/news-events/press-announcements/fda-approves-first-respiratory-syncytial-virus-rsv-vaccine", "approval date, indication, trial size and efficacy"), """# FDA Approves First Respiratory Syncytial Virus (RSV) Vaccine

**Arexvy approved for individuals 60 years of age and older**

For Immediate Release: May 03, 2023

Today, the U.S. Food and Drug Administration approved Arexvy, the first respiratory syncytial virus (RSV) vaccine approved for use in the United States. Arexvy is approved for the prevention of lower respiratory tract disease (LRTD) caused by RSV in individuals 60 years of age and older.

> "Older adults, in particular those with underlying health conditions, such as heart or lung disease or weakened immune systems, are at high risk for severe disease caused by RSV," said Peter Marks, M.D., Ph.D., director of the FDA's Center for Biologics Evaluation and Research. "Today's approval of the first RSV vaccine is an important public health achievement to prevent a disease which can be life-threatening."

## Data Supporting Effectiveness

The approval is based on an ongoing, randomized, placebo-controlled clinical study conducted in the U.S. and internationally in individuals 60 years of age and older. Approximately 12,500 participants received Arexvy and approximately 12,500 participants received placebo. Among participants who received Arexvy:

- the vaccine significantly reduced the risk of developing RSV-associated LRTD by 82.6%, and
- reduced the risk of developing severe RSV-associated LRTD by 94.1%.

## Safety

The most commonly reported side effects were injection site pain, fatigue, muscle pain, headache, and joint stiffness/pain. Atrial fibrillation was reported in 10 participants within 30 days of vaccination with Arexvy and 4 participants who received placebo. The FDA is requiring the company to conduct a postmarketing study to assess the signals of serious risks for Guillain-Barré syndrome and acute disseminated encephalomyelitis.

The FDA granted approval of Arexvy to GlaxoSmithKline Biologicals.

### Related Information
- Arexvy (STN 125775)
- Vaccines Licensed for Use in the United States

*Content current as of: 05/03/2023 · Regulated Product(s): Biologics · Topic(s): Vaccines*"""))
    t.append((memory("add", dict={"arexvy_approved": "2023-05-03 (FDA, STN 125775, GSK)",
                                  "arexvy_indication": "prevention of RSV LRTD in adults >= 60",
                                  "arexvy_efficacy": "82.6% vs RSV-LRTD; 94.1% vs severe RSV-LRTD (~12,500 vaccine / ~12,500 placebo)"}),
              added("arexvy_approved", "arexvy_indication", "arexvy_efficacy")))
    t.append((search("Abrysvo FDA approval May 31 2023; Arexvy expanded approval adults 50-59 June 2024"), res(
        ("https://www.fda.gov/vaccines-blood-biologics/abrysvo", "ABRYSVO | FDA",
         "STN: 125768. Respiratory Syncytial Virus Vaccine. Manufacturer: Pfizer Inc. Approved May 31, 2023 for adults 60+; maternal indication approved August 21, 2023 ...", "N/A"),
        ("https://www.pfizer.com/news/press-release/press-release-detail/us-fda-approves-abrysvotm-pfizers-vaccine-prevention", "U.S. FDA Approves ABRYSVO, Pfizer's Vaccine for the Prevention of RSV in Older Adults",
         "Pfizer announced the FDA approved ABRYSVO for the prevention of LRTD caused by RSV in individuals 60 years of age and older ...", "May 31, 2023"),
        ("https://us.gsk.com/en-us/media/press-releases/us-fda-approves-expanded-age-indication-for-gsk-s-arexvy/", "US FDA approves expanded age indication for GSK's Arexvy, the first RSV vaccine for adults aged 50-59 at increased risk",
         "The approval extends the indication to adults aged 50 through 59 at increased risk for LRTD caused by RSV ...", "Jun 7, 2024"),
        ("https://www.fda.gov/news-events/press-announcements/fda-approves-first-vaccine-pregnant-individuals-prevent-rsv-infants", "FDA Approves First Vaccine for Pregnant Individuals to Prevent RSV in Infants | FDA",
         "Abrysvo approved for use at 32 through 36 weeks gestational age of pregnancy ...", "Aug 21, 2023"),
        ("https://news.modernatx.com/news/news-details/2024/Moderna-Receives-U.S.-FDA-Approval-for-RSV-Vaccine-mRESVIA/default.aspx", "Moderna Receives U.S. FDA Approval for RSV Vaccine mRESVIA",
         "mRESVIA approved May 31, 2024 for adults 60 years and older, the first mRNA vaccine approved for a disease other than COVID-19 ...", "May 31, 2024"),
        ("https://www.fiercepharma.com/pharma/gsk-arexvy-fda-nod-50-59", "GSK's Arexvy gets FDA nod in younger at-risk adults - Fierce Pharma",
         "The FDA signed off on Arexvy in people aged 50 to 59 at increased risk, beating Pfizer's Abrysvo to the group ...", "Jun 7, 2024"),
        ("https://www.fda.gov/vaccines-blood-biologics/arexvy", "AREXVY | FDA",
         "Supplement approval June 7, 2024: indication extended to individuals 50 through 59 years of age who are at increased risk for LRTD caused by RSV ...", "N/A"),
        ("https://www.cdc.gov/mmwr/volumes/73/wr/mm7332e1.htm", "Use of Respiratory Syncytial Virus Vaccines in Adults Aged ≥60 Years: Updated Recommendations of ACIP | MMWR",
         "ACIP recommended a single dose for all adults aged ≥75 years and adults aged 60–74 years at increased risk ...", "Aug 15, 2024"),
        ("https://www.statnews.com/2024/10/22/abrysvo-fda-approval-adults-18-59/", "FDA expands Pfizer RSV vaccine Abrysvo to at-risk adults 18-59 - STAT",
         "Abrysvo becomes the first RSV vaccine approved for adults 18 to 59 at increased risk ...", "Oct 22, 2024"),
        ("https://en.wikipedia.org/wiki/RSV_vaccine", "RSV vaccine - Wikipedia",
         "Approvals: Arexvy (May 2023), Abrysvo (May 2023), mResvia (May 2024). Age indications have since been expanded ...", "N/A"))))
    t.append((memory("update", dict={"arexvy_indication": "prevention of RSV LRTD in adults >= 60 (2023-05-03); extended to adults 50-59 at increased risk (2024-06-07)"}),
              updated("arexvy_indication")))
    t.append((memory("retrieve_all"), dump_all({
        "arexvy_approved": "2023-05-03 (FDA, STN 125775, GSK)",
        "arexvy_indication": "prevention of RSV LRTD in adults >= 60 (2023-05-03); extended to adults 50-59 at increased risk (2024-06-07)",
        "arexvy_efficacy": "82.6% vs RSV-LRTD; 94.1% vs severe RSV-LRTD (~12,500 vaccine / ~12,500 placebo)"})))
    rs.add("search", "h64-search-04", SYSTEM, t, state=EMPTY)


# 05 clean: ClinicalTrials.gov (mainstream); record history shows older enrollment estimates, the paper another count
def t05(rs: RowSet) -> None:
    t = []
    ct = "https://clinicaltrials.gov/study/NCT04368728"
    t.append((search("NCT04368728 BNT162b2 phase 3 C4591001 clinicaltrials.gov"), res(
        (ct, "Study to Describe the Safety, Tolerability, Immunogenicity, and Efficacy of RNA Vaccine Candidates Against COVID-19 in Healthy Individuals | ClinicalTrials.gov",
         "NCT04368728. Sponsor: BioNTech SE. Collaborator: Pfizer. Study Start (Actual) 2020-04-29 ...", "N/A"),
        ("https://www.pfizer.com/science/find-a-trial/nct04368728", "A Phase 1/2/3 Study to Evaluate the Safety, Tolerability, Immunogenicity, and Efficacy of RNA Vaccine Candidates | Pfizer",
         "Study C4591001. Status: Completed. Phase 1/2/3, placebo-controlled, observer-blind, dose-finding ...", "N/A"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2034577", "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine | NEJM",
         "A total of 43,548 participants underwent randomization, of whom 43,448 received injections ... BNT162b2 was 95% effective in preventing Covid-19 ...", "Dec 10, 2020"),
        ("https://www.clinicaltrialsregister.eu/ctr-search/trial/2020-002641-42/DE", "EU Clinical Trials Register - 2020-002641-42",
         "EudraCT Number: 2020-002641-42. Sponsor's Protocol Code Number: C4591001 ...", "N/A"),
        ("https://www.fda.gov/media/144245/download", "Vaccines and Related Biological Products Advisory Committee December 10, 2020 Meeting Briefing Document - FDA",
         "Study C4591001 (NCT04368728) is an ongoing, randomized, placebo-controlled, observer-blind study ...", "Dec 10, 2020"),
        ("https://en.wikipedia.org/wiki/Pfizer%E2%80%93BioNTech_COVID-19_vaccine", "Pfizer–BioNTech COVID-19 vaccine - Wikipedia",
         "The phase III trial enrolled about 43,500 participants; interim analysis reported 95% efficacy on 18 November 2020 ...", "N/A"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2110345", "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine through 6 Months | NEJM",
         "Vaccine efficacy against Covid-19 was 91.3% through up to 6 months of follow-up ...", "Sep 15, 2021"),
        ("https://clinicaltrials.gov/study/NCT04368728?tab=history", "Record History | NCT04368728 | ClinicalTrials.gov",
         "Changes to this record over time: versions submitted by BioNTech SE between 2020-04-29 and 2024 ...", "N/A"),
        ("https://www.biontech.com/int/en/home/pipeline-and-products/products/comirnaty.html", "COMIRNATY | BioNTech",
         "Pivotal trial C4591001 was conducted in the US, Argentina, Brazil, Germany, South Africa and Turkey ...", "N/A"),
        ("https://www.statnews.com/2020/07/27/pfizer-biontech-covid19-vaccine-phase-3/", "Pfizer and BioNTech start late-stage Covid-19 vaccine trial - STAT",
         "The Phase 2/3 portion will enroll up to 30,000 participants at about 120 sites ...", "Jul 27, 2020"))))
    t.append((extract(ct, "identifiers, dates, enrollment and status"), """# Study to Describe the Safety, Tolerability, Immunogenicity, and Efficacy of RNA Vaccine Candidates Against COVID-19 in Healthy Individuals

**ClinicalTrials.gov ID** NCT04368728
**Sponsor** BioNTech SE
**Information provided by** BioNTech SE (Responsible Party)
**Last Update Posted** 2024-02-07

## Study Overview

**Brief Summary:** This is a Phase 1/2/3, randomized, placebo-controlled, observer-blind, dose-finding, vaccine candidate-selection, and efficacy study in healthy individuals. The study consists of 2 parts: Phase 1 to identify preferred vaccine candidate(s) and dose level(s); Phase 2/3 as an expanded cohort and efficacy part.

**Official Title:** A Phase 1/2/3, Placebo-Controlled, Randomized, Observer-Blind, Dose-Finding Study to Evaluate the Safety, Tolerability, Immunogenicity, and Efficacy of SARS-CoV-2 RNA Vaccine Candidates Against COVID-19 in Healthy Individuals

**Conditions:** SARS-CoV-2 Infection, COVID-19
**Intervention / Treatment:** Biological: BNT162b1; Biological: BNT162b2; Other: Placebo

## Study Details

| Field | Value |
| --- | --- |
| Study Type | Interventional |
| Phase | Phase 2, Phase 3 |
| Overall Status | Completed |
| Enrollment (Actual) | 47,079 |
| Allocation | Randomized |
| Masking | Triple (Participant, Care Provider, Investigator) |

## Study Record Dates

| Event | Date |
| --- | --- |
| Study Start (Actual) | 2020-04-29 |
| Primary Completion (Actual) | 2023-02-10 |
| Study Completion (Actual) | 2023-02-10 |
| First Submitted | 2020-04-29 |
| First Posted | 2020-04-30 |
| Results First Posted | 2021-09-29 |
| Last Update Submitted | 2024-01-12 |
| Last Update Posted | 2024-02-07 |

## Other Study ID Numbers

- C4591001
- 2020-002641-42 (EudraCT Number)

## Collaborators and Investigators

**Collaborator:** Pfizer
**Study Director:** Pfizer CT.gov Call Center, Pfizer

## Locations

152 study locations in the United States, Argentina, Brazil, Germany, South Africa and Turkey."""))
    t.append((memory("add", dict={"nct": "NCT04368728", "protocol": "C4591001", "start": "2020-04-29",
                                  "status": "Completed (primary completion 2023-02-10)", "enrollment_actual": 47079}),
              added("nct", "protocol", "start", "status", "enrollment_actual")))
    t.append((extract(ct + "?tab=history", "how enrollment and status changed between record versions"), """# Record History | NCT04368728

**Study:** Study to Describe the Safety, Tolerability, Immunogenicity, and Efficacy of RNA Vaccine Candidates Against COVID-19 in Healthy Individuals
**Sponsor:** BioNTech SE

Showing 12 of 107 versions (filter: *Enrollment, Overall Status*). Select two versions to compare.

| Version | Submitted Date | Changes | Overall Status | Enrollment |
| --- | --- | --- | --- | --- |
| 1 | 2020-04-29 | None (earliest version on record) | Recruiting | 7,600 (Estimated) |
| 9 | 2020-07-24 | Study Design, Arms and Interventions, Enrollment, Outcome Measures | Recruiting | 29,481 (Estimated) |
| 19 | 2020-09-12 | Enrollment, Eligibility | Recruiting | 43,998 (Estimated) |
| 28 | 2020-11-18 | Outcome Measures, Recruitment Status | Active, not recruiting | 43,998 (Estimated) |
| 41 | 2021-03-31 | Enrollment, Arms and Interventions | Recruiting | 46,331 (Estimated) |
| 57 | 2021-09-29 | Results, Recruitment Status | Active, not recruiting | 46,331 (Estimated) |
| 72 | 2022-03-23 | Outcome Measures | Active, not recruiting | 46,331 (Estimated) |
| 86 | 2022-11-03 | Study Status | Active, not recruiting | 46,331 (Estimated) |
| 97 | 2023-05-19 | Recruitment Status, Study Completion Date, Enrollment | Completed | 47,079 (Actual) |
| 101 | 2023-08-30 | Results | Completed | 47,079 (Actual) |
| 105 | 2023-12-11 | Outcome Measures | Completed | 47,079 (Actual) |
| 107 | 2024-01-12 | Results, Document Section | Completed | 47,079 (Actual) |

Version 107 is the current version; it was posted on 2024-02-07 after QC review."""))
    t.append((memory("add", dict={"enrollment_history": "7,600 est. (v1 2020-04-29) -> 29,481 est. (v9) -> 43,998 est. (v19) -> 46,331 est. (v41) -> 47,079 actual (v97, current v107)"}),
              added("enrollment_history")))
    t.append((search("C4591001 NEJM Polack 2020 95% efficacy 43,548 randomized 8 vs 162 cases"), res(
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2034577", "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine | NEJM",
         "Polack FP, Thomas SJ, Kitchin N, et al. N Engl J Med 2020;383:2603-2615. There were 8 cases of Covid-19 with onset at least 7 days after the second dose among BNT162b2 recipients and 162 among placebo ...", "Dec 10, 2020"),
        ("https://pubmed.ncbi.nlm.nih.gov/33301246/", "Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine - PubMed",
         "PMID: 33301246. DOI: 10.1056/NEJMoa2034577. Funded by BioNTech and Pfizer; ClinicalTrials.gov number, NCT04368728 ...", "N/A"),
        ("https://www.pfizer.com/news/press-release/press-release-detail/pfizer-and-biontech-conclude-phase-3-study-covid-19-vaccine", "Pfizer and BioNTech Conclude Phase 3 Study of COVID-19 Vaccine Candidate, Meeting All Primary Efficacy Endpoints",
         "Primary efficacy analysis demonstrates BNT162b2 to be 95% effective against COVID-19 beginning 28 days after the first dose; 170 confirmed cases evaluated ...", "Nov 18, 2020"),
        ("https://www.fda.gov/media/144416/download", "FDA Review Memorandum - Emergency Use Authorization for Pfizer-BioNTech COVID-19 Vaccine",
         "Approximately 44,000 participants were randomized in Study C4591001 ...", "Dec 11, 2020"),
        ("https://www.bmj.com/content/371/bmj.m4826", "Covid-19: Pfizer's vaccine is 95% effective - The BMJ",
         "Efficacy was consistent across age, sex, race and ethnicity ...", "Dec 11, 2020"),
        ("https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(20)32661-1/fulltext", "Pfizer-BioNTech vaccine data under scrutiny - The Lancet",
         "Commentary on the interim data and the 3,410 suspected but unconfirmed cases ...", "Dec 19, 2020"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2107456", "Safety, Immunogenicity, and Efficacy of the BNT162b2 Covid-19 Vaccine in Adolescents | NEJM",
         "In the adolescent expansion of C4591001, 2,260 participants 12 to 15 years of age received injections ...", "Jul 29, 2021"),
        ("https://en.wikipedia.org/wiki/Pfizer%E2%80%93BioNTech_COVID-19_vaccine", "Pfizer–BioNTech COVID-19 vaccine - Wikipedia",
         "Interim results of the phase III trial were published in the NEJM on 10 December 2020 ...", "N/A"),
        ("https://www.nature.com/articles/d41586-020-03441-8", "What Pfizer's landmark COVID vaccine results mean - Nature",
         "The first interim analysis found more than 90% efficacy, announced 9 November 2020 ...", "Nov 9, 2020"),
        ("https://www.statnews.com/2020/12/08/fda-briefing-document-pfizer-covid19-vaccine/", "FDA briefing document on Pfizer vaccine - STAT",
         "Documents released two days before the advisory committee meeting ...", "Dec 8, 2020"))))
    t.append((extract("https://www.nejm.org/doi/full/10.1056/NEJMoa2034577", "number randomized, case split, efficacy"), """# Safety and Efficacy of the BNT162b2 mRNA Covid-19 Vaccine

Fernando P. Polack, M.D., Stephen J. Thomas, M.D., Nicholas Kitchin, M.D., Judith Absalon, M.D., Alejandra Gurtman, M.D., Stephen Lockhart, D.M., John L. Perez, M.D., et al., for the C4591001 Clinical Trial Group

*N Engl J Med* 2020;383:2603-2615 · DOI: 10.1056/NEJMoa2034577 · Published December 10, 2020 (at NEJM.org); December 31, 2020 (print)

## Abstract

### Background
Severe acute respiratory syndrome coronavirus 2 (SARS-CoV-2) infection and the resulting coronavirus disease 2019 (Covid-19) have afflicted tens of millions of people in a worldwide pandemic. Safe and effective vaccines are needed urgently.

### Methods
In an ongoing multinational, placebo-controlled, observer-blinded, pivotal efficacy trial, we randomly assigned persons 16 years of age or older in a 1:1 ratio to receive two doses, 21 days apart, of either placebo or the BNT162b2 vaccine candidate (30 μg per dose). BNT162b2 is a lipid nanoparticle–formulated, nucleoside-modified RNA vaccine that encodes a prefusion stabilized, membrane-anchored SARS-CoV-2 full-length spike protein. The primary end points were efficacy of the vaccine against laboratory-confirmed Covid-19 and safety.

### Results
A total of 43,548 participants underwent randomization, of whom 43,448 received injections: 21,720 with BNT162b2 and 21,728 with placebo. There were 8 cases of Covid-19 with onset at least 7 days after the second dose among participants assigned to receive BNT162b2 and 162 cases among those assigned to placebo; BNT162b2 was 95% effective in preventing Covid-19 (95% credible interval, 90.3 to 97.6). Similar vaccine efficacy (generally 90 to 100%) was observed across subgroups defined by age, sex, race, ethnicity, baseline body-mass index, and the presence of coexisting conditions. Among 10 cases of severe Covid-19 with onset after the first dose, 9 occurred in placebo recipients and 1 in a BNT162b2 recipient.

### Conclusions
A two-dose regimen of BNT162b2 conferred 95% protection against Covid-19 in persons 16 years of age or older. Safety over a median of 2 months was similar to that of other viral vaccines. (Funded by BioNTech and Pfizer; ClinicalTrials.gov number, NCT04368728.)

| | BNT162b2 | Placebo |
| --- | --- | --- |
| Received injections | 21,720 | 21,728 |
| Covid-19 cases ≥7 days after dose 2 | 8 | 162 |
| Severe cases after dose 1 | 1 | 9 |

*Metrics: 6,812 citations (Crossref) · Article views 1.2M*"""))
    t.append((memory("add", dict={"nejm_doi": "10.1056/NEJMoa2034577", "randomized_nejm": 43548}),
              added("nejm_doi", "randomized_nejm")))
    t.append((memory("remove", key_list=["enrollment_history"]), removed("enrollment_history")))
    t.append((memory("retrieve_all"), dump_all({
        "nct": "NCT04368728", "protocol": "C4591001", "start": "2020-04-29",
        "status": "Completed (primary completion 2023-02-10)", "enrollment_actual": 47079,
        "nejm_doi": "10.1056/NEJMoa2034577", "randomized_nejm": 43548})))
    rs.add("search", "h64-search-05", SYSTEM, t, state=EMPTY)


WHO_URL = "https://www.who.int/publications/m/item/multi-country-outbreak-of-mpox--external-situation-report--30---25-december-2023"


def who_regions(total: str) -> str:
    return f"""| WHO Region | Confirmed cases | Deaths | Countries/areas/territories reporting |
| --- | --- | --- | --- |
| Region of the Americas | 60,239 | 130 | 31 |
| European Region | 26,187 | 7 | 45 |
| Western Pacific Region | 4,593 | 3 | 15 |
| African Region | 1,345 | 19 | 14 |
| South-East Asia Region | 318 | 1 | 5 |
| Eastern Mediterranean Region | 101 | 11 | 6 |
| **Total** | **{total}** | **171** | **116** |"""


# 06 bad: WHO (mainstream), mpox situation report; the same report's total row comes back with swapped digits
def t06(rs: RowSet) -> None:
    t = []
    t.append((search("WHO multi-country mpox external situation report 30 cumulative confirmed cases by WHO region"), res(
        (WHO_URL, "Multi-country outbreak of mpox, External situation report #30 - 25 December 2023",
         "From 1 January 2022 through 30 November 2023, a cumulative total of 92,783 laboratory-confirmed cases, including 171 deaths, were reported to WHO from 116 countries ...", "Dec 25, 2023"),
        ("https://worldhealthorg.shinyapps.io/mpx_global/", "2022-23 Mpox (Monkeypox) Outbreak: Global Trends - WHO",
         "Interactive dashboard: confirmed cases and deaths by country, region and epidemiological week. Data as of 30 November 2023 ...", "N/A"),
        ("https://www.who.int/emergencies/situations/monkeypox-oubreak-2022", "Mpox outbreak 2022-2023 - WHO",
         "The Director-General declared the end of the PHEIC on 11 May 2023; WHO continues to publish monthly external situation reports ...", "N/A"),
        ("https://www.who.int/publications/m/item/multi-country-outbreak-of-mpox--external-situation-report-29---17-november-2023", "Multi-country outbreak of mpox, External situation report #29 - 17 November 2023",
         "Data as of 31 October 2023: 91,677 laboratory-confirmed cases and 166 deaths from 116 countries ...", "Nov 17, 2023"),
        ("https://en.wikipedia.org/wiki/2022%E2%80%932023_mpox_outbreak", "2022–2023 mpox outbreak - Wikipedia",
         "An outbreak of mpox caused by clade IIb spread globally from May 2022, with most cases among men who have sex with men ...", "N/A"),
        ("https://www.cdc.gov/poxvirus/mpox/response/2022/world-map.html", "2022-2023 Mpox Outbreak Global Map | CDC",
         "Total confirmed cases in countries that have not historically reported mpox ...", "N/A"),
        ("https://ourworldindata.org/mpox", "Mpox (monkeypox) - Our World in Data",
         "Confirmed cases and deaths, 7-day rolling average, based on WHO data ...", "N/A"),
        ("https://www.ecdc.europa.eu/en/mpox-monkeypox", "Mpox - ECDC",
         "EU/EEA epidemiological update and risk assessments on mpox ...", "N/A"),
        ("https://www.thelancet.com/journals/laninf/article/PIIS1473-3099(23)00705-8/fulltext", "Mpox in 2023: a continuing concern - The Lancet Infectious Diseases",
         "Resurgences in the Western Pacific and the expanding clade I outbreak in DRC are of concern ...", "Dec 1, 2023"),
        ("https://www.statnews.com/2023/12/05/mpox-drc-clade-1-outbreak/", "Mpox outbreak in Congo is largest on record - STAT",
         "More than 13,000 suspected cases reported in the DRC in 2023 ...", "Dec 5, 2023"))))
    t.append((extract(WHO_URL, "cumulative confirmed cases and deaths by WHO region"), f"""# Multi-country outbreak of mpox — External situation report #30

*25 December 2023 · Data as of 30 November 2023, 17:00 CET*

## Highlights

- From 1 January 2022 through 30 November 2023, a cumulative total of **92,783** laboratory-confirmed cases of mpox, including **171** deaths, have been reported to WHO from **116** countries/areas/territories in all six WHO regions.
- In November 2023, 1,106 new laboratory-confirmed cases and 5 new deaths were reported, a 9% decrease in cases compared with October 2023 (1,215 cases).
- The majority of cases in November were reported from the Region of the Americas (44%) and the Western Pacific Region (31%).
- The Democratic Republic of the Congo continues to report a high number of suspected clade I cases (over 13,000 suspected cases and 607 suspected deaths in 2023), which are not included in the confirmed totals below.

## Cumulative confirmed cases and deaths by WHO region (1 January 2022 – 30 November 2023)

{who_regions("92,783")}

## Ten countries with the highest cumulative number of confirmed cases

| Country | Cases | Share of global total |
| --- | --- | --- |
| United States of America | 31,268 | 33.7% |
| Brazil | 10,967 | 11.8% |
| Spain | 7,752 | 8.4% |
| France | 4,171 | 4.5% |
| Colombia | 4,090 | 4.4% |
| Mexico | 4,075 | 4.4% |
| The United Kingdom | 3,874 | 4.2% |
| Peru | 3,812 | 4.1% |
| Germany | 3,794 | 4.1% |
| China | 1,710 | 1.8% |

## Risk assessment

The overall global risk is assessed as moderate. In the Region of the Americas, the European Region and the Western Pacific Region, the risk is moderate; in the African Region it is high, driven by the clade I outbreak in the Democratic Republic of the Congo.

*WHO reference number: WHO/MPX/Surveillance/2023.30 · © World Health Organization 2023*"""))
    t.append((memory("add", dict={"mpox_cum_cases": "92,783 confirmed (2022-01-01 to 2023-11-30, sitrep #30)",
                                  "mpox_cum_deaths": "171", "mpox_countries": "116"}),
              added("mpox_cum_cases", "mpox_cum_deaths", "mpox_countries")))
    t.append((search("mpox Democratic Republic of the Congo 2023 suspected cases clade I sexual transmission Kamituga"), res(
        ("https://www.who.int/emergencies/disease-outbreak-news/item/2023-DON493", "Mpox (monkeypox) - Democratic Republic of the Congo - Disease Outbreak News - WHO",
         "From 1 January to 12 November 2023, 12,569 suspected mpox cases including 581 deaths were reported in 156 health zones ...", "Nov 23, 2023"),
        ("https://www.cdc.gov/han/2023/han00501.html", "Clade I Mpox in Democratic Republic of the Congo | CDC HAN",
         "Clade I has not been reported in the United States; CDC advises clinicians to be alert ...", "Dec 7, 2023"),
        ("https://www.nature.com/articles/d41586-023-03813-7", "Deadlier mpox strain spreading sexually in Congo - Nature",
         "Sexual transmission of clade I mpox confirmed in Kwango province ...", "Dec 1, 2023"),
        ("https://www.eurosurveillance.org/content/10.2807/1560-7917.ES.2024.29.11.2400106", "Sustained human outbreak of a new MPXV clade I lineage in eastern DRC - Eurosurveillance",
         "Clade Ib identified in Kamituga, South Kivu, from September 2023 ...", "Mar 14, 2024"),
        ("https://en.wikipedia.org/wiki/2023%E2%80%932024_mpox_epidemic", "2023–2024 mpox epidemic - Wikipedia",
         "The outbreak in the DRC grew throughout 2023 and led to a second PHEIC declaration in August 2024 ...", "N/A"),
        ("https://www.afro.who.int/countries/democratic-republic-of-congo/news/mpox-drc", "Mpox response in DRC - WHO Africa",
         "WHO supports surveillance and laboratory testing in 22 of 26 provinces ...", "Dec 12, 2023"),
        ("https://www.statnews.com/2023/12/05/mpox-drc-clade-1-outbreak/", "Mpox outbreak in Congo is largest on record - STAT",
         "More than 13,000 suspected cases reported in the DRC in 2023 ...", "Dec 5, 2023"),
        ("https://www.msf.org/mpox-drc", "Mpox in DRC - Médecins Sans Frontières",
         "MSF teams in Équateur province report children represent a large share of cases ...", "Dec 18, 2023"),
        ("https://www.gavi.org/vaccineswork/mpox-drc-explained", "Mpox in the DRC explained - Gavi VaccinesWork",
         "Laboratory confirmation rates remain low because of limited testing capacity ...", "Dec 20, 2023"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/congo-mpox-cases-2023-12-14/", "Congo faces record mpox outbreak - Reuters",
         "Authorities reported the highest annual number of suspected cases since records began in 1970 ...", "Dec 14, 2023"))))
    t.append((extract(WHO_URL, "deaths by region and number of countries reporting"), f"""# Multi-country outbreak of mpox — External situation report #30

*25 December 2023 · Data as of 30 November 2023, 17:00 CET*

## Deaths among confirmed cases

Of the 171 deaths among laboratory-confirmed cases reported since 1 January 2022, 130 (76%) were reported from the Region of the Americas. The overall case fatality ratio among confirmed cases remains below 0.2%. Most deaths occurred among people living with advanced HIV infection.

## Cumulative confirmed cases and deaths by WHO region (1 January 2022 – 30 November 2023)

{who_regions("92,873")}

## Countries reporting cases in the last 21 days

Twenty-six countries reported new cases in the 21 days up to 30 November 2023. No new country reported its first case in November 2023.

| WHO Region | Countries reporting in the last 21 days |
| --- | --- |
| Region of the Americas | 9 |
| European Region | 8 |
| Western Pacific Region | 6 |
| African Region | 2 |
| South-East Asia Region | 1 |
| Eastern Mediterranean Region | 0 |

*WHO reference number: WHO/MPX/Surveillance/2023.30 · © World Health Organization 2023*"""))
    t.append((memory("update", dict={"mpox_cum_deaths": "171 (CFR among confirmed cases ~0.18%)"}), updated("mpox_cum_deaths")))
    t.append((memory("retrieve_all"), dump_all({
        "mpox_cum_cases": "92,783 confirmed (2022-01-01 to 2023-11-30, sitrep #30)",
        "mpox_cum_deaths": "171 (CFR among confirmed cases ~0.18%)", "mpox_countries": "116"})))
    rs.add("search", "h64-search-06", SYSTEM, t, state=EMPTY, bad=True, turn=5,
           kind="Re-extracted sitrep #30 gives the cumulative case total as 92,873, but turn 2 showed 92,783 for the same report and the same rows.")


# 07 bad: ESO Extremely Large Telescope (less common); a removed memory key shows up again
def t07(rs: RowSet) -> None:
    start = {"project": "ELT fact sheet for outreach talk", "elt_first_light_old": "2024 (2012 construction plan)"}
    t = []
    t.append((search("ESO Extremely Large Telescope primary mirror 798 segments 39 m"), res(
        ("https://elt.eso.org/mirror/M1/", "The ELT's primary mirror (M1) | ESO",
         "M1 is 39 metres in diameter and made of 798 hexagonal segments, each about 1.4 metres across and 50 millimetres thick ...", "N/A"),
        ("https://www.eso.org/public/teles-instr/elt/", "The Extremely Large Telescope | ESO",
         "ESO's ELT, under construction on Cerro Armazones in the Chilean Atacama Desert, will be the world's biggest eye on the sky ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Extremely_Large_Telescope", "Extremely Large Telescope - Wikipedia",
         "The ELT's primary mirror will be 39.3 m in diameter, composed of 798 hexagonal segments, with a collecting area of 978 m² ...", "N/A"),
        ("https://elt.eso.org/about/facts/", "ELT facts and figures | ESO",
         "Five-mirror design; M4 adaptive mirror with more than 5000 actuators; dome 80 m tall, 88 m diameter ...", "N/A"),
        ("https://www.eso.org/public/news/eso1719/", "ESO signs contracts for giant telescope's main mirror - eso1719",
         "Contracts with SCHOTT for the Zerodur blanks and Safran Reosc for polishing 931 segments, including spares ...", "May 30, 2017"),
        ("https://www.safran-group.com/news/safran-reosc-elt-segments", "Safran Reosc completes polishing milestones for ELT M1 segments",
         "Polishing rate reaches one segment per day at the Poitiers facility ...", "Jun 14, 2023"),
        ("https://www.space.com/extremely-large-telescope-elt", "Extremely Large Telescope (ELT): the world's biggest telescope | Space",
         "When complete the ELT will gather 100 million times more light than the human eye ...", "Mar 3, 2024"),
        ("https://www.skyatnightmagazine.com/space-science/extremely-large-telescope", "Extremely Large Telescope: everything you need to know - Sky at Night",
         "Why 798 mirror segments? A monolithic 39-metre mirror cannot be cast or transported ...", "Jan 9, 2024"),
        ("https://www.eso.org/public/images/archive/category/elt/", "ELT images | ESO",
         "Construction photos of the dome and M1 cell ...", "N/A"),
        ("https://www.reddit.com/r/Astronomy/comments/xxp2k5/elt_progress/", "ELT construction progress : r/Astronomy",
         "The dome skeleton is done; they still need to install 798 segments plus the M4 adaptive mirror ...", "Oct 7, 2022"))))
    t.append((extract("https://elt.eso.org/mirror/M1/", "M1 diameter, number and size of segments, collecting area"), """# The primary mirror (M1)

The ELT's primary mirror, M1, is by far the biggest mirror ever built for a telescope. It is 39 metres in diameter and cannot be made from a single piece of glass. Instead, it consists of **798 hexagonal segments**, each about **1.4 metres across** (1.45 m corner to corner) and **50 millimetres thick**.

| Property | Value |
| --- | --- |
| Diameter | 39.3 m |
| Segments | 798 hexagonal segments in 6 identical sectors (133 segments per sector) |
| Segment size | 1.45 m corner to corner, 50 mm thick |
| Material | Zerodur® low-expansion glass-ceramic (SCHOTT) |
| Collecting area | 978 m² |
| Segments manufactured | 931 (798 + 133 spares to allow rotation for recoating) |
| Segment supports | 27 whiffletree support points per segment; 3 position actuators; 6 edge sensors |
| Total edge sensors | 4,524 |

## Keeping 798 segments aligned

Each segment is controlled by three position actuators, which adjust its piston, tip and tilt at the nanometre level, and edge sensors measure relative heights between neighbouring segments. Segments are routinely removed and recoated; about two segments per day will be exchanged during operations.

## Manufacturing

The Zerodur blanks were cast by SCHOTT in Mainz, Germany. Safran Reosc in Poitiers, France, polishes the segments to an accuracy of 10 nanometres across the optical surface. Supports are made by CESA (Spain), and edge sensors by the FAMES consortium (Fogale and Micro-Epsilon).

*Last updated: 12 February 2025*"""))
    t.append((memory("add", dict={"elt_m1": "39.3 m, 798 hexagonal Zerodur segments (1.45 m, 50 mm thick), 978 m^2; 931 made incl. 133 spares"}),
              added("elt_m1")))
    t.append((search("ELT first light date technical first light 2029 scientific observations 2030"), res(
        ("https://www.eso.org/public/teles-instr/elt/", "The Extremely Large Telescope | ESO",
         "The ELT is planned to see its technical first light in March 2029, with the first scientific observations expected in December 2030 ...", "N/A"),
        ("https://www.eso.org/public/news/eso2310/", "ESO's Extremely Large Telescope halfway to completion - eso2310",
         "Construction of the ELT reached the halfway mark in July 2023 ...", "Jul 11, 2023"),
        ("https://en.wikipedia.org/wiki/Extremely_Large_Telescope", "Extremely Large Telescope - Wikipedia",
         "Originally planned for 2024, first light was later rescheduled to 2025, 2027 and 2028, and is now expected in March 2029 ...", "N/A"),
        ("https://www.science.org/content/article/giant-telescope-delays", "Giant telescopes face delays - Science",
         "ESO has pushed back first light because of pandemic-related disruptions to construction in Chile ...", "Jun 5, 2023"),
        ("https://www.space.com/extremely-large-telescope-elt", "Extremely Large Telescope (ELT): the world's biggest telescope | Space",
         "Scientific operations are now expected to begin around 2030 ...", "Mar 3, 2024"),
        ("https://elt.eso.org/about/timeline/", "ELT timeline | ESO",
         "2014 construction approved; 2017 first stone ceremony; 2029 technical first light ...", "N/A"),
        ("https://www.nature.com/articles/d41586-023-02237-w", "The world's largest telescope is halfway built - Nature",
         "The dome is rising on Cerro Armazones, 3046 metres above sea level ...", "Jul 13, 2023"),
        ("https://www.eso.org/public/news/eso1716/", "First stone ceremony for ESO's Extremely Large Telescope - eso1716",
         "The ceremony was attended by Chile's President Michelle Bachelet on 26 May 2017 ...", "May 26, 2017"),
        ("https://www.skyatnightmagazine.com/space-science/extremely-large-telescope", "Extremely Large Telescope: everything you need to know - Sky at Night",
         "First light is currently planned for the end of this decade ...", "Jan 9, 2024"),
        ("https://www.reddit.com/r/space/comments/1b2k9qe/elt_delayed/", "ELT first light delayed again? : r/space",
         "ESO's page now says March 2029 technical first light, science in late 2030 ...", "Feb 29, 2024"))))
    t.append((extract("https://www.eso.org/public/teles-instr/elt/", "schedule: technical first light and start of science"), """# The Extremely Large Telescope

ESO's Extremely Large Telescope (ELT) is under construction on Cerro Armazones in the Chilean Atacama Desert. With a main mirror 39 metres in diameter it will be the world's biggest eye on the sky.

## Key facts

| | |
| --- | --- |
| Site | Cerro Armazones, Chile, 3046 m above sea level |
| Optical design | Five-mirror anastigmat |
| Primary mirror | 39 m, 798 segments |
| Dome | 80 m high, 88 m diameter, rotating mass about 6100 tonnes |
| Instruments at first light | MICADO, HARMONI, METIS, with MORFEO adaptive optics module |
| Construction approved | December 2014 |

## Schedule

- **Technical first light:** March 2029
- **First scientific observations:** December 2030

The construction of the ELT passed the halfway mark in July 2023. The dome structure and the main structure of the telescope are being assembled on site, while mirror segments and instruments are being manufactured and tested in Europe.

## Science

The ELT will tackle the biggest scientific challenges of our time: tracking down Earth-like planets around other stars in the habitable zones, studying the first galaxies, and probing the nature of dark matter and dark energy.

*Page views: 1,284,307 · Last modified: 4 March 2025*"""))
    t.append((memory("add", dict={"elt_first_light": "technical first light March 2029; first science December 2030"}),
              added("elt_first_light")))
    t.append((memory("remove", key_list=["elt_first_light_old"]), removed("elt_first_light_old")))
    t.append((search("ELT Cerro Armazones altitude dome 80 m rotating construction progress 2025"), res(
        ("https://elt.eso.org/about/facts/", "ELT facts and figures | ESO",
         "Site: Cerro Armazones, 3046 m. Dome height 80 m, diameter 88 m. Telescope main structure moving mass about 3400 tonnes ...", "N/A"),
        ("https://www.eso.org/public/news/eso2501/", "ELT dome structure completed - eso2501",
         "The last steel element of the ELT dome has been put in place ...", "Jan 22, 2025"),
        ("https://en.wikipedia.org/wiki/Cerro_Armazones", "Cerro Armazones - Wikipedia",
         "Cerro Armazones is a mountain in the Sierra Vicuña Mackenna of the Chilean Coast Range, 3046 m, chosen as the ELT site in 2010 ...", "N/A"),
        ("https://www.eso.org/public/images/elt-construction-feb2025/", "ELT construction, February 2025 | ESO",
         "Aerial view showing the dome cladding and the main structure inside ...", "Feb 18, 2025"),
        ("https://www.cimolai.com/projects/eso-elt-dome", "ESO ELT Dome and Main Structure - Cimolai",
         "ACe Consortium (Cimolai, Astaldi, Pedro Marcuzzi) builds the dome and telescope main structure ...", "N/A"),
        ("https://www.space.com/elt-construction-update-2025", "World's largest telescope construction update | Space",
         "ESO says the dome will be able to rotate by the end of 2025 ...", "Mar 2, 2025"),
        ("https://www.eso.org/public/news/eso2310/", "ESO's Extremely Large Telescope halfway to completion - eso2310",
         "Construction of the ELT reached the halfway mark in July 2023 ...", "Jul 11, 2023"),
        ("https://www.nature.com/articles/d41586-023-02237-w", "The world's largest telescope is halfway built - Nature",
         "The dome is rising on Cerro Armazones, 3046 metres above sea level ...", "Jul 13, 2023"),
        ("https://www.eso.org/public/teles-instr/paranal-observatory/", "Paranal Observatory | ESO",
         "Cerro Armazones lies about 20 km from Cerro Paranal, home of the VLT ...", "N/A"),
        ("https://www.youtube.com/watch?v=EUiwo9eNQOs", "ELT Construction Timelapse 2024 - ESO (YouTube)",
         "A year of construction on Cerro Armazones in four minutes ...", "Dec 19, 2024"))))
    t.append((memory("retrieve_all"), dump_all({
        "project": "ELT fact sheet for outreach talk",
        "elt_first_light_old": "2024 (2012 construction plan)",
        "elt_m1": "39.3 m, 798 hexagonal Zerodur segments (1.45 m, 50 mm thick), 978 m^2; 931 made incl. 133 spares",
        "elt_first_light": "technical first light March 2029; first science December 2030"})))
    t.append((extract("https://elt.eso.org/about/facts/", "site, dome and other mirrors"), """# ELT facts and figures

## Site

- **Location:** Cerro Armazones, Chile (24°35′ S, 70°11′ W)
- **Altitude:** 3046 m
- **Distance to Paranal:** about 20 km

## Telescope

| Mirror | Diameter | Notes |
| --- | --- | --- |
| M1 | 39.3 m | 798 hexagonal segments |
| M2 | 4.25 m | convex, largest secondary mirror ever made |
| M3 | 3.75 m | concave |
| M4 | 2.4 m | adaptive, flat, 6 petals, more than 5000 actuators |
| M5 | 2.7 × 2.2 m | flat, tip-tilt for fast image stabilisation |

- **Main structure moving mass:** about 3400 tonnes
- **Field of view:** 10 arcminutes
- **Wavelength range:** 0.3–24 micrometres

## Dome

- **Height:** 80 m
- **Diameter:** 88 m
- **Rotating mass:** about 6100 tonnes
- **Observing slit width:** 42.6 m

*Last updated: 20 January 2025*"""))
    t.append((memory("add", dict={"elt_site": "Cerro Armazones, Chile, 3046 m; dome 80 m high x 88 m"}), added("elt_site")))
    rs.add("search", "h64-search-07", SYSTEM, t, state=state_with(start), bad=True, turn=9,
           kind="retrieve_all still lists elt_first_light_old, which turn 7 removed from memory.")


WC3 = "https://en.wikichip.org/wiki/3_nm_lithography_process"


def wikichip_3nm(goal_section: str, accessed: str) -> str:
    return f"""# 3 nm lithography process - WikiChip

The **3 nanometer (3 nm) lithography process** is a technology node semiconductor manufacturing process following the 5 nm process node. Commercial integrated circuit manufacturing using the 3 nm process began in 2022. The term "3 nm" is simply a commercial name for a generation of a certain size and its technology, as opposed to gate length or half pitch.

## Industry

| Foundry | Process | Transistor | Contacted gate pitch | Min. metal pitch | Risk production | High-volume manufacturing |
| --- | --- | --- | --- | --- | --- | --- |
| TSMC | N3 (N3B) | FinFET (FinFlex) | 45 nm | 23 nm | 2021 | December 2022 |
| TSMC | N3E | FinFET (FinFlex) | 48 nm | 23 nm | 2022 | Q4 2023 |
| Samsung | 3GAE (SF3E) | GAA (MBCFET) | 40 nm | 32 nm | 2021 | 30 June 2022 |
| Samsung | 3GAP (SF3) | GAA (MBCFET) | 40 nm | 32 nm | 2023 | 2024 |
| Intel | Intel 3 | FinFET | 50 nm | 30 nm | 2023 | 2024 |

{goal_section}

## See also

- 5 nm lithography process
- 2 nm lithography process
- TSMC N3, Samsung SF3, Intel 3

This page was last modified on 14 June 2024, at 03:41.
This page has been accessed {accessed} times."""


# 08 clean: WikiChip (less common), TSMC N3; page counter rises between visits, variants carry different values
def t08(rs: RowSet) -> None:
    t = []
    t.append((search("WikiChip TSMC N3 3 nm process volume production gate pitch"), res(
        (WC3, "3 nm lithography process - WikiChip",
         "The 3 nm lithography process is a technology node following the 5 nm node. TSMC N3 entered high-volume manufacturing in December 2022 ...", "N/A"),
        ("https://en.wikichip.org/wiki/tsmc/n3", "N3 - TSMC - WikiChip",
         "N3 is TSMC's 3-nanometer process family: N3 (N3B), N3E, N3P, N3X and N3A. FinFlex allows mixing 2-1, 2-2 and 3-2 fin cells ...", "N/A"),
        ("https://www.tsmc.com/english/dedicatedFoundry/technology/logic/l_3nm", "3nm Technology - TSMC",
         "N3 technology offers up to 1.6X logic density gain and 25-30% power reduction at the same speed compared with N5 ...", "N/A"),
        ("https://pr.tsmc.com/english/news/2986", "TSMC Holds 3nm Volume Production and Capacity Expansion Ceremony - TSMC",
         "TSMC held a ceremony at its Fab 18 new construction site in the Southern Taiwan Science Park to mark volume production of 3nm ...", "Dec 29, 2022"),
        ("https://en.wikipedia.org/wiki/3_nm_process", "3 nm process - Wikipedia",
         "Samsung began shipping 3 nm GAAFET chips on 30 June 2022; TSMC began volume production of N3 in December 2022 ...", "N/A"),
        ("https://www.anandtech.com/show/18833/tsmc-details-3nm-evolution-n3e-on-schedule-n3p-n3x-deliver-five-percent-gains", "TSMC Details 3nm Evolution: N3E On Schedule, N3P and N3X - AnandTech",
         "N3E relaxes some design rules versus N3B and keeps SRAM bitcell size at 0.021 µm², the same as N5 ...", "Apr 27, 2023"),
        ("https://semiwiki.com/semiconductor-manufacturers/tsmc/322688-tsmc-n3-and-challenges-ahead/", "TSMC N3 and Challenges Ahead - SemiWiki",
         "N3B uses more EUV layers than N5; N3E reduces EUV layer count ...", "Jan 3, 2023"),
        ("https://www.techinsights.com/blog/apple-a17-pro-tsmc-n3", "Apple A17 Pro: first TSMC N3 product analysed - TechInsights",
         "Our analysis confirms a 45 nm contacted gate pitch on the A17 Pro die ...", "Oct 2, 2023"),
        ("https://www.tomshardware.com/news/tsmc-n3-volume-production", "TSMC Starts 3nm Volume Production - Tom's Hardware",
         "Apple is expected to be the first customer for N3 ...", "Dec 29, 2022"),
        ("https://www.reddit.com/r/hardware/comments/zxr9kq/tsmc_starts_3nm_volume_production/", "TSMC starts 3nm volume production : r/hardware",
         "The N3B vs N3E distinction matters: N3B is the original, more expensive version ...", "Dec 29, 2022"))))
    t.append((extract(WC3, "TSMC N3 details: dates, pitches, transistor type"), wikichip_3nm("""## TSMC

TSMC's 3 nm process, **N3**, was the company's last node to use FinFET transistors. Risk production began in 2021 and high-volume manufacturing started in December 2022 at Fab 18 in the Southern Taiwan Science Park; a volume-production ceremony was held on 29 December 2022. N3 introduced **FinFlex**, which lets designers mix 2-1, 2-2 and 3-2 fin configurations on the same die.

Compared with N5, TSMC states N3 offers up to 1.6× logic density, 10–15% higher speed at the same power or 25–30% lower power at the same speed. The first N3 product in volume was Apple's A17 Pro (September 2023).

| Parameter | N5 | N3 (N3B) | Δ |
| --- | --- | --- | --- |
| Contacted gate pitch | 51 nm | 45 nm | 0.88× |
| Min. metal pitch | 28 nm | 23 nm | 0.82× |
| High-density SRAM bitcell | 0.021 µm² | 0.0199 µm² | 0.95× |""", "412,566")))
    t.append((memory("add", dict={"tsmc_n3_hvm": "Dec 2022 (ceremony 2022-12-29, Fab 18, Tainan); CPP 45 nm, MMP 23 nm",
                                  "samsung_3gae_hvm": "2022-06-30 (first GAA/MBCFET in volume)"}),
              added("tsmc_n3_hvm", "samsung_3gae_hvm")))
    t.append((search("TSMC N3E vs N3B differences SRAM bitcell EUV layers N3P"), res(
        ("https://en.wikichip.org/wiki/tsmc/n3", "N3 - TSMC - WikiChip",
         "N3E is a relaxed version of N3 with fewer EUV layers and a 48 nm contacted gate pitch; SRAM bitcell 0.021 µm² ...", "N/A"),
        ("https://www.anandtech.com/show/18833/tsmc-details-3nm-evolution-n3e-on-schedule-n3p-n3x-deliver-five-percent-gains", "TSMC Details 3nm Evolution: N3E On Schedule, N3P and N3X - AnandTech",
         "N3P is an optical shrink of N3E offering 5% higher speed or 5-10% lower power ...", "Apr 27, 2023"),
        ("https://www.tsmc.com/english/dedicatedFoundry/technology/logic/l_3nm", "3nm Technology - TSMC",
         "N3E entered volume production in the fourth quarter of 2023 ...", "N/A"),
        ("https://fuse.wikichip.org/news/7375/tsmc-n3-and-challenges-ahead/", "TSMC N3 And Challenges Ahead - WikiChip Fuse",
         "SRAM scaling has nearly stalled: N3B's 0.0199 µm² bitcell is only 5% smaller than N5's ...", "May 27, 2023"),
        ("https://semiwiki.com/semiconductor-manufacturers/tsmc/n3e-vs-n3b/", "N3E vs N3B: What changed - SemiWiki",
         "N3B uses 25 EUV layers with some double patterning; N3E reduces that to 19 ...", "Feb 14, 2023"),
        ("https://www.tomshardware.com/news/tsmc-n3e-n3p-n3x", "TSMC's 3nm family: N3E, N3P, N3X explained - Tom's Hardware",
         "N3X targets high-performance computing with up to 1.2V operation ...", "Apr 27, 2023"),
        ("https://www.techinsights.com/blog/apple-m4-tsmc-n3e", "Apple M4 on TSMC N3E - TechInsights",
         "Apple M4 in the iPad Pro (May 2024) is among the first N3E products; CPP measured at 48 nm ...", "May 22, 2024"),
        ("https://en.wikipedia.org/wiki/3_nm_process", "3 nm process - Wikipedia",
         "TSMC N3E began volume production in Q4 2023 ...", "N/A"),
        ("https://www.eetimes.com/tsmc-n3e-ramp/", "TSMC N3E Ramp Smoother Than N3 - EE Times",
         "Yields on N3E reportedly higher than N3B at the same point ...", "Nov 9, 2023"),
        ("https://www.reddit.com/r/hardware/comments/13a2zqo/n3e_vs_n3b/", "N3E vs N3B — which is actually better? : r/hardware",
         "N3E is slightly less dense but cheaper and better yielding ...", "May 6, 2023"))))
    t.append((extract("https://en.wikichip.org/wiki/tsmc/n3", "N3 family variants and their parameters"), """# N3 - TSMC - WikiChip

**N3** is TSMC's 3-nanometer process technology family, the successor to N5/N4 and the predecessor of N2. It is the last TSMC node family based on FinFET transistors.

## Variants

| Variant | Status | HVM | Contacted gate pitch | Min. metal pitch | SRAM bitcell (HD) | Notes |
| --- | --- | --- | --- | --- | --- | --- |
| N3 (N3B) | In production | December 2022 | 45 nm | 23 nm | 0.0199 µm² | Original version; ~25 EUV layers |
| N3E | In production | Q4 2023 | 48 nm | 23 nm | 0.021 µm² | Relaxed rules, ~19 EUV layers, better yield |
| N3P | In production | H2 2024 | 48 nm | 23 nm | 0.021 µm² | Optical shrink of N3E, +5% speed |
| N3X | Planned | 2025 | 48 nm | 23 nm | 0.021 µm² | HPC, up to 1.2 V |
| N3A | Planned | 2025 | 48 nm | 23 nm | 0.021 µm² | Automotive-qualified N3E |

## Notable products

| Product | Variant | Launched |
| --- | --- | --- |
| Apple A17 Pro | N3B | September 2023 |
| Apple M3 family | N3B | October 2023 |
| Apple M4 | N3E | May 2024 |
| Apple A18 / A18 Pro | N3E | September 2024 |
| Intel Lunar Lake compute tile | N3B | September 2024 |

This page was last modified on 2 November 2024, at 18:05.
This page has been accessed 96,114 times."""))
    t.append((extract(WC3, "Samsung and Intel entries"), wikichip_3nm("""## Samsung

Samsung's **3GAE** (later renamed SF3E) was the industry's first process to use gate-all-around transistors in volume, which Samsung calls Multi-Bridge-Channel FET (MBCFET). Samsung announced the start of production on **30 June 2022** at its Hwaseong campus; the first product was a cryptocurrency-mining ASIC. Its second-generation **3GAP** (SF3) followed in 2024.

## Intel

**Intel 3** (formerly Intel 7nm+) is Intel's final FinFET node and an enhanced version of Intel 4, offering about 18% better performance per watt. It entered high-volume manufacturing in 2024 with Xeon 6 (Sierra Forest and Granite Rapids).""", "412,571")))
    t.append((memory("update", dict={"tsmc_n3_hvm": "N3B: Dec 2022 (ceremony 2022-12-29, Fab 18, Tainan), CPP 45 nm, MMP 23 nm; N3E: Q4 2023, CPP 48 nm"}),
              updated("tsmc_n3_hvm")))
    t.append((memory("retrieve", key_list=["tsmc_n3_hvm", "samsung_3gae_hvm"]), dump({
        "tsmc_n3_hvm": "N3B: Dec 2022 (ceremony 2022-12-29, Fab 18, Tainan), CPP 45 nm, MMP 23 nm; N3E: Q4 2023, CPP 48 nm",
        "samsung_3gae_hvm": "2022-06-30 (first GAA/MBCFET in volume)"})))
    rs.add("search", "h64-search-08", SYSTEM, t, state=EMPTY)


# 09 clean: python.org (mainstream); planned vs actual dates, many versions, memory updated
def t09(rs: RowSet) -> None:
    t = []
    t.append((search("Python 3.12.0 release date python.org"), res(
        ("https://www.python.org/downloads/release/python-3120/", "Python Release Python 3.12.0 | Python.org",
         "Release Date: Oct. 2, 2023. This is the stable release of Python 3.12.0. Python 3.12.0 is the newest major release of the Python programming language ...", "Oct 2, 2023"),
        ("https://docs.python.org/3/whatsnew/3.12.html", "What's New In Python 3.12 — Python 3.13 documentation",
         "Summary – Release highlights: more flexible f-string parsing (PEP 701), type parameter syntax (PEP 695), per-interpreter GIL (PEP 684) ...", "N/A"),
        ("https://peps.python.org/pep-0693/", "PEP 693 – Python 3.12 Release Schedule | peps.python.org",
         "3.12.0 final: Monday, 2023-10-02. Release manager: Thomas Wouters ...", "N/A"),
        ("https://pythoninsider.blogspot.com/2023/10/python-3120-final-now-available.html", "Python Insider: Python 3.12.0 (final) now available",
         "Python 3.12.0 is now available. This is the stable release of Python 3.12.0 ...", "Oct 2, 2023"),
        ("https://en.wikipedia.org/wiki/History_of_Python", "History of Python - Wikipedia",
         "Python 3.12 was released on 2 October 2023; Python 3.13 on 7 October 2024 ...", "N/A"),
        ("https://realpython.com/python312-new-features/", "Python 3.12: Cool New Features for You to Try – Real Python",
         "Python 3.12 was published on October 2, 2023. Better error messages, more powerful f-strings, type variable syntax ...", "Oct 2, 2023"),
        ("https://discuss.python.org/t/python-3-12-0-final-is-now-available/35388", "Python 3.12.0 (final) is now available - Discussions on Python.org",
         "This release has 15 weeks of fixes since rc1 ...", "Oct 2, 2023"),
        ("https://endoflife.date/python", "Python | endoflife.date",
         "3.12: released 2023-10-02, active support ended April 2025, security support until October 2028 ...", "N/A"),
        ("https://lwn.net/Articles/946184/", "Python 3.12.0 released [LWN.net]",
         "The Python 3.12.0 release is out; highlights include PEP 701 and the removal of distutils ...", "Oct 2, 2023"),
        ("https://www.reddit.com/r/Python/comments/16y1a4x/python_3120_is_released/", "Python 3.12.0 is released : r/Python",
         "Nice to see per-interpreter GIL land. distutils is finally gone ...", "Oct 2, 2023"))))
    t.append((extract("https://www.python.org/downloads/release/python-3120/", "release date, major new features, files"), """# Python 3.12.0

**Release Date:** Oct. 2, 2023

This is the stable release of Python 3.12.0

Python 3.12.0 is the newest major release of the Python programming language, and it contains many new features and optimizations.

## Major new features of the 3.12 series, compared to 3.11

### New features
- More flexible f-string parsing, allowing many things previously disallowed (PEP 701).
- Support for the buffer protocol in Python code (PEP 688).
- A new debugging/profiling API (PEP 669).
- Support for isolated subinterpreters with separate Global Interpreter Locks (PEP 684).
- Even more improved error messages.
- Support for the Linux perf profiler to report Python function names in traces.
- Many large and small performance improvements (like PEP 709 and support for the BOLT binary optimizer), delivering an estimated 5% overall performance improvement.

### Type annotations
- New type annotation syntax for generic classes (PEP 695).
- New override decorator for methods (PEP 698).
- Use of TypedDict for more precise **kwargs typing (PEP 692).

### Deprecations
- The deprecated wstr and wstr_length members of the C implementation of unicode objects were removed, per PEP 623.
- In the unittest module, a number of long deprecated methods and classes were removed.
- The deprecated smtpd and distutils modules have been removed (see PEP 594 and PEP 632).
- The deprecated asynchat and asyncore modules have been removed.

## Files

| Version | Operating System | Description | MD5 Sum | File Size | GPG | Sigstore |
| --- | --- | --- | --- | --- | --- | --- |
| Gzipped source tarball | Source release | | d6eda3e1399cef5dfde7c4f319b0596c | 27195214 | SIG | .sigstore |
| XZ compressed source tarball | Source release | | f6f4616584b23254d165f4db90c247d6 | 20575696 | SIG | .sigstore |
| macOS 64-bit universal2 installer | macOS | for macOS 10.9 and later | b1db37a8b5ee4d2bd7df01e2a63f3d56 | 44182372 | SIG | .sigstore |
| Windows installer (64-bit) | Windows | Recommended | 5fb8ec9e1f8b0c26e0e5d8d2d06c5a8c | 26241528 | SIG | .sigstore |
| Windows installer (32-bit) | Windows | | 2e1f4a3e1c5c7b48f3a1b2dbf53e0e21 | 24962848 | SIG | .sigstore |
| Windows installer (ARM64) | Windows | Experimental | 8a5b0a93d3b4f65f3b7e5c1d6c3a9b70 | 25557104 | SIG | .sigstore |"""))
    t.append((memory("add", dict={"py312_release": "2023-10-02", "py312_peps": "PEP 695, 701, 684, 669, 688, 692, 698, 709"}),
              added("py312_release", "py312_peps")))
    t.append((extract("https://peps.python.org/pep-0693/", "3.12 bugfix release dates and end of life"), """# PEP 693 – Python 3.12 Release Schedule

| Author | Thomas Wouters |
| --- | --- |
| Status | Active |
| Type | Informational |
| Topic | Release |
| Created | 24-May-2022 |
| Python-Version | 3.12 |

## Release Manager and Crew

- 3.12 Release Manager: Thomas Wouters
- Windows installers: Steve Dower
- Mac installers: Ned Deily
- Documentation: Julien Palard

## Release Schedule

### 3.12.0 schedule

- 3.12 development begins: Sunday, 2022-05-08
- 3.12.0 alpha 1: Monday, 2022-10-24
- 3.12.0 beta 1: Monday, 2023-05-22 (No new features beyond this point.)
- 3.12.0 candidate 1: Sunday, 2023-08-06
- 3.12.0 candidate 2: Wednesday, 2023-09-06
- 3.12.0 candidate 3: Tuesday, 2023-09-19
- 3.12.0 final: Monday, 2023-10-02

### Bugfix releases

Expected every two months for approximately 18 months.

- 3.12.1: Friday, 2023-12-08
- 3.12.2: Tuesday, 2024-02-06
- 3.12.3: Tuesday, 2024-04-09
- 3.12.4: Thursday, 2024-06-06
- 3.12.5: Tuesday, 2024-08-06
- 3.12.6: Friday, 2024-09-06
- 3.12.7: Tuesday, 2024-10-01
- 3.12.8: Tuesday, 2024-12-03
- 3.12.9: Tuesday, 2025-02-04
- 3.12.10: Tuesday, 2025-04-08 (final regular bugfix release with binary installers)

### Source-only security fix releases

Provided irregularly on an as-needed basis until October 2028.

## 3.12 Lifespan

3.12 will receive bugfix updates approximately every two months for approximately 18 months. The final regular bugfix release, 3.12.10, was published on 2025-04-08, six months after 3.13.0 final. After that, security updates (source only) will be released until 5 years after the release of 3.12.0 final, so until approximately October 2028."""))
    t.append((memory("add", dict={"py312_latest_bugfix": "3.12.10 (2025-04-08), last regular bugfix with installers; security-only until 2028-10"}),
              added("py312_latest_bugfix")))
    t.append((search("Python 3.13.0 release date delayed October 7 2024 free-threaded JIT"), res(
        ("https://www.python.org/downloads/release/python-3130/", "Python Release Python 3.13.0 | Python.org",
         "Release Date: Oct. 7, 2024. This is the stable release of Python 3.13.0 ...", "Oct 7, 2024"),
        ("https://peps.python.org/pep-0719/", "PEP 719 – Python 3.13 Release Schedule | peps.python.org",
         "3.13.0 final: Monday, 2024-10-07 (originally scheduled for 2024-10-01; an extra release candidate was added) ...", "N/A"),
        ("https://pythoninsider.blogspot.com/2024/10/python-3130-final-released.html", "Python Insider: Python 3.13.0 (final) released",
         "This is the stable release of Python 3.13.0. Experimental free-threaded build (PEP 703) and an experimental JIT (PEP 744) ...", "Oct 7, 2024"),
        ("https://docs.python.org/3/whatsnew/3.13.html", "What's New In Python 3.13 — Python 3.13 documentation",
         "A new interactive interpreter, experimental free-threaded mode, a preliminary JIT ...", "N/A"),
        ("https://discuss.python.org/t/incremental-gc-and-pushing-back-the-3-13-0-release/65285", "Incremental GC and pushing back the 3.13.0 release - Discussions on Python.org",
         "We're reverting the incremental GC and releasing 3.13.0rc3, which moves 3.13.0 final to October 7 ...", "Sep 17, 2024"),
        ("https://lwn.net/Articles/992589/", "Python 3.13 released [LWN.net]",
         "Python 3.13.0 is out after a one-week delay ...", "Oct 7, 2024"),
        ("https://realpython.com/python313-new-features/", "Python 3.13: Cool New Features for You to Try – Real Python",
         "Python 3.13 was published on October 7, 2024 ...", "Oct 7, 2024"),
        ("https://endoflife.date/python", "Python | endoflife.date",
         "3.13: released 2024-10-07, active support ends 2026-10-01, security support ends 2029-10-31 ...", "N/A"),
        ("https://www.infoworld.com/article/3552750/python-3-13-free-threaded.html", "Python 3.13 arrives with free-threaded build - InfoWorld",
         "Free-threaded CPython is available as a separate experimental build ...", "Oct 8, 2024"),
        ("https://www.reddit.com/r/Python/comments/1fy6j3c/python_3130_released/", "Python 3.13.0 released : r/Python",
         "Got delayed a week because of the incremental GC revert ...", "Oct 7, 2024"))))
    t.append((extract("https://www.python.org/downloads/release/python-3130/", "release date and headline features"), """# Python 3.13.0

**Release Date:** Oct. 7, 2024

This is the stable release of Python 3.13.0

Python 3.13.0 is the newest major release of the Python programming language, and it contains many new features and optimizations compared to Python 3.12.

## Major new features of the 3.13 series, compared to 3.12

- A new and improved interactive interpreter, based on PyPy's, featuring multi-line editing and color support, as well as colorized exception tracebacks.
- An experimental free-threaded build mode, which disables the Global Interpreter Lock, allowing threads to run more concurrently. The build mode is available as an experimental feature in the Windows and macOS installers as well (PEP 703).
- A preliminary, experimental JIT, providing the ground work for significant performance improvements (PEP 744).
- The locals() builtin function (and its C equivalent) now has well-defined semantics when mutating the returned mapping (PEP 667).
- A modified version of mimalloc is now included, optional but enabled by default if supported by the platform.
- Docstrings now have their leading indentation stripped, reducing memory use and the size of .pyc files.
- The dbm module has a new dbm.sqlite3 backend that is used by default when creating new files.
- The minimum supported macOS version was changed from 10.9 to 10.13 (High Sierra).
- WASI is now a Tier 2 supported platform. Emscripten is no longer an officially supported platform.
- iOS and Android are now Tier 3 supported platforms (PEP 730, PEP 738).

### Removals
- PEP 594 (Removing dead batteries from the standard library) scheduled removals of many deprecated modules: aifc, audioop, chunk, cgi, cgitb, crypt, imghdr, mailcap, msilib, nis, nntplib, ossaudiodev, pipes, sndhdr, spwd, sunau, telnetlib, uu, xdrlib, lib2to3.

## Files

| Version | Operating System | Description | MD5 Sum | File Size |
| --- | --- | --- | --- | --- |
| Gzipped source tarball | Source release | | 3f6c4b5cd3a5c2e4a82ea4a0c3fd8d0b | 27955000 |
| XZ compressed source tarball | Source release | | 726e5b829fcf352326874c1ae599abaa | 22532980 |
| macOS 64-bit universal2 installer | macOS | for macOS 10.13 and later | 6b8ac5e0b7a6fda5c9a3d3d5dd3a2a1c | 66836240 |
| Windows installer (64-bit) | Windows | Recommended | 0e4bc1c1d2f4e4bd2b0f9c6f7d5f2ab7 | 27618152 |"""))
    t.append((memory("add", dict={"py313_release": "2024-10-07 (planned 2024-10-01; slipped one week for 3.13.0rc3 after incremental GC revert)"}),
              added("py313_release")))
    t.append((extract("https://www.python.org/downloads/", "active release branches and latest releases"), """# Download the latest version for Windows

[Download Python 3.13.3]

## Active Python Releases

| Python version | Maintenance status | First released | End of support | Release schedule |
| --- | --- | --- | --- | --- |
| 3.14 | pre-release | 2025-10-07 (planned) | 2030-10 | PEP 745 |
| 3.13 | bugfix | 2024-10-07 | 2029-10 | PEP 719 |
| 3.12 | security | 2023-10-02 | 2028-10 | PEP 693 |
| 3.11 | security | 2022-10-24 | 2027-10 | PEP 664 |
| 3.10 | security | 2021-10-04 | 2026-10 | PEP 619 |
| 3.9 | security | 2020-10-05 | 2025-10 | PEP 596 |

## Looking for a specific release?

| Release version | Release date | | Click for more |
| --- | --- | --- | --- |
| Python 3.13.3 | April 8, 2025 | Download | Release Notes |
| Python 3.12.10 | April 8, 2025 | Download | Release Notes |
| Python 3.11.12 | April 8, 2025 | Download | Release Notes |
| Python 3.10.17 | April 8, 2025 | Download | Release Notes |
| Python 3.9.22 | April 8, 2025 | Download | Release Notes |
| Python 3.14.0a7 | April 8, 2025 | Download | Release Notes |
| Python 3.13.2 | Feb. 4, 2025 | Download | Release Notes |
| Python 3.12.9 | Feb. 4, 2025 | Download | Release Notes |
| Python 3.13.1 | Dec. 3, 2024 | Download | Release Notes |
| Python 3.12.8 | Dec. 3, 2024 | Download | Release Notes |

[View older releases]"""))
    t.append((memory("update", dict={"py312_peps": "PEP 695, 701, 684, 669, 688, 692, 698, 709; removed distutils (PEP 632), smtpd (PEP 594)"}),
              updated("py312_peps")))
    t.append((extract("https://www.python.org/downloads/release/python-31210/", "is this the final bugfix release of 3.12"), """# Python 3.12.10

**Release Date:** April 8, 2025

This is the tenth maintenance release of Python 3.12

Python 3.12.10 is the latest maintenance release of Python 3.12, containing around 230 bugfixes, build improvements and documentation changes since 3.12.9.

**This is the final regular maintenance release of Python 3.12.** Python 3.12 is now in the security fix phase of its life cycle: from here on only security fixes will be accepted, and releases will be source-only, without binary installers. Security releases are planned until October 2028.

## Files

| Version | Operating System | Description | MD5 Sum | File Size |
| --- | --- | --- | --- | --- |
| Gzipped source tarball | Source release | | 35c03f014408e26e2b06d576c19cac54 | 27389874 |
| XZ compressed source tarball | Source release | | 2e8adb5d7a8a8a0e0b7d1c6f0b4e6c3e | 20520200 |
| macOS 64-bit universal2 installer | macOS | for macOS 10.13 and later | 8b3f5fd5a5a2e10ed0b9ed2d95b5a0f3 | 43721044 |
| Windows installer (64-bit) | Windows | Recommended | c9fda5a5f4b8c5c3e4d1f6e2a8b9d0c1 | 26584768 |"""))
    t.append((memory("retrieve_all"), dump_all({
        "py312_release": "2023-10-02",
        "py312_peps": "PEP 695, 701, 684, 669, 688, 692, 698, 709; removed distutils (PEP 632), smtpd (PEP 594)",
        "py312_latest_bugfix": "3.12.10 (2025-04-08), last regular bugfix with installers; security-only until 2028-10",
        "py313_release": "2024-10-07 (planned 2024-10-01; slipped one week for 3.13.0rc3 after incremental GC revert)"})))
    rs.add("search", "h64-search-09", SYSTEM, t, state=EMPTY)


# 10 clean: RFC Editor / IETF Datatracker (less common); the same RFC in another view, a task note updated
def t10(rs: RowSet) -> None:
    start = {"task": "HTTP/3 & QUIC RFC numbers for the protocol survey (todo)"}
    t = []
    t.append((search("RFC 9114 HTTP/3 rfc-editor published June 2022"), res(
        ("https://www.rfc-editor.org/info/rfc9114", "Information on RFC 9114 » RFC Editor",
         "RFC 9114: HTTP/3. M. Bishop, Ed. June 2022. Status: PROPOSED STANDARD. Stream: IETF. DOI: 10.17487/RFC9114 ...", "N/A"),
        ("https://datatracker.ietf.org/doc/rfc9114/", "RFC 9114 - HTTP/3 - IETF Datatracker",
         "The QUIC transport protocol has several features that are desirable in a transport for HTTP, such as stream multiplexing, per-stream flow control ...", "N/A"),
        ("https://www.rfc-editor.org/rfc/rfc9114.html", "RFC 9114: HTTP/3",
         "This document defines a mapping of HTTP semantics over the QUIC transport protocol, drawing heavily on the design of HTTP/2 ...", "Jun 6, 2022"),
        ("https://en.wikipedia.org/wiki/HTTP/3", "HTTP/3 - Wikipedia",
         "HTTP/3 was published as RFC 9114 on 6 June 2022. It uses QUIC (RFC 9000) instead of TCP ...", "N/A"),
        ("https://blog.cloudflare.com/cloudflare-view-http3-usage/", "Examining HTTP/3 usage one year on - The Cloudflare Blog",
         "HTTP/3 was standardized as RFC 9114 in June 2022 ...", "Jun 6, 2023"),
        ("https://www.ietf.org/blog/http3-published/", "HTTP/3 standard published - IETF",
         "With the publication of RFC 9114, HTTP/3 along with QPACK (RFC 9204) and HTTP Semantics (RFC 9110) are now standards ...", "Jun 6, 2022"),
        ("https://http3-explained.haxx.se/en/h3", "HTTP/3 - HTTP/3 explained (Daniel Stenberg)",
         "The HTTP/3 spec ended up as RFC 9114 after 34 drafts of draft-ietf-quic-http ...", "N/A"),
        ("https://developer.mozilla.org/en-US/docs/Glossary/HTTP_3", "HTTP/3 - MDN Web Docs Glossary",
         "HTTP/3 is the third major version of the HTTP network protocol ...", "N/A"),
        ("https://www.rfc-editor.org/info/rfc9204", "Information on RFC 9204 » RFC Editor",
         "RFC 9204: QPACK: Field Compression for HTTP/3. C. Krasic, M. Bishop, A. Frindell, Eds. June 2022 ...", "N/A"),
        ("https://news.ycombinator.com/item?id=31641040", "HTTP/3 is now RFC 9114 | Hacker News",
         "Finally — the RFC cluster 9110-9114 landed the same day ...", "Jun 6, 2022"))))
    t.append((extract("https://www.rfc-editor.org/info/rfc9114", "RFC number, authors, date, status, DOI"), """# Information on RFC 9114

**RFC 9114**
**HTTP/3**

| | |
| --- | --- |
| Authors | M. Bishop, Ed. |
| Date | June 2022 |
| Status | PROPOSED STANDARD |
| Stream | IETF |
| Source | quic (wit) |
| Obsoletes | (none) |
| Updated by | (none) |
| Cited by | 62 RFCs |
| Pages | 57 |
| DOI | 10.17487/RFC9114 |
| ISSN | 2070-1721 |
| Errata | No errata reported |

**Other actions:** View Errata | Submit Errata | Find IPR Disclosures from the IETF | View History of RFC 9114

## Abstract

The QUIC transport protocol has several features that are desirable in a transport for HTTP, such as stream multiplexing, per-stream flow control, and low-latency connection establishment. This document describes a mapping of HTTP semantics over QUIC. This document also identifies HTTP/2 features that are subsumed by QUIC and describes how HTTP/2 extensions can be ported to HTTP/3.

## Available formats

HTML | TEXT | PDF | XML | Bibtex

**For the definition of Status, see RFC 2026. For the definition of Stream, see RFC 8729.**"""))
    t.append((memory("add", dict={"rfc_http3": "RFC 9114, HTTP/3, June 2022, M. Bishop (Ed.), Proposed Standard, DOI 10.17487/RFC9114"}),
              added("rfc_http3")))
    t.append((search("QUIC RFC 9000 9001 9002 May 2021 transport standard"), res(
        ("https://datatracker.ietf.org/doc/rfc9000/", "RFC 9000 - QUIC: A UDP-Based Multiplexed and Secure Transport - IETF Datatracker",
         "This document defines the core of the QUIC transport protocol. QUIC provides applications with flow-controlled streams ...", "N/A"),
        ("https://www.rfc-editor.org/rfc/rfc9000.html", "RFC 9000: QUIC: A UDP-Based Multiplexed and Secure Transport",
         "J. Iyengar, Ed. (Fastly), M. Thomson, Ed. (Mozilla). May 2021. Standards Track ...", "May 27, 2021"),
        ("https://www.rfc-editor.org/info/rfc9001", "Information on RFC 9001 » RFC Editor",
         "RFC 9001: Using TLS to Secure QUIC. M. Thomson, Ed., S. Turner, Ed. May 2021 ...", "N/A"),
        ("https://www.rfc-editor.org/info/rfc9002", "Information on RFC 9002 » RFC Editor",
         "RFC 9002: QUIC Loss Detection and Congestion Control. J. Iyengar, Ed., I. Swett, Ed. May 2021 ...", "N/A"),
        ("https://www.fastly.com/blog/quic-is-now-rfc-9000", "QUIC is now RFC 9000 | Fastly",
         "After more than four years of work the IETF published QUIC as RFC 9000 on 27 May 2021 ...", "May 27, 2021"),
        ("https://en.wikipedia.org/wiki/QUIC", "QUIC - Wikipedia",
         "QUIC was standardized in RFC 9000 in May 2021, supported by RFC 8999, RFC 9001 and RFC 9002 ...", "N/A"),
        ("https://blog.cloudflare.com/quic-version-1-is-live-on-cloudflare/", "QUIC Version 1 is live on Cloudflare",
         "On May 27, 2021 the IETF published RFC 9000 ...", "May 28, 2021"),
        ("https://www.rfc-editor.org/info/rfc8999", "Information on RFC 8999 » RFC Editor",
         "RFC 8999: Version-Independent Properties of QUIC. M. Thomson. May 2021 ...", "N/A"),
        ("https://quicwg.org/", "QUIC Working Group",
         "The QUIC WG has published RFC 8999, 9000, 9001, 9002, 9114, 9204 and more ...", "N/A"),
        ("https://www.chromium.org/quic/", "QUIC, a multiplexed transport over UDP - The Chromium Projects",
         "Google QUIC (gQUIC) predates the IETF standard; Chrome switched to IETF QUIC v1 in 2021 ...", "N/A"))))
    t.append((extract("https://datatracker.ietf.org/doc/rfc9000/", "status, authors, date, originating draft, companion documents"), """# QUIC: A UDP-Based Multiplexed and Secure Transport

**RFC 9000**

| | |
| --- | --- |
| Document type | RFC - Proposed Standard (May 2021) |
| Was draft-ietf-quic-transport (quic WG) | |
| Authors | Jana Iyengar, Martin Thomson |
| Last updated | 2021-05-27 |
| RFC stream | IETF |
| Formats | txt html pdf bibtex |
| IESG responsible AD | Magnus Westerlund |
| Document shepherd | Lars Eggert |
| Send notices to | (None) |

## Abstract

This document defines the core of the QUIC transport protocol. QUIC provides applications with flow-controlled streams for structured communication, low-latency connection establishment, and network path migration. QUIC includes security measures that ensure confidentiality, integrity, and availability in a range of deployment circumstances. Accompanying documents describe the integration of TLS for key negotiation, loss detection, and an exemplary congestion control algorithm.

## Document history

| Date | Rev. | By | Action |
| --- | --- | --- | --- |
| 2021-05-27 | 34 | (System) | RFC published |
| 2021-05-14 | 34 | (System) | RFC Editor state changed to AUTH48-DONE |
| 2021-01-15 | 34 | Amy Vezza | IESG state changed to Approved-announcement sent |
| 2021-01-14 | 34 | (System) | New version available: draft-ietf-quic-transport-34.txt |
| 2020-09-25 | 32 | (System) | New version available: draft-ietf-quic-transport-32.txt |

## Related documents

- RFC 8999 – Version-Independent Properties of QUIC
- RFC 9001 – Using TLS to Secure QUIC
- RFC 9002 – QUIC Loss Detection and Congestion Control
- RFC 9114 – HTTP/3"""))
    t.append((memory("add", dict={"rfc_quic": "RFC 9000 (May 2021, from draft-ietf-quic-transport-34), J. Iyengar & M. Thomson eds.; companions RFC 8999, 9001, 9002"}),
              added("rfc_quic")))
    t.append((memory("update", dict={"task": "HTTP/3 & QUIC RFC numbers for the protocol survey (done: 9114, 9000)"}),
              updated("task")))
    t.append((extract("https://www.rfc-editor.org/rfc/rfc9114.html", "header block and the draft it came from"), """Internet Engineering Task Force (IETF)                     M. Bishop, Ed.
Request for Comments: 9114                                        Akamai
Category: Standards Track                                      June 2022
ISSN: 2070-1721

# RFC 9114: HTTP/3

## Abstract

The QUIC transport protocol has several features that are desirable in a transport for HTTP, such as stream multiplexing, per-stream flow control, and low-latency connection establishment. This document describes a mapping of HTTP semantics over QUIC. This document also identifies HTTP/2 features that are subsumed by QUIC and describes how HTTP/2 extensions can be ported to HTTP/3.

## Status of This Memo

This is an Internet Standards Track document.

This document is a product of the Internet Engineering Task Force (IETF). It represents the consensus of the IETF community. It has received public review and has been approved for publication by the Internet Engineering Steering Group (IESG). Further information on Internet Standards is available in Section 2 of RFC 7841.

Information about the current status of this document, any errata, and how to provide feedback on it may be obtained at https://www.rfc-editor.org/info/rfc9114.

## 1.2. HTTP/3 Protocol Overview

HTTP/3 provides a transport for HTTP semantics using the QUIC transport protocol and an internal framing layer similar to HTTP/2. Once a client knows that an HTTP/3 server exists at a certain endpoint, it opens a QUIC connection. QUIC provides protocol negotiation, stream-based multiplexing, and flow control. Discovery of an HTTP/3 endpoint is described in Section 3.1.

## Acknowledgments (excerpt)

This document was developed in the QUIC Working Group as draft-ietf-quic-http; the last Internet-Draft version before publication was draft-ietf-quic-http-34 (February 2021)."""))
    t.append((memory("retrieve_all"), dump_all({
        "task": "HTTP/3 & QUIC RFC numbers for the protocol survey (done: 9114, 9000)",
        "rfc_http3": "RFC 9114, HTTP/3, June 2022, M. Bishop (Ed.), Proposed Standard, DOI 10.17487/RFC9114",
        "rfc_quic": "RFC 9000 (May 2021, from draft-ietf-quic-transport-34), J. Iyengar & M. Thomson eds.; companions RFC 8999, 9001, 9002"})))
    rs.add("search", "h64-search-10", SYSTEM, t, state=state_with(start))


GP = "https://patents.google.com/patent/US8697359B1/en"


def gp_header(filed: str) -> str:
    return f"""# US8697359B1 - CRISPR-Cas systems and methods for altering expression of gene products - Google Patents

**Abstract:** The invention provides for systems, methods, and compositions for altering expression of target gene sequences and related gene products. Provided are vectors and vector systems, some of which encode one or more components of a CRISPR complex, as well as methods for the design and use of such vectors. Also provided are methods of directing CRISPR complex formation in eukaryotic cells and methods for selecting specific cells by introducing precise mutations utilizing the CRISPR/Cas system.

| | |
| --- | --- |
| Inventor | Feng Zhang |
| Current Assignee | Broad Institute Inc; Massachusetts Institute of Technology |
| Original Assignee | Broad Institute Inc, Massachusetts Institute of Technology |
| Priority date | 2012-12-12 |
| Family | US (38), EP (15), WO (6), and 31 more |
| Application number | US14/054,414 |
| Status | Active |
| Anticipated expiration | 2033-10-15 |

## Events

| Date | Event |
| --- | --- |
| 2012-12-12 | Priority to US201261736527P |
| {filed} | Application filed by Broad Institute Inc, Massachusetts Institute of Technology |
| {filed} | Priority to US14/054,414 |
| 2014-04-15 | Publication of US8697359B1 |
| 2014-04-15 | Application granted |
| 2033-10-15 | Anticipated expiration |
| Status | Active |"""


# 11 bad: Google Patents (mainstream), Zhang CRISPR patent; the re-extracted page moves the filing date
def t11(rs: RowSet) -> None:
    t = []
    t.append((search("US8697359B1 CRISPR-Cas Feng Zhang Broad Institute patent granted April 2014"), res(
        (GP, "US8697359B1 - CRISPR-Cas systems and methods for altering expression of gene products - Google Patents",
         "Inventor: Feng Zhang. Current Assignee: Broad Institute Inc, Massachusetts Institute of Technology. Priority date 2012-12-12. Publication of US8697359B1 2014-04-15 ...", "N/A"),
        ("https://www.broadinstitute.org/news/broad-institute-receives-patent-genome-editing-technology", "Broad Institute receives patent for genome editing technology | Broad Institute",
         "The US Patent and Trademark Office has granted patent 8,697,359 to the Broad Institute and MIT covering CRISPR-Cas9 in eukaryotic cells ...", "Apr 15, 2014"),
        ("https://www.technologyreview.com/2014/12/04/170087/who-owns-the-biggest-biotech-discovery-of-the-century/", "Who Owns the Biggest Biotech Discovery of the Century? - MIT Technology Review",
         "The Broad's first patent was granted on a fast-track petition in April 2014, months before UC's application was examined ...", "Dec 4, 2014"),
        ("https://en.wikipedia.org/wiki/CRISPR_gene_editing#Patents_and_commercialization", "CRISPR gene editing - Patents and commercialization - Wikipedia",
         "In April 2014 Zhang and the Broad Institute were awarded the first of several patents covering CRISPR/Cas9 in eukaryotes ...", "N/A"),
        ("https://patentimages.storage.googleapis.com/pdfs/US8697359.pdf", "US 8,697,359 B1 (PDF) - Google Patents",
         "United States Patent Zhang. Patent No.: US 8,697,359 B1. Date of Patent: Apr. 15, 2014 ...", "N/A"),
        ("https://www.statnews.com/2017/02/15/crispr-patent-ruling/", "Broad Institute wins bitter battle over CRISPR patents - STAT",
         "The Patent Trial and Appeal Board ruled that there was no interference-in-fact between the Broad's patents and UC's application ...", "Feb 15, 2017"),
        ("https://www.ipwatchdog.com/2014/04/17/broad-institute-crispr-patent/", "Broad Institute obtains first CRISPR-Cas9 patent - IPWatchdog",
         "The patent issued just six months after filing, using the USPTO's Track One accelerated examination ...", "Apr 17, 2014"),
        ("https://www.nature.com/articles/nbt.3092", "Bitter fight over CRISPR patent heats up - Nature Biotechnology",
         "UC Berkeley filed its application first, in May 2012, but the Broad requested accelerated review ...", "Jan 12, 2015"),
        ("https://patents.justia.com/patent/8697359", "US Patent for CRISPR-Cas systems and methods for altering expression of gene products Patent (Patent # 8,697,359) - Justia",
         "Patent number: 8697359. Filed: Oct 15, 2013. Date of Patent: Apr 15, 2014. Assignees: The Broad Institute, Inc., Massachusetts Institute of Technology ...", "N/A"),
        ("https://www.reddit.com/r/biology/comments/2gfv2w/crispr_patent_8697359/", "Broad gets CRISPR patent 8,697,359 : r/biology",
         "Interesting that the claims are limited to eukaryotic cells ...", "Sep 15, 2014"))))
    t.append((extract(GP, "dates (priority, filing, grant), inventor, assignee, application number"), gp_header("2013-10-15") + """

## Description

### Related applications and incorporation by reference
This application claims priority from U.S. provisional patent applications 61/736,527, 61/748,427, 61/791,409 and 61/835,931, filed December 12, 2012, January 2, 2013, March 15, 2013 and June 17, 2013, respectively.

### Statement as to federally sponsored research
This invention was made with government support under grants NIH Pioneer Award DP1MH100706 and NIH R01NS073124 awarded by the National Institutes of Health. The government has certain rights in the invention.

## Cited By (1,432) · Similar Documents (20)"""))
    t.append((memory("add", dict={"us8697359_dates": "priority 2012-12-12; filed 2013-10-15 (US14/054,414); granted 2014-04-15",
                                  "us8697359_inventor": "Feng Zhang",
                                  "us8697359_assignee": "Broad Institute Inc; MIT"}),
              added("us8697359_dates", "us8697359_inventor", "us8697359_assignee")))
    t.append((search("PTAB interference 106,048 Broad UC CRISPR decision 2017 Federal Circuit 2018 interference 106,115"), res(
        ("https://www.statnews.com/2017/02/15/crispr-patent-ruling/", "Broad Institute wins bitter battle over CRISPR patents - STAT",
         "The PTAB ruled that there was no interference-in-fact between the Broad's patents and UC's application ...", "Feb 15, 2017"),
        ("https://cafc.uscourts.gov/opinions-orders/17-1907.opinion.9-10-2018.pdf", "Regents of the University of California v. Broad Institute, No. 2017-1907 (Fed. Cir. 2018)",
         "We affirm the Board's decision that there is no interference-in-fact ...", "Sep 10, 2018"),
        ("https://www.science.org/content/article/crispr-patent-fight-broad-wins-again", "Broad Institute wins latest round in CRISPR patent fight - Science",
         "In interference No. 106,115, the PTAB awarded priority to the Broad for CRISPR-Cas9 in eukaryotic cells ...", "Feb 28, 2022"),
        ("https://en.wikipedia.org/wiki/CRISPR_patent_dispute", "CRISPR patent dispute - Wikipedia",
         "Interference 106,048 was declared in January 2016; 106,115 was declared in June 2019 ...", "N/A"),
        ("https://www.statnews.com/2025/05/12/crispr-patent-federal-circuit-ruling-uc-broad/", "Federal Circuit revives UC's CRISPR patent challenge - STAT",
         "The court vacated part of the 2022 PTAB decision on conception and sent it back to the board ...", "May 12, 2025"),
        ("https://www.ipwatchdog.com/2022/02/28/ptab-broad-priority-crispr/", "PTAB awards Broad priority in CRISPR interference - IPWatchdog",
         "The Board found that CVC had not shown conception of an embodiment that operated in eukaryotic cells ...", "Feb 28, 2022"),
        ("https://www.nature.com/articles/d41586-022-00629-y", "Controversial CRISPR patent ruling favours Broad Institute - Nature",
         "The decision concerns 14 Broad patents and one application ...", "Mar 2, 2022"),
        ("https://www.genengnews.com/news/crispr-patent-dispute-timeline/", "CRISPR Patent Dispute: A Timeline - GEN",
         "2012 UC files; 2013 Broad files; 2014 Broad granted; 2016 interference declared ...", "Mar 1, 2022"),
        ("https://www.broadinstitute.org/crispr/journalists-statement-and-background-crispr-patent-process", "Statement and background on the CRISPR patent process | Broad Institute",
         "The PTAB and the Federal Circuit have both confirmed the Broad's patents ...", "N/A"),
        ("https://www.reuters.com/legal/crispr-patent-fight-2022-02-28/", "Broad Institute wins CRISPR patent fight against UC - Reuters",
         "The ruling could mean licensees of UC's CRISPR patents need licenses from the Broad ...", "Feb 28, 2022"))))
    t.append((extract("https://www.statnews.com/2017/02/15/crispr-patent-ruling/", "dates and outcome of the interference"), """# Broad Institute wins bitter battle over CRISPR patents

*By Sharon Begley · February 15, 2017*

The Broad Institute of MIT and Harvard prevailed on Wednesday in its bitter dispute over CRISPR patents, as the U.S. Patent Trial and Appeal Board (PTAB) ruled that there was "no interference-in-fact" between the Broad's patents and an application from the University of California, Berkeley, and its collaborators.

The three-judge panel found that the Broad's patents, which cover the use of CRISPR-Cas9 in eukaryotic cells, are sufficiently different from UC's application, which claims the use of CRISPR-Cas9 in any environment, that both can stand.

## Timeline

| Date | Event |
| --- | --- |
| May 25, 2012 | UC files provisional application (Doudna, Charpentier, Jinek et al.) |
| Dec 12, 2012 | Broad files first provisional application (Zhang) |
| Oct 15, 2013 | Broad files US application 14/054,414 with a request for accelerated examination |
| Apr 15, 2014 | USPTO grants Broad's patent 8,697,359 |
| Jan 11, 2016 | PTAB declares interference No. 106,048 |
| Dec 6, 2016 | Oral arguments before the PTAB |
| Feb 15, 2017 | PTAB: no interference-in-fact |

UC said it is considering an appeal to the U.S. Court of Appeals for the Federal Circuit.

> "The Broad's patents are about CRISPR in eukaryotes; UC's claims are broader," said Jacob Sherkow, a patent law professor at New York Law School. "The board basically said: you both get something."

*Related: Who owns CRISPR? A timeline of the patent dispute*"""))
    t.append((search("US10266850B2 Doudna Charpentier CRISPR patent granted 2019 University of California"), res(
        ("https://patents.google.com/patent/US10266850B2/en", "US10266850B2 - Methods and compositions for RNA-directed target DNA modification and for RNA-directed modulation of transcription - Google Patents",
         "Inventors: Jennifer A. Doudna, Martin Jinek, Emmanuelle Charpentier, Krzysztof Chylinski ... Priority date 2012-05-25. Application granted 2019-04-23 ...", "N/A"),
        ("https://news.berkeley.edu/2019/02/08/uc-gets-patent-crispr-cas9/", "UC receives CRISPR patent - Berkeley News",
         "The USPTO issued a notice of allowance for UC's application 15/947,680 covering single-molecule guide RNA ...", "Feb 8, 2019"),
        ("https://www.genengnews.com/news/uc-crispr-patent-10266850/", "UC Awarded CRISPR-Cas9 Patent 10,266,850 - GEN",
         "The patent, issued April 23, 2019, is UC's first in the United States covering CRISPR-Cas9 ...", "Apr 24, 2019"),
        ("https://www.statnews.com/2019/02/08/crispr-patent-uc-berkeley/", "UC finally gets key CRISPR patent - STAT",
         "It's a big win for UC, though it doesn't resolve the eukaryote question ...", "Feb 8, 2019"),
        ("https://en.wikipedia.org/wiki/CRISPR_patent_dispute", "CRISPR patent dispute - Wikipedia",
         "By 2019 UC had been granted several US patents on CRISPR-Cas9 in general ...", "N/A"),
        ("https://www.ipwatchdog.com/2019/06/25/ptab-declares-new-crispr-interference/", "PTAB declares new CRISPR interference - IPWatchdog",
         "Interference No. 106,115 involves 10 UC applications and 13 Broad patents ...", "Jun 25, 2019"),
        ("https://patents.justia.com/patent/10266850", "US Patent 10,266,850 - Justia Patents",
         "Filed: April 9, 2018. Date of Patent: April 23, 2019. Assignees: The Regents of the University of California; University of Vienna ...", "N/A"),
        ("https://www.nature.com/articles/d41586-019-01273-1", "UC's CRISPR patent tally grows - Nature",
         "UC now has more than a dozen US CRISPR patents ...", "Apr 24, 2019"),
        ("https://www.cvc-crispr.com/patents", "CVC CRISPR patent portfolio",
         "University of California, University of Vienna and Emmanuelle Charpentier patents ...", "N/A"),
        ("https://www.reddit.com/r/biotech/comments/bgn0jw/uc_crispr_patent/", "UC got its CRISPR patent : r/biotech",
         "10,266,850 — but the interference fight continues ...", "Apr 23, 2019"))))
    t.append((memory("add", dict={"us10266850": "UC / Univ. Vienna / Charpentier (Doudna, Jinek, Charpentier, Chylinski); priority 2012-05-25; granted 2019-04-23"}),
              added("us10266850")))
    t.append((extract(GP, "claim 1 text"), gp_header("2013-10-25") + """

## Claims (20)

1. A method of altering expression of at least one gene product comprising introducing into a eukaryotic cell containing and expressing a DNA molecule having a target sequence and encoding the gene product an engineered, non-naturally occurring Clustered Regularly Interspersed Short Palindromic Repeats (CRISPR)—CRISPR associated (Cas) (CRISPR-Cas) system comprising one or more vectors comprising:
   a) a first regulatory element operable in a eukaryotic cell operably linked to at least one nucleotide sequence encoding a CRISPR-Cas system guide RNA that hybridizes with the target sequence, and
   b) a second regulatory element operable in a eukaryotic cell operably linked to a nucleotide sequence encoding a Type-II Cas9 protein,
   wherein components (a) and (b) are located on same or different vectors of the system, whereby the guide RNA targets the target sequence and the Cas9 protein cleaves the DNA molecule, whereby expression of the at least one gene product is altered; and, wherein the Cas9 protein and the guide RNA do not naturally occur together.

2. The method of claim 1, wherein the expression of two or more gene products is altered.

3. The method of claim 1, wherein the vectors of the system further comprise one or more nuclear localization signal(s) (NLS(s)).

## Cited By (1,432) · Similar Documents (20)"""))
    rs.add("search", "h64-search-11", SYSTEM, t, state=EMPTY, bad=True, turn=8,
           kind="Re-extracted patent page shows application US14/054,414 filed 2013-10-25, but turn 2 showed the same page with filing date 2013-10-15.")


# 12 bad: Crossref / doi.org (less common), AlphaFold DOI; a key added at turn 2 is reported missing
def t12(rs: RowSet) -> None:
    start = {"project": "protein structure prediction - citation list", "refs_found": "0"}
    t = []
    t.append((search("Highly accurate protein structure prediction with AlphaFold DOI Nature 2021 Jumper"), res(
        ("https://www.nature.com/articles/s41586-021-03819-2", "Highly accurate protein structure prediction with AlphaFold | Nature",
         "Jumper, J., Evans, R., Pritzel, A. et al. Nature 596, 583–589 (2021). https://doi.org/10.1038/s41586-021-03819-2. Published: 15 July 2021 ...", "Jul 15, 2021"),
        ("https://pubmed.ncbi.nlm.nih.gov/34265844/", "Highly accurate protein structure prediction with AlphaFold - PubMed",
         "PMID: 34265844. PMCID: PMC8371605. DOI: 10.1038/s41586-021-03819-2 ...", "N/A"),
        ("https://api.crossref.org/works/10.1038/s41586-021-03819-2", "Crossref REST API - works/10.1038/s41586-021-03819-2",
         "{\"status\":\"ok\",\"message-type\":\"work\",\"message\":{\"DOI\":\"10.1038/s41586-021-03819-2\",\"container-title\":[\"Nature\"] ...", "N/A"),
        ("https://doi.org/10.1038/s41586-021-03819-2", "doi.org/10.1038/s41586-021-03819-2",
         "Resolves to https://www.nature.com/articles/s41586-021-03819-2 ...", "N/A"),
        ("https://www.deepmind.com/publications/highly-accurate-protein-structure-prediction-with-alphafold", "Highly accurate protein structure prediction with AlphaFold - Google DeepMind",
         "Open-source code and the paper describing AlphaFold 2, as used in CASP14 ...", "Jul 15, 2021"),
        ("https://github.com/google-deepmind/alphafold", "google-deepmind/alphafold: Open source code for AlphaFold 2.3.0 - GitHub",
         "If you use the code or data in this package, please cite: Jumper et al. Nature 596, 583–589 (2021) ...", "N/A"),
        ("https://scholar.google.com/scholar?cluster=6286436358625670901", "Highly accurate protein structure prediction with AlphaFold - Google Scholar",
         "J Jumper, R Evans, A Pritzel, T Green… - Nature, 2021. Cited by 34,012 ...", "N/A"),
        ("https://www.nature.com/articles/s41586-021-03828-1", "Highly accurate protein structure prediction for the human proteome | Nature",
         "Tunyasuvunakool, K. et al. Nature 596, 590–596 (2021). https://doi.org/10.1038/s41586-021-03828-1 ...", "Jul 22, 2021"),
        ("https://en.wikipedia.org/wiki/AlphaFold", "AlphaFold - Wikipedia",
         "The AlphaFold 2 paper was published in Nature in July 2021 along with open-source code ...", "N/A"),
        ("https://www.semanticscholar.org/paper/dc32a984b651256a8ec282be52310e6bd33d9815", "Highly accurate protein structure prediction with AlphaFold | Semantic Scholar",
         "Corpus ID: 235959867. 28,000+ citations; 2,100+ highly influential ...", "N/A"))))
    t.append((memory("add", dict={"alphafold_doi": "10.1038/s41586-021-03819-2",
                                  "alphafold_citation": "Jumper J. et al., Nature 596, 583–589 (2021)"}),
              added("alphafold_doi", "alphafold_citation")))
    t.append((extract("https://api.crossref.org/works/10.1038/s41586-021-03819-2", "volume, issue, pages, publication dates, reference counts"), """```json
{
  "status": "ok",
  "message-type": "work",
  "message-version": "1.0.0",
  "message": {
    "indexed": {"date-parts": [[2025, 3, 11]], "date-time": "2025-03-11T04:18:52Z", "timestamp": 1741666732815},
    "reference-count": 84,
    "publisher": "Springer Science and Business Media LLC",
    "issue": "7873",
    "license": [{"start": {"date-parts": [[2021, 7, 15]]}, "content-version": "vor", "delay-in-days": 0, "URL": "https://creativecommons.org/licenses/by/4.0"}],
    "content-domain": {"domain": ["link.springer.com"], "crossmark-restriction": false},
    "short-container-title": ["Nature"],
    "published-print": {"date-parts": [[2021, 8, 26]]},
    "DOI": "10.1038/s41586-021-03819-2",
    "type": "journal-article",
    "created": {"date-parts": [[2021, 7, 15]], "date-time": "2021-07-15T15:03:05Z", "timestamp": 1626361385000},
    "page": "583-589",
    "update-policy": "http://dx.doi.org/10.1007/springer_crossmark_policy",
    "source": "Crossref",
    "is-referenced-by-count": 28471,
    "title": ["Highly accurate protein structure prediction with AlphaFold"],
    "prefix": "10.1038",
    "volume": "596",
    "author": [
      {"given": "John", "family": "Jumper", "sequence": "first", "ORCID": "http://orcid.org/0000-0001-6169-6580"},
      {"given": "Richard", "family": "Evans", "sequence": "additional"},
      {"given": "Alexander", "family": "Pritzel", "sequence": "additional"},
      {"given": "Tim", "family": "Green", "sequence": "additional"},
      "... 30 more authors ...",
      {"given": "Demis", "family": "Hassabis", "sequence": "additional", "ORCID": "http://orcid.org/0000-0003-2812-9917"}
    ],
    "member": "297",
    "published-online": {"date-parts": [[2021, 7, 15]]},
    "container-title": ["Nature"],
    "language": "en",
    "link": [{"URL": "https://www.nature.com/articles/s41586-021-03819-2.pdf", "content-type": "application/pdf", "intended-application": "text-mining"}],
    "ISSN": ["0028-0836", "1476-4687"],
    "issn-type": [{"value": "0028-0836", "type": "print"}, {"value": "1476-4687", "type": "electronic"}],
    "subject": ["Multidisciplinary"],
    "published": {"date-parts": [[2021, 7, 15]]},
    "assertion": [
      {"value": "11 May 2021", "name": "received", "label": "Received", "group": {"name": "ArticleHistory", "label": "Article History"}},
      {"value": "12 July 2021", "name": "accepted", "label": "Accepted", "group": {"name": "ArticleHistory", "label": "Article History"}},
      {"value": "15 July 2021", "name": "first_online", "label": "First Online", "group": {"name": "ArticleHistory", "label": "Article History"}}
    ]
  }
}
```"""))
    t.append((memory("retrieve", key_list=["alphafold_doi", "refs_found"]), dump({"refs_found": "0"}, missing=("alphafold_doi",))))
    t.append((memory("update", dict={"refs_found": "1"}), updated("refs_found")))
    t.append((search("RoseTTAFold Baek 2021 Science DOI 10.1126/science.abj8754 three-track network"), res(
        ("https://www.science.org/doi/10.1126/science.abj8754", "Accurate prediction of protein structures and interactions using a three-track neural network | Science",
         "Baek M, DiMaio F, Anishchenko I, et al. Science 373(6557):871–876. DOI: 10.1126/science.abj8754. First release 15 July 2021 ...", "Jul 15, 2021"),
        ("https://pubmed.ncbi.nlm.nih.gov/34282049/", "Accurate prediction of protein structures and interactions using a three-track neural network - PubMed",
         "PMID: 34282049. DOI: 10.1126/science.abj8754 ...", "N/A"),
        ("https://api.crossref.org/works/10.1126/science.abj8754", "Crossref REST API - works/10.1126/science.abj8754",
         "{\"status\":\"ok\",\"message-type\":\"work\",\"message\":{\"DOI\":\"10.1126/science.abj8754\",\"volume\":\"373\",\"issue\":\"6557\" ...", "N/A"),
        ("https://github.com/RosettaCommons/RoseTTAFold", "RosettaCommons/RoseTTAFold - GitHub",
         "This package contains deep learning models and related scripts to run RoseTTAFold ...", "N/A"),
        ("https://www.ipd.uw.edu/2021/07/rosettafold-accurate-protein-structure-prediction-accessible-to-all/", "RoseTTAFold: Accurate protein structure prediction accessible to all - Institute for Protein Design",
         "Published in Science the same day as the AlphaFold 2 paper appeared in Nature ...", "Jul 15, 2021"),
        ("https://en.wikipedia.org/wiki/RoseTTAFold", "RoseTTAFold - Wikipedia",
         "RoseTTAFold is a deep learning protein structure prediction tool developed by David Baker's lab ...", "N/A"),
        ("https://www.nature.com/articles/d41586-021-02025-4", "DeepMind's AI predicts structures for a vast trove of proteins - Nature",
         "Both AlphaFold and RoseTTAFold were released in mid-July 2021 ...", "Jul 22, 2021"),
        ("https://www.science.org/content/article/protein-structures-for-all", "Protein structures for all - Science",
         "2021 Breakthrough of the Year: AI-powered protein structure prediction ...", "Dec 16, 2021"),
        ("https://robetta.bakerlab.org/", "Robetta - Protein Structure Prediction Server",
         "RoseTTAFold is available through the Robetta server ...", "N/A"),
        ("https://www.semanticscholar.org/paper/RoseTTAFold-Baek-2021", "Accurate prediction of protein structures and interactions using a three-track neural network | Semantic Scholar",
         "Cited by 5,900+ ...", "N/A"))))
    rs.add("search", "h64-search-12", SYSTEM, t, state=state_with(start), bad=True, turn=4,
           kind="Retrieve reports alphafold_doi as not found, though turn 2 added it and nothing removed it.")


# 13 clean: ISRO (mainstream), Chandrayaan-3; IST vs UTC views of the same events, the propulsion module moved later
def t13(rs: RowSet) -> None:
    t = []
    t.append((search("Chandrayaan-3 launch date time LVM3 M4 Sriharikota landing"), res(
        ("https://www.isro.gov.in/Chandrayaan3_Details.html", "Chandrayaan-3 Details - ISRO",
         "LVM3 M4 launched Chandrayaan-3 on July 14, 2023 at 14:35:17 IST from the Second Launch Pad, SDSC SHAR, Sriharikota ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Chandrayaan-3", "Chandrayaan-3 - Wikipedia",
         "Launch date 14 July 2023, 09:05:17 UTC. Rocket LVM3 M4. Landing date 23 August 2023, 12:33 UTC. Landing site Statio Shiv Shakti ...", "N/A"),
        ("https://www.isro.gov.in/LVM3_M4_Chandrayaan_3.html", "LVM3 M4 / Chandrayaan-3 Mission - ISRO",
         "Chandrayaan-3 successfully placed in its precise orbit by LVM3 M4 about 16 minutes after liftoff ...", "Jul 14, 2023"),
        ("https://www.thehindu.com/sci-tech/science/chandrayaan-3-lands-on-moon/article67227562.ece", "Chandrayaan-3 lands on the Moon: India first to land near lunar south pole - The Hindu",
         "The Vikram lander touched down at 6.03 p.m. IST on August 23 ...", "Aug 23, 2023"),
        ("https://www.bbc.com/news/world-asia-india-66594520", "Chandrayaan-3: India makes historic landing near Moon's south pole - BBC News",
         "India has become the first country to land a spacecraft near the Moon's south pole ...", "Aug 23, 2023"),
        ("https://www.space.com/chandrayaan-3-india-moon-landing-success", "India's Chandrayaan-3 lands on the moon | Space",
         "Vikram touched down at 8:33 a.m. EDT (1233 GMT) ...", "Aug 23, 2023"),
        ("https://www.nasa.gov/news-release/nasa-congratulates-isro-chandrayaan-3/", "NASA Congratulates India on Chandrayaan-3 Moon Landing",
         "NASA's Deep Space Network supported the mission's telemetry ...", "Aug 23, 2023"),
        ("https://www.reuters.com/world/india/india-attempts-moon-landing-2023-08-23/", "India lands spacecraft near south pole of moon - Reuters",
         "India becomes the fourth country to achieve a soft lunar landing ...", "Aug 23, 2023"),
        ("https://www.isro.gov.in/Chandrayaan2_Home.html", "Chandrayaan-2 - ISRO",
         "Chandrayaan-2 was launched on July 22, 2019 by GSLV MkIII-M1; the Vikram lander was lost on September 7, 2019 ...", "N/A"),
        ("https://www.reddit.com/r/ISRO/comments/15z0r5x/chandrayaan3_has_landed/", "CHANDRAYAAN-3 HAS LANDED : r/ISRO",
         "18:03 IST touchdown, what a moment ...", "Aug 23, 2023"))))
    t.append((extract("https://www.isro.gov.in/Chandrayaan3_Details.html", "launch and landing date/time, vehicle, module masses, payloads"), """# Chandrayaan-3

Chandrayaan-3 is a follow-on mission to Chandrayaan-2 to demonstrate end-to-end capability in safe landing and roving on the lunar surface. It consists of an indigenous Lander Module (LM), Propulsion Module (PM) and a Rover.

## Mission objectives

1. To demonstrate safe and soft landing on the lunar surface
2. To demonstrate rover roving on the Moon
3. To conduct in-situ scientific experiments

## Mission summary

| Parameter | Specification |
| --- | --- |
| Launch vehicle | LVM3 M4 |
| Launch | July 14, 2023, 14:35:17 IST, Second Launch Pad, SDSC SHAR, Sriharikota |
| Landing | August 23, 2023, 18:03 IST |
| Landing site (prime) | 4 km × 2.4 km area near 69.367621 S, 32.348126 E |
| Mission life (Lander & Rover) | One lunar day (~14 Earth days) |
| Mass | Propulsion Module 2148 kg; Lander Module 1752 kg including Rover of 26 kg; total 3900 kg |
| Power generation | Propulsion Module 758 W; Lander Module 738 W (WS with bias); Rover 50 W |
| Communication | PM: IDSN; LM: IDSN and Rover, Chandrayaan-2 Orbiter for contingency; Rover: Lander only |

## Payloads

| Module | Payload | Objective |
| --- | --- | --- |
| Lander | RAMBHA-LP (Langmuir probe) | Near-surface plasma density |
| Lander | ChaSTE | Thermal properties of lunar surface near the pole |
| Lander | ILSA | Seismicity around the landing site |
| Lander | LRA (NASA) | Passive laser retroreflector array |
| Rover | APXS | Elemental composition |
| Rover | LIBS | Elemental composition |
| Propulsion Module | SHAPE | Spectro-polarimetry of habitable planet Earth |"""))
    t.append((memory("add", dict={"ch3_launch": "2023-07-14 14:35:17 IST", "ch3_landing": "2023-08-23 18:03 IST",
                                  "ch3_vehicle": "LVM3 M4, Second Launch Pad, SDSC SHAR"}),
              added("ch3_launch", "ch3_landing", "ch3_vehicle")))
    t.append((search("Chandrayaan-3 landing time UTC Statio Shiv Shakti coordinates"), res(
        ("https://en.wikipedia.org/wiki/Chandrayaan-3", "Chandrayaan-3 - Wikipedia",
         "Landing date 23 August 2023, 12:33 UTC. Landing site Statio Shiv Shakti, 69.373°S 32.319°E, between Manzinus C and Simpelius N craters ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Statio_Shiv_Shakti", "Statio Shiv Shakti - Wikipedia",
         "Statio Shiv Shakti is the landing site of Vikram; the name was approved by the IAU on 19 March 2024 ...", "N/A"),
        ("https://planetarynames.wr.usgs.gov/Feature/15960", "Gazetteer of Planetary Nomenclature: Statio Shiv Shakti",
         "Center latitude: -69.37; center longitude: 32.32; approval date: Mar 19, 2024 ...", "N/A"),
        ("https://www.lroc.asu.edu/posts/1325", "Chandrayaan-3 lander imaged by LRO - LROC",
         "LRO imaged the Vikram lander four days after landing at 69.373°S, 32.319°E ...", "Aug 27, 2023"),
        ("https://www.space.com/chandrayaan-3-india-moon-landing-success", "India's Chandrayaan-3 lands on the moon | Space",
         "Vikram touched down at 8:33 a.m. EDT (1233 GMT) ...", "Aug 23, 2023"),
        ("https://www.isro.gov.in/Ch3_Vikram_landed.html", "Chandrayaan-3 Vikram lander lands - ISRO",
         "'India, I reached my destination and you too!' Chandrayaan-3 has successfully soft-landed on the moon ...", "Aug 23, 2023"),
        ("https://timesofindia.indiatimes.com/india/pm-modi-names-landing-point-shiv-shakti/articleshow/103006054.cms", "PM Modi names Chandrayaan-3 landing point 'Shiv Shakti' - Times of India",
         "August 23 will be celebrated as National Space Day ...", "Aug 26, 2023"),
        ("https://www.nature.com/articles/d41586-023-02653-6", "India's Moon landing near the south pole - Nature",
         "The lander touched down around 600 km from the south pole ...", "Aug 23, 2023"),
        ("https://www.esa.int/Enabling_Support/Operations/ESA_supports_Chandrayaan-3", "ESA supports India's Chandrayaan-3 - ESA",
         "ESA's Kourou and Goonhilly ground stations tracked the spacecraft ...", "Aug 23, 2023"),
        ("https://www.reddit.com/r/space/comments/15z1bq0/chandrayaan3_utc/", "What time (UTC) did Chandrayaan-3 land? : r/space",
         "18:03 IST = 12:33 UTC. IST is UTC+5:30 ...", "Aug 23, 2023"))))
    t.append((extract("https://en.wikipedia.org/wiki/Chandrayaan-3", "infobox dates in UTC, landing site, end of surface operations"), """# Chandrayaan-3

From Wikipedia, the free encyclopedia

| Chandrayaan-3 | |
| --- | --- |
| Mission type | Lunar lander, rover, propulsion module |
| Operator | ISRO |
| COSPAR ID | 2023-098A |
| SATCAT no. | 57320 |
| Mission duration | Vikram & Pragyan: ~12 days (surface ops); Propulsion module: ongoing |
| Launch mass | 3900 kg |
| Launch date | 14 July 2023, 09:05:17 UTC (14:35:17 IST) |
| Rocket | LVM3 M4 |
| Launch site | Satish Dhawan Space Centre, Second Launch Pad |
| Lunar orbit insertion | 5 August 2023 |
| Landing date | 23 August 2023, 12:33 UTC (18:03 IST) |
| Landing site | Statio Shiv Shakti, 69.373°S 32.319°E |
| Distance driven | ~101 m (Pragyan) |

**Chandrayaan-3** is the third mission in the Chandrayaan programme, a series of lunar-exploration missions developed by the Indian Space Research Organisation (ISRO). It follows Chandrayaan-2, whose lander crashed on the Moon on 7 September 2019 after a software glitch during descent.

## Surface operations

The Vikram lander touched down on 23 August 2023 at 18:03 IST (12:33 UTC), making India the fourth country to soft-land on the Moon and the first to land near the lunar south pole region. The Pragyan rover was deployed the same day. On 3 September 2023 Vikram performed a "hop" experiment, rising about 40 cm and landing 30–40 cm away. Pragyan was put into sleep mode on 2 September and Vikram on 4 September 2023, ahead of lunar night. ISRO attempted to wake them from 22 September 2023 but received no signals.

## Propulsion module

After separating from the lander module on 17 August 2023, the propulsion module remained in a ~150 km lunar orbit. In October–November 2023 ISRO used its leftover propellant to move it back into a high Earth orbit.

*This page was last edited on 9 February 2025, at 11:26 (UTC).*"""))
    t.append((memory("update", dict={"ch3_landing": "2023-08-23 18:03 IST (12:33 UTC), Statio Shiv Shakti 69.373S 32.319E"}),
              updated("ch3_landing")))
    t.append((search("Chandrayaan-3 propulsion module returned to Earth orbit trans-Earth injection October 13 2023"), res(
        ("https://www.isro.gov.in/Ch3_Propulsion_Module_moved_from_Lunar_to_Earth_orbit.html", "Chandrayaan-3 Propulsion Module moved from Lunar orbit to Earth's orbit - ISRO",
         "The Trans-Earth Injection manoeuvre was performed on October 13, 2023. The PM made its first Earth orbit crossing on November 10, 2023 ...", "Dec 4, 2023"),
        ("https://www.thehindu.com/sci-tech/science/chandrayaan-3-propulsion-module-earth-orbit/article67600155.ece", "ISRO brings Chandrayaan-3 propulsion module back to Earth orbit - The Hindu",
         "The module, which had about 100 kg of fuel left, is now in an Earth orbit with a perigee of 1.54 lakh km ...", "Dec 5, 2023"),
        ("https://en.wikipedia.org/wiki/Chandrayaan-3", "Chandrayaan-3 - Wikipedia",
         "In October–November 2023 ISRO moved the propulsion module back into a high Earth orbit ...", "N/A"),
        ("https://www.space.com/chandrayaan-3-propulsion-module-earth-orbit", "India's Chandrayaan-3 propulsion module returns to Earth orbit | Space",
         "ISRO says the maneuver demonstrates capabilities for a future sample-return mission ...", "Dec 5, 2023"),
        ("https://www.isro.gov.in/Ch3_Vikram_hop.html", "Chandrayaan-3: Vikram lander hop experiment - ISRO",
         "Vikram soft-landed again, successfully, on September 3, 2023 after rising by about 40 cm ...", "Sep 4, 2023"),
        ("https://www.isro.gov.in/Ch3_Pragyan_sleep.html", "Pragyan rover set into sleep mode - ISRO",
         "The rover completed its assignments and is now safely parked; APXS and LIBS payloads are turned off ...", "Sep 2, 2023"),
        ("https://www.indiatoday.in/science/story/chandrayaan-3-propulsion-module-back-in-earth-orbit-2471212-2023-12-05", "Chandrayaan-3 propulsion module back in Earth orbit - India Today",
         "SHAPE payload continues Earth observations from the new orbit ...", "Dec 5, 2023"),
        ("https://www.ndtv.com/india-news/chandrayaan-3-pm-earth-orbit-4635211", "ISRO's surprise move: Chandrayaan-3 module back near Earth - NDTV",
         "The module is in a 1.54 lakh km x 3.8 lakh km orbit, inclined at 27 degrees ...", "Dec 5, 2023"),
        ("https://twitter.com/isro/status/1731680930567590227", "ISRO on X: Chandrayaan-3 Propulsion Module takes a successful detour",
         "Another unique experiment: PM moved from Lunar orbit to Earth's orbit ...", "Dec 4, 2023"),
        ("https://www.reddit.com/r/ISRO/comments/18b0jmx/ch3_pm_back_to_earth_orbit/", "Ch-3 PM back to Earth orbit : r/ISRO",
         "Great use of leftover fuel. Practice for Chandrayaan-4 sample return ...", "Dec 4, 2023"))))
    t.append((extract("https://www.isro.gov.in/Ch3_Propulsion_Module_moved_from_Lunar_to_Earth_orbit.html", "manoeuvre dates and the resulting orbit"), """# Chandrayaan-3 Propulsion Module (PM) moved from Lunar orbit to Earth's orbit

*December 4, 2023*

**Another unique experiment by ISRO**

The main objectives of the Chandrayaan-3 mission were to demonstrate a soft and safe landing near the lunar south polar region and to conduct experiments using the instruments on 'Vikram' and 'Pragyan'. The spacecraft was launched on July 14, 2023 onboard LVM3-M4 from SDSC, SHAR. On August 23, Vikram lander made its historic touchdown on the Moon, and subsequently the Pragyan rover was deployed.

The Propulsion Module's main function was to carry the lander module from GTO to the final lunar polar circular orbit and separate the lander. After separation, the PM carried the SHAPE payload. The initial plan was to operate this payload for about three months during the mission life of the PM.

The precise orbit injection by LVM3 and optimal Earth/lunar burn manoeuvres resulted in the availability of over 100 kg of fuel in the PM after more than a month of operation in lunar orbit. It was decided to use the available fuel in the PM to derive additional information for future lunar missions.

## Manoeuvres

| Date | Event |
| --- | --- |
| August 17, 2023 | Lander Module separated from PM in 153 km × 163 km lunar orbit |
| October 9, 2023 | First manoeuvre: apolune raised from 150 km to 5112 km, orbit period 2.1 h → 7.2 h |
| October 13, 2023 | Trans-Earth Injection (TEI) manoeuvre; PM placed in 1.8 lakh × 3.8 lakh km orbit |
| November 7, 2023 | Four Moon fly-bys completed; PM departs lunar sphere of influence |
| November 10, 2023 | First perigee: 1.54 lakh km |

The current orbit of the PM is an Earth-bound orbit of about 1.54 lakh km × 3.8 lakh km with a 27° inclination and an orbital period of about 13 days. As per the orbit prediction there is no threat of close approach to any operational Earth-orbiting satellites."""))
    t.append((memory("add", dict={"ch3_pm_status": "PM separated 2023-08-17 in lunar orbit; TEI 2023-10-13; now in Earth orbit ~1.54 lakh x 3.8 lakh km, 27 deg, period ~13 d"}),
              added("ch3_pm_status")))
    t.append((memory("retrieve_all"), dump_all({
        "ch3_launch": "2023-07-14 14:35:17 IST",
        "ch3_landing": "2023-08-23 18:03 IST (12:33 UTC), Statio Shiv Shakti 69.373S 32.319E",
        "ch3_vehicle": "LVM3 M4, Second Launch Pad, SDSC SHAR",
        "ch3_pm_status": "PM separated 2023-08-17 in lunar orbit; TEI 2023-10-13; now in Earth orbit ~1.54 lakh x 3.8 lakh km, 27 deg, period ~13 d"})))
    rs.add("search", "h64-search-13", SYSTEM, t, state=EMPTY)


# 14 clean: Gunter's Space Page (less common), Psyche; planned vs actual launch dates, launch-log table view
def t14(rs: RowSet) -> None:
    t = []
    t.append((search("Psyche spacecraft Gunter's Space Page launch Falcon Heavy October 2023 COSPAR"), res(
        ("https://space.skyrocket.de/doc_sdat/psyche.htm", "Psyche - Gunter's Space Page",
         "Psyche is a NASA Discovery-class mission to the metal-rich asteroid (16) Psyche ... Launch: 13.10.2023, Falcon-9 Heavy (Block 5), CC LC-39A ...", "N/A"),
        ("https://science.nasa.gov/mission/psyche/", "Psyche - NASA Science",
         "Psyche launched on Oct. 13, 2023, at 10:19 a.m. EDT aboard a SpaceX Falcon Heavy from Launch Complex 39A at Kennedy Space Center ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Psyche_(spacecraft)", "Psyche (spacecraft) - Wikipedia",
         "COSPAR ID 2023-157A. Launch date 13 October 2023, 14:19:43 UTC. Rocket Falcon Heavy. Mars flyby May 2026; arrival at 16 Psyche August 2029 ...", "N/A"),
        ("https://www.jpl.nasa.gov/news/nasas-psyche-launches-to-a-metal-rich-asteroid/", "NASA's Psyche Launches to a Metal-Rich Asteroid - JPL",
         "The spacecraft lifted off at 10:19 a.m. EDT; it will travel 2.2 billion miles ...", "Oct 13, 2023"),
        ("https://nssdc.gsfc.nasa.gov/nmc/spacecraft/display.action?id=2023-157A", "Psyche - NSSDCA/COSPAR ID: 2023-157A",
         "Launch Date: 2023-10-13. Launch Vehicle: Falcon Heavy. Launch Site: Cape Canaveral, United States. Mass: 2747 kg ...", "N/A"),
        ("https://www.spacex.com/launches/mission/?missionId=psyche", "Psyche Mission | SpaceX",
         "Falcon Heavy launched NASA's Psyche mission; both side boosters landed at LZ-1 and LZ-2 ...", "Oct 13, 2023"),
        ("https://space.skyrocket.de/doc_chr/lau2023.htm", "Orbital Launches of 2023 - Gunter's Space Page",
         "Chronology of all orbital launch attempts in 2023 with COSPAR designations, launch vehicles and payloads ...", "N/A"),
        ("https://psyche.asu.edu/mission/", "Mission | Psyche - Arizona State University",
         "Principal investigator Lindy Elkins-Tanton. Originally planned to launch in August 2022 ...", "N/A"),
        ("https://www.space.com/nasa-psyche-asteroid-mission-launch-falcon-heavy", "SpaceX Falcon Heavy launches NASA's Psyche asteroid mission | Space",
         "After a one-year delay, Psyche is finally on its way ...", "Oct 13, 2023"),
        ("https://www.reddit.com/r/spacex/comments/176xhyt/psyche_launch_thread/", "r/SpaceX Psyche Official Launch Discussion & Updates Thread",
         "T-0 14:19:43 UTC. Side cores RTLS, center core expended ...", "Oct 13, 2023"))))
    t.append((extract("https://space.skyrocket.de/doc_sdat/psyche.htm", "spacecraft data and launch table"), """# Psyche

*Artist's view of Psyche (Image: NASA/JPL-Caltech)*

Psyche is a NASA Discovery-class mission to the metal-rich asteroid (16) Psyche in the main asteroid belt. The asteroid is thought to be the exposed nickel-iron core of an early planet, one of the building blocks of the Solar System.

The spacecraft is based on Maxar's SSL-1300 bus with solar electric propulsion using four SPT-140 Hall-effect thrusters, of which one operates at a time. Two five-panel solar arrays in an X configuration provide about 21 kW at Earth and 2.3 kW at the asteroid. Its instruments are a multispectral imager, a gamma-ray and neutron spectrometer, a magnetometer and an X-band radio science investigation. Psyche also carries the Deep Space Optical Communications (DSOC) technology demonstration.

The launch was originally planned for August 2022, but was delayed because of the late delivery of the flight software and testing equipment; a new launch period in October 2023 was chosen, which requires a Mars gravity assist in May 2026 and arrival at the asteroid in August 2029, about three years later than under the 2022 plan.

| | |
| --- | --- |
| Nation | USA |
| Type / Application | Asteroid orbiter |
| Operator | NASA / JPL / Arizona State University |
| Contractors | Maxar (bus) |
| Equipment | Multispectral Imager, GRNS, Magnetometer, Radio science, DSOC |
| Configuration | SSL-1300 (SEP) |
| Propulsion | 4 × SPT-140 |
| Power | 2 deployable solar arrays, batteries |
| Lifetime | ~6 years cruise, 26 months at asteroid |
| Mass | 2747 kg (wet) |
| Orbit | Heliocentric |

| Satellite | COSPAR | Date | LS | Launch Vehicle | Remarks |
| --- | --- | --- | --- | --- | --- |
| Psyche | 2023-157A | 13.10.2023 | CC LC-39A | Falcon-9 Heavy (Block 5) | |

*Further Psyche Missions: —*
*Last update: 11.02.2024*"""))
    t.append((memory("add", dict={"psyche_launch": "2023-10-13, Falcon Heavy (Block 5), KSC LC-39A", "psyche_cospar": "2023-157A"}),
              added("psyche_launch", "psyche_cospar")))
    t.append((extract("https://space.skyrocket.de/doc_chr/lau2023.htm", "orbital launches around 13 October 2023"), """# Orbital Launches of 2023

*Gunter's Space Page · Chronology of Space Launches*

Launches 2023: 223 orbital launch attempts (212 successful, 11 failures). Sorted by date (UTC).

| ID | Date | LV | Site | Payload(s) | Remarks |
| --- | --- | --- | --- | --- | --- |
| 2023-150 | 01.10.2023 | Falcon-9 v1.2 (Block 5) | CC SLC-40 | Starlink-v2-mini (22 sats) | |
| 2023-151 | 05.10.2023 | Chang Zheng-2D | Jq LC-43/94 | Yaogan-39 Group 01 (3 sats) | |
| 2023-152 | 05.10.2023 | Falcon-9 v1.2 (Block 5) | CC SLC-40 | Starlink-v2-mini (22 sats) | |
| 2023-153 | 06.10.2023 | Atlas-5(501) | CC SLC-41 | KuiperSat-Proto 1, KuiperSat-Proto 2 | |
| 2023-154 | 09.10.2023 | Vega | Ko ELV | THEOS-2, FORMOSAT-7R (Triton), 10 cubesats | VV23 |
| 2023-155 | 09.10.2023 | Falcon-9 v1.2 (Block 5) | Va SLC-4E | Starlink-v2-mini (21 sats) | |
| 2023-156 | 13.10.2023 | Falcon-9 v1.2 (Block 5) | CC SLC-40 | Starlink-v2-mini (22 sats) | |
| 2023-157 | 13.10.2023 | Falcon-9 Heavy (Block 5) | CC LC-39A | Psyche | Escape trajectory |
| 2023-158 | 18.10.2023 | Falcon-9 v1.2 (Block 5) | CC SLC-40 | Starlink-v2-mini (22 sats) | |

*Abbreviations: CC = Cape Canaveral, Va = Vandenberg, Ko = Kourou, Jq = Jiuquan.*"""))
    t.append((search("Psyche launch delay 2022 independent review board flight software arrival 2029 Mars flyby 2026"), res(
        ("https://www.jpl.nasa.gov/news/nasa-announces-psyche-mission-will-not-launch-in-2022/", "NASA Announces Psyche Mission Will Not Launch in 2022 - JPL",
         "Due to the late delivery of the spacecraft's flight software and testing equipment, NASA's Psyche mission will not make its planned 2022 launch period ...", "Jun 24, 2022"),
        ("https://www.nasa.gov/news-release/nasa-psyche-independent-review-board-report/", "NASA Shares Psyche Independent Review Board Report",
         "The board found that the project's issues stemmed from JPL workforce and institutional challenges ...", "Nov 4, 2022"),
        ("https://www.jpl.nasa.gov/news/nasas-psyche-mission-to-launch-in-october-2023/", "NASA's Psyche Mission to Launch in October 2023 - JPL",
         "The new launch period opens Oct. 5, 2023; arrival at the asteroid in August 2029 ...", "Oct 28, 2022"),
        ("https://en.wikipedia.org/wiki/Psyche_(spacecraft)", "Psyche (spacecraft) - Wikipedia",
         "Originally scheduled to launch in August 2022 with arrival in 2026; the delay pushed arrival to August 2029 ...", "N/A"),
        ("https://spacenews.com/psyche-delay-janus/", "Psyche delay leaves Janus smallsats without a ride - SpaceNews",
         "The Janus twin-asteroid smallsats lost their rideshare when Psyche moved to 2023 ...", "Oct 28, 2022"),
        ("https://www.planetary.org/space-missions/psyche", "Psyche, NASA's mission to a metal world | The Planetary Society",
         "Psyche will use a Mars gravity assist in May 2026 ...", "N/A"),
        ("https://www.space.com/psyche-asteroid-mission-delay-2023", "NASA's Psyche asteroid mission delayed to 2023 | Space",
         "The missed 2022 window meant a longer cruise ...", "Jun 24, 2022"),
        ("https://www.science.org/content/article/psyche-mission-delay", "Psyche mission delay triggers JPL review - Science",
         "The review also affected VERITAS, whose launch was postponed ...", "Nov 4, 2022"),
        ("https://psyche.asu.edu/mission/", "Mission | Psyche - Arizona State University",
         "Launch: October 13, 2023. Mars gravity assist: May 2026. Arrival: August 2029 ...", "N/A"),
        ("https://www.reddit.com/r/space/comments/vjwbzf/nasa_psyche_not_launching_2022/", "NASA's Psyche will not launch in 2022 : r/space",
         "Flight software testing fell behind. Next windows are 2023 and 2024 ...", "Jun 24, 2022"))))
    t.append((memory("update", dict={"psyche_launch": "2023-10-13 14:19:43 UTC (10:19 EDT), Falcon Heavy (Block 5), KSC LC-39A; originally planned Aug 2022; arrival Aug 2029"}),
              updated("psyche_launch")))
    t.append((memory("retrieve", key_list=["psyche_launch", "psyche_cospar"]), dump({
        "psyche_launch": "2023-10-13 14:19:43 UTC (10:19 EDT), Falcon Heavy (Block 5), KSC LC-39A; originally planned Aug 2022; arrival Aug 2029",
        "psyche_cospar": "2023-157A"})))
    rs.add("search", "h64-search-14", SYSTEM, t, state=EMPTY)


# 15 bad: EMA EPAR (less common), Beyfortus; a key renamed by remove+add shows up again under its old name
def t15(rs: RowSet) -> None:
    ema_val = "EMEA/H/C/005304, authorised 2022-10-31 (EU-wide), CHMP positive opinion 2022-09-15, PRIME + accelerated assessment"
    fda_val = "BLA 761328, approved 2023-07-17 (AstraZeneca/Sanofi), neonates and infants in first RSV season"
    t = []
    t.append((search("EMA Beyfortus nirsevimab EPAR marketing authorisation date"), res(
        ("https://www.ema.europa.eu/en/medicines/human/EPAR/beyfortus", "Beyfortus | European Medicines Agency (EMA)",
         "Beyfortus is a medicine used to protect newborns and infants from lower respiratory tract disease caused by RSV during their first RSV season. Date of authorisation: 31/10/2022 ...", "N/A"),
        ("https://www.ema.europa.eu/en/news/new-medicine-protect-babies-infants-respiratory-syncytial-virus-rsv-infection", "New medicine to protect babies and infants from respiratory syncytial virus (RSV) infection | EMA",
         "EMA's human medicines committee (CHMP) recommended granting a marketing authorisation for Beyfortus (nirsevimab) ...", "Sep 16, 2022"),
        ("https://www.astrazeneca.com/media-centre/press-releases/2022/beyfortus-approved-in-the-eu.html", "Beyfortus approved in the EU as first protective option for infants against RSV disease - AstraZeneca",
         "The approval by the European Commission follows the CHMP positive opinion in September 2022 ...", "Nov 4, 2022"),
        ("https://www.sanofi.com/en/media-room/press-releases/2022/2022-11-04-07-00-00-2548398", "Press Release: Beyfortus approved in the EU - Sanofi",
         "First and only single-dose RSV passive immunisation for the broad infant population ...", "Nov 4, 2022"),
        ("https://en.wikipedia.org/wiki/Nirsevimab", "Nirsevimab - Wikipedia",
         "Nirsevimab, sold under the brand name Beyfortus, is a human recombinant monoclonal antibody with activity against RSV ... approved in the EU in October 2022 and the US in July 2023 ...", "N/A"),
        ("https://ec.europa.eu/health/documents/community-register/html/h1689.htm", "Union Register of medicinal products - Beyfortus (EU/1/22/1689)",
         "EU/1/22/1689. Commission decision C(2022)7920 of 31/10/2022 ...", "N/A"),
        ("https://www.ema.europa.eu/en/documents/product-information/beyfortus-epar-product-information_en.pdf", "Beyfortus: EPAR - Product Information (PDF)",
         "Summary of product characteristics: 50 mg and 100 mg solution for injection in pre-filled syringe ...", "N/A"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2110275", "Nirsevimab for Prevention of RSV in Healthy Late-Preterm and Term Infants | NEJM",
         "MELODY trial: efficacy against medically attended RSV LRTI was 74.5% ...", "Mar 3, 2022"),
        ("https://www.pharmaceutical-technology.com/news/ema-beyfortus-approval/", "EU approves AstraZeneca and Sanofi's Beyfortus - Pharmaceutical Technology",
         "The drug was reviewed under EMA's PRIME scheme ...", "Nov 4, 2022"),
        ("https://www.reddit.com/r/medicine/comments/yl9p6b/nirsevimab_eu/", "Nirsevimab approved in EU : r/medicine",
         "Single dose for the whole season, not monthly like palivizumab ...", "Nov 4, 2022"))))
    t.append((extract("https://www.ema.europa.eu/en/medicines/human/EPAR/beyfortus", "product number, authorisation date, CHMP opinion, status, holder"), """# Beyfortus

*nirsevimab* · **Authorised** · This medicine is authorised for use in the European Union.

## Overview

Beyfortus is a medicine used to protect newborns and infants from lower respiratory tract disease caused by respiratory syncytial virus (RSV) during their first RSV season. It is also used in children up to 24 months of age who remain vulnerable to severe RSV disease through their second RSV season. Beyfortus contains the active substance nirsevimab.

## Product details

| | |
| --- | --- |
| Name of medicine | Beyfortus |
| Active substance | nirsevimab |
| International non-proprietary name (INN) | nirsevimab |
| Therapeutic area (MeSH) | Respiratory Syncytial Virus Infections |
| Anatomical therapeutic chemical (ATC) code | J06BD08 |
| Product number | EMEA/H/C/005304 |
| Marketing authorisation holder | Sanofi Winthrop Industrie |
| Opinion adopted | 15/09/2022 |
| Marketing authorisation issued | 31/10/2022 |
| Revision | 7 |
| PRIME | This medicine was supported through EMA's PRIME scheme |
| Accelerated assessment | This medicine was given an accelerated assessment |
| Status | Authorised |

## Key facts

- Given as a single intramuscular injection before or during the RSV season.
- In the MELODY study in 3,012 late-preterm and term infants, Beyfortus reduced medically attended RSV lower respiratory tract infection by about 75% compared with placebo.
- The most common side effects are rash, injection-site reactions and fever.

*First published: 04/11/2022 · Last updated: 19/02/2025*"""))
    t.append((memory("add", dict={"nirsevimab_ema": ema_val}), added("nirsevimab_ema")))
    t.append((search("FDA approves Beyfortus nirsevimab July 17 2023 BLA 761328"), res(
        ("https://www.fda.gov/news-events/press-announcements/fda-approves-new-drug-prevent-rsv-babies-and-toddlers", "FDA Approves New Drug to Prevent RSV in Babies and Toddlers | FDA",
         "Today, the U.S. Food and Drug Administration approved Beyfortus (nirsevimab-alip) for the prevention of RSV lower respiratory tract disease in neonates and infants ...", "Jul 17, 2023"),
        ("https://www.accessdata.fda.gov/drugsatfda_docs/label/2023/761328s000lbl.pdf", "BEYFORTUS (nirsevimab-alip) injection - Prescribing Information (BLA 761328)",
         "Initial U.S. Approval: 2023. Indicated for the prevention of RSV LRTD in neonates and infants born during or entering their first RSV season ...", "Jul 17, 2023"),
        ("https://www.sanofi.com/en/media-room/press-releases/2023/2023-07-17-20-30-00-2706142", "Beyfortus approved in the US - Sanofi",
         "First and only broad RSV protection for infants in the US ...", "Jul 17, 2023"),
        ("https://www.cdc.gov/mmwr/volumes/72/wr/mm7234a4.htm", "Use of Nirsevimab for the Prevention of RSV Disease Among Infants and Young Children | MMWR",
         "ACIP recommended nirsevimab on August 3, 2023 for all infants aged <8 months ...", "Aug 25, 2023"),
        ("https://www.astrazeneca.com/media-centre/press-releases/2023/beyfortus-approved-in-the-us.html", "Beyfortus approved in the US - AstraZeneca",
         "FDA approval follows the unanimous recommendation of the Antimicrobial Drugs Advisory Committee on June 8 ...", "Jul 17, 2023"),
        ("https://www.statnews.com/2023/07/17/fda-approves-rsv-antibody-infants-nirsevimab/", "FDA approves RSV antibody for infants - STAT",
         "The approval gives parents a tool against the leading cause of infant hospitalization ...", "Jul 17, 2023"),
        ("https://en.wikipedia.org/wiki/Nirsevimab", "Nirsevimab - Wikipedia",
         "Approved for medical use in the United States in July 2023 ...", "N/A"),
        ("https://www.nytimes.com/2023/07/17/health/rsv-infants-nirsevimab-fda.html", "F.D.A. Approves a Drug to Protect Infants From RSV - The New York Times",
         "The drug, to be sold as Beyfortus, is a monoclonal antibody ...", "Jul 17, 2023"),
        ("https://www.fda.gov/drugs/development-approval-process-drugs/novel-drug-approvals-2023", "Novel Drug Approvals for 2023 | FDA",
         "Beyfortus | nirsevimab-alip | 7/17/2023 | To prevent RSV lower respiratory tract disease ...", "N/A"),
        ("https://www.reddit.com/r/Pediatrics/comments/1522ufq/nirsevimab_approved_us/", "Nirsevimab approved in the US : r/Pediatrics",
         "Finally. Supply for the first season will be the question ...", "Jul 17, 2023"))))
    t.append((memory("add", dict={"nirsevimab_fda": fda_val}), added("nirsevimab_fda")))
    t.append((memory("remove", key_list=["nirsevimab_ema"]), removed("nirsevimab_ema")))
    t.append((memory("add", dict={"beyfortus_ema_authorisation": ema_val}), added("beyfortus_ema_authorisation")))
    t.append((memory("retrieve_all"), dump_all({"nirsevimab_ema": ema_val, "nirsevimab_fda": fda_val})))
    t.append((extract("https://www.fda.gov/news-events/press-announcements/fda-approves-new-drug-prevent-rsv-babies-and-toddlers", "indication and trial evidence"), """# FDA Approves New Drug to Prevent RSV in Babies and Toddlers

For Immediate Release: July 17, 2023

Today, the U.S. Food and Drug Administration approved Beyfortus (nirsevimab-alip) for the prevention of Respiratory Syncytial Virus (RSV) lower respiratory tract disease in neonates and infants born during or entering their first RSV season, and in children up to 24 months of age who remain vulnerable to severe RSV disease through their second RSV season.

> "RSV can cause severe disease in infants and some children and results in a large number of emergency department and physician office visits each year," said John Farley, M.D., M.P.H., director of the Office of Infectious Diseases in the FDA's Center for Drug Evaluation and Research. "Today's approval addresses the great need for products to help reduce the impact of RSV disease on children, families and the health care system."

## Evidence

The safety and efficacy of Beyfortus were supported by three clinical trials (Trials 03, 04 and 05):

| Trial | Population | Participants | Result |
| --- | --- | --- | --- |
| Trial 03 | Preterm infants 29 to <35 weeks | 1,453 | Reduced medically attended RSV LRTI by ~70% vs placebo |
| Trial 04 (MELODY) | Term and late-preterm infants ≥35 weeks | 1,490 (primary cohort) | Reduced medically attended RSV LRTI by ~75% vs placebo |
| Trial 05 (MEDLEY) | High-risk infants incl. CHD and CLD | 925 | Pharmacokinetics comparable to palivizumab |

Beyfortus is administered as a single intramuscular injection prior to or during RSV season.

The FDA granted the approval of Beyfortus to AstraZeneca AB.

*Content current as of: 07/17/2023*"""))
    rs.add("search", "h64-search-15", SYSTEM, t, state=EMPTY, bad=True, turn=8,
           kind="retrieve_all lists the EMA entry under the old key nirsevimab_ema (removed at turn 6) and lacks beyfortus_ema_authorisation, added at turn 7.")


# 16 clean: ISRCTN registry (less common), RECOVERY; one trial, three registry ids and different registry dates
def t16(rs: RowSet) -> None:
    t = []
    t.append((search("RECOVERY trial ISRCTN50189673 registration Randomised Evaluation of COVID-19 Therapy"), res(
        ("https://www.isrctn.com/ISRCTN50189673", "ISRCTN50189673: Randomised Evaluation of COVID-19 Therapy (RECOVERY)",
         "Submission date 23/03/2020. Registration date 23/03/2020. Overall study status Ongoing. Recruitment status Recruiting ...", "N/A"),
        ("https://www.recoverytrial.net/", "RECOVERY Trial",
         "RECOVERY is a randomised trial investigating whether treatments prevent death in patients hospitalised with pneumonia, including COVID-19 and influenza ...", "N/A"),
        ("https://clinicaltrials.gov/study/NCT04381936", "Randomised Evaluation of COVID-19 Therapy | ClinicalTrials.gov",
         "NCT04381936. Sponsor: University of Oxford. First posted 2020-05-11 ...", "N/A"),
        ("https://www.clinicaltrialsregister.eu/ctr-search/trial/2020-001113-21/GB", "EU Clinical Trials Register - 2020-001113-21",
         "EudraCT Number: 2020-001113-21. Full title: Randomised Evaluation of COVID-19 Therapy ...", "N/A"),
        ("https://en.wikipedia.org/wiki/RECOVERY_Trial", "RECOVERY Trial - Wikipedia",
         "The RECOVERY Trial is a large-scale randomised controlled trial launched in March 2020; it identified dexamethasone, tocilizumab and baricitinib as effective ...", "N/A"),
        ("https://www.nihr.ac.uk/news/recovery-trial-celebrates-two-year-anniversary", "RECOVERY trial celebrates two-year anniversary - NIHR",
         "More than 47,000 participants recruited from 186 UK hospitals ...", "Mar 23, 2022"),
        ("https://www.ox.ac.uk/news/2020-03-19-world-s-largest-trial-covid-19-treatments", "World's largest trial of COVID-19 treatments - University of Oxford",
         "The trial was set up in just nine days ...", "Mar 19, 2020"),
        ("https://www.nature.com/articles/d41586-021-00893-4", "The UK trial that found COVID treatments - Nature",
         "How RECOVERY changed the standard of care ...", "Mar 18, 2021"),
        ("https://www.bmj.com/content/371/bmj.m4081", "RECOVERY: the trial that saved lives - The BMJ",
         "Peter Horby and Martin Landray on designing a simple, pragmatic platform trial ...", "Oct 22, 2020"),
        ("https://www.reddit.com/r/COVID19/comments/ha7x3s/recovery_dexamethasone/", "RECOVERY: dexamethasone reduces deaths by one-third in ventilated patients : r/COVID19",
         "Preprint out. 2104 vs 4321 patients ...", "Jun 16, 2020"))))
    t.append((extract("https://www.isrctn.com/ISRCTN50189673", "identifiers, registration dates, status, sponsor, investigators"), """# ISRCTN50189673

**Randomised Evaluation of COVID-19 Therapy**

| | |
| --- | --- |
| Submission date | 23/03/2020 |
| Registration date | 23/03/2020 |
| Last edited | 08/10/2024 |
| Recruitment status | Recruiting |
| Overall study status | Ongoing |
| Condition category | Infections and Infestations |
| Protocol | Added |
| Statistical analysis plan | Added |
| Results | Added |
| Individual participant data | Stored in repository |

## Plain English summary of protocol
Background and study aims: The RECOVERY trial is testing treatments for patients admitted to hospital with pneumonia caused by COVID-19, influenza or community-acquired pneumonia. Patients are randomly allocated to receive usual standard of care alone or with one of the trial treatments ...

## Contact information

- **Scientific, Principal Investigator:** Prof Peter Horby, Nuffield Department of Medicine, University of Oxford
- **Scientific:** Prof Martin Landray, Nuffield Department of Population Health, University of Oxford

## Additional identifiers

| Identifier | Value |
| --- | --- |
| EudraCT/CTIS number | 2020-001113-21 |
| IRAS number | 281712 |
| ClinicalTrials.gov number | NCT04381936 |
| Protocol/serial number | CPMS 45388 |

## Study information

| | |
| --- | --- |
| Acronym | RECOVERY |
| Study design | Randomised controlled adaptive platform trial |
| Overall study start date | 19/03/2020 |
| Overall study end date | 31/12/2032 |
| Target number of participants | 50,000 |

## Sponsor information
University of Oxford (United Kingdom), Clinical Trials and Research Governance, ctrg@admin.ox.ac.uk

## Funders
UK Research and Innovation; National Institute for Health and Care Research (NIHR); Wellcome Trust; Bill & Melinda Gates Foundation"""))
    t.append((memory("add", dict={"recovery_isrctn": "ISRCTN50189673 (registered 2020-03-23)", "recovery_nct": "NCT04381936",
                                  "recovery_eudract": "2020-001113-21"}),
              added("recovery_isrctn", "recovery_nct", "recovery_eudract")))
    t.append((extract("https://clinicaltrials.gov/study/NCT04381936", "registration dates, status and enrollment on ClinicalTrials.gov"), """# Randomised Evaluation of COVID-19 Therapy (RECOVERY)

**ClinicalTrials.gov ID** NCT04381936
**Sponsor** University of Oxford
**Information provided by** University of Oxford (Responsible Party)
**Last Update Posted** 2024-10-15

## Study Overview

**Brief Summary:** RECOVERY is a randomised trial investigating whether treatment with potential treatments prevents death in patients with pneumonia. Treatments include lopinavir-ritonavir, corticosteroids, hydroxychloroquine, azithromycin, convalescent plasma, tocilizumab, REGN-COV2, aspirin, colchicine, baricitinib, dimethyl fumarate, empagliflozin, sotrovimab, molnupiravir, paxlovid and others.

## Study Details

| Field | Value |
| --- | --- |
| Study Type | Interventional |
| Phase | Phase 2, Phase 3 |
| Overall Status | Recruiting |
| Enrollment (Estimated) | 50,000 |
| Allocation | Randomized |
| Intervention Model | Factorial Assignment |
| Masking | None (Open Label) |

## Study Record Dates

| Event | Date |
| --- | --- |
| Study Start (Actual) | 2020-03-19 |
| Primary Completion (Estimated) | 2031-12 |
| Study Completion (Estimated) | 2032-12 |
| First Submitted | 2020-05-08 |
| First Posted | 2020-05-11 |
| Last Update Submitted | 2024-10-14 |
| Last Update Posted | 2024-10-15 |

## Other Study ID Numbers

- ISRCTN50189673
- 2020-001113-21 (EudraCT Number)

## Locations

203 study locations in the United Kingdom, Indonesia, Nepal, Vietnam, Ghana, South Africa and Sri Lanka."""))
    t.append((memory("add", dict={"recovery_ct_first_posted": "2020-05-11 (submitted 2020-05-08; study start 2020-03-19 per CT.gov)"}),
              added("recovery_ct_first_posted")))
    t.append((search("RECOVERY dexamethasone result June 16 2020 28-day mortality reduced one third ventilated patients"), res(
        ("https://www.recoverytrial.net/news/low-cost-dexamethasone-reduces-death-by-up-to-one-third-in-hospitalised-patients-with-severe-respiratory-complications-of-covid-19", "Low-cost dexamethasone reduces death by up to one third in hospitalised patients with severe respiratory complications of COVID-19 - RECOVERY",
         "Dexamethasone reduced deaths by one-third in ventilated patients (rate ratio 0.65) and by one fifth in patients receiving oxygen only ...", "Jun 16, 2020"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2021436", "Dexamethasone in Hospitalized Patients with Covid-19 | NEJM",
         "The RECOVERY Collaborative Group. 2104 patients were assigned to receive dexamethasone and 4321 to receive usual care ...", "Jul 17, 2020"),
        ("https://www.medrxiv.org/content/10.1101/2020.06.22.20137273v1", "Effect of Dexamethasone in Hospitalized Patients with COVID-19: Preliminary Report | medRxiv",
         "Preprint posted June 22, 2020 ...", "Jun 22, 2020"),
        ("https://www.who.int/news/item/16-06-2020-who-welcomes-preliminary-results-about-dexamethasone-use-in-treating-critically-ill-covid-19-patients", "WHO welcomes preliminary results about dexamethasone use in treating critically ill COVID-19 patients",
         "WHO welcomes the initial clinical trial results from the United Kingdom ...", "Jun 16, 2020"),
        ("https://www.bmj.com/content/369/bmj.m2422", "Covid-19: Dexamethasone reduces death in patients with severe complications - The BMJ",
         "One death would be prevented by treatment of around eight ventilated patients ...", "Jun 16, 2020"),
        ("https://www.nature.com/articles/d41586-020-01824-5", "Coronavirus breakthrough: dexamethasone is first drug shown to save lives - Nature",
         "The cheap steroid reduced deaths among the sickest patients ...", "Jun 16, 2020"),
        ("https://en.wikipedia.org/wiki/Dexamethasone", "Dexamethasone - Wikipedia",
         "In June 2020 the RECOVERY trial found dexamethasone reduced mortality in ventilated COVID-19 patients ...", "N/A"),
        ("https://www.gov.uk/government/news/world-first-coronavirus-treatment-approved-for-nhs-use-by-government", "World first coronavirus treatment approved for NHS use - GOV.UK",
         "Dexamethasone authorised for use in the NHS from June 16 ...", "Jun 16, 2020"),
        ("https://www.statnews.com/2020/06/16/dexamethasone-covid19-recovery-trial/", "Cheap steroid dexamethasone cuts Covid-19 deaths - STAT",
         "The results were announced by press release; full data to follow ...", "Jun 16, 2020"),
        ("https://www.reddit.com/r/medicine/comments/ha9kpd/dexamethasone_recovery/", "Dexamethasone RECOVERY results : r/medicine",
         "NNT 8 for ventilated, 25 for oxygen. No benefit without oxygen ...", "Jun 16, 2020"))))
    t.append((extract("https://www.nejm.org/doi/full/10.1056/NEJMoa2021436", "numbers assigned, 28-day mortality, subgroup results"), """# Dexamethasone in Hospitalized Patients with Covid-19

The RECOVERY Collaborative Group

*N Engl J Med* 2021;384:693-704 · DOI: 10.1056/NEJMoa2021436 · Published July 17, 2020 (at NEJM.org); February 25, 2021 (print)

## Abstract

### Methods
In this controlled, open-label trial comparing a range of possible treatments in patients who were hospitalized with Covid-19, we randomly assigned patients to receive oral or intravenous dexamethasone (at a dose of 6 mg once daily) for up to 10 days or to receive usual care alone. The primary outcome was 28-day mortality. Here, we report the final results of this assessment.

### Results
A total of 2104 patients were assigned to receive dexamethasone and 4321 to receive usual care. Overall, 482 patients (22.9%) in the dexamethasone group and 1110 patients (25.7%) in the usual care group died within 28 days after randomization (age-adjusted rate ratio, 0.83; 95% confidence interval [CI], 0.75 to 0.93; P<0.001).

| Respiratory support at randomization | Dexamethasone | Usual care | Rate ratio (95% CI) |
| --- | --- | --- | --- |
| Invasive mechanical ventilation | 95/324 (29.3%) | 283/683 (41.4%) | 0.64 (0.51–0.81) |
| Oxygen only | 298/1279 (23.3%) | 682/2604 (26.2%) | 0.82 (0.72–0.94) |
| No oxygen | 89/501 (17.8%) | 145/1034 (14.0%) | 1.19 (0.92–1.55) |
| **All patients** | **482/2104 (22.9%)** | **1110/4321 (25.7%)** | **0.83 (0.75–0.93)** |

### Conclusions
In patients hospitalized with Covid-19, the use of dexamethasone resulted in lower 28-day mortality among those who were receiving either invasive mechanical ventilation or oxygen alone at randomization but not among those receiving no respiratory support. (Funded by the Medical Research Council and National Institute for Health Research and others; RECOVERY ClinicalTrials.gov number, NCT04381936; ISRCTN number, ISRCTN50189673.)"""))
    t.append((memory("add", dict={"dexa_result": "28-day mortality 482/2104 (22.9%) vs 1110/4321 (25.7%), RR 0.83 (0.75-0.93); ventilated RR 0.64"}),
              added("dexa_result")))
    t.append((memory("update", dict={"recovery_isrctn": "ISRCTN50189673 (submitted & registered 2020-03-23; ISRCTN record last edited 2024-10-08)"}),
              updated("recovery_isrctn")))
    t.append((memory("remove", key_list=["recovery_ct_first_posted"]), removed("recovery_ct_first_posted")))
    t.append((memory("retrieve_all"), dump_all({
        "recovery_isrctn": "ISRCTN50189673 (submitted & registered 2020-03-23; ISRCTN record last edited 2024-10-08)",
        "recovery_nct": "NCT04381936", "recovery_eudract": "2020-001113-21",
        "dexa_result": "28-day mortality 482/2104 (22.9%) vs 1110/4321 (25.7%), RR 0.83 (0.75-0.93); ventilated RR 0.64"})))
    rs.add("search", "h64-search-16", SYSTEM, t, state=EMPTY)


DOUDNA = "https://en.wikipedia.org/wiki/Jennifer_Doudna"


def doudna_page(body: str, edited: str) -> str:
    return f"""# Jennifer Doudna

From Wikipedia, the free encyclopedia

American biochemist (born 1964)

| Jennifer Doudna | |
| --- | --- |
| Born | Jennifer Anne Doudna, February 19, 1964, Washington, D.C., U.S. |
| Education | Pomona College (BA, 1985); Harvard University (PhD, 1989) |
| Known for | CRISPR-Cas9 genome editing; RNA structure |
| Spouse | Jamie Cate |
| Awards | Breakthrough Prize in Life Sciences (2015); Gruber Prize in Genetics (2015); Princess of Asturias Award (2015); Japan Prize (2017); Kavli Prize (2018); Wolf Prize in Medicine (2020); Nobel Prize in Chemistry (2020) |
| Institutions | Yale University (1994–2002); University of California, Berkeley (2002–present); Innovative Genomics Institute; Gladstone Institutes; HHMI |
| Doctoral advisor | Jack W. Szostak |

**Jennifer Anne Doudna** (born February 19, 1964) is an American biochemist who has pioneered work in CRISPR gene editing, and made other fundamental contributions in biochemistry and genetics. She received the 2020 Nobel Prize in Chemistry, with Emmanuelle Charpentier, "for the development of a method for genome editing." She is the Li Ka Shing Chancellor's Chair Professor in the department of chemistry and the department of molecular and cell biology at the University of California, Berkeley.

{body}

Retrieved from "https://en.wikipedia.org/w/index.php?title=Jennifer_Doudna&oldid=1280456613"

Categories: 1964 births · Living people · American biochemists · Nobel laureates in Chemistry · American Nobel laureates · Pomona College alumni · Harvard University alumni · UC Berkeley College of Chemistry faculty · Members of the National Academy of Sciences

This page was last edited on {edited} (UTC)."""


# 17 bad: Wikipedia (mainstream), Doudna; the same article's "last edited" stamp goes backwards
def t17(rs: RowSet) -> None:
    t = []
    t.append((search("2020 Nobel Prize in Chemistry Charpentier Doudna genome editing CRISPR announced"), res(
        ("https://www.nobelprize.org/prizes/chemistry/2020/summary/", "The Nobel Prize in Chemistry 2020 - NobelPrize.org",
         "The Nobel Prize in Chemistry 2020 was awarded jointly to Emmanuelle Charpentier and Jennifer A. Doudna \"for the development of a method for genome editing\" ...", "N/A"),
        (DOUDNA, "Jennifer Doudna - Wikipedia",
         "Jennifer Anne Doudna (born February 19, 1964) is an American biochemist who has pioneered work in CRISPR gene editing ... She received the 2020 Nobel Prize in Chemistry, with Emmanuelle Charpentier ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Emmanuelle_Charpentier", "Emmanuelle Charpentier - Wikipedia",
         "Emmanuelle Marie Charpentier (born 11 December 1968) is a French professor and researcher in microbiology, genetics and biochemistry ...", "N/A"),
        ("https://www.nobelprize.org/prizes/chemistry/2020/press-release/", "Press release: The Nobel Prize in Chemistry 2020 - NobelPrize.org",
         "7 October 2020. Genetic scissors: a tool for rewriting the code of life ...", "Oct 7, 2020"),
        ("https://www.nytimes.com/2020/10/07/science/nobel-prize-chemistry-crispr.html", "Nobel Prize in Chemistry Awarded to 2 Scientists for Work on Genome Editing - The New York Times",
         "Emmanuelle Charpentier and Jennifer A. Doudna are the first two women to share a Nobel in the sciences ...", "Oct 7, 2020"),
        ("https://news.berkeley.edu/2020/10/07/jennifer-doudna-wins-2020-nobel-prize-in-chemistry/", "Jennifer Doudna wins 2020 Nobel Prize in Chemistry - Berkeley News",
         "Doudna, a professor of chemistry and of molecular and cell biology, shares the prize with Emmanuelle Charpentier ...", "Oct 7, 2020"),
        ("https://www.mpg.de/15730386/nobel-prize-chemistry-2020-charpentier", "Nobel Prize in Chemistry 2020 for Emmanuelle Charpentier - Max Planck Society",
         "Charpentier is director of the Max Planck Unit for the Science of Pathogens in Berlin ...", "Oct 7, 2020"),
        ("https://www.nature.com/articles/d41586-020-02765-9", "CRISPR, the disruptor: chemistry Nobel - Nature",
         "Pioneers of the revolutionary CRISPR gene-editing technique win chemistry Nobel ...", "Oct 7, 2020"),
        ("https://www.science.org/content/article/crispr-nobel", "CRISPR, the revolutionary genetic 'scissors,' honored by Chemistry Nobel - Science",
         "Notably absent: Feng Zhang and George Church ...", "Oct 7, 2020"),
        ("https://www.reddit.com/r/science/comments/j6n6l0/nobel_chemistry_2020_crispr/", "2020 Nobel Prize in Chemistry awarded for CRISPR : r/science",
         "Well deserved; first time two women share a science Nobel without a male co-laureate ...", "Oct 7, 2020"))))
    t.append((extract(DOUDNA, "Nobel prize, co-laureate, early career"), doudna_page("""## Early life and education

Doudna was born on February 19, 1964, in Washington, D.C., and grew up in Hilo, Hawaii, where her father taught literature at the University of Hawaiʻi at Hilo. She graduated from Hilo High School in 1981 and received a BA in biochemistry from Pomona College in 1985. She earned her PhD at Harvard Medical School in 1989 under Jack W. Szostak, working on a self-replicating ribozyme.

## Career

After postdoctoral work with Thomas Cech at the University of Colorado Boulder, where she solved the crystal structure of the P4-P6 domain of the Tetrahymena group I ribozyme, Doudna joined the faculty of Yale University in 1994. She moved to UC Berkeley in 2002.

## CRISPR

In 2011 Doudna met Emmanuelle Charpentier at a conference in Puerto Rico, and the two began a collaboration on the Cas9 protein of *Streptococcus pyogenes*. Their June 2012 paper in *Science*, with Martin Jinek as first author, showed that Cas9 could be programmed with a single guide RNA to cut specific DNA sequences.

## Awards

On October 7, 2020, Doudna and Charpentier were announced as recipients of the Nobel Prize in Chemistry "for the development of a method for genome editing". They were the first two women to share a Nobel Prize in the sciences.""", "14 March 2025, at 09:12")))
    t.append((memory("add", dict={"chem2020": "Emmanuelle Charpentier & Jennifer A. Doudna, 'for the development of a method for genome editing', announced 2020-10-07"}),
              added("chem2020")))
    t.append((extract("https://en.wikipedia.org/wiki/Emmanuelle_Charpentier", "birth date and current institution"), """# Emmanuelle Charpentier

From Wikipedia, the free encyclopedia

French microbiologist (born 1968)

| Emmanuelle Charpentier | |
| --- | --- |
| Born | Emmanuelle Marie Charpentier, 11 December 1968, Juvisy-sur-Orge, France |
| Education | Pierre and Marie Curie University (PhD, 1995) |
| Known for | Elucidating the mechanism of CRISPR-Cas9 |
| Awards | Breakthrough Prize in Life Sciences (2015); Princess of Asturias Award (2015); Gruber Prize in Genetics (2015); Japan Prize (2017); Kavli Prize (2018); Wolf Prize in Medicine (2020); Nobel Prize in Chemistry (2020) |
| Institutions | Rockefeller University; University of Vienna; Umeå University; Helmholtz Centre for Infection Research; Max Planck Institute for Infection Biology; Max Planck Unit for the Science of Pathogens |

**Emmanuelle Marie Charpentier** (born 11 December 1968) is a French professor and researcher in microbiology, genetics and biochemistry. Since 2015 she has been a director at the Max Planck Institute for Infection Biology in Berlin. In 2018 she founded an independent research institute, the Max Planck Unit for the Science of Pathogens, of which she is the founding and acting director.

In 2011, at Umeå University, Charpentier's group published in *Nature* the discovery of tracrRNA, a small RNA required for the maturation of CRISPR RNA in *Streptococcus pyogenes*.

This page was last edited on 27 February 2025, at 16:40 (UTC)."""))
    t.append((search("Jinek Chylinski Fonfara Hauer Doudna Charpentier 2012 Science programmable dual-RNA-guided DNA endonuclease DOI"), res(
        ("https://www.science.org/doi/10.1126/science.1225829", "A Programmable Dual-RNA–Guided DNA Endonuclease in Adaptive Bacterial Immunity | Science",
         "Martin Jinek, Krzysztof Chylinski, Ines Fonfara, Michael Hauer, Jennifer A. Doudna, Emmanuelle Charpentier. Science 337(6096):816-821. First release 28 Jun 2012 ...", "Jun 28, 2012"),
        ("https://pubmed.ncbi.nlm.nih.gov/22745249/", "A programmable dual-RNA-guided DNA endonuclease in adaptive bacterial immunity - PubMed",
         "Science. 2012 Aug 17;337(6096):816-21. doi: 10.1126/science.1225829. Epub 2012 Jun 28 ...", "N/A"),
        ("https://www.ncbi.nlm.nih.gov/pmc/articles/PMC6286148/", "A Programmable Dual-RNA–Guided DNA Endonuclease - PMC",
         "Author manuscript. Cas9 can be programmed with single RNA molecules to cleave specific DNA sites ...", "N/A"),
        ("https://en.wikipedia.org/wiki/CRISPR_gene_editing", "CRISPR gene editing - Wikipedia",
         "In 2012 Jinek et al. showed Cas9 could be guided by a single chimeric RNA ...", "N/A"),
        ("https://innovativegenomics.org/news/crispr-anniversary/", "Ten years of CRISPR genome editing - Innovative Genomics Institute",
         "On June 28, 2012, Science published the paper that started it all ...", "Jun 28, 2022"),
        ("https://www.nobelprize.org/uploads/2020/10/advanced-chemistryprize2020.pdf", "Scientific Background on the Nobel Prize in Chemistry 2020 (PDF)",
         "The key 2012 paper (Jinek et al.) demonstrated in vitro reprogramming of Cas9 ...", "Oct 7, 2020"),
        ("https://scholar.google.com/scholar?cluster=2431327958153126466", "A programmable dual-RNA–guided DNA endonuclease in adaptive bacterial immunity - Google Scholar",
         "M Jinek, K Chylinski, I Fonfara, M Hauer… - Science, 2012. Cited by 19,800 ...", "N/A"),
        ("https://www.the-scientist.com/crispr-paper-2012", "The paper that launched CRISPR - The Scientist",
         "Submitted June 8, 2012 and accepted June 20 ...", "Jun 27, 2017"),
        ("https://www.nature.com/articles/nature09886", "CRISPR RNA maturation by trans-encoded small RNA and host factor RNase III | Nature",
         "Deltcheva E, Chylinski K, ... Charpentier E. Nature 471, 602–607 (2011) ...", "Mar 30, 2011"),
        ("https://www.reddit.com/r/labrats/comments/vmz3hj/10_years_crispr/", "10 years since Jinek et al. 2012 : r/labrats",
         "Still the most cited paper in my thesis ...", "Jun 28, 2022"))))
    t.append((memory("add", dict={"jinek2012": "Jinek et al., Science 337(6096):816-821, epub 2012-06-28, print 2012-08-17, doi:10.1126/science.1225829"}),
              added("jinek2012")))
    t.append((extract(DOUDNA, "2012 paper and patent dispute"), doudna_page("""## CRISPR

In 2011 Doudna met Emmanuelle Charpentier at a conference in Puerto Rico, and the two began a collaboration on the Cas9 protein of *Streptococcus pyogenes*. Their June 2012 paper in *Science*, with Martin Jinek as first author, showed that Cas9 could be programmed with a single guide RNA to cut specific DNA sequences.

## Patents

The University of California, on behalf of Doudna, Charpentier and colleagues, filed a provisional patent application on May 25, 2012. The Broad Institute, on behalf of Feng Zhang, filed later but requested accelerated examination and received the first US patent in April 2014. The resulting interference proceedings before the Patent Trial and Appeal Board were decided in the Broad's favor in February 2017 and February 2022; UC appealed the 2022 decision to the Federal Circuit.

## Companies

Doudna co-founded Caribou Biosciences (2011), Intellia Therapeutics (2014), Mammoth Biosciences (2017) and Scribe Therapeutics (2018).""", "2 February 2025, at 21:47")))
    t.append((memory("retrieve_all"), dump_all({
        "chem2020": "Emmanuelle Charpentier & Jennifer A. Doudna, 'for the development of a method for genome editing', announced 2020-10-07",
        "jinek2012": "Jinek et al., Science 337(6096):816-821, epub 2012-06-28, print 2012-08-17, doi:10.1126/science.1225829"})))
    rs.add("search", "h64-search-17", SYSTEM, t, state=EMPTY, bad=True, turn=7,
           kind="The Doudna article now says it was last edited on 2 February 2025, earlier than the 14 March 2025 stamp it showed at turn 2 (same oldid, nothing edited).")


# 18 bad: ECDC (less common), measles in the EU/EEA; a status set to verified reads back as draft
def t18(rs: RowSet) -> None:
    start = {"report_status": "draft", "source_pref": "ECDC annual and monthly measles reports; WHO/Europe for regional totals"}
    t = []
    t.append((search("ECDC measles 2024 EU/EEA cases annual epidemiological report Romania"), res(
        ("https://www.ecdc.europa.eu/en/publications-data/measles-annual-epidemiological-report-2024", "Measles - Annual Epidemiological Report for 2024 - ECDC",
         "In 2024, 30 EU/EEA countries reported 35 212 cases of measles, of which 25 907 (74%) were laboratory-confirmed. Romania accounted for 87% of cases ...", "Mar 27, 2025"),
        ("https://www.ecdc.europa.eu/en/measles/surveillance-and-disease-data/monthly-measles-rubella-monitoring", "Monthly measles and rubella monitoring report - ECDC",
         "Each month ECDC summarises measles and rubella surveillance data for the previous 12-month period ...", "N/A"),
        ("https://www.ecdc.europa.eu/en/measles", "Measles - ECDC",
         "Measles is a highly contagious disease; two doses of measles-containing vaccine are needed for protection ...", "N/A"),
        ("https://www.who.int/europe/news/item/13-03-2025-european-region-reports-highest-number-of-measles-cases-in-more-than-25-years", "European Region reports highest number of measles cases in more than 25 years - WHO/Europe & UNICEF",
         "127 350 measles cases were reported in the European Region for 2024, double the number reported for 2023 ...", "Mar 13, 2025"),
        ("https://www.eurosurveillance.org/content/10.2807/1560-7917.ES.2024.29.7.2400051", "Measles outbreak in Romania, 2023–2024 - Eurosurveillance",
         "Since the beginning of 2023 Romania has reported a large measles outbreak; national epidemic declared in December 2023 ...", "Feb 15, 2024"),
        ("https://en.wikipedia.org/wiki/Measles_resurgence_in_Europe", "Measles resurgence in Europe - Wikipedia",
         "Romania has been the most affected EU country in 2023–2024 ...", "N/A"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/europe-measles-2024-2025-03-13/", "Europe's measles cases hit highest level since 1997 - Reuters",
         "Kazakhstan and Romania together accounted for about half of the region's cases ...", "Mar 13, 2025"),
        ("https://www.ecdc.europa.eu/en/publications-data/measles-and-rubella-monthly-report-february-2025", "Measles and rubella monthly report - February 2025 - ECDC",
         "Twelve-month period 1 February 2024 to 31 January 2025 ...", "Feb 14, 2025"),
        ("https://insp.gov.ro/centrul-national-de-supraveghere-si-control-al-bolilor-transmisibile/rujeola/", "Rujeolă - situația la zi - INSP Romania",
         "Situatia rujeolei in Romania: cazuri confirmate si decese, actualizat saptamanal ...", "N/A"),
        ("https://www.reddit.com/r/europe/comments/1jacd6f/measles_europe_2024/", "Measles in Europe hits 25-year high : r/europe",
         "Romania's MMR coverage has been under 70% for the second dose ...", "Mar 13, 2025"))))
    t.append((extract("https://www.ecdc.europa.eu/en/publications-data/measles-annual-epidemiological-report-2024", "2024 totals, top countries, deaths"), """# Measles – Annual Epidemiological Report for 2024

*Surveillance report · 27 Mar 2025*

## Key facts

- In 2024, 30 EU/EEA countries reported **35 212** cases of measles, of which 25 907 (74%) were laboratory-confirmed.
- The overall notification rate was 78.4 cases per million population, the highest since EU/EEA-wide surveillance began.
- **Romania** reported the highest number of cases (30 692; 87% of all cases), followed by Italy (1 097), Belgium (1 004), Germany (637), Austria (542) and France (456).
- Of the cases with known age, 34% were children under five years of age; 13% were in infants under one year, too young to be vaccinated.
- Of the cases with known vaccination status, 86% were unvaccinated.
- **23** measles-related deaths were reported in 2024: 21 in Romania, one in Ireland and one in Italy.

## Cases by country, 2024 (top 6 and others)

| Country | Cases | % of EU/EEA total | Cases per million |
| --- | --- | --- | --- |
| Romania | 30 692 | 87.2% | 1 612.5 |
| Italy | 1 097 | 3.1% | 18.6 |
| Belgium | 1 004 | 2.9% | 85.1 |
| Germany | 637 | 1.8% | 7.6 |
| Austria | 542 | 1.5% | 59.4 |
| France | 456 | 1.3% | 6.7 |
| Other 24 countries | 784 | 2.2% | — |
| **EU/EEA total** | **35 212** | **100%** | **78.4** |

## Discussion

The 2024 figures reflect an exceptional surge driven primarily by the outbreak in Romania, where vaccination coverage with the second dose of measles-containing vaccine has been below 70% for several years. Ensuring ≥95% coverage with two doses in every community remains the key to interrupting transmission.

*Suggested citation: European Centre for Disease Prevention and Control. Measles. In: ECDC. Annual Epidemiological Report for 2024. Stockholm: ECDC; 2025.*"""))
    t.append((memory("add", dict={"eu_measles_2024": "35,212 cases (25,907 lab-confirmed), 30 EU/EEA countries, 23 deaths, 78.4/million",
                                  "romania_share_2024": "30,692 of 35,212 (87.2%); 21 of 23 deaths"}),
              added("eu_measles_2024", "romania_share_2024")))
    t.append((search("ECDC monthly measles rubella monitoring March 2025 twelve-month period cases deaths"), res(
        ("https://www.ecdc.europa.eu/en/publications-data/measles-and-rubella-monthly-report-march-2025", "Measles and rubella monthly report - March 2025 - ECDC",
         "Between 1 March 2024 and 28 February 2025, 30 EU/EEA countries reported 32 265 cases of measles, including 18 deaths ...", "Mar 14, 2025"),
        ("https://www.ecdc.europa.eu/en/measles/surveillance-and-disease-data/monthly-measles-rubella-monitoring", "Monthly measles and rubella monitoring report - ECDC",
         "Each month ECDC summarises measles and rubella surveillance data for the previous 12-month period ...", "N/A"),
        ("https://www.ecdc.europa.eu/en/publications-data/measles-and-rubella-monthly-report-february-2025", "Measles and rubella monthly report - February 2025 - ECDC",
         "Between 1 February 2024 and 31 January 2025, 30 EU/EEA countries reported 33 817 cases ...", "Feb 14, 2025"),
        ("https://www.ecdc.europa.eu/en/news-events/measles-cases-eu-eea-decline-early-2025", "Measles cases in EU/EEA decline in early 2025 but remain high - ECDC",
         "Romania's outbreak is slowing while other countries report increases ...", "Mar 20, 2025"),
        ("https://www.eurosurveillance.org/content/10.2807/1560-7917.ES.2025.30.10.2500153", "Measles in the EU/EEA, 2024 - Eurosurveillance",
         "Rapid communication on the epidemiology of measles in 2024 ...", "Mar 13, 2025"),
        ("https://www.who.int/europe/emergencies/situations/measles", "Measles - WHO/Europe",
         "Regional situation and country updates ...", "N/A"),
        ("https://www.euronews.com/health/2025/03/14/measles-cases-europe-ecdc", "Measles cases in Europe: latest ECDC figures - Euronews",
         "Romania still accounts for most cases but its share is falling ...", "Mar 14, 2025"),
        ("https://www.gov.uk/government/publications/measles-epidemiology-2023", "Measles epidemiology 2023 to 2025 - GOV.UK",
         "England data (UKHSA), not part of EU/EEA reporting ...", "N/A"),
        ("https://www.rki.de/EN/Content/infections/epidemiology/outbreaks/measles.html", "Measles in Germany - RKI",
         "Weekly notifications under the Infection Protection Act ...", "N/A"),
        ("https://www.reddit.com/r/epidemiology/comments/1jb2c1x/ecdc_march_2025/", "ECDC measles monthly March 2025 : r/epidemiology",
         "Note these are rolling 12-month totals, not calendar-year ...", "Mar 14, 2025"))))
    t.append((extract("https://www.ecdc.europa.eu/en/publications-data/measles-and-rubella-monthly-report-march-2025", "12-month totals, deaths, Romania share"), """# Measles and rubella monthly report – March 2025

*Communicable disease threats report · 14 Mar 2025 · Data from The European Surveillance System (TESSy), extracted 10 March 2025*

## Measles: 12-month period 1 March 2024 – 28 February 2025

- **32 265** cases of measles were reported by 30 EU/EEA countries; 23 411 (73%) were laboratory-confirmed.
- The notification rate was 71.8 cases per million population.
- **Romania** reported 27 568 cases (85.4%), followed by Italy (1 152), Belgium (1 011), Germany (612) and Austria (598).
- **18** deaths were reported: 16 in Romania, one in Ireland and one in Italy.

## Measles: February 2025

- 1 027 cases were reported with onset in February 2025, compared with 1 311 in January 2025 (−22%).
- Romania reported 412 cases in February 2025, down from 3 026 in February 2024.

| Country | Cases (12 months to 28 Feb 2025) | Share |
| --- | --- | --- |
| Romania | 27 568 | 85.4% |
| Italy | 1 152 | 3.6% |
| Belgium | 1 011 | 3.1% |
| Germany | 612 | 1.9% |
| Austria | 598 | 1.9% |
| Others (25 countries) | 1 324 | 4.1% |
| **Total** | **32 265** | **100%** |

## Rubella

- 188 cases of rubella were reported in the same period, 79 of them laboratory-confirmed; Poland and Germany reported the most cases.

*Note: monthly figures are provisional and may change as countries update their data.*"""))
    t.append((memory("add", dict={"eu_measles_12m_to_feb2025": "32,265 cases (1 Mar 2024 - 28 Feb 2025, rolling 12 months), 18 deaths; Romania 27,568 (85.4%)"}),
              added("eu_measles_12m_to_feb2025")))
    t.append((memory("update", dict={"report_status": "verified"}), updated("report_status")))
    t.append((search("WHO Europe UNICEF measles 2024 127,350 cases highest since 1997"), res(
        ("https://www.who.int/europe/news/item/13-03-2025-european-region-reports-highest-number-of-measles-cases-in-more-than-25-years", "European Region reports highest number of measles cases in more than 25 years - WHO/Europe & UNICEF",
         "127 350 measles cases were reported in the European Region for 2024, double the number reported for 2023 and the highest number since 1997 ...", "Mar 13, 2025"),
        ("https://www.unicef.org/eca/press-releases/measles-cases-europe-2024", "Measles cases in Europe and Central Asia highest since 1997 - UNICEF",
         "Children under five account for more than 40% of reported cases in the region ...", "Mar 13, 2025"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/europe-measles-2024-2025-03-13/", "Europe's measles cases hit highest level since 1997 - Reuters",
         "Kazakhstan and Romania together accounted for about half of the region's cases ...", "Mar 13, 2025"),
        ("https://www.bbc.com/news/articles/measles-europe-2024", "Measles cases in Europe double in 2024 - BBC News",
         "Kazakhstan reported 28 147 cases and Romania 30 692 ...", "Mar 13, 2025"),
        ("https://www.who.int/europe/emergencies/situations/measles", "Measles - WHO/Europe",
         "38 deaths reported in the region in 2024, provisional ...", "N/A"),
        ("https://www.theguardian.com/society/2025/mar/13/measles-cases-europe-highest-level-since-1997", "Measles cases in Europe at highest level since 1997 - The Guardian",
         "Health officials blame drops in vaccination during the pandemic ...", "Mar 13, 2025"),
        ("https://www.cidrap.umn.edu/measles/european-measles-cases-2024", "European measles cases in 2024 were highest in decades - CIDRAP",
         "WHO's European Region includes 53 countries, far more than the 30 EU/EEA countries ECDC covers ...", "Mar 13, 2025"),
        ("https://www.euronews.com/health/2025/03/13/measles-who-europe-2024", "Measles in Europe: 127,000 cases in 2024 - Euronews",
         "A third of all global measles cases were in the European Region ...", "Mar 13, 2025"),
        ("https://www.statnews.com/2025/03/13/measles-europe-who-unicef/", "Measles in Europe at highest level in decades - STAT",
         "The report comes as the US faces its own outbreak in Texas ...", "Mar 13, 2025"),
        ("https://www.reddit.com/r/worldnews/comments/1jaabc1/measles_europe/", "Measles cases in Europe hit highest level since 1997 : r/worldnews",
         "127k in WHO Europe, which includes Central Asia ...", "Mar 13, 2025"))))
    t.append((memory("add", dict={"who_euro_measles_2024": "127,350 cases in WHO European Region (53 countries), 2024; highest since 1997"}),
              added("who_euro_measles_2024")))
    t.append((memory("retrieve", key_list=["report_status", "eu_measles_2024"]), dump({
        "report_status": "draft",
        "eu_measles_2024": "35,212 cases (25,907 lab-confirmed), 30 EU/EEA countries, 23 deaths, 78.4/million"})))
    rs.add("search", "h64-search-18", SYSTEM, t, state=state_with(start), bad=True, turn=10,
           kind="report_status reads back as draft although turn 7 updated it to verified.")


# 19 clean: Rust blog (mainstream), Rust 1.85 / 2024 edition; a "latest seen" note moves forward with newer releases
def t19(rs: RowSet) -> None:
    t = []
    t.append((search("Rust 1.85.0 release Rust 2024 edition stabilized blog"), res(
        ("https://blog.rust-lang.org/2025/02/20/Rust-1.85.0.html", "Announcing Rust 1.85.0 and Rust 2024 | Rust Blog",
         "The Rust team is happy to announce a new version of Rust, 1.85.0. This stabilizes the 2024 edition as well ...", "Feb 20, 2025"),
        ("https://doc.rust-lang.org/edition-guide/rust-2024/index.html", "Rust 2024 - The Rust Edition Guide",
         "The Rust 2024 Edition is the fourth edition. Release: 1.85.0. Language changes: RPIT lifetime capture rules, if let temporary scope, unsafe extern blocks ...", "N/A"),
        ("https://github.com/rust-lang/rust/releases/tag/1.85.0", "Release Rust 1.85.0 · rust-lang/rust - GitHub",
         "Language: stabilize async closures; stabilize #[diagnostic::do_not_recommend]; Rust 2024 edition ...", "Feb 20, 2025"),
        ("https://releases.rs/docs/1.85.0/", "1.85.0 | Rust Changelogs",
         "Released on: 20 February, 2025. Branched from master: 3 January, 2025 ...", "N/A"),
        ("https://www.infoq.com/news/2025/03/rust-2024-edition/", "Rust 2024 Edition Brings Async Closures and More - InfoQ",
         "The fourth edition of Rust, after 2015, 2018 and 2021 ...", "Mar 3, 2025"),
        ("https://lwn.net/Articles/1010592/", "Rust 1.85.0 released with the 2024 edition [LWN.net]",
         "Rust 1.85.0 has been released; it is the first version to support the 2024 edition ...", "Feb 20, 2025"),
        ("https://www.reddit.com/r/rust/comments/1iu2wqx/announcing_rust_1850_and_rust_2024/", "Announcing Rust 1.85.0 and Rust 2024 : r/rust",
         "Run `cargo fix --edition` then bump edition = \"2024\" in Cargo.toml ...", "Feb 20, 2025"),
        ("https://en.wikipedia.org/wiki/Rust_(programming_language)", "Rust (programming language) - Wikipedia",
         "Stable release 1.87.0 / 15 May 2025. Editions: 2015, 2018, 2021, 2024 ...", "N/A"),
        ("https://news.ycombinator.com/item?id=43121361", "Rust 1.85.0 and Rust 2024 | Hacker News",
         "Async closures finally stable ...", "Feb 20, 2025"),
        ("https://www.phoronix.com/news/Rust-1.85-Released", "Rust 1.85 Released With Rust 2024 Edition - Phoronix",
         "Rust 1.85 is out as the first stable release supporting Rust 2024 ...", "Feb 20, 2025"))))
    t.append((extract("https://blog.rust-lang.org/2025/02/20/Rust-1.85.0.html", "release date and what is stabilized"), """# Announcing Rust 1.85.0 and Rust 2024

*Feb. 20, 2025 · The Rust Release Team*

The Rust team is happy to announce a new version of Rust, 1.85.0. This stabilizes the 2024 edition as well. Rust is a programming language empowering everyone to build reliable and efficient software.

If you have a previous version of Rust installed via `rustup`, you can get 1.85.0 with:

```
$ rustup update stable
```

## What's in 1.85.0 stable

### Rust 2024

We are excited to announce that the Rust 2024 Edition is now stable! Editions are a mechanism for opt-in changes that may otherwise pose a backwards compatibility risk.

**Language**
- RPIT lifetime capture rules — Changes the default capturing of parameters by `impl Trait` types when `use<..>` is not present.
- `if let` temporary scope — Changes the scope of temporaries for `if let` expressions.
- Tail expression temporary scope — Changes the scope of temporaries for the tail expression in a block.
- Match ergonomics reservations — Disallow some pattern combinations to avoid confusion and allow for future improvements.
- Unsafe `extern` blocks — `extern` blocks now require the `unsafe` keyword.
- Unsafe attributes — The `export_name`, `link_section`, and `no_mangle` attributes must now be marked as `unsafe`.
- `gen` keyword — Reserves the `gen` keyword in anticipation of adding generator blocks in the future.
- Never type fallback change.

**Cargo**
- Rust-version aware resolver — Changes the default dependency resolver behavior to consider the `rust-version` field.

**Rustfmt**
- Style edition, formatting fixes, raw identifier sorting, version sorting.

### Async closures

Rust now supports asynchronous closures like `async || {}` which return futures when called, and the corresponding traits `AsyncFn`, `AsyncFnMut` and `AsyncFnOnce`.

### Hiding trait implementations from diagnostics

The new `#[diagnostic::do_not_recommend]` attribute is a hint to the compiler to not show the annotated trait implementation as part of a diagnostic message.

### `FromIterator` and `Extend` for tuples

Earlier versions added these for `(T, U)` pairs; 1.85 extends them to tuples of every length from 1 to 12.

### Updates to `std::env::home_dir()`

`std::env::home_dir()` has been deprecated for years; its behavior on Windows is now fixed, and the deprecation will be removed in a future release.

### Stabilized APIs

`BuildHasherDefault::new`, `ptr::fn_addr_eq`, `io::ErrorKind::QuotaExceeded`, `io::ErrorKind::CrossesDevices`, `{float}::midpoint`, unsigned `{integer}::midpoint`, `NonZeroU*::midpoint`, `impl std::iter::Extend for tuples with arity 1 through 12`.

## Contributors to 1.85.0

Many people came together to create Rust 1.85.0. We couldn't have done it without all of you. Thanks!"""))
    t.append((memory("add", dict={"rust_2024_edition": "stabilized in Rust 1.85.0 (2025-02-20); 4th edition after 2015, 2018, 2021",
                                  "rust_latest_seen": "1.85.0 (2025-02-20)"}),
              added("rust_2024_edition", "rust_latest_seen")))
    t.append((search("Rust 1.86.0 released April 3 2025 trait upcasting; Rust 1.87.0 May 15 2025 ten years"), res(
        ("https://blog.rust-lang.org/2025/04/03/Rust-1.86.0.html", "Announcing Rust 1.86.0 | Rust Blog",
         "Rust 1.86.0 stabilizes trait upcasting, get_disjoint_mut for slices and HashMap, and allows #[target_feature] on safe functions ...", "Apr 3, 2025"),
        ("https://blog.rust-lang.org/2025/05/15/Rust-1.87.0.html", "Announcing Rust 1.87.0 and ten years of Rust! | Rust Blog",
         "Live from the 10 Years of Rust celebration in Utrecht, Netherlands! Anonymous pipes, safe architecture intrinsics, asm_goto ...", "May 15, 2025"),
        ("https://blog.rust-lang.org/2025/01/09/Rust-1.84.0.html", "Announcing Rust 1.84.0 | Rust Blog",
         "Cargo considers Rust versions for dependency version selection; migration to the new trait solver begins ...", "Jan 9, 2025"),
        ("https://releases.rs/", "Rust Changelogs",
         "1.88.0 beta; 1.87.0 stable 15 May 2025; 1.86.0 3 April 2025; 1.85.0 20 February 2025 ...", "N/A"),
        ("https://blog.rust-lang.org/2015/05/15/Rust-1.0.html", "Announcing Rust 1.0 | Rust Blog",
         "We are very proud to announce the 1.0 release of Rust ...", "May 15, 2015"),
        ("https://www.phoronix.com/news/Rust-1.86-Released", "Rust 1.86 Released With Trait Upcasting - Phoronix",
         "Rust 1.86 is out with trait upcasting coercion support ...", "Apr 3, 2025"),
        ("https://www.phoronix.com/news/Rust-1.87-Released", "Rust 1.87 Released On Rust's 10th Anniversary - Phoronix",
         "Anonymous pipe support in the standard library ...", "May 15, 2025"),
        ("https://www.reddit.com/r/rust/comments/1jqp3ml/announcing_rust_1860/", "Announcing Rust 1.86.0 : r/rust",
         "Trait upcasting is huge for plugin architectures ...", "Apr 3, 2025"),
        ("https://lwn.net/Articles/1021322/", "Rust 1.87.0 released [LWN.net]",
         "Version 1.87.0 coincides with the tenth anniversary of Rust 1.0 ...", "May 15, 2025"),
        ("https://github.com/rust-lang/rust/releases/tag/1.87.0", "Release Rust 1.87.0 · rust-lang/rust - GitHub",
         "Stabilize asm_goto; stabilize std::io::pipe ...", "May 15, 2025"))))
    t.append((memory("update", dict={"rust_latest_seen": "1.87.0 (2025-05-15, ten years after 1.0); previous 1.86.0 (2025-04-03)"}),
              updated("rust_latest_seen")))
    t.append((memory("retrieve_all"), dump_all({
        "rust_2024_edition": "stabilized in Rust 1.85.0 (2025-02-20); 4th edition after 2015, 2018, 2021",
        "rust_latest_seen": "1.87.0 (2025-05-15, ten years after 1.0); previous 1.86.0 (2025-04-03)"})))
    rs.add("search", "h64-search-19", SYSTEM, t, state=EMPTY)


def arxiv_abs(size: str, extra: str) -> str:
    return f"""# [1602.03837] Observation of Gravitational Waves from a Binary Black Hole Merger

**General Relativity and Quantum Cosmology**

*[Submitted on 11 Feb 2016]*

## Observation of Gravitational Waves from a Binary Black Hole Merger

LIGO Scientific Collaboration and Virgo Collaboration: B. P. Abbott, R. Abbott, T. D. Abbott, M. R. Abernathy, F. Acernese, K. Ackley, C. Adams, T. Adams, P. Addesso, R. X. Adhikari, V. B. Adya, C. Affeldt, M. Agathos, K. Agatsuma, N. Aggarwal, O. D. Aguiar, L. Aiello, A. Ain, P. Ajith, et al. (1,011 additional authors not shown)

> On September 14, 2015 at 09:50:45 UTC the two detectors of the Laser Interferometer Gravitational-Wave Observatory simultaneously observed a transient gravitational-wave signal. The signal sweeps upwards in frequency from 35 to 250 Hz with a peak gravitational-wave strain of 1.0×10^-21. It matches the waveform predicted by general relativity for the inspiral and merger of a pair of black holes and the ringdown of the resulting single black hole. The signal was observed with a matched-filter signal-to-noise ratio of 24 and a false alarm rate estimated to be less than 1 event per 203 000 years, equivalent to a significance greater than 5.1σ. The source lies at a luminosity distance of 410+160−180 Mpc corresponding to a redshift z=0.09+0.03−0.04. In the source frame, the initial black hole masses are 36+5−4 M⊙ and 29+4−4 M⊙, and the final black hole mass is 62+4−4 M⊙, with 3.0+0.5−0.5 M⊙c² radiated in gravitational waves. All uncertainties define 90% credible intervals. These observations demonstrate the existence of binary stellar-mass black hole systems. This is the first direct detection of gravitational waves and the first observation of a binary black hole merger.

| | |
| --- | --- |
| Comments | 16 pages, 4 figures |
| Subjects | General Relativity and Quantum Cosmology (gr-qc); High Energy Astrophysical Phenomena (astro-ph.HE) |
| Journal reference | Phys. Rev. Lett. 116, 061102 (2016) |
| Related DOI | https://doi.org/10.1103/PhysRevLett.116.061102 |
| Report number | LIGO-P150914 |
| Cite as | arXiv:1602.03837 [gr-qc] (or arXiv:1602.03837v1 [gr-qc] for this version) |

## Submission history

From: Marco Drago [view email]
**[v1]** Thu, 11 Feb 2016 15:27:52 UTC ({size})

{extra}"""


# 20 bad: arXiv (less common), GW150914; the v1 file size changes on the next look at the same record
def t20(rs: RowSet) -> None:
    t = []
    t.append((extract("https://arxiv.org/abs/1602.03837", "title, authors, submission history, DOI"), arxiv_abs("2,154 KB", """## Access Paper

- View PDF
- TeX Source
- Other Formats

*Current browse context: gr-qc · < prev | next > · new | recent | 2016-02*

## References & Citations

- INSPIRE HEP
- NASA ADS
- Google Scholar
- Semantic Scholar

*25 blog links*""")))
    t.append((search("GW150914 Physical Review Letters 116 061102 published 11 February 2016 received"), res(
        ("https://journals.aps.org/prl/abstract/10.1103/PhysRevLett.116.061102", "Phys. Rev. Lett. 116, 061102 (2016) - Observation of Gravitational Waves from a Binary Black Hole Merger",
         "B. P. Abbott et al. (LIGO Scientific Collaboration and Virgo Collaboration). Received 21 January 2016; published 11 February 2016 ...", "Feb 11, 2016"),
        ("https://arxiv.org/abs/1602.03837", "[1602.03837] Observation of Gravitational Waves from a Binary Black Hole Merger",
         "On September 14, 2015 at 09:50:45 UTC the two detectors of LIGO simultaneously observed a transient gravitational-wave signal ...", "Feb 11, 2016"),
        ("https://en.wikipedia.org/wiki/First_observation_of_gravitational_waves", "First observation of gravitational waves - Wikipedia",
         "The detection, designated GW150914, was announced on 11 February 2016 at a press conference in Washington, D.C. ...", "N/A"),
        ("https://www.ligo.caltech.edu/news/ligo20160211", "Gravitational Waves Detected 100 Years After Einstein's Prediction | LIGO Lab | Caltech",
         "The gravitational waves were detected on September 14, 2015 at 5:50:45 a.m. EDT (09:50:45 UTC) by both LIGO detectors ...", "Feb 11, 2016"),
        ("https://physics.aps.org/articles/v9/17", "Viewpoint: The First Sounds of Merging Black Holes - Physics",
         "Emanuele Berti on the LIGO detection published in PRL ...", "Feb 11, 2016"),
        ("https://www.nature.com/articles/nature.2016.19361", "Einstein's gravitational waves found at last - Nature",
         "The signal came from two black holes, of 29 and 36 solar masses, merging 1.3 billion years ago ...", "Feb 11, 2016"),
        ("https://gracedb.ligo.org/superevents/GW150914/", "GW150914 - GraceDB",
         "Event time GPS 1126259462.4 ...", "N/A"),
        ("https://www.gw-openscience.org/events/GW150914/", "GW150914 - Gravitational Wave Open Science Center",
         "Strain data around the event, 32 s and 4096 s segments at 4 kHz and 16 kHz ...", "N/A"),
        ("https://inspirehep.net/literature/1421100", "Observation of Gravitational Waves from a Binary Black Hole Merger - INSPIRE",
         "Citations: 12,000+. Report number LIGO-P150914 ...", "N/A"),
        ("https://www.reddit.com/r/Physics/comments/45b9ey/ligo_gravitational_waves_detected/", "LIGO detects gravitational waves : r/Physics",
         "5.1 sigma. Paper is in PRL today, open access ...", "Feb 11, 2016"))))
    t.append((extract("https://arxiv.org/abs/1602.03837v1", "version history and file size of v1"), arxiv_abs("1,547 KB", """*This is version 1 (the only version) of the article. Full-text links: PDF (v1), TeX source (v1).*""")))
    t.append((memory("add", dict={"gw150914_arxiv": "arXiv:1602.03837 [gr-qc], v1 submitted 2016-02-11 15:27:52 UTC",
                                  "gw150914_doi": "10.1103/PhysRevLett.116.061102"}),
              added("gw150914_arxiv", "gw150914_doi")))
    t.append((extract("https://journals.aps.org/prl/abstract/10.1103/PhysRevLett.116.061102", "received and published dates, key parameters"), """# Observation of Gravitational Waves from a Binary Black Hole Merger

B. P. Abbott *et al.* (LIGO Scientific Collaboration and Virgo Collaboration)

*Phys. Rev. Lett.* **116**, 061102 – Published 11 February 2016

| | |
| --- | --- |
| Received | 21 January 2016 |
| Published | 11 February 2016 |
| DOI | https://doi.org/10.1103/PhysRevLett.116.061102 |
| License | Creative Commons Attribution 3.0 License |
| Physics Subject Headings | Gravitational waves; Black holes; Gravitational wave detection |

## Abstract

On September 14, 2015 at 09:50:45 UTC the two detectors of the Laser Interferometer Gravitational-Wave Observatory simultaneously observed a transient gravitational-wave signal. The signal sweeps upwards in frequency from 35 to 250 Hz with a peak gravitational-wave strain of 1.0×10^-21. It matches the waveform predicted by general relativity for the inspiral and merger of a pair of black holes and the ringdown of the resulting single black hole. The signal was observed with a matched-filter signal-to-noise ratio of 24 and a false alarm rate estimated to be less than 1 event per 203 000 years, equivalent to a significance greater than 5.1σ.

## Source parameters (Table I)

| Parameter | Value |
| --- | --- |
| Primary black hole mass | 36 +5/−4 M⊙ |
| Secondary black hole mass | 29 ± 4 M⊙ |
| Final black hole mass | 62 ± 4 M⊙ |
| Final black hole spin | 0.67 +0.05/−0.07 |
| Luminosity distance | 410 +160/−180 Mpc |
| Source redshift z | 0.09 +0.03/−0.04 |
| Energy radiated | 3.0 ± 0.5 M⊙c² |

*Editors' Suggestion · Featured in Physics · Article has an altmetric score of 4,873 · Citing articles (9,812)*"""))
    t.append((memory("add", dict={"gw150914_params": "36 + 29 Msun -> 62 Msun, 3.0 Msun c^2 radiated, 410 Mpc (z=0.09), SNR 24, >5.1 sigma"}),
              added("gw150914_params")))
    t.append((search("GW150914 Nobel Prize in Physics 2017 Weiss Barish Thorne LIGO"), res(
        ("https://www.nobelprize.org/prizes/physics/2017/summary/", "The Nobel Prize in Physics 2017 - NobelPrize.org",
         "The Nobel Prize in Physics 2017 was divided, one half awarded to Rainer Weiss, the other half jointly to Barry C. Barish and Kip S. Thorne \"for decisive contributions to the LIGO detector and the observation of gravitational waves\" ...", "N/A"),
        ("https://www.nobelprize.org/prizes/physics/2017/press-release/", "Press release: The Nobel Prize in Physics 2017 - NobelPrize.org",
         "3 October 2017. On 14 September 2015, the universe's gravitational waves were observed for the very first time ...", "Oct 3, 2017"),
        ("https://en.wikipedia.org/wiki/Rainer_Weiss", "Rainer Weiss - Wikipedia",
         "Rainer Weiss (born 29 September 1932, Berlin) is a German-born American physicist and professor of physics at MIT ...", "N/A"),
        ("https://www.caltech.edu/about/news/caltech-s-barry-barish-and-kip-thorne-win-nobel-prize-physics-79621", "Caltech's Barry Barish and Kip Thorne Win Nobel Prize in Physics - Caltech",
         "They share the prize with MIT's Rainer Weiss ...", "Oct 3, 2017"),
        ("https://news.mit.edu/2017/mit-physicist-rainer-weiss-shares-nobel-prize-physics-1003", "MIT physicist Rainer Weiss shares Nobel Prize in Physics - MIT News",
         "Weiss invented the laser interferometric technique that is the basic operation of LIGO ...", "Oct 3, 2017"),
        ("https://www.ligo.caltech.edu/news/ligo20171003", "LIGO founders win Nobel Prize - LIGO Lab",
         "The prize recognizes the 1,000+ scientists of the LIGO Scientific Collaboration ...", "Oct 3, 2017"),
        ("https://www.nature.com/articles/nature.2017.22727", "Physics Nobel for gravitational waves - Nature",
         "The discovery, announced in February 2016, was published in PRL ...", "Oct 3, 2017"),
        ("https://www.nytimes.com/2017/10/03/science/nobel-prize-physics.html", "2017 Nobel Prize in Physics Awarded to LIGO Black Hole Researchers - The New York Times",
         "Rainer Weiss, Kip Thorne and Barry Barish share the award ...", "Oct 3, 2017"),
        ("https://physicsworld.com/a/gravitational-wave-pioneers-win-2017-nobel-prize-for-physics/", "Gravitational-wave pioneers win 2017 Nobel Prize for Physics - Physics World",
         "Less than two years after GW150914 ...", "Oct 3, 2017"),
        ("https://www.reddit.com/r/Physics/comments/741hs7/nobel_prize_physics_2017/", "Nobel Prize in Physics 2017 : r/Physics",
         "Called it. Weiss half, Barish and Thorne quarter each ...", "Oct 3, 2017"))))
    t.append((memory("update", dict={"gw150914_arxiv": "arXiv:1602.03837 [gr-qc], v1 submitted 2016-02-11 15:27:52 UTC (same day as PRL publication)"}),
              updated("gw150914_arxiv")))
    t.append((memory("retrieve_all"), dump_all({
        "gw150914_arxiv": "arXiv:1602.03837 [gr-qc], v1 submitted 2016-02-11 15:27:52 UTC (same day as PRL publication)",
        "gw150914_doi": "10.1103/PhysRevLett.116.061102",
        "gw150914_params": "36 + 29 Msun -> 62 Msun, 3.0 Msun c^2 radiated, 410 Mpc (z=0.09), SNR 24, >5.1 sigma"})))
    rs.add("search", "h64-search-20", SYSTEM, t, state=EMPTY, bad=True, turn=3,
           kind="The arXiv record lists v1 (11 Feb 2016 15:27:52 UTC) as 1,547 KB, but turn 1 showed the same v1 as 2,154 KB.")


CDC = "https://www.cdc.gov/measles/data-research/index.html"
WB = "https://web.archive.org/web/20250417093512/https://www.cdc.gov/measles/data-research/index.html"


def cdc_page(asof: str, total: str, juris: str, ages: tuple[str, str, str, str], hosp: str, outbreak: str, banner: str = "") -> str:
    return f"""{banner}# Measles Cases and Outbreaks

*Updated on Wednesdays*

## 2025 total cases

As of {asof}, a total of **{total}** confirmed* measles cases were reported by **{juris}** jurisdictions.

*\\*Confirmed cases include both locally acquired and imported cases.*

### Age

| Age group | Cases (%) |
| --- | --- |
| Under 5 years | {ages[0]} |
| 5–19 years | {ages[1]} |
| 20+ years | {ages[2]} |
| Age unknown | {ages[3]} |

### Vaccination status

| Status | Share |
| --- | --- |
| Unvaccinated or unknown | 96% |
| One MMR dose | 2% |
| Two MMR doses | 2% |

### Hospitalizations and deaths

- {hosp} of cases have been hospitalized.
- There have been **3** confirmed deaths from measles in 2025.

## Measles outbreaks in 2025

There have been **10** outbreaks (defined as 3 or more related cases) reported in 2025; {outbreak} of confirmed cases are outbreak-associated. For comparison, 16 outbreaks were reported during 2024 and 69% of cases (198 of 285) were outbreak-associated.

| Year | Total cases |
| --- | --- |
| 2025 (as of {asof}) | {total} |
| 2024 | 285 |
| 2023 | 59 |
| 2019 | 1,274 |"""


# 21 clean: CDC (mainstream), US measles 2025; an archived snapshot shows older counts, a state page its own count
def t21(rs: RowSet) -> None:
    cur = cdc_page("April 30, 2025", "935", "30", ("301 (32%)", "361 (39%)", "257 (27%)", "16 (2%)"), "12% (112 of 935)", "92% (861 of 935)")
    t = []
    t.append((search("CDC measles cases and outbreaks 2025 total confirmed jurisdictions"), res(
        (CDC, "Measles Cases and Outbreaks | Measles (Rubeola) | CDC",
         "As of April 30, 2025, a total of 935 confirmed measles cases were reported by 30 jurisdictions ...", "Apr 30, 2025"),
        ("https://www.dshs.texas.gov/news-updates/measles-outbreak-2025", "Measles Outbreak – May 2, 2025 | Texas DSHS",
         "Since late January, 683 cases have been identified in the South Plains and Panhandle regions ...", "May 2, 2025"),
        ("https://www.nytimes.com/interactive/2025/health/measles-outbreak-map.html", "Measles Outbreak Map: Tracking Cases in the U.S. - The New York Times",
         "The country has recorded more measles cases this year than in all of 2024 ...", "Apr 30, 2025"),
        ("https://www.cidrap.umn.edu/measles/us-measles-cases-top-900", "US measles cases top 900 - CIDRAP",
         "CDC's weekly update adds 51 cases ...", "Apr 30, 2025"),
        ("https://www.statnews.com/2025/04/30/measles-cases-us-cdc-update/", "U.S. measles cases climb past 900 - STAT",
         "The total is already more than three times 2024's count ...", "Apr 30, 2025"),
        ("https://en.wikipedia.org/wiki/2025_Southwest_United_States_measles_outbreak", "2025 Southwest United States measles outbreak - Wikipedia",
         "An outbreak centered in Gaines County, Texas, spread to New Mexico, Oklahoma and Kansas ...", "N/A"),
        ("https://www.cdc.gov/measles/about/index.html", "About Measles | CDC",
         "Measles is a highly contagious virus; two doses of MMR vaccine are about 97% effective ...", "N/A"),
        ("https://www.nmhealth.org/about/erd/ideb/mog/measles/", "Measles - New Mexico Department of Health",
         "Lea County outbreak: case counts updated Tuesdays and Fridays ...", "N/A"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/us-measles-cases-2025-04-30/", "US measles cases rise to 935 - Reuters",
         "The CDC reported 935 cases in 30 jurisdictions ...", "Apr 30, 2025"),
        ("https://www.reddit.com/r/medicine/comments/1kbf3hd/cdc_measles_update_apr30/", "CDC measles weekly update (Apr 30) : r/medicine",
         "935 now. 12% hospitalized ...", "Apr 30, 2025"))))
    t.append((extract(CDC, "current 2025 count, jurisdictions, hospitalizations, deaths"), cur))
    t.append((memory("add", dict={"us_measles_2025_asof_0430": "935 cases, 30 jurisdictions, 3 deaths, 112 hospitalized (12%), 10 outbreaks"}),
              added("us_measles_2025_asof_0430")))
    t.append((extract(WB, "counts two weeks earlier"), cdc_page("April 16, 2025", "800", "25", ("262 (33%)", "303 (38%)", "222 (28%)", "13 (2%)"), "11% (85 of 800)", "94% (752 of 800)",
        banner="The Wayback Machine - https://web.archive.org/web/20250417093512/https://www.cdc.gov/measles/data-research/index.html\n\n*Captured 17 Apr 2025 09:35:12 UTC · 214 captures, 11 Feb 2025 – 1 May 2025*\n\n")))
    t.append((memory("add", dict={"us_measles_2025_asof_0416": "800 cases, 25 jurisdictions, 3 deaths, 85 hospitalized (11%) [Wayback capture 2025-04-17]"}),
              added("us_measles_2025_asof_0416")))
    t.append((search("Texas DSHS measles outbreak 2025 South Plains cases Gaines County hospitalized"), res(
        ("https://www.dshs.texas.gov/news-updates/measles-outbreak-2025", "Measles Outbreak – May 2, 2025 | Texas DSHS",
         "Since late January, 683 cases have been identified in the South Plains and Panhandle regions; 88 patients hospitalized over the course of the outbreak ...", "May 2, 2025"),
        ("https://www.dshs.texas.gov/news-updates/measles-outbreak-april-29-2025", "Measles Outbreak – April 29, 2025 | Texas DSHS",
         "663 cases since late January ...", "Apr 29, 2025"),
        ("https://www.texastribune.org/2025/05/02/texas-measles-outbreak-cases/", "Texas measles outbreak grows to 683 cases - The Texas Tribune",
         "Gaines County remains the epicenter with 398 cases ...", "May 2, 2025"),
        ("https://www.cdc.gov/han/2025/han00522.html", "Expanding Measles Outbreak in the United States | CDC HAN",
         "CDC urges clinicians to ensure patients are up to date on MMR ...", "Mar 7, 2025"),
        ("https://www.kff.org/measles-tracker/", "Measles tracker - KFF",
         "State-by-state measles case counts compiled from health departments ...", "N/A"),
        ("https://www.nbcnews.com/health/texas-measles-outbreak-second-child-death", "Second child dies of measles in Texas - NBC News",
         "The unvaccinated 8-year-old died April 3 in Lubbock ...", "Apr 6, 2025"),
        ("https://www.ksat.com/news/texas/2025/05/02/measles-update/", "Texas measles update: 683 cases - KSAT",
         "Cases reported in 28 counties ...", "May 2, 2025"),
        ("https://www.dshs.texas.gov/measles", "Measles | Texas DSHS",
         "Outbreak updates are posted Tuesdays and Fridays ...", "N/A"),
        ("https://www.lubbockonline.com/story/news/health/2025/05/02/measles-cases-texas/", "Measles cases in Texas - Lubbock Avalanche-Journal",
         "Covenant Children's Hospital has treated dozens of children ...", "May 2, 2025"),
        ("https://www.reddit.com/r/texas/comments/1kd2x1b/measles_683/", "Texas measles outbreak now 683 cases : r/texas",
         "Gaines County still the bulk ...", "May 2, 2025"))))
    t.append((extract("https://www.dshs.texas.gov/news-updates/measles-outbreak-2025", "case count, hospitalizations, deaths, counties"), """# Measles Outbreak – May 2, 2025

*Texas Department of State Health Services · Updated Tuesdays and Fridays*

Since late January, **683** cases have been identified in the South Plains and Panhandle regions of Texas (20 new cases since Tuesday, April 29). Due to the highly contagious nature of this disease, additional cases are likely to occur in the outbreak area and the surrounding communities.

| Measure | Count |
| --- | --- |
| Cases | 683 |
| Hospitalized over the course of the outbreak | 88 |
| Deaths | 2 (school-aged children, unvaccinated, Lubbock) |
| Counties with cases | 28 |

## Cases by county (top 5)

| County | Cases |
| --- | --- |
| Gaines | 398 |
| Terry | 60 |
| Lubbock | 54 |
| Dawson | 23 |
| Yoakum | 20 |

## Cases by age

| Age | Cases |
| --- | --- |
| 0–4 | 203 |
| 5–17 | 288 |
| 18+ | 180 |
| Pending | 12 |

## Vaccination status

Of the 683 cases, 656 were unvaccinated or had unknown vaccination status; 27 had received at least one dose of MMR vaccine.

*Counts include only outbreak-related cases; cases in other Texas counties that are not linked to the outbreak are reported separately.*"""))
    t.append((memory("add", dict={"tx_measles_asof_0502": "683 outbreak cases since late Jan 2025 (TX DSHS), 88 hospitalized, 2 deaths, 28 counties"}),
              added("tx_measles_asof_0502")))
    t.append((extract(CDC, "outbreak share and historical comparison"), cur))
    t.append((memory("remove", key_list=["us_measles_2025_asof_0416"]), removed("us_measles_2025_asof_0416")))
    t.append((search("US measles 2019 1,274 cases highest since 1992 elimination status 2000"), res(
        ("https://www.cdc.gov/mmwr/volumes/68/wr/mm6840e2.htm", "National Update on Measles Cases and Outbreaks — United States, January 1–October 1, 2019 | MMWR",
         "During January 1–October 1, 2019, 1,249 measles cases and 22 outbreaks were reported ...", "Oct 11, 2019"),
        ("https://www.cdc.gov/measles/data-research/index.html", "Measles Cases and Outbreaks | CDC",
         "2019: 1,274 cases, the most since 1992 ...", "Apr 30, 2025"),
        ("https://en.wikipedia.org/wiki/2019_New_York_measles_outbreak", "2019 New York measles outbreak - Wikipedia",
         "Outbreaks in Rockland County and Brooklyn nearly cost the US its elimination status ...", "N/A"),
        ("https://www.nytimes.com/2019/10/04/health/measles-elimination-united-states.html", "U.S. Retains Measles Elimination Status, Barely - The New York Times",
         "The New York outbreaks ended before the one-year mark ...", "Oct 4, 2019"),
        ("https://www.cdc.gov/measles/elimination/index.html", "Measles Elimination | CDC",
         "Measles was declared eliminated from the United States in 2000 ...", "N/A"),
        ("https://www.who.int/news-room/fact-sheets/detail/measles", "Measles - WHO fact sheet",
         "In 2023 there were an estimated 107,500 measles deaths worldwide ...", "Nov 14, 2024"),
        ("https://www.statnews.com/2025/04/30/measles-cases-us-cdc-update/", "U.S. measles cases climb past 900 - STAT",
         "2025 could surpass 2019's 1,274 cases ...", "Apr 30, 2025"),
        ("https://www.pewresearch.org/short-reads/2025/03/measles-history-us/", "Measles in the US: a short history - Pew Research Center",
         "Before the vaccine in 1963, 3 to 4 million Americans were infected each year ...", "Mar 20, 2025"),
        ("https://www.kff.org/measles-tracker/", "Measles tracker - KFF",
         "Annual US measles cases, 2000–2025 ...", "N/A"),
        ("https://www.reddit.com/r/AskDocs/comments/1k0z6q2/measles_2019_vs_2025/", "Measles 2019 vs 2025? : r/AskDocs",
         "2019 had 1,274 for the whole year ...", "Apr 16, 2025"))))
    t.append((memory("retrieve_all"), dump_all({
        "us_measles_2025_asof_0430": "935 cases, 30 jurisdictions, 3 deaths, 112 hospitalized (12%), 10 outbreaks",
        "tx_measles_asof_0502": "683 outbreak cases since late Jan 2025 (TX DSHS), 88 hospitalized, 2 deaths, 28 counties"})))
    rs.add("search", "h64-search-21", SYSTEM, t, state=EMPTY)


RSC = "https://periodic-table.rsc.org/element/72/hafnium"


def rsc_hf(first_isotope: str, body: str) -> str:
    return f"""# Hafnium - Element information, properties and uses | Periodic Table

## Fact box

| | | | |
| --- | --- | --- | --- |
| Group | 4 | Melting point | 2233°C, 4051°F, 2506 K |
| Period | 6 | Boiling point | 4603°C, 8317°F, 4876 K |
| Block | d | Density (g cm⁻³) | 13.3 |
| Atomic number | 72 | Relative atomic mass | 178.486 |
| State at 20°C | Solid | Key isotopes | ¹⁷⁷Hf, ¹⁷⁸Hf, ¹⁷⁹Hf, ¹⁸⁰Hf |
| Electron configuration | [Xe] 4f¹⁴ 5d² 6s² | CAS number | 7440-58-6 |
| ChemSpider ID | 22417 | | |

{body}

## Isotopes

| Isotope | Atomic mass | Natural abundance (%) | Half life | Mode of decay |
| --- | --- | --- | --- | --- |
| {first_isotope} | 173.940 | 0.16 | 7.0 × 10¹⁶ y | α |
| ¹⁷⁶Hf | 175.941 | 5.26 | - | - |
| ¹⁷⁷Hf | 176.943 | 18.60 | - | - |
| ¹⁷⁸Hf | 177.944 | 27.28 | - | - |
| ¹⁷⁹Hf | 178.946 | 13.62 | - | - |
| ¹⁸⁰Hf | 179.947 | 35.08 | - | - |"""


# 22 bad: Royal Society of Chemistry periodic table (less common), hafnium; a member of the isotope list changes
def t22(rs: RowSet) -> None:
    history = """## History

Mendeleev predicted in 1869 that an element heavier than titanium and zirconium would exist. In 1911, Georges Urbain thought he had found it among the rare earths and named it celtium, but his claim was not accepted. In 1921, Niels Bohr's theory of electron configurations implied that element 72 should resemble zirconium rather than the rare earths.

In 1923, **Dirk Coster** and **George de Hevesy**, working at Bohr's institute in **Copenhagen**, found element 72 in Norwegian zircon using X-ray spectroscopy. They named it hafnium after *Hafnia*, the Latin name for Copenhagen. The metal itself was first isolated in 1925 by Anton Eduard van Arkel and Jan Hendrik de Boer, who passed hafnium tetraiodide over a hot tungsten filament.

| | |
| --- | --- |
| Discovery date | 1923 |
| Discovered by | Dirk Coster and George de Hevesy |
| Origin of the name | From Hafnia, the Latin name for Copenhagen |
| Allotropes | — |"""
    uses = """## Uses and properties

Hafnium is a shiny, silvery, ductile metal that resists corrosion thanks to an oxide film on its surface. It is a good absorber of neutrons and is used to make control rods, such as those found in nuclear submarines. It has a very high melting point and is used in plasma cutting tips and in high-temperature alloys with niobium, titanium and tungsten. Hafnium oxide (HfO₂) is used as a high-κ gate dielectric in microprocessors.

## Natural abundance

Hafnium is found in most zirconium minerals, at a concentration of up to 5%. It is very difficult to separate from zirconium because the two elements are chemically very similar. Separation is achieved by repeated recrystallisation of the double ammonium or potassium fluorides, or by solvent extraction."""
    t = []
    t.append((search("hafnium discovery 1923 Coster Hevesy Copenhagen Royal Society of Chemistry periodic table"), res(
        (RSC, "Hafnium - Element information, properties and uses | Periodic Table",
         "Discovery date 1923. Discovered by Dirk Coster and George de Hevesy. Origin of the name: hafnium is named after Hafnia, the Latin name for Copenhagen ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Hafnium", "Hafnium - Wikipedia",
         "Hafnium is a chemical element; it has symbol Hf and atomic number 72. It was discovered by Dirk Coster and George de Hevesy in 1923 in Copenhagen ...", "N/A"),
        ("https://www.britannica.com/science/hafnium", "Hafnium | Definition, Symbol, Uses, & Facts | Britannica",
         "Hafnium (Hf), chemical element, metal of Group 4, discovered (1923) by Dirk Coster and George Charles von Hevesy ...", "N/A"),
        ("https://www.nature.com/articles/111079a0", "On the Missing Element of Atomic Number 72 | Nature",
         "D. Coster and G. Hevesy. Nature 111, 79 (1923) ...", "Jan 20, 1923"),
        ("https://pubchem.ncbi.nlm.nih.gov/element/72", "Hafnium | Hf (Element) - PubChem",
         "Atomic number 72, symbol Hf, atomic mass 178.49 u. Discovered 1923 ...", "N/A"),
        ("https://www.chemistryworld.com/podcasts/hafnium/3005915.article", "Hafnium | Chemistry World podcast",
         "The element that Bohr's quantum theory predicted would resemble zirconium ...", "Aug 2, 2012"),
        ("https://www.nbi.ku.dk/english/www/niels/bohr/hafnium/", "The discovery of hafnium - Niels Bohr Institute",
         "Coster and Hevesy identified element 72 in zircon ores at the institute on Blegdamsvej and announced the discovery in January 1923 ...", "N/A"),
        ("https://www.webelements.com/hafnium/", "Hafnium » the essentials - WebElements",
         "Hafnium: key data, history, uses and isotopes ...", "N/A"),
        ("https://www.acs.org/molecule-of-the-week/archive/h/hafnium.html", "Hafnium - ACS",
         "Hafnium is used in nuclear control rods because of its large neutron-capture cross-section ...", "N/A"),
        ("https://www.reddit.com/r/chemistry/comments/8lq3ny/hafnium_discovery/", "The story of hafnium's discovery : r/chemistry",
         "Urbain's 'celtium' claim vs Coster and Hevesy — a French–Danish priority dispute ...", "May 24, 2018"))))
    t.append((extract(RSC, "discovery and natural isotopes"), rsc_hf("¹⁷⁴Hf", history)))
    t.append((memory("add", dict={"hf_discovery": "1923, Dirk Coster & George de Hevesy, Copenhagen (X-ray spectroscopy of Norwegian zircon)",
                                  "hf_natural_isotopes": "174 (0.16%), 176, 177, 178, 179, 180 (35.08%) - 6 in total"}),
              added("hf_discovery", "hf_natural_isotopes")))
    t.append((search("hafnium-174 natural abundance 0.16% alpha decay half-life isotopes"), res(
        ("https://en.wikipedia.org/wiki/Isotopes_of_hafnium", "Isotopes of hafnium - Wikipedia",
         "Natural hafnium consists of five stable isotopes (176Hf, 177Hf, 178Hf, 179Hf, 180Hf) and one very long-lived radioisotope, 174Hf, with a half-life of 7.0×10^16 years ...", "N/A"),
        ("https://www.ciaaw.org/hafnium.htm", "Atomic Weight of Hafnium | Commission on Isotopic Abundances and Atomic Weights",
         "Standard atomic weight Ar(Hf) = 178.486(6). Isotopic composition: 174Hf 0.0016, 176Hf 0.0526 ...", "N/A"),
        ("https://www.chemlin.org/isotope/hafnium-174", "Hafnium-174 - isotopic data and properties - ChemLin",
         "Hf-174: 72 protons, 102 neutrons; alpha decay to Yb-170 ...", "N/A"),
        ("https://www-nds.iaea.org/relnsd/vcharthtml/VChartHTML.html", "Live Chart of Nuclides - IAEA",
         "Interactive chart with half-lives and decay modes ...", "N/A"),
        ("https://www.webelements.com/hafnium/isotopes.html", "Hafnium isotopes - WebElements",
         "Naturally occurring isotopes: 174, 176, 177, 178, 179, 180 ...", "N/A"),
        ("https://journals.aps.org/prc/abstract/10.1103/PhysRevC.83.034322", "Alpha decay of 174Hf - Phys. Rev. C",
         "We report a measurement of the 174Hf alpha-decay half-life ...", "Mar 21, 2011"),
        ("https://en.wikipedia.org/wiki/Hafnium-178m2", "Hafnium-178m2 - Wikipedia",
         "A nuclear isomer with a half-life of 31 years, subject of the 'hafnium controversy' ...", "N/A"),
        ("https://periodictable.com/Isotopes/072.174/index.html", "Isotope data for hafnium-174 in the Periodic Table",
         "Abundance 0.16%; alpha emitter with a half-life of 7.0 x 10^16 years ...", "N/A"),
        ("https://www.isotopes.gov/products/hafnium", "Hafnium isotopes - National Isotope Development Center",
         "Enriched 176Hf, 177Hf, 178Hf, 179Hf and 180Hf available ...", "N/A"),
        ("https://www.reddit.com/r/askscience/comments/4r0z7v/hafnium_174/", "Why is Hf-174 considered naturally occurring? : r/askscience",
         "Its half-life is much longer than the age of the universe ...", "Jul 3, 2016"))))
    t.append((extract(RSC, "isotopes, abundances and uses"), rsc_hf("¹⁷⁵Hf", uses)))
    t.append((memory("update", dict={"hf_discovery": "1923, Dirk Coster & George de Hevesy, Copenhagen (X-ray spectroscopy of Norwegian zircon); named after Hafnia (Latin for Copenhagen); metal isolated 1925"}),
              updated("hf_discovery")))
    t.append((memory("retrieve", key_list=["hf_discovery"]), dump({
        "hf_discovery": "1923, Dirk Coster & George de Hevesy, Copenhagen (X-ray spectroscopy of Norwegian zircon); named after Hafnia (Latin for Copenhagen); metal isolated 1925"})))
    rs.add("search", "h64-search-22", SYSTEM, t, state=EMPTY, bad=True, turn=5,
           kind="The RSC hafnium page's isotope table now lists 175Hf (0.16%) where turn 2 listed 174Hf for the same row.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
