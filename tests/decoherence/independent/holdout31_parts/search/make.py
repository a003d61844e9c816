# ruff: noqa: E501
"""Held-out set 31, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Half carry exactly one world-model contradiction (an observation that contradicts an earlier one), half are
clean but full of legitimate changes (live counters, newer page stamps, pagination, filters, rounding,
different sources disagreeing, memory updates). Run with
``python -m tests.decoherence.independent.holdout31_parts.search.make``; it writes ``search_test.jsonl`` and
``labels.json`` next to this file.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

T = "search"


def fence(text: str) -> str:
    return "```\n" + text + "\n```"


def res(*items: tuple[str, str, str, str]) -> str:
    return fence(results(*items))


def found(url: str, goal: str, evidence: str, summary: str) -> str:
    return (f"The useful information in {url} for user goal {goal} as follows: \n\n"
            f"Evidence in page: \n{evidence.strip()}\n\nSummary: \n{summary.strip()}\n")


def ex(url: str, goal: str, evidence: str, summary: str) -> tuple[str, str]:
    return extract(url, goal), found(url, goal, evidence, summary)


def px(url: str, goal: str, page: str) -> tuple[str, str]:
    """An extraction answered with the page text itself (Markdown)."""
    return extract(url, goal), page.strip() + "\n"


def sx(queries: list[str], *items: tuple[str, str, str, str]) -> tuple[str, str]:
    return search(*queries), res(*items)


def dump(d: dict[str, Any]) -> str:
    return "Retrieved items:\n" + json.dumps(d, indent=2, ensure_ascii=False)


class Mem:
    """A faithful dict_memory; ``show`` lets a bad trajectory print a drifted view."""

    def __init__(self) -> None:
        self.d: dict[str, Any] = {}

    def add(self, items: dict[str, Any]) -> tuple[str, str]:
        self.d.update(items)
        return memory("add", dict=items), f"Successfully added items of {list(items)!r} to memory."

    def update(self, items: dict[str, Any]) -> tuple[str, str]:
        for k in items:
            assert k in self.d, k
        self.d.update(items)
        return memory("update", dict=items), f"Successfully updated items of {list(items)!r} in memory."

    def remove(self, ks: list[str]) -> tuple[str, str]:
        for k in ks:
            del self.d[k]
        return memory("remove", key_list=ks), f"Successfully removed items of {ks!r} from memory."

    def get(self, ks: list[str], view: dict[str, Any] | None = None) -> tuple[str, str]:
        d = self.d if view is None else view
        hit = {k: d[k] for k in ks if k in d}
        miss = [f"Key not found: {k}" for k in ks if k not in d]
        parts = ([dump(hit)] if hit else []) + miss
        return memory("retrieve", key_list=ks), "\n".join(parts)

    def all(self, view: dict[str, Any] | None = None) -> tuple[str, str]:
        d = self.d if view is None else view
        return memory("retrieve_all"), dump(d) if d else "Memory is empty."

    def clear(self) -> tuple[str, str]:
        self.d.clear()
        return memory("remove_all"), "Successfully removed all items from memory."


def st(question: str, date: str) -> str:
    return f"Research question: {question}\nSession date: {date}"


# ---------------------------------------------------------------------------------------------------------
# 01 (bad): busiest container ports 2023 -- an updated memory key reads back its pre-update value
def t01(rs: RowSet) -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/List_of_busiest_container_ports"
    mpa = "https://www.mpa.gov.sg/media-centre/details/singapore-s-maritime-performance-in-2023"
    ll = "https://www.lloydslist.com/LL1150255/One-Hundred-Container-Ports-2024"
    turns = [
        sx(["busiest container ports 2023 TEU ranking", "Shanghai port 2023 container throughput"],
           (wiki, "List of busiest container ports - Wikipedia", "This is a list of the busiest container ports in the world, measured in twenty-foot equivalent units (TEU) handled per year. In 2023 the Port of Shanghai remained the busiest, followed by Singapore and Ningbo-Zhoushan ...", "2024-08-21"),
           (ll, "One Hundred Container Ports 2024 | Lloyd's List", "Shanghai tops the ranking for the 14th consecutive year with 49.2m teu, ahead of Singapore (39m teu) and Ningbo-Zhoushan (35.3m teu). Seven of the top ten are in mainland China ...", "2024-07-29"),
           (mpa, "Singapore's Maritime Performance in 2023 - MPA", "Container throughput reached a record 39.01 million twenty-foot equivalent units (TEUs) in 2023, an increase of 4.6% from 2022 ...", "2024-01-12"),
           ("https://english.news.cn/20240103/5c1d7e0a2c6e4e0f9f7c3b1d2a4e6f80/c.html", "Shanghai port's container throughput exceeds 49 mln TEUs in 2023 - Xinhua", "SHANGHAI, Jan. 3 (Xinhua) -- Shanghai port handled 49.158 million twenty-foot equivalent units (TEUs) of containers in 2023, up 3.9 percent year on year ...", "2024-01-03"),
           ("https://www.worldshipping.org/top-50-ports", "The Top 50 Container Ports | World Shipping Council", "Rankings based on 2022 volumes (million TEU): 1 Shanghai 47.30, 2 Singapore 37.29, 3 Ningbo-Zhoushan 33.35, 4 Shenzhen 30.04, 5 Qingdao 25.67 ...", "2023-11-02"),
           ("https://www.porttechnology.org/news/top-10-container-ports-2023/", "Top 10 container ports of 2023 - Port Technology International", "Chinese ports dominate the 2023 league table. Ningbo-Zhoushan grew 5.9% to 35.3 million TEU while Shenzhen slipped to 29.88 million TEU ...", "2024-02-14")),
        ex(wiki, "find the 2023 ranking and TEU volumes of the top container ports",
           """
## 2023 ranking (as published in the article's main table)

| Rank 2023 | Port | Country | Volume 2023 (million TEU) | Volume 2022 (million TEU) | Change |
|---|---|---|---|---|---|
| 1 | Shanghai | China | 49.2 | 47.3 | +3.9% |
| 2 | Singapore | Singapore | 39.0 | 37.3 | +4.6% |
| 3 | Ningbo-Zhoushan | China | 35.3 | 33.4 | +5.9% |
| 4 | Shenzhen | China | 29.9 | 30.0 | -0.5% |
| 5 | Qingdao | China | 28.8 | 25.7 | +12.0% |
| 6 | Guangzhou | China | 25.4 | 24.9 | +2.2% |
| 7 | Busan | South Korea | 23.0 | 22.1 | +4.0% |
| 8 | Tianjin | China | 22.2 | 21.0 | +5.5% |
| 9 | Jebel Ali (Dubai) | United Arab Emirates | 14.5 | 14.0 | +3.4% |
| 10 | Hong Kong | China | 14.3 | 16.7 | -14.2% |
| 11 | Port Klang | Malaysia | 14.1 | 13.2 | +6.3% |
| 12 | Rotterdam | Netherlands | 13.4 | 14.5 | -7.0% |

Note under the table: "Figures rounded to one decimal place; sources are port authority annual reports and Lloyd's List One Hundred Ports 2024. Rank is by unrounded volume."

The article states that Shanghai has been the world's busiest container port every year since 2010, when it overtook Singapore.

Page footer: "This page was last edited on 21 August 2024, at 06:14 (UTC)."
""",
           "The Wikipedia table ranks Shanghai first (49.2 million TEU in 2023), Singapore second (39.0 million TEU) and Ningbo-Zhoushan third (35.3 million TEU). Volumes are rounded to one decimal place; the underlying sources are port authority reports and Lloyd's List."),
        m.add({"rank1_2023": "Shanghai — 49.2 million TEU (2023, Wikipedia table, 1 d.p.)",
               "rank2_2023": "Singapore — 39.0 million TEU (2023, Wikipedia table, 1 d.p.)",
               "rank3_2023": "Ningbo-Zhoushan — 35.3 million TEU (2023, Wikipedia table, 1 d.p.)"}),
        ex(mpa, "find Singapore's exact 2023 container throughput",
           """
"In 2023, Singapore's container throughput reached a record 39.01 million twenty-foot equivalent units (TEUs), an increase of 4.6% from 37.29 million TEUs in 2022."

"Vessel arrival tonnage crossed 3 billion gross tonnes (GT) for the first time, reaching 3.09 billion GT, an increase of 9.4% compared with 2022."

"Bunker sales remained robust at 51.82 million tonnes, a record high and an increase of 8.1% from 2022. Sales of alternative marine fuels such as biofuel blends and LNG more than doubled to 0.5 million tonnes."

"The Singapore Registry of Ships remained among the top five in the world, with a total registered tonnage of more than 100 million GT."

Page header: "Published: 12 Jan 2024 | Media Release"
""",
           "MPA reports that Singapore handled 39.01 million TEU in 2023 (+4.6% from 37.29 million TEU in 2022), with record vessel arrival tonnage of 3.09 billion GT and record bunker sales of 51.82 million tonnes."),
        sx(["Ningbo-Zhoushan port 2023 container throughput 35.3 million TEU official"],
           ("https://www.nbport.com.cn/gfww/en/news/2024/0105/c1028a4122.html", "Ningbo Zhoushan Port completes 35.30 million TEU in 2023 - Ningbo Zhoushan Port Group", "In 2023 Ningbo Zhoushan Port handled 35.30 million TEU of containers, up 5.9% year on year, and cargo throughput of 1.32 billion tonnes, ranking first in the world for the 15th consecutive year ...", "2024-01-05"),
           ("https://www.seatrade-maritime.com/ports/ningbo-zhoushan-tops-35m-teu-2023", "Ningbo-Zhoushan tops 35m teu in 2023 | Seatrade Maritime", "Ningbo-Zhoushan container volumes rose to 35.3m teu last year, keeping the port in third place behind Shanghai and Singapore ...", "2024-01-08"),
           ("https://en.wikipedia.org/wiki/Port_of_Ningbo-Zhoushan", "Port of Ningbo-Zhoushan - Wikipedia", "The Port of Ningbo-Zhoushan is the busiest port in the world in terms of cargo tonnage ... container throughput of 35.3 million TEU in 2023 ...", "2024-06-30"),
           ("https://www.statista.com/statistics/264538/container-throughput-ningbo-zhoushan/", "Ningbo-Zhoushan port container throughput 2013-2023 | Statista", "In 2023, the port of Ningbo-Zhoushan handled around 35.3 million TEU, up from 33.35 million TEU in the previous year ...", "2024-03-20")),
        m.update({"rank2_2023": "Singapore — 39.01 million TEU in 2023 (+4.6% y/y; MPA media release, 12 Jan 2024)",
                  "rank3_2023": "Ningbo-Zhoushan — 35.30 million TEU in 2023 (+5.9% y/y; Ningbo Zhoushan Port Group, 5 Jan 2024)"}),
    ]
    view = dict(m.d)
    view["rank2_2023"] = "Singapore — 39.0 million TEU (2023, Wikipedia table, 1 d.p.)"
    turns.append(m.all(view))
    turns += [
        ex(ll, "confirm the top three of the 2023 ranking and Shanghai's volume",
           """
"Shanghai retains its crown as the world's busiest box port for the 14th year running, handling 49.2m teu in 2023, up 3.9% on the previous year."

"Singapore remains a clear second on 39m teu, while Ningbo-Zhoushan consolidates third place with 35.3m teu."

Ranking table excerpt (2023 throughput, teu):
| Rank | Port | 2023 | 2022 | Change |
|---|---|---|---|---|
| 1 | Shanghai | 49,158,000 | 47,303,000 | 3.9% |
| 2 | Singapore | 39,010,000 | 37,289,600 | 4.6% |
| 3 | Ningbo-Zhoushan | 35,300,000 | 33,351,000 | 5.9% |
| 4 | Shenzhen | 29,880,000 | 30,036,900 | -0.5% |
| 5 | Qingdao | 28,770,000 | 25,670,000 | 12.1% |

"Published 29 Jul 2024"
""",
           "Lloyd's List confirms the 2023 top three: Shanghai 49,158,000 TEU, Singapore 39,010,000 TEU and Ningbo-Zhoushan 35,300,000 TEU."),
        m.add({"answer_draft": "2023: 1) Shanghai 49.16m TEU; 2) Singapore 39.01m TEU; 3) Ningbo-Zhoushan 35.30m TEU (Lloyd's List 2024, MPA, NZP Group)"}),
    ]
    rs.add(task=T, tid="h31-search-01", system=SEARCH_SYSTEM, turns=turns,
           state=st("Which three ports handled the most containers in 2023, and how many TEU did each handle?", "2024-09-03"),
           bad=True, turn=7, kind="memory key updated at turn 6 reads back its old pre-update value in retrieve_all")


# ---------------------------------------------------------------------------------------------------------
# 02 (bad): Pitt Rivers Museum object -- accession number differs between two extractions of the same record
def t02(rs: RowSet) -> None:
    m = Mem()
    srch = "https://prm.web.ox.ac.uk/collections-online#/search/simple-search/snow%20goggles"
    obj = "https://prm.web.ox.ac.uk/collections-online#/item/prm-object-58213"
    dcb = "http://www.biographi.ca/en/bio/peck_edmund_james_15E.html"

    def record(goal: str, acc: str) -> tuple[str, str]:
        return px(obj, goal, f"""
# Snow goggles — Pitt Rivers Museum Collections Online

**Accession Number:** {acc}
**Object Name:** Snow goggles
**Cultural Group:** Inuit
**Country:** Canada
**Region:** Eastern Hudson Bay, Nunavik, Quebec
**Locality:** Little Whale River (Kuujjuarapik area)
**Date Made:** Before 1893
**Materials:** Wood (driftwood), sinew, soot pigment
**Process:** Carved, blackened
**Dimensions:** Length = 131 mm; Height = 38 mm; Depth = 27 mm (slit width 3 mm)
**Display Status:** Not on display — Lower Gallery store, Drawer 214

## Description
Wooden snow goggles carved from a single piece of driftwood, shaped to fit closely over the eyes and bridge of the nose, with two narrow horizontal eye-slits. The inner surface is blackened with soot to reduce glare. A plaited sinew cord is threaded through holes at each end to tie behind the head. Small areas of wear on the nose-bridge suggest use.

## Acquisition
**Field Collector:** Rev. Edmund James Peck
**PRM Source:** Rev. Edmund James Peck
**Acquisition Method:** Donated
**Date Acquired:** 1893
**Related Documents File:** Peck 1893 donation letter (RDF 1893.27)

## Other Information
Accession Book Entry: "Snow goggles of wood, with sinew band. Eskimo, Little Whale River, Hudson's Bay. Given by the Rev. E. J. Peck, 1893." Card catalogue adds: "Peck was CMS missionary at Little Whale River."

Primary Documentation: Accession book, card catalogue, object label.

*Record last modified: 14 Feb 2022*
""")

    turns = [
        sx(["Pitt Rivers Museum Inuit snow goggles wood donated", "Pitt Rivers Museum collections online snow goggles"],
           (srch, "Search results: snow goggles — Pitt Rivers Museum Collections Online", "7 objects match 'snow goggles'. Inuit, Sámi and Chukchi examples in wood, bone and antler ...", "2022-02-14"),
           ("https://www.prm.ox.ac.uk/arctic-clothing-project", "Arctic Clothing of North America — Pitt Rivers Museum", "The Arctic Clothing of North America project (2002–2005) documented more than 200 items of Inuit and Yup'ik clothing and accessories held by the museum ...", "2019-11-04"),
           ("https://www.prm.ox.ac.uk/collections/introduction-to-the-collections", "Introduction to the collections | Pitt Rivers Museum", "The museum holds over 700,000 objects, photographs and manuscripts from all over the world and from all periods of human history ...", "2023-05-10"),
           ("https://blogs.bodleian.ox.ac.uk/archivesandmanuscripts/peck-papers", "The Peck papers: a missionary among the Inuit - Archives and Manuscripts at the Bodleian", "Edmund James Peck (1850–1924) spent more than forty years among the Inuit of Hudson Bay and Baffin Island ...", "2021-03-18")),
        px(srch, "list the snow goggles in the collection with their accession numbers", """
# Collections Online — Search results

**Search:** snow goggles · **7 results** · Sorted by: Relevance · Showing 1–7

| # | Accession Number | Object Name | Cultural Group | Country | Materials | Date Acquired |
|---|---|---|---|---|---|---|
| 1 | 1893.27.4 | Snow goggles | Inuit | Canada | Wood, sinew | 1893 |
| 2 | 1884.56.31 | Snow goggles | Inuit | Canada | Wood, leather | 1884 |
| 3 | 1884.56.32 | Snow goggles | Inuit | Greenland | Bone | 1884 |
| 4 | 1911.86.17 | Snow goggles | Chukchi | Russia | Antler, hide | 1911 |
| 5 | 1925.34.6 | Snow goggles | Sámi | Norway | Wood, reindeer hide | 1925 |
| 6 | 1938.9.112 | Snow goggles (model) | Inuit | Canada | Ivory | 1938 |
| 7 | 1999.15.2 | Snow goggles | Inuit | Canada | Caribou antler, cord | 1999 |

Filters: Cultural Group (Inuit 4, Chukchi 1, Sámi 1, Inuit—Copper 1) · Country (Canada 4, Greenland 1, Russia 1, Norway 1)

Click a row to open the full object record.
"""),
        record("get the full record of the wooden Inuit snow goggles, including donor and acquisition date", "1893.27.4"),
        m.add({"object": "Wooden snow goggles, Inuit, Little Whale River (eastern Hudson Bay) — PRM accession 1893.27.4",
               "donor": "Rev. E. J. Peck, donated 1893"}),
        sx(["Edmund James Peck missionary Little Whale River biography"],
           (dcb, "Biography – PECK, EDMUND JAMES – Volume XV (1921-1930) – Dictionary of Canadian Biography", "PECK, EDMUND JAMES, Anglican clergyman and missionary; b. 15 April 1850 in Rusholme (Manchester), England ... d. 10 Sept. 1924 in Ottawa ...", "2005-01-01"),
           ("https://en.wikipedia.org/wiki/Edmund_Peck", "Edmund Peck - Wikipedia", "Edmund James Peck (1850–1924) was an English Anglican missionary to the Inuit, known for adapting Cree syllabics to Inuktitut ...", "2024-01-22"),
           ("https://www.thecanadianencyclopedia.ca/en/article/edmund-james-peck", "Edmund James Peck | The Canadian Encyclopedia", "Peck founded the Anglican mission at Blacklead Island, Cumberland Sound, in 1894 ...", "2015-03-04")),
        ex(dcb, "find Peck's dates and where he worked before 1894",
           """
"PECK, EDMUND JAMES, Anglican clergyman and missionary; b. 15 April 1850 in Rusholme (Manchester), England ... d. 10 Sept. 1924 in Ottawa."

"In 1876 the Church Missionary Society sent him to Moose Factory and then to Little Whale River on the east coast of Hudson Bay, where he worked among the Inuit and Cree until 1892."

"He adapted the syllabic script devised for Cree to Inuktitut and translated portions of scripture into it."

