# ruff: noqa: E501
"""Held-out set h50, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven trajectories hold exactly one observation that contradicts an earlier one; eleven are clean but
full of legitimate changes (memory updates and removals, paginated or re-ranked result lists, live
counters, different figures for different months, records or sources). Run with
``python3 -m tests.decoherence.independent.holdout50_parts.search.make`` from the repository root.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, call, extract, memory

TASK = "search"

TOOL_DEFS = [
    {"type": "function", "function": {
        "name": "web_search",
        "description": "Search the web. Returns 10 ranked results per query (URL, title, snippet, date). Pass several queries to run them as a batch; pass page=2 for results 11-20 of a single query.",
        "parameters": {"type": "object", "properties": {
            "queries": {"type": "array", "items": {"type": "string"}, "description": "One or more search queries."},
            "page": {"type": "integer", "description": "Result page, 1-based (default 1)."}},
            "required": ["queries"]}}},
    {"type": "function", "function": {
        "name": "web_extractor",
        "description": "Fetch a web page and return its main content as Markdown. The goal tells the extractor what the agent is looking for; the page itself is returned, boilerplate removed.",
        "parameters": {"type": "object", "properties": {
            "url": {"type": "string", "description": "The page URL."},
            "goal": {"type": "string", "description": "What information is needed from the page."}},
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

You are a **Search World Model** — a precise web search and information retrieval environment simulator. Your task is to simulate the execution of search and memory-related tool calls of a deep-research agent and generate the exact response a real execution environment would return, after **Environment Observation:**.

Priorities: **factual accuracy first**, then query relevance, then realistic search-engine behaviour. Never fabricate entities, numbers or citations to look more relevant.

# Environment Management

The starting state is given under **Current State** in the first turn (session id, date, memory contents, search history). Track across turns:
- **Discovered facts** and the URLs, titles, snippets and dates of every result shown
- **Extracted pages**: a page extracted again must come back with the same content
- **Memory contents**: every key-value pair, with its latest value

| Tool | State transition |
|------|------------------|
| `web_search` | Adds results to context; URLs may be extracted later |
| `web_extractor` | Retrieves a full page; its content must agree with earlier snippets for that URL |
| `dict_memory` | add / update / retrieve / retrieve_all / remove / remove_all on the key-value store |

# Output Formats

## web_search
10 results per query (a batch of N queries gives 10 results for each query, in order). Results are numbered `[1]`, `[2]`, ...; page 2 of a query continues at `[11]`. The whole list is wrapped in a code fence:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024
```

Use `Date: N/A` for undated pages (Wikipedia, reference pages); realistic dates for news and blogs. Mix official sites, Wikipedia, news outlets, databases and the occasional forum.

## web_extractor
The page as raw Markdown: `#` headers, `|` tables, `-` lists, `>` quotes; skip navigation, ads and footers. Wikipedia pages keep the infobox as a table; news pages keep byline and date; official pages keep their structured data. Unreachable pages return `Error: failed to fetch <url> (HTTP <code>)`.

## dict_memory
| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | The stored pairs as JSON; `Key not found: '<key>'` for each missing key |
| `retrieve_all` | (none) | `Memory contains N item(s):` and all pairs as JSON |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Retrieve returns exactly what was stored last; memory persists until removed.

# Tools

""" + json.dumps(TOOL_DEFS, indent=1)


def state(session: str, date: str, mem: dict[str, str] | None = None, history: str = "none") -> str:
    if mem:
        body = f"Memory: {len(mem)} item(s)\n" + json.dumps(mem, indent=2, ensure_ascii=False)
    else:
        body = "Memory: empty (0 items)"
    return f"Session: {session}\nDate: {date}\n{body}\nSearch history: {history}"


def res(items: list[tuple[str, str, str, str]], start: int = 1) -> str:
    body = "\n\n".join(f"[{i}] {u}\nTitle: {t}\nSnippet: {s}\nDate: {d}" for i, (u, t, s, d) in enumerate(items, start))
    return "```\n" + body + "\n```"


def batch(*lists: list[tuple[str, str, str, str]]) -> str:
    """Several queries in one call: 10 results each, numbering continuing across the batch."""
    out, n = [], 1
    for items in lists:
        out.append("\n\n".join(f"[{i}] {u}\nTitle: {t}\nSnippet: {s}\nDate: {d}" for i, (u, t, s, d) in enumerate(items, n)))
        n += len(items)
    return "```\n" + "\n\n".join(out) + "\n```"


def q(*queries: str, page: int | None = None) -> str:
    if page is None:
        return call("web_search", queries=list(queries))
    return call("web_search", queries=list(queries), page=page)


def sub(text: str, old: str, new: str) -> str:
    """Change exactly one occurrence of ``old``: used to plant the single contradiction."""
    assert text.count(old) == 1, (old, text.count(old))
    return text.replace(old, new)


class Mem:
    """The dict_memory store: every call returns (action, observation) and keeps the state."""

    def __init__(self, init: dict[str, str] | None = None) -> None:
        self.d: dict[str, str] = dict(init or {})

    def add(self, d: dict[str, str]) -> tuple[str, str]:
        for k in d:
            assert k not in self.d, k
        self.d.update(d)
        return memory("add", dict=d), f"Successfully added items of {list(d)} to memory."

    def update(self, d: dict[str, str]) -> tuple[str, str]:
        for k in d:
            assert k in self.d, k
        self.d.update(d)
        return memory("update", dict=d), f"Successfully updated items of {list(d)} in memory."

    def retrieve(self, keys: list[str]) -> tuple[str, str]:
        found = {k: self.d[k] for k in keys if k in self.d}
        out = json.dumps(found, indent=2, ensure_ascii=False) if found else ""
        missing = [f"Key not found: '{k}'" for k in keys if k not in self.d]
        return memory("retrieve", key_list=keys), "\n".join(x for x in [out, *missing] if x)

    def retrieve_all(self) -> tuple[str, str]:
        return memory("retrieve_all"), f"Memory contains {len(self.d)} item(s):\n" + json.dumps(self.d, indent=2, ensure_ascii=False)

    def remove(self, keys: list[str]) -> tuple[str, str]:
        for k in keys:
            assert k in self.d, k
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."


def ex(url: str, goal: str, page: str) -> tuple[str, str]:
    return extract(url, goal), page.strip("\n")


T = list[tuple[str, str]]
ALL: list[Any] = []


def traj(fn: Any) -> Any:
    ALL.append(fn)
    return fn


# --------------------------------------------------------------------------- 01 clean, mainstream (NASA)
@traj
def t01(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        ("https://science.nasa.gov/mission/europa-clipper/", "Europa Clipper - NASA Science",
         "NASA's Europa Clipper launched Oct. 14, 2024, on a SpaceX Falcon Heavy rocket from Launch Complex 39A at Kennedy Space Center. It will arrive at Jupiter in April 2030 ...", "N/A"),
        ("https://www.nasa.gov/news-release/nasas-europa-clipper-embarks-on-journey-to-ocean-world/", "NASA's Europa Clipper Embarks on Journey to Ocean World",
         "Liftoff was at 12:06 p.m. EDT. The spacecraft will travel 1.8 billion miles (2.9 billion kilometers) and use gravity assists from Mars and Earth ...", "Oct 14, 2024"),
        ("https://en.wikipedia.org/wiki/Europa_Clipper", "Europa Clipper - Wikipedia",
         "Europa Clipper is a space probe developed by NASA to study Europa, a Galilean moon of Jupiter. It was launched on October 14, 2024 ...", "N/A"),
        ("https://spaceflightnow.com/2024/10/14/live-coverage-spacex-to-launch-nasas-europa-clipper-mission-on-falcon-heavy-rocket/", "Live coverage: SpaceX to launch NASA's Europa Clipper mission on Falcon Heavy rocket",
         "The Falcon Heavy's two side boosters were expended on this flight, along with the center core, to give the 6,065-kilogram spacecraft enough energy ...", "Oct 14, 2024"),
        ("https://www.jpl.nasa.gov/missions/europa-clipper/", "Europa Clipper | NASA Jet Propulsion Laboratory (JPL)",
         "Europa Clipper will conduct 49 close flybys of Europa, as close as 16 miles (25 kilometers) above the surface, to investigate whether the moon could support life.", "N/A"),
        ("https://www.space.com/space-exploration/launches-spacecraft/spacex-launches-nasa-europa-clipper-mission-to-jupiter-icy-moon", "SpaceX launches NASA's Europa Clipper mission to Jupiter's icy moon",
         "The $5.2 billion mission is the largest spacecraft NASA has ever built for a planetary mission, with solar arrays spanning about 100 feet ...", "Oct 14, 2024"),
        ("https://www.reuters.com/science/nasa-launches-europa-clipper-2024-10-14/", "NASA launches spacecraft to explore Jupiter's moon Europa",
         "A SpaceX Falcon Heavy rocket carrying the probe lifted off from Cape Canaveral, Florida, after a delay caused by Hurricane Milton ...", "Oct 14, 2024"),
        ("https://www.planetary.org/space-missions/europa-clipper", "Europa Clipper, NASA's mission to Jupiter's ocean moon | The Planetary Society",
         "Europa Clipper carries nine science instruments plus a gravity experiment. Key dates, cost history and how the mission survived cancellation threats.", "N/A"),
        ("https://www.nytimes.com/2024/10/14/science/nasa-europa-clipper-launch.html", "NASA's Europa Clipper Launches to Search for Life's Ingredients",
         "The spacecraft's five-and-a-half-year journey includes a flyby of Mars in early 2025 and of Earth in late 2026 ...", "Oct 14, 2024"),
        ("https://www.reddit.com/r/space/comments/1g3m1ax/europa_clipper_launch_thread/", "Europa Clipper launch thread : r/space",
         "No booster landings on this one, all three cores expended ... T-0 12:06 EDT, clean separation confirmed ...", "Oct 14, 2024"),
    ])
    nasa = """# Europa Clipper

NASA Science · Missions · Europa Clipper

| | |
| --- | --- |
| Type | Orbiter (Jupiter orbit, multiple Europa flybys) |
| Launch | October 14, 2024, 12:06 p.m. EDT |
| Launch vehicle | SpaceX Falcon Heavy |
| Launch site | Launch Complex 39A, Kennedy Space Center, Florida |
| Arrival at Jupiter | April 2030 |
| Target | Europa (moon of Jupiter) |
| Planned Europa flybys | 49 |
| Closest approach | 16 miles (25 kilometers) |
| Mass at launch | about 13,000 pounds (6,000 kilograms) |
| Solar array span | more than 100 feet (30.5 meters) |

## Overview

NASA's Europa Clipper is the first mission designed to conduct a detailed study of Jupiter's moon Europa. Scientists are confident that an ocean of liquid water lies beneath the moon's icy shell. The mission's main science goal is to determine whether there are places below Europa's surface that could support life.

The spacecraft will not orbit Europa. It will orbit Jupiter and fly by Europa 49 times during its prime mission, dipping as close as 16 miles (25 kilometers) above the surface.

## Journey

- **Mars gravity assist:** February–March 2025
- **Earth gravity assist:** December 2026
- **Jupiter orbit insertion:** April 2030
- **Science campaign:** 2031–2034, about four years

The trip covers about 1.8 billion miles (2.9 billion kilometers).

## Science Instruments

| Instrument | Full name | Measures |
| --- | --- | --- |
| E-THEMIS | Europa Thermal Emission Imaging System | Heat, active "hot spots" |
| MISE | Mapping Imaging Spectrometer for Europa | Surface composition |
| EIS | Europa Imaging System | Wide- and narrow-angle images |
| Europa-UVS | Europa Ultraviolet Spectrograph | Plumes, atmosphere |
| REASON | Radar for Europa Assessment and Sounding: Ocean to Near-surface | Ice shell thickness |
| ECM | Europa Clipper Magnetometer | Ocean depth and salinity |
| PIMS | Plasma Instrument for Magnetic Sounding | Plasma around Europa |
| MASPEX | MAss Spectrometer for Planetary EXploration | Gases near Europa |
| SUDA | SUrface Dust Analyzer | Dust particles ejected from the surface |

A gravity and radio science investigation uses the spacecraft's telecommunications system.

## Mission Team

Europa Clipper is managed by NASA's Jet Propulsion Laboratory in Southern California with the Johns Hopkins Applied Physics Laboratory (APL) in Laurel, Maryland. The launch was managed by NASA's Launch Services Program at Kennedy.

Last updated: Oct 15, 2024
"""
    r4 = res([
        ("https://blogs.nasa.gov/europaclipper/2024/10/06/nasa-stands-down-from-europa-clipper-launch-due-to-hurricane-milton/", "NASA Stands Down From Europa Clipper Launch Due to Hurricane Milton",
         "NASA and SpaceX are standing down from the Oct. 10 launch attempt of Europa Clipper due to anticipated hurricane conditions in the launch area ...", "Oct 6, 2024"),
        ("https://blogs.nasa.gov/europaclipper/2024/10/11/nasa-targets-oct-14-for-europa-clipper-launch/", "NASA Targets Oct. 14 for Europa Clipper Launch",
         "After evaluating the spacecraft and Kennedy facilities following Hurricane Milton, NASA is targeting 12:06 p.m. EDT Monday, Oct. 14 ...", "Oct 11, 2024"),
        ("https://www.space.com/europa-clipper-launch-delay-hurricane-milton", "NASA delays Europa Clipper launch to Jupiter moon as Hurricane Milton approaches",
         "The spacecraft had been scheduled to lift off on Oct. 10. It was secured inside SpaceX's hangar at Launch Complex 39A ahead of the storm ...", "Oct 6, 2024"),
        ("https://spacenews.com/hurricane-milton-delays-europa-clipper-launch/", "Hurricane Milton delays Europa Clipper launch - SpaceNews",
         "The launch period for the mission runs through Nov. 6; NASA said the spacecraft was safe in the hangar ...", "Oct 6, 2024"),
        ("https://www.floridatoday.com/story/tech/science/space/2024/10/06/hurricane-milton-delays-nasa-europa-clipper-launch/", "Hurricane Milton delays NASA's Europa Clipper launch from Kennedy",
         "Milton was expected to bring tropical-storm-force winds to the Space Coast, pushing the launch off the Oct. 10 target ...", "Oct 6, 2024"),
        ("https://en.wikipedia.org/wiki/Europa_Clipper", "Europa Clipper - Wikipedia",
         "The launch, originally scheduled for October 10, 2024, was delayed by Hurricane Milton and took place on October 14, 2024 ...", "N/A"),
        ("https://www.cbsnews.com/news/europa-clipper-launch-hurricane-milton-delay/", "NASA's Europa Clipper launch postponed by Hurricane Milton",
         "Teams said they would assess the facilities once the storm passed before setting a new date ...", "Oct 7, 2024"),
        ("https://arstechnica.com/space/2024/10/hurricane-milton-forces-delay-of-europa-clipper-launch/", "Hurricane Milton forces delay of Europa Clipper launch",
         "The window to Jupiter stays open until early November, so a short slip costs little ...", "Oct 6, 2024"),
        ("https://www.orlandosentinel.com/2024/10/11/europa-clipper-gets-new-launch-date/", "Europa Clipper gets new launch date after Hurricane Milton",
         "NASA said Friday the spacecraft survived the storm without damage and the new target is Monday, Oct. 14 ...", "Oct 11, 2024"),
        ("https://twitter.com/NASA_LSP/status/1843051266447769935", "NASA's Launch Services Program on X",
         "Due to Hurricane Milton, NASA and @SpaceX are standing down from the Oct. 10 #EuropaClipper launch attempt ...", "Oct 6, 2024"),
    ])
    blog = """# NASA Targets Oct. 14 for Europa Clipper Launch

Europa Clipper blog · October 11, 2024

NASA and SpaceX are targeting 12:06 p.m. EDT Monday, Oct. 14, for the launch of the agency's Europa Clipper mission aboard a SpaceX Falcon Heavy rocket from Launch Complex 39A at NASA's Kennedy Space Center in Florida.

Teams completed post-storm assessments of the spacecraft and ground facilities after Hurricane Milton passed through Central Florida. The spacecraft was safely secured inside SpaceX's hangar at Launch Complex 39A during the storm, and no damage was found.

The launch had been targeted for Oct. 10 before NASA stood down on Oct. 6 because of anticipated hurricane conditions. The mission's launch period runs through Nov. 6.

## Launch Coverage

| Event | Time (EDT) |
| --- | --- |
| Prelaunch news conference | Saturday, Oct. 12, 11:00 a.m. |
| Launch coverage begins (NASA+) | Monday, Oct. 14, 11:00 a.m. |
| Launch | Monday, Oct. 14, 12:06 p.m. |
| Postlaunch news conference | no earlier than 3:00 p.m. |

Weather officials with Cape Canaveral Space Force Station's 45th Weather Squadron predict favorable conditions for the launch window, with cumulus clouds and isolated showers as the primary concerns.

Once launched, Europa Clipper will travel about 1.8 billion miles to reach Jupiter in 2030.

Related: NASA Stands Down From Europa Clipper Launch Due to Hurricane Milton (Oct. 6)
"""
    turns: T = [
        (q("Europa Clipper launch date Falcon Heavy arrival Jupiter"), r1),
        ex("https://science.nasa.gov/mission/europa-clipper/", "launch date and time, launch vehicle, arrival date, number of Europa flybys", nasa),
        m.add({"launch": "Oct 14, 2024, 12:06 p.m. EDT, Falcon Heavy, LC-39A KSC",
               "arrival": "April 2030",
               "flybys": "49 (closest 25 km)"}),
        (q("Europa Clipper launch delayed Hurricane Milton original date"), r4),
        ex("https://blogs.nasa.gov/europaclipper/2024/10/11/nasa-targets-oct-14-for-europa-clipper-launch/", "why the launch moved and what the original date was", blog),
        m.update({"arrival": "April 2030 (Jupiter orbit insertion); 49 Europa flybys, closest 25 km; science 2031-2034"}),
        m.add({"original_target": "Oct 10, 2024 (stood down Oct 6 for Hurricane Milton; window to Nov 6)"}),
        m.remove(["flybys"]),
        m.retrieve_all(),
    ]
    rs.add(TASK, "h50-search-01", SYSTEM, turns, state=state("dr-7c21e9", "2024-10-20 (UTC)"))


# --------------------------------------------------------------------------- 02 bad, less common (openwall oss-security)
OSS_URL = "https://www.openwall.com/lists/oss-security/2024/03/29/4"
OSS_PAGE = """[<prev] [next>] [thread-next>] [day] [month] [year] [list]

Date: Fri, 29 Mar 2024 08:51:26 -0700
From: Andres Freund <andres@...razel.de>
To: oss-security@...ts.openwall.com
Subject: backdoor in upstream xz/liblzma leading to ssh server compromise

Hi,

After observing a few odd symptoms around liblzma (part of the xz package) on Debian sid installations over the last weeks (logins with ssh taking a lot of CPU, valgrind errors) I figured out the answer:

The upstream xz repository and the xz tarballs have been backdoored.

At first I thought this was a compromise of debian's package, but it turns out to be upstream.

== Compromised Release Tarball ==

One portion of the backdoor is *solely in the distributed tarballs*. For easier reference, here's a link to debian's import of the tarball, but it is also present in the tarballs for 5.6.0 and 5.6.1:

https://salsa.debian.org/debian/xz-utils/-/blob/debian/unstable/m4/build-to-host.m4?ref_type=heads#L63

That line is *not* in the upstream source of build-to-host, nor is build-to-host used by xz in git. However, it is present in the tarballs released upstream, except for the "source code" links, which I think github generates directly from the repository contents:

https://github.com/tukaani-project/xz/releases/tag/v5.6.0
https://github.com/tukaani-project/xz/releases/tag/v5.6.1

This injects an obfuscated script to be executed at the end of configure. This script is fairly obfuscated and data from "test" .xz files in the repository.

This script is executed and, if some preconditions match, modifies $builddir/src/liblzma/Makefile to contain

```
am__test = bad-3-corrupt_lzma2.xz
...
am__test_dir=$(top_srcdir)/tests/files/$(am__test)
...
sed rpath $(am__test_dir) | $(am__dist_setup) >/dev/null 2>&1
```

which ends up as

```
...; sed rpath ../../../tests/files/bad-3-corrupt_lzma2.xz | tr "	 \\-_" " 	_\\-" | xz -d | /bin/bash >/dev/null 2>&1; ...
```

Leaving out the "| bash" that produces

```
####Hello####
#��Z�.hj�
eval `grep ^srcdir= config.status`
if test -f ../../config.status;then
eval `grep ^srcdir= ../../config.status`
srcdir="../../$srcdir"
fi
export i="((head -c +1024 >/dev/null) && head -c +2048 && (head -c +1024 >/dev/null) && ..."
```

After de-obfuscation this leads to the attached injected.txt.

== Compromised Repository ==

The files containing the bulk of the exploit are in an obfuscated form in

tests/files/bad-3-corrupt_lzma2.xz
tests/files/good-large_compressed.lzma

committed upstream. They were initially added in

https://github.com/tukaani-project/xz/commit/cf44e4b7f5dfdbf8c78aef377c10f71e274f63c0

Note that the files were not even used for any "tests" in 5.6.0.

Subsequently the injected code (more about that below) caused valgrind errors and crashes in some configurations, due the stack layout differing from what the backdoor was expecting. These issues were attempted to be worked around in 5.6.1:

https://github.com/tukaani-project/xz/commit/e5faaebbcf02ea880cfc56edc702d4f7298788ad
https://github.com/tukaani-project/xz/commit/72d2933bfae514e0dbb123488e9f1eb7cf64175f

For which the exploit code was then adjusted:

https://github.com/tukaani-project/xz/commit/6e636819e8f070330d835fce46289a3ff72a7b89

Given the activity over several weeks, the committer is either directly involved or there was some quite severe compromise of their system. Unfortunately the latter looks like the less likely explanation, given they communicated on various lists about the "fixes" mentioned above.

== Affected Systems ==

The attached de-obfuscated script is invoked first after configure, where it decides whether to modify the build process to inject the code.

These conditions include targeting only x86-64 linux:
    if ! (echo "$build" | grep -Eq "^x86_64" > /dev/null 2>&1) && (echo "$build" | grep -Eq "linux-gnu$" > /dev/null 2>&1);then

Building with gcc and the gnu linker

Running as part of a debian or RPM package build:
    if test -f "$srcdir/debian/rules" || test "x$RPM_ARCH" = "xx86_64";then

Particularly the latter is likely aimed at making it harder for developers to reproduce the issue.

== Observing Impact on openssh server ==

With the backdoored liblzma installed, logins via ssh become a lot slower.

time ssh nonexistant@...ur-host

before:
nonexistant@...alhost: Permission denied (publickey).

before:
real	0m0.299s
user	0m0.202s
sys	0m0.006s

after:
nonexistant@...alhost: Permission denied (publickey).

real	0m0.807s
user	0m0.202s
sys	0m0.006s

openssh does not directly use liblzma. However debian and several other distributions patch openssh to support systemd notification, and libsystemd does depend on lzma.

== Reporting ==

Debian and Red Hat were notified of the issue on 2024-03-28 and an embargo was agreed upon to reveal the issue on 2024-03-29. Red Hat assigned this issue CVE-2024-3094.

Greetings,

Andres Freund

Download attachment "injected.txt" of type "text/plain" (8236 bytes)

Powered by blists - more mailing lists

Please check out the Open Source Software Security Wiki, which is counterpart to this mailing list.
"""


@traj
def t02(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        (OSS_URL, "oss-security - backdoor in upstream xz/liblzma leading to ssh server compromise",
         "After observing a few odd symptoms around liblzma (part of the xz package) on Debian sid installations over the last weeks (logins with ssh taking a lot of CPU, valgrind errors) ...", "Mar 29, 2024"),
        ("https://nvd.nist.gov/vuln/detail/CVE-2024-3094", "NVD - CVE-2024-3094",
         "Malicious code was discovered in the upstream tarballs of xz, starting with version 5.6.0. Through a series of complex obfuscations, the liblzma build process extracts a prebuilt object file ...", "Mar 29, 2024"),
        ("https://www.redhat.com/en/blog/urgent-security-alert-fedora-41-and-rawhide-users", "Urgent security alert for Fedora 41 and Fedora Rawhide users",
         "Red Hat Product Security has assigned CVE-2024-3094 with a CVSS score of 10.0. PLEASE IMMEDIATELY STOP USAGE OF ANY FEDORA 41 OR FEDORA RAWHIDE INSTANCES ...", "Mar 29, 2024"),
        ("https://www.cisa.gov/news-events/alerts/2024/03/29/reported-supply-chain-compromise-affecting-xz-utils-data-compression-library-cve-2024-3094", "Reported Supply Chain Compromise Affecting XZ Utils Data Compression Library, CVE-2024-3094",
         "CISA is aware of reports of supply chain compromise affecting XZ Utils versions 5.6.0 and 5.6.1 ... recommends developers and users downgrade to an uncompromised version such as 5.4.6 Stable.", "Mar 29, 2024"),
        ("https://en.wikipedia.org/wiki/XZ_Utils_backdoor", "XZ Utils backdoor - Wikipedia",
         "In February 2024, a malicious backdoor was introduced to the Linux build of the xz utility within the liblzma library in versions 5.6.0 and 5.6.1 by an account using the name \"Jia Tan\" ...", "N/A"),
        ("https://gist.github.com/thesamesam/223949d5a074ebc3dce9ee78baad9e27", "FAQ on the xz-utils backdoor (CVE-2024-3094) · GitHub",
         "This is a living document. Everything in this document is made in good faith of being accurate, but like I just said; we don't yet know everything about what's going on.", "Mar 29, 2024"),
        ("https://arstechnica.com/security/2024/03/backdoor-found-in-widely-used-linux-utility-breaks-encrypted-ssh-connections/", "Backdoor found in widely used Linux utility targets encrypted SSH connections",
         "Malicious code planted in xz Utils has been circulating for more than a month. The backdoor was discovered by Microsoft developer Andres Freund ...", "Mar 29, 2024"),
        ("https://news.ycombinator.com/item?id=39865810", "Backdoor in upstream xz/liblzma leading to SSH server compromise | Hacker News",
         "4123 points · 1812 comments · The tarballs contain a modified build-to-host.m4 that isn't in the git repository ...", "Mar 29, 2024"),
        ("https://security-tracker.debian.org/tracker/CVE-2024-3094", "CVE-2024-3094 - Debian Security Tracker",
         "xz-utils: bookworm 5.4.1-0.2 not affected; sid 5.6.1+really5.4.5-1 fixed. Debian stable releases are not affected ...", "N/A"),
        ("https://www.akamai.com/blog/security-research/critical-linux-backdoor-xz-utils-discovered-what-to-know", "XZ Utils Backdoor — Everything You Need to Know, and What You Can Do | Akamai",
         "The backdoor hooks RSA_public_decrypt through the IFUNC mechanism, allowing an attacker holding a specific Ed448 key to run code before authentication ...", "Apr 1, 2024"),
    ])
    r4 = res([
        ("https://tukaani.org/xz-backdoor/", "XZ Utils backdoor - Tukaani",
         "XZ Utils 5.6.0 and 5.6.1 release tarballs contain a backdoor. These tarballs were created and signed by Jia Tan. Tarballs created by Lasse Collin and signed by him have not been compromised.", "N/A"),
        ("https://github.com/tukaani-project/xz/releases/tag/v5.6.2", "Release XZ Utils 5.6.2 · tukaani-project/xz · GitHub",
         "Remove the backdoor (CVE-2024-3094). Fixed the build system to refuse to use the host's config files ...", "May 29, 2024"),
        ("https://lwn.net/Articles/967180/", "A backdoor in xz [LWN.net]",
         "Lasse Collin has returned and begun cleaning up; the repository was restored on GitHub after being disabled ...", "Mar 29, 2024"),
        ("https://www.openwall.com/lists/oss-security/2024/03/30/36", "oss-security - Re: backdoor in upstream xz/liblzma leading to ssh server compromise",
         "Lasse Collin: Only x86-64 Linux builds made as part of deb or rpm package builds were targeted ...", "Mar 30, 2024"),
        ("https://git.tukaani.org/?p=xz.git;a=summary", "git.tukaani.org Git - xz.git/summary",
         "XZ Utils repository. heads: master, v5.6, v5.4 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/XZ_Utils", "XZ Utils - Wikipedia",
         "XZ Utils is a set of free software command-line lossless data compressors ... Original author Lasse Collin ... Stable release 5.6.3 ...", "N/A"),
        ("https://www.theverge.com/2024/4/2/24119342/xz-utils-linux-backdoor-attempt", "How one volunteer stopped a backdoor from exposing Linux systems worldwide",
         "The backdoor was inserted by a maintainer who had spent two years building trust in the project ...", "Apr 2, 2024"),
        ("https://boehs.org/node/everything-i-know-about-the-xz-backdoor", "Everything I Know About the XZ Backdoor",
         "Timeline: 2021 JiaT75 account created; 2022 pressure campaign on the mailing list; Feb 23, 2024 test files committed ...", "Mar 29, 2024"),
        ("https://research.swtch.com/xz-timeline", "research!rsc: Timeline of the xz open source attack",
         "Over a period of over two years, an attacker using the name \"Jia Tan\" worked as a diligent, effective contributor ...", "Apr 1, 2024"),
        ("https://www.reddit.com/r/linux/comments/1bqsi6b/xz_backdoor_lasse_collin_statement/", "Lasse Collin's statement on the xz backdoor : r/linux",
         "He says he'll write a full analysis once the repo is back; 5.4.x releases made by him are clean ...", "Mar 30, 2024"),
    ])
    tukaani = """# XZ Utils backdoor

Lasse Collin

## Summary

XZ Utils 5.6.0 and 5.6.1 release tarballs contain a backdoor. These tarballs were created and signed by Jia Tan.

Tarballs created by Lasse Collin and signed by him have not been compromised. XZ Utils 5.4.x and older are not affected.

XZ Utils 5.6.2 and later, 5.4.7 and later (and also 5.4.6 and older) do not contain the backdoor.

CVE-2024-3094 was assigned for this issue.

## Links

- Andres Freund's original report to oss-security (2024-03-29)
- Lasse Collin's second announcement to the xz-devel mailing list
- Russ Cox's timeline of the attack

## Status of the repository

The GitHub project tukaani-project/xz was disabled by GitHub on 2024-03-29 and was restored on 2024-04-03. The repository on git.tukaani.org has the full history. The commits made by Jia Tan are kept in the history for transparency; the backdoor's test files were removed on 2024-03-30.

## Updates

| Date | Update |
| --- | --- |
| 2024-03-29 | Andres Freund reports the backdoor on oss-security. |
| 2024-03-30 | Backdoor test files removed from master; Lasse Collin posts first statement. |
| 2024-04-03 | GitHub restores the tukaani-project/xz repository. |
| 2024-05-29 | XZ Utils 5.6.2 released: backdoor-free, with the build-to-host.m4 fix and many cleanups. |
| 2024-05-29 | XZ Utils 5.4.7 released. |
| 2024-10-01 | XZ Utils 5.6.3 released. |

## Contact

Security issues can be reported to xz@tukaani.org. PGP key fingerprint of Lasse Collin: 3690 C240 CE51 B467 0D30 AD1C 38EE 757D 6918 4620.
"""
    r7 = res([
        ("https://www.redhat.com/en/blog/urgent-security-alert-fedora-41-and-rawhide-users", "Urgent security alert for Fedora 41 and Fedora Rawhide users",
         "Current investigation indicates that the packages are only present in Fedora 41 and Fedora Rawhide within the Red Hat community ecosystem. No versions of Red Hat Enterprise Linux (RHEL) are affected.", "Mar 29, 2024"),
        ("https://lists.debian.org/debian-security-announce/2024/msg00057.html", "[SECURITY] [DSA 5649-1] xz-utils security update",
         "Debian stable (bookworm) is not affected. Versions of xz-utils in testing, unstable and experimental from 5.5.1alpha-0.1 (uploaded 2024-02-01) up to 5.6.1-1 are affected ...", "Mar 29, 2024"),
        ("https://www.kali.org/blog/about-the-xz-backdoor/", "All about the xz-utils backdoor | Kali Linux Blog",
         "If you updated your Kali installation on or after March 26th, especially within the past few days, it is crucial to apply the latest updates today ...", "Mar 29, 2024"),
        ("https://news.opensuse.org/2024/03/29/xz-backdoor/", "openSUSE addresses supply chain attack against xz compression library",
         "openSUSE Tumbleweed and openSUSE MicroOS included xz 5.6.x between March 7th and March 28th ...", "Mar 29, 2024"),
        ("https://archlinux.org/news/the-xz-package-has-been-backdoored/", "Arch Linux - News: The xz package has been backdoored",
         "The versions 5.6.0-1 and 5.6.1-1 of the xz package were affected. Arch's sshd does not link liblzma, but upgrading to 5.6.1-2 is recommended ...", "Mar 29, 2024"),
        ("https://ubuntu.com/security/CVE-2024-3094", "CVE-2024-3094 | Ubuntu",
         "Ubuntu releases are not affected; the compromised version was briefly in the noble-proposed pocket and was removed ...", "N/A"),
        ("https://www.tenable.com/blog/frequently-asked-questions-cve-2024-3094-supply-chain-backdoor-in-xz-utils", "CVE-2024-3094: Supply Chain Backdoor in XZ Utils - Tenable FAQ",
         "Which distributions are affected? Fedora Rawhide, Fedora 41, Debian testing/unstable/experimental, openSUSE Tumbleweed and MicroOS, Kali Linux, Arch Linux ...", "Mar 30, 2024"),
        ("https://github.com/advisories/GHSA-rxwq-x6h5-x525", "CVE-2024-3094 · GitHub Advisory Database",
         "Critical severity. Malicious code was discovered in the upstream tarballs of xz, starting with version 5.6.0 ...", "Mar 29, 2024"),
        ("https://www.bleepingcomputer.com/news/security/red-hat-warns-of-backdoor-in-xz-tools-used-by-most-linux-distros/", "Red Hat warns of backdoor in XZ tools used by most Linux distros",
         "Today, Red Hat warned users to immediately stop using systems running Fedora development and experimental versions ...", "Mar 29, 2024"),
        ("https://www.binarly.io/blog/xz-utils-supply-chain-puzzle-binarly-ships-free-scanner-for-cve-2024-3094-backdoor", "XZ Utils Supply Chain Puzzle: Binarly ships free scanner for CVE-2024-3094",
         "Binarly's scanner detects the IFUNC hooking behaviour rather than matching file hashes ...", "Apr 1, 2024"),
    ])
    turns: T = [
        (q("xz backdoor CVE-2024-3094 oss-security Andres Freund"), r1),
        ex(OSS_URL, "who found it, which versions carry the backdoor, how it is injected", OSS_PAGE),
        m.add({"cve": "CVE-2024-3094 (assigned by Red Hat, CVSS 10.0)",
               "discovered_by": "Andres Freund, oss-security 2024-03-29 08:51 -0700",
               "affected_versions": "xz 5.6.0, 5.6.1 (release tarballs only)",
               "payload_files": "tests/files/bad-3-corrupt_lzma2.xz; tests/files/good-large_compressed.lzma"}),
        (q("tukaani xz backdoor statement fixed version 5.6.2"), r4),
        ex("https://tukaani.org/xz-backdoor/", "which versions are safe and when the fix was released", tukaani),
        m.update({"affected_versions": "xz 5.6.0, 5.6.1 (tarballs signed by Jia Tan); clean: <=5.4.6, 5.4.7+, 5.6.2+ (2024-05-29)"}),
        (q("CVE-2024-3094 affected distributions Fedora Debian sid Kali openSUSE"), r7),
        ex(OSS_URL, "exact test files that carry the payload and the commit that added them",
           sub(OSS_PAGE, "tests/files/good-large_compressed.lzma", "tests/files/good-2-lzma2-corrupt.lzma")),
        m.retrieve(["cve", "affected_versions"]),
    ]
    rs.add(TASK, "h50-search-02", SYSTEM, turns, state=state("dr-31b08f", "2024-10-02 (UTC)"),
           bad=True, turn=8, kind="Re-extracting the same oss-security message lists the second payload file as tests/files/good-2-lzma2-corrupt.lzma instead of tests/files/good-large_compressed.lzma shown in turn 2.")


