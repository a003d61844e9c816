# ruff: noqa: E501
"""Held-out set holdout19, domain ``search``: 22 hand-written deep-research trajectories.

Tools: web_search, web_extractor and dict_memory (rowkit2 helpers). Eleven trajectories carry exactly one
observation that contradicts something an earlier observation (or the starting state) established; the
other eleven are clean but full of legitimate change (pages with newer stamps, live prices and counters,
sources that disagree, re-sorted or truncated views, unit and rounding differences, memory updates and
removals). Half use mainstream sites, half less common ones. Deterministic: no randomness, no clock reads.

Run: ``python -m tests.decoherence.independent.holdout19_parts.search.make`` (writes ``search_test.jsonl``
and ``labels.json`` next to this file).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

Turn = tuple[str, str]


def hits(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: the numbered result list in a code fence."""
    return "```\n" + results(*items) + "\n```"


class Mem:
    """A dict_memory scratchpad that yields (action, observation) pairs that are consistent by construction."""

    def __init__(self) -> None:
        self.d: dict[str, str] = {}

    def add(self, **items: str) -> Turn:
        self.d.update(items)
        return memory("add", items=items), f"Successfully added items of {list(items)} to memory."

    def update(self, **items: str) -> Turn:
        for k in items:
            assert k in self.d, k
        self.d.update(items)
        return memory("update", items=items), f"Successfully updated items of {list(items)} in memory."

    def remove(self, *keys: str) -> Turn:
        for k in keys:
            del self.d[k]
        return memory("remove", keys=list(keys)), f"Successfully removed items of {list(keys)} from memory."

    def retrieve(self, *keys: str, override: dict[str, Any] | None = None) -> Turn:
        missing = [k for k in keys if k not in self.d]
        if override is not None:
            return memory("retrieve", keys=list(keys)), override["text"]
        if missing:
            return memory("retrieve", keys=list(keys)), f"Key not found: {missing[0]}"
        got = {k: self.d[k] for k in keys}
        return memory("retrieve", keys=list(keys)), "Retrieved items:\n" + json.dumps(got, indent=2, ensure_ascii=False)

    def retrieve_all(self, shown: dict[str, str] | None = None) -> Turn:
        view = self.d if shown is None else shown
        if not view:
            return memory("retrieve_all"), "Memory is empty."
        return memory("retrieve_all"), "Retrieved items:\n" + json.dumps(view, indent=2, ensure_ascii=False)


# ---------------------------------------------------------------------------------------------------------
# 01 (bad, mainstream) Python 3.12 release / end of life: an updated memory key reads back its old value.
# ---------------------------------------------------------------------------------------------------------
DEVGUIDE_VERSIONS = """# Status of Python versions

The **main** branch is currently the future Python 3.14, and is the only branch that accepts new features. The latest release for each Python version can be found on the [download page](https://www.python.org/downloads/).

## Supported versions

Dates shown in *italic* are scheduled and can be adjusted.

| Branch | Schedule | Status | First release | End of life | Release manager |
|--------|----------|--------|---------------|-------------|-----------------|
| main | PEP 745 | feature | *2025-10-07* | *2030-10* | Hugo van Kemenade |
| 3.13 | PEP 719 | bugfix | 2024-10-07 | *2029-10* | Thomas Wouters |
| 3.12 | PEP 693 | security | 2023-10-02 | *2028-10* | Thomas Wouters |
| 3.11 | PEP 664 | security | 2022-10-24 | *2027-10* | Pablo Galindo Salgado |
| 3.10 | PEP 619 | security | 2021-10-04 | *2026-10* | Pablo Galindo Salgado |
| 3.9 | PEP 596 | security | 2020-10-05 | *2025-10* | Łukasz Langa |

## Unsupported versions

| Branch | Schedule | First release | End of life | Release manager |
|--------|----------|---------------|-------------|-----------------|
| 3.8 | PEP 569 | 2019-10-14 | 2024-10-07 | Łukasz Langa |
| 3.7 | PEP 537 | 2018-06-27 | 2023-06-27 | Ned Deily |
| 3.6 | PEP 494 | 2016-12-23 | 2021-12-23 | Ned Deily |
| 3.5 | PEP 478 | 2015-09-13 | 2020-09-30 | Larry Hastings |
| 3.4 | PEP 429 | 2014-03-16 | 2019-03-18 | Larry Hastings |
| 2.7 | PEP 373 | 2010-07-03 | 2020-01-01 | Benjamin Peterson |

## Status key

- **feature**: new features, bugfixes, and security fixes are accepted.
- **prerelease**: feature fixes, bugfixes, and security fixes are accepted for the upcoming feature release.
- **bugfix**: bugfixes and security fixes are accepted, new binaries are still released. (Also called **maintenance** mode or **stable** release.)
- **security**: only security fixes are accepted and no more binaries are released, but new source-only versions can be released.
- **end-of-life**: release cycle is frozen; no further changes can be pushed to it.

See also the [Development cycle](https://devguide.python.org/developer-workflow/development-cycle/) page for more information about branches.

By default, the end-of-life is scheduled 5 years after the first release, but can be adjusted by the release manager of each branch. All Python 2 versions have reached end-of-life.

---
*Page last updated on May 02, 2025 (07:31 UTC).*"""

PEP693 = """# PEP 693 – Python 3.12 Release Schedule

| | |
|---|---|
| Author | Thomas Wouters <thomas at python.org> |
| Status | Active |
| Type | Informational |
| Topic | Release |
| Created | 24-May-2022 |
| Python-Version | 3.12 |

## Abstract

This document describes the development and release schedule for Python 3.12.

## Release Manager and Crew

- 3.12 Release Manager: Thomas Wouters
- Windows installers: Steve Dower
- Mac installers: Ned Deily
- Documentation: Julien Palard

## Release Schedule

### 3.12.0 schedule

Note: the dates below use a 17-month development period that results in a 12-month release cadence between feature versions, as defined by PEP 602.

Actual:

- 3.12 development begins: Sunday, 2022-05-08
- 3.12.0 alpha 1: Monday, 2022-10-24
- 3.12.0 alpha 2: Monday, 2022-11-14
- 3.12.0 alpha 3: Tuesday, 2022-12-06
- 3.12.0 alpha 4: Tuesday, 2023-01-10
- 3.12.0 alpha 5: Tuesday, 2023-02-07
- 3.12.0 alpha 6: Tuesday, 2023-03-07
- 3.12.0 alpha 7: Tuesday, 2023-04-04
- 3.12.0 beta 1: Monday, 2023-05-22 (No new features beyond this point.)
- 3.12.0 beta 2: Tuesday, 2023-06-06
- 3.12.0 beta 3: Monday, 2023-06-19
- 3.12.0 beta 4: Tuesday, 2023-07-11
- 3.12.0 candidate 1: Sunday, 2023-08-06
- 3.12.0 candidate 2: Wednesday, 2023-09-06
- 3.12.0 candidate 3: Tuesday, 2023-09-19
- 3.12.0 final: Monday, 2023-10-02

### Bugfix releases

Actual:

- 3.12.1: Thursday, 2023-12-07
- 3.12.2: Tuesday, 2024-02-06
- 3.12.3: Tuesday, 2024-04-09
- 3.12.4: Thursday, 2024-06-06
- 3.12.5: Tuesday, 2024-08-06
- 3.12.6: Friday, 2024-09-06
- 3.12.7: Tuesday, 2024-10-01
- 3.12.8: Tuesday, 2024-12-03
- 3.12.9: Tuesday, 2025-02-04
- 3.12.10: Tuesday, 2025-04-08 (final regular bugfix release)

### Source-only security fix releases

Provided irregularly on an as-needed basis until October 2028.

## 3.12 Lifespan

3.12 will receive bugfix updates approximately every 2 months for approximately 18 months. Some time after the release of 3.13.0 final, the final 3.12 bugfix update will be released. After that, it is expected that security updates (source only) will be released until 5 years after the release of 3.12.0 final, so until approximately October 2028.

## Features for 3.12

Some of the notable features of Python 3.12 include:

- PEP 695, Type Parameter Syntax
- PEP 692, Using TypedDict for more precise `**kwargs` typing
- PEP 701, Syntactic formalization of f-strings
- PEP 684, A Per-Interpreter GIL
- PEP 669, Low Impact Monitoring for CPython
- PEP 688, Making the buffer protocol accessible in Python
- PEP 709, Comprehension inlining
- PEP 698, Override Decorator for Static Typing
- PEP 623, Remove wstr from Unicode
- PEP 632, Remove the distutils module

## Copyright

This document is placed in the public domain or under the CC0-1.0-Universal license, whichever is more permissive.

Source: https://github.com/python/peps/blob/main/peps/pep-0693.rst
Last modified: 2025-04-08 16:02:11 GMT"""


def t01(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("Python 3.12.0 release date", "Python 3.12 end of life date"), hits(
        ("https://www.python.org/downloads/release/python-3120/", "Python Release Python 3.12.0 | Python.org",
         "Release Date: Oct. 2, 2023. This is the stable release of Python 3.12.0. Python 3.12.0 is the newest major release of the Python programming language, and it contains many new features and optimizations.", "2023-10-02"),
        ("https://endoflife.date/python", "Python | endoflife.date",
         "3.12 · Released 1 year and 7 months ago (02 Oct 2023) · Security support ends in 3 years and 5 months (02 Oct 2028) · Latest 3.12.10 (08 Apr 2025)", "2025-05-09"),
        ("https://devguide.python.org/versions/", "Status of Python versions - Python Developer's Guide",
         "The main branch is currently the future Python 3.14, and is the only branch that accepts new features... 3.12 | PEP 693 | security | 2023-10-02 | 2028-10 | Thomas Wouters", "2025-05-02"),
        ("https://peps.python.org/pep-0693/", "PEP 693 – Python 3.12 Release Schedule | peps.python.org",
         "This document describes the development and release schedule for Python 3.12. ... 3.12.0 final: Monday, 2023-10-02 ...", "2022-05-24"),
        ("https://docs.python.org/3/whatsnew/3.12.html", "What's New In Python 3.12 — Python 3.13.3 documentation",
         "Editor: Adam Turner. This article explains the new features in Python 3.12, compared to 3.11. Python 3.12 was released on October 2, 2023.", "2025-05-13"),
        ("https://www.reddit.com/r/Python/comments/16xr1i8/python_3120_is_out/", "Python 3.12.0 is out! : r/Python",
         "Python 3.12.0 final was released today with better error messages, PEP 695 type parameter syntax, a per-interpreter GIL and f-string improvements...", "2023-10-02"),
    )))
    turns.append(m.add(py312_release="3.12.0 final on 2023-10-02 (python.org release page, from snippet)",
                       py312_eol="2028-10-02 (endoflife.date snippet; exact day unverified)"))
    old_eol = m.d["py312_eol"]
    turns.append((extract("https://devguide.python.org/versions/", "Find the status and end-of-life date of the Python 3.12 branch"), DEVGUIDE_VERSIONS))
    turns.append((extract("https://peps.python.org/pep-0693/", "Find the 3.12.0 final release date and the planned end of security support for 3.12"), PEP693))
    turns.append(m.update(py312_eol="October 2028 (PEP 693: source-only security fixes until ~5 years after 3.12.0 final; devguide lists end of life 2028-10 as scheduled). No exact day is fixed."))
    turns.append((extract("https://www.python.org/downloads/release/python-3120/", "Confirm the release date of Python 3.12.0"), """# Python 3.12.0

**Release Date:** Oct. 2, 2023

This is the stable release of Python 3.12.0

Python 3.12.0 is the newest major release of the Python programming language, and it contains many new features and optimizations.

## Major new features of the 3.12 series, compared to 3.11

### New features

- More flexible f-string parsing, allowing many things previously disallowed (PEP 701).
- Support for the buffer protocol in Python code (PEP 688).
- A new debugging/profiling API (PEP 669).
- Support for isolated subinterpreters with separate Global Interpreter Locks (PEP 684).
- Even more improved error messages. More exceptions potentially caused by typos now make suggestions to the user.
- Support for the Linux `perf` profiler to report Python function names in traces.
- Many large and small performance improvements (like PEP 709 and support for the BOLT binary optimizer), delivering an estimated 5% overall performance improvement.

### Type annotations

- New type annotation syntax for generic classes (PEP 695).
- New `override` decorator for methods (PEP 698).

### Deprecations

- The deprecated `wstr` and `wstr_length` members of the C implementation of unicode objects were removed, per PEP 623.
- In the `unittest` module, a number of long deprecated methods and classes were removed.
- The deprecated `smtpd` and `distutils` modules have been removed (see PEP 594 and PEP 632).
- Invalid backslash escape sequences in strings now warn with `SyntaxWarning` instead of `DeprecationWarning`.
- The internal representation of integers has changed in preparation for performance enhancements.

For more details on the changes to Python 3.12, see What's new in Python 3.12.

## More resources

- Online Documentation
- PEP 693, 3.12 Release Schedule
- Report bugs at https://github.com/python/cpython/issues.
- Help fund Python and its community.

## Files

| Version | Operating System | Description | MD5 Sum | File Size | GPG |
|---|---|---|---|---|---|
| Gzipped source tarball | Source release | | d6eda3e1399cef5dfde7c4f319b0596c | 27195214 | SIG |
| XZ compressed source tarball | Source release | | f6f4616584b23254d165f4db90c247d6 | 20575696 | SIG |
| macOS 64-bit universal2 installer | macOS | for macOS 10.9 and later | 3f6b3b4a9f1b8e6b6a0f5c1c5e2b8e7d | 43631207 | SIG |
| Windows installer (64-bit) | Windows | Recommended | 8e0b2ea1fa2ed8b6c2cf0a2bd0b1a5c4 | 26211096 | SIG |
| Windows installer (32-bit) | Windows | | 0c3b6b5c5b8e0f5f1a1d9f1b2c1e6e3a | 24981584 | SIG |
| Windows installer (ARM64) | Windows | Experimental | 4a7b0b8f1fa1a3bb4e38f3cd69bf4b55 | 25475416 | SIG |
| Windows embeddable package (64-bit) | Windows | | 0e6e0d5b1a6e0c2e6e3bd4f6f1a9e3c1 | 10599916 | SIG |"""))
    shown = dict(m.d)
    shown["py312_eol"] = old_eol  # the contradiction: the update of turn 5 is not reflected
    turns.append(m.retrieve_all(shown=shown))
    turns.append((search("Python 3.12.10 final bugfix release security-only phase", "Python 3.12 security fixes until October 2028"), hits(
        ("https://www.python.org/downloads/release/python-31210/", "Python Release Python 3.12.10 | Python.org",
         "Release Date: April 8, 2025. Python 3.12.10 is the tenth and final maintenance release of Python 3.12 ... Python 3.12 is now entering the security-fix-only phase of its lifecycle.", "2025-04-08"),
        ("https://discuss.python.org/t/python-3-13-3-3-12-10-3-11-12-3-10-17-and-3-9-22-are-now-available/88215", "Python 3.13.3, 3.12.10, 3.11.12, 3.10.17 and 3.9.22 are now available! - Core Development",
         "Python 3.12.10 is the final 3.12 bugfix release with binary installers. From now on 3.12 will only receive security fixes in source-only releases...", "2025-04-08"),
        ("https://endoflife.date/python", "Python | endoflife.date",
         "3.12 · Active support ended 1 month ago (08 Apr 2025) · Security support ends in 3 years and 5 months (02 Oct 2028)", "2025-05-09"),
        ("https://www.python.org/downloads/", "Download Python | Python.org",
         "Active Python releases ... 3.12 security 2023-10-02 2028-10 PEP 693 ...", "2025-05-13"),
    )))
    turns.append((extract("https://www.python.org/downloads/release/python-31210/", "What does this release page say about 3.12 entering security-only mode and until when?"), """# Python 3.12.10

**Release Date:** April 8, 2025

Python 3.12.10 is the tenth and final maintenance release of Python 3.12. There were 230 commits since 3.12.9.

Python 3.12 is now entering the security-fix-only phase of its lifecycle: from now on, only source-only releases containing security fixes will be made, as needed, until the end of life of the 3.12 series in October 2028. No further binary installers will be provided.

Python 3.13 is the newest major release of the Python programming language, and it contains many new features and optimizations compared to Python 3.12. Get the latest release of 3.13.x here.

## Major new features of the 3.12 series, compared to 3.11

- More flexible f-string parsing, allowing many things previously disallowed (PEP 701).
- Support for the buffer protocol in Python code (PEP 688).
- A new debugging/profiling API (PEP 669).
- Support for isolated subinterpreters with separate Global Interpreter Locks (PEP 684).
- Even more improved error messages.
- Support for the Linux `perf` profiler to report Python function names in traces.
- Many large and small performance improvements (like PEP 709 and support for the BOLT binary optimizer).

## More resources

- Online Documentation
- PEP 693, 3.12 Release Schedule
- Report bugs at https://github.com/python/cpython/issues.

## Files

| Version | Operating System | Description | File Size |
|---|---|---|---|
| Gzipped source tarball | Source release | | 27262543 |
| XZ compressed source tarball | Source release | | 20670964 |
| macOS 64-bit universal2 installer | macOS | for macOS 10.13 and later | 44149730 |
| Windows installer (64-bit) | Windows | Recommended | 26674312 |
| Windows installer (ARM64) | Windows | Experimental | 25963320 |"""))
    rs.add(task="search", tid="h19-search-01", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: On what date was Python 3.12.0 released, and until when will the 3.12 series receive (security) fixes? Give the end-of-life month.\nSession date: 2025-05-14",
           bad=True, turn=7, kind="memory key py312_eol updated at turn 5 reads back its old pre-update value in retrieve_all")


