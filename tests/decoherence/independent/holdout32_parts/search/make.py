# ruff: noqa: E501
"""Held-out set holdout32, domain search: 22 deep-research trajectories written blind.

The agent works with three tools: web_search (ranked results), web_extractor (a page as Markdown) and
dict_memory (a key-value scratchpad). Eleven trajectories are clean; eleven carry exactly one observation
that contradicts an earlier turn. Run from the repository root:

    python3 -m tests.decoherence.independent.holdout32_parts.search.make
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TASK = "search"

TOOLS = [
    {"name": "web_search",
     "description": "Perform batched web searches: supply an array 'queries'; the tool retrieves the top 10 results for each query in one call.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "description": "Array of query strings."}}, "required": ["queries"]}},
    {"name": "web_extractor",
     "description": "Visit a webpage and return its main content as Markdown, paying attention to the stated goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to visit."}, "goal": {"type": "string", "description": "The information sought on the page."}}, "required": ["url", "goal"]}},
    {"name": "dict_memory",
     "description": "A persistent key-value scratchpad for intermediate findings.",
     "parameters": {"type": "object", "properties": {
         "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
         "dict": {"type": "object", "description": "Key-value pairs for add/update."},
         "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}}, "required": ["operation"]}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model**: a precise simulator of a web search and information retrieval environment. For each tool call of a deep-research agent, predict the exact response the real tool would return, after **Environment Observation:**.

## Core Responsibilities

1. **Factuality first**: rely on accurate real-world knowledge; do not fabricate entities, figures or sources.
2. **Behavioral fidelity**: reproduce real search engine ranking, result diversity and real page structures.
3. **Context maintenance**: track every search result, extracted page and memory entry across turns. Extracted content must agree with earlier snippets of the same URL, and memory must return exactly what was stored.

## Tool behavior

- `web_search`: for each query, 10 ranked results in the form `[n] URL`, `Title:`, `Snippet:`, `Date:` (`N/A` for undated reference pages; relative ages such as "2 hours ago" for fresh items).
- `web_extractor`: the page's main content as Markdown (headings, tables with `|`, lists), boilerplate stripped; long pages may be cut at the extractor's length limit.
- `dict_memory`: `add` -> `Successfully added items of [keys] to memory.`; `update` -> `Successfully updated items of [keys] in memory.`; `retrieve` -> the stored pairs (or `Key not found`); `retrieve_all` -> every stored pair; `remove` -> `Successfully removed items of [keys] from memory.`; `remove_all` -> `Successfully cleared all memory.` Memory persists until removed.

The starting state (date, search history, memory contents, user question) is given with the first turn.

# Available tools

""" + json.dumps(TOOLS, indent=1, ensure_ascii=False)


def state(date: str, question: str, mem: dict[str, str] | None = None) -> str:
    mem_txt = json.dumps(mem, indent=2, ensure_ascii=False) if mem else "(empty)"
    return (f"Session date: {date}\nSearch history: none in this session\n"
            f"dict_memory contents: {mem_txt}\nUser question: {question}")


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def got(pairs: dict[str, str]) -> str:
    return "Retrieved items:\n" + json.dumps(pairs, indent=2, ensure_ascii=False)


def everything(pairs: dict[str, str]) -> str:
    if not pairs:
        return "Memory is empty."
    n = len(pairs)
    return f"Memory contains {n} item{'s' if n != 1 else ''}:\n" + json.dumps(pairs, indent=2, ensure_ascii=False)


def md(text: str) -> str:
    return text.strip("\n")


# NSIDC sea ice analyses, clean
def t01(rs: RowSet) -> None:
    turns = [
        (search("Antarctic sea ice minimum 2023 record low NSIDC"), results(
            ("https://nsidc.org/sea-ice-today/analyses/antarctic-sea-ice-sets-new-record-low", "Antarctic sea ice sets a new record low | National Snow and Ice Data Center", "On February 21, 2023, Antarctic sea ice reached its minimum extent for the year at 1.79 million square kilometers (691,000 square miles), setting a new record low in the satellite record ...", "Mar 1, 2023"),
            ("https://earthobservatory.nasa.gov/images/151074/antarctic-sea-ice-reaches-another-record-low", "Antarctic Sea Ice Reaches Another Record Low - NASA Earth Observatory", "Sea ice around Antarctica shrank to its lowest extent on record in February 2023, breaking the previous record set just one year earlier.", "Feb 27, 2023"),
            ("https://www.carbonbrief.org/antarctic-sea-ice-hits-record-low-for-second-year-running/", "Antarctic sea ice hits record low for second year running - Carbon Brief", "Daily extent has fallen below the previous record low of 1.92m square kilometres, set on 25 February 2022, with the melt season not yet over ...", "Feb 15, 2023"),
            ("https://climate.copernicus.eu/surface-air-temperature-february-2023", "Surface air temperature for February 2023 | Copernicus", "Antarctic sea ice extent reached its lowest value for the month in the 45-year satellite data record, with a monthly extent 34% below average.", "Mar 8, 2023"),
            ("https://en.wikipedia.org/wiki/Antarctic_sea_ice", "Antarctic sea ice - Wikipedia", "Antarctic sea ice is the sea ice of the Southern Ocean. It extends from the far north in the winter and retreats to almost the coastline every summer.", "N/A"),
            ("https://www.theguardian.com/environment/2023/feb/14/antarctic-sea-ice-at-record-low", "Antarctic sea ice shrinks to lowest extent ever recorded | The Guardian", "Sea ice around Antarctica has shrunk to its lowest extent since satellite records began, scientists say, with about a month of melting still to go ...", "Feb 14, 2023"),
            ("https://www.bbc.com/news/science-environment-66724246", "Antarctic sea-ice at 'mind-blowing' low alarms experts - BBC News", "Antarctica's sea-ice is well below any previously recorded winter level, new data shows, ... less than 17 million sq km of sea-ice.", "Sep 18, 2023"),
            ("https://nsidc.org/data/g02135/versions/3", "Sea Ice Index, Version 3 | National Snow and Ice Data Center", "The Sea Ice Index provides a quick look at Arctic- and Antarctic-wide changes in sea ice. It is a source for consistently processed ice extent and concentration images and data values since 1979.", "N/A"),
            ("https://www.washingtonpost.com/climate-environment/2023/02/23/antarctica-sea-ice-record-low/", "Antarctic sea ice hits record low, raising alarm among scientists", "The ice around the frozen continent has shrunk to about 1.8 million square kilometers, the smallest since satellite observations began in the late 1970s.", "Feb 23, 2023"),
            ("https://www.reddit.com/r/climate/comments/11c9v3p/antarctic_sea_ice_extent_hits_a_new_record_low/", "Antarctic sea ice extent hits a new record low : r/climate", "NSIDC 5-day average is now below the Feb 2022 minimum and still falling. Charctic link in comments ...", "Feb 26, 2023"))),
        (extract("https://nsidc.org/sea-ice-today/analyses/antarctic-sea-ice-sets-new-record-low", "2023 Antarctic minimum extent, date, and comparison with earlier record lows"), md("""
# Antarctic sea ice sets a new record low

**March 1, 2023**

Antarctic sea ice reached its lowest extent for the year on February 21, 2023, at 1.79 million square kilometers (691,000 square miles). This is the lowest extent in the satellite record that began in 1979, and 136,000 square kilometers (52,500 square miles) below the previous record low set on February 25, 2022. Arctic sea ice extent, meanwhile, remains well below average for the season but is not near record levels.

Please note that this is a preliminary announcement. Changing winds or late-season melt could still reduce the Antarctic ice extent, as happened in some previous years. NSIDC scientists will release a full analysis of the 2022 to 2023 Antarctic melt season in early March.

## Overview of conditions

Antarctic sea ice extent declined rapidly through December and January, reaching record lows for the time of year beginning in mid-January. Ice loss was particularly pronounced in the Bellingshausen and Amundsen Seas, where the ice edge retreated to near the coast, and the region was almost entirely ice free by mid-February. The Ross Sea also saw less ice than average, while extent in the eastern Weddell Sea was near average.

## Lowest Antarctic minimum extents in the satellite record

| Rank | Year | Minimum extent (million km²) | Minimum extent (million mi²) | Date |
| --- | --- | --- | --- | --- |
| 1 | 2023 | 1.79 | 0.691 | February 21 |
| 2 | 2022 | 1.92 | 0.741 | February 25 |
| 3 | 2017 | 2.11 | 0.815 | March 3 |
| 4 | 2018 | 2.15 | 0.830 | February 21 |

Values are based on the five-day trailing average of daily extent from the Sea Ice Index, version 3.

## Conditions in context

Antarctic sea ice extent showed a small upward trend over most of the satellite era, peaking in 2014, when the winter maximum reached a record high of 20.11 million square kilometers (7.76 million square miles). Since 2016, extent has been well below the long-term average in most months. Scientists are still investigating how much of this change reflects natural variability in winds and ocean conditions and how much is linked to a warming Southern Ocean.

## Further reading

- Sea Ice Index, version 3 (G02135)
- Charctic interactive sea ice graph
""")),
        (memory("add", dict={"antarctic_min_2023": "1.79 million km² (691,000 sq mi) on 21 Feb 2023; record low since 1979 (NSIDC, 5-day avg)", "antarctic_min_prev_record": "1.92 million km² on 25 Feb 2022"}),
         added("antarctic_min_2023", "antarctic_min_prev_record")),
        (search("NSIDC Antarctic sea ice maximum September 2023 lowest on record"), results(
            ("https://nsidc.org/sea-ice-today/analyses/antarctic-sea-ice-reaches-record-low-maximum", "Antarctic sea ice reaches a record low maximum | National Snow and Ice Data Center", "On September 10, 2023, Antarctic sea ice reached its annual maximum extent of 16.96 million square kilometers (6.55 million square miles), the lowest sea ice maximum in the 1979 to 2023 record by a wide margin.", "Sep 25, 2023"),
            ("https://www.nasa.gov/earth/antarctic-sea-ice-reaches-another-record-low/", "Antarctic Sea Ice Reaches Another Record Low - NASA", "Antarctic sea ice extent peaked at 6.55 million square miles (16.96 million square kilometers) on Sept. 10, 398,000 square miles (1.03 million square kilometers) below the previous record low reached in 1986.", "Sep 25, 2023"),
            ("https://www.bbc.com/news/science-environment-66724246", "Antarctic sea-ice at 'mind-blowing' low alarms experts - BBC News", "Antarctica's sea-ice is well below any previously recorded winter level ... less than 17 million sq km of sea-ice - 1.5 million sq km below the September average.", "Sep 18, 2023"),
            ("https://www.carbonbrief.org/antarctic-sea-ice-winter-maximum-2023-lowest-on-record/", "Antarctic sea ice winter maximum is the lowest on record - Carbon Brief", "The winter peak was roughly 1m square kilometres below the previous lowest maximum, an area about the size of Egypt ...", "Sep 26, 2023"),
            ("https://en.wikipedia.org/wiki/Antarctic_sea_ice", "Antarctic sea ice - Wikipedia", "In 2023 the Antarctic winter maximum was the lowest on record; the summer minimum earlier that year was also a record low.", "N/A"),
            ("https://www.theguardian.com/world/2023/sep/26/antarctic-sea-ice-winter-maximum-record-low", "Antarctic winter sea ice hits record low - The Guardian", "Sea ice peaked at about 17m sq km, some 1.75m sq km below the 1981-2010 average ...", "Sep 26, 2023"),
            ("https://wmo.int/media/news/antarctic-sea-ice-extent-record-low-winter", "Antarctic sea ice extent at record low for winter | World Meteorological Organization", "Antarctic sea ice extent remained at record low levels for the time of year throughout the austral winter ...", "Oct 5, 2023"),
            ("https://www.scientificamerican.com/article/antarctic-sea-ice-hits-record-low-winter-peak/", "Antarctic Sea Ice Hits Record-Low Winter Peak | Scientific American", "The ice that rings Antarctica grew to its smallest winter extent since satellite records began ...", "Sep 27, 2023"),
            ("https://nsidc.org/sea-ice-today/sea-ice-tools/charctic-interactive-sea-ice-graph", "Charctic Interactive Sea Ice Graph | National Snow and Ice Data Center", "Daily Arctic and Antarctic sea ice extent from the Sea Ice Index, updated daily. Compare any year with the 1981 to 2010 median.", "N/A"),
            ("https://www.severe-weather.eu/global-weather/antarctic-sea-ice-record-low-2023-fa/", "Antarctic sea ice is at a record low in 2023 - Severe Weather Europe", "Sea ice extent around Antarctica has been tracking far below any previous year since April ...", "Aug 4, 2023"))),
        (extract("https://nsidc.org/sea-ice-today/analyses/antarctic-sea-ice-reaches-record-low-maximum", "2023 maximum extent, date, margin below previous record and average"), md("""
# Antarctic sea ice reaches a record low maximum

**September 25, 2023**

On September 10, 2023, Antarctic sea ice reached its annual maximum extent of 16.96 million square kilometers (6.55 million square miles), the lowest sea ice maximum in the 1979 to 2023 sea ice record by a wide margin. This year's maximum is 1.03 million square kilometers (398,000 square miles) below the previous record-low maximum, set in 1986, and 1.75 million square kilometers (676,000 square miles) below the 1981 to 2010 average maximum of 18.71 million square kilometers.

In the Arctic, sea ice reached its minimum extent on September 19 at 4.23 million square kilometers (1.63 million square miles), the sixth lowest in the satellite record.

## Overview of Antarctic conditions

Sea ice growth in the Southern Ocean was sluggish from late April onward, and extent remained at record lows for the time of year for most of the austral autumn and winter. The largest deficits were in the Weddell Sea, the Bellingshausen Sea and parts of the Ross Sea. Early in the season, the ice edge lay as much as several hundred kilometers south of its usual position off the Antarctic Peninsula.

| Year | Maximum extent (million km²) | Maximum extent (million mi²) | Date |
| --- | --- | --- | --- |
| 2023 | 16.96 | 6.55 | September 10 |
| 1986 | 17.99 | 6.95 | September |
| 1981–2010 average | 18.71 | 7.22 | — |

## Possible causes

Several factors may have contributed, including warmer-than-average ocean temperatures near the ice edge, wind patterns that pushed the ice toward the continent, and a persistent low-pressure system in the Amundsen Sea. NSIDC scientists caution that a single year is not enough to conclude that Antarctic sea ice has entered a new regime.

## Data note

Extents are based on the five-day trailing average from the Sea Ice Index, version 3. The maximum date may shift slightly if late-season growth occurs.
""")),
        (memory("add", dict={"antarctic_max_2023": "16.96 million km² (6.55 million sq mi) on 10 Sep 2023; lowest max on record, 1.03 million km² below 1986 and 1.75 million km² below 1981–2010 avg"}),
         added("antarctic_max_2023")),
        (search("NSIDC Antarctic sea ice minimum 2024 extent"), results(
            ("https://nsidc.org/sea-ice-today/analyses/antarctic-minimum-2024", "Antarctic sea ice minimum 2024 | National Snow and Ice Data Center", "Antarctic sea ice likely reached its minimum extent on February 20, 2024, at 1.99 million square kilometers (768,000 square miles), the third-lowest in the satellite record ...", "Mar 5, 2024"),
            ("https://nsidc.org/sea-ice-today/analyses/antarctic-sea-ice-maximum-2024", "Antarctic sea ice maximum 2024: second lowest on record | NSIDC", "Antarctic sea ice extent reached its annual maximum of 17.16 million square kilometers on September 19, 2024, the second lowest maximum in the satellite record.", "Oct 1, 2024"),
            ("https://climate.copernicus.eu/copernicus-february-2024-was-globally-warmest-february-record", "February 2024 was globally the warmest on record | Copernicus", "Antarctic sea ice extent was 28% below average for the month, the third-lowest February extent ...", "Mar 6, 2024"),
            ("https://www.carbonbrief.org/analysis-antarctic-sea-ice-low-2024/", "Analysis: Antarctic sea ice low for third year in a row - Carbon Brief", "The 2024 summer minimum was again among the lowest in the satellite era, following record lows in 2022 and 2023.", "Mar 7, 2024"),
            ("https://nsidc.org/sea-ice-today", "Sea Ice Today | National Snow and Ice Data Center", "Analysis and daily images of Arctic and Antarctic sea ice conditions. Updated daily.", "N/A"),
            ("https://www.nature.com/articles/s43247-024-01309-2", "Record low Antarctic sea ice in 2023 increased ocean heat loss - Communications Earth & Environment", "We show that the record-low ice cover in winter 2023 exposed large areas of open ocean ...", "Apr 2, 2024"),
            ("https://www.bas.ac.uk/media-post/antarctic-sea-ice-2024/", "Antarctic sea ice remains low in 2024 - British Antarctic Survey", "Following the extraordinary lows of 2023, sea ice extent around Antarctica remained well below average through 2024 ...", "Oct 3, 2024"),
            ("https://en.wikipedia.org/wiki/Antarctic_sea_ice", "Antarctic sea ice - Wikipedia", "Antarctic sea ice extent in 2022, 2023 and 2024 was among the lowest since satellite records began in 1979.", "N/A"),
            ("https://www.washingtonpost.com/climate-environment/2024/02/22/antarctic-sea-ice-low-2024/", "Antarctic sea ice is low again, but not a record", "Sea ice around Antarctica is tracking near the third lowest on record for late February ...", "Feb 22, 2024"),
            ("https://www.reddit.com/r/climate/comments/1b6k2de/antarctic_sea_ice_minimum_2024_third_lowest/", "Antarctic sea ice minimum 2024: third lowest : r/climate", "NSIDC says 1.99M km² on Feb 20. Still lower than every year before 2017 ...", "Mar 5, 2024"))),
        (memory("retrieve_all"), everything({
            "antarctic_min_2023": "1.79 million km² (691,000 sq mi) on 21 Feb 2023; record low since 1979 (NSIDC, 5-day avg)",
            "antarctic_min_prev_record": "1.92 million km² on 25 Feb 2022",
            "antarctic_max_2023": "16.96 million km² (6.55 million sq mi) on 10 Sep 2023; lowest max on record, 1.03 million km² below 1986 and 1.75 million km² below 1981–2010 avg"})),
    ]
    rs.add(task=TASK, tid="h32-search-01", system=SYSTEM, turns=turns,
           state=state("2024-11-05", "How low did Antarctic sea ice extent get in 2023, at the summer minimum and at the winter maximum, and how did 2024 compare?"))



# NTSB / Aviation Safety Network, bad
def t02(rs: RowSet) -> None:
    prelim_pdf = "https://www.ntsb.gov/investigations/Documents/DCA24MA063%20Preliminary%20Report.pdf"
    turns = [
        (search("Alaska Airlines 1282 NTSB preliminary report door plug bolts"), results(
            ("https://www.ntsb.gov/investigations/Pages/DCA24MA063.aspx", "Aviation Investigation DCA24MA063 | NTSB", "Alaska Airlines flight 1282, Boeing 737-9, N704AL, in-flight separation of left mid exit door plug, Portland, Oregon, January 5, 2024.", "N/A"),
            ("https://www.ntsb.gov/news/press-releases/Pages/NR20240206.aspx", "NTSB Issues Preliminary Report on Alaska Airlines Flight 1282", "The preliminary report says four bolts that prevent upward movement of the door plug were missing when the plug left the Boeing factory ...", "Feb 6, 2024"),
            ("https://en.wikipedia.org/wiki/Alaska_Airlines_Flight_1282", "Alaska Airlines Flight 1282 - Wikipedia", "Alaska Airlines Flight 1282 was a scheduled domestic flight from Portland to Ontario, California. On January 5, 2024, a door plug blew out as the aircraft climbed through about 14,800 feet ...", "N/A"),
            ("https://aviation-safety.net/wikibase/354869", "Accident Boeing 737-9 MAX N704AL, Friday 5 January 2024 - ASN", "A cabin door plug separated from an Alaska Airlines Boeing 737-9 MAX during climb out of Portland International Airport, causing a rapid decompression ...", "Jan 6, 2024"),
            ("https://www.seattletimes.com/business/boeing-aerospace/ntsb-report-says-boeing-failed-to-secure-door-plug-with-bolts/", "NTSB report: Boeing failed to secure 737 MAX door plug with bolts | The Seattle Times", "A photo shared by Boeing with investigators shows the plug reinstalled at the Renton plant with no bolts in place ...", "Feb 6, 2024"),
            ("https://www.reuters.com/business/aerospace-defense/us-ntsb-issue-preliminary-report-alaska-737-max-9-accident-2024-02-06/", "Bolts missing from Alaska 737 MAX 9 door plug, NTSB says | Reuters", "Four key bolts were missing from the door plug that flew off an Alaska Airlines Boeing 737 MAX 9 jet last month, the NTSB said on Tuesday.", "Feb 6, 2024"),
            ("https://www.faa.gov/newsroom/updates-grounding-boeing-737-9-max-aircraft", "Updates on the grounding of Boeing 737-9 MAX aircraft | Federal Aviation Administration", "The FAA ordered the temporary grounding of certain Boeing 737-9 MAX airplanes operated by U.S. airlines or in U.S. territory ... approximately 171 airplanes worldwide.", "Jan 24, 2024"),
            ("https://theaircurrent.com/aviation-safety/alaska-1282-door-plug-renton-rivet-repair/", "How a rivet repair led to a missing door plug's bolts - The Air Current", "The door plug was opened in September 2023 so workers could repair damaged rivets; records of the removal were never created ...", "Feb 7, 2024"),
            ("https://simpleflying.com/alaska-airlines-flight-1282-what-we-know/", "Alaska Airlines Flight 1282: Everything We Know So Far - Simple Flying", "The aircraft, registered N704AL, had been delivered to Alaska Airlines less than three months earlier ...", "Jan 12, 2024"),
            ("https://www.reddit.com/r/aviation/comments/1ak9c1x/ntsb_preliminary_report_as1282/", "NTSB preliminary report AS1282 : r/aviation", "Page 7 has the photo from the Renton floor. No bolts in the upper guide track fittings ...", "Feb 6, 2024"))),
        (extract("https://www.ntsb.gov/investigations/Pages/DCA24MA063.aspx", "case number, aircraft, date, what separated and investigation status"), md("""
# Aviation Investigation DCA24MA063

## In-flight separation of left mid exit door plug, Alaska Airlines flight 1282, Boeing 737-9, N704AL

| | |
| --- | --- |
| **NTSB Number** | DCA24MA063 |
| **Date** | 01/05/2024 |
| **Location** | Portland, OR |
| **Airplane** | Boeing 737-9 |
| **Registration** | N704AL |
| **Operator** | Alaska Airlines |
| **Event Type** | Accident |
| **Mode** | Aviation |
| **Investigation Status** | The investigation is ongoing |

## What happened

On January 5, 2024, about 1714 Pacific standard time, Alaska Airlines flight 1282, a Boeing 737-9, N704AL, returned to Portland International Airport (PDX), Portland, Oregon, after the left mid exit door (MED) plug separated from the airplane during the climb after departure. The airplane was operating as a scheduled domestic passenger flight from PDX to Ontario International Airport (ONT), Ontario, California. There were 171 passengers and 6 crewmembers on board. Seven passengers and one flight attendant received minor injuries.

The door plug separated as the airplane climbed through about 14,830 feet. The flight crew declared an emergency and returned to PDX, where the airplane landed safely on runway 28L.

## Investigation details

- The door plug was recovered on January 7, 2024, in a residential backyard in the Cedar Hills area of Portland and was taken to the NTSB Materials Laboratory in Washington, DC.
- The airplane was delivered to Alaska Airlines on October 31, 2023, and entered revenue service on November 11, 2023. At the time of the accident it had accumulated about 510 flight hours and 154 flight cycles.
- The Preliminary Report was published on February 6, 2024.

## Investigative updates

- 01/06/2024 — Go team launched to Portland, Oregon
- 01/08/2024 — Media briefing: door plug recovered, cockpit voice recorder overwritten
- 02/06/2024 — Preliminary Report released
- 03/06/2024 — Investigative update: records request to Boeing regarding door plug removal

## Docket

The public docket will be opened later in the investigation.
""")),
        (extract("https://aviation-safety.net/wikibase/354869", "aircraft details and narrative"), md("""
# Accident Boeing 737-9 MAX N704AL, Friday 5 January 2024

| | |
| --- | --- |
| **Date:** | Friday 5 January 2024 |
| **Time:** | 17:14 LT |
| **Type:** | Boeing 737-9 MAX |
| **Owner/operator:** | Alaska Airlines |
| **Registration:** | N704AL |
| **MSN:** | 67501 |
| **Year of manufacture:** | 2023 |
| **Engine model:** | CFMI LEAP-1B |
| **Fatalities:** | Fatalities: 0 / Occupants: 177 |
| **Other fatalities:** | 0 |
| **Aircraft damage:** | Substantial |
| **Category:** | Accident |
| **Location:** | near Portland International Airport, OR (PDX) - United States of America |
| **Phase:** | Initial climb |
| **Nature:** | Passenger - Scheduled |
| **Departure airport:** | Portland International Airport, OR (PDX/KPDX) |
| **Destination airport:** | Ontario International Airport, CA (ONT/KONT) |
| **Investigating agency:** | NTSB |
| **Confidence Rating:** | Information verified through data from accident investigation authorities |

## Narrative

Alaska Airlines flight AS1282, a Boeing 737-9 MAX, suffered a rapid decompression when the left-hand mid cabin exit door plug separated from the fuselage during the climb out of Portland. The aircraft was climbing through approximately 14,800 ft when the plug blew out. The flight crew donned oxygen masks, declared an emergency and returned to Portland, landing on runway 28L about 20 minutes after departure.

Several passengers and a flight attendant sustained minor injuries. Seats 26A and 26B, adjacent to the door plug, were unoccupied.

Following the accident, the FAA issued an Emergency Airworthiness Directive grounding Boeing 737-9 MAX aircraft fitted with a mid cabin exit door plug pending inspections.

The aircraft had experienced pressurization warning lights on three previous flights (7 December 2023, 3 January 2024 and 4 January 2024). Alaska Airlines had restricted the aircraft from extended overwater flights to Hawaii pending maintenance.

## Sources

- NTSB
- FAA Emergency AD 2024-02-51
- Alaska Airlines

## Revision history

| Date/time | Contributor | Updates |
| --- | --- | --- |
| 06-Jan-2024 01:14 | ASN | Added |
| 06-Jan-2024 09:02 | ASN | Updated [Narrative, Photo] |
| 07-Feb-2024 10:45 | ASN | Updated [Narrative, Sources] |
""")),
        (memory("add", dict={"as1282_ntsb_id": "DCA24MA063", "as1282_aircraft": "Boeing 737-9 N704AL (MSN 67501), delivered to Alaska 31 Oct 2023, in service 11 Nov 2023", "as1282_event": "5 Jan 2024, PDX→ONT, left mid exit door plug separated at ~14,830 ft; 171 pax + 6 crew, 8 minor injuries"}),
         added("as1282_ntsb_id", "as1282_aircraft", "as1282_event")),
        (search("NTSB DCA24MA063 preliminary report PDF four bolts missing Renton rivets"), results(
            (prelim_pdf, "Aviation Investigation Preliminary Report - NTSB", "Accident Number: DCA24MA063. ... the four bolts that prevent upward movement of the MED plug were missing ... the plug was opened to replace damaged rivets at Boeing's Renton facility.", "Feb 6, 2024"),
            ("https://www.ntsb.gov/news/press-releases/Pages/NR20240206.aspx", "NTSB Issues Preliminary Report on Alaska Airlines Flight 1282", "Photographs provided by Boeing show the left MED plug closed with no bolts in three of the four visible locations ...", "Feb 6, 2024"),
            ("https://boeing.mediaroom.com/news-releases-statements?item=131356", "Statement from Boeing President and CEO Dave Calhoun on NTSB Preliminary Report", "Whatever final conclusions are reached, Boeing is accountable for what happened. An event like this must not happen on an airplane that leaves our factory.", "Feb 6, 2024"),
            ("https://apnews.com/article/boeing-alaska-airlines-panel-blowout-ntsb-preliminary-report-bolts", "Bolts that help secure panel that blew off a Boeing jet were missing, NTSB says | AP News", "Federal investigators say four bolts that were supposed to help secure a panel to the frame of an Alaska Airlines jetliner were missing ...", "Feb 6, 2024"),
            ("https://www.cnn.com/2024/02/06/business/ntsb-alaska-airlines-boeing-preliminary-report/index.html", "NTSB: Boeing 737 Max 9 door plug was missing bolts | CNN Business", "The door plug ... was removed at Boeing's factory in Renton, Washington, and reinstalled without the bolts, according to the report.", "Feb 6, 2024"),
            ("https://www.nytimes.com/2024/02/06/business/boeing-alaska-airlines-ntsb-report.html", "Boeing Jet's Door Plug Was Missing Bolts, Safety Board Says - The New York Times", "The preliminary report offered the clearest evidence yet that a manufacturing error caused the accident ...", "Feb 6, 2024"),
            ("https://www.geekwire.com/2024/ntsb-preliminary-report-alaska-airlines-boeing/", "NTSB traces Alaska Airlines door plug blowout to missing bolts at Boeing factory - GeekWire", "Spirit AeroSystems workers replaced five damaged rivets in September 2023 ...", "Feb 6, 2024"),
            ("https://www.flightglobal.com/safety/ntsb-finds-alaska-737-max-9-door-plug-bolts-missing/156789.article", "NTSB finds Alaska 737 Max 9 door plug bolts missing | Flight Global", "The preliminary report covers the airplane's production history, including a September 2023 rivet repair ...", "Feb 6, 2024"),
            ("https://www.aviationtoday.com/2024/02/07/ntsb-preliminary-report-alaska-1282/", "NTSB preliminary report on Alaska 1282: key findings", "Damage patterns on the plug and the upper guide fittings are consistent with the plug moving upward and off the stop pads without bolts installed.", "Feb 7, 2024"),
            ("https://www.reddit.com/r/boeing/comments/1akbx2f/prelim_report_is_out/", "Prelim report is out : r/boeing", "So the plug was opened for the rivet rework and never got its bolts back. Unbelievable.", "Feb 6, 2024"))),
        (extract(prelim_pdf, "what the preliminary report says about the bolts and the airplane's production history"), md("""
National Transportation Safety Board
Aviation Investigation Preliminary Report

| | | | |
| --- | --- | --- | --- |
| **Location:** | Portland, OR | **Accident Number:** | DCA24MA064 |
| **Date & Time:** | January 5, 2024, 17:14 Local | **Registration:** | N704AL |
| **Aircraft:** | Boeing 737-9 | **Injuries:** | 8 Minor, 169 None |
| **Flight Conducted Under:** | Part 121: Air carrier - Scheduled | | |

On January 5, 2024, about 1714 Pacific standard time, Alaska Airlines flight 1282, a Boeing 737-9, N704AL, returned to Portland International Airport (PDX), Portland, Oregon, after the left mid exit door (MED) plug separated from the airplane during the climb after departure. Seven passengers and one flight attendant received minor injuries; the airplane sustained substantial damage. The airplane was operated as a Title 14 Code of Federal Regulations Part 121 scheduled domestic passenger flight from PDX to Ontario International Airport (ONT), Ontario, California.

The flight crew stated that the departure was normal until the airplane climbed through about 14,830 ft mean sea level, when they heard a loud bang and their ears popped. The captain donned her oxygen mask; the first officer donned his oxygen mask and the flight crew declared an emergency.

### Airplane information

The accident airplane was delivered to Alaska Airlines on October 31, 2023, and entered revenue service on November 11, 2023. The airplane had accumulated 510 flight hours and 154 flight cycles.

### Door plug

The MED plug is secured to the airplane by 12 stop pads and 12 stop fittings, and by four bolts at the upper and lower guide track fittings that prevent the plug from moving upward. Examination of the recovered plug and of the airplane structure found no evidence of contact damage or deformation around the holes in the upper guide track fittings and the lower hinge fittings. The observed damage patterns and the absence of contact damage indicate that the four bolts that prevent upward movement of the MED plug were missing before the plug moved upward off the stop pads.

### Production history

The fuselage was manufactured by Spirit AeroSystems in Wichita, Kansas, and arrived at Boeing's Renton, Washington, facility on August 31, 2023. On September 1, 2023, damaged rivets were identified on the left MED plug's edge frame. Repair of the rivets required the MED plug to be opened. Photographs provided by Boeing, taken on September 19, 2023, after the rivet repair, show the left MED plug closed, with no retention bolts visible in three of the four locations (the fourth location was obscured by insulation).

### Previous pressurization events

The airplane's AUTO FAIL pressurization light illuminated on three previous flights, on December 7, 2023, and January 3 and 4, 2024. Following the December event, Alaska Airlines removed the airplane from extended operations (ETOPS) eligibility.

The investigation is ongoing.
""")),
        (memory("add", dict={"as1282_bolts": "All four MED plug retention bolts missing (NTSB prelim, 6 Feb 2024); plug opened at Boeing Renton for rivet repair, photo 19 Sep 2023 shows no bolts"}),
         added("as1282_bolts")),
        (search("Alaska 1282 AUTO FAIL pressurization light previous flights ETOPS restriction Hawaii"), results(
            ("https://www.seattletimes.com/business/boeing-aerospace/alaska-airlines-jet-had-pressurization-warnings-before-blowout/", "Alaska Airlines jet had pressurization warnings before blowout | The Seattle Times", "The pressurization warning light came on during three flights: Dec. 7, Jan. 3 and Jan. 4, NTSB chair Jennifer Homendy said ...", "Jan 7, 2024"),
            ("https://www.npr.org/2024/01/08/1223434498/alaska-airlines-pressurization-warning-lights", "Alaska Airlines plane had pressurization warnings before the door plug blew out : NPR", "Alaska had decided to restrict the aircraft from long flights over water, such as to Hawaii, so it could return quickly to an airport if needed ...", "Jan 8, 2024"),
            ("https://www.ntsb.gov/news/press-releases/Pages/NR20240206.aspx", "NTSB Issues Preliminary Report on Alaska Airlines Flight 1282", "Following the December 7 event, the airplane was removed from ETOPS service pending maintenance ...", "Feb 6, 2024"),
            ("https://www.cbsnews.com/news/alaska-airlines-boeing-737-max-9-pressurization-warning-lights/", "Boeing 737 Max 9 that lost door plug had pressurization warning lights - CBS News", "The NTSB said it was not yet clear whether the warnings were related to the door plug blowout.", "Jan 7, 2024"),
            ("https://en.wikipedia.org/wiki/Alaska_Airlines_Flight_1282", "Alaska Airlines Flight 1282 - Wikipedia", "The aircraft had been barred from flights to Hawaii after a pressurization warning light came on during three earlier flights.", "N/A"),
            ("https://www.aviationpros.com/aircraft-maintenance-technology/article/alaska-1282-pressurization-warnings", "What the AS1282 pressurization warnings do and do not tell us", "AUTO FAIL lights typically point to a controller fault; maintenance reset the controller each time ...", "Jan 10, 2024"),
            ("https://www.usatoday.com/story/travel/airline-news/2024/01/07/alaska-airlines-pressurization-warnings/72142812007/", "Alaska Airlines plane in door blowout had warning lights on previous flights - USA Today", "The NTSB said the plane's auto-pressurization warning lit up on Dec. 7, Jan. 3 and Jan. 4.", "Jan 7, 2024"),
            ("https://www.pprune.org/rumours-news/656781-alaska-737-max-9-door-plug.html", "Alaska 737 MAX 9 door plug - PPRuNe Forums", "The ETOPS restriction after a pressurization light is standard practice at many carriers ...", "Jan 8, 2024"),
            ("https://www.kgw.com/article/news/local/alaska-airlines-1282-warning-lights/283-5e7a9b1f", "Alaska Airlines jet restricted from Hawaii flights after warning lights | KGW8", "Maintenance crews had reset the system and cleared the airplane to fly ...", "Jan 7, 2024"),
            ("https://www.reddit.com/r/aviation/comments/1910qvx/pressurization_warnings_on_n704al/", "Pressurization warnings on N704AL before 1282 : r/aviation", "Three AUTO FAIL events in a month on a brand-new airframe ...", "Jan 7, 2024"))),
        (memory("retrieve", key_list=["as1282_ntsb_id", "as1282_bolts"]), got({
            "as1282_ntsb_id": "DCA24MA063",
            "as1282_bolts": "All four MED plug retention bolts missing (NTSB prelim, 6 Feb 2024); plug opened at Boeing Renton for rivet repair, photo 19 Sep 2023 shows no bolts"})),
    ]
    rs.add(task=TASK, tid="h32-search-02", system=SYSTEM, turns=turns, bad=True, turn=6,
           kind="NTSB accident number in the extracted preliminary report differs from the case id shown earlier",
           state=state("2024-04-12", "What did the NTSB preliminary report on Alaska Airlines flight 1282 find about the door plug bolts, and which aircraft was involved?"))