"After a period in England in 1892–93, during which he was ordained priest, Peck established the mission at Blacklead Island in Cumberland Sound in 1894."
""",
           "Edmund James Peck (1850–1924) was a CMS missionary who worked at Little Whale River on eastern Hudson Bay from 1876 to 1892, was in England in 1892–93, and founded the Blacklead Island mission in 1894."),
        m.update({"donor": "Rev. Edmund James Peck (1850–1924), CMS missionary at Little Whale River 1876–92; donated 1893 while in England"}),
        record("get the dimensions and the accession book entry of the same snow goggles", "1893.72.4"),
        m.all(),
    ]
    m_final = {"answer": "PRM 1893.27.4: Inuit wooden snow goggles from Little Whale River, donated in 1893 by Rev. Edmund James Peck (CMS missionary, 1850–1924)."}
    turns.append(m.add(m_final))
    rs.add(task=T, tid="h31-search-02", system=SEARCH_SYSTEM, turns=turns,
           state=st("Who donated the Pitt Rivers Museum's wooden Inuit snow goggles, when, and under which accession number?", "2024-04-17"),
           bad=True, turn=8, kind="accession number of the same museum record differs from the earlier extraction with the same last-modified stamp")


# ---------------------------------------------------------------------------------------------------------
# 03 (bad): Paris 2024 swimming world records -- a removed memory key is back in retrieve_all
def t03(rs: RowSet) -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/Swimming_at_the_2024_Summer_Olympics"
    oly = "https://olympics.com/en/news/leon-marchand-400m-individual-medley-olympic-record-paris-2024"
    wa = "https://www.worldaquatics.com/swimming/records"
    turns = [
        sx(["Paris 2024 swimming world records set list", "world records broken at Paris 2024 Olympics swimming"],
           (wiki, "Swimming at the 2024 Summer Olympics - Wikipedia", "... Three world records and numerous Olympic records were set during the competition at Paris La Défense Arena ...", "2024-08-30"),
           ("https://www.nbcolympics.com/news/every-swimming-record-broken-2024-paris-olympics", "Every swimming record broken at the 2024 Paris Olympics - NBC Olympics", "Pan Zhanle, Bobby Finke and the U.S. women's 4x100m medley relay all set world records, while Léon Marchand collected four Olympic records ...", "2024-08-05"),
           (oly, "Léon Marchand breaks Olympic record to win 400m IM gold", "France's Léon Marchand won the men's 400m individual medley in an Olympic record of 4:02.95 ...", "2024-07-28"),
           ("https://www.swimswam.com/paris-2024-records-tracker/", "Paris 2024 Records Tracker - SwimSwam", "Live tracker of world, Olympic and continental records set at the Paris 2024 Olympic Games ... last updated Aug 4, 2024 ...", "2024-08-04"),
           (wa, "Records | World Aquatics", "Swimming world records — long course metres (LCM) and short course metres (SCM), men and women ...", "2024-08-12")),
        ex(wiki, "list the world records set in swimming at Paris 2024",
           """
Records section: "The following world and Olympic records were set during the competition."

World records:
| Date | Event | Name | Nationality | Time | Record |
|---|---|---|---|---|---|
| 31 July | Men's 100 m freestyle final | Pan Zhanle | China | 46.40 | WR |
| 4 August | Men's 1500 m freestyle final | Bobby Finke | United States | 14:30.67 | WR |
| 4 August | Women's 4 × 100 m medley relay final | Regan Smith, Lilly King, Gretchen Walsh, Torri Huske | United States | 3:49.63 | WR |

Olympic records (excerpt): men's 400 m individual medley final, 28 July — Léon Marchand (France) 4:02.95 OR; men's 200 m butterfly final, 31 July — Léon Marchand 1:51.21 OR; men's 200 m breaststroke final, 31 July — Léon Marchand 2:05.85 OR; men's 200 m individual medley final, 2 August — Léon Marchand 1:54.06 OR; women's 400 m individual medley final, 29 July — Summer McIntosh 4:27.71; ...
""",
           "Three world records were set: Pan Zhanle 46.40 in the men's 100 m freestyle (31 July), Bobby Finke 14:30.67 in the men's 1500 m freestyle (4 August) and the US women's 4×100 m medley relay 3:49.63 (4 August). Marchand's swims are listed as Olympic records."),
        m.add({"wr_m100free": "Pan Zhanle (CHN) 46.40 — 31 Jul 2024",
               "wr_m1500free": "Bobby Finke (USA) 14:30.67 — 4 Aug 2024",
               "wr_w4x100medley": "USA (Smith, King, Walsh, Huske) 3:49.63 — 4 Aug 2024",
               "wr_m400im": "Léon Marchand (FRA) 4:02.95 — 28 Jul 2024 (check: WR or only OR?)"}),
        ex(oly, "is Marchand's 4:02.95 in the 400m IM a world record or an Olympic record",
           """
"Léon Marchand delighted the home crowd at Paris La Défense Arena on Sunday (28 July), winning the men's 400m individual medley in an Olympic record time of 4:02.95."

"The 22-year-old Frenchman was just outside his own world record of 4:02.50, which he set at the World Aquatics Championships in Fukuoka in July 2023, breaking Michael Phelps' long-standing mark."

"Japan's Tomoyuki Matsushita took silver in 4:08.62 and Carson Foster of the USA bronze in 4:08.66."
""",
           "Marchand's 4:02.95 is an Olympic record, not a world record; his world record of 4:02.50 dates from Fukuoka 2023."),
        m.remove(["wr_m400im"]),
    ]
    view = {**m.d, "wr_m400im": "Léon Marchand (FRA) 4:02.95 — 28 Jul 2024 (check: WR or only OR?)"}
    turns.append(m.all(view))
    turns += [
        ex(wa, "confirm the current world records for men's 100 free, men's 1500 free and women's 4x100 medley relay",
           """
Swimming world records — Long Course (50 m):
| Event | Athlete / Team | Nation | Time | Date | Competition | Location |
|---|---|---|---|---|---|---|
| Men 100m Freestyle | Pan Zhanle | CHN | 46.40 | 31 Jul 2024 | Olympic Games | Paris (FRA) |
| Men 1500m Freestyle | Bobby Finke | USA | 14:30.67 | 04 Aug 2024 | Olympic Games | Paris (FRA) |
| Men 400m Individual Medley | Léon Marchand | FRA | 4:02.50 | 23 Jul 2023 | World Championships | Fukuoka (JPN) |
| Women 4x100m Medley Relay | USA (R. Smith, L. King, G. Walsh, T. Huske) | USA | 3:49.63 | 04 Aug 2024 | Olympic Games | Paris (FRA) |

Updated: 12 Aug 2024
""",
           "World Aquatics lists Pan Zhanle (46.40), Bobby Finke (14:30.67) and the US women's medley relay (3:49.63) as current world records from Paris 2024; the 400 m IM world record is still Marchand's 4:02.50 from Fukuoka 2023."),
        m.add({"answer": "3 swimming WRs at Paris 2024: Pan Zhanle 100 free 46.40; Bobby Finke 1500 free 14:30.67; USA women 4x100 medley 3:49.63."}),
    ]
    rs.add(task=T, tid="h31-search-03", system=SEARCH_SYSTEM, turns=turns,
           state=st("Which swimming world records were set at the Paris 2024 Olympic Games?", "2024-08-20"),
           bad=True, turn=6, kind="memory key removed at turn 5 is present again in retrieve_all")


# ---------------------------------------------------------------------------------------------------------
# 04 (bad): 2024 Noto earthquake -- origin time on the USGS origin tab differs from the event page
def t04(rs: RowSet) -> None:
    m = Mem()
    ev = "https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0xl/executive"
    org = "https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0xl/origin/detail"
    jma = "https://www.jma.go.jp/jma/en/News/2024_Noto_Peninsula_Earthquake.html"
    expl = "https://www.temblor.net/earthquake-insights/why-do-magnitudes-differ-noto-2024-15847/"
    turns = [
        sx(["2024 Noto Peninsula earthquake USGS magnitude depth origin time", "能登半島地震 2024 気象庁 マグニチュード 7.6"],
           (ev, "M 7.5 - 2024 Noto Peninsula, Japan Earthquake | USGS", "2024-01-01 07:10:09 (UTC) 37.488°N 137.271°E 10.0 km depth. PAGER alert level: Red. Tsunami warning issued ...", "2024-01-01"),
           (jma, "The 2024 Noto Peninsula Earthquake - Japan Meteorological Agency", "At 16:10 JST on 1 January 2024 an earthquake of magnitude 7.6 occurred in the Noto region of Ishikawa Prefecture. A seismic intensity of 7 was observed in Shika Town and Wajima City ...", "2024-01-02"),
           ("https://en.wikipedia.org/wiki/2024_Noto_earthquake", "2024 Noto earthquake - Wikipedia", "On 1 January 2024, at 16:10 JST, a magnitude 7.5 (Mw) or 7.6 (Mjma) earthquake struck the Noto Peninsula in Ishikawa Prefecture, Japan ...", "2024-05-28"),
           ("https://www.reuters.com/world/asia-pacific/strong-earthquake-hits-central-japan-2024-01-01/", "Powerful earthquake strikes central Japan, tsunami warning issued | Reuters", "A magnitude 7.6 earthquake struck the Noto region of Ishikawa prefecture on New Year's Day, the Japan Meteorological Agency said ...", "2024-01-01"),
           ("https://www.emsc-csem.org/Earthquake_information/earthquake.php?id=1598823", "M 7.5 - NEAR WEST COAST OF HONSHU, JAPAN - 2024-01-01 07:10:09 UTC - EMSC", "Magnitude Mw 7.5, region NEAR WEST COAST OF HONSHU, JAPAN, date time 2024-01-01 07:10:09.5 UTC, depth 10 km ...", "2024-01-01")),
        px(ev, "get USGS magnitude, origin time, location, depth and alert levels", """
# M 7.5 - 2024 Noto Peninsula, Japan Earthquake

**Event ID:** us6000m0xl · **Review Status:** REVIEWED

- **Time:** 2024-01-01 07:10:09 (UTC) — 2024-01-01 16:10:09 (UTC+09:00) local
- **Location:** 37.488°N 137.271°E
- **Depth:** 10.0 km
- **Magnitude:** 7.5 Mww

## Impact summary
- **PAGER:** Alert level RED for estimated fatalities, ORANGE for economic losses. "High casualties are probable and the disaster is likely widespread."
- **ShakeMap:** Maximum estimated intensity IX (Violent).
- **Did You Feel It?:** 1,342 responses, maximum reported intensity IX.
- **Tsunami:** A tsunami warning was issued by the Japan Meteorological Agency. For official tsunami information see the JMA.

## Tectonic summary (excerpt)
"The January 1, 2024, M 7.5 earthquake near the west coast of Honshu, Japan, occurred as the result of reverse faulting at shallow depth on a fault striking northeast-southwest. Preliminary fault models suggest rupture of roughly 150 km length ... The event was preceded by an intense earthquake swarm beneath the Noto Peninsula that began in late 2020, including a M 6.2 event on 5 May 2023."

## Contributors
Origin: US · Magnitude: US · Moment tensor: US (Mww), GCMT, JMA

*Last updated: 2024-03-15 21:47:36 UTC*
"""),
        m.add({"usgs_mag": "Mww 7.5", "usgs_origin_utc": "2024-01-01 07:10:09 UTC (16:10:09 JST)",
               "usgs_depth": "10.0 km", "usgs_event_id": "us6000m0xl"}),
        ex(jma, "get JMA magnitude, depth and maximum seismic intensity",
           """
"At 16:10 JST on 1 January 2024, an earthquake with a magnitude of 7.6 (preliminary) occurred at a depth of 16 km in the Noto region of Ishikawa Prefecture."

"A maximum seismic intensity of 7 on the JMA scale was observed in Shika Town and Wajima City, Ishikawa Prefecture. Seismic intensity 6 upper was observed in Nanao City, Suzu City, Anamizu Town and Noto Town."

"A Major Tsunami Warning was issued for the Noto coast at 16:22 JST and later downgraded. Tsunami of 80 cm or more was observed at Kanazawa and at Wajima Port (the Wajima tide gauge was damaged)."

"JMA named the event 'The 2024 Noto Peninsula Earthquake' (令和6年能登半島地震)."
""",
           "JMA gives Mj 7.6, depth 16 km, origin 16:10 JST, and maximum intensity 7 (Shika and Wajima), with a Major Tsunami Warning for the Noto coast."),
        px(org, "get the detailed origin solution (uncertainties, number of stations)", """
# M 7.5 - 2024 Noto Peninsula, Japan Earthquake — Origin

**Event ID:** us6000m0xl · **Review Status:** REVIEWED · Catalog: US

| Parameter | Value | Uncertainty |
|---|---|---|
| Magnitude | 7.5 Mww | ± 0.1 |
| Location | 37.488°N 137.271°E | ± 6.2 km |
| Depth | 10.0 km | ± 1.8 km |
| Origin Time | 2024-01-01 07:01:09.476 UTC | ± 1.24 s |
| Number of Stations | 362 | |
| Number of Phases | 389 | |
| Minimum Distance | 2.36 km (0.02°) | |
| Travel Time Residual | 0.92 s | |
| Azimuthal Gap | 21° | |
| FE Region | Near west coast of Honshu, Japan (228) | |

Magnitude solutions: Mww 7.5 (US, 124 stations) · mb 6.9 (US) · Ms_20 7.4 (US) · Mwr 7.5 (US) · Mw 7.5 (GCMT)

*Last updated: 2024-03-15 21:47:36 UTC*
"""),
        m.add({"jma_mag": "Mj 7.6 (preliminary)", "jma_depth": "16 km", "jma_max_intensity": "7 (Shika Town, Wajima City)"}),
        sx(["why does JMA give magnitude 7.6 and USGS 7.5 for the Noto earthquake"],
           (expl, "Why do magnitudes differ? The 2024 Noto earthquake - Temblor.net", "JMA's magnitude (Mj) is computed from displacement amplitudes on a regional network, while USGS reports moment magnitude (Mww) from long-period waves ...", "2024-01-09"),
           ("https://www.data.jma.go.jp/eqev/data/joho/mj_mw.html", "気象庁マグニチュードとモーメントマグニチュード", "気象庁マグニチュード(Mj)は主に地震波の最大振幅から求めるもので、モーメントマグニチュード(Mw)は断層運動の規模から求める ...", "2021-04-01"),
           ("https://earthquake.usgs.gov/learn/topics/measure.php", "Earthquake Magnitude, Energy Release, and Shaking Intensity | USGS", "Magnitudes from different agencies may differ by a few tenths because of differences in methods and data ...", "2022-11-14")),
        ex(expl, "explain the difference between the JMA and USGS magnitudes",
           """
"The Japan Meteorological Agency reported magnitude 7.6, whereas the USGS and the Global CMT project reported moment magnitude 7.5. Both are correct within their own definitions."

"JMA's Mj is derived from the maximum amplitudes of displacement and velocity seismograms recorded by its dense domestic network, and it is calibrated to older Japanese catalogues. Moment magnitude, used by the USGS, is calculated from the seismic moment obtained by fitting long-period waveforms."

"Differences of one or two tenths between Mj and Mw are common for large shallow events in Japan. The 2011 Tohoku earthquake, for example, was initially reported as Mj 7.9, later revised to Mw 9.0."

"Depths also differ: USGS fixed the depth at 10 km in its routine solution, while JMA located the hypocentre at 16 km using local stations."
""",
           "Mj (JMA, amplitude-based, local network) and Mw (USGS, moment-based) are different scales; a 0.1 difference is normal. Depth differences (10 km fixed by USGS vs 16 km by JMA) come from different location methods."),
        m.all(),
        m.add({"answer": "USGS: Mww 7.5, 2024-01-01 07:10:09 UTC, depth 10 km (us6000m0xl). JMA: Mj 7.6, 16:10 JST, depth 16 km, max intensity 7. Difference is scale/method, not an error."}),
    ]
    rs.add(task=T, tid="h31-search-04", system=SEARCH_SYSTEM, turns=turns,
           state=st("What magnitude, depth and origin time do USGS and JMA give for the 1 January 2024 Noto Peninsula earthquake, and why do they differ?", "2024-04-02"),
           bad=True, turn=5, kind="USGS origin time on the origin tab (07:01:09) differs from the event page's 07:10:09 with the same last-updated stamp")


# ---------------------------------------------------------------------------------------------------------
# 05 (bad): Central Bank of Iceland -- a rate in the decision table changes between two extractions
def t05(rs: RowSet) -> None:
    m = Mem()
    page = "https://www.cb.is/monetary-policy/interest-rate-decisions/"
    may = "https://www.cb.is/publications/news/news/2025/05/21/Statement-of-the-Monetary-Policy-Committee-21-May-2025/"

    def table(nov: str) -> str:
        return f"""
# Interest rate decisions — Central Bank of Iceland (Seðlabanki Íslands)

The key interest rate is the interest rate on seven-day term deposits. Decisions are taken by the Monetary Policy Committee (MPC) and announced at 8:30 on decision days.

| Announcement date | Key interest rate (%) | Change (percentage points) |
|---|---|---|
| 21 May 2025 | 7.50 | -0.25 |
| 19 March 2025 | 7.75 | -0.25 |
| 5 February 2025 | 8.00 | -0.50 |
| 20 November 2024 | {nov} | -0.50 |
| 2 October 2024 | 9.00 | -0.25 |
| 21 August 2024 | 9.25 | 0.00 |
| 8 May 2024 | 9.25 | 0.00 |
| 20 March 2024 | 9.25 | 0.00 |
| 7 February 2024 | 9.25 | 0.00 |
| 22 November 2023 | 9.25 | 0.00 |
| 4 October 2023 | 9.25 | 0.00 |
| 23 August 2023 | 9.25 | +0.50 |
| 24 May 2023 | 8.75 | +1.25 |
| 22 March 2023 | 7.50 | +1.00 |
| 8 February 2023 | 6.50 | +0.50 |

Next scheduled decision: 20 August 2025.

Other Central Bank rates (effective 21 May 2025): current account rate 7.25%; seven-day collateralised lending rate 8.25%; overnight lending rate 9.00%.

*Last updated: 21.5.2025*
"""

    turns = [
        sx(["Central Bank of Iceland key interest rate decisions 2024 2025", "Seðlabanki Íslands stýrivextir lækkun"],
           (page, "Interest rate decisions | Central Bank of Iceland", "The key interest rate is the rate on seven-day term deposits ... Table of MPC decisions since 2009 ...", "2025-05-21"),
           (may, "Statement of the Monetary Policy Committee 21 May 2025", "The Monetary Policy Committee of the Central Bank of Iceland has decided to lower the Bank's interest rates by 0.25 percentage points ...", "2025-05-21"),
           ("https://www.reuters.com/markets/europe/iceland-central-bank-cuts-rates-first-time-four-years-2024-10-02/", "Iceland's central bank cuts rates for first time in four years | Reuters", "Iceland's central bank cut its key rate by 25 basis points to 9.00% on Wednesday, its first reduction since 2020 ...", "2024-10-02"),
           ("https://www.ruv.is/english/2025-02-05-key-rate-lowered-to-8-percent", "Key interest rate lowered to 8 percent - RÚV", "The Central Bank lowered its key rate by half a percentage point this morning, to 8 percent ...", "2025-02-05"),
           ("https://tradingeconomics.com/iceland/interest-rate", "Iceland Interest Rate - Trading Economics", "The Central Bank of Iceland cut its key interest rate by 25bps to 7.5% in May 2025 ... Interest Rate in Iceland averaged 6.74 percent from 2007 until 2025 ...", "2025-05-21")),
        px(page, "list all key rate decisions since 2023 with the changes", table("8.50")),
        m.add({"peak_rate": "9.25% — set 23 Aug 2023, held until 2 Oct 2024",
               "current_rate": "7.50% (decided 21 May 2025)"}),
        ex(may, "find the size of the May 2025 cut and the MPC's reasoning",
           """
"The Monetary Policy Committee (MPC) of the Central Bank of Iceland has decided to lower the Bank's interest rates by 0.25 percentage points. The Bank's key interest rate — the rate on seven-day term deposits — will therefore be 7.5%."

"Twelve-month inflation measured 4.2% in April and has eased from 4.8% in December. Underlying inflation has also subsided but remains above target."

"The MPC is of the view that the monetary stance is still tight and that there is scope to continue lowering interest rates cautiously. Future decisions will depend on developments in inflation and the economy."

