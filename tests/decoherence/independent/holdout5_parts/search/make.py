# ruff: noqa: E501
"""holdout5, search part: 22 hand-written deep-research trajectories (web_search, web_extractor,
dict_memory) for the decoherence warnings.

Facts are real-world facts written from memory (LHC, JWST, Perseverance, Hubble, Everest, the Eiffel
Tower, Python and Rust releases, ...); outputs follow the ranked-results / page-Markdown / memory-message
shapes of the search domain. Written WITHOUT reading the detectors, their rules or any earlier labeled
set. 11 trajectories carry exactly one contradiction (the label names the 1-based turn whose observation
contradicts an earlier one: a stored memory value read back different, a removed key back, a page that
disagrees with its own earlier snippet or extraction, a "last edited" stamp going backwards, ...); 11 are
clean but full of legitimate variation (memory updates, removals and re-adds, live clock pages crossing
noon, pages whose counters and relative ages move, pagination, query-dependent snippets of one URL,
historic measurements that differ for documented reasons, one instant written in several time zones).

Run: .venv/bin/python -m tests.decoherence.independent.holdout5_parts.search.make
writes search_test.jsonl and labels.json next to this file.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, search

OUT = Path(__file__).resolve().parent
DOMAIN = "search"


@dataclass
class Traj:
    turns: list[tuple[str, str]]
    bad: bool = False
    turn: int | None = None
    kind: str = "clean"


R = tuple[str, str, str, str]


def hits(*items: R) -> str:
    """Ranked results in a fenced block: [n] URL / Title / Snippet / Date."""
    body = "\n\n".join(f"[{i}] {u}\nTitle: {t}\nSnippet: {s}\nDate: {d}" for i, (u, t, s, d) in enumerate(items, 1))
    return f"```\n{body}\n```"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def kv(pairs: dict[str, Any]) -> str:
    """Retrieved entries, one `key: value` line each."""
    return "\n".join(f"{k}: {v}" for k, v in pairs.items())


def wiki_footer(edited: str) -> str:
    return f"\n\nThis page was last edited on {edited}.\n\nText is available under the Creative Commons Attribution-ShareAlike 4.0 License."


# ================================================================= trajectories
def lhc_memory_value_changes() -> Traj:
    wiki = "https://en.wikipedia.org/wiki/Large_Hadron_Collider"
    facts = "https://home.cern/resources/faqs/facts-and-figures-about-lhc"
    t = [
        (search("Large Hadron Collider circumference first beam date"), hits(
            (wiki, "Large Hadron Collider - Wikipedia", "The Large Hadron Collider (LHC) is the world's largest and highest-energy particle accelerator. It was built by CERN between 1998 and 2008 ... It lies in a tunnel 27 kilometres (17 mi) in circumference ...", "N/A"),
            ("https://home.cern/science/accelerators/large-hadron-collider", "The Large Hadron Collider | CERN", "The LHC consists of a 27-kilometre ring of superconducting magnets with a number of accelerating structures to boost the energy of the particles along the way.", "N/A"),
            (facts, "Facts and figures about the LHC | CERN", "Circumference: 26 659 m. Dipole operating temperature: 1.9 K (-271.3 °C). Number of magnets: 9593 ...", "N/A"),
            ("https://home.cern/news/press-release/cern/first-beam-lhc-accelerating-science", "First beam in the LHC - accelerating science | CERN", "Geneva, 10 September 2008. The proton beam was successfully steered around the 27-kilometre Large Hadron Collider (LHC) at 10:28 this morning.", "Sep 10, 2008"),
            ("https://www.britannica.com/technology/Large-Hadron-Collider", "Large Hadron Collider (LHC) | Definition, Discoveries, & Facts | Britannica", "Large Hadron Collider (LHC), world's most powerful particle accelerator. The LHC was constructed by CERN ... and first switched on in September 2008.", "N/A"),
        )),
        (extract(facts, "circumference, magnets, operating temperature"), """# Facts and figures about the LHC

The LHC is the world's largest and most powerful particle accelerator. Here are its key figures.

| Quantity | Value |
| --- | --- |
| Circumference | 26 659 m |
| Dipole operating temperature | 1.9 K (-271.3 °C) |
| Number of magnets | 9593 |
| Number of main dipoles | 1232 |
| Number of main quadrupoles | 392 |
| Number of RF cavities | 8 per beam |

## Why so cold?

The superconducting magnets are cooled with superfluid helium to 1.9 K, colder than outer space (2.7 K), so that their niobium-titanium coils carry current without resistance."""),
        (memory("add", dict={"lhc_circumference": "26.7 km (26 659 m)", "lhc_first_beam": "10 September 2008, 10:28 CEST"}), added("lhc_circumference", "lhc_first_beam")),
        (search("LHC dipole magnet temperature 1.9 K superfluid helium"), hits(
            ("https://home.cern/science/engineering/cryogenics-low-temperatures-high-performance", "Cryogenics: Low temperatures, high performance | CERN", "The LHC's superconducting magnets are kept at 1.9 K (-271.3 °C) using superfluid helium ...", "N/A"),
            (facts, "Facts and figures about the LHC | CERN", "Circumference: 26 659 m. Dipole operating temperature: 1.9 K (-271.3 °C). Number of magnets: 9593 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Superfluid_helium-4", "Superfluid helium-4 - Wikipedia", "Superfluid helium-4 is the superfluid form of helium-4 ... used as a coolant in the Large Hadron Collider ...", "N/A"),
        )),
        (memory("add", dict={"lhc_magnet_temp": "1.9 K (-271.3 °C), superfluid helium"}), added("lhc_magnet_temp")),
        (memory("retrieve", key_list=["lhc_circumference", "lhc_magnet_temp"]), kv({"lhc_circumference": "27.6 km (26 659 m)", "lhc_magnet_temp": "1.9 K (-271.3 °C), superfluid helium"})),
        (search("ATLAS CMS Higgs boson discovery announcement 4 July 2012"), hits(
            ("https://home.cern/science/physics/higgs-boson", "The Higgs boson | CERN", "On 4 July 2012, the ATLAS and CMS experiments at CERN's Large Hadron Collider announced they had each observed a new particle in the mass region around 125 GeV.", "N/A"),
            ("https://en.wikipedia.org/wiki/Higgs_boson", "Higgs boson - Wikipedia", "... its existence was confirmed in 2012 by the ATLAS and CMS collaborations based on collisions in the LHC at CERN.", "N/A"),
        )),
    ]
    return Traj(t, True, 6, "memory_value_changed")


def python_memory_updates() -> Traj:
    t = [
        (search("Python 3.13.0 release date"), hits(
            ("https://www.python.org/downloads/release/python-3130/", "Python Release Python 3.13.0 | Python.org", "Release Date: Oct. 7, 2024. This is the stable release of Python 3.13.0. Python 3.13.0 is the newest major release of the Python programming language ...", "Oct 7, 2024"),
            ("https://peps.python.org/pep-0719/", "PEP 719 – Python 3.13 Release Schedule", "This document lists the release schedule for Python 3.13 ... 3.13.0 final: Monday, 2024-10-07 ...", "N/A"),
            ("https://docs.python.org/3/whatsnew/3.13.html", "What's New In Python 3.13 — Python documentation", "... a new and improved interactive interpreter ... experimental free-threaded build mode (PEP 703) ... a preliminary JIT compiler (PEP 744) ...", "N/A"),
            ("https://discuss.python.org/c/committers/5", "Committers - Discussions on Python.org", "Python 3.13.0 final is out ...", "N/A"),
        )),
        (memory("add", dict={"py313_release": "October 7, 2024", "py313_latest_patch": "3.13.0"}), added("py313_release", "py313_latest_patch")),
        (extract("https://www.python.org/downloads/", "latest 3.13 maintenance release"), """# Download the latest version for Linux

[Download Python 3.13.2]

## Looking for a specific release?

| Release version | Release date | |
| --- | --- | --- |
| Python 3.13.2 | Feb. 4, 2025 | Download / Release Notes |
| Python 3.12.9 | Feb. 4, 2025 | Download / Release Notes |
| Python 3.13.1 | Dec. 3, 2024 | Download / Release Notes |
| Python 3.12.8 | Dec. 3, 2024 | Download / Release Notes |
| Python 3.11.11 | Dec. 3, 2024 | Download / Release Notes |
| Python 3.13.0 | Oct. 7, 2024 | Download / Release Notes |

## Active Python releases

