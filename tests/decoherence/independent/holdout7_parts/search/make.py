# ruff: noqa: E501
"""holdout7, search part: 22 hand-written deep-research trajectories (web_search, web_extractor, dict_memory).

Written from general knowledge of how search engines list results, how pages read once extracted to Markdown and
how a key-value scratchpad answers, without reading the detectors or any earlier labeled set. Half of the
trajectories use mainstream sources (Wikipedia, NASA, python.org, the BBC, nobelprize.org, ...), half less common
ones (seedvault.no, UNESCO, ziglang.org, vasaloppet.se, rfc-editor.org, xe.com, ...). 11 carry exactly one
contradiction (labelled with the 1-based turn and a kind); 11 are clean but full of legitimate changes: memory
values updated or removed on purpose, sources that disagree with each other, re-ranked results, relative dates
that age, live counters and exchange rates that move, an announcement that called a release "stable" which is now
"oldstable", ...

Run: ``.venv/bin/python -m tests.decoherence.independent.holdout7_parts.search.make`` -> writes
``search_test.jsonl`` and ``labels.json`` next to this file. Deterministic.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

OUT = Path(__file__).resolve().parent
T = "search"

TOOLS = [
    {"name": "web_search", "description": "Search the web; returns ranked results (URL, title, snippet, date) for each query.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Fetch a web page and return its content (Markdown), focused on the goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string"}}, "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "Key-value scratchpad: add, update, retrieve, retrieve_all, remove, remove_all.",
     "parameters": {"type": "object", "properties": {"operation": {"type": "string"}, "dict": {"type": "object"}, "key_list": {"type": "array", "items": {"type": "string"}}}, "required": ["operation"]}},
]
SYSTEM = SEARCH_SYSTEM + "\n\nTools:\n" + json.dumps(TOOLS, indent=1)

R = tuple[str, str, str, str]


def serp(*items: R) -> str:
    """A result page as the engine prints it (inside a fence, like the benchmark's demonstrations)."""
    return "```\n" + results(*items) + "\n```"


def goal_view(url: str, goal: str, evidence: str, summary: str) -> str:
    """The goal-focused extractor answer some research stacks return instead of the whole page."""
    return (f"The useful information in {url} for user goal {goal} as follows: \n\n"
            f"Evidence in page: \n{evidence.strip()}\n\nSummary: \n{summary.strip()}\n")


class Mem:
    """dict_memory with real state, so clean trajectories are consistent by construction; ``bad`` overrides one answer."""

    def __init__(self) -> None:
        self.d: dict[str, Any] = {}

    def add(self, **kv: Any) -> tuple[str, str]:
        self.d.update(kv)
        return memory("add", dict=kv), f"Successfully added items of {list(kv)!r} to memory."

    def update(self, **kv: Any) -> tuple[str, str]:
        self.d.update(kv)
        return memory("update", dict=kv), f"Successfully updated items of {list(kv)!r} in memory."

    def remove(self, *keys: str) -> tuple[str, str]:
        for k in keys:
            self.d.pop(k)
        return memory("remove", key_list=list(keys)), f"Successfully removed items of {list(keys)!r} from memory."

    def retrieve(self, *keys: str, bad: dict[str, Any] | None = None, drop: tuple[str, ...] = ()) -> tuple[str, str]:
        view = dict(self.d, **(bad or {}))
        found = {k: view[k] for k in keys if k in view and k not in drop}
        missing = [k for k in keys if k not in found]
        parts = [json.dumps(found, indent=2, ensure_ascii=False)] if found else []
        if missing:
            parts.append(f"Key not found: {missing!r}")
        return memory("retrieve", key_list=list(keys)), "\n".join(parts)

    def all(self, bad: dict[str, Any] | None = None, drop: tuple[str, ...] = ()) -> tuple[str, str]:
        view = {k: v for k, v in dict(self.d, **(bad or {})).items() if k not in drop}
        return memory("retrieve_all"), json.dumps(view, indent=2, ensure_ascii=False) if view else "Memory is empty."


# ---------------------------------------------------------------- 01 JWST (bad: page contradicts its own snippet)
def s01(rs: RowSet) -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/James_Webb_Space_Telescope"
    nasa = "https://science.nasa.gov/mission/webb/"
    r1 = serp(
        (wiki, "James Webb Space Telescope - Wikipedia", "The James Webb Space Telescope (JWST) is a space telescope designed to conduct infrared astronomy. ... It was launched on 25 December 2021 on an Ariane 5 rocket from Kourou, French Guiana ...", "N/A"),
        (nasa, "Webb Space Telescope - NASA Science", "Webb launched on Dec. 25th 2021 ... Its 6.5-meter primary mirror is made of 18 hexagonal segments of gold-coated beryllium ...", "N/A"),
        ("https://www.esa.int/Science_Exploration/Space_Science/Webb", "ESA - Webb", "The James Webb Space Telescope is an international partnership between NASA, ESA and the Canadian Space Agency ...", "N/A"),
        ("https://www.arianespace.com/press-release/ariane-5-goes-down-in-history-with-successful-launch-of-webb/", "Ariane 5 goes down in history with successful launch of Webb", "Flight VA256 lifted off from Europe's Spaceport in French Guiana on December 25, 2021 at 9:20 a.m. local time ...", "Dec 25, 2021"),
        ("https://www.space.com/21925-james-webb-space-telescope-jwst.html", "James Webb Space Telescope (JWST) - Space.com", "Everything you need to know about the most powerful space telescope ever built, from its launch and deployment to its first images ...", "Jul 12, 2023"),
        ("https://webbtelescope.org/quick-facts", "Quick Facts - Webb Space Telescope", "Primary mirror: 6.5 meters (21 feet 4 inches) across, 18 segments. Sunshield: about 21 m x 14 m, five layers ...", "N/A"))
    nasa_page = """# Webb Space Telescope

The James Webb Space Telescope is the largest, most powerful space telescope ever built. It is a partnership of NASA, ESA (European Space Agency) and CSA (Canadian Space Agency).

## Mission facts

| | |
| --- | --- |
| Launch | December 25, 2021, Ariane 5 from Europe's Spaceport, Kourou, French Guiana |
| Orbit | Sun-Earth Lagrange point 2 (L2), about 1.5 million km from Earth |
| Arrival at L2 | January 24, 2022 |
| Primary mirror | 6.5 m, 18 hexagonal gold-coated beryllium segments |
| Sunshield | 5 layers of Kapton, about the size of a tennis court |
| First full-color images | July 12, 2022 |

## Science

Webb observes in infrared, from 0.6 to 28.5 micrometers, letting it see the first galaxies that formed after the Big Bang, peer through dust at forming stars and planets, and study the atmospheres of exoplanets.
"""
    r4 = serp(
        ("https://science.nasa.gov/mission/webb/webb-orbit/", "Webb's Orbit - NASA Science", "Webb orbits the Sun near the second Lagrange point (L2) of the Sun-Earth system ... it arrived on January 24, 2022, after a 30-day journey ...", "N/A"),
        ("https://www.nasa.gov/image-article/first-images-from-nasas-webb-space-telescope/", "First Images from NASA's Webb Space Telescope", "On July 12, 2022, NASA released the first full-color images and spectroscopic data from Webb, including the Carina Nebula and Stephan's Quintet ...", "Jul 12, 2022"),
        (wiki, "James Webb Space Telescope - Wikipedia", "Webb reached its destination, a halo orbit around L2, on 24 January 2022. The first image was released to the public on 11 July 2022 ...", "N/A"),
        ("https://www.bbc.com/news/science-environment-62099127", "James Webb telescope: Nasa reveals deepest image of Universe", "US President Joe Biden released the first full-colour picture from the James Webb Space Telescope, showing thousands of galaxies ...", "Jul 11, 2022"))
    wiki_page = """From Wikipedia, the free encyclopedia

| James Webb Space Telescope | |
| --- | --- |
| Mission type | Astronomy |
| Operator | STScI (NASA) |
| Launch date | 24 December 2021, 12:20 UTC |
| Rocket | Ariane 5 ECA (VA256) |
| Launch site | Centre Spatial Guyanais, ELA-3 |
| Orbit | Sun-Earth L2 halo orbit |
| Diameter (primary mirror) | 6.5 m (21 ft) |
| Collecting area | 25.4 m2 |
| Wavelengths | 0.6 to 28.5 micrometres |

The **James Webb Space Telescope** (**JWST**) is a space telescope designed to conduct infrared astronomy. Its high-resolution and high-sensitivity instruments allow it to view objects too old, distant, or faint for the Hubble Space Telescope.

## Launch and commissioning

Webb was launched on 24 December 2021 on an Ariane 5 rocket from Kourou, French Guiana, and arrived at the L2 point on 24 January 2022. The first image was released to the public via a press conference on 11 July 2022, and the full set of first images on 12 July 2022.

## Optics

The primary mirror is a 6.5-metre-diameter gold-coated beryllium reflector made of 18 separate hexagonal segments, which were folded for launch and unfolded after launch.
"""
    turns = [
        (search("James Webb Space Telescope launch date mirror segments"), r1),
        m.add(jwst_launch="25 December 2021, Ariane 5 (VA256), Kourou", jwst_mirror="6.5 m, 18 hexagonal gold-coated beryllium segments"),
        (extract(nasa, "launch date, orbit and mirror facts of JWST"), nasa_page),
        (search("JWST arrival L2 date first images released"), r4),
        (extract(wiki, "launch details and commissioning timeline"), wiki_page),
        m.add(jwst_l2="arrived 24 January 2022", jwst_first_images="12 July 2022 (first deep field shown 11 July)"),
        m.all(),
    ]
    rs.add(T, "h7-search-01", SYSTEM, turns, bad=True, turn=5, kind="snippet_mismatch")


# ---------------------------------------------------------------- 02 Python 3.13 (clean)
def s02(rs: RowSet) -> None:
    m = Mem()
    rel0 = "https://www.python.org/downloads/release/python-3130/"
    rel1 = "https://www.python.org/downloads/release/python-3131/"
    pep = "https://peps.python.org/pep-0719/"
    r1 = serp(
        ("https://docs.python.org/3/whatsnew/3.13.html", "What's New In Python 3.13 — Python 3.13 documentation", "This article explains the new features in Python 3.13, compared to 3.12. Python 3.13 was released on October 7, 2024 ...", "N/A"),
        (rel0, "Python Release Python 3.13.0 | Python.org", "Python 3.13.0 is the newest major release of the Python programming language, and it contains many new features and optimizations ...", "Oct 7, 2024"),
        (pep, "PEP 719 – Python 3.13 Release Schedule", "This document describes the development and release schedule for Python 3.13 ... 3.13.0 final: Monday, 2024-10-07 ...", "N/A"),
        ("https://realpython.com/python313-new-features/", "Python 3.13: Cool New Features for You to Try – Real Python", "Python 3.13 brings a new interactive interpreter, an experimental free-threaded build and a JIT compiler ...", "Oct 7, 2024"),
        ("https://lwn.net/Articles/992289/", "Python 3.13.0 released [LWN.net]", "Version 3.13.0 of the Python language has been released. Changes include a new interactive interpreter, experimental support for running without the GIL ...", "Oct 7, 2024"))
    page0 = """# Python 3.13.0

**Release Date:** Oct. 7, 2024

This is the stable release of Python 3.13.0

Python 3.13.0 is the newest major release of the Python programming language, and it contains many new features and optimizations compared to Python 3.12.

## Major new features of the 3.13 series, compared to 3.12

- A new and improved interactive interpreter, based on PyPy's, featuring multi-line editing and color support, as well as colorized exception tracebacks.
- An experimental free-threaded build mode, which disables the Global Interpreter Lock (PEP 703).
- A preliminary, experimental JIT (PEP 744), providing the ground work for significant performance improvements.
- The locals() builtin now has defined semantics when mutating the returned mapping (PEP 667).
- A modified version of mimalloc is now included, optional but enabled by default if supported by the platform.
- iOS and Android are now Tier 3 supported platforms (PEP 730, PEP 738).
- Many dead batteries removed from the standard library (PEP 594): aifc, audioop, cgi, cgitb, chunk, crypt, imghdr, mailcap, msilib, nis, nntplib, ossaudiodev, pipes, sndhdr, spwd, sunau, telnetlib, uu and xdrlib.

## Files

| Version | Operating System | Description |
| --- | --- | --- |
| Gzipped source tarball | Source release | |
| XZ compressed source tarball | Source release | |
| macOS 64-bit universal2 installer | macOS | for macOS 10.13 and later |
| Windows installer (64-bit) | Windows | Recommended |
"""
    r4 = serp(
        (rel1, "Python Release Python 3.13.1 | Python.org", "Python 3.13.1 is the first maintenance release of 3.13, containing around 300 bugfixes, build improvements and documentation changes since 3.13.0 ...", "Dec 3, 2024"),
        ("https://discuss.python.org/t/python-3-13-1-3-12-8-3-11-11-3-10-16-and-3-9-21-are-now-available/73214", "Python 3.13.1, 3.12.8, 3.11.11, 3.10.16 and 3.9.21 are now available", "Another big release day! Python 3.13.1 and 3.12.8 were regularly scheduled releases, but they do contain a few security fixes ...", "Dec 3, 2024"),
        (rel0, "Python Release Python 3.13.0 | Python.org", "Python 3.13.0 is the newest major release of the Python programming language, and it contains many new features and optimizations ...", "Oct 7, 2024"),
        (pep, "PEP 719 – Python 3.13 Release Schedule", "Bugfix releases: 3.13.1: Tuesday, 2024-12-03; 3.13.2: Tuesday, 2025-02-04 ...", "N/A"))
    pep_page = """# PEP 719 – Python 3.13 Release Schedule

| | |
| --- | --- |
| Author | Thomas Wouters |
| Status | Active |
| Type | Informational |
| Created | 26-May-2023 |
| Python-Version | 3.13 |

## Release Schedule

### 3.13.0 schedule

Actual:
- 3.13 development begins: Monday, 2023-05-22
- 3.13.0 alpha 1: Friday, 2023-10-13
- 3.13.0 beta 1: Wednesday, 2024-05-08 (No new features beyond this point.)
- 3.13.0 candidate 1: Thursday, 2024-08-01
- 3.13.0 candidate 2: Friday, 2024-09-06
- 3.13.0 candidate 3: Tuesday, 2024-10-01
- 3.13.0 final: Monday, 2024-10-07

### Bugfix releases

Actual:
- 3.13.1: Tuesday, 2024-12-03
- 3.13.2: Tuesday, 2025-02-04

Expected: Bugfix releases about every two months until 3.13.13 in October 2026.

## 3.13 Lifespan

3.13 will receive bugfix updates approximately every 2 months for approximately 24 months. Afterwards, it will receive security updates until 3.13.0 is 5 years old (October 2029).
"""
    turns = [
        (search("Python 3.13 release date new features"), r1),
        (extract(rel0, "release date and headline features"), page0),
        m.add(py313_release="3.13.0 on 2024-10-07", py313_latest_patch="3.13.0", py313_features="new REPL, free-threaded build (PEP 703), experimental JIT (PEP 744)"),
        (search("Python 3.13.1 release"), r4),
        (extract(pep, "bugfix release dates of 3.13"), pep_page),
        m.update(py313_latest_patch="3.13.2 (2025-02-04)"),
        m.retrieve("py313_latest_patch", "py313_release"),
        m.remove("py313_features"),
        m.retrieve("py313_features"),
    ]
    rs.add(T, "h7-search-02", SYSTEM, turns)


# ---------------------------------------------------------------- 03 Everest (clean: sources disagree, memory updated)
def s03(rs: RowSet) -> None:
    m = Mem()
    brit = "https://www.britannica.com/place/Mount-Everest"
    bbc = "https://www.bbc.com/news/world-asia-55218448"
    r1 = serp(
        ("https://en.wikipedia.org/wiki/Mount_Everest", "Mount Everest - Wikipedia", "Mount Everest is Earth's highest mountain above sea level ... Its elevation (snow height) of 8,848.86 m (29,031 ft 8+1⁄2 in) was most recently established in 2020 by the Chinese and Nepali authorities.", "N/A"),
        (bbc, "Mount Everest: China and Nepal agree on new height", "China and Nepal have jointly announced a new official height for Mount Everest: 8,848.86m (29,032ft) ...", "Dec 8, 2020"),
        (brit, "Mount Everest | Height, Location, Map, Facts, Climbing, & Deaths | Britannica", "Mount Everest, mountain on the crest of the Great Himalayas of southern Asia that lies on the border between Nepal and the Tibet Autonomous Region of China ... 29,032 feet (8,849 metres) ...", "N/A"),
        ("https://www.nationalgeographic.com/travel/article/mount-everest-is-two-feet-taller-china-nepal-announce", "Mount Everest is two feet taller, China and Nepal announce", "The updated measurement of 29,031.69 feet is the result of two surveys ...", "Dec 8, 2020"))
    brit_page = goal_view(brit, "the height Britannica gives for Everest",
                          "Mount Everest, Tibetan Chomolungma, Nepali Sagarmatha ... Its peak, which is the highest point on Earth, reaches an elevation of 29,032 feet (8,849 metres). ... The height of the summit has been subject to various measurements; in 2020 China and Nepal jointly announced 29,031.69 feet (8,848.86 metres).",
                          "Britannica gives the summit as 29,032 feet (8,849 metres), i.e. the 2020 joint survey value of 8,848.86 m rounded.")
    bbc_page = """# Mount Everest: China and Nepal agree on new height

8 December 2020

China and Nepal have jointly announced a new official height for Mount Everest, ending a long-standing disagreement.

The world's tallest mountain is now 8,848.86m (29,032ft) - 86cm higher than the previous height recognised by Nepal.

Nepal had never measured the mountain itself; its figure of 8,848m came from a 1955 survey by the Survey of India. China's 2005 survey put it at 8,844.43m, a measurement of the rock height that excluded the snow cap.

Nepali surveyors reached the summit in May 2019; a Chinese team followed in May 2020. The new figure was announced simultaneously in Kathmandu and Beijing.
"""
    r6 = serp(
        ("https://www.nationalgeographic.com/adventure/article/mount-everest-height-1999", "Everest even higher than thought, GPS survey finds", "A 1999 expedition sponsored by the National Geographic Society and Boston's Museum of Science placed a GPS receiver on the summit: 29,035 feet (8,850 m) ...", "Nov 12, 1999"),
        ("https://en.wikipedia.org/wiki/Mount_Everest", "Mount Everest - Wikipedia", "In 1999 an American survey using GPS found 8,850 m; China's 2005 survey measured a rock height of 8,844.43 m ...", "N/A"),
        ("https://www.washingtonpost.com/archive/politics/1999/11/12/everest-grows-by-7-feet/", "Everest 'Grows' by 7 Feet", "The world's highest mountain is 29,035 feet tall, seven feet higher than previously thought, according to a new satellite survey ...", "Nov 12, 1999"))
    turns = [
        (search("Mount Everest official height 8848.86"), r1),
        (extract(brit, "the height Britannica gives for Everest"), brit_page),
        m.add(everest_height_m="8,849 (Britannica, rounded)"),
        (extract(bbc, "official height announced in 2020 and earlier figures"), bbc_page),
        m.update(everest_height_m="8,848.86 (Nepal-China joint survey, announced 8 Dec 2020)"),
        (search("Everest height 1999 GPS survey 8850"), r6),
        m.add(everest_other_measurements="8,848 m (1955 Survey of India); 8,850 m (1999 GPS, National Geographic); 8,844.43 m rock height (China 2005)"),
        m.all(),
    ]
    rs.add(T, "h7-search-03", SYSTEM, turns)


# ---------------------------------------------------------------- 04 Nobel physics 2023 (bad: memory value drifts)
def s04(rs: RowSet) -> None:
    m = Mem()
    pr = "https://www.nobelprize.org/prizes/physics/2023/press-release/"
    r1 = serp(
        (pr, "Press release: The Nobel Prize in Physics 2023 - NobelPrize.org", "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2023 to Pierre Agostini, Ferenc Krausz and Anne L'Huillier ...", "Oct 3, 2023"),
        ("https://www.nobelprize.org/prizes/physics/2023/summary/", "The Nobel Prize in Physics 2023 - NobelPrize.org", "The Nobel Prize in Physics 2023 was awarded jointly to Pierre Agostini, Ferenc Krausz and Anne L'Huillier \"for experimental methods that generate attosecond pulses of light ...\"", "N/A"),
        ("https://www.lunduniversity.lu.se/article/anne-lhuillier-awarded-nobel-prize-physics", "Anne L'Huillier awarded the Nobel Prize in Physics | Lund University", "Anne L'Huillier, professor of atomic physics at Lund University, has been awarded the 2023 Nobel Prize in Physics ...", "Oct 3, 2023"),
        ("https://news.osu.edu/ohio-state-professor-emeritus-pierre-agostini-wins-nobel-prize-in-physics/", "Ohio State professor emeritus Pierre Agostini wins Nobel Prize in physics", "Agostini shares the prize with Ferenc Krausz and Anne L'Huillier for their work on attosecond pulses of light ...", "Oct 3, 2023"),
        ("https://www.mpq.mpg.de/7040618/nobel-prize-in-physics-for-ferenc-krausz", "Nobel Prize in Physics for Ferenc Krausz | Max Planck Institute of Quantum Optics", "Director at the MPQ in Garching and professor at LMU Munich, honoured for generating attosecond light pulses ...", "Oct 3, 2023"))
    page = """# Press release

3 October 2023

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2023 to

**Pierre Agostini**
The Ohio State University, Columbus, USA

**Ferenc Krausz**
Max Planck Institute of Quantum Optics, Garching and Ludwig-Maximilians-Universität München, Germany

**Anne L'Huillier**
Lund University, Sweden

*"for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter"*

## Experiments with light capture the shortest of moments

The three Nobel Laureates in Physics 2023 are being recognised for their experiments, which have given humanity new tools for exploring the world of electrons inside atoms and molecules. ...

Prize amount: 11 million Swedish kronor, to be shared equally between the Laureates.
"""
    r4 = serp(
        ("https://www.nature.com/articles/d41586-023-03047-5", "Physicists who built ultrafast 'attosecond' lasers win Nobel Prize", "Anne L'Huillier becomes just the fifth woman to win the physics prize ...", "Oct 3, 2023"),
        ("https://www.nobelprize.org/prizes/lists/nobel-prize-awarded-women/", "Nobel Prize awarded women - NobelPrize.org", "Physics: Marie Curie (1903), Maria Goeppert Mayer (1963), Donna Strickland (2018), Andrea Ghez (2020), Anne L'Huillier (2023) ...", "N/A"),
        ("https://www.theguardian.com/science/2023/oct/03/nobel-prize-in-physics-awarded-for-work-on-electrons-in-atoms", "Nobel prize in physics awarded for work on electrons in atoms", "L'Huillier is only the fifth woman to have been awarded the physics prize since 1901 ...", "Oct 3, 2023"))
    laureates = "Pierre Agostini (Ohio State), Ferenc Krausz (MPQ Garching / LMU Munich), Anne L'Huillier (Lund University)"
    r7 = serp(
        ("https://en.wikipedia.org/wiki/Attosecond", "Attosecond - Wikipedia", "An attosecond is a unit of time in the International System of Units equal to 10−18 of a second ...", "N/A"),
        ("https://www.nobelprize.org/uploads/2023/10/popular-physicsprize2023.pdf", "Electrons in pulses of light - NobelPrize.org (popular science background)", "An attosecond is so short that the number of them in one second is the same as the number of seconds that have elapsed since the birth of the universe ...", "Oct 3, 2023"))
    turns = [
        (search("2023 Nobel Prize in Physics attosecond laureates"), r1),
        (extract(pr, "laureates, affiliations, citation, date"), page),
        m.add(laureates=laureates, announced="3 October 2023", citation="for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter"),
        (search("Anne L'Huillier fifth woman Nobel physics"), r4),
        m.add(lhuillier_note="fifth woman to win the Nobel Prize in Physics (after Curie, Goeppert Mayer, Strickland, Ghez)"),
        m.retrieve("announced", "laureates", bad={"announced": "4 October 2023"}),
        (search("attosecond definition seconds"), r7),
    ]
    rs.add(T, "h7-search-04", SYSTEM, turns, bad=True, turn=6, kind="value_drift")


# ---------------------------------------------------------------- 05 Burj Khalifa (bad: retrieve_all forgets a key)
def s05(rs: RowSet) -> None:
    m = Mem()
    facts = "https://www.burjkhalifa.ae/en/the-tower/facts-figures/"
    som = "https://www.som.com/projects/burj-khalifa/"
    r1 = serp(
        ("https://en.wikipedia.org/wiki/Burj_Khalifa", "Burj Khalifa - Wikipedia", "Burj Khalifa is a skyscraper in Dubai, United Arab Emirates. It is the world's tallest structure. With a total height of 829.8 m (2,722 ft, or just over half a mile) and a roof height of 828 m ...", "N/A"),
        (facts, "Facts & Figures | Burj Khalifa", "Height: over 828 metres (2,716.5 feet) and more than 160 stories ... officially opened on 4 January 2010 ...", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/tallest-building-in-the-world", "Tallest building in the world | Guinness World Records", "The tallest building in the world is the Burj Khalifa, which measures 828 m (2,716 ft 6 in) and was officially opened on 4 January 2010 ...", "N/A"),
        (som, "Burj Khalifa - SOM", "Designed by SOM, Burj Khalifa is the tallest building in the world ... a Y-shaped plan and a 'buttressed core' structural system ...", "N/A"),
        ("https://www.skyscrapercenter.com/building/burj-khalifa/3", "Burj Khalifa - The Skyscraper Center", "Height (architectural): 828 m; Floors above ground: 163; Completion: 2010 ...", "N/A"))
    fpage = """# Facts & Figures

## The Tower

- Burj Khalifa was officially opened on 4 January 2010.
- Height: over 828 metres (2,716.5 feet) and more than 160 stories.
- Highest observation deck in the world: At The Top Sky, level 148, at 555 metres.
- Elevators with the longest travel distance from lowest to highest stop.

## Construction

- Excavation work began in January 2004, and the tower's exterior was completed in October 2009.
- At the peak of construction, over 12,000 workers and contractors were on site every day.
- The tower's concrete weighs about the same as 100,000 elephants.
"""
    spage = goal_view(som, "architect and structural engineer of Burj Khalifa",
                      "SOM provided architectural, structural and MEP engineering services. Design Partner: Adrian Smith. Structural Engineering Partner: William F. Baker. The tower's Y-shaped floor plan and buttressed core reduce wind forces; the tower sets back in a spiral pattern as it rises.",
                      "Burj Khalifa was designed by SOM: Adrian Smith as design partner and William F. Baker as structural engineering partner.")
    r6 = serp(
        ("https://en.wikipedia.org/wiki/Burj_Khalifa", "Burj Khalifa - Wikipedia", "Construction of Burj Khalifa began on 6 January 2004, with the exterior completed five years later in 2009 ... The building cost US$1.5 billion ...", "N/A"),
        ("https://www.constructionweekonline.com/projects-tenders/article-7261-burj-khalifa-fact-file", "Burj Khalifa fact file - Construction Week Online", "Main contractor: Samsung C&T in a joint venture with BESIX and Arabtec ...", "Jan 4, 2010"),
        ("https://www.bbc.com/news/world-middle-east-8439078", "World's tallest building opens in Dubai", "The tower, which was renamed Burj Khalifa at the opening ceremony, cost $1.5bn to build ...", "Jan 4, 2010"))
    turns = [
        (search("Burj Khalifa height floors opening date"), r1),
        (extract(facts, "height, floors, opening date"), fpage),
        m.add(height="828 m (2,717 ft), more than 160 stories", opened="4 January 2010"),
        (extract(som, "architect and structural engineer of Burj Khalifa"), spage),
        m.add(architect="Adrian Smith (SOM)", structural_engineer="William F. Baker (SOM)"),
        (search("Burj Khalifa construction start 2004 cost"), r6),
        m.add(construction="began 6 January 2004; cost about US$1.5 billion; renamed from Burj Dubai at opening"),
        m.all(drop=("structural_engineer",)),
    ]
    rs.add(T, "h7-search-05", SYSTEM, turns, bad=True, turn=8, kind="created_missing")


# ---------------------------------------------------------------- 06 Eurovision 2024 (clean: relative dates age, key removed)
def s06(rs: RowSet) -> None:
    m = Mem()
    story = "https://eurovision.tv/story/switzerland-wins-eurovision-2024"
    wiki = "https://en.wikipedia.org/wiki/Eurovision_Song_Contest_2024"

    def r(ago: tuple[str, str, str], extra: tuple[R, ...] = ()) -> str:
        return serp(*extra,
                    (story, "Switzerland wins the Eurovision Song Contest 2024!", "Nemo has won the 68th Eurovision Song Contest for Switzerland with 'The Code', scoring 591 points in Malmö ...", ago[0]),
                    ("https://www.bbc.com/news/articles/cw00lvpvpx9o", "Eurovision 2024: Switzerland's Nemo wins contest overshadowed by protests", "Nemo, who is non-binary, beat Croatia's Baby Lasagna into second place ...", ago[1]),
                    (wiki, "Eurovision Song Contest 2024 - Wikipedia", "The Eurovision Song Contest 2024 was the 68th edition ... held at the Malmö Arena in Malmö, Sweden ... The winner was Switzerland with the song \"The Code\", performed by Nemo.", "N/A"),
                    ("https://www.theguardian.com/tv-and-radio/live/2024/may/11/eurovision-song-contest-2024-final-live", "Eurovision song contest 2024 final – live", "Switzerland's Nemo wins with The Code after a tense jury vote; Croatia's Baby Lasagna wins the public vote ...", ago[2]))
    spage = """# Switzerland wins the Eurovision Song Contest 2024!

11 May 2024

Nemo has won the 68th Eurovision Song Contest for Switzerland with **The Code**, after a Grand Final at the Malmö Arena watched by millions.

Nemo finished with **591 points**, ahead of Croatia's Baby Lasagna with *Rim Tim Tagi Dim* (547 points) and Ukraine's alyona alyona & Jerry Heil with *Teresa & Maria* (453 points).

It is Switzerland's third victory, after Lys Assia in 1956 and Céline Dion in 1988. Switzerland will host the Eurovision Song Contest in 2025.

The Netherlands' Joost Klein did not take part in the Grand Final after being disqualified earlier on Saturday.
"""
    wpage = """From Wikipedia, the free encyclopedia

The **Eurovision Song Contest 2024** was the 68th edition of the Eurovision Song Contest. It consisted of two semi-finals on 7 and 9 May and a final on 11 May 2024, held at the Malmö Arena in Malmö, Sweden.

## Final

| R/O | Country | Artist | Song | Points | Place |
| --- | --- | --- | --- | --- | --- |
| 21 | Switzerland | Nemo | "The Code" | 591 | 1 |
| 23 | Croatia | Baby Lasagna | "Rim Tim Tagi Dim" | 547 | 2 |
| 12 | Ukraine | alyona alyona and Jerry Heil | "Teresa & Maria" | 453 | 3 |
| 25 | France | Slimane | "Mon amour" | 445 | 4 |
| 3 | Israel | Eden Golan | "Hurricane" | 375 | 5 |
| 10 | Ireland | Bambie Thug | "Doomsday Blue" | 278 | 6 |
| 24 | Italy | Angelina Mango | "La noia" | 268 | 7 |
"""
    new = ("https://www.swissinfo.ch/eng/culture/switzerland-prepares-to-host-eurovision-2025/", "Switzerland begins search for Eurovision 2025 host city", "Public broadcaster SRG SSR says cities have until the end of May to declare interest after Nemo's victory in Malmö ...", "1 hour ago")
    turns = [
        (search("Eurovision 2024 winner"), r(("9 hours ago", "8 hours ago", "10 hours ago"))),
        (extract(story, "winner, points, runner-up"), spage),
        m.add(ev2024_winner="Nemo (Switzerland) - The Code, 591 points", ev2024_runner_up="Baby Lasagna (Croatia) - Rim Tim Tagi Dim, 547 points"),
        m.add(ev2024_todo="check final top-5 table on Wikipedia"),
        (extract(wiki, "final results table"), wpage),
        m.update(ev2024_runner_up="Baby Lasagna (Croatia) - Rim Tim Tagi Dim, 547 points; 3rd Ukraine 453, 4th France 445"),
        m.remove("ev2024_todo"),
        (search("Eurovision 2024 winner"), r(("12 hours ago", "11 hours ago", "13 hours ago"), (new,))),
        m.retrieve("ev2024_todo", "ev2024_winner"),
    ]
    rs.add(T, "h7-search-06", SYSTEM, turns)


# ---------------------------------------------------------------- 07 Node.js LTS (clean: several versions, update)
def s07(rs: RowSet) -> None:
    m = Mem()
    eol = "https://endoflife.date/nodejs"
    blog = "https://nodejs.org/en/blog/release/v22.11.0"
    r1 = serp(
        (blog, "Node.js — Node.js v22.11.0 (LTS)", "2024-10-29, Version 22.11.0 'Jod' (LTS), @richardlau ... This release marks the transition of Node.js 22.x into Long Term Support (LTS) with the codename 'Jod' ...", "Oct 29, 2024"),
        (eol, "Node.js | endoflife.date", "Check end-of-life, release policy and support schedule for Node.js ...", "N/A"),
        ("https://github.com/nodejs/release", "nodejs/release: Node.js Release Working Group", "Release schedule ... 22.x Jod: Active LTS start 2024-10-29, Maintenance start 2025-10-21, End-of-life 2027-04-30 ...", "N/A"),
        ("https://nodejs.org/en/about/previous-releases", "Node.js — Node.js Releases", "Major Node.js versions enter Current release status for six months ... Production applications should only use Active LTS or Maintenance LTS releases.", "N/A"))
    epage = """# Node.js

Node.js is a JavaScript runtime built on Chrome's V8 JavaScript engine.

| Release | Released | Active Support | Security Support | Latest |
| --- | --- | --- | --- | --- |
| 23 | 2 months ago (16 Oct 2024) | Ends in 3 months (01 Apr 2025) | Ends in 5 months (01 Jun 2025) | 23.4.0 |
| 22 (LTS) 'Jod' | 8 months ago (24 Apr 2024) | Ends in 10 months (21 Oct 2025) | Ends in 2 years and 4 months (30 Apr 2027) | 22.12.0 |
| 20 (LTS) 'Iron' | 1 year and 8 months ago (18 Apr 2023) | Ended 2 months ago (22 Oct 2024) | Ends in 1 year and 4 months (30 Apr 2026) | 20.18.1 |
| 18 (LTS) 'Hydrogen' | 2 years and 8 months ago (19 Apr 2022) | Ended 1 year ago (18 Oct 2023) | Ends in 4 months (30 Apr 2025) | 18.20.5 |

Odd-numbered releases are never promoted to LTS. Even-numbered releases become Active LTS in October and receive 30 months of support in total.
"""
    bpage = """# Node.js v22.11.0 (LTS)

Richard Lau

2024-10-29, Version 22.11.0 'Jod' (LTS), @richardlau

## Notable Changes

This release marks the transition of Node.js 22.x into Long Term Support (LTS) with the codename 'Jod'. The 22.x release line now moves into "Active LTS" and will be supported until the end of April 2027.

Other than updating metadata, such as the `process.release` object, to reflect that the release is LTS, no further changes from Node.js 22.10.0 are included.
"""
    r5 = serp(
        ("https://nodejs.org/en/blog/release/v22.12.0", "Node.js — Node.js v22.12.0 (LTS)", "2024-12-03, Version 22.12.0 'Jod' (LTS) ... require(esm) is now enabled by default ...", "Dec 3, 2024"),
        ("https://joyeecheung.github.io/blog/2024/12/10/require-esm-in-node-js/", "require(esm) in Node.js: from experiment to stability", "Since Node.js v22.12.0 ... require(esm) no longer needs a flag ...", "Dec 10, 2024"),
        (blog, "Node.js — Node.js v22.11.0 (LTS)", "2024-10-29, Version 22.11.0 'Jod' (LTS), @richardlau ...", "Oct 29, 2024"))
    turns = [
        (search("Node.js 22 LTS codename date"), r1),
        (extract(eol, "support dates and latest versions per Node.js major"), epage),
        m.add(node22="LTS 'Jod' since 2024-10-29; security support until 2027-04-30", node22_latest="22.12.0", node20="'Iron', maintenance LTS until 2026-04-30"),
        (extract(blog, "what changed in 22.11.0"), bpage),
        (search("Node.js 22.12.0 release require(esm)"), r5),
        m.update(node22_latest="22.12.0 (2024-12-03, require(esm) unflagged)"),
        m.all(),
    ]
    rs.add(T, "h7-search-07", SYSTEM, turns)


# ---------------------------------------------------------------- 08 Tokyo population (bad: same article, different date)
def s08(rs: RowSet) -> None:
    m = Mem()
    jt = "https://www.japantimes.co.jp/news/2024/07/24/japan/society/japan-population-decline-2024/"
    tmg = "https://www.metro.tokyo.lg.jp/english/about/history/history03"
    r1 = serp(
        ("https://en.wikipedia.org/wiki/Tokyo", "Tokyo - Wikipedia", "Tokyo ... is the capital of Japan and one of the most populous cities in the world, with a population of over 14 million in the prefecture ...", "N/A"),
        (tmg, "Population of Tokyo - Tokyo Metropolitan Government", "The population of Tokyo is estimated to be approximately 14.18 million, accounting for approximately 11% of the total population of Japan ...", "N/A"),
        (jt, "Japan's population falls for 15th straight year as births hit record low", "The number of Japanese nationals fell by a record 861,237 ... Tokyo's population rose, while it fell in the other 46 prefectures ...", "Jul 24, 2024"),
        ("https://www.macrotrends.net/global-metrics/cities/21671/tokyo/population", "Tokyo, Japan Metro Area Population 1950-2024 | MacroTrends", "The current metro area population of Tokyo in 2024 is 37,115,000, a 0.21% decline from 2023 ...", "N/A"),
        ("https://www.stat.go.jp/english/data/jinsui/2.html", "Statistics Bureau of Japan: Population Estimates", "Monthly and annual population estimates by prefecture ...", "N/A"))
    tpage = goal_view(tmg, "current estimated population of Tokyo",
                      "The population of Tokyo is estimated to be approximately 14.18 million, accounting for approximately 11% of the total population of Japan, and is the largest of the 47 prefectures. Tokyo's population density is about 6,400 people per square kilometre. The 23 special wards hold about 9.8 million people.",
                      "Tokyo Metropolis: about 14.18 million residents (about 11% of Japan); 23 wards about 9.8 million.")
    r4 = serp(
        ("https://www.un.org/development/desa/pd/content/worlds-cities-2018", "The World's Cities in 2018 - UN DESA", "Tokyo is the world's largest city with an agglomeration of 37 million inhabitants ...", "Oct 2018"),
        (jt, "Japan's population falls for 15th straight year as births hit record low", "The number of Japanese nationals fell by a record 861,237 ... Tokyo's population rose, while it fell in the other 46 prefectures ...", "Jul 31, 2024"),
        ("https://en.wikipedia.org/wiki/Greater_Tokyo_Area", "Greater Tokyo Area - Wikipedia", "The Greater Tokyo Area is the most populous metropolitan area in the world, consisting of the Kantō region ... population of about 41 million ...", "N/A"))
    turns = [
        (search("Tokyo population 2024"), r1),
        (extract(tmg, "current estimated population of Tokyo"), tpage),
        m.add(tokyo_metropolis="about 14.18 million (TMG estimate)", tokyo_wards="about 9.8 million in the 23 wards"),
        (search("Greater Tokyo Area population 37 million UN"), r4),
        m.add(greater_tokyo="37 million (UN 2018 urban agglomeration); ~41 million by the Kanto-wide definition"),
        m.all(),
    ]
    rs.add(T, "h7-search-08", SYSTEM, turns, bad=True, turn=4, kind="date_changed")


# ---------------------------------------------------------------- 09 The Great Gatsby (clean)
def s09(rs: RowSet) -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/The_Great_Gatsby"
    pg = "https://www.gutenberg.org/ebooks/64317"
    r1 = serp(
        (wiki, "The Great Gatsby - Wikipedia", "The Great Gatsby is a 1925 novel by American writer F. Scott Fitzgerald ... first published by Charles Scribner's Sons on April 10, 1925 ...", "N/A"),
        ("https://www.britannica.com/topic/The-Great-Gatsby", "The Great Gatsby | Summary, Characters, Analysis, & Facts | Britannica", "The Great Gatsby, novel by F. Scott Fitzgerald, published in 1925 ...", "N/A"),
        (pg, "The Great Gatsby by F. Scott Fitzgerald - Project Gutenberg", "Free kindle book and epub digitized and proofread by volunteers.", "N/A"),
        ("https://www.npr.org/2021/01/01/952411221/the-great-gatsby-and-other-classics-enter-the-public-domain", "'The Great Gatsby' And Other Classics Enter The Public Domain", "Works published in 1925 entered the U.S. public domain on Jan. 1, 2021 ...", "Jan 1, 2021"))
    wpage = """From Wikipedia, the free encyclopedia

| The Great Gatsby | |
| --- | --- |
| Author | F. Scott Fitzgerald |
| Cover artist | Francis Cugat |
| Country | United States |
| Language | English |
| Genre | Tragedy |
| Set in | Long Island and New York City, 1922 |
| Publisher | Charles Scribner's Sons |
| Publication date | April 10, 1925 |
| Media type | Print (hardcover) |

**The Great Gatsby** is a 1925 novel by American writer F. Scott Fitzgerald. Set in the Jazz Age on Long Island, near New York City, the novel depicts first-person narrator Nick Carraway's interactions with mysterious millionaire Jay Gatsby ...

## Publication

Scribner's published the novel on April 10, 1925, with a first printing of 20,870 copies. It sold fewer than 22,000 copies in its first year; a second printing of 3,000 copies was issued in August 1925, and copies of it remained unsold in the warehouse when Fitzgerald died in 1940.
"""
    ppage = """# The Great Gatsby by F. Scott Fitzgerald

## Bibliographic Record

| | |
| --- | --- |
| Author | Fitzgerald, F. Scott (Francis Scott), 1896-1940 |
| Title | The Great Gatsby |
| Language | English |
| LoC Class | PS: Language and Literatures: American and Canadian literature |
| Subject | Psychological fiction |
| Category | Text |
| EBook-No. | 64317 |
| Release Date | Jan 17, 2021 |
| Copyright Status | Public domain in the USA. |

## Download This eBook

- Read online (web)
- EPUB3 (E-readers incl. Send-to-Kindle)
- Plain Text UTF-8
"""
    r5 = serp(
        ("https://www.npr.org/2021/01/01/952411221/the-great-gatsby-and-other-classics-enter-the-public-domain", "'The Great Gatsby' And Other Classics Enter The Public Domain", "Works published in 1925 entered the U.S. public domain on Jan. 1, 2021, including The Great Gatsby, Mrs. Dalloway and The Trial ...", "Jan 1, 2021"),
        ("https://web.law.duke.edu/cspd/publicdomainday/2021/", "Public Domain Day 2021 | Duke University School of Law", "On January 1, 2021, copyrighted works from 1925 will enter the US public domain ... F. Scott Fitzgerald, The Great Gatsby ...", "N/A"),
        (wiki, "The Great Gatsby - Wikipedia", "The novel entered the public domain in the United States on January 1, 2021 ...", "N/A"))
    turns = [
        (search("The Great Gatsby publication date first edition print run"), r1),
        (extract(wiki, "publication date, publisher, first printing"), wpage),
        m.add(gatsby_published="April 10, 1925, Charles Scribner's Sons", gatsby_first_printing="20,870 copies"),
        (extract(pg, "ebook number and release date"), ppage),
        (search("Great Gatsby public domain 2021"), r5),
        m.add(gatsby_public_domain_us="January 1, 2021", gatsby_gutenberg="eBook #64317, released on Gutenberg Jan 17, 2021"),
        m.update(gatsby_first_printing="20,870 copies; second printing of 3,000 in August 1925"),
        m.all(),
    ]
    rs.add(T, "h7-search-09", SYSTEM, turns)


# ---------------------------------------------------------------- 10 Rust editions (bad: removed key comes back)
def s10(rs: RowSet) -> None:
    m = Mem()
    blog = "https://blog.rust-lang.org/2015/05/15/Rust-1.0.html"
    r1 = serp(
        (blog, "Announcing Rust 1.0 | Rust Blog", "Today we are very proud to announce the 1.0 release of Rust, a new programming language aiming to make it easier to build reliable, efficient systems ...", "May 15, 2015"),
        ("https://en.wikipedia.org/wiki/Rust_(programming_language)", "Rust (programming language) - Wikipedia", "The first stable release, Rust 1.0, was published on May 15, 2015 ...", "N/A"),
        ("https://doc.rust-lang.org/edition-guide/editions/index.html", "What are editions? - The Rust Edition Guide", "Rust 2015 ... Rust 2018 ... Rust 2021 ... Rust 2024 ...", "N/A"),
        ("https://news.ycombinator.com/item?id=9551937", "Rust 1.0 | Hacker News", "1,142 points · 332 comments ...", "May 15, 2015"))
    bpage = """# Announcing Rust 1.0

May 15, 2015 · The Rust Core Team

Today we are very proud to announce the 1.0 release of Rust, a new programming language aiming to make it easier to build reliable, efficient systems. Rust combines low-level control over performance with high-level convenience and safety guarantees. Better yet, it achieves these goals without requiring a garbage collector or runtime, making it possible to use Rust libraries as a "drop-in replacement" for C.

## What does 1.0 mean?

The 1.0 release marks the end of a lot of upheaval. This release is the official beginning of our commitment to stability ...

## The road ahead

Rust will follow a 6-week release cycle: Rust 1.1 beta is available today and will become stable in six weeks.
"""
    r4 = serp(
        ("https://blog.rust-lang.org/2025/02/20/Rust-1.85.0.html", "Announcing Rust 1.85.0 and Rust 2024 | Rust Blog", "The Rust team is happy to announce a new version of Rust, 1.85.0. This stabilizes the 2024 edition as well ...", "Feb 20, 2025"),
        ("https://doc.rust-lang.org/edition-guide/rust-2024/index.html", "Rust 2024 - The Rust Edition Guide", "The Rust 2024 Edition is scheduled to be frozen on 2024-10-17, with release on 2025-02-20 (Rust 1.85) ...", "N/A"),
        ("https://blog.rust-lang.org/2021/10/21/Rust-1.56.0.html", "Announcing Rust 1.56.0 and Rust 2021 | Rust Blog", "Rust 1.56.0 ... also enables Rust 2021, the third edition ...", "Oct 21, 2021"))
    turns = [
        (search("Rust 1.0 release date announcement"), r1),
        (extract(blog, "release date and what 1.0 means"), bpage),
        m.add(rust_1_0="2015-05-15", rust_2018_edition="Rust 1.31, 2018-12-06", rust_todo="find which version stabilized the 2024 edition"),
        (search("Rust 2024 edition stabilized version 1.85"), r4),
        m.add(rust_2024_edition="Rust 1.85.0, 2025-02-20"),
        m.remove("rust_todo"),
        m.add(rust_2021_edition="Rust 1.56.0, 2021-10-21"),
        m.all(bad={"rust_todo": "find which version stabilized the 2024 edition"}),
    ]
    rs.add(T, "h7-search-10", SYSTEM, turns, bad=True, turn=8, kind="deleted_reappears")


# ---------------------------------------------------------------- 11 Voyager 1 (clean: live counters advance)
def voyager(utc: str, sun_km: int, earth_km: int, owlt: str) -> str:
    return f"""# Where Are Voyager 1 and Voyager 2 Now?

Current time (UTC): {utc}

## Voyager 1

| | |
| --- | --- |
| Distance from Earth | {earth_km:,} km |
| Distance from Sun | {sun_km:,} km |
| Velocity with respect to the Sun | 16.99 km/s |
| One-way light time | {owlt} |

Voyager 1 is the most distant human-made object. It entered interstellar space in August 2012.

## Voyager 2

Voyager 2 entered interstellar space in November 2018.

The distances are computed continuously from the spacecraft trajectories; the page refreshes every few seconds.
"""


def owlt(km: int) -> str:
    sec = int(km / 299_792.458)
    return f"{sec // 3600}:{sec % 3600 // 60:02d}:{sec % 60:02d}"


def s11(rs: RowSet) -> None:
    m = Mem()
    page = "https://science.nasa.gov/mission/voyager/where-are-voyager-1-and-voyager-2-now/"
    jpl = "https://www.jpl.nasa.gov/news/nasa-spacecraft-embarks-on-historic-journey-into-interstellar-space/"
    r1 = serp(
        (page, "Where Are Voyager 1 and Voyager 2 Now? - NASA Science", "Real-time distance from Earth and the Sun for both Voyager spacecraft ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Voyager_1", "Voyager 1 - Wikipedia", "Voyager 1 is a space probe launched by NASA on September 5, 1977 ... it is the most distant human-made object from Earth ...", "N/A"),
        ("https://theskylive.com/voyager1-tracker", "Voyager 1 Tracker - TheSkyLive", "Voyager 1 is currently about 165 AU from the Sun ...", "N/A"))
    s0, e0 = 24_806_511_382, 24_712_438_611
    dt = 402  # seconds between the two reads (14:03:10 -> 14:09:52 UTC)
    s1_, e1 = s0 + round(16.99 * dt), e0 + round(26.4 * dt)
    r4 = serp(
        (jpl, "NASA Spacecraft Embarks on Historic Journey Into Interstellar Space", "New and unexpected data indicate Voyager 1 has been traveling for about one year through plasma ... between stars ...", "Sep 12, 2013"),
        ("https://en.wikipedia.org/wiki/Heliopause_(astronomy)", "Heliopause - Wikipedia", "Voyager 1 crossed the heliopause on August 25, 2012 ...", "N/A"))
    jpage = """# NASA Spacecraft Embarks on Historic Journey Into Interstellar Space

September 12, 2013

NASA's Voyager 1 spacecraft officially is the first human-made object to venture into interstellar space.

The 36-year-old probe is about 12 billion miles (19 billion kilometers) from our sun. New and unexpected data indicate Voyager 1 has been traveling for about one year through plasma, or ionized gas, present in the space between stars. Voyager is in a transitional region immediately outside the solar bubble, where some effects from our sun are still evident.

... The data suggest the spacecraft crossed into interstellar space around Aug. 25, 2012.
"""
    turns = [
        (search("Voyager 1 distance from Earth now"), r1),
        (extract(page, "current distance of Voyager 1"), voyager("2024-12-05 14:03:10", s0, e0, owlt(e0))),
        m.add(v1_distance="24,712,438,611 km from Earth (NASA live page, 2024-12-05 14:03:10 UTC)"),
        (search("Voyager 1 heliopause crossing date interstellar"), r4),
        (extract(jpl, "when Voyager 1 entered interstellar space"), jpage),
        m.add(v1_heliopause="about 25 August 2012 (announced 12 September 2013)"),
        (extract(page, "current distance of Voyager 1"), voyager("2024-12-05 14:09:52", s1_, e1, owlt(e1))),
        m.update(v1_distance=f"{e1:,} km from Earth (NASA live page, 2024-12-05 14:09:52 UTC)"),
    ]
    rs.add(T, "h7-search-11", SYSTEM, turns)


# ---------------------------------------------------------------- 12 Svalbard seed vault (bad: update reverted)
def s12(rs: RowSet) -> None:
    m = Mem()
    about = "https://www.seedvault.no/about/"
    ct = "https://www.croptrust.org/work/svalbard-global-seed-vault/"
    r1 = serp(
        (about, "About the Seed Vault - Svalbard Global Seed Vault", "The Seed Vault has the capacity to store 4.5 million varieties of crops ... more than 1.2 million samples ...", "N/A"),
        (ct, "Svalbard Global Seed Vault | Crop Trust", "The Svalbard Global Seed Vault is the ultimate insurance policy for the world's food supply ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Svalbard_Global_Seed_Vault", "Svalbard Global Seed Vault - Wikipedia", "The Svalbard Global Seed Vault is a secure backup facility for the world's crop diversity on the Norwegian island of Spitsbergen ... opened on 26 February 2008 ...", "N/A"))
    apage = goal_view(about, "opening date, capacity and current holdings",
                      "The Svalbard Global Seed Vault opened on 26 February 2008. It is owned by the Norwegian Ministry of Agriculture and Food and managed in partnership with the Crop Trust and NordGen. The Seed Vault has the capacity to store 4.5 million varieties of crops; each variety contains on average 500 seeds, so a maximum of 2.25 billion seeds can be stored. Currently the Vault holds more than 1.2 million samples, originating from almost every country in the world.",
                      "Opened 26 Feb 2008; capacity 4.5 million samples (2.25 billion seeds); holds more than 1.2 million samples.")
    r4 = serp(
        (ct, "Svalbard Global Seed Vault | Crop Trust", "After the latest deposit opening, the Seed Vault safeguards more than 1.3 million seed samples from over 100 genebanks ...", "N/A"),
        ("https://www.nordgen.org/en/our-work/svalbard-global-seed-vault/", "Svalbard Global Seed Vault - NordGen", "NordGen operates the Seed Vault and its database; deposits are received several times a year ...", "N/A"))
    cpage = """# Svalbard Global Seed Vault

The Svalbard Global Seed Vault is the ultimate insurance policy for the world's food supply. It offers long-term storage of duplicates of seeds conserved in genebanks around the world.

## Key facts

- Opened: 26 February 2008
- Samples stored: more than 1.3 million, deposited by over 100 genebanks
- Storage temperature: -18 °C

## Withdrawals

In 2015 the International Center for Agricultural Research in the Dry Areas (ICARDA) made the first-ever withdrawal from the Seed Vault, to rebuild its collection after the war in Syria forced it to leave its genebank near Aleppo.
"""
    turns = [
        (search("Svalbard Global Seed Vault number of seed samples"), r1),
        (extract(about, "opening date, capacity and current holdings"), apage),
        m.add(vault_opened="26 February 2008", vault_samples="more than 1.2 million samples", vault_capacity="4.5 million samples (2.25 billion seeds)"),
        (search("Svalbard seed vault latest deposit total samples 1.3 million"), r4),
        m.update(vault_samples="more than 1.3 million samples from over 100 genebanks (Crop Trust)"),
        m.retrieve("vault_samples", "vault_opened", bad={"vault_samples": "more than 1.2 million samples"}),
        (extract(ct, "first withdrawal from the vault"), cpage),
    ]
    rs.add(T, "h7-search-12", SYSTEM, turns, bad=True, turn=6, kind="value_reverted")


# ---------------------------------------------------------------- 13 Kowloon Walled City (clean)
def s13(rs: RowSet) -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/Kowloon_Walled_City"
    park = "https://www.lcsd.gov.hk/en/parks/kwcp/index.html"
    r1 = serp(
        (wiki, "Kowloon Walled City - Wikipedia", "Kowloon Walled City was an ungoverned and densely populated de jure Chinese enclave within the boundaries of Kowloon City, British Hong Kong ... demolished in 1993-1994 ...", "N/A"),
        (park, "Kowloon Walled City Park - Leisure and Cultural Services Department", "The Park was opened in December 1995 on the site of the former Walled City ...", "N/A"),
        ("https://www.atlasobscura.com/places/kowloon-walled-city-park", "Kowloon Walled City Park – Hong Kong - Atlas Obscura", "Once the densest place on Earth, home to an estimated 33,000 people in 6.4 acres ...", "N/A"),
        ("https://www.scmp.com/magazines/post-magazine/long-reads/article/3034240/kowloon-walled-city", "Kowloon Walled City: life in the densest place on Earth", "At its peak some 50,000 people are thought to have lived within its walls ...", "Oct 26, 2019"))
    wpage = """From Wikipedia, the free encyclopedia

**Kowloon Walled City** was an ungoverned and densely populated de jure Chinese enclave within the boundaries of Kowloon City, British Hong Kong. Originally a Chinese military fort, the walled city became an enclave after the New Territories were leased to the United Kingdom by China in 1898.

## Population

Its population increased dramatically following the Japanese occupation of Hong Kong during World War II. By 1987 it housed an estimated 33,000 residents within its 2.6-hectare (6.4-acre) borders.

## Demolition

In January 1987 the Hong Kong government announced plans to demolish the walled city. After an arduous eviction process, demolition began on 23 March 1993 and was completed in April 1994. Kowloon Walled City Park opened in December 1995 and occupies the area of the former walled city.
"""
    ppage = goal_view(park, "when the park opened and what remains of the walled city",
                      "Kowloon Walled City Park was opened on 22 December 1995. Covering an area of 31,000 square metres, the Park is built in the style of a Jiangnan garden of the early Qing dynasty. Historic relics preserved include the Yamen, the remains of the South Gate and two cannons.",
                      "The park opened on 22 December 1995 and covers 31,000 m2 (larger than the 2.6 ha walled city itself); the Yamen and South Gate remains are preserved.")
    r5 = serp(
        ("https://www.scmp.com/magazines/post-magazine/long-reads/article/3034240/kowloon-walled-city", "Kowloon Walled City: life in the densest place on Earth", "Estimates of the population vary widely - the 1987 government survey counted about 33,000, but some residents put the figure at 50,000 ...", "Oct 26, 2019"),
        ("https://www.bbc.com/news/world-asia-china-23631435", "Hong Kong's Kowloon Walled City: A lawless enclave remembered", "In 1987 there were about 33,000 people living in the walled city ...", "Aug 10, 2013"))
    turns = [
        (search("Kowloon Walled City demolition date population"), r1),
        (extract(wiki, "population estimates and demolition dates"), wpage),
        m.add(kwc_demolition="23 March 1993 - April 1994", kwc_population="about 33,000 (1987 estimate), 2.6 ha"),
        (extract(park, "when the park opened and what remains of the walled city"), ppage),
        (search("Kowloon Walled City 50,000 residents estimate"), r5),
        m.update(kwc_population="about 33,000 in the 1987 survey; other estimates up to 50,000; 2.6 ha"),
        m.add(kwc_park="Kowloon Walled City Park, opened 22 December 1995, 31,000 m2"),
        m.all(),
    ]
    rs.add(T, "h7-search-13", SYSTEM, turns)


# ---------------------------------------------------------------- 14 Lake Baikal (bad: re-extracted page changes a number)
def baikal(depth: str) -> str:
    return f"""# Lake Baikal

Russian Federation
Date of Inscription: 1996
Criteria: (vii)(viii)(ix)(x)
Property: 8,800,000 ha
Ref: 754

## Brief Description

Situated in south-east Siberia, the 3.15-million-hectare Lake Baikal is the oldest (25 million years) and deepest ({depth}) lake in the world. It contains 20% of the world's total unfrozen freshwater reserve. Known as the 'Galapagos of Russia', its age and isolation have produced one of the world's richest and most unusual freshwater faunas, which is of exceptional value to evolutionary science.

## Outstanding Universal Value

Lake Baikal is the most outstanding example of a freshwater ecosystem ... The lake has been subject to a long history of tectonic activity and is the deepest lake on Earth.
"""


def s14(rs: RowSet) -> None:
    m = Mem()
    whc = "https://whc.unesco.org/en/list/754/"
    wiki = "https://en.wikipedia.org/wiki/Lake_Baikal"
    r1 = serp(
        (whc, "Lake Baikal - UNESCO World Heritage Centre", "Situated in south-east Siberia, the 3.15-million-hectare Lake Baikal is the oldest (25 million years) and deepest (1,700 m) lake in the world ...", "N/A"),
        (wiki, "Lake Baikal - Wikipedia", "Lake Baikal is a rift lake and the deepest lake in the world ... maximum depth of 1,642 m (5,387 ft) ...", "N/A"),
        ("https://www.britannica.com/place/Lake-Baikal", "Lake Baikal | Location, Depth, Map, & Facts | Britannica", "Lake Baikal, lake situated in the southern part of eastern Siberia ... the oldest existing freshwater lake on Earth (20 million-25 million years old) ...", "N/A"))
    wpage = """From Wikipedia, the free encyclopedia

| Lake Baikal | |
| --- | --- |
| Type | Continental rift lake |
| Max. length | 636 km (395 mi) |
| Surface area | 31,722 km2 |
| Max. depth | 1,642 m (5,387 ft) |
| Water volume | 23,615.39 km3 |
| Designation | UNESCO World Heritage Site (1996) |

**Lake Baikal** is a rift lake and the deepest lake in the world. It is situated in southern Siberia, Russia ... With 23,615.39 km3 of fresh water, it contains more water than the North American Great Lakes combined, about 22-23% of the world's fresh surface water.

At 25-30 million years old, it is one of the most ancient lakes in geological history.
"""
    turns = [
        (search("Lake Baikal UNESCO World Heritage depth volume"), r1),
        (extract(whc, "inscription year and description of Lake Baikal"), baikal("1,700 m")),
        m.add(baikal_depth_unesco="1,700 m (UNESCO brief description)", baikal_inscribed="1996, criteria vii-x"),
        (extract(wiki, "maximum depth and volume"), wpage),
        m.add(baikal_depth_survey="1,642 m (Wikipedia infobox)", baikal_volume="23,615.39 km3"),
        (extract(whc, "criteria and outstanding universal value of Lake Baikal"), baikal("1,637 m")),
        m.all(),
    ]
    rs.add(T, "h7-search-14", SYSTEM, turns, bad=True, turn=6, kind="content_changed_without_write")


# ---------------------------------------------------------------- 15 Zig (clean: dev version vs release, remove and re-add)
def s15(rs: RowSet) -> None:
    m = Mem()
    dl = "https://ziglang.org/download/"
    notes = "https://ziglang.org/download/0.13.0/release-notes.html"
    gh = "https://github.com/ziglang/zig/releases"
    r1 = serp(
        (dl, "Download ⚡ Zig Programming Language", "Releases: master, 0.13.0, 0.12.1, 0.12.0, 0.11.0 ...", "N/A"),
        (notes, "0.13.0 Release Notes ⚡ The Zig Programming Language", "Zig 0.13.0 is a relatively small release, primarily upgrading to LLVM 18 ...", "Jun 7, 2024"),
        (gh, "Releases · ziglang/zig - GitHub", "0.13.0 ... 0.12.1 ... 0.12.0 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Zig_(programming_language)", "Zig (programming language) - Wikipedia", "Zig is a general-purpose programming language designed by Andrew Kelley ... first appeared 2016 ...", "N/A"))
    dpage = """# Download

## master

2024-11-02

| OS | Arch | Filename | Size |
| --- | --- | --- | --- |
| Linux | x86_64 | zig-linux-x86_64-0.14.0-dev.2097+d46e65a92.tar.xz | 46MiB |
| macOS | aarch64 | zig-macos-aarch64-0.14.0-dev.2097+d46e65a92.tar.xz | 45MiB |

## 0.13.0

2024-06-07 · Release Notes · Language Reference · Standard Library Documentation

## 0.12.1

2024-06-08

## 0.12.0

2024-04-20 · Release Notes

## 0.11.0

2023-08-04 · Release Notes
"""
    npage = goal_view(notes, "what changed in 0.13.0",
                      "Zig 0.13.0 Release Notes. Zig is a general-purpose programming language and toolchain ... This is a relatively small release, primarily upgrading to LLVM 18 and the related infrastructure. The release also includes changes to the build system and the standard library.",
                      "0.13.0 (2024-06-07) is a small release whose main change is the move to LLVM 18.")
    ghpage = """# Releases · ziglang/zig

## 0.13.0
Jun 7, 2024 · andrewrk · 0.13.0 · cf90dfd

## 0.12.1
Jun 8, 2024 · andrewrk · 0.12.1

## 0.12.0
Apr 20, 2024 · andrewrk · 0.12.0
"""
    turns = [
        (search("Zig programming language latest release"), r1),
        (extract(dl, "latest stable version and dates"), dpage),
        m.add(zig_latest_stable="0.13.0", zig_llvm="unknown"),
        (extract(notes, "what changed in 0.13.0"), npage),
        m.update(zig_latest_stable="0.13.0 (2024-06-07); master is 0.14.0-dev"),
        (extract(gh, "release tags and dates"), ghpage),
        m.remove("zig_llvm"),
        m.add(zig_llvm="0.13.0 builds on LLVM 18", zig_note="0.12.1 (2024-06-08) is a bugfix release published a day after 0.13.0"),
        m.all(),
    ]
    rs.add(T, "h7-search-15", SYSTEM, turns)


# ---------------------------------------------------------------- 16 Antikythera (bad: DOI drifts)
def s16(rs: RowSet) -> None:
    m = Mem()
    nat = "https://www.nature.com/articles/s41598-021-84310-w"
    wiki = "https://en.wikipedia.org/wiki/Antikythera_mechanism"
    r1 = serp(
        (nat, "A Model of the Cosmos in the ancient Greek Antikythera Mechanism | Scientific Reports", "The Antikythera Mechanism, an ancient Greek astronomical calculator, has challenged researchers since its discovery in 1901 ...", "Mar 12, 2021"),
        ("https://www.ucl.ac.uk/news/2021/mar/scientists-unlock-mystery-antikythera-mechanism", "Scientists unlock the mystery of the Antikythera Mechanism | UCL News", "The UCL Antikythera Research Team has produced a new model of the front of the device ...", "Mar 12, 2021"),
        (wiki, "Antikythera mechanism - Wikipedia", "The Antikythera mechanism is an Ancient Greek hand-powered orrery ... recovered in 1901 from the Antikythera wreck ...", "N/A"),
        ("https://www.theguardian.com/science/2021/mar/12/scientists-attempt-to-recreate-antikythera-mechanism-cosmos", "Scientists attempt to recreate 'Cosmos' panel of ancient Greek astronomical calculator", "UCL researchers solve part of the mystery of how the device worked ...", "Mar 12, 2021"))
    npage = """# A Model of the Cosmos in the ancient Greek Antikythera Mechanism

Tony Freeth, David Higgon, Aris Dacanalis, Lindsay MacDonald, Myrto Georgakopoulou & Adam Wojcik

*Scientific Reports* volume 11, Article number: 5821 (2021) · Published: 12 March 2021

## Abstract

The Antikythera Mechanism, an ancient Greek astronomical calculator, has challenged researchers since its discovery in 1901. Now split into 82 fragments, only a third of the Mechanism has survived, including 30 corroded bronze gearwheels. Microfocus X-ray Computed Tomography (X-ray CT) in 2005 decoded the structure and functions of most of the surviving parts of the Mechanism. However, there are two major issues with the model of the front: the gearing structure and the cosmos display ...

## Cite this article

Freeth, T., Higgon, D., Dacanalis, A. et al. A Model of the Cosmos in the ancient Greek Antikythera Mechanism. *Sci Rep* **11**, 5821 (2021). https://doi.org/10.1038/s41598-021-84310-w
"""
    r4 = serp(
        (wiki, "Antikythera mechanism - Wikipedia", "The artefact was among wreckage retrieved from a shipwreck off the coast of the Greek island Antikythera in 1901 ...", "N/A"),
        ("https://www.namuseum.gr/en/collection/antikythera-mechanism/", "The Antikythera Mechanism - National Archaeological Museum, Athens", "Found in 1901 in the shipwreck of Antikythera ... on display in the Bronze Collection ...", "N/A"))
    wpage = """From Wikipedia, the free encyclopedia

The **Antikythera mechanism** is an Ancient Greek hand-powered orrery (model of the Solar System). It is the oldest known example of an analogue computer. It could be used to predict astronomical positions and eclipses decades in advance.

## Discovery

The artefact was among wreckage retrieved from a shipwreck off the coast of the Greek island Antikythera in 1901. In 1902, during a visit to the National Archaeological Museum in Athens, it was noticed by Greek politician Spyridon Stais as containing a gear ...

## Recent research

In 2021 the UCL Antikythera Research Team published a proposed reconstruction of the entire cosmos display at the front of the mechanism.[38]

## References

38. Freeth, Tony; Higgon, David; Dacanalis, Aris; MacDonald, Lindsay; Georgakopoulou, Myrto; Wojcik, Adam (12 March 2021). "A Model of the Cosmos in the ancient Greek Antikythera Mechanism". *Scientific Reports*. **11** (1): 5821. doi:10.1038/s41598-021-84310-x. PMID 33712674.
"""
    turns = [
        (search("Antikythera mechanism model of the cosmos Scientific Reports 2021"), r1),
        m.add(paper_doi="10.1038/s41598-021-84310-w", paper_title="A Model of the Cosmos in the ancient Greek Antikythera Mechanism (Freeth et al., Sci Rep 11, 5821, 2021)"),
        (extract(nat, "authors, publication date, DOI"), npage),
        (search("Antikythera mechanism discovered 1901 shipwreck"), r4),
        (extract(wiki, "discovery and the 2021 reconstruction"), wpage),
        m.add(discovery="1901, Antikythera shipwreck; gear noticed by Spyridon Stais in 1902"),
    ]
    rs.add(T, "h7-search-16", SYSTEM, turns, bad=True, turn=5, kind="identity_changed")


# ---------------------------------------------------------------- 17 Vasaloppet (clean: re-ranked results, update)
def s17(rs: RowSet) -> None:
    m = Mem()
    hist = "https://www.vasaloppet.se/en/about-vasaloppet/history/"
    a: R = (hist, "History - Vasaloppet", "The first Vasaloppet was held on 19 March 1922 ... 119 men started in Sälen ...", "N/A")
    b: R = ("https://en.wikipedia.org/wiki/Vasaloppet", "Vasaloppet - Wikipedia", "Vasaloppet is an annual long-distance cross-country ski race held on the first Sunday of March in northwest Dalarna, Sweden, between the village of Sälen and the town of Mora ... 90 km ...", "N/A")
    c: R = ("https://www.britannica.com/sports/Vasaloppet", "Vasaloppet | Swedish ski race | Britannica", "Vasaloppet, cross-country ski race ... commemorating Gustav Vasa's flight in 1520 ...", "N/A")
    d: R = ("https://www.visitdalarna.se/en/vasaloppet", "Vasaloppet - Visit Dalarna", "Follow the 90 km trail from Berga by in Sälen to the finish in Mora ...", "N/A")
    hpage = goal_view(hist, "first race date, winner and participants",
                      "The first Vasaloppet was held on 19 March 1922, after a proposal by Anders Pers in the newspaper Vestmanlands Läns Tidning. 119 men started in Sälen and the race was won by Ernst Alm from Norsjö in 7 hours 32 minutes 49 seconds. The race follows, in reverse, the route Gustav Vasa is said to have taken when he fled towards Norway in the winter of 1520-1521, before the men of Mora caught up with him in Sälen.",
                      "First race 19 March 1922, won by Ernst Alm (7:32:49) among 119 starters; route Sälen -> Mora, reverse of Gustav Vasa's 1520-21 flight.")
    r4 = serp(
        ("https://en.wikipedia.org/wiki/Gustav_Vasa", "Gustav I of Sweden - Wikipedia", "In the winter of 1520-1521 Gustav tried to raise the men of Dalarna against Christian II ... two skiers caught up with him at Sälen ...", "N/A"),
        c,
        ("https://sweden.se/culture/traditions/vasaloppet", "The story behind Vasaloppet - sweden.se", "According to legend, Gustav Vasa fled on skis from Mora toward Norway; two of the best skiers, Lars and Engelbrekt, caught up with him in Sälen ...", "Feb 27, 2023"))
    turns = [
        (search("Vasaloppet history distance route"), serp(a, b, c, d)),
        (extract(hist, "first race date, winner and participants"), hpage),
        m.add(vasaloppet_first="19 March 1922, winner Ernst Alm", vasaloppet_distance="90 km, Berga by (Sälen) to Mora"),
        (search("Gustav Vasa flight 1520 Mora Sälen legend"), r4),
        m.add(vasaloppet_origin="commemorates Gustav Vasa's flight in winter 1520-21; race runs the route in reverse (Sälen to Mora)"),
        m.update(vasaloppet_first="19 March 1922, winner Ernst Alm (7:32:49), 119 starters"),
        (search("Vasaloppet history distance route"), serp(b, a, d, c)),
        m.all(),
    ]
    rs.add(T, "h7-search-17", SYSTEM, turns)


# ---------------------------------------------------------------- 18 Rosetta / Philae (bad: added key not found)
def s18(rs: RowSet) -> None:
    m = Mem()
    esa = "https://www.esa.int/Science_Exploration/Space_Science/Rosetta/Rosetta_s_lander_Philae"
    r1 = serp(
        (esa, "Rosetta's lander Philae - ESA", "On 12 November 2014 Philae touched down on Comet 67P/Churyumov-Gerasimenko ... it bounced twice before settling at a site later named Abydos ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Philae_(spacecraft)", "Philae (spacecraft) - Wikipedia", "Philae is a robotic European Space Agency lander that accompanied the Rosetta spacecraft ... landed on 12 November 2014 ...", "N/A"),
        ("https://www.bbc.com/news/science-environment-30026327", "Rosetta mission: Philae lander touches down on comet", "A probe sent to land on a comet has made history by successfully touching down on its icy surface ...", "Nov 12, 2014"))
    epage = """# Rosetta's lander Philae

Philae was carried by ESA's Rosetta spacecraft, which launched on 2 March 2004 on an Ariane 5 from Kourou and reached Comet 67P/Churyumov-Gerasimenko on 6 August 2014.

## Landing

On 12 November 2014, Philae separated from Rosetta and descended for seven hours to the comet's surface. Its harpoons failed to fire, and it bounced twice after first touching down at the planned site, Agilkia, before coming to rest at a shaded site later named Abydos.

Philae operated for about 64 hours on its primary battery and returned data from all ten instruments. It briefly re-established contact in June and July 2015. Rosetta's cameras finally located it, wedged in a crack, on 2 September 2016.
"""
    r4 = serp(
        ("https://www.esa.int/Science_Exploration/Space_Science/Rosetta/Mission_complete_Rosetta_s_journey_ends_in_daring_descent_to_comet", "Mission complete: Rosetta's journey ends in daring descent to comet - ESA", "Rosetta's mission ended on 30 September 2016 with a controlled descent onto the comet's surface at a site named Sais ...", "Sep 30, 2016"),
        ("https://en.wikipedia.org/wiki/Rosetta_(spacecraft)", "Rosetta (spacecraft) - Wikipedia", "The mission ended on 30 September 2016 when the spacecraft was deliberately crash-landed on the comet ...", "N/A"))
    ppage = """From Wikipedia, the free encyclopedia

**Philae** is a robotic European Space Agency lander that accompanied the Rosetta spacecraft until it separated to land on comet 67P/Churyumov-Gerasimenko, ten years and eight months after departing Earth. On 12 November 2014, Philae touched down on the comet, but it bounced when its anchoring harpoons failed to deploy ...

The lander is named after the Philae obelisk, which bears a bilingual inscription and was used along with the Rosetta Stone to decipher Egyptian hieroglyphs.
"""
    turns = [
        (search("Philae lander comet 67P landing date"), r1),
        (extract(esa, "launch, arrival and landing dates"), epage),
        m.add(philae_landing="12 November 2014 (first touchdown Agilkia, bounced, rest at Abydos)", rosetta_launch="2 March 2004, Ariane 5, Kourou", rosetta_arrival="6 August 2014"),
        (search("Rosetta mission end 30 September 2016"), r4),
        m.add(rosetta_end="30 September 2016, controlled descent at Sais"),
        m.retrieve("rosetta_launch", "rosetta_end", drop=("rosetta_launch",)),
        (extract("https://en.wikipedia.org/wiki/Philae_(spacecraft)", "origin of the name Philae"), ppage),
    ]
    rs.add(T, "h7-search-18", SYSTEM, turns, bad=True, turn=6, kind="created_missing")


# ---------------------------------------------------------------- 19 Debian (clean: stable becomes oldstable)
def s19(rs: RowSet) -> None:
    m = Mem()
    rel = "https://www.debian.org/releases/"
    ann = "https://www.debian.org/News/2023/20230610"
    r1 = serp(
        (ann, "Debian -- News -- Debian 12 \"bookworm\" released", "After 1 year, 9 months, and 28 days of development, the Debian project is proud to present its new stable version 12 (code name \"bookworm\") ...", "Jun 10, 2023"),
        (rel, "Debian -- Debian Releases", "Debian always has at least three releases in active maintenance: stable, testing and unstable ...", "N/A"),
        ("https://wiki.debian.org/DebianReleases", "DebianReleases - Debian Wiki", "Release table: 11 bullseye 2021-08-14, 12 bookworm 2023-06-10, 13 trixie 2025-08-09 ...", "N/A"))
    rpage = """# Debian Releases

Debian always has at least three releases in active maintenance: "stable", "testing" and "unstable".

- The next release of Debian is codenamed forky - testing
- Debian 13 (trixie) - current stable release
- Debian 12 (bookworm) - oldstable release
- Debian 11 (bullseye) - oldoldstable release, under LTS support
- Debian 10 (buster) - archived release, under extended LTS support

## Release statistics

| Version | Code name | Release date | End of life | EOL LTS |
| --- | --- | --- | --- | --- |
| 13 | trixie | 2025-08-09 | 2028-08-09 | 2030-06-30 |
| 12 | bookworm | 2023-06-10 | 2026-06-10 | 2028-06-30 |
| 11 | bullseye | 2021-08-14 | 2024-08-14 | 2026-08-31 |
"""
    apage = """# Debian 12 "bookworm" released

June 10th, 2023

After 1 year, 9 months, and 28 days of development, the Debian project is proud to present its new stable version 12 (code name "bookworm").

bookworm will be supported for the next 5 years thanks to the combined work of the Debian Security team and the Debian Long Term Support team.

Following the 2022 General Resolution about non-free firmware, we have introduced a new archive area making it possible to separate non-free firmware from the other non-free packages: non-free-firmware.

This release ships Linux kernel 6.1, GNOME 43, KDE Plasma 5.27 and Xfce 4.18 ...
"""
    r5 = serp(
        ("https://www.debian.org/News/2025/20250809", "Debian -- News -- Debian 13 \"trixie\" released", "After 2 years, 1 month, and 30 days of development, the Debian project is proud to present its new stable version 13 (code name \"trixie\") ...", "Aug 9, 2025"),
        (ann, "Debian -- News -- Debian 12 \"bookworm\" released", "... the Debian project is proud to present its new stable version 12 (code name \"bookworm\") ...", "Jun 10, 2023"))
    turns = [
        (search("Debian 12 bookworm release date support"), r1),
        (extract(rel, "which release is stable now and support dates"), rpage),
        m.add(bookworm="Debian 12, released 2023-06-10, now oldstable", trixie="Debian 13, released 2025-08-09, current stable"),
        (extract(ann, "bookworm announcement details"), apage),
        (search("Debian 13 trixie release announcement"), r5),
        m.update(bookworm="Debian 12, released 2023-06-10 (stable until trixie 2025-08-09, now oldstable); security EOL 2026-06-10, LTS until 2028-06-30"),
        m.all(),
    ]
    rs.add(T, "h7-search-19", SYSTEM, turns)


# ---------------------------------------------------------------- 20 Ingenuity (bad: same URL, different title)
def s20(rs: RowSet) -> None:
    m = Mem()
    news = "https://www.nasa.gov/news-release/after-three-years-on-mars-nasas-ingenuity-helicopter-mission-ends/"
    r1 = serp(
        (news, "After Three Years on Mars, NASA's Ingenuity Helicopter Mission Ends", "NASA's Ingenuity Mars Helicopter has ended its mission at the Red Planet after surpassing expectations and making dozens more flights than planned ...", "Jan 25, 2024"),
        ("https://science.nasa.gov/mission/mars-2020-perseverance/ingenuity-mars-helicopter/", "Ingenuity Mars Helicopter - NASA Science", "Ingenuity was the first aircraft to attempt powered, controlled flight on another planet ... 72 flights ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Ingenuity_(helicopter)", "Ingenuity (helicopter) - Wikipedia", "Ingenuity ... made its first flight on April 19, 2021 ... flew 72 times ...", "N/A"))
    npage = """# After Three Years on Mars, NASA's Ingenuity Helicopter Mission Ends

January 25, 2024

NASA's Ingenuity Mars Helicopter has ended its mission at the Red Planet after surpassing expectations and making dozens more flights than planned. While the helicopter remains upright and in communication with ground controllers, imagery of its Jan. 18 flight sent to Earth this week indicates one or more of its rotor blades sustained damage during landing, and it is no longer capable of flight.

Originally designed as a technology demonstration to perform up to five experimental test flights over 30 days, the first aircraft on another world operated from the Martian surface for almost three years, performed 72 flights, and flew more than 14 times farther than planned while logging more than two hours of total flight time.
"""
    r4 = serp(
        ("https://www.jpl.nasa.gov/news/nasa-performs-first-aircraft-accident-investigation-on-another-world/", "NASA Performs First Aircraft Accident Investigation on Another World", "Engineers concluded the most likely cause of the final flight's rough landing was the navigation system's inability to track surface features over bland sand ...", "Dec 11, 2024"),
        (news, "NASA's Ingenuity Mars Helicopter Ends Mission After Three Years", "NASA's Ingenuity Mars Helicopter has ended its mission at the Red Planet after surpassing expectations and making dozens more flights than planned ...", "Jan 25, 2024"),
        ("https://en.wikipedia.org/wiki/Ingenuity_(helicopter)", "Ingenuity (helicopter) - Wikipedia", "Flight 72 ... the helicopter's navigation system lost track ... all four rotor blades were damaged ...", "N/A"))
    jpage = goal_view("https://www.jpl.nasa.gov/news/nasa-performs-first-aircraft-accident-investigation-on-another-world/", "cause of the final flight's damage",
                      "The investigation concluded that the most likely cause was that the navigation system could not find enough surface features in the nearly featureless, sloped sand ripples, causing the helicopter to land hard with high horizontal velocity; the rotor blades then broke at their weakest points.",
                      "Flight 72 ended with a hard landing because the navigation cameras lacked texture over smooth sand; the blades were damaged as a result.")
    turns = [
        (search("Ingenuity Mars helicopter number of flights final flight"), r1),
        (extract(news, "number of flights, last flight date, reason mission ended"), npage),
        m.add(ingenuity_flights="72", ingenuity_final_flight="18 January 2024 (Flight 72); mission end announced 25 January 2024"),
        (search("Ingenuity helicopter rotor blade damage cause investigation"), r4),
        (extract("https://www.jpl.nasa.gov/news/nasa-performs-first-aircraft-accident-investigation-on-another-world/", "cause of the final flight's damage"), jpage),
        m.add(ingenuity_cause="navigation lost track over featureless sand; hard landing broke the rotor blades"),
    ]
    rs.add(T, "h7-search-20", SYSTEM, turns, bad=True, turn=4, kind="title_changed")


# ---------------------------------------------------------------- 21 EUR/USD (clean: live rate moves, 12-hour clock crosses noon)
def xe(rate: float, stamp: str) -> str:
    return f"""# 1 EUR to USD - Convert Euros to US Dollars

Xe Currency Converter

**1.00 Euro =**
**{rate:.8f} US Dollars**

1 USD = {1 / rate:.6f} EUR

We use the mid-market rate for our Converter. This is for informational purposes only. You won't receive this rate when sending money.

Euro to US Dollar — Last updated {stamp}

| Convert Euro to US Dollar | |
| --- | --- |
| 1 EUR | {rate:.5f} USD |
| 100 EUR | {100 * rate:.2f} USD |
| 1,000 EUR | {1000 * rate:,.2f} USD |
"""


def s21(rs: RowSet) -> None:
    m = Mem()
    url = "https://www.xe.com/currencyconverter/convert/?Amount=1&From=EUR&To=USD"
    ecb = "https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/eurofxref-graph-usd.en.html"
    r1 = serp(
        (url, "1 EUR to USD - Euros to US Dollars Exchange Rate - Xe", "Get the latest 1 Euro to US Dollar rate for FREE with the original Universal Currency Converter ...", "N/A"),
        (ecb, "ECB euro reference exchange rate: US dollar (USD)", "The reference rates are usually updated at around 16:00 CET every working day ...", "N/A"),
        ("https://www.reuters.com/markets/currencies/", "Currencies | Reuters", "Dollar steadies ahead of U.S. payrolls data; euro firm before ECB meeting ...", "2 hours ago"))
    epage = """# ECB euro reference exchange rate: US dollar (USD)

3 June 2024: EUR 1 = USD 1.0854

| | |
| --- | --- |
| Change from 31 May 2024 | 0.0039 (0.4%) |
| Minimum (2024) | 1.0661 (16 April 2024) |
| Maximum (2024) | 1.1000 (2 January 2024) |

The reference rates are usually updated at around 16:00 CET every working day, except on TARGET closing days. They are based on the daily concertation procedure between central banks across Europe.
"""
    turns = [
        (search("EUR to USD exchange rate today"), r1),
        (extract(url, "current EUR/USD mid-market rate"), xe(1.08812047, "Jun 4, 2024, 11:56 AM UTC")),
        m.add(eur_usd="1.08812 (Xe mid-market, Jun 4 2024 11:56 AM UTC)"),
        (extract(ecb, "latest ECB reference rate"), epage),
        m.add(eur_usd_ecb="1.0854 (ECB reference rate for 3 June 2024)"),
        (extract(url, "current EUR/USD mid-market rate"), xe(1.08779513, "Jun 4, 2024, 12:07 PM UTC")),
        m.update(eur_usd="1.08780 (Xe mid-market, Jun 4 2024 12:07 PM UTC)"),
        m.all(),
    ]
    rs.add(T, "h7-search-21", SYSTEM, turns)


# ---------------------------------------------------------------- 22 RFC 9110 (bad: stored list loses an item)
def s22(rs: RowSet) -> None:
    m = Mem()
    rfc = "https://www.rfc-editor.org/rfc/rfc9110.html"
    obs = ["RFC 2818", "RFC 7230", "RFC 7231", "RFC 7232", "RFC 7233", "RFC 7235", "RFC 7538", "RFC 7615", "RFC 7694"]
    r1 = serp(
        (rfc, "RFC 9110: HTTP Semantics", "This document describes the overall architecture of HTTP, establishes common terminology, and defines aspects of the protocol that are shared by all versions ...", "Jun 2022"),
        ("https://datatracker.ietf.org/doc/html/rfc9110", "RFC 9110 - HTTP Semantics - IETF Datatracker", "Obsoletes: 2818, 7230, 7231, 7232, 7233, 7235, 7538, 7615, 7694 ...", "Jun 2022"),
        ("https://httpwg.org/specs/rfc9110.html", "RFC 9110 - HTTP Semantics - HTTP Working Group", "HTTP Semantics ... STD 97 ...", "N/A"),
        ("https://www.mnot.net/blog/2022/06/06/http-core", "A New Definition of HTTP - mnot's blog", "HTTP version 1.1 is one of the most successful protocols ... Now it's been completely rewritten in a set of new RFCs ...", "Jun 6, 2022"))
    page = """```
Internet Engineering Task Force (IETF)                  R. Fielding, Ed.
Request for Comments: 9110                                         Adobe
STD: 97                                                M. Nottingham, Ed.
Obsoletes: 2818, 7230, 7231, 7232, 7233, 7235,                    Fastly
           7538, 7615, 7694                                J. Reschke, Ed.
Updates: 3864                                                 greenbytes
Category: Standards Track                                      June 2022
ISSN: 2070-1721
```

# HTTP Semantics

## Abstract

The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol for distributed, collaborative, hypertext information systems. This document describes the overall architecture of HTTP, establishes common terminology, and defines aspects of the protocol that are shared by all versions. In this definition are core protocol elements, extensibility mechanisms, and the "http" and "https" Uniform Resource Identifier (URI) schemes.

This document updates RFC 3864 and obsoletes RFCs 2818, 7231, 7232, 7233, 7235, 7538, 7615, 7694, and portions of 7230.
"""
    r4 = serp(
        ("https://www.rfc-editor.org/rfc/rfc9111.html", "RFC 9111: HTTP Caching", "Obsoletes: 7234 ... This document defines HTTP caches and the associated header fields that control cache behavior ...", "Jun 2022"),
        ("https://www.rfc-editor.org/rfc/rfc9112.html", "RFC 9112: HTTP/1.1", "Obsoletes: 7230 ... This document specifies the HTTP/1.1 message syntax, message parsing, connection management ...", "Jun 2022"),
        ("https://www.rfc-editor.org/rfc/rfc9113.html", "RFC 9113: HTTP/2", "Obsoletes: 7540, 8740 ... This specification describes an optimized expression of the semantics of HTTP ...", "Jun 2022"))
    mpage = """# A New Definition of HTTP

Monday, 6 June 2022

HTTP version 1.1 is one of the most successful protocols ever. Now it's been completely rewritten in a set of new RFCs:

- RFC 9110 - HTTP Semantics
- RFC 9111 - HTTP Caching
- RFC 9112 - HTTP/1.1
- RFC 9113 - HTTP/2
- RFC 9114 - HTTP/3

... The core specifications are now a coherent set: semantics are defined once, in RFC 9110, and each version of the protocol is a separate document.
"""
    turns = [
        (search("RFC 9110 HTTP Semantics obsoletes"), r1),
        (extract(rfc, "header: obsoletes, updates, STD number, date"), page),
        m.add(rfc9110_obsoletes=obs, rfc9110_std="STD 97, June 2022; updates RFC 3864"),
        (search("RFC 9111 9112 9113 obsoletes"), r4),
        m.add(rfc9111_obsoletes=["RFC 7234"], rfc9112_obsoletes=["RFC 7230"], rfc9113_obsoletes=["RFC 7540", "RFC 8740"]),
        m.retrieve("rfc9110_obsoletes", bad={"rfc9110_obsoletes": [o for o in obs if o != "RFC 7538"]}),
        (extract("https://www.mnot.net/blog/2022/06/06/http-core", "list of the new HTTP RFCs"), mpage),
    ]
    rs.add(T, "h7-search-22", SYSTEM, turns, bad=True, turn=6, kind="list_item_missing")


def main() -> None:
    rs = RowSet(OUT)
    for f in (s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