"One MPC member voted against the Governor's proposal and preferred to hold rates unchanged."
""",
           "On 21 May 2025 the MPC cut by 0.25 pp to 7.5% (one member preferred a hold); inflation was 4.2% in April."),
        sx(["Iceland central bank November 2024 rate cut 50 basis points 8.5%"],
           ("https://www.reuters.com/markets/europe/iceland-cuts-key-rate-50-bps-2024-11-20/", "Iceland's central bank cuts key rate by 50 bps to 8.5% | Reuters", "Iceland's central bank cut its key interest rate by 50 basis points to 8.50% on Wednesday, as inflation continued to slow ...", "2024-11-20"),
           ("https://www.icelandreview.com/news/key-rate-lowered-to-8-5/", "Key Rate Lowered to 8.5% | Iceland Review", "The Central Bank of Iceland has lowered its key interest rate by 0.5 percentage points, to 8.5 percent ...", "2024-11-20"),
           (page, "Interest rate decisions | Central Bank of Iceland", "The key interest rate is the rate on seven-day term deposits ... Table of MPC decisions since 2009 ...", "2025-05-21")),
        px(page, "verify the size of each cut since October 2024", table("8.75")),
        m.add({"cuts": "2 Oct 2024 -0.25; 20 Nov 2024 -0.50; 5 Feb 2025 -0.50; 19 Mar 2025 -0.25; 21 May 2025 -0.25 => total -1.75 pp (175 bp) from 9.25% to 7.50%"}),
        sx(["Iceland inflation April 2025 4.2% Statistics Iceland CPI"],
           ("https://www.statice.is/publications/news-archive/prices/consumer-price-index-in-april-2025/", "Consumer price index in April 2025 - Statistics Iceland", "The consumer price index based on prices in April 2025 increased by 0.62% from the previous month ... over the last twelve months the CPI has increased by 4.2% ...", "2025-04-29"),
           ("https://tradingeconomics.com/iceland/inflation-cpi", "Iceland Inflation Rate - Trading Economics", "Iceland's annual inflation rate stood at 4.2% in April 2025, unchanged from March and the lowest since late 2020 ...", "2025-04-29")),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-05", system=SEARCH_SYSTEM, turns=turns,
           state=st("How much has the Central Bank of Iceland cut its key interest rate since the easing cycle began, and what is the rate now?", "2025-06-02"),
           bad=True, turn=6, kind="rate for the 20 Nov 2024 decision reads 8.75 instead of 8.50 on a re-extraction of the same table (same stamp)")


# ---------------------------------------------------------------------------------------------------------
# 06 (bad): 2023 Game of the Year awards -- a key added at turn 6 is missing from retrieve_all
def t06(rs: RowSet) -> None:
    m = Mem()
    tga = "https://thegameawards.com/history/year-2023"
    dice = "https://en.wikipedia.org/wiki/27th_Annual_D.I.C.E._Awards"
    bafta = "https://www.bafta.org/games/awards/2024-winners-nominations"
    bg3 = "https://en.wikipedia.org/wiki/Baldur%27s_Gate_3"
    turns = [
        sx(["The Game Awards 2023 Game of the Year winner nominees"],
           (tga, "The Game Awards 2023 — Winners", "Game of the Year: Baldur's Gate 3 (Larian Studios). Nominees: Alan Wake 2, Baldur's Gate 3, Marvel's Spider-Man 2, Resident Evil 4, Super Mario Bros. Wonder, The Legend of Zelda: Tears of the Kingdom ...", "2023-12-08"),
           ("https://www.ign.com/articles/the-game-awards-2023-winners-list", "The Game Awards 2023 Winners: The Full List - IGN", "Baldur's Gate 3 took home Game of the Year at The Game Awards 2023, held at the Peacock Theater in Los Angeles on December 7 ...", "2023-12-08"),
           ("https://en.wikipedia.org/wiki/The_Game_Awards_2023", "The Game Awards 2023 - Wikipedia", "The Game Awards 2023 was an award show that honored the best video games of 2023. It was held on December 7, 2023, at the Peacock Theater ...", "2024-06-19"),
           ("https://www.theverge.com/2023/12/7/23992321/the-game-awards-2023-winners-list", "Here are all the winners from The Game Awards 2023 - The Verge", "Alan Wake 2 won three awards including best game direction, while Baldur's Gate 3 won six ...", "2023-12-08")),
        ex(tga, "list the 2023 winners in the main categories",
           """
| Category | Winner |
|---|---|
| Game of the Year | Baldur's Gate 3 (Larian Studios) |
| Best Game Direction | Alan Wake 2 (Remedy Entertainment) |
| Best Narrative | Alan Wake 2 |
| Best Art Direction | Alan Wake 2 |
| Best Score and Music | Final Fantasy XVI |
| Best Audio Design | Hi-Fi Rush |
| Best Performance | Neil Newbon — Baldur's Gate 3 (Astarion) |
| Best Ongoing Game | Cyberpunk 2077 |
| Best Community Support | Baldur's Gate 3 |
| Best Independent Game | Sea of Stars |
| Best Action/Adventure Game | The Legend of Zelda: Tears of the Kingdom |
| Best RPG | Baldur's Gate 3 |
| Best Family Game | Super Mario Bros. Wonder |
| Best Multiplayer | Baldur's Gate 3 |
| Players' Voice | Baldur's Gate 3 |
| Most Anticipated Game | Final Fantasy VII Rebirth |

Ceremony: 7 December 2023, Peacock Theater, Los Angeles. Host: Geoff Keighley.
""",
           "Baldur's Gate 3 won Game of the Year at The Game Awards 2023 (7 Dec 2023), plus Best RPG, Best Multiplayer, Best Performance, Best Community Support and Players' Voice; Alan Wake 2 won three awards."),
        m.add({"tga_2023": "Baldur's Gate 3 (Larian) — TGA ceremony 7 Dec 2023",
               "tga_runners": "Alan Wake 2, Marvel's Spider-Man 2, Resident Evil 4, Super Mario Bros. Wonder, Zelda: Tears of the Kingdom"}),
        sx(["DICE Awards 2024 Game of the Year", "GDC Awards 2024 Game of the Year winner"],
           (dice, "27th Annual D.I.C.E. Awards - Wikipedia", "The 27th Annual D.I.C.E. Awards were held on February 15, 2024 at the Aria Resort and Casino in Las Vegas ... Game of the Year: Baldur's Gate 3 ...", "2024-04-03"),
           ("https://gdconf.com/news/baldurs-gate-3-wins-game-year-gdc-awards-2024", "Baldur's Gate 3 wins Game of the Year at the 2024 Game Developers Choice Awards", "Larian Studios' Baldur's Gate 3 took home the top honor at the 24th Game Developers Choice Awards on March 20, 2024 ...", "2024-03-21"),
           ("https://www.gamesindustry.biz/dice-awards-2024-winners", "DICE Awards 2024: Baldur's Gate 3 wins Game of the Year | GamesIndustry.biz", "Baldur's Gate 3 won five awards at the DICE Awards, including Game of the Year and Role-Playing Game of the Year ...", "2024-02-16")),
        ex(dice, "find the DICE 2024 Game of the Year and ceremony date",
           """
"The 27th Annual D.I.C.E. Awards was the 27th edition of the D.I.C.E. Awards ceremony, held on February 15, 2024 at the Aria Resort and Casino in Las Vegas, hosted by Greg Miller and Jessica Chobot."

"Baldur's Gate 3 won the most awards, including Game of the Year, Role-Playing Game of the Year, Outstanding Achievement in Game Design, Outstanding Achievement in Game Direction, and Outstanding Achievement in Story."

Game of the Year nominees: Alan Wake 2; Baldur's Gate 3; Marvel's Spider-Man 2; Super Mario Bros. Wonder; The Legend of Zelda: Tears of the Kingdom.
""",
           "DICE Game of the Year 2024 (held 15 Feb 2024, Las Vegas): Baldur's Gate 3, which also won RPG of the Year and several craft awards."),
        m.add({"dice_2024": "Baldur's Gate 3 — DICE Game of the Year, 15 Feb 2024 (Las Vegas)",
               "gdca_2024": "Baldur's Gate 3 — GDCA Game of the Year, 20 Mar 2024 (San Francisco)"}),
        ex(bafta, "find the BAFTA Games Awards 2024 Best Game",
           """
"The BAFTA Games Awards 2024 took place on Thursday 11 April at the Queen Elizabeth Hall, London, hosted by Frankie Ward and Elle Osili-Wood."

"Baldur's Gate 3 won Best Game, along with Audio Achievement, Multiplayer, Narrative, Performer in a Leading Role (Amelia Tyler, the Narrator) and Performer in a Supporting Role (Andrew Wincott, Raphael)."

"Other winners: Game Beyond Entertainment — Venba; British Game — Viewfinder; Debut Game — Venba; EE Game of the Year (public vote) — Baldur's Gate 3; Technical Achievement — The Legend of Zelda: Tears of the Kingdom."
""",
           "BAFTA Games Awards (11 April 2024, London): Best Game — Baldur's Gate 3, which won six awards in total; the public-vote EE Game of the Year also went to Baldur's Gate 3."),
        m.add({"bafta_2024": "Baldur's Gate 3 — BAFTA Best Game, 11 Apr 2024 (London)",
               "golden_joystick_2023": "Baldur's Gate 3 — Ultimate Game of the Year, Golden Joystick Awards, 10 Nov 2023"}),
        ex(bg3, "find the release dates of Baldur's Gate 3 on each platform",
           """
Infobox: "Release: Windows — 3 August 2023; PlayStation 5 — 6 September 2023; macOS — 22 September 2023; Xbox Series X/S — 7 December 2023."

"Baldur's Gate 3 was released in early access for Windows and Stadia in October 2020 and fully released for Windows in August 2023."

"Baldur's Gate 3 received critical acclaim ... it won numerous Game of the Year awards, including at The Game Awards, the D.I.C.E. Awards, the Game Developers Choice Awards, the Golden Joystick Awards, and the British Academy Games Awards — making it the first game to win the Game of the Year category at all five major ceremonies."
""",
           "Baldur's Gate 3 released on Windows on 3 Aug 2023, PS5 on 6 Sep 2023, macOS on 22 Sep 2023 and Xbox Series X/S on 7 Dec 2023 (early access from Oct 2020); it won GOTY at TGA, DICE, GDCA, Golden Joysticks and BAFTA."),
    ]
    view = {k: v for k, v in m.d.items() if k != "dice_2024"}
    turns.append(m.all(view))
    turns.append(m.add({"bg3_release": "Windows 3 Aug 2023; PS5 6 Sep 2023; macOS 22 Sep 2023; Xbox Series X/S 7 Dec 2023 (early access Oct 2020)"}))
    rs.add(task=T, tid="h31-search-06", system=SEARCH_SYSTEM, turns=turns,
           state=st("Which 2023 game won Game of the Year at the five major awards (TGA, DICE, GDCA, Golden Joystick, BAFTA), and when was it released on each platform?", "2024-05-06"),
           bad=True, turn=10, kind="memory key added at turn 6 is missing from retrieve_all with no remove")


# ---------------------------------------------------------------------------------------------------------
# 07 (bad): kakapo population -- retrieve says a key added at turn 3 does not exist
def t07(rs: RowSet) -> None:
    m = Mem()
    doc = "https://www.doc.govt.nz/our-work/kakapo-recovery/"
    rnz = "https://www.rnz.co.nz/news/national/478112/kakapo-breeding-season-ends-with-record-number-of-chicks"
    turns = [
        sx(["kākāpō population 2024 Department of Conservation", "kakapo how many alive"],
           (doc, "Kākāpō Recovery: Our work - Department of Conservation", "Kākāpō are critically endangered, with a total population of 244 birds ... Every kākāpō has a name and is closely monitored ...", "2024-10-03"),
           ("https://en.wikipedia.org/wiki/K%C4%81k%C4%81p%C5%8D", "Kākāpō - Wikipedia", "The kākāpō is a species of large, flightless, nocturnal, ground-dwelling parrot endemic to New Zealand ... As of 2024 the known population is about 244 living individuals ...", "2024-09-12"),
           ("https://www.iucnredlist.org/species/22685245/129927909", "Strigops habroptilus — The IUCN Red List of Threatened Species", "Critically Endangered C2a(ii); D. Population trend: increasing. Number of mature individuals: 116 (assessed 2018) ...", "2018-08-09"),
           ("https://www.rnz.co.nz/news/national/478112/kakapo-breeding-season-ends-with-record-number-of-chicks", "Kākāpō breeding season ends with record number of chicks | RNZ News", "The 2022 breeding season produced 55 surviving chicks, taking the population past 250 for the first time in decades ...", "2022-10-21")),
        px(doc, "find the current kakapo population and the most recent breeding season", """
# Kākāpō Recovery

Kākāpō are a critically endangered, flightless, nocturnal parrot found only in Aotearoa New Zealand. Kākāpō Recovery works in partnership with Ngāi Tahu to return the species to a secure future.

## Population
- **Current population: 244** (adults and juveniles combined)
- Lowest recorded population: 51 (1995)
- Breeding females: 78

Population is now managed across five predator-free islands and one fenced mainland site:

| Site | Birds |
|---|---|
| Whenua Hou / Codfish Island | 89 |
| Pukenui / Anchor Island | 67 |
| Te Kākahu-o-Tamatea / Chalky Island | 32 |
| Hauturu-o-Toi / Little Barrier Island | 14 |
| Maungatautari (fenced sanctuary) | 9 |
| Other / in care | 33 |

## Breeding
Kākāpō only breed when trees such as rimu fruit heavily (a mast), usually every two to four years. The **most recent breeding season was 2022**, when 55 chicks survived to fledging — a record. No breeding season occurred in 2023 or 2024.

## Threats
Low genetic diversity, infertility (around 60% of eggs are infertile), disease (aspergillosis, 2019 outbreak) and, on the mainland, introduced predators.

*Page last updated: 3 October 2024*
"""),
        m.add({"kakapo_pop": "244 (DOC Kākāpō Recovery, page updated 3 Oct 2024)",
               "last_breeding_season": "2022 — 55 chicks fledged (record); no breeding in 2023 or 2024"}),
        sx(["kākāpō 2022 breeding season chicks hatched fledged record"],
           (rnz, "Kākāpō breeding season ends with record number of chicks | RNZ News", "The 2022 breeding season produced 55 surviving chicks, taking the population past 250 for the first time in decades ...", "2022-10-21"),
           ("https://www.doc.govt.nz/news/media-releases/2022-media-releases/record-kakapo-breeding-season/", "Record kākāpō breeding season - DOC media release", "The 2022 season saw 63 chicks hatch and 55 survive to fledging, beating the 2019 record ...", "2022-09-14"),
           ("https://www.theguardian.com/world/2022/aug/15/kakapo-population-new-zealand-record-breeding-season", "Kākāpō population soars after record breeding season | The Guardian", "New Zealand's flightless parrot now numbers 252, up from 197 at the start of the year ...", "2022-08-15")),
        m.get(["last_breeding_season"], view={k: v for k, v in m.d.items() if k != "last_breeding_season"}),
        ex(rnz, "get hatch and fledge numbers of the 2022 kakapo breeding season",
           """
"Kākāpō Recovery says the 2022 breeding season has officially ended with 55 chicks surviving to fledging, the largest number since intensive management began."

"A total of 63 chicks hatched during the season, from 221 eggs laid by 53 females. Eight chicks died, mostly in their first weeks."

"The population now stands at 252, compared with 197 at the start of the year. The previous record season, in 2019, produced 71 chicks, but a fungal disease outbreak that year killed several birds."

"Kākāpō breed only in years of abundant rimu fruit. The next season is not expected before 2025."
""",
           "2022 season: 221 eggs from 53 females, 63 hatched, 55 fledged; population reached 252 (RNZ, 21 Oct 2022). The population has since fallen to 244 per DOC (Oct 2024)."),
        m.add({"last_breeding_season": "2022 — 221 eggs, 63 hatched, 55 fledged (record); population 252 after the season; no breeding 2023–24"}),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-07", system=SEARCH_SYSTEM, turns=turns,
           state=st("How many kākāpō are alive today, and how many chicks hatched and fledged in the most recent breeding season?", "2024-11-20"),
           bad=True, turn=5, kind="retrieve reports 'Key not found' for a key added at turn 3 and never removed")


# ---------------------------------------------------------------------------------------------------------
# 08 (bad): GTA VI release window -- an article's 'Updated' stamp goes back before its earlier-shown value
def t08(rs: RowSet) -> None:
    m = Mem()
    verge = "https://www.theverge.com/2024/5/16/24158510/gta-6-release-date-fall-2025-take-two"
    rock = "https://www.rockstargames.com/newswire/article/8ka3a1o9a3ak2o/grand-theft-auto-vi-trailer-1"
    tt = "https://www.take2games.com/ir/news/take-two-interactive-software-inc-reports-results-for-fiscal-year-2024"
    ign = "https://www.ign.com/articles/gta-6-everything-we-know"

    def article(goal: str, updated: str) -> tuple[str, str]:
        return px(verge, goal, f"""
# GTA 6 is coming in fall 2025, says Take-Two

*Gaming / News / Business*

By Jay Peters · **May 16, 2024, 4:22 PM EDT** · Updated {updated}

Rockstar's Grand Theft Auto VI now has a narrower release window: fall 2025. Take-Two Interactive, Rockstar's parent company, shared the new timing in its fiscal year 2024 earnings report on Thursday.

Previously, Rockstar had only said the game was coming in 2025 when it released the first trailer in December. That trailer broke YouTube's record for the most views in 24 hours for a non-music video, racking up more than 90 million views in its first day.

"We are highly confident that Rockstar Games will deliver on its ambitions for Grand Theft Auto VI, which is planned for release in Fall of calendar 2025," Take-Two said in its earnings release.

Take-Two CEO Strauss Zelnick told investors that the company is "highly confident" in the date, but he didn't rule out further delays in an interview with Bloomberg: "We're in the business of delivering perfection."

The game is set in the fictional state of Leonida, based on Florida, and will star Lucia, the series' first playable female lead of the modern era. So far Rockstar has only confirmed it's coming to PlayStation 5 and Xbox Series X / S. There's no word on a PC version.

Take-Two also said it expects net bookings of $5.55 billion to $5.65 billion for fiscal year 2025, and that it is laying off around 5 percent of its workforce as part of a cost-cutting plan announced in April.

*Update, May 16th, 5:05PM ET: Added Zelnick's comments to Bloomberg.*
""")

    turns = [
        sx(["GTA 6 release date fall 2025 Take-Two confirmed", "Grand Theft Auto VI platforms PS5 Xbox Series X"],
           (verge, "GTA 6 is coming in fall 2025, says Take-Two - The Verge", "Rockstar's Grand Theft Auto VI now has a narrower release window: fall 2025. Take-Two Interactive shared the new timing in its fiscal year 2024 earnings report ...", "2024-05-16"),
           (rock, "Grand Theft Auto VI Trailer 1 - Rockstar Games", "Watch the first trailer for Grand Theft Auto VI, coming 2025 to PlayStation 5 and Xbox Series X|S ...", "2023-12-04"),
           (tt, "Take-Two Interactive Software, Inc. Reports Results for Fiscal Year 2024", "... Grand Theft Auto VI, which is planned for release in Fall of calendar 2025 ...", "2024-05-16"),
           (ign, "GTA 6: Everything We Know So Far - IGN", "GTA 6 is set in Leonida and Vice City, launches in fall 2025 on PS5 and Xbox Series X|S. Here's everything we know about the trailer, map and characters ...", "2024-05-17"),
           ("https://www.bloomberg.com/news/articles/2024-05-16/take-two-says-gta-vi-on-track-for-fall-2025-release", "Take-Two Says GTA VI on Track for Fall 2025 Release - Bloomberg", "Take-Two Interactive Software Inc. said the next Grand Theft Auto game will be released in the fall of 2025, narrowing the window ...", "2024-05-16")),
        px(rock, "find the platforms and release year given with the first trailer", """
# Grand Theft Auto VI Trailer 1

*Rockstar Newswire · December 4, 2023*

Grand Theft Auto VI heads to the state of Leonida, home to the neon-soaked streets of Vice City and beyond in the biggest, most immersive evolution of the Grand Theft Auto series yet.

**Coming 2025 to PlayStation 5 and Xbox Series X|S.**

Watch the first trailer now.

[Trailer 1 — 1:31]

Posted by Rockstar Games. The trailer was originally scheduled for December 5 at 9 AM ET; it was released early on December 4 at 6:00 PM ET after it leaked online.