# ---------------------------------------------------------------------------------------------------------
# 02 (clean, less common) Asteroid 2024 YR4: probabilities that changed over time, sources that disagree.
# ---------------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("2024 YR4 impact probability latest", "2024 YR4 Moon impact probability 2032"), hits(
        ("https://neo.ssa.esa.int/search-for-asteroids?sum=1&des=2024YR4", "2024YR4 - ESA NEO Coordination Centre",
         "Object 2024YR4 ... Impact probability 2.8% (1 in 36) for 2032-12-22 ... Palermo scale -0.18 ... Torino scale 3", "2025-02-18"),
        ("https://science.nasa.gov/blogs/planetary-defense/2025/02/20/latest-calculations-show-increased-impact-probability-for-asteroid-2024-yr4/", "Latest Calculations Show Increased Impact Probability for Asteroid 2024 YR4 - NASA Science",
         "As of Feb. 18, 2025, the impact probability has increased to 3.1% ... Update Feb. 24: ... the impact probability is now 0.004%.", "2025-02-24"),
        ("https://science.nasa.gov/blogs/webb/2025/04/02/nasa-webb-looks-at-asteroid-2024-yr4/", "NASA's Webb Looks at Asteroid 2024 YR4 - NASA Science",
         "Webb's measurement indicates the asteroid is about 60 meters (roughly 200 feet) in size ... a 3.8% chance of impacting the Moon on Dec. 22, 2032.", "2025-04-02"),
        ("https://www.esa.int/Space_Safety/Planetary_Defence/Asteroid_2024_YR4_no_longer_poses_significant_impact_risk", "Asteroid 2024 YR4 no longer poses significant impact risk - ESA",
         "New observations ... have ruled out any significant chance of impact in 2032 ... the impact probability has fallen to 0.001%.", "2025-02-24"),
        ("https://en.wikipedia.org/wiki/2024_YR4", "2024 YR4 - Wikipedia",
         "2024 YR4 is an Apollo-type near-Earth asteroid approximately 60 m (200 ft) in diameter ... It has a 4% chance of impacting the Moon on 22 December 2032.", "2025-06-07"),
    )))
    turns.append((extract("https://neo.ssa.esa.int/search-for-asteroids?sum=1&des=2024YR4", "Current Earth and Moon impact probability and size of 2024 YR4"), """# 2024YR4 — NEOCC object summary

*Last update: 2025-06-04 09:12 UTC*

| Field | Value |
|---|---|
| Designation | 2024 YR4 |
| Orbit type | Apollo |
| Discovery | 2024-12-27, ATLAS-CHL (W68), Río Hurtado, Chile |
| Observational arc | 2024-12-25 → 2025-05-08 (134 days) |
| Number of observations | 857 (incl. JWST NIRCam/MIRI astrometry) |
| Absolute magnitude H | 23.89 |
| Estimated diameter | 53–67 m (JWST thermal infrared); 40–90 m from H with albedo 0.05–0.25 |
| Earth MOID | 0.00176 au |

## Risk list status

**Removed from the NEOCC Risk List on 2025-02-24.** The Earth impact probability for 2032-12-22 is below 0.001% (1 in >100 000). Maximum Torino scale reached: 3 (2025-01-27 to 2025-02-23). Current Torino scale: 0.

History of the Earth impact probability for 2032-12-22 (NEOCC solutions):

| Date of solution | IP | Torino |
|---|---|---|
| 2025-01-27 | 1.2% | 3 |
| 2025-02-07 | 1.9% | 3 |
| 2025-02-18 | 2.8% | 3 |
| 2025-02-20 | 0.16% | 1 |
| 2025-02-24 | 0.001% | 0 |

## Lunar impact

The object keeps a non-negligible probability of hitting the Moon on 2032-12-22. Current NEOCC estimate: **4.3%** (solution of 2025-06-04, including the JWST observations of 2025-05-08). Earlier estimates: 1.7% (2025-02-24), 3.8% (2025-04-02).

Next observing opportunity: June 2028 (the object is too faint and too close to the Sun until then).

*Data are provided as is. Probabilities are recomputed as new astrometry is received.*"""))
    turns.append(m.add(yr4_earth_ip="<0.001% for 2032-12-22 (ESA NEOCC, page updated 2025-06-04); removed from ESA risk list 2025-02-24; peak ESA 2.8% on 2025-02-18",
                       yr4_moon_ip="4.3% (ESA NEOCC solution 2025-06-04)"))
    turns.append((extract("https://science.nasa.gov/blogs/planetary-defense/2025/02/20/latest-calculations-show-increased-impact-probability-for-asteroid-2024-yr4/", "NASA's stated Earth impact probability for 2024 YR4 and how it changed"), """# Latest Calculations Show Increased Impact Probability for Asteroid 2024 YR4

*NASA Science — Planetary Defense Blog · Feb 20, 2025 · updated Feb 24, 2025*

**Update Feb. 24, 2025:** NASA's latest calculations of asteroid 2024 YR4's trajectory, using new observations, now indicate the asteroid has an impact probability of 0.004% for Dec. 22, 2032. This means the asteroid poses no significant threat to Earth in 2032 and beyond. Our latest calculations show that there is now a 1.7% chance of the asteroid hitting the Moon on Dec. 22, 2032.

**Update Feb. 20, 2025:** New observations have lowered the impact probability to 0.28%.

**Update Feb. 19, 2025:** New observations have lowered the impact probability to 1.5%.

---

As of Feb. 18, 2025, the impact probability for asteroid 2024 YR4 has increased to 3.1%. This is the highest impact probability ever recorded by NASA's Center for Near-Earth Object Studies (CNEOS) for an object of this size. The asteroid is rated a 3 on the Torino Impact Hazard Scale.

Asteroid 2024 YR4 was discovered on Dec. 27, 2024, by the NASA-funded Asteroid Terrestrial-impact Last Alert System (ATLAS) station in Río Hurtado, Chile. It is estimated to be 130 to 300 feet (40 to 90 meters) wide.

Astronomers will continue to observe the asteroid with ground-based telescopes until it fades from view in April, and NASA's James Webb Space Telescope is scheduled to observe it in March.

| Date | Earth impact probability (CNEOS) |
|---|---|
| Jan. 29 | 1.3% |
| Feb. 7 | 2.3% |
| Feb. 18 | 3.1% |
| Feb. 19 | 1.5% |
| Feb. 20 | 0.28% |
| Feb. 24 | 0.004% |

*Article last updated: Feb 24, 2025*"""))
    turns.append((extract("https://science.nasa.gov/blogs/webb/2025/04/02/nasa-webb-looks-at-asteroid-2024-yr4/", "Size of 2024 YR4 measured by JWST and lunar impact probability"), """# NASA's Webb Looks at Asteroid 2024 YR4

*NASA Science — Webb News · April 2, 2025*

## Evidence

- "NASA's James Webb Space Telescope observed asteroid 2024 YR4 on March 26 ... Webb's measurement indicates the asteroid is about 60 meters (roughly 200 feet) in size, or about the height of a 15-story building."
- "The asteroid's size is 60 ± 7 meters (53 to 67 meters); this is the smallest object ever directly measured by Webb."
- "Based on the latest observations, 2024 YR4 has a 3.8% chance of impacting the Moon on Dec. 22, 2032, up from 1.7% in late February."
- "There is no longer a significant chance of Earth impact in 2032."
- "The thermal measurements suggest the asteroid does not share properties with the more common types of small asteroids; it rotates roughly once every 20 minutes."

## Summary

JWST thermal-infrared observations (NIRCam and MIRI, March 26, 2025) constrained 2024 YR4's diameter to about 60 m (53–67 m), replacing the earlier 40–90 m range derived from brightness alone. At the time of this article (April 2, 2025) NASA gave a 3.8% probability of a lunar impact on Dec. 22, 2032."""))
    turns.append(m.add(yr4_size="~60 m (53–67 m; ~200 ft), JWST March 26 observation, NASA 2025-04-02",
                       yr4_earth_ip_nasa="0.004% (NASA CNEOS, 2025-02-24); NASA peak 3.1% on 2025-02-18"))
    turns.append((search("2024 YR4 Moon impact probability 4.3% June 2025 NASA", "2024 YR4 lunar impact odds Webb May 2025"), hits(
        ("https://science.nasa.gov/blogs/planetary-defense/2025/06/05/nasa-update-on-asteroid-2024-yr4-lunar-impact-probability/", "NASA Update on the Lunar Impact Probability of Asteroid 2024 YR4 - NASA Science",
         "Using Webb observations from May, NASA's CNEOS has updated the chance of 2024 YR4 impacting the Moon on Dec. 22, 2032, to 4.3%...", "2025-06-05"),
        ("https://www.space.com/space-exploration/asteroid-2024-yr4-moon-impact-odds-rise", "Asteroid 2024 YR4's odds of hitting the moon rise to 4.3% | Space",
         "The chances that the 'city-killer' asteroid will slam into the moon have climbed from 3.8% to 4.3%, NASA says...", "2025-06-06"),
        ("https://www.esa.int/Space_Safety/Planetary_Defence/ESA_s_latest_on_asteroid_2024_YR4", "ESA's latest on asteroid 2024 YR4 - ESA",
         "Updated 4 June 2025: ... lunar impact probability now 4.3% ...", "2025-06-04"),
        ("https://en.wikipedia.org/wiki/2024_YR4", "2024 YR4 - Wikipedia",
         "... It has a 4% chance of impacting the Moon on 22 December 2032.", "2025-06-07"),
    )))
    turns.append((extract("https://science.nasa.gov/blogs/planetary-defense/2025/06/05/nasa-update-on-asteroid-2024-yr4-lunar-impact-probability/", "Latest NASA lunar impact probability for 2024 YR4"), """# NASA Update on the Lunar Impact Probability of Asteroid 2024 YR4

*NASA Science — Planetary Defense Blog · June 5, 2025*

NASA's James Webb Space Telescope observed asteroid 2024 YR4 again in early May, when the asteroid was nearly 250 million miles (400 million km) from Earth and too faint for ground-based telescopes. Using these observations, NASA's Center for Near-Earth Object Studies (CNEOS) at the agency's Jet Propulsion Laboratory refined the asteroid's orbit.

The asteroid now has a **4.3% chance of impacting the Moon on Dec. 22, 2032**, up from 3.8% announced in April. There remains no significant probability of an Earth impact in 2032 or thereafter (about 0.004% or less).

Even in the unlikely event that 2024 YR4 impacts the Moon, it would not alter the Moon's orbit. The asteroid will be too far away to observe from ground or space until around 2028, when it returns to Earth's vicinity.

| Date | Lunar impact probability (CNEOS) |
|---|---|
| Feb. 24, 2025 | 1.7% |
| April 2, 2025 | 3.8% |
| June 5, 2025 | 4.3% |

Size estimate (unchanged from April): about 174 to 220 feet (53 to 67 meters)."""))
    turns.append(m.update(yr4_moon_ip="4.3% for 2032-12-22 (ESA NEOCC 2025-06-04 and NASA CNEOS 2025-06-05 agree); was 1.7% (Feb 24) and 3.8% (Apr 2)"))
    turns.append(m.retrieve_all())
    rs.add(task="search", tid="h19-search-02", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What is the latest impact probability of asteroid 2024 YR4 with Earth and with the Moon for December 2032, and what is its measured size?\nSession date: 2025-06-10")


# ---------------------------------------------------------------------------------------------------------
# 03 (bad, less common) Statistics Finland: the same table, same update stamp, a different Tampere figure.
# ---------------------------------------------------------------------------------------------------------
STATFIN_URL = "https://pxdata.stat.fi/PxWeb/pxweb/en/StatFin/StatFin__vaerak/statfin_vaerak_pxt_11ra.px/"


def statfin_components(pop_2024: str) -> str:
    return f"""# Key figures on population by region, 1990-2024 — Statistics Finland PxWeb

*Table 11ra · Updated: 28.3.2025 · Source: Statistics Finland, population structure*

Selection: Area = Tampere (837) · Year = 2023, 2024 · Information = components of population change

| Information | 2023 | 2024 |
|---|---|---|
| Live births | 2,276 | 2,214 |
| Deaths | 2,198 | 2,301 |
| Natural increase | 78 | -87 |
| Intermunicipal in-migration | 15,902 | 16,204 |
| Intermunicipal out-migration | 13,517 | 13,263 |
| Intermunicipal net migration | 2,385 | 2,941 |
| Immigration | 3,884 | 3,612 |
| Emigration | 1,160 | 1,181 |
| Net immigration | 2,724 | 2,431 |
| Correction | 24 | 23 |
| Total change | 5,211 | 5,308 |
| Population 31 Dec | 255,050 | {pop_2024} |
| Population, % change | 2.1 | 2.1 |

Footnotes:
- Population figures are final data. Municipal division as of 1 January 2025.
- Total change = natural increase + intermunicipal net migration + net immigration + correction.

Download: [xlsx] [csv] [px] · Table ID: statfin_vaerak_pxt_11ra · Contact: info@stat.fi"""


def t03(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("Tampere population 31.12.2024 Statistics Finland", "Tampere väkiluku 2024 Tilastokeskus"), hits(
        ("https://stat.fi/en/publication/cm82kq1vn0aum07w0t3xk9fep", "Finland's population grew by 32,000 in 2024 – growth was strongest in Uusimaa and Pirkanmaa | Statistics Finland",
         "At the end of 2024, Finland's population was 5,635,971 ... The population grew most in Helsinki, Espoo and Tampere ...", "2025-03-28"),
        (STATFIN_URL, "Key figures on population by region, 1990-2024 | PxWeb",
         "Statistics Finland table 11ra: population, births, deaths, migration by region and municipality. Updated 28.3.2025.", "2025-03-28"),
        ("https://www.tampere.fi/en/tampere-info/facts-and-figures", "Facts and figures about Tampere | City of Tampere",
         "Tampere is the third largest city in Finland and the largest inland centre in the Nordic countries. Population 31.12.2024: 260,358 ...", "2025-04-02"),
        ("https://yle.fi/a/74-20153311", "Tampere's population grew by over 5,000 for the third year running | Yle News",
         "Finland's third-largest city again saw record-breaking growth in 2024, driven mostly by people moving from elsewhere in Finland...", "2025-03-28"),
        ("https://en.wikipedia.org/wiki/Tampere", "Tampere - Wikipedia",
         "Tampere is a city in the Pirkanmaa region ... With a population of approximately 260,000, it is the third most populous municipality in Finland...", "2025-04-10"),
    )))
    turns.append((extract(STATFIN_URL, "Population of Tampere at the end of 2023 and 2024 and the change"), """# Key figures on population by region, 1990-2024 — Statistics Finland PxWeb

*Table 11ra · Updated: 28.3.2025 · Source: Statistics Finland, population structure*

Selection: Area = six largest municipalities · Year = 2020-2024 · Information = Population 31 Dec

| Area | 2020 | 2021 | 2022 | 2023 | 2024 |
|---|---|---|---|---|---|
| Helsinki | 656,920 | 658,457 | 664,028 | 674,963 | 684,018 |
| Espoo | 292,796 | 297,132 | 305,274 | 314,024 | 320,931 |
| Tampere | 241,009 | 244,029 | 249,839 | 255,050 | 260,358 |
| Vantaa | 239,206 | 239,216 | 242,819 | 247,443 | 250,073 |
| Oulu | 209,551 | 211,848 | 213,008 | 214,633 | 216,066 |
| Turku | 194,391 | 195,137 | 197,763 | 200,795 | 202,250 |
| WHOLE COUNTRY | 5,533,793 | 5,548,241 | 5,563,970 | 5,603,851 | 5,635,971 |

Selection: Area = Tampere · Information = Population change during the year

| 2020 | 2021 | 2022 | 2023 | 2024 |
|---|---|---|---|---|
| 2,614 | 3,020 | 5,810 | 5,211 | 5,308 |

Footnotes:
- Population figures are final data. Municipal division as of 1 January 2025.
- Figures for earlier years have been converted to the municipal division of 2025.

Download: [xlsx] [csv] [px] · Table ID: statfin_vaerak_pxt_11ra · Contact: info@stat.fi"""))
    turns.append(m.add(tampere_pop_2024="260,358 (31 Dec 2024; StatFin table 11ra, updated 28.3.2025)",
                       tampere_change_2024="+5,308 during 2024 (from 255,050 at end of 2023)"))
    turns.append((extract(STATFIN_URL, "Components of Tampere's population change in 2024 (births, deaths, migration)"),
                  statfin_components("260,538")))
    turns.append((extract("https://www.tampere.fi/en/tampere-info/facts-and-figures", "Tampere's population at the end of 2024 according to the city"), """# Facts and figures about Tampere

*City of Tampere · Page updated 2.4.2025*

Tampere is the third largest city in Finland and the largest inland centre in the Nordic countries. The Tampere region has more than half a million inhabitants.

## Population

- Population 31.12.2024: **260,358** (Statistics Finland)
- Population growth in 2024: 5,308 persons (2.1%)
- Average age: 40.6 years
- Share of Finnish speakers: 86.1%; Swedish 0.4%; other languages 13.5%
- Households: 141,902, of which one-person households 52%

## Area

- Total area 689.6 km², of which land 524.9 km² and water 164.7 km²
- Population density 496 per km² of land
- About 180 lakes; the city lies on an isthmus between Lakes Näsijärvi and Pyhäjärvi, 18 m difference in water level

## Economy and education

- Jobs in the city: about 141,000 (2022)
- Unemployment rate 12.9% (February 2025, Ministry of Economic Affairs and Employment)
- Tampere Universities community: about 35,000 students and 4,500 staff

## Transport

- Tampere tramway: Line 1 Pyynikintori – Hervanta and Line 3 Santalahti – TAYS Arvo, total 23.6 km after the August 2024 extension to Lentävänniemi
- Helsinki–Tampere by train 1 h 30 min

Source: Statistics Finland, City of Tampere Research and Statistics Services."""))
    turns.append((search("Tampereen väkiluku kasvoi 2024 ennätys muuttoliike", "Tampere population growth 2024 record migration Aamulehti"), hits(
        ("https://www.aamulehti.fi/tampere/art-2000011139442.html", "Tampereen väkiluku kasvoi taas yli viidellä tuhannella | Aamulehti",
         "Tampereen väkiluku kasvoi vuonna 2024 yhteensä 5 308 asukkaalla. Kasvu perustui lähes kokonaan muuttoliikkeeseen...", "2025-03-28"),
        ("https://yle.fi/a/74-20153311", "Tampere's population grew by over 5,000 for the third year running | Yle News",
         "More people died than were born in Tampere in 2024, but net migration of nearly 5,400 ...", "2025-03-28"),
        ("https://www.tampere.fi/tietoa-tampereesta/tilastot/vaesto", "Väestö | Tampereen kaupunki",
         "Tampereen väkiluku 31.12.2024 oli 260 358. Ennuste vuodelle 2030: 279 000 ...", "2025-04-02"),
        ("https://stat.fi/en/publication/cm82kq1vn0aum07w0t3xk9fep", "Finland's population grew by 32,000 in 2024 | Statistics Finland",
         "... Net immigration amounted to 46,735 persons ... there were 14,615 more deaths than births ...", "2025-03-28"),
    )))
    turns.append((extract("https://yle.fi/a/74-20153311", "What drove Tampere's population growth in 2024?"), """# Tampere's population grew by over 5,000 for the third year running

*Yle News · 28.3.2025 14:05 · updated 28.3.2025 17:41*

Finland's third-largest city again saw strong population growth in 2024, according to figures released by Statistics Finland on Friday.

Tampere's population grew by 5,308 people last year, reaching 260,358 at the end of December. The city has now grown by more than 5,000 residents in three consecutive years: 5,810 in 2022, 5,211 in 2023 and 5,308 in 2024.

More people died than were born in Tampere in 2024 — 2,301 deaths against 2,214 births — so the growth came entirely from migration. Net migration from other Finnish municipalities was 2,941 and net immigration from abroad 2,431, together nearly 5,400 people.

"Students and young working-age adults are the largest group moving to Tampere," said city statistician Sanna Rautio. "At the same time, families with children still move out to neighbouring municipalities such as Lempäälä, Kangasala and Ylöjärvi."

Nationally, Finland's population grew by about 32,000 to 5,635,971, with all of the growth due to immigration. Helsinki grew by 9,055 and Espoo by 6,907.

The neighbouring municipalities of Pirkkala (+2.6%) and Lempäälä (+1.9%) were among the fastest-growing in the country in relative terms."""))
    turns.append(m.add(tampere_drivers_2024="births 2,214, deaths 2,301 (natural -87); intermunicipal net +2,941; net immigration +2,431; correction +23 (StatFin 11ra; Yle 28.3.2025)"))
    turns.append(m.retrieve_all())
    turns.append((search("Tampere population forecast 2030 city strategy"), hits(
        ("https://www.tampere.fi/tietoa-tampereesta/tilastot/vaesto", "Väestö | Tampereen kaupunki",
         "Tampereen väkiluku 31.12.2024 oli 260 358. Kaupungin väestöennusteen mukaan väkiluku on vuonna 2030 noin 279 000 ...", "2025-04-02"),
        ("https://www.tampere.fi/en/city-strategy", "Tampere City Strategy 2030 | City of Tampere",
         "The city strategy 'Tampere – Together for tomorrow' sets the goal of carbon neutrality by 2030 and sustainable growth ...", "2024-11-19"),
        ("https://stat.fi/en/publication/cl8lnmw7mkzmy0bw2dwm8kyph", "Population projection 2024: municipalities | Statistics Finland",
         "According to the projection, the population of Tampere would be 282,314 in 2040 ...", "2024-09-30"),
    )))
    rs.add(task="search", tid="h19-search-03", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What was the population of Tampere at the end of 2024 according to Statistics Finland, and how much did it grow during 2024 and why?\nSession date: 2025-04-22",
           bad=True, turn=4, kind="Tampere's end-2024 population in the same StatFin table (same 'Updated 28.3.2025' stamp) reads 260,538 instead of 260,358")


