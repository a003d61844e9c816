# ruff: noqa: E501
"""holdout6, search part: 22 hand-written deep-research trajectories (11 with exactly one contradiction, 11 clean).

Tools as in the upstream search world model: ``web_search`` (ranked ``[n] URL / Title / Snippet / Date``
blocks), ``web_extractor`` (a page as Markdown) and ``dict_memory`` (a key-value scratchpad). Written from
knowledge of the real sites (PyPI, rfc-editor.org, USGS event pages, arXiv, TOP500, unicode.org,
timeanddate.com, xe.com, the Wayback Machine, Wikipedia, news sites), WITHOUT reading the decoherence
detectors, their rules, tests or any earlier labeled set. Clean trajectories carry legitimate changes: memory
keys updated, removed and re-added, cleared with remove_all, relative result dates that age between two
identical searches, re-ranked results, live clocks crossing noon, live exchange rates, figures that differ
between sources or between editions of a list, a renamed country found under its old name, a fetch that
fails and then works through an archive snapshot, per-query numbering that restarts at [1].

Run: ``.venv/bin/python -m tests.decoherence.independent.holdout6_parts.search.make`` -> writes
``search_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, call, pj

HERE = Path(__file__).resolve().parent
T = "search"

TOOLS = [
    {"name": "web_search", "description": "Web search. Returns ranked results (URL, title, snippet, date) for each query.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Fetch a webpage and return its main content as Markdown.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string"}}, "required": ["url"]}},
    {"name": "dict_memory", "description": "Key-value memory. operation: add | update | retrieve | retrieve_all | remove | remove_all.",
     "parameters": {"type": "object", "properties": {"operation": {"type": "string"}, "dict": {"type": "object"}, "key_list": {"type": "array", "items": {"type": "string"}}}, "required": ["operation"]}},
]
SYSTEM = SEARCH_SYSTEM + "\n\nAvailable tools:\n" + json.dumps(TOOLS, indent=1)

R = tuple[str, str, str, str]


# ----------------------------------------------------------------- helpers
def search(*queries: str) -> str:
    return call("web_search", queries=list(queries))


def extract(url: str, goal: str | None = None) -> str:
    return call("web_extractor", url=url, goal=goal) if goal else call("web_extractor", url=url)


def serp(*items: R) -> str:
    body = "\n\n".join(f"[{i}] {u}\nTitle: {t}\nSnippet: {s}\nDate: {d}" for i, (u, t, s, d) in enumerate(items, 1))
    return "```\n" + body + "\n```"


def serp_multi(*blocks: tuple[str, list[R]]) -> str:
    out = []
    for q, items in blocks:
        body = "\n\n".join(f"[{i}] {u}\nTitle: {t}\nSnippet: {s}\nDate: {d}" for i, (u, t, s, d) in enumerate(items, 1))
        out.append(f"## Results for \"{q}\"\n\n{body}")
    return "```\n" + "\n\n".join(out) + "\n```"


def m_add(d: dict[str, str]) -> tuple[str, str]:
    return call("dict_memory", operation="add", dict=d), f"Successfully added items of {list(d)!r} to memory."


def m_update(d: dict[str, str]) -> tuple[str, str]:
    return call("dict_memory", operation="update", dict=d), f"Successfully updated items of {list(d)!r} in memory."


def m_remove(keys: list[str]) -> tuple[str, str]:
    return call("dict_memory", operation="remove", key_list=keys), f"Successfully removed items of {keys!r} from memory."


def m_retrieve(keys: list[str], found: dict[str, str], missing: list[str] | None = None) -> tuple[str, str]:
    out = pj(found) if found else ""
    for k in missing or []:
        out += ("\n" if out else "") + f"Key not found: {k}"
    return call("dict_memory", operation="retrieve", key_list=keys), out


def m_all(store: dict[str, str]) -> tuple[str, str]:
    return call("dict_memory", operation="retrieve_all"), pj(store)


def wiki(title: str, short: str, infobox: list[tuple[str, str]], body: str, edited: str, cats: list[str]) -> str:
    box = f"| {title} | |\n| --- | --- |\n" + "\n".join(f"| {k} | {v} |" for k, v in infobox)
    return (f"Jump to content\n\nFrom Wikipedia, the free encyclopedia\n\n{short}\n\n{box}\n\n{body.strip()}\n\n"
            f"Retrieved from \"https://en.wikipedia.org/w/index.php?title={title.replace(' ', '_')}\"\n\nCategories:\n\n"
            + "\n".join(f"* {c}" for c in cats) + f"\n\n* This page was last edited on {edited} (UTC).")


# ================================================================= bad
def s01(rs: RowSet) -> None:
    bbc = "https://www.bbc.com/news/world-asia-55218372"
    page = """# Mount Everest: China and Nepal agree on new height

8 December 2020

China and Nepal have jointly announced a new height for Mount Everest, ending a long-running disagreement.

The world's tallest mountain is 86cm taller than previously measured by Nepal, at 8,848.86m (29,031.69ft).

China's previous official measurement, from 2005, put the peak at 8,844.43m - almost four metres lower than Nepal's 8,848m. The main difference was that China measured the rock height, while Nepal included the snow cap.

Nepal sent a team of surveyors to the summit in May 2019. A Chinese team made the ascent in spring 2020, when the mountain was closed to foreign climbers because of the coronavirus pandemic.

The new figure was announced in a joint video call between the foreign ministers of the two countries.

Experts had suggested that the 2015 Gorkha earthquake may have affected the height of the peak.

## Related Topics

* Mount Everest
* Nepal
* China"""
    turns = [
        (search("Mount Everest new height 2020 China Nepal joint survey"), serp(
            (bbc, "Mount Everest: China and Nepal agree on new height - BBC News", "China and Nepal have jointly announced a new height for Mount Everest ... at 8,848.86m (29,031.69ft) ...", "Dec 8, 2020"),
            ("https://en.wikipedia.org/wiki/Mount_Everest", "Mount Everest - Wikipedia", "Its elevation (snow height) of 8,848.86 m (29,031 ft 8+1⁄2 in) was most recently established in 2020 by the Chinese and Nepali authorities.", "N/A"),
            ("https://www.reuters.com/article/us-nepal-china-everest-idUSKBN28I0NN", "Nepal, China agree on Mount Everest's height - Reuters", "Nepal and China jointly certified the height of Mount Everest on Tuesday at 8,848.86 metres, ending a dispute ...", "Dec 8, 2020"),
            ("https://www.britannica.com/place/Mount-Everest", "Mount Everest | Height, Location, Map, Facts, Climbing ... - Britannica", "Mount Everest, mountain on the crest of the Great Himalayas of southern Asia that lies on the border between Nepal and the Tibet Autonomous Region of China ...", "N/A"),
            ("https://www.nationalgeographic.com/travel/article/mount-everest-is-now-officially-taller", "Mount Everest is officially taller than we thought - National Geographic", "After decades of disagreement, Nepal and China announce a new official height for the world's tallest peak ...", "Dec 8, 2020"))),
        (extract(bbc, "new official height and previous measurements"), page),
        m_add({"everest_height_m": "8848.86", "everest_source": "BBC News, 8 Dec 2020 (joint China-Nepal announcement)"}),
        (search("K2 height metres"), serp(
            ("https://en.wikipedia.org/wiki/K2", "K2 - Wikipedia", "K2, at 8,611 metres (28,251 ft) above sea level, is the second-highest mountain on Earth, after Mount Everest at 8,849 metres (29,032 ft).", "N/A"),
            ("https://www.britannica.com/place/K2", "K2 | Mountain, Height, & Facts | Britannica", "K2, the world's second highest peak (28,251 feet [8,611 metres]), second only to Mount Everest ...", "N/A"),
            ("https://www.summitpost.org/k2/150270", "K2 : Climbing, Hiking & Mountaineering : SummitPost", "K2 is the second highest mountain in the world at 8611 meters ...", "N/A"))),
        m_add({"k2_height_m": "8611"}),
        m_add({"height_difference_m": "237.86"}),
        m_all({"everest_height_m": "8848.46", "everest_source": "BBC News, 8 Dec 2020 (joint China-Nepal announcement)", "k2_height_m": "8611", "height_difference_m": "237.86"}),
    ]
    rs.add(T, "h6-search-01", SYSTEM, turns, bad=True, turn=7, kind="memory_value_changed")


def s02(rs: RowSet) -> None:
    pypi = "https://pypi.org/project/requests/2.32.3/"
    gh = "https://github.com/psf/requests/releases/tag/v2.32.3"

    def pypi_page(day: str) -> str:
        return f"""# requests 2.32.3

pip install requests==2.32.3

Newer version available

Released: {day}

Python HTTP for Humans.

## Navigation

* Project description
* Release history
* Download files

## Meta

* **License:** Apache Software License (Apache-2.0)
* **Author:** Kenneth Reitz
* **Requires:** Python >=3.8

## Classifiers

* Development Status :: 5 - Production/Stable
* License :: OSI Approved :: Apache Software License
* Programming Language :: Python :: 3.8
* Programming Language :: Python :: 3.12

## Project description

# Requests

**Requests** is a simple, yet elegant, HTTP library.

```python
>>> import requests
>>> r = requests.get('https://httpbin.org/basic-auth/user/pass', auth=('user', 'pass'))
>>> r.status_code
200
```