# BVB statement and Transfermarkt, bad
def t03(rs: RowSet) -> None:
    old_fee = "€103m fixed (BVB ad-hoc statement, 7 Jun 2023)"
    new_fee = "€103m fixed + variable components up to ~30% (≈€30.9m); maximum ≈ €133.9m (BVB)"
    turns = [
        (search("Jude Bellingham Real Madrid transfer fee official Dortmund statement"), results(
            ("https://www.bvb.de/en/en/news/overview/jude-bellingham-moves-to-real-madrid.html", "Jude Bellingham moves to Real Madrid | Borussia Dortmund", "Borussia Dortmund and Real Madrid have agreed on the transfer of Jude Bellingham. The fixed transfer fee amounts to 103 million euros ...", "Jun 7, 2023"),
            ("https://www.realmadrid.com/en-US/news/club/communiques/official-announcement-jude-bellingham-07-06-2023", "Official Announcement: Jude Bellingham | Real Madrid CF", "Real Madrid C. F. and Borussia Dortmund have agreed to the transfer of Jude Bellingham. The player will be linked to the club for the next six seasons ...", "Jun 7, 2023"),
            ("https://www.bbc.com/sport/football/65830823", "Jude Bellingham: Real Madrid agree deal to sign England midfielder from Borussia Dortmund - BBC Sport", "Real Madrid have agreed a deal to sign England midfielder Jude Bellingham from Borussia Dortmund for an initial fee of 103m euros (£88.5m).", "Jun 7, 2023"),
            ("https://www.transfermarkt.com/jude-bellingham/transfers/spieler/581678", "Jude Bellingham - Transfer history | Transfermarkt", "Transfer history of Jude Bellingham: Real Madrid, Borussia Dortmund, Birmingham City. Fees, market values and dates.", "N/A"),
            ("https://www.theguardian.com/football/2023/jun/07/real-madrid-agree-103m-fee-with-dortmund-for-jude-bellingham", "Real Madrid agree €103m fee with Dortmund for Jude Bellingham | The Guardian", "The 19-year-old will sign a six-year contract; add-ons could take the deal past €130m ...", "Jun 7, 2023"),
            ("https://www.espn.com/soccer/story/_/id/37835321/real-madrid-sign-jude-bellingham-borussia-dortmund", "Real Madrid sign Jude Bellingham from Borussia Dortmund - ESPN", "Dortmund said the deal could rise by around 30% in add-ons, making it one of the most expensive transfers ever.", "Jun 7, 2023"),
            ("https://en.wikipedia.org/wiki/Jude_Bellingham", "Jude Bellingham - Wikipedia", "Jude Victor William Bellingham (born 29 June 2003) is an English professional footballer who plays as a midfielder for La Liga club Real Madrid and the England national team.", "N/A"),
            ("https://www.skysports.com/football/news/11095/12897154/jude-bellingham-real-madrid-complete-signing", "Jude Bellingham: Real Madrid complete signing from Borussia Dortmund | Sky Sports", "The England international has signed a six-year deal at the Bernabeu ...", "Jun 7, 2023"),
            ("https://www.goal.com/en/news/jude-bellingham-real-madrid-transfer-fee-add-ons/blt9a1b2c3d4e5f6a7b", "How much did Real Madrid pay for Jude Bellingham? Fee and add-ons explained | Goal.com", "A fixed €103 million, with performance-related variables worth up to roughly 30 per cent on top ...", "Jun 8, 2023"),
            ("https://www.reddit.com/r/soccer/comments/143h5xb/bvb_jude_bellingham_joins_real_madrid_fixed_fee/", "[BVB] Jude Bellingham joins Real Madrid. Fixed fee €103m : r/soccer", "Variable components of up to ~30% on top. Ad-hoc statement filed with the stock exchange ...", "Jun 7, 2023"))),
        (extract("https://www.bvb.de/en/en/news/overview/jude-bellingham-moves-to-real-madrid.html", "fee, add-ons and contract details"), md("""
# Jude Bellingham moves to Real Madrid

**07.06.2023 — News / Professional team**

Borussia Dortmund and Real Madrid have agreed on the transfer of Jude Bellingham. The 19-year-old midfielder will move to the Spanish record champions with effect from 1 July 2023.

## Ad-hoc disclosure pursuant to Art. 17 MAR

Borussia Dortmund GmbH & Co. KGaA today concluded an agreement with Real Madrid C.F. on the transfer of the professional footballer Jude Bellingham. The fixed transfer fee is EUR 103.00 million. In addition, variable components may become payable that could amount to up to around 30 percent of the fixed transfer fee.

The transfer will have a positive effect on earnings in the 2023/2024 financial year.

## Three seasons in black and yellow

Bellingham joined Borussia Dortmund from Birmingham City in the summer of 2020 at the age of 17. He made 132 competitive appearances for BVB, scoring 24 goals and providing 25 assists, and won the DFB Cup in 2021. In the 2022/23 season he captained the side on several occasions and was named the Bundesliga's Player of the Season.

> "Jude has developed into one of the best midfielders in the world in Dortmund. We thank him for three outstanding years and wish him all the best in Madrid," said Sebastian Kehl, Sporting Director.

> "It was a difficult decision to leave this club. Dortmund will always have a special place in my heart," said Jude Bellingham.

Real Madrid announced that Bellingham has signed a contract for the next six seasons, until 30 June 2029.
""")),
        (memory("add", dict={"bellingham_fee": old_fee, "bellingham_contract": "Real Madrid, six seasons, until 30 Jun 2029"}),
         added("bellingham_fee", "bellingham_contract")),
        (search("Transfermarkt Jude Bellingham transfer history Birmingham Dortmund fee 2020"), results(
            ("https://www.transfermarkt.com/jude-bellingham/transfers/spieler/581678", "Jude Bellingham - Transfer history | Transfermarkt", "Transfer history of Jude Bellingham: 23/24 Bor. Dortmund → Real Madrid €103.00m; 20/21 Birmingham → Bor. Dortmund €30.15m ...", "N/A"),
            ("https://www.transfermarkt.com/jude-bellingham/profil/spieler/581678", "Jude Bellingham - Player profile 23/24 | Transfermarkt", "Market value: €180.00m. Position: Attacking Midfield. Current club: Real Madrid. Contract expires: Jun 30, 2029.", "N/A"),
            ("https://www.bbc.com/sport/football/53471637", "Jude Bellingham: Borussia Dortmund sign Birmingham City teenager - BBC Sport", "Borussia Dortmund have signed Birmingham City midfielder Jude Bellingham for a fee of about £25m. Birmingham will retire his number 22 shirt.", "Jul 20, 2020"),
            ("https://www.bvb.de/en/en/news/overview/bvb-signs-jude-bellingham.html", "BVB signs Jude Bellingham | Borussia Dortmund", "The 17-year-old English midfielder has signed a contract until 30 June 2025 ...", "Jul 20, 2020"),
            ("https://www.bcfc.com/news/2020/07/20/jude-bellingham-joins-borussia-dortmund", "Jude Bellingham joins Borussia Dortmund | Birmingham City FC", "Blues can confirm Jude Bellingham has completed a permanent transfer to Borussia Dortmund. The club will retire the No.22 shirt.", "Jul 20, 2020"),
            ("https://www.transfermarkt.com/borussia-dortmund/transfers/verein/16/saison_id/2020", "Borussia Dortmund - Transfers 20/21 | Transfermarkt", "Arrivals 20/21: Jude Bellingham (Birmingham City) €30.15m, Thomas Meunier (Paris SG) free transfer ...", "N/A"),
            ("https://www.theguardian.com/football/2020/jul/20/jude-bellingham-birmingham-borussia-dortmund-transfer", "Jude Bellingham completes £25m move from Birmingham to Borussia Dortmund | The Guardian", "The 17-year-old, who made his Birmingham debut at 16, becomes the most expensive 17-year-old in football history ...", "Jul 20, 2020"),
            ("https://www.capology.com/player/jude-bellingham-52340/", "Jude Bellingham Salary, Contract & Transfer Fees - Capology", "Estimated gross salary and contract details for Jude Bellingham at Real Madrid ...", "N/A"),
            ("https://www.footballtransfers.com/en/players/jude-bellingham", "Jude Bellingham - Transfer value & history - FootballTransfers", "Transfer history: Birmingham City → Borussia Dortmund (2020), Borussia Dortmund → Real Madrid (2023) ...", "N/A"),
            ("https://www.reddit.com/r/bluenose/comments/hujx3e/bellingham_gone_for_25m_and_22_retired/", "Bellingham gone for £25m and 22 retired : r/bluenose", "Mixed feelings about retiring the shirt of a 17 year old ...", "Jul 20, 2020"))),
        (extract("https://www.transfermarkt.com/jude-bellingham/transfers/spieler/581678", "fees for each transfer"), md("""
# Jude Bellingham

#5 — Real Madrid — LaLiga

| | |
| --- | --- |
| Date of birth/Age | Jun 29, 2003 (20) |
| Place of birth | Stourbridge |
| Citizenship | England, Ireland |
| Position | Attacking Midfield |
| Current club | Real Madrid |
| Joined | Jul 1, 2023 |
| Contract expires | Jun 30, 2029 |
| Current market value | €180.00m |
| Last update | Mar 26, 2024 |

## Transfer history

| Season | Date | Left | Joined | MV | Fee |
| --- | --- | --- | --- | --- | --- |
| 23/24 | Jul 1, 2023 | Bor. Dortmund | Real Madrid | €120.00m | €103.00m |
| 20/21 | Jul 20, 2020 | Birmingham | Bor. Dortmund | €10.00m | €30.15m |
| 19/20 | Jul 1, 2019 | Birmingham U18 | Birmingham | - | - |

Total fees: €133.15m

## Transfer fee notes

- 23/24: Fixed fee; performance-related add-ons of up to around 30% not included.
- 20/21: Fee converted from GBP (approx. £25m).

## Market value development

| Date | Club | Market value |
| --- | --- | --- |
| Mar 26, 2024 | Real Madrid | €180.00m |
| Dec 19, 2023 | Real Madrid | €180.00m |
| Jun 27, 2023 | Bor. Dortmund | €120.00m |
| Dec 21, 2022 | Bor. Dortmund | €110.00m |
| Jun 20, 2021 | Bor. Dortmund | €40.00m |
| Jan 20, 2020 | Birmingham | €10.00m |
""")),
        (memory("update", dict={"bellingham_fee": new_fee}), updated("bellingham_fee")),
        (memory("retrieve", key_list=["bellingham_fee", "bellingham_contract"]), got({
            "bellingham_fee": old_fee,
            "bellingham_contract": "Real Madrid, six seasons, until 30 Jun 2029"})),
        (search("Bellingham Real Madrid La Liga debut goal Athletic Bilbao August 2023"), results(
            ("https://www.realmadrid.com/en-US/news/football/first-team/match-reports/athletic-0-2-real-madrid-12-08-2023", "0-2: Winning start to LaLiga at San Mamés | Real Madrid CF", "Real Madrid got the season under way with a win in Bilbao thanks to goals from Rodrygo and Bellingham, who scored on his official debut ...", "Aug 12, 2023"),
            ("https://www.bbc.com/sport/football/66478812", "Athletic Bilbao 0-2 Real Madrid: Jude Bellingham scores on La Liga debut - BBC Sport", "Jude Bellingham scored on his La Liga debut as Real Madrid began the season with victory at Athletic Bilbao.", "Aug 12, 2023"),
            ("https://www.espn.com/soccer/report/_/gameId/681234", "Athletic Club 0-2 Real Madrid (Aug 12, 2023) Game Analysis - ESPN", "Bellingham headed in at the back post in the 36th minute ...", "Aug 12, 2023"),
            ("https://www.theguardian.com/football/2023/aug/12/athletic-bilbao-real-madrid-la-liga-match-report", "Bellingham scores on debut but Courtois-less Real lose Militão to injury | The Guardian", "Éder Militão was carried off with a knee injury in a win soured for Carlo Ancelotti ...", "Aug 12, 2023"),
            ("https://www.marca.com/en/football/real-madrid/2023/08/12/64d7e9a1e2704e1a0e8b4567.html", "Bellingham's dream debut: goal and leadership in Bilbao | MARCA in English", "The Englishman needed only 36 minutes to open his account in white ...", "Aug 12, 2023"),
            ("https://www.transfermarkt.com/spielbericht/index/spielbericht/4095471", "Athletic Bilbao - Real Madrid, Aug 12, 2023 - LaLiga - Match report | Transfermarkt", "LaLiga 2023/2024, 1. Matchday. Goals: 0:1 Rodrygo 28', 0:2 Bellingham 36'.", "N/A"),
            ("https://en.wikipedia.org/wiki/2023%E2%80%9324_Real_Madrid_CF_season", "2023–24 Real Madrid CF season - Wikipedia", "Bellingham scored on his league debut against Athletic Bilbao and went on to score in each of his first four La Liga matches ...", "N/A"),
            ("https://www.skysports.com/football/athletic-bilbao-vs-real-madrid/report/483921", "Athletic Bilbao 0-2 Real Madrid: Jude Bellingham scores on debut | Sky Sports", "Rodrygo opened the scoring before Bellingham turned in from close range ...", "Aug 12, 2023"),
            ("https://www.goal.com/en/lists/jude-bellingham-real-madrid-debut-player-ratings/blt1f2e3d4c5b6a7980", "Athletic Club 0-2 Real Madrid player ratings: Bellingham off the mark | Goal.com", "Bellingham 8/10: Scored on his debut and looked every inch a Madrid player ...", "Aug 12, 2023"),
            ("https://www.reddit.com/r/realmadrid/comments/15p7a9m/jude_bellingham_scores_on_his_laliga_debut/", "Jude Bellingham scores on his LaLiga debut! : r/realmadrid", "Hey Jude! Header from the Kroos corner ...", "Aug 12, 2023"))),
    ]
    rs.add(task=TASK, tid="h32-search-03", system=SYSTEM, turns=turns, bad=True, turn=7,
           kind="memory value updated at turn 6 reads back with its pre-update value",
           state=state("2024-05-20", "What fee did Real Madrid pay Borussia Dortmund for Jude Bellingham, including add-ons, and what had Dortmund paid Birmingham?"))



# NASA Exoplanet Archive, clean
def t04(rs: RowSet) -> None:
    turns = [
        (search("NASA Exoplanet Archive number of confirmed exoplanets 2025"), results(
            ("https://exoplanetarchive.ipac.caltech.edu/", "NASA Exoplanet Archive", "The NASA Exoplanet Archive is an online astronomical exoplanet and stellar catalog and data service ... Confirmed Planets: 5,953.", "N/A"),
            ("https://science.nasa.gov/exoplanets/discoveries-dashboard/", "Discoveries Dashboard - NASA Science", "Confirmed exoplanets, candidates and planetary systems, drawn from the NASA Exoplanet Archive and updated weekly.", "N/A"),
            ("https://en.wikipedia.org/wiki/Lists_of_exoplanets", "Lists of exoplanets - Wikipedia", "As of 3 July 2025, there are 5,921 confirmed exoplanets in 4,434 planetary systems, with 1,003 systems having more than one planet.", "N/A"),
            ("https://www.nasa.gov/universe/exoplanets/cosmic-milestone-nasa-confirms-5000-exoplanets/", "Cosmic Milestone: NASA Confirms 5,000 Exoplanets - NASA", "The count of confirmed exoplanets ticked past the 5,000 mark on March 21, according to the NASA Exoplanet Archive.", "Mar 21, 2022"),
            ("https://science.nasa.gov/universe/exoplanets/nasas-tally-of-planets-outside-our-solar-system-reaches-5500/", "NASA's Tally of Planets Outside Our Solar System Reaches 5,500 - NASA Science", "The number of confirmed planets beyond our solar system has reached 5,500, with the addition of 11 newly confirmed worlds to the NASA Exoplanet Archive.", "Aug 24, 2023"),
            ("https://exoplanet.eu/catalog/", "The Extrasolar Planets Encyclopaedia - Catalog", "7,612 planets, 5,218 planetary systems ... The Encyclopaedia uses different inclusion criteria than the NASA Exoplanet Archive.", "N/A"),
            ("https://www.planetary.org/articles/how-many-exoplanets-are-there", "How many exoplanets are there? | The Planetary Society", "Astronomers have confirmed nearly 6,000 exoplanets; most were found by watching for the dip in starlight as a planet transits its star.", "May 14, 2025"),
            ("https://www.space.com/17738-exoplanets.html", "Exoplanets: Worlds beyond our solar system | Space", "More than 5,900 exoplanets have been confirmed so far, with thousands more candidates awaiting confirmation ...", "Jun 30, 2025"),
            ("https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html", "Exoplanet and Candidate Statistics - NASA Exoplanet Archive", "Counts of confirmed planets by discovery method, facility and year, and counts of Kepler, K2 and TESS candidates.", "N/A"),
            ("https://astronomy.stackexchange.com/questions/50412/why-do-nasa-and-exoplanet-eu-report-different-numbers-of-exoplanets", "Why do NASA and exoplanet.eu report different numbers of exoplanets? - Astronomy Stack Exchange", "The two catalogs use different mass limits and confirmation criteria; exoplanet.eu includes objects up to 60 Jupiter masses ...", "Mar 2, 2023"))),
        (extract("https://exoplanetarchive.ipac.caltech.edu/", "total confirmed planets, last update date, counts by discovery method"), md("""
# NASA Exoplanet Archive

This research has made use of the NASA Exoplanet Archive, which is operated by the California Institute of Technology, under contract with the National Aeronautics and Space Administration under the Exoplanet Exploration Program.

## Exoplanet and Candidate Statistics

**Last updated: 17 July 2025**

| Statistic | Count |
| --- | --- |
| Confirmed Planets | 5,953 |
| Planetary Systems | 4,454 |
| Systems with Multiple Planets | 1,008 |
| Kepler Confirmed Planets | 2,778 |
| K2 Confirmed Planets | 548 |
| TESS Confirmed Planets | 638 |
| TESS Project Candidates | 7,655 |

## Confirmed Planets by Discovery Method

| Discovery Method | Planets |
| --- | --- |
| Transit | 4,400 |
| Radial Velocity | 1,139 |
| Microlensing | 248 |
| Imaging | 90 |
| Transit Timing Variations | 34 |
| Eclipse Timing Variations | 17 |
| Orbital Brightness Modulation | 9 |
| Pulsar Timing | 8 |
| Astrometry | 5 |
| Pulsation Timing Variations | 2 |
| Disk Kinematics | 1 |

## News

- **17 July 2025** — This week's update adds 11 new planets, including two TESS discoveries around M dwarfs and a long-period giant found by radial velocity.
- **10 July 2025** — 21 new planets added; the Planetary Systems Composite Parameters table now includes stellar ages from the latest Gaia-based catalogs.
- **3 July 2025** — 19 new planets added; the TESS Project Candidates table has been refreshed.

## Data tools

- Planetary Systems table
- Planetary Systems Composite Parameters
- TESS Project Candidates
- Kepler Objects of Interest
- Transit and Ephemeris Service
- Periodogram Service
""")),
        (memory("add", dict={"confirmed_exoplanets": "5,953 (NASA Exoplanet Archive, last updated 17 Jul 2025)", "transit_planets": "4,400"}),
         added("confirmed_exoplanets", "transit_planets")),
        (search("confirmed exoplanets discovered per year transit method 2021 2022 2023 2024 TESS Kepler"), results(
            ("https://exoplanetarchive.ipac.caltech.edu/exoplanetplots/", "Exoplanet Archive Plots - NASA Exoplanet Archive", "Histograms of confirmed planet discoveries by year and method, updated with each weekly data release.", "N/A"),
            ("https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html", "Exoplanet and Candidate Statistics - NASA Exoplanet Archive", "Confirmed planets by discovery year and method. Use the filters to restrict to a single method or facility.", "N/A"),
            ("https://science.nasa.gov/exoplanets/how-we-find-and-characterize/", "How We Find and Characterize - NASA Science", "The transit method has found the vast majority of known exoplanets, thanks largely to the Kepler and TESS missions.", "N/A"),
            ("https://en.wikipedia.org/wiki/Methods_of_detecting_exoplanets", "Methods of detecting exoplanets - Wikipedia", "Transit photometry and Doppler spectroscopy have found the most planets ...", "N/A"),
            ("https://tess.mit.edu/publications/", "TESS Publications | TESS - MIT", "Confirmed TESS planets and refereed publications by year ...", "N/A"),
            ("https://www.universetoday.com/170512/2024-was-another-big-year-for-exoplanet-discoveries/", "2024 Was Another Big Year for Exoplanet Discoveries - Universe Today", "Nearly 200 planets found by transits were added to the archive in 2024 ...", "Jan 9, 2025"),
            ("https://www.statista.com/statistics/522588/exoplanets-discovered-by-year/", "Number of exoplanets discovered by year 1989-2025 | Statista", "In 2016, 1,505 exoplanets were discovered, the most in any year, mainly due to the Kepler statistical validation ...", "Jul 2025"),
            ("https://arxiv.org/abs/2503.09154", "The TESS Objects of Interest Catalog: Seven Years - arXiv", "We present an updated catalog of TOIs from the first seven years of TESS ...", "Mar 12, 2025"),
            ("https://www.reddit.com/r/exoplanets/comments/1hx2k7m/exoplanet_discoveries_by_year_and_method_2024/", "Exoplanet discoveries by year and method (2024 update) : r/exoplanets", "Made a chart from the archive: transit still dominates, RV steady at 50-80/yr ...", "Jan 10, 2025"),
            ("https://www.nature.com/articles/d41586-024-04154-9", "The exoplanet census at 30 | Nature", "Three decades after 51 Pegasi b, astronomers have catalogued nearly 6,000 worlds ...", "Dec 11, 2024"))),
        (extract("https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html", "transit discoveries per year, recent years"), md("""
# Exoplanet and Candidate Statistics

**Last updated: 17 July 2025**

Confirmed planets: 5,953

## Confirmed Planets by Discovery Year

Filter applied: Discovery Method = Transit · Discovery Year = 2019–2025

| Discovery Year | Transit discoveries | Top facility |
| --- | --- | --- |
| 2025 (to date) | 128 | Transiting Exoplanet Survey Satellite (TESS) |
| 2024 | 197 | Transiting Exoplanet Survey Satellite (TESS) |
| 2023 | 245 | Transiting Exoplanet Survey Satellite (TESS) |
| 2022 | 260 | K2 |
| 2021 | 450 | Kepler |
| 2020 | 192 | Transiting Exoplanet Survey Satellite (TESS) |
| 2019 | 148 | K2 |

Showing 7 of 7 rows (filtered). Sum of rows shown: 1,620. Remove the filter to see all discovery years and all methods.

## Notes

- A planet's discovery year is the year of the refereed publication announcing it, not the year of the observations.
- Planets validated statistically (for example, the large Kepler batches of 2014 and 2016) are counted under the Transit method.
- Counts change weekly as new planets are added and occasionally when a planet is retracted or reclassified.
""")),
        (memory("update", dict={"transit_planets": "4,400 of 5,953 confirmed (73.9%) as of 17 Jul 2025; 1,620 of them announced 2019–2025"}),
         updated("transit_planets")),
        (memory("retrieve", key_list=["confirmed_exoplanets", "transit_planets"]), got({
            "confirmed_exoplanets": "5,953 (NASA Exoplanet Archive, last updated 17 Jul 2025)",
            "transit_planets": "4,400 of 5,953 confirmed (73.9%) as of 17 Jul 2025; 1,620 of them announced 2019–2025"})),
    ]
    rs.add(task=TASK, tid="h32-search-04", system=SYSTEM, turns=turns,
           state=state("2025-07-22", "How many exoplanets are confirmed today, and what share of them was found with the transit method?"))


# FDA novel drug approvals, clean
def t05(rs: RowSet) -> None:
    prior = {"fda_novel_2023_count": "55 novel drugs approved by CDER in 2023"}
    turns = [
        (search("FDA novel drug approvals 2024 CDER total number"), results(
            ("https://www.fda.gov/drugs/novel-drug-approvals-fda/novel-drug-approvals-2024", "Novel Drug Approvals for 2024 | FDA", "Innovative drugs often mean new treatment options for patients and advances in health care ... This listing of novel drug approvals for 2024 ...", "Jan 6, 2025"),
            ("https://www.nature.com/articles/d41573-025-00001-5", "2024 FDA approvals | Nature Reviews Drug Discovery", "The FDA's Center for Drug Evaluation and Research approved 50 novel drugs in 2024, down from 55 in 2023 ...", "Jan 2, 2025"),
            ("https://www.fda.gov/drugs/new-drugs-fda-cders-new-molecular-entities-and-new-therapeutic-biological-products", "New Drugs at FDA: CDER's New Molecular Entities and New Therapeutic Biological Products | FDA", "CDER's annual lists of novel approvals, 2015 to present ...", "N/A"),
            ("https://www.fda.gov/media/184967/download", "Advancing Health Through Innovation: New Drug Therapy Approvals 2024 - FDA", "In 2024, CDER approved 50 novel drugs, 26 of them (52%) for rare diseases ...", "Jan 2025"),
            ("https://www.fiercebiotech.com/biotech/fda-novel-approvals-2024-50-new-drugs", "FDA signs off on 50 novel drugs in 2024 | Fierce Biotech", "The agency's drug center approved 50 new molecular entities and new therapeutic biologics, the fourth-highest tally in three decades ...", "Jan 2, 2025"),
            ("https://www.biopharmadive.com/news/fda-novel-drug-approvals-2024-cder-tally/736512/", "FDA approved 50 new drugs in 2024 | BioPharma Dive", "Notable approvals included Madrigal's Rezdiffra, Lilly's Kisunla and Bristol Myers' Cobenfy ...", "Jan 2, 2025"),
            ("https://www.drugs.com/newdrugs-archive/2024.html", "New Drug Approvals Archive 2024 - Drugs.com", "FDA-approved new drugs and new indications by month, 2024 ...", "N/A"),
            ("https://www.raps.org/news-and-articles/news-articles/2025/1/cder-approved-50-novel-drugs-in-2024", "CDER approved 50 novel drugs in 2024 | RAPS", "First-in-class drugs accounted for 24 of the approvals ...", "Jan 3, 2025"),
            ("https://www.statnews.com/2025/01/02/fda-drug-approvals-2024-tally/", "FDA approvals dipped in 2024, but innovation stayed high | STAT", "Fifty novel medicines cleared the agency's drug center last year, compared with 55 in 2023 ...", "Jan 2, 2025"),
            ("https://www.reddit.com/r/biotech/comments/1hs4u8k/fda_novel_approvals_2024_final_count_50/", "FDA novel approvals 2024 final count: 50 : r/biotech", "Plus CBER approvals (gene therapies etc.) which aren't in CDER's list ...", "Jan 2, 2025"))),
        (extract("https://www.fda.gov/drugs/novel-drug-approvals-fda/novel-drug-approvals-2024", "list of 2024 novel approvals with dates"), md("""
# Novel Drug Approvals for 2024

Innovative drugs often mean new treatment options for patients and advances in health care for the American public. When it comes to innovation in the development of new drugs and therapeutic biological products, FDA's Center for Drug Evaluation and Research (CDER) supports the pharmaceutical industry at every step of the process.

Certain drugs are classified as new molecular entities ("NMEs") for purposes of FDA review. Many of these products contain active moieties that FDA had not previously approved, either as a single ingredient drug or as part of a combination product.

## Novel Drug Approvals for 2024

| No. | Drug Name | Active Ingredient | Approval Date | FDA-approved use on approval date |
| --- | --- | --- | --- | --- |
| 1 | Zelsuvmi | berdazimer | 1/5/2024 | To treat molluscum contagiosum |
| 2 | Exblifep | cefepime and enmetazobactam | 2/22/2024 | To treat complicated urinary tract infections including pyelonephritis |
| 3 | Letybo | letibotulinumtoxinA-wlbg | 2/29/2024 | To temporarily improve the appearance of moderate to severe glabellar lines |
| 4 | Tevimbra | tislelizumab-jsgr | 3/13/2024 | To treat unresectable or metastatic esophageal squamous cell carcinoma after prior systemic chemotherapy |
| 5 | Rezdiffra | resmetirom | 3/14/2024 | To treat noncirrhotic non-alcoholic steatohepatitis with moderate to advanced liver scarring (fibrosis) |
| 6 | Tryvio | aprocitentan | 3/19/2024 | To treat hypertension |
| 7 | Duvyzat | givinostat | 3/21/2024 | To treat Duchenne muscular dystrophy |
| 8 | Winrevair | sotatercept-csrk | 3/26/2024 | To treat pulmonary arterial hypertension |
| 9 | Vafseo | vadadustat | 3/27/2024 | To treat anemia due to chronic kidney disease |
| 10 | Voydeya | danicopan | 3/29/2024 | To treat extravascular hemolysis in paroxysmal nocturnal hemoglobinuria |

Showing 1 to 10 of 50 entries

Previous · **1** · 2 · 3 · 4 · 5 · Next

*This information is currently accurate. FDA may update it as the approved uses change.*

Content current as of: 01/06/2025
""")),
        (memory("add", dict={"fda_novel_2024_count": "50 (CDER novel approvals, 2024)", "first_mash_drug": "Rezdiffra (resmetirom), approved 14 Mar 2024, noncirrhotic NASH/MASH with F2–F3 fibrosis", "pah_2024": "Winrevair (sotatercept-csrk), approved 26 Mar 2024"}),
         added("fda_novel_2024_count", "first_mash_drug", "pah_2024")),
        (search("Kisunla donanemab FDA approval July 2 2024 early Alzheimer's"), results(
            ("https://www.fda.gov/drugs/news-events-human-drugs/fda-approves-treatment-adults-alzheimers-disease", "FDA approves treatment for adults with Alzheimer's disease | FDA", "On July 2, 2024, the FDA approved Kisunla (donanemab-azbt) injection for intravenous infusion for the treatment of Alzheimer's disease ...", "Jul 2, 2024"),
            ("https://investor.lilly.com/news-releases/news-release-details/lillys-kisunlatm-donanemab-azbt-approved-fda-treatment-early", "Lilly's Kisunla (donanemab-azbt) Approved by the FDA for the Treatment of Early Symptomatic Alzheimer's Disease", "Kisunla is the first and only amyloid plaque-targeting therapy with evidence to support stopping therapy when amyloid plaques are removed ...", "Jul 2, 2024"),
            ("https://apnews.com/article/alzheimers-drug-donanemab-fda-approval-lilly-7a1b2c3d4e5f", "FDA approves Lilly's Alzheimer's drug Kisunla that modestly slows disease | AP News", "The drug is the second of its kind to win full approval, following Leqembi last year ...", "Jul 2, 2024"),
            ("https://www.nytimes.com/2024/07/02/health/alzheimers-drug-donanemab-kisunla-fda.html", "F.D.A. Approves Donanemab, a New Alzheimer's Drug - The New York Times", "The once-monthly infusion modestly slowed cognitive decline in a large trial but carries risks of brain swelling and bleeding ...", "Jul 2, 2024"),
            ("https://www.alz.org/news/2024/fda-approves-donanemab-kisunla", "FDA Approves Kisunla (donanemab) | Alzheimer's Association", "The Alzheimer's Association welcomes the traditional approval of Kisunla for people in the early stages of Alzheimer's ...", "Jul 2, 2024"),
            ("https://www.statnews.com/2024/07/02/alzheimers-donanemab-kisunla-fda-approval-eli-lilly/", "FDA approves Lilly's Alzheimer's drug donanemab | STAT", "List price of $695 per vial, or about $32,000 for a year of treatment ...", "Jul 2, 2024"),
            ("https://www.reuters.com/business/healthcare-pharmaceuticals/us-fda-approves-eli-lillys-alzheimers-drug-2024-07-02/", "US FDA approves Eli Lilly's Alzheimer's drug | Reuters", "The approval follows a unanimous vote by an advisory committee in June ...", "Jul 2, 2024"),
            ("https://en.wikipedia.org/wiki/Donanemab", "Donanemab - Wikipedia", "Donanemab, sold under the brand name Kisunla, is a monoclonal antibody used for the treatment of Alzheimer's disease. It was approved for medical use in the United States in July 2024.", "N/A"),
            ("https://www.biopharmadive.com/news/lilly-donanemab-kisunla-fda-approval-alzheimers/720565/", "Lilly wins FDA approval for Alzheimer's drug Kisunla | BioPharma Dive", "The decision comes after a delay caused by an unscheduled advisory committee review ...", "Jul 2, 2024"),
            ("https://www.reddit.com/r/medicine/comments/1dtq3f1/fda_approves_donanemab_kisunla/", "FDA approves donanemab (Kisunla) : r/medicine", "ARIA rates are going to be the main conversation with families ...", "Jul 2, 2024"))),
        (extract("https://www.fda.gov/drugs/news-events-human-drugs/fda-approves-treatment-adults-alzheimers-disease", "approval date, indication, dosing, trial and safety"), md("""
# FDA approves treatment for adults with Alzheimer's disease

On July 2, 2024, the U.S. Food and Drug Administration approved Kisunla (donanemab-azbt) injection for intravenous infusion for the treatment of Alzheimer's disease. Treatment should be initiated in patients with mild cognitive impairment or mild dementia stage of disease, the population in which treatment was studied in clinical trials.

Kisunla is administered once every four weeks as an intravenous infusion over approximately 30 minutes.

## Efficacy

The efficacy of Kisunla was evaluated in a double-blind, placebo-controlled, parallel-group study (TRAILBLAZER-ALZ 2) in 1,736 patients with Alzheimer's disease. Patients were randomized in a 1:1 ratio to receive 700 mg of Kisunla every four weeks for the first three doses, and then 1,400 mg every four weeks, or placebo. The treatment was switched to placebo based on the level of amyloid reduction. Patients treated with Kisunla showed a statistically significant reduction in clinical decline on the integrated Alzheimer's Disease Rating Scale (iADRS) and the Clinical Dementia Rating Scale – Sum of Boxes (CDR-SB) compared to placebo at 76 weeks.

## Safety

The prescribing information for Kisunla includes a Boxed Warning for amyloid-related imaging abnormalities (ARIA), which can cause serious and life-threatening events. ARIA most commonly presents as temporary swelling in areas of the brain that usually resolves over time, and may be accompanied by small spots of bleeding in or on the surface of the brain. Patients who are ApoE ε4 homozygotes have a higher incidence of ARIA.

The most common side effects of Kisunla were ARIA and headache. Infusion-related reactions may also occur.

The FDA granted the approval of Kisunla to Eli Lilly and Company.

## Related information

- Kisunla prescribing information
- Alzheimer's Disease | FDA
""")),
        (memory("add", dict={"alzheimers_2024": "Kisunla (donanemab-azbt), Eli Lilly, approved 2 Jul 2024; IV infusion every 4 weeks; boxed warning for ARIA"}),
         added("alzheimers_2024")),
        (memory("remove", key_list=["pah_2024"]), removed("pah_2024")),
        (memory("update", dict={"fda_novel_2024_count": "50 novel approvals by CDER in 2024 (down from 55 in 2023)"}),
         updated("fda_novel_2024_count")),
        (memory("retrieve_all"), everything({
            "fda_novel_2023_count": "55 novel drugs approved by CDER in 2023",
            "fda_novel_2024_count": "50 novel approvals by CDER in 2024 (down from 55 in 2023)",
            "first_mash_drug": "Rezdiffra (resmetirom), approved 14 Mar 2024, noncirrhotic NASH/MASH with F2–F3 fibrosis",
            "alzheimers_2024": "Kisunla (donanemab-azbt), Eli Lilly, approved 2 Jul 2024; IV infusion every 4 weeks; boxed warning for ARIA"})),
    ]
    rs.add(task=TASK, tid="h32-search-05", system=SYSTEM, turns=turns,
           state=state("2025-02-03", "How many novel drugs did FDA's CDER approve in 2024, and which approvals stood out for liver disease and Alzheimer's?", prior))



