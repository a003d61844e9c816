# ruff: noqa: E501
"""Held-out set holdout23, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven carry exactly one contradiction of an earlier observation (or of the starting state); eleven are
clean but full of legitimate changes (live counters, re-ranked or paginated results, newer page stamps,
versioned records, rounding and unit differences, sources that disagree, the agent's own memory edits).
Running this module writes ``search_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

TASK = "search"

Item = tuple[str, str, str, str]


def sr(*blocks: tuple[str, list[Item]]) -> str:
    """web_search output: one fenced, numbered result list per query."""
    out = []
    for q, items in blocks:
        out.append(f"Search results for query \"{q}\":\n```\n{results(*items)}\n```")
    return "\n\n".join(out)


def ev(url: str, goal: str, evidence: str, summary: str) -> str:
    """web_extractor output in the evidence / summary shape."""
    return (f"The useful information in {url} for user goal \"{goal}\" as follows:\n\n"
            f"Evidence in page:\n{evidence.strip()}\n\nSummary:\n{summary.strip()}")


def page(url: str, text: str) -> str:
    """web_extractor output as the page's own Markdown."""
    return f"Content of {url} (converted to Markdown):\n\n{text.strip()}"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def got(d: dict[str, Any]) -> str:
    return "Retrieved items:\n" + json.dumps(d, indent=2, ensure_ascii=False)


def sd(question: str, date: str) -> str:
    return f"Research question: {question}\nSession date: {date}"


# ---------------------------------------------------------------------------------------------
# 01 clean (mainstream): Python 3.12 release facts; stale snippet vs newer PEP stamp, re-ranking,
# the agent's own memory update.
# ---------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    state = sd("When was Python 3.12.0 released, which PEPs define its headline features (the new f-string "
               "grammar, the per-interpreter GIL, the type parameter syntax), and what is the latest 3.12 "
               "bugfix release as of today?", "2024-06-10")
    g2 = "release date and list of major new features of Python 3.12.0"
    g5 = "list of the 3.12 bugfix releases with their dates"
    g6 = "release date and summary of Python 3.12.4"
    rel3120 = """# Python 3.12.0

**Release Date:** Oct. 2, 2023

This is the stable release of Python 3.12.0

Python 3.12.0 is the newest major release of the Python programming language, and it contains many new features and optimizations.

## Major new features of the 3.12 series, compared to 3.11

### New features

- More flexible f-string parsing, allowing many things previously disallowed ([PEP 701](https://peps.python.org/pep-0701/)).
- Support for the [buffer protocol](https://docs.python.org/3.12/reference/datamodel.html#python-buffer-protocol) in Python code ([PEP 688](https://peps.python.org/pep-0688/)).
- A new debugging/profiling API ([PEP 669](https://peps.python.org/pep-0669/)).
- Support for isolated subinterpreters with separate Global Interpreter Locks ([PEP 684](https://peps.python.org/pep-0684/)).
- Even more improved error messages. More exceptions potentially caused by typos now make suggestions to the user.
- Support for the Linux `perf` profiler to report Python function names in traces.
- Many large and small performance improvements (like [PEP 709](https://peps.python.org/pep-0709/) and support for the BOLT binary optimizer), delivering an estimated 5% overall performance improvement.

### Type annotations

- New type annotation syntax for generic classes ([PEP 695](https://peps.python.org/pep-0695/)).
- New `override` decorator for methods ([PEP 698](https://peps.python.org/pep-0698/)).

### Deprecations

- The deprecated `wstr` and `wstr_length` members of the C implementation of unicode objects were removed, per [PEP 623](https://peps.python.org/pep-0623/).
- In the `unittest` module, a number of long deprecated methods and classes were removed. (They had been deprecated since Python 3.1 or 3.2).
- The deprecated `smtpd` and `distutils` modules have been removed (see [PEP 594](https://peps.python.org/pep-0594/) and [PEP 632](https://peps.python.org/pep-0632/)). The `setuptools` package is no longer installed by default in virtual environments.
- The `asynchat` and `asyncore` modules have been removed along with several `unittest.TestCase` method aliases.
- Invalid backslash escape sequences in strings now warn with `SyntaxWarning` instead of `DeprecationWarning`, making them more visible. (They will become syntax errors in the future.)
- The internal representation of integers has changed in preparation for performance enhancements. (This should not affect most users as it is an internal detail, but it may cause problems for Cython-generated code.)

For more details on the changes to Python 3.12, see [What's new in Python 3.12](https://docs.python.org/3.12/whatsnew/3.12.html).

## More resources

- [Online Documentation](https://docs.python.org/3.12/)
- [PEP 693](https://peps.python.org/pep-0693/), 3.12 Release Schedule
- Report bugs at <https://github.com/python/cpython/issues>.
- [Help fund Python and its community](https://www.python.org/psf/donations/).

## Files

| Version | Operating System | Description | MD5 Sum | File Size | GPG | Sigstore |
|---|---|---|---|---|---|---|
| Gzipped source tarball | Source release | | d6eda3e1399cef5dfde7c4f319b0596c | 27195214 | SIG | .sigstore |
| XZ compressed source tarball | Source release | | f6f4616584b23254d165f4db90c247d6 | 20575020 | SIG | .sigstore |
| macOS 64-bit universal2 installer | macOS | for macOS 10.9 and later | 6ae1b7e6a7bb28bd9f1b1d8b0b3e2c24 | 43644364 | SIG | .sigstore |
| Windows installer (64-bit) | Windows | Recommended | 3f0d1b1a2fd5f0c2fd28c34a4d0f4e0b | 26098952 | SIG | .sigstore |
| Windows installer (32-bit) | Windows | | 2f1a0b6e3f4c7ed0a9e0f8c52a7f5a31 | 24969072 | SIG | .sigstore |"""
    pep693 = """# PEP 693 – Python 3.12 Release Schedule

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
- 3.12.0 alpha 7: Tuesday, 2023-04-04
- 3.12.0 beta 1: Monday, 2023-05-22 (No new features beyond this point.)
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

Expected:

- 3.12.5: Tuesday, 2024-08-06
- 3.12.6: Tuesday, 2024-10-01
- 3.12.7: Tuesday, 2024-12-03

Subsequent bugfix releases every two months.

### 3.12 Lifespan

3.12 will receive bugfix updates approximately every 2 months for approximately 18 months. Some time after the release of 3.13.0 final, the ninth and final 3.12 bugfix update will be released. After that, it is expected that security updates (source only) will be released until 5 years after the release of 3.12.0 final, so until approximately October 2028.

## Features for 3.12

Some of the notable features of Python 3.12 include:

- PEP 623, Remove wstr from Unicode objects
- PEP 684, A Per-Interpreter GIL
- PEP 688, Making the buffer protocol accessible in Python
- PEP 692, Using TypedDict for more precise \\*\\*kwargs typing
- PEP 695, Type Parameter Syntax
- PEP 698, Override Decorator for Static Typing
- PEP 701, Syntactic formalization of f-strings
- PEP 709, Inlined comprehensions
- PEP 669, Low Impact Monitoring for CPython

## Copyright

This document is placed in the public domain or under the CC0-1.0-Universal license, whichever is more permissive.

Source: https://github.com/python/peps/blob/main/peps/pep-0693.rst

Last modified: 2024-06-07 09:26:41 GMT"""
    rel3124 = """# Python 3.12.4

**Release Date:** June 6, 2024

This is the fourth maintenance release of Python 3.12

Python 3.12 is the newest major release of the Python programming language, and it contains many new features and optimizations. 3.12.4 is the latest maintenance release, containing more than 250 bugfixes, build improvements and documentation changes since 3.12.3.

## Major new features of the 3.12 series, compared to 3.11

- More flexible f-string parsing, allowing many things previously disallowed (PEP 701).
- Support for the buffer protocol in Python code (PEP 688).
- A new debugging/profiling API (PEP 669).
- Support for isolated subinterpreters with separate Global Interpreter Locks (PEP 684).
- Even more improved error messages.
- Support for the Linux `perf` profiler to report Python function names in traces.
- Many large and small performance improvements (like PEP 709 and support for the BOLT binary optimizer), delivering an estimated 5% overall performance improvement.
- New type annotation syntax for generic classes (PEP 695).
- New `override` decorator for methods (PEP 698).

For more details on the changes to Python 3.12, see What's new in Python 3.12. The full list of changes in 3.12.4 is in the [changelog](https://docs.python.org/release/3.12.4/whatsnew/changelog.html#python-3-12-4).

## More resources

- Online Documentation
- PEP 693, 3.12 Release Schedule
- Report bugs at https://github.com/python/cpython/issues.

## Files

| Version | Operating System | Description | MD5 Sum | File Size | GPG | Sigstore |
|---|---|---|---|---|---|---|
| Gzipped source tarball | Source release | | ead819cc8b1be7ad3f0e9a2d1c2b7d23 | 27180407 | SIG | .sigstore |
| XZ compressed source tarball | Source release | | 8a1b5f0ba1a94fcec0d4e9c1b1e7fa4e | 20591308 | SIG | .sigstore |
| macOS 64-bit universal2 installer | macOS | for macOS 10.9 and later | 0c3ad1b09e0d1c8f3a3d5cb6e0f9e1a7 | 43969632 | SIG | .sigstore |
| Windows installer (64-bit) | Windows | Recommended | 9a3d0f3c7b1bde6a2c5a3a93e1c0b2f8 | 26465560 | SIG | .sigstore |"""
    turns = [
        (search("Python 3.12.0 release date", "What's New in Python 3.12 PEP 701 PEP 684 PEP 695"),
         sr(("Python 3.12.0 release date", [
             ("https://www.python.org/downloads/release/python-3120/", "Python Release Python 3.12.0 | Python.org",
              "Python 3.12.0. Release Date: Oct. 2, 2023. This is the stable release of Python 3.12.0. Python 3.12.0 is the newest major release of the Python programming language, and it contains many new features and optimizations.", "Oct 2, 2023"),
             ("https://peps.python.org/pep-0693/", "PEP 693 – Python 3.12 Release Schedule | peps.python.org",
              "This document describes the development and release schedule for Python 3.12. ... 3.12.0 final: Monday, 2023-10-02 ...", "Apr 10, 2024"),
             ("https://realpython.com/python312-new-features/", "Python 3.12: Cool New Features for You to Try – Real Python",
              "Python 3.12 was published on October 2, 2023. As usual, the new version comes out in October after lots of effort by volunteers worldwide: better error messages, more powerful f-strings, type variable syntax ...", "Oct 2, 2023"),
             ("https://www.python.org/downloads/", "Download Python | Python.org",
              "Active Python Releases. For more information visit the Python Developer's Guide. Python version, Maintenance status, First released, End of support, Release schedule. 3.12 bugfix 2023-10-02 2028-10 PEP 693 ...", "Jun 6, 2024"),
             ("https://en.wikipedia.org/wiki/History_of_Python", "History of Python - Wikipedia",
              "Python 3.12 was released on 2 October 2023. It added the type statement and new syntax for generic type parameters, and relaxed the grammar of f-strings ...", "May 28, 2024"),
         ]), ("What's New in Python 3.12 PEP 701 PEP 684 PEP 695", [
             ("https://docs.python.org/3/whatsnew/3.12.html", "What's New In Python 3.12 — Python 3.12.4 documentation",
              "Editor: Adam Turner. This article explains the new features in Python 3.12, compared to 3.11. Python 3.12 was released on October 2, 2023. For full details, see the changelog.", "Jun 6, 2024"),
             ("https://peps.python.org/pep-0701/", "PEP 701 – Syntactic formalization of f-strings | peps.python.org",
              "This document proposes to lift some of the restrictions originally formulated in PEP 498 and to provide a formalized grammar for f-strings that can be integrated into the parser directly.", "Mar 14, 2023"),
             ("https://peps.python.org/pep-0684/", "PEP 684 – A Per-Interpreter GIL | peps.python.org",
              "Since Python 1.5 (1997), CPython users can run multiple interpreters in the same process. ... This PEP proposes that each interpreter have its own GIL.", "Apr 6, 2023"),
             ("https://peps.python.org/pep-0695/", "PEP 695 – Type Parameter Syntax | peps.python.org",
              "This PEP specifies an improved syntax for specifying type parameters within a generic class, function, or type alias. It also introduces a new statement for declaring type aliases.", "Jun 21, 2023"),
         ]))),
        (extract("https://www.python.org/downloads/release/python-3120/", g2),
         page("https://www.python.org/downloads/release/python-3120/", rel3120)),
        (memory("add", dict={"py312_release": "3.12.0 final released 2023-10-02 (python.org release page)",
                             "py312_peps": "PEP 701 f-string grammar; PEP 684 per-interpreter GIL; PEP 695 type parameter syntax; also PEP 669, 688, 698, 709"}),
         added("py312_release", "py312_peps")),
        (search("Python 3.12.4 release", "latest Python 3.12 bugfix release"),
         sr(("Python 3.12.4 release", [
             ("https://www.python.org/downloads/release/python-3124/", "Python Release Python 3.12.4 | Python.org",
              "Python 3.12.4. Release Date: June 6, 2024. This is the fourth maintenance release of Python 3.12 ... containing more than 250 bugfixes, build improvements and documentation changes since 3.12.3.", "Jun 6, 2024"),
             ("https://discuss.python.org/t/python-3-12-4-released/55022", "Python 3.12.4 released - Core Development - Discussions on Python.org",
              "Python 3.12.4 is now available. This is the fourth maintenance release of Python 3.12 ... Thomas Wouters", "4 days ago"),
             ("https://docs.python.org/3.12/whatsnew/changelog.html", "Changelog — Python 3.12.4 documentation",
              "Python 3.12.4 final. Release date: 2024-06-06. Security: gh-118486: os.mkdir() on Windows now accepts mode of 0o700 to restrict the new directory to the current user ...", "Jun 6, 2024"),
         ]), ("latest Python 3.12 bugfix release", [
             ("https://www.python.org/downloads/", "Download Python | Python.org",
              "Download the latest version for Linux/UNIX. Download Python 3.12.4. Looking for Python with a different OS? ... Active Python Releases ...", "Jun 6, 2024"),
             ("https://peps.python.org/pep-0693/", "PEP 693 – Python 3.12 Release Schedule | peps.python.org",
              "Bugfix releases. Actual: 3.12.1: Thursday, 2023-12-07; 3.12.2: Tuesday, 2024-02-06; 3.12.3: Tuesday, 2024-04-09. Expected: 3.12.4: Thursday, 2024-06-06 ...", "Apr 10, 2024"),
             ("https://endoflife.date/python", "Python | endoflife.date",
              "3.12 · Released 8 months ago (02 Oct 2023) · Security support ends in 4 years (02 Oct 2028) · Latest 3.12.4 (06 Jun 2024)", "Jun 7, 2024"),
             ("https://www.python.org/downloads/release/python-3123/", "Python Release Python 3.12.3 | Python.org",
              "Python 3.12.3. Release Date: April 9, 2024. This is the third maintenance release of Python 3.12 ...", "Apr 9, 2024"),
         ]))),
        (extract("https://peps.python.org/pep-0693/", g5), page("https://peps.python.org/pep-0693/", pep693)),
        (extract("https://www.python.org/downloads/release/python-3124/", g6),
         page("https://www.python.org/downloads/release/python-3124/", rel3124)),
        (memory("update", dict={"py312_release": "3.12.0 final 2023-10-02; latest bugfix 3.12.4 released 2024-06-06 (python.org); next 3.12.5 expected 2024-08-06 per PEP 693 (modified 2024-06-07)"}),
         updated("py312_release")),
        (memory("retrieve_all"),
         got({"py312_release": "3.12.0 final 2023-10-02; latest bugfix 3.12.4 released 2024-06-06 (python.org); next 3.12.5 expected 2024-08-06 per PEP 693 (modified 2024-06-07)",
              "py312_peps": "PEP 701 f-string grammar; PEP 684 per-interpreter GIL; PEP 695 type parameter syntax; also PEP 669, 688, 698, 709"})),
    ]
    rs.add(task=TASK, tid="h23-search-01", system=SEARCH_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 02 bad (less common): Statistics Faroe Islands village populations; a stored memory value drifts.
# ---------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    state = sd("What was the population of Sørvágur and of Vágar municipality (Vága kommuna) on 1 January 2024 "
               "according to Statistics Faroe Islands (Hagstova Føroya), and how has it changed since 2014?",
               "2024-03-19")
    url_px = "https://statbank.hagstova.fo/pxweb/en/H2/H2__IB__IB01/fo_vital_bygd.px/table/tableViewLayout1/"
    table = """# Population by village, sex and year (1 January) — IB01020

Statbank · Hagstova Føroya / Statistics Faroe Islands · Population and elections › Population › Population by village

Selection: village = villages of Vága kommuna; sex = Total; year = 2014, 2019, 2024

| village | 2014 | 2019 | 2024 |
|---|---:|---:|---:|
| Bøur | 70 | 68 | 73 |
| Gásadalur | 16 | 14 | 11 |
| Miðvágur | 1 074 | 1 118 | 1 179 |
| Sandavágur | 808 | 829 | 861 |
| Slættanes | 0 | 0 | 0 |
| Sørvágur | 1 049 | 1 093 | 1 147 |
| Vatnsoyrar | 50 | 55 | 58 |
| **Vága kommuna, total** | **3 067** | **3 177** | **3 329** |

Footnotes:
1. Figures refer to 1 January of each year and to the place of residence registered in the national population register (Landsfólkayvirlitið).
2. Municipal boundaries as of 1 January 2020, when Sørvágs kommuna and Vága kommuna merged; earlier years are recalculated to the present boundaries.
3. Slættanes has been uninhabited since 1965.
4. Residents of the airport area (Vága Floghavn) are counted under Sørvágur.

Contact: Hagstova Føroya, Á Ryggi, FO-100 Tórshavn · hagstova@hagstova.fo · +298 35 20 00
Last updated: 2024-02-12 · Next update: February 2025 · Unit: persons"""
    kvf_url = "https://kvf.fo/greinir/2024/02/15/folkatalid-i-vagum-veksur"
    g2 = "population of Sørvágur and of Vága kommuna on 1 January 2014, 2019 and 2024"
    g5 = "what the article says about population growth in Vágar and Sørvágur"
    g8 = "total population of the Faroe Islands on 1 January 2024 and the change from 2023"
    turns = [
        (search("Hagstova Føroya population by village Sørvágur 2024", "Vága kommuna population 1 January 2024"),
         sr(("Hagstova Føroya population by village Sørvágur 2024", [
             (url_px, "Population by village, sex and year (1 January) - PxWeb - Hagstova Føroya",
              "Population by village, sex and year (1 January). Table IB01020. Select village: Akrar, Argir, Bøur, ... Sørvágur, Vatnsoyrar ...", "Feb 12, 2024"),
             ("https://hagstova.fo/en/population/population/population", "Population | Hagstova Føroya",
              "Statistics on the population of the Faroe Islands by sex, age, village and municipality. Updated monthly (totals) and annually (villages) ...", "Mar 1, 2024"),
             ("https://en.wikipedia.org/wiki/S%C3%B8rv%C3%A1gur", "Sørvágur - Wikipedia",
              "Sørvágur (Danish: Sørvåg) is a village on the island of Vágar in the Faroe Islands, at the head of Sørvágsfjørður. Vágar Airport is located just east of the village ...", "Jan 22, 2024"),
         ]), ("Vága kommuna population 1 January 2024", [
             ("https://www.vagar.fo/um-kommununa", "Um kommununa | Vága kommuna",
              "Vága kommuna fevnir um bygdirnar Bøur, Gásadalur, Miðvágur, Sandavágur, Sørvágur og Vatnsoyrar ...", "Nov 3, 2023"),
             ("https://en.wikipedia.org/wiki/V%C3%A1gur_Municipality", "Vágar Municipality - Wikipedia",
              "Vága kommuna is a municipality of the Faroe Islands on the island of Vágar. It was formed on 1 January 2020 by the merger of the former Vága and Sørvágs municipalities ...", "Dec 9, 2023"),
             ("https://statbank.hagstova.fo/pxweb/en/H2/H2__IB__IB01/fo_vital_komm.px/", "Population by municipality, sex and year (1 January) - PxWeb",
              "Population by municipality. Table IB01010. Municipality: Eiðis, Eysturkommuna, Fuglafjarðar, ... Vága, Vestmanna, Viðareiðis ...", "Feb 12, 2024"),
         ]))),
        (extract(url_px, g2), page(url_px, table)),
        (memory("add", dict={"sorvagur_2024": "1147 (1 Jan 2024; Hagstova statbank IB01020)",
                             "sorvagur_2014": "1049 (1 Jan 2014; same table, present boundaries)",
                             "vagar_muni_2024": "3329 (Vága kommuna total, 1 Jan 2024)"}),
         added("sorvagur_2024", "sorvagur_2014", "vagar_muni_2024")),
        (search("Sørvágur population growth Vágar airport housing", "Vágar population increase 2024 kvf"),
         sr(("Sørvágur population growth Vágar airport housing", [
             ("https://www.visitfaroeislands.com/en/places/vagar/sorvagur", "Sørvágur | Visit Faroe Islands",
              "Sørvágur is the westernmost village on Vágar, close to the airport. From the harbour, boats sail to the island of Mykines in the summer season ...", "Jun 30, 2023"),
             ("https://www.portal.fo/vagar-vaksa-og-bustadir-mangla.html", "Vágar vaksa – og bústaðir mangla | Portal.fo",
              "Fleiri fólk flyta til Vágar enn nakrantíð, men tað manglar bústaðir. Í Sørvági verða 24 nýggjar íbúðir bygdar ...", "Oct 11, 2023"),
         ]), ("Vágar population increase 2024 kvf", [
             (kvf_url, "Fólkatalið í Vágum veksur | Kringvarp Føroya",
              "Vága kommuna hevði 3.329 íbúgvar 1. januar í ár. Tað er 262 fleiri enn fyri tíggju árum síðani ...", "Feb 15, 2024"),
             ("https://kvf.fo/greinir/2024/02/12/54-676-foroyingar", "54.676 føroyingar | Kringvarp Føroya",
              "Fólkatalið í Føroyum var 54.676 1. januar 2024, vísa nýggj tøl frá Hagstovuni ...", "Feb 12, 2024"),
         ]))),
        (extract(kvf_url, g5),
         ev(kvf_url, g5, """
> **Fólkatalið í Vágum veksur** (The population of Vágar keeps growing) — Kringvarp Føroya, 15.02.2024, 07:42

> "Vága kommuna hevði 3.329 íbúgvar 1. januar í ár. Tað er 262 fleiri enn fyri tíggju árum síðani, tá ið talið var 3.067." (Vága municipality had 3,329 residents on 1 January this year, 262 more than ten years ago, when the figure was 3,067.)

> "Mest er vøksturin í Miðvági og í Sørvági. Sørvágur fór um 1.100 íbúgvar í 2022, og bygdin hevur nú fleiri íbúgvar enn nakrantíð áður." (Growth is greatest in Miðvágur and Sørvágur. Sørvágur passed 1,100 residents in 2022 and now has more residents than ever before.)

> The article quotes "the municipal administration" (no spokesperson is named) saying that 24 new flats are under construction in Sørvágur and that demand from airport employees is high.

> "Í Gásadali búgva nú bert 11 fólk." (Only 11 people now live in Gásadalur.)

> Source line at the bottom of the article: "Keldur: Hagstova Føroya, talvan IB01020."
""", """
KVF reports that Vága kommuna had 3,329 residents on 1 January 2024, up 262 from 3,067 ten years earlier. Sørvágur passed 1,100 residents in 2022 and is at a record high; growth is concentrated in Miðvágur and Sørvágur, driven partly by airport jobs, with 24 new flats under construction in Sørvágur. Gásadalur is down to 11 residents. The article cites Hagstova table IB01020.
""")),
        (memory("add", dict={"vagar_muni_2014": "3067 (Vága kommuna total, 1 Jan 2014; KVF confirms +262 in ten years)",
                             "growth_note": "Sørvágur +98 (+9.3%) 2014→2024; passed 1,100 in 2022 (KVF 2024-02-15)"}),
         added("vagar_muni_2014", "growth_note")),
        (memory("retrieve_all"),
         got({"sorvagur_2024": "1174 (1 Jan 2024; Hagstova statbank IB01020)",
              "sorvagur_2014": "1049 (1 Jan 2014; same table, present boundaries)",
              "vagar_muni_2024": "3329 (Vága kommuna total, 1 Jan 2024)",
              "vagar_muni_2014": "3067 (Vága kommuna total, 1 Jan 2014; KVF confirms +262 in ten years)",
              "growth_note": "Sørvágur +98 (+9.3%) 2014→2024; passed 1,100 in 2022 (KVF 2024-02-15)"})),
        (extract("https://hagstova.fo/en/news/population-1-january-2024", g8),
         ev("https://hagstova.fo/en/news/population-1-january-2024", g8, """
> **Population on 1 January 2024** — Published 12.02.2024

> "On 1 January 2024, the population of the Faroe Islands was 54,676. This is an increase of 622 persons, or 1.2%, compared with 1 January 2023."

> "The increase is the result of a birth surplus of 236 and net immigration of 386."

> "There were 28,293 men and 26,383 women, i.e. 1,072 men per 1,000 women."

> "Tórshavnar kommuna remains the largest municipality with 23,716 residents, followed by Klaksvíkar kommuna with 5,262 and Runavíkar kommuna with 4,283."

> Table link: "Population by village, sex and year (IB01020) has been updated with figures for 2024."
""", """
Statistics Faroe Islands reports a population of 54,676 on 1 January 2024, up 622 (1.2%) from 2023 (birth surplus 236, net immigration 386); 28,293 men and 26,383 women. The village table IB01020 was updated with 2024 figures on the same date.
""")),
        (memory("add", dict={"faroe_total_2024": "54676 on 1 Jan 2024 (+622, +1.2% vs 2023; Hagstova news 2024-02-12)"}),
         added("faroe_total_2024")),
    ]
    rs.add(task=TASK, tid="h23-search-02", system=SEARCH_SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="memory value for Sørvágur's 2024 population reads back with transposed digits (1147 stored, 1174 returned) though it was never updated")


