# ruff: noqa: E501
"""Held-out set holdout18, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven contain exactly one world-model contradiction (labelled with the 1-based turn whose observation
contradicts an earlier one); eleven are clean but full of legitimate changes (live prices and counters,
newer page stamps, sources that disagree, unit and rounding differences, memory updates by the agent).
Running this module writes ``search_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

TASK = "search"


def hits(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: the numbered result list in a code fence."""
    return "```\n" + results(*items) + "\n```"


def ev(url: str, goal: str, evidence: str, summary: str) -> str:
    """A web_extractor observation in the Evidence/Summary shape."""
    return (f"The useful information in {url} for user goal {goal} as follows: \n\n"
            f"Evidence in page: \n{evidence.strip()}\n\nSummary: \n{summary.strip()}\n")


def added(*k: str) -> str:
    return f"Successfully added items of {list(k)} to memory."


def updated(*k: str) -> str:
    return f"Successfully updated items of {list(k)} in memory."


def removed(*k: str) -> str:
    return f"Successfully removed items of {list(k)} from memory."


def got(d: dict[str, Any]) -> str:
    return "Retrieved items:\n" + json.dumps(d, indent=2, ensure_ascii=False)


def state(question: str, date: str) -> str:
    return f"Research question: {question}\nSession date: {date}"


T: dict[str, dict[str, Any]] = {}


def reg(tid: str, question: str, date: str, turns: list[tuple[str, str]], bad_turn: int | None = None,
        kind: str = "clean") -> None:
    T[tid] = {"tid": tid, "state": state(question, date), "turns": turns, "bad": bad_turn is not None,
              "turn": bad_turn, "kind": kind}


# --------------------------------------------------------------------------- 01 (bad, mainstream)
def t01() -> None:
    u_off = "https://www.toureiffel.paris/en/the-monument/key-figures"
    u_reu = "https://www.reuters.com/world/europe/eiffel-tower-grows-six-metres-with-new-antenna-2022-03-15/"
    u_wiki = "https://en.wikipedia.org/wiki/Eiffel_Tower"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Eiffel Tower height 330 m new antenna 2022", "Eiffel Tower official height metres"), hits(
        (u_off, "Key figures | Official website of the Eiffel Tower",
         "Height: 330 metres since 15 March 2022, with the installation of a new DAB+ antenna at the top of the Tower. Weight of the metal structure: 7,300 tonnes ...", "2024-11-04"),
        (u_wiki, "Eiffel Tower - Wikipedia",
         "The tower is 330 metres (1,083 ft) tall, about the same height as an 81-storey building, and the tallest structure in Paris. Its base is square, measuring 125 metres ...", "2025-03-02"),
        (u_reu, "Eiffel Tower grows six metres with new antenna | Reuters",
         "The Eiffel Tower grew by six metres on Tuesday after a new digital radio antenna was fixed to its top by helicopter, taking the Paris landmark to 330 metres ...", "2022-03-15"),
        ("https://www.britannica.com/topic/Eiffel-Tower-Paris-France", "Eiffel Tower | History, Height, & Facts | Britannica",
         "Eiffel Tower, wrought-iron structure in Paris, France ... The tower is 984 feet (300 metres) high without its antennas; with antennas it reaches 330 metres ...", "2025-02-21"),
        ("https://www.toureiffel.paris/en/news/history-and-culture/eiffel-tower-grows-6-metres", "The Eiffel Tower grows by 6 metres! | Official website",
         "On 15 March 2022, a helicopter installed a new DAB+ antenna at the top of the Tower. The Eiffel Tower now measures 330 m ...", "2022-03-15"),
        ("https://www.sortiraparis.com/en/what-to-visit-in-paris/monuments/articles/eiffel-tower-height", "How tall is the Eiffel Tower really? - Sortiraparis",
         "With its new antenna the Iron Lady now reaches 330 m, against 324 m before. And in summer the metal expands: up to 15 cm more at the top ...", "2023-08-09"))))
    turns.append((extract(u_off, "official current height and the history of height changes"), ev(u_off, "official current height and the history of height changes", """
- "Height: 330 m (since 15 March 2022)"
- "Height at its inauguration in 1889: 312 m (with the flagpole)"
- "Height of the 3rd floor: 276 m — Height of the 2nd floor: 116 m — Height of the 1st floor: 57 m"
- "Weight of the metal structure: 7,300 tonnes. Total weight: 10,100 tonnes"
- "Number of iron parts: 18,038. Number of rivets: 2,500,000"
- "Number of steps to the top of the 2nd floor: 674"
- "Antennas: 1957, first television antenna (320.75 m); 1991 (318.70 m); 2000, new antenna (324 m); 15 March 2022, DAB+ digital radio antenna installed by helicopter (330 m)"
- "Depending on the temperature, the top of the Tower can move by up to 15 cm."
""", """
The official site gives the current height as 330 m since 15 March 2022, when a DAB+ antenna was added. The previous height was 324 m (since the 2000 antenna); at its 1889 inauguration the tower measured 312 m including the flagpole. The structure weighs 7,300 t (10,100 t in total).
""")))
    m.update({"height_current": "330 m (since 15 March 2022; DAB+ antenna installed by helicopter)",
              "height_previous": "324 m",
              "height_1889": "312 m at inauguration (with flagpole)"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_reu, "what happened on 15 March 2022 and the previous height"), """# Eiffel Tower grows six metres with new antenna

By Reuters
March 15, 2022 12:31 PM GMT+1 · Updated 3 years ago

PARIS, March 15 (Reuters) - The Eiffel Tower grew by six metres on Tuesday after a new digital radio antenna was fixed to its top by helicopter, taking the Paris landmark to 330 metres (1,083 ft).

The operation took about ten minutes, with the helicopter hovering above the tower while technicians bolted the DAB+ (digital audio broadcasting) antenna into place.

The tower, built by Gustave Eiffel for the 1889 World's Fair, had stood at 324 metres since a previous antenna was installed in 2000. It was the tallest man-made structure in the world until the Chrysler Building in New York was completed in 1930.

"It's a tremendous moment," said a spokesperson for the tower's operator, SETE, adding that the antenna would broadcast digital radio to the Paris region.

Broadcasting has been part of the tower's life since its early years: the first radio transmissions from the top date from 1898, and television antennas followed in 1957.

Reporting by Benoit Van Overstraeten; Editing by Alex Richardson

Our Standards: The Thomson Reuters Trust Principles."""))
    turns.append((extract(u_wiki, "infobox figures and the section on height changes"), ev(u_wiki, "infobox figures and the section on height changes", """
Infobox:
- Location: Champ de Mars, 7th arrondissement, Paris
- Construction started: 28 January 1887; Completed: 15 March 1889; Opened: 31 March 1889
- Height: 330 m (1,083 ft); Architectural: 300 m (984 ft); Top floor: 276 m (906 ft)
- Architect: Stephen Sauvestre; Structural engineers: Maurice Koechlin, Émile Nouguier
- Main contractor: Compagnie des Établissements Eiffel

Section "Height changes":
"The height of the tower has changed several times over the years with the addition and replacement of antennas. At its inauguration it was 312.27 m (1,024.5 ft) tall including the flagpole. ... A new antenna raised it to 324 m in 2000. On 15 March 2022 a new DAB+ radio antenna was fixed to the top by helicopter, bringing the height to 330 m."
"The top of the tower may shift away from the sun by up to 18 cm (7 in) because of thermal expansion of the metal on the side facing the sun."
Footer: "This page was last edited on 2 March 2025, at 19:47 (UTC)."
""", """
Wikipedia agrees: 330 m since 15 March 2022 (DAB+ antenna), 324 m from 2000, 312.27 m at inauguration (the official site rounds this to 312 m). Architectural height without antennas is 300 m; top floor 276 m.
""")))
    m["height_previous"] = "324 m (from 2000 until 15 March 2022; set by the 2000 antenna)"
    turns.append((memory("update", items={"height_previous": m["height_previous"]}), updated("height_previous")))
    m["answer_draft"] = ("The Eiffel Tower is 330 m tall including antennas (300 m architectural). It last grew on 15 March 2022, "
                         "when a helicopter fitted a DAB+ digital radio antenna to the top, adding 6 m to the 324 m it had stood at since 2000.")
    turns.append((memory("add", items={"answer_draft": m["answer_draft"]}), added("answer_draft")))
    shown = dict(m)
    shown["height_previous"] = "324 m"
    turns.append((memory("retrieve_all"), got(shown)))
    turns.append((search("Eiffel Tower height changes with temperature thermal expansion cm"), hits(
        ("https://www.toureiffel.paris/en/news/130-years/how-does-tower-expand-heat", "How does the Tower expand in the heat? | Official website",
         "In summer the top of the Tower can move by up to 15 cm, and the metal structure grows by several centimetres under the effect of heat ...", "2019-07-24"),
        (u_wiki, "Eiffel Tower - Wikipedia",
         "The top of the tower may shift away from the sun by up to 18 cm (7 in) because of thermal expansion of the metal on the side facing the sun ...", "2025-03-02"),
        ("https://www.sciencefocus.com/science/is-the-eiffel-tower-taller-in-summer", "Is the Eiffel Tower taller in summer? - BBC Science Focus",
         "Iron expands when it is heated, so on a hot day the tower can be around 15 cm taller than on a cold winter's day ...", "2021-06-18"),
        ("https://www.nationalgeographic.com/travel/article/eiffel-tower-facts", "10 surprising facts about the Eiffel Tower | National Geographic",
         "... the 330-metre tower was the world's tallest structure for 41 years, until the Chrysler Building overtook it in 1930 ...", "2024-04-29"))))
    reg("h18-search-01", "How tall is the Eiffel Tower today including its antennas, and when and why did its height last change?",
        "2025-03-18", turns, 8, "memory key height_previous reads back its pre-update value after a successful update")


# --------------------------------------------------------------------------- 02 (clean, less common)
def t02() -> None:
    u_dl = "https://ziglang.org/download/"
    u_rn = "https://ziglang.org/download/0.14.0/release-notes.html"
    u_gh = "https://github.com/ziglang/zig/releases/tag/0.14.0"
    u_zg = "https://ziggit.dev/t/zig-0-14-0-released/8815"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Zig 0.14.0 release date", "ziglang download latest stable version"), hits(
        (u_dl, "Download ⚡ Zig Programming Language",
         "Releases: master · 0.14.0 · 0.13.0 · 0.12.1 · 0.12.0 · 0.11.0 ... 0.14.0 2025-03-05 Release Notes · Language Reference · Standard Library Documentation ...", "2025-03-10"),
        (u_rn, "0.14.0 Release Notes ⚡ The Zig Programming Language",
         "Zig 0.14.0 Release Notes ... This release features 9 months of work: changes from 251 different contributors, spread among 3467 commits ...", "2025-03-05"),
        (u_gh, "Release 0.14.0 · ziglang/zig · GitHub",
         "andrewrk released this Mar 5 · 0.14.0 · See the release notes ... Assets 2 ...", "2025-03-05"),
        (u_zg, "Zig 0.14.0 Released - News - Ziggit",
         "Zig 0.14.0 is out! Release notes are up ... 63 replies · last reply 2 hours ago", "2025-03-05"),
        ("https://news.ycombinator.com/item?id=43264987", "Zig 0.14.0 Release Notes | Hacker News",
         "612 points by kristoff_it 5 days ago | 287 comments ...", "2025-03-05"),
        ("https://en.wikipedia.org/wiki/Zig_(programming_language)", "Zig (programming language) - Wikipedia",
         "Zig is an imperative, general-purpose, statically typed, compiled system programming language designed by Andrew Kelley ... Stable release 0.13.0 / 6 June 2024 ...", "2025-02-11"))))
    turns.append((extract(u_dl, "list of releases with dates and the current master build"), """# Download

## Releases

| Version | Date | Docs |
|---|---|---|
| master | 2025-03-10 | Language Reference · Standard Library Documentation |
| 0.14.0 | 2025-03-05 | Release Notes · Language Reference · Standard Library Documentation |
| 0.13.0 | 2024-06-06 | Release Notes · Language Reference · Standard Library Documentation |
| 0.12.1 | 2024-06-08 | Release Notes · Language Reference · Standard Library Documentation |
| 0.12.0 | 2024-04-20 | Release Notes · Language Reference · Standard Library Documentation |
| 0.11.0 | 2023-08-04 | Release Notes · Language Reference · Standard Library Documentation |
| 0.10.1 | 2023-01-19 | Release Notes · Language Reference · Standard Library Documentation |

## master

0.15.0-dev.56+d0911786c

| OS | Arch | Filename | Signature | Size |
|---|---|---|---|---|
| Source | | zig-0.15.0-dev.56+d0911786c.tar.xz | minisig | 17.1MiB |
| Linux | x86_64 | zig-linux-x86_64-0.15.0-dev.56+d0911786c.tar.xz | minisig | 48.9MiB |
| macOS | aarch64 | zig-macos-aarch64-0.15.0-dev.56+d0911786c.tar.xz | minisig | 44.6MiB |
| Windows | x86_64 | zig-windows-x86_64-0.15.0-dev.56+d0911786c.zip | minisig | 80.2MiB |

## 0.14.0

2025-03-05 · Release Notes

| OS | Arch | Filename | Signature | Size |
|---|---|---|---|---|
| Source | | zig-0.14.0.tar.xz | minisig | 17.0MiB |
| Bootstrap | | zig-bootstrap-0.14.0.tar.xz | minisig | 45.7MiB |
| Linux | x86_64 | zig-linux-x86_64-0.14.0.tar.xz | minisig | 47.2MiB |
| Linux | aarch64 | zig-linux-aarch64-0.14.0.tar.xz | minisig | 43.4MiB |
| macOS | aarch64 | zig-macos-aarch64-0.14.0.tar.xz | minisig | 43.1MiB |
| Windows | x86_64 | zig-windows-x86_64-0.14.0.zip | minisig | 78.6MiB |

## 0.13.0

2024-06-06 · Release Notes

| OS | Arch | Filename | Signature | Size |
|---|---|---|---|---|
| Source | | zig-0.13.0.tar.xz | minisig | 16.3MiB |
| Linux | x86_64 | zig-linux-x86_64-0.13.0.tar.xz | minisig | 44.9MiB |

The minisign public key is RWSGOq2NVecA2UPNdBUZykf1CCb147pkmdtYxgb3Ti+JO/wCYvhbAb/U.

[... older releases truncated ...]"""))
    m.update({"latest_stable": "0.14.0", "release_date": "2025-03-05", "previous_stable": "0.13.0 (2024-06-06)",
              "master_build": "0.15.0-dev.56+d0911786c (download page, first look 2025-03-10)"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_gh, "release date, assets and reactions"), ev(u_gh, "release date, assets and reactions", """
- Header: "0.14.0 — andrewrk released this Mar 5 · 58 commits to master since this release · 0.14.0 · 5e2a9f1 (tag)"
- Body: "See the release notes: https://ziglang.org/download/0.14.0/release-notes.html — Binaries are available at https://ziglang.org/download/#release-0.14.0"
- "Assets 2: Source code (zip) Mar 5, 2025; Source code (tar.gz) Mar 5, 2025"
- Reactions: "🎉 214 · ❤️ 96 · 🚀 73 · 👍 61 — 322 people reacted"
- Sidebar: "Releases 61 · 0.14.0 Latest on Mar 5"
""", """
GitHub marks 0.14.0 as the Latest release, published Mar 5 (2025). The binaries are on ziglang.org; the GitHub release only carries the auto-generated source archives. The master branch is 58 commits ahead of the tag at the time of viewing.
""")))
    turns.append((search("ziggit 0.14.0 upgrade experiences", "zig 0.14 breaking changes upgrade guide"), hits(
        (u_zg, "Zig 0.14.0 Released - News - Ziggit",
         "Zig 0.14.0 is out! Release notes are up ... 67 replies · last reply 14 minutes ago", "2025-03-05"),
        (u_rn + "#Upgrade-Guide", "0.14.0 Release Notes: Upgrade Guide",
         "Most of the breaking changes ... @export takes a pointer ... std.mem.page_size removed in favour of std.heap.pageSize() ...", "2025-03-05"),
        ("https://ziggit.dev/t/migrating-a-50k-line-codebase-to-0-14/8902", "Migrating a 50k-line codebase to 0.14 - Help - Ziggit",
         "Took about two days. Most of the churn was build.zig and the new root_module API ... 19 replies · last reply 41 minutes ago", "2025-03-08"),
        ("https://www.reddit.com/r/Zig/comments/1j4k2xq/zig_0140_released/", "Zig 0.14.0 released : r/Zig",
         "Labeled switch, decl literals, @FieldType ... 388 upvotes · 74 comments", "2025-03-05"),
        ("https://kristoff.it/blog/zig-0.14-highlights/", "Zig 0.14 highlights - Loris Cro",
         "The 0.14.0 release took nine months; here are the features I'm most excited about: incremental compilation (experimental) ...", "2025-03-06"))))
    turns.append((extract(u_dl, "current master build version and tarball size"), ev(u_dl, "current master build version and tarball size", """
- "## master — 0.15.0-dev.61+f4e9846bc"
- "Linux x86_64 — zig-linux-x86_64-0.15.0-dev.61+f4e9846bc.tar.xz — minisig — 49.0MiB"
- "macOS aarch64 — zig-macos-aarch64-0.15.0-dev.61+f4e9846bc.tar.xz — 44.6MiB"
- Releases table first rows: "master 2025-03-10"; "0.14.0 2025-03-05"; "0.13.0 2024-06-06"
- "## 0.14.0 — Linux x86_64 — zig-linux-x86_64-0.14.0.tar.xz — 47.2MiB"
""", """
The master build has moved on since the earlier look: it is now 0.15.0-dev.61+f4e9846bc (a new nightly artifact published as commits land), 49.0MiB for Linux x86_64. The 0.14.0 stable row is unchanged (2025-03-05, 47.2MiB).
""")))
    m["master_build"] = "0.15.0-dev.61+f4e9846bc (download page, second look 2025-03-10; earlier dev.56)"
    turns.append((memory("update", items={"master_build": m["master_build"]}), updated("master_build")))
    turns.append((extract(u_rn, "release date, size of the release and headline features"), ev(u_rn, "release date, size of the release and headline features", """
- "Zig 0.14.0 Release Notes"
- "This release features 9 months of work: changes from 251 different contributors, spread among 3467 commits."
- "Table of Contents: Target Support · Tier System · Language Changes (Labeled Switch, Decl Literals, @splat supports arrays, @FieldType, @src gains module field) · Standard Library · Build System (file system watching, new package hash format) · Compiler (incremental compilation, x86 backend) · Linker · Fuzzer · Bug Fixes · Toolchain (LLVM 19) · Roadmap"
- "Roadmap: The major theme of the 0.15.0 release cycle will be compilation speed."
""", """
The notes describe 9 months of work (251 contributors, 3467 commits) since 0.13.0 of June 2024, which fits the 2025-03-05 release date on the download page. Headline features: labeled switch, decl literals, incremental compilation (experimental), LLVM 19.
""")))
    turns.append((memory("retrieve_all"), got(dict(m))))
    turns.append((search("zig 0.15.0 release date roadmap", "zig 0.14.0 linux tarball size"), hits(
        (u_rn + "#Roadmap", "0.14.0 Release Notes: Roadmap",
         "The major theme of the 0.15.0 release cycle will be compilation speed ... no release date is set ...", "2025-03-05"),
        (u_zg, "Zig 0.14.0 Released - News - Ziggit",
         "Zig 0.14.0 is out! Release notes are up ... 68 replies · last reply 3 minutes ago", "2025-03-05"),
        ("https://devclass.com/2025/03/06/zig-0-14-arrives-after-nine-months/", "Zig 0.14 arrives after nine months of work - DEVCLASS",
         "Zig 0.14.0 was released on March 5, 2025 ... the Linux x86-64 download is a 49.5 MB tarball ...", "2025-03-06"),
        ("https://news.ycombinator.com/item?id=43264987", "Zig 0.14.0 Release Notes | Hacker News",
         "617 points by kristoff_it 5 days ago | 291 comments ...", "2025-03-05"))))
    reg("h18-search-02", "What is the latest stable release of the Zig programming language, when was it released, and what is the current development (master) build?",
        "2025-03-10", turns)