| Python version | Maintenance status | First released | End of support |
| --- | --- | --- | --- |
| 3.13 | bugfix | 2024-10-07 | 2029-10 |
| 3.12 | bugfix | 2023-10-02 | 2028-10 |
| 3.11 | security | 2022-10-24 | 2027-10 |"""),
        (memory("update", dict={"py313_latest_patch": "3.13.2 (Feb 4, 2025)"}), updated("py313_latest_patch")),
        (memory("retrieve", key_list=["py313_release", "py313_latest_patch"]), kv({"py313_release": "October 7, 2024", "py313_latest_patch": "3.13.2 (Feb 4, 2025)"})),
        (memory("add", dict={"py312_release": "October 2, 2023"}), added("py312_release")),
        (memory("remove", key_list=["py312_release"]), removed("py312_release")),
        (memory("retrieve", key_list=["py312_release"]), "py312_release: Key not found"),
        (memory("add", dict={"py312_release": "2023-10-02 (3.12.0)"}), added("py312_release")),
        (memory("retrieve_all"), kv({"py313_release": "October 7, 2024", "py313_latest_patch": "3.13.2 (Feb 4, 2025)", "py312_release": "2023-10-02 (3.12.0)"})),
    ]
    return Traj(t)


def jwst_removed_key_returns() -> Traj:
    t = [
        (search("James Webb Space Telescope launch date Ariane 5 Kourou"), hits(
            ("https://en.wikipedia.org/wiki/James_Webb_Space_Telescope", "James Webb Space Telescope - Wikipedia", "... The telescope was launched on 25 December 2021 on an Ariane 5 rocket from Kourou, French Guiana. In January 2022 it arrived at its destination ...", "N/A"),
            ("https://science.nasa.gov/mission/webb/", "James Webb Space Telescope - NASA Science", "Webb is the largest, most powerful space telescope ever built ... launched Dec. 25, 2021 ...", "N/A"),
            ("https://www.esa.int/Science_Exploration/Space_Science/Webb", "ESA - Webb", "Webb was launched on an Ariane 5 from Europe's Spaceport in French Guiana ...", "N/A"),
            ("https://www.arianespace.com/mission/ariane-flight-va256/", "Ariane flight VA256 | Arianespace", "Arianespace's Ariane 5 launched the James Webb Space Telescope ... on December 25, 2021 ...", "Dec 25, 2021"),
        )),
        (memory("add", dict={"jwst_launch": "25 Dec 2021, Ariane 5 VA256, Kourou", "jwst_mirror": "6.5 m, 18 hexagonal beryllium segments", "hubble_launch": "24 Apr 1990"}),
         added("jwst_launch", "jwst_mirror", "hubble_launch")),
        (extract("https://science.nasa.gov/mission/webb/", "key dates and mirror size"), """# James Webb Space Telescope

Webb is the premier observatory of the next decade, an international program led by NASA with its partners ESA and the Canadian Space Agency.

## Mission facts

- **Launch:** Dec. 25, 2021, on an Ariane 5 from Europe's Spaceport in Kourou, French Guiana
- **Arrival at L2:** Jan. 24, 2022, about 1 million miles (1.5 million km) from Earth
- **First full-color images released:** July 12, 2022
- **Primary mirror:** 6.5 meters (21 feet 4 inches) across, 18 hexagonal gold-coated beryllium segments
- **Sunshield:** five layers, about the size of a tennis court (21.2 m x 14.2 m)

## Science

Webb observes mainly in the infrared, from 0.6 to 28.5 micrometers ..."""),
        (memory("remove", key_list=["hubble_launch"]), removed("hubble_launch")),
        (memory("add", dict={"jwst_first_images": "12 Jul 2022", "jwst_l2_arrival": "24 Jan 2022"}), added("jwst_first_images", "jwst_l2_arrival")),
        (memory("retrieve_all"), kv({"jwst_launch": "25 Dec 2021, Ariane 5 VA256, Kourou", "jwst_mirror": "6.5 m, 18 hexagonal beryllium segments", "hubble_launch": "24 Apr 1990",
                                     "jwst_first_images": "12 Jul 2022", "jwst_l2_arrival": "24 Jan 2022"})),
        (search("Webb telescope sunshield layers material"), hits(
            ("https://science.nasa.gov/mission/webb/sunshield/", "Sunshield - NASA Science", "The sunshield has five layers of Kapton E, each thinner than a human hair, coated with aluminum ...", "N/A"),
            ("https://en.wikipedia.org/wiki/James_Webb_Space_Telescope", "James Webb Space Telescope - Wikipedia", "... a five-layer sunshield that keeps the telescope below 50 K (-223 °C) ...", "N/A"),
        )),
    ]
    return Traj(t, True, 6, "deleted_reappears")


def clock_pages_cross_noon() -> Traj:
    base = "https://www.timeanddate.com/worldclock"
    t = [
        (extract(f"{base}/timezone/utc", "current UTC time"), """# Current UTC Time

11:58:12 am

Tuesday, March 11, 2025

UTC (Coordinated Universal Time) is the time standard by which the world regulates clocks. It has no daylight saving time.

| | |
| --- | --- |
| Offset | UTC +0 |
| Used by | Aviation, weather forecasts, the Internet |"""),
        (search("current time in Tokyo"), hits(
            (f"{base}/japan/tokyo", "Current Local Time in Tokyo, Tokyo, Japan - timeanddate.com", "Current local time in Japan – Tokyo. Get Tokyo's weather and area codes, time zone and DST.", "N/A"),
            ("https://time.is/Tokyo", "Time in Tokyo, Japan now - Time.is", "Exact time now, time zone, time difference, sunrise/sunset time and key facts for Tokyo, Japan.", "N/A"),
        )),
        (extract(f"{base}/japan/tokyo", "current local time"), """# Current Local Time in Tokyo, Japan

9:00:47 pm

Tuesday, March 11, 2025

Time zone: JST (Japan Standard Time), UTC +9. Japan does not observe daylight saving time.

| Sunrise | Sunset | Day length |
| --- | --- | --- |
| 5:53 am | 5:43 pm | 11h 50m |"""),
        (extract(f"{base}/timezone/utc", "current UTC time"), """# Current UTC Time

12:03:40 pm

Tuesday, March 11, 2025

UTC (Coordinated Universal Time) is the time standard by which the world regulates clocks. It has no daylight saving time.

| | |
| --- | --- |
| Offset | UTC +0 |
| Used by | Aviation, weather forecasts, the Internet |"""),
        (memory("add", dict={"utc_check": "12:03:40 pm UTC, Tue 11 Mar 2025"}), added("utc_check")),
        (extract(f"{base}/usa/new-york", "current local time"), """# Current Local Time in New York, New York, USA

8:04:22 am

Tuesday, March 11, 2025

Time zone: EDT (Eastern Daylight Time), UTC -4. Daylight saving time started on Sunday, March 9, 2025 at 2:00 am local time; clocks were turned forward 1 hour."""),
        (extract(f"{base}/uk/london", "current local time"), """# Current Local Time in London, England, United Kingdom

12:05:01 pm

Tuesday, March 11, 2025

Time zone: GMT (Greenwich Mean Time), UTC +0. British Summer Time (BST) starts on Sunday, March 30, 2025 at 1:00 am."""),
        (memory("update", dict={"utc_check": "12:05:01 pm UTC (London on GMT until 30 Mar; New York on EDT since 9 Mar)"}), updated("utc_check")),
    ]
    return Traj(t)


def opera_house_cost_mismatch() -> Traj:
    wiki = "https://en.wikipedia.org/wiki/Sydney_Opera_House"
    t = [
        (search("Sydney Opera House construction cost opening date"), hits(
            (wiki, "Sydney Opera House - Wikipedia", "... Designed by Danish architect Jørn Utzon ... formally opened by Queen Elizabeth II on 20 October 1973 ... The building was completed at a cost of A$102 million ...", "N/A"),
            ("https://www.sydneyoperahouse.com/our-story", "Our story | Sydney Opera House", "In 1957, the little-known Danish architect Jørn Utzon won an international design competition ...", "N/A"),
            ("https://whc.unesco.org/en/list/166/", "Sydney Opera House - UNESCO World Heritage Centre", "Inaugurated in 1973, the Sydney Opera House is a great architectural work of the 20th century ...", "N/A"),
            ("https://www.britannica.com/topic/Sydney-Opera-House", "Sydney Opera House | History, Design, Architecture, & Facts | Britannica", "... construction began in 1959 ... The original cost estimate was $7 million (Australian) ...", "N/A"),
            ("https://www.abc.net.au/news/2023-10-20/sydney-opera-house-turns-50/102996466", "The Sydney Opera House turns 50 - ABC News", "Fifty years ago today, Queen Elizabeth II opened the Sydney Opera House ...", "Oct 20, 2023"),
        )),
        (extract("https://whc.unesco.org/en/list/166/", "inscription year and criteria"), """# Sydney Opera House

**Date of Inscription:** 2007
**Criteria:** (i)
**Property:** 5.8 ha
**Buffer zone:** 438.1 ha
**Ref:** 166rev

## Brief synthesis

Inaugurated in 1973, the Sydney Opera House is a great architectural work of the 20th century that brings together multiple strands of creativity and innovation in both architectural form and structural design. A great urban sculpture set in a remarkable waterscape, at the tip of a peninsula projecting into Sydney Harbour ..."""),
        (memory("add", dict={"soh_unesco": "inscribed 2007, criterion (i)"}), added("soh_unesco")),
        (extract(wiki, "cost and opening"), """# Sydney Opera House

| Sydney Opera House | |
| --- | --- |
| Type | Performing arts centre |
| Location | Bennelong Point, Sydney, New South Wales, Australia |
| Construction started | 1 March 1959 |
| Completed | 1973 |
| Opened | 20 October 1973 |
| Cost | A$120 million |
| Architect | Jørn Utzon |
| Structural engineer | Ove Arup & Partners |

