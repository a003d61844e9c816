# ruff: noqa: E501
"""Held-out set h58, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Topics rotate through science, health and technology facts (Nobel prizes, space missions, element discoveries,
vaccine approvals, disease and hospital statistics, chips, language releases, company headcounts, telescopes,
earthquakes, rivers and dams). Eleven trajectories hold exactly one contradiction (one observed detail that
disagrees with what an earlier observation established); eleven are clean but full of legitimate changes.
Written blind, without looking at any checker.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, pj, results, search

TOOLS = [
    {"name": "web_search", "description": "Performs batched web searches: supply an array 'queries'; the tool retrieves the top 10 results for each query in one call.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "description": "Array of query strings."}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Fetch a webpage and return its main content as Markdown, focused on the stated goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to read."}, "goal": {"type": "string", "description": "What information to look for on the page."}}, "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "A persistent key-value scratchpad for intermediate findings.",
     "parameters": {"type": "object", "properties": {"operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]}, "dict": {"type": "object", "description": "Key-value pairs for add/update."}, "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}}, "required": ["operation"]}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model** — a precise web search and information retrieval environment simulator. Simulate the execution of search and memory tool calls and predict the **exact tool response** a real execution environment would return. Factual accuracy comes first; query relevance and consistency with the whole session come right after.

## Core Responsibilities

1. **Factuality First**: never fabricate facts to appear more relevant.
2. **Response Simulation**: realistic output matching real search engine behaviour.
3. **Context Maintenance**: track search results, extracted content and memory state across turns.
4. **Behavioral Fidelity**: reproduce real ranking, result diversity and webpage structure.

# Environment Management

Initial state is typically empty, with no prior search history or memory entries, unless the Current State says otherwise.

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

Track across turns: discovered facts, URLs from search results, memory contents, query progression.

# Environment Execution

### web_search
Input: `{"queries": ["query1", ...]}` or `{"query": "single_query"}`. Output format:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024

[2] ...
```

Generate 10 relevant results per query (for batch queries, 10 for EACH query in order), numbered `[1]`, `[2]`, ... . URLs should match the topic; snippets tease key facts; use `N/A` as the date of undated reference pages and realistic dates for news and blogs; mix Wikipedia, official sites, news, educational resources and occasional forums.

### web_extractor
Input: `{"url": "<webpage_url>", "goal": "..."}`. Output: the page's text as Markdown — headers with `#`, tables with `|`, lists with `-` or `1.`, quotes with `>`, minimal boilerplate. **Consistency requirement**: content MUST align with prior search snippets for this URL and with earlier extractions of it. Invalid URLs return an error about the inaccessible page.

### dict_memory
| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs or "Key not found" |
| `retrieve_all` | (none) | All stored key-value pairs |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Track memory state across the whole conversation; retrieve returns exactly the data stored before; memory persists until explicitly removed.

# Key Principles
Format (exact output formats above), Factuality (real-world knowledge; do not invent entities, numbers or citations), Consistency (with history, memory state and earlier snippets), Realism, Quality (complete yet concise).

# Input Definitions & Action Space

""" + json.dumps(TOOLS, indent=2) + """

Reply to each tool call with the tool's output after **Environment Observation:**."""

EMPTY = "Search history: none.\nMemory: {} (empty)."


