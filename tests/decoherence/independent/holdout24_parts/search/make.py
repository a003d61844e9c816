# ruff: noqa: E501
"""Held-out set holdout24, domain ``search``: 22 deep-research trajectories, 11 with exactly one contradiction.

Each trajectory is a coherent research session with the web_search / web_extractor / dict_memory tools, written
from the brief alone (no detector code was read). Clean trajectories are full of legitimate changes (live
counters, pages updated with newer stamps, different sources disagreeing, unit and time-zone conversions,
paginated or filtered listings, memory values the agent itself updated or removed). Run with
``python -m tests.decoherence.independent.holdout24_parts.search.make``; it writes ``search_test.jsonl`` and
``labels.json`` next to this file. Deterministic: no randomness, no clock reads.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

Turn = tuple[str, str]


def sr(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: the numbered result list in a code fence."""
    return "```\n" + results(*items) + "\n```"


def ev(url: str, goal: str, evidence: str, summary: str) -> str:
    """A web_extractor observation in the Evidence / Summary shape."""
    return (f"The useful information in {url} for user goal {goal} as follows: \n\n"
            f"Evidence in page: \n{evidence.strip()}\n\nSummary: \n{summary.strip()}\n")


def page(text: str) -> str:
    """A web_extractor observation that returns the page itself as Markdown."""
    return text.strip() + "\n"


class Mem:
    """Tracks the dict_memory scratchpad so that clean read-backs follow exactly from the operations."""

    def __init__(self) -> None:
        self.d: dict[str, str] = {}

    def add(self, kv: dict[str, str]) -> Turn:
        self.d.update(kv)
        return memory("add", dict=kv), f"Successfully added items of {list(kv)} to memory."

    def update(self, kv: dict[str, str]) -> Turn:
        for k in kv:
            assert k in self.d, k
        self.d.update(kv)
        return memory("update", dict=kv), f"Successfully updated items of {list(kv)} in memory."

    def remove(self, *ks: str) -> Turn:
        for k in ks:
            del self.d[k]
        return memory("remove", key_list=list(ks)), f"Successfully removed items of {list(ks)} from memory."

    def retrieve(self, *ks: str, shown: dict[str, Any] | None = None, missing: tuple[str, ...] | None = None) -> Turn:
        """Retrieve keys; ``shown`` / ``missing`` override what the store really holds (used only for a planted drift)."""
        if shown is None:
            shown = {k: self.d[k] for k in ks if k in self.d}
        if missing is None:
            missing = tuple(k for k in ks if k not in self.d)
        parts = [f"Key not found: {k}" for k in missing]
        if shown:
            parts.append("Retrieved items:\n" + json.dumps(shown, indent=2, ensure_ascii=False))
        return memory("retrieve", key_list=list(ks)), "\n".join(parts)

    def retrieve_all(self, shown: dict[str, Any] | None = None) -> Turn:
        d = dict(self.d) if shown is None else shown
        if not d:
            return memory("retrieve_all"), "Memory is empty."
        return memory("retrieve_all"), "Retrieved items:\n" + json.dumps(d, indent=2, ensure_ascii=False)


def state(question: str, date: str) -> str:
    return f"Research question: {question}\nSession date: {date}"