# --------------------------------------------------------------------------- 03 (clean, mainstream)
def t03() -> None:
    u_sec = "https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm"
    u_yh = "https://finance.yahoo.com/quote/AAPL/"
    u_nr = "https://www.apple.com/newsroom/2024/10/apple-reports-fourth-quarter-results/"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Apple fiscal 2024 annual revenue", "Apple 10-K 2024 total net sales"), hits(
        (u_nr, "Apple reports fourth quarter results - Apple",
         "CUPERTINO, CALIFORNIA Apple today announced financial results for its fiscal 2024 fourth quarter ended September 28, 2024. The Company posted quarterly revenue of $94.9 billion, up 6 percent year over year ...", "2024-10-31"),
        (u_sec, "aapl-20240928 - SEC.gov",
         "Total net sales 391,035 383,285 394,328 ... Net income $ 93,736 $ 96,995 $ 99,803 ...", "2024-11-01"),
        ("https://www.macrotrends.net/stocks/charts/AAPL/apple/revenue", "Apple Revenue 2010-2024 | AAPL | MacroTrends",
         "Apple annual revenue for 2024 was $391.035B, a 2.02% increase from 2023. Apple annual revenue for 2023 was $383.285B, a 2.8% decline from 2022 ...", "2025-02-03"),
        ("https://www.statista.com/statistics/265125/total-net-sales-of-apple-since-2004/", "Apple: total net sales 2004-2024 | Statista",
         "In fiscal year 2024, Apple's total net sales amounted to around 391 billion U.S. dollars ...", "2024-11-12"),
        ("https://www.reuters.com/markets/us/apple-shares-edge-up-ahead-cpi-2025-02-12/", "Apple shares edge up as investors weigh CPI data | Reuters",
         "38 minutes ago — Shares of Apple were slightly higher in early trading on Wednesday ...", "2025-02-12"))))
    turns.append((extract(u_sec, "total net sales FY2024, FY2023, FY2022, split by products/services and by segment"), ev(u_sec, "total net sales FY2024, FY2023, FY2022, split by products/services and by segment", """
CONSOLIDATED STATEMENTS OF OPERATIONS (In millions, except number of shares, which are reflected in thousands, and per-share amounts)

| | Sept 28, 2024 | Sept 30, 2023 | Sept 24, 2022 |
|---|---|---|---|
| Net sales: Products | $ 294,866 | $ 298,085 | $ 316,199 |
| Net sales: Services | 96,169 | 85,200 | 78,129 |
| Total net sales | 391,035 | 383,285 | 394,328 |
| Cost of sales: Total | 210,352 | 214,137 | 223,546 |
| Gross margin | 180,683 | 169,148 | 170,782 |
| Net income | $ 93,736 | $ 96,995 | $ 99,803 |

Segment net sales, fiscal 2024 (in millions): Americas $167,045; Europe $101,328; Greater China $66,952; Japan $25,052; Rest of Asia Pacific $30,658.
"Total net sales increased 2% or $7.8 billion during 2024 compared to 2023."
""", """
Fiscal 2024 (year ended 28 September 2024) total net sales were $391,035 million, against $383,285 million in fiscal 2023 (+2%, +$7.75 billion) and $394,328 million in fiscal 2022. Products $294,866 m, Services $96,169 m. Net income fell to $93,736 m.
""")))
    m.update({"fy2024_net_sales": "$391,035 million (10-K, FY ended 2024-09-28)", "fy2023_net_sales": "$383,285 million (FY ended 2023-09-30)",
              "yoy_change": "+2.0% (+$7,750 million)"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_yh, "current share price and the time of the quote"), """# Apple Inc. (AAPL)
NasdaqGS - Nasdaq Real Time Price • USD

**232.18** +0.31 (+0.13%)
As of 10:42:07 AM EST. Market Open.

| Summary | |
|---|---|
| Previous Close | 231.87 |
| Open | 231.20 |
| Bid | 232.15 x 300 |
| Ask | 232.20 x 200 |
| Day's Range | 230.43 - 232.67 |
| 52 Week Range | 164.08 - 260.10 |
| Volume | 14,386,512 |
| Avg. Volume | 47,512,240 |
| Market Cap (intraday) | 3.488T |
| Beta (5Y Monthly) | 1.20 |
| PE Ratio (TTM) | 36.85 |
| EPS (TTM) | 6.30 |
| Earnings Date | May 1, 2025 |
| Forward Dividend & Yield | 1.00 (0.43%) |
| Ex-Dividend Date | Feb 10, 2025 |
| 1y Target Est | 246.39 |

Recent news: "Apple shares edge up as investors weigh CPI data" · Reuters · 42 minutes ago"""))
    m["aapl_price"] = "232.18 USD as of 10:42 AM EST 2025-02-12 (Yahoo, market open)"
    turns.append((memory("add", items={"aapl_price": m["aapl_price"]}), added("aapl_price")))
    turns.append((extract(u_nr, "fourth-quarter revenue and any full-year figure"), ev(u_nr, "fourth-quarter revenue and any full-year figure", """
- "Apple today announced financial results for its fiscal 2024 fourth quarter ended September 28, 2024. The Company posted quarterly revenue of $94.9 billion, up 6 percent year over year, and quarterly diluted earnings per share of $0.97. Diluted earnings per share was $1.64, up 12 percent year over year when excluding the one-time income tax charge recognized during the quarter."
- "Today Apple is reporting a new September quarter revenue record of $94.9 billion," said Tim Cook.
- "Apple's board of directors has declared a cash dividend of $0.25 per share of the Company's common stock, payable on November 14, 2024."
- Press-release date: "October 31, 2024"
""", """
The newsroom release covers only the fourth quarter ($94.9 billion, a September-quarter record). It does not state the annual total; the full-year figure ($391,035 million) comes from the 10-K.
""")))
    turns.append((extract(u_yh, "latest share price"), """# Apple Inc. (AAPL)
NasdaqGS - Nasdaq Real Time Price • USD

**233.05** +1.18 (+0.51%)
As of 11:17:43 AM EST. Market Open.

| Summary | |
|---|---|
| Previous Close | 231.87 |
| Open | 231.20 |
| Bid | 233.02 x 400 |
| Ask | 233.08 x 300 |
| Day's Range | 230.43 - 233.21 |
| 52 Week Range | 164.08 - 260.10 |
| Volume | 19,902,377 |
| Avg. Volume | 47,512,240 |
| Market Cap (intraday) | 3.501T |
| Beta (5Y Monthly) | 1.20 |
| PE Ratio (TTM) | 36.99 |
| EPS (TTM) | 6.30 |
| Earnings Date | May 1, 2025 |
| Forward Dividend & Yield | 1.00 (0.43%) |
| Ex-Dividend Date | Feb 10, 2025 |
| 1y Target Est | 246.39 |

Recent news: "Apple shares edge up as investors weigh CPI data" · Reuters · 1 hour ago"""))
    m["aapl_price"] = "233.05 USD as of 11:17 AM EST 2025-02-12 (Yahoo, market open; was 232.18 at 10:42)"
    turns.append((memory("update", items={"aapl_price": m["aapl_price"]}), updated("aapl_price")))
    turns.append((memory("retrieve_all"), got(dict(m))))
    reg("h18-search-03", "What was Apple's total net sales for fiscal year 2024, how did it compare with fiscal 2023, and what is AAPL trading at right now?",
        "2025-02-12", turns)


# --------------------------------------------------------------------------- 04 (bad, less common)
def t04() -> None:
    u_cp = "https://www.citypopulation.de/en/faroe/eysturoy/"
    u_wk = "https://en.wikipedia.org/wiki/Gj%C3%B3gv"
    u_hs = "https://hagstova.fo/en/population/population/population-villages"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Gjógv population", "Gjógv Faroe Islands inhabitants 2024"), hits(
        (u_cp, "Eysturoy (Region, Faroe Islands) - Population Statistics, Charts, Map and Location",
         "The population of the settlements in the Eysturoy region of the Faroe Islands according to census results and latest official estimates ... Eiði · Elduvík · Funningur · Gjógv ...", "2024-06-05"),
        (u_wk, "Gjógv - Wikipedia",
         "Gjógv is a village located on the northeast tip of the island of Eysturoy, in the Faroe Islands, 63 km north of Tórshavn by road ...", "2024-03-30"),
        (u_hs, "Population by villages - Hagstova Føroya",
         "Population 1 January by village, sex and age (1985-2024). Table IB01020 ...", "2024-02-15"),
        ("https://www.visitfaroeislands.com/en/whats-on/villages/gjogv", "Gjógv | Visit Faroe Islands",
         "The picturesque village of Gjógv is named after a 200-metre-long sea-filled gorge that runs north from the village to the ocean ...", "2023-05-22"),
        ("https://www.gjaargardur.fo/", "Gjaargarður Guesthouse Gjógv",
         "Traditional guesthouse with turf roof in the village of Gjógv, open March to October ...", "2024-01-11"))))
    turns.append((extract(u_cp, "population figures for Gjógv and neighbouring settlements"), """# Eysturoy
Region in Faroe Islands

Contents: Settlements

The population of the settlements in the Eysturoy region of the Faroe Islands according to census results and latest official estimates.

| Name | Status | Municipality | Population Census 2011-12-31 | Population Estimate 2022-01-01 | Population Estimate 2024-01-01 |
|---|---|---|---|---|---|
| Eiði | Village | Eiðis | 669 | 684 | 701 |
| Elduvík | Village | Runavíkar | 23 | 20 | 18 |
| Fuglafjørður | Town | Fuglafjarðar | 1,542 | 1,566 | 1,597 |
| Funningsfjørður | Village | Runavíkar | 64 | 71 | 74 |
| Funningur | Village | Runavíkar | 66 | 65 | 62 |
| Gjógv | Village | Sunda | 33 | 27 | 29 |
| Hvalvík | Village | Sunda | 258 | 266 | 271 |
| Oyndarfjørður | Village | Runavíkar | 162 | 175 | 171 |
| Svínáir | Village | Sunda | 57 | 60 | 58 |

[... 35 more settlements not shown in this view ...]

Source: Hagstova Føroya (web).
Explanation: Settlements as defined by Hagstova. Population figures refer to 1 January of the given year; the 2011 census refers to 31 December 2011.
Last update: 2024-06-05"""))
    m.update({"gjogv_2011": "33 (census 31 Dec 2011)", "gjogv_2022": "27 (estimate 1 Jan 2022)",
              "gjogv_2024": "29 (estimate 1 Jan 2024; citypopulation.de from Hagstova, last update 2024-06-05)"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_wk, "population and municipality of Gjógv"), ev(u_wk, "population and municipality of Gjógv", """
- "Gjógv (Danish: Gjov) is a village located on the northeast tip of the island of Eysturoy, in the Faroe Islands, 63 km north of Tórshavn by road."
- Infobox: "State: Kingdom of Denmark; Constituent country: Faroe Islands; Island: Eysturoy; Municipality: Sunda; Population (1 January 2023): 28; Postal code: FO 476"
- "The village is named after a 200-metre-long sea-filled gorge that runs north to the sea from the village, which serves as a natural harbour."
- "Gjógv's church was built in 1929."
""", """
Wikipedia places Gjógv in Sunda municipality and gives a population of 28 for 1 January 2023, a year not covered by the citypopulation table (which shows 27 for 2022 and 29 for 2024).
""")))
    turns.append((extract(u_hs, "official village population table for Gjógv"), ev(u_hs, "official village population table for Gjógv", """
- Page heading: "Population by villages, sex and age (1985-2024) — IB01020"
- "Select variables and values: village (select 1 of 156), sex (select 1 of 3), age (select 1 of 107), year (select 1 of 40)"
- "This table is shown through PX-Web. Make a selection to display the data."
- No table values are rendered in the static page.
""", """
The Hagstova page is an interactive PX-Web table that needs a variable selection; no values could be read from the static page.
""")))
    turns.append((extract(u_cp, "population trend for the villages of Sunda municipality"), """# Eysturoy
Region in Faroe Islands

| Name | Status | Municipality | Population Census 2011-12-31 | Population Estimate 2022-01-01 | Population Estimate 2024-01-01 |
|---|---|---|---|---|---|
| Gjógv | Village | Sunda | 33 | 27 | 39 |
| Haldórsvík | Village | Sunda | 158 | 162 | 165 |
| Hósvík | Village | Sunda | 331 | 357 | 368 |
| Hvalvík | Village | Sunda | 258 | 266 | 271 |
| Langasandur | Village | Sunda | 42 | 38 | 36 |
| Saksun | Village | Sunda | 14 | 11 | 10 |
| Streymnes | Village | Sunda | 238 | 255 | 262 |
| Svínáir | Village | Sunda | 57 | 60 | 58 |
| Tjørnuvík | Village | Sunda | 64 | 58 | 56 |

(Filtered view: municipality = Sunda, settlements on Eysturoy and northern Streymoy.)

Source: Hagstova Føroya (web).
Explanation: Population figures refer to 1 January of the given year; the 2011 census refers to 31 December 2011.
Last update: 2024-06-05"""))
    turns.append((search("Gjógv village depopulation young people leaving", "Sunda kommuna villages population"), hits(
        ("https://kvf.fo/greinir/2023/11/02/faerri-buffolk-i-smabygdum", "Færri búfólk í smábygdunum - KVF",
         "Fólkatalið í fleiri smábygdum í Sunda kommunu er minkað síðani 2011, men í summum bygdum er tað aftur vaksið ...", "2023-11-02"),
        ("https://www.sunda.fo/um-kommununa/", "Um kommununa - Sunda kommuna",
         "Sunda kommuna fevnir um bygdirnar á norðara Streymoy og á vestara Eysturoy ... 14 bygdir ...", "2024-01-19"),
        ("https://www.theguardian.com/travel/2019/jun/08/faroe-islands-villages-gjogv", "Gjógv: the tiny village at the end of the road | The Guardian",
         "A handful of year-round residents, a guesthouse and a gorge that has sheltered boats for centuries ...", "2019-06-08"),
        ("https://en.wikipedia.org/wiki/Sunda_Municipality", "Sunda Municipality - Wikipedia",
         "Sunda Municipality (Sunda kommuna) is a municipality of the Faroe Islands covering northern Streymoy and western Eysturoy ...", "2024-04-12"))))
    turns.append((memory("retrieve_all"), got(dict(m))))
    reg("h18-search-04", "What is the most recent population figure for the village of Gjógv in the Faroe Islands, and how has it changed since the 2011 census?",
        "2024-09-03", turns, 6, "village's 2024 population estimate differs between two extractions of the same table with the same last-update stamp")


# --------------------------------------------------------------------------- 05 (bad, mainstream)
def t05() -> None:
    u_sum = "https://www.nobelprize.org/prizes/literature/2024/summary/"
    u_gu = "https://www.theguardian.com/books/2024/oct/10/han-kang-wins-nobel-prize-in-literature"
    u_wk = "https://en.wikipedia.org/wiki/2024_Nobel_Prize_in_Literature"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("2024 Nobel Prize in Literature winner", "Nobel literature 2024 odds favourite"), hits(
        (u_sum, "The Nobel Prize in Literature 2024 - NobelPrize.org",
         "The Nobel Prize in Literature 2024 was awarded to Han Kang \"for her intense poetic prose that confronts historical traumas and exposes the fragility of human life\"", "2024-10-10"),
        ("https://www.nobelprize.org/prizes/literature/2024/press-release/", "Press release: The Nobel Prize in Literature 2024 - NobelPrize.org",
         "The Swedish Academy has decided to award the Nobel Prize in Literature for 2024 to the South Korean author Han Kang ...", "2024-10-10"),
        (u_gu, "Han Kang wins the 2024 Nobel prize in literature | The Guardian",
         "South Korean author, best known for The Vegetarian, is the first South Korean writer to win the prize ...", "2024-10-10"),
        ("https://www.theguardian.com/books/2024/oct/09/nobel-prize-literature-2024-odds-can-xue", "Can Xue tipped as favourite ahead of Nobel literature announcement | The Guardian",
         "Chinese avant-garde writer Can Xue is the bookmakers' favourite, followed by Australian novelist Gerald Murnane ...", "2024-10-09"),
        (u_wk, "2024 Nobel Prize in Literature - Wikipedia",
         "The 2024 Nobel Prize in Literature was awarded to the South Korean author Han Kang (born 1970) ...", "2025-01-06"))))
    m.update({"candidate_guess": "Can Xue (bookmakers' favourite per Guardian odds piece of 9 Oct 2024) - UNVERIFIED",
              "plan": "verify on nobelprize.org; quote citation verbatim; record announcement date and time"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_sum, "laureate, exact citation, announcement date and prize amount"), ev(u_sum, "laureate, exact citation, announcement date and prize amount", """
- "The Nobel Prize in Literature 2024 was awarded to Han Kang \"for her intense poetic prose that confronts historical traumas and exposes the fragility of human life\""
- Laureate card: "Han Kang — Born: 27 November 1970, Gwangju, South Korea — Prize motivation: \"for her intense poetic prose that confronts historical traumas and exposes the fragility of human life\" — Prize share: 1/1"
- "Announcement of the 2024 Nobel Prize in Literature: Thursday 10 October 2024, 13:00 CEST, by Mats Malm, Permanent Secretary of the Swedish Academy."
- "Prize amount: 11 million Swedish kronor"
""", """
Han Kang (South Korea, born 27 November 1970 in Gwangju) won the 2024 prize, undivided. Citation: "for her intense poetic prose that confronts historical traumas and exposes the fragility of human life". Announced Thursday 10 October 2024 at 13:00 CEST by Mats Malm. Prize amount SEK 11 million.
""")))
    new = {"laureate": "Han Kang (South Korea, b. 27 Nov 1970, Gwangju)",
           "citation": "for her intense poetic prose that confronts historical traumas and exposes the fragility of human life",
           "announced": "Thursday 10 October 2024, 13:00 CEST, Stockholm (Mats Malm, Swedish Academy)"}
    m.update(new)
    turns.append((memory("add", items=new), added(*new)))
    del m["candidate_guess"]
    turns.append((memory("remove", keys=["candidate_guess"]), removed("candidate_guess")))
    turns.append((extract(u_gu, "best-known works and reaction to the award"), """# Han Kang wins the 2024 Nobel prize in literature

South Korean author, best known for The Vegetarian, is the first South Korean writer, and the first Asian woman, to win the award

Thu 10 Oct 2024 12.09 BST

The South Korean author Han Kang has won the Nobel prize in literature, for "her intense poetic prose that confronts historical traumas and exposes the fragility of human life".

Han, 53, is best known in English for The Vegetarian, which was published in Korea in 2007 and in Deborah Smith's English translation in 2015; it won the International Booker prize in 2016. Her other books in English include Human Acts (2016), about the 1980 Gwangju uprising, The White Book (2017), Greek Lessons (2023) and We Do Not Part, which will be published in English in 2025.

Mats Malm, permanent secretary of the Swedish Academy, said he had telephoned Han shortly before the announcement: "She was just having an ordinary day, she had just finished dinner with her son."

Anders Olsson, chair of the Nobel committee, praised "her physical awareness of the connections between body and soul, the living and the dead".

The prize is worth 11m Swedish kronor (about £810,000).

Bookmakers had made the Chinese writer Can Xue the favourite; Han had not been among the names most widely tipped."""))
    turns.append((extract(u_wk, "date of the award ceremony and the Nobel lecture"), ev(u_wk, "date of the award ceremony and the Nobel lecture", """
- "The 2024 Nobel Prize in Literature was awarded to the South Korean author Han Kang (born 1970) \"for her intense poetic prose that confronts historical traumas and exposes the fragility of human life\". The prize was announced by the Swedish Academy on 10 October 2024."
- "Han delivered her Nobel lecture, titled \"Light and Thread\", at the Swedish Academy in Stockholm on 7 December 2024."
- "The award ceremony took place on 10 December 2024 at the Stockholm Concert Hall, where she received the medal and diploma from King Carl XVI Gustaf."
- Footer: "This page was last edited on 6 January 2025, at 08:22 (UTC)."
""", """
Lecture "Light and Thread" on 7 December 2024; prize presented at the Stockholm Concert Hall on 10 December 2024.
""")))
    m["ceremony"] = "10 December 2024, Stockholm Concert Hall; Nobel lecture 'Light and Thread' on 7 December 2024"
    turns.append((memory("add", items={"ceremony": m["ceremony"]}), added("ceremony")))
    turns.append((search("Han Kang Nobel lecture Light and Thread"), hits(
        ("https://www.nobelprize.org/prizes/literature/2024/han/lecture/", "Han Kang - Nobel Lecture - NobelPrize.org",
         "Nobel Lecture by Han Kang, Nobel Prize in Literature 2024. \"Light and Thread\". Delivered on 7 December 2024 at the Swedish Academy, Stockholm ...", "2024-12-07"),
        ("https://www.theguardian.com/books/2024/dec/07/han-kang-nobel-lecture", "Han Kang's Nobel lecture: 'Does the world hold any hope?' | The Guardian",
         "In her lecture the South Korean author recalled finding a shoebox of poems she wrote aged eight ...", "2024-12-07"),
        ("https://www.koreaherald.com/view.php?ud=20241208000012", "Han Kang delivers Nobel lecture in Stockholm - The Korea Herald",
         "Han Kang delivered her Nobel lecture in Korean on Saturday, titled \"Light and Thread\" ...", "2024-12-08"))))
    shown = {"plan": m["plan"], "candidate_guess": "Can Xue (bookmakers' favourite per Guardian odds piece of 9 Oct 2024) - UNVERIFIED",
             "laureate": m["laureate"], "citation": m["citation"], "announced": m["announced"], "ceremony": m["ceremony"]}
    turns.append((memory("retrieve_all"), got(shown)))
    fa = ("Han Kang (South Korea) won the 2024 Nobel Prize in Literature \"for her intense poetic prose that confronts historical traumas and exposes "
          "the fragility of human life\"; announced 10 October 2024, 13:00 CEST, by Mats Malm of the Swedish Academy.")
    turns.append((memory("add", items={"final_answer": fa}), added("final_answer")))
    reg("h18-search-05", "Who received the 2024 Nobel Prize in Literature, what was the official citation, and when was it announced?",
        "2025-01-20", turns, 10, "memory key candidate_guess, removed at turn 5, is back in retrieve_all")