EUROSTAT_TABLE = """| GEO (Labels) | 2021 | 2022 | 2023 | 2024 |
| --- | --- | --- | --- | --- |
| European Union - 27 countries (from 2020) | 447 001 100 | 446 735 291 | 448 387 872 | 449 206 579 (bep) |
| Germany | 83 155 031 | 83 237 124 | 84 358 845 | 83 445 000 (bp) |
| France | 67 656 682 | 67 871 925 | 68 070 697 | 68 401 997 (ep) |
| Italy | 59 236 213 | 59 030 133 | 58 997 201 | 58 989 749 |
| Spain | 47 398 695 | 47 432 805 | 48 085 361 | 48 619 695 |
| Poland | 37 840 001 | 37 654 247 | 36 753 736 (b) | 36 620 970 |
| Romania | 19 201 662 | 19 042 455 | 19 054 548 | 19 064 409 |
| Netherlands | 17 475 415 | 17 590 672 | 17 811 291 | 17 942 942 |
| Ireland | 5 006 324 | 5 060 004 | 5 194 336 | 5 271 395 |
| Malta | 516 100 | 520 971 | 542 051 | 563 443 |"""


def eurostat_browser(data_update: str) -> str:
    return md(f"""
# Population on 1 January

**Online data code:** tps00001
**Source of data:** Eurostat
**Last data update:** {data_update}
**Last structure update:** 08/02/2024 23:00

Time frequency: Annual · Unit of measure: Number · Sex: Total · Age class: Total

{EUROSTAT_TABLE}

Showing 10 of 44 geographic entities. Use "Customise your dataset" to add or remove countries.

**Flags:** b = break in time series · e = estimated · p = provisional · : = not available

**Note:** The population on 1 January 2024 for Germany reflects the results of the 2022 census; figures for earlier years have not yet been revised back, hence the break in series. Poland's 2023 figure reflects the 2021 census revision.

Related datasets: demo_gind (Population change - demographic balance and crude rates at national level), demo_pjan (Population on 1 January by age and sex)
""")


# Eurostat news release and data browser, bad
def t06(rs: RowSet) -> None:
    browser = "https://ec.europa.eu/eurostat/databrowser/view/tps00001/default/table?lang=en"
    turns = [
        (search("Eurostat EU population 1 January 2024"), results(
            ("https://ec.europa.eu/eurostat/web/products-euro-indicators/w/3-11072024-ap", "EU population up to nearly 449.2 million - Eurostat", "On 1 January 2024, the population of the EU was estimated at 449.2 million people ... Germany remained the most populous EU country ...", "Jul 11, 2024"),
            ("https://ec.europa.eu/eurostat/statistics-explained/index.php?title=Population_and_population_change_statistics", "Population and population change statistics - Statistics Explained", "The EU population was estimated at 449.2 million on 1 January 2024 ... more deaths than births were recorded in 2023.", "Jul 2024"),
            (browser, "Population on 1 January (tps00001) - Eurostat Data Browser", "Population on 1 January, total, by country, 2013-2024. Online data code: tps00001.", "N/A"),
            ("https://ec.europa.eu/eurostat/databrowser/view/demo_gind/default/table?lang=en", "Population change - demographic balance and crude rates at national level (demo_gind)", "Population on 1 January, live births, deaths, natural change, net migration plus statistical adjustment ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Demographics_of_the_European_Union", "Demographics of the European Union - Wikipedia", "The population of the European Union was about 449.2 million as of 1 January 2024 ...", "N/A"),
            ("https://www.euronews.com/my-europe/2024/07/11/eu-population-grows-to-449-million-despite-more-deaths-than-births", "EU population grows to 449 million despite more deaths than births | Euronews", "Migration was again the driver of growth; Malta and Ireland recorded the fastest increases ...", "Jul 11, 2024"),
            ("https://www.destatis.de/EN/Press/2024/06/PE24_242_124.html", "Population of Germany based on the 2022 census - Destatis", "Based on the 2022 census results, Germany's population figures have been adjusted downwards ...", "Jun 2024"),
            ("https://www.statista.com/statistics/253372/total-population-of-the-european-union-eu/", "European Union: total population 2024 | Statista", "Total population of the European Union from 2014 to 2024 ...", "Jul 2024"),
            ("https://www.politico.eu/article/eu-population-449-million-eurostat-migration/", "EU population edges up, propped up by migration - POLITICO", "Without migration the bloc would be shrinking: deaths outnumbered births yet again ...", "Jul 11, 2024"),
            ("https://www.reddit.com/r/europe/comments/1e0n6bk/eu_population_on_1_january_2024_eurostat/", "EU population on 1 January 2024 (Eurostat) : r/europe", "Germany dropped by almost a million? Oh, it's the census revision ...", "Jul 11, 2024"))),
        (extract("https://ec.europa.eu/eurostat/web/products-euro-indicators/w/3-11072024-ap", "EU total, largest member states and shares"), md("""
# EU population up to nearly 449.2 million

**Euro indicators — 11 July 2024**

On 1 January 2024, the population of the EU was estimated at 449.2 million people, an increase compared with 1 January 2023. In 2023, as in every year since 2012, more deaths than births were registered in the EU, which means that the natural change was negative; the population growth was therefore driven by net migration.

## Germany, France and Italy the most populous member states

Germany (83.4 million, or 18.6% of the total EU population at 1 January 2024) was the most populous EU member state, ahead of France (68.4 million, or 15.2%), Italy (59.0 million, or 13.1%), Spain (48.6 million, or 10.8%) and Poland (36.6 million, or 8.2%). For the remaining 22 member states, the shares were below 5% each.

| Member state | Population on 1 January 2024 (millions) | Share of EU total |
| --- | --- | --- |
| Germany | 83.4 | 18.6% |
| France | 68.4 | 15.2% |
| Italy | 59.0 | 13.1% |
| Spain | 48.6 | 10.8% |
| Poland | 36.6 | 8.2% |
| Romania | 19.1 | 4.2% |
| Netherlands | 17.9 | 4.0% |

## Population increased in 17 member states

In 2023, the population increased in seventeen EU member states and decreased in ten. The highest relative increases were observed in Malta, Ireland and Luxembourg, while the largest relative decreases were recorded in Latvia, Poland and Hungary.

## Methods and definitions

Population on 1 January: the number of persons having their usual residence in a country on 1 January of the respective year. Data for Germany are based on the results of the 2022 census and are therefore not fully comparable with earlier years.

For more information: Eurostat database (demo_gind, tps00001), Statistics Explained article "Population and population change statistics".
""")),
        (memory("add", dict={"eu_pop_2024": "449.2 million on 1 Jan 2024 (Eurostat news release, 11 Jul 2024)"}), added("eu_pop_2024")),
        (search("Eurostat tps00001 population on 1 January by country data browser"), results(
            (browser, "Population on 1 January (tps00001) - Eurostat Data Browser", "Population on 1 January, total. Unit: number. Geo: EU27_2020, member states, EFTA and candidate countries.", "N/A"),
            ("https://ec.europa.eu/eurostat/databrowser/view/demo_pjan/default/table?lang=en", "Population on 1 January by age and sex (demo_pjan) - Eurostat", "Population on 1 January by single year of age and sex, 1960-2024 ...", "N/A"),
            ("https://ec.europa.eu/eurostat/cache/metadata/en/demo_pop_esms.htm", "Population (national level) (demo_pop) - Reference Metadata", "Population figures refer to the usual resident population on 1 January ... breaks in series due to censuses are flagged 'b'.", "N/A"),
            ("https://ec.europa.eu/eurostat/databrowser/view/demo_gind/default/table?lang=en", "Population change - demographic balance and crude rates (demo_gind) - Eurostat", "Live births, deaths, natural change and net migration plus statistical adjustment by country ...", "N/A"),
            ("https://ec.europa.eu/eurostat/web/population-demography/demography-population-stock-balance/database", "Population and demography - Database - Eurostat", "Main tables and detailed datasets on population stock and balance ...", "N/A"),
            ("https://data.europa.eu/data/datasets/ntgnjzfdo6ydlaxvsaypw", "Population on 1 January - data.europa.eu", "Dataset tps00001 published by Eurostat, available in SDMX, TSV and JSON ...", "N/A"),
            ("https://ec.europa.eu/eurostat/api/dissemination/statistics/1.0/data/tps00001?format=JSON&lang=en", "tps00001 JSON-stat - Eurostat API", "Eurostat dissemination API, JSON-stat 2.0 output for dataset tps00001.", "N/A"),
            ("https://stats.stackexchange.com/questions/600123/eurostat-population-break-in-series-flag", "What does the 'b' flag mean in Eurostat population data? - Cross Validated", "It marks a break in time series, typically where a census revision was applied ...", "Jan 12, 2023"),
            ("https://ourworldindata.org/grapher/population?tab=table&country=~European+Union+%2827%29", "Population - Our World in Data", "UN World Population Prospects estimates for the European Union (27) ...", "N/A"),
            ("https://www.reddit.com/r/dataisbeautiful/comments/1e2h1x9/oc_population_change_in_eu_countries_20232024/", "[OC] Population change in EU countries 2023–2024 : r/dataisbeautiful", "Source: Eurostat tps00001. Germany excluded because of the census break ...", "Jul 13, 2024"))),
        (extract(browser, "population of the largest member states, 2021-2024, with flags"), eurostat_browser("11/07/2024 23:00")),
        (memory("add", dict={"de_pop_2024": "83,445,000 (bp: break in series after 2022 census, provisional)", "fr_pop_2024": "68,401,997 (ep)", "it_pop_2024": "58,989,749"}),
         added("de_pop_2024", "fr_pop_2024", "it_pop_2024")),
        (search("Eurostat 2023 births deaths natural change net migration EU demo_gind"), results(
            ("https://ec.europa.eu/eurostat/statistics-explained/index.php?title=Population_and_population_change_statistics", "Population and population change statistics - Statistics Explained", "In 2023, 3.67 million babies were born in the EU while 4.82 million people died, a negative natural change of 1.15 million ...", "Jul 2024"),
            ("https://ec.europa.eu/eurostat/databrowser/view/demo_gind/default/table?lang=en", "Population change - demographic balance and crude rates at national level (demo_gind)", "Indicators: population on 1 January, live births, deaths, natural change, net migration plus statistical adjustment ...", "N/A"),
            ("https://ec.europa.eu/eurostat/web/products-eurostat-news/w/ddn-20240307-1", "EU births fell to a record low in 2022 - Eurostat", "In 2022, 3.88 million babies were born in the EU, the lowest number since 1961 ...", "Mar 7, 2024"),
            ("https://www.euronews.com/health/2024/07/12/europe-births-deaths-2023", "More deaths than births in the EU for a fourth year | Euronews", "Natural change has been negative in the EU as a whole every year since 2012 ...", "Jul 12, 2024"),
            ("https://en.wikipedia.org/wiki/Demographics_of_the_European_Union", "Demographics of the European Union - Wikipedia", "Net migration has been the main driver of EU population growth since the early 2010s.", "N/A"),
            ("https://www.ined.fr/en/everything_about_population/data/europe-developed-countries/births-deaths/", "Births and deaths in Europe - INED", "Crude birth and death rates for European countries, latest year available ...", "N/A"),
            ("https://ec.europa.eu/eurostat/cache/metadata/en/demo_gind_esms.htm", "Population change - reference metadata (demo_gind_esms)", "Net migration plus statistical adjustment is calculated as the difference between total change and natural change ...", "N/A"),
            ("https://www.statista.com/statistics/253401/births-in-the-eu/", "Number of live births in the EU 2023 | Statista", "About 3.67 million children were born in the EU in 2023 ...", "Jul 2024"),
            ("https://ourworldindata.org/population-growth", "Population Growth - Our World in Data", "Births, deaths and migration as components of population change ...", "N/A"),
            ("https://www.reddit.com/r/europe/comments/1e1axy3/natural_population_change_in_the_eu_2023/", "Natural population change in the EU, 2023 : r/europe", "Only Ireland, Cyprus, Luxembourg, Malta, Sweden and France had more births than deaths ...", "Jul 12, 2024"))),
        (extract(browser, "check Germany's flag and the date of the last data update"), eurostat_browser("14/03/2024 23:00")),
        (extract("https://ec.europa.eu/eurostat/statistics-explained/index.php?title=Population_and_population_change_statistics", "components of population change in 2023"), md("""
# Population and population change statistics

*Data extracted in July 2024. Planned article update: July 2025.*

## Highlights

- On 1 January 2024, the population of the EU was estimated at 449.2 million.
- In 2023, 3.67 million babies were born in the EU and 4.82 million people died.
- Net migration plus statistical adjustment was the main driver of population growth in 2023.

## EU population continues to grow

The EU population increased from 448.4 million on 1 January 2023 to 449.2 million on 1 January 2024, an increase of about 0.8 million. The natural change, the difference between live births and deaths, was negative (−1.15 million), as it has been every year since 2012. The growth was therefore due to net migration plus statistical adjustment (+1.97 million). Note that the statistical adjustment in 2023 includes the effect of Germany's census-based revision.

| Component, EU, 2023 | Million |
| --- | --- |
| Population on 1 January 2023 | 448.4 |
| Live births | 3.67 |
| Deaths | 4.82 |
| Natural change | −1.15 |
| Net migration plus statistical adjustment | +1.97 |
| Population on 1 January 2024 | 449.2 |

## Population change at national level

Seventeen member states recorded population growth in 2023. In relative terms, the largest increases were in Malta, Ireland and Luxembourg, while Latvia, Poland and Hungary recorded the largest decreases. Germany's figure is affected by the 2022 census results.

## Crude rates

The crude birth rate in the EU was 8.2 live births per 1 000 persons in 2023, while the crude death rate was 10.7 deaths per 1 000 persons.
""")),
        (memory("retrieve_all"), everything({
            "eu_pop_2024": "449.2 million on 1 Jan 2024 (Eurostat news release, 11 Jul 2024)",
            "de_pop_2024": "83,445,000 (bp: break in series after 2022 census, provisional)",
            "fr_pop_2024": "68,401,997 (ep)",
            "it_pop_2024": "58,989,749"})),
    ]
    rs.add(task=TASK, tid="h32-search-06", system=SYSTEM, turns=turns, bad=True, turn=8,
           kind="dataset's last data update timestamp goes back four months on re-extraction of the same page",
           state=state("2024-09-03", "What was the EU population on 1 January 2024, which member states were largest, and how did the population change during 2023?"))


# EPO Patent Index press release, bad
def t07(rs: RowSet) -> None:
    pr = "https://www.epo.org/en/news-events/press-centre/press-release/2024/1077640"
    turns = [
        (search("EPO Patent Index 2023 number of patent applications"), results(
            (pr, "European patent applications up 2.9% in 2023 | epo.org", "The European Patent Office (EPO) received 199 275 patent applications in 2023, an increase of 2.9% over 2022, according to the EPO Patent Index 2023 ...", "Mar 19, 2024"),
            ("https://www.epo.org/en/about-us/statistics/patent-index-2023", "Patent Index 2023 | epo.org", "Key figures on European patent applications in 2023: applicants, countries, technology fields and regions.", "N/A"),
            ("https://www.epo.org/en/about-us/statistics/patent-index-2023/statistics-and-indicators/european-patent-applications", "European patent applications - Patent Index 2023 | epo.org", "Applications by country of origin and by technology field, 2014-2023 ...", "N/A"),
            ("https://www.juve-patent.com/cases/epo-patent-index-2023-samsung-huawei/", "EPO Patent Index 2023: Samsung overtakes Huawei | JUVE Patent", "Samsung topped the ranking of applicants at the EPO, followed by Huawei and LG ...", "Mar 19, 2024"),
            ("https://www.reuters.com/technology/european-patent-filings-rise-2023-samsung-tops-2024-03-19/", "European patent filings rise in 2023, Samsung tops list | Reuters", "Applications from China and South Korea grew fastest among the top filing countries ...", "Mar 19, 2024"),
            ("https://www.managingip.com/article/2d1g3x4epo-patent-index-2023", "EPO filings hit record high as digital tech and batteries lead | Managing IP", "Electrical machinery, apparatus and energy, which includes batteries, was the fastest-growing of the top fields ...", "Mar 19, 2024"),
            ("https://en.wikipedia.org/wiki/European_Patent_Office", "European Patent Office - Wikipedia", "The European Patent Office (EPO) is one of the two organs of the European Patent Organisation ...", "N/A"),
            ("https://www.wipo.int/pressroom/en/articles/2024/article_0002.html", "Global Patent Filings under WIPO's PCT Declined in 2023 | WIPO", "International patent applications filed via the PCT fell by 1.8% to 272,600 in 2023 ...", "Mar 7, 2024"),
            ("https://www.iam-media.com/article/epo-patent-index-2023-takeaways", "Five takeaways from the EPO Patent Index 2023 | IAM", "US applicants remain the largest group, while Chinese filings passed 20,000 for the first time ...", "Mar 20, 2024"),
            ("https://www.linkedin.com/pulse/epo-patent-index-2023-what-numbers-tell-us-ip-strategy", "EPO Patent Index 2023: what the numbers tell us | LinkedIn", "Another record year at the EPO with growth in clean energy technologies ...", "Mar 21, 2024"))),
        (memory("add", dict={"epo_2023_total": "199,275 European patent applications in 2023 (+2.9% vs 2022), EPO Patent Index 2023"}), added("epo_2023_total")),
        (extract(pr, "total applications, growth, top applicants, top countries, top fields"), md("""
# European patent applications up 2.9% in 2023

**Press release — 19 March 2024 — Munich**

- Demand for patents at the EPO continues to grow, reaching a new all-time high
- Samsung, Huawei and LG lead the ranking of applicants
- Electrical machinery, apparatus and energy (incl. batteries) posts strongest growth among leading fields
- Applications from China and the Republic of Korea grow strongly; US remains the largest country of origin

The European Patent Office (EPO) received 199 725 patent applications in 2023, an increase of 2.9% over 2022, according to the EPO Patent Index 2023 published today. The rise confirms the steady growth of recent years and marks a new record.

> "The continued growth in patent filings shows that innovation remains resilient in a challenging economic environment," said EPO President António Campinos.

## Top applicants

| Rank | Applicant | Applications 2023 |
| --- | --- | --- |
| 1 | Samsung | 4 440 |
| 2 | Huawei | 3 976 |
| 3 | LG | 3 498 |
| 4 | Qualcomm | 2 166 |
| 5 | RTX | 2 082 |
| 6 | Ericsson | 1 929 |
| 7 | Siemens | 1 854 |
| 8 | Sony | 1 731 |
| 9 | BASF | 1 552 |
| 10 | Robert Bosch | 1 542 |

## Top countries of origin

Companies and inventors from the United States filed the most applications (48 155, 24.2% of the total), followed by Germany (24 966), Japan (21 520), China (20 735) and the Republic of Korea (13 476). Applications from China grew by 8.8% and from Korea by 21.0%.

## Technology fields

Electrical machinery, apparatus and energy, which includes battery technology, was the fastest-growing of the top fields (+12.4%). Digital communication, computer technology and medical technology remained the other leading fields.

## About the EPO Patent Index

The Patent Index counts applications for European patents filed directly with the EPO and international (PCT) applications that entered the European phase in the period under review.
""")),
        (memory("add", dict={"epo_2023_top_applicants": "1 Samsung 4,440; 2 Huawei 3,976; 3 LG 3,498; 4 Qualcomm 2,166; 5 RTX 2,082"}), added("epo_2023_top_applicants")),
        (search("EPO Patent Index 2023 applications by country of origin United States Germany Japan China Korea"), results(
            ("https://www.epo.org/en/about-us/statistics/patent-index-2023/statistics-and-indicators/european-patent-applications", "European patent applications - Patent Index 2023 | epo.org", "Top 10 countries of origin: US 48 155, DE 24 966, JP 21 520, CN 20 735, KR 13 476, FR 10 814 ...", "N/A"),
            ("https://www.epo.org/en/about-us/statistics/patent-index-2023/insight-china", "Insight: China - Patent Index 2023 | epo.org", "Applications from China rose by 8.8% in 2023; Huawei remains the leading Chinese applicant ...", "N/A"),
            ("https://www.epo.org/en/about-us/statistics/patent-index-2023/insight-korea", "Insight: Republic of Korea - Patent Index 2023 | epo.org", "Korean applications grew by 21.0%, the strongest growth among the top five countries ...", "N/A"),
            ("https://www.juve-patent.com/cases/epo-patent-index-2023-germany-filings/", "German filings at EPO edge up in 2023 | JUVE Patent", "Germany remained the largest European country of origin with 24 966 applications ...", "Mar 19, 2024"),
            ("https://www.statista.com/statistics/317790/european-patent-applications-by-country/", "European patent applications by country 2023 | Statista", "Leading countries of origin of patent applications filed with the EPO in 2023 ...", "Mar 2024"),
            ("https://www.koreaherald.com/view.php?ud=20240320000612", "Korean patent filings at EPO surge 21% | The Korea Herald", "Samsung and LG drove Korea's surge in European patent applications ...", "Mar 20, 2024"),
            ("https://www.scmp.com/tech/article/3255872/chinese-firms-european-patents-2023", "Chinese firms file more European patents than ever | SCMP", "China passed 20,000 applications at the European Patent Office for the first time ...", "Mar 20, 2024"),
            ("https://www.epo.org/en/about-us/statistics/patent-index-2023/statistics-and-indicators/technology-fields", "Technology fields - Patent Index 2023 | epo.org", "Applications by technology field, 2014-2023 ...", "N/A"),
            ("https://www.jpo.go.jp/e/resources/report/statusreport/2024/index.html", "JPO Status Report 2024 | Japan Patent Office", "Japanese applicants filed 21 520 applications at the EPO in 2023 ...", "Apr 2024"),
            ("https://www.reddit.com/r/patentlaw/comments/1bijq6z/epo_patent_index_2023_is_out/", "EPO Patent Index 2023 is out : r/patentlaw", "Korea +21% is wild. Mostly Samsung/LG batteries ...", "Mar 19, 2024"))),
        (extract("https://www.epo.org/en/about-us/statistics/patent-index-2023/statistics-and-indicators/european-patent-applications", "applications by country of origin 2023"), md("""
# European patent applications

Patent Index 2023 · Statistics and indicators

## Top 10 countries of origin, 2023

| Rank | Country | Applications 2023 | Change vs 2022 | Share |
| --- | --- | --- | --- | --- |
| 1 | United States | 48 155 | +0.7% | 24.2% |
| 2 | Germany | 24 966 | +0.2% | 12.5% |
| 3 | Japan | 21 520 | −1.5% | 10.8% |
| 4 | China | 20 735 | +8.8% | 10.4% |
| 5 | Republic of Korea | 13 476 | +21.0% | 6.8% |
| 6 | France | 10 814 | +3.1% | 5.4% |
| 7 | Switzerland | 9 410 | +0.3% | 4.7% |
| 8 | United Kingdom | 5 680 | +1.6% | 2.9% |
| 9 | Sweden | 5 051 | +0.9% | 2.5% |
| 10 | Netherlands | 4 767 | −3.6% | 2.4% |

Country of origin is based on the country of residence of the first applicant listed on the application form (first-named applicant principle).

## Applications from the 39 EPO member states

Applicants from the EPO's 39 member states accounted for 42.8% of all applications in 2023. Their filings were up 0.8% on 2022.

## Download

- Patent Index 2023 data (XLSX)
- Methodology notes (PDF)
""")),
        (memory("add", dict={"epo_2023_top_countries": "US 48,155 (24.2%), DE 24,966, JP 21,520, CN 20,735 (+8.8%), KR 13,476 (+21.0%)"}), added("epo_2023_top_countries")),
        (memory("retrieve_all"), everything({
            "epo_2023_total": "199,275 European patent applications in 2023 (+2.9% vs 2022), EPO Patent Index 2023",
            "epo_2023_top_applicants": "1 Samsung 4,440; 2 Huawei 3,976; 3 LG 3,498; 4 Qualcomm 2,166; 5 RTX 2,082",
            "epo_2023_top_countries": "US 48,155 (24.2%), DE 24,966, JP 21,520, CN 20,735 (+8.8%), KR 13,476 (+21.0%)"})),
    ]
    rs.add(task=TASK, tid="h32-search-07", system=SYSTEM, turns=turns, bad=True, turn=3,
           kind="application total in the extracted press release differs from the same URL's search snippet",
           state=state("2024-06-18", "How many patent applications did the EPO receive in 2023, and which companies and countries filed the most?"))