# ---------------------------------------------------------------------------------------------------------------
# 01  clean, mainstream (NASA / ESA / Wikipedia): JWST launch, L2 arrival, mirror size
# ---------------------------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/James_Webb_Space_Telescope"
    quick = "https://webbtelescope.org/quick-facts/mission-quick-facts"
    g2 = "launch date and time in UTC, launch vehicle, date of arrival at L2, primary mirror diameter"
    g4 = "primary mirror size and collecting area, launch time, arrival at L2"
    turns: list[Turn] = [
        (search("James Webb Space Telescope launch date time UTC", "JWST primary mirror diameter meters"), sr(
            (wiki, "James Webb Space Telescope - Wikipedia",
             "The James Webb Space Telescope (JWST) is a space telescope designed to conduct infrared astronomy. ... It was launched on 25 December 2021 on an Ariane 5 rocket from Kourou, French Guiana ...", "2025-04-02"),
            ("https://science.nasa.gov/mission/webb/", "Webb - NASA Science",
             "NASA's James Webb Space Telescope is the largest, most powerful space telescope ever built. Webb launched Dec. 25, 2021, from Europe's Spaceport in French Guiana ...", "2025-03-20"),
            ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_launch_success", "Webb launch success - ESA",
             "Webb lifted off on an Ariane 5 from Europe's Spaceport in Kourou, French Guiana, at 13:20 CET on 25 December 2021 ...", "2021-12-25"),
            (quick, "Mission Quick Facts - Webb Telescope",
             "Primary mirror: 6.5 meters (21 feet 4 inches) across, made of 18 hexagonal segments ... Collecting area: 25.4 square meters ...", "2024-08-14"),
            ("https://www.space.com/james-webb-space-telescope-launch-success", "James Webb Space Telescope launches on epic mission to study the early universe",
             "The $10 billion James Webb Space Telescope lifted off at 7:20 a.m. EST (1220 GMT) on Saturday (Dec. 25) atop an Ariane 5 rocket ...", "2021-12-25"),
        )),
        (extract(wiki, g2), ev(wiki, g2, """
Infobox "James Webb Space Telescope":
- Mission type: Astronomy
- Operator: NASA / ESA / CSA / STScI
- COSPAR ID: 2021-130A; SATCAT no. 50463
- Mission duration: 3 years, 3 months and 15 days (elapsed)
- Launch date: 25 December 2021, 12:20 UTC
- Rocket: Ariane 5 ECA (VA256)
- Launch site: Centre Spatial Guyanais, ELA-3
- Contractor: Arianespace
- Entered service: 12 July 2022
- Orbit: Sun–Earth L2 halo orbit; periapsis 250,000 km; apoapsis 832,000 km; period 6 months
- Main telescope: Korsch telescope; diameter 6.5 m (21 ft); focal length 131.4 m (431 ft); collecting area 25.4 m2 (273 sq ft)
- Wavelengths: 0.6–28.3 μm (orange to mid-infrared)

Body text: "The telescope was launched on 25 December 2021 on an Ariane 5 rocket from Kourou, French Guiana, and arrived at the Sun–Earth L2 Lagrange point in January 2022." ... "On 24 January 2022, at 19:00 UTC, Webb performed a final course-correction burn of 297 seconds that placed it into its halo orbit around L2." ... "The primary mirror consists of 18 hexagonal segments of gold-plated beryllium, which together create a 6.5-metre-diameter (21 ft) mirror, compared with Hubble's 2.4 m (7.9 ft)."

Footer: "This page was last edited on 2 April 2025, at 17:42 (UTC)."
""", """
JWST launched on 25 December 2021 at 12:20 UTC on Ariane 5 ECA flight VA256 from ELA-3 at Kourou. It reached its L2 halo orbit after a 297-second insertion burn on 24 January 2022 at 19:00 UTC. Its primary mirror is 6.5 m across, made of 18 gold-plated beryllium hexagonal segments, with a 25.4 m2 collecting area.
""")),
        m.add({"launch": "2021-12-25 12:20 UTC, Ariane 5 ECA VA256, Kourou ELA-3",
               "mirror": "6.5 m, 18 hexagonal beryllium segments"}),
        (extract(quick, g4), page("""
# Mission Quick Facts

**Webb Space Telescope** — Space Telescope Science Institute

| Fact | Value |
|---|---|
| Launch | December 25, 2021, 7:20 a.m. EST |
| Launch vehicle | Ariane 5 ECA (flight VA256), Arianespace |
| Launch location | Europe's Spaceport, Kourou, French Guiana |
| Arrival at L2 | January 24, 2022 (about 30 days after launch) |
| Orbit | Halo orbit around the second Sun–Earth Lagrange point (L2), about 1.5 million kilometers (930,000 miles) from Earth |
| Primary mirror | 6.5 meters (21 feet 4 inches) across; 18 hexagonal segments of gold-coated beryllium |
| Collecting area | 25.4 square meters (273 square feet) |
| Sunshield | 21.197 m x 14.162 m (69.5 ft x 46.5 ft), five layers of Kapton |
| Mass | about 6,200 kg (13,600 lb) |
| Operating temperature | under 50 K (−223 °C / −370 °F) |
| Planned science lifetime | 10+ years (propellant for about 20 years) |

*Last updated: August 14, 2024*
""")),
        m.update({"launch": "2021-12-25 12:20 UTC (= 07:20 EST = 13:20 CET), Ariane 5 ECA VA256, Kourou ELA-3",
                  "mirror": "6.5 m (21 ft 4 in), 18 segments, 25.4 m² collecting area"}),
        (search("JWST L2 orbit insertion burn January 24 2022 time UTC"), sr(
            ("https://blogs.nasa.gov/webb/2022/01/24/orbital-insertion-burn-a-success-webb-arrives-at-l2/", "Orbital Insertion Burn a Success, Webb Arrives at L2 – James Webb Space Telescope",
             "At 2 p.m. EST today, Webb fired its onboard thrusters for nearly five minutes (297 seconds) to complete the final post-launch course correction to its trajectory ...", "2022-01-24"),
            ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_arrives_at_L2", "Webb arrives at L2 - ESA",
             "Today, one month after its launch, the NASA/ESA/CSA James Webb Space Telescope has reached its destination in space ...", "2022-01-24"),
            (wiki, "James Webb Space Telescope - Wikipedia",
             "On 24 January 2022, at 19:00 UTC, Webb performed a final course-correction burn of 297 seconds that placed it into its halo orbit around L2 ...", "2025-04-02"),
            ("https://www.space.com/james-webb-space-telescope-arrives-l2", "James Webb Space Telescope arrives at its final destination ...",
             "The observatory fired its thrusters for 297 seconds starting at 2 p.m. EST (1900 GMT) on Monday (Jan. 24) ...", "2022-01-24"),
        )),
        m.add({"l2_arrival": "2022-01-24, 297 s insertion burn starting 19:00 UTC (2 p.m. EST)"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-01", system=SEARCH_SYSTEM, turns=turns,
           state=state("When did the James Webb Space Telescope launch (in UTC), when did it reach L2, and how large is its primary mirror in metres?", "2025-04-09"))


# ---------------------------------------------------------------------------------------------------------------
# 02  BAD, less common (Statistics Faroe Islands): a stored memory value changes with no update
# ---------------------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    m = Mem()
    stat = "https://statbank.hagstova.fo/pxweb/en/H2/H2__IB__IB01/fo_fbygd.px/"
    wiki = "https://en.wikipedia.org/wiki/Gj%C3%B3gv"
    kvf = "https://kvf.fo/greinir/2024/02/23/helvtin-av-folkinum-i-gjogv-farin-uppa-tiggju-ar"
    g2 = "population of Gjógv on 1 January for each year 2014–2024, and by sex for 2024"
    g4 = "population figure and basic facts about Gjógv"
    g6 = "what the article says about Gjógv's population in 2024 versus 2014"
    turns: list[Turn] = [
        (search("Gjógv population 2024", "Hagstova Føroya fólkatal bygdir Gjógv"), sr(
            (stat, "Population by village and sex, 1 January (1985-2024) - Hagstova Føroya",
             "IB01020: Fólkatal eftir bygd og kyni 1. januar. Select village, sex and year ... Last updated 22-02-2024", "2024-02-22"),
            (wiki, "Gjógv - Wikipedia",
             "Gjógv is a village located on the northeast tip of the island of Eysturoy, in the Faroe Islands, 63 km north of Tórshavn ...", "2024-11-30"),
            ("https://visitfaroeislands.com/en/whatson/villages/gjogv", "Gjógv | Visit Faroe Islands",
             "The village takes its name from a 200-metre-long sea-filled gorge that runs north from the village into the ocean ...", "2023-06-05"),
            ("https://www.faroeislands.fo/the-big-picture/news/small-villages-shrinking/", "Small villages keep shrinking | faroeislands.fo",
             "Several of the northernmost villages on Eysturoy have fewer than 50 residents ...", "2023-09-12"),
        )),
        (extract(stat, g2), page("""
# Population by village and sex, 1 January (1985-2024)

Table IB01020 · Source: Hagstova Føroya (Statistics Faroe Islands) · Unit: persons · Last updated: 22-02-2024

**Village: Gjógv — both sexes**

| Year | 2014 | 2015 | 2016 | 2017 | 2018 | 2019 | 2020 | 2021 | 2022 | 2023 | 2024 |
|---|---|---|---|---|---|---|---|---|---|---|---|
| Gjógv | 49 | 47 | 45 | 42 | 40 | 37 | 35 | 33 | 31 | 29 | 28 |

**1 January 2024 by sex (selected villages, Sunda municipality)**

| Village | Men | Women | Total |
|---|---|---|---|
| Gjógv | 15 | 13 | 28 |
| Funningur | 35 | 31 | 66 |
| Funningsfjørður | 32 | 28 | 60 |
| Eiði | 339 | 324 | 663 |
| Elduvík | 10 | 8 | 18 |

Footnote: Figures refer to persons registered in the national register (Landsfólkayvirlitið) on 1 January. Villages with fewer than 5 inhabitants are shown as '..'.
""")),
        m.add({"gjogv_pop_2024": "28 (15 men, 13 women) — Hagstova IB01020, 1 Jan 2024",
               "gjogv_pop_2014": "49 — Hagstova IB01020, 1 Jan 2014"}),
        (extract(wiki, g4), ev(wiki, g4, """
"Gjógv is a village located on the northeast tip of the island of Eysturoy, in the Faroe Islands, 63 km north of Tórshavn."
Infobox: Sovereign state: Kingdom of Denmark; Constituent country: Faroe Islands; Island: Eysturoy; Municipality: Sunda; Population (1 January 2022): 31; Postal code: FO 476.
"The village is named after a 200-metre-long sea-filled gorge that runs from the village to the sea. ... The guest house Gjáargarður opened in 1989."
"The village church dates from 1929."
""", """
Wikipedia gives Gjógv's population as 31 (1 January 2022), which matches the Hagstova series for 2022. Gjógv is in Sunda municipality on the northeast tip of Eysturoy, named after its 200 m sea-filled gorge.
""")),
        (search("Gjógv fólkatal 2024 bygdin minkar", "Gjógv population decline Eysturoy news"), sr(
            (kvf, "Helvtin av fólkinum í Gjógv farin uppá tíggju ár | KVF",
             "Í Gjógv búðu 28 fólk 1. januar í ár, móti 49 fyri tíggju árum síðani ...", "2024-02-23"),
            ("https://www.in.fo/news-detail/smaebygdirnar-minka-enn", "Smábygdirnar minka enn | in.fo",
             "Hagstovan hevur almannakunngjørt nýggj fólkatøl fyri bygdirnar ...", "2024-02-22"),
            (wiki, "Gjógv - Wikipedia", "Population (1 January 2022): 31 ...", "2024-11-30"),
            ("https://nordlysid.fo/greinir/2024/03/01/nordoyggjar-og-eysturoy-fólkatal", "Fólkatalið í útjaðaranum | Norðlýsið",
             "Í Elduvík eru nú 18 fólk, í Gjógv 28 ...", "2024-03-01"),
        )),
        (extract(kvf, g6), ev(kvf, g6, """
Published 23.02.2024 kl. 07:40 · KVF

"Í Gjógv búðu 28 fólk 1. januar í ár, móti 49 fyri tíggju árum síðani. Tað vísa nýggj tøl frá Hagstovu Føroya."
(In Gjógv 28 people lived on 1 January this year, against 49 ten years ago. This is shown by new figures from Statistics Faroe Islands.)

"Bygdin hevur harvið mist næstan helvtina av fólkinum uppá eitt áratíggju." (The village has thus lost close to half its population in a decade.)

"Tveir av teimum, sum búgva í bygdini, eru undir 18 ár." (Two of the residents are under 18.)
""", """
KVF reports, citing Hagstova, that Gjógv had 28 residents on 1 January 2024 versus 49 ten years earlier, i.e. it has lost close to half its population; two residents are under 18.
""")),
        m.retrieve_all(shown={"gjogv_pop_2024": "26 (15 men, 13 women) — Hagstova IB01020, 1 Jan 2024",
                              "gjogv_pop_2014": "49 — Hagstova IB01020, 1 Jan 2014"}),
        m.add({"change_2014_2024": "-21 people (-43 %) over ten years (49 -> 28)"}),
        m.retrieve("gjogv_pop_2014", "change_2014_2024"),
    ]
    rs.add(task="search", tid="h24-search-02", system=SEARCH_SYSTEM, turns=turns,
           state=state("What was the population of the village of Gjógv (Faroe Islands) on 1 January 2024, and how has it changed since 2014?", "2025-02-18"),
           bad=True, turn=7, kind="memory read-back shows a stored population value (28) changed to 26 with no update")


# ---------------------------------------------------------------------------------------------------------------
# 03  clean, less common (Central Bank of Iceland): official fixing replaced by the next day's, live rate moves
# ---------------------------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    m = Mem()
    cb = "https://www.cb.is/statistics/official-exchange-rate/"
    xe = "https://www.xe.com/currencyconverter/convert/?Amount=1&From=EUR&To=ISK"
    g2 = "latest official EUR/ISK mid rate and its registration date"
    g4 = "current EUR to ISK mid-market rate and the time it refers to"
    g5 = "today's official EUR/ISK registration and the EUR mid rate on 04.04.2025"
    turns: list[Turn] = [
        (search("Seðlabanki Íslands opinbert gengi evru í dag", "Central Bank of Iceland official exchange rate EUR ISK"), sr(
            (cb, "Official exchange rate | Central Bank of Iceland",
             "Official exchange rate of the Icelandic króna, registered each business day ... EUR 145.10 ...", "2025-05-05"),
            (xe, "1 EUR to ISK - Convert Euros to Icelandic Kronur",
             "1 EUR = 145.38 ISK — Mid-market rate, updated 2 minutes ago ...", "2025-05-06"),
            ("https://www.landsbankinn.is/gjaldmidlar", "Gengi gjaldmiðla | Landsbankinn",
             "Almennt gengi (seðlar og erlendar greiðslur). EUR kaup 143.70 sala 147.70 ...", "2025-05-06"),
            ("https://www.arionbanki.is/markadir/gjaldmidlar/", "Gjaldmiðlar | Arion banki",
             "Gengi gjaldmiðla - kaup og sala ... uppfært kl. 09:00 ...", "2025-05-06"),
            ("https://wise.com/gb/currency-converter/eur-to-isk-rate", "Euro to Icelandic krona Exchange Rate | Wise",
             "1 EUR = 145.4090 ISK mid-market exchange rate ...", "2025-05-06"),
        )),
        (extract(cb, g2), page("""
# Official exchange rate

Central Bank of Iceland · Statistics · Exchange rate

The official exchange rate of the króna is registered every business day at 09:15.

**Registered: 05.05.2025** (next registration: 06.05.2025 09:15)

| Currency | Code | Buying | Selling | Mid rate |
|---|---|---|---|---|
| US dollar | USD | 128.21 | 128.61 | 128.41 |
| Euro | EUR | 144.90 | 145.30 | 145.10 |
| Pound sterling | GBP | 170.37 | 170.89 | 170.63 |
| Danish krone | DKK | 19.418 | 19.476 | 19.447 |
| Norwegian krone | NOK | 12.338 | 12.376 | 12.357 |
| Swedish krona | SEK | 13.224 | 13.264 | 13.244 |
| Swiss franc | CHF | 155.04 | 155.52 | 155.28 |
| Japanese yen | JPY | 0.8872 | 0.8900 | 0.8886 |
| Canadian dollar | CAD | 92.87 | 93.15 | 93.01 |

Trade-weighted index (narrow): 196.42

[Historical rates](https://www.cb.is/statistics/official-exchange-rate/history/) · [Download CSV](https://www.cb.is/statistics/official-exchange-rate/csv/)
""")),
        m.add({"eur_isk_latest": "145.10 mid (CBI official, registered 05.05.2025)"}),
        (extract(xe, g4), ev(xe, g4, """
"1.00 Euro = 145.412 Icelandic Krónur"
"1 ISK = 0.00687702 EUR"
"Mid-market exchange rate at 09:11 UTC, May 6, 2025"
"We use the mid-market rate for our Converter. This is for informational purposes only. You won't receive this rate when sending money."
Chart (last 30 days): high 146.95, low 143.62, average 145.21, change +1.02%.
""", """
XE shows a live mid-market rate of 1 EUR = 145.412 ISK at 09:11 UTC on 6 May 2025; this is a market quote, not the Central Bank's official registration.
""")),
        (extract(cb, g5), page("""
# Official exchange rate

Central Bank of Iceland · Statistics · Exchange rate

The official exchange rate of the króna is registered every business day at 09:15.

**Registered: 06.05.2025 09:15** (previous registration: 05.05.2025)

| Currency | Code | Buying | Selling | Mid rate | Change |
|---|---|---|---|---|---|
| US dollar | USD | 128.46 | 128.86 | 128.66 | +0.19% |
| Euro | EUR | 145.42 | 145.82 | 145.62 | +0.36% |
| Pound sterling | GBP | 170.79 | 171.31 | 171.05 | +0.25% |
| Danish krone | DKK | 19.487 | 19.545 | 19.516 | +0.35% |
| Norwegian krone | NOK | 12.426 | 12.464 | 12.445 | +0.71% |
| Swedish krona | SEK | 13.290 | 13.330 | 13.310 | +0.50% |
| Swiss franc | CHF | 155.67 | 156.15 | 155.91 | +0.41% |
| Japanese yen | JPY | 0.8936 | 0.8964 | 0.8950 | +0.72% |
| Canadian dollar | CAD | 93.16 | 93.44 | 93.30 | +0.31% |

Trade-weighted index (narrow): 197.01

**History — EUR mid rate (selected dates)**

| Date | EUR mid |
|---|---|
| 06.05.2025 | 145.62 |
| 05.05.2025 | 145.10 |
| 02.05.2025 | 145.35 |
| 30.04.2025 | 146.01 |
| 15.04.2025 | 145.07 |
| 07.04.2025 | 144.26 |
| 04.04.2025 | 143.90 |
| 03.04.2025 | 144.44 |

No registration on weekends or Icelandic public holidays.
""")),
        m.update({"eur_isk_latest": "145.62 mid (CBI official, registered 06.05.2025 09:15; +0.36% vs 05.05)"}),
        m.add({"eur_isk_month_ago": "143.90 mid (CBI, 04.04.2025 — last registration before Sun 06.04.2025)"}),
        m.retrieve_all(),
        (search("króna evra gengi maí 2025 styrking", "Icelandic krona euro exchange rate April May 2025"), sr(
            ("https://www.mbl.is/vidskipti/frettir/2025/05/06/kronan_veiktist_litillega/", "Krónan veiktist lítillega | mbl.is",
             "Evran kostaði 145,62 krónur í opinberu gengi Seðlabankans í morgun ...", "2025-05-06"),
            ("https://www.vb.is/frettir/kronan-hefur-styrkst-gagnvart-evru/", "Krónan hefur styrkst gagnvart evru frá áramótum | Viðskiptablaðið",
             "Evran stóð í 146,0 krónum í lok apríl ...", "2025-04-30"),
            (cb, "Official exchange rate | Central Bank of Iceland",
             "Official exchange rate of the Icelandic króna, registered each business day ... EUR 145.62 ...", "2025-05-06"),
            ("https://www.ruv.is/english/2025-04-04-krona-holds-steady-amid-tariff-turmoil", "Króna holds steady amid tariff turmoil | RÚV English",
             "The euro was registered at 143.90 krónur on Friday ...", "2025-04-04"),
        )),
    ]
    rs.add(task="search", tid="h24-search-03", system=SEARCH_SYSTEM, turns=turns,
           state=state("What is today's official EUR/ISK mid rate from the Central Bank of Iceland, and how does it compare with the rate one month ago?", "2025-05-06"))


# ---------------------------------------------------------------------------------------------------------------
# 04  BAD, mainstream (Wikipedia / eurovision.tv): one jury figure differs between two views of the same revision
# ---------------------------------------------------------------------------------------------------------------
ESC = [  # country, jury, televote (grand final 2024)
    ("Switzerland", 365, 226), ("Croatia", 210, 337), ("Ukraine", 146, 307), ("France", 217, 228),
    ("Israel", 52, 323), ("Ireland", 142, 136), ("Italy", 164, 104), ("Armenia", 101, 82), ("Sweden", 125, 49),
    ("Portugal", 139, 13), ("Greece", 41, 85), ("Germany", 99, 18), ("Luxembourg", 83, 20), ("Lithuania", 32, 58),
    ("Cyprus", 34, 44), ("Latvia", 36, 28), ("Serbia", 22, 32), ("United Kingdom", 46, 0), ("Finland", 7, 31),
    ("Estonia", 4, 33), ("Georgia", 15, 19), ("Spain", 19, 11), ("Slovenia", 15, 12), ("Austria", 19, 5), ("Norway", 12, 4),
]


def t04(rs: RowSet) -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/Eurovision_Song_Contest_2024"
    esc = "https://eurovision.tv/event/malmo-2024/grand-final/results"
    g2 = "grand final results with total, jury and televote points for every finalist"
    g5 = "televote ranking in the grand final"
    g6 = "jury ranking in the grand final (sorted by jury points)"
    stamp = "This page was last edited on 28 February 2025, at 09:13 (UTC)."
    by_total = sorted(ESC, key=lambda r: -(r[1] + r[2]))
    rows = "\n".join(f"| {i} | {c} | {j + t} | {j} | {t} |" for i, (c, j, t) in enumerate(by_total, 1))
    by_jury = sorted(ESC, key=lambda r: -r[1])[:10]
    jrows = []
    for i, (c, j, t) in enumerate(by_jury, 1):
        shown = 136 if c == "Portugal" else j  # planted drift: 139 earlier
        jrows.append(f"| {i} | {c} | {shown} | {t} | {j + t} |")
    by_tele = sorted(ESC, key=lambda r: -r[2])[:10]
    trows = "\n".join(f"| {i} | {c} | {t} |" for i, (c, _j, t) in enumerate(by_tele, 1))
    turns: list[Turn] = [
        (search("Eurovision 2024 grand final jury vote winner televote winner points"), sr(
            (wiki, "Eurovision Song Contest 2024 - Wikipedia",
             "The Eurovision Song Contest 2024 was the 68th edition ... held at the Malmö Arena in Malmö, Sweden ... won by Switzerland with the song \"The Code\", performed by Nemo ...", "2025-02-28"),
            (esc, "Grand Final of Malmö 2024 - Results | Eurovision Song Contest",
             "Switzerland wins with 591 points. See the full scoreboard, the jury and the televoting results ...", "2024-05-12"),
            ("https://www.bbc.co.uk/news/entertainment-arts-69000121", "Eurovision 2024: Switzerland's Nemo wins - BBC News",
             "Nemo won with 591 points, topping the jury vote, while Croatia's Baby Lasagna won the public vote ...", "2024-05-12"),
            ("https://eurovisionworld.com/eurovision/2024", "Eurovision 2024 Results: Voting & Points - Eurovisionworld",
             "Final results: Switzerland 591, Croatia 547, Ukraine 453, France 445, Israel 375 ...", "2024-05-12"),
        )),
        (extract(wiki, g2), page(f"""
# Eurovision Song Contest 2024

## Final — detailed voting results

The final took place on 11 May 2024 at 21:00 (CEST). Twenty-five countries participated (the Netherlands was disqualified before the final).

| Place | Country | Total | Jury | Televote |
|---|---|---|---|---|
{rows}

{stamp}
""")),
        m.add({"jury_winner": "Switzerland, 365 jury points", "televote_winner": "Croatia, 337 televote points"}),
        (search("eurovision 2024 televote ranking final Croatia Israel Ukraine points"), sr(
            (esc, "Grand Final of Malmö 2024 - Results | Eurovision Song Contest",
             "Televoting: Croatia 337, Israel 323, Ukraine 307 ...", "2024-05-12"),
            ("https://www.theguardian.com/tv-and-radio/article/2024/may/12/eurovision-2024-public-vote", "Public vote backs Croatia as juries hand Switzerland victory | The Guardian",
             "Baby Lasagna topped the televote with 337 points, ahead of Israel's Eden Golan on 323 ...", "2024-05-12"),
            (wiki, "Eurovision Song Contest 2024 - Wikipedia",
             "... Switzerland won the jury vote with 365 points, while Croatia won the televote with 337 points ...", "2025-02-28"),
        )),
        (extract(esc, g5), ev(esc, g5, f"""
Scoreboard tab "Televoting" (Grand Final, 11 May 2024):

| Rank | Country | Televote points |
|---|---|---|
{trows}

"Voting in the Grand Final was split 50/50 between national juries and viewers at home; the Rest of the World vote was added to the televote."
""", """
The official scoreboard's televote ranking is led by Croatia (337), then Israel (323) and Ukraine (307); Switzerland's televote was 226. Croatia won the public vote by 14 points over Israel.
""")),
        (extract(wiki, g6), page("""
# Eurovision Song Contest 2024

## Final — jury vote (sorted by jury points, top 10 of 25)

| Jury rank | Country | Jury | Televote | Total |
|---|---|---|---|---|
""" + "\n".join(jrows) + f"""

Switzerland received the maximum 12 points from 22 national juries.

{stamp}
""")),
        m.update({"jury_winner": "Switzerland 365 jury (France 2nd on 217 -> margin 148)",
                  "televote_winner": "Croatia 337 televote (Israel 2nd on 323 -> margin 14)"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-04", system=SEARCH_SYSTEM, turns=turns,
           state=state("In the Eurovision Song Contest 2024 grand final, which country won the jury vote and which won the televote, and by how many points?", "2025-03-11"),
           bad=True, turn=6, kind="a jury-points figure in the results table differs between two extractions of the same page revision")


# ---------------------------------------------------------------------------------------------------------------
# 05  BAD, less common (Dutch mill database): a removed memory key reappears
# ---------------------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    m = Mem()
    noord = "https://www.molendatabase.nl/molens/de-noord-schiedam"
    vrij = "https://www.molendatabase.nl/molens/de-vrijheid-schiedam"
    g2 = "year built, height and current use of windmill De Noord in Schiedam"
    g5 = "year built and height of windmill De Vrijheid in Schiedam"
    turns: list[Turn] = [
        (search("tallest traditional windmill in the world Schiedam height", "molendatabase De Noord Schiedam"), sr(
            (noord, "De Noord, Schiedam - Molendatabase",
             "Stellingmolen De Noord (1803) aan de Noordvest in Schiedam, met 33,33 m de hoogste traditionele windmolen ter wereld ...", "2024-10-02"),
            ("https://en.wikipedia.org/wiki/De_Noord,_Schiedam", "De Noord, Schiedam - Wikipedia",
             "De Noord is a tower mill in Schiedam, South Holland, Netherlands, built in 1803. It is the tallest traditional windmill in the world ...", "2024-06-18"),
            ("https://www.schiedam.nl/a-tot-z/molens", "Molens | Gemeente Schiedam",
             "Schiedam heeft de hoogste klassieke windmolens ter wereld. Ze werden gebouwd om graan te malen voor de branderijen ...", "2023-11-20"),
            (vrij, "De Vrijheid, Schiedam - Molendatabase",
             "Stellingmolen De Vrijheid (1785), Noordvest, Schiedam; maalvaardige korenmolen ...", "2024-09-14"),
            ("https://www.molenvereniging.nl/nieuws/2024/schiedamse-molens-open-dag", "Schiedamse molens open op Nationale Molendag | Vereniging De Hollandsche Molen",
             "Zaterdag 11 mei zijn De Nieuwe Palmboom, De Walvisch en De Vrijheid geopend voor publiek ...", "2024-05-06"),
        )),
        (extract(noord, g2), page("""
# De Noord — Schiedam

| Kenmerk | Waarde |
|---|---|
| Naam | De Noord |
| Plaats | Schiedam (Zuid-Holland) |
| Adres | Noordvest 38 |
| Type | Stellingmolen (ronde stenen molen) |
| Oorspronkelijke functie | Korenmolen (moutmolen voor de branderijen) |
| Huidige functie | Restaurant en museum; niet maalvaardig |
| Bouwjaar | 1803 |
| Hoogte tot de kap | 33,33 m |
| Vlucht | 29,30 m |
| Stellinghoogte | 13,00 m |
| Eigenaar | Gemeente Schiedam |
| Rijksmonument | ja (nr. 33561) |

**Beschrijving.** De Noord werd in 1803 gebouwd op de Noordvest, op de plek van een eerdere molen. Met een hoogte van 33,33 meter tot de kap is het de hoogste traditionele windmolen ter wereld. De molen maalde mout voor de jeneverstokerijen tot 1962. Sinds de restauratie van 1985 is in de molen een restaurant gevestigd; het gaande werk is bewaard maar de molen maalt niet meer.

*Laatst bijgewerkt: 2 oktober 2024*
""")),
        m.add({"candidate_de_noord": "Schiedam, built 1803, 33.33 m to cap (molendatabase)",
               "candidate_de_vrijheid": "Schiedam, built 1785, height not yet checked"}),
        (search("De Vrijheid molen Schiedam hoogte bouwjaar"), sr(
            (vrij, "De Vrijheid, Schiedam - Molendatabase",
             "Stellingmolen De Vrijheid (1785), Noordvest, Schiedam; maalvaardige korenmolen; hoogte 31,6 m ...", "2024-09-14"),
            ("https://www.stichtingschiedamsemolens.nl/de-vrijheid", "Molen De Vrijheid | Stichting De Schiedamse Molens",
             "De Vrijheid is de enige Schiedamse molen die nog regelmatig graan maalt voor de verkoop ...", "2024-02-01"),
            ("https://nl.wikipedia.org/wiki/De_Vrijheid_(Schiedam)", "De Vrijheid (Schiedam) - Wikipedia",
             "De Vrijheid is een stellingmolen in de Nederlandse stad Schiedam ... gebouwd in 1785 ...", "2023-12-09"),
        )),
        (extract(vrij, g5), page("""
# De Vrijheid — Schiedam

| Kenmerk | Waarde |
|---|---|
| Naam | De Vrijheid |
| Plaats | Schiedam (Zuid-Holland) |
| Adres | Noordvest 40 |
| Type | Stellingmolen (ronde stenen molen) |
| Functie | Korenmolen, maalvaardig |
| Bouwjaar | 1785 |
| Hoogte tot de kap | 31,60 m |
| Vlucht | 28,00 m |
| Eigenaar | Stichting De Schiedamse Molens |
| Rijksmonument | ja (nr. 33571) |

**Beschrijving.** De Vrijheid werd in 1785 gebouwd en maalt nog steeds graan; het meel wordt in de molenwinkel verkocht. De molen is op zaterdag te bezoeken. Hij is ruim anderhalve meter lager dan De Noord.

*Laatst bijgewerkt: 14 september 2024*
""")),
        m.remove("candidate_de_vrijheid"),
        m.add({"source_notes": "molendatabase.nl pages; Schiedam mills on the Noordvest: De Noord, De Drie Koornbloemen, De Walvisch, De Nieuwe Palmboom, De Vrijheid, De Kameel"}),
        (search("De Noord Schiedam hoogste windmolen ter wereld 33,33 meter"), sr(
            ("https://en.wikipedia.org/wiki/De_Noord,_Schiedam", "De Noord, Schiedam - Wikipedia",
             "Built in 1803, it stands 33.33 metres (109.4 ft) tall, making it the tallest traditional windmill in the world ...", "2024-06-18"),
            (noord, "De Noord, Schiedam - Molendatabase",
             "Met een hoogte van 33,33 meter tot de kap is het de hoogste traditionele windmolen ter wereld ...", "2024-10-02"),
            ("https://www.atlasobscura.com/places/de-noord-windmill", "De Noord Windmill – Schiedam, Netherlands - Atlas Obscura",
             "The world's tallest classic windmill hides a restaurant inside ...", "2022-08-30"),
            ("https://www.schiedam.nl/a-tot-z/molens", "Molens | Gemeente Schiedam",
             "De Noord is met 33,33 meter de hoogste; de andere molens aan de Noordvest zijn tussen 30 en 33 meter hoog ...", "2023-11-20"),
        )),
        m.retrieve_all(shown={"candidate_de_noord": "Schiedam, built 1803, 33.33 m to cap (molendatabase)",
                              "candidate_de_vrijheid": "Schiedam, built 1785, height not yet checked",
                              "source_notes": m.d["source_notes"]}),
        m.update({"candidate_de_noord": "Schiedam, built 1803, 33.33 m to cap — confirmed tallest traditional windmill (molendatabase, Wikipedia, gemeente)"}),
    ]
    rs.add(task="search", tid="h24-search-05", system=SEARCH_SYSTEM, turns=turns,
           state=state("Which is the tallest traditional windmill in the world, where is it, and when was it built?", "2025-01-27"),
           bad=True, turn=9, kind="a memory key that was removed earlier shows up again in retrieve_all")


# ---------------------------------------------------------------------------------------------------------------
# 06  clean, mainstream (GitHub / PyPI): star counter rounding vs exact API value, paginated releases
# ---------------------------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    m = Mem()
    repo = "https://github.com/astral-sh/ruff"
    rel = "https://github.com/astral-sh/ruff/releases"
    pypi = "https://pypi.org/project/ruff/"
    api = "https://api.github.com/repos/astral-sh/ruff"
    g2 = "latest release, number of stars, open issues and pull requests"
    g4 = "the most recent releases and their dates"
    g5 = "latest version on PyPI and its release date"
    g6 = "exact stargazers count and last push time"
    turns: list[Turn] = [
        (search("ruff latest release version", "astral-sh ruff github stars"), sr(
            (rel, "Releases · astral-sh/ruff · GitHub",
             "0.11.13 Latest ... Preview features ... Bug fixes ...", "2025-06-05"),
            (pypi, "ruff · PyPI", "An extremely fast Python linter and code formatter, written in Rust. ... ruff 0.11.13 ...", "2025-06-05"),
            (repo, "GitHub - astral-sh/ruff: An extremely fast Python linter and code formatter, written in Rust.",
             "An extremely fast Python linter and code formatter, written in Rust. ... 40.1k stars ...", "2025-06-12"),
            ("https://docs.astral.sh/ruff/changelog/", "Changelog - Ruff", "0.11.13 ... 0.11.12 ... 0.11.11 ...", "2025-06-05"),
            ("https://astral.sh/blog", "Blog | Astral", "Ruff v0.11.0 ... uv 0.7 ...", "2025-04-29"),
        )),
        (extract(repo, g2), page("""
# astral-sh/ruff

An extremely fast Python linter and code formatter, written in Rust.

[docs.astral.sh/ruff](https://docs.astral.sh/ruff) · License: MIT · ☆ 40.1k stars · 134 watching · 1.3k forks

Code · Issues 1.6k · Pull requests 132 · Discussions · Actions · Security · Insights

**main** · 112 branches · 319 tags

Latest commit: `[ty] Infer more precise types for tuple unpacking (#18599)` — 2 hours ago · 12,944 commits

| Folder | Last commit | When |
|---|---|---|
| .github | Bump actions/setup-python (#18561) | 3 days ago |
| crates | [ty] Infer more precise types for tuple unpacking (#18599) | 2 hours ago |
| docs | Document `lint.future-annotations` (#18588) | yesterday |
| python | Update Python dependencies (#18554) | 4 days ago |
| scripts | Add benchmark script for formatter (#18530) | last week |

**Releases 319** — 0.11.13 `Latest` on Jun 5, 2025 · + 318 releases

**Used by** 118k · **Contributors** 612 · **Languages** Rust 94.7%, Python 4.9%, Other 0.4%
""")),
        m.add({"ruff_latest": "0.11.13, released 2025-06-05 (GitHub 'Latest')", "ruff_stars": "40.1k (repo page, rounded)"}),
        (extract(rel, g4), page("""
# Releases · astral-sh/ruff

## 0.11.13 `Latest`
github-actions released this Jun 5 · 41 commits to main since this release
Preview features: [ty] ... · Bug fixes: Fix `PLW1510` false positive ... · Assets 27

## 0.11.12
github-actions released this May 29
Preview features ... · Bug fixes ... · Assets 27

## 0.11.11
github-actions released this May 22
Assets 27

## 0.11.10
github-actions released this May 15
Assets 27

## 0.11.9
github-actions released this May 9
Assets 27

(showing 5 of 10 releases on this page)

Previous **1** 2 3 4 5 … 31 32 Next
""")),
        (extract(pypi, g5), ev(pypi, g5, """
"ruff 0.11.13" · "pip install ruff" · "Latest version" · "Released: Jun 5, 2025"
"An extremely fast Python linter and code formatter, written in Rust."
Meta: License: MIT; Author: "Astral Software Inc."; Requires: Python >=3.7
Release history (top): 0.11.13 (Jun 5, 2025), 0.11.12 (May 29, 2025), 0.11.11 (May 22, 2025), 0.11.10 (May 15, 2025) ...
Built distributions: 17 wheels (manylinux, musllinux, macOS, Windows) + 1 source distribution.
""", """
PyPI's latest ruff release is 0.11.13, released on June 5, 2025, matching the GitHub "Latest" release.
""")),
        (extract(api, g6), page("""
```json
{
  "id": 523043628,
  "full_name": "astral-sh/ruff",
  "html_url": "https://github.com/astral-sh/ruff",
  "description": "An extremely fast Python linter and code formatter, written in Rust.",
  "created_at": "2022-08-09T17:17:44Z",
  "updated_at": "2025-06-12T08:44:02Z",
  "pushed_at": "2025-06-12T08:41:27Z",
  "homepage": "https://docs.astral.sh/ruff",
  "stargazers_count": 40137,
  "watchers_count": 40137,
  "forks_count": 1327,
  "open_issues_count": 1742,
  "license": {"key": "mit", "name": "MIT License", "spdx_id": "MIT"},
  "default_branch": "main",
  "subscribers_count": 134
}
```
Note: `open_issues_count` counts open issues and open pull requests together.
""")),
        m.update({"ruff_stars": "40,137 exact (GitHub API, pushed_at 2025-06-12T08:41:27Z)"}),
        (search("ruff 0.11.13 changelog"), sr(
            ("https://docs.astral.sh/ruff/changelog/", "Changelog - Ruff",
             "0.11.13 — Preview features ... Bug fixes ... Rule changes ...", "2025-06-05"),
            ("https://github.com/astral-sh/ruff/blob/main/CHANGELOG.md", "ruff/CHANGELOG.md at main · astral-sh/ruff",
             "## 0.11.13 ### Preview features ...", "2025-06-05"),
            (rel, "Releases · astral-sh/ruff · GitHub", "0.11.13 Latest ...", "2025-06-05"),
        )),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-06", system=SEARCH_SYSTEM, turns=turns,
           state=state("What is the latest release of the Ruff linter (astral-sh/ruff), when was it published, and how many GitHub stars does the repository have right now?", "2025-06-12"))


# ---------------------------------------------------------------------------------------------------------------
# 07  clean, less common (MusicBrainz / Discogs): release-group first date vs per-country releases, pagination
# ---------------------------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    m = Mem()
    mb = "https://musicbrainz.org/release-group/0b2f1c8e-4b6a-3d3b-9f2e-6a1d2c5e7f81"
    mb2 = mb + "?page=2"
    wiki = "https://en.wikipedia.org/wiki/Homogenic"
    dg = "https://www.discogs.com/master/2915-Bj%C3%B6rk-Homogenic"
    g2 = "first release date and the UK and US releases with labels and catalogue numbers"
    g4 = "release date, label and producers"
    g5 = "remaining releases in the release group"
    g7 = "release year, versions count and tracklist"
    turns: list[Turn] = [
        (search("Homogenic Björk release date label UK US", "musicbrainz Homogenic release group"), sr(
            (wiki, "Homogenic - Wikipedia",
             "Homogenic is the third studio album by Icelandic singer Björk. It was released on 22 September 1997 through One Little Indian Records ...", "2025-01-18"),
            (mb, "Homogenic - Björk - MusicBrainz", "Release group by Björk · Album · 24 releases ...", "2024-12-02"),
            (dg, "Björk - Homogenic | Releases | Discogs", "Explore songs, recommendations, and other album details for Homogenic by Björk. Compare versions and buy on Discogs ...", "2025-02-10"),
            ("https://www.allmusic.com/album/homogenic-mw0000029513", "Homogenic - Björk | Album | AllMusic", "Release Date September 23, 1997 · Label Elektra ...", "2023-04-11"),
        )),
        (extract(mb, g2), page("""
# Homogenic — Björk

Release group · Type: Album · First release date: **1997-09-20** · Rating: 4.6 (63 votes)

Showing releases 1–12 of 24 (sorted by date)

| # | Title | Format | Tracks | Date | Country | Label | Catalog# | Barcode |
|---|---|---|---|---|---|---|---|---|
| 1 | Homogenic | CD | 10 | 1997-09-20 | Japan | Polydor | POCP-7245 | 4988005186437 |
| 2 | Homogenic | CD | 10 | 1997-09-22 | United Kingdom | One Little Indian | TPLP71CD | 5017556607125 |
| 3 | Homogenic | 12" Vinyl | 10 | 1997-09-22 | United Kingdom | One Little Indian | TPLP71 | 5017556607118 |
| 4 | Homogenic | Cassette | 10 | 1997-09-22 | United Kingdom | One Little Indian | TPLP71C | 5017556607149 |
| 5 | Homogenic | CD | 10 | 1997-09-22 | Europe | Mother Records | 539 091-2 | 731453909125 |
| 6 | Homogenic | CD | 10 | 1997-09-23 | United States | Elektra | 62061-2 | 075596206125 |
| 7 | Homogenic | Cassette | 10 | 1997-09-23 | United States | Elektra | 62061-4 | 075596206149 |
| 8 | Homogenic | CD | 10 | 1997-09-29 | Australia | Mushroom | MUSH32522.2 | 9314172522022 |
| 9 | Homogenic | CD | 10 | 1997-10 | Canada | Elektra | CD 62061 | 075596206125 |
| 10 | Homogenic | CD | 10 | 1997 | Brazil | Polydor | 539 091-2 | 731453909125 |
| 11 | Homogenic | MiniDisc | 10 | 1997 | United Kingdom | One Little Indian | TPLP71MD | |
| 12 | Homogenic | CD | 10 | 1998 | Iceland | Smekkleysa | SM 71CD | |

Page **1** 2 · Next
""")),
        m.add({"uk_release": "1997-09-22, One Little Indian, TPLP71CD (CD) / TPLP71 (LP)",
               "us_release": "1997-09-23, Elektra, 62061-2",
               "earliest_release": "1997-09-20, Japan, Polydor POCP-7245 (MusicBrainz first release date)"}),
        (extract(wiki, g4), ev(wiki, g4, """
Infobox: Studio album by Björk · Released: 22 September 1997 · Recorded: 1996–1997 · Studio: El Cortijo (Málaga); Greenhouse (Reykjavík) · Genre: Electronica, art pop, trip hop · Length: 43:31 · Label: One Little Indian · Producer: Björk, Mark Bell, Guy Sigsworth, Howie B, Markus Dravs
"Homogenic is the third studio album by Icelandic singer Björk. It was released on 22 September 1997 through One Little Indian Records and in the United States a day later through Elektra Records."
Chart positions (peak): UK Albums Chart 4; US Billboard 200 28; Iceland 1.
""", """
Wikipedia dates Homogenic to 22 September 1997 (One Little Indian, UK), with the US release a day later on Elektra; it lists the UK/primary release rather than the earliest Japanese one. Length 43:31; producers Björk, Mark Bell, Guy Sigsworth, Howie B, Markus Dravs.
""")),
        (extract(mb2, g5), page("""
# Homogenic — Björk

Release group · Type: Album · First release date: **1997-09-20**

Showing releases 13–24 of 24 (sorted by date)

| # | Title | Format | Tracks | Date | Country | Label | Catalog# |
|---|---|---|---|---|---|---|---|
| 13 | Homogenic | CD | 10 | 2002 | United Kingdom | One Little Indian | TPLP71CD (reissue) |
| 14 | Homogenic | CD + DVD | 10 + 4 | 2002-11-04 | United Kingdom | One Little Indian | Surrounded box set |
| 15 | Homogenic | Digital Media | 10 | 2007 | [Worldwide] | One Little Indian | |
| 16 | Homogenic | 12" Vinyl | 10 | 2015-09-18 | Europe | One Little Indian | TPLP71 |
| 17 | Homogenic | 12" Vinyl | 10 | 2015-09-18 | United States | One Little Indian | TPLP71 |
| 18 | Homogenic | CD | 10 | 2017 | Japan | Universal | UICY-78521 |
| 19 | Homogenic | 12" Vinyl | 10 | 2019-11-22 | Europe | One Little Indian | TPLP71 (180 g) |
| 20 | Homogenic | Cassette | 10 | 2019-11-22 | United Kingdom | One Little Indian | TPLP71C |
| 21 | Homogenic | Digital Media | 10 | 2020 | [Worldwide] | One Little Independent | |
| 22 | Homogenic | 12" Vinyl | 10 | 2022 | Europe | One Little Independent | TPLP71 |
| 23 | Homogenic | CD | 10 | 2022 | Europe | One Little Independent | TPLP71CD |
| 24 | Homogenic | 12" Vinyl | 10 | 2024 | United States | One Little Independent | TPLP71 (Rough Trade) |

Previous · Page 1 **2**
""")),
        (search("Homogenic Elektra US release September 23 1997 Billboard 200"), sr(
            ("https://www.billboard.com/music/bjork/chart-history/TLP/", "Björk Chart History | Billboard",
             "Homogenic debuted at No. 28 on the Billboard 200 dated October 11, 1997 ...", "2024-08-01"),
            ("https://www.allmusic.com/album/homogenic-mw0000029513", "Homogenic - Björk | Album | AllMusic",
             "Release Date September 23, 1997 · Label Elektra · Duration 43:31 ...", "2023-04-11"),
            (wiki, "Homogenic - Wikipedia",
             "... and in the United States a day later through Elektra Records ...", "2025-01-18"),
        )),
        (extract(dg, g7), page("""
# Björk – Homogenic

Master Release · Year: 1997 · Genre: Electronic, Pop · Style: Trip Hop, Downtempo, Experimental

Have: 25,412 · Want: 6,103 · Avg rating: 4.57 / 5 (1,804)

## Tracklist
| # | Title | Duration |
|---|---|---|
| 1 | Hunter | 4:15 |
| 2 | Jóga | 5:05 |
| 3 | Unravel | 3:21 |
| 4 | Bachelorette | 5:12 |
| 5 | All Neon Like | 5:53 |
| 6 | 5 Years | 4:29 |
| 7 | Immature | 3:06 |
| 8 | Alarm Call | 4:19 |
| 9 | Pluto | 3:19 |
| 10 | All Is Full Of Love | 4:32 |

## Versions (108) — showing 5, sorted by year
| Title (Format) | Label | Cat# | Country | Year |
|---|---|---|---|---|
| Homogenic (CD, Album) | One Little Indian | TPLP71CD | UK | 1997 |
| Homogenic (LP, Album) | One Little Indian | TPLP71 | UK | 1997 |
| Homogenic (CD, Album) | Elektra | 62061-2 | US | 1997 |
| Homogenic (CD, Album) | Polydor | POCP-7245 | Japan | 1997 |
| Homogenic (CD, Album) | Mother Records | 539 091-2 | Europe | 1997 |
""")),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-07", system=SEARCH_SYSTEM, turns=turns,
           state=state("When was Björk's album Homogenic first released, and on which labels (with catalogue numbers) was it issued in the UK and the US?", "2025-03-02"))


# ---------------------------------------------------------------------------------------------------------------
# 08  BAD, mainstream (arXiv): the paper's arXiv identifier changes on a second view of the same abstract page
# ---------------------------------------------------------------------------------------------------------------
QLORA_ABS = """We present QLoRA, an efficient finetuning approach that reduces memory usage enough to finetune a 65B parameter model on a single 48GB GPU while preserving full 16-bit finetuning task performance. QLoRA backpropagates gradients through a frozen, 4-bit quantized pretrained language model into Low Rank Adapters (LoRA). Our best model family, which we name Guanaco, outperforms all previous openly released models on the Vicuna benchmark, reaching 99.3% of the performance level of ChatGPT while only requiring 24 hours of finetuning on a single GPU. QLoRA introduces a number of innovations to save memory without sacrificing performance: (a) 4-bit NormalFloat (NF4), a new data type that is information theoretically optimal for normally distributed weights (b) double quantization to reduce the average memory footprint by quantizing the quantization constants, and (c) paged optimizers to manage memory spikes. We use QLoRA to finetune more than 1,000 models, providing a detailed analysis of instruction following and chatbot performance across 8 instruction datasets, multiple model types (LLaMA, T5), and model scales that would be infeasible to run with regular finetuning (e.g. 33B and 65B parameter models)."""


def qlora_page(cite: str) -> str:
    return page(f"""
# Computer Science > Machine Learning

**arXiv:2305.14314** (cs)

[Submitted on 23 May 2023]

# QLoRA: Efficient Finetuning of Quantized LLMs

Tim Dettmers, Artidoro Pagnoni, Ari Holtzman, Luke Zettlemoyer

> {QLORA_ABS}

| | |
|---|---|
| Comments: | Extended NeurIPS submission |
| Subjects: | Machine Learning (cs.LG) |
| Cite as: | arXiv:{cite} [cs.LG] |
| | (or arXiv:{cite}v1 [cs.LG] for this version) |
| | https://doi.org/10.48550/arXiv.{cite} |

## Submission history
From: Tim Dettmers [view email]
**[v1]** Tue, 23 May 2023 17:50:33 UTC (568 KB)

Access Paper: View PDF · HTML (experimental) · TeX Source · Other Formats
License: http://creativecommons.org/licenses/by/4.0/
""")


def t08(rs: RowSet) -> None:
    m = Mem()
    ax = "https://arxiv.org/abs/2305.14314"
    g2 = "authors, submission date, and the data type QLoRA introduces"
    g4 = "submission history and how to cite this paper"
    turns: list[Turn] = [
        (search("QLoRA paper arXiv NF4 4-bit NormalFloat"), sr(
            (ax, "[2305.14314] QLoRA: Efficient Finetuning of Quantized LLMs",
             "We present QLoRA, an efficient finetuning approach that reduces memory usage enough to finetune a 65B parameter model on a single 48GB GPU ...", "2023-05-23"),
            ("https://github.com/artidoro/qlora", "GitHub - artidoro/qlora: QLoRA: Efficient Finetuning of Quantized LLMs",
             "This repo supports the paper \"QLoRA: Efficient Finetuning of Quantized LLMs\", an effort to democratize access to LLM research ...", "2023-07-18"),
            ("https://huggingface.co/blog/4bit-transformers-bitsandbytes", "Making LLMs even more accessible with bitsandbytes, 4-bit quantization and QLoRA",
             "... the 4-bit NormalFloat (NF4) data type introduced in QLoRA ...", "2023-05-24"),
            ("https://paperswithcode.com/method/qlora", "QLoRA Explained | Papers With Code",
             "QLoRA is an efficient finetuning approach ... 4-bit NormalFloat, Double Quantization, Paged Optimizers ...", "2023-06-02"),
        )),
        (extract(ax, g2), qlora_page("2305.14314")),
        m.add({"qlora_arxiv": "2305.14314 (v1 submitted 2023-05-23)",
               "qlora_authors": "Dettmers, Pagnoni, Holtzman, Zettlemoyer (University of Washington)"}),
        (extract(ax, g4), qlora_page("2305.14341")),
        (search("QLoRA NeurIPS 2023 NF4 double quantization paged optimizers"), sr(
            ("https://proceedings.neurips.cc/paper_files/paper/2023/hash/1feb87871436031bdc0f2beaa62a049b-Abstract-Conference.html", "QLoRA: Efficient Finetuning of Quantized LLMs - NeurIPS 2023",
             "Part of Advances in Neural Information Processing Systems 36 (NeurIPS 2023) Main Conference Track ...", "2023-12-10"),
            ("https://neurips.cc/virtual/2023/oral/73855", "NeurIPS 2023 Oral: QLoRA: Efficient Finetuning of Quantized LLMs",
             "Oral presentation · Oral 5B LLMs · Thu 14 Dec ...", "2023-12-14"),
            ("https://huggingface.co/docs/bitsandbytes/main/en/reference/nn/linear4bit", "4-bit quantization - bitsandbytes",
             "bnb_4bit_quant_type='nf4' ... bnb_4bit_use_double_quant=True ...", "2024-09-20"),
            ("https://github.com/artidoro/qlora", "GitHub - artidoro/qlora", "Guanaco models ... paged optimizers ...", "2023-07-18"),
        )),
        m.add({"qlora_method": "NF4 (4-bit NormalFloat) + double quantization + paged optimizers; 65B on one 48 GB GPU; Guanaco reaches 99.3% of ChatGPT on the Vicuna benchmark; NeurIPS 2023 oral"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-08", system=SEARCH_SYSTEM, turns=turns,
           state=state("Who wrote QLoRA, when was it posted to arXiv, and what new 4-bit data type does it introduce?", "2025-02-03"),
           bad=True, turn=4, kind="arXiv identifier of the same paper changes on a second view of its abstract page")


# ---------------------------------------------------------------------------------------------------------------
# 09  BAD, mainstream (WHO / NHS): an updated memory key reads back its old value
# ---------------------------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    m = Mem()
    who = "https://www.who.int/news/item/04-03-2015-who-calls-on-countries-to-reduce-sugars-intake-among-adults-and-children"
    fs = "https://www.who.int/news-room/fact-sheets/detail/healthy-diet"
    nhs = "https://www.nhs.uk/live-well/eat-well/food-types/how-does-sugar-in-our-diet-affect-our-health/"
    g2 = "WHO recommendation on free sugars intake for adults, including the conditional recommendation"
    g4 = "current wording on free sugars in the healthy diet fact sheet"
    g6 = "maximum daily free sugars for adults and children"
    turns: list[Turn] = [
        (search("WHO guideline free sugars intake adults 10% 5%", "WHO sugars recommendation 25 grams"), sr(
            (who, "WHO calls on countries to reduce sugars intake among adults and children",
             "A new WHO guideline recommends adults and children reduce their daily intake of free sugars to less than 10% of their total energy intake ...", "2015-03-04"),
            ("https://www.who.int/publications/i/item/9789241549028", "Guideline: sugars intake for adults and children",
             "WHO recommends a reduced intake of free sugars throughout the lifecourse (strong recommendation) ...", "2015-03-04"),
            (fs, "Healthy diet - World Health Organization (WHO)",
             "Limiting intake of free sugars to less than 10% of total energy intake is part of a healthy diet ...", "2020-04-29"),
            ("https://www.bbc.com/news/health-31719062", "WHO: Sugar intake should be halved - BBC News",
             "... ideally below 5%, about 25g or six teaspoons ...", "2015-03-05"),
        )),
        (extract(who, g2), ev(who, g2, """
4 March 2015 | News release | Geneva

"A new WHO guideline recommends adults and children reduce their daily intake of free sugars to less than 10% of their total energy intake. A further reduction to below 5% or roughly 25 grams (6 teaspoons) per day would provide additional health benefits."

"Free sugars refer to monosaccharides (such as glucose, fructose) and disaccharides (such as sucrose or table sugar) added to foods and drinks by the manufacturer, cook or consumer, and sugars naturally present in honey, syrups, fruit juices and fruit juice concentrates."

"'We have solid evidence that keeping intake of free sugars to less than 10% of total energy intake reduces the risk of overweight, obesity and tooth decay,' says Dr Francesco Branca, Director of WHO's Department of Nutrition for Health and Development."

"The WHO guideline does not refer to the sugars in fresh fruits and vegetables, and sugars naturally present in milk ..."

"WHO's suggestion to further reduce intake of free sugars to less than 5% of total energy intake is based on ... very low quality evidence ... hence it is a conditional recommendation."
""", """
WHO (2015) strongly recommends free sugars below 10% of total energy intake for adults and children, and conditionally suggests a further reduction below 5% (roughly 25 g, 6 teaspoons, per day) for additional benefits. Sugars in fresh fruit, vegetables and milk are excluded.
""")),
        m.add({"who_strong": "free sugars < 10% of total energy intake (strong recommendation, WHO 2015)",
               "who_conditional": "< 5% of total energy (~25 g / 6 tsp per day), conditional"}),
        (extract(fs, g4), ev(fs, g4, """
Fact sheet "Healthy diet", 29 April 2020

"Limiting intake of free sugars to less than 10% of total energy intake (2, 7) is part of a healthy diet. A further reduction to less than 5% of total energy intake is suggested for additional health benefits (7)."

"Keeping salt intake to less than 5 g per day (equivalent to sodium intake of less than 2 g per day) helps to prevent hypertension ..."

"For adults: ... Less than 10% of total energy intake from free sugars, which is equivalent to 50 g (or about 12 level teaspoons) for a person of healthy body weight consuming about 2000 calories per day, but ideally is less than 5% of total energy intake for additional health benefits."
""", """
The 2020 fact sheet repeats the 2015 guideline: free sugars below 10% of energy (about 50 g / 12 teaspoons on a 2000 kcal diet), ideally below 5%.
""")),
        (search("NHS free sugars maximum 30g adults a day"), sr(
            (nhs, "Sugar: the facts - NHS", "Adults should have no more than 30g of free sugars a day, (roughly equivalent to 7 sugar cubes) ...", "2022-07-15"),
            ("https://www.gov.uk/government/publications/sacn-carbohydrates-and-health-report", "SACN carbohydrates and health report - GOV.UK",
             "... the average population intake of free sugars should not exceed 5% of total dietary energy for age groups from 2 years upwards ...", "2015-07-17"),
            ("https://www.bhf.org.uk/informationsupport/heart-matters-magazine/nutrition/sugar-salt-and-fat/how-much-sugar", "How much sugar is too much? | BHF",
             "The recommended daily maximum of 30g for adults ...", "2023-01-26"),
        )),
        (extract(nhs, g6), ev(nhs, g6, """
"Adults should have no more than 30g of free sugars a day, (roughly equivalent to 7 sugar cubes)."
"Children aged 7 to 10 should have no more than 24g of free sugars a day (6 sugar cubes)."
"Children aged 4 to 6 should have no more than 19g of free sugars a day (5 sugar cubes)."
"There's no guideline limit for children under the age of 4, but it's recommended they avoid sugar-sweetened drinks and food with sugar added to it."
"Free sugars should not make up more than 5% of the energy (calorie intake) you get from food and drink each day."
Page last reviewed: 15 July 2022 · Next review due: 15 July 2025
""", """
The NHS turns the UK's 5%-of-energy limit (SACN 2015) into a maximum of 30 g of free sugars a day for adults (24 g for ages 7–10, 19 g for ages 4–6).
""")),
        m.update({"who_conditional": "< 5% of total energy — ~25 g / 6 tsp per day on a 2,000 kcal diet (conditional); the NHS applies the same 5% limit as max 30 g/day for adults"}),
        m.retrieve("who_strong", "who_conditional",
                   shown={"who_strong": "free sugars < 10% of total energy intake (strong recommendation, WHO 2015)",
                          "who_conditional": "< 5% of total energy (~25 g / 6 tsp per day), conditional"}, missing=()),
        (search("American Heart Association added sugar limit 25 grams women 36 grams men"), sr(
            ("https://www.heart.org/en/healthy-living/healthy-eating/eat-smart/sugar/how-much-sugar-is-too-much", "How much sugar is too much? | American Heart Association",
             "Men: 150 calories per day (36 grams or 9 teaspoons). Women: 100 calories per day (25 grams or 6 teaspoons) ...", "2024-05-23"),
            ("https://www.ahajournals.org/doi/10.1161/CIRCULATIONAHA.109.192627", "Dietary Sugars Intake and Cardiovascular Health | Circulation",
             "A Scientific Statement From the American Heart Association ... 2009 ...", "2009-08-24"),
            ("https://www.dietaryguidelines.gov/", "Dietary Guidelines for Americans, 2020-2025",
             "Limit added sugars to less than 10 percent of calories per day starting at age 2 ...", "2020-12-29"),
        )),
        m.add({"aha_added_sugars": "AHA: women ≤ 25 g (6 tsp, 100 kcal), men ≤ 36 g (9 tsp, 150 kcal) of added sugars per day"}),
        m.retrieve("aha_added_sugars"),
    ]
    rs.add(task="search", tid="h24-search-09", system=SEARCH_SYSTEM, turns=turns,
           state=state("What does the WHO recommend for daily free sugars intake by adults, and what is the further conditional reduction?", "2025-01-22"),
           bad=True, turn=8, kind="memory key updated earlier reads back its old value")


# ---------------------------------------------------------------------------------------------------------------
# 10  clean, mainstream (Wikipedia / YouTube / Social Blade): a page edited mid-session with a newer stamp
# ---------------------------------------------------------------------------------------------------------------
YT = ["MrBeast", "T-Series", "Cocomelon", "SET India", "Vlad and Niki", "Kids Diana Show", "Like Nastya",
      "Zee Music Company", "PewDiePie", "WWE"]


def yt_table(subs: list[int], asof: str, stamp: str) -> str:
    langs = ["English", "Hindi", "English", "Hindi", "English", "English", "English", "Hindi", "English", "English"]
    rows = "\n".join(f"| {i} | {n} | {s} | {lang} |" for i, (n, s, lang) in enumerate(zip(YT, subs, langs), 1))
    return page(f"""
# List of most-subscribed YouTube channels

This list of the most-subscribed YouTube channels contains the 50 channels with the most subscribers on the video platform YouTube. ... Subscriber counts are rounded down to the nearest million.

## Top channels (as of {asof})

| Rank | Name | Subscribers (millions) | Primary language |
|---|---|---|---|
{rows}

(showing 10 of 50 rows)

{stamp}
""")


def t10(rs: RowSet) -> None:
    m = Mem()
    lst = "https://en.wikipedia.org/wiki/List_of_most-subscribed_YouTube_channels"
    sb = "https://socialblade.com/youtube/handle/mrbeast"
    yt = "https://www.youtube.com/@MrBeast"
    g2 = "top 10 channels by subscribers and the date of the figures"
    g4 = "current subscriber count and recent growth"
    g5 = "subscriber count and number of videos shown on the channel page"
    g6 = "check whether the list has been updated since the last visit"
    turns: list[Turn] = [
        (search("most subscribed YouTube channel 2025", "MrBeast subscriber count"), sr(
            (lst, "List of most-subscribed YouTube channels - Wikipedia",
             "MrBeast is the most-subscribed channel, with 339 million subscribers as of January 9, 2025 ...", "2025-01-09"),
            (sb, "MrBeast's YouTube Stats (Summary Profile) - Social Blade Stats",
             "MrBeast has 341M subscribers ... Rank #1 ...", "2025-01-15"),
            ("https://en.wikipedia.org/wiki/MrBeast", "MrBeast - Wikipedia",
             "James Stephen Donaldson (born May 7, 1998), better known as MrBeast, is an American YouTuber ...", "2025-01-13"),
            ("https://www.theverge.com/2024/6/2/24170083/mrbeast-t-series-most-subscribed-youtube-channel", "MrBeast is now the most-subscribed YouTube channel - The Verge",
             "MrBeast has officially overtaken T-Series ... around 268 million subscribers ...", "2024-06-02"),
            (yt, "MrBeast - YouTube", "SUBSCRIBE FOR A COOKIE! ...", "2025-01-14"),
        )),
        (extract(lst, g2), yt_table([339, 282, 190, 179, 131, 129, 127, 114, 110, 106], "January 9, 2025",
                                    "This page was last edited on 9 January 2025, at 21:04 (UTC).")),
        m.add({"top_channel": "MrBeast — 339 million (Wikipedia list, as of 2025-01-09)"}),
        (extract(sb, g4), ev(sb, g4, """
MrBeast @MrBeast · YouTube · Entertainment · Country: US
Uploads: 845 · Subscribers: 341M · Video views: 67,912,406,118 · User created: Feb 19th, 2012
Subscriber rank: 1st · Video view rank: 6th
"Subscribers for the last 30 days: +7.1M" · "Video views for the last 30 days: +3.02B"
"Last updated: 2025-01-15 06:12 UTC (stats refresh every few hours)"
""", """
Social Blade shows MrBeast at 341 million subscribers (rank 1) as of 2025-01-15 06:12 UTC, having gained about 7.1 million in the last 30 days.
""")),
        (extract(yt, g5), ev(yt, g5, """
"MrBeast" · "@MrBeast" · "341M subscribers" · "845 videos"
"SUBSCRIBE FOR A COOKIE! Accomplishments: - Raised $20,000,000 To Plant 20,000,000 Trees ..."
Tabs: Home · Videos · Shorts · Live · Playlists · Posts
Latest upload: "Survive 100 Days Trapped In A Private Jet, Win $500,000" · 86M views · 12 days ago
""", """
The channel page shows 341M subscribers (YouTube abbreviates the count) and 845 videos.
""")),
        (extract(lst, g6), yt_table([341, 283, 190, 180, 131, 129, 127, 114, 110, 106], "January 14, 2025",
                                    "This page was last edited on 15 January 2025, at 04:37 (UTC).")),
        m.update({"top_channel": "MrBeast — ~341 million (YouTube, Social Blade, Wikipedia list as of 2025-01-14); T-Series 2nd at ~283 million"}),
        (search("MrBeast overtook T-Series most subscribed channel date"), sr(
            ("https://www.theverge.com/2024/6/2/24170083/mrbeast-t-series-most-subscribed-youtube-channel", "MrBeast is now the most-subscribed YouTube channel - The Verge",
             "MrBeast has officially overtaken T-Series, which had held the top spot since 2019 ... around 268 million subscribers ...", "2024-06-02"),
            ("https://www.bbc.com/news/articles/c4nn7e0l1zjo", "MrBeast becomes most-subscribed YouTuber - BBC News",
             "The creator passed Indian record label T-Series on Sunday ...", "2024-06-03"),
            ("https://en.wikipedia.org/wiki/MrBeast", "MrBeast - Wikipedia",
             "On June 2, 2024, his main channel surpassed T-Series to become the most-subscribed channel on YouTube ...", "2025-01-13"),
        )),
        m.add({"overtake_date": "2024-06-02 (MrBeast passed T-Series at ~268 million)"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-10", system=SEARCH_SYSTEM, turns=turns,
           state=state("Which YouTube channel has the most subscribers, how many does it have today, and since when has it held the top spot?", "2025-01-15"))


# ---------------------------------------------------------------------------------------------------------------
# 11  clean, less common (Codeberg status page): an incident progresses from investigating to resolved
# ---------------------------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    m = Mem()
    st = "https://status.codeberg.eu/status/codeberg"
    toot = "https://social.anoxinon.de/@Codeberg/114199327115526310"
    g2 = "current incidents and which services are affected"
    g4 = "what Codeberg said about the SSH problem and the workaround"
    g6 = "whether the SSH incident is resolved, with the timeline of updates"
    turns: list[Turn] = [
        (search("Codeberg outage today", "Codeberg status SSH"), sr(
            (st, "Codeberg Status", "Git over SSH: intermittent connection failures — Investigating ...", "2025-03-21"),
            (toot, "Codeberg (@Codeberg@social.anoxinon.de)",
             "We are currently experiencing issues with #git over SSH. HTTPS is working fine ... 14m", "2025-03-21"),
            ("https://codeberg.org/Codeberg/Community/issues", "Issues - Codeberg/Community - Codeberg.org",
             "ssh: Connection reset by peer when pushing ... opened 20 minutes ago ...", "2025-03-21"),
            ("https://isdown.app/integrations/codeberg", "Codeberg down? Current problems and status | IsDown",
             "Codeberg is having a minor outage since 07:42 UTC ... 3 user reports in the last hour ...", "2025-03-21"),
        )),
        (extract(st, g2), page("""
# Codeberg Status

Last updated: 2025-03-21 08:01:37 UTC · refreshes every 60 s

## ⚠ Incident: Git over SSH: intermittent connection failures
**Investigating** — 2025-03-21 07:42 UTC
We're seeing connection resets for git operations over SSH. HTTPS pushes and pulls are not affected. We are investigating.

## Services

| Service | Status | Uptime (24 h) | Uptime (30 d) | Response |
|---|---|---|---|---|
| codeberg.org (web) | 🟢 Up | 100% | 99.96% | 212 ms |
| Git over HTTPS | 🟢 Up | 100% | 99.97% | 188 ms |
| Git over SSH | 🟠 Degraded | 98.9% | 99.89% | — |
| Codeberg Pages | 🟢 Up | 100% | 99.91% | 96 ms |
| Forgejo Actions runners | 🟢 Up | 99.8% | 99.52% | — |
| Woodpecker CI (ci.codeberg.org) | 🟢 Up | 100% | 99.88% | 301 ms |
| Weblate (translate.codeberg.org) | 🟢 Up | 100% | 99.93% | 254 ms |

Powered by Uptime Kuma
""")),
        m.add({"incident": "Git over SSH intermittent failures — status 'Investigating' since 07:42 UTC (page at 08:01 UTC)",
               "affected": "Git over SSH only; web, HTTPS git, Pages, CI, Weblate up"}),
        (extract(toot, g4), ev(toot, g4, """
Codeberg @Codeberg@social.anoxinon.de · 07:48 (posted 41m ago)
"We are currently experiencing issues with #git over SSH. HTTPS is working fine, please use it as a workaround in the meantime (git remote set-url origin https://codeberg.org/USER/REPO.git). Updates: https://status.codeberg.eu"
58 boosts · 31 favourites · 9 replies
Reply (08:05): "Pushing over SSH works on the third try for me" · Reply (08:12): "Same here from Germany, HTTPS fine"
""", """
Codeberg announced at 07:48 UTC that git over SSH is failing and recommended switching remotes to HTTPS as a workaround; users confirmed HTTPS works.
""")),
        (search("Codeberg SSH issue March 21 2025 fixed"), sr(
            (st, "Codeberg Status", "Monitoring — A fix has been deployed for the SSH frontend; we are monitoring ...", "2025-03-21"),
            ("https://social.anoxinon.de/@Codeberg/114199521330481177", "Codeberg (@Codeberg@social.anoxinon.de)",
             "Update: the SSH frontend ran out of file descriptors after a configuration change. A fix is deployed, please report if you still see resets ... 9m", "2025-03-21"),
            (toot, "Codeberg (@Codeberg@social.anoxinon.de)", "We are currently experiencing issues with #git over SSH ...", "2025-03-21"),
            ("https://isdown.app/integrations/codeberg", "Codeberg down? Current problems and status | IsDown",
             "Codeberg is recovering from a minor outage ...", "2025-03-21"),
        )),
        (extract(st, g6), page("""
# Codeberg Status

Last updated: 2025-03-21 09:03:12 UTC · refreshes every 60 s

## ✅ Resolved: Git over SSH: intermittent connection failures
- **Resolved** — 08:55 UTC: SSH connections have been stable for 15 minutes. Sorry for the disruption.
- **Monitoring** — 08:40 UTC: A fix has been deployed for the SSH frontend; we are monitoring.
- **Identified** — 08:10 UTC: The SSH frontend ran out of file descriptors after a configuration change earlier this morning. Rolling back.
- **Investigating** — 07:42 UTC: We're seeing connection resets for git operations over SSH. HTTPS pushes and pulls are not affected. We are investigating.

## Services

| Service | Status | Uptime (24 h) | Uptime (30 d) | Response |
|---|---|---|---|---|
| codeberg.org (web) | 🟢 Up | 100% | 99.96% | 198 ms |
| Git over HTTPS | 🟢 Up | 100% | 99.97% | 176 ms |
| Git over SSH | 🟢 Up | 95.1% | 99.77% | 41 ms |
| Codeberg Pages | 🟢 Up | 100% | 99.91% | 104 ms |
| Forgejo Actions runners | 🟢 Up | 99.8% | 99.52% | — |
| Woodpecker CI (ci.codeberg.org) | 🟢 Up | 100% | 99.88% | 287 ms |
| Weblate (translate.codeberg.org) | 🟢 Up | 100% | 99.93% | 261 ms |

Powered by Uptime Kuma
""")),
        m.update({"incident": "Git over SSH intermittent failures 07:42–08:55 UTC; cause: SSH frontend ran out of file descriptors after a config change (identified 08:10, fix 08:40); RESOLVED"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-11", system=SEARCH_SYSTEM, turns=turns,
           state=state("Was Codeberg having an outage this morning, what was affected, and has it been resolved?", "2025-03-21"))


# ---------------------------------------------------------------------------------------------------------------
# 12  BAD, less common (Icelandic Met Office): the start time on the page differs from its own snippet
# ---------------------------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    m = Mem()
    imo = "https://en.vedur.is/about-imo/news/an-eruption-has-started-on-the-sundhnukur-crater-row-20-november-2024"
    imo_end = "https://en.vedur.is/about-imo/news/the-eruption-on-the-sundhnukur-crater-row-has-ended"
    wiki = "https://en.wikipedia.org/wiki/2023%E2%80%932025_Sundhn%C3%BAkur_eruptions"
    g2 = "list of eruptions on the Sundhnúkur crater row with start and end dates"
    g5 = "start time, location and fissure length of the 20 November 2024 eruption"
    g7 = "end date, duration, lava area and volume of the November 2024 eruption"
    turns: list[Turn] = [
        (search("Sundhnúkur eruption November 2024 start time", "Veðurstofa Íslands Sundhnúkagígaröð eldgos nóvember"), sr(
            (imo, "An eruption has started on the Sundhnúkur crater row | Icelandic Met Office",
             "An eruption began at 23:14 on 20 November between Stóra-Skógfell and Sundhnúkur ... This is the seventh eruption on the Sundhnúkur crater row since December 2023 ...", "2024-11-21"),
            (wiki, "2023–2025 Sundhnúkur eruptions - Wikipedia",
             "A series of volcanic eruptions on the Sundhnúkur crater row on the Reykjanes Peninsula, Iceland, near the town of Grindavík ...", "2025-01-30"),
            ("https://www.ruv.is/english/2024-11-21-eruption-began-near-grindavik-last-night", "Eruption began near Grindavík last night | RÚV English",
             "The Blue Lagoon was evacuated ... the fissure is about three kilometres long ...", "2024-11-21"),
            ("https://volcano.si.edu/volcano.cfm?vn=371030", "Global Volcanism Program | Reykjanes",
             "Weekly report: IMO reported that an eruption began at 2314 on 20 November ...", "2024-11-27"),
        )),
        (extract(wiki, g2), page("""
# 2023–2025 Sundhnúkur eruptions

The **2023–2025 Sundhnúkur eruptions** are a series of volcanic eruptions on the Sundhnúkur crater row, north of Grindavík on the Reykjanes Peninsula. They followed the evacuation of Grindavík on 10 November 2023.

## Eruptions

| # | Start (UTC) | End | Duration | Notes |
|---|---|---|---|---|
| 1 | 18 December 2023, 22:17 | 21 December 2023 | 3 days | 4 km fissure; lava flowed away from Grindavík |
| 2 | 14 January 2024, 07:57 | 16 January 2024 | 2 days | Lava reached Grindavík; three houses destroyed |
| 3 | 8 February 2024, 06:02 | 9 February 2024 | 1 day | Hot-water pipeline to Suðurnes cut |
| 4 | 16 March 2024, 20:23 | 9 May 2024 | 54 days | Longest of the series so far |
| 5 | 29 May 2024, 12:46 | 22 June 2024 | 24 days | |
| 6 | 22 August 2024, 21:26 | 5 September 2024 | 14 days | Largest lava volume of the series |
| 7 | 20 November 2024, 23:14 | 8 December 2024 | 18 days | Blue Lagoon parking area covered by lava |

As of late January 2025, land uplift continued at Svartsengi and the Met Office considered a further eruption likely.

This page was last edited on 30 January 2025, at 11:26 (UTC).
""")),
        m.add({"eruptions_2023_2024": "7 on the Sundhnúkur row: 18 Dec 2023, 14 Jan, 8 Feb, 16 Mar, 29 May, 22 Aug, 20 Nov 2024"}),
        (search("Icelandic Met Office 20 November 2024 eruption fissure length lava"), sr(
            (imo, "An eruption has started on the Sundhnúkur crater row | Icelandic Met Office",
             "... The fissure is approximately 3 km long ... Grindavík and the Blue Lagoon have been evacuated ...", "2024-11-21"),
            (imo_end, "The eruption on the Sundhnúkur crater row has ended | Icelandic Met Office",
             "No volcanic activity has been observed in the crater since ...", "2024-12-09"),
            ("https://www.mbl.is/frettir/innlent/2024/11/21/eldgos_hafid_a_sundhnukagigarodinni/", "Eldgos hafið á Sundhnúkagígaröðinni | mbl.is",
             "Gosið hófst klukkan 23:14 í gærkvöldi ...", "2024-11-21"),
        )),
        (extract(imo, g5), page("""
# An eruption has started on the Sundhnúkur crater row

*Icelandic Met Office · News · 21.11.2024 00:58*

- An eruption began at 22:41 on 20 November between Stóra-Skógfell and Sundhnúkur, on the Sundhnúkur crater row.
- The eruption was preceded by an intense seismic swarm that started around 22:25.
- The fissure is approximately 3 km long and extends from north of Stóra-Skógfell towards Sundhnúkur.
- Lava is flowing mainly to the east and west; a lava flow is moving towards Svartsengi and the road to the Blue Lagoon.

This is the seventh eruption on the Sundhnúkur crater row since December 2023, and the tenth on the Reykjanes Peninsula since 2021.

Grindavík and the Blue Lagoon have been evacuated. The Icelandic Met Office will continue to monitor the situation closely. Updated hazard assessment will be published later today.
""")),
        m.add({"nov_2024_eruption": "7th on the Sundhnúkur row; started late on 20 Nov 2024 between Stóra-Skógfell and Sundhnúkur, ~3 km fissure"}),
        (extract(imo_end, g7), ev(imo_end, g7, """
*Icelandic Met Office · News · 09.12.2024 14:20*

"The eruption that began on 20 November on the Sundhnúkur crater row is over. No activity has been observed in the crater since Sunday 8 December."
"The eruption lasted 18 days."
"According to preliminary estimates the lava field covers about 9.4 km² and its volume is about 48 million m³."
"Land uplift at Svartsengi has resumed; magma accumulation continues at a similar rate as before the eruption."
""", """
The November 2024 eruption ended on 8 December 2024 after 18 days; its lava field covers about 9.4 km² with a volume of about 48 million m³. Uplift at Svartsengi has resumed.
""")),
        m.add({"nov_2024_end": "ended 8 Dec 2024 after 18 days; lava field ~9.4 km², ~48 million m³ (IMO 09.12.2024)"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-12", system=SEARCH_SYSTEM, turns=turns,
           state=state("How many eruptions had occurred on the Sundhnúkur crater row (Iceland) by the end of 2024, and when did the November 2024 eruption start and end?", "2025-02-10"),
           bad=True, turn=5, kind="eruption start time on the extracted page (22:41) differs from 23:14 in the same page's search snippet and the earlier table")


# ---------------------------------------------------------------------------------------------------------------
# 13  clean, mainstream (NWS / BBC Weather): a forecast re-issued with a newer stamp, °F vs °C
# ---------------------------------------------------------------------------------------------------------------
NWS_CUR = """Current conditions at Denver International Airport (KDEN)
Lat: 39.85°N Lon: 104.66°W Elev: 5404 ft.
Overcast · 24°F (-4°C) · Humidity 74% · Wind Speed N 9 mph · Barometer 30.32 in (1025.1 mb) · Dewpoint 17°F (-8°C) · Visibility 10.00 mi · Wind Chill 15°F (-9°C)
Last update: 11 Feb 10:53 am MST"""


def t13(rs: RowSet) -> None:
    m = Mem()
    nws = "https://forecast.weather.gov/MapClick.php?lat=39.7392&lon=-104.9903"
    bbc = "https://www.bbc.com/weather/5419384"
    afd = "https://forecast.weather.gov/product.php?site=BOU&issuedby=BOU&product=AFD"
    g2 = "Wednesday's forecast high, chance of snow and snow amount for Denver"
    g4 = "Wednesday's forecast for Denver in Celsius"
    g5 = "latest forecast update and reasoning about Wednesday's snow"
    g6 = "whether the Wednesday forecast changed after the forecast update"
    turns: list[Turn] = [
        (search("Denver forecast Wednesday snow", "NWS Boulder Denver snow February 12 2025"), sr(
            (nws, "National Weather Service - Denver CO 7-Day Forecast",
             "Wednesday: Snow, mainly before 11am. High near 28. Chance of precipitation is 70% ...", "2025-02-11"),
            (bbc, "Denver - BBC Weather", "14 day weather forecast for Denver ... Wednesday: light snow ...", "2025-02-11"),
            ("https://www.weather.gov/bou/", "NWS Denver/Boulder", "Snow returns to the Front Range tonight into Wednesday morning ...", "2025-02-11"),
            ("https://www.denver7.com/weather/forecast/denver-weather-snow-tonight-wednesday", "Denver weather: Snow moves in tonight | Denver7",
             "2 to 5 inches likely for the metro area by Wednesday afternoon ...", "2025-02-11"),
        )),
        (extract(nws, g2), page(f"""
# 7-Day Forecast for Latitude 39.74°N and Longitude 104.99°W (Elev. 5272 ft)

**Denver CO** · Last Update: 9:47 am MST Feb 11, 2025

{NWS_CUR}

## Detailed Forecast
- **Today:** A chance of snow after 2pm. Mostly cloudy, with a high near 30. North wind 6 to 9 mph. Chance of precipitation is 30%.
- **Tonight:** Snow, mainly after 11pm. Low around 14. North wind around 7 mph. Chance of precipitation is 70%. New snow accumulation of around 1 inch possible.
- **Wednesday:** Snow, mainly before 11am. High near 28. North wind around 8 mph. Chance of precipitation is 70%. New snow accumulation of 2 to 4 inches possible.
- **Wednesday Night:** A slight chance of snow before 11pm. Mostly cloudy, with a low around 9. Chance of precipitation is 20%.
- **Thursday:** Partly sunny, with a high near 33.
- **Thursday Night:** Partly cloudy, with a low around 17.
- **Friday:** Sunny, with a high near 45.
""")),
        m.add({"denver_wed": "High near 28°F, snow 70%, 2–4 in (NWS point forecast, updated 9:47 am MST Feb 11)"}),
        (extract(bbc, g4), ev(bbc, g4, """
"Denver - Weather warnings issued · 14-day forecast"
"Wednesday 12th February: Light snow · High -2°C · Low -10°C · Chance of precipitation 72% · Wind 13 km/h N"
"Thursday 13th February: Sunny intervals · High 1°C · Low -8°C"
"Observation station: Denver International Airport (Lat: 39.8467 | Long: -104.6562)"
"Forecast updated today at 17:00 (GMT)"
""", """
BBC Weather (MeteoGroup/DTN model, updated 17:00 GMT = 10:00 MST) gives Denver a high of -2°C on Wednesday with light snow and a 72% chance of precipitation — close to the NWS 28°F (-2.2°C), from a different forecast provider.
""")),
        (extract(afd, g5), page("""
# Area Forecast Discussion
National Weather Service Denver/Boulder CO
1112 AM MST Tue Feb 11 2025

.UPDATE...
Issued at 1112 AM MST Tue Feb 11 2025

Latest high-resolution guidance has trended wetter and a little colder with the upslope event tonight into Wednesday morning. Have bumped PoPs into the 80-90 percent range for the urban corridor and foothills and nudged snow totals up to 3-6 inches for the Denver metro, locally higher in the foothills. Highs on Wednesday were lowered a couple of degrees. A Winter Weather Advisory has been issued for zones 039-040-041 from 8 PM this evening until 5 PM Wednesday.

.SHORT TERM /through Wednesday/...
Issued at 345 AM MST Tue Feb 11 2025

A shortwave trough and reinforcing cold front will bring a period of upslope flow ...

&&

.BOU WATCHES/WARNINGS/ADVISORIES...
Winter Weather Advisory from 8 PM this evening to 5 PM MST Wednesday for COZ039-040-041.
""")),
        (extract(nws, g6), page(f"""
# 7-Day Forecast for Latitude 39.74°N and Longitude 104.99°W (Elev. 5272 ft)

**Denver CO** · Last Update: 11:18 am MST Feb 11, 2025

⚠ Hazardous Weather Conditions: **Winter Weather Advisory** from February 11, 08:00 PM MST until February 12, 05:00 PM MST

{NWS_CUR}

## Detailed Forecast
- **Today:** A chance of snow after 2pm. Mostly cloudy, with a high near 30. North wind 6 to 9 mph. Chance of precipitation is 30%.
- **Tonight:** Snow, mainly after 10pm. Low around 13. North wind around 8 mph. Chance of precipitation is 80%. New snow accumulation of 1 to 2 inches possible.
- **Wednesday:** Snow. High near 26. North wind 7 to 10 mph. Chance of precipitation is 80%. New snow accumulation of 3 to 5 inches possible.
- **Wednesday Night:** A chance of snow before 11pm. Mostly cloudy, with a low around 8. Chance of precipitation is 30%.
- **Thursday:** Partly sunny, with a high near 33.
- **Thursday Night:** Partly cloudy, with a low around 17.
- **Friday:** Sunny, with a high near 45.
""")),
        m.update({"denver_wed": "High near 26°F (-3°C), snow 80%, 3–5 in; Winter Weather Advisory 8 pm Tue–5 pm Wed (NWS update 11:18 am MST Feb 11)"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-13", system=SEARCH_SYSTEM, turns=turns,
           state=state("What is the forecast high for Denver on Wednesday 12 February 2025, and how much snow is expected?", "2025-02-11"))


# ---------------------------------------------------------------------------------------------------------------
# 14  BAD, less common (ISFDB / Internet Archive): a memory key that was added is reported missing
# ---------------------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    m = Mem()
    isfdb = "https://www.isfdb.org/cgi-bin/title.cgi?1479"
    wiki = "https://en.wikipedia.org/wiki/Flatland"
    ia = "https://archive.org/details/flatlandromanceo00abbo"
    g2 = "publication history of Flatland, especially the first editions"
    g3 = "publisher and publication date of the first edition"
    g6 = "edition statement, publisher and date of this scanned copy"
    turns: list[Turn] = [
        (search("Flatland Abbott first edition 1884 Seeley publisher", "isfdb Flatland A Romance of Many Dimensions"), sr(
            (isfdb, "Title: Flatland: A Romance of Many Dimensions - ISFDB", "Author: Edwin A. Abbott ... Date: 1884-00-00 ... Publications ...", "2024-07-19"),
            (wiki, "Flatland - Wikipedia",
             "Flatland: A Romance of Many Dimensions is a satirical novella by the English schoolmaster Edwin Abbott Abbott, first published in 1884 by Seeley & Co. of London ...", "2025-01-05"),
            ("https://www.gutenberg.org/ebooks/201", "Flatland: A Romance of Many Dimensions by Edwin A. Abbott | Project Gutenberg", "Free kindle book and epub digitized and proofread by volunteers ...", "2024-12-01"),
            (ia, "Flatland: a romance of many dimensions : Abbott, Edwin Abbott, 1838-1926 : Internet Archive", "Second and revised edition ... London : Seeley & Co., 1884 ...", "2019-03-11"),
        )),
        (extract(isfdb, g2), page("""
# Title: Flatland: A Romance of Many Dimensions

**Author:** Edwin A. Abbott (as by A Square) · **Date:** 1884-00-00 · **Type:** NOVEL · **Length:** novella
**Webpages:** Wikipedia-EN, Project Gutenberg · **Language:** English · **User Rating:** 8.42 (19 votes)

## Publications
| Title | Date | Author/Editor | Publisher/Pub. Series | Pages | Format | Type |
|---|---|---|---|---|---|---|
| Flatland: A Romance of Many Dimensions | 1884-00-00 | A Square | Seeley & Co. | 100 | hc | NOVEL |
| Flatland: A Romance of Many Dimensions | 1884-00-00 | A Square | Seeley & Co. (Second and revised edition) | 103 | hc | NOVEL |
| Flatland: A Romance of Many Dimensions | 1885-00-00 | A Square | Roberts Brothers | 155 | hc | NOVEL |
| Flatland | 1952-00-00 | Edwin A. Abbott | Dover | 103 | tp | NOVEL |
| Flatland | 1963-00-00 | Edwin A. Abbott | Barnes & Noble | 108 | tp | NOVEL |
| Flatland | 1984-00-00 | Edwin A. Abbott | Signet Classic | 126 | pb | NOVEL |
| Flatland | 1991-00-00 | Edwin A. Abbott | Princeton University Press (intro. Thomas Banchoff) | 103 | tp | NOVEL |

(showing 7 of 41 publications)

Notes: The first edition appeared anonymously as by "A Square"; the revised second edition of the same year added a preface by "the Editor".
""")),
        (extract(wiki, g3), ev(wiki, g3, """
Infobox: Author: Edwin Abbott Abbott · Illustrator: Edwin Abbott Abbott · Country: United Kingdom · Language: English · Genre: Novella, mathematical fiction, satire · Publisher: Seeley & Co. · Publication date: 1884 · Media type: Print · Pages: 96 · Text: Flatland at Wikisource
"Flatland: A Romance of Many Dimensions is a satirical novella by the English schoolmaster Edwin Abbott Abbott, first published in 1884 by Seeley & Co. of London. Written pseudonymously by 'A Square', the book used the fictional two-dimensional world of Flatland ..."
"The book was published in the United States in 1885 by Roberts Brothers of Boston."
""", """
First edition: 1884, Seeley & Co., London, under the pseudonym "A Square"; US edition 1885 by Roberts Brothers, Boston. Wikipedia gives 96 pages (ISFDB lists 100 — the two catalogues count pages differently).
""")),
        m.add({"first_edition": "1884, Seeley & Co., London (pseudonym 'A Square')",
               "us_edition": "1885, Roberts Brothers, Boston"}),
        (search("Flatland second edition 1884 preface revised Seeley"), sr(
            (ia, "Flatland: a romance of many dimensions : Abbott, Edwin Abbott, 1838-1926 : Internet Archive",
             "With illustrations by the author, A Square. Second and revised edition ...", "2019-03-11"),
            ("https://www.gutenberg.org/files/201/201-h/201-h.htm", "The Project Gutenberg eBook of Flatland",
             "PREFACE TO THE SECOND AND REVISED EDITION, 1884. If my poor Flatland friend retained the vigour of mind ...", "2024-12-01"),
            ("https://www.lib.cam.ac.uk/collections/departments/rare-books/flatland", "Flatland (1884) | Cambridge University Library",
             "The second edition followed within weeks of the first ...", "2022-04-07"),
        )),
        (extract(ia, g6), page("""
# Flatland: a romance of many dimensions

by Abbott, Edwin Abbott, 1838-1926

| Field | Value |
|---|---|
| Publication date | 1884 |
| Publisher | London : Seeley & Co. |
| Edition | Second and revised edition |
| Notes | "With illustrations by the author, A Square." |
| Pages | 103 |
| Language | English |
| Contributor | University of California Libraries |
| Collection | cdl; americana |
| Identifier | flatlandromanceo00abbo |
| Scanning center | Internet Archive Books (ark:/13960/t0ks6mx2c) |
| Addeddate | 2006-11-30 19:45:12 |

Views: 3,412 · Favorites: 27 · Reviews: 2

Title page text: "FLATLAND: A ROMANCE OF MANY DIMENSIONS. BY A SQUARE. WITH ILLUSTRATIONS BY THE AUTHOR. SECOND AND REVISED EDITION. LONDON: SEELEY & CO., 46, 47 & 48 ESSEX STREET, STRAND. 1884."
""")),
        m.add({"second_edition": "1884 (same year), 'Second and revised edition', Seeley & Co., 103 pp., with a new preface",
               "draft_note": "check whether the 1st edition appeared in October or November 1884"}),
        (search("Flatland first edition published October 1884 or November 1884 month"), sr(
            ("https://www.peterharrington.co.uk/rare-books/flatland-first-edition", "ABBOTT, Edwin A. Flatland. First edition, 1884 | Peter Harrington",
             "First edition ... published in October 1884 in an edition of 1,000 copies ...", "2023-09-18"),
            ("https://www.oxforddnb.com/view/article/30325", "Abbott, Edwin Abbott (1838–1926) | Oxford DNB",
             "... Flatland, published pseudonymously in November 1884 ...", "2021-05-27"),
            ("https://www.lib.cam.ac.uk/collections/departments/rare-books/flatland", "Flatland (1884) | Cambridge University Library",
             "The first edition appeared in autumn 1884; the second edition followed within weeks ...", "2022-04-07"),
        )),
        m.remove("draft_note"),
        m.retrieve("first_edition", "second_edition", shown={"second_edition": m.d["second_edition"]}, missing=("first_edition",)),
        m.add({"month_dispute": "Oct vs Nov 1884 — Peter Harrington says October, Oxford DNB says November; Cambridge says 'autumn 1884'"}),
        m.retrieve("us_edition", "month_dispute"),
    ]
    rs.add(task="search", tid="h24-search-14", system=SEARCH_SYSTEM, turns=turns,
           state=state("Who published the first edition of Edwin A. Abbott's Flatland, when, and how does it differ from the second edition?", "2025-02-25"),
           bad=True, turn=10, kind="a memory key that was added and never removed is reported as not found")


# ---------------------------------------------------------------------------------------------------------------
# 15  BAD, mainstream (BBC / USCG / Wikipedia): a news article's publication date changes between two views
# ---------------------------------------------------------------------------------------------------------------
def titan_page(date: str) -> str:
    return page(f"""
# Titan sub: Debris found near Titanic after 'catastrophic implosion'

Published {date} · By Bernd Debusmann Jr & Rachel Looker, BBC News, Boston

All five people on board the missing Titan submersible are believed to have died after a "catastrophic implosion" of the vessel, the US Coast Guard says.

Debris was found about 1,600ft (488m) from the bow of the Titanic, about 12,500ft (3,800m) down in the North Atlantic, Rear Adm John Mauger said at a news conference in Boston.

He said the debris was "consistent with a catastrophic loss of the pressure chamber".

A remotely operated vehicle (ROV) deployed from the Canadian vessel Horizon Arctic found five major pieces of debris, including the tail cone and the front end bell of the pressure hull.

The five on board were OceanGate chief executive Stockton Rush, British billionaire Hamish Harding, British-Pakistani businessman Shahzada Dawood and his 19-year-old son Suleman, and French diver Paul-Henri Nargeolet.

The sub lost contact with its support ship, the Polar Prince, about one hour and 45 minutes into its dive on Sunday morning.

Rear Adm Mauger said it was too early to say when the implosion happened, and that the ROVs would stay on the sea floor to continue collecting information.

Related: "What we know about the Titan sub" · "Who was on board?"
""")


def t15(rs: RowSet) -> None:
    m = Mem()
    bbc = "https://www.bbc.com/news/world-us-canada-65994201"
    uscg = "https://www.news.uscg.mil/Press-Releases/Article/3438547/coast-guard-convenes-marine-board-of-investigation-into-loss-of-submersible-titan/"
    wiki = "https://en.wikipedia.org/wiki/Titan_submersible_implosion"
    g2 = "date of the report, where the debris was found and what the Coast Guard said"
    g5 = "what the Coast Guard announced about investigating the loss of Titan"
    g6 = "timeline of the dive, loss of contact and debris discovery"
    g8 = "exact headline and publication date of the article"
    turns: list[Turn] = [
        (search("Titan submersible debris found Coast Guard BBC", "OceanGate Titan catastrophic implosion debris Titanic bow"), sr(
            (bbc, "Titan sub: Debris found near Titanic after 'catastrophic implosion' - BBC News",
             "All five people on board the missing Titan submersible are believed to have died after a \"catastrophic implosion\" ...", "2023-06-22"),
            ("https://www.reuters.com/world/americas/titanic-sub-search-2023-06-22/", "Debris from missing Titanic sub found, all five aboard dead | Reuters",
             "Debris from the missing submersible was found on the ocean floor about 1,600 feet from the bow of the Titanic ...", "2023-06-22"),
            (wiki, "Titan submersible implosion - Wikipedia",
             "On 18 June 2023, Titan, a submersible operated by OceanGate, imploded during an expedition to view the wreck of the Titanic ...", "2025-02-20"),
            ("https://apnews.com/article/titanic-submersible-missing-debris-found-0b1c9a2b5a7e", "Debris found near Titanic is from missing sub | AP News",
             "The Coast Guard said the tail cone and other debris were found about 1,600 feet from the bow ...", "2023-06-22"),
        )),
        (extract(bbc, g2), titan_page("22 June 2023")),
        m.add({"bbc_report": "BBC, published 22 June 2023 — debris ~1,600 ft (488 m) from Titanic's bow, ~3,800 m deep",
               "uscg_quote": "'consistent with a catastrophic loss of the pressure chamber' (Rear Adm John Mauger, Boston)"}),
        (search("US Coast Guard Marine Board of Investigation Titan submersible announcement"), sr(
            (uscg, "Coast Guard convenes Marine Board of Investigation into loss of submersible Titan",
             "The Coast Guard has convened a Marine Board of Investigation ... the highest level of investigation conducted by the Coast Guard ...", "2023-06-25"),
            ("https://www.dco.uscg.mil/Our-Organization/Assistant-Commandant-for-Prevention-Policy-CG-5P/Inspections-Compliance-CG-5PC-/Office-of-Investigations-Casualty-Analysis/Marine-Board-of-Investigation-Titan/", "Titan Submersible Marine Board of Investigation",
             "Public hearing: September 16–27, 2024, North Charleston, South Carolina ...", "2024-09-27"),
            ("https://www.bbc.com/news/articles/c0j4ww8e6mxo", "Titan sub hearing: OceanGate ignored safety warnings - BBC News",
             "A US Coast Guard hearing into the Titan disaster has heard ...", "2024-09-17"),
        )),
        (extract(uscg, g5), ev(uscg, g5, """
"BOSTON — The Coast Guard has convened a Marine Board of Investigation (MBI) into the loss of the 22-foot submersible Titan ... The MBI is the highest level of investigation conducted by the Coast Guard."
"Chief of the Coast Guard Office of Investigations and Casualty Analysis Capt. Jason Neubauer will be the chair of the MBI."
"The MBI is coordinating with the Canadian Transportation Safety Board, the French Marine Casualties Investigation Board and the United Kingdom Marine Accident Investigation Branch."
Release date: June 25, 2023
""", """
On 25 June 2023 the US Coast Guard announced a Marine Board of Investigation, chaired by Capt. Jason Neubauer, working with Canadian, French and UK investigators.
""")),
        (extract(wiki, g6), ev(wiki, g6, """
"On 18 June 2023, Titan ... imploded during an expedition to view the wreck of the Titanic ... killing all five people on board."
"The support ship Polar Prince lost contact with Titan about 1 hour and 45 minutes into the dive."
"On 22 June, a debris field containing parts of Titan was discovered by an ROV from the Horizon Arctic about 500 metres (1,600 ft) from the bow of the Titanic."
"The US Coast Guard convened a Marine Board of Investigation ... A public hearing was held from 16 to 27 September 2024."
This page was last edited on 20 February 2025, at 13:05 (UTC).
""", """
Dive and implosion on 18 June 2023 (contact lost ~1 h 45 min in); debris found 22 June about 500 m (1,600 ft) from Titanic's bow by the Horizon Arctic's ROV; MBI public hearing 16–27 September 2024.
""")),
        m.add({"timeline": "dive 18 Jun 2023, contact lost ~1h45m in; debris found 22 Jun (Horizon Arctic ROV); MBI announced 25 Jun 2023; hearing 16–27 Sep 2024"}),
        (extract(bbc, g8), titan_page("23 June 2023")),
        (search("Titan submersible Marine Board of Investigation final report release"), sr(
            ("https://www.dco.uscg.mil/Our-Organization/Assistant-Commandant-for-Prevention-Policy-CG-5P/Inspections-Compliance-CG-5PC-/Office-of-Investigations-Casualty-Analysis/Marine-Board-of-Investigation-Titan/", "Titan Submersible Marine Board of Investigation",
             "The MBI is preparing its report of investigation; no release date has been announced ...", "2024-12-10"),
            ("https://apnews.com/article/titan-submersible-hearing-oceangate-takeaways", "Takeaways from the Titan submersible hearing | AP News",
             "Two weeks of testimony ended with ...", "2024-09-27"),
            (wiki, "Titan submersible implosion - Wikipedia", "... A public hearing was held from 16 to 27 September 2024 ...", "2025-02-20"),
        )),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-15", system=SEARCH_SYSTEM, turns=turns,
           state=state("When did the BBC report that debris from the Titan submersible had been found, and what did the US Coast Guard say about it?", "2025-03-03"),
           bad=True, turn=8, kind="a news article's publication date changes between two extractions of the same article with no update note")


# ---------------------------------------------------------------------------------------------------------------
# 16  clean, less common (lib.rs / crates.io): live download counters, monthly vs all-time, truncated version lists
# ---------------------------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    m = Mem()
    librs = "https://lib.rs/crates/jiff"
    crates = "https://crates.io/crates/jiff"
    vers = "https://crates.io/crates/jiff/versions"
    chg = "https://github.com/BurntSushi/jiff/blob/master/CHANGELOG.md"
    g2 = "latest version, release date and download figures"
    g4 = "latest version, publish date and download counts"
    g7 = "what changed in the latest release"
    g8 = "list of versions with dates and per-version downloads"
    turns: list[Turn] = [
        (search("jiff crate latest version", "lib.rs jiff datetime library"), sr(
            (librs, "Jiff — Rust date and time library // Lib.rs",
             "A date-time library that encourages you to jump into the pit of success ... v0.2.10 ...", "2025-04-16"),
            (crates, "crates.io: Rust Package Registry", "jiff v0.2.10 · A date-time library for Rust ...", "2025-04-08"),
            ("https://docs.rs/jiff/latest/jiff/", "jiff - Rust - Docs.rs", "Jiff is a datetime library for Rust that encourages you to jump into the pit of success ...", "2025-04-08"),
            ("https://github.com/BurntSushi/jiff", "GitHub - BurntSushi/jiff: A date-time library for Rust ...", "Jiff is a datetime library for Rust ... 2.1k stars ...", "2025-04-15"),
        )),
        (extract(librs, g2), page("""
# Jiff

A date-time library that encourages you to jump into the pit of success

#datetime #date #time #timezone #zoneinfo

**2,104,377 downloads per month** · Used in **741** crates (318 directly) · **#12 in Date and time**

Unlicense OR MIT · 1.5MB 26K SLoC

## 57 releases
| Version | Date |
|---|---|
| 0.2.10 | Apr 8, 2025 |
| 0.2.9 | Apr 2, 2025 |
| 0.2.8 | Mar 31, 2025 |
| 0.2.1 | Feb 16, 2025 |
| 0.1.29 | Jan 31, 2025 |
| 0.1.0 | Jul 21, 2024 |

…and 51 more releases

Install: `cargo add jiff`
""")),
        m.add({"jiff_latest": "0.2.10 (2025-04-08)", "jiff_downloads": "~2.1M per month (lib.rs)"}),
        (extract(crates, g4), ev(crates, g4, """
"jiff v0.2.10 · A date-time library that encourages you to jump into the pit of success."
Metadata: "about 9 days ago" (hover: Apr 8, 2025) · 2021 edition · Unlicense OR MIT · 683 KiB · MSRV v1.70.0
Install: cargo add jiff · jiff = "0.2.10"
Stats overview: All-Time: 18,943,201 · Recent: 6,512,077 (last 90 days)
Owners: BurntSushi
"Versions: see all 57 versions"
""", """
crates.io lists jiff 0.2.10, published Apr 8, 2025, with 18,943,201 all-time downloads and 6,512,077 in the last 90 days; there are 57 versions.
""")),
        m.update({"jiff_downloads": "18,943,201 all-time; 6,512,077 recent/90 days (crates.io, 2025-04-17); lib.rs ~2.1M per month"}),
        (search("jiff 0.2.10 changelog BurntSushi"), sr(
            (chg, "jiff/CHANGELOG.md at master · BurntSushi/jiff", "0.2.10 (2025-04-08) ... Bug fixes ...", "2025-04-08"),
            ("https://github.com/BurntSushi/jiff/releases", "Releases · BurntSushi/jiff", "jiff 0.2.10 ... jiff 0.2.9 ...", "2025-04-08"),
            ("https://www.reddit.com/r/rust/comments/1i2x3kz/jiff_02_released/", "Jiff 0.2 released : r/rust", "... 0.2 is a breaking change release ... 231 comments ...", "2025-02-10"),
        )),
        (extract(chg, g7), ev(chg, g7, """
"0.2.10 (2025-04-08)
===================
This release includes a few small enhancements and bug fixes.

Enhancements:
* #331: Add `Zoned::series` convenience iterator documentation examples.
* #334: Support parsing `Z` in more positions for RFC 9557 timestamps.

Bug fixes:
* #335: Fix a panic when parsing timestamps with extremely long fractional seconds."

"0.2.9 (2025-04-02)
===================
This release fixes a bug in `Span` rounding with calendar units ..."
""", """
0.2.10 (2025-04-08) is a small release: better RFC 9557 parsing and a panic fix for long fractional seconds; 0.2.9 came out on 2025-04-02.
""")),
        (extract(vers, g8), page("""
# jiff — Versions

57 versions since July 21, 2024 · Sort by: **Date** ▾

All-Time downloads: 18,951,644

| Version | Published | Downloads |
|---|---|---|
| v0.2.10 | Apr 8, 2025 (9 days ago) | 1,046,112 |
| v0.2.9 | Apr 2, 2025 | 612,880 |
| v0.2.8 | Mar 31, 2025 | 401,237 |
| v0.2.7 | Mar 28, 2025 | 233,519 |
| v0.2.6 | Mar 24, 2025 | 318,006 |
| v0.2.5 | Mar 17, 2025 | 498,774 |
| v0.2.4 | Mar 7, 2025 | 704,129 |
| v0.2.3 | Mar 1, 2025 | 355,410 |

(showing 8 of 57 · Load more)
""")),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-16", system=SEARCH_SYSTEM, turns=turns,
           state=state("What is the latest version of the Rust crate jiff, when was it released, and how many downloads does it have?", "2025-04-17"))


# ---------------------------------------------------------------------------------------------------------------
# 17  BAD, mainstream (Nature / PubMed): the DOI of the same article changes between two records
# ---------------------------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    m = Mem()
    nat = "https://www.nature.com/articles/s41586-021-03819-2"
    pm = "https://pubmed.ncbi.nlm.nih.gov/34265844/"
    g2 = "journal, volume, pages, publication dates and DOI"
    g3 = "citation details, DOI and PMID/PMCID"
    turns: list[Turn] = [
        (search("Highly accurate protein structure prediction with AlphaFold Nature DOI"), sr(
            (nat, "Highly accurate protein structure prediction with AlphaFold | Nature",
             "Proteins are essential to life, and understanding their structure can facilitate a mechanistic understanding of their function ...", "2021-07-15"),
            (pm, "Highly accurate protein structure prediction with AlphaFold - PubMed", "Jumper J, Evans R, Pritzel A, et al. Nature. 2021 Aug;596(7873):583-589 ...", "2021-07-15"),
            ("https://pmc.ncbi.nlm.nih.gov/articles/PMC8371605/", "Highly accurate protein structure prediction with AlphaFold - PMC", "Published online 2021 Jul 15 ...", "2021-08-26"),
            ("https://deepmind.google/discover/blog/alphafold-using-ai-for-scientific-discovery-2020/", "AlphaFold: Using AI for scientific discovery - Google DeepMind",
             "... a median score of 92.4 GDT overall across all targets ...", "2020-11-30"),
        )),
        (extract(nat, g2), page("""
# Highly accurate protein structure prediction with AlphaFold

Article · Open access · Published: 15 July 2021

John Jumper, Richard Evans, Alexander Pritzel, Tim Green, Michael Figurnov, Olaf Ronneberger, Kathryn Tunyasuvunakool, Russ Bates, Augustin Žídek, Anna Potapenko, … Demis Hassabis

*Nature* **volume 596**, pages 583–589 (2021) · Cite this article

2.1m Accesses · 24k Citations · 3.3k Altmetric

## Abstract
Proteins are essential to life, and understanding their structure can facilitate a mechanistic understanding of their function. ... Here we provide the first computational method that can regularly predict protein structures with atomic accuracy even in cases in which no similar structure is known. We validated an entirely redesigned version of our neural network-based model, AlphaFold, in the challenging 14th Critical Assessment of protein Structure Prediction (CASP14), demonstrating accuracy competitive with experimental structures in a majority of cases and greatly outperforming other methods. ...

## About this article
| | |
|---|---|
| Received | 11 May 2021 |
| Accepted | 12 July 2021 |
| Published | 15 July 2021 |
| Issue Date | 26 August 2021 |
| DOI | https://doi.org/10.1038/s41586-021-03819-2 |
""")),
        (extract(pm, g3), ev(pm, g3, """
"Highly accurate protein structure prediction with AlphaFold"
"John Jumper, Richard Evans, Alexander Pritzel, Tim Green, Michael Figurnov, Olaf Ronneberger, ... Demis Hassabis"
"Nature. 2021 Aug;596(7873):583-589. doi: 10.1038/s41586-021-03891-2. Epub 2021 Jul 15."
"PMID: 34265844 · PMCID: PMC8371605"
Publication types: Research Support, Non-U.S. Gov't · MeSH terms: Deep Learning; Protein Conformation; Protein Folding; Proteins / chemistry ...
""", """
PubMed record 34265844 (PMC8371605): Nature 2021 Aug;596(7873):583-589, epub 15 July 2021, DOI 10.1038/s41586-021-03891-2.
""")),
        m.add({"alphafold2": "Jumper et al., Nature 596:583–589; published online 2021-07-15, issue 2021-08-26; DOI 10.1038/s41586-021-03819-2; PMID 34265844"}),
        (search("AlphaFold2 CASP14 median GDT 92.4"), sr(
            ("https://deepmind.google/discover/blog/alphafold-using-ai-for-scientific-discovery-2020/", "AlphaFold: Using AI for scientific discovery - Google DeepMind",
             "In the latest CASP, AlphaFold achieved a median score of 92.4 GDT overall across all targets ...", "2020-11-30"),
            ("https://predictioncenter.org/casp14/", "CASP14 - Protein Structure Prediction Center", "14th Community Wide Experiment on the Critical Assessment of Techniques for Protein Structure Prediction ...", "2020-12-04"),
            ("https://www.science.org/content/article/game-has-changed-ai-triumphs-solving-protein-structures", "'The game has changed.' AI triumphs at solving protein structures | Science",
             "... median score of 92.4 out of 100 ...", "2020-11-30"),
        )),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-17", system=SEARCH_SYSTEM, turns=turns,
           state=state("In which journal and on what date was the AlphaFold 2 paper (Jumper et al.) published, and what is its DOI?", "2025-02-14"),
           bad=True, turn=3, kind="the DOI of the same article differs between the publisher page and the PubMed record")


# ---------------------------------------------------------------------------------------------------------------
# 18  clean, mainstream (USGS / AP / Xinhua): a death toll updated with a newer stamp, agencies disagree
# ---------------------------------------------------------------------------------------------------------------
def usgs_page(dyfi: str) -> str:
    return page(f"""
# M 7.7 - 2025 Mandalay, Burma (Myanmar) Earthquake

Review Status: REVIEWED

| | |
|---|---|
| Time | 2025-03-28 06:20:52 (UTC) |
| Location | 22.011°N 95.936°E |
| Depth | 10.0 km |

**PAGER** — Alert Version 6: RED for fatalities and economic losses. High casualties and extensive damage are probable and the disaster is likely widespread.

**ShakeMap** — Maximum intensity X (Extreme)

**Did You Feel It?** — {dyfi} responses · Max CDI IX

**Tectonic Summary** — The March 28, 2025, M 7.7 earthquake in Myanmar occurred as the result of strike-slip faulting between the India and Eurasia plates. Focal mechanism solutions indicate that rupture occurred on either a north-south striking, right-lateral fault, or on an east-west striking left-lateral fault. ... consistent with rupture of the Sagaing Fault.

Event ID: us7000pn9s · Contributed by US
""")


def t18(rs: RowSet) -> None:
    m = Mem()
    usgs = "https://earthquake.usgs.gov/earthquakes/eventpage/us7000pn9s/executive"
    ap = "https://apnews.com/article/myanmar-earthquake-death-toll-mandalay-bangkok-6d8c0f1a2b3e"
    xin = "https://english.news.cn/20250328/5b1e7d9c2a8f4b61a3c0e9d7f2b4a6c8/c.html"
    g2 = "magnitude, origin time in UTC, depth and alert level"
    g3 = "latest death toll, local time of the quake and damage in Bangkok"
    g5 = "magnitude and depth according to the China Earthquake Networks Center"
    g7 = "has the death toll been updated"
    g8 = "Did You Feel It responses and PAGER alert"
    ap_common = """BANGKOK (AP) — Rescuers used their bare hands and heavy equipment to dig through the rubble of collapsed buildings in Myanmar's second-largest city on Saturday, a day after a powerful earthquake struck.

The 7.7 magnitude quake struck at midday Friday (12:50 p.m. local time, 0620 GMT) with an epicenter near Mandalay, followed by several aftershocks, one of them measuring 6.7.

In neighboring Thailand, a high-rise under construction collapsed in Bangkok's Chatuchak district; at least 10 people were killed in Bangkok and dozens of construction workers remained missing."""
    turns: list[Turn] = [
        (search("Myanmar earthquake magnitude death toll", "USGS Mandalay earthquake March 28 2025"), sr(
            ("https://earthquake.usgs.gov/earthquakes/eventpage/us7000pn9s", "M 7.7 - 2025 Mandalay, Burma (Myanmar) Earthquake", "2025-03-28 06:20:52 (UTC) 22.011°N 95.936°E 10.0 km depth ...", "2025-03-29"),
            (ap, "Myanmar earthquake death toll rises as rescuers search rubble | AP News", "The death toll rose to 1,644 ...", "2025-03-29"),
            ("https://www.bbc.com/news/live/cx2ngwdl3j2t", "Myanmar earthquake: Live updates - BBC News", "Updated 12 minutes ago · Military government says more than 1,600 dead ...", "2025-03-29"),
            (xin, "7.9-magnitude quake jolts Myanmar -- CENC - Xinhua", "A 7.9-magnitude earthquake jolted Myanmar at 14:20 Friday (Beijing Time) ...", "2025-03-28"),
        )),
        (extract(usgs, g2), usgs_page("3,140")),
        (extract(ap, g3), page(f"""
# Myanmar earthquake death toll rises to more than 1,600 as rescuers search rubble

By The Associated Press · Updated 3:12 AM EDT, March 29, 2025

{ap_common}

Myanmar's military government said the death toll had risen to 1,644, with 3,408 injured and 139 missing.

Senior Gen. Min Aung Hlaing, head of the ruling military council, said on state television that the numbers could rise further.
""")),
        m.add({"magnitude": "M7.7 (USGS, reviewed), 2025-03-28 06:20:52 UTC (12:50 local), depth 10 km, Sagaing Fault strike-slip; PAGER red",
               "deaths": "1,644 dead, 3,408 injured, 139 missing (military government via AP, updated 3:12 AM EDT Mar 29)"}),
        (extract(xin, g5), ev(xin, g5, """
"BEIJING, March 28 (Xinhua) -- A 7.9-magnitude earthquake jolted Myanmar at 14:20 Friday (Beijing Time), according to the China Earthquake Networks Center (CENC)."
"The epicenter, with a depth of 30 km, was monitored at 21.85 degrees north latitude and 95.95 degrees east longitude."
""", """
CENC measured the quake as M7.9 at a depth of 30 km, at 14:20 Beijing time (06:20 UTC) — a different agency's estimate than the USGS M7.7 / 10 km.
""")),
        (search("Myanmar earthquake death toll latest Saturday"), sr(
            (ap, "Myanmar earthquake death toll rises to 1,700 | AP News", "The military government said Saturday the death toll had risen to 1,700 ...", "2025-03-29"),
            ("https://www.reuters.com/world/asia-pacific/myanmar-quake-toll-rises-2025-03-29/", "Myanmar quake death toll passes 1,600 | Reuters", "... while rescuers in Bangkok searched for dozens trapped ...", "2025-03-29"),
            ("https://www.bbc.com/news/live/cx2ngwdl3j2t", "Myanmar earthquake: Live updates - BBC News", "Updated 7 minutes ago · Death toll rises to 1,700 ...", "2025-03-29"),
            ("https://earthquake.usgs.gov/earthquakes/eventpage/us7000pn9s", "M 7.7 - 2025 Mandalay, Burma (Myanmar) Earthquake", "PAGER red alert ...", "2025-03-29"),
        )),
        (extract(ap, g7), page(f"""
# Myanmar earthquake death toll rises to 1,700 as rescuers search rubble

By The Associated Press · Updated 8:41 AM EDT, March 29, 2025

{ap_common}

Myanmar's military government said Saturday evening the death toll had risen to 1,700, with about 3,400 injured and more than 300 missing, up from its earlier figure of 1,644 dead.

Senior Gen. Min Aung Hlaing, head of the ruling military council, said on state television that the numbers could rise further.
""")),
        (extract(usgs, g8), usgs_page("3,368")),
        m.update({"deaths": "1,700 dead, ~3,400 injured, >300 missing (military government via AP, updated 8:41 AM EDT Mar 29; earlier 1,644)"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-18", system=SEARCH_SYSTEM, turns=turns,
           state=state("What was the magnitude of the 28 March 2025 Myanmar earthquake, and what is the latest reported death toll?", "2025-03-29"))


# ---------------------------------------------------------------------------------------------------------------
# 19  clean, less common (Peakbagger / Wikidata / Kartverket): unit conversions, filtered search, old vs new survey
# ---------------------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    m = Mem()
    pb = "https://www.peakbagger.com/peak.aspx?pid=10011"
    wd = "https://www.wikidata.org/wiki/Q203213"
    kv = "https://www.kartverket.no/til-lands/fakta-om-norge/hoyeste-fjelltopper"
    g2 = "elevation, prominence and key col of Galdhøpiggen"
    g4 = "elevation and prominence statements with their sources"
    g6 = "Norway's highest peaks with heights, and any notes on Glittertind"
    turns: list[Turn] = [
        (search("Galdhøpiggen elevation prominence", "Galdhopiggen peakbagger"), sr(
            (pb, "Galdhopiggen, Norway - Peakbagger.com", "Elevation: 2469 meters, 8100 feet · Prominence: 2372 m ...", "2024-08-30"),
            ("https://en.wikipedia.org/wiki/Galdh%C3%B8piggen", "Galdhøpiggen - Wikipedia",
             "Galdhøpiggen is the highest mountain in Norway, Scandinavia and Northern Europe, at 2,469 metres (8,100 ft) above sea level ...", "2024-12-19"),
            (wd, "Galdhøpiggen - Wikidata", "highest mountain in Norway and Scandinavia ...", "2024-10-03"),
            (kv, "Høyeste fjelltopper i Norge - Kartverket", "Galdhøpiggen 2469 moh., Glittertind 2452 moh. ...", "2023-06-12"),
        )),
        (extract(pb, g2), page("""
# Galdhopiggen, Norway

| | |
|---|---|
| Elevation | 2469 meters, 8100 feet |
| Latitude/Longitude (WGS84) | 61° 38' 10'' N; 8° 18' 45'' E · 61.636100, 8.312400 (Dec Deg) |
| Country | Norway |
| County/Second Level Region | Innlandet |
| Range2 | Jotunheimen |
| Prominence | 2372 m, 7782 ft |
| Key Col Elevation | 97 m, 318 ft |
| Ascents/Attempts Logged | 412 |

**Peak Lists:** Europe 1500 m prominence (rank 6 by prominence) · Norway 2000 m peaks · Nordic country high points (rank 1)

**Elevation notes:** Surveyed elevation of the glacier-free rock summit from Kartverket. The key col is at the low point between Norway's south and north, near the Swedish border.
""")),
        m.add({"galdhopiggen_elev": "2,469 m (8,100 ft)", "galdhopiggen_prom": "2,372 m (7,782 ft); key col 97 m"}),
        (extract(wd, g4), ev(wd, g4, """
Galdhøpiggen (Q203213) — highest mountain in Norway and Scandinavia
instance of: mountain · country: Norway · located in the administrative territorial entity: Lom Municipality · mountain range: Jotunheimen
elevation above sea level: 2,469 metre (reference: Norwegian Mapping Authority)
topographic prominence: 2,372 metre
coordinate location: 61°38'10"N, 8°18'45"E
""", """
Wikidata gives 2,469 m elevation (sourced to the Norwegian Mapping Authority) and 2,372 m prominence — the same values Peakbagger lists as 8,100 ft and 7,782 ft.
""")),
        (search("Norges høyeste fjell Kartverket liste Galdhøpiggen Glittertind høyde"), sr(
            (kv, "Høyeste fjelltopper i Norge - Kartverket", "Oversikt over Norges høyeste fjelltopper målt av Kartverket ...", "2023-06-12"),
            ("https://snl.no/Glittertind", "Glittertind – Store norske leksikon", "Glittertind er et fjell i Lom ... 2452 meter over havet; tidligere oppgitt til 2465 meter med isbreen på toppen ...", "2022-11-04"),
            ("https://en.wikipedia.org/wiki/Glittertind", "Glittertind - Wikipedia", "Glittertind is a mountain in Lom Municipality ... the second highest in Norway at 2,452 metres ...", "2024-09-01"),
        )),
        (extract(kv, g6), page("""
# Høyeste fjelltopper i Norge

Kartverket · Fakta om Norge · Sist oppdatert 12.06.2023

| Nr. | Fjell | Høyde (moh.) | Kommune |
|---|---|---|---|
| 1 | Galdhøpiggen | 2469 | Lom |
| 2 | Glittertind | 2452 | Lom |
| 3 | Store Skagastølstind | 2405 | Luster / Årdal |
| 4 | Styggedalstinden | 2387 | Luster |
| 5 | Skarstinden | 2373 | Lom |
| 6 | Vesle Galdhøpiggen | 2369 | Lom |
| 7 | Surtningssue | 2368 | Vågå / Lom |
| 8 | Store Memurutind | 2366 | Lom / Vågå |
| 9 | Jervvasstind | 2351 | Luster / Lom |
| 10 | Sentraltind | 2348 | Luster |

Merknad: Høydene gjelder fjelltoppen uten bre eller snø. Glittertind ble tidligere oppgitt til 2465 moh. fordi høyden inkluderte isbreen på toppen; målt på fjell er toppen 2452 moh.
""")),
        (search("site:peakbagger.com Glittertind"), sr(
            ("https://www.peakbagger.com/peak.aspx?pid=10012", "Glittertind, Norway - Peakbagger.com", "Elevation: 2452 meters, 8045 feet · Prominence: 672 m ...", "2024-08-30"),
            ("https://www.peakbagger.com/list.aspx?lid=21402", "Norway 2000-meter Peaks - Peakbagger.com", "1. Galdhopiggen 2469 m · 2. Glittertind 2452 m · 3. Store Skagastolstind 2405 m ...", "2024-05-14"),
            ("https://www.peakbagger.com/climber/ascent.aspx?aid=1984213", "Ascent of Glittertind on 2023-07-29 - Peakbagger.com", "Route from Glitterheim ... summit ice cap ...", "2023-08-02"),
        )),
        m.add({"glittertind": "2,452 m rock summit (Kartverket); formerly listed 2,465 m including its summit ice cap"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-19", system=SEARCH_SYSTEM, turns=turns,
           state=state("What are the elevation and topographic prominence of Galdhøpiggen, and which is Norway's second-highest mountain?", "2025-01-08"))


# ---------------------------------------------------------------------------------------------------------------
# 20  BAD, less common (KDE Bugzilla / invent.kde.org): a bug's status flips with the same Modified stamp
# ---------------------------------------------------------------------------------------------------------------
def kde_bug(status: str) -> str:
    return page(f"""
# Bug 495123 - Dolphin crashes when hovering over a folder containing many video files with previews enabled

| Field | Value |
|---|---|
| Status | {status} |
| Alias | None |
| Product | dolphin |
| Classification | Applications |
| Component | panels: information |
| Version First Reported In | 24.08.2 |
| Platform | Arch Linux · Linux |
| Importance | NOR crash |
| Target Milestone | --- |
| Assignee | Dolphin Bug Assignee |
| Keywords | drkonqi |
| Reported | 2024-10-29 14:02 UTC by Jonas Weber |
| Modified | 2024-12-03 18:47 UTC ([History](https://bugs.kde.org/show_activity.cgi?id=495123)) |
| CC List | 6 users |
| Duplicates (1) | 497001 |
| Latest Commit | https://invent.kde.org/system/dolphin/-/commit/8c1f3a7e5b0d2c49e1a7f6d3b2c8e4a9f0d1b2c3 |
| Version Fixed In | 24.12.1 |

Attachments: New crash information added by DrKonqi (9.71 KB, text/plain) — 2024-10-29 14:02 UTC, Jonas Weber

**Description** — Jonas Weber 2024-10-29 14:02:11 UTC
Application: dolphin (24.08.2) · Qt Version: 6.8.0 · Frameworks Version: 6.7.0 · Operating System: Linux 6.11.5-arch1-1 x86_64
-- Information about the crash: Hovering over a folder with ~600 .mp4 files while the Information panel is open crashes Dolphin after a second or two.
```
#4  0x00007f2c1a2b3c4d in KIO::PreviewJob::slotResult (this=0x55d0c2a1e7f0) at previewjob.cpp:402
#5  0x000055d0b8e4f1a2 in InformationPanelContent::showPreview (this=0x55d0c1f3d910, item=...) at informationpanelcontent.cpp:241
```

**Comment 1** — Mira Halvorsen 2024-10-30 09:15:44 UTC
Can reproduce on git master with a folder of 500+ videos. Setting to CONFIRMED.

**Comment 2** — Mira Halvorsen 2024-11-18 20:03:10 UTC
*** Bug 497001 has been marked as a duplicate of this bug. ***

**Comment 3** — Tomasz Kowal 2024-12-03 18:47:02 UTC
Git commit 8c1f3a7e5b0d2c49e1a7f6d3b2c8e4a9f0d1b2c3 by Tomasz Kowal. Committed on 03/12/2024 at 18:39. Pushed by tkowal into branch 'release/24.12'.
InformationPanel: don't start a preview job for a stale item
FIXED-IN: 24.12.1
M +9 -3 src/panels/information/informationpanelcontent.cpp
""")


def t20(rs: RowSet) -> None:
    m = Mem()
    bug = "https://bugs.kde.org/show_bug.cgi?id=495123"
    mr = "https://invent.kde.org/system/dolphin/-/merge_requests/873"
    chg = "https://kde.org/announcements/changelogs/gear/24.12.0-24.12.1/"
    g2 = "status of the bug and the version the fix ships in"
    g4 = "when the fix was merged, into which branch, and the commit"
    g6 = "whether the Dolphin section lists the fix for bug 495123"
    g7 = "any duplicates filed and whether the bug was reopened"
    turns: list[Turn] = [
        (search("Dolphin crash hovering folder many videos information panel KDE bug 495123"), sr(
            (bug, "495123 – Dolphin crashes when hovering over a folder containing many video files with previews enabled",
             "Status: RESOLVED FIXED · Version Fixed In: 24.12.1 ...", "2024-12-03"),
            (mr, "InformationPanel: don't start a preview job for a stale item (!873) · Merge requests · System / Dolphin · GitLab",
             "Merged · Tomasz Kowal requested to merge work/tkowal/stale-preview into release/24.12 ...", "2024-12-03"),
            ("https://discuss.kde.org/t/dolphin-keeps-crashing-with-video-folders/24811", "Dolphin keeps crashing with video folders - KDE Discuss",
             "Since 24.08 Dolphin crashes for me whenever I hover ... see bug 495123 ...", "2024-11-21"),
            ("https://www.reddit.com/r/kde/comments/1gk3p2x/dolphin_crashes_on_hover/", "Dolphin crashes on hover : r/kde", "Disable the information panel as a workaround ...", "2024-11-05"),
        )),
        (extract(bug, g2), kde_bug("RESOLVED FIXED")),
        m.add({"bug_status": "RESOLVED FIXED (Modified 2024-12-03 18:47 UTC)", "fixed_in": "24.12.1",
               "commit": "8c1f3a7e (release/24.12), 'InformationPanel: don't start a preview job for a stale item'"}),
        (extract(mr, g4), ev(mr, g4, """
"InformationPanel: don't start a preview job for a stale item" · !873 · Merged
"Tomasz Kowal requested to merge work/tkowal/stale-preview into release/24.12"
"Merged by Tomasz Kowal Dec 3, 2024 6:47pm UTC" · Approved by Mira Halvorsen
"BUG: 495123  FIXED-IN: 24.12.1"
Commits (1): 8c1f3a7e — InformationPanel: don't start a preview job for a stale item
Changes: src/panels/information/informationpanelcontent.cpp (+9 −3)
Pipeline #841207 passed · "Cherry-picked into master as 2d90be14"
""", """
The fix (commit 8c1f3a7e) was merged into release/24.12 on 3 December 2024 at 18:47 UTC, tagged FIXED-IN 24.12.1, and cherry-picked to master.
""")),
        (search("KDE Gear 24.12.1 release date changelog"), sr(
            ("https://kde.org/announcements/gear/24.12.1/", "KDE Gear 24.12.1 - KDE Community", "January 9, 2025. Over 180 individual programs plus dozens of programmer libraries and feature plugins are released simultaneously ...", "2025-01-09"),
            (chg, "KDE Gear 24.12.1 Full Log Page - KDE Community", "This is the automated full changelog for Gear 24.12.1 from the git repositories ...", "2025-01-09"),
            ("https://www.phoronix.com/news/KDE-Gear-24.12.1", "KDE Gear 24.12.1 Released With Many Bug Fixes - Phoronix", "... fixes for Dolphin, Kdenlive, Okular ...", "2025-01-09"),
        )),
        (extract(chg, g6), ev(chg, g6, """
"KDE Gear 24.12.1 Full Log Page" · "This is the automated full changelog for Gear 24.12.1 from the git repositories." · Released January 9, 2025

dolphin:
- "InformationPanel: don't start a preview job for a stale item. Commit. Fixes bug #495123"
- "Fix the size of the places panel after changing icon size. Commit. Fixes bug #496610"
- "Update version for new release 24.12.1. Commit."
""", """
The Dolphin section of the KDE Gear 24.12.1 changelog (released 9 January 2025) lists the fix for bug #495123.
""")),
        (extract(bug, g7), kde_bug("CONFIRMED")),
        m.add({"release": "KDE Gear 24.12.1, released 2025-01-09 — changelog lists the fix for #495123"}),
    ]
    rs.add(task="search", tid="h24-search-20", system=SEARCH_SYSTEM, turns=turns,
           state=state("Has KDE bug 495123 (Dolphin crash with video previews) been fixed, and in which released version does the fix ship?", "2025-01-20"),
           bad=True, turn=7, kind="the bug's status reads CONFIRMED on a second view although it was RESOLVED FIXED and the Modified stamp did not change")


# ---------------------------------------------------------------------------------------------------------------
# 21  clean, mainstream (peps.python.org / docs.python.org): version-specific docs, a 404, memory removal
# ---------------------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    m = Mem()
    pep = "https://peps.python.org/pep-0632/"
    wn = "https://docs.python.org/3.12/whatsnew/3.12.html"
    d311 = "https://docs.python.org/3.11/library/distutils.html"
    d3 = "https://docs.python.org/3/library/distutils.html"
    g2 = "status of the PEP and the planned deprecation and removal versions"
    g4 = "what the 3.12 release notes say about distutils"
    g5 = "deprecation notice on the distutils documentation page"
    g6 = "whether the current documentation still has a distutils page"
    turns: list[Turn] = [
        (search("Python distutils removed which version", "PEP 632 deprecate distutils"), sr(
            (pep, "PEP 632 – Deprecate distutils module | peps.python.org",
             "The distutils module has for a long time recommended using the setuptools package instead ...", "2023-09-09"),
            (wn, "What's New In Python 3.12 — Python 3.12.10 documentation", "Remove the distutils package. It was deprecated in Python 3.10 by PEP 632 ...", "2025-04-08"),
            ("https://stackoverflow.com/questions/77233855/why-did-i-get-an-error-modulenotfounderror-no-module-named-distutils", "Why did I get an error ModuleNotFoundError: No module named 'distutils'? - Stack Overflow",
             "distutils has been removed in Python 3.12; install setuptools ... Asked Oct 5, 2023 · Viewed 245k times ...", "2024-11-02"),
            (d311, "distutils — Building and installing Python modules — Python 3.11.12 documentation", "Deprecated since version 3.10, will be removed in version 3.12 ...", "2025-04-08"),
        )),
        (extract(pep, g2), page("""
# PEP 632 – Deprecate distutils module

| | |
|---|---|
| Author | Steve Dower <steve.dower at python.org> |
| Discussions-To | Discourse thread |
| Status | Final |
| Type | Standards Track |
| Created | 03-Sep-2020 |
| Python-Version | 3.10 |
| Post-History | 03-Sep-2020, 22-Jan-2021 |
| Resolution | Python-Dev message |

## Abstract
The distutils module [1] has for a long time recommended using the setuptools package [2] instead. Setuptools has recently integrated a complete copy of distutils and is no longer dependent on the standard library [3]. Pip has been silently replacing distutils with setuptools when installing packages for a long time already, and the distutils documentation has stated that it is being phased out since 2014 (or earlier). It is time to remove it from the standard library.

## Specification
In Python 3.10 and 3.11, distutils will be formally marked as deprecated. All known issues will be closed at this time. `import distutils` will raise a deprecation warning. ...

During Python 3.10 and 3.11, uses of distutils within the standard library may change to use alternative APIs.

In Python 3.12, distutils will no longer be installed by `make install` or any of the first-party distribution. Third-party redistributors should no longer include distutils in their bundles or repositories.

*Page source · Last modified: 2023-09-09 17:39:29 GMT*
""")),
        m.add({"pep": "PEP 632 (Final), deprecation starting in 3.10", "removed_in": "3.12",
               "tmp_question": "does the 3.11 documentation still have a distutils page?"}),
        (extract(wn, g4), ev(wn, g4, """
"What's New In Python 3.12 — Python 3.12.10 documentation"
Removed → "PEP 632: Remove the distutils package. See the migration guide for advice replacing the APIs it provided. The third-party Setuptools package continues to provide distutils, if you still require it in Python 3.12 and beyond."
"gh-95299: Do not pre-install setuptools in virtual environments created with venv. This means that distutils, setuptools, pkg_resources, and easy_install will no longer available by default; to access these run pip install setuptools in the activated virtual environment."
Footer: "Last updated on Apr 08, 2025 (14:42 UTC)."
""", """
Python 3.12 removed distutils (PEP 632); setuptools still provides a copy, and venv no longer pre-installs setuptools.
""")),
        (extract(d311, g5), ev(d311, g5, """
"distutils — Building and installing Python modules — Python 3.11.12 documentation"
"Deprecated since version 3.10, will be removed in version 3.12: Its entire package has been deprecated and will be removed in version 3.12. The functionality it provides has been incorporated into setuptools ..."
"The distutils package provides support for building and installing additional modules into a Python installation."
Footer: "Last updated on Apr 09, 2025 (07:11 UTC)."
""", """
The 3.11 docs still have the distutils page, marked deprecated since 3.10 and scheduled for removal in 3.12.
""")),
        (extract(d3, g6), page("""
# 404 Not Found

Python 3.13.3 documentation » Page not found

**Page not found**

Unfortunately, the page you are looking for does not exist in this version of the documentation. You can try the search, or switch to another version with the selector: [3.14 (in development)] [3.13 (stable)] [3.12 (security-fixes)] [3.11 (security-fixes)] [3.10] [3.9] ...

Copyright © 2001-2025, Python Software Foundation.
""")),
        m.remove("tmp_question"),
        m.retrieve("tmp_question", "removed_in"),
        m.update({"pep": "PEP 632 (Final, Steve Dower) — deprecated in 3.10 and 3.11 (DeprecationWarning on import), removed in 3.12; docs page survives only up to 3.11"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h24-search-21", system=SEARCH_SYSTEM, turns=turns,
           state=state("Which Python version removed the distutils module, and which PEP deprecated it?", "2025-04-20"))


# ---------------------------------------------------------------------------------------------------------------
# 22  BAD, less common (RFC Editor / IETF datatracker): a sentence of an immutable RFC changes on a second view
# ---------------------------------------------------------------------------------------------------------------
def rfc_461(max_s: str) -> str:
    return f"""4.6.1.  New Session Ticket Message

   At any time after the server has received the client Finished
   message, it MAY send a NewSessionTicket message.  This message
   creates a unique association between the ticket value and a secret
   PSK derived from the resumption master secret (see Section 7).

      struct {{
          uint32 ticket_lifetime;
          uint32 ticket_age_add;
          opaque ticket_nonce<0..255>;
          opaque ticket<1..2^16-1>;
          Extension extensions<0..2^16-2>;
      }} NewSessionTicket;

   ticket_lifetime:  Indicates the lifetime in seconds as a 32-bit
      unsigned integer in network byte order from the time of ticket
      issuance.  Servers MUST NOT use any value greater than
      {max_s}.  The value of zero indicates that the
      ticket should be discarded immediately.  Clients MUST NOT cache
      tickets for longer than 7 days, regardless of the ticket_lifetime,
      and MAY delete tickets earlier based on local policy.  A server
      MAY treat a ticket as valid for a shorter period of time than what
      is stated in the ticket_lifetime."""


def t22(rs: RowSet) -> None:
    m = Mem()
    rfc = "https://www.rfc-editor.org/rfc/rfc8446.html"
    dt = "https://datatracker.ietf.org/doc/html/rfc8446#section-4.2.10"
    err = "https://www.rfc-editor.org/errata/rfc8446"
    bis = "https://datatracker.ietf.org/doc/html/draft-ietf-tls-rfc8446bis"
    g2 = "exact text of Section 4.6.1 on ticket_lifetime"
    g5 = "definition of max_early_data_size in the early_data extension"
    g8 = "errata that affect Section 4.6.1 or the early_data extension"
    g11 = "Section 4.6.1 text again, to quote it exactly in the answer"
    turns: list[Turn] = [
        (search("RFC 8446 ticket_lifetime maximum 604800", "TLS 1.3 NewSessionTicket lifetime 7 days"), sr(
            (rfc, "RFC 8446: The Transport Layer Security (TLS) Protocol Version 1.3",
             "... Servers MUST NOT use any value greater than 604800 seconds (7 days) ...", "2018-08-10"),
            ("https://datatracker.ietf.org/doc/html/rfc8446", "RFC 8446 - The Transport Layer Security (TLS) Protocol Version 1.3", "This document specifies version 1.3 of the Transport Layer Security (TLS) protocol ...", "2018-08-10"),
            ("https://security.stackexchange.com/questions/232341/tls-1-3-session-ticket-lifetime", "TLS 1.3 session ticket lifetime - Information Security Stack Exchange",
             "The RFC caps ticket_lifetime at 7 days; clients also must not keep tickets longer ...", "2020-06-02"),
            ("https://www.openssl.org/docs/man3.0/man3/SSL_CTX_set_num_tickets.html", "SSL_CTX_set_num_tickets - OpenSSL Documentation", "... TLSv1.3 session tickets ...", "2023-09-11"),
        )),
        (extract(rfc, g2), ev(rfc, g2, rfc_461("604800 seconds (7 days)"), """
Section 4.6.1 of RFC 8446 caps ticket_lifetime at 604800 seconds (7 days); a value of zero means discard immediately; clients must not cache tickets longer than 7 days regardless of the advertised lifetime; servers may honour tickets for a shorter time.
""")),
        m.add({"ticket_lifetime_max": "604800 s (7 days) — RFC 8446 §4.6.1", "client_cache_max": "7 days regardless of ticket_lifetime (§4.6.1)"}),
        (search("RFC 8446 max_early_data_size early_data extension NewSessionTicket"), sr(
            (dt, "RFC 8446 - Section 4.2.10 Early Data Indication", "... max_early_data_size: The maximum amount of 0-RTT data that the client is allowed to send when using this ticket, in bytes ...", "2018-08-10"),
            ("https://blog.cloudflare.com/introducing-0-rtt/", "Introducing Zero Round Trip Time Resumption (0-RTT) - The Cloudflare Blog", "... replay attacks ...", "2017-03-15"),
            (rfc, "RFC 8446: The Transport Layer Security (TLS) Protocol Version 1.3", "... A server receiving more than max_early_data_size bytes of 0-RTT data SHOULD terminate the connection ...", "2018-08-10"),
        )),
        (extract(dt, g5), ev(dt, g5, """
4.2.10.  Early Data Indication

      struct {} Empty;

      struct {
          select (Handshake.msg_type) {
              case new_session_ticket:   uint32 max_early_data_size;
              case client_hello:         Empty;
              case encrypted_extensions: Empty;
          };
      } EarlyDataIndication;

   max_early_data_size:  The maximum amount of 0-RTT data that the
      client is allowed to send when using this ticket, in bytes.  Only
      Application Data payload (i.e., plaintext but not padding or the
      inner content type byte) is counted.  A server receiving more than
      max_early_data_size bytes of 0-RTT data SHOULD terminate the
      connection with an "unexpected_message" alert.
""", """
max_early_data_size is a server-chosen uint32 carried in the early_data extension of NewSessionTicket; only Application Data plaintext counts, and a server receiving more SHOULD abort with unexpected_message.
""")),
        m.add({"max_early_data": "server-chosen uint32 in the early_data ext. of NewSessionTicket (§4.2.10); excess 0-RTT => 'unexpected_message' alert"}),
        (search("RFC 8446 errata ticket_lifetime section 4.6.1"), sr(
            (err, "RFC Errata Report » RFC Editor", "Found 21 records · Status: Verified (9), Reported (6), Held for Document Update (6) ...", "2024-11-18"),
            ("https://datatracker.ietf.org/doc/draft-ietf-tls-rfc8446bis/", "draft-ietf-tls-rfc8446bis - The Transport Layer Security (TLS) Protocol Version 1.3", "This document ... obsoletes RFC 8446 ...", "2024-09-13"),
            ("https://mailarchive.ietf.org/arch/msg/tls/ticket-lifetime-clarification", "[TLS] ticket_lifetime clarification", "... no change to the 7-day limit is proposed ...", "2021-02-08"),
        )),
        (extract(err, g8), ev(err, g8, """
"Found 21 records."
Errata ID: 5283 · Status: Held for Document Update · Section 4.2.11 · "The PSK binder computation text is ambiguous about ..."
Errata ID: 5411 · Status: Verified · Section 4.2.10 · "'unexpected_message' alert when max_early_data_size is exceeded should be ..." (editorial wording only)
Errata ID: 5682 · Status: Verified · Section 5.2 · "Typo in the TLSInnerPlaintext description ..."
Errata ID: 6123 · Status: Reported · Section 7.1 · "Derive-Secret label ..."
No erratum is listed against Section 4.6.1.
""", """
None of the 21 errata concerns Section 4.6.1; one verified erratum on §4.2.10 is purely editorial, so the ticket_lifetime limit and max_early_data_size semantics stand as published.
""")),
        (search("draft-ietf-tls-rfc8446bis ticket_lifetime 604800"), sr(
            (bis, "draft-ietf-tls-rfc8446bis-11 - The Transport Layer Security (TLS) Protocol Version 1.3",
             "... Servers MUST NOT use any value greater than 604800 seconds (7 days) ...", "2024-09-13"),
            ("https://github.com/tlswg/tls13-spec", "GitHub - tlswg/tls13-spec: TLS 1.3 Specification", "Source of the rfc8446bis draft ...", "2024-09-13"),
        )),
        m.retrieve_all(),
        (extract(rfc, g11), ev(rfc, g11, rfc_461("86400 seconds (24 hours)"), """
Section 4.6.1: servers MUST NOT advertise a ticket_lifetime above 86400 seconds (24 hours); zero means discard immediately; clients must not cache tickets for more than 7 days; servers may honour tickets for a shorter period.
""")),
        m.update({"ticket_lifetime_max": "604800 s (7 days) — RFC 8446 §4.6.1; unchanged in rfc8446bis"}),
    ]
    rs.add(task="search", tid="h24-search-22", system=SEARCH_SYSTEM, turns=turns,
           state=state("Under RFC 8446 (TLS 1.3), what is the maximum ticket_lifetime a server may advertise in a NewSessionTicket, and how is the amount of 0-RTT early data limited?", "2025-03-17"),
           bad=True, turn=11, kind="the maximum ticket_lifetime quoted from the same RFC section changes from 604800 seconds (7 days) to 86400 seconds (24 hours)")


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in ALL:
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