# ---------------------------------------------------------------------------------------------
# 03 bad (mainstream): Wikipedia JWST; the same revision gives a different collecting area later.
# ---------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    state = sd("Summarise the James Webb Space Telescope's key physical parameters (primary mirror, launch mass, "
               "sunshield, orbit) and its launch and arrival details, citing Wikipedia and NASA.", "2024-03-05")
    wp = "https://en.wikipedia.org/wiki/James_Webb_Space_Telescope"
    g2 = "infobox parameters: launch date, rocket, launch mass, mirror diameter, collecting area, orbit"
    g8 = "details of the optics (primary mirror segments, secondary mirror) and the sunshield"
    infobox = """# James Webb Space Telescope

From Wikipedia, the free encyclopedia

**Infobox**

| Field | Value |
|---|---|
| Names | Next Generation Space Telescope (NGST; 1996–2002) |
| Mission type | Astronomy |
| Operator | STScI (NASA) |
| COSPAR ID | 2021-130A |
| SATCAT no. | 50463 |
| Mission duration | 2 years, 2 months, 9 days (elapsed); 5 years (design), 10 years (goal) |
| Manufacturer | Northrop Grumman; Ball Aerospace & Technologies |
| Launch mass | 6,161.4 kg (13,584 lb) |
| Dimensions | 21.197 m × 14.162 m (69.54 ft × 46.46 ft), sunshield |
| Power | 2 kW |
| Launch date | 25 December 2021, 12:20 UTC |
| Rocket | Ariane 5 ECA (VA256) |
| Launch site | Guiana Space Centre, ELA-3 |
| Contractor | Arianespace |
| Entered service | 12 July 2022 |
| Reference system | Sun–Earth L2 orbit |
| Regime | Halo orbit |
| Periapsis altitude | 250,000 km (160,000 mi) |
| Apoapsis altitude | 832,000 km (517,000 mi) |
| Period | 6 months |
| Type | Korsch telescope |
| Diameter | 6.5 m (21 ft) |
| Focal length | 131.4 m (431 ft) |
| Focal ratio | f/20.2 |
| Collecting area | 25.4 m² (273 sq ft) |
| Wavelengths | 0.6–28.3 μm (orange to mid-infrared) |
| Instruments | NIRCam, NIRSpec, MIRI, NIRISS/FGS |

**Lead section (excerpt):** The James Webb Space Telescope (JWST) is a space telescope designed primarily to conduct infrared astronomy. As the largest telescope in space, it is equipped with high-resolution and high-sensitivity instruments, allowing it to view objects too old, distant, or faint for the Hubble Space Telescope. ... JWST was launched on 25 December 2021 on an Ariane 5 rocket from Kourou, French Guiana, and arrived at the Sun–Earth L2 Lagrange point in January 2022. The first JWST image was released to the public via a press conference on 11 July 2022. ... The telescope's primary mirror consists of 18 hexagonal mirror segments made of gold-plated beryllium, which combined create a 6.5-meter-diameter (21 ft) mirror, compared with Hubble's 2.4 m (7 ft 10 in). This gives JWST a light-collecting area of about 25.4 square meters, about six times that of Hubble.

---
This page was last edited on 28 February 2024, at 17:42 (UTC)."""
    optics = """## Optics (section of "James Webb Space Telescope")

JWST's primary mirror is a 6.5-meter-diameter gold-coated beryllium reflector with a collecting area of 26.3 m² (283 sq ft). If it had been designed as a single, large mirror, it would have been too large for existing launch vehicles. The mirror is therefore composed of 18 hexagonal segments (a technique pioneered by Guido Horn d'Arturo), which unfolded after the telescope was launched. Image plane wavefront sensing through phase retrieval is used to position the mirror segments in the correct location using precise actuators. Subsequent to this initial configuration, they only need occasional updates every few days to retain optimal focus. This is unlike terrestrial telescopes, for example the Keck telescopes, which continually adjust their mirror segments using active optics to overcome the effects of gravitational and wind loading.

Each segment measures 1.32 m (4.3 ft) across, flat to flat, and weighs about 20 kg (44 lb); each is driven by six actuators plus a seventh at its centre that adjusts its curvature. JWST's optical design is a three-mirror anastigmat, which makes use of curved secondary and tertiary mirrors to deliver images that are free from optical aberrations over a wide field. The secondary mirror is 0.74 m (2.4 ft) in diameter. In addition, there is a fine steering mirror which can adjust its position many times a second to provide image stabilization. Photographs taken by Webb have six spikes plus two fainter ones due to the spider supporting the secondary mirror.

## Sunshield

The sunshield is about 21.197 m × 14.162 m (69.54 ft × 46.46 ft), roughly the size of a tennis court. It consists of five layers of Kapton E coated with aluminium, with the Sun-facing side of the two hottest layers also coated with doped silicon. The first layer is 0.05 mm thick and the other four layers are 0.025 mm thick. Because of the sunshield, the hot side can reach about 85 °C (185 °F) while the cold side stays below about −233 °C (−388 °F). The sunshield was folded twelve times to fit within the Ariane 5 fairing, which is 4.57 m (15.0 ft) in diameter and 16.19 m (53.1 ft) long.

---
This page was last edited on 28 February 2024, at 17:42 (UTC)."""
    nasa = "https://science.nasa.gov/mission/webb/webb-facts/"
    arrive = "https://blogs.nasa.gov/webb/2022/01/24/orbital-insertion-burn-a-success-webb-arrives-at-l2/"
    turns = [
        (search("James Webb Space Telescope Wikipedia", "JWST primary mirror collecting area launch mass"),
         sr(("James Webb Space Telescope Wikipedia", [
             (wp, "James Webb Space Telescope - Wikipedia",
              "The James Webb Space Telescope (JWST) is a space telescope designed primarily to conduct infrared astronomy. As the largest telescope in space, it is equipped with high-resolution and high-sensitivity instruments ...", "Feb 28, 2024"),
             ("https://en.wikipedia.org/wiki/Timeline_of_the_James_Webb_Space_Telescope", "Timeline of the James Webb Space Telescope - Wikipedia",
              "25 December 2021: launch on Ariane 5 flight VA256 ... 24 January 2022: L2 insertion burn ...", "Jan 9, 2024"),
         ]), ("JWST primary mirror collecting area launch mass", [
             (nasa, "Webb Key Facts - NASA Science",
              "Mass: 6,161.4 kg (13,584 lbs). Primary mirror: 6.5 m (21 ft 4 in) diameter, 25.4 m² collecting area, 18 hexagonal segments ...", "Nov 14, 2023"),
             ("https://webbtelescope.org/webb-science/the-observatory", "The Observatory - Webb Space Telescope (STScI)",
              "Webb's 18 gold-coated beryllium mirror segments work together as one 6.5-meter mirror ...", "Sep 20, 2023"),
             ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_factsheet", "ESA - Webb factsheet",
              "Launch: 25 December 2021 on Ariane 5 from Europe's Spaceport in Kourou ... Primary mirror 6.5 m ... Orbit: around L2, 1.5 million km from Earth ...", "Jul 12, 2022"),
         ]))),
        (extract(wp, g2), page(wp, infobox)),
        (memory("add", dict={"jwst_mirror": "6.5 m, 18 hexagonal gold-coated Be segments, collecting area 25.4 m² (Wikipedia infobox)",
                             "jwst_mass": "6,161.4 kg launch mass",
                             "jwst_launch": "2021-12-25 12:20 UTC, Ariane 5 ECA VA256, Guiana Space Centre ELA-3"}),
         added("jwst_mirror", "jwst_mass", "jwst_launch")),
        (extract(nasa, "official NASA figures for mass, mirror, sunshield, orbit and operating temperature"),
         ev(nasa, "official NASA figures for mass, mirror, sunshield, orbit and operating temperature", """
> **Webb Key Facts** (NASA Science, page updated Nov 14, 2023)

> | Fact | Value |
> |---|---|
> | Launch date | December 25, 2021, 7:20 a.m. EST |
> | Launch vehicle | Ariane 5 ECA (provided by ESA) |
> | Mass | 6,161.4 kg (13,584 lbs) |
> | Primary mirror | 6.5 m (21 ft 4 in) diameter; 25.4 m² collecting area; 18 hexagonal segments of gold-coated beryllium |
> | Sunshield | 21.197 m × 14.162 m (69.5 ft × 46.5 ft), five layers |
> | Orbit | About 1.5 million km (1 million miles) from Earth, orbiting the second Lagrange point (L2) |
> | Operating temperature | under 50 K (−223 °C; −370 °F) |
> | Wavelength coverage | 0.6 to 28.5 microns |
> | Mission lifetime | 5.5 to 10 years (propellant for more than 20 years after the precise launch) |
""", """
NASA gives a mass of 6,161.4 kg, a 6.5 m primary mirror of 18 gold-coated beryllium segments with 25.4 m² collecting area, a five-layer 21.197 × 14.162 m sunshield, and an L2 orbit about 1.5 million km from Earth. Launch: 25 Dec 2021, 7:20 a.m. EST (12:20 UTC). NASA quotes 0.6–28.5 μm wavelength coverage (Wikipedia lists 0.6–28.3 μm).
""")),
        (search("JWST arrival L2 January 24 2022 orbit insertion burn"),
         sr(("JWST arrival L2 January 24 2022 orbit insertion burn", [
             (arrive, "Orbital Insertion Burn a Success, Webb Arrives at L2 – NASA Blogs",
              "Today, at 2 p.m. EST, Webb fired its onboard thrusters for nearly five minutes (297 seconds) to complete the final postlaunch course correction to its trajectory ...", "Jan 24, 2022"),
             ("https://www.space.com/james-webb-space-telescope-arrives-l2", "James Webb Space Telescope arrives at its final destination | Space",
              "The observatory reached its destination, a gravitationally stable spot called Earth-sun Lagrange point 2, about 930,000 miles from Earth ...", "Jan 24, 2022"),
         ]))),
        (extract(arrive, "time and duration of the L2 insertion burn and description of the orbit"),
         ev(arrive, "time and duration of the L2 insertion burn and description of the orbit", """
> "Today, at 2 p.m. EST, Webb fired its onboard thrusters for nearly five minutes (297 seconds) to complete the final postlaunch course correction to its trajectory. This mid-course correction burn inserted Webb toward its final orbit around the second Sun-Earth Lagrange point, or L2, nearly 1 million miles away from the Earth."

> "Webb will orbit L2 in a halo orbit ... Webb's orbit will take about six months to complete."

> "'Webb, welcome home!' said NASA Administrator Bill Nelson."

> Posted January 24, 2022, by Laura Betz.
""", """
The final mid-course correction (MCC-2), a 297-second burn at 2 p.m. EST on 24 January 2022, inserted Webb into a halo orbit around Sun–Earth L2, about 1.5 million km (nearly 1 million miles) from Earth, with a period of about six months.
""")),
        (memory("add", dict={"jwst_orbit": "halo orbit around Sun–Earth L2, ~1.5 million km; arrived 2022-01-24 after a 297 s burn at 2 p.m. EST; period ~6 months"}),
         added("jwst_orbit")),
        (extract(wp, g8), page(wp, optics)),
        (memory("update", dict={"jwst_mirror": "6.5 m, 18 hexagonal gold-coated Be segments (1.32 m flat-to-flat, ~20 kg each); secondary 0.74 m; focal length 131.4 m"}),
         updated("jwst_mirror")),
        (memory("retrieve_all"),
         got({"jwst_mirror": "6.5 m, 18 hexagonal gold-coated Be segments (1.32 m flat-to-flat, ~20 kg each); secondary 0.74 m; focal length 131.4 m",
              "jwst_mass": "6,161.4 kg launch mass",
              "jwst_launch": "2021-12-25 12:20 UTC, Ariane 5 ECA VA256, Guiana Space Centre ELA-3",
              "jwst_orbit": "halo orbit around Sun–Earth L2, ~1.5 million km; arrived 2022-01-24 after a 297 s burn at 2 p.m. EST; period ~6 months"})),
    ]
    rs.add(task=TASK, tid="h23-search-03", system=SEARCH_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="same Wikipedia revision (same last-edited stamp) later gives the primary mirror's collecting area as 26.3 m² instead of 25.4 m²")


# ---------------------------------------------------------------------------------------------
# 04 clean (less common): a Codeberg-hosted CLI's releases; live star count, relative times, pagination,
# the agent refining its own memory entry.
# ---------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    state = sd("For the tidewater tide-prediction CLI (Codeberg: harbourlabs/tidewater), what is the latest release, "
               "when was it published, and what changed across the 2.x series? Also note its licence and how many "
               "harmonic constituents it supports.", "2024-10-14")
    repo = "https://codeberg.org/harbourlabs/tidewater"
    rel1 = "https://codeberg.org/harbourlabs/tidewater/releases"
    rel2 = "https://codeberg.org/harbourlabs/tidewater/releases?page=2"
    crate = "https://crates.io/crates/tidewater"
    repo_page = """# harbourlabs/tidewater

Offline tide predictions from harmonic constants, in your terminal.

★ {stars} Stars · 23 Forks · 37 Watching · Issues 19 · Pull requests 3 · Releases 41 · Wiki · Activity

| | |
|---|---|
| Default branch | main |
| Commits | 1,284 |
| Branches | 4 |
| Tags | 41 |
| Size | 6.1 MiB |
| Languages | Rust 94.2% · Shell 3.1% · Nix 2.7% |
| License | GPL-3.0-or-later |
| Latest release | **v2.3.1** — {rel_ago} |

Last commit: `a4c19e2f` "ci: pin woodpecker image to 2.7" — leverett committed {commit_ago}

## README.md

tidewater predicts tides offline from published harmonic constants. It ships the constants for about 3,000 NOAA and UKHO stations and predicts from the 37 NOAA standard harmonic constituents (M2, S2, N2, K1, O1, ...). See CHANGELOG.md for optional constituent sets.

```
$ tidewater predict --station 8443970 --days 3
Boston, MA (8443970)   datum MLLW   times EDT
Mon 3 Jun   03:41  H  10.7 ft    09:58  L  -0.6 ft    16:05  H  10.1 ft    22:11  L  0.2 ft
Tue 4 Jun   04:30  H  11.0 ft    10:47  L  -0.9 ft    16:54  H  10.5 ft    23:01  L  -0.1 ft
Wed 5 Jun   05:19  H  11.2 ft    11:36  L  -1.1 ft    17:43  H  10.8 ft    23:50  L  -0.3 ft
```

### Install

- `cargo install tidewater`
- prebuilt binaries on the Releases page (x86_64/aarch64 Linux, macOS universal, Windows)
- Nix: `nix run codeberg:harbourlabs/tidewater`

### Licence

GPL-3.0-or-later. Station constants are redistributed under their providers' terms (see `data/SOURCES.md`)."""
    releases_p1 = """# Releases · harbourlabs/tidewater

Releases 41 · Tags 41

## v2.3.1 — Latest
leverett released this 2024-10-11 · 3 commits to main since this release · `b71e0d3`

- Fix: `--extended` silently fell back to the standard set for UKHO stations without long-period constants.
- Fix: daylight-saving transition on the last Sunday of October printed a duplicated 01:xx row.
- Docs: man page regenerated.

Assets: tidewater-x86_64-linux.tar.gz (3.8 MiB, 187 downloads) · tidewater-aarch64-linux.tar.gz (3.6 MiB, 41 downloads) · tidewater-macos-universal.tar.gz (7.2 MiB, 63 downloads) · tidewater-windows-x86_64.zip (3.9 MiB, 29 downloads) · SHA256SUMS · Source code (ZIP) · Source code (TAR.GZ)

## v2.3.0
leverett released this 2024-09-02 · `e03a9c1`

- New: opt-in extended constituent set (68 constituents, including shallow-water and long-period terms) with `--extended`; the default remains the 37 NOAA standard constituents.
- New: `tidewater export --ics` writes high/low waters as an iCalendar feed.
- Changed: minimum supported Rust version is now 1.74.

Assets: 4 binaries (612 downloads in total) · SHA256SUMS · Source code

## v2.2.2
leverett released this 2024-07-19 · `9f1d2b8`

- Fix: nodal corrections used the wrong year for predictions spanning 31 December → 1 January.

## v2.2.1
mkarlsen released this 2024-06-30 · `5c7a4e0`

- Fix: station search was case-sensitive for names containing non-ASCII letters (e.g. "Tromsø").

## v2.2.0
leverett released this 2024-06-03 · `1a88f3d`

- New: UKHO stations (about 600) added to the bundled data.
- New: `--units metric|imperial` (default follows locale).

Page 1 of 9 · [Next »](?page=2)"""
    releases_p2 = """# Releases · harbourlabs/tidewater

Releases 41 · Tags 41

## v2.1.2
mkarlsen released this 2024-05-08 · `77be021`

- Fix: panic when a station's datum offset was missing.

## v2.1.1
leverett released this 2024-04-14 · `c2d9e85`

- Fix: `--days` above 366 now errors instead of overflowing.

## v2.1.0
leverett released this 2024-03-27 · `4e61f0a`

- New: `tidewater nearest --lat --lon` finds the closest station.
- Changed: output times default to the station's local time zone (use `--utc` for UTC).

## v2.0.1
leverett released this 2024-02-20 · `0b5c4d7`

- Fix: the NOAA constants importer dropped constituent `MS4`.

## v2.0.0
leverett released this 2024-02-12 · `f8a2e61`

- Breaking: rewritten prediction core; constants are now stored in a single compressed SQLite file instead of XTide `.tcd` harmonics files.
- Breaking: the `tidewater-cli` binary is renamed `tidewater`.
- New: 37 NOAA standard constituents computed with nodal corrections per Schureman (1958).

[« Previous](?page=1) · Page 2 of 9 · [Next »](?page=3)"""
    crate_page = """# tidewater v2.3.1

Offline tide predictions from harmonic constants

#cli #tides #oceanography #navigation

| | |
|---|---|
| Published | 3 days ago (2024-10-11) |
| Version | 2.3.1 |
| License | GPL-3.0-or-later |
| Rust version | v1.74.0 |
| Size | 2.41 MiB |
| Repository | codeberg.org/harbourlabs/tidewater |
| Owners | leverett, mkarlsen |
| Recent downloads (90 days) | 1,902 |
| All-time downloads | 14,377 |

**Versions** (41): 2.3.1 (3 days ago) · 2.3.0 (about 1 month ago) · 2.2.2 (3 months ago) · 2.2.1 (4 months ago) · 2.2.0 (4 months ago) · 2.1.2 (5 months ago) · … · 0.4.0 (almost 3 years ago)

**Install:** `cargo install tidewater` · or add to Cargo.toml: `tidewater = "2.3.1"`"""
    g2 = "latest release, licence, star count, constituent count"
    g4 = "release dates and changes of the 2.x releases"
    turns = [
        (search("tidewater tide prediction CLI codeberg", "tidewater harmonic constituents release notes"),
         sr(("tidewater tide prediction CLI codeberg", [
             (repo, "harbourlabs/tidewater: Offline tide predictions from harmonic constants, in your terminal. - Codeberg.org",
              "tidewater predicts tides offline from published harmonic constants. It ships the constants for about 3,000 NOAA and UKHO stations ...", "3 days ago"),
             ("https://lobste.rs/s/q8vkzt/tidewater_2_0_offline_tide_predictions", "tidewater 2.0: offline tide predictions without XTide | Lobsters",
              "12 comments · rust, science · I finally replaced the .tcd harmonics files with SQLite, and the prediction core is rewritten ...", "Feb 13, 2024"),
             (crate, "tidewater - crates.io: Rust Package Registry", "Offline tide predictions from harmonic constants · v2.3.1 · GPL-3.0-or-later", "3 days ago"),
         ]), ("tidewater harmonic constituents release notes", [
             (rel1, "Releases · harbourlabs/tidewater - Codeberg.org",
              "v2.3.1 Latest · Fix: --extended silently fell back to the standard set ... v2.3.0 · New: opt-in extended constituent set (68 constituents ...", "3 days ago"),
             ("https://leverett.srht.site/posts/2024-02-tidewater-2/", "Why tidewater 2.0 dropped XTide harmonics files",
              "The 37 NOAA standard constituents cover most ports well; shallow-water terms are where things get interesting ...", "Feb 12, 2024"),
             (repo + "/src/branch/main/CHANGELOG.md", "tidewater/CHANGELOG.md at main - Codeberg.org",
              "## [2.3.1] - 2024-10-11 ### Fixed ... ## [2.3.0] - 2024-09-02 ### Added - Extended constituent set ...", "3 days ago"),
         ]))),
        (extract(repo, g2),
         page(repo, repo_page.format(stars="412", rel_ago="3 days ago", commit_ago="38 minutes ago"))),
        (memory("add", dict={"tw_latest": "v2.3.1, released 2024-10-11 (repo page says 3 days ago)",
                             "tw_license": "GPL-3.0-or-later",
                             "tw_constituents": "37 (NOAA standard set)"}),
         added("tw_latest", "tw_license", "tw_constituents")),
        (extract(rel1, g4), page(rel1, releases_p1)),
        (extract(rel2, g4), page(rel2, releases_p2)),
        (memory("update", dict={"tw_constituents": "37 NOAA standard constituents by default; opt-in extended set of 68 via --extended since v2.3.0 (2024-09-02)"}),
         updated("tw_constituents")),
        (extract(crate, "published date, licence and download counts of the latest version"), page(crate, crate_page)),
        (extract(repo, "current star count, open issues and the most recent commit"),
         page(repo, repo_page.format(stars="413", rel_ago="3 days ago", commit_ago="47 minutes ago"))),
        (memory("retrieve_all"),
         got({"tw_latest": "v2.3.1, released 2024-10-11 (repo page says 3 days ago)",
              "tw_license": "GPL-3.0-or-later",
              "tw_constituents": "37 NOAA standard constituents by default; opt-in extended set of 68 via --extended since v2.3.0 (2024-09-02)"})),
    ]
    rs.add(task=TASK, tid="h23-search-04", system=SEARCH_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 05 bad (mainstream): WHO vs World Bank life expectancy; a removed memory key comes back.
# ---------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    state = sd("What is Japan's life expectancy at birth according to the WHO Global Health Observatory and "
               "according to the World Bank, and why do the two figures differ?", "2024-08-21")
    who = "https://www.who.int/data/gho/data/indicators/indicator-details/GHO/life-expectancy-at-birth-(years)"
    wb = "https://data.worldbank.org/indicator/SP.DYN.LE00.IN?locations=JP"
    meth = "https://www.who.int/data/gho/data/themes/mortality-and-global-health-estimates/ghe-life-expectancy-and-healthy-life-expectancy"
    g2 = "Japan's life expectancy at birth by sex for the latest year and the previous estimates"
    g4 = "most recent value of life expectancy at birth for Japan and its source"
    g8 = "how WHO computes life expectancy and how it differs from UN World Population Prospects"
    mem1 = {"who_jp_2021": "84.5 years both sexes (male 81.7, female 87.3), WHO GHO, 2021 estimate (GHE 2021)",
            "draft_answer": "Japan ≈ 84–85 years per WHO; World Bank figure pending"}
    turns = [
        (search("WHO life expectancy at birth Japan Global Health Observatory", "World Bank life expectancy Japan SP.DYN.LE00.IN"),
         sr(("WHO life expectancy at birth Japan Global Health Observatory", [
             (who, "Life expectancy at birth (years) - Global Health Observatory (WHO)",
              "Definition: Average number of years that a newborn is expected to live if current mortality rates continue to apply. ... Data by country ...", "May 21, 2024"),
             ("https://data.who.int/countries/392", "Japan - WHO Data",
              "Life expectancy at birth (years): 84.5 (2021). Healthy life expectancy at birth (years): 73.4 (2021) ...", "Jun 3, 2024"),
             ("https://www.who.int/data/gho/publications/world-health-statistics", "World health statistics 2024",
              "World health statistics 2024: monitoring health for the SDGs ... life expectancy fell by 1.8 years between 2019 and 2021 globally ...", "May 24, 2024"),
         ]), ("World Bank life expectancy Japan SP.DYN.LE00.IN", [
             (wb, "Life expectancy at birth, total (years) - Japan | Data",
              "Life expectancy at birth, total (years) - Japan. United Nations Population Division. World Population Prospects: 2022 Revision ...", "Jul 1, 2024"),
             ("https://databank.worldbank.org/source/world-development-indicators", "World Development Indicators | DataBank",
              "World Development Indicators (WDI) is the primary World Bank collection of development indicators ...", "Jul 1, 2024"),
         ]))),
        (extract(who, g2),
         ev(who, g2, """
> **Indicator:** Life expectancy at birth (years) · Indicator ID: WHOSIS_000001 · Source: WHO Global Health Estimates (GHE) 2021, released May 2024

> **Definition:** "Average number of years that a newborn is expected to live if current mortality rates continue to apply."

> Data table, filtered to Japan:
>
> | Location | Period | Sex | Value |
> |---|---|---|---|
> | Japan | 2021 | Both sexes | 84.5 |
> | Japan | 2021 | Male | 81.7 |
> | Japan | 2021 | Female | 87.3 |
> | Japan | 2019 | Both sexes | 84.3 |
> | Japan | 2019 | Male | 81.5 |
> | Japan | 2019 | Female | 86.9 |
> | Japan | 2015 | Both sexes | 83.8 |
> | Japan | 2010 | Both sexes | 82.9 |
> | Japan | 2000 | Both sexes | 81.2 |

> "Estimates for 2020 and 2021 incorporate excess mortality associated with the COVID-19 pandemic."
""", """
WHO's GHO (GHE 2021, released May 2024) gives Japan's life expectancy at birth as 84.5 years for both sexes in 2021 (male 81.7, female 87.3), up from 84.3 in 2019. The series is produced every few years rather than annually.
""")),
        (memory("add", dict=mem1), added("who_jp_2021", "draft_answer")),
        (extract(wb, g4),
         ev(wb, g4, """
> **Life expectancy at birth, total (years) - Japan** · Indicator SP.DYN.LE00.IN

> "Most recent value (2022): **84**"

> Chart data (selected years): 2013 83.3 · 2015 83.8 · 2017 84.1 · 2018 84.2 · 2019 84.4 · 2020 84.6 · 2021 84.4 · 2022 84.0

> Source: "(1) United Nations Population Division. World Population Prospects: 2022 Revision. (2) Statistical databases and publications from national statistical offices. (3) Eurostat: Demographic Statistics ... (5) U.S. Census Bureau: International Database."

> License: CC BY-4.0 · Last updated: Jul 1, 2024
""", """
The World Bank (WDI, SP.DYN.LE00.IN) reports Japan's life expectancy at birth as 84.0 years in 2022 (shown rounded as 84), after 84.6 in 2020 and 84.4 in 2021. Its sources are the UN World Population Prospects and national statistics, not WHO's Global Health Estimates.
""")),
        (memory("add", dict={"wb_jp_2022": "84.0 years (2022, total), World Bank WDI SP.DYN.LE00.IN; based on UN WPP 2022 + national stats; 2021 value 84.4"}),
         added("wb_jp_2022")),
        (memory("remove", key_list=["draft_answer"]), removed("draft_answer")),
        (search("WHO Global Health Estimates vs UN World Population Prospects life expectancy differences methodology"),
         sr(("WHO Global Health Estimates vs UN World Population Prospects life expectancy differences methodology", [
             (meth, "GHE: Life expectancy and healthy life expectancy - WHO",
              "WHO life tables are produced for all Member States ... using the UN World Population Prospects as a starting point, updated with recent vital registration data and WHO analyses ...", "Apr 30, 2024"),
             ("https://population.un.org/wpp/Methodology/", "World Population Prospects - Methodology - United Nations",
              "Methodology of the United Nations population estimates and projections ...", "Jul 11, 2024"),
             ("https://ourworldindata.org/life-expectancy-how-is-it-calculated-and-how-should-it-be-interpreted", "Life expectancy: What does this actually mean? - Our World in Data",
              "Period life expectancy is a summary of current mortality rates ... different organisations produce different estimates ...", "Mar 28, 2023"),
         ]))),
        (extract(meth, g8),
         ev(meth, g8, """
> "WHO life tables for Member States were updated for the Global Health Estimates 2021 ... The life tables start from the most recent World Population Prospects estimates of mortality by age and sex, and are then revised using recent complete vital registration data submitted to WHO, and WHO analyses of mortality due to HIV, conflicts, natural disasters and the COVID-19 pandemic."

> "For countries with high-quality vital registration such as Japan, the WHO life table is based directly on registered deaths and population estimates, and differences from WPP estimates are generally small (typically less than half a year)."

> "Estimates are available for 2000, 2010, 2015, 2019, 2020 and 2021."
""", """
WHO GHE life tables start from UN WPP but are re-estimated with vital registration data and WHO cause-of-death analyses, and are published only for selected years (latest 2021). The World Bank republishes UN WPP-based annual values (latest 2022). Different reference years (2021 vs 2022) and methods explain the 84.5 vs 84.0 gap.
""")),
        (memory("retrieve_all"),
         got({"who_jp_2021": mem1["who_jp_2021"],
              "draft_answer": mem1["draft_answer"],
              "wb_jp_2022": "84.0 years (2022, total), World Bank WDI SP.DYN.LE00.IN; based on UN WPP 2022 + national stats; 2021 value 84.4"})),
        (memory("add", dict={"method_note": "WHO GHE: WPP-based life tables re-estimated with VR data, selected years only (latest 2021 = 84.5). WB: annual UN WPP series (2022 = 84.0). Gap = different year + method."}),
         added("method_note")),
        (memory("retrieve", key_list=["method_note"]),
         got({"method_note": "WHO GHE: WPP-based life tables re-estimated with VR data, selected years only (latest 2021 = 84.5). WB: annual UN WPP series (2022 = 84.0). Gap = different year + method."})),
    ]
    rs.add(task=TASK, tid="h23-search-05", system=SEARCH_SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="memory key draft_answer, removed at turn 6, is listed again by retrieve_all")