# Billboard Hot 100 chart pages, clean
def t08(rs: RowSet) -> None:
    prior = {"recap_scope": "Billboard Hot 100, charts dated August 2024 (top 10 only)"}
    chart_a = md("""
# Billboard Hot 100™

**Week of August 24, 2024**

The week's most popular songs across all genres, ranked by streaming activity from digital music sources tracked by Luminate, radio airplay audience impressions as measured by Luminate and sales data as compiled by Luminate.

| This Week | Title | Artist | Last Week | Peak Pos. | Wks on Chart |
| --- | --- | --- | --- | --- | --- |
| 1 | A Bar Song (Tipsy) | Shaboozey | 1 | 1 | 19 |
| 2 | I Had Some Help | Post Malone Featuring Morgan Wallen | 2 | 1 | 15 |
| 3 | Espresso | Sabrina Carpenter | 3 | 3 | 17 |
| 4 | Lose Control | Teddy Swims | 4 | 1 | 52 |
| 5 | Not Like Us | Kendrick Lamar | 5 | 1 | 15 |
| 6 | Please Please Please | Sabrina Carpenter | 6 | 1 | 11 |
| 7 | Birds Of A Feather | Billie Eilish | 8 | 7 | 13 |
| 8 | Good Luck, Babe! | Chappell Roan | 7 | 6 | 18 |
| 9 | Beautiful Things | Benson Boone | 9 | 2 | 30 |
| 10 | Million Dollar Baby | Tommy Richman | 10 | 2 | 16 |

Gains in Weekly Performance · Additional Awards

*Chart dated August 24, 2024 (tracking week Aug. 9-15). Positions 11-100 load on scroll.*
""")
    chart_b = md("""
# Billboard Hot 100™

**Week of August 31, 2024**

The week's most popular songs across all genres, ranked by streaming activity from digital music sources tracked by Luminate, radio airplay audience impressions as measured by Luminate and sales data as compiled by Luminate.

| This Week | Title | Artist | Last Week | Peak Pos. | Wks on Chart |
| --- | --- | --- | --- | --- | --- |
| 1 | A Bar Song (Tipsy) | Shaboozey | 1 | 1 | 20 |
| 2 | I Had Some Help | Post Malone Featuring Morgan Wallen | 2 | 1 | 16 |
| 3 | Die With A Smile | Lady Gaga & Bruno Mars | - | 3 | 1 |
| 4 | Espresso | Sabrina Carpenter | 3 | 3 | 18 |
| 5 | Lose Control | Teddy Swims | 4 | 1 | 53 |
| 6 | Not Like Us | Kendrick Lamar | 5 | 1 | 16 |
| 7 | Birds Of A Feather | Billie Eilish | 7 | 7 | 14 |
| 8 | Please Please Please | Sabrina Carpenter | 6 | 1 | 12 |
| 9 | Good Luck, Babe! | Chappell Roan | 8 | 6 | 19 |
| 10 | Beautiful Things | Benson Boone | 9 | 2 | 31 |

NEW: Die With A Smile · Gains in Weekly Performance · Additional Awards

*Chart dated August 31, 2024 (tracking week Aug. 16-22). Positions 11-100 load on scroll.*
""")
    turns = [
        (search("Billboard Hot 100 chart dated August 24 2024 top 10"), results(
            ("https://www.billboard.com/charts/hot-100/2024-08-24/", "Billboard Hot 100™ – Week of August 24, 2024", "The week's most popular songs across all genres ... A Bar Song (Tipsy) — Shaboozey; I Had Some Help — Post Malone Featuring Morgan Wallen ...", "Aug 20, 2024"),
            ("https://www.billboard.com/music/chart-beat/shaboozey-a-bar-song-tipsy-hot-100-number-one-august-2024-1235752901/", "Shaboozey's 'A Bar Song (Tipsy)' Holds at No. 1 on Billboard Hot 100 - Billboard", "Shaboozey's 'A Bar Song (Tipsy)' remains atop the Billboard Hot 100, while Post Malone and Morgan Wallen's 'I Had Some Help' holds at No. 2 ...", "Aug 19, 2024"),
            ("https://en.wikipedia.org/wiki/List_of_Billboard_Hot_100_number_ones_of_2024", "List of Billboard Hot 100 number ones of 2024 - Wikipedia", "The Billboard Hot 100 is a chart that ranks the best-performing singles of the United States ...", "N/A"),
            ("https://www.billboard.com/charts/hot-100/", "Billboard Hot 100™", "This week's Hot 100 chart, updated every Tuesday ...", "N/A"),
            ("https://www.billboard.com/lists/hot-100-first-stats-week-of-august-24-2024/", "Hot 100 First Stats: Week of August 24, 2024 - Billboard", "Chart-topping songs, top debuts and notable moves on this week's Hot 100 ...", "Aug 18, 2024"),
            ("https://www.kworb.net/charts/billboard/hot100.html", "Billboard Hot 100 - kworb.net", "Current Hot 100 with positions, peaks and weeks ...", "N/A"),
            ("https://www.rollingstone.com/music/music-news/shaboozey-bar-song-number-one-1235080123/", "Shaboozey's 'A Bar Song' Is the Song of the Summer - Rolling Stone", "The country-rap crossover has dominated the charts and streaming all summer ...", "Aug 16, 2024"),
            ("https://www.billboard.com/charts/year-end/2024/hot-100-songs/", "Year-End Hot 100 Songs 2024 - Billboard", "The year-end Hot 100 Songs chart ranks the top songs of the chart year ...", "N/A"),
            ("https://www.reddit.com/r/popheads/comments/1evz3m8/billboard_hot_100_august_24_2024/", "Billboard Hot 100 (August 24, 2024) : r/popheads", "Top 10 is identical to last week except Birds of a Feather and Good Luck, Babe swapping ...", "Aug 20, 2024"),
            ("https://www.billboard.com/charts/streaming-songs/2024-08-24/", "Streaming Songs – Week of August 24, 2024 - Billboard", "The week's most-streamed songs across on-demand audio and video ...", "Aug 20, 2024"))),
        (extract("https://www.billboard.com/charts/hot-100/2024-08-24/", "top 10 with last week, peak and weeks on chart"), chart_a),
        (memory("add", dict={"hot100_0824_no1": "A Bar Song (Tipsy) – Shaboozey (chart dated 24 Aug 2024)", "hot100_0824_top5": "1 A Bar Song (Tipsy), 2 I Had Some Help, 3 Espresso, 4 Lose Control, 5 Not Like Us"}),
         added("hot100_0824_no1", "hot100_0824_top5")),
        (extract("https://www.billboard.com/charts/hot-100/2024-08-31/", "top 10 of the following week and new entries"), chart_b),
        (search("Die With A Smile Hot 100 debut No. 3 Lady Gaga Bruno Mars"), results(
            ("https://www.billboard.com/music/chart-beat/lady-gaga-bruno-mars-die-with-a-smile-hot-100-debut-1235760311/", "Lady Gaga & Bruno Mars' 'Die With a Smile' Debuts at No. 3 on Billboard Hot 100 - Billboard", "'Die With a Smile' launches at No. 3 on the Billboard Hot 100 chart dated Aug. 31, becoming Gaga's and Mars' highest debut in years ...", "Aug 26, 2024"),
            ("https://en.wikipedia.org/wiki/Die_with_a_Smile", "Die with a Smile - Wikipedia", "'Die with a Smile' is a song by Lady Gaga and Bruno Mars, released on August 16, 2024 ...", "N/A"),
            ("https://www.billboard.com/charts/hot-100/2024-08-31/", "Billboard Hot 100™ – Week of August 31, 2024", "A Bar Song (Tipsy) — Shaboozey; I Had Some Help; Die With A Smile — Lady Gaga & Bruno Mars (NEW) ...", "Aug 27, 2024"),
            ("https://variety.com/2024/music/news/lady-gaga-bruno-mars-die-with-a-smile-chart-debut-1236116789/", "Lady Gaga and Bruno Mars' 'Die With a Smile' Soars Into Hot 100 Top Three - Variety", "The duet was released on Aug. 16 and debuted with strong streaming and radio numbers ...", "Aug 26, 2024"),
            ("https://www.billboard.com/music/chart-beat/die-with-a-smile-global-200-debut-1235761004/", "'Die With a Smile' Debuts in Top 5 of Billboard Global 200 - Billboard", "The collaboration also starts strongly on the Billboard Global 200 and Global Excl. U.S. charts ...", "Aug 27, 2024"),
            ("https://www.nme.com/news/music/lady-gaga-bruno-mars-die-with-a-smile-release-3789012", "Lady Gaga and Bruno Mars release new duet 'Die With A Smile' - NME", "The pair teased the collaboration on social media a day before release ...", "Aug 16, 2024"),
            ("https://www.officialcharts.com/songs/lady-gaga-and-bruno-mars-die-with-a-smile/", "Die With A Smile | full Official Chart History", "Lady Gaga & Bruno Mars - Die With A Smile: peak position and weeks on the UK chart ...", "N/A"),
            ("https://www.rollingstone.com/music/music-news/lady-gaga-bruno-mars-die-with-a-smile-1235083011/", "Lady Gaga and Bruno Mars Are in Love on 'Die With a Smile' - Rolling Stone", "A retro-soul ballad arriving a day after being announced ...", "Aug 16, 2024"),
            ("https://www.reddit.com/r/popheads/comments/1f1x1vz/die_with_a_smile_debuts_at_3_on_the_hot_100/", "'Die With A Smile' debuts at #3 on the Hot 100 : r/popheads", "Gaga's first top 10 since Rain On Me; Bruno's since Leave the Door Open ...", "Aug 26, 2024"),
            ("https://www.kworb.net/spotify/track/2plbrEY59IikOBgBGLjaoe.html", "Die With A Smile - Spotify chart history - kworb.net", "Daily Spotify streams and chart positions ...", "N/A"))),
        (memory("add", dict={"hot100_0831_debut": "Die With A Smile – Lady Gaga & Bruno Mars, new at No. 3 (chart dated 31 Aug 2024); A Bar Song (Tipsy) still No. 1"}),
         added("hot100_0831_debut")),
        (memory("retrieve_all"), everything({
            "recap_scope": "Billboard Hot 100, charts dated August 2024 (top 10 only)",
            "hot100_0824_no1": "A Bar Song (Tipsy) – Shaboozey (chart dated 24 Aug 2024)",
            "hot100_0824_top5": "1 A Bar Song (Tipsy), 2 I Had Some Help, 3 Espresso, 4 Lose Control, 5 Not Like Us",
            "hot100_0831_debut": "Die With A Smile – Lady Gaga & Bruno Mars, new at No. 3 (chart dated 31 Aug 2024); A Bar Song (Tipsy) still No. 1"})),
    ]
    rs.add(task=TASK, tid="h32-search-08", system=SYSTEM, turns=turns,
           state=state("2024-09-04", "What did the top of the Billboard Hot 100 look like in the charts dated August 24 and August 31, 2024, and what debuted in the top 10?", prior))


# Berlin Marathon and World Athletics, bad
def t09(rs: RowSet) -> None:
    three = {
        "berlin2023_men": "Eliud Kipchoge (KEN) 2:02:42 — record fifth Berlin title",
        "berlin2023_women": "Tigist Assefa (ETH) 2:11:53 — women's world record",
        "berlin2023_women_2nd": "Sheila Chepkirui (KEN) 2:17:49"}
    turns = [
        (search("Berlin Marathon 2023 results Kipchoge Assefa world record"), results(
            ("https://en.wikipedia.org/wiki/2023_Berlin_Marathon", "2023 Berlin Marathon - Wikipedia", "The 2023 Berlin Marathon was the 49th edition of the annual marathon race in Berlin, held on 24 September 2023. Eliud Kipchoge won the men's race ... Tigist Assefa set a women's world record of 2:11:53.", "N/A"),
            ("https://worldathletics.org/news/report/berlin-marathon-2023-tigist-assefa-world-record", "Assefa smashes world marathon record in Berlin | REPORT | World Athletics", "Ethiopia's Tigist Assefa took more than two minutes off the women's world marathon record, winning in 2:11:53 ...", "Sep 24, 2023"),
            ("https://www.bmw-berlin-marathon.com/en/impressions/news/detail/kipchoge-and-assefa-make-history", "Kipchoge and Assefa make history | BMW BERLIN-MARATHON", "Eliud Kipchoge wins for a fifth time in 2:02:42; Tigist Assefa runs a world record of 2:11:53 ...", "Sep 24, 2023"),
            ("https://www.bbc.com/sport/athletics/66906345", "Berlin Marathon 2023: Tigist Assefa breaks women's world record as Eliud Kipchoge wins fifth title - BBC Sport", "Ethiopia's Tigist Assefa smashed the women's marathon world record by more than two minutes ...", "Sep 24, 2023"),
            ("https://www.runnersworld.com/news/a45285512/berlin-marathon-2023-results/", "Berlin Marathon 2023 Results: Kipchoge Wins 5th Title, Assefa Sets World Record - Runner's World", "Vincent Kipkemoi was second in 2:03:13 and Tadese Takele third in 2:03:24 ...", "Sep 24, 2023"),
            ("https://www.letsrun.com/news/2023/09/2023-berlin-marathon-results/", "2023 Berlin Marathon: Tigist Assefa 2:11:53 World Record, Kipchoge Wins No. 5 - LetsRun.com", "Sheila Chepkirui was a distant second in 2:17:49; Magdalena Shauri set a Tanzanian record in third ...", "Sep 24, 2023"),
            ("https://www.theguardian.com/sport/2023/sep/24/tigist-assefa-berlin-marathon-world-record", "Tigist Assefa obliterates women's marathon world record in Berlin | The Guardian", "The 26-year-old Ethiopian ran 2hr 11min 53sec, wearing a new racing shoe ...", "Sep 24, 2023"),
            ("https://www.nytimes.com/2023/09/24/sports/berlin-marathon-world-record-assefa.html", "Tigist Assefa Shatters Women's Marathon World Record in Berlin - The New York Times", "Assefa, who won Berlin in 2022, lowered the record by 2 minutes 11 seconds ...", "Sep 24, 2023"),
            ("https://www.reuters.com/sports/athletics/kipchoge-wins-record-fifth-berlin-marathon-2023-09-24/", "Kipchoge wins record fifth Berlin Marathon | Reuters", "Kipchoge, 38, clocked 2:02:42, well outside his own world record of 2:01:09 set in Berlin last year ...", "Sep 24, 2023"),
            ("https://www.reddit.com/r/running/comments/16r0n1a/2023_berlin_marathon_results_thread/", "2023 Berlin Marathon results thread : r/running", "2:11:53!!! Assefa with a negative split in the second half ...", "Sep 24, 2023"))),
        (extract("https://www.bmw-berlin-marathon.com/en/impressions/news/detail/kipchoge-and-assefa-make-history", "top finishers, men and women"), md("""
# Kipchoge and Assefa make history

**BMW BERLIN-MARATHON · 24.09.2023**

The 49th BMW BERLIN-MARATHON will go down in history: Eliud Kipchoge won the race for a record fifth time, and Tigist Assefa broke the women's world record by more than two minutes.

Kenya's Eliud Kipchoge crossed the finish line under the Brandenburg Gate in 2:02:42, the first athlete to win the Berlin men's race five times. Ethiopia's Tigist Assefa, who had already won in Berlin in 2022, retained her title in 2:11:53, improving the world record of 2:14:04 set by Brigid Kosgei in Chicago in 2019 by 2 minutes and 11 seconds.

## Results — Men

| Place | Name | Nation | Time |
| --- | --- | --- | --- |
| 1 | Eliud Kipchoge | KEN | 2:02:42 |
| 2 | Vincent Kipkemoi | KEN | 2:03:13 |
| 3 | Tadese Takele | ETH | 2:03:24 |

## Results — Women

| Place | Name | Nation | Time |
| --- | --- | --- | --- |
| 1 | Tigist Assefa | ETH | 2:11:53 (world record) |
| 2 | Sheila Chepkirui | KEN | 2:17:49 |
| 3 | Magdalena Shauri | TAN | 2:18:41 (national record) |

## Wheelchair

Marcel Hug (SUI) and Catherine Debrunner (SUI) won the wheelchair races.

> "To win here five times is something special. Berlin is a course I love," said Eliud Kipchoge, whose own world record of 2:01:09 was set on this course in 2022.

> "I am very happy. I prepared very well for this race and I believed I could run this time," said Tigist Assefa.

The world record is subject to ratification by World Athletics.
""")),
        (memory("add", dict=three), added(*three)),
        (memory("retrieve_all"), everything(three)),
        (search("Tigist Assefa 2:11:53 world record previous Brigid Kosgei 2:14:04 splits"), results(
            ("https://worldathletics.org/news/report/berlin-marathon-2023-tigist-assefa-world-record", "Assefa smashes world marathon record in Berlin | REPORT | World Athletics", "Assefa took 2:11 off Brigid Kosgei's 2019 world record of 2:14:04 ... passing halfway in 66:20 ...", "Sep 24, 2023"),
            ("https://en.wikipedia.org/wiki/Marathon_world_record_progression", "Marathon world record progression - Wikipedia", "Women: 2:14:04 Brigid Kosgei (Chicago, 13 October 2019); 2:11:53 Tigist Assefa (Berlin, 24 September 2023) ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Tigist_Assefa", "Tigist Assefa - Wikipedia", "Tigist Assefa (born 3 December 1996) is an Ethiopian long-distance runner who set the women's marathon world record ...", "N/A"),
            ("https://www.runnersworld.com/news/a45287911/tigist-assefa-world-record-splits/", "Tigist Assefa's World Record, Split by Split - Runner's World", "She ran the second half faster than the first, a rare negative split at world-record pace ...", "Sep 25, 2023"),
            ("https://www.adidas-group.com/en/media/news-archive/press-releases/2023/tigist-assefa-adizero-adios-pro-evo-1-world-record/", "Tigist Assefa sets world record in adizero Adios Pro Evo 1 | adidas", "The shoe weighs 138 grams ...", "Sep 24, 2023"),
            ("https://www.theguardian.com/sport/2023/sep/24/tigist-assefa-berlin-marathon-world-record", "Tigist Assefa obliterates women's marathon world record in Berlin | The Guardian", "The previous mark of 2:14:04 had stood since Kosgei's run in Chicago in 2019 ...", "Sep 24, 2023"),
            ("https://www.letsrun.com/news/2023/09/how-good-is-tigist-assefas-211-53/", "How good is Tigist Assefa's 2:11:53? - LetsRun.com", "Putting the record in context against the men's and women's all-time lists ...", "Sep 26, 2023"),
            ("https://www.espn.com/olympics/story/_/id/38479245/tigist-assefa-breaks-women-marathon-world-record-berlin", "Tigist Assefa breaks women's marathon world record in Berlin - ESPN", "Assefa improved Kosgei's mark by more than two minutes ...", "Sep 24, 2023"),
            ("https://www.nbcsports.com/olympics/news/berlin-marathon-2023-results", "Berlin Marathon 2023 results: Assefa world record - NBC Sports", "Assefa, the 2022 Berlin champion, ran 2:11:53 ...", "Sep 24, 2023"),
            ("https://www.reddit.com/r/AdvancedRunning/comments/16r3k2u/assefa_21153_discussion/", "Assefa 2:11:53 discussion : r/AdvancedRunning", "Kosgei's 2:14:04 lasted almost four years ...", "Sep 24, 2023"))),
        (extract("https://worldathletics.org/news/report/berlin-marathon-2023-tigist-assefa-world-record", "margin over the previous record and race details"), md("""
# Assefa smashes world marathon record in Berlin

**REPORT — 24 SEP 2023 — Berlin, Germany**

Ethiopia's Tigist Assefa produced one of the greatest performances in distance running history, winning the BMW BERLIN-MARATHON in 2:11:53 to take 2 minutes and 11 seconds off the women's world record, subject to the usual ratification procedures.

The previous record of 2:14:04 was set by Kenya's Brigid Kosgei at the Chicago Marathon on 13 October 2019.

Running with a group of pacemakers, Assefa passed 10km in 31:22 and reached halfway in 66:20, already well inside record pace. She then pulled further away, covering the second half in 65:33.

Kenya's Sheila Chepkirui finished second in 2:17:49, and Tanzania's Magdalena Shauri was third in a national record of 2:18:41.

In the men's race, Eliud Kipchoge claimed a record fifth Berlin title in 2:02:42, ahead of Kenya's Vincent Kipkemoi (2:03:13) and Ethiopia's Tadese Takele (2:03:24).

## Leading results

**Women:** 1 Tigist Assefa (ETH) 2:11:53, 2 Sheila Chepkirui (KEN) 2:17:49, 3 Magdalena Shauri (TAN) 2:18:41

**Men:** 1 Eliud Kipchoge (KEN) 2:02:42, 2 Vincent Kipkemoi (KEN) 2:03:13, 3 Tadese Takele (ETH) 2:03:24
""")),
        (memory("add", dict={"womens_wr_prev": "Brigid Kosgei 2:14:04, Chicago, 13 Oct 2019", "womens_wr_margin": "2:11 (131 s) faster than the previous record"}),
         added("womens_wr_prev", "womens_wr_margin")),
        (memory("remove", key_list=["berlin2023_women_2nd"]), removed("berlin2023_women_2nd")),
        (memory("retrieve_all"), "Memory contains 5 items:\n" + json.dumps({
            "berlin2023_men": "Eliud Kipchoge (KEN) 2:02:42 — record fifth Berlin title",
            "berlin2023_women": "Tigist Assefa (ETH) 2:11:53 — women's world record",
            "womens_wr_prev": "Brigid Kosgei 2:14:04, Chicago, 13 Oct 2019",
            "womens_wr_margin": "2:11 (131 s) faster than the previous record"}, indent=2, ensure_ascii=False)),
    ]
    rs.add(task=TASK, tid="h32-search-09", system=SYSTEM, turns=turns, bad=True, turn=9,
           kind="memory item count in retrieve_all does not follow the adds and the remove",
           state=state("2023-10-02", "Who won the 2023 Berlin Marathon, and by how much did Tigist Assefa improve the women's world record?"))



# Nintendo IR and a games news site, clean
def t10(rs: RowSet) -> None:
    turns = [
        (search("Mario Kart 8 Deluxe sales units best-selling Nintendo Switch games"), results(
            ("https://www.nintendolife.com/news/2024/05/mario-kart-8-deluxe-sales-reach-61-97-million", "Mario Kart 8 Deluxe Sales Reach 61.97 Million as Switch Passes 141 Million | Nintendo Life", "Nintendo's latest financial results show Mario Kart 8 Deluxe has now sold 61.97 million units, with the Switch itself at 141.32 million ...", "May 7, 2024"),
            ("https://en.wikipedia.org/wiki/List_of_best-selling_Nintendo_Switch_video_games", "List of best-selling Nintendo Switch video games - Wikipedia", "Mario Kart 8 Deluxe is the best-selling game on the console ... The list is updated after each quarterly report from Nintendo.", "N/A"),
            ("https://www.nintendo.co.jp/ir/en/finance/software/index.html", "Top Selling Title Sales Units - Nintendo Switch | Nintendo Co., Ltd.", "Sales units of million-selling titles for Nintendo Switch, including Mario Kart 8 Deluxe and Animal Crossing: New Horizons ...", "N/A"),
            ("https://www.vgchartz.com/article/461234/mario-kart-8-deluxe-best-selling-switch-game/", "Mario Kart 8 Deluxe Remains the Best-Selling Switch Game - VGChartz", "Estimates put lifetime sales of Mario Kart 8 Deluxe well ahead of Animal Crossing ...", "Nov 2024"),
            ("https://www.theverge.com/2024/5/7/24150993/nintendo-switch-sales-141-million-fiscal-year-2024", "Nintendo Switch sales hit 141 million - The Verge", "Nintendo announced that it has sold 141.32 million Switch consoles as of March 31st ...", "May 7, 2024"),
            ("https://www.gamesindustry.biz/nintendo-fy2024-results-switch-141m", "Nintendo FY results: Switch at 141.32m, Tears of the Kingdom over 20m | GamesIndustry.biz", "The Legend of Zelda: Tears of the Kingdom reached 20.61 million units ...", "May 7, 2024"),
            ("https://www.ign.com/articles/best-selling-nintendo-switch-games", "The Best-Selling Nintendo Switch Games of All Time - IGN", "Mario Kart 8 Deluxe, Animal Crossing and Smash Bros. Ultimate lead the way ...", "Mar 2024"),
            ("https://www.statista.com/statistics/1101872/unit-sales-top-nintendo-switch-games-worldwide/", "Best-selling Nintendo Switch games worldwide | Statista", "Unit sales of the top selling Nintendo Switch games worldwide as of ...", "N/A"),
            ("https://www.eurogamer.net/nintendo-switch-sales-mario-kart-8-deluxe", "Mario Kart 8 Deluxe is now the best-selling Mario Kart ever - Eurogamer", "It overtook Mario Kart Wii's 37.38m long ago and keeps climbing ...", "Feb 2024"),
            ("https://www.reddit.com/r/NintendoSwitch/comments/1cm0z6c/nintendo_fy_results_mk8dx_6197m/", "Nintendo FY results: MK8DX at 61.97M : r/NintendoSwitch", "Bundles doing a lot of work but still incredible ...", "May 7, 2024"))),
        (extract("https://www.nintendolife.com/news/2024/05/mario-kart-8-deluxe-sales-reach-61-97-million", "Mario Kart 8 Deluxe units, Switch hardware units and top 10 titles"), md("""
# Mario Kart 8 Deluxe Sales Reach 61.97 Million as Switch Passes 141 Million

**Tue 7th May 2024 — News**

Nintendo has published its financial results for the fiscal year ended March 31st, 2024, and as always they come with an update on its best-selling titles.

Mario Kart 8 Deluxe continues to lead the pack with 61.97 million units sold, while the Switch itself has now shipped 141.32 million units worldwide.

Here is the top 10 as of March 31st, 2024:

| # | Title | Units (million) |
| --- | --- | --- |
| 1 | Mario Kart 8 Deluxe | 61.97 |
| 2 | Animal Crossing: New Horizons | 46.44 |
| 3 | Super Smash Bros. Ultimate | 34.22 |
| 4 | The Legend of Zelda: Breath of the Wild | 31.85 |
| 5 | Super Mario Odyssey | 28.31 |
| 6 | Pokémon Sword / Pokémon Shield | 26.27 |
| 7 | Pokémon Scarlet / Pokémon Violet | 24.92 |
| 8 | The Legend of Zelda: Tears of the Kingdom | 20.61 |
| 9 | Super Mario Party | 20.04 |
| 10 | New Super Mario Bros. U Deluxe | 16.63 |

Super Mario Bros. Wonder, released in October 2023, has already reached 13.44 million units.

Nintendo expects to sell 13.5 million Switch consoles in the current fiscal year, and said it will announce the Switch's successor within the fiscal year.

*Source: Nintendo IR*
""")),
        (memory("add", dict={"mk8d_units": "61.97M as of 31 Mar 2024 (Nintendo FY results via Nintendo Life)", "switch_units": "141.32M as of 31 Mar 2024"}),
         added("mk8d_units", "switch_units")),
        (search("Nintendo IR top selling title sales units Switch as of December 31 2024"), results(
            ("https://www.nintendo.co.jp/ir/en/finance/software/index.html", "Top Selling Title Sales Units - Nintendo Switch | Nintendo Co., Ltd.", "Nintendo Switch (As of December 31, 2024). Mario Kart 8 Deluxe ... Animal Crossing: New Horizons ...", "N/A"),
            ("https://www.nintendo.co.jp/ir/en/finance/hard_soft/index.html", "Dedicated Video Game Sales Units | Nintendo Co., Ltd.", "Cumulative sell-through and shipments of hardware and software by platform ...", "N/A"),
            ("https://www.nintendo.co.jp/ir/pdf/2025/250204_3e.pdf", "Consolidated Financial Highlights - Nine months ended December 31, 2024 (PDF)", "Nintendo Switch hardware 9.54 million units for the nine months; cumulative ...", "Feb 4, 2025"),
            ("https://www.theverge.com/2025/2/4/nintendo-switch-150-million-q3-results", "The Nintendo Switch has now sold over 150 million units - The Verge", "Nintendo's Switch has passed 150 million, closing in on the Nintendo DS ...", "Feb 4, 2025"),
            ("https://www.gamesindustry.biz/nintendo-q3-fy2025-switch-150-86m", "Nintendo Q3: Switch at 150.86m, Mario Kart 8 Deluxe at 67.35m | GamesIndustry.biz", "Mario Kart 8 Deluxe has now sold 67.35 million units, and Animal Crossing 47.44 million ...", "Feb 4, 2025"),
            ("https://www.nintendolife.com/news/2025/02/switch-sales-pass-150-million", "Switch Sales Pass 150 Million Units | Nintendo Life", "As of December 31st, 2024, the Switch has sold 150.86 million units ...", "Feb 4, 2025"),
            ("https://en.wikipedia.org/wiki/List_of_best-selling_Nintendo_Switch_video_games", "List of best-selling Nintendo Switch video games - Wikipedia", "As of December 31, 2024, 56 Switch titles have sold over a million units ...", "N/A"),
            ("https://www.vgchartz.com/article/462001/switch-sells-15086m-units/", "Switch Sells 150.86M Units Worldwide - VGChartz", "The Switch is now the third best-selling console of all time ...", "Feb 4, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-02-04/nintendo-cuts-switch-forecast", "Nintendo Cuts Switch Forecast Again Ahead of Successor | Bloomberg", "Nintendo now expects to sell 11 million Switch units this fiscal year ...", "Feb 4, 2025"),
            ("https://www.reddit.com/r/NintendoSwitch/comments/1ihbb3u/nintendo_q3_fy25_results_switch_at_15086m/", "Nintendo Q3 FY25 results: Switch at 150.86M : r/NintendoSwitch", "MK8DX at 67.35M, jumped 3M in one holiday quarter ...", "Feb 4, 2025"))),
        (extract("https://www.nintendo.co.jp/ir/en/finance/software/index.html", "Switch title sales units and hardware total"), md("""
# Top Selling Title Sales Units

IR Information > Sales Data > Top Selling Title Sales Units

## Nintendo Switch (As of December 31, 2024)

Hardware total: 150.86 million units

| Title | Release date (Japan) | Units sold (worldwide) |
| --- | --- | --- |
| Mario Kart 8 Deluxe | April 28, 2017 | 67.35 million |
| Animal Crossing: New Horizons | March 20, 2020 | 47.44 million |
| Super Smash Bros. Ultimate | December 7, 2018 | 35.13 million |
| The Legend of Zelda: Breath of the Wild | March 3, 2017 | 32.61 million |
| Super Mario Odyssey | October 27, 2017 | 29.28 million |
| Pokémon Sword / Pokémon Shield | November 15, 2019 | 26.72 million |
| Pokémon Scarlet / Pokémon Violet | November 18, 2022 | 26.03 million |
| The Legend of Zelda: Tears of the Kingdom | May 12, 2023 | 21.51 million |
| Super Mario Party | October 5, 2018 | 20.53 million |
| New Super Mario Bros. U Deluxe | January 11, 2019 | 17.22 million |

*Sales units include both packaged and downloadable versions of software. Titles are sold by Nintendo, except the Pokémon titles, which are sold by The Pokémon Company (Nintendo overseas).*

Other platforms: Nintendo 3DS · Wii U · Wii · Nintendo DS

Last updated: February 4, 2025
""")),
        (memory("update", dict={"mk8d_units": "67.35M as of 31 Dec 2024 (Nintendo IR, updated 4 Feb 2025)", "switch_units": "150.86M as of 31 Dec 2024 (Nintendo IR)"}),
         updated("mk8d_units", "switch_units")),
        (search("Nintendo Switch 150.86 million passes Game Boy best-selling Nintendo consoles DS 154.02"), results(
            ("https://www.theverge.com/2025/2/4/nintendo-switch-150-million-q3-results", "The Nintendo Switch has now sold over 150 million units - The Verge", "With 150.86 million units, the Switch has passed the Game Boy and Game Boy Color (118.69 million combined) and trails only the DS (154.02 million) among Nintendo hardware ...", "Feb 4, 2025"),
            ("https://en.wikipedia.org/wiki/List_of_best-selling_game_consoles", "List of best-selling game consoles - Wikipedia", "PlayStation 2 (over 160 million), Nintendo DS (154.02 million), Nintendo Switch (150.86 million) ...", "N/A"),
            ("https://www.nintendolife.com/news/2025/02/switch-now-just-3-million-units-behind-the-ds", "Switch Is Now Just 3 Million Units Behind The DS | Nintendo Life", "The gap between the two has narrowed to 3.16 million units ...", "Feb 4, 2025"),
            ("https://www.gamespot.com/articles/switch-sales-150-million/1100-6529012/", "Switch Sales Top 150 Million - GameSpot", "Nintendo's hybrid is now its second-best-selling platform ever ...", "Feb 4, 2025"),
            ("https://www.ign.com/articles/nintendo-switch-sales-150-million-ds-record", "Switch Tops 150 Million, DS Record Within Reach - IGN", "The Switch would need about 3.2 million more units to match the DS ...", "Feb 4, 2025"),
            ("https://www.nintendo.co.jp/ir/en/finance/hard_soft/index.html", "Dedicated Video Game Sales Units | Nintendo Co., Ltd.", "Nintendo DS: 154.02 million hardware units (cumulative) ...", "N/A"),
            ("https://www.eurogamer.net/nintendo-switch-150-million", "Nintendo Switch passes 150m as successor looms - Eurogamer", "The milestone comes weeks after the Switch 2 reveal ...", "Feb 4, 2025"),
            ("https://www.vgchartz.com/article/462001/switch-sells-15086m-units/", "Switch Sells 150.86M Units Worldwide - VGChartz", "The Switch is now the third best-selling console of all time ...", "Feb 4, 2025"),
            ("https://www.polygon.com/nintendo-switch/510123/switch-sales-150-million-ds-ps2", "Can the Switch catch the PS2? - Polygon", "Sony has said PS2 shipments exceeded 160 million ...", "Feb 5, 2025"),
            ("https://www.reddit.com/r/gaming/comments/1ihf2qx/switch_at_15086m_third_best_selling_console_ever/", "Switch at 150.86M, third best selling console ever : r/gaming", "DS is next at 154.02M, probably passes it before Switch 2 launches ...", "Feb 4, 2025"))),
        (memory("retrieve_all"), everything({
            "mk8d_units": "67.35M as of 31 Dec 2024 (Nintendo IR, updated 4 Feb 2025)",
            "switch_units": "150.86M as of 31 Dec 2024 (Nintendo IR)"})),
    ]
    rs.add(task=TASK, tid="h32-search-10", system=SYSTEM, turns=turns,
           state=state("2025-02-10", "How many copies has Mario Kart 8 Deluxe sold, and how many Switch consoles have shipped, using the latest official figures?"))


def live_chess(updated_line: str, rows: list[tuple[str, str, str, str, str, str]]) -> str:
    body = "\n".join(f"| {i} | {n} | {f} | {r} | {d} | {a} | {g} |" for i, (n, f, r, d, a, g) in enumerate(rows, 1))
    return md(f"""
# 2700chess — Live Chess Ratings

**{updated_line}**

Live ratings are calculated after every finished classical game and reset to the official FIDE rating on the first day of each month. ● = game in progress.

| # | Player | Fed | Rating | +/- | Age | Now |
| --- | --- | --- | --- | --- | --- | --- |
{body}

Show more (top 100) · Women · Juniors · Girls

**Current events:** Tata Steel Chess 2025 (Wijk aan Zee) · Masters · Challengers
""")