Tags: Grand Theft Auto VI, Trailer
"""),
        article("find the release window and the exact quote from Take-Two", "May 16, 2024, 5:05 PM EDT"),
        m.add({"release_window": "Fall (calendar) 2025 — Take-Two FY2024 earnings release, 16 May 2024",
               "platforms": "PS5 and Xbox Series X|S (no PC announced)"}),
        ex(tt, "find the exact wording on GTA VI in the earnings release",
           """
"NEW YORK--(BUSINESS WIRE)--May 16, 2024-- Take-Two Interactive Software, Inc. (NASDAQ:TTWO) today reported results for its fourth quarter and fiscal year ended March 31, 2024."

"Strauss Zelnick, Chairman and CEO of Take-Two, said: 'We are highly confident that Rockstar Games will deliver on its ambitions for Grand Theft Auto VI, which is planned for release in Fall of calendar 2025.'"

"For fiscal year 2025, the Company expects net bookings of $5.55 to $5.65 billion."

"In April 2024, the Company implemented a cost reduction program ... including a reduction of approximately 5% of its current headcount."
""",
           "Take-Two's FY2024 release (16 May 2024) says GTA VI 'is planned for release in Fall of calendar 2025'; FY2025 net bookings guidance is $5.55–5.65 billion."),
        sx(["GTA 6 PC version Rockstar statement"],
           (ign, "GTA 6: Everything We Know So Far - IGN", "Rockstar has not announced a PC version of GTA 6. Historically, PC versions of GTA 5 and Red Dead Redemption 2 arrived 18 months and a year after console launches ...", "2024-05-17"),
           ("https://www.pcgamer.com/gta-6-pc-release/", "Is GTA 6 coming to PC? | PC Gamer", "Rockstar has only announced GTA 6 for PS5 and Xbox Series X|S ... we expect a PC version to follow later ...", "2024-05-17"),
           ("https://www.eurogamer.net/gta-6-pc-not-at-launch", "GTA 6 won't launch on PC, as expected | Eurogamer.net", "Rockstar's trailer lists only PlayStation 5 and Xbox Series X/S ...", "2023-12-05")),
        ex(ign, "summarise what is confirmed about setting, protagonists and platforms",
           """
"Grand Theft Auto 6 is set in the state of Leonida, Rockstar's take on Florida, and returns to Vice City."

"The game has two protagonists: Lucia, the first playable female lead in a modern GTA, and her male partner, widely reported to be named Jason."

"Release: Fall 2025, according to Take-Two's May 2024 earnings report. Platforms: PS5 and Xbox Series X|S. A PC version has not been announced."

"Trailer 1 released on December 4, 2023 (a day early due to a leak), and hit 90 million YouTube views in 24 hours."

*Updated May 17, 2024*
""",
           "Confirmed: Leonida/Vice City setting, protagonist Lucia (plus a male partner), release in fall 2025, PS5 and Xbox Series X|S only; no PC version announced yet."),
        m.add({"setting": "Leonida (Florida analogue), Vice City; protagonist Lucia + partner",
               "trailer1": "Released 4 Dec 2023 6 PM ET (a day early after a leak); 90M+ views in 24h"}),
        article("check whether the article was updated after publication and what was added", "May 16, 2024, 3:05 PM EDT"),
        m.update({"release_window": "Fall (calendar) 2025 — Take-Two FY2024 earnings release, 16 May 2024; CEO: 'highly confident'"}),
        sx(["Strauss Zelnick Bloomberg interview GTA 6 delivering perfection"],
           ("https://www.bloomberg.com/news/articles/2024-05-16/take-two-ceo-zelnick-on-gta-vi", "Take-Two CEO Zelnick on GTA VI timing - Bloomberg", "'We're in the business of delivering perfection,' Zelnick said, declining to rule out a slip ...", "2024-05-16"),
           (verge, "GTA 6 is coming in fall 2025, says Take-Two - The Verge", "Rockstar's Grand Theft Auto VI now has a narrower release window: fall 2025 ...", "2024-05-16")),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-08", system=SEARCH_SYSTEM, turns=turns,
           state=st("Has a release window for Grand Theft Auto VI been confirmed, and on which platforms will it launch?", "2024-05-20"),
           bad=True, turn=9, kind="same article's 'Updated' stamp reads 3:05 PM, earlier than its publication time and than the 5:05 PM shown before")


# ---------------------------------------------------------------------------------------------------------
# 09 (bad): Panama Canal slot cuts -- a later search snippet of the same advisory quotes a different figure
def t09(rs: RowSet) -> None:
    m = Mem()
    adv = "https://pancanal.com/wp-content/uploads/2023/10/A-41-2023-Adjustments-to-the-Number-of-Daily-Transit-Slots.pdf"
    reu = "https://www.reuters.com/world/americas/panama-canal-deepens-transit-cuts-drought-worsens-2023-10-31/"
    turns = [
        sx(["Panama Canal daily transit slots reduced 2023 drought advisory", "Panama Canal Authority advisory booking slots November 2023"],
           (adv, "Advisory to Shipping No. A-41-2023 — Adjustments to the Number of Daily Transit Slots", "Effective 3 November 2023, the total number of daily booking slots will be reduced to 25 ... further adjustments on 1 December 2023, 1 January 2024 and 1 February 2024 ...", "2023-10-30"),
           (reu, "Panama Canal deepens transit cuts as drought worsens | Reuters", "The Panama Canal will gradually cut daily transits to 18 by February, its authority said, as the worst drought in decades lowers water levels at Gatun Lake ...", "2023-10-31"),
           ("https://pancanal.com/en/water-levels/", "Gatun Lake Water Level - Panama Canal", "Gatun Lake level (feet, PLD): daily readings and 5-year comparison ... updated every day at 07:00 ...", "2024-02-28"),
           ("https://en.wikipedia.org/wiki/2023%E2%80%932024_Panama_Canal_drought", "2023–2024 Panama Canal drought - Wikipedia", "From mid-2023 the Panama Canal Authority restricted draughts and reduced the number of daily transits because of low water in Gatun Lake ...", "2024-07-11"),
           ("https://www.lloydslist.com/LL1147027/Panama-Canal-slashes-slots-further", "Panama Canal slashes slots further | Lloyd's List", "Daily booking slots will fall to 18 from February, half the normal number of around 36 ...", "2023-10-31")),
        px(adv, "get the full schedule of slot reductions and the maximum draft", """
# PANAMA CANAL AUTHORITY — ADVISORY TO SHIPPING

**No. A-41-2023 · October 30, 2023**

**TO:** All Shipping Agents, Owners and Operators
**SUBJECT:** Adjustments to the Number of Daily Transit Slots

1. The Panama Canal Authority (ACP) informs customers that, due to the precipitation deficit registered in the Gatun Lake watershed during the 2023 rainy season, which is the driest since records began in 1950, it is necessary to make further adjustments to the number of daily booking slots.

2. The total number of daily booking slots will be adjusted as follows:

| Effective date | Panamax locks | Neopanamax locks | Total daily slots |
|---|---|---|---|
| 3 November 2023 | 18 | 7 | 25 |
| 1 December 2023 | 16 | 6 | 22 |
| 1 January 2024 | 14 | 6 | 20 |
| 1 February 2024 | 12 | 6 | 18 |

3. The maximum authorised draft for Neopanamax locks remains 44.0 feet (13.41 metres) Tropical Fresh Water. The maximum draft for Panamax locks remains 39.5 feet (12.04 metres) TFW.

4. Under normal conditions the Canal offers approximately 36 daily transit slots. The ACP will continue to monitor the level of Gatun Lake and will announce any changes with the necessary notice.

5. Customers are reminded that the booking system auction procedures described in Advisory A-35-2023 remain in effect.

Ilya R. Espino de Marotta
Deputy Administrator and Chief Operating Officer
"""),
        m.add({"slots_schedule": "3 Nov 2023: 25 | 1 Dec 2023: 22 | 1 Jan 2024: 20 | 1 Feb 2024: 18 (ACP Advisory A-41-2023, 30 Oct 2023)",
               "normal_slots": "about 36 per day",
               "max_draft": "Neopanamax 44.0 ft (13.41 m) TFW; Panamax 39.5 ft (12.04 m)"}),
        sx(["Gatun Lake water level October 2023 driest year Panama Canal Reuters"],
           (reu, "Panama Canal deepens transit cuts as drought worsens | Reuters", "The Panama Canal will gradually cut daily transits to 18 by February ... October was the driest since 1950 ...", "2023-10-31"),
           ("https://www.bbc.com/news/world-latin-america-67276440", "Panama Canal: Drought forces further cuts to ship crossings - BBC News", "Ships are queueing at both ends of the canal, some paying millions of dollars at auction to jump the line ...", "2023-11-01")),
        ex(reu, "find the cause of the cuts and the water level figures",
           """
"PANAMA CITY, Oct 31 (Reuters) - The Panama Canal will gradually reduce daily transits to 18 by February, its authority said on Tuesday, as the worst drought in decades lowers water levels at Gatun Lake, the artificial reservoir that feeds the canal's locks."

"October was the driest month on record since 1950, with rainfall 41% below average, the authority said."

"Gatun Lake stood at around 79.4 feet on Tuesday, compared with a five-year average of about 86 feet for this time of year."

"Each transit uses about 50 million gallons of fresh water from the lake. The canal normally handles about 36 ships a day."
""",
           "Cause: record drought (October 2023 the driest since 1950, rainfall 41% below average); Gatun Lake about 79.4 ft vs ~86 ft five-year average; each transit uses ~50 million gallons of fresh water."),
        m.add({"cause": "Record drought: Oct 2023 driest since 1950 (-41% rain); Gatun Lake ~79.4 ft vs ~86 ft 5-yr avg (Reuters, 31 Oct 2023)"}),
        sx(["Panama Canal February 2024 daily transit slots 18 Neopanamax"],
           ("https://www.lloydslist.com/LL1147027/Panama-Canal-slashes-slots-further", "Panama Canal slashes slots further | Lloyd's List", "Daily booking slots will fall to 18 from February, half the normal number of around 36, with Neopanamax locks kept at six slots ...", "2023-10-31"),
           (adv, "Advisory to Shipping No. A-41-2023 — Adjustments to the Number of Daily Transit Slots", "The total number of daily booking slots will be reduced to 25 effective 3 November 2023, to 22 from 1 December 2023, to 20 from 1 January 2024 and to 16 from 1 February 2024 ...", "2023-10-30"),
           ("https://gcaptain.com/panama-canal-transit-restrictions-february-2024/", "Panama Canal transit restrictions tighten for February - gCaptain", "From February the canal will offer 18 slots a day, with six of them reserved for Neopanamax vessels ...", "2024-01-29"),
           ("https://www.freightos.com/panama-canal-drought-update/", "Panama Canal drought update: what shippers need to know | Freightos", "Transits limited to 22 a day in December and 20 in January ...", "2023-12-04")),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-09", system=SEARCH_SYSTEM, turns=turns,
           state=st("How far did the Panama Canal cut its daily transit slots during the 2023–24 drought, and why?", "2024-03-05"),
           bad=True, turn=7, kind="search snippet of the already-extracted advisory gives 16 slots from 1 Feb 2024 where the advisory's table said 18")


# ---------------------------------------------------------------------------------------------------------
# 10 (bad): IUCN Red List December 2023 update -- a category change differs on re-extraction of the same release
def t10(rs: RowSet) -> None:
    m = Mem()
    pr = "https://www.iucn.org/press-release/202312/freshwater-fish-highlight-escalating-climate-impacts-species-iucn-red-list"
    saiga = "https://www.saiga-conservation.org/2023/06/30/saiga-population-in-kazakhstan-reaches-1-9-million/"
    salmon = "https://www.iucnredlist.org/species/19823/67373433"
    gt = "https://www.iucnredlist.org/species/4615/247654386"

    def release(goal: str, salmon_new: str) -> tuple[str, str]:
        return ex(pr, goal, f"""
"Gland, Switzerland, 11 December 2023 (IUCN) – Climate change threatens freshwater fish species and the communities that depend on them, according to the latest update of The IUCN Red List of Threatened Species, released today at COP28 in Dubai."

"The update also shows recovery for two antelope species, the saiga antelope and the scimitar-horned oryx, thanks to coordinated conservation efforts."

"The first-ever comprehensive assessment of the world's freshwater fish species reveals that 25% (3,086) of the 14,898 assessed species are at risk of extinction."

Key category changes listed in the release:
| Species | Previous category | New category |
|---|---|---|
| Saiga antelope (Saiga tatarica) | Critically Endangered | Near Threatened |
| Scimitar-horned oryx (Oryx dammah) | Extinct in the Wild | Endangered |
| Atlantic salmon (Salmo salar), global | Least Concern | {salmon_new} |
| Green turtle, South Central Pacific subpopulation | first assessment | Endangered |
| Green turtle, East Pacific subpopulation | first assessment | Vulnerable |
| Bigleaf mahogany (Swietenia macrophylla) | Vulnerable | Endangered |

"The IUCN Red List now includes 157,190 species, of which 44,016 are threatened with extinction."
""", f"The 11 Dec 2023 update (COP28) moved the saiga from Critically Endangered to Near Threatened, the scimitar-horned oryx from Extinct in the Wild to Endangered, global Atlantic salmon from Least Concern to {salmon_new}, bigleaf mahogany from Vulnerable to Endangered, and gave first assessments to two green turtle subpopulations (South Central Pacific Endangered, East Pacific Vulnerable). Totals: 157,190 species, 44,016 threatened.")

    turns = [
        sx(["IUCN Red List update December 2023 COP28 category changes", "IUCN Red List 2023 saiga Atlantic salmon"],
           (pr, "Freshwater fish highlight escalating climate impacts on species – IUCN Red List", "Climate change threatens freshwater fish species ... The update also shows recovery for the saiga antelope and scimitar-horned oryx ...", "2023-12-11"),
           ("https://www.bbc.com/news/science-environment-67670367", "Climate change: A quarter of freshwater fish face extinction - BBC News", "One in four freshwater fish species is at risk of extinction, according to the latest Red List ... Atlantic salmon are now classed as near threatened ...", "2023-12-11"),
           ("https://www.theguardian.com/environment/2023/dec/11/atlantic-salmon-red-list-endangered-freshwater-fish-iucn", "Atlantic salmon and a quarter of freshwater fish face extinction | The Guardian", "The population of Atlantic salmon fell 23% between 2006 and 2020 ...", "2023-12-11"),
           ("https://www.iucnredlist.org/", "The IUCN Red List of Threatened Species", "More than 44,000 species are threatened with extinction. That is still 28% of all assessed species ...", "2023-12-11")),
        release("list the species whose category changed in this update", "Near Threatened"),
        m.add({"saiga": "Critically Endangered -> Near Threatened (Dec 2023 update)",
               "atlantic_salmon": "Least Concern -> Near Threatened, global (Dec 2023 update)",
               "oryx": "Extinct in the Wild -> Endangered",
               "totals": "157,190 species assessed; 44,016 threatened (Dec 2023)"}),
        sx(["saiga antelope population Kazakhstan 2023 aerial census"],
           (saiga, "Saiga population in Kazakhstan reaches 1.9 million - Saiga Conservation Alliance", "The 2023 aerial survey counted 1.91 million saigas in Kazakhstan, up from 1.32 million in 2022 ...", "2023-06-30"),
           ("https://www.reuters.com/world/asia-pacific/kazakhstan-saiga-antelope-comeback-2023-05-24/", "Kazakhstan's saiga antelope make a comeback | Reuters", "Numbers have rebounded from around 48,000 in 2003 to more than a million ...", "2023-05-24")),
        ex(saiga, "find the latest saiga population figures and the historical low",
           """
"According to the 2023 aerial census carried out by the Committee of Forestry and Wildlife of Kazakhstan, the saiga population has reached 1,910,000 animals."

"This compares with 1,318,000 in 2022 and 842,000 in 2021. In 2015 a mass die-off caused by Pasteurella multocida killed more than 200,000 saigas in less than a month."

"At the lowest point, in 2003, the population of saigas in Kazakhstan had fallen to around 48,000 animals."

"Populations in Kazakhstan are distributed among the Ural (about 1.13 million), Betpak-Dala (about 0.76 million) and Ustyurt (about 16,000) groups."
""",
           "Kazakhstan's 2023 census counted 1.91 million saigas (1.318 million in 2022, ~48,000 in 2003); Ural ~1.13 m, Betpak-Dala ~0.76 m, Ustyurt ~16,000."),
        m.update({"saiga": "Critically Endangered -> Near Threatened (Dec 2023 update); Kazakhstan 2023 census 1.91 million (low ~48,000 in 2003)"}),
        sx(["Atlantic salmon IUCN assessment 2023 decline 23% causes"],
           (salmon, "Salmo salar (Atlantic salmon) — The IUCN Red List", "Near Threatened A2bcde+3bcde. Population trend: decreasing. Assessed 2023 ...", "2023-12-11"),
           ("https://www.theguardian.com/environment/2023/dec/11/atlantic-salmon-red-list-endangered-freshwater-fish-iucn", "Atlantic salmon and a quarter of freshwater fish face extinction | The Guardian", "The population of Atlantic salmon fell 23% between 2006 and 2020 ...", "2023-12-11")),
        ex(salmon, "find the population decline and main threats for Atlantic salmon",
           """
"Red List Category & Criteria: Near Threatened A2bcde+3bcde. Year published: 2023. Date assessed: 29 June 2023."

"The global population declined by 23% between 2006 and 2020. Declines are driven by marine mortality linked to climate change, dams and other barriers to migration, water pollution and interbreeding and disease transmission from escaped farmed salmon, including sea lice."

"Subpopulations in the southern part of the range (Spain, France, southern England, the southern US) show the steepest declines; several are assessed separately as Endangered."

Population trend: Decreasing.
""",
           "Atlantic salmon (global): Near Threatened, assessed 29 June 2023, population down 23% from 2006 to 2020 because of marine mortality from climate change, dams, pollution and farmed-salmon escapes, disease and sea lice."),
        m.add({"salmon_decline": "Global population -23% (2006–2020); threats: climate-driven marine mortality, dams, pollution, farmed-salmon escapes, sea lice"}),
        sx(["IUCN green turtle subpopulations South Central Pacific East Pacific 2023"],
           (gt, "Chelonia mydas (Green Turtle) — South Central Pacific subpopulation", "Endangered A2bd. Assessed 2023 ...", "2023-12-11"),
           ("https://www.iucn.org/story/202312/green-turtle-subpopulations", "Green turtle subpopulations assessed for the first time | IUCN", "Two green turtle subpopulations in the Pacific have been assessed ...", "2023-12-11")),
        release("confirm the category change for Atlantic salmon and for the green turtle subpopulations", "Vulnerable"),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-10", system=SEARCH_SYSTEM, turns=turns,
           state=st("Which notable species changed IUCN Red List category in the December 2023 update, and what are the latest population facts behind two of them?", "2024-01-15"),
           bad=True, turn=11, kind="re-extraction of the same press release lists Atlantic salmon as moving to Vulnerable instead of Near Threatened")


# ---------------------------------------------------------------------------------------------------------
# 11 (bad): Bank of England August 2023 vote -- a stored memory value drifts (a dissenter's name changes)
def t11(rs: RowSet) -> None:
    m = Mem()
    aug = "https://www.bankofengland.co.uk/monetary-policy-summary-and-minutes/2023/august-2023"
    sep = "https://www.bankofengland.co.uk/monetary-policy-summary-and-minutes/2023/september-2023"
    vote = "6–3: six members for +0.25pp to 5.25%; Haskel and Mann preferred +0.5pp to 5.5%; Dhingra preferred no change (5%)"
    turns = [
        sx(["Bank of England August 2023 MPC vote Bank Rate 5.25%"],
           (aug, "Monetary Policy Summary and minutes of the Monetary Policy Committee meeting ending on 2 August 2023", "The MPC voted by a majority of 6–3 to increase Bank Rate by 0.25 percentage points, to 5.25% ...", "2023-08-03"),
           ("https://www.bbc.com/news/business-66386573", "Interest rates raised to 5.25% to tackle inflation - BBC News", "The Bank of England has raised interest rates for the 14th time in a row, taking them to 5.25% from 5% ...", "2023-08-03"),
           ("https://www.reuters.com/world/uk/bank-england-raises-rates-525-2023-08-03/", "Bank of England raises rates to 5.25%, signals more to come | Reuters", "The BoE raised rates by a quarter point to a 15-year high of 5.25% ... two policymakers wanted a bigger half-point move ...", "2023-08-03"),
           ("https://www.ft.com/content/bank-of-england-august-2023-rate-decision", "Bank of England raises rates to 15-year high of 5.25% | Financial Times", "Six members backed a 0.25 percentage point rise, while Jonathan Haskel and Catherine Mann voted for 0.5 points and Swati Dhingra voted to hold ...", "2023-08-03")),
        ex(aug, "find the vote split and who dissented",
           """