# ---------------------------------------------------------------------------------------------
# 06 clean (mainstream): live quotes; prices move, volume grows, sources round differently.
# ---------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    state = sd("What are the current EUR/USD exchange rate and Apple (AAPL) share price, and what is today's ECB "
               "euro reference rate for the US dollar?", "2024-07-16 (Tuesday), about 16:30 CEST")
    yq = "https://finance.yahoo.com/quote/AAPL/"
    ecb = "https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html"
    quote = """# Apple Inc. (AAPL)

NasdaqGS - NasdaqGS Real Time Price · Currency in USD

**{price}** {chg} ({pct}) · As of {asof} EDT. Market Open.

| | |
|---|---|
| Previous Close | 233.37 |
| Open | 233.90 |
| Bid | {bid} x 300 |
| Ask | {ask} x 400 |
| Day's Range | 232.90 - {high} |
| 52 Week Range | 164.08 - 237.23 |
| Volume | {vol} |
| Avg. Volume | 62,408,125 |
| Market Cap (intraday) | {cap} |
| Beta (5Y Monthly) | 1.25 |
| PE Ratio (TTM) | {pe} |
| EPS (TTM) | 6.44 |
| Earnings Date | Aug 1, 2024 |
| Forward Dividend & Yield | 1.00 (0.43%) |
| Ex-Dividend Date | May 10, 2024 |
| 1y Target Est | 227.45 |

News: "Apple's stock hits record as analysts lift targets ahead of earnings" — Reuters · {news_ago}"""
    g2 = "current AAPL price, change, day's range, volume"
    ecb_page = """# Euro foreign exchange reference rates

16 July 2024 · All currencies quoted against the euro (base currency)

| Currency | Spot |
|---|---|
| USD US dollar | 1.0900 |
| JPY Japanese yen | 171.87 |
| BGN Bulgarian lev | 1.9558 |
| CZK Czech koruna | 25.314 |
| DKK Danish krone | 7.4609 |
| GBP Pound sterling | 0.84023 |
| HUF Hungarian forint | 390.18 |
| PLN Polish zloty | 4.2715 |
| RON Romanian leu | 4.9742 |
| SEK Swedish krona | 11.4720 |
| CHF Swiss franc | 0.9746 |
| NOK Norwegian krone | 11.7835 |
| AUD Australian dollar | 1.6115 |
| CAD Canadian dollar | 1.4901 |
| CNY Chinese yuan renminbi | 7.9226 |

"The reference rates are usually updated at around 16:00 CET on every working day, except on TARGET closing days. They are based on the regular daily concertation procedure between central banks across Europe, which normally takes place at 14:10 CET."

"The euro foreign exchange reference rates are published for information purposes only. Using the rates for transaction purposes is strongly discouraged."
"""
    turns = [
        (search("EUR USD exchange rate", "AAPL stock price"),
         sr(("EUR USD exchange rate", [
             ("https://www.xe.com/currencyconverter/convert/?Amount=1&From=EUR&To=USD", "1 EUR to USD - Euros to US Dollars Exchange Rate - Xe",
              "1.00 Euro = 1.08943 US Dollars · Mid-market rate at 14:29 UTC", "2 minutes ago"),
             ("https://www.reuters.com/markets/currencies/", "Currencies | Reuters",
              "EUR/USD 1.0894 −0.0009 (−0.08%) ... The dollar held steady on Tuesday as traders priced in a September Fed rate cut ...", "18 minutes ago"),
             (ecb, "ECB euro reference exchange rate: US dollar (USD)", "Euro foreign exchange reference rates ... USD 1.0900 ...", "16 July 2024"),
         ]), ("AAPL stock price", [
             (yq, "Apple Inc. (AAPL) Stock Price, News, Quote & History - Yahoo Finance",
              "Apple Inc. (AAPL). 234.12 +0.75 (+0.32%) As of 10:31AM EDT. Market open.", "3 minutes ago"),
             ("https://www.nasdaq.com/market-activity/stocks/aapl", "Apple Inc. Common Stock (AAPL) Stock Price, Quote | Nasdaq",
              "AAPL $234.09 +0.72 (+0.31%) Real-time price as of Jul 16, 2024 10:30 AM ET", "4 minutes ago"),
             ("https://www.google.com/finance/quote/AAPL:NASDAQ", "Apple Inc (AAPL) Stock Price & News - Google Finance",
              "234.12 USD +0.32% today · Jul 16, 10:31:04 AM UTC-4 · NASDAQ · Disclaimer", "3 minutes ago"),
         ]))),
        (extract(yq, g2),
         page(yq, quote.format(price="234.41", chg="+1.04", pct="+0.45%", asof="10:34AM", bid="234.39", ask="234.42",
                               high="234.88", vol="18,214,330", cap="3.594T", pe="36.40", news_ago="1 hour ago"))),
        (extract(ecb, "today's USD reference rate and publication time"), page(ecb, ecb_page)),
        (memory("add", dict={"ecb_usd_2024-07-16": "1.0900 USD per EUR (ECB reference rate, concertation 14:10 CET)",
                             "aapl_1034edt": "234.41 (+1.04, +0.45% vs prev close 233.37), Yahoo Finance 10:34 EDT"}),
         added("ecb_usd_2024-07-16", "aapl_1034edt")),
        (search("EUR/USD live rate"),
         sr(("EUR/USD live rate", [
             ("https://www.investing.com/currencies/eur-usd", "EUR USD | Euro US Dollar - Investing.com",
              "EUR/USD 1.08965 −0.00065 (−0.06%) · Real-time data · 16:48:12", "1 minute ago"),
             ("https://www.xe.com/currencyconverter/convert/?Amount=1&From=EUR&To=USD", "1 EUR to USD - Euros to US Dollars Exchange Rate - Xe",
              "1.00 Euro = 1.08962 US Dollars · Mid-market rate at 14:48 UTC", "1 minute ago"),
             ("https://www.bloomberg.com/quote/EURUSD:CUR", "EURUSD:CUR Spot Exchange Rate - Bloomberg",
              "EUR-USD X-RATE 1.0897 −0.0006 −0.06% As of 10:48 AM EDT", "2 minutes ago"),
         ]))),
        (extract(yq, "latest AAPL price and volume"),
         page(yq, quote.format(price="234.87", chg="+1.50", pct="+0.64%", asof="10:52AM", bid="234.85", ask="234.88",
                               high="235.10", vol="24,903,118", cap="3.602T", pe="36.47", news_ago="1 hour ago"))),
        (memory("add", dict={"aapl_1052edt": "234.87 (+1.50, +0.64%), day high so far 235.10, Yahoo Finance 10:52 EDT",
                             "eurusd_spot_1648cest": "≈1.0897 (Bloomberg 1.0897, Xe mid 1.08962, Investing 1.08965); ECB reference 1.0900 fixed at 14:10 CET"}),
         added("aapl_1052edt", "eurusd_spot_1648cest")),
    ]
    rs.add(task=TASK, tid="h23-search-06", system=SEARCH_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 07 bad (less common): Svalbard reindeer; the extracted news page gives a different total than the
# exact sentence the search snippet quoted from it (same publication date, no update note).
# ---------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    state = sd("How many Svalbard reindeer are there according to the most recent whole-archipelago count, and how "
               "has the population recovered since the animals were protected in 1925?", "2024-02-07")
    npi = "https://www.npolar.no/en/news/svalbard-reindeer-counted-across-the-whole-archipelago/"
    mosj = "https://mosj.no/en/indikator/fauna/terrestrial-fauna/svalbard-reindeer/"
    wpr = "https://en.wikipedia.org/wiki/Svalbard_reindeer"
    g2 = "population trend of Svalbard reindeer in the monitored areas and any whole-archipelago estimate"
    g5 = "total population estimate, survey period and methods"
    g7 = "history of hunting, protection in 1925 and recovery"
    turns = [
        (search("Svalbard reindeer population count Norwegian Polar Institute", "Svalbard reindeer protected 1925 recovery"),
         sr(("Svalbard reindeer population count Norwegian Polar Institute", [
             (npi, "Svalbard reindeer counted across the whole archipelago | Norwegian Polar Institute",
              "Published 18.10.2019 ... For the first time, researchers have estimated the size of the entire Svalbard reindeer population. The total population was estimated at 22,435 animals, more than double the previous estimate of around 10,000 ...", "Oct 18, 2019"),
             (mosj, "Svalbard reindeer - MOSJ",
              "The Svalbard reindeer is monitored annually in Adventdalen and on Brøggerhalvøya ... Population size varies strongly between years, mainly due to winter rain-on-snow ...", "Jun 12, 2023"),
             ("https://www.sysselmesteren.no/en/wildlife/svalbard-reindeer/", "Svalbard reindeer | The Governor of Svalbard",
              "The Svalbard reindeer is an endemic subspecies. Limited hunting is permitted in designated areas of Nordenskiöld Land ...", "Aug 30, 2023"),
         ]), ("Svalbard reindeer protected 1925 recovery", [
             (wpr, "Svalbard reindeer - Wikipedia",
              "The Svalbard reindeer (Rangifer tarandus platyrhynchus) is a small subspecies of reindeer found on the Svalbard archipelago ... It was protected in 1925 ...", "Dec 3, 2023"),
             ("https://www.polarjournal.ch/en/2019/10/25/svalbard-reindeer-population-has-recovered/", "Svalbard reindeer have recovered from near-extinction | PolarJournal",
              "A century of conservation: after being hunted almost to extinction, the reindeer has reoccupied most of its former range ...", "Oct 25, 2019"),
         ]))),
        (extract(mosj, g2),
         ev(mosj, g2, """
> **Svalbard reindeer** — MOSJ (Environmental monitoring of Svalbard and Jan Mayen), last updated 12.06.2023

> "The Svalbard reindeer population is monitored by annual counts in two areas: Adventdalen (Nordenskiöld Land) and Brøggerhalvøya (near Ny-Ålesund)."

> | Year | Adventdalen (total counted) | Brøggerhalvøya (total counted) |
> |---|---|---|
> | 2018 | 1,172 | 231 |
> | 2019 | 1,064 | 198 |
> | 2020 | 865 | 164 |
> | 2021 | 1,044 | 187 |
> | 2022 | 1,131 | 202 |

> "The marked decline in 2020 followed an extensive rain-on-snow event in the winter of 2019/2020 that locked pastures in ice."

> "A whole-archipelago estimate based on surveys in 2013–2016 puts the total population at about 22,000 animals (Le Moullec et al. 2019)."
""", """
MOSJ counts reindeer yearly in Adventdalen (865–1,172 animals in 2018–2022) and on Brøggerhalvøya (164–231); the 2020 dip followed a rain-on-snow winter. It cites a whole-archipelago estimate of about 22,000 animals from 2013–2016 surveys (Le Moullec et al. 2019).
""")),
        (memory("add", dict={"adventdalen_counts": "2018 1172; 2019 1064; 2020 865; 2021 1044; 2022 1131 (MOSJ)",
                             "total_estimate": "about 22,000 reindeer (whole archipelago, surveys 2013–2016; Le Moullec et al. 2019)"}),
         added("adventdalen_counts", "total_estimate")),
        (search("Le Moullec 2019 century of conservation Svalbard reindeer Journal of Wildlife Management"),
         sr(("Le Moullec 2019 century of conservation Svalbard reindeer Journal of Wildlife Management", [
             ("https://wildlife.onlinelibrary.wiley.com/doi/10.1002/jwmg.21761", "A Century of Conservation: The Ongoing Recovery of Svalbard Reindeer - Le Moullec - 2019 - The Journal of Wildlife Management",
              "... we estimated total population size of Svalbard reindeer at 22,435 (95% CI 21,452–23,425) ... The population has recovered from near-extinction, but several areas have not yet been recolonized ...", "Aug 26, 2019"),
             ("https://www.researchgate.net/publication/335018544_A_Century_of_Conservation_The_Ongoing_Recovery_of_Svalbard_Reindeer", "(PDF) A Century of Conservation: The Ongoing Recovery of Svalbard Reindeer",
              "Mathilde Le Moullec, Åshild Ønvik Pedersen, Audun Stien, Jørgen Rosvold, Brage Bremset Hansen ...", "Aug 2019"),
         ]))),
        (extract(npi, g5),
         page(npi, """# Svalbard reindeer counted across the whole archipelago

Norwegian Polar Institute · News · Published 18.10.2019

For the first time, researchers have estimated the size of the entire Svalbard reindeer population. The total population was estimated at 22,345 animals, more than double the previous estimate of around 10,000.

The estimate is based on systematic counts from helicopter, boat and on foot carried out between 2013 and 2016, covering all ice-free areas of the archipelago where reindeer could live. The counts were combined with existing data from the annual monitoring in Adventdalen and on Brøggerhalvøya.

"The Svalbard reindeer has made a remarkable comeback," says researcher Åshild Ønvik Pedersen at the Norwegian Polar Institute. "In the early 1900s the animals were hunted almost to extinction, and only a few hundred remained when they were protected in 1925."

Some areas are still not recolonised. On Nordaustlandet and parts of eastern Svalbard the density of reindeer is very low, and some populations that were reintroduced, such as the one on Brøggerhalvøya in 1978, have spread to new areas.

The results are published in *The Journal of Wildlife Management* (Le Moullec et al. 2019, "A century of conservation: the ongoing recovery of Svalbard reindeer").

**Facts: Svalbard reindeer**
- Endemic subspecies (*Rangifer tarandus platyrhynchus*)
- Protected since 1925; limited hunting has been allowed in parts of Nordenskiöld Land since 1983
- Adults weigh 50–90 kg, with large seasonal variation
- The main threat is winter rain-on-snow, which locks the vegetation in ice

Contact: Åshild Ønvik Pedersen · Norwegian Polar Institute, Fram Centre, Tromsø""")),
        (memory("add", dict={"history": "hunted almost to extinction; a few hundred left when protected in 1925; limited hunting in Nordenskiöld Land since 1983; reintroduced to Brøggerhalvøya 1978"}),
         added("history")),
        (extract(wpr, g7),
         ev(wpr, g7, """
> "The Svalbard reindeer (Rangifer tarandus platyrhynchus) is a small subspecies of reindeer found on the Svalbard archipelago. It is endemic to Svalbard ..."

> "Intense harvest in the 19th and early 20th centuries severely reduced the population, which was nearly exterminated by the early 1900s. Svalbard reindeer were protected from hunting in 1925."

> "Since protection, the population has recovered; a study published in 2019 estimated the total population at about 22,000 animals."

> "Reindeer were reintroduced to Brøggerhalvøya in 1978, from where they spread to Sarsøyra and later to Forlandet."

> This page was last edited on 3 December 2023, at 11:08 (UTC).
""", """
Wikipedia says the reindeer were nearly exterminated by hunting by the early 1900s, protected in 1925, and have recovered to about 22,000 animals according to a 2019 study; a 1978 reintroduction to Brøggerhalvøya spread to neighbouring areas.
""")),
        (memory("retrieve_all"),
         got({"adventdalen_counts": "2018 1172; 2019 1064; 2020 865; 2021 1044; 2022 1131 (MOSJ)",
              "total_estimate": "about 22,000 reindeer (whole archipelago, surveys 2013–2016; Le Moullec et al. 2019)",
              "history": "hunted almost to extinction; a few hundred left when protected in 1925; limited hunting in Nordenskiöld Land since 1983; reintroduced to Brøggerhalvøya 1978"})),
    ]
    rs.add(task=TASK, tid="h23-search-07", system=SEARCH_SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="extracted news page gives the total as 22,345 while the search snippet of that same page (same 18.10.2019 date, no update) quoted the same sentence with 22,435")