def sr(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: ten ranked results in a code block."""
    assert len(items) == 10, len(items)
    return "```\n" + results(*items) + "\n```"


def swap(obs: str, old: str, new: str) -> str:
    """Inject one contradicting detail into an otherwise consistent observation."""
    assert obs.count(old) == 1, (old, obs.count(old))
    return obs.replace(old, new)


class Mem:
    """The dict_memory store; every call returns (action, observation) and keeps the state."""

    def __init__(self, init: dict[str, str] | None = None) -> None:
        self.d: dict[str, str] = dict(init or {})

    def add(self, d: dict[str, str]) -> tuple[str, str]:
        self.d.update(d)
        return memory("add", dict=d), f"Successfully added items of {list(d)!r} to memory."

    def update(self, d: dict[str, str]) -> tuple[str, str]:
        assert all(k in self.d for k in d), d
        self.d.update(d)
        return memory("update", dict=d), f"Successfully updated items of {list(d)!r} in memory."

    def remove(self, ks: list[str]) -> tuple[str, str]:
        for k in ks:
            del self.d[k]
        return memory("remove", key_list=ks), f"Successfully removed items of {ks!r} from memory."

    def get(self, ks: list[str]) -> tuple[str, str]:
        found = {k: self.d[k] for k in ks if k in self.d}
        parts = [pj(found)] if found else []
        parts += [f"Key not found: '{k}'" for k in ks if k not in self.d]
        return memory("retrieve", key_list=ks), "\n".join(parts)

    def all(self) -> tuple[str, str]:
        return memory("retrieve_all"), pj(self.d) if self.d else "Memory is empty."


def state(mem: dict[str, Any]) -> str:
    return "Search history: none.\nMemory:\n" + pj(mem)


# ---------------------------------------------------------------- 01 Nobel Physics 2023 (nobelprize.org, Wikipedia) — clean
def t01(rs: RowSet) -> None:
    m = Mem()
    q1 = "2023 Nobel Prize in Physics laureates attosecond pulses"
    o1 = sr(
        ("https://www.nobelprize.org/prizes/physics/2023/press-release/", "Press release: The Nobel Prize in Physics 2023 - NobelPrize.org",
         "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2023 to Pierre Agostini, Ferenc Krausz and Anne L'Huillier “for experimental methods that generate attosecond pulses of light ...", "Oct 3, 2023"),
        ("https://en.wikipedia.org/wiki/Anne_L%27Huillier", "Anne L'Huillier - Wikipedia",
         "Anne Geneviève L'Huillier (born 16 August 1958) is a French-Swedish physicist and professor of atomic physics at Lund University. She shared the 2023 Nobel Prize in Physics ...", "N/A"),
        ("https://www.nytimes.com/2023/10/03/science/nobel-prize-physics.html", "Nobel Prize in Physics Awarded for Studies of Electrons in Flashes of Light - The New York Times",
         "Pierre Agostini, Ferenc Krausz and Anne L'Huillier were honored for experiments that capture the movement of electrons within atoms in attoseconds ...", "Oct 3, 2023"),
        ("https://en.wikipedia.org/wiki/Ferenc_Krausz", "Ferenc Krausz - Wikipedia",
         "Ferenc Krausz (born 17 May 1962) is a Hungarian-Austrian physicist working in attosecond science. He is a director at the Max Planck Institute of Quantum Optics and a professor ...", "N/A"),
        ("https://news.osu.edu/ohio-state-professor-emeritus-pierre-agostini-wins-nobel-prize-in-physics/", "Ohio State professor emeritus Pierre Agostini wins Nobel Prize in physics",
         "Agostini, professor emeritus of physics, shares the prize for work that produced pulses of light lasting 250 attoseconds, opening a window on electron dynamics ...", "Oct 3, 2023"),
        ("https://www.nature.com/articles/d41586-023-03047-5", "Physicists who built ultrafast 'attosecond' lasers win Nobel prize - Nature",
         "The technique lets researchers take snapshots of electrons moving in atoms and molecules. Three scientists share this year's award ...", "Oct 3, 2023"),
        ("https://www.lunduniversity.lu.se/article/anne-lhuillier-awarded-nobel-prize-physics-2023", "Anne L'Huillier awarded the Nobel Prize in Physics 2023 | Lund University",
         "Anne L'Huillier, professor of atomic physics at Lund University, is awarded the Nobel Prize in Physics for her discoveries of high-order harmonic generation ...", "Oct 3, 2023"),
        ("https://physicsworld.com/a/attosecond-physics-pioneers-share-2023-nobel-prize-for-physics/", "Attosecond physics pioneers share 2023 Nobel Prize for Physics – Physics World",
         "Agostini, Krausz and L'Huillier are honoured for developing techniques to create pulses of light short enough to track electrons ...", "Oct 3, 2023"),
        ("https://www.mpq.mpg.de/7038297/nobel-prize-in-physics-for-ferenc-krausz", "Nobel Prize in Physics for Ferenc Krausz - Max Planck Institute of Quantum Optics",
         "The director at MPQ in Garching and professor at LMU Munich receives the award together with Pierre Agostini and Anne L'Huillier ...", "Oct 3, 2023"),
        ("https://www.reddit.com/r/Physics/comments/16ykq3w/2023_nobel_prize_in_physics_awarded_for/", "2023 Nobel Prize in Physics awarded for attosecond physics : r/Physics",
         "1.2k votes, 143 comments. Well deserved, HHG has been the workhorse of ultrafast spectroscopy for two decades ...", "Oct 3, 2023"),
    )
    o2 = """# Press release

3 October 2023

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2023 to

**Pierre Agostini**
The Ohio State University, Columbus, USA

**Ferenc Krausz**
Max Planck Institute of Quantum Optics, Garching and Ludwig-Maximilians-Universität München, Germany

**Anne L’Huillier**
Lund University, Sweden

> “for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter”

## Experiments with light capture the shortest of moments

The three Nobel Laureates in Physics 2023 are being recognised for their experiments, which have given humanity new tools for exploring the world of electrons inside atoms and molecules. Pierre Agostini, Ferenc Krausz and Anne L’Huillier have demonstrated a way to create extremely short pulses of light that can be used to measure the rapid processes in which electrons move or change energy.

Fast-moving events flow into each other when perceived by humans, just like a film that consists of still images is perceived as continual movement. If we want to investigate really brief events, we need special technology. In the world of electrons, changes occur in a few tenths of an attosecond – an attosecond is so short that there are as many in one second as there have been seconds since the birth of the universe.

The laureates’ experiments have produced pulses of light so short that they are measured in attoseconds, thus demonstrating that these pulses can be used to provide images of processes inside atoms and molecules.

In 1987, Anne L’Huillier discovered that many different overtones of light arose when she transmitted infrared laser light through a noble gas. Each overtone is a light wave with a given number of cycles for each cycle in the laser light. They are caused by the laser light interacting with atoms in the gas; it gives some electrons extra energy that is then emitted as light. Anne L’Huillier has continued to explore this phenomenon, laying the ground for subsequent breakthroughs.

In 2001, Pierre Agostini succeeded in producing and investigating a series of consecutive light pulses, in which each pulse lasted just 250 attoseconds. At the same time, Ferenc Krausz was working with another type of experiment, one that made it possible to isolate a single light pulse that lasted 650 attoseconds.

The laureates’ contributions have enabled the investigation of processes that are so rapid they were previously impossible to follow.

“We can now open the door to the world of electrons. Attosecond physics gives us the opportunity to understand mechanisms that are governed by electrons. The next step will be utilising them,” says Eva Olsson, Chair of the Nobel Committee for Physics.

There are potential applications in many different areas. In electronics, for example, it is important to understand and control how electrons behave in a material. Attosecond pulses can also be used to identify different molecules, such as in medical diagnostics.

## Pierre Agostini
Born 1941 in Tunis, Tunisia. PhD 1968 from Aix-Marseille University, France. Professor at The Ohio State University, Columbus, USA.

## Ferenc Krausz
Born 1962 in Mór, Hungary. PhD 1991 from Vienna University of Technology, Austria. Director at Max Planck Institute of Quantum Optics, Garching and Professor at Ludwig-Maximilians-Universität München, Germany.

## Anne L’Huillier
Born 1958 in Paris, France. PhD 1986 from University Pierre and Marie Curie, Paris, France. Professor at Lund University, Sweden.

**Prize amount:** 11 million Swedish kronor, to be shared equally between the Laureates.

**Further information:** www.kva.se and www.nobelprize.org
**Press contact:** Eva Nevelius, Press Secretary, +46 70 878 67 63, eva.nevelius@kva.se"""
    q4 = "women Nobel Prize in Physics laureates list L'Huillier fifth woman"
    o4 = sr(
        ("https://www.nobelprize.org/prizes/lists/nobel-prize-awarded-women/", "Nobel Prize awarded women - NobelPrize.org",
         "The Nobel Prize and the Sveriges Riksbank Prize in Economic Sciences have been awarded to women 65 times between 1901 and 2023. Physics: Marie Curie 1903, Maria Goeppert Mayer 1963, Donna Strickland 2018, Andrea Ghez 2020, Anne L'Huillier 2023 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_female_Nobel_laureates", "List of female Nobel laureates - Wikipedia",
         "As of 2023, the Nobel Prize has been awarded to 64 women ... Five women have won the Nobel Prize in Physics.", "N/A"),
        ("https://www.theguardian.com/science/2023/oct/03/nobel-prize-in-physics-awarded-for-work-on-electrons", "Nobel prize in physics awarded for work on electrons - The Guardian",
         "L'Huillier is only the fifth woman to win the physics prize. She said she was teaching when the call came: “It was very difficult to get me,” ...", "Oct 3, 2023"),
        ("https://www.nobelprize.org/prizes/physics/2020/ghez/facts/", "Andrea Ghez – Facts – 2020 - NobelPrize.org",
         "Andrea Ghez, University of California, Los Angeles. Prize share: 1/4. The 2020 prize of SEK 10 million was divided, one half to Roger Penrose, the other half jointly to Reinhard Genzel and Andrea Ghez ...", "N/A"),
        ("https://www.nobelprize.org/prizes/physics/2018/strickland/facts/", "Donna Strickland – Facts – 2018 - NobelPrize.org",
         "Donna Strickland, University of Waterloo, Canada. Prize motivation: “for their method of generating high-intensity, ultra-short optical pulses.” Prize share: 1/4", "N/A"),
        ("https://www.aps.org/publications/apsnews/202311/women.cfm", "Five women, 120 years: the slow climb of women in the physics Nobel | APS News",
         "From Marie Curie in 1903 to Maria Goeppert Mayer in 1963, the gap was 60 years; the next three came in just five years ...", "Nov 14, 2023"),
        ("https://www.nobelprize.org/prizes/physics/1963/mayer/facts/", "Maria Goeppert Mayer – Facts - NobelPrize.org",
         "Maria Goeppert Mayer, University of California, La Jolla, CA, USA. Prize motivation: “for their discoveries concerning nuclear shell structure.”", "N/A"),
        ("https://www.scientificamerican.com/article/anne-lhuillier-becomes-fifth-woman-to-win-nobel-prize-in-physics/", "Anne L'Huillier Becomes Fifth Woman to Win Nobel Prize in Physics",
         "The award puts L'Huillier alongside Curie, Goeppert Mayer, Strickland and Ghez. She is also a member of the Nobel Committee for Physics ...", "Oct 3, 2023"),
        ("https://www.statista.com/statistics/1243384/nobel-prize-laureates-by-gender/", "Nobel Prize laureates by gender and category 1901-2023 | Statista",
         "Physics: 225 laureates, of whom 5 women; Chemistry: 194 laureates, of whom 8 women ...", "Oct 10, 2023"),
        ("https://www.quora.com/Who-are-the-women-who-won-the-Nobel-Prize-in-Physics", "Who are the women who won the Nobel Prize in Physics? - Quora",
         "Marie Curie (1903), Maria Goeppert Mayer (1963), Donna Strickland (2018), Andrea Ghez (2020) and, most recently, Anne L'Huillier (2023) ...", "Oct 5, 2023"),
    )
    t = [(search(q1), o1),
         (extract("https://www.nobelprize.org/prizes/physics/2023/press-release/", "laureates, affiliations, motivation and prize amount"), o2),
         m.add({"physics_2023_laureates": "Pierre Agostini (Ohio State University); Ferenc Krausz (MPQ Garching & LMU Munich); Anne L'Huillier (Lund University)",
                "physics_2023_announced": "3 October 2023",
                "physics_2023_prize_amount": "SEK 11 million, shared equally"}),
         (search(q4), o4),
         m.add({"women_physics_laureates": "Marie Curie 1903; Maria Goeppert Mayer 1963; Donna Strickland 2018; Andrea Ghez 2020; Anne L'Huillier 2023"}),
         m.update({"physics_2023_prize_amount": "SEK 11 million, shared equally (2020 prize was SEK 10 million)"}),
         m.all()]
    rs.add("search", "h58-search-01", SYSTEM, t, state=EMPTY)


# ---------------------------------------------------------------- 02 Nobel Chemistry 2019 (nobelprize.org facts pages) — memory value drift
def t02(rs: RowSet) -> None:
    m = Mem()
    q1 = "nobelprize.org chemistry 2019 facts Goodenough Whittingham Yoshino lithium-ion"
    o1 = sr(
        ("https://www.nobelprize.org/prizes/chemistry/2019/summary/", "The Nobel Prize in Chemistry 2019 - NobelPrize.org",
         "The Nobel Prize in Chemistry 2019 was awarded jointly to John B. Goodenough, M. Stanley Whittingham and Akira Yoshino “for the development of lithium-ion batteries.”", "N/A"),
        ("https://www.nobelprize.org/prizes/chemistry/2019/goodenough/facts/", "John B. Goodenough – Facts – 2019 - NobelPrize.org",
         "John B. Goodenough. Born: 25 July 1922, Jena, Germany. Died: 25 June 2023, Austin, TX, USA. Affiliation at the time of the award: University of Texas, Austin ...", "N/A"),
        ("https://www.nobelprize.org/prizes/chemistry/2019/whittingham/facts/", "M. Stanley Whittingham – Facts – 2019 - NobelPrize.org",
         "M. Stanley Whittingham. Born: 22 December 1941, Nottingham, United Kingdom. Affiliation at the time of the award: Binghamton University, State University of New York ...", "N/A"),
        ("https://www.nobelprize.org/prizes/chemistry/2019/yoshino/facts/", "Akira Yoshino – Facts – 2019 - NobelPrize.org",
         "Akira Yoshino. Born: 30 January 1948, Suita, Japan. Affiliation at the time of the award: Asahi Kasei Corporation, Tokyo, Japan; Meijo University, Nagoya ...", "N/A"),
        ("https://www.nobelprize.org/prizes/chemistry/2019/press-release/", "Press release: The Nobel Prize in Chemistry 2019 - NobelPrize.org",
         "9 October 2019. The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2019 to John B. Goodenough, M. Stanley Whittingham, Akira Yoshino ...", "Oct 9, 2019"),
        ("https://www.nobelprize.org/prizes/chemistry/2019/popular-information/", "Popular information: They developed the world's most powerful battery",
         "Stanley Whittingham discovered an energy-rich material, titanium disulphide, which he used to create an innovative cathode in a lithium battery ...", "N/A"),
        ("https://www.nobelprize.org/nomination/archive/show_people.php?id=12741", "Nomination archive - John B Goodenough - NobelPrize.org",
         "Nominee in 0 nominations (archive opens after 50 years). See Nobel Prize facts for the 2019 award ...", "N/A"),
        ("https://en.wikipedia.org/wiki/John_B._Goodenough", "John B. Goodenough - Wikipedia",
         "John Bannister Goodenough (July 25, 1922 – June 25, 2023) was an American materials scientist ... At 97 he became the oldest Nobel laureate in history.", "N/A"),
        ("https://www.acs.org/pressroom/newsreleases/2019/october/nobel-prize-in-chemistry-2019.html", "2019 Nobel Prize in Chemistry - American Chemical Society",
         "ACS congratulates the three laureates for the development of the rechargeable lithium-ion battery ...", "Oct 9, 2019"),
        ("https://www.asahi-kasei.com/news/2019/e191009.html", "Honorary Fellow Akira Yoshino awarded the 2019 Nobel Prize in Chemistry | Asahi Kasei",
         "Akira Yoshino, Honorary Fellow of Asahi Kasei, has been awarded the Nobel Prize in Chemistry for the development of the lithium-ion battery ...", "Oct 9, 2019"),
    )

    def facts(name: str, born: str, died: str | None, aff: str, work: str) -> str:
        d = f"Died: {died}\n\n" if died else ""
        return (f"Skip to content\n\n# {name}\n\nThe Nobel Prize in Chemistry 2019\n\n**{name}**\n\nBorn: {born}\n\n{d}"
                f"Affiliation at the time of the award: {aff}\n\nPrize motivation: “for the development of lithium-ion batteries”\n\n"
                f"Prize share: 1/3\n\n## Work\n\n{work}\n\n---\nTo cite this section\nMLA style: {name} – Facts. NobelPrize.org. Nobel Prize Outreach 2025. "
                "Sun. 14 Sep 2025. <https://www.nobelprize.org/prizes/chemistry/2019/>\n\nBack to top\n\nExplore prizes and laureates")
    o2 = facts("John B. Goodenough", "25 July 1922, Jena, Germany", "25 June 2023, Austin, TX, USA", "University of Texas, Austin, TX, USA",
               "Lithium-ion batteries are used globally to power the portable electronics that we use to communicate, work, study, listen to music and search for knowledge. In 1980, John Goodenough demonstrated that cobalt oxide with intercalated lithium ions can produce as much as four volts. This was an important breakthrough and would lead to much more powerful batteries. At 97, Goodenough is the oldest person ever to be awarded a Nobel Prize.")
    o3 = facts("M. Stanley Whittingham", "22 December 1941, Nottingham, United Kingdom", None, "Binghamton University, State University of New York, Binghamton, NY, USA",
               "During the oil crisis in the 1970s, Stanley Whittingham worked on developing methods that could lead to fossil fuel-free energy technologies. He discovered an energy-rich material, titanium disulphide, which he used to create an innovative cathode in a lithium battery. The anode was partially made from metallic lithium, which has a strong drive to release electrons. This resulted in a battery that had great potential, just over two volts. However, metallic lithium is reactive and the battery was too explosive to be viable.")
    o4 = facts("Akira Yoshino", "30 January 1948, Suita, Japan", None, "Asahi Kasei Corporation, Tokyo, Japan; Meijo University, Nagoya, Japan",
               "In 1985, Akira Yoshino built upon John Goodenough's cobalt oxide cathode and created the first commercially viable lithium-ion battery. Rather than using reactive lithium in the anode, he used petroleum coke, a carbon material that, like the cathode's cobalt oxide, can intercalate lithium ions. The result was a lightweight, hardwearing battery that could be charged hundreds of times before its performance deteriorated. Lithium-ion batteries were first commercialised in 1991.")
    a5 = m.add({"goodenough": "b. 25 July 1922, Jena, Germany; d. 25 June 2023; University of Texas at Austin; share 1/3",
                "whittingham": "b. 22 December 1941, Nottingham, UK; Binghamton University, SUNY; share 1/3",
                "yoshino": "b. 30 January 1948, Suita, Japan; Asahi Kasei Corporation & Meijo University; share 1/3"})
    a6, o6 = m.get(["yoshino", "whittingham"])
    o6 = swap(o6, "b. 22 December 1941", "b. 12 December 1941")
    q7 = "oldest Nobel Prize laureate John Goodenough age 97"
    o7 = sr(
        ("https://www.nobelprize.org/prizes/facts/nobel-prize-facts/", "Nobel Prize facts - NobelPrize.org",
         "Oldest Nobel Prize laureate: the oldest Nobel Prize laureate to date is John B. Goodenough, who was 97 years old when he was awarded the 2019 Nobel Prize in Chemistry.", "N/A"),
        ("https://en.wikipedia.org/wiki/John_B._Goodenough", "John B. Goodenough - Wikipedia",
         "John Bannister Goodenough (July 25, 1922 – June 25, 2023) was an American materials scientist ... At 97 he became the oldest Nobel laureate in history.", "N/A"),
        ("https://www.bbc.com/news/science-environment-49983123", "Nobel Prize: Lithium-ion battery work wins chemistry prize - BBC News",
         "John B Goodenough, 97, becomes the oldest person to be awarded a Nobel Prize ...", "Oct 9, 2019"),
        ("https://news.utexas.edu/2023/06/26/john-goodenough-nobel-laureate-and-inventor-of-the-lithium-ion-battery-dies-at-100/", "John Goodenough, Nobel Laureate and Inventor of the Lithium-ion Battery, Dies at 100 - UT News",
         "Goodenough, a professor in the Cockrell School of Engineering, died Sunday, June 25, at age 100 ...", "Jun 26, 2023"),
        ("https://www.nytimes.com/2023/06/26/science/john-goodenough-dead.html", "John B. Goodenough, Nobel Laureate Credited With the Lithium-Ion Battery, Dies at 100",
         "He shared the 2019 Nobel Prize in Chemistry, becoming, at 97, the oldest person to receive one ...", "Jun 26, 2023"),
        ("https://en.wikipedia.org/wiki/List_of_Nobel_laureates_by_age", "List of Nobel laureates by age - Wikipedia",
         "Oldest: John B. Goodenough (Chemistry, 2019), 97 years; previous record Arthur Ashkin (Physics, 2018), 96 years ...", "N/A"),
        ("https://www.nature.com/articles/d41586-019-02965-y", "Chemistry Nobel honours world-changing batteries - Nature",
         "At 97, Goodenough is the oldest person ever to win a Nobel prize. The previous record was set last year by physicist Arthur Ashkin, then 96 ...", "Oct 9, 2019"),
        ("https://www.guinnessworldrecords.com/world-records/oldest-nobel-prize-winner", "Oldest Nobel Prize winner | Guinness World Records",
         "The oldest Nobel Prize laureate is John B. Goodenough (USA, b. 25 July 1922), who was 97 years 76 days old when awarded ...", "N/A"),
        ("https://www.reddit.com/r/todayilearned/comments/dfr0s9/til_john_goodenough_is_the_oldest_nobel_laureate/", "TIL John Goodenough, 97, is the oldest Nobel laureate ever : r/todayilearned",
         "And he was still going to the lab at UT Austin most days ...", "Oct 10, 2019"),
        ("https://www.statista.com/chart/19622/oldest-nobel-prize-winners/", "Chart: The Oldest Nobel Prize Winners | Statista",
         "John B. Goodenough tops the list at 97, ahead of Arthur Ashkin (96) and Leonid Hurwicz (90) ...", "Oct 10, 2019"),
    )
    t = [(search(q1), o1),
         (extract("https://www.nobelprize.org/prizes/chemistry/2019/goodenough/facts/", "birth, death, affiliation and prize share"), o2),
         (extract("https://www.nobelprize.org/prizes/chemistry/2019/whittingham/facts/", "birth, affiliation and prize share"), o3),
         (extract("https://www.nobelprize.org/prizes/chemistry/2019/yoshino/facts/", "birth, affiliation and prize share"), o4),
         a5, (a6, o6), (search(q7), o7),
         m.add({"oldest_laureate": "John B. Goodenough, 97 at the 2019 award (previous record Arthur Ashkin, 96, 2018)"})]
    rs.add("search", "h58-search-02", SYSTEM, t, state=EMPTY, bad=True, turn=6,
           kind="Retrieved memory gives Whittingham's birth date as 12 December 1941, but turn 5 stored 22 December 1941 (as the facts page showed).")


# ---------------------------------------------------------------- 03 JWST launch (NASA, ESA) — snippet contradicts extracted page
def t03(rs: RowSet) -> None:
    m = Mem()
    esa = "https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_launches_on_Ariane_5"
    q1 = "James Webb Space Telescope launch Ariane 5 Kourou December 2021"
    o1 = sr(
        ("https://science.nasa.gov/mission/webb/", "Webb Mission - NASA Science",
         "The James Webb Space Telescope launched Dec. 25, 2021, on an Ariane 5 rocket from Europe's Spaceport in French Guiana, and is the largest, most powerful space telescope ever built ...", "N/A"),
        ("https://en.wikipedia.org/wiki/James_Webb_Space_Telescope", "James Webb Space Telescope - Wikipedia",
         "It was launched on 25 December 2021 on an Ariane 5 rocket from Kourou, French Guiana, and arrived at the Sun–Earth L2 Lagrange point in January 2022 ...", "N/A"),
        (esa, "Webb launches on Ariane 5 - ESA",
         "Ariane flight VA256 carried the NASA/ESA/CSA James Webb Space Telescope into space from Europe's Spaceport in French Guiana on 25 December 2021 ...", "Dec 25, 2021"),
        ("https://www.arianespace.com/mission/ariane-flight-va256/", "Ariane Flight VA256 | Arianespace",
         "Arianespace's Ariane 5 successfully launched the James Webb Space Telescope. Liftoff took place at 9:20 a.m. local time in Kourou ...", "Dec 25, 2021"),
        ("https://blogs.nasa.gov/webb/2021/12/25/liftoff-nasas-webb-telescope-launches/", "Liftoff! NASA's Webb Telescope Launches ... – James Webb Space Telescope",
         "The Ariane 5 rocket carrying NASA's James Webb Space Telescope lifted off at 7:20 a.m. EST Saturday, Dec. 25, from Europe's Spaceport ...", "Dec 25, 2021"),
        ("https://www.space.com/james-webb-space-telescope-launch-success", "James Webb Space Telescope launches on Christmas Day | Space",
         "The $10 billion observatory rode an Ariane 5 into orbit and separated from the upper stage about 27 minutes after liftoff ...", "Dec 25, 2021"),
        ("https://www.bbc.com/news/science-environment-59686585", "James Webb: Nasa's new space telescope launches - BBC News",
         "The successor to Hubble left Earth on an Ariane rocket from Kourou, French Guiana, on Christmas Day ...", "Dec 25, 2021"),
        ("https://webb.nasa.gov/content/about/launch.html", "Webb Launch - Webb/NASA",
         "Webb launched on an Ariane 5 ECA from ELA-3 at Europe's Spaceport near Kourou. The observatory was folded origami-style inside the 5.4 m fairing ...", "N/A"),
        ("https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_factsheet", "Webb factsheet - ESA",
         "Launch: 25 December 2021 on Ariane 5 from Kourou. Mass: about 6.2 tonnes. Orbit: around the second Lagrange point, 1.5 million km from Earth ...", "N/A"),
        ("https://www.reddit.com/r/space/comments/rob8a6/jwst_launch_megathread/", "JWST launch megathread : r/space",
         "4.8k comments. Fairing sep nominal, solar array deployed. What a Christmas ...", "Dec 25, 2021"),
    )
    o2 = """# Webb launches on Ariane 5

25/12/2021

The NASA/ESA/CSA James Webb Space Telescope lifted off on an Ariane 5 rocket from Europe's Spaceport in French Guiana at 13:20 CET (12:20 GMT, 09:20 local time) on 25 December 2021, on its exciting mission to unlock the secrets of the Universe.

Ariane flight VA256 was the 112th Ariane 5 mission. Webb separated from the Ariane 5 upper stage about 27 minutes after liftoff, at an altitude of around 1400 km, and its solar array deployed shortly afterwards. Confirmation that the observatory was healthy came from the ground station in Malindi, Kenya.

## A flawless ride

> “Ariane 5 has delivered Webb with extraordinary precision,” said Daniel Neuenschwander, ESA Director of Space Transportation. “The launch was so accurate that Webb will have fuel for significantly longer than its planned ten-year mission.”

Webb's mass at launch was about 6.2 tonnes (6161 kg). To fit inside the 5.4 m-wide fairing of Ariane 5, the telescope's 6.5 m primary mirror and its tennis-court-sized sunshield were folded, to be unfolded during a deployment sequence lasting about two weeks.

## Europe's contributions

| Contribution | Details |
| --- | --- |
| Launch | Ariane 5 ECA, flight VA256, from ELA-3, Kourou |
| NIRSpec | Near-Infrared Spectrograph, built for ESA by Airbus Defence and Space |
| MIRI | Mid-Infrared Instrument, 50% contribution (European consortium with ESA) |
| Operations | ESA staff at the Space Telescope Science Institute, Baltimore |

In return, European astronomers receive a guaranteed minimum share of 15% of Webb's observing time.

## What's next

Webb will travel for about a month to its orbit around the second Lagrange point (L2), 1.5 million km from Earth in the direction away from the Sun. After arrival, about five months of commissioning will follow before routine science begins.

Related: Webb factsheet · Webb's journey to L2 · Ariane 5"""
    q3 = "JWST Ariane VA256 liftoff time GMT CET"
    o3 = sr(
        ("https://www.arianespace.com/mission/ariane-flight-va256/", "Ariane Flight VA256 | Arianespace",
         "Liftoff took place on December 25, 2021 at 9:20 a.m. local time in Kourou (12:20 UTC). Webb separated 27 minutes after liftoff ...", "Dec 25, 2021"),
        (esa, "Webb launches on Ariane 5 - ESA",
         "The NASA/ESA/CSA James Webb Space Telescope lifted off on an Ariane 5 rocket from Europe's Spaceport in French Guiana at 13:20 GMT on 25 December 2021 ...", "Dec 25, 2021"),
        ("https://blogs.nasa.gov/webb/2021/12/25/liftoff-nasas-webb-telescope-launches/", "Liftoff! NASA's Webb Telescope Launches ... – James Webb Space Telescope",
         "The Ariane 5 rocket carrying NASA's James Webb Space Telescope lifted off at 7:20 a.m. EST Saturday, Dec. 25 ...", "Dec 25, 2021"),
        ("https://en.wikipedia.org/wiki/Ariane_flight_VA256", "Ariane flight VA256 - Wikipedia",
         "Ariane flight VA256 was an Ariane 5 rocket flight that launched the James Webb Space Telescope on 25 December 2021 at 12:20 UTC ...", "N/A"),
        ("https://spaceflightnow.com/2021/12/25/james-webb-space-telescope-launch/", "Webb telescope launched on journey to look back in time – Spaceflight Now",
         "The 178-foot-tall Ariane 5 rocket lifted off at 7:20:07 a.m. EST (1220:07 GMT) from the ELA-3 launch pad ...", "Dec 25, 2021"),
        ("https://www.cnes.fr/en/james-webb-space-telescope-launched", "James Webb Space Telescope launched | CNES",
         "Ariane 5 lifted off from the Guiana Space Centre at 13:20 Paris time ...", "Dec 25, 2021"),
        ("https://nextspaceflight.com/launches/details/121", "Ariane 5 ECA | JWST - Next Spaceflight",
         "Sat Dec 25, 2021 12:20 UTC. ELA-3, Guiana Space Centre, French Guiana. Success ...", "N/A"),
        ("https://www.nasa.gov/news-release/nasas-webb-telescope-launches-to-see-first-galaxies-distant-worlds/", "NASA's Webb Telescope Launches to See First Galaxies, Distant Worlds - NASA",
         "NASA's James Webb Space Telescope launched at 7:20 a.m. EST Saturday on an Ariane 5 rocket from Europe's Spaceport ...", "Dec 25, 2021"),
        ("https://www.timeanddate.com/news/astronomy/james-webb-space-telescope-launch", "James Webb Space Telescope launch: time zones - timeanddate",
         "Launch at 12:20 UTC means 07:20 in New York, 13:20 in Paris and 21:20 in Tokyo ...", "Dec 22, 2021"),
        ("https://www.reddit.com/r/spacex/comments/rocb2l/ariane_5_jwst_launch_discussion/", "Ariane 5 JWST launch discussion : r/spacex",
         "T-0 was 12:20:07 UTC, separation at T+27:07 ...", "Dec 25, 2021"),
    )
    o5 = """# James Webb Space Telescope

## Mission overview

The James Webb Space Telescope (Webb) is the premier space science observatory of the next decade, an international collaboration of NASA with the European Space Agency (ESA) and the Canadian Space Agency (CSA). Webb launched on Dec. 25, 2021, at 7:20 a.m. EST on an Ariane 5 rocket from Europe's Spaceport in Kourou, French Guiana.

## Key facts

| | |
| --- | --- |
| Launch | Dec. 25, 2021, Ariane 5, Kourou, French Guiana |
| Arrival at L2 | Jan. 24, 2022 |
| First full-color images | July 12, 2022 |
| Orbit | Halo orbit around Sun–Earth L2, ~1 million miles (1.5 million km) from Earth |
| Primary mirror | 6.5 m (21 ft 4 in), 18 hexagonal segments of gold-coated beryllium |
| Collecting area | 25.4 m² |
| Sunshield | 5 layers of Kapton, ~21 m × 14 m (69.5 ft × 46.5 ft) |
| Instruments | NIRCam, NIRSpec, MIRI, NIRISS with the Fine Guidance Sensor |
| Wavelength range | 0.6 to 28.5 micrometers |
| Operating temperature | below 50 K (−223 °C) |

## Journey to L2

After separating from the Ariane 5 upper stage, Webb performed three mid-course correction burns. The final burn, about five minutes long, on Jan. 24, 2022, inserted the observatory into its orbit around L2. Because the launch was so precise, Webb has enough propellant to support significantly more than a 10-year science lifetime.

## Science themes

- Early universe: the first stars and galaxies after the Big Bang
- Galaxies over time
- Star lifecycle, from dust clouds to planetary systems
- Other worlds: exoplanet atmospheres and our solar system

Webb is operated by the Space Telescope Science Institute (STScI) in Baltimore, Maryland."""
    t = [(search(q1), o1),
         (extract(esa, "exact liftoff time, flight number and separation"), o2),
         (search(q3), o3),
         m.add({"jwst_launch": "25 Dec 2021, 12:20 GMT (13:20 CET, 09:20 local), Ariane 5 VA256, Kourou", "jwst_mass_kg": "6161"}),
         (extract("https://science.nasa.gov/mission/webb/", "arrival at L2, mirror size and first images"), o5),
         m.add({"jwst_l2_arrival": "24 January 2022", "jwst_first_images": "12 July 2022", "jwst_mirror": "6.5 m, 18 gold-coated beryllium segments"})]
    rs.add("search", "h58-search-03", SYSTEM, t, state=EMPTY, bad=True, turn=3,
           kind="The ESA launch page's snippet says liftoff was at 13:20 GMT, but the same page extracted in turn 2 gave 12:20 GMT (13:20 CET).")


# ---------------------------------------------------------------- 04 Hayabusa2 (NSSDCA, Gunter's Space Page) — clean
def t04(rs: RowSet) -> None:
    m = Mem()
    nss = "https://nssdc.gsfc.nasa.gov/nmc/spacecraft/display.action?id=2014-076A"
    q1 = "Hayabusa2 launch date H-IIA COSPAR 2014-076A"
    o1 = sr(
        (nss, "Hayabusa 2 - NASA - NSSDCA - Spacecraft - Details",
         "NSSDCA/COSPAR ID: 2014-076A. Hayabusa 2 is a Japan Aerospace Exploration Agency (JAXA) asteroid sample return mission ... Launch Date: 2014-12-03", "N/A"),
        ("https://space.skyrocket.de/doc_sdat/hayabusa-2.htm", "Hayabusa 2 - Gunter's Space Page",
         "Nation: Japan. Type / Application: Asteroid sample return. Operator: JAXA. Contractors: NEC. Launch: 03.12.2014, Ta LA-Y1, H-IIA-202 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Hayabusa2", "Hayabusa2 - Wikipedia",
         "Hayabusa2 is an asteroid sample-return mission operated by JAXA. It was launched on 3 December 2014 and rendezvoused in space with near-Earth asteroid 162173 Ryugu on 27 June 2018 ...", "N/A"),
        ("https://www.hayabusa2.jaxa.jp/en/", "Hayabusa2 Project | JAXA",
         "Hayabusa2 extended mission: flyby of asteroid 2001 CC21 in 2026 and rendezvous with 1998 KY26 in 2031 ...", "N/A"),
        ("https://global.jaxa.jp/press/2014/12/20141203_h2af26.html", "Launch Result of the H-IIA F26 with Hayabusa2 aboard | JAXA",
         "MHI and JAXA launched the H-IIA Launch Vehicle No. 26 with Hayabusa2 at 1:22:04 p.m. on December 3, 2014 (JST) from the Tanegashima Space Center ...", "Dec 3, 2014"),
        ("https://www.n2yo.com/satellite/?s=40319", "HAYABUSA 2 - Satellite information - N2YO",
         "HAYABUSA 2, NORAD ID: 40319, Int'l Code: 2014-076A, Launch date: December 3, 2014, Source: Japan ...", "N/A"),
        ("https://nssdc.gsfc.nasa.gov/planetary/hayabusa2.html", "Hayabusa 2 - NASA Space Science Data Coordinated Archive",
         "Hayabusa 2 asteroid sample return mission to 162173 Ryugu. Quick facts and links to the NSSDCA master catalog entry ...", "N/A"),
        ("https://www.planetary.org/space-missions/hayabusa2", "Hayabusa2, Japan's asteroid sample-return mission | The Planetary Society",
         "Hayabusa2 touched down twice on Ryugu in 2019, once after firing a copper impactor to expose subsurface material ...", "N/A"),
        ("https://spaceflightnow.com/2014/12/03/hayabusa-2-launch/", "Japan launches Hayabusa 2 asteroid mission – Spaceflight Now",
         "An H-2A rocket lifted off at 0422:04 GMT Wednesday (11:22 p.m. EST Tuesday) with Hayabusa 2 and three secondary payloads ...", "Dec 3, 2014"),
        ("https://www.reddit.com/r/space/comments/2o4d0y/hayabusa2_successfully_launched/", "Hayabusa2 successfully launched! : r/space",
         "Also aboard: PROCYON, Shin'en 2 and ARTSAT2-DESPATCH ...", "Dec 3, 2014"),
    )
    o2 = """# Hayabusa 2

NSSDCA/COSPAR ID: 2014-076A

## Description

Hayabusa 2 is a Japan Aerospace Exploration Agency (JAXA) asteroid sample return mission, the successor to Hayabusa. It was launched on 3 December 2014 on an H-IIA rocket from Tanegashima and used an Earth gravity assist in December 2015. The target is near-Earth asteroid (162173) Ryugu, a C-type (carbonaceous) asteroid about 900 m across. The spacecraft arrived at Ryugu on 27 June 2018, deployed the MINERVA-II1 rovers and the German-French MASCOT lander, made two touchdowns to collect samples and used a small carry-on impactor to create an artificial crater. It left Ryugu in November 2019, and the sample capsule was returned to Earth in December 2020, landing in the Woomera Prohibited Area, Australia. The main spacecraft continues on an extended mission.

The spacecraft is a box-shaped bus with two solar panel wings and a 1.0 m high-gain antenna, propelled by four μ10 microwave-discharge ion engines.

## Alternate Names

- Hayabusa2
- 40319

## Facts in Brief

| | |
| --- | --- |
| Launch Date | 2014-12-03 |
| Launch Time | 04:22:04 UTC |
| Launch Vehicle | H-IIA |
| Launch Site | Tanegashima, Japan |
| Mass | 609.0 kg |

## Funding Agency

- Japan Aerospace Exploration Agency (Japan)

## Discipline

- Planetary Science: Small Bodies

## Additional Information

- Launch/orbital information for spacecraft
- Telecommunications information for spacecraft

Questions and comments about this spacecraft can be directed to: Dr. David R. Williams

[NASA Logo] - NSSDCA Curator: E. Bell II · Last updated: 12 May 2022"""
    o4 = """# Hayabusa 2

Hayabusa 2 [JAXA]

Hayabusa 2 is an asteroid sample return mission developed by JAXA as a successor of Hayabusa, which returned samples of asteroid Itokawa in 2010. Its target is the C-type asteroid (162173) Ryugu.

The spacecraft is largely based on Hayabusa, with improved ion engines, guidance and navigation, antennas and attitude control. It carries the small German-French lander MASCOT and three MINERVA-II rovers, as well as a Small Carry-on Impactor (SCI) that fires a 2 kg copper projectile at 2 km/s to excavate subsurface material.

Mission timeline:

- 27.06.2018: arrival at Ryugu
- 21.09.2018: MINERVA-II1A and 1B released
- 03.10.2018: MASCOT landing
- 21.02.2019: first touchdown (22.02.2019 JST)
- 05.04.2019: SCI impact
- 11.07.2019: second touchdown
- 13.11.2019: departure from Ryugu
- 05.12.2020: capsule separation and re-entry over Australia
- 2026: flyby of asteroid (98943) 2001 CC21 (extended mission Hayabusa2#)
- 2031: rendezvous with 1998 KY26

| | |
| --- | --- |
| Nation | Japan |
| Type / Application | Asteroid sample return |
| Operator | JAXA |
| Contractors | NEC |
| Equipment | ONC-T, ONC-W1, ONC-W2, NIRS3, TIR, LIDAR, SCI, DCAM3, sampler horn |
| Configuration | Box-shaped bus, 2 deployable solar arrays, HGA |
| Propulsion | 4 × μ10 ion engines, 12 × 20 N RCS thrusters |
| Power | 2 deployable solar arrays, batteries |
| Lifetime | |
| Mass | 609 kg |
| Orbit | Heliocentric |

| Satellite | COSPAR | Date | LS | | Launch Vehicle | Remarks |
| --- | --- | --- | --- | --- | --- | --- |
| Hayabusa 2 | 2014-076A | 03.12.2014 | Ta LA-Y1 | | H-IIA-202 | with PROCYON, Shin'en 2, ARTSAT-2 (DESPATCH) |

Further Hayabusa 2 payloads: MASCOT · MINERVA-II 1A, 1B · MINERVA-II 2

Gunter Dirk Krebs · Last update: 30.01.2025"""
    q5 = "Hayabusa2 capsule Woomera landing December 2020 sample mass 5.4 grams"
    o5 = sr(
        ("https://global.jaxa.jp/press/2020/12/20201206_hayabusa2.html", "Hayabusa2 capsule recovery | JAXA",
         "The re-entry capsule separated from Hayabusa2 was recovered in the Woomera Prohibited Area, Australia, on December 6, 2020 (JST) ...", "Dec 6, 2020"),
        ("https://en.wikipedia.org/wiki/Hayabusa2", "Hayabusa2 - Wikipedia",
         "The capsule re-entered the atmosphere on 5 December 2020 at 17:28 UTC and landed by parachute in the Woomera Prohibited Area ...", "N/A"),
        ("https://www.nature.com/articles/d41586-020-03520-4", "Japan's asteroid mission returns 5.4 grams of Ryugu - Nature",
         "JAXA says the capsule held about 5.4 grams of material, well above the 0.1 gram target ...", "Dec 24, 2020"),
        ("https://www.abc.net.au/news/2020-12-06/hayabusa2-capsule-found-in-outback-sa/12955254", "Japanese space capsule carrying asteroid samples found in outback SA - ABC News",
         "The capsule streaked across the sky as a fireball at about 3:58am local time before landing near Woomera ...", "Dec 6, 2020"),
        ("https://www.space.com/japan-hayabusa2-asteroid-samples-land-in-australia", "Japan's Hayabusa2 asteroid samples land in Australia | Space",
         "The capsule re-entered at 12:28 p.m. EST (1728 GMT) on Dec. 5 ...", "Dec 5, 2020"),
        ("https://www.hayabusa2.jaxa.jp/en/topics/20201225_samples/", "Sample amount of Hayabusa2 | JAXA Hayabusa2 Project",
         "The total mass of samples from Ryugu, including chamber A and chamber C, was approximately 5.4 g ...", "Dec 25, 2020"),
        ("https://www.science.org/content/article/japanese-spacecraft-delivers-asteroid-samples", "Japanese spacecraft delivers asteroid samples to Earth | Science",
         "Scientists in Japan opened the sample container and found black, pebbly grains ...", "Dec 15, 2020"),
        ("https://www.planetary.org/articles/hayabusa2-capsule-lands", "Hayabusa2 capsule lands safely in Australia | The Planetary Society",
         "The main spacecraft performed a diversion maneuver and is headed for asteroid 1998 KY26 ...", "Dec 6, 2020"),
        ("https://www3.nhk.or.jp/nhkworld/en/news/20201206_10/", "Hayabusa2 capsule retrieved in Australia | NHK WORLD-JAPAN News",
         "JAXA officials say they found the capsule at around 4:47 a.m. Japan time on Sunday ...", "Dec 6, 2020"),
        ("https://www.reddit.com/r/space/comments/k7oesx/hayabusa2_capsule_reentry_over_australia/", "Hayabusa2 capsule reentry over Australia : r/space",
         "Fireball footage from the recovery team, the capsule came down right on target ...", "Dec 5, 2020"),
    )
    t = [(search(q1), o1),
         (extract(nss, "launch date, time, vehicle and mass"), o2),
         m.add({"hayabusa2_launch": "2014-12-03 04:22:04 UTC, H-IIA F26, Tanegashima", "hayabusa2_cospar": "2014-076A", "ryugu_arrival": "2018-06-27"}),
         (extract("https://space.skyrocket.de/doc_sdat/hayabusa-2.htm", "mission timeline and co-passengers"), o4),
         (search(q5), o5),
         m.add({"capsule_reentry": "2020-12-05 17:28 UTC (2020-12-06 02:28 JST), Woomera, South Australia", "sample_mass": "about 5.4 g"}),
         m.remove(["ryugu_arrival"]),
         m.get(["ryugu_arrival", "hayabusa2_cospar"]),
         m.update({"hayabusa2_launch": "2014-12-03 04:22:04 UTC (13:22:04 JST), H-IIA F26 (H-IIA-202), Tanegashima LA-Y1"})]
    rs.add("search", "h58-search-04", SYSTEM, t, state=EMPTY)


# ---------------------------------------------------------------- 05 IUPAC element names 113-118 (iupac.org) — clean
def t05(rs: RowSet) -> None:
    m = Mem()
    pr = "https://iupac.org/iupac-announces-the-names-of-the-elements-113-115-117-and-118/"
    q1 = "IUPAC names elements 113 115 117 118 nihonium moscovium tennessine oganesson"
    o1 = sr(
        (pr, "IUPAC Announces the Names of the Elements 113, 115, 117, and 118 - IUPAC",
         "On 28 November 2016, IUPAC approved the name and symbols for four elements: nihonium (Nh), moscovium (Mc), tennessine (Ts), and oganesson (Og) ...", "Nov 30, 2016"),
        ("https://iupac.org/iupac-is-naming-the-four-new-elements-nihonium-moscovium-tennessine-and-oganesson/", "IUPAC is naming the four new elements nihonium, moscovium, tennessine, and oganesson",
         "The recommendations are now presented for public review, which will last for five months, until 8 November 2016 ...", "Jun 8, 2016"),
        ("https://iupac.org/discovery-and-assignment-of-elements-with-atomic-numbers-113-115-117-and-118/", "Discovery and Assignment of Elements with Atomic Numbers 113, 115, 117 and 118 - IUPAC",
         "IUPAC has verified the discoveries of the four new elements, completing the 7th row of the periodic table ...", "Dec 30, 2015"),
        ("https://en.wikipedia.org/wiki/Tennessine", "Tennessine - Wikipedia",
         "Tennessine is a synthetic element; it has symbol Ts and atomic number 117. ... The discovery of tennessine was officially announced in Dubna, Russia, by a Russian–American collaboration in April 2010 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Oganesson", "Oganesson - Wikipedia",
         "Oganesson is a synthetic element; it has symbol Og and atomic number 118. It was first synthesized in 2002 at the Joint Institute for Nuclear Research in Dubna ...", "N/A"),
        ("https://www.nature.com/articles/nature.2016.19112", "Four chemical elements added to periodic table - Nature",
         "Japanese, Russian and US teams have been recognized for discovering elements 113, 115, 117 and 118, which will be given permanent names ...", "Jan 4, 2016"),
        ("https://www.riken.jp/en/news_pubs/news/2016/20161130_1/", "Element 113 officially named nihonium | RIKEN",
         "The name nihonium and the symbol Nh for element 113, discovered by the group led by Kosuke Morita at the RIKEN Nishina Center, were officially approved ...", "Nov 30, 2016"),
        ("https://www.ornl.gov/news/tennessine-element-117-gets-its-name", "Tennessine: Element 117 gets its name | ORNL",
         "The name recognizes the contributions of Oak Ridge National Laboratory, Vanderbilt University and the University of Tennessee to superheavy element research ...", "Dec 1, 2016"),
        ("https://www.chemistryworld.com/news/new-element-names-are-official/2500092.article", "New element names are official | Chemistry World",
         "Nihonium, moscovium, tennessine and oganesson take their places at the bottom of the periodic table after IUPAC council sign-off ...", "Dec 1, 2016"),
        ("https://www.reddit.com/r/chemistry/comments/5fki2t/iupac_approves_names_of_elements_113_115_117_118/", "IUPAC approves names of elements 113, 115, 117 and 118 : r/chemistry",
         "Goodbye ununseptium, hello tennessine. Periodic table posters are out of date again ...", "Nov 30, 2016"),
    )
    o2 = """# IUPAC Announces the Names of the Elements 113, 115, 117, and 118

30 November 2016

On 28 November 2016, IUPAC approved the name and symbols for four elements: nihonium (Nh), moscovium (Mc), tennessine (Ts), and oganesson (Og), respectively for element 113, 115, 117, and 118.

As with the priority claims, the names were proposed by the discoverers, in accordance with IUPAC guidelines: new elements can be named after a mythological concept or character, a mineral or similar substance, a place or geographical region, a property of the element, or a scientist. The names were first presented on 8 June 2016, and following a five-month period of public review ending 8 November 2016, the names were approved by the IUPAC Bureau.

| Atomic number | Name | Symbol | Named after | Discovered by |
| --- | --- | --- | --- | --- |
| 113 | nihonium | Nh | Nihon, one of the two ways to say “Japan” | RIKEN Nishina Center for Accelerator-Based Science, Japan (team led by Kosuke Morita) |
| 115 | moscovium | Mc | the Moscow region | Joint Institute for Nuclear Research, Dubna (Russia), with Oak Ridge National Laboratory, Vanderbilt University and Lawrence Livermore National Laboratory (USA) |
| 117 | tennessine | Ts | the region of Tennessee | Joint Institute for Nuclear Research, Dubna (Russia), with Oak Ridge National Laboratory, Vanderbilt University and Lawrence Livermore National Laboratory (USA) |
| 118 | oganesson | Og | Professor Yuri Oganessian (b. 1933) | Joint Institute for Nuclear Research, Dubna (Russia) and Lawrence Livermore National Laboratory (USA) |

The endings follow IUPAC recommendations: “-ium” for elements 113 and 115, “-ine” for element 117, which belongs to group 17 (the halogens), and “-on” for element 118, which belongs to group 18 (the noble gases).

## Background

The discoveries of the four elements were verified on 30 December 2015 by the IUPAC/IUPAP Joint Working Party, following its review of the claims. With these four, the seventh row of the periodic table is complete. Until now the elements carried temporary systematic names: ununtrium (Uut), ununpentium (Uup), ununseptium (Uus) and ununoctium (Uuo).

Oganessian is only the second person to have an element named after him while alive, after Glenn T. Seaborg (seaborgium, 1997).

> “The names of the new elements reflect the realities of our present time,” the announcement notes, recognising the universality of science across continents, from Japan to Russia and the United States.

The recommendations will be published in *Pure and Applied Chemistry*.

Contact: IUPAC Secretariat, Research Triangle Park, NC, USA · secretariat@iupac.org"""
    q4 = "tennessine discovery 2010 Dubna berkelium-249 calcium-48 ununseptium"
    o4 = sr(
        ("https://en.wikipedia.org/wiki/Tennessine", "Tennessine - Wikipedia",
         "The discovery of tennessine was officially announced in Dubna, Russia, by a Russian–American collaboration in April 2010, which makes it the most recently discovered element ...", "N/A"),
        ("https://journals.aps.org/prl/abstract/10.1103/PhysRevLett.104.142502", "Synthesis of a New Element with Atomic Number Z=117 | Phys. Rev. Lett. 104, 142502",
         "The discovery of a new chemical element with atomic number Z=117 is reported. The isotopes 293117 and 294117 were produced in fusion reactions between 48Ca and 249Bk ...", "Apr 9, 2010"),
        ("https://www.ornl.gov/news/element-117-confirmed", "Element 117 confirmed, ORNL-provided berkelium key | ORNL",
         "ORNL produced 22 milligrams of berkelium-249 at the High Flux Isotope Reactor, which was shipped to Dubna in 2009 ...", "May 2, 2014"),
        ("https://www.gsi.de/en/start/news/details/2014/05/02/element-117", "Superheavy element 117 confirmed | GSI",
         "An international team at GSI Darmstadt has produced and detected atoms of element 117, confirming the Dubna discovery ...", "May 2, 2014"),
        ("https://pubchem.ncbi.nlm.nih.gov/element/Tennessine", "Tennessine | Ts (Element) - PubChem",
         "Tennessine, atomic number 117, symbol Ts, group 17. Discovered 2010. Formerly ununseptium (Uus) ...", "N/A"),
        ("https://www.rsc.org/periodic-table/element/117/tennessine", "Tennessine - Element information, properties and uses | Periodic Table",
         "Discovery date: 2010. Discovered by: Joint Institute for Nuclear Research, Dubna and Oak Ridge National Laboratory, Lawrence Livermore National Laboratory, Vanderbilt University ...", "N/A"),
        ("https://www.sciencenews.org/article/element-117-created", "Element 117 created | Science News",
         "Physicists have created six atoms of a long-sought element by smashing calcium ions into berkelium ...", "Apr 7, 2010"),
        ("https://news.vanderbilt.edu/2016/11/30/tennessine/", "Element 117 named tennessine - Vanderbilt University",
         "Vanderbilt physicist Joseph Hamilton led the push to bring the berkelium target together with Dubna's calcium-48 beam ...", "Nov 30, 2016"),
        ("https://www.britannica.com/science/tennessine", "Tennessine | Discovery, Symbol, & Facts | Britannica",
         "Tennessine (Ts), artificially produced transuranium element of atomic number 117 ...", "N/A"),
        ("https://chemistry.stackexchange.com/questions/66315/why-is-tennessine-not-called-tennessium", "Why is tennessine not called tennessium? - Chemistry Stack Exchange",
         "Because it is in group 17 and IUPAC's rules give halogens the -ine ending, like chlorine and iodine ...", "Dec 2, 2016"),
    )
    o5 = """Jump to content

From Wikipedia, the free encyclopedia

Chemical element with atomic number 117 (Ts)

| Tennessine, 117Ts | |
| --- | --- |
| Pronunciation | /ˈtɛnəsiːn/ (TEN-ə-seen) |
| Appearance | semimetallic (predicted) |
| Mass number | [294] |
| **Tennessine in the periodic table** | |
| Atomic number (Z) | 117 |
| Group | group 17 (halogens) |
| Period | period 7 |
| Block | p-block |
| Electron configuration | [Rn] 5f14 6d10 7s2 7p5 (predicted) |
| **Physical properties** | |
| Phase at STP | solid (predicted) |
| Melting point | 623–823 K (predicted) |
| Density (near r.t.) | 7.1–7.3 g/cm3 (extrapolated) |
| **Other properties** | |
| Natural occurrence | synthetic |
| CAS Number | 54101-14-3 |
| **History** | |
| Naming | after Tennessee region |
| Discovery | Joint Institute for Nuclear Research, Lawrence Livermore National Laboratory, Vanderbilt University and Oak Ridge National Laboratory (2009) |

**Tennessine** is a synthetic element; it has symbol **Ts** and atomic number 117. It has the second-highest atomic number and joint-highest atomic mass of all known elements, and is the penultimate element of the 7th period of the periodic table. It is named after the U.S. state of Tennessee, where key research institutions involved in its discovery are located.

The discovery of tennessine was officially announced in Dubna, Russia, by a Russian–American collaboration in April 2010, which makes it the most recently discovered element. One of its daughter isotopes was created directly in 2011, partially confirming the results of the experiment. The experiment itself was repeated successfully by the same collaboration in 2012 and by a joint German–American team in May 2014. In December 2015, the Joint Working Party of IUPAC and IUPAP recognized the element and assigned the priority of the discovery to the Russian–American team. In June 2016, IUPAC published a declaration stating that the discoverers had suggested the name *tennessine*, which was officially adopted in November 2016.

## History

### Pre-discovery

In December 2004, the JINR team proposed a joint experiment with Oak Ridge National Laboratory to synthesize element 117, a target of berkelium-249 bombarded with calcium-48 ions. ORNL produced the 22 mg berkelium target at its High Flux Isotope Reactor; it was shipped to Dubna in June 2009.

### Discovery

The bombardment began in July 2009 at the JINR in Dubna and lasted about 150 days. Six atoms were detected: five of 293Ts and one of 294Ts. The results were published in *Physical Review Letters* in April 2010.

### Naming

Using Mendeleev's nomenclature for unnamed and undiscovered elements, element 117 was known as *eka-astatine*. Under IUPAC's 1979 recommendations it received the temporary systematic name *ununseptium* (symbol *Uus*) until its discovery was confirmed and a permanent name chosen.

## Isotopes

| Isotope | Half-life | Decay mode | Discovery year |
| --- | --- | --- | --- |
| 293Ts | 25 ms | α | 2009 |
| 294Ts | 51 ms | α | 2009 |"""
    o8 = """# IUPAC Announces the Names of the Elements 113, 115, 117, and 118

30 November 2016

(Excerpt relevant to the goal: review period and naming conventions)

- The names were first presented on 8 June 2016.
- A five-month period of public review followed, ending 8 November 2016.
- On 28 November 2016, IUPAC approved the names and symbols: nihonium (Nh, 113), moscovium (Mc, 115), tennessine (Ts, 117) and oganesson (Og, 118).
- The discoveries had been verified on 30 December 2015 by the IUPAC/IUPAP Joint Working Party.

**Naming conventions applied**

| Element | Ending | Reason |
| --- | --- | --- |
| 113 nihonium | -ium | standard ending for metals |
| 115 moscovium | -ium | standard ending for metals |
| 117 tennessine | -ine | group 17 (halogens), like chlorine and iodine |
| 118 oganesson | -on | group 18 (noble gases), like neon and argon |

Temporary systematic names now retired: ununtrium (Uut), ununpentium (Uup), ununseptium (Uus), ununoctium (Uuo).

The recommendations will be published in *Pure and Applied Chemistry*."""
    t = [(search(q1), o1),
         (extract(pr, "names, symbols, discoverers and approval date"), o2),
         m.add({"Nh": "nihonium, Z=113, RIKEN (Japan)", "Mc": "moscovium, Z=115, JINR Dubna + ORNL/Vanderbilt/LLNL",
                "Ts": "tennessine, Z=117, JINR Dubna + ORNL/Vanderbilt/LLNL", "Og": "oganesson, Z=118, JINR Dubna + LLNL; named after Yuri Oganessian"}),
         (search(q4), o4),
         (extract("https://en.wikipedia.org/wiki/Tennessine", "discovery year, experiment and former name"), o5),
         m.update({"Ts": "tennessine, Z=117, JINR Dubna + ORNL/Vanderbilt/LLNL; 249Bk + 48Ca run from July 2009, announced April 2010; formerly ununseptium (Uus)"}),
         m.add({"naming_timeline": "30 Dec 2015 discoveries verified; 8 Jun 2016 names proposed; review until 8 Nov 2016; 28 Nov 2016 approved"}),
         (extract(pr, "public review period dates and naming conventions"), o8),
         m.get(["Ts", "Og"]),
         m.all()]
    rs.add("search", "h58-search-05", SYSTEM, t, state=EMPTY)


# ---------------------------------------------------------------- 06 Timeline of element discoveries (Wikipedia) — clean
def t06(rs: RowSet) -> None:
    m = Mem()
    wp = "https://en.wikipedia.org/wiki/Timeline_of_chemical_element_discoveries"
    q1 = "timeline of chemical element discoveries 18th century Scheele"
    o1 = sr(
        (wp, "Timeline of chemical element discoveries - Wikipedia",
         "The discovery of the 118 chemical elements known to exist as of 2025 is presented in chronological order. The elements are listed generally in the order in which each was first defined as the pure element ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Carl_Wilhelm_Scheele", "Carl Wilhelm Scheele - Wikipedia",
         "Scheele discovered oxygen (although Joseph Priestley published his findings first), and identified molybdenum, tungsten, barium, hydrogen, and chlorine, among others ...", "N/A"),
        ("https://www.rsc.org/periodic-table/history/about", "History of the periodic table - Royal Society of Chemistry",
         "By 1800 chemists knew of about 30 elements; by the time Mendeleev published his table in 1869 there were 63 ...", "N/A"),
        ("https://www.compoundchem.com/2015/01/08/elementdiscoveries/", "The Discovery of the Elements – Compound Interest",
         "A graphic showing when each element was discovered and the country of discovery, from antiquity to the four elements named in 2016 ...", "Jan 8, 2015"),
        ("https://www.acs.org/education/whatischemistry/landmarks/josephpriestleyoxygen.html", "Joseph Priestley and the Discovery of Oxygen - American Chemical Society",
         "On August 1, 1774, Priestley conducted his most famous experiment, heating mercuric oxide with a burning lens ...", "N/A"),
        ("https://www.britannica.com/science/chemical-element/Discovery-of-the-elements", "Chemical element - Discovery of the elements | Britannica",
         "Of the elements known at present, about a dozen were known in antiquity; the 18th century added more than twenty ...", "N/A"),
        ("https://www.sciencehistory.org/education/scientific-biographies/carl-wilhelm-scheele/", "Carl Wilhelm Scheele | Science History Institute",
         "The Swedish pharmacist's 'fire air' experiments predated Priestley, but his book appeared only in 1777 ...", "N/A"),
        ("https://elements.vanderkrogt.net/", "Elementymology & Elements Multidict",
         "History and etymology of the names of the chemical elements, with discoverer and year for each element ...", "N/A"),
        ("https://www.reddit.com/r/chemistry/comments/9x2k1p/which_century_saw_the_most_element_discoveries/", "Which century saw the most element discoveries? : r/chemistry",
         "19th by a mile. Davy alone isolated six in two years with electrolysis ...", "Nov 14, 2018"),
        ("https://www.periodni.com/discovery_of_chemical_elements.html", "Discovery of chemical elements - Periodni",
         "Table of chemical elements by year of discovery and discoverer, with isolation dates where they differ ...", "N/A"),
    )
    o2 = """# Timeline of chemical element discoveries

From Wikipedia, the free encyclopedia

The discovery of the 118 chemical elements known to exist as of 2025 is presented in chronological order. The elements are listed generally in the order in which each was first defined as the pure element, as the exact date of discovery of most elements cannot be accurately determined. There are plans to synthesize more elements, and it is not known how many elements are possible.

## 18th-century discoveries

| Z | Element | Observed or predicted | Isolated (widely known) | Notes |
| --- | --- | --- | --- | --- |
| 27 | Cobalt | 1735 G. Brandt | 1735 G. Brandt | Proved that the blue color of glass is due to a new kind of metal and not bismuth as thought previously. |
| 78 | Platinum | 1735 A. de Ulloa | 1748 A. de Ulloa | First description of a metal found in South American gold; published 1748. |
| 28 | Nickel | 1751 F. Cronstedt | 1751 F. Cronstedt | Found by attempting to extract copper from the mineral known as fake copper (now known as niccolite). |
| 12 | Magnesium | 1755 J. Black | 1808 H. Davy | Black observed that magnesia alba (MgO) was not quicklime (CaO); Davy isolated the metal electrochemically from magnesia. |
| 1 | Hydrogen | 1671 R. Boyle | 1766 H. Cavendish | Cavendish was the first to distinguish H2 from other gases, calling it "inflammable air". |
| 8 | Oxygen | 1604 M. Sendivogius | 1771 W. Scheele | Scheele obtained it by heating mercuric oxide and nitrates in 1771, but did not publish his findings until 1777. Joseph Priestley also prepared this new air by 1774, but only Lavoisier recognized it as a true element; he named it in 1777. |
| 7 | Nitrogen | 1772 D. Rutherford | 1772 D. Rutherford | Discovered while studying air, calling it phlogisticated air or noxious air. |
| 56 | Barium | 1772 W. Scheele | 1808 H. Davy | Scheele distinguished a new earth (BaO) in pyrolusite; Davy isolated the metal by electrolysis. |
| 17 | Chlorine | 1774 W. Scheele | 1774 W. Scheele | Obtained it from hydrochloric acid, but thought it was an oxide. Only in 1810 did Humphry Davy recognize it as an element. |
| 25 | Manganese | 1770 W. Scheele | 1774 G. Gahn | Distinguished pyrolusite as the calx of a new metal; Gahn isolated the metal by reducing the dioxide with carbon. |
| 42 | Molybdenum | 1778 W. Scheele | 1781 J. Hjelm | Scheele recognised molybdena as not containing lead; Hjelm isolated the metal. |
| 74 | Tungsten | 1781 W. Scheele | 1783 J. and F. Elhuyar | Scheele obtained tungstic acid from scheelite; the Elhuyar brothers reduced it with charcoal. |
| 52 | Tellurium | 1782 F.-J. Müller von Reichenstein | 1798 H. Klaproth | Müller observed it as an impurity in gold ores from Transylvania. |
| 92 | Uranium | 1789 H. Klaproth | 1841 E.-M. Péligot | Klaproth mistakenly identified a uranium oxide as the element itself. |
| 38 | Strontium | 1787 W. Cruikshank | 1808 H. Davy | Cruikshank and Crawford detected it in a mineral from Strontian, Scotland. |
| 40 | Zirconium | 1789 H. Klaproth | 1824 J. Berzelius | Klaproth identified a new element in zirconia. |
| 22 | Titanium | 1791 W. Gregor | 1825 J. Berzelius | Gregor found an oxide of a new metal in ilmenite. |
| 39 | Yttrium | 1794 J. Gadolin | 1843 H. Rose | Gadolin discovered it in gadolinite. |
| 24 | Chromium | 1797 N. Vauquelin | 1798 N. Vauquelin | Vauquelin discovered the trioxide in crocoite ore, and later isolated the metal by heating the oxide in a charcoal oven. |
| 4 | Beryllium | 1798 N. Vauquelin | 1828 F. Wöhler and A. Bussy | Vauquelin discovered the oxide in beryl and emerald. |

See also: History of the periodic table · Discovery of chemical elements"""
    q4 = "oxygen discovery Priestley 1 August 1774 Scheele fire air Lavoisier named 1777"
    o4 = sr(
        ("https://www.acs.org/education/whatischemistry/landmarks/josephpriestleyoxygen.html", "Joseph Priestley and the Discovery of Oxygen - American Chemical Society",
         "On August 1, 1774, Priestley conducted his most famous experiment. Using a 12-inch-wide glass burning lens, he focused sunlight on a lump of reddish mercuric oxide ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Oxygen", "Oxygen - Wikipedia",
         "Oxygen was isolated by Michael Sendivogius before 1604, but it is commonly believed that the element was discovered independently by Carl Wilhelm Scheele, in Uppsala, in 1773 or earlier, and Joseph Priestley in Wiltshire, in 1774 ...", "N/A"),
        (wp, "Timeline of chemical element discoveries - Wikipedia",
         "Oxygen: Scheele obtained it by heating mercuric oxide and nitrates in 1771, but did not publish his findings until 1777 ...", "N/A"),
        ("https://www.rsc.org/periodic-table/element/8/oxygen", "Oxygen - Element information, properties and uses | Periodic Table",
         "Discovery date: 1774. Discovered by: Joseph Priestley and Carl Scheele. Origin of the name: from the Greek 'oxy genes', meaning acid-forming ...", "N/A"),
        ("https://www.sciencehistory.org/education/scientific-biographies/carl-wilhelm-scheele/", "Carl Wilhelm Scheele | Science History Institute",
         "Scheele's account, Chemische Abhandlung von der Luft und dem Feuer, was delayed by his publisher and appeared in 1777 ...", "N/A"),
        ("https://www.britannica.com/biography/Joseph-Priestley", "Joseph Priestley | Biography, Discoveries, & Facts | Britannica",
         "Priestley called the gas 'dephlogisticated air' and told Lavoisier about it in Paris in October 1774 ...", "N/A"),
        ("https://www.chemistryworld.com/opinion/who-really-discovered-oxygen/3005236.article", "Who really discovered oxygen? | Chemistry World",
         "Scheele, Priestley and Lavoisier all have a claim, and the answer depends on what you mean by 'discover' ...", "Mar 22, 2016"),
        ("https://www.aps.org/publications/apsnews/200908/physicshistory.cfm", "August 1, 1774: Joseph Priestley discovers oxygen | APS News",
         "This month in physics history: Priestley isolates a gas that made a candle burn brighter and kept a mouse alive longer ...", "Aug 1, 2009"),
        ("https://www.nobelprize.org/prizes/themes/the-discovery-of-oxygen/", "The discovery of oxygen - NobelPrize.org",
         "Lavoisier coined the name oxygène in 1777 and overthrew the phlogiston theory ...", "N/A"),
        ("https://www.quora.com/Who-discovered-oxygen-first-Scheele-or-Priestley", "Who discovered oxygen first, Scheele or Priestley? - Quora",
         "Scheele made it first (around 1771–72), Priestley published first (1775) ...", "Jul 3, 2019"),
    )
    o5 = """# Timeline of chemical element discoveries

From Wikipedia, the free encyclopedia

(Rows relevant to the goal: elements isolated or recognised by Humphry Davy)

| Z | Element | Observed or predicted | Isolated (widely known) | Notes |
| --- | --- | --- | --- | --- |
| 12 | Magnesium | 1755 J. Black | 1808 H. Davy | Black observed that magnesia alba (MgO) was not quicklime (CaO); Davy isolated the metal electrochemically from magnesia. |
| 17 | Chlorine | 1774 W. Scheele | 1774 W. Scheele | Obtained it from hydrochloric acid, but thought it was an oxide. Only in 1810 did Humphry Davy recognize it as an element. |
| 56 | Barium | 1772 W. Scheele | 1808 H. Davy | Scheele distinguished a new earth (BaO) in pyrolusite; Davy isolated the metal by electrolysis. |
| 38 | Strontium | 1787 W. Cruikshank | 1808 H. Davy | Cruikshank and Crawford detected it in a mineral from Strontian, Scotland. |
| 19 | Potassium | 1807 H. Davy | 1807 H. Davy | Davy discovered it by using electrolysis on potash. |
| 11 | Sodium | 1807 H. Davy | 1807 H. Davy | Davy discovered it a few days after potassium, by using electrolysis on sodium hydroxide. |
| 20 | Calcium | 1808 H. Davy | 1808 H. Davy | Davy discovered the metal by electrolysis of quicklime. |
| 5 | Boron | 1808 L. Gay-Lussac and L. J. Thénard | 1808 H. Davy | Independently reported on 21 June 1808 by Gay-Lussac and Thénard and by Davy on 30 June. |

Davy's use of the voltaic pile for electrolysis in 1807–1808 isolated six alkali and alkaline earth metals in under two years."""
    t = [(search(q1), o1),
         (extract(wp, "18th-century element discoveries with discoverers and years"), o2),
         m.add({"oxygen": "Scheele 1771 (published 1777); Priestley 1774 independently", "nitrogen": "Daniel Rutherford 1772", "chlorine": "Scheele 1774; recognised as element by Davy 1810"}),
         (search(q4), o4),
         (extract(wp, "elements isolated by Humphry Davy"), o5),
         m.update({"oxygen": "Scheele ~1771 'fire air' (book 1777); Priestley 1 Aug 1774 (mercuric oxide); named oxygène by Lavoisier 1777"})]
    rs.add("search", "h58-search-06", SYSTEM, t, state=EMPTY)


# ---------------------------------------------------------------- 07 FDA COVID-19 vaccine approvals (fda.gov) — removed key reappears
def t07(rs: RowSet) -> None:
    m = Mem()
    fda1 = "https://www.fda.gov/news-events/press-announcements/fda-approves-first-covid-19-vaccine"
    fda2 = "https://www.fda.gov/news-events/press-announcements/coronavirus-covid-19-update-fda-takes-key-action-approving-second-covid-19-vaccine"
    q1 = "FDA approves first COVID-19 vaccine Comirnaty August 23 2021"
    o1 = sr(
        (fda1, "FDA Approves First COVID-19 Vaccine | FDA",
         "Today, the U.S. Food and Drug Administration approved the first COVID-19 vaccine. The vaccine has been known as the Pfizer-BioNTech COVID-19 Vaccine, and will now be marketed as Comirnaty ...", "Aug 23, 2021"),
        ("https://www.fda.gov/vaccines-blood-biologics/comirnaty", "COMIRNATY | FDA",
         "STN: 125742. Proper Name: COVID-19 Vaccine, mRNA. Tradename: COMIRNATY. Manufacturer: BioNTech Manufacturing GmbH. Indication: active immunization to prevent COVID-19 ...", "N/A"),
        ("https://www.pfizer.com/news/press-release/press-release-detail/pfizer-and-biontech-receive-first-us-fda-approval-covid-19", "Pfizer and BioNTech Receive First U.S. FDA Approval for a COVID-19 Vaccine | Pfizer",
         "The vaccine, which will be marketed as COMIRNATY, is approved for the prevention of COVID-19 in individuals 16 years of age and older ...", "Aug 23, 2021"),
        ("https://www.nytimes.com/2021/08/23/health/fda-approval-pfizer-covid-vaccine.html", "F.D.A. Grants Full Approval to Pfizer-BioNTech Covid Vaccine - The New York Times",
         "The decision, the first for a coronavirus vaccine, may spur more vaccine mandates by employers and universities ...", "Aug 23, 2021"),
        ("https://en.wikipedia.org/wiki/Pfizer%E2%80%93BioNTech_COVID-19_vaccine", "Pfizer–BioNTech COVID-19 vaccine - Wikipedia",
         "In the United States, it was granted an emergency use authorization on 11 December 2020 and received full approval on 23 August 2021 for people aged sixteen and older ...", "N/A"),
        ("https://www.fda.gov/news-events/press-announcements/fda-takes-key-action-fight-against-covid-19-issuing-emergency-use-authorization-first-covid-19", "FDA Takes Key Action in Fight Against COVID-19 By Issuing Emergency Use Authorization for First COVID-19 Vaccine | FDA",
         "Today, the U.S. FDA issued the first emergency use authorization for a vaccine for the prevention of COVID-19 in individuals 16 years of age and older ...", "Dec 11, 2020"),
        ("https://www.cdc.gov/mmwr/volumes/70/wr/mm7038e1.htm", "Use of Pfizer-BioNTech COVID-19 Vaccine in Persons Aged ≥16 Years: Recommendations of the ACIP — United States, September 2021 | MMWR",
         "On August 23, 2021, FDA approved a Biologics License Application for use of the Pfizer-BioNTech COVID-19 vaccine (Comirnaty) in persons aged ≥16 years ...", "Sep 24, 2021"),
        ("https://www.statnews.com/2021/08/23/fda-grants-full-approval-to-pfizer-biontech-covid-19-vaccine/", "FDA grants full approval to Pfizer-BioNTech Covid-19 vaccine - STAT",
         "The approval is for people 16 and older; the shot remains authorized for emergency use in adolescents 12 to 15 ...", "Aug 23, 2021"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/us-fda-grants-full-approval-pfizer-biontech-covid-19-vaccine-2021-08-23/", "U.S. FDA grants full approval to Pfizer-BioNTech COVID-19 vaccine | Reuters",
         "The U.S. Food and Drug Administration on Monday granted full approval to the Pfizer and BioNTech COVID-19 vaccine ...", "Aug 23, 2021"),
        ("https://www.reddit.com/r/news/comments/p9xk8g/fda_grants_full_approval_to_pfizers_covid19/", "FDA grants full approval to Pfizer's Covid-19 vaccine : r/news",
         "45.1k votes, 6.2k comments. So the 'it's not FDA approved' argument is officially over ...", "Aug 23, 2021"),
    )
    o2 = """# FDA Approves First COVID-19 Vaccine

Approval Signifies Key Achievement for Public Health

For Immediate Release: August 23, 2021

Today, the U.S. Food and Drug Administration approved the first COVID-19 vaccine. The vaccine has been known as the Pfizer-BioNTech COVID-19 Vaccine, and will now be marketed as Comirnaty (koe-mir’-na-tee), for the prevention of COVID-19 disease in individuals 16 years of age and older. The vaccine also continues to be available under emergency use authorization (EUA), including for individuals 12 through 15 years of age and for the administration of a third dose in certain immunocompromised individuals.

> “The FDA’s approval of this vaccine is a milestone as we continue to battle the COVID-19 pandemic. While this and other vaccines have met the FDA’s rigorous, scientific standards for emergency use authorization, as the first FDA-approved COVID-19 vaccine, the public can be very confident that this vaccine meets the high standards for safety, effectiveness, and manufacturing quality the FDA requires of an approved product,” said Acting FDA Commissioner Janet Woodcock, M.D.

## FDA Evaluation of Safety and Effectiveness Data for Approval for 16 Years of Age and Older

The first EUA, issued Dec. 11, 2020, for individuals 16 years of age and older was based on safety and effectiveness data from a randomized, controlled, blinded ongoing clinical trial of thousands of individuals. To support the FDA’s approval decision today, the FDA reviewed updated data from the clinical trial which supported the EUA and included a longer duration of follow-up in a larger clinical trial population.

Specifically, in the FDA’s review for approval, the agency analyzed effectiveness data from approximately 20,000 vaccine and 20,000 placebo recipients ages 16 and older who did not have evidence of the COVID-19 virus infection within a week of receiving the second dose. The vaccine was 91% effective in preventing COVID-19 disease.

More than half of the clinical trial participants were followed for safety outcomes for at least four months after the second dose. Overall, approximately 12,000 recipients have been followed for at least 6 months.

The most commonly reported side effects were pain, redness and swelling at the injection site, fatigue, headache, muscle or joint pain, chills, and fever. The prescribing information includes a warning about increased risks of myocarditis and pericarditis, particularly within seven days following the second dose.

The FDA granted this application Priority Review. The approval was granted to BioNTech Manufacturing GmbH.

## Related Information

- Comirnaty and Pfizer-BioNTech COVID-19 Vaccine
- Emergency Use Authorization for Vaccines Explained

###

Inquiries: Media: Abby Capobianco, 240-402-8184 · Consumer: 888-INFO-FDA"""
    q4 = "FDA approves Spikevax Moderna COVID-19 vaccine January 31 2022"
    o4 = sr(
        (fda2, "Coronavirus (COVID-19) Update: FDA Takes Key Action by Approving Second COVID-19 Vaccine | FDA",
         "Today, the U.S. Food and Drug Administration approved a second COVID-19 vaccine. The vaccine has been known as the Moderna COVID-19 Vaccine; the approved vaccine will be marketed as Spikevax ...", "Jan 31, 2022"),
        ("https://www.fda.gov/vaccines-blood-biologics/spikevax", "SPIKEVAX | FDA",
         "STN: 125752. Proper Name: COVID-19 Vaccine, mRNA. Tradename: SPIKEVAX. Manufacturer: ModernaTX, Inc. ...", "N/A"),
        ("https://investors.modernatx.com/news/news-details/2022/Moderna-Receives-Full-U.S.-FDA-Approval-for-COVID-19-Vaccine-Spikevax/default.aspx", "Moderna Receives Full U.S. FDA Approval for COVID-19 Vaccine Spikevax",
         "Spikevax is approved for the prevention of COVID-19 in individuals 18 years of age and older ...", "Jan 31, 2022"),
        ("https://en.wikipedia.org/wiki/Moderna_COVID-19_vaccine", "Moderna COVID-19 vaccine - Wikipedia",
         "It was authorized for emergency use in the United States on 18 December 2020 and approved on 31 January 2022 under the brand name Spikevax ...", "N/A"),
        ("https://www.cnbc.com/2022/01/31/fda-grants-full-approval-to-modernas-covid-vaccine.html", "FDA grants full approval to Moderna's Covid vaccine - CNBC",
         "Spikevax becomes the second Covid vaccine to receive full FDA approval after Pfizer's Comirnaty in August ...", "Jan 31, 2022"),
        ("https://www.npr.org/sections/health-shots/2022/01/31/1076840452/fda-full-approval-moderna-covid-vaccine", "FDA gives full approval to Moderna's COVID vaccine : Shots - NPR",
         "The approval covers adults 18 and older ...", "Jan 31, 2022"),
        ("https://www.fda.gov/emergency-preparedness-and-response/coronavirus-disease-2019-covid-19/moderna-covid-19-vaccine", "Moderna COVID-19 Vaccine | FDA",
         "On Dec. 18, 2020, FDA issued an emergency use authorization for the Moderna COVID-19 Vaccine for individuals 18 years of age and older ...", "N/A"),
        ("https://www.cdc.gov/mmwr/volumes/71/wr/mm7111a2.htm", "Use of the Moderna COVID-19 Vaccine (Spikevax) in Persons Aged ≥18 Years | MMWR",
         "On January 31, 2022, FDA approved a Biologics License Application for use of Spikevax ...", "Mar 18, 2022"),
        ("https://www.statnews.com/2022/01/31/fda-grants-full-approval-to-modernas-covid-19-vaccine/", "FDA grants full approval to Moderna's Covid-19 vaccine - STAT",
         "Moderna filed its application in August 2021 ...", "Jan 31, 2022"),
        ("https://www.reddit.com/r/Coronavirus/comments/shdbay/fda_grants_full_approval_to_moderna_covid_vaccine/", "FDA grants full approval to Moderna Covid vaccine : r/Coronavirus",
         "Spikevax is such a cool name though ...", "Jan 31, 2022"),
    )
    o5 = """# Coronavirus (COVID-19) Update: FDA Takes Key Action by Approving Second COVID-19 Vaccine

For Immediate Release: January 31, 2022

Today, the U.S. Food and Drug Administration approved a second COVID-19 vaccine. The vaccine has been known as the Moderna COVID-19 Vaccine; the approved vaccine will be marketed as Spikevax for the prevention of COVID-19 in individuals 18 years of age and older.

> “The FDA’s approval of Spikevax is a significant step in the fight against the COVID-19 pandemic, marking the second vaccine approved to prevent COVID-19,” said Acting FDA Commissioner Janet Woodcock, M.D.

Spikevax has the same formulation as the EUA Moderna COVID-19 Vaccine and is administered as a primary series of two doses, one month apart. It has been available under EUA for individuals 18 years of age and older since Dec. 18, 2020.

## FDA Evaluation of Safety and Effectiveness Data

The FDA evaluated updated data from the randomized, placebo-controlled, observer-blind clinical trial conducted in the United States. The agency analyzed effectiveness data from approximately 14,287 vaccine and 14,164 saline placebo recipients 18 years of age and older who did not have evidence of SARS-CoV-2 infection prior to receiving the first dose. The vaccine was 93% effective in preventing COVID-19, with 55 cases of COVID-19 occurring in the vaccine group and 744 in the placebo group. The vaccine was also 98% effective in preventing severe disease.

Approximately 7,500 vaccine recipients were followed for safety outcomes for at least four months after the second dose. The prescribing information includes a warning about increased risks of myocarditis and pericarditis.

The approval was granted to ModernaTX, Inc.

###"""
    q8 = "Janssen COVID-19 vaccine EUA February 27 2021 revoked June 2023"
    o8 = sr(
        ("https://www.fda.gov/news-events/press-announcements/fda-issues-emergency-use-authorization-third-covid-19-vaccine", "FDA Issues Emergency Use Authorization for Third COVID-19 Vaccine | FDA",
         "Today, the U.S. FDA issued an emergency use authorization (EUA) for the third vaccine for the prevention of COVID-19 ... in individuals 18 years of age and older ...", "Feb 27, 2021"),
        ("https://www.fda.gov/media/169013/download", "Letter of revocation - Janssen COVID-19 Vaccine EUA (PDF)",
         "... FDA is revoking the EUA for the Janssen COVID-19 Vaccine, effective June 1, 2023, in response to the request from Janssen Biotech, Inc. ...", "Jun 1, 2023"),
        ("https://en.wikipedia.org/wiki/Janssen_COVID-19_vaccine", "Janssen COVID-19 vaccine - Wikipedia",
         "Authorized for emergency use in the US on 27 February 2021 ... The authorization was revoked on 1 June 2023 at the request of the manufacturer ...", "N/A"),
        ("https://www.cdc.gov/vaccines/covid-19/info-by-product/janssen/index.html", "Janssen COVID-19 Vaccine (Johnson & Johnson) | CDC",
         "As of June 1, 2023, the Janssen COVID-19 vaccine is no longer available for use in the United States ...", "Jun 6, 2023"),
        ("https://www.jnj.com/johnson-johnson-covid-19-single-shot-vaccine-authorized-by-u-s-fda-for-emergency-use", "Johnson & Johnson COVID-19 Single-Shot Vaccine Authorized by U.S. FDA for Emergency Use",
         "First single-shot vaccine authorized in the U.S., for adults 18 years and older ...", "Feb 27, 2021"),
        ("https://www.statnews.com/2023/05/23/jj-covid-vaccine-eua-revoked/", "FDA to revoke J&J Covid vaccine authorization - STAT",
         "Johnson & Johnson asked the agency to end the authorization, citing no demand ...", "May 23, 2023"),
        ("https://www.nytimes.com/2021/04/23/health/johnson-vaccine-pause-lifted.html", "C.D.C. and F.D.A. Lift Pause on Johnson & Johnson Vaccine - The New York Times",
         "The 10-day pause was lifted with a new warning about rare blood clots ...", "Apr 23, 2021"),
        ("https://www.fda.gov/news-events/press-announcements/coronavirus-covid-19-update-fda-limits-use-janssen-covid-19-vaccine-certain-individuals", "FDA Limits Use of Janssen COVID-19 Vaccine to Certain Individuals | FDA",
         "... authorized use limited to individuals 18 years of age and older for whom other authorized or approved vaccines are not accessible or clinically appropriate ...", "May 5, 2022"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/jj-covid-vaccine-eua-revoked-2023-06-01/", "US FDA revokes authorization of J&J COVID vaccine | Reuters",
         "The authorization was revoked at the company's request, the FDA said ...", "Jun 1, 2023"),
        ("https://www.reddit.com/r/medicine/comments/13xg2rl/fda_revokes_jj_covid_vaccine_eua/", "FDA revokes J&J COVID vaccine EUA : r/medicine",
         "Last J&J doses in our clinic expired months ago anyway ...", "Jun 1, 2023"),
    )
    t = [(search(q1), o1),
         (extract(fda1, "approval date, age group, efficacy and applicant"), o2),
         m.add({"comirnaty_bla": "approved 23 Aug 2021, ages 16+ (BioNTech Manufacturing GmbH), 91% efficacy",
                "pfizer_eua": "11 Dec 2020, ages 16+", "moderna_eua": "18 Dec 2020, ages 18+"}),
         (search(q4), o4),
         (extract(fda2, "approval date, age group, efficacy and applicant"), o5),
         m.add({"spikevax_bla": "approved 31 Jan 2022, ages 18+ (ModernaTX, Inc.), 93% efficacy"})]
    removed = dict(m.d)
    t += [m.remove(["moderna_eua"]),
          (search(q8), o8),
          m.add({"janssen_eua": "27 Feb 2021, ages 18+; EUA revoked 1 Jun 2023 at Janssen's request"})]
    removed["janssen_eua"] = m.d["janssen_eua"]
    assert "moderna_eua" in removed and "moderna_eua" not in m.d
    t += [(memory("retrieve_all"), pj(removed)),
          m.add({"novavax_eua": "13 Jul 2022, ages 18+ (Novavax COVID-19 Vaccine, Adjuvanted)"})]
    rs.add("search", "h58-search-07", SYSTEM, t, state=EMPTY, bad=True, turn=10,
           kind="retrieve_all still lists moderna_eua, which turn 7 removed from memory.")


# ---------------------------------------------------------------- 08 WHO vaccine prequalification (extranet.who.int/prequal) — status reverts
def t08(rs: RowSet) -> None:
    m = Mem()
    news = "https://www.who.int/news/item/21-12-2023-who-prequalifies-a-second-malaria-vaccine-a-significant-milestone-in-prevention-of-the-disease"
    pq = "https://extranet.who.int/prequal/vaccines/prequalified-vaccines?field_vaccine_type=Malaria"
    q1 = "WHO prequalification R21/Matrix-M malaria vaccine December 2023"
    o1 = sr(
        (news, "WHO prequalifies a second malaria vaccine, a significant milestone in prevention of the disease",
         "The World Health Organization (WHO) today added R21/Matrix-M to its list of prequalified vaccines for the prevention of malaria, making it the second malaria vaccine ...", "Dec 21, 2023"),
        ("https://extranet.who.int/prequal/vaccines/prequalified-vaccines", "Prequalified Vaccines | WHO - Prequalification of Medical Products",
         "List of vaccines prequalified by WHO. Filter by vaccine type, commercial name, manufacturer, responsible NRA and date of prequalification ...", "N/A"),
        ("https://www.who.int/news/item/02-10-2023-who-recommends-r21-matrix-m-vaccine-for-malaria-prevention-in-updated-advice-on-immunization", "WHO recommends R21/Matrix-M vaccine for malaria prevention in updated advice on immunization",
         "WHO has recommended a new vaccine, R21/Matrix-M, for the prevention of malaria in children, following advice of SAGE and MPAG ...", "Oct 2, 2023"),
        ("https://www.ox.ac.uk/news/2023-12-21-r21matrix-m-malaria-vaccine-developed-university-oxford-receives-who-prequalification", "R21/Matrix-M malaria vaccine developed by University of Oxford receives WHO prequalification",
         "The vaccine, developed at the Jenner Institute and manufactured by the Serum Institute of India, can now be procured by UNICEF and Gavi ...", "Dec 21, 2023"),
        ("https://en.wikipedia.org/wiki/R21/Matrix-M", "R21/Matrix-M - Wikipedia",
         "R21/Matrix-M is a malaria vaccine developed by the University of Oxford's Jenner Institute ... WHO prequalified the vaccine in December 2023 ...", "N/A"),
        ("https://www.gavi.org/news/media-room/gavi-welcomes-who-prequalification-r21-malaria-vaccine", "Gavi welcomes WHO prequalification of R21/Matrix-M malaria vaccine",
         "Prequalification unlocks procurement for countries applying for Gavi support for malaria vaccines ...", "Dec 21, 2023"),
        ("https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(23)02511-4/fulltext", "Safety and efficacy of the R21/Matrix-M malaria vaccine in African children: a multicentre, double-blind, randomised, phase 3 trial",
         "Vaccine efficacy against clinical malaria was 75% at seasonal sites and 68% at standard sites over 12 months ...", "Feb 1, 2024"),
        ("https://ir.novavax.com/press-releases/2023-12-21-R21-Matrix-M-Malaria-Vaccine-Prequalified-by-WHO", "R21/Matrix-M Malaria Vaccine Prequalified by WHO | Novavax",
         "The vaccine includes Novavax's proprietary saponin-based Matrix-M adjuvant ...", "Dec 21, 2023"),
        ("https://www.who.int/news/item/06-10-2021-who-recommends-groundbreaking-malaria-vaccine-for-children-at-risk", "WHO recommends groundbreaking malaria vaccine for children at risk",
         "WHO is recommending widespread use of the RTS,S/AS01 (RTS,S) malaria vaccine among children in sub-Saharan Africa ...", "Oct 6, 2021"),
        ("https://www.nature.com/articles/d41586-023-04045-3", "Second malaria vaccine gets WHO green light for roll-out - Nature",
         "Prequalification of the cheaper R21 vaccine is expected to ease supply shortages of RTS,S ...", "Dec 22, 2023"),
    )
    o2 = """# WHO prequalifies a second malaria vaccine, a significant milestone in prevention of the disease

21 December 2023 | News release | Geneva

The World Health Organization (WHO) today added R21/Matrix-M to its list of prequalified vaccines for the prevention of malaria. Prequalification is an important prerequisite for malaria vaccines to be procured by UNICEF and funded by Gavi, the Vaccine Alliance, for deployment.

R21/Matrix-M is the second malaria vaccine to be prequalified by WHO, following RTS,S/AS01, which was prequalified in July 2022. Both vaccines are shown to be safe and effective in preventing malaria in children and, when implemented broadly, are expected to have high public health impact.

> “Prequalification of a second malaria vaccine expands the supply of vaccines that can protect children in Africa from one of the continent’s deadliest diseases,” said Dr Tedros Adhanom Ghebreyesus, WHO Director-General.

## Recommendation and development

WHO recommended the R21/Matrix-M vaccine on 2 October 2023, following the advice of the Strategic Advisory Group of Experts on Immunization (SAGE) and the Malaria Policy Advisory Group (MPAG). The vaccine was developed by the University of Oxford's Jenner Institute and is manufactured by the Serum Institute of India, with the Matrix-M adjuvant from Novavax.

| | RTS,S/AS01 | R21/Matrix-M |
| --- | --- | --- |
| WHO recommendation | 6 October 2021 | 2 October 2023 |
| WHO prequalification | July 2022 | 21 December 2023 |
| Manufacturer | GSK (technology transfer to Bharat Biotech) | Serum Institute of India |
| Schedule | 4 doses from 5 months of age | 4 doses from 5 months of age |

## Supply

The Serum Institute of India has established production capacity of more than 100 million doses per year and plans to double this over the next two years. Demand for malaria vaccines is high: at least 28 African countries plan to introduce a WHO-recommended malaria vaccine.

In 2022 there were an estimated 249 million malaria cases and 608 000 malaria deaths in 85 countries; about 95% of deaths were in the WHO African Region, most of them children under 5.

Media Contacts: WHO Media Team, mediainquiries@who.int"""
    row_r21 = "| 21/12/2023 | Malaria | R21/Matrix-M | Vial | 2 | Serum Institute of India Pvt. Ltd. | Central Drugs Standard Control Organization (India) | Prequalified |"
    row_rts = "| 15/07/2022 | Malaria | Mosquirix | Vial | 2 | GlaxoSmithKline Biologicals SA | European Medicines Agency | Prequalified |"
    head = ("| Date of prequalification | Vaccine type | Commercial name | Presentation | No. of doses | Manufacturer | Responsible NRA | Status |\n"
            "| --- | --- | --- | --- | --- | --- | --- | --- |")
    o4 = f"""# Prequalified Vaccines

WHO - Prequalification of Medical Products (IVDs, Medicines, Vaccines and Immunization Devices, Vector Control)

Filters applied: **Vaccine type = Malaria**

Showing 1 - 2 of 2 results

{head}
{row_r21}
{row_rts}

Notes:
- The list reflects vaccines prequalified by WHO. Products may be withdrawn or suspended; see the column *Status*.
- Dose counts refer to doses per container.

Export: CSV · Excel

Page last updated: 04 September 2025"""
    o6 = f"""# Prequalified Vaccines

Filters applied: **Vaccine type = Malaria**

(Row relevant to the goal: R21/Matrix-M)

{head}
{row_r21.replace("| Prequalified |", "| Under assessment |")}

Product details: R21/Matrix-M, malaria vaccine (recombinant, adjuvanted), suspension for injection, 0.5 mL per dose, 2-dose vial. Storage: 2–8 °C.

Page last updated: 04 September 2025"""
    t = [(search(q1), o1),
         (extract(news, "prequalification date and manufacturer of R21/Matrix-M; RTS,S comparison"), o2),
         m.add({"r21_pq": "prequalified 21 Dec 2023; Serum Institute of India (developer: Oxford Jenner Institute; adjuvant Matrix-M, Novavax)",
                "rtss_pq": "prequalified July 2022; GSK (Mosquirix)"}),
         (extract(pq, "list of prequalified malaria vaccines with dates and status"), o4),
         m.update({"rtss_pq": "prequalified 15 Jul 2022; GSK (Mosquirix); responsible NRA: EMA"}),
         (extract(pq, "R21/Matrix-M presentation, doses per vial and status"), o6),
         m.add({"r21_efficacy": "75% vs clinical malaria over 12 months at seasonal sites (phase 3, Lancet 2024)"})]
    rs.add("search", "h58-search-08", SYSTEM, t, state=EMPTY, bad=True, turn=6,
           kind="The prequalified-vaccines list now shows R21/Matrix-M as 'Under assessment', but the same filtered list in turn 4 showed it 'Prequalified' since 21/12/2023.")


# ---------------------------------------------------------------- 09 WHO Global TB reports (who.int) — clean
def t09(rs: RowSet) -> None:
    m = Mem()
    n23 = "https://www.who.int/news/item/07-11-2023-record-number-of-people-diagnosed-with-tb-in-2022-who-global-tuberculosis-report-2023"
    n24 = "https://www.who.int/news/item/29-10-2024-tuberculosis-resurges-as-top-infectious-disease-killer"
    q1 = "WHO Global Tuberculosis Report 2023 10.6 million fell ill 1.3 million deaths"
    o1 = sr(
        (n23, "Record number of people diagnosed with TB in 2022: WHO Global Tuberculosis Report 2023",
         "A total of 7.5 million people were diagnosed with TB in 2022 – the highest number since WHO began global TB monitoring in 1995 ...", "Nov 7, 2023"),
        ("https://www.who.int/teams/global-tuberculosis-programme/tb-reports/global-tuberculosis-report-2023", "Global Tuberculosis Report 2023 - World Health Organization",
         "The report provides a comprehensive and up-to-date assessment of the TB epidemic, based on data from 192 countries and areas ...", "N/A"),
        ("https://www.who.int/news-room/fact-sheets/detail/tuberculosis", "Tuberculosis - World Health Organization (WHO) fact sheet",
         "In 2023, an estimated 10.8 million people fell ill with tuberculosis (TB) worldwide ... A total of 1.25 million people died from TB in 2023 ...", "Oct 29, 2024"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/tb-diagnoses-hit-record-high-2022-2023-11-07/", "TB diagnoses hit record high as services recover from COVID, WHO says | Reuters",
         "An estimated 1.3 million people died of TB in 2022, down from 1.4 million in 2021 ...", "Nov 7, 2023"),
        ("https://www.stoptb.org/news/global-tb-report-2023", "Stop TB Partnership statement on the WHO Global TB Report 2023",
         "TB remained the world's second leading infectious killer after COVID-19 in 2022 ...", "Nov 7, 2023"),
        ("https://www.cdc.gov/globalhivtb/who-we-are/about-us/globaltb/globaltb.html", "Global Tuberculosis | CDC",
         "Tuberculosis is one of the world's deadliest infectious diseases; one quarter of the world's population is infected with TB bacteria ...", "N/A"),
        ("https://www.thelancet.com/journals/langlo/article/PIIS2214-109X(23)00525-4/fulltext", "Global TB Report 2023: recovery, but not yet on track - The Lancet Global Health",
         "The 2023 report shows 10.6 million incident cases in 2022, up from 10.3 million in 2021 ...", "Dec 12, 2023"),
        ("https://en.wikipedia.org/wiki/Epidemiology_of_tuberculosis", "Epidemiology of tuberculosis - Wikipedia",
         "According to WHO, in 2022 10.6 million people became ill with TB and 1.3 million died ...", "N/A"),
        ("https://ourworldindata.org/tuberculosis", "Tuberculosis - Our World in Data",
         "Incidence of tuberculosis per 100,000 people, 2000 to 2022 ...", "N/A"),
        ("https://www.theglobalfund.org/en/news/2023/2023-11-07-global-tb-report/", "Global Fund welcomes WHO Global TB Report 2023",
         "The Global Fund provides 76% of all international financing for TB ...", "Nov 7, 2023"),
    )
    o2 = """# Record number of people diagnosed with TB in 2022: WHO Global Tuberculosis Report 2023

7 November 2023 | News release | Geneva

A total of 7.5 million people were diagnosed with TB in 2022 – the highest number since WHO began global TB monitoring in 1995, according to the Global Tuberculosis Report 2023 released today. The report, with data from 192 countries and areas, shows a strong recovery in the number of people diagnosed and treated after two years of COVID-related disruptions.

India, Indonesia and the Philippines, which collectively accounted for more than 60% of the reduction in TB notifications in 2020 and 2021, all recovered to above 2019 levels in 2022.

## Key figures

| Indicator | 2021 | 2022 |
| --- | --- | --- |
| People newly diagnosed and notified | 6.4 million | 7.5 million |
| Estimated people who fell ill with TB | 10.3 million | 10.6 million |
| Estimated TB deaths (incl. among people with HIV) | 1.4 million | 1.3 million |
| TB deaths among people with HIV | 187 000 | 167 000 |
| People who developed MDR/RR-TB | 450 000 | 410 000 |

TB remained the world's second leading cause of death from a single infectious agent in 2022, after COVID-19, and caused almost twice as many deaths as HIV/AIDS. More than 10 million people continue to fall ill with TB every year.

> “For millennia, our ancestors suffered and died with tuberculosis without knowing what it was, what caused it, or how to stop it. Today we have knowledge and tools that they could only dream of,” said Dr Tedros Adhanom Ghebreyesus, WHO Director-General.

## Regional distribution (2022)

| WHO region | Share of people who fell ill |
| --- | --- |
| South-East Asia | 46% |
| Africa | 23% |
| Western Pacific | 18% |
| Eastern Mediterranean | 8.1% |
| Americas | 3.1% |
| Europe | 2.2% |

Media contacts: WHO Media Team, mediainquiries@who.int"""
    q4 = "WHO Global Tuberculosis Report 2024 8.2 million newly diagnosed 2023"
    o4 = sr(
        (n24, "Tuberculosis resurges as top infectious disease killer",
         "8.2 million people were newly diagnosed with TB in 2023, the highest number recorded since WHO began global TB monitoring in 1995 ...", "Oct 29, 2024"),
        ("https://www.who.int/teams/global-tuberculosis-programme/tb-reports/global-tuberculosis-report-2024", "Global Tuberculosis Report 2024 - World Health Organization",
         "Data from 193 countries and areas; TB probably returned to being the world's leading cause of death from a single infectious agent in 2023 ...", "N/A"),
        ("https://www.who.int/news-room/fact-sheets/detail/tuberculosis", "Tuberculosis - World Health Organization (WHO) fact sheet",
         "In 2023, an estimated 10.8 million people fell ill with tuberculosis (TB) worldwide ... A total of 1.25 million people died from TB in 2023 ...", "Oct 29, 2024"),
        ("https://www.nature.com/articles/d41586-024-03534-9", "Tuberculosis is once again the world's deadliest infectious disease - Nature",
         "WHO data show TB overtook COVID-19 in 2023 ...", "Oct 30, 2024"),
        ("https://www.cnn.com/2024/10/29/health/tuberculosis-top-infectious-disease-killer-who/index.html", "Tuberculosis is again the world's leading infectious disease killer, WHO says | CNN",
         "About 1.25 million people died of TB in 2023 ...", "Oct 29, 2024"),
        ("https://www.stoptb.org/news/who-global-tb-report-2024", "Stop TB Partnership on the WHO Global TB Report 2024",
         "Funding for TB prevention and care remains far below the US$13 billion annual target ...", "Oct 29, 2024"),
        ("https://www.thelancet.com/journals/lanres/article/PIIS2213-2600(24)00390-1/fulltext", "The Global Tuberculosis Report 2024 - The Lancet Respiratory Medicine",
         "Five countries — India, Indonesia, China, the Philippines and Pakistan — account for 56% of the global burden ...", "Nov 15, 2024"),
        ("https://www.statista.com/statistics/1225046/tuberculosis-cases-worldwide/", "Number of tuberculosis cases worldwide 2000-2023 | Statista",
         "Estimated incident cases: 10.8 million in 2023 ...", "Nov 4, 2024"),
        ("https://ourworldindata.org/tuberculosis", "Tuberculosis - Our World in Data",
         "Incidence of tuberculosis per 100,000 people, 2000 to 2023 ...", "N/A"),
        ("https://www.reddit.com/r/medicine/comments/1gf2x9k/tb_is_back_to_being_the_top_infectious_killer/", "TB is back to being the top infectious killer : r/medicine",
         "Honestly it never really left outside of the COVID years ...", "Oct 30, 2024"),
    )
    o5 = """# Tuberculosis resurges as top infectious disease killer

29 October 2024 | News release | Geneva

Tuberculosis (TB) has likely returned to being the world's leading cause of death from a single infectious agent, following three years in which it was replaced by coronavirus disease (COVID-19), according to the WHO Global Tuberculosis Report 2024. TB also remains a leading killer of people with HIV and a major cause of deaths related to antimicrobial resistance.

Some 8.2 million people were newly diagnosed with TB in 2023, the highest number recorded since WHO began global TB monitoring in 1995. This marked a notable increase from the 7.5 million reported in 2022, placing TB once again as the leading infectious disease killer in 2023, ahead of COVID-19.

## Key figures

| Indicator | 2022 | 2023 |
| --- | --- | --- |
| People newly diagnosed and notified | 7.5 million | 8.2 million |
| Estimated people who fell ill with TB | 10.7 million (revised) | 10.8 million |
| Estimated TB deaths (incl. among people with HIV) | 1.32 million | 1.25 million |
| TB deaths among people with HIV | 167 000 | 161 000 |
| People who developed MDR/RR-TB | 410 000 | 400 000 |

Note: estimates for earlier years are updated in each report as new data become available; the 2022 incidence figure published in the 2023 report (10.6 million) has been revised.

## Where the burden falls

The 30 high TB burden countries accounted for 87% of the global TB burden, with India (26%), Indonesia (10%), China (6.8%), the Philippines (6.8%) and Pakistan (6.3%) accounting for 56% combined.

Of the 10.8 million people who fell ill with TB in 2023, 55% were men, 33% were women and 12% were children and young adolescents aged 0–14 years.

> “The fact that TB still kills and sickens so many people is an outrage, when we have the tools to prevent it, detect it and treat it,” said WHO Director-General Dr Tedros Adhanom Ghebreyesus.

Media contacts: WHO Media Team, mediainquiries@who.int"""
    t = [(search(q1), o1),
         (extract(n23, "2022 incidence, deaths and number diagnosed"), o2),
         m.add({"tb_2022_incidence": "10.6 million (Global TB Report 2023)", "tb_2022_deaths": "1.3 million incl. 167,000 among people with HIV",
                "tb_2022_notified": "7.5 million (record since 1995)"}),
         (search(q4), o4),
         (extract(n24, "2023 incidence, deaths, number diagnosed and top countries"), o5),
         m.add({"tb_2023_incidence": "10.8 million (Global TB Report 2024)", "tb_2023_deaths": "1.25 million incl. 161,000 among people with HIV",
                "tb_2023_notified": "8.2 million (new record)", "tb_top5_share": "India 26%, Indonesia 10%, China 6.8%, Philippines 6.8%, Pakistan 6.3% = 56%"}),
         m.update({"tb_2022_incidence": "10.6 million (Global TB Report 2023); revised to 10.7 million in the 2024 report"}),
         m.get(["tb_2022_incidence", "tb_2022_notified", "tb_2023_notified"])]
    rs.add("search", "h58-search-09", SYSTEM, t, state=EMPTY)


# ---------------------------------------------------------------- 10 NHS England KH03 bed occupancy (england.nhs.uk statistics) — memory update reverts
def t10(rs: RowSet) -> None:
    m = Mem({"project": "UK hospital capacity brief, section 2 (beds)"})
    q3p = "https://www.england.nhs.uk/statistics/statistical-work-areas/bed-availability-and-occupancy/bed-data-overnight/2023-24-q3/"
    q4p = "https://www.england.nhs.uk/statistics/statistical-work-areas/bed-availability-and-occupancy/bed-data-overnight/2023-24-q4/"
    kf = "https://www.kingsfund.org.uk/insight-and-analysis/long-reads/nhs-hospital-bed-numbers"
    q1 = "NHS England KH03 bed availability occupancy Q3 2023-24 general and acute overnight"
    o1 = sr(
        (q3p, "Bed Availability and Occupancy Data – Overnight, Q3 2023-24 | NHS England",
         "Published 22 February 2024. In Q3 2023-24 the average number of general and acute overnight beds available was 101,997, of which 94,316 were occupied (92.5%) ...", "Feb 22, 2024"),
        ("https://www.england.nhs.uk/statistics/statistical-work-areas/bed-availability-and-occupancy/", "Bed Availability and Occupancy | NHS England",
         "The KH03 return collects the number of available and occupied beds open overnight and day only, by sector, quarterly from all NHS organisations ...", "N/A"),
        ("https://www.kingsfund.org.uk/insight-and-analysis/data-and-charts/key-facts-figures-nhs", "Key facts and figures about the NHS | The King's Fund",
         "General and acute bed occupancy has been consistently above 90% since 2021 ...", "Mar 11, 2024"),
        ("https://www.nuffieldtrust.org.uk/resource/hospital-bed-occupancy", "Hospital bed occupancy | Nuffield Trust",
         "Occupancy of general and acute beds in winter 2023/24 averaged around 93%, well above the 85% level often cited as safe ...", "Mar 28, 2024"),
        ("https://www.england.nhs.uk/statistics/statistical-work-areas/bed-availability-and-occupancy/bed-data-overnight/", "Bed Data – Overnight | NHS England",
         "Quarterly time series of overnight beds available and occupied by sector, from 2010-11 onwards ...", "N/A"),
        (kf, "NHS hospital bed numbers: past, present, future | The King's Fund",
         "The total number of NHS hospital beds in England has more than halved over the past 30 years, from around 299,000 in 1987/88 to 141,000 in 2019/20 ...", "Jan 18, 2024"),
        ("https://www.bma.org.uk/advice-and-support/nhs-delivery-and-workforce/pressures/nhs-hospital-beds-data-analysis", "NHS hospital beds data analysis - BMA",
         "England has 2.4 hospital beds per 1,000 people, among the lowest in the OECD ...", "Apr 4, 2024"),
        ("https://www.hsj.co.uk/acute-care/bed-occupancy-q3-2023-24/", "Bed occupancy stays above 92pc through winter | HSJ",
         "KH03 figures for October to December show little change from the previous winter ...", "Feb 23, 2024"),
        ("https://commonslibrary.parliament.uk/research-briefings/sn04466/", "NHS key statistics: England | House of Commons Library",
         "Average general and acute bed occupancy, England, quarterly, with KH03 and daily sitrep comparisons ...", "Mar 6, 2024"),
        ("https://www.reddit.com/r/doctorsUK/comments/1ax3k2p/kh03_q3_bed_occupancy_925/", "KH03 Q3: G&A occupancy 92.5% : r/doctorsUK",
         "And that's the quarterly average, midweek in January my trust was at 99% ...", "Feb 22, 2024"),
    )
    o2 = """# Bed Availability and Occupancy Data – Overnight, Q3 2023-24

Statistical Press Notice · Published 22 February 2024 · Next publication: 9 May 2024 (Q4 2023-24)

Data are collected via the KH03 return from NHS Trusts in England. Figures are quarterly averages of the number of beds open overnight that were available and occupied, by sector.

## Headline figures, October–December 2023

| Sector | Available | Occupied | % occupied |
| --- | --- | --- | --- |
| General & acute | 101,997 | 94,316 | 92.5% |
| Maternity | 7,318 | 4,402 | 60.2% |
| Learning disabilities | 836 | 683 | 81.7% |
| Mental illness | 17,546 | 15,928 | 90.8% |
| **Total** | **127,697** | **115,329** | **90.3%** |

## General & acute time series

| Quarter | Available | Occupied | % occupied |
| --- | --- | --- | --- |
| Q3 2022-23 | 100,987 | 95,291 | 94.4% |
| Q4 2022-23 | 101,474 | 95,010 | 93.6% |
| Q1 2023-24 | 100,322 | 92,806 | 92.5% |
| Q2 2023-24 | 100,131 | 92,108 | 92.0% |
| Q3 2023-24 | 101,997 | 94,316 | 92.5% |

The number of G&A beds available in Q3 2023-24 was 1,010 (1.0%) higher than in Q3 2022-23.

## Files

- Beds Timeseries 2010-11 onwards (XLSX, 312KB)
- Beds Open Overnight Web File Q3 2023-24 (XLSX, 148KB)
- Statistical Press Notice Q3 2023-24 (PDF, 201KB)

Contact: england.kh03@nhs.net · Responsible statistician: Chris Evans"""
    q4 = "NHS England bed occupancy 85% safe level general and acute 2023 winter"
    o4 = sr(
        ("https://www.nuffieldtrust.org.uk/resource/hospital-bed-occupancy", "Hospital bed occupancy | Nuffield Trust",
         "The 85% figure is widely quoted as a safe maximum, based on modelling work from 1999 ...", "Mar 28, 2024"),
        ("https://www.rcem.ac.uk/news/bed-occupancy-winter-2023/", "Bed occupancy at crisis levels this winter - RCEM",
         "Emergency medicine leaders call for 13,000 more staffed beds in England ...", "Jan 12, 2024"),
        (kf, "NHS hospital bed numbers: past, present, future | The King's Fund",
         "The total number of NHS hospital beds in England has more than halved over the past 30 years, from around 299,000 in 1987/88 to 141,000 in 2019/20 ...", "Jan 18, 2024"),
        ("https://www.bmj.com/content/384/bmj.q112", "Hospital bed occupancy in England hits winter high | The BMJ",
         "Daily situation reports showed G&A occupancy above 95% in the first week of January ...", "Jan 16, 2024"),
        ("https://www.england.nhs.uk/statistics/statistical-work-areas/uec-sitrep/", "Urgent and Emergency Care Daily Situation Reports | NHS England",
         "Daily G&A beds open and occupied, published weekly through winter (sitrep, not KH03) ...", "N/A"),
        ("https://www.gov.uk/government/publications/delivery-plan-for-recovering-urgent-and-emergency-care-services", "Delivery plan for recovering urgent and emergency care services - GOV.UK",
         "The plan aims for 5,000 extra sustainable beds and general and acute occupancy of 92% or below ...", "Jan 30, 2023"),
        ("https://www.healthfoundation.org.uk/news/bed-occupancy-and-waiting-times", "Bed occupancy and waiting times | The Health Foundation",
         "High occupancy is linked to longer A&E waits and more cancelled elective operations ...", "Feb 5, 2024"),
        ("https://www.oecd.org/health/hospital-beds.htm", "Hospital beds - OECD Data",
         "Total hospital beds per 1,000 inhabitants, 2022: United Kingdom 2.4; Germany 7.8; France 5.7 ...", "N/A"),
        ("https://fullfact.org/health/nhs-bed-numbers-england/", "How many hospital beds does the NHS have? - Full Fact",
         "Comparisons depend on whether you count all overnight beds or only general and acute ...", "Oct 3, 2023"),
        ("https://www.reddit.com/r/NHS/comments/18z2k0x/is_85_bed_occupancy_realistic/", "Is 85% bed occupancy realistic? : r/NHS",
         "Not with current bed numbers, no ...", "Jan 5, 2024"),
    )
    o5 = """# NHS hospital bed numbers: past, present, future

The King's Fund · Long read · Updated 18 January 2024

## Key points

- The total number of NHS hospital beds in England has more than halved over the past 30 years, from around 299,000 in 1987/88 to 141,000 in 2019/20, while the number of patients treated has increased significantly.
- This reduction is seen across all bed types, but particularly in mental illness and learning disability beds, as care moved into the community.
- Compared with other health systems, the NHS has very few hospital beds relative to its population: 2.4 per 1,000 people, against an EU average of about 5.

## How bed numbers have changed

| Year | All NHS beds (average daily available, overnight + day) |
| --- | --- |
| 1987/88 | ~299,000 |
| 2000/01 | ~186,000 |
| 2010/11 | ~158,000 |
| 2019/20 | ~141,000 |

These totals include day-only beds and every sector, so they are not comparable with the general and acute overnight figures that are most often quoted in winter.

## Why has the number fallen?

Shorter lengths of stay, more day-case surgery and the closure of long-stay institutions explain most of the fall. Since 2010 the decline has slowed, and occupancy of general and acute beds has risen to levels well above the 85% often cited as a safe maximum.

Authors: Siva Anandaciva · Related: Key facts and figures about the NHS"""
    q8 = "KH03 Q4 2023-24 bed occupancy general and acute published May 2024"
    o8 = sr(
        (q4p, "Bed Availability and Occupancy Data – Overnight, Q4 2023-24 | NHS England",
         "Published 9 May 2024. In Q4 2023-24 the average number of general and acute overnight beds available was 102,405, of which 95,144 were occupied (92.9%) ...", "May 9, 2024"),
        (q3p, "Bed Availability and Occupancy Data – Overnight, Q3 2023-24 | NHS England",
         "Published 22 February 2024. In Q3 2023-24 the average number of general and acute overnight beds available was 101,997, of which 94,316 were occupied (92.5%) ...", "Feb 22, 2024"),
        ("https://www.hsj.co.uk/acute-care/bed-occupancy-q4-2023-24/", "Winter quarter ends with G&A occupancy at 92.9pc | HSJ",
         "Beds available rose again but occupancy edged up from the autumn quarter ...", "May 10, 2024"),
        ("https://www.england.nhs.uk/statistics/statistical-work-areas/bed-availability-and-occupancy/bed-data-overnight/", "Bed Data – Overnight | NHS England",
         "Quarterly time series of overnight beds available and occupied by sector, from 2010-11 onwards ...", "N/A"),
        ("https://commonslibrary.parliament.uk/research-briefings/sn04466/", "NHS key statistics: England | House of Commons Library",
         "General and acute bed occupancy averaged 92.9% in January to March 2024 ...", "May 20, 2024"),
        ("https://www.nuffieldtrust.org.uk/resource/hospital-bed-occupancy", "Hospital bed occupancy | Nuffield Trust",
         "Occupancy of general and acute beds in winter 2023/24 averaged around 93% ...", "Mar 28, 2024"),
        ("https://www.england.nhs.uk/statistics/statistical-work-areas/bed-availability-and-occupancy/bed-data-day-only/", "Bed Data – Day Only | NHS England",
         "Day-only beds available and occupied, quarterly, all sectors ...", "N/A"),
        ("https://www.kingsfund.org.uk/insight-and-analysis/data-and-charts/key-facts-figures-nhs", "Key facts and figures about the NHS | The King's Fund",
         "General and acute bed occupancy has been consistently above 90% since 2021 ...", "Mar 11, 2024"),
        ("https://www.pulsetoday.co.uk/news/hospital-bed-occupancy-q4/", "Hospital bed occupancy remains above 92% - Pulse Today",
         "KH03 data for January to March ...", "May 10, 2024"),
        ("https://www.reddit.com/r/doctorsUK/comments/1cnx2hz/kh03_q4_929/", "KH03 Q4 2023-24: 92.9% : r/doctorsUK",
         "Up from 92.5% in Q3, as expected for Jan-Mar ...", "May 9, 2024"),
    )
    o10 = """# Bed Availability and Occupancy Data – Overnight, Q4 2023-24

Statistical Press Notice · Published 9 May 2024 · Next publication: 8 August 2024 (Q1 2024-25)

Data are collected via the KH03 return from NHS Trusts in England. Figures are quarterly averages of the number of beds open overnight that were available and occupied, by sector.

## Headline figures, January–March 2024

| Sector | Available | Occupied | % occupied |
| --- | --- | --- | --- |
| General & acute | 102,405 | 95,144 | 92.9% |
| Maternity | 7,301 | 4,376 | 59.9% |
| Learning disabilities | 829 | 676 | 81.5% |
| Mental illness | 17,512 | 15,903 | 90.8% |
| **Total** | **128,047** | **116,099** | **90.7%** |

## General & acute time series

| Quarter | Available | Occupied | % occupied |
| --- | --- | --- | --- |
| Q4 2022-23 | 101,474 | 95,010 | 93.6% |
| Q1 2023-24 | 100,322 | 92,806 | 92.5% |
| Q2 2023-24 | 100,131 | 92,108 | 92.0% |
| Q3 2023-24 | 101,997 | 94,316 | 92.5% |
| Q4 2023-24 | 102,405 | 95,144 | 92.9% |

The number of G&A beds available in Q4 2023-24 was 931 (0.9%) higher than in Q4 2022-23.

## Files

- Beds Timeseries 2010-11 onwards (XLSX, 315KB)
- Beds Open Overnight Web File Q4 2023-24 (XLSX, 149KB)
- Statistical Press Notice Q4 2023-24 (PDF, 198KB)

Contact: england.kh03@nhs.net · Responsible statistician: Chris Evans"""
    old_val = "101,997 available / 94,316 occupied (92.5%), G&A overnight, Oct-Dec 2023"
    t = [(search(q1), o1),
         (extract(q3p, "general and acute beds available and occupied, Q3 2023-24"), o2),
         m.add({"ga_beds_q3_2324": old_val, "source_kh03": "NHS England KH03 overnight, Q3 published 22 Feb 2024"}),
         (search(q4), o4),
         (extract(kf, "long-term trend in total NHS bed numbers"), o5),
         m.add({"total_beds_trend": "~299,000 (1987/88) -> ~141,000 (2019/20), all NHS beds incl. day-only (King's Fund)"}),
         m.update({"ga_beds_q3_2324": old_val + "; up from 92.0% in Q2 2023-24"}),
         (search(q8), o8)]
    a9, o9 = m.get(["ga_beds_q3_2324"])
    t += [(a9, swap(o9, "; up from 92.0% in Q2 2023-24", "")),
          (extract(q4p, "general and acute beds available and occupied, Q4 2023-24"), o10),
          m.add({"ga_beds_q4_2324": "102,405 available / 95,144 occupied (92.9%), G&A overnight, Jan-Mar 2024"}),
          m.get(["ga_beds_q4_2324", "total_beds_trend", "project"])]
    rs.add("search", "h58-search-10", SYSTEM, t, state=state({"project": "UK hospital capacity brief, section 2 (beds)"}), bad=True, turn=9,
           kind="Retrieving ga_beds_q3_2324 returns the value from before the turn-7 update (the Q2 comparison is gone), although the update succeeded.")


# ---------------------------------------------------------------- 11 Apple M3 family (apple.com newsroom, Wikipedia) — clean
def t11(rs: RowSet) -> None:
    m = Mem()
    nr = "https://www.apple.com/newsroom/2023/10/apple-unveils-m3-m3-pro-and-m3-max-the-most-advanced-chips-for-a-personal-computer/"
    wp = "https://en.wikipedia.org/wiki/Apple_M3"
    at = "https://www.anandtech.com/show/21116/apple-announces-m3-soc-family-m3-m3-pro-and-m3-max-make-their-marks"
    q1 = "Apple M3 M3 Pro M3 Max transistor count 3nm"
    o1 = sr(
        (nr, "Apple unveils M3, M3 Pro, and M3 Max, the most advanced chips for a personal computer - Apple",
         "The first personal computer chips built using the industry-leading 3-nanometer process technology ... M3 Max features 92 billion transistors ...", "Oct 30, 2023"),
        (wp, "Apple M3 - Wikipedia",
         "The Apple M3 is a series of ARM-based system on a chip (SoC) designed by Apple Inc. ... announced on October 30, 2023 ... fabricated by TSMC on its N3B process ...", "N/A"),
        (at, "Apple Announces M3 SoC Family: M3, M3 Pro, and M3 Max Make Their Marks - AnandTech",
         "M3 Pro has 37 billion transistors, fewer than the 40 billion of M2 Pro, as Apple trims its memory bus to 192 bits ...", "Oct 30, 2023"),
        ("https://www.theverge.com/2023/10/30/23938771/apple-m3-chip-3nm-macbook-pro-imac", "Apple's M3 chips are here: 3nm, ray tracing, and up to 128GB of RAM - The Verge",
         "Apple says the M3's performance cores are up to 30 percent faster than M1's ...", "Oct 30, 2023"),
        ("https://www.macrumors.com/guide/m3/", "M3 Chip: Everything We Know - MacRumors",
         "M3: 25 billion transistors; M3 Pro: 37 billion; M3 Max: 92 billion. All built on TSMC's first-generation 3nm process ...", "Jun 12, 2024"),
        ("https://www.tomshardware.com/news/apple-m3-max-vs-m2-max", "Apple M3 Max vs M2 Max: how the chips compare | Tom's Hardware",
         "M3 Max packs 92 billion transistors against M2 Max's 67 billion ...", "Nov 1, 2023"),
        ("https://www.notebookcheck.net/Apple-M3-Processor-Benchmarks-and-Specs.769919.0.html", "Apple M3 Processor - Benchmarks and Specs - Notebookcheck",
         "8 cores (4 performance + 4 efficiency), 10-core GPU, 3 nm, up to 24 GB LPDDR5 ...", "Nov 8, 2023"),
        ("https://arstechnica.com/gadgets/2023/10/apples-m3-family-brings-3nm-chips-to-the-mac/", "Apple's M3 family brings 3nm chips and a new GPU architecture to the Mac | Ars Technica",
         "Dynamic Caching allocates GPU local memory in hardware in real time ...", "Oct 30, 2023"),
        ("https://www.reddit.com/r/apple/comments/17k0x6x/apple_m3_m3_pro_and_m3_max_specs/", "Apple M3, M3 Pro and M3 Max specs : r/apple",
         "Interesting that M3 Pro went down from 40B to 37B transistors ...", "Oct 30, 2023"),
        ("https://www.tsmc.com/english/dedicatedFoundry/technology/logic/l_3nm", "3nm Technology - Taiwan Semiconductor Manufacturing Company Limited",
         "TSMC's 3nm process (N3) entered volume production in 2022 and offers up to 1.6X logic density compared with N5 ...", "N/A"),
    )
    o2 = """# Apple unveils M3, M3 Pro, and M3 Max, the most advanced chips for a personal computer

PRESS RELEASE · October 30, 2023

The first personal computer chips built using the industry-leading 3-nanometer process technology, M3, M3 Pro, and M3 Max deliver a next-generation GPU with Dynamic Caching, hardware-accelerated ray tracing and mesh shading, faster CPU and Neural Engine performance, and support for more unified memory.

CUPERTINO, CALIFORNIA Apple today announced M3, M3 Pro, and M3 Max, three chips featuring groundbreaking technologies that deliver dramatically increased performance and unleash new capabilities for MacBook Pro and iMac.

## The 3-nanometer chips

| Chip | Transistors | CPU | GPU | Max unified memory |
| --- | --- | --- | --- | --- |
| M3 | 25 billion | 8-core (4 performance + 4 efficiency) | 10-core | 24GB |
| M3 Pro | 37 billion | 12-core (6 performance + 6 efficiency) | 18-core | 36GB |
| M3 Max | 92 billion | 16-core (12 performance + 4 efficiency) | 40-core | 128GB |

- The performance cores are up to 30 percent faster than those in M1, and the efficiency cores up to 50 percent faster.
- The Neural Engine is up to 60 percent faster than in the M1 family of chips.
- The next-generation GPU introduces Dynamic Caching, which allocates the use of local memory in hardware in real time, so only the exact amount of memory needed is used for each task.
- M3 Max supports up to 128GB of unified memory, enabling AI developers to work with even larger transformer models with billions of parameters.

> “Apple silicon has completely redefined the Mac experience,” said Johny Srouji, Apple’s senior vice president of Hardware Technologies.

## Availability

The new MacBook Pro with M3 and M3 Pro, and the new iMac with M3, are available beginning Tuesday, November 7. MacBook Pro with M3 Max will be available later in November.

Press Contacts: Apple Media Helpline, media.help@apple.com"""
    q4 = "Apple M-series chips transistor counts M1 M2 M4 comparison"
    o4 = sr(
        ("https://en.wikipedia.org/wiki/Apple_silicon", "Apple silicon - Wikipedia",
         "M1: 16 billion transistors (5 nm, 2020); M2: 20 billion (2022); M3: 25 billion (3 nm, 2023); M4: 28 billion (2024) ...", "N/A"),
        ("https://www.apple.com/newsroom/2024/05/apple-introduces-m4-chip/", "Apple introduces M4 chip - Apple",
         "M4 is built using second-generation 3-nanometer technology and has 28 billion transistors ...", "May 7, 2024"),
        ("https://www.apple.com/newsroom/2022/06/apple-unveils-m2-with-breakthrough-performance-and-capabilities/", "Apple unveils M2, taking the breakthrough performance and capabilities of M1 even further - Apple",
         "M2 is built using second-generation 5-nanometer technology and consists of 20 billion transistors — 25 percent more than M1 ...", "Jun 6, 2022"),
        ("https://www.apple.com/newsroom/2020/11/apple-unleashes-m1/", "Apple unleashes M1 - Apple",
         "Packed with an astounding 16 billion transistors, the most Apple has ever put into a chip ...", "Nov 10, 2020"),
        (wp, "Apple M3 - Wikipedia",
         "Variants: M3 (25 billion transistors), M3 Pro (37 billion), M3 Max (92 billion) ...", "N/A"),
        ("https://www.apple.com/newsroom/2023/06/apple-introduces-m2-ultra/", "Apple introduces M2 Ultra - Apple",
         "M2 Ultra is built using a second-generation 5-nanometer process and features 134 billion transistors ...", "Jun 5, 2023"),
        ("https://www.macrumors.com/guide/m1-vs-m2-vs-m3-vs-m4/", "M1 vs. M2 vs. M3 vs. M4 - MacRumors",
         "M2 Pro 40 billion; M2 Max 67 billion; M1 Max 57 billion; M1 Ultra 114 billion ...", "Jul 2, 2024"),
        ("https://www.apple.com/newsroom/2022/03/apple-unveils-m1-ultra-the-worlds-most-powerful-chip-for-a-personal-computer/", "Apple unveils M1 Ultra - Apple",
         "With 114 billion transistors, M1 Ultra is the largest number ever in a personal computer chip ...", "Mar 8, 2022"),
        ("https://www.tomshardware.com/news/apple-m3-max-vs-m2-max", "Apple M3 Max vs M2 Max: how the chips compare | Tom's Hardware",
         "M3 Max packs 92 billion transistors against M2 Max's 67 billion ...", "Nov 1, 2023"),
        ("https://www.reddit.com/r/hardware/comments/1cmhv3o/apple_m4_28_billion_transistors/", "Apple M4: 28 billion transistors, N3E : r/hardware",
         "So +3B over M3 and it's on N3E instead of N3B ...", "May 7, 2024"),
    )
    o5 = """Jump to content

From Wikipedia, the free encyclopedia

Series of ARM-based system on a chip by Apple Inc.

| Apple M3 | |
| --- | --- |
| General information | |
| Launched | October 30, 2023 |
| Designed by | Apple Inc. |
| Common manufacturer | TSMC |
| Product code | APL1201 (M3), APL1203 (M3 Pro), APL1204 (M3 Max) |
| Architecture and classification | |
| Application | Desktop, notebook |
| Technology node | TSMC N3B |
| Instruction set | ARMv8.6-A |
| Physical specifications | |
| Cores | 8 (M3), 11 or 12 (M3 Pro), 14 or 16 (M3 Max) |
| GPU | Apple-designed, 8–10 (M3), 14–18 (M3 Pro), 30–40 (M3 Max) cores |
| History | |
| Predecessor | Apple M2 |
| Successor | Apple M4 |

The **Apple M3** is a series of ARM-based system on a chip (SoC) designed by Apple Inc., part of the Apple silicon series, as a central processing unit (CPU) and graphics processing unit (GPU) for its Mac desktops and notebooks and the iPad Air tablet. It was announced on October 30, 2023, and is fabricated by TSMC on its first-generation 3 nm process, N3B.

## Variants

| Variant | CPU cores (P+E) | GPU cores | Max memory | Memory bus | Transistors |
| --- | --- | --- | --- | --- | --- |
| M3 | 8 (4+4) | 8 or 10 | 24 GB | 128-bit LPDDR5-6400 | 25 billion |
| M3 Pro | 11 (5+6) or 12 (6+6) | 14 or 18 | 36 GB | 192-bit LPDDR5-6400 | 37 billion |
| M3 Max | 14 (10+4) or 16 (12+4) | 30 or 40 | 128 GB | 384- or 512-bit LPDDR5-6400 | 92 billion |

## Products that use the M3 series

- MacBook Pro (14-inch, November 2023): M3, M3 Pro, M3 Max
- MacBook Pro (16-inch, November 2023): M3 Pro, M3 Max
- iMac (24-inch, 2023): M3
- MacBook Air (13- and 15-inch, 2024): M3
- iPad Air (M3, 2025): M3

## See also

- Apple M2 · Apple M4 · Apple silicon"""
    q8 = "TSMC N3B vs N3E Apple M3 M4 process node"
    o8 = sr(
        ("https://www.anandtech.com/show/18833/tsmc-details-3nm-evolution-n3e-on-schedule-n3p-n3x-deliver-five-percent-gains", "TSMC Details 3nm Evolution: N3E On Schedule - AnandTech",
         "N3E relaxes some of N3B's design rules, trading a little density for better yield and cost ...", "Apr 26, 2023"),
        (wp, "Apple M3 - Wikipedia",
         "... fabricated by TSMC on its first-generation 3 nm process, N3B ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Apple_M4", "Apple M4 - Wikipedia",
         "The M4 is fabricated by TSMC on its second-generation 3 nm process, N3E, and contains 28 billion transistors ...", "N/A"),
        ("https://en.wikipedia.org/wiki/3_nm_process", "3 nm process - Wikipedia",
         "TSMC began volume production of N3 (N3B) in late 2022; N3E entered production in the fourth quarter of 2023 ...", "N/A"),
        (at, "Apple Announces M3 SoC Family: M3, M3 Pro, and M3 Max Make Their Marks - AnandTech",
         "Apple is the launch customer for TSMC's N3B process ...", "Oct 30, 2023"),
        ("https://www.tsmc.com/english/dedicatedFoundry/technology/logic/l_3nm", "3nm Technology - Taiwan Semiconductor Manufacturing Company Limited",
         "N3E, the enhanced version of N3, entered volume production in 2023 ...", "N/A"),
        ("https://www.semianalysis.com/p/apple-m3-and-tsmc-n3b", "Apple M3 and the economics of TSMC N3B - SemiAnalysis",
         "N3B wafers are estimated to cost around $20,000 each ...", "Nov 6, 2023"),
        ("https://www.macrumors.com/2024/05/07/m4-chip-second-generation-3nm/", "M4 Chip Uses TSMC's Second-Generation 3nm Process - MacRumors",
         "Apple confirmed M4 uses second-generation 3nm technology ...", "May 7, 2024"),
        ("https://www.tomshardware.com/tech-industry/tsmc-n3b-vs-n3e", "TSMC N3B vs N3E: what's the difference? | Tom's Hardware",
         "N3E uses fewer EUV layers than N3B ...", "Jun 3, 2024"),
        ("https://www.reddit.com/r/hardware/comments/17kd2w1/m3_is_n3b_m4_will_be_n3e/", "M3 is N3B, M4 will be N3E : r/hardware",
         "N3B is basically a dead-end node, Apple is the only major customer ...", "Oct 31, 2023"),
    )
    t = [(search(q1), o1),
         (extract(nr, "transistor counts, CPU/GPU cores and availability"), o2),
         m.add({"m3": "25B transistors, 3nm, announced Oct 30 2023", "m3_pro": "37B transistors, 12-core CPU, 18-core GPU", "m3_max": "92B transistors, 16-core CPU, 40-core GPU, up to 128GB"}),
         (search(q4), o4),
         (extract(wp, "process node and variants with transistor counts"), o5),
         m.add({"m4": "28B transistors, second-gen 3nm (TSMC N3E), May 7 2024 (iPad Pro)", "m2_pro_vs_m3_pro": "M2 Pro 40B vs M3 Pro 37B (fewer, narrower 192-bit bus)"}),
         m.update({"m3": "25B transistors, TSMC N3B, announced Oct 30 2023; MacBook Pro/iMac from Nov 7 2023"}),
         (search(q8), o8),
         m.all()]
    rs.add("search", "h58-search-11", SYSTEM, t, state=EMPTY)


# ---------------------------------------------------------------- 12 AMD Zen 4 / Zen 3 dies (WikiChip) — clean
def t12(rs: RowSet) -> None:
    m = Mem()
    z4 = "https://en.wikichip.org/wiki/amd/microarchitectures/zen_4"
    z3 = "https://en.wikichip.org/wiki/amd/microarchitectures/zen_3"
    q1 = "wikichip zen 4 ccd die size transistor count N5"
    o1 = sr(
        (z4, "Zen 4 - Microarchitectures - AMD - WikiChip",
         "Zen 4 is AMD's successor to Zen 3, fabricated on TSMC's 5 nm process ... The CCD measures 71 mm² and contains 6.57 billion transistors ...", "N/A"),
        (z3, "Zen 3 - Microarchitectures - AMD - WikiChip",
         "Zen 3 is AMD's successor to Zen 2, fabricated on TSMC's 7 nm process ... unified 32 MiB L3 per CCD ...", "N/A"),
        ("https://fuse.wikichip.org/news/7048/amd-4th-gen-epyc-genoa-zen-4/", "AMD 4th Gen EPYC Genoa: up to 96 Zen 4 cores - WikiChip Fuse",
         "Genoa packs up to 12 CCDs around a 6 nm I/O die ...", "Nov 10, 2022"),
        ("https://www.anandtech.com/show/17585/amd-zen-4-ryzen-9-7950x-and-ryzen-5-7600x-review-retaking-the-high-end", "AMD Zen 4 Ryzen 9 7950X and Ryzen 5 7600X Review - AnandTech",
         "Each Zen 4 CCD is 71 mm² with 6.5 billion transistors; the 6 nm IOD is 122 mm² with 3.4 billion ...", "Sep 26, 2022"),
        ("https://en.wikipedia.org/wiki/Zen_4", "Zen 4 - Wikipedia",
         "Zen 4 is the name for a CPU microarchitecture by AMD, released on September 27, 2022 ...", "N/A"),
        ("https://www.techpowerup.com/cpu-specs/ryzen-9-7950x.c2846", "AMD Ryzen 9 7950X Specs | TechPowerUp CPU Database",
         "Process size: 5 nm. Die size: 71 mm² (x2 CCD) + 122 mm² IOD. Transistors: 13,140 million (CCDs) ...", "N/A"),
        ("https://chipsandcheese.com/2022/11/05/amds-zen-4-part-1-frontend-and-execution-engine/", "AMD's Zen 4 Part 1: Frontend and Execution Engine - Chips and Cheese",
         "Zen 4 brings a 6.75K-entry op cache and 1 MB of L2 per core ...", "Nov 5, 2022"),
        ("https://www.angstronomics.com/p/amds-zen-4-ccd-die-shot", "AMD's Zen 4 CCD die shot annotated - Angstronomics",
         "The core area shrank to about 3.84 mm² including L2 ...", "Sep 30, 2022"),
        ("https://www.tomshardware.com/news/amd-zen-4-ryzen-7000-die-shots", "AMD Ryzen 7000 die shots | Tom's Hardware",
         "AMD disclosed the CCD and IOD sizes at its Ryzen 7000 tech day ...", "Sep 1, 2022"),
        ("https://www.reddit.com/r/hardware/comments/x5b2y2/zen_4_ccd_is_71mm2_iod_122mm2/", "Zen 4 CCD is 71mm², IOD 122mm² : r/hardware",
         "Nice shrink from Zen 3's ~81mm² CCD despite doubling L2 ...", "Sep 3, 2022"),
    )
    o2 = """# Zen 4 - Microarchitectures - AMD

| Zen 4 µarch | |
| --- | --- |
| **General Info** | |
| Arch Type | CPU |
| Designer | AMD |
| Manufacturer | TSMC |
| Introduction | 2022 |
| Process | 5 nm, 6 nm |
| Core Configs | 6, 8, 12, 16 (client); up to 96 (server) |
| **Cache** | |
| L1I Cache | 32 KiB/core, 8-way set associative |
| L1D Cache | 32 KiB/core, 8-way set associative |
| L2 Cache | 1 MiB/core, 8-way set associative |
| L3 Cache | 32 MiB/CCD (96 MiB/CCD with 3D V-Cache), 16-way set associative |
| **Succession** | |
| Predecessor | Zen 3 |
| Successor | Zen 5 |

**Zen 4** is the microarchitecture developed by AMD as a successor to Zen 3. Zen 4 is fabricated on TSMC's 5 nm process and powers the Ryzen 7000 (Raphael) desktop processors, introduced on September 27, 2022, and the 4th generation EPYC (Genoa) server processors, introduced on November 10, 2022.

## Key changes from Zen 3

- ~13% IPC uplift (AMD figure)
- AVX-512 support (double-pumped 256-bit datapaths)
- L2 cache doubled to 1 MiB per core
- Op cache increased to 6,750 entries
- DDR5 and PCIe 5.0 support (via the new I/O die)

## Dies

| Die | Process | Area | Transistors | Notes |
| --- | --- | --- | --- | --- |
| Core Complex Die (CCD) | TSMC N5 | 71 mm² | 6.57 billion | 8 cores, 32 MiB L3 |
| Client I/O die (cIOD) | TSMC N6 | 122 mm² | 3.4 billion | integrated RDNA 2 graphics (2 CU), DDR5, 28 PCIe 5.0 lanes |
| Server I/O die (sIOD) | TSMC N6 | ~397 mm² | — | 12 GMI3 links, 12 DDR5 channels |

A Ryzen 9 7950X therefore carries two CCDs plus one cIOD: 2 × 71 + 122 = 264 mm² of silicon and 16.54 billion transistors in total.

## Core

Each core with its 1 MiB L2 occupies about 3.84 mm² on N5.

*This page was last modified on 3 March 2024, at 11:52.*"""
    o4 = """# Zen 3 - Microarchitectures - AMD

| Zen 3 µarch | |
| --- | --- |
| **General Info** | |
| Arch Type | CPU |
| Designer | AMD |
| Manufacturer | TSMC, GlobalFoundries |
| Introduction | 2020 |
| Process | 7 nm, 12 nm |
| Core Configs | 6, 8, 12, 16 (client); up to 64 (server) |
| **Cache** | |
| L1I Cache | 32 KiB/core, 8-way set associative |
| L1D Cache | 32 KiB/core, 8-way set associative |
| L2 Cache | 512 KiB/core, 8-way set associative |
| L3 Cache | 32 MiB/CCD, 16-way set associative |
| **Succession** | |
| Predecessor | Zen 2 |
| Successor | Zen 4 |

**Zen 3** is the microarchitecture developed by AMD as a successor to Zen 2. Zen 3 powers the Ryzen 5000 (Vermeer) desktop processors, introduced on November 5, 2020, and the 3rd generation EPYC (Milan) server processors, introduced on March 15, 2021.

## Key changes from Zen 2

- ~19% IPC uplift (AMD figure)
- Unified 8-core CCX: one 32 MiB L3 shared by all eight cores of a CCD (Zen 2: two 4-core CCXs with 16 MiB each)
- Larger integer and floating point schedulers

## Dies

| Die | Process | Area | Transistors | Notes |
| --- | --- | --- | --- | --- |
| Core Complex Die (CCD) | TSMC N7 | 80.7 mm² | 4.15 billion | 8 cores, 32 MiB L3 |
| Client I/O die (cIOD) | GlobalFoundries 12LP | 125 mm² | 2.09 billion | DDR4, 24 PCIe 4.0 lanes |

*This page was last modified on 12 January 2024, at 08:17.*"""
    t = [(search(q1), o1),
         (extract(z4, "CCD and IOD die size, transistor count and process"), o2),
         m.add({"zen4_ccd": "71 mm², 6.57B transistors, TSMC N5, 8 cores + 32 MiB L3", "zen4_iod": "122 mm², 3.4B transistors, TSMC N6 (client)"}),
         (extract(z3, "CCD and IOD die size, transistor count and process"), o4),
         m.add({"zen3_ccd": "80.7 mm², 4.15B transistors, TSMC N7", "zen3_iod": "125 mm², 2.09B transistors, GF 12LP (client)"}),
         m.get(["zen4_ccd", "zen3_ccd"])]
    rs.add("search", "h58-search-12", SYSTEM, t, state=EMPTY)


# ---------------------------------------------------------------- 13 Python 3.12 release (python.org, peps, devguide) — page title names another version
def t13(rs: RowSet) -> None:
    m = Mem()
    rel = "https://www.python.org/downloads/release/python-3120/"
    pep = "https://peps.python.org/pep-0693/"
    dg = "https://devguide.python.org/versions/"
    q1 = "Python 3.12.0 release date python.org"
    o1 = sr(
        (rel, "Python Release Python 3.12.0 | Python.org",
         "Release Date: Oct. 2, 2023. This is the stable release of Python 3.12.0. Python 3.12.0 is the newest major release of the Python programming language ...", "Oct 2, 2023"),
        ("https://docs.python.org/3/whatsnew/3.12.html", "What's New In Python 3.12 — Python 3.13 documentation",
         "This article explains the new features in Python 3.12, compared to 3.11. Python 3.12 was released on October 2, 2023 ...", "N/A"),
        (pep, "PEP 693 – Python 3.12 Release Schedule | peps.python.org",
         "This document describes the development and release schedule for Python 3.12. 3.12.0 final: Monday, 2023-10-02 ...", "N/A"),
        ("https://www.python.org/downloads/", "Download Python | Python.org",
         "Looking for a specific release? Python releases by version number: Python 3.12.0 Oct. 2, 2023 ...", "N/A"),
        ("https://pythoninsider.blogspot.com/2023/10/python-3120-final-now-available.html", "Python Insider: Python 3.12.0 (final) now available",
         "Python 3.12.0 is now available! This is the stable release of Python 3.12.0 ...", "Oct 2, 2023"),
        ("https://realpython.com/python312-new-features/", "Python 3.12: Cool New Features for You to Try – Real Python",
         "Python 3.12 was published on October 2, 2023. Better error messages, f-string improvements, per-interpreter GIL ...", "Oct 2, 2023"),
        (dg, "Status of Python versions - Python Developer's Guide",
         "The main branch is currently the future Python 3.15 ... 3.12: security, first release 2023-10-02, end of life 2028-10 ...", "N/A"),
        ("https://endoflife.date/python", "Python | endoflife.date",
         "3.12: released 2 years ago (02 Oct 2023), security support ends 31 Oct 2028 ...", "N/A"),
        ("https://www.reddit.com/r/Python/comments/16y3n7k/python_3120_is_released/", "Python 3.12.0 is released : r/Python",
         "1.4k votes. PEP 701 alone makes this worth it, nested quotes in f-strings finally ...", "Oct 2, 2023"),
        ("https://en.wikipedia.org/wiki/History_of_Python", "History of Python - Wikipedia",
         "Python 3.12 was released on 2 October 2023 and added the type statement and type parameter syntax ...", "N/A"),
    )
    o2 = """# Python 3.12.0

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
- Support for the Linux perf profiler to report Python function names in traces.
- Many large and small performance improvements (like PEP 709 and support for the BOLT binary optimizer), delivering an estimated 5% overall performance improvement.

### Type annotations

- New type annotation syntax for generic classes (PEP 695).
- New override decorator for methods (PEP 698).

### Deprecations

- The deprecated `wstr` and `wstr_length` members of the C implementation of unicode objects were removed, per PEP 623.
- In the `unittest` module, a number of long deprecated methods and classes were removed.
- The deprecated `smtpd` and `distutils` modules have been removed (see PEP 594 and PEP 632). The `setuptools` package is no longer installed by default in virtual environments.
- Invalid backslash escape sequences in strings now warn with `SyntaxWarning` instead of `DeprecationWarning`.

## More resources

- Online Documentation
- PEP 693, 3.12 Release Schedule
- Report bugs at https://github.com/python/cpython/issues
- Help fund Python and its community

## Files

| Version | Operating System | Description | MD5 Sum | File Size | GPG | Sigstore |
| --- | --- | --- | --- | --- | --- | --- |
| Gzipped source tarball | Source release | | d6eda3e1399cef5dfde7c4f319b0596c | 27195214 | SIG | .sigstore |
| XZ compressed source tarball | Source release | | f6f4616584b23254d165f4db90c247d6 | 20575696 | SIG | .sigstore |
| macOS 64-bit universal2 installer | macOS | for macOS 10.9 and later | 7c7c1a3b4ae4ab8b7e0b8a4dd5c6c6a1 | 43924412 | SIG | .sigstore |
| Windows installer (64-bit) | Windows | Recommended | 4a1e6f1f6a22b1a3e2b4f0d6f33e5a9c | 26178040 | SIG | .sigstore |
| Windows installer (ARM64) | Windows | Experimental | 0e8b41a3b1d7c5f0a92e6b3c1d2f4e7a | 25458160 | SIG | .sigstore |
| Windows embeddable package (64-bit) | Windows | | 2f0ad2c2a7c1b0e3d4a6b9e8f1c3d5e7 | 10607542 | SIG | .sigstore |
| Windows embeddable package (32-bit) | Windows | | 9b8d7e6f5a4c3b2a1d0e9f8a7b6c5d4e | 9345264 | SIG | .sigstore |
| Windows embeddable package (ARM64) | Windows | | 5c4b3a2d1e0f9a8b7c6d5e4f3a2b1c0d | 9858808 | SIG | .sigstore |
| Windows installer (32-bit) | Windows | | 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d | 24919616 | SIG | .sigstore |"""
    o4 = """# PEP 693 – Python 3.12 Release Schedule

| | |
| --- | --- |
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

- 3.12.1: Friday, 2023-12-08
- 3.12.2: Tuesday, 2024-02-06
- 3.12.3: Tuesday, 2024-04-09
- 3.12.4: Thursday, 2024-06-06
- 3.12.5: Tuesday, 2024-08-06
- 3.12.6: Friday, 2024-09-06
- 3.12.7: Tuesday, 2024-10-01
- 3.12.8: Tuesday, 2024-12-03
- 3.12.9: Tuesday, 2025-02-04
- 3.12.10: Tuesday, 2025-04-08 (final regular bugfix release with binary installers)

### Source-only security fix releases

Provided irregularly on an "as-needed" basis until October 2028.

- 3.12.11: Tuesday, 2025-06-03

## 3.12 Lifespan

3.12 will receive bugfix updates approximately every second month for approximately 18 months. Some time after the release of 3.13.0 final, the final 3.12 bugfix update will be released. After that, it is expected that security updates (source only) will be released until 5 years after the release of 3.12.0 final, so until approximately October 2028.

## Features for 3.12

- PEP 623, Remove wstr from Unicode
- PEP 684, A Per-Interpreter GIL
- PEP 688, Making the buffer protocol accessible in Python
- PEP 692, Using TypedDict for more precise **kwargs typing
- PEP 695, Type Parameter Syntax
- PEP 698, Override Decorator for Static Typing
- PEP 701, Syntactic formalization of f-strings
- PEP 709, Inlined comprehensions

## Copyright

This document is placed in the public domain or under the CC0-1.0-Universal license, whichever is more permissive."""
    q6 = "Python 3.13.0 release date October 2024 PEP 719"
    o6 = sr(
        ("https://www.python.org/downloads/release/python-3130/", "Python Release Python 3.13.0 | Python.org",
         "Release Date: Oct. 7, 2024. This is the stable release of Python 3.13.0 ...", "Oct 7, 2024"),
        ("https://peps.python.org/pep-0719/", "PEP 719 – Python 3.13 Release Schedule | peps.python.org",
         "3.13.0 final: Monday, 2024-10-07. 3.13 Release Manager: Thomas Wouters ...", "N/A"),
        ("https://docs.python.org/3/whatsnew/3.13.html", "What's New In Python 3.13 — Python 3.13 documentation",
         "A new interactive interpreter, experimental free-threaded build mode (PEP 703) and a preliminary JIT (PEP 744) ...", "N/A"),
        ("https://pythoninsider.blogspot.com/2024/10/python-3130-final-released.html", "Python Insider: Python 3.13.0 (final) released",
         "This is the stable release of Python 3.13.0, delayed one week from the original 2024-10-01 date ...", "Oct 7, 2024"),
        ("https://realpython.com/python313-new-features/", "Python 3.13: Cool New Features for You to Try – Real Python",
         "Python 3.13 was published on October 7, 2024 ...", "Oct 7, 2024"),
        (dg, "Status of Python versions - Python Developer's Guide",
         "3.13: bugfix, first release 2024-10-07, end of life 2029-10, PEP 719 ...", "N/A"),
        ("https://endoflife.date/python", "Python | endoflife.date",
         "3.13: released 11 months ago (07 Oct 2024), active support until 01 Oct 2026 ...", "N/A"),
        ("https://lwn.net/Articles/992573/", "Python 3.13.0 released [LWN.net]",
         "Python 3.13.0 is out, with an optional free-threaded build and an experimental JIT compiler ...", "Oct 7, 2024"),
        ("https://www.reddit.com/r/Python/comments/1fyb7n2/python_3130_released/", "Python 3.13.0 released : r/Python",
         "The new REPL with multiline editing and colour is the sleeper feature ...", "Oct 7, 2024"),
        ("https://github.com/python/cpython/releases/tag/v3.13.0", "Release v3.13.0 · python/cpython · GitHub",
         "Python 3.13.0 tag. See the changelog for details ...", "Oct 7, 2024"),
    )
    q7 = "python 3.12.0 windows installer 64-bit download"
    o7 = sr(
        (rel, "Python Release Python 3.12.1 | Python.org",
         "Release Date: Oct. 2, 2023 ... Files: Windows installer (64-bit), Recommended, 26178040 bytes ...", "Oct 2, 2023"),
        ("https://www.python.org/downloads/windows/", "Python Releases for Windows | Python.org",
         "Python 3.12.0 - Oct. 2, 2023. Note that Python 3.12.0 cannot be used on Windows 7 or earlier. Download Windows installer (64-bit) ...", "N/A"),
        ("https://docs.python.org/3.12/using/windows.html", "4. Using Python on Windows — Python 3.12 documentation",
         "The full installer contains all components and is the best option for developers using Python for any kind of project ...", "N/A"),
        ("https://www.python.org/ftp/python/3.12.0/", "Index of /ftp/python/3.12.0/",
         "python-3.12.0-amd64.exe 02-Oct-2023 ... python-3.12.0-arm64.exe ... python-3.12.0-embed-amd64.zip ...", "N/A"),
        ("https://apps.microsoft.com/detail/9ncvdn91xzqp", "Python 3.12 - Free download and install on Windows | Microsoft Store",
         "This is the Python 3.12 release from the Python Software Foundation for the Microsoft Store ...", "N/A"),
        ("https://www.python.org/downloads/release/python-3121/", "Python Release Python 3.12.1 | Python.org",
         "Release Date: Dec. 8, 2023. Python 3.12.1 is the first maintenance release of Python 3.12 ...", "Dec 8, 2023"),
        ("https://stackoverflow.com/questions/77194347/python-3-12-installer-windows-path", "Python 3.12 installer doesn't add to PATH on Windows - Stack Overflow",
         "Tick 'Add python.exe to PATH' on the first page of the installer ...", "Oct 3, 2023"),
        ("https://www.python.org/downloads/", "Download Python | Python.org",
         "Download the latest version for Windows ... Python releases by version number ...", "N/A"),
        ("https://www.youtube.com/watch?v=3t9b9rT7v1E", "How to Install Python 3.12.0 on Windows 11 - YouTube",
         "Step by step: download the 64-bit installer from python.org and verify with python --version ...", "Oct 4, 2023"),
        ("https://www.reddit.com/r/learnpython/comments/16z1k8c/should_i_install_312_or_stay_on_311/", "Should I install 3.12 or stay on 3.11? : r/learnpython",
         "Some wheels (numpy etc.) took a few weeks to ship 3.12 builds ...", "Oct 3, 2023"),
    )
    o9 = """# Status of Python versions

The main branch is currently the future Python 3.15, and is the only branch that accepts new features. The latest release for each Python version can be found on the download page.

## Supported versions

Dates shown in *italic* are scheduled and can be adjusted.

| Branch | Schedule | Status | First release | End of life | Release manager |
| --- | --- | --- | --- | --- | --- |
| main | PEP 790 | feature | *2026-10-01* | *2031-10* | Hugo van Kemenade |
| 3.14 | PEP 745 | prerelease | *2025-10-07* | *2030-10* | Hugo van Kemenade |
| 3.13 | PEP 719 | bugfix | 2024-10-07 | *2029-10* | Thomas Wouters |
| 3.12 | PEP 693 | security | 2023-10-02 | *2028-10* | Thomas Wouters |
| 3.11 | PEP 664 | security | 2022-10-24 | *2027-10* | Pablo Galindo Salgado |
| 3.10 | PEP 619 | security | 2021-10-04 | *2026-10* | Pablo Galindo Salgado |
| 3.9 | PEP 596 | security | 2020-10-05 | *2025-10* | Łukasz Langa |

## Unsupported versions

| Branch | Schedule | Status | First release | End of life | Release manager |
| --- | --- | --- | --- | --- | --- |
| 3.8 | PEP 569 | end-of-life | 2019-10-14 | 2024-10-07 | Łukasz Langa |
| 3.7 | PEP 537 | end-of-life | 2018-06-27 | 2023-06-27 | Ned Deily |
| 3.6 | PEP 494 | end-of-life | 2016-12-23 | 2021-12-23 | Ned Deily |

## Status key

- **feature**: new features, bugfixes, and security fixes are accepted.
- **prerelease**: feature fixes, bugfixes, and security fixes are accepted for the upcoming feature release.
- **bugfix**: bugfixes and security fixes are accepted, new binaries are still released.
- **security**: only security fixes are accepted and no more binaries are released, but new source-only versions can be released.
- **end-of-life**: release cycle is frozen; no further changes can be pushed to it."""
    t = [(search(q1), o1),
         (extract(rel, "release date, headline features and installer files"), o2),
         m.add({"py312_release": "2023-10-02 (3.12.0 final)", "py312_rm": "Thomas Wouters"}),
         (extract(pep, "full 3.12 schedule, bugfix cadence and end of life"), o4),
         m.add({"py312_beta1": "2023-05-22", "py312_eol": "~October 2028 (PEP 693)"}),
         (search(q6), o6),
         (search(q7), o7),
         m.add({"py313_release": "2024-10-07 (3.13.0 final, PEP 719)"}),
         (extract(dg, "support status and end-of-life dates of 3.9 to 3.14"), o9),
         m.all()]
    rs.add("search", "h58-search-13", SYSTEM, t, state=EMPTY, bad=True, turn=7,
           kind="The python-3120 release page is listed with the title 'Python Release Python 3.12.1', but turns 1-2 showed that URL as the Python 3.12.0 release page.")


# ---------------------------------------------------------------- 14 Rust editions (blog.rust-lang.org, releases.rs) — renamed key back under old name
def t14(rs: RowSet) -> None:
    m = Mem()
    blog = "https://blog.rust-lang.org/2021/10/21/Rust-1.56.0.html"
    rr = "https://releases.rs/docs/1.85.0/"
    q1 = "Rust 2021 edition release 1.56 date"
    o1 = sr(
        (blog, "Announcing Rust 1.56.0 and Rust 2021 | Rust Blog",
         "The Rust team is happy to announce a new version of Rust, 1.56.0. This stabilizes the 2021 edition as well ...", "Oct 21, 2021"),
        ("https://doc.rust-lang.org/edition-guide/rust-2021/index.html", "Rust 2021 - The Rust Edition Guide",
         "The Rust 2021 Edition was released with Rust 1.56.0. Summary: a new prelude, disjoint capture in closures, IntoIterator for arrays ...", "N/A"),
        ("https://releases.rs/docs/1.56.0/", "1.56.0 | Rust Changelogs",
         "Released on: 21 October, 2021. Branched from master on: 3 September, 2021. Language: The 2021 Edition is now stable ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Rust_(programming_language)", "Rust (programming language) - Wikipedia",
         "Rust 1.0 was released on May 15, 2015 ... editions: 2015, 2018, 2021 and 2024 ...", "N/A"),
        ("https://github.com/rust-lang/rust/blob/master/RELEASES.md", "rust/RELEASES.md at master · rust-lang/rust · GitHub",
         "Version 1.56.0 (2021-10-21) Language - The 2021 Edition is now stable ...", "N/A"),
        ("https://blog.rust-lang.org/2021/05/11/edition-2021.html", "The Plan for the Rust 2021 Edition | Rust Blog",
         "We are happy to announce that the third edition of the Rust language, Rust 2021, is scheduled for release in October ...", "May 11, 2021"),
        ("https://lwn.net/Articles/873222/", "Rust 1.56.0 and Rust 2021 [LWN.net]",
         "The Rust 1.56.0 release stabilizes the 2021 edition ...", "Oct 21, 2021"),
        ("https://www.reddit.com/r/rust/comments/qcm2p8/announcing_rust_1560_and_rust_2021/", "Announcing Rust 1.56.0 and Rust 2021 : r/rust",
         "1.3k votes. cargo fix --edition worked flawlessly on our 80k line codebase ...", "Oct 21, 2021"),
        ("https://blog.rust-lang.org/2018/12/06/Rust-1.31-and-rust-2018.html", "Announcing Rust 1.31 and Rust 2018 | Rust Blog",
         "The Rust team is happy to announce a new version of Rust, 1.31.0, and 'Rust 2018' as well ...", "Dec 6, 2018"),
        ("https://www.infoq.com/news/2021/10/rust-2021-edition/", "Rust 2021 Edition Brings Disjoint Closure Captures and More - InfoQ",
         "Editions allow opt-in breaking changes while crates of different editions interoperate ...", "Oct 27, 2021"),
    )
    o2 = """# Announcing Rust 1.56.0 and Rust 2021

Oct. 21, 2021 · The Rust Release Team

The Rust team is happy to announce a new version of Rust, 1.56.0. This stabilizes the 2021 edition as well. Rust is a programming language empowering everyone to build reliable and efficient software.

If you have a previous version of Rust installed via rustup, getting Rust 1.56.0 is as easy as:

```
rustup update stable
```

## What's in 1.56.0 stable

### Rust 2021

We wrote about plans for the Rust 2021 Edition in May. Editions are a mechanism for opt-in changes that may otherwise pose backwards compatibility risk. The 2021 Edition is smaller, with the following changes:

- Disjoint capture in closures: closures now capture individual named fields rather than always capturing whole identifiers.
- `IntoIterator` for arrays: `array.into_iter()` now iterates over items by value instead of by reference.
- Or patterns in macro-rules now match top-level `A|B` in `:pat`.
- Default Cargo feature resolver is now version 2.
- Additions to the prelude: `TryInto`, `TryFrom` and `FromIterator` are now in scope by default.
- Panic macros now always expect format strings, just like `println!()`.
- Reserving syntax for `ident#`, `ident"..."`, and `ident'...'`.
- Promoting two warnings, `bare_trait_objects` and `ellipsis_inclusive_range_patterns`, to hard errors.

### Starting a new project

New projects created with `cargo new` default to the 2021 edition. Existing crates can migrate with `cargo fix --edition`.

### Cargo rust-version

`Cargo.toml` now supports a `[package]` `rust-version` field to specify the minimum supported Rust version for a crate.

### Stabilized APIs

- `std::os::unix::fs::chroot`
- `UnsafeCell::raw_get`
- `BufWriter::into_parts`
- `core::panic::{UnwindSafe, RefUnwindSafe, AssertUnwindSafe}`
- `Vec::shrink_to`
- `String::shrink_to`
- `OsString::shrink_to`
- `PathBuf::shrink_to`
- `BinaryHeap::shrink_to`
- `VecDeque::shrink_to`
- `HashMap::shrink_to`
- `HashSet::shrink_to`

## Contributors to 1.56.0

Many people came together to create Rust 1.56.0 and the 2021 edition. We couldn't have done it without all of you. Thanks!"""
    o4 = """# 1.85.0

**Released on:** 20 February, 2025
**Branched from master on:** 3 January, 2025

## Language

- The 2024 Edition is now stable. See the edition guide for more details.
- Stabilize async closures. See RFC 3668 for more details.
- Stabilize `#[diagnostic::do_not_recommend]`
- Add `unpredictable_function_pointer_comparisons` lint to warn against function pointer comparisons
- Lint on combining `#[no_mangle]` and `#[export_name]` attributes

## Compiler

- The unstable flag `-Zpolymorphize` has been removed
- Add tier 3 targets for QNX Neutrino on x86_64

## Libraries

- Panics in the standard library now have a leading `library/` in their path
- `std::env::home_dir()` on Windows now ignores the non-standard `$HOME` environment variable

## Stabilized APIs

- `BuildHasherDefault::new`
- `ptr::fn_addr_eq`
- `io::ErrorKind::QuotaExceeded`
- `io::ErrorKind::CrossesDevices`
- `{float}::midpoint`
- Unsigned `{integer}::midpoint`
- `NonZeroU*::midpoint`
- impl `std::iter::Extend` for tuples of arity 1 through 12
- `FromIterator<(A, ...)>` for tuples of arity 1 through 12
- `std::task::Waker::noop`

## Cargo

- Cargo now supports the 2024 edition, including `resolver = "3"` (Rust-version aware resolver) as the default for new 2024 crates

## Rustdoc

- Doc comment on impl blocks now shows the first line, even when the impl block is collapsed

Previous: 1.84.1 · Next: 1.86.0"""
    t = [(search(q1), o1),
         (extract(blog, "release date and what the 2021 edition changes"), o2),
         m.add({"rust_2021_edition": "Rust 1.56.0, 21 Oct 2021", "rust_2018_edition": "Rust 1.31.0, 6 Dec 2018"}),
         (extract(rr, "release date and whether the 2024 edition is stable"), o4),
         m.add({"edition_2021": "Rust 1.56.0, 21 Oct 2021", "edition_2024": "Rust 1.85.0, 20 Feb 2025 (with async closures)"}),
         m.remove(["rust_2021_edition"])]
    assert set(m.d) == {"rust_2018_edition", "edition_2021", "edition_2024"}
    wrong = {"rust_2021_edition": "Rust 1.56.0, 21 Oct 2021", "rust_2018_edition": m.d["rust_2018_edition"], "edition_2024": m.d["edition_2024"]}
    t.append((memory("retrieve_all"), pj(wrong)))
    rs.add("search", "h58-search-14", SYSTEM, t, state=EMPTY, bad=True, turn=7,
           kind="retrieve_all shows the 2021 entry under its removed old key rust_2021_edition and lacks edition_2021, which turn 5 added.")


# ---------------------------------------------------------------- 15 Nvidia founding and headcount (Wikipedia, SEC 10-K, stockanalysis) — clean
def t15(rs: RowSet) -> None:
    init = {"task": "Compare founding dates and headcounts: Nvidia, AMD, Intel", "amd_founded": "1 May 1969, Sunnyvale", "intel_founded": "18 July 1968, Mountain View"}
    m = Mem(init)
    wp = "https://en.wikipedia.org/wiki/Nvidia"
    k24 = "https://www.sec.gov/Archives/edgar/data/1045810/000104581024000029/nvda-20240128.htm"
    sa = "https://stockanalysis.com/stocks/nvda/employees/"
    q1 = "Nvidia founded 1993 founders Jensen Huang Chris Malachowsky Curtis Priem"
    o1 = sr(
        (wp, "Nvidia - Wikipedia",
         "Nvidia Corporation is an American technology company headquartered in Santa Clara, California. Founded in 1993 by Jensen Huang, Chris Malachowsky, and Curtis Priem ...", "N/A"),
        ("https://www.nvidia.com/en-us/about-nvidia/corporate-timeline/", "Corporate Timeline | NVIDIA",
         "1993: Jensen Huang, Chris Malachowsky and Curtis Priem found NVIDIA. 1999: NVIDIA invents the GPU with GeForce 256 and goes public ...", "N/A"),
        ("https://www.britannica.com/topic/NVIDIA-Corporation", "Nvidia | History, Products, & Facts | Britannica",
         "Nvidia, American technology company founded in 1993 ... its founders met at a Denny's restaurant in San Jose ...", "N/A"),
        ("https://www.nvidia.com/en-us/about-nvidia/", "About NVIDIA | NVIDIA",
         "Since its founding in 1993, NVIDIA has been a pioneer in accelerated computing ...", "N/A"),
        ("https://www.cnbc.com/2023/05/30/nvidia-founders-dennys-booth.html", "Nvidia was founded in a Denny's booth 30 years ago - CNBC",
         "Huang, Malachowsky and Priem sketched out the company in 1993 with $40,000 ...", "May 30, 2023"),
        ("https://en.wikipedia.org/wiki/Jensen_Huang", "Jensen Huang - Wikipedia",
         "Jen-Hsun 'Jensen' Huang (born February 17, 1963) is a Taiwanese-American businessman ... co-founder, president and CEO of Nvidia ...", "N/A"),
        ("https://www.acquired.fm/episodes/nvidia-the-early-years", "Nvidia Part I: The GPU Company (1993-2006) | Acquired Podcast",
         "Nvidia was incorporated in California in April 1993 and reincorporated in Delaware in 1998 ...", "Mar 27, 2022"),
        ("https://www.computerhistory.org/collections/catalog/102658239", "Oral History of Chris Malachowsky - Computer History Museum",
         "Malachowsky describes leaving Sun Microsystems to co-found Nvidia in 1993 ...", "N/A"),
        ("https://www.quora.com/Who-founded-Nvidia", "Who founded Nvidia? - Quora",
         "Jensen Huang, Chris Malachowsky and Curtis Priem on April 5, 1993 ...", "Feb 2, 2021"),
        ("https://www.reddit.com/r/nvidia/comments/13wnx7o/nvidia_turns_30/", "Nvidia turns 30 : r/nvidia",
         "From NV1 to a trillion-dollar company ...", "May 31, 2023"),
    )
    o2 = """Jump to content

From Wikipedia, the free encyclopedia

American multinational technology company

| Nvidia Corporation | |
| --- | --- |
| Headquarters in Santa Clara, California | |
| Company type | Public |
| Traded as | Nasdaq: NVDA; Nasdaq-100 component; DJIA component; S&P 100 component; S&P 500 component |
| Industry | Semiconductors, Artificial intelligence, Consumer electronics |
| Founded | April 5, 1993; 32 years ago in Sunnyvale, California, U.S. |
| Founders | Jensen Huang, Chris Malachowsky, Curtis Priem |
| Headquarters | Santa Clara, California, U.S. |
| Area served | Worldwide |
| Key people | Jensen Huang (president and CEO) |
| Products | Graphics processing units, central processing units, chipsets, drivers, collaborative software, tablet computers, TV accessories, GPU-chips for laptops, data processing units |
| Revenue | US$130.5 billion (FY2025) |
| Operating income | US$81.45 billion (FY2025) |
| Net income | US$72.88 billion (FY2025) |
| Total assets | US$111.6 billion (FY2025) |
| Total equity | US$79.33 billion (FY2025) |
| Number of employees | 36,000 (2025) |
| Website | nvidia.com |

**Nvidia Corporation** is an American technology company headquartered in Santa Clara, California. Founded in 1993 by Jensen Huang (president and CEO), Chris Malachowsky, and Curtis Priem, it develops graphics processing units (GPUs), systems on chips (SoCs), and application programming interfaces (APIs) for data science, high-performance computing, and mobile and automotive applications.

## History

### Founding

Nvidia was founded on April 5, 1993, by Jensen Huang, a Taiwanese-American electrical engineer who was previously the director of CoreWare at LSI Logic and a microprocessor designer at AMD; Chris Malachowsky, an engineer who worked at Sun Microsystems; and Curtis Priem, who was previously a senior staff engineer and graphics chip designer at IBM and Sun Microsystems. The three men agreed to start the company in a meeting at a Denny's roadside diner on Berryessa Road in East San Jose.

At the time, Malachowsky and Priem were frustrated with Sun's management and were looking to leave, but Huang was on "firmer ground". The company was initially funded with $40,000 of the founders' own money, and raised $20 million from Sequoia Capital, Sutter Hill Ventures and others.

### IPO and GeForce

The company went public on January 22, 1999, at $12 per share on the Nasdaq. Later that year it released the GeForce 256, marketed as "the world's first GPU".

### Headcount

| Fiscal year (ends late January) | Employees |
| --- | --- |
| FY2021 | 18,975 |
| FY2022 | 22,473 |
| FY2023 | 26,196 |
| FY2024 | 29,600 |
| FY2025 | 36,000 |"""
    q4 = "Nvidia number of employees fiscal 2024 10-K 29,600"
    o4 = sr(
        (k24, "nvda-20240128 - 10-K - SEC.gov",
         "As of the end of fiscal year 2024, we had approximately 29,600 employees in 36 countries, 22,200 were engaged in research and development ...", "Feb 21, 2024"),
        (sa, "NVIDIA (NVDA) Number of Employees 2010-2025 - Stock Analysis",
         "NVIDIA had 36,000 employees on January 26, 2025. The number of employees increased by 6,400 or 21.62% compared to the previous year ...", "N/A"),
        ("https://www.macrotrends.net/stocks/charts/NVDA/nvidia/number-of-employees", "NVIDIA: Number of Employees 2010-2025 | NVDA | MacroTrends",
         "NVIDIA total number of employees in 2025 was 36,000, a 21.62% increase from 2024. 2024: 29,600, a 12.99% increase from 2023 ...", "N/A"),
        ("https://investor.nvidia.com/financial-info/sec-filings/default.aspx", "SEC Filings | NVIDIA Corporation",
         "Form 10-K for fiscal year ended January 28, 2024, filed February 21, 2024 ...", "N/A"),
        ("https://www.cnbc.com/2024/02/21/nvidia-employees-headcount.html", "Nvidia has fewer than 30,000 employees - CNBC",
         "Nvidia's revenue per employee dwarfs most of big tech ...", "Feb 22, 2024"),
        ("https://www.statista.com/statistics/988034/nvidia-employees/", "Nvidia: number of employees 2024 | Statista",
         "In fiscal year 2024, Nvidia had approximately 29,600 employees ...", "Mar 1, 2024"),
        ("https://www.nvidia.com/en-us/about-nvidia/careers/", "Careers | NVIDIA",
         "Join the world's leader in AI computing ...", "N/A"),
        ("https://www.glassdoor.com/Overview/Working-at-NVIDIA-EI_IE7633.11,17.htm", "Working at NVIDIA | Glassdoor",
         "NVIDIA has 10000+ employees and a 4.6 rating ...", "N/A"),
        ("https://companiesmarketcap.com/nvidia/number-of-employees/", "NVIDIA (NVDA) - Number of employees - CompaniesMarketCap",
         "Number of employees at NVIDIA from 2005 to 2025 ...", "N/A"),
        ("https://www.reddit.com/r/stocks/comments/1awfv7s/nvidia_revenue_per_employee/", "Nvidia revenue per employee is insane : r/stocks",
         "$60.9B / 29,600 employees ≈ $2M per head ...", "Feb 22, 2024"),
    )
    o5 = """# FORM 10-K

NVIDIA CORPORATION · For the fiscal year ended January 28, 2024 · Commission file number: 0-23985

(Excerpt: Part I, Item 1. Business — Human Capital Management)

## Human Capital Management

We believe that our employees are our greatest assets, and they play a key role in creating long-term value for our stakeholders. As of the end of fiscal year 2024, we had approximately 29,600 employees in 36 countries, 22,200 were engaged in research and development and 7,400 were engaged in sales, marketing, operations, and administrative positions. The Compensation Committee of our Board of Directors assists in the oversight of policies and strategies relating to human capital management.

### Recruitment

As the demand for global technical talent continues to be competitive, we have grown our technical workforce and have been successful in attracting top talent to NVIDIA. We have attracted strong talent globally; our turnover rate was 2.7% for fiscal year 2024.

### Diversity, Inclusion, and Belonging

| Metric (as of end of fiscal year 2024) | Value |
| --- | --- |
| Women, global workforce | 20% |
| Women, technical positions | 17% |
| Women, non-technical positions | 36% |
| Black or African American, U.S. workforce | 2% |
| Hispanic or Latino, U.S. workforce | 4% |

### Flexible Working Environment

We support a flexible and hybrid work environment, understanding that most employees want the flexibility to work remotely and come into the office for collaboration.

Item 1A. Risk Factors follows."""
    q7 = "Nvidia employees 2025 36,000 headcount history by year"
    o7 = sr(
        (sa, "NVIDIA (NVDA) Number of Employees 2010-2025 - Stock Analysis",
         "NVIDIA had 36,000 employees on January 26, 2025. The number of employees increased by 6,400 or 21.62% compared to the previous year ...", "N/A"),
        ("https://www.sec.gov/Archives/edgar/data/1045810/000104581025000023/nvda-20250126.htm", "nvda-20250126 - 10-K - SEC.gov",
         "As of the end of fiscal year 2025, we had approximately 36,000 employees in 38 countries, 26,000 were engaged in research and development ...", "Feb 26, 2025"),
        ("https://www.macrotrends.net/stocks/charts/NVDA/nvidia/number-of-employees", "NVIDIA: Number of Employees 2010-2025 | NVDA | MacroTrends",
         "NVIDIA total number of employees in 2025 was 36,000, a 21.62% increase from 2024 ...", "N/A"),
        (wp, "Nvidia - Wikipedia",
         "Number of employees: 36,000 (2025) ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2025-02-27/nvidia-headcount-rises-to-36-000", "Nvidia Headcount Rises 22% to 36,000 as AI Boom Continues - Bloomberg",
         "The chipmaker added about 6,400 workers in its latest fiscal year ...", "Feb 27, 2025"),
        ("https://companiesmarketcap.com/nvidia/number-of-employees/", "NVIDIA (NVDA) - Number of employees - CompaniesMarketCap",
         "2025: 36,000; 2024: 29,600; 2023: 26,196; 2022: 22,473 ...", "N/A"),
        ("https://www.statista.com/statistics/988034/nvidia-employees/", "Nvidia: number of employees 2025 | Statista",
         "In fiscal year 2025, Nvidia had approximately 36,000 employees, up from 29,600 ...", "Mar 4, 2025"),
        ("https://www.businessinsider.com/nvidia-employees-millionaires-2025", "Nvidia's 36,000 employees are getting rich - Business Insider",
         "About 78% of employees are estimated to be millionaires on paper ...", "Mar 12, 2025"),
        ("https://www.tomshardware.com/tech-industry/nvidia-headcount-fy2025", "Nvidia now has 36,000 employees | Tom's Hardware",
         "Headcount rose by more than a fifth year over year ...", "Feb 27, 2025"),
        ("https://www.reddit.com/r/nvidia/comments/1izf1x2/nvidia_36000_employees/", "Nvidia 36,000 employees : r/nvidia",
         "Still tiny compared to Intel's headcount ...", "Feb 27, 2025"),
    )
    o9 = """# NVIDIA (NVDA) Number of Employees

NVIDIA had 36,000 employees on January 26, 2025. The number of employees increased by 6,400 or 21.62% compared to the previous year.

| | |
| --- | --- |
| Employees | 36,000 |
| Change (1Y) | 6,400 |
| Growth (1Y) | 21.62% |
| Revenue / Employee | $3,624,917 |
| Profits / Employee | $2,024,444 |
| Market Cap | 4.21T |

## Employees Chart

## Historical Data

| Fiscal Year End | Employees | Change | Growth |
| --- | --- | --- | --- |
| Jan 26, 2025 | 36,000 | 6,400 | 21.62% |
| Jan 28, 2024 | 29,600 | 3,404 | 12.99% |
| Jan 29, 2023 | 26,196 | 3,723 | 16.57% |
| Jan 30, 2022 | 22,473 | 3,498 | 18.43% |
| Jan 31, 2021 | 18,975 | 5,200 | 37.75% |
| Jan 26, 2020 | 13,775 | 498 | 3.75% |

## Compare to peers

| Company | Employees |
| --- | --- |
| Advanced Micro Devices (AMD) | 28,000 |
| Broadcom (AVGO) | 37,000 |
| Intel (INTC) | 108,900 |

Data source: company 10-K filings. Updated Sep 12, 2025."""
    t = [(search(q1), o1),
         (extract(wp, "founding date, founders, headquarters and employees"), o2),
         m.add({"nvidia_founded": "5 April 1993, Sunnyvale, California", "nvidia_founders": "Jensen Huang, Chris Malachowsky, Curtis Priem"}),
         (search(q4), o4),
         (extract(k24, "employee count and breakdown at fiscal year end"), o5),
         m.add({"nvidia_headcount_fy2024": "~29,600 in 36 countries (22,200 R&D), 10-K FYE 28 Jan 2024",
                "nvidia_headcount_fy2025": "36,000 (Wikipedia infobox, 2025)"}),
         (search(q7), o7),
         m.update({"nvidia_headcount_fy2025": "~36,000 in 38 countries (26,000 R&D), 10-K FYE 26 Jan 2025"}),
         (extract(sa, "headcount history by fiscal year"), o9),
         m.add({"nvidia_ipo": "22 Jan 1999, Nasdaq, $12/share"}),
         m.all()]
    rs.add("search", "h58-search-15", SYSTEM, t, state=state(init))


# ---------------------------------------------------------------- 16 ASML founding and workforce (asml.com, annual report) — clean
def t16(rs: RowSet) -> None:
    m = Mem()
    hist = "https://www.asml.com/en/company/about-asml/history"
    ar = "https://www.asml.com/en/investors/annual-report/2023"
    q1 = "ASML founded 1984 Philips ASM International joint venture Veldhoven history"
    o1 = sr(
        (hist, "Our history - ASML",
         "ASML was founded in 1984 as a joint venture between Philips and Advanced Semiconductor Materials International (ASMI). We started in a leaky shed next to a Philips office in Eindhoven ...", "N/A"),
        ("https://en.wikipedia.org/wiki/ASML_Holding", "ASML Holding - Wikipedia",
         "ASML Holding N.V. is a Dutch multinational corporation founded in 1984 ... headquartered in Veldhoven, Netherlands ...", "N/A"),
        ("https://www.asml.com/en/company/about-asml", "About ASML - ASML",
         "ASML is an innovation leader in the semiconductor industry. We provide chipmakers with hardware, software and services to mass produce patterns on silicon ...", "N/A"),
        ("https://www.asm.com/about-us/history", "History - ASM International",
         "In 1984 ASM International and Philips founded ASM Lithography; ASMI sold its stake to Philips in 1988 ...", "N/A"),
        ("https://www.britannica.com/money/ASML-Holding-NV", "ASML Holding NV | Dutch company | Britannica Money",
         "ASML, Dutch manufacturer of photolithography systems, founded in 1984 ...", "N/A"),
        ("https://www.ft.com/content/asml-leaky-shed-to-europe-most-valuable-tech", "From a leaky shed to Europe's most valuable tech group - Financial Times",
         "ASML's first home was a wooden shed beside a Philips tower in Eindhoven ...", "Jul 18, 2023"),
        ("https://www.bits-chips.nl/artikel/asml-at-40/", "ASML at 40: the early years - Bits&Chips",
         "On 1 April 1984 ASM Lithography was officially established ...", "Apr 1, 2024"),
        ("https://www.computerhistory.org/collections/catalog/102792501", "ASML PAS 2500 stepper - Computer History Museum",
         "The PAS 2500, ASML's first successful product, introduced in 1986 ...", "N/A"),
        ("https://www.asml.com/en/news/stories/2024/asml-40-years", "40 years of ASML - ASML",
         "From 1984 to 2024: four decades of lithography innovation ...", "Apr 1, 2024"),
        ("https://www.reddit.com/r/ASML/comments/1bsw7k2/asml_turns_40_today/", "ASML turns 40 today : r/ASML",
         "Founded 1 April 1984, and no, it was not an April Fools' joke ...", "Apr 1, 2024"),
    )
    o2 = """# Our history

## How a leaky shed became a global semiconductor player

### 1984 — The start

ASML was founded on 1 April 1984 as a joint venture between Philips and Advanced Semiconductor Materials International (ASMI), under the name ASM Lithography. We started with a few dozen employees in a leaky shed next to a Philips office tower in Eindhoven, the Netherlands.

### 1985 — A new home

ASML moves to a new building in Veldhoven, where our headquarters are still located today.

### 1986 — PAS 2500

The PAS 2500 stepper, our first truly successful product, brings in new customers. We also start working with lens maker Carl Zeiss, a partnership that continues to this day.

### 1988 — Going global

ASML expands to the US and Asia, opening offices in Taiwan. ASMI withdraws from the joint venture, leaving Philips as the sole shareholder.

### 1991 — PAS 5500

The PAS 5500 platform is introduced and becomes an industry workhorse, turning ASML profitable.

### 1995 — IPO

ASML becomes fully independent and lists on the Amsterdam and NASDAQ stock exchanges.

### 2001 — TWINSCAN

We introduce the TWINSCAN system with its dual-stage technology and acquire Silicon Valley Group (SVG).

### 2010 — First EUV

We ship the first pre-production extreme ultraviolet (EUV) lithography tool, the TWINSCAN NXE:3100, to a customer research site.

### 2013 — Cymer

We acquire light source maker Cymer of San Diego to accelerate EUV development.

### 2016 — HMI

We acquire Hermes Microvision (HMI), a maker of e-beam inspection tools.

### 2023 — High-NA

We ship the first module of the first High-NA EUV system, the TWINSCAN EXE:5000, to Intel in December.

Today ASML has more than 40,000 employees from over 140 nationalities across 60+ locations worldwide."""
    q4 = "ASML number of employees 2023 annual report FTE"
    o4 = sr(
        (ar, "Annual Report 2023 - ASML",
         "Total net sales €27.6 billion; net income €7.8 billion; 42,416 employees (FTE) at year end ...", "Feb 14, 2024"),
        ("https://www.asml.com/en/company/about-asml/asml-at-a-glance", "ASML at a glance - ASML",
         "Over 42,000 employees from 143 nationalities; headquarters in Veldhoven ...", "N/A"),
        ("https://www.macrotrends.net/stocks/charts/ASML/asml-holding/number-of-employees", "ASML Holding: Number of Employees 2010-2024 | MacroTrends",
         "ASML Holding total number of employees in 2023 was 42,416, a 8.52% increase from 2022 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/ASML_Holding", "ASML Holding - Wikipedia",
         "Number of employees: 44,027 (2024) ...", "N/A"),
        ("https://www.statista.com/statistics/1191094/asml-employees/", "ASML: number of employees 2011-2024 | Statista",
         "At the end of 2024, ASML employed 44,027 people (FTE), up from 42,416 a year earlier ...", "Feb 20, 2025"),
        ("https://nltimes.nl/2024/01/24/asml-hired-thousands-2023", "ASML hired thousands in 2023, now has over 42,000 employees | NL Times",
         "Over half of them work in the Netherlands, mostly in Veldhoven ...", "Jan 24, 2024"),
        ("https://www.companiesmarketcap.com/asml/number-of-employees/", "ASML (ASML) - Number of employees - CompaniesMarketCap",
         "Number of employees at ASML from 2005 to 2024 ...", "N/A"),
        ("https://www.reuters.com/technology/asml-2023-results-2024-01-24/", "ASML posts record 2023 sales, orders jump | Reuters",
         "ASML reported 2023 net sales of 27.6 billion euros ...", "Jan 24, 2024"),
        ("https://www.glassdoor.com/Overview/Working-at-ASML-EI_IE8404.11,15.htm", "Working at ASML | Glassdoor",
         "ASML has 10000+ employees and a 3.9 rating ...", "N/A"),
        ("https://www.reddit.com/r/Netherlands/comments/19ees2k/asml_wants_to_grow_to_70000_employees/", "ASML wants to grow to 70,000 employees in Brainport : r/Netherlands",
         "Where will they all live though ...", "Jan 24, 2024"),
    )
    o5 = """# Annual Report 2023

ASML Holding N.V. · Published 14 February 2024

(Excerpt: Our people)

## Our people at a glance

At the end of 2023 we employed 42,416 people, measured in full-time equivalents (FTE), including temporary staff, an increase of 3,330 FTE (8.5%) compared with year-end 2022. Our workforce comprises 143 nationalities.

### Employees by region (FTE, year end)

| Region | 2022 | 2023 |
| --- | --- | --- |
| Netherlands | 22,147 | 23,843 |
| Asia | 9,215 | 10,134 |
| United States | 7,290 | 7,961 |
| EMEA (excluding Netherlands) | 434 | 478 |
| **Total** | **39,086** | **42,416** |

### Employees by type (FTE, year end)

| Type | 2022 | 2023 |
| --- | --- | --- |
| Payroll employees | 36,112 | 39,850 |
| Temporary employees | 2,974 | 2,566 |
| **Total** | **39,086** | **42,416** |

### Key figures

| | 2022 | 2023 |
| --- | --- | --- |
| Total net sales (€ million) | 21,173 | 27,559 |
| Net income (€ million) | 5,624 | 7,839 |
| R&D costs (€ million) | 3,254 | 3,981 |
| Attrition rate, payroll | 4.2% | 4.5% |

Our people are located at more than 60 locations in 16 countries."""
    q7 = "ASML employees 2024 annual report 44,027"
    o7 = sr(
        ("https://www.asml.com/en/investors/annual-report/2024", "Annual Report 2024 - ASML",
         "Total net sales €28.3 billion; net income €7.6 billion; 44,027 employees (FTE) at year end ...", "Feb 12, 2025"),
        ("https://www.statista.com/statistics/1191094/asml-employees/", "ASML: number of employees 2011-2024 | Statista",
         "At the end of 2024, ASML employed 44,027 people (FTE), up from 42,416 a year earlier ...", "Feb 20, 2025"),
        ("https://en.wikipedia.org/wiki/ASML_Holding", "ASML Holding - Wikipedia",
         "Number of employees: 44,027 (2024) ...", "N/A"),
        ("https://www.macrotrends.net/stocks/charts/ASML/asml-holding/number-of-employees", "ASML Holding: Number of Employees 2010-2024 | MacroTrends",
         "ASML Holding total number of employees in 2024 was 44,027, a 3.8% increase from 2023 ...", "N/A"),
        (ar, "Annual Report 2023 - ASML",
         "Total net sales €27.6 billion; net income €7.8 billion; 42,416 employees (FTE) at year end ...", "Feb 14, 2024"),
        ("https://www.reuters.com/technology/asml-q4-2024-results-2025-01-29/", "ASML Q4 orders beat forecasts | Reuters",
         "2024 net sales came in at 28.3 billion euros ...", "Jan 29, 2025"),
        ("https://nltimes.nl/2025/02/12/asml-workforce-growth-slows", "ASML workforce growth slows in 2024 | NL Times",
         "The chip machine maker added about 1,600 FTE last year ...", "Feb 12, 2025"),
        ("https://www.bits-chips.nl/artikel/asml-headcount-2024/", "ASML headcount passes 44,000 - Bits&Chips",
         "Hiring slowed as the company waits for the 2026 upturn ...", "Feb 13, 2025"),
        ("https://www.companiesmarketcap.com/asml/number-of-employees/", "ASML (ASML) - Number of employees - CompaniesMarketCap",
         "2024: 44,027; 2023: 42,416; 2022: 39,086 ...", "N/A"),
        ("https://www.reddit.com/r/ASML/comments/1io9d2l/annual_report_2024_is_out/", "Annual report 2024 is out : r/ASML",
         "44k FTE, 7.6B net income ...", "Feb 12, 2025"),
    )
    t = [(search(q1), o1),
         (extract(hist, "founding date, founders and headquarters"), o2),
         m.add({"asml_founded": "1 April 1984, JV of Philips and ASM International (as ASM Lithography), Eindhoven", "asml_hq": "Veldhoven, Netherlands (since 1985)"}),
         (search(q4), o4),
         (extract(ar, "total employees at year end 2023 and 2022"), o5),
         m.add({"asml_fte_2023": "42,416 FTE incl. temporary (39,850 payroll)", "asml_fte_2022": "39,086 FTE incl. temporary"}),
         (search(q7), o7),
         m.all()]
    rs.add("search", "h58-search-16", SYSTEM, t, state=EMPTY)


# ---------------------------------------------------------------- 17 Largest telescopes / ELT (Wikipedia list, ESO) — segment count changes
def t17(rs: RowSet) -> None:
    m = Mem()
    wl = "https://en.wikipedia.org/wiki/List_of_largest_optical_reflecting_telescopes"
    elt = "https://elt.eso.org/about/facts/"
    q1 = "largest optical telescopes by aperture list ELT GTC Keck"
    o1 = sr(
        (wl, "List of largest optical reflecting telescopes - Wikipedia",
         "This list of the largest optical reflecting telescopes with objective diameters of 3.0 metres or greater is sorted by aperture ...", "N/A"),
        (elt, "The ELT in numbers | ESO",
         "Primary mirror diameter: 39.3 m. Number of primary mirror segments: 798. Collecting area: 978 m² ...", "N/A"),
        ("https://www.gtc.iac.es/gtc/gtc.php", "GTC - Gran Telescopio Canarias",
         "The GTC has a segmented primary mirror of 10.4 m made of 36 hexagonal segments, at the Roque de los Muchachos Observatory, La Palma ...", "N/A"),
        ("https://keckobservatory.org/about/telescopes-instrumentation/", "Telescopes & Instrumentation | W. M. Keck Observatory",
         "Each Keck telescope's 10-meter primary mirror is made of 36 hexagonal segments that work in concert as a single piece of reflective glass ...", "N/A"),
        ("https://giantmagellan.org/the-telescope/", "The Telescope | Giant Magellan Telescope",
         "Seven of the world's largest mirrors, each 8.4 meters across, form a 25.4-meter primary ...", "N/A"),
        ("https://www.tmt.org/page/optics", "Optics | Thirty Meter Telescope",
         "The 30-meter primary mirror is composed of 492 hexagonal segments, each 1.44 m across ...", "N/A"),
        ("https://www.salt.ac.za/telescope/", "The Telescope | SALT - Southern African Large Telescope",
         "SALT's hexagonal primary mirror array is 11 m across and consists of 91 identical 1 m segments ...", "N/A"),
        ("https://www.space.com/biggest-telescopes-on-earth", "The world's biggest telescopes | Space",
         "From the 10.4-meter GTC to the 39-meter ELT under construction in Chile ...", "Mar 14, 2024"),
        ("https://www.eso.org/public/teles-instr/paranal-observatory/vlt/", "Very Large Telescope | ESO",
         "The VLT consists of four Unit Telescopes with main mirrors of 8.2 m diameter — Antu, Kueyen, Melipal and Yepun ...", "N/A"),
        ("https://www.reddit.com/r/astronomy/comments/17qz7b2/largest_telescopes_in_the_world_by_aperture/", "Largest telescopes in the world by aperture : r/astronomy",
         "SALT and HET are bigger on paper but their effective apertures are ~9-10 m ...", "Nov 8, 2023"),
    )
    o2 = """# List of largest optical reflecting telescopes

From Wikipedia, the free encyclopedia

This list of the largest optical reflecting telescopes with objective diameters of 3.0 metres or greater is sorted by aperture, which is a measure of the light-gathering power and resolution of a reflecting telescope.

## Largest optical reflecting telescopes (operating)

| Name | Aperture (m) | Effective aperture (m) | Mirror type | Nationality / sponsors | Site | Built |
| --- | --- | --- | --- | --- | --- | --- |
| Gran Telescopio Canarias (GTC) | 10.4 | 10.0 | Segmented, 36 | Spain, Mexico, US | Roque de los Muchachos Observatory, La Palma, Spain | 2007 |
| Keck 1 | 10.0 | | Segmented, 36 | US | Mauna Kea Observatories, Hawaii, US | 1993 |
| Keck 2 | 10.0 | | Segmented, 36 | US | Mauna Kea Observatories, Hawaii, US | 1996 |
| Southern African Large Telescope (SALT) | 11.1 × 9.8 | 9.2 | Segmented, 91 | South Africa, US, UK, Germany, Poland, India, New Zealand | South African Astronomical Observatory, Sutherland | 2005 |
| Hobby–Eberly Telescope (HET) | 11.1 × 9.8 | 10.0 | Segmented, 91 | US, Germany | McDonald Observatory, Texas, US | 1997 (upgraded 2015) |
| Large Binocular Telescope (LBT) | 2 × 8.4 | 11.8 | Monolithic × 2 | US, Italy, Germany | Mount Graham International Observatory, Arizona, US | 2005 / 2008 |
| Simonyi Survey Telescope (Rubin Observatory) | 8.4 | 6.4 | Monolithic (M1M3) | US | Cerro Pachón, Chile | 2025 |
| Subaru | 8.2 | | Monolithic | Japan | Mauna Kea Observatories, Hawaii, US | 1999 |
| VLT UT1 (Antu) | 8.2 | | Monolithic | ESO | Paranal Observatory, Chile | 1998 |
| VLT UT2 (Kueyen) | 8.2 | | Monolithic | ESO | Paranal Observatory, Chile | 1999 |
| VLT UT3 (Melipal) | 8.2 | | Monolithic | ESO | Paranal Observatory, Chile | 2000 |
| VLT UT4 (Yepun) | 8.2 | | Monolithic | ESO | Paranal Observatory, Chile | 2000 |
| Gemini North (Frederick C. Gillett) | 8.1 | | Monolithic | International (Gemini) | Mauna Kea Observatories, Hawaii, US | 1999 |
| Gemini South | 8.1 | | Monolithic | International (Gemini) | Cerro Pachón, Chile | 2000 |
| MMT | 6.5 | | Monolithic | US | Fred Lawrence Whipple Observatory, Arizona, US | 2000 |
| Magellan 1 (Walter Baade) | 6.5 | | Monolithic | US | Las Campanas Observatory, Chile | 2000 |
| Magellan 2 (Landon Clay) | 6.5 | | Monolithic | US | Las Campanas Observatory, Chile | 2002 |

## Under construction

| Name | Aperture (m) | Mirror type | Site | Planned first light |
| --- | --- | --- | --- | --- |
| Extremely Large Telescope (ELT) | 39.3 | Segmented, 798 | Cerro Armazones, Chile | 2028 |
| Thirty Meter Telescope (TMT) | 30 | Segmented, 492 | Mauna Kea, Hawaii, US (proposed) | 2030s |
| Giant Magellan Telescope (GMT) | 25.4 | 7 × 8.4 m monolithic | Las Campanas Observatory, Chile | 2030s |

## See also

- List of largest infrared telescopes · List of optical telescopes · Extremely large telescope"""
    o3 = """# The ELT in numbers

ESO's Extremely Large Telescope (ELT), under construction on Cerro Armazones in Chile's Atacama Desert, will be the world's biggest eye on the sky. It will gather 100 million times more light than the human eye and 13 times more light than the largest optical telescopes existing today.

| Parameter | Value |
| --- | --- |
| Site | Cerro Armazones, Chile, 3046 m above sea level |
| Optical design | Five-mirror anastigmat |
| Primary mirror (M1) diameter | 39.3 m |
| Number of M1 segments | 798 hexagonal segments |
| M1 segment size | 1.45 m across (corner to corner), 50 mm thick |
| Collecting area | 978 m² |
| Secondary mirror (M2) | 4.25 m, convex |
| Tertiary mirror (M3) | 3.75 m, concave |
| Adaptive mirror (M4) | 2.4 m, flat, 0.00195 m thick shells, more than 5000 actuators |
| Field-stabilisation mirror (M5) | 2.7 × 2.2 m, tip-tilt |
| Field of view | 10 arcminutes |
| Dome | ~88 m diameter, ~80 m high |
| Planned first light | 2028 |

## Construction milestones

- 2014: first stone ceremony on Cerro Armazones
- 2017: ESO signs the contract for the dome and main structure
- 2023: construction passes the halfway mark
- 2024: first M1 segments delivered to Chile

> “The ELT is a truly revolutionary project that will address some of the biggest scientific challenges of our time,” said ESO Director General Xavier Barcons."""
    q5 = "Giant Magellan Telescope Thirty Meter Telescope aperture segments compared with ELT"
    o5 = sr(
        ("https://giantmagellan.org/the-telescope/", "The Telescope | Giant Magellan Telescope",
         "Seven of the world's largest mirrors, each 8.4 meters across, form a 25.4-meter primary with 368 m² of collecting area ...", "N/A"),
        ("https://www.tmt.org/page/optics", "Optics | Thirty Meter Telescope",
         "The 30-meter primary mirror is composed of 492 hexagonal segments, each 1.44 m across ...", "N/A"),
        (elt, "The ELT in numbers | ESO",
         "Primary mirror diameter: 39.3 m. Number of primary mirror segments: 798 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Extremely_large_telescope", "Extremely large telescope - Wikipedia",
         "Comparison: ELT 39.3 m (798 segments), TMT 30 m (492 segments), GMT 25.4 m (7 mirrors) ...", "N/A"),
        ("https://www.science.org/content/article/us-astronomers-await-nsf-decision-giant-telescopes", "U.S. astronomers await NSF decision on giant telescopes | Science",
         "NSF said it could afford only one of GMT and TMT ...", "May 28, 2025"),
        ("https://www.nature.com/articles/d41586-024-01123-4", "The race to build the next giant telescope - Nature",
         "ESO's ELT is on track for first light later this decade, while the US projects wait for funding ...", "Apr 17, 2024"),
        ("https://www.space.com/giant-magellan-telescope-seventh-mirror-cast", "Giant Magellan Telescope casts its seventh and final mirror | Space",
         "Each mirror weighs 17 tonnes and takes four years to polish ...", "Sep 26, 2023"),
        ("https://www.skyandtelescope.org/astronomy-news/elt-tmt-gmt-comparison/", "Three giants: comparing ELT, TMT and GMT - Sky & Telescope",
         "Collecting areas: ELT 978 m², TMT 655 m², GMT 368 m² ...", "Feb 6, 2024"),
        ("https://www.gmto.org/resources/fact-sheets/", "Fact sheets | GMTO",
         "Site: Las Campanas Observatory, Chile, 2,516 m ...", "N/A"),
        ("https://www.reddit.com/r/space/comments/1d0m0v8/elt_vs_tmt_vs_gmt/", "ELT vs TMT vs GMT : r/space",
         "ELT is basically guaranteed at this point, the other two depend on NSF ...", "May 25, 2024"),
    )
    o8 = """# The ELT in numbers

(Section relevant to the goal: the optical design, M1–M5)

The ELT uses a novel five-mirror design.

- **M1** — The 39.3-metre primary mirror is made of 789 hexagonal segments, each 1.45 m across and 50 mm thick, together giving a collecting area of 978 m².
- **M2** — A 4.25 m convex secondary mirror, the largest ever employed on a telescope.
- **M3** — A 3.75 m concave tertiary mirror.
- **M4** — A 2.4 m adaptive flat mirror, whose thin shells are shaped by more than 5000 actuators up to a thousand times per second.
- **M5** — A 2.7 × 2.2 m tip-tilt mirror for field stabilisation.

Together, M4 and M5 correct the image for atmospheric turbulence and telescope vibrations before light reaches the instruments on the Nasmyth platforms.

| Parameter | Value |
| --- | --- |
| Optical design | Five-mirror anastigmat |
| Field of view | 10 arcminutes |
| Planned first light | 2028 |"""
    t = [(search(q1), o1),
         (extract(wl, "apertures, sites and years of the largest telescopes"), o2),
         (extract(elt, "primary mirror size, number of segments and first light"), o3),
         m.add({"elt_primary": "39.3 m, 798 hexagonal segments (1.45 m each)", "gtc": "10.4 m, 36 segments, La Palma, 2007",
                "keck": "2 × 10.0 m, 36 segments each, Mauna Kea (1993, 1996)"}),
         (search(q5), o5),
         m.add({"gmt": "25.4 m, seven 8.4 m mirrors, Las Campanas", "tmt": "30 m, 492 segments (1.44 m)"}),
         m.update({"elt_primary": "39.3 m, 798 hexagonal segments (1.45 m each), 978 m² collecting area, first light planned 2028"}),
         (extract(elt, "mirror design M1 to M5"), o8),
         m.get(["elt_primary", "gmt"])]
    rs.add("search", "h58-search-17", SYSTEM, t, state=EMPTY, bad=True, turn=8,
           kind="The ESO facts page now says the primary mirror has 789 segments, but the same page (turn 3) and the Wikipedia list gave 798.")


# ---------------------------------------------------------------- 18 Vera C. Rubin Observatory (rubinobservatory.org, SLAC) — clean
def t18(rs: RowSet) -> None:
    m = Mem()
    tel = "https://rubinobservatory.org/explore/how-rubin-works/technology/telescope"
    cam = "https://www6.slac.stanford.edu/news/2024-04-03-worlds-largest-camera-astronomy-completed"
    q1 = "Vera C. Rubin Observatory telescope aperture 8.4 m effective 6.4 m"
    o1 = sr(
        (tel, "The Simonyi Survey Telescope | Rubin Observatory",
         "The 8.4-meter primary mirror and 5.0-meter tertiary mirror were cast from a single piece of glass ... effective aperture of 6.4 meters ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Vera_C._Rubin_Observatory", "Vera C. Rubin Observatory - Wikipedia",
         "The Vera C. Rubin Observatory, formerly the Large Synoptic Survey Telescope (LSST), is an astronomical observatory in Chile ... 8.4-meter wide-field reflecting telescope ...", "N/A"),
        ("https://www.lsst.org/about/tel-site/optical_design", "Optical Design | Rubin Observatory LSST",
         "Three-mirror design: M1 8.4 m, M2 3.4 m, M3 5.0 m; effective clear aperture 6.423 m due to the central obscuration ...", "N/A"),
        ("https://noirlab.edu/public/programs/vera-c-rubin-observatory/", "Vera C. Rubin Observatory | NOIRLab",
         "Rubin is jointly funded by the NSF and the DOE Office of Science and operated by NOIRLab and SLAC ...", "N/A"),
        ("https://www.nsf.gov/news/nsf-doe-rubin-first-look", "NSF–DOE Vera C. Rubin Observatory reveals first images | NSF",
         "The observatory captured thousands of never-before-seen asteroids and millions of galaxies in its first look ...", "Jun 23, 2025"),
        ("https://mirrorlab.arizona.edu/content/lsst", "LSST M1M3 | Richard F. Caris Mirror Lab",
         "The first monolithic mirror with two surfaces: M1 (8.4 m) and M3 (5.0 m) on one 16-ton casting completed in 2015 ...", "N/A"),
        ("https://www.space.com/vera-rubin-observatory", "Vera C. Rubin Observatory: a 10-year movie of the sky | Space",
         "Perched at 2,682 meters on Cerro Pachón ...", "Jun 24, 2025"),
        ("https://www.skyandtelescope.org/astronomy-news/rubin-observatory-first-light/", "Rubin Observatory sees first light - Sky & Telescope",
         "The 8.4-m telescope can slew between fields in about five seconds ...", "Jun 23, 2025"),
        ("https://www.eso.org/public/teles-instr/lasilla/", "La Silla | ESO",
         "ESO's La Silla observatory, 2,400 m, on the outskirts of the Atacama ...", "N/A"),
        ("https://www.reddit.com/r/Astronomy/comments/1li8q5r/rubin_first_look_images/", "Rubin First Look images : r/Astronomy",
         "The Virgo cluster image is absurd, zoom all the way in ...", "Jun 23, 2025"),
    )
    o2 = """# The Simonyi Survey Telescope

Rubin Observatory's Simonyi Survey Telescope, named for Charles and Lisa Simonyi, is a wide-field reflecting telescope with an 8.4-meter primary mirror, designed to image the entire visible southern sky every few nights.

## A unique three-mirror design

| Mirror | Diameter | Notes |
| --- | --- | --- |
| M1 (primary) | 8.4 m | Outer ring of the combined M1M3 monolith |
| M2 (secondary) | 3.4 m | Convex, the largest convex mirror ever made |
| M3 (tertiary) | 5.0 m | Inner part of the M1M3 monolith |

The primary (M1) and tertiary (M3) mirrors were cast as a single piece of glass at the University of Arizona's Richard F. Caris Mirror Lab, a first for a large telescope. Because light reflected by M1 must pass around M2 and M3, the central region of the primary does not collect light: the telescope has an effective aperture of 6.4 meters.

## Fast and wide

- Field of view: 9.6 square degrees (about 3.5 degrees across, roughly 45 full Moons)
- Slew and settle to a neighbouring field: about 5 seconds
- Standard exposure: two 15-second exposures per visit
- Telescope mount assembly mass: about 350 tonnes

## Site

The telescope sits on the El Peñón summit of Cerro Pachón in the Chilean Andes, at an elevation of 2,682 meters, alongside the Gemini South and SOAR telescopes.

## History

Formerly known as the Large Synoptic Survey Telescope (LSST), the observatory was renamed the Vera C. Rubin Observatory in January 2020, after the American astronomer whose work provided evidence for dark matter. The 10-year survey keeps the LSST name: the Legacy Survey of Space and Time."""
    q4 = "LSST Camera 3200 megapixels 189 CCD sensors largest digital camera SLAC"
    o4 = sr(
        (cam, "World's largest camera for astronomy completed at SLAC | SLAC National Accelerator Laboratory",
         "The LSST Camera, with 3,200 megapixels, is the largest digital camera ever built for astronomy ...", "Apr 3, 2024"),
        ("https://rubinobservatory.org/explore/how-rubin-works/technology/camera", "LSST Camera | Rubin Observatory",
         "The LSST Camera is about the size of a small car and weighs about 3,000 kg ... 189 CCD sensors ...", "N/A"),
        ("https://en.wikipedia.org/wiki/LSST_Camera", "LSST Camera - Wikipedia",
         "The LSST Camera (LSSTCam) is a 3.2-gigapixel camera ... 189 science CCDs plus 8 guide sensors and 4 wavefront sensors ...", "N/A"),
        ("https://www.nytimes.com/2024/04/03/science/lsst-camera-rubin.html", "The Biggest Camera Ever Built for Astronomy Is Ready - The New York Times",
         "It would take hundreds of ultra-high-definition TV screens to display one of its images at full size ...", "Apr 3, 2024"),
        ("https://www.energy.gov/science/articles/lsst-camera-ships-chile", "LSST Camera ships to Chile | Department of Energy",
         "The camera traveled by air from California to Chile in May 2024 ...", "May 20, 2024"),
        ("https://www.space.com/lsst-camera-installed-rubin-observatory", "World's largest digital camera installed at Rubin Observatory | Space",
         "Engineers mounted the 3-ton camera on the Simonyi Survey Telescope in March 2025 ...", "Mar 18, 2025"),
        ("https://www.symmetrymagazine.org/article/the-lsst-camera-by-the-numbers", "The LSST Camera by the numbers | symmetry magazine",
         "1.57 m: diameter of the front lens, the largest lens ever made for astronomy ...", "Apr 3, 2024"),
        ("https://www.popsci.com/science/lsst-camera/", "Inside the 3,200-megapixel camera that will map the universe | Popular Science",
         "Six filters, ugrizy, swapped by a robotic changer ...", "Apr 5, 2024"),
        ("https://arxiv.org/abs/0805.2366", "LSST: from Science Drivers to Reference Design and Anticipated Data Products",
         "The camera provides a 3.2 Gigapixel flat focal plane array, tiled by 189 4K×4K CCD science sensors with 10 micron pixels ...", "May 15, 2008"),
        ("https://www.reddit.com/r/space/comments/1bv1n8t/worlds_largest_camera_for_astronomy_completed/", "World's largest camera for astronomy completed : r/space",
         "3200 megapixels and it's cooled to -100 C ...", "Apr 3, 2024"),
    )
    o5 = """# World's largest camera for astronomy completed at SLAC

April 3, 2024 · SLAC National Accelerator Laboratory · Menlo Park, Calif.

The LSST Camera, the largest digital camera ever constructed for astronomy, has been completed at the Department of Energy's SLAC National Accelerator Laboratory. The camera will soon head to Chile, where it will become the heart of the Simonyi Survey Telescope at the NSF–DOE Vera C. Rubin Observatory.

## By the numbers

| Feature | Value |
| --- | --- |
| Resolution | 3,200 megapixels |
| Science sensors | 189 CCDs, in 21 rafts of nine |
| Other sensors | 8 guide sensors, 4 wavefront sensors |
| Pixel size | 10 microns |
| Focal plane operating temperature | about −100 °C |
| Front lens (L1) diameter | 1.57 m (5.1 ft) |
| Filters | 6 (u, g, r, i, z, y), each about 0.75 m across |
| Field of view | 9.6 square degrees |
| Mass | about 3,000 kg (6,600 lb) |
| Size | about 1.65 m across and 3 m long |

> “With the completion of the unique LSST Camera at SLAC and its imminent integration with the rest of Rubin Observatory systems in Chile, we will soon start producing the greatest movie of all time,” said Željko Ivezić, director of Rubin Observatory Construction.

The focal plane is so flat that it varies by no more than a tenth the width of a human hair. Images will be so large that displaying one at full resolution would take hundreds of ultra-high-definition televisions.

## Next steps

The camera will be shipped to Chile and installed on the telescope, followed by commissioning and the start of the 10-year Legacy Survey of Space and Time (LSST), which will generate about 20 terabytes of data each night."""
    q8 = "Rubin Observatory First Look June 23 2025 images asteroids"
    o8 = sr(
        ("https://rubinobservatory.org/news/first-look", "Rubin First Look | Rubin Observatory",
         "On 23 June 2025, NSF–DOE Vera C. Rubin Observatory released its first imagery, including the Trifid and Lagoon nebulae and the Virgo Cluster ...", "Jun 23, 2025"),
        ("https://www.nsf.gov/news/nsf-doe-rubin-first-look", "NSF–DOE Vera C. Rubin Observatory reveals first images | NSF",
         "In just over 10 hours of test observations, Rubin discovered 2,104 never-before-seen asteroids in our solar system ...", "Jun 23, 2025"),
        ("https://www.nytimes.com/2025/06/23/science/rubin-observatory-first-images.html", "Rubin Observatory Reveals Its First Images - The New York Times",
         "The images came from a camera the size of a car mounted on an 8.4-meter telescope in Chile ...", "Jun 23, 2025"),
        ("https://www.slac.stanford.edu/news/2025-06-23-rubin-first-look", "Rubin Observatory's LSST Camera captures first images | SLAC",
         "The first look combines more than 1,100 exposures ...", "Jun 23, 2025"),
        ("https://en.wikipedia.org/wiki/Vera_C._Rubin_Observatory", "Vera C. Rubin Observatory - Wikipedia",
         "First light images were released on 23 June 2025 ...", "N/A"),
        ("https://www.bbc.com/news/articles/c0l7vz9j1p2o", "Vera Rubin telescope: first images reveal millions of galaxies - BBC News",
         "The telescope will scan the southern sky every few nights for ten years ...", "Jun 23, 2025"),
        ("https://www.space.com/rubin-observatory-first-look-images", "Rubin Observatory's first images are here | Space",
         "Trifid and Lagoon nebulae assembled from 678 exposures taken over just over seven hours ...", "Jun 23, 2025"),
        ("https://www.noirlab.edu/public/news/noirlab2521/", "Rubin Observatory First Look | NOIRLab",
         "Images and videos from Rubin First Look are available in full resolution ...", "Jun 23, 2025"),
        ("https://skyviewer.app/", "Rubin SkyViewer",
         "Explore Rubin's first images interactively, zooming into the Virgo Cluster ...", "N/A"),
        ("https://www.reddit.com/r/space/comments/1ligv6k/rubin_observatory_first_look/", "Rubin Observatory First Look : r/space",
         "2104 new asteroids in 10 hours is wild ...", "Jun 23, 2025"),
    )
    t = [(search(q1), o1),
         (extract(tel, "mirror sizes, effective aperture, field of view and site"), o2),
         m.add({"rubin_m1": "8.4 m primary (M1M3 monolith with 5.0 m M3); M2 3.4 m", "rubin_effective_aperture": "6.4 m",
                "rubin_site": "Cerro Pachón, Chile, 2,682 m"}),
         (search(q4), o4),
         (extract(cam, "camera resolution, sensor count, field of view and mass"), o5),
         m.add({"lsstcam": "3,200 megapixels, 189 science CCDs (+8 guide, 4 wavefront), 9.6 deg² FOV, ~3,000 kg"}),
         m.add({"survey": "LSST = Legacy Survey of Space and Time, 10 years, ~20 TB/night"}),
         (search(q8), o8),
         m.update({"rubin_effective_aperture": "6.4 m effective (6.423 m clear aperture; 8.4 m M1 with central obscuration)"}),
         m.remove(["rubin_site"]),
         m.add({"rubin_site": "El Peñón summit, Cerro Pachón, Chile, 2,682 m; shared with Gemini South and SOAR", "first_look": "23 June 2025; 2,104 new asteroids in ~10 h of test data"}),
         m.all()]
    rs.add("search", "h58-search-18", SYSTEM, t, state=EMPTY)


# ---------------------------------------------------------------- 19 2011 Tohoku earthquake (USGS event page, Wikipedia) — update time goes backwards
def t19(rs: RowSet) -> None:
    m = Mem()
    ev = "https://earthquake.usgs.gov/earthquakes/eventpage/official20110311054624120_30/executive"
    wp = "https://en.wikipedia.org/wiki/2011_T%C5%8Dhoku_earthquake_and_tsunami"
    q1 = "USGS 2011 Tohoku earthquake M 9.1 event page"
    o1 = sr(
        (ev, "M 9.1 - 2011 Great Tohoku Earthquake, Japan",
         "2011-03-11 05:46:24 (UTC) 38.297°N 142.373°E 29.0 km depth ...", "N/A"),
        (wp, "2011 Tōhoku earthquake and tsunami - Wikipedia",
         "On 11 March 2011, at 14:46:24 JST (05:46:24 UTC), a Mw 9.0–9.1 undersea megathrust earthquake occurred in the Pacific Ocean, 72 km east of the Oshika Peninsula ...", "N/A"),
        ("https://www.data.jma.go.jp/svd/eqev/data/2011_03_11_tohoku/index_e.html", "The 2011 off the Pacific coast of Tohoku Earthquake - Japan Meteorological Agency",
         "Origin time: 14:46 JST, 11 March 2011. Magnitude: 9.0 (Mw). Depth: 24 km ...", "N/A"),
        ("https://www.usgs.gov/programs/earthquake-hazards/science/m9-1-tohoku-japan-2011", "M9.1 Tohoku, Japan 2011 | U.S. Geological Survey",
         "USGS updated the magnitude of the 2011 Tohoku earthquake from 9.0 to 9.1 after a reanalysis ...", "N/A"),
        ("https://www.ngdc.noaa.gov/hazel/view/hazards/tsunami/event-more-info/5413", "Tsunami Event Information - NOAA NCEI",
         "2011 March 11 Honshu, Japan. Maximum water height 40.5 m at Miyako, Iwate; thousands of run-up observations ...", "N/A"),
        ("https://www.britannica.com/event/Japan-earthquake-and-tsunami-of-2011", "Japan earthquake and tsunami of 2011 | Facts & Death Toll | Britannica",
         "Severe natural disaster that occurred in northeastern Japan on March 11, 2011 ...", "N/A"),
        ("https://www.science.org/doi/10.1126/science.1206731", "The 2011 Magnitude 9.0 Tohoku-Oki Earthquake: Mosaicking the Megathrust from Seconds to Centuries | Science",
         "Slip of more than 50 m near the trench ...", "Jun 2, 2011"),
        ("https://ds.iris.edu/ds/nodes/dmc/specialevents/2011/03/11/tohoku-japan/", "Special event: Tohoku, Japan | IRIS DMC",
         "Data products for the Mw 9.1 Tohoku earthquake ...", "N/A"),
        ("https://www.npa.go.jp/news/other/earthquake2011/pdf/higaijokyo_e.pdf", "Damage situation and police countermeasures - National Police Agency of Japan",
         "Police-confirmed deaths in 12 prefectures, by prefecture, updated each March; excludes disaster-related deaths ...", "Mar 10, 2023"),
        ("https://www.reddit.com/r/geology/comments/lrm3m2/10_years_since_tohoku/", "10 years since Tohoku : r/geology",
         "Still blows my mind the coast moved 5 m east ...", "Mar 11, 2021"),
    )
    o2 = """Jump to content

From Wikipedia, the free encyclopedia

| 2011 Tōhoku earthquake and tsunami | |
| --- | --- |
| UTC time | 2011-03-11 05:46:24 |
| ISC event | 16461282 |
| USGS-ANSS | ComCat |
| Local date | 11 March 2011 |
| Local time | 14:46:24 JST |
| Duration | 6 minutes |
| Magnitude | 9.0–9.1 Mw |
| Depth | 29 km (18 mi) |
| Epicenter | 38°17′49″N 142°22′23″E / 38.297°N 142.373°E |
| Type | Megathrust |
| Areas affected | Japan |
| Total damage | $360 billion (2011 USD) |
| Max. intensity | JMA 7 |
| Peak acceleration | 2.99 g |
| Tsunami | Up to 40.5 m (133 ft) in Miyako, Iwate |
| Foreshocks | Mw 7.3, 9 March 2011 |
| Casualties | 19,759 deaths, 6,242 injured, 2,553 missing |

On 11 March 2011, at 14:46:24 JST (05:46:24 UTC), a Mw 9.0–9.1 undersea megathrust earthquake occurred in the Pacific Ocean, 72 km (45 mi) east of the Oshika Peninsula of the Tōhoku region. It lasted approximately six minutes and caused a tsunami. It is sometimes known in Japan as the "Great East Japan Earthquake" (東日本大震災), among other names.

It was the most powerful earthquake ever recorded in Japan, and the fourth most powerful earthquake recorded in the world since modern seismography began in 1900. The tsunami caused the Fukushima Daiichi nuclear disaster.

## Magnitude

The Japan Meteorological Agency (JMA) assigned a magnitude of Mw 9.0. The United States Geological Survey (USGS) initially reported 8.9, raised it to 9.0 within days, and in 2016 revised it to 9.1 after further analysis. JMA places the hypocentre at a depth of 24 km; the USGS at 29 km.

## Tsunami

The earthquake triggered tsunami waves that reached heights of up to 40.5 metres (133 ft) in Miyako, Iwate, and travelled up to 10 km (6 mi) inland in the Sendai area.

## Casualties

| Category | Count |
| --- | --- |
| Deaths (incl. disaster-related) | 19,759 |
| Injured | 6,242 |
| Missing | 2,553 |"""
    o3 = """# M 9.1 - 2011 Great Tohoku Earthquake, Japan

2011-03-11 05:46:24 (UTC) · 38.297°N 142.373°E · 29.0 km depth

## Impact

| Product | Value |
| --- | --- |
| PAGER alert | Red (estimated fatalities and economic losses) |
| ShakeMap max MMI | IX (Violent) |
| Did You Feel It? | 3,193 responses, max CDI IX |
| Tsunami | Tsunami warnings were issued across the Pacific |

## Origin

| | |
| --- | --- |
| Review Status | REVIEWED |
| Magnitude | 9.1 Mww |
| Time | 2011-03-11 05:46:24.120 UTC |
| Location | 38.297°N 142.373°E |
| Depth | 29.0 km ± 3.6 |
| Number of stations | 541 |
| Azimuthal gap | 9.5° |
| Catalog | US |
| Contributed by | US |
| Event ID | official20110311054624120_30 |
| Updated | 2024-05-14 22:37:12 UTC |

## Regional information

- 72 km E of Ishinomaki, Japan
- 129 km ESE of Sendai, Japan
- 373 km NE of Tokyo, Japan

## Scientific

Moment tensor (Mww, contributed by US), finite fault, tectonic summary and Pacific-plate interface slip model are available.

Downloads: KML · GeoJSON · QuakeML"""
    o5 = """# M 9.1 - 2011 Great Tohoku Earthquake, Japan

2011-03-11 05:46:24 (UTC) · 38.297°N 142.373°E · 29.0 km depth

(Sections relevant to the goal: origin and moment tensor)

## Origin

| | |
| --- | --- |
| Review Status | REVIEWED |
| Magnitude | 9.1 Mww |
| Time | 2011-03-11 05:46:24.120 UTC |
| Location | 38.297°N 142.373°E |
| Depth | 29.0 km ± 3.6 |
| Number of stations | 541 |
| Azimuthal gap | 9.5° |
| Catalog | US |
| Contributed by | US |
| Event ID | official20110311054624120_30 |
| Updated | 2016-11-02 20:31:03 UTC |

## Moment tensor (Mww, contributed by US)

| | |
| --- | --- |
| Moment | 5.31e+22 N-m |
| Magnitude | 9.1 Mww |
| Depth | 29.0 km |
| Percent DC | 96% |
| Half duration | 70.0 s |

| Nodal plane | Strike | Dip | Rake |
| --- | --- | --- | --- |
| NP1 | 203° | 10° | 88° |
| NP2 | 25° | 80° | 90° |

Principal axes: T (plunge 55°, azimuth 296°), N (plunge 2°, azimuth 25°), P (plunge 35°, azimuth 115°)."""
    t = [(search(q1), o1),
         (extract(wp, "time, magnitude by agency, depth and tsunami height"), o2),
         (extract(ev, "origin parameters, magnitude and depth"), o3),
         m.add({"tohoku_usgs": "M9.1 Mww, 2011-03-11 05:46:24 UTC, 38.297N 142.373E, depth 29.0 km (event official20110311054624120_30)",
                "tohoku_jma": "Mw 9.0, 14:46 JST, depth 24 km"}),
         (extract(ev, "origin and moment tensor details"), o5),
         m.add({"tohoku_tsunami_max": "40.5 m, Miyako (Iwate)", "tohoku_casualties": "19,759 deaths, 6,242 injured, 2,553 missing (Wikipedia)"})]
    rs.add("search", "h58-search-19", SYSTEM, t, state=EMPTY, bad=True, turn=5,
           kind="The USGS origin product now shows 'Updated 2016-11-02', earlier than the 2024-05-14 update time the same page showed in turn 3.")


# ---------------------------------------------------------------- 20 2023 Kahramanmaras earthquakes (EMSC, AFAD) — added memory key missing
def t20(rs: RowSet) -> None:
    m = Mem()
    emsc = "https://www.emsc-csem.org/Earthquake_information/earthquake.php?id=1218444"
    afad = "https://deprem.afad.gov.tr/event-detail/548541"
    q1 = "6 February 2023 Kahramanmaraş earthquake magnitude EMSC AFAD 7.7 7.8"
    o1 = sr(
        (emsc, "M 7.8 - CENTRAL TURKEY - 2023-02-06 01:17:35 UTC - EMSC",
         "Magnitude Mw 7.8. Region CENTRAL TURKEY. Date time 2023-02-06 01:17:35.8 UTC. Location 37.17 N ; 37.08 E. Depth 20 km ...", "Feb 6, 2023"),
        ("https://en.wikipedia.org/wiki/2023_Turkey%E2%80%93Syria_earthquakes", "2023 Turkey–Syria earthquakes - Wikipedia",
         "On 6 February 2023, at 04:17 TRT (01:17 UTC), a Mw 7.8 earthquake struck southern and central Turkey and northern and western Syria ... followed by a Mw 7.7 earthquake at 13:24 TRT ...", "N/A"),
        (afad, "Deprem Detayı - AFAD",
         "Büyüklük: 7.7 (Mw). Yer: Pazarcık (Kahramanmaraş). Tarih: 2023-02-06 04:17:32 (TSİ). Derinlik: 8.6 km ...", "Feb 6, 2023"),
        ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jllz/executive", "M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence",
         "2023-02-06 01:17:34 (UTC) 37.226°N 37.014°E 10.0 km depth ...", "N/A"),
        ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jlqa/executive", "M 7.5 - Elbistan earthquake, Kahramanmaras earthquake sequence",
         "2023-02-06 10:24:48 (UTC) 38.024°N 37.203°E 10.0 km depth ...", "N/A"),
        ("https://www.emsc-csem.org/Earthquake_information/earthquake.php?id=1218611", "M 7.5 - CENTRAL TURKEY - 2023-02-06 10:24:49 UTC - EMSC",
         "Magnitude Mw 7.5. Region CENTRAL TURKEY. Depth 10 km ...", "Feb 6, 2023"),
        ("https://www.bbc.com/news/world-europe-64535550", "Turkey earthquake: Thousands dead as huge quakes hit Turkey and Syria - BBC News",
         "The first 7.8 magnitude quake struck at 04:17 local time near Gaziantep ...", "Feb 6, 2023"),
        ("https://www.gfz-potsdam.de/en/press/news/details/the-earthquakes-in-turkey-and-syria", "The earthquakes in Turkey and Syria - GFZ",
         "GEOFON determined magnitudes of 7.8 and 7.6 for the two main shocks ...", "Feb 7, 2023"),
        ("https://www.britannica.com/event/Turkey-Syria-earthquake-of-2023", "Turkey-Syria earthquake of 2023 | Britannica",
         "Two major earthquakes ... on February 6, 2023, with epicentres near Pazarcık and Elbistan ...", "N/A"),
        ("https://www.reddit.com/r/geology/comments/10v2kpk/m78_turkey/", "M7.8 Turkey : r/geology",
         "~300 km rupture on the East Anatolian Fault ...", "Feb 6, 2023"),
    )
    o2 = """# M 7.8 - CENTRAL TURKEY - 2023-02-06 01:17:35 UTC

Earthquake information · European-Mediterranean Seismological Centre

| | |
| --- | --- |
| Magnitude | Mw 7.8 |
| Region | CENTRAL TURKEY |
| Date time | 2023-02-06 01:17:35.8 UTC |
| Location | 37.17 N ; 37.08 E |
| Depth | 20 km |
| Distances | 26 km W of Gaziantep (pop 1,065,975), Turkey / 46 km SSE of Kahramanmaraş (pop 376,045), Turkey / 94 km NNE of Aleppo (pop 1,602,264), Syria |
| Source parameters provided by | EMSC |
| Event ID (unid) | 20230206_0000008 |
| Felt reports | 11,874 testimonies |

## Comments

"Very strong, long shaking. We ran out into the snow." — Gaziantep
"Woke up, things falling, lasted more than a minute." — Adana
"Felt clearly on the 4th floor." — Beirut

## Aftershocks (first 24 h, M ≥ 4.0)

| Time UTC | Magnitude | Region |
| --- | --- | --- |
| 2023-02-06 01:28:15 | 6.7 | CENTRAL TURKEY |
| 2023-02-06 01:36:03 | 5.6 | CENTRAL TURKEY |
| 2023-02-06 10:24:49 | 7.5 | CENTRAL TURKEY |
| 2023-02-06 12:02:12 | 6.0 | CENTRAL TURKEY |

Last update: 2023-02-10 14:05 UTC"""
    q5 = "AFAD Pazarcık deprem 7.7 derinlik 8.6 km Elbistan 7.6"
    o5 = sr(
        (afad, "Deprem Detayı - AFAD",
         "Büyüklük: 7.7 (Mw). Yer: Pazarcık (Kahramanmaraş). Tarih: 2023-02-06 04:17:32 (TSİ). Derinlik: 8.6 km ...", "Feb 6, 2023"),
        ("https://deprem.afad.gov.tr/event-detail/548598", "Deprem Detayı - AFAD",
         "Büyüklük: 7.6 (Mw). Yer: Elbistan (Kahramanmaraş). Tarih: 2023-02-06 13:24:49 (TSİ). Derinlik: 7.0 km ...", "Feb 6, 2023"),
        ("https://www.afad.gov.tr/kahramanmarasta-meydana-gelen-depremler-hk-39", "Kahramanmaraş'ta Meydana Gelen Depremler Hk. - AFAD",
         "04.17'de Pazarcık merkezli 7.7 ve 13.24'te Elbistan merkezli 7.6 büyüklüğünde depremler meydana gelmiştir ...", "Feb 6, 2023"),
        ("https://en.wikipedia.org/wiki/2023_Turkey%E2%80%93Syria_earthquakes", "2023 Turkey–Syria earthquakes - Wikipedia",
         "AFAD measured the first earthquake at Mw 7.7 and the second at Mw 7.6 ...", "N/A"),
        ("https://www.aa.com.tr/en/turkiye/afad-7-7-magnitude-earthquake-pazarcik/2809015", "7.7 magnitude quake jolts southern Türkiye - Anadolu Ajansı",
         "The quake, centered in Pazarcik district of Kahramanmaras, struck at 4.17 a.m. local time (0117GMT), according to AFAD ...", "Feb 6, 2023"),
        ("https://www.koeri.boun.edu.tr/sismo/2/son-depremler/", "Son Depremler - Kandilli Rasathanesi",
         "2023.02.06 04:17:32 ... 37.1757 37.0837 ... 7.4 ML ...", "N/A"),
        ("https://tadas.afad.gov.tr/", "TADAS - Türkiye Ulusal İvme Veri Tabanı",
         "Strong-motion records of the 6 February 2023 Pazarcık (Mw 7.7) and Elbistan (Mw 7.6) earthquakes ...", "N/A"),
        ("https://www.dailysabah.com/turkiye/east-anatolian-fault-rupture/news", "East Anatolian Fault ruptured over hundreds of kilometres - Daily Sabah",
         "Experts say the Pazarcık segment broke first, triggering the Elbistan quake nine hours later ...", "Feb 8, 2023"),
        ("https://eqe.boun.edu.tr/en/2023-kahramanmaras-earthquakes", "2023 Kahramanmaraş Earthquakes - Boğaziçi University KOERI",
         "Preliminary reports and field observations ...", "Feb 12, 2023"),
        ("https://www.reddit.com/r/Turkey/comments/10v8d6n/afad_77_vs_usgs_78/", "AFAD 7.7 vs USGS 7.8? : r/Turkey",
         "Different agencies, different methods, same quake ...", "Feb 6, 2023"),
    )
    o6 = """# Deprem Detayı

T.C. İçişleri Bakanlığı · Afet ve Acil Durum Yönetimi Başkanlığı (AFAD)

| | |
| --- | --- |
| Olay ID | 548541 |
| Yer | Pazarcık (Kahramanmaraş) |
| Tarih (TSİ) | 2023-02-06 04:17:32 |
| Tarih (UTC) | 2023-02-06 01:17:32 |
| Enlem | 37.288 |
| Boylam | 37.043 |
| Derinlik | 8.6 km |
| Büyüklük | 7.7 (Mw) |
| Tip | Ke |
| Durum | Gözden geçirilmiş (reviewed) |

## Moment tensör çözümü

| Düzlem | Doğrultu | Eğim | Kayma açısı |
| --- | --- | --- | --- |
| 1 | 228° | 89° | -1° |
| 2 | 318° | 89° | -179° |

## Yakın yerleşimler

- Pazarcık (Kahramanmaraş): 8.9 km
- Türkoğlu (Kahramanmaraş): 21.7 km
- Nurdağı (Gaziantep): 27.4 km

Not: Verilen parametreler gözden geçirilmiş çözümdür. Bilgi için: deprem.afad.gov.tr"""
    q8 = "Turkey Syria earthquake death toll official 53,537"
    o8 = sr(
        ("https://en.wikipedia.org/wiki/2023_Turkey%E2%80%93Syria_earthquakes", "2023 Turkey–Syria earthquakes - Wikipedia",
         "Deaths: 53,537 in Turkey and 8,476 in Syria, for a total of over 62,000 ...", "N/A"),
        ("https://www.aa.com.tr/en/turkiye/earthquake-death-toll-53537/2874301", "Death toll from Feb. 6 earthquakes rises to 53,537 - Anadolu Ajansı",
         "Interior Minister announced the updated toll ...", "Apr 13, 2023"),
        ("https://reliefweb.int/report/syrian-arab-republic/earthquake-north-west-syria-situation-report", "Earthquakes: North-west Syria - Situation Report | ReliefWeb",
         "Deaths recorded in Syria: 8,476 (government and non-government controlled areas) ...", "Mar 20, 2023"),
        ("https://www.bbc.com/news/world-middle-east-64764993", "Turkey earthquake: Death toll passes 50,000 - BBC News",
         "Turkey's disaster agency says 44,218 died in Turkey, while Syria reports 5,914 ...", "Feb 25, 2023"),
        ("https://www.who.int/europe/emergencies/situations/turkiye-and-syria-earthquakes", "Türkiye and Syria earthquakes | WHO Europe",
         "More than 50,000 people died and 15 million were affected ...", "N/A"),
        ("https://www.reuters.com/world/middle-east/turkey-quake-death-toll-2023-03-10/", "Turkey quake death toll rises above 48,000 | Reuters",
         "Turkey's death toll rose to 48,448 ...", "Mar 10, 2023"),
        ("https://www.worldbank.org/en/news/press-release/2023/02/27/earthquake-damage-in-turkiye-estimated-to-exceed-34-billion", "Earthquake Damage in Türkiye Estimated to Exceed $34 Billion - World Bank",
         "Direct physical damage estimated at US$34.2 billion ...", "Feb 27, 2023"),
        ("https://www.unocha.org/turkiye-earthquake", "Türkiye: 2023 Earthquakes | OCHA",
         "Eleven provinces directly affected ...", "N/A"),
        ("https://www.britannica.com/event/Turkey-Syria-earthquake-of-2023", "Turkey-Syria earthquake of 2023 | Britannica",
         "Combined death toll exceeded 59,000 ...", "N/A"),
        ("https://www.reddit.com/r/worldnews/comments/12krwz1/turkey_quake_toll_53537/", "Turkey quake toll 53,537 : r/worldnews",
         "The number keeps going up as rubble is cleared ...", "Apr 13, 2023"),
    )
    t = [(search(q1), o1),
         (extract(emsc, "magnitude, time, location and depth"), o2),
         m.add({"turkey_main": "Mw 7.8 (EMSC), 2023-02-06 01:17:35 UTC, 37.17N 37.08E, depth 20 km",
                "turkey_second": "Mw 7.5 (USGS/EMSC) / 7.6 (AFAD), Elbistan, 2023-02-06 10:24 UTC"})]
    t += [(m.get(["turkey_main", "turkey_second"])[0], pj({"turkey_main": m.d["turkey_main"]}) + "\nKey not found: 'turkey_second'"),
          (search(q5), o5),
          (extract(afad, "magnitude, local time, coordinates and depth"), o6),
          m.add({"turkey_main_afad": "Mw 7.7 (AFAD), 04:17:32 TSİ = 01:17:32 UTC, 37.288N 37.043E, depth 8.6 km, Pazarcık"}),
          (search(q8), o8),
          m.add({"death_toll": "Turkey 53,537 (official, Apr 2023); Syria 8,476; total >62,000"}),
          m.get(["turkey_main_afad", "death_toll"])]
    rs.add("search", "h58-search-20", SYSTEM, t, state=EMPTY, bad=True, turn=4,
           kind="Retrieving turkey_second answers 'Key not found' right after turn 3 added it successfully.")