# --------------------------------------------------------------------------- 06 (clean, less common)
def t06() -> None:
    u_main = "https://planet.openstreetmap.org/pbf/"
    u_md5 = "https://planet.openstreetmap.org/pbf/planet-250414.osm.pbf.md5"
    u_gw = "https://ftp5.gwdg.de/pub/misc/openstreetmap/planet.openstreetmap.org/pbf/?C=M;O=D"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("planet.openstreetmap.org pbf latest", "OSM planet file size 2025"), hits(
        (u_main, "Index of /pbf",
         "Index of /pbf ... planet-250407.osm.pbf ... planet-latest.osm.pbf ... planet-latest.osm.pbf.md5 ...", "2025-04-16"),
        ("https://wiki.openstreetmap.org/wiki/Planet.osm", "Planet.osm - OpenStreetMap Wiki",
         "Planet.osm is the OpenStreetMap data in one file ... a new planet file is published every week ... The compressed PBF file is currently about 80 GB ...", "2025-03-29"),
        ("https://ftp5.gwdg.de/pub/misc/openstreetmap/planet.openstreetmap.org/pbf/", "Index of /pub/misc/openstreetmap/planet.openstreetmap.org/pbf",
         "Mirror of planet.openstreetmap.org ... planet-250407.osm.pbf ...", "2025-04-15"),
        ("https://download.geofabrik.de/", "Geofabrik Download Server",
         "OpenStreetMap data extracts for continents, countries and regions ... updated daily ...", "2025-04-16"),
        ("https://registry.opendata.aws/osm/", "OpenStreetMap on AWS - Registry of Open Data on AWS",
         "OSM planet data in ORC and PBF format ... Update frequency: weekly ...", "2025-01-22"))))
    turns.append((extract(u_main, "newest planet PBF file name, modification date and size"), """# Index of /pbf

| Name | Last modified | Size |
|---|---|---|
| Parent Directory | | - |
| planet-250317.osm.pbf | 2025-03-20 09:48 | 80G |
| planet-250317.osm.pbf.md5 | 2025-03-20 09:48 | 56 |
| planet-250317.osm.pbf.torrent | 2025-03-20 09:49 | 1.6M |
| planet-250324.osm.pbf | 2025-03-27 10:02 | 80G |
| planet-250324.osm.pbf.md5 | 2025-03-27 10:02 | 56 |
| planet-250324.osm.pbf.torrent | 2025-03-27 10:03 | 1.6M |
| planet-250331.osm.pbf | 2025-04-03 09:57 | 80G |
| planet-250331.osm.pbf.md5 | 2025-04-03 09:57 | 56 |
| planet-250331.osm.pbf.torrent | 2025-04-03 09:58 | 1.6M |
| planet-250407.osm.pbf | 2025-04-10 10:11 | 81G |
| planet-250407.osm.pbf.md5 | 2025-04-10 10:11 | 56 |
| planet-250407.osm.pbf.torrent | 2025-04-10 10:12 | 1.6M |
| planet-250414.osm.pbf | 2025-04-16 08:31 | 81G |
| planet-250414.osm.pbf.md5 | 2025-04-16 08:31 | 56 |
| planet-250414.osm.pbf.torrent | 2025-04-16 08:32 | 1.6M |
| planet-latest.osm.pbf | 2025-04-16 08:31 | 81G |
| planet-latest.osm.pbf.md5 | 2025-04-16 08:31 | 56 |
| planet-latest.osm.pbf.torrent | 2025-04-16 08:32 | 1.6M |

Apache/2.4.58 (Ubuntu) Server at planet.openstreetmap.org Port 443"""))
    turns.append((extract(u_md5, "md5 checksum of the newest planet PBF"), "5c2e9a1f0b47d6e83a91c7f02d4be6a8  planet-250414.osm.pbf"))
    m.update({"newest_pbf": "planet-250414.osm.pbf (main server, modified 2025-04-16 08:31, 81G; planet-latest points to it)",
              "md5": "5c2e9a1f0b47d6e83a91c7f02d4be6a8", "mirrors": "not checked yet"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_gw, "whether the mirror already has planet-250414 and the exact sizes"), """# Index of /pub/misc/openstreetmap/planet.openstreetmap.org/pbf

Sorted by: Last modified (descending)

| Name | Last modified | Size (bytes) |
|---|---|---|
| planet-latest.osm.pbf.torrent | 2025-04-10 14:21 | 1,671,203 |
| planet-latest.osm.pbf.md5 | 2025-04-10 14:20 | 56 |
| planet-latest.osm.pbf | 2025-04-10 14:20 | 86,455,012,774 |
| planet-250407.osm.pbf.torrent | 2025-04-10 14:21 | 1,671,203 |
| planet-250407.osm.pbf.md5 | 2025-04-10 14:20 | 56 |
| planet-250407.osm.pbf | 2025-04-10 14:20 | 86,455,012,774 |
| planet-250331.osm.pbf.torrent | 2025-04-03 13:45 | 1,662,911 |
| planet-250331.osm.pbf.md5 | 2025-04-03 13:44 | 56 |
| planet-250331.osm.pbf | 2025-04-03 13:44 | 86,021,337,905 |
| planet-250324.osm.pbf.md5 | 2025-03-27 14:09 | 56 |
| planet-250324.osm.pbf | 2025-03-27 14:09 | 85,790,114,256 |

[... 96 older entries ...]

Mirror synchronisation: every 6 hours from planet.openstreetmap.org (rsync). Last successful sync: 2025-04-16 06:00 UTC."""))
    turns.append((search("planet-250414.osm.pbf", "osm planet 250414 torrent mirror"), hits(
        ("https://planet.openstreetmap.org/pbf/planet-250414.osm.pbf.torrent", "planet-250414.osm.pbf.torrent",
         "Torrent for planet-250414.osm.pbf, web seeds: planet.openstreetmap.org, ftp5.gwdg.de, ftp.fau.de, ...", "2025-04-16"),
        ("https://planet.openstreetmap.org/", "Planet OSM",
         "The files found here are regularly-updated, complete copies of the OpenStreetMap.org database ... Latest Weekly Planet File ... 2025-04-14 ...", "2025-04-16"),
        ("https://wiki.openstreetmap.org/wiki/Planet.osm#Planet.osm_mirrors", "Planet.osm mirrors - OpenStreetMap Wiki",
         "Mirrors may lag the main server by several hours; the torrent uses all mirrors as web seeds ...", "2025-03-29"),
        ("https://ftp.fau.de/osm-planet/pbf/", "Index of /osm-planet/pbf",
         "planet-250414.osm.pbf 16-Apr-2025 09:02 86812345678 ...", "2025-04-16"))))
    m["mirrors"] = ("ftp5.gwdg.de: newest is planet-250407 (86,455,012,774 B, 2025-04-10), 250414 not synced yet (last sync 06:00 UTC); "
                    "ftp.fau.de already lists planet-250414 (86,812,345,678 B, 09:02)")
    turns.append((memory("update", items={"mirrors": m["mirrors"]}), updated("mirrors")))
    turns.append((memory("retrieve_all"), got(dict(m))))
    reg("h18-search-06", "What is the newest OpenStreetMap planet PBF dump, how large is it, and which mirrors already carry it?",
        "2025-04-16", turns)


# --------------------------------------------------------------------------- 07 (bad, mainstream)
def t07() -> None:
    u_nat = "https://www.nature.com/articles/s41586-021-03819-2"
    u_pm = "https://pubmed.ncbi.nlm.nih.gov/34265844/"
    u_ss = "https://www.semanticscholar.org/paper/Highly-accurate-protein-structure-prediction-with-Jumper-Evans/dc32a984b651256a8ec282be52310e6bd33d9815"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Highly accurate protein structure prediction with AlphaFold Nature DOI", "Jumper 2021 AlphaFold citation count"), hits(
        (u_nat, "Highly accurate protein structure prediction with AlphaFold | Nature",
         "Jumper, J., Evans, R., Pritzel, A. et al. Highly accurate protein structure prediction with AlphaFold. Nature 596, 583–589 (2021) ... Published: 15 July 2021", "2021-07-15"),
        (u_pm, "Highly accurate protein structure prediction with AlphaFold - PubMed",
         "Nature. 2021 Aug;596(7873):583-589. Epub 2021 Jul 15. Jumper J, Evans R, Pritzel A, Green T, Figurnov M, Ronneberger O ...", "2021-07-16"),
        (u_ss, "Highly accurate protein structure prediction with AlphaFold | Semantic Scholar",
         "J. Jumper, Richard Evans, A. Pritzel ... Nature · 15 July 2021 ... Citations ...", "2025-05-01"),
        ("https://deepmind.google/discover/blog/alphafold-a-solution-to-a-50-year-old-grand-challenge-in-biology/", "AlphaFold: a solution to a 50-year-old grand challenge in biology - Google DeepMind",
         "In the CASP14 assessment, AlphaFold achieved a median score of 92.4 GDT overall across all targets ...", "2020-11-30"),
        ("https://en.wikipedia.org/wiki/AlphaFold", "AlphaFold - Wikipedia",
         "AlphaFold is an artificial intelligence program developed by DeepMind ... The 2021 paper describing AlphaFold 2 ...", "2025-04-27"))))
    turns.append((extract(u_nat, "full citation details, DOI and article dates"), """# Highly accurate protein structure prediction with AlphaFold

Article | Open access | Published: 15 July 2021

John Jumper, Richard Evans, Alexander Pritzel, Tim Green, Michael Figurnov, Olaf Ronneberger, Kathryn Tunyasuvunakool, Russ Bates, Augustin Žídek, Anna Potapenko, Alex Bridgland, Clemens Meyer, Simon A. A. Kohl, Andrew J. Ballard, Andrew Cowie, Bernardino Romera-Paredes, Stanislav Nikolov, Rishub Jain, Jonas Adler, Trevor Back, Stig Petersen, David Reiman, Ellen Clancy, Michal Zielinski, Martin Steinegger, Michalina Pacholska, Tamas Berghammer, Sebastian Bodenstein, David Silver, Oriol Vinyals, Andrew W. Senior, Koray Kavukcuoglu, Pushmeet Kohli & Demis Hassabis

Nature volume 596, pages 583–589 (2021) | Cite this article

2.14m Accesses | 27k Citations | 3418 Altmetric | Metrics details

## Abstract

Proteins are essential to life, and understanding their structure can facilitate a mechanistic understanding of their function. Through an enormous experimental effort, the structures of around 100,000 unique proteins have been determined, but this represents a small fraction of the billions of known protein sequences. ... Here we provide the first computational method that can regularly predict protein structures with atomic accuracy even in cases in which no similar structure is known. We validated an entirely redesigned version of our neural network-based model, AlphaFold, in the challenging 14th Critical Assessment of protein Structure Prediction (CASP14), demonstrating accuracy competitive with experimental structures in a majority of cases and greatly outperforming other methods.

## About this article

Cite this article: Jumper, J., Evans, R., Pritzel, A. et al. Highly accurate protein structure prediction with AlphaFold. Nature 596, 583–589 (2021). https://doi.org/10.1038/s41586-021-03819-2

- Received: 11 May 2021
- Accepted: 12 July 2021
- Published: 15 July 2021
- Issue Date: 26 August 2021
- DOI: https://doi.org/10.1038/s41586-021-03819-2"""))
    m.update({"citation": "Jumper J, Evans R, Pritzel A, et al. Highly accurate protein structure prediction with AlphaFold. Nature 596, 583–589 (2021).",
              "doi": "10.1038/s41586-021-03819-2",
              "dates": "received 2021-05-11; accepted 2021-07-12; published online 2021-07-15; issue 2021-08-26"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_pm, "PMID, PMCID and issue number"), ev(u_pm, "PMID, PMCID and issue number", """
- "Nature. 2021 Aug;596(7873):583-589. doi: 10.1038/s41586-021-03819-2. Epub 2021 Jul 15."
- "Highly accurate protein structure prediction with AlphaFold"
- "John Jumper, Richard Evans, Alexander Pritzel, Tim Green, ... Demis Hassabis"
- "PMID: 34265844  PMCID: PMC8371605  DOI: 10.1038/s41586-021-03819-2"
- "Publication types: Research Support, Non-U.S. Gov't"
""", """
PubMed: PMID 34265844, PMCID PMC8371605; Nature volume 596, issue 7873, pages 583–589, August 2021 issue, e-published 15 July 2021.
""")))
    m["pubmed"] = "PMID 34265844; PMCID PMC8371605; vol 596, issue 7873"
    turns.append((memory("add", items={"pubmed": m["pubmed"]}), added("pubmed")))
    turns.append((memory("retrieve", keys=["doi", "citation"]),
                   got({"doi": "10.1038/s41586-021-03891-2", "citation": m["citation"]})))
    turns.append((extract(u_ss, "citation count"), ev(u_ss, "citation count", """
- "Highly accurate protein structure prediction with AlphaFold — J. Jumper, Richard Evans, A. Pritzel, +31 authors, D. Hassabis — Published in Nature 15 July 2021 — Biology, Computer Science"
- "TLDR: This work validated an entirely redesigned version of the neural network-based model, AlphaFold, in the challenging 14th Critical Assessment of protein Structure Prediction (CASP14)..."
- "27,911 Citations · 1,204 Highly Influential Citations · 96 References"
- "Corpus ID: 235959867"
""", """
Semantic Scholar counts 27,911 citations (1,204 highly influential) for the paper as of today.
""")))
    turns.append((search("AlphaFold 2021 Nature Jumper \"cited by\" Google Scholar"), hits(
        ("https://scholar.google.com/citations?view_op=view_citation&citation_for_view=jumper_alphafold", "Highly accurate protein structure prediction with AlphaFold - Google Scholar",
         "J Jumper, R Evans, A Pritzel, T Green, M Figurnov ... Nature 596 (7873), 583-589 ... Cited by 34219", "2025-05-06"),
        ("https://www.nature.com/nature-index/news/the-most-cited-papers-of-the-decade", "The most-cited papers of the decade so far | Nature Index",
         "The AlphaFold 2 paper has become one of the most cited papers published since 2020 ...", "2024-11-20"),
        ("https://www.altmetric.com/details/109749012", "Altmetric – Highly accurate protein structure prediction with AlphaFold",
         "Altmetric Attention Score 3418 ... news outlets 402 ... X (Twitter) posts 4,911 ...", "2025-05-02"))))
    m["citations"] = "Semantic Scholar 27,911 (2025-05-07); Google Scholar 34,219; Nature page shows '27k' (Crossref-based)"
    turns.append((memory("add", items={"citations": m["citations"]}), added("citations")))
    turns.append((memory("retrieve", keys=["citations", "pubmed"]), got({"citations": m["citations"], "pubmed": m["pubmed"]})))
    reg("h18-search-07", "Give the full citation (journal, volume, pages, DOI, publication date) of the AlphaFold 2 paper by Jumper et al. and how many times it has been cited.",
        "2025-05-07", turns, 6, "DOI stored in memory reads back with two digits transposed (03819 -> 03891)")