# ---------------------------------------------------------------------------------------------
# 08 clean (less common): a versioned Zenodo dataset; per-version DOIs, newer-version banner,
# growing view counters, a sorted version listing, concept-DOI resolution.
# ---------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    state = sd("Find the Zenodo record of the 'Baltic Sea Ice Charts 1960–2020 (digitised)' dataset: which version is "
               "current, its DOI and licence, the file sizes, and how the versions differ.", "2024-11-05")
    v11 = "https://zenodo.org/records/8410236"
    v20 = "https://zenodo.org/records/13891552"
    listing = "https://zenodo.org/search?q=parent.id:7712040&f=allversions:true&sort=version"
    concept = "https://doi.org/10.5281/zenodo.7712040"
    gh = "https://github.com/balticice/icechart-digitisation/blob/main/CHANGELOG.md"
    v20_page = """# Baltic Sea Ice Charts 1960–2020 (digitised)

Published October 3, 2024 | Version v2.0 · Dataset · Open

Nyström, Henrika (Finnish Meteorological Institute); Lind, Oskar (Swedish Meteorological and Hydrological Institute); Tamm, Kristjan (University of Tartu)

**DOI** 10.5281/zenodo.13891552 · Cite all versions: you can cite all versions by using the DOI 10.5281/zenodo.7712040. This DOI represents all versions, and will always resolve to the latest one.

## Description

Digitised and georeferenced operational ice charts of the Baltic Sea issued by FMI and SMHI, 1960–2020, with sea-ice concentration and ice type coded per WMO egg code.

**Changes in v2.0:** all charts re-georeferenced to ETRS89-LAEA (EPSG:3035); 1,214 previously missing charts from 1971–1978 added (now 9,826 charts; v1.1 had 8,612); corrected the mapping of SIGRID-3 concentration codes 91/92; README rewritten.

## Files (3.4 GB)

| Name | Size | |
|---|---|---|
| ice_charts_1960_2020_v2.0.zip | 3.4 GB | md5:6f3a1c0e9b2d47a58e1f0c3b9d2a7e41 |
| README.md | 17.8 kB | md5:1b9e0c2d3a4f5e6071829304a5b6c7d8 |
| chart_index_v2.0.csv | 1.2 MB | md5:c0ffee112233445566778899aabbccdd |

## Versions

| | | |
|---|---|---|
| Version v2.0 | 10.5281/zenodo.13891552 | Oct 3, 2024 |
| Version v1.1 | 10.5281/zenodo.8410236 | Oct 6, 2023 |
| Version v1.0 | 10.5281/zenodo.7712041 | Mar 8, 2023 |

## Statistics

| | All versions | This version |
|---|---|---|
| Views | {va} | {vt} |
| Downloads | {da} | {dt} |

## Details

Resource type: Dataset · Publisher: Zenodo · Languages: English · License: Creative Commons Attribution 4.0 International (CC BY 4.0) · Keywords: sea ice, Baltic Sea, ice charts, digitisation, climate

Related works: Is supplement to https://github.com/balticice/icechart-digitisation/tree/v2.0.0 (Software)"""
    g2 = "version, DOI, licence, files and statistics of this record"
    g3 = g2
    turns = [
        (search("Baltic Sea ice charts 1960-2020 digitised Zenodo", "FMI SMHI digitised ice charts dataset DOI"),
         sr(("Baltic Sea ice charts 1960-2020 digitised Zenodo", [
             (v11, "Baltic Sea Ice Charts 1960–2020 (digitised) - Zenodo",
              "Digitised and georeferenced operational ice charts of the Baltic Sea issued by FMI and SMHI, 1960–2020 ... Version v1.1 ...", "Oct 6, 2023"),
             (v20, "Baltic Sea Ice Charts 1960–2020 (digitised) - Zenodo",
              "... Changes in v2.0: all charts re-georeferenced to ETRS89-LAEA (EPSG:3035); 1,214 previously missing charts ...", "Oct 3, 2024"),
             ("https://github.com/balticice/icechart-digitisation", "balticice/icechart-digitisation: Scripts to digitise FMI/SMHI ice charts",
              "Processing pipeline for the Baltic Sea Ice Charts dataset (Zenodo DOI 10.5281/zenodo.7712040) ...", "Oct 2, 2024"),
         ]), ("FMI SMHI digitised ice charts dataset DOI", [
             ("https://essd.copernicus.org/preprints/essd-2023-388/", "ESSD - A digitised archive of Baltic Sea ice charts, 1960–2020",
              "... The dataset is available at https://doi.org/10.5281/zenodo.8410236 (Nyström et al., 2023) ...", "Nov 20, 2023"),
             (v11, "Baltic Sea Ice Charts 1960–2020 (digitised) - Zenodo", "Nyström, Henrika; Lind, Oskar; Tamm, Kristjan ... CC BY 4.0 ...", "Oct 6, 2023"),
         ]))),
        (extract(v11, g2),
         page(v11, """# Baltic Sea Ice Charts 1960–2020 (digitised)

> There is a newer version of the record available. [View latest version](https://zenodo.org/records/13891552)

Published October 6, 2023 | Version v1.1 · Dataset · Open

Nyström, Henrika (Finnish Meteorological Institute); Lind, Oskar (Swedish Meteorological and Hydrological Institute); Tamm, Kristjan (University of Tartu)

**DOI** 10.5281/zenodo.8410236

## Description

Digitised and georeferenced operational ice charts of the Baltic Sea issued by FMI and SMHI, 1960–2020.

**Changes in v1.1:** fixed swapped latitude/longitude in 214 charts from 1987–1989; added per-chart quality flags.

## Files (3.1 GB)

| Name | Size | |
|---|---|---|
| ice_charts_1960_2020_v1.1.zip | 3.1 GB | md5:0a7d3e5f8c9b1d2e4f6a8b0c2d4e6f80 |
| README.md | 14.2 kB | md5:9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b |

## Statistics

| | All versions | This version |
|---|---|---|
| Views | 2,118 | 1,402 |
| Downloads | 731 | 509 |

## Details

License: Creative Commons Attribution 4.0 International (CC BY 4.0) · Keywords: sea ice, Baltic Sea, ice charts""")),
        (extract(v20, g3), page(v20, v20_page.format(va="2,121", vt="498", da="731", dt="167"))),
        (memory("add", dict={"bsic_current": "v2.0, DOI 10.5281/zenodo.13891552, published 2024-10-03",
                             "bsic_concept_doi": "10.5281/zenodo.7712040 (all versions; resolves to latest)",
                             "bsic_license": "CC BY 4.0"}),
         added("bsic_current", "bsic_concept_doi", "bsic_license")),
        (extract(listing, "all versions of the record, newest first"),
         page(listing, """# Search results — 3 records (all versions)

Sort: Version ▾ · Filter: All versions ✓

1. **Baltic Sea Ice Charts 1960–2020 (digitised)** — Version v2.0 · Oct 3, 2024 · Dataset · Open · 10.5281/zenodo.13891552
   Nyström, Henrika; Lind, Oskar; Tamm, Kristjan · Uploaded on October 3, 2024
2. **Baltic Sea Ice Charts 1960–2020 (digitised)** — Version v1.1 · Oct 6, 2023 · Dataset · Open · 10.5281/zenodo.8410236
   Nyström, Henrika; Lind, Oskar; Tamm, Kristjan · Uploaded on October 6, 2023
3. **Baltic Sea Ice Charts 1960–2020 (digitised)** — Version v1.0 · Mar 8, 2023 · Dataset · Open · 10.5281/zenodo.7712041
   Nyström, Henrika; Lind, Oskar · Uploaded on March 8, 2023""")),
        (extract(concept, "which version the concept DOI resolves to, and its statistics"),
         page(v20, v20_page.format(va="2,125", vt="502", da="732", dt="168"))),
        (memory("add", dict={"bsic_versions": "v1.0 2023-03-08 (zenodo.7712041); v1.1 2023-10-06 (zenodo.8410236); v2.0 2024-10-03 (zenodo.13891552)",
                             "bsic_sizes": "v1.1 zip 3.1 GB (8,612 charts); v2.0 zip 3.4 GB (9,826 charts, +1,214 from 1971–1978), EPSG:3035"}),
         added("bsic_versions", "bsic_sizes")),
        (search("\"Baltic Sea Ice Charts\" v2.0 EPSG:3035 changelog"),
         sr(("\"Baltic Sea Ice Charts\" v2.0 EPSG:3035 changelog", [
             (gh, "icechart-digitisation/CHANGELOG.md at main · balticice/icechart-digitisation",
              "## [2.0.0] - 2024-10-02 ### Changed - Reproject all charts to EPSG:3035 ...", "Oct 2, 2024"),
             ("https://github.com/balticice/icechart-digitisation/releases/tag/v2.0.0", "Release v2.0.0 · balticice/icechart-digitisation",
              "Matches Zenodo deposit v2.0. 1,214 charts from 1971–1978 recovered from SMHI microfilm ...", "Oct 2, 2024"),
         ]))),
        (extract(gh, "what changed in 2.0.0 and its relation to the Zenodo deposit"),
         page(gh, """# Changelog

All notable changes to the processing scripts and the resulting Zenodo deposit are documented here.

## [2.0.0] - 2024-10-02
### Changed
- Reproject all charts to ETRS89-LAEA (EPSG:3035) instead of per-chart UTM zones.
- Map SIGRID-3 concentration codes 91 and 92 to 9/10+ and 10/10 (were swapped).
### Added
- 1,214 charts from 1971–1978 recovered from SMHI microfilm (total 9,826).
- `chart_index_v2.0.csv` listing every chart with issue date and source office.
### Notes
- Zenodo deposit v2.0 (10.5281/zenodo.13891552) was published on 2024-10-03 from this tag.

## [1.1.0] - 2023-10-05
### Fixed
- Swapped latitude/longitude in 214 charts from 1987–1989.
### Added
- Per-chart quality flags.
### Notes
- Zenodo deposit v1.1 (10.5281/zenodo.8410236) published 2023-10-06.

## [1.0.0] - 2023-03-07
- First public release (8,612 charts). Zenodo v1.0: 10.5281/zenodo.7712041.""")),
        (memory("update", dict={"bsic_current": "v2.0, DOI 10.5281/zenodo.13891552, published 2024-10-03 (scripts tag v2.0.0 on 2024-10-02); CC BY 4.0"}),
         updated("bsic_current")),
    ]
    rs.add(task=TASK, tid="h23-search-08", system=SEARCH_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 09 clean (mainstream): Leeds population; city vs borough, rounding, a newer mid-year estimate,
# a removed memory key that is then (correctly) not found.
# ---------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    state = sd("What is the population of Leeds (the built-up area and the City of Leeds metropolitan borough) per "
               "the 2021 UK census, and why do sources quote different figures?", "2024-04-18")
    ons = "https://www.ons.gov.uk/visualisations/censusareachanges/E08000035/"
    wpl = "https://en.m.wikipedia.org/wiki/Leeds"
    nomis = "https://www.nomisweb.co.uk/sources/census_2021/report?compare=E08000035"
    g2 = "population of Leeds local authority in 2011 and 2021 and the change"
    turns = [
        (search("Leeds population 2021 census", "Leeds built-up area population ONS 2021"),
         sr(("Leeds population 2021 census", [
             (ons, "How life has changed in Leeds: Census 2021 - ONS",
              "In Leeds, the population size has increased by 8.1%, from around 751,500 in 2011 to 812,000 in 2021 ...", "Jun 28, 2022"),
             ("https://www.leeds.gov.uk/plans-and-strategies/census-2021", "Census 2021 | Leeds City Council",
              "The 2021 Census shows that Leeds has a population of 812,000, making it the second largest local authority in England by population ...", "Jan 18, 2023"),
             (wpl, "Leeds - Wikipedia", "Leeds is a city in West Yorkshire, England ... population 536,280 (2021 built-up area) ...", "Apr 2, 2024"),
         ]), ("Leeds built-up area population ONS 2021", [
             ("https://www.ons.gov.uk/peoplepopulationandcommunity/populationandmigration/populationestimates/bulletins/townsandcitiescharacteristicsofbuiltupareasenglandandwales/census2021",
              "Towns and cities, characteristics of built-up areas, England and Wales: Census 2021",
              "... Leeds (536,280) was the third largest built-up area in England and Wales after London and Birmingham ...", "Aug 8, 2023"),
             ("https://www.citypopulation.de/en/uk/yorkshirehumber/", "Yorkshire and The Humber (UK): Counties, Cities, Towns - City Population",
              "Leeds 536,280 (2021 built-up area) ... Leeds (Metropolitan Borough) 811,956 (2021 census) ...", "Feb 11, 2024"),
         ]))),
        (extract(ons, g2),
         ev(ons, g2, """
> **How life has changed in Leeds: Census 2021**

> "In Leeds, the population size has increased by 8.1%, from around 751,500 in 2011 to 812,000 in 2021. This is higher than the overall increase for England (6.6%), where the population grew by nearly 3.5 million to 56,489,800."

> "Leeds is the second most populous local authority area in England, after Birmingham."

> "There has been an increase of 12.4% in people aged 65 years and over, an increase of 7.0% in people aged 15 to 64 years, and an increase of 8.2% in children aged under 15 years."

> Note on the page: "Figures are rounded to the nearest 100 people."
""", """
ONS: Leeds local authority grew 8.1%, from about 751,500 (2011) to about 812,000 (2021); figures on this page are rounded to the nearest 100. Leeds is England's second most populous local authority after Birmingham.
""")),
        (extract(wpl, "population figures in the infobox and the explanation of city vs borough"),
         ev(wpl, "population figures in the infobox and the explanation of city vs borough", """
> Infobox: "Population (2021) — City and metropolitan borough: 811,956 · Urban (built-up area): 536,280 · Metro: 1,901,934 (West Yorkshire)"

> "Leeds is a city in West Yorkshire, England. It is the largest settlement in Yorkshire and the administrative centre of the City of Leeds Metropolitan Borough, which is the second most populous district in the United Kingdom."

> "The built-up area subdivision of Leeds had a population of 536,280 at the 2021 census, while the wider City of Leeds district, which includes Wetherby, Otley, Morley, Pudsey and other towns, had 811,956 residents."
""", """
Wikipedia distinguishes the built-up area (536,280 in 2021) from the City of Leeds metropolitan borough (811,956, which ONS rounds to 812,000); the borough includes towns such as Morley, Pudsey, Otley and Wetherby.
""")),
        (memory("add", dict={"leeds_la_2021": "811,956 (City of Leeds district, Census 2021; ONS rounds to 812,000)",
                             "leeds_bua_2021": "536,280 (Leeds built-up area, Census 2021)",
                             "draft": "Leeds ≈ 812k (borough) vs 536k (built-up area)"}),
         added("leeds_la_2021", "leeds_bua_2021", "draft")),
        (extract(nomis, "usual residents of Leeds in TS001 and the household/communal split"),
         ev(nomis, "usual residents of Leeds in TS001 and the household/communal split", """
> **TS001 - Number of usual residents in households and communal establishments** · Geography: Leeds (E08000035) · Census 2021

> | Residence type | Count | % |
> |---|---|---|
> | Total: All usual residents | 811,956 | 100.0 |
> | Lives in a household | 792,408 | 97.6 |
> | Lives in a communal establishment | 19,548 | 2.4 |

> "Census 2021 figures are not rounded on Nomis; small counts are perturbed by targeted record swapping and cell key perturbation."
""", """
Nomis TS001 gives 811,956 usual residents in Leeds (792,408 in households, 19,548 in communal establishments) — the unrounded figure behind ONS's 812,000.
""")),
        (search("Leeds population mid-2022 estimate ONS"),
         sr(("Leeds population mid-2022 estimate ONS", [
             ("https://www.ons.gov.uk/peoplepopulationandcommunity/populationandmigration/populationestimates/datasets/populationestimatesforukenglandandwalesscotlandandnorthernireland",
              "Population estimates for the UK, England, Wales, Scotland and Northern Ireland: mid-2022",
              "... Leeds E08000035 822,483 ... Estimates of the usual resident population at 30 June 2022 ...", "Mar 26, 2024"),
             ("https://www.leeds.gov.uk/data/population", "Population | Leeds Observatory",
              "The latest ONS mid-year estimate (mid-2022) puts the Leeds population at 822,483, up 1.3% on Census day ...", "Apr 3, 2024"),
         ]))),
        (memory("add", dict={"leeds_mye_2022": "822,483 (ONS mid-2022 estimate, reference date 30 June 2022; later than Census day 21 March 2021)"}),
         added("leeds_mye_2022")),
        (memory("remove", key_list=["draft"]), removed("draft")),
        (memory("retrieve", key_list=["draft"]), "Key not found: draft"),
        (memory("retrieve_all"),
         got({"leeds_la_2021": "811,956 (City of Leeds district, Census 2021; ONS rounds to 812,000)",
              "leeds_bua_2021": "536,280 (Leeds built-up area, Census 2021)",
              "leeds_mye_2022": "822,483 (ONS mid-2022 estimate, reference date 30 June 2022; later than Census day 21 March 2021)"})),
    ]
    rs.add(task=TASK, tid="h23-search-09", system=SEARCH_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 10 bad (mainstream): a GitHub issue page flips from Open to Closed with no closing event.
# ---------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    state = sd("Is the transformers bug where the Whisper ASR pipeline returns empty text for some chunks with "
               "batch_size > 1 and return_timestamps=True fixed, and if so in which release?", "2024-06-20")
    issue = "https://github.com/huggingface/transformers/issues/31218"
    pr = "https://github.com/huggingface/transformers/pull/31254"
    rel = "https://github.com/huggingface/transformers/releases/tag/v4.41.2"

    def issue_page(badge: str) -> str:
        return f"""# Whisper pipeline returns empty text for some chunks when batch_size > 1 and return_timestamps=True #31218

**{badge}** · kofi-mensah-asr opened this issue on May 30, 2024 · 14 comments

Labels: `bug` `Audio` · Assignees: kamilakesbi · Projects: none · Milestone: none
Development: linked pull request #31254 "[Whisper] Fix empty chunks in batched long-form generation with timestamps" (draft)

### System Info
- `transformers` version: 4.41.2
- Platform: Linux-5.15.0-107-generic-x86_64-with-glibc2.35
- Python version: 3.10.14
- PyTorch version (GPU?): 2.3.0+cu121 (True)

### Reproduction
```python
from transformers import pipeline
asr = pipeline("automatic-speech-recognition", model="openai/whisper-large-v3", device=0,
               chunk_length_s=30, batch_size=8)
out = asr("meeting_41min.wav", return_timestamps=True)
print(sum(1 for c in out["chunks"] if not c["text"].strip()))   # 7 empty chunks
```
With `batch_size=1` there are no empty chunks.

### Expected behavior
Every chunk should contain text; the output should match `batch_size=1`.

---
**Timeline**
- **ylacombe** commented on May 31: "Thanks for the report! I can reproduce with large-v3 and batch_size=8; it looks like the timestamp tokens are being stripped before the last segment of each batch element is decoded. cc @kamilakesbi"
- **ylacombe** added the `Audio` label on Jun 3
- **kamilakesbi** self-assigned this on Jun 3
- **kamilakesbi** mentioned this issue on Jun 4 in #31254 "[Whisper] Fix empty chunks in batched long-form generation with timestamps"
- **kofi-mensah-asr** commented on Jun 4: "Confirmed the draft branch fixes my 41-minute file (0 empty chunks)."
- **sbrandeis-dev** commented on Jun 6: "Same problem with whisper-medium on 4.41.1, batch_size=16: 11 of 230 chunks empty."
- **kamilakesbi** commented on Jun 7: "Still need to handle the case where the last chunk is shorter than stride; will push an update next week."
- … 9 more comments (Jun 8 – Jun 11): users confirming the workaround `batch_size=1`
- **kamilakesbi** commented on Jun 12: "Pushed the stride fix; waiting on a slow-test run before taking the PR out of draft."

Last activity: Jun 12, 2024"""

    pr_page = """# [Whisper] Fix empty chunks in batched long-form generation with timestamps #31254

**Draft** · kamilakesbi wants to merge 6 commits into `main` from `kamilakesbi:fix-whisper-batched-timestamps`

Conversation 5 · Commits 6 · Checks 18 · Files changed 3 · +48 −12

**Description:** Fixes #31218. In batched chunked inference, `_postprocess` in `pipelines/automatic_speech_recognition.py` dropped the final segment of a batch element when its last timestamp token equalled the stride boundary. This PR keeps the segment and adds a regression test with `batch_size=4`.

Files changed: `src/transformers/pipelines/automatic_speech_recognition.py`, `src/transformers/models/whisper/generation_whisper.py`, `tests/pipelines/test_pipelines_automatic_speech_recognition.py`

Checks: 16 successful, 2 failing (`tests_torch_and_tf`, `run_tests_pipelines_torch` — timeout)

Reviewers: ylacombe (review requested), sanchit-gandhi (review requested)

- kamilakesbi pushed 2 commits on Jun 12
- kamilakesbi marked this pull request as draft on Jun 4
- Last updated: Jun 14, 2024"""
    g2 = "issue status, linked pull request and latest comments"
    g7 = "current status of the issue and whether a fix was merged or released"
    turns = [
        (search("transformers Whisper pipeline empty text chunks batch_size return_timestamps github issue"),
         sr(("transformers Whisper pipeline empty text chunks batch_size return_timestamps github issue", [
             (issue, "Whisper pipeline returns empty text for some chunks when batch_size > 1 and return_timestamps=True · Issue #31218 · huggingface/transformers",
              "System Info: transformers version: 4.41.2 ... With batch_size=1 there are no empty chunks ...", "May 30, 2024"),
             ("https://discuss.huggingface.co/t/whisper-large-v3-missing-text-with-batching/89112", "Whisper large-v3 missing text with batching - Beginners - Hugging Face Forums",
              "When I set batch_size=8 some segments come back empty, anyone else? ... see the GitHub issue #31218 ...", "Jun 2, 2024"),
             ("https://github.com/huggingface/transformers/issues/29502", "Whisper: timestamps out of order with chunk_length_s · Issue #29502",
              "Closed · ... fixed in #29618 ...", "Mar 14, 2024"),
         ]))),
        (extract(issue, g2), page(issue, issue_page("Open"))),
        (memory("add", dict={"issue": "#31218 Open as of 2024-06-20 (14 comments, last activity Jun 12); bug in batched chunked ASR with timestamps",
                             "candidate_fix": "PR #31254 (draft, kamilakesbi) — not merged"}),
         added("issue", "candidate_fix")),
        (extract(pr, "status of the pull request, checks and reviews"), page(pr, pr_page)),
        (search("transformers latest release June 2024 release notes Whisper"),
         sr(("transformers latest release June 2024 release notes Whisper", [
             ("https://github.com/huggingface/transformers/releases", "Releases · huggingface/transformers",
              "v4.41.2 Latest · Patch release v4.41.2 ... Mostly fixing some stuff related to trust_remote_code=True and from_pretrained ...", "May 29, 2024"),
             (rel, "Release Patch release v4.41.2 · huggingface/transformers", "Patch release v4.41.2 ... Fix quantized models with trust_remote_code ...", "May 29, 2024"),
             ("https://pypi.org/project/transformers/", "transformers · PyPI", "transformers 4.41.2 · pip install transformers · Released: May 29, 2024", "May 29, 2024"),
         ]))),
        (extract(rel, "date and list of fixes in the latest release"),
         ev(rel, "date and list of fixes in the latest release", """
> **Patch release v4.41.2** · ArthurZucker released this May 29, 2024 · 4.41.2 · Latest

> "Mostly fixing some stuff related to `trust_remote_code=True` and `from_pretrained`"

> - Fix `from_pretrained` with `trust_remote_code` for models whose code lives in a subfolder (#31051)
> - Fix quantized models loaded with `trust_remote_code` (#31075)
> - Fix `pad_token_id` handling in `generate` for encoder-decoder models (#31090)
> - Revert "Fix `_load_pretrained_model` for sharded checkpoints" (#31112)

> Assets: Source code (zip), Source code (tar.gz)
""", """
The latest release is the patch v4.41.2 of May 29, 2024; its notes list trust_remote_code / from_pretrained fixes and nothing about Whisper batched timestamps. It predates the issue (opened May 30).
""")),
        (extract(issue, g7), page(issue, issue_page("Closed"))),
        (memory("add", dict={"latest_release": "v4.41.2 (2024-05-29) — no Whisper batched-timestamp fix listed"}),
         added("latest_release")),
        (memory("retrieve_all"),
         got({"issue": "#31218 Open as of 2024-06-20 (14 comments, last activity Jun 12); bug in batched chunked ASR with timestamps",
              "candidate_fix": "PR #31254 (draft, kamilakesbi) — not merged",
              "latest_release": "v4.41.2 (2024-05-29) — no Whisper batched-timestamp fix listed"})),
    ]
    rs.add(task=TASK, tid="h23-search-10", system=SEARCH_SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="GitHub issue shown as Closed on re-extraction though its timeline has no closing event, the same 14 comments and last activity Jun 12, and the fix PR is still a draft")