# ---------------------------------------------------------------- 21 Nile and Amazon lengths (Britannica) — clean
def t21(rs: RowSet) -> None:
    init = {"task": "World's longest rivers: length, basin area, source of figures"}
    m = Mem(init)
    nile = "https://www.britannica.com/place/Nile-River"
    amaz = "https://www.britannica.com/place/Amazon-River"
    q1 = "Nile river length Britannica 4,132 miles"
    o1 = sr(
        (nile, "Nile River | Definition, Location, Length, Map, History, & Facts | Britannica",
         "Nile River, the longest river in the world, called the father of African rivers. It rises south of the Equator and flows northward through northeastern Africa to drain into the Mediterranean Sea. It has a length of about 4,132 miles (6,650 kilometres) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Nile", "Nile - Wikipedia",
         "The Nile is a major north-flowing river in northeastern Africa ... about 6,650 km (4,130 mi) long ... historically considered the longest river in the world, though this has been contested by research suggesting that the Amazon River is slightly longer ...", "N/A"),
        ("https://www.britannica.com/story/which-is-the-longest-river-in-the-world", "Which Is the Longest River in the World? | Britannica",
         "The Nile has generally been regarded as the longest, but some scientists have made the case for the Amazon, depending on where you put the source ...", "N/A"),
        ("https://education.nationalgeographic.org/resource/nile-river/", "Nile River - National Geographic Education",
         "The Nile River is the longest river in the world, stretching approximately 6,650 kilometers (4,132 miles) ...", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/longest-river", "Longest river | Guinness World Records",
         "The Nile is credited as the longest river, at 6,695 km (4,160 miles) ...", "N/A"),
        ("https://www.worldatlas.com/rivers/longest-rivers-in-the-world.html", "The Longest Rivers in the World - WorldAtlas",
         "1. Nile 6,650 km; 2. Amazon 6,400 km; 3. Yangtze 6,300 km; 4. Mississippi-Missouri 6,275 km ...", "Jun 14, 2023"),
        ("https://www.livescience.com/amazon-or-nile-longest-river", "Which is longer, the Amazon or the Nile? | Live Science",
         "The answer depends on how you define a river's source and mouth ...", "Feb 2, 2024"),
        ("https://www.bbc.co.uk/bitesize/articles/zqxkmp3", "The River Nile - BBC Bitesize",
         "The Nile flows through 11 countries ...", "N/A"),
        ("https://www.usgs.gov/special-topics/water-science-school/science/largest-rivers-world", "Largest Rivers of the World | USGS Water Science School",
         "Ranked by discharge, the Amazon is by far the largest ...", "N/A"),
        ("https://www.reddit.com/r/geography/comments/11q0x4c/nile_vs_amazon_which_is_longer/", "Nile vs Amazon, which is longer? : r/geography",
         "Depends on whether you count the Pará estuary ...", "Mar 13, 2023"),
    )
    o2 = """# Nile River

Britannica · Written by Robert O. Collins, J.H.G. Lebon · Last Updated: Aug 28, 2025

**Nile River**, Arabic Baḥr Al-Nīl or Nahr Al-Nīl, the longest river in the world, called the father of African rivers. It rises south of the Equator and flows northward through northeastern Africa to drain into the Mediterranean Sea. It has a length of about 4,132 miles (6,650 kilometres) and drains an area estimated at 1,293,000 square miles (3,349,000 square kilometres). Its basin includes parts of Tanzania, Burundi, Rwanda, the Democratic Republic of the Congo, Kenya, Uganda, South Sudan, Ethiopia, Sudan, and the cultivated part of Egypt.

## Key facts

| | |
| --- | --- |
| Length | about 4,132 miles (6,650 km) |
| Drainage basin | about 1,293,000 sq mi (3,349,000 sq km) |
| Main tributaries | White Nile, Blue Nile, Atbara |
| Confluence of White and Blue Nile | Khartoum, Sudan |
| Mouth | Mediterranean Sea (delta north of Cairo) |
| Major dam | Aswan High Dam (completed 1970), impounding Lake Nasser |

## Physiography

The Nile's most distant source is the Kagera River, which flows into Lake Victoria. From Lake Victoria the river is known as the Victoria Nile, then the Albert Nile, and, in South Sudan, the Bahr al-Jabal. The White Nile is joined at Khartoum by the Blue Nile, which rises in Lake Tana in Ethiopia and contributes the bulk of the floodwater. The last tributary, the Atbara, joins about 200 miles (320 km) north of Khartoum.

## Hydrology

The annual flood, driven by summer rains on the Ethiopian Plateau, was for millennia the basis of Egyptian agriculture. Since completion of the Aswan High Dam, the flood has been held back in Lake Nasser and released through the year."""
    q4 = "Amazon river length 6,400 km vs 6,992 km study longest river debate"
    o4 = sr(
        (amaz, "Amazon River | Facts, History, Location, & Length | Britannica",
         "The total length of the river—as measured from the headwaters of the Ucayali-Apurímac river system in southern Peru—is at least 4,000 miles (6,400 km), which makes it slightly shorter than the Nile River ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Amazon_River", "Amazon River - Wikipedia",
         "The Amazon River in South America is the largest river by discharge volume of water in the world, and the disputed longest river system in the world in comparison to the Nile ...", "N/A"),
        ("https://www.inpe.br/noticias/noticia.php?Cod_Noticia=1149", "Estudo do INPE indica que o rio Amazonas é 140 km mais extenso do que o Nilo",
         "Expedition and satellite study measured the Amazon at 6,992 km, against 6,852 km for the Nile by the same method ...", "Jul 2, 2007"),
        ("https://www.livescience.com/amazon-or-nile-longest-river", "Which is longer, the Amazon or the Nile? | Live Science",
         "Estimates for the Amazon range from about 6,400 km to nearly 7,000 km ...", "Feb 2, 2024"),
        ("https://www.nationalgeographic.com/science/article/amazon-longer-than-nile-river-study", "Amazon Longer Than Nile River, Scientists Say | National Geographic",
         "A Brazilian team traced the river's source to a snow-capped mountain in southern Peru ...", "Jun 19, 2007"),
        ("https://www.worldatlas.com/rivers/longest-rivers-in-the-world.html", "The Longest Rivers in the World - WorldAtlas",
         "1. Nile 6,650 km; 2. Amazon 6,400 km; 3. Yangtze 6,300 km ...", "Jun 14, 2023"),
        ("https://www.britannica.com/story/which-is-the-longest-river-in-the-world", "Which Is the Longest River in the World? | Britannica",
         "It depends on whom you ask ...", "N/A"),
        ("https://www.scientificamerican.com/article/expedition-to-measure-amazon-length/", "An Expedition Aims to Settle Whether the Amazon Is Longer Than the Nile | Scientific American",
         "A 2024 expedition plans to travel from the Apurímac source to the Atlantic ...", "Apr 9, 2024"),
        ("https://www.usgs.gov/special-topics/water-science-school/science/largest-rivers-world", "Largest Rivers of the World | USGS Water Science School",
         "Amazon discharge at the mouth: about 209,000 cubic meters per second ...", "N/A"),
        ("https://www.reddit.com/r/geography/comments/11q0x4c/nile_vs_amazon_which_is_longer/", "Nile vs Amazon, which is longer? : r/geography",
         "Depends on whether you count the Pará estuary ...", "Mar 13, 2023"),
    )
    o5 = """# Amazon River

Britannica · Written by Michael Goulding, Nigel J.H. Smith and others · Last Updated: Sep 4, 2025

**Amazon River**, Portuguese Rio Amazonas, Spanish Río Amazonas, the greatest river of South America and the largest drainage system in the world in terms of the volume of its flow and the area of its basin. The total length of the river—as measured from the headwaters of the Ucayali-Apurímac river system in southern Peru—is at least 4,000 miles (6,400 km), which makes it slightly shorter than the Nile River but still the equivalent of the distance from New York City to Rome.

## Key facts

| | |
| --- | --- |
| Length | at least 4,000 miles (6,400 km) |
| Source | headwaters of the Apurímac, southern Peru |
| Mouth | Atlantic Ocean, northeastern Brazil |
| Drainage basin | about 2,722,000 sq mi (7,050,000 sq km) |
| Average discharge at mouth | about 7,380,000 cu ft (209,000 cu m) per second |
| Countries in the basin | Brazil, Peru, Bolivia, Colombia, Ecuador, Venezuela, Guyana, Suriname |

## Physical features

The Amazon's westernmost source is high in the Andes, within 100 miles (160 km) of the Pacific Ocean. Its volume is so great that it accounts for about one-fifth of all the water that the world's rivers carry to the oceans. In Brazil the upper course, above the confluence with the Negro at Manaus, is called the Solimões.

## Length controversy

Measurements differ depending on the choice of source and of the mouth, in particular whether the Pará estuary is included. A 2007 Brazilian study that used satellite images and an expedition to the Mismi source reported a considerably longer figure, but it has not been broadly adopted."""
    t = [(search(q1), o1),
         (extract(nile, "length in km and miles, basin area"), o2),
         m.add({"nile_length": "6,650 km (4,132 mi), basin 3,349,000 km² (Britannica); Guinness gives 6,695 km"}),
         (search(q4), o4),
         (extract(amaz, "length in km and miles, basin area, discharge"), o5),
         m.add({"amazon_length": "at least 6,400 km (4,000 mi), basin 7,050,000 km² (Britannica); 2007 INPE study: 6,992 km",
                "amazon_discharge": "~209,000 m³/s at the mouth"}),
         m.all()]
    rs.add("search", "h58-search-21", SYSTEM, t, state=state(init))