# --------------------------------------------------------------------------- 08 (clean, mainstream)
def t08() -> None:
    u_bbc = "https://www.bbc.com/news/world-asia-55218924"
    u_br = "https://www.britannica.com/place/Mount-Everest"
    u_wk = "https://en.wikipedia.org/wiki/Mount_Everest"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Mount Everest official height 8848.86", "Everest height 2020 remeasurement China Nepal"), hits(
        (u_wk, "Mount Everest - Wikipedia",
         "Its elevation (snow height) of 8,848.86 m (29,031 ft 8+1⁄2 in) was most recently established in 2020 by the Chinese and Nepali authorities ...", "2025-05-28"),
        (u_bbc, "Mount Everest: China and Nepal agree on new height - BBC News",
         "Mount Everest is 86cm taller than previously thought ... new official height of 8,848.86m (29,032ft) ...", "2020-12-08"),
        (u_br, "Mount Everest | Height, Location, Map, Facts, Climbing, & Deaths | Britannica",
         "Mount Everest, mountain on the crest of the Great Himalayas of southern Asia ... 29,032 feet (8,849 metres) ...", "2025-05-20"),
        ("https://www.nationalgeographic.com/adventure/article/mount-everest-is-taller-than-thought", "Mount Everest is officially taller than thought | National Geographic",
         "The new height, 8,848.86 meters, is almost a metre higher than the previously accepted 8,848 metres ...", "2020-12-08"),
        ("https://www.dos.gov.np/everest-height", "Height of Sagarmatha - Survey Department, Nepal",
         "Sagarmatha (Mt. Everest): 8848.86 m above mean sea level, jointly announced on 8 December 2020 ...", "2021-02-14"))))
    turns.append((extract(u_bbc, "new height, announcement date and earlier official figures"), """# Mount Everest: China and Nepal agree on new height

8 December 2020

Mount Everest is 86cm (33.8 inches) taller than previously thought, China and Nepal have jointly announced, after years of disagreement.

The new official height of the world's tallest mountain is 8,848.86m (29,032ft), the two countries said on Tuesday.

Nepal had been using a height of 8,848m, based on a measurement taken by the Survey of India in 1955. China's previous official figure, from a 2005 survey, was 8,844.43m, nearly 4m lower, because it measured the rock height rather than the snow cap.

Nepal's surveyors climbed the mountain in May 2019; a Chinese team followed in May 2020, during the pandemic, when the peak was closed to foreign climbers.

"The new height was announced simultaneously in Kathmandu and Beijing," Nepal's Foreign Minister Pradeep Gyawali said.

Related topics: Nepal · China · Mount Everest"""))
    m.update({"height_official": "8,848.86 m (29,032 ft), announced 8 Dec 2020 jointly by Nepal and China",
              "height_previous_nepal": "8,848 m (Survey of India, 1955)",
              "height_previous_china": "8,844.43 m (2005 survey, rock height)"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_br, "height given and history of measurements"), ev(u_br, "height given and history of measurements", """
- "Mount Everest, mountain on the crest of the Great Himalayas of southern Asia that lies on the border between Nepal and the Tibet Autonomous Region of China ... It is the highest mountain in the world, reaching an elevation of 29,032 feet (8,849 metres)."
- "The height of the summit, fixed at 29,002 feet (8,840 metres) in the mid-19th century, was revised upward to 29,028 feet (8,848 metres) in the mid-20th century; a 1999 GPS survey gave 29,035 feet (8,850 metres); in 2020 China and Nepal announced a new height of 29,032 feet (8,848.86 metres)."
- "Last Updated: May 20, 2025 • Article History"
""", """
Britannica rounds the current figure to 8,849 m (29,032 ft); its exact value is 8,848.86 m. Historical figures: 8,840 m (19th century), 8,848 m (1955), 8,850 m (1999 GPS).
""")))
    turns.append((extract(u_wk, "infobox elevation and measurement history"), ev(u_wk, "infobox elevation and measurement history", """
- Infobox: "Elevation 8,848.86 m (29,031.7 ft) — Ranked 1st; Prominence 8,848.86 m (29,031.7 ft); Isolation none; Listing Seven Summits, Eight-thousander; First ascent 29 May 1953 by Edmund Hillary and Tenzing Norgay"
- "In 1856 the Great Trigonometrical Survey of India established the first published height of Everest, 29,002 ft (8,840 m)."
- "The 8,848 m figure was determined by an Indian survey in 1955."
- "In 1999 an American expedition measured 8,850 m (29,035 ft) using GPS; the National Geographic Society adopted this figure."
- "In 2005 China measured a rock height of 8,844.43 m."
- "On 8 December 2020 Nepal and China jointly announced the height as 8,848.86 m."
- Footer: "This page was last edited on 28 May 2025, at 11:04 (UTC)."
""", """
Wikipedia gives 8,848.86 m (29,031.7 ft; the BBC rounds the same value to 29,032 ft) and the same measurement history.
""")))
    m["height_official"] = "8,848.86 m (29,031.7 ft, usually rounded to 29,032 ft), announced 8 Dec 2020 jointly by Nepal and China; Britannica rounds to 8,849 m"
    turns.append((memory("update", items={"height_official": m["height_official"]}), updated("height_official")))
    turns.append((search("Everest 1999 GPS survey 8850 m National Geographic Bradford Washburn"), hits(
        ("https://www.nationalgeographic.org/media/mount-everest-height/", "How tall is Mount Everest? | National Geographic Society",
         "In 1999 a team sponsored by the National Geographic Society and Boston's Museum of Science used GPS to measure Everest at 29,035 feet (8,850 metres) ...", "2023-05-19"),
        ("https://www.nytimes.com/1999/11/12/us/everest-is-getting-taller.html", "Everest Is a Bit Taller, Technology Shows - The New York Times",
         "Mount Everest is 29,035 feet high, seven feet more than the long-accepted figure of 29,028 feet, according to a survey led by Bradford Washburn ...", "1999-11-12"),
        ("https://en.wikipedia.org/wiki/Bradford_Washburn", "Bradford Washburn - Wikipedia",
         "In 1999 Washburn directed an American expedition that placed a GPS unit on the summit, fixing the height at 29,035 ft ...", "2025-01-30"))))
    m["height_1999_gps"] = "8,850 m (29,035 ft), GPS survey 1999 (Washburn / National Geographic), used by NGS until 2020"
    turns.append((memory("add", items={"height_1999_gps": m["height_1999_gps"]}), added("height_1999_gps")))
    turns.append((memory("retrieve_all"), got(dict(m))))
    reg("h18-search-08", "What is the official height of Mount Everest, who measured it and when, and how does it compare to earlier official figures?",
        "2025-06-02", turns)


# --------------------------------------------------------------------------- 09 (clean, less common)
def t09() -> None:
    u_sl = "https://theskylive.com/voyager1-tracker"
    u_na = "https://science.nasa.gov/mission/voyager/where-are-voyager-1-and-voyager-2-now/"
    u_bl = "https://www.jpl.nasa.gov/news/nasa-turns-off-2-voyager-science-instruments-to-extend-mission/"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Voyager 1 distance from Earth now", "Voyager 1 instruments still operating 2025"), hits(
        (u_sl, "Voyager 1 Live Position and Data | TheSkyLive",
         "The distance of Voyager 1 from Earth is currently about 25.15 billion kilometers, equivalent to 168.1 Astronomical Units. Light takes about 23 hours 18 minutes ...", "2025-07-22"),
        (u_na, "Where Are Voyager 1 and Voyager 2 Now? - NASA Science",
         "Distance from Earth · Distance from the Sun · Round-trip light time ... these values update in real time ...", "2025-07-22"),
        (u_bl, "NASA Turns Off 2 Voyager Science Instruments to Extend Mission - NASA JPL",
         "Mission engineers turned off Voyager 1's cosmic ray subsystem experiment on Feb. 25 and will shut off Voyager 2's low-energy charged particle instrument on March 24 ...", "2025-03-05"),
        ("https://en.wikipedia.org/wiki/Voyager_1", "Voyager 1 - Wikipedia",
         "Voyager 1 is a space probe launched by NASA on September 5, 1977 ... As of 2025 it is the most distant human-made object from Earth ...", "2025-07-15"),
        ("https://voyager.jpl.nasa.gov/mission/status/", "Mission Status - Voyager",
         "Voyager 1 ... Cosmic Ray Subsystem: off (2025) · Low-Energy Charged Particles: on · Magnetometer: on · Plasma Wave Subsystem: on ...", "2025-04-02"))))
    turns.append((extract(u_sl, "current distance from Earth and light time"), """# Voyager 1 Live Position and Data

Voyager 1 is a space probe launched by NASA on September 5, 1977 to study the outer Solar System and the interstellar medium.

**Distance from Earth (2025 Jul 22 09:14:07 UTC):** 25,146,812,407 km — 168.096058 AU
**Light travel time from Earth:** 23 hours 18 minutes 0 seconds
**Distance from the Sun:** 25,050,331,776 km — 167.451 AU
**Velocity relative to the Sun:** 16.99 km/s
**Velocity relative to Earth:** 31.6 km/s (receding)

| Coordinate | Value |
|---|---|
| Right Ascension | 17h 14m 31s |
| Declination | +12° 10' 44" |
| Constellation | Ophiuchus |
| Apparent magnitude | n/a (too faint) |

Values are computed every few seconds from JPL Horizons ephemerides; reload the page for updated figures."""))
    m.update({"distance_earth": "25,146,812,407 km = 168.096 AU at 2025-07-22 09:14:07 UTC (TheSkyLive)",
              "light_time": "23 h 18 min one way (TheSkyLive)"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_na, "distance figures shown for Voyager 1"), ev(u_na, "distance figures shown for Voyager 1", """
- "Voyager 1 — Distance from Earth: 15,625,507,811 mi / 25,146,817,242 km"
- "Distance from Earth (AU): 168.09609 AU"
- "Round-trip light time from Earth: 46:36:01 (hh:mm:ss)"
- "Voyager 2 — Distance from Earth: 13,041,210,377 mi / 20,987,750,132 km"
- "These numbers update in real time. Distances are computed from the spacecraft trajectory; the Earth-Voyager distance varies over the year because of Earth's orbit around the Sun."
""", """
NASA's live page, read a couple of minutes after TheSkyLive, shows Voyager 1 at 25,146,817,242 km (15.63 billion miles, 168.096 AU) with a round-trip light time of 46 h 36 min, i.e. about 23 h 18 min one way, consistent with TheSkyLive.
""")))
    turns.append((extract(u_bl, "which Voyager 1 instruments remain on"), """# NASA Turns Off 2 Voyager Science Instruments to Extend Mission

March 5, 2025

The agency's twin Voyager spacecraft are now each operating three science instruments. Mission engineers are turning off the instruments to conserve the probes' dwindling power supply.

Mission engineers at NASA's Jet Propulsion Laboratory in Southern California turned off the cosmic ray subsystem experiment aboard Voyager 1 on Feb. 25 and will shut off Voyager 2's low-energy charged particle instrument on March 24. Three science instruments will continue to operate on each spacecraft.

Both spacecraft lose about 4 watts of power each year. ...

Voyager 1's remaining instruments are the magnetometer, the plasma wave subsystem and the low-energy charged particle instrument; the team plans to turn off the low-energy charged particle instrument in 2026. Voyager 2's remaining instruments are the magnetometer, the plasma wave subsystem and the cosmic ray subsystem, which is planned to be turned off in 2026.

"The Voyagers have been deep space rock stars since launch, and we want to keep it that way as long as possible," said Suzanne Dodd, Voyager project manager at JPL."""))
    m["instruments_v1"] = "3 on: magnetometer (MAG), plasma wave subsystem (PWS), low-energy charged particle (LECP; planned off 2026). Cosmic ray subsystem off since 2025-02-25."
    turns.append((memory("add", items={"instruments_v1": m["instruments_v1"]}), added("instruments_v1")))
    turns.append((extract(u_sl, "distance from Earth now"), ev(u_sl, "distance from Earth now", """
- "Distance from Earth (2025 Jul 22 09:47:31 UTC): 25,146,875,733 km — 168.096482 AU"
- "Light travel time from Earth: 23 hours 18 minutes 0 seconds"
- "Velocity relative to Earth: 31.6 km/s (receding)"
- "Right Ascension 17h 14m 31s, Declination +12° 10' 44\", Constellation Ophiuchus"
""", """
33 minutes after the first reading Voyager 1 is about 63,300 km farther from Earth (31.6 km/s × 2,004 s): 25,146,875,733 km, 168.0965 AU; one-way light time still 23 h 18 min.
""")))
    m["distance_earth"] = "25,146,875,733 km = 168.096 AU at 2025-07-22 09:47:31 UTC (TheSkyLive; grows ~31.6 km/s)"
    turns.append((memory("update", items={"distance_earth": m["distance_earth"]}), updated("distance_earth")))
    turns.append((memory("retrieve_all"), got(dict(m))))
    reg("h18-search-09", "How far is Voyager 1 from Earth right now, how long does its signal take to arrive, and which of its instruments are still operating?",
        "2025-07-22", turns)


# --------------------------------------------------------------------------- 10 (bad, less common)
def t10() -> None:
    u_rec = "https://zenodo.org/records/10634197"
    u_v30 = "https://zenodo.org/records/10418833"
    u_rd = "https://zenodo.org/records/10634197/files/README.md?download=1"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Baltic grey seal haul-out counts 2003-2023 zenodo", "grey seal aerial survey Baltic dataset"), hits(
        (u_rec, "Baltic grey seal haul-out counts 2003–2023 (moult-season aerial surveys)",
         "Dataset · Version v3.0.1 · Annual counts of grey seals (Halichoerus grypus) hauled out during the moult, Swedish, Finnish and Estonian coasts and Åland ...", "2024-02-07"),
        ("https://zenodo.org/records/8211954", "Baltic grey seal haul-out counts 2003–2021 (moult-season aerial surveys)",
         "Dataset · Version v2.0 · Annual counts ... 2003–2021 ...", "2023-08-03"),
        ("https://indicators.helcom.fi/indicator/seal-abundance/", "Population trends and abundance of seals - HELCOM indicators",
         "The grey seal population in the Baltic Sea has increased ... more than 40,000 counted in 2021 ...", "2023-04-14"),
        ("https://www.gbif.org/dataset/3e5b1a7c-5b0d-4a61-9f1e-0b2e9d7f1c44", "Baltic grey seal moult counts - GBIF",
         "Occurrence dataset derived from aerial moult surveys ... published by Swedish Museum of Natural History ...", "2024-03-01"))))
    turns.append((extract(u_rec, "version, DOIs, licence, files and publication date"), """# Baltic grey seal haul-out counts 2003–2023 (moult-season aerial surveys)

Published February 7, 2024 | Version v3.0.1

Dataset | Open

**Creators**
Lindqvist, Karin (Swedish Museum of Natural History)
Ahola, Markus (Natural Resources Institute Finland)
Jüssi, Mart (Pro Mare, Estonia)
Halkka, Antti (University of Helsinki)

**Description**
Annual maximum counts of grey seals (Halichoerus grypus) hauled out during the moulting season (late May to early June) from coordinated aerial photo surveys, 2003–2023, per haul-out site and survey area. Counts from Sweden, Finland (incl. Åland) and Estonia. Methods follow the HELCOM monitoring guideline for seal abundance.

**Files** (2.2 MB)
| Name | Size | Checksum |
|---|---|---|
| grey_seal_counts_2003_2023.csv | 1.8 MB | md5:8c1f4e0a93b2d7c65e0f1a2b3c4d5e6f |
| survey_areas.geojson | 412.6 kB | md5:0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a |
| README.md | 9.3 kB | md5:a1b2c3d4e5f60718293a4b5c6d7e8f90 |

**DOI** 10.5281/zenodo.10634197

**Versions**
| Version | Date | DOI |
|---|---|---|
| v3.0.1 | Feb 7, 2024 | 10.5281/zenodo.10634197 |
| v3.0 | Dec 21, 2023 | 10.5281/zenodo.10418833 |
| v2.0 | Aug 3, 2023 | 10.5281/zenodo.8211954 |
| v1.0 | Mar 17, 2023 | 10.5281/zenodo.7741026 |

Cite all versions? You can cite all versions by using the DOI 10.5281/zenodo.7741025. This DOI represents all versions, and will always resolve to the latest one.

**Rights**: Creative Commons Attribution 4.0 International (CC BY 4.0)
**Keywords**: Halichoerus grypus; Baltic Sea; aerial survey; moult; population monitoring

**Statistics**: 1,214 views · 388 downloads (1,006 unique views · 297 unique downloads)"""))
    m.update({"record": u_rec, "version": "v3.0.1 (published 2024-02-07)", "doi_version": "10.5281/zenodo.10634197",
              "doi_concept": "10.5281/zenodo.7741025", "licence": "CC BY 4.0",
              "files": "grey_seal_counts_2003_2023.csv 1.8 MB; survey_areas.geojson 412.6 kB; README.md 9.3 kB (total 2.2 MB)"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_v30, "differences between v3.0 and v3.0.1"), ev(u_v30, "differences between v3.0 and v3.0.1", """
- Banner: "There is a newer version of the record available."
- "Published December 21, 2023 | Version v3.0"
- "DOI 10.5281/zenodo.10418833"
- Files (2.2 MB): "grey_seal_counts_2003_2023.csv 1.8 MB; survey_areas.geojson 412.6 kB; README.md 8.7 kB"
- "Statistics: 902 views · 251 downloads"
- Rights: "Creative Commons Attribution 4.0 International"
""", """
v3.0 (21 Dec 2023, DOI 10.5281/zenodo.10418833) has the same data files; only the README is smaller (8.7 kB vs 9.3 kB in v3.0.1), so v3.0.1 looks like a documentation/metadata fix. The record itself does not describe the change.
""")))
    turns.append((extract(u_rd, "changelog and recommended citation"), """# Baltic grey seal haul-out counts 2003–2023

## Contents
- `grey_seal_counts_2003_2023.csv` — one row per site and year: `site_code`, `site_name`, `country`, `survey_area`, `year`, `survey_date`, `count_max`, `method` (photo / visual), `quality_flag`
- `survey_areas.geojson` — polygons of the 14 survey areas

## Changelog
- v3.0.1 (2024-02-07): corrected site codes for two Åland haul-outs (AX-014, AX-019, previously swapped); README clarified; no change in count values.
- v3.0 (2023-12-21): added the 2022 and 2023 survey seasons; harmonised Estonian site names.
- v2.0 (2023-08-03): added 2020–2021; quality flags introduced.
- v1.0 (2023-03-17): first release, 2003–2019.

## How to cite
Lindqvist K, Ahola M, Jüssi M, Halkka A (2024). Baltic grey seal haul-out counts 2003–2023 (v3.0.1) [Data set]. Zenodo. https://doi.org/10.5281/zenodo.10634197

## Licence
CC BY 4.0"""))
    turns.append((search("zenodo 7741025 grey seal", "\"10.5281/zenodo.7741025\""), hits(
        ("https://doi.org/10.5281/zenodo.7741025", "Baltic grey seal haul-out counts 2003–2023 (moult-season aerial surveys) - Zenodo",
         "Concept DOI · resolves to the latest version ... Version v3.0.1 ...", "2024-02-07"),
        ("https://www.sciencedirect.com/science/article/pii/S0006320724001873", "Recovery of Baltic grey seals, 2003–2023 - Biological Conservation",
         "Data availability: counts are openly available on Zenodo (https://doi.org/10.5281/zenodo.7741025) ...", "2024-05-29"),
        ("https://datacite.org/doi/10.5281/zenodo.7741025", "DataCite Commons: 10.5281/zenodo.7741025",
         "Dataset · 4 versions · 3 citations ...", "2024-07-30"))))
    turns.append((extract(u_rec, "download statistics and file checksums"), ev(u_rec, "download statistics and file checksums", """
- "Published February 7, 2024 | Version v3.0.1"
- "DOI 10.5281/zenodo.10634179"
- "Statistics: 1,219 views · 391 downloads (1,009 unique views · 299 unique downloads)"
- Files: "grey_seal_counts_2003_2023.csv 1.8 MB md5:8c1f4e0a93b2d7c65e0f1a2b3c4d5e6f; survey_areas.geojson 412.6 kB md5:0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a; README.md 9.3 kB md5:a1b2c3d4e5f60718293a4b5c6d7e8f90"
- "Versions (4): v3.0.1 Feb 7, 2024 · v3.0 Dec 21, 2023 · v2.0 Aug 3, 2023 · v1.0 Mar 17, 2023"
- "Cite all versions? ... DOI 10.5281/zenodo.7741025"
""", """
The record now shows 1,219 views and 391 downloads; checksums for the three files are listed above.
""")))
    m["stats"] = "1,219 views / 391 downloads (2024-08-19)"
    turns.append((memory("add", items={"stats": m["stats"]}), added("stats")))
    turns.append((memory("retrieve_all"), got(dict(m))))
    reg("h18-search-10", "Find the Zenodo record for the 'Baltic grey seal haul-out counts 2003–2023' dataset and report its version, DOI, licence, file sizes and publication date.",
        "2024-08-19", turns, 7, "Zenodo version DOI changes (10634197 -> 10634179) between two extractions of the same record version")