# --------------------------------------------------------------------------- 03 bad, mainstream (Wikipedia: Hurricane Milton)
MILTON_URL = "https://en.wikipedia.org/wiki/Hurricane_Milton"
MILTON_PAGE = """Hurricane Milton

From Wikipedia, the free encyclopedia

Category 5 Atlantic hurricane in 2024

| Hurricane Milton | |
| --- | --- |
| Milton at peak intensity in the Gulf of Mexico on October 7 | |
| Meteorological history | |
| Formed | October 5, 2024 |
| Extratropical | October 10, 2024 |
| Dissipated | October 12, 2024 |
| Category 5 major hurricane | |
| 1-minute sustained (SSHWS/NWS) | |
| Highest winds | 180 mph (285 km/h) |
| Lowest pressure | 897 mbar (hPa); 26.49 inHg |
| Overall effects | |
| Fatalities | At least 24 (preliminary) |
| Damage | Unknown (preliminary estimates exceed $30 billion) |
| Areas affected | Yucatán Peninsula, Florida, Bahamas |
| Part of the 2024 Atlantic hurricane season | |

**Hurricane Milton** was an extremely powerful and destructive tropical cyclone that made landfall on the west coast of Florida in October 2024. The thirteenth named storm, ninth hurricane, and fourth major hurricane of the 2024 Atlantic hurricane season, Milton underwent explosive intensification over the Gulf of Mexico, becoming the most intense Atlantic hurricane on record in the Gulf since Rita in 2005 and the fifth-most intense Atlantic hurricane on record by pressure.

Milton formed from a tropical wave in the Bay of Campeche on October 5. It intensified rapidly, and on October 7 its maximum sustained winds increased by 90 mph (150 km/h) in about 24 hours, reaching Category 5 status with peak winds of 180 mph (285 km/h) and a minimum central pressure of 897 mbar. After an eyewall replacement cycle and increasing wind shear, Milton weakened before making landfall near Siesta Key, Florida, at about 8:30 p.m. EDT on October 9 (00:30 UTC October 10) as a Category 3 hurricane with sustained winds of 120 mph (195 km/h).

## Meteorological history

The National Hurricane Center (NHC) began monitoring a broad area of low pressure over the southwestern Gulf of Mexico on October 3. A tropical depression formed on October 5 and strengthened into Tropical Storm Milton within hours. Milton became a hurricane on October 6 and a Category 5 hurricane at 18:00 UTC on October 7, about 36 hours after being named.

Hurricane hunter aircraft measured a pressure of 897 mbar late on October 7. The storm's eye contracted to a diameter of about 4 nautical miles (7 km) at peak. An eyewall replacement cycle on October 8 broadened the wind field, and Milton briefly re-intensified to 180 mph before wind shear and dry air weakened it on approach to Florida.

After landfall, Milton crossed the Florida peninsula, producing hurricane-force gusts on both coasts, and emerged into the Atlantic near Cape Canaveral on the morning of October 10, becoming extratropical later that day.

## Preparations

Florida Governor Ron DeSantis declared a state of emergency for 35 counties on October 5, later expanded to 51 counties. Mandatory evacuation orders were issued for coastal zones in Hillsborough, Pinellas, Manatee, Sarasota, Lee and other counties. An estimated 5.9 million people were under evacuation orders, and fuel shortages were reported at about a quarter of gas stations in the Tampa Bay area.

## Impact

### Florida

Milton caused a storm surge of 8 to 10 feet (2.4 to 3.0 m) along the coast south of the landfall point, from Sarasota County to Fort Myers. Over 3.4 million customers lost power at the peak of outages. St. Petersburg recorded 18.8 inches (478 mm) of rain, including nearly 9 inches in three hours, an event estimated to have a 1-in-1,000-year probability. The roof of Tropicana Field, home of the Tampa Bay Rays, was shredded by wind.

### Tornado outbreak

Ahead of landfall, Milton's outer rainbands produced a large tornado outbreak over South and Central Florida on October 9. The National Weather Service confirmed 46 tornadoes in Florida, the most on record in the state for a single day. An EF3 tornado struck the Spanish Lakes Country Club community near Fort Pierce, killing six people.

| Rating | Count |
| --- | --- |
| EF0 | 16 |
| EF1 | 17 |
| EF2 | 9 |
| EF3 | 4 |
| Total | 46 |

## Aftermath

President Joe Biden approved major disaster declarations for Florida on October 11. Search-and-rescue teams rescued more than 3,000 people. Milton struck two weeks after Hurricane Helene, and debris left by Helene was blamed for worsening wind damage in several coastal communities.

## See also

- Hurricane Helene
- Hurricane Ian (2022)
- List of Category 5 Atlantic hurricanes

Retrieved from "https://en.wikipedia.org/w/index.php?title=Hurricane_Milton&oldid=1252011390"
"""


@traj
def t03(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        (MILTON_URL, "Hurricane Milton - Wikipedia",
         "Milton underwent explosive intensification over the Gulf of Mexico, reaching peak winds of 180 mph (285 km/h) and a minimum pressure of 897 mbar ...", "N/A"),
        ("https://www.nhc.noaa.gov/archive/2024/MILTON.shtml", "Hurricane MILTON Advisory Archive",
         "Hurricane MILTON Public Advisories, Forecast Discussions, Wind Speed Probabilities and Tropical Cyclone Updates ...", "N/A"),
        ("https://www.washingtonpost.com/weather/2024/10/07/hurricane-milton-category-5-rapid-intensification/", "Milton explodes into Category 5 hurricane, one of the most intense on record in the Gulf",
         "Milton's pressure dropped to 897 millibars, putting it among the five most intense Atlantic storms on record ...", "Oct 7, 2024"),
        ("https://www.weather.gov/tbw/milton", "Hurricane Milton - October 9, 2024 - National Weather Service Tampa Bay",
         "Milton made landfall near Siesta Key in Sarasota County at approximately 8:30 PM EDT as a Category 3 hurricane ...", "Oct 18, 2024"),
        ("https://www.cnn.com/weather/live-news/hurricane-milton-florida-landfall-10-09-24", "Hurricane Milton makes landfall in Florida as a Category 3 storm",
         "Milton made landfall near Siesta Key with maximum sustained winds of 120 mph, the National Hurricane Center said ...", "Oct 9, 2024"),
        ("https://www.nasa.gov/image-article/hurricane-milton-seen-from-the-international-space-station/", "Hurricane Milton Seen From the International Space Station",
         "Hurricane Milton is pictured from the space station as it orbited 262 miles above the Gulf of Mexico on Oct. 8 ...", "Oct 8, 2024"),
        ("https://www.reuters.com/world/us/hurricane-milton-death-toll-2024-10-12/", "Hurricane Milton death toll rises as Florida assesses damage",
         "Officials reported at least 16 deaths as of Saturday, including six people killed by a tornado at a retirement community in St. Lucie County ...", "Oct 12, 2024"),
        ("https://yaleclimateconnections.org/2024/10/milton-rapid-intensification/", "Milton's rapid intensification is among the most extreme on record",
         "Winds increased by 90 mph in about 24 hours, from a tropical storm to a Category 5 hurricane ...", "Oct 8, 2024"),
        ("https://www.accuweather.com/en/hurricane/hurricane-milton-preliminary-estimate/1700112", "AccuWeather's preliminary estimate of total damage and economic loss from Milton",
         "AccuWeather preliminary estimate of total damage and economic loss is $160-180 billion ...", "Oct 10, 2024"),
        ("https://www.reddit.com/r/TropicalWeather/comments/1fy7ah8/milton_897_mb/", "Milton recon finds 897 mb : r/TropicalWeather",
         "Dropsonde with 10 kt surface wind supports ~897 mb extrapolated; incredible pinhole eye on IR ...", "Oct 7, 2024"),
    ])
    r4 = res([
        ("https://www.nhc.noaa.gov/archive/2024/al14/al142024.update.10100031.shtml", "Hurricane MILTON Tropical Cyclone Update",
         "...MILTON MAKES LANDFALL NEAR SIESTA KEY FLORIDA... Maximum sustained winds were estimated at 120 mph (195 km/h) with higher gusts ...", "Oct 9, 2024"),
        ("https://www.weather.gov/tbw/milton", "Hurricane Milton - October 9, 2024 - National Weather Service Tampa Bay",
         "Milton made landfall near Siesta Key in Sarasota County at approximately 8:30 PM EDT as a Category 3 hurricane ...", "Oct 18, 2024"),
        ("https://www.heraldtribune.com/story/news/local/2024/10/10/hurricane-milton-landfall-siesta-key/", "Milton's eye came ashore at Siesta Key. Here's what it left behind",
         "Sarasota County saw storm surge of up to 8 feet in Venice and Manasota Key ...", "Oct 10, 2024"),
        ("https://www.nhc.noaa.gov/archive/2024/al14/al142024.public.020.shtml", "Hurricane MILTON Public Advisory Number 20",
         "...MILTON EXPECTED TO MAKE LANDFALL WITHIN THE NEXT FEW HOURS... minimum central pressure 950 mb ...", "Oct 9, 2024"),
        ("https://www.tampabay.com/hurricane/2024/10/09/hurricane-milton-landfall-siesta-key-tampa-bay/", "Milton makes landfall at Siesta Key; Tampa Bay spared worst surge",
         "The storm's southward jog at landfall spared Tampa Bay from the catastrophic surge forecasters had feared ...", "Oct 9, 2024"),
        (MILTON_URL, "Hurricane Milton - Wikipedia",
         "... making landfall near Siesta Key, Florida, at about 8:30 p.m. EDT on October 9 as a Category 3 hurricane with sustained winds of 120 mph ...", "N/A"),
        ("https://www.spc.noaa.gov/exper/archive/event.php?date=20241009", "SPC Storm Reports for 10/09/24",
         "Tornado reports: Florida ... Torn. Rpts: 48 ...", "N/A"),
        ("https://www.wfla.com/weather/hurricane-milton-landfall/", "Hurricane Milton landfall: what to know",
         "Siesta Key landfall, 120 mph, 954 mb; Category 3 at landfall after weakening from Category 5 ...", "Oct 10, 2024"),
        ("https://www.flgov.com/2024/10/10/hurricane-milton-update/", "Governor DeSantis Provides Update on Hurricane Milton Response",
         "More than 3.3 million accounts are without power; 50,000 linemen staged ...", "Oct 10, 2024"),
        ("https://www.wunderground.com/cat6/Milton-landfall", "Milton makes landfall on Siesta Key as a Category 3 hurricane | Eye on the Storm",
         "The pressure at landfall, 954 mb, was much higher than the 897 mb seen two days earlier ...", "Oct 9, 2024"),
    ])
    nhc = """ZCZC MIATCUAT4 ALL
TTAA00 KNHC DDHHMM

Hurricane Milton Tropical Cyclone Update
NWS National Hurricane Center Miami FL       AL142024
830 PM EDT Wed Oct 09 2024

...MILTON MAKES LANDFALL NEAR SIESTA KEY FLORIDA...

NOAA Doppler radar data indicate that the center of Hurricane Milton made landfall near Siesta Key, Florida, around 830 PM EDT (0030 UTC). Maximum sustained winds were estimated at 120 mph (195 km/h) with higher gusts. The estimated minimum central pressure at landfall was 954 mb (28.17 inches).

A WeatherFlow station in Sarasota Bay recently reported a sustained wind of 74 mph (119 km/h) and a wind gust of 101 mph (163 km/h). A NOAA National Ocean Service station at Port Manatee reported a sustained wind of 67 mph (108 km/h) and a gust of 93 mph (150 km/h).

SUMMARY OF 830 PM EDT...0030 UTC...INFORMATION
----------------------------------------------
LOCATION...27.2N 82.6W
ABOUT 5 MI...10 KM W OF SARASOTA FLORIDA
ABOUT 65 MI...105 KM SSW OF TAMPA FLORIDA
MAXIMUM SUSTAINED WINDS...120 MPH...195 KM/H
PRESENT MOVEMENT...ENE OR 65 DEGREES AT 16 MPH...26 KM/H
MINIMUM CENTRAL PRESSURE...954 MB...28.17 INCHES

$$
Forecaster Cangialosi

NNNN
"""
    turns: T = [
        (q("Hurricane Milton peak intensity minimum pressure landfall"), r1),
        ex(MILTON_URL, "peak winds and minimum pressure, landfall place, time and category", MILTON_PAGE),
        m.add({"milton_peak": "Cat 5, 180 mph (285 km/h), 897 mbar, Oct 7 2024, Gulf of Mexico",
               "milton_landfall": "Siesta Key FL, ~8:30 pm EDT Oct 9 (00:30 UTC Oct 10), Cat 3, 120 mph"}),
        (q("Milton landfall Siesta Key NHC tropical cyclone update pressure"), r4),
        ex("https://www.nhc.noaa.gov/archive/2024/al14/al142024.update.10100031.shtml", "pressure and winds at landfall", nhc),
        ex(MILTON_URL, "how many tornadoes in Florida and the deadliest one",
           sub(MILTON_PAGE, "| Lowest pressure | 897 mbar (hPa); 26.49 inHg |", "| Lowest pressure | 902 mbar (hPa); 26.64 inHg |")),
        m.add({"milton_landfall_pressure": "954 mb (NHC TCU 830 PM EDT Oct 9)",
               "milton_tornadoes": "46 confirmed in Florida Oct 9 (state single-day record); EF3 Spanish Lakes CC near Fort Pierce, 6 deaths"}),
    ]
    rs.add(TASK, "h50-search-03", SYSTEM, turns, state=state("dr-0e5d44", "2024-10-25 (UTC)"),
           bad=True, turn=6, kind="The re-extracted Hurricane Milton Wikipedia infobox gives the lowest pressure as 902 mbar, while the same page in turn 2 gave 897 mbar.")


# --------------------------------------------------------------------------- 04 clean, less common (IFES ElectionGuide: Iceland 2024)
IS_VOTES = [
    ("Halla Tómasdóttir", 73182), ("Katrín Jakobsdóttir", 53980), ("Halla Hrund Logadóttir", 33601),
    ("Jón Gnarr", 21634), ("Baldur Þórhallsson", 18030), ("Arnar Þór Jónsson", 10881),
    ("Steinunn Ólína Þorsteinsdóttir", 842), ("Helga Þórisdóttir", 724), ("Ásdís Rán Gunnarsdóttir", 492),
    ("Ástþór Magnússon", 432), ("Eiríkur Ingi Jóhannsson", 301), ("Viktor Traustason", 197),
]
IS_VALID = sum(v for _, v in IS_VOTES)
IS_BLANK = 1387
IS_REG = 266935
IS_CAST = IS_VALID + IS_BLANK


@traj
def t04(rs: RowSet) -> None:
    m = Mem()
    q1 = "Iceland presidential election 2024 results Halla Tómasdóttir"
    r1 = res([
        ("https://www.ruv.is/english/2024-06-02-halla-tomasdottir-elected-president-of-iceland-413417", "Halla Tómasdóttir elected President of Iceland - RÚV English",
         "Halla Tómasdóttir has been elected the seventh President of Iceland with 34.1% of the vote. Katrín Jakobsdóttir came second with 25.2% ...", "Jun 2, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Icelandic_presidential_election", "2024 Icelandic presidential election - Wikipedia",
         "Presidential elections were held in Iceland on 1 June 2024. Incumbent president Guðni Th. Jóhannesson did not seek a third term ...", "N/A"),
        ("https://www.electionguide.org/elections/id/4138/", "ElectionGuide | Republic of Iceland, Presidency, June 1, 2024",
         "Election for Icelandic Presidency. Results: Halla Tómasdóttir (Independent) 34.15% ... Voter turnout 80.8% ...", "Jun 3, 2024"),
        ("https://www.reuters.com/world/europe/businesswoman-halla-tomasdottir-wins-icelands-presidential-election-2024-06-02/", "Businesswoman Tomasdottir wins Iceland's presidential election",
         "Tomasdottir, 55, beat former prime minister Katrin Jakobsdottir, who resigned in April to run ...", "Jun 2, 2024"),
        ("https://www.icelandreview.com/news/halla-tomasdottir-iceland-president-elect/", "Halla Tómasdóttir Iceland's President-Elect | Iceland Review",
         "She will take office on August 1, becoming the second woman to hold the office after Vigdís Finnbogadóttir ...", "Jun 2, 2024"),
        ("https://www.bbc.com/news/articles/c6pp7q9gx9go", "Iceland elects businesswoman Halla Tomasdottir as president",
         "Ms Tomasdottir won about 34% of the vote, ahead of Katrin Jakobsdottir on about 25% ...", "Jun 2, 2024"),
        ("https://island.is/s/landskjorstjorn/forsetakosningar-2024", "Forsetakosningar 2024 | Landskjörstjórn",
         "Úrslit forsetakosninga 1. júní 2024. Kjörsókn 80,8%. Auðir og ógildir seðlar ...", "Jun 4, 2024"),
        ("https://www.mbl.is/frettir/kosning/forsetakosningar_2024/", "Forsetakosningar 2024 - mbl.is",
         "Nýjustu tölur úr öllum kjördæmum, fylgi frambjóðenda og kjörsókn ...", "Jun 2, 2024"),
        ("https://www.politico.eu/article/iceland-presidential-election-halla-tomasdottir/", "Iceland picks businesswoman over ex-PM in presidential race",
         "Polls had shown a tight race between Tómasdóttir, Jakobsdóttir and Halla Hrund Logadóttir until the final week ...", "Jun 2, 2024"),
        ("https://grapevine.is/news/2024/06/02/halla-tomasdottir-wins/", "Halla Tómasdóttir Wins The Presidency - The Reykjavík Grapevine",
         "Twelve candidates stood, the largest field in the history of Icelandic presidential elections ...", "Jun 2, 2024"),
    ])
    ruv = """# Halla Tómasdóttir elected President of Iceland

RÚV English · 2 June 2024 at 07:41

Halla Tómasdóttir has been elected the seventh President of Iceland. With votes counted in all six constituencies, she received 34.1% of the vote. Katrín Jakobsdóttir, who stepped down as prime minister in April to run, came second with 25.2%.

> "I am deeply grateful for the trust the nation has shown me," Halla said when results from the last constituency came in shortly before 7 am.

## Results (all constituencies counted)

| Candidate | Share |
| --- | --- |
| Halla Tómasdóttir | 34.1% |
| Katrín Jakobsdóttir | 25.2% |
| Halla Hrund Logadóttir | 15.7% |
| Jón Gnarr | 10.1% |
| Baldur Þórhallsson | 8.4% |
| Arnar Þór Jónsson | 5.1% |
| Other six candidates | 1.4% combined |

Turnout was 80.8%, up from 66.9% in 2020. The National Electoral Commission (Landskjörstjórn) will confirm the final figures after reviewing disputed ballots.

Halla Tómasdóttir, 55, ran for president in 2016 and finished second to Guðni Th. Jóhannesson with 27.9%. She will take office on 1 August 2024, becoming Iceland's second female president after Vigdís Finnbogadóttir (1980–1996).

Related: Katrín Jakobsdóttir concedes · How the twelve candidates campaigned
"""
    rows = "\n".join(f"| {n} | Independent | {v:,} | {100 * v / IS_VALID:.2f}% |" for n, v in IS_VOTES)
    eg = f"""# Republic of Iceland

## Election for Icelandic Presidency

| | |
| --- | --- |
| Election Date | June 1, 2024 |
| Election Type | Presidential |
| Election Status | Held |
| Registered Voters | {IS_REG:,} |
| Votes Cast | {IS_CAST:,} |
| Voter Turnout | {100 * IS_CAST / IS_REG:.1f}% |
| Valid Votes | {IS_VALID:,} |
| Blank/Invalid | {IS_BLANK:,} |

### Results

| Candidate | Party | Votes | % |
| --- | --- | --- | --- |
{rows}

Source: Landskjörstjórn (National Electoral Commission), final results certified June 4, 2024.

### Election Description

The President of Iceland is elected by plurality vote for a four-year term; there is no runoff. Candidates must collect between 1,500 and 3,000 endorsements. Incumbent Guðni Th. Jóhannesson announced on January 1, 2024 that he would not seek a third term.

### Country Profile

| | |
| --- | --- |
| Population | 387,758 (2024) |
| Head of State | President (elected) |
| Legislature | Althing (63 seats) |
| Last legislative election | September 25, 2021 |

Page updated: June 5, 2024
"""
    r4 = res([
        ("https://www.electionguide.org/elections/id/4138/", "ElectionGuide | Republic of Iceland, Presidency, June 1, 2024",
         "Election for Icelandic Presidency. Results: Halla Tómasdóttir (Independent) 34.15% ... Voter turnout 80.8% ...", "Jun 3, 2024"),
        ("https://www.electionguide.org/countries/id/101/", "ElectionGuide | Republic of Iceland",
         "Iceland elections: Althing, Presidency, referendums. Upcoming and past elections with results ...", "N/A"),
        ("https://island.is/s/landskjorstjorn/forsetakosningar-2024", "Forsetakosningar 2024 | Landskjörstjórn",
         "Úrslit forsetakosninga 1. júní 2024. Kjörsókn 80,8%. Auðir og ógildir seðlar ...", "Jun 4, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Icelandic_presidential_election", "2024 Icelandic presidential election - Wikipedia",
         "Halla Tómasdóttir 73,182 votes (34.15%) · Katrín Jakobsdóttir 53,980 (25.19%) ...", "N/A"),
        ("https://www.ipu.org/parliament/IS", "Iceland | Althingi | IPU Parline",
         "Parliament of Iceland, unicameral, 63 members, elections every four years ...", "N/A"),
        ("https://www.statice.is/publications/news-archive/elections/presidential-election-2024/", "Presidential election 1 June 2024 - Statistics Iceland",
         "Turnout was 80.8%, the highest in a presidential election since 1996 ...", "Jun 7, 2024"),
        ("https://www.idea.int/data-tools/country-view/141/40", "Iceland | International IDEA Voter Turnout Database",
         "Presidential turnout history for Iceland 1952–2024 ...", "N/A"),
        ("https://www.osce.org/odihr/elections/iceland", "Elections in Iceland | OSCE ODIHR",
         "ODIHR did not deploy an observation mission to the 2024 presidential election ...", "N/A"),
        ("https://www.ruv.is/english/2024-06-04-final-results-confirmed-413612", "Final results confirmed by National Electoral Commission - RÚV English",
         "The commission confirmed 73,182 votes for Halla Tómasdóttir; blank and invalid ballots totalled 1,387 ...", "Jun 4, 2024"),
        ("https://www.europeelects.eu/iceland/", "Iceland - Europe Elects",
         "Polling average and results for Icelandic elections ...", "N/A"),
    ])
    p2 = res([
        ("https://www.dw.com/en/iceland-elects-halla-tomasdottir-as-president/a-69253117", "Iceland elects Halla Tomasdottir as president – DW",
         "The former businesswoman and director of The B Team campaigned on unity and mental health of young people ...", "Jun 2, 2024"),
        ("https://www.theguardian.com/world/article/2024/jun/02/iceland-halla-tomasdottir-president", "Iceland elects businesswoman Halla Tómasdóttir as president",
         "Tómasdóttir, who came second in 2016, overtook Jakobsdóttir in the final days of the campaign ...", "Jun 2, 2024"),
        ("https://www.icelandmonitor.mbl.is/news/politics_and_society/2024/06/02/halla_tomasdottir_new_president/", "Halla Tómasdóttir new president - Iceland Monitor",
         "Halla received 34.1 percent of votes cast, according to the final count from the six constituencies ...", "Jun 2, 2024"),
        ("https://en.wikipedia.org/wiki/Halla_T%C3%B3masd%C3%B3ttir", "Halla Tómasdóttir - Wikipedia",
         "Halla Tómasdóttir (born 11 October 1968) is an Icelandic businesswoman and the president-elect of Iceland, elected on 1 June 2024 ...", "N/A"),
        ("https://www.forseti.is/en/", "President of Iceland - Official website",
         "President-elect Halla Tómasdóttir will take office on 1 August 2024. Guðni Th. Jóhannesson remains President until 31 July ...", "N/A"),
        ("https://apnews.com/article/iceland-presidential-election-tomasdottir-a1e2b3c4", "Iceland elects Halla Tomasdottir as its second female president",
         "Jakobsdottir's candidacy had been controversial after she quit as prime minister to run ...", "Jun 2, 2024"),
        ("https://www.ft.com/content/iceland-election-tomasdottir", "Iceland's voters reject former premier in presidential election",
         "The presidency is largely ceremonial but holds the power to refer laws to a referendum ...", "Jun 2, 2024"),
        ("https://www.aljazeera.com/news/2024/6/2/businesswoman-halla-tomasdottir-wins-iceland-presidential-race", "Businesswoman Halla Tomasdottir wins Iceland presidential race",
         "Tomasdottir won 34.3 percent with most votes counted, national broadcaster RUV said ...", "Jun 2, 2024"),
        ("https://www.nordicpolicycentre.org.au/iceland_2024_presidential", "Iceland's 2024 presidential election - Nordic Policy Centre",
         "Analysis of the surprise result and what it means for the Independence Party ...", "Jun 12, 2024"),
        ("https://www.reddit.com/r/Iceland/comments/1d5v2kq/forsetakosningar_2024/", "Forsetakosningar 2024 - úrslitaþráður : r/Iceland",
         "Halla T. komin með yfir 34% þegar öll kjördæmi hafa skilað ...", "Jun 2, 2024"),
    ], start=11)
    turns: T = [
        (q(q1), r1),
        ex("https://www.ruv.is/english/2024-06-02-halla-tomasdottir-elected-president-of-iceland-413417", "winner, vote shares and turnout", ruv),
        m.add({"winner": "Halla Tómasdóttir (independent), takes office 1 Aug 2024",
               "winner_share": "34.1% (RÚV, 2 Jun, all constituencies counted)",
               "runner_up": "Katrín Jakobsdóttir 25.2%",
               "turnout": "80.8% (preliminary, RÚV)"}),
        (q("electionguide Iceland presidency June 1 2024 votes registered voters"), r4),
        ex("https://www.electionguide.org/elections/id/4138/", "final vote counts, registered voters, votes cast and turnout", eg),
        m.update({"winner_share": f"34.15% ({73182:,} of {IS_VALID:,} valid votes, certified 4 Jun)",
                  "runner_up": f"Katrín Jakobsdóttir 53,980 ({100 * 53980 / IS_VALID:.2f}%)",
                  "turnout": f"{100 * IS_CAST / IS_REG:.1f}% ({IS_CAST:,} of {IS_REG:,} registered, incl. {IS_BLANK:,} blank/invalid)"}),
        (q(q1, page=2), p2),
        m.add({"note_aljazeera": "Al Jazeera quoted 34.3% with most votes counted (early figure, superseded)"}),
        m.retrieve_all(),
    ]
    rs.add(TASK, "h50-search-04", SYSTEM, turns, state=state("dr-5a1f30", "2024-06-12 (UTC)"))


# --------------------------------------------------------------------------- 05 clean, mainstream (World Athletics: Duplantis)
@traj
def t05(rs: RowSet) -> None:
    m = Mem({"task": "Duplantis pole vault world records: current mark, count, full list",
             "wr_current": "6.25 m, Paris Olympics (Stade de France), 5 Aug 2024"})
    r1 = res([
        ("https://worldathletics.org/news/report/duplantis-world-record-silesia-diamond-league-2024", "Duplantis breaks world record again with 6.26m in Silesia | REPORT | World Athletics",
         "Armand Duplantis cleared 6.26m at the Kamila Skolimowska Memorial in Chorzów on Sunday (25), improving his own world record for the 10th time ...", "Aug 25, 2024"),
        ("https://www.diamondleague.com/news/detail/duplantis-626-silesia/", "Duplantis soars to 6.26m world record in Silesia - Wanda Diamond League",
         "Mondo Duplantis added a centimetre to the world record he set at the Olympic Games three weeks earlier ...", "Aug 25, 2024"),
        ("https://en.wikipedia.org/wiki/Armand_Duplantis", "Armand Duplantis - Wikipedia",
         "Armand Gustav \"Mondo\" Duplantis (born 10 November 1999) is a Swedish-American pole vaulter who holds the world record of 6.26 m ...", "N/A"),
        ("https://www.bbc.com/sport/athletics/articles/c9wvzxkp2e9o", "Mondo Duplantis breaks pole vault world record for 10th time",
         "The Swede, 24, cleared 6.26m at the first attempt in the Silesia Diamond League meeting in Poland ...", "Aug 25, 2024"),
        ("https://www.reuters.com/sports/athletics/duplantis-sets-new-pole-vault-world-record-626-metres-2024-08-25/", "Duplantis sets new pole vault world record of 6.26 metres",
         "Olympic champion Armand Duplantis broke the pole vault world record for the 10th time on Sunday ...", "Aug 25, 2024"),
        ("https://worldathletics.org/records/by-discipline/jumps/pole-vault/outdoor/men", "Pole Vault - men - senior - outdoor | Records | World Athletics",
         "World Record 6.26 Armand DUPLANTIS SWE 25 AUG 2024 Stadion Śląski, Chorzów (POL) ...", "N/A"),
        ("https://www.olympics.com/en/news/armand-mondo-duplantis-world-record-6-26-silesia", "Mondo Duplantis sets 10th pole vault world record: 6.26m in Silesia",
         "Three weeks after his 6.25m at Paris 2024, the Swede went one centimetre higher in Chorzów ...", "Aug 25, 2024"),
        ("https://www.espn.com/olympics/story/_/id/41008472/mondo-duplantis-breaks-pole-vault-world-record-10th", "Mondo Duplantis breaks pole vault world record for 10th time",
         "It was the Swede's third world record of 2024, after Xiamen in April and the Olympic final in August ...", "Aug 25, 2024"),
        ("https://www.reddit.com/r/trackandfield/comments/1f0uyfd/mondo_626/", "MONDO 6.26m WR in Silesia! : r/trackandfield",
         "First attempt clearance, barely touched it. 10 world records now, every one a centimetre ...", "Aug 25, 2024"),
        ("https://www.aftonbladet.se/sportbladet/friidrott/a/duplantis-6-26", "Duplantis slog världsrekord igen – 6,26",
         "Mondo Duplantis höjde världsrekordet till 6,26 i Chorzów ...", "Aug 25, 2024"),
    ])
    wa = """# Duplantis breaks world record again with 6.26m in Silesia

REPORT · Silesia Diamond League · 25 AUG 2024 · Chorzów, Poland

Armand Duplantis improved his pole vault world record for the 10th time, clearing 6.26m at the first attempt at the Kamila Skolimowska Memorial, the Wanda Diamond League meeting in Chorzów, on Sunday (25).

The Swede had set the previous mark of 6.25m when winning his second Olympic title at the Stade de France in Paris on 5 August.

It was his third world record of the season after 6.24m in Xiamen on 20 April and 6.25m in Paris, and the ninth time he has raised his own mark by one centimetre since taking the record from Renaud Lavillenie in 2020.

## Duplantis's world records

| # | Mark | Venue | Date |
| --- | --- | --- | --- |
| 1 | 6.17 | Toruń (i) | 8 Feb 2020 |
| 2 | 6.18 | Glasgow (i) | 15 Feb 2020 |
| 3 | 6.19 | Belgrade (i) | 7 Mar 2022 |
| 4 | 6.20 | Belgrade (i) | 20 Mar 2022 |
| 5 | 6.21 | Eugene | 24 Jul 2022 |
| 6 | 6.22 | Clermont-Ferrand (i) | 25 Feb 2023 |
| 7 | 6.23 | Eugene | 17 Sep 2023 |
| 8 | 6.24 | Xiamen | 20 Apr 2024 |
| 9 | 6.25 | Paris | 5 Aug 2024 |
| 10 | 6.26 | Chorzów | 25 Aug 2024 |

The world record is subject to the usual ratification procedures.
"""
    q4 = "men's pole vault world record progression list Bubka Lavillenie Duplantis"
    r4 = res([
        ("https://en.wikipedia.org/wiki/Men%27s_pole_vault_world_record_progression", "Men's pole vault world record progression - Wikipedia",
         "The first world record in the men's pole vault was recognised by the IAAF in 1912. The current record of 6.26 m was set by Armand Duplantis on 25 August 2024 ...", "N/A"),
        ("https://worldathletics.org/records/by-discipline/jumps/pole-vault/outdoor/men", "Pole Vault - men - senior - outdoor | Records | World Athletics",
         "World Record 6.26 Armand DUPLANTIS SWE 25 AUG 2024 Stadion Śląski, Chorzów (POL) ...", "N/A"),
        ("https://worldathletics.org/records/by-discipline/jumps/pole-vault/indoor/men", "Pole Vault - men - senior - indoor | Records | World Athletics",
         "World Indoor Record 6.22 Armand DUPLANTIS SWE 25 FEB 2023 Clermont-Ferrand (FRA) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Pole_vault", "Pole vault - Wikipedia",
         "World records: Men 6.26 m Armand Duplantis, 25 August 2024; Women 5.06 m Yelena Isinbayeva, 28 August 2009 ...", "N/A"),
        ("https://www.olympics.com/en/news/pole-vault-world-record-history", "Pole vault world record history: From Bubka to Duplantis",
         "Sergey Bubka raised the record 35 times (17 outdoor, 18 indoor); Renaud Lavillenie's 6.16m stood for six years ...", "Aug 6, 2024"),
        ("https://www.statista.com/statistics/1234567/pole-vault-world-record-men/", "Men's pole vault world record progression 1912-2024 | Statista",
         "Height of the men's pole vault world record from 1912 to 2024, in meters ...", "Aug 27, 2024"),
        ("https://trackandfieldnews.com/records/world-records-men/", "World Records — Men | Track & Field News",
         "PV 6.26 Armand Duplantis (Sweden) Chorzów 8/25/24 ...", "N/A"),
        ("https://www.runnersworld.com/news/a61956033/mondo-duplantis-world-records-list/", "Every Mondo Duplantis World Record, Ranked",
         "From Toruń in 2020 to Chorzów in 2024: the list of Duplantis's ten world records ...", "Aug 26, 2024"),
        ("https://www.bbc.com/sport/athletics/68840291", "Duplantis breaks world record in Xiamen with 6.24m",
         "Duplantis cleared 6.24m in Xiamen to set his eighth world record at the first Diamond League meeting of 2024 ...", "Apr 20, 2024"),
        ("https://www.polevaultpower.com/world-records", "Pole Vault World Records | Pole Vault Power",
         "Complete list of men's and women's pole vault world records with video ...", "N/A"),
    ])
    wiki = """Men's pole vault world record progression

From Wikipedia, the free encyclopedia

The first world record in the men's pole vault was recognised by the International Amateur Athletics Federation, now known as World Athletics, in 1912.

As of 25 August 2024, the record stands at 6.26 m, set by Armand Duplantis of Sweden. Since 1 January 2000, marks set indoors have been eligible for the absolute world record.

## Records since 1994

| Mark | Athlete | Nationality | Venue | Date |
| --- | --- | --- | --- | --- |
| 6.14 m | Sergey Bubka | Ukraine | Sestriere, Italy | 31 July 1994 |
| 6.16 m (i) | Renaud Lavillenie | France | Donetsk, Ukraine | 15 February 2014 |
| 6.17 m (i) | Armand Duplantis | Sweden | Toruń, Poland | 8 February 2020 |
| 6.18 m (i) | Armand Duplantis | Sweden | Glasgow, United Kingdom | 15 February 2020 |
| 6.19 m (i) | Armand Duplantis | Sweden | Belgrade, Serbia | 7 March 2022 |
| 6.20 m (i) | Armand Duplantis | Sweden | Belgrade, Serbia | 20 March 2022 |
| 6.21 m | Armand Duplantis | Sweden | Eugene, United States | 24 July 2022 |
| 6.22 m (i) | Armand Duplantis | Sweden | Clermont-Ferrand, France | 25 February 2023 |
| 6.23 m | Armand Duplantis | Sweden | Eugene, United States | 17 September 2023 |
| 6.24 m | Armand Duplantis | Sweden | Xiamen, China | 20 April 2024 |
| 6.25 m | Armand Duplantis | Sweden | Saint-Denis, France | 5 August 2024 |
| 6.26 m | Armand Duplantis | Sweden | Chorzów, Poland | 25 August 2024 |

(i) = set indoors

## Notes

- Bubka's 6.15 m indoor (Donetsk, 21 February 1993) was not eligible as an absolute record at the time; it was a world indoor record.
- The 6.25 m at the 2024 Summer Olympics was set at the Stade de France in Saint-Denis, north of Paris.
- The 6.26 m is pending ratification.

## See also

- Women's pole vault world record progression
- List of world records in athletics
"""
    p2 = res([
        ("https://www.britannica.com/sports/pole-vault", "Pole vault | Britannica",
         "Pole vault, sport in athletics (track and field) in which an athlete jumps over an obstacle with the aid of a pole ...", "N/A"),
        ("https://www.nytimes.com/athletic/5718010/2024/08/25/duplantis-pole-vault-record-626/", "Duplantis keeps inching the bar up — and that's the point",
         "Each world record earns a bonus, which is one reason the Swede raises the bar by a single centimetre ...", "Aug 25, 2024"),
        ("https://en.wikipedia.org/wiki/Sergey_Bubka", "Sergey Bubka - Wikipedia",
         "Bubka broke the world record for men's pole vaulting 35 times. He was the first pole vaulter to clear 6.0 metres ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Renaud_Lavillenie", "Renaud Lavillenie - Wikipedia",
         "On 15 February 2014, Lavillenie broke the world record with 6.16 m in Donetsk, breaking Bubka's indoor mark ...", "N/A"),
        ("https://worldathletics.org/news/feature/duplantis-world-records-timeline", "From Toruń to Chorzów: a timeline of Duplantis's world records",
         "A centimetre at a time: every record since the 6.17m in February 2020 ...", "Aug 28, 2024"),
        ("https://www.si.com/olympics/2024/08/05/mondo-duplantis-pole-vault-world-record-paris-olympics", "Mondo Duplantis breaks world record to win Olympic gold",
         "Duplantis cleared 6.25 meters on his third attempt at the Stade de France ...", "Aug 5, 2024"),
        ("https://www.cbc.ca/sports/olympics/summer/athletics/duplantis-xiamen-6-24-1.7179140", "Duplantis raises pole vault world record to 6.24m in Xiamen",
         "The 24-year-old set the mark at the Diamond League opener in China, his first world record of 2024 ...", "Apr 20, 2024"),
        ("https://www.quora.com/Why-does-Mondo-Duplantis-only-break-the-record-by-1cm", "Why does Mondo Duplantis only break the record by 1cm? - Quora",
         "Record bonuses are paid per record, so incremental improvements are rewarded ...", "N/A"),
        ("https://www.tilastopaja.eu/db/athletes.php?ID=286120", "Armand Duplantis - Tilastopaja",
         "Season bests and all competitions since 2015 ...", "N/A"),
        ("https://www.allathletics.com/pole-vault-world-records", "Pole vault world records list | All Athletics",
         "Men's pole vault world records 1912–2024 ...", "N/A"),
    ], start=11)
    turns: T = [
        (q("Duplantis pole vault world record 6.26 Silesia Diamond League"), r1),
        ex("https://worldathletics.org/news/report/duplantis-world-record-silesia-diamond-league-2024", "the new world record height, venue, date and the list of his records", wa),
        m.update({"wr_current": "6.26 m, Silesia DL (Stadion Śląski), Chorzów, 25 Aug 2024 - 1st attempt"}),
        (q(q4), r4),
        ex("https://en.wikipedia.org/wiki/Men%27s_pole_vault_world_record_progression", "world records since Bubka with venues and dates", wiki),
        m.add({"wr_count": "10 WRs by Duplantis: 6.17 (8 Feb 2020) -> 6.26 (25 Aug 2024), +1 cm each",
               "wr_before_duplantis": "6.16 m (i) Renaud Lavillenie, Donetsk, 15 Feb 2014",
               "wr_previous": "6.25 m, Saint-Denis (Paris Olympics), 5 Aug 2024"}),
        (q(q4, page=2), p2),
        m.retrieve_all(),
    ]
    rs.add(TASK, "h50-search-05", SYSTEM, turns,
           state=state("dr-9b6c02", "2024-09-10 (UTC)", {"task": "Duplantis pole vault world records: current mark, count, full list",
                                                          "wr_current": "6.25 m, Paris Olympics (Stade de France), 5 Aug 2024"},
                       history="1 earlier session (2024-08-06)"))