# ---------------------------------------------------------------- 22 Largest hydropower plants and dams (Global Energy Monitor) — list member swapped
def t22(rs: RowSet) -> None:
    m = Mem()
    lst = "https://globalenergymonitor.org/projects/global-hydropower-tracker/largest-plants/"
    tg = "https://www.gem.wiki/Three_Gorges_hydroelectric_plant"
    q1 = "largest hydroelectric power stations installed capacity Three Gorges Baihetan Itaipu"
    o1 = sr(
        (lst, "Largest hydropower plants in operation - Global Hydropower Tracker - Global Energy Monitor",
         "Ranked by installed capacity: Three Gorges (22,500 MW), Baihetan (16,000 MW), Itaipu (14,000 MW), Xiluodu (13,860 MW) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_largest_hydroelectric_power_stations", "List of largest hydroelectric power stations - Wikipedia",
         "The Three Gorges Dam in China is the world's largest power station of any kind by installed capacity, at 22,500 MW ...", "N/A"),
        (tg, "Three Gorges hydroelectric plant - Global Energy Monitor",
         "Three Gorges is a 22,500 MW hydroelectric plant on the Yangtze River in Yichang, Hubei, owned by China Three Gorges Corporation ...", "N/A"),
        ("https://www.gem.wiki/Baihetan_hydroelectric_plant", "Baihetan hydroelectric plant - Global Energy Monitor",
         "16 units of 1,000 MW each on the Jinsha River; last unit entered operation in December 2022 ...", "N/A"),
        ("https://www.itaipu.gov.br/en/energy/energy", "Energy | Itaipu Binacional",
         "20 generating units of 700 MW, installed capacity 14,000 MW, on the Paraná River between Brazil and Paraguay ...", "N/A"),
        ("https://www.hydropower.org/country-profiles/china", "China | International Hydropower Association",
         "China has more than 420 GW of installed hydropower capacity, including pumped storage ...", "N/A"),
        ("https://www.power-technology.com/features/biggest-hydroelectric-power-plants/", "The world's biggest hydroelectric power plants - Power Technology",
         "Three Gorges, Baihetan and Itaipu lead; Xiluodu and Belo Monte complete the top five ...", "Feb 16, 2024"),
        ("https://www.reuters.com/business/energy/china-baihetan-fully-operational-2022-12-20/", "China's Baihetan hydropower plant fully operational | Reuters",
         "The world's second-largest hydropower plant after Three Gorges ...", "Dec 20, 2022"),
        ("https://www.statista.com/statistics/1286734/largest-hydroelectric-power-plants-worldwide/", "Largest hydroelectric power plants worldwide 2024 | Statista",
         "Installed capacity in megawatts ...", "Mar 1, 2024"),
        ("https://www.reddit.com/r/MapPorn/comments/14x2n0j/the_worlds_largest_hydroelectric_plants/", "The world's largest hydroelectric plants : r/MapPorn",
         "Five of the top ten are on the Yangtze/Jinsha ...", "Jul 12, 2023"),
    )
    rows = [
        "| 1 | Three Gorges | China | Yangtze | 22,500 | operating | 2003 |",
        "| 2 | Baihetan | China | Jinsha | 16,000 | operating | 2021 |",
        "| 3 | Itaipu | Brazil / Paraguay | Paraná | 14,000 | operating | 1984 |",
        "| 4 | Xiluodu | China | Jinsha | 13,860 | operating | 2013 |",
        "| 5 | Belo Monte | Brazil | Xingu | 11,233 | operating | 2016 |",
        "| 6 | Guri (Simón Bolívar) | Venezuela | Caroní | 10,235 | operating | 1978 |",
        "| 7 | Wudongde | China | Jinsha | 10,200 | operating | 2020 |",
        "| 8 | Tucuruí | Brazil | Tocantins | 8,370 | operating | 1984 |",
        "| 9 | Grand Coulee | United States | Columbia | 6,809 | operating | 1942 |",
        "| 10 | Xiangjiaba | China | Jinsha | 6,448 | operating | 2012 |",
    ]
    head = "| Rank | Plant | Country | River | Capacity (MW) | Status | First unit |\n| --- | --- | --- | --- | --- | --- | --- |"
    o2 = ("# Largest hydropower plants in operation\n\nGlobal Hydropower Tracker · Global Energy Monitor · Data release: March 2025\n\n"
          "The table ranks operating hydropower plants by total installed capacity (units ≥ 75 MW tracked; pumped storage excluded).\n\n"
          + head + "\n" + "\n".join(rows) +
          "\n\nThe top ten plants together have 119,655 MW of installed capacity. Four of them (Baihetan, Xiluodu, Wudongde and Xiangjiaba) sit on the Jinsha, the upper Yangtze.\n\n"
          "Download: Global Hydropower Tracker (XLSX, 9.8 MB) · Methodology · Contact: hydro@globalenergymonitor.org")
    o3 = """# Three Gorges hydroelectric plant

Global Energy Monitor · Wiki

**Three Gorges hydroelectric plant** (三峡水电站) is an operating hydroelectric power plant on the Yangtze River at Sandouping, Yiling District, Yichang, Hubei, China.

## Project details

| | |
| --- | --- |
| Owner | China Three Gorges Corporation |
| Status | Operating |
| Installed capacity | 22,500 MW |
| Units | 32 × 700 MW main units + 2 × 50 MW auxiliary units |
| First unit | 2003 |
| Full operation | 2012 |
| Record annual generation | 111.8 TWh (2020) |

## Dam and reservoir

| | |
| --- | --- |
| Dam type | Concrete gravity |
| Dam height | 181 m |
| Crest length | 2,335 m |
| Normal pool level | 175 m |
| Total reservoir storage | 39.3 km³ |
| Flood control storage | 22.15 km³ |
| Reservoir length | ~600 km |

## Background

Construction began in 1994. The reservoir displaced about 1.3 million people. The ship lift, the largest in the world, opened in 2016, alongside a five-step double-lane ship lock.

Articles and resources: Global Hydropower Tracker · China and hydropower"""
    q5 = "Grand Ethiopian Renaissance Dam installed capacity 5,150 MW reservoir 74 billion cubic metres inauguration"
    o5 = sr(
        ("https://www.gem.wiki/Grand_Ethiopian_Renaissance_Dam", "Grand Ethiopian Renaissance Dam - Global Energy Monitor",
         "5,150 MW hydroelectric plant on the Blue Nile in Benishangul-Gumuz, Ethiopia; 13 units after the 2019 redesign (originally 16 units, 6,450 MW) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Grand_Ethiopian_Renaissance_Dam", "Grand Ethiopian Renaissance Dam - Wikipedia",
         "The dam's reservoir has a capacity of 74 billion cubic metres ... It was officially inaugurated on 9 September 2025 ...", "N/A"),
        ("https://www.reuters.com/world/africa/ethiopia-inaugurates-gerd-2025-09-09/", "Ethiopia inaugurates Africa's largest hydropower dam | Reuters",
         "The $5 billion dam on the Blue Nile has capacity of 5,150 MW ...", "Sep 9, 2025"),
        ("https://www.bbc.com/news/articles/gerd-inauguration", "Gerd: Ethiopia opens mega-dam on the Nile - BBC News",
         "Egypt and Sudan have long opposed the dam over water security concerns ...", "Sep 9, 2025"),
        ("https://www.hydropower.org/country-profiles/ethiopia", "Ethiopia | International Hydropower Association",
         "The GERD is the largest hydropower project in Africa ...", "N/A"),
        ("https://www.internationalrivers.org/resources/grand-ethiopian-renaissance-dam-fact-sheet", "Grand Ethiopian Renaissance Dam Fact Sheet | International Rivers",
         "Dam height 145 m, length 1,780 m; saddle dam 5 km long ...", "N/A"),
        ("https://www.aljazeera.com/news/2024/8/26/ethiopia-gerd-fifth-filling", "Ethiopia completes fifth filling of GERD | Al Jazeera",
         "The reservoir now holds about 62.5 billion cubic metres ...", "Aug 26, 2024"),
        ("https://www.ena.et/web/eng/w/gerd-units", "GERD turbines: two more units online | ENA",
         "Units 3 and 4 began generating ...", "Aug 25, 2024"),
        ("https://www.africanews.com/2025/09/09/ethiopia-gerd-inauguration/", "Ethiopia inaugurates GERD | Africanews",
         "Prime Minister Abiy Ahmed called it a 'symbol of unity' ...", "Sep 9, 2025"),
        ("https://www.reddit.com/r/Ethiopia/comments/1nc5t1h/gerd_inaugurated/", "GERD inaugurated : r/Ethiopia",
         "14 years from groundbreaking in 2011 ...", "Sep 9, 2025"),
    )
    top5 = [r.replace("Xiluodu", "Xiangjiaba") if r.startswith("| 4 |") else r for r in rows[:5]]
    o6 = ("# Largest hydropower plants in operation\n\nGlobal Hydropower Tracker · Global Energy Monitor · Data release: March 2025\n\n"
          "(Rows relevant to the goal: the five largest operating plants)\n\n" + head + "\n" + "\n".join(top5) +
          "\n\nThe top five alone account for 77,593 MW of installed capacity.")
    t = [(search(q1), o1),
         (extract(lst, "ranking of the largest operating hydropower plants by capacity"), o2),
         (extract(tg, "dam height, reservoir storage and unit configuration"), o3),
         m.add({"top5_hydro": "Three Gorges 22,500; Baihetan 16,000; Itaipu 14,000; Xiluodu 13,860; Belo Monte 11,233 (MW, GEM Mar 2025)",
                "three_gorges_dam": "181 m high, 2,335 m crest; storage 39.3 km³ total, 22.15 km³ flood control; 32×700 MW + 2×50 MW"}),
         (search(q5), o5),
         (extract(lst, "the five largest operating plants with river and first unit year"), o6),
         m.add({"gerd": "5,150 MW (13 units; originally planned 16 units / 6,450 MW), reservoir 74 km³, Blue Nile, inaugurated 9 Sep 2025"}),
         m.get(["top5_hydro"])]
    rs.add("search", "h58-search-22", SYSTEM, t, state=EMPTY, bad=True, turn=6,
           kind="The re-extracted GEM ranking lists Xiangjiaba as the 13,860 MW No. 4 plant on the Jinsha, where turn 2 (and its snippet) had Xiluodu; Xiangjiaba was No. 10 at 6,448 MW.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
              t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