The **Sydney Opera House** is a multi-venue performing arts centre in Sydney, New South Wales, Australia. Located on the foreshore of Sydney Harbour, it is widely regarded as one of the world's most famous and distinctive buildings and a masterpiece of 20th-century architecture.

Designed by Danish architect Jørn Utzon and completed by an Australian architectural team headed by Peter Hall, the building was formally opened by Queen Elizabeth II on 20 October 1973, 16 years after Utzon's 1957 selection as winner of an international design competition.

## Construction history

The original cost estimate in 1957 was £3,500,000 (A$7 million). Construction was undertaken in three stages ..."""),
        (memory("add", dict={"soh_opened": "20 October 1973, Queen Elizabeth II"}), added("soh_opened")),
        (search("Jørn Utzon Pritzker Prize 2003"), hits(
            ("https://www.pritzkerprize.com/laureates/2003", "Jørn Utzon | The Pritzker Architecture Prize", "Jørn Utzon of Denmark is the 2003 Laureate of the Pritzker Architecture Prize ...", "N/A"),
            ("https://en.wikipedia.org/wiki/J%C3%B8rn_Utzon", "Jørn Utzon - Wikipedia", "Jørn Oberg Utzon (9 April 1918 – 29 November 2008) was a Danish architect, most notable for designing the Sydney Opera House ... awarded the Pritzker Prize in 2003 ...", "N/A"),
        )),
    ]
    return Traj(t, True, 4, "extract_contradicts_snippet")


def eiffel_heights_over_time() -> Traj:
    wiki = "https://en.wikipedia.org/wiki/Eiffel_Tower"
    official = "https://www.toureiffel.paris/en/the-monument/key-figures"
    t = [
        (search("Eiffel Tower height"), hits(
            (wiki, "Eiffel Tower - Wikipedia", "... It is 330 metres (1,083 ft) tall, about the same height as an 81-storey building, and the tallest structure in Paris ...", "N/A"),
            (official, "The Eiffel Tower in figures - Key figures | Official website", "Height: 330 m ... the tower has grown with its successive antennas ...", "N/A"),
            ("https://www.britannica.com/topic/Eiffel-Tower-Paris-France", "Eiffel Tower | History, Height, & Facts | Britannica", "... The tower is 984 feet (300 metres) high ... with antennas now 1,083 feet (330 metres) ...", "N/A"),
            ("https://www.theguardian.com/world/2022/mar/15/eiffel-tower-grows-six-metres-new-antenna", "Eiffel Tower grows six metres after new antenna added", "The Eiffel Tower has grown six metres after a new digital radio antenna was fixed to its top by helicopter ... now 330 metres ...", "Mar 15, 2022"),
        )),
        (extract(official, "height over the years"), """# The Eiffel Tower in figures

## Height

- **330 m** since March 2022, with the new DAB antenna
- The structure itself (without antennas) is 300 m tall

## The tower's height over the years

| Year | Height | Why |
| --- | --- | --- |
| 1889 | 312 m | including the flagpole |
| 1957 | 320.75 m | first television antenna |
| 2000 | 324 m | new antennas |
| 2022 | 330 m | digital radio (DAB) antenna |

## Weight

The metal structure weighs 7,300 tonnes; the whole tower about 10,100 tonnes."""),
        (memory("add", dict={"eiffel_height": "330 m (1,083 ft) since March 2022"}), added("eiffel_height")),
        (search("Eiffel Tower original height 1889 300 m"), hits(
            ("https://www.britannica.com/topic/Eiffel-Tower-Paris-France", "Eiffel Tower | History, Height, & Facts | Britannica", "... completed in 1889 ... 984 feet (300 metres) high, it was the tallest structure in the world until 1930 ...", "N/A"),
            (wiki, "Eiffel Tower - Wikipedia", "... It was the tallest human-made structure in the world until the Chrysler Building in New York City was finished in 1930 ...", "N/A"),
        )),
        (memory("add", dict={"eiffel_height_1889": "300 m structure, 312 m with flagpole"}), added("eiffel_height_1889")),
        (extract(wiki, "height figures in the infobox"), """# Eiffel Tower

| Eiffel Tower | |
| --- | --- |
| Location | Champ de Mars, Paris, France |
| Construction started | 28 January 1887 |
| Completed | 31 March 1889 |
| Opened | 31 March 1889 |
| Height | 330 m (1,083 ft) |
| Architectural | 300 m (984 ft) |
| Top floor | 276 m (906 ft) |
| Architect | Stephen Sauvestre |
| Structural engineer | Maurice Koechlin, Émile Nouguier |

The **Eiffel Tower** is a wrought-iron lattice tower on the Champ de Mars in Paris, France. It is named after the engineer Gustave Eiffel, whose company designed and built the tower from 1887 to 1889 ..."""),
        (memory("retrieve_all"), kv({"eiffel_height": "330 m (1,083 ft) since March 2022", "eiffel_height_1889": "300 m structure, 312 m with flagpole"})),
    ]
    return Traj(t)


def perseverance_page_changes() -> Traj:
    nasa = "https://science.nasa.gov/mission/mars-2020-perseverance/"
    head = "# Mars 2020: Perseverance Rover\n\nThe Perseverance rover is searching for signs of ancient microbial life and collecting samples of rock and regolith for possible return to Earth.\n\n## Mission facts\n\n- **Launch:** July 30, 2020, 7:50 a.m. EDT, Atlas V-541, Cape Canaveral Space Force Station, Florida\n"
    t = [
        (search("Perseverance rover landing date Jezero crater"), hits(
            (nasa, "Mars 2020: Perseverance Rover - NASA Science", "NASA's Perseverance rover landed in Jezero Crater on Feb. 18, 2021 ... searching for signs of ancient microbial life ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Perseverance_(rover)", "Perseverance (rover) - Wikipedia", "Perseverance ... landed in Jezero crater on Mars on 18 February 2021 ...", "N/A"),
            ("https://mars.nasa.gov/mars2020/timeline/landing/", "Landing - NASA Mars Exploration", "Entry, descent and landing: the \"seven minutes of terror\" ...", "N/A"),
        )),
        (extract(nasa, "launch and landing dates"), head + """- **Landing:** Feb. 18, 2021, Jezero Crater, Mars
- **Mission duration:** at least one Mars year (about 687 Earth days)

## Landing site

Jezero Crater held a lake about 3.5 billion years ago; the rover explores its ancient river delta."""),
        (memory("add", dict={"perseverance_landing": "18 Feb 2021, Jezero Crater", "perseverance_launch": "30 Jul 2020, Atlas V-541"}), added("perseverance_landing", "perseverance_launch")),
        (search("Ingenuity helicopter first flight date"), hits(
            ("https://science.nasa.gov/mission/mars-2020-perseverance/ingenuity-mars-helicopter/", "Ingenuity Mars Helicopter - NASA Science", "On April 19, 2021, Ingenuity became the first aircraft in history to make a powered, controlled flight on another planet ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Ingenuity_(helicopter)", "Ingenuity (helicopter) - Wikipedia", "... first flight on 19 April 2021 ... 72 flights before its mission ended in January 2024 ...", "N/A"),
        )),
        (memory("add", dict={"ingenuity_first_flight": "19 Apr 2021"}), added("ingenuity_first_flight")),
        (extract(nasa, "science objectives and the helicopter"), head + """- **Landing:** Feb. 19, 2021, Jezero Crater, Mars
- **Mission duration:** at least one Mars year (about 687 Earth days)

## Science objectives

1. Study the rocks and soil to understand the geology of the landing site
2. Determine whether Jezero Crater could have supported microbial life
3. Collect and cache samples for a future return to Earth
4. Test oxygen production from the carbon-dioxide atmosphere (MOXIE)

## Ingenuity

The rover carried the Ingenuity helicopter, which flew for the first time on April 19, 2021."""),
        (search("Perseverance Three Forks sample depot"), hits(
            ("https://science.nasa.gov/resource/perseverance-three-forks-sample-depot/", "Perseverance's Three Forks Sample Depot - NASA Science", "The rover placed 10 sample tubes at the Three Forks depot ...", "N/A"),
        )),
    ]
    return Traj(t, True, 6, "page_changed_between_extractions")


def rust_thread_moves() -> Traj:
    reddit = "https://www.reddit.com/r/rust/comments/1iu3k0x/announcing_rust_1850_and_rust_2024/"
    blog = "https://blog.rust-lang.org/2025/02/20/Rust-1.85.0.html"
    guide = "https://doc.rust-lang.org/edition-guide/rust-2024/index.html"
    t = [
        (search("Rust 1.85.0 release Rust 2024 edition"), hits(
            (blog, "Announcing Rust 1.85.0 and Rust 2024 | Rust Blog", "The Rust team is happy to announce a new version of Rust, 1.85.0. This stabilizes the 2024 edition as well.", "Feb 20, 2025"),
            (guide, "Rust 2024 - The Rust Edition Guide", "The Rust 2024 Edition is scheduled to be frozen on 2024-11-22 and released on 2025-02-20 with Rust 1.85 ...", "N/A"),
            (reddit, "Announcing Rust 1.85.0 and Rust 2024 : r/rust", "Announcing Rust 1.85.0 and Rust 2024 ...", "Feb 20, 2025"),
        )),
        (extract(reddit, "reactions to the release"), """# Announcing Rust 1.85.0 and Rust 2024