# ---------------------------------------------------------------------------------------------
# 11 clean (less common): an arXiv preprint's v1 vs v2, citation counts from different indexes,
# dblp name disambiguation, an old blog post quoting v1 numbers.
# ---------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    state = sd("For the preprint 'Sparse Tidal Attention for Long-Context Speech Models' (arXiv 2406.11873), what "
               "changed between v1 and v2, and how many citations does it have?", "2024-12-02")
    abs_ = "https://arxiv.org/abs/2406.11873"
    abs1 = "https://arxiv.org/abs/2406.11873v1"
    s2api = "https://api.semanticscholar.org/graph/v1/paper/arXiv:2406.11873?fields=title,year,publicationDate,venue,citationCount,influentialCitationCount,authors"
    s2web = "https://www.semanticscholar.org/paper/Sparse-Tidal-Attention-for-Long-Context-Speech-Okafor-Wr%C3%B3bel/5b0e9c2d7a41f3e86c1d2b9a0f4e7d3c6b8a1e20"
    dblp = "https://dblp.org/rec/journals/corr/abs-2406-11873.html"
    history = """**Submission history**
From: Mireille Okafor [view email]
[v1] Mon, 17 Jun 2024 09:12:44 UTC (1,204 KB)
[v2] Thu, 3 Oct 2024 16:40:02 UTC (1,388 KB)"""
    abs_v2 = f"""# Computer Science > Computation and Language

arXiv:2406.11873 (cs)

[Submitted on 17 Jun 2024 (v1), last revised 3 Oct 2024 (this version, v2)]

## Sparse Tidal Attention for Long-Context Speech Models

Mireille Okafor, Tomasz Wróbel, Hyun-woo Baek, Lena Fischbach

> Transformer speech recognisers scale quadratically with input length, which limits them to short segments. We propose Sparse Tidal Attention (STA), which alternates dense local windows with periodically "flooding" global tokens whose spacing follows the utterance's energy envelope. On LibriSpeech-Long, TED-LIUM 3 and the AMI meeting corpus, STA reduces peak attention memory by 43% and latency by 29% relative to a Conformer baseline at equal word error rate, and allows single-pass decoding of recordings up to 2 hours on one 80 GB GPU. We release code and checkpoints.

Comments: v2: added LibriSpeech-Long and AMI results, ablation on tide spacing; 14 pages, 7 figures
Subjects: Computation and Language (cs.CL); Sound (cs.SD); Audio and Speech Processing (eess.AS)
Cite as: arXiv:2406.11873 [cs.CL] (or arXiv:2406.11873v2 [cs.CL] for this version)
https://doi.org/10.48550/arXiv.2406.11873

{history}"""
    abs_v1 = f"""# Computer Science > Computation and Language

arXiv:2406.11873v1 (cs)

[Submitted on 17 Jun 2024 (this version), latest version 3 Oct 2024 (v2)]

## Sparse Tidal Attention for Long-Context Speech Models

Mireille Okafor, Tomasz Wróbel, Hyun-woo Baek, Lena Fischbach

> Transformer speech recognisers scale quadratically with input length, which limits them to short segments. We propose Sparse Tidal Attention (STA), which alternates dense local windows with periodically "flooding" global tokens whose spacing follows the utterance's energy envelope. On TED-LIUM 3, STA reduces peak attention memory by 41% and latency by 27% relative to a Conformer baseline at equal word error rate, and allows single-pass decoding of recordings up to 1 hour on one 80 GB GPU.

Comments: 9 pages, 4 figures
Subjects: Computation and Language (cs.CL); Sound (cs.SD)
Cite as: arXiv:2406.11873 [cs.CL] (or arXiv:2406.11873v1 [cs.CL] for this version)
https://doi.org/10.48550/arXiv.2406.11873

{history}"""
    s2json = json.dumps({
        "paperId": "5b0e9c2d7a41f3e86c1d2b9a0f4e7d3c6b8a1e20",
        "title": "Sparse Tidal Attention for Long-Context Speech Models",
        "year": 2024, "publicationDate": "2024-06-17", "venue": "arXiv.org",
        "citationCount": 17, "influentialCitationCount": 3,
        "authors": [{"authorId": "2204118731", "name": "Mireille Okafor"}, {"authorId": "1740528", "name": "T. Wróbel"},
                    {"authorId": "2118840022", "name": "Hyun-woo Baek"}, {"authorId": "2290011458", "name": "Lena Fischbach"}]},
        indent=2, ensure_ascii=False)
    turns = [
        (search("Sparse Tidal Attention Long-Context Speech Models arXiv"),
         sr(("Sparse Tidal Attention Long-Context Speech Models arXiv", [
             (abs_, "[2406.11873] Sparse Tidal Attention for Long-Context Speech Models - arXiv",
              "We propose Sparse Tidal Attention (STA) ... STA reduces peak attention memory by 43% and latency by 29% ...", "Oct 3, 2024"),
             ("https://speechpapers.substack.com/p/june-2024-roundup", "June 2024 roundup: long-form ASR gets cheaper - Speech Papers Weekly",
              "... Okafor et al.'s Sparse Tidal Attention claims 41% less attention memory on TED-LIUM 3 with no WER loss ...", "Jun 24, 2024"),
             (s2web, "Sparse Tidal Attention for Long-Context Speech Models | Semantic Scholar", "Mireille Okafor, T. Wróbel, Hyun-woo Baek, Lena Fischbach · arXiv.org · 17 June 2024 · 17 Citations", "Nov 2024"),
             ("https://openreview.net/forum?id=kT9wq2ZtQe", "Sparse Tidal Attention for Long-Context Speech Models | OpenReview",
              "ICLR 2025 Conference Submission · Anonymous authors · Paper under double-blind review ...", "Oct 2, 2024"),
         ]))),
        (extract(abs_, "abstract, comments and submission history of the current version"), page(abs_, abs_v2)),
        (extract(abs1, "abstract and comments of version 1"), page(abs1, abs_v1)),
        (memory("add", dict={"sta_v1": "v1 2024-06-17: TED-LIUM 3 only; −41% attention memory, −27% latency; up to 1 h single pass; 9 pp",
                             "sta_v2": "v2 2024-10-03: + LibriSpeech-Long and AMI, tide-spacing ablation; −43% memory, −29% latency; up to 2 h; 14 pp; code released"}),
         added("sta_v1", "sta_v2")),
        (extract(s2api, "citation counts and metadata"), page(s2api, "```json\n" + s2json + "\n```")),
        (extract(dblp, "bibliographic record and author names"),
         ev(dblp, "bibliographic record and author names", """
> **Mireille Okafor, Tomasz Wróbel 0002, Hyun-woo Baek, Lena Fischbach:** Sparse Tidal Attention for Long-Context Speech Models. CoRR abs/2406.11873 (2024)

> BibTeX key: `DBLP:journals/corr/abs-2406-11873` · volume: abs/2406.11873 · year: 2024 · eprinttype: arXiv · eprint: 2406.11873 · url: https://doi.org/10.48550/arXiv.2406.11873 · timestamp: Mon, 07 Oct 2024 14:22:51 +0200
""", """
dblp lists the preprint as CoRR abs/2406.11873 (2024) with authors Okafor, Wróbel (disambiguated as "Tomasz Wróbel 0002"), Baek and Fischbach; the record was last refreshed on 7 Oct 2024, after v2.
""")),
        (search("\"Sparse Tidal Attention\" cited by google scholar"),
         sr(("\"Sparse Tidal Attention\" cited by google scholar", [
             ("https://scholar.google.com/scholar?cluster=11843302971145529061", "Sparse tidal attention for long-context speech models - Google Scholar",
              "M Okafor, T Wróbel, HW Baek, L Fischbach - arXiv preprint arXiv:2406.11873, 2024 · Cited by 21 · Related articles · All 4 versions", "2024"),
             ("https://www.researchgate.net/publication/381522704_Sparse_Tidal_Attention_for_Long-Context_Speech_Models", "Sparse Tidal Attention for Long-Context Speech Models | ResearchGate",
              "June 2024 · DOI: 10.48550/arXiv.2406.11873 · Citations (12) ...", "Oct 2024"),
         ]))),
        (extract(s2web, "citation count and influential citations shown on the paper page"),
         ev(s2web, "citation count and influential citations shown on the paper page", """
> "Sparse Tidal Attention for Long-Context Speech Models · Mireille Okafor, T. Wróbel, Hyun-woo Baek, Lena Fischbach · Published in arXiv.org 17 June 2024 · Computer Science"

> "17 Citations · 3 Highly Influential Citations · 52 References"

> TLDR: "A sparse attention pattern with energy-adaptive global tokens that makes long-form speech recognition memory-efficient."
""", """
Semantic Scholar's web page matches its API: 17 citations, 3 highly influential, 52 references; it dates the paper to v1 (17 June 2024).
""")),
        (memory("add", dict={"citations": "Semantic Scholar 17 (3 influential) as of 2024-12-02; Google Scholar 'Cited by 21'; ResearchGate 12 — indexes differ in coverage"}),
         added("citations")),
    ]
    rs.add(task=TASK, tid="h23-search-11", system=SEARCH_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 12 bad (less common): Universal Esperanto Association; a memory key updated at turn 5 reads back
# with its original value at turn 8.
# ---------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    state = sd("How many individual members does the Universal Esperanto Association (UEA) report, and where and "
               "when are the 2024 and 2025 World Esperanto Congresses (Universala Kongreso)?", "2024-05-15")
    stat = "https://uea.org/asocio/statistiko"
    uk24 = "https://uea.org/kongresoj/uk2024"
    fut = "https://uea.org/kongresoj/estontaj"
    wpu = "https://en.wikipedia.org/wiki/Universal_Esperanto_Association"
    uk_old = "109th UK, Arusha (Aruŝo), Tanzania — dates TBC"
    uk_new = "109th UK, Arusha (Aruŝo), Tanzania, 3–10 Aug 2024; 612 registered from 54 countries as of 2024-05-14"
    turns = [
        (search("Universala Esperanto-Asocio membership statistics 2023", "Universala Kongreso 2024 Arusha dates"),
         sr(("Universala Esperanto-Asocio membership statistics 2023", [
             (stat, "Membrostatistiko | Universala Esperanto-Asocio",
              "Statistiko de la individuaj membroj de UEA laŭ jaroj kaj landoj. La nombroj validas por la 31-a de decembro ...", "Feb 20, 2024"),
             ("https://uea.org/revuo/2024/3", "Revuo Esperanto, marto 2024 | UEA",
              "Jarraporto 2023: la membraro iomete malkreskis ... TEJO-membroj ...", "Mar 5, 2024"),
             (wpu, "Universal Esperanto Association - Wikipedia",
              "The Universal Esperanto Association (UEA) is the largest international organization of Esperanto speakers, with members in about 120 countries ...", "Apr 11, 2024"),
         ]), ("Universala Kongreso 2024 Arusha dates", [
             (uk24, "109-a Universala Kongreso de Esperanto — Aruŝo 2024 | UEA",
              "La 109-a Universala Kongreso de Esperanto okazos en Aruŝo, Tanzanio ... Aliĝu nun ...", "May 14, 2024"),
             ("https://eo.wikipedia.org/wiki/109-a_Universala_Kongreso_de_Esperanto", "109-a Universala Kongreso de Esperanto - Vikipedio",
              "La 109-a Universala Kongreso de Esperanto estas planita okazi en Aruŝo, Tanzanio, en 2024 ...", "Jan 28, 2024"),
         ]))),
        (extract(stat, "number of individual members per year and the largest member countries"),
         page(stat, """# Membrostatistiko (Membership statistics)

Universala Esperanto-Asocio · Nieuwe Binnenweg 176, 3015 BJ Rotterdam · Ĝisdatigita: 2024-02-20

Individuaj membroj je la 31-a de decembro (individual members on 31 December)

| Jaro (year) | Individuaj membroj | el ili junaj (TEJO) | Landoj (countries) |
|---|---:|---:|---:|
| 2019 | 5 371 | 1 012 | 118 |
| 2020 | 5 104 | 944 | 116 |
| 2021 | 4 972 | 921 | 114 |
| 2022 | 4 903 | 898 | 115 |
| 2023 | 4 812 | 877 | 113 |

Plej multaj membroj en 2023 (largest countries in 2023):

| Lando | Membroj |
|---|---:|
| Germanio | 412 |
| Francio | 398 |
| Brazilo | 341 |
| Japanio | 300 |
| Ĉinio | 214 |
| Italio | 203 |
| Pollando | 198 |
| Usono | 187 |

Rimarko: "Ne inkluzivitaj estas la membroj de landaj asocioj, kiuj ne estas samtempe individuaj membroj de UEA." (Members of national associations who are not also individual UEA members are not included.)""")),
        (memory("add", dict={"uea_members_2023": "4,812 individual members on 31 Dec 2023 (877 youth/TEJO), 113 countries; 2019: 5,371",
                             "uk_2024": uk_old}),
         added("uea_members_2023", "uk_2024")),
        (extract(uk24, "dates, venue, theme and number of registered participants of the 2024 congress"),
         ev(uk24, "dates, venue, theme and number of registered participants of the 2024 congress", """
> **109-a Universala Kongreso de Esperanto** · Aruŝo, Tanzanio · **3–10 aŭgusto 2024**

> Kongresejo: Arusha International Conference Centre (AICC)

> Kongresa temo: "Esperanto kaj lingva justeco" (Esperanto and linguistic justice)

> "Aliĝintoj: 612 el 54 landoj (stato je 2024-05-14)." (Registered: 612 from 54 countries, as of 2024-05-14.)

> Kotizoj: la dua aliĝperiodo finiĝas la 31-an de majo 2024.
""", """
The 109th World Esperanto Congress takes place at the Arusha International Conference Centre, Arusha, Tanzania, on 3–10 August 2024, theme "Esperanto and linguistic justice"; 612 participants from 54 countries had registered as of 14 May 2024.
""")),
        (memory("update", dict={"uk_2024": uk_new}), updated("uk_2024")),
        (search("Universala Kongreso 2025 Brno"),
         sr(("Universala Kongreso 2025 Brno", [
             (fut, "Estontaj kongresoj | UEA", "110-a UK: Brno, Ĉeĥio, 2025 ... 111-a UK: decido en 2024 ...", "Apr 22, 2024"),
             ("https://www.esperanto.cz/uk2025", "UK 2025 Brno | Ĉeĥa Esperanto-Asocio",
              "La 110-a Universala Kongreso de Esperanto okazos en Brno de la 2-a ĝis la 9-a de aŭgusto 2025 ...", "Mar 30, 2024"),
         ]))),
        (extract(fut, "locations and dates of future World Congresses"),
         ev(fut, "locations and dates of future World Congresses", """
> | UK | Jaro | Urbo | Datoj |
> |---|---|---|---|
> | 109-a | 2024 | Aruŝo, Tanzanio | 3–10 aŭgusto 2024 |
> | 110-a | 2025 | Brno, Ĉeĥio | 2–9 aŭgusto 2025 |
> | 111-a | 2026 | (decido de la Estraro en 2024) | — |

> "Invitoj por 2026 kaj 2027 estas akceptataj ĝis la 30-a de septembro 2024."
""", """
UEA lists the 2024 congress in Arusha (3–10 Aug 2024) and the 110th in Brno, Czechia, on 2–9 Aug 2025; the 2026 venue is not yet decided.
""")),
        (memory("retrieve", key_list=["uk_2024"]), got({"uk_2024": uk_old})),
        (memory("add", dict={"uk_2025": "110th UK, Brno, Czechia, 2–9 Aug 2025"}), added("uk_2025")),
        (extract(wpu, "founding date and place, headquarters, membership size"),
         ev(wpu, "founding date and place, headquarters, membership size", """
> "The Universal Esperanto Association (Esperanto: Universala Esperanto-Asocio, UEA) ... was founded on 28 April 1908 in Geneva by Hector Hodler, Théophile Rousseau and others ..."

> "Its central office is in Rotterdam, at Nieuwe Binnenweg 176."

> "In 2023 UEA had about 4,800 individual members in over 110 countries, and 70 affiliated national associations."

> This page was last edited on 11 April 2024, at 06:51 (UTC).
""", """
UEA was founded on 28 April 1908 in Geneva; its head office is at Nieuwe Binnenweg 176, Rotterdam. Wikipedia rounds 2023 membership to about 4,800 individual members in over 110 countries, with 70 affiliated national associations.
""")),
        (memory("add", dict={"uea_founded": "28 April 1908, Geneva; HQ Nieuwe Binnenweg 176, Rotterdam; 70 affiliated national associations"}),
         added("uea_founded")),
        (memory("retrieve", key_list=["uea_members_2023", "uk_2025"]),
         got({"uea_members_2023": "4,812 individual members on 31 Dec 2023 (877 youth/TEJO), 113 countries; 2019: 5,371",
              "uk_2025": "110th UK, Brno, Czechia, 2–9 Aug 2025"})),
    ]
    rs.add(task=TASK, tid="h23-search-12", system=SEARCH_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="memory key uk_2024, updated at turn 5 with the congress dates, reads back with its original 'dates TBC' value")