# --------------------------------------------------------------------------- 11 (clean, less common)
def t11() -> None:
    u_news = "https://www.debian.org/News/2025/20250315"
    u_rel = "https://www.debian.org/releases/"
    u_dw = "https://distrowatch.com/table.php?distribution=debian"
    u_ml = "https://lists.debian.org/debian-devel-announce/2025/01/msg00004.html"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Debian 12.10 released", "Debian current stable point release"), hits(
        (u_news, "Debian -- News -- Updated Debian 12: 12.10 released",
         "March 15th, 2025. The Debian project is pleased to announce the tenth update of its stable distribution Debian 12 (codename bookworm) ...", "2025-03-15"),
        (u_dw, "DistroWatch.com: Debian",
         "Debian GNU/Linux ... Popularity (hits per day): 12 months: 4 (1,187), 6 months: 4 (1,165), 3 months: 4 (1,201), 4 weeks: 3 (1,289), 1 week: 3 (1,344) ...", "2025-04-02"),
        (u_rel, "Debian -- Debian Releases",
         "The current stable distribution of Debian is version 12, codename bookworm ...", "2025-03-15"),
        ("https://wiki.debian.org/DebianTrixie", "DebianTrixie - Debian Wiki",
         "Trixie is the development codename for Debian 13 ... currently in testing ...", "2025-03-18"),
        ("https://lwn.net/Articles/1013488/", "Debian 12.10 released [LWN.net]",
         "The Debian project has released the tenth update to Debian 12 \"bookworm\" ... mostly security fixes ...", "2025-03-15"))))
    turns.append((extract(u_news, "release date and contents of the point release"), ev(u_news, "release date and contents of the point release", """
- "Updated Debian 12: 12.10 released — March 15th, 2025"
- "The Debian project is pleased to announce the tenth update of its stable distribution Debian 12 (codename bookworm). This point release mainly adds corrections for security issues, along with a few adjustments for serious problems."
- "Please note that the point release does not constitute a new version of Debian 12 but only updates some of the packages included. There is no need to throw away old bookworm media."
- "Miscellaneous Bugfixes: base-files — Update for the point release; linux — New upstream stable release; openssh — ...; tzdata — New upstream release; ..." (62 entries)
- "Security Updates: DSA-5850 ..., DSA-5862 ..., DSA-5878 ..." (41 entries)
- "Removed packages: 2"
""", """
Debian 12.10 (bookworm), the tenth point release, was announced on 15 March 2025; mainly security and serious bug fixes.
""")))
    m.update({"stable": "Debian 12 'bookworm'", "point_release": "12.10, announced 2025-03-15"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_rel, "list of releases and status of trixie"), """# Debian Releases

Debian always has at least three releases in active maintenance: "stable", "testing" and "unstable".

**stable**: The "stable" distribution contains the latest officially released distribution of Debian. The current "stable" distribution of Debian is version 12, codename bookworm. It was initially released as version 12.0 on June 10th, 2023 and its latest update, version 12.10, was released on March 15th, 2025.

**testing**: The "testing" distribution contains packages that haven't been accepted into a "stable" release yet, but they are in the queue for that. The current "testing" distribution is trixie. No release date has been set.

**unstable**: The "unstable" distribution is where active development occurs. Generally, this distribution is run by developers and those who like to live on the edge. It is called sid.

## Index of releases
- Debian 14 (forky) — testing is not yet forky
- Debian 13 (trixie) — current testing release — no release date has been set
- Debian 12 (bookworm) — current stable release
- Debian 11 (bullseye) — oldstable, LTS support until August 31st, 2026
- Debian 10 (buster) — archived, extended LTS only

Page last updated: Sat, Mar 15 2025 13:02:18 UTC"""))
    turns.append((extract(u_dw, "latest Debian version listed and current popularity rank"), ev(u_dw, "latest Debian version listed and current popularity rank", """
- "Popularity (hits per day): 12 months: 4 (1,187), 6 months: 4 (1,165), 3 months: 4 (1,199), 4 weeks: 3 (1,291), 1 week: 3 (1,351)"
- Release table header: "Feature | 12.10 | 12.9 | 11.11 | 10.13 | ..."
- "Release Date | 2025-03-15 | 2025-01-11 | 2024-08-31 | 2022-09-10"
- "End Of Life | 2028-06 | 2028-06 | 2026-08 | 2024-06"
- "linux (6.1.129) | 6.1.129 | 6.1.124 | 5.10.223 | 4.19.249"
- Footer: "Page last modified: 2025-04-02 07:18 UTC"
""", """
DistroWatch lists 12.10 (2025-03-15) as the latest Debian release, with 12.9 released 2025-01-11. Debian ranks 3rd by page hits over the last week (1,351 hits/day); the rolling counters differ slightly from the search snippet because they are recomputed continuously.
""")))
    turns.append((search("trixie freeze dates 2025", "debian 13 trixie release date"), hits(
        (u_ml, "Bits from the Release Team: trixie freeze dates",
         "2025-03-15 - Milestone 1 - Transition and toolchain freeze; 2025-04-15 - Milestone 2 - Soft Freeze; 2025-05-15 - Milestone 3 - Hard Freeze - for key packages and packages without autopkgtests; TBA - Milestone 4 - Full Freeze ...", "2025-01-08"),
        ("https://www.phoronix.com/news/Debian-13-Transition-Freeze", "Debian 13 \"Trixie\" Enters Its Transition & Toolchain Freeze - Phoronix",
         "As planned, Debian 13 entered its transition and toolchain freeze today ...", "2025-03-15"),
        ("https://wiki.debian.org/DebianTrixie", "DebianTrixie - Debian Wiki",
         "Trixie is the development codename for Debian 13 ... Release date: not yet announced ...", "2025-03-18"),
        ("https://distrowatch.com/weekly.php?issue=20250331", "DistroWatch Weekly, Issue 1115, 31 March 2025",
         "... Debian's trixie is in its transition freeze, the soft freeze follows on 15 April ...", "2025-03-31"))))
    turns.append((extract(u_ml, "freeze milestones for trixie"), """# Bits from the Release Team: trixie freeze dates

To: debian-devel-announce@lists.debian.org
From: Paul Gevers (on behalf of the Release Team)
Date: Wed, 8 Jan 2025 21:14:02 +0100

Hi all,

We are happy to announce the freeze dates for trixie:

    2025-03-15 - Milestone 1 - Transition and toolchain freeze
    2025-04-15 - Milestone 2 - Soft Freeze
    2025-05-15 - Milestone 3 - Hard Freeze - for key packages and
                 packages without autopkgtests
    TBA        - Milestone 4 - Full Freeze

We will announce the release date once we have a good idea of when the release critical bug count will reach zero.

On behalf of the release team,
Paul"""))
    m["point_release"] = "12.10 (bookworm), announced 2025-03-15; previous point release 12.9 on 2025-01-11; 12.0 was 2023-06-10"
    turns.append((memory("update", items={"point_release": m["point_release"]}), updated("point_release")))
    m["trixie_status"] = "testing; transition & toolchain freeze since 2025-03-15; soft freeze 2025-04-15; hard freeze 2025-05-15; no release date announced"
    turns.append((memory("add", items={"trixie_status": m["trixie_status"]}), added("trixie_status")))
    turns.append((memory("retrieve_all"), got(dict(m))))
    reg("h18-search-11", "What is the current Debian stable point release, when was it published, and what is the status of Debian 13 'trixie'?",
        "2025-04-02", turns)


# --------------------------------------------------------------------------- 12 (bad, mainstream)
BBC_LIVE_POSTS = """**21:40** — We're pausing our live coverage
That's where we'll leave our coverage of Storm Éowyn for tonight. Red warnings have expired, but yellow wind warnings remain in place until Saturday morning. Thanks for joining us.

**19:55** — ESB: 715,000 still without power
ESB Networks says about 715,000 homes, farms and businesses remain without power this evening, down from a peak of 768,000. It warns some customers could be without supply for "a number of days".

**17:30** — One man dies in County Donegal
Gardaí have confirmed that a man in his 20s died after a tree fell on his car in Raphoe, County Donegal, this morning.

**15:10** — Transport disruption continues
All flights at Dublin Airport have resumed, but more than 200 flights were cancelled across the day. Irish Rail says most routes will reopen on Saturday.

**12:05** — New wind record confirmed
Met Éireann says a gust of 183km/h (114mph) recorded at Mace Head, County Galway, at 04:00 broke the national record of 182km/h set at Foynes, County Limerick, in January 1945. The figure is provisional.

**10:30** — Record number without power
ESB Networks says 768,000 homes, farms and businesses are without power, the highest number ever recorded.

**08:47** — 285,000 customers off in Northern Ireland
NIE Networks says about 285,000 customers in Northern Ireland have lost power.

**07:12** — Red warnings in force
Red weather warnings remain in force for all of the Republic of Ireland and Northern Ireland until 14:00."""


def t12() -> None:
    u_bbc = "https://www.bbc.co.uk/news/live/c0l8y2x4k1rt"
    u_met = "https://www.met.ie/storm-eowyn-new-national-wind-speed-record"
    u_rte = "https://www.rte.ie/news/2025/0124/1492687-storm-eowyn-power/"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Storm Éowyn power outages ESB homes", "Storm Éowyn record gust Mace Head"), hits(
        (u_bbc, "Storm Éowyn: Record numbers without power as 183km/h gust hits Ireland - BBC News",
         "Live: ESB Networks says 768,000 homes, farms and businesses were left without power ... a provisional record gust of 183km/h at Mace Head ...", "2025-01-24"),
        (u_met, "Storm Éowyn: new national wind speed record - Met Éireann",
         "A provisional gust of 183 km/h was recorded at Mace Head, Co. Galway, at 04:00 on Friday 24 January ...", "2025-01-24"),
        (u_rte, "Record 768,000 premises lose power as Storm Éowyn batters country - RTÉ News",
         "ESB Networks said the number of customers without power is unprecedented ...", "2025-01-24"),
        ("https://powercheck.esbnetworks.ie/", "ESB Networks PowerCheck",
         "Live outage map ... updated 12 minutes ago ...", "2025-01-25"),
        ("https://en.wikipedia.org/wiki/Storm_%C3%89owyn", "Storm Éowyn - Wikipedia",
         "Storm Éowyn was an extratropical cyclone that affected Ireland and the United Kingdom on 24 January 2025 ...", "2025-01-25"))))
    turns.append((extract(u_bbc, "latest figures on power outages and wind gusts"),
                  "# Storm Éowyn: Record numbers without power as 183km/h gust hits Ireland\n\nLive Reporting\nEdited by Sarah Collerton and Chris Page\n\n"
                  "Updated 24 January 2025 at 21:40 GMT\n\n**Summary**\n- A record 768,000 homes, farms and businesses lost power in the Republic of Ireland, ESB Networks says\n"
                  "- About 285,000 NIE Networks customers lost power in Northern Ireland\n- Met Éireann recorded a provisional national record gust of 183km/h (114mph) at Mace Head, County Galway\n"
                  "- A man in his 20s died in County Donegal when a tree fell on his car\n\n" + BBC_LIVE_POSTS))
    m.update({"peak_outage_ie": "768,000 homes, farms and businesses (ESB Networks, 24 Jan 2025, record)",
              "outage_ni": "about 285,000 customers (NIE Networks, morning of 24 Jan)",
              "max_gust": "183 km/h (114 mph), Mace Head, Co Galway, 04:00 24 Jan 2025 (provisional); beats 182 km/h Foynes 1945"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_met, "details of the record gust"), ev(u_met, "details of the record gust", """
- "Storm Éowyn: new national wind speed record — Published: Friday 24 January 2025, 15:30"
- "A gust of 183 km/h was recorded at Mace Head, Co. Galway, at 04:00 this morning. This provisionally breaks the previous record of 182 km/h recorded at Foynes, Co. Limerick, on 18 January 1945."
- "A 10-minute mean wind speed of 135 km/h was also recorded at Mace Head, a new national record for mean wind speed."
- "Other gusts: Malin Head 161 km/h; Shannon Airport 148 km/h; Dublin Airport 141 km/h."
- "All figures are provisional and subject to quality control."
""", """
Met Éireann confirms the provisional 183 km/h gust at Mace Head at 04:00, beating Foynes' 182 km/h (18 January 1945); the 10-minute mean of 135 km/h is also a record.
""")))
    turns.append((extract(u_rte, "outage numbers for the whole island"), """# Record 768,000 premises lose power as Storm Éowyn batters country

Updated / Friday, 24 Jan 2025 20:31

ESB Networks has said that 768,000 homes, farms and businesses lost power during Storm Éowyn, the largest number ever affected by a single weather event.

Combined with about 285,000 customers of NIE Networks in Northern Ireland, more than one million premises across the island of Ireland were left without electricity at the height of the storm.

ESB Networks said this evening that around 715,000 remained without power and that restoration would take "a number of days, and in some cases longer".

Uisce Éireann said 145,000 customers were without water or at risk of losing supply because of power cuts at treatment plants.

Met Éireann's red warnings expired at 14:00, with orange and yellow warnings in place into the night."""))
    m["peak_outage_ie"] = "768,000 homes, farms and businesses (ESB Networks, 24 Jan 2025, record); >1 million across the island incl. ~285,000 in NI"
    turns.append((memory("update", items={"peak_outage_ie": m["peak_outage_ie"]}), updated("peak_outage_ie")))
    turns.append((search("ESB power restored Storm Éowyn Saturday 25 January"), hits(
        ("https://www.esbnetworks.ie/news/storm-eowyn-update-saturday", "Storm Éowyn update – Saturday 25 January - ESB Networks",
         "As of 08:00 this morning, approximately 560,000 homes, farms and businesses remain without power ...", "2025-01-25"),
        ("https://www.irishtimes.com/ireland/2025/01/25/storm-eowyn-power-restoration/", "Storm Éowyn: more than half a million still without power - The Irish Times",
         "Around 560,000 premises remained without electricity on Saturday morning ... 2 hours ago", "2025-01-25"),
        ("https://powercheck.esbnetworks.ie/", "ESB Networks PowerCheck",
         "Live outage map ... updated 4 minutes ago ...", "2025-01-25"))))
    m["remaining_25jan"] = "about 560,000 still without power at 08:00 Sat 25 Jan (ESB Networks)"
    turns.append((memory("add", items={"remaining_25jan": m["remaining_25jan"]}), added("remaining_25jan")))
    turns.append((extract(u_bbc, "closing summary and timeline of the live page"),
                  "# Storm Éowyn: Record numbers without power as 183km/h gust hits Ireland\n\nLive Reporting\nEdited by Sarah Collerton and Chris Page\n\n"
                  "Updated 24 January 2025 at 15:05 GMT\n\n**Summary**\n- A record 768,000 homes, farms and businesses lost power in the Republic of Ireland, ESB Networks says\n"
                  "- About 285,000 NIE Networks customers lost power in Northern Ireland\n- Met Éireann recorded a provisional national record gust of 183km/h (114mph) at Mace Head, County Galway\n"
                  "- A man in his 20s died in County Donegal when a tree fell on his car\n\n" + BBC_LIVE_POSTS))
    m["sources"] = "BBC live page (24 Jan); Met Éireann record-gust note; RTÉ 20:31 update; ESB Networks Saturday update"
    turns.append((memory("add", items={"sources": m["sources"]}), added("sources")))
    turns.append((memory("retrieve_all"), got(dict(m))))
    reg("h18-search-12", "How many homes and businesses lost power in Ireland during Storm Éowyn, and what was the strongest gust recorded?",
        "2025-01-25", turns, 9, "live page's 'Updated' stamp goes back from 21:40 to 15:05 GMT although its posts up to 21:40 are unchanged")


# --------------------------------------------------------------------------- 13 (bad, less common)
def t13() -> None:
    u_ct = "https://clinicaltrials.gov/study/NCT05412706"
    u_news = "https://www.en.auh.dk/news/2024/recruitment-completed-oxy-aph/"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("NCT05412706", "OXY-APH intranasal oxytocin post-stroke aphasia trial"), hits(
        (u_ct, "Intranasal Oxytocin for Post-Stroke Aphasia (OXY-APH) | ClinicalTrials.gov",
         "Phase 2 · Active, not recruiting · Aalborg University Hospital · Aphasia, Stroke · Drug: Oxytocin nasal spray · Drug: Placebo ...", "2024-11-08"),
        (u_news, "Recruitment completed in OXY-APH trial - Aalborg University Hospital",
         "The last of the 88 participants has been included in the OXY-APH trial of intranasal oxytocin combined with speech therapy ...", "2024-06-12"),
        ("https://pubmed.ncbi.nlm.nih.gov/36512877/", "Intranasal oxytocin as an adjunct to aphasia therapy: protocol for the OXY-APH randomised trial - PubMed",
         "Trials. 2023;24:31 ... a randomised, double-blind, placebo-controlled phase 2 trial ... target sample size 96 ...", "2023-01-12"),
        ("https://www.clinicaltrialsregister.eu/ctr-search/search?query=OXY-APH", "EU Clinical Trials Register - OXY-APH",
         "EudraCT 2022-000814-31 ... Denmark ... Ongoing ...", "2023-09-04"))))
    turns.append((extract(u_ct, "recruitment status, enrollment, key dates and sponsor"), """# Intranasal Oxytocin for Post-Stroke Aphasia (OXY-APH)

ClinicalTrials.gov ID: NCT05412706
Sponsor: Aalborg University Hospital
Information provided by: Line Sørensen, Aalborg University Hospital (Responsible Party)
Last Update Posted: 2024-11-08

## Study Overview
Brief Summary: The purpose of this study is to test whether intranasal oxytocin given before each speech and language therapy session improves naming and everyday communication in people with chronic aphasia after stroke.

Conditions: Aphasia; Stroke
Intervention / Treatment: Drug: Oxytocin nasal spray (24 IU); Drug: Placebo nasal spray
Study Type: Interventional · Phase: Phase 2 · Allocation: Randomized · Masking: Quadruple

## Study Status
| Field | Value |
|---|---|
| Overall Status | Active, not recruiting |
| Study Start (Actual) | 2022-09-14 |
| Primary Completion (Estimated) | 2025-03-31 |
| Study Completion (Estimated) | 2025-09-30 |
| Enrollment (Actual) | 88 |

## Study Record Dates
| Field | Value |
|---|---|
| First Submitted | 2022-06-07 |
| First Posted | 2022-06-10 |
| Last Update Submitted that Met QC Criteria | 2024-11-06 |
| Last Update Posted | 2024-11-08 |
| Last Verified | 2024-11 |"""))
    m.update({"status": "Active, not recruiting (ClinicalTrials.gov; last update posted 2024-11-08)",
              "enrollment": "88 (actual)",
              "dates": "start 2022-09-14 (actual); primary completion 2025-03-31 (est.); study completion 2025-09-30 (est.)"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_news, "when recruitment finished and how many participants"), ev(u_news, "when recruitment finished and how many participants", """
- "Recruitment completed in OXY-APH trial — 12 June 2024"
- "On 3 June 2024 the 88th and final participant was included in the OXY-APH trial, which tests intranasal oxytocin combined with intensive speech and language therapy in people with aphasia after stroke."
- "Participants were recruited at four Danish stroke centres: Aalborg, Aarhus, Odense and Copenhagen (Bispebjerg)."
- "The original target was 96 participants, but recruitment was closed at 88 as agreed with the data monitoring committee."
- "The last follow-up visits are expected in early 2025, and results are expected later that year."
""", """
Recruitment closed on 3 June 2024 with 88 participants (target was 96) at four Danish centres; follow-up runs into early 2025.
""")))
    turns.append((extract(u_ct, "study locations and eligibility criteria"), """# Intranasal Oxytocin for Post-Stroke Aphasia (OXY-APH)

ClinicalTrials.gov ID: NCT05412706
Sponsor: Aalborg University Hospital
Last Update Posted: 2024-11-08

## Contacts and Locations
Overall Status: Recruiting

| Location | City | Country |
|---|---|---|
| Aalborg University Hospital, Department of Neurology | Aalborg | Denmark |
| Aarhus University Hospital, Hammel Neurorehabilitation Centre | Hammel | Denmark |
| Odense University Hospital, Department of Neurology | Odense | Denmark |
| Bispebjerg Hospital, Department of Neurology | Copenhagen | Denmark |

## Participation Criteria
Ages Eligible for Study: 18 Years to 80 Years · Sexes Eligible: All · Accepts Healthy Volunteers: No

Inclusion Criteria:
- First-ever ischaemic or haemorrhagic stroke at least 6 months before inclusion
- Aphasia confirmed by the Western Aphasia Battery (Aphasia Quotient < 93.8)
- Native speaker of Danish

Exclusion Criteria:
- Severe dysarthria or apraxia of speech preventing naming tests
- Pregnancy or breastfeeding
- Known hypersensitivity to oxytocin
- Use of other investigational drugs within 30 days

Enrollment (Actual): 88"""))
    turns.append((search("OXY-APH results oxytocin aphasia 2025"), hits(
        ("https://pubmed.ncbi.nlm.nih.gov/36512877/", "Intranasal oxytocin as an adjunct to aphasia therapy: protocol for the OXY-APH randomised trial - PubMed",
         "Trials. 2023;24:31 ... primary outcome: change in Boston Naming Test score at 12 weeks ...", "2023-01-12"),
        ("https://www.eso-conference.org/abstracts/2024/oxy-aph-baseline", "Baseline characteristics of the OXY-APH trial - ESOC 2024 abstracts",
         "Baseline data from the first 80 participants ... mean age 63 years ... median time since stroke 19 months ...", "2024-05-15"),
        (u_news, "Recruitment completed in OXY-APH trial - Aalborg University Hospital",
         "The last of the 88 participants has been included ... results are expected later in 2025 ...", "2024-06-12"))))
    m["notes"] = "No results posted yet; recruitment closed 3 June 2024 at 88 of 96 planned; results expected 2025"
    turns.append((memory("add", items={"notes": m["notes"]}), added("notes")))
    reg("h18-search-13", "What is the recruitment status, enrollment and expected primary completion date of the OXY-APH trial (NCT05412706)?",
        "2024-12-02", turns, 5, "trial's overall status shows 'Recruiting' on the same record that earlier showed 'Active, not recruiting', with the same last-update date")