"The Bank of England's Monetary Policy Committee (MPC) sets monetary policy to meet the 2% inflation target ... At its meeting ending on 2 August 2023, the MPC voted by a majority of 6–3 to increase Bank Rate by 0.25 percentage points, to 5.25%. Two members voted to increase Bank Rate by 0.5 percentage points, to 5.5%. One member voted to maintain Bank Rate at 5%."

Minutes, paragraph 53: "Andrew Bailey, Ben Broadbent, Jon Cunliffe, Megan Greene, Huw Pill and Dave Ramsden voted in favour of the proposition. Jonathan Haskel and Catherine L Mann voted against the proposition, preferring to increase Bank Rate by 0.5 percentage points, to 5.5%. Swati Dhingra voted against the proposition, preferring to maintain Bank Rate at 5%."

"Twelve-month CPI inflation fell to 7.9% in June, from 8.7% in May."

Published: 3 August 2023
""",
           "On 2 Aug 2023 (published 3 Aug) the MPC voted 6–3 to raise Bank Rate 0.25 pp to 5.25%; Haskel and Mann wanted 0.5 pp, Dhingra wanted a hold. CPI was 7.9% in June."),
        m.add({"bank_rate_aug2023": "5.25% (raised from 5.00%; meeting ending 2 Aug 2023, announced 3 Aug)",
               "mpc_vote_aug2023": vote}),
        sx(["Bank of England September 2023 decision hold 5.25% vote 5-4"],
           (sep, "Monetary Policy Summary and minutes of the Monetary Policy Committee meeting ending on 20 September 2023", "The MPC voted by a majority of 5–4 to maintain Bank Rate at 5.25% ...", "2023-09-21"),
           ("https://www.bbc.com/news/business-66867037", "Bank of England holds interest rates at 5.25% - BBC News", "The Bank of England has held interest rates for the first time in nearly two years, after a surprise fall in inflation ...", "2023-09-21")),
        m.get(["mpc_vote_aug2023"], view={**m.d, "mpc_vote_aug2023": vote.replace("Haskel and Mann", "Haskel and Greene")}),
        ex(sep, "find the September 2023 vote split and names",
           """
"At its meeting ending on 20 September 2023, the MPC voted by a majority of 5–4 to maintain Bank Rate at 5.25%. Four members preferred to increase Bank Rate by 0.25 percentage points, to 5.5%."

Minutes: "Andrew Bailey, Ben Broadbent, Swati Dhingra, Huw Pill and Dave Ramsden voted in favour of the proposition. Jon Cunliffe, Megan Greene, Jonathan Haskel and Catherine L Mann voted against the proposition, preferring to increase Bank Rate by 0.25 percentage points, to 5.5%."

"Twelve-month CPI inflation fell to 6.7% in August from 6.8% in July."

Published: 21 September 2023
""",
           "On 20 Sep 2023 (published 21 Sep) the MPC voted 5–4 to hold Bank Rate at 5.25%; Cunliffe, Greene, Haskel and Mann wanted a rise to 5.5%. CPI was 6.7% in August."),
        m.add({"mpc_vote_sep2023": "5–4 hold at 5.25% (Bailey, Broadbent, Dhingra, Pill, Ramsden); Cunliffe, Greene, Haskel, Mann for +0.25pp"}),
    ]
    rs.add(task=T, tid="h31-search-11", system=SEARCH_SYSTEM, turns=turns,
           state=st("How did the Bank of England MPC vote in August and September 2023, and who dissented?", "2023-10-02"),
           bad=True, turn=5, kind="stored memory value for the August vote names Greene instead of Mann as a +0.5pp dissenter with no update")


# =========================================================================================================
# clean trajectories
# ---------------------------------------------------------------------------------------------------------
# 12 (clean): Singapore port -- annual figures plus a live port page read twice (counters move on their own)
def t12(rs: RowSet) -> None:
    m = Mem()
    mpa = "https://www.mpa.gov.sg/media-centre/details/singapore-s-maritime-performance-in-2024"
    mt = "https://www.marinetraffic.com/en/ais/details/ports/290/Singapore_port:SINGAPORE"
    sta = "https://www.statista.com/statistics/1037404/singapore-container-throughput/"

    def live(clock: str, ago: str, inport: str, exp: str, arr: str, dep: str, rows: list[tuple[str, str, str, str, str]]) -> str:
        table = "\n".join(f"| {t} | {n} | {ty} | {fl} | {fr} |" for t, n, ty, fl, fr in rows)
        return f"""
# Port of SINGAPORE (SGSIN) — MarineTraffic

**Country:** Singapore · **Port type:** Port · **Local time:** {clock} (UTC+8) · **Data updated:** {ago}

| Vessels in port | Expected arrivals | Arrivals (last 24h) | Departures (last 24h) |
|---|---|---|---|
| {inport} | {exp} | {arr} | {dep} |

## Latest arrivals
| Arrival (local) | Vessel | Type | Flag | From |
|---|---|---|---|---|
{table}

*Counts include vessels at anchorages. Figures refresh continuously from AIS; arrival list shows the 8 most recent port calls.*
"""

    a1 = [("14:02", "MSC ARINA", "Container Ship", "Liberia", "Port Klang"),
          ("13:57", "OCEAN DREAM", "Bulk Carrier", "Panama", "Newcastle"),
          ("13:55", "STOLT LOYALTY", "Chemical Tanker", "Cayman Is", "Ulsan"),
          ("13:49", "KOTA LAYANG", "Container Ship", "Singapore", "Jakarta"),
          ("13:44", "EVER ACE", "Container Ship", "Panama", "Kaohsiung"),
          ("13:40", "PACIFIC 18", "Tug", "Singapore", "Batam"),
          ("13:36", "EAGLE VALENCIA", "Crude Oil Tanker", "Singapore", "Ras Tanura"),
          ("13:31", "CMA CGM JULES VERNE", "Container Ship", "France", "Laem Chabang")]
    a2 = [("14:35", "MAERSK HIDALGO", "Container Ship", "Singapore", "Colombo"),
          ("14:31", "NORD VIRGO", "Bulk Carrier", "Singapore", "Port Hedland"),
          ("14:26", "SEASPAN BRAVO", "Container Ship", "Hong Kong", "Shanghai"),
          ("14:19", "ORIENTAL JADE", "LPG Tanker", "Marshall Is", "Yanbu"),
          ("14:15", "HYUNDAI PRIDE", "Container Ship", "Marshall Is", "Busan"),
          ("14:08", "BUNGA KASTURI", "Crude Oil Tanker", "Malaysia", "Kerteh"),
          ("14:02", "MSC ARINA", "Container Ship", "Liberia", "Port Klang"),
          ("13:57", "OCEAN DREAM", "Bulk Carrier", "Panama", "Newcastle")]
    turns = [
        sx(["Singapore port 2024 vessel arrival tonnage container throughput record", "MPA maritime performance 2024"],
           (mpa, "Singapore's Maritime Performance in 2024 - MPA", "Singapore's container throughput reached a record 41.12 million TEUs in 2024 ... vessel arrival tonnage 3.11 billion GT ...", "2025-01-10"),
           ("https://www.mpa.gov.sg/media-centre/details/singapore-s-maritime-performance-in-2023", "Singapore's Maritime Performance in 2023 - MPA", "Container throughput reached a record 39.01 million TEUs in 2023 ... vessel arrival tonnage 3.09 billion GT ...", "2024-01-12"),
           ("https://www.straitstimes.com/singapore/singapore-port-handles-record-container-volume-2024", "Singapore port handles record 41.12 million TEUs in 2024 | The Straits Times", "Red Sea diversions and congestion helped push box volumes up 5.4 per cent last year ...", "2025-01-10"),
           (mt, "Port of SINGAPORE (SGSIN) details - MarineTraffic", "Vessels in port, expected arrivals and port calls for Singapore ... live AIS data ...", "2025-02-18")),
        ex(mpa, "get the 2024 container throughput, vessel arrival tonnage and bunker sales",
           """
"In 2024, Singapore's container throughput reached 41.12 million twenty-foot equivalent units (TEUs), a record, up 5.4% from 39.01 million TEUs in 2023."

"Vessel arrival tonnage reached 3.11 billion gross tonnes (GT), 0.7% higher than the 3.09 billion GT in 2023."

"Total bunker sales were 54.92 million tonnes, up 6.0% from 2023. Sales of alternative fuels, including LNG, biofuel blends and methanol, rose to 1.33 million tonnes."

"Cargo throughput was 622.66 million tonnes, 0.8% lower than 2023 due to lower oil-in-bulk volumes."

Published: 10 Jan 2025
""",
           "2024: 41.12 million TEU (+5.4%), vessel arrival tonnage 3.11 billion GT (+0.7%), bunker sales 54.92 million tonnes (+6.0%), cargo 622.66 million tonnes (-0.8%)."),
        m.add({"sg_teu_2024": "41.12 million TEU (+5.4% vs 39.01m in 2023) — MPA, 10 Jan 2025",
               "sg_arrivals_gt_2024": "3.11 billion GT (+0.7%)"}),
        px(mt, "how many vessels are in Singapore port now and how many arrived in the last 24 hours",
           live("14:06", "3 min ago", "1,874", "612", "402", "389", a1)),
        sx(["how many ships call at Singapore per day average vessel calls per year"],
           ("https://www.mpa.gov.sg/port-marine-ops/port-statistics", "Port Statistics - MPA", "Monthly vessel arrivals (number and GT), container throughput, cargo and bunker sales ...", "2025-02-14"),
           ("https://www.worldshipping.org/singapore-hub", "Singapore: a transhipment hub | World Shipping Council", "At any one time there are about 1,000 vessels in the port; a ship arrives or leaves every two to three minutes ...", "2022-06-30"),
           ("https://www.bbc.com/news/business-singapore-port-busiest", "Why Singapore's port never sleeps - BBC News", "More than 130,000 vessel calls a year, or around 360 a day ...", "2023-09-07")),
        px(mt, "check the live counts again and the newest arrivals",
           live("14:38", "1 min ago", "1,861", "598", "405", "401", a2)),
        ex(sta, "get the container throughput series for recent years",
           """
Chart: "Container throughput at the port of Singapore from 2014 to 2024 (in million TEUs)"

| Year | Throughput (million TEUs) |
|---|---|
| 2020 | 36.9 |
| 2021 | 37.5 |
| 2022 | 37.3 |
| 2023 | 39.0 |
| 2024 | 41.1 |

"In 2024, the port of Singapore handled approximately 41.1 million TEUs, the highest volume on record." Source: MPA. Release date: January 2025.
""",
           "Statista (from MPA data, rounded to one decimal) shows 41.1 million TEU in 2024, up from 39.0 million in 2023 and 37.3 million in 2022."),
        m.update({"sg_teu_2024": "41.12 million TEU (+5.4% vs 39.01m in 2023) — MPA, 10 Jan 2025; Statista rounds to 41.1m"}),
        m.add({"sg_live_snapshot": "MarineTraffic 18 Feb 2025: 14:06 — 1,874 in port, 402 arrivals/24h; 14:38 — 1,861 in port, 405 arrivals/24h (≈17 arrivals per hour)"}),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-12", system=SEARCH_SYSTEM, turns=turns,
           state=st("How busy is the Port of Singapore: what were its 2024 headline figures and roughly how many ships arrive per day right now?", "2025-02-18"))


# ---------------------------------------------------------------------------------------------------------
# 13 (clean): British Museum Lewis Chessmen -- paginated, filtered and re-sorted views of one collection search
def _lewis() -> list[dict[str, str]]:
    kinds = [("King", 6), ("Queen", 5), ("Bishop", 13), ("Knight", 14), ("Warder", 10), ("Pawn", 19), ("Tableman", 14), ("Belt buckle", 1)]
    loan = {79, 85, 92, 105, 119, 128}
    out, n = [], 78
    for kind, k in kinds:
        for _ in range(k):
            if n in loan:
                where = "On loan: Museum nan Eilean, Stornoway"
            elif kind in ("King", "Queen", "Bishop") or 102 <= n <= 111:
                where = "On display: Room 40"
            else:
                where = "Not on display"
            title = "Belt buckle" if kind == "Belt buckle" else ("Tableman (gaming piece)" if kind == "Tableman" else f"Chess piece ({kind.lower()})")
            out.append({"reg": f"1831,1101.{n}", "n": str(n), "title": title, "where": where})
            n += 1
    return out


def t13(rs: RowSet) -> None:
    m = Mem()
    base = "https://www.britishmuseum.org/collection/search?keyword=lewis&keyword=chessmen"
    pieces = _lewis()
    rel = list(pieces)
    random.Random(31).shuffle(rel)
    shown = [p for p in rel if p["where"] == "On display: Room 40"]

    def listing(url: str, goal: str, items: list[dict[str, str]], total: int, page: int, per: int, head: str) -> tuple[str, str]:
        lo = (page - 1) * per
        chunk = items[lo:lo + per]
        pages = (total + per - 1) // per
        rows = "\n".join(f"| {lo + i + 1} | {p['reg']} | {p['title']} | {'Whale tooth' if p['title'].startswith('Tableman') else 'Walrus ivory'} | Norway (probably Trondheim) | 1150–1200 | {p['where']} |"
                         for i, p in enumerate(chunk))
        return px(url, goal, f"""
# Collection search results — The British Museum

{head}
**{total} results** · Showing {lo + 1}–{lo + len(chunk)} · Page {page} of {pages}

| # | Museum number | Title | Materials | Production place | Date | Display status |
|---|---|---|---|---|---|---|
{rows}

[Previous] [Next] · Results per page: {per}
""")

    turns = [
        sx(["Lewis Chessmen British Museum how many pieces National Museum of Scotland"],
           ("https://www.britishmuseum.org/collection/death-and-memory/lewis-chessmen", "The Lewis Chessmen | British Museum", "The British Museum holds 82 of the 93 objects found on the Isle of Lewis in 1831; the other 11 are in the National Museum of Scotland ...", "2023-09-12"),
           (base, "Collection search: lewis chessmen | British Museum", "Browse objects matching 'lewis chessmen' — chess pieces, tablemen and a belt buckle of walrus ivory ...", "2024-03-01"),
           ("https://www.nms.ac.uk/explore-our-collections/stories/scottish-history-and-archaeology/lewis-chessmen/", "The Lewis chess pieces | National Museums Scotland", "Eleven of the pieces are in the collection of National Museums Scotland and are displayed in the Kingdom of the Scots gallery ...", "2022-05-19"),
           ("https://en.wikipedia.org/wiki/Lewis_chessmen", "Lewis chessmen - Wikipedia", "The hoard consists of 93 artefacts: 78 chess pieces, 14 tablemen and one belt buckle ...", "2024-02-11")),
        listing(base, "list the Lewis chessmen objects with their museum numbers and display status", rel, 82, 1, 20, "**Search:** lewis chessmen · Sort: Relevance"),
        listing(base + "&page=2", "see the next page of results", rel, 82, 2, 20, "**Search:** lewis chessmen · Sort: Relevance"),
        listing(base + "&onDisplay=true", "only objects currently on display", shown, len(shown), 1, 20, "**Search:** lewis chessmen · Filter: Currently on display (Room 40) · Sort: Relevance"),
        m.add({"bm_count": "82 objects in BM search 'lewis chessmen' (museum numbers 1831,1101.78–159)",
               "bm_on_display": f"{len(shown)} currently on display in Room 40 (filtered search)"}),
        px("https://www.britishmuseum.org/collection/object/H_1831-1101-78", "get the full record for the king 1831,1101.78", """
# Chess piece (king) — 1831,1101.78

**Museum number:** 1831,1101.78
**Title:** Chess piece; Lewis Chessmen
**Description:** Chess-piece; king, seated on a throne with a sword across his knees. The back of the throne carved with interlaced foliage and beasts. Walrus ivory.
**Production date:** 1150–1200
**Production place:** Made in Norway (probably Trondheim)
**Findspot:** Found/Acquired: Uig, Isle of Lewis, Outer Hebrides, Scotland (Europe, Britain)
**Materials:** walrus ivory
**Dimensions:** Height: 10.2 centimetres; Width: 5.5 centimetres; Depth: 3.8 centimetres
**Acquisition:** Purchased from Thomas Forrest, 1831 (with 1831,1101.79–159); the group was bought for 80 guineas
**Department:** Britain, Europe and Prehistory
**Location:** On display: G40/dc5 (Room 40, Medieval Europe 1050–1500)
**Exhibition history:** 2015–2016 Stornoway, Museum nan Eilean, Lewis Chessmen loan selection (rotating); 2019 Oslo, National Museum, loan

**Curator's comments:** "The 93 pieces were found in 1831 in a sandbank at Uig. 82 are in the British Museum and 11 in National Museums Scotland."

*Record last updated: 03/2024*
"""),
        listing(base + "&sort=object_number__asc&page=5", "check the last museum numbers in the series, sorted by museum number", pieces, 82, 5, 20, "**Search:** lewis chessmen · Sort: Museum number (ascending)"),
        ex("https://www.nms.ac.uk/explore-our-collections/stories/scottish-history-and-archaeology/lewis-chessmen/", "how many pieces does National Museums Scotland hold and where are they shown",
           """
"The Lewis chess pieces were discovered in 1831 on the Isle of Lewis. Of the 93 surviving objects, National Museums Scotland cares for 11 — two kings, three queens, three bishops, one knight and two warders — and the British Museum holds the remaining 82."

"Our pieces are displayed in the Kingdom of the Scots gallery at the National Museum of Scotland, Edinburgh."

"They were carved from walrus ivory and whales' teeth, probably in Trondheim, Norway, between about 1150 and 1200."
""",
           "National Museums Scotland holds 11 pieces (2 kings, 3 queens, 3 bishops, 1 knight, 2 warders), shown in the Kingdom of the Scots gallery; the BM holds the other 82."),
        m.update({"bm_count": "82 of 93 (BM, numbers 1831,1101.78–159); 11 at National Museums Scotland, Edinburgh"}),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-13", system=SEARCH_SYSTEM, turns=turns,
           state=st("How many of the Lewis Chessmen does the British Museum hold, and how many of them are currently on display there?", "2024-06-07"))


# ---------------------------------------------------------------------------------------------------------
# 14 (clean): pole vault world record -- articles from different dates, record superseded during the period
def t14(rs: RowSet) -> None:
    m = Mem()
    oly = "https://olympics.com/en/news/mondo-duplantis-pole-vault-world-record-paris-2024"
    wa = "https://worldathletics.org/news/report/duplantis-626-world-record-silesia-2024"
    wiki = "https://en.wikipedia.org/wiki/Men%27s_pole_vault_world_record_progression"
    rec = "https://worldathletics.org/records/by-discipline/jumps/pole-vault/outdoor/men"
    turns = [
        sx(["Duplantis pole vault world record current height", "men's pole vault Olympic record Paris 2024"],
           (oly, "Mondo Duplantis breaks pole vault world record to win Olympic gold", "Armand Duplantis cleared 6.25m at the Stade de France to retain his Olympic title and break his own world record for the ninth time ...", "2024-08-05"),
           ("https://www.reuters.com/sports/athletics/duplantis-sets-pole-vault-world-record-624-xiamen-2024-04-20/", "Duplantis sets pole vault world record of 6.24 metres in Xiamen | Reuters", "Swede Armand Duplantis broke the pole vault world record for the eighth time, clearing 6.24 metres at the Diamond League meeting in Xiamen ...", "2024-04-20"),
           (wiki, "Men's pole vault world record progression - Wikipedia", "The first world record in the men's pole vault was recognised by the IAAF in 1912 ... the current record is held by Armand Duplantis ...", "2024-08-25"),
           (rec, "Pole Vault Men - Records | World Athletics", "World, Olympic, area and championship records for the men's outdoor pole vault ...", "2024-08-26")),
        ex(oly, "find the height and date of the Paris 2024 world record and the Olympic record",
           """