# ---------------------------------------------------------------------------------------------------------
# 04 (clean, mainstream) iPhone 16 Pro prices: currencies, tax-inclusive vs not, monthly plans, memory fixes.
# ---------------------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("iPhone 16 Pro price US launch", "iPhone 16 Pro Max starting price"), hits(
        ("https://www.apple.com/newsroom/2024/09/apple-debuts-iphone-16-pro-and-iphone-16-pro-max/", "Apple debuts iPhone 16 Pro and iPhone 16 Pro Max - Apple",
         "iPhone 16 Pro and iPhone 16 Pro Max will be available in 128GB, 256GB, 512GB, and 1TB storage capacities, starting at $999 (U.S.) or $41.62 (U.S.) per month and $1,199 (U.S.) or $49.95 (U.S.) per month...", "2024-09-09"),
        ("https://www.apple.com/shop/buy-iphone/iphone-16-pro", "Buy iPhone 16 Pro and iPhone 16 Pro Max - Apple",
         "Get up to $630 for your trade-in... iPhone 16 Pro From $999 or $41.62/mo. for 24 mo.", "2025-03-04"),
        ("https://en.wikipedia.org/wiki/IPhone_16_Pro", "iPhone 16 Pro - Wikipedia",
         "The iPhone 16 Pro and iPhone 16 Pro Max are smartphones ... announced on September 9, 2024 ... released on September 20, 2024.", "2025-02-27"),
        ("https://www.macrumors.com/2024/09/09/iphone-16-pro-prices/", "iPhone 16 Pro and Pro Max Prices Unchanged From Last Year - MacRumors",
         "The iPhone 16 Pro starts at $999 for 128GB and the Pro Max at $1,199 with 256GB, the same as the iPhone 15 Pro lineup...", "2024-09-09"),
        ("https://www.theverge.com/2024/9/9/24239482/apple-iphone-16-pro-max-price", "The iPhone 16 Pro starts at $999 - The Verge",
         "Apple's iPhone 16 Pro will cost $999 and the Pro Max $1,199 ... preorders open Friday", "2024-09-09"),
    )))
    turns.append(m.add(us_16pro="$999 (128GB), U.S. launch price", us_16promax="$1,099 (base, assumed 128GB)"))
    turns.append((extract("https://www.apple.com/shop/buy-iphone/iphone-16-pro", "Current US prices of each storage tier for iPhone 16 Pro and Pro Max"), """# Buy iPhone 16 Pro and iPhone 16 Pro Max

New

**iPhone 16 Pro**
From $999 or $41.62/mo. for 24 mo.*

Get $40–$630 for your trade-in.** Pay over time, interest-free when you choose to check out with Apple Card Monthly Installments.

## Model. Which is best for you?

- **iPhone 16 Pro** — 6.3-inch display¹ — From $999 or $41.62/mo. for 24 mo.
- **iPhone 16 Pro Max** — 6.9-inch display¹ — From $1199 or $49.95/mo. for 24 mo.

## Finish. Pick your favorite.
Desert Titanium · Natural Titanium · White Titanium · Black Titanium

## Storage. How much space do you need?

| Capacity | iPhone 16 Pro | iPhone 16 Pro Max |
|---|---|---|
| 128GB | $999 or $41.62/mo. | — |
| 256GB | $1099 or $45.79/mo. | $1199 or $49.95/mo. |
| 512GB | $1299 or $54.12/mo. | $1399 or $58.29/mo. |
| 1TB | $1499 or $62.45/mo. | $1599 or $66.62/mo. |

## Delivery and pickup
- Delivers: Thu, Mar 6 – Free
- Pickup: Check availability at a nearby store

*Monthly pricing is after purchase using Apple Card Monthly Installments (ACMI), a 0% APR payment option, subject to credit approval. Prices shown exclude applicable sales tax.
**Trade-in values vary based on the condition, year, and configuration of your eligible trade-in device."""))
    turns.append(m.update(us_16promax="$1,199 (256GB is the base tier for Pro Max; no 128GB Pro Max) — apple.com, excl. sales tax"))
    turns.append(m.add(jp_16promax="¥189,800 (256GB) — to verify"))
    turns.append((search("iPhone 16 Pro price UK £999", "iPhone 16 Pro 価格 税込 159,800円"), hits(
        ("https://www.apple.com/uk/shop/buy-iphone/iphone-16-pro", "Buy iPhone 16 Pro and iPhone 16 Pro Max - Apple (UK)",
         "iPhone 16 Pro From £999 or £41.62/mo. for 24 mo. ... iPhone 16 Pro Max From £1199 ...", "2025-03-04"),
        ("https://www.apple.com/jp/shop/buy-iphone/iphone-16-pro", "iPhone 16 Proと iPhone 16 Pro Maxを購入 - Apple（日本）",
         "iPhone 16 Pro 159,800円（税込）から ... iPhone 16 Pro Max 189,800円（税込）から", "2025-03-04"),
        ("https://www.theguardian.com/technology/2024/sep/09/apple-iphone-16-pro-launch-price-uk", "Apple launches iPhone 16 with AI features ... | The Guardian",
         "... the iPhone 16 Pro costs from £999 and the Pro Max from £1,199 in the UK, unchanged from last year...", "2024-09-09"),
        ("https://www.apple.com/newsroom/2024/09/apple-debuts-iphone-16-pro-and-iphone-16-pro-max/", "Apple debuts iPhone 16 Pro and iPhone 16 Pro Max - Apple",
         "... starting at $999 (U.S.) or $41.62 (U.S.) per month and $1,199 (U.S.) ...", "2024-09-09"),
    )))
    turns.append((extract("https://www.apple.com/jp/shop/buy-iphone/iphone-16-pro", "Japanese prices (tax included) of iPhone 16 Pro and Pro Max by storage"), """# iPhone 16 Proと iPhone 16 Pro Maxを購入

**iPhone 16 Pro** 159,800円（税込）から

下取りで最大 116,000円分のクレジット。

## モデル

- **iPhone 16 Pro** — 6.3インチディスプレイ — 159,800円（税込）から
- **iPhone 16 Pro Max** — 6.9インチディスプレイ — 189,800円（税込）から

## ストレージ

| 容量 | iPhone 16 Pro | iPhone 16 Pro Max |
|---|---|---|
| 128GB | 159,800円 | — |
| 256GB | 174,800円 | 189,800円 |
| 512GB | 204,800円 | 219,800円 |
| 1TB | 234,800円 | 249,800円 |

すべての価格は税込です。

## お届け
- お届け予定日：3月7日（金）— 無料配送
- 店舗受取：お近くのApple Storeで受け取り可能か確認

（English summary by extractor: all Japanese prices include 10% consumption tax; the Pro starts at ¥159,800 for 128GB and the Pro Max at ¥189,800 for 256GB.）"""))
    turns.append(m.remove("jp_16promax"))
    turns.append(m.add(jp_prices="Pro from ¥159,800 (128GB), Pro Max from ¥189,800 (256GB), tax included (apple.com/jp)",
                       uk_prices="Pro from £999, Pro Max from £1,199, VAT included (apple.com/uk, Guardian)"))
    turns.append(m.retrieve("jp_16promax"))
    turns.append(m.retrieve_all())
    rs.add(task="search", tid="h19-search-04", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What are the starting prices of the iPhone 16 Pro and iPhone 16 Pro Max in the US, UK and Japan, and have US prices changed since launch?\nSession date: 2025-03-05")


# ---------------------------------------------------------------------------------------------------------
# 05 (clean, less common) Vaquita: estimates from different survey years and sources, a memory update.
# ---------------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("vaquita population estimate latest survey", "how many vaquitas are left"), hits(
        ("https://www.seashepherd.org/news/vaquita-survey-2023-results/", "2023 Vaquita Survey Results: 10-13 Vaquitas Remain | Sea Shepherd",
         "The 2023 survey estimated between 10 and 13 vaquitas, including one or two calves, in the Zero Tolerance Area ...", "2023-06-22"),
        ("https://www.fisheries.noaa.gov/species/vaquita", "Vaquita | NOAA Fisheries",
         "The vaquita is the world's rarest marine mammal ... the 2024 survey estimated 6 to 8 individuals remain ...", "2024-08-28"),
        ("https://www.iucnredlist.org/species/17028/214541137", "Phocoena sinus (Vaquita) - IUCN Red List",
         "Critically Endangered A4d ... Population trend: Decreasing", "2022-01-11"),
        ("https://www.worldwildlife.org/species/vaquita", "Vaquita | Species | WWF",
         "With only about 10 individuals left, the vaquita is on the edge of extinction...", "2023-02-15"),
        ("https://www.nature.com/articles/d41586-019-02094-5", "Only 19 vaquitas remain as illegal fishing continues | Nature",
         "Acoustic monitoring suggests fewer than 19 vaquitas were alive in summer 2018 ...", "2019-07-15"),
    )))
    turns.append((extract("https://www.seashepherd.org/news/vaquita-survey-2023-results/", "Number of vaquitas estimated by the 2023 survey and who ran it"), """# 2023 Vaquita Survey Results: 10-13 Vaquitas Remain

*Sea Shepherd Conservation Society · June 22, 2023*

The results of the 2023 Vaquita Survey are in: scientists estimate that between **10 and 13 vaquitas**, including one or two calves, remain in the Upper Gulf of California.

The survey took place from May 10 to May 28, 2023 aboard Sea Shepherd's vessel *M/V Sea Shepherd*, led by Dr. Barbara Taylor and Dr. Lorenzo Rojas-Bracho with a team of visual observers and acoustic specialists from Mexico's Secretariat of Environment and Natural Resources (SEMARNAT), Museo de la Ballena and the U.S. National Oceanic and Atmospheric Administration (NOAA).

The team had 61 sightings of vaquitas; the estimate accounts for animals that may have been seen more than once. Nearly all sightings were inside the Zero Tolerance Area (ZTA), where gillnet fishing is banned and Sea Shepherd and the Mexican Navy patrol continuously.

"It is encouraging that we still see healthy animals and calves," said Dr. Rojas-Bracho. "The vaquita can recover if gillnets are removed from its habitat."

Background: the population declined from about 567 in 1997 to about 30 in 2016 and fewer than 19 in 2018, driven by entanglement in illegal gillnets set for totoaba.

**Facts:** Length up to 1.5 m (5 ft) · Weight up to 55 kg · Range: northern Gulf of California (Sea of Cortez), about 4,000 km²"""))
    turns.append(m.add(vaquita_estimate="10–13 individuals incl. 1–2 calves (2023 survey, May 10–28; Sea Shepherd report 2023-06-22)"))
    turns.append((extract("https://www.fisheries.noaa.gov/species/vaquita", "Most recent vaquita population estimate and survey details"), """# Vaquita

*NOAA Fisheries · Species Directory · Last updated by Office of Protected Resources on 08/28/2024*

**Protected Status:** ESA Endangered (throughout its range) · MMPA Depleted (throughout its range) · CITES Appendix I

## Quick Facts

| | |
|---|---|
| Weight | Up to 120 pounds |
| Length | Up to 5 feet |
| Lifespan | About 20 years |
| Threats | Entanglement in gillnets |
| Region | Northern Gulf of California, Mexico |

## Population Status

The vaquita is the world's rarest marine mammal and is on the edge of extinction. In 2024, a joint survey by the Museo de la Ballena, Sea Shepherd and NOAA (May 21 – June 27, 2024) estimated that **6 to 8 vaquitas** remain, including possibly one calf. This continues the decline from about 10 animals in 2019 and the 10–13 estimated in 2023.

The 2024 estimate comes from 5 independent sightings of 6 to 8 individuals; survey effort was limited by strong winds during part of the season. Scientists stress that the small number of sightings makes the range uncertain, and that the animals observed appeared healthy.

## Threats

Vaquitas are caught and drowned in gillnets, including those used illegally to catch totoaba, a fish whose swim bladder is sold in Asian markets.

## Conservation Efforts

NOAA Fisheries works with the Government of Mexico, the International Committee for the Recovery of the Vaquita (CIRVA) and partners to support enforcement of the gillnet ban in the Zero Tolerance Area and to develop alternative fishing gear."""))
    turns.append(m.update(vaquita_estimate="6–8 individuals, possibly 1 calf (2024 survey May 21–June 27; NOAA page updated 2024-08-28). Earlier: 10–13 (2023), ~10 (2019), <19 (2018)"))
    turns.append((extract("https://www.iucnredlist.org/species/17028/214541137", "IUCN Red List category and population figure for the vaquita"), """# Vaquita — Phocoena sinus

**IUCN Red List of Threatened Species**

| | |
|---|---|
| Scope of assessment | Global |
| Red List Category & Criteria | **Critically Endangered** A4d |
| Year published | 2022 |
| Date assessed | 20 October 2021 |
| Population trend | Decreasing |
| Number of mature individuals | 10 |
| Generation length | 11.9 years |

## Population

Based on passive acoustic monitoring and visual surveys, the population was estimated at about 10 animals in 2019 (95% CI 6–19). A 99% decline since 2011 has been documented. The population continues to be affected by mortality in illegal gillnets.

## Habitat and Ecology

The vaquita lives in shallow, turbid waters (usually less than 50 m deep) of the northern Gulf of California, Mexico. It is the smallest cetacean species.

## Citation

Rojas-Bracho, L., Taylor, B.L. & Jaramillo-Legorreta, A. 2022. *Phocoena sinus*. The IUCN Red List of Threatened Species 2022: e.T17028A214541137.

*Note: the figures reflect the 2021 assessment; survey estimates published after the assessment date are not incorporated.*"""))
    turns.append(m.add(vaquita_iucn="Critically Endangered (A4d), assessed 2021-10-20, published 2022; IUCN figure ~10 mature individuals reflects 2019 data"))
    turns.append(m.retrieve_all())
    rs.add(task="search", tid="h19-search-05", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What is the most recent estimate of the number of vaquitas remaining, who produced it, and what is the species' IUCN status?\nSession date: 2024-11-02")


# ---------------------------------------------------------------------------------------------------------
# 06 (bad, mainstream) QLoRA: the arXiv abstract page cites itself under a different identifier.
# ---------------------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("QLoRA Efficient Finetuning of Quantized LLMs arXiv", "QLoRA NF4 double quantization paper authors"), hits(
        ("https://arxiv.org/abs/2305.14314", "[2305.14314] QLoRA: Efficient Finetuning of Quantized LLMs - arXiv",
         "Tim Dettmers, Artidoro Pagnoni, Ari Holtzman, Luke Zettlemoyer. We present QLoRA, an efficient finetuning approach that reduces memory usage enough to finetune a 65B parameter model on a single 48GB GPU ...", "2023-05-23"),
        ("https://github.com/artidoro/qlora", "GitHub - artidoro/qlora: QLoRA: Efficient Finetuning of Quantized LLMs",
         "This repo supports the paper 'QLoRA: Efficient Finetuning of Quantized LLMs', an effort to democratize access to LLM research. ★ 10.4k", "2024-06-11"),
        ("https://proceedings.neurips.cc/paper_files/paper/2023/hash/1feb87871436031bdc0f2beaa62a049b-Abstract-Conference.html", "QLoRA: Efficient Finetuning of Quantized LLMs - NeurIPS Proceedings",
         "Part of Advances in Neural Information Processing Systems 36 (NeurIPS 2023) Main Conference Track", "2023-12-10"),
        ("https://huggingface.co/blog/4bit-transformers-bitsandbytes", "Making LLMs even more accessible with bitsandbytes, 4-bit quantization and QLoRA",
         "LLMs are known to be large, and running or training them in consumer hardware is a huge challenge ... QLoRA ...", "2023-05-24"),
        ("https://www.semanticscholar.org/paper/QLoRA%3A-Efficient-Finetuning-of-Quantized-LLMs-Dettmers-Pagnoni/32ac52069e562d4f900afee70bdca63f53461481", "QLoRA: Efficient Finetuning of Quantized LLMs | Semantic Scholar",
         "Tim Dettmers, Artidoro Pagnoni, Ari Holtzman, Luke Zettlemoyer · Neural Information Processing Systems · 23 May 2023 · 2,400+ citations", "2025-01-30"),
    )))
    turns.append(m.add(qlora_arxiv="arXiv:2305.14314 (submitted 2023-05-23)",
                       qlora_authors="Tim Dettmers, Artidoro Pagnoni, Ari Holtzman, Luke Zettlemoyer (University of Washington)"))
    turns.append((extract("https://github.com/artidoro/qlora", "What the README says about the paper, the 4-bit data type and how to cite it"), """# QLoRA: Efficient Finetuning of Quantized LLMs

| Paper | Adapter Weights | Demo |

This repo supports the paper "QLoRA: Efficient Finetuning of Quantized LLMs", an effort to democratize access to LLM research.

QLoRA uses bitsandbytes for quantization and is integrated with Hugging Face's PEFT and transformers libraries. QLoRA was developed by members of the University of Washington's UW NLP group.

## Updates
- 7/19/2023 - Added LLaMA 2 example script and updated version requirements
- 7/18/2023 - Fixed non-frozen embeddings when adding new tokens
- 7/14/2023 - Added support for automatic `LoRA` module detection
- 5/24/2023 - Initial release

## Overview

We present QLoRA, an efficient finetuning approach that reduces memory usage enough to finetune a 65B parameter model on a single 48GB GPU while preserving full 16-bit finetuning task performance. QLoRA backpropagates gradients through a frozen, 4-bit quantized pretrained language model into Low Rank Adapters (LoRA). Our best model family, which we name Guanaco, outperforms all previous openly released models on the Vicuna benchmark, reaching 99.3% of the performance level of ChatGPT while only requiring 24 hours of finetuning on a single GPU. QLoRA introduces a number of innovations to save memory without sacrificing performance: (a) 4-bit NormalFloat (NF4), a new data type that is information theoretically optimal for normally distributed weights (b) Double Quantization to reduce the average memory footprint by quantizing the quantization constants, and (c) Paged Optimizers to manage memory spikes.

## Installation
```bash
pip install -U -r requirements.txt
```

## Getting Started
The `qlora.py` code is a starting point for finetuning and inference on various datasets. Basic command for finetuning a baseline model on the Alpaca dataset:
```bash
python qlora.py --model_name_or_path <path_or_name>
```

## Citation

```bibtex
@article{dettmers2023qlora,
  title={QLoRA: Efficient Finetuning of Quantized LLMs},
  author={Dettmers, Tim and Pagnoni, Artidoro and Holtzman, Ari and Zettlemoyer, Luke},
  journal={arXiv preprint arXiv:2305.14314},
  year={2023}
}
```

## Acknowledgements
We thank the Hugging Face team, in particular Younes Belkada, for their support integrating QLoRA with PEFT and transformers libraries."""))
    turns.append((extract("https://proceedings.neurips.cc/paper_files/paper/2023/hash/1feb87871436031bdc0f2beaa62a049b-Abstract-Conference.html", "Venue, authors and abstract of QLoRA in the NeurIPS proceedings"), """# QLoRA: Efficient Finetuning of Quantized LLMs

Part of Advances in Neural Information Processing Systems 36 (NeurIPS 2023) Main Conference Track

Bibtex · Paper · Supplemental

#### Authors

Tim Dettmers, Artidoro Pagnoni, Ari Holtzman, Luke Zettlemoyer

#### Abstract

We present QLoRA, an efficient finetuning approach that reduces memory usage enough to finetune a 65B parameter model on a single 48GB GPU while preserving full 16-bit finetuning task performance. QLoRA backpropagates gradients through a frozen, 4-bit quantized pretrained language model into Low Rank Adapters (LoRA). Our best model family, which we name Guanaco, outperforms all previous openly released models on the Vicuna benchmark, reaching 99.3% of the performance level of ChatGPT while only requiring 24 hours of finetuning on a single GPU. QLoRA introduces a number of innovations to save memory without sacrificing performance: (a) 4-bit NormalFloat (NF4), a new data type that is information theoretically optimal for normally distributed weights (b) Double Quantization to reduce the average memory footprint by quantizing the quantization constants, and (c) Paged Optimizers to manage memory spikes. We use QLoRA to finetune more than 1,000 models, providing a detailed analysis of instruction following and chatbot performance across 8 instruction datasets, multiple model types (LLaMA, T5), and model scales that would be infeasible to run with regular finetuning (e.g. 33B and 65B parameter models). Our results show that QLoRA finetuning on a small high-quality dataset leads to state-of-the-art results, even when using smaller models than the previous SoTA. We provide a detailed analysis of chatbot performance based on both human and GPT-4 evaluations showing that GPT-4 evaluations are a cheap and reasonable alternative to human evaluation. Furthermore, we find that current chatbot benchmarks are not trustworthy to accurately evaluate the performance levels of chatbots. A lemon-picked analysis demonstrates where Guanaco fails compared to ChatGPT. We release all of our models and code, including CUDA kernels for 4-bit training.

Name Change Policy · Do not remove: This comment is monitored to verify that the site is working properly"""))
    turns.append((extract("https://arxiv.org/abs/2305.14314", "Submission history, subjects and citation identifier of the QLoRA paper"), """# QLoRA: Efficient Finetuning of Quantized LLMs

Computer Science > Machine Learning

**Authors:** Tim Dettmers, Artidoro Pagnoni, Ari Holtzman, Luke Zettlemoyer

> Abstract: We present QLoRA, an efficient finetuning approach that reduces memory usage enough to finetune a 65B parameter model on a single 48GB GPU while preserving full 16-bit finetuning task performance. QLoRA backpropagates gradients through a frozen, 4-bit quantized pretrained language model into Low Rank Adapters (LoRA). Our best model family, which we name Guanaco, outperforms all previous openly released models on the Vicuna benchmark, reaching 99.3% of the performance level of ChatGPT while only requiring 24 hours of finetuning on a single GPU. QLoRA introduces a number of innovations to save memory without sacrificing performance: (a) 4-bit NormalFloat (NF4), a new data type that is information theoretically optimal for normally distributed weights (b) double quantization to reduce the average memory footprint by quantizing the quantization constants, and (c) paged optimziers to manage memory spikes. [...] We release all of our models and code, including CUDA kernels for 4-bit training.

**Comments:** Extended NeurIPS submission
**Subjects:** Machine Learning (cs.LG)
**Cite as:** arXiv:2305.14341 [cs.LG]
(or arXiv:2305.14341v1 [cs.LG] for this version)
https://doi.org/10.48550/arXiv.2305.14341

## Submission history
From: Tim Dettmers
**[v1]** Tue, 23 May 2023 17:50:33 UTC (568 KB)

## Access Paper
- View PDF
- HTML (experimental)
- TeX Source
- Other Formats

License: CC BY 4.0

## References & Citations
- NASA ADS
- Google Scholar
- Semantic Scholar

## Code, Data, Media
- Papers with Code: 30 code implementations (in PyTorch, JAX)
- Hugging Face: 1,204 models citing this paper"""))
    turns.append(m.add(qlora_venue="NeurIPS 2023 (Advances in Neural Information Processing Systems 36), Main Conference Track",
                       qlora_dtype="4-bit NormalFloat (NF4), plus Double Quantization and Paged Optimizers; base model frozen in 4-bit, gradients into LoRA adapters"))
    turns.append((extract("https://huggingface.co/blog/4bit-transformers-bitsandbytes", "How the Hugging Face blog describes NF4 and how to enable it"), """# Making LLMs even more accessible with bitsandbytes, 4-bit quantization and QLoRA

*Published May 24, 2023 · Younes Belkada, Tim Dettmers, Artidoro Pagnoni, Sylvain Gugger, Sourab Mangrulkar*

LLMs are known to be large, and running or training them in consumer hardware is a huge challenge for users and accessibility. Our LLM.int8 blogpost showed how the techniques in the LLM.int8 paper were integrated in transformers using the bitsandbytes library. As we strive to make models even more accessible to anyone, we decided to collaborate with bitsandbytes again to allow users to run models in 4-bit precision. This includes a large majority of HF models, in any modality (text, vision, multi-modal, etc.). Users can also train adapters on top of 4bit models leveraging tools from the Hugging Face ecosystem.

## Resources
- Original paper: QLoRA: Efficient Finetuning of Quantized LLMs (arXiv:2305.14314)
- Basic usage Google Colab notebook
- Fine tuning Google Colab notebook
- Original repository for replicating the paper's results
- Guanaco 33b playground

## Introduction
In a few words, QLoRA reduces the memory usage of LLM finetuning without performance tradeoffs compared to standard 16-bit model finetuning. This method enables 33B model finetuning on a single 24GB GPU and 65B model finetuning on a single 48GB GPU.

More specifically, QLoRA uses 4-bit quantization to compress a pretrained language model. The LM parameters are then frozen and a relatively small number of trainable parameters are added to the model in the form of Low-Rank Adapters. During finetuning, QLoRA backpropagates gradients through the frozen 4-bit quantized pretrained language model into the Low-Rank Adapters. The LoRA layers are the only parameters being updated during training.

QLoRA has one storage data type (usually 4-bit NormalFloat) for the base model weights and a computation data type (16-bit BrainFloat) used to perform computations. QLoRA dequantizes weights from the storage data type to the computation data type to perform the forward and backward passes, but only computes weight gradients for the LoRA parameters which use 16-bit bfloat.

## How to use it in transformers

```python
from transformers import BitsAndBytesConfig

nf4_config = BitsAndBytesConfig(
   load_in_4bit=True,
   bnb_4bit_quant_type="nf4",
   bnb_4bit_use_double_quant=True,
   bnb_4bit_compute_dtype=torch.bfloat16
)
```"""))
    rs.add(task="search", tid="h19-search-06", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: Who wrote the QLoRA paper, under which arXiv identifier and at which venue was it published, and which 4-bit data type did it introduce?\nSession date: 2025-02-03",
           bad=True, turn=5, kind="arXiv abstract page at /abs/2305.14314 gives 'Cite as: arXiv:2305.14341' (identifier drifts from the URL, search result and README citation)")


# ---------------------------------------------------------------------------------------------------------
# 07 (bad, less common) Unknown Pleasures first pressing: a removed memory key is back in retrieve_all.
# ---------------------------------------------------------------------------------------------------------
UP_TRACKS = """| | Title | Duration |
|---|---|---|
| A1 | Disorder | 3:29 |
| A2 | Day Of The Lords | 4:48 |
| A3 | Candidate | 3:05 |
| A4 | Insight | 4:29 |
| A5 | New Dawn Fades | 4:47 |
| B1 | She's Lost Control | 3:57 |
| B2 | Shadowplay | 3:55 |
| B3 | Wilderness | 2:38 |
| B4 | Interzone | 2:16 |
| B5 | I Remember Nothing | 5:53 |"""


def t07(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("Joy Division Unknown Pleasures FACT 10 first pressing 1979 matrix runout", "Unknown Pleasures original UK LP Factory release date"), hits(
        ("https://www.discogs.com/master/2893-Joy-Division-Unknown-Pleasures", "Joy Division - Unknown Pleasures | Releases | Discogs",
         "Explore songs, recommendations, and other album details for Unknown Pleasures by Joy Division. Compare versions and buy on Discogs. 412 versions.", "2025-07-11"),
        ("https://www.discogs.com/release/1029345-Joy-Division-Unknown-Pleasures", "Joy Division - Unknown Pleasures | Releases | Discogs",
         "Label: Factory – FACT 10 · Format: Vinyl, LP, Album · Country: UK · Released: Jun 15, 1979 · Genre: Rock · Style: Post-Punk", "2025-06-30"),
        ("https://musicbrainz.org/release-group/f2a2d8a9-6c0f-3e7b-9b6e-5b0f0c6f1a4e", "Unknown Pleasures - Joy Division - MusicBrainz",
         "Release group · Album · Joy Division · 1979-06 · 86 releases", "2025-05-02"),
        ("https://cerysmatic.factoryrecords.net/FACT10/", "FACT 10 Joy Division: Unknown Pleasures | Cerysmatic Factory",
         "FACT 10 · Joy Division · Unknown Pleasures · LP · Released June 1979 · Produced by Martin Hannett · Sleeve by Peter Saville ...", "2019-03-14"),
        ("https://en.wikipedia.org/wiki/Unknown_Pleasures", "Unknown Pleasures - Wikipedia",
         "Unknown Pleasures is the debut studio album by English rock band Joy Division, released on 15 June 1979 by Factory Records.", "2025-07-02"),
    )))
    turns.append((extract("https://www.discogs.com/master/2893-Joy-Division-Unknown-Pleasures", "Which listed version is the original 1979 UK LP, and what label/catalogue number does it carry?"), """# Joy Division – Unknown Pleasures (Master Release)

Label: Factory · Year: 1979 · Genre: Rock · Style: Post-Punk · Versions: 412

## Versions (filtered: Format = Vinyl, Country = UK, Year = 1979; sorted by year, oldest first)

| Title (Format) | Label | Cat# | Country | Year |
|---|---|---|---|---|
| Unknown Pleasures (LP, Album, Textured sleeve) | Factory | FACT 10 | UK | 1979 |
| Unknown Pleasures (LP, Album, Smooth sleeve, 2nd press) | Factory | FACT 10 | UK | 1979 |
| Unknown Pleasures (LP, Album, Test Pressing) | Factory | FACT 10 | UK | 1979 |

Showing 3 of 412 versions (filters active). Clear filters to show all.

## Notes on the master
The original UK pressing has a textured (embossed, card) outer sleeve and white inner sleeve; later 1979/1980 UK pressings used a smooth sleeve. Labels read "Outside" on side A and "Inside" on side B instead of A and B.

## Tracklist
""" + UP_TRACKS + """

## Credits
- Producer – Martin Hannett
- Design – Peter Saville, Joy Division
- Recorded at Strawberry Studios, Stockport, April 1979"""))
    turns.append(m.add(label="Factory Records", catno="FACT 10", release_date="1979-06-15 (Discogs, Wikipedia)",
                       candidate_release="Discogs r1029345 (UK 1979, textured sleeve) — check runouts"))
    turns.append((extract("https://www.discogs.com/release/1029345-Joy-Division-Unknown-Pleasures", "Runout etchings / matrix for side A and side B and any pressing notes"), """# Joy Division – Unknown Pleasures

| | |
|---|---|
| Label | Factory – FACT 10 |
| Format | Vinyl, LP, Album, Textured sleeve |
| Country | UK |
| Released | Jun 15, 1979 |
| Genre | Rock |
| Style | Post-Punk |

## Tracklist
""" + UP_TRACKS + """

## Companies, etc.
- Recorded At – Strawberry Studios
- Pressed By – Pye Records (Sales) Ltd.
- Printed By – Garrod & Lofthouse Ltd.

## Credits
- Bass, Vocals – Peter Hook
- Drums – Stephen Morris
- Guitar, Keyboards – Bernard Albrecht
- Producer – Martin Hannett
- Vocals – Ian Curtis

## Notes
Textured outer sleeve with the pulsar CP 1919 image. Plain white inner sleeve. Labels state "Outside" (side A) and "Inside" (side B).

## Barcode and Other Identifiers
- Matrix / Runout (Side A runout, etched): FACT 10 A-1 THIS IS THE WAY
- Matrix / Runout (Side B runout, etched): FACT 10 B-1 STEP INSIDE
- Matrix / Runout (stamped, both sides): PORKY PRIME CUT
- Rights Society: MCPS

## Statistics
Have: 8,942 · Want: 6,117 · Avg Rating: 4.72 / 5 · Ratings: 2,084 · Last Sold: Jul 2, 2025 · Low: £34.00 · Median: £95.00 · High: £420.00"""))
    turns.append(m.add(matrix_A="FACT 10 A-1 THIS IS THE WAY (etched) + PORKY PRIME CUT (stamped)",
                       matrix_B="FACT 10 B-1 STEP INSIDE (etched) + PORKY PRIME CUT (stamped)"))
    turns.append((search("MusicBrainz Unknown Pleasures 1979 Factory FACT 10 release"), hits(
        ("https://musicbrainz.org/release/6bc1f1d9-1b0b-43f0-9a27-28e6ec9a8d1f", "Unknown Pleasures - Joy Division - MusicBrainz",
         "Release · Joy Division · 12-inch Vinyl · Factory · FACT 10 · GB · 1979-06", "2025-04-19"),
        ("https://musicbrainz.org/release-group/f2a2d8a9-6c0f-3e7b-9b6e-5b0f0c6f1a4e", "Unknown Pleasures - Joy Division - MusicBrainz",
         "Release group · Album · 1979-06 · 86 releases", "2025-05-02"),
        ("https://www.discogs.com/label/2277-Factory", "Factory | Discography | Discogs",
         "Factory Records, Manchester label founded by Tony Wilson and Alan Erasmus in 1978 ...", "2025-07-10"),
    )))
    turns.append((extract("https://musicbrainz.org/release/6bc1f1d9-1b0b-43f0-9a27-28e6ec9a8d1f", "Release date, label, catalogue number and country as given by MusicBrainz"), """# Unknown Pleasures ~ Release by Joy Division

## Release information
- Barcode: [none]
- Format: 12" Vinyl
- Length: 39:17

## Additional details
- Type: Album
- Packaging: Cardboard/Paper Sleeve
- Status: Official
- Language: English
- Script: Latin
- Data Quality: Normal

## Release events
| Date | Country |
|---|---|
| 1979-06 | United Kingdom |

## Labels
| Label | Catalog# |
|---|---|
| Factory | FACT 10 |

## Tracklist
| # | Title | Length |
|---|---|---|
| Outside 1 | Disorder | 3:29 |
| Outside 2 | Day of the Lords | 4:48 |
| Outside 3 | Candidate | 3:05 |
| Outside 4 | Insight | 4:29 |
| Outside 5 | New Dawn Fades | 4:47 |
| Inside 1 | She's Lost Control | 3:57 |
| Inside 2 | Shadowplay | 3:55 |
| Inside 3 | Wilderness | 2:38 |
| Inside 4 | Interzone | 2:16 |
| Inside 5 | I Remember Nothing | 5:53 |

## Annotation
Original UK pressing in textured sleeve. Day of release not documented on the sleeve; the month is given by Factory's own catalogue.

Edit history: last edited 2025-04-19 by *grimsbytown*."""))
    turns.append(m.add(mb_release_date="1979-06 (MusicBrainz gives month only)"))
    turns.append(m.remove("candidate_release", "mb_release_date"))
    turns.append((extract("https://cerysmatic.factoryrecords.net/FACT10/", "What the Factory catalogue site says about FACT 10's release and first pressing"), """# FACT 10 — Joy Division: Unknown Pleasures

*Cerysmatic Factory · catalogue entry · last edited 14 March 2019*

| | |
|---|---|
| Cat. no. | FACT 10 |
| Artist | Joy Division |
| Title | Unknown Pleasures |
| Format | 12" LP |
| Release date | June 1979 (usually given as 15 June 1979) |
| Producer | Martin Hannett |
| Engineer | Chris Nagle |
| Sleeve | Peter Saville, from an image of pulsar CP 1919 in *The Cambridge Encyclopaedia of Astronomy* |
| Recorded | Strawberry Studios, Stockport, 1–17 April 1979 |

The first pressing of 10,000 copies came in a textured card sleeve; subsequent pressings used smooth card. The run-out grooves carry the messages "THIS IS THE WAY" (Outside) and "STEP INSIDE" (Inside), cut at Porky's ("PORKY PRIME CUT").

Factory financed the album with Tony Wilson's inheritance; the initial order was slow to sell until "Transmission" (FAC 13) was issued in October 1979.

Related: FAC 13 Transmission · FACT 25 Closer · FAC 23 Love Will Tear Us Apart"""))
    shown = {"label": m.d["label"], "catno": m.d["catno"], "release_date": m.d["release_date"],
             "candidate_release": "Discogs r1029345 (UK 1979, textured sleeve) — check runouts",
             "matrix_A": m.d["matrix_A"], "matrix_B": m.d["matrix_B"]}
    turns.append(m.retrieve_all(shown=shown))
    turns.append((search("Unknown Pleasures textured sleeve first pressing how to identify"), hits(
        ("https://www.discogs.com/forum/thread/781145", "Unknown Pleasures first press identification - Discogs Forum",
         "Textured sleeve, FACT 10 A-1 / B-1 etchings with THIS IS THE WAY and STEP INSIDE, Porky prime cut stamp; later presses have smooth sleeves ...", "2021-10-03"),
        ("https://www.recordcollectormag.com/articles/joy-division-unknown-pleasures-rare-pressings", "Joy Division's Unknown Pleasures: the rare pressings | Record Collector",
         "An original textured-sleeve copy in excellent condition now fetches £100 or more ...", "2022-06-15"),
        ("https://cerysmatic.factoryrecords.net/FACT10/", "FACT 10 Joy Division: Unknown Pleasures | Cerysmatic Factory",
         "The first pressing of 10,000 copies came in a textured card sleeve ...", "2019-03-14"),
    )))
    rs.add(task="search", tid="h19-search-07", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: For the original 1979 UK LP of Joy Division's 'Unknown Pleasures', give the label, catalogue number, release date and the runout/matrix inscriptions.\nSession date: 2025-07-19",
           bad=True, turn=11, kind="memory key candidate_release, removed at turn 9, is present again in retrieve_all")


# ---------------------------------------------------------------------------------------------------------
# 08 (clean, less common) Largest known prime: a stale 2018 snippet, a live GIMPS report whose counters move.
# ---------------------------------------------------------------------------------------------------------
def gimps_report(generated: str, ago: str, ft_done: int, ft_prog: int, ft_left: int, dc_left: int, users: int, cpus: int, pflops: str) -> str:
    return f"""# GIMPS Milestones and Work Distribution Report

*Report generated {generated} UTC ({ago}). Statistics are refreshed continuously from the PrimeNet server.*

## Milestones

| Milestone | Date |
|---|---|
| All exponents below 68,904,251 verified (double-checked) | 2024-12-19 |
| All exponents below 121,300,000 tested at least once | 2024-12-30 |
| M136279841 proven prime (52nd Mersenne prime, 41,024,320 digits) | 2024-10-12 |
| Countdown to verifying M57885161 as the 48th Mersenne prime | done 2018-04 |
| Countdown to proving M74207281 is the 49th Mersenne prime | {dc_left:,} exponents left to double-check |

## Work distribution (exponents 121M – 140M)

| Status | Count |
|---|---|
| First-time PRP tests completed since 2024-10-21 | {ft_done:,} |
| First-time tests assigned, in progress | {ft_prog:,} |
| First-time tests available | {ft_left:,} |

## Activity (last 24 hours)

| | |
|---|---|
| Active users | {users:,} |
| Active computers | {cpus:,} |
| Throughput, 30-day average | {pflops} PFLOPS |

The most recent Mersenne prime, M136279841, was reported as a probable prime on 2024-10-11 and proven prime on 2024-10-12 (discoverer: Luke Durant). Announcement: 2024-10-21."""