r/rust · Posted by u/rustacean_bot · 5 hr. ago

blog.rust-lang.org/2025/02/20/Rust-1.85.0.html

1.2K upvotes · 143 comments

Sort by: Best

- **u/ferris_fan** · 4 hr. ago · 312 points
  Async closures are finally stable. This is the release I have been waiting for.
- **u/tokio_rs_dev** · 4 hr. ago · 188 points
  Edition migration on our 40-crate workspace took `cargo fix --edition` and about ten minutes.
- **u/const_generic** · 3 hr. ago · 97 points
  The new RPIT lifetime capture rules removed a dozen `+ '_` from our code."""),
        (extract(blog, "headline features"), """# Announcing Rust 1.85.0 and Rust 2024

Feb. 20, 2025 · The Rust Release Team

The Rust team is happy to announce a new version of Rust, 1.85.0. This stabilizes the 2024 edition as well.

If you have a previous version of Rust installed via rustup, you can get 1.85.0 with:

```
$ rustup update stable
```

## What's in 1.85.0 stable

### Rust 2024

We are excited to announce that the Rust 2024 Edition is now stable! ...

### Async closures

Rust now supports asynchronous closures like `async || {}` which return futures when called ...

### Hiding trait implementations from diagnostics

The new `#[diagnostic::do_not_recommend]` attribute ..."""),
        (extract(reddit + "?sort=new", "newest comments"), """# Announcing Rust 1.85.0 and Rust 2024

r/rust · Posted by u/rustacean_bot · 6 hr. ago

blog.rust-lang.org/2025/02/20/Rust-1.85.0.html

1.4K upvotes · 171 comments

Sort by: New

- **u/embedded_ewa** · 2 min. ago · 3 points
  Already running it on our STM32 firmware, no issues so far.
- **u/wasm_walker** · 11 min. ago · 5 points
  Does `cargo fix --edition` handle the `gen` keyword reservation automatically?
- **u/ferris_fan** · 5 hr. ago · 355 points
  Async closures are finally stable. This is the release I have been waiting for."""),
        (memory("add", dict={"rust_185_date": "Feb 20, 2025", "rust_2024_edition": "stable since 1.85.0"}), added("rust_185_date", "rust_2024_edition")),
        (search("Rust 2024 edition list of changes"), hits(
            (guide, "Rust 2024 - The Rust Edition Guide", "Language: RPIT lifetime capture rules, if let temporary scope, tail expression temporary scope, match ergonomics reservations, unsafe extern blocks, unsafe attributes ...", "N/A"),
            (blog, "Announcing Rust 1.85.0 and Rust 2024 | Rust Blog", "We are excited to announce that the Rust 2024 Edition is now stable! Editions are a mechanism for opt-in changes ...", "Feb 20, 2025"),
        )),
        (extract(guide, "list of changes"), """# Rust 2024

| Info | |
| --- | --- |
| RFC | #3501 |
| Release version | 1.85.0 |

## Language

- RPIT lifetime capture rules
- `if let` temporary scope
- Tail expression temporary scope
- Match ergonomics reservations
- Unsafe `extern` blocks
- Unsafe attributes
- `unsafe_op_in_unsafe_fn` warning
- Disallow references to `static mut`
- Never type fallback change
- `gen` keyword

## Cargo

- Rust-version aware resolver

## Rustdoc

- Doctest combining

## Rustfmt

- Style edition"""),
    ]
    return Traj(t)


def tunnel_key_old_name() -> Traj:
    wiki = "https://en.wikipedia.org/wiki/Channel_Tunnel"
    t = [
        (search("Channel Tunnel length opening date"), hits(
            (wiki, "Channel Tunnel - Wikipedia", "The Channel Tunnel ... is a 50.46-kilometre (31.35 mi) undersea railway tunnel ... opened in 1994 ... It has the longest underwater section of any tunnel in the world (37.9 km) ...", "N/A"),
            ("https://www.getlinkgroup.com/en/our-group/history/", "History | Getlink", "On 6 May 1994, Queen Elizabeth II and President François Mitterrand inaugurated the Channel Tunnel ...", "N/A"),
            ("https://www.britannica.com/topic/Channel-Tunnel", "Channel Tunnel | Length, History, & Facts | Britannica", "... three tunnels, each about 50 km long, of which 38 km are under the sea ...", "N/A"),
        )),
        (extract(wiki, "length and opening"), """# Channel Tunnel

| Channel Tunnel | |
| --- | --- |
| Location | English Channel (Strait of Dover) |
| Start | Folkestone, Kent, United Kingdom |
| End | Coquelles, Pas-de-Calais, France |
| Opened | 6 May 1994 |
| Owner | Getlink |
| Length | 50.46 km (31.35 mi) |

The **Channel Tunnel** is a 50.46-kilometre undersea railway tunnel that connects Folkestone with Coquelles. It is the only fixed link between the island of Great Britain and the European mainland. At its lowest point it is 75 m deep below the sea bed and 115 m below sea level. It has the longest underwater section of any tunnel in the world, 37.9 km."""),
        (memory("add", dict={"tunnel_len": "50.46 km", "channel_tunnel_opened": "6 May 1994"}), added("tunnel_len", "channel_tunnel_opened")),
        (memory("remove", key_list=["tunnel_len"]), removed("tunnel_len")),
        (memory("add", dict={"channel_tunnel_length_km": "50.46 (37.9 undersea)"}), added("channel_tunnel_length_km")),
        (search("Channel Tunnel lowest point below sea level"), hits(
            (wiki, "Channel Tunnel - Wikipedia", "... At its lowest point, it is 75 m (250 ft) deep below the sea bed and 115 m (380 ft) below sea level ...", "N/A"),
        )),
        (memory("retrieve_all"), kv({"channel_tunnel_opened": "6 May 1994", "tunnel_len": "50.46 (37.9 undersea)"})),
    ]
    return Traj(t, True, 7, "rename_old_name")


def burj_key_renamed() -> Traj:
    wiki = "https://en.wikipedia.org/wiki/Burj_Khalifa"
    t = [
        (search("Burj Khalifa height opened"), hits(
            (wiki, "Burj Khalifa - Wikipedia", "... With a total height of 829.8 m (2,722 ft, or just over half a mile) and a roof height (excluding antenna, but including a 242.6 m spire) of 828 m (2,717 ft), it has been the tallest structure and building in the world since its topping out in 2009 ...", "N/A"),
            ("https://www.burjkhalifa.ae/en/the-tower/facts-figures/", "Facts & Figures | Burj Khalifa", "Over 828 metres (2,716.5 feet) and more than 160 stories ...", "N/A"),
        )),
        (memory("add", dict={"bk_h": "828 m"}), added("bk_h")),
        (extract(wiki, "height and opening date"), """# Burj Khalifa

| Burj Khalifa | |
| --- | --- |
| Location | Downtown Dubai, United Arab Emirates |
| Construction started | 6 January 2004 |
| Opened | 4 January 2010 |
| Architectural | 828 m (2,717 ft) |
| Tip | 829.8 m (2,722 ft) |
| Top floor | 585.7 m (1,922 ft) |
| Floor count | 163 above ground (+ 46 maintenance levels in the spire) |
| Architect | Adrian Smith (at Skidmore, Owings & Merrill) |

The **Burj Khalifa** is a skyscraper in Dubai. It is known for being the world's tallest building ..."""),
        (memory("remove", key_list=["bk_h"]), removed("bk_h")),
        (memory("add", dict={"burj_khalifa_height": "828 m architectural, 829.8 m to tip", "burj_khalifa_opened": "4 January 2010"}), added("burj_khalifa_height", "burj_khalifa_opened")),
        (memory("retrieve", key_list=["bk_h", "burj_khalifa_height"]), "bk_h: Key not found\nburj_khalifa_height: 828 m architectural, 829.8 m to tip"),
        (search("Burj Khalifa 828 m vs 829.8 m difference"), hits(
            ("https://www.ctbuh.org/resource/height", "CTBUH Height Criteria | Council on Tall Buildings and Urban Habitat", "Height to architectural top includes spires but not antennas, signage, flag poles ...", "N/A"),
            (wiki, "Burj Khalifa - Wikipedia", "... roof height (excluding antenna, but including a 242.6 m spire) of 828 m ...", "N/A"),
        )),
        (memory("retrieve_all"), kv({"burj_khalifa_height": "828 m architectural, 829.8 m to tip", "burj_khalifa_opened": "4 January 2010"})),
    ]
    return Traj(t)