# ---------------------------------------------------------------------------------------------
# 13 clean (mainstream): NHC advisories; a newer intermediate advisory moves the storm and raises
# winds, the forecast advisory uses knots and an earlier time, news rounds and converts units.
# ---------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    state = sd("Where is Beryl now, what are its maximum sustained winds, and which warnings are in effect for the "
               "Texas coast?", "2024-07-07, about 14:20 CDT")
    a44 = "https://www.nhc.noaa.gov/archive/2024/al02/al022024.public.044.shtml"
    cur = "https://www.nhc.noaa.gov/text/MIATCPAT2.shtml"
    tcm = "https://www.nhc.noaa.gov/text/MIATCMAT2.shtml"
    ap = "https://apnews.com/article/beryl-texas-hurricane-landfall-matagorda-2024"
    warnings = """WATCHES AND WARNINGS
--------------------
CHANGES WITH THIS ADVISORY:

None.

SUMMARY OF WATCHES AND WARNINGS IN EFFECT:

A Storm Surge Warning is in effect for...
* Mesquite Landing to High Island Texas, including Matagorda Bay, Galveston Bay

A Hurricane Warning is in effect for...
* Mesquite Landing to Sabine Pass Texas

A Tropical Storm Warning is in effect for...
* Baffin Bay to Mesquite Landing Texas
* Sabine Pass to Cameron Louisiana"""
    adv44 = f"""000
WTNT32 KNHC 071456
TCPAT2

BULLETIN
Tropical Storm Beryl Advisory Number  44
NWS National Hurricane Center Miami FL       AL022024
1000 AM CDT Sun Jul 07 2024

...BERYL EXPECTED TO BECOME A HURRICANE AGAIN BEFORE REACHING THE TEXAS COAST EARLY MONDAY...

SUMMARY OF 1000 AM CDT...1500 UTC...INFORMATION
-----------------------------------------------
LOCATION...26.4N 95.4W
ABOUT 160 MI...260 KM SSE OF MATAGORDA TEXAS
MAXIMUM SUSTAINED WINDS...60 MPH...95 KM/H
PRESENT MOVEMENT...NNW OR 330 DEGREES AT 12 MPH...19 KM/H
MINIMUM CENTRAL PRESSURE...991 MB...29.26 INCHES

{warnings}

DISCUSSION AND OUTLOOK
----------------------
At 1000 AM CDT (1500 UTC), the center of Tropical Storm Beryl was located near latitude 26.4 North, longitude 95.4 West. Beryl is moving toward the north-northwest near 12 mph (19 km/h), and a turn toward the north is expected tonight, followed by a north-northeastward motion on Monday. On the forecast track, the center of Beryl will approach the middle Texas coast tonight and make landfall early Monday.

Maximum sustained winds are near 60 mph (95 km/h) with higher gusts. Strengthening is forecast before landfall, and Beryl is expected to become a hurricane later today.

NEXT ADVISORY
-------------
Next intermediate advisory at 100 PM CDT.
Next complete advisory at 400 PM CDT.

$$
Forecaster Brown"""
    adv44a = f"""000
WTNT32 KNHC 071752
TCPAT2

BULLETIN
Tropical Storm Beryl Intermediate Advisory Number  44A
NWS National Hurricane Center Miami FL       AL022024
100 PM CDT Sun Jul 07 2024

...BERYL STRENGTHENING AS IT APPROACHES THE TEXAS COAST...

SUMMARY OF 100 PM CDT...1800 UTC...INFORMATION
----------------------------------------------
LOCATION...26.9N 95.7W
ABOUT 125 MI...200 KM SSE OF MATAGORDA TEXAS
MAXIMUM SUSTAINED WINDS...65 MPH...100 KM/H
PRESENT MOVEMENT...NNW OR 330 DEGREES AT 12 MPH...19 KM/H
MINIMUM CENTRAL PRESSURE...988 MB...29.18 INCHES

{warnings}

DISCUSSION AND OUTLOOK
----------------------
At 100 PM CDT (1800 UTC), the center of Tropical Storm Beryl was located near latitude 26.9 North, longitude 95.7 West. Beryl is moving toward the north-northwest near 12 mph (19 km/h), and a turn toward the north is expected tonight. Data from an Air Force Reserve Hurricane Hunter aircraft indicate that maximum sustained winds have increased to near 65 mph (100 km/h) with higher gusts. Beryl is forecast to become a hurricane before landfall. The latest minimum central pressure estimated from aircraft data is 988 mb (29.18 inches).

NEXT ADVISORY
-------------
Next complete advisory at 400 PM CDT.

$$
Forecaster Brown"""
    tcm44 = """000
WTNT22 KNHC 071455
TCMAT2

TROPICAL STORM BERYL FORECAST/ADVISORY NUMBER  44
NWS NATIONAL HURRICANE CENTER MIAMI FL       AL022024
1500 UTC SUN JUL 07 2024

TROPICAL STORM CENTER LOCATED NEAR 26.4N  95.4W AT 07/1500Z
POSITION ACCURATE WITHIN  20 NM

PRESENT MOVEMENT TOWARD THE NORTH-NORTHWEST OR 330 DEGREES AT  10 KT

ESTIMATED MINIMUM CENTRAL PRESSURE  991 MB
MAX SUSTAINED WINDS  50 KT WITH GUSTS TO  60 KT.
50 KT.......  60NE  50SE   0SW  40NW.
34 KT....... 140NE 120SE  70SW 100NW.

FORECAST VALID 08/0000Z 27.7N  95.9W
MAX WIND  65 KT...GUSTS  80 KT.

FORECAST VALID 08/1200Z 29.5N  96.0W...INLAND
MAX WIND  50 KT...GUSTS  65 KT.

FORECAST VALID 09/0000Z 31.8N  95.0W...INLAND
MAX WIND  30 KT...GUSTS  40 KT.

FORECAST VALID 09/1200Z 34.0N  93.6W...POST-TROP/INLAND
MAX WIND  25 KT...GUSTS  35 KT.

REQUEST FOR 3 HOURLY SHIP REPORTS WITHIN 300 MILES OF 26.4N  95.4W

NEXT ADVISORY AT 07/2100Z

$$
FORECASTER BROWN"""
    turns = [
        (search("Beryl latest advisory National Hurricane Center", "Beryl Texas hurricane warning Matagorda"),
         sr(("Beryl latest advisory National Hurricane Center", [
             (cur, "Tropical Storm BERYL - National Hurricane Center",
              "Tropical Storm Beryl Intermediate Advisory Number 44A ... 100 PM CDT Sun Jul 07 2024 ... BERYL STRENGTHENING AS IT APPROACHES THE TEXAS COAST ...", "1 hour ago"),
             (a44, "Tropical Storm BERYL Public Advisory Number 44",
              "... 1000 AM CDT Sun Jul 07 2024 ... MAXIMUM SUSTAINED WINDS...60 MPH...95 KM/H ...", "4 hours ago"),
             ("https://www.nhc.noaa.gov/graphics_at2.shtml", "Tropical Storm BERYL Graphics Archive", "5-day forecast cone, warnings and 3-day track ...", "1 hour ago"),
         ]), ("Beryl Texas hurricane warning Matagorda", [
             (ap, "Beryl expected to regain hurricane strength before hitting Texas coast | AP News",
              "Beryl, with maximum sustained winds of 65 mph (100 km/h), was about 125 miles south-southeast of Matagorda ...", "28 minutes ago"),
             ("https://www.weather.gov/hgx/", "Houston/Galveston, TX - National Weather Service",
              "Hurricane Warning for coastal Matagorda, Brazoria and Galveston counties ... Storm Surge Warning ...", "35 minutes ago"),
         ]))),
        (extract(a44, "position, winds, pressure, motion and warnings"), page(a44, adv44)),
        (extract(cur, "latest position, winds, pressure and warnings"), page(cur, adv44a)),
        (memory("add", dict={"beryl_44A": "1 PM CDT (18Z) Jul 7: 26.9N 95.7W, 125 mi SSE of Matagorda; 65 mph (100 km/h); NNW 12 mph; 988 mb",
                             "warnings": "Hurricane Warning Mesquite Landing–Sabine Pass; Storm Surge Warning Mesquite Landing–High Island; TS Warning Baffin Bay–Mesquite Landing and Sabine Pass–Cameron LA"}),
         added("beryl_44A", "warnings")),
        (extract(tcm, "forecast track and intensity in knots"), page(tcm, tcm44)),
        (search("Beryl landfall forecast Monday Matagorda hurricane"),
         sr(("Beryl landfall forecast Monday Matagorda hurricane", [
             (ap, "Beryl expected to regain hurricane strength before hitting Texas coast | AP News",
              "Texas officials urged coastal residents to evacuate ... landfall expected early Monday between Corpus Christi and Galveston ...", "34 minutes ago"),
             ("https://www.houstonchronicle.com/weather/article/beryl-landfall-timing-houston-19558231.php", "Beryl landfall timing: what Houston can expect overnight",
              "Tropical-storm-force winds should arrive along the coast this evening ...", "52 minutes ago"),
         ]))),
        (extract(ap, "current intensity and position and the landfall forecast as reported"),
         ev(ap, "current intensity and position and the landfall forecast as reported", """
> "Beryl expected to regain hurricane strength before hitting Texas coast" · Updated 1:52 PM CDT, July 7, 2024

> "Beryl, with maximum sustained winds of 65 mph (100 kph) as of 1 p.m., was about 125 miles (200 kilometers) south-southeast of Matagorda and moving north-northwest at 12 mph (19 kph), the National Hurricane Center said."

> "Forecasters expect it to become a Category 1 hurricane before making landfall early Monday on the middle Texas coast."

> "A hurricane warning was in effect from Mesquite Landing to Sabine Pass, and a storm surge warning covered Mesquite Landing to High Island, including Galveston Bay."
""", """
AP (updated 1:52 PM CDT) restates the 1 PM intermediate advisory: 65 mph winds, 125 miles SSE of Matagorda, moving NNW at 12 mph, expected to be a Category 1 hurricane at landfall early Monday; warnings match NHC.
""")),
        (memory("add", dict={"beryl_forecast": "TCM 44 (15Z): 50 kt then; forecast 65 kt at 08/00Z (27.7N 95.9W), inland 29.5N 96.0W by 08/12Z at 50 kt; landfall early Mon on middle Texas coast; next complete advisory 4 PM CDT (21Z)"}),
         added("beryl_forecast")),
    ]
    rs.add(task=TASK, tid="h23-search-13", system=SEARCH_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 14 bad (mainstream): election-night live blog; on re-extraction the first-declaration entry's
# time has drifted (23:15 -> 23:51) while the rest of the blog just gained newer entries.
# ---------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    state = sd("What did the 10pm exit poll for the 2024 UK general election predict, which seat declared first and "
               "when, and how many seats have declared so far?", "2024-07-05, from about 00:15 BST (results night)")
    gu = "https://www.theguardian.com/politics/live/2024/jul/04/general-election-2024-live-results-exit-poll-labour-conservatives"
    bbc = "https://www.bbc.co.uk/news/live/uk-politics-68932714"
    res = "https://www.bbc.co.uk/news/election/2024/uk/results"
    older = """**23:59** — **Sunderland Central: Labour hold.** Lewis Atkinson wins with a majority of 6,073. Reform UK second again, Conservatives pushed into third.

**23:42** — **Blyth and Ashington: Labour hold.** Ian Lavery is re-elected; Reform UK's vote share is up 25 points on 2019 here.

**{first}** — **Houghton and Sunderland South becomes the first seat to declare.** Bridget Phillipson holds it for Labour with 18,847 votes and a majority of 7,169 over Reform UK, who come second. The Conservatives fall to third. Turnout: 47.0%.

**22:48** — Senior Conservatives are already describing the exit poll as "the worst night in the party's history, if it is right".

**22:00** — **Exit poll:** Labour 410, Conservatives 131, Liberal Democrats 61, Reform UK 13, SNP 10, Plaid Cymru 4, Greens 2, others 19. That would give Labour a majority of 170."""
    blog1 = """# General election 2024 live: Labour heading for landslide as exit poll predicts majority of 170

Politics live with Andrew Sparrow and colleagues · Updated 00:12 BST, Fri 5 Jul 2024

**Key events:** Exit poll predicts Labour majority of 170 · First seat declares · Reform UK second in first three seats

**00:12** — **Swindon South: Labour gain from Conservatives.** Heidi Alexander defeats the justice secretary, Robert Buckland — the first cabinet minister to lose their seat tonight.

""" + older.format(first="23:15")
    blog2 = """# General election 2024 live: Labour heading for landslide as exit poll predicts majority of 170

Politics live with Andrew Sparrow and colleagues · Updated 00:31 BST, Fri 5 Jul 2024

**Key events:** Exit poll predicts Labour majority of 170 · First seat declares · First cabinet minister loses seat

**00:31** — Turnout looks markedly down: across the first eight seats it has averaged about 53%, compared with 63% in the same seats in 2019.

**00:24** — **Nuneaton: Labour gain from Conservatives.** Jodie Gosling takes the seat, which had been Conservative since 2010.

**00:12** — **Swindon South: Labour gain from Conservatives.** Heidi Alexander defeats the justice secretary, Robert Buckland — the first cabinet minister to lose their seat tonight.

""" + older.format(first="23:51")
    turns = [
        (search("general election 2024 live blog exit poll", "first seat to declare 2024 Houghton and Sunderland South"),
         sr(("general election 2024 live blog exit poll", [
             (gu, "General election 2024 live: Labour heading for landslide as exit poll predicts majority of 170 | The Guardian",
              "Exit poll: Labour 410, Conservatives 131, Liberal Democrats 61, Reform UK 13 ... First seat declares ...", "5 minutes ago"),
             (bbc, "General election 2024: Labour set for landslide, exit poll suggests - BBC News",
              "Live: The exit poll suggests Labour will win 410 seats ... results are coming in ...", "3 minutes ago"),
         ]), ("first seat to declare 2024 Houghton and Sunderland South", [
             ("https://www.sunderlandecho.com/news/politics/houghton-and-sunderland-south-declares-first-again", "Houghton and Sunderland South declares first again | Sunderland Echo",
              "Sunderland's counters have done it again ... Bridget Phillipson re-elected ...", "52 minutes ago"),
             ("https://en.wikipedia.org/wiki/Houghton_and_Sunderland_South_(UK_Parliament_constituency)", "Houghton and Sunderland South (UK Parliament constituency) - Wikipedia",
              "The constituency has been the first to declare its result at every general election since its creation in 2010 ...", "Jun 28, 2024"),
         ]))),
        (extract(gu, "exit poll figures and the declarations so far with their times"), page(gu, blog1)),
        (extract(bbc, "how many seats have declared and when the first result came"),
         ev(bbc, "how many seats have declared and when the first result came", """
> **General election 2024: Labour set for landslide, exit poll suggests** · BBC News live · Last updated 00:20 BST

> Results so far: **6 of 650** seats declared — Labour 6.

> "The first result of the night came at 23:15 in Houghton and Sunderland South, where Bridget Phillipson was re-elected with a majority of 7,169. Reform UK came second."

> "Exit poll: Labour 410, Conservatives 131, Liberal Democrats 61, Reform UK 13, SNP 10, Plaid Cymru 4, Greens 2, others 19."

> "Robert Buckland has lost Swindon South to Labour's Heidi Alexander — the first cabinet casualty of the night."
""", """
BBC (00:20 BST): 6 of 650 seats declared, all Labour. The first result was Houghton and Sunderland South at 23:15 (Phillipson, majority 7,169, Reform second). Exit poll figures match the Guardian's.
""")),
        (extract(gu, "latest declarations and any new entries since 00:12"), page(gu, blog2)),
        (memory("add", dict={"exit_poll": "22:00 exit poll: Lab 410, Con 131, LD 61, Reform 13, SNP 10, PC 4, Green 2, Oth 19 → Labour majority 170",
                             "first_decl": "Houghton & Sunderland South, 23:15 BST (BBC), Lab hold — Phillipson 18,847 votes, majority 7,169, Reform 2nd, turnout 47.0%",
                             "cabinet_loss": "Robert Buckland (Justice Sec) lost Swindon South to Heidi Alexander (Lab), declared 00:12"}),
         added("exit_poll", "first_decl", "cabinet_loss")),
        (search("general election 2024 results seats declared so far"),
         sr(("general election 2024 results seats declared so far", [
             (res, "UK General Election 2024 results - BBC News", "Results: 12 of 650 seats declared · Labour 12 ...", "1 minute ago"),
             ("https://www.theguardian.com/politics/ng-interactive/2024/jul/04/uk-general-election-results-2024-live-in-full", "UK general election results 2024: live in full | The Guardian",
              "Seats declared: 12/650 ...", "2 minutes ago"),
         ]))),
        (extract(res, "number of seats declared and seat tally by party"),
         ev(res, "number of seats declared and seat tally by party", """
> **Results** · 12 of 650 seats declared · Updated 00:44 BST

> | Party | Seats | Change |
> |---|---|---|
> | Labour | 12 | +4 |
> | Conservative | 0 | −4 |
> | Liberal Democrat | 0 | 0 |
> | Reform UK | 0 | 0 |

> "326 seats needed for a majority."
""", """
As of 00:44 BST, 12 of 650 seats have declared, all won by Labour (4 gains from the Conservatives).
""")),
        (memory("retrieve_all"),
         got({"exit_poll": "22:00 exit poll: Lab 410, Con 131, LD 61, Reform 13, SNP 10, PC 4, Green 2, Oth 19 → Labour majority 170",
              "first_decl": "Houghton & Sunderland South, 23:15 BST (BBC), Lab hold — Phillipson 18,847 votes, majority 7,169, Reform 2nd, turnout 47.0%",
              "cabinet_loss": "Robert Buckland (Justice Sec) lost Swindon South to Heidi Alexander (Lab), declared 00:12"})),
    ]
    rs.add(task=TASK, tid="h23-search-14", system=SEARCH_SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="re-extracted live blog shows the first declaration (Houghton and Sunderland South) at 23:51 instead of 23:15, after the 23:42 second result")


BELL = [1, 1, 2, 5, 15, 52, 203, 877, 4140, 21147, 115975, 678570, 4213597, 27644437, 190899322, 1382958545,
        10480142147, 82864869804, 682076806159, 5832742205057, 51724158235372, 474869816156751,
        4506715738447323, 44152005855084346, 445958869294805289, 4638590332229999353, 49631246523618756274]


# ---------------------------------------------------------------------------------------------
# 15 clean (less common): OEIS lookup; paginated search, truncated data line vs b-file view,
# a proposed edit newer than the entry's last-modified stamp.
# ---------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    state = sd("Which OEIS sequence is 1, 2, 5, 15, 52, 203, 877, what is its A-number and offset, what are its 15th and "
               "16th terms, and who contributed the b-file?", "2024-09-09")
    srch = "https://oeis.org/search?q=1%2C2%2C5%2C15%2C52%2C203%2C877&fmt=short"
    entry = "https://oeis.org/A000110"
    bfile = "https://oeis.org/A000110/b000110.txt"
    hist = "https://oeis.org/history?seq=A000110"
    data = ", ".join(str(x) for x in BELL)
    bf_lines = "\n".join(f"{n} {v}" for n, v in enumerate(BELL[:21]))
    turns = [
        (search("OEIS 1, 2, 5, 15, 52, 203, 877"),
         sr(("OEIS 1, 2, 5, 15, 52, 203, 877", [
             (entry, "A000110 - OEIS", "Bell or exponential numbers: number of ways to partition a set of n labeled elements. 1, 1, 2, 5, 15, 52, 203, 877, 4140, 21147, 115975 ...", "Aug 31, 2024"),
             ("https://en.wikipedia.org/wiki/Bell_number", "Bell number - Wikipedia",
              "In combinatorial mathematics, the Bell numbers count the possible partitions of a set ... starting with B0 = B1 = 1, the first few Bell numbers are 1, 1, 2, 5, 15, 52, 203, 877, 4140, ... (sequence A000110 in the OEIS)", "Jul 19, 2024"),
             ("https://mathworld.wolfram.com/BellNumber.html", "Bell Number -- from Wolfram MathWorld", "The number of ways a set of n elements can be partitioned into nonempty subsets is called a Bell number ...", "2024"),
         ]))),
        (extract(srch, "the matching sequences and how many results there are"),
         page(srch, """# OEIS search: 1,2,5,15,52,203,877

Search: seq:1,2,5,15,52,203,877
Displaying 1-10 of 58 results found. page 1 2 3 4 5 6 · Sort: relevance | references | number | modified | created · Format: long | short | data

A000110 Bell or exponential numbers: number of ways to partition a set of n labeled elements. (Formerly M1484 N0585)
1, 1, 2, 5, 15, 52, 203, 877, 4140, 21147, 115975, 678570, 4213597, 27644437, 190899322, 1382958545, ...

A137597 Number of set partitions of [n] in which the block containing 1 is a run (contiguous).
1, 1, 2, 5, 15, 52, 203, 876, 4089, 20950, ...

A287252 Number of set partitions of [n] such that the absolute difference between the least elements of consecutive blocks is at most 7.
1, 1, 2, 5, 15, 52, 203, 877, 4140, 21146, ...

A229046 Number of set partitions of [n] avoiding the pattern 1231 with restricted crossings of width 8.
1, 2, 5, 15, 52, 203, 877, 4140, 21146, 115929, ...

... (6 more on this page) · page 1 2 3 4 5 6""")),
        (extract(entry, "name, data line, offset, b-file link, author and status"),
         page(entry, f"""# A000110 Bell or exponential numbers: number of ways to partition a set of n labeled elements.
(Formerly M1484 N0585)

**DATA**
{data}

**OFFSET** 0,3

**COMMENTS**
The leading diagonal of its difference table is the sequence shifted, see Bernstein & Sloane (1995).
Number of ways to place n nonattacking rooks on the staircase board ...
a(n) is the number of equivalence relations on a set of n elements.

**LINKS**
N. J. A. Sloane, Table of n, a(n) for n = 0..575 (first 101 terms from R. H. Hardin)
M. Aigner, A characterization of the Bell numbers, Discr. Math., 205 (1999), 207-210.
... (more than 400 further links)

**FORMULA**
E.g.f.: exp(exp(x) - 1).
a(n+1) = Sum_{{k=0..n}} binomial(n, k)*a(k).
a(n) = Sum_{{k=0..n}} Stirling2(n, k).

**CROSSREFS**
Cf. A000587, A008277, A005493, A011971.

**KEYWORD** core,nonn,easy,nice

**AUTHOR** N. J. A. Sloane

**STATUS** approved

(last modified August 31 2024)""")),
        (memory("add", dict={"anum": "A000110 Bell numbers, offset 0 (a(0)=1)",
                             "a14": "190899322 = a(14), the 15th term counting from a(0)",
                             "a15": "1382958545 = a(15), the 16th term"}),
         added("anum", "a14", "a15")),
        (extract(bfile, "the first lines of the b-file and its header"),
         page(bfile, "# A000110 Bell numbers: n, a(n) for n = 0..575\n" + bf_lines + "\n... (555 more lines, through n = 575)")),
        (extract(hist, "latest revisions and who made them"),
         ev(hist, "latest revisions and who made them", """
> **A000110 — revision history**

> #413 by Michel Marcus at Sep 08 2024 15:02 — **proposed** (pending review): "LINKS: corrected a broken link to the Aigner paper"

> #412 by Michael De Vlieger at Aug 31 2024 10:47 — approved: "added a link to a 2024 arXiv preprint on Bell number congruences"

> #411 by Amiram Eldar at Jul 22 2024 03:18 — approved: "FORMULA: added asymptotic formula (de Bruijn)"

> #399 by N. J. A. Sloane at Jan 14 2023 — approved: "b-file extended to n = 575"
""", """
The entry's last approved revision is #412 of 31 Aug 2024 (matching "last modified August 31 2024"); a newer edit #413 of 8 Sep 2024 is only proposed and not yet visible on the entry. The b-file (n = 0..575) was extended by N. J. A. Sloane.
""")),
        (search("A000110 b-file 0..575 Sloane Hardin"),
         sr(("A000110 b-file 0..575 Sloane Hardin", [
             (bfile, "oeis.org/A000110/b000110.txt", "0 1 1 1 2 2 3 5 4 15 5 52 6 203 7 877 8 4140 ...", "Jan 14, 2023"),
             (entry, "A000110 - OEIS", "N. J. A. Sloane, Table of n, a(n) for n = 0..575 (first 101 terms from R. H. Hardin) ...", "Aug 31, 2024"),
         ]))),
        (memory("add", dict={"bfile": "b000110.txt: n = 0..575 by N. J. A. Sloane (first 101 terms from R. H. Hardin), extended Jan 2023"}),
         added("bfile")),
    ]
    rs.add(task=TASK, tid="h23-search-15", system=SEARCH_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 16 bad (less common): a Polar Research article; on a late re-extraction its DOI reads
# 10.33265/polar.v43.9817 instead of ...9871 (URL, Crossref and dataset all say 9871).
# ---------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    state = sd("Find the 2024 Polar Research article on winter sea-ice thickness surveys in Storfjorden (Svalbard): its "
               "authors, DOI, the mean and modal thickness it reports, and where the data are archived.", "2024-10-22")
    art = "https://polarresearch.net/index.php/polar/article/view/9871"
    dat = "https://data.npolar.no/dataset/3f7c1a2e-5b0d-4c8e-9a61-2d7e0b4f9c13"
    cr = "https://api.crossref.org/works/10.33265/polar.v43.9871"
    bg = "https://www.npolar.no/en/themes/sea-ice/storfjorden-polynya/"

    def art_page(doi: str, views: str, pdf: str) -> str:
        return f"""# Winter sea-ice thickness in Storfjorden from repeated helicopter EM surveys, 2018–2023

Polar Research · Vol. 43 (2024) · Research Article

Ingrid Solberg (Norwegian Polar Institute), Marek Pawlak (Institute of Oceanology PAS, Sopot), Anne-Lise Haugen (UNIS), Kjetil Brekke (Norwegian Meteorological Institute)

**DOI:** https://doi.org/{doi}
**Published:** 2024-05-14 · **Submitted:** 2023-09-28 · **Accepted:** 2024-03-19

## Abstract

Storfjorden in southern Svalbard hosts a recurrent latent-heat polynya that is a major site of brine-enriched shelf-water formation. We present five helicopter-borne electromagnetic (HEM) surveys of sea-ice thickness flown in March–April 2018, 2019, 2021, 2022 and 2023 (the 2020 campaign was cancelled), totalling 3,410 km of profiles. Across all surveys the modal thickness of level ice was 0.62 m and the mean total thickness, including ridges, was 0.81 m. Thickness decreased by about 0.05 m per year over the period, and the fraction of ice thinner than 0.3 m in the polynya area doubled between 2018 and 2023. Ridged ice made up 18% of the surveyed area on average. We discuss implications for brine rejection and the ventilation of the Storfjorden overflow.

**Keywords:** sea ice; ice thickness; electromagnetic induction; polynya; Svalbard; Barents Sea

**Data availability:** The thickness profiles are available from the Norwegian Polar Data Centre, https://doi.org/10.21334/npolar.2024.3f7c1a2e.

**How to cite:** Solberg I., Pawlak M., Haugen A.-L. & Brekke K. 2024. Winter sea-ice thickness in Storfjorden from repeated helicopter EM surveys, 2018–2023. *Polar Research 43*, 9871, doi: {doi}.

**License:** CC BY-NC 4.0 · © 2024 I. Solberg et al.

Abstract views: {views} · PDF downloads: {pdf}"""
    turns = [
        (search("Storfjorden sea ice thickness helicopter EM survey Polar Research 2024"),
         sr(("Storfjorden sea ice thickness helicopter EM survey Polar Research 2024", [
             (art, "Winter sea-ice thickness in Storfjorden from repeated helicopter EM surveys, 2018–2023 | Polar Research",
              "Storfjorden in southern Svalbard hosts a recurrent latent-heat polynya ... five helicopter-borne electromagnetic (HEM) surveys ...", "May 14, 2024"),
             ("https://www.researchgate.net/publication/380612944_Winter_sea-ice_thickness_in_Storfjorden", "(PDF) Winter sea-ice thickness in Storfjorden from repeated helicopter EM surveys",
              "Ingrid Solberg, Marek Pawlak, Anne-Lise Haugen, Kjetil Brekke · May 2024 · Polar Research 43 · DOI: 10.33265/polar.v43.9871", "May 2024"),
             ("https://www.tandfonline.com/doi/full/10.1080/17518369.2019.1595498", "Sea ice in Storfjorden: a review - Polar Research (2019)",
              "... the Storfjorden polynya produces on average ...", "2019"),
         ]))),
        (extract(art, "authors, DOI, publication date, thickness results and data availability"),
         page(art, art_page("10.33265/polar.v43.9871", "412", "118"))),
        (memory("add", dict={"article_doi": "10.33265/polar.v43.9871",
                             "article_meta": "Solberg, Pawlak, Haugen, Brekke; Polar Research vol. 43, article 9871, published 2024-05-14; CC BY-NC 4.0"}),
         added("article_doi", "article_meta")),
        (extract(dat, "dataset DOI, licence, coverage and related publication"),
         ev(dat, "dataset DOI, licence, coverage and related publication", """
> **Sea-ice thickness from helicopter EM surveys in Storfjorden, 2018–2023** · Norwegian Polar Data Centre

> DOI: 10.21334/npolar.2024.3f7c1a2e · Published 2024-05-10 · License: CC BY 4.0

> Coverage: 76.6°N–78.4°N, 17.5°E–22.0°E · Temporal: 2018-03-21 to 2023-04-12

> Files: hem_storfjorden_2018.nc (48 MB), hem_storfjorden_2019.nc (52 MB), hem_storfjorden_2021.nc (41 MB), hem_storfjorden_2022.nc (55 MB), hem_storfjorden_2023.nc (49 MB), README.txt

> Related publication: "Solberg I. et al. 2024. Winter sea-ice thickness in Storfjorden from repeated helicopter EM surveys, 2018–2023. Polar Research 43, 9871. doi:10.33265/polar.v43.9871"
""", """
The data are archived at the Norwegian Polar Data Centre (DOI 10.21334/npolar.2024.3f7c1a2e, CC BY 4.0): five yearly NetCDF files (2018, 2019, 2021–2023), linked to the Polar Research article doi:10.33265/polar.v43.9871.
""")),
        (memory("add", dict={"data_doi": "10.21334/npolar.2024.3f7c1a2e (NPDC, CC BY 4.0, five NetCDF files 2018–2023, no 2020)",
                             "thickness": "modal level-ice 0.62 m; mean total 0.81 m; ≈−0.05 m/yr; ridged 18% of area; 3,410 km of profiles"}),
         added("data_doi", "thickness")),
        (search("Storfjorden polynya brine shelf water formation Svalbard"),
         sr(("Storfjorden polynya brine shelf water formation Svalbard", [
             (bg, "The Storfjorden polynya | Norwegian Polar Institute",
              "Every winter, northeasterly winds push the ice away from the eastern side of Storfjorden, opening a polynya ...", "Feb 2, 2023"),
             ("https://en.wikipedia.org/wiki/Storfjorden", "Storfjorden - Wikipedia",
              "Storfjorden is a sound between Spitsbergen and the islands Barentsøya and Edgeøya in Svalbard ...", "Sep 14, 2023"),
         ]))),
        (extract(bg, "how the polynya forms and why it matters"),
         ev(bg, "how the polynya forms and why it matters", """
> "Every winter, persistent northeasterly winds push newly formed ice away from the eastern coast of Storfjorden, opening a polynya. In the open water, new ice forms continuously and is blown away, so that the polynya acts as an ice factory."

> "As the ice freezes, salt is expelled as brine. The dense, brine-enriched water sinks and fills the basin of Storfjorden, eventually spilling over the sill at 115 m depth and flowing down the slope towards Fram Strait."

> "Storfjorden produces in the order of 40 km³ of sea ice in a typical winter."
""", """
The Storfjorden polynya is kept open by northeasterly winds; continuous ice formation rejects brine, producing dense water that fills the basin and overflows the 115 m sill toward Fram Strait. Ice production is of the order of 40 km³ per winter.
""")),
        (search("\"polar.v43.9871\""),
         sr(("\"polar.v43.9871\"", [
             ("https://doi.org/10.33265/polar.v43.9871", "Winter sea-ice thickness in Storfjorden from repeated helicopter EM surveys, 2018–2023",
              "Polar Research, 43 · Solberg, Pawlak, Haugen, Brekke · 2024", "May 14, 2024"),
             ("https://scholar.google.com/scholar?q=10.33265/polar.v43.9871", "Google Scholar",
              "I Solberg, M Pawlak, AL Haugen, K Brekke - Polar Research, 2024 - polarresearch.net · Cited by 2", "2024"),
         ]))),
        (extract(cr, "registered metadata: DOI, title, dates, citation count"),
         page(cr, "```json\n" + json.dumps({"status": "ok", "message-type": "work", "message": {
             "DOI": "10.33265/polar.v43.9871",
             "title": ["Winter sea-ice thickness in Storfjorden from repeated helicopter EM surveys, 2018–2023"],
             "container-title": ["Polar Research"], "volume": "43", "article-number": "9871",
             "published": {"date-parts": [[2024, 5, 14]]},
             "author": [{"given": "Ingrid", "family": "Solberg"}, {"given": "Marek", "family": "Pawlak"},
                        {"given": "Anne-Lise", "family": "Haugen"}, {"given": "Kjetil", "family": "Brekke"}],
             "publisher": "Norwegian Polar Institute", "reference-count": 48, "is-referenced-by-count": 2,
             "URL": "https://doi.org/10.33265/polar.v43.9871",
             "license": [{"URL": "https://creativecommons.org/licenses/by-nc/4.0/"}]}}, indent=2, ensure_ascii=False) + "\n```")),
        (extract(art, "the recommended citation string and the article's DOI"),
         page(art, art_page("10.33265/polar.v43.9817", "415", "119"))),
        (memory("retrieve_all"),
         got({"article_doi": "10.33265/polar.v43.9871",
              "article_meta": "Solberg, Pawlak, Haugen, Brekke; Polar Research vol. 43, article 9871, published 2024-05-14; CC BY-NC 4.0",
              "data_doi": "10.21334/npolar.2024.3f7c1a2e (NPDC, CC BY 4.0, five NetCDF files 2018–2023, no 2020)",
              "thickness": "modal level-ice 0.62 m; mean total 0.81 m; ≈−0.05 m/yr; ridged 18% of area; 3,410 km of profiles"})),
    ]
    rs.add(task=TASK, tid="h23-search-16", system=SEARCH_SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="article DOI on the same landing page changes from 10.33265/polar.v43.9871 to 10.33265/polar.v43.9817 on re-extraction")


