# ruff: noqa: E501
"""Held-out set holdout25, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven carry exactly one observation that contradicts what an earlier observation established; eleven are
clean but full of legitimate changes (newer page revisions, live prices and counters, rolling windows,
re-sorted or filtered listings, different sources disagreeing, memory updates and removals). Running this
module writes ``search_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, pj, results, search

TASK = "search"


def fence(text: str) -> str:
    return "```\n" + text + "\n```"


def res(*items: tuple[str, str, str, str]) -> str:
    return fence(results(*items))


def useful(url: str, goal: str, evidence: str, summary: str) -> str:
    return (f"The useful information in {url} for user goal {goal} as follows: \n\n"
            f"Evidence in page: \n{evidence.strip()}\n\nSummary: \n{summary.strip()}\n")


def added(*names: str) -> str:
    return f"Successfully added items of {list(names)} to memory."


def updated(*names: str) -> str:
    return f"Successfully updated items of {list(names)} in memory."


def removed(*names: str) -> str:
    return f"Successfully removed items of {list(names)} from memory."


def got(obj: dict[str, str]) -> str:
    return "Retrieved items:\n" + pj(obj)


def st(question: str, date: str) -> str:
    return f"Research question: {question}\nSession date: {date}"


# ---------------------------------------------------------------------------------------------------------
# 01  Øresund vs Great Belt (Wikipedia, official site) - memory update reads back the old value
# ---------------------------------------------------------------------------------------------------------

ORESUND_WIKI = """# Øresund Bridge

From Wikipedia, the free encyclopedia

| Øresund Bridge | |
|---|---|
| Coordinates | 55°34′33″N 12°49′37″E |
| Carries | Four lanes of European route E20; double-track Øresund Line |
| Crosses | Øresund |
| Locale | Copenhagen, Denmark – Malmö, Sweden |
| Official name | Øresundsbroen (Danish), Öresundsbron (Swedish) |
| Maintained by | Øresundsbro Konsortiet |
| Design | Cable-stayed bridge |
| Material | Steel and concrete |
| Total length | 7,845 m (25,738 ft) |
| Width | 23.5 m (77 ft) |
| Height | 204 m (669 ft) |
| Longest span | 490 m (1,608 ft) |
| Clearance below | 57 m (187 ft) |
| Construction start | 1995 |
| Construction end | 14 August 1999 |
| Opened | 1 July 2000 |
| Toll | Yes (cars: 480 DKK / 690 SEK one way, 2024) |

The **Øresund Bridge** is a combined railway and motorway cable-stayed bridge across the Øresund strait between Denmark and Sweden. It is the longest combined road and rail bridge in Europe, running nearly 8 kilometres (5 miles) from the Swedish coast to the artificial island of Peberholm in the middle of the strait. The crossing is completed by the 4-kilometre (2.5 mi) Drogden Tunnel from Peberholm to the Danish island of Amager.

## History
Construction began in 1995, and the bridge deck was joined on 14 August 1999. The bridge was inaugurated on 1 July 2000 by Queen Margrethe II of Denmark and King Carl XVI Gustaf of Sweden, and opened to public traffic later the same day.

## Bridge
The 7,845-metre bridge has a cable-stayed main span of 490 metres; its two pylons are 204 metres tall. The upper deck carries the four-lane motorway and the lower deck the two rail tracks. Approach spans of 140 m sit on each side of the main span.

## Drogden Tunnel
The tunnel between Peberholm and Kastrup is 4,050 m long, of which 3,510 m is an immersed tube made of 20 prefabricated concrete segments.

## Peberholm
Peberholm is a 4,055-metre artificial island built from material dredged during construction.

## Traffic
About 20,000 vehicles crossed per day in 2023, and Øresundståg trains run every 20 minutes in each direction.

This page was last edited on 2 March 2024, at 11:17 (UTC)."""

GREATBELT_WIKI = """# Great Belt Bridge

From Wikipedia, the free encyclopedia
(Redirected from Great Belt East Bridge)

| East Bridge | |
|---|---|
| Coordinates | 55°20′31″N 11°02′09″E |
| Carries | Four lanes of E20 motorway |
| Crosses | Great Belt (Storebælt) |
| Locale | Zealand – Sprogø |
| Design | Suspension bridge |
| Total length | 6,790 m (22,277 ft) |
| Height | 254 m (833 ft) |
| Longest span | 1,624 m (5,328 ft) |
| Clearance below | 65 m (213 ft) |
| Opened | 14 June 1998 |

The **Great Belt Bridge** (Danish: *Storebæltsbroen*) is the common name for the fixed link across the Great Belt strait between the Danish islands of Zealand and Funen. It consists of a road suspension bridge and a railway tunnel between Zealand and the island Sprogø, and a box girder bridge between Sprogø and Funen.

## East Bridge
The East Bridge is a suspension bridge between Halsskov on Zealand and Sprogø. With a main span of 1,624 m it was the longest suspension span in the world outside Japan when it opened, and it is currently the fourth longest. The pylons are 254 m above sea level.

## West Bridge
The West Bridge is a 6,611 m box girder bridge between Sprogø and Knudshoved on Funen, carrying both road and rail.

## East Tunnel
The twin-bore railway tunnel (8.0 km) opened to train traffic on 1 June 1997; the road link opened on 14 June 1998.

This page was last edited on 27 February 2024, at 06:52 (UTC)."""

ORESUND_FACTS = """# Facts about the Øresund Bridge | Øresundsbron

Home › Info › Facts

## The fixed link in figures

| | |
|---|---|
| Length of the bridge | 7,845 m |
| Length of the tunnel (Drogden) | 4,050 m |
| Length of Peberholm | 4,055 m |
| Total length of the fixed link | approx. 16 km |
| Main span (cable-stayed) | 490 m |
| Height of the pylons | 204 m |
| Clearance under the main span | 57 m |
| Weight of the bridge | 82,000 tonnes |
| Opened | 1 July 2000 |

The link consists of three parts: a bridge, an artificial island (Peberholm) and a tunnel. The bridge itself goes from Lernacken on the Swedish coast to Peberholm; the motorway and railway then continue through the Drogden tunnel to Kastrup on Amager.

## Traffic 2023
- Vehicles per day (average): 20,128
- Train passengers per year: 11.1 million

Updated: 15 January 2024"""


def t01(rs: RowSet) -> None:
    q = ("How long is the Øresund Bridge and when did it open, and how does its main span compare with that of the "
         "Great Belt East Bridge?")
    turns = [
        (search("Øresund Bridge length opened", "Great Belt East Bridge main span length"),
         res(("https://en.wikipedia.org/wiki/%C3%98resund_Bridge", "Øresund Bridge - Wikipedia",
              "The Øresund Bridge is a combined railway and motorway cable-stayed bridge across the Øresund strait between Denmark and Sweden. It is the longest in Europe ...", "2024-03-02"),
             ("https://www.oresundsbron.com/en/info/facts", "Facts about the Øresund Bridge | Øresundsbron",
              "Length of the bridge: 7,845 m. Length of the tunnel: 4,050 m. Peberholm: 4,055 m. Main span: 490 m ...", "2024-01-15"),
             ("https://en.wikipedia.org/wiki/Great_Belt_Bridge", "Great Belt Bridge - Wikipedia",
              "The East Bridge is a suspension bridge between Halsskov on Zealand and Sprogø. With a main span of 1,624 m it was the longest suspension span in the world outside Japan ...", "2024-02-27"),
             ("https://www.britannica.com/topic/Oresund-Bridge", "Øresund Bridge | Length, History, & Facts | Britannica",
              "Øresund Bridge, bridge and tunnel system across the Øresund strait, linking Copenhagen and Malmö. Opened in 2000 ...", "2023-11-08"),
             ("https://sundogbaelt.dk/en/great-belt/", "The Great Belt Fixed Link | Sund & Bælt",
              "The East Bridge is 6.8 km long and has a free span of 1,624 metres between the pylons ...", "2023-09-21"),
             ("https://www.structurae.net/en/structures/oresund-bridge", "Øresund Bridge (Copenhagen/Malmö, 2000) | Structurae",
              "Cable-stayed bridge, main span 490 m, completed 2000. Designers: Georg Rotne, ISC Consulting Engineers ...", "2022-06-30"))),
        (extract("https://en.wikipedia.org/wiki/%C3%98resund_Bridge", "total length, main span and opening date of the Øresund Bridge"),
         ORESUND_WIKI),
        (memory("add", dict={"oresund_total_length_m": "7845", "oresund_main_span_m": "490", "oresund_opened": "1 July 2000"}),
         added("oresund_total_length_m", "oresund_main_span_m", "oresund_opened")),
        (extract("https://en.wikipedia.org/wiki/Great_Belt_Bridge", "main span, total length and opening date of the Great Belt East Bridge"),
         GREATBELT_WIKI),
        (memory("add", dict={"storebaelt_main_span_m": "1624", "storebaelt_total_length_m": "6790", "storebaelt_opened": "14 June 1998 (road traffic)"}),
         added("storebaelt_main_span_m", "storebaelt_total_length_m", "storebaelt_opened")),
        (extract("https://www.oresundsbron.com/en/info/facts", "does 7,845 m cover only the bridge or the whole fixed link?"),
         ORESUND_FACTS),
        (memory("update", dict={"oresund_total_length_m": "7845 (bridge only); whole fixed link approx. 16 km incl. Peberholm 4055 m and Drogden tunnel 4050 m"}),
         updated("oresund_total_length_m")),
        (memory("retrieve_all"),
         got({"oresund_total_length_m": "7845", "oresund_main_span_m": "490", "oresund_opened": "1 July 2000",
              "storebaelt_main_span_m": "1624", "storebaelt_total_length_m": "6790", "storebaelt_opened": "14 June 1998 (road traffic)"})),
        (search("longest cable-stayed span Europe combined road rail bridge", "Great Belt East Bridge ranking longest suspension spans 2024"),
         res(("https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "List of longest suspension bridge spans - Wikipedia",
              "1. 1915 Çanakkale Bridge 2,023 m ... 4. Great Belt Bridge (East Bridge) 1,624 m, Denmark, 1998 ...", "2024-03-11"),
             ("https://en.wikipedia.org/wiki/List_of_longest_cable-stayed_bridge_spans", "List of longest cable-stayed bridge spans - Wikipedia",
              "... Øresund Bridge 490 m, 2000, Denmark/Sweden, road and rail ...", "2024-02-19"),
             ("https://www.ingenia.org.uk/articles/oresund-link", "The Øresund Link: engineering a crossing | Ingenia",
              "The 490 m cable-stayed span was at the time the longest for a bridge carrying both road and heavy rail ...", "2019-05-14"),
             ("https://highestbridges.com/wiki/index.php?title=Great_Belt_East_Bridge", "Great Belt East Bridge - HighestBridges.com",
              "Deck height 65 m; main span 1,624 m; pylons 254 m; opened June 14, 1998 ...", "2021-10-02"))),
        (memory("add", dict={"comparison": "Great Belt East Bridge main span 1,624 m is about 3.3 times the Øresund Bridge's 490 m cable-stayed span"}),
         added("comparison")),
    ]
    rs.add(task=TASK, tid="h25-search-01", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-03-18"),
           bad=True, turn=8, kind="memory key updated to a new value reads back its old value")


# ---------------------------------------------------------------------------------------------------------
# 02  Iceland population (Wikipedia, Statistics Iceland) - clean: infobox revised with a newer stamp
# ---------------------------------------------------------------------------------------------------------

def iceland_wiki(stamp: str, pop_row: str, density: str) -> str:
    return f"""# Iceland

From Wikipedia, the free encyclopedia

| Iceland · Ísland | |
|---|---|
| Capital and largest city | Reykjavík (64°08′N 21°56′W) |
| Official languages | Icelandic |
| Demonym(s) | Icelander, Icelandic |
| Government | Unitary parliamentary republic |
| Legislature | Althing |
| Area | |
| • Total | 103,000 km² (40,000 sq mi) (106th) |
| • Water (%) | 2.7 |
| Population | |
| {pop_row} |
| • Density | {density} |
| GDP (PPP) | 2023 estimate |
| • Total | $26.0 billion (150th) |
| Currency | Icelandic króna (ISK) |
| Time zone | UTC (GMT) |
| Calling code | +354 |
| ISO 3166 code | IS |

**Iceland** is a Nordic island country between the North Atlantic and Arctic Oceans, on the Mid-Atlantic Ridge between North America and Europe. It is the most sparsely populated country in Europe, with a population of around 380,000. Its capital and largest city is Reykjavík, which, along with its surrounding areas, is home to over 65% of the population.

## Demographics
The original population of Iceland was of Nordic and Gaelic origin. The population grew quickly after 2010, driven mainly by immigration; by 2023 about 18% of residents were foreign-born. Statistics Iceland publishes a quarterly estimate and an annual figure based on the national registry on 1 January.

This page was last edited on {stamp}."""


HAGSTOFA = """# Population on 1 January 2024 - Statistics Iceland

Published 21 March 2024 · Population

The population of Iceland was 383,726 on 1 January 2024 according to the national registry, and had increased by 11,206 (3.0%) from 1 January 2023, when it was 372,520.

| | 1 Jan 2023 | 1 Jan 2024 |
|---|---|---|
| Total | 372,520 | 383,726 |
| Men | 190,404 | 196,861 |
| Women | 182,116 | 186,865 |
| Capital region | 241,296 | 247,221 |
| of which Reykjavík | 136,894 | 139,875 |
| Outside capital region | 131,224 | 136,505 |

Foreign citizens numbered 66,273, or 17.3% of the population.

Note: the quarterly population estimates (based on a model) and the registry figure differ; the registry count on 1 January is the official annual figure.

Contact: Ómar Harðarson · tel. 528 1000"""

REYKJAVIK_WIKI = """# Reykjavík

From Wikipedia, the free encyclopedia

| Reykjavík | |
|---|---|
| Country | Iceland |
| Region | Capital Region |
| Constituency | Reykjavík Constituency North / South |
| Settled | 870 |
| Municipality | 1786 |
| • Mayor | Einar Þorsteinsson (B) |
| Area | |
| • City | 273 km² (105 sq mi) |
| • Metro | 1,062 km² (410 sq mi) |
| Population (1 January 2024) | |
| • City | 139,875 |
| • Density | 512/km² (1,330/sq mi) |
| • Metro | 247,221 |
| Time zone | UTC |
| Postal code | 100–155 |

**Reykjavík** is the capital and largest city of Iceland. It is located in southwestern Iceland, on the southern shore of Faxaflói bay. With a latitude of 64°08′ N, it is the world's northernmost capital of a sovereign state. With a population of around 140,000 (and 247,221 in the Capital Region), it is the centre of Iceland's cultural, economic, and governmental activities.

This page was last edited on 30 January 2024, at 17:45 (UTC)."""


def t02(rs: RowSet) -> None:
    q = "What is the most recent official population figure for Iceland, and how many of those people live in Reykjavík?"
    turns = [
        (search("Iceland population 2024", "Reykjavík population 2024"),
         res(("https://en.wikipedia.org/wiki/Iceland", "Iceland - Wikipedia",
              "Iceland is a Nordic island country ... It is the most sparsely populated country in Europe, with a population of 376,248 (2022 est.) ...", "2023-10-04"),
             ("https://www.statice.is/statistics/population/inhabitants/", "Inhabitants - Statistics Iceland",
              "The population of Iceland was 383,726 on 1 January 2024 and had increased by 11,206 (3.0%) ...", "2024-03-21"),
             ("https://en.wikipedia.org/wiki/Reykjav%C3%ADk", "Reykjavík - Wikipedia",
              "Reykjavík is the capital and largest city of Iceland ... With a population of around 140,000 ...", "2024-01-30"),
             ("https://www.worldometers.info/world-population/iceland-population/", "Iceland Population (2024) - Worldometer",
              "The current population of Iceland is 395,412 as of Monday, April 8, 2024, based on Worldometer's elaboration of the latest United Nations data ...", "2024-04-08"),
             ("https://www.icelandreview.com/news/population-grows-by-3/", "Population Grows by 3% | Iceland Review",
              "Iceland's population grew by more than 11,000 last year, to 383,726 people, according to Statistics Iceland ...", "2024-03-22"))),
        (extract("https://en.wikipedia.org/wiki/Iceland", "current population estimate of Iceland"),
         iceland_wiki("8 February 2024, at 21:14 (UTC)", "• 2023 Q4 estimate | 387,758 (178th)", "3.8/km² (9.8/sq mi) (232nd)")),
        (memory("add", dict={"iceland_pop_wiki": "387,758 (2023 Q4 estimate, Wikipedia infobox, rev. 8 Feb 2024)"}),
         added("iceland_pop_wiki")),
        (extract("https://www.statice.is/statistics/population/inhabitants/", "official population on 1 January 2024 and the Reykjavík figure"),
         HAGSTOFA),
        (memory("add", dict={"iceland_pop_registry": "383,726 on 1 Jan 2024 (Statistics Iceland registry; +11,206 / 3.0% y/y)",
                             "reykjavik_pop": "139,875 on 1 Jan 2024; Capital Region 247,221"}),
         added("iceland_pop_registry", "reykjavik_pop")),
        (extract("https://en.wikipedia.org/wiki/Reykjav%C3%ADk", "population of Reykjavík city and metro"),
         REYKJAVIK_WIKI),
        (extract("https://en.wikipedia.org/wiki/Iceland", "check whether the infobox population figure and density are current"),
         iceland_wiki("9 April 2024, at 10:02 (UTC)", "• 2024 estimate | 383,726 (178th)", "3.7/km² (9.6/sq mi) (232nd)")),
        (memory("update", dict={"iceland_pop_wiki": "383,726 (infobox now shows the 1 Jan 2024 registry figure, rev. 9 Apr 2024 10:02 UTC)"}),
         updated("iceland_pop_wiki")),
        (memory("retrieve_all"),
         got({"iceland_pop_wiki": "383,726 (infobox now shows the 1 Jan 2024 registry figure, rev. 9 Apr 2024 10:02 UTC)",
              "iceland_pop_registry": "383,726 on 1 Jan 2024 (Statistics Iceland registry; +11,206 / 3.0% y/y)",
              "reykjavik_pop": "139,875 on 1 Jan 2024; Capital Region 247,221"})),
    ]
    rs.add(task=TASK, tid="h25-search-02", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-04-09"))


# ---------------------------------------------------------------------------------------------------------
# 03  Foehn at Innsbruck (aviationweather.gov, GeoSphere, ACINN) - clean: rolling METAR window, units, stations
# ---------------------------------------------------------------------------------------------------------

LOWI = {
    "0920": "METAR LOWI 050920Z 23022G38KT 9999 FEW080 BKN150 17/01 Q1003 NOSIG",
    "0850": "METAR LOWI 050850Z 24018G32KT 9999 FEW080 BKN150 16/02 Q1004 NOSIG",
    "0820": "METAR LOWI 050820Z 23016G29KT 9999 FEW080 BKN160 15/02 Q1005 NOSIG",
    "0750": "METAR LOWI 050750Z 23014G26KT 9999 FEW080 BKN160 14/03 Q1005 NOSIG",
    "0720": "METAR LOWI 050720Z 24012KT 9999 FEW080 BKN170 13/03 Q1005 NOSIG",
    "0650": "METAR LOWI 050650Z VRB03KT 9999 FEW080 BKN170 08/04 Q1006 NOSIG",
    "0620": "METAR LOWI 050620Z 07004KT 9999 FEW090 BKN170 07/04 Q1006 NOSIG",
}


def lowi_page(slots: list[str]) -> str:
    lines = "\n".join(LOWI[s] for s in slots)
    return (f"# aviationweather.gov - METAR data\n\nQuery: ids=LOWI, hours=3, format=raw · {len(slots)} reports, newest first\n\n"
            f"```\n{lines}\n```\n\nStation: LOWI - Innsbruck Kranebitten, AT · Elev 581 m · 47.260N 11.344E")


GEOSPHERE = """# Aktuelle Messwerte Tirol - GeoSphere Austria

Stand: 05.11.2024, 10:00 MEZ (09:00 UTC) · 10-Minuten-Werte · Luftdruck auf Meeresniveau reduziert

| Station | Seehöhe | Temp. °C | Rel. Feuchte % | Wind (Mittel) | Spitzenböe km/h | Sonne % | Niederschlag mm | Luftdruck hPa |
|---|---|---|---|---|---|---|---|---|
| Innsbruck Flughafen | 578 m | 16,3 | 27 | W 35 km/h | 61 | 100 | 0,0 | 1004,1 |
| Innsbruck Universität | 578 m | 17,4 | 24 | S 52 km/h | 94 | 100 | 0,0 | 1003,9 |
| Patscherkofel | 2251 m | 4,1 | 41 | S 83 km/h | 137 | 100 | 0,0 | - |
| Ellbögen | 1080 m | 14,8 | 26 | S 47 km/h | 88 | 100 | 0,0 | 1003,2 |
| Steinach am Brenner | 1065 m | 13,9 | 30 | S 38 km/h | 72 | 80 | 0,0 | 1003,6 |
| Brenner | 1412 m | 8,7 | 58 | S 29 km/h | 66 | 10 | 0,0 | 1007,0 |
| Kufstein | 495 m | 9,2 | 71 | O 8 km/h | 19 | 100 | 0,0 | 1006,4 |

Hinweis: Werte ungeprüft. Nächste Aktualisierung 10:10 MEZ."""

ACINN = """# Föhndiagnose Innsbruck - Institut für Atmosphären- und Kryosphärenwissenschaften (ACINN), Universität Innsbruck

Stand: 05.11.2024 09:20 UTC · automatische Diagnose, 10-min Auflösung

## Aktuell
- Föhnwahrscheinlichkeit Innsbruck: **97 %** (09:10 UTC)
- Föhn durchgehend seit: **07:10 UTC**
- Potentielle Temperaturdifferenz Innsbruck - Patscherkofel: 1,4 K
- Druckdifferenz Bozen - Innsbruck: 6,8 hPa

## Verlauf heute (UTC)
| Zeit | Wahrscheinlichkeit | Windrichtung Univ. | Böe Univ. km/h |
|---|---|---|---|
| 06:00 | 4 % | O | 11 |
| 06:30 | 12 % | SO | 18 |
| 07:00 | 61 % | S | 49 |
| 07:10 | 88 % | S | 63 |
| 07:30 | 93 % | S | 70 |
| 08:00 | 95 % | S | 79 |
| 08:30 | 96 % | S | 86 |
| 09:00 | 97 % | S | 94 |
| 09:10 | 97 % | S | 91 |

Die Diagnose verwendet die Stationen Innsbruck Universität, Patscherkofel, Ellbögen und Sattelberg sowie Druckdaten aus Bozen. Angaben ohne Gewähr."""

TAF_LOWI = """# aviationweather.gov - TAF data

Query: ids=LOWI, format=raw

```
TAF LOWI 050800Z 0509/0609 24020G35KT 9999 FEW080 BKN150
      TEMPO 0510/0516 23025G45KT
      BECMG 0517/0519 VRB03KT
      PROB30 0600/0606 0800 BCFG
```