def hubble_result_date_changes() -> Traj:
    art = "https://www.nasa.gov/image-article/space-shuttle-discovery-launches-hubble-space-telescope/"
    t = [
        (search("Hubble Space Telescope launch STS-31 date"), hits(
            ("https://en.wikipedia.org/wiki/Hubble_Space_Telescope", "Hubble Space Telescope - Wikipedia", "The Hubble Space Telescope ... was launched into low Earth orbit in 1990 and remains in operation ...", "N/A"),
            (art, "Space Shuttle Discovery Launches the Hubble Space Telescope - NASA", "On April 24, 1990, space shuttle Discovery lifted off from Kennedy Space Center's Launch Pad 39B carrying the Hubble Space Telescope ...", "Apr 24, 2024"),
            ("https://science.nasa.gov/mission/hubble/overview/", "Hubble Overview - NASA Science", "Hubble has made more than 1.6 million observations since its mission began in 1990 ...", "N/A"),
            ("https://esahubble.org/about/history/", "History | ESA/Hubble", "The Hubble Space Telescope was launched on 24 April 1990 on the space shuttle Discovery ...", "N/A"),
        )),
        (extract(art, "launch details"), """# Space Shuttle Discovery Launches the Hubble Space Telescope

Apr 24, 2024 · Image Article

On April 24, 1990, space shuttle Discovery lifted off from Kennedy Space Center's Launch Pad 39B carrying the Hubble Space Telescope on the STS-31 mission. The crew deployed the telescope into orbit the following day, April 25.

Since then, Hubble has transformed our understanding of the universe, from measuring the expansion rate of the cosmos to studying the atmospheres of exoplanets."""),
        (memory("add", dict={"hubble_launch": "24 Apr 1990, STS-31 Discovery, LC-39B", "hubble_deploy": "25 Apr 1990"}), added("hubble_launch", "hubble_deploy")),
        (search("Hubble servicing missions 1993 2009 list"), hits(
            ("https://science.nasa.gov/mission/hubble/observatory/missions-to-hubble/", "Missions to Hubble - NASA Science", "Five space shuttle servicing missions between 1993 and 2009 repaired and upgraded the telescope ...", "N/A"),
            (art, "Space Shuttle Discovery Launches the Hubble Space Telescope - NASA", "On April 24, 1990, space shuttle Discovery lifted off from Kennedy Space Center's Launch Pad 39B carrying the Hubble Space Telescope ...", "Apr 26, 2024"),
            ("https://en.wikipedia.org/wiki/STS-125", "STS-125 - Wikipedia", "STS-125 ... was the fifth and final Space Shuttle mission to the Hubble Space Telescope, in May 2009 ...", "N/A"),
        )),
        (extract("https://science.nasa.gov/mission/hubble/observatory/missions-to-hubble/", "list of servicing missions"), """# Missions to Hubble

Hubble was designed to be serviced in space. Astronauts visited it five times.

| Mission | Shuttle flight | Date | Highlights |
| --- | --- | --- | --- |
| Servicing Mission 1 | STS-61 | December 1993 | Corrective optics (COSTAR), WFPC2 |
| Servicing Mission 2 | STS-82 | February 1997 | STIS and NICMOS installed |
| Servicing Mission 3A | STS-103 | December 1999 | Six new gyroscopes |
| Servicing Mission 3B | STS-109 | March 2002 | Advanced Camera for Surveys |
| Servicing Mission 4 | STS-125 | May 2009 | WFC3 and COS installed, STIS and ACS repaired |"""),
        (memory("add", dict={"hubble_servicing": "5 missions: 1993, 1997, 1999, 2002, 2009"}), added("hubble_servicing")),
    ]
    return Traj(t, True, 4, "result_date_changed")


def everest_measurements_differ() -> Traj:
    wiki = "https://en.wikipedia.org/wiki/Mount_Everest"
    bbc = "https://www.bbc.com/news/world-asia-55218448"
    t = [
        (search("Mount Everest height history of measurements"), hits(
            (wiki, "Mount Everest - Wikipedia", "... Its elevation (snow height) of 8,848.86 m (29,031 ft 8+1⁄2 in) was most recently established in 2020 by the Chinese and Nepali authorities ...", "N/A"),
            (bbc, "Mount Everest: Nepal and China agree on new height", "... 8,848.86m (29,031.69ft) ... 86cm higher than the previous figure recognised by Nepal ...", "Dec 8, 2020"),
            ("https://www.nationalgeographic.com/science/article/everest-height-gps-1999", "Everest Is Taller Than Thought, GPS Survey Shows", "... the new measurement puts the summit at 29,035 feet (8,850 meters) ...", "Nov 12, 1999"),
            ("https://www.britannica.com/place/Mount-Everest", "Mount Everest | Height, Location, Map, Facts, Climbers, & Deaths | Britannica", "Mount Everest, mountain on the crest of the Great Himalayas ... 29,032 feet (8,849 metres) ...", "N/A"),
        )),
        (extract(wiki, "official height and survey history"), """# Mount Everest

| Mount Everest | |
| --- | --- |
| Elevation | 8,848.86 m (29,031.7 ft) |
| Prominence | 8,848.86 m (29,031.7 ft) |
| Coordinates | 27°59′17″N 86°55′31″E |
| First ascent | 29 May 1953, Edmund Hillary and Tenzing Norgay |

## Surveys

| Year | Survey | Height |
| --- | --- | --- |
| 1856 | Great Trigonometrical Survey of India | 29,002 ft (8,840 m) |
| 1955 | Survey of India | 8,848 m (29,029 ft) |
| 1999 | American expedition (GPS) | 8,850 m (29,035 ft) |
| 2005 | Chinese survey, rock height | 8,844.43 m (29,017 ft) |
| 2020 | China and Nepal, snow height | 8,848.86 m (29,031.7 ft) |

The differences come from survey methods and from whether the snow and ice cap is counted: the 2005 Chinese figure measured the rock summit."""),
        (memory("add", dict={"everest_height": "8,848.86 m (2020, snow height)"}), added("everest_height")),
        (extract(bbc, "new official height"), """# Mount Everest: Nepal and China agree on new height

8 December 2020

Nepal and China have jointly announced a new official height for Mount Everest, ending a disagreement between the two countries.

The world's highest mountain is now officially 8,848.86m (29,031.69ft), 86cm higher than the previous figure recognised by Nepal.

China had previously measured the rock height, excluding the snow cap, at 8,844.43m in 2005."""),
        (memory("add", dict={"everest_height_2005_china": "8,844.43 m (rock height, no snow cap)"}), added("everest_height_2005_china")),
        (search("Everest 8,849 m Britannica rounding"), hits(
            ("https://www.britannica.com/place/Mount-Everest", "Mount Everest | Height, Location, Map, Facts, Climbers, & Deaths | Britannica", "... The height of its summit is 29,032 feet (8,849 metres) ...", "N/A"),
            (wiki, "Mount Everest - Wikipedia", "... 8,848.86 m (29,031 ft 8+1⁄2 in) ...", "N/A"),
        )),
        (memory("retrieve_all"), kv({"everest_height": "8,848.86 m (2020, snow height)", "everest_height_2005_china": "8,844.43 m (rock height, no snow cap)"})),
    ]
    return Traj(t)


def linux_update_reverted() -> Traj:
    hist = "https://en.wikipedia.org/wiki/History_of_Linux"
    t = [
        (search("Linux kernel first release date Linus Torvalds"), hits(
            ("https://en.wikipedia.org/wiki/Linux_kernel", "Linux kernel - Wikipedia", "The Linux kernel is a free and open source ... Initial release 0.01 / 17 September 1991 ...", "N/A"),
            (hist, "History of Linux - Wikipedia", "On 25 August 1991, he announced this system in a Usenet posting to the newsgroup comp.os.minix ...", "N/A"),
            ("https://www.linuxfoundation.org/blog/blog/happy-30th-birthday-linux", "Happy 30th Birthday, Linux! - Linux Foundation", "Thirty years ago today, Linus Torvalds posted to comp.os.minix ...", "Aug 25, 2021"),
        )),
        (memory("add", dict={"linux_first_release": "25 August 1991"}), added("linux_first_release")),
        (extract(hist, "announcement and first release"), """# History of Linux

## The creation of Linux

In 1991, while studying computer science at the University of Helsinki, Linus Torvalds began a project that later became the Linux kernel.

On 25 August 1991, he announced this system in a Usenet posting to the newsgroup comp.os.minix:

> I'm doing a (free) operating system (just a hobby, won't be big and professional like gnu) for 386(486) AT clones.

The first version, 0.01, was released on 17 September 1991. Version 0.02 followed on 5 October 1991.

## Linux 1.0

Linux 1.0.0 was released on 14 March 1994, with 176,250 lines of code."""),
        (memory("update", dict={"linux_first_release": "17 September 1991 (v0.01); announced 25 August 1991"}), updated("linux_first_release")),
        (search("Linux 1.0 release March 1994"), hits(
            (hist, "History of Linux - Wikipedia", "... Linux 1.0.0 was released on 14 March 1994 ...", "N/A"),
            ("https://www.kernel.org/pub/linux/kernel/v1.0/", "Index of /pub/linux/kernel/v1.0/", "Index of /pub/linux/kernel/v1.0/ ... linux-1.0.tar.gz ...", "N/A"),
        )),
        (memory("add", dict={"linux_1_0": "14 March 1994"}), added("linux_1_0")),
        (memory("retrieve", key_list=["linux_first_release", "linux_1_0"]), kv({"linux_first_release": "25 August 1991", "linux_1_0": "14 March 1994"})),
    ]
    return Traj(t, True, 7, "value_reverted")