# --------------------------------------------------------------------------- 06 bad, less common (berlinale.de)
@traj
def t06(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        ("https://www.berlinale.de/en/2024/news-press-releases/prizes-of-the-international-jury.html", "Prizes of the International Jury - Berlinale 2024",
         "Golden Bear for Best Film: Dahomey by Mati Diop. Silver Bear Grand Jury Prize: Yeohaengjaui pilyo (A Traveler's Needs) by Hong Sangsoo ...", "Feb 24, 2024"),
        ("https://en.wikipedia.org/wiki/74th_Berlin_International_Film_Festival", "74th Berlin International Film Festival - Wikipedia",
         "The 74th annual Berlin International Film Festival took place from 15 to 25 February 2024. Dahomey by Mati Diop won the Golden Bear ...", "N/A"),
        ("https://variety.com/2024/film/global/berlin-film-festival-winners-dahomey-golden-bear-1235921120/", "Berlin Film Festival Winners: 'Dahomey' Takes Golden Bear",
         "Mati Diop's documentary about the return of 26 looted treasures from France to Benin won the top prize ...", "Feb 24, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/berlin-film-festival-2024-winners-list-1235832610/", "Berlin Film Festival 2024 Winners: 'Dahomey' Wins Golden Bear",
         "Full list: Sebastian Stan wins best leading performance for A Different Man; Emily Watson supporting for Small Things Like These ...", "Feb 24, 2024"),
        ("https://www.theguardian.com/film/2024/feb/24/berlin-film-festival-2024-golden-bear-dahomey-mati-diop", "Mati Diop's Dahomey wins Golden Bear at Berlin film festival",
         "The jury led by Lupita Nyong'o also gave the Silver Bear for best director to Nelson Carlo De Los Santos Arias for Pepe ...", "Feb 24, 2024"),
        ("https://www.screendaily.com/news/dahomey-wins-golden-bear-at-berlinale-2024-full-winners/5190412.article", "'Dahomey' wins Golden Bear at Berlinale 2024: full winners",
         "The Silver Bear Jury Prize went to Bruno Dumont's L'Empire; Matthias Glasner's Sterben took best screenplay ...", "Feb 24, 2024"),
        ("https://www.dw.com/en/berlinale-2024-dahomey-wins-golden-bear/a-68346912", "Berlinale 2024: 'Dahomey' wins Golden Bear – DW",
         "The 74th Berlinale was the last under the leadership of Carlo Chatrian and Mariëtte Rissenbeek ...", "Feb 24, 2024"),
        ("https://www.berlinale.de/en/2024/programme/202407155.html", "Dahomey | Berlinale 2024 Competition",
         "France, Senegal, Benin 2024 · Documentary form · 68 min · Director: Mati Diop ...", "N/A"),
        ("https://www.imdb.com/event/ev0000091/2024/1/", "Berlin International Film Festival (2024) - IMDb",
         "Golden Berlin Bear: Dahomey (2024) Mati Diop. Silver Berlin Bear: ...", "N/A"),
        ("https://letterboxd.com/festival/berlinale-2024/winners/", "Berlinale 2024 winners • Letterboxd",
         "A list of films awarded at the 74th Berlin International Film Festival ...", "Feb 25, 2024"),
    ])
    berl = """# Prizes of the International Jury

Press release · 24 February 2024 · 74th Berlin International Film Festival

The International Jury of the 74th Berlinale – Lupita Nyong'o (jury president), Brady Corbet, Ann Hui, Christian Petzold, Albert Serra, Jasmine Trinca and Oksana Zabuzhko – awarded the following prizes at the Berlinale Palast:

## Golden Bear for Best Film
(awarded to the film's producers)
**Dahomey** by Mati Diop
Produced by Eve Robin, Judith Lou Lévy, Mati Diop

## Silver Bear Grand Jury Prize
**Yeohaengjaui pilyo** (A Traveler's Needs) by Hong Sangsoo

## Silver Bear Jury Prize
**L'Empire** (The Empire) by Bruno Dumont

## Silver Bear for Best Director
Nelson Carlo De Los Santos Arias for **Pepe**

## Silver Bear for Best Leading Performance
Sebastian Stan in **A Different Man** by Aaron Schimberg

## Silver Bear for Best Supporting Performance
Emily Watson in **Small Things Like These** by Tim Mielants

## Silver Bear for Best Screenplay
Matthias Glasner for **Sterben** (Dying) by Matthias Glasner

## Silver Bear for Outstanding Artistic Contribution
Martin Gschlacht for the cinematography in **Des Teufels Bad** (The Devil's Bath) by Veronika Franz and Severin Fiala

---

The Competition of the 74th Berlinale comprised 20 films. The festival ran from 15 to 25 February 2024; the award ceremony was broadcast live on 3sat and streamed at berlinale.de.

Further prizes: Encounters, GWFF Best First Feature Award, Berlinale Documentary Award and the Berlinale Shorts prizes were presented at the same ceremony (see separate press release).

Press contact: Berlinale Press Office, +49 30 259 20 707, press@berlinale.de
"""
    r4 = res([
        ("https://www.berlinale.de/en/2024/news-press-releases/encounters-documentary-first-feature-awards.html", "Encounters, Berlinale Documentary Award and GWFF Best First Feature Award 2024",
         "Best Film Encounters: Direct Action by Guillaume Cailleau and Ben Russell. Berlinale Documentary Award: No Other Land ...", "Feb 24, 2024"),
        ("https://en.wikipedia.org/wiki/74th_Berlin_International_Film_Festival", "74th Berlin International Film Festival - Wikipedia",
         "Independent awards ... Berlinale Documentary Award: No Other Land by Basel Adra, Hamdan Ballal, Yuval Abraham, Rachel Szor ...", "N/A"),
        ("https://www.indiewire.com/news/awards/no-other-land-berlinale-documentary-award-2024-1234956789/", "'No Other Land' Wins Berlinale Documentary Award",
         "The film, made by a Palestinian-Israeli collective, also won the Panorama Audience Award for best documentary ...", "Feb 24, 2024"),
        ("https://www.screendaily.com/news/direct-action-wins-encounters-award-berlin-2024/5190420.article", "'Direct Action' wins Encounters best film at Berlin 2024",
         "The 216-minute documentary portrait of activists at Notre-Dame-des-Landes took the top prize in the sidebar ...", "Feb 24, 2024"),
        ("https://cineuropa.org/en/newsdetail/457890/", "Berlinale 2024: the Encounters winners",
         "Best Director Encounters: Nele Wohlatz for Dormir de olhos abertos (Sleep with Your Eyes Open) ...", "Feb 24, 2024"),
        ("https://variety.com/2024/film/news/cu-li-never-cries-gwff-first-feature-berlin-1235921130/", "'Cu Li Never Cries' Wins GWFF Best First Feature Award in Berlin",
         "Vietnamese director Pham Ngoc Lân's black-and-white debut takes the €50,000 prize ...", "Feb 24, 2024"),
        ("https://www.berlinale.de/en/2024/news-press-releases/independent-juries.html", "Prizes of the Independent Juries 2024",
         "FIPRESCI, Ecumenical Jury, Guild Film Prize, Teddy Awards ...", "Feb 24, 2024"),
        ("https://www.theguardian.com/film/2024/feb/26/berlin-film-festival-no-other-land-speech-row", "Berlin film festival faces criticism over award speeches",
         "Politicians criticised remarks made during the acceptance speeches for No Other Land ...", "Feb 26, 2024"),
        ("https://www.filmmakermagazine.com/124711-berlinale-2024-encounters-winners/", "Berlinale 2024 Encounters winners | Filmmaker Magazine",
         "The Encounters jury awarded its best film prize to Direct Action, a 216-minute observational documentary ...", "Feb 25, 2024"),
        ("https://mubi.com/en/notebook/posts/berlinale-2024-awards-roundup", "Berlinale 2024 Awards Roundup | MUBI Notebook",
         "From Dahomey to Direct Action, a round-up of every jury's decisions ...", "Feb 27, 2024"),
    ])
    enc = """# Encounters, Berlinale Documentary Award and GWFF Best First Feature Award 2024

Press release · 24 February 2024

## Encounters

The international Encounters jury awarded:

| Prize | Film | Director(s) |
| --- | --- | --- |
| Best Film | Direct Action | Guillaume Cailleau, Ben Russell |
| Best Director | Dormir de olhos abertos (Sleep with Your Eyes Open) | Nele Wohlatz |
| Special Jury Prize | Through the Graves the Wind Is Blowing | Travis Wilkerson |
| Special Jury Prize | Some Rain Must Fall | Qiu Yang |

## GWFF Best First Feature Award

(endowed with €50,000, shared between producer and director)

**Cu Li Never Cries** (Cu Li không bao giờ khóc) by Pham Ngoc Lân

## Berlinale Documentary Award

(endowed with €40,000)

**No Other Land** by Basel Adra, Hamdan Ballal, Yuval Abraham, Rachel Szor

---

All prizes were presented at the Berlinale Palast on 24 February 2024. The audience day with repeat screenings of the winning films followed on 25 February.
"""
    turns: T = [
        (q("Berlinale 2024 Golden Bear winner full list of Silver Bears"), r1),
        ex("https://www.berlinale.de/en/2024/news-press-releases/prizes-of-the-international-jury.html", "all prizes of the International Jury and the festival dates", berl),
        m.add({"golden_bear": "Dahomey (Mati Diop) - documentary, France/Senegal/Benin",
               "grand_jury_prize": "A Traveler's Needs (Hong Sangsoo)",
               "best_director": "Nelson Carlo De Los Santos Arias, Pepe",
               "leading_performance": "Sebastian Stan, A Different Man",
               "berlinale_dates": "74th Berlinale, 15-25 Feb 2024; ceremony 24 Feb, Berlinale Palast"}),
        (q("Berlinale 2024 Encounters best film documentary award first feature winners"), r4),
        ex("https://www.berlinale.de/en/2024/news-press-releases/encounters-documentary-first-feature-awards.html", "winners of Encounters, documentary and first feature awards", enc),
        m.remove(["berlinale_dates"]),
        m.add({"documentary_award": "No Other Land (Adra, Ballal, Abraham, Szor), EUR 40,000",
               "encounters_best_film": "Direct Action (Cailleau, Russell)",
               "first_feature": "Cu Li Never Cries (Pham Ngoc Lân), EUR 50,000"}),
    ]
    act, obs = m.retrieve_all()
    stale = {"golden_bear": m.d["golden_bear"], "grand_jury_prize": m.d["grand_jury_prize"],
             "best_director": m.d["best_director"], "leading_performance": m.d["leading_performance"],
             "berlinale_dates": "74th Berlinale, 15-25 Feb 2024; ceremony 24 Feb, Berlinale Palast",
             "documentary_award": m.d["documentary_award"], "encounters_best_film": m.d["encounters_best_film"],
             "first_feature": m.d["first_feature"]}
    assert obs == "Memory contains 7 item(s):\n" + json.dumps({k: v for k, v in stale.items() if k != "berlinale_dates"}, indent=2, ensure_ascii=False)
    turns.append((act, "Memory contains 8 item(s):\n" + json.dumps(stale, indent=2, ensure_ascii=False)))
    rs.add(TASK, "h50-search-06", SYSTEM, turns, state=state("dr-b40d17", "2024-03-04 (UTC)"),
           bad=True, turn=8, kind="retrieve_all still lists berlinale_dates (and counts 8 items) although that key was removed from memory in turn 6.")


# --------------------------------------------------------------------------- 07 clean, mainstream (bls.gov CPI)
CPI = [("2023", [299.170, 300.840, 301.836, 303.363, 304.127, 305.109, 305.691, 307.026, 307.789, 307.671, 307.051, 306.746]),
       ("2024", [308.417, 310.326, 312.332, 313.548, 314.069, 314.175, 314.540, 314.796, 315.301, 315.664])]


@traj
def t07(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        ("https://www.bls.gov/news.release/archives/cpi_10102024.htm", "Consumer Price Index News Release - September 2024",
         "The Consumer Price Index for All Urban Consumers (CPI-U) increased 0.2 percent on a seasonally adjusted basis in September ... Over the last 12 months, the all items index increased 2.4 percent ...", "Oct 10, 2024"),
        ("https://www.bls.gov/cpi/", "Consumer Price Index Home : U.S. Bureau of Labor Statistics",
         "The Consumer Price Index (CPI) is a measure of the average change over time in the prices paid by urban consumers for a market basket of consumer goods and services ...", "N/A"),
        ("https://www.cnbc.com/2024/10/10/cpi-inflation-september-2024-.html", "CPI inflation report September 2024: Consumer prices rose 2.4% from a year ago",
         "Excluding food and energy, core CPI increased 0.3% for the month and 3.3% from a year ago, both 0.1 percentage point above forecasts ...", "Oct 10, 2024"),
        ("https://www.reuters.com/markets/us/us-consumer-prices-rise-slightly-more-than-expected-september-2024-10-10/", "US consumer prices increase slightly more than expected in September",
         "The CPI rose 0.2% last month after an identical gain in August; in the 12 months through September the CPI climbed 2.4%, the smallest rise since February 2021 ...", "Oct 10, 2024"),
        ("https://www.bls.gov/opub/ted/2024/consumer-prices-up-2-4-percent-over-year-ended-september-2024.htm", "Consumer prices up 2.4 percent over year ended September 2024 : The Economics Daily",
         "Prices for all items less food and energy rose 3.3 percent over the last 12 months. Energy prices declined 6.8 percent ...", "Oct 16, 2024"),
        ("https://www.nytimes.com/2024/10/10/business/economy/cpi-inflation-report-september.html", "Inflation Cooled to 2.4% in September, Lowest Since 2021",
         "Core prices climbed 3.3 percent from a year earlier, a slight pickup from August ...", "Oct 10, 2024"),
        ("https://fred.stlouisfed.org/series/CPIAUCSL", "Consumer Price Index for All Urban Consumers: All Items in U.S. City Average (CPIAUCSL) | FRED",
         "Index 1982-1984=100, Monthly, Seasonally Adjusted. Sep 2024: 314.851 ...", "Oct 10, 2024"),
        ("https://www.usinflationcalculator.com/inflation/current-inflation-rates/", "Current US Inflation Rates: 2000-2024 | US Inflation Calculator",
         "The annual inflation rate for the United States was 2.4% for the 12 months ended September 2024, after rising 2.5% previously ...", "Oct 10, 2024"),
        ("https://tradingeconomics.com/united-states/inflation-cpi", "United States Inflation Rate - Trading Economics",
         "The annual inflation rate in the US slowed for a sixth consecutive month to 2.4% in September 2024 ...", "Oct 10, 2024"),
        ("https://www.bankrate.com/banking/federal-reserve/latest-inflation-statistics/", "Latest CPI inflation report September 2024 | Bankrate",
         "Shelter costs rose 4.9% from a year ago, accounting for over 65% of the annual increase in core prices ...", "Oct 11, 2024"),
    ])
    sep = """# Consumer Price Index – September 2024

Transmission of material in this release is embargoed until 8:30 a.m. (ET) Thursday, October 10, 2024 · USDL-24-2133

The Consumer Price Index for All Urban Consumers (CPI-U) increased 0.2 percent on a seasonally adjusted basis in September, the same increase as in August, the U.S. Bureau of Labor Statistics reported today. Over the last 12 months, the all items index increased 2.4 percent before seasonal adjustment.

The index for shelter rose in September, as did the food index. Together, these two indexes contributed over 75 percent of the monthly all items increase. The food index increased 0.4 percent in September. The energy index fell 1.9 percent over the month.

The index for all items less food and energy rose 0.3 percent in September, after rising 0.3 percent in August. Indexes which increased in September include shelter, motor vehicle insurance, education, apparel, medical care, and airline fares.

The all items index rose 2.4 percent for the 12 months ending September, the smallest 12-month increase since February 2021. The all items less food and energy index rose 3.3 percent over the last 12 months. The energy index decreased 6.8 percent for the 12 months ending September. The food index increased 2.3 percent over the last year.

## Table A. Percent changes in CPI for All Urban Consumers (CPI-U): U.S. city average

| Expenditure category | Apr 2024 | May 2024 | Jun 2024 | Jul 2024 | Aug 2024 | Sep 2024 | Unadjusted 12-mos. ended Sep 2024 |
| --- | --- | --- | --- | --- | --- | --- | --- |
| All items | 0.3 | 0.0 | -0.1 | 0.2 | 0.2 | 0.2 | 2.4 |
| Food | 0.3 | 0.1 | 0.2 | 0.2 | 0.1 | 0.4 | 2.3 |
| Energy | 1.1 | -2.0 | -2.0 | 0.0 | -0.8 | -1.9 | -6.8 |
| All items less food and energy | 0.3 | 0.2 | 0.1 | 0.2 | 0.3 | 0.3 | 3.3 |
| Shelter | 0.4 | 0.4 | 0.2 | 0.4 | 0.5 | 0.2 | 4.9 |
| Medical care services | 0.4 | 0.3 | 0.2 | -0.3 | -0.1 | 0.7 | 3.6 |

The October 2024 Consumer Price Index is scheduled to be released on Wednesday, November 13, 2024, at 8:30 a.m. (ET).
"""
    r4 = res([
        ("https://www.bls.gov/news.release/cpi.nr0.htm", "Consumer Price Index Summary - 2024 M10 Results",
         "The Consumer Price Index for All Urban Consumers (CPI-U) increased 0.2 percent on a seasonally adjusted basis in October, the same increase as in each of the previous 3 months ...", "Nov 13, 2024"),
        ("https://www.cnbc.com/2024/11/13/cpi-inflation-october-2024-.html", "CPI inflation report October 2024: Consumer prices rose 2.6% annually",
         "Excluding food and energy, core CPI accelerated 0.3% for the month and was at 3.3% on a 12-month basis ...", "Nov 13, 2024"),
        ("https://www.reuters.com/markets/us/us-consumer-prices-increase-october-2024-11-13/", "US consumer prices rise in October; progress on inflation slowing",
         "The annual increase in the CPI was 2.6%, up from 2.4% in September, as the favorable base effect from energy faded ...", "Nov 13, 2024"),
        ("https://www.bls.gov/schedule/news_release/cpi.htm", "Schedule of Releases for the Consumer Price Index",
         "October 2024: Nov. 13, 2024 08:30 AM · November 2024: Dec. 11, 2024 08:30 AM ...", "N/A"),
        ("https://www.wsj.com/economy/cpi-inflation-report-october-2024", "Inflation Ticks Up to 2.6% in October",
         "Shelter accounted for over half of the monthly increase; used-car prices rose 2.7% ...", "Nov 13, 2024"),
        ("https://apnews.com/article/inflation-prices-october-fed-rates-2024", "US inflation rises to 2.6% in October",
         "Core prices, which exclude volatile food and energy costs, rose 3.3% from a year earlier, the same as in September ...", "Nov 13, 2024"),
        ("https://www.bls.gov/opub/ted/2024/consumer-prices-up-2-6-percent-over-year-ended-october-2024.htm", "Consumer prices up 2.6 percent over year ended October 2024 : The Economics Daily",
         "Energy prices declined 4.9 percent over the year; food prices increased 2.1 percent ...", "Nov 19, 2024"),
        ("https://www.clevelandfed.org/indicators-and-data/inflation-nowcasting", "Inflation Nowcasting | Federal Reserve Bank of Cleveland",
         "Nowcasts of CPI, core CPI, PCE and core PCE inflation, updated daily ...", "N/A"),
        ("https://www.investopedia.com/cpi-report-october-2024-8740231", "CPI Report: Inflation Rose in October for First Time in Seven Months",
         "The annual rate of inflation rose to 2.6% from 2.4%, in line with forecasts ...", "Nov 13, 2024"),
        ("https://www.bankrate.com/banking/federal-reserve/latest-inflation-statistics/", "Latest CPI inflation report October 2024 | Bankrate",
         "Shelter costs rose 4.9% from a year ago and 0.4% in October alone ...", "Nov 13, 2024"),
    ])
    octr = """# Consumer Price Index Summary

Transmission of material in this release is embargoed until 8:30 a.m. (ET) Wednesday, November 13, 2024 · USDL-24-2326

Consumer Price Index – October 2024

The Consumer Price Index for All Urban Consumers (CPI-U) increased 0.2 percent on a seasonally adjusted basis in October, the same increase as in each of the previous 3 months, the U.S. Bureau of Labor Statistics reported today. Over the last 12 months, the all items index increased 2.6 percent before seasonal adjustment.

The index for shelter rose 0.4 percent in October, accounting for over half of the monthly all items increase. The food index increased 0.2 percent over the month. The energy index was unchanged over the month.

The index for all items less food and energy rose 0.3 percent in October, the same increase as in August and September. Indexes which increased in October include shelter, airline fares, used cars and trucks, medical care, recreation, and motor vehicle insurance.

The all items index rose 2.6 percent for the 12 months ending October, after rising 2.4 percent over the 12 months ending September. The all items less food and energy index rose 3.3 percent over the last 12 months. The energy index decreased 4.9 percent for the 12 months ending October. The food index increased 2.1 percent over the last year.

## Table A. Percent changes in CPI for All Urban Consumers (CPI-U): U.S. city average

| Expenditure category | May 2024 | Jun 2024 | Jul 2024 | Aug 2024 | Sep 2024 | Oct 2024 | Unadjusted 12-mos. ended Oct 2024 |
| --- | --- | --- | --- | --- | --- | --- | --- |
| All items | 0.0 | -0.1 | 0.2 | 0.2 | 0.2 | 0.2 | 2.6 |
| Food | 0.1 | 0.2 | 0.2 | 0.1 | 0.4 | 0.2 | 2.1 |
| Energy | -2.0 | -2.0 | 0.0 | -0.8 | -1.9 | 0.0 | -4.9 |
| All items less food and energy | 0.2 | 0.1 | 0.2 | 0.3 | 0.3 | 0.3 | 3.3 |
| Shelter | 0.4 | 0.2 | 0.4 | 0.5 | 0.2 | 0.4 | 4.9 |
| Used cars and trucks | -0.6 | -1.5 | -2.3 | -1.0 | 0.3 | 2.7 | -3.4 |

The November 2024 Consumer Price Index is scheduled to be released on Wednesday, December 11, 2024, at 8:30 a.m. (ET).

Archived releases: September 2024 (cpi_10102024.htm) · August 2024 (cpi_09112024.htm)
"""
    r7 = res([
        ("https://data.bls.gov/timeseries/CUUR0000SA0", "CPI for All Urban Consumers (CPI-U), All items in U.S. city average, not seasonally adjusted",
         "Series Id: CUUR0000SA0 · Not Seasonally Adjusted · Base Period: 1982-84=100 · Oct 2024: 315.664 ...", "Nov 13, 2024"),
        ("https://fred.stlouisfed.org/series/CPIAUCNS", "Consumer Price Index for All Urban Consumers: All Items in U.S. City Average (CPIAUCNS) | FRED",
         "Index 1982-1984=100, Monthly, Not Seasonally Adjusted. Oct 2024: 315.664 ...", "Nov 13, 2024"),
        ("https://www.bls.gov/cpi/tables/supplemental-files/home.htm", "CPI Supplemental Files : U.S. Bureau of Labor Statistics",
         "Historical CPI-U, CPI-W and C-CPI-U data, detailed reports and relative importance tables ...", "N/A"),
        ("https://www.usinflationcalculator.com/inflation/consumer-price-index-and-annual-percent-changes-from-1913-to-2008/", "Consumer Price Index Data from 1913 to 2024 | US Inflation Calculator",
         "CPI-U monthly index values 1913-2024; 2024: Jan 308.417, Feb 310.326 ...", "Nov 13, 2024"),
        ("https://www.minneapolisfed.org/about-us/monetary-policy/inflation-calculator/consumer-price-index-1913-", "Consumer Price Index, 1913- | Federal Reserve Bank of Minneapolis",
         "Annual average CPI-U: 2023 304.702 ...", "N/A"),
        ("https://www.bls.gov/cpi/data.htm", "CPI Databases : U.S. Bureau of Labor Statistics",
         "Top picks, one-screen and multi-screen data search for all CPI series ...", "N/A"),
        ("https://www.rateinflation.com/consumer-price-index/usa-historical-cpi/", "US Consumer Price Index (CPI) historical data",
         "Monthly CPI-U values and 12-month percent change, 2000-2024 ...", "Nov 14, 2024"),
        ("https://www.ssa.gov/oact/STATS/cpiw.html", "Consumer Price Index for Urban Wage Earners (CPI-W) - SSA",
         "CPI-W values used for cost-of-living adjustments; Q3 2024 average 308.729 ...", "Oct 10, 2024"),
        ("https://www.bls.gov/regions/mid-atlantic/data/consumerpriceindexhistorical_us_table.htm", "Consumer Price Index, U.S. city average historical data",
         "All items index, 1982-84=100, annual averages and monthly data ...", "Nov 13, 2024"),
        ("https://stats.stackexchange.com/questions/183117/cpi-seasonally-adjusted-vs-not", "CPI seasonally adjusted vs not seasonally adjusted - Cross Validated",
         "The 12-month change is computed from the unadjusted index; monthly changes are reported seasonally adjusted ...", "N/A"),
    ])
    mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    lines = []
    for yr, vals in CPI:
        cells = [f"{v:.3f}" for v in vals] + [""] * (12 - len(vals))
        lines.append(f"| {yr} | " + " | ".join(cells) + " |")
    ts = f"""# Databases, Tables & Calculators by Subject

CPI for All Urban Consumers (CPI-U)

| | |
| --- | --- |
| Series Id | CUUR0000SA0 |
| Not Seasonally Adjusted | |
| Series Title | All items in U.S. city average, all urban consumers, not seasonally adjusted |
| Area | U.S. city average |
| Item | All items |
| Base Period | 1982-84=100 |

Download: .xlsx

| Year | {" | ".join(mon)} |
| --- | {" | ".join("---" for _ in mon)} |
{chr(10).join(lines)}

12-Month Percent Change

| Year | Aug | Sep | Oct |
| --- | --- | --- | --- |
| 2024 | {100 * (314.796 / 307.026 - 1):.1f} | {100 * (315.301 / 307.789 - 1):.1f} | {100 * (315.664 / 307.671 - 1):.1f} |

Generated on: November 14, 2024 (09:12:47 AM)
"""
    turns: T = [
        (q("BLS CPI September 2024 all items 12-month core inflation"), r1),
        ex("https://www.bls.gov/news.release/archives/cpi_10102024.htm", "headline and core CPI for September 2024, monthly and 12-month", sep),
        m.add({"cpi_latest": "Sep 2024: +0.2% m/m SA, 2.4% y/y; core +0.3% m/m, 3.3% y/y (released Oct 10, 2024)",
               "next_release": "Oct 2024 CPI on Wed Nov 13, 2024, 8:30 a.m. ET"}),
        (q("CPI October 2024 BLS release 12-month all items core"), r4),
        ex("https://www.bls.gov/news.release/cpi.nr0.htm", "headline and core CPI for October 2024", octr),
        m.update({"cpi_latest": "Oct 2024: +0.2% m/m SA, 2.6% y/y; core +0.3% m/m, 3.3% y/y (released Nov 13, 2024)",
                  "next_release": "Nov 2024 CPI on Wed Dec 11, 2024, 8:30 a.m. ET"}),
        m.add({"cpi_prev": "Sep 2024: 2.4% y/y (lowest since Feb 2021); core 3.3%; energy -6.8% y/y"}),
        (q("CPI-U all items index level not seasonally adjusted 2024 CUUR0000SA0"), r7),
        ex("https://data.bls.gov/timeseries/CUUR0000SA0", "monthly NSA index levels for 2023 and 2024", ts),
        m.add({"cpi_index_nsa": "Sep 2024 315.301 (Sep 2023 307.789); Oct 2024 315.664 (Oct 2023 307.671)"}),
    ]
    rs.add(TASK, "h50-search-07", SYSTEM, turns, state=state("dr-62ad9e", "2024-11-14 (UTC)"))


# --------------------------------------------------------------------------- 08 bad, mainstream (CDC measles)
CDC_URL = "https://www.cdc.gov/measles/data-research/index.html"
CDC_PAGE = """# Measles Cases and Outbreaks

Measles (Rubeola) · Data and Research · Updated January 8, 2025

## 2024 measles cases

As of December 31, 2024, a total of 285 measles cases were reported by 33 jurisdictions: Arizona, California, Colorado, Delaware, Florida, Georgia, Hawaii, Idaho, Illinois, Indiana, Iowa, Louisiana, Maryland, Massachusetts, Michigan, Minnesota, Missouri, New Jersey, New Mexico, New York City, New York State, North Carolina, Ohio, Oregon, Pennsylvania, South Carolina, Tennessee, Texas, Utah, Vermont, Virginia, Washington, and West Virginia.

There have been 16 outbreaks (defined as 3 or more related cases) reported in 2024, and 69% of cases (198 of 285) are outbreak-associated. For comparison, 4 outbreaks were reported during 2023 and 49% of cases (29 of 59) were outbreak-associated.

### Age

| Age group | Cases | Share |
| --- | --- | --- |
| Under 5 years | 115 | 40% |
| 5–19 years | 84 | 29% |
| 20+ years | 86 | 30% |

### Vaccination status

| Status | Share |
| --- | --- |
| Unvaccinated or Unknown | 89% |
| One MMR dose | 7% |
| Two MMR doses | 4% |

### Hospitalizations

40% (114 of 285) of cases have been hospitalized for isolation or for management of measles complications.

| Age group | Percent hospitalized |
| --- | --- |
| Under 5 years | 52% (60 of 115) |
| 5–19 years | 27% (23 of 84) |
| 20+ years | 36% (31 of 86) |

### Deaths

There have been 0 confirmed deaths from measles in 2024.

## Yearly measles cases, 2000–2024

| Year | Cases |
| --- | --- |
| 2019 | 1,274 |
| 2020 | 13 |
| 2021 | 49 |
| 2022 | 121 |
| 2023 | 59 |
| 2024 | 285 |

Data are updated every Wednesday by noon ET. Cases are reported by state and local health departments to CDC and are preliminary; counts may change as more information becomes available.
"""


@traj
def t08(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        (CDC_URL, "Measles Cases and Outbreaks | Measles (Rubeola) | CDC",
         "As of December 31, 2024, a total of 285 measles cases were reported by 33 jurisdictions ... There have been 16 outbreaks reported in 2024 ...", "Jan 8, 2025"),
        ("https://www.cdc.gov/mmwr/volumes/73/wr/mm7314a1.htm", "Increase in Measles Cases — United States, January 1–April 4, 2024 | MMWR",
         "As of March 28, 2024, a total of 97 confirmed measles cases had been reported in 2024, approximately 17 times the mean number of cases reported during the first quarter of 2020–2023 ...", "Apr 11, 2024"),
        ("https://www.cidrap.umn.edu/measles/us-measles-total-2024-285", "US measles cases in 2024 top 280, the most since 2019",
         "CDC's final weekly update of the year shows 285 cases from 33 jurisdictions, with 16 outbreaks ...", "Jan 8, 2025"),
        ("https://www.nbcnews.com/health/health-news/measles-cases-2024-highest-since-2019-rcna186512", "Measles cases in 2024 were the highest since 2019",
         "Most cases were in unvaccinated children; about 4 in 10 patients were hospitalized ...", "Jan 9, 2025"),
        ("https://www.who.int/news-room/fact-sheets/detail/measles", "Measles - World Health Organization (WHO)",
         "In 2023, an estimated 107 500 people died from measles – mostly children under the age of 5 years ...", "Nov 14, 2024"),
        ("https://www.cdc.gov/measles/data-research/measles-cases-by-year.html", "Measles Cases by Year | CDC",
         "Number of reported measles cases, 1962–2024 ...", "Jan 8, 2025"),
        ("https://www.kff.org/quick-take/measles-2024/", "Measles in 2024: What to Know | KFF",
         "Outbreaks in Chicago, Minnesota and Oregon accounted for a large share of this year's cases ...", "Dec 18, 2024"),
        ("https://www.chicago.gov/city/en/depts/cdph/supp_info/health-protection/measles.html", "Measles outbreak 2024 - Chicago Department of Public Health",
         "The 2024 outbreak linked to a migrant shelter in Pilsen totalled 57 cases ...", "Jun 12, 2024"),
        ("https://ourworldindata.org/grapher/reported-cases-of-measles", "Reported cases of measles - Our World in Data",
         "Confirmed measles cases reported to WHO, by country, 1980 to 2023 ...", "N/A"),
        ("https://www.statnews.com/2025/01/08/measles-cases-2024-us-vaccination-exemptions/", "Measles cases hit a five-year high as vaccine exemptions climb",
         "Kindergarten exemptions reached 3.3% in the 2023–24 school year, a record ...", "Jan 8, 2025"),
    ])
    r4 = res([
        ("https://www.cdc.gov/mmwr/volumes/73/wr/mm7314a1.htm", "Increase in Measles Cases — United States, January 1–April 4, 2024 | MMWR",
         "Among the 97 cases, 88 (91%) were in persons who were unvaccinated or had unknown vaccination status ...", "Apr 11, 2024"),
        ("https://www.cdc.gov/measles/data-research/measles-cases-by-year.html", "Measles Cases by Year | CDC",
         "2019: 1,274 cases, the most since 1992. 2023: 59 cases. 2024: 285 cases ...", "Jan 8, 2025"),
        ("https://www.cdc.gov/mmwr/volumes/72/wr/mm7246a3.htm", "Progress Toward Measles Elimination — Worldwide, 2000–2022 | MMWR",
         "Estimated measles deaths decreased 82% from 2000 to 2022 ...", "Nov 17, 2023"),
        ("https://www.aap.org/en/patient-care/measles/", "Measles | American Academy of Pediatrics",
         "Resources on measles clinical guidance, exposure management and vaccine recommendations ...", "N/A"),
        ("https://www.cdc.gov/measles/hcp/clinical-overview/index.html", "Clinical Overview of Measles | CDC",
         "About 1 in 5 unvaccinated people in the US who get measles is hospitalized ...", "N/A"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMp2402045", "Measles Resurgence in the United States | NEJM",
         "The recent increase reflects declining kindergarten vaccination coverage, now 92.7% for MMR ...", "Apr 4, 2024"),
        ("https://www.cidrap.umn.edu/measles/2024-measles-cases-us-highest-since-2019", "2024 measles cases in US highest since 2019",
         "Hospitalization rates were highest in children under 5, about half of whom needed inpatient care ...", "Jan 8, 2025"),
        ("https://www.washingtonpost.com/health/2025/01/08/measles-2024-cases-us/", "Measles cases in the U.S. quadrupled in 2024",
         "The 285 cases were nearly five times the 59 reported in 2023 ...", "Jan 8, 2025"),
        ("https://www.healthline.com/health-news/measles-cases-2024", "Measles Cases Rising in 2024: What Parents Should Know",
         "Two doses of MMR are about 97% effective at preventing measles ...", "Mar 20, 2024"),
        ("https://www.pewresearch.org/short-reads/2024/measles-vaccine-attitudes/", "Americans' views on childhood vaccine requirements | Pew Research Center",
         "About seven-in-ten say healthy children should be required to be vaccinated to attend public schools ...", "May 16, 2024"),
    ])
    turns: T = [
        (q("CDC measles cases 2024 total jurisdictions outbreaks hospitalized"), r1),
        ex(CDC_URL, "2024 total cases, jurisdictions, outbreaks, hospitalization share", CDC_PAGE),
        m.add({"us_measles_2024": "285 cases, 33 jurisdictions, 16 outbreaks, 69% outbreak-associated (as of Dec 31, 2024)",
               "us_measles_2024_hosp": "40% hospitalized (114 of 285); 0 deaths",
               "us_measles_2023": "59 cases, 4 outbreaks"}),
        (q("measles United States 2023 vs 2024 cases hospitalization children under 5"), r4),
        ex(CDC_URL, "hospitalization percentage by age group",
           sub(CDC_PAGE, "40% (114 of 285) of cases", "40% (104 of 285) of cases")),
        m.add({"us_measles_2024_hosp_age": "<5 y: 52% (60/115); 5-19 y: 27% (23/84); 20+ y: 36% (31/86)",
               "us_measles_2024_vax": "89% unvaccinated/unknown, 7% one MMR dose, 4% two doses"}),
    ]
    rs.add(TASK, "h50-search-08", SYSTEM, turns, state=state("dr-4f8a73", "2025-01-15 (UTC)"),
           bad=True, turn=5, kind="Re-extracting the CDC measles page says 104 of 285 cases were hospitalized, but turn 2 showed 114 of 285 (and the age rows still sum to 114).")