def t08(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("largest known prime number", "how many Mersenne primes are known"), hits(
        ("https://www.mersenne.org/primes/press/M136279841.html", "GIMPS Discovers Largest Known Prime Number: 2^136,279,841-1",
         "The Great Internet Mersenne Prime Search (GIMPS) has discovered the largest known prime number, 2^136,279,841-1, having 41,024,320 decimal digits. Luke Durant, from San Jose, California, found the prime on October 12th.", "2024-10-21"),
        ("https://en.wikipedia.org/wiki/Largest_known_prime_number", "Largest known prime number - Wikipedia",
         "The largest known prime number is 2^136,279,841 − 1, a number which has 41,024,320 digits when written in base 10. It was found on October 12, 2024 ...", "2025-01-09"),
        ("https://www.sciencenews.org/article/largest-known-prime-number-51st-mersenne", "The 51st known Mersenne prime is the largest prime yet | Science News",
         "With 24,862,048 digits, 2^82,589,933 − 1 is the largest known prime ... 51 Mersenne primes are now known.", "2018-12-21"),
        ("https://t5k.org/largest.html", "The Largest Known Primes -- A Summary (The Prime Pages)",
         "... the largest known primes: 2^136279841-1 (41024320 digits, 2024) ... 2^82589933-1 (24862048 digits, 2018) ...", "2025-01-13"),
        ("https://www.mersenne.org/primes/", "List of Known Mersenne Prime Numbers - PrimeNet",
         "There are 52 known Mersenne primes ... #52 M136279841 ...", "2025-01-14"),
    )))
    turns.append((extract("https://www.mersenne.org/primes/press/M136279841.html", "Who found the largest known prime, when, with what hardware, and how many digits"), """# GIMPS Discovers Largest Known Prime Number: 2^136,279,841-1

*Great Internet Mersenne Prime Search · press release · October 21, 2024*

The Great Internet Mersenne Prime Search (GIMPS) has discovered the largest known prime number, 2^136,279,841-1, having 41,024,320 decimal digits. Luke Durant, from San Jose, California, found the prime on October 12th.

The new prime number, also known as M136279841, is calculated by multiplying together 136,279,841 twos, and then subtracting 1. It is over 16 million digits larger than the previous record prime number, in a special class of extremely rare prime numbers known as Mersenne primes. It is only the 52nd known Mersenne prime ever discovered, each increasingly more difficult to find.

## A GPU-powered discovery

This is the first Mersenne prime discovered using GPUs. The previous record, M82589933, found in December 2018 by Patrick Laroche, ended a streak of discoveries by ordinary CPUs.

On October 11th, an NVIDIA A100 GPU in Dublin, Ireland, reported that M136279841 is probably prime. On October 12th, an NVIDIA H100 in San Antonio, Texas, USA, confirmed primality with a Lucas-Lehmer test. The new prime was then verified by several independent programs on different hardware.

Luke Durant, a 36-year-old researcher, built a "cloud supercomputer" spanning 24 datacenter regions over 17 countries. After nearly a year of testing, Luke finally struck pay dirt.

## Verification and credit

GIMPS will award a $3,000 research discovery award to Luke Durant. Luke has chosen to donate the award to the Alabama School of Mathematics and Science.

## About Mersenne primes

Mersenne primes are of the form 2^P-1, where P itself is prime. The number of digits of 2^P-1 is floor(P·log10(2)) + 1 = 41,024,320 for P = 136,279,841.

The GIMPS project has found the last 18 Mersenne primes. Anyone with a reasonably powerful PC can join GIMPS and become a big prime hunter."""))
    turns.append(m.add(largest_prime="2^136,279,841 − 1 (M136279841), 41,024,320 digits; probable-prime report 2024-10-11 (A100, Dublin), confirmed 2024-10-12 (H100, San Antonio); found by Luke Durant; announced 2024-10-21",
                       mersenne_count="51 known (Science News snippet, 2018) — stale, recheck"))
    turns.append((extract("https://www.mersenne.org/report_milestones/", "Current GIMPS milestone status and how much of the search range is done"),
                  gimps_report("2025-01-15 10:41", "5 minutes ago", 38214, 11482, 52907, 1266, 5237, 18903, "4.21")))
    turns.append((search("list of Mersenne primes 52nd M136279841 rank provisional"), hits(
        ("https://en.wikipedia.org/wiki/List_of_Mersenne_primes_and_perfect_numbers", "List of Mersenne primes and perfect numbers - Wikipedia",
         "As of 2025, 52 Mersenne primes are known. ... It is not known whether any undiscovered Mersenne primes exist between the 48th (M57885161) and the 52nd (M136279841) on this list.", "2025-01-04"),
        ("https://www.mersenne.org/primes/", "List of Known Mersenne Prime Numbers - PrimeNet",
         "#52 · 136279841 · 41,024,320 digits · 2024 · Luke Durant · GIMPS", "2025-01-14"),
        ("https://oeis.org/A000043", "A000043 - OEIS",
         "Mersenne exponents: primes p such that 2^p - 1 is prime. 2, 3, 5, 7, 13, 17, 19, 31, 61, 89, 107, 127, 521, 607, 1279, ...", "2024-10-22"),
    )))
    turns.append((extract("https://en.wikipedia.org/wiki/List_of_Mersenne_primes_and_perfect_numbers", "Number of known Mersenne primes and the last rows of the table"), """# List of Mersenne primes and perfect numbers

Mersenne primes and perfect numbers are two deeply interlinked types of natural numbers in number theory. ... As of 2025, **52 Mersenne primes are known**, and the largest known prime number is the Mersenne prime 2^136,279,841 − 1.

## List (last rows; table truncated by extractor — rows 1–45 omitted)

| Rank | p | Mp digits | Discovered | Discoverer | Method |
|---|---|---|---|---|---|
| 46 | 42,643,801 | 12,837,064 | 2009-04-12 | Odd M. Strindmo | LLT / Prime95 on PC |
| 47 | 43,112,609 | 12,978,189 | 2008-08-23 | Edson Smith | LLT / Prime95 on PC |
| 48 | 57,885,161 | 17,425,170 | 2013-01-25 | Curtis Cooper | LLT / Prime95 on PC |
| 49* | 74,207,281 | 22,338,618 | 2015-09-17 | Curtis Cooper | LLT / Prime95 on PC |
| 50* | 77,232,917 | 23,249,425 | 2017-12-26 | Jonathan Pace | LLT / Prime95 on PC |
| 51* | 82,589,933 | 24,862,048 | 2018-12-07 | Patrick Laroche | LLT / Prime95 on PC |
| 52* | 136,279,841 | 41,024,320 | 2024-10-12 | Luke Durant | PRP / PRPLL on GPU, LLT verification |

\\* It is not known whether any undiscovered Mersenne primes exist between the 48th (M57885161) and the 52nd (M136279841) on this list; the ranking is therefore provisional.

Note: the dates are those on which the primality was confirmed; rows 46 and 47 appear out of numeric order of discovery because ranks are by size, not by date."""))
    turns.append(m.update(mersenne_count="52 known as of Jan 2025 (Wikipedia list; GIMPS). Ranks 49–52 are provisional (not all exponents between M57885161 and M136279841 checked)"))
    turns.append((extract("https://www.mersenne.org/report_milestones/", "Re-check: is the search range below M136279841 fully verified yet?"),
                  gimps_report("2025-01-15 11:02", "1 minute ago", 38261, 11498, 52844, 1263, 5241, 18911, "4.21")))
    turns.append(m.retrieve_all())
    rs.add(task="search", tid="h19-search-08", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What is the largest known prime number, who found it and when, how many digits does it have, and how many Mersenne primes are known?\nSession date: 2025-01-15")


# ---------------------------------------------------------------------------------------------------------
# 09 (bad, mainstream) Artemis II: a memory key added at turn 3 is reported missing at turn 6.
# ---------------------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("Artemis II launch date target", "Artemis II crew members"), hits(
        ("https://www.nasa.gov/mission/artemis-ii/", "Artemis II - NASA",
         "Artemis II will be NASA's first mission with crew aboard the SLS rocket and Orion spacecraft ... no later than April 2026 ...", "2025-02-26"),
        ("https://www.nasa.gov/news-release/nasa-shares-progress-toward-early-artemis-moon-missions-with-crew/", "NASA Shares Progress Toward Early Artemis Moon Missions with Crew - NASA",
         "NASA is now targeting April 2026 for Artemis II and mid-2027 for Artemis III ...", "2024-12-05"),
        ("https://www.asc-csa.gc.ca/eng/astronauts/canadian/active/bio-jeremy-hansen.asp", "Jeremy Hansen - Canadian Space Agency",
         "Jeremy Hansen was selected to fly on Artemis II, the first crewed mission to the Moon since 1972 ...", "2024-10-03"),
        ("https://en.wikipedia.org/wiki/Artemis_II", "Artemis II - Wikipedia",
         "Artemis II is a planned Moon mission ... Crew: Reid Wiseman, Victor Glover, Christina Koch, Jeremy Hansen ...", "2025-03-10"),
        ("https://www.reuters.com/science/nasa-delays-artemis-moon-missions-again-2024-12-05/", "NASA delays Artemis moon missions again over Orion heat shield | Reuters",
         "NASA on Thursday pushed back its next two Artemis missions ... crewed lunar flyby to April 2026 ...", "2024-12-05"),
    )))
    turns.append((extract("https://www.nasa.gov/mission/artemis-ii/", "Target launch date and the four crew members with their roles"), """# Artemis II

*NASA · Missions · page updated February 26, 2025*

## Mission overview

Artemis II will be NASA's first mission with crew aboard the Space Launch System (SLS) rocket and Orion spacecraft, and will confirm all of the spacecraft's systems operate as designed with crew aboard in the actual environment of deep space. The approximately 10-day flight will send four astronauts around the Moon on a free-return trajectory and back to Earth.

**Launch:** targeted for no later than April 2026, from Launch Complex 39B at NASA's Kennedy Space Center in Florida.

## Crew

| Name | Role | Agency |
|---|---|---|
| Reid Wiseman | Commander | NASA |
| Victor Glover | Pilot | NASA |
| Christina Koch | Mission Specialist | NASA |
| Jeremy Hansen | Mission Specialist | CSA (Canadian Space Agency) |

The crew was announced on April 3, 2023 at Ellington Field in Houston. Hansen will be the first Canadian to fly to the Moon; Koch the first woman and Glover the first person of colour on a lunar mission.

## Mission profile (planned)

1. Launch on SLS Block 1 from LC-39B.
2. About two orbits of Earth, including a high Earth orbit of roughly 24 hours with a proximity-operations demonstration using the spent interim cryogenic propulsion stage.
3. Translunar injection by Orion's European Service Module.
4. Lunar flyby about 6,400 miles (10,300 km) beyond the far side of the Moon.
5. Return and splashdown in the Pacific Ocean off San Diego.

## Status

Orion's crew module and European Service Module were joined in 2023; stacking of the SLS boosters began at Kennedy's Vehicle Assembly Building in late 2024. The core stage arrived at Kennedy in July 2024."""))
    turns.append(m.add(artemis2_crew="Reid Wiseman (CDR, NASA), Victor Glover (PLT, NASA), Christina Koch (MS, NASA), Jeremy Hansen (MS, CSA); announced 2023-04-03",
                       artemis2_target="no later than April 2026 (NASA mission page, updated 2025-02-26; set by Dec 5 2024 announcement)"))
    turns.append((extract("https://www.nasa.gov/news-release/nasa-shares-progress-toward-early-artemis-moon-missions-with-crew/", "Why Artemis II was delayed and what the new targets are"), """# NASA Shares Progress Toward Early Artemis Moon Missions with Crew

*NASA News Release 24-172 · December 5, 2024*

NASA leadership on Thursday shared the agency's approach to address the Artemis I Orion heat shield issue, and is now targeting April 2026 for Artemis II, the first crewed Artemis mission, and mid-2027 for Artemis III, the first crewed lunar landing.

"The Artemis campaign is the most daring, technically challenging, collaborative international endeavour humanity has ever set out to do," said NASA Administrator Bill Nelson. "We are making great progress on Artemis, and to ensure success, we are taking the time to get this right."

## Heat shield investigation

During Artemis I, engineers observed char loss and cracking on Orion's heat shield during the skip-entry return. An independent review team found that gases generated inside the Avcoat ablative material were not vented as expected, causing pressure build-up and cracking.

For Artemis II, NASA will keep the existing heat shield on the Orion spacecraft and modify the entry trajectory to reduce the time Orion spends in the temperature range where the phenomenon occurred. The agency will fly a modified skip entry with a shorter distance between entry interface and splashdown.

## Schedule

| Mission | Previous target | New target |
|---|---|---|
| Artemis II | September 2025 | April 2026 |
| Artemis III | September 2026 | mid-2027 |

Artemis IV remains targeted for 2028."""))
    turns.append((search("Jeremy Hansen Artemis II Canadian Space Agency role"), hits(
        ("https://www.asc-csa.gc.ca/eng/astronauts/canadian/active/bio-jeremy-hansen.asp", "Jeremy Hansen - Canadian Space Agency",
         "Colonel Jeremy Hansen ... Mission Specialist on Artemis II ... born in London, Ontario, in 1976 ...", "2024-10-03"),
        ("https://www.asc-csa.gc.ca/eng/astronomy/moon-exploration/artemis-ii.asp", "Artemis II: Canada's first astronaut to the Moon - CSA",
         "Canada's participation in Artemis II is a result of the Gateway Treaty signed in 2020 ...", "2025-01-21"),
        ("https://www.cbc.ca/news/science/jeremy-hansen-artemis-moon-1.6799041", "Canadian Jeremy Hansen named to Artemis II moon mission | CBC News",
         "Hansen, 47, a former CF-18 fighter pilot, will be the first Canadian to travel to the moon ...", "2023-04-03"),
    )))
    turns.append(m.retrieve("artemis2_target", override={"text": "Key not found: artemis2_target"}))
    turns.append((extract("https://www.asc-csa.gc.ca/eng/astronomy/moon-exploration/artemis-ii.asp", "Hansen's role on Artemis II and Canada's contribution"), """# Artemis II: Canada's first astronaut to the Moon

*Canadian Space Agency · Date modified: 2025-01-21*

## Evidence

- "CSA astronaut Jeremy Hansen will be a mission specialist on Artemis II, the first crewed mission to the Moon since Apollo 17 in 1972. He will be the first non-American ever to travel to the vicinity of the Moon."
- "Canada secured its seat on Artemis II as a result of the Gateway Treaty signed in December 2020, in exchange for providing Canadarm3, the smart robotic system for the Lunar Gateway."
- "The mission is currently targeted for no later than April 2026 and will last about 10 days."
- "Hansen, a colonel in the Royal Canadian Air Force and former CF-18 fighter pilot, joined the CSA in 2009. Artemis II will be his first spaceflight."

## Summary

Hansen flies as a mission specialist alongside NASA astronauts Reid Wiseman (commander), Victor Glover (pilot) and Christina Koch (mission specialist). Canada's seat stems from the 2020 Gateway Treaty and Canada's Canadarm3 contribution. The CSA gives the same April 2026 target as NASA."""))
    turns.append(m.add(artemis3_target="mid-2027 (NASA release 24-172, 2024-12-05); Artemis IV 2028"))
    rs.add(task="search", tid="h19-search-09", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What is NASA's current target for the Artemis II launch, why did it slip, and who are the four crew members?\nSession date: 2025-03-12",
           bad=True, turn=6, kind="memory retrieve says 'Key not found: artemis2_target' although the key was added at turn 3 and never removed")


# ---------------------------------------------------------------------------------------------------------
# 10 (clean, mainstream) US measles 2025: an archived snapshot vs the live page a week later, state vs national.
# ---------------------------------------------------------------------------------------------------------
CDC_URL = "https://www.cdc.gov/measles/data-research/index.html"


def cdc_measles(asof: str, updated: str, cases: int, juris: int, juris_list: str, ages: list[tuple[int, int]],
                hosp: int, hosp_pct: int, outbreaks: int, ob_cases: int, unvax: int) -> str:
    (u5, p1), (u19, p2), (a20, p3), (unk, p4) = ages
    return f"""# Measles Cases and Outbreaks

*Centers for Disease Control and Prevention · Updated {updated}*

## Measles cases in 2025

As of {asof}, a total of **{cases} confirmed\\* measles cases** were reported by **{juris} jurisdictions**: {juris_list}.

There have been {outbreaks} outbreaks (defined as 3 or more related cases) reported in 2025, and {round(100 * ob_cases / cases)}% of confirmed cases ({ob_cases} of {cases}) are outbreak-associated. For comparison, 16 outbreaks were reported during 2024 and 69% of cases (198 of 285) were outbreak-associated.

### Age

| Age group | Cases | % |
|---|---|---|
| Under 5 years | {u5} | {p1}% |
| 5–19 years | {u19} | {p2}% |
| 20+ years | {a20} | {p3}% |
| Age unknown | {unk} | {p4}% |

### Vaccination status

{unvax}% of cases were unvaccinated or had unknown vaccination status; 2% had one MMR dose and 1% two MMR doses.

### Hospitalizations

{hosp_pct}% of cases were hospitalized ({hosp} of {cases}).

### Deaths

There have been **3 confirmed deaths** from measles in 2025 (two school-aged children in Texas, one adult in New Mexico).

\\*Count includes cases confirmed by jurisdictions and reported to CDC. Data are preliminary and subject to change. CDC updates these data every week."""


JURIS_24 = ("Alaska, California, Colorado, Florida, Georgia, Hawaii, Indiana, Kansas, Kentucky, Maryland, Michigan, Minnesota, "
            "New Jersey, New Mexico, New York City, New York State, Ohio, Oklahoma, Pennsylvania, Rhode Island, Tennessee, Texas, Vermont, and Washington")
JURIS_25 = ("Alaska, Arkansas, California, Colorado, Florida, Georgia, Hawaii, Indiana, Kansas, Kentucky, Maryland, Michigan, Minnesota, "
            "New Jersey, New Mexico, New York City, New York State, Ohio, Oklahoma, Pennsylvania, Rhode Island, Tennessee, Texas, Vermont, and Washington")