def jwst_launch_time_zones() -> Traj:
    blog = "https://blogs.nasa.gov/webb/2021/12/25/liftoff-nasas-james-webb-space-telescope-launches-to-see-first-galaxies-distant-worlds/"
    esa = "https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_lifts_off"
    t = [
        (search("James Webb launch time UTC December 25 2021"), hits(
            (blog, "Liftoff! NASA's James Webb Space Telescope Launches to See First Galaxies, Distant Worlds", "NASA's James Webb Space Telescope launched at 7:20 a.m. EST Saturday on an Ariane 5 rocket from Europe's Spaceport in French Guiana ...", "Dec 25, 2021"),
            (esa, "ESA - Webb lifts off", "The James Webb Space Telescope lifted off on an Ariane 5 at 13:20 CET on 25 December 2021 ...", "Dec 25, 2021"),
            ("https://www.arianespace.com/mission/ariane-flight-va256/", "Ariane flight VA256 | Arianespace", "Liftoff is planned on Saturday, December 25, 2021, at 9:20 a.m. local time in Kourou (12:20 UTC) ...", "Dec 24, 2021"),
        )),
        (extract(blog, "exact launch time"), """# Liftoff! NASA's James Webb Space Telescope Launches to See First Galaxies, Distant Worlds

December 25, 2021

NASA's James Webb Space Telescope launched at 7:20 a.m. EST Saturday on an Ariane 5 rocket from Europe's Spaceport in French Guiana, South America.

The observatory separated from the rocket about 27 minutes after liftoff, and ground teams received the first signal about five minutes later. Webb will reach its orbit around the second Lagrange point (L2) about 30 days after launch."""),
        (memory("add", dict={"jwst_launch_utc": "2021-12-25 12:20 UTC"}), added("jwst_launch_utc")),
        (extract(esa, "launch time in CET"), """# Webb lifts off

25/12/2021

The James Webb Space Telescope lifted off on an Ariane 5 from Europe's Spaceport in Kourou, French Guiana, at 13:20 CET (09:20 local time) on 25 December 2021.

The Ariane 5 performed flawlessly; its accuracy left Webb with more propellant than planned for its mission."""),
        (memory("add", dict={"jwst_launch_local": "09:20 Kourou = 07:20 EST = 13:20 CET"}), added("jwst_launch_local")),
        (search("Webb arrives at L2 January 24 2022"), hits(
            ("https://blogs.nasa.gov/webb/2022/01/24/orbital-insertion-burn-a-success-webb-arrives-at-l2/", "Orbital Insertion Burn a Success, Webb Arrives at L2 – James Webb Space Telescope", "At 2 p.m. EST today, Webb fired its onboard thrusters for nearly five minutes ... to reach its orbit around L2 ...", "Jan 24, 2022"),
        )),
        (memory("add", dict={"jwst_l2": "2022-01-24, burn at 2 p.m. EST (19:00 UTC)"}), added("jwst_l2")),
        (memory("retrieve_all"), kv({"jwst_launch_utc": "2021-12-25 12:20 UTC", "jwst_launch_local": "09:20 Kourou = 07:20 EST = 13:20 CET",
                                     "jwst_l2": "2022-01-24, burn at 2 p.m. EST (19:00 UTC)"})),
    ]
    return Traj(t)


def voyager_snippet_contradicts_page() -> Traj:
    page = "https://science.nasa.gov/mission/voyager/voyager-1/"
    t = [
        (extract(page, "launch date and interstellar entry"), """# Voyager 1

Voyager 1 is the most distant human-made object, now in interstellar space.

## Mission facts

- **Launch:** Sept. 5, 1977, Titan IIIE-Centaur, Cape Canaveral, Florida
- **Jupiter closest approach:** March 5, 1979
- **Saturn closest approach:** Nov. 12, 1980
- **Entered interstellar space:** Aug. 25, 2012

Voyager 1 launched 16 days after its twin, Voyager 2, but on a faster trajectory, so it reached Jupiter and Saturn first."""),
        (memory("add", dict={"v1_launch": "5 Sep 1977", "v1_interstellar": "25 Aug 2012"}), added("v1_launch", "v1_interstellar")),
        (search("Voyager 2 launch date interstellar space"), hits(
            ("https://science.nasa.gov/mission/voyager/voyager-2/", "Voyager 2 - NASA Science", "Voyager 2 launched on Aug. 20, 1977 ... entered interstellar space on Nov. 5, 2018 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Voyager_2", "Voyager 2 - Wikipedia", "Voyager 2 is a space probe launched by NASA on August 20, 1977 ... the only spacecraft to have visited Uranus and Neptune ...", "N/A"),
        )),
        (memory("add", dict={"v2_launch": "20 Aug 1977", "v2_interstellar": "5 Nov 2018"}), added("v2_launch", "v2_interstellar")),
        (search("Voyager 1 distance from Earth 2025"), hits(
            ("https://voyager.jpl.nasa.gov/mission/status/", "Mission Status - Voyager - NASA", "Where are the Voyagers now? Distance from Earth and Sun, round-trip light time ...", "N/A"),
            (page, "Voyager 1 - NASA Science", "Voyager 1 launched Aug. 20, 1977, on a Titan IIIE-Centaur rocket ... It is the most distant human-made object ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Voyager_1", "Voyager 1 - Wikipedia", "... As of 2025, Voyager 1 is more than 165 AU from Earth ...", "N/A"),
        )),
        (extract("https://voyager.jpl.nasa.gov/mission/status/", "current distance"), """# Mission Status

| | Voyager 1 | Voyager 2 |
| --- | --- | --- |
| Distance from Earth | 165.9 AU | 139.5 AU |
| Round-trip light time | 46 h 00 min | 38 h 41 min |
| Instruments operating | 2 | 3 |

Distances update continuously; values above were current when the page loaded."""),
    ]
    return Traj(t, True, 5, "snippet_contradicts_page")


def requests_release_pages() -> Traj:
    rel = "https://github.com/psf/requests/releases"
    t = [
        (search("requests python library latest version"), hits(
            ("https://pypi.org/project/requests/", "requests · PyPI", "Requests is a simple, yet elegant, HTTP library. ... requests 2.32.3 ...", "May 29, 2024"),
            (rel, "Releases · psf/requests - GitHub", "v2.32.3 · Bugfixes: Fixed bug breaking the ability to specify custom SSLContexts in sub-classes of HTTPAdapter ...", "N/A"),
            ("https://requests.readthedocs.io/en/latest/community/updates/", "Community Updates — Requests documentation", "Release History ... 2.32.3 (2024-05-29) ...", "N/A"),
        )),
        (extract(rel, "latest releases"), """# Releases · psf/requests

## v2.32.3
29 May 2024 · Latest

Bugfixes
- Fixed bug breaking the ability to specify custom SSLContexts in sub-classes of HTTPAdapter. (#6716)
- Fixed issue where Requests started failing to run on Python versions compiled without the `ssl` module. (#6724)

## v2.32.2
21 May 2024

## v2.32.1
20 May 2024

## v2.32.0
20 May 2024

## v2.31.0
22 May 2023

Security
- Versions of Requests between v2.3.0 and v2.30.0 are vulnerable to potential forwarding of `Proxy-Authorization` headers to destination servers when following HTTPS redirects. (CVE-2023-32681)

Previous · [Next](https://github.com/psf/requests/releases?page=2)"""),
        (extract(rel + "?page=2", "older releases"), """# Releases · psf/requests

## v2.30.0
3 May 2023

## v2.29.0
26 Apr 2023

## v2.28.2
12 Jan 2023

## v2.28.1
29 Jun 2022

## v2.28.0
9 Jun 2022

[Previous](https://github.com/psf/requests/releases?page=1) · [Next](https://github.com/psf/requests/releases?page=3)"""),
        (memory("add", dict={"requests_latest": "2.32.3 (29 May 2024)"}), added("requests_latest")),
        (extract("https://requests.readthedocs.io/en/latest/community/updates/", "release history dates"), """# Community Updates

## Release History

### 2.32.3 (2024-05-29)

Bugfixes
- Fixed bug breaking the ability to specify custom SSLContexts in sub-classes of HTTPAdapter. (#6716)

### 2.32.2 (2024-05-21)

Deprecations
- To provide a more stable migration for custom HTTPAdapters impacted by the CVE changes in 2.32.0, we've renamed `_get_connection` to a new public API, `get_connection_with_tls_context`.

### 2.32.1 (2024-05-20)

### 2.32.0 (2024-05-20)

### 2.31.0 (2023-05-22)"""),
        (memory("add", dict={"requests_2_31": "2023-05-22 (security fix CVE-2023-32681)"}), added("requests_2_31")),
        (memory("retrieve_all"), kv({"requests_latest": "2.32.3 (29 May 2024)", "requests_2_31": "2023-05-22 (security fix CVE-2023-32681)"})),
    ]
    return Traj(t)