# FIDE ratings site and 2700chess live list, clean
def t11(rs: RowSet) -> None:
    first = [
        ("Magnus Carlsen", "NOR", "2831.0", "0.0", "34", ""),
        ("Fabiano Caruana", "USA", "2803.0", "0.0", "32", ""),
        ("Hikaru Nakamura", "USA", "2802.0", "0.0", "37", ""),
        ("Gukesh D", "IND", "2782.4", "−0.6", "18", "●"),
        ("Arjun Erigaisi", "IND", "2781.9", "−19.1", "21", "●"),
        ("Nodirbek Abdusattorov", "UZB", "2766.2", "−1.8", "20", "●"),
        ("Alireza Firouzja", "FRA", "2760.0", "0.0", "21", ""),
        ("Ian Nepomniachtchi", "FID", "2757.0", "0.0", "34", ""),
        ("Wesley So", "USA", "2753.0", "0.0", "31", ""),
        ("R Praggnanandhaa", "IND", "2751.6", "+10.6", "19", "●"),
        ("Anish Giri", "NED", "2744.9", "−3.1", "30", "●")]
    second = [
        ("Magnus Carlsen", "NOR", "2831.0", "0.0", "34", ""),
        ("Fabiano Caruana", "USA", "2803.0", "0.0", "32", ""),
        ("Hikaru Nakamura", "USA", "2802.0", "0.0", "37", ""),
        ("Gukesh D", "IND", "2787.1", "+4.1", "18", ""),
        ("Arjun Erigaisi", "IND", "2780.5", "−20.5", "21", ""),
        ("Nodirbek Abdusattorov", "UZB", "2766.2", "−1.8", "20", "●"),
        ("Alireza Firouzja", "FRA", "2760.0", "0.0", "21", ""),
        ("Ian Nepomniachtchi", "FID", "2757.0", "0.0", "34", ""),
        ("Wesley So", "USA", "2753.0", "0.0", "31", ""),
        ("R Praggnanandhaa", "IND", "2751.4", "+10.4", "19", ""),
        ("Anish Giri", "NED", "2744.9", "−3.1", "30", "●")]
    turns = [
        (search("FIDE rating list January 2025 top 10 players"), results(
            ("https://ratings.fide.com/a_top.php?list=open", "FIDE Ratings - Top 100 Players", "Top 100 Players January 2025: 1 Carlsen, Magnus NOR 2831; 2 Caruana, Fabiano USA 2803; 3 Nakamura, Hikaru USA 2802 ...", "N/A"),
            ("https://www.fide.com/news/3412", "FIDE Rating List January 2025: Carlsen remains on top | FIDE", "Magnus Carlsen starts 2025 as world number one; Arjun Erigaisi is world number four, Gukesh fifth ...", "Jan 1, 2025"),
            ("https://2700chess.com/", "2700chess — Live Chess Ratings", "Live top 100 chess players rating list, updated after every classical game ...", "N/A"),
            ("https://www.chess.com/news/view/fide-rating-list-january-2025", "FIDE Rating List January 2025 - Chess.com", "Five players are now rated 2800 or close to it: Carlsen, Caruana, Nakamura, Erigaisi ...", "Jan 1, 2025"),
            ("https://en.wikipedia.org/wiki/FIDE_world_rankings", "FIDE world rankings - Wikipedia", "The top 10 players as of January 2025 ...", "N/A"),
            ("https://chess24.com/en/read/news/fide-ratings-january-2025", "January 2025 ratings: Arjun breaks 2800 - chess24", "Arjun Erigaisi became the second Indian player ever to cross 2800 in the official list ...", "Jan 1, 2025"),
            ("https://www.chessbase.com/post/fide-ratings-january-2025", "FIDE Ratings January 2025 | ChessBase", "The first list of the new year has few changes at the very top ...", "Jan 2, 2025"),
            ("https://ratings.fide.com/profile/1503014", "Carlsen, Magnus FIDE Profile", "FIDE ID 1503014, Norway, B-Year 1990, Std 2831 ...", "N/A"),
            ("https://www.chess.com/ratings", "Top Chess Players in the World - Chess.com", "Live and official ratings of the world's best players ...", "N/A"),
            ("https://www.reddit.com/r/chess/comments/1hr6s5d/fide_january_2025_rating_list_top_10/", "FIDE January 2025 rating list top 10 : r/chess", "Arjun 2801 as the world #4 going into Wijk aan Zee ...", "Jan 1, 2025"))),
        (extract("https://ratings.fide.com/a_top.php?list=open", "top 10 standard ratings, January 2025"), md("""
# Top 100 Players January 2025

Standard · Rapid · Blitz — Open · Women · Juniors · Girls

| # | Name | Federation | Rating | B-Year | FIDE ID |
| --- | --- | --- | --- | --- | --- |
| 1 | Carlsen, Magnus | NOR | 2831 | 1990 | 1503014 |
| 2 | Caruana, Fabiano | USA | 2803 | 1992 | 2020009 |
| 3 | Nakamura, Hikaru | USA | 2802 | 1987 | 2016192 |
| 4 | Erigaisi Arjun | IND | 2801 | 2003 | 35009192 |
| 5 | Gukesh D | IND | 2783 | 2006 | 46616543 |
| 6 | Abdusattorov, Nodirbek | UZB | 2768 | 2004 | 14204118 |
| 7 | Firouzja, Alireza | FRA | 2760 | 2003 | 12573981 |
| 8 | Nepomniachtchi, Ian | FID | 2757 | 1990 | 4168119 |
| 9 | So, Wesley | USA | 2753 | 1993 | 5202213 |
| 10 | Giri, Anish | NED | 2748 | 1994 | 24116068 |

Rating list: 01.01.2025 · Only active players are included. · Show 11-100
""")),
        (extract("https://2700chess.com/", "current live ratings for the top players"), live_chess("Updated 26 Jan 2025, 15:08 UTC", first)),
        (memory("add", dict={"carlsen_fide_jan2025": "2831, world No. 1 (FIDE ID 1503014, list of 1 Jan 2025)", "gukesh_fide_jan2025": "2783, world No. 5 (FIDE ID 46616543)", "gukesh_live_1508utc": "2782.4 (−0.6 vs Jan list), game in progress at Tata Steel"}),
         added("carlsen_fide_jan2025", "gukesh_fide_jan2025", "gukesh_live_1508utc")),
        (search("Tata Steel Chess 2025 Masters live today Gukesh Praggnanandhaa Erigaisi"), results(
            ("https://tatasteelchess.com/live", "Live games - Tata Steel Chess Tournament 2025", "Masters and Challengers, live boards and standings. Rounds start at 14:00 CET ...", "N/A"),
            ("https://www.chess.com/events/2025-tata-steel-chess-masters", "Tata Steel Chess Masters 2025 - Chess.com Events", "Live results, standings and games from Wijk aan Zee, January 17 - February 2 ...", "N/A"),
            ("https://www.chess.com/news/view/tata-steel-chess-2025-round-7", "Tata Steel Chess 2025 Round 7: Gukesh, Pragg Share Lead - Chess.com", "Gukesh and Praggnanandhaa lead the Masters after seven rounds; Arjun's difficult event continues ...", "Jan 25, 2025"),
            ("https://chess24.com/en/watch/live-tournaments/tata-steel-masters-2025", "Tata Steel Masters 2025 - live broadcast", "Live commentary and computer evaluation of all games ...", "N/A"),
            ("https://www.chessbase.com/post/tata-steel-2025-round-7", "Tata Steel 2025, Round 7: Leaders keep pace | ChessBase", "The two Indian leaders both won on Saturday ...", "Jan 25, 2025"),
            ("https://www.fide.com/news/3455", "Tata Steel Chess 2025: Indian trio in the spotlight | FIDE", "Gukesh, Praggnanandhaa and Erigaisi all play in the Masters ...", "Jan 16, 2025"),
            ("https://lichess.org/broadcast/tata-steel-masters-2025/round-8", "Tata Steel Masters 2025 | Round 8 • lichess.org", "Broadcast of round 8 games, live ...", "2 hours ago"),
            ("https://en.wikipedia.org/wiki/Tata_Steel_Chess_Tournament_2025", "Tata Steel Chess Tournament 2025 - Wikipedia", "The 87th edition of the Tata Steel Chess Tournament is being held in Wijk aan Zee from 17 January to 2 February 2025 ...", "N/A"),
            ("https://www.chess.com/news/view/tata-steel-chess-2025-round-8-live", "Tata Steel Chess 2025 Round 8: Live Updates - Chess.com", "Follow round 8 live; Gukesh has the white pieces ...", "2 hours ago"),
            ("https://www.reddit.com/r/chess/comments/1i9z0ka/tata_steel_masters_2025_round_8_discussion/", "Tata Steel Masters 2025 Round 8 discussion : r/chess", "Gukesh looking very comfortable out of the opening ...", "1 hour ago"))),
        (extract("https://2700chess.com/", "live ratings after today's finished games"), live_chess("Updated 26 Jan 2025, 15:46 UTC", second)),
        (memory("add", dict={"gukesh_live_1546utc": "2787.1 (+4.1 vs Jan list) after today's game finished; still world No. 4 in the live list"}),
         added("gukesh_live_1546utc")),
    ]
    rs.add(task=TASK, tid="h32-search-11", system=SYSTEM, turns=turns,
           state=state("2025-01-26", "Where do Carlsen and Gukesh stand on the official FIDE list and on the live rating list right now?"))



# Census Bureau city estimates, bad
def t12(rs: RowSet) -> None:
    five = {"nyc_2023": "8,258,035", "chicago_2023": "2,664,452", "houston_2023": "2,314,157",
            "san_antonio_2023": "1,495,295", "dallas_2023": "1,302,868"}
    turns = [
        (search("Census Bureau Vintage 2023 city population estimates largest cities press release"), results(
            ("https://www.census.gov/newsroom/press-releases/2024/subcounty-population-estimates.html", "Large Southern Cities Lead Nation in Population Growth - U.S. Census Bureau", "Cities in the South continued to lead the nation in population growth, according to Vintage 2023 population estimates for cities and towns released today ...", "May 16, 2024"),
            ("https://www.census.gov/data/tables/time-series/demo/popest/2020s-total-cities-and-towns.html", "City and Town Population Totals: 2020-2023 - U.S. Census Bureau", "Annual estimates of the resident population for incorporated places of 50,000 or more, ranked by July 1, 2023 population ...", "May 2024"),
            ("https://en.wikipedia.org/wiki/List_of_United_States_cities_by_population", "List of United States cities by population - Wikipedia", "New York City remains the most populous city with an estimated 8,258,035 residents in 2023 ...", "N/A"),
            ("https://www.texastribune.org/2024/05/16/texas-cities-population-growth-census-2023/", "Texas cities again among the fastest-growing in the nation | The Texas Tribune", "San Antonio added more residents than any other U.S. city, while Fort Worth and Houston also ranked near the top ...", "May 16, 2024"),
            ("https://www.houstonchronicle.com/news/houston-texas/article/houston-population-2023-census-19455210.php", "Houston's population grew to 2.3 million in 2023, Census says | Houston Chronicle", "Houston remains the nation's fourth-largest city ...", "May 16, 2024"),
            ("https://www.chicagotribune.com/2024/05/16/chicago-population-2023-census-estimate/", "Chicago population dips slightly, census estimates show | Chicago Tribune", "Chicago's estimated population was 2,664,452 as of July 1, 2023 ...", "May 16, 2024"),
            ("https://www.nytimes.com/2024/05/16/us/census-city-population-estimates-2023.html", "New York City's Population Fell Again in 2023, Census Data Shows - The New York Times", "The city lost about 78,000 residents, while cities in Texas and Florida gained ...", "May 16, 2024"),
            ("https://www.axios.com/2024/05/16/fastest-growing-cities-census-2023", "America's fastest-growing cities in 2023 - Axios", "Southern cities, especially in Texas, dominated growth ...", "May 16, 2024"),
            ("https://worldpopulationreview.com/us-cities", "US Cities by Population 2024 - World Population Review", "Projected 2024 populations for US cities ...", "N/A"),
            ("https://www.reddit.com/r/dataisbeautiful/comments/1ctlb3p/oc_largest_us_cities_2023_census_estimates/", "[OC] Largest US cities, 2023 census estimates : r/dataisbeautiful", "Fort Worth is about to pass Austin and Jacksonville ...", "May 16, 2024"))),
        (extract("https://www.census.gov/newsroom/press-releases/2024/subcounty-population-estimates.html", "largest cities and their 2023 populations"), md("""
# Large Southern Cities Lead Nation in Population Growth

**Press Release Number CB24-76 · May 16, 2024**

Cities in the South continued to lead the nation in population growth, according to Vintage 2023 population estimates for the nation's cities and towns released today by the U.S. Census Bureau. Eight of the 15 fastest-growing cities with populations of 20,000 or more were in the South.

Growth in the South's large cities was driven mainly by domestic migration, with international migration also contributing.

## Largest cities

New York remained the nation's most populous city, even though its population declined in 2023. Los Angeles and Chicago ranked second and third. San Antonio had the largest numeric gain of any city between 2022 and 2023.

| Rank | City | State | Population, July 1, 2023 |
| --- | --- | --- | --- |
| 1 | New York | New York | 8,258,035 |
| 2 | Los Angeles | California | 3,820,914 |
| 3 | Chicago | Illinois | 2,664,452 |
| 4 | Houston | Texas | 2,314,157 |
| 5 | Phoenix | Arizona | 1,650,070 |
| 6 | Philadelphia | Pennsylvania | 1,550,542 |
| 7 | San Antonio | Texas | 1,495,295 |
| 8 | San Diego | California | 1,388,320 |
| 9 | Dallas | Texas | 1,302,868 |
| 10 | Jacksonville | Florida | 985,843 |
| 11 | Austin | Texas | 979,882 |
| 12 | Fort Worth | Texas | 978,468 |
| 13 | San Jose | California | 969,655 |
| 14 | Columbus | Ohio | 913,175 |
| 15 | Charlotte | North Carolina | 911,311 |

## Housing units

The nation's housing stock grew by about 1.6 million units between 2022 and 2023, reaching an estimated 146.4 million.

## About the estimates

The Vintage 2023 estimates use the 2020 Census as a base and are updated each year with data on births, deaths and migration. Each new vintage revises earlier years, so figures should not be compared with those from previous vintages.
""")),
        (memory("add", dict=five), added(*five)),
        (memory("remove", key_list=["nyc_2023"]), removed("nyc_2023")),
        (search("Fort Worth Austin Jacksonville population 2023 estimate close race"), results(
            ("https://www.star-telegram.com/news/local/fort-worth/article288508912.html", "Fort Worth now the 12th-largest U.S. city, just behind Austin | Fort Worth Star-Telegram", "Fort Worth's estimated population reached 978,468, about 1,400 fewer residents than Austin ...", "May 16, 2024"),
            ("https://www.kut.org/austin/2024-05-16/austin-population-census-2023-growth-slows", "Austin's growth slows as Fort Worth closes in | KUT", "Austin's population was estimated at 979,882 in July 2023 ...", "May 16, 2024"),
            ("https://www.jacksonville.com/story/news/local/2024/05/16/jacksonville-population-census-2023/73698123007/", "Jacksonville is the 10th-largest U.S. city with 985,843 residents | The Florida Times-Union", "Jacksonville kept its spot ahead of Austin and Fort Worth ...", "May 16, 2024"),
            ("https://www.texastribune.org/2024/05/16/texas-cities-population-growth-census-2023/", "Texas cities again among the fastest-growing in the nation | The Texas Tribune", "Fort Worth added about 21,000 residents, the second-largest gain of any U.S. city ...", "May 16, 2024"),
            ("https://demographics.texas.gov/Estimates/2023/", "Population Estimates 2023 - Texas Demographic Center", "State, county and place estimates for Texas, including the Census Bureau's Vintage 2023 estimates ...", "N/A"),
            ("https://www.dallasnews.com/news/2024/05/16/dallas-fort-worth-population-2023/", "Fort Worth gains, Dallas stays flat in new Census estimates | The Dallas Morning News", "Dallas' population was estimated at 1,302,868 ...", "May 16, 2024"),
            ("https://www.census.gov/data/tables/time-series/demo/popest/2020s-total-cities-and-towns.html", "City and Town Population Totals: 2020-2023 - U.S. Census Bureau", "SUB-IP-EST2023-POP: Annual Estimates of the Resident Population for Incorporated Places ...", "May 2024"),
            ("https://www.axios.com/local/dallas/2024/05/16/fort-worth-population-million", "When will Fort Worth hit 1 million residents? - Axios Dallas", "At its current pace, Fort Worth could cross the 1 million mark within two years ...", "May 16, 2024"),
            ("https://en.wikipedia.org/wiki/Fort_Worth,_Texas", "Fort Worth, Texas - Wikipedia", "Fort Worth is the fifth-most populous city in Texas and the 12th-most populous city in the United States ...", "N/A"),
            ("https://www.reddit.com/r/FortWorth/comments/1ctxq3w/fort_worth_1414_people_behind_austin/", "Fort Worth 1,414 people behind Austin : r/FortWorth", "We'll pass them next year for sure ...", "May 16, 2024"))),
        (memory("add", dict={"austin_2023": "979,882", "fort_worth_2023": "978,468 (1,414 behind Austin)"}),
         added("austin_2023", "fort_worth_2023")),
        (memory("retrieve_all"), everything({
            "nyc_2023": "8,258,035", "chicago_2023": "2,664,452", "houston_2023": "2,314,157",
            "san_antonio_2023": "1,495,295", "dallas_2023": "1,302,868",
            "austin_2023": "979,882", "fort_worth_2023": "978,468 (1,414 behind Austin)"})),
        (extract("https://www.texastribune.org/2024/05/16/texas-cities-population-growth-census-2023/", "growth of Texas cities compared with Chicago"), md("""
# Texas cities again among the fastest-growing in the nation

**By the Texas Tribune staff · May 16, 2024**

Texas cities continued to add residents at a faster clip than most of the country last year, according to new U.S. Census Bureau estimates released Thursday.

San Antonio added about 22,000 residents between July 2022 and July 2023, more than any other U.S. city, bringing its estimated population to 1,495,295. Fort Worth added about 21,000 people, the second-largest gain nationally, and reached 978,468, putting it just 1,414 residents behind Austin (979,882) for the 11th spot.

Houston, the state's largest city and the fourth-largest in the country, grew to 2,314,157. Dallas, the ninth-largest U.S. city, was estimated at 1,302,868, roughly unchanged from the year before.

By contrast, Chicago's population slipped slightly to 2,664,452, and New York City lost about 78,000 residents, although both remain far larger than any Texas city.

## Suburbs keep booming

Several of the nation's fastest-growing cities with 20,000 or more residents are suburbs of Austin, Dallas-Fort Worth and Houston, including Princeton, Fulshear and Celina, which each grew by more than 15% in a single year.

## What's driving the growth

Demographers point to domestic migration from other states, international migration and natural increase. "Texas has a relatively young population, so we still have more births than deaths," said Lloyd Potter, the state demographer.

| City | Population, July 2023 | National rank |
| --- | --- | --- |
| Houston | 2,314,157 | 4 |
| San Antonio | 1,495,295 | 7 |
| Dallas | 1,302,868 | 9 |
| Austin | 979,882 | 11 |
| Fort Worth | 978,468 | 12 |
| El Paso | 678,958 | 23 |
""")),
        (memory("update", dict={"chicago_2023": "2,664,452 (slight decline from 2022; still larger than any Texas city)"}),
         updated("chicago_2023")),
    ]
    rs.add(task=TASK, tid="h32-search-12", system=SYSTEM, turns=turns, bad=True, turn=7,
           kind="memory key removed at turn 4 is listed again by retrieve_all",
           state=state("2024-06-10", "Using the Census Bureau's Vintage 2023 estimates, how do the big Texas cities compare with Chicago?"))


SATCAT_HEAD = "| INTLDES | NORAD CAT ID | NAME | SOURCE | LAUNCH | SITE | DECAY | PERIOD (min) | INCL (deg) | APOGEE (km) | PERIGEE (km) | RCS (m²) | OPS |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"


# CelesTrak SATCAT and ESA pages, bad
def t13(rs: RowSet) -> None:
    s1 = {"s1a": "NORAD 39634 / 2014-016A, launched 3 Apr 2014, operational (+)",
          "s1b": "NORAD 41456 / 2016-025A, launched 25 Apr 2016, nonoperational (−) since 23 Dec 2021 power anomaly; mission ended Aug 2022",
          "s1c": "NORAD 62261 / 2024-235A, launched 5 Dec 2024, operational (+)"}
    turns = [
        (search("Sentinel-1B failure mission end ESA"), results(
            ("https://www.esa.int/Applications/Observing_the_Earth/Copernicus/Sentinel-1/Mission_ends_for_Copernicus_Sentinel-1B_satellite", "ESA - Mission ends for Copernicus Sentinel-1B satellite", "Following the anomaly that occurred on 23 December 2021, ESA and the European Commission announce that the mission of Sentinel-1B has ended ...", "Aug 3, 2022"),
            ("https://www.esa.int/Applications/Observing_the_Earth/Copernicus/Sentinel-1/Sentinel-1B_anomaly", "ESA - Sentinel-1B anomaly", "On 23 December 2021, Copernicus Sentinel-1B experienced an anomaly related to the instrument electronics power supply ...", "Jan 2022"),
            ("https://en.wikipedia.org/wiki/Sentinel-1B", "Sentinel-1B - Wikipedia", "Sentinel-1B was a European radar imaging satellite launched in 2016. The satellite failed in December 2021 ...", "N/A"),
            ("https://spacenews.com/esa-declares-sentinel-1b-mission-over/", "ESA declares end of Sentinel-1B mission - SpaceNews", "Efforts to restore the satellite's radar instrument were unsuccessful ...", "Aug 3, 2022"),
            ("https://www.eoportal.org/satellite-missions/copernicus-sentinel-1", "Copernicus: Sentinel-1 - eoPortal", "The Sentinel-1 mission comprises a constellation of two polar-orbiting satellites ... Sentinel-1C and -1D to follow.", "N/A"),
            ("https://sentinels.copernicus.eu/web/sentinel/missions/sentinel-1", "Sentinel-1 - Missions - Sentinel Online", "Sentinel-1 is a two-satellite constellation performing C-band SAR imaging ...", "N/A"),
            ("https://www.esa.int/Applications/Observing_the_Earth/Copernicus/Sentinel-1/Sentinel-1B_deorbit", "ESA - Plans for Sentinel-1B disposal", "The satellite will be lowered to an orbit where it re-enters within 25 years ...", "2023"),
            ("https://www.nature.com/articles/d41586-022-02096-0", "Loss of Sentinel-1B leaves gap in radar coverage | Nature", "Scientists monitoring ground deformation rely on a six-day repeat that is no longer available ...", "Aug 5, 2022"),
            ("https://celestrak.org/satcat/search.php", "CelesTrak: SATCAT Search", "Search the satellite catalog by name, international designator or NORAD catalog number ...", "N/A"),
            ("https://www.reddit.com/r/esa/comments/wf1nq2/mission_ends_for_sentinel1b/", "Mission ends for Sentinel-1B : r/esa", "Power supply failure on the SAR instrument, unrecoverable ...", "Aug 3, 2022"))),
        (extract("https://celestrak.org/satcat/table-satcat.php?NAME=SENTINEL-1&PAYLOAD=1&MAX=500", "catalog entries and operational status of Sentinel-1 satellites"), md(f"""
# CelesTrak SATCAT Search Results

Query: NAME contains "SENTINEL-1" · Payloads only · 3 records found

{SATCAT_HEAD}
| 2014-016A | 39634 | SENTINEL-1A | ESA | 2014-04-03 | FRGUI | | 98.6 | 98.18 | 706 | 704 | 5.0100 | + |
| 2016-025A | 41456 | SENTINEL-1B | ESA | 2016-04-25 | FRGUI | | 98.6 | 98.18 | 705 | 703 | 5.0700 | − |
| 2024-235A | 62261 | SENTINEL-1C | ESA | 2024-12-05 | FRGUI | | 98.6 | 98.18 | 705 | 700 | | + |

**Operational status codes:** + Operational · − Nonoperational · P Partially operational · B Backup/standby · S Spare · X Extended mission · D Decayed · ? Unknown

Data current as of 2025 Jan 15 08:12:41 UTC
""")),
        (memory("add", dict=s1), added(*s1)),
        (search("Sentinel-1C launch Vega-C VV25 December 2024 first images"), results(
            ("https://www.esa.int/Applications/Observing_the_Earth/Copernicus/Sentinel-1/Sentinel-1C_takes_to_the_skies", "ESA - Sentinel-1C takes to the skies", "Copernicus Sentinel-1C lifted off on a Vega-C rocket from Europe's Spaceport in French Guiana on 5 December 2024 at 22:20 CET ...", "Dec 5, 2024"),
            ("https://www.arianespace.com/press-release/vega-c-returns-to-flight-with-sentinel-1c/", "Vega-C returns to flight, successfully launching Sentinel-1C | Arianespace", "Flight VV25 marks the return to flight of Vega-C after the December 2022 failure ...", "Dec 5, 2024"),
            ("https://www.esa.int/Applications/Observing_the_Earth/Copernicus/Sentinel-1/First_images_from_Sentinel-1C", "ESA - First images from Sentinel-1C", "Just days after launch, the new satellite has delivered its first radar images ...", "Dec 2024"),
            ("https://spacenews.com/vega-c-returns-to-flight-launching-sentinel-1c/", "Vega-C returns to flight, launching Sentinel-1C - SpaceNews", "The launch restores Europe's two-satellite C-band radar constellation once commissioning is complete ...", "Dec 5, 2024"),
            ("https://en.wikipedia.org/wiki/Sentinel-1C", "Sentinel-1C - Wikipedia", "Sentinel-1C is a European radar imaging satellite launched on 5 December 2024 to replace Sentinel-1B ...", "N/A"),
            ("https://www.eoportal.org/satellite-missions/copernicus-sentinel-1", "Copernicus: Sentinel-1 - eoPortal", "Sentinel-1C carries an AIS receiver in addition to the C-SAR instrument ...", "N/A"),
            ("https://www.space.com/europe-vega-c-rocket-launch-sentinel-1c", "Europe's Vega-C rocket returns to flight with Sentinel-1C launch | Space", "The Italian-built rocket lifted off at 4:20 p.m. EST (2120 GMT) ...", "Dec 5, 2024"),
            ("https://www.esa.int/ESA_Multimedia/Videos/2024/12/Sentinel-1C_launch_highlights", "ESA - Sentinel-1C launch highlights", "Highlights of the Vega-C VV25 launch from Kourou ...", "Dec 6, 2024"),
            ("https://www.nasaspaceflight.com/2024/12/vega-c-sentinel-1c/", "Vega-C returns to flight with Sentinel-1C - NASASpaceFlight.com", "The satellite separated from the AVUM+ upper stage about 1 hour 46 minutes after liftoff ...", "Dec 5, 2024"),
            ("https://www.reddit.com/r/ESA/comments/1h7k3m9/vegac_vv25_sentinel1c_launch_thread/", "Vega-C VV25 / Sentinel-1C launch thread : r/ESA", "Nominal flight, separation confirmed ...", "Dec 5, 2024"))),
        (extract("https://www.esa.int/Applications/Observing_the_Earth/Copernicus/Sentinel-1/Sentinel-1C_takes_to_the_skies", "launch details and role of Sentinel-1C"), md("""
# Sentinel-1C takes to the skies

**05/12/2024**

Copernicus Sentinel-1C lifted off on a Vega-C rocket from Europe's Spaceport in French Guiana on 5 December 2024 at 22:20 CET (18:20 local time). The launch marks the return to flight of Vega-C and brings the Sentinel-1 mission back to its full two-satellite configuration.

Sentinel-1C joins Sentinel-1A, which has been in orbit since 2014 and continues to provide radar imagery well beyond its planned seven-year design life. Sentinel-1B's mission ended in 2022 after a power-supply anomaly in December 2021 left it unable to deliver radar data.

## A radar mission for all weathers

Each Sentinel-1 satellite carries an advanced C-band synthetic aperture radar that can image Earth's surface through cloud and rain, day and night. The data are used to monitor sea ice, map floods, track ground subsidence and support maritime surveillance. Sentinel-1C also carries an Automatic Identification System (AIS) receiver to help identify ships.

## What next?

After separation from Vega-C's upper stage, the satellite's solar array and radar antenna were deployed. Sentinel-1C now enters a commissioning phase of several months, after which it will be positioned 180° apart from Sentinel-1A in the same orbit, restoring the six-day repeat cycle over Europe.

| | |
| --- | --- |
| Launch | 5 December 2024, 21:20 UTC |
| Launcher | Vega-C (flight VV25) |
| Launch site | Europe's Spaceport, Kourou |
| Orbit | Sun-synchronous, same plane as Sentinel-1A |
| Mass at launch | ~2 200 kg |
| Design life | 7 years (consumables for 12) |
""")),
        (extract("https://celestrak.org/satcat/records.php?CATNR=41456", "full catalog record for Sentinel-1B"), md(f"""
# CelesTrak SATCAT Record — NORAD 41456

{SATCAT_HEAD}
| 2016-025A | 41456 | SENTINEL-1B | ESA | 2016-04-25 | FRGUI | | 98.6 | 98.18 | 705 | 703 | 5.0700 | + |

| Field | Value |
| --- | --- |
| OBJECT_NAME | SENTINEL-1B |
| OBJECT_ID | 2016-025A |
| NORAD_CAT_ID | 41456 |
| OBJECT_TYPE | PAY |
| OPS_STATUS_CODE | + |
| OWNER | ESA |
| LAUNCH_DATE | 2016-04-25 |
| LAUNCH_SITE | FRGUI |
| DECAY_DATE | |
| PERIOD | 98.6 |
| INCLINATION | 98.18 |
| APOGEE | 705 |
| PERIGEE | 703 |
| RCS | 5.0700 |
| DATA_STATUS_CODE | |
| ORBIT_CENTER | EA |
| ORBIT_TYPE | ORB |

Related: Current GP data (TLE / OMM) · Orbit visualization · SATCAT documentation

Data current as of 2025 Jan 15 08:12:41 UTC
""")),
        (memory("update", dict={"s1c": "NORAD 62261 / 2024-235A, launched 5 Dec 2024 21:20 UTC on Vega-C VV25 from Kourou; in commissioning, to fly 180° from S1A"}),
         updated("s1c")),
        (memory("retrieve_all"), everything({
            "s1a": "NORAD 39634 / 2014-016A, launched 3 Apr 2014, operational (+)",
            "s1b": "NORAD 41456 / 2016-025A, launched 25 Apr 2016, nonoperational (−) since 23 Dec 2021 power anomaly; mission ended Aug 2022",
            "s1c": "NORAD 62261 / 2024-235A, launched 5 Dec 2024 21:20 UTC on Vega-C VV25 from Kourou; in commissioning, to fly 180° from S1A"})),
    ]
    rs.add(task=TASK, tid="h32-search-13", system=SYSTEM, turns=turns, bad=True, turn=6,
           kind="catalog operational status of the same satellite flips from nonoperational to operational with no change",
           state=state("2025-01-15", "Which Sentinel-1 satellites are in orbit, and which of them are still operating?"))