Requests allows you to send HTTP/1.1 requests extremely easily. There's no need to manually add query strings to your URLs, or to form-encode your `PUT` & `POST` data."""
    turns = [
        (search("requests 2.32.3 release date pypi"), serp(
            (pypi, "requests · PyPI", "requests 2.32.3. pip install requests==2.32.3. Released: May 29, 2024. Python HTTP for Humans.", "May 29, 2024"),
            (gh, "Release v2.32.3 · psf/requests · GitHub", "Bugfixes. Fixed bug breaking the ability to specify custom SSLContexts in sub-classes of HTTPAdapter. (#6716) Fixed issue where Requests started failing to run on Python versions compiled without the ssl module. (#6724)", "May 29, 2024"),
            ("https://requests.readthedocs.io/en/latest/community/updates/", "Community Updates — Requests documentation", "Release History. 2.32.3 (2024-05-29). Bugfixes. Fixed bug breaking the ability to specify custom SSLContexts in sub-classes of HTTPAdapter ...", "N/A"),
            ("https://github.com/psf/requests/security/advisories/GHSA-9wx4-h78v-vm56", "Requests Session object does not verify requests after making first request with verify=False", "... fixed in 2.32.0 ...", "May 20, 2024"))),
        (extract(gh, "release notes and date"), """# v2.32.3

nateprewitt released this May 29, 2024 · v2.32.3

## 2.32.3 (2024-05-29)

**Bugfixes**

* Fixed bug breaking the ability to specify custom SSLContexts in sub-classes of HTTPAdapter. (#6716)
* Fixed issue where Requests started failing to run on Python versions compiled without the `ssl` module. (#6724)

## Assets 2

* Source code (zip)
* Source code (tar.gz)"""),
        m_add({"requests_2_32_3": "released 2024-05-29 (GitHub release + changelog)"}),
        (extract(pypi, "release date shown on PyPI"), pypi_page("May 20, 2024")),
        (search("requests 2.32.2 release yanked"), serp(
            ("https://pypi.org/project/requests/2.32.2/", "requests · PyPI", "requests 2.32.2. pip install requests==2.32.2. Released: May 21, 2024.", "May 21, 2024"),
            ("https://github.com/psf/requests/issues/6707", "2.32.0 breaks docker-py - Issue #6707 · psf/requests", "... `get_connection_with_tls_context` ... the change in 2.32.0 broke custom adapters ...", "May 20, 2024"))),
        m_add({"requests_2_32_2": "2024-05-21"}),
    ]
    rs.add(T, "h6-search-02", SYSTEM, turns, bad=True, turn=4, kind="snippet_mismatch")


def s03(rs: RowSet) -> None:
    museum = "https://www.iceman.it/en/the-discovery/"
    turns = [
        (search("Ötzi iceman discovery date exact location"), serp(
            ("https://en.wikipedia.org/wiki/%C3%96tzi", "Ötzi - Wikipedia", "Ötzi, also called the Iceman, is the natural mummy of a man who lived between 3350 and 3105 BC, discovered in September 1991 in the Ötztal Alps ...", "N/A"),
            (museum, "The discovery - South Tyrol Museum of Archaeology", "On 19 September 1991 Erika and Helmut Simon from Nuremberg discovered a corpse ... near the Tisenjoch at 3,210 metres ...", "N/A"),
            ("https://www.britannica.com/topic/Otzi", "Ötzi | Description, Tools, Body, & Facts | Britannica", "Ötzi, a prehistoric man found in 1991 in a glacier in the Ötztal Alps ...", "N/A"))),
        (extract(museum), """# The discovery

On 19 September 1991, Erika and Helmut Simon, a couple from Nuremberg, were hiking in the Ötztal Alps when they came across a body lying in a gully near the Tisenjoch (Hauslabjoch) at an altitude of 3,210 metres.

Initially taken for a mountaineer who had died in an accident, the body was recovered by Austrian authorities on 23 September 1991 and taken to the Institute of Forensic Medicine in Innsbruck. Only there did it become clear that the find was several thousand years old.

## Italy or Austria?

A survey carried out on 2 October 1991 established that the find site lay 92.56 metres inside Italian territory. The mummy was therefore transferred to South Tyrol.

## Today

Since 1998 the Iceman has been kept in a specially developed cold cell at the South Tyrol Museum of Archaeology in Bolzano, at -6 °C and 99 % humidity."""),
        m_add({"discovered": "19 Sep 1991 by Erika & Helmut Simon", "site": "Tisenjoch, Ötztal Alps, 3,210 m", "site_note_draft": "recovered by Austrian authorities; maybe Austrian side?"}),
        (extract("https://en.wikipedia.org/wiki/%C3%96tzi", "where is he kept today"), wiki(
            "Ötzi", "Natural mummy discovered in the Ötztal Alps in 1991",
            [("Born", "c. 3350–3105 BC"), ("Died", "c. 3230 BC (aged about 45)"), ("Known for", "Oldest natural mummy of a Chalcolithic European"), ("Discovered", "19 September 1991, Ötztal Alps"), ("Resting place", "South Tyrol Museum of Archaeology, Bolzano")],
            """**Ötzi**, also called **the Iceman**, is the natural mummy of a man who lived between 3350 and 3105 BC, discovered in September 1991 in the Ötztal Alps (hence the nickname "Ötzi") near Similaun mountain and Hauslabjoch on the border between Austria and Italy.

## Discovery

Ötzi was found on 19 September 1991 by two German tourists, at an elevation of 3,210 metres (10,530 ft) on the east ridge of the Fineilspitze. ... A survey of the border showed the body lay 92.56 metres (303.7 ft) on the Italian side.

## Display

The body and his belongings are displayed in the South Tyrol Museum of Archaeology in Bolzano, South Tyrol, Italy.""",
            "2 March 2025, at 18:44", ["1991 archaeological discoveries", "Mummies", "Copper Age Europe"])),
        m_remove(["site_note_draft"]),
        m_add({"museum": "South Tyrol Museum of Archaeology, Bolzano (since 1998)", "jurisdiction": "Italian side, 92.56 m from the border (survey 2 Oct 1991)"}),
        m_update({"site": "Tisenjoch/Hauslabjoch, Ötztal Alps, 3,210 m"}),
        m_all({"discovered": "19 Sep 1991 by Erika & Helmut Simon", "site": "Tisenjoch/Hauslabjoch, Ötztal Alps, 3,210 m", "site_note_draft": "recovered by Austrian authorities; maybe Austrian side?",
               "museum": "South Tyrol Museum of Archaeology, Bolzano (since 1998)", "jurisdiction": "Italian side, 92.56 m from the border (survey 2 Oct 1991)"}),
    ]
    rs.add(T, "h6-search-03", SYSTEM, turns, bad=True, turn=8, kind="deleted_reappears")


def s04(rs: RowSet) -> None:
    jpl = "https://www.jpl.nasa.gov/news/nasa-spacecraft-embarks-on-historic-journey-into-interstellar-space/"
    turns = [
        (search("Voyager 1 entered interstellar space date heliopause"), serp(
            (jpl, "NASA Spacecraft Embarks on Historic Journey Into Interstellar Space", "NASA's Voyager 1 spacecraft officially is the first human-made object to venture into interstellar space ... new data indicate it has been traveling through the plasma ... since about Aug. 25, 2012.", "Sep 12, 2013"),
            ("https://en.wikipedia.org/wiki/Voyager_1", "Voyager 1 - Wikipedia", "Voyager 1 is a space probe launched by NASA on September 5, 1977 ... On August 25, 2012, Voyager 1 became the first human-made object to cross the heliopause ...", "N/A"),
            ("https://www.science.org/doi/10.1126/science.1241681", "In Situ Observations of Interstellar Plasma with Voyager 1 | Science", "Gurnett et al. ... electron plasma oscillations ... consistent with interstellar plasma ...", "Sep 12, 2013"))),
        (extract(jpl), """# NASA Spacecraft Embarks on Historic Journey Into Interstellar Space

September 12, 2013

NASA's Voyager 1 spacecraft officially is the first human-made object to venture into interstellar space. The 36-year-old probe is about 12 billion miles (19 billion kilometers) from our sun.

New and unexpected data indicate Voyager 1 has been traveling for about one year through plasma, or ionized gas, present in the space between stars. Voyager is in a transitional region immediately outside the solar bubble, where some effects from our sun are still evident.

"Now that we have new, key data, we believe this is mankind's historic leap into interstellar space," said Ed Stone, Voyager project scientist based at the California Institute of Technology, Pasadena. "The Voyager team needed time to analyze those observations and make sense of them."

The team analyzed the data and determined that Voyager 1 first encountered interstellar plasma in August 2012; the most likely date of the crossing is about Aug. 25, 2012, when changes in energetic particles and magnetic field were detected.

Voyager 1 and its twin, Voyager 2, were launched 16 days apart in 1977."""),
        m_add({"v1_launch": "1977-09-05", "v1_heliopause": "2012-08-25 (~121 AU)"}),
        (search("Voyager 2 crossed heliopause date"), serp(
            ("https://www.nasa.gov/news-release/nasas-voyager-2-probe-enters-interstellar-space/", "NASA's Voyager 2 Probe Enters Interstellar Space - NASA", "... Voyager 2 has exited the heliosphere ... The probe crossed the outer edge of the heliosphere, the heliopause, on Nov. 5 [2018] ... about 11 billion miles from Earth.", "Dec 10, 2018"),
            ("https://en.wikipedia.org/wiki/Voyager_2", "Voyager 2 - Wikipedia", "Voyager 2 is a space probe launched by NASA on August 20, 1977 ... It left the heliosphere on November 5, 2018 ...", "N/A"))),
        m_add({"v2_launch": "1977-08-20", "v2_heliopause": "2018-11-05 (~119 AU)"}),
        m_retrieve(["v1_heliopause", "v2_heliopause"], {"v1_heliopause": "2012-08-25 (~121 AU)"}, ["v2_heliopause"]),
        m_add({"note": "Voyager 2 launched first, 16 days before Voyager 1"}),
    ]
    rs.add(T, "h6-search-04", SYSTEM, turns, bad=True, turn=6, kind="created_missing")