def skytree_edit_stamp_backwards() -> Traj:
    wiki = "https://en.wikipedia.org/wiki/Tokyo_Skytree"
    info = """# Tokyo Skytree

| Tokyo Skytree | |
| --- | --- |
| Location | Sumida, Tokyo, Japan |
| Construction started | 14 July 2008 |
| Completed | 29 February 2012 |
| Opened | 22 May 2012 |
| Antenna spire | 634.0 m (2,080 ft) |
| Observation decks | 350 m (Tembo Deck), 450 m (Tembo Galleria) |

**Tokyo Skytree** is a broadcasting and observation tower in Sumida, Tokyo. It became the tallest structure in Japan in 2010 and reached its full height of 634.0 metres in March 2011, making it the tallest tower in the world."""
    t = [
        (search("Tokyo Skytree height opened"), hits(
            (wiki, "Tokyo Skytree - Wikipedia", "... reached its full height of 634.0 metres (2,080 ft) in March 2011 ... The tower opened to the public on 22 May 2012 ...", "N/A"),
            ("https://www.tokyo-skytree.jp/en/about/", "About TOKYO SKYTREE", "At 634 m, TOKYO SKYTREE is the tallest free-standing broadcasting tower in the world ...", "N/A"),
        )),
        (extract(wiki, "height and opening date"), info + wiki_footer("14 March 2025, at 09:12 (UTC)")),
        (memory("add", dict={"skytree_height": "634 m", "skytree_opened": "22 May 2012"}), added("skytree_height", "skytree_opened")),
        (search("Tokyo Skytree observation decks Tembo Deck Tembo Galleria height"), hits(
            ("https://www.tokyo-skytree.jp/en/enjoy/observation-deck/", "Observation Decks | TOKYO SKYTREE", "TOKYO SKYTREE TEMBO DECK at 350 m and TOKYO SKYTREE TEMBO GALLERIA at 450 m ...", "N/A"),
            (wiki, "Tokyo Skytree - Wikipedia", "... two observation decks at 350 m and 450 m ...", "N/A"),
        )),
        (extract(wiki, "observation decks"), info + """

## Observation decks

The lower deck (Tembo Deck) is at 350 m and holds up to 2,000 people. The upper deck (Tembo Galleria), at 450 m, is reached by a glass-covered spiral ramp that climbs from 445 m to 450 m.""" + wiki_footer("2 March 2025, at 17:40 (UTC)")),
        (memory("add", dict={"skytree_decks": "Tembo Deck 350 m, Tembo Galleria 450 m"}), added("skytree_decks")),
    ]
    return Traj(t, True, 5, "clock_backwards")


def hubble_query_dependent_snippets() -> Traj:
    wiki = "https://en.wikipedia.org/wiki/Hubble_Space_Telescope"
    sts = "https://en.wikipedia.org/wiki/STS-31"
    t = [
        (search("Hubble launch date"), hits(
            (wiki, "Hubble Space Telescope - Wikipedia", "The Hubble Space Telescope (HST or Hubble) is a space telescope that was launched into low Earth orbit in 1990 and remains in operation ...", "N/A"),
            ("https://science.nasa.gov/mission/hubble/", "Hubble Space Telescope - NASA Science", "Launched April 24, 1990, Hubble has made more than 1.6 million observations ...", "N/A"),
        )),
        (search("Hubble deployed from Discovery April 25 1990"), hits(
            (wiki, "Hubble Space Telescope - Wikipedia", "... Hubble was deployed from Discovery on April 25, 1990, a day after launch ...", "N/A"),
            (sts, "STS-31 - Wikipedia", "STS-31 was the 35th mission of the American Space Shuttle program ... launched on April 24, 1990 ... deployed the Hubble Space Telescope ...", "N/A"),
        )),
        (extract(sts, "launch and deployment"), """# STS-31

| STS-31 | |
| --- | --- |
| Operator | NASA |
| Orbiter | Discovery |
| Launch date | April 24, 1990, 12:33:51 UTC |
| Launch site | Kennedy LC-39B |
| Landing date | April 29, 1990, 13:49:57 UTC |
| Landing site | Edwards, Runway 22 |
| Crew size | 5 |
| Members | Loren Shriver, Charles Bolden, Steven Hawley, Bruce McCandless II, Kathryn D. Sullivan |

**STS-31** was the 35th mission of the Space Shuttle program. Its primary mission objective was the deployment of the Hubble Space Telescope, which took place on April 25, 1990."""),
        (memory("add", dict={"hubble_launch": "24 Apr 1990 (STS-31)", "hubble_deploy": "25 Apr 1990"}), added("hubble_launch", "hubble_deploy")),
        (search("Hubble mirror flaw spherical aberration fixed 1993"), hits(
            (wiki, "Hubble Space Telescope - Wikipedia", "... the main mirror had been ground incorrectly, resulting in spherical aberration ... restored to its intended quality by a servicing mission in 1993 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/STS-61", "STS-61 - Wikipedia", "STS-61 was NASA's first servicing mission to the Hubble Space Telescope ... December 1993 ... installed COSTAR and WFPC2 ...", "N/A"),
        )),
        (memory("add", dict={"hubble_fix": "SM1, Dec 1993 (STS-61), COSTAR + WFPC2"}), added("hubble_fix")),
        (memory("retrieve", key_list=["hubble_launch", "hubble_fix"]), kv({"hubble_launch": "24 Apr 1990 (STS-31)", "hubble_fix": "SM1, Dec 1993 (STS-61), COSTAR + WFPC2"})),
    ]
    return Traj(t)


def arxiv_version_changes() -> Traj:
    abs_url = "https://arxiv.org/abs/1706.03762"
    authors = "Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Lukasz Kaiser, Illia Polosukhin"
    abstract = ("The dominant sequence transduction models are based on complex recurrent or convolutional neural networks in an encoder-decoder configuration. "
                "The best performing models also connect the encoder and decoder through an attention mechanism. We propose a new simple network architecture, "
                "the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely ...")

    def page(stamp: str) -> str:
        return f"""# Computer Science > Computation and Language

**arXiv:1706.03762** (cs)

[{stamp}]

# Attention Is All You Need

Authors: {authors}

> {abstract}

Comments: 15 pages, 5 figures

Subjects: Computation and Language (cs.CL); Machine Learning (cs.LG)

Cite as: arXiv:1706.03762 [cs.CL]"""
    t = [
        (search("Attention Is All You Need arXiv"), hits(
            (abs_url, "[1706.03762] Attention Is All You Need - arXiv", "The dominant sequence transduction models are based on complex recurrent or convolutional neural networks in an encoder-decoder configuration ...", "Jun 12, 2017"),
            ("https://papers.nips.cc/paper/7181-attention-is-all-you-need", "Attention is All you Need - NeurIPS Proceedings", "Part of Advances in Neural Information Processing Systems 30 (NIPS 2017) ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Attention_Is_All_You_Need", "Attention Is All You Need - Wikipedia", "\"Attention Is All You Need\" is a 2017 landmark research paper in machine learning authored by eight scientists working at Google ...", "N/A"),
        )),
        (extract(abs_url, "version history"), page("Submitted on 12 Jun 2017 (v1), last revised 2 Aug 2023 (this version, v7)")),
        (memory("add", dict={"transformer_paper": "arXiv:1706.03762 v7 (2 Aug 2023), NIPS 2017"}), added("transformer_paper")),
        (search("Attention Is All You Need citation count"), hits(
            ("https://scholar.google.com/scholar?cluster=2960712678066186980", "Attention is all you need - Google Scholar", "A Vaswani, N Shazeer, N Parmar ... Advances in neural information processing systems, 2017 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Attention_Is_All_You_Need", "Attention Is All You Need - Wikipedia", "... one of the most cited papers of the 21st century ...", "N/A"),
        )),
        (extract(abs_url, "authors list"), page("Submitted on 12 Jun 2017 (v1), last revised 6 Dec 2017 (this version, v5)")),
        (memory("add", dict={"transformer_authors": "Vaswani, Shazeer, Parmar, Uszkoreit, Jones, Gomez, Kaiser, Polosukhin"}), added("transformer_authors")),
    ]
    return Traj(t, True, 5, "version_changed")