"Armand 'Mondo' Duplantis cleared 6.25m on his third attempt on Monday night (5 August) at the Stade de France, breaking his own world record for the ninth time in front of a roaring crowd, moments after securing his second consecutive Olympic title."

"Duplantis had already set a new Olympic record of 6.10m before raising the bar to a world record height. His previous world record was 6.24m, set in Xiamen in April."

"Sam Kendricks of the USA took silver with 5.95m and Emmanouil Karalis of Greece bronze with 5.90m."
""",
           "Paris, 5 Aug 2024: Duplantis cleared 6.25 m (his ninth world record, previous 6.24 m in Xiamen in April 2024); 6.25 m is also the Olympic record. Kendricks silver (5.95), Karalis bronze (5.90)."),
        m.add({"pv_wr": "6.25 m — Armand Duplantis (SWE), Paris Olympics, 5 Aug 2024 (9th WR)",
               "pv_or": "6.25 m — Duplantis, Paris 2024 (also his Olympic title)"}),
        sx(["Duplantis 6.26 Silesia Diamond League world record August 2024"],
           (wa, "Duplantis soars 6.26m world record in Silesia | REPORT | World Athletics", "Armand Duplantis broke the world record for the 10th time, clearing 6.26m at the Wanda Diamond League meeting in Silesia ...", "2024-08-25"),
           ("https://www.bbc.com/sport/athletics/articles/duplantis-626-silesia", "Mondo Duplantis breaks pole vault world record again - BBC Sport", "Duplantis cleared 6.26m in Chorzow, Poland, three weeks after his Olympic record in Paris ...", "2024-08-25"),
           (oly, "Mondo Duplantis breaks pole vault world record to win Olympic gold", "Armand Duplantis cleared 6.25m at the Stade de France ...", "2024-08-05")),
        ex(wa, "get the new world record height, venue and count",
           """
"Armand Duplantis improved his own world record to 6.26m at the Wanda Diamond League meeting in Silesia on Sunday (25), the 10th time he has broken the world record."

"The Swede cleared 6.26m at the first attempt at the Silesian Stadium in Chorzów, three weeks after clearing 6.25m to win Olympic gold in Paris."

"It was his third world record of 2024 after 6.24m in Xiamen in April and 6.25m in Paris on 5 August."

"The mark is subject to the usual ratification procedures."
""",
           "25 Aug 2024, Silesia Diamond League (Chorzów): Duplantis cleared 6.26 m on the first attempt — his 10th world record and third of 2024 (after 6.24 m in Xiamen and 6.25 m in Paris). Ratification pending."),
        m.update({"pv_wr": "6.26 m — Armand Duplantis (SWE), Silesia DL, Chorzów, 25 Aug 2024 (10th WR; ratification pending). Supersedes 6.25 m (Paris, 5 Aug 2024)"}),
        px(wiki, "list the most recent world records in the progression table", """
# Men's pole vault world record progression

The first world record in the men's pole vault was recognised by the International Amateur Athletics Federation, now known as World Athletics, in 1912. Since 2000, indoor marks have counted as world records.

*(Table truncated to the 10 most recent records — showing rows 61–70 of 70)*

| Mark | Athlete | Nation | Venue | Date |
|---|---|---|---|---|
| 6.17 m (20 ft 2¾ in) i | Armand Duplantis | Sweden | Toruń, Poland | 8 February 2020 |
| 6.18 m (20 ft 3¼ in) i | Armand Duplantis | Sweden | Glasgow, United Kingdom | 15 February 2020 |
| 6.19 m (20 ft 3½ in) i | Armand Duplantis | Sweden | Belgrade, Serbia | 7 March 2022 |
| 6.20 m (20 ft 4 in) i | Armand Duplantis | Sweden | Belgrade, Serbia | 20 March 2022 |
| 6.21 m (20 ft 4¼ in) | Armand Duplantis | Sweden | Eugene, United States | 24 July 2022 |
| 6.22 m (20 ft 4¾ in) i | Armand Duplantis | Sweden | Clermont-Ferrand, France | 25 February 2023 |
| 6.23 m (20 ft 5¼ in) | Armand Duplantis | Sweden | Eugene, United States | 17 September 2023 |
| 6.24 m (20 ft 5½ in) | Armand Duplantis | Sweden | Xiamen, China | 20 April 2024 |
| 6.25 m (20 ft 6 in) | Armand Duplantis | Sweden | Saint-Denis, France | 5 August 2024 |
| 6.26 m (20 ft 6¼ in) | Armand Duplantis | Sweden | Chorzów, Poland | 25 August 2024 |

"i" = indoor mark.

*This page was last edited on 25 August 2024, at 19:42 (UTC).*
"""),
        sx(["World Athletics records pole vault men outdoor"],
           (rec, "Pole Vault Men - Records | World Athletics", "World record 6.26 Armand DUPLANTIS SWE 25 AUG 2024 Chorzów (POL) ...", "2024-08-26"),
           ("https://worldathletics.org/records/all-time-toplists/jumps/pole-vault/outdoor/men/senior", "Pole Vault Men - All-time top list | World Athletics", "1 6.26 Armand DUPLANTIS ... 2 6.16i Renaud LAVILLENIE ... 3 6.15 Sergey BUBKA ...", "2024-08-26")),
        px(rec, "confirm the world, Olympic and European records as World Athletics lists them", """
# Records — Pole Vault Men (outdoor)

| Record type | Mark | Competitor | Nat | Venue | Date |
|---|---|---|---|---|---|
| World Record | 6.26* | Armand DUPLANTIS | SWE | Stadion Śląski, Chorzów (POL) | 25 AUG 2024 |
| Olympic Games Record | 6.25 | Armand DUPLANTIS | SWE | Stade de France, Paris (FRA) | 05 AUG 2024 |
| World Championships Record | 6.21 | Armand DUPLANTIS | SWE | Hayward Field, Eugene (USA) | 24 JUL 2022 |
| European Record | 6.26* | Armand DUPLANTIS | SWE | Stadion Śląski, Chorzów (POL) | 25 AUG 2024 |
| Diamond League Record | 6.26* | Armand DUPLANTIS | SWE | Stadion Śląski, Chorzów (POL) | 25 AUG 2024 |

\\* Subject to ratification.

*Last updated: 26 AUG 2024*
"""),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-14", system=SEARCH_SYSTEM, turns=turns,
           state=st("What is the current men's pole vault world record, and is the Olympic record the same height?", "2024-08-26"))


# ---------------------------------------------------------------------------------------------------------
# 15 (clean): a fresh earthquake on EMSC -- felt reports grow, 'minutes ago' ages, magnitude revised with a stamp
def t15(rs: RowSet) -> None:
    m = Mem()
    lst = "https://www.emsc-csem.org/Earthquake_information/"
    evp = "https://www.emsc-csem.org/Earthquake_information/earthquake.php?id=1774052"
    usgs = "https://earthquake.usgs.gov/earthquakes/eventpage/us7000p2ka/executive"

    def event(now: str, mag: str, status: str, felt: str, ago: str, note: str) -> str:
        return f"""
# M {mag} — SOUTHERN IRAN — 2025-03-10 09:51:07 UTC

**Status:** {status} · **Page refreshed:** {now} UTC

| | |
|---|---|
| Magnitude | {mag} |
| Region | SOUTHERN IRAN |
| Origin time (UTC) | 2025-03-10 09:51:07.3 ({ago}) |
| Local time | 2025-03-10 13:21:07 (UTC+03:30) |
| Epicentre | 27.62°N 55.87°E |
| Depth | 10 km |
| Distances | 48 km NW of Bandar Abbas (pop 352,000); 1,012 km S of Tehran |

## Felt reports
**{felt} testimonies** received so far. Highest reported intensity: V (moderate shaking) in Bandar Abbas and Qeshm.

{note}

## Contributing agencies
EMSC (automatic/reviewed), IRSC (Iranian Seismological Center), GFZ.
"""

    turns = [
        sx(["latest earthquake M5 today EMSC", "earthquake southern Iran today Bandar Abbas"],
           (lst, "Earthquakes today — latest earthquakes in the world — EMSC", "M 5.3 SOUTHERN IRAN 2025-03-10 09:51 UTC — 23 min ago ... M 2.6 WESTERN TURKEY ... M 4.4 MOLUCCA SEA ...", "2025-03-10"),
           ("https://www.reuters.com/world/middle-east/earthquake-hits-southern-iran-2025-03-10/", "Magnitude 5.3 earthquake strikes southern Iran, EMSC says | Reuters", "An earthquake of magnitude 5.3 struck southern Iran on Monday, the European-Mediterranean Seismological Centre (EMSC) said. The quake was at a depth of 10 km ...", "2025-03-10"),
           (usgs, "M 5.1 - 47 km NW of Bandar Abbas, Iran | USGS", "2025-03-10 09:51:08 (UTC) 27.655°N 55.838°E 12.4 km depth ...", "2025-03-10")),
        px(lst, "show the most recent earthquakes and find the strongest one", """
# Latest earthquakes — EMSC (refreshed 10:14:32 UTC)

| Time (UTC) | Ago | Mag | Region | Depth | Felt |
|---|---|---|---|---|---|
| 10:09:44 | 4 min | 2.1 | CENTRAL ITALY | 9 km | 3 |
| 10:02:18 | 12 min | 3.0 | ICELAND | 6 km | — |
| 09:58:51 | 15 min | 4.4 | MOLUCCA SEA | 35 km | — |
| 09:51:07 | 23 min | **5.3** | SOUTHERN IRAN | 10 km | 146 |
| 09:40:26 | 34 min | 2.6 | WESTERN TURKEY | 7 km | 11 |
| 09:33:02 | 41 min | 3.2 | NORTHERN CALIFORNIA | 8 km | 2 |
| 09:21:47 | 53 min | 4.7 | TONGA | 112 km | — |
| 09:07:15 | 1 hr 7 min | 2.4 | GREECE | 12 km | 7 |

Magnitudes of recent events are automatic and may be revised.
"""),
        px(evp, "get the event parameters and the number of felt reports",
           event("10:21:10", "5.3", "automatic", "203", "30 min ago", "*No revision yet.*")),
        m.add({"event": "SOUTHERN IRAN, 2025-03-10 09:51:07 UTC, 48 km NW of Bandar Abbas, depth 10 km",
               "emsc_mag": "M 5.3 (automatic, as of 10:21 UTC)",
               "felt_reports": "203 (10:21 UTC)"}),
        px(usgs, "get USGS parameters for the same quake", """
# M 5.1 - 47 km NW of Bandar Abbas, Iran

**Event ID:** us7000p2ka · **Review Status:** REVIEWED

- **Time:** 2025-03-10 09:51:08 (UTC)
- **Location:** 27.655°N 55.838°E
- **Depth:** 12.4 km
- **Magnitude:** 5.1 mb

## Impact
- **PAGER:** Alert level GREEN for fatalities and economic losses.
- **Did You Feel It?:** 38 responses, maximum reported intensity V.
- **ShakeMap:** Maximum estimated intensity VI.

Note: "Magnitudes reported by different agencies may differ; USGS uses body-wave magnitude (mb) for events of this size when a moment tensor is not yet available."

*Last updated: 2025-03-10 10:33:51 UTC*
"""),
        sx(["EMSC magnitude revision reviewed automatic how long"],
           ("https://www.emsc-csem.org/Page/?id=225", "Automatic vs reviewed solutions — EMSC", "Automatic locations are published within minutes; a seismologist reviews significant events, usually within an hour, and magnitudes may be revised ...", "2021-06-10"),
           ("https://www.emsc-csem.org/Page/?id=208", "Felt reports and LastQuake — EMSC", "Eyewitness testimonies keep arriving for hours after an event; counts on event pages are updated continuously ...", "2022-02-01")),
        px(evp, "check the event page again for revisions and the felt report count",
           event("10:48:55", "5.2", "reviewed", "318", "57 min ago",
                 "**Revision history:** 10:36:12 UTC — reviewed by duty seismologist: magnitude revised 5.3 → 5.2 (Mw from regional moment tensor); location unchanged.")),
        m.update({"emsc_mag": "M 5.2 (reviewed 10:36 UTC; automatic was 5.3)",
                  "felt_reports": "318 (10:48 UTC; was 203 at 10:21)"}),
        px(lst, "refresh the latest list", """
# Latest earthquakes — EMSC (refreshed 11:00:19 UTC)

| Time (UTC) | Ago | Mag | Region | Depth | Felt |
|---|---|---|---|---|---|
| 10:56:03 | 4 min | 1.9 | SOUTHERN GREECE | 10 km | — |
| 10:47:40 | 12 min | 2.8 | SOUTHERN IRAN | 10 km | 4 |
| 10:38:22 | 21 min | 3.5 | CHILE-ARGENTINA BORDER REGION | 110 km | — |
| 10:26:57 | 33 min | 4.1 | SOUTHERN IRAN | 10 km | 27 |
| 10:15:31 | 44 min | 2.3 | WESTERN TURKEY | 5 km | 2 |
| 10:09:44 | 50 min | 2.1 | CENTRAL ITALY | 9 km | 3 |
| 10:02:18 | 58 min | 3.0 | ICELAND | 6 km | — |
| 09:58:51 | 1 hr 1 min | 4.4 | MOLUCCA SEA | 35 km | — |
| 09:51:07 | 1 hr 9 min | **5.2** | SOUTHERN IRAN | 10 km | 331 |

Magnitudes of recent events are automatic and may be revised.
"""),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-15", system=SEARCH_SYSTEM, turns=turns,
           state=st("What is the strongest earthquake in the last hour worldwide, how strong was it per EMSC and USGS, and how many people reported feeling it?", "2025-03-10"))


# ---------------------------------------------------------------------------------------------------------
# 16 (clean): Fed September 2024 cut -- FRED series gains a new observation, memory updated, removed and cleared
def t16(rs: RowSet) -> None:
    m = Mem()
    stmt = "https://www.federalreserve.gov/newsevents/pressreleases/monetary20240918a.htm"
    impl = "https://www.federalreserve.gov/newsevents/pressreleases/monetary20240918a1.htm"
    fred = "https://fred.stlouisfed.org/series/DFF"

    def fredpage(updated: str, rows: list[tuple[str, str]]) -> str:
        obs = "\n".join(f"| {d} | {v} |" for d, v in rows)
        return f"""
# Federal Funds Effective Rate (DFF)

**Observation:** {rows[0][0]}: **{rows[0][1]}** (+ more) · Updated: {updated}
**Units:** Percent, Not Seasonally Adjusted · **Frequency:** Daily, 7-Day

## Latest observations
| Date | Value (%) |
|---|---|
{obs}

Notes: "For additional historical federal funds rate data, please see Daily Federal Funds Rates from 1928–1954. Weekend and holiday values repeat the previous business day's rate."

Source: Board of Governors of the Federal Reserve System (US), Federal Reserve Bank of New York. Release: H.15 Selected Interest Rates.
"""

    turns = [
        sx(["FOMC September 2024 rate cut 50 basis points statement", "federal funds target range September 18 2024"],
           (stmt, "Federal Reserve issues FOMC statement — September 18, 2024", "... the Committee decided to lower the target range for the federal funds rate by 1/2 percentage point to 4-3/4 to 5 percent ...", "2024-09-18"),
           ("https://www.reuters.com/markets/us/fed-cuts-rates-by-half-a-percentage-point-2024-09-18/", "Fed kicks off easing cycle with big half-point rate cut | Reuters", "The Federal Reserve cut interest rates by half a percentage point on Wednesday ... Governor Michelle Bowman dissented in favor of a quarter-point cut ...", "2024-09-18"),
           (fred, "Federal Funds Effective Rate (DFF) | FRED | St. Louis Fed", "Observation: 2024-09-18: 5.33 ... Units: Percent ...", "2024-09-19"),
           ("https://www.cnbc.com/2024/09/18/fed-cuts-rates-september-2024.html", "Fed cuts rates by half a point, a jumbo start to its first easing campaign in four years - CNBC", "The rate, which sets what banks charge each other for overnight lending, now sits in a range between 4.75%-5% ...", "2024-09-18")),
        ex(stmt, "get the decision, new target range and the vote",
           """
"In light of the progress on inflation and the balance of risks, the Committee decided to lower the target range for the federal funds rate by 1/2 percentage point to 4-3/4 to 5 percent."

"Voting for the monetary policy action were Jerome H. Powell, Chair; John C. Williams, Vice Chair; Thomas I. Barkin; Michael S. Barr; Raphael W. Bostic; Lisa D. Cook; Mary C. Daly; Beth M. Hammack; Philip N. Jefferson; Adriana D. Kugler; and Christopher J. Waller. Voting against this action was Michelle W. Bowman, who preferred to lower the target range for the federal funds rate by 1/4 percentage point at this meeting."

"For release at 2:00 p.m. EDT, September 18, 2024"
""",
           "The FOMC cut the target range by 50 bp to 4.75%–5.00% on 18 Sep 2024, by an 11–1 vote (Bowman preferred a 25 bp cut)."),
        px(fred, "what is the latest effective federal funds rate", fredpage("Sep 19, 2024 3:17 PM CDT",
           [("2024-09-18", "5.33"), ("2024-09-17", "5.33"), ("2024-09-16", "5.33"), ("2024-09-15", "5.33"), ("2024-09-14", "5.33"), ("2024-09-13", "5.33")])),
        m.add({"target_range": "4.75–5.00% (cut 50 bp on 18 Sep 2024, from 5.25–5.50%)",
               "vote": "11–1; Bowman dissented, preferring a 25 bp cut",
               "effr_latest": "5.33% (FRED DFF, obs 2024-09-18 — still pre-cut)"}),
        ex(impl, "find the new administered rates (IORB, ON RRP) and their effective date",
           """
"The Board of Governors of the Federal Reserve System voted unanimously to lower the interest rate paid on reserve balances to 4.90 percent, effective September 19, 2024."

"Effective September 19, 2024, the Federal Open Market Committee directs the Desk to ... conduct standing overnight reverse repurchase agreement operations at an offering rate of 4.80 percent ... standing overnight repurchase agreement operations with a minimum bid rate of 5.0 percent."

"In a related action, the Board of Governors approved a 1/2 percentage point decrease in the primary credit rate to 5.0 percent, effective September 19, 2024."
""",
           "Effective 19 Sep 2024: IORB 4.90%, ON RRP 4.80%, standing repo minimum bid 5.00%, primary credit (discount) rate 5.00%."),
        px(fred, "check whether the first post-cut observation has been published", fredpage("Sep 20, 2024 3:16 PM CDT",
           [("2024-09-19", "4.83"), ("2024-09-18", "5.33"), ("2024-09-17", "5.33"), ("2024-09-16", "5.33"), ("2024-09-15", "5.33"), ("2024-09-14", "5.33")])),
        m.update({"effr_latest": "4.83% (FRED DFF, obs 2024-09-19 — first day after the cut; 5.33% on 2024-09-18)"}),
        m.remove(["vote"]),
        m.all(),
        m.clear(),
        m.all(),
        m.add({"answer": "Fed cut 50 bp to 4.75–5.00% on 18 Sep 2024 (11–1). EFFR moved from 5.33% (18 Sep) to 4.83% (19 Sep); IORB 4.90%, ON RRP 4.80%."}),
    ]
    rs.add(task=T, tid="h31-search-16", system=SEARCH_SYSTEM, turns=turns,
           state=st("What did the Fed decide on 18 September 2024, and where did the effective federal funds rate settle afterwards?", "2024-09-20"))


# ---------------------------------------------------------------------------------------------------------
# 17 (clean): Cyberpunk 2077 on Steam during a sale -- live player counts, review totals, sale price vs list price
def t17(rs: RowSet) -> None:
    m = Mem()
    store = "https://store.steampowered.com/app/1091500/Cyberpunk_2077/"
    charts = "https://steamdb.info/app/1091500/charts/"
    hist = "https://steamdb.info/app/1091500/?cc=us#price-history"

    def steamdb(ts: str, now: str, rank: str) -> str:
        return f"""