STRANDBEEST_BODY = """A **strandbeest** (Dutch for 'beach beast'; plural *strandbeesten*) is a wind-powered kinetic sculpture created by the Dutch artist Theo Jansen. Since 1990 Jansen has built a series of ever more elaborate "animals" from PVC electrical conduit, cable ties and plastic bottles, which walk along the beaches of the Netherlands.

## History

Jansen began the project in 1990 after writing a column in *de Volkskrant* about rising sea levels, in which he imagined creatures that would pile sand onto the dunes. His first animal, *Animaris Vulgaris*, could barely stand. Jansen divides the work into periods (the "Gluton", "Chorda", "Tepideem", "Lignatum", "Vaporum", "Cerebrum" and later periods), each with its own family of beasts.

## Mechanism

The legs use a linkage Jansen designed himself, now called **Jansen's linkage**: eleven rods per leg whose relative lengths, the so-called "holy numbers", were found by an evolutionary algorithm run on an Atari ST. The crank turns a smooth rotation into a walking gait with a flat foot path. Later beasts store wind energy in plastic bottles used as compressed-air reservoirs and sense water with a tube that draws in air or water.

## Exhibitions

Strandbeesten have been exhibited worldwide, including a 2015–2016 touring exhibition in the United States (Peabody Essex Museum, Chicago Cultural Center, San Francisco Exploratorium)."""


def s05(rs: RowSet) -> None:
    w = "https://en.wikipedia.org/wiki/Strandbeest"
    cats = ["Kinetic sculptures", "Dutch art", "1990 works"]
    turns = [
        (search("Theo Jansen strandbeest first animal 1990"), serp(
            (w, "Strandbeest - Wikipedia", "A strandbeest (Dutch for 'beach beast'; plural strandbeesten) is a wind-powered kinetic sculpture created by the Dutch artist Theo Jansen ... since 1990.", "N/A"),
            ("https://www.strandbeest.com/", "STRANDBEEST", "Since 1990 I have been occupied creating new forms of life. Not pollen or seeds but plastic yellow tubes are used as the basic material of this new nature.", "N/A"),
            ("https://www.pem.org/exhibitions/theo-jansen-strandbeest", "Strandbeest: The Dream Machines of Theo Jansen | PEM", "The first major U.S. tour of Theo Jansen's kinetic sculptures ...", "Sep 19, 2015"))),
        (extract(w, "history of the project"), wiki("Strandbeest", "Kinetic sculptures by Theo Jansen", [("Artist", "Theo Jansen"), ("Year", "1990–present"), ("Medium", "PVC conduit, cable ties, plastic bottles")], STRANDBEEST_BODY, "21 January 2025, at 11:37", cats)),
        m_add({"started": "1990", "artist": "Theo Jansen (b. 1948, Scheveningen)"}),
        (extract("https://www.strandbeest.com/explains", "how the legs work"), """# Explains

## Legs

The legs are the heart of every beest. Each leg is built from eleven rods. The length of each rod is determined by the 'holy numbers', thirteen numbers that I found with a computer program which let 1500 legs of random proportions evolve; only those whose feet described the best curve were allowed to breed.

## Wind stomach

Plastic lemonade bottles are pumped full of air by the wind. The compressed air can later drive the beest when the wind drops."""),
        (search("Jansen's linkage holy numbers lengths"), serp(
            ("https://en.wikipedia.org/wiki/Jansen%27s_linkage", "Jansen's linkage - Wikipedia", "Jansen's linkage is a planar leg mechanism designed by the kinetic sculptor Theo Jansen to generate a smooth walking motion ... the 'Holy Numbers' ...", "N/A"),
            ("https://www.diywalkers.com/jansens-linkage.html", "Jansen's Linkage - DIY Walkers", "The linkage has 11 links ... proportions a=38, b=41.5, c=39.3, d=40.1, e=55.8, f=39.4, g=36.7, h=65.7, i=49, j=50, k=61.9, l=7.8, m=15 ...", "N/A"))),
        (extract(w, "mechanism section"), wiki("Strandbeest", "Kinetic sculptures by Theo Jansen", [("Artist", "Theo Jansen"), ("Year", "1990–present"), ("Medium", "PVC conduit, cable ties, plastic bottles")], STRANDBEEST_BODY, "9 December 2024, at 08:15", cats)),
        m_add({"linkage": "Jansen's linkage, 11 rods per leg, 'holy numbers' found by evolutionary search"}),
    ]
    rs.add(T, "h6-search-05", SYSTEM, turns, bad=True, turn=6, kind="clock_backwards")


def rfc_info(n: int, std: int, title: str, authors: str, date: str, obsoletes: str, abstract: str) -> str:
    return f"""# RFC {n}

**RFC {n}, STD {std}**
**Title:** {title}
**Author:** {authors}
**Status:** INTERNET STANDARD
**Stream:** [IETF]
**Source:** httpbis (wit)
**Date:** {date}
**Obsoletes:** {obsoletes}
**Cite this RFC:** TXT | XML | BibTeX
**DOI:** https://doi.org/10.17487/RFC{n}
**Discuss this RFC:** Send questions or comments to the mailing list ietf-http-wg@w3.org

## Abstract

{abstract}

For the definition of Status, see RFC 2026. For the definition of Stream, see RFC 8729."""


def s06(rs: RowSet) -> None:
    a9110 = "The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol for distributed, collaborative, hypertext information systems. This document describes the overall architecture of HTTP, establishes common terminology, and defines aspects of the protocol that are shared by all versions. In this definition are core protocol elements, extensibility mechanisms, and the \"http\" and \"https\" Uniform Resource Identifier (URI) schemes. This document updates RFC 3864 and obsoletes RFCs 2818, 7231, 7232, 7233, 7235, 7538, 7615, 7694, and portions of 7230."
    obs = "RFC 2818, RFC 7230, RFC 7231, RFC 7232, RFC 7233, RFC 7235, RFC 7538, RFC 7615, RFC 7694"
    au = "R. Fielding, Ed., M. Nottingham, Ed., J. Reschke, Ed."
    turns = [
        (search("RFC 9110 HTTP Semantics STD number status"), serp(
            ("https://www.rfc-editor.org/info/rfc9110", "Information on RFC 9110 » RFC Editor", "RFC 9110, STD 97. HTTP Semantics. R. Fielding, Ed., M. Nottingham, Ed., J. Reschke, Ed. June 2022 ...", "Jun 2022"),
            ("https://datatracker.ietf.org/doc/rfc9110/", "RFC 9110 - HTTP Semantics - IETF Datatracker", "This document describes the overall architecture of HTTP, establishes common terminology, and defines aspects of the protocol that are shared by all versions.", "Jun 6, 2022"),
            ("https://httpwg.org/specs/rfc9110.html", "RFC 9110 - HTTP Semantics - HTTP Working Group", "HTTP Semantics ... Internet Standard ...", "N/A"))),
        (extract("https://www.rfc-editor.org/info/rfc9110"), rfc_info(9110, 97, "HTTP Semantics", au, "June 2022", obs, a9110)),
        m_add({"rfc9110": "HTTP Semantics, June 2022, STD 97, Internet Standard"}),
        (extract("https://www.rfc-editor.org/info/rfc9111"), rfc_info(9111, 98, "HTTP Caching", au, "June 2022", "RFC 7234",
                                                                        "The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol for distributed, collaborative, hypertext information systems. This document defines HTTP caches and the associated header fields that control cache behavior or indicate cacheable response messages. This document obsoletes RFC 7234.")),
        m_add({"rfc9111": "HTTP Caching, June 2022, STD 98, obsoletes RFC 7234"}),
        (extract("https://www.rfc-editor.org/info/rfc9110", "list of obsoleted RFCs"), rfc_info(9110, 98, "HTTP Semantics", au, "June 2022", obs, a9110)),
        m_add({"rfc9110_obsoletes": "2818, 7230 (parts), 7231, 7232, 7233, 7235, 7538, 7615, 7694"}),
    ]
    rs.add(T, "h6-search-06", SYSTEM, turns, bad=True, turn=6, kind="content_changed")


def s07(rs: RowSet) -> None:
    esa = "https://www.esa.int/Science_Exploration/Space_Science/Rosetta/Touchdown!_Rosetta_s_Philae_probe_lands_on_comet"
    turns = [
        m_add({"philae_landing": "2014-11-13"}),
        (search("Philae lander touchdown date comet 67P"), serp(
            (esa, "Touchdown! Rosetta's Philae probe lands on comet - ESA", "ESA's Rosetta mission has soft-landed its Philae probe on a comet, the first time in history that such an extraordinary feat has been achieved. ... 12 November 2014", "Nov 12, 2014"),
            ("https://en.wikipedia.org/wiki/Philae_(spacecraft)", "Philae (spacecraft) - Wikipedia", "Philae is a robotic European Space Agency lander that accompanied the Rosetta spacecraft ... landed on comet 67P/Churyumov–Gerasimenko on 12 November 2014 ...", "N/A"))),
        (extract(esa), """# Touchdown! Rosetta's Philae probe lands on comet

12/11/2014

ESA's Rosetta mission has soft-landed its Philae probe on a comet, the first time in history that such an extraordinary feat has been achieved.

After a tense wait during the seven-hour descent to the surface of Comet 67P/Churyumov–Gerasimenko, the signal confirming the successful touchdown arrived on Earth at 16:03 GMT (17:03 CET).

The confirmation was relayed via the Rosetta orbiter to Earth and picked up simultaneously by both ESA's ground station in Malargüe, Argentina and NASA's station in Madrid, Spain.

"Our ambitious Rosetta mission has secured a place in the history books: not only is it the first to rendezvous with and orbit a comet, but it is now also the first to deliver a lander to a comet's surface," noted Jean-Jacques Dordain, ESA's Director General."""),
        m_update({"philae_landing": "2014-11-12 (touchdown signal received 16:03 GMT)"}),
        (search("Philae found final resting place Rosetta OSIRIS 2016"), serp(
            ("https://www.esa.int/Science_Exploration/Space_Science/Rosetta/Philae_found", "Philae found! - ESA", "Less than a month before the end of the mission, Rosetta's high-resolution camera has revealed the Philae lander wedged into a dark crack on Comet 67P/Churyumov–Gerasimenko.", "Sep 5, 2016"),
            ("https://www.theguardian.com/science/2016/sep/05/philae-found-rosetta-comet-lander-esa", "Philae comet lander found, wedged in a crack - The Guardian", "The images were taken on 2 September by the OSIRIS narrow-angle camera as the orbiter came within 2.7 km of the surface ...", "Sep 5, 2016"))),
        m_add({"philae_found": "OSIRIS images of 2 Sep 2016, announced 5 Sep 2016"}),
        m_retrieve(["philae_landing", "philae_found"], {"philae_landing": "2014-11-13", "philae_found": "OSIRIS images of 2 Sep 2016, announced 5 Sep 2016"}),
    ]
    rs.add(T, "h6-search-07", SYSTEM, turns, bad=True, turn=7, kind="value_reverted")