# ---------------------------------------------------------------------------------------------
# 17 clean (mainstream): Stack Overflow; live vote counts, a different answer sort order,
# stale vote counts in search snippets, relative "modified" times.
# ---------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    state = sd("How do you make git stop tracking a file that is now listed in .gitignore? Find the canonical Stack "
               "Overflow answer, its vote count, and what the git documentation says about the option.", "2024-03-28")
    q = "https://stackoverflow.com/questions/1274057/how-do-i-make-git-forget-about-a-file-that-was-tracked-but-is-now-in-gitignore"
    qm = q + "?answertab=modifieddesc#tab-top"
    doc = "https://git-scm.com/docs/git-rm"
    a_acc = """**{acc} votes** ✔ Accepted — answered Aug 13, 2009 by CB Bailey · edited Jan 8, 2024 by Mateen Ulhaq
`.gitignore` will prevent untracked files from being added (without an `add -f`) to the set of files tracked by Git. However, Git will continue to track any files that are already being tracked. To stop tracking a file, we must remove it from the index:
```
git rm --cached <file>
```
To remove a folder and all files in the folder recursively:
```
git rm -r --cached <folder>
```
The removal of the file from the head revision will happen on the next commit. WARNING: While this will not remove the physical file from your local machine, it will remove the files from other developers' machines on their next `git pull`."""
    a_all = """**{b} votes** — answered Sep 30, 2012 by Matt Frear · edited Jun 7, 2021
The series of commands below will remove all of the items from the Git index (not from the working directory or local repository), and then update the Git index, while respecting Git ignores.
```
git rm -r --cached .
git add .
git commit -m ".gitignore is now working"
```"""
    a_assume = """**{c} votes** — answered Aug 13, 2009 by Konstantin · edited Mar 20, 2023
`git update-index --assume-unchanged <file>` does the job: Git will ignore local changes to the file. Note: this is a performance hint, not a way to ignore tracked files; `git pull` can still overwrite it."""
    a_skip = """**{d} votes** — answered Jul 12, 2018 by Jeff Puckett · edited Feb 29, 2024
If you want to keep a tracked file but ignore your local changes, use `git update-index --skip-worktree <file>`. Unlike `--assume-unchanged`, it is meant for this purpose and survives `git reset`."""
    a_new = """**3 votes** — answered Mar 7, 2024 by dev_noor · edited Mar 7, 2024
On Git 2.44 you can preview what would be untracked with `git rm -r --cached --dry-run .` before committing."""

    def qhead(score: str, viewed: str, modified: str) -> str:
        return f"""# How do I make Git forget about a file that was tracked, but is now in .gitignore?

Asked 14 years, 7 months ago · Modified {modified} · Viewed {viewed} times

**{score} votes** — There is a file that was being tracked by Git, but now the file is on the `.gitignore` list. However, that file keeps showing up in `git status` after it's edited. How do you force Git to completely forget about it?

Tags: git · gitignore · git-rm

33 Answers"""
    page1 = (qhead("7,984", "3.4m", "1 month ago") + "\nSorted by: Highest score (default)\n\n"
             + "\n\n".join([a_acc.format(acc="6,912"), a_all.format(b="3,041"), a_assume.format(c="1,205"), a_skip.format(d="402")])
             + "\n\n… 29 more answers (page 1 of 2)")
    page2 = (qhead("7,985", "3.4m", "1 month ago") + "\nSorted by: Date modified (newest first)\n\n"
             + "\n\n".join([a_new, a_skip.format(d="402"), a_acc.format(acc="6,913"), a_assume.format(c="1,205"), a_all.format(b="3,041")])
             + "\n\n… 28 more answers")
    turns = [
        (search("git forget file tracked now in gitignore stackoverflow"),
         sr(("git forget file tracked now in gitignore stackoverflow", [
             (q, "How do I make Git forget about a file that was tracked, but is now in .gitignore? - Stack Overflow",
              "7956 votes · 33 answers · To stop tracking a file, we must remove it from the index: git rm --cached <file> ... 6887 votes ...", "Feb 2024"),
             ("https://stackoverflow.com/questions/1139762/ignore-files-that-have-already-been-committed-to-a-git-repository", "Ignore files that have already been committed to a Git repository - Stack Overflow",
              "2910 votes · git rm -r --cached . then git add . ...", "Nov 2023"),
             ("https://www.freecodecamp.org/news/gitignore-file-how-to-ignore-files-and-folders-in-git/", ".gitignore File – How to Ignore Files and Folders in Git",
              "If you have already committed a file, you need to untrack it first: git rm --cached filename ...", "Aug 23, 2022"),
         ]))),
        (extract(q, "question score, accepted answer and its vote count, top answers"), page(q, page1)),
        (memory("add", dict={"so_q": "SO #1274057, asked 2009-08-13, score 7,984, 33 answers, viewed 3.4m",
                             "so_best": "git rm --cached <file> (accepted, CB Bailey, 6,912 votes); folder: git rm -r --cached <folder>"}),
         added("so_q", "so_best")),
        (extract(qm, "answers sorted by most recently modified"), page(qm, page2)),
        (search("git rm --cached vs update-index skip-worktree assume-unchanged difference"),
         sr(("git rm --cached vs update-index skip-worktree assume-unchanged difference", [
             ("https://stackoverflow.com/questions/13630849/git-difference-between-assume-unchanged-and-skip-worktree", "Git - Difference Between 'assume-unchanged' and 'skip-worktree' - Stack Overflow",
              "assume-unchanged is designed for cases where it is expensive to check whether a group of files have been modified; skip-worktree is for when you want git to ignore local changes ...", "Jan 2024"),
             (doc, "Git - git-rm Documentation", "--cached Use this option to unstage and remove paths only from the index. Working tree files, whether modified or not, will be left alone.", "Feb 23, 2024"),
         ]))),
        (extract(doc, "what --cached does"),
         ev(doc, "what --cached does", """
> **git-rm** — Remove files from the working tree and from the index · Latest version 2.44.0, updated 2024-02-23

> "`--cached` Use this option to unstage and remove paths only from the index. Working tree files, whether modified or not, will be left alone."

> "`-r` Allow recursive removal when a leading directory name is given."

> "`-n`, `--dry-run` Don't actually remove any file(s). Instead, just show if they exist in the index and would otherwise be removed by the command."
""", """
The git documentation (2.44.0) says `git rm --cached` removes paths only from the index and leaves working-tree files alone; `-r` recurses into directories and `--dry-run` previews the removal.
""")),
        (memory("update", dict={"so_best": "git rm --cached <file> (accepted, CB Bailey; 6,912 votes at first view, 6,913 a few minutes later — live count); folder: git rm -r --cached <folder>; docs: removes from index only"}),
         updated("so_best")),
    ]
    rs.add(task=TASK, tid="h23-search-17", system=SEARCH_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 18 bad (less common): Glottolog / Ethnologue on Ainu; a memory key added at turn 3 is missing from
# retrieve_all at turn 6 with no remove.
# ---------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    state = sd("For the Ainu language of Hokkaido: what are its Glottocode and ISO 639-3 code, how many speakers does it "
               "have, and how do UNESCO, Glottolog and Ethnologue rate its endangerment?", "2024-01-30")
    glo = "https://glottolog.org/resource/languoid/id/ainu1240"
    wpa = "https://en.wikipedia.org/wiki/Ainu_language"
    eth = "https://www.ethnologue.com/language/ain/"
    wal = "https://en.wal.unesco.org/languages/ainu-japan"
    m3 = {"glottocode": "ainu1240 (Ainu (Japan))", "iso639_3": "ain",
          "aes_status": "nearly extinct (Glottolog AES, source: ElCat)"}
    m5 = {"unesco_status": "critically endangered (UNESCO Atlas 2009 / WAL)",
          "speakers": "very few native speakers: Wikipedia cites 2 (2007) and 10 (2008); about 300 L2 speakers (2011)"}
    turns = [
        (search("Ainu language Glottolog glottocode ISO 639-3", "Ainu language number of speakers UNESCO endangered"),
         sr(("Ainu language Glottolog glottocode ISO 639-3", [
             (glo, "Glottolog 5.0 - Ainu (Japan)", "Glottocode: ainu1240 · ISO 639-3: ain · Classification: Ainu > Ainu (Japan) ...", "Dec 2023"),
             ("https://iso639-3.sil.org/code/ain", "ain | ISO 639-3", "Identifier: ain · Name: Ainu (Japan) · Status: Active · Scope: Individual · Type: Living ...", "2023"),
         ]), ("Ainu language number of speakers UNESCO endangered", [
             (wpa, "Ainu language - Wikipedia",
              "Ainu (アイヌ・イタㇰ) is a language spoken by a few elderly members of the Ainu people on the northern Japanese island of Hokkaido ... UNESCO: critically endangered ...", "Jan 12, 2024"),
             (wal, "Ainu (Japan) | World Atlas of Languages - UNESCO", "Ainu (Japan) · Vitality: critically endangered ...", "2023"),
         ]))),
        (extract(glo, "glottocode, ISO code, classification, dialects and endangerment status"),
         ev(glo, "glottocode, ISO code, classification, dialects and endangerment status", """
> **Ainu (Japan)** · Glottocode: **ainu1240** · ISO 639-3: **ain** · Glottolog 5.0

> Classification: Ainu (ainu1252) › **Ainu (Japan)** (ainu1240)

> Dialects listed: Hokkaido Ainu (hokk1250), with subgroups Southwestern Hokkaido (Saru, Chitose, Horobetsu …) and Northeastern Hokkaido (Asahikawa, Obihiro, Bihoro …)

> Location: 43.63°N, 142.46°E · Macroarea: Eurasia

> Agglomerated Endangerment Status (AES): **nearly extinct** (source: ElCat)

> Most extensive description: grammar (Tamura 2000, "The Ainu Language")
""", """
Glottolog 5.0: Ainu (Japan), Glottocode ainu1240, ISO 639-3 ain, in the Ainu family (ainu1252), with Hokkaido dialects; AES status "nearly extinct".
""")),
        (memory("add", dict=m3), added("glottocode", "iso639_3", "aes_status")),
        (extract(wpa, "number of native speakers, revitalisation, UNESCO status"),
         ev(wpa, "number of native speakers, revitalisation, UNESCO status", """
> Infobox: "Native speakers: 2 (2007); 10 (2008) — L2 speakers: about 300 (2011) · ISO 639-3: ain · Glottolog: ainu1240 · Endangerment: critically endangered (UNESCO Atlas)"

> "Ainu is a moribund language spoken by a few elderly members of the Ainu people on Hokkaido. ... Since the late 20th century, there has been a revitalisation effort, including radio courses (STV Radio), language classes, and since 2019 the Ainu Promotion Act."

> "In 2009, UNESCO's Atlas of the World's Languages in Danger classified Ainu as critically endangered."

> This page was last edited on 12 January 2024, at 04:17 (UTC).
""", """
Wikipedia gives very few native speakers (2 in 2007; 10 in a 2008 count), some hundreds of L2 learners, ongoing revitalisation, and UNESCO's 2009 "critically endangered" rating. The infobox also lists ISO 639-3 ain and Glottocode ainu1240.
""")),
        (memory("add", dict=m5), added("unesco_status", "speakers")),
        (memory("retrieve_all"),
         got({"glottocode": m3["glottocode"], "aes_status": m3["aes_status"],
              "unesco_status": m5["unesco_status"], "speakers": m5["speakers"]})),
        (extract(eth, "EGIDS status and population figures"),
         ev(eth, "EGIDS status and population figures", """
> **Ainu** · A language of Japan · ISO 639-3: ain

> "Language status: 9 (Dormant). No known L1 speakers, but emerging cultural interest."

> "User population: No known L1 speakers. Ethnic population: 13,100 (2017, Hokkaido Ainu living-conditions survey)."

> "Content on this page is partially restricted; subscribe for full data."
""", """
Ethnologue classifies Ainu as EGIDS 9 (Dormant) with no known L1 speakers; it cites an ethnic population of about 13,100 (2017 Hokkaido survey).
""")),
        (memory("add", dict={"ethnologue": "EGIDS 9 (Dormant): no known L1 speakers; ethnic population ~13,100 (2017 Hokkaido survey)"}),
         added("ethnologue")),
        (extract(wal, "vitality assessment and domains of use"),
         ev(wal, "vitality assessment and domains of use", """
> **Ainu (Japan)** · World Atlas of Languages (UNESCO)

> "Vitality: critically endangered"

> "Intergenerational transmission: the language is not being transmitted to children."

> "Domains: used in ceremonies, songs (yukar), revitalisation classes and some broadcasting."
""", """
UNESCO's World Atlas of Languages lists Ainu (Japan) as critically endangered, with no transmission to children and use limited to ceremonies, oral literature, classes and some broadcasting.
""")),
        (memory("retrieve", key_list=["ethnologue", "unesco_status"]),
         got({"ethnologue": "EGIDS 9 (Dormant): no known L1 speakers; ethnic population ~13,100 (2017 Hokkaido survey)",
              "unesco_status": m5["unesco_status"]})),
    ]
    rs.add(task=TASK, tid="h23-search-18", system=SEARCH_SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="memory key iso639_3, added at turn 3 and never removed, is missing from retrieve_all")


# ---------------------------------------------------------------------------------------------
# 19 clean (less common): a town selectboard vote; draft minutes record 4-1, a newspaper says
# unanimous, approved minutes (newer stamp) correct the record to 5-0.
# ---------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    state = sd("Did the Brattleboro (Vermont) Selectboard approve Phase 1 of the Elliot Street two-way conversion, on "
               "what date, and by what vote?", "2024-05-09")
    draft = "https://www.brattleboro.gov/AgendaCenter/ViewFile/Minutes/_04162024-1234"
    final = "https://www.brattleboro.gov/AgendaCenter/ViewFile/Minutes/_04162024-1261"
    may7 = "https://www.brattleboro.gov/AgendaCenter/ViewFile/Minutes/_05072024-1262"
    news = "https://www.commonsnews.org/issue/765/selectboard-oks-elliot-street-two-way-pilot"
    item9 = """**9. Elliot Street Two-Way Conversion, Phase 1 (Public Works)**
Public Works Director Hannah Lyle presented the Phase 1 design: Elliot Street between Main Street and Williams Street would become two-way, with a new signal phase at Main/Elliot and the loss of 11 on-street parking spaces. Estimated cost $412,000, of which $330,000 is covered by a VTrans Downtown Transportation Fund grant. Public comment: 7 speakers (4 in favor, 3 opposed, mainly about parking).

Ms. Natarajan moved to approve Phase 1 of the Elliot Street two-way conversion as presented and to authorize the Town Manager to sign the VTrans grant agreement; seconded by Mr. Okafor."""
    draft_page = f"""# Town of Brattleboro — Selectboard Regular Meeting Minutes

Tuesday, April 16, 2024 · 6:15 PM · Selectboard Meeting Room, Municipal Center, 230 Main Street, and via Zoom

**DRAFT — subject to approval by the Selectboard.** Posted 04/19/2024.

Present: Chair Ellen Marsh, Vice Chair Tom Okafor, Priya Natarajan, Kate Shea, Jorge Alvarez. Staff: Town Manager Yoshi Manale, Assistant Town Manager Patrick Moreland, Public Works Director Hannah Lyle.

1. Call to order — 6:15 PM
2. Approve minutes of April 2, 2024 — approved 5-0
3. Chair's remarks
…
8. Fire Department ladder truck purchase — approved 5-0

{item9}
**Motion passed 4-1 (Shea opposed).**

10. Committee appointments — deferred to May 7
11. Adjourn — 9:02 PM

Respectfully submitted, Jan Anderson, Recording Secretary (page 3 of 12 shown)"""
    final_page = f"""# Town of Brattleboro — Selectboard Regular Meeting Minutes

Tuesday, April 16, 2024 · 6:15 PM · Selectboard Meeting Room, Municipal Center, 230 Main Street, and via Zoom

**APPROVED AS AMENDED — May 7, 2024.** Posted 05/08/2024. Amendment: "Item 9: vote corrected to 5-0. Ms. Shea voted in favor; the draft recorded her as opposed in error (confirmed from the meeting video at 1:48:12)."

Present: Chair Ellen Marsh, Vice Chair Tom Okafor, Priya Natarajan, Kate Shea, Jorge Alvarez. Staff: Town Manager Yoshi Manale, Assistant Town Manager Patrick Moreland, Public Works Director Hannah Lyle.

1. Call to order — 6:15 PM
2. Approve minutes of April 2, 2024 — approved 5-0
3. Chair's remarks
…
8. Fire Department ladder truck purchase — approved 5-0

{item9}
**Motion passed 5-0.**

10. Committee appointments — deferred to May 7
11. Adjourn — 9:02 PM

Respectfully submitted, Jan Anderson, Recording Secretary (page 3 of 12 shown)"""
    turns = [
        (search("Brattleboro Selectboard Elliot Street two-way vote", "Brattleboro Selectboard minutes April 16 2024"),
         sr(("Brattleboro Selectboard Elliot Street two-way vote", [
             (news, "Selectboard OKs Elliot Street two-way pilot | The Commons",
              "The Selectboard on April 16 unanimously approved the first phase of returning Elliot Street to two-way traffic ...", "Apr 24, 2024"),
             ("https://www.reformer.com/local-news/elliot-street-two-way-traffic-approved/article_5c1b2e8a.html", "Elliot Street to go two-way this fall | Brattleboro Reformer",
              "Eleven parking spaces will be lost ... the board voted after more than an hour of discussion ...", "Apr 18, 2024"),
         ]), ("Brattleboro Selectboard minutes April 16 2024", [
             (draft, "Selectboard Minutes 04/16/2024 (DRAFT) - Brattleboro, VT - AgendaCenter", "DRAFT — subject to approval ... Elliot Street Two-Way Conversion, Phase 1 ...", "Apr 19, 2024"),
             ("https://www.brattleboro.gov/AgendaCenter/Selectboard-2", "Agenda Center • Brattleboro, VT • Selectboard", "Agendas and minutes for Selectboard meetings ...", "May 8, 2024"),
         ]))),
        (extract(draft, "the motion and vote on the Elliot Street two-way conversion"), page(draft, draft_page)),
        (memory("add", dict={"elliot_vote_draft": "Draft minutes (posted 2024-04-19) of 2024-04-16: Phase 1 approved 4-1, Shea opposed; $412k cost, $330k VTrans grant; 11 parking spaces lost"}),
         added("elliot_vote_draft")),
        (extract(news, "how the newspaper reported the vote"),
         ev(news, "how the newspaper reported the vote", """
> **Selectboard OKs Elliot Street two-way pilot** · By Joyce Marcel · The Commons, issue 765 · April 24, 2024

> "The Selectboard on April 16 unanimously approved the first phase of returning Elliot Street to two-way traffic, a change downtown businesses have sought for more than a decade."

> "Board member Kate Shea said she had 'real concerns about the parking,' but voted with the majority after staff agreed to look for replacement spaces on Flat Street."

> "The $412,000 project is largely funded by a $330,000 state grant. Construction is expected in September."
""", """
The Commons reports a unanimous vote on April 16, 2024, and says Kate Shea voiced parking concerns but voted yes; cost $412,000 with a $330,000 state grant, construction expected in September. This conflicts with the draft minutes' 4-1.
""")),
        (search("Brattleboro Selectboard April 16 2024 minutes approved as amended"),
         sr(("Brattleboro Selectboard April 16 2024 minutes approved as amended", [
             (final, "Selectboard Minutes 04/16/2024 (Approved) - Brattleboro, VT - AgendaCenter", "APPROVED AS AMENDED — May 7, 2024 ... Item 9: vote corrected to 5-0 ...", "May 8, 2024"),
             (may7, "Selectboard Minutes 05/07/2024 (DRAFT) - Brattleboro, VT", "2. Approval of minutes of April 16, 2024, as amended ...", "May 9, 2024"),
             (draft, "Selectboard Minutes 04/16/2024 (DRAFT) - Brattleboro, VT - AgendaCenter", "DRAFT — subject to approval ...", "Apr 19, 2024"),
         ]))),
        (extract(final, "the approved record of the Elliot Street vote and any amendment"), page(final, final_page)),
        (extract(may7, "the approval of the April 16 minutes"),
         ev(may7, "the approval of the April 16 minutes", """
> **Selectboard Regular Meeting Minutes — Tuesday, May 7, 2024** · DRAFT — subject to approval · Posted 05/09/2024

> "2. Approval of minutes of April 16, 2024. Ms. Shea noted that the draft recorded her as voting against item 9 (Elliot Street); she voted in favor, as the video confirms. Mr. Alvarez moved to approve the April 16 minutes as amended to show the item 9 vote as 5-0; seconded by Ms. Natarajan. Motion passed 5-0."
""", """
At the May 7, 2024 meeting the board approved the April 16 minutes as amended, correcting the Elliot Street vote to 5-0 after Ms. Shea pointed out she had voted in favor.
""")),
        (memory("add", dict={"elliot_vote_final": "Approved 2024-04-16, 5-0 (approved minutes, amended 2024-05-07: draft's 4-1 was a recording error; Shea voted yes); matches The Commons 'unanimously'"}),
         added("elliot_vote_final")),
        (memory("retrieve_all"),
         got({"elliot_vote_draft": "Draft minutes (posted 2024-04-19) of 2024-04-16: Phase 1 approved 4-1, Shea opposed; $412k cost, $330k VTrans grant; 11 parking spaces lost",
              "elliot_vote_final": "Approved 2024-04-16, 5-0 (approved minutes, amended 2024-05-07: draft's 4-1 was a recording error; Shea voted yes); matches The Commons 'unanimously'"})),
    ]
    rs.add(task=TASK, tid="h23-search-19", system=SEARCH_SYSTEM, turns=turns, state=state)