# Cyberpunk 2077 — Steam Charts · SteamDB

| Players right now | 24-hour peak | All-time peak |
|---|---|---|
| **{now}** | 58,904 | 1,054,388 |
| *updated {ts}* | | *10 December 2020* |

**Rank by current players:** #{rank} · **Followers:** 1,906,552 · **Wishlist activity rank:** #18

## Monthly breakdown
| Month | Peak | Gain | % Gain | Average players |
|---|---|---|---|---|
| Last 30 days | 61,742 | +12,310 | +24.9% | 38,911 |
| June 2024 | 61,742 | +12,310 | +24.9% | 36,402 |
| May 2024 | 49,432 | -6,207 | -11.2% | 29,145 |
| April 2024 | 55,639 | -3,551 | -6.0% | 32,870 |
| March 2024 | 59,190 | +2,114 | +3.7% | 34,018 |

*Player counts are sampled every few minutes from the Steam API.*
"""

    turns = [
        sx(["Cyberpunk 2077 Steam price Summer Sale 2024", "Cyberpunk 2077 player count now"],
           (store, "Cyberpunk 2077 on Steam", "Cyberpunk 2077 is an open-world, action-adventure RPG set in the dark future of Night City ... $59.99 ...", "2024-05-28"),
           (charts, "Cyberpunk 2077 - Steam Charts · SteamDB", "Players right now, 24-hour peak and all-time peak 1,054,388 ...", "2024-07-02"),
           ("https://www.pcgamer.com/steam-summer-sale-2024-best-deals/", "Steam Summer Sale 2024: the best deals | PC Gamer", "The Steam Summer Sale runs from June 27 to July 11 ... Cyberpunk 2077 is half price at $29.99 ...", "2024-06-27"),
           ("https://www.ign.com/articles/cyberpunk-2077-sales-25-million", "Cyberpunk 2077 has sold 25 million copies - IGN", "CD Projekt says Cyberpunk 2077 has sold 25 million copies, and Phantom Liberty more than 5 million ...", "2023-11-09")),
        px(store, "get the current price, discount, sale end and review summary", """
# Cyberpunk 2077

**All Reviews:** Very Positive (648,203) · **Recent Reviews:** Very Positive (11,942)
**Release Date:** 9 Dec, 2020 · **Developer:** CD PROJEKT RED · **Publisher:** CD PROJEKT RED

## Buy Cyberpunk 2077
**SUMMER SALE! Offer ends 11 July @ 10:00am.**
~~$59.99~~ **-50% $29.99** · [Add to Cart]

## Buy Cyberpunk 2077: Ultimate Edition
Includes Cyberpunk 2077 and the Phantom Liberty expansion.
~~$89.98~~ **-50% $44.99** · [Add to Cart]

## Downloadable content
| Item | Price |
|---|---|
| Cyberpunk 2077: Phantom Liberty | ~~$29.99~~ -30% $20.99 |
| Cyberpunk 2077 REDmod | Free |

Tags: Cyberpunk, Open World, RPG, Sci-fi, Singleplayer, Mature, First-Person, Futuristic, Story Rich

Is this game relevant to you? Sign in to see reasons why you may or may not like this based on your games, friends, and curators you follow.
"""),
        m.add({"price_now": "$29.99 (-50% from $59.99), Steam Summer Sale, ends 11 July 10:00am PT",
               "reviews": "Very Positive (648,203 all-time); recent Very Positive (11,942)"}),
        px(charts, "how many people are playing right now and what is the all-time peak", steamdb("1 minute ago (14:02 UTC)", "41,377", "14")),
        sx(["Cyberpunk 2077 lowest price ever Steam history"],
           (hist, "Cyberpunk 2077 Price History · SteamDB", "Lowest recorded price: $23.99 at -60% ... Steam Winter Sale 2023 ...", "2024-07-02"),
           ("https://isthereanydeal.com/game/cyberpunk-2077/history/", "Cyberpunk 2077 price history · IsThereAnyDeal", "Historical low $17.99 (-70%) at a third-party store; Steam historical low $23.99 ...", "2024-06-30")),
        ex(hist, "get the lowest recorded Steam price and the price in other regions",
           """
Price history (US store):
| Date | Price | Discount | Event |
|---|---|---|---|
| 27 Jun 2024 – now | $29.99 | -50% | Steam Summer Sale 2024 |
| 21 Dec 2023 – 4 Jan 2024 | $23.99 | -60% | Steam Winter Sale 2023 |
| 21 Nov 2023 – 28 Nov 2023 | $29.99 | -50% | Steam Autumn Sale 2023 |
| 29 Jun 2023 – 13 Jul 2023 | $29.99 | -50% | Steam Summer Sale 2023 |

"Lowest recorded price: $23.99 (-60%)."

Current regional prices (same sale): United States $29.99 (-50%) · Euro area 29,99€ (-50%, list 59,99€) · United Kingdom £24.99 (-50%, list £49.99) · Poland 99,99 zł (-50%, list 199,99 zł)
""",
           "Current sale price $29.99 (-50%); the lowest recorded Steam price was $23.99 (-60%) in the Winter Sale 2023. Regional sale prices: 29,99 €, £24.99, 99,99 zł."),
        px(charts, "refresh the player count", steamdb("just now (14:41 UTC)", "43,921", "13")),
        m.add({"players": "41,377 at 14:02 UTC and 43,921 at 14:41 UTC (SteamDB); 24h peak 58,904; all-time peak 1,054,388 (10 Dec 2020)",
               "lowest_price": "$23.99 (-60%), Steam Winter Sale 2023"}),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-17", system=SEARCH_SYSTEM, turns=turns,
           state=st("What does Cyberpunk 2077 cost on Steam right now, is that its lowest price, and how many people are playing it compared with its launch peak?", "2024-07-02"))


# ---------------------------------------------------------------------------------------------------------
# 18 (clean): Amur leopard population -- sources from different years disagree; memory key renamed
def t18(rs: RowSet) -> None:
    m = Mem()
    wwf = "https://www.worldwildlife.org/species/amur-leopard"
    lol = "https://leopard-land.ru/en/news/2024-02-12-amur-leopard-census-2023"
    iucn = "https://www.iucnredlist.org/species/15957/160698029"
    cn = "https://www.forestry.gov.cn/english/news/2023/ntlnp-leopard-population.html"
    turns = [
        sx(["Amur leopard population wild 2023 census", "Amur leopard how many left"],
           (wwf, "Amur Leopard | Species | WWF", "The Amur leopard is critically endangered ... With only around 100 individuals remaining in the wild ...", "2022-08-04"),
           (lol, "The number of Amur leopards in the Land of the Leopard has reached a new record | Land of the Leopard National Park", "According to camera-trap monitoring for 2023, at least 125 adult leopards and 22 cubs live in the national park and adjacent areas ...", "2024-02-12"),
           (iucn, "Panthera pardus ssp. orientalis — The IUCN Red List", "Critically Endangered ... Number of mature individuals: fewer than 60 (2019 assessment) ...", "2019-10-04"),
           ("https://en.wikipedia.org/wiki/Amur_leopard", "Amur leopard - Wikipedia", "In 2015 the population in Russia was estimated at 84 individuals; by 2022 more than 120 were recorded in Land of the Leopard National Park ...", "2024-03-29"),
           (cn, "Northeast China Tiger and Leopard National Park: Amur leopards exceed 60", "Monitoring shows about 60 wild Amur leopards now live in the park on the Chinese side of the border ...", "2023-07-29")),
        ex(wwf, "find WWF's population estimate and its date",
           """
"Status: Critically Endangered. Population: about 100 individuals in the wild."

"The Amur leopard is solitary and nocturnal ... Found in the temperate forests of the Russian Far East and northeast China."

"Poaching and habitat loss brought the population down to about 30 individuals in the early 2000s. Thanks to conservation efforts, numbers have since more than tripled."

Page footer: "Last updated: August 2022"
""",
           "WWF (page updated Aug 2022): about 100 wild Amur leopards, up from about 30 in the early 2000s."),
        m.add({"amur_pop_wwf": "about 100 in the wild (WWF species page, updated Aug 2022)"}),
        ex(lol, "get the latest census numbers for the Russian population",
           """
"Vladivostok, 12 February 2024. According to the results of camera-trap monitoring for 2023, at least 125 adult Far Eastern (Amur) leopards and 22 cubs of the year were recorded in the Land of the Leopard National Park and adjacent territories."

"In 2015, when the first full census in the park was carried out, specialists counted 84 adult leopards. The 2022 count recorded 121 adults."

"About 30 of the leopards recorded in Russia were also photographed by camera traps in China, which shows that the animals move freely across the border."

"Published 12.02.2024"
""",
           "Land of the Leopard NP (12 Feb 2024): at least 125 adults + 22 cubs in 2023 (121 adults in 2022, 84 in 2015); about 30 are shared with China."),
        ex(iucn, "get the Red List category, assessment year and population figure",
           """
"Red List Category & Criteria: Critically Endangered C2a(i). Year published: 2019. Date assessed: 10 April 2019."

"Population: The subspecies' range is now restricted to the Russian Far East and adjacent north-east China. The estimated number of mature individuals is fewer than 60 (84 individuals including subadults in the 2015 Russian census)."

"Current population trend: Increasing."
""",
           "IUCN (assessed Apr 2019): Critically Endangered, fewer than 60 mature individuals; 84 individuals in the 2015 Russian census; trend increasing."),
        m.remove(["amur_pop_wwf"]),
        m.add({"pop_wwf_2022": "about 100 in the wild (WWF, updated Aug 2022)",
               "pop_russia_2023": "≥125 adults + 22 cubs (Land of the Leopard NP camera traps 2023, published 12 Feb 2024); 121 adults in 2022; 84 in 2015",
               "pop_iucn_2019": "CR; <60 mature individuals (assessed Apr 2019)"}),
        ex(cn, "get the Chinese population estimate",
           """
"According to monitoring data from the Northeast China Tiger and Leopard National Park, the number of wild Amur leopards in the park has grown from 42 at its establishment in 2017 to about 60 in 2023."

"Infrared cameras covering 5,000 square kilometres of the park recorded cubs in several areas, showing stable breeding."

"Some individuals move between the Chinese park and Russia's Land of the Leopard National Park."

Published: 29 July 2023
""",
           "China (NE China Tiger and Leopard NP, July 2023): about 60 Amur leopards, up from 42 in 2017; some are shared with Russia, so the two national counts overlap."),
        m.add({"pop_china_2023": "about 60 (NE China Tiger & Leopard NP, Jul 2023; up from 42 in 2017); overlaps with Russian count (~30 shared)"}),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-18", system=SEARCH_SYSTEM, turns=turns,
           state=st("How many Amur leopards live in the wild today, and why do sources give different numbers?", "2024-05-14"))


# ---------------------------------------------------------------------------------------------------------
# 19 (clean): Drewry World Container Index -- the weekly page is republished with a newer stamp mid-session
def t19(rs: RowSet) -> None:
    m = Mem()
    wci = "https://www.drewry.co.uk/supply-chain-advisors/supply-chain-expertise/world-container-index-assessed-by-drewry"
    reu = "https://www.reuters.com/business/maersk-pauses-red-sea-indefinitely-2024-01-05/"
    fbx = "https://fbx.freightos.com/"

    def page(stamp: str, comp: str, chg: str, rows: list[tuple[str, str, str, str]], text: str) -> str:
        body = "\n".join(f"| {r} | {a} | {b} | {c} |" for r, a, b, c in rows)
        return f"""
# World Container Index — assessed by Drewry

**{stamp}**

{text}

**Composite WCI: {comp} per 40ft container ({chg} week on week)**

| Route | Previous week ($/40ft) | This week ($/40ft) | Weekly change |
|---|---|---|---|
{body}

"Drewry's World Container Index (WCI) is a weekly assessment of spot container freight rates on eight major East-West trade routes, published every Thursday."
"""

    turns = [
        sx(["Drewry World Container Index January 2024 Red Sea", "container freight rates Shanghai Rotterdam this week"],
           (wci, "World Container Index - 04 Jan | Drewry", "Drewry's composite World Container Index increased 61% to $2,670 per 40ft container ...", "2024-01-04"),
           (reu, "Maersk pauses Red Sea shipping indefinitely | Reuters", "Maersk said on Friday it would pause all shipments through the Red Sea until further notice ...", "2024-01-05"),
           (fbx, "Freightos Baltic Index (FBX): Global Container Freight Index", "Daily container freight rates for 12 major global lanes ... FBX11 China/East Asia to North Europe ...", "2024-01-11"),
           ("https://www.ft.com/content/container-shipping-rates-red-sea-january-2024", "Container shipping rates more than double as Red Sea attacks divert ships | Financial Times", "Rates to ship a 40ft container from Asia to northern Europe have more than doubled since mid-December ...", "2024-01-08")),
        px(wci, "get the composite index and the Shanghai–Rotterdam rate", page(
            "World Container Index — 04 Jan 2024 · Published 04 January 2024",
            "$2,670", "+61%",
            [("Shanghai – Rotterdam", "2,101", "3,577", "+70%"),
             ("Shanghai – Genoa", "2,269", "3,976", "+75%"),
             ("Shanghai – Los Angeles", "1,963", "2,294", "+17%"),
             ("Shanghai – New York", "2,814", "3,462", "+23%"),
             ("Rotterdam – Shanghai", "665", "672", "+1%"),
             ("Los Angeles – Shanghai", "709", "711", "0%"),
             ("New York – Rotterdam", "793", "761", "-4%"),
             ("Rotterdam – New York", "1,595", "1,689", "+6%")],
            "The composite index jumped 61% to $2,670 per 40ft container, driven by diversions of vessels away from the Red Sea and Suez Canal after attacks on shipping. Drewry expects rates to keep rising in the coming weeks.")),
        m.add({"wci_composite": "$2,670/FEU (Drewry WCI, 4 Jan 2024, +61% w/w)",
               "wci_sha_rtm": "$3,577/FEU (4 Jan 2024, +70% w/w)"}),
        sx(["Maersk Red Sea pause Cape of Good Hope diversion transit time added"],
           (reu, "Maersk pauses Red Sea shipping indefinitely | Reuters", "Maersk said on Friday it would pause all shipments through the Red Sea until further notice ... diversions add 10 to 14 days ...", "2024-01-05"),
           ("https://www.bbc.com/news/business-67839733", "Red Sea attacks: Shipping firms reroute around Africa - BBC News", "Routing around the Cape of Good Hope adds about 3,500 nautical miles to an Asia–Europe voyage ...", "2024-01-03")),
        ex(reu, "find what Maersk announced and how much time diversions add",
           """
"COPENHAGEN, Jan 5 (Reuters) - Danish shipping company Maersk said on Friday it would pause all shipments through the Red Sea until further notice, and that its vessels would be rerouted around Africa's Cape of Good Hope."

"The re-routing adds 10 to 14 days to an Asia–Northern Europe voyage, increases fuel costs and takes capacity out of the market, analysts said."

"Hapag-Lloyd said it would continue to avoid the Red Sea at least until Jan. 9."
""",
           "On 5 Jan 2024 Maersk paused all Red Sea transits indefinitely and rerouted via the Cape of Good Hope, adding 10–14 days per Asia–North Europe voyage."),
        px(fbx, "get the current FBX rate for China to North Europe", """
# Freightos Baltic Index (FBX)

**Global Container Index (FBX):** $3,228 per FEU · Daily change +2.6% · Updated 11 Jan 2024, 10:00 UTC

| Lane | Code | Rate ($/FEU) | Daily change |
|---|---|---|---|
| China/East Asia – North Europe | FBX11 | 4,593 | +2.9% |
| China/East Asia – Mediterranean | FBX13 | 5,208 | +2.2% |
| China/East Asia – North America West Coast | FBX01 | 2,716 | +3.4% |
| China/East Asia – North America East Coast | FBX03 | 4,262 | +1.8% |
| North Europe – China/East Asia | FBX12 | 538 | 0.0% |

"FBX rates are spot rates averaged from carrier and forwarder quotes and are published daily; they differ in method and route definition from other indices such as Drewry's WCI and the SCFI."
"""),
        px(wci, "check whether this week's index is out yet", page(
            "World Container Index — 11 Jan 2024 · Published 11 January 2024",
            "$3,072", "+15%",
            [("Shanghai – Rotterdam", "3,577", "4,406", "+23%"),
             ("Shanghai – Genoa", "3,976", "5,213", "+31%"),
             ("Shanghai – Los Angeles", "2,294", "2,726", "+19%"),
             ("Shanghai – New York", "3,462", "4,200", "+21%"),
             ("Rotterdam – Shanghai", "672", "674", "0%"),
             ("Los Angeles – Shanghai", "711", "715", "+1%"),
             ("New York – Rotterdam", "761", "758", "0%"),
             ("Rotterdam – New York", "1,689", "1,713", "+1%")],
            "The composite index increased 15% to $3,072 per 40ft container this week, and is now 90% higher than the same week last year. Rates from Shanghai to Genoa rose 31% and to Rotterdam 23%, as Red Sea diversions continue.")),
        m.update({"wci_composite": "$3,072/FEU (Drewry WCI, 11 Jan 2024, +15% w/w; was $2,670 on 4 Jan)",
                  "wci_sha_rtm": "$4,406/FEU (11 Jan 2024, +23% w/w; was $3,577 on 4 Jan)"}),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-19", system=SEARCH_SYSTEM, turns=turns,
           state=st("How much have Asia–Europe container spot rates risen because of the Red Sea diversions, according to this week's indices?", "2024-01-11"))


# ---------------------------------------------------------------------------------------------------------
# 20 (clean): The Met's Van Gogh paintings -- keyword vs filtered counts, truncated lists, re-sorted view, two tabs of one record
_MET = [
    ("Peasant Woman Cooking by a Fireplace", "1885", "1984.393", False),
    ("Head of a Peasant Woman", "1885", "1973.184", False),
    ("Head of a Peasant", "1884", "1984.394", False),
    ("Self-Portrait with a Straw Hat", "1887", "67.187.70a", True),
    ("Sunflowers", "1887", "49.41", True),
    ("Shoes", "1888", "1992.374", True),
    ("Oleanders", "1888", "62.24", True),
    ("The Flowering Orchard", "1888", "56.13", True),
    ("Madame Roulin and Her Baby", "1888", "1975.1.231", False),
    ("L'Arlésienne: Madame Joseph-Michel Ginoux (Marie Julien, 1848–1911)", "1888–89", "51.112.3", True),
    ("La Berceuse (Woman Rocking a Cradle; Augustine-Alix Pellicot Roulin, 1851–1930)", "1889", "1996.435", True),
    ("Wheat Field with Cypresses", "1889", "1993.132", True),
    ("Cypresses", "1889", "49.30", True),
    ("Olive Trees", "1889", "1998.325.1", True),
    ("Corridor in the Asylum", "1889", "48.190.2", False),
    ("Irises", "1890", "58.187", True),
    ("Roses", "1890", "1993.400.5", True),
    ("First Steps, after Millet", "1890", "64.165.2", True),
    ("Women Picking Olives", "1889", "1995.535", False),
]


def t20(rs: RowSet) -> None:
    m = Mem()
    base = "https://www.metmuseum.org/art/collection/search?q=van+gogh"
    obj = "https://www.metmuseum.org/art/collection/search/437980"
    rel = list(_MET)
    random.Random(2031).shuffle(rel)
    on = [r for r in rel if r[3]]

    def grid(url: str, goal: str, head: str, total: int, items: list[tuple[str, str, str, bool]], cap: int) -> tuple[str, str]:
        rows = "\n".join(f"| {t} | Vincent van Gogh | {d} | {a} | {'On view' if v else 'Not on view'} |" for t, d, a, v in items[:cap])
        more = f"\n\n[Show more] · Showing {min(cap, total)} of {total}" if total > cap else f"\n\nShowing {total} of {total}"
        return px(url, goal, f"""