def s08(rs: RowSet) -> None:
    absu = "https://arxiv.org/abs/2310.06825"
    turns = [
        (search("Mistral 7B paper arxiv"), serp(
            (absu, "[2310.06825] Mistral 7B - arXiv", "We introduce Mistral 7B v0.1, a 7-billion-parameter language model engineered for superior performance and efficiency. Mistral 7B outperforms Llama 2 13B across all evaluated benchmarks ...", "Oct 10, 2023"),
            ("https://mistral.ai/news/announcing-mistral-7b", "Mistral 7B | Mistral AI", "The best 7B model to date, Apache 2.0 ...", "Sep 27, 2023"),
            ("https://huggingface.co/mistralai/Mistral-7B-v0.1", "mistralai/Mistral-7B-v0.1 · Hugging Face", "The Mistral-7B-v0.1 Large Language Model (LLM) is a pretrained generative text model with 7 billion parameters.", "N/A"))),
        (extract(absu), """Computer Science > Computation and Language

arXiv:2310.06825 (cs)

[Submitted on 10 Oct 2023]

# Mistral 7B

Albert Q. Jiang, Alexandre Sablayrolles, Arthur Mensch, Chris Bamford, Devendra Singh Chaplot, Diego de las Casas, Florian Bressand, Gianna Lengyel, Guillaume Lample, Lucile Saulnier, Lélio Renard Lavaud, Marie-Anne Lachaux, Pierre Stock, Teven Le Scao, Thibaut Lavril, Thomas Wang, Timothée Lacroix, William El Sayed

> Abstract: We introduce Mistral 7B v0.1, a 7-billion-parameter language model engineered for superior performance and efficiency. Mistral 7B outperforms Llama 2 13B across all evaluated benchmarks, and Llama 1 34B in reasoning, mathematics, and code generation. Our model leverages grouped-query attention (GQA) for faster inference, coupled with sliding window attention (SWA) to effectively handle sequences of arbitrary length with a reduced inference cost. We also provide a model fine-tuned to follow instructions, Mistral 7B -- Instruct, that surpasses the Llama 2 13B -- Chat model both on human and automated benchmarks. Our models are released under the Apache 2.0 license.

| | |
| --- | --- |
| Comments: | Models and code are available at https://mistral.ai/news/announcing-mistral-7b/ |
| Subjects: | Computation and Language (cs.CL); Artificial Intelligence (cs.AI); Machine Learning (cs.LG) |
| Cite as: | arXiv:2310.06825 [cs.CL] |
| | (or arXiv:2310.06825v1 [cs.CL] for this version) |
| | https://doi.org/10.48550/arXiv.2310.06825 |"""),
        m_add({"mistral7b_arxiv": "2310.06825", "submitted": "2023-10-10"}),
        (extract("https://huggingface.co/mistralai/Mistral-7B-v0.1", "architecture choices"), """# Model Card for Mistral-7B-v0.1

The Mistral-7B-v0.1 Large Language Model (LLM) is a pretrained generative text model with 7 billion parameters. Mistral-7B-v0.1 outperforms Llama 2 13B on all benchmarks we tested.

For full details of this model please read our paper and release blog post.

## Model Architecture

Mistral-7B-v0.1 is a transformer model, with the following architecture choices:

* Grouped-Query Attention
* Sliding-Window Attention
* Byte-fallback BPE tokenizer

## Notice

Mistral 7B is a pretrained base model and therefore does not have any moderation mechanisms."""),
        (extract("https://arxiv.org/pdf/2310.06825", "sliding window size and model dimensions"), """arXiv:2310.06852v1 [cs.CL] 10 Oct 2023

# Mistral 7B

Albert Q. Jiang, Alexandre Sablayrolles, Arthur Mensch, Chris Bamford, Devendra Singh Chaplot, Diego de las Casas, Florian Bressand, Gianna Lengyel, Guillaume Lample, Lucile Saulnier, Lélio Renard Lavaud, Marie-Anne Lachaux, Pierre Stock, Teven Le Scao, Thibaut Lavril, Thomas Wang, Timothée Lacroix, William El Sayed

## 2 Architectural details

Mistral 7B is based on a transformer architecture. The main parameters of the architecture are summarized in Table 1.

| Parameter | Value |
| --- | --- |
| dim | 4096 |
| n_layers | 32 |
| head_dim | 128 |
| hidden_dim | 14336 |
| n_heads | 32 |
| n_kv_heads | 8 |
| window_size | 4096 |
| context_len | 8192 |
| vocab_size | 32000 |

Table 1: Model architecture.

**Sliding Window Attention.** SWA exploits the stacked layers of a transformer to attend information beyond the window size W. ... at the last layer, using a window size of W = 4096, we have a theoretical attention span of approximately 131K tokens."""),
        m_add({"window_size": "4096 (theoretical span ~131K tokens over 32 layers)"}),
        m_all({"mistral7b_arxiv": "2310.06825", "submitted": "2023-10-10", "window_size": "4096 (theoretical span ~131K tokens over 32 layers)"}),
    ]
    rs.add(T, "h6-search-08", SYSTEM, turns, bad=True, turn=5, kind="identity_changed")