# Wikipedia and TfL on the Elizabeth line, clean
def t14(rs: RowSet) -> None:
    opened = "24 May 2022 — central section Paddington–Abbey Wood (through services from 6 Nov 2022)"
    turns = [
        (search("Elizabeth line opening date 24 May 2022 central section"), results(
            ("https://en.wikipedia.org/wiki/Elizabeth_line", "Elizabeth line - Wikipedia", "The Elizabeth line is a high-frequency hybrid urban–suburban rail service in London ... The central section between Paddington and Abbey Wood opened on 24 May 2022.", "N/A"),
            ("https://tfl.gov.uk/info-for/media/press-releases/2022/may/elizabeth-line-opens-to-the-public", "Elizabeth line opens to the public - Transport for London", "The Elizabeth line has opened, transforming travel across London and the South East ...", "May 24, 2022"),
            ("https://www.bbc.com/news/uk-england-london-61551442", "Elizabeth line: Crossrail opens to passengers after long delays - BBC News", "The first trains ran from Paddington and Abbey Wood at 06:30 BST, more than three years late ...", "May 24, 2022"),
            ("https://www.crossrail.co.uk/news/articles/crossrail-completion", "Crossrail project complete - Crossrail", "The final cost of the Crossrail project is £18.9bn ...", "2023"),
            ("https://www.theguardian.com/uk-news/2022/may/24/elizabeth-line-opens-crossrail-london", "Elizabeth line opens after years of delay and billions over budget | The Guardian", "Crowds queued overnight to ride the first trains on London's newest railway ...", "May 24, 2022"),
            ("https://www.royal.uk/news-and-activity/2022-05-17/the-queen-visits-paddington-elizabeth-line", "The Queen visits the Elizabeth line at Paddington | The Royal Family", "Her Majesty The Queen marked the completion of the Elizabeth line at Paddington ...", "May 17, 2022"),
            ("https://www.railwaygazette.com/uk/elizabeth-line-central-section-opens/61912.article", "Elizabeth line central section opens | Railway Gazette International", "The 21 km twin-bore tunnels between Paddington and Whitechapel opened to passengers ...", "May 24, 2022"),
            ("https://www.standard.co.uk/news/transport/elizabeth-line-opening-date-crossrail-b999123.html", "Elizabeth line opening date confirmed as 24 May | Evening Standard", "TfL confirms the central section will open on Tuesday 24 May ...", "May 4, 2022"),
            ("https://www.londonreconnections.com/2022/elizabeth-line-opening-day/", "Elizabeth Line: Opening Day - London Reconnections", "A look at how the first day went, and what comes next in the staged opening ...", "May 25, 2022"),
            ("https://www.reddit.com/r/london/comments/uwr8mh/elizabeth_line_first_train_thread/", "Elizabeth line first train thread : r/london", "Queued at Paddington from 4am, totally worth it ...", "May 24, 2022"))),
        (extract("https://en.wikipedia.org/wiki/Elizabeth_line", "opening dates, stages, length and cost"), md("""
# Elizabeth line

From Wikipedia, the free encyclopedia

| Elizabeth line | |
| --- | --- |
| Type | Commuter rail, rapid transit |
| System | National Rail |
| Locale | Greater London, Berkshire, Buckinghamshire, Essex |
| Termini | Reading / Heathrow Terminal 4 / Heathrow Terminal 5; Abbey Wood / Shenfield |
| Stations | 41 |
| Opened | 24 May 2022 |
| Owner | Transport for London |
| Operator(s) | MTR Elizabeth line |
| Rolling stock | Class 345 Aventra |
| Line length | 118 km (73 mi) |
| Track gauge | 1,435 mm standard gauge |

The **Elizabeth line** is a high-frequency hybrid urban–suburban rail service in London and its surrounding counties. It runs services on dedicated infrastructure built by the Crossrail project, including new tunnels under central London, connecting them with existing lines to the west and east.

## History

The Crossrail Act received Royal Assent in July 2008, and construction began at Canary Wharf in May 2009. In February 2016 the line was named the Elizabeth line in honour of Queen Elizabeth II. The line was originally due to open in December 2018, but the opening of the central section was postponed several times because of delays to signalling, station fit-out and testing.

### Opening stages

| Date | Stage |
| --- | --- |
| 20 May 2018 | Heathrow–Paddington (main line platforms) services transferred to TfL Rail |
| 24 May 2022 | Central section opened: Paddington (Elizabeth line platforms) to Abbey Wood; rebranding of TfL Rail services |
| 24 October 2022 | Bond Street station opened |
| 6 November 2022 | Through services from Reading and Heathrow to Abbey Wood, and from Shenfield to Paddington |
| 21 May 2023 | Final timetable: direct Shenfield–Heathrow/Reading services; up to 24 trains per hour in the central section at peak |

## Cost

The final cost of the Crossrail project was about £18.9 billion, compared with an original budget of £14.8 billion set in 2010.

## Ridership

The line quickly became one of the busiest railways in the UK, carrying around 200 million passenger journeys in its first full year.
""")),
        (memory("add", dict={"crossrail_open": opened, "crossrail_cost": "≈£18.9bn final (budget £14.8bn set in 2010)"}),
         added("crossrail_open", "crossrail_cost")),
        (search("Elizabeth line Bond Street station opening October 2022"), results(
            ("https://tfl.gov.uk/info-for/media/press-releases/2022/october/bond-street-elizabeth-line-station-to-open-on-24-october", "Bond Street Elizabeth line station to open on 24 October - Transport for London", "Bond Street Elizabeth line station will open to customers on Monday 24 October 2022 ...", "Oct 4, 2022"),
            ("https://www.bbc.com/news/uk-england-london-63373712", "Bond Street Elizabeth line station finally opens - BBC News", "The station opened five months after the rest of the central section ...", "Oct 24, 2022"),
            ("https://en.wikipedia.org/wiki/Bond_Street_station", "Bond Street station - Wikipedia", "Elizabeth line platforms at Bond Street opened on 24 October 2022 ...", "N/A"),
            ("https://www.standard.co.uk/news/transport/bond-street-elizabeth-line-station-opening-date-b1031021.html", "Bond Street Elizabeth line station opening date confirmed | Evening Standard", "The delayed station will finally open on 24 October ...", "Oct 4, 2022"),
            ("https://www.newcivilengineer.com/latest/bond-street-elizabeth-line-delay-explained", "Why was Bond Street so late? | New Civil Engineer", "Design changes and contractor issues pushed the station's completion well beyond the rest of the line ...", "Oct 2022"),
            ("https://www.timeout.com/london/news/bond-street-elizabeth-line-station-opens", "Bond Street's Elizabeth line station is finally open - Time Out London", "The West End stop connects with the Central and Jubilee lines ...", "Oct 24, 2022"),
            ("https://www.railwaygazette.com/uk/bond-street-elizabeth-line-opens/62987.article", "Bond Street Elizabeth line station opens | Railway Gazette International", "The last of the ten new stations built by Crossrail has opened ...", "Oct 24, 2022"),
            ("https://www.ianvisits.co.uk/articles/a-first-look-inside-the-elizabeth-line-bond-street-station-58812/", "A first look inside the Elizabeth line Bond Street station - ianVisits", "Two entrances, at Davies Street and Hanover Square ...", "Oct 20, 2022"),
            ("https://www.mylondon.news/news/zone-1-news/bond-street-elizabeth-line-opening", "Bond Street Elizabeth line opening day | MyLondon", "Commuters finally get to use the station after a five-month wait ...", "Oct 24, 2022"),
            ("https://www.reddit.com/r/london/comments/ybz9q3/bond_street_elizabeth_line_is_open/", "Bond Street Elizabeth line is open : r/london", "Hanover Square entrance is gorgeous ...", "Oct 24, 2022"))),
        (extract("https://tfl.gov.uk/info-for/media/press-releases/2022/october/bond-street-elizabeth-line-station-to-open-on-24-october", "opening date of Bond Street and next stage"), md("""
# Bond Street Elizabeth line station to open on 24 October

**04 October 2022 — Transport for London press release**

- Bond Street Elizabeth line station will open to customers on Monday 24 October 2022
- Station will provide step-free access from street to train and new connections with the Central and Jubilee lines
- Next major stage of the Elizabeth line to follow on Sunday 6 November, when services from Reading and Heathrow will run through central London to Abbey Wood, and services from Shenfield will run into Paddington

Bond Street Elizabeth line station will open on Monday 24 October, Transport for London (TfL) has confirmed. The station was not ready when the Elizabeth line opened on 24 May 2022 because of design and construction issues, and trains have been passing through without stopping.

The station has two new entrances, at Davies Street and Hanover Square, and is expected to be used by around 145,000 people a day.

Since opening in May, more than 60 million journeys have been made on the Elizabeth line.

## Notes to editors

- The Elizabeth line currently operates in three separate sections: Reading/Heathrow to Paddington, Paddington to Abbey Wood, and Liverpool Street to Shenfield.
- From 6 November, the line will operate as three routes, with through running across central London.
- The final timetable will be introduced by May 2023.
""")),
        (memory("add", dict={"elizabeth_line_open": opened}), added("elizabeth_line_open")),
        (memory("remove", key_list=["crossrail_open"]), removed("crossrail_open")),
        (memory("add", dict={"bond_street_open": "24 Oct 2022 (five months after the central section; trains had passed through without stopping)"}),
         added("bond_street_open")),
        (search("Elizabeth line final timetable May 2023 24 trains per hour Shenfield Heathrow direct"), results(
            ("https://tfl.gov.uk/info-for/media/press-releases/2023/may/elizabeth-line-final-timetable-introduced", "Final Elizabeth line timetable introduced - Transport for London", "From Sunday 21 May, customers can travel from Shenfield to Heathrow and Reading without changing, and up to 24 trains per hour run through the central section at peak ...", "May 21, 2023"),
            ("https://en.wikipedia.org/wiki/Elizabeth_line", "Elizabeth line - Wikipedia", "The final timetable was introduced on 21 May 2023 ...", "N/A"),
            ("https://www.bbc.com/news/uk-england-london-65648671", "Elizabeth line: Full timetable starts a year after opening - BBC News", "Direct trains between Essex and Heathrow begin ...", "May 21, 2023"),
            ("https://www.railwaygazette.com/uk/elizabeth-line-timetable-completed/64321.article", "Elizabeth line timetable completed | Railway Gazette International", "Peak frequency in the core increases to 24 trains/h ...", "May 22, 2023"),
            ("https://www.standard.co.uk/news/transport/elizabeth-line-new-timetable-may-2023-b1082311.html", "Elizabeth line new timetable: what changes from 21 May | Evening Standard", "Trains every five minutes at Shenfield in the peak ...", "May 19, 2023"),
            ("https://www.londonreconnections.com/2023/elizabeth-line-may-2023-timetable/", "The Elizabeth Line May 2023 Timetable - London Reconnections", "What the final timetable means for frequencies on each branch ...", "May 2023"),
            ("https://www.mtrel.co.uk/news/final-timetable", "MTR Elizabeth line introduces full timetable", "The operator welcomed the completion of the service pattern ...", "May 21, 2023"),
            ("https://www.ianvisits.co.uk/articles/elizabeth-line-timetable-change-may-2023-63010/", "Elizabeth line gets its final timetable - ianVisits", "Shenfield to Heathrow in one seat, finally ...", "May 18, 2023"),
            ("https://www.timeout.com/london/news/elizabeth-line-full-timetable", "The Elizabeth line is finally running a full timetable - Time Out London", "More trains, more direct journeys ...", "May 22, 2023"),
            ("https://www.reddit.com/r/london/comments/13nmw1e/elizabeth_line_full_timetable_today/", "Elizabeth line full timetable today : r/london", "Shenfield to Heathrow without changing at last ...", "May 21, 2023"))),
        (memory("retrieve_all"), everything({
            "crossrail_cost": "≈£18.9bn final (budget £14.8bn set in 2010)",
            "elizabeth_line_open": opened,
            "bond_street_open": "24 Oct 2022 (five months after the central section; trains had passed through without stopping)"})),
    ]
    rs.add(task=TASK, tid="h32-search-14", system=SYSTEM, turns=turns,
           state=state("2024-03-05", "When did the Elizabeth line open, in which stages, and what did Crossrail cost?"))


# BBC News and the Endurance22 expedition, bad
def t15(rs: RowSet) -> None:
    prior = {"shackleton_expedition": "Imperial Trans-Antarctic Expedition, 1914–1917, led by Sir Ernest Shackleton"}
    turns = [
        (search("Endurance shipwreck found 2022 depth Weddell Sea Endurance22"), results(
            ("https://en.wikipedia.org/wiki/Endurance_(1912_ship)", "Endurance (1912 ship) - Wikipedia", "Endurance was the three-masted barquentine in which Sir Ernest Shackleton sailed for the Antarctic ... The wreck was found on 5 March 2022 at a depth of 3,008 m (9,869 ft).", "N/A"),
            ("https://endurance22.org/endurance-is-found", "Endurance is found | Endurance22", "The Endurance22 Expedition has found the wreck of Sir Ernest Shackleton's ship Endurance, 107 years after it sank ...", "Mar 9, 2022"),
            ("https://www.bbc.com/news/science-environment-60662541", "Endurance: Shackleton's lost ship is found in Antarctic - BBC News", "The wreck is sitting 3,008m down in the Weddell Sea, and is in remarkable condition ...", "Mar 9, 2022"),
            ("https://www.nationalgeographic.com/history/article/shackletons-ship-endurance-found", "Shackleton's ship Endurance found after more than a century | National Geographic", "Discovered about four nautical miles south of the position recorded by Captain Frank Worsley ...", "Mar 9, 2022"),
            ("https://www.theguardian.com/world/2022/mar/09/endurance-shackleton-ship-found-antarctica", "'Finest wooden shipwreck I have ever seen': Shackleton's Endurance found | The Guardian", "Mensun Bound, the expedition's director of exploration, described the find ...", "Mar 9, 2022"),
            ("https://www.nytimes.com/2022/03/09/science/endurance-shackleton-shipwreck.html", "Shackleton's Ship, Endurance, Found Off Antarctica - The New York Times", "The ship sank in November 1915 after being trapped and crushed by pack ice ...", "Mar 9, 2022"),
            ("https://www.falklandstrust.com/endurance22", "Endurance22 | Falklands Maritime Heritage Trust", "The expedition was organised by the Falklands Maritime Heritage Trust aboard the South African icebreaker S.A. Agulhas II ...", "N/A"),
            ("https://www.smithsonianmag.com/smart-news/shackletons-endurance-found-180979713/", "Shackleton's Endurance Found at the Bottom of the Weddell Sea | Smithsonian", "Underwater drones located the wreck on 5 March, exactly 100 years after Shackleton's burial ...", "Mar 9, 2022"),
            ("https://www.saab.com/newsroom/stories/2022/march/sabertooth-finds-endurance", "Saab Sabertooth finds Endurance | Saab", "Saab's Sabertooth hybrid underwater vehicles surveyed the search area ...", "Mar 2022"),
            ("https://www.reddit.com/r/history/comments/tae7qk/shackletons_endurance_has_been_found/", "Shackleton's Endurance has been found : r/history", "The name on the stern is perfectly readable after 107 years ...", "Mar 9, 2022"))),
        (extract("https://www.bbc.com/news/science-environment-60662541", "sinking date, discovery date, depth and distance from the recorded position"), md("""
# Endurance: Shackleton's lost ship is found in Antarctic

**By Jonathan Amos, Science correspondent, BBC News · 9 March 2022**

The wreck of Endurance, the ship lost by the polar explorer Sir Ernest Shackleton in 1915, has been found at the bottom of the Weddell Sea.

The vessel was crushed by sea-ice and sank during Shackleton's Imperial Trans-Antarctic Expedition; it went down on 21 November 1915. Its whereabouts had remained a mystery for more than a century.

The Endurance22 expedition, organised by the Falklands Maritime Heritage Trust, located the wreck on Saturday 5 March, exactly 100 years to the day after Shackleton's funeral. It is sitting 3,008m (9,869ft) down, about four nautical miles (7.4km) south of the position recorded at the time of the sinking by the ship's captain, Frank Worsley.

The search team, working from the South African polar research and logistics vessel S.A. Agulhas II, used Saab Sabertooth underwater vehicles to scour the seafloor. Pictures show the ship upright and remarkably well preserved, with the name ENDURANCE still clearly legible across the stern.

"Without any exaggeration this is the finest wooden shipwreck I have ever seen - by far," said Mensun Bound, the expedition's director of exploration.

Endurance was built in Sandefjord, Norway, and launched in 1912. After the ship was lost, Shackleton and his men camped on the sea-ice before escaping in lifeboats to Elephant Island; all 28 men survived.

The wreck is a designated monument under the Antarctic Treaty, which means it must not be disturbed in any way. The team surveyed and filmed it but nothing was brought to the surface.
""")),
        (memory("add", dict={"endurance_found": "5 Mar 2022 (announced 9 Mar), Weddell Sea, depth 3,008 m (9,869 ft)", "endurance_sank": "21 Nov 1915, crushed by pack ice"}),
         added("endurance_found", "endurance_sank")),
        (memory("add", dict={"endurance_offset": "≈4 nautical miles (7.4 km) south of Worsley's recorded sinking position"}),
         added("endurance_offset")),
        (memory("retrieve_all"), everything({
            "shackleton_expedition": "Imperial Trans-Antarctic Expedition, 1914–1917, led by Sir Ernest Shackleton",
            "endurance_found": "5 Mar 2022 (announced 9 Mar), Weddell Sea, depth 3,008 m (9,869 ft)",
            "endurance_sank": "21 Nov 1915, crushed by pack ice"})),
        (extract("https://endurance22.org/endurance-is-found", "announcement details, search team, condition of the wreck"), md("""
# Endurance is found

**9 March 2022**

The Endurance22 Expedition has today announced that the wreck of Sir Ernest Shackleton's ship *Endurance* has been found, 107 years after it sank in the Weddell Sea. The wreck lies at a depth of 3,008 metres, approximately four nautical miles south of the position originally recorded by Captain Frank Worsley.

The expedition, organised by the Falklands Maritime Heritage Trust, set out from Cape Town on the South African polar research and logistics vessel S.A. Agulhas II. The search was carried out with Saab Sabertooth hybrid underwater vehicles.

> "We are overwhelmed by our good fortune in having located and captured images of *Endurance*. This is by far the finest wooden shipwreck I have ever seen. It is upright, well proud of the seabed, intact, and in a brilliant state of preservation." — Mensun Bound, Director of Exploration

> "We have made polar history with the discovery of *Endurance*, and successfully completed the world's most challenging shipwreck search." — John Shears, Expedition Leader

The wreck is protected as a Historic Site and Monument under the Antarctic Treaty, ensuring that it will not be touched or disturbed in any way. The expedition surveyed and filmed the wreck, but nothing was recovered.

## The expedition in numbers

| | |
| --- | --- |
| Depth of wreck | 3,008 m |
| Departure | Cape Town, 5 February 2022 |
| Vessel | S.A. Agulhas II |
| Search vehicles | Saab Sabertooth (2) |
| Wreck found | 5 March 2022 |
""")),
        (search("Endurance wreck Historic Site and Monument No. 93 Antarctic Treaty protection"), results(
            ("https://www.ats.aq/devAS/Ats/HSM?lang=e", "Historic Sites and Monuments | Secretariat of the Antarctic Treaty", "List of Historic Sites and Monuments approved by the ATCM ... HSM 93: Wreck of the vessel Endurance ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Historic_Sites_and_Monuments_in_Antarctica", "Historic Sites and Monuments in Antarctica - Wikipedia", "The wreck of Endurance, lying in the Weddell Sea, is designated HSM 93 ...", "N/A"),
            ("https://ukaht.org/endurance-wreck-protection", "Protecting the wreck of Endurance | UK Antarctic Heritage Trust", "As a Historic Site and Monument, the wreck must not be damaged, removed or destroyed ...", "N/A"),
            ("https://www.gov.uk/government/news/endurance-wreck-protected-under-antarctic-treaty", "Endurance wreck protected under the Antarctic Treaty - GOV.UK", "The UK proposed the designation of the wreck of Endurance as a Historic Site and Monument ...", "2019"),
            ("https://www.bbc.com/news/science-environment-60662541", "Endurance: Shackleton's lost ship is found in Antarctic - BBC News", "The wreck is a designated monument under the Antarctic Treaty, and must not be disturbed ...", "Mar 9, 2022"),
            ("https://endurance22.org/endurance-is-found", "Endurance is found | Endurance22", "The wreck is protected as a Historic Site and Monument under the Antarctic Treaty ...", "Mar 9, 2022"),
            ("https://www.scar.org/policy/antarctic-treaty-system/historic-sites", "Historic sites in the Antarctic Treaty System | SCAR", "Annex V of the Environmental Protocol provides for Historic Sites and Monuments ...", "N/A"),
            ("https://www.nationalgeographic.com/history/article/shackletons-ship-endurance-found", "Shackleton's ship Endurance found after more than a century | National Geographic", "Under the treaty, the ship cannot be salvaged or disturbed ...", "Mar 9, 2022"),
            ("https://www.polarjournal.ch/en/2022/03/10/endurance-protection/", "Endurance: strict protection for the wreck | Polar Journal", "Filming and scanning only; no artefacts may be recovered ...", "Mar 10, 2022"),
            ("https://www.reddit.com/r/Antarctica/comments/tb2x0n/why_cant_they_raise_the_endurance/", "Why can't they raise the Endurance? : r/Antarctica", "It's HSM 93 under the Antarctic Treaty, it can't be touched ...", "Mar 10, 2022"))),
    ]
    rs.add(task=TASK, tid="h32-search-15", system=SYSTEM, turns=turns, bad=True, turn=5,
           kind="memory item added at turn 4 is missing from retrieve_all",
           state=state("2024-02-20", "When and where was the wreck of Shackleton's Endurance found, and how far was it from where the captain recorded it sinking?", prior))