# Search the Collection — The Metropolitan Museum of Art

{head}
**{total:,} results**

| Title | Artist | Date | Accession | Status |
|---|---|---|---|---|
{rows}{more}
""")

    def record(goal: str, tab: str, body: str) -> tuple[str, str]:
        return px(obj, goal, f"""
# Wheat Field with Cypresses

**Vincent van Gogh** (Dutch, Zundert 1853–1890 Auvers-sur-Oise) · 1889 · Oil on canvas · 28 7/8 × 36 3/4 in. (73.2 × 93.4 cm)
**Credit Line:** Purchase, The Annenberg Foundation Gift, 1993 · **Object Number:** 1993.132
**On view at The Met Fifth Avenue in Gallery 822**

*Tab: {tab}*

{body}
""")

    turns = [
        sx(["Met Museum Van Gogh Wheat Field with Cypresses gallery accession number", "how many Van Gogh paintings does the Metropolitan Museum own"],
           (obj, "Vincent van Gogh | Wheat Field with Cypresses | The Metropolitan Museum of Art", "In late June 1889, Van Gogh painted this view from the asylum at Saint-Rémy ... 1993.132 ...", "2024-02-20"),
           (base, "Search the Collection: van gogh | The Met", "Browse works by and related to Vincent van Gogh in The Met collection ...", "2024-05-30"),
           ("https://www.metmuseum.org/exhibitions/van-gogh-cypresses", "Van Gogh's Cypresses | The Met", "May 22–August 27, 2023. The first exhibition to focus on the cypress motif in Van Gogh's art ...", "2023-05-22"),
           ("https://en.wikipedia.org/wiki/Wheat_Field_with_Cypresses", "Wheat Field with Cypresses - Wikipedia", "There are three similar paintings ... The Metropolitan Museum of Art version (F717) was purchased in 1993 with funds from Walter Annenberg ...", "2024-01-07")),
        px(base, "see how many results a keyword search for van gogh returns", """
# Search the Collection — The Metropolitan Museum of Art

**Search:** van gogh · Sort: Relevance
**186 results**

| Title | Artist | Date | Accession | Status |
|---|---|---|---|---|
| Wheat Field with Cypresses | Vincent van Gogh | 1889 | 1993.132 | On view |
| Self-Portrait with a Straw Hat | Vincent van Gogh | 1887 | 67.187.70a | On view |
| Irises | Vincent van Gogh | 1890 | 58.187 | On view |
| Portrait of Vincent van Gogh | John Peter Russell | 1886 | 2018.11 | Not on view |
| Cypresses | Vincent van Gogh | 1889 | 49.30 | On view |
| Vincent van Gogh on his Deathbed | Paul Gachet | 1890 | 1987.1105 | Not on view |
| Corridor in the Asylum | Vincent van Gogh | 1889 | 48.190.2 | Not on view |
| Sunflowers | Vincent van Gogh | 1887 | 49.41 | On view |

[Show more] · Showing 8 of 186
"""),
        grid(base + "&artist=Vincent+van+Gogh&type=Paintings", "only paintings by Vincent van Gogh",
             "**Search:** van gogh · Filters: Artist/Maker — Vincent van Gogh; Object Type — Paintings · Sort: Relevance", len(rel), rel, 12),
        grid(base + "&artist=Vincent+van+Gogh&type=Paintings&showOnly=onDisplay", "only paintings by Van Gogh currently on view",
             "**Search:** van gogh · Filters: Artist/Maker — Vincent van Gogh; Object Type — Paintings; Show only — On view · Sort: Relevance", len(on), on, 20),
        m.add({"met_vg_paintings": f"{len(rel)} paintings by Van Gogh (filtered search); {len(on)} on view",
               "wfc": "Wheat Field with Cypresses, 1889, accession 1993.132"}),
        record("get the gallery, dimensions and credit line", "Overview",
               "In late June 1889, Van Gogh painted this view in the vicinity of the asylum at Saint-Rémy, where he was a patient. He considered it one of his 'best' summer canvases and made a replica (National Gallery, London) and a smaller version for his mother and sister (private collection).\n\nThe painting was first executed on the spot; the artist reworked it in his studio in September 1889."),
        record("get the provenance of the painting", "Provenance",
               "the artist's brother, Theo van Gogh, Paris (1889–d. 1891); his widow, Johanna van Gogh-Bonger, Amsterdam (1891–1905; sold to Cassirer); [Paul Cassirer, Berlin, 1905–1906; sold to Hoffmann]; Dr. Hans Hoffmann, Berlin (1906–1920s); by descent, private collection, Switzerland (until 1993; sold to MMA through the Annenberg Foundation Gift)"),
        grid(base + "&artist=Vincent+van+Gogh&type=Paintings&sortBy=Date&sortOrder=asc", "the same painting list sorted by date, oldest first",
             "**Search:** van gogh · Filters: Artist/Maker — Vincent van Gogh; Object Type — Paintings · Sort: Date (oldest first)", len(rel), sorted(_MET, key=lambda r: r[1]), 20),
        m.update({"wfc": "Wheat Field with Cypresses, 1889, oil on canvas, 73.2 × 93.4 cm, accession 1993.132; Gallery 822; Purchase, The Annenberg Foundation Gift, 1993"}),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-20", system=SEARCH_SYSTEM, turns=turns,
           state=st("What is the Met's accession number and gallery for Van Gogh's 'Wheat Field with Cypresses', and how many Van Gogh paintings does the Met hold and show?", "2024-06-03"))


# ---------------------------------------------------------------------------------------------------------
# 21 (clean): 2023 Kahramanmaras earthquakes -- death toll reports from different dates, agencies' magnitudes differ
def t21(rs: RowSet) -> None:
    m = Mem()
    ocha = "https://reliefweb.int/report/turkiye/turkiye-2023-earthquakes-situation-report-no-5-20-february-2023"
    afad = "https://www.afad.gov.tr/kahramanmarasta-meydana-gelen-depremler-hk-basin-bulteni-36"
    wiki = "https://en.wikipedia.org/wiki/2023_Turkey%E2%80%93Syria_earthquakes"
    usgs = "https://earthquake.usgs.gov/earthquakes/eventpage/us6000jllz/executive"
    turns = [
        sx(["Kahramanmaraş earthquake 2023 death toll Türkiye final AFAD", "2023 Turkey Syria earthquake deaths total"],
           (ocha, "Türkiye: 2023 Earthquakes Situation Report No. 5, as of 20 February 2023 - ReliefWeb", "As of 20 February, AFAD reports 41,156 people dead and more than 105,000 injured in Türkiye ...", "2023-02-20"),
           (afad, "Kahramanmaraş'ta Meydana Gelen Depremler hk. Basın Bülteni - AFAD", "... depremlerde hayatını kaybeden vatandaşlarımızın sayısı 50.783'e yükselmiştir ...", "2023-04-14"),
           (wiki, "2023 Turkey–Syria earthquakes - Wikipedia", "... killed 53,537 people in Turkey and 8,476 in Syria, making it the deadliest earthquake in modern Turkish history ...", "2024-09-02"),
           ("https://www.reuters.com/world/middle-east/turkey-earthquake-death-toll-climbs-above-31000-2023-02-13/", "Turkey quake death toll climbs above 31,000 | Reuters", "The death toll in Turkey rose to 31,643 on Monday, AFAD said ...", "2023-02-13"),
           (usgs, "M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence | USGS", "2023-02-06 01:17:34 (UTC) 37.225°N 37.021°E 10.0 km depth ...", "2023-02-06")),
        ex(ocha, "get the death toll and aftershock count as of the report date",
           """
"As of 20 February, the Disaster and Emergency Management Authority (AFAD) reports that 41,156 people have lost their lives and more than 105,500 have been injured in Türkiye."

"Since 6 February, AFAD has recorded 6,040 aftershocks, including 40 of magnitude 5.0–6.0 and one of magnitude 6.0 or greater in addition to the two main shocks."

"Some 1.9 million people are staying in temporary shelters, including tents and container cities; about 530,000 people have been evacuated from the affected provinces."

Report date: 20 Feb 2023
""",
           "OCHA sitrep 5 (20 Feb 2023): 41,156 deaths and 105,500+ injured in Türkiye per AFAD; 6,040 aftershocks; ~1.9 million people in temporary shelters."),
        m.add({"tr_deaths": "41,156 (AFAD via OCHA sitrep, as of 20 Feb 2023)",
               "aftershocks": "6,040 (AFAD, as of 20 Feb 2023)"}),
        ex(afad, "get the latest death toll and aftershock count in this AFAD bulletin",
           """
"Kahramanmaraş merkezli depremlerde hayatını kaybeden vatandaşlarımızın sayısı 50.783'e yükselmiştir." (The number of citizens who lost their lives in the Kahramanmaraş-centred earthquakes has risen to 50,783.)

"Bölgede bugüne kadar toplam 31.013 artçı deprem meydana gelmiştir." (A total of 31,013 aftershocks have occurred in the region so far.)

"Basın Bülteni – 14 Nisan 2023, 11:30" (Press bulletin, 14 April 2023, 11:30)
""",
           "AFAD bulletin of 14 April 2023: 50,783 deaths in Türkiye; 31,013 aftershocks recorded by then."),
        m.update({"tr_deaths": "50,783 (AFAD bulletin, 14 Apr 2023); earlier 41,156 as of 20 Feb 2023",
                  "aftershocks": "31,013 (AFAD, 14 Apr 2023); 6,040 as of 20 Feb"}),
        ex(wiki, "get the final death toll for Türkiye and Syria and the magnitudes from different agencies",
           """
"On 6 February 2023, at 04:17 TRT (01:17 UTC), a Mw 7.8 earthquake struck southern and central Turkey and northern and western Syria. The epicenter was 37 km (23 mi) west–northwest of Gaziantep. ... It was followed by a second major earthquake at 13:24 TRT (10:24 UTC) centred 95 km north-northeast of the first, in Kahramanmaraş Province." Footnote: "AFAD measured the first shock as Mw 7.7 and the second as Mw 7.6; the USGS gives 7.8 and 7.5 (Mww)."

"The earthquakes killed 53,537 people in Turkey, according to the Turkish government's final figures released in February 2024, and 8,476 in Syria, for a combined total of 62,013."

"This page was last edited on 2 September 2024, at 11:08 (UTC)."
""",
           "Final tolls: 53,537 dead in Türkiye (government, Feb 2024) and 8,476 in Syria — 62,013 in all. Magnitudes: USGS Mww 7.8 and 7.5; AFAD 7.7 and 7.6 (different agencies and methods)."),
        m.update({"tr_deaths": "53,537 final (Turkish government, Feb 2024); 50,783 on 14 Apr 2023; 41,156 on 20 Feb 2023"}),
        m.add({"syria_deaths": "8,476 (combined total 62,013)",
               "magnitudes": "Mainshock 01:17 UTC: USGS Mww 7.8 / AFAD Mw 7.7; second shock 10:24 UTC: USGS 7.5 / AFAD 7.6"}),
        px(usgs, "confirm USGS parameters of the main shock", """
# M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence

**Event ID:** us6000jllz · **Review Status:** REVIEWED

- **Time:** 2023-02-06 01:17:34 (UTC) — 2023-02-06 04:17:34 (UTC+03:00) local
- **Location:** 37.225°N 37.021°E
- **Depth:** 10.0 km
- **Magnitude:** 7.8 Mww

## Impact
- **PAGER:** Alert level RED for fatalities and economic losses.
- **ShakeMap:** Maximum estimated intensity XII.
- **Did You Feel It?:** 11,214 responses.

## Tectonic summary (excerpt)
"The February 6, 2023, M 7.8 earthquake ... occurred as the result of strike slip faulting at shallow depth ... at or near the triple junction of the Anatolia, Arabia and Africa plates. About 9 hours later a M 7.5 earthquake struck about 95 km to the north-northeast."

*Last updated: 2024-01-18 22:03:11 UTC*
"""),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-21", system=SEARCH_SYSTEM, turns=turns,
           state=st("What was the final death toll of the February 2023 Kahramanmaraş earthquakes in Türkiye and Syria, and how strong were the two main shocks?", "2024-10-08"))


# ---------------------------------------------------------------------------------------------------------
# 22 (clean): most Olympic medals in fencing on Olympedia -- the same table sorted and filtered differently
_FENCE = [
    ("Edoardo Mangiarotti", "ITA", "M", "1936–1960", 6, 5, 2),
    ("Aladár Gerevich", "HUN", "M", "1932–1960", 7, 1, 2),
    ("Valentina Vezzali", "ITA", "F", "1996–2012", 6, 1, 2),
    ("Giulio Gaudini", "ITA", "M", "1928–1936", 3, 4, 2),
    ("Giovanna Trillini", "ITA", "F", "1988–2008", 4, 1, 3),
    ("Philippe Cattiau", "FRA", "M", "1920–1936", 2, 3, 3),
    ("Pál Kovács", "HUN", "M", "1936–1960", 6, 0, 1),
    ("Christian d'Oriola", "FRA", "M", "1948–1956", 4, 2, 0),
    ("Lucien Gaudin", "FRA", "M", "1920–1928", 4, 2, 0),
    ("Rudolf Kárpáti", "HUN", "M", "1948–1960", 6, 0, 0),
    ("Nedo Nadi", "ITA", "M", "1912–1920", 6, 0, 0),
    ("Aron Szilagyi", "HUN", "M", "2012–2024", 4, 0, 0),
    ("Elisa Di Francisca", "ITA", "F", "2012–2016", 2, 1, 0),
    ("Ilona Elek", "HUN", "F", "1936–1952", 2, 1, 0),
]


def t22(rs: RowSet) -> None:
    m = Mem()
    url = "https://www.olympedia.org/lists/5/manual"
    ath = "https://www.olympedia.org/athletes/18181"
    wiki = "https://en.wikipedia.org/wiki/Edoardo_Mangiarotti"

    def table(goal: str, head: str, rows: list[tuple[str, str, str, str, int, int, int]], link: str) -> tuple[str, str]:
        body = "\n".join(f"| {i} | {n} | {c} | {yrs} | {g} | {s} | {b} | {g + s + b} |" for i, (n, c, _, yrs, g, s, b) in enumerate(rows, 1))
        return px(link, goal, f"""
# Most medals — Fencing (Olympic Games) · Olympedia

{head}

| # | Athlete | NOC | Games | Gold | Silver | Bronze | Total |
|---|---|---|---|---|---|---|---|
{body}

Only Olympic Games medals in fencing are counted (Intercalated Games 1906 excluded). Team events count one medal per athlete.
""")

    by_total = sorted(_FENCE, key=lambda r: (-(r[4] + r[5] + r[6]), -r[4], -r[5]))
    by_gold = sorted(_FENCE, key=lambda r: (-r[4], -r[5], -r[6]))
    women = [r for r in by_total if r[2] == "F"]
    turns = [
        sx(["most Olympic medals fencing all time Olympedia", "Edoardo Mangiarotti 13 Olympic medals fencing record"],
           (url, "Most medals in Fencing | Olympedia", "Athletes with the most medals in Olympic fencing: Edoardo Mangiarotti (ITA) 13, Aladár Gerevich (HUN) 10 ...", "2024-08-15"),
           (wiki, "Edoardo Mangiarotti - Wikipedia", "Edoardo Mangiarotti (1919–2012) was an Italian fencer who won 13 Olympic medals, the most of any fencer ...", "2024-03-30"),
           ("https://olympics.com/en/news/most-decorated-olympic-fencers", "The most decorated Olympic fencers of all time | Olympics.com", "Italy's Edoardo Mangiarotti tops the list with 13 medals across five Games, while Hungary's Aladár Gerevich won seven golds ...", "2024-07-20"),
           (ath, "Edoardo Mangiarotti | Olympedia", "Full name: Edoardo•Mangiarotti. Sex: Male. Born: 7 April 1919 in Renate, Lombardia (ITA). Died: 25 May 2012 ...", "2023-11-02")),
        table("list the fencers with the most Olympic medals", "Sorted by: Total medals (descending) · Last updated: 15 August 2024", by_total, url),
        m.add({"leader": "Edoardo Mangiarotti (ITA) — 13 medals (6 G, 5 S, 2 B), 1936–1960",
               "second": "Aladár Gerevich (HUN) — 10 medals (7 G, 1 S, 2 B)"}),
        table("who has the most gold medals in fencing", "Sorted by: Gold medals (descending) · Last updated: 15 August 2024", by_gold, url + "?sort=gold"),
        px(ath, "list Mangiarotti's Olympic results by Games", """
# Edoardo Mangiarotti

| | |
|---|---|
| Type | Competed in Olympic Games |
| Sex | Male |
| Full name | Edoardo•Mangiarotti |
| Born | 7 April 1919 in Renate, Lombardia (ITA) |
| Died | 25 May 2012 in Milano, Lombardia (ITA) |
| NOC | Italy |
| Medals OG | 6 5 2 — Total 13 |

## Results (medal events only)
| Games | Event | Pos | Medal |
|---|---|---|---|
| 1936 Summer Olympics | Épée, Team, Men | 1 | Gold |
| 1948 Summer Olympics | Épée, Individual, Men | 3 | Bronze |
| 1948 Summer Olympics | Foil, Team, Men | 2 | Silver |
| 1948 Summer Olympics | Épée, Team, Men | 2 | Silver |
| 1952 Summer Olympics | Foil, Individual, Men | 2 | Silver |
| 1952 Summer Olympics | Épée, Individual, Men | 1 | Gold |
| 1952 Summer Olympics | Foil, Team, Men | 2 | Silver |
| 1952 Summer Olympics | Épée, Team, Men | 1 | Gold |
| 1956 Summer Olympics | Foil, Individual, Men | 3 | Bronze |
| 1956 Summer Olympics | Foil, Team, Men | 1 | Gold |
| 1956 Summer Olympics | Épée, Team, Men | 1 | Gold |
| 1960 Summer Olympics | Foil, Team, Men | 2 | Silver |
| 1960 Summer Olympics | Épée, Team, Men | 1 | Gold |

*Last changed: 2 November 2023*
"""),
        ex(wiki, "how does Wikipedia describe his record",
           """
"Edoardo Mangiarotti (7 April 1919 – 25 May 2012) was an Italian fencer. He won 13 Olympic medals (six gold, five silver and two bronze) between 1936 and 1960, the most of any fencer in Olympic history, and 26 medals at World Championships."

"He competed in five Olympic Games; the 1940 and 1944 Games were cancelled because of the Second World War."

"Mangiarotti was left-handed by training: his father, himself a fencing master, made him switch from his natural right hand."
""",
           "Wikipedia agrees with Olympedia: 13 Olympic medals (6 gold, 5 silver, 2 bronze) across five Games, 1936–1960, the most by any fencer; plus 26 World Championship medals."),
        m.update({"leader": "Edoardo Mangiarotti (ITA) — 13 Olympic medals (6 G, 5 S, 2 B) over five Games 1936–1960; most golds: Gerevich (7)"}),
        table("only women fencers", "Filter: Women · Sorted by: Total medals (descending) · Last updated: 15 August 2024", women, url + "?sex=F"),
        m.add({"women_leader": "Valentina Vezzali (ITA) — 9 medals (6 G, 1 S, 2 B), 1996–2012"}),
        m.all(),
    ]
    rs.add(task=T, tid="h31-search-22", system=SEARCH_SYSTEM, turns=turns,
           state=st("Which fencer has won the most Olympic medals, and who has won the most Olympic fencing golds?", "2024-09-10"))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
              t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