def s09(rs: RowSet) -> None:
    ev = "https://earthquake.usgs.gov/earthquakes/eventpage/us6000jllz/executive"
    turns = [
        (search("USGS M 7.8 Pazarcik earthquake 2023 event page"), serp(
            (ev, "M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence", "2023-02-06 01:17:34 (UTC) 37.226°N 37.014°E 10.0 km depth ...", "Feb 6, 2023"),
            ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jlqa/executive", "M 7.5 - Elbistan earthquake, Kahramanmaras earthquake sequence", "2023-02-06 10:24:48 (UTC) ...", "Feb 6, 2023"),
            ("https://en.wikipedia.org/wiki/2023_Turkey%E2%80%93Syria_earthquakes", "2023 Turkey–Syria earthquakes - Wikipedia", "On 6 February 2023, at 04:17 TRT (01:17 UTC), a Mw 7.8 earthquake struck southern and central Turkey and northern and western Syria ...", "N/A"))),
        (extract(ev), """# M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence

2023-02-06 01:17:34 (UTC)
37.226°N 37.014°E
10.0 km depth

## Regional Information

| | |
| --- | --- |
| Location | 37.226°N 37.014°E |
| Depth | 10.0 km |
| Time | 2023-02-06 01:17:34 UTC |
| Nearby places | 26.2 km E of Nurdağı, Turkey; 33.9 km W of Gaziantep, Turkey |

## Tectonic Summary

The February 6, 2023, M 7.8 earthquake in southern Türkiye near the northern border of Syria occurred as the result of strike slip faulting, at shallow depth. Focal mechanism solutions for the event indicate rupture occurred on either a near-vertical left-lateral fault striking northeast-southwest, or a right-lateral fault striking northwest-southeast. ...

## Products

* Origin
* Moment Tensor (Mww 7.8)
* Finite Fault
* PAGER (alert level: red)
* ShakeMap"""),
        m_add({"mainshock": "Mww 7.8, 2023-02-06 01:17:34 UTC, 37.226N 37.014E, depth 10.0 km (USGS us6000jllz)"}),
        (search("us6000jlqa Elbistan M7.5 time"), serp(
            ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jlqa/executive", "M 7.5 - Elbistan earthquake, Kahramanmaras earthquake sequence", "2023-02-06 10:24:48 (UTC) ... 4 km SSW of Ekinözü, Turkey ...", "Feb 6, 2023"),
            ("https://en.wikipedia.org/wiki/2023_Turkey%E2%80%93Syria_earthquakes", "2023 Turkey–Syria earthquakes - Wikipedia", "... followed by a second major earthquake at 13:24 local time (10:24 UTC), centered to the north-northeast in Kahramanmaraş Province ...", "N/A"))),
        (search("us6000jllz finite fault depth Pazarcik"), serp(
            (ev, "M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence", "2023-02-06 01:17:34 (UTC) 37.226°N 37.014°E 17.9 km depth ...", "Feb 6, 2023"),
            ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jllz/finite-fault", "M 7.8 - Pazarcik earthquake: Finite Fault", "Data Process and Inversion ... The slip distribution ... several segments of the East Anatolian Fault ...", "Feb 6, 2023"))),
        m_add({"second_shock": "M7.5 Elbistan, 2023-02-06 10:24:48 UTC (USGS us6000jlqa)"}),
    ]
    rs.add(T, "h6-search-09", SYSTEM, turns, bad=True, turn=5, kind="value_changed")


def s10(rs: RowSet) -> None:
    turns = [
        (search("Hubble tension Planck 2018 H0 SH0ES 2022 value"), serp(
            ("https://arxiv.org/abs/2112.04510", "[2112.04510] A Comprehensive Measurement of the Local Value of the Hubble Constant with 1 km/s/Mpc Uncertainty from the Hubble Space Telescope and the SH0ES Team", "... H0 = 73.04 ± 1.04 km/s/Mpc ... 5σ difference with the prediction from Planck CMB observations under ΛCDM ...", "Dec 8, 2021"),
            ("https://arxiv.org/abs/1807.06209", "[1807.06209] Planck 2018 results. VI. Cosmological parameters", "... Hubble constant H0 = (67.4 ± 0.5) km s^-1 Mpc^-1 ...", "Jul 17, 2018"),
            ("https://en.wikipedia.org/wiki/Hubble%27s_law", "Hubble's law - Wikipedia", "... The discrepancy between the values measured from the cosmic distance ladder and those inferred from the CMB is known as the Hubble tension ...", "N/A"))),
        (extract("https://arxiv.org/abs/2112.04510"), """Astrophysics > Cosmology and Nongalactic Astrophysics

arXiv:2112.04510 (astro-ph)

[Submitted on 8 Dec 2021 (v1), last revised 18 Jul 2022 (this version, v2)]

# A Comprehensive Measurement of the Local Value of the Hubble Constant with 1 km/s/Mpc Uncertainty from the Hubble Space Telescope and the SH0ES Team

Adam G. Riess, Wenlong Yuan, Lucas M. Macri, Dan Scolnic, Dillon Brout, Stefano Casertano, David O. Jones, Yukei Murakami, Louise Breuval, Thomas G. Brink, Alexei V. Filippenko, Samantha Hoffmann, Saurabh W. Jha, W. D'arcy Kenworthy, John Mackenty, Benjamin E. Stahl, WeiKang Zheng

> Abstract: We report observations from HST of Cepheids in the hosts of 42 SNe Ia used to calibrate the Hubble constant (H0). ... Our baseline result from the Cepheid-SN Ia sample is H0=73.04 +/- 1.04 km/s/Mpc, which includes systematic uncertainties and lies near the median of all analysis variants. ... a 5 sigma difference with the prediction from Planck CMB observations under LambdaCDM.

| | |
| --- | --- |
| Journal reference: | ApJL 934 L7 (2022) |
| Cite as: | arXiv:2112.04510 [astro-ph.CO] |"""),
        m_add({"h0_local": "73.04 ± 1.04 km/s/Mpc (Riess et al. 2022, ApJL 934 L7)", "h0_cmb": "67.4 ± 0.5 km/s/Mpc (Planck 2018 VI)"}),
        m_remove(["h0_local"]),
        m_add({"h0_sh0es": "73.04 ± 1.04 km/s/Mpc (Riess et al. 2022, ApJL 934 L7)"}),
        (search("Freedman 2021 TRGB Hubble constant value"), serp(
            ("https://arxiv.org/abs/2106.15656", "[2106.15656] Measurements of the Hubble Constant: Tensions in Perspective", "Wendy L. Freedman ... the TRGB ... H0 = 69.8 ± 0.6 (stat) ± 1.6 (sys) km/s/Mpc ...", "Jun 29, 2021"),
            ("https://iopscience.iop.org/article/10.3847/1538-4357/ac0e95", "Measurements of the Hubble Constant: Tensions in Perspective - ApJ 919 16", "Freedman, W. L. 2021, ApJ, 919, 16 ...", "Sep 17, 2021"))),
        m_add({"h0_trgb": "69.8 ± 0.6 (stat) ± 1.6 (sys) km/s/Mpc (Freedman 2021, ApJ 919 16)"}),
        m_all({"h0_cmb": "67.4 ± 0.5 km/s/Mpc (Planck 2018 VI)", "h0_local": "73.04 ± 1.04 km/s/Mpc (Riess et al. 2022, ApJL 934 L7)",
               "h0_trgb": "69.8 ± 0.6 (stat) ± 1.6 (sys) km/s/Mpc (Freedman 2021, ApJ 919 16)"}),
    ]
    rs.add(T, "h6-search-10", SYSTEM, turns, bad=True, turn=8, kind="rename_old_name")


def s11(rs: RowSet) -> None:
    facts = "https://www.burjkhalifa.ae/en/the-tower/facts-figures/"
    turns = [
        (search("Burj Khalifa number of floors official"), serp(
            (facts, "Facts & Figures | Burj Khalifa", "Burj Khalifa ... Height 828 metres ... 163 floors ... 57 elevators ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Burj_Khalifa", "Burj Khalifa - Wikipedia", "The Burj Khalifa is a skyscraper in Dubai, United Arab Emirates. It is the world's tallest structure. With a total height of 829.8 m (2,722 ft) and a roof height ... of 828 m (2,717 ft) ...", "N/A"),
            ("https://www.skyscrapercenter.com/building/burj-khalifa/3", "Burj Khalifa - The Skyscraper Center", "Height: Architectural 828 m; Floors Above Ground 163; Floors Below Ground 1 ...", "N/A"))),
        (extract(facts), """# Facts & Figures

| | |
| --- | --- |
| Height | 828 metres (2,716.5 ft) |
| Floors | 163 |
| Elevators | 57 |
| Elevator speed | 10 metres per second |
| Construction start | January 2004 |
| Official opening | 4 January 2010 |
| Developer | Emaar Properties |
| Architect | Adrian Smith (Skidmore, Owings & Merrill) |

At the time of its opening, Burj Khalifa broke records for the tallest building, the tallest free-standing structure, the highest occupied floor and the elevator with the longest travel distance."""),
        m_add({"floors": "163", "height_m": "828", "opened": "2010-01-04"}),
        (search("Burj Khalifa At the Top SKY level 148 height"), serp(
            ("https://www.burj-khalifa.ae/en/at-the-top/", "At the Top Burj Khalifa SKY | Level 148", "Visit the world's highest observation deck at 555 metres, on level 148 ...", "N/A"),
            (facts, "Facts & Figures | Burj Khalifa", "Height 828 metres. Floors 160. Elevators 57. Elevator speed 10 metres per second ...", "N/A"),
            ("https://www.timeoutdubai.com/attractions/burj-khalifa-at-the-top-guide", "Burj Khalifa At the Top: a complete guide - Time Out Dubai", "Levels 124, 125 and 148 ... ticket prices ...", "Jan 15, 2025"))),
        (extract("https://www.burj-khalifa.ae/en/at-the-top/"), """# At the Top Burj Khalifa SKY

Level 148 · 555 metres

Experience the world's highest outdoor observation deck, with a guided tour and refreshments in an exclusive lounge on level 148, followed by levels 125 and 124.

* Duration: approx. 1.5 hours
* Includes access to levels 124 and 125"""),
        m_add({"observation_deck": "At the Top SKY, level 148, 555 m"}),
    ]
    rs.add(T, "h6-search-11", SYSTEM, turns, bad=True, turn=4, kind="count_mismatch")


# ================================================================= clean
def c01(rs: RowSet) -> None:
    turns = [
        m_add({"jwst_launch": "Dec 2021 (day to confirm)"}),
        (search("James Webb Space Telescope launch date Ariane 5 Kourou"), serp(
            ("https://www.nasa.gov/news-release/nasas-webb-telescope-launches-to-see-first-galaxies-distant-worlds/", "NASA's Webb Telescope Launches to See First Galaxies, Distant Worlds", "NASA's James Webb Space Telescope launched at 7:20 a.m. EST Saturday on an Ariane 5 rocket from Europe's Spaceport in French Guiana ...", "Dec 25, 2021"),
            ("https://en.wikipedia.org/wiki/James_Webb_Space_Telescope", "James Webb Space Telescope - Wikipedia", "... launched 25 December 2021 on an Ariane 5 rocket from Kourou, French Guiana ...", "N/A"))),
        m_update({"jwst_launch": "2021-12-25 12:20 UTC, Ariane 5 (VA256), Kourou"}),
        (search("JWST arrived at L2 date"), serp(
            ("https://blogs.nasa.gov/webb/2022/01/24/orbital-insertion-burn-a-success-webb-arrives-at-l2/", "Orbital Insertion Burn a Success, Webb Arrives at L2 – James Webb Space Telescope", "At 2 p.m. EST today, Webb fired its onboard thrusters for nearly five minutes (297 seconds) to complete the final postlaunch course correction ...", "Jan 24, 2022"),)),
        m_add({"jwst_l2_arrival": "2022-01-24"}),
        m_remove(["jwst_launch"]),
        m_add({"jwst_launch": "2021-12-25 (VA256)"}),
        m_all({"jwst_l2_arrival": "2022-01-24", "jwst_launch": "2021-12-25 (VA256)"}),
    ]
    rs.add(T, "h6-search-12", SYSTEM, turns)


def c02(rs: RowSet) -> None:
    rel = "https://www.python.org/downloads/release/python-3130/"
    q = "Python 3.13.0 released"
    turns = [
        (search(q), serp(
            (rel, "Python Release Python 3.13.0 | Python.org", "Python 3.13.0 is the newest major release of the Python programming language ... a new and improved interactive interpreter ... experimental free-threaded build mode ...", "Oct 7, 2024"),
            ("https://discuss.python.org/t/python-3-13-0-final-released/66772", "Python 3.13.0 (final) released - Core Development - Discussions on Python.org", "It's here! ... This is the stable release of Python 3.13.0 ...", "58 minutes ago"),
            ("https://docs.python.org/3.13/whatsnew/3.13.html", "What's New In Python 3.13 — Python 3.13.0 documentation", "This article explains the new features in Python 3.13, compared to 3.12. Python 3.13 was released on October 7, 2024.", "N/A"),
            ("https://news.ycombinator.com/item?id=41766448", "Python 3.13.0 Is Released | Hacker News", "... the free-threaded build is the headline but the new REPL is what I'll use every day ...", "2 hours ago"))),
        (extract(rel), """# Python 3.13.0

**Release Date:** Oct. 7, 2024

This is the stable release of Python 3.13.0

Python 3.13.0 is the newest major release of the Python programming language, and it contains many new features and optimizations compared to Python 3.12.

## Major new features of the 3.13 series, compared to 3.12

* A new and improved interactive interpreter, based on PyPy's, featuring multi-line editing and color support, as well as colorized exception tracebacks.
* An experimental free-threaded build mode, which disables the Global Interpreter Lock (PEP 703).
* A preliminary, experimental JIT (PEP 744).
* The (cyclic) garbage collector is now incremental.
* `locals()` now has defined mutation semantics (PEP 667).
* iOS and Android are now Tier 3 supported platforms (PEP 730, PEP 738).
* Removal of many deprecated modules: `aifc`, `audioop`, `chunk`, `cgi`, `cgitb`, `crypt`, `imghdr`, `mailcap`, `msilib`, `nis`, `nntplib`, `ossaudiodev`, `pipes`, `sndhdr`, `spwd`, `sunau`, `telnetlib`, `uu`, `xdrlib`, `lib2to3` (PEP 594)."""),
        m_add({"py313_release": "2024-10-07"}),
        (extract("https://docs.python.org/3.13/whatsnew/3.13.html", "release highlights"), """# What's New In Python 3.13

**Editors:** Adam Turner and Thomas Wouters

This article explains the new features in Python 3.13, compared to 3.12. Python 3.13 was released on October 7, 2024. For full details, see the changelog.

## Summary – Release Highlights

Python 3.13 is the latest stable release of the Python programming language, with a mix of changes to the language, the implementation and the standard library. The biggest changes include a new interactive interpreter, experimental support for running in a free-threaded mode (PEP 703), and a Just-In-Time compiler (PEP 744)."""),
        (search(q), serp(
            (rel, "Python Release Python 3.13.0 | Python.org", "Python 3.13.0 is the newest major release of the Python programming language ... a new and improved interactive interpreter ... experimental free-threaded build mode ...", "Oct 7, 2024"),
            ("https://news.ycombinator.com/item?id=41766448", "Python 3.13.0 Is Released | Hacker News", "... the free-threaded build is the headline but the new REPL is what I'll use every day ...", "3 hours ago"),
            ("https://discuss.python.org/t/python-3-13-0-final-released/66772", "Python 3.13.0 (final) released - Core Development - Discussions on Python.org", "It's here! ... This is the stable release of Python 3.13.0 ...", "1 hour ago"),
            ("https://lwn.net/Articles/993186/", "Python 3.13.0 released [LWN.net]", "Version 3.13.0 of the Python language has been released ... experimental free-threaded mode ...", "12 minutes ago"),
            ("https://docs.python.org/3.13/whatsnew/3.13.html", "What's New In Python 3.13 — Python 3.13.0 documentation", "This article explains the new features in Python 3.13, compared to 3.12. Python 3.13 was released on October 7, 2024.", "N/A"))),
        m_add({"py313_highlights": "new REPL; free-threaded build (PEP 703, experimental); JIT (PEP 744, experimental); PEP 594 removals"}),
    ]
    rs.add(T, "h6-search-13", SYSTEM, turns)


def c03(rs: RowSet) -> None:
    u15 = "https://www.unicode.org/versions/Unicode15.1.0/"
    u16 = "https://www.unicode.org/versions/Unicode16.0.0/"
    turns = [
        (search("Unicode 15.1 total number of characters"), serp(
            (u15, "Unicode 15.1.0", "Unicode 15.1 adds 627 characters, for a total of 149,813 characters. These additions include 622 CJK ideographs ...", "Sep 12, 2023"),
            ("https://www.unicode.org/versions/Unicode15.0.0/", "Unicode 15.0.0", "Unicode 15.0 adds 4,489 characters, for a total of 149,186 characters. These additions include 2 new scripts and 20 new emoji characters ...", "Sep 13, 2022"),
            ("https://en.wikipedia.org/wiki/Unicode", "Unicode - Wikipedia", "... Version 16.0 of the standard defines 154,998 characters and 168 scripts ...", "N/A"))),
        (extract(u15), """# Unicode® 15.1.0

Released: 2023 September 12

## Summary

Version 15.1 of the Unicode Standard is a minor version of the standard; it defines a set of new characters and a number of changes to character properties.

Unicode 15.1 adds 627 characters, for a total of 149,813 characters. These additions include 622 CJK ideographs in the new block CJK Unified Ideographs Extension I, and 5 other characters.

Unicode 15.1 also adds 118 new emoji sequences ...

| Version | Characters added | Total |
| --- | --- | --- |
| 15.0 | 4,489 | 149,186 |
| 15.1 | 627 | 149,813 |"""),
        m_add({"unicode_15_1_total": "149,813 (+627 vs 15.0)"}),
        (search("Unicode 16.0 total characters new scripts"), serp(
            (u16, "Unicode 16.0.0", "Unicode 16.0 adds 5,185 characters, for a total of 154,998 characters. These additions include 7 new scripts ...", "Sep 10, 2024"),
            ("https://blog.unicode.org/2024/09/announcing-unicode-standard-version-160.html", "Announcing The Unicode® Standard, Version 16.0", "Version 16.0 of the Unicode Standard is now available, adding 5,185 characters ... bringing the total to 154,998 characters ...", "Sep 10, 2024"))),
        (extract(u16), """# Unicode® 16.0.0

Released: 2024 September 10

## Summary

Unicode 16.0 adds 5,185 characters, for a total of 154,998 characters. These additions include 7 new scripts:

* Garay, used for Wolof in Senegal
* Gurung Khema, Kirat Rai, Ol Onal and Sunuwar, used in India and Nepal
* Todhri, a historic script used for Albanian
* Tulu-Tigalari, a historic script used in southwest India

Unicode 16.0 also adds 7 new emoji characters, and 3,995 Egyptian hieroglyphs."""),
        m_add({"unicode_16_0_total": "154,998 (+5,185 vs 15.1)"}),
        m_all({"unicode_15_1_total": "149,813 (+627 vs 15.0)", "unicode_16_0_total": "154,998 (+5,185 vs 15.1)"}),
    ]
    rs.add(T, "h6-search-14", SYSTEM, turns)


def top500(rows: list[tuple[int, str, str, str, str]], edition: str) -> str:
    head = f"# TOP500 List - {edition}\n\nR_max and R_peak values are in PFlop/s.\n\n| Rank | System | Cores | Rmax (PFlop/s) | Site |\n| --- | --- | --- | --- | --- |\n"
    return head + "\n".join(f"| {r} | {s} | {c} | {x} | {site} |" for r, s, c, x, site in rows)


def c04(rs: RowSet) -> None:
    jun = "https://top500.org/lists/top500/list/2024/06/"
    nov = "https://top500.org/lists/top500/list/2024/11/"
    fr = "Frontier - HPE Cray EX235a, AMD Optimized 3rd Generation EPYC 64C 2GHz, AMD Instinct MI250X, Slingshot-11"
    au = "Aurora - HPE Cray EX - Intel Exascale Compute Blade, Xeon CPU Max 9470 52C 2.4GHz, Intel Data Center GPU Max, Slingshot-11"
    ea = "Eagle - Microsoft NDv5, Xeon Platinum 8480C 48C 2GHz, NVIDIA H100, NVIDIA Infiniband NDR"
    fu = "Supercomputer Fugaku - A64FX 48C 2.2GHz, Tofu interconnect D"
    lu = "LUMI - HPE Cray EX235a, AMD Optimized 3rd Generation EPYC 64C 2GHz, AMD Instinct MI250X, Slingshot-11"
    turns = [
        (search("TOP500 June 2024 list Frontier Rmax"), serp(
            ("https://top500.org/lists/top500/2024/06/", "June 2024 | TOP500", "The Frontier system at Oak Ridge National Laboratory remains the No. 1 system on the TOP500 ... HPL score of 1.206 EFlop/s ... Aurora ... No. 2 ... 1.012 EFlop/s.", "May 13, 2024"),
            (jun, "TOP500 List - June 2024 | TOP500", "Rank System Cores Rmax (PFlop/s) Rpeak (PFlop/s) Power (kW) ...", "N/A"))),
        (extract(jun), top500([(1, fr, "8,699,904", "1,206.00", "DOE/SC/Oak Ridge National Laboratory, United States"),
                               (2, au, "9,264,128", "1,012.00", "DOE/SC/Argonne National Laboratory, United States"),
                               (3, ea, "2,073,600", "561.20", "Microsoft Azure, United States"),
                               (4, fu, "7,630,848", "442.01", "RIKEN Center for Computational Science, Japan"),
                               (5, lu, "2,752,704", "379.70", "EuroHPC/CSC, Finland")], "June 2024")),
        m_add({"frontier_2024_06": "#1, Rmax 1,206.00 PFlop/s"}),
        (search("TOP500 November 2024 El Capitan number one"), serp(
            ("https://top500.org/lists/top500/2024/11/", "November 2024 | TOP500", "The new El Capitan system at Lawrence Livermore National Laboratory ... is the No. 1 system ... HPL score of 1.742 EFlop/s ... Frontier is now No. 2 ... 1.353 EFlop/s ...", "Nov 18, 2024"),
            (nov, "TOP500 List - November 2024 | TOP500", "Rank System Cores Rmax (PFlop/s) ...", "N/A"))),
        (extract(nov), top500([(1, "El Capitan - HPE Cray EX255a, AMD 4th Gen EPYC 24C 1.8GHz, AMD Instinct MI300A, Slingshot-11", "11,039,616", "1,742.00", "DOE/NNSA/LLNL, United States"),
                               (2, fr, "9,066,176", "1,353.00", "DOE/SC/Oak Ridge National Laboratory, United States"),
                               (3, au, "9,264,128", "1,012.00", "DOE/SC/Argonne National Laboratory, United States"),
                               (4, ea, "2,073,600", "561.20", "Microsoft Azure, United States"),
                               (5, "HPC6 - HPE Cray EX235a, AMD Optimized 3rd Generation EPYC 64C 2GHz, AMD Instinct MI250X, Slingshot-11", "3,143,520", "477.90", "Eni S.p.A., Italy"),
                               (6, fu, "7,630,848", "442.01", "RIKEN Center for Computational Science, Japan")], "November 2024")),
        m_add({"frontier_2024_11": "#2, Rmax 1,353.00 PFlop/s (re-run with more cores)"}),
        m_all({"frontier_2024_06": "#1, Rmax 1,206.00 PFlop/s", "frontier_2024_11": "#2, Rmax 1,353.00 PFlop/s (re-run with more cores)"}),
    ]
    rs.add(T, "h6-search-15", SYSTEM, turns)


def c05(rs: RowSet) -> None:
    rust = "https://blog.rust-lang.org/2015/05/15/Rust-1.0.html"
    go = "https://go.dev/blog/go1"
    turns = [
        (search("Rust 1.0 release date", "Go 1.0 release date"), serp_multi(
            ("Rust 1.0 release date", [
                (rust, "Announcing Rust 1.0 | Rust Blog", "Today we are very proud to announce the 1.0 release of Rust, a new programming language aiming to make it easier to build reliable, efficient systems.", "May 15, 2015"),
                ("https://en.wikipedia.org/wiki/Rust_(programming_language)", "Rust (programming language) - Wikipedia", "... The first stable release, Rust 1.0, was published on May 15, 2015 ...", "N/A")]),
            ("Go 1.0 release date", [
                (go, "Go version 1 is released - The Go Programming Language", "Today marks a major milestone in the development of the Go programming language. We're announcing Go version 1, or Go 1 for short ...", "Mar 28, 2012"),
                ("https://en.wikipedia.org/wiki/Go_(programming_language)", "Go (programming language) - Wikipedia", "... Go 1.0 was released in March 2012 ...", "N/A")]))),
        (extract(rust), """# Announcing Rust 1.0

May 15, 2015 · The Rust Core Team

Today we are very proud to announce the 1.0 release of Rust, a new programming language aiming to make it easier to build reliable, efficient systems. Rust combines low-level control over performance with modern language features like closures, traits, and pattern matching.

## What does 1.0 mean?

The 1.0 release marks the end of that churn. This release is the official beginning of our commitment to stability ..."""),
        (extract(go), """# Go version 1 is released

Andrew Gerrand
28 March 2012

Today marks a major milestone in the development of the Go programming language. We're announcing Go version 1, or Go 1 for short, which defines a language and a set of core libraries to provide a stable foundation for creating reliable products, projects, and publications.

Go 1 is the first release of Go that is available in supported binary distributions."""),
        m_add({"rust_1_0": "2015-05-15", "go_1_0": "2012-03-28"}),
        (search("Kotlin 1.0 release date"), serp(
            ("https://blog.jetbrains.com/kotlin/2016/02/kotlin-1-0-released-pragmatic-language-for-jvm-and-android/", "Kotlin 1.0 Released: Pragmatic Language for JVM and Android", "This is it. 1.0 is here! It's been a long and exciting road but we've finally reached the first big 1.0 ...", "Feb 15, 2016"),
            ("https://en.wikipedia.org/wiki/Kotlin_(programming_language)", "Kotlin (programming language) - Wikipedia", "... Kotlin 1.0 was released on February 15, 2016 ...", "N/A"))),
        m_add({"kotlin_1_0": "2016-02-15"}),
    ]
    rs.add(T, "h6-search-16", SYSTEM, turns)


def c06(rs: RowSet) -> None:
    w = "https://en.wikipedia.org/wiki/Antikythera_mechanism"
    turns = [
        m_all({"coaster": "Twisted Timbers, Kings Dominion", "opened": "2018-03-24"}),
        (call("dict_memory", operation="remove_all"), "Successfully cleared all memory."),
        m_all({}),
        (search("Antikythera mechanism discovered year identified Valerios Stais"), serp(
            (w, "Antikythera mechanism - Wikipedia", "The Antikythera mechanism is an ancient Greek hand-powered orrery ... It was recovered in 1901 from the Antikythera wreck ...", "N/A"),
            ("https://www.namuseum.gr/en/collection/antikythera-mechanism/", "The Antikythera Mechanism - National Archaeological Museum, Athens", "... identified in 1902 by the archaeologist Valerios Stais ...", "N/A"))),
        (extract(w, "discovery and dating"), wiki("Antikythera mechanism", "Ancient Greek analogue computer", [("Material", "Bronze"), ("Created", "c. 2nd century BC"), ("Discovered", "1901, Antikythera wreck"), ("Present location", "National Archaeological Museum, Athens")],
                                                  """The **Antikythera mechanism** is an ancient Greek hand-powered orrery (model of the Solar System). It is the oldest known example of an analogue computer. It could be used to predict astronomical positions and eclipses decades in advance.

## Discovery

The wreck was found in 1900 by sponge divers off the Greek island of Antikythera; artefacts were recovered in 1901. On 17 May 1902, the archaeologist Valerios Stais noticed that one of the pieces of rock had a gear wheel embedded in it.

## Dating

The device is generally dated to the 2nd or early 1st century BC; the shipwreck itself has been dated to c. 70–60 BC.""",
                                                  "14 March 2025, at 06:21", ["Ancient Greek technology", "Astronomical instruments", "1901 archaeological discoveries"])),
        m_add({"wreck_found": "1900 by sponge divers (artefacts recovered 1901)", "identified": "17 May 1902, Valerios Stais"}),
        m_all({"wreck_found": "1900 by sponge divers (artefacts recovered 1901)", "identified": "17 May 1902, Valerios Stais"}),
    ]
    rs.add(T, "h6-search-17", SYSTEM, turns)


def tad(city: str, time: str, day: str, tz: str, extra: str) -> str:
    return f"""# Current Local Time in {city}

Time in {city} now

**{time}**

{day}

## Time zone

| | |
| --- | --- |
| Current | {tz} |
| {extra} |"""


def c07(rs: RowSet) -> None:
    tok = "https://www.timeanddate.com/worldclock/japan/tokyo"
    turns = [
        (search("current time Tokyo"), serp(
            (tok, "Current Local Time in Tokyo, Tokyo, Japan - timeanddate.com", "Current local time in Japan – Tokyo. Get Tokyo's weather and area codes, time zone and DST. Explore Tokyo's sunrise and sunset, moonrise and moonset.", "N/A"),
            ("https://time.is/Tokyo", "Time in Tokyo, Japan now - Time.is", "Exact time now, time zone, time difference, sunrise/sunset time and key facts for Tokyo, Japan.", "N/A"))),
        (extract(tok), tad("Tokyo, Tokyo, Japan", "11:58:41 am", "Monday, 17 March 2025", "JST (Japan Standard Time) UTC +9", "DST | Not observed in 2025 |")),
        (extract("https://www.timeanddate.com/worldclock/uk/london"), tad("London, England, United Kingdom", "2:59:06 am", "Monday, 17 March 2025", "GMT (Greenwich Mean Time) UTC +0", "Next change | DST starts 30 Mar 2025, forward 1 hour |")),
        m_add({"tokyo_offset": "UTC+9 (JST), no DST", "london_offset": "UTC+0 (GMT) until 30 Mar 2025, then BST UTC+1"}),
        (extract(tok), tad("Tokyo, Tokyo, Japan", "12:03:27 pm", "Monday, 17 March 2025", "JST (Japan Standard Time) UTC +9", "DST | Not observed in 2025 |")),
        (extract("https://www.timeanddate.com/time/change/uk/london"), """# Time Change 2025 in London, England, United Kingdom

## 30 Mar 2025 - Daylight Saving Time Starts

When local standard time is about to reach
Sunday, 30 March 2025, 1:00:00 am clocks are turned forward 1 hour to
Sunday, 30 March 2025, 2:00:00 am local daylight time instead.

Sunrise and sunset will be about 1 hour later on 30 Mar 2025 than the day before. There will be more light in the evening.

## 26 Oct 2025 - Daylight Saving Time Ends

When local daylight time is about to reach
Sunday, 26 October 2025, 2:00:00 am clocks are turned backward 1 hour to
Sunday, 26 October 2025, 1:00:00 am local standard time instead."""),
        m_add({"tokyo_london_gap": "9 h now, 8 h from 30 Mar 2025"}),
    ]
    rs.add(T, "h6-search-18", SYSTEM, turns)


def c08(rs: RowSet) -> None:
    w = "https://en.wikipedia.org/wiki/Lake_Baikal"
    br = "https://www.britannica.com/place/Lake-Baikal"
    turns = [
        (search("Lake Baikal maximum depth"), serp(
            (w, "Lake Baikal - Wikipedia", "Lake Baikal is a rift lake and the deepest lake in the world ... with a maximum depth of 1,642 m (5,387 ft) ...", "N/A"),
            (br, "Lake Baikal | Location, Depth, Map, & Facts | Britannica", "Lake Baikal, lake located in the southern part of eastern Siberia ... maximum depth of 5,315 feet (1,620 metres) ...", "N/A"),
            ("https://whc.unesco.org/en/list/754/", "Lake Baikal - UNESCO World Heritage Centre", "Situated in south-east Siberia, the 3.15-million-ha Lake Baikal is the oldest (25 million years) and deepest (1,700 m) lake in the world ...", "N/A"))),
        (extract(w, "depth and volume"), wiki("Lake Baikal", "Rift lake in Siberia, Russia", [("Max. depth", "1,642 m (5,387 ft)"), ("Water volume", "23,615.39 km3"), ("Surface area", "31,722 km2"), ("Surface elevation", "455.5 m")],
                                              """**Lake Baikal** is a rift lake and the deepest lake in the world. It is situated in southern Siberia, Russia, between the federal subject of Irkutsk Oblast to the northwest and the Republic of Buryatia to the southeast. At 23,615.39 km3 it is the world's largest freshwater lake by volume, containing 22–23% of the world's fresh surface water.

With a maximum depth of 1,642 m (5,387 ft), Baikal is the world's deepest lake. It is considered among the world's clearest lakes and is considered the world's oldest lake, at 25–30 million years.""",
                                              "27 February 2025, at 13:05", ["Lakes of Russia", "World Heritage Sites in Russia", "Rift lakes"])),
        m_add({"baikal_depth_wiki": "1,642 m"}),
        (extract(br, "maximum depth"), """# Lake Baikal

lake, Russia

Lake Baikal, lake located in the southern part of eastern Siberia within the republic of Buryatiya and Irkutsk oblast (province) of Russia. It is the oldest existing freshwater lake on Earth (20 million–25 million years old), as well as the deepest continental body of water, having a maximum depth of 5,315 feet (1,620 metres).

Its area is some 12,200 square miles (31,500 square km), with a length of 395 miles (636 km) and an average width of 30 miles (48 km)."""),
        m_add({"baikal_depth_britannica": "1,620 m (5,315 ft)"}),
        m_add({"baikal_depth_note": "sources differ: UNESCO ~1,700 m, Britannica 1,620 m, Wikipedia 1,642 m (modern bathymetry)"}),
    ]
    rs.add(T, "h6-search-19", SYSTEM, turns)


def c09(rs: RowSet) -> None:
    bbc = "https://www.bbc.com/news/world-africa-43821512"
    turns = [
        (search("Swaziland capital city"), serp(
            ("https://en.wikipedia.org/wiki/Eswatini", "Eswatini - Wikipedia", "Eswatini, formally the Kingdom of Eswatini, also known by its former official names Swaziland and the Kingdom of Swaziland, is a landlocked country in Southern Africa ... Mbabane ... Lobamba ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Mbabane", "Mbabane - Wikipedia", "Mbabane is the capital of Eswatini ... Lobamba is the legislative capital ...", "N/A"))),
        (extract("https://en.wikipedia.org/wiki/Swaziland"), wiki("Eswatini", "Country in Southern Africa\n\n(Redirected from Swaziland)",
                                                              [("Capital", "Mbabane (executive); Lobamba (legislative)"), ("Government", "Unitary absolute monarchy"), ("Monarch", "Mswati III"), ("Independence from the United Kingdom", "6 September 1968")],
                                                              """**Eswatini**, formally the **Kingdom of Eswatini**, also known by its former official names **Swaziland** and the **Kingdom of Swaziland**, is a landlocked country in Southern Africa. It is bordered by Mozambique to its northeast and South Africa to its north, west, south, and southeast.

## Name

In April 2018, King Mswati III announced that the Kingdom of Swaziland had renamed itself the Kingdom of Eswatini, mirroring the name commonly used in Swazi. The change was announced during the celebrations marking the 50th anniversary of independence.""",
                                                              "11 March 2025, at 20:14", ["Eswatini", "Landlocked countries", "Member states of the African Union"])),
        m_add({"country": "Eswatini (formerly Swaziland; renamed April 2018)", "capital_exec": "Mbabane", "capital_leg": "Lobamba"}),
        (search("Swaziland renamed eSwatini king BBC"), serp(
            (bbc, "Swaziland king renames country 'the Kingdom of eSwatini' - BBC News", "Swaziland's King Mswati III has announced that he is renaming his country 'the Kingdom of eSwatini' ...", "Apr 19, 2018"),)),
        (extract(bbc), """# Swaziland king renames country 'the Kingdom of eSwatini'

19 April 2018

Swaziland's King Mswati III has announced that he is renaming his country "the Kingdom of eSwatini".

He made the announcement during celebrations to mark the 50th anniversary of Swaziland's independence from British rule.

The new name means "land of the Swazis". The king has used it in the past, including at the UN General Assembly in 2017."""),
        m_update({"country": "Eswatini (Kingdom of eSwatini; formerly Swaziland; renamed 19 Apr 2018 at the 50th independence anniversary)"}),
        m_all({"country": "Eswatini (Kingdom of eSwatini; formerly Swaziland; renamed 19 Apr 2018 at the 50th independence anniversary)", "capital_exec": "Mbabane", "capital_leg": "Lobamba"}),
    ]
    rs.add(T, "h6-search-20", SYSTEM, turns)


def xe(amount: str, res: str, rate: str, inv: str, stamp: str) -> str:
    return f"""# Xe Currency Converter

{amount} Euro =

**{res} US Dollars**

1 EUR = {rate} USD
1 USD = {inv} EUR

Mid-market exchange rate at {stamp}

We use the mid-market rate for our Converter. This is for informational purposes only. You won't receive this rate when sending money."""


def c10(rs: RowSet) -> None:
    u1 = "https://www.xe.com/currencyconverter/convert/?Amount=1&From=EUR&To=USD"
    u2 = "https://www.xe.com/currencyconverter/convert/?Amount=250&From=EUR&To=USD"
    turns = [
        (search("EUR to USD rate xe"), serp(
            (u1, "1 EUR to USD - Euros to US Dollars Exchange Rate - Xe", "Get the latest 1 Euro to US Dollar rate for FREE with the original Universal Currency Converter ...", "N/A"),
            ("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/eurofxref-graph-usd.en.html", "ECB euro reference exchange rate: US dollar (USD)", "The reference rates are usually updated at around 16:00 CET every working day ...", "N/A"))),
        (extract(u1), xe("1.00", "1.0841659", "1.08417", "0.922363", "Mar 14, 2025, 09:41 UTC")),
        m_add({"eurusd": "1.08417 (xe mid-market, 2025-03-14 09:41 UTC)"}),
        (extract(u2), xe("250.00", "270.97722", "1.08391", "0.922585", "Mar 14, 2025, 09:52 UTC")),
        m_update({"eurusd": "1.08391 (xe mid-market, 2025-03-14 09:52 UTC)"}),
        m_add({"invoice_250_eur_in_usd": "≈ 270.98 USD at 09:52 UTC"}),
        m_all({"eurusd": "1.08391 (xe mid-market, 2025-03-14 09:52 UTC)", "invoice_250_eur_in_usd": "≈ 270.98 USD at 09:52 UTC"}),
    ]
    rs.add(T, "h6-search-21", SYSTEM, turns)


def c11(rs: RowSet) -> None:
    live = "https://googleblog.blogspot.com/2013/03/a-second-spring-of-cleaning.html"
    arch = "https://web.archive.org/web/20130314001114/http://googleblog.blogspot.com/2013/03/a-second-spring-of-cleaning.html"
    turns = [
        (search("Google Reader shutdown announcement 2013 second spring of cleaning"), serp(
            (live, "Official Blog: A second spring of cleaning", "... On July 1, 2013, we will retire Google Reader. Users and developers interested in RSS alternatives can export their data, including their subscriptions, with Google Takeout ...", "Mar 13, 2013"),
            ("https://www.theverge.com/2013/3/13/4100526/google-reader-shutting-down-on-july-1st", "Google Reader is shutting down on July 1st - The Verge", "Google has announced that it's shutting down Google Reader ...", "Mar 13, 2013"),
            ("https://en.wikipedia.org/wiki/Google_Reader", "Google Reader - Wikipedia", "Google Reader was an RSS/Atom feed aggregator operated by Google. It was created in early 2005 by Google engineer Chris Wetherell and launched on October 7, 2005 ...", "N/A"))),
        (extract(live), "Error: failed to fetch https://googleblog.blogspot.com/2013/03/a-second-spring-of-cleaning.html (HTTP 404 Not Found after redirect to https://blog.google/)"),
        (extract(arch), """# A second spring of cleaning

Wednesday, March 13, 2013 | 6:00 PM

Posted by Urs Hölzle, SVP, Technical Infrastructure

Over the years Google has grown and diversified a lot ... This is the second spring of cleaning ...

We launched Google Reader in 2005 in an effort to make it easy for people to discover and keep tabs on their favorite websites. While the product has a loyal following, over the years usage has declined. So, on July 1, 2013, we will retire Google Reader. Users and developers interested in RSS alternatives can export their data, including their subscriptions, with Google Takeout over the course of the next four months.

*(Wayback Machine capture of 14 Mar 2013, 00:11:14)*"""),
        m_add({"reader_shutdown": "2013-07-01", "announced": "2013-03-13, Urs Hölzle (Official Google Blog)"}),
        (extract("https://en.wikipedia.org/wiki/Google_Reader", "launch and shutdown dates"), wiki("Google Reader", "Discontinued RSS/Atom feed aggregator", [("Type of site", "News aggregator"), ("Launched", "October 7, 2005"), ("Current status", "Discontinued (July 1, 2013)")],
                                                                                                   """**Google Reader** was an RSS/Atom feed aggregator operated by Google. It was created in early 2005 by Google engineer Chris Wetherell and launched on October 7, 2005, through Google Labs. Google Reader grew in popularity to include a number of social features ...

## Discontinuation

On March 13, 2013, Google announced that Reader would be discontinued on July 1, 2013, citing declining usage. The announcement led to a surge in sign-ups for competing services such as Feedly.""",
                                                                                                   "5 February 2025, at 02:48", ["Google Reader", "Discontinued Google services", "News aggregator software"])),
        m_add({"reader_launch": "2005-10-07 (Google Labs)"}),
        m_all({"reader_shutdown": "2013-07-01", "announced": "2013-03-13, Urs Hölzle (Official Google Blog)", "reader_launch": "2005-10-07 (Google Labs)"}),
    ]
    rs.add(T, "h6-search-22", SYSTEM, turns)


def build() -> RowSet:
    rs = RowSet(HERE)
    for f in (s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11):
        f(rs)
    return rs


def main() -> None:
    build().write()


if __name__ == "__main__":
    main()