def t10(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("US measles cases 2025 CDC total", "measles deaths 2025 United States"), hits(
        (CDC_URL, "Measles Cases and Outbreaks | Measles (Rubeola) | CDC",
         "As of April 10, 2025, a total of 712 confirmed measles cases were reported by 24 jurisdictions ...", "2025-04-11"),
        ("https://www.dshs.texas.gov/news-alerts/measles-outbreak-2025", "Measles Outbreak – April 15, 2025 | Texas DSHS",
         "Since late January, Texas has identified 597 cases in the South Plains and Panhandle regions ... two deaths ...", "2025-04-15"),
        ("https://apnews.com/article/measles-cases-cdc-800-texas-outbreak", "US measles cases top 800 as Texas outbreak continues to grow | AP News",
         "The number of measles cases in the U.S. has surpassed 800, federal health officials said Friday ...", "2025-04-18"),
        ("https://www.who.int/emergencies/disease-outbreak-news/item/2025-DON561", "Measles - Region of the Americas | WHO Disease Outbreak News",
         "Between 1 January and 4 April 2025, 2,614 confirmed measles cases including 3 deaths were reported in the Americas region ...", "2025-04-09"),
        ("https://web.archive.org/web/20250411161205/https://www.cdc.gov/measles/data-research/index.html", "Measles Cases and Outbreaks | CDC (archived 11 Apr 2025)",
         "Wayback Machine capture of CDC measles page, 11 April 2025 16:12:05 ...", "2025-04-11"),
    )))
    turns.append((extract("https://web.archive.org/web/20250411161205/https://www.cdc.gov/measles/data-research/index.html", "Case count, jurisdictions and deaths on the CDC page"),
                  "> Wayback Machine — capture of 11 Apr 2025 16:12:05 UTC\n\n" + cdc_measles(
                      "April 10, 2025", "April 11, 2025", 712, 24, JURIS_24, [(223, 31), (272, 38), (206, 29), (11, 2)], 78, 11, 7, 662, 97)))
    turns.append(m.add(us_cases_2025="712 confirmed, 24 jurisdictions, as of 2025-04-10 (CDC, via Wayback capture of 2025-04-11)",
                       us_deaths_2025="3 (2 children in Texas, 1 adult in New Mexico)"))
    turns.append((extract(CDC_URL, "Latest case count, jurisdictions and deaths"), cdc_measles(
        "April 17, 2025", "April 18, 2025", 800, 25, JURIS_25, [(253, 32), (305, 38), (231, 29), (11, 1)], 85, 11, 8, 743, 96)))
    turns.append(m.update(us_cases_2025="800 confirmed, 25 jurisdictions (Arkansas added), as of 2025-04-17 (live CDC page, updated 2025-04-18). Previous week: 712 / 24"))
    turns.append((extract("https://www.dshs.texas.gov/news-alerts/measles-outbreak-2025", "Texas case count, hospitalizations and deaths"), """# Measles Outbreak – April 15, 2025

*Texas Department of State Health Services · Updated Tuesday and Friday by noon Central*

Since late January, Texas has identified **597 cases** of measles in the South Plains and Panhandle regions. There are 36 new cases since the last update on Friday, April 11. Due to the highly contagious nature of this disease, additional cases are likely to occur in the outbreak area and the surrounding communities.

| | |
|---|---|
| Cases | 597 |
| Hospitalized over the course of the outbreak | 62 |
| Deaths | 2 |
| Counties with cases | 25 |

## Cases by county (counties with 10+ cases)

| County | Cases |
|---|---|
| Gaines | 371 |
| Terry | 56 |
| Dawson | 24 |
| Lubbock | 44 |
| Yoakum | 20 |
| Lynn | 13 |

## Age

| Age group | Cases |
|---|---|
| 0–4 | 197 |
| 5–17 | 235 |
| 18+ | 146 |
| Pending | 19 |

Both deaths were school-aged children who were not vaccinated and had no known underlying conditions. Outbreak-associated cases in other states (New Mexico, Oklahoma, Kansas) are counted by those states, not here."""))
    turns.append(m.add(tx_cases="597 as of 2025-04-15 (Texas DSHS; state count, part of the CDC national total), 62 hospitalized, 2 deaths"))
    turns.append((extract("https://apnews.com/article/measles-cases-cdc-800-texas-outbreak", "What AP reports about the national total"), """# US measles cases top 800 as Texas outbreak continues to grow

*AP News · By Devi Shastri · Updated 2:31 PM CDT, April 18, 2025*

The number of measles cases in the U.S. has surpassed 800, federal health officials said Friday, as the outbreak in West Texas keeps growing.

The Centers for Disease Control and Prevention reported 800 confirmed cases in 25 jurisdictions as of Thursday, up from 712 a week earlier. Arkansas became the latest state to report a case this week.

Texas reported 597 cases on Tuesday; New Mexico has 63 and Oklahoma 13 cases connected to the outbreak, officials in those states said.

Three people have died: two unvaccinated children in Texas and an unvaccinated adult in New Mexico.

Measles was declared eliminated from the U.S. in 2000. The country had 285 cases in all of 2024.

"The best way to protect yourself from measles is to get the MMR vaccine," the CDC says on its website. Two doses of the vaccine are 97% effective at preventing measles."""))
    turns.append(m.retrieve_all())
    rs.add(task="search", tid="h19-search-10", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: How many measles cases has the US reported in 2025 so far, in how many jurisdictions, and how many people have died?\nSession date: 2025-04-18")


# ---------------------------------------------------------------------------------------------------------
# 11 (clean, less common) Zenodo dataset versions: version vs concept DOIs, sizes in three formats, counters.
# ---------------------------------------------------------------------------------------------------------
GLSWT_FILES = [("glswt_v3_daily_1995-2020.nc", 3_987_213_056), ("glswt_v3_monthly_1995-2020.nc", 198_441_984),
               ("lakes_metadata_v3.csv", 27_922_176), ("README_v3.md", 18_230)]
GLSWT_TOTAL = sum(b for _, b in GLSWT_FILES)


def human(b: int) -> str:
    for unit, f in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if b >= f:
            return f"{b / f:.1f} {unit}"
    return f"{b} Bytes"


def glswt_v3(views: int, downloads: int, all_views: int, all_downloads: int) -> str:
    files = "\n".join(f"| {n} | {human(b)} | md5:{h} |" for (n, b), h in zip(GLSWT_FILES, (
        "3b1f0c9e2a7d44e1b6c85f0a9d21e7c4", "c07e5d2f91a84b3e8f6d0a1b2c3d4e5f", "9a8b7c6d5e4f30211234abcd5678ef90", "5d41402abc4b2a76b9719d911017c592")))
    return f"""# GLSWT: Global Lake Surface Water Temperature 1995–2020

*Zenodo · Published December 19, 2024 | Version v3*

**Dataset** · Open

Solheim, Ingrid (Norwegian Institute for Water Research) · Herrera, Tomás (Universidad de Concepción) · Zhou, Mei Lin (Nanjing Institute of Geography and Limnology)

Daily and monthly lake surface water temperature (LSWT) for 2,104 lakes worldwide, gap-filled from ATSR-2, AATSR, MODIS and SLSTR retrievals, 1995–2020. Version 3 adds 387 lakes, corrects the Caspian Sea land mask and adds per-pixel uncertainty.

## Details

| | |
|---|---|
| DOI | 10.5281/zenodo.14523987 |
| Concept DOI (all versions) | 10.5281/zenodo.7719302 — resolves to the latest version |
| Resource type | Dataset |
| Publisher | Zenodo |
| License | Creative Commons Attribution 4.0 International (CC BY 4.0) |
| Funding | European Space Agency, Climate Change Initiative (CCI Lakes), 4000125030/18/I-NB |

## Files (4.2 GB)

| Name | Size | Checksum |
|---|---|---|
{files}

## Versions (3)

| Version | Published | DOI |
|---|---|---|
| v3 | Dec 19, 2024 | 10.5281/zenodo.14523987 |
| v2 | Oct 24, 2023 | 10.5281/zenodo.10031577 |
| v1 | Mar 14, 2023 | 10.5281/zenodo.7719303 |

## Statistics

| | This version | All versions |
|---|---|---|
| Views | {views:,} | {all_views:,} |
| Downloads | {downloads:,} | {all_downloads:,} |

*More info on how stats are collected.*

## Citation

Solheim, I., Herrera, T., & Zhou, M. L. (2024). GLSWT: Global Lake Surface Water Temperature 1995–2020 (v3) [Data set]. Zenodo. https://doi.org/10.5281/zenodo.14523987"""


def t11(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("GLSWT Global Lake Surface Water Temperature 1995-2020 Zenodo", "GLSWT dataset DOI latest version"), hits(
        ("https://zenodo.org/records/10031577", "GLSWT: Global Lake Surface Water Temperature 1995–2020 - Zenodo",
         "Published October 24, 2023 | Version v2 · Daily and monthly lake surface water temperature for 1,717 lakes ...", "2023-10-24"),
        ("https://zenodo.org/records/14523987", "GLSWT: Global Lake Surface Water Temperature 1995–2020 - Zenodo",
         "Published December 19, 2024 | Version v3 · ... for 2,104 lakes worldwide ... Version 3 adds 387 lakes ...", "2024-12-19"),
        ("https://doi.org/10.5281/zenodo.7719302", "GLSWT (all versions) - Zenodo",
         "Concept DOI representing all versions of the GLSWT dataset ...", "2023-03-14"),
        ("https://www.nature.com/articles/s41597-024-03318-7", "A gap-filled global lake surface water temperature record, 1995–2020 | Scientific Data",
         "We present GLSWT, daily LSWT for 1,717 lakes ... Data are available on Zenodo (https://doi.org/10.5281/zenodo.10031577) ...", "2024-05-08"),
    )))
    turns.append((extract("https://zenodo.org/records/14523987", "Latest version, DOI, licence and total file size"), glswt_v3(2418, 611, 5902, 1340)))
    turns.append(m.add(glswt_latest="v3, published 2024-12-19, DOI 10.5281/zenodo.14523987",
                       glswt_concept_doi="10.5281/zenodo.7719302 (all versions; resolves to latest)",
                       glswt_license="CC BY 4.0",
                       glswt_size="4.2 GB (Zenodo display, 4 files)"))
    turns.append((extract("https://zenodo.org/records/10031577", "How v2 differs (lake count, files) and whether Zenodo flags a newer version"), """# GLSWT: Global Lake Surface Water Temperature 1995–2020

> **There is a newer version of the record available.** View the latest version (v3).

*Zenodo · Published October 24, 2023 | Version v2*

**Dataset** · Open

Solheim, Ingrid · Herrera, Tomás · Zhou, Mei Lin

Daily and monthly lake surface water temperature (LSWT) for 1,717 lakes worldwide, gap-filled from ATSR-2, AATSR, MODIS and SLSTR retrievals, 1995–2020. Version 2 fixes the time axis of the monthly file (mid-month stamps) and adds lake metadata.

## Details

| | |
|---|---|
| DOI | 10.5281/zenodo.10031577 |
| Concept DOI (all versions) | 10.5281/zenodo.7719302 |
| License | Creative Commons Attribution 4.0 International (CC BY 4.0) |

## Files (3.3 GB)

| Name | Size |
|---|---|
| glswt_v2_daily_1995-2020.nc | 3.1 GB |
| glswt_v2_monthly_1995-2020.nc | 162.0 MB |
| lakes_metadata_v2.csv | 22.8 MB |

## Versions (3)

| Version | Published | DOI |
|---|---|---|
| v3 | Dec 19, 2024 | 10.5281/zenodo.14523987 |
| v2 | Oct 24, 2023 | 10.5281/zenodo.10031577 |
| v1 | Mar 14, 2023 | 10.5281/zenodo.7719303 |

## Statistics

| | This version | All versions |
|---|---|---|
| Views | 2,077 | 5,903 |
| Downloads | 503 | 1,340 |"""))
    turns.append((extract("https://api.datacite.org/dois/10.5281/zenodo.14523987", "Registered size, dates and relations in the DataCite metadata"), f"""```json
{{
  "data": {{
    "id": "10.5281/zenodo.14523987",
    "type": "dois",
    "attributes": {{
      "doi": "10.5281/zenodo.14523987",
      "titles": [{{"title": "GLSWT: Global Lake Surface Water Temperature 1995–2020"}}],
      "publisher": "Zenodo",
      "publicationYear": 2024,
      "version": "v3",
      "sizes": ["{GLSWT_TOTAL} Bytes"],
      "formats": ["application/x-netcdf", "text/csv", "text/markdown"],
      "rightsList": [{{"rights": "Creative Commons Attribution 4.0 International", "rightsIdentifier": "cc-by-4.0"}}],
      "relatedIdentifiers": [
        {{"relationType": "IsVersionOf", "relatedIdentifier": "10.5281/zenodo.7719302", "relatedIdentifierType": "DOI"}},
        {{"relationType": "IsSupplementTo", "relatedIdentifier": "10.1038/s41597-024-03318-7", "relatedIdentifierType": "DOI"}}
      ],
      "dates": [{{"date": "2024-12-19", "dateType": "Issued"}}],
      "registered": "2024-12-19T13:05:22Z",
      "updated": "2025-03-02T08:41:10Z",
      "viewCount": 0,
      "downloadCount": 0,
      "citationCount": 2
    }}
  }}
}}
```"""))
    turns.append(m.update(glswt_size=f"{GLSWT_TOTAL:,} bytes = {GLSWT_TOTAL / 1e9:.2f} GB (decimal) = {GLSWT_TOTAL / 2**30:.2f} GiB; Zenodo rounds to 4.2 GB"))
    turns.append((extract("https://zenodo.org/records/14523987", "Recommended citation text for v3"), glswt_v3(2421, 611, 5906, 1340)))
    turns.append(m.retrieve_all())
    rs.add(task="search", tid="h19-search-11", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: For the Zenodo dataset 'GLSWT: Global Lake Surface Water Temperature 1995–2020', what is the latest version, its DOI, licence and total size, and how does the concept DOI differ from the version DOI?\nSession date: 2025-05-27")


# ---------------------------------------------------------------------------------------------------------
# 12 (bad, less common) CRAN package 'collapse': the same version's Published date moves months earlier.
# ---------------------------------------------------------------------------------------------------------
CRAN_COLLAPSE = "https://cran.r-project.org/package=collapse"


def cran_collapse(published: str) -> str:
    return f"""# collapse: Advanced and Fast Data Transformation

A C/C++ based package for advanced data transformation and statistical computing in 'R' that is extremely fast, class-agnostic, robust, and programmer friendly. Core functionality includes a rich set of S3 generic grouped and weighted statistical functions for vectors, matrices and data frames, which provide efficient low-level vectorizations, OpenMP multithreading, and skip missing values by default. These are integrated with fast grouping and ordering algorithms (also callable from C), and efficient data manipulation functions. The package also provides a flexible and rigorous approach to time series and panel data in 'R', fast functions for data transformation and common statistical procedures, detailed (grouped, weighted) summary statistics, powerful tools to work with nested data, fast data object conversions, functions for memory efficient R programming, and helpers to effectively deal with variable labels, attributes, and missing data. It seamlessly supports base R objects/classes as well as 'units', 'integer64', 'xts'/'zoo', 'tibble', 'grouped_df', 'data.table', 'sf', and 'pseries'/'pdata.frame'.

| | |
|---|---|
| Version: | 2.1.1 |
| Depends: | R (≥ 3.4.0) |
| Imports: | Rcpp (≥ 1.0.1) |
| LinkingTo: | Rcpp |
| Suggests: | fastverse, data.table, magrittr, kit, xts, zoo, plm, fixest, vars, RcppArmadillo, RcppEigen, dplyr, ggplot2, scales, microbenchmark, testthat, covr, knitr, rmarkdown, withr, bit64 |
| Published: | {published} |
| DOI: | 10.32614/CRAN.package.collapse |
| Author: | Sebastian Krantz [aut, cre], Matt Dowle [ctb], Arun Srinivasan [ctb], Morgan Jacob [ctb], Dirk Eddelbuettel [ctb], Laurent Berge [ctb], Kevin Tappe [ctb], R Core Team and contributors worldwide [ctb], Martyn Plummer [cph], 1024 Cores [cph] |
| Maintainer: | Sebastian Krantz <sebastian.krantz at graduateinstitute.ch> |
| BugReports: | https://github.com/SebKrantz/collapse/issues |
| License: | GPL-2 \\| GPL-3 \\| file LICENSE |
| URL: | https://sebkrantz.github.io/collapse/, https://github.com/SebKrantz/collapse |
| NeedsCompilation: | yes |
| Citation: | collapse citation info |
| Materials: | README, NEWS |
| In views: | Econometrics, HighPerformanceComputing, TimeSeries |
| CRAN checks: | collapse results |

## Documentation
- Reference manual: collapse.pdf
- Vignettes: collapse and dplyr; collapse and data.table; collapse and plm; collapse and sf; collapse for tidyverse users

## Downloads
| | |
|---|---|
| Package source: | collapse_2.1.1.tar.gz |
| Windows binaries: | r-devel: collapse_2.1.1.zip, r-release: collapse_2.1.1.zip, r-oldrel: collapse_2.1.1.zip |
| macOS binaries: | r-release (arm64): collapse_2.1.1.tgz, r-oldrel (arm64): collapse_2.1.1.tgz, r-release (x86_64): collapse_2.1.1.tgz |
| Old sources: | collapse archive |

## Reverse dependencies
| | |
|---|---|
| Reverse imports: | APCalign, bayesplay, cheapr, DRDID, dreamerr, fastverse, fixes, GGally, hdpGLM, leaflegend, MSCMT, pdynmc, PNADCperiods, rsparse, sfnetworks, tidyfit, wfe, ... (58 in total) |
| Reverse suggests: | data.table, fastplyr, fixest, kit, modelsummary, panelr, plm, tidytable, ... (23 in total) |

Please use the canonical form https://CRAN.R-project.org/package=collapse to link to this page."""


def t12(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("collapse R package CRAN version", "collapse 2.1.1 CRAN published"), hits(
        (CRAN_COLLAPSE, "CRAN: Package collapse",
         "collapse: Advanced and Fast Data Transformation. A C/C++ based package ... Version: 2.1.1 Depends: R (≥ 3.4.0) Published: 2025-03-11", "2025-03-11"),
        ("https://sebkrantz.github.io/collapse/", "Advanced and Fast Data Transformation • collapse",
         "collapse is a large C/C++-based package for data transformation and statistical computing in R ...", "2025-03-10"),
        ("https://github.com/SebKrantz/collapse/releases", "Releases · SebKrantz/collapse · GitHub",
         "collapse 2.1.1 · SebKrantz released this Mar 10 · ...", "2025-03-10"),
        ("https://cran.r-project.org/web/packages/collapse/news/news.html", "NEWS - collapse",
         "collapse 2.1.1 ... collapse 2.1.0 ... collapse 2.0.19 ...", "2025-03-11"),
        ("https://www.r-bloggers.com/2025/02/collapse-2-1-0-released/", "collapse 2.1.0 released | R-bloggers",
         "collapse 2.1.0 ... brings a new fslice() ... and improved join() verbosity ...", "2025-02-20"),
    )))
    turns.append((extract(CRAN_COLLAPSE, "Current version, publication date and R requirement"), cran_collapse("2025-03-11")))
    turns.append(m.add(collapse_version="2.1.1", collapse_published="2025-03-11 (CRAN package page)", collapse_depends="R >= 3.4.0; Imports Rcpp >= 1.0.1"))
    turns.append((extract("https://cran.r-project.org/web/packages/collapse/news/news.html", "What changed in 2.1.1 and 2.1.0"), """# NEWS — collapse

## collapse 2.1.1

- Fixed a bug in `fmatch()` when matching `integer64` vectors containing `NA` (#687).
- `join()` with `how = "full"` now preserves the key order of `x` when `sort = FALSE`.
- `fnth()` / `fmedian()` gained faster ties handling for the `ties = "q7"` option on large groups.
- Fixed a CRAN check NOTE about non-API entry points (`SETLENGTH`, `TRUELENGTH`) under R-devel.
- Minor documentation improvements.

## collapse 2.1.0

- New function `fslice()` / `fslicev()` to select rows by group (first, last, min, max) with optional `n` and ties.
- `join()` gained a `column` argument to add a match-indicator column, and verbose output now reports matching statistics in a more compact form.
- `pivot()` supports `how = "recast"` with multiple value columns.
- `qsu()` with `stable.algo = FALSE` is now multithreaded via OpenMP.
- Breaking: `fsum()` now returns `NA` for all-`NA` groups when `na.rm = FALSE` (previously 0 in some cases).

## collapse 2.0.19

- Fixed a regression in `rsplit()` with factors.
- Small performance improvements in `GRP()` for character vectors.

## collapse 2.0.18

- Compatibility with upcoming `data.table` 1.17.0."""))
    turns.append((search("SebKrantz collapse v2.1.1 GitHub release date"), hits(
        ("https://github.com/SebKrantz/collapse/releases/tag/v2.1.1", "Release collapse version 2.1.1 · SebKrantz/collapse · GitHub",
         "SebKrantz released this Mar 10 · 14 commits to master since this release · collapse 2.1.1 is a minor release fixing ...", "2025-03-10"),
        ("https://github.com/SebKrantz/collapse/releases/tag/v2.1.0", "Release collapse version 2.1.0 · SebKrantz/collapse · GitHub",
         "SebKrantz released this Feb 17 · collapse 2.1.0 introduces fslice() ...", "2025-02-17"),
        ("https://fosstodon.org/@sebkrantz/114140982271450101", "Sebastian Krantz on Fosstodon",
         "collapse 2.1.1 is on its way to CRAN ...", "2025-03-10"),
    )))
    turns.append((extract("https://github.com/SebKrantz/collapse/releases", "Release dates of v2.1.1 and v2.1.0 on GitHub"), """# Releases · SebKrantz/collapse

## collapse version 2.1.1  `Latest`
**SebKrantz** released this · Mar 10, 2025 · v2.1.1 · 3e7a9c4

collapse 2.1.1 is a minor release fixing a bug in `fmatch()` with `integer64` and a CRAN NOTE about non-API calls under R-devel. See NEWS for details.

Assets (2): Source code (zip) · Source code (tar.gz)

👍 12 · 🎉 5

---

## collapse version 2.1.0
**SebKrantz** released this · Feb 17, 2025 · v2.1.0 · b51d02e

collapse 2.1.0 introduces `fslice()`, an indicator `column` in `join()`, and multithreaded `qsu()`. It also contains one potentially breaking change to `fsum()` for all-NA groups. See NEWS.

Assets (2)

---

## collapse version 2.0.19
**SebKrantz** released this · Jan 8, 2025 · v2.0.19 · 9f0c6aa

Assets (2)

---

## collapse version 2.0.18
**SebKrantz** released this · Dec 7, 2024 · v2.0.18 · 41d7e2b

Assets (2)

Showing 4 of 61 releases · Next ›"""))
    turns.append((extract("https://cran.r-project.org/src/contrib/Archive/collapse/", "Archived versions of collapse and their dates"), """# Index of /src/contrib/Archive/collapse

| Name | Last modified | Size |
|---|---|---|
| Parent Directory | | - |
| collapse_2.0.14.tar.gz | 2024-05-19 21:40 | 1.4M |
| collapse_2.0.15.tar.gz | 2024-07-05 16:10 | 1.4M |
| collapse_2.0.16.tar.gz | 2024-08-21 10:20 | 1.4M |
| collapse_2.0.17.tar.gz | 2024-10-29 09:30 | 1.4M |
| collapse_2.0.18.tar.gz | 2024-12-08 17:00 | 1.4M |
| collapse_2.0.19.tar.gz | 2025-01-09 13:10 | 1.4M |
| collapse_2.1.0.tar.gz | 2025-02-18 11:50 | 1.5M |

Apache Server at cran.r-project.org Port 443"""))
    turns.append(m.add(collapse_changes_2_1_1="bugfix release: fmatch() integer64 NA fix, join(how='full') key order, faster fnth/fmedian ties, CRAN non-API NOTE fix; GitHub release 2025-03-10, CRAN 2025-03-11; previous 2.1.0 on CRAN 2025-02-18"))
    turns.append((extract(CRAN_COLLAPSE, "Double-check the R version requirement and the number of reverse imports"), cran_collapse("2024-11-02")))
    turns.append((extract("https://cran.r-project.org/web/checks/check_results_collapse.html", "CRAN check status for the current version"), """# CRAN Package Check Results for Package collapse

Last updated on 2025-04-02 09:49:17 CEST.

| Flavor | Version | Tinstall | Tcheck | Ttotal | Status | Flags |
|---|---|---|---|---|---|---|
| r-devel-linux-x86_64-debian-clang | 2.1.1 | 212.46 | 301.18 | 513.64 | OK | |
| r-devel-linux-x86_64-debian-gcc | 2.1.1 | 160.02 | 238.71 | 398.73 | OK | |
| r-devel-linux-x86_64-fedora-clang | 2.1.1 | | | 906.55 | OK | |
| r-devel-linux-x86_64-fedora-gcc | 2.1.1 | | | 891.20 | OK | |
| r-devel-windows-x86_64 | 2.1.1 | 268.00 | 412.00 | 680.00 | OK | |
| r-patched-linux-x86_64 | 2.1.1 | 198.40 | 289.63 | 488.03 | OK | |
| r-release-linux-x86_64 | 2.1.1 | 201.11 | 290.07 | 491.18 | OK | |
| r-release-macos-arm64 | 2.1.1 | | | 205.00 | OK | |
| r-release-macos-x86_64 | 2.1.1 | | | 498.00 | OK | |
| r-release-windows-x86_64 | 2.1.1 | 262.00 | 398.00 | 660.00 | OK | |
| r-oldrel-macos-arm64 | 2.1.1 | | | 214.00 | NOTE | |
| r-oldrel-windows-x86_64 | 2.1.1 | 270.00 | 405.00 | 675.00 | OK | |

### Check Details
Version: 2.1.1
Check: installed package size
Result: NOTE
  installed size is 14.2Mb
  sub-directories of 1Mb or more:
    R 1.1Mb
    doc 1.3Mb
    libs 11.2Mb
Flavor: r-oldrel-macos-arm64"""))
    turns.append(m.retrieve_all())
    rs.add(task="search", tid="h19-search-12", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What is the current CRAN version of the R package 'collapse', when was it published on CRAN, which R version does it require, and what changed in that release?\nSession date: 2025-04-02",
           bad=True, turn=9, kind="CRAN page for the same version 2.1.1 now says 'Published: 2024-11-02' instead of 2025-03-11 (earlier than its own GitHub release and than the archived 2.1.0)")


# ---------------------------------------------------------------------------------------------------------
# 13 (clean, mainstream) Bitcoin price: live quotes that move between calls, two aggregators that disagree.
# ---------------------------------------------------------------------------------------------------------
BTC_SUPPLY = 19_821_443


def coingecko_btc(time: str, ago: str, price: float, chg: float, low: float, high: float, vol: int) -> str:
    cap = price * BTC_SUPPLY
    return f"""# Bitcoin price today, BTC to USD live price, marketcap and chart | CoinGecko

*Prices updated {ago} · {time} UTC*

**Bitcoin (BTC)** · Rank #1

## ${price:,.2f}  {chg:+.1f}% (24h)

| | |
|---|---|
| 24h Range | ${low:,.2f} – ${high:,.2f} |
| Market Cap | ${cap:,.0f} |
| Fully Diluted Valuation | ${price * 21_000_000:,.0f} |
| 24 Hour Trading Vol | ${vol:,} |
| Circulating Supply | {BTC_SUPPLY:,} |
| Total Supply | {BTC_SUPPLY:,} |
| Max Supply | 21,000,000 |

## Historical price

| | |
|---|---|
| All-Time High | $108,786.00 (Jan 20, 2025) |
| All-Time Low | $67.81 (Jul 06, 2013) |
| 7d Range | $97,795.52 – $106,281.15 |

BTC is {100 * (1 - price / 108786):.1f}% below its all-time high.

*Price data aggregated from 1,100+ exchanges, volume-weighted; the rank and market cap use the self-reported circulating supply.*"""