# --------------------------------------------------------------------------- 14 (clean, mainstream)
def t14() -> None:
    u_ecb = "https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/eurofxref-graph-jpy.en.html"
    u_xe = "https://www.xe.com/currencyconverter/convert/?Amount=1&From=EUR&To=JPY"
    u_inv = "https://www.investing.com/currencies/eur-jpy"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("EUR JPY exchange rate", "ECB euro reference rate JPY today"), hits(
        (u_xe, "1 EUR to JPY - Euros to Japanese Yen Exchange Rate - Xe",
         "1.00 EUR = 161.462 JPY · Mid-market rate at 15:32 UTC ...", "2025-03-21"),
        (u_ecb, "ECB euro reference exchange rate: Japanese yen (JPY)",
         "21 March 2025: EUR 1 = JPY 161.33 · Change from 20 March 2025: -0.82 (-0.5%) ...", "2025-03-21"),
        (u_inv, "EUR JPY | Euro Japanese Yen - Investing.com",
         "EUR/JPY 161.48 +0.03 (+0.02%) · Real-time data ...", "2025-03-21"),
        ("https://www.reuters.com/markets/currencies/yen-firms-boj-minutes-2025-03-21/", "Yen firms after BOJ minutes; euro eases | Reuters",
         "27 minutes ago — The yen edged up against the euro and the dollar on Friday ...", "2025-03-21"),
        ("https://wise.com/gb/currency-converter/eur-to-jpy-rate", "Euro to Japanese Yen Exchange Rate | Wise",
         "1 EUR = 161.458 JPY · mid-market rate · updated a few minutes ago ...", "2025-03-21"))))
    turns.append((extract(u_ecb, "today's reference rate and the last few days"), ev(u_ecb, "today's reference rate and the last few days", """
- "ECB euro reference exchange rate — Japanese yen (JPY)"
- "21 March 2025 — EUR 1 = JPY 161.33 — Change from 20 March 2025: -0.82 (-0.5%)"
- Table of recent rates: "21 Mar 2025: 161.33 · 20 Mar 2025: 162.15 · 19 Mar 2025: 162.90 · 18 Mar 2025: 163.10 · 17 Mar 2025: 162.13"
- "Minimum (1 January 2025 - 21 March 2025): 155.22 · Maximum: 164.83 · Average: 160.54"
- "The reference rates are usually updated at around 16:00 CET on every working day, except on TARGET closing days. They are based on the regular daily concertation procedure between central banks across Europe, which normally takes place at 14:10 CET."
- "The euro foreign exchange reference rates are published for information purposes only."
""", """
The ECB reference rate for 21 March 2025 is 161.33 JPY per euro, down 0.82 (-0.5%) from 162.15 on 20 March. It is fixed once per working day (published around 16:00 CET).
""")))
    m.update({"ecb_ref_2025-03-21": "161.33 JPY per EUR (ECB reference rate, 21 Mar 2025; 20 Mar: 162.15)",
              "live_rate": "161.462 JPY per EUR (xe mid-market, 15:32 UTC)"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_xe, "current EUR to JPY mid-market rate and time"), """# Xe Currency Converter

**1.00 Euro =**
**161.4837 Japanese Yen**

1 JPY = 0.00619258 EUR

Mid-market rate at 15:41 UTC · We use the mid-market rate for our Converter. This is for informational purposes only. You won't receive this rate when sending money.

| Euro | Japanese Yen |
|---|---|
| 1 EUR | 161.484 JPY |
| 5 EUR | 807.419 JPY |
| 10 EUR | 1,614.84 JPY |
| 100 EUR | 16,148.4 JPY |
| 1,000 EUR | 161,484 JPY |

Rate alerts · Historical rates · Charts"""))
    m["live_rate"] = "161.48 JPY per EUR (xe mid-market 161.4837 at 15:41 UTC; was 161.462 at 15:32)"
    turns.append((memory("update", items={"live_rate": m["live_rate"]}), updated("live_rate")))
    turns.append((extract(u_inv, "real-time EUR/JPY quote and day range"), ev(u_inv, "real-time EUR/JPY quote and day range", """
- "EUR/JPY - Euro Japanese Yen — 161.39 −0.06 (−0.04%) — Real-time Data · 15:44:10"
- "Prev. Close 161.45 · Open 161.45 · Day's Range 160.87 - 162.26 · 52 wk Range 154.41 - 175.43"
- "Bid 161.38 · Ask 161.40"
- "Technical summary (hourly): Neutral"
""", """
Investing.com shows EUR/JPY at 161.39 at 15:44 (down 0.06 from the 161.45 previous close), within a 160.87–162.26 day range. Streaming quotes move every few seconds and differ slightly between providers.
""")))
    turns.append((search("ECB reference rate JPY 21 March 2025 eurofxref"), hits(
        ("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml", "eurofxref-daily.xml",
         "<Cube time='2025-03-21'> ... <Cube currency='USD' rate='1.0827'/> <Cube currency='JPY' rate='161.33'/> ...", "2025-03-21"),
        ("https://www.bundesbank.de/en/statistics/exchange-rates/euro-reference-rates", "Euro reference exchange rates | Deutsche Bundesbank",
         "21.03.2025 ... JPY 161.3300 ...", "2025-03-21"),
        ("https://www.reuters.com/markets/currencies/yen-firms-boj-minutes-2025-03-21/", "Yen firms after BOJ minutes; euro eases | Reuters",
         "45 minutes ago — The yen edged up against the euro and the dollar on Friday ...", "2025-03-21"))))
    turns.append((memory("retrieve_all"), got(dict(m))))
    reg("h18-search-14", "What is the euro to Japanese yen exchange rate right now, and what was today's ECB euro reference rate for JPY?",
        "2025-03-21", turns)


# --------------------------------------------------------------------------- 15 (clean, less common)
def t15() -> None:
    u_nasa = "https://science.nasa.gov/saturn/moons/"
    u_sh = "https://sites.google.com/carnegiescience.edu/sheppard/moons/saturnmoons"
    u_gu = "https://www.theguardian.com/science/2025/mar/11/saturn-128-new-moons-discovered"
    u_wk = "https://en.wikipedia.org/wiki/Moons_of_Saturn"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Saturn number of moons 2025", "Saturn 128 new moons"), hits(
        (u_nasa, "Saturn Moons - NASA Science",
         "Saturn has 146 moons in its orbit, with others continually awaiting confirmation of their discovery and official naming ...", "2024-10-02"),
        (u_gu, "Saturn gains 128 new moons, bringing total to 274 | The Guardian",
         "Astronomers have discovered 128 new moons orbiting Saturn, more than doubling its tally ...", "2025-03-11"),
        (u_sh, "Saturn Moons - Scott S. Sheppard",
         "Saturn has 274 known moons ... 128 new Saturnian moons announced March 2025 ...", "2025-03-11"),
        (u_wk, "Moons of Saturn - Wikipedia",
         "There are 274 moons of Saturn with confirmed orbits, the most of any planet in the Solar System ...", "2025-03-13"),
        ("https://minorplanetcenter.net/mpec/K25/K25E90.html", "MPEC 2025-E90 : S/2023 S 45 ...",
         "Minor Planet Electronic Circular ... new satellites of Saturn ...", "2025-03-11"))))
    turns.append((extract(u_nasa, "number of moons stated and date of the page"), ev(u_nasa, "number of moons stated and date of the page", """
- "Saturn Moons"
- "Saturn has 146 moons in its orbit, with others continually awaiting confirmation of their discovery and official naming by the International Astronomical Union (IAU)."
- "As of June 8, 2023, Saturn has 146 confirmed moons."
- "Saturn's moons range in size from larger than the planet Mercury — the giant moon Titan — to as small as a sports arena."
- Footer: "Last updated: Oct 02, 2024"
""", """
NASA's moons page says 146 (as of June 2023); it was last updated in October 2024, before the March 2025 announcement.
""")))
    m["moon_count"] = "146 (NASA Science page, last updated 2024-10-02; count as of 8 June 2023)"
    turns.append((memory("add", items={"moon_count": m["moon_count"]}), added("moon_count")))
    turns.append((extract(u_sh, "current count and the latest announcement"), """# Saturn Moons

Saturn has 274 known moons (as of March 2025).

In March 2025, 128 new Saturnian moons were announced by Edward Ashton, Brett Gladman, Mike Alexandersen, Jean-Marc Petit, Scott Sheppard and others, through Minor Planet Electronic Circulars MPEC 2025-E63 to 2025-E190. All are small irregular moons, most of them retrograde and a few kilometres across, found with the Canada-France-Hawaii Telescope using shift-and-stack techniques.

Before this announcement Saturn had 146 known moons (62 were announced in May 2023 and one more later in 2023).

| Discovery group | Number |
|---|---|
| Announced March 2025 | 128 |
| Announced May 2023 | 62 |
| Known before 2023 | 83 |
| Announced later in 2023 | 1 |
| Total | 274 |

Last updated: March 11, 2025"""))
    m["moon_count"] = "274 (Sheppard/MPC, 128 new moons announced 11 March 2025; NASA page still says 146)"
    turns.append((memory("update", items={"moon_count": m["moon_count"]}), updated("moon_count")))
    turns.append((extract(u_gu, "who announced the new moons and when"), """# Saturn gains 128 new moons, bringing total to 274

Astronomers discovered the tiny satellites using a 'shift and stack' technique; Saturn now has almost twice as many moons as all the other planets combined

Tue 11 Mar 2025 14.00 GMT

Saturn has been crowned the moon king of the solar system, after astronomers announced the discovery of 128 new moons around the ringed planet.

The new moons were formally recognised by the International Astronomical Union's Minor Planet Center this week, bringing Saturn's total to 274. Jupiter, the runner-up, has 95 officially recognised moons.

"We think that Saturn's moons are fragments of collisions," said Dr Edward Ashton, a postdoctoral researcher at the Academia Sinica in Taiwan, who led the team. The team used the Canada-France-Hawaii Telescope in 2023 to spot the moons, which are only a few kilometres across.

All of the new moons are "irregular" moons, with distant, elongated and inclined orbits. They will be named after figures from Gallic, Norse and Canadian Inuit mythology."""))
    turns.append((search("how many moons does Saturn have", "Moons of Saturn list 274"), hits(
        (u_wk, "Moons of Saturn - Wikipedia",
         "There are 274 moons of Saturn with confirmed orbits, the most of any planet in the Solar System ... 63 of them have formal names ...", "2025-03-13"),
        (u_gu, "Saturn gains 128 new moons, bringing total to 274 | The Guardian",
         "... Jupiter, the runner-up, has 95 officially recognised moons ...", "2025-03-11"),
        ("https://www.space.com/the-universe/saturn/saturn-gets-128-new-moons", "Saturn just got 128 new moons - Space.com",
         "... 2 days ago ... bringing the ringed planet's total to 274 ...", "2025-03-12"),
        (u_nasa, "Saturn Moons - NASA Science",
         "Saturn has 146 moons in its orbit, with others continually awaiting confirmation ...", "2024-10-02"))))
    turns.append((extract(u_wk, "total count, named moons and the 2025 batch"), ev(u_wk, "total count, named moons and the 2025 batch", """
- "There are 274 moons of Saturn with confirmed orbits, the most of any planet in the Solar System. 63 of these have formal names."
- "Saturn's moons include seven that are massive enough to have collapsed into a relaxed ellipsoid shape: Titan, Rhea, Iapetus, Dione, Tethys, Enceladus and Mimas."
- "In March 2025, 128 new irregular moons discovered by a team led by Edward Ashton were announced, raising the total from 146 to 274."
- Footer: "This page was last edited on 13 March 2025, at 22:16 (UTC)."
""", """
Wikipedia (edited 13 March 2025) gives 274 confirmed moons, 63 named, after the March 2025 batch of 128.
""")))
    m["announcement"] = "11 March 2025: 128 new irregular moons (Ashton et al., via MPC MPECs), total 146 -> 274; Jupiter 95"
    turns.append((memory("add", items={"announcement": m["announcement"]}), added("announcement")))
    reg("h18-search-15", "How many moons does Saturn have according to the latest count, and when was the latest batch announced?",
        "2025-03-14", turns)


# --------------------------------------------------------------------------- 16 (bad, mainstream)
def t16() -> None:
    u_nasa = "https://www.nasa.gov/mission/sts-31/"
    u_esa = "https://esahubble.org/about/history/"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Hubble launch STS-31 Discovery April 24 1990", "Hubble deployment date STS-31 crew"), hits(
        (u_nasa, "STS-31 - NASA",
         "Space Shuttle Discovery launched on April 24, 1990, at 8:33 a.m. EDT from Launch Pad 39B at Kennedy Space Center carrying the Hubble Space Telescope ...", "2023-07-18"),
        (u_esa, "The history of Hubble | ESA/Hubble",
         "Hubble was launched on 24 April 1990 aboard the Space Shuttle Discovery and deployed into orbit the following day ...", "2024-04-24"),
        ("https://en.wikipedia.org/wiki/STS-31", "STS-31 - Wikipedia",
         "STS-31 was the 35th mission of the American Space Shuttle program, which launched the Hubble Space Telescope ...", "2025-02-10"),
        ("https://science.nasa.gov/mission/hubble/overview/about-hubble/", "About Hubble - NASA Science",
         "The Hubble Space Telescope was launched and deployed by the space shuttle Discovery in April 1990 ...", "2025-04-22"))))
    turns.append((extract(u_nasa, "launch date and time, orbiter, crew and deployment"), """# STS-31

Space Shuttle Discovery (OV-103) — Hubble Space Telescope deployment

**Launch:** April 24, 1990, 8:33:51 a.m. EDT (12:33:51 UTC), Launch Pad 39B, Kennedy Space Center, Florida. The launch was delayed from April 10 because of a faulty valve in an auxiliary power unit.

**Crew**
- Loren J. Shriver, Commander
- Charles F. Bolden Jr., Pilot
- Steven A. Hawley, Mission Specialist
- Bruce McCandless II, Mission Specialist
- Kathryn D. Sullivan, Mission Specialist

**Mission highlights**
The primary payload, the Hubble Space Telescope, was deployed on April 25, 1990, at an altitude of about 380 statute miles (612 km), a record for the shuttle at the time. Hawley used the remote manipulator system arm to lift the telescope out of the payload bay. McCandless and Sullivan were prepared for a contingency spacewalk when one of the solar arrays was slow to unfurl, but it deployed after ground commands.

**Landing:** April 29, 1990, 9:49:57 a.m. EDT, Runway 22, Edwards Air Force Base, California.
**Mission duration:** 5 days, 1 hour, 16 minutes, 6 seconds
**Orbits:** 80"""))
    new = {"launch": "24 April 1990, 8:33:51 a.m. EDT (12:33:51 UTC), Pad 39B, Kennedy Space Center",
           "mission": "STS-31", "orbiter": "Discovery (OV-103)"}
    m.update(new)
    turns.append((memory("add", items=new), added(*new)))
    turns.append((extract(u_esa, "launch and deployment dates of Hubble"), ev(u_esa, "launch and deployment dates of Hubble", """
- "Hubble was launched on 24 April 1990 aboard the Space Shuttle Discovery (mission STS-31) and deployed into low Earth orbit on 25 April 1990."
- "ESA contributed the Faint Object Camera and the original solar arrays, and provides staff at the Space Telescope Science Institute."
- "Soon after launch, scientists discovered a flaw in the primary mirror ... corrected in December 1993 by the first servicing mission (STS-61)."
""", """
ESA confirms launch on 24 April 1990 (STS-31, Discovery) and deployment on 25 April 1990; ESA supplied the first solar arrays and the Faint Object Camera.
""")))
    turns.append((memory("retrieve", keys=["mission"]), "Key not found: mission"))
    new = {"mission": "STS-31", "deploy": "25 April 1990, ~612 km altitude, lifted out by RMS arm (Hawley)", "commander": "Loren J. Shriver"}
    m.update(new)
    turns.append((memory("add", items=new), added(*new)))
    turns.append((search("STS-31 crew Shriver Bolden Hawley McCandless Sullivan"), hits(
        ("https://en.wikipedia.org/wiki/STS-31", "STS-31 - Wikipedia",
         "Crew: Loren Shriver (commander), Charles Bolden (pilot), Steven Hawley, Bruce McCandless II, Kathryn D. Sullivan ... Launch date April 24, 1990, 12:33:51 UTC ...", "2025-02-10"),
        ("https://www.nasa.gov/history/35-years-ago-sts-31-launches-hubble/", "35 Years Ago: STS-31 Launches the Hubble Space Telescope - NASA",
         "On April 24, 1990, space shuttle Discovery lifted off with its five-person crew ...", "2025-04-24"),
        ("https://www.hou.usra.edu/sts31", "STS-31 Crew Interviews - USRA",
         "Oral history interviews with Loren Shriver and Kathryn Sullivan about the Hubble deployment ...", "2019-05-02"))))
    turns.append((memory("retrieve_all"), got(dict(m))))
    reg("h18-search-16", "When was the Hubble Space Telescope launched and deployed, on which Space Shuttle mission and orbiter, and who commanded the mission?",
        "2025-04-24", turns, 5, "memory key 'mission' added at turn 3 is reported as not found")