# --------------------------------------------------------------------------- 09 bad, less common (mercuryprize.com)
MERCURY_SHORTLIST = [
    ("Bat for Lashes", "The Dream of Delphi"), ("Beth Gibbons", "Lives Outgrown"), ("Berwyn", "Who Am I"),
    ("Cat Burns", "Early Twenties"), ("Charli xcx", "Brat"), ("Corinne Bailey Rae", "Black Rainbows"),
    ("English Teacher", "This Could Be Texas"), ("Fabiana Palladino", "Fabiana Palladino"),
    ("Ghetts", "On Purpose, With Purpose"), ("Jordan Rakei", "The Loop"), ("Nia Archives", "Silence Is Loud"),
    ("The Last Dinner Party", "Prelude to Ecstasy"),
]


@traj
def t09(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        ("https://www.mercuryprize.com/news/english-teacher-win-the-2024-mercury-prize", "English Teacher win the 2024 Mercury Prize | Mercury Prize",
         "English Teacher have won the 2024 Mercury Prize with their debut album This Could Be Texas. The announcement was made at Abbey Road Studios ...", "Sep 5, 2024"),
        ("https://www.bbc.com/news/articles/c8rx3k5y1q7o", "Mercury Prize 2024: English Teacher win with debut album",
         "The Leeds band beat favourites including Charli xcx and Beth Gibbons to the £25,000 prize ...", "Sep 5, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Mercury_Prize", "2024 Mercury Prize - Wikipedia",
         "The 2024 Mercury Prize was awarded on 5 September 2024 to English Teacher for This Could Be Texas. The shortlist was announced on 23 July 2024 ...", "N/A"),
        ("https://www.theguardian.com/music/article/2024/sep/05/english-teacher-win-mercury-prize-2024-this-could-be-texas", "English Teacher win 2024 Mercury prize for This Could Be Texas",
         "Singer Lily Fontaine said the win was for 'working-class people' and northern bands ...", "Sep 5, 2024"),
        ("https://www.nme.com/news/music/english-teacher-mercury-prize-2024-winners-3791234", "English Teacher win the 2024 Mercury Prize",
         "The post-punk four-piece were crowned at a ceremony at Abbey Road, having released their debut in April on Island ...", "Sep 5, 2024"),
        ("https://www.mercuryprize.com/albums", "Shortlisted albums 2024 | Mercury Prize",
         "The 12 Albums of the Year: Bat for Lashes, Beth Gibbons, Berwyn, Cat Burns, Charli xcx, Corinne Bailey Rae, English Teacher, Fabiana Palladino, Ghetts, Jordan Rakei, Nia Archives, The Last Dinner Party ...", "Jul 23, 2024"),
        ("https://www.rollingstone.co.uk/music/news/english-teacher-mercury-prize-2024-41297/", "English Teacher win Mercury Prize 2024",
         "Fontaine becomes the latest frontwoman to win, after Little Simz in 2022 and Ezra Collective in 2023 ...", "Sep 5, 2024"),
        ("https://www.independent.co.uk/arts-entertainment/music/news/mercury-prize-2024-winner-english-teacher-b2608812.html", "Mercury Prize 2024 winner: English Teacher beat Charli XCX to top prize",
         "The bookmakers had Charli xcx's Brat and The Last Dinner Party as favourites ...", "Sep 5, 2024"),
        ("https://www.officialcharts.com/chart-news/english-teacher-mercury-prize-boost/", "English Teacher's This Could Be Texas set for chart boost after Mercury win",
         "The album originally peaked at Number 8 on the Official Albums Chart in April ...", "Sep 6, 2024"),
        ("https://www.reddit.com/r/indieheads/comments/1f9r3kp/english_teacher_wins_mercury_prize_2024/", "English Teacher wins the 2024 Mercury Prize : r/indieheads",
         "Well deserved, Broken Biscuits is an all-timer. Was sure it'd be Beth Gibbons though ...", "Sep 5, 2024"),
    ])
    win = """# English Teacher win the 2024 Mercury Prize

News · 5 September 2024

English Teacher have won the 2024 Mercury Prize with their debut album *This Could Be Texas* (Island Records). The announcement was made live from Abbey Road Studios in London, where shortlisted artists performed during the Awards Show.

The Leeds-formed four-piece – Lily Fontaine (vocals, guitar), Lewis Whiting (guitar), Nicholas Eden (bass) and Douglas Frost (drums) – receive the £25,000 prize.

*This Could Be Texas* was released on 12 April 2024 and was produced by Marta Salogni.

The ceremony was broadcast live on BBC Four and BBC Radio 6 Music.

## Previous winners

| Year | Artist | Album |
| --- | --- | --- |
| 2023 | Ezra Collective | Where I'm Meant to Be |
| 2022 | Little Simz | Sometimes I Might Be Introvert |
| 2021 | Arlo Parks | Collapsed in Sunbeams |
| 2020 | Michael Kiwanuka | Kiwanuka |
| 2019 | Dave | Psychodrama |
"""
    r4 = res([
        ("https://www.mercuryprize.com/albums", "Shortlisted albums 2024 | Mercury Prize",
         "The 12 Albums of the Year: Bat for Lashes, Beth Gibbons, Berwyn, Cat Burns, Charli xcx, Corinne Bailey Rae, English Teacher, Fabiana Palladino, Ghetts, Jordan Rakei, Nia Archives, The Last Dinner Party ...", "Jul 23, 2024"),
        ("https://www.bbc.com/news/articles/c4ng4v4d8q1o", "Mercury Prize 2024: Charli XCX and Beth Gibbons make shortlist",
         "Charli xcx's Brat and Portishead singer Beth Gibbons's first solo album are among 12 records in contention ...", "Jul 23, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Mercury_Prize", "2024 Mercury Prize - Wikipedia",
         "Shortlisted nominees: Bat for Lashes – The Dream of Delphi; Beth Gibbons – Lives Outgrown; Berwyn – Who Am I ...", "N/A"),
        ("https://www.theguardian.com/music/article/2024/jul/23/mercury-prize-2024-shortlist", "Mercury prize 2024 shortlist: Charli xcx, Beth Gibbons and the Last Dinner Party nominated",
         "Debut albums make up half the list; jazz-soul musician Jordan Rakei and drum'n'bass producer Nia Archives are also included ...", "Jul 23, 2024"),
        ("https://www.nme.com/news/music/mercury-prize-2024-shortlist-revealed-3773812", "Mercury Prize 2024 shortlist revealed",
         "Here's the full list of the 12 albums nominated for this year's prize ...", "Jul 23, 2024"),
        ("https://www.clashmusic.com/news/mercury-prize-2024-shortlist-in-full/", "Mercury Prize 2024 Shortlist In Full | Clash",
         "Corinne Bailey Rae's Black Rainbows and Ghetts's On Purpose, With Purpose ...", "Jul 23, 2024"),
        ("https://www.musicweek.com/awards/read/mercury-prize-2024-shortlist/090412", "Mercury Prize 2024 shortlist: the labels behind the nominees",
         "Island, Atlantic and Domino lead the way; four of the 12 are on independent labels ...", "Jul 24, 2024"),
        ("https://www.oddschecker.com/music/mercury-prize", "Mercury Prize 2024 Betting Odds | Oddschecker",
         "Charli xcx - Brat 5/2; The Last Dinner Party - Prelude to Ecstasy 4/1 ...", "Sep 4, 2024"),
        ("https://pitchfork.com/news/mercury-prize-2024-shortlist-announced/", "Mercury Prize 2024 Shortlist Announced | Pitchfork",
         "Charli xcx, Beth Gibbons, English Teacher, more nominated ...", "Jul 23, 2024"),
        ("https://www.whatsonstage.com/news/mercury-prize-2024-ceremony-abbey-road/", "Mercury Prize 2024 ceremony moves to Abbey Road Studios",
         "The awards show will take place on 5 September at Abbey Road, after being held at the Eventim Apollo in 2023 ...", "Jul 23, 2024"),
    ])
    sl_rows = "\n".join(f"| {i} | {a} | {t} |" for i, (a, t) in enumerate(MERCURY_SHORTLIST, 1))
    shortlist = f"""# 2024 Shortlist

Mercury Prize · Albums of the Year · Announced 23 July 2024

The 2024 Mercury Prize shortlist was revealed on Tuesday 23 July. The twelve Albums of the Year were selected by an independent judging panel from more than 200 albums submitted by record labels.

| # | Artist | Album |
| --- | --- | --- |
{sl_rows}

The winner will be announced at the Awards Show at Abbey Road Studios on Thursday 5 September 2024, broadcast on BBC Four and BBC Radio 6 Music.

Eligibility: albums released between 15 July 2023 and 12 July 2024 by artists with British or Irish nationality.
"""
    r7 = res([
        ("https://www.mercuryprize.com/albums", "Shortlisted albums 2024 | Mercury Prize",
         "Bat for Lashes – The Dream of Delphi · Beth Gibbons – Lives Outgrown · Berwyn – Who Am I · Cat Burns – Early Twenties · Charli xcx – Brat · Corinne Bailey Rae – Black Rainbows · English Teacher – This Could Be Texas · Fabiana Palladino – Fabiana Palladino · Ghetts – On Purpose, With Purpose · Jordan Rakei – What We Call Life · Nia Archives – Silence Is Loud ...", "Jul 23, 2024"),
        ("https://www.bbc.com/news/articles/c8rx3k5y1q7o", "Mercury Prize 2024: English Teacher win with debut album",
         "The Leeds band beat favourites including Charli xcx and Beth Gibbons to the £25,000 prize ...", "Sep 5, 2024"),
        ("https://www.mercuryprize.com/news/english-teacher-win-the-2024-mercury-prize", "English Teacher win the 2024 Mercury Prize | Mercury Prize",
         "English Teacher have won the 2024 Mercury Prize with their debut album This Could Be Texas. The announcement was made at Abbey Road Studios ...", "Sep 5, 2024"),
        ("https://www.theguardian.com/music/article/2024/sep/05/mercury-prize-2024-ceremony-live", "Mercury prize 2024: English Teacher win – as it happened",
         "Live performances from all 12 acts, including Beth Gibbons and Corinne Bailey Rae ...", "Sep 5, 2024"),
        ("https://www.bbc.co.uk/programmes/m0022k3q", "BBC Four - The Mercury Prize, 2024: Albums of the Year",
         "Lauren Laverne presents the Mercury Prize Awards Show live from Abbey Road Studios ...", "Sep 5, 2024"),
        ("https://www.nme.com/features/music-interviews/english-teacher-mercury-prize-interview-3791612", "English Teacher on winning the Mercury: 'We didn't prepare a speech'",
         "Fontaine talks about representation, Leeds and what the prize money will go towards ...", "Sep 6, 2024"),
        ("https://www.loudandquiet.com/mercury-prize-2024-winner/", "English Teacher win the Mercury Prize | Loud And Quiet",
         "A deserved win for one of the most inventive debuts of the year ...", "Sep 5, 2024"),
        ("https://www.yorkshireeveningpost.co.uk/arts-and-culture/music/leeds-band-english-teacher-mercury-prize-4780123", "Leeds band English Teacher win Mercury Prize",
         "The band formed while studying at Leeds Conservatoire ...", "Sep 6, 2024"),
        ("https://www.stereogum.com/2265789/english-teacher-win-2024-mercury-prize/news/", "English Teacher Win 2024 Mercury Prize - Stereogum",
         "The British band beat Charli XCX, Beth Gibbons, and more ...", "Sep 5, 2024"),
        ("https://www.reddit.com/r/LetsTalkMusic/comments/1fa0w1k/mercury_prize_2024_reactions/", "Mercury Prize 2024 reactions : r/LetsTalkMusic",
         "Surprised Brat didn't win but English Teacher is a great pick ...", "Sep 6, 2024"),
    ])
    bbc = """# Mercury Prize 2024: English Teacher win with debut album

BBC News · 5 September 2024

Leeds indie band English Teacher have won this year's Mercury Prize for their debut album, This Could Be Texas.

The four-piece beat competition from the likes of Charli xcx, Beth Gibbons and The Last Dinner Party to win the £25,000 prize.

Accepting the award at Abbey Road Studios in London, singer Lily Fontaine dedicated the win to working-class musicians and to bands from the north of England.

The band's album, released in April, reached number eight in the UK charts.

The prize is awarded to the best British or Irish album of the past 12 months, as chosen by a panel of musicians, broadcasters and industry figures.

Last year's award went to jazz collective Ezra Collective for Where I'm Meant to Be – the first jazz act to win.
"""
    turns: T = [
        (q("Mercury Prize 2024 winner album"), r1),
        ex("https://www.mercuryprize.com/news/english-teacher-win-the-2024-mercury-prize", "the winner, album, label, venue and prize money", win),
        m.add({"mercury_2024_winner": "English Teacher - This Could Be Texas (Island), 5 Sep 2024, Abbey Road, GBP 25,000"}),
        (q("Mercury Prize 2024 shortlist 12 albums"), r4),
        ex("https://www.mercuryprize.com/albums", "the twelve shortlisted albums and the announcement date", shortlist),
        m.add({"mercury_2024_shortlist": "; ".join(f"{a} - {t}" for a, t in MERCURY_SHORTLIST),
               "mercury_2024_shortlist_date": "23 Jul 2024; chosen from 200+ submitted albums"}),
        (q("Mercury Prize 2024 English Teacher ceremony Abbey Road performers"), r7),
        ex("https://www.bbc.com/news/articles/c8rx3k5y1q7o", "details of the ceremony and the winner's reaction", bbc),
        m.update({"mercury_2024_winner": "English Teacher - This Could Be Texas (Island, rel. 12 Apr 2024, UK #8), 5 Sep 2024, Abbey Road, GBP 25,000"}),
        m.retrieve_all(),
    ]
    rs.add(TASK, "h50-search-09", SYSTEM, turns, state=state("dr-2e7b5c", "2024-09-12 (UTC)"),
           bad=True, turn=7, kind="The search snippet for mercuryprize.com/albums lists Jordan Rakei's album as What We Call Life, but the extracted page (turn 5) and earlier snippet list The Loop.")


# --------------------------------------------------------------------------- 10 clean, less common (debian.org news)
@traj
def t10(rs: RowSet) -> None:
    m = Mem({"goal": "Debian 12 bookworm point releases: latest version, dates of all point releases"})
    r1 = res([
        ("https://www.debian.org/News/2024/20241109", "Debian -- News -- Updated Debian 12: 12.8 released",
         "The Debian project is pleased to announce the eighth update of its stable distribution Debian 12 (codename bookworm). This point release mainly adds corrections for security issues ...", "Nov 9, 2024"),
        ("https://www.debian.org/releases/bookworm/", "Debian -- Debian “bookworm” Release Information",
         "Debian 12.8 was released November 9th, 2024. Debian 12.0 was initially released on June 10th, 2023 ...", "N/A"),
        ("https://lists.debian.org/debian-announce/2024/msg00006.html", "Updated Debian 12: 12.8 released - debian-announce",
         "Debian Project News ... November 9th, 2024 ... Those who frequently install updates from security.debian.org won't have to update many packages ...", "Nov 9, 2024"),
        ("https://9to5linux.com/debian-12-8-bookworm-released-with-more-than-100-bug-fixes-and-security-updates", "Debian 12.8 “Bookworm” Released with More Than 100 Bug Fixes and Security Updates",
         "Coming two months after Debian 12.7, the Debian 12.8 point release is here with a total of 72 bug fixes and 55 security updates ...", "Nov 9, 2024"),
        ("https://www.phoronix.com/news/Debian-12.8-Released", "Debian 12.8 Released With Latest Fixes - Phoronix",
         "Debian 12.8 is out today as the newest point release for Debian Bookworm ...", "Nov 9, 2024"),
        ("https://www.debian.org/News/2024/20240831", "Debian -- News -- Updated Debian 12: 12.7 released",
         "The Debian project is pleased to announce the seventh update of its stable distribution Debian 12 (codename bookworm) ...", "Aug 31, 2024"),
        ("https://cdimage.debian.org/debian-cd/current/amd64/iso-cd/", "Index of /debian-cd/current/amd64/iso-cd",
         "debian-12.8.0-amd64-netinst.iso 2024-11-09 11:16 631M ...", "N/A"),
        ("https://www.reddit.com/r/debian/comments/1gn6n5o/debian_128_released/", "Debian 12.8 released : r/debian",
         "Just apt update && apt full-upgrade, no need to reinstall. Kernel is 6.1.115 now ...", "Nov 9, 2024"),
        ("https://linuxiac.com/debian-12-8-released/", "Debian 12.8 Released with 127 Updates - Linuxiac",
         "The release delivers 72 bug fixes and 55 security updates ...", "Nov 9, 2024"),
        ("https://distrowatch.com/?newsid=12199", "DistroWatch.com: Debian 12.8",
         "Debian 12.8 released: updated installation images for Debian 12 are now available ...", "Nov 10, 2024"),
    ])
    d128 = """# Updated Debian 12: 12.8 released

November 9th, 2024

The Debian project is pleased to announce the eighth update of its stable distribution Debian 12 (codename bookworm). This point release mainly adds corrections for security issues, along with a few adjustments for serious problems. Security advisories have already been published separately and are referenced where available.

Please note that the point release does not constitute a new version of Debian 12 but only updates some of the packages included. There is no need to throw away old bookworm media. After installation, packages can be upgraded to the current versions using an up-to-date Debian mirror.

Those who frequently install updates from security.debian.org won't have to update many packages, and most such updates are included in the point release.

New installation images will be available soon at the regular locations.

Upgrading an existing installation to this revision can be achieved by pointing the package management system at one of Debian's many HTTP mirrors. A comprehensive list of mirrors is available at: https://www.debian.org/mirror/list

## Miscellaneous Bugfixes

This stable update adds a few important corrections to the following packages:

| Package | Reason |
| --- | --- |
| 7zip | Fix heap buffer overflow in NTFS handler [CVE-2023-52168]; fix out-of-bounds read in NTFS handler [CVE-2023-52169] |
| base-files | Update for the point release |
| debian-installer | Increase Linux kernel ABI to 6.1.0-27; rebuild against proposed-updates |
| distro-info-data | Declare intentions for bullseye/bookworm; fix past data; add Ubuntu 25.04 |
| linux | New upstream release; bump ABI to 27 |
| linux-signed-amd64 | New upstream release; bump ABI to 27 |
| postfix | New upstream stable release |
| tzdata | New upstream release; update leap seconds list |
| wireshark | New upstream security release [CVE-2024-0208 CVE-2024-0209 CVE-2024-2955 CVE-2024-4853 CVE-2024-4854 CVE-2024-8250] |

## Security Updates

This revision adds the following security updates to the stable release. The Security Team has already released an advisory for each of these updates:

| Advisory ID | Package |
| --- | --- |
| DSA-5777 | booth |
| DSA-5779 | cups |
| DSA-5781 | chromium |
| DSA-5784 | oath-toolkit |
| DSA-5786 | libgsf |
| DSA-5788 | firefox-esr |
| DSA-5791 | python-reportlab |
| DSA-5794 | openjdk-17 |
| DSA-5798 | activemq |
| DSA-5800 | xorg-server |

## Debian Installer

The installer has been updated to include the fixes incorporated into stable by the point release.

## URLs

The complete lists of packages that have changed with this revision: https://deb.debian.org/debian/dists/bookworm/ChangeLog

The current stable distribution: https://deb.debian.org/debian/dists/stable/

## About Debian

The Debian Project is an association of Free Software developers who volunteer their time and effort in order to produce the completely free operating system Debian.
"""
    q4 = "Debian 12 point releases list dates 12.1 12.2 12.4 12.5 12.6 12.7"
    r4 = res([
        ("https://www.debian.org/News/2024/", "Debian -- News for 2024",
         "09 Nov 2024 Updated Debian 12: 12.8 released · 31 Aug 2024 Updated Debian 11: 11.11 released · 31 Aug 2024 Updated Debian 12: 12.7 released ...", "Nov 9, 2024"),
        ("https://www.debian.org/News/2023/", "Debian -- News for 2023",
         "10 Dec 2023 Updated Debian 12: 12.4 released · 09 Dec 2023 Debian 12.3 image release delayed ...", "Dec 10, 2023"),
        ("https://en.wikipedia.org/wiki/Debian_version_history", "Debian version history - Wikipedia",
         "Debian 12 (Bookworm) was released on 10 June 2023 ... point releases 12.1 (22 July 2023) ...", "N/A"),
        ("https://wiki.debian.org/DebianBookworm", "DebianBookworm - Debian Wiki",
         "Debian 12 bookworm is the current stable release ... Point releases: see the release information page ...", "N/A"),
        ("https://www.debian.org/News/2023/20231209", "Debian -- News -- Debian 12.3 image release delayed",
         "Due to an issue in the ext4 file system with data corruption in kernel 6.1.64-1, we are pausing the Debian 12.3 image releases ...", "Dec 9, 2023"),
        ("https://endoflife.date/debian", "Debian | endoflife.date",
         "Debian 12 'Bookworm': released 10 Jun 2023, latest 12.8 (09 Nov 2024), security support until 10 Jun 2026 ...", "N/A"),
        ("https://www.debian.org/releases/", "Debian -- Debian Releases",
         "The current stable distribution of Debian is version 12, codenamed bookworm. It was initially released as version 12.0 on June 10th, 2023 and its latest update, version 12.8, was released on November 9th, 2024.", "N/A"),
        ("https://9to5linux.com/debian-12-7-bookworm-released-with-55-security-updates-and-51-bug-fixes", "Debian 12.7 “Bookworm” Released with 55 Security Updates and 51 Bug Fixes",
         "Debian 12.7 arrives two months after Debian 12.6 ...", "Aug 31, 2024"),
        ("https://unix.stackexchange.com/questions/764108/what-happened-to-debian-12-3", "What happened to Debian 12.3? - Unix & Linux Stack Exchange",
         "12.3 was never published as images; its package updates were folded into 12.4 the next day ...", "Dec 12, 2023"),
        ("https://www.debian.org/News/2024/20240629", "Debian -- News -- Updated Debian 12: 12.6 released",
         "The Debian project is pleased to announce the sixth update of its stable distribution Debian 12 ...", "Jun 29, 2024"),
    ])
    news = """# News for 2024

Debian -- News · News archive · 2024

| Date | Title |
| --- | --- |
| [09 Nov 2024] | Updated Debian 12: 12.8 released |
| [31 Aug 2024] | Updated Debian 11: 11.11 released |
| [31 Aug 2024] | Updated Debian 12: 12.7 released |
| [16 Aug 2024] | Debian Celebrates 31 years |
| [04 Aug 2024] | DebConf24 closes in Busan and DebConf25 dates announced |
| [29 Jun 2024] | Updated Debian 11: 11.10 released |
| [29 Jun 2024] | Updated Debian 12: 12.6 released |
| [21 Apr 2024] | Debian Project Leader Elections 2024 results |
| [10 Feb 2024] | Updated Debian 11: 11.9 released |
| [10 Feb 2024] | Updated Debian 12: 12.5 released |

News for 2023 (selected)

| Date | Title |
| --- | --- |
| [10 Dec 2023] | Updated Debian 12: 12.4 released |
| [09 Dec 2023] | Debian 12.3 image release delayed |
| [07 Oct 2023] | Updated Debian 11: 11.8 released |
| [07 Oct 2023] | Updated Debian 12: 12.2 released |
| [22 Jul 2023] | Updated Debian 12: 12.1 released |
| [10 Jun 2023] | Debian 12 "bookworm" released |

Back to the Debian News Page.
"""
    p2 = res([
        ("https://www.debian.org/News/2023/20231210", "Debian -- News -- Updated Debian 12: 12.4 released",
         "The Debian project is pleased to announce the fourth update of its stable distribution Debian 12 ... This point release also includes the updates previously announced for 12.3, which were not released due to a kernel issue ...", "Dec 10, 2023"),
        ("https://www.debian.org/News/2023/20231007", "Debian -- News -- Updated Debian 12: 12.2 released",
         "The Debian project is pleased to announce the second update of its stable distribution Debian 12 ...", "Oct 7, 2023"),
        ("https://www.debian.org/News/2023/20230722", "Debian -- News -- Updated Debian 12: 12.1 released",
         "The Debian project is pleased to announce the first update of its stable distribution Debian 12 ...", "Jul 22, 2023"),
        ("https://www.debian.org/News/2024/20240210", "Debian -- News -- Updated Debian 12: 12.5 released",
         "The Debian project is pleased to announce the fifth update of its stable distribution Debian 12 ...", "Feb 10, 2024"),
        ("https://lwn.net/Articles/954105/", "Debian 12.3 release delayed by ext4 corruption bug [LWN.net]",
         "Kernel 6.1.64-1 carried a backported ext4 patch that could corrupt data; the fix landed in 6.1.66 ...", "Dec 9, 2023"),
        ("https://bugs.debian.org/1057843", "#1057843 - linux-image-6.1.0-14-amd64: ext4 data corruption - Debian Bug report logs",
         "Severity: critical ... Done: Salvatore Bonaccorso ... Fixed in version linux/6.1.66-1 ...", "Dec 9, 2023"),
        ("https://www.debian.org/News/2024/20240831", "Debian -- News -- Updated Debian 12: 12.7 released",
         "The Debian project is pleased to announce the seventh update of its stable distribution Debian 12 (codename bookworm) ...", "Aug 31, 2024"),
        ("https://www.linuxcompatible.org/story/debian-124-released/", "Debian 12.4 released - LinuxCompatible",
         "Debian 12.4 replaces the withdrawn 12.3 ...", "Dec 11, 2023"),
        ("https://www.theregister.com/2023/12/11/debian_ext4_bug/", "Debian pauses 12.3 release over data corruption bug",
         "The bug affected kernels based on 6.1.64 ...", "Dec 11, 2023"),
        ("https://distrowatch.com/table.php?distribution=debian", "DistroWatch.com: Debian",
         "Debian 12.8 · 12.7 · 12.6 · 12.5 · 12.4 · 12.2 · 12.1 · 12.0 ...", "N/A"),
    ], start=11)
    turns: T = [
        (q("Debian 12.8 released point release bookworm"), r1),
        ex("https://www.debian.org/News/2024/20241109", "release date and what the 12.8 point release contains", d128),
        m.add({"latest_point": "12.8 (9 Nov 2024) - kernel ABI 6.1.0-27"}),
        (q(q4), r4),
        ex("https://www.debian.org/News/2024/", "dates of Debian 12 point releases in 2024 and 2023", news),
        m.add({"bookworm_points": "12.0 10 Jun 2023; 12.1 22 Jul 2023; 12.2 7 Oct 2023; 12.4 10 Dec 2023; 12.5 10 Feb 2024; 12.6 29 Jun 2024; 12.7 31 Aug 2024; 12.8 9 Nov 2024"}),
        (q(q4, page=2), p2),
        m.update({"bookworm_points": "12.0 10 Jun 2023; 12.1 22 Jul 2023; 12.2 7 Oct 2023; 12.3 not released (ext4 bug in kernel 6.1.64-1, 9 Dec 2023; updates folded into 12.4); 12.4 10 Dec 2023; 12.5 10 Feb 2024; 12.6 29 Jun 2024; 12.7 31 Aug 2024; 12.8 9 Nov 2024"}),
        m.retrieve(["latest_point", "bookworm_points", "goal"]),
    ]
    rs.add(TASK, "h50-search-10", SYSTEM, turns,
           state=state("dr-d13a6e", "2024-11-20 (UTC)", {"goal": "Debian 12 bookworm point releases: latest version, dates of all point releases"}))


# --------------------------------------------------------------------------- 11 clean, mainstream (spacex.com: Starship)
@traj
def t11(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        ("https://www.spacex.com/launches/mission/?missionId=starship-flight-5", "Starship's Fifth Flight Test | SpaceX",
         "On October 13, 2024, Starship's fifth flight test lifted off at 7:25 a.m. CT from Starbase. The Super Heavy booster returned to the launch site and was caught by the tower's chopsticks ...", "Oct 13, 2024"),
        ("https://en.wikipedia.org/wiki/Starship_flight_test_5", "Starship flight test 5 - Wikipedia",
         "Starship flight test 5 was the fifth flight test of a SpaceX Starship launch vehicle. It launched on 13 October 2024 ... first successful catch of a Super Heavy booster (Booster 12) ...", "N/A"),
        ("https://www.nytimes.com/2024/10/13/science/spacex-starship-launch-booster-catch.html", "SpaceX Catches Returning Rocket in Mechanical Arms on Fifth Starship Flight",
         "The 232-foot-tall booster descended slowly into the grip of two arms on the launch tower ...", "Oct 13, 2024"),
        ("https://spacenews.com/spacex-catches-super-heavy-booster-on-fifth-starship-test-flight/", "SpaceX catches Super Heavy booster on fifth Starship test flight",
         "The Starship upper stage, Ship 30, made a controlled splashdown in the Indian Ocean about 65 minutes after liftoff ...", "Oct 13, 2024"),
        ("https://www.bbc.com/news/articles/cgk0z7vv3l7o", "SpaceX catches returning rocket in mid-air, a world first",
         "Elon Musk's company called the catch 'a day for the engineering history books' ...", "Oct 13, 2024"),
        ("https://arstechnica.com/space/2024/10/spacex-catches-a-super-heavy-booster-on-its-first-try/", "SpaceX catches a Super Heavy booster on its first try",
         "The booster, B12, fired its engines for a boostback burn and then a landing burn before the tower's arms closed around it ...", "Oct 13, 2024"),
        ("https://www.faa.gov/newsroom/statements/commercial-space", "FAA Statements on Commercial Space Operations",
         "The FAA issued a license modification for Starship Flight 5 on October 12, 2024 ...", "Oct 12, 2024"),
        ("https://www.space.com/spacex-starship-flight-5-launch-booster-catch", "SpaceX catches giant Starship booster with 'chopsticks' on 5th test flight",
         "Liftoff occurred at 8:25 a.m. EDT (1225 GMT) ...", "Oct 13, 2024"),
        ("https://x.com/SpaceX/status/1845452541171253624", "SpaceX on X: Mechazilla has caught the Super Heavy booster!",
         "Mechazilla has caught the Super Heavy booster!", "Oct 13, 2024"),
        ("https://www.reddit.com/r/SpaceXLounge/comments/1g2t2ql/booster_12_caught/", "BOOSTER 12 CAUGHT : r/SpaceXLounge",
         "I can't believe it worked the first time. Tower arms closed at T+6:50 ...", "Oct 13, 2024"),
    ])
    f5 = """# Starship's Fifth Flight Test

SpaceX · Launches · October 13, 2024

## Recap

Starship's fifth flight test lifted off from Starbase in Texas at 7:25 a.m. CT on October 13, 2024.

The Super Heavy booster (Booster 12) completed its launch and boostback burn, then returned to the launch site, where it was caught by the launch tower's chopsticks for the first time. The flight controllers manually commanded the catch after confirming that thousands of distinct vehicle and pad criteria were met.

Starship (Ship 30) completed its ascent, coast and reentry, and executed a flip, landing burn and controlled splashdown at its target in the Indian Ocean, about 1 hour and 5 minutes after launch. Improvements to the heatshield since flight four meant the ship arrived with visibly less damage to its flaps.

## Flight Timeline

| Time (hr:min:sec) | Event |
| --- | --- |
| 00:00:00 | Liftoff |
| 00:02:42 | Hot-staging (Super Heavy MECO, Starship engines ignite) |
| 00:02:56 | Booster boostback burn startup |
| 00:06:10 | Booster landing burn startup |
| 00:06:50 | Booster caught by tower chopsticks |
| 00:08:36 | Starship engine cutoff |
| 00:47:20 | Starship entry |
| 01:02:40 | Starship flip and landing burn |
| 01:05:00 | Starship splashdown, Indian Ocean |

## Vehicles

| Stage | Vehicle | Engines |
| --- | --- | --- |
| Super Heavy | Booster 12 | 33 Raptor |
| Starship | Ship 30 | 6 Raptor (3 sea-level, 3 vacuum) |

The flight was conducted under an FAA launch license issued on October 12, 2024.
"""
    r4 = res([
        ("https://www.spacex.com/launches/mission/?missionId=starship-flight-6", "Starship's Sixth Flight Test | SpaceX",
         "Starship's sixth flight test lifted off at 4:00 p.m. CT on November 19, 2024. The booster catch was called off during flight and Super Heavy made a controlled splashdown in the Gulf of Mexico ...", "Nov 19, 2024"),
        ("https://en.wikipedia.org/wiki/Starship_flight_test_6", "Starship flight test 6 - Wikipedia",
         "Starship flight test 6 was the sixth flight test of a SpaceX Starship launch vehicle, launched on 19 November 2024 with Booster 13 and Ship 31 ...", "N/A"),
        ("https://apnews.com/article/spacex-starship-launch-trump-musk-2024-11-19", "Trump watches SpaceX launch as catch is called off",
         "President-elect Donald Trump joined Elon Musk at Starbase for the launch; the booster was diverted to the Gulf ...", "Nov 19, 2024"),
        ("https://spacenews.com/spacex-aborts-booster-catch-on-sixth-starship-flight/", "SpaceX aborts booster catch on sixth Starship flight",
         "The company said automated health checks of critical hardware on the launch and catch tower did not pass, so the catch was called off ...", "Nov 19, 2024"),
        ("https://arstechnica.com/space/2024/11/starship-flight-6-raptor-relight-daylight-splashdown/", "Starship relights Raptor in space and splashes down in daylight",
         "Ship 31 reignited a single Raptor engine in space for the first time since flight 3 and reentered at a steeper angle ...", "Nov 19, 2024"),
        ("https://www.space.com/spacex-starship-flight-6-launch-booster-catch-called-off", "SpaceX launches Starship flight 6; booster catch called off",
         "Liftoff came at 5 p.m. EST (2200 GMT) ...", "Nov 19, 2024"),
        ("https://www.cnn.com/2024/11/19/science/spacex-starship-launch-sixth-flight/index.html", "SpaceX launches sixth Starship test flight with Trump in attendance",
         "The ship performed a controlled water landing in the Indian Ocean after about 65 minutes ...", "Nov 19, 2024"),
        ("https://www.nasaspaceflight.com/2024/11/starship-flight-6-launch/", "SpaceX launches Flight 6, booster diverts to Gulf | NASASpaceflight",
         "Booster 13 performed a landing flip and burn before splashing down offshore; the tower's catch arms were intact ...", "Nov 19, 2024"),
        ("https://www.bbc.com/news/articles/c0l1w8ly2k7o", "SpaceX abandons booster catch on sixth Starship test",
         "Unlike last month's flight, the company decided not to attempt to catch the booster ...", "Nov 20, 2024"),
        ("https://www.reuters.com/technology/space/spacex-launches-starship-trump-attends-2024-11-19/", "SpaceX launches Starship as Trump watches; booster catch scrapped",
         "The booster made a water landing in the Gulf of Mexico instead of returning to the launch tower ...", "Nov 19, 2024"),
    ])
    f6 = """# Starship's Sixth Flight Test

SpaceX · Launches · November 19, 2024

## Recap

Starship's sixth flight test lifted off from Starbase in Texas at 4:00 p.m. CT on November 19, 2024.

Following a successful launch, staging and boostback burn, the Super Heavy booster (Booster 13) initially began its return to the launch site. During the boostback, automated health checks of critical hardware on the launch and catch tower triggered an abort of the catch attempt. The booster performed a successful divert maneuver and landing burn before splashing down in the Gulf of Mexico.

Starship (Ship 31) completed its ascent and, for the first time since flight three, relit a single Raptor engine while in space. It then reentered on a steeper trajectory to test the heatshield and flap designs, performed a flip and landing burn, and made a controlled splashdown in the Indian Ocean — the first in daylight — about 1 hour and 5 minutes after launch.

## Flight Timeline

| Time (hr:min:sec) | Event |
| --- | --- |
| 00:00:00 | Liftoff |
| 00:02:42 | Hot-staging |
| 00:02:56 | Booster boostback burn startup |
| 00:03:40 | Catch aborted; booster divert to offshore landing |
| 00:06:40 | Booster landing burn and Gulf of Mexico splashdown |
| 00:08:38 | Starship engine cutoff |
| 00:37:55 | Raptor in-space relight |
| 00:47:40 | Starship entry |
| 01:03:20 | Starship flip and landing burn |
| 01:05:00 | Starship splashdown, Indian Ocean |

## Vehicles

| Stage | Vehicle | Engines |
| --- | --- | --- |
| Super Heavy | Booster 13 | 33 Raptor |
| Starship | Ship 31 | 6 Raptor (3 sea-level, 3 vacuum) |

Flight six also carried a banana as a zero-gravity indicator in the ship's payload bay.
"""
    turns: T = [
        (q("Starship Flight 5 booster catch chopsticks October 13 2024"), r1),
        ex("https://www.spacex.com/launches/mission/?missionId=starship-flight-5", "launch time, booster and ship numbers, catch and splashdown", f5),
        m.add({"flight5": "13 Oct 2024, 7:25 a.m. CT (12:25 UTC); B12 caught by tower at T+6:50 (first catch); S30 splashdown Indian Ocean ~T+1:05"}),
        (q("Starship Flight 6 November 19 2024 booster catch called off"), r4),
        ex("https://www.spacex.com/launches/mission/?missionId=starship-flight-6", "what happened to the booster, and the ship's milestones", f6),
        m.add({"flight6": "19 Nov 2024, 4:00 p.m. CT (22:00 UTC); B13 catch aborted (tower health checks) -> Gulf splashdown; S31 Raptor relight, daylight Indian Ocean splashdown"}),
        m.update({"flight5": "13 Oct 2024, 7:25 a.m. CT (12:25 UTC); B12 caught by tower at T+6:50 (first ever catch); S30 splashdown Indian Ocean ~T+1:05 - only catch so far as of flight 6"}),
        m.retrieve_all(),
    ]
    rs.add(TASK, "h50-search-11", SYSTEM, turns, state=state("dr-a8f5c3", "2024-11-25 (UTC)"))