def t13(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("bitcoin price now USD", "bitcoin all time high 2025"), hits(
        ("https://www.coingecko.com/en/coins/bitcoin", "Bitcoin price today, BTC to USD live price, marketcap and chart | CoinGecko",
         "The price of Bitcoin (BTC) is $102,318.40 today with a 24-hour trading volume of $51,902,114,220 ...", "2025-01-29"),
        ("https://coinmarketcap.com/currencies/bitcoin/", "Bitcoin price today, BTC to USD live price, marketcap and chart | CoinMarketCap",
         "The live Bitcoin price today is $102,201.77 USD ... All-time high $109,114.88 ...", "2025-01-29"),
        ("https://www.reuters.com/markets/currencies/bitcoin-hits-record-high-ahead-trump-inauguration-2025-01-20/", "Bitcoin hits record high above $109,000 ahead of Trump inauguration | Reuters",
         "Bitcoin hit a record high of $109,071 on Monday ...", "2025-01-20"),
        ("https://www.google.com/finance/quote/BTC-USD", "Bitcoin (BTC / USD) Price & News - Google Finance",
         "BTC to USD · 104,706.13 · +2.28% today ...", "2025-01-30"),
    )))
    turns.append((extract("https://www.coingecko.com/en/coins/bitcoin", "Current BTC price, market cap, 24h volume and all-time high"),
                  coingecko_btc("2025-01-30 14:02", "2 minutes ago", 104812.37, 2.4, 101873.09, 105276.44, 45_318_772_104)))
    turns.append(m.add(btc_price="$104,812.37 (CoinGecko, 2025-01-30 14:02 UTC; moves every few seconds)",
                       btc_ath="$108,786 on 2025-01-20 (CoinGecko)"))
    turns.append((extract("https://coinmarketcap.com/currencies/bitcoin/", "Current price and all-time high on CoinMarketCap"), f"""# Bitcoin price today, BTC to USD live price, marketcap and chart | CoinMarketCap

**Bitcoin BTC** · #1

## $104,690.12  ▲ 2.31% (1d)

*Last updated: 2025-01-30 14:05:41 UTC*

| | |
|---|---|
| Market cap | ${104690.12 * 19_821_575:,.0f} (+2.31%) |
| Volume (24h) | $47,951,208,613 (-8.12%) |
| Volume/Market cap (24h) | 2.31% |
| Circulating supply | 19,821,575 BTC |
| Total supply | 19,821,575 BTC |
| Max. supply | 21,000,000 BTC |
| Fully diluted market cap | ${104690.12 * 21_000_000:,.0f} |

## Price performance (24h)
Low $101,802.40 · High $105,233.67

| | |
|---|---|
| All-time high | $109,114.88 (Jan 20, 2025) — -4.05% |
| All-time low | $0.04865 (Jul 14, 2010) |

Rank #1 · Dominance 57.6%

*CoinMarketCap aggregates prices from its tracked exchanges using its own methodology; figures can differ from other data providers.*"""))
    turns.append(m.add(btc_ath_cmc="$109,114.88 on 2025-01-20 (CoinMarketCap; differs from CoinGecko's $108,786 by exchange set and method)"))
    turns.append((extract("https://www.coingecko.com/en/coins/bitcoin", "Refresh the live price before writing the answer"),
                  coingecko_btc("2025-01-30 14:11", "1 minute ago", 105044.80, 2.6, 101873.09, 105276.44, 45_402_918_556)))
    turns.append(m.update(btc_price="$105,044.80 (CoinGecko, 2025-01-30 14:11 UTC); CMC showed $104,690.12 at 14:05 UTC; earlier CoinGecko $104,812.37 at 14:02"))
    turns.append(m.retrieve_all())
    rs.add(task="search", tid="h19-search-13", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What is Bitcoin's current price in USD, its market capitalisation and 24-hour volume, and what is its all-time high (value and date)?\nSession date: 2025-01-30")


# ---------------------------------------------------------------------------------------------------------
# 14 (bad, less common) Commons division: the Noes total of a past division reads differently on a re-view.
# ---------------------------------------------------------------------------------------------------------
DIV_URL = "https://votes.parliament.uk/votes/commons/division/1869"


def t14(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((extract(DIV_URL, "Result of the division and breakdown by party"), """# Terminally Ill Adults (End of Life) Bill: Second Reading

*Commons Votes · Division 59 · Held on 29 November 2024 at 14:43*

| Ayes | Noes |
|---|---|
| **330** | **275** |

The Ayes have it. Majority: 55. Tellers are not included in the totals.

Tellers for the Ayes: Sarah Champion, Daniel Francis · Tellers for the Noes: Danny Kruger, Florence Eshalomi

## Breakdown by party

| Party | Ayes | Noes |
|---|---|---|
| Labour | 246 | 145 |
| Conservative | 23 | 92 |
| Liberal Democrat | 41 | 19 |
| Independent | 12 | 6 |
| Green Party | 4 | 0 |
| Reform UK | 1 | 4 |
| Plaid Cymru | 2 | 2 |
| Alliance | 1 | 0 |
| Social Democratic & Labour Party | 0 | 2 |
| Democratic Unionist Party | 0 | 5 |
| **Total** | **330** | **275** |

Members who did not vote: 41 (including the Speaker and Deputy Speakers, and Sinn Féin members who have not taken their seats).

This was a free vote: members were not instructed by their parties how to vote.

Download: CSV · Show members who voted Aye · Show members who voted No"""))
    turns.append((search("Terminally Ill Adults Bill second reading vote 330 275 how did Starmer Badenoch vote", "assisted dying bill second reading party leaders vote"), hits(
        ("https://www.bbc.co.uk/news/articles/c4gp8vy7y0yo", "Assisted dying: MPs back plans to legalise assisted dying in historic vote - BBC News",
         "MPs have voted in favour of legalising assisted dying, in a historic vote ... by 330 votes to 275, a majority of 55 ...", "2024-11-29"),
        ("https://www.theguardian.com/society/2024/nov/29/assisted-dying-how-did-my-mp-vote", "Assisted dying bill: how did your MP vote? | The Guardian",
         "Keir Starmer voted in favour; Kemi Badenoch, Ed Davey and Nigel Farage voted against ...", "2024-11-29"),
        (DIV_URL, "Terminally Ill Adults (End of Life) Bill: Second Reading - Commons Votes",
         "Division 59 · 29 November 2024 · Ayes 330 · Noes 275", "2024-11-29"),
        ("https://bills.parliament.uk/bills/3774", "Terminally Ill Adults (End of Life) Bill - Parliamentary Bills - UK Parliament",
         "Private Members' Bill (Ballot Bill) · Originated in the House of Commons, Sessions 2024-25 · Sponsor: Kim Leadbeater ...", "2025-01-16"),
    )))
    turns.append((extract(DIV_URL + "?view=members", "How did Keir Starmer, Kemi Badenoch, Ed Davey and Nigel Farage vote?"), """# Terminally Ill Adults (End of Life) Bill: Second Reading

*Commons Votes · Division 59 · Held on 29 November 2024 at 14:43*

Ayes: 330 · Noes: 257

## Member lookup (filtered: party leaders)

| Member | Party | Constituency | Vote |
|---|---|---|---|
| Keir Starmer | Labour | Holborn and St Pancras | Aye |
| Kemi Badenoch | Conservative | North West Essex | No |
| Ed Davey | Liberal Democrat | Kingston and Surbiton | No |
| Nigel Farage | Reform UK | Clacton | No |
| Stephen Flynn | Scottish National Party | Aberdeen South | Did not vote |
| Carla Denyer | Green Party | Bristol Central | Aye |
| Adrian Ramsay | Green Party | Waveney Valley | Aye |
| Liz Saville Roberts | Plaid Cymru | Dwyfor Meirionnydd | No |
| Gavin Robinson | Democratic Unionist Party | Belfast East | No |

Filter applied: 9 of 650 members shown. Clear filter to show all members who voted.

Note: SNP members did not vote, as the Bill applies to England and Wales only."""))
    turns.append((extract("https://www.bbc.co.uk/news/articles/c4gp8vy7y0yo", "Result of the vote and what happens next"), """# Assisted dying: MPs back plans to legalise assisted dying in historic vote

*BBC News · 29 November 2024 · By Becky Morton, Political reporter*

MPs have voted in favour of legalising assisted dying in England and Wales, in a historic vote.

The Terminally Ill Adults (End of Life) Bill was backed by 330 votes to 275 — a majority of 55 — after a five-hour debate in the House of Commons.

The vote means the bill will now undergo further scrutiny by MPs and peers, and could be amended. It is likely to be months before the legislation completes its passage through Parliament, and any new law would not come into force for several years.

MPs were given a free vote, meaning they could decide based on their conscience rather than following a party line.

Prime Minister Sir Keir Starmer voted in favour, as did Chancellor Rachel Reeves and Energy Secretary Ed Miliband. Health Secretary Wes Streeting and Justice Secretary Shabana Mahmood, whose department would be responsible for implementing the law, voted against.

Conservative leader Kemi Badenoch, Liberal Democrat leader Sir Ed Davey and Reform UK leader Nigel Farage all voted against.

The bill, introduced by Labour MP Kim Leadbeater, would allow terminally ill adults in England and Wales with fewer than six months to live to apply for assistance to end their life, subject to approval by two doctors and a High Court judge.

## What happens next?

The bill now goes to committee stage, where a cross-party group of MPs will scrutinise it line by line. It will then return to the Commons for report stage and third reading before going to the House of Lords."""))
    turns.append(m.add(vote_result="Ayes 330, Noes 275, majority 55 (Division 59, 29 Nov 2024; Commons Votes, BBC); free vote",
                       leaders="Starmer Aye; Badenoch No; Davey No; Farage No; SNP did not vote (England & Wales bill)"))
    turns.append((search("Terminally Ill Adults Bill committee stage dates January 2025 public bill committee"), hits(
        ("https://bills.parliament.uk/bills/3774/stages", "Terminally Ill Adults (End of Life) Bill stages - UK Parliament",
         "2nd reading: House of Commons, 29.11.2024 · Committee stage: House of Commons, Public Bill Committee, from 21.01.2025 ...", "2025-01-16"),
        ("https://www.theguardian.com/society/2025/jan/14/assisted-dying-bill-committee-members-witnesses", "Assisted dying bill committee to hear from 50 witnesses | The Guardian",
         "The 23-member public bill committee will begin taking oral evidence on 28 January ...", "2025-01-14"),
        ("https://www.bbc.co.uk/news/articles/c0el0v7k8p1o", "Assisted dying bill: Who is on the committee scrutinising it? - BBC News",
         "The committee of 23 MPs includes 14 who voted for the bill at second reading and 9 who voted against ...", "2024-12-10"),
    )))
    rs.add(task="search", tid="h19-search-14", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What was the result of the House of Commons second-reading division on the Terminally Ill Adults (End of Life) Bill on 29 November 2024 (Ayes, Noes, majority), and how did the party leaders vote?\nSession date: 2025-01-20",
           bad=True, turn=3, kind="the same past division re-viewed shows 'Noes: 257' where the earlier view (and its party table) gave 275")


# ---------------------------------------------------------------------------------------------------------
# 15 (clean, mainstream) Tallest buildings: one list sorted two ways and truncated, architectural vs tip height.
# ---------------------------------------------------------------------------------------------------------
TALL = [  # rank, name, city, country, m, ft, floors, year
    (1, "Burj Khalifa", "Dubai", "United Arab Emirates", "828", "2,717", 163, 2010),
    (2, "Merdeka 118", "Kuala Lumpur", "Malaysia", "678.9", "2,227", 118, 2023),
    (3, "Shanghai Tower", "Shanghai", "China", "632", "2,073", 128, 2015),
    (4, "Abraj Al-Bait Clock Tower", "Mecca", "Saudi Arabia", "601", "1,972", 120, 2012),
    (5, "Ping An International Finance Centre", "Shenzhen", "China", "599.1", "1,965", 115, 2017),
    (6, "Lotte World Tower", "Seoul", "South Korea", "554.5", "1,819", 123, 2017),
    (7, "One World Trade Center", "New York City", "United States", "541.3", "1,776", 94, 2014),
    (8, "Guangzhou CTF Finance Centre", "Guangzhou", "China", "530", "1,739", 111, 2016),
    (8, "Tianjin CTF Finance Centre", "Tianjin", "China", "530", "1,739", 97, 2019),
    (10, "CITIC Tower", "Beijing", "China", "527.7", "1,731", 109, 2018),
]


def tall_table(rows: list[tuple[int, str, str, str, str, str, int, int]]) -> str:
    head = "| Rank | Name | City | Country | Height (m) | Height (ft) | Floors | Year |\n|---|---|---|---|---|---|---|---|\n"
    return head + "\n".join(f"| {r} | {n} | {c} | {k} | {hm} | {hf} | {f} | {y} |" for r, n, c, k, hm, hf, f, y in rows)


def t15(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("tallest buildings in the world list height", "Merdeka 118 height second tallest"), hits(
        ("https://en.wikipedia.org/wiki/List_of_tallest_buildings", "List of tallest buildings - Wikipedia",
         "This list of tallest buildings includes skyscrapers with continuously occupiable floors and a height of at least 350 metres (1,150 ft) ...", "2025-07-28"),
        ("https://www.skyscrapercenter.com/building/burj-khalifa/3", "Burj Khalifa - The Skyscraper Center",
         "Height: Architectural 828 m / 2,717 ft · Tip 829.8 m / 2,722 ft · Occupied 585.7 m · Floors Above Ground 163 · Completed 2010", "2025-05-02"),
        ("https://en.wikipedia.org/wiki/Merdeka_118", "Merdeka 118 - Wikipedia",
         "Merdeka 118 is a 118-storey, 678.9 m (2,227 ft) megatall skyscraper in Kuala Lumpur, Malaysia. It is the second-tallest building in the world ...", "2025-07-19"),
        ("https://www.ctbuh.org/resource/height", "CTBUH Height Criteria - Council on Tall Buildings and Urban Habitat",
         "Height is measured from the level of the lowest, significant, open-air, pedestrian entrance to the architectural top of the building, including spires, but not antennae ...", "2023-11-07"),
        ("https://www.statista.com/statistics/236405/tallest-buildings-in-the-world/", "Tallest buildings in the world 2025 | Statista",
         "Burj Khalifa 828 m; Merdeka 118 679 m; Shanghai Tower 632 m; Makkah Royal Clock Tower 601 m ...", "2025-03-18"),
    )))
    turns.append((extract("https://en.wikipedia.org/wiki/List_of_tallest_buildings", "Top 10 tallest completed buildings with heights and completion years"), """# List of tallest buildings

This list of tallest buildings includes skyscrapers with continuously occupiable floors and a height of at least 350 metres (1,150 ft). Non-building structures, such as towers, are not included. Heights are architectural heights as defined by the Council on Tall Buildings and Urban Habitat (CTBUH), which include spires but not antennas.

## Tallest buildings in the world (completed)

*Sorted by: Height (descending). Showing 10 of 101 rows.*

""" + tall_table(TALL) + """

Note: Guangzhou CTF and Tianjin CTF share rank 8 with identical architectural height. Feet values are rounded from metres."""))
    turns.append(m.add(top1="Burj Khalifa, Dubai — 828 m (2,717 ft), completed 2010",
                       top2="Merdeka 118, Kuala Lumpur — 678.9 m (2,227 ft), completed 2023",
                       top3="Shanghai Tower — 632 m (2,073 ft), completed 2015"))
    turns.append((extract("https://www.skyscrapercenter.com/building/burj-khalifa/3", "Burj Khalifa heights by each CTBUH measure and completion year"), """# Burj Khalifa — The Skyscraper Center (CTBUH)

| | |
|---|---|
| Official Name | Burj Khalifa |
| Other Names | Burj Dubai |
| Type | Building |
| Status | Completed |
| Country / City | United Arab Emirates, Dubai |
| Function | Office / Residential / Hotel |
| Structural Material | Steel over concrete |

## Height

| Measure | m | ft |
|---|---|---|
| Architectural | 828 | 2,717 |
| To Tip | 829.8 | 2,722 |
| Occupied | 585.7 | 1,922 |
| Observatory | 555.7 | 1,823 |

## Facts
- Floors above ground: 163 · Floors below ground: 1
- Elevators: 57 · Top elevator speed: 10 m/s
- Tower GFA: 309,473 m²

## Construction
| | |
|---|---|
| Proposed | 2003 |
| Construction Start | 2004 |
| Completion | 2010 |

Rankings: Global #1 · Region (Middle East) #1 · Country #1 · City #1"""))
    turns.append(m.update(top1="Burj Khalifa, Dubai — 828 m (2,717 ft) architectural height (829.8 m / 2,722 ft to tip; CTBUH), completed 2010"))
    turns.append((extract("https://en.wikipedia.org/wiki/List_of_tallest_buildings?sort=year", "Same list sorted by completion year, most recent first"), """# List of tallest buildings

## Tallest buildings in the world (completed)

*Sorted by: Year (descending). Showing 10 of 101 rows — only buildings within the top 10 by height shown (filter: Rank ≤ 10).*

""" + tall_table(sorted(TALL, key=lambda r: (-r[7], r[0]))) + """

The Rank column always refers to rank by height; sorting by another column does not renumber it."""))
    turns.append((extract("https://en.wikipedia.org/wiki/Merdeka_118", "Height in m/ft and completion/opening dates of Merdeka 118"), """# Merdeka 118

**Merdeka 118** (also known as Menara Warisan Merdeka or PNB 118) is a 118-storey, 678.9 m (2,227 ft) megatall skyscraper in Kuala Lumpur, Malaysia. It is the second-tallest building in the world, behind the 828 m (2,717 ft) Burj Khalifa, and the tallest in Southeast Asia.

| | |
|---|---|
| Status | Completed |
| Construction started | 2014 |
| Topped-out | 30 November 2021 |
| Completed | 2023 |
| Opening | 10 January 2024 (official), partial occupancy from late 2023 |
| Architectural height | 678.9 m (2,227 ft) |
| Roof | 480 m (1,575 ft) |
| Top floor | 456.1 m (1,496 ft) |
| Observatory | 'The View at 118', levels 115–118 |
| Floor count | 118 above ground, 5 below |
| Floor area | 292,000 m² |
| Architect | Fender Katsalidis |
| Developer | Permodalan Nasional Berhad (PNB) |

## History
The spire was installed in stages during 2021; on 30 November 2021 the spire reached its final height, making the building the second-tallest in the world, surpassing Shanghai Tower (632 m). CTBUH certified the 678.9 m height in October 2023.

Heights are often quoted rounded, e.g. "679 metres"."""))
    turns.append(m.retrieve_all())
    rs.add(task="search", tid="h19-search-15", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What are the three tallest completed buildings in the world, with architectural height in metres and feet and year of completion?\nSession date: 2025-08-01")


# ---------------------------------------------------------------------------------------------------------
# 16 (bad, less common) pgsql-hackers thread: the first reply's own page dates it before the original post.
# ---------------------------------------------------------------------------------------------------------
PG_ORIG = "https://www.postgresql.org/message-id/CAF3x9q1Zt7hKw2pR4mNn8sLq0vXyB6e%2BdGf%3DTz5uWcA1r7oQ%40mail.gmail.com"
PG_REPLY = "https://www.postgresql.org/message-id/TYCP286MB2107A0C4F5E1B9D3E8C7A6B1D94A2%40TYCP286MB2107.JPNP286.PROD.OUTLOOK.COM"
PG_THREAD = "https://www.postgresql.org/message-id/flat/CAF3x9q1Zt7hKw2pR4mNn8sLq0vXyB6e%2BdGf%3DTz5uWcA1r7oQ%40mail.gmail.com"


def t16(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("pgsql-hackers proposal default_toast_compression lz4 default", "postgres change default toast compression to lz4 thread 2025"), hits(
        (PG_ORIG, "PostgreSQL: Proposal: change default_toast_compression default to lz4",
         "From: Marta Kowalczyk · Date: 2025-01-14 08:12:44 · Hi hackers, Since v14 we have supported lz4 for TOAST compression, but the default is still pglz ...", "2025-01-14"),
        (PG_THREAD, "PostgreSQL: Proposal: change default_toast_compression default to lz4 (whole thread)",
         "14 messages · Marta Kowalczyk, Jun Takahashi, Pieter de Vries, Rafael Quintero ...", "2025-02-03"),
        ("https://commitfest.postgresql.org/52/5512/", "Change default_toast_compression to lz4 when available - PostgreSQL Commitfest",
         "Patch · Status: Returned with feedback · Authors: Marta Kowalczyk · Reviewers: Jun Takahashi, Pieter de Vries ...", "2025-03-04"),
        ("https://www.postgresql.org/docs/17/runtime-config-client.html", "PostgreSQL: Documentation: 17: 19.11. Client Connection Defaults",
         "default_toast_compression (enum) ... The supported compression methods are pglz and (if PostgreSQL was compiled with --with-lz4) lz4. The default is pglz.", "2024-11-21"),
    )))
    turns.append((extract(PG_ORIG, "Who proposed the change, when, and what exactly was proposed"), """# Proposal: change default_toast_compression default to lz4

| | |
|---|---|
| From: | Marta Kowalczyk <marta(dot)kowalczyk(at)gmail(dot)com> |
| To: | pgsql-hackers(at)lists(dot)postgresql(dot)org |
| Subject: | Proposal: change default_toast_compression default to lz4 |
| Date: | 2025-01-14 08:12:44 |
| Message-ID: | CAF3x9q1Zt7hKw2pR4mNn8sLq0vXyB6e+dGf=Tz5uWcA1r7oQ@mail.gmail.com |
| Lists: | pgsql-hackers |

Hi hackers,

Since v14 we have supported lz4 for TOAST compression, but the default is still pglz. In my benchmarks on a few real-world datasets (JSON documents from an event log, a product catalogue with long text descriptions, and pgbench with a 4 kB filler column) lz4 compresses 3-6x faster and decompresses 5-10x faster, at a compression ratio that is within 5-10% of pglz.

I'd like to propose changing the default of default_toast_compression to lz4 when the server is built with --with-lz4, and keeping pglz otherwise. Most packagers (Debian/Ubuntu via apt.postgresql.org, the RHEL/Fedora RPMs, Homebrew, and the EDB installers) already build with lz4.

Attached is a small patch (v1) that:

 - adds a configure/meson-time choice of the boot value for default_toast_compression,
 - updates postgresql.conf.sample and the docs,
 - adjusts the regression tests that print compression methods.

Existing data is not affected: compression method is recorded per value, so old pglz-compressed values keep working.

Thoughts?

--
Marta Kowalczyk

Attachments:
 - v1-0001-Use-lz4-as-default-TOAST-compression-when-availab.patch (text/x-patch, 9.8 KB)"""))
    turns.append(m.add(proposer="Marta Kowalczyk, pgsql-hackers, 2025-01-14 08:12:44 (archive time), v1 patch: default lz4 when built --with-lz4"))
    turns.append((extract(PG_THREAD, "Order of messages in the thread and the first reviewer's objection"), """# Proposal: change default_toast_compression default to lz4 — whole thread

*pgsql-hackers · 14 messages · flat view*

| # | Date | From | Subject |
|---|---|---|---|
| 1 | 2025-01-14 08:12:44 | Marta Kowalczyk | Proposal: change default_toast_compression default to lz4 |
| 2 | 2025-01-15 02:03:19 | Jun Takahashi | Re: Proposal: change default_toast_compression default to lz4 |
| 3 | 2025-01-15 15:40:55 | Marta Kowalczyk | Re: Proposal: change default_toast_compression default to lz4 |
| 4 | 2025-01-16 09:21:07 | Pieter de Vries | Re: Proposal: change default_toast_compression default to lz4 |
| 5 | 2025-01-16 12:58:40 | Jun Takahashi | Re: Proposal: change default_toast_compression default to lz4 |
| 6 | 2025-01-20 17:05:31 | Marta Kowalczyk | Re: Proposal: change default_toast_compression default to lz4 (v2) |
| 7 | 2025-01-21 08:44:12 | Rafael Quintero | Re: Proposal: change default_toast_compression default to lz4 (v2) |
| … | | | *7 more messages, last 2025-02-03 10:17:58* |

---

**#2 — Jun Takahashi, 2025-01-15 02:03:19**

> On Tue, Jan 14, 2025 at 5:12 PM Marta Kowalczyk wrote:
> I'd like to propose changing the default of default_toast_compression to lz4 when the server is built with --with-lz4

I like the performance numbers, but I'm worried about making a GUC's default depend on a build option. Today a given postgresql.conf means the same thing on every build; with this patch, a dump taken from an lz4 build and restored on a non-lz4 build would silently get different compression, and tools that compare settings across servers would show spurious differences. pg_upgrade between builds with and without lz4 also needs thought. I'd rather we first make lz4 a hard requirement (or the default in configure/meson) and only then flip the GUC.

**#3 — Marta Kowalczyk, 2025-01-15 15:40:55**

Fair point. A build-dependent boot value is indeed unusual. What if v2 makes --with-lz4 the default in meson and configure (still possible to disable), and the GUC default becomes lz4 unconditionally, with an error at startup if lz4 is requested but unavailable?

**#4 — Pieter de Vries, 2025-01-16 09:21:07**

+1 on the direction. Note that the buildfarm still has a few animals without lz4 installed; we would have to update them first ..."""))
    turns.append((search("commitfest 5512 default_toast_compression lz4 status"), hits(
        ("https://commitfest.postgresql.org/52/5512/", "Change default_toast_compression to lz4 when available - PostgreSQL Commitfest",
         "Status: Returned with feedback · Created 2025-01-14 · Last modified 2025-03-04 ...", "2025-03-04"),
        ("https://commitfest.postgresql.org/52/", "Commitfest 2025-03 - PostgreSQL Commitfest",
         "Commitfest 2025-03 · In Progress · Needs review: 143 · Waiting on Author: 61 · Ready for Committer: 22 ...", "2025-03-31"),
    )))
    turns.append((extract("https://commitfest.postgresql.org/52/5512/", "Status history of the patch entry and reviewers"), """# Change default_toast_compression to lz4 when available

*PostgreSQL Commitfest · Patch 5512*

| | |
|---|---|
| Title | Change default_toast_compression to lz4 when available |
| Topic | Server Features |
| Created | 2025-01-14 08:31:02 |
| Last modified | 2025-03-04 14:02:17 |
| Latest email | 2025-02-03 10:17:58 |
| Status | 2025-03: **Returned with feedback** |
| Target version | 18 |
| Authors | Marta Kowalczyk |
| Reviewers | Jun Takahashi, Pieter de Vries |
| Committer | |
| Emails | Proposal: change default_toast_compression default to lz4 (first 2025-01-14, last 2025-02-03) |

## History

| When | Who | What |
|---|---|---|
| 2025-03-04 14:02:17 | Pieter de Vries | Closed in commitfest 2025-03 with status: Returned with feedback |
| 2025-02-03 10:40:12 | Marta Kowalczyk | Attached mail thread v3 |
| 2025-01-21 09:02:55 | Rafael Quintero | Changed status to Waiting on Author |
| 2025-01-20 17:06:10 | Marta Kowalczyk | Attached mail thread v2 |
| 2025-01-15 03:10:48 | Jun Takahashi | Added Jun Takahashi as reviewer |
| 2025-01-14 08:31:02 | Marta Kowalczyk | Created patch record |"""))
    turns.append(m.add(first_objection="Jun Takahashi (first reply, 2025-01-15 02:03:19): a GUC default should not depend on a build option (dump/restore and pg_upgrade across lz4/non-lz4 builds); make lz4 a build default/requirement first",
                       cf_status="Commitfest 5512: Returned with feedback (closed 2025-03-04)"))
    turns.append((search("PostgreSQL 17 default_toast_compression documentation"), hits(
        ("https://www.postgresql.org/docs/17/runtime-config-client.html", "PostgreSQL: Documentation: 17: 19.11. Client Connection Defaults",
         "default_toast_compression (enum) This variable sets the default TOAST compression method ... The default is pglz.", "2024-11-21"),
        ("https://www.postgresql.org/docs/17/storage-toast.html", "PostgreSQL: Documentation: 17: 65.2. TOAST",
         "The compression technique used for either in-line or out-of-line compressed data can be selected for each column ...", "2024-11-21"),
    )))
    turns.append((extract("https://www.postgresql.org/docs/17/runtime-config-client.html", "What the docs say about default_toast_compression's default"), """# 19.11. Client Connection Defaults

*PostgreSQL 17 documentation*

## 19.11.1. Statement Behavior

...

**default_toast_compression** (`enum`)

This variable sets the default TOAST compression method for values of compressible columns. (This can be overridden for individual columns by setting the `COMPRESSION` column option in `CREATE TABLE` or `ALTER TABLE`.) The supported compression methods are `pglz` and (if PostgreSQL was compiled with `--with-lz4`) `lz4`. The default is `pglz`.

**default_tablespace** (`string`)

This variable specifies the default tablespace in which to create objects (tables and indexes) when a `CREATE` command does not explicitly specify a tablespace.

..."""))
    turns.append((extract(PG_REPLY, "Full text and date of the first reply"), """# Re: Proposal: change default_toast_compression default to lz4

| | |
|---|---|
| From: | Jun Takahashi <jtakahashi(at)kumo-db(dot)co(dot)jp> |
| To: | Marta Kowalczyk <marta(dot)kowalczyk(at)gmail(dot)com> |
| Cc: | pgsql-hackers(at)lists(dot)postgresql(dot)org |
| Subject: | Re: Proposal: change default_toast_compression default to lz4 |
| Date: | 2025-01-13 02:03:19 |
| Message-ID: | TYCP286MB2107A0C4F5E1B9D3E8C7A6B1D94A2@TYCP286MB2107.JPNP286.PROD.OUTLOOK.COM |
| Lists: | pgsql-hackers |

> On Tue, Jan 14, 2025 at 5:12 PM Marta Kowalczyk wrote:
> I'd like to propose changing the default of default_toast_compression to lz4 when the server is built with --with-lz4

I like the performance numbers, but I'm worried about making a GUC's default depend on a build option. Today a given postgresql.conf means the same thing on every build; with this patch, a dump taken from an lz4 build and restored on a non-lz4 build would silently get different compression, and tools that compare settings across servers would show spurious differences. pg_upgrade between builds with and without lz4 also needs thought. I'd rather we first make lz4 a hard requirement (or the default in configure/meson) and only then flip the GUC.

Regards,
Jun Takahashi"""))
    rs.add(task="search", tid="h19-search-16", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: In the pgsql-hackers thread proposing lz4 as the default TOAST compression, who proposed it and when, what was the first reviewer's objection, and what happened to the patch?\nSession date: 2025-06-03",
           bad=True, turn=10, kind="the first reply's own archive page is dated 2025-01-13, a day before the original post (2025-01-14) it quotes; the thread view gave 2025-01-15")


# ---------------------------------------------------------------------------------------------------------
# 17 (bad, mainstream) Paris 2024 medal table: a re-view gives the US a total that no longer sums its medals.
# ---------------------------------------------------------------------------------------------------------
MEDALS = [  # nation, gold, silver, bronze
    ("United States", 40, 44, 42), ("China", 40, 27, 24), ("Japan", 20, 12, 13), ("Australia", 18, 19, 16),
    ("France", 16, 26, 22), ("Netherlands", 15, 7, 12), ("Great Britain", 14, 22, 29), ("South Korea", 13, 9, 10),
    ("Italy", 12, 13, 15), ("Germany", 12, 13, 8),
]
WIKI_MEDALS = "https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table"


def medal_rows(rows: list[tuple[str, int, int, int]], totals: dict[str, int] | None = None) -> str:
    out = ["| Rank | NOC | Gold | Silver | Bronze | Total |", "|---|---|---|---|---|---|"]
    for i, (n, g, s, b) in enumerate(rows, 1):
        tot = (totals or {}).get(n, g + s + b)
        host = "*" if n == "France" else ""
        out.append(f"| {i} | {n}{host} | {g} | {s} | {b} | {tot} |")
    return "\n".join(out)


def wiki_medals(totals: dict[str, int] | None = None, n: int = 10) -> str:
    return f"""# 2024 Summer Olympics medal table

The 2024 Summer Olympics were held in Paris, France, from 26 July to 11 August 2024. A total of 329 events in 32 sports were held. 91 National Olympic Committees (NOCs) won at least one medal and 63 won at least one gold.

The United States topped the medal table for the fourth consecutive Summer Games, with 40 gold and 126 medals overall. China also won 40 gold medals; the United States placed first on the tie-break by silver medals. Host nation France finished fifth.

## Medal table

*Ranking in this table is consistent with International Olympic Committee convention in its published medal tables: by number of gold medals, then silver, then bronze. Showing top {n} of 91 rows.*

{medal_rows(MEDALS[:n], totals)}

\\* Host nation (France)"""


def t17(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("Paris 2024 Olympics final medal table", "2024 Olympics medal count USA China 40 gold"), hits(
        (WIKI_MEDALS, "2024 Summer Olympics medal table - Wikipedia",
         "The United States topped the medal table for the fourth consecutive Summer Games, with 40 gold and 126 medals overall. China also won 40 gold medals ...", "2024-09-12"),
        ("https://olympics.com/en/paris-2024/medals", "Paris 2024 Olympic Medal Table - Gold, Silver & Bronze",
         "Official medal table of the Olympic Games Paris 2024 ... United States of America 40 44 42 126 ...", "2024-08-12"),
        ("https://apnews.com/article/olympics-2024-medal-count-final-united-states-china", "US edges China for most golds at Paris Olympics on final day | AP News",
         "The U.S. won its 40th gold in the last event of the Games, women's basketball, to tie China ...", "2024-08-11"),
        ("https://www.bbc.co.uk/sport/olympics/paris-2024/medals", "Paris 2024 Olympics medal table - BBC Sport",
         "Team GB finish seventh with 14 golds and 65 medals in total ...", "2024-08-11"),
    )))
    turns.append((extract(WIKI_MEDALS, "Top 10 nations with gold, silver, bronze and total"), wiki_medals()))
    turns.append(m.add(top5_by_gold="1 USA 40/44/42=126; 2 China 40/27/24=91; 3 Japan 20/12/13=45; 4 Australia 18/19/16=53; 5 France 16/26/22=64 (Wikipedia, IOC ordering)"))
    turns.append((search("olympics.com Paris 2024 medal table sorted by total medals"), hits(
        ("https://olympics.com/en/paris-2024/medals?sort=total", "Paris 2024 Olympic Medal Table - Gold, Silver & Bronze",
         "Sort by: Total · United States of America 126 · People's Republic of China 91 · Great Britain 65 · France 64 ...", "2024-08-12"),
        ("https://www.espn.com/olympics/summer/2024/medals", "2024 Paris Olympics Medal Tracker - ESPN",
         "Medal count by country ... sorted by total ...", "2024-08-12"),
    )))
    sorted_total = sorted(MEDALS, key=lambda r: -(r[1] + r[2] + r[3]))
    names = {"United States": "United States of America", "China": "People's Republic of China", "South Korea": "Republic of Korea"}
    body = "\n".join(f"| {i} | {names.get(n, n)} | {g} | {s} | {b} | {g + s + b} |" for i, (n, g, s, b) in enumerate(sorted_total, 1))
    turns.append((extract("https://olympics.com/en/paris-2024/medals?sort=total", "Official medal table sorted by total"), f"""# Paris 2024 Olympic Medal Table

*Olympic Games Paris 2024 · 26 July – 11 August · 329 medal events*

Sort by: **Total** ▾ (default: Gold) · Showing NOCs 1–10 of 91

| # | Team | Gold | Silver | Bronze | Total |
|---|---|---|---|---|---|
{body}

The # column shows the position in the current sort order. With the default sort (gold first), the United States of America is ranked 1st and the People's Republic of China 2nd."""))
    turns.append((search("how was USA China tie on 40 golds broken Paris 2024", "women's basketball final USA France 67-66 last event 40th gold"), hits(
        ("https://apnews.com/article/olympics-2024-medal-count-final-united-states-china", "US edges China for most golds at Paris Olympics on final day | AP News",
         "The U.S. women's basketball team beat France 67-66 in the final event, giving the Americans 40 golds, equal with China ...", "2024-08-11"),
        ("https://www.nytimes.com/2024/08/11/sports/olympics/medal-count-us-china.html", "How the U.S. Caught China in the Gold Medal Count - The New York Times",
         "Tied on golds, the United States is listed first because it won more silver medals, 44 to China's 27 ...", "2024-08-11"),
    )))
    turns.append((extract("https://apnews.com/article/olympics-2024-medal-count-final-united-states-china", "How the US and China ended level on golds and who is listed first"), """# US edges China for most golds at Paris Olympics on final day

*AP News · Updated 6:48 PM GMT+2, August 11, 2024*

PARIS (AP) — It came down to the very last event.

The U.S. women's basketball team held off host France 67-66 on Sunday to win its eighth straight Olympic title, giving the United States its 40th gold medal of the Paris Games and pulling it level with China at the top of the medal table.

Because the International Olympic Committee ranks nations first by golds and then by silvers, the U.S. finished first: it has 44 silver medals to China's 27. The Americans also won the most medals overall, 126, well ahead of China's 91.

It is the fourth straight Summer Olympics in which the U.S. has topped the table. China's 40 golds are its best total at an Olympics held outside Beijing.

Earlier Sunday, the U.S. had moved to 39 golds when cyclist Jennifer Valente won the women's omnium. China's final golds came in weightlifting and artistic swimming.

Final top of the table: United States 40-44-42 (126); China 40-27-24 (91); Japan 20-12-13 (45); Australia 18-19-16 (53); France 16-26-22 (64)."""))
    turns.append((extract(WIKI_MEDALS, "Re-check bronze counts of the top 5 before writing"), wiki_medals(totals={"United States": 127}, n=5)))
    turns.append(m.add(tiebreak="USA and China both 40 gold; USA first by silver (44 vs 27); USA's 40th gold came in the final event, women's basketball (beat France 67-66, 2024-08-11)"))
    turns.append((extract("https://en.wikipedia.org/wiki/United_States_at_the_2024_Summer_Olympics", "Medal summary of the US team"), """# United States at the 2024 Summer Olympics

The United States of America competed at the 2024 Summer Olympics in Paris, France, from 26 July to 11 August 2024. U.S. athletes have appeared in every edition of the Summer Olympic Games of the modern era, except the 1980 Summer Olympics in Moscow, which it boycotted.

The U.S. team of 592 athletes won 40 gold, 44 silver and 42 bronze medals, 126 in total, topping the medal table on both golds (ahead of China on silvers) and total medals.

## Medals by sport (top 6)

| Sport | Gold | Silver | Bronze | Total |
|---|---|---|---|---|
| Swimming | 8 | 13 | 7 | 28 |
| Athletics | 14 | 11 | 9 | 34 |
| Gymnastics | 3 | 1 | 7 | 11 |
| Basketball | 2 | 0 | 1 | 3 |
| Cycling | 2 | 2 | 2 | 6 |
| Wrestling | 2 | 2 | 4 | 8 |
| Other sports | 9 | 15 | 12 | 36 |
| **Total** | **40** | **44** | **42** | **126** |

## Medals by date (last day)

| Date | Gold | Silver | Bronze | Total |
|---|---|---|---|---|
| 11 August | 2 | 1 | 1 | 4 |"""))
    turns.append(m.retrieve_all())
    turns.append((search("China 40 gold medals Paris 2024 best away Olympics"), hits(
        ("https://www.reuters.com/sports/olympics/china-matches-us-40-golds-best-overseas-games-2024-08-11/", "China matches US on 40 golds in best overseas Games | Reuters",
         "China finished the Paris Games with 40 gold medals, matching the United States, its best tally at an overseas Olympics ...", "2024-08-11"),
        ("https://www.scmp.com/sport/china/article/3274133/paris-2024-chinas-final-medal-tally", "Paris 2024: China's final medal tally explained | SCMP",
         "40 gold, 27 silver and 24 bronze for 91 medals ... second only on the silver tie-break ...", "2024-08-12"),
    )))
    rs.add(task="search", tid="h19-search-17", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: Give the top 5 of the final Paris 2024 Olympic medal table (gold/silver/bronze/total) and explain how the US–China tie on gold medals was broken.\nSession date: 2024-09-15",
           bad=True, turn=8, kind="re-viewed Wikipedia medal table lists the US as 40/44/42 with total 127 (parts sum to 126; turn 2 showed 126)")