MEDALS = [("1", "United States of America", 40, 44, 42), ("2", "People's Republic of China", 40, 27, 24),
          ("3", "Japan", 20, 12, 13), ("4", "Australia", 18, 19, 16), ("5", "France", 16, 26, 22),
          ("6", "Netherlands", 15, 7, 12), ("7", "Great Britain", 14, 22, 29), ("8", "Republic of Korea", 13, 9, 10),
          ("9", "Italy", 12, 13, 15), ("10", "Germany", 12, 13, 8), ("11", "New Zealand", 10, 7, 3),
          ("12", "Canada", 9, 7, 11), ("13", "Uzbekistan", 8, 2, 3), ("14", "Hungary", 6, 7, 6), ("15", "Spain", 5, 4, 9)]


def medal_table(override: dict[str, tuple[int, int, int, int]] | None = None) -> str:
    rows = ["| Rank | NOC | Gold | Silver | Bronze | Total |", "|---|---|---:|---:|---:|---:|"]
    for rank, noc, g, s, b in MEDALS:
        gg, ss, bb, tt = (override or {}).get(noc, (g, s, b, g + s + b))
        rows.append(f"| {rank} | {noc} | {gg} | {ss} | {bb} | {tt} |")
    return "\n".join(rows)


# ---------------------------------------------------------------------------------------------
# 20 bad (mainstream): Paris 2024 final medal table; a late re-extraction changes Japan's bronze
# count (13 -> 18) while its total stays 45.
# ---------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    state = sd("Compile the final Paris 2024 Olympic medal counts for the USA, China, Japan, Australia and France, check "
               "that the totals add up, and note how the USA–China tie on golds was decided.", "2024-08-12")
    tab = "https://olympics.com/en/paris-2024/medals"
    usa = "https://olympics.com/en/paris-2024/medals/united-states-of-america"
    ap = "https://apnews.com/article/olympics-2024-medal-count-final-us-china-gold"
    f24 = "https://www.france24.com/en/sport/20240811-france-paris-olympics-best-medal-haul-since-1900"
    head = """# Paris 2024 Olympic Games — Medal Table

Final standings · 329 events · Sorted by gold medals · Updated 11 Aug 2024, 17:52 CEST

"""
    tail = "\n\nShowing 15 of 91 NOCs with at least one medal · [Show all]"
    turns = [
        (search("Paris 2024 final medal table", "olympics.com medal table Paris 2024 USA China gold tie"),
         sr(("Paris 2024 final medal table", [
             (tab, "Paris 2024 Olympic Medal Table - Gold, Silver & Bronze", "United States of America 40 44 42 126 · People's Republic of China 40 27 24 91 · Japan 20 12 13 45 ...", "Aug 11, 2024"),
             ("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table", "2024 Summer Olympics medal table - Wikipedia",
              "The United States topped the medal table for the fourth consecutive Summer Games, with 40 gold and 126 total medals ...", "Aug 12, 2024"),
         ]), ("olympics.com medal table Paris 2024 USA China gold tie", [
             (ap, "US edges China for most golds after a final-day basketball win | AP News",
              "The United States and China both finished with 40 gold medals ... the U.S. took the top spot on total medals, 126 to 91 ...", "Aug 11, 2024"),
         ]))),
        (extract(tab, "final gold, silver, bronze and total medals for the top nations"), page(tab, head + medal_table() + tail)),
        (memory("add", dict={"usa": "40G 44S 42B = 126", "chn": "40G 27S 24B = 91"}), added("usa", "chn")),
        (memory("add", dict={"jpn": "20G 12S 13B = 45", "aus": "18G 19S 16B = 53", "fra": "16G 26S 22B = 64"}),
         added("jpn", "aus", "fra")),
        (search("USA China tied 40 gold medals Paris 2024 women's basketball final day"),
         sr(("USA China tied 40 gold medals Paris 2024 women's basketball final day", [
             (ap, "US edges China for most golds after a final-day basketball win | AP News",
              "The women's basketball team's 67-66 win over France gave the U.S. its 40th gold, matching China ...", "Aug 11, 2024"),
             ("https://www.reuters.com/sports/olympics/us-china-finish-level-golds-2024-08-11/", "US and China finish level on golds as Paris Games close | Reuters",
              "... the U.S. tops the table on silver medals as the tiebreaker ...", "Aug 11, 2024"),
         ]))),
        (extract(ap, "how the gold-medal tie came about and how the table ranks ties"),
         ev(ap, "how the gold-medal tie came about and how the table ranks ties", """
> "The United States and China both finished the Paris Olympics with 40 gold medals, the first time the top two nations have tied on golds at a Summer Games."

> "The Americans pulled level on the final day when the women's basketball team beat France 67-66 for an eighth straight title."

> "With golds tied, the U.S. ranks first because it won more silver medals, 44 to China's 27. The U.S. also led in total medals, 126 to 91."
""", """
USA and China tied on 40 golds; the USA drew level with the women's basketball final (67–66 over France) on the last day and ranks first on the silver-medal tiebreak (44 vs 27); totals 126 vs 91.
""")),
        (extract(usa, "USA medal totals and breakdown by sport"),
         ev(usa, "USA medal totals and breakdown by sport", """
> **United States of America** · Rank 1 · Gold 40 · Silver 44 · Bronze 42 · Total 126

> | Discipline | Gold | Silver | Bronze | Total |
> |---|---:|---:|---:|---:|
> | Athletics | 14 | 11 | 9 | 34 |
> | Swimming | 8 | 13 | 7 | 28 |
> | Basketball | 2 | 0 | 0 | 2 |
> | 3x3 Basketball | 0 | 0 | 1 | 1 |

> Showing 4 of 27 disciplines · [Show all]
""", """
The USA page confirms 40 gold, 44 silver, 42 bronze (126), led by athletics (34 medals) and swimming (28).
""")),
        (memory("retrieve_all"),
         got({"usa": "40G 44S 42B = 126", "chn": "40G 27S 24B = 91", "jpn": "20G 12S 13B = 45",
              "aus": "18G 19S 16B = 53", "fra": "16G 26S 22B = 64"})),
        (search("France medal count Paris 2024 best since 1900 host nation"),
         sr(("France medal count Paris 2024 best since 1900 host nation", [
             (f24, "France's best Olympic medal haul in over a century - France 24",
              "France finished with 64 medals, including 16 golds, its best tally since the 1900 Paris Games ...", "Aug 11, 2024"),
             ("https://www.lemonde.fr/en/sports/article/2024/08/11/paris-olympics-france-medal-record.html", "Paris 2024: France's record medal haul | Le Monde",
              "Léon Marchand's four individual golds led the way ...", "Aug 11, 2024"),
         ]))),
        (extract(f24, "France's final medal count and comparison with past Games"),
         ev(f24, "France's final medal count and comparison with past Games", """
> "France finished its home Olympics with 64 medals — 16 gold, 26 silver and 22 bronze — its best haul since the 1900 Paris Games and fifth in the medal table."

> "Swimmer Léon Marchand won four individual golds and a relay bronze."

> "Three years earlier in Tokyo, France won 33 medals, 10 of them gold."
""", """
France: 16 gold, 26 silver, 22 bronze = 64, fifth in the table, its best since 1900; Léon Marchand won four individual golds.
""")),
        (memory("add", dict={"note_fra": "France 64 (16/26/22), 5th, best since 1900; Marchand 4 individual golds (France 24)"}),
         added("note_fra")),
        (extract(tab, "recheck the rows for Japan and Australia"),
         page(tab, head + medal_table({"Japan": (20, 12, 18, 45)}) + tail)),
    ]
    rs.add(task=TASK, tid="h23-search-20", system=SEARCH_SYSTEM, turns=turns, state=state, bad=True, turn=12,
           kind="re-extracted final medal table gives Japan 18 bronze instead of 13 while its total stays 45 (no longer the sum)")


# ---------------------------------------------------------------------------------------------
# 21 clean (mainstream): a flight in progress; status moves from taxiing to airborne, ETAs shift,
# times appear in PST, CET and UTC, different trackers round differently.
# ---------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    state = sd("Has United flight UA 901 from San Francisco to Frankfurt departed today, and when is it expected to "
               "arrive in Frankfurt?", "2024-02-14, about 16:10 PST")
    fa = "https://www.flightaware.com/live/flight/UAL901"
    ua = "https://www.united.com/en/us/flightstatus/details/901/2024-02-14/SFO/FRA/UA"
    fra = "https://www.frankfurt-airport.com/en/flights-and-transfer/arrivals.html?flight=UA901"

    def fa_page(status: str, takeoff: str, eta: str, remaining: str, telemetry: str) -> str:
        return f"""# United 901 (UA901 / UAL901) — FlightAware

**{status}**

SFO San Francisco Int'l → FRA Frankfurt Int'l · Wednesday 14-Feb-2024 · Boeing 787-10 (twin-jet) (B78X) · N12010

| | San Francisco (SFO) | Frankfurt (FRA) |
|---|---|---|
| Gate | G96 | Gate: — (Terminal 1) |
| Scheduled | 03:40PM PST (gate departure) | 11:55AM CET Thu 15-Feb (gate arrival) |
| Actual / estimated gate | 03:58PM PST (18 minutes late) | {eta} (estimated) |
| Takeoff | {takeoff} | — |

Remaining: {remaining}

{telemetry}

Times shown in the airports' local time zones (SFO: PST, UTC−8; FRA: CET, UTC+1)."""
    t2 = fa_page("Taxiing — left gate 03:58PM PST, 18 minutes late",
                 "04:15PM PST (estimated)", "11:47AM CET Thu 15-Feb",
                 "10h 37m to go", "Aircraft is on the ground, taxiing to runway 28L.")
    t6 = fa_page("En route and on time — departed 9 minutes ago",
                 "04:17PM PST (00:17 UTC Thu 15-Feb)", "11:44AM CET Thu 15-Feb",
                 "10h 18m to go · 62 mi flown, 5,662 mi to go",
                 "Altitude 18,400 ft (climbing) · Groundspeed 412 mph · Heading 040° NE")
    turns = [
        (search("UA901 flight status today", "United 901 SFO Frankfurt departure"),
         sr(("UA901 flight status today", [
             (fa, "UA901 (UAL901) United Flight Tracking and History - FlightAware",
              "UA901 SFO → FRA · Wed 14-Feb-2024 · Scheduled 03:40PM PST · Left gate 03:58PM PST · Taxiing ...", "4 minutes ago"),
             (ua, "Flight status UA 901 SFO to FRA | United Airlines", "UA 901 · San Francisco to Frankfurt · Departed gate 3:58 PM ...", "6 minutes ago"),
             ("https://www.flightradar24.com/data/flights/ua901", "UA901 - United Airlines UA 901 Flight Tracker - Flightradar24",
              "UA901 SFO–FRA · B78X (N12010) · STD 15:40 · ATD 15:58 (gate) ...", "5 minutes ago"),
         ]), ("United 901 SFO Frankfurt departure", [
             ("https://www.united.com/en/us/flight-search/san-francisco-to-frankfurt", "Flights from San Francisco to Frankfurt | United Airlines",
              "Nonstop daily on the 787-10 Dreamliner ... UA 901 departs 3:40 PM, arrives 11:55 AM next day ...", "Jan 2024"),
         ]))),
        (extract(fa, "current status, departure and estimated arrival times"), page(fa, t2)),
        (memory("add", dict={"ua901_status": "as of ~16:10 PST: taxiing; left gate 15:58 PST (18 min late); est. takeoff 16:15 PST; FA est. gate arrival 11:47 CET Thu 15 Feb (sched. 11:55)"}),
         added("ua901_status")),
        (extract(ua, "departure and arrival estimates as shown by the airline"),
         ev(ua, "departure and arrival estimates as shown by the airline", """
> **UA 901 · Wednesday, February 14, 2024** · Boeing 787-10 Dreamliner

> San Francisco (SFO) — Scheduled departure 3:40 PM · **Departed gate 3:58 PM** · International Terminal G, Gate G96

> Frankfurt (FRA) — Scheduled arrival 11:55 AM Thu, Feb 15 · **Estimated arrival 11:50 AM** · Terminal 1

> "Status: Departed. Arriving early."
""", """
United shows the flight as departed from gate G96 at 3:58 PM (scheduled 3:40 PM) and estimates arrival in Frankfurt at 11:50 AM Thursday local time, 5 minutes early versus the scheduled 11:55 AM.
""")),
        (search("UAL901 live flight tracker position"),
         sr(("UAL901 live flight tracker position", [
             (fa, "UA901 (UAL901) United Flight Tracking and History - FlightAware", "En route and on time · Departed 8 minutes ago · Arriving in 10 hours 19 minutes ...", "1 minute ago"),
             ("https://www.flightradar24.com/data/flights/ua901", "UA901 - United Airlines UA 901 Flight Tracker - Flightradar24", "Live · takeoff 00:17 UTC · ETA 10:29 UTC (landing) ...", "1 minute ago"),
         ]))),
        (extract(fa, "updated status, takeoff time, position and arrival estimate"), page(fa, t6)),
        (extract(fra, "expected arrival time and terminal for UA 901"),
         ev(fra, "expected arrival time and terminal for UA 901", """
> Arrivals · Thursday, 15 Feb 2024

> | Flight | From | Scheduled | Expected | Terminal | Status |
> |---|---|---|---|---|---|
> | UA 901 | San Francisco | 11:55 | 11:45 | 1 (B) | airborne |

> "Times are local (CET). Expected times are updated continuously."
""", """
Frankfurt Airport lists UA 901 from San Francisco as airborne, scheduled 11:55, expected 11:45 local time, Terminal 1 (concourse B).
""")),
        (memory("update", dict={"ua901_status": "departed: gate out 15:58 PST, takeoff 16:17 PST (00:17 UTC 15 Feb); arrival estimates: FlightAware 11:44 CET, Frankfurt Airport 11:45, United 11:50 (sched. 11:55), Terminal 1"}),
         updated("ua901_status")),
    ]
    rs.add(task=TASK, tid="h23-search-21", system=SEARCH_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 22 bad (less common): the Norwegian roads authority page on the Hardanger Bridge; a second search
# shows the same page (same title, same update date) quoting its main span as 1301 m, not 1310 m.
# ---------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    state = sd("What is the main span of the Hardanger Bridge, when did it open, and how does it compare with the "
               "Hålogaland Bridge?", "2024-06-03")
    svv = "https://www.vegvesen.no/vegprosjekter/europaveg/rv7hardangerbrua/"
    svv_title = "Rv. 7 Hardangerbrua | Statens vegvesen"
    wph = "https://en.wikipedia.org/wiki/Hardanger_Bridge"
    wpl = "https://en.wikipedia.org/wiki/H%C3%A5logaland_Bridge"
    lst = "https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans"
    turns = [
        (search("Hardangerbrua hovudspenn lengd Statens vegvesen", "Hardanger Bridge main span opened 2013"),
         sr(("Hardangerbrua hovudspenn lengd Statens vegvesen", [
             (svv, svv_title,
              "Hardangerbrua kryssar Eidfjorden mellom Vallavik og Bu. Hovudspennet er 1310 meter, og brua er 1380 meter lang totalt. Brua opna 17. august 2013 ...", "12.01.2022"),
             ("https://snl.no/Hardangerbrua", "Hardangerbrua – Store norske leksikon",
              "Hardangerbrua er ei hengebru over Eidfjorden i Hardanger i Vestland ... opna for trafikk i 2013 ...", "Mar 4, 2023"),
         ]), ("Hardanger Bridge main span opened 2013", [
             (wph, "Hardanger Bridge - Wikipedia",
              "The Hardanger Bridge is a suspension bridge across the Eidfjorden branch of the Hardangerfjord ... main span of 1,310 metres (4,300 ft) ... opened on 17 August 2013 ...", "Apr 27, 2024"),
             ("https://www.visitnorway.com/listings/the-hardanger-bridge/", "The Hardanger Bridge | Visit Norway",
              "One of the world's longest suspension bridges, with a pedestrian and cycle path ...", "2023"),
         ]))),
        (extract(wpl, "main span, total length and opening date of the Hålogaland Bridge"),
         ev(wpl, "main span, total length and opening date of the Hålogaland Bridge", """
> Infobox: "Carries: E6 · Crosses: Rombaksfjorden · Locale: Narvik, Nordland · Design: suspension bridge · Total length: 1,533 m (5,030 ft) · Longest span: 1,145 m (3,757 ft) · Height: 179 m towers · Opened: 9 December 2018"

> "The Hålogaland Bridge is a suspension bridge that crosses the Rombaksfjorden near the town of Narvik ... It shortens the E6 route between Narvik and Bjerkvik by 18 km."

> This page was last edited on 2 March 2024, at 21:10 (UTC).
""", """
The Hålogaland Bridge near Narvik has a 1,145 m main span, a total length of 1,533 m, and opened on 9 December 2018; it shortened the E6 by 18 km.
""")),
        (search("Hardanger Bridge longest suspension bridge Norway span"),
         sr(("Hardanger Bridge longest suspension bridge Norway span", [
             (svv, svv_title,
              "Hardangerbrua kryssar Eidfjorden mellom Vallavik og Bu. Hovudspennet er 1301 meter, og brua er 1380 meter lang totalt. Brua opna 17. august 2013 ...", "12.01.2022"),
             (lst, "List of longest suspension bridge spans - Wikipedia",
              "This list of longest suspension bridge spans ranks suspension bridges by the length of their main span ...", "May 19, 2024"),
             ("https://www.nrk.no/vestland/hardangerbrua-10-ar-1.16510322", "Hardangerbrua 10 år | NRK Vestland",
              "Ti år etter opninga har over 10 millionar køyretøy kryssa brua ...", "Aug 17, 2023"),
         ]))),
        (extract(wph, "main span, total length, tower height, opening date and cost"),
         ev(wph, "main span, total length, tower height, opening date and cost", """
> Infobox: "Carries: Norwegian National Road 7 (Rv7) · Crosses: Eidfjorden · Locale: Ulvik and Ullensvang, Vestland · Design: suspension bridge · Total length: 1,380 m (4,530 ft) · Longest span: 1,310 m (4,300 ft) · Clearance below: 55 m · Opened: 17 August 2013"

> "When it opened, it was the longest suspension bridge in Norway and the longest tunnel-to-tunnel suspension bridge in the world."

> "The bridge has two towers, each about 200 m tall, and carries two traffic lanes plus a combined pedestrian and bicycle path. It cost about NOK 2.3 billion."

> This page was last edited on 27 April 2024, at 13:02 (UTC).
""", """
Wikipedia: the Hardanger Bridge (Rv7 over the Eidfjorden) has a 1,310 m main span and 1,380 m total length, towers about 200 m high, and opened on 17 August 2013 at a cost of about NOK 2.3 billion; it is Norway's longest suspension bridge.
""")),
        (memory("add", dict={"hardanger": "main span 1,310 m; total 1,380 m; opened 2013-08-17; Rv7 over Eidfjorden (Wikipedia)",
                             "halogaland": "main span 1,145 m; total 1,533 m; opened 2018-12-09; E6 over Rombaksfjorden"}),
         added("hardanger", "halogaland")),
        (search("longest suspension bridges in Norway list"),
         sr(("longest suspension bridges in Norway list", [
             (lst, "List of longest suspension bridge spans - Wikipedia", "... Hardanger Bridge 1,310 m 2013 Norway ... Hålogaland Bridge 1,145 m 2018 Norway ...", "May 19, 2024"),
             ("https://no.wikipedia.org/wiki/Liste_over_Norges_lengste_hengebruer", "Liste over Norges lengste hengebruer – Wikipedia", "Hardangerbrua, Hålogalandsbrua, Stordabrua, Tjeldsundbrua ...", "Jan 2024"),
         ]))),
        (extract(lst, "rank and span of the Norwegian bridges in the list"),
         ev(lst, "rank and span of the Norwegian bridges in the list", """
> | Rank | Name | Main span | Year opened | Location | Country |
> |---|---|---|---|---|---|
> | 14 | Hardanger Bridge | 1,310 m (4,298 ft) | 2013 | Hardangerfjord | Norway |
> | 29 | Hålogaland Bridge | 1,145 m (3,757 ft) | 2018 | Narvik | Norway |
> | 67 | Stord Bridge | 677 m (2,221 ft) | 2000 | Stord | Norway |
""", """
In Wikipedia's list, the Hardanger Bridge (1,310 m, 2013) ranks 14th and the Hålogaland Bridge (1,145 m, 2018) 29th among the world's longest suspension spans.
""")),
        (memory("add", dict={"comparison": "Hardanger main span is 165 m longer than Hålogaland (1,310 vs 1,145 m); Hålogaland is longer overall (1,533 vs 1,380 m) and 5 years newer"}),
         added("comparison")),
    ]
    rs.add(task=TASK, tid="h23-search-22", system=SEARCH_SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="search snippet of the same Statens vegvesen page (same title and 12.01.2022 date) quotes the main span as 1301 m, while the earlier snippet of it quoted 1310 m")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