# --------------------------------------------------------------------------- 12 bad, mainstream (NVD: CVE-2024-3400)
NVD_URL = "https://nvd.nist.gov/vuln/detail/CVE-2024-3400"
NVD_PAGE = """# CVE-2024-3400 Detail

**Modified**

This vulnerability has been modified since it was last analyzed by the NVD. It is awaiting reanalysis which may result in further changes to the information provided.

## Description

A command injection as a result of arbitrary file creation vulnerability in the GlobalProtect feature of Palo Alto Networks PAN-OS software for specific PAN-OS versions and distinct feature configurations may enable an unauthenticated attacker to execute arbitrary code with root privileges on the firewall.

Cloud NGFW, Panorama appliances, and Prisma Access are not impacted by this vulnerability.

## Metrics

CVSS Version 4.0 · CVSS Version 3.x · CVSS Version 2.0

| Source | Base Score | Vector |
| --- | --- | --- |
| CNA: Palo Alto Networks, Inc. (CVSS 4.0) | 10.0 CRITICAL | CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:H/SI:H/SA:H/E:A/AU:Y/R:U/V:C/RE:H/U:Red |
| NIST: NVD (CVSS 3.1) | 10.0 CRITICAL | CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H |

## References to Advisories, Solutions, and Tools

| URL | Source | Resource |
| --- | --- | --- |
| https://security.paloaltonetworks.com/CVE-2024-3400 | Palo Alto Networks, Inc. | Mitigation, Vendor Advisory |
| https://unit42.paloaltonetworks.com/cve-2024-3400/ | Palo Alto Networks, Inc. | Exploit, Third Party Advisory |
| https://www.volexity.com/blog/2024/04/12/zero-day-exploitation-of-unauthenticated-remote-code-execution-vulnerability-in-globalprotect-cve-2024-3400/ | Palo Alto Networks, Inc. | Exploit, Third Party Advisory |
| https://www.paloaltonetworks.com/blog/2024/04/more-on-the-pan-os-cve/ | Palo Alto Networks, Inc. | Vendor Advisory |
| http://www.openwall.com/lists/oss-security/2024/04/16/1 | CVE | Mailing List |

## This CVE is in CISA's Known Exploited Vulnerabilities Catalog

| Vulnerability Name | Date Added | Due Date | Required Action |
| --- | --- | --- | --- |
| Palo Alto Networks PAN-OS Command Injection Vulnerability | 04/12/2024 | 04/19/2024 | Apply mitigations per vendor instructions or discontinue use of the product if mitigations are unavailable. |

## Weakness Enumeration

| CWE-ID | CWE Name | Source |
| --- | --- | --- |
| CWE-77 | Improper Neutralization of Special Elements used in a Command ('Command Injection') | Palo Alto Networks, Inc. |
| CWE-20 | Improper Input Validation | Palo Alto Networks, Inc. |

## Known Affected Software Configurations

Configuration 1 (hide)

| cpe:2.3:o:paloaltonetworks:pan-os:*:*:*:*:*:*:*:* | From (including) 10.2.0 | Up to (excluding) 10.2.9 |
| --- | --- | --- |
| cpe:2.3:o:paloaltonetworks:pan-os:*:*:*:*:*:*:*:* | From (including) 11.0.0 | Up to (excluding) 11.0.4 |
| cpe:2.3:o:paloaltonetworks:pan-os:*:*:*:*:*:*:*:* | From (including) 11.1.0 | Up to (excluding) 11.1.2 |

## Change History

12 change records found · show changes

| Date | Type | Source |
| --- | --- | --- |
| 11/29/2024 2:23:05 PM | CVE Modified by CISA-ADP | CISA-ADP |
| 11/21/2024 4:17:41 AM | CVE Modified by CVE | CVE |
| 08/15/2024 10:59:54 AM | CVE Modified by Palo Alto Networks, Inc. | Palo Alto Networks, Inc. |
| 04/23/2024 11:15:46 AM | Initial Analysis by NIST | NIST |

## QUICK INFO

**CVE Dictionary Entry:** CVE-2024-3400
**NVD Published Date:** 04/12/2024
**NVD Last Modified:** 11/29/2024
**Source:** Palo Alto Networks, Inc.
"""


@traj
def t12(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        (NVD_URL, "NVD - CVE-2024-3400",
         "A command injection as a result of arbitrary file creation vulnerability in the GlobalProtect feature of Palo Alto Networks PAN-OS software ... may enable an unauthenticated attacker to execute arbitrary code with root privileges ...", "Apr 12, 2024"),
        ("https://security.paloaltonetworks.com/CVE-2024-3400", "CVE-2024-3400 PAN-OS: Arbitrary File Creation Leads to OS Command Injection Vulnerability in GlobalProtect",
         "Severity: 10 · CRITICAL. Palo Alto Networks is aware of an increasing number of attacks that leverage the exploitation of this vulnerability ...", "Apr 12, 2024"),
        ("https://unit42.paloaltonetworks.com/cve-2024-3400/", "Threat Brief: Operation MidnightEclipse, Post-Exploitation Activity Related to CVE-2024-3400",
         "Unit 42 is tracking the initial exploitation of this vulnerability under the name Operation MidnightEclipse ...", "Apr 12, 2024"),
        ("https://www.volexity.com/blog/2024/04/12/zero-day-exploitation-of-unauthenticated-remote-code-execution-vulnerability-in-globalprotect-cve-2024-3400/", "Zero-Day Exploitation of Unauthenticated Remote Code Execution Vulnerability in GlobalProtect (CVE-2024-3400)",
         "On April 10, 2024, Volexity identified zero-day exploitation of a vulnerability found within the GlobalProtect feature of Palo Alto Networks PAN-OS ...", "Apr 12, 2024"),
        ("https://www.cisa.gov/known-exploited-vulnerabilities-catalog?search_api_fulltext=CVE-2024-3400", "Known Exploited Vulnerabilities Catalog | CISA",
         "Palo Alto Networks PAN-OS Command Injection Vulnerability · CVE-2024-3400 · Date Added: 2024-04-12 ...", "N/A"),
        ("https://www.bleepingcomputer.com/news/security/palo-alto-networks-warns-of-pan-os-firewall-zero-day-used-in-attacks/", "Palo Alto Networks warns of PAN-OS firewall zero-day used in attacks",
         "The flaw has received the maximum severity score of 10.0 ...", "Apr 12, 2024"),
        ("https://labs.watchtowr.com/palo-alto-putting-the-protecc-in-globalprotect-cve-2024-3400/", "Palo Alto - Putting The Protecc In GlobalProtect (CVE-2024-3400)",
         "The SESSID cookie value is used to create a file path without sanitisation, allowing a file with a command in its name to be written ...", "Apr 16, 2024"),
        ("https://github.com/h4x0r-dz/CVE-2024-3400", "GitHub - h4x0r-dz/CVE-2024-3400: Palo Alto PAN-OS GlobalProtect RCE detection",
         "Nuclei template and Python script to check whether a GlobalProtect gateway is vulnerable ...", "Apr 17, 2024"),
        ("https://www.rapid7.com/blog/post/2024/04/12/etr-cve-2024-3400-critical-palo-alto-networks-pan-os-vulnerability-exploited/", "CVE-2024-3400: Critical Palo Alto Networks PAN-OS Vulnerability Exploited | Rapid7",
         "Hotfixes were expected by April 14 ...", "Apr 12, 2024"),
        ("https://www.shadowserver.org/news/pan-os-cve-2024-3400-scan-results/", "PAN-OS CVE-2024-3400 exposure | The Shadowserver Foundation",
         "We see around 22,500 possibly vulnerable GlobalProtect instances as of April 18 ...", "Apr 19, 2024"),
    ])
    r4 = res([
        ("https://security.paloaltonetworks.com/CVE-2024-3400", "CVE-2024-3400 PAN-OS: Arbitrary File Creation Leads to OS Command Injection Vulnerability in GlobalProtect",
         "This issue is fixed in PAN-OS 10.2.9-h1, PAN-OS 11.0.4-h1, PAN-OS 11.1.2-h3, and in all later PAN-OS versions. Hotfixes for other commonly deployed maintenance releases ...", "Apr 12, 2024"),
        ("https://docs.paloaltonetworks.com/pan-os/11-1/pan-os-release-notes", "PAN-OS 11.1 Release Notes",
         "PAN-OS 11.1.2-h3 Addressed Issues ...", "N/A"),
        ("https://live.paloaltonetworks.com/t5/globalprotect-articles/cve-2024-3400-faq/ta-p/583467", "CVE-2024-3400 FAQ - LIVEcommunity",
         "Is device telemetry required for the device to be vulnerable? No. Earlier advisory text stated this; it has been corrected ...", "Apr 17, 2024"),
        ("https://www.paloaltonetworks.com/blog/2024/04/more-on-the-pan-os-cve/", "More on the PAN-OS CVE-2024-3400 | Palo Alto Networks Blog",
         "Mitigating with a Threat Prevention subscription and Threat ID 95187 ...", "Apr 17, 2024"),
        ("https://www.reddit.com/r/paloaltonetworks/comments/1c2zt8t/cve20243400_hotfix_release_schedule/", "CVE-2024-3400 hotfix release schedule : r/paloaltonetworks",
         "10.2.9-h1 is out, 11.0.4-h1 and 11.1.2-h3 coming Sunday per the advisory ...", "Apr 14, 2024"),
        ("https://www.tenable.com/blog/cve-2024-3400-zero-day-vulnerability-in-palo-alto-networks-pan-os-exploited-in-the-wild", "CVE-2024-3400: Zero-Day Vulnerability in Palo Alto Networks PAN-OS GlobalProtect Exploited in the Wild",
         "Affected versions: PAN-OS 10.2, 11.0 and 11.1 with GlobalProtect gateway or portal configured ...", "Apr 12, 2024"),
        ("https://www.ncsc.gov.uk/news/exploitation-vulnerability-affecting-palo-alto-globalprotect", "Exploitation of vulnerability affecting Palo Alto GlobalProtect - NCSC.GOV.UK",
         "The NCSC is aware of active exploitation and advises organisations to apply the hotfix ...", "Apr 15, 2024"),
        ("https://www.helpnetsecurity.com/2024/04/15/cve-2024-3400-patches/", "Palo Alto Networks releases fixes for exploited PAN-OS zero-day",
         "Fixes are now available for all affected trains ...", "Apr 15, 2024"),
        ("https://www.greynoise.io/blog/cve-2024-3400", "GreyNoise observes exploitation attempts for CVE-2024-3400",
         "Tag released for PAN-OS GlobalProtect command injection attempts ...", "Apr 16, 2024"),
        ("https://attackerkb.com/topics/SSTk336Tmf/cve-2024-3400", "CVE-2024-3400 | AttackerKB",
         "Rapid7 analysis: exploitability very high, attacker value very high ...", "Apr 16, 2024"),
    ])
    pan = """# CVE-2024-3400 PAN-OS: Arbitrary File Creation Leads to OS Command Injection Vulnerability in GlobalProtect

Palo Alto Networks Security Advisories

| | |
| --- | --- |
| Urgency | HIGHEST |
| Response Effort | MODERATE |
| Recovery | USER |
| Value Density | CONCENTRATED |
| Attack Vector | NETWORK |
| Attack Complexity | LOW |
| Attack Requirements | NONE |
| Privileges Required | NONE |
| User Interaction | NONE |
| Product Confidentiality Impact | HIGH |
| Exploit Maturity | ATTACKED |
| Automatable | YES |
| CVSS-BT | 10 (CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:H/SI:H/SA:H/E:A/AU:Y/R:U/V:C/RE:H/U:Red) |
| Published | 2024-04-12 |
| Updated | 2024-08-15 |
| Reference | CPATR-24012 |

## Description

A command injection as a result of arbitrary file creation vulnerability in the GlobalProtect feature of Palo Alto Networks PAN-OS software for specific PAN-OS versions and distinct feature configurations may enable an unauthenticated attacker to execute arbitrary code with root privileges on the firewall.

Cloud NGFW, Panorama appliances, and Prisma Access are not impacted by this vulnerability.

## Product Status

| Versions | Affected | Unaffected |
| --- | --- | --- |
| Cloud NGFW | None | All |
| PAN-OS 11.1 | < 11.1.2-h3 | >= 11.1.2-h3 |
| PAN-OS 11.0 | < 11.0.4-h1 | >= 11.0.4-h1 |
| PAN-OS 10.2 | < 10.2.9-h1 | >= 10.2.9-h1 |
| PAN-OS 10.1 | None | All |
| PAN-OS 10.0 | None | All |
| PAN-OS 9.1 | None | All |
| Prisma Access | None | All |

## Required Configuration for Exposure

This issue is applicable only to PAN-OS 10.2, PAN-OS 11.0, and PAN-OS 11.1 firewalls configured with GlobalProtect gateway or GlobalProtect portal (or both). Device telemetry does not need to be enabled for the device to be exposed.

## Exploitation Status

Palo Alto Networks is aware of an increasing number of attacks that leverage the exploitation of this vulnerability. Proofs of concept for this vulnerability have been publicly disclosed by third parties.

## Solution

This issue is fixed in PAN-OS 10.2.9-h1, PAN-OS 11.0.4-h1, PAN-OS 11.1.2-h3, and in all later PAN-OS versions. In addition, hotfixes are available for other commonly deployed maintenance releases:

| Train | Hotfix releases |
| --- | --- |
| PAN-OS 10.2 | 10.2.8-h3, 10.2.7-h8, 10.2.6-h3, 10.2.5-h6, 10.2.4-h16, 10.2.3-h13, 10.2.2-h5, 10.2.1-h2, 10.2.0-h3 |
| PAN-OS 11.0 | 11.0.3-h10, 11.0.2-h4, 11.0.1-h4, 11.0.0-h3 |
| PAN-OS 11.1 | 11.1.1-h1, 11.1.0-h3 |

## Workarounds and Mitigations

Customers with a Threat Prevention subscription can block attacks for this vulnerability by enabling Threat ID 95187, 95189 and 95191 (available in Applications and Threats content version 8836-8695 and later).

## Timeline

| Date | Change |
| --- | --- |
| 2024-08-15 | Updated CVSS to 4.0 |
| 2024-04-29 | Clarified fixed versions |
| 2024-04-16 | Clarified that device telemetry does not need to be enabled |
| 2024-04-14 | Hotfixes released for 10.2.9, 11.0.4 and 11.1.2 |
| 2024-04-12 | Initial publication |
"""
    r8 = res([
        ("https://www.volexity.com/blog/2024/04/12/zero-day-exploitation-of-unauthenticated-remote-code-execution-vulnerability-in-globalprotect-cve-2024-3400/", "Zero-Day Exploitation of Unauthenticated Remote Code Execution Vulnerability in GlobalProtect (CVE-2024-3400)",
         "Volexity tracks the threat actor as UTA0218 ... the attacker deployed a custom Python backdoor, which Volexity calls UPSTYLE ...", "Apr 12, 2024"),
        ("https://unit42.paloaltonetworks.com/cve-2024-3400/", "Threat Brief: Operation MidnightEclipse, Post-Exploitation Activity Related to CVE-2024-3400",
         "Unit 42 is tracking the initial exploitation of this vulnerability under the name Operation MidnightEclipse ...", "Apr 12, 2024"),
        ("https://www.wired.com/story/palo-alto-networks-zero-day-midnighteclipse/", "Hackers Exploited a Palo Alto Networks Firewall Zero-Day for Weeks",
         "Volexity first saw exploitation on March 26 in testing, with weaponised attacks beginning April 10 ...", "Apr 12, 2024"),
        ("https://www.securityweek.com/palo-alto-networks-firewall-zero-day-exploited-by-state-sponsored-hackers/", "Palo Alto Networks Firewall Zero-Day Exploited by State-Sponsored Hackers",
         "Volexity says UTA0218 is likely a state-backed actor ...", "Apr 12, 2024"),
        ("https://www.darkreading.com/vulnerabilities-threats/palo-alto-networks-zero-day-midnighteclipse", "Operation MidnightEclipse targets Palo Alto firewalls",
         "The UPSTYLE backdoor reads commands hidden in web server error logs ...", "Apr 13, 2024"),
        ("https://attack.mitre.org/campaigns/C0039/", "Operation MidnightEclipse, Campaign C0039 | MITRE ATT&CK®",
         "Operation MidnightEclipse was a campaign conducted from March 2024 to at least April 2024 that involved exploitation of CVE-2024-3400 ...", "N/A"),
        ("https://www.cisa.gov/news-events/alerts/2024/04/12/palo-alto-networks-releases-guidance-vulnerability-pan-os-cve-2024-3400", "Palo Alto Networks Releases Guidance for Vulnerability in PAN-OS, CVE-2024-3400 | CISA",
         "CISA has added this vulnerability to its Known Exploited Vulnerabilities Catalog ...", "Apr 12, 2024"),
        ("https://www.huntress.com/blog/cve-2024-3400", "CVE-2024-3400 Post-Exploitation Detection | Huntress",
         "Look for update.py in /usr/lib/python3.6/site-packages/system.pth ...", "Apr 15, 2024"),
        ("https://therecord.media/palo-alto-networks-zero-day-exploited-volexity", "Palo Alto Networks zero-day exploited since March, Volexity says",
         "The earliest evidence of attempted exploitation dates to March 26 ...", "Apr 12, 2024"),
        ("https://www.reddit.com/r/netsec/comments/1c26q0o/volexity_zeroday_globalprotect/", "Volexity: Zero-day exploitation in GlobalProtect (CVE-2024-3400) : r/netsec",
         "Interesting that the backdoor persists through a .pth file ...", "Apr 12, 2024"),
    ])
    vol = """# Zero-Day Exploitation of Unauthenticated Remote Code Execution Vulnerability in GlobalProtect (CVE-2024-3400)

Volexity Threat Research · April 12, 2024

On April 10, 2024, Volexity identified zero-day exploitation of a vulnerability found within the GlobalProtect feature of Palo Alto Networks PAN-OS at one of its network security monitoring (NSM) customers. Volexity received alerts regarding suspect network traffic emanating from the customer's firewall. A subsequent investigation determined the device had been compromised. The following day, April 11, 2024, Volexity observed further, identical exploitation at another one of its NSM customers by the same threat actor.

The threat actor, which Volexity tracks under the alias UTA0218, was able to remotely exploit the firewall device, create a reverse shell, and download further tools onto the device. The attacker focused on exporting configuration data from the devices, and then leveraging it as an entry point to move laterally within the victim organizations.

Palo Alto Networks assigned the vulnerability CVE-2024-3400 and published an advisory on April 12, 2024.

## Key findings

- The earliest evidence of attempted exploitation observed by Volexity dates to March 26, 2024, when UTA0218 appeared to test placing zero-byte files on firewall devices to validate exploitability.
- UTA0218 deployed a custom Python backdoor, which Volexity calls **UPSTYLE**, that reads commands hidden in web server error logs and writes output to a CSS file.
- Volexity assesses it is highly likely UTA0218 is a state-backed threat actor based on the resources required and the victims targeted.

## Indicators

| Type | Value | Notes |
| --- | --- | --- |
| File path | /usr/lib/python3.6/site-packages/system.pth | UPSTYLE persistence |
| File path | /var/appweb/sslvpndocs/global-protect/portal/css/bootstrap.min.css | Command output written here |
| IP | 172.233.228.93 | Exploitation source |
| IP | 66.235.168.222 | Tooling download |

## Recommendations

Organizations using GlobalProtect on affected PAN-OS versions should apply the hotfixes, enable Threat ID 95187 where available, and check for the indicators above.
"""
    turns: T = [
        (q("CVE-2024-3400 PAN-OS GlobalProtect CVSS exploited"), r1),
        ex(NVD_URL, "CVSS score and vector, KEV dates, weaknesses, published and last modified dates", NVD_PAGE),
        m.add({"cve": "CVE-2024-3400 - PAN-OS GlobalProtect command injection via arbitrary file creation, unauth RCE as root",
               "cvss": "10.0 CRITICAL (NVD CVSS 3.1 AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H; CNA CVSS 4.0 10.0)",
               "kev": "added 04/12/2024, due 04/19/2024",
               "nvd_dates": "published 04/12/2024, last modified 11/29/2024"}),
        (q("CVE-2024-3400 fixed versions hotfix 10.2.9-h1 11.0.4-h1 11.1.2-h3"), r4),
        ex("https://security.paloaltonetworks.com/CVE-2024-3400", "affected and fixed PAN-OS versions, required configuration", pan),
        ex(NVD_URL, "CWE ids and the affected CPE ranges",
           sub(NVD_PAGE, "**NVD Last Modified:** 11/29/2024", "**NVD Last Modified:** 08/15/2024")),
        m.add({"fixed_versions": "10.2.9-h1, 11.0.4-h1, 11.1.2-h3 (+ hotfixes for older maintenance releases); 10.1/10.0/9.1 not affected; needs GP gateway or portal, telemetry not required"}),
        (q("Volexity UTA0218 CVE-2024-3400 Operation MidnightEclipse UPSTYLE"), r8),
        ex("https://www.volexity.com/blog/2024/04/12/zero-day-exploitation-of-unauthenticated-remote-code-execution-vulnerability-in-globalprotect-cve-2024-3400/", "first exploitation date, actor name and backdoor", vol),
        m.update({"cve": "CVE-2024-3400 - PAN-OS GlobalProtect command injection via arbitrary file creation, unauth RCE as root; exploited by UTA0218 (Volexity) / Operation MidnightEclipse (Unit 42) since 26 Mar 2024, UPSTYLE backdoor"}),
        m.retrieve(["cve", "fixed_versions", "kev"]),
    ]
    rs.add(TASK, "h50-search-12", SYSTEM, turns, state=state("dr-f07c58", "2024-12-05 (UTC)"),
           bad=True, turn=6, kind="Re-extracting the NVD page shows NVD Last Modified 08/15/2024, earlier than the 11/29/2024 shown in turn 2 for the same page (and its change history still lists 11/29/2024).")


# --------------------------------------------------------------------------- 13 clean, less common (AEMET: Valencia DANA)
@traj
def t13(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        ("https://www.aemet.es/es/noticias/2024/10/dana_29_octubre", "Episodio de DANA del 29 de octubre de 2024 - Agencia Estatal de Meteorología - AEMET",
         "Turís (Valencia) registró 771,8 mm en 24 horas y 184,6 mm en una hora, récord nacional de intensidad horaria. En Chiva se acumularon 491 mm en 8 horas ...", "Oct 31, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Spanish_floods", "2024 Spanish floods - Wikipedia",
         "On 29 October 2024, torrential rain caused by a cut-off low (DANA) caused flash floods in the Valencian Community, Castilla–La Mancha and Andalusia ...", "N/A"),
        ("https://www.reuters.com/world/europe/spain-floods-rainfall-year-worth-eight-hours-2024-10-30/", "A year's worth of rain fell in eight hours in parts of Valencia",
         "Chiva, west of the city of Valencia, received 491 litres per square metre in eight hours, AEMET said ...", "Oct 30, 2024"),
        ("https://www.bbc.com/news/articles/cd0kzyg2vgvo", "Spain floods: What caused the deadly torrential rain in Valencia?",
         "A weather phenomenon known as a DANA — a cold drop — brought a year's rain in hours ...", "Oct 31, 2024"),
        ("https://www.aemet.es/es/eltiempo/prediccion/avisos?datos=mapa&f=20241029", "Avisos - AEMET (29 octubre 2024)",
         "Aviso rojo por lluvias en litoral sur y norte de Valencia, emitido a las 07:36 ...", "Oct 29, 2024"),
        ("https://www.theguardian.com/world/2024/oct/30/spain-floods-valencia-rainfall-climate", "Valencia floods: how a 'cold drop' brought devastating rain",
         "Scientists say the rainfall was made heavier by the warm Mediterranean ...", "Oct 30, 2024"),
        ("https://www.eltiempo.es/noticias/record-lluvia-turis-dana-valencia", "Turís bate el récord de lluvia en una hora en España | eltiempo.es",
         "184,6 litros por metro cuadrado en una hora, superando el récord de Aldeanueva de Ebro ...", "Oct 30, 2024"),
        ("https://www.worldweatherattribution.org/valencia-floods-2024/", "Extreme downpours in Spain made about 12% heavier by climate change | WWA",
         "Rapid analysis finds one-day rainfall extremes of this kind are now about twice as likely ...", "Nov 5, 2024"),
        ("https://www.copernicus.eu/en/news/news/observer-valencia-floods", "Copernicus: Valencia floods seen from space",
         "Sentinel-2 imagery shows inundated areas south of Valencia, including Paiporta and Catarroja ...", "Nov 6, 2024"),
        ("https://www.reddit.com/r/spain/comments/1gfm0yb/dana_valencia_datos_aemet/", "DANA Valencia: datos de AEMET : r/spain",
         "771 mm en Turís es una barbaridad, más que la media anual de Madrid ...", "Oct 30, 2024"),
    ])
    aemet = """# Episodio de DANA del 29 de octubre de 2024

AEMET · Noticias · 31 de octubre de 2024

Entre el 28 y el 31 de octubre, una depresión aislada en niveles altos (DANA) situada al oeste de la península dio lugar a precipitaciones torrenciales y persistentes en el este peninsular, especialmente en la provincia de Valencia el día 29.

## Aspectos destacados

- **Turís (Valencia)** registró **771,8 mm** en 24 horas, el valor más alto de la red de AEMET en este episodio.
- En Turís se midieron **184,6 mm en una hora**, nuevo récord de España de precipitación en una hora.
- **Chiva** acumuló **491 mm en 8 horas**, aproximadamente la precipitación de todo un año.
- AEMET emitió aviso rojo (peligro extraordinario) por lluvias en el litoral sur y norte de Valencia a las 07:36 hora oficial del día 29.

## Precipitaciones máximas del episodio (red AEMET y colaboradoras)

| Estación | Provincia | Precipitación | Periodo |
| --- | --- | --- | --- |
| Turís - Mas de Calabarra | Valencia | 771,8 mm | 24 h |
| Chiva | Valencia | 491,0 mm | 8 h |
| Turís - Mas de Calabarra | Valencia | 184,6 mm | 1 h |

## Avisos emitidos

| Hora (29/10) | Zona | Nivel |
| --- | --- | --- |
| 07:36 | Litoral sur de Valencia | Rojo |
| 07:36 | Litoral norte de Valencia | Rojo |

Los datos son provisionales y están sujetos a revisión.
"""
    r4 = res([
        ("https://www.reuters.com/world/europe/spain-flood-death-toll-rises-217-2024-11-04/", "Spain flood death toll rises to 217 as anger grows",
         "The death toll from last week's floods in eastern Spain rose to 217, with 213 of those in the Valencia region, officials said on Monday ...", "Nov 4, 2024"),
        ("https://www.bbc.com/news/articles/c5y3kx2pvgro", "Spain floods: King and PM pelted with mud in Paiporta",
         "Furious residents threw mud at King Felipe VI during a visit to Paiporta, one of the worst-hit towns ...", "Nov 3, 2024"),
        ("https://apnews.com/article/spain-floods-valencia-death-toll-2024-10-31", "Death toll in Spain's floods rises to 158",
         "Rescuers are searching for the missing in towns south of Valencia ...", "Oct 31, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Spanish_floods", "2024 Spanish floods - Wikipedia",
         "At least 230 people died: 222 in the province of Valencia, 7 in Castilla–La Mancha and 1 in Andalusia ...", "N/A"),
        ("https://www.theguardian.com/world/2024/nov/01/spain-floods-death-toll-205", "Spain floods: death toll passes 200 as search continues",
         "At least 205 people have died, 202 of them in Valencia ...", "Nov 1, 2024"),
        ("https://www.euronews.com/2024/11/05/spain-floods-death-toll", "Spain floods: death toll climbs to 219",
         "The central government said 219 people had died ...", "Nov 5, 2024"),
        ("https://www.politico.eu/article/spain-floods-valencia-mazon-criticism/", "Valencia leader under fire over flood alert delay",
         "The ES-Alert warning reached phones at 8:11 p.m., hours after the first deaths ...", "Nov 6, 2024"),
        ("https://www.nytimes.com/2024/11/04/world/europe/spain-floods-death-toll.html", "Spain's Flood Death Toll Rises Above 200",
         "Officials said dozens of people remain missing ...", "Nov 4, 2024"),
        ("https://www.cnn.com/2024/11/03/europe/spain-valencia-floods-death-toll-intl/index.html", "Valencia floods: death toll rises to 214",
         "Thousands of volunteers joined the clean-up in Paiporta and Alfafar ...", "Nov 3, 2024"),
        ("https://www.dw.com/en/spain-floods-death-toll/a-70682145", "Spain floods: Death toll rises, thousands of troops deployed",
         "Spain deploys 7,500 soldiers as the toll rises ...", "Nov 3, 2024"),
    ])
    reut = """# Spain flood death toll rises to 217 as anger grows

Reuters · Madrid · November 4, 2024 · 3:12 PM GMT+1

The death toll from last week's floods in eastern Spain rose to 217, officials said on Monday, with 213 of those in the Valencia region, as residents of the worst-hit towns vented their anger at the authorities' response.

Three deaths have been recorded in Castilla-La Mancha and one in Andalusia. Officials have not given an official figure for the missing, though emergency services said dozens of people were still unaccounted for.

| Region | Deaths (Nov 4) |
| --- | --- |
| Valencia | 213 |
| Castilla-La Mancha | 3 |
| Andalusia | 1 |
| Total | 217 |

Prime Minister Pedro Sánchez announced a 10.6 billion euro ($11.5 billion) aid package for the affected areas, including direct payments to households and businesses.

The rains on Oct. 29 dumped a year's worth of rain in eight hours in some areas, according to AEMET. Civil protection's ES-Alert text message warning reached mobile phones in the Valencia region at 8:11 p.m. that evening.

Reporting by the Madrid newsroom; editing by Reuters staff
"""
    r7 = res([
        ("https://www.lamoncloa.gob.es/serviciosdeprensa/notasprensa/interior/Paginas/2024/181124-balance-dana.aspx", "Balance de víctimas de la DANA - La Moncloa",
         "El número de fallecidos por la DANA asciende a 230: 222 en la provincia de Valencia, 7 en Castilla-La Mancha y 1 en Andalucía. Continúan desaparecidas 4 personas ...", "Nov 18, 2024"),
        ("https://www.rtve.es/noticias/20241118/dana-valencia-ultima-hora/16336412.shtml", "DANA Valencia, última hora: 222 fallecidos en la provincia",
         "El Centro de Integración de Datos (CID) actualiza el balance: 222 fallecidos identificados en Valencia ...", "Nov 18, 2024"),
        ("https://www.elpais.com/espana/comunidad-valenciana/2024-11-18/dana-desaparecidos.html", "Los desaparecidos de la DANA se reducen a cuatro",
         "La Guardia Civil mantiene la búsqueda en la Albufera y el barranco del Poyo ...", "Nov 18, 2024"),
        ("https://www.reuters.com/world/europe/spain-floods-death-toll-2024-11-12/", "Spain flood death toll reaches 223",
         "The death toll from the Oct. 29 floods rose to 223 ...", "Nov 12, 2024"),
        ("https://www.gva.es/es/inicio/area_de_prensa/dana", "DANA: información actualizada - Generalitat Valenciana",
         "Información oficial sobre ayudas, servicios y balance del episodio ...", "Nov 19, 2024"),
        ("https://www.lasprovincias.es/comunitat/dana-fallecidos-municipios-20241118.html", "La lista de fallecidos por municipios: Paiporta, el más afectado",
         "Paiporta suma 56 víctimas mortales, seguida de Catarroja y Picanya ...", "Nov 18, 2024"),
        ("https://www.eldiario.es/comunitat-valenciana/dana-balance-fallecidos/", "Balance de la DANA: 230 fallecidos en España",
         "Interior cifra en 230 los fallecidos en todo el país ...", "Nov 18, 2024"),
        ("https://www.elmundo.es/comunidad-valenciana/2024/11/19/dana-balance.html", "Tres semanas después de la DANA",
         "Las cifras oficiales hablan de 222 muertos en Valencia y cuatro desaparecidos ...", "Nov 19, 2024"),
        ("https://www.20minutos.es/noticia/5654321/0/dana-fallecidos-ultima-hora/", "DANA: cifra de fallecidos, última hora",
         "Actualizado: 230 víctimas mortales en España ...", "Nov 18, 2024"),
        ("https://www.europapress.es/comunitat-valenciana/noticia-dana-balance-20241118.html", "La DANA deja 222 muertos en la provincia de Valencia",
         "Según el último balance del CID ...", "Nov 18, 2024"),
    ])
    mon = """# Balance de víctimas de la DANA

La Moncloa · Notas de prensa · Interior · Lunes 18 de noviembre de 2024

El Ministerio del Interior actualiza el balance de víctimas del episodio de DANA del 29 de octubre con los datos del Centro de Integración de Datos (CID) y de las delegaciones del Gobierno.

## Fallecidos

| Territorio | Fallecidos |
| --- | --- |
| Provincia de Valencia | 222 |
| Castilla-La Mancha (Albacete, Cuenca) | 7 |
| Andalucía (Málaga) | 1 |
| **Total** | **230** |

## Desaparecidos

Continúan activas las búsquedas de **4 personas** desaparecidas en la provincia de Valencia.

El balance anterior (11 de noviembre) contabilizaba 222 fallecidos en total, 214 de ellos en la provincia de Valencia, con 23 personas desaparecidas. La diferencia se debe a la identificación de víctimas que figuraban como desaparecidas.

Próxima actualización: jueves 21 de noviembre.
"""
    turns: T = [
        (q("Valencia DANA October 29 2024 rainfall record Turís Chiva AEMET"), r1),
        ex("https://www.aemet.es/es/noticias/2024/10/dana_29_octubre", "rainfall records and warning times", aemet),
        m.add({"rain_24h_max": "Turís 771.8 mm/24 h (AEMET)",
               "rain_1h_record": "Turís 184.6 mm in 1 h - Spanish national record",
               "red_warning": "AEMET red warning 07:36 on 29 Oct (litoral sur/norte de Valencia)"}),
        (q("Valencia floods death toll latest"), r4),
        ex("https://www.reuters.com/world/europe/spain-flood-death-toll-rises-217-2024-11-04/", "death toll by region", reut),
        m.add({"death_toll": "217 (Nov 4, Reuters): Valencia 213, Castilla-La Mancha 3, Andalusia 1"}),
        (q("DANA balance fallecidos desaparecidos 18 noviembre 2024"), r7),
        ex("https://www.lamoncloa.gob.es/serviciosdeprensa/notasprensa/interior/Paginas/2024/181124-balance-dana.aspx", "latest official deaths and missing", mon),
        m.update({"death_toll": "230 (Interior, Nov 18): Valencia 222, Castilla-La Mancha 7, Andalusia 1; 4 missing. Earlier: 217 on Nov 4 (Reuters)"}),
        m.retrieve_all(),
    ]
    rs.add(TASK, "h50-search-13", SYSTEM, turns, state=state("dr-17c94b", "2024-11-20 (UTC)"))