# ---------------------------------------------------------------------------------------------------------
# 18 (clean, mainstream) astral-sh/uv releases: pagination, a new release published mid-session, moving stars.
# ---------------------------------------------------------------------------------------------------------
UV_0717 = """## 0.7.17{tag}
**github-actions** released this · Jul 1, 2025, 14:03 UTC (yesterday) · 0.7.17 · 5f3c2ab

### Bug fixes
- Apply build constraints when resolving `--with` dependencies (#14340)
- Drop trailing path separators in `uv venv` relative paths on Windows (#14351)
- Avoid re-downloading Python when a managed installation is already present for the requested patch (#14362)

### Enhancements
- Add `--no-install-local` to `uv sync` for Docker layer caching (#14306)
- Show the lockfile path in `uv lock --check` errors (#14319)

### Documentation
- Clarify `UV_INDEX` precedence relative to `pyproject.toml` (#14288)

Assets: 42"""

UV_OLDER = """## 0.7.16
**github-actions** released this · Jun 27, 2025 · 0.7.16 · a91d7e0

- Python 3.14.0b3 is now available for `uv python install` (#14296)
- Fix `uv pip compile --universal` when a marker references `implementation_name` (#14281)

## 0.7.15
**github-actions** released this · Jun 25, 2025 · 0.7.15 · 0c41b98

- Consistently use `Ordering::Relaxed` for standalone atomic use cases (#14190)
- Add `uv python list --only-downloads` (#14211)

## 0.7.14
**github-actions** released this · Jun 23, 2025 · 0.7.14 · 71c3d8e

- Add support for `--exclude-newer` per-index (#14140)"""

UV_0713 = """

## 0.7.13
**github-actions** released this · Jun 12, 2025 · 0.7.13 · e8a5b21

- Add Python 3.14.0b2 (#13984)"""


def uv_releases(latest_block: str, tag_0717: str, stars: str) -> str:
    tail = "" if latest_block else UV_0713
    return f"""# Releases · astral-sh/uv

astral-sh/uv · An extremely fast Python package and project manager, written in Rust. · ★ {stars} · Forks 1.9k

Releases · Tags

{latest_block}{UV_0717.format(tag=tag_0717)}

{UV_OLDER}{tail}

Page 1 of 23 · Next ›"""


UV_0718 = """## 0.7.18  `Latest`
**github-actions** released this · Jul 2, 2025, 15:48 UTC (7 minutes ago) · 0.7.18 · c2d90e4

### Python
- Add CPython 3.13.5 and 3.14.0b3 builds for musl aarch64 (#14402)

### Bug fixes
- Fix `uv tool upgrade --all` skipping tools installed from a local path (#14388)
- Respect `--offline` when checking for a newer `uv` version in `uv self update --dry-run` (#14395)

Assets: 42

"""


def t18(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("astral-sh uv latest release", "uv python package manager changelog July 2025"), hits(
        ("https://github.com/astral-sh/uv/releases", "Releases · astral-sh/uv · GitHub",
         "0.7.17 · Latest · Bug fixes: Apply build constraints when resolving --with dependencies ...", "2025-07-01"),
        ("https://pypi.org/project/uv/", "uv · PyPI",
         "uv 0.7.17 · pip install uv · Released: Jul 1, 2025 · An extremely fast Python package and project manager, written in Rust.", "2025-07-01"),
        ("https://github.com/astral-sh/uv", "GitHub - astral-sh/uv: An extremely fast Python package and project manager, written in Rust.",
         "★ 61.8k · An extremely fast Python package and project manager, written in Rust ...", "2025-07-02"),
        ("https://docs.astral.sh/uv/reference/changelog/", "Changelog | uv",
         "0.7.17 · Bug fixes ... 0.7.16 ... 0.7.15 ...", "2025-07-01"),
    )))
    turns.append((extract("https://github.com/astral-sh/uv/releases", "Latest release, its date and notable changes"),
                  uv_releases("", "  `Latest`", "61.8k")))
    turns.append(m.add(uv_latest="0.7.17, published 2025-07-01 14:03 UTC (GitHub releases page, viewed ~15:30 UTC on 2025-07-02)",
                       uv_0717_notes="build constraints for --with deps; Windows uv venv path fix; no re-download of managed Python; uv sync --no-install-local; lock --check shows path"))
    turns.append((extract("https://github.com/astral-sh/uv/releases?page=2", "Older releases on page 2"), """# Releases · astral-sh/uv

## 0.7.12
**github-actions** released this · Jun 6, 2025 · 0.7.12 · 3aa5c4f

- Add `uv sync --output-format json` (#13689)

## 0.7.11
**github-actions** released this · Jun 3, 2025 · 0.7.11 · 9e12bd0

- Add Python 3.14.0b1 (#13708)
- Fix `uv export` with dev-dependencies in workspaces (#13712)

## 0.7.10
**github-actions** released this · Jun 3, 2025 · 0.7.10 · 81c7a34

- Fix a regression in 0.7.9 with `--index-strategy unsafe-best-match` (#13690)

## 0.7.9
**github-actions** released this · May 30, 2025 · 0.7.9 · 6b5e0f1

- Bump PubGrub to speed up resolution of large graphs (#13640)

## 0.7.8
**github-actions** released this · May 24, 2025 · 0.7.8 · 2f8a4d9

- Add `uv python pin --rm` (#13590)

‹ Previous · Page 2 of 23 · Next ›"""))
    turns.append((extract("https://pypi.org/project/uv/", "Latest version on PyPI and upload date"), """# uv 0.7.17

`pip install uv`

Latest version · Released: Jul 1, 2025

An extremely fast Python package and project manager, written in Rust.

## Navigation
Project description · Release history · Download files

## Verified details
- Maintainers: astral, charliermarsh, konstin, zanieb
- Repository: astral-sh/uv · Stars: 61.8k (from GitHub) · Open issues: 1.9k

## Meta
- License: Apache Software License, MIT License (MIT OR Apache-2.0)
- Author: Astral Software Inc.
- Requires: Python >=3.8

## Release history (latest 4)
| Version | Released |
|---|---|
| 0.7.17 | Jul 1, 2025 |
| 0.7.16 | Jun 27, 2025 |
| 0.7.15 | Jun 25, 2025 |
| 0.7.14 | Jun 23, 2025 |

## Download files (0.7.17)
- uv-0.7.17.tar.gz (3.4 MB) — Source
- uv-0.7.17-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (17.8 MB)
- uv-0.7.17-py3-none-macosx_11_0_arm64.whl (16.1 MB)
- uv-0.7.17-py3-none-win_amd64.whl (19.0 MB)
- … 18 more wheels"""))
    turns.append((extract("https://api.github.com/repos/astral-sh/uv", "Exact star count"), """```json
{
  "id": 682589521,
  "full_name": "astral-sh/uv",
  "description": "An extremely fast Python package and project manager, written in Rust.",
  "html_url": "https://github.com/astral-sh/uv",
  "created_at": "2023-10-02T14:07:20Z",
  "updated_at": "2025-07-02T15:33:02Z",
  "pushed_at": "2025-07-02T15:29:48Z",
  "stargazers_count": 61834,
  "watchers_count": 61834,
  "forks_count": 1917,
  "open_issues_count": 1968,
  "default_branch": "main",
  "license": {"key": "apache-2.0", "name": "Apache License 2.0"},
  "topics": ["packaging", "python", "resolver", "rust", "uv"]
}
```"""))
    turns.append(m.add(uv_stars="61,834 (GitHub API, updated_at 2025-07-02T15:33:02Z); shown as 61.8k"))
    turns.append((extract("https://api.github.com/repos/astral-sh/uv/releases/latest", "Tag and publish time of the latest release"), """```json
{
  "url": "https://api.github.com/repos/astral-sh/uv/releases/229884513",
  "html_url": "https://github.com/astral-sh/uv/releases/tag/0.7.18",
  "tag_name": "0.7.18",
  "target_commitish": "main",
  "name": "0.7.18",
  "draft": false,
  "prerelease": false,
  "created_at": "2025-07-02T15:40:27Z",
  "published_at": "2025-07-02T15:48:11Z",
  "author": {"login": "github-actions[bot]"},
  "assets": [
    {"name": "dist-manifest.json", "size": 41822},
    {"name": "source.tar.gz", "size": 3571944},
    {"name": "uv-aarch64-apple-darwin.tar.gz", "size": 16218344},
    {"name": "uv-x86_64-unknown-linux-gnu.tar.gz", "size": 18022190}
  ],
  "body": "## Release Notes\\n\\n### Python\\n- Add CPython 3.13.5 and 3.14.0b3 builds for musl aarch64 (#14402)\\n\\n### Bug fixes\\n- Fix `uv tool upgrade --all` skipping tools installed from a local path (#14388)\\n- Respect `--offline` when checking for a newer `uv` version in `uv self update --dry-run` (#14395)\\n"
}
```
(4 of 42 assets shown)"""))
    turns.append(m.update(uv_latest="0.7.18, published 2025-07-02 15:48:11 UTC (GitHub API /releases/latest) — released during this session; previous 0.7.17 on 2025-07-01"))
    turns.append((extract("https://github.com/astral-sh/uv/releases", "Confirm 0.7.18 is marked Latest and check the star count"),
                  uv_releases(UV_0718, "", "61.8k")))
    turns.append(m.retrieve_all())
    rs.add(task="search", tid="h19-search-18", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What is the latest release of astral-sh/uv, when was it published and what are its notable changes? Also report the repository's star count.\nSession date: 2025-07-02")


# ---------------------------------------------------------------------------------------------------------
# 19 (bad, less common) Launchpad bug: the Noble task flips from Fix Released to Triaged with no activity.
# ---------------------------------------------------------------------------------------------------------
LP_BUG = "https://bugs.launchpad.net/ubuntu/+source/netplan.io/+bug/2071234"


def lp_bug(noble_status: str) -> str:
    return f"""# Bug #2071234 “wifi regulatory-domain ignored after reboot” : Bugs : netplan.io package : Ubuntu

Reported by **Alvar Lindqvist** on 2024-06-26 · This bug affects 14 people

| Affects | Status | Importance | Assigned to | Milestone |
|---|---|---|---|---|
| Netplan (upstream) | Fix Released | Medium | Danilo Rocha | 1.1 |
| netplan.io (Ubuntu) | Fix Released | Medium | Netplan Developers | |
| ↳ Jammy | Won't Fix | Undecided | Unassigned | |
| ↳ Noble | {noble_status} | Medium | Netplan Developers | |
| ↳ Oracular | Fix Released | Medium | Unassigned | |

**Tags:** noble regression-update sts verification-done verification-done-noble wifi

## Description

[ Impact ]
On Ubuntu 24.04, a `regulatory-domain` set under `wifis:` in a netplan YAML file is applied when running `netplan apply`, but is not applied on boot: after a reboot `iw reg get` shows `country 00` until `netplan apply` is run again. Users in countries with restricted channels (e.g. DFS channels in the EU) cannot connect to 5 GHz access points after boot.

[ Test Plan ]
1. Configure `wifis: wlan0: regulatory-domain: "DE"` and reboot.
2. Run `iw reg get`; expected `country DE`, actual `country 00`.

[ Where problems could occur ]
The fix adds a `netplan-regdom.service` unit ordered before `network-pre.target`; a failure there could delay network bring-up.

## Comments

**#4 — Danilo Rocha (netplan dev) wrote on 2024-07-03:** Confirmed. The generator writes the regdom into the systemd-networkd config only for `netplan apply`. Upstream fix: https://github.com/canonical/netplan/pull/482

**#9 — Launchpad Janitor wrote on 2024-07-18:** This bug was fixed in the package netplan.io - 1.1-1ubuntu1 (oracular)

**#12 — Nadia Okafor (SRU team) wrote on 2024-07-30:** Hello Alvar, or anyone else affected, Accepted netplan.io into noble-proposed. The package will build now and be available at https://launchpad.net/ubuntu/+source/netplan.io/1.0.1-1ubuntu2~24.04.1 in a few hours, and then in the -proposed repository. Please help us by testing this new package.

**#15 — Alvar Lindqvist wrote on 2024-08-05:** Verified with netplan.io 1.0.1-1ubuntu2~24.04.1 from noble-proposed on a ThinkPad X1 (iwlwifi): after reboot `iw reg get` shows `country DE: DFS-ETSI`. Tagging verification-done-noble.

**#17 — Launchpad Janitor wrote on 2024-08-14:** This bug was fixed in the package netplan.io - 1.0.1-1ubuntu2~24.04.1

---------------
netplan.io (1.0.1-1ubuntu2~24.04.1) noble; urgency=medium

  * d/p/lp2071234-apply-regulatory-domain-on-boot.patch: apply wifi regulatory-domain at boot via netplan-regdom.service (LP: #2071234)

 -- Danilo Rocha <danilo.rocha@canonical.com>  Wed, 24 Jul 2024 10:12:40 +0200

**#18 — Nadia Okafor (SRU team) wrote on 2024-08-20:** Marking Jammy as Won't Fix: the generator code in 0.106 is too different for a safe backport.

*Last activity: 2024-08-20 · See full activity log*"""


def t19(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("launchpad bug 2071234 netplan regulatory-domain", "netplan wifi regulatory-domain ignored after reboot noble"), hits(
        (LP_BUG, "Bug #2071234 “wifi regulatory-domain ignored after reboot” : Bugs : netplan.io package : Ubuntu",
         "On Ubuntu 24.04, a regulatory-domain set under wifis: ... is not applied on boot ... This bug affects 14 people", "2024-08-20"),
        ("https://github.com/canonical/netplan/pull/482", "networkd: apply wifi regulatory domain on boot · Pull Request #482 · canonical/netplan",
         "Fixes LP: #2071234 ... adds netplan-regdom.service ...", "2024-07-10"),
        ("https://askubuntu.com/questions/1521877/netplan-regulatory-domain-not-set-after-reboot-24-04", "netplan regulatory-domain not set after reboot (24.04) - Ask Ubuntu",
         "After every reboot iw reg get shows country 00 although netplan has regulatory-domain: DE ...", "2024-06-24"),
    )))
    turns.append((extract(LP_BUG, "Status of each series task and in which package version the fix landed for Noble"), lp_bug("Fix Released")))
    turns.append(m.add(bug_status="Noble: Fix Released (Launchpad Janitor 2024-08-14); Jammy: Won't Fix; Oracular: Fix Released (1.1-1ubuntu1)",
                       fix_version="netplan.io 1.0.1-1ubuntu2~24.04.1 (noble-updates)"))
    turns.append((search("netplan.io noble-updates version launchpad", "netplan.io 1.0.1-1ubuntu2~24.04.1 superseded"), hits(
        ("https://launchpad.net/ubuntu/+source/netplan.io", "netplan.io package : Ubuntu - Launchpad",
         "Package versions in Ubuntu: noble-updates 1.1.1-1~ubuntu24.04.1 ... oracular 1.1.1-1ubuntu1 ...", "2025-02-10"),
        ("https://launchpad.net/ubuntu/+source/netplan.io/1.0.1-1ubuntu2~24.04.1", "1.0.1-1ubuntu2~24.04.1 : netplan.io package : Ubuntu",
         "netplan.io (1.0.1-1ubuntu2~24.04.1) noble; urgency=medium ... (LP: #2071234) ...", "2024-08-14"),
        ("https://packages.ubuntu.com/noble-updates/netplan.io", "Ubuntu – Details of package netplan.io in noble-updates",
         "Package: netplan.io (1.1.1-1~ubuntu24.04.1 and others) ...", "2025-02-10"),
    )))
    turns.append((extract("https://launchpad.net/ubuntu/+source/netplan.io", "Current version per series and publishing history for noble"), """# netplan.io package : Ubuntu

YAML network configuration abstraction for various backends

## Package versions

| Series | Pocket | Version | Published |
|---|---|---|---|
| The Plucky Puffin (25.04, devel) | release | 1.1.2-2ubuntu1 | 2025-02-07 |
| The Oracular Oriole (24.10) | release | 1.1.1-1ubuntu1 | 2024-09-12 |
| The Noble Numbat (24.04) | updates | 1.1.1-1~ubuntu24.04.1 | 2025-01-28 |
| The Noble Numbat (24.04) | release | 1.0-2ubuntu1 | 2024-04-12 |
| The Jammy Jellyfish (22.04) | updates | 0.106.1-7ubuntu0.22.04.4 | 2024-07-09 |

## Noble publishing history (updates pocket)

| Version | Status | Date published | Date superseded |
|---|---|---|---|
| 1.1.1-1~ubuntu24.04.1 | Published | 2025-01-28 | — |
| 1.0.1-1ubuntu2~24.04.1 | Superseded | 2024-08-14 | 2025-01-28 |
| 1.0.1-1ubuntu1~24.04.1 | Superseded | 2024-05-30 | 2024-08-14 |

Upstream: Netplan · Bug supervisor: Ubuntu Bug Control · Subscribers: 31"""))
    turns.append((extract("https://launchpad.net/ubuntu/+source/netplan.io/1.1.1-1~ubuntu24.04.1", "Does the newer noble SRU still contain the regdom fix?"), """# 1.1.1-1~ubuntu24.04.1 : netplan.io package : Ubuntu

## Changelog

netplan.io (1.1.1-1~ubuntu24.04.1) noble; urgency=medium

  * Backport netplan.io 1.1.1-1 to noble (LP: #2085617)
    - Includes upstream 1.1 fix for applying the wifi regulatory domain at boot, superseding d/p/lp2071234-apply-regulatory-domain-on-boot.patch (dropped, applied upstream)
    - Adds support for `virtual-ethernets:` and vxlan link properties
    - Fixes `netplan status` crash on interfaces without an IP (LP: #2079251)

 -- Danilo Rocha <danilo.rocha@canonical.com>  Tue, 14 Jan 2025 16:51:02 +0100

## Uploaded by / Sponsored by
Danilo Rocha · Sponsored by Nadia Okafor

## Builds
amd64 · arm64 · armhf · ppc64el · riscv64 · s390x — all Successfully built

## Publishing
Published in noble-updates on 2025-01-28"""))
    turns.append(m.update(fix_version="first fixed in netplan.io 1.0.1-1ubuntu2~24.04.1 (noble-updates, 2024-08-14); current noble-updates 1.1.1-1~ubuntu24.04.1 (2025-01-28) carries the fix via upstream 1.1"))
    turns.append((search("canonical netplan pull 482 regulatory domain merged"), hits(
        ("https://github.com/canonical/netplan/pull/482", "networkd: apply wifi regulatory domain on boot · Pull Request #482 · canonical/netplan",
         "Merged · danrocha merged 3 commits into canonical:main on Jul 10, 2024 ...", "2024-07-10"),
        ("https://github.com/canonical/netplan/releases/tag/1.1", "Release 1.1 · canonical/netplan",
         "Netplan 1.1 ... regulatory-domain is now applied on boot (LP: #2071234) ...", "2024-07-16"),
    )))
    turns.append((extract("https://github.com/canonical/netplan/pull/482", "When the upstream fix was merged and what it changed"), """# networkd: apply wifi regulatory domain on boot #482

**Merged** · danrocha merged 3 commits into `canonical:main` from `danrocha:regdom-on-boot` on Jul 10, 2024

## Description
The regulatory domain from `wifis.<dev>.regulatory-domain` is currently only set by `netplan apply` (via `iw reg set`). On boot nothing sets it, so the kernel stays at `00` (world).

This PR makes the generator emit a small oneshot unit, `netplan-regdom.service`, ordered `Before=network-pre.target`, which runs `iw reg set <CC>`. It is only generated if a regulatory domain is configured.

Fixes: LP: #2071234

## Checklist
- [x] Runs `make check` successfully.
- [x] Retains 100% code coverage (`make check-coverage`).
- [x] New/changed keys in YAML format are documented.
- [x] Closes an open bug in Launchpad.

Files changed: 6 · +148 −12 · Reviewers: ✔ netplan-reviewer-1, ✔ netplan-reviewer-2 · Checks: 14 successful"""))
    turns.append((extract("https://packages.ubuntu.com/noble-updates/netplan.io", "Version available in noble-updates"), """# Package: netplan.io (1.1.1-1~ubuntu24.04.1 and others) [noble-updates]

YAML network configuration abstraction for various backends

netplan reads YAML network configuration files which are written by administrators, installers, cloud image instantiations, or other OS deployments. It then generates the required configuration for different renderers.

## Other Packages Related to netplan.io
- depends: iproute2, libc6 (>= 2.34), libnetplan1 (= 1.1.1-1~ubuntu24.04.1), python3, python3-netplan (= 1.1.1-1~ubuntu24.04.1), systemd (>= 248~)
- recommends: python3-rich
- suggests: network-manager, wpasupplicant, iw

## Download netplan.io
| Architecture | Package Size | Installed Size |
|---|---|---|
| amd64 | 72.1 kB | 420.0 kB |
| arm64 | 71.4 kB | 420.0 kB |
| riscv64 | 71.9 kB | 420.0 kB |"""))
    turns.append(m.retrieve_all())
    turns.append((extract(LP_BUG, "Re-check how many people are affected and whether Jammy is still Won't Fix"), lp_bug("Triaged")))
    rs.add(task="search", tid="h19-search-19", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: Has Launchpad bug #2071234 (netplan wifi regulatory-domain ignored after reboot) been fixed in Ubuntu 24.04 Noble, and in which package version? What about Jammy?\nSession date: 2025-02-26",
           bad=True, turn=12, kind="the bug's Noble task reads 'Triaged' on a re-view though it was 'Fix Released' and the page shows no new activity since 2024-08-20")