# Wikipedia and Britannica on suspension bridge spans, clean
def t16(rs: RowSet) -> None:
    rec = "1915 Çanakkale Bridge (Turkey), 2,023 m main span, opened 18 Mar 2022"
    rec2 = "1915 Çanakkale Bridge (Turkey), 2,023 m (6,637 ft) main span, 318 m towers, 4,608 m total length, opened 18 Mar 2022"
    prev = "Akashi Kaikyō Bridge (Japan), 1,991 m, record holder Apr 1998 – Mar 2022"
    turns = [
        (search("longest suspension bridge main span world record 1915 Çanakkale Bridge"), results(
            ("https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "List of longest suspension bridge spans - Wikipedia", "This list ranks suspension bridges by the length of their main span ... The 1915 Çanakkale Bridge has the longest main span, at 2,023 m.", "N/A"),
            ("https://en.wikipedia.org/wiki/1915_%C3%87anakkale_Bridge", "1915 Çanakkale Bridge - Wikipedia", "The 1915 Çanakkale Bridge is a road suspension bridge in Çanakkale Province, Turkey, crossing the Dardanelles ... opened on 18 March 2022.", "N/A"),
            ("https://www.guinnessworldrecords.com/world-records/longest-suspension-bridge-span", "Longest suspension bridge span | Guinness World Records", "The longest main span of a suspension bridge is 2,023 m (6,637 ft 1 in), achieved by the 1915 Çanakkale Bridge ...", "N/A"),
            ("https://www.britannica.com/technology/suspension-bridge", "Suspension bridge | Definition, Facts, & Examples | Britannica", "Suspension bridges have the longest spans of any bridge type ...", "N/A"),
            ("https://www.dailysabah.com/business/transportation/worlds-longest-suspension-bridge-opens-in-turkey", "World's longest suspension bridge opens in Türkiye | Daily Sabah", "The bridge's 2,023-meter main span refers to the centenary of the Turkish Republic ...", "Mar 18, 2022"),
            ("https://www.newcivilengineer.com/latest/canakkale-bridge-breaks-span-record", "Çanakkale bridge breaks Akashi Kaikyo's 24-year span record | New Civil Engineer", "The 2,023m main span beats the 1,991m of Japan's Akashi Kaikyo Bridge ...", "Mar 2022"),
            ("https://www.cowi.com/about/news-and-press/canakkale-1915-bridge", "1915 Çanakkale Bridge | COWI", "COWI was the lead designer of the bridge, with towers 318 m tall ...", "N/A"),
            ("https://www.highestbridges.com/wiki/index.php?title=List_of_Longest_Suspension_Bridge_Spans", "List of Longest Suspension Bridge Spans - HighestBridges.com", "Ranked list with main span, year and country ...", "N/A"),
            ("https://www.reuters.com/world/middle-east/turkey-opens-worlds-longest-suspension-bridge-2022-03-18/", "Turkey opens world's longest suspension bridge | Reuters", "President Tayyip Erdogan opened the bridge across the Dardanelles ...", "Mar 18, 2022"),
            ("https://www.reddit.com/r/civilengineering/comments/tgz8y2/worlds_longest_suspension_bridge_opens_in_turkey/", "World's longest suspension bridge opens in Turkey : r/civilengineering", "2,023 m main span, 318 m steel towers ...", "Mar 18, 2022"))),
        (extract("https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "top 10 by main span"), md("""
# List of longest suspension bridge spans

From Wikipedia, the free encyclopedia

This list ranks suspension bridges by the length of their main span, the distance between suspension towers. The length of the main span is the most common method of comparing the sizes of suspension bridges, and it often correlates with the height of the towers and the engineering complexity of the bridge.

## Completed

| Rank | Name | Main span | Year opened | Location | Country |
| --- | --- | --- | --- | --- | --- |
| 1 | 1915 Çanakkale Bridge | 2,023 m (6,637 ft) | 2022 | Dardanelles, Çanakkale | Turkey |
| 2 | Akashi Kaikyō Bridge | 1,991 m (6,532 ft) | 1998 | Kobe–Awaji Island | Japan |
| 3 | Yangsigang Yangtze River Bridge | 1,700 m (5,577 ft) | 2019 | Wuhan | China |
| 4 | Lingdingyang Bridge (Shenzhong Link) | 1,666 m (5,466 ft) | 2024 | Pearl River estuary | China |
| 5 | Xihoumen Bridge | 1,650 m (5,413 ft) | 2009 | Zhoushan | China |
| 6 | Great Belt Bridge (East Bridge) | 1,624 m (5,328 ft) | 1998 | Great Belt | Denmark |
| 7 | Osman Gazi Bridge | 1,550 m (5,085 ft) | 2016 | Gulf of İzmit | Turkey |
| 8 | Yi Sun-sin Bridge | 1,545 m (5,069 ft) | 2012 | Gwangyang–Yeosu | South Korea |
| 9 | Runyang Yangtze River Bridge | 1,490 m (4,888 ft) | 2005 | Zhenjiang–Yangzhou | China |
| 10 | Dongting Lake Bridge | 1,480 m (4,856 ft) | 2018 | Yueyang | China |

Showing 10 of 100+ entries · sorted by main span (descending)

## Under construction

Several bridges with main spans exceeding 2,023 m are under construction in China, including the Zhangjinggao Yangtze River Bridge (2,300 m) and the Shiziyang Bridge (2,180 m).

## See also

- List of longest cable-stayed bridge spans
- List of longest arch bridge spans
""")),
        (memory("add", dict={"record_span": rec, "prev_record": prev}), added("record_span", "prev_record")),
        (search("Akashi Kaikyo Bridge main span 1991 m opened April 1998 Kobe earthquake lengthened"), results(
            ("https://www.britannica.com/topic/Akashi-Strait-Bridge", "Akashi Strait Bridge | Japan, Length, & Facts | Britannica", "Akashi Strait Bridge, suspension bridge ... Its central span of 6,532 feet (1,991 metres) was the longest in the world when it opened in 1998 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Akashi_Kaiky%C5%8D_Bridge", "Akashi Kaikyō Bridge - Wikipedia", "The central span is 1,991 m (6,532 ft) ... It was opened for traffic on 5 April 1998.", "N/A"),
            ("https://www.jb-honshi.co.jp/english/bridgeworld/bridge.html", "Akashi Kaikyo Bridge | Honshu-Shikoku Bridge Expressway", "Center span 1,991 m, total length 3,911 m; the main towers stand 298.3 m above sea level ...", "N/A"),
            ("https://www.asce.org/about-civil-engineering/history-and-heritage/historic-landmarks/akashi-kaikyo-bridge", "Akashi Kaikyo Bridge | ASCE", "The 1995 Great Hanshin earthquake moved the towers apart, lengthening the span by about one metre ...", "N/A"),
            ("https://www.nippon.com/en/japan-topics/g00712/", "The Akashi Kaikyō Bridge: Still a Marvel | nippon.com", "For 24 years it held the record for the world's longest suspension span ...", "Apr 2022"),
            ("https://www.newcivilengineer.com/latest/canakkale-bridge-breaks-span-record", "Çanakkale bridge breaks Akashi Kaikyo's 24-year span record | New Civil Engineer", "The Akashi Kaikyo Bridge opened in April 1998 ...", "Mar 2022"),
            ("https://www.japan-guide.com/e/e3573.html", "Akashi Kaikyo Bridge - japan-guide.com", "Visitors can tour the bridge's tower and the Bridge Exhibition Center in Maiko ...", "N/A"),
            ("https://www.structurae.net/en/structures/akashi-kaikyo-bridge", "Akashi Kaikyo Bridge (Kobe/Awaji, 1998) | Structurae", "Main span: 1 991 m. Completion: 5 April 1998 ...", "N/A"),
            ("https://www.smithsonianmag.com/travel/akashi-kaikyo-bridge-japan/", "The Engineering Behind Japan's Pearl Bridge | Smithsonian", "Nicknamed the Pearl Bridge, it links Kobe with Awaji Island ...", "2019"),
            ("https://www.reddit.com/r/EngineeringPorn/comments/8x1h2k/akashi_kaikyo_bridge_tower_view/", "Akashi Kaikyō Bridge from the top of a tower : r/EngineeringPorn", "1,991 m center span, grew by ~1 m in the 1995 quake ...", "2018"))),
        (extract("https://www.britannica.com/topic/Akashi-Strait-Bridge", "span length and opening date"), md("""
# Akashi Strait Bridge

*bridge, Japan*

**Also known as:** Akashi Kaikyō Bridge, Pearl Bridge

**Akashi Strait Bridge**, suspension bridge spanning the Akashi Strait in Japan, linking Kōbe on the island of Honshu with Iwaya on Awaji Island. Its central span of 6,532 feet (1,991 metres) was the longest in the world when the bridge opened to traffic on April 5, 1998, and remained so until the opening of the 1915 Çanakkale Bridge in Turkey in 2022. The total length of the bridge is 12,831 feet (3,911 metres).

Construction began in 1988. On January 17, 1995, while the towers were being completed, the Great Hanshin (Kōbe) earthquake struck; the epicentre was close to the bridge site, and the movement of the ground increased the distance between the towers by about 3 feet (nearly 1 metre), which led to the final span length. The two main towers rise 978 feet (298 metres) above the water.

The bridge was designed to withstand winds of 180 miles (290 km) per hour and earthquakes measuring up to 8.5 on the Richter scale. It carries six lanes of road traffic.

*The Editors of Encyclopaedia Britannica*
""")),
        (extract("https://en.wikipedia.org/wiki/1915_%C3%87anakkale_Bridge", "dimensions, opening date and record progression"), md("""
# 1915 Çanakkale Bridge

From Wikipedia, the free encyclopedia

| 1915 Çanakkale Bridge | |
| --- | --- |
| Carries | 6 lanes of the O-6 motorway |
| Crosses | Dardanelles |
| Locale | Gelibolu (Gallipoli) – Lapseki, Çanakkale Province, Turkey |
| Design | Suspension bridge |
| Total length | 4,608 m (15,118 ft) |
| Height | 318 m (1,043 ft) (towers) |
| Longest span | 2,023 m (6,637 ft) |
| Constructed by | DLSY (Daelim, Limak, SK ecoplant, Yapı Merkezi) |
| Construction start | 18 March 2017 |
| Opened | 18 March 2022 |
| Toll | Yes |

The **1915 Çanakkale Bridge** is a road suspension bridge in Çanakkale Province in northwestern Turkey. Crossing the Dardanelles strait, it connects the town of Lapseki in Asia with Gelibolu in Europe. It is the longest suspension bridge in the world, with a main span of 2,023 m, surpassing the 1,991 m span of Japan's Akashi Kaikyō Bridge.

The main span length refers to the 2023 centenary of the Republic of Turkey, while the tower height of 318 m refers to the date of the Çanakkale naval victory, 18 March 1915 (18/3).

## Record progression

Suspension bridges holding the record for longest main span since 1981:

| Years as record holder | Bridge | Main span | Country |
| --- | --- | --- | --- |
| 1981–1998 | Humber Bridge | 1,410 m (4,626 ft) | United Kingdom |
| 1998–2022 | Akashi Kaikyō Bridge | 1,991 m (6,532 ft) | Japan |
| 2022–present | 1915 Çanakkale Bridge | 2,023 m (6,637 ft) | Turkey |

The Great Belt East Bridge (1,624 m) opened in June 1998, two months after the Akashi Kaikyō Bridge, and therefore never held the record.
""")),
        (memory("update", dict={"record_span": rec2}), updated("record_span")),
        (memory("retrieve", key_list=["record_span", "prev_record"]), got({"record_span": rec2, "prev_record": prev})),
    ]
    rs.add(task=TASK, tid="h32-search-16", system=SYSTEM, turns=turns,
           state=state("2024-08-12", "Which suspension bridge has the longest main span, and which bridge held the record before it?"))


VEDUR_OLD = """### 23 August 09:45 — Updated
Seismic activity and the intensity of the eruption have decreased since last night. Lava is now flowing mainly to the north and northwest; the flow toward the west has slowed and is about 500 m from Grindavíkurvegur (road 43). There is no lava flow toward Grindavík. Gas pollution may be noticeable in the capital area today because of southeasterly winds.

### 22 August 23:50
The fissure is now about 3.9 km long, extending from east of Stóra-Skógfell north to the Sundhnúkur crater row. Lava is flowing to the west and north. The eruption is similar in size to the largest of the previous eruptions in the series.

### 22 August 21:26
An eruption has started on the Sundhnúkur crater row, north of Stóra-Skógfell, following a short period of intense seismic activity that began at about 20:48. The Coast Guard helicopter has been requested to assess the location and size of the fissure."""


def vedur_page(top: str, newest: str = "") -> str:
    parts = [f"""# Eruption has started on the Sundhnúkur crater row

**{top}**

This is the sixth eruption on the Sundhnúkur crater row since December 2023. Updates are posted below, newest first. All times are in UTC (local time in Iceland).
"""]
    if newest:
        parts.append(newest)
    parts.append(VEDUR_OLD)
    parts.append("""## Hazard assessment

The hazard assessment map has been updated and is valid until 27 August unless circumstances change. The risk in zone 3 (Grindavík) has been raised to high. Grindavík was evacuated on the evening of 22 August, and the Blue Lagoon was closed.

Related: Hazard map (PDF) · Gas pollution forecast · Earthquake list""")
    return "\n\n".join(parts)


# Icelandic Met Office and RÚV live pages, clean
def t17(rs: RowSet) -> None:
    vedur = "https://en.vedur.is/about-imo/news/eruption-has-started-on-the-sundhnukur-crater-row-2024-08-22"
    ruv = "https://www.ruv.is/english/2024-08-23-live-eruption-on-reykjanes-peninsula-419012"
    turns = [
        (search("Sundhnúkur eruption August 2024 fissure length Icelandic Met Office"), results(
            (vedur, "Eruption has started on the Sundhnúkur crater row | Icelandic Meteorological Office", "An eruption has started on the Sundhnúkur crater row, north of Stóra-Skógfell ... Updated 23 August 09:45", "40 minutes ago"),
            ("https://www.ruv.is/english/2024-08-22-eruption-begins-north-of-grindavik-418977", "Eruption begins north of Grindavík | RÚV English", "An eruption began at 21:26 tonight on the Sundhnúkur crater row; Grindavík and the Blue Lagoon are being evacuated ...", "13 hours ago"),
            ("https://www.reuters.com/world/europe/iceland-volcano-erupts-sixth-time-since-december-2024-08-22/", "Iceland volcano erupts for sixth time since December | Reuters", "A volcano on Iceland's Reykjanes peninsula erupted on Thursday evening, spewing lava ...", "Aug 22, 2024"),
            ("https://en.wikipedia.org/wiki/2023%E2%80%932024_Sundhn%C3%BAkur_eruptions", "2023–2024 Sundhnúkur eruptions - Wikipedia", "A series of fissure eruptions on the Reykjanes peninsula north of Grindavík that began on 18 December 2023 ...", "N/A"),
            ("https://www.icelandreview.com/news/eruption-begins-on-reykjanes-august-2024/", "Eruption Begins on Reykjanes Peninsula | Iceland Review", "The fissure opened around 21:26 and quickly lengthened to the north ...", "12 hours ago"),
            ("https://www.theguardian.com/world/article/2024/aug/23/iceland-volcano-eruption-reykjanes-grindavik", "Iceland volcano erupts again near Grindavík | The Guardian", "Lava fountains lit up the night sky ...", "9 hours ago"),
            ("https://safetravel.is/alerts/eruption-reykjanes-august-2024", "Eruption on Reykjanes - SafeTravel Iceland", "Roads to Grindavík and the Blue Lagoon are closed. Keflavík Airport is operating normally ...", "12 hours ago"),
            ("https://volcano.si.edu/volcano.cfm?vn=371030", "Global Volcanism Program | Reykjanes", "Reykjanes volcanic system: eruptive history and weekly activity reports ...", "N/A"),
            ("https://www.bluelagoon.com/news/operational-update", "Operational update | Blue Lagoon Iceland", "Due to the volcanic eruption, Blue Lagoon has been evacuated and will remain closed today ...", "3 hours ago"),
            ("https://www.reddit.com/r/VolcanoPorn/comments/1eyx7b2/new_eruption_on_reykjanes_august_22/", "New eruption on Reykjanes, August 22 : r/VolcanoPorn", "Webcam from Þorbjörn shows the whole fissure ...", "12 hours ago"))),
        (extract(vedur, "start time, fissure length, current activity"), vedur_page("Updated 23 August at 09:45")),
        (memory("add", dict={"eruption_start": "22 Aug 2024, 21:26 UTC, Sundhnúkur crater row north of Stóra-Skógfell (6th since Dec 2023)", "fissure_length": "~3.9 km (IMO update 22 Aug 23:50)"}),
         added("eruption_start", "fissure_length")),
        (search("Grindavík lava flow update road 43 Blue Lagoon evacuated 23 August"), results(
            (ruv, "LIVE: Eruption on Reykjanes peninsula | RÚV English", "Lava flowing mainly north and northwest; flow toward road 43 slowing ... Last updated 10:02", "38 minutes ago"),
            ("https://www.mbl.is/frettir/innlent/2024/08/23/hraun_rennur_til_nordurs/", "Hraun rennur til norðurs | mbl.is", "Hraunrennsli er nú aðallega til norðurs og norðvesturs ...", "1 hour ago"),
            (vedur, "Eruption has started on the Sundhnúkur crater row | Icelandic Meteorological Office", "Seismic activity and the intensity of the eruption have decreased since last night ...", "55 minutes ago"),
            ("https://www.icelandmonitor.mbl.is/news/news/2024/08/23/lava_about_500_m_from_grindavikurvegur/", "Lava about 500 m from Grindavíkurvegur | Iceland Monitor", "The westward flow has slowed considerably ...", "1 hour ago"),
            ("https://www.visir.is/g/20242612345d/gosid-i-beinni", "Gosið í beinni | Vísir", "Bein útsending frá gosstöðvunum ...", "2 hours ago"),
            ("https://www.bluelagoon.com/news/operational-update", "Operational update | Blue Lagoon Iceland", "Blue Lagoon remains closed today, 23 August ...", "3 hours ago"),
            ("https://www.almannavarnir.is/english/", "Department of Civil Protection and Emergency Management", "Grindavík has been evacuated; access to the area is restricted ...", "4 hours ago"),
            ("https://www.reuters.com/world/europe/iceland-volcano-lava-grindavik-2024-08-23/", "Lava from Iceland volcano spreads away from Grindavík | Reuters", "Authorities said the fishing town was not under immediate threat ...", "2 hours ago"),
            ("https://www.icelandreview.com/news/eruption-update-august-23/", "Eruption Update: Activity Decreasing | Iceland Review", "The eruption appears to be waning after an intense first night ...", "1 hour ago"),
            ("https://www.reddit.com/r/Iceland/comments/1ez5m0k/eruption_megathread_august_2024/", "Eruption megathread, August 2024 : r/Iceland", "Gas forecast for Reykjavík today, close your windows ...", "5 hours ago"))),
        (extract(ruv, "latest live updates on the lava flow"), md("""
# LIVE: Eruption on Reykjanes peninsula

**RÚV English · 23 August 2024 · Last updated 10:02**

An eruption began on the Sundhnúkur crater row north of Grindavík at 21:26 on Thursday evening. This is the sixth eruption in the area since December. Follow our live updates below.

**10:02** — The Icelandic Met Office says the lava flow toward Grindavíkurvegur has slowed down. The edge of the lava is about 500 metres from the road.

**09:31** — Volcanologist Þorvaldur Þórðarson told RÚV that the eruption's first hours were among the most powerful in the series so far, but that activity has since decreased considerably.

**08:15** — The Blue Lagoon will remain closed today. Grindavík remains evacuated; residents are not allowed back into the town.

**07:40** — Gas pollution is expected to drift north over the capital area during the day. People with respiratory conditions are advised to stay indoors.

**00:05** — The Coast Guard's helicopter flight confirmed that the fissure is around 3.9 kilometres long.

**21:40** — Evacuation of Grindavík and the Blue Lagoon is under way.

**21:26** — An eruption has started on the Sundhnúkur crater row.
""")),
        (search("Reykjanes eruption activity decreasing fissure shorter IMO"), results(
            (ruv, "LIVE: Eruption on Reykjanes peninsula | RÚV English", "Lava flowing mainly north and northwest; flow toward road 43 slowing ... Last updated 10:02", "51 minutes ago"),
            ("https://www.visir.is/g/20242612401d/virkni-gossins-minnkar", "Virkni gossins minnkar | Vísir", "Virknin hefur dregist saman og er nú bundin við styttri hluta sprungunnar ...", "6 minutes ago"),
            (vedur, "Eruption has started on the Sundhnúkur crater row | Icelandic Meteorological Office", "Seismic activity and the intensity of the eruption have decreased since last night ...", "1 hour ago"),
            ("https://www.icelandreview.com/news/eruption-update-august-23/", "Eruption Update: Activity Decreasing | Iceland Review", "The eruption appears to be waning after an intense first night ...", "1 hour ago"),
            ("https://www.mbl.is/frettir/innlent/2024/08/23/virknin_minnkad/", "Virknin minnkað verulega | mbl.is", "Dregið hefur verulega úr virkni eldgossins ...", "25 minutes ago"),
            ("https://www.reuters.com/world/europe/iceland-volcano-lava-grindavik-2024-08-23/", "Lava from Iceland volcano spreads away from Grindavík | Reuters", "Authorities said the fishing town was not under immediate threat ...", "2 hours ago"),
            ("https://en.wikipedia.org/wiki/2023%E2%80%932024_Sundhn%C3%BAkur_eruptions", "2023–2024 Sundhnúkur eruptions - Wikipedia", "The sixth eruption began on 22 August 2024 ...", "N/A"),
            ("https://volcano.si.edu/volcano.cfm?vn=371030", "Global Volcanism Program | Reykjanes", "Weekly report: new fissure eruption began on 22 August ...", "N/A"),
            ("https://www.theguardian.com/world/article/2024/aug/23/iceland-volcano-eruption-reykjanes-grindavik", "Iceland volcano erupts again near Grindavík | The Guardian", "Lava fountains lit up the night sky ...", "9 hours ago"),
            ("https://www.reddit.com/r/Iceland/comments/1ez5m0k/eruption_megathread_august_2024/", "Eruption megathread, August 2024 : r/Iceland", "Webcams show only the northern part still active now ...", "5 hours ago"))),
        (extract(vedur, "any newer update on activity and fissure length"), vedur_page("Updated 23 August at 10:55", """### 23 August 10:55 — New
Activity has continued to decrease this morning. Eruptive activity is now limited to the northern part of the fissure, north of Stóra-Skógfell, where it is concentrated in a section about 1 km long. Lava continues to flow mainly to the north and northwest. The westward lava flow toward Grindavíkurvegur (road 43) has almost stopped.""")),
        (memory("update", dict={"fissure_length": "~3.9 km at its longest (IMO 22 Aug 23:50); by 23 Aug 10:55 activity limited to a ~1 km section on the northern part"}),
         updated("fissure_length")),
        (memory("retrieve_all"), everything({
            "eruption_start": "22 Aug 2024, 21:26 UTC, Sundhnúkur crater row north of Stóra-Skógfell (6th since Dec 2023)",
            "fissure_length": "~3.9 km at its longest (IMO 22 Aug 23:50); by 23 Aug 10:55 activity limited to a ~1 km section on the northern part"})),
    ]
    rs.add(task=TASK, tid="h32-search-17", system=SYSTEM, turns=turns,
           state=state("2024-08-23", "When did the latest Sundhnúkur eruption start, how long was the fissure, and what is the eruption doing now?"))



# Official Charts Company articles, bad
def t18(rs: RowSet) -> None:
    laine = "I Believe – Frankie Laine, 18 weeks at No. 1 (1953, three separate runs)"
    adams = "(Everything I Do) I Do It for You – Bryan Adams, 16 consecutive weeks (1991)"
    turns = [
        (search("longest running number 1 singles UK Official Charts most weeks at number 1"), results(
            ("https://www.officialcharts.com/chart-news/the-longest-running-number-1-singles-of-all-time__29817/", "The longest-running Number 1 singles of all time | Official Charts", "Frankie Laine's I Believe still holds the record for the most weeks at Number 1, with 18 weeks in 1953 ...", "Jun 2024"),
            ("https://en.wikipedia.org/wiki/List_of_UK_Singles_Chart_number_ones_with_the_most_weeks_at_number_one", "List of UK Singles Chart records and statistics - Wikipedia", "I Believe by Frankie Laine spent 18 non-consecutive weeks at number one; the longest unbroken run is 16 weeks by Bryan Adams ...", "N/A"),
            ("https://www.bbc.co.uk/news/entertainment-arts-37066211", "Drake's One Dance ends 15-week run at number one - BBC News", "Drake's One Dance has been knocked off the top of the UK singles chart after 15 weeks, one week short of Bryan Adams' record ...", "Aug 2016"),
            ("https://www.officialcharts.com/chart-news/bryan-adams-everything-i-do-16-weeks-number-1__12345/", "Bryan Adams' (Everything I Do) I Do It For You: the story of a 16-week Number 1 | Official Charts", "The Robin Hood: Prince of Thieves ballad ruled the summer of 1991 ...", "Jul 2021"),
            ("https://www.theguardian.com/music/2016/jul/29/drake-one-dance-number-one-record", "Drake's One Dance one week short of Bryan Adams' chart record | The Guardian", "The song has now spent 15 weeks at the top, level with Wet Wet Wet's Love Is All Around ...", "Jul 29, 2016"),
            ("https://www.officialcharts.com/chart-news/ed-sheeran-shape-of-you-14th-week-at-number-1__18563/", "Ed Sheeran's Shape Of You scores 14th week at Number 1 | Official Charts", "Shape Of You becomes one of the longest-running Number 1s of all time ...", "Apr 2017"),
            ("https://www.everyhit.com/record.html", "UK chart records - everyHit.com", "Most weeks at number one by a single: 18, I Believe ...", "N/A"),
            ("https://www.bbc.co.uk/music/articles/longest-number-ones", "The UK's longest-running number ones - BBC Music", "From Frankie Laine to Drake, the records that just wouldn't budge ...", "2022"),
            ("https://www.nme.com/news/music/longest-number-ones-uk-chart-history-2023", "The longest UK Number 1s in chart history - NME", "Sprinter by Dave and Central Cee became the longest-running Number 1 of 2023 with 10 weeks ...", "Aug 2023"),
            ("https://www.reddit.com/r/ukmusic/comments/14xq3a1/longest_running_uk_number_ones/", "Longest running UK number ones : r/ukmusic", "People forget I Believe was 18 weeks across three runs ...", "Jul 2023"))),
        (extract("https://www.officialcharts.com/chart-news/the-longest-running-number-1-singles-of-all-time__29817/", "ranking of singles by weeks at Number 1"), md("""
# The longest-running Number 1 singles of all time

**Official Charts Company · Updated June 2024**

Which songs have spent the most weeks at the top of the Official Singles Chart? Since the chart began in November 1952, only a handful of singles have managed ten weeks or more at Number 1. Here is the complete list.

| Position | Weeks at Number 1 | Title | Artist | Year |
| --- | --- | --- | --- | --- |
| 1 | 18 | I Believe | Frankie Laine | 1953 |
| 2 | 16 | (Everything I Do) I Do It For You | Bryan Adams | 1991 |
| 3= | 15 | Love Is All Around | Wet Wet Wet | 1994 |
| 3= | 15 | One Dance | Drake ft Wizkid & Kyla | 2016 |
| 5 | 14 | Shape Of You | Ed Sheeran | 2017 |
| 6= | 11 | Rose Marie | Slim Whitman | 1955 |
| 6= | 11 | Despacito | Luis Fonsi & Daddy Yankee ft Justin Bieber | 2017 |
| 6= | 11 | Bad Habits | Ed Sheeran | 2021 |
| 9= | 10 | Cara Mia | David Whitfield | 1954 |
| 9= | 10 | Umbrella | Rihanna ft Jay-Z | 2007 |
| 9= | 10 | As It Was | Harry Styles | 2022 |
| 9= | 10 | Sprinter | Dave & Central Cee | 2023 |

## Notes

Frankie Laine's I Believe achieved its 18 weeks across three separate runs at the top in 1953 (nine weeks, then six, then three). The record for the most consecutive weeks at Number 1 belongs to Bryan Adams, whose theme from Robin Hood: Prince of Thieves stayed at the summit for 16 weeks in the summer of 1991.

Since July 2014, streams have counted towards the Official Singles Chart, and since 2018 the chart has included rules that accelerate older songs out of the chart, making long runs at Number 1 harder to sustain for catalogue tracks.
""")),
        (memory("add", dict={"uk_no1_weeks_record": laine, "uk_no1_consecutive_record": adams}),
         added("uk_no1_weeks_record", "uk_no1_consecutive_record")),
        (memory("add", dict={"uk_no1_total_weeks_record": laine}), added("uk_no1_total_weeks_record")),
        (memory("remove", key_list=["uk_no1_weeks_record"]), removed("uk_no1_weeks_record")),
        (search("Drake One Dance 15 weeks number 1 UK 2016 knocked off"), results(
            ("https://www.bbc.co.uk/news/entertainment-arts-37066211", "Drake's One Dance ends 15-week run at number one - BBC News", "Major Lazer's Cold Water, featuring Justin Bieber and MØ, has ended the reign of Drake's One Dance ...", "Aug 2016"),
            ("https://www.officialcharts.com/chart-news/drake-s-one-dance-scores-15th-week-at-number-1__15780/", "Drake's One Dance scores 15th week at Number 1 | Official Charts", "One Dance equals Wet Wet Wet's Love Is All Around with 15 weeks at the top ...", "Jul 2016"),
            ("https://en.wikipedia.org/wiki/One_Dance", "One Dance - Wikipedia", "The song topped the UK Singles Chart for 15 consecutive weeks ...", "N/A"),
            ("https://www.theguardian.com/music/2016/jul/29/drake-one-dance-number-one-record", "Drake's One Dance one week short of Bryan Adams' chart record | The Guardian", "Streaming has transformed how long a song can stay at the top ...", "Jul 29, 2016"),
            ("https://www.musicweek.com/labels/read/drake-s-one-dance-finally-dethroned/065632", "Drake's One Dance finally dethroned | Music Week", "Cold Water takes over at Number 1 ...", "Aug 2016"),
            ("https://www.billboard.com/music/chart-beat/drake-one-dance-uk-number-one-15-weeks-7462311/", "Drake's 'One Dance' Falls Short of U.K. Chart Record | Billboard", "The single spent 15 weeks atop the Official Singles Chart ...", "Aug 2016"),
            ("https://www.nme.com/news/music/drake-one-dance-number-one-record-1829245", "Drake misses out on all-time UK chart record - NME", "One Dance is dethroned after 15 weeks ...", "Aug 2016"),
            ("https://www.officialcharts.com/songs/drake-one-dance-ft-wizkid-kyla/", "One Dance | full Official Chart History", "Peak position 1, weeks at Number 1: 15 ...", "N/A"),
            ("https://www.digitalspy.com/music/a804811/drake-one-dance-number-one-record/", "Drake's One Dance fails to break Bryan Adams' record | Digital Spy", "It's over: 15 weeks and out ...", "Aug 2016"),
            ("https://www.reddit.com/r/unitedkingdom/comments/4xjv8f/one_dance_finally_off_number_one/", "One Dance finally off number one : r/unitedkingdom", "Fifteen weeks. Fifteen. ...", "Aug 2016"))),
        (extract("https://www.officialcharts.com/chart-news/drake-s-one-dance-scores-15th-week-at-number-1__15780/", "weeks at Number 1 and comparison with the record"), md("""
# Drake's One Dance scores 15th week at Number 1

**Official Charts Company · July 2016**

Drake's One Dance featuring Wizkid and Kyla has spent a 15th week at Number 1 on the Official Singles Chart, equalling the run of Wet Wet Wet's Love Is All Around in 1994.

The track is now just one week short of the all-time record for the longest unbroken run at Number 1, held by Bryan Adams, whose (Everything I Do) I Do It For You reigned for 16 consecutive weeks in 1991. The overall record for the most weeks at Number 1 is held by Frankie Laine's I Believe, which logged 18 weeks across three separate runs in 1953.

One Dance has now been streamed more than 100 million times in the UK, making it the most-streamed song in UK chart history at the time.

Closest challenger this week is Major Lazer's Cold Water featuring Justin Bieber and MØ, which is just a few thousand chart sales behind.

## Longest consecutive runs at Number 1

| Weeks | Title | Artist | Year |
| --- | --- | --- | --- |
| 16 | (Everything I Do) I Do It For You | Bryan Adams | 1991 |
| 15 | Love Is All Around | Wet Wet Wet | 1994 |
| 15 | One Dance | Drake ft Wizkid & Kyla | 2016 |
""")),
        (memory("add", dict={"one_dance_weeks": "One Dance – Drake ft Wizkid & Kyla: 15 consecutive weeks at No. 1 (2016), joint second-longest unbroken run with Love Is All Around"}),
         added("one_dance_weeks")),
        (search("Ed Sheeran Shape of You 14 weeks number 1 UK 2017"), results(
            ("https://www.officialcharts.com/chart-news/ed-sheeran-shape-of-you-14th-week-at-number-1__18563/", "Ed Sheeran's Shape Of You scores 14th week at Number 1 | Official Charts", "Shape Of You spends a 14th week at the top, making it one of the longest-running Number 1s in chart history ...", "Apr 2017"),
            ("https://en.wikipedia.org/wiki/Shape_of_You", "Shape of You - Wikipedia", "The song spent 14 weeks at number one on the UK Singles Chart ...", "N/A"),
            ("https://www.bbc.co.uk/news/entertainment-arts-39730123", "Shape of You knocked off number one after 13 consecutive weeks - BBC News", "Ed Sheeran's hit was briefly dethroned before returning to the top ...", "Apr 2017"),
            ("https://www.officialcharts.com/songs/ed-sheeran-shape-of-you/", "Shape Of You | full Official Chart History", "Peak position 1, weeks at Number 1: 14 ...", "N/A"),
            ("https://www.theguardian.com/music/2017/apr/28/ed-sheeran-shape-of-you-number-one", "Ed Sheeran returns to number one with Shape of You | The Guardian", "The song reclaims the top spot for a 14th week ...", "Apr 28, 2017"),
            ("https://www.musicweek.com/labels/read/ed-sheeran-s-shape-of-you-14-weeks/068012", "Shape Of You notches 14th week at No.1 | Music Week", "Only four singles have spent longer at the top ...", "Apr 2017"),
            ("https://www.nme.com/news/music/ed-sheeran-shape-of-you-number-one-record-2047123", "Ed Sheeran's Shape Of You now one of the UK's longest Number 1s - NME", "Sheeran's single is closing in on Drake and Wet Wet Wet ...", "Apr 2017"),
            ("https://www.billboard.com/music/chart-beat/ed-sheeran-shape-of-you-uk-chart-run-7773012/", "Ed Sheeran's 'Shape of You' Extends U.K. Reign | Billboard", "The song has led the Official Singles Chart for 14 weeks ...", "Apr 2017"),
            ("https://www.digitalspy.com/music/a826601/ed-sheeran-shape-of-you-14-weeks/", "Ed Sheeran's Shape of You hits 14 weeks at Number One | Digital Spy", "Fourteen weeks and counting ...", "Apr 2017"),
            ("https://www.reddit.com/r/unitedkingdom/comments/67vlu4/shape_of_you_back_at_number_one/", "Shape of You back at number one : r/unitedkingdom", "It came back after a week off the top ...", "Apr 2017"))),
        (memory("retrieve_all"), everything({
            "uk_no1_consecutive_record": adams,
            "uk_no1_weeks_record": laine,
            "one_dance_weeks": "One Dance – Drake ft Wizkid & Kyla: 15 consecutive weeks at No. 1 (2016), joint second-longest unbroken run with Love Is All Around"})),
    ]
    rs.add(task=TASK, tid="h32-search-18", system=SYSTEM, turns=turns, bad=True, turn=10,
           kind="memory key renamed by the agent (add new, remove old) is listed under its old name",
           state=state("2024-07-01", "Which singles have spent the most weeks at Number 1 on the UK Official Singles Chart, and what is the longest unbroken run?"))


# FIDE news and ratings site, bad
def t19(rs: RowSet) -> None:
    turns = [
        (search("Gukesh world chess championship 2024 final score Ding Liren game 14"), results(
            ("https://www.fide.com/news/3378", "Gukesh D becomes the 18th World Chess Champion | FIDE", "Gukesh D won the FIDE World Championship Match 2024, defeating Ding Liren 7.5–6.5 in Singapore ...", "Dec 12, 2024"),
            ("https://en.wikipedia.org/wiki/World_Chess_Championship_2024", "World Chess Championship 2024 - Wikipedia", "The World Chess Championship 2024 was a chess match between reigning world champion Ding Liren and challenger Gukesh Dommaraju ... Gukesh won 7½–6½.", "N/A"),
            ("https://www.chess.com/news/view/fide-world-chess-championship-2024-game-14", "Gukesh Becomes Youngest World Champion In History After Ding Blunders - Chess.com", "Gukesh won game 14 to clinch the title at 18 years old ...", "Dec 12, 2024"),
            ("https://www.bbc.com/sport/articles/c4g7ld4vm1vo", "Gukesh Dommaraju: India's 18-year-old becomes youngest world chess champion - BBC Sport", "Gukesh beat China's Ding Liren in the final game of the match in Singapore ...", "Dec 12, 2024"),
            ("https://www.theguardian.com/sport/2024/dec/12/gukesh-dommaraju-youngest-world-chess-champion-ding-liren", "Gukesh Dommaraju becomes youngest world chess champion after Ding Liren blunder | The Guardian", "Ding's 55th move Rf2 in a drawn endgame handed Gukesh the title ...", "Dec 12, 2024"),
            ("https://www.chessbase.com/post/world-championship-2024-game-14", "Gukesh is World Champion! | ChessBase", "A dramatic finish to the match: Ding errs in a rook endgame ...", "Dec 12, 2024"),
            ("https://www.nytimes.com/2024/12/12/world/asia/gukesh-world-chess-champion.html", "Gukesh Dommaraju, 18, Becomes Youngest World Chess Champion - The New York Times", "He surpassed Garry Kasparov, who was 22 when he won in 1985 ...", "Dec 12, 2024"),
            ("https://ratings.fide.com/profile/46616543", "Gukesh D FIDE Profile", "FIDE ID 46616543 · India · B-Year 2006 · Grandmaster · Std 2783 ...", "N/A"),
            ("https://www.reuters.com/sports/chess/indias-gukesh-becomes-youngest-world-chess-champion-2024-12-12/", "India's Gukesh becomes youngest world chess champion | Reuters", "The 18-year-old will take home $1.35 million of the $2.5 million prize fund ...", "Dec 12, 2024"),
            ("https://www.reddit.com/r/chess/comments/1hchx4p/gukesh_is_the_18th_world_champion/", "Gukesh is the 18th World Champion : r/chess", "Rf2?? and it's over. Unbelievable finish ...", "Dec 12, 2024"))),
        (extract("https://www.fide.com/news/3378", "final score, decisive game and prize money"), md("""
# Gukesh D becomes the 18th World Chess Champion

**12 December 2024 · Singapore**

Gukesh D of India has won the FIDE World Championship Match 2024, defeating defending champion Ding Liren of China with a final score of 7.5–6.5. At 18, Gukesh becomes the youngest undisputed World Champion in the history of chess.

The decisive moment came in the 14th and final classical game. In a rook-and-bishop versus rook-and-bishop endgame that appeared to be heading for a draw and a rapid tiebreak, Ding's 55.Rf2 allowed a forced exchange of rooks into a lost pawn ending. Ding resigned after 58 moves.

## Match summary

| Game | Result | Score after game |
| --- | --- | --- |
| 1 | Ding won | Ding 1 – 0 Gukesh |
| 3 | Gukesh won | 1.5 – 1.5 |
| 11 | Gukesh won | Gukesh 6 – 5 |
| 12 | Ding won | 6 – 6 |
| 14 | Gukesh won | Gukesh 7.5 – 6.5 |

All other games were drawn.

## Prize fund

The match had a total prize fund of US$2.5 million. Each game won earned the winner $200,000, with the remainder split equally. Gukesh receives $1.35 million and Ding Liren $1.15 million.

> "I've been dreaming about this moment for the last ten years," said Gukesh at the closing press conference. "I'm happy I realised the dream."

FIDE President Arkady Dvorkovich congratulated both players on "a match that will be remembered for its fighting spirit."
""")),
        (extract("https://ratings.fide.com/profile/46616543", "FIDE ID, federation, ratings"), md("""
# Gukesh D

| | |
| --- | --- |
| FIDE ID | 46616543 |
| Federation | India |
| B-Year | 2006 |
| Sex | Male |
| FIDE title | Grandmaster |
| World Champion | 2024 |

## Ratings (December 2024 list)

| Standard | Rapid | Blitz |
| --- | --- | --- |
| 2783 | 2651 | 2620 |

## Ranking (standard, active players)

| | Rank |
| --- | --- |
| World rank (all players) | 5 |
| World rank (active players) | 5 |
| National rank (India) | 2 |
| Continental rank (Asia) | 2 |

Rating history · Calculations · Statistics · Games
""")),
        (memory("add", dict={"gukesh_fide_id": "46616543", "wc_2024_result": "Gukesh 7.5–6.5 Ding Liren, Singapore; decided in game 14 on 12 Dec 2024 (Ding 55.Rf2); prize $1.35M vs $1.15M"}),
         added("gukesh_fide_id", "wc_2024_result")),
        (extract("https://ratings.fide.com/a_top.php?list=open", "December 2024 top 10 with IDs"), md("""
# Top 100 Players December 2024

Standard · Rapid · Blitz — Open · Women · Juniors · Girls

| # | Name | Federation | Rating | B-Year | FIDE ID |
| --- | --- | --- | --- | --- | --- |
| 1 | Carlsen, Magnus | NOR | 2831 | 1990 | 1503014 |
| 2 | Caruana, Fabiano | USA | 2805 | 1992 | 2020009 |
| 3 | Nakamura, Hikaru | USA | 2802 | 1987 | 2016192 |
| 4 | Erigaisi Arjun | IND | 2801 | 2003 | 35009192 |
| 5 | Gukesh D | IND | 2783 | 2006 | 46616534 |
| 6 | Abdusattorov, Nodirbek | UZB | 2768 | 2004 | 14204118 |
| 7 | Firouzja, Alireza | FRA | 2760 | 2003 | 12573981 |
| 8 | Nepomniachtchi, Ian | FID | 2757 | 1990 | 4168119 |
| 9 | So, Wesley | USA | 2753 | 1993 | 5202213 |
| 10 | Giri, Anish | NED | 2748 | 1994 | 24116068 |

Rating list: 01.12.2024 · Only active players are included. · Show 11-100
""")),
        (memory("retrieve", key_list=["gukesh_fide_id"]), got({"gukesh_fide_id": "46616543"})),
    ]
    rs.add(task=TASK, tid="h32-search-19", system=SYSTEM, turns=turns, bad=True, turn=5,
           kind="player's FIDE ID on the top-100 list differs from the ID on his profile page",
           state=state("2024-12-20", "How did Gukesh win the 2024 World Championship, and what is his FIDE ID and current rating?"))



def gfinance(price: str, change: str, stamp: str, day_range: str, cap: str, pe: str, volume: str, ages: tuple[str, str]) -> str:
    return md(f"""
# NVIDIA Corp

**NVDA** · NASDAQ

**{price} USD**
{change} today
{stamp} · USD · NASDAQ · Disclaimer

| | |
| --- | --- |
| Previous close | $145.89 |
| Day range | {day_range} |
| Year range | $45.01 - $152.89 |
| Market cap | {cap} |
| Volume | {volume} |
| Avg Volume | 244.15M |
| P/E ratio | {pe} |
| Dividend yield | 0.03% |
| Primary exchange | NASDAQ |

## About

NVIDIA Corporation is an American multinational corporation and technology company headquartered in Santa Clara, California. It designs graphics processing units, systems on chips and application programming interfaces for data science, high-performance computing and AI.

## Financials (quarterly, Oct 2024)

| (USD) | Oct 2024 | Y/Y change |
| --- | --- | --- |
| Revenue | 35.08B | 93.61% |
| Operating expense | 4.29B | 43.71% |
| Net income | 19.31B | 108.90% |
| Net profit margin | 55.04 | 7.89% |
| Earnings per share | 0.81 | 102.50% |

## In the news

- Nvidia forecast fails to dazzle investors despite record revenue — Reuters · {ages[0]}
- Nvidia's Q4 guidance: what analysts are saying — CNBC · {ages[1]}
""")


# Nvidia newsroom, CFO commentary and Google Finance, clean
def t20(rs: RowSet) -> None:
    pr = "https://nvidianews.nvidia.com/news/nvidia-announces-financial-results-for-third-quarter-fiscal-2025"
    gf = "https://www.google.com/finance/quote/NVDA:NASDAQ"
    turns = [
        (search("Nvidia third quarter fiscal 2025 results revenue data center"), results(
            (pr, "NVIDIA Announces Financial Results for Third Quarter Fiscal 2025 | NVIDIA Newsroom", "Record quarterly revenue of $35.1 billion, up 17% from Q2 and up 94% from a year ago. Record quarterly Data Center revenue of $30.8 billion ...", "Nov 20, 2024"),
            ("https://investor.nvidia.com/financial-info/quarterly-results/default.aspx", "NVIDIA - Quarterly Results", "Q3 FY25 press release, CFO commentary, presentation and webcast ...", "N/A"),
            ("https://www.reuters.com/technology/nvidia-forecasts-fourth-quarter-revenue-above-estimates-2024-11-20/", "Nvidia forecasts revenue above estimates, but growth slows | Reuters", "Nvidia forecast fourth-quarter revenue of $37.5 billion, plus or minus 2% ...", "Nov 20, 2024"),
            ("https://www.cnbc.com/2024/11/20/nvidia-nvda-earnings-report-q3-2025.html", "Nvidia earnings report Q3 2025 | CNBC", "Revenue: $35.08 billion vs. $33.16 billion expected ...", "Nov 20, 2024"),
            ("https://www.sec.gov/Archives/edgar/data/1045810/000104581024000315/q3fy25pr.htm", "NVIDIA Form 8-K Exhibit 99.1 - SEC", "NVIDIA Announces Financial Results for Third Quarter Fiscal 2025 ...", "Nov 20, 2024"),
            ("https://www.wsj.com/tech/ai/nvidia-earnings-q3-2024-nvda-stock-11732137456", "Nvidia's Sales Nearly Double on AI Chip Demand - WSJ", "The chip maker reported revenue of $35.08 billion for the quarter ended Oct. 27 ...", "Nov 20, 2024"),
            ("https://www.fool.com/earnings/call-transcripts/2024/11/20/nvidia-nvda-q3-2025-earnings-call-transcript/", "Nvidia (NVDA) Q3 2025 Earnings Call Transcript | The Motley Fool", "Colette Kress: Q3 was another record quarter ...", "Nov 20, 2024"),
            ("https://www.bloomberg.com/news/articles/2024-11-20/nvidia-forecast-signals-ai-demand", "Nvidia Gives Strong Forecast, Yet Fails to Wow | Bloomberg", "Blackwell production is ramping, with supply constraints expected for several quarters ...", "Nov 20, 2024"),
            ("https://www.theverge.com/2024/11/20/24301723/nvidia-q3-2025-earnings-revenue-ai", "Nvidia made $35 billion last quarter - The Verge", "Data center revenue alone was $30.8 billion ...", "Nov 20, 2024"),
            ("https://www.reddit.com/r/stocks/comments/1gvvx2w/nvda_q3_fy25_earnings_thread/", "NVDA Q3 FY25 earnings thread : r/stocks", "Beat on revenue, guide $37.5B, stock flat after hours ...", "Nov 20, 2024"))),
        (extract(pr, "revenue, segments, margins, EPS"), md("""
# NVIDIA Announces Financial Results for Third Quarter Fiscal 2025

**November 20, 2024 · SANTA CLARA, Calif.**

- Record quarterly revenue of $35.1 billion, up 17% from Q2 and up 94% from a year ago
- Record quarterly Data Center revenue of $30.8 billion, up 17% from Q2 and up 112% from a year ago

NVIDIA today reported revenue for the third quarter ended October 27, 2024, of $35.08 billion, up 17% from the previous quarter and up 94% from a year ago.

For the quarter, GAAP earnings per diluted share was $0.78, up 16% from the previous quarter and up 111% from a year ago. Non-GAAP earnings per diluted share was $0.81, up 19% from the previous quarter and up 103% from a year ago.

> "The age of AI is in full steam, propelling a global shift to NVIDIA computing," said Jensen Huang, founder and CEO of NVIDIA.

## Q3 Fiscal 2025 Summary (GAAP)

| ($ in millions, except earnings per share) | Q3 FY25 | Q2 FY25 | Q3 FY24 | Q/Q | Y/Y |
| --- | --- | --- | --- | --- | --- |
| Revenue | $35,082 | $30,040 | $18,120 | Up 17% | Up 94% |
| Gross margin | 74.6% | 75.1% | 74.0% | Down 0.5 pts | Up 0.6 pts |
| Operating expenses | $4,287 | $3,932 | $2,983 | Up 9% | Up 44% |
| Operating income | $21,869 | $18,642 | $10,417 | Up 17% | Up 110% |
| Net income | $19,309 | $16,599 | $9,243 | Up 16% | Up 109% |
| Diluted earnings per share | $0.78 | $0.67 | $0.37 | Up 16% | Up 111% |

## Outlook

NVIDIA's outlook for the fourth quarter of fiscal 2025 is as follows:

- Revenue is expected to be $37.5 billion, plus or minus 2%.
- GAAP and non-GAAP gross margins are expected to be 73.0% and 73.5%, respectively, plus or minus 50 basis points.

## Segment highlights

- **Data Center:** Third-quarter revenue was a record $30.8 billion, up 17% from the previous quarter and up 112% from a year ago.
- **Gaming and AI PC:** Third-quarter Gaming revenue was $3.3 billion, up 14% from the previous quarter and up 15% from a year ago.
- **Professional Visualization:** Third-quarter revenue was $486 million, up 7% from the previous quarter and up 17% from a year ago.
- **Automotive and Robotics:** Third-quarter Automotive revenue was $449 million, up 30% from the previous quarter and up 72% from a year ago.
""")),
        (memory("add", dict={"nvda_q3fy25_revenue": "$35.08B (Q3 FY25, qtr ended 27 Oct 2024), +17% q/q, +94% y/y", "nvda_q3fy25_dc": "Data Center $30.8B, +17% q/q, +112% y/y"}),
         added("nvda_q3fy25_revenue", "nvda_q3fy25_dc")),
        (extract(gf, "current share price and day range"), gfinance("146.98", "+1.09 (0.75%)", "Nov 21, 10:32:14 AM GMT-5", "$143.21 - $152.89", "3.60T USD", "57.64", "163.20M", ("16 hours ago", "14 hours ago"))),
        (search("Nvidia Q4 fiscal 2025 outlook 37.5 billion gross margin guidance CFO commentary"), results(
            ("https://investor.nvidia.com/files/doc_financials/2025/Q325/Q3FY25-CFO-Commentary.pdf", "CFO Commentary on Third Quarter Fiscal 2025 Results - NVIDIA", "Revenue is expected to be $37.5 billion, plus or minus 2% ... Data Center compute revenue was $27.6 billion; networking revenue was $3.1 billion ...", "Nov 20, 2024"),
            ("https://www.reuters.com/technology/nvidia-forecasts-fourth-quarter-revenue-above-estimates-2024-11-20/", "Nvidia forecasts revenue above estimates, but growth slows | Reuters", "The forecast of $37.5 billion compares with analysts' average estimate of $37.09 billion ...", "Nov 20, 2024"),
            ("https://www.cnbc.com/2024/11/20/nvidia-nvda-earnings-report-q3-2025.html", "Nvidia earnings report Q3 2025 | CNBC", "Nvidia said it expects about $37.5 billion in fourth-quarter sales ...", "Nov 20, 2024"),
            (pr, "NVIDIA Announces Financial Results for Third Quarter Fiscal 2025 | NVIDIA Newsroom", "Outlook: revenue is expected to be $37.5 billion, plus or minus 2% ...", "Nov 20, 2024"),
            ("https://www.barrons.com/articles/nvidia-earnings-stock-price-guidance-e9d1c2a3", "Nvidia's Guidance Was Good. Why the Stock Isn't Rallying. | Barron's", "Some investors had hoped for a number closer to $38 billion ...", "Nov 21, 2024"),
            ("https://www.fool.com/earnings/call-transcripts/2024/11/20/nvidia-nvda-q3-2025-earnings-call-transcript/", "Nvidia (NVDA) Q3 2025 Earnings Call Transcript | The Motley Fool", "Kress: gross margins will moderate to the low 70s as Blackwell ramps ...", "Nov 20, 2024"),
            ("https://seekingalpha.com/news/4174212-nvidia-q4-guidance", "Nvidia guides Q4 revenue above consensus | Seeking Alpha", "Q4 revenue guidance of $37.5B ±2% vs. consensus $37.1B ...", "Nov 20, 2024"),
            ("https://www.marketwatch.com/story/nvidia-earnings-guidance-blackwell-11732140000", "Nvidia's Blackwell is 'in full production' | MarketWatch", "Huang said demand for Blackwell is 'staggering' ...", "Nov 20, 2024"),
            ("https://finance.yahoo.com/news/nvidia-q3-earnings-guidance-212300123.html", "Nvidia Q3 earnings: revenue, guidance beat | Yahoo Finance", "Shares slipped in extended trading ...", "Nov 20, 2024"),
            ("https://www.reddit.com/r/wallstreetbets/comments/1gvw3hd/nvda_guide_375b/", "NVDA guide 37.5B : r/wallstreetbets", "Priced in ...", "Nov 20, 2024"))),
        (extract("https://investor.nvidia.com/files/doc_financials/2025/Q325/Q3FY25-CFO-Commentary.pdf", "segment detail and Q4 outlook"), md("""
# CFO Commentary on Third Quarter Fiscal 2025 Results

**Q3 FY25 Summary**

| ($ in millions, except earnings per share) | Q3 FY25 | Q2 FY25 | Q3 FY24 | Q/Q | Y/Y |
| --- | --- | --- | --- | --- | --- |
| Revenue | $35,082 | $30,040 | $18,120 | 17% | 94% |
| Gross margin | 74.6% | 75.1% | 74.0% | -0.5 pts | 0.6 pts |
| Operating income | $21,869 | $18,642 | $10,417 | 17% | 110% |
| Net income | $19,309 | $16,599 | $9,243 | 16% | 109% |
| Diluted earnings per share | $0.78 | $0.67 | $0.37 | 16% | 111% |

Revenue by reportable segments:

| ($ in millions) | Q3 FY25 | Q2 FY25 | Q3 FY24 | Q/Q | Y/Y |
| --- | --- | --- | --- | --- | --- |
| Compute & Networking | $31,036 | $26,446 | $14,645 | 17% | 112% |
| Graphics | 4,046 | 3,594 | 3,475 | 13% | 16% |
| Total | $35,082 | $30,040 | $18,120 | 17% | 94% |

**Data Center** revenue was $30.8 billion, up 112% from a year ago and up 17% sequentially. Data Center compute revenue was $27.6 billion, up 132% from a year ago and up 22% sequentially. Networking revenue was $3.1 billion, up 20% from a year ago and down 15% sequentially.

**Gaming** revenue was $3.3 billion, up 15% from a year ago and up 14% sequentially.

## Fourth Quarter of Fiscal 2025 Outlook

- Revenue is expected to be $37.5 billion, plus or minus 2%.
- GAAP and non-GAAP gross margins are expected to be 73.0% and 73.5%, respectively, plus or minus 50 basis points.
- GAAP and non-GAAP operating expenses are expected to be approximately $4.8 billion and $3.4 billion, respectively.
- GAAP and non-GAAP other income and expense are expected to be an income of approximately $400 million, excluding gains and losses from non-affiliated investments.
- GAAP and non-GAAP tax rates are expected to be 16.5%, plus or minus 1%, excluding any discrete items.
""")),
        (extract(gf, "latest price"), gfinance("144.20", "-1.69 (1.16%)", "Nov 21, 11:41:03 AM GMT-5", "$141.10 - $152.89", "3.53T USD", "56.55", "241.68M", ("17 hours ago", "15 hours ago"))),
        (memory("add", dict={"nvda_q4fy25_outlook": "Revenue $37.5B ±2%; GAAP GM 73.0% / non-GAAP 73.5% ±50 bp"}), added("nvda_q4fy25_outlook")),
        (memory("retrieve_all"), everything({
            "nvda_q3fy25_revenue": "$35.08B (Q3 FY25, qtr ended 27 Oct 2024), +17% q/q, +94% y/y",
            "nvda_q3fy25_dc": "Data Center $30.8B, +17% q/q, +112% y/y",
            "nvda_q4fy25_outlook": "Revenue $37.5B ±2%; GAAP GM 73.0% / non-GAAP 73.5% ±50 bp"})),
    ]
    rs.add(task=TASK, tid="h32-search-20", system=SYSTEM, turns=turns,
           state=state("2024-11-21", "What did Nvidia report for its third quarter of fiscal 2025, what does it expect next quarter, and how is the stock trading today?"))



HAWK_SPECIES = ["Black Vulture", "Turkey Vulture", "Osprey", "Bald Eagle", "Northern Harrier", "Sharp-shinned Hawk",
                "Cooper's Hawk", "Northern Goshawk", "Red-shouldered Hawk", "Broad-winged Hawk", "Red-tailed Hawk",
                "Rough-legged Hawk", "Golden Eagle", "American Kestrel", "Merlin", "Peregrine Falcon", "Unknown raptor"]


def hawk_table(today: list[int], season: list[int]) -> str:
    rows = [f"| {sp} | {t:,} | {s:,} |" for sp, t, s in zip(HAWK_SPECIES, today, season)]
    rows.append(f"| **Total** | **{sum(today):,}** | **{sum(season):,}** |")
    return "| Species | Today | Season total |\n| --- | --- | --- |\n" + "\n".join(rows)


def hawk_report(generated: str, hours: str, obs_hours: str, today: list[int], season: list[int], weather: str, notes: str) -> str:
    return md(f"""
# HawkCount — Daily Report

**Hawk Mountain Sanctuary (North Lookout), Kempton, Pennsylvania, USA**
Date: 2024-09-14 · Count period: {hours} · Observation hours: {obs_hours}
Report generated: {generated}
Official counter: Hawk Mountain Sanctuary staff and trainees

{hawk_table(today, season)}

## Weather

{weather}

## Notes

{notes}

Data are preliminary until reviewed by the site compiler. Season totals are for the autumn 2024 count (from 15 August).
""")


# Hawk Mountain site and HawkCount reports, bad
def t21(rs: RowSet) -> None:
    report = "https://www.hawkcount.org/day_summary.php?rsite=358&rdate=2024-09-14"
    today1 = [2, 14, 22, 6, 3, 41, 4, 0, 1, 1214, 2, 0, 0, 9, 2, 1, 3]
    season1 = [31, 203, 318, 104, 27, 612, 46, 0, 5, 3906, 19, 0, 0, 177, 21, 6, 28]
    today2 = [2, 19, 29, 8, 3, 58, 6, 0, 1, 1872, 3, 0, 0, 12, 2, 1, 3]
    season2 = [31, 208, 325, 106, 27, 603, 48, 0, 5, 4564, 20, 0, 0, 180, 21, 6, 28]
    turns = [
        (search("Hawk Mountain broad-winged hawk migration count September 2024"), results(
            ("https://www.hawkmountain.org/conservation-science/hawk-count", "Hawk Count | Hawk Mountain Sanctuary", "Hawk Mountain has counted migrating raptors from the North Lookout every autumn since 1934, the longest-running record of raptor populations in the world ...", "N/A"),
            ("https://www.hawkcount.org/sitesumm.php?rsite=358", "HawkCount - Hawk Mountain Sanctuary site summary", "Daily and seasonal raptor counts, autumn 2024 ...", "N/A"),
            ("https://www.hawkmountain.org/visit/seasonal-guide/broad-winged-hawks", "When to see Broad-winged Hawks | Hawk Mountain Sanctuary", "Broad-winged Hawks pass in large kettles, with the peak usually between 10 and 20 September ...", "N/A"),
            ("https://www.mcall.com/2024/09/10/hawk-mountain-broad-winged-hawk-migration-peak/", "Peak hawk migration approaching at Hawk Mountain | The Morning Call", "Thousands of broad-winged hawks could pass over Kempton on the right day in mid-September ...", "Sep 10, 2024"),
            ("https://www.audubon.org/news/how-watch-hawk-migration", "How to Watch Hawk Migration | Audubon", "Northwest winds after a cold front bring the best flights along the Appalachian ridges ...", "N/A"),
            ("https://www.hmana.org/hawkcount/", "HawkCount | Hawk Migration Association of North America", "HMANA's database of hawk watch counts from more than 300 sites ...", "N/A"),
            ("https://www.ebird.org/hotspot/L109516", "Hawk Mountain Sanctuary--North Lookout - eBird Hotspot", "Recent sightings and checklists from the North Lookout ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Hawk_Mountain_Sanctuary", "Hawk Mountain Sanctuary - Wikipedia", "Hawk Mountain Sanctuary is a wildlife sanctuary in Berks and Schuylkill counties, founded in 1934 by Rosalie Edge ...", "N/A"),
            ("https://www.hawkmountain.org/news/autumn-2023-count-summary", "Autumn 2023 migration count summary | Hawk Mountain Sanctuary", "Counters tallied raptors of 16 species between August 15 and December 15 ...", "Jan 2024"),
            ("https://www.reddit.com/r/birding/comments/1fg1ccz/hawk_mountain_today_kettles/", "Hawk Mountain today — kettles everywhere : r/birding", "Broadwings streaming over the North Lookout since late morning ...", "3 hours ago"))),
        (extract("https://www.hawkmountain.org/conservation-science/hawk-count", "how the count works and when broad-winged hawks peak"), md("""
# Hawk Count

**Hawk Mountain Sanctuary · Conservation Science**

Each autumn, from August 15 through December 15, Hawk Mountain's trained counters and volunteers record every migrating raptor that passes the North Lookout. The count began in 1934, when the Sanctuary was founded by conservationist Rosalie Edge, making it the longest-running record of raptor populations in the world.

## What we count

Sixteen species of raptors are regularly recorded, from Bald Eagles and Ospreys in late August to Golden Eagles and Northern Goshawks in November. The daily count runs from about 08:00 to 17:00, weather permitting, and counters report totals every few hours.

## When to visit

| Period | Highlights |
| --- | --- |
| Late August – early September | Bald Eagles, Ospreys, American Kestrels |
| Mid-September | Broad-winged Hawks in large kettles; peak usually 10–20 September |
| Late September – October | Sharp-shinned and Cooper's Hawks, falcons, the greatest species diversity |
| November | Red-tailed Hawks, Golden Eagles, Northern Goshawks |

On the best mid-September days, with light northwest winds after a cold front, thousands of Broad-winged Hawks can pass the lookout in a single afternoon.

## Live counts

Daily totals are posted to HawkCount, the database of the Hawk Migration Association of North America (HMANA), several times a day during the season.
""")),
        (extract(report, "today's and season's broad-winged hawk totals"), hawk_report(
            "2024-09-14 13:05 EDT", "08:00–13:00", "5.0", today1, season1,
            "Wind NW 8–14 km/h; temperature 21 °C; cloud cover 20%, cumulus building after 11:00; visibility > 40 km.",
            "First large kettles of Broad-winged Hawks from 10:40; biggest kettle about 260 birds at 12:15. Flight continuing at report time.")),
        (memory("add", dict={"hm_bw_0914_1305": "Broad-winged Hawk 1,214 today (08:00–13:00), season 3,906", "hm_all_0914_1305": "All raptors 1,324 today, season 5,503; Sharp-shinned 41 today, season 612"}),
         added("hm_bw_0914_1305", "hm_all_0914_1305")),
        (search("Cape May hawkwatch count September 14 2024"), results(
            ("https://www.hawkcount.org/day_summary.php?rsite=1083&rdate=2024-09-14", "HawkCount - Cape May Point, NJ daily report 2024-09-14", "Cape May Hawkwatch daily summary: American Kestrel, Sharp-shinned Hawk, Osprey ...", "N/A"),
            ("https://birdcapemay.org/programs/hawkwatch/", "Cape May Hawkwatch | New Jersey Audubon", "The Cape May Hawkwatch has counted migrating raptors every fall since 1976 ...", "N/A"),
            ("https://www.birdcapemay.org/news/hawkwatch-update-mid-september-2024", "Hawkwatch update: kestrels and sharpies | Cape May Bird Observatory", "Northwest winds delivered a strong falcon flight this week ...", "Sep 13, 2024"),
            ("https://www.ebird.org/hotspot/L109143", "Cape May Point State Park--Hawkwatch - eBird Hotspot", "Recent sightings at the Cape May hawkwatch platform ...", "N/A"),
            ("https://www.nj.com/news/2024/09/cape-may-hawk-migration-2024.html", "Hawk migration underway at Cape May | nj.com", "Thousands of raptors funnel down the Cape May peninsula each fall ...", "Sep 12, 2024"),
            ("https://www.hmana.org/hawkcount/", "HawkCount | Hawk Migration Association of North America", "Live hawk watch data from more than 300 sites ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Cape_May_Bird_Observatory", "Cape May Bird Observatory - Wikipedia", "The observatory runs the Cape May Hawkwatch and the Avalon Seawatch ...", "N/A"),
            ("https://www.audubon.org/news/cape-may-fall-migration", "Cape May's fall migration spectacle | Audubon", "Peninsula geography concentrates falcons and accipiters ...", "N/A"),
            ("https://www.facebook.com/CapeMayBirdObservatory/posts/hawkwatch-today", "Cape May Bird Observatory - Hawkwatch today", "Kestrels streaming past the platform all morning ...", "4 hours ago"),
            ("https://www.reddit.com/r/birding/comments/1fg0x2m/cape_may_hawkwatch_today/", "Cape May hawkwatch today : r/birding", "Merlins everywhere, only a handful of broadwings ...", "5 hours ago"))),
        (extract("https://www.hawkcount.org/day_summary.php?rsite=1083&rdate=2024-09-14", "today's counts for comparison"), md("""
# HawkCount — Daily Report

**Cape May Point, New Jersey, USA (Cape May Hawkwatch)**
Date: 2024-09-14 · Count period: 07:00–13:00 · Observation hours: 6.0
Report generated: 2024-09-14 13:20 EDT
Official counter: CMBO hawkwatch counter

| Species | Today | Season total |
| --- | --- | --- |
| Black Vulture | 3 | 41 |
| Turkey Vulture | 5 | 88 |
| Osprey | 96 | 1,402 |
| Bald Eagle | 7 | 96 |
| Northern Harrier | 14 | 210 |
| Sharp-shinned Hawk | 182 | 1,655 |
| Cooper's Hawk | 41 | 402 |
| Broad-winged Hawk | 23 | 118 |
| Red-tailed Hawk | 0 | 4 |
| American Kestrel | 318 | 3,018 |
| Merlin | 46 | 388 |
| Peregrine Falcon | 12 | 97 |
| **Total** | **747** | **7,519** |

## Weather

Wind NW 10–18 km/h, backing W after 11:00; temperature 22 °C; clear.

## Notes

Strong falcon and accipiter flight through the morning. Broad-winged Hawks are scarce at Cape May compared with the inland ridges. Data are preliminary. Season totals are for the autumn 2024 count (from 1 September).
""")),
        (memory("add", dict={"cape_may_0914_1320": "Cape May 747 raptors today (07:00–13:00), incl. 318 American Kestrels, only 23 Broad-winged Hawks"}),
         added("cape_may_0914_1320")),
        (extract(report, "updated afternoon totals"), hawk_report(
            "2024-09-14 15:40 EDT", "08:00–15:30", "7.5", today2, season2,
            "Wind NW 8–14 km/h, becoming W 5–10 km/h after 14:00; temperature 23 °C; cloud cover 30%; visibility > 40 km.",
            "First large kettles of Broad-winged Hawks from 10:40; biggest kettle about 260 birds at 12:15; a second pulse of about 400 birds between 13:30 and 14:45. Flight tapering at report time.")),
    ]
    rs.add(task=TASK, tid="h32-search-21", system=SYSTEM, turns=turns, bad=True, turn=8,
           kind="a species' cumulative season total drops between two reports of the same day while its daily count rises",
           state=state("2024-09-14", "How many Broad-winged Hawks have passed Hawk Mountain's North Lookout today, and how does today's flight compare with Cape May?"))


# nobelprize.org press releases and lists, clean
def t22(rs: RowSet) -> None:
    ai = "Physics 2024: Hopfield & Hinton (announced 8 Oct) for artificial neural networks / machine learning; Chemistry 2024: Baker (computational protein design) + Hassabis & Jumper (protein structure prediction, AlphaFold), announced 9 Oct"
    turns = [
        (search("Nobel Prize in Physics 2024 Hopfield Hinton"), results(
            ("https://www.nobelprize.org/prizes/physics/2024/press-release/", "Press release: The Nobel Prize in Physics 2024 - NobelPrize.org", "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2024 to John J. Hopfield and Geoffrey E. Hinton 'for foundational discoveries and inventions that enable machine learning with artificial neural networks'.", "Oct 8, 2024"),
            ("https://www.nobelprize.org/prizes/physics/2024/summary/", "The Nobel Prize in Physics 2024 - NobelPrize.org", "John J. Hopfield and Geoffrey E. Hinton ... Prize share: 1/2 each.", "N/A"),
            ("https://www.bbc.com/news/articles/c62r02z75jyo", "Nobel Prize in physics awarded to 'godfathers of AI' - BBC News", "John Hopfield and Geoffrey Hinton were recognised for their work on artificial neural networks ...", "Oct 8, 2024"),
            ("https://www.nytimes.com/2024/10/08/science/nobel-prize-physics.html", "Nobel Physics Prize Awarded for Pioneering A.I. Research by 2 Scientists - The New York Times", "Hopfield, 91, of Princeton and Hinton, 76, of the University of Toronto ...", "Oct 8, 2024"),
            ("https://www.utoronto.ca/news/geoffrey-hinton-wins-nobel-prize-physics", "Geoffrey Hinton wins the Nobel Prize in Physics | University of Toronto", "University Professor Emeritus Geoffrey Hinton shares the prize with John Hopfield ...", "Oct 8, 2024"),
            ("https://www.princeton.edu/news/2024/10/08/princetons-john-hopfield-receives-nobel-prize-physics", "Princeton's John Hopfield receives Nobel Prize in physics | Princeton University", "Hopfield is the Howard A. Prior Professor in the Life Sciences, Emeritus ...", "Oct 8, 2024"),
            ("https://www.nature.com/articles/d41586-024-03213-5", "Physics Nobel scooped by machine-learning pioneers | Nature", "The award recognises the Hopfield network and the Boltzmann machine ...", "Oct 8, 2024"),
            ("https://www.theguardian.com/science/2024/oct/08/nobel-prize-physics-john-hopfield-geoffrey-hinton-machine-learning", "Nobel prize in physics for Hopfield and Hinton's work on machine learning | The Guardian", "Hinton said he was 'flabbergasted' when he received the call ...", "Oct 8, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Nobel_Prize_in_Physics", "2024 Nobel Prize in Physics - Wikipedia", "The 2024 Nobel Prize in Physics was awarded jointly to John Hopfield and Geoffrey Hinton ...", "N/A"),
            ("https://www.reddit.com/r/Physics/comments/1fyy0kz/nobel_prize_in_physics_2024_hopfield_and_hinton/", "Nobel Prize in Physics 2024: Hopfield and Hinton : r/Physics", "Is this physics? Long thread ...", "Oct 8, 2024"))),
        (extract("https://www.nobelprize.org/prizes/physics/2024/press-release/", "laureates, affiliations, citation and prize amount"), md("""
# Press release: The Nobel Prize in Physics 2024

**8 October 2024**

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2024 to

**John J. Hopfield**, Princeton University, NJ, USA

**Geoffrey E. Hinton**, University of Toronto, Canada

*"for foundational discoveries and inventions that enable machine learning with artificial neural networks"*

## They trained artificial neural networks using physics

This year's two Nobel Laureates in Physics have used tools from physics to develop methods that are the foundation of today's powerful machine learning. John Hopfield created an associative memory that can store and reconstruct images and other types of patterns in data. Geoffrey Hinton invented a method that can autonomously find properties in data, and so perform tasks such as identifying specific elements in pictures.

John Hopfield invented a network that uses a method for saving and recreating patterns. The Hopfield network utilises physics that describes a material's characteristics due to its atomic spin.

Geoffrey Hinton used the Hopfield network as the foundation for a new network that uses a different method: the Boltzmann machine. This can learn to recognise characteristic elements in a given type of data, using tools from statistical physics.

> "The laureates' work has already been of the greatest benefit. In physics we use artificial neural networks in a vast range of areas," says Ellen Moons, Chair of the Nobel Committee for Physics.

## Laureates

John J. Hopfield, born 1933 in Chicago, IL, USA. PhD 1958 from Cornell University, Ithaca, NY, USA. Professor at Princeton University, NJ, USA.

Geoffrey E. Hinton, born 1947 in London, UK. PhD 1978 from The University of Edinburgh, UK. Professor at University of Toronto, Canada.

**Prize amount:** 11 million Swedish kronor, to be shared equally between the laureates.
""")),
        (memory("add", dict={"physics_2024": "John J. Hopfield (Princeton) & Geoffrey E. Hinton (Toronto), 'for foundational discoveries and inventions that enable machine learning with artificial neural networks', announced 8 Oct 2024", "prize_amount_2024": "SEK 11 million per prize, shared equally in physics"}),
         added("physics_2024", "prize_amount_2024")),
        (search("Nobel Prize in Chemistry 2024 Baker Hassabis Jumper"), results(
            ("https://www.nobelprize.org/prizes/chemistry/2024/press-release/", "Press release: The Nobel Prize in Chemistry 2024 - NobelPrize.org", "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2024 with one half to David Baker 'for computational protein design' and the other half jointly to Demis Hassabis and John M. Jumper 'for protein structure prediction'.", "Oct 9, 2024"),
            ("https://www.nobelprize.org/prizes/chemistry/2024/summary/", "The Nobel Prize in Chemistry 2024 - NobelPrize.org", "David Baker, Demis Hassabis, John M. Jumper ... Prize share: 1/2, 1/4, 1/4.", "N/A"),
            ("https://www.bbc.com/news/articles/cd0lp4j8xe3o", "Google DeepMind scientists win Nobel chemistry prize - BBC News", "Demis Hassabis and John Jumper share the prize with David Baker for work on proteins ...", "Oct 9, 2024"),
            ("https://deepmind.google/discover/blog/demis-hassabis-john-jumper-awarded-nobel-prize-in-chemistry/", "Demis Hassabis & John Jumper awarded Nobel Prize in Chemistry - Google DeepMind", "The prize recognises AlphaFold, which has predicted the structures of virtually all known proteins ...", "Oct 9, 2024"),
            ("https://www.washington.edu/news/2024/10/09/david-baker-nobel-prize-chemistry/", "UW's David Baker wins 2024 Nobel Prize in Chemistry | UW News", "Baker directs the Institute for Protein Design at the UW School of Medicine ...", "Oct 9, 2024"),
            ("https://www.nature.com/articles/d41586-024-03214-4", "Chemistry Nobel goes to developers of AlphaFold AI that predicts protein structures | Nature", "This year's prize celebrates computational tools that have transformed biology ...", "Oct 9, 2024"),
            ("https://www.nytimes.com/2024/10/09/science/nobel-prize-chemistry.html", "Nobel Prize in Chemistry Awarded for Work on Proteins - The New York Times", "Dr. Baker, 62, and Dr. Hassabis, 48, and Dr. Jumper, 39 ...", "Oct 9, 2024"),
            ("https://www.theguardian.com/science/2024/oct/09/nobel-prize-chemistry-david-baker-demis-hassabis-john-jumper", "Nobel prize in chemistry for protein design and structure prediction | The Guardian", "A second Nobel in two days for AI-related research ...", "Oct 9, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Nobel_Prize_in_Chemistry", "2024 Nobel Prize in Chemistry - Wikipedia", "The 2024 Nobel Prize in Chemistry was awarded to David Baker, Demis Hassabis and John Jumper ...", "N/A"),
            ("https://www.reddit.com/r/chemistry/comments/1fzp7w2/nobel_prize_in_chemistry_2024/", "Nobel Prize in Chemistry 2024 : r/chemistry", "AlphaFold getting the prize was inevitable, Baker too ...", "Oct 9, 2024"))),
        (extract("https://www.nobelprize.org/prizes/chemistry/2024/press-release/", "laureates, shares, citations"), md("""
# Press release: The Nobel Prize in Chemistry 2024

**9 October 2024**

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2024

with one half to

**David Baker**, University of Washington, Seattle, WA, USA; Howard Hughes Medical Institute, USA

*"for computational protein design"*

and the other half jointly to

**Demis Hassabis**, Google DeepMind, London, UK

**John M. Jumper**, Google DeepMind, London, UK

*"for protein structure prediction"*

## They cracked the code for proteins' amazing structures

The Nobel Prize in Chemistry 2024 is about proteins, life's ingenious chemical tools. David Baker has succeeded with the almost impossible feat of building entirely new kinds of proteins. Demis Hassabis and John Jumper have developed an AI model to solve a 50-year-old problem: predicting proteins' complex structures. These discoveries hold enormous potential.

In 2020, Demis Hassabis and John Jumper presented an AI model called AlphaFold2. With its help, they have been able to predict the structure of virtually all the 200 million proteins that researchers have identified.

Since 2003, David Baker has succeeded in using amino acids to design a new protein that was unlike any other protein, and his research group has since produced one imaginative protein creation after another.

## Laureates

David Baker, born 1962 in Seattle, WA, USA. PhD 1989 from University of California, Berkeley, CA, USA.

Demis Hassabis, born 1976 in London, UK. PhD 2009 from University College London, UK.

John M. Jumper, born 1985 in Little Rock, AR, USA. PhD 2017 from University of Chicago, IL, USA.

**Prize amount:** 11 million Swedish kronor, with one half to David Baker and the other half jointly to Demis Hassabis and John Jumper.
""")),
        (memory("add", dict={"chemistry_2024": "One half David Baker (Univ. of Washington) 'for computational protein design'; other half jointly Demis Hassabis & John M. Jumper (Google DeepMind) 'for protein structure prediction'; announced 9 Oct 2024"}),
         added("chemistry_2024")),
        (memory("retrieve_all"), everything({
            "physics_2024": "John J. Hopfield (Princeton) & Geoffrey E. Hinton (Toronto), 'for foundational discoveries and inventions that enable machine learning with artificial neural networks', announced 8 Oct 2024",
            "prize_amount_2024": "SEK 11 million per prize, shared equally in physics",
            "chemistry_2024": "One half David Baker (Univ. of Washington) 'for computational protein design'; other half jointly Demis Hassabis & John M. Jumper (Google DeepMind) 'for protein structure prediction'; announced 9 Oct 2024"})),
        (memory("remove_all"), "Successfully cleared all memory."),
        (memory("add", dict={"ai_related_nobels_2024": ai}), added("ai_related_nobels_2024")),
        (search("Nobel Prize 2024 all laureates medicine literature peace economic sciences"), results(
            ("https://www.nobelprize.org/all-nobel-prizes-2024/", "All Nobel Prizes 2024 - NobelPrize.org", "The Nobel Prizes 2024: physiology or medicine, physics, chemistry, literature, peace and the Prize in Economic Sciences ...", "Oct 14, 2024"),
            ("https://www.nobelprize.org/prizes/medicine/2024/press-release/", "Press release: The Nobel Prize in Physiology or Medicine 2024 - NobelPrize.org", "Victor Ambros and Gary Ruvkun 'for the discovery of microRNA and its role in post-transcriptional gene regulation' ...", "Oct 7, 2024"),
            ("https://www.nobelprize.org/prizes/literature/2024/press-release/", "Press release: The Nobel Prize in Literature 2024 - NobelPrize.org", "Han Kang 'for her intense poetic prose that confronts historical traumas and exposes the fragility of human life' ...", "Oct 10, 2024"),
            ("https://www.nobelprize.org/prizes/peace/2024/press-release/", "The Nobel Peace Prize 2024 - Press release - NobelPrize.org", "The Norwegian Nobel Committee has decided to award the Nobel Peace Prize for 2024 to the Japanese organisation Nihon Hidankyo ...", "Oct 11, 2024"),
            ("https://www.nobelprize.org/prizes/economic-sciences/2024/press-release/", "Press release: The Prize in Economic Sciences 2024 - NobelPrize.org", "Daron Acemoglu, Simon Johnson and James A. Robinson 'for studies of how institutions are formed and affect prosperity' ...", "Oct 14, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Nobel_Prizes", "2024 Nobel Prizes - Wikipedia", "The 2024 Nobel Prizes were announced between 7 and 14 October 2024 ...", "N/A"),
            ("https://www.reuters.com/world/nobel-prizes-2024-list-winners-2024-10-14/", "Nobel Prizes 2024: full list of winners | Reuters", "From microRNA to Han Kang and Nihon Hidankyo, here are this year's laureates ...", "Oct 14, 2024"),
            ("https://www.bbc.com/news/articles/nobel-prize-2024-winners-list", "Nobel Prize 2024: Who won and why - BBC News", "Two prizes went to work connected to artificial intelligence ...", "Oct 14, 2024"),
            ("https://www.aljazeera.com/news/2024/10/14/nobel-prize-2024-winners", "Nobel Prize 2024 winners: full list | Al Jazeera", "The economics prize completed this year's announcements ...", "Oct 14, 2024"),
            ("https://www.reddit.com/r/science/comments/1g3k2vb/2024_nobel_prizes_all_winners/", "2024 Nobel Prizes, all winners : r/science", "AI took two of the three science prizes this year ...", "Oct 14, 2024"))),
        (extract("https://www.nobelprize.org/all-nobel-prizes-2024/", "all 2024 laureates by category"), md("""
# All Nobel Prizes 2024

The Nobel Prizes and the Prize in Economic Sciences 2024 were announced between 7 and 14 October 2024. The laureates will receive their medals and diplomas at the award ceremonies in Stockholm and Oslo on 10 December 2024.

| Category | Announced | Laureates | Motivation |
| --- | --- | --- | --- |
| Physiology or Medicine | 7 October | Victor Ambros, Gary Ruvkun | "for the discovery of microRNA and its role in post-transcriptional gene regulation" |
| Physics | 8 October | John J. Hopfield, Geoffrey E. Hinton | "for foundational discoveries and inventions that enable machine learning with artificial neural networks" |
| Chemistry | 9 October | David Baker; Demis Hassabis, John M. Jumper | "for computational protein design"; "for protein structure prediction" |
| Literature | 10 October | Han Kang | "for her intense poetic prose that confronts historical traumas and exposes the fragility of human life" |
| Peace | 11 October | Nihon Hidankyo | "for its efforts to achieve a world free of nuclear weapons and for demonstrating through witness testimony that nuclear weapons must never be used again" |
| Economic Sciences | 14 October | Daron Acemoglu, Simon Johnson, James A. Robinson | "for studies of how institutions are formed and affect prosperity" |

In total, 11 individuals and 1 organisation were awarded in 2024.

Each prize amount for 2024 is 11 million Swedish kronor.
""")),
        (memory("retrieve_all"), everything({"ai_related_nobels_2024": ai})),
    ]
    rs.add(task=TASK, tid="h32-search-22", system=SYSTEM, turns=turns,
           state=state("2024-10-15", "Which 2024 Nobel Prizes went to work related to artificial intelligence, and who won the other 2024 prizes?"))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