Station: LOWI - Innsbruck Kranebitten, AT"""


def t03(rs: RowSet) -> None:
    q = "Is there a foehn (Föhn) wind event at Innsbruck right now, and how strong are the gusts at the airport and in town?"
    turns = [
        (search("LOWI METAR", "Innsbruck Föhn aktuell Böen"),
         res(("https://aviationweather.gov/api/data/metar?ids=LOWI&hours=3&format=raw", "METAR LOWI - aviationweather.gov",
              "METAR LOWI 050820Z 23016G29KT 9999 FEW080 BKN160 15/02 Q1005 NOSIG", "2024-11-05"),
             ("https://www.geosphere.at/de/wetter/aktuelle-messwerte/tirol", "Aktuelle Messwerte Tirol - GeoSphere Austria",
              "Innsbruck Universität 15,9 °C, S 44 km/h, Spitzenböe 79 km/h ...", "2024-11-05"),
             ("http://meteo.uibk.ac.at/foehndiag/", "Föhndiagnose Innsbruck - ACINN",
              "Föhnwahrscheinlichkeit Innsbruck: 95 % (08:00 UTC) ...", "2024-11-05"),
             ("https://www.tt.com/artikel/30904511/foehnsturm-in-tirol", "Föhnsturm in Tirol: Böen bis 140 km/h erwartet | Tiroler Tageszeitung",
              "Am Dienstag legt der Südföhn in Tirol kräftig zu; auf den Bergen sind Böen bis 140 km/h möglich ...", "2024-11-04"),
             ("https://www.ogimet.com/display_metars2.php?lang=en&lugar=LOWI", "Ogimet: METAR/SPECI LOWI",
              "Query made at 11/05/2024 07:31:02 UTC ... LOWI 050720Z 24012KT 9999 FEW080 BKN170 13/03 Q1005 NOSIG", "2024-11-05"))),
        (extract("https://aviationweather.gov/api/data/metar?ids=LOWI&hours=3&format=raw", "latest METARs for Innsbruck airport, wind and gusts"),
         lowi_page(["0850", "0820", "0750", "0720", "0650", "0620"])),
        (extract("https://www.geosphere.at/de/wetter/aktuelle-messwerte/tirol", "current wind and gusts at Innsbruck Universität and Innsbruck Flughafen"),
         GEOSPHERE),
        (memory("add", dict={"lowi_latest_metar": "050850Z 24018G32KT 16/02 Q1004 (gust 32 kt = 59 km/h)",
                             "univ_0900utc": "17.4 °C, 24 %, S 52 km/h, peak gust 94 km/h",
                             "foehn_signal": "wind went from VRB03KT (0650Z) to 24012KT (0720Z); temp jumped 8 -> 13 °C"}),
         added("lowi_latest_metar", "univ_0900utc", "foehn_signal")),
        (extract("http://meteo.uibk.ac.at/foehndiag/", "is foehn currently diagnosed in Innsbruck and since when"),
         ACINN),
        (extract("https://aviationweather.gov/api/data/metar?ids=LOWI&hours=3&format=raw", "has a newer METAR been issued since 0850Z?"),
         lowi_page(["0920", "0850", "0820", "0750", "0720", "0650"])),
        (extract("https://aviationweather.gov/api/data/taf?ids=LOWI&format=raw", "forecast duration of the foehn at LOWI"),
         TAF_LOWI),
        (memory("update", dict={"lowi_latest_metar": "050920Z 23022G38KT 17/01 Q1003 (gust 38 kt = 70 km/h)"}),
         updated("lowi_latest_metar")),
        (memory("retrieve_all"),
         got({"lowi_latest_metar": "050920Z 23022G38KT 17/01 Q1003 (gust 38 kt = 70 km/h)",
              "univ_0900utc": "17.4 °C, 24 %, S 52 km/h, peak gust 94 km/h",
              "foehn_signal": "wind went from VRB03KT (0650Z) to 24012KT (0720Z); temp jumped 8 -> 13 °C"})),
    ]
    rs.add(task=TASK, tid="h25-search-03", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-11-05"))


# ---------------------------------------------------------------------------------------------------------
# 04  Hallstatt overnight stays (Wayback snapshot, Land OÖ, ORF) - a number in an archived table changes
# ---------------------------------------------------------------------------------------------------------

HALLSTATT_SNAP = "https://web.archive.org/web/20190312094512/https://www.hallstatt.net/gemeinde/statistik/"


def hallstatt_snapshot(n2017: str) -> str:
    return f"""# Wayback Machine - hallstatt.net/gemeinde/statistik/

The Wayback Machine - {HALLSTATT_SNAP}
14 captures · 03 Jun 2016 - 18 Nov 2020 · this capture: 12 March 2019, 09:45:12

[Hallstatt - Welterbe im Salzkammergut] Startseite › Gemeinde › Statistik

## Tourismusstatistik der Marktgemeinde Hallstatt

Die folgende Übersicht zeigt die gemeldeten Ankünfte und Nächtigungen in gewerblichen und privaten Beherbergungsbetrieben der Gemeinde.

| Jahr | Ankünfte | Nächtigungen | Ø Aufenthaltsdauer (Tage) |
|---|---|---|---|
| 2014 | 93.412 | 142.016 | 1,52 |
| 2015 | 98.705 | 149.880 | 1,52 |
| 2016 | 108.233 | 163.447 | 1,51 |
| 2017 | 117.590 | {n2017} | 1,50 |
| 2018 | 124.861 | 186.034 | 1,49 |

¹ Quelle: Meldewesen der Marktgemeinde Hallstatt (Gästeblätter), Kalenderjahr. Ohne Campingplatz und ohne Tagesgäste.

## Einwohner
| Stichtag | Hauptwohnsitz |
|---|---|
| 1.1.2017 | 778 |
| 1.1.2018 | 770 |
| 1.1.2019 | 759 |

Letzte Aktualisierung: 28.02.2019 · Marktgemeindeamt Hallstatt, Seestraße 158, 4830 Hallstatt · Tel. +43 6134 8255"""


LAND_OOE = """# Tourismus in Oberösterreich - Gemeindeergebnisse 2018 | Land Oberösterreich

Abteilung Statistik · Veröffentlicht 22.05.2019 · Tabelle T-2018-G

Ankünfte und Übernachtungen nach Gemeinden, Kalenderjahr 2018 (alle Unterkunftsarten inkl. Campingplätze)

| Gemeinde | Bezirk | Ankünfte | Übernachtungen | Veränderung Übern. zu 2017 |
|---|---|---|---|---|
| Bad Goisern am Hallstättersee | Gmunden | 61.204 | 247.918 | +3,1 % |
| Bad Ischl | Gmunden | 118.553 | 312.440 | +4,6 % |
| Gosau | Gmunden | 39.877 | 196.025 | +1,8 % |
| Hallstatt | Gmunden | 125.310 | 187.102 | +5,2 % |
| Obertraun | Gmunden | 44.016 | 131.576 | +2,4 % |
| St. Wolfgang im Salzkammergut | Gmunden | 97.221 | 403.115 | +0,9 % |

Hinweis: Die Landesstatistik umfasst auch Campingplätze und kann daher von Gemeindeangaben abweichen."""

ORF_2019 = """# Hallstatt: Neuer Nächtigungsrekord trotz Obergrenzen-Debatte - ooe.ORF.at

Publiziert am 14.02.2020 10:12

Hallstatt hat 2019 erneut mehr Übernachtungsgäste gezählt als je zuvor. Laut Gemeinde wurden rund 195.000 Nächtigungen gemeldet, etwa fünf Prozent mehr als 2018. Die Zahl der Tagesgäste wird auf bis zu einer Million pro Jahr geschätzt; seit Mai 2020 gilt ein Buskontingent mit Zeitfenstern.

Bürgermeister Alexander Scheutz betonte, das Problem seien nicht die Übernachtungsgäste, sondern die Tagesbusse: „Wir wollen Qualität statt Masse.“

Der Tourismusverband Inneres Salzkammergut will die Gäste stärker auf die umliegenden Orte verteilen."""


def t04(rs: RowSet) -> None:
    q = ("How many overnight stays (Nächtigungen) did Hallstatt report for 2016 and 2018 according to the municipality's "
         "own statistics page, and how do they compare with the state statistics?")
    turns = [
        (search("Hallstatt Nächtigungen 2018 Gemeinde Statistik", "Hallstatt Tourismusstatistik Ankünfte"),
         res(("https://www.hallstatt.net/gemeinde/statistik/", "Statistik - Marktgemeinde Hallstatt",
              "Tourismusstatistik der Marktgemeinde Hallstatt: Ankünfte und Nächtigungen 2014-2018 ...", "2019-02-28"),
             ("https://www.land-oberoesterreich.gv.at/statistik/tourismus-gemeinden-2018.htm", "Tourismus in Oberösterreich - Gemeindeergebnisse 2018",
              "Ankünfte und Übernachtungen nach Gemeinden, Kalenderjahr 2018 (alle Unterkunftsarten inkl. Campingplätze) ...", "2019-05-22"),
             ("https://ooe.orf.at/stories/3034418/", "Hallstatt: Neuer Nächtigungsrekord trotz Obergrenzen-Debatte",
              "Laut Gemeinde wurden rund 195.000 Nächtigungen gemeldet, etwa fünf Prozent mehr als 2018 ...", "2020-02-14"),
             ("https://www.statistik.at/statistiken/tourismus-und-verkehr/tourismus/beherbergung", "Beherbergung - STATISTIK AUSTRIA",
              "Ankünfte und Übernachtungen nach Gemeinden und Unterkunftsarten, Jahresergebnisse ...", "2024-01-30"))),
        (extract("https://www.hallstatt.net/gemeinde/statistik/", "overnight stays table 2016-2018"),
         "# 404 - Seite nicht gefunden\n\nDie angeforderte Seite existiert nicht mehr. Die Website der Marktgemeinde Hallstatt wurde im Dezember 2020 neu gestaltet.\n\n[Zur Startseite](https://www.hallstatt.net/) · [Suche](https://www.hallstatt.net/suche/)"),
        (extract(HALLSTATT_SNAP, "overnight stays table 2016-2018"),
         hallstatt_snapshot("176.902")),
        (memory("add", dict={"hallstatt_2016_stays": "163,447 (municipality, excl. camping)",
                             "hallstatt_2018_stays": "186,034 (municipality, excl. camping)",
                             "hallstatt_2018_arrivals": "124,861",
                             "source_snapshot": HALLSTATT_SNAP}),
         added("hallstatt_2016_stays", "hallstatt_2018_stays", "hallstatt_2018_arrivals", "source_snapshot")),
        (extract("https://www.land-oberoesterreich.gv.at/statistik/tourismus-gemeinden-2018.htm", "Hallstatt overnight stays 2018 in the state statistics"),
         LAND_OOE),
        (extract(HALLSTATT_SNAP, "does the municipal table exclude camping sites? read the footnote"),
         hallstatt_snapshot("167.902")),
        (search("Hallstatt Nächtigungen 2019 Rekord"),
         res(("https://ooe.orf.at/stories/3034418/", "Hallstatt: Neuer Nächtigungsrekord trotz Obergrenzen-Debatte - ooe.ORF.at",
              "Hallstatt hat 2019 erneut mehr Übernachtungsgäste gezählt als je zuvor. Laut Gemeinde wurden rund 195.000 Nächtigungen gemeldet ...", "2020-02-14"),
             ("https://www.sn.at/salzburg/chronik/hallstatt-buskontingent-83021442", "Hallstatt führt Buskontingent ein | SN.at",
              "Ab Mai gilt für Reisebusse ein Zeitfenster-System; die Gemeinde rechnet mit ...", "2020-01-09"),
             ("https://www.derstandard.at/story/2000111712212/hallstatt-overtourism", "Overtourism in Hallstatt: Das Dorf und die Busse - derStandard.at",
              "Mit knapp 760 Einwohnern und bis zu 10.000 Tagesgästen an Spitzentagen ...", "2019-11-03"))),
        (extract("https://ooe.orf.at/stories/3034418/", "2019 overnight stays and change vs 2018"),
         ORF_2019),
        (memory("retrieve_all"),
         got({"hallstatt_2016_stays": "163,447 (municipality, excl. camping)",
              "hallstatt_2018_stays": "186,034 (municipality, excl. camping)",
              "hallstatt_2018_arrivals": "124,861",
              "source_snapshot": HALLSTATT_SNAP})),
    ]
    rs.add(task=TASK, tid="h25-search-04", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-05-07"),
           bad=True, turn=6, kind="number in an archived (immutable) snapshot table differs between two extractions")


# ---------------------------------------------------------------------------------------------------------
# 05  urllib3 CVE-2023-43804 fix (GitHub advisory, PR, release, PyPI) - a merged PR shows as open
# ---------------------------------------------------------------------------------------------------------

PR_URL = "https://github.com/urllib3/urllib3/pull/3139"

PR_CONVERSATION = """sethmlarson commented on Oct 2, 2023
> Adds `Cookie` to `Retry.DEFAULT_REMOVE_HEADERS_ON_REDIRECT` so that the header is stripped when a redirect goes to a different host, the same way `Authorization` already is. Users who set the Cookie header manually and rely on it surviving cross-origin redirects can opt out through `Retry.remove_headers_on_redirect`.
>
> Fixes GHSA-v845-jxx5-vc9f. Will be backported to 1.26.x.

illia-v approved these changes on Oct 2, 2023
> LGTM. Thanks for adding the test for the case-insensitive match.

pquentin commented on Oct 2, 2023
> Backport PR for 1.26.x: #3140"""


def urllib3_pr(merged: bool, files: bool) -> str:
    if merged:
        head = "**Merged** · sethmlarson merged 2 commits into `urllib3:main` from `sethmlarson:cookie-redirect` on Oct 2, 2023"
        tail = "\n\nsethmlarson merged commit `644124e` into urllib3:main on Oct 2, 2023\n\nsethmlarson deleted the cookie-redirect branch on Oct 2, 2023"
    else:
        head = "**Open** · sethmlarson wants to merge 2 commits into `urllib3:main` from `sethmlarson:cookie-redirect`"
        tail = "\n\nAll checks have passed · 31 successful checks\n\nThis branch has no conflicts with the base branch. Merging can be performed automatically."
    body = f"""# Strip Cookie header on cross-origin redirects #3139

{head}

Conversation 3 · Commits 2 · Checks 31 · Files changed 4

Labels: Security · Milestone: v2.0.6 · Reviewers: illia-v ✓ · Assignees: sethmlarson
"""
    if files:
        body += """
## Files changed (4)   +42 −3
| File | Changes |
|---|---|
| `changelog/3139.bugfix.rst` | +1 |
| `src/urllib3/util/retry.py` | +3 −1 |
| `test/test_retry.py` | +14 −1 |
| `test/with_dummyserver/test_poolmanager.py` | +24 −1 |

```diff
-    DEFAULT_REMOVE_HEADERS_ON_REDIRECT = frozenset(["Authorization"])
+    #: Default headers to be used for ``remove_headers_on_redirect``
+    DEFAULT_REMOVE_HEADERS_ON_REDIRECT = frozenset(["Cookie", "Authorization"])
```"""
        return body
    body += "\n" + PR_CONVERSATION
    return body + tail


ADVISORY = """# `Cookie` HTTP header isn't stripped on cross-origin redirects · GHSA-v845-jxx5-vc9f

Package: urllib3 (pip) · Severity: **Moderate** 5.9 / 10 · CVE ID: CVE-2023-43804 · Weaknesses: CWE-200

| Affected versions | Patched versions |
|---|---|
| < 1.26.17 | 1.26.17 |
| >= 2.0.0, < 2.0.6 | 2.0.6 |

sethmlarson published GHSA-v845-jxx5-vc9f on Oct 2, 2023

### Description
urllib3 doesn't treat the `Cookie` HTTP header special or provide any helpers for managing cookies over HTTP, that is the responsibility of the user. However, it is possible for a user to specify a `Cookie` header and unknowingly leak information via HTTP redirects to a different origin if that user doesn't disable redirects explicitly.

Users **must** handle redirects themselves instead of relying on urllib3's automatic redirects to achieve safe processing of the `Cookie` header, thus we decided to strip the header by default in order to further protect users who aren't using the correct approach.

### Remediation
- Upgrade to at least urllib3 v2.0.6 or v1.26.17; or
- Disable redirects for services that you aren't expecting to respond with redirects when using the `Cookie` header.

### References
- https://github.com/urllib3/urllib3/commit/644124ecd0b6e417c527191f866daa05a5a2056d
- https://nvd.nist.gov/vuln/detail/CVE-2023-43804"""

RELEASE_206 = """# Release 2.0.6 · urllib3/urllib3

sethmlarson released this Oct 2, 2023 · 2.0.6 · `b5a4b9d`

## Security
- Added the `Cookie` header to the list of headers to strip from requests when redirecting to a different host. As before, different headers can be set via `Retry.remove_headers_on_redirect`. (GHSA-v845-jxx5-vc9f)

## Bugfixes
- Fixed a bug where the proxy `Proxy-Authorization` header set via `ProxyManager` was logged at DEBUG level. (#3106)

Assets 4: urllib3-2.0.6-py3-none-any.whl (123 KB) · urllib3-2.0.6.tar.gz (273 KB) · multiple.intoto.jsonl · Source code (zip / tar.gz)"""

PYPI_12617 = """# urllib3 · PyPI

urllib3 1.26.17 · `pip install urllib3==1.26.17` · Released: Oct 2, 2023

HTTP library with thread-safe connection pooling, file post, and more.

Newer version available (2.2.1)

## Project description
### 1.26.17 (2023-10-02)
- Added the `Cookie` header to the list of headers to strip from requests when redirecting to a different host. As before, different headers can be set via `Retry.remove_headers_on_redirect`. (#3139)

## Meta
License: MIT License (MIT) · Author: Andrey Petrov · Requires: Python >=2.7, !=3.0.*, !=3.1.*, !=3.2.*, !=3.3.*, !=3.4.*, !=3.5.*

## Download files
- urllib3-1.26.17.tar.gz (271.4 kB) Source · Uploaded Oct 2, 2023
- urllib3-1.26.17-py2.py3-none-any.whl (143.4 kB) Python 2, Python 3 · Uploaded Oct 2, 2023"""


def t05(rs: RowSet) -> None:
    q = "Which urllib3 change fixed CVE-2023-43804 (Cookie header leaked on cross-origin redirects), when was it merged, and in which releases did it ship?"
    turns = [
        (search("CVE-2023-43804 urllib3 Cookie header redirect fix", "urllib3 GHSA-v845-jxx5-vc9f pull request"),
         res(("https://github.com/urllib3/urllib3/security/advisories/GHSA-v845-jxx5-vc9f", "`Cookie` HTTP header isn't stripped on cross-origin redirects · Advisory",
              "urllib3 doesn't treat the Cookie HTTP header special ... Patched versions: 1.26.17, 2.0.6", "2023-10-02"),
             ("https://nvd.nist.gov/vuln/detail/CVE-2023-43804", "NVD - CVE-2023-43804",
              "urllib3 is a user-friendly HTTP client library for Python. urllib3 doesn't treat the `Cookie` HTTP header special ... This issue has been patched in urllib3 version 1.26.17 or 2.0.6.", "2023-10-04"),
             (PR_URL, "Strip Cookie header on cross-origin redirects by sethmlarson · Pull Request #3139",
              "Adds Cookie to Retry.DEFAULT_REMOVE_HEADERS_ON_REDIRECT so that the header is stripped when a redirect goes to a different host ...", "2023-10-02"),
             ("https://github.com/urllib3/urllib3/releases/tag/2.0.6", "Release 2.0.6 · urllib3/urllib3",
              "Added the Cookie header to the list of headers to strip from requests when redirecting to a different host ...", "2023-10-02"),
             ("https://ubuntu.com/security/CVE-2023-43804", "CVE-2023-43804 | Ubuntu",
              "Priority: Medium. Cvss 3 Severity Score 8.1 ... python-urllib3 packages fixed in ...", "2023-10-19"))),
        (extract("https://github.com/urllib3/urllib3/security/advisories/GHSA-v845-jxx5-vc9f", "affected and patched versions, fix commit"),
         ADVISORY),
        (extract(PR_URL, "merge status, date and reviewers of the fix PR"),
         urllib3_pr(merged=True, files=False)),
        (memory("add", dict={"fix_pr": "urllib3/urllib3#3139 'Strip Cookie header on cross-origin redirects' (commit 644124e)",
                             "patched_versions": "2.0.6 and 1.26.17 (both released 2 Oct 2023)",
                             "cvss_github": "5.9 Moderate (GitHub); NVD/Ubuntu list 8.1"}),
         added("fix_pr", "patched_versions", "cvss_github")),
        (extract(PR_URL + "/files", "which files and lines the fix changed"),
         urllib3_pr(merged=False, files=True)),
        (extract("https://github.com/urllib3/urllib3/releases/tag/2.0.6", "release notes of 2.0.6"),
         RELEASE_206),
        (extract("https://pypi.org/project/urllib3/1.26.17/", "release date and changelog of the 1.26.17 backport"),
         PYPI_12617),
        (memory("retrieve", key_list=["patched_versions"]),
         got({"patched_versions": "2.0.6 and 1.26.17 (both released 2 Oct 2023)"})),
    ]
    rs.add(task=TASK, tid="h25-search-05", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-03-12"),
           bad=True, turn=5, kind="pull request shown as merged is later shown as still open")


# ---------------------------------------------------------------------------------------------------------
# 06  NVIDIA share price (Yahoo Finance, companiesmarketcap, Reuters) - clean: live quote moves during the session
# ---------------------------------------------------------------------------------------------------------

def nvda_quote(price: str, chg: str, pct: str, asof: str, day_low: str, day_high: str, volume: str, cap: str, bid: str, ask: str,
               ago: tuple[str, str]) -> str:
    return f"""# NVIDIA Corporation (NVDA) Stock Price, News, Quote & History - Yahoo Finance

NasdaqGS - NasdaqGS Real Time Price. Currency in USD

**{price}** {chg} ({pct})
As of {asof}. Market Open.

| | |
|---|---|
| Previous Close | 130.98 |
| Open | 131.14 |
| Bid | {bid} x 2200 |
| Ask | {ask} x 1800 |
| Day's Range | {day_low} - {day_high} |
| 52 Week Range | 39.23 - {day_high} |
| Volume | {volume} |
| Avg. Volume | 445,116,903 |
| Market Cap (intraday) | {cap} |
| Beta (5Y Monthly) | 1.68 |
| PE Ratio (TTM) | 76.17 |
| EPS (TTM) | 1.78 |
| Earnings Date | Aug 28, 2024 |
| Forward Dividend & Yield | 0.04 (0.03%) |
| Ex-Dividend Date | Jun 11, 2024 |
| 1y Target Est | 128.35 |

## Recent News
- Nvidia overtakes Microsoft as world's most valuable company - Reuters · {ago[0]}
- Chip stocks extend rally as AI spending shows no sign of slowing - Bloomberg · {ago[1]}
- Nvidia's 10-for-1 split: what investors need to know now - Motley Fool · 8 days ago"""


CMC = """# Companies ranked by Market Cap - CompaniesMarketCap.com

Largest companies by market capitalization · Total market cap: $104.852 T · prices delayed 15 min · updated 11:58 AM EDT

| Rank | Name | Market Cap | Price | Today | Country |
|---|---|---|---|---|---|
| 1 | NVIDIA (NVDA) | $3.331 T | $135.40 | 3.37% | USA |
| 2 | Microsoft (MSFT) | $3.317 T | $446.38 | 0.42% | USA |
| 3 | Apple (AAPL) | $3.287 T | $214.29 | 0.16% | USA |
| 4 | Alphabet (Google) (GOOG) | $2.178 T | $175.85 | -0.94% | USA |
| 5 | Amazon (AMZN) | $1.903 T | $182.84 | -0.48% | USA |
| 6 | Saudi Aramco (2222.SR) | $1.799 T | $7.44 | -0.36% | S. Arabia |
| 7 | Meta Platforms (META) | $1.271 T | $501.35 | 0.72% | USA |
| 8 | Berkshire Hathaway (BRK-B) | $882.67 B | $410.31 | 0.25% | USA |
| 9 | TSMC (TSM) | $878.37 B | $169.40 | 1.60% | Taiwan |
| 10 | Eli Lilly (LLY) | $853.16 B | $897.12 | 0.42% | USA |"""

REUTERS_NVDA = """# Nvidia becomes world's most valuable company, dethroning Microsoft | Reuters

By Noel Randewich · June 18, 2024 10:41 AM EDT · Updated June 18, 2024 11:38 AM EDT

June 18 (Reuters) - Nvidia (NVDA.O) became the world's most valuable company on Tuesday, dethroning Microsoft as an artificial intelligence frenzy fueled a rally that has more than tripled the chip designer's stock market value in little more than a year.

Nvidia's shares rose 3.5% to $135.58, lifting its market capitalization to $3.335 trillion and pushing it above Microsoft's $3.317 trillion. Apple (AAPL.O) is now the third-most valuable company at $3.286 trillion.

Nvidia's stock has surged about 170% this year, with the company's market value increasing by more than $1 trillion since it reported quarterly earnings in late May. The company completed a 10-for-1 stock split on June 10.

"Nvidia is at the center of the biggest tech transformation since the internet," said ...

Reporting by Noel Randewich in Oakland, California; editing by Richard Chang"""