# --------------------------------------------------------------------------- 14 bad, less common (elections.gov.lk: Sri Lanka 2024)
LK = [("Anura Kumara Dissanayake", "National People's Power (NPP)", 5634915),
      ("Sajith Premadasa", "Samagi Jana Balawegaya (SJB)", 4363035),
      ("Ranil Wickremesinghe", "Independent", 2299767),
      ("Namal Rajapaksa", "Sri Lanka Podujana Peramuna (SLPP)", 342781),
      ("P. Ariyanethiran", "Independent", 226343),
      ("Dilith Jayaweera", "Sarvajana Balaya", 122396)]
LK_VALID = 13319616
LK_REJ = 300300
LK_REG = 17140354


@traj
def t14(rs: RowSet) -> None:
    m = Mem()
    others = LK_VALID - sum(v for _, _, v in LK)
    rows = "\n".join(f"| {n} | {p} | {v:,} | {100 * v / LK_VALID:.2f}% |" for n, p, v in LK)
    akd2, sp2 = 5634915 + 105264, 4363035 + 167867
    page = f"""# Presidential Election 2024 – All Island Final Result

Election Commission of Sri Lanka · Presidential Election – 21.09.2024 · Results released 22.09.2024

## First count (first preferences)

| Candidate | Party / Symbol | Votes | % |
| --- | --- | --- | --- |
{rows}
| Other 32 candidates | — | {others:,} | {100 * others / LK_VALID:.2f}% |

| Summary | Count | % |
| --- | --- | --- |
| Total Valid Votes | {LK_VALID:,} | {100 * LK_VALID / (LK_VALID + LK_REJ):.2f}% |
| Rejected Votes | {LK_REJ:,} | {100 * LK_REJ / (LK_VALID + LK_REJ):.2f}% |
| Total Polled | {LK_VALID + LK_REJ:,} | {100 * (LK_VALID + LK_REJ) / LK_REG:.2f}% |
| Registered Electors | {LK_REG:,} | |

No candidate obtained more than 50% of the valid votes. In terms of Article 94 of the Constitution, all candidates other than the two who obtained the highest number of votes were eliminated and the second and third preferences marked on the eliminated candidates' ballot papers were counted.

## Second count (after counting preferences)

| Candidate | First count | Preferences added | Final | % |
| --- | --- | --- | --- | --- |
| Anura Kumara Dissanayake | 5,634,915 | 105,264 | {akd2:,} | {100 * akd2 / (akd2 + sp2):.2f}% |
| Sajith Premadasa | 4,363,035 | 167,867 | {sp2:,} | {100 * sp2 / (akd2 + sp2):.2f}% |

**Anura Kumara Dissanayake** of the National People's Power is declared elected as President of the Democratic Socialist Republic of Sri Lanka.

R. M. A. L. Rathnayake
Chairman, Election Commission

District results: Colombo · Gampaha · Kalutara · Kandy · Matale · Nuwara Eliya · Galle · Matara · Hambantota · Jaffna · Vanni · Batticaloa · Digamadulla · Trincomalee · Kurunegala · Puttalam · Anuradhapura · Polonnaruwa · Badulla · Moneragala · Ratnapura · Kegalle
"""
    url = "https://results.elections.gov.lk/pre2024/all_island_result.php"
    r1 = res([
        (url, "Presidential Election 2024 - All Island Final Result - Election Commission of Sri Lanka",
         "Anura Kumara Dissanayake (NPP) 5,634,915 - 42.31% · Sajith Premadasa (SJB) 4,363,035 - 32.76% · Ranil Wickremesinghe 2,299,767 - 17.27% ...", "Sep 22, 2024"),
        ("https://elections.gov.lk/en/elections/presidential_election_2024/", "Presidential Election 2024 | Election Commission of Sri Lanka",
         "Gazette notifications, nomination list of 39 candidates, results and statistics for the Presidential Election held on 21.09.2024 ...", "Sep 22, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Sri_Lankan_presidential_election", "2024 Sri Lankan presidential election - Wikipedia",
         "Presidential elections were held in Sri Lanka on 21 September 2024 ... the first in the country's history to be decided by a second count of preferential votes ...", "N/A"),
        ("https://www.reuters.com/world/asia-pacific/sri-lanka-marxist-leaning-dissanayake-wins-presidential-election-2024-09-22/", "Sri Lanka's Marxist-leaning Dissanayake wins presidential election",
         "Dissanayake won 5.74 million votes after the second round of counting, the election commission said ...", "Sep 22, 2024"),
        ("https://www.bbc.com/news/articles/c4g3zpmgzl3o", "Sri Lanka election: Anura Kumara Dissanayake wins presidency",
         "In a first for Sri Lanka, a second round of counting was needed as no candidate crossed 50% ...", "Sep 22, 2024"),
        ("https://www.aljazeera.com/news/2024/9/22/sri-lanka-counts-second-preference-votes", "Sri Lanka counts second-preference votes for the first time",
         "Dissanayake had 42.31 percent of the first preference votes, Premadasa 32.76 percent ...", "Sep 22, 2024"),
        ("https://www.dailymirror.lk/breaking-news/AKD-elected-president/108-291234", "AKD elected 9th Executive President - Daily Mirror",
         "Anura Kumara Dissanayake obtained 5,740,179 votes after the second count ...", "Sep 22, 2024"),
        ("https://www.newsfirst.lk/2024/09/22/presidential-election-2024-final-results", "Presidential Election 2024 final results - Newsfirst",
         "Total valid votes 13,319,616; rejected 300,300; turnout 79.46% ...", "Sep 22, 2024"),
        ("https://www.economynext.com/sri-lanka-presidential-election-2024-results-by-district-178920/", "Sri Lanka presidential election 2024 results by district | EconomyNext",
         "NPP carried 15 of 22 electoral districts; SJB won the North and East ...", "Sep 22, 2024"),
        ("https://www.electionguide.org/elections/id/4224/", "ElectionGuide | Sri Lanka, Presidency, September 21, 2024",
         "Voter turnout 79.5% ...", "Sep 24, 2024"),
    ])
    r5 = res([
        ("https://www.presidentsoffice.gov.lk/index.php/2024/09/23/anura-kumara-dissanayake-sworn-in/", "Anura Kumara Dissanayake sworn in as 9th Executive President - Presidential Secretariat",
         "President Anura Kumara Dissanayake took oaths before Chief Justice Jayantha Jayasuriya at the Presidential Secretariat on 23 September 2024 ...", "Sep 23, 2024"),
        ("https://www.reuters.com/world/asia-pacific/sri-lankas-new-president-dissanayake-sworn-in-2024-09-23/", "Sri Lanka's new president Dissanayake sworn in",
         "Dissanayake, 55, pledged to fight corruption and honour the IMF programme ...", "Sep 23, 2024"),
        ("https://en.wikipedia.org/wiki/Anura_Kumara_Dissanayake", "Anura Kumara Dissanayake - Wikipedia",
         "Anura Kumara Dissanayake (born 24 November 1968), also known by his initials AKD, is the 10th president of Sri Lanka since 23 September 2024 ...", "N/A"),
        ("https://www.thehindu.com/news/international/anura-kumara-dissanayake-sworn-in-sri-lanka-president/article68672345.ece", "Anura Kumara Dissanayake sworn in as Sri Lanka's President",
         "He appointed Harini Amarasuriya as Prime Minister the next day ...", "Sep 23, 2024"),
        ("https://www.bbc.com/news/articles/cx2l4y8z8v0o", "Sri Lanka's new leftist president dissolves parliament",
         "Snap parliamentary elections set for 14 November ...", "Sep 24, 2024"),
        ("https://www.aljazeera.com/news/2024/9/23/anura-kumara-dissanayake-sworn-in", "Anura Kumara Dissanayake sworn in as Sri Lanka's president",
         "He is the first president from outside the two main political camps ...", "Sep 23, 2024"),
        ("https://www.dailymirror.lk/print/front-page/Harini-sworn-in-as-PM/238-291420", "Harini Amarasuriya sworn in as Prime Minister",
         "Dr. Harini Amarasuriya became the third woman to serve as Prime Minister ...", "Sep 24, 2024"),
        ("https://www.gazette.lk/2024/09/parliament-dissolved", "Extraordinary Gazette: Parliament dissolved",
         "Nominations 4-11 October; general election on 14 November 2024 ...", "Sep 24, 2024"),
        ("https://www.ft.lk/front-page/President-AKD-takes-oaths/44-766501", "President AKD takes oaths - Daily FT",
         "The ceremony was kept simple, with no state pageantry ...", "Sep 24, 2024"),
        ("https://www.voanews.com/a/sri-lanka-new-president-sworn-in/7795123.html", "Sri Lanka swears in new president",
         "Dissanayake promised to renegotiate elements of the $2.9 billion IMF bailout ...", "Sep 23, 2024"),
    ])
    turns: T = [
        (q("Sri Lanka presidential election 2024 official results Election Commission all island"), r1),
        ex(url, "first-preference votes, valid and rejected votes, turnout", page),
        m.add({"winner": "Anura Kumara Dissanayake (NPP)",
               "first_count": "AKD 5,634,915 (42.31%); Premadasa 4,363,035 (32.76%); Wickremesinghe 2,299,767 (17.27%)",
               "totals": f"valid {LK_VALID:,}; rejected {LK_REJ:,}; polled {LK_VALID + LK_REJ:,}; registered {LK_REG:,}; turnout {100 * (LK_VALID + LK_REJ) / LK_REG:.2f}%"}),
        ex(url, "how the second count worked and the final figures after preferences",
           sub(page, f"| Total Valid Votes | {LK_VALID:,} |", "| Total Valid Votes | 13,391,616 |")),
        (q("Anura Kumara Dissanayake sworn in president date"), r5),
        ex("https://www.presidentsoffice.gov.lk/index.php/2024/09/23/anura-kumara-dissanayake-sworn-in/", "date and place of the swearing-in", """# Anura Kumara Dissanayake sworn in as 9th Executive President

Presidential Secretariat · News · 23 September 2024

Anura Kumara Dissanayake was sworn in as the ninth Executive President of the Democratic Socialist Republic of Sri Lanka this morning (23) before Chief Justice Jayantha Jayasuriya at the Presidential Secretariat in Colombo.

The Election Commission declared him elected on 22 September 2024 after the second count of preferential votes, the first time in the country's history that preferences had to be counted.

Speaking after taking oaths, President Dissanayake said he would work to restore public trust in politics and uphold democratic values, and called on all parties to support the country's economic recovery.

## Related

- President appoints Dr. Harini Amarasuriya as Prime Minister (24 September 2024)
- Gazette on the dissolution of Parliament (24 September 2024)
"""),
        m.add({"second_count": f"AKD {akd2:,} ({100 * akd2 / (akd2 + sp2):.2f}%) vs Premadasa {sp2:,} ({100 * sp2 / (akd2 + sp2):.2f}%) - first-ever preference count",
               "sworn_in": "23 Sep 2024, Presidential Secretariat, before CJ Jayantha Jayasuriya (9th executive president)"}),
        (q("Sri Lanka 2024 presidential election results by district NPP SJB"), res([
            ("https://results.elections.gov.lk/pre2024/district_result.php?dist=Colombo", "Presidential Election 2024 - Colombo District - Election Commission of Sri Lanka",
             "Anura Kumara Dissanayake 629,963 - 47.21% · Sajith Premadasa 481,454 - 36.08% ...", "Sep 22, 2024"),
            ("https://www.economynext.com/sri-lanka-presidential-election-2024-results-by-district-178920/", "Sri Lanka presidential election 2024 results by district | EconomyNext",
             "NPP carried 15 of 22 electoral districts; SJB won the North and East ...", "Sep 22, 2024"),
            ("https://results.elections.gov.lk/pre2024/district_result.php?dist=Jaffna", "Presidential Election 2024 - Jaffna District - Election Commission of Sri Lanka",
             "Sajith Premadasa 121,177 · P. Ariyanethiran 116,688 · Ranil Wickremesinghe 84,558 ...", "Sep 22, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Sri_Lankan_presidential_election", "2024 Sri Lankan presidential election - Wikipedia",
             "Results by electoral district: map and table ...", "N/A"),
            ("https://www.dailymirror.lk/top-story/District-wise-results-AKD/155-291240", "District-wise results: AKD sweeps the south",
             "The NPP leader won in all districts of the Southern, Western, North Western and North Central provinces ...", "Sep 22, 2024"),
            ("https://www.themorning.lk/articles/presidential-2024-district-map", "Presidential Election 2024: the district map",
             "A breakdown of which districts went to which candidate ...", "Sep 23, 2024"),
            ("https://www.tamilguardian.com/content/ariyanethiran-wins-over-200000-votes", "Tamil common candidate Ariyanethiran wins over 200,000 votes",
             "The common Tamil candidate polled 226,343 votes island-wide ...", "Sep 22, 2024"),
            ("https://www.sundaytimes.lk/240929/columns/election-analysis-2024.html", "Election analysis: how the NPP broke through",
             "From 3% in 2019 to 42% in 2024 ...", "Sep 29, 2024"),
            ("https://www.adaderana.lk/news/101234/presidential-election-2024-results", "Presidential Election 2024: All results - Ada Derana",
             "Live results by polling division and district ...", "Sep 22, 2024"),
            ("https://www.reddit.com/r/srilanka/comments/1fmk2xh/district_results_map/", "District results map : r/srilanka",
             "Interesting how Nuwara Eliya went to Sajith ...", "Sep 22, 2024"),
        ])),
    ]
    rs.add(TASK, "h50-search-14", SYSTEM, turns, state=state("dr-6c3e21", "2024-09-30 (UTC)"),
           bad=True, turn=4, kind="Re-extracting the Election Commission's all-island result gives Total Valid Votes 13,391,616, while the same page in turn 2 showed 13,319,616 (the percentages are unchanged).")


# --------------------------------------------------------------------------- 15 clean, mainstream (olympics.com medal table)
PARIS = [("United States", "USA", 40, 44, 42), ("People's Republic of China", "CHN", 40, 27, 24), ("Japan", "JPN", 20, 12, 13),
         ("Australia", "AUS", 18, 19, 16), ("France", "FRA", 16, 26, 22), ("Netherlands", "NED", 15, 7, 12),
         ("Great Britain", "GBR", 14, 22, 29), ("Republic of Korea", "KOR", 13, 9, 10), ("Italy", "ITA", 12, 13, 15),
         ("Germany", "GER", 12, 13, 8), ("New Zealand", "NZL", 10, 7, 3), ("Canada", "CAN", 9, 7, 11),
         ("Uzbekistan", "UZB", 8, 2, 3), ("Hungary", "HUN", 6, 7, 6), ("Spain", "ESP", 5, 4, 9),
         ("Brazil", "BRA", 3, 7, 10)]


@traj
def t15(rs: RowSet) -> None:
    m = Mem()
    by_gold = sorted(PARIS, key=lambda r: (-r[2], -r[3], -r[4]))
    by_total = sorted(PARIS, key=lambda r: (-(r[2] + r[3] + r[4]), -r[2], -r[3]))
    gold_rank = {r[1]: i for i, r in enumerate(by_gold, 1)}
    gold_rows = "\n".join(f"| {gold_rank[c]} | {n} ({c}) | {g} | {s} | {b} | {g + s + b} |" for n, c, g, s, b in by_gold[:15])
    r1 = res([
        ("https://olympics.com/en/paris-2024/medals", "Paris 2024 Olympics Medal Table - Gold, Silver & Bronze",
         "Official medal table of the Paris 2024 Olympic Games. United States 40 gold, 44 silver, 42 bronze; People's Republic of China 40 gold ...", "Aug 11, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table", "2024 Summer Olympics medal table - Wikipedia",
         "The United States topped the medal table for the fourth consecutive Summer Games, finishing level with China on 40 gold medals but ahead on silver ...", "N/A"),
        ("https://www.nytimes.com/interactive/2024/sports/olympics/medal-count-results-schedule-paris.html", "Olympic Medal Count 2024 - The New York Times",
         "Medal count by country for the Paris Olympics, ranked by total medals or by golds ...", "Aug 11, 2024"),
        ("https://www.espn.com/olympics/summer/2024/medals", "Paris 2024 Olympics Medal Tracker - ESPN",
         "Final standings: USA 126 total, China 91, Great Britain 65, France 64, Australia 53 ...", "Aug 12, 2024"),
        ("https://www.bbc.com/sport/olympics/paris-2024/medals", "Paris 2024 Olympics medal table - BBC Sport",
         "Team GB finished seventh in the medal table with 14 golds and 65 medals in total ...", "Aug 11, 2024"),
        ("https://www.reuters.com/sports/olympics/us-edges-china-top-paris-medal-table-2024-08-11/", "US edges China to top Paris medal table on final day",
         "Jennifer Valente's cycling gold and the women's basketball title on Sunday lifted the U.S. to 40 golds ...", "Aug 11, 2024"),
        ("https://www.cnn.com/2024/08/11/sport/olympics-medal-count-final-paris-2024-spt-intl/index.html", "Paris Olympics final medal count: US and China tie on golds",
         "The final event of the Games, the women's basketball final, decided the top spot ...", "Aug 11, 2024"),
        ("https://www.statista.com/statistics/1101719/summer-olympics-medal-count-paris-2024/", "Paris 2024 Olympics medal count by country | Statista",
         "Number of medals won at the Paris 2024 Olympics, by country ...", "Aug 12, 2024"),
        ("https://www.olympics.com/ioc/news/paris-2024-by-the-numbers", "Paris 2024 by the numbers - IOC",
         "329 medal events in 32 sports; 91 NOCs won at least one medal ...", "Aug 13, 2024"),
        ("https://www.reddit.com/r/olympics/comments/1epqz0h/final_medal_table/", "Final medal table : r/olympics",
         "Basketball final decided it, 40 each on gold. Insane finish ...", "Aug 11, 2024"),
    ])
    oly = f"""# Paris 2024 Olympic Games Medal Table

Olympics.com · Paris 2024 · Medals · Final · Last updated 11 Aug 2024 21:42 CEST

Sort by: **Gold** · Total

| Rank | NOC | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- | --- |
{gold_rows}

Showing 15 of 91 NOCs with medals · Load more

Ranking is by number of gold medals, then silver, then bronze. NOCs with equal counts share a rank.

Medal events: 329 · Medals awarded: 1,044 (329 gold, 330 silver, 385 bronze)
"""
    common = {"People's Republic of China": "China", "Republic of Korea": "South Korea"}
    tot_rows = "\n".join(f"| {i} | {common.get(n, n)} | {g + s + b} | {g} | {s} | {b} |" for i, (n, c, g, s, b) in enumerate(by_total[:12], 1))
    espn = f"""# Paris 2024 Olympics Medal Tracker

ESPN · Olympics · Medals · Final standings

Sorted by: **Total medals**

| # | Country | Total | G | S | B |
| --- | --- | --- | --- | --- | --- |
{tot_rows}

Ties in total are broken by gold medals.

Tracker updated Aug. 12, 2024, 9:05 AM ET. Country abbreviations and flags omitted in text view.
"""
    r4 = res([
        ("https://www.espn.com/olympics/summer/2024/medals", "Paris 2024 Olympics Medal Tracker - ESPN",
         "Final standings: USA 126 total, China 91, Great Britain 65, France 64, Australia 53 ...", "Aug 12, 2024"),
        ("https://www.nytimes.com/interactive/2024/sports/olympics/medal-count-results-schedule-paris.html", "Olympic Medal Count 2024 - The New York Times",
         "Medal count by country for the Paris Olympics, ranked by total medals or by golds ...", "Aug 11, 2024"),
        ("https://www.nbcolympics.com/medals", "Paris 2024 Olympic Medal Count | NBC Olympics",
         "Medal standings ranked by total: United States 126, China 91, Great Britain 65 ...", "Aug 11, 2024"),
        ("https://www.teamgb.com/article/paris-2024-medal-table/", "Team GB's Paris 2024 medal haul: 65 medals",
         "Team GB's 65 medals is the third-highest total at the Games; 14 gold, 22 silver, 29 bronze ...", "Aug 12, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table", "2024 Summer Olympics medal table - Wikipedia",
         "The table is sorted by number of gold medals, as per IOC convention ...", "N/A"),
        ("https://www.washingtonpost.com/sports/olympics/2024/paris-olympics-medal-count/", "Paris Olympics medal count: USA finishes with 126 medals",
         "The U.S. total was its highest at a non-boycotted Games held outside the U.S. ...", "Aug 11, 2024"),
        ("https://www.theguardian.com/sport/ng-interactive/2024/aug/11/olympic-medal-table-paris-2024", "Paris 2024 Olympics medal table - full results",
         "Sort by gold or total; includes medal-per-capita view ...", "Aug 11, 2024"),
        ("https://www.abc.net.au/news/2024-08-12/australia-medal-tally-paris-olympics-best-ever-gold/104211234", "Australia finishes with record 18 gold medals in Paris",
         "Australia's 53 medals put it fourth on the gold table and fifth by total ...", "Aug 12, 2024"),
        ("https://www.lemonde.fr/en/sports/article/2024/08/11/paris-2024-france-finishes-with-64-medals", "Paris 2024: France finishes with 64 medals, its best haul ever",
         "16 gold medals placed France fifth in the standings ...", "Aug 11, 2024"),
        ("https://www.medalspercapita.com/", "Olympic Medals per Capita",
         "Dominica and Saint Lucia lead the per-capita table after winning their first Olympic medals ...", "Aug 12, 2024"),
    ])
    r7 = res([
        ("https://www.olympics.com/ioc/news/paris-2024-by-the-numbers", "Paris 2024 by the numbers - IOC",
         "329 medal events in 32 sports; 91 NOCs won at least one medal; 63 NOCs won gold ...", "Aug 13, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table", "2024 Summer Olympics medal table - Wikipedia",
         "A record 91 NOCs won at least one medal. Dominica, Saint Lucia, Cape Verde and Albania won their first Olympic medals, as did the Refugee Olympic Team ...", "N/A"),
        ("https://www.reuters.com/sports/olympics/first-ever-olympic-medals-paris-2024-08-04/", "Dominica, Saint Lucia celebrate first Olympic medals",
         "Julien Alfred won the women's 100m and Thea LaFond the women's triple jump ...", "Aug 4, 2024"),
        ("https://www.bbc.com/sport/olympics/articles/cindy-ngamba-refugee-team-medal", "Cindy Ngamba wins Refugee Olympic Team's first medal",
         "The boxer secured at least bronze in the women's 75kg ...", "Aug 4, 2024"),
        ("https://www.nytimes.com/2024/08/11/sports/olympics/medal-count-countries-first-medal.html", "The Countries That Won Their First Olympic Medals in Paris",
         "Five nations and the refugee team stood on a podium for the first time ...", "Aug 11, 2024"),
        ("https://www.insidethegames.biz/articles/1148732/paris-2024-medal-record-nocs", "Record number of NOCs win medals at Paris 2024",
         "Previous record was 87 NOCs at Tokyo 2020 ...", "Aug 12, 2024"),
        ("https://www.olympics.com/en/news/paris-2024-olympics-records-broken", "Paris 2024: All the world and Olympic records broken",
         "Athletes set 32 world records over the 19 days of competition ...", "Aug 12, 2024"),
        ("https://www.espn.com/olympics/story/_/id/40843567/paris-olympics-2024-numbers", "Paris Olympics by the numbers: records, upsets and medal tallies",
         "The U.S. won 126 medals, the most of any nation since 1984 ...", "Aug 12, 2024"),
        ("https://www.statista.com/chart/32781/nocs-winning-medals-summer-olympics/", "Chart: More Countries Than Ever Won Medals in Paris | Statista",
         "Number of NOCs that won at least one medal, 1896-2024 ...", "Aug 13, 2024"),
        ("https://www.reddit.com/r/olympics/comments/1eq1xy2/first_time_medalists/", "First-time medal nations at Paris 2024 : r/olympics",
         "Cape Verde's David de Pina with a boxing bronze, so happy for them ...", "Aug 12, 2024"),
    ])
    turns: T = [
        (q("Paris 2024 Olympics final medal table"), r1),
        ex("https://olympics.com/en/paris-2024/medals", "final medal table ranked by gold", oly),
        m.add({"top_by_gold": "1 USA 40-44-42 (126); 2 China 40-27-24 (91); 3 Japan 20-12-13 (45)",
               "gb": "7th by gold: 14-22-29 (65)"}),
        (q("Paris 2024 medal count ranked by total medals"), r4),
        ex("https://www.espn.com/olympics/summer/2024/medals", "ranking by total medals", espn),
        m.add({"top_by_total": "1 USA 126; 2 China 91; 3 Great Britain 65; 4 France 64; 5 Australia 53; 6 Japan 45"}),
        m.update({"gb": "7th by gold (14-22-29), 3rd by total (65)"}),
        (q("Paris 2024 how many countries won medals first ever medal"), r7),
        m.add({"nocs_with_medals": "91 (record; 63 with gold); first medals: Dominica, Saint Lucia, Cape Verde, Albania, Refugee Olympic Team"}),
        m.retrieve(["top_by_gold", "top_by_total", "gb"]),
    ]
    rs.add(TASK, "h50-search-15", SYSTEM, turns, state=state("dr-33e0b1", "2024-08-20 (UTC)"))


# --------------------------------------------------------------------------- 16 clean, less common (eurovisionworld.com)
ESC = [("Switzerland", "Nemo", "The Code", 365, 226), ("Croatia", "Baby Lasagna", "Rim Tim Tagi Dim", 210, 337),
       ("Ukraine", "alyona alyona & Jerry Heil", "Teresa & Maria", 146, 307), ("France", "Slimane", "Mon amour", 217, 228),
       ("Israel", "Eden Golan", "Hurricane", 52, 323), ("Ireland", "Bambie Thug", "Doomsday Blue", 142, 136),
       ("Italy", "Angelina Mango", "La noia", 164, 104), ("Armenia", "Ladaniva", "Jako", 101, 82),
       ("Sweden", "Marcus & Martinus", "Unforgettable", 125, 49), ("Portugal", "iolanda", "Grito", 139, 13)]


@traj
def t16(rs: RowSet) -> None:
    m = Mem()
    rows = "\n".join(f"| {i} | {c} | {a} – {s} | {j + t} | {j} | {t} |" for i, (c, a, s, j, t) in enumerate(ESC, 1))
    tele = sorted(ESC, key=lambda r: -r[4])
    trows = "\n".join(f"| {i} | {c} | {t} | {j + t} ({k}) |" for i, (c, a, s, j, t) in enumerate(tele[:6], 1)
                      for k in [[x[0] for x in ESC].index(c) + 1])
    r1 = res([
        ("https://eurovisionworld.com/eurovision/2024", "Eurovision 2024 Results: Voting & Points - Eurovision World",
         "Switzerland won Eurovision 2024 in Malmö with Nemo and The Code, scoring 591 points. Croatia was 2nd with 547 points ...", "May 12, 2024"),
        ("https://eurovision.tv/event/malmo-2024/grand-final", "Grand Final of Malmö 2024 | Eurovision Song Contest",
         "Nemo won the 68th Eurovision Song Contest for Switzerland with 'The Code' ...", "May 11, 2024"),
        ("https://en.wikipedia.org/wiki/Eurovision_Song_Contest_2024", "Eurovision Song Contest 2024 - Wikipedia",
         "The Eurovision Song Contest 2024 was the 68th edition ... held at the Malmö Arena in Malmö, Sweden ... The Netherlands was disqualified ...", "N/A"),
        ("https://www.bbc.com/news/articles/cjq0r0z8w0do", "Eurovision 2024: Switzerland's Nemo wins contest overshadowed by protests",
         "Nemo, who is non-binary, won with a song about the journey of self-discovery ...", "May 12, 2024"),
        ("https://www.theguardian.com/tv-and-radio/article/2024/may/11/eurovision-2024-final-live", "Eurovision 2024 final: Switzerland win – as it happened",
         "Croatia's Baby Lasagna won the public vote but Nemo's jury score was decisive ...", "May 11, 2024"),
        ("https://eurovisionworld.com/eurovision/2024/final", "Eurovision 2024 Grand Final: Scoreboard - Eurovision World",
         "Full scoreboard with jury and televote points for all 25 finalists ...", "May 12, 2024"),
        ("https://www.reuters.com/lifestyle/switzerland-wins-eurovision-2024-05-11/", "Switzerland's Nemo wins Eurovision Song Contest",
         "The contest was held amid protests over Israel's participation ...", "May 12, 2024"),
        ("https://escxtra.com/2024/05/12/eurovision-2024-full-results/", "Eurovision 2024: Full results of the Grand Final - ESCXTRA",
         "Jury winner: Switzerland (365). Televote winner: Croatia (337) ...", "May 12, 2024"),
        ("https://wiwibloggs.com/2024/05/12/eurovision-2024-final-results-split/", "Eurovision 2024 final: jury and televote split results",
         "Israel came second with the public but received only 52 jury points ...", "May 12, 2024"),
        ("https://www.reddit.com/r/eurovision/comments/1cpqr9j/final_results/", "Grand Final results megathread : r/eurovision",
         "Nemo 591, Baby Lasagna 547 ... What a night ...", "May 11, 2024"),
    ])
    final = f"""# Eurovision 2024 Grand Final: Scoreboard

Eurovision World · Malmö 2024 · Grand Final, 11 May 2024 · Malmö Arena

Sort: **Total** · Jury · Televote

| # | Country | Artist – Song | Total | Jury | Televote |
| --- | --- | --- | --- | --- | --- |
{rows}
| 11 | Greece | Marina Satti – Zari | 126 | | |
| 12 | Germany | Isaak – Always on the Run | 117 | | |
| 13 | Luxembourg | Tali – Fighter | 103 | | |
| 14 | Lithuania | Silvester Belt – Luktelk | 90 | | |
| 15 | Cyprus | Silia Kapsis – Liar | 78 | | |
| 16 | Latvia | Dons – Hollow | 64 | | |
| 17 | Serbia | Teya Dora – Ramonda | 54 | | |
| 18 | United Kingdom | Olly Alexander – Dizzy | 46 | | |
| 19 | Finland | Windows95man – No Rules! | 38 | | |
| 20 | Estonia | 5miinust & Puuluup – (nendest) narkootikumidest ei tea me (küll) midagi | 37 | | |
| 21 | Georgia | Nutsa Buzaladze – Firefighter | 34 | | |
| 22 | Spain | Nebulossa – Zorra | 30 | | |
| 23 | Slovenia | Raiven – Veronika | 27 | | |
| 24 | Austria | Kaleen – We Will Rave | 24 | | |
| 25 | Norway | Gåte – Ulveham | 16 | | |

Expand rows 11–25 for the jury/televote split.

The Netherlands (Joost Klein – Europapa) qualified from semi-final 2 but was disqualified on 11 May and did not perform in the final. Its jury and televote still voted.

37 countries took part; 26 qualified or were pre-qualified for the final, 25 performed.
"""
    tv = f"""# Eurovision 2024 Grand Final: Televote ranking

Eurovision World · Malmö 2024 · Grand Final, 11 May 2024

Sort: Total · Jury · **Televote**

| # | Country | Televote points | Total (final place) |
| --- | --- | --- | --- |
{trows}

Showing the top 6 of 25 · Load more

Croatia won the televote for the first time. Switzerland won the jury vote with 365 points, 148 ahead of France (217).

Televote points were awarded by 37 participating countries plus the "Rest of the World" online vote.
"""
    r6 = res([
        ("https://eurovision.tv/media-release/statement-netherlands-disqualification", "Statement on the disqualification of the Netherlands | Eurovision Song Contest",
         "Following a complaint by a female member of the production crew, Swedish Police investigated an incident; it would not be appropriate for Joost Klein to continue ...", "May 11, 2024"),
        ("https://en.wikipedia.org/wiki/Joost_Klein", "Joost Klein - Wikipedia",
         "Johannes 'Joost' Klein (born 10 November 1997) is a Dutch singer and rapper ... was disqualified from the final of the Eurovision Song Contest 2024 ...", "N/A"),
        ("https://www.bbc.com/news/articles/c51n2kk5n7ko", "Eurovision 2024: Netherlands' Joost Klein disqualified",
         "The Dutch entry, Europapa, had been among the bookmakers' favourites ...", "May 11, 2024"),
        ("https://www.avrotros.nl/nieuws/joost-klein-gediskwalificeerd/", "AVROTROS: Joost Klein gediskwalificeerd",
         "AVROTROS vindt de diskwalificatie disproportioneel ...", "May 11, 2024"),
        ("https://eurovisionworld.com/esc/netherlands-disqualified-from-eurovision-2024", "Netherlands disqualified from Eurovision 2024 - Eurovision World",
         "Joost Klein will not perform in the Grand Final; Netherlands' jury and televote points will still be counted ...", "May 11, 2024"),
        ("https://www.reuters.com/lifestyle/dutch-singer-joost-klein-disqualified-eurovision-2024-05-11/", "Dutch singer disqualified from Eurovision final",
         "Swedish prosecutors later said they would not press charges ...", "May 11, 2024"),
        ("https://www.theguardian.com/tv-and-radio/article/2024/may/11/joost-klein-netherlands-disqualified-eurovision", "Netherlands' Joost Klein disqualified from Eurovision",
         "The EBU said the incident did not involve any other performer or delegation ...", "May 11, 2024"),
        ("https://nos.nl/artikel/2520199-joost-klein-gediskwalificeerd", "Joost Klein gediskwalificeerd voor Songfestival - NOS",
         "De EBU heeft Joost Klein uitgesloten van de finale ...", "May 11, 2024"),
        ("https://wiwibloggs.com/2024/05/11/joost-klein-disqualified/", "Joost Klein disqualified: what we know",
         "The Netherlands had qualified from the second semi-final on 9 May ...", "May 11, 2024"),
        ("https://www.reddit.com/r/eurovision/comments/1cpbv5h/netherlands_disqualified/", "Netherlands disqualified megathread : r/eurovision",
         "The final will now have 25 performers ...", "May 11, 2024"),
    ])
    turns: T = [
        (q("Eurovision 2024 final results points jury televote"), r1),
        ex("https://eurovisionworld.com/eurovision/2024/final", "full scoreboard with jury and televote split", final),
        m.add({"winner": "Switzerland - Nemo, The Code: 591 (jury 365 + televote 226)",
               "runner_up": "Croatia - Baby Lasagna, Rim Tim Tagi Dim: 547 (210 + 337)",
               "uk": "18th, Olly Alexander - Dizzy, 46"}),
        ex("https://eurovisionworld.com/eurovision/2024/televoting", "ranking by televote only", tv),
        m.add({"televote_top3": "Croatia 337, Israel 323, Ukraine 307 (Switzerland 5th with 226)"}),
        (q("Netherlands disqualified Eurovision 2024 Joost Klein reason"), r6),
        m.add({"netherlands": "Joost Klein (Europapa) disqualified 11 May before the final; NL jury and televote still voted; 25 acts performed"}),
        m.retrieve_all(),
    ]
    rs.add(TASK, "h50-search-16", SYSTEM, turns, state=state("dr-e91d06", "2024-05-20 (UTC)"))


