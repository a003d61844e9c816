# ruff: noqa: E501
"""holdout26, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Half carry exactly one world contradiction, half are clean but full of legitimate change (live prices,
updated pages with newer stamps, counters, re-sorted listings, sources that disagree, memory edits).
Running the module writes ``search_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

T = "search"
Item = tuple[str, str, str, str]


def sr(query: str, items: list[Item]) -> str:
    return f"Results for \"{query}\":\n```\n{results(*items)}\n```"


def ev(url: str, goal: str, evidence: str, summary: str) -> str:
    return (f"The useful information in {url} for user goal \"{goal}\" as follows:\n\n"
            f"Evidence in page:\n{evidence.strip()}\n\nSummary:\n{summary.strip()}")


def added(*ks: str) -> str:
    return f"Successfully added items of {list(ks)} to memory."


def updated(*ks: str) -> str:
    return f"Successfully updated items of {list(ks)} in memory."


def removed(*ks: str) -> str:
    return f"Successfully removed items of {list(ks)} from memory."


def got(d: dict[str, Any], missing: tuple[str, ...] = ()) -> str:
    out = "Retrieved items:\n" + json.dumps(d, indent=2, ensure_ascii=False)
    for k in missing:
        out += f"\nKey not found: {k}"
    return out


def st(question: str, date: str) -> str:
    return f"Research question: {question}\nSession date: {date}"


# ---------------------------------------------------------------- 01 (clean) Toronto population and area
def t01(rs: RowSet) -> None:
    q1 = "Toronto population 2021 census land area km2"
    wiki_goal = "population, area and density of the City of Toronto"
    wiki = """# Toronto

From Wikipedia, the free encyclopedia

*This article is about the city in Ontario. For other uses, see Toronto (disambiguation).*

| Toronto | |
|---|---|
| Country | Canada |
| Province | Ontario |
| Incorporated | March 6, 1834 |
| Government | Mayor Olivia Chow; Toronto City Council (25 wards) |
| **Area** | |
| City | 630.20 km² (243.32 sq mi) |
| Urban | 1,790.59 km² (691.35 sq mi) |
| Metro (CMA) | 5,905.71 km² (2,280.21 sq mi) |
| Elevation | 76 m (249 ft) |
| **Population** (2021) | |
| City | 2,794,356 (1st) |
| Density | 4,427.8/km² (11,468/sq mi) |
| Urban | 5,647,656 |
| Metro (CMA) | 6,202,225 |
| Demonym | Torontonian |
| Time zone | UTC−05:00 (EST); summer UTC−04:00 (EDT) |

**Toronto** is the most populous city in Canada and the capital city of the Canadian province of Ontario. With a population of 2,794,356 in 2021, it is the fourth-most populous city in North America. The city is the anchor of the Golden Horseshoe, an urban agglomeration of 9,765,188 people (as of 2021) surrounding the western end of Lake Ontario ...

## Demographics
In the 2021 Census of Population conducted by Statistics Canada, Toronto had a population of 2,794,356 living in 1,160,892 of its 1,253,238 total private dwellings, a change of 2.3% from its 2016 population of 2,731,571. With a land area of 631.1 km² (243.7 sq mi), it had a population density of 4,427.8/km² (11,468.0/sq mi) in 2021.

*This page was last edited on 3 September 2024, at 21:12 (UTC).*"""
    statcan = """# Census Profile, 2021 Census of Population
## Toronto, City (C) [Census subdivision], Ontario

Release date: 2022-02-09 (population and dwelling counts); last modified 2023-11-15

| Characteristic | Toronto, City (C) | Ontario |
|---|---|---|
| Population, 2021 | 2,794,356 | 14,223,942 |
| Population, 2016 | 2,731,571 | 13,448,494 |
| Population percentage change, 2016 to 2021 | 2.3 | 5.8 |
| Total private dwellings | 1,253,238 | 5,929,250 |
| Private dwellings occupied by usual residents | 1,160,892 | 5,491,201 |
| Population density per square kilometre | 4,427.8 | 15.9 |
| Land area in square kilometres | 631.10 | 892,411.76 |

Note: Land area excludes water. Figures are subject to the 2021 Census boundary file."""
    city = """# Toronto at a Glance | City of Toronto

**Population**
- 2021 Census population: 2,794,356 (Statistics Canada)
- Population estimate, July 1, 2023: 3,025,647 (Statistics Canada, Annual Demographic Estimates, released January 2024)
- Growth 2022-2023: +125,000 (approx.), largest annual increase on record

**Geography**
- Area: 630 square kilometres
- Length of shoreline: 46 km on Lake Ontario
- Highest point: 209 m above sea level (Steeles Ave. & Keele St.)

**Households**
- Private households (2021): 1,160,890

*Page last updated: June 12, 2024*"""
    brit = """# Toronto | History, Population, Map, & Facts | Britannica

Toronto, city, capital of the province of Ontario, southeastern Canada. It is the most populous city in Canada and the country's banking and stock-exchange centre ...

- Area: city, 243 square miles (630 square km); Toronto Census Metropolitan Area, 2,280 square miles (5,906 square km).
- Population: (2021) city, 2,794,356; Toronto Census Metropolitan Area, 6,202,225.

*Last Updated: Aug 29, 2024 • Article History*"""
    turns = [
        (search(q1), sr(q1, [
            ("https://en.wikipedia.org/wiki/Toronto", "Toronto - Wikipedia", "With a population of 2,794,356 in 2021, it is the fourth-most populous city in North America ... City 630.20 km² (243.32 sq mi) ...", "2024-09-03"),
            ("https://www12.statcan.gc.ca/census-recensement/2021/dp-pd/prof/details/page.cfm?DGUID=2021A00053520005", "Census Profile, 2021 Census of Population - Toronto, City (C)", "Population, 2021: 2,794,356 ... Land area in square kilometres: 631.10 ... Population density per square kilometre: 4,427.8", "2023-11-15"),
            ("https://www.toronto.ca/city-government/data-research-maps/toronto-at-a-glance/", "Toronto at a Glance - City of Toronto", "Population estimate, July 1, 2023: 3,025,647 ... Area: 630 square kilometres ...", "2024-06-12"),
            ("https://www.britannica.com/place/Toronto", "Toronto | History, Population, Map, & Facts | Britannica", "Area: city, 243 square miles (630 square km) ... Population: (2021) city, 2,794,356 ...", "2024-08-29"),
            ("https://worldpopulationreview.com/world-cities/toronto-population", "Toronto Population 2024", "Toronto's 2024 population is now estimated at 6,431,000 (urban area). In 1950, the population of Toronto was 1,067,000 ...", "2024-07-30"),
        ])),
        (extract("https://en.wikipedia.org/wiki/Toronto", wiki_goal), wiki),
        (memory("add", dict={"toronto_pop_2021": 2794356, "toronto_area_km2": "630.20 (Wikipedia infobox, total city area)", "toronto_density_2021": "4,427.8/km² (uses StatCan land area 631.1 km²)"}),
         added("toronto_pop_2021", "toronto_area_km2", "toronto_density_2021")),
        (extract("https://www12.statcan.gc.ca/census-recensement/2021/dp-pd/prof/details/page.cfm?DGUID=2021A00053520005", "official 2021 population and land area"), statcan),
        (extract("https://www.toronto.ca/city-government/data-research-maps/toronto-at-a-glance/", "most recent population estimate and area"), city),
        (memory("update", dict={"toronto_area_km2": "631.10 land area (StatCan 2021); 630.20 in Wikipedia infobox; city site rounds to 630", "toronto_pop_estimate_2023": "3,025,647 (StatCan estimate, July 1, 2023)"}),
         updated("toronto_area_km2", "toronto_pop_estimate_2023")),
        (extract("https://www.britannica.com/place/Toronto", "area in square miles and population"), brit),
        (memory("retrieve_all"), got({
            "toronto_pop_2021": 2794356,
            "toronto_area_km2": "631.10 land area (StatCan 2021); 630.20 in Wikipedia infobox; city site rounds to 630",
            "toronto_density_2021": "4,427.8/km² (uses StatCan land area 631.1 km²)",
            "toronto_pop_estimate_2023": "3,025,647 (StatCan estimate, July 1, 2023)",
        })),
    ]
    rs.add(task=T, tid="h26-search-01", system=SEARCH_SYSTEM, turns=turns,
           state=st("What is the population and the area of the City of Toronto, per the latest official figures?", "2024-09-10"))


# ---------------------------------------------------------------- 02 (bad) Juno-106
def t02(rs: RowSet) -> None:
    q1 = "Roland Juno-106 release year voices original price"
    q2 = "Juno-106 80017A voice chip failure cause"
    vs = """# Roland Juno-106 | Vintage Synth Explorer