# ---------------------------------------------------------------------------------------------------------
# 20 (clean, mainstream) Popover API support: a summary view and a 'show all' view, rounding, a removed key.
# ---------------------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("popover API browser support caniuse", "popover attribute baseline 2024 firefox 125"), hits(
        ("https://caniuse.com/mdn-api_htmlelement_popover", "HTML attribute: popover | Can I use... Support tables for HTML5, CSS3, etc",
         "Popover API · Global 89.5% · Chrome 114+, Edge 114+, Safari 17+, Firefox 125+ ...", "2025-02-09"),
        ("https://developer.mozilla.org/en-US/docs/Web/HTML/Global_attributes/popover", "popover - HTML: HyperText Markup Language | MDN",
         "Baseline 2024 · Newly available · Since April 2024, this feature works across the latest devices and browser versions ...", "2025-01-27"),
        ("https://web.dev/blog/popover-api", "Popover API lands in Baseline | Blog | web.dev",
         "The Popover API is now Baseline Newly available, with Firefox 125 shipping support on April 16, 2024 ...", "2024-04-18"),
        ("https://developer.chrome.com/blog/introducing-popover-api", "Introducing the popover API | Chrome for Developers",
         "The popover API ships in Chrome 114 ... top layer, light dismiss, default focus management ...", "2023-05-30"),
        ("https://webkit.org/blog/14445/webkit-features-in-safari-17-0/", "WebKit Features in Safari 17.0 | WebKit",
         "Safari 17.0 adds support for the popover attribute ...", "2023-09-18"),
    )))
    turns.append((extract("https://caniuse.com/mdn-api_htmlelement_popover", "Global support percentage and first supporting versions"), """# HTML attribute: popover

*Can I use · MDN browser-compat-data feature · Usage % of all users (StatCounter, Jan 2025)*

| | |
|---|---|
| Global | 89.52% + 0% = **89.52%** |
| unprefixed | 89.52% |

## Current aligned view (summary)

| Browser | Supported from | Current version |
|---|---|---|
| Chrome | 114 | 133 ✅ |
| Edge | 114 | 133 ✅ |
| Safari | 17 | 18.3 ✅ |
| Firefox | 125 | 135 ✅ |
| Opera | 100 | 116 ✅ |
| Safari on iOS | 17 | 18.3 ✅ |
| Samsung Internet | 23 | 27 ✅ |
| Chrome for Android | 114 | 133 ✅ |
| Firefox for Android | 125 | 135 ✅ |
| Opera Mini | — | all ❌ |
| UC Browser for Android | — | 15.5 ❌ |
| KaiOS Browser | — | 3.1 ❌ |

Notes: Data from mdn-browser-compat-data. Showing current, previous and next versions only — press "Show all" for the full range."""))
    turns.append(m.add(popover_first="Chrome/Edge 114 (May 2023), Safari 17 (Sep 2023), Firefox 125 (Apr 2024); iOS Safari 17, Samsung 23",
                       popover_global="89.52% (caniuse, StatCounter Jan 2025)"))
    turns.append((extract("https://developer.mozilla.org/en-US/docs/Web/HTML/Global_attributes/popover", "Baseline status and the browser compatibility table"), """# popover

*MDN Web Docs · HTML global attributes · Last modified: Jan 27, 2025*

> **Baseline 2024 · Newly available**
> Since April 2024, this feature works across the latest devices and browser versions. This feature might not work in older devices or browsers.

The `popover` global attribute is used to designate an element as a popover element.

Popover elements are hidden via `display: none` until opened via an invoking/control element (i.e. a `<button>` or `<input type="button">` with a `popovertarget` attribute) or a `HTMLElement.showPopover()` call.

When open, popover elements will appear above all other elements in the top layer, and won't be influenced by parent elements' `position` or `overflow` styling.

## Values
- `auto` (or the empty string): the popover can be "light dismissed" and only one auto popover is shown at a time.
- `manual`: must be explicitly closed; does not close other popovers.
- `hint` (Experimental): hint popovers do not close auto popovers when opened.

## Browser compatibility

| | Chrome | Edge | Firefox | Opera | Safari | Chrome Android | Firefox for Android | Safari on iOS | Samsung Internet | WebView Android |
|---|---|---|---|---|---|---|---|---|---|---|
| popover | 114 | 114 | 125 | 100 | 17 | 114 | 125 | 17 | 23.0 | 114 |
| `hint` value | 133 | 133 | No | 118 | No | 133 | No | No | No | 133 |

## See also
- Popover API
- `popovertarget`, `popovertargetaction` attributes
- `:popover-open` pseudo-class"""))
    turns.append(m.add(popover_baseline="Baseline 2024, Newly available since April 2024 (MDN, last modified 2025-01-27); 'hint' value is Chromium-only (133+)"))
    turns.append((extract("https://caniuse.com/mdn-api_htmlelement_popover?show=all", "Full version ranges incl. flagged support in Firefox"), """# HTML attribute: popover

*Can I use · Usage % of all users (StatCounter, Jan 2025) · Show all ✔*

Global: 89.52% + 0% = 89.52%

| Browser | Not supported | Supported |
|---|---|---|
| Chrome | 4 – 113 | 114 – 133, 134 – 136 (dev/beta/canary) |
| Edge | 12 – 113 | 114 – 133 |
| Safari | 3.1 – 16.6 | 17 – 18.3, TP |
| Firefox | 2 – 113; 114 – 124 ⚑ (disabled by default, `dom.element.popover.enabled`) | 125 – 135, 136 – 138 (beta/nightly) |
| Opera | 9 – 99 | 100 – 116 |
| Safari on iOS | 3.2 – 16.7 | 17 – 18.3 |
| Samsung Internet | 4 – 22 | 23 – 27 |
| Chrome for Android | — | 133 |
| Firefox for Android | — | 135 |
| Opera Mini | all | — |
| Android Browser | 2.1 – 4.4.4 | 133 |

⚑ = supported behind a flag, not counted in the global figure.

Usage of unsupported versions: Safari ≤16.x 1.9%, Chrome ≤113 1.2%, Samsung ≤22 0.8%, Opera Mini 1.0%, others ~5.6%."""))
    turns.append((search("popover=hint browser support Chrome 133"), hits(
        ("https://developer.chrome.com/blog/popover-hint", "popover=hint | Chrome for Developers",
         "Chrome 133 introduces a new value for the popover attribute: hint ...", "2025-01-30"),
        ("https://caniuse.com/mdn-html_global_attributes_popover_hint", "HTML attribute: popover: hint | Can I use...",
         "Global 65.9% · Chrome 133+, Edge 133+ ...", "2025-02-09"),
    )))
    turns.append(m.add(popover_hint="popover=hint: Chrome/Edge 133+ only, caniuse global 65.9% — probably out of scope"))
    turns.append(m.remove("popover_hint"))
    turns.append(m.retrieve("popover_hint"))
    turns.append(m.retrieve_all())
    rs.add(task="search", tid="h19-search-20", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: Which browser versions first supported the HTML Popover API (popover attribute) without flags, is it Baseline, and what share of users globally can use it?\nSession date: 2025-02-11")


# ---------------------------------------------------------------------------------------------------------
# 21 (bad, mainstream) Oppenheimer facts: a stored memory value changes with no update.
# ---------------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("Oppenheimer 2023 runtime release date budget", "Oppenheimer cinematographer Hoyte van Hoytema IMAX 65mm"), hits(
        ("https://www.imdb.com/title/tt15398776/", "Oppenheimer (2023) - IMDb",
         "Oppenheimer: Directed by Christopher Nolan. With Cillian Murphy, Emily Blunt, Matt Damon, Robert Downey Jr. The story of American scientist J. Robert Oppenheimer ... 3h", "2024-03-19"),
        ("https://www.boxofficemojo.com/title/tt15398776/", "Oppenheimer - Box Office Mojo",
         "Domestic (33.8%) $330,078,895 · International (66.2%) $645,732,438 · Worldwide $975,811,333 ...", "2024-03-18"),
        ("https://en.wikipedia.org/wiki/Oppenheimer_(film)", "Oppenheimer (film) - Wikipedia",
         "Oppenheimer is a 2023 epic biographical thriller film written, directed, and co-produced by Christopher Nolan ... Running time 180 minutes ... Budget $100 million", "2024-03-18"),
        ("https://theasc.com/articles/oppenheimer-hoyte-van-hoytema", "Oppenheimer: Nuclear Reaction | American Cinematographer",
         "Hoyte van Hoytema, ASC, FSF, NSC and director Christopher Nolan shot the film on IMAX 65mm and 65mm large-format film, including black-and-white IMAX stock ...", "2023-08-01"),
        ("https://www.oscars.org/oscars/ceremonies/2024", "The 96th Academy Awards | 2024",
         "Oppenheimer: Best Picture, Directing, Actor in a Leading Role, Actor in a Supporting Role, Cinematography, Film Editing, Original Score", "2024-03-11"),
    )))
    turns.append((extract("https://www.imdb.com/title/tt15398776/", "Runtime, US release date, budget and cinematographer"), """# Oppenheimer (2023)

R · 3h · Biography, Drama, History

**IMDb RATING** 8.3/10 (812K) · **Popularity** 64

The story of American scientist J. Robert Oppenheimer and his role in the development of the atomic bomb.

| | |
|---|---|
| Director | Christopher Nolan |
| Writers | Christopher Nolan, Kai Bird, Martin Sherwin |
| Stars | Cillian Murphy, Emily Blunt, Matt Damon |

Won 7 Oscars · 376 wins & 792 nominations total

## Details
| | |
|---|---|
| Release date | July 21, 2023 (United States) |
| Countries of origin | United States, United Kingdom |
| Language | English |
| Filming locations | Los Alamos Ranch School, Los Alamos, New Mexico, USA |
| Production companies | Universal Pictures, Syncopy, Atlas Entertainment |

## Box office
| | |
|---|---|
| Budget | $100,000,000 (estimated) |
| Gross US & Canada | $330,078,895 |
| Opening weekend US & Canada | $82,455,420 · Jul 23, 2023 |
| Gross worldwide | $975,811,333 |

## Tech specs
| | |
|---|---|
| Runtime | 3 hours (180 min) |
| Color | Color, Black and White |
| Sound mix | Dolby Digital, IMAX 6-Track, DTS |
| Aspect ratio | 1.43 : 1 (IMAX 70 mm), 2.20 : 1 (70 mm), 1.90 : 1 (digital IMAX) |

## Crew (selected)
- Cinematography by Hoyte van Hoytema
- Film Editing by Jennifer Lame
- Original Music by Ludwig Göransson"""))
    turns.append(m.add(runtime="180 min (3h 0m, IMDb tech specs)", us_release="2023-07-21 (IMDb)",
                       budget="$100,000,000 estimated (IMDb)", dop="Hoyte van Hoytema (IMDb crew; won the Oscar for Cinematography)"))
    turns.append((extract("https://www.boxofficemojo.com/title/tt15398776/", "Budget, running time, opening weekend and grosses"), """# Oppenheimer (2023)

*Box Office Mojo by IMDbPro*

| | |
|---|---|
| Domestic (33.8%) | $330,078,895 |
| International (66.2%) | $645,732,438 |
| Worldwide | $975,811,333 |

## Summary details
| | |
|---|---|
| Domestic Distributor | Universal Pictures |
| Domestic Opening | $82,455,420 |
| Budget | $100,000,000 |
| Earliest Release Date | July 19, 2023 (France, Germany, ...) |
| MPAA | R |
| Running Time | 3 hr |
| Genres | Biography Drama History |
| IMDbPro | See more details at IMDbPro |

## By release (top)
| Release group | Rollout | Markets | Domestic/ Int'l | Worldwide |
|---|---|---|---|---|
| Original Release | July 19, 2023 – | 78 | $330,078,895 / $645,732,438 | $975,811,333 |

## Domestic weekend (opening)
| Date | Rank | Weekend gross | Theaters |
|---|---|---|---|
| Jul 21–23, 2023 | 2 | $82,455,420 | 3,610 |"""))
    turns.append(m.add(opening_weekend_dom="$82,455,420 (Jul 21–23, 2023; 3,610 theaters; #2 behind Barbie) — Box Office Mojo",
                       worldwide_gross="$975,811,333 (BOM)"))
    shown = dict(m.d)
    shown["runtime"] = "181 min (3h 1m, IMDb tech specs)"
    turns.append(m.retrieve_all(shown=shown))
    rs.add(task="search", tid="h19-search-21", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What is the runtime, US release date and production budget of Christopher Nolan's Oppenheimer, and who was its cinematographer?\nSession date: 2024-03-20",
           bad=True, turn=6, kind="memory value runtime, stored as '180 min (3h 0m...)' at turn 3 and never updated, reads back as '181 min (3h 1m...)'")


# ---------------------------------------------------------------------------------------------------------
# 22 (clean, less common) 2025 Arctic sea ice maximum: 5-day average vs single-day values, units, newer posts.
# ---------------------------------------------------------------------------------------------------------
ICE_DAYS = [("03-10", 14.08), ("03-11", 14.11), ("03-12", 14.13), ("03-13", 14.15), ("03-14", 14.17), ("03-15", 14.16),
            ("03-16", 14.19), ("03-17", 14.22), ("03-18", 14.27), ("03-19", 14.31), ("03-20", 14.36), ("03-21", 14.38),
            ("03-22", 14.33), ("03-23", 14.22), ("03-24", 14.21), ("03-25", 14.18), ("03-26", 14.20), ("03-27", 14.14),
            ("03-28", 14.10), ("03-29", 14.07), ("03-30", 14.05), ("03-31", 14.02), ("04-01", 13.99), ("04-02", 13.97),
            ("04-03", 13.92)]


def ice_table() -> str:
    rows = ["| Date | Daily extent (10⁶ km²) | 5-day trailing average (10⁶ km²) |", "|---|---|---|"]
    best = ("", 0.0)
    for i in range(4, len(ICE_DAYS)):
        avg = sum(v for _, v in ICE_DAYS[i - 4:i + 1]) / 5
        if avg > best[1]:
            best = (ICE_DAYS[i][0], avg)
        if i >= 8:
            rows.append(f"| 2025-{ICE_DAYS[i][0]} | {ICE_DAYS[i][1]:.2f} | {avg:.2f} |")
    assert best[0] == "03-22" and f"{best[1]:.2f}" == "14.33", best
    return "\n".join(rows)


def t22(rs: RowSet) -> None:
    m = Mem()
    turns: list[Turn] = []
    turns.append((search("Arctic sea ice maximum 2025 record low NSIDC", "2025 Arctic sea ice maximum extent date"), hits(
        ("https://nsidc.org/sea-ice-today/analyses/arctic-sea-ice-2025-maximum", "Arctic sea ice sets a record low maximum in 2025 | Arctic Sea Ice News and Analysis",
         "Arctic sea ice likely reached its maximum extent for the year on March 22, at 14.33 million square kilometers (5.53 million square miles), the lowest in the 47-year satellite record ...", "2025-03-27"),
        ("https://science.nasa.gov/earth/earth-observatory/arctic-sea-ice-sets-record-low-maximum-in-2025/", "Arctic Sea Ice Sets Record Low Maximum in 2025 - NASA Science",
         "... 14.33 million square kilometers (5.53 million square miles) on March 22 ... previous lowest maximum of 14.41 million km² in 2017 ...", "2025-03-27"),
        ("https://nsidc.org/arcticseaicenews/charctic-interactive-sea-ice-graph/", "Charctic Interactive Sea Ice Graph | NSIDC",
         "Daily Arctic and Antarctic sea ice extent, 5-day trailing average ...", "2025-04-04"),
        ("https://nsidc.org/sea-ice-today/analyses/arctic-sea-ice-2024-maximum", "Arctic sea ice reaches its 2024 maximum | NSIDC",
         "On March 14, 2024, Arctic sea ice reached its maximum extent of 15.01 million km² (5.80 million sq mi), the fourteenth lowest ...", "2024-03-25"),
        ("https://www.carbonbrief.org/arctic-sea-ice-record-low-winter-peak-2025/", "Arctic sea ice hits record low winter peak | Carbon Brief",
         "The Arctic's winter sea ice peak was the smallest on record this year, according to NSIDC, which uses a five-day average ...", "2025-03-28"),
    )))
    turns.append((extract("https://nsidc.org/sea-ice-today/analyses/arctic-sea-ice-2025-maximum", "Maximum extent value, date and ranking, and whether it is preliminary"), """# Arctic sea ice sets a record low maximum in 2025

*NSIDC Arctic Sea Ice News and Analysis · March 27, 2025*

Arctic sea ice likely reached its maximum extent for the year on March 22, at **14.33 million square kilometers (5.53 million square miles)**. This is the lowest maximum in the 47-year satellite record, 80,000 square kilometers (31,000 square miles) below the previous lowest maximum of 14.41 million square kilometers (5.56 million square miles) set in 2017.

The 2025 maximum is 1.31 million square kilometers (506,000 square miles) below the 1981 to 2010 average maximum of 15.64 million square kilometers (6.04 million square miles).

Please note this is a **preliminary** announcement. Changing winds or late-season growth could still increase the Arctic ice extent, as happened in 2010 and 2013. NSIDC scientists will release a full analysis of the winter conditions in early April.

## Notes on the method
The maximum is determined from the 5-day trailing average of daily extent, which smooths out day-to-day variations caused by weather and by the satellite data. Single-day values can be slightly higher or lower than the 5-day average.

## Antarctic
Antarctic sea ice reached its minimum on March 1, at 1.98 million square kilometers (764,000 square miles), tied for the second lowest in the satellite record.

| Rank | Year | Maximum extent (10⁶ km²) | Date |
|---|---|---|---|
| 1 | 2025 | 14.33 | Mar 22 |
| 2 | 2017 | 14.41 | Mar 7 |
| 3 | 2018 | 14.47 | Mar 17 |
| 4 | 2016 | 14.51 | Mar 23 |
| 4 | 2015 | 14.52 | Feb 25 |
| 6 | 2023 | 14.62 | Mar 6 |

*Rankings are by extent in million square kilometers rounded to two decimal places; differences of less than 40,000 km² are considered ties.*"""))
    turns.append(m.add(max_2025="14.33 million km² (5.53 million sq mi) on 2025-03-22 — PRELIMINARY (NSIDC, 2025-03-27)",
                       rank="lowest maximum in 47-year record; previous low 14.41 (2017); 1.31 below 1981–2010 avg 15.64"))
    turns.append((extract("https://science.nasa.gov/earth/earth-observatory/arctic-sea-ice-sets-record-low-maximum-in-2025/", "How NASA reports the 2025 maximum and the units used"), """# Arctic Sea Ice Sets Record Low Maximum in 2025

*NASA Earth Observatory · March 27, 2025*

## Evidence

- "Arctic sea ice likely hit its maximum extent for the year on March 22, 2025, at 14.33 million square kilometers (5.53 million square miles), according to researchers at NASA and the National Snow and Ice Data Center (NSIDC)."
- "That is the lowest winter peak in the 47-year satellite record, below the previous lowest maximum of 14.41 million square kilometers (5.56 million square miles) in 2017."
- "The ice cover was about 1.31 million square kilometers (506,000 square miles) below the 1981–2010 average maximum — an area larger than the state of Texas and California combined."
- "Sea ice extent is calculated from passive microwave data collected by satellites, including the Defense Meteorological Satellite Program's SSMIS sensors and the Japan Aerospace Exploration Agency's AMSR2."

## Summary

NASA repeats NSIDC's preliminary figure: 14.33 million km² (5.53 million mi²) on March 22, a record low maximum. In the same period, Antarctic sea ice reached its summer minimum on March 1 at 1.98 million km² (764,000 mi²)."""))
    turns.append((extract("https://nsidc.org/arcticseaicenews/charctic-interactive-sea-ice-graph/", "Daily values around the maximum: daily vs 5-day average"), """# Charctic Interactive Sea Ice Graph

*NSIDC Sea Ice Index, version 3 · Arctic · Data last updated: 2025-04-04 (values through 2025-04-03; near-real-time data are preliminary)*

""" + ice_table() + """

Toggle: ☐ Show daily values ☑ Show 5-day average (default) · Years: 2025, 2017, 2012, 1981–2010 median

Note: NSIDC's annual maximum and minimum are determined from the 5-day trailing average. The highest single-day value in 2025 was 14.38 on March 21, but that value is not used for the official maximum."""))
    turns.append(m.update(max_2025="14.33 million km² (5.53 million sq mi) on 2025-03-22 from the 5-day trailing average (Charctic); single-day peak 14.38 on 2025-03-21 is not the official metric. Preliminary as of 2025-03-27"))
    turns.append((search("NSIDC April 2025 Arctic winter analysis maximum confirmed"), hits(
        ("https://nsidc.org/sea-ice-today/analyses/winter-2025-arctic-review", "A record-low winter: reviewing Arctic sea ice in 2024–25 | NSIDC",
         "The Arctic sea ice maximum of 14.33 million km² on March 22 is confirmed as the lowest in the satellite record ... average March extent 14.21 million km² ...", "2025-04-03"),
        ("https://www.reuters.com/business/environment/arctic-sea-ice-record-low-2025-03-27/", "Arctic sea ice hits record winter low, scientists say | Reuters",
         "Arctic sea ice reached its lowest winter peak in the 47-year record ...", "2025-03-27"),
    )))
    turns.append((extract("https://nsidc.org/sea-ice-today/analyses/winter-2025-arctic-review", "Is the 14.33 figure confirmed, and what was the March average?"), """# A record-low winter: reviewing Arctic sea ice in 2024–25

*NSIDC Arctic Sea Ice News and Analysis · April 3, 2025*

## Overview

With ice extent now declining steadily, NSIDC confirms that Arctic sea ice reached its **2025 maximum on March 22 at 14.33 million square kilometers (5.53 million square miles)**, the lowest maximum in the satellite record. The preliminary value announced on March 27 stands unchanged.

## March 2025 in brief

- Average Arctic sea ice extent for March 2025 was 14.21 million square kilometers (5.49 million square miles), the lowest March in the satellite record, 1.07 million square kilometers below the 1981 to 2010 March average.
- Extent on April 2 was 13.97 million square kilometers, tracking below all previous years for the date.
- Air temperatures at the 925 hPa level were 2 to 6 degrees Celsius above average over the Barents and Kara Seas and Hudson Bay.

## Winter in perspective

Ice growth stalled in several periods of the winter, notably in December and early February, when extent was at record lows for the time of year. The Sea of Okhotsk and the Barents Sea had particularly low extents.

*Note: Near-real-time daily values shown in Charctic may be revised slightly when final data replace preliminary ones.*"""))
    turns.append(m.update(max_2025="14.33 million km² (5.53 million sq mi) on 2025-03-22 — CONFIRMED by NSIDC 2025-04-03 (5-day avg metric)"))
    turns.append(m.retrieve_all())
    rs.add(task="search", tid="h19-search-22", system=SEARCH_SYSTEM, turns=turns,
           state="Research question: What was the 2025 Arctic sea ice maximum extent, on what date did it occur, and how does it rank in the satellite record?\nSession date: 2025-04-05")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