# --------------------------------------------------------------------------- 17 (clean, less common)
def t17() -> None:
    api = "https://api.gbif.org/v1/occurrence/search?taxonKey=2435240"
    u_sp = "https://www.gbif.org/species/2435240"
    u_pg2 = "https://www.gbif.org/occurrence/search?taxon_key=2435240&offset=20"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("GBIF Lynx lynx occurrences", "Eurasian lynx GBIF species 2435240"), hits(
        (u_sp, "Lynx lynx (Linnaeus, 1758) - GBIF",
         "Species · Felidae · 164K occurrences · Eurasian lynx ...", "2025-05-18"),
        ("https://www.gbif.org/occurrence/search?taxon_key=2435240", "Occurrence search - GBIF",
         "164,190 results · Lynx lynx (Linnaeus, 1758) ...", "2025-05-18"),
        ("https://www.iucnredlist.org/species/12519/121707666", "Lynx lynx - IUCN Red List",
         "Least Concern ... population trend: stable ...", "2023-02-10"),
        ("https://en.wikipedia.org/wiki/Eurasian_lynx", "Eurasian lynx - Wikipedia",
         "The Eurasian lynx (Lynx lynx) is a wild cat widespread from Northern, Central and Eastern Europe to Central Asia and Siberia ...", "2025-05-02"))))
    turns.append((extract(api + "&limit=0", "total number of occurrence records"),
                  '{\n  "offset": 0,\n  "limit": 0,\n  "endOfRecords": false,\n  "count": 164213,\n  "results": [],\n  "facets": []\n}'))
    m["total_occurrences"] = "164,213 (GBIF API, taxonKey 2435240, 2025-05-19, first query)"
    turns.append((memory("add", items={"total_occurrences": m["total_occurrences"]}), added("total_occurrences")))
    turns.append((extract(api + "&hasCoordinate=true&hasGeospatialIssue=false&limit=0", "number of georeferenced records without geospatial issues"),
                  '{\n  "offset": 0,\n  "limit": 0,\n  "endOfRecords": false,\n  "count": 141877,\n  "results": [],\n  "facets": []\n}'))
    turns.append((extract(api + "&facet=country&limit=0", "record counts per country"), """{
  "offset": 0,
  "limit": 0,
  "endOfRecords": false,
  "count": 164219,
  "results": [],
  "facets": [
    {
      "field": "COUNTRY",
      "counts": [
        {"name": "NO", "count": 38412},
        {"name": "SE", "count": 31057},
        {"name": "FI", "count": 24880},
        {"name": "CH", "count": 11604},
        {"name": "DE", "count": 9215},
        {"name": "EE", "count": 7733},
        {"name": "PL", "count": 6318},
        {"name": "RU", "count": 5904},
        {"name": "FR", "count": 4470},
        {"name": "SK", "count": 3961}
      ]
    }
  ]
}"""))
    m["total_occurrences"] = "164,219 (GBIF API, 2025-05-19; was 164,213 a few minutes earlier - counts move as datasets are re-indexed)"
    turns.append((memory("update", items={"total_occurrences": m["total_occurrences"]}), updated("total_occurrences")))
    new = {"georeferenced": "141,877 with coordinates and no geospatial issue (filtered query)",
           "top_country": "Norway (NO) 38,412; then Sweden 31,057, Finland 24,880 (top-10 country facet)"}
    m.update(new)
    turns.append((memory("add", items=new), added(*new)))
    turns.append((extract(u_sp, "occurrence count shown on the species page and vernacular names"), ev(u_sp, "occurrence count shown on the species page and vernacular names", """
- "Lynx lynx (Linnaeus, 1758) — Species — Accepted — Animalia › Chordata › Mammalia › Carnivora › Felidae › Lynx"
- "164K Occurrences · 2,944 Images · 71 Datasets · 118 Checklists"
- "Common names: Eurasian lynx (English); Luchs (German); Gaupe (Norwegian); Lodjur (Swedish); Ilves (Finnish); Ryś euroazjatycki (Polish)"
- "IUCN Red List category: Least Concern (LC)"
""", """
The species page rounds the occurrence total to 164K, consistent with the exact API counts (164,213-164,219).
""")))
    turns.append((extract(u_pg2, "the records listed on the second page"), """# Occurrences

164,219 results · Lynx lynx (Linnaeus, 1758) · Showing 21-40

| Scientific name | Country | Coordinates | Month & year | Basis of record | Dataset |
|---|---|---|---|---|---|
| Lynx lynx (Linnaeus, 1758) | Norway | 61.2N, 10.4E | May 2025 | Human observation | Artsobservasjoner |
| Lynx lynx (Linnaeus, 1758) | Sweden | 63.8N, 15.1E | May 2025 | Human observation | Artportalen (Swedish Species Observation System) |
| Lynx lynx (Linnaeus, 1758) | Finland | 62.5N, 27.7E | May 2025 | Human observation | Laji.fi Finnish Biodiversity Info Facility |
| Lynx lynx (Linnaeus, 1758) | Switzerland | 46.7N, 7.3E | Apr 2025 | Machine observation | KORA camera-trap monitoring |
| Lynx lynx (Linnaeus, 1758) | Estonia | 58.9N, 25.6E | Apr 2025 | Human observation | PlutoF observations |
| Lynx lynx (Linnaeus, 1758) | Germany | 51.7N, 10.6E | Apr 2025 | Human observation | iNaturalist Research-grade Observations |
| Lynx lynx (Linnaeus, 1758) | Poland | 49.4N, 22.5E | Apr 2025 | Human observation | iNaturalist Research-grade Observations |
| Lynx lynx (Linnaeus, 1758) | Norway | 69.6N, 19.0E | Apr 2025 | Human observation | Artsobservasjoner |
| ... | | | | | |

Page 2 of 8,211 · Sorted by: newest event date · Filters: taxon = Lynx lynx"""))
    reg("h18-search-17", "How many occurrence records of the Eurasian lynx (Lynx lynx) does GBIF hold, how many are georeferenced, and which country contributes the most?",
        "2025-05-19", turns)


# --------------------------------------------------------------------------- 18 (bad, less common)
MEDALS = [("Guernsey", 62, 49, 43), ("Isle of Man", 43, 38, 44), ("Jersey", 41, 42, 49), ("Faroe Islands", 37, 33, 31),
          ("Åland", 15, 20, 22), ("Gotland", 13, 14, 18), ("Isle of Wight", 12, 16, 20), ("Bermuda", 11, 9, 8),
          ("Gibraltar", 7, 12, 14), ("Cayman Islands", 6, 4, 7), ("Saaremaa", 5, 6, 9), ("Orkney", 4, 7, 10),
          ("Shetland", 4, 5, 9), ("Western Isles", 3, 2, 5), ("Menorca", 3, 1, 4), ("Ynys Môn", 2, 6, 7),
          ("Greenland", 1, 3, 2), ("Hitra", 1, 1, 3), ("Frøya", 0, 2, 1), ("Alderney", 0, 1, 1), ("Falkland Islands", 0, 0, 2)]


def medal_rows(n: int, override: dict[str, int] | None = None) -> str:
    out = ["| Rank | Island | Gold | Silver | Bronze | Total |", "|---|---|---|---|---|---|"]
    for i, (isl, g, s, b) in enumerate(MEDALS[:n], 1):
        tot = (override or {}).get(isl, g + s + b)
        out.append(f"| {i} | {isl} | {g} | {s} | {b} | {tot} |")
    return "\n".join(out)


def t18() -> None:
    u_wk = "https://en.wikipedia.org/wiki/2023_Island_Games"
    u_mt = "https://www.guernsey2023.com/results/medal-table"
    u_bbc = "https://www.bbc.com/sport/jersey/66201458"
    u_kvf = "https://kvf.fo/greinir/2023/07/15/foroyar-vunnu-101-heidursmerki"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Island Games 2023 medal table", "Guernsey 2023 Island Games final medal standings"), hits(
        (u_mt, "Medal Table - NatWest Island Games XIX Guernsey 2023",
         "Final medal table ... Guernsey · Isle of Man · Jersey · Faroe Islands · Åland ...", "2023-07-17"),
        (u_wk, "2023 Island Games - Wikipedia",
         "The 2023 Island Games, the 19th edition, were held in Guernsey from 8 to 14 July 2023 ...", "2024-01-22"),
        (u_bbc, "Island Games 2023: Jersey finish third in medal table - BBC Sport",
         "Jersey ended the Island Games in Guernsey third in the medal table ...", "2023-07-15"),
        ("https://www.iiga.org/games/guernsey-2023", "Guernsey 2023 - International Island Games Association",
         "24 member islands · 14 sports · around 2,400 competitors ...", "2023-08-02"))))
    turns.append((extract(u_wk, "host, dates and number of islands and sports"), ev(u_wk, "host, dates and number of islands and sports", """
- "The 2023 NatWest Island Games, the 19th edition of the Island Games, were held in Guernsey, Channel Islands, from 8 to 14 July 2023."
- "Participating islands: 24 · Athletes: about 2,400 · Sports: 14 (archery, athletics, badminton, cycling, football, gymnastics, judo, sailing, shooting, squash, swimming, table tennis, tennis, triathlon)"
- "The opening ceremony took place at Footes Lane on 8 July; the closing ceremony was held on 14 July."
- "Guernsey topped the medal table as host."
""", """
Guernsey hosted the 19th Island Games from 8 to 14 July 2023: 24 islands, about 2,400 athletes, 14 sports. Guernsey topped the medal table.
""")))
    turns.append((extract(u_mt, "final medal counts for the leading islands"),
                  "# Medal Table\n\nNatWest Island Games XIX — Guernsey 2023\n\nFinal standings (ranked by gold, then silver, then bronze)\n\n"
                  + medal_rows(10) + "\n\n[Show all islands]\n\nLast updated: 17 July 2023 09:12"))
    m.update({"faroe": "37G 33S 31B = 101 (4th)", "jersey": "41G 42S 49B = 132 (3rd)", "top": "Guernsey 62G 49S 43B = 154 (1st)"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((search("Jersey Island Games 2023 medal haul", "Jersey third place Island Games Guernsey 2023 golds"), hits(
        (u_bbc, "Island Games 2023: Jersey finish third in medal table - BBC Sport",
         "Jersey won 41 golds, 42 silvers and 49 bronzes to finish third behind hosts Guernsey and the Isle of Man ...", "2023-07-15"),
        ("https://jerseyeveningpost.com/sport/2023/07/15/jersey-s-island-games-team-returns/", "Island Games heroes return - Jersey Evening Post",
         "The squad landed at Jersey Airport on Saturday afternoon ...", "2023-07-15"),
        ("https://www.gov.je/news/2023/pages/islandgames2023.aspx", "Congratulations to Team Jersey - gov.je",
         "The Chief Minister congratulated the 220 athletes who represented the Island ...", "2023-07-17"))))
    turns.append((extract(u_bbc, "Jersey's medal totals and best performers"), """# Island Games 2023: Jersey finish third in medal table

15 July 2023

Jersey ended the Island Games in Guernsey third in the medal table, behind hosts Guernsey and the Isle of Man.

The island's team won 41 golds, 42 silvers and 49 bronzes, a total of 132 medals.

Swimmers won 29 of those medals, with 17-year-old Ellie Le Brun taking six golds in the pool. Jersey's shooters added 14 medals and the athletics squad 19.

"It's been an unbelievable week for the whole team," said Team Jersey chef de mission Brian Mayne. "To come third with so many young athletes competing at their first Games is something to be proud of."

Guernsey topped the table with 62 golds, the most won by any island at a single Games since 2011."""))
    turns.append((extract(u_kvf, "Faroese medal totals"), ev(u_kvf, "Faroese medal totals", """
- Headline: "Føroyar vunnu 101 heiðursmerki á Oyggjaleikunum" (The Faroe Islands won 101 medals at the Island Games)
- "Føroyska liðið fekk 37 gull, 33 silvur og 31 bronsu og endaði sum nummar fýra á heiðursmerkjalistanum." (The Faroese team got 37 gold, 33 silver and 31 bronze and finished fourth on the medal table.)
- "Tað er besta úrslitið hjá Føroyum nakrantíð á Oyggjaleikum uttanlands." (It is the Faroe Islands' best ever result at an away Island Games.)
- Published: "15.07.2023 kl. 18:40"
""", """
KVF confirms 37 gold, 33 silver, 31 bronze (101 medals), fourth place, the Faroes' best result at an away Games.
""")))
    m["faroe"] = "37G 33S 31B = 101 (4th); best-ever away-Games result per KVF"
    turns.append((memory("update", items={"faroe": m["faroe"]}), updated("faroe")))
    turns.append((search("Island Games 2023 how many islands won medals"), hits(
        ("https://www.iiga.org/games/guernsey-2023/results", "Guernsey 2023 results - IIGA",
         "Full results by sport ... 21 islands won at least one medal ...", "2023-08-02"),
        (u_mt, "Medal Table - NatWest Island Games XIX Guernsey 2023",
         "Final medal table ... Show all islands ...", "2023-07-17"),
        ("https://www.bbc.com/sport/guernsey/66204411", "Island Games 2023: Guernsey top the medal table - BBC Sport",
         "Hosts Guernsey finished the Games with 154 medals ...", "2023-07-15"))))
    m["host"] = "Guernsey, 8–14 July 2023 (19th Island Games; 24 islands, 14 sports)"
    turns.append((memory("add", items={"host": m["host"]}), added("host")))
    turns.append((extract(u_mt, "full medal table for all islands"),
                  "# Medal Table\n\nNatWest Island Games XIX — Guernsey 2023\n\nFinal standings (ranked by gold, then silver, then bronze) — all islands\n\n"
                  + medal_rows(len(MEDALS), {"Jersey": 134}) + "\n\n21 of 24 member islands won at least one medal.\n\nLast updated: 17 July 2023 09:12"))
    turns.append((memory("retrieve_all"), got(dict(m))))
    reg("h18-search-18", "How many medals did the Faroe Islands and Jersey win at the 2023 Island Games in Guernsey, and who topped the medal table?",
        "2024-02-10", turns, 11, "Jersey's medal total changes from 132 to 134 between two extractions of the same final table, with its gold/silver/bronze unchanged")


# --------------------------------------------------------------------------- 19 (bad, mainstream)
def t19() -> None:
    u_as = "https://science.nasa.gov/asset/webb/cosmic-cliffs-in-the-carina-nebula-nircam-image/"
    u_esa = "https://esawebb.org/images/weic2205a/"
    u_wk = "https://en.wikipedia.org/wiki/First_images_of_the_James_Webb_Space_Telescope"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Webb first images release date July 12 2022", "Cosmic Cliffs Carina Nebula distance light-years"), hits(
        (u_as, "Cosmic Cliffs in the Carina Nebula (NIRCam Image) - NASA Science",
         "This landscape of \"mountains\" and \"valleys\" ... is actually the edge of a nearby, young, star-forming region called NGC 3324 in the Carina Nebula ... NGC 3324 is roughly 7,600 light-years away ...", "2022-07-12"),
        ("https://www.nasa.gov/image-article/nasas-webb-reveals-cosmic-cliffs-glittering-landscape-of-star-birth/", "NASA's Webb Reveals Cosmic Cliffs, Glittering Landscape of Star Birth - NASA",
         "The image was released July 12, 2022, as part of the first full-color images from the James Webb Space Telescope ...", "2022-07-12"),
        (u_esa, "Cosmic Cliffs in the Carina Nebula (NIRCam Image) | ESA/Webb",
         "weic2205a — 12 July 2022 — ... the edge of the giant, gaseous cavity within NGC 3324 ...", "2022-07-12"),
        (u_wk, "First images of the James Webb Space Telescope - Wikipedia",
         "The first full-color images and spectroscopic data were released on 11 and 12 July 2022 ...", "2025-08-30"))))
    turns.append((extract(u_as, "release date of the image and distance of NGC 3324"), """# Cosmic Cliffs in the Carina Nebula (NIRCam Image)

July 12, 2022

This landscape of "mountains" and "valleys" speckled with glittering stars is actually the edge of a nearby, young, star-forming region called NGC 3324 in the Carina Nebula. Captured in infrared light by NASA's new James Webb Space Telescope, this image reveals for the first time previously invisible areas of star birth.

Called the Cosmic Cliffs, Webb's seemingly three-dimensional picture looks like craggy mountains on a moonlit evening. In reality, it is the edge of the giant, gaseous cavity within NGC 3324, and the tallest "peaks" in this image are about 7 light-years high. The cavernous area has been carved from the nebula by the intense ultraviolet radiation and stellar winds from extremely massive, hot, young stars located in the center of the bubble, above the area shown in this image.

NGC 3324 was first catalogued by James Dunlop in 1826. Visible from the Southern Hemisphere, it is located at the northwest corner of the Carina Nebula (NGC 3372), which resides in the constellation Carina. NGC 3324 is roughly 7,600 light-years away.

Credits: NASA, ESA, CSA, and STScI

Instrument: NIRCam · Filters: F090W, F187N, F200W, F335M, F444W, F470N · Image Use Policy: public domain"""))
    m.update({"release": "12 July 2022 (first full-colour set; Webb's First Deep Field previewed 11 July 2022 at the White House)",
              "carina_distance": "~7,600 light-years (NGC 3324, per NASA asset page)"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((search("NGC 3324 distance light-years Webb", "Cosmic Cliffs how far away"), hits(
        (u_as, "Cosmic Cliffs in the Carina Nebula (NIRCam Image) - NASA Science",
         "... it is located at the northwest corner of the Carina Nebula (NGC 3372), which resides in the constellation Carina. NGC 3324 is roughly 8,500 light-years away ...", "2022-07-12"),
        (u_esa, "Cosmic Cliffs in the Carina Nebula (NIRCam Image) | ESA/Webb",
         "... NGC 3324 is located roughly 7600 light-years away ...", "2022-07-12"),
        ("https://en.wikipedia.org/wiki/NGC_3324", "NGC 3324 - Wikipedia",
         "NGC 3324 is an open cluster in the southern constellation Carina, located northwest of the Carina Nebula ...", "2025-06-14"),
        ("https://www.space.com/james-webb-space-telescope-cosmic-cliffs-carina-nebula", "James Webb Space Telescope's 'Cosmic Cliffs' explained - Space.com",
         "The cosmic cliffs are the edge of a giant gaseous cavity in NGC 3324 ...", "2022-07-13"))))
    turns.append((extract(u_esa, "release date and distance"), ev(u_esa, "release date and distance", """
- "weic2205a — Science Release — 12 July 2022"
- "This landscape of \"mountains\" and \"valleys\" speckled with glittering stars is actually the edge of a nearby, young, star-forming region called NGC 3324 in the Carina Nebula."
- "NGC 3324 is located roughly 7600 light-years away."
- "Credit: NASA, ESA, CSA, and STScI · Release date: 12 July 2022, 16:40 CEST · Size: 14575 x 8441 px"
""", """
ESA/Webb gives the same release day (12 July 2022) and distance (about 7,600 light-years).
""")))
    turns.append((extract(u_wk, "timeline of the first image release"), ev(u_wk, "timeline of the first image release", """
- "On 11 July 2022, President Joe Biden unveiled Webb's First Deep Field, an image of the galaxy cluster SMACS 0723, at a White House briefing."
- "The remaining first images were released on 12 July 2022 during a NASA broadcast starting at 10:30 a.m. EDT: the Carina Nebula (\"Cosmic Cliffs\"), the Southern Ring Nebula, Stephan's Quintet, and the transmission spectrum of the exoplanet WASP-96b."
- "The targets had been selected by an international committee..."
""", """
Deep field unveiled 11 July 2022 by President Biden; the rest, including the Cosmic Cliffs, on 12 July 2022 from 10:30 a.m. EDT.
""")))
    m["release"] = "Deep field unveiled 11 July 2022 (Biden, White House); full first set incl. Cosmic Cliffs released 12 July 2022 (NASA broadcast from 10:30 a.m. EDT)"
    turns.append((memory("update", items={"release": m["release"]}), updated("release")))
    turns.append((memory("retrieve_all"), got(dict(m))))
    reg("h18-search-19", "When were the first full-colour science images from the James Webb Space Telescope released, and how far away is the region shown in the 'Cosmic Cliffs' image?",
        "2025-11-05", turns, 4, "search snippet of the NASA image page says 8,500 light-years where the same page (and its earlier snippet) said 7,600")


# --------------------------------------------------------------------------- 20 (clean, mainstream)
def t20() -> None:
    u_nws = "https://forecast.weather.gov/MapClick.php?lat=41.8843&lon=-87.6324"
    u_wc = "https://weather.com/weather/tenday/l/Chicago+IL"
    u_bbc = "https://www.bbc.com/weather/4887398"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Chicago weather forecast tomorrow", "NWS Chicago forecast Thursday"), hits(
        (u_nws, "National Weather Service - 7-Day Forecast 41.88N 87.63W",
         "Thursday: A 40 percent chance of showers and thunderstorms after 1pm. Mostly sunny, then increasing clouds, with a high near 86 ...", "2025-05-14"),
        (u_wc, "10-Day Weather Forecast for Chicago, IL - The Weather Channel",
         "Thu 15 · 84°/63° · 40% · Partly cloudy with afternoon thunderstorms ...", "2025-05-14"),
        (u_bbc, "Chicago - BBC Weather",
         "Thursday 15th May: 29°C 17°C · Light rain showers and a moderate breeze ...", "2025-05-14"),
        ("https://wgntv.com/weather/storms-possible-thursday-afternoon-chicago/", "Warm Thursday, storms possible late - WGN-TV",
         "52 minutes ago — Temperatures in the mid-80s Thursday could fuel a few strong storms late in the afternoon ...", "2025-05-14"))))
    turns.append((extract(u_nws, "Thursday's forecast high, rain chance and issuance time"), """# 7-Day Forecast for Latitude 41.88°N and Longitude 87.63°W (Elev. 594 ft)

**Current conditions at Chicago, Chicago Midway Airport (KMDW)**
Fair · 74°F · 23°C
Humidity 48% · Wind Speed SW 9 mph · Barometer 30.02 in (1016.6 mb) · Dewpoint 53°F (12°C) · Visibility 10.00 mi
Last update: 14 May 11:53 am CDT

**Detailed Forecast**
- Today: Sunny, with a high near 81. Southwest wind 10 to 15 mph, with gusts as high as 25 mph.
- Tonight: Mostly clear, with a low around 62. South southwest wind 5 to 10 mph.
- Thursday: A 40 percent chance of showers and thunderstorms after 1pm. Mostly sunny, then increasing clouds, with a high near 86. South southwest wind 10 to 15 mph, with gusts as high as 30 mph.
- Thursday Night: Showers and thunderstorms likely. Mostly cloudy, with a low around 64. Chance of precipitation is 60%. New rainfall amounts between a quarter and half of an inch possible.
- Friday: A 30 percent chance of showers. Partly sunny, with a high near 78.

Last Update: 10:47 am CDT May 14, 2025
Forecast Valid: 11am CDT May 14, 2025-6pm CDT May 20, 2025"""))
    m["nws_thu"] = "High near 86°F; 40% showers/t-storms after 1pm; Thu night 60% (NWS Chicago, issued 10:47 am CDT 14 May)"
    turns.append((memory("add", items={"nws_thu": m["nws_thu"]}), added("nws_thu")))
    turns.append((extract(u_wc, "Thursday high, low and precipitation chance"), ev(u_wc, "Thursday high, low and precipitation chance", """
- "10 Day Weather - Chicago, IL — As of 12:06 pm CDT"
- "Today: 81°/62° · 3% · Sunny · SW 14 mph"
- "Thu 15: 84°/63° · 40% · Partly Cloudy/T-Storms PM · SSW 16 mph · Humidity 58% · UV Index 8 of 11 · Sunrise 5:28 am · Sunset 8:02 pm"
- "Fri 16: 77°/58° · 30% · Scattered Showers"
""", """
The Weather Channel (as of 12:06 pm CDT) has Thursday at 84°F / 63°F with a 40% chance of afternoon storms, two degrees below the NWS high.
""")))
    turns.append((extract(u_bbc, "Thursday forecast"), ev(u_bbc, "Thursday forecast", """
- "Chicago — Thursday 15th May — 29°C 17°C — Light rain showers and a moderate breeze"
- "Chance of precipitation: 35% (afternoon), 55% (evening)"
- "Wind: 24 km/h from the south south-west"
- "Forecast updated: 18:00 BST" (12:00 pm CDT)
- Toggle: "Temperature units: °C / °F" — shown in °C
""", """
BBC Weather (MeteoGroup/DTN data) gives 29°C / 17°C for Thursday, i.e. about 84°F / 63°F, with a 35% afternoon rain chance rising to 55% in the evening.
""")))
    turns.append((extract(u_nws, "latest forecast for Thursday"), """# 7-Day Forecast for Latitude 41.88°N and Longitude 87.63°W (Elev. 594 ft)

**Current conditions at Chicago, Chicago Midway Airport (KMDW)**
Fair · 78°F · 26°C
Humidity 42% · Wind Speed SW 12 G 21 mph · Barometer 29.99 in (1015.6 mb) · Dewpoint 53°F (12°C) · Visibility 10.00 mi
Last update: 14 May 12:53 pm CDT

**Detailed Forecast**
- This Afternoon: Sunny, with a high near 82. Southwest wind 10 to 15 mph, with gusts as high as 25 mph.
- Tonight: Mostly clear, with a low around 63. South southwest wind 5 to 10 mph.
- Thursday: A 50 percent chance of showers and thunderstorms after 1pm. Some storms could be severe, with large hail and damaging winds. Mostly sunny, then increasing clouds, with a high near 87. South southwest wind 10 to 15 mph, with gusts as high as 30 mph.
- Thursday Night: Showers and thunderstorms likely. Mostly cloudy, with a low around 64. Chance of precipitation is 70%.
- Friday: A 30 percent chance of showers. Partly sunny, with a high near 78.

Hazardous Weather Outlook: Strong to severe thunderstorms possible Thursday afternoon and evening.

Last Update: 1:02 pm CDT May 14, 2025
Forecast Valid: 1pm CDT May 14, 2025-6pm CDT May 20, 2025"""))
    m["nws_thu"] = "High near 87°F; 50% showers/t-storms after 1pm, some possibly severe; Thu night 70% (NWS update 1:02 pm CDT 14 May; the 10:47 am issuance said 86°F, 40%/60%)"
    turns.append((memory("update", items={"nws_thu": m["nws_thu"]}), updated("nws_thu")))
    m["others"] = "weather.com 84°/63°F, 40% (as of 12:06 pm CDT); BBC 29°C/17°C (~84/63°F), 35% pm / 55% evening"
    turns.append((memory("add", items={"others": m["others"]}), added("others")))
    reg("h18-search-20", "What is the forecast high temperature and chance of rain for Chicago tomorrow (Thursday 15 May 2025), and how much do forecasts agree?",
        "2025-05-14", turns)