def t06(rs: RowSet) -> None:
    q = "What is NVIDIA's share price and market capitalisation today, and is it now the world's most valuable listed company?"
    turns = [
        (search("NVDA stock price today", "Nvidia most valuable company market cap"),
         res(("https://finance.yahoo.com/quote/NVDA/", "NVIDIA Corporation (NVDA) Stock Price, News, Quote & History",
              "NVIDIA Corporation (NVDA). 130.98 +1.20 (+0.92%). At close: June 17 at 4:00 PM EDT ...", "2024-06-17"),
             ("https://www.reuters.com/technology/nvidia-becomes-worlds-most-valuable-company-2024-06-18/", "Nvidia becomes world's most valuable company, dethroning Microsoft | Reuters",
              "Nvidia became the world's most valuable company on Tuesday, dethroning Microsoft ... shares rose 3.5% to $135.58 ...", "2024-06-18"),
             ("https://companiesmarketcap.com/", "Companies ranked by Market Cap - CompaniesMarketCap.com",
              "1. Microsoft $3.317 T · 2. Apple $3.287 T · 3. NVIDIA $3.221 T ...", "2024-06-17"),
             ("https://www.google.com/finance/quote/NVDA:NASDAQ", "NVIDIA Corp (NVDA) Stock Price & News - Google Finance",
              "Get the latest NVIDIA Corp (NVDA) real-time quote, historical performance, charts ...", "2024-06-18"))),
        (extract("https://finance.yahoo.com/quote/NVDA/", "current price, change today and market cap"),
         nvda_quote("135.58", "+4.60", "+3.51%", "11:42 AM EDT", "131.42", "136.33", "192,804,113", "3.335T", "135.57", "135.59",
                    ("1 hour ago", "3 hours ago"))),
        (memory("add", dict={"nvda_price": "135.58 USD (+3.51%) at 11:42 AM EDT, 18 Jun 2024 (Yahoo)",
                             "nvda_mcap": "3.335T USD at 11:42 AM EDT (Yahoo)"}),
         added("nvda_price", "nvda_mcap")),
        (extract("https://companiesmarketcap.com/", "top 3 companies by market cap right now"),
         CMC),
        (extract("https://www.reuters.com/technology/nvidia-becomes-worlds-most-valuable-company-2024-06-18/", "confirm Nvidia passed Microsoft and the figures reported"),
         REUTERS_NVDA),
        (extract("https://finance.yahoo.com/quote/NVDA/", "latest price and market cap"),
         nvda_quote("135.21", "+4.23", "+3.23%", "12:31 PM EDT", "131.42", "136.33", "231,577,940", "3.326T", "135.20", "135.22",
                    ("1 hour ago", "4 hours ago"))),
        (memory("update", dict={"nvda_price": "135.21 USD (+3.23%) at 12:31 PM EDT, 18 Jun 2024 (Yahoo); day range 131.42-136.33",
                                "nvda_mcap": "3.326T USD at 12:31 PM EDT (Yahoo); Reuters 11:38 AM: 3.335T vs MSFT 3.317T"}),
         updated("nvda_price", "nvda_mcap")),
        (memory("retrieve_all"),
         got({"nvda_price": "135.21 USD (+3.23%) at 12:31 PM EDT, 18 Jun 2024 (Yahoo); day range 131.42-136.33",
              "nvda_mcap": "3.326T USD at 12:31 PM EDT (Yahoo); Reuters 11:38 AM: 3.335T vs MSFT 3.317T"})),
    ]
    rs.add(task=TASK, tid="h25-search-06", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-06-18"))


# ---------------------------------------------------------------------------------------------------------
# 07  Heuristically cacheable status codes (RFC 9110 / 7231 / 7538 / 9111) - a published RFC's text changes
# ---------------------------------------------------------------------------------------------------------

def rfc9110_151(codes: str) -> str:
    return f"""# RFC 9110: HTTP Semantics

R. Fielding, Ed. (Adobe) · M. Nottingham, Ed. (Fastly) · J. Reschke, Ed. (greenbytes) · June 2022
Internet Standard · STD 97 · Obsoletes: 2818, 7230, 7231, 7232, 7233, 7235, 7538, 7615, 7694 · Updates: 3864

## 15. Status Codes

The status code of a response is a three-digit integer code that describes the result of the request and the semantics of the response, including whether the request was successful and what content is enclosed (if any). All valid status codes are within the range of 100 to 599, inclusive.

The first digit of the status code defines the class of response. The last two digits do not have any categorization role. There are five values for the first digit:

- 1xx (Informational): The request was received, continuing process
- 2xx (Successful): The request was successfully received, understood, and accepted
- 3xx (Redirection): Further action needs to be taken in order to complete the request
- 4xx (Client Error): The request contains bad syntax or cannot be fulfilled
- 5xx (Server Error): The server failed to fulfill an apparently valid request

HTTP status codes are extensible. A client is not required to understand the meaning of all registered status codes, though such understanding is obviously desirable. However, a client MUST understand the class of any status code, as indicated by the first digit, and treat an unrecognized status code as being equivalent to the x00 status code of that class.

### 15.1. Overview of Status Codes

The status codes listed below are defined in this specification. The reason phrases listed here are only recommendations -- they can be replaced by local equivalents or left out altogether without affecting the protocol.

Responses with status codes that are defined as heuristically cacheable (e.g., {codes} in this specification) can be reused by a cache with heuristic expiration unless otherwise indicated by the method definition or explicit cache controls [CACHING]; all other status codes are not heuristically cacheable.

Additional status codes, outside the scope of this specification, have been specified for use in HTTP. All such status codes ought to be registered within the "Hypertext Transfer Protocol (HTTP) Status Code Registry", as described in Section 16.2.

### 15.2. Informational 1xx

The 1xx (Informational) class of status code indicates an interim response for communicating connection status or request progress prior to completing the requested action and sending a final response. Since HTTP/1.0 did not define any 1xx status codes, a server MUST NOT send a 1xx response to an HTTP/1.0 client."""


RFC9110_308 = """# RFC 9110: HTTP Semantics - Section 15.4.9

### 15.4.9. 308 Permanent Redirect

The 308 (Permanent Redirect) status code indicates that the target resource has been assigned a new permanent URI and any future references to this resource ought to use one of the enclosed URIs. The server is suggesting that a user agent with link-editing capability can permanently replace references to the target URI with one of the new references sent by the server. However, this suggestion is usually ignored unless the user agent is actively editing references (e.g., engaged in authoring content), so it provides no guarantee that the referring resource's state will change.

The server SHOULD generate a Location header field in the response containing a preferred URI reference for the new permanent URI. The user agent MAY use the Location field value for automatic redirection. The server's response content usually contains a short hypertext note with a hyperlink to the new URI(s).

A 308 response is heuristically cacheable; i.e., unless otherwise indicated by the method definition or explicit cache controls (see Section 4.2.2 of [CACHING]).

Note: This status code is much younger (June 2014) than its sibling codes and thus might not be recognized everywhere. See Section 4 of [RFC7538] for deployment considerations.

### 15.5. Client Error 4xx

The 4xx (Client Error) class of status code indicates that the client seems to have erred."""

RFC7231_61 = """# RFC 7231: Hypertext Transfer Protocol (HTTP/1.1): Semantics and Content

R. Fielding, Ed. · J. Reschke, Ed. · June 2014 · Proposed Standard · Obsoleted by: RFC 9110

[This RFC has been obsoleted by RFC 9110.]

## 6.1. Overview of Status Codes

The status codes listed below are defined in this specification, Section 4 of [RFC7232], Section 4 of [RFC7233], and Section 3 of [RFC7235]. The reason phrases listed here are only recommendations -- they can be replaced by local equivalents without affecting the protocol.

Responses with status codes that are defined as cacheable by default (e.g., 200, 203, 204, 206, 300, 301, 404, 405, 410, 414, and 501 in this specification) can be reused by a cache with heuristic expiration unless otherwise indicated by the method definition or explicit cache controls [RFC7234]; all other status codes are not cacheable by default.

| Code | Reason-Phrase | Defined in... |
|---|---|---|
| 100 | Continue | Section 6.2.1 |
| 200 | OK | Section 6.3.1 |
| 203 | Non-Authoritative Information | Section 6.3.4 |
| 204 | No Content | Section 6.3.5 |
| 206 | Partial Content | Section 4.1 of [RFC7233] |
| 300 | Multiple Choices | Section 6.4.1 |
| 301 | Moved Permanently | Section 6.4.2 |
| 302 | Found | Section 6.4.3 |
| 307 | Temporary Redirect | Section 6.4.7 |
| 404 | Not Found | Section 6.5.4 |
| 405 | Method Not Allowed | Section 6.5.5 |
| 410 | Gone | Section 6.5.9 |
| 414 | URI Too Long | Section 6.5.12 |
| 501 | Not Implemented | Section 6.6.2 |

Note that this list is not exhaustive -- it does not include extension status codes defined in other specifications."""

RFC7538_3 = """# RFC 7538: The Hypertext Transfer Protocol Status Code 308 (Permanent Redirect)

J. Reschke · greenbytes · April 2015 · Proposed Standard · Obsoletes: 7238 · Obsoleted by: RFC 9110

## 3. 308 Permanent Redirect

The 308 (Permanent Redirect) status code indicates that the target resource has been assigned a new permanent URI and any future references to this resource ought to use one of the enclosed URIs. Clients with link editing capabilities ought to automatically re-link references to the effective request URI (Section 5.5 of [RFC7230]) to one or more of the new references sent by the server, where possible.

The server SHOULD generate a Location header field ([RFC7231], Section 7.1.2) in the response containing a preferred URI reference for the new permanent URI. The user agent MAY use the Location field value for automatic redirection. The server's response payload usually contains a short hypertext note with a hyperlink to the new URI(s).

A 308 response is cacheable by default; i.e., unless otherwise indicated by the method definition or explicit cache controls (see [RFC7234], Section 4.2.2).

Note: This status code is similar to 301 (Moved Permanently) ([RFC7231], Section 6.4.2), except that it does not allow changing the request method from POST to GET.

## 4. Deployment Considerations

Section 6 of [RFC7231] requires recipients to treat unknown 3xx status codes the same way as status code 300 Multiple Choices ([RFC7231], Section 6.4.1). Thus, servers will not be able to rely on automatic redirection happening similar to status codes 301, 302, or 307."""

RFC9111_422 = """# RFC 9111: HTTP Caching - Section 4.2.2

R. Fielding, Ed. · M. Nottingham, Ed. · J. Reschke, Ed. · June 2022 · Internet Standard · STD 98

### 4.2.2. Calculating Heuristic Freshness

Since origin servers do not always provide explicit expiration times, a cache MAY assign a heuristic expiration time when an explicit time is not specified, employing algorithms that use other field values (such as the Last-Modified time) to estimate a plausible expiration time. This specification does not provide specific algorithms, but it does impose worst-case constraints on their results.

A cache MUST NOT use heuristics to determine freshness when an explicit expiration time is present in the stored response. Because of the requirements in Section 3, heuristics can only be used on responses without explicit freshness whose status codes are defined as "heuristically cacheable" (e.g., see Section 15.1 of [HTTP]) and on responses without explicit freshness that have been marked as explicitly cacheable (e.g., with a public response directive).

Note that in previous specifications, heuristically cacheable response status codes were called "cacheable by default".

If the response has a Last-Modified header field (Section 8.8.2 of [HTTP]), caches are encouraged to use a heuristic expiration value that is no more than some fraction of the interval since that time. A typical setting of this fraction might be 10%.

Note: A previous version of the HTTP specification (Section 13.9 of [RFC2616]) prohibited caches from calculating heuristic freshness for URIs with query components (i.e., those containing '?'). In practice, this has not been widely implemented. Therefore, origin servers are encouraged to send explicit directives (e.g., Cache-Control: no-cache) if they wish to prevent caching."""

CODES_9110 = "200, 203, 204, 206, 300, 301, 308, 404, 405, 410, 414, and 501"


def t07(rs: RowSet) -> None:
    q = ("According to the current HTTP standard, which status codes are heuristically cacheable, and when did 308 "
         "Permanent Redirect join that list?")
    turns = [
        (search("RFC 9110 heuristically cacheable status codes list", "308 Permanent Redirect cacheable by default"),
         res(("https://www.rfc-editor.org/rfc/rfc9110.html#section-15.1", "RFC 9110: HTTP Semantics",
              "Responses with status codes that are defined as heuristically cacheable (e.g., 200, 203, 204, 206, 300, 301, 308, 404, 405, 410, 414, and 501 in this specification) can be reused by a cache ...", "2022-06-06"),
             ("https://developer.mozilla.org/en-US/docs/Glossary/Cacheable", "Cacheable - MDN Web Docs Glossary",
              "The following status codes are cacheable: 200, 203, 204, 206, 300, 301, 404, 405, 410, 414, and 501 ...", "2023-11-22"),
             ("https://httpwg.org/specs/rfc9111.html#heuristic.freshness", "RFC 9111 - HTTP Caching",
              "4.2.2. Calculating Heuristic Freshness. Since origin servers do not always provide explicit expiration times, a cache MAY assign a heuristic expiration time ...", "2022-06-06"),
             ("https://stackoverflow.com/questions/42136829/", "Is a 308 redirect cached by browsers? - Stack Overflow",
              "308 is cacheable by default per RFC 7538 section 3, like 301 ...", "2017-02-09"))),
        (extract("https://www.rfc-editor.org/rfc/rfc9110.html#section-15.1", "the list of heuristically cacheable status codes"),
         rfc9110_151(CODES_9110)),
        (memory("add", dict={"heuristic_codes_9110": CODES_9110 + " (RFC 9110 §15.1, June 2022)"}),
         added("heuristic_codes_9110")),
        (extract("https://www.rfc-editor.org/rfc/rfc9110.html#section-15.4.9", "what RFC 9110 says about caching 308"),
         RFC9110_308),
        (search("RFC 7231 section 6.1 cacheable by default status codes", "RFC 7538 308 cacheable by default"),
         res(("https://www.rfc-editor.org/rfc/rfc7231#section-6.1", "RFC 7231 - Hypertext Transfer Protocol (HTTP/1.1): Semantics and Content",
              "Responses with status codes that are defined as cacheable by default (e.g., 200, 203, 204, 206, 300, 301, 404, 405, 410, 414, and 501 in this specification) ...", "2014-06-07"),
             ("https://www.rfc-editor.org/rfc/rfc7538", "RFC 7538 - The Hypertext Transfer Protocol Status Code 308 (Permanent Redirect)",
              "A 308 response is cacheable by default; i.e., unless otherwise indicated by the method definition or explicit cache controls ...", "2015-04-07"),
             ("https://www.rfc-editor.org/rfc/rfc7238", "RFC 7238 - The Hypertext Transfer Protocol Status Code 308 (Permanent Redirect)",
              "Experimental. This document specifies the additional Hypertext Transfer Protocol (HTTP) status code 308 ...", "2014-06-07"))),
        (extract("https://www.rfc-editor.org/rfc/rfc7231#section-6.1", "the cacheable-by-default list in RFC 7231"),
         RFC7231_61),
        (extract("https://www.rfc-editor.org/rfc/rfc7538", "is 308 cacheable by default in RFC 7538"),
         RFC7538_3),
        (memory("add", dict={"rfc7231_list": "200, 203, 204, 206, 300, 301, 404, 405, 410, 414, 501 (June 2014; no 308)",
                             "rfc7538_308": "308 defined as cacheable by default (April 2015; 7238 was Experimental, June 2014)"}),
         added("rfc7231_list", "rfc7538_308")),
        (extract("https://www.rfc-editor.org/rfc/rfc9110.html#section-15.1", "exact wording of the heuristic-cacheability sentence, for citation"),
         rfc9110_151("200, 203, 204, 206, 300, 301, 404, 405, 410, 414, and 501")),
        (extract("https://httpwg.org/specs/rfc9111.html#heuristic.freshness", "how heuristic freshness is computed"),
         RFC9111_422),
        (memory("retrieve", key_list=["rfc7231_list", "rfc7538_308"]),
         got({"rfc7231_list": "200, 203, 204, 206, 300, 301, 404, 405, 410, 414, 501 (June 2014; no 308)",
              "rfc7538_308": "308 defined as cacheable by default (April 2015; 7238 was Experimental, June 2014)"})),
    ]
    rs.add(task=TASK, tid="h25-search-07", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-07-22"),
           bad=True, turn=9, kind="status code list in the same published RFC section loses an entry on re-extraction")


# ---------------------------------------------------------------------------------------------------------
# 08  ollama repository activity (GitHub) - clean: stars, commits, relative times and a new pre-release
# ---------------------------------------------------------------------------------------------------------

def ollama_repo(stars: str, commit: str, commits: str, tags: str, rows: list[tuple[str, str, str]]) -> str:
    table = "\n".join(f"| {a} | {b} | {c} |" for a, b, c in rows)
    return f"""# ollama/ollama: Get up and running with Llama 3.1, Mistral, Gemma 2, and other large language models.

ollama.com · Public · MIT license
☆ {stars} stars · 6.9k forks · 544 watching · Branches · Tags · Activity

`main` · 32 Branches · {tags} Tags

Latest commit: {commit} · {commits} Commits

| Name | Last commit message | Last commit date |
|---|---|---|
{table}

## About
Get up and running with Llama 3.1, Mistral, Gemma 2, and other large language models.
Topics: go · golang · llama · gemma · mistral · llm · llms · llava · llama2 · ollama · llama3 · phi3

## Releases {tags}
v0.3.6 **Latest** · Aug 16, 2024 · + {int(tags) - 1} releases

## Contributors 287

## Languages
Go 88.1% · C 4.6% · TypeScript 2.4% · Shell 1.9% · PowerShell 1.1% · Inno Setup 0.9% · Other 1.0%"""


OLLAMA_ROWS_1 = [(".github", "ci: fix windows build", "3 days ago"), ("api", "api: add Model field to ProcessModelResponse", "last week"),
                 ("app", "app: update tray icon on macOS", "2 weeks ago"), ("cmd", "cmd: show progress when pulling embed models", "4 days ago"),
                 ("docs", "docs: add OLLAMA_LOAD_TIMEOUT to faq", "2 hours ago"), ("llm", "llm: update llama.cpp to b3583", "yesterday"),
                 ("server", "server: fix template detection for Qwen2", "2 hours ago"), ("README.md", "README: add community integrations", "5 days ago")]
OLLAMA_ROWS_2 = [(".github", "ci: fix windows build", "3 days ago"), ("api", "api: add Model field to ProcessModelResponse", "last week"),
                 ("app", "app: update tray icon on macOS", "2 weeks ago"), ("cmd", "cmd: show progress when pulling embed models", "4 days ago"),
                 ("docs", "docs: add OLLAMA_LOAD_TIMEOUT to faq", "3 hours ago"), ("llm", "llm: bump llama.cpp to b3600 for phi-3.5", "29 minutes ago"),
                 ("server", "server: handle zero-length embedding input", "9 minutes ago"), ("README.md", "README: add community integrations", "5 days ago")]


def ollama_releases(top: str, shown: str) -> str:
    return top + """
## v0.3.7-rc1  Pre-release
jmorganca released this yesterday · v0.3.7-rc1 · `e2c4f8b`
- New `phi3.5` and `mistral-large` support
- Fixed an issue where `ollama ps` showed an incorrect expiry time

## v0.3.6  Latest
jmorganca released this Aug 16 · v0.3.6 · `a0b3d41`
- Fixed issue where `/api/embed` would return an error instead of loading the model when `input` was empty
- Fixed issue where `ollama create` would fail when importing a model from a directory
- Assets 14

## v0.3.5
jmorganca released this Aug 10 · v0.3.5 · `8d1c5a3`
- New `ollama create` progress bar; faster model imports
- Assets 14

## v0.3.4
jmorganca released this Aug 6 · v0.3.4 · `71f7a62`
- New embedding models `bge-large` and `paraphrase-multilingual`
- Assets 14

Showing """ + shown + " releases · Next ›"


OLLAMA_RC2 = """# Releases · ollama/ollama

## v0.3.7-rc2  Pre-release
jmorganca released this 18 minutes ago · v0.3.7-rc2 · `c5d2e3f`
- Fixed a crash when loading `phi3.5` with a context length above 32k
- Assets 14
"""


OLLAMA_ISSUES = """# Issues · ollama/ollama

Filters: `is:issue is:open label:bug` · Sort: Newest

**412 Open** · 3,120 Closed

| # | Title | Labels | Opened | Comments |
|---|---|---|---|---|
| #6408 | phi3.5 fails to load with num_ctx 65536 | bug | 3 hours ago by weiliu-cn | 4 |
| #6404 | ollama ps shows negative 'until' value | bug | 7 hours ago by jakob-r | 2 |
| #6399 | AMD ROCm gfx1103 not detected on 0.3.6 | bug, amd | yesterday by tomaszn | 11 |
| #6391 | /api/embed returns 500 when input is [] | bug | 2 days ago by pmezard | 3 |
| #6385 | Windows: OLLAMA_MODELS ignored after update | bug, windows | 2 days ago by kbrandt | 6 |
| #6370 | Vision models produce blank output on M1 | bug, macos | 4 days ago by ssh-2 | 9 |

1 2 3 4 5 ... 17 Next ›"""


def t08(rs: RowSet) -> None:
    q = "How active is the ollama/ollama GitHub repository right now: stars, latest release, release cadence and open bug count?"
    turns = [
        (search("ollama github stars", "ollama latest release"),
         res(("https://github.com/ollama/ollama", "ollama/ollama: Get up and running with Llama 3.1, Mistral, Gemma 2 ...",
              "Get up and running with large language models. ☆ 87.2k · 6.7k forks ...", "2024-08-02"),
             ("https://github.com/ollama/ollama/releases", "Releases · ollama/ollama",
              "v0.3.6 Latest · Fixed issue where /api/embed would return an error instead of loading the model ...", "2024-08-16"),
             ("https://ollama.com/blog", "Blog · Ollama", "Tool support · Llama 3.1 · Google Gemma 2 ...", "2024-07-25"),
             ("https://star-history.com/#ollama/ollama&Date", "Star History - ollama/ollama",
              "The GitHub star history graph of ollama/ollama ...", "2024-08-18"))),
        (extract("https://github.com/ollama/ollama", "stars, latest release, last commit"),
         ollama_repo("89.4k", "jmorganca · Merge pull request #6401 from ollama/jyan/fix-template · `a3f9c1e` · 2 hours ago", "3,412", "112", OLLAMA_ROWS_1)),
        (extract("https://github.com/ollama/ollama/releases", "recent releases and their dates"),
         ollama_releases("# Releases · ollama/ollama\n", "1-4 of 112")),
        (memory("add", dict={"stars": "89.4k (20 Aug 2024, ~10:05 UTC)", "latest_release": "v0.3.6 (Aug 16, 2024); v0.3.7-rc1 pre-release yesterday",
                             "cadence": "v0.3.4 Aug 6, v0.3.5 Aug 10, v0.3.6 Aug 16 -> roughly every 4-6 days"}),
         added("stars", "latest_release", "cadence")),
        (extract("https://github.com/ollama/ollama/issues?q=is%3Aissue+is%3Aopen+label%3Abug", "number of open bug issues"),
         OLLAMA_ISSUES),
        (memory("add", dict={"open_bugs": "412 open / 3,120 closed with label:bug"}),
         added("open_bugs")),
        (extract("https://github.com/ollama/ollama/releases", "any release newer than v0.3.7-rc1?"),
         ollama_releases(OLLAMA_RC2, "1-5 of 113")),
        (extract("https://github.com/ollama/ollama", "re-check stars and latest commit"),
         ollama_repo("89.5k", "mxyng · server: handle zero-length embedding input · `7b1e0d2` · 9 minutes ago", "3,414", "113", OLLAMA_ROWS_2)),
        (memory("update", dict={"stars": "89.5k (20 Aug 2024, ~10:50 UTC; was 89.4k 45 min earlier)",
                                "latest_release": "v0.3.6 still Latest (Aug 16); v0.3.7-rc2 pre-release published during session"}),
         updated("stars", "latest_release")),
        (memory("retrieve_all"),
         got({"stars": "89.5k (20 Aug 2024, ~10:50 UTC; was 89.4k 45 min earlier)",
              "latest_release": "v0.3.6 still Latest (Aug 16); v0.3.7-rc2 pre-release published during session",
              "cadence": "v0.3.4 Aug 6, v0.3.5 Aug 10, v0.3.6 Aug 16 -> roughly every 4-6 days",
              "open_bugs": "412 open / 3,120 closed with label:bug"})),
    ]
    rs.add(task=TASK, tid="h25-search-08", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-08-20"))


# ---------------------------------------------------------------------------------------------------------
# 09  SparseTok paper versions (arXiv, ISCA archive, arXiv search) - clean: v1 vs v3 numbers, re-sorted listing
# ---------------------------------------------------------------------------------------------------------

SPARSETOK_HISTORY = """## Submission history
From: Aino Virtanen [view email]
[v1] Mon, 18 Mar 2024 14:02:11 UTC (1,204 KB)
[v2] Tue, 2 Apr 2024 09:41:50 UTC (1,236 KB)
[v3] Tue, 9 Jul 2024 17:20:03 UTC (1,318 KB)"""

SPARSETOK_V1 = f"""# [2403.11872v1] SparseTok: Mixture-of-Codebook Tokenizers for Low-Resource Speech Recognition

arXiv:2403.11872v1 (cs) · Computer Science > Computation and Language
[Submitted on 18 Mar 2024 (v1), last revised 9 Jul 2024 (v3)]

Authors: Aino Virtanen, Tomás Ibarra, Keanu Halemano, Priya Raghunathan

**Abstract:** Discrete speech tokens make it possible to train speech recognisers with language-model machinery, but a single codebook under-represents phonetic detail in languages with little training data. We propose SparseTok, a tokenizer that routes each frame to a sparse mixture of small codebooks learned jointly with a CTC objective. On 11 low-resource languages from FLEURS, SparseTok reduces the average word error rate from 17.3% to 14.2% (18% relative) compared with a single-codebook baseline of the same bitrate, and it matches a continuous-feature model at one third of the sequence length.

Comments: 9 pages, 4 figures
Subjects: Computation and Language (cs.CL); Sound (cs.SD); Audio and Speech Processing (eess.AS)
Cite as: arXiv:2403.11872 [cs.CL] (or arXiv:2403.11872v1 [cs.CL] for this version)
https://doi.org/10.48550/arXiv.2403.11872

{SPARSETOK_HISTORY}"""

SPARSETOK_V3 = f"""# [2403.11872] SparseTok: Mixture-of-Codebook Tokenizers for Low-Resource Speech Recognition

arXiv:2403.11872 (cs) · Computer Science > Computation and Language
[Submitted on 18 Mar 2024 (v1), last revised 9 Jul 2024 (this version, v3)]

Authors: Aino Virtanen, Tomás Ibarra, Keanu Halemano, Priya Raghunathan

**Abstract:** Discrete speech tokens make it possible to train speech recognisers with language-model machinery, but a single codebook under-represents phonetic detail in languages with little training data. We propose SparseTok, a tokenizer that routes each frame to a sparse mixture of small codebooks learned jointly with a CTC objective. On 14 low-resource languages from FLEURS, SparseTok reduces the average word error rate from 17.4% to 13.7% (21% relative) compared with a single-codebook baseline of the same bitrate, and it matches a continuous-feature model at one third of the sequence length. We release code and tokenizers for all 14 languages.

Comments: Accepted at Interspeech 2024. Camera-ready version; v3 adds three languages (Wolof, Lao, Quechua) and corrects the baseline WER for Amharic. 10 pages, 5 figures
Subjects: Computation and Language (cs.CL); Sound (cs.SD); Audio and Speech Processing (eess.AS)
Journal reference: Proc. Interspeech 2024, pp. 3121-3125
Cite as: arXiv:2403.11872 [cs.CL] (or arXiv:2403.11872v3 [cs.CL] for this version)
https://doi.org/10.48550/arXiv.2403.11872

{SPARSETOK_HISTORY}"""

ISCA = """# ISCA Archive - SparseTok: Mixture-of-Codebook Tokenizers for Low-Resource Speech Recognition

Interspeech 2024 · Kos, Greece · 1-5 September 2024

Aino Virtanen, Tomás Ibarra, Keanu Halemano, Priya Raghunathan

Discrete speech tokens make it possible to train speech recognisers with language-model machinery, but a single codebook under-represents phonetic detail in languages with little training data. We propose SparseTok ... On 14 low-resource languages from FLEURS, SparseTok reduces the average word error rate from 17.4% to 13.7% (21% relative) ...

doi: 10.21437/Interspeech.2024-1187

Cite as: Virtanen, A., Ibarra, T., Halemano, K., Raghunathan, P. (2024) SparseTok: Mixture-of-Codebook Tokenizers for Low-Resource Speech Recognition. Proc. Interspeech 2024, 3121-3125, doi: 10.21437/Interspeech.2024-1187

[PDF] · [BibTeX]"""

ARXIV_HITS = {
    "a": ("arXiv:2408.05511 [cs.CL] · SparseTok-2: Streaming Mixture-of-Codebook Tokenizers · Virtanen, Raghunathan · Submitted 10 August, 2024; originally announced August 2024."),
    "b": ("arXiv:2406.20417 [eess.AS] · Do We Need Phonemes? Probing SparseTok Codebooks for Phonetic Content · Halemano, Okafor, Virtanen · Submitted 28 June, 2024; originally announced July 2024."),
    "c": ("arXiv:2403.11872 [cs.CL] · SparseTok: Mixture-of-Codebook Tokenizers for Low-Resource Speech Recognition · Virtanen, Ibarra, Halemano, Raghunathan · Submitted 9 July, 2024; v1 submitted 18 March, 2024; originally announced March 2024."),
    "d": ("arXiv:2405.01938 [cs.SD] · A Benchmark of Discrete Speech Tokenizers on FLEURS (includes SparseTok, EnCodec, SpeechTokenizer) · Moreau, Tan · Submitted 3 May, 2024; originally announced May 2024."),
}


def arxiv_search(order: str, keys: str) -> str:
    rows = "\n".join(f"{i}. {ARXIV_HITS[k]}" for i, k in enumerate(keys, 1))
    return f"""# Search | arXiv e-print repository

Showing 1-4 of 4 results for all: SparseTok
Sort results by: {order} · 50 results per page

{rows}"""


def t09(rs: RowSet) -> None:
    q = "What average WER does the SparseTok paper (arXiv 2403.11872) report, did the number change between versions, and is there follow-up work?"
    turns = [
        (search("SparseTok mixture-of-codebook tokenizer low-resource speech recognition WER"),
         res(("https://arxiv.org/abs/2403.11872v1", "[2403.11872v1] SparseTok: Mixture-of-Codebook Tokenizers for Low-Resource Speech ...",
              "On 11 low-resource languages from FLEURS, SparseTok reduces the average word error rate from 17.3% to 14.2% (18% relative) ...", "2024-03-18"),
             ("https://www.isca-archive.org/interspeech_2024/virtanen24_interspeech.html", "ISCA Archive - SparseTok: Mixture-of-Codebook Tokenizers ...",
              "On 14 low-resource languages from FLEURS, SparseTok reduces the average word error rate from 17.4% to 13.7% ...", "2024-08-28"),
             ("https://paperswithcode.com/paper/sparsetok-mixture-of-codebook-tokenizers", "SparseTok | Papers With Code",
              "SOTA for Speech Recognition on FLEURS (low-resource subset) (Avg WER metric) ...", "2024-04-03"),
             ("https://x.com/ainovirtanen/status/1769721093", "Aino Virtanen on X",
              "New paper! SparseTok routes each speech frame to a sparse mixture of tiny codebooks. -18% WER on 11 FLEURS languages ...", "2024-03-19"))),
        (extract("https://arxiv.org/abs/2403.11872v1", "WER numbers in the v1 abstract"),
         SPARSETOK_V1),
        (extract("https://arxiv.org/abs/2403.11872", "WER numbers in the latest version and what changed"),
         SPARSETOK_V3),
        (memory("add", dict={"wer_v1": "17.3% -> 14.2% (18% rel.), 11 FLEURS languages, v1 18 Mar 2024",
                             "wer_v3": "17.4% -> 13.7% (21% rel.), 14 languages, v3 9 Jul 2024 (camera-ready, Interspeech 2024)"}),
         added("wer_v1", "wer_v3")),
        (extract("https://www.isca-archive.org/interspeech_2024/virtanen24_interspeech.html", "published version numbers and DOI"),
         ISCA),
        (extract("https://arxiv.org/search/?query=SparseTok&searchtype=all&order=", "follow-up papers mentioning SparseTok"),
         arxiv_search("relevance", "cabd")),
        (extract("https://arxiv.org/search/?query=SparseTok&searchtype=all&order=-announced_date_first", "same search, newest first"),
         arxiv_search("announcement date (newest first)", "abdc")),
        (memory("add", dict={"followups": "arXiv 2408.05511 SparseTok-2 (Aug 2024); 2406.20417 probing study (Jun 2024); 2405.01938 benchmark incl. SparseTok (May 2024)",
                             "published": "Proc. Interspeech 2024, pp. 3121-3125, doi 10.21437/Interspeech.2024-1187"}),
         added("followups", "published")),
        (memory("retrieve", key_list=["wer_v1", "wer_v3"]),
         got({"wer_v1": "17.3% -> 14.2% (18% rel.), 11 FLEURS languages, v1 18 Mar 2024",
              "wer_v3": "17.4% -> 13.7% (21% rel.), 14 languages, v3 9 Jul 2024 (camera-ready, Interspeech 2024)"})),
    ]
    rs.add(task=TASK, tid="h25-search-09", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-09-03"))


# ---------------------------------------------------------------------------------------------------------
# 10  Key Bridge collapse (AP, NTSB) - a removed memory key is back in retrieve_all
# ---------------------------------------------------------------------------------------------------------

AP_KEYBRIDGE = """# Baltimore's Key Bridge collapses after being struck by a cargo ship; 6 presumed dead | AP News

By LEA SKENE, SARAH BRUMFIELD and BRIAN WITTE · Updated 10:05 PM EDT, March 26, 2024

BALTIMORE (AP) - A container ship lost power and rammed into a major bridge in Baltimore early Tuesday, causing it to collapse in a matter of seconds and creating a terrifying scene as cars and people plunged into the chilly river below. Six people who were part of a construction crew working on the bridge were missing and presumed dead, and the Coast Guard suspended its search Tuesday evening.

The ship, the Dali, was moving at about 8 knots (9 mph) when it hit one of the bridge's supports at about 1:28 a.m. The crew issued a mayday call moments before the crash, allowing authorities to stop traffic onto the span, Maryland Gov. Wes Moore said.

The Singapore-flagged Dali was heading from Baltimore to Colombo, Sri Lanka, and flying under a Singapore flag, according to data from Marine Traffic. The vessel is about 985 feet (300 meters) long. All 23 people aboard, the 21 crew members, all of them from India, and two harbor pilots, were accounted for, according to Synergy Marine Group, which manages the ship.

The 1.6-mile (2.57-kilometer) Francis Scott Key Bridge, which carries Interstate 695, opened in 1977 and carried about 11.3 million vehicles a year.

"It's unthinkable," Moore said. "Seeing the Key Bridge, that iconic part of the Baltimore skyline, in the water like this is something that none of us ever thought we'd see."

Two people were pulled from the water, one of whom was hospitalized in serious condition, officials said."""

NTSB_KEYBRIDGE = """# Contact of Containership Dali with the Francis Scott Key Bridge and Subsequent Bridge Collapse | NTSB

Investigation details · Marine · DCA24MM031 · Baltimore, MD · March 26, 2024

## What happened
On March 26, 2024, about 0129 local time, the Singapore-flagged containership Dali was transiting out of Baltimore Harbor when it lost propulsion and electrical power and struck pier 17 of the Francis Scott Key Bridge, a continuous steel truss bridge, resulting in the collapse of a portion of the bridge. Of the seven people in a highway maintenance crew on the bridge at the time of the collapse, six died and one was injured. A bridge inspector was also on the bridge but was uninjured.

## Vessel
| | |
|---|---|
| Name | Dali |
| Flag | Singapore |
| Type | Containership |
| Length overall | 984 ft (299.92 m) |
| Beam | 158 ft (48.2 m) |
| Gross tonnage | 95,128 |
| Built | 2015, Hyundai Heavy Industries |
| Crew | 21 + 2 pilots |

## Preliminary report
Issued May 14, 2024. The investigation is ongoing."""


def t10(rs: RowSet) -> None:
    q = "When did the Francis Scott Key Bridge in Baltimore collapse, which ship struck it, and how long is that ship?"
    turns = [
        (search("Francis Scott Key Bridge collapse ship Dali time", "Dali container ship length NTSB"),
         res(("https://apnews.com/article/baltimore-bridge-collapse-ship-0d6f7d1c2e9b4b3aa1f6f5f2b1f5f9ce", "Baltimore's Key Bridge collapses after being struck by a cargo ship | AP News",
              "A container ship lost power and rammed into a major bridge in Baltimore early Tuesday ... The vessel is about 985 feet (300 meters) long ...", "2024-03-26"),
             ("https://www.ntsb.gov/investigations/Pages/DCA24MM031.aspx", "Contact of Containership Dali with the Francis Scott Key Bridge | NTSB",
              "On March 26, 2024, about 0129 local time, the Singapore-flagged containership Dali ... struck pier 17 ...", "2024-05-14"),
             ("https://en.wikipedia.org/wiki/Francis_Scott_Key_Bridge_collapse", "Francis Scott Key Bridge collapse - Wikipedia",
              "On March 26, 2024, at 1:28 a.m. EDT, the main spans of the Francis Scott Key Bridge ... collapsed after the container ship Dali struck one of its piers ...", "2024-04-01"),
             ("https://www.bbc.com/news/world-us-canada-68661303", "Baltimore bridge collapse: What we know | BBC News",
              "The Dali, a 300m-long (984ft) container ship sailing under a Singaporean flag, lost power ...", "2024-03-27"))),
        (memory("add", dict={"collapse_date": "26 March 2024, about 1:28-1:29 a.m. EDT",
                             "ship_name": "Dali (container ship)", "ship_flag": "Singapore",
                             "draft_ship_length": "about 300 m (from search snippets, unverified)"}),
         added("collapse_date", "ship_name", "ship_flag", "draft_ship_length")),
        (extract("https://apnews.com/article/baltimore-bridge-collapse-ship-0d6f7d1c2e9b4b3aa1f6f5f2b1f5f9ce", "time of impact, ship name and length"),
         AP_KEYBRIDGE),
        (memory("remove", key_list=["draft_ship_length"]),
         removed("draft_ship_length")),
        (extract("https://www.ntsb.gov/investigations/Pages/DCA24MM031.aspx", "official length overall of the Dali and time of contact"),
         NTSB_KEYBRIDGE),
        (memory("retrieve_all"),
         got({"collapse_date": "26 March 2024, about 1:28-1:29 a.m. EDT", "ship_name": "Dali (container ship)",
              "ship_flag": "Singapore", "draft_ship_length": "about 300 m (from search snippets, unverified)"})),
        (memory("add", dict={"ship_length": "984 ft (299.92 m) length overall, per NTSB DCA24MM031",
                             "casualties": "six highway workers died; two people pulled from the water (AP)"}),
         added("ship_length", "casualties")),
    ]
    rs.add(task=TASK, tid="h25-search-10", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-06-03"),
           bad=True, turn=6, kind="memory key that was removed shows up again in retrieve_all")


# ---------------------------------------------------------------------------------------------------------
# 11  UK general election night (BBC results, BBC live, Guardian) - clean: counts rise as seats declare
# ---------------------------------------------------------------------------------------------------------

def bbc_results(stamp: str, declared: int, seats: dict[str, int], share: dict[str, str], note: str) -> str:
    names = {"LAB": "Labour", "CON": "Conservative", "LD": "Liberal Democrat", "SNP": "Scottish National Party",
             "REF": "Reform UK", "PC": "Plaid Cymru", "GRN": "Green", "OTH": "Others"}
    assert sum(seats.values()) == declared
    rows = "\n".join(f"| {names[k]} | {v} | {share[k]} |" for k, v in seats.items())
    return f"""# UK General Election 2024 results - BBC News

Last updated {stamp} · {note}

**Results: {declared} of 650 seats declared** · 326 seats needed for a majority

| Party | Seats | Vote share |
|---|---|---|
{rows}

Turnout so far: 59.9% · Projected result: Labour majority

## Latest declarations
See the live page for constituency results as they are announced. Figures update automatically every 60 seconds."""


BBC_LIVE = """# Election results 2024 live: Labour wins general election landslide - BBC News

Live · Updated 2 minutes ago

**04:03** Starmer: "Change begins now"
Sir Keir Starmer, speaking to supporters in central London, says: "We did it. You campaigned for it, you fought for it, you voted for it, and now it has arrived. Change begins now."

**03:57** Labour passes the 326 mark
Labour has now won 326 seats, the number needed for an overall majority in the House of Commons, according to BBC figures.

**03:49** Former prime minister Liz Truss loses her seat
Liz Truss has lost South West Norfolk to Labour's Terry Jermy by 630 votes.

**03:44** Lib Dems on course for best result in a century
The Liberal Democrats have now passed 40 seats, their highest total since 2010.

**03:31** Grant Shapps defeated in Welwyn Hatfield
The defence secretary becomes the latest cabinet minister to lose his seat.

Key points
- Labour has won the general election and Keir Starmer will become prime minister
- Rishi Sunak has conceded defeat and congratulated Starmer
- Reform UK has won seats including Clacton, where Nigel Farage was elected"""


def guardian_tracker() -> str:
    return """# UK general election 2024 results in full: live tracker | The Guardian

Updated 04:12 BST · 498 of 650 constituencies declared

| Party | Seats | +/- vs 2019 (notional) |
|---|---|---|
| Labour | 360 | +176 |
| Conservatives | 77 | -243 |
| Liberal Democrats | 45 | +38 |
| SNP | 5 | -25 |
| Reform UK | 4 | +4 |
| Green | 2 | +1 |
| Plaid Cymru | 2 | +0 |
| Others | 3 | +2 |

Seats change is against notional 2019 results on the new boundaries, for declared seats only. Data: PA Media."""


def t11(rs: RowSet) -> None:
    q = "As results come in on election night, how many seats have Labour and the Conservatives won, and has Labour secured a majority?"
    s1 = {"LAB": 301, "CON": 62, "LD": 37, "SNP": 4, "REF": 4, "PC": 2, "GRN": 1, "OTH": 1}
    sh1 = {"LAB": "34.1%", "CON": "23.0%", "LD": "11.5%", "SNP": "2.3%", "REF": "14.6%", "PC": "0.6%", "GRN": "6.6%", "OTH": "7.3%"}
    s2 = {"LAB": 369, "CON": 80, "LD": 47, "SNP": 5, "REF": 4, "PC": 2, "GRN": 2, "OTH": 3}
    sh2 = {"LAB": "33.9%", "CON": "23.4%", "LD": "11.9%", "SNP": "2.4%", "REF": "14.4%", "PC": "0.7%", "GRN": "6.7%", "OTH": "6.6%"}
    turns = [
        (search("UK election results 2024 live seats", "Labour majority declared"),
         res(("https://www.bbc.co.uk/news/election/2024/uk/results", "UK General Election 2024 results - BBC News",
              "Results: 276 of 650 seats declared. Labour 219, Conservative 31, Liberal Democrat 24 ...", "2024-07-05"),
             ("https://www.bbc.co.uk/news/live/uk-politics-68961744", "Election results 2024 live: Labour heading for landslide - BBC News",
              "Exit poll suggests Labour will win 410 seats ... 12 minutes ago", "2024-07-05"),
             ("https://www.theguardian.com/politics/ng-interactive/2024/jul/04/uk-general-election-2024-results-live-tracker", "UK general election 2024 results in full: live tracker",
              "Updated 03:20 BST · 301 of 650 constituencies declared ...", "2024-07-05"),
             ("https://news.sky.com/story/exit-poll-labour-landslide-13163051", "Exit poll: Labour set for landslide with 410 seats | Sky News",
              "The exit poll predicts Labour will win 410 seats, the Conservatives 131 ...", "2024-07-04"))),
        (extract("https://www.bbc.co.uk/news/election/2024/uk/results", "seats won by each party so far"),
         bbc_results("03:41 BST", 412, s1, sh1, "updated 1 minute ago")),
        (memory("add", dict={"bbc_0341": "412/650 declared: LAB 301, CON 62, LD 37, SNP 4, REF 4, PC 2, GRN 1, OTH 1",
                             "majority_line": "326 seats"}),
         added("bbc_0341", "majority_line")),
        (extract("https://www.bbc.co.uk/news/live/uk-politics-68961744", "has Labour passed 326 seats yet"),
         BBC_LIVE),
        (extract("https://www.theguardian.com/politics/ng-interactive/2024/jul/04/uk-general-election-2024-results-live-tracker", "seat totals per party"),
         guardian_tracker()),
        (extract("https://www.bbc.co.uk/news/election/2024/uk/results", "latest seat totals"),
         bbc_results("04:20 BST", 512, s2, sh2, "updated just now")),
        (memory("add", dict={"bbc_0420": "512/650 declared: LAB 369, CON 80, LD 47, SNP 5, REF 4, PC 2, GRN 2, OTH 3",
                             "majority_reached": "Labour passed 326 at 03:57 BST (BBC live)"}),
         added("bbc_0420", "majority_reached")),
        (memory("remove", key_list=["bbc_0341"]),
         removed("bbc_0341")),
        (memory("retrieve_all"),
         got({"majority_line": "326 seats",
              "bbc_0420": "512/650 declared: LAB 369, CON 80, LD 47, SNP 5, REF 4, PC 2, GRN 2, OTH 3",
              "majority_reached": "Labour passed 326 at 03:57 BST (BBC live)"})),
    ]
    rs.add(task=TASK, tid="h25-search-11", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-07-05"))


# ---------------------------------------------------------------------------------------------------------
# 12  foot terminal scrollback default (Codeberg) - a line of a file at a fixed commit changes
# ---------------------------------------------------------------------------------------------------------

FOOT_SHA = "4e1c7a9f02d6b3e58c1a7d0f9b2e64c3a8d5f071"


def foot_ini(lines_value: str, master: bool = False) -> str:
    unfocused = "\n# unfocused-style=unchanged" if master else ""
    return f"""# -*- conf -*-

# shell=$SHELL (if set, otherwise user's default shell from /etc/passwd)
# term=foot (or xterm-256color if built with -Dterminfo=disabled)
# login-shell=no

# app-id=foot # globally set wayland app-id. Default values are "foot" and "footclient" for desktop and server mode
# title=foot
# locked-title=no

# font=monospace:size=8
# font-bold=<bold variant of regular font>
# font-italic=<italic variant of regular font>
# font-bold-italic=<bold+italic variant of regular font>
# font-size-adjustment=0.5
# line-height=<font metrics>
# letter-spacing=0
# horizontal-letter-offset=0
# vertical-letter-offset=0
# underline-offset=<font metrics>
# underline-thickness=<font underline thickness>
# box-drawings-uses-font-glyphs=no
# dpi-aware=no

# initial-window-size-pixels=700x500  # Or,
# initial-window-size-chars=<COLSxROWS>
# initial-window-mode=windowed
# pad=0x0                             # optionally append 'center'
# resize-delay-ms=100

# notify=notify-send -a ${{app-id}} -i ${{app-id}} ${{title}} ${{body}}

# bold-text-in-bright=no
# word-delimiters=,│`|:"'()[]{{}}<>
# selection-target=primary
# workers=<number of logical CPUs>
# utmp-helper=/usr/lib/utempter/utempter  # When utmp backend is 'libutempter' (Linux)

[environment]
# name=value

[bell]
# urgent=no
# notify=no
# visual=no
# command=
# command-focused=no

[scrollback]
# lines={lines_value}
# multiplier=3.0
# indicator-position=relative
# indicator-format=""

[url]
# launch=xdg-open ${{url}}
# label-letters=sadfjklewcmpgh
# osc8-underline=url-mode
# protocols=http, https, ftp, ftps, file, gemini, gopher
# uri-characters=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.,~:;/?#@!$&%*+="'()[]

[cursor]
# style=block
# color=<inverse foreground/background>
# blink=no
# beam-thickness=1.5
# underline-thickness=<font underline thickness>{unfocused}

[mouse]
# hide-when-typing=no
# alternate-scroll-mode=yes"""


def foot_page(url: str, ref: str, lines_value: str) -> str:
    master = ref == "master"
    true_text = foot_ini("1000", master)
    n_lines = true_text.count("\n") + 1
    size = f"{len(true_text.encode()) / 1024:.1f} KiB"
    return f"""# foot/foot.ini at {ref} - dnkl/foot - Codeberg.org

{url}

dnkl/foot · Code · Issues 151 · Pull requests 23 · Releases 68 · Wiki · Activity

Branch/Tag: {ref} · foot / foot.ini · {n_lines} lines · {size} · Raw · Permalink · History

```ini
{foot_ini(lines_value, master)}
```"""


FOOT_HISTORY = """# History for foot.ini - dnkl/foot - Codeberg.org

Branch: master · foot.ini

| Commit | Message | Author | Date |
|---|---|---|---|
| `9b07d3e21c` | config: add cursor.unfocused-style | Daniel Eklöf | 2024-03-30 |
| `d31c8f0a9e` | config: add url.osc8-underline default comment | Daniel Eklöf | 2023-09-02 |
| `0f6a2b7c44` | config: scrollback.indicator-format: document empty default | Craig Barnes | 2023-05-21 |
| `7c2e51bd09` | config: add main.utmp-helper | Daniel Eklöf | 2023-04-17 |
| `a19f3d6e88` | foot.ini: sort [main] options | Daniel Eklöf | 2022-12-03 |

Showing 1-5 of 146 commits · Next ›"""

FOOT_MAN = """# foot/doc/foot.ini.5.scd at 4e1c7a9f02 - dnkl/foot - Codeberg.org

# SECTION: scrollback

*lines*
	Number of scrollback lines. The maximum number of allocated lines will be this value plus the number of visible lines, rounded up to the nearest power of two. Default: _1000_.

*multiplier*
	Amount to multiply mouse scrolling with. It is a decimal number, i.e. fractions are allowed. Default: _3.0_.

*indicator-position*
	Configures the style of the scrollback position indicator. One of *none*, *fixed* or *relative*. *none* disables the indicator completely. *fixed* always renders the indicator near the top of the window, and *relative* renders the indicator at the position corresponding to the current scrollback position. Default: _relative_.

*indicator-format*
	Which format to use when displaying the scrollback position indicator. Either _percentage_, _line_, or a custom fixed string. This option is ignored if *indicator-position=none*. Default: _empty string_."""

FOOT_CHANGELOG = """# foot/CHANGELOG.md at master - dnkl/foot - Codeberg.org

## 1.17.0

### Added
* Support for the `cursor-shape-v1` Wayland protocol.
* `cursor.unfocused-style` option, allowing the cursor to be rendered as a hollow block, or not at all, when the window is unfocused (#1582).
* `security.osc52` option, controlling whether OSC-52 clipboard access is allowed.

### Changed
* Scrollback search now matches across soft line breaks (#1566).

### Fixed
* Crash when scrolling after a window resize while the scrollback was full (#1594).
* `footclient --hold` not honouring the server's `hold-at-exit` setting.

## 1.16.2

### Fixed
* Build failure with musl libc.
* Regression where `scrollback.multiplier` was ignored for touchpad scrolling (#1513).

Released: 2023-10-14"""

FOOT_TAG = f"""# Release 1.16.2 - dnkl/foot - Codeberg.org

1.16.2 · dnkl released this 2023-10-14 · 71 commits to master since this release

Tag: 1.16.2 · Commit: `{FOOT_SHA[:10]}`

## Fixed
* Build failure with musl libc.
* Regression where `scrollback.multiplier` was ignored for touchpad scrolling (#1513).

Downloads: foot-1.16.2.tar.gz (483 KiB) · foot-1.16.2.tar.gz.sig · Source code (ZIP) · Source code (TAR.GZ)"""


def t12(rs: RowSet) -> None:
    q = ("What is the default scrollback length of the foot terminal emulator (as documented in foot.ini), and did it "
         "change between 1.16.2 and 1.17.0?")
    perma = f"https://codeberg.org/dnkl/foot/src/commit/{FOOT_SHA}/foot.ini"
    master = "https://codeberg.org/dnkl/foot/src/branch/master/foot.ini"
    turns = [
        (search("foot terminal scrollback lines default foot.ini", "foot.ini.5 scrollback lines default"),
         res(("https://codeberg.org/dnkl/foot/src/branch/master/foot.ini", "foot/foot.ini at master - dnkl/foot - Codeberg.org",
              "[scrollback] # lines=1000 # multiplier=3.0 # indicator-position=relative ...", "2024-03-30"),
             ("https://man.archlinux.org/man/foot.ini.5.en", "foot.ini(5) - Arch manual pages",
              "lines: Number of scrollback lines. The maximum number of allocated lines will be this value plus the number of visible lines ... Default: 1000.", "2024-04-11"),
             ("https://wiki.archlinux.org/title/Foot", "Foot - ArchWiki",
              "foot is a fast, lightweight and minimalistic Wayland terminal emulator ... Configuration is done in ~/.config/foot/foot.ini ...", "2024-02-08"),
             ("https://www.reddit.com/r/swaywm/comments/17pd0x2/", "How do I increase the scrollback in foot? : r/swaywm",
              "Put `[scrollback]` then `lines=10000` in ~/.config/foot/foot.ini ...", "2023-11-06"))),
        (extract(master, "default value of scrollback lines"),
         foot_page(master, "master", "1000")),
        (extract("https://codeberg.org/dnkl/foot/commits/branch/master/foot.ini", "recent commits touching foot.ini"),
         FOOT_HISTORY),
        (memory("add", dict={"default_lines_master": "1000 (foot.ini on master, last change 2024-03-30 9b07d3e21c)",
                             "tag_1_16_2_commit": FOOT_SHA}),
         added("default_lines_master", "tag_1_16_2_commit")),
        (extract(perma, "scrollback lines default at the 1.16.2 commit"),
         foot_page(perma, FOOT_SHA[:10], "1000")),
        (extract("https://codeberg.org/dnkl/foot/src/commit/4e1c7a9f02d6b3e58c1a7d0f9b2e64c3a8d5f071/doc/foot.ini.5.scd", "documented default for scrollback.lines"),
         FOOT_MAN),
        (search("foot 1.17.0 changelog scrollback"),
         res(("https://codeberg.org/dnkl/foot/src/branch/master/CHANGELOG.md", "foot/CHANGELOG.md at master - dnkl/foot",
              "1.17.0 · Added: Support for the cursor-shape-v1 Wayland protocol ... Changed: Scrollback search now matches across soft line breaks ...", "2024-04-20"),
             ("https://codeberg.org/dnkl/foot/releases/tag/1.17.0", "Release 1.17.0 - dnkl/foot - Codeberg.org",
              "1.17.0 · dnkl released this 2024-04-20 ...", "2024-04-20"),
             ("https://repology.org/project/foot/versions", "foot package versions - Repology",
              "Versions for foot: 1.17.2, 1.17.1, 1.17.0, 1.16.2 ...", "2024-06-02"))),
        (extract("https://codeberg.org/dnkl/foot/src/branch/master/CHANGELOG.md", "any change to scrollback defaults in 1.17.0"),
         FOOT_CHANGELOG),
        (memory("add", dict={"changelog_1_17": "1.17.0: scrollback search across soft line breaks; no change to scrollback.lines default"}),
         added("changelog_1_17")),
        (extract(perma, "[scrollback] and [url] sections at the 1.16.2 commit, for quoting"),
         foot_page(perma, FOOT_SHA[:10], "10000")),
        (extract("https://codeberg.org/dnkl/foot/releases/tag/1.16.2", "which commit the 1.16.2 tag points to"),
         FOOT_TAG),
        (memory("retrieve", key_list=["changelog_1_17", "tag_1_16_2_commit"]),
         got({"changelog_1_17": "1.17.0: scrollback search across soft line breaks; no change to scrollback.lines default",
              "tag_1_16_2_commit": FOOT_SHA})),
    ]
    rs.add(task=TASK, tid="h25-search-12", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-06-12"),
           bad=True, turn=10, kind="config file line at a fixed commit permalink changes between two extractions")


# ---------------------------------------------------------------------------------------------------------
# 13  SELECT trial of semaglutide (PubMed, TCTMD, FDA) - a stored memory value changes without an update
# ---------------------------------------------------------------------------------------------------------

PUBMED_SELECT = """# Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes - PubMed

N Engl J Med. 2023 Dec 14;389(24):2221-2232. doi: 10.1056/NEJMoa2307563. Epub 2023 Nov 11.

A Michael Lincoff, Kirstine Brown-Frandsen, Helen M Colhoun, John Deanfield, Scott S Emerson, Sille Esbjerg, Søren Hardt-Lindberg, G Kees Hovingh, Steven E Kahn, Robert F Kushner, Ildiko Lingvay, Tugce K Oral, Marie M Michelsen, Jorge Plutzky, Christoffer W Tornøe, Donna H Ryan; SELECT Trial Investigators

PMID: 37952131 · DOI: 10.1056/NEJMoa2307563

## Abstract
**Background:** Semaglutide, a glucagon-like peptide-1 receptor agonist, has been shown to reduce the risk of adverse cardiovascular events in patients with diabetes. Whether semaglutide can reduce cardiovascular risk associated with overweight and obesity in the absence of diabetes is unknown.

**Methods:** In a multicenter, double-blind, randomized, placebo-controlled, event-driven superiority trial, we enrolled patients 45 years of age or older who had preexisting cardiovascular disease and a body-mass index (the weight in kilograms divided by the square of the height in meters) of 27 or greater but no history of diabetes. Patients were randomly assigned in a 1:1 ratio to receive once-weekly subcutaneous semaglutide at a dose of 2.4 mg or placebo. The primary cardiovascular end point was a composite of death from cardiovascular causes, nonfatal myocardial infarction, or nonfatal stroke in a time-to-first-event analysis. Safety was also assessed.

**Results:** A total of 17,604 patients were enrolled; 8803 were assigned to receive semaglutide and 8801 to receive placebo. The mean (±SD) duration of exposure to semaglutide or placebo was 34.2±13.7 months, and the mean duration of follow-up was 39.8±9.4 months. A primary cardiovascular end-point event occurred in 569 of the 8803 patients (6.5%) in the semaglutide group and in 701 of the 8801 patients (8.0%) in the placebo group (hazard ratio, 0.80; 95% confidence interval, 0.72 to 0.90; P<0.001). Adverse events leading to permanent discontinuation of the trial product occurred in 1461 patients (16.6%) in the semaglutide group and 718 patients (8.2%) in the placebo group (P<0.001).

**Conclusions:** In patients with preexisting cardiovascular disease and overweight or obesity but without diabetes, weekly subcutaneous semaglutide at a dose of 2.4 mg was superior to placebo in reducing the incidence of death from cardiovascular causes, nonfatal myocardial infarction, or nonfatal stroke at a mean follow-up of 39.8 months. (Funded by Novo Nordisk; SELECT ClinicalTrials.gov number, NCT03574597.)

Copyright © 2023 Massachusetts Medical Society.

Publication types: Multicenter Study · Randomized Controlled Trial · Research Support, Non-U.S. Gov't"""

TCTMD_SELECT = """# SELECT: Semaglutide Cuts MACE by 20% in Obese Patients Without Diabetes | tctmd.com

Michael O'Riordan · November 11, 2023

PHILADELPHIA, PA - Once-weekly semaglutide (Wegovy; Novo Nordisk) significantly reduced the risk of major adverse cardiovascular events (MACE) in overweight or obese patients with established cardiovascular disease but no diabetes, according to results of the SELECT trial presented at the American Heart Association 2023 Scientific Sessions.

Over a mean follow-up of nearly 40 months, semaglutide reduced the risk of the primary endpoint - cardiovascular death, nonfatal MI, or nonfatal stroke - by 20% compared with placebo. The benefit was driven largely by a 28% reduction in nonfatal MI (HR 0.72; 95% CI 0.61-0.85).

| Secondary endpoint | Semaglutide | Placebo | HR (95% CI) |
|---|---|---|---|
| CV death | 2.5% | 3.0% | 0.85 (0.71-1.01) |
| Heart failure composite | 3.4% | 4.1% | 0.82 (0.71-0.96) |
| Death from any cause | 4.3% | 5.2% | 0.81 (0.71-0.93) |

Because CV death did not reach significance, the remaining confirmatory secondary endpoints were not formally tested for superiority, the investigators noted.

Patients in the semaglutide arm lost 9.4% of body weight at 104 weeks versus 0.9% with placebo."""

FDA_WEGOVY = """# FDA Approves First Treatment to Reduce Risk of Serious Heart Problems Specifically in Adults with Obesity or Overweight | FDA

For Immediate Release: March 08, 2024

Today, the U.S. Food and Drug Administration approved Wegovy (semaglutide) injection to reduce the risk of cardiovascular death, heart attack, and stroke in adults with cardiovascular disease and either obesity or overweight. Wegovy should be used in addition to a reduced calorie diet and increased physical activity.

"Wegovy is now the first weight loss medication to also be approved to help prevent life-threatening cardiovascular events in adults with cardiovascular disease and either obesity or overweight," said John Sharretts, M.D., director of the Division of Diabetes, Lipid Disorders, and Obesity in the FDA's Center for Drug Evaluation and Research.

Wegovy's effectiveness for the new indication was evaluated in a multi-national, multi-center, placebo-controlled, double-blind trial that randomly assigned patients to receive either Wegovy or placebo. ... Wegovy significantly reduced the risk of major adverse cardiovascular events (cardiovascular death, heart attack, or stroke), which occurred in 6.5% of participants who received Wegovy compared to 8% of participants who received placebo.

Related information: Wegovy (semaglutide) injection prescribing information"""

EMA_WEGOVY = """# Wegovy: Pending EC decision - Meeting highlights from the CHMP | European Medicines Agency

CHMP opinion on a change to the marketing authorisation · 1 August 2024 (date of last update)

The Committee for Medicinal Products for Human Use (CHMP) adopted a positive opinion recommending a change to the terms of the marketing authorisation for Wegovy. The CHMP adopted an update to section 5.1 of the summary of product characteristics to include results of the SELECT cardiovascular outcomes study.

Product: Wegovy · INN: semaglutide · MAH: Novo Nordisk A/S · Procedure: EMEA/H/C/005422/II/0018"""


def t13(rs: RowSet) -> None:
    q = "What did the SELECT trial find about semaglutide and cardiovascular events in people with obesity but no diabetes, and has it led to a label change?"
    turns = [
        (search("SELECT trial semaglutide cardiovascular outcomes NEJM", "SELECT semaglutide hazard ratio MACE"),
         res(("https://pubmed.ncbi.nlm.nih.gov/37952131/", "Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes - PubMed",
              "A total of 17,604 patients were enrolled ... (hazard ratio, 0.80; 95% confidence interval, 0.72 to 0.90; P<0.001) ...", "2023-11-11"),
             ("https://www.nejm.org/doi/full/10.1056/NEJMoa2307563", "Semaglutide and Cardiovascular Outcomes in Obesity without Diabetes | NEJM",
              "In patients with preexisting cardiovascular disease and overweight or obesity but without diabetes, weekly subcutaneous semaglutide ...", "2023-12-14"),
             ("https://www.tctmd.com/news/select-semaglutide-cuts-mace-20-obese-patients-without-diabetes", "SELECT: Semaglutide Cuts MACE by 20% | tctmd.com",
              "Over a mean follow-up of nearly 40 months, semaglutide reduced the risk of the primary endpoint by 20% ...", "2023-11-11"),
             ("https://clinicaltrials.gov/study/NCT03574597", "Semaglutide Effects on Heart Disease and Stroke in Patients With Overweight or Obesity (SELECT)",
              "Study Type: Interventional · Enrollment (Actual): 17604 · Primary Completion: 2023-06-29 ...", "2024-01-19"))),
        (extract("https://pubmed.ncbi.nlm.nih.gov/37952131/", "sample size, primary endpoint result, follow-up"),
         PUBMED_SELECT),
        (memory("add", dict={"select_pmid": "37952131", "select_doi": "10.1056/NEJMoa2307563",
                             "select_n": "17,604 randomised (8,803 semaglutide / 8,801 placebo)",
                             "select_primary": "MACE 6.5% vs 8.0%; HR 0.80 (95% CI 0.72-0.90), P<0.001; mean follow-up 39.8 months"}),
         added("select_pmid", "select_doi", "select_n", "select_primary")),
        (search("SELECT trial secondary endpoints heart failure death from any cause semaglutide"),
         res(("https://www.tctmd.com/news/select-semaglutide-cuts-mace-20-obese-patients-without-diabetes", "SELECT: Semaglutide Cuts MACE by 20% in Obese Patients Without Diabetes",
              "The benefit was driven largely by a 28% reduction in nonfatal MI ... CV death did not reach significance ...", "2023-11-11"),
             ("https://www.acc.org/latest-in-cardiology/clinical-trials/2023/11/10/19/17/select", "Semaglutide Effects on Heart Disease and Stroke in Patients With Overweight or Obesity - SELECT | ACC",
              "Secondary outcomes: death from any cause HR 0.81; heart failure composite HR 0.82 ...", "2023-11-13"),
             ("https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(24)01498-3/fulltext", "Semaglutide and heart failure outcomes in SELECT | The Lancet",
              "Prespecified analysis of heart failure events ...", "2024-05-13"))),
        (extract("https://www.tctmd.com/news/select-semaglutide-cuts-mace-20-obese-patients-without-diabetes", "secondary endpoint results"),
         TCTMD_SELECT),
        (memory("retrieve", key_list=["select_n", "select_primary"]),
         got({"select_n": "17,064 randomised (8,803 semaglutide / 8,801 placebo)",
              "select_primary": "MACE 6.5% vs 8.0%; HR 0.80 (95% CI 0.72-0.90), P<0.001; mean follow-up 39.8 months"})),
        (extract("https://www.fda.gov/news-events/press-announcements/fda-approves-first-treatment-reduce-risk-serious-heart-problems-specifically-adults-obesity-or", "label change date and wording"),
         FDA_WEGOVY),
        (memory("add", dict={"fda_label": "FDA approved CV risk-reduction indication for Wegovy on 8 Mar 2024",
                             "secondary": "CV death HR 0.85 (0.71-1.01, n.s.); HF composite 0.82; all-cause death 0.81"}),
         added("fda_label", "secondary")),
        (search("EMA CHMP Wegovy SELECT section 5.1 update"),
         res(("https://www.ema.europa.eu/en/medicines/human/EPAR/wegovy", "Wegovy | European Medicines Agency",
              "CHMP opinion on a change to the marketing authorisation ... include results of the SELECT cardiovascular outcomes study ...", "2024-08-01"),
             ("https://www.novonordisk.com/news-and-media/news-and-ir-materials/news-details.html?id=170521", "Wegovy label update recommended by CHMP | Novo Nordisk",
              "Novo Nordisk today announced that the CHMP has adopted a positive opinion to update the label for Wegovy ...", "2024-07-26"))),
        (extract("https://www.ema.europa.eu/en/medicines/human/EPAR/wegovy", "status of the EU label update"),
         EMA_WEGOVY),
    ]
    rs.add(task=TASK, tid="h25-search-13", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-08-14"),
           bad=True, turn=6, kind="stored memory value (sample size) reads back with transposed digits though never updated")


# ---------------------------------------------------------------------------------------------------------
# 14  SK4416 Oslo-Tromsø (FlightAware, Avinor) - clean: estimates move, flight departs and lands
# ---------------------------------------------------------------------------------------------------------

def fa_page(status: str, dep: str, arr: str, progress: str, updated_ago: str) -> str:
    return f"""# SAS4416 (SK4416) Scandinavian Airlines Flight Tracking and History - FlightAware

SAS4416 · SK4416 · Scandinavian Airlines · Airbus A320neo (twin-jet) (A20N) · Registration SE-ROC

**{status}**
{progress}

| | Oslo Gardermoen (OSL / ENGM) | Tromsø Langnes (TOS / ENTC) |
|---|---|---|
{dep}
{arr}

Route: ENGM GM BUMEN ... ENTC · Planned altitude FL360 · Distance 1,013 km (629 mi)
Data source: Aireon / FlightAware ADS-B · Updated {updated_ago}

All times are local (CEST, UTC+2)."""


AVINOR_OSL = """# Avinor - Oslo lufthavn - Avganger

Oppdatert 10:01 · Mandag 14. oktober

| Tid | Ny tid | Til | Flight | Gate | Status |
|---|---|---|---|---|---|
| 09:55 | 10:08 | Bergen | DY612 | C5 | Gate lukket |
| 10:00 | | Trondheim | SK358 | D12 | Boarding |
| 10:05 | | København | SK1465 | E8 | Boarding |
| 10:10 | | Stavanger | DY544 | C3 | Gå til gate |
| 10:15 | 10:40 | Tromsø | SK4416 | D7 | Ny tid |
| 10:20 | | Bodø | WF603 | A14 | Gå til gate |
| 10:25 | | London Heathrow | SK815 | F20 | Innsjekk |

Alle tider er lokale. Sjekk alltid flyselskapets informasjon."""

AVINOR_TOS = """# Avinor - Tromsø lufthavn - Ankomster

Oppdatert 11:14 · Mandag 14. oktober

| Tid | Ny tid | Fra | Flight | Bånd | Status |
|---|---|---|---|---|---|
| 11:50 | | Bodø | WF912 | 1 | |
| 12:05 | 12:27 | Oslo | SK4416 | 2 | Forventet 12:27 |
| 12:15 | | Oslo | DY378 | 3 | |
| 12:40 | 12:35 | Alta | WF945 | 1 | Forventet 12:35 |
| 13:10 | | Longyearbyen | SK4493 | 2 | |

Alle tider er lokale."""


def t14(rs: RowSet) -> None:
    q = "Is SAS flight SK4416 from Oslo to Tromsø on time today, and when did it actually arrive?"
    turns = [
        (search("SK4416 flight status", "SK4416 Oslo Tromsø"),
         res(("https://www.flightaware.com/live/flight/SAS4416", "SAS4416 (SK4416) Scandinavian Airlines Flight Tracking and History - FlightAware",
              "Track SAS4416 flight from Oslo Gardermoen to Tromsø Langnes. Scheduled 10:15 CEST ...", "2024-10-14"),
             ("https://avinor.no/flyplass/oslo/flytider/avganger", "Avinor - Oslo lufthavn - Avganger",
              "10:15 Tromsø SK4416 D7 ...", "2024-10-14"),
             ("https://www.flysas.com/en/flight-status/SK4416", "Flight status SK4416 | SAS",
              "SK4416 Oslo - Tromsø, Monday 14 October. Departure 10:15, arrival 12:05 ...", "2024-10-14"))),
        (extract("https://www.flightaware.com/live/flight/SAS4416", "current status and estimated departure"),
         fa_page("Scheduled - Delayed", "| Departure (gate) | Scheduled 10:15 · Estimated 10:40 (25 minutes late) · Gate D7 |",
                 "| Arrival (gate) | Scheduled 12:05 · Estimated 12:27 (22 minutes late) · Gate 4 |",
                 "Departs in 42 minutes", "3 minutes ago")),
        (extract("https://avinor.no/flyplass/oslo/flytider/avganger", "SK4416 new departure time and gate"),
         AVINOR_OSL),
        (memory("add", dict={"sched": "dep 10:15 OSL, arr 12:05 TOS (local, CEST)",
                             "delay_est": "est. dep 10:40 (FlightAware and Avinor agree), gate D7; est. arr 12:27"}),
         added("sched", "delay_est")),
        (extract("https://www.flightaware.com/live/flight/SAS4416", "has it departed, current ETA"),
         fa_page("En Route / Delayed", "| Departure (gate) | Scheduled 10:15 · Actual 10:47 (32 minutes late) · Takeoff 10:58 · Gate D7 |",
                 "| Arrival (gate) | Scheduled 12:05 · Estimated 12:29 (24 minutes late) · Gate 4 |",
                 "Departed 23 minutes ago · Arriving in 1 h 19 min · 187 km flown, 826 km to go", "1 minute ago")),
        (extract("https://avinor.no/flyplass/tromso/flytider/ankomster", "expected arrival time of SK4416 in Tromsø"),
         AVINOR_TOS),
        (memory("update", dict={"delay_est": "departed gate 10:47 (32 min late), takeoff 10:58; ETA 12:29 FlightAware / 12:27 Avinor"}),
         updated("delay_est")),
        (extract("https://www.flightaware.com/live/flight/SAS4416", "actual arrival time"),
         fa_page("Arrived / Delayed", "| Departure (gate) | Scheduled 10:15 · Actual 10:47 (32 minutes late) · Takeoff 10:58 · Gate D7 |",
                 "| Arrival (gate) | Scheduled 12:05 · Actual 12:24 (19 minutes late) · Landing 12:19 · Gate 4 |",
                 "Arrived 16 minutes ago · Total travel time 1 h 37 min · Flight time 1 h 21 min", "12 minutes ago")),
        (memory("add", dict={"actual_arrival": "landed 12:19, at gate 12:24 (19 min late) per FlightAware"}),
         added("actual_arrival")),
        (memory("retrieve_all"),
         got({"sched": "dep 10:15 OSL, arr 12:05 TOS (local, CEST)",
              "delay_est": "departed gate 10:47 (32 min late), takeoff 10:58; ETA 12:29 FlightAware / 12:27 Avinor",
              "actual_arrival": "landed 12:19, at gate 12:24 (19 min late) per FlightAware"})),
    ]
    rs.add(task=TASK, tid="h25-search-14", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-10-14"))


# ---------------------------------------------------------------------------------------------------------
# 15  Citations of "Attention Is All You Need" (Google Scholar, Semantic Scholar, arXiv) - clean: sources differ, filters
# ---------------------------------------------------------------------------------------------------------

GS_SEARCH = """# Google Scholar - "attention is all you need"

About 4,210,000 results (0.06 sec)

[PDF] neurips.cc
**Attention is all you need**
A Vaswani, N Shazeer, N Parmar, J Uszkoreit, L Jones, AN Gomez, Ł Kaiser, I Polosukhin - Advances in neural information processing systems, 2017 - proceedings.neurips.cc
The dominant sequence transduction models are based on complex recurrent or convolutional neural networks in an encoder-decoder configuration. The best performing models also connect the encoder and decoder through an attention mechanism. We propose a new simple network architecture, the Transformer ...
☆ Save · ⑂ Cite · Cited by 131847 · Related articles · All 78 versions

**Attention is not all you need: Pure attention loses rank doubly exponentially with depth**
Y Dong, JB Cordonnier, A Loukas - International Conference on Machine Learning, 2021 - proceedings.mlr.press
☆ Save · ⑂ Cite · Cited by 412 · Related articles · All 9 versions

**Is attention all you need in medical image analysis? A review**
G Papanastasiou, N Dikaios, J Huang, C Wang, G Yang - IEEE Journal of Biomedical and Health Informatics, 2023
☆ Save · ⑂ Cite · Cited by 38 · Related articles · All 6 versions"""

S2_PAGE = """# [PDF] Attention is All you Need | Semantic Scholar

Ashish Vaswani, Noam M. Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Lukasz Kaiser, Illia Polosukhin
Published in Neural Information Processing Systems · 12 June 2017 · Computer Science

TLDR: A new simple network architecture, the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely is proposed, which generalizes well to other tasks by applying it successfully to English constituency parsing both with large and limited training data.

| | |
|---|---|
| Citations | 112,384 |
| Highly Influential Citations | 16,902 |
| References | 41 |

Citation type breakdown: Background 61,208 · Methods 38,904 · Results 1,877

Semantic Scholar counts citations from papers in its corpus only; numbers can differ from other services."""

ARXIV_ATTN = """# [1706.03762] Attention Is All You Need

arXiv:1706.03762 (cs) · Computer Science > Computation and Language
[Submitted on 12 Jun 2017 (v1), last revised 2 Aug 2023 (this version, v7)]

Authors: Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Lukasz Kaiser, Illia Polosukhin

**Abstract:** The dominant sequence transduction models are based on complex recurrent or convolutional neural networks in an encoder-decoder configuration. The best performing models also connect the encoder and decoder through an attention mechanism. We propose a new simple network architecture, the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely. Experiments on two machine translation tasks show these models to be superior in quality while being more parallelizable and requiring significantly less time to train. Our model achieves 28.4 BLEU on the WMT 2014 English-to-German translation task, improving over the existing best results, including ensembles by over 2 BLEU. On the WMT 2014 English-to-French translation task, our model establishes a new single-model state-of-the-art BLEU score of 41.8 after training for 3.5 days on eight GPUs, a small fraction of the training costs of the best models from the literature.

Comments: 15 pages, 5 figures
Subjects: Computation and Language (cs.CL); Machine Learning (cs.LG)
Cite as: arXiv:1706.03762 [cs.CL]

## Submission history
[v1] Mon, 12 Jun 2017 17:57:34 UTC (1,102 KB)
[v2] Mon, 19 Jun 2017 16:49:45 UTC (1,125 KB)
[v3] Tue, 20 Jun 2017 05:20:02 UTC (1,125 KB)
[v4] Fri, 30 Jun 2017 17:29:30 UTC (1,124 KB)
[v5] Wed, 6 Dec 2017 03:30:32 UTC (1,124 KB)
[v6] Mon, 24 Jul 2023 00:48:54 UTC (1,124 KB)
[v7] Wed, 2 Aug 2023 00:41:18 UTC (1,124 KB)"""


def gs_cites(header: str, sort: str, items: list[str]) -> str:
    body = "\n\n".join(items)
    return f"""# Google Scholar - articles citing "Attention is all you need"

{header}
Sort: {sort}

{body}

1 2 3 4 5 6 7 8 9 10 Next"""


GS_RECENT = [
    "**Scaling laws for sparse retrieval heads** - L Moreno, K Adeyemi - arXiv preprint arXiv:2409.18811, 2024 · 2 days ago",
    "**A survey of state space models versus Transformers for long-sequence modelling** - R Iqbal, F Chen - arXiv preprint arXiv:2409.18302, 2024 · 3 days ago",
    "**Linear-time attention for protein language models** - T Okonkwo, S Haddad, M Berg - bioRxiv, 2024 · 3 days ago",
    "**Transformer-based forecasting of household electricity demand** - J Silva, P Marques - Energies, 2024 · 4 days ago",
]
GS_RELEVANCE = [
    "**BERT: Pre-training of deep bidirectional transformers for language understanding** - J Devlin, MW Chang, K Lee, K Toutanova - NAACL, 2019 · Cited by 112540",
    "**Language models are few-shot learners** - T Brown, B Mann, N Ryder, M Subbiah... - NeurIPS, 2020 · Cited by 41205",
    "**An image is worth 16x16 words: Transformers for image recognition at scale** - A Dosovitskiy, L Beyer, A Kolesnikov... - ICLR, 2021 · Cited by 48867",
    "**Exploring the limits of transfer learning with a unified text-to-text transformer** - C Raffel, N Shazeer, A Roberts... - JMLR, 2020 · Cited by 20931",
]


def t15(rs: RowSet) -> None:
    q = "How many citations does 'Attention Is All You Need' (Vaswani et al., 2017) have, and how many of them are from 2024?"
    turns = [
        (search("Attention is all you need citations", "Vaswani 2017 Transformer cited by"),
         res(("https://scholar.google.com/scholar?q=attention+is+all+you+need", "Attention is all you need - Google Scholar",
              "A Vaswani, N Shazeer, N Parmar ... Advances in neural information processing systems, 2017. Cited by 118290 ...", "2024-03-02"),
             ("https://www.semanticscholar.org/paper/Attention-is-All-you-Need-Vaswani-Shazeer/204e3073870fae3d05bcbc2f6a8e263d9b72e776", "[PDF] Attention is All you Need | Semantic Scholar",
              "Citations 112,384 · Highly Influential Citations 16,902 ...", "2024-09-28"),
             ("https://arxiv.org/abs/1706.03762", "[1706.03762] Attention Is All You Need - arXiv",
              "The dominant sequence transduction models are based on complex recurrent or convolutional neural networks ...", "2023-08-02"),
             ("https://en.wikipedia.org/wiki/Attention_Is_All_You_Need", "Attention Is All You Need - Wikipedia",
              "As of 2024, the paper has been cited more than 100,000 times ...", "2024-09-11"))),
        (extract("https://scholar.google.com/scholar?q=attention+is+all+you+need", "current 'Cited by' count"),
         GS_SEARCH),
        (extract("https://www.semanticscholar.org/paper/Attention-is-All-you-Need-Vaswani-Shazeer/204e3073870fae3d05bcbc2f6a8e263d9b72e776", "citation count on Semantic Scholar"),
         S2_PAGE),
        (memory("add", dict={"gs_cites": "131,847 (Google Scholar, 1 Oct 2024)", "s2_cites": "112,384 (Semantic Scholar; 16,902 highly influential)"}),
         added("gs_cites", "s2_cites")),
        (extract("https://arxiv.org/abs/1706.03762", "version history of the arXiv paper"),
         ARXIV_ATTN),
        (extract("https://scholar.google.com/scholar?cites=2960712678066186980&as_ylo=2024&scisbd=1", "how many citing articles since 2024"),
         gs_cites("About 31,200 results (0.08 sec) · Since 2024", "by date (abstracts added in the last year only)", GS_RECENT)),
        (extract("https://scholar.google.com/scholar?cites=2960712678066186980", "most cited citing articles"),
         gs_cites("About 131,000 results (0.07 sec) · Any time", "by relevance", GS_RELEVANCE)),
        (memory("add", dict={"gs_cites_2024": "about 31,200 citing articles since 2024 (Google Scholar filter)"}),
         added("gs_cites_2024")),
        (memory("retrieve_all"),
         got({"gs_cites": "131,847 (Google Scholar, 1 Oct 2024)", "s2_cites": "112,384 (Semantic Scholar; 16,902 highly influential)",
              "gs_cites_2024": "about 31,200 citing articles since 2024 (Google Scholar filter)"})),
    ]
    rs.add(task=TASK, tid="h25-search-15", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-10-01"))


# ---------------------------------------------------------------------------------------------------------
# 16  qmi_wwan Telit patch (lore.kernel.org, git.kernel.org) - an archived mail's date moves before the patch
# ---------------------------------------------------------------------------------------------------------

PATCH_MID = "20240612093345.41203-1-dnlplm@gmail.com"
BOT_MID = "171832922950.12108.5821403913672108743.git-patchwork-notify@kernel.org"

LORE_THREAD = f"""# [PATCH net v2] net: usb: qmi_wwan: add Telit FN920C04 compositions - lore.kernel.org

From: Daniele Palmas <dnlplm@gmail.com>
To: Bjørn Mork <bjorn@mork.no>, "David S. Miller" <davem@davemloft.net>, Eric Dumazet <edumazet@google.com>, Jakub Kicinski <kuba@kernel.org>, Paolo Abeni <pabeni@redhat.com>
Cc: netdev@vger.kernel.org, linux-usb@vger.kernel.org, Daniele Palmas <dnlplm@gmail.com>
Subject: [PATCH net v2] net: usb: qmi_wwan: add Telit FN920C04 compositions
Date: Wed, 12 Jun 2024 11:33:45 +0200
Message-ID: <{PATCH_MID}>

Add the following Telit FN920C04 compositions:

0x10a0: rmnet + tty (AT/NMEA) + tty (AT) + tty (diag)
0x10a4: rmnet + tty (AT) + tty (AT) + tty (diag)
0x10a9: rmnet + tty (AT) + tty (diag) + DPL (data packet logging) + adb

Signed-off-by: Daniele Palmas <dnlplm@gmail.com>
---
v2: added the 0x10a9 composition

 drivers/net/usb/qmi_wwan.c | 3 +++
 1 file changed, 3 insertions(+)

## Thread overview
* [PATCH net v2] net: usb: qmi_wwan: add Telit FN920C04 compositions
@ 2024-06-12  9:33 Daniele Palmas
  2024-06-12 10:05 ` Bjørn Mork
  2024-06-14  1:40 ` patchwork-bot+netdevbpf

Reply by Bjørn Mork (2024-06-12 10:05 UTC):
> Acked-by: Bjørn Mork <bjorn@mork.no>

Reply by patchwork-bot+netdevbpf (2024-06-14 01:40 UTC):
> Hello:
> This patch was applied to netdev/net.git (main) by Jakub Kicinski <kuba@kernel.org>:
> Here is the summary with links:
>   - [net,v2] net: usb: qmi_wwan: add Telit FN920C04 compositions
>     https://git.kernel.org/netdev/net/c/0b8fe5bd7324"""


def bot_mail(date: str) -> str:
    return f"""# Re: [PATCH net v2] net: usb: qmi_wwan: add Telit FN920C04 compositions - lore.kernel.org

From: patchwork-bot+netdevbpf@kernel.org
To: Daniele Palmas <dnlplm@gmail.com>
Cc: bjorn@mork.no, davem@davemloft.net, edumazet@google.com, kuba@kernel.org, pabeni@redhat.com, netdev@vger.kernel.org, linux-usb@vger.kernel.org
Subject: Re: [PATCH net v2] net: usb: qmi_wwan: add Telit FN920C04 compositions
Date: {date}
Message-ID: <{BOT_MID}>
In-Reply-To: <{PATCH_MID}>

Hello:

This patch was applied to netdev/net.git (main)
by Jakub Kicinski <kuba@kernel.org>:

On Wed, 12 Jun 2024 11:33:45 +0200 you wrote:
> Add the following Telit FN920C04 compositions:
>
> 0x10a0: rmnet + tty (AT/NMEA) + tty (AT) + tty (diag)
> 0x10a4: rmnet + tty (AT) + tty (AT) + tty (diag)
> [...]

Here is the summary with links:
  - [net,v2] net: usb: qmi_wwan: add Telit FN920C04 compositions
    https://git.kernel.org/netdev/net/c/0b8fe5bd7324

You are awesome, thank you!
--
Deet-doot-dot, I am a bot.
https://korg.docs.kernel.org/patchwork/pwbot.html

[permalink] [raw] [thread]"""


GIT_COMMIT = """# net: usb: qmi_wwan: add Telit FN920C04 compositions - kernel/git/netdev/net.git

| | |
|---|---|
| author | Daniele Palmas <dnlplm@gmail.com> | 2024-06-12 11:33:45 +0200 |
| committer | Jakub Kicinski <kuba@kernel.org> | 2024-06-13 18:40:16 -0700 |
| commit | 0b8fe5bd73249dc20be2e88a12041f8920797b59 (patch) |
| tree | 6a1f3c0e2b5d48f79a0c1e6d2b4f8a9c0e3d7b15 |
| parent | 2ef5e1d7c3a0b94e86f12d5a7c9e3b0f4d6a8c21 (diff) |

Add the following Telit FN920C04 compositions:
0x10a0: rmnet + tty (AT/NMEA) + tty (AT) + tty (diag)
0x10a4: rmnet + tty (AT) + tty (AT) + tty (diag)
0x10a9: rmnet + tty (AT) + tty (diag) + DPL (data packet logging) + adb

Signed-off-by: Daniele Palmas <dnlplm@gmail.com>
Acked-by: Bjørn Mork <bjorn@mork.no>
Link: https://lore.kernel.org/r/20240612093345.41203-1-dnlplm@gmail.com
Signed-off-by: Jakub Kicinski <kuba@kernel.org>

Diffstat: drivers/net/usb/qmi_wwan.c | 3 +++ · 1 files changed, 3 insertions, 0 deletions

```diff
@@ -1372,6 +1372,9 @@ static const struct usb_device_id products[] = {
 \t{QMI_QUIRK_SET_DTR(0x1bc7, 0x1060, 2)},\t/* Telit LN920 */
 \t{QMI_QUIRK_SET_DTR(0x1bc7, 0x1070, 2)},\t/* Telit FN990 */
 \t{QMI_QUIRK_SET_DTR(0x1bc7, 0x1080, 2)}, /* Telit FE990 */
+\t{QMI_QUIRK_SET_DTR(0x1bc7, 0x10a0, 0)}, /* Telit FN920C04 */
+\t{QMI_QUIRK_SET_DTR(0x1bc7, 0x10a4, 0)}, /* Telit FN920C04 */
+\t{QMI_QUIRK_SET_DTR(0x1bc7, 0x10a9, 0)}, /* Telit FN920C04 */
 \t{QMI_FIXED_INTF(0x1bc7, 0x1100, 3)},\t/* Telit ME910 */
```"""

STABLE_MAIL = """# [PATCH 6.9 042/281] net: usb: qmi_wwan: add Telit FN920C04 compositions - lore.kernel.org

From: Greg Kroah-Hartman <gregkh@linuxfoundation.org>
To: stable@vger.kernel.org
Cc: Greg Kroah-Hartman <gregkh@linuxfoundation.org>, patches@lists.linux.dev, Daniele Palmas <dnlplm@gmail.com>, Bjørn Mork <bjorn@mork.no>, Jakub Kicinski <kuba@kernel.org>, Sasha Levin <sashal@kernel.org>
Subject: [PATCH 6.9 042/281] net: usb: qmi_wwan: add Telit FN920C04 compositions
Date: Wed, 19 Jun 2024 14:56:11 +0200
In-Reply-To: <20240619125609.836313103@linuxfoundation.org>

6.9-stable review patch.  If anyone has any objections, please let me know.

------------------

From: Daniele Palmas <dnlplm@gmail.com>

[ Upstream commit 0b8fe5bd73249dc20be2e88a12041f8920797b59 ]

Add the following Telit FN920C04 compositions:
[...]

Signed-off-by: Sasha Levin <sashal@kernel.org>
---
 drivers/net/usb/qmi_wwan.c | 3 +++
 1 file changed, 3 insertions(+)

Thread: [PATCH 6.9 000/281] 6.9.6-rc1 review · 2024-06-19 12:56 UTC · Greg Kroah-Hartman"""


def t16(rs: RowSet) -> None:
    q = "When was the qmi_wwan patch adding Telit FN920C04 compositions posted, when was it applied to the netdev tree, and which stable release picked it up?"
    thread = f"https://lore.kernel.org/netdev/{PATCH_MID}/T/"
    turns = [
        (search("qmi_wwan Telit FN920C04 compositions patch", "net: usb: qmi_wwan: add Telit FN920C04 applied"),
         res((thread, "[PATCH net v2] net: usb: qmi_wwan: add Telit FN920C04 compositions",
              "Add the following Telit FN920C04 compositions: 0x10a0: rmnet + tty (AT/NMEA) + tty (AT) + tty (diag) ...", "2024-06-12"),
             ("https://patchwork.kernel.org/project/netdevbpf/patch/20240612093345.41203-1-dnlplm@gmail.com/", "[net,v2] net: usb: qmi_wwan: add Telit FN920C04 compositions - Patchwork",
              "State: Accepted · Commit 0b8fe5bd7324 · Delegated to: Netdev Maintainers ...", "2024-06-14"),
             ("https://lore.kernel.org/netdev/20240607081247.11980-1-dnlplm@gmail.com/T/", "[PATCH net 1/1] net: usb: qmi_wwan: add Telit FN920C04 compositions",
              "v1 ... Bjørn Mork: what about the 0x10a9 composition with DPL? ...", "2024-06-07"),
             ("https://git.kernel.org/netdev/net/c/0b8fe5bd7324", "net: usb: qmi_wwan: add Telit FN920C04 compositions - kernel/git/netdev/net.git",
              "author Daniele Palmas 2024-06-12 11:33:45 +0200 · committer Jakub Kicinski 2024-06-13 18:40:16 -0700 ...", "2024-06-14"))),
        (extract(thread, "posting date, acks and when it was applied"),
         LORE_THREAD),
        (memory("add", dict={"patch_posted": "Wed 12 Jun 2024 11:33:45 +0200 (09:33 UTC), v2",
                             "acked": "Bjørn Mork, 12 Jun 2024 10:05 UTC",
                             "applied": "netdev/net.git main by Jakub Kicinski; bot mail 14 Jun 2024 01:40 UTC; commit 0b8fe5bd7324"}),
         added("patch_posted", "acked", "applied")),
        (extract("https://git.kernel.org/netdev/net/c/0b8fe5bd7324", "author and committer dates of the commit"),
         GIT_COMMIT),
        (search("qmi_wwan FN920C04 stable 6.9", "0b8fe5bd7324 upstream stable review"),
         res(("https://lore.kernel.org/stable/20240619125611.432103224@linuxfoundation.org/", "[PATCH 6.9 042/281] net: usb: qmi_wwan: add Telit FN920C04 compositions",
              "6.9-stable review patch. If anyone has any objections, please let me know. [ Upstream commit 0b8fe5bd73249dc20be2e88a12041f8920797b59 ] ...", "2024-06-19"),
             ("https://lore.kernel.org/stable/20240619125609.836313103@linuxfoundation.org/", "[PATCH 6.9 000/281] 6.9.6-rc1 review",
              "This is the start of the stable review cycle for the 6.9.6 release. There are 281 patches in this series ...", "2024-06-19"),
             ("https://cdn.kernel.org/pub/linux/kernel/v6.x/ChangeLog-6.9.6", "ChangeLog-6.9.6",
              "commit 7b5c2d3e... Author: Daniele Palmas ... net: usb: qmi_wwan: add Telit FN920C04 compositions ...", "2024-06-21"))),
        (extract("https://lore.kernel.org/stable/20240619125611.432103224@linuxfoundation.org/", "which stable series and upstream commit"),
         STABLE_MAIL),
        (extract(f"https://lore.kernel.org/netdev/{BOT_MID}/", "exact date and text of the 'applied' notification"),
         bot_mail("Tue, 11 Jun 2024 01:40:29 +0000")),
        (memory("add", dict={"stable_version": "queued for 6.9.6 (6.9.6-rc1 review posted 19 Jun 2024, patch 042/281); upstream 0b8fe5bd7324"}),
         added("stable_version")),
        (memory("retrieve", key_list=["stable_version"]),
         got({"stable_version": "queued for 6.9.6 (6.9.6-rc1 review posted 19 Jun 2024, patch 042/281); upstream 0b8fe5bd7324"})),
    ]
    rs.add(task=TASK, tid="h25-search-16", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-06-24"),
           bad=True, turn=7, kind="archived notification mail now dated before the patch it replies to (earlier view gave 14 Jun)")


# ---------------------------------------------------------------------------------------------------------
# 17  Vermont H.121 data privacy bill (Wayback snapshot vs live legislature page, VTDigger) - clean: old vs new view
# ---------------------------------------------------------------------------------------------------------

VT_ACTIONS_OLD = [
    ("01/26/2023", "House", "Read first time and referred to the Committee on Commerce and Economic Development"),
    ("03/19/2024", "House", "Reported favorably with recommendation of amendment by Committee on Commerce and Economic Development"),
    ("03/20/2024", "House", "Read second time; recommendation of amendment agreed to"),
    ("03/21/2024", "House", "Read third time and passed"),
    ("03/22/2024", "Senate", "Read 1st time & referred to Committee on Institutions"),
]
VT_ACTIONS_NEW = VT_ACTIONS_OLD + [
    ("05/03/2024", "Senate", "Reported favorably with proposal of amendment by Committee on Institutions"),
    ("05/07/2024", "Senate", "Read 2nd time, proposal of amendment agreed to; read 3rd time & passed in concurrence with proposal of amendment"),
    ("05/10/2024", "House", "House concurred in Senate proposal of amendment with further amendment thereto"),
    ("05/10/2024", "Senate", "Senate concurred in House further proposal of amendment"),
    ("06/07/2024", "House", "Delivered to the Governor on June 7, 2024"),
    ("06/13/2024", "House", "Vetoed by the Governor on June 13, 2024"),
    ("06/17/2024", "House", "Passed, notwithstanding the Governor's veto - Roll Call Yeas = 128, Nays = 17"),
    ("06/17/2024", "Senate", "Failed to pass, notwithstanding the Governor's veto - Roll Call Yeas = 14, Nays = 15"),
]


def vt_status(actions: list[tuple[str, str, str]], location: str, header: str) -> str:
    rows = "\n".join(f"| {d} | {b} | {a} |" for d, b, a in actions)
    return f"""{header}# H.121 - Vermont General Assembly - Bill Status

Legislative Session: 2023-2024 · An act relating to enhancing consumer privacy
Sponsor(s): Rep. Priestley of Bradford, Rep. Marcotte of Coventry, Rep. Carroll of Bennington, and others
Location: {location}

## Detailed Status
| Date | Body | Action Description |
|---|---|---|
{rows}

Documents: As Introduced · As Passed by the House · Committee amendments · Fiscal note · Act summary (n/a)"""


VTDIGGER = """# Scott vetoes sweeping data privacy bill | VTDigger

By Sarah Mearhoff · June 13, 2024, 5:46 pm · Updated June 17, 2024, 4:12 pm

**Update, June 17:** The Vermont Senate on Monday fell one vote short of overriding Gov. Phil Scott's veto of H.121, voting 14-15. The House had voted 128-17 earlier in the day to override. The bill is dead for this biennium.

Gov. Phil Scott on Thursday vetoed H.121, a bill that would have given Vermonters some of the strongest online privacy protections in the country, including a private right of action allowing consumers to sue companies that misuse their data.

In his veto letter, Scott said the bill's private right of action "would make Vermont a national outlier" and could expose small businesses to costly litigation. He also objected to the data-minimization standards taking effect sooner than in neighboring states.

Rep. Monique Priestley, D-Bradford, who championed the bill, said she was "heartbroken but not surprised," and said she would reintroduce it next year."""

VETO_LETTER = """# Veto letter - H.121 (PDF) - Office of Governor Phil Scott

STATE OF VERMONT · OFFICE OF THE GOVERNOR

June 13, 2024

The Honorable BetsyAnn Wrask
Clerk of the House of Representatives
115 State Street
Montpelier, VT 05633

Dear Ms. Wrask:

Pursuant to Chapter II, Section 11 of the Vermont Constitution, I'm returning H.121, An act relating to enhancing consumer privacy, without my signature because of my objections described herein.

This bill creates an unnecessary and avoidable level of risk ... the private right of action would make Vermont a national outlier, and more hostile than any other state to many businesses and non-profits ...

For these reasons, I'm vetoing this bill.

Sincerely,
Philip B. Scott, Governor"""


def t17(rs: RowSet) -> None:
    q = "What happened to Vermont's consumer data privacy bill H.121 in the 2023-2024 session: did it become law?"
    snap = "https://web.archive.org/web/20240418071533/https://legislature.vermont.gov/bill/status/2024/H.121"
    live = "https://legislature.vermont.gov/bill/status/2024/H.121"
    turns = [
        (search("Vermont H.121 data privacy bill status 2024", "Vermont privacy bill veto override"),
         res((live, "H.121 - Vermont General Assembly - Bill Status",
              "An act relating to enhancing consumer privacy · Location: Senate Committee on Institutions ...", "2024-04-18"),
             ("https://vtdigger.org/2024/06/13/scott-vetoes-sweeping-data-privacy-bill/", "Scott vetoes sweeping data privacy bill | VTDigger",
              "Gov. Phil Scott on Thursday vetoed H.121, a bill that would have given Vermonters some of the strongest online privacy protections ...", "2024-06-13"),
             ("https://iapp.org/news/a/vermont-senate-sustains-governor-s-privacy-bill-veto", "Vermont Senate sustains governor's privacy bill veto | IAPP",
              "The Vermont Senate fell one vote short of overriding Gov. Phil Scott's veto of H.121 ...", "2024-06-18"),
             ("https://governor.vermont.gov/sites/scott/files/documents/H.121%20Veto%20Letter.pdf", "H.121 Veto Letter",
              "Pursuant to Chapter II, Section 11 of the Vermont Constitution, I'm returning H.121 ...", "2024-06-13"))),
        (extract(snap, "status of H.121 in April 2024"),
         vt_status(VT_ACTIONS_OLD, "Senate Committee on Institutions",
                   f"The Wayback Machine - {snap}\n12 captures · 04 Feb 2023 - 19 Jun 2024 · this capture: 18 April 2024, 07:15:33\n\n")),
        (extract(live, "current status of H.121"),
         vt_status(VT_ACTIONS_NEW, "House - Veto sustained", "")),
        (memory("add", dict={"status_april": "18 Apr 2024 snapshot: passed House 21 Mar 2024, in Senate Committee on Institutions",
                             "status_now": "vetoed 13 Jun 2024; House override 128-17, Senate override failed 14-15 on 17 Jun 2024"}),
         added("status_april", "status_now")),
        (extract("https://vtdigger.org/2024/06/13/scott-vetoes-sweeping-data-privacy-bill/", "reasons for the veto and the override vote"),
         VTDIGGER),
        (extract("https://governor.vermont.gov/sites/scott/files/documents/H.121%20Veto%20Letter.pdf", "date and main objection of the veto letter"),
         VETO_LETTER),
        (memory("update", dict={"status_now": "did not become law: vetoed 13 Jun 2024 (private right of action the main objection); House override 128-17, Senate 14-15 (failed) on 17 Jun 2024"}),
         updated("status_now")),
        (memory("retrieve_all"),
         got({"status_april": "18 Apr 2024 snapshot: passed House 21 Mar 2024, in Senate Committee on Institutions",
              "status_now": "did not become law: vetoed 13 Jun 2024 (private right of action the main objection); House override 128-17, Senate 14-15 (failed) on 17 Jun 2024"})),
    ]
    rs.add(task=TASK, tid="h25-search-17", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-06-20"))


# ---------------------------------------------------------------------------------------------------------
# 18  pandas SettingWithCopyWarning (Stack Overflow, pandas docs) - a memory key added earlier is not found
# ---------------------------------------------------------------------------------------------------------

SO_PAGE = """# python - How to deal with SettingWithCopyWarning in Pandas - Stack Overflow

Asked 10 years, 6 months ago · Modified 5 months ago · Viewed 2.6m times

**Question** (score 1136)
I just upgraded my Pandas from 0.11 to 0.13.0rc1. Now, the application is popping out many new warnings. One of them like this:

    E:\\FinReporter\\FM_EXT.py:449: SettingWithCopyWarning: A value is trying to be set on a copy of a slice from a DataFrame.
    Try using .loc[row_index,col_indexer] = value instead
      quote_df['TVol']   = quote_df['TVol']/TVOL_SCALE

I want to know what exactly it means? Do I need to change something? How should I suspend the warning if I insist to use `quote_df['TVol'] = quote_df['TVol']/TVOL_SCALE`?

Tags: python · pandas · dataframe · chained-assignment · pandas-settingwithcopy-warning

**Accepted answer** (score 1466) - answered Dec 17, 2013 by Garrett, edited Feb 2, 2024
The `SettingWithCopyWarning` was created to flag potentially confusing "chained" assignments, such as the following, which does not always work as expected, particularly when the first selection returns a *copy*:

    df[df['A'] > 2]['B'] = new_val  # new_val not set in df

The warning offers a suggestion to rewrite as follows:

    df.loc[df['A'] > 2, 'B'] = new_val

However, this doesn't fit your usage, which is equivalent to:

    df = df[df['A'] > 2]
    df['B'] = new_val

While it's clear that you don't care about writes making it back to the original frame (since you are overwriting the reference to it), unfortunately this pattern cannot be differentiated from the first chained assignment example. Hence the (false positive) warning. If you'd like to read further, see [Returning a view versus a copy]. You can safely disable this new warning with the following assignment:

    import pandas as pd
    pd.options.mode.chained_assignment = None  # default='warn'

**Answer** (score 512) - answered Dec 29, 2018 by cs95, edited Oct 3, 2023
*How to deal with SettingWithCopyWarning in Pandas?* ... Take an explicit `.copy()` when you create the subset you intend to modify: `df2 = df[df['A'] > 2].copy()`. With pandas 2.x you can also enable Copy-on-Write (`pd.set_option("mode.copy_on_write", True)`), under which the warning is never raised.

**Answer** (score 214) - answered Mar 14, 2017 by Jeff
Use `.loc` for setting; avoid chained indexing of the form `df[...][...] = ...`.

49 answers · sorted by: Highest score (default)"""

PD_COW = """# Copy-on-Write (CoW) - pandas 2.2.2 documentation

User Guide › Copy-on-Write (CoW)

Note: Copy-on-Write will become the default in pandas 3.0. We recommend turning it on now to benefit from all improvements.

Copy-on-Write was first introduced in version 1.5.0. Starting from version 2.0 most of the optimizations that become possible through CoW are implemented and supported. All possible optimizations are supported starting from pandas 2.1.

CoW will be enabled by default in version 3.0.

CoW will lead to more predictable behavior since it is not possible to update more than one object with one statement, e.g. indexing operations or methods won't have side-effects. Additionally, through delaying copies as long as possible, the average performance and memory usage will improve.

## Previous behavior
pandas indexing behavior is tricky to understand. Some operations return views while other return copies. Depending on the result of the operation, mutating one object might accidentally mutate another ...

## Chained assignment
Chained assignment references a technique where an object is updated through two subsequent indexing operations, e.g.

    with pd.option_context("mode.copy_on_write", False):
        df = pd.DataFrame({"foo": [1, 2, 3], "bar": [4, 5, 6]})
        df["foo"][df["bar"] > 5] = 100

The column foo is updated where the column bar is greater than 5. This violates the CoW principles though, because it would have to modify the view `df["foo"]` and `df` in one step. Hence, chained assignment will consistently never work and raise a `ChainedAssignmentError` warning with CoW enabled.

## Enabling CoW
    pd.options.mode.copy_on_write = True
or
    pd.set_option("mode.copy_on_write", True)"""

PD_WHATSNEW = """# What's new in 2.2.0 (January 19, 2024) - pandas 2.2.2 documentation

## Upcoming changes in pandas 3.0
pandas 3.0 will bring two bigger changes to the default behavior of pandas.

### Copy-on-Write
The currently optional mode Copy-on-Write will be enabled by default in pandas 3.0. There won't be an option to keep the current behavior enabled. The new behavioral semantics are explained in the user guide about Copy-on-Write.

The new behavior can be enabled since pandas 2.0 with the following option:

    pd.options.mode.copy_on_write = True

This change brings different changes in behavior in how pandas operates with respect to copies and views. Some of these changes allow a clear deprecation, like the changes in chained assignment. Other changes are more subtle and thus, the warnings are hidden behind an option that can be enabled in pandas 2.2.

    pd.options.mode.copy_on_write = "warn"

This mode will warn in many different scenarios that aren't actually relevant to most queries. ...

### Dedicated string data type (backed by Arrow) by default
Historically, pandas represented string columns with NumPy object data type. ..."""


def t18(rs: RowSet) -> None:
    q = "Why does pandas raise SettingWithCopyWarning, what is the recommended fix, and what changes with Copy-on-Write in pandas 3.0?"
    turns = [
        (search("SettingWithCopyWarning pandas how to fix", "pandas Copy-on-Write SettingWithCopyWarning 3.0"),
         res(("https://stackoverflow.com/questions/20625582/how-to-deal-with-settingwithcopywarning-in-pandas", "python - How to deal with SettingWithCopyWarning in Pandas - Stack Overflow",
              "The SettingWithCopyWarning was created to flag potentially confusing \"chained\" assignments ... df.loc[df['A'] > 2, 'B'] = new_val ...", "2024-02-02"),
             ("https://pandas.pydata.org/docs/user_guide/copy_on_write.html", "Copy-on-Write (CoW) - pandas 2.2.2 documentation",
              "Copy-on-Write will become the default in pandas 3.0. We recommend turning it on now to benefit from all improvements ...", "2024-04-10"),
             ("https://realpython.com/pandas-settingwithcopywarning/", "SettingWithCopyWarning in pandas: Views vs Copies - Real Python",
              "In this tutorial, you'll learn about views and copies in NumPy and pandas ...", "2023-05-21"),
             ("https://pandas.pydata.org/docs/whatsnew/v2.2.0.html", "What's new in 2.2.0 (January 19, 2024)",
              "Upcoming changes in pandas 3.0 ... Copy-on-Write will be enabled by default ...", "2024-01-19"))),
        (memory("add", dict={"so_question": "stackoverflow.com/questions/20625582 (How to deal with SettingWithCopyWarning in Pandas)",
                             "top_answer_tip": "use df.loc[mask, 'col'] = value instead of chained df[mask]['col'] = value"}),
         added("so_question", "top_answer_tip")),
        (extract("https://stackoverflow.com/questions/20625582/how-to-deal-with-settingwithcopywarning-in-pandas", "accepted answer and the recommended fixes"),
         SO_PAGE),
        (memory("retrieve", key_list=["top_answer_tip"]),
         "Key not found: top_answer_tip"),
        (extract("https://pandas.pydata.org/docs/user_guide/copy_on_write.html", "what CoW changes for chained assignment"),
         PD_COW),
        (memory("add", dict={"cow_info": "CoW optional since 1.5/2.0, default in pandas 3.0; chained assignment never works under CoW (ChainedAssignmentError warning)"}),
         added("cow_info")),
        (search("pandas 3.0 release date copy on write default"),
         res(("https://pandas.pydata.org/docs/whatsnew/v2.2.0.html", "What's new in 2.2.0 (January 19, 2024) - pandas",
              "pandas 3.0 will bring two bigger changes to the default behavior of pandas. Copy-on-Write ...", "2024-01-19"),
             ("https://github.com/pandas-dev/pandas/milestone/102", "3.0 Milestone · pandas-dev/pandas",
              "Past due by ... 71% complete · 214 open · 523 closed ...", "2024-06-30"),
             ("https://phofl.github.io/cow-introduction.html", "Copy-on-Write in pandas: a deep dive - Patrick Hoefler",
              "Copy-on-Write will be the default in pandas 3.0 ...", "2023-12-04"))),
        (extract("https://pandas.pydata.org/docs/whatsnew/v2.2.0.html", "pandas 3.0 changes regarding Copy-on-Write"),
         PD_WHATSNEW),
    ]
    rs.add(task=TASK, tid="h25-search-18", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-07-02"),
           bad=True, turn=4, kind="memory key added two turns earlier is reported as not found")


# ---------------------------------------------------------------------------------------------------------
# 19  ureq crate (crates.io, docs.rs, lib.rs) - clean: counters grow, units differ, listing re-sorted
# ---------------------------------------------------------------------------------------------------------

def ureq_crate(all_time: str, recent: str) -> str:
    return f"""# ureq - crates.io: Rust Package Registry

ureq v2.10.1 · Simple, safe HTTP client · #http #web #request #https #client

Readme · 97 Versions · Dependencies · Dependents

## Metadata
- published about 5 days ago (2024-09-05)
- 2021 edition
- MIT OR Apache-2.0
- 122 KiB
- MSRV: v1.67

## Install
Run the following Cargo command in your project directory: `cargo add ureq`
Or add the following line to your Cargo.toml: `ureq = "2.10.1"`

## Homepage / Repository
github.com/algesten/ureq

## Owners
Martin Algesten (algesten) · Jacob Hoffman-Andrews (jsha)

## Stats Overview
- {all_time} Downloads all time
- {recent} Recent downloads (last 90 days)
- 97 Versions published

## Readme
ureq is a simple, safe HTTP client. Ureq's first priority is being easy for you to use. It's great for anyone who wants a low-overhead HTTP client that just gets the job done. Works very well with HTTP APIs. Its features include cookies, JSON, HTTP proxies, HTTPS, interoperability with the http crate, and charset decoding. Ureq is in pure Rust for safety and ease of understanding. It avoids using unsafe directly. It uses blocking I/O instead of async I/O, because that keeps the API simple and keeps dependencies to a minimum. For TLS, ureq uses rustls or native-tls."""


DOCSRS_UREQ = """# ureq 2.10.1 - Docs.rs

Simple, safe HTTP client

Crate · Source · Builds · Feature flags

| | |
|---|---|
| Version | 2.10.1 |
| License | MIT OR Apache-2.0 |
| Links | Homepage · Repository · crates.io |
| Source size | 125.0 kB (124,960 bytes) |
| Documentation | 100% documented (482 of 482 items) |
| Owners | algesten, jsha |
| Dependencies | base64 ^0.22 · log ^0.4 · once_cell ^1 · url ^2 · rustls ^0.23 (optional) · webpki-roots ^0.26 (optional) · serde_json ^1 (optional) · ... |
| Build | ✓ x86_64-unknown-linux-gnu, built 2024-09-05 09:14:22 UTC (rustc 1.83.0-nightly) |

Platform: x86_64-unknown-linux-gnu · Feature flags: brotli, charset, cookies, gzip, json, native-certs, native-tls, proxy-from-env, socks-proxy, tls (default)"""


def ureq_versions(sort: str, rows: list[tuple[str, str, str]]) -> str:
    body = "\n".join(f"| {v} | {d} | {n} |" for v, d, n in rows)
    return f"""# ureq - Versions - crates.io: Rust Package Registry

97 versions · Sort by: {sort}

| Version | Published | Downloads |
|---|---|---|
{body}

Showing 10 of 97 versions · Load more"""


UREQ_BY_DATE = [("2.10.1", "2024-09-05", "311,208"), ("2.10.0", "2024-07-01", "2,914,288"), ("2.9.7", "2024-04-16", "3,802,117"),
                ("2.9.6", "2024-02-20", "2,455,905"), ("2.9.5", "2024-02-07", "401,233"), ("2.9.4", "2024-02-05", "188,610"),
                ("2.9.3", "2024-01-30", "320,554"), ("2.9.2", "2024-01-29", "97,120"), ("2.9.1", "2023-11-26", "4,918,902"),
                ("2.9.0", "2023-11-24", "171,409")]
UREQ_BY_DL = [("2.6.2", "2023-01-07", "9,874,130"), ("2.5.0", "2022-07-20", "6,455,219"), ("2.9.1", "2023-11-26", "4,918,955"),
              ("2.4.0", "2021-12-17", "4,102,330"), ("2.9.7", "2024-04-16", "3,802,181"), ("2.10.0", "2024-07-01", "2,914,390"),
              ("2.9.6", "2024-02-20", "2,455,917"), ("2.6.1", "2022-12-14", "2,001,004"), ("1.5.5", "2021-03-27", "1,892,776"),
              ("2.7.1", "2023-08-08", "1,640,002")]

LIBRS_UREQ = """# ureq - Rust HTTP client // Lib.rs

ureq 2.10.1 · Simple, safe HTTP client · MIT/Apache · 122KB · 2.5K SLoC

#1 in HTTP client · 1.6M downloads per month · Used in 1,208 crates (752 directly)

Release: 2.10.1 · Sep 5, 2024 · 97 releases · Since 2018

Note: lib.rs download numbers are a 30-day moving average and exclude bots where detectable."""


def t19(rs: RowSet) -> None:
    q = "How popular and how recently maintained is the Rust HTTP client crate ureq: latest version, release date, package size and downloads?"
    turns = [
        (search("ureq crate latest version", "ureq rust http client downloads"),
         res(("https://crates.io/crates/ureq", "ureq - crates.io: Rust Package Registry",
              "ureq v2.10.0 · Simple, safe HTTP client · 41,066,845 downloads ...", "2024-08-03"),
             ("https://docs.rs/ureq/latest/ureq/", "ureq - Rust - Docs.rs",
              "A simple, safe HTTP client. Ureq's first priority is being easy for you to use ...", "2024-09-05"),
             ("https://lib.rs/crates/ureq", "ureq - Rust HTTP client // Lib.rs",
              "#1 in HTTP client · 1.5M downloads per month ...", "2024-08-21"),
             ("https://github.com/algesten/ureq", "algesten/ureq: A simple, safe HTTP client - GitHub",
              "☆ 1.7k · Minimal request library in rust ...", "2024-09-06"))),
        (extract("https://crates.io/crates/ureq", "latest version, publish date, size and download counts"),
         ureq_crate("41,872,310", "6,104,552")),
        (extract("https://docs.rs/crate/ureq/2.10.1", "package size and build info"),
         DOCSRS_UREQ),
        (memory("add", dict={"latest": "ureq 2.10.1, published 2024-09-05",
                             "size": "122 KiB on crates.io = 124,960 bytes (docs.rs shows 125.0 kB)",
                             "downloads": "41,872,310 all time; 6,104,552 in last 90 days (crates.io)"}),
         added("latest", "size", "downloads")),
        (extract("https://crates.io/crates/ureq/versions?sort=date", "release cadence, most recent versions"),
         ureq_versions("Date", UREQ_BY_DATE)),
        (extract("https://crates.io/crates/ureq/versions?sort=downloads", "which versions are most downloaded"),
         ureq_versions("Downloads", UREQ_BY_DL)),
        (extract("https://lib.rs/crates/ureq", "monthly downloads and reverse dependencies"),
         LIBRS_UREQ),
        (extract("https://crates.io/crates/ureq", "re-check download counters"),
         ureq_crate("41,876,934", "6,105,871")),
        (memory("update", dict={"downloads": "41,876,934 all time; 6,105,871 in last 90 days (crates.io, re-checked); lib.rs 1.6M/month"}),
         updated("downloads")),
        (memory("retrieve_all"),
         got({"latest": "ureq 2.10.1, published 2024-09-05",
              "size": "122 KiB on crates.io = 124,960 bytes (docs.rs shows 125.0 kB)",
              "downloads": "41,876,934 all time; 6,105,871 in last 90 days (crates.io, re-checked); lib.rs 1.6M/month"})),
    ]
    rs.add(task=TASK, tid="h25-search-19", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-09-10"))


# ---------------------------------------------------------------------------------------------------------
# 20  Recamán's sequence (OEIS, Wikipedia) - a term in the DATA section changes between two extractions
# ---------------------------------------------------------------------------------------------------------

def recaman(count: int) -> list[int]:
    seq, seen = [0], {0}
    for n in range(1, count):
        x = seq[-1] - n
        if x < 0 or x in seen:
            x = seq[-1] + n
        seq.append(x)
        seen.add(x)
    return seq


def a005132(terms: list[int]) -> str:
    data = ", ".join(map(str, terms))
    return f"""# A005132 - OEIS

A005132 · Recamán's sequence (or Recaman's sequence): a(0) = 0; for n > 0, a(n) = a(n-1) - n if nonnegative and not already in the sequence, otherwise a(n) = a(n-1) + n.
(Formerly M2511)

{data}

OFFSET	0,3

COMMENTS
The name "Recamán's sequence" is due to N. J. A. Sloane, not to the author!
I conjecture that every number eventually appears - see A057167, A064227, A064228. - N. J. A. Sloane. That was written in 1991. Today I'm not so sure.
The sequence satisfies the recurrence a(n) = a(n-1) - n if that is positive and not already in the sequence, otherwise a(n) = a(n-1) + n.
As of Jan 25 2018, the first 10^230 terms have been computed and the smallest missing number is still 852655 = 5*31*5501. - Benjamin Chaffin, Jan 2018

REFERENCES
Alex Bellos and Edmund Harriss, Visions of the Universe (2016), Exercise 14.
N. J. A. Sloane and Simon Plouffe, The Encyclopedia of Integer Sequences, Academic Press, 1995 (includes this sequence).

LINKS
N. J. A. Sloane, Table of n, a(n) for n = 0..100000
Benjamin Chaffin, N. J. A. Sloane, and Allan Wilks, On sequences of Recaman type, paper in preparation, 2006.
Numberphile, The Slightly Spooky Recamán Sequence, Video (2018).

EXAMPLE
Consider n=6. We have a(5)=7 and try to subtract 6. The result, 1, is certainly positive, but we cannot use it because 1 is already in the sequence. So we must add 6 instead, getting a(6) = 7 + 6 = 13.

CROSSREFS
Cf. A057165 (addition steps), A057166 (subtraction steps), A057167 (steps to hit n), A008336, A046901 (simplified version), A064227 (records for reaching n), A064228 (value of n that take a record number of steps to reach), A064284 (no. of times n appears), A064290 (heights of terms), A064291 (record highs), A119632 (condensed version), A228474 (bidirectional version).

KEYWORD	nonn,nice,easy,look,hear
AUTHOR	Bernardo Recamán Santos
STATUS	approved

Last modified May 2 09:51 EDT 2024. Contains 372174 sequences. (Running on oeis4.)"""


def a057167(first: list[int]) -> str:
    return f"""# A057167 - OEIS

A057167 · Term in Recamán's sequence A005132 where n appears for first time, or -1 if n never appears.

{", ".join(map(str, first))}

OFFSET	0,3

COMMENTS
It is conjectured that every number eventually appears in A005132; the term for n = 852655 is not known. a(19) = 99734 is the first term that is unusually large.

CROSSREFS
Cf. A005132, A064227, A064228.

KEYWORD	nonn,nice
AUTHOR	N. J. A. Sloane, Sep 16 2000
STATUS	approved

Last modified May 2 09:51 EDT 2024. Contains 372174 sequences. (Running on oeis4.)"""


WIKI_RECAMAN = """# Recamán's sequence - Wikipedia

In mathematics and computer science, Recamán's sequence is a well known sequence defined by a recurrence relation. Because its elements are related to the previous elements in a straightforward way, they are often defined using recursion.

It takes its name after its inventor Bernardo Recamán Santos, a Colombian mathematician.

## Definition
Recamán's sequence a_0, a_1, a_2, ... is defined as:
a_n = 0 if n = 0; a_n = a_{n-1} - n if a_{n-1} - n > 0 and is not already in the sequence; a_n = a_{n-1} + n otherwise.

The first terms of the sequence are: 0, 1, 3, 6, 2, 7, 13, 20, 12, 21, 11, 22, 10, 23, 9, 24, 8, 25, 43, 62, 42, 63, 41, 18, 42, 17, 43, 16, 44, 15, 45, ... (sequence A005132 in the OEIS)

## Properties
The sequence satisfies a_n ≥ 0 and |a_n - a_{n-1}| = n. This is not a permutation of the integers: the first repeated term is 42 = a_24 = a_20.

It has been conjectured that every non-negative integer appears in the sequence. Even though this is not proven, numerical evidence is strong: 1 million terms ... By 2018, 10^230 terms had been calculated, and 852,655 was the smallest number that had not yet appeared.

## Visual representation
The sequence can be visualised by drawing alternating semicircles above and below the number line ...

This page was last edited on 3 April 2024, at 14:20 (UTC)."""


def t20(rs: RowSet) -> None:
    q = "What are the first terms of Recamán's sequence (OEIS A005132), which term is the first repeat, and what is the smallest number not known to appear?"
    shown = recaman(71)
    drifted = list(shown)
    drifted[19] = 26
    seen: dict[int, int] = {}
    for i, x in enumerate(recaman(100_000)):
        seen.setdefault(x, i)
    first = [seen.get(k, -1) for k in range(40)]
    assert first[19] == 99734
    turns = [
        (search("Recamán's sequence OEIS A005132", "Recaman sequence first terms"),
         res(("https://oeis.org/A005132", "A005132 - OEIS",
              "Recamán's sequence (or Recaman's sequence): a(0) = 0; for n > 0, a(n) = a(n-1) - n if nonnegative and not already in the sequence ... 0, 1, 3, 6, 2, 7, 13, 20, 12, 21, 11, 22, 10, 23, 9, 24, 8, 25, 43, 62, 42, 63 ...", "2024-05-02"),
             ("https://en.wikipedia.org/wiki/Recam%C3%A1n%27s_sequence", "Recamán's sequence - Wikipedia",
              "In mathematics and computer science, Recamán's sequence is a well known sequence defined by a recurrence relation ...", "2024-04-03"),
             ("https://mathworld.wolfram.com/RecamanSequence.html", "Recamán's Sequence -- from Wolfram MathWorld",
              "The sequence 0, 1, 3, 6, 2, 7, 13, 20, 12, 21, 11, 22, 10, 23, 9, 24, 8, 25, 43, 62, ... defined by a(0)=0 ...", "2021-11-12"),
             ("https://www.youtube.com/watch?v=FGC5TdIiT9U", "The Slightly Spooky Recamán Sequence - Numberphile",
              "Featuring Alex Bellos and Edmund Harriss ...", "2018-06-14"))),
        (extract("https://oeis.org/A005132", "first terms and definition"),
         a005132(shown)),
        (memory("add", dict={"first_20_terms": ", ".join(map(str, shown[:20])),
                             "definition": "a(0)=0; a(n)=a(n-1)-n if >=0 and new, else a(n-1)+n"}),
         added("first_20_terms", "definition")),
        (extract("https://oeis.org/A057167", "index at which each n first appears"),
         a057167(first)),
        (search("Recamán sequence smallest number not appeared 852655", "Recaman sequence first repeated term 42"),
         res(("https://en.wikipedia.org/wiki/Recam%C3%A1n%27s_sequence", "Recamán's sequence - Wikipedia",
              "... By 2018, 10^230 terms had been calculated, and 852,655 was the smallest number that had not yet appeared ...", "2024-04-03"),
             ("https://oeis.org/A064227", "A064227 - OEIS", "Records in A057167 ...", "2023-09-30"),
             ("https://math.stackexchange.com/questions/2791012/", "Does every natural number appear in Recamán's sequence? - Math Stack Exchange",
              "The conjecture is open; 852655 is the smallest number not found so far ...", "2018-05-22"))),
        (extract("https://en.wikipedia.org/wiki/Recam%C3%A1n%27s_sequence", "first repeated term and the smallest missing number"),
         WIKI_RECAMAN),
        (memory("add", dict={"first_repeat": "42 = a(20) = a(24)", "smallest_missing": "852,655 = 5*31*5501 (not seen in first 10^230 terms, Chaffin 2018)",
                             "slow_19": "19 first appears at step 99,734 (A057167)"}),
         added("first_repeat", "smallest_missing", "slow_19")),
        (extract("https://oeis.org/A005132", "re-read the DATA line to quote a(0)..a(24) exactly"),
         a005132(drifted)),
    ]
    rs.add(task=TASK, tid="h25-search-20", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-05-20"),
           bad=True, turn=8, kind="a term in the DATA line of the same OEIS entry differs on re-extraction")


# ---------------------------------------------------------------------------------------------------------
# 21  Highest peaks of Slovenia (hribi.net, Peakbagger, GURS) - clean: memory updates, removals, units, remeasurement
# ---------------------------------------------------------------------------------------------------------

HRIBI = """# Najvišji vrhovi Slovenije - Hribi.net

Seznam vrhov, višjih od 2500 m · Razvrsti po: višini ▼

| # | Vrh | Višina | Gorovje | Opomba |
|---|---|---|---|---|
| 1 | Triglav | 2864 m | Julijske Alpe | najvišji vrh Slovenije |
| 2 | Škrlatica | 2740 m | Julijske Alpe | |
| 3 | Mangart | 2679 m | Julijske Alpe | mejni vrh (Slovenija / Italija) |
| 4 | Visoki Rokav | 2646 m | Julijske Alpe | |
| 5 | Jalovec | 2645 m | Julijske Alpe | |
| 6 | Razor | 2601 m | Julijske Alpe | |
| 7 | Kanjavec | 2568 m | Julijske Alpe | |
| 8 | Prisojnik | 2547 m | Julijske Alpe | |
| 9 | Stenar | 2501 m | Julijske Alpe | |

Prikazanih 9 od 9 vrhov · Višine po podatkih Geodetske uprave RS (DMV) oz. vpisih uporabnikov."""

PB_TRIGLAV = """# Triglav, Slovenia - Peakbagger.com

| | |
|---|---|
| Elevation (feet) | 9396 |
| Elevation (meters) | 2864 |
| Continent | Europe |
| Range | Julian Alps (Range 5, Level 5) |
| Country | Slovenia (Highest Point) |
| Latitude/Longitude (WGS84) | 46° 22' 41'' N; 13° 50' 12'' E |
| Prominence | 2052 m (6732 ft) · Key Col: Tarvisio/Camporosso pass area |
| Isolation | 60 km to Großglockner area (Hohe Tauern) |
| Ascent info | 1,412 ascents logged |

Notes: Elevation of 2864 m is the long-standing official figure; a GNSS survey in 2021 gave 2863.65 m."""

GURS = """# Nova izmera višine Triglava | Geodetska uprava Republike Slovenije

Objavljeno: 9. 9. 2021

Geodeti Geodetske uprave RS so ob 30. obletnici samostojnosti Slovenije ponovno izmerili višino Triglava z GNSS opazovanji na vrhu in povezavo z novim višinskim sistemom SVS2010.

Nadmorska višina Triglava po novi izmeri znaša **2863,65 m** (višinski sistem SVS2010, višina vrha skale pod Aljaževim stolpom). Zaokrožena uradna višina ostaja **2864 m**.

Prejšnja izmera iz leta 1987 je dala 2864,36 m (v starem višinskem sistemu). Razlika je posledica predvsem spremembe višinskega sistema, ne dejanskega znižanja vrha.

Kontakt: gu@gov.si"""

PB_MANGART = """# Mangart, Italy-Slovenia - Peakbagger.com

| | |
|---|---|
| Elevation (feet) | 8789 |
| Elevation (meters) | 2679 |
| Continent | Europe |
| Range | Julian Alps |
| Country | Italy / Slovenia (on border) |
| Prominence | 1040 m (3412 ft) |
| Ascent info | 421 ascents logged |

Notes: The summit lies exactly on the Italy-Slovenia border. The Mangart road on the Slovenian side reaches 2055 m, the highest road in Slovenia."""


def t21(rs: RowSet) -> None:
    q = "What are the three highest mountains lying entirely within Slovenia, with their official heights (noting any recent remeasurement)?"
    turns = [
        (search("najvišji vrhovi Slovenije seznam", "Triglav nova izmera višine 2863"),
         res(("https://www.hribi.net/najvisji_vrhovi", "Najvišji vrhovi Slovenije - Hribi.net",
              "1. Triglav 2864 m · 2. Škrlatica 2740 m · 3. Mangart 2679 m · 4. Visoki Rokav 2646 m ...", "2024-02-17"),
             ("https://www.gov.si/novice/2021-09-09-nova-izmera-visine-triglava/", "Nova izmera višine Triglava | GOV.SI",
              "Nadmorska višina Triglava po novi izmeri znaša 2863,65 m ...", "2021-09-09"),
             ("https://www.peakbagger.com/peak.aspx?pid=10491", "Triglav, Slovenia - Peakbagger.com",
              "Elevation: 9396 feet, 2864 meters ... Slovenia High Point ...", "2023-12-30"),
             ("https://en.wikipedia.org/wiki/List_of_mountains_in_Slovenia", "List of mountains in Slovenia - Wikipedia",
              "Triglav 2,864 m · Škrlatica 2,740 m · Mangart 2,679 m · Jalovec 2,645 m ...", "2024-01-08"))),
        (extract("https://www.hribi.net/najvisji_vrhovi", "list of highest peaks with heights"),
         HRIBI),
        (memory("add", dict={"triglav_m": "2864", "skrlatica_m": "2740", "mangart_m": "2679 (border peak?)"}),
         added("triglav_m", "skrlatica_m", "mangart_m")),
        (extract("https://www.peakbagger.com/peak.aspx?pid=10491", "Triglav elevation and prominence"),
         PB_TRIGLAV),
        (extract("https://www.gov.si/novice/2021-09-09-nova-izmera-visine-triglava/", "new measured height of Triglav"),
         GURS),
        (memory("update", dict={"triglav_m": "2864 official (2021 GNSS survey: 2863.65 m in SVS2010)"}),
         updated("triglav_m")),
        (extract("https://www.peakbagger.com/peak.aspx?pid=10498", "is Mangart's summit entirely in Slovenia?"),
         PB_MANGART),
        (memory("remove", key_list=["mangart_m"]),
         removed("mangart_m")),
        (memory("add", dict={"visoki_rokav_m": "2646", "jalovec_m": "2645 (only 1 m lower than Visoki Rokav)"}),
         added("visoki_rokav_m", "jalovec_m")),
        (memory("retrieve", key_list=["mangart_m", "triglav_m"]),
         got({"triglav_m": "2864 official (2021 GNSS survey: 2863.65 m in SVS2010)"}) + "\nKey not found: mangart_m"),
        (memory("retrieve_all"),
         got({"triglav_m": "2864 official (2021 GNSS survey: 2863.65 m in SVS2010)", "skrlatica_m": "2740",
              "visoki_rokav_m": "2646", "jalovec_m": "2645 (only 1 m lower than Visoki Rokav)"})),
        (memory("add", dict={"answer": "Triglav 2864 m (2863.65 m by 2021 survey), Škrlatica 2740 m, Visoki Rokav 2646 m; Mangart 2679 m excluded as a border summit"}),
         added("answer")),
    ]
    rs.add(task=TASK, tid="h25-search-21", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-03-04"))


# ---------------------------------------------------------------------------------------------------------
# 22  requests 2.32.3 wheel hash (PyPI project page, PyPI simple index, GitHub) - a file hash differs between views
# ---------------------------------------------------------------------------------------------------------

WHL_SHA = "70761cfe03c773ceb22aa2f671b4757976145175cdfca038c02654d061d6dcc6"
TGZ_SHA = "55365417734eb18255590a9ff9eb97e9e1da868d4ccd6402399eaf68af20a760"

PYPI_REQ = f"""# requests · PyPI

requests 2.32.3 · `pip install requests==2.32.3` · Released: May 29, 2024

Python HTTP for Humans.

## Navigation
Project description · Release history · **Download files**

## Download files
Download the file for your platform. If you're not sure which to choose, learn more about installing packages.

### Source Distribution
**requests-2.32.3.tar.gz** (131.2 kB) · Uploaded May 29, 2024 · Source

### Built Distribution
**requests-2.32.3-py3-none-any.whl** (64.9 kB) · Uploaded May 29, 2024 · Python 3

## File details
Details for the file `requests-2.32.3.tar.gz`.
| Algorithm | Hash digest |
|---|---|
| SHA256 | {TGZ_SHA} |
| MD5 | fa3ee5ac3f1b3f4368bd74ab530d3f0f |
| BLAKE2b-256 | 63703ba5d68f5ec8b5d3ee29c2d4aa7c4d1f0b5c6c2e4bd7e2f5a2dfb6c4ad1e |

Details for the file `requests-2.32.3-py3-none-any.whl`.
| Algorithm | Hash digest |
|---|---|
| SHA256 | {WHL_SHA} |
| MD5 | 8e4e7f8d8b7c1e2b5b2e51a3c2f17a86 |
| BLAKE2b-256 | f9f9a0e1a1c6a4e5f8f4d2e5c1d0f3b8a6e2d9c7b4a1f0e3d6c9b2a5f8e1d4c7 |

## Meta
License: Apache Software License (Apache-2.0) · Author: Kenneth Reitz · Requires: Python >=3.8
Maintainers: graffatcolmingov, Lukasa, nateprewitt"""


def simple_index(whl_sha: str) -> str:
    return f"""# Links for requests

(PyPI simple index, PEP 503 HTML; showing the last 12 of 312 files)

- requests-2.31.0-py3-none-any.whl#sha256=58cd2187c01e70e6e26505bca751777aa9f2ee0b7f4300988b709f44e013003f (data-requires-python: >=3.7)
- requests-2.31.0.tar.gz#sha256=942c5a758f98d790eaed1a29cb6eefc7ffb0d1cf7af05c3d2791656dbd6ad1e1 (data-requires-python: >=3.7)
- requests-2.32.0-py3-none-any.whl#sha256=f2c3881dddb70d056c5bd7600a4fae312b2a300e39be6a118d30b90bd27262b5 (data-requires-python: >=3.8) [yanked: Yanked due to conflicts with CVE-2024-35195 mitigation]
- requests-2.32.0.tar.gz#sha256=fa5490319474c82ef1d2c9bc459d3652e3ae4ef4c4ebdd18a21145a47ca4b6b8 (data-requires-python: >=3.8) [yanked: Yanked due to conflicts with CVE-2024-35195 mitigation]
- requests-2.32.1-py3-none-any.whl#sha256=21ac9465cdf8c1650fe1ecde8a71669a93d4e6f147550483a2967d08396a56a5 (data-requires-python: >=3.8) [yanked: Yanked due to conflicts with CVE-2024-35195 mitigation]
- requests-2.32.1.tar.gz#sha256=eb97e87e64c79e64e5b8ac75cee9dd1f97f49e289b083ee6be96268930725685 (data-requires-python: >=3.8) [yanked: Yanked due to conflicts with CVE-2024-35195 mitigation]
- requests-2.32.2-py3-none-any.whl#sha256=fc06670dd0ed212426dfeb94fc1b983d917c4f9847c863f313c9dfaaffb7c23c (data-requires-python: >=3.8)
- requests-2.32.2.tar.gz#sha256=dd951ff5ecf3e3b3aa26b40703ba77495dab41da839ae72ef3c8e5d8e2433289 (data-requires-python: >=3.8)
- requests-2.32.3-py3-none-any.whl#sha256={whl_sha} (data-requires-python: >=3.8)
- requests-2.32.3.tar.gz#sha256={TGZ_SHA} (data-requires-python: >=3.8)

Generated by Warehouse · serial 24198377"""


GH_REQ_RELEASE = """# Release v2.32.3 · psf/requests

nateprewitt released this May 29, 2024 · v2.32.3 · `0e322af`

## 2.32.3 (2024-05-29)

**Bugfixes**
- Fixed bug breaking the ability to specify custom SSLContexts in sub-classes of HTTPAdapter. (#6716)
- Fixed issue where Requests started failing to run on Python versions compiled without the `ssl` module. (#6724)

Assets 2: Source code (zip) · Source code (tar.gz)

Contributors: nateprewitt, sigmavirus24"""

HISTORY_REQ = """# requests/HISTORY.md at main · psf/requests

Release History
===============

dev
---
- \\[Short description of non-trivial change.\\]

2.32.3 (2024-05-29)
-------------------
**Bugfixes**
- Fixed bug breaking the ability to specify custom SSLContexts in sub-classes of HTTPAdapter. (#6716)
- Fixed issue where Requests started failing to run on Python versions compiled without the `ssl` module. (#6724)

2.32.2 (2024-05-21)
-------------------
**Deprecations**
- To provide a more stable migration for custom HTTPAdapters impacted by the CVE changes in 2.32.0, we've renamed `_get_connection` to a new public API, `get_connection_with_tls_context`. Existing custom HTTPAdapters will need to migrate their code to use this new API. `get_connection` is considered deprecated in all versions of Requests>=2.32.0.

**Bugfixes**
- Fixed a regression where proxy configuration from environment variables was ignored after 2.32.0. (#6699)

2.32.1 (2024-05-20)
-------------------
**Bugfixes**
- Add missing test certs to the sdist distributed on PyPI.

2.32.0 (2024-05-20)
-------------------
**Security**
- Fixed an issue where setting `verify=False` on the first request from a Session will cause subsequent requests to the *same origin* to also ignore cert verification, regardless of the value of `verify`. (GHSA-9wx4-h78v-vm56)"""

REQ_INSTALL = """# Installation of Requests - Requests 2.32.3 documentation

## $ python -m pip install requests
To install Requests, simply run this simple command in your terminal of choice:

    $ python -m pip install requests

## Get the Source Code
Requests is actively developed on GitHub, where the code is always available.

You can either clone the public repository:

    $ git clone https://github.com/psf/requests.git

Or, download the tarball:

    $ curl -OL https://github.com/psf/requests/tarball/main
    # optionally, zipball is also available (for Windows users).

Once you have a copy of the source, you can embed it in your own Python package, or install it into your site-packages easily:

    $ cd requests
    $ python -m pip install ."""


def t22(rs: RowSet) -> None:
    q = "For a lockfile audit: what is the SHA-256 of the requests 2.32.3 wheel on PyPI, when was it released, and what did 2.32.3 fix?"
    turns = [
        (search("requests 2.32.3 pypi sha256 wheel", "requests 2.32.3 release notes"),
         res(("https://pypi.org/project/requests/2.32.3/", "requests · PyPI",
              "requests 2.32.3 · pip install requests==2.32.3 · Released: May 29, 2024 · Python HTTP for Humans.", "2024-05-29"),
             ("https://github.com/psf/requests/releases/tag/v2.32.3", "Release v2.32.3 · psf/requests",
              "Fixed bug breaking the ability to specify custom SSLContexts in sub-classes of HTTPAdapter (#6716) ...", "2024-05-29"),
             ("https://pypi.org/simple/requests/", "Links for requests",
              "requests-0.2.0.tar.gz requests-0.2.1.tar.gz ... requests-2.32.3-py3-none-any.whl ...", "2024-08-30"),
             ("https://github.com/psf/requests/blob/main/HISTORY.md", "requests/HISTORY.md at main · psf/requests",
              "Release History ... 2.32.3 (2024-05-29) Bugfixes ...", "2024-05-29"))),
        (extract("https://pypi.org/project/requests/2.32.3/#files", "file names, sizes and SHA256 digests"),
         PYPI_REQ),
        (memory("add", dict={"wheel_sha256": WHL_SHA, "sdist_sha256": TGZ_SHA,
                             "release_date": "2024-05-29 (PyPI upload and GitHub release)", "wheel_size": "64.9 kB"}),
         added("wheel_sha256", "sdist_sha256", "release_date", "wheel_size")),
        (extract("https://github.com/psf/requests/releases/tag/v2.32.3", "what 2.32.3 fixed"),
         GH_REQ_RELEASE),
        (extract("https://pypi.org/simple/requests/", "hash fragments for the 2.32.x files, to cross-check the lockfile"),
         simple_index(WHL_SHA.replace("cdfca038c0", "cdfca308c0"))),
        (search("requests 2.32.0 yanked CVE-2024-35195", "requests HISTORY 2.32.2 get_connection_with_tls_context"),
         res(("https://github.com/psf/requests/security/advisories/GHSA-9wx4-h78v-vm56", "Requests `Session` object does not verify requests after making first request with verify=False",
              "When making requests through a Requests Session, if the first request is made with verify=False to disable cert verification, all subsequent requests to the same origin will continue to ignore cert verification ...", "2024-05-20"),
             ("https://github.com/psf/requests/blob/main/HISTORY.md", "requests/HISTORY.md at main · psf/requests",
              "2.32.2 (2024-05-21) Deprecations - To provide a more stable migration for custom HTTPAdapters impacted by the CVE changes in 2.32.0 ...", "2024-05-29"),
             ("https://github.com/psf/requests/issues/6707", "2.32.0 yanked? · Issue #6707 · psf/requests",
              "2.32.0 and 2.32.1 have been yanked from PyPI ...", "2024-05-21"))),
        (extract("https://github.com/psf/requests/blob/main/HISTORY.md", "changes in 2.32.0 to 2.32.3"),
         HISTORY_REQ),
        (memory("add", dict={"changelog_2_32_3": "2.32.3: fixes custom SSLContext in HTTPAdapter subclasses (#6716) and Pythons built without ssl (#6724); 2.32.0/2.32.1 yanked"}),
         added("changelog_2_32_3")),
        (extract("https://requests.readthedocs.io/en/latest/user/install/", "installation instructions"),
         REQ_INSTALL),
        (memory("retrieve", key_list=["release_date", "changelog_2_32_3"]),
         got({"release_date": "2024-05-29 (PyPI upload and GitHub release)",
              "changelog_2_32_3": "2.32.3: fixes custom SSLContext in HTTPAdapter subclasses (#6716) and Pythons built without ssl (#6724); 2.32.0/2.32.1 yanked"})),
    ]
    rs.add(task=TASK, tid="h25-search-22", system=SEARCH_SYSTEM, turns=turns, state=st(q, "2024-09-02"),
           bad=True, turn=5, kind="sha256 of the same immutable release file differs between the project page and the simple index")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