# --------------------------------------------------------------------------- 17 bad, mainstream (bls.gov Employment Situation)
@traj
def t17(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        ("https://www.bls.gov/news.release/archives/empsit_10042024.htm", "The Employment Situation - September 2024",
         "Total nonfarm payroll employment increased by 254,000 in September, and the unemployment rate changed little at 4.1 percent ...", "Oct 4, 2024"),
        ("https://www.cnbc.com/2024/10/04/jobs-report-september-2024-.html", "Jobs report September 2024: Payrolls increased by 254,000",
         "Economists surveyed by Dow Jones had been looking for payroll growth of 150,000 and a jobless rate of 4.2% ...", "Oct 4, 2024"),
        ("https://www.reuters.com/markets/us/us-job-growth-accelerates-september-unemployment-rate-falls-41-2024-10-04/", "US job growth accelerates in September; unemployment rate falls to 4.1%",
         "Employment gains in July and August were revised up by 72,000 jobs ...", "Oct 4, 2024"),
        ("https://www.bls.gov/ces/", "Current Employment Statistics - CES (National) : U.S. Bureau of Labor Statistics",
         "The Current Employment Statistics (CES) program produces detailed industry estimates of nonfarm employment, hours, and earnings ...", "N/A"),
        ("https://www.nytimes.com/live/2024/10/04/business/jobs-report-economy", "September Jobs Report: U.S. Added 254,000 Jobs",
         "Restaurants and bars added 69,000 jobs, and health care added 45,000 ...", "Oct 4, 2024"),
        ("https://www.wsj.com/economy/jobs/jobs-report-september-2024-unemployment-economy", "Job Growth Surged in September, Easing Fears of Slowdown",
         "Average hourly earnings rose 4% from a year earlier ...", "Oct 4, 2024"),
        ("https://www.bls.gov/charts/employment-situation/employment-levels-by-industry.htm", "Employment levels by industry, monthly changes, seasonally adjusted",
         "Chart data for the Employment Situation news release ...", "N/A"),
        ("https://fred.stlouisfed.org/series/PAYEMS", "All Employees, Total Nonfarm (PAYEMS) | FRED",
         "Thousands of Persons, Monthly, Seasonally Adjusted ...", "Nov 1, 2024"),
        ("https://www.bankrate.com/banking/federal-reserve/jobs-report-september-2024/", "September jobs report: what it means for the Fed",
         "The strong report makes another half-point cut in November less likely ...", "Oct 4, 2024"),
        ("https://www.reddit.com/r/economy/comments/1fw3z2p/september_jobs_report/", "September jobs report: +254k, 4.1% unemployment : r/economy",
         "Big beat. July and August revised up too ...", "Oct 4, 2024"),
    ])
    sep = """# The Employment Situation — September 2024

Transmission of material in this release is embargoed until 8:30 a.m. (ET) Friday, October 4, 2024 · USDL-24-2058

Total nonfarm payroll employment increased by 254,000 in September, and the unemployment rate changed little at 4.1 percent, the U.S. Bureau of Labor Statistics reported today. Employment continued to trend up in food services and drinking places, health care, government, social assistance, and construction.

## Household Survey Data

The unemployment rate, at 4.1 percent, changed little in September, and the number of unemployed people, at 6.8 million, changed little.

## Establishment Survey Data

Total nonfarm payroll employment increased by 254,000 in September, higher than the average monthly gain of 203,000 over the prior 12 months.

| Industry | Change (Sep) |
| --- | --- |
| Food services and drinking places | +69,000 |
| Health care | +45,000 |
| Government | +31,000 |
| Social assistance | +27,000 |
| Construction | +25,000 |

In September, average hourly earnings for all employees on private nonfarm payrolls rose by 13 cents, or 0.4 percent, to $35.36. Over the past 12 months, average hourly earnings have increased by 4.0 percent.

## Revisions

The change in total nonfarm payroll employment for July was revised up by 55,000, from +89,000 to +144,000, and the change for August was revised up by 17,000, from +142,000 to +159,000. With these revisions, employment in July and August combined is 72,000 higher than previously reported.

The Employment Situation for October is scheduled to be released on Friday, November 1, 2024, at 8:30 a.m. (ET).
"""
    r4 = res([
        ("https://www.bls.gov/news.release/empsit.nr0.htm", "Employment Situation Summary - 2024 M10 Results",
         "Total nonfarm payroll employment changed little in October (+12,000), and the unemployment rate was unchanged at 4.1 percent ...", "Nov 1, 2024"),
        ("https://www.reuters.com/markets/us/us-job-growth-slows-sharply-october-hurricanes-strikes-2024-11-01/", "US job growth slows sharply in October amid hurricanes, strikes",
         "Nonfarm payrolls increased by only 12,000 jobs last month, the smallest gain since December 2020 ...", "Nov 1, 2024"),
        ("https://www.cnbc.com/2024/11/01/jobs-report-october-2024-.html", "Jobs report October 2024: Payrolls rose by just 12,000",
         "Payroll growth for August and September was revised down by a combined 112,000 ...", "Nov 1, 2024"),
        ("https://www.bls.gov/bls/hurricanes-helene-milton-october-2024.htm", "Hurricanes Helene and Milton: Impact on the October 2024 Establishment and Household Survey Data",
         "It is likely that payroll employment estimates in some industries were affected by the hurricanes; however, it is not possible to quantify the net effect ...", "Nov 1, 2024"),
        ("https://www.nytimes.com/live/2024/11/01/business/jobs-report-economy", "October Jobs Report: U.S. Added 12,000 Jobs, Hurt by Storms and Strikes",
         "The Boeing strike subtracted roughly 44,000 manufacturing jobs ...", "Nov 1, 2024"),
        ("https://apnews.com/article/jobs-report-october-2024-hiring-unemployment", "Hurricanes and strikes slash US hiring to 12,000 in October",
         "The unemployment rate held at a low 4.1% ...", "Nov 1, 2024"),
        ("https://www.wsj.com/economy/jobs/jobs-report-october-2024-unemployment-economy", "Hiring Slows Sharply in October as Hurricanes and Strikes Weigh",
         "The household survey response rate was unusually low ...", "Nov 1, 2024"),
        ("https://www.bankrate.com/banking/federal-reserve/jobs-report-october-2024/", "October jobs report: what it means for the Fed",
         "A quarter-point cut next week remains the base case ...", "Nov 1, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-11-01/us-payrolls-barely-rise-in-october", "US Payrolls Barely Rise as Storms, Strikes Distort Jobs Report",
         "Collection rate for the establishment survey was 47.4%, well below average ...", "Nov 1, 2024"),
        ("https://www.reddit.com/r/economy/comments/1ghc1yq/october_jobs_report_12k/", "October jobs report: +12k : r/economy",
         "Downward revisions to Aug and Sep are the bigger story ...", "Nov 1, 2024"),
    ])
    octr = """# Employment Situation Summary

Transmission of material in this release is embargoed until 8:30 a.m. (ET) Friday, November 1, 2024 · USDL-24-2247

The Employment Situation — October 2024

Total nonfarm payroll employment changed little in October (+12,000), and the unemployment rate was unchanged at 4.1 percent, the U.S. Bureau of Labor Statistics reported today. Employment continued to trend up in health care and government. Temporary help services lost jobs. Employment declined in manufacturing due to strike activity.

This release includes information on the impact of Hurricanes Helene and Milton. It is likely that payroll employment estimates in some industries were affected by the hurricanes; however, it is not possible to quantify the net effect on the over-the-month change in national employment, hours, or earnings estimates because the establishment survey is not designed to isolate effects from extreme weather events. There was no discernible effect on the national unemployment rate from the household survey.

## Household Survey Data

The unemployment rate held at 4.1 percent in October, and the number of unemployed people was little changed at 7.0 million.

## Establishment Survey Data

| Industry | Change (Oct) |
| --- | --- |
| Health care | +52,000 |
| Government | +40,000 |
| Temporary help services | -49,000 |
| Manufacturing | -46,000 |
| of which: transportation equipment (strike) | -44,000 |

In October, average hourly earnings for all employees on private nonfarm payrolls rose by 10 cents, or 0.4 percent, to $35.46. Over the past 12 months, average hourly earnings have increased by 4.0 percent.

## Revisions

The change in total nonfarm payroll employment for August was revised down by 81,000, from +159,000 to +78,000, and the change for September was revised down by 31,000, from +254,000 to +223,000. With these revisions, employment in August and September combined is 112,000 lower than previously reported.

The initial establishment survey collection rate for October was 47.4 percent, well below the average for the prior 12 months of 70.0 percent.

The Employment Situation for November is scheduled to be released on Friday, December 6, 2024, at 8:30 a.m. (ET).
"""
    r8 = res([
        ("https://www.bls.gov/bls/hurricanes-helene-milton-october-2024.htm", "Hurricanes Helene and Milton: Impact on the October 2024 Establishment and Household Survey Data",
         "It is likely that payroll employment estimates in some industries were affected by the hurricanes; however, it is not possible to quantify the net effect ...", "Nov 1, 2024"),
        ("https://www.goldmansachs.com/insights/articles/october-payrolls-hurricane-strike-effects", "Sizing the storm and strike effects on October payrolls",
         "We estimate the hurricanes subtracted roughly 40-50k and strikes about 45k from October job growth ...", "Nov 2, 2024"),
        ("https://www.stlouisfed.org/on-the-economy/2024/nov/hurricanes-employment-data", "How Hurricanes Affect Employment Data | St. Louis Fed",
         "Workers who were not paid for the pay period including the 12th are not counted as employed in the establishment survey ...", "Nov 8, 2024"),
        ("https://www.bls.gov/bls/empsit_strike_report.htm", "Strike Report : U.S. Bureau of Labor Statistics",
         "Strikes with 1,000 or more workers, October 2024: Boeing (33,000 workers) ...", "Nov 1, 2024"),
        ("https://www.brookings.edu/articles/how-hurricanes-distort-jobs-numbers/", "How hurricanes distort the jobs numbers | Brookings",
         "Past storms such as Harvey and Irma in 2017 temporarily depressed payrolls ...", "Nov 4, 2024"),
        ("https://www.marketwatch.com/story/hurricanes-october-jobs-report-estimate", "How much did hurricanes hurt the October jobs report?",
         "Economists' estimates range from 30,000 to 100,000 ...", "Nov 1, 2024"),
        ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20241107a.htm", "Federal Reserve issues FOMC statement - November 7, 2024",
         "Since earlier in the year, labor market conditions have generally eased, and the unemployment rate has moved up but remains low ...", "Nov 7, 2024"),
        ("https://www.bls.gov/ces/notices/2024/hurricane-response-rate.htm", "CES: Collection rates and weather events, October 2024",
         "Collection rates in affected states were similar to unaffected states ...", "Nov 1, 2024"),
        ("https://www.axios.com/2024/11/01/jobs-report-october-hurricanes-boeing-strike", "October jobs report muddied by hurricanes and Boeing strike",
         "Underlying job growth is probably around 100,000 a month ...", "Nov 1, 2024"),
        ("https://www.reddit.com/r/AskEconomics/comments/1gh8t3j/how_do_hurricanes_affect_the_jobs_report/", "How do hurricanes affect the jobs report? : r/AskEconomics",
         "If you weren't paid during the reference pay period you aren't counted ...", "Nov 2, 2024"),
    ])
    hur = """# Hurricanes Helene and Milton: Impact on the October 2024 Establishment and Household Survey Data

U.S. Bureau of Labor Statistics · November 1, 2024

## Establishment survey

Hurricane Helene made landfall on September 26, 2024, and Hurricane Milton made landfall on October 9, 2024, both affecting areas of the southeastern United States. The reference period for the establishment survey was the pay period that includes October 12.

It is likely that payroll employment estimates in some industries were affected by the hurricanes; however, it is not possible to quantify the net effect on the over-the-month change in national employment, hours, or earnings estimates because the establishment survey is not designed to isolate effects from extreme weather events.

For an employee to be counted as employed in the establishment survey, the employee must receive pay for any part of the pay period that includes the 12th of the month. Workers who were not paid for that pay period are not counted.

The initial establishment survey collection rate for October was 47.4 percent, well below the average for the prior 12 months of 70.0 percent. Collection rates in the affected areas were similar to those in unaffected areas.

## Household survey

The household survey reference week was October 6–12. Collection for the household survey was normal, and the national unemployment rate showed no discernible effect from the hurricanes.

| Measure | Effect |
| --- | --- |
| "With a job, not at work" due to bad weather | 512,000 (not seasonally adjusted) |
| Usually full-time, worked part time due to bad weather | 1,013,000 |

These figures are well above the October averages for 1976–2023.
"""
    r11 = res([
        ("https://www.bls.gov/schedule/news_release/empsit.htm", "Schedule of Releases for the Employment Situation",
         "November 2024: Dec. 06, 2024 08:30 AM · December 2024: Jan. 10, 2025 08:30 AM ...", "N/A"),
        ("https://www.bls.gov/schedule/2024/12_sched.htm", "Release Calendar for December 2024 : U.S. Bureau of Labor Statistics",
         "Friday, December 06, 2024 · 08:30 AM · The Employment Situation for November 2024 ...", "N/A"),
        ("https://www.investing.com/economic-calendar/nonfarm-payrolls-227", "United States Nonfarm Payrolls - Investing.com",
         "Next release: Dec 06, 2024 08:30 ET. Previous: 12K ...", "Nov 1, 2024"),
        ("https://www.dol.gov/newsroom/economicdata", "Economic Data Release Calendar | U.S. Department of Labor",
         "Employment Situation, Unemployment Insurance Weekly Claims, JOLTS ...", "N/A"),
        ("https://tradingeconomics.com/united-states/non-farm-payrolls", "United States Non Farm Payrolls - Trading Economics",
         "Non Farm Payrolls in the United States increased by 12 thousand in October of 2024 ...", "Nov 1, 2024"),
        ("https://www.forexfactory.com/calendar?week=dec1.2024", "Forex Factory Calendar: Week of Dec 1, 2024",
         "Fri Dec 6 8:30am USD Non-Farm Employment Change ...", "N/A"),
        ("https://www.marketwatch.com/economy-politics/calendar", "Economic Calendar - MarketWatch",
         "Upcoming U.S. economic reports ...", "N/A"),
        ("https://www.bls.gov/bls/news-release/empsit.htm", "Employment Situation News Release archives",
         "Archived Employment Situation releases from 1994 to the present ...", "N/A"),
        ("https://www.cnbc.com/2024/11/08/november-jobs-report-preview.html", "What to expect from the November jobs report",
         "Economists expect a rebound as strikers return and storm effects fade ...", "Nov 8, 2024"),
        ("https://www.econoday.com/calendar", "Econoday Economic Calendar",
         "Employment Situation, Dec 6 ...", "N/A"),
    ])
    turns: T = [
        (q("BLS employment situation September 2024 nonfarm payrolls unemployment rate"), r1),
        ex("https://www.bls.gov/news.release/archives/empsit_10042024.htm", "September payroll change, unemployment rate, revisions", sep),
        m.add({"sep_payrolls": "+254,000 (Oct 4 release)",
               "sep_status": "first estimate",
               "unemp_sep": "4.1% (6.8 million unemployed)",
               "jul_aug_revisions": "Jul +89k -> +144k; Aug +142k -> +159k (+72k combined)"}),
        (q("October 2024 jobs report 12,000 hurricanes Boeing strike revisions"), r4),
        ex("https://www.bls.gov/news.release/empsit.nr0.htm", "October payrolls and revisions to August and September", octr),
        m.update({"sep_payrolls": "+223,000 (revised Nov 1; first estimate +254,000)",
                  "sep_status": "second estimate (revised down 31,000)"}),
    ]
    act, obs = m.retrieve(["sep_payrolls", "sep_status"])
    turns.append((act, sub(obs, '"sep_status": "second estimate (revised down 31,000)"', '"sep_status": "first estimate"')))
    turns += [
        (q("BLS October 2024 hurricane effect payrolls collection rate"), r8),
        ex("https://www.bls.gov/bls/hurricanes-helene-milton-october-2024.htm", "how the hurricanes affected the October survey data", hur),
        m.add({"oct_payrolls": "+12,000 (first estimate); unemp 4.1% (7.0 million); hurricanes Helene/Milton + strikes (manufacturing -46k, transport equip -44k); collection rate 47.4%"}),
        (q("November 2024 employment situation release date"), r11),
        m.add({"next_release": "Nov 2024 Employment Situation: Fri Dec 6, 2024, 8:30 a.m. ET"}),
    ]
    rs.add(TASK, "h50-search-17", SYSTEM, turns, state=state("dr-c2d48a", "2024-11-10 (UTC)"),
           bad=True, turn=7, kind="Memory returns sep_status as 'first estimate' although it was updated to 'second estimate (revised down 31,000)' in turn 6.")


# --------------------------------------------------------------------------- 18 bad, less common (WHO Global TB Programme)
@traj
def t18(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        ("https://www.who.int/news/item/29-10-2024-tuberculosis-resurges-as-top-infectious-disease-killer", "Tuberculosis resurges as top infectious disease killer",
         "Some 8.2 million people were newly diagnosed with TB in 2023, the highest number recorded since WHO began global TB monitoring in 1995 ...", "Oct 29, 2024"),
        ("https://www.who.int/teams/global-tuberculosis-programme/tb-reports/global-tuberculosis-report-2024", "Global Tuberculosis Report 2024 - WHO Global Tuberculosis Programme",
         "The report provides a comprehensive and up-to-date assessment of the TB epidemic, and of progress in prevention, diagnosis and treatment, at global, regional and country levels ...", "Oct 29, 2024"),
        ("https://www.who.int/publications/i/item/9789240101531", "Global tuberculosis report 2024",
         "ISBN 9789240101531 · 68 pages · WHO/UCN/TB/2024.1 ...", "Oct 29, 2024"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/tuberculosis-returns-worlds-top-infectious-killer-who-says-2024-10-29/", "Tuberculosis once again world's top infectious killer, WHO says",
         "TB likely replaced COVID-19 as the leading cause of death from a single infectious agent in 2023 ...", "Oct 29, 2024"),
        ("https://www.theguardian.com/global-development/2024/oct/29/tuberculosis-tb-biggest-infectious-killer-who-report", "TB is once again the world's deadliest infectious disease",
         "Some 1.25 million people died of TB in 2023, including 161,000 people with HIV ...", "Oct 29, 2024"),
        ("https://www.stoptb.org/news/global-tb-report-2024", "Stop TB Partnership reacts to the WHO Global TB Report 2024",
         "Funding for TB prevention and care reached only US$ 5.7 billion against a target of US$ 13 billion ...", "Oct 29, 2024"),
        ("https://www.tbfacts.org/tb-statistics/", "TB statistics - global, regional, age, gender, high burden | TBFacts.org",
         "Global TB statistics from the WHO Global TB Report 2024: 10.8 million people fell ill with TB in 2023 ...", "Nov 1, 2024"),
        ("https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(24)02350-1/fulltext", "Global TB report 2024: stalled progress | The Lancet",
         "Incidence has barely changed since 2022, and the End TB milestones for 2025 are out of reach ...", "Nov 2, 2024"),
        ("https://www.cdc.gov/tb/global/index.html", "Global Tuberculosis | CDC",
         "TB is one of the world's leading infectious disease killers ...", "N/A"),
        ("https://ourworldindata.org/tuberculosis", "Tuberculosis - Our World in Data",
         "Estimated incidence and deaths from TB, by country, 2000-2023 ...", "N/A"),
    ])
    news = """# Tuberculosis resurges as top infectious disease killer

World Health Organization · News release · 29 October 2024 · Geneva

Tuberculosis (TB) has likely returned to being the world's leading cause of death from a single infectious agent, following three years in which it was replaced by coronavirus disease (COVID-19), according to WHO's 2024 Global Tuberculosis Report. TB also remains a leading killer of people with HIV and a major cause of deaths related to antimicrobial resistance.

Some 8.2 million people were newly diagnosed with TB in 2023. This is the highest number recorded since WHO began global TB monitoring in 1995, and a notable increase from the 7.5 million reported in 2022, placing TB once again as the leading infectious killer in 2023, ahead of COVID-19.

> "The fact that TB still kills and sickens so many people is an outrage, when we have the tools to prevent it, detect it and treat it," said WHO Director-General Dr Tedros Adhanom Ghebreyesus.

## Key figures for 2023

| Indicator | 2023 |
| --- | --- |
| People who fell ill with TB (estimated) | 10.8 million |
| Incidence rate | 134 per 100 000 population |
| People newly diagnosed and notified | 8.2 million |
| TB deaths (total) | 1.25 million |
| of which among people with HIV | 161 000 |
| MDR/RR-TB (estimated) | about 400 000 |
| Funding available in low- and middle-income countries | US$ 5.7 billion (target US$ 13 billion) |

Of the people who developed TB, 55% were men, 33% were women and 12% were children (aged 0–14 years).

The 30 high TB burden countries accounted for 87% of the world's TB cases, with five countries – India (26%), Indonesia (10%), China (6.8%), the Philippines (6.8%) and Pakistan (6.3%) – together accounting for 56% of the global total.

The global TB death toll declined slightly and the number of people falling ill with TB was largely stable in 2023, but the 2025 milestones of the End TB Strategy remain off track.

Media contacts: mediainquiries@who.int
"""
    r4 = res([
        ("https://www.who.int/teams/global-tuberculosis-programme/tb-reports/global-tuberculosis-report-2024/tb-disease-burden/1-1-tb-incidence", "1.1 TB incidence - Global Tuberculosis Report 2024",
         "Globally, an estimated 10.8 million people fell ill with TB in 2023, equivalent to 134 incident cases per 100 000 population ...", "Oct 29, 2024"),
        ("https://www.who.int/teams/global-tuberculosis-programme/tb-reports/global-tuberculosis-report-2024/tb-disease-burden/1-2-tb-mortality", "1.2 TB mortality - Global Tuberculosis Report 2024",
         "TB caused an estimated 1.25 million deaths in 2023 ...", "Oct 29, 2024"),
        ("https://www.tbfacts.org/tb-high-burden-countries/", "TB high burden countries - WHO lists 2021-2025 | TBFacts.org",
         "The 30 high TB burden countries account for 87% of the global burden ...", "Nov 1, 2024"),
        ("https://www.thehindu.com/sci-tech/health/india-accounts-for-26-of-global-tb-cases-who-report/article68811234.ece", "India accounts for 26% of global TB cases: WHO report",
         "India reported 2.55 million notified cases in 2023, the highest ever ...", "Oct 30, 2024"),
        ("https://www.who.int/teams/global-tuberculosis-programme/data", "Global Tuberculosis Programme - Data",
         "Download TB burden estimates and notifications as CSV files ...", "N/A"),
        ("https://www.thejakartapost.com/indonesia/2024/10/30/indonesia-tb-cases-who.html", "Indonesia second in global TB burden, WHO says",
         "Indonesia accounted for 10% of estimated cases ...", "Oct 30, 2024"),
        ("https://www.healthpolicy-watch.news/global-tb-report-2024/", "Global TB Report 2024: Record Diagnoses, but Funding Falls Short",
         "The five top countries make up more than half of the world's TB cases ...", "Oct 29, 2024"),
        ("https://www.tbonline.info/posts/2024/10/29/global-tb-report-2024/", "WHO Global TB Report 2024 | TBonline",
         "Summary of key findings and country profiles ...", "Oct 29, 2024"),
        ("https://worldhealthorg.shinyapps.io/tb_profiles/", "WHO TB country, regional and global profiles",
         "Interactive profiles for 215 countries and areas ...", "N/A"),
        ("https://www.devex.com/news/tb-global-report-2024", "TB is back as the world's top infectious killer | Devex",
         "Funding gap widens as donors cut back ...", "Oct 30, 2024"),
    ])
    inc = """# 1.1 TB incidence

Global Tuberculosis Report 2024 · TB disease burden

Globally, an estimated 10.8 million (95% UI: 10.1–11.7 million) people fell ill with TB in 2023, equivalent to 134 (95% UI: 125–145) incident cases per 100 000 population. This is up from 10.7 million in 2022, 10.4 million in 2021 and 10.1 million in 2020, but the incidence rate appears to have stabilized.

## Estimated TB incidence by WHO region, 2023

| WHO region | Share of global cases |
| --- | --- |
| South-East Asia | 45% |
| Western Pacific | 17% |
| Africa | 24% |
| Eastern Mediterranean | 8.6% |
| Americas | 3.2% |
| Europe | 2.1% |

## Countries with the largest share of global cases, 2023

| Rank | Country | Share |
| --- | --- | --- |
| 1 | India | 26% |
| 2 | Indonesia | 10% |
| 3 | China | 6.8% |
| 4 | Philippines | 6.8% |
| 5 | Pakistan | 6.3% |
| 6 | Nigeria | 4.6% |
| 7 | Bangladesh | 3.5% |
| 8 | Democratic Republic of the Congo | 3.1% |

The 30 high TB burden countries accounted for 87% of all estimated incident cases worldwide.

## By age and sex

Of the global total, 55% were men, 33% women and 12% children aged 0–14 years. Among all incident cases, 6.1% were people living with HIV.

Figure 1.1.1 · Figure 1.1.2 · Download data (CSV)
"""
    r8 = res([
        ("https://www.who.int/teams/global-tuberculosis-programme/tb-reports/global-tuberculosis-report-2024/tb-disease-burden/1-3-drug-resistant-tb", "1.3 Drug-resistant TB - Global Tuberculosis Report 2024",
         "Globally in 2023, an estimated 400 000 people developed MDR/RR-TB ... only about 2 in 5 people with drug-resistant TB accessed treatment ...", "Oct 29, 2024"),
        ("https://www.who.int/news-room/fact-sheets/detail/tuberculosis", "Tuberculosis - Fact sheet | WHO",
         "Multidrug-resistant TB (MDR-TB) remains a public health crisis and a health security threat ...", "Oct 29, 2024"),
        ("https://www.msf.org/who-global-tb-report-2024-drug-resistant-tb", "MSF: drug-resistant TB treatment still reaching too few people",
         "BPaLM regimens are now recommended, yet scale-up is slow ...", "Oct 29, 2024"),
        ("https://www.tbfacts.org/mdr-tb/", "MDR-TB - multidrug resistant TB | TBFacts.org",
         "Estimated 400,000 new cases of MDR/RR-TB in 2023 ...", "Nov 1, 2024"),
        ("https://www.cidrap.umn.edu/tuberculosis/who-tb-report-2024", "WHO: TB again top infectious killer; MDR-TB treatment coverage low",
         "Treatment success for MDR/RR-TB reached 68% ...", "Oct 29, 2024"),
        ("https://www.stoptb.org/mdr-tb-2024", "Stop TB Partnership: MDR-TB response 2024",
         "Price reductions for bedaquiline and pretomanid ...", "Oct 30, 2024"),
        ("https://www.thelancet.com/journals/laninf/article/PIIS1473-3099(24)00712-3/fulltext", "Drug-resistant tuberculosis: global burden 2023 | Lancet Infect Dis",
         "Modelled estimates of rifampicin resistance among new and previously treated cases ...", "Nov 5, 2024"),
        ("https://www.treatmentactiongroup.org/statement/global-tb-report-2024/", "TAG statement on the WHO Global TB Report 2024",
         "MDR-TB diagnosis and treatment gaps persist ...", "Oct 29, 2024"),
        ("https://www.who.int/publications/i/item/9789240107243", "WHO consolidated guidelines on tuberculosis: Module 4: treatment",
         "Drug-resistant TB treatment, 2025 update ...", "N/A"),
        ("https://www.reddit.com/r/medicine/comments/1gf2a1x/who_tb_report_2024/", "WHO TB report 2024 : r/medicine",
         "400k MDR/RR-TB and only 44% treated ...", "Oct 30, 2024"),
    ])
    turns: T = [
        (q("WHO Global Tuberculosis Report 2024 newly diagnosed deaths"), r1),
        ex("https://www.who.int/news/item/29-10-2024-tuberculosis-resurges-as-top-infectious-disease-killer", "cases, diagnoses and deaths in 2023", news),
        m.add({"tb_cases_2023": "10.8 million fell ill (est.)",
               "tb_notified_2023": "8.2 million newly diagnosed (record since 1995; 7.5 million in 2022)",
               "tb_deaths_2023": "1.25 million incl. 161 000 among people with HIV"}),
        (q("Global TB report 2024 incidence high burden countries India Indonesia share"), r4),
        ex("https://www.who.int/teams/global-tuberculosis-programme/tb-reports/global-tuberculosis-report-2024/tb-disease-burden/1-1-tb-incidence", "incidence estimate with uncertainty and top countries", inc),
        m.remove(["tb_cases_2023"]),
        m.add({"tb_incidence_2023_est": "10.8 million (95% UI 10.1-11.7 m), 134 per 100 000; top 5: India 26%, Indonesia 10%, China 6.8%, Philippines 6.8%, Pakistan 6.3%"}),
        (q("WHO 2024 MDR/RR-TB estimate 2023 treatment coverage"), r8),
    ]
    act, obs = m.retrieve_all()
    stale = dict(m.d)
    renamed = {("tb_cases_2023" if k == "tb_incidence_2023_est" else k): v for k, v in stale.items()}
    turns.append((act, sub(obs, '"tb_incidence_2023_est":', '"tb_cases_2023":')))
    assert list(renamed) == ["tb_notified_2023", "tb_deaths_2023", "tb_cases_2023"]
    turns.append(m.add({"mdr_tb_2023": "~400 000 MDR/RR-TB; about 2 in 5 accessed treatment"}))
    rs.add(TASK, "h50-search-18", SYSTEM, turns, state=state("dr-8a02f4", "2024-11-05 (UTC)"),
           bad=True, turn=9, kind="retrieve_all lists the incidence entry under the old key tb_cases_2023, which was removed in turn 6 and re-added as tb_incidence_2023_est in turn 7.")


# --------------------------------------------------------------------------- 19 clean, mainstream (nobelprize.org)
@traj
def t19(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        ("https://www.nobelprize.org/prizes/physics/2024/press-release/", "Press release: The Nobel Prize in Physics 2024 - NobelPrize.org",
         "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2024 to John J. Hopfield and Geoffrey E. Hinton “for foundational discoveries and inventions that enable machine learning with artificial neural networks” ...", "Oct 8, 2024"),
        ("https://www.nobelprize.org/prizes/physics/2024/summary/", "The Nobel Prize in Physics 2024 - NobelPrize.org",
         "John J. Hopfield, Geoffrey E. Hinton. Prize share: 1/2 each ...", "Oct 8, 2024"),
        ("https://www.nytimes.com/2024/10/08/science/nobel-prize-physics.html", "Nobel Physics Prize Awarded for Pioneering A.I. Research by 2 Scientists",
         "Dr. Hopfield, of Princeton, and Dr. Hinton, of the University of Toronto, helped lay the groundwork for the artificial neural networks behind today's A.I. ...", "Oct 8, 2024"),
        ("https://www.reuters.com/science/hopfield-hinton-win-2024-nobel-prize-physics-2024-10-08/", "Hopfield, Hinton win 2024 Nobel Prize in physics",
         "The prize is worth 11 million Swedish crowns ($1.1 million) ...", "Oct 8, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Nobel_Prize_in_Physics", "2024 Nobel Prize in Physics - Wikipedia",
         "The 2024 Nobel Prize in Physics was awarded jointly to John Hopfield and Geoffrey Hinton ... announced on 8 October 2024 ...", "N/A"),
        ("https://www.bbc.com/news/articles/c62r02z75jyo", "'Godfather of AI' shares Nobel Physics Prize",
         "Prof Hinton said he was 'flabbergasted' to receive the call ...", "Oct 8, 2024"),
        ("https://www.aps.org/about/news/2024/10/nobel-prize-physics-2024", "APS congratulates 2024 Nobel laureates in physics",
         "The Hopfield network and the Boltzmann machine draw on ideas from statistical physics ...", "Oct 8, 2024"),
        ("https://www.nature.com/articles/d41586-024-03213-5", "Physics Nobel scooped by machine-learning pioneers",
         "Some physicists questioned whether the work counts as physics ...", "Oct 8, 2024"),
        ("https://www.utoronto.ca/news/geoffrey-hinton-wins-nobel-prize-physics", "U of T's Geoffrey Hinton awarded Nobel Prize in Physics",
         "University Professor Emeritus Geoffrey Hinton shares the prize with John Hopfield ...", "Oct 8, 2024"),
        ("https://www.reddit.com/r/Physics/comments/1fz1s2r/nobel_prize_in_physics_2024/", "Nobel Prize in Physics 2024 : r/Physics",
         "Hopfield networks I get, but is this physics? Discussion thread ...", "Oct 8, 2024"),
    ])
    phys = """# Press release: The Nobel Prize in Physics 2024

8 October 2024

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2024 to

**John J. Hopfield**
Princeton University, NJ, USA

**Geoffrey E. Hinton**
University of Toronto, Canada

“for foundational discoveries and inventions that enable machine learning with artificial neural networks”

## They trained artificial neural networks using physics

This year's two Nobel Laureates in Physics have used tools from physics to develop methods that are the foundation of today's powerful machine learning. John Hopfield created an associative memory that can store and reconstruct images and other types of patterns in data. Geoffrey Hinton invented a method that can autonomously find properties in data, and so perform tasks such as identifying specific elements in pictures.

John Hopfield invented a network that uses a method for saving and recreating patterns. We can imagine the nodes as pixels. The Hopfield network utilises physics that describes a material's characteristics due to its atomic spin.

Geoffrey Hinton used the Hopfield network as the foundation for a new network that uses a different method: the Boltzmann machine. This can learn to recognise characteristic elements in a given type of data. Hinton used tools from statistical physics, the science of systems built from many similar components.

> “The laureates' work has already been of the greatest benefit. In physics we use artificial neural networks in a vast range of areas, such as developing new materials with specific properties,” says Ellen Moons, Chair of the Nobel Committee for Physics.

| | |
| --- | --- |
| John J. Hopfield | Born 1933 in Chicago, IL, USA. PhD 1958 from Cornell University, Ithaca, NY, USA. Professor at Princeton University, USA. |
| Geoffrey E. Hinton | Born 1947 in London, UK. PhD 1978 from The University of Edinburgh, UK. Professor at University of Toronto, Canada. |

Prize amount: 11 million Swedish kronor, to be shared equally between the laureates.
"""
    r4 = res([
        ("https://www.nobelprize.org/prizes/chemistry/2024/press-release/", "Press release: The Nobel Prize in Chemistry 2024 - NobelPrize.org",
         "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2024 with one half to David Baker “for computational protein design” and the other half jointly to Demis Hassabis and John M. Jumper “for protein structure prediction” ...", "Oct 9, 2024"),
        ("https://www.nobelprize.org/prizes/chemistry/2024/summary/", "The Nobel Prize in Chemistry 2024 - NobelPrize.org",
         "David Baker, Demis Hassabis, John Jumper. Prize share: 1/2, 1/4, 1/4 ...", "Oct 9, 2024"),
        ("https://www.nytimes.com/2024/10/09/science/nobel-prize-chemistry.html", "Nobel Prize in Chemistry Goes to 3 Scientists for Predicting and Creating Proteins",
         "Two of the laureates, Demis Hassabis and John Jumper, work at Google DeepMind ...", "Oct 9, 2024"),
        ("https://deepmind.google/discover/blog/demis-hassabis-john-jumper-awarded-nobel-prize-in-chemistry/", "Demis Hassabis & John Jumper awarded Nobel Prize in Chemistry - Google DeepMind",
         "For AlphaFold, which has predicted the structures of more than 200 million proteins ...", "Oct 9, 2024"),
        ("https://www.washington.edu/news/2024/10/09/david-baker-nobel-prize-chemistry/", "UW's David Baker wins 2024 Nobel Prize in Chemistry",
         "Baker directs the Institute for Protein Design at the UW School of Medicine ...", "Oct 9, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Nobel_Prize_in_Chemistry", "2024 Nobel Prize in Chemistry - Wikipedia",
         "One half awarded to David Baker, the other half jointly to Demis Hassabis and John Jumper ...", "N/A"),
        ("https://www.bbc.com/news/articles/cgr94xxye2lo", "Nobel chemistry prize for protein structure work",
         "The Google DeepMind pair shared half of the prize ...", "Oct 9, 2024"),
        ("https://www.nature.com/articles/d41586-024-03214-4", "Chemistry Nobel goes to developers of AlphaFold AI that predicts protein structures",
         "It's the second AI-related Nobel in two days ...", "Oct 9, 2024"),
        ("https://www.reuters.com/science/baker-hassabis-jumper-win-2024-nobel-prize-chemistry-2024-10-09/", "Baker, Hassabis and Jumper win 2024 Nobel Prize in chemistry",
         "The prize is worth 11 million Swedish crowns ...", "Oct 9, 2024"),
        ("https://www.hhmi.org/news/hhmi-investigator-david-baker-wins-nobel-prize-chemistry", "HHMI Investigator David Baker wins Nobel Prize in Chemistry",
         "Baker has been an HHMI Investigator since 2000 ...", "Oct 9, 2024"),
    ])
    chem = """# Press release: The Nobel Prize in Chemistry 2024

9 October 2024

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2024

with one half to

**David Baker**
University of Washington, Seattle, WA, USA
Howard Hughes Medical Institute, USA

“for computational protein design”

and the other half jointly to

**Demis Hassabis**
Google DeepMind, London, UK

**John M. Jumper**
Google DeepMind, London, UK

“for protein structure prediction”

## They cracked the code for proteins' amazing structures

The Nobel Prize in Chemistry 2024 is about proteins, life's ingenious chemical tools. David Baker has succeeded with the almost impossible feat of building entirely new kinds of proteins. Demis Hassabis and John Jumper have developed an AI model to solve a 50-year-old problem: predicting proteins' complex structures.

In 2020, Demis Hassabis and John Jumper presented an AI model called AlphaFold2. With its help, they have been able to predict the structure of virtually all the 200 million proteins that researchers have identified.

Since 2003, David Baker has designed new proteins using computer software and the program Rosetta.

| | |
| --- | --- |
| David Baker | Born 1962 in Seattle, WA, USA. PhD 1989 from University of California, Berkeley, USA. Professor at University of Washington, Seattle, USA. |
| Demis Hassabis | Born 1976 in London, UK. PhD 2009 from University College London, UK. CEO of Google DeepMind, London, UK. |
| John M. Jumper | Born 1985 in Little Rock, AR, USA. PhD 2017 from University of Chicago, IL, USA. Senior Research Scientist at Google DeepMind, London, UK. |

Prize amount: 11 million Swedish kronor, with one half to David Baker and the other half jointly to Demis Hassabis and John Jumper.
"""
    r8 = res([
        ("https://www.nobelprize.org/all-nobel-prizes-2024/", "All Nobel Prizes 2024 - NobelPrize.org",
         "Physiology or Medicine: Victor Ambros, Gary Ruvkun · Physics: John J. Hopfield, Geoffrey E. Hinton · Chemistry: David Baker, Demis Hassabis, John M. Jumper · Literature: Han Kang · Peace: Nihon Hidankyo · Economic Sciences: Daron Acemoglu, Simon Johnson, James A. Robinson", "Oct 14, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Nobel_Prizes", "2024 Nobel Prizes - Wikipedia",
         "The 2024 Nobel Prizes were announced from 7 to 14 October 2024 ...", "N/A"),
        ("https://www.nobelprize.org/prizes/medicine/2024/press-release/", "Press release: The Nobel Prize in Physiology or Medicine 2024",
         "awarded jointly to Victor Ambros and Gary Ruvkun “for the discovery of microRNA and its role in post-transcriptional gene regulation” ...", "Oct 7, 2024"),
        ("https://www.nobelprize.org/prizes/literature/2024/press-release/", "Press release: The Nobel Prize in Literature 2024",
         "awarded to the South Korean author Han Kang “for her intense poetic prose that confronts historical traumas and exposes the fragility of human life” ...", "Oct 10, 2024"),
        ("https://www.nobelprize.org/prizes/peace/2024/press-release/", "Press release: The Nobel Peace Prize 2024",
         "The Norwegian Nobel Committee has decided to award the Nobel Peace Prize for 2024 to the Japanese organisation Nihon Hidankyo ...", "Oct 11, 2024"),
        ("https://www.nobelprize.org/prizes/economic-sciences/2024/press-release/", "Press release: The Prize in Economic Sciences 2024",
         "awarded to Daron Acemoglu, Simon Johnson and James A. Robinson “for studies of how institutions are formed and affect prosperity” ...", "Oct 14, 2024"),
        ("https://www.reuters.com/world/nobel-prizes-2024-list-winners-2024-10-14/", "Factbox: Winners of the 2024 Nobel prizes",
         "A list of the 2024 laureates, from medicine on Oct. 7 to economics on Oct. 14 ...", "Oct 14, 2024"),
        ("https://www.bbc.com/news/articles/c1w0ev8yrr9o", "Nobel Prizes 2024: Who won and why",
         "AI research dominated the science prizes this year ...", "Oct 14, 2024"),
        ("https://www.nature.com/articles/d41586-024-03310-5", "Nobel prizes 2024: AI takes centre stage",
         "Two of the three science prizes honoured work underpinning modern AI ...", "Oct 10, 2024"),
        ("https://www.reddit.com/r/science/comments/1g3f7a2/2024_nobel_prizes_roundup/", "2024 Nobel Prizes roundup : r/science",
         "Medicine went to microRNA, the rest is AI apparently ...", "Oct 14, 2024"),
    ])
    turns: T = [
        (q("Nobel Prize in Physics 2024 laureates"), r1),
        ex("https://www.nobelprize.org/prizes/physics/2024/press-release/", "laureates, affiliations, citation and prize share", phys),
        m.add({"physics_2024": "John J. Hopfield (Princeton) & Geoffrey E. Hinton (Toronto) - machine learning with artificial neural networks; announced 8 Oct 2024"}),
        (q("Nobel Prize Chemistry 2024 Baker Hassabis Jumper"), r4),
        ex("https://www.nobelprize.org/prizes/chemistry/2024/press-release/", "laureates, citations and how the prize is split", chem),
        m.add({"chemistry_2024": "1/2 David Baker (UW, HHMI) computational protein design; 1/4 each Demis Hassabis & John M. Jumper (Google DeepMind) protein structure prediction; announced 9 Oct 2024"}),
        m.update({"physics_2024": "John J. Hopfield (Princeton) & Geoffrey E. Hinton (Toronto) - machine learning with artificial neural networks; announced 8 Oct 2024; SEK 11 million shared equally (1/2 each)"}),
        (q("Nobel prizes 2024 all laureates medicine literature peace economics"), r8),
        m.add({"other_2024": "Medicine (7 Oct): Ambros & Ruvkun, microRNA; Literature (10 Oct): Han Kang; Peace (11 Oct): Nihon Hidankyo; Economics (14 Oct): Acemoglu, Johnson, Robinson"}),
        m.retrieve_all(),
    ]
    rs.add(TASK, "h50-search-19", SYSTEM, turns, state=state("dr-47b9e2", "2024-10-15 (UTC)"))