def hn_front_page_moves() -> Traj:
    hn = "https://news.ycombinator.com/"
    t = [
        (extract(hn, "top stories"), """# Hacker News

1. Show HN: A SQLite extension for vector search in 400 lines of C (github.com/mkvec) · 412 points by mkvec 3 hours ago | 96 comments
2. The hidden cost of 100% test coverage (blog.tidycode.dev) · 287 points by zwei 5 hours ago | 203 comments
3. Firefox 136 adds vertical tabs (mozilla.org) · 256 points by dblohm 4 hours ago | 178 comments
4. Ask HN: How do you keep a personal wiki alive? · 198 points by notetaker 6 hours ago | 241 comments
5. Reverse-engineering a 1987 synthesizer's firmware (pat.sh) · 176 points by chipdump 7 hours ago | 38 comments"""),
        (extract("https://news.ycombinator.com/item?id=43301942", "discussion of the vector search extension"), """# Show HN: A SQLite extension for vector search in 400 lines of C

412 points by mkvec 3 hours ago | 96 comments

- **simonw** 2 hours ago: Nice. How does it compare to sqlite-vec on recall at k=10?
  - **mkvec** 2 hours ago: Brute force only, so recall is exact; it is slower past ~1M rows.
- **kelp** 1 hour ago: The single-file build is the selling point for me."""),
        (extract(hn, "top stories"), """# Hacker News

1. Show HN: A SQLite extension for vector search in 400 lines of C (github.com/mkvec) · 538 points by mkvec 4 hours ago | 131 comments
2. Firefox 136 adds vertical tabs (mozilla.org) · 301 points by dblohm 5 hours ago | 215 comments
3. Intel announces new CEO (reuters.com) · 122 points by rbanks 22 minutes ago | 87 comments
4. The hidden cost of 100% test coverage (blog.tidycode.dev) · 296 points by zwei 6 hours ago | 228 comments
5. Ask HN: How do you keep a personal wiki alive? · 204 points by notetaker 7 hours ago | 259 comments"""),
        (extract(hn + "news?p=2", "more stories"), """# Hacker News

31. Writing a Game Boy emulator in Zig, part 3 (zigboy.dev) · 88 points by lr35902 9 hours ago | 12 comments
32. PostgreSQL 17.4 released (postgresql.org) · 74 points by pgfan 8 hours ago | 19 comments
33. Reverse-engineering a 1987 synthesizer's firmware (pat.sh) · 181 points by chipdump 8 hours ago | 41 comments
34. The economics of repairing e-bikes (thecycleeconomy.com) · 61 points by spokes 10 hours ago | 55 comments
35. A visual guide to B-trees (btree.guide) · 140 points by ioana 11 hours ago | 22 comments"""),
        (memory("add", dict={"hn_top_story": "Show HN: SQLite vector search extension (538 points at last check)"}), added("hn_top_story")),
        (memory("update", dict={"hn_top_story": "Show HN: SQLite vector search extension; 412 -> 538 points within about an hour"}), updated("hn_top_story")),
    ]
    return Traj(t)


def millau_cleared_memory_not_empty() -> Traj:
    wiki = "https://en.wikipedia.org/wiki/Millau_Viaduct"
    t = [
        (search("Millau Viaduct height length opened"), hits(
            (wiki, "Millau Viaduct - Wikipedia", "The Millau Viaduct ... is a multispan cable-stayed bridge ... one of the tallest bridges in the world, with one mast's summit at 343.0 metres above the base of the structure ...", "N/A"),
            ("https://www.leviaducdemillau.com/en/", "The Millau Viaduct | Official site", "2,460 metres long, 343 metres high at its tallest point ...", "N/A"),
            ("https://www.fosterandpartners.com/projects/millau-viaduct", "Millau Viaduct | Foster + Partners", "... the tallest bridge in the world at the time of its completion in 2004 ...", "N/A"),
        )),
        (memory("add", dict={"millau_height": "343 m (mast top)", "millau_length": "2,460 m", "millau_opened": "16 December 2004"}), added("millau_height", "millau_length", "millau_opened")),
        (extract(wiki, "structure figures"), """# Millau Viaduct

| Millau Viaduct | |
| --- | --- |
| Carries | A75 autoroute |
| Crosses | Valley of the Tarn |
| Design | Cable-stayed bridge |
| Total length | 2,460 m (8,070 ft) |
| Height | 343 m (1,125 ft) (max. pylon above ground) |
| Longest span | 342 m (1,122 ft) |
| Clearance below | 270 m (890 ft) |
| Architect | Norman Foster |
| Designer | Michel Virlogeux |
| Opened | 16 December 2004 |

The **Millau Viaduct** is a multispan cable-stayed bridge completed in 2004 across the gorge valley of the Tarn near Millau in southern France."""),
        (memory("add", dict={"millau_architect": "Norman Foster; structural designer Michel Virlogeux"}), added("millau_architect")),
        (memory("remove_all"), "Successfully cleared all memory."),
        (memory("add", dict={"task_answer": "Millau Viaduct: 343 m tall, opened 16 Dec 2004"}), added("task_answer")),
        (memory("retrieve_all"), kv({"task_answer": "Millau Viaduct: 343 m tall, opened 16 Dec 2004", "millau_length": "2,460 m"})),
    ]
    return Traj(t, True, 7, "cleared_not_empty")


def apollo_times_and_reorder() -> Traj:
    wiki = "https://en.wikipedia.org/wiki/Apollo_11"
    nasa = "https://www.nasa.gov/history/apollo-11-mission-overview/"
    t = [
        (search("Apollo 11 moon landing date time"), hits(
            (nasa, "Apollo 11 Mission Overview - NASA", "... the lunar module Eagle landed in the Sea of Tranquility at 4:17 p.m. EDT on July 20, 1969 ...", "N/A"),
            (wiki, "Apollo 11 - Wikipedia", "... Armstrong and Aldrin landed the Apollo Lunar Module Eagle on July 20, 1969, at 20:17 UTC ... Armstrong became the first person to step onto the Moon's surface six hours and 39 minutes later, on July 21 at 02:56 UTC ...", "N/A"),
            ("https://airandspace.si.edu/explore/stories/apollo-11-moon-landing", "Apollo 11 Moon Landing | National Air and Space Museum", "On July 20, 1969, millions of people gathered around their televisions ...", "N/A"),
        )),
        (extract(wiki, "mission timeline in UTC"), """# Apollo 11

| Apollo 11 | |
| --- | --- |
| Launch date | July 16, 1969, 13:32:00 UTC |
| Rocket | Saturn V SA-506 |
| Launch site | Kennedy LC-39A |
| Landing date (lunar) | July 20, 1969, 20:17:40 UTC |
| Landing site | Mare Tranquillitatis |
| First step | July 21, 1969, 02:56:15 UTC |
| Splashdown | July 24, 1969, 16:50:35 UTC |
| Crew | Neil Armstrong, Michael Collins, Buzz Aldrin |

**Apollo 11** was the American spaceflight that first landed humans on the Moon."""),
        (memory("add", dict={"apollo11_landing": "20 Jul 1969 20:17 UTC"}), added("apollo11_landing")),
        (search("Armstrong first step 10:56 p.m. EDT July 20"), hits(
            (nasa, "Apollo 11 Mission Overview - NASA", "... Armstrong stepped onto the lunar surface at 10:56 p.m. EDT on July 20 ...", "N/A"),
            ("https://www.rmg.co.uk/stories/topics/apollo-11-moon-landing", "Apollo 11 Moon landing | Royal Museums Greenwich", "... in Britain it was nearly 4 am on 21 July when Armstrong stepped onto the Moon ...", "N/A"),
        )),
        (memory("add", dict={"apollo11_first_step": "21 Jul 1969 02:56 UTC = 20 Jul 10:56 p.m. EDT"}), added("apollo11_first_step")),
        (search("Apollo 11 landing"), hits(
            (wiki, "Apollo 11 - Wikipedia", "Apollo 11 was the American spaceflight that first landed humans on the Moon ... July 20, 1969 ...", "N/A"),
            (nasa, "Apollo 11 Mission Overview - NASA", "... the lunar module Eagle landed in the Sea of Tranquility at 4:17 p.m. EDT on July 20, 1969 ...", "N/A"),
            ("https://www.britannica.com/topic/Apollo-11", "Apollo 11 | History, Mission, Landing, Astronauts, Pictures, Spacecraft, & Facts | Britannica", "... landed on the Moon on July 20, 1969 ...", "N/A"),
        )),
        (memory("retrieve_all"), kv({"apollo11_landing": "20 Jul 1969 20:17 UTC", "apollo11_first_step": "21 Jul 1969 02:56 UTC = 20 Jul 10:56 p.m. EDT"})),
    ]
    return Traj(t)


BUILDERS = [
    lhc_memory_value_changes, python_memory_updates, jwst_removed_key_returns, clock_pages_cross_noon,
    opera_house_cost_mismatch, eiffel_heights_over_time, perseverance_page_changes, rust_thread_moves,
    tunnel_key_old_name, burj_key_renamed, hubble_result_date_changes, everest_measurements_differ,
    linux_update_reverted, jwst_launch_time_zones, voyager_snippet_contradicts_page, requests_release_pages,
    skytree_edit_stamp_backwards, hubble_query_dependent_snippets, arxiv_version_changes, hn_front_page_moves,
    millau_cleared_memory_not_empty, apollo_times_and_reorder,
]


def build() -> RowSet:
    rs = RowSet(OUT)
    order = list(range(len(BUILDERS)))
    random.Random(f"h5-{DOMAIN}").shuffle(order)  # ids do not reveal which trajectories are bad
    made = sorted(((order[i] + 1, b()) for i, b in enumerate(BUILDERS)), key=lambda p: p[0])
    for num, tr in made:
        assert 6 <= len(tr.turns) <= 12, (num, len(tr.turns))
        rs.add(DOMAIN, f"h5-{DOMAIN}-{num:02d}", SEARCH_SYSTEM, tr.turns, bad=tr.bad, turn=tr.turn, kind=tr.kind)
    return rs


def main() -> None:
    build().write()


if __name__ == "__main__":
    main()