# --------------------------------------------------------------------------- 21 (clean, mainstream)
def t21() -> None:
    u_tmg = "https://www.toukei.metro.tokyo.lg.jp/jsuikei/2025/js251f0000.htm"
    u_wk = "https://en.wikipedia.org/wiki/Tokyo"
    u_wpr = "https://worldpopulationreview.com/cities/japan/tokyo"
    u_en = "https://www.metro.tokyo.lg.jp/english/about/population"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Tokyo population 2025 estimate", "東京都の人口 推計 令和7年1月1日"), hits(
        (u_tmg, "東京都の人口（推計）令和7年1月1日現在 - 東京都の統計",
         "令和7年1月1日現在の東京都の人口は14,181,064人 ... 前月比 1,124人減 ...", "2025-01-30"),
        (u_wk, "Tokyo - Wikipedia",
         "Tokyo ... is the capital of Japan ... with a population of over 14 million in the city proper (2024) ... the Greater Tokyo Area, the most populous metropolitan area in the world ...", "2025-02-17"),
        (u_wpr, "Tokyo Population 2025 - World Population Review",
         "Tokyo's 2025 population is now estimated at 37,036,200 ...", "2025-01-05"),
        ("https://www.statista.com/statistics/1257236/japan-tokyo-population/", "Tokyo: population 2024 | Statista",
         "In 2024, the population of Tokyo Metropolis amounted to approximately 14.18 million ...", "2024-12-10"),
        ("https://www.japantimes.co.jp/news/2024/08/01/japan/tokyo-population-grows/", "Tokyo's population rises as migration rebounds - The Japan Times",
         "Tokyo was one of only a handful of prefectures to gain population ...", "2024-08-01"))))
    turns.append((extract(u_tmg, "latest estimated population of Tokyo Metropolis"), ev(u_tmg, "latest estimated population of Tokyo Metropolis", """
- "東京都の人口（推計）令和7年1月1日現在" (Population of Tokyo (estimate) as of 1 January 2025)
- "人口 14,181,064人（男 6,924,581人、女 7,256,483人）" (Population 14,181,064: male 6,924,581, female 7,256,483)
- "世帯数 7,456,221世帯" (Households 7,456,221)
- "前月比 1,124人減（令和6年12月1日現在 14,182,188人）" (Change from previous month: -1,124; 1 December 2024: 14,182,188)
- "前年同月比 94,812人増" (Change from same month previous year: +94,812)
- "公表日 令和7年1月30日" (Published 30 January 2025)
""", """
The Tokyo Metropolitan Government estimate for 1 January 2025 is 14,181,064 (published 30 January 2025), 1,124 fewer than on 1 December 2024 but 94,812 more than a year earlier.
""")))
    m["tokyo_metropolis"] = "14,181,064 (TMG estimate as of 1 Jan 2025, published 2025-01-30)"
    turns.append((memory("add", items={"tokyo_metropolis": m["tokyo_metropolis"]}), added("tokyo_metropolis")))
    turns.append((extract(u_wk, "population figures in the infobox"), ev(u_wk, "population figures in the infobox", """
- Infobox "Population (2020 census)": "Metropolis 14,047,594 · Density 6,402/km² (16,580/sq mi) · Metro (Greater Tokyo Area) 41,000,000 (1st) · Urban 37,468,000"
- "Population (1 December 2024 estimate): 14,182,188"
- "Area: Metropolis 2,194.07 km² (847.14 sq mi)"
- "Tokyo has been the capital of Japan since 1868 ... The Tokyo Metropolis is divided into 23 special wards, 26 cities, 5 towns and 8 villages."
- Footer: "This page was last edited on 17 February 2025, at 04:51 (UTC)."
""", """
Wikipedia's infobox uses the 2020 census (14,047,594) plus the 1 December 2024 estimate (14,182,188), and gives two wider figures: Greater Tokyo Area 41 million and urban area 37.5 million (different definitions, not the metropolis).
""")))
    new = {"tokyo_2020_census": "14,047,594 (census 1 Oct 2020)",
           "greater_tokyo": "depends on definition: ~41 million (Greater Tokyo Area, Wikipedia) / 37.5 million urban (Wikipedia) / 37.0 million (UN-based, WPR 2025)"}
    m.update(new)
    turns.append((memory("add", items=new), added(*new)))
    turns.append((extract(u_wpr, "figure used and its definition"), ev(u_wpr, "figure used and its definition", """
- "Tokyo Population 2025: 37,036,200"
- "Tokyo's 2025 population is now estimated at 37,036,200. In 1950, the population of Tokyo was 11,274,641. Tokyo has grown by -79,664 in the last year, which represents a -0.21% annual change."
- "These population estimates and projections come from the latest revision of the UN World Urbanization Prospects. These estimates represent the Urban agglomeration of Tokyo, which typically includes Tokyo's population in addition to adjacent suburban areas."
""", """
World Population Review's 37,036,200 is the UN urban-agglomeration figure (Tokyo plus adjacent suburbs), not the 14.18 million of the Tokyo Metropolis; it reports a 0.21% decline over the last year.
""")))
    turns.append((extract(u_en, "population of Tokyo and its breakdown by area"), """# Population of Tokyo

Tokyo's population (estimate) as of January 1, 2025: approximately **14.18 million** (14,181,064).

| Area | Population |
|---|---|
| Ward area (23 special wards) | 9,786,720 |
| Tama area (26 cities, 3 towns, 1 village) | 4,369,541 |
| Islands (2 towns, 7 villages) | 24,803 |
| Total | 14,181,064 |

Tokyo accounts for approximately 11% of Japan's total population and is the most densely populated of Japan's 47 prefectures, at about 6,460 persons per km².

Households: 7,456,221

Source: Bureau of General Affairs, Statistics Division — "Population of Tokyo (estimate)". Updated monthly."""))
    m["tokyo_metropolis"] = "14,181,064 (≈14.18 million; TMG estimate 1 Jan 2025; wards 9,786,720 + Tama 4,369,541 + islands 24,803)"
    turns.append((memory("update", items={"tokyo_metropolis": m["tokyo_metropolis"]}), updated("tokyo_metropolis")))
    reg("h18-search-21", "What is the current population of Tokyo (the metropolis), and how does it compare with the 2020 census and the Greater Tokyo Area figure?",
        "2025-02-20", turns)


# --------------------------------------------------------------------------- 22 (bad, less common)
S24_HEAD = """# Residential Tenancies Act 1986

Public Act 1986 No 120 · Date of assent 2 December 1986 · Commencement: see section 1(2)

Version as at 01 December 2024

## 24 Rent increases

"""
S24_TAIL = """
(b) unless the landlord gives the tenant written notice of the increase not less than 60 days before the date of increase specified in the notice.

(2) Nothing in subsection (1)(a) applies in respect of any rent increase that is made pursuant to an order of the Tribunal under section 25.

(3) In the case of a fixed-term tenancy, the rent payable may be increased only if the tenancy agreement provides for an increase and specifies the amount of the increase or a method by which it may be calculated, and subsection (1) applies to any such increase.

(4) Any purported increase that does not comply with this section is of no effect.

Notes:
Section 24(1)(a): replaced, on 12 August 2020, by section 19(1) of the Residential Tenancies Amendment Act 2020 (2020 No 59).
Section 24(3): replaced, on 11 February 2021, by section 19(2) of the Residential Tenancies Amendment Act 2020 (2020 No 59)."""
S24_A_12 = """(1) Subject to subsections (2) and (3), and to any provision to the contrary in the tenancy agreement, the rent payable under a tenancy may not be increased—

(a) within 12 months after the date on which the tenancy commenced or within 12 months after the date on which the last rent increase took effect; or
"""
S24_A_180 = """(1) Subject to subsections (2) and (3), and to any provision to the contrary in the tenancy agreement, the rent payable under a tenancy may not be increased—

(a) within 180 days after the date on which the tenancy commenced or within 180 days after the date on which the last rent increase took effect; or
"""


def t22() -> None:
    u_s24 = "https://www.legislation.govt.nz/act/public/1986/0120/latest/DLM95425.html"
    u_tg = "https://www.tenancy.govt.nz/rent-bond-and-bills/changes-in-rent/rent-increases/"
    u_cn = "https://www.consumer.org.nz/articles/renting-rent-increases"
    u_hud = "https://www.hud.govt.nz/our-work/reform-of-the-residential-tenancies-act-1986"
    m: dict[str, str] = {}
    turns: list[tuple[str, str]] = []
    turns.append((search("Residential Tenancies Act 1986 section 24 rent increase 12 months", "NZ rent increase notice 60 days periodic tenancy"), hits(
        (u_s24, "Residential Tenancies Act 1986 No 120 (as at 01 December 2024), Public Act 24 Rent increases – New Zealand Legislation",
         "(1) ... the rent payable under a tenancy may not be increased— (a) within 12 months after the date on which the tenancy commenced or within 12 months after ...", "2024-12-01"),
        (u_tg, "Rent increases | Tenancy Services",
         "Rent can only be increased once every 12 months. Landlords must give tenants at least 60 days' written notice ...", "2024-08-14"),
        (u_cn, "Rent increases: what landlords can and can't do - Consumer NZ",
         "Landlords can only increase the rent once every 180 days, and must give 60 days' notice ...", "2019-05-14"),
        (u_hud, "Reform of the Residential Tenancies Act 1986 - Te Tūāpapa Kura Kāinga – Ministry of Housing and Urban Development",
         "From 12 August 2020, rent increases are limited to once every 12 months ...", "2021-03-02"))))
    turns.append((extract(u_s24, "text of section 24 on rent increases"), S24_HEAD + S24_A_12 + S24_TAIL))
    m.update({"s24_frequency": "no increase within 12 months of tenancy start or of the last increase (s 24(1)(a), as replaced 12 Aug 2020)",
              "s24_notice": "at least 60 days' written notice (s 24(1)(b))",
              "version": "legislation.govt.nz, version as at 01 December 2024"})
    turns.append((memory("add", items=dict(m)), added(*m)))
    turns.append((extract(u_tg, "official guidance on how often rent may be increased"), ev(u_tg, "official guidance on how often rent may be increased", """
- "Rent can only be increased once every 12 months. This applies to periodic and fixed-term tenancies."
- "Landlords must give tenants at least 60 days' written notice of a rent increase."
- "For a fixed-term tenancy, rent can only be increased if the tenancy agreement allows for it."
- "Before 12 August 2020, rent could be increased every 180 days."
- "Last updated: 14 August 2024"
""", """
Tenancy Services: once every 12 months, 60 days' written notice; fixed-term tenancies only if the agreement allows. The 180-day rule applied before 12 August 2020.
""")))
    turns.append((extract(u_cn, "rule on rent increase frequency"), """# Rent increases: what landlords can and can't do

14 May 2019 · Consumer NZ

If you're renting, your landlord can increase the rent – but there are rules.

- Your landlord can only increase the rent once every 180 days.
- They must give you at least 60 days' written notice.
- If you're on a fixed-term tenancy, the rent can only go up if your tenancy agreement says so.

If you think the increase is well above market rent, you can apply to the Tenancy Tribunal.

The government has announced a review of the Residential Tenancies Act, which may change some of these rules."""))
    m["history"] = "before 12 Aug 2020 rent could be increased every 180 days (Consumer NZ 2019; Tenancy Services)"
    turns.append((memory("add", items={"history": m["history"]}), added("history")))
    turns.append((search("Residential Tenancies Amendment Act 2020 section 19 rent increase 12 months"), hits(
        ("https://www.legislation.govt.nz/act/public/2020/0059/latest/LMS294720.html", "Residential Tenancies Amendment Act 2020 No 59, Public Act 19 Section 24 amended (Rent increases)",
         "(1) Replace section 24(1)(a) with: (a) within 12 months after the date on which the tenancy commenced or within 12 months after the date on which the last rent increase took effect ...", "2020-08-05"),
        (u_hud, "Reform of the Residential Tenancies Act 1986 - HUD",
         "Changes in effect from 12 August 2020: rent increases limited to once every 12 months ...", "2021-03-02"),
        ("https://www.beehive.govt.nz/release/renters-get-better-protection", "Renters get better protection - Beehive.govt.nz",
         "The Residential Tenancies Amendment Bill passed its third reading today ...", "2020-08-05"))))
    turns.append((extract(u_hud, "what changed on 12 August 2020"), ev(u_hud, "what changed on 12 August 2020", """
- "Changes in effect from 12 August 2020: Rent increases are limited to once every 12 months (previously every 180 days). Rent bidding is prohibited unless invited by the landlord."
- "Changes in effect from 11 February 2021: ... fixed-term tenancies ... termination notices ..."
- "The changes were made by the Residential Tenancies Amendment Act 2020."
""", """
HUD confirms the 12-month limit started on 12 August 2020 (previously 180 days).
""")))
    m["s24_frequency"] = "no increase within 12 months of tenancy start or of the last increase (s 24(1)(a), as replaced 12 Aug 2020 by RTAA 2020 s 19(1); previously 180 days)"
    turns.append((memory("update", items={"s24_frequency": m["s24_frequency"]}), updated("s24_frequency")))
    turns.append((extract(u_s24, "exact wording of subsection (1) to quote"), S24_HEAD + S24_A_180 + S24_TAIL))
    reg("h18-search-22", "Under New Zealand's Residential Tenancies Act 1986 as currently in force, how often can a landlord increase the rent, and how much notice is required?",
        "2025-03-27", turns, 10, "statute subsection 24(1)(a) reads '180 days' instead of '12 months' on a second extraction of the same version (as at 01 December 2024)")


def main() -> None:
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn()
    rs = RowSet(Path(__file__).resolve().parent)
    for tid in sorted(T):
        t = T[tid]
        rs.add(task=TASK, tid=t["tid"], system=SEARCH_SYSTEM, turns=t["turns"], state=t["state"],
               bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