# --------------------------------------------------------------------------- 20 bad, mainstream (NASA blogs: Starliner CFT)
@traj
def t20(rs: RowSet) -> None:
    m = Mem()
    r1 = res([
        ("https://blogs.nasa.gov/boeing-crew-flight-test/2024/09/07/nasas-boeing-starliner-spacecraft-lands-at-white-sands/", "NASA's Boeing Starliner Spacecraft Lands at White Sands - Boeing Crew Flight Test",
         "Boeing's uncrewed Starliner spacecraft landed at 12:01 a.m. EDT Saturday, Sept. 7, at White Sands Space Harbor in New Mexico ...", "Sep 7, 2024"),
        ("https://www.nasa.gov/news-release/nasa-decides-to-bring-starliner-spacecraft-back-to-earth-without-crew/", "NASA Decides to Bring Starliner Spacecraft Back to Earth Without Crew",
         "Butch Wilmore and Suni Williams will return with the agency's SpaceX Crew-9 mission in February 2025 ...", "Aug 24, 2024"),
        ("https://en.wikipedia.org/wiki/Boeing_Crew_Flight_Test", "Boeing Crew Flight Test - Wikipedia",
         "Launched 5 June 2024 on an Atlas V N22 from SLC-41 ... helium leaks and reaction control thruster failures ... returned uncrewed on 7 September 2024 ...", "N/A"),
        ("https://www.reuters.com/technology/space/boeings-starliner-lands-without-astronauts-2024-09-07/", "Boeing's Starliner lands empty after leaving astronauts in space",
         "The capsule touched down under parachutes at White Sands at 10:01 p.m. MDT on Friday ...", "Sep 7, 2024"),
        ("https://spaceflightnow.com/2024/09/06/live-coverage-boeing-starliner-undocks-from-iss-without-crew/", "Live coverage: Boeing's Starliner undocks from space station without crew",
         "Undocking from the forward port of the Harmony module occurred at 6:04 p.m. EDT ...", "Sep 6, 2024"),
        ("https://www.boeing.com/space/starliner", "CST-100 Starliner | Boeing",
         "Starliner is designed to carry up to four crew members to low Earth orbit ...", "N/A"),
        ("https://arstechnica.com/space/2024/09/starliner-lands-safely-in-new-mexico-without-astronauts/", "Starliner lands safely in New Mexico, without astronauts",
         "Two of the capsule's doghouse thrusters failed again during the deorbit sequence ...", "Sep 7, 2024"),
        ("https://www.cbsnews.com/news/boeing-starliner-undocks-space-station-returns-earth/", "Boeing's troubled Starliner undocks and returns to Earth without its crew",
         "The landing capped a 93-day mission planned to last about eight days ...", "Sep 7, 2024"),
        ("https://www.space.com/boeing-starliner-landing-white-sands-uncrewed", "Boeing's Starliner capsule lands without astronauts after troubled mission",
         "Starliner undocked at 6:04 p.m. EDT (2204 GMT) Friday ...", "Sep 7, 2024"),
        ("https://www.reddit.com/r/space/comments/1fayn4k/starliner_landing_thread/", "Starliner landing thread : r/space",
         "Chutes good, airbags deployed, touchdown at White Sands. Weird noises aside, clean landing ...", "Sep 7, 2024"),
    ])
    blog = """# NASA's Boeing Starliner Spacecraft Lands at White Sands

Boeing Crew Flight Test · September 7, 2024

Boeing's uncrewed Starliner spacecraft landed at 12:01 a.m. EDT Saturday, Sept. 7, at White Sands Space Harbor in New Mexico (10:01 p.m. MDT Friday, Sept. 6), concluding a three-month flight test to the International Space Station.

The spacecraft undocked from the forward port of the station's Harmony module at 6:04 p.m. EDT Friday, Sept. 6, and performed a deorbit burn at 11:17 p.m. before descending under three main parachutes and landing on airbags.

NASA astronauts Butch Wilmore and Suni Williams remain aboard the space station as part of the Expedition 71/72 crew. They will return to Earth in February 2025 with the agency's SpaceX Crew-9 mission.

## Mission summary

| Milestone | Date and time (EDT) |
| --- | --- |
| Launch, Atlas V N22, SLC-41, Cape Canaveral | June 5, 2024, 10:52 a.m. |
| Docking, Harmony forward port | June 6, 2024, 1:34 p.m. |
| NASA decision to return Starliner uncrewed | Aug. 24, 2024 |
| Undocking | Sept. 6, 2024, 6:04 p.m. |
| Deorbit burn | Sept. 6, 2024, 11:17 p.m. |
| Landing, White Sands Space Harbor | Sept. 7, 2024, 12:01 a.m. |

Teams will recover the spacecraft and return it to the Commercial Crew and Cargo Processing Facility at Kennedy Space Center for inspections. NASA and Boeing will review data on the helium system leaks and the reaction control system thruster behavior observed during the flight.
"""
    r4 = res([
        ("https://www.nasa.gov/news-release/nasas-spacex-crew-9-launches-to-space-station/", "NASA's SpaceX Crew-9 Launches to Space Station",
         "NASA astronaut Nick Hague and Roscosmos cosmonaut Aleksandr Gorbunov lifted off at 1:17 p.m. EDT Saturday, Sept. 28, from Space Launch Complex 40 ...", "Sep 28, 2024"),
        ("https://www.nasa.gov/news-release/nasas-spacex-crew-9-docks-at-space-station/", "NASA's SpaceX Crew-9 Docks at Space Station",
         "The Dragon spacecraft docked to the space-facing port of the Harmony module at 5:30 p.m. EDT Sept. 29 ...", "Sep 29, 2024"),
        ("https://en.wikipedia.org/wiki/SpaceX_Crew-9", "SpaceX Crew-9 - Wikipedia",
         "Crew-9 launched with two crew members instead of four, leaving two seats for Wilmore and Williams ... Dragon Freedom ...", "N/A"),
        ("https://www.reuters.com/technology/space/spacex-launches-rescue-mission-stranded-astronauts-2024-09-28/", "SpaceX launches mission to bring home stranded Starliner astronauts",
         "The Falcon 9 lifted off from Cape Canaveral Space Force Station, the first crewed launch from pad 40 ...", "Sep 28, 2024"),
        ("https://spaceflightnow.com/2024/09/28/live-coverage-spacex-to-launch-crew-9/", "Live coverage: SpaceX to launch Crew-9 with two empty seats",
         "Hurricane Helene delayed the launch from Sept. 26 ...", "Sep 28, 2024"),
        ("https://www.space.com/spacex-crew-9-launch-starliner-astronauts", "SpaceX launches Crew-9 astronauts to ISS with 2 empty seats",
         "Hague and Gorbunov will spend about five months aboard the station ...", "Sep 28, 2024"),
        ("https://www.cnn.com/2024/09/28/science/spacex-crew-9-launch-starliner-astronauts/index.html", "SpaceX launches mission that will bring home astronauts stuck in space",
         "The Dragon capsule, named Freedom, flew previously on Crew-4 and Axiom Mission 3 ...", "Sep 28, 2024"),
        ("https://www.nasa.gov/humans-in-space/commercial-space/commercial-crew-program/crew-9/", "Crew-9 - NASA",
         "Mission overview, crew biographies and timeline for NASA's SpaceX Crew-9 ...", "N/A"),
        ("https://arstechnica.com/space/2024/09/spacex-crew-9-launch/", "SpaceX launches Crew-9, the ride home for two Starliner astronauts",
         "The upper stage had an off-nominal deorbit burn after the launch ...", "Sep 28, 2024"),
        ("https://www.reddit.com/r/SpaceXLounge/comments/1frdqja/crew9_launch_thread/", "Crew-9 launch thread : r/SpaceXLounge",
         "First crewed launch from SLC-40! New crew access tower working well ...", "Sep 28, 2024"),
    ])
    crew9 = """# NASA's SpaceX Crew-9 Launches to Space Station

NASA · News release · September 28, 2024

NASA astronaut Nick Hague and Roscosmos cosmonaut Aleksandr Gorbunov lifted off at 1:17 p.m. EDT Saturday on a SpaceX Falcon 9 rocket from Space Launch Complex 40 at Cape Canaveral Space Force Station in Florida, the first human spaceflight launch from that pad.

The Dragon spacecraft, named Freedom, is scheduled to dock to the space-facing port of the station's Harmony module at about 5:30 p.m. Sunday, Sept. 29.

Crew-9 launched with two seats empty so that NASA astronauts Butch Wilmore and Suni Williams, who arrived at the station aboard Boeing's Starliner in June, can return to Earth with Hague and Gorbunov in February 2025.

## Crew

| Role | Name | Agency |
| --- | --- | --- |
| Commander | Nick Hague | NASA |
| Mission specialist | Aleksandr Gorbunov | Roscosmos |
| Return passengers | Butch Wilmore, Suni Williams | NASA |

Hague and Gorbunov will join Expedition 72. The launch had been delayed from Sept. 26 because of Hurricane Helene.

The Crew-9 mission is the ninth crew rotation flight with SpaceX to the station under NASA's Commercial Crew Program.
"""
    turns: T = [
        (q("Boeing Starliner Crew Flight Test uncrewed return landing White Sands September 2024"), r1),
        ex("https://blogs.nasa.gov/boeing-crew-flight-test/2024/09/07/nasas-boeing-starliner-spacecraft-lands-at-white-sands/", "undock and landing times, mission milestones, what happens to the crew", blog),
        m.add({"undock": "Sept 6, 2024, 6:04 p.m. EDT (Harmony forward port)",
               "landing": "Sept 7, 2024, 12:01 a.m. EDT (10:01 p.m. MDT Sept 6), White Sands Space Harbor, uncrewed",
               "crew_return": "Wilmore & Williams to return with SpaceX Crew-9, Feb 2025"}),
        (q("Crew-9 launch Hague Gorbunov two empty seats Wilmore Williams"), r4),
    ]
    act, obs = m.retrieve(["landing", "crew_return"])
    assert "crew_return" in obs
    turns.append((act, json.dumps({"landing": m.d["landing"]}, indent=2, ensure_ascii=False) + "\nKey not found: 'crew_return'"))
    turns += [
        ex("https://www.nasa.gov/news-release/nasas-spacex-crew-9-launches-to-space-station/", "launch time, pad, crew and the return plan", crew9),
        m.add({"crew9": "launched Sept 28, 2024, 1:17 p.m. EDT, Falcon 9, SLC-40 (first crewed launch there); Dragon Freedom; Hague + Gorbunov, 2 empty seats; docking ~5:30 p.m. Sept 29"}),
        m.retrieve(["undock", "crew9"]),
    ]
    rs.add(TASK, "h50-search-20", SYSTEM, turns, state=state("dr-05e6b9", "2024-10-05 (UTC)"),
           bad=True, turn=5, kind="Retrieving crew_return answers Key not found although that key was added to memory in turn 3 and never removed.")


# --------------------------------------------------------------------------- 21 bad, less common (diamondleague.com: Chebet 10,000m)
@traj
def t21(rs: RowSet) -> None:
    m = Mem()
    dl_url = "https://www.diamondleague.com/news/detail/chebet-breaks-10000m-world-record-in-eugene/"
    r1 = res([
        (dl_url, "Chebet breaks 10,000m world record in Eugene - Wanda Diamond League",
         "Beatrice Chebet became the first woman to run 10,000m under 29 minutes, clocking 28:54.14 at the Prefontaine Classic in Eugene on Saturday (25 May) ...", "May 25, 2024"),
        ("https://worldathletics.org/records/by-discipline/middle-long/10000-metres/outdoor/women", "10,000 Metres - women - senior - outdoor | Records | World Athletics",
         "World Record 28:54.14 Beatrice CHEBET KEN 25 MAY 2024 Hayward Field, Eugene, OR (USA) ...", "N/A"),
        ("https://worldathletics.org/news/report/prefontaine-classic-2024-chebet-10000m-world-record", "Chebet smashes 10,000m world record in Eugene | REPORT | World Athletics",
         "Kenya's Beatrice Chebet broke the world 10,000m record at the Prefontaine Classic, clocking 28:54.14 to take 6.89 seconds off Letesenbet Gidey's mark ...", "May 25, 2024"),
        ("https://www.runnersworld.com/news/a60914425/beatrice-chebet-10000m-world-record/", "Beatrice Chebet Breaks the 10,000-Meter World Record",
         "She is the first woman in history to break 29 minutes for the distance ...", "May 25, 2024"),
        ("https://en.wikipedia.org/wiki/Beatrice_Chebet", "Beatrice Chebet - Wikipedia",
         "Beatrice Chebet (born 5 March 2000) is a Kenyan long-distance runner ... She holds the world record in the 10,000 metres (28:54.14) ...", "N/A"),
        ("https://www.letsrun.com/news/2024/05/beatrice-chebet-28-54-world-record/", "Beatrice Chebet Runs 28:54 to Break 10,000 WR at Pre Classic",
         "Wavelight set for 29:00 pace; Chebet pulled away from Ejgayehu Taye over the final laps ...", "May 25, 2024"),
        ("https://www.bbc.com/sport/athletics/articles/c2vvq5l1d9yo", "Beatrice Chebet becomes first woman to run 10,000m in under 29 minutes",
         "The 24-year-old Kenyan broke Letesenbet Gidey's record of 29:01.03 set in 2021 ...", "May 26, 2024"),
        ("https://www.nbcsports.com/olympics/news/beatrice-chebet-10000m-world-record-prefontaine-classic", "Beatrice Chebet breaks 10,000m world record at Prefontaine Classic",
         "Chebet's time of 28:54.14 came in her first 10,000m on the track in three years ...", "May 25, 2024"),
        ("https://www.trackandfieldnews.com/chebet-10k-world-record-eugene/", "Chebet Dips Under 29:00 For 10K WR — Track & Field News",
         "Laps: 2:55 per km through 5K (14:29.xx) ...", "May 26, 2024"),
        ("https://www.reddit.com/r/trackandfield/comments/1d0lk3s/beatrice_chebet_2854_wr/", "Beatrice Chebet 28:54.14 WR! : r/trackandfield",
         "First sub-29! Taye 29:05 in second, crazy depth ...", "May 25, 2024"),
    ])
    wa = """# 10,000 Metres - women - senior - outdoor

World Athletics · Records · By discipline

## World Record

| Discipline | Performance | Competitor | Nat | Venue | Date |
| --- | --- | --- | --- | --- | --- |
| 10,000 Metres | 28:54.14 | Beatrice CHEBET | KEN | Hayward Field, Eugene, OR (USA) | 25 MAY 2024 |

## Area Records

| Area | Performance | Competitor | Nat | Venue | Date |
| --- | --- | --- | --- | --- | --- |
| Africa | 28:54.14 | Beatrice CHEBET | KEN | Hayward Field, Eugene, OR (USA) | 25 MAY 2024 |
| Europe | 29:06.82 | Sifan HASSAN | NED | Hengelo (NED) | 06 JUN 2021 |
| Asia | 29:31.78 | Junxia WANG | CHN | Beijing (CHN) | 08 SEP 1993 |
| North and Central America | 30:03.82 | Alicia MONSON | USA | San Juan Capistrano, CA (USA) | 02 MAR 2024 |

## Progression (last five records)

| Performance | Competitor | Venue | Date |
| --- | --- | --- | --- |
| 29:31.78 | Junxia WANG | Beijing (CHN) | 08 SEP 1993 |
| 29:17.45 | Almaz AYANA | Rio de Janeiro (BRA) | 12 AUG 2016 |
| 29:06.82 | Sifan HASSAN | Hengelo (NED) | 06 JUN 2021 |
| 29:01.03 | Letesenbet GIDEY | Hengelo (NED) | 08 JUN 2021 |
| 28:54.14 | Beatrice CHEBET | Eugene, OR (USA) | 25 MAY 2024 |
"""
    dl = """# Chebet breaks 10,000m world record in Eugene

Wanda Diamond League · News · Eugene, 25 May 2024

Kenya's Beatrice Chebet became the first woman in history to run 10,000m under 29 minutes, clocking 28:54.14 at the Prefontaine Classic at Hayward Field on Sunday (26 May).

The 24-year-old took 6.89 seconds off the previous world record of 29:01.03, set by Ethiopia's Letesenbet Gidey in Hengelo in June 2021. Ethiopia's Ejgayehu Taye and Kenya's Lilian Kasait Rengeruk were the last to hold on as the Wavelight pacing lights set for a 29-minute finish pulled the field through halfway in 14:29.

Chebet broke clear on the final lap and crossed the line comfortably ahead. The 10,000m was a non-Diamond League event on the Prefontaine Classic programme.

## Women's 10,000m – Prefontaine Classic

| Pos | Athlete | Country | Time |
| --- | --- | --- | --- |
| 1 | Beatrice Chebet | KEN | 28:54.14 WR |
| 2 | Ejgayehu Taye | ETH | 29:05.92 |
| 3 | Lilian Kasait Rengeruk | KEN | 29:26.89 |

The record is subject to the usual ratification procedures.

Next up: Bislett Games, Oslo, 30 May.
"""
    r5 = res([
        ("https://www.diamondleague.com/news/detail/kipyegon-1500m-world-record-paris-2024/", "Kipyegon breaks 1500m world record again in Paris - Wanda Diamond League",
         "Faith Kipyegon ran 3:49.04 at the Meeting de Paris on Sunday (7 July), improving her own world record of 3:49.11 ...", "Jul 7, 2024"),
        ("https://worldathletics.org/records/by-discipline/middle-long/1500-metres/outdoor/women", "1500 Metres - women - senior - outdoor | Records | World Athletics",
         "World Record 3:49.04 Faith KIPYEGON KEN 07 JUL 2024 Stade Charléty, Paris (FRA) ...", "N/A"),
        ("https://www.bbc.com/sport/athletics/articles/cq5jkkvy8q3o", "Faith Kipyegon breaks 1500m world record in Paris",
         "The Kenyan took 0.07 seconds off her own mark set in Florence in June 2023 ...", "Jul 7, 2024"),
        ("https://en.wikipedia.org/wiki/Faith_Kipyegon", "Faith Kipyegon - Wikipedia",
         "She holds the world records in the 1500 metres (3:49.04) and the mile ...", "N/A"),
        ("https://www.letsrun.com/news/2024/07/faith-kipyegon-3-49-04-world-record-paris/", "Faith Kipyegon Runs 3:49.04 World Record in Paris",
         "Jessica Hull ran 3:50.83 for second, an Australian record ...", "Jul 7, 2024"),
        ("https://www.runnersworld.com/news/a61538221/faith-kipyegon-1500m-world-record-paris/", "Faith Kipyegon Sets Another 1500m World Record",
         "Her third world record in the event ...", "Jul 7, 2024"),
        ("https://worldathletics.org/news/report/paris-diamond-league-2024-kipyegon-1500m-world-record", "Kipyegon breaks 1500m world record in Paris | REPORT | World Athletics",
         "Kipyegon clocked 3:49.04 at the Meeting de Paris ...", "Jul 7, 2024"),
        ("https://www.olympics.com/en/news/faith-kipyegon-1500m-world-record-paris-diamond-league", "Faith Kipyegon breaks 1500m world record at Paris Diamond League",
         "Four weeks before the Olympic final at the Stade de France ...", "Jul 7, 2024"),
        ("https://www.lequipe.fr/Athletisme/Actualites/kipyegon-record-du-monde-1500-m-paris/1478321", "Faith Kipyegon bat le record du monde du 1500 m à Paris",
         "3'49''04 au stade Charléty ...", "Jul 7, 2024"),
        ("https://www.reddit.com/r/trackandfield/comments/1dxbf6b/kipyegon_34904_wr/", "Kipyegon 3:49.04 WR : r/trackandfield",
         "Hull with an insane AR too ...", "Jul 7, 2024"),
    ])
    turns: T = [
        (q("Beatrice Chebet 10000m world record 28:54.14 Eugene"), r1),
        ex("https://worldathletics.org/records/by-discipline/middle-long/10000-metres/outdoor/women", "current world record and its progression", wa),
        ex(dl_url, "race details: date, splits, runners-up", dl),
        m.add({"w10000_wr": "28:54.14 Beatrice Chebet (KEN), Prefontaine Classic, Hayward Field, Eugene, 25 May 2024 - first sub-29",
               "w10000_prev": "29:01.03 Letesenbet Gidey (ETH), Hengelo, 8 Jun 2021"}),
        (q("Faith Kipyegon 1500m world record 3:49.04 Paris Diamond League"), r5),
        m.add({"w1500_wr": "3:49.04 Faith Kipyegon (KEN), Meeting de Paris (Stade Charléty), 7 Jul 2024; prev 3:49.11 (Florence, Jun 2023)"}),
        m.retrieve_all(),
    ]
    rs.add(TASK, "h50-search-21", SYSTEM, turns, state=state("dr-94f1ad", "2024-07-15 (UTC)"),
           bad=True, turn=3, kind="The extracted Diamond League article puts the record run on Sunday 26 May, while its own search snippet (turn 1) and the World Athletics record table (turn 2) give Saturday 25 May 2024.")


# --------------------------------------------------------------------------- 22 clean, less common (curl.se)
@traj
def t22(rs: RowSet) -> None:
    m = Mem({"todo": "base image ships curl 8.9.1 - which CVEs fixed since then?"})
    r1 = res([
        ("https://curl.se/changes.html", "curl - Changes",
         "Fixed in 8.11.1 - December 11 2024. Changes: none. Bugfixes: 29 ... Security: CVE-2024-11053: netrc and redirect credential leak ...", "Dec 11, 2024"),
        ("https://curl.se/docs/CVE-2024-11053.html", "curl - netrc and redirect credential leak - CVE-2024-11053",
         "When asked to both use a .netrc file for credentials and to follow HTTP redirects, curl could leak the password used for the first host to the followed-to host ...", "Dec 11, 2024"),
        ("https://daniel.haxx.se/blog/2024/12/11/curl-8-11-1/", "curl 8.11.1 | daniel.haxx.se",
         "This is a patch release: one security fix and a set of bugfixes. The 265th curl release ...", "Dec 11, 2024"),
        ("https://github.com/curl/curl/releases/tag/curl-8_11_1", "Release 8.11.1 · curl/curl · GitHub",
         "curl 8.11.1 · Assets 10 · This release includes the following security fix: CVE-2024-11053 ...", "Dec 11, 2024"),
        ("https://nvd.nist.gov/vuln/detail/CVE-2024-11053", "NVD - CVE-2024-11053",
         "When asked to both use a `.netrc` file for credentials and to follow HTTP redirects, curl could leak the password ...", "Dec 11, 2024"),
        ("https://curl.se/docs/vulnerabilities.html", "curl - Vulnerability Table",
         "All known and public curl or libcurl related vulnerabilities listed ...", "Dec 11, 2024"),
        ("https://www.openwall.com/lists/oss-security/2024/12/11/1", "oss-security - [SECURITY ADVISORY] curl: CVE-2024-11053: netrc and redirect credential leak",
         "curl 8.11.1 released today fixes this issue ...", "Dec 11, 2024"),
        ("https://security-tracker.debian.org/tracker/CVE-2024-11053", "CVE-2024-11053 - Debian Security Tracker",
         "curl: bookworm 7.88.1-10+deb12u8 vulnerable; sid 8.11.1-1 fixed ...", "N/A"),
        ("https://hackerone.com/reports/2829063", "curl disclosed on HackerOne: CVE-2024-11053: netrc and redirect credential leak",
         "Report disclosed after the fix was released ...", "Dec 11, 2024"),
        ("https://www.reddit.com/r/linux/comments/1hbu2w9/curl_8111_released/", "curl 8.11.1 released : r/linux",
         "One CVE, medium severity, netrc + redirects ...", "Dec 11, 2024"),
    ])
    changes = """# curl - Changes

## Fixed in 8.11.1 - December 11 2024

Changes:

- none

Bugfixes:

- CVE-2024-11053: netrc and redirect credential leak
- build: fix ECH builds
- cmake: fix building with wolfSSL on Windows
- curl_addrinfo: support operating systems with only AF_INET6
- curl_multi_perform: handle a failed resolver better
- http2: fix crash when response closes early
- netrc: address several netrc parser flaws
- tool_getparam: clear sensitive arguments better
- … 21 more

## Fixed in 8.11.0 - November 6 2024

Changes:

- curl: add --skip-existing
- curl: --create-dirs and --output-dir now also create parent dirs for the upload file
- ipfs: add options to disable
- TLS: TLSv1.3 earlydata support for curl
- WebSockets: make support official (non-experimental)

Bugfixes:

- CVE-2024-9681: HSTS subdomain overwrites parent cache entry
- … 140 more

## Fixed in 8.10.1 - September 18 2024

Bugfixes:

- autotools: fix `--with-ca-embed` build rule
- multi: fix performance regression with many easy handles
- … 28 more

## Fixed in 8.10.0 - September 11 2024

Changes:

- curl: make --rate accept "number of units"

Bugfixes:

- CVE-2024-8096: OCSP stapling bypass with GnuTLS
- … 180 more

## Fixed in 8.9.1 - July 31 2024

Bugfixes:

- CVE-2024-7264: ASN.1 date parser overread
- … 18 more
"""
    vulns = """# curl - Vulnerability Table

This table shows which curl versions are affected by each known vulnerability. Most recent first.

| # | Vulnerability | Date | First | Last | CVE | Severity |
| --- | --- | --- | --- | --- | --- | --- |
| 167 | netrc and redirect credential leak | Dec 11, 2024 | 6.0 | 8.11.0 | CVE-2024-11053 | Medium |
| 166 | HSTS subdomain overwrites parent cache entry | Nov 6, 2024 | 7.74.0 | 8.10.1 | CVE-2024-9681 | Low |
| 165 | OCSP stapling bypass with GnuTLS | Sep 11, 2024 | 7.41.0 | 8.9.1 | CVE-2024-8096 | Medium |
| 164 | ASN.1 date parser overread | Jul 31, 2024 | 7.32.0 | 8.9.0 | CVE-2024-7264 | Low |
| 163 | macidn punycode buffer overread | Jul 24, 2024 | 8.8.0 | 8.8.0 | CVE-2024-6874 | Low |
| 162 | freeing stack buffer in utf8asn1str | Jul 24, 2024 | 8.6.0 | 8.8.0 | CVE-2024-6197 | Medium |

Showing 6 of 167 · Show all

"First" and "Last" are the first and last curl versions affected. A version later than "Last" contains the fix.

The JSON version of this data is available at https://curl.se/docs/vuln.json
"""
    hsts = """# HSTS subdomain overwrites parent cache entry

CVE-2024-9681 · curl security advisory · November 6 2024

## Vulnerability

When curl is asked to use HSTS, the expiry time for a subdomain might overwrite a parent domain's cache entry, making it end sooner or later than otherwise intended.

This affects curl using applications that enable HSTS and use URLs with the insecure `HTTP://` scheme and perform transfers with hosts like `x.example.com` as well as `example.com` where the first host is a subdomain of the second host.

(The HSTS cache either needs to have been populated manually or there needs to have been previous HTTPS accesses done as the cache needs to have entries for the domains involved to trigger this problem.)

## Info

| | |
| --- | --- |
| Severity | Low |
| CWE | CWE-697: Incorrect Comparison |
| Affected versions | curl 7.74.0 to and including 8.10.1 |
| Not affected | curl < 7.74.0 and >= 8.11.0 |
| Introduced in | 7.74.0, when HSTS support was added |
| libcurl is used by many applications, but not always advertised as such | |

## Solution

- Upgrade curl to version 8.11.0
- Apply the patch to your local version
- Do not enable HSTS support in curl

## Timeline

| Date | Event |
| --- | --- |
| Oct 2024 | Reported to the curl project |
| Oct 2024 | Fix developed and distributed to distros@openwall |
| Nov 6, 2024 | curl 8.11.0 released with the fix |
"""
    r6 = res([
        ("https://curl.se/docs/CVE-2024-9681.html", "curl - HSTS subdomain overwrites parent cache entry - CVE-2024-9681",
         "When curl is asked to use HSTS, the expiry time for a subdomain might overwrite a parent domain's cache entry ...", "Nov 6, 2024"),
        ("https://daniel.haxx.se/blog/2024/11/06/curl-8-11-0/", "curl 8.11.0 | daniel.haxx.se",
         "Release presentation: one CVE of low severity, 141 bugfixes, 5 changes ...", "Nov 6, 2024"),
        ("https://github.com/curl/curl/releases/tag/curl-8_11_0", "Release 8.11.0 · curl/curl · GitHub",
         "curl 8.11.0 ... This release includes the following security fix: CVE-2024-9681 ...", "Nov 6, 2024"),
        ("https://nvd.nist.gov/vuln/detail/CVE-2024-9681", "NVD - CVE-2024-9681",
         "When curl is asked to use HSTS, the expiry time for a subdomain might overwrite a parent domain's cache entry ...", "Nov 6, 2024"),
        ("https://curl.se/docs/CVE-2024-8096.html", "curl - OCSP stapling bypass with GnuTLS - CVE-2024-8096",
         "When curl is told to use the Certificate Status Request TLS extension, often referred to as OCSP stapling, to verify that the server certificate is valid, it might fail to detect some OCSP problems ...", "Sep 11, 2024"),
        ("https://www.openwall.com/lists/oss-security/2024/11/06/2", "oss-security - curl: CVE-2024-9681: HSTS subdomain overwrites parent cache entry",
         "Severity: Low. Affected: 7.74.0 to and including 8.10.1 ...", "Nov 6, 2024"),
        ("https://ubuntu.com/security/CVE-2024-9681", "CVE-2024-9681 | Ubuntu",
         "Priority: Low ...", "N/A"),
        ("https://curl.se/docs/releases.html", "curl - Releases",
         "Complete list of all curl releases ...", "Dec 11, 2024"),
        ("https://curl.se/dev/release-procedure.html", "curl - release procedure",
         "curl releases are done every 8 weeks on Wednesdays, with patch releases in between when needed ...", "N/A"),
        ("https://www.reddit.com/r/programming/comments/1gl1c6w/curl_8110/", "curl 8.11.0 : r/programming",
         "--skip-existing finally ...", "Nov 6, 2024"),
    ])
    turns: T = [
        (q("curl 8.11.1 release CVE-2024-11053"), r1),
        ex("https://curl.se/changes.html", "versions released after 8.9.1 and which CVEs each fixed", changes),
        m.add({"curl_latest": "8.11.1 (Dec 11, 2024)"}),
        ex("https://curl.se/docs/vulnerabilities.html", "recent CVEs with affected version range and severity", vulns),
        m.add({"cves_after_8_9_1": "CVE-2024-11053 (Medium, fixed 8.11.1); CVE-2024-9681 (Low, fixed 8.11.0); CVE-2024-8096 (Medium, GnuTLS only, fixed 8.10.0)"}),
        (q("curl 8.11.0 CVE-2024-9681 HSTS advisory"), r6),
        ex("https://curl.se/docs/CVE-2024-9681.html", "affected versions and conditions", hsts),
        m.update({"cves_after_8_9_1": "CVE-2024-8096 (Medium, GnuTLS only; 7.41.0-8.9.1, fixed 8.10.0, Sep 11); CVE-2024-9681 (Low, HSTS; 7.74.0-8.10.1, fixed 8.11.0, Nov 6); CVE-2024-11053 (Medium, netrc+redirect; 6.0-8.11.0, fixed 8.11.1, Dec 11)"}),
        m.remove(["todo"]),
        m.add({"action": "bump base image curl 8.9.1 -> 8.11.1 (3 CVEs: 8096, 9681, 11053)"}),
        m.retrieve_all(),
    ]
    rs.add(TASK, "h50-search-22", SYSTEM, turns,
           state=state("dr-3b7f60", "2024-12-15 (UTC)", {"todo": "base image ships curl 8.9.1 - which CVEs fixed since then?"}))


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in ALL:
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