![Roland Juno-106](https://www.vintagesynth.com/sites/default/files/2017-05/roland_juno106.jpg)

| Spec | |
|---|---|
| Manufacturer | Roland |
| Model | Juno-106 |
| Years produced | 1984 - 1988 |
| Original price | $1,095 US |
| Polyphony | 6 voices |
| Oscillators | 1 DCO per voice (saw, pulse with PWM, square sub-oscillator, noise) |
| LFO | Triangle with delay |
| Filter | 24dB/oct resonant low-pass (IR3109), 4-position non-resonant high-pass |
| VCA | ADSR or gate |
| Memory | 128 patches (A/B groups x 8 banks x 8 patches) |
| Keyboard | 61 keys |
| Control | MIDI In/Out/Thru, pitch bend/mod lever |
| Effects | Chorus I, II (BBD) |

## Overview
The Juno-106 was introduced in 1984 as the successor to the Juno-60. It kept the single-DCO voice architecture and the classic chorus, but added MIDI (with SysEx control of every slider), expanded memory from 56 to 128 patches, and replaced the discrete voice circuitry with six custom 80017A voice chips, each carrying the VCF and VCA for one voice. Portamento was added, but the arpeggiator of the Juno-60 was dropped.

Its weak point is those 80017A chips: the resin they are potted in cracks with age, letting moisture corrode the internals, which shows up as voices that go silent, click or self-oscillate. Replacement chips from several third parties are now available.

Rackmount version: MKS-7 (with drum section); HS-60 (Juno-106 with built-in speakers).

**User rating:** 4.5 / 5 (212 reviews)"""
    roland = """# Roland History | Roland

## 1980s
- **1980** - TR-808 Rhythm Composer
- **1981** - Jupiter-8; TB-303 Bass Line (released 1982)
- **1982** - Juno-60, the first Juno with patch memory; TR-606
- **1983** - JX-3P and MSQ-700, among the first MIDI instruments; MIDI 1.0 specification published with other manufacturers
- **1984** - Juno-106: polyphonic synthesizer with MIDI and 128 memories; MKS-80 Super Jupiter; Alpha Dial idea first prototyped
- **1985** - Alpha Juno 1/2; JX-8P
- **1986** - S-50 sampler
- **1987** - D-50 Linear Synthesizer; MT-32

*Source: Roland Corporation corporate history (roland.com)*"""
    juno = {"year": 1984, "voices": 6, "patches": 128, "keys": 61, "price_usd": 1095, "source": "vintagesynth.com"}
    drift = dict(juno, year=1985)
    turns = [
        (search(q1), sr(q1, [
            ("https://www.vintagesynth.com/roland/juno-106", "Roland Juno-106 | Vintage Synth Explorer", "The Juno-106 was introduced in 1984 as the successor to the Juno-60 ... 6 voices ... 128 patches ...", "2023-11-02"),
            ("https://en.wikipedia.org/wiki/Roland_Juno-106", "Roland Juno-106 - Wikipedia", "The Roland Juno-106 is a polyphonic synthesizer released by Roland Corporation in 1984 ... the first Juno with MIDI ...", "2024-02-18"),
            ("https://www.gearnews.com/the-roland-juno-106-turns-40/", "The Roland Juno-106 turns 40 - gearnews.com", "... it retailed for $1,095 in the US and quickly became one of the best-selling analogue polysynths of the decade ...", "2024-01-30"),
            ("https://www.reddit.com/r/synthesizers/comments/17q3x2k/juno106_voice_chip_question/", "Juno-106 voice chip question : r/synthesizers", "Mine has two dead voices, chips are 80017A ... is the Analogue Renaissance replacement worth it?", "2023-11-08"),
            ("https://www.roland.com/global/company/history/", "Roland History | Roland", "1984 - Juno-106: polyphonic synthesizer with MIDI and 128 memories ...", "2022-06-01"),
        ])),
        (extract("https://www.vintagesynth.com/roland/juno-106", "release year, voices, patch memory, original price"), vs),
        (memory("add", dict={"juno106": juno}), added("juno106")),
        (search(q2), sr(q2, [
            ("https://www.analoguerenaissance.com/juno-106-voice-chip/", "Juno-106 Voice Chip Replacement - Analogue Renaissance", "The original 80017A modules are encapsulated in a resin that breaks down over time; moisture ingress corrodes the thick-film resistors ...", "2023-05-14"),
            ("https://www.reddit.com/r/synthesizers/comments/17q3x2k/juno106_voice_chip_question/", "Juno-106 voice chip question : r/synthesizers", "Mine has two dead voices, chips are 80017A ... replaced both, now all six voices work ...", "2023-11-08"),
            ("https://www.synthtech.com/juno-106-voice-chip-test/", "Testing Juno-106 voices with the built-in test mode", "Hold key transpose and press the patch button to enter test mode; each voice is triggered in turn ...", "2021-03-22"),
            ("https://www.gearspace.com/board/electronic-music-instruments-and-electronic-music-production/1340027-juno-106-voice-chips.html", "Juno 106 voice chips - Gearspace", "Soaking in isopropyl and removing the black epoxy revives some chips temporarily ...", "2022-09-30"),
        ])),
        (memory("retrieve", key_list=["juno106"]), got({"juno106": drift})),
        (extract("https://www.roland.com/global/company/history/", "confirm the Juno-106 launch year"), roland),
        (memory("add", dict={"juno106_voicechip": "80017A voice chips (VCF+VCA per voice); resin cracks, moisture corrodes them -> dead or clicking voices; third-party replacements exist"}),
         added("juno106_voicechip")),
    ]
    rs.add(task=T, tid="h26-search-02", system=SEARCH_SYSTEM, turns=turns,
           state=st("When was the Roland Juno-106 released, how many voices does it have, and what did it cost at launch?", "2024-03-09"),
           bad=True, turn=5, kind="stored release year reads back 1985 although 1984 was stored and never updated")


# ---------------------------------------------------------------- 03 (bad) RFC 9110 idempotent
def rfc9110_922(client: str) -> str:
    return f"""# RFC 9110: HTTP Semantics

Internet Engineering Task Force (IETF) - R. Fielding, Ed. (Adobe), M. Nottingham, Ed. (Fastly), J. Reschke, Ed. (greenbytes)
Request for Comments: 9110 - STD: 97 - Obsoletes: 2818, 7230, 7231, 7232, 7233, 7235, 7538, 7615, 7694 - Category: Standards Track - June 2022

### 9.2.2. Idempotent Methods

A request method is considered "idempotent" if the intended effect on the server of multiple identical requests with that method is the same as the effect for a single such request. Of the request methods defined by this specification, PUT, DELETE, and safe request methods are idempotent.

Like the definition of safe, the idempotent property only applies to what has been requested by the user; a server is free to log each request separately, retain a revision control history, or implement other non-idempotent side effects for each idempotent request.

Idempotent methods are distinguished because the request can be repeated automatically if a communication failure occurs before the client is able to read the server's response. For example, if a client sends a PUT request and the underlying connection is closed before any response is received, then the client can establish a new connection and retry the idempotent request. It knows that repeating the request will have the same intended effect, even if the original request succeeded, though the response might differ.

A client {client} automatically retry a request with a non-idempotent method unless it has some means to know that the request semantics are actually idempotent, regardless of the method, or some means to detect that the original request was never applied.

For example, a user agent can repeat a POST request automatically if it knows (through design or configuration) that the request is safe for that resource. Likewise, a user agent designed specifically to operate on a version control repository might be able to recover from partial failure conditions by checking the target resource revision(s) after a failed connection, reverting or fixing any changes that were partially applied, and then automatically retrying the requests that failed.

Some clients take a riskier approach and attempt to guess when an automatic retry is possible. For example, a client might automatically retry a POST request if the underlying transport connection closed before any part of a response is received, particularly if an idle persistent connection was used.

A proxy MUST NOT automatically retry non-idempotent requests. A client SHOULD NOT automatically retry a failed automatic retry.

### 9.2.3. Methods and Caching
For a cache to store and use a response, the associated method needs to explicitly allow caching and to detail under what conditions a response can be used to satisfy subsequent requests ..."""


def t03(rs: RowSet) -> None:
    q1 = "RFC 9110 idempotent methods section 9.2.2"
    q2 = "RFC 9110 safe methods GET HEAD OPTIONS TRACE 9.2.1"
    q3 = "PATCH method idempotent RFC 5789"
    q4 = "MDN idempotent HTTP methods glossary"
    url = "https://www.rfc-editor.org/rfc/rfc9110.html#section-9.2.2"
    safe = """# RFC 9110: HTTP Semantics

Request for Comments: 9110 - STD: 97 - Category: Standards Track - June 2022

### 9.2.1. Safe Methods

Request methods are considered "safe" if their defined semantics are essentially read-only; i.e., the client does not request, and does not expect, any state change on the origin server as a result of applying a safe method to a target resource. Likewise, reasonable use of a safe method is not expected to cause any harm, loss of property, or unusual burden on the origin server.

This definition of safe methods does not prevent an implementation from including behavior that is potentially harmful, that is not entirely read-only, or that causes side effects while invoking a safe method. What is important, however, is that the client did not request that additional behavior and cannot be held accountable for it. For example, most servers append request information to access log files at the completion of every response, regardless of the method, and that is considered safe even though the log storage might become full and cause the server to fail.

Of the request methods defined by this specification, the GET, HEAD, OPTIONS, and TRACE methods are defined to be safe.

The purpose of distinguishing between safe and unsafe methods is to allow automated retrieval processes (spiders) and cache performance optimization (pre-fetching) to work without fear of causing harm.

| Method | Safe | Idempotent | Reference |
|---|---|---|---|
| CONNECT | no | no | Section 9.3.6 |
| DELETE | no | yes | Section 9.3.5 |
| GET | yes | yes | Section 9.3.1 |
| HEAD | yes | yes | Section 9.3.2 |
| OPTIONS | yes | yes | Section 9.3.7 |
| POST | no | no | Section 9.3.3 |
| PUT | no | yes | Section 9.3.4 |
| TRACE | yes | yes | Section 9.3.8 |

(Table 4 of Section 18.2, "Method Registration", reproduced for reference.)"""
    patch = """# RFC 5789 - PATCH Method for HTTP

Internet Engineering Task Force (IETF) - L. Dusseault (Linden Lab), J. Snell - Request for Comments: 5789 - Category: Standards Track - March 2010

## 2. The PATCH Method

The PATCH method requests that a set of changes described in the request entity be applied to the resource identified by the Request-URI. The set of changes is represented in a format called a "patch document" identified by a media type ...

The difference between the PUT and PATCH requests is reflected in the way the server processes the enclosed entity to modify the resource identified by the Request-URI. In a PUT request, the enclosed entity is considered to be a modified version of the resource stored on the origin server, and the client is requesting that the stored version be replaced. With PATCH, however, the enclosed entity contains a set of instructions describing how a resource currently residing on the origin server should be modified to produce a new version.

PATCH is neither safe nor idempotent as defined by [RFC2616], Section 9.1.

A PATCH request can be issued in such a way as to be idempotent, which also helps prevent bad outcomes from collisions between two PATCH requests on the same resource in a similar time frame. Collisions from multiple PATCH requests may be more dangerous than PUT collisions because some patch formats need to operate from a known base-point or else they will corrupt the resource. Clients using this kind of patch application SHOULD use a conditional request such that the request will fail if the resource has been updated since the client last accessed the resource."""
    mem = {
        "rfc9110_idempotent": "PUT, DELETE and the safe methods are idempotent (RFC 9110 §9.2.2)",
        "rfc9110_retry_client": "A client SHOULD NOT automatically retry a request with a non-idempotent method unless it knows the semantics are idempotent or can detect the original request was never applied (§9.2.2)",
        "rfc9110_retry_proxy": "A proxy MUST NOT automatically retry non-idempotent requests. A client SHOULD NOT automatically retry a failed automatic retry. (§9.2.2)",
    }
    turns = [
        (search(q1), sr(q1, [
            ("https://www.rfc-editor.org/rfc/rfc9110.html#section-9.2.2", "RFC 9110: HTTP Semantics", "9.2.2. Idempotent Methods. A request method is considered \"idempotent\" if the intended effect on the server of multiple identical requests ...", "2022-06-06"),
            ("https://httpwg.org/specs/rfc9110.html#idempotent.methods", "RFC 9110 - HTTP Semantics (httpwg.org)", "Of the request methods defined by this specification, PUT, DELETE, and safe request methods are idempotent ...", "2022-06-06"),
            ("https://datatracker.ietf.org/doc/rfc9110/", "RFC 9110 - HTTP Semantics - IETF Datatracker", "Internet Standard. STD 97. Obsoletes RFC 2818, RFC 7230, RFC 7231 ...", "2022-06-06"),
            ("https://stackoverflow.com/questions/45016234/what-is-idempotency-in-http-methods", "What is idempotency in HTTP methods? - Stack Overflow", "Idempotency means that multiple identical requests will have the same outcome ... POST is not idempotent ...", "2017-07-10"),
        ])),
        (extract(url, "definition of idempotent methods and the rule on automatic retries"), rfc9110_922("SHOULD NOT")),
        (memory("add", dict=mem), added(*mem)),
        (search(q2), sr(q2, [
            ("https://www.rfc-editor.org/rfc/rfc9110.html#section-9.2.1", "RFC 9110: HTTP Semantics", "9.2.1. Safe Methods. Request methods are considered \"safe\" if their defined semantics are essentially read-only ...", "2022-06-06"),
            ("https://developer.mozilla.org/en-US/docs/Glossary/Safe/HTTP", "Safe (HTTP Methods) - MDN Web Docs Glossary", "An HTTP method is safe if it doesn't alter the state of the server ... GET, HEAD, OPTIONS ...", "2024-03-11"),
            ("https://www.iana.org/assignments/http-methods/http-methods.xhtml", "Hypertext Transfer Protocol (HTTP) Method Registry", "Method Name, Safe, Idempotent, Reference ... ACL no yes [RFC3744] ... BASELINE-CONTROL ...", "2024-01-25"),
        ])),
        (extract("https://www.rfc-editor.org/rfc/rfc9110.html#section-9.2.1", "which methods are safe"), safe),
        (memory("add", dict={"rfc9110_safe": "GET, HEAD, OPTIONS, TRACE are safe (§9.2.1); POST, PUT, DELETE, CONNECT are not"}), added("rfc9110_safe")),
        (search(q3), sr(q3, [
            ("https://www.rfc-editor.org/rfc/rfc5789.html", "RFC 5789: PATCH Method for HTTP", "PATCH is neither safe nor idempotent as defined by [RFC2616], Section 9.1 ...", "2010-03-19"),
            ("https://developer.mozilla.org/en-US/docs/Web/HTTP/Methods/PATCH", "PATCH - HTTP | MDN", "A PATCH is not necessarily idempotent, although it can be ... Safe: No. Idempotent: No. Cacheable: Only if freshness information is included ...", "2024-02-20"),
            ("https://stackoverflow.com/questions/28459418/use-of-put-vs-patch-methods-in-rest-api-real-life-scenarios", "Use of PUT vs PATCH methods in REST API real life scenarios", "PATCH is not required to be idempotent ... e.g. a JSON Patch 'add' to an array ...", "2015-02-11"),
        ])),
        (extract("https://www.rfc-editor.org/rfc/rfc5789.html", "is PATCH idempotent"), patch),
        (memory("add", dict={"rfc5789_patch": "PATCH is neither safe nor idempotent (RFC 5789 §2) but can be issued idempotently, e.g. with conditional requests"}), added("rfc5789_patch")),
        (search(q4), sr(q4, [
            ("https://developer.mozilla.org/en-US/docs/Glossary/Idempotent", "Idempotent - MDN Web Docs Glossary", "An HTTP method is idempotent if the intended effect on the server of making a single request is the same as the effect of making several identical requests ... GET, HEAD, PUT, DELETE, OPTIONS, TRACE ...", "2024-04-02"),
            ("https://developer.mozilla.org/en-US/docs/Web/HTTP/Methods", "HTTP request methods - HTTP | MDN", "HTTP defines a set of request methods to indicate the desired action ... GET, HEAD, POST, PUT, DELETE, CONNECT, OPTIONS, TRACE, PATCH ...", "2024-04-15"),
            ("https://restfulapi.net/idempotent-rest-apis/", "Idempotent REST APIs", "POST and PATCH are NOT idempotent; GET, PUT, DELETE, HEAD, OPTIONS and TRACE are idempotent ...", "2023-11-04"),
        ])),
        (extract(url, "exact wording of the retry guidance for clients and proxies"), rfc9110_922("MUST NOT")),
        (memory("retrieve_all"), got({**mem,
                                      "rfc9110_safe": "GET, HEAD, OPTIONS, TRACE are safe (§9.2.1); POST, PUT, DELETE, CONNECT are not",
                                      "rfc5789_patch": "PATCH is neither safe nor idempotent (RFC 5789 §2) but can be issued idempotently, e.g. with conditional requests"})),
    ]
    rs.add(task=T, tid="h26-search-03", system=SEARCH_SYSTEM, turns=turns,
           state=st("Which HTTP methods are idempotent, and what does RFC 9110 require about automatically retrying non-idempotent requests?", "2024-04-22"),
           bad=True, turn=11, kind="a sentence of the published RFC changes (client retry rule SHOULD NOT becomes MUST NOT) between two extractions of the same section")


# ---------------------------------------------------------------- 04 (clean) NVIDIA live quote
def yahoo_nvda(price: str, change: str, stamp: str, after: str, cap: str, volume: str, rng: str, wk52: str) -> str:
    return f"""# NVIDIA Corporation (NVDA) Stock Price, News, Quote & History - Yahoo Finance

NasdaqGS - Nasdaq Real Time Price • USD

**{price}** {change}
{stamp}
{after}

| | |
|---|---|
| Previous Close | 131.38 |
| Open | 131.14 |
| Bid | 0.00 x 100 |
| Ask | 0.00 x 100 |
| Day's Range | {rng} |
| 52 Week Range | {wk52} |
| Volume | {volume} |
| Avg. Volume | 437,201,604 |
| Market Cap (intraday) | {cap} |
| Beta (5Y Monthly) | 1.68 |
| PE Ratio (TTM) | 79.71 |
| EPS (TTM) | 1.70 |
| Earnings Date | Aug 28, 2024 |
| Forward Dividend & Yield | 0.04 (0.03%) |
| Ex-Dividend Date | Jun 11, 2024 |
| 1y Target Est | 131.87 |

Note: prices adjusted for the 10-for-1 stock split effective June 10, 2024."""


def t04(rs: RowSet) -> None:
    q1 = "NVDA stock price today"
    q2 = "Nvidia most valuable company overtakes Microsoft June 18 2024"
    url = "https://finance.yahoo.com/quote/NVDA/"
    reuters = """# Nvidia becomes world's most valuable company as AI rally powers on | Reuters

By Noel Randewich and Sinéad Carew
June 18, 2024 1:58 PM EDT · Updated 2 hours ago

SAN FRANCISCO, June 18 (Reuters) - Nvidia (NVDA.O) became the world's most valuable company on Tuesday, dethroning Microsoft (MSFT.O), as the chipmaker's dominance in artificial intelligence propelled its stock to another record high.

Nvidia's shares were last up 3.1% at $135.40, giving it a market value of about $3.32 trillion, while Microsoft's stock market value was $3.28 trillion. Apple (AAPL.O), which was briefly the most valuable company earlier this month, fell 1.1% to a market value of $3.29 trillion.

Nvidia's stock has surged roughly 170% so far in 2024 and about 9-fold since late 2022, when the launch of ChatGPT ignited enthusiasm for generative AI ...

The company's stock split 10-for-1 took effect on June 10, making shares more accessible to retail investors.

Reporting by Noel Randewich in Oakland, California, and Sinéad Carew in New York; Editing by Richard Chang"""
    turns = [
        (search(q1), sr(q1, [
            ("https://finance.yahoo.com/quote/NVDA/", "NVIDIA Corporation (NVDA) Stock Price, News, Quote & History", "134.87 +3.49 (+2.66%) As of 10:31AM EDT. Market open ...", "2024-06-18"),
            ("https://www.google.com/finance/quote/NVDA:NASDAQ", "NVIDIA Corp (NVDA) Stock Price & News - Google Finance", "134.52 USD +3.14 (2.39%) today ... Jun 18, 10:24:52 AM GMT-4 ...", "2024-06-18"),
            ("https://www.cnbc.com/quotes/NVDA", "NVDA: NVIDIA Corp - Stock Price, Quote and News - CNBC", "NVIDIA Corp NVDA:NASDAQ ... RT Quote | Last NASDAQ LS, VOL From CTA | USD ...", "2024-06-18"),
            ("https://www.nasdaq.com/market-activity/stocks/nvda", "NVIDIA Corporation Common Stock (NVDA) Stock Price - Nasdaq", "Real-time price ... Closed at 131.38 on Jun 17, 2024 ...", "2024-06-17"),
        ])),
        (extract(url, "current price, change today, market cap"),
         yahoo_nvda("135.21", "+3.83 (+2.92%)", "As of 10:47:13 AM EDT. Market Open.", "", "3.317T", "98,412,330", "130.69 - 135.62", "39.23 - 135.62")),
        (memory("add", dict={"nvda_price": "135.21 (+2.92%) at 10:47 EDT 2024-06-18, intraday", "nvda_prev_close": 131.38, "nvda_mktcap": "3.317T intraday (Yahoo)"}),
         added("nvda_price", "nvda_prev_close", "nvda_mktcap")),
        (search(q2), sr(q2, [
            ("https://www.reuters.com/technology/nvidia-becomes-worlds-most-valuable-company-2024-06-18/", "Nvidia becomes world's most valuable company as AI rally powers on | Reuters", "Nvidia's shares were last up 3.1% at $135.40, giving it a market value of about $3.32 trillion ...", "2024-06-18"),
            ("https://www.cnbc.com/2024/06/18/nvidia-passes-microsoft-in-market-cap-is-most-valuable-public-company.html", "Nvidia passes Microsoft in market cap, becomes most valuable public company", "Nvidia shares rose more than 3% on Tuesday ... 32 minutes ago", "2024-06-18"),
            ("https://www.bloomberg.com/news/articles/2024-06-18/nvidia-becomes-world-s-most-valuable-company", "Nvidia Tops Microsoft to Become World's Most Valuable Company", "Nvidia Corp. overtook Microsoft Corp. as the world's most valuable company ... 1 hour ago", "2024-06-18"),
        ])),
        (extract("https://www.reuters.com/technology/nvidia-becomes-worlds-most-valuable-company-2024-06-18/", "price and market value when it passed Microsoft"), reuters),
        (extract(url, "closing price and after-hours move today"),
         yahoo_nvda("135.58", "+4.20 (+3.20%)", "At close: June 18 at 4:00:00 PM EDT", "After hours: 135.94 +0.36 (+0.27%) as of 5:12:40 PM EDT", "3.326T", "274,007,048", "130.69 - 136.33", "39.23 - 136.33")),
        (memory("update", dict={"nvda_price": "135.58 close 2024-06-18 (+4.20, +3.20%); after hours 135.94 at 17:12 EDT", "nvda_mktcap": "3.326T at close (Yahoo); Reuters intraday ~$3.32T"}),
         updated("nvda_price", "nvda_mktcap")),
        (memory("retrieve_all"), got({
            "nvda_price": "135.58 close 2024-06-18 (+4.20, +3.20%); after hours 135.94 at 17:12 EDT",
            "nvda_prev_close": 131.38,
            "nvda_mktcap": "3.326T at close (Yahoo); Reuters intraday ~$3.32T",
        })),
    ]
    rs.add(task=T, tid="h26-search-04", system=SEARCH_SYSTEM, turns=turns,
           state=st("What is NVIDIA's share price and market capitalisation today, and how did the stock move during the session?", "2024-06-18"))


# ---------------------------------------------------------------- 05 (clean) Polarstern position
def vf_polarstern(stamp: str, ago: str, lat: str, lon: str, course: str, speed: str, eta: str, dist: str) -> str:
    return f"""# POLARSTERN, Research/Survey Vessel - Details and current position - IMO 8013132 - VesselFinder

| Voyage data | |
|---|---|
| Destination | BREMERHAVEN |
| ETA | {eta} |
| Predicted ETA | - |
| Distance / Time | {dist} |
| Course / Speed | {course} / {speed} |
| Current draught | 10.5 m |
| Navigation status | Under way using engine |
| Position received | {ago} |
| Latitude / Longitude | {lat} / {lon} |
| Last update (UTC) | {stamp} |

| Vessel particulars | |
|---|---|
| IMO number | 8013132 |
| MMSI | 211202460 |
| Callsign | DBLK |
| Flag | Germany |
| Vessel type | Research/Survey Vessel |
| Gross tonnage | 12,614 |
| Length overall x Breadth | 118 x 25 m |
| Year of build | 1982 |
| Home port | Bremerhaven |

*Position from AIS. Terrestrial coverage may be intermittent in the Norwegian Sea.*"""


def t05(rs: RowSet) -> None:
    q1 = "Polarstern current position"
    vf = "https://www.vesselfinder.com/vessels/details/8013132"
    awi = """# Where is Polarstern? | Alfred-Wegener-Institut

**Current expedition: PS143 (Tromsø - Bremerhaven)**
Chief scientist: Dr. Katrin Lindner
Start: 02.10.2024, Tromsø
End: 19.10.2024, Bremerhaven (planned)

## Weekly report 2 (14 October 2024)
After completing the last CTD and mooring recovery stations on the continental slope off the Lofoten on Monday evening, Polarstern will steam south along the Norwegian coast. All 31 moorings planned for this leg have been recovered or redeployed. The ship is expected to reach the Weser estuary on Saturday morning; the scientific party will leave the ship in Bremerhaven after arrival. Polarstern then enters a shipyard period until mid-November.

Position (daily noon report, 14.10.2024 12:00 UTC): 69°58' N, 15°41' E
Air temperature 4.1 °C, wind WSW 6 Bft, sea state 4

*The weekly reports are published every Monday.*"""
    mt = """# POLARSTERN - Research/Survey Vessel, IMO 8013132 | MarineTraffic

**Position:** 69.44 N / 14.89 E (Norwegian Sea)
**Status:** Underway using engine
**Speed / Course:** 11.4 kn / 214°
**Destination:** BREMERHAVEN
**Reported ETA:** Oct 19 08:00
**Position received:** 1 hour ago (source: T-AIS)
**Last port:** TROMSO (NO) - ATD: 2024-10-02 08:14 LT

Live tracking for latest positions requires a MarineTraffic account."""
    turns = [
        (search(q1), sr(q1, [
            ("https://www.vesselfinder.com/vessels/details/8013132", "POLARSTERN, Research/Survey Vessel - IMO 8013132 - VesselFinder", "Current position: Norwegian Sea, reported 14 minutes ago. Destination BREMERHAVEN, ETA Oct 19 ...", "2024-10-15"),
            ("https://www.awi.de/en/expedition/ships/polarstern/where-is-polarstern.html", "Where is Polarstern? | Alfred-Wegener-Institut", "Current expedition: PS143 (Tromsø - Bremerhaven) ... weekly report 2 ...", "2024-10-14"),
            ("https://www.marinetraffic.com/en/ais/details/ships/imo:8013132", "POLARSTERN - Research/Survey Vessel, IMO 8013132 | MarineTraffic", "Position received 2 hours ago ... Underway using engine ...", "2024-10-15"),
            ("https://en.wikipedia.org/wiki/RV_Polarstern", "RV Polarstern - Wikipedia", "Polarstern is a German research icebreaker of the Alfred Wegener Institute ... commissioned in 1982 ...", "2024-08-21"),
        ])),
        (extract(vf, "current position, speed, destination and ETA"),
         vf_polarstern("Oct 15, 2024 09:46 UTC", "14 min ago", "69.400° N", "14.800° E", "213.0°", "11.3 kn", "Oct 19, 08:00", "612 nm / 2 days 6 h")),
        (extract("https://www.awi.de/en/expedition/ships/polarstern/where-is-polarstern.html", "expedition schedule and planned arrival"), awi),
        (memory("add", dict={"polarstern_pos": "69.400N 14.800E, 11.3 kn, course 213, VesselFinder 09:46 UTC 2024-10-15", "polarstern_eta": "Oct 19 08:00 (AIS); AWI plans end of PS143 in Bremerhaven on 19.10.2024", "expedition": "PS143 Tromsø-Bremerhaven, 02.10-19.10.2024"}),
         added("polarstern_pos", "polarstern_eta", "expedition")),
        (extract("https://www.marinetraffic.com/en/ais/details/ships/imo:8013132", "position and ETA as a second source"), mt),
        (extract(vf, "latest position and any change in ETA"),
         vf_polarstern("Oct 15, 2024 11:09 UTC", "3 min ago", "69.181° N", "14.352° E", "212.6°", "11.8 kn", "Oct 19, 06:00", "596 nm / 2 days 2 h")),
        (memory("update", dict={"polarstern_pos": "69.181N 14.352E, 11.8 kn, course 212.6, VesselFinder 11:09 UTC 2024-10-15", "polarstern_eta": "Oct 19 06:00 (AIS, revised from 08:00); AWI plans 19.10.2024"}),
         updated("polarstern_pos", "polarstern_eta")),
        (memory("retrieve_all"), got({
            "polarstern_pos": "69.181N 14.352E, 11.8 kn, course 212.6, VesselFinder 11:09 UTC 2024-10-15",
            "polarstern_eta": "Oct 19 06:00 (AIS, revised from 08:00); AWI plans 19.10.2024",
            "expedition": "PS143 Tromsø-Bremerhaven, 02.10-19.10.2024",
        })),
    ]
    rs.add(task=T, tid="h26-search-05", system=SEARCH_SYSTEM, turns=turns,
           state=st("Where is the research icebreaker Polarstern right now, and when is it expected in Bremerhaven?", "2024-10-15"))


# ---------------------------------------------------------------- 06 (bad) Inari population (memory update reads old)
def t06(rs: RowSet) -> None:
    q1 = "Inari kunta väkiluku 2023 Tilastokeskus ennakko"
    q2 = "Inari pinta-ala maa-ala km2 Maanmittauslaitos 2024"
    q3 = "Tilastokeskus väestörakenne 2023 lopullinen kunnittain Inari"
    prelim = """# Preliminary population statistics 2023, December | Statistics Finland

Published: 26 January 2024

**Finland's population was 5,604,151 at the end of December 2023 (preliminary data)**

According to Statistics Finland's preliminary data, Finland's population grew by 40,181 persons during 2023. Population growth was entirely due to migration gain from abroad; the number of deaths exceeded births by 17,683.

## Appendix table 3. Preliminary population by municipality, December 2023 (selection: Lapland)

| Municipality | Population 31.12.2023 (preliminary) | Change during 2023 |
|---|---:|---:|
| Enontekiö | 1,843 | -22 |
| Inari | 6,939 | +10 |
| Kittilä | 6,512 | +49 |
| Muonio | 2,368 | +13 |
| Pelkosenniemi | 892 | -14 |
| Savukoski | 978 | -11 |
| Sodankylä | 8,160 | -43 |
| Utsjoki | 1,178 | -9 |

The final population data for 2023 will be published on 26 April 2024. Preliminary figures may differ from the final data, especially for small municipalities."""
    mml = """# Areas of municipalities 1 January 2024 | National Land Survey of Finland (Maanmittauslaitos)

Total area, land area and water areas by municipality, km². Reference date 1.1.2024.

| Municipality | Total area | Land area | Inland waters | Sea |
|---|---:|---:|---:|---:|
| Enontekiö | 8,391.44 | 7,952.62 | 438.82 | 0.00 |
| Inari | 17,333.58 | 15,052.43 | 2,281.15 | 0.00 |
| Kittilä | 8,262.96 | 8,094.85 | 168.11 | 0.00 |
| Sodankylä | 12,415.56 | 11,693.74 | 721.82 | 0.00 |
| Utsjoki | 5,370.73 | 5,145.63 | 225.10 | 0.00 |

Inari is the largest municipality in Finland by total area and by land area."""
    final = """# Population structure 2023 | Statistics Finland

Published: 26 April 2024

**Finland's population at the end of 2023 was 5,603,851**

The population grew by 40,101 persons in 2023. The share of persons aged 65 or over rose to 23.6 per cent.

## Table: Population and population density by municipality, 31 December 2023 (selection: Lapland)

| Municipality | Population 31.12.2023 | Land area, km² | Inhabitants per km² of land |
|---|---:|---:|---:|
| Enontekiö | 1,845 | 7,952.62 | 0.2 |
| Inari | 6,952 | 15,052.43 | 0.5 |
| Kittilä | 6,519 | 8,094.85 | 0.8 |
| Muonio | 2,371 | 1,904.34 | 1.2 |
| Sodankylä | 8,173 | 11,693.74 | 0.7 |
| Utsjoki | 1,179 | 5,145.63 | 0.2 |

These are the final statistics for 2023; they replace the preliminary data published in January 2024."""
    turns = [
        (search(q1), sr(q1, [
            ("https://stat.fi/en/publication/clrb8jv7s2u7w0bw4p1spbl5l", "Preliminary population statistics 2023, December | Statistics Finland", "Finland's population was 5,604,151 at the end of December 2023 (preliminary data) ...", "2024-01-26"),
            ("https://www.inari.fi/fi/tietoa-inarista/inari-lukuina.html", "Inari lukuina | Inarin kunta", "Asukasluku noin 6 900 ... pinta-ala 17 333 km² ...", "2023-09-04"),
            ("https://fi.wikipedia.org/wiki/Inari_(kunta)", "Inari (kunta) - Wikipedia", "Inari on Suomen pinta-alaltaan suurin kunta ... väkiluku 6 929 (31.8.2023) ...", "2024-01-02"),
        ])),
        (extract("https://stat.fi/en/publication/clrb8jv7s2u7w0bw4p1spbl5l", "Inari population at end of 2023"), prelim),
        (memory("add", dict={"inari_pop_2023": "6,939 (preliminary, stat.fi, Dec 2023)", "source_pop": "stat.fi preliminary population statistics, published 2024-01-26"}),
         added("inari_pop_2023", "source_pop")),
        (search(q2), sr(q2, [
            ("https://www.maanmittauslaitos.fi/en/maps-and-spatial-data/datasets-and-interfaces/areas-municipalities", "Areas of municipalities 1 January 2024 | Maanmittauslaitos", "Inari 17,333.58 km² total ... land area 15,052.43 ...", "2024-01-05"),
            ("https://www.inari.fi/fi/tietoa-inarista/inari-lukuina.html", "Inari lukuina | Inarin kunta", "... pinta-ala 17 333 km², josta vesistöjä 2 281 km² ...", "2023-09-04"),
        ])),
        (extract("https://www.maanmittauslaitos.fi/en/maps-and-spatial-data/datasets-and-interfaces/areas-municipalities", "land area of Inari"), mml),
        (memory("add", dict={"inari_land_km2": 15052.43}), added("inari_land_km2")),
        (search(q3), sr(q3, [
            ("https://stat.fi/en/publication/cln4tzfyf6ybw0bw4bn5vqjeo", "Population structure 2023 | Statistics Finland", "Finland's population at the end of 2023 was 5,603,851 ... final statistics ...", "2024-04-26"),
            ("https://pxdata.stat.fi/PxWeb/pxweb/en/StatFin/StatFin__vaerak/statfin_vaerak_pxt_11ra.px/", "Key figures on population by region, 1990-2023 | PxWeb", "Population 31 Dec, Inari ... Land area ... Population density ...", "2024-04-26"),
        ])),
        (extract("https://stat.fi/en/publication/cln4tzfyf6ybw0bw4bn5vqjeo", "final population of Inari at 31.12.2023 and density"), final),
        (memory("update", dict={"inari_pop_2023": "6,952 (final, stat.fi, released 2024-04-26)"}), updated("inari_pop_2023")),
        (memory("retrieve_all"), got({
            "inari_pop_2023": "6,939 (preliminary, stat.fi, Dec 2023)",
            "source_pop": "stat.fi preliminary population statistics, published 2024-01-26",
            "inari_land_km2": 15052.43,
        })),
    ]
    rs.add(task=T, tid="h26-search-06", system=SEARCH_SYSTEM, turns=turns,
           state=st("What was the population of the municipality of Inari (Finland) at the end of 2023, its land area, and its population density?", "2024-05-20"),
           bad=True, turn=10, kind="memory key updated to the final population reads back the old preliminary value")


# ---------------------------------------------------------------- 07 (clean) iPhone 15 batteries (memory edits)
def t07(rs: RowSet) -> None:
    q1 = "iPhone 15 battery capacity mAh iPhone 15 Plus"
    q2 = "iPhone 15 Pro Max battery mAh regulatory filing"
    gsm = """# Apple iPhone 15 - Full phone specifications | GSMArena.com

| NETWORK | Technology | GSM / CDMA / HSPA / EVDO / LTE / 5G |
|---|---|---|
| LAUNCH | Announced | 2023, September 12 |
| | Status | Available. Released 2023, September 22 |
| BODY | Dimensions | 147.6 x 71.6 x 7.8 mm |
| | Weight | 171 g (6.03 oz) |
| DISPLAY | Type | Super Retina XDR OLED, HDR10, Dolby Vision, 1000 nits (HBM), 2000 nits (peak) |
| | Size | 6.1 inches, 91.7 cm² (~86.4% screen-to-body ratio) |
| PLATFORM | Chipset | Apple A16 Bionic (4 nm) |
| MEMORY | Internal | 128GB 6GB RAM, 256GB 6GB RAM, 512GB 6GB RAM |
| BATTERY | Type | Li-Ion 3349 mAh, non-removable (12.98 Wh) |
| | Charging | Wired, PD2.0, 50% in 30 min (advertised); 15W wireless (MagSafe); 15W wireless (Qi2) |
| MISC | Price | $ 729.00 / € 749.00 / £ 699.00 (current street prices) |

Launch price (US): $799 (128GB).

Related: Apple iPhone 15 Plus - Li-Ion 4383 mAh (17.05 Wh), launch price $899."""
    apple = """# iPhone 15 Pro and iPhone 15 Pro Max - Technical Specifications - Apple

| | iPhone 15 Pro | iPhone 15 Pro Max |
|---|---|---|
| Capacity | 128GB, 256GB, 512GB, 1TB | 256GB, 512GB, 1TB |
| Price (US, at launch) | From $999 | From $1199 |
| Display | 6.1-inch Super Retina XDR | 6.7-inch Super Retina XDR |
| Chip | A17 Pro chip | A17 Pro chip |
| Video playback | Up to 23 hours | Up to 29 hours |
| Video playback (streamed) | Up to 20 hours | Up to 25 hours |
| Audio playback | Up to 75 hours | Up to 95 hours |
| Power | Built-in rechargeable lithium-ion battery; MagSafe wireless charging up to 15W; Qi2 wireless charging up to 15W; Fast-charge capable: up to 50% charge in around 30 minutes with 20W adapter or higher | same |

Apple does not publish battery capacity in mAh."""
    turns = [
        (search(q1), sr(q1, [
            ("https://www.gsmarena.com/apple_iphone_15-12559.php", "Apple iPhone 15 - Full phone specifications", "Battery: Li-Ion 3349 mAh, non-removable (12.98 Wh) ... Launch price $799 ...", "2024-01-12"),
            ("https://www.gsmarena.com/apple_iphone_15_plus-12558.php", "Apple iPhone 15 Plus - Full phone specifications", "Battery: Li-Ion 4383 mAh, non-removable (17.05 Wh) ...", "2024-01-10"),
            ("https://www.macrumors.com/2023/09/13/iphone-15-battery-capacities/", "iPhone 15 Battery Capacities Revealed in Chinese Regulatory Database", "iPhone 15: 3,349 mAh; iPhone 15 Plus: 4,383 mAh; iPhone 15 Pro: 3,274 mAh; iPhone 15 Pro Max: 4,422 mAh ...", "2023-09-13"),
        ])),
        (extract("https://www.gsmarena.com/apple_iphone_15-12559.php", "battery capacity and launch price"), gsm),
        (memory("add", dict={"ip15": {"mAh": 3349, "price_usd": 799}, "ip15plus": {"mAh": 4383, "price_usd": 899}}), added("ip15", "ip15plus")),
        (extract("https://www.apple.com/iphone-15-pro/specs/", "launch prices and battery life of the Pro models"), apple),
        (memory("add", dict={"ip15pro": {"price_usd": 999, "video_hours": 23}, "ip15promax": {"price_usd": 1199, "video_hours": 29}}), added("ip15pro", "ip15promax")),
        (search(q2), sr(q2, [
            ("https://www.macrumors.com/2023/09/13/iphone-15-battery-capacities/", "iPhone 15 Battery Capacities Revealed in Chinese Regulatory Database", "... iPhone 15 Pro: 3,274 mAh (vs. 3,200 mAh on iPhone 14 Pro); iPhone 15 Pro Max: 4,422 mAh (vs. 4,323 mAh) ...", "2023-09-13"),
            ("https://www.gsmarena.com/apple_iphone_15_pro_max-12548.php", "Apple iPhone 15 Pro Max - Full phone specifications", "Battery: Li-Ion 4441 mAh, non-removable (17.11 Wh) ...", "2024-01-14"),
            ("https://9to5mac.com/2023/09/19/iphone-15-pro-max-battery-anatel/", "iPhone 15 Pro Max battery capacity confirmed by Brazil's Anatel", "Anatel listing shows a 4,422 mAh cell for the iPhone 15 Pro Max ...", "2023-09-19"),
        ])),
        (memory("update", dict={"ip15pro": {"price_usd": 999, "video_hours": 23, "mAh": 3274}, "ip15promax": {"price_usd": 1199, "video_hours": 29, "mAh": "4422 (TENAA/Anatel; GSMArena lists 4441)"}}),
         updated("ip15pro", "ip15promax")),
        (memory("remove", key_list=["ip15plus"]), removed("ip15plus")),
        (memory("retrieve", key_list=["ip15plus", "ip15"]), got({"ip15": {"mAh": 3349, "price_usd": 799}}, missing=("ip15plus",))),
        (memory("retrieve_all"), got({
            "ip15": {"mAh": 3349, "price_usd": 799},
            "ip15pro": {"price_usd": 999, "video_hours": 23, "mAh": 3274},
            "ip15promax": {"price_usd": 1199, "video_hours": 29, "mAh": "4422 (TENAA/Anatel; GSMArena lists 4441)"},
        })),
    ]
    rs.add(task=T, tid="h26-search-07", system=SEARCH_SYSTEM, turns=turns,
           state=st("Compare battery capacity (mAh) and US launch price of the iPhone 15, 15 Pro and 15 Pro Max.", "2024-01-15"))


# ---------------------------------------------------------------- 08 (bad) Falkland Islands election
def fig_results(stanley_valid: str) -> str:
    return f"""# General Election 2021 - Declaration of Results | Falkland Islands Government

Published: 5 November 2021, 02:40
Returning Officer's declaration, Town Hall, Stanley. Polling day: Thursday 4 November 2021.

## Stanley Constituency (5 seats; each elector may vote for up to 5 candidates)

| Candidate | Votes | |
|---|---:|---|
| Janet LOWE | 782 | Elected |
| Peter HUTTON | 741 | Elected |
| Andrea CLIFTON | 698 | Elected |
| Martin FORD | 655 | Elected |
| Derek PITALUGA | 603 | Elected |
| Sue JAFFRAY | 588 | |
| Leona ROBERTS | 421 | |
| Colin BERNTSEN | 397 | |
| Alan McKAY | 255 | |

Electorate: 1,762 - Ballot papers issued: 1,131 - Rejected ballot papers: 7 - Valid ballot papers: {stanley_valid} - Total votes cast for candidates: 5,140 - Turnout: 64.2%

## Camp Constituency (3 seats; each elector may vote for up to 3 candidates)

| Candidate | Votes | |
|---|---:|---|
| Kevin SHORT | 201 | Elected |
| Ruth MARSH | 188 | Elected |
| Nigel KNIGHT | 162 | Elected |
| Tony BOWLES | 147 | |
| Jane ROBSON | 69 | |

Electorate: 330 - Ballot papers issued: 262 - Rejected ballot papers: 2 - Valid ballot papers: 260 - Total votes cast for candidates: 767 - Turnout: 79.4%

The eight Members elected will take their seats in the Legislative Assembly at its first sitting on 11 November 2021."""


def t08(rs: RowSet) -> None:
    q1 = "Falkland Islands general election 2021 results Stanley Camp turnout"
    q2 = "Penguin News election 2021 new Legislative Assembly"
    q3 = "Falkland Islands general election 2017 results turnout Stanley"
    url = "https://www.falklands.gov.fk/policy/elections/general-election-2021-results"
    pn = """# Five new faces as Islanders elect new Assembly | Penguin News

Friday 5 November 2021

THE Falkland Islands have a new Legislative Assembly after an election in which five of the eight Members elected had never sat in the House before.

Janet Lowe topped the Stanley poll with 782 votes, followed by Peter Hutton (741) and Andrea Clifton (698). Martin Ford and Derek Pitaluga took the remaining Stanley seats, Mr Pitaluga finishing just 15 votes ahead of Sue Jaffray.

In Camp, sitting Member Kevin Short was returned with 201 votes alongside newcomers Ruth Marsh and Nigel Knight.

Turnout in Stanley was 64 per cent, with 1,131 ballot papers issued, down from just over 70 per cent in 2017. Camp turnout was 79 per cent.

The count, held in the Town Hall, finished shortly before 2.30am. The new Assembly meets for the first time next Thursday, when the Speaker and the Members of the Executive Council will be chosen."""
    r2017 = """# General Election 2017 - Results | Falkland Islands Government

Published: 15 November 2017

## Stanley Constituency (5 seats)
Electorate: 1,712 - Ballot papers issued: 1,205 - Rejected: 5 - Valid ballot papers: 1,200 - Turnout: 70.4%
Elected: Barry ELSBY (862), Mark POLLARD (811), Gavin SHORT (799), Stacy BRAGGER (702), Leona ROBERTS (655)

## Camp Constituency (3 seats)
Electorate: 339 - Ballot papers issued: 287 - Rejected: 1 - Valid ballot papers: 286 - Turnout: 84.7%
Elected: Ian HANSEN (220), Roger EDWARDS (198), Teslyn BARKMAN (176)

Full candidate tables are available in the attached PDF (Results_GE2017.pdf, 212 KB)."""
    stanley = {"electorate": 1762, "issued": 1131, "rejected": 7, "valid": 1124, "turnout_pct": 64.2}
    camp = {"electorate": 330, "issued": 262, "rejected": 2, "valid": 260, "turnout_pct": 79.4}
    s17 = {"electorate": 1712, "issued": 1205, "valid": 1200, "turnout_pct": 70.4}
    c17 = {"electorate": 339, "issued": 287, "valid": 286, "turnout_pct": 84.7}
    elected = {"stanley": ["Janet Lowe", "Peter Hutton", "Andrea Clifton", "Martin Ford", "Derek Pitaluga"], "camp": ["Kevin Short", "Ruth Marsh", "Nigel Knight"]}
    turns = [
        (search(q1), sr(q1, [
            (url, "General Election 2021 - Declaration of Results | Falkland Islands Government", "Stanley Constituency (5 seats) ... Electorate: 1,762 - Ballot papers issued: 1,131 ... Turnout: 64.2% ...", "2021-11-05"),
            ("https://www.penguin-news.com/news/five-new-faces-as-islanders-elect-new-assembly", "Five new faces as Islanders elect new Assembly | Penguin News", "Janet Lowe topped the Stanley poll with 782 votes ...", "2021-11-05"),
            ("https://en.wikipedia.org/wiki/2021_Falkland_Islands_general_election", "2021 Falkland Islands general election - Wikipedia", "The 2021 Falkland Islands general election was held on 4 November 2021 to elect all eight members of the Legislative Assembly ...", "2024-02-11"),
            ("https://www.mercopress.com/2021/11/05/falklands-general-election-results", "Falklands general election: results and the new Legislative Assembly - MercoPress", "Five new members ... turnout lower than in 2017 ...", "2021-11-05"),
        ])),
        (extract(url, "turnout and valid ballots in Stanley and Camp"), fig_results("1,124")),
        (memory("add", dict={"stanley_2021": stanley}), added("stanley_2021")),
        (search(q2), sr(q2, [
            ("https://www.penguin-news.com/news/five-new-faces-as-islanders-elect-new-assembly", "Five new faces as Islanders elect new Assembly | Penguin News", "Turnout in Stanley was 64 per cent ... Camp turnout was 79 per cent ...", "2021-11-05"),
            ("https://www.penguin-news.com/news/speaker-chosen-at-first-sitting", "Speaker chosen at first sitting of new Assembly | Penguin News", "... the first sitting on 11 November ...", "2021-11-12"),
        ])),
        (extract("https://www.penguin-news.com/news/five-new-faces-as-islanders-elect-new-assembly", "local report of the count and turnout"), pn),
        (memory("add", dict={"camp_2021": camp}), added("camp_2021")),
        (search(q3), sr(q3, [
            ("https://www.falklands.gov.fk/policy/elections/general-election-2017-results", "General Election 2017 - Results | Falkland Islands Government", "Stanley ... Turnout: 70.4% ... Camp ... Turnout: 84.7% ...", "2017-11-15"),
            ("https://en.wikipedia.org/wiki/2017_Falkland_Islands_general_election", "2017 Falkland Islands general election - Wikipedia", "The election was held on 9 November 2017 ...", "2023-06-30"),
        ])),
        (extract("https://www.falklands.gov.fk/policy/elections/general-election-2017-results", "2017 turnout for comparison"), r2017),
        (memory("add", dict={"stanley_2017": s17, "camp_2017": c17}), added("stanley_2017", "camp_2017")),
        (extract(url, "list of elected members in both constituencies"), fig_results("1,142")),
        (memory("add", dict={"elected_2021": elected}), added("elected_2021")),
        (memory("retrieve_all"), got({"stanley_2021": stanley, "camp_2021": camp, "stanley_2017": s17, "camp_2017": c17, "elected_2021": elected})),
    ]
    rs.add(task=T, tid="h26-search-08", system=SEARCH_SYSTEM, turns=turns,
           state=st("Compare turnout in the Stanley and Camp constituencies at the 2021 and 2017 Falkland Islands general elections.", "2024-03-27"),
           bad=True, turn=10, kind="valid ballot count for Stanley differs between two extractions of the same results page with the same publication stamp")


# ---------------------------------------------------------------- 09 (bad) Tesla Q1 2024 deliveries
def t09(rs: RowSet) -> None:
    q1 = "Tesla Q1 2024 deliveries"
    q2 = "Tesla Q1 2023 deliveries 422,875"
    pr_url = "https://ir.tesla.com/press-release/tesla-vehicle-production-deliveries-and-date-financial-results-webcast-first-quarter-2024"
    pr = """# Tesla Vehicle Production & Deliveries and Date for Financial Results & Webcast for First Quarter 2024

AUSTIN, Texas, April 2, 2024 - In the first quarter, we produced approximately 433,000 vehicles and delivered approximately 387,000 vehicles. We also deployed 4,053 MWh of energy storage products in Q1, the second highest quarterly deployment ever.

Our Q1 results were impacted by the early phase of the production ramp of the updated Model 3 at our Fremont factory and factory shutdowns resulting from shipping diversions caused by the Red Sea conflict and an arson attack at Gigafactory Berlin.

| | Production | Deliveries | Subject to operating lease accounting |
|---|---:|---:|---:|
| Model 3/Y | 412,376 | 369,783 | 2% |
| Other Models | 20,995 | 17,027 | 5% |
| Total | 433,371 | 386,810 | 2% |

Tesla will post its financial results for the first quarter of 2024 after market close on Tuesday, April 23, 2024. At that time, Tesla will issue a brief advisory containing a link to the Q1 2024 update, which will be available on Tesla's Investor Relations website.

*Our delivery count should be viewed as slightly conservative, as we only count a car as delivered if it is transferred to the end customer and all paperwork is correct.*"""
    reuters = """# Tesla's quarterly deliveries fall for first time in nearly four years | Reuters

By Akash Sriram and Abhirup Roy
April 2, 2024 5:55 PM GMT+1

April 2 (Reuters) - Tesla (TSLA.O) reported its first drop in quarterly deliveries in nearly four years on Tuesday, as price cuts failed to boost demand for its aging lineup of electric vehicles amid high interest rates and rising competition from Chinese rivals.

The company delivered 386,810 vehicles in the first three months of the year, down 8.5% from 422,875 a year earlier. Analysts had expected 449,080 deliveries, according to Visible Alpha.

Tesla said production was hit by the early phase of the Model 3 ramp at its Fremont factory, factory shutdowns due to shipping diversions caused by the Red Sea conflict and an arson attack at its Berlin plant ...

Shares were down 5% in afternoon trading."""
    turns = [
        (search(q1), sr(q1, [
            (pr_url, "Tesla Vehicle Production & Deliveries and Date for Financial Results & Webcast for First Quarter 2024", "In the first quarter, we produced approximately 433,000 vehicles and delivered approximately 387,000 vehicles ...", "2024-04-02"),
            ("https://www.reuters.com/business/autos-transportation/teslas-quarterly-deliveries-fall-first-time-nearly-four-years-2024-04-02/", "Tesla's quarterly deliveries fall for first time in nearly four years | Reuters", "Tesla reported its first drop in quarterly deliveries in nearly four years on Tuesday, as price cuts failed to boost demand ...", "2024-04-02"),
            ("https://www.cnbc.com/2024/04/02/tesla-tsla-q1-2024-vehicle-delivery-numbers.html", "Tesla (TSLA) Q1 2024 vehicle delivery numbers - CNBC", "Tesla reported first-quarter vehicle production and deliveries ... a decline from a year earlier ...", "2024-04-02"),
            ("https://electrek.co/2024/04/02/tesla-tsla-q1-2024-deliveries/", "Tesla (TSLA) Q1 2024 deliveries: big miss, first decline in years - Electrek", "Tesla just released its production and delivery results for Q1 2024 ...", "2024-04-02"),
        ])),
        (extract(pr_url, "exact Q1 2024 production and delivery totals by model"), pr),
        (search(q2), sr(q2, [
            ("https://ir.tesla.com/press-release/tesla-q1-2023-vehicle-production-deliveries", "Tesla Q1 2023 Vehicle Production & Deliveries", "In the first quarter, we produced over 440,000 vehicles and delivered over 422,000 vehicles ... Total deliveries 422,875 ...", "2023-04-02"),
            (pr_url, "Tesla Vehicle Production & Deliveries and Date for Financial Results & Webcast for First Quarter 2024", "... Deliveries: Model 3/Y 369,783; Other Models 17,027; Total 368,810 ...", "2024-04-02"),
            ("https://www.reuters.com/business/autos-transportation/tesla-first-quarter-deliveries-rise-36-2023-04-02/", "Tesla first-quarter deliveries rise 36% | Reuters", "Tesla delivered 422,875 vehicles in the first quarter of 2023 ...", "2023-04-02"),
        ])),
        (extract("https://www.reuters.com/business/autos-transportation/teslas-quarterly-deliveries-fall-first-time-nearly-four-years-2024-04-02/", "year-over-year change and analyst expectations"), reuters),
        (memory("add", dict={"q1_2024_deliveries": 386810, "q1_2023_deliveries": 422875, "yoy_change_pct": -8.5, "consensus_q1_2024": "449,080 (Visible Alpha, via Reuters)"}),
         added("q1_2024_deliveries", "q1_2023_deliveries", "yoy_change_pct", "consensus_q1_2024")),
        (memory("retrieve_all"), got({"q1_2024_deliveries": 386810, "q1_2023_deliveries": 422875, "yoy_change_pct": -8.5, "consensus_q1_2024": "449,080 (Visible Alpha, via Reuters)"})),
    ]
    rs.add(task=T, tid="h26-search-09", system=SEARCH_SYSTEM, turns=turns,
           state=st("How many vehicles did Tesla deliver in Q1 2024, and how does that compare with Q1 2023?", "2024-04-05"),
           bad=True, turn=3, kind="search snippet of the already-extracted Tesla press release shows a different Q1 2024 delivery total than the page")


# ---------------------------------------------------------------- 10 (clean) Sansevieria -> Dracaena
def t10(rs: RowSet) -> None:
    q1 = "Sansevieria trifasciata accepted name Dracaena trifasciata"
    q2 = "Sansevieria sunk into Dracaena phylogeny Takawira-Nyenya 2018"
    powo_s = """# Sansevieria trifasciata Prain | Plants of the World Online | Kew Science

**This name is a synonym of *Dracaena trifasciata* (Prain) Mabb.**

First published in Bengal Pl. 2: 1054 (1903)

| | |
|---|---|
| Family | Asparagaceae |
| Homotypic synonym of | *Dracaena trifasciata* (Prain) Mabb. |
| Status | Synonym |
| IPNI ID | 536731-1 |

The native range of this species is Nigeria to Congo. It is a succulent subshrub and grows primarily in the seasonally dry tropical biome.

*Kew Backbone Distributions and names: World Checklist of Vascular Plants (WCVP), accessed through POWO.*"""
    powo_d = """# Dracaena trifasciata (Prain) Mabb. | Plants of the World Online | Kew Science

**This species is accepted**, and its native range is Nigeria to Congo.

First published in Mabberley's Pl.-Book, ed. 4: 1102 (2017)

| | |
|---|---|
| Family | Asparagaceae |
| Basionym | *Sansevieria trifasciata* Prain (1903) |
| Homotypic synonyms | *Sansevieria trifasciata* Prain; *Sansevieria trifasciata* var. *laurentii* (De Wild.) N.E.Br. (heterotypic) |
| Synonyms total | 9 |
| Common names | snake plant, mother-in-law's tongue |
| IPNI ID | 77184069-1 |

## General information
Perennial with stout rhizome. Leaves 2-6 per fascicle, erect, linear-lanceolate, 30-120 cm, banded with light and dark green ... Widely cultivated as a house plant and naturalised in many tropical regions."""
    tropicos = """# Sansevieria trifasciata Prain | Tropicos

**Name:** Sansevieria trifasciata Prain
**Published In:** Bengal Plants 2: 1054. 1903
**Family:** Dracaenaceae (APG placement: Asparagaceae)
**Name Status:** Legitimate
**Accepted Name (Tropicos):** not evaluated
**Annotation:** Type from Nigeria/Congo; widely cultivated.

| Specimens | 214 |
|---|---|
| Images | 37 |
| Distribution records | 58 |

*Tropicos does not necessarily reflect recent taxonomic changes; consult regional checklists.*"""
    turns = [
        (search(q1), sr(q1, [
            ("https://powo.science.kew.org/taxon/urn:lsid:ipni.org:names:536731-1", "Sansevieria trifasciata Prain | Plants of the World Online", "This name is a synonym of Dracaena trifasciata (Prain) Mabb. ...", "2024-03-14"),
            ("https://powo.science.kew.org/taxon/urn:lsid:ipni.org:names:77184069-1", "Dracaena trifasciata (Prain) Mabb. | Plants of the World Online", "This species is accepted, and its native range is Nigeria to Congo ...", "2024-03-14"),
            ("https://en.wikipedia.org/wiki/Dracaena_trifasciata", "Dracaena trifasciata - Wikipedia", "Dracaena trifasciata is a species of flowering plant in the family Asparagaceae ... until 2017, it was known under the synonym Sansevieria trifasciata ...", "2024-05-01"),
            ("https://www.tropicos.org/name/18401873", "Sansevieria trifasciata Prain | Tropicos", "Published In: Bengal Plants 2: 1054. 1903 ...", "2022-10-19"),
        ])),
        (extract("https://powo.science.kew.org/taxon/urn:lsid:ipni.org:names:536731-1", "taxonomic status of Sansevieria trifasciata"), powo_s),
        (extract("https://powo.science.kew.org/taxon/urn:lsid:ipni.org:names:77184069-1", "accepted name, author and year of the combination"), powo_d),
        (memory("add", dict={"Sansevieria_trifasciata": "synonym (POWO)", "accepted_name": "Dracaena trifasciata (Prain) Mabb., Mabberley's Pl.-Book ed. 4: 1102 (2017)"}),
         added("Sansevieria_trifasciata", "accepted_name")),
        (extract("https://www.tropicos.org/name/18401873", "status of the name in Tropicos"), tropicos),
        (memory("remove", key_list=["Sansevieria_trifasciata"]), removed("Sansevieria_trifasciata")),
        (memory("add", dict={"basionym": "Sansevieria trifasciata Prain, Bengal Pl. 2: 1054 (1903); still listed without evaluation in Tropicos"}), added("basionym")),
        (search(q2), sr(q2, [
            ("https://npgsweb.ars-grin.gov/gringlobal/taxon/taxonomydetail?id=449624", "GRIN Taxonomy - Dracaena trifasciata", "Dracaena trifasciata (Prain) Mabb. ... synonym: Sansevieria trifasciata Prain ...", "2023-08-02"),
            ("https://academic.oup.com/botlinnean/article/187/1/1/4960839", "Sansevieria (Asparagaceae, Nolinoideae) is a herbaceous clade within Dracaena: inference from non-coding plastid and nuclear DNA sequence data | Botanical Journal of the Linnean Society", "Takawira-Nyenya, Mucina, Cardinal-McTeague, Thiele (2018) ... we formally transfer the remaining species ...", "2018-04-13"),
            ("https://www.rhs.org.uk/plants/75283/dracaena-trifasciata/details", "Dracaena trifasciata | mother-in-law's tongue | RHS", "Synonyms: Sansevieria trifasciata ... Family: Asparagaceae ...", "2024-02-09"),
        ])),
        (memory("retrieve_all"), got({
            "accepted_name": "Dracaena trifasciata (Prain) Mabb., Mabberley's Pl.-Book ed. 4: 1102 (2017)",
            "basionym": "Sansevieria trifasciata Prain, Bengal Pl. 2: 1054 (1903); still listed without evaluation in Tropicos",
        })),
    ]
    rs.add(task=T, tid="h26-search-10", system=SEARCH_SYSTEM, turns=turns,
           state=st("What is the currently accepted name of the snake plant formerly called Sansevieria trifasciata, and who made the combination and when?", "2024-06-03"))


# ---------------------------------------------------------------- 11 (clean) Codeberg outage status
def cb_status(overall: str, incident: str, web: tuple[str, str, str], pages: tuple[str, str, str], checked: str) -> str:
    return f"""# Codeberg Status

**{overall}**

{incident}

| Service | Status | 24 h uptime | 30 d uptime | Avg. response (24 h) |
|---|---|---:|---:|---:|
| Codeberg.org (web, Git over HTTPS) | {web[0]} | {web[1]} | {web[2]} | 412 ms |
| Git over SSH | Up | 100% | 100% | 38 ms |
| Codeberg Pages | {pages[0]} | {pages[1]} | {pages[2]} | 187 ms |
| Woodpecker CI (ci.codeberg.org) | Up | 99.86% | 99.95% | 260 ms |
| Weblate (translate.codeberg.org) | Up | 100% | 99.99% | 301 ms |

Last checked: {checked} · Auto-refresh every 60 s · Powered by Uptime Kuma"""


def cb_toots(extra: str, c1: tuple[int, int, int], c2: tuple[int, int, int]) -> str:
    return f"""# Codeberg (@Codeberg@social.anoxinon.de) - Mastodon

Codeberg.org - non-profit, community-led Git hosting. Status: https://status.codeberg.eu
12.4K posts · 41.9K followers
{extra}
---
**Codeberg** @Codeberg · Aug 21, 2024, 09:40 UTC
Update: the primary node of our database cluster ran out of disk space. We are failing over to the replica; this will take a while. Git over SSH is not affected. Please do not retry pushes over HTTPS in a loop. #CodebergOutage
Replies {c2[0]} · Boosts {c2[1]} · Favourites {c2[2]}

---
**Codeberg** @Codeberg · Aug 21, 2024, 09:12 UTC
We are aware that Codeberg.org is currently unreachable for many users (HTTP 502). We are investigating. #CodebergOutage
Replies {c1[0]} · Boosts {c1[1]} · Favourites {c1[2]}

---
**Codeberg** @Codeberg · Aug 19, 2024, 16:03 UTC
Forgejo v8.0.1 is now live on Codeberg, including the fix for the notification bell counter.
Replies 9 · Boosts 57 · Favourites 143"""


def t11(rs: RowSet) -> None:
    q1 = "Codeberg down today status"
    q2 = "Codeberg outage August 21 2024 database"
    status = "https://status.codeberg.eu/status/codeberg"
    masto = "https://social.anoxinon.de/@Codeberg"
    inc1 = """> **Incident: Codeberg.org returning HTTP 502** - *Investigating*
> 09:14 UTC - We are seeing elevated 502 errors for the web UI and Git over HTTPS. Codeberg Pages is partially affected. Investigating.
> Codeberg.org (web) down for 37 min"""
    inc2 = """> **Incident: Codeberg.org returning HTTP 502** - *Resolved*
> 10:21 UTC - Resolved. Database failover completed, all services are reachable again. A post-mortem will follow on the blog.
> 10:02 UTC - Monitoring. The replica has been promoted; error rates are dropping.
> 09:38 UTC - Identified. The primary database node ran out of disk space; failing over to the replica.
> 09:14 UTC - Investigating. We are seeing elevated 502 errors for the web UI and Git over HTTPS. Codeberg Pages is partially affected."""
    resolved = """
---
**Codeberg** @Codeberg · Aug 21, 2024, 10:24 UTC
Resolved: Codeberg.org is reachable again. Cause: the disk of the primary database node filled up because WAL archiving to the backup host had stalled; we failed over to the replica at 10:21. Sorry for the interruption - a detailed post-mortem follows. #CodebergOutage
Replies 22 · Boosts 140 · Favourites 311
"""
    turns = [
        (search(q1), sr(q1, [
            ("https://status.codeberg.eu/status/codeberg", "Codeberg Status", "Codeberg.org (web, Git over HTTPS) ... Down ... Git over SSH Up ...", "2024-08-21"),
            ("https://social.anoxinon.de/@Codeberg", "Codeberg (@Codeberg@social.anoxinon.de) - Mastodon", "We are aware that Codeberg.org is currently unreachable for many users (HTTP 502) ... 28 minutes ago", "2024-08-21"),
            ("https://downforeveryoneorjustme.com/codeberg.org", "Codeberg.org down? Current problems and outages", "Codeberg.org is DOWN for everyone. Last checked 2 minutes ago ...", "2024-08-21"),
            ("https://codeberg.org/Codeberg/Community/issues", "Codeberg/Community: Issues - Codeberg.org", "Issue tracker for Codeberg community questions ...", "2024-08-20"),
        ])),
        (extract(status, "which services are down and since when"),
         cb_status("Partially degraded service", inc1, ("Down", "97.43%", "99.87%"), ("Degraded", "98.96%", "99.97%"), "12 seconds ago")),
        (extract(masto, "official updates about the outage"), cb_toots("", (14, 61, 48), (6, 33, 52))),
        (memory("add", dict={"incident_start": "~09:05 UTC 2024-08-21 (status monitor: down 37 min at ~09:42)", "status_0942": "investigating; HTTP 502 on web + Git over HTTPS; SSH fine; cause per 09:40 toot: primary DB node out of disk, failover"}),
         added("incident_start", "status_0942")),
        (search(q2), sr(q2, [
            ("https://social.anoxinon.de/@Codeberg", "Codeberg (@Codeberg@social.anoxinon.de) - Mastodon", "Resolved: Codeberg.org is reachable again. Cause: the disk of the primary database node filled up ... 6 minutes ago", "2024-08-21"),
            ("https://news.ycombinator.com/item?id=41306112", "Codeberg is down | Hacker News", "84 points by jpl 1 hour ago | 41 comments ...", "2024-08-21"),
            ("https://status.codeberg.eu/status/codeberg", "Codeberg Status", "All systems operational ... Incident resolved ...", "2024-08-21"),
        ])),
        (extract(status, "current state and full incident timeline"),
         cb_status("All systems operational", inc2, ("Up", "94.72%", "99.78%"), ("Up", "97.92%", "99.93%"), "41 seconds ago")),
        (extract(masto, "resolution notice and stated cause"), cb_toots(resolved, (19, 88, 70), (9, 45, 79))),
        (memory("update", dict={"status_0942": "resolved 10:21 UTC (status page); cause: primary DB disk full because WAL archiving stalled -> failover to replica; outage ~76 min for web"}),
         updated("status_0942")),
    ]
    rs.add(task=T, tid="h26-search-11", system=SEARCH_SYSTEM, turns=turns,
           state=st("Codeberg.org seems to be down this morning: what is affected, is it resolved, and what caused it?", "2024-08-21"))


# ---------------------------------------------------------------- 12 (bad) Aconcagua elevation
def aconcagua(elev: str, ft: str) -> str:
    return f"""# Aconcagua

From Wikipedia, the free encyclopedia

| Aconcagua | |
|---|---|
| Highest point | |
| Elevation | {elev} m ({ft} ft) |
| Prominence | 6,961 m (22,838 ft) Ranked 2nd |
| Isolation | 16,520 km (10,270 mi) |
| Listing | Seven Summits; Country high point |
| Coordinates | 32°39′11″S 70°00′42″W |
| Location | Mendoza Province, Argentina |
| Parent range | Principal Cordillera, Andes |
| First ascent | 14 January 1897 by Matthias Zurbriggen (FitzGerald expedition) |
| Easiest route | Normal route (scramble, via Plaza de Mulas) |

**Aconcagua** is a mountain in the Principal Cordillera of the Andes mountain range, in Mendoza Province, Argentina. It is the highest mountain in the Americas, the highest outside Asia, and the highest in both the Southern and Western hemispheres, with a summit elevation of {elev} metres ({ft} ft). It lies 112 kilometres (70 miles) northwest of the provincial capital, the city of Mendoza, about five kilometres (three miles) from San Juan Province, and 15 km (9 mi) from Argentina's border with Chile. The mountain is one of the Seven Summits of the seven continents.

## Climbing history
The first recorded ascent was on 14 January 1897 by the Swiss guide Matthias Zurbriggen, a member of the expedition led by Edward FitzGerald; Stuart Vines and Nicola Lanti reached the summit a few weeks later. Remains of Inca sacrifices found at 5,300 m on the southwest ridge suggest earlier attempts.

## Elevation
Measurements have varied over time: GPS surveys in 2001 gave 6,959 m, which some sources still quote; the value used by the Instituto Geográfico Nacional is 6,960.8 m, rounded here.

*This page was last edited on 2 June 2024, at 17:41 (UTC).*"""


def t12(rs: RowSet) -> None:
    q1 = "Aconcagua elevation first ascent"
    q2 = "Ojos del Salado elevation first ascent highest volcano"
    acu = "https://en.wikipedia.org/wiki/Aconcagua"
    ojos = """# Ojos del Salado

From Wikipedia, the free encyclopedia

| Ojos del Salado | |
|---|---|
| Elevation | 6,893 m (22,615 ft) |
| Prominence | 3,688 m (12,100 ft) |
| Parent peak | Aconcagua |
| Listing | Country high point (Chile); Volcanic Seven Summits |
| Coordinates | 27°06′32″S 68°32′32″W |
| Location | Catamarca Province, Argentina / Atacama Region, Chile |
| Mountain type | Complex volcano (last eruption c. 750 CE ± 250) |
| First ascent | 26 February 1937 by Jan Alfred Szczepański and Justyn Wojsznis |

**Nevado Ojos del Salado** is a dormant complex volcano in the Andes on the Argentina-Chile border. It is the highest volcano on Earth and the highest peak in Chile. At 6,893 m (22,615 ft) it is the second highest mountain in the Western Hemisphere and the highest in Chile.

*This page was last edited on 28 May 2024, at 09:03 (UTC).*"""
    mem1 = {"aconcagua_elev_m": 6961, "aconcagua_first_ascent": "1897-01-14, Matthias Zurbriggen (FitzGerald expedition)"}
    mem2 = {"ojos_elev_m": 6893, "ojos_first_ascent": "1937-02-26, J. A. Szczepański and J. Wojsznis (Polish expedition)"}
    note = {"comparison": "Aconcagua higher than Ojos del Salado by 68 m; Ojos is the highest volcano; both first climbed by solo/duo parties"}
    turns = [
        (search(q1), sr(q1, [
            (acu, "Aconcagua - Wikipedia", "It is the highest mountain in the Americas ... summit elevation of 6,961 metres (22,838 ft) ... first recorded ascent 14 January 1897 ...", "2024-06-02"),
            ("https://www.britannica.com/place/Aconcagua", "Aconcagua | Mountain, Height, Map, & Facts | Britannica", "Aconcagua, mountain peak in the Andes, the highest in the Western Hemisphere ... 22,831 feet (6,959 metres) ...", "2024-04-19"),
            ("https://www.peakbagger.com/peak.aspx?pid=8347", "Cerro Aconcagua, Argentina - Peakbagger.com", "Elevation: 6961 meters, 22,838 feet ... Prominence 6961 m ...", "2023-12-01"),
            ("https://www.summitpost.org/aconcagua/150202", "Aconcagua : Climbing, Hiking & Mountaineering : SummitPost", "Normal route via Plaza de Mulas ... permits ...", "2022-11-15"),
        ])),
        (extract(acu, "elevation, prominence and first ascent"), aconcagua("6,961", "22,838")),
        (memory("add", dict=mem1), added(*mem1)),
        (search(q2), sr(q2, [
            ("https://en.wikipedia.org/wiki/Ojos_del_Salado", "Ojos del Salado - Wikipedia", "Nevado Ojos del Salado is a dormant complex volcano ... 6,893 m (22,615 ft) ...", "2024-05-28"),
            ("https://www.peakbagger.com/peak.aspx?pid=8414", "Nevado Ojos del Salado - Peakbagger.com", "Elevation: 6893 meters, 22,615 feet ...", "2023-10-10"),
            ("https://volcano.si.edu/volcano.cfm?vn=355130", "Ojos del Salado, Nevados - Global Volcanism Program", "Summit elevation 6879 m ... last known eruption 750 CE ± 250 years ...", "2023-03-02"),
        ])),
        (extract("https://en.wikipedia.org/wiki/Ojos_del_Salado", "elevation and first ascent"), ojos),
        (memory("add", dict=mem2), added(*mem2)),
        (extract(acu, "isolation and whether it is the highest outside Asia"), aconcagua("6,962", "22,841")),
        (memory("add", dict=note), added("comparison")),
        (memory("retrieve_all"), got({**mem1, **mem2, **note})),
    ]
    rs.add(task=T, tid="h26-search-12", system=SEARCH_SYSTEM, turns=turns,
           state=st("How high are Aconcagua and Ojos del Salado, and when and by whom was each first climbed?", "2024-06-14"),
           bad=True, turn=7, kind="summit elevation differs between two extractions of the same Wikipedia revision (same last-edited stamp)")


# ---------------------------------------------------------------- 13 (bad) Forgejo issue open/closed
def fj_issue(state: str) -> str:
    return f"""# Scheduled Actions workflows are not triggered in pull mirrors after sync · Issue #4127 · forgejo/forgejo · Codeberg.org

**{state}** · opened 2024-05-29 by **mkrause** · 14 comments

Labels: `bug` `Actions` `mirror` · Milestone: none · Assignees: none · Participants: 6

---
**mkrause** commented 2024-05-29
Forgejo 7.0.3, self-hosted. A pull mirror of a GitHub repository has a workflow with `on: schedule: - cron: '17 3 * * *'`. The schedule is registered when the mirror is first created, but after the next mirror sync it disappears from the `action_schedule` table and never runs again. Pushing to a normal repository re-registers schedules fine.

**steps:** create pull mirror → wait for sync → `SELECT * FROM action_schedule WHERE repo_id = 812;` is empty.

---
**viceice** commented 2024-05-30
Same here on Codeberg itself with three mirrors. Workaround: disable and re-enable Actions in repository settings after each sync.

---
**earl-warren** commented 2024-05-31
Confirmed on v7.0.3 and on `forgejo` branch (v8.0.0-dev). `SyncPullMirror` calls `DeleteScheduleTaskByRepo` but never re-detects workflows, because `DetectAndHandleSchedules` is only called from the push notifier.

---
*(11 more comments from viceice, mkrause, gusted, Beowulf, earl-warren)*

---
**0ko** referenced this issue from pull request **#4162** *WIP: re-detect Actions schedules after mirror sync* · 2024-06-03

---
**mkrause** commented 2024-06-03
Thanks! I can test the PR on our staging instance once it is out of draft.

Last activity: 2024-06-03 · Subscribe · 6 participants"""


def t13(rs: RowSet) -> None:
    q1 = "Forgejo scheduled workflows not triggered pull mirror sync issue"
    q2 = "Forgejo v7.0.4 release notes"
    issue = "https://codeberg.org/forgejo/forgejo/issues/4127"
    pr = """# WIP: re-detect Actions schedules after mirror sync · Pull Request #4162 · forgejo/forgejo · Codeberg.org

**Open** · **Draft** · **0ko** wants to merge 3 commits into `forgejo` from `0ko/forgejo:mirror-schedules`

Fixes #4127

Conversation 5 · Commits 3 · Files changed 4 (+118 −9)

---
**0ko** commented 2024-06-03
After a pull mirror sync, call `DetectAndHandleSchedules` for the default branch, the same way the push notifier does. Still missing: an integration test with a real mirror, and handling of mirrors where Actions is disabled.

---
**gusted** requested changes 2024-06-04
`services/mirror/mirror_pull.go`: this runs for every sync even when nothing changed; please only re-detect when the default branch head moved.

---
**0ko** pushed 1 commit 2024-06-05 · `a3f9e1c` only re-detect schedules when default branch changed

---
Checks: ✗ 1 failing (`integration-tests (sqlite)`), ✓ 11 successful

Reviewers: gusted (changes requested), earl-warren (pending) · Labels: `Actions` `mirror` · Milestone: v8.0.0
Last updated: 2024-06-05"""
    turns = [
        (search(q1), sr(q1, [
            (issue, "Scheduled Actions workflows are not triggered in pull mirrors after sync · Issue #4127 · forgejo/forgejo", "A pull mirror of a GitHub repository has a workflow with on: schedule ... after the next mirror sync it disappears ...", "2024-06-03"),
            ("https://codeberg.org/forgejo/forgejo/pulls/4162", "WIP: re-detect Actions schedules after mirror sync · Pull Request #4162", "Fixes #4127. After a pull mirror sync, call DetectAndHandleSchedules ...", "2024-06-05"),
            ("https://github.com/go-gitea/gitea/issues/30854", "Schedule actions not working on mirror repositories · Issue #30854 · go-gitea/gitea", "Scheduled workflows are not run for mirrored repositories ...", "2024-05-04"),
            ("https://forgejo.org/docs/latest/user/actions/", "Forgejo Actions user guide | Forgejo", "... schedule: the workflow runs on the default branch at the given cron times ...", "2024-04-20"),
        ])),
        (extract(issue, "is the bug fixed, status, linked pull request"), fj_issue("Open")),
        (extract("https://codeberg.org/forgejo/forgejo/pulls/4162", "state of the fix PR and review"), pr),
        (extract(issue, "whether the issue has been closed and by which change"), fj_issue("Closed")),
        (search(q2), sr(q2, [
            ("https://codeberg.org/forgejo/forgejo/releases/tag/v7.0.4", "v7.0.4 - forgejo/forgejo - Codeberg.org", "Forgejo v7.0.4 is a security and bug fix release ... fixes for the Actions cancel button, LFS locks ...", "2024-06-04"),
            ("https://forgejo.org/2024-06-release-v7-0-4/", "Forgejo Security Release 7.0.4 | Forgejo", "The Forgejo v7.0.4 release contains a security fix and bug fixes ... upgrade recommended ...", "2024-06-04"),
            ("https://codeberg.org/forgejo/forgejo/milestone/6930", "v8.0.0 milestone - forgejo/forgejo", "Open 41 · Closed 187 · due 2024-07-30 ...", "2024-06-09"),
        ])),
        (memory("add", dict={"forgejo_latest_stable": "v7.0.4 (2024-06-04), no mirror-schedule fix mentioned", "pr_4162": "open draft, changes requested by gusted, 1 failing check (as of 2024-06-05)"}),
         added("forgejo_latest_stable", "pr_4162")),
    ]
    rs.add(task=T, tid="h26-search-13", system=SEARCH_SYSTEM, turns=turns,
           state=st("Has the Forgejo bug where scheduled Actions workflows stop running on pull mirrors been fixed, and in which release?", "2024-06-10"),
           bad=True, turn=4, kind="issue shows Closed on re-extraction with no new activity, no close event and its fix PR still an open draft")


# ---------------------------------------------------------------- 14 (clean) MusicBrainz release edited during session
def mb_release(date: str, updated_stamp: str, rating: str, history: str) -> str:
    return f"""# Routa - Hiljaisuus - MusicBrainz

Release by **Hiljaisuus** · see all versions of this release (3 available)

| Release information | |
|---|---|
| Barcode | 6417138641229 |
| Format | CD |
| Length | 41:27 |
| Status | Official |
| Language | Finnish · Script: Latin |
| Packaging | Jewel Case |
| Data quality | Normal |

| Release events | | | |
|---|---|---|---|
| Date | Country | Label | Catalog# |
| {date} | Finland | Poko Rekords | PCD 412 |

## Tracklist
| # | Title | Length |
|---|---|---|
| 1 | Routa | 5:12 |
| 2 | Pakkasyö | 4:03 |
| 3 | Jäänmurtaja | 6:41 |
| 4 | Hiljaa | 3:28 |
| 5 | Tunturi | 5:55 |
| 6 | Kaamos | 4:47 |
| 7 | Sulaa | 3:16 |
| 8 | Valkea | 4:02 |
| 9 | Routa II | 4:03 |

Rating: {rating}
{history}
Last updated: {updated_stamp}"""


def t14(rs: RowSet) -> None:
    q1 = "Hiljaisuus Routa 1997 Poko Rekords"
    rg = "https://musicbrainz.org/release-group/5e0f3b1a-8c2d-4b7e-9a61-2f4d8c7b1e90"
    rel = "https://musicbrainz.org/release/b7c41d2e-0f93-4a58-8e2b-6d1c9a3f7e44"
    rg_page = """# Routa - Hiljaisuus - MusicBrainz

Album by **Hiljaisuus** · Type: Album · Rating: ★★★★☆ 4.2 (5 votes)

| Release | Format | Tracks | Date | Country | Label | Catalog# | Barcode |
|---|---|---|---|---|---|---|---|
| Routa | CD | 9 | 1997-04 | Finland | Poko Rekords | PCD 412 | 6417138641229 |
| Routa | 12" Vinyl | 9 | 2015-11-20 | Finland | Svart Records | SVR 318 | 6430050665182 |
| Routa | Digital Media | 10 | 2015-11-20 | [Worldwide] | Svart Records | [none] | |

Annotation: Debut album. The 2015 reissue was remastered by Jaakko Viitalähde and adds the bonus track "Routa (demo 1995)".

Last updated: 2019-05-30 14:22 UTC"""
    discogs = """# Hiljaisuus - Routa | Releases | Discogs

**Label:** Poko Rekords - PCD 412
**Format:** CD, Album
**Country:** Finland
**Released:** Apr 1997
**Genre:** Rock · **Style:** Post-Rock, Folk Rock

| | Title | Duration |
|---|---|---|
| 1 | Routa | 5:12 |
| 2 | Pakkasyö | 4:03 |
| 3 | Jäänmurtaja | 6:42 |
| 4 | Hiljaa | 3:28 |
| 5 | Tunturi | 5:55 |
| 6 | Kaamos | 4:47 |
| 7 | Sulaa | 3:17 |
| 8 | Valkea | 4:02 |
| 9 | Routa II | 4:03 |

Total length: 41:29 (durations as printed on the back cover)

Have: 38 · Want: 112 · Avg Rating: 4.31 / 5 (16) · Last Sold: Mar 2, 2024 · Lowest €18.00"""
    hist = """
Recent edits: Edit #118204377 (Edit release) by routa_fan - release date 1997-04 → 1997-04-07 - auto-edit, applied 2024-07-02 11:48 UTC - note: "exact date from Poko Rekords 1997 release schedule sheet (scan attached)"
"""
    turns = [
        (search(q1), sr(q1, [
            (rg, "Routa - Hiljaisuus - MusicBrainz", "Album by Hiljaisuus ... CD 1997-04 Finland Poko Rekords PCD 412 ...", "2019-05-30"),
            ("https://www.discogs.com/release/1184620-Hiljaisuus-Routa", "Hiljaisuus - Routa | Releases | Discogs", "Label: Poko Rekords - PCD 412 · Format: CD, Album · Country: Finland · Released: Apr 1997 ...", "2024-03-02"),
            ("https://svartrecords.com/product/hiljaisuus-routa-lp/", "Hiljaisuus - Routa LP - Svart Records", "First ever vinyl reissue of the 1997 debut, remastered ... SVR 318 ...", "2015-10-12"),
        ])),
        (extract(rg, "all releases and the earliest release date"), rg_page),
        (extract(rel, "exact release date, label and catalogue number of the original CD"),
         mb_release("1997-04", "2019-05-30 14:22 UTC", "★★★★☆ 4.2 (5 votes)", "")),
        (memory("add", dict={"routa_first_release": "CD, Poko Rekords PCD 412, Finland, 1997-04 (MusicBrainz, month only)", "routa_length": "41:27 (MusicBrainz)"}),
         added("routa_first_release", "routa_length")),
        (extract("https://www.discogs.com/release/1184620-Hiljaisuus-Routa", "release date and track durations as a second source"), discogs),
        (extract(rel, "check whether an exact day is known for the release date"),
         mb_release("1997-04-07", "2024-07-02 11:48 UTC", "★★★★☆ 4.2 (6 votes)", hist)),
        (memory("update", dict={"routa_first_release": "CD, Poko Rekords PCD 412, Finland, 1997-04-07 (MusicBrainz edit applied 2024-07-02; Discogs: Apr 1997)", "routa_length": "41:27 (MusicBrainz) / 41:29 (Discogs, back cover)"}),
         updated("routa_first_release", "routa_length")),
    ]
    rs.add(task=T, tid="h26-search-14", system=SEARCH_SYSTEM, turns=turns,
           state=st("When exactly was the first pressing of the album 'Routa' by the Finnish band Hiljaisuus released, and on which label?", "2024-07-02"))


# ---------------------------------------------------------------- 15 (clean) Met Office forecast reissued
def metoffice(issued: str, now: str, hours: list[tuple[str, int, int, str]], smax: int, smin: int, summary: str) -> str:
    rows = "\n".join(f"| {h} | {t}°C | {p}% | {w} |" for h, t, p, w in hours)
    return f"""# London (Greenwich Park) weather - Met Office

Updated: {issued}

**Now:** {now}

## Saturday 13 July
{summary}
High {smax}°C · Low {smin}°C · Sunrise 04:58 · Sunset 21:16 · UV 5 (moderate) · Pollen: high (grass)

| Time | Temperature | Chance of precipitation | Wind (mph) |
|---|---|---|---|
{rows}

## Next days
| Day | High / Low | Weather |
|---|---|---|
| Thu 11 Jul | 20°C / 13°C | Cloudy, brighter later |
| Fri 12 Jul | 22°C / 14°C | Sunny intervals |
| Sun 14 Jul | 21°C / 13°C | Light shower in the morning, then sunny intervals |"""


def t15(rs: RowSet) -> None:
    q1 = "Met Office London forecast Saturday 13 July"
    mo = "https://www.metoffice.gov.uk/weather/forecast/u10hb4wzc"
    v1 = [("12:00", 18, 20, "SW 9"), ("13:00", 19, 30, "SW 10"), ("14:00", 20, 40, "SW 10"), ("15:00", 20, 50, "WSW 11"),
          ("16:00", 19, 40, "WSW 11"), ("17:00", 19, 30, "W 10"), ("18:00", 18, 20, "W 9")]
    v2 = [("12:00", 17, 30, "SW 10"), ("13:00", 18, 40, "SW 11"), ("14:00", 19, 50, "SW 12"), ("15:00", 19, 60, "WSW 12"),
          ("16:00", 18, 50, "WSW 12"), ("17:00", 18, 40, "W 11"), ("18:00", 17, 30, "W 10")]
    bbc = """# London - BBC Weather

Last updated today at 10:01

| Day | Max | Min | Summary | Chance of rain | Wind |
|---|---|---|---|---|---|
| Today (Thu 11) | 20° | 13° | Light cloud and a gentle breeze | 10% | 9 mph W |
| Fri 12 | 22° | 14° | Sunny intervals and a gentle breeze | 5% | 8 mph SW |
| Sat 13 | 21° | 14° | Light rain showers and a gentle breeze | 35% | 11 mph SW |
| Sun 14 | 21° | 12° | Sunny intervals and a gentle breeze | 10% | 10 mph W |

Forecast by DTN. Observation station: London Weather Centre, 18°C at 10:00."""
    wcom = """# London, England, United Kingdom 10-Day Weather Forecast - The Weather Channel | Weather.com

As of 11:52 am BST

| Day | High/Low | Condition | Rain | Wind |
|---|---|---|---|---|
| Thu 11 | 68°/55° | Mostly Cloudy | 15% | WSW 8 mph |
| Fri 12 | 72°/57° | Partly Cloudy | 10% | SW 7 mph |
| Sat 13 | 68°/57° | PM Showers | 40% | SW 11 mph |
| Sun 14 | 70°/55° | Partly Cloudy | 15% | W 10 mph |

Units: °F · switch to °C in settings"""
    turns = [
        (search(q1), sr(q1, [
            (mo, "London (Greenwich Park) weather - Met Office", "Saturday: Cloudy with showers developing in the afternoon. High 20°C ...", "2024-07-11"),
            ("https://www.bbc.co.uk/weather/2643743", "London - BBC Weather", "Sat 13: 21° 14° Light rain showers and a gentle breeze ...", "2024-07-11"),
            ("https://weather.com/en-GB/weather/tenday/l/London+England+United+Kingdom", "London 10-Day Weather Forecast - weather.com", "Sat 13 | 68°/57° | PM Showers | 40% ...", "2024-07-11"),
        ])),
        (extract(mo, "hourly rain chance and max temperature for Saturday afternoon"),
         metoffice("09:00 (UTC+1) on Thu 11 Jul 2024", "17°C, cloudy (observed 08:00)", v1, 20, 13,
                   "Cloudy with showers developing in the afternoon, mainly light. Breezy.")),
        (memory("add", dict={"sat_max_c": "20 (Met Office 09:00 issue)", "sat_pm_rain": "40-50% 14:00-16:00 (Met Office 09:00 issue)"}), added("sat_max_c", "sat_pm_rain")),
        (extract("https://www.bbc.co.uk/weather/2643743", "Saturday forecast as a second source"), bbc),
        (extract(mo, "latest issue: has the Saturday afternoon forecast changed"),
         metoffice("12:00 (UTC+1) on Thu 11 Jul 2024", "19°C, sunny intervals (observed 11:00)", v2, 19, 13,
                   "Cloudy with showers becoming more frequent through the afternoon, some heavy at times. Breezy.")),
        (extract("https://weather.com/en-GB/weather/tenday/l/London+England+United+Kingdom", "Saturday forecast, third source"), wcom),
        (memory("update", dict={"sat_max_c": "19 (Met Office 12:00 issue; BBC 21, weather.com 68°F = 20°C)", "sat_pm_rain": "50-60% 14:00-16:00, peak 60% at 15:00 (Met Office 12:00 issue); BBC 35%, weather.com 40%"}),
         updated("sat_max_c", "sat_pm_rain")),
    ]
    rs.add(task=T, tid="h26-search-15", system=SEARCH_SYSTEM, turns=turns,
           state=st("Will it rain in London on Saturday afternoon (13 July 2024), and how warm will it get?", "2024-07-11"))


# ---------------------------------------------------------------- 16 (bad) Python 3.13 schedule (added key missing)
def t16(rs: RowSet) -> None:
    q1 = "PEP 719 Python 3.13 release schedule"
    q2 = "Python 3.13.0 final released delayed rc3"
    pep = """# PEP 719 - Python 3.13 Release Schedule | peps.python.org

Author: Thomas Wouters · Status: Active · Type: Informational · Topic: Release · Created: 26-May-2023 · Python-Version: 3.13

## Release Manager and Crew
- 3.13 Release Manager: Thomas Wouters
- Windows installers: Steve Dower
- Mac installers: Ned Deily
- Documentation: Julien Palard

## Release Schedule
### 3.13.0 schedule
Note: the dates below use a 17-month development period that results in a 12-month release cadence between feature versions, as defined by PEP 602.

Actual:
- 3.13 development begins: Monday, 2023-05-22
- 3.13.0 alpha 1: Friday, 2023-10-13
- 3.13.0 alpha 2: Wednesday, 2023-11-22
- 3.13.0 alpha 3: Wednesday, 2024-01-17
- 3.13.0 alpha 4: Thursday, 2024-02-15
- 3.13.0 alpha 5: Tuesday, 2024-03-12
- 3.13.0 alpha 6: Tuesday, 2024-04-09
- 3.13.0 beta 1: Wednesday, 2024-05-08 (No new features beyond this point.)
- 3.13.0 beta 2: Wednesday, 2024-06-05
- 3.13.0 beta 3: Thursday, 2024-06-27
- 3.13.0 beta 4: Thursday, 2024-07-18
- 3.13.0 candidate 1: Thursday, 2024-08-01
- 3.13.0 candidate 2: Friday, 2024-09-06
- 3.13.0 candidate 3: Tuesday, 2024-10-01
- 3.13.0 final: Monday, 2024-10-07

Originally the final release was scheduled for Tuesday, 2024-10-01; a third release candidate was inserted on that date instead.

Expected:
- 3.13.1: Tuesday, 2024-12-03

Subsequent bugfix releases every two months.

## 3.13 Lifespan
3.13 will receive bugfix updates approximately every 2 months for approximately 24 months. Around the time of the release of 3.15.0 final, the final 3.13 bugfix update will be released. After that, it is expected that security updates (source only) will be released until 5 years after the release of 3.13.0 final, so until approximately October 2029."""
    disc = """# Python 3.13.0 (final) released - Core Development - Discussions on Python.org

**Thomas Wouters** (thomas) · Oct 7, 2024

This is the stable release of Python 3.13.0. Python 3.13 includes many new features and optimizations over 3.12:

- A new and improved interactive interpreter, based on PyPy's, featuring multi-line editing and color support, as well as colorized exception tracebacks.
- An experimental free-threaded build mode, which disables the Global Interpreter Lock (PEP 703).
- A preliminary, experimental JIT, providing the ground work for significant performance improvements (PEP 744).
- The locals() builtin now has defined semantics when mutating the returned mapping (PEP 667).
- A modified version of mimalloc is now included, optional but enabled by default if supported by the platform.
- Docstrings now have their leading indentation stripped, reducing memory use and the size of .pyc files.
- Removal of many deprecated modules (PEP 594 "dead batteries"): aifc, audioop, chunk, cgi, cgitb, crypt, imghdr, mailcap, msilib, nis, nntplib, ossaudiodev, pipes, sndhdr, spwd, sunau, telnetlib, uu, xdrlib, lib2to3.

A note on the release date: the incremental cyclic garbage collector that was part of the betas was reverted late in the cycle because of performance regressions in some workloads. To give that revert proper testing time we released an additional candidate, 3.13.0rc3, on October 1 and moved the final release by a week.

Enjoy the new release! Thanks to all of the many volunteers who help make Python Development and these releases possible.

Your release team, Thomas Wouters, Ned Deily, Steve Dower, Łukasz Langa

42 likes · 9 replies"""
    rel = """# Python Release Python 3.13.0 | Python.org

**Release Date:** Oct. 7, 2024

This is the stable release of Python 3.13.0. Python 3.13.0 is the newest major release of the Python programming language, and it contains many new features and optimizations compared to Python 3.12.

## Files
| Version | Operating System | Description | File Size |
|---|---|---|---|
| Gzipped source tarball | Source release | | 27.1 MB |
| XZ compressed source tarball | Source release | | 21.4 MB |
| macOS 64-bit universal2 installer | macOS | for macOS 10.13 and later | 65.6 MB |
| Windows installer (64-bit) | Windows | Recommended | 26.8 MB |
| Windows installer (ARM64) | Windows | Experimental | 26.1 MB |
| Windows installer (32-bit) | Windows | | 25.5 MB |"""
    m1 = {"py313_beta1": "2024-05-08", "py313_rc1": "2024-08-01"}
    final = "2024-10-07 (planned 2024-10-01; rc3 inserted on that date)"
    reason = "incremental GC reverted late in cycle (perf regressions); extra rc3 on 2024-10-01; final moved one week"
    turns = [
        (search(q1), sr(q1, [
            ("https://peps.python.org/pep-0719/", "PEP 719 - Python 3.13 Release Schedule | peps.python.org", "3.13.0 beta 1: Wednesday, 2024-05-08 (No new features beyond this point.) ... 3.13.0 final: Monday, 2024-10-07 ...", "2024-10-07"),
            ("https://docs.python.org/3.13/whatsnew/3.13.html", "What's New In Python 3.13 - Python documentation", "This article explains the new features in Python 3.13, compared to 3.12. Python 3.13 was released on October 7, 2024 ...", "2024-10-08"),
            ("https://devguide.python.org/versions/", "Status of Python versions - Python Developer's Guide", "3.13 bugfix 2024-10-07 2029-10 PEP 719 Thomas Wouters ...", "2024-10-07"),
        ])),
        (extract("https://peps.python.org/pep-0719/", "dates of beta 1, rc1, final, and any slip"), pep),
        (memory("add", dict=m1), added(*m1)),
        (memory("add", dict={"py313_final": final}), added("py313_final")),
        (search(q2), sr(q2, [
            ("https://discuss.python.org/t/python-3-13-0-final-released/66316", "Python 3.13.0 (final) released - Core Development", "This is the stable release of Python 3.13.0 ... a note on the release date ...", "2024-10-07"),
            ("https://discuss.python.org/t/python-3-13-0rc3-and-3-12-7-released/65652", "Python 3.13.0rc3 and 3.12.7 released", "... an unplanned third release candidate ... final now scheduled for October 7 ...", "2024-10-01"),
            ("https://lwn.net/Articles/992316/", "Python 3.13.0 released [LWN.net]", "Version 3.13.0 of the Python language has been released ... free-threaded build, JIT ...", "2024-10-07"),
        ])),
        (extract("https://discuss.python.org/t/python-3-13-0-final-released/66316", "why the final release was delayed"), disc),
        (memory("add", dict={"py313_delay_reason": reason}), added("py313_delay_reason")),
        (memory("retrieve", key_list=["py313_final", "py313_delay_reason"]), got({"py313_delay_reason": reason}, missing=("py313_final",))),
        (extract("https://www.python.org/downloads/release/python-3130/", "official release date of 3.13.0"), rel),
        (memory("add", dict={"py313_final": "2024-10-07 (python.org release page; PEP 719 says planned 2024-10-01)"}), added("py313_final")),
        (memory("retrieve_all"), got({**m1, "py313_delay_reason": reason, "py313_final": "2024-10-07 (python.org release page; PEP 719 says planned 2024-10-01)"})),
    ]
    rs.add(task=T, tid="h26-search-16", system=SEARCH_SYSTEM, turns=turns,
           state=st("Python 3.13: when were beta 1, the first release candidate and the final release, and was the final delayed?", "2024-10-09"),
           bad=True, turn=8, kind="a memory key added earlier and never removed is reported as not found")


# ---------------------------------------------------------------- 17 (clean) ATLAS Higgs paper citations
def inspire(cites: str, stamp: str) -> str:
    return f"""# Observation of a new particle in the search for the Standard Model Higgs boson with the ATLAS detector at the LHC - INSPIRE

ATLAS Collaboration • Georges Aad (Freiburg U.) et al. (2,932 authors)
Jul 31, 2012 · 39 pages
Published in: *Phys.Lett.B* 716 (2012) 1-29
Published: Sep 17, 2012
e-Print: 1207.7214 [hep-ex]
DOI: 10.1016/j.physletb.2012.08.020
Report number: CERN-PH-EP-2012-218
Experiments: CERN-LHC-ATLAS

**Citations: {cites}** · References: 141 · Citeable · Published

Abstract: A search for the Standard Model Higgs boson in proton-proton collisions with the ATLAS detector at the LHC is presented. The datasets used correspond to integrated luminosities of approximately 4.8 fb^-1 collected at √s = 7 TeV in 2011 and 5.8 fb^-1 at √s = 8 TeV in 2012. ... An excess of events is observed in the search for the Higgs boson with a mass of 126.0 ± 0.4 (stat) ± 0.4 (sys) GeV ... with a significance of 5.9 standard deviations ...

Citation summary (as of {stamp}): {cites} citations, {int(cites.replace(',', '')) - 1187:,} excluding self-citations"""


def t17(rs: RowSet) -> None:
    q1 = "ATLAS Observation of a new particle Higgs boson 2012 citations INSPIRE"
    ins = "https://inspirehep.net/literature/1124337"
    arx = """# [1207.7214] Observation of a new particle in the search for the Standard Model Higgs boson with the ATLAS detector at the LHC

ATLAS Collaboration

Comments: 24 pages plus author list (39 pages total), 12 figures, 7 tables, submitted to Physics Letters B. All figures including auxiliary figures are available at https://atlas.web.cern.ch/Atlas/GROUPS/PHYSICS/PAPERS/HIGG-2012-27/
Subjects: High Energy Physics - Experiment (hep-ex)
Journal reference: Phys.Lett. B716 (2012) 1-29
DOI: https://doi.org/10.1016/j.physletb.2012.08.020
Report number: CERN-PH-EP-2012-218

## Submission history
From: Atlas Publications [view email]
**[v1]** Tue, 31 Jul 2012 17:17:34 UTC (2,356 KB)
**[v2]** Fri, 31 Aug 2012 09:53:22 UTC (2,377 KB)"""
    oa = """# W2166557346 - OpenAlex work

```json
{
  "id": "https://openalex.org/W2166557346",
  "doi": "https://doi.org/10.1016/j.physletb.2012.08.020",
  "title": "Observation of a new particle in the search for the Standard Model Higgs boson with the ATLAS detector at the LHC",
  "publication_date": "2012-09-01",
  "type": "article",
  "cited_by_count": 11908,
  "counts_by_year": [
    {"year": 2024, "cited_by_count": 318},
    {"year": 2023, "cited_by_count": 702},
    {"year": 2022, "cited_by_count": 741},
    {"year": 2021, "cited_by_count": 735}
  ],
  "updated_date": "2024-05-27T06:41:12.534028"
}
```

Note: OpenAlex counts citations from works it has matched; numbers differ from INSPIRE, which also counts unpublished e-prints and conference notes."""
    turns = [
        (search(q1), sr(q1, [
            (ins, "Observation of a new particle in the search for the Standard Model Higgs boson with the ATLAS detector at the LHC - INSPIRE", "ATLAS Collaboration ... Phys.Lett.B 716 (2012) 1-29 ... Citations: 13,398 ...", "2024-05-20"),
            ("https://arxiv.org/abs/1207.7214", "[1207.7214] Observation of a new particle in the search for the Standard Model Higgs boson with the ATLAS detector at the LHC", "A search for the Standard Model Higgs boson in proton-proton collisions with the ATLAS detector at the LHC is presented ...", "2012-08-31"),
            ("https://www.sciencedirect.com/science/article/pii/S037026931200857X", "Observation of a new particle ... - ScienceDirect", "Physics Letters B, Volume 716, Issue 1, 17 September 2012, Pages 1-29 ... Cited by (10,742) ...", "2012-09-17"),
        ])),
        (extract(ins, "citation count and publication details"), inspire("13,412", "28 May 2024, 08:05 CEST")),
        (extract("https://arxiv.org/abs/1207.7214", "date of v1 and version history"), arx),
        (memory("add", dict={"inspire_citations": "13,412 (2024-05-28 08:05)", "arxiv_v1": "2012-07-31 17:17 UTC (v2 2012-08-31)", "journal": "Phys.Lett.B 716 (2012) 1-29, DOI 10.1016/j.physletb.2012.08.020"}),
         added("inspire_citations", "arxiv_v1", "journal")),
        (extract("https://api.openalex.org/works/doi:10.1016/j.physletb.2012.08.020", "cited_by_count"), oa),
        (memory("add", dict={"openalex_citations": "11,908 (updated 2024-05-27)"}), added("openalex_citations")),
        (extract(ins, "recheck citation count and self-citation exclusion"), inspire("13,413", "28 May 2024, 09:10 CEST")),
        (memory("update", dict={"inspire_citations": "13,413 (2024-05-28 09:10, +1 since 08:05)"}), updated("inspire_citations")),
        (memory("retrieve_all"), got({
            "inspire_citations": "13,413 (2024-05-28 09:10, +1 since 08:05)",
            "arxiv_v1": "2012-07-31 17:17 UTC (v2 2012-08-31)",
            "journal": "Phys.Lett.B 716 (2012) 1-29, DOI 10.1016/j.physletb.2012.08.020",
            "openalex_citations": "11,908 (updated 2024-05-27)",
        })),
    ]
    rs.add(task=T, tid="h26-search-17", system=SEARCH_SYSTEM, turns=turns,
           state=st("How many citations does the 2012 ATLAS Higgs discovery paper have in INSPIRE and OpenAlex, and when was its first arXiv version submitted?", "2024-05-28"))


# ---------------------------------------------------------------- 18 (bad) debian-devel reply dated before the post
def t18(rs: RowSet) -> None:
    q1 = "debian-devel proposal stop building i386 installer images trixie March 2024"
    q2 = "Debian i386 installer images trixie decision debian-boot"
    base = "https://lists.debian.org/debian-devel/2024/03/"
    subj = "Proposal: stop building i386 installer images for trixie"
    m41 = f"""# {subj}

- *To*: debian-devel@lists.debian.org
- *Subject*: {subj}
- *From*: Steve Mitchell <smitchell@debian.org>
- *Date*: Tue, 05 Mar 2024 18:22:10 +0100
- *Message-id*: <[🔎] ZedFqk3rT1aW9xLp@tack.lan>

---

Hi all,

with the 64-bit time_t transition we have effectively decided that i386 is a "compatibility" architecture: it is still needed to run old 32-bit binaries on amd64 (multiarch, Wine, Steam), but hardly anyone installs Debian natively on i386 hardware anymore. popcon shows 0.6% of reporting systems on i386, most of them probably amd64 machines with an old install.

I therefore propose that for trixie we:
1. stop building i386 debian-installer images (netinst, DVD, live), and
2. keep building the i386 archive so that multiarch keeps working.

Kernel and d-i team members I talked to at the sprint in Cambridge were in favour. The release team would need to sign off. I'd like to hear objections before 20 March.

Cheers,
Steve

---

- *Follow-Ups*:
  - **Re: {subj}** - *From:* Paul Grant <pgrant@debian.org>
  - **Re: {subj}** - *From:* Cyril Bouvier <cbouvier@debian.org>
- Prev by Date: **Re: 64-bit time_t transition in progress**
- Next by Date: **Bug#1065532: ITP: python-tomli-w -- lil' TOML writer**"""
    idx = """# debian-devel March 2024 by date

**Messages sorted by: [ thread ] [ date ] [ author ]**

#### Tuesday, 05 March 2024
- msg00038 Bug#1065498: ITP: golang-github-fxamacker-cbor -- CBOR library in Go - *Nilesh Patra*
- msg00039 Re: 64-bit time_t transition in progress - *Sebastian Ramacher*
- msg00040 Re: 64-bit time_t transition in progress - *Simon McVittie*
- msg00041 Proposal: stop building i386 installer images for trixie - *Steve Mitchell*
- msg00042 Bug#1065532: ITP: python-tomli-w -- lil' TOML writer - *Ana Costa*

#### Wednesday, 06 March 2024
- msg00043 Re: 64-bit time_t transition in progress - *Steve Langasek*
- msg00044 Re: Bug#1065532: ITP: python-tomli-w - *Boyuan Yang*
- msg00045 Re: Policy on dh-sequence-* build dependencies - *Niels Thykier*
- msg00046 Re: 64-bit time_t transition in progress - *Andreas Metzler*
- msg00047 Re: Proposal: stop building i386 installer images for trixie - *Paul Grant*
- msg00048 Re: 64-bit time_t transition in progress - *Simon McVittie*
- msg00049 Bug#1065601: ITP: rust-zvariant -- D-Bus serialization - *Reinhard Tartler*
- msg00050 Re: Policy on dh-sequence-* build dependencies - *Sean Whitton*
- msg00051 Re: 64-bit time_t transition in progress - *Julian Andres Klode*
- msg00052 Re: Proposal: stop building i386 installer images for trixie - *Cyril Bouvier*

*Mail converted by MHonArc 2.6.19*"""
    m47 = f"""# Re: {subj}

- *To*: debian-devel@lists.debian.org
- *Subject*: Re: {subj}
- *From*: Paul Grant <pgrant@debian.org>
- *Date*: Mon, 04 Mar 2024 09:41:27 +0100
- *Message-id*: <[🔎] 87r0gq2m4x.fsf@hephaestus.grant.name>
- *In-reply-to*: <[🔎] ZedFqk3rT1aW9xLp@tack.lan>

---

On Tue, Mar 05, 2024 at 18:22:10 +0100, Steve Mitchell wrote:
> I therefore propose that for trixie we:
> 1. stop building i386 debian-installer images (netinst, DVD, live), and
> 2. keep building the i386 archive so that multiarch keeps working.

Strong +1 from me for the installer part. The i386 images are the ones that break most often in openQA and nobody notices for weeks, which tells you how many people use them.

One caveat: there are still some embedded x86 boards (Vortex86, old Geode) where people run Debian natively. They can stay on bookworm until 2028 with LTS, or use debootstrap from another machine. I would mention that explicitly in the release notes.

--
Paul

- *References*: **{subj}** - *From:* Steve Mitchell <smitchell@debian.org>
- Prev by Date: **Re: 64-bit time_t transition in progress**
- Next by Date: **Re: 64-bit time_t transition in progress**"""
    m52 = f"""# Re: {subj}

- *To*: debian-devel@lists.debian.org
- *Subject*: Re: {subj}
- *From*: Cyril Bouvier <cbouvier@debian.org>
- *Date*: Wed, 06 Mar 2024 13:15:02 +0100
- *Message-id*: <[🔎] 20240306121502.GA4411@mraw.org>
- *In-reply-to*: <[🔎] 87r0gq2m4x.fsf@hephaestus.grant.name>

---

Paul Grant <pgrant@debian.org> (2024-03-06):
> Strong +1 from me for the installer part.

Speaking for debian-boot: we are fine with dropping the i386 installer images for trixie, and the change in debian-cd is small. What I don't want is to keep i386 udebs half-maintained "just in case"; if the images go, the i386 udebs should go from the d-i build as well.

Please file a bug against debian-cd and debian-installer so that we can track it, and let's get an explicit ack from the release team before the next alpha.

Cheers,
--
Cyril Bouvier (debian-boot)

- *References*: **{subj}**, **Re: {subj}**"""
    thread = {"thread_start": "msg00041, Steve Mitchell, Tue 2024-03-05 18:22 +0100", "replies": "msg00047 Paul Grant (06 Mar); msg00052 Cyril Bouvier (06 Mar) - per date index"}
    turns = [
        (search(q1), sr(q1, [
            (base + "msg00041.html", subj, "with the 64-bit time_t transition we have effectively decided that i386 is a \"compatibility\" architecture ...", "2024-03-05"),
            (base + "maillist.html", "debian-devel March 2024 by date", "Messages sorted by: [ thread ] [ date ] [ author ] ... Tuesday, 05 March 2024 ...", "2024-03-19"),
            ("https://lwn.net/Articles/965122/", "Debian considers dropping i386 installer images [LWN.net]", "A proposal on debian-devel would stop producing installation media for 32-bit x86 in trixie while keeping the architecture for multiarch ...", "2024-03-13"),
        ])),
        (extract(base + "msg00041.html", "who proposed it, when, and what exactly"), m41),
        (extract(base + "maillist.html", "replies to the proposal in date order"), idx),
        (memory("add", dict=thread), added(*thread)),
        (search(q2), sr(q2, [
            ("https://lists.debian.org/debian-boot/2024/03/msg00112.html", "Re: i386 installer images for trixie", "... debian-cd change queued, waiting for release team ack ...", "2024-03-14"),
            ("https://bugs.debian.org/1065977", "#1065977 - debian-cd: stop building i386 installation images for trixie", "Package: debian-cd; Severity: wishlist; Tags: pending ...", "2024-03-12"),
            ("https://lwn.net/Articles/965122/", "Debian considers dropping i386 installer images [LWN.net]", "... Paul Grant was strongly in favour, noting that the i386 images break most often in openQA ...", "2024-03-13"),
        ])),
        (extract(base + "msg00047.html", "first reply: who, when, position"), m47),
        (extract(base + "msg00052.html", "debian-boot position"), m52),
        (memory("add", dict={"positions": "Grant: +1 for dropping images, mention embedded x86 boards in release notes; Bouvier (debian-boot): fine, drop i386 udebs too, file bugs, need release-team ack"}),
         added("positions")),
    ]
    rs.add(task=T, tid="h26-search-18", system=SEARCH_SYSTEM, turns=turns,
           state=st("Who first replied to the March 2024 debian-devel proposal to stop building i386 installer images, when, and what positions were taken?", "2024-03-20"),
           bad=True, turn=6, kind="a reply is dated the day before the message it quotes and before the date the archive index listed it under")


# ---------------------------------------------------------------- 19 (clean) Europeana listings re-sorted and filtered
EU = "https://www.europeana.eu/en/item"
EU_ITEMS = {
    "A": (f"{EU}/9200386/BibliographicResource_3000118436701", "Official descriptive and illustrated catalogue. Vol. 1", "Bayerische Staatsbibliothek", "1851", "Public Domain"),
    "B": (f"{EU}/9200386/BibliographicResource_3000118436702", "Official descriptive and illustrated catalogue. Vol. 2", "Bayerische Staatsbibliothek", "1851", "Public Domain"),
    "C": (f"{EU}/9200386/BibliographicResource_3000118436703", "Official descriptive and illustrated catalogue. Vol. 3", "Bayerische Staatsbibliothek", "1851", "Public Domain"),
    "D": (f"{EU}/2022117/_N_2561", "Great Exhibition catalogue, title page", "Science Museum Group", "1851", "CC BY-NC-SA 4.0"),
    "E": (f"{EU}/9200579/ark__12148_bpt6k5747418v", "Exposition universelle de 1851 : catalogue officiel", "Bibliothèque nationale de France", "1851", "No Copyright - Other Known Legal Restrictions"),
    "F": (f"{EU}/2048128/item_KJ4UFO7TQ2", "Official catalogue (supplementary volume)", "National Library of Wales", "1851", "No Copyright - Non-Commercial Use Only"),
    "G": (f"{EU}/9200397/BibliographicResource_3000126284212", "Reports by the juries on the subjects in the thirty classes", "Österreichische Nationalbibliothek", "1852", "Public Domain"),
    "H": (f"{EU}/91627/SMVK_EM_fotografi_1102847", "Crystal Palace, Hyde Park, interior", "Statens museer för världskultur", "1851", "CC BY 4.0"),
    "I": (f"{EU}/9200386/BibliographicResource_3000118440922", "Amtlicher Bericht über die Industrie-Ausstellung aller Völker zu London im Jahre 1851", "Bayerische Staatsbibliothek", "1852", "Public Domain"),
    "J": (f"{EU}/2048221/heidelberg_great_exhibition_1851_v1", "Official descriptive and illustrated catalogue. Vol. 1", "Universitätsbibliothek Heidelberg", "1851", "CC BY-SA 4.0"),
    "K": (f"{EU}/9200300/BibliographicResource_3000095247790", "The Art Journal illustrated catalogue: the industry of all nations 1851", "Koninklijke Bibliotheek", "1851", "Public Domain"),
}


def eu_listing(head: str, keys: list[str], total: int) -> str:
    rows = "\n".join(f"{n}. **{EU_ITEMS[k][1]}** - {EU_ITEMS[k][2]} - {EU_ITEMS[k][3]} - {EU_ITEMS[k][4]}\n   {EU_ITEMS[k][0]}" for n, k in enumerate(keys, 1))
    return f"""# Search results | Europeana

{head}

**{total:,} results** · showing 1-{len(keys)} (page 1 of {-(-total // len(keys))})

{rows}

Filters: Type · Reusability (open / restricted / permission) · Country · Language · Providing institution"""


def t19(rs: RowSet) -> None:
    q1 = "Official Descriptive and Illustrated Catalogue 1851 digitised Europeana"
    q2 = "Official descriptive and illustrated catalogue 1851 Bayerische Staatsbibliothek digitalisat"
    s = "https://www.europeana.eu/en/search?query=%22Official%20descriptive%20and%20illustrated%20catalogue%22%201851"
    item = """# Official descriptive and illustrated catalogue. Vol. 1 | Europeana

![Preview](https://api.europeana.eu/thumbnail/v3/400/5c9c2c6d8b0f8e2a7d1f4e33a9c0b512)

| | |
|---|---|
| Title | Official descriptive and illustrated catalogue. Vol. 1: Introduction; Raw materials; Machinery (Classes 1-10) |
| Creator | Royal Commission for the Exhibition of 1851 |
| Date | 1851 |
| Publisher | London: Spicer Brothers; W. Clowes and Sons |
| Extent | XII, 480 pages, illustrations |
| Language | English |
| Type | TEXT |
| Providing institution | Bayerische Staatsbibliothek |
| Aggregator | The European Library |
| Providing country | Germany |
| Rights | Public Domain Mark 1.0 |
| Europeana ID | /9200386/BibliographicResource_3000118436701 |
| Is shown at | https://www.digitale-sammlungen.de/view/bsb10466201 |
| First published in Europeana | 2014-08-20 |
| Last updated in Europeana | 2023-11-07 |

1,284 views · Download (PDF, 96.4 MB) · Cite this item"""
    turns = [
        (search(q1), sr(q1, [
            (s, "Search results | Europeana", "57 results ... Official descriptive and illustrated catalogue. Vol. 1 - Bayerische Staatsbibliothek ...", "2024-02-08"),
            (EU_ITEMS["A"][0], "Official descriptive and illustrated catalogue. Vol. 1 | Europeana", "Royal Commission for the Exhibition of 1851 ... Public Domain Mark 1.0 ...", "2023-11-07"),
            ("https://archive.org/details/officialdescript01grea", "Official descriptive and illustrated catalogue : Great Exhibition of the Works of Industry of All Nations, 1851 : Internet Archive", "Volume 1 ... Publication date 1851 ... Contributor Getty Research Institute ...", "2012-03-14"),
            ("https://catalog.hathitrust.org/Record/001477643", "Official descriptive and illustrated catalogue. | HathiTrust Digital Library", "Great Exhibition of the Works of Industry of All Nations (1851 : London, England) ... Full view v.1-3 ...", "2021-06-30"),
        ])),
        (extract(s, "list of matching items with provider and rights"), eu_listing("Query: \"Official descriptive and illustrated catalogue\" 1851 · Sort: relevance", list("ABCDEFGH"), 57)),
        (extract(s + "&sort=title+asc", "same search sorted by title, to see items further down"), eu_listing("Query: \"Official descriptive and illustrated catalogue\" 1851 · Sort: title (A-Z)", list("IHEDFAJB"), 57)),
        (extract(s + "&reusability=open", "only openly reusable items"), eu_listing("Query: \"Official descriptive and illustrated catalogue\" 1851 · Sort: relevance · Filter: Can I use this? = Yes (open)", list("ABCJGIHK"), 31)),
        (extract(EU_ITEMS["A"][0], "rights, provider and link to the full digitised copy"), item),
        (memory("add", dict={"open_copies": ["BSB Vol.1-3 (/9200386/BibliographicResource_30001184367[01-03], Public Domain)", "Heidelberg Vol.1 (CC BY-SA 4.0)"], "restricted": ["BnF French edition (other legal restrictions)", "NLW supplementary volume (non-commercial)", "Science Museum title page (CC BY-NC-SA)"], "bsb_viewer": "https://www.digitale-sammlungen.de/view/bsb10466201 (Vol.1, PDF 96.4 MB)"}),
         added("open_copies", "restricted", "bsb_viewer")),
        (search(q2), sr(q2, [
            ("https://www.digitale-sammlungen.de/view/bsb10466201", "Official descriptive and illustrated catalogue. Vol. 1 - Digitale Sammlungen", "Bayerische Staatsbibliothek ... Royal Commission for the Exhibition of 1851 ... London, 1851 ... Public Domain Mark ...", "2019-02-11"),
            (EU_ITEMS["A"][0], "Official descriptive and illustrated catalogue. Vol. 1 | Europeana", "Royal Commission for the Exhibition of 1851 ... Bayerische Staatsbibliothek ...", "2023-11-07"),
            ("https://www.digitale-sammlungen.de/view/bsb10466202", "Official descriptive and illustrated catalogue. Vol. 2 - Digitale Sammlungen", "Bayerische Staatsbibliothek ... Classes 11-29 ...", "2019-02-11"),
            ("https://opacplus.bsb-muenchen.de/title/BV001522818", "Official descriptive and illustrated catalogue - BSB OPACplus", "3 Bände ... Signatur: 4 Techn. 118-1/3 ...", "2022-05-30"),
        ])),
    ]
    rs.add(task=T, tid="h26-search-19", system=SEARCH_SYSTEM, turns=turns,
           state=st("Find openly reusable digitised copies of the 1851 Great Exhibition 'Official Descriptive and Illustrated Catalogue' in European collections.", "2024-02-08"))


# ---------------------------------------------------------------- 20 (bad) NASA launches, removed key reappears
def t20(rs: RowSet) -> None:
    q1 = "Psyche mission launch date NASA Falcon Heavy"
    q2 = "Europa Clipper launch October 14 2024 Falcon Heavy liftoff time"
    psyche = """# Psyche - NASA Science

**Type:** Orbiter · **Launch:** Oct. 13, 2023, 10:19 a.m. EDT · **Launch vehicle:** SpaceX Falcon Heavy · **Launch site:** Launch Complex 39A, Kennedy Space Center, Florida · **Target:** Asteroid (16) Psyche

NASA's Psyche spacecraft is on a 2.2-billion-mile (3.6-billion-kilometer) journey to a metal-rich asteroid of the same name orbiting the Sun between Mars and Jupiter. Scientists think Psyche could be part of the core of a planetesimal, likely the building block of an early planet.

## Mission timeline
- Oct. 13, 2023 - Launch
- May 2026 - Mars gravity assist
- August 2029 - Arrival at asteroid Psyche; 26 months of science operations in four orbits of decreasing altitude

## Key facts
- First mission to investigate a world with a metal surface
- First NASA deep-space use of Hall-effect (electric) thrusters for propulsion
- Carries the Deep Space Optical Communications (DSOC) technology demonstration; first laser downlink from beyond the Moon on Nov. 14, 2023

Managed by NASA's Jet Propulsion Laboratory; Principal Investigator Lindy Elkins-Tanton, Arizona State University."""
    clipper = """# Europa Clipper - NASA Science

**Type:** Orbiter (multiple flybys) · **Launch:** Oct. 14, 2024, 12:06 p.m. EDT · **Launch vehicle:** SpaceX Falcon Heavy · **Launch site:** Launch Complex 39A, Kennedy Space Center · **Target:** Jupiter's moon Europa

Europa Clipper is the largest spacecraft NASA has ever developed for a planetary mission. It will conduct 49 close flybys of Europa to determine whether there are places below the moon's icy surface that could support life.

## Mission timeline
- Oct. 14, 2024 - Launch (launch period originally opened Oct. 10; stood down for Hurricane Milton)
- March 2025 - Mars gravity assist
- December 2026 - Earth gravity assist
- April 2030 - Arrival in Jupiter orbit
- 2031-2034 - Science phase, 49 Europa flybys

## Key facts
- Solar arrays span more than 100 feet (30.5 meters)
- Nine science instruments plus a gravity experiment
- Travels about 1.8 billion miles (2.9 billion kilometers) to reach Jupiter"""
    psy = "2023-10-13 10:19 a.m. EDT, Falcon Heavy, LC-39A KSC"
    tent = "launch period opens 2024-10-10 (NASA, Aug 2024)"
    turns = [
        (search(q1), sr(q1, [
            ("https://science.nasa.gov/mission/psyche/", "Psyche - NASA Science", "Launch: Oct. 13, 2023, 10:19 a.m. EDT ... SpaceX Falcon Heavy ... Launch Complex 39A ...", "2024-09-12"),
            ("https://www.nasa.gov/news-release/nasas-psyche-mission-launches-to-metal-rich-asteroid/", "NASA's Psyche Mission Launches to Metal-Rich Asteroid", "NASA's Psyche spacecraft lifted off at 10:19 a.m. EDT Friday on a SpaceX Falcon Heavy rocket ...", "2023-10-13"),
            ("https://www.nasa.gov/news-release/nasa-sets-coverage-for-europa-clipper-launch/", "NASA Sets Coverage for Europa Clipper Launch", "... the launch period opens Oct. 10, 2024, with liftoff targeted for 12:31 p.m. EDT ...", "2024-08-22"),
            ("https://en.wikipedia.org/wiki/Psyche_(spacecraft)", "Psyche (spacecraft) - Wikipedia", "Launch date 13 October 2023, 14:19:43 UTC ... Rocket Falcon Heavy ...", "2024-10-20"),
        ])),
        (extract("https://science.nasa.gov/mission/psyche/", "launch date, time, vehicle and site"), psyche),
        (memory("add", dict={"psyche_launch": psy, "clipper_launch_tentative": tent}), added("psyche_launch", "clipper_launch_tentative")),
        (search(q2), sr(q2, [
            ("https://www.nasa.gov/news-release/nasas-europa-clipper-embarks-on-journey-to-ocean-world/", "NASA's Europa Clipper Embarks on Journey to Ocean World", "NASA's Europa Clipper lifted off at 12:06 p.m. EDT Monday, Oct. 14, aboard a SpaceX Falcon Heavy rocket from Launch Complex 39A ...", "2024-10-14"),
            ("https://spaceflightnow.com/2024/10/14/live-coverage-spacex-to-launch-nasas-europa-clipper/", "Live coverage: SpaceX launches NASA's Europa Clipper on Falcon Heavy - Spaceflight Now", "... the launch, delayed from Oct. 10 by Hurricane Milton ...", "2024-10-14"),
            ("https://www.reuters.com/science/nasa-launches-europa-clipper-2024-10-14/", "NASA launches spacecraft to Jupiter moon Europa | Reuters", "The spacecraft blasted off from Kennedy Space Center ... after a four-day delay ...", "2024-10-14"),
        ])),
        (memory("remove", key_list=["clipper_launch_tentative"]), removed("clipper_launch_tentative")),
        (memory("retrieve_all"), got({"psyche_launch": psy, "clipper_launch_tentative": tent})),
        (memory("add", dict={"clipper_launch": "2024-10-14 12:06 p.m. EDT, Falcon Heavy, LC-39A KSC (slipped from Oct 10, Hurricane Milton)"}), added("clipper_launch")),
        (extract("https://science.nasa.gov/mission/europa-clipper/", "confirm launch details and arrival date"), clipper),
    ]
    rs.add(task=T, tid="h26-search-20", system=SEARCH_SYSTEM, turns=turns,
           state=st("On which dates, times and rockets did NASA's Psyche and Europa Clipper missions launch?", "2024-11-02"),
           bad=True, turn=6, kind="a memory key removed in the previous step is still returned by retrieve_all")


# ---------------------------------------------------------------- 21 (bad) FlashAttention-2 arXiv id drift
def t21(rs: RowSet) -> None:
    q1 = "FlashAttention-2 arXiv Tri Dao"
    q2 = "FlashAttention Fast and Memory-Efficient Exact Attention with IO-Awareness arXiv 2022"
    q3 = "FlashAttention-3 Hopper H100 FP8 arXiv"
    q4 = "FlashAttention-2: Faster Attention with Better Parallelism and Work Partitioning ICLR 2024"
    title2 = "FlashAttention-2: Faster Attention with Better Parallelism and Work Partitioning"
    fa2 = f"""# [2307.08691] {title2}

**Tri Dao**

[Submitted on 17 Jul 2023]

> Scaling Transformers to longer sequence lengths has been a major problem in the last several years, promising to improve performance in language modeling and high-resolution image understanding, as well as to unlock new applications in code, audio, and video generation. The attention layer is the main bottleneck in scaling to longer sequences, as its runtime and memory increase quadratically in the sequence length. FlashAttention exploits the asymmetric GPU memory hierarchy to bring significant memory saving (linear instead of quadratic) and runtime speedup (2-4× compared to optimized baselines), with no approximation. However, FlashAttention is still not nearly as fast as optimized matrix-multiply (GEMM) operations, reaching only 25-40% of the theoretical maximum FLOPs/s. We observe that the inefficiency is due to suboptimal work partitioning between different thread blocks and warps on the GPU, causing either low-occupancy or unnecessary shared memory reads/writes. We propose FlashAttention-2, with better work partitioning to address these issues. In particular, we (1) tweak the algorithm to reduce the number of non-matmul FLOPs (2) parallelize the attention computation, even for a single head, across different thread blocks to increase occupancy, and (3) within each thread block, distribute the work between warps to reduce communication through shared memory. These yield around 2× speedup compared to FlashAttention, reaching 50-73% of the theoretical maximum FLOPs/s on A100 and getting close to the efficiency of GEMM operations. We empirically validate that when used end-to-end to train GPT-style models, FlashAttention-2 reaches training speed of up to 225 TFLOPs/s per A100 GPU (72% model FLOPs utilization).

| | |
|---|---|
| Subjects | Machine Learning (cs.LG) |
| Cite as | arXiv:2307.08691 [cs.LG] (or arXiv:2307.08691v1 [cs.LG] for this version) |
| DOI | https://doi.org/10.48550/arXiv.2307.08691 |

Submission history: From: Tri Dao · **[v1]** Mon, 17 Jul 2023 17:50:36 UTC (2,142 KB)"""
    fa1 = """# [2205.14135] FlashAttention: Fast and Memory-Efficient Exact Attention with IO-Awareness

**Tri Dao, Daniel Y. Fu, Stefano Ermon, Atri Rudra, Christopher Ré**

> Transformers are slow and memory-hungry on long sequences, since the time and memory complexity of self-attention are quadratic in sequence length. ... We propose FlashAttention, an IO-aware exact attention algorithm that uses tiling to reduce the number of memory reads/writes between GPU high bandwidth memory (HBM) and GPU on-chip SRAM. ... FlashAttention trains Transformers faster than existing baselines: 15% end-to-end wall-clock speedup on BERT-large (seq. length 512) compared to the MLPerf 1.1 training speed record, 3× speedup on GPT-2 (seq. length 1K), and 2.4× speedup on long-range arena (seq. length 1K-4K). ...

| | |
|---|---|
| Subjects | Machine Learning (cs.LG) |
| Cite as | arXiv:2205.14135 [cs.LG] |
| Journal ref | NeurIPS 2022 |

Submission history: From: Tri Dao · **[v1]** Fri, 27 May 2022 17:53:09 UTC (2,376 KB) · **[v2]** Thu, 23 Jun 2022 17:53:35 UTC (2,380 KB)"""
    mem = {"fa2_arxiv": "2307.08691 (v1 2023-07-17)", "fa2_author": "Tri Dao (sole author)", "fa2_speedup": "~2x over FlashAttention; 50-73% of A100 peak FLOPs/s; up to 225 TFLOPs/s per A100 end-to-end"}
    mem2 = {"fa1_arxiv": "2205.14135 (NeurIPS 2022), Dao, Fu, Ermon, Rudra, Ré"}
    turns = [
        (search(q1), sr(q1, [
            ("https://arxiv.org/abs/2307.08691", f"[2307.08691] {title2}", "These yield around 2× speedup compared to FlashAttention, reaching 50-73% of the theoretical maximum FLOPs/s on A100 ...", "2023-07-17"),
            ("https://github.com/Dao-AILab/flash-attention", "Dao-AILab/flash-attention: Fast and memory-efficient exact attention - GitHub", "This repository provides the official implementation of FlashAttention and FlashAttention-2 from the following papers ...", "2024-07-25"),
            ("https://openreview.net/forum?id=mZn2Xyh9Ec", f"{title2} | OpenReview", "ICLR 2024 poster ... Tri Dao ...", "2024-03-15"),
            ("https://tridao.me/blog/2024/flash2/", "FlashAttention-2 | Tri Dao", "Just within the last year, there have been several language models with much longer context ...", "2023-07-17"),
        ])),
        (extract("https://arxiv.org/abs/2307.08691", "arXiv id, authors, submission date and the reported speedup"), fa2),
        (memory("add", dict=mem), added(*mem)),
        (search(q2), sr(q2, [
            ("https://arxiv.org/abs/2205.14135", "[2205.14135] FlashAttention: Fast and Memory-Efficient Exact Attention with IO-Awareness", "We propose FlashAttention, an IO-aware exact attention algorithm that uses tiling ...", "2022-05-27"),
            ("https://proceedings.neurips.cc/paper_files/paper/2022/hash/67d57c32e20fd0a7a302cb81d36e40d5-Abstract-Conference.html", "FlashAttention: Fast and Memory-Efficient Exact Attention with IO-Awareness - NeurIPS 2022", "Tri Dao, Dan Fu, Stefano Ermon, Atri Rudra, Christopher Ré ...", "2022-11-28"),
        ])),
        (extract("https://arxiv.org/abs/2205.14135", "authors, venue and reported speedups"), fa1),
        (memory("add", dict=mem2), added("fa1_arxiv")),
        (search(q3), sr(q3, [
            ("https://arxiv.org/abs/2407.08608", "[2407.08608] FlashAttention-3: Fast and Accurate Attention with Asynchrony and Low-precision", "... FlashAttention-3 achieves speedup on H100 GPUs by 1.5-2.0× with FP16 reaching up to 740 TFLOPs/s (75% utilization), and with FP8 reaching close to 1.2 PFLOPs/s ...", "2024-07-11"),
            ("https://tridao.me/blog/2024/flash3/", "FlashAttention-3: Fast and Accurate Attention with Asynchrony and Low-precision | Tri Dao", "Jay Shah, Ganesh Bikshandi, Ying Zhang, Vijay Thakkar, Pradeep Ramani, Tri Dao ...", "2024-07-11"),
            ("https://pytorch.org/blog/flashattention-3/", "FlashAttention-3: Fast and Accurate Attention with Asynchrony and Low-precision | PyTorch", "... exploiting asynchrony of the Tensor Cores and TMA ...", "2024-07-11"),
        ])),
        (search(q4), sr(q4, [
            ("https://arxiv.org/abs/2307.09861", f"[2307.09861] {title2}", "Tri Dao. We propose FlashAttention-2, with better work partitioning ... around 2× speedup compared to FlashAttention ...", "2023-07-17"),
            ("https://openreview.net/forum?id=mZn2Xyh9Ec", f"{title2} | OpenReview", "Published: 16 Jan 2024, Last Modified: 15 Mar 2024 · ICLR 2024 poster ...", "2024-03-15"),
            ("https://iclr.cc/virtual/2024/poster/18018", f"ICLR Poster {title2}", "Halle B #34 · Tue 7 May 2024 ...", "2024-05-07"),
        ])),
        (memory("retrieve_all"), got({**mem, **mem2})),
    ]
    rs.add(task=T, tid="h26-search-21", system=SEARCH_SYSTEM, turns=turns,
           state=st("Which paper introduced FlashAttention-2 (arXiv id, authors), what speedup over FlashAttention does it report, and how does FlashAttention-3 compare?", "2024-08-01"),
           bad=True, turn=8, kind="the FlashAttention-2 arXiv abstract page appears under a different arXiv id than the one extracted earlier")


# ---------------------------------------------------------------- 22 (clean) Taiwan earthquake live updates
BBC_ENTRIES = [
    ("07:48", "Death toll rises to nine, 934 injured", "Taiwan's National Fire Agency now says nine people have died and 934 have been injured. 127 people remain trapped, most of them in two collapsed tunnels on the Suhua highway and at a quarry in Hualien."),
    ("06:55", "TSMC says its safety systems are working normally", "The world's largest contract chipmaker says it evacuated some fabrication plants as a precaution; staff are returning and it is checking the impact on equipment."),
    ("06:02", "Seven dead and 736 injured, fire agency says", "The National Fire Agency says seven people have been killed and 736 injured. 77 people are trapped, including in tunnels on the Suhua highway."),
    ("05:20", "Death toll rises to seven", "Three of the victims were hikers hit by falling rocks on a trail in Taroko National Park, officials say."),
    ("04:30", "Japan lifts tsunami advisories", "The Japan Meteorological Agency has lifted all tsunami advisories for Okinawa prefecture. Waves of up to 30cm were recorded on Yonaguni island."),
    ("03:15", "Four killed in Hualien county", "Taiwan's fire department says four people have died in Hualien county, near the epicentre, and at least 50 are injured."),
    ("01:40", "Tsunami warnings issued for Japan and the Philippines", "Japan initially warned of waves up to 3m for its southern islands; the Philippines urged coastal residents to move to higher ground."),
    ("01:05", "Strongest earthquake in Taiwan in 25 years", "A 7.4-magnitude earthquake struck off the eastern coast of Taiwan at 07:58 local time (00:58 BST). Taiwan's Central Weather Administration measured it at 7.2."),
]


def bbc_live(n: int) -> str:
    entries = BBC_ENTRIES[-n:]
    body = "\n\n".join(f"**{t}** · {h}\n{b}" for t, h, b in entries)
    return f"""# Taiwan earthquake: Death toll rises after strongest quake in 25 years - live updates | BBC News

Updated {entries[0][0]} BST · 3 April 2024 · Live reporting edited by Kelly Ng and Frances Mao

**Summary**
- A magnitude 7.4 earthquake struck off Hualien county on Taiwan's east coast at 07:58 local time
- {entries[0][1]}
- Tsunami warnings for Japan and the Philippines have been lifted

{body}"""


def usgs(dyfi: str, updated_stamp: str) -> str:
    return f"""# M 7.4 - 18 km SSW of Hualien City, Taiwan | U.S. Geological Survey

2024-04-02 23:58:11 (UTC) · 23.819°N 121.562°E · 34.8 km depth

| | |
|---|---|
| Event ID | us7000m9g4 |
| Magnitude | 7.4 mww |
| Review status | REVIEWED |
| Did You Feel It? | {dyfi} responses · max CDI VIII |
| ShakeMap | max MMI VIII (Severe) |
| PAGER | Yellow (estimated fatalities) · Orange (estimated economic losses) |
| Tsunami | Tsunami information: see tsunami.gov |
| Contributed by | US (origin, magnitude) |
| Updated | {updated_stamp} |

Tectonic summary: The April 2, 2024, M 7.4 earthquake near Hualien, Taiwan, occurred as the result of oblique-reverse faulting at shallow depth, near the boundary of the Philippine Sea plate and the Eurasian plate."""


def t22(rs: RowSet) -> None:
    q1 = "Taiwan earthquake Hualien magnitude casualties"
    bbc = "https://www.bbc.co.uk/news/live/world-asia-68711497"
    us = "https://earthquake.usgs.gov/earthquakes/eventpage/us7000m9g4/executive"
    turns = [
        (search(q1), sr(q1, [
            (bbc, "Taiwan earthquake: live updates | BBC News", "A magnitude 7.4 earthquake struck off Hualien county ... at least four dead ... 2 hours ago", "2024-04-03"),
            (us, "M 7.4 - 18 km SSW of Hualien City, Taiwan | USGS", "2024-04-02 23:58:11 (UTC) 23.819°N 121.562°E 34.8 km depth ...", "2024-04-03"),
            ("https://www.reuters.com/world/asia-pacific/taiwan-hit-by-strong-earthquake-2024-04-03/", "Taiwan's strongest quake in 25 years kills four, injures dozens | Reuters", "... the island's Central Weather Administration put the magnitude at 7.2 ... 3 hours ago", "2024-04-03"),
            ("https://www.cwa.gov.tw/V8/E/E/EQ/EQ113019-0403-075809.html", "Earthquake report No. 113019 | Central Weather Administration", "Origin time 2024/04/03 07:58:09, ML 7.2, depth 15.5 km, 25.0 km S of Hualien County Hall ...", "2024-04-03"),
        ])),
        (extract(bbc, "latest casualty figures"), bbc_live(6)),
        (extract(us, "magnitude, depth, time"), usgs("1,512", "2024-04-03 02:14:33 UTC")),
        (memory("add", dict={"magnitude": "M7.4 mww (USGS); ML 7.2 (Taiwan CWA)", "origin_time": "2024-04-02 23:58:11 UTC = 07:58 local Apr 3", "deaths": "7 (National Fire Agency via BBC, 06:02 BST)", "injured": "736 (06:02 BST)"}),
         added("magnitude", "origin_time", "deaths", "injured")),
        (extract(bbc, "any newer casualty update"), bbc_live(8)),
        (extract(us, "updated impact information"), usgs("2,874", "2024-04-03 06:31:40 UTC")),
        (memory("update", dict={"deaths": "9 (National Fire Agency via BBC, 07:48 BST; was 7 at 06:02)", "injured": "934 (07:48 BST; was 736)"}), updated("deaths", "injured")),
    ]
    rs.add(task=T, tid="h26-search-22", system=SEARCH_SYSTEM, turns=turns,
           state=st("What is the magnitude of today's Hualien (Taiwan) earthquake and the latest casualty count?", "2024-04-03"))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
