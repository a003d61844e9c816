# ruff: noqa: E501
"""Held-out set holdout39, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Each trajectory is one research task played through a simulated search environment, in the official
AgentWorldBench row format. Eleven are coherent throughout; eleven hold exactly one observation that
contradicts an earlier observation or action. Run from the repository root:

    python3 -m tests.decoherence.independent.holdout39_parts.search.make
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, pj, results, search

TOOLS = [
    {"type": "function", "function": {
        "name": "web_search",
        "description": "Performs batched web searches: supply an array 'queries'; the tool retrieves the top 10 results for each query in one call.",
        "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "description": "Array of query strings."}}, "required": ["queries"]}}},
    {"type": "function", "function": {
        "name": "web_extractor",
        "description": "Fetches a webpage and returns its main content as Markdown, focused on the stated goal.",
        "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to visit."}, "goal": {"type": "string", "description": "The information to look for on the page."}}, "required": ["url", "goal"]}}},
    {"type": "function", "function": {
        "name": "dict_memory",
        "description": "A persistent key-value scratchpad. operation is one of add, update, retrieve, retrieve_all, remove, remove_all; add/update take 'dict', retrieve/remove take 'key_list'.",
        "parameters": {"type": "object", "properties": {"operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]}, "dict": {"type": "object"}, "key_list": {"type": "array", "items": {"type": "string"}}}, "required": ["operation"]}}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model**, a precise web search and information retrieval environment simulator. Simulate the execution of search and memory-related tool calls and generate realistic, contextually appropriate responses. Factual accuracy comes first, then relevance to the query, across the whole interaction sequence.

# Environment Management

The initial state is given with the first action (the user's question, the session date and any memory entries already stored). Track across turns: the facts discovered, the URLs returned, every key-value pair in memory, and how the queries evolve.

| Tool | State transition |
|------|------------------|
| `web_search` | Adds ranked results (URL, title, snippet, date) to the context |
| `web_extractor` | Retrieves a page's main content as Markdown; it must agree with earlier snippets for that URL |
| `dict_memory` | Modifies the persistent memory (add / update / retrieve / retrieve_all / remove / remove_all) |

# Output formats

- `web_search`: up to 10 results per query, numbered `[1]`, `[2]`, ... each with `Title:`, `Snippet:` and `Date:` (`N/A` for undated reference pages), inside a code block.
- `web_extractor`: the page as Markdown (headers, `|` tables, lists); skip ads and footers.
- `dict_memory`: `Successfully added items of [keys] to memory.`, `Successfully updated items of [keys] in memory.`, `Successfully removed items of [keys] from memory.`; retrieve operations return the stored pairs exactly as stored, or `Key not found` for keys that are absent.

# Key principles

Format, factuality (real-world knowledge, no invented entities), consistency with the history and the memory state, realistic search behaviour, completeness without padding.

# Available tools

""" + json.dumps(TOOLS, indent=1, ensure_ascii=False) + "\n\nAnswer each call after **Environment Observation:**."


def sr(*items: tuple[str, str, str, str]) -> str:
    """A web_search answer: numbered results in a code block."""
    return "```\n" + results(*items) + "\n```"


def state(question: str, date: str, mem: dict[str, Any] | None = None, history: str = "(none)") -> str:
    stored = pj(mem) if mem else "{} (empty)"
    return (f"User question: {question}\nSession date: {date}\nSearch history: {history}\n"
            f"Memory (dict_memory): {stored}")


class Mem:
    """The dict_memory scratchpad: each method returns (action, observation) and keeps the store in step."""

    def __init__(self, initial: dict[str, Any] | None = None) -> None:
        self.d: dict[str, Any] = dict(initial or {})

    def add(self, items: dict[str, Any]) -> tuple[str, str]:
        self.d.update(items)
        return memory("add", dict=items), f"Successfully added items of {list(items)} to memory."

    def update(self, items: dict[str, Any]) -> tuple[str, str]:
        self.d.update(items)
        return memory("update", dict=items), f"Successfully updated items of {list(items)} in memory."

    def remove(self, keys: list[str]) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def get(self, keys: list[str]) -> tuple[str, str]:
        found = {k: self.d[k] for k in keys if k in self.d}
        missing = [k for k in keys if k not in self.d]
        out = pj(found) if found else ""
        if missing:
            out += ("\n" if out else "") + f"Key not found: {missing}"
        return memory("retrieve", key_list=keys), out

    def all(self) -> tuple[str, str]:
        return memory("retrieve_all"), pj(self.d) if self.d else "Memory is empty."


# 01 Nobel Prize in Physics, nobelprize.org press releases and memory: bad
def t01(rs: RowSet) -> None:
    init = {"task_scope": "Physics laureates 2022-2024: names, affiliation at time of award, prize share, motivation"}
    m = Mem(init)
    old = ("John J. Hopfield (Princeton University, NJ, USA) - 1/2; Geoffrey E. Hinton (University of Toronto, Canada) - 1/2; "
           "announced 8 Oct 2024; prize amount SEK 11 million")
    new = old + "; motivation: 'for foundational discoveries and inventions that enable machine learning with artificial neural networks'"
    turns = [
        (search("Nobel Prize in Physics 2024 laureates affiliations prize share"), sr(
            ("https://www.nobelprize.org/prizes/physics/2024/summary/", "The Nobel Prize in Physics 2024 - NobelPrize.org",
             "The Nobel Prize in Physics 2024 was awarded jointly to John J. Hopfield and Geoffrey E. Hinton \"for foundational discoveries and inventions that enable machine learning with artificial neural networks\".", "N/A"),
            ("https://www.nobelprize.org/prizes/physics/2024/press-release/", "Press release: The Nobel Prize in Physics 2024 - NobelPrize.org",
             "8 October 2024. The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2024 to John J. Hopfield, Princeton University, NJ, USA and Geoffrey E. Hinton, University of Toronto, Canada ...", "Oct 8, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Nobel_Prize_in_Physics", "2024 Nobel Prize in Physics - Wikipedia",
             "The 2024 Nobel Prize in Physics was awarded to John Hopfield and Geoffrey Hinton for their work on artificial neural networks, which underpins modern machine learning ...", "N/A"),
            ("https://www.nytimes.com/2024/10/08/science/nobel-prize-physics.html", "Nobel Physics Prize Awarded for Pioneering A.I. Research by 2 Scientists - The New York Times",
             "John J. Hopfield and Geoffrey E. Hinton received the award for discoveries that helped computers learn more in the way the human brain does ...", "Oct 8, 2024"),
            ("https://www.utoronto.ca/news/geoffrey-hinton-wins-nobel-prize-physics", "U of T's Geoffrey Hinton wins Nobel Prize in Physics | University of Toronto",
             "University Professor Emeritus Geoffrey Hinton of the department of computer science shares the prize with John Hopfield of Princeton University ...", "Oct 8, 2024"),
            ("https://www.princeton.edu/news/2024/10/08/princetons-john-hopfield-receives-nobel-prize-physics", "Princeton's John Hopfield receives Nobel Prize in physics",
             "John Hopfield, the Howard A. Prior Professor in the Life Sciences, Emeritus, and professor of molecular biology, emeritus, shares the 2024 Nobel Prize in Physics ...", "Oct 8, 2024"),
            ("https://www.nature.com/articles/d41586-024-03213-5", "Physics Nobel scooped by machine-learning pioneers - Nature",
             "The 2024 prize honours two researchers whose work on neural networks laid the foundations for the AI boom; some physicists question the choice ...", "Oct 8, 2024"),
            ("https://www.bbc.com/news/articles/c62r02z75jyo", "'Godfather of AI' shares Nobel Physics Prize - BBC News",
             "Prof Geoffrey Hinton, who resigned from Google last year, said he was 'flabbergasted' to receive the call. He shares the 11m Swedish kronor prize ...", "Oct 8, 2024"),
            ("https://physicsworld.com/a/john-hopfield-and-geoffrey-hinton-share-the-2024-nobel-prize-for-physics/", "John Hopfield and Geoffrey Hinton share the 2024 Nobel Prize for Physics - Physics World",
             "Hopfield networks, introduced in 1982, use the physics of spin systems to store and retrieve patterns; Hinton built on them with the Boltzmann machine ...", "Oct 8, 2024"),
            ("https://www.nobelprize.org/prizes/lists/all-nobel-prizes-in-physics/", "All Nobel Prizes in Physics - NobelPrize.org",
             "The Nobel Prize in Physics has been awarded 118 times to 227 Nobel Prize laureates between 1901 and 2024 ...", "N/A"),
        )),
        (extract("https://www.nobelprize.org/prizes/physics/2024/press-release/", "laureates, affiliations, prize share, motivation, prize amount"),
         """# Press release

**8 October 2024**

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2024 to

**John J. Hopfield**
Princeton University, NJ, USA

**Geoffrey E. Hinton**
University of Toronto, Canada

*"for foundational discoveries and inventions that enable machine learning with artificial neural networks"*

## They trained artificial neural networks using physics

This year's two Nobel Laureates in Physics have used tools from physics to develop methods that are the foundation of today's powerful machine learning. John Hopfield created an associative memory that can store and reconstruct images and other types of patterns in data. Geoffrey Hinton invented a method that can autonomously find properties in data, and so perform tasks such as identifying specific elements in pictures.

When we talk about artificial intelligence, we often mean machine learning using artificial neural networks. This technology was originally inspired by the structure of the brain. In an artificial neural network, the brain's neurons are represented by nodes that have different values. These nodes influence each other through connections that can be likened to synapses and which can be made stronger or weaker. The network is trained, for example by developing stronger connections between nodes with simultaneously high values. This year's laureates have conducted important work with artificial neural networks from the 1980s onward.

John Hopfield invented a network that uses a method for saving and recreating patterns. We can imagine the nodes as pixels. The Hopfield network utilises physics that describes a material's characteristics due to its atomic spin, a property that makes each atom a tiny magnet. The network as a whole is described in a manner equivalent to the energy in the spin system found in physics, and is trained by finding values for the connections between the nodes so that the saved images have low energy. When the Hopfield network is fed a distorted or incomplete image, it methodically works through the nodes and updates their values so the network's energy falls. The network thus works stepwise to find the saved image that is most like the imperfect one it was fed with.

Geoffrey Hinton used the Hopfield network as the foundation for a new network that uses a different method: the Boltzmann machine. This can learn to recognise characteristic elements in a given type of data. Hinton used tools from statistical physics, the science of systems built from many similar components. The machine is trained by feeding it examples that are very likely to arise when the machine is run. The Boltzmann machine can be used to classify images or create new examples of the type of pattern on which it was trained. Hinton has built upon this work, helping initiate the current explosive development of machine learning.

> "The laureates' work has already been of the greatest benefit. In physics we use artificial neural networks in a vast range of areas, such as developing new materials with specific properties," says Ellen Moons, Chair of the Nobel Committee for Physics.

## The laureates

| Laureate | Born | PhD | Affiliation at the time of the award | Prize share |
| --- | --- | --- | --- | --- |
| John J. Hopfield | 1933, Chicago, IL, USA | 1958, Cornell University, Ithaca, NY, USA | Professor at Princeton University, NJ, USA | 1/2 |
| Geoffrey E. Hinton | 1947, London, UK | 1978, The University of Edinburgh, UK | Professor at University of Toronto, Canada | 1/2 |

**Prize amount:** 11 million Swedish kronor, to be shared equally between the laureates.

## More information

- Popular science background: *They used physics to find patterns in information* (pdf)
- Scientific background: *"For foundational discoveries and inventions that enable machine learning with artificial neural networks"* (pdf)

**Press contact:** Eva Nevelius, Press Secretary, +46 70 878 67 63, eva.nevelius@kva.se
**Expert:** Ellen Moons, Chair of the Nobel Committee for Physics, +46 70 398 00 76

*The Royal Swedish Academy of Sciences, founded in 1739, is an independent organisation whose overall objective is to promote the sciences and strengthen their influence in society. The Academy takes special responsibility for the natural sciences and mathematics, but endeavours to promote the exchange of ideas between various disciplines.*

To cite this section: MLA style: Press release. NobelPrize.org. Nobel Prize Outreach 2025. Wed. 11 Jun 2025. <https://www.nobelprize.org/prizes/physics/2024/press-release/>"""),
        m.add({"physics_2024": old}),
        (search("Nobel Prize in Physics 2023 attosecond Agostini Krausz L'Huillier affiliations", "Nobel Prize in Physics 2022 Aspect Clauser Zeilinger affiliations"), sr(
            ("https://www.nobelprize.org/prizes/physics/2023/press-release/", "Press release: The Nobel Prize in Physics 2023 - NobelPrize.org",
             "3 October 2023. The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2023 to Pierre Agostini, The Ohio State University, Columbus, USA; Ferenc Krausz, Max Planck Institute of Quantum Optics ...", "Oct 3, 2023"),
            ("https://www.nobelprize.org/prizes/physics/2023/summary/", "The Nobel Prize in Physics 2023 - NobelPrize.org",
             "The Nobel Prize in Physics 2023 was awarded jointly to Pierre Agostini, Ferenc Krausz and Anne L'Huillier \"for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter\".", "N/A"),
            ("https://en.wikipedia.org/wiki/Anne_L%27Huillier", "Anne L'Huillier - Wikipedia",
             "Anne Geneviève L'Huillier (born 16 August 1958) is a French-Swedish physicist and professor of atomic physics at Lund University ... fifth woman to win the Nobel Prize in Physics.", "N/A"),
            ("https://www.lunduniversity.lu.se/article/anne-lhuillier-awarded-nobel-prize-physics", "Anne L'Huillier awarded the Nobel Prize in Physics | Lund University",
             "Professor of Atomic Physics Anne L'Huillier shares the prize with Pierre Agostini and Ferenc Krausz for research on attosecond light pulses ...", "Oct 3, 2023"),
            ("https://www.mpq.mpg.de/nobel-prize-2023-ferenc-krausz", "Nobel Prize in Physics 2023 for Ferenc Krausz | Max Planck Institute of Quantum Optics",
             "Ferenc Krausz, Director at the Max Planck Institute of Quantum Optics in Garching and Chair of Experimental Physics at LMU Munich, receives the Nobel Prize ...", "Oct 3, 2023"),
            ("https://news.osu.edu/ohio-state-professor-pierre-agostini-wins-nobel-prize-in-physics/", "Ohio State professor Pierre Agostini wins Nobel Prize in physics",
             "Agostini, professor emeritus of physics at The Ohio State University, shares the prize for experiments that produced pulses of light lasting attoseconds ...", "Oct 3, 2023"),
            ("https://www.science.org/content/article/attosecond-light-pulses-win-physics-nobel", "Attosecond light pulses win physics Nobel | Science | AAAS",
             "Pulses of light lasting a billionth of a billionth of a second let researchers film electrons in atoms and molecules ...", "Oct 3, 2023"),
            ("https://physics.aps.org/articles/v16/172", "Nobel Prize: Attosecond Light Pulses - Physics",
             "The 2023 Nobel Prize in Physics recognizes the development of techniques for generating and measuring light pulses shorter than a femtosecond ...", "Oct 3, 2023"),
            ("https://www.nobelprize.org/prizes/physics/2022/press-release/", "Press release: The Nobel Prize in Physics 2022 - NobelPrize.org",
             "4 October 2022. The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2022 to Alain Aspect, Université Paris-Saclay; John F. Clauser, J.F. Clauser & Assoc.; Anton Zeilinger, University of Vienna ...", "Oct 4, 2022"),
            ("https://www.nobelprize.org/prizes/physics/2022/summary/", "The Nobel Prize in Physics 2022 - NobelPrize.org",
             "The Nobel Prize in Physics 2022 was awarded jointly to Alain Aspect, John F. Clauser and Anton Zeilinger \"for experiments with entangled photons, establishing the violation of Bell inequalities and pioneering quantum information science\".", "N/A"),
            ("https://en.wikipedia.org/wiki/2022_Nobel_Prize_in_Physics", "2022 Nobel Prize in Physics - Wikipedia",
             "The 2022 Nobel Prize in Physics was awarded in equal parts to Alain Aspect, John Clauser and Anton Zeilinger; the prize amount was 10 million Swedish kronor ...", "N/A"),
            ("https://www.univie.ac.at/en/news/detail/anton-zeilinger-nobel-prize", "Anton Zeilinger awarded the Nobel Prize in Physics | University of Vienna",
             "Anton Zeilinger, professor emeritus at the University of Vienna and senior scientist at IQOQI Vienna, receives the 2022 Nobel Prize in Physics ...", "Oct 4, 2022"),
            ("https://www.nature.com/articles/d41586-022-03116-2", "Physics Nobel goes to pioneers of quantum entanglement - Nature",
             "Experiments by Aspect, Clauser and Zeilinger closed loopholes in tests of Bell's inequality and laid the groundwork for quantum technologies ...", "Oct 4, 2022"),
            ("https://www.universite-paris-saclay.fr/en/news/alain-aspect-nobel-prize-physics-2022", "Alain Aspect, Nobel Prize in Physics 2022 | Université Paris-Saclay",
             "Alain Aspect, professor at Université Paris-Saclay and Institut d'Optique Graduate School, is awarded the 2022 Nobel Prize in Physics ...", "Oct 4, 2022"),
            ("https://www.aps.org/publications/apsnews/202211/nobel.cfm", "Physics Nobel Honors Quantum Entanglement Experiments | APS News",
             "John Clauser's 1972 experiment at Berkeley was the first to show a violation of a Bell inequality using entangled photons ...", "Nov 2022"),
            ("https://www.quantamagazine.org/physics-nobel-prize-2022-entanglement-20221004/", "Physics Nobel Awarded for Experiments Proving Quantum Entanglement | Quanta Magazine",
             "Three physicists share the prize for demonstrating that the quantum world really is as strange as it seems ...", "Oct 4, 2022"),
        )),
        (extract("https://www.nobelprize.org/prizes/physics/2023/press-release/", "laureates, affiliations, prize share, motivation, prize amount"),
         """# Press release

**3 October 2023**

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Physics 2023 to

**Pierre Agostini**
The Ohio State University, Columbus, USA

**Ferenc Krausz**
Max Planck Institute of Quantum Optics, Garching and Ludwig-Maximilians-Universität München, Germany

**Anne L'Huillier**
Lund University, Sweden

*"for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter"*

## Experiments with light capture the shortest of moments

The three Nobel Laureates in Physics 2023 are being recognised for their experiments, which have given humanity new tools for exploring the world of electrons inside atoms and molecules. Pierre Agostini, Ferenc Krausz and Anne L'Huillier have demonstrated a way to create extremely short pulses of light that can be used to measure the rapid processes in which electrons move or change energy.

Fast-moving events flow into each other when perceived by humans, just like a film that consists of still images is perceived as continual movement. If we want to investigate really brief events, we need special technology. In the world of electrons, changes occur in a few tenths of an attosecond. An attosecond is so short that there are as many in one second as there have been seconds since the birth of the universe.

The laureates' experiments have produced pulses of light so short that they are measured in attoseconds, thus demonstrating that these pulses can be used to provide images of processes inside atoms and molecules.

In 1987, Anne L'Huillier discovered that many different overtones of light arose when she transmitted infrared laser light through a noble gas. Each overtone is a light wave with a given number of cycles for each cycle in the laser light. They are caused by the laser light interacting with atoms in the gas; it gives some electrons extra energy that is then emitted as light. Anne L'Huillier has continued to explore this phenomenon, laying the ground for subsequent breakthroughs.

In 2001, Pierre Agostini succeeded in producing and investigating a series of consecutive light pulses, in which each pulse lasted just 250 attoseconds. At the same time, Ferenc Krausz was working with another type of experiment, one that made it possible to isolate a single light pulse that lasted 650 attoseconds.

> "We can now open the door to the world of electrons. Attosecond physics gives us the opportunity to understand mechanisms that are governed by electrons. The next step will be utilising them," says Eva Olsson, Chair of the Nobel Committee for Physics.

## The laureates

| Laureate | Born | PhD | Affiliation at the time of the award | Prize share |
| --- | --- | --- | --- | --- |
| Pierre Agostini | 1941, Tunis, Tunisia | 1968, Aix-Marseille University, France | Professor at The Ohio State University, Columbus, USA | 1/3 |
| Ferenc Krausz | 1962, Mór, Hungary | 1991, Vienna University of Technology, Austria | Director at Max Planck Institute of Quantum Optics, Garching, and Professor at Ludwig-Maximilians-Universität München, Germany | 1/3 |
| Anne L'Huillier | 1958, Paris, France | 1986, University Pierre and Marie Curie, Paris, France | Professor at Lund University, Sweden | 1/3 |

**Prize amount:** 11 million Swedish kronor, to be shared equally between the laureates.

## More information

- Popular science background: *Electrons in pulses of light* (pdf)
- Scientific background: *"For experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter"* (pdf)

**Press contact:** Eva Nevelius, Press Secretary, +46 70 878 67 63, eva.nevelius@kva.se

To cite this section: MLA style: Press release. NobelPrize.org. Nobel Prize Outreach 2025. Wed. 11 Jun 2025. <https://www.nobelprize.org/prizes/physics/2023/press-release/>"""),
        m.update({"physics_2024": new}),
        (memory("retrieve_all"), pj({"task_scope": m.d["task_scope"], "physics_2024": old})),
        m.add({"physics_2023": "Pierre Agostini (The Ohio State University, USA) - 1/3; Ferenc Krausz (MPI of Quantum Optics, Garching & LMU Munich, Germany) - 1/3; Anne L'Huillier (Lund University, Sweden) - 1/3; announced 3 Oct 2023; SEK 11 million; motivation: 'for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter'",
               "physics_2022": "Alain Aspect (Université Paris-Saclay), John F. Clauser (J.F. Clauser & Assoc.), Anton Zeilinger (University of Vienna) - 1/3 each; announced 4 Oct 2022; SEK 10 million; motivation: 'for experiments with entangled photons, establishing the violation of Bell inequalities and pioneering quantum information science'"}),
    ]
    rs.add(task="search", tid="h39-search-01", system=SYSTEM, turns=turns,
           state=state("Who won the Nobel Prize in Physics in 2022, 2023 and 2024? For each year give the laureates, their affiliation when awarded, each one's prize share and the official motivation.", "2025-06-11", init),
           bad=True, turn=7, kind="memory entry updated at turn 6 reads back with its pre-update value")


# 02 BAFTA Film Awards nominations and winners, bafta.org and news: clean
def t02(rs: RowSet) -> None:
    m = Mem()
    noms = ("Conclave 12; Emilia Pérez 11; The Brutalist 9; Anora, Dune: Part Two, Wicked 7 each; A Complete Unknown, Kneecap 6 each; "
            "Nosferatu, The Substance 5 each; nominations announced 15 Jan 2025 (42 films nominated)")
    turns = [
        (search("BAFTA Film Awards 2025 nominations most nominated films"), sr(
            ("https://www.bafta.org/media-centre/press-releases/ee-bafta-film-awards-2025-nominations", "EE BAFTA Film Awards 2025: The Nominations | BAFTA",
             "Conclave leads the nominations with 12, followed by Emilia Pérez with 11 and The Brutalist with nine. The 42 films nominated today span a fantastically broad spectrum of genres ...", "Jan 15, 2025"),
            ("https://www.bbc.co.uk/news/articles/c0kgd2j4x1lo", "Baftas 2025: Conclave leads nominations as Emilia Pérez follows close behind - BBC News",
             "Papal thriller Conclave has 12 nods, including best film and leading actor for Ralph Fiennes. Netflix musical Emilia Pérez has 11 ...", "Jan 15, 2025"),
            ("https://www.theguardian.com/film/2025/jan/15/bafta-nominations-2025-conclave-emilia-perez-the-brutalist", "Bafta nominations 2025: Conclave and Emilia Pérez lead the field | The Guardian",
             "Edward Berger's Vatican drama is up for 12 awards; Kneecap earns six nominations including outstanding British film ...", "Jan 15, 2025"),
            ("https://variety.com/2025/film/global/bafta-nominations-2025-list-1236273771/", "BAFTA Nominations 2025: 'Conclave', 'Emilia Pérez' Lead - Full List - Variety",
             "The Brutalist received nine nominations, while Anora, Dune: Part Two and Wicked are up for seven awards each ...", "Jan 15, 2025"),
            ("https://en.wikipedia.org/wiki/78th_British_Academy_Film_Awards", "78th British Academy Film Awards - Wikipedia",
             "The 78th British Academy Film Awards, more commonly known as the BAFTAs, were held on 16 February 2025 at the Royal Festival Hall in London ...", "N/A"),
            ("https://www.hollywoodreporter.com/movies/movie-news/bafta-nominations-2025-list-1236107011/", "BAFTA Film Awards 2025 Nominations: Full List - The Hollywood Reporter",
             "Conclave picked up 12 nominations; Denzel Washington (Gladiator II) and Daniel Craig (Queer) were among the notable omissions ...", "Jan 15, 2025"),
            ("https://www.empireonline.com/movies/news/bafta-nominations-2025/", "BAFTA Nominations 2025: The Full List | Empire",
             "A Complete Unknown and Kneecap picked up six nods apiece, with Nosferatu and The Substance on five ...", "Jan 15, 2025"),
            ("https://www.screendaily.com/news/baftas-2025-nominations-full-list/5200713.article", "Baftas 2025 nominations: full list | News | Screen",
             "Conclave and Emilia Pérez traded places from the longlists, where Emilia Pérez had 15 slots to Conclave's 14 ...", "Jan 15, 2025"),
            ("https://www.reddit.com/r/oscarrace/comments/1i1u7qz/bafta_2025_nominations/", "BAFTA 2025 Nominations : r/oscarrace",
             "Conclave with 12 is huge for its Best Picture chances. Hugh Grant for Heretic in lead actor is the surprise ...", "Jan 15, 2025"),
            ("https://www.goldderby.com/article/2025/bafta-nominations-2025-full-list/", "2025 BAFTA nominations: Full list of nominees - GoldDerby",
             "Leading Actress: Cynthia Erivo, Karla Sofía Gascón, Marianne Jean-Baptiste, Mikey Madison, Demi Moore, Saoirse Ronan ...", "Jan 15, 2025"),
        )),
        (extract("https://www.bafta.org/media-centre/press-releases/ee-bafta-film-awards-2025-nominations", "number of nominations per film and key category nominees"),
         """# EE BAFTA Film Awards 2025: The Nominations

*Wednesday 15 January 2025*

The nominations for the EE BAFTA Film Awards 2025 have been announced by Will Sharpe and Mia McKenna-Bruce. The ceremony takes place on Sunday 16 February at the Royal Festival Hall at London's Southbank Centre, hosted by David Tennant, and will be broadcast on BBC One and iPlayer.

> "The 42 films nominated today span a fantastically broad spectrum of genres with enormous breadth in creative expression. From the most intimate character pieces to epic societal commentaries via genre-bending dramas, musicals and comedies. The film industry has delivered in spades once again." - Jane Millichip, BAFTA CEO

## Nominations by film

| Film | Nominations |
| --- | --- |
| Conclave | 12 |
| Emilia Pérez | 11 |
| The Brutalist | 9 |
| Anora | 7 |
| Dune: Part Two | 7 |
| Wicked | 7 |
| A Complete Unknown | 6 |
| Kneecap | 6 |
| Nosferatu | 5 |
| The Substance | 5 |
| A Real Pain | 4 |
| Gladiator II | 4 |
| Wallace & Gromit: Vengeance Most Fowl | 4 |
| Blitz | 3 |
| Sing Sing | 3 |
| The Outrun | 3 |

## Best Film

- Anora - Alex Coco, Samantha Quan, Sean Baker
- The Brutalist - Nick Gordon, Brian Young, Andrew Morrison, D.J. Gugenheim, Brady Corbet
- A Complete Unknown - Fred Berger, James Mangold, Alex Heineman
- Conclave - Tessa Ross, Juliette Howell, Michael A. Jackman
- Emilia Pérez - Pascal Caucheteux, Jacques Audiard

## Outstanding British Film

Bird; Blitz; Conclave; Gladiator II; Hard Truths; Kneecap; Lee; Love Lies Bleeding; The Outrun; Wallace & Gromit: Vengeance Most Fowl

## Director

Sean Baker (Anora); Brady Corbet (The Brutalist); Edward Berger (Conclave); Jacques Audiard (Emilia Pérez); Coralie Fargeat (The Substance); Andrea Arnold (Bird)

## Leading Actress

Cynthia Erivo (Wicked); Karla Sofía Gascón (Emilia Pérez); Marianne Jean-Baptiste (Hard Truths); Mikey Madison (Anora); Demi Moore (The Substance); Saoirse Ronan (The Outrun)

## Leading Actor

Adrien Brody (The Brutalist); Timothée Chalamet (A Complete Unknown); Colman Domingo (Sing Sing); Ralph Fiennes (Conclave); Hugh Grant (Heretic); Sebastian Stan (The Apprentice)

## Supporting Actress

Selena Gomez (Emilia Pérez); Ariana Grande (Wicked); Felicity Jones (The Brutalist); Jamie Lee Curtis (The Last Showgirl); Isabella Rossellini (Conclave); Zoe Saldaña (Emilia Pérez)

## Supporting Actor

Yura Borisov (Anora); Kieran Culkin (A Real Pain); Clarence Maclin (Sing Sing); Edward Norton (A Complete Unknown); Guy Pearce (The Brutalist); Stanley Tucci (Conclave)

## EE Rising Star Award (voted for by the public)

Marisa Abela; Jharrel Jerome; David Jonsson; Mikey Madison; Nabhaan Rizwan

Full nominations in all 25 categories are available at bafta.org/film/awards."""),
        m.add({"bafta2025_nominations": noms}),
        (search("BAFTA 2025 winners full list Conclave best film", "BAFTA 2025 The Brutalist Brady Corbet director Adrien Brody wins"), sr(
            ("https://www.bbc.co.uk/news/articles/cx2nmezdjy4o", "Baftas 2025: Conclave wins best film as The Brutalist takes four awards - BBC News",
             "Papal thriller Conclave was named best film and outstanding British film at the Baftas, while Adrien Brody and Mikey Madison won the leading acting prizes ...", "Feb 16, 2025"),
            ("https://www.theguardian.com/film/live/2025/feb/16/baftas-2025-live-red-carpet-winners", "Baftas 2025 live: Conclave wins best film - as it happened | The Guardian",
             "Conclave and The Brutalist end the night with four awards each; Kieran Culkin wins supporting actor for A Real Pain ...", "Feb 16, 2025"),
            ("https://www.bafta.org/media-centre/press-releases/ee-bafta-film-awards-2025-winners", "EE BAFTA Film Awards 2025: The Winners | BAFTA",
             "Conclave wins Best Film and Outstanding British Film. Brady Corbet wins Director for The Brutalist ...", "Feb 16, 2025"),
            ("https://en.wikipedia.org/wiki/78th_British_Academy_Film_Awards", "78th British Academy Film Awards - Wikipedia",
             "Conclave won four awards including Best Film; The Brutalist also won four, including Best Director and Best Actor in a Leading Role ...", "N/A"),
            ("https://variety.com/2025/film/awards/bafta-winners-2025-list-1236307922/", "BAFTA Winners 2025: 'Conclave' Takes Best Film - Full List - Variety",
             "Conclave won best film, the latest twist in an unpredictable awards season; Emilia Pérez won film not in the English language ...", "Feb 16, 2025"),
            ("https://www.bafta.org/media-centre/press-releases/ee-bafta-film-awards-2025-nominations", "EE BAFTA Film Awards 2025: The Nominations | BAFTA",
             "Nominations for the ceremony on Sunday 16 February at the Royal Festival Hall: Conclave 12, Emilia Pérez 11, The Brutalist 9 ...", "Jan 15, 2025"),
            ("https://www.indiewire.com/news/awards/bafta-2025-winners-list-1235096630/", "BAFTA 2025 Winners List: 'Conclave', 'The Brutalist' Lead - IndieWire",
             "Mikey Madison won leading actress for Anora, beating Demi Moore and Cynthia Erivo ...", "Feb 16, 2025"),
            ("https://deadline.com/2025/02/bafta-film-awards-2025-winners-list-1236289015/", "BAFTA Film Awards Winners List - Deadline",
             "Adrien Brody won leading actor for The Brutalist; Brady Corbet took director, and Daniel Blumberg won original score ...", "Feb 16, 2025"),
            ("https://www.screendaily.com/news/baftas-2025-winners-the-brutalist-conclave/5201843.article", "Baftas 2025: 'Conclave', 'The Brutalist' win four each | Screen",
             "Conclave won best film, outstanding British film, adapted screenplay and editing; The Brutalist took director, leading actor, cinematography and score ...", "Feb 16, 2025"),
            ("https://www.hollywoodreporter.com/movies/movie-news/bafta-awards-2025-winners-list-1236136874/", "BAFTA Awards 2025: Winners List - The Hollywood Reporter",
             "Kieran Culkin and Zoe Saldaña took the supporting acting prizes; Wicked won production design and costume design ...", "Feb 16, 2025"),
            ("https://www.independent.co.uk/arts-entertainment/films/news/baftas-2025-winners-list-b2699283.html", "Baftas 2025 winners: Full list as Conclave triumphs | The Independent",
             "Wallace & Gromit: Vengeance Most Fowl won both animated film and children's and family film ...", "Feb 16, 2025"),
            ("https://www.radiotimes.com/movies/baftas-2025-winners/", "Baftas 2025 winners list in full | Radio Times",
             "David Jonsson was named EE Rising Star, the only category voted for by the public ...", "Feb 17, 2025"),
        )),
        (extract("https://www.bbc.co.uk/news/articles/cx2nmezdjy4o", "full list of winners and wins per film"),
         """# Baftas 2025: Conclave wins best film as The Brutalist takes four awards

*16 February 2025 | Updated 17 February 2025*
By Steven McIntosh, Entertainment reporter

Papal thriller Conclave has been named best film at this year's Bafta Film Awards, in a major boost to its Oscar chances.

The film, which stars Ralph Fiennes as a cardinal overseeing the selection of a new Pope, also won outstanding British film, adapted screenplay and editing, finishing with four awards from its 12 nominations.

Epic drama The Brutalist also won four prizes, including best director for Brady Corbet and leading actor for Adrien Brody, who plays a Hungarian-Jewish architect who emigrates to the US after World War Two.

Emilia Pérez, which went into the night with 11 nominations, won two: film not in the English language and supporting actress for Zoe Saldaña.

Mikey Madison won leading actress for her role as a sex worker who marries the son of a Russian oligarch in Anora, beating favourite Demi Moore. Kieran Culkin was named best supporting actor for A Real Pain, which also won original screenplay for Jesse Eisenberg.

## Winners in full

| Category | Winner |
| --- | --- |
| Best film | Conclave |
| Outstanding British film | Conclave |
| Director | Brady Corbet, The Brutalist |
| Leading actress | Mikey Madison, Anora |
| Leading actor | Adrien Brody, The Brutalist |
| Supporting actress | Zoe Saldaña, Emilia Pérez |
| Supporting actor | Kieran Culkin, A Real Pain |
| Original screenplay | A Real Pain, Jesse Eisenberg |
| Adapted screenplay | Conclave, Peter Straughan |
| Film not in the English language | Emilia Pérez |
| Documentary | Super/Man: The Christopher Reeve Story |
| Animated film | Wallace & Gromit: Vengeance Most Fowl |
| Children's and family film | Wallace & Gromit: Vengeance Most Fowl |
| Outstanding debut by a British writer, director or producer | Kneecap, Rich Peppiatt (director/writer), Trevor Birney, Jack Tarling (producers) |
| Casting | Anora |
| Cinematography | The Brutalist, Lol Crawley |
| Editing | Conclave, Nick Emerson |
| Original score | The Brutalist, Daniel Blumberg |
| Production design | Wicked |
| Costume design | Wicked, Paul Tazewell |
| Make up and hair | The Substance |
| Sound | Dune: Part Two |
| Special visual effects | Dune: Part Two |
| British short animation | Wander to Wonder |
| British short film | Rock, Paper, Scissors |
| EE Rising Star (public vote) | David Jonsson |

## Wins by film

| Film | Wins | Nominations |
| --- | --- | --- |
| Conclave | 4 | 12 |
| The Brutalist | 4 | 9 |
| Anora | 2 | 7 |
| Emilia Pérez | 2 | 11 |
| A Real Pain | 2 | 4 |
| Wicked | 2 | 7 |
| Dune: Part Two | 2 | 7 |
| Wallace & Gromit: Vengeance Most Fowl | 2 | 4 |
| Kneecap | 1 | 6 |
| The Substance | 1 | 5 |

The ceremony at London's Royal Festival Hall was hosted by David Tennant. Warwick Davis received the Bafta Fellowship and gave an emotional speech paying tribute to his late wife Samantha.

A Complete Unknown, the Bob Dylan biopic that had six nominations, went home empty-handed, as did Nosferatu.

## Related

- Oscars 2025: The full list of nominations
- Mikey Madison: 'I never expected to be here'
- Who is David Jonsson, the EE Rising Star winner?"""),
        m.update({"bafta2025_nominations": noms + "; wins (16 Feb 2025): Conclave 4/12, The Brutalist 4/9, Emilia Pérez 2/11, Anora 2/7, Wicked 2/7, Dune: Part Two 2/7, A Real Pain 2/4; Best Film: Conclave"}),
        m.get(["bafta2025_nominations"]),
    ]
    rs.add(task="search", tid="h39-search-02", system=SYSTEM, turns=turns,
           state=state("Which film led the nominations for the 2025 BAFTA Film Awards, how many did it have, and how many of its nominations did it convert into wins compared with the other leading films?", "2025-06-12"))


def battery_home(obs_time: str, level: str, trend: str, temp: str, wind: str, pressure: str) -> str:
    return f"""# The Battery, NY - Station ID: 8518750

NOAA Tides & Currents | Center for Operational Oceanographic Products and Services (CO-OPS)

**Latest observations** (updated every 6 minutes)

| Parameter | Value | Time |
| --- | --- | --- |
| Water level (MLLW) | {level} ft ({trend}) | {obs_time} |
| Water temperature | {temp} | {obs_time} |
| Wind | {wind} | {obs_time} |
| Barometric pressure | {pressure} | {obs_time} |

**Today's tide predictions (LST/LDT, MLLW)**

| Time | Type | Height |
| --- | --- | --- |
| 08:47 | High | 5.12 ft |
| 15:08 | Low | 0.37 ft |
| 21:19 | High | 4.61 ft |

## Station information

| Field | Value |
| --- | --- |
| Station ID | 8518750 |
| Name | The Battery, NY |
| Latitude / Longitude | 40° 42.0' N / 74° 0.8' W |
| Established | Jan 1, 1920 (historic records from 1856) |
| Present installation | Aug 25, 1998 |
| Time meridian | 0 |
| Tidal epoch | 1983-2001 |
| NWS ID | BATN6 |
| PSMSL station ID | 12 |

## Datums (ft above MLLW, epoch 1983-2001)

| Datum | Value |
| --- | --- |
| MHHW | 5.07 |
| MHW | 4.76 |
| MSL | 2.47 |
| NAVD88 | 2.88 |
| MLW | 0.22 |
| MLLW | 0.00 |

**NWS coastal flood thresholds:** minor 7.04 ft, moderate 8.04 ft, major 9.54 ft (MLLW)

## Highest water levels on record (verified, ft above MLLW)

| Rank | Water level | Date | Event |
| --- | --- | --- | --- |
| 1 | 14.06 | Oct 29, 2012 | Hurricane Sandy |
| 2 | 10.02 | Sep 12, 1960 | Hurricane Donna |
| 3 | 9.70 | Dec 11, 1992 | December 1992 nor'easter |
| 4 | 9.50 | Aug 28, 2011 | Hurricane Irene |
| 5 | 9.14 | Nov 25, 1950 | Great Appalachian Storm |
| 6 | 9.03 | Sep 21, 1938 | New England hurricane |
| 7 | 8.87 | Mar 13, 2010 | March 2010 nor'easter |
| 8 | 8.82 | Nov 7, 1953 | November 1953 nor'easter |
| 9 | 8.71 | Sep 14, 1944 | Great Atlantic hurricane |
| 10 | 8.64 | Dec 23, 2022 | December 2022 winter storm |

Products: Water Levels | Tides/Water Levels Predictions | Datums | Sea Level Trends | Extreme Water Levels | Harmonic Constituents | Meteorological Observations"""


# 03 Tide gauge record, NOAA CO-OPS and PSMSL: clean
def t03(rs: RowSet) -> None:
    m = Mem()
    rec = "14.06 ft above MLLW on 29 Oct 2012 (Hurricane Sandy), NOAA station 8518750; next highest 10.02 ft (Donna, 1960)"
    turns = [
        (search("The Battery NY tide gauge 8518750 record high water level Hurricane Sandy"), sr(
            ("https://tidesandcurrents.noaa.gov/stationhome.html?id=8518750", "The Battery, NY - Station Home - NOAA Tides & Currents",
             "Station ID 8518750. Latest water level observations, tide predictions, datums, sea level trends and highest water levels on record for The Battery, NY ...", "N/A"),
            ("https://tidesandcurrents.noaa.gov/sltrends/sltrends_station.shtml?id=8518750", "Relative Sea Level Trend 8518750 The Battery, New York - NOAA",
             "The relative sea level trend is 2.93 millimeters/year with a 95% confidence interval of +/- 0.09 mm/yr based on monthly mean sea level data from 1856 to 2024 ...", "N/A"),
            ("https://www.weather.gov/okx/HurricaneSandy", "Hurricane Sandy - October 29, 2012 - National Weather Service New York, NY",
             "At The Battery, the water level peaked at 14.06 feet above mean lower low water at 9:24 pm EDT on October 29, breaking the previous record of 10.02 feet set during Hurricane Donna in 1960 ...", "N/A"),
            ("https://www.nhc.noaa.gov/data/tcr/AL182012_Sandy.pdf", "Tropical Cyclone Report: Hurricane Sandy (AL182012) - National Hurricane Center",
             "The highest storm tide measured by a NOS tide gauge in New York was 14.06 ft above MLLW at The Battery; storm surge there was 9.40 ft ...", "Feb 12, 2013"),
            ("https://en.wikipedia.org/wiki/Effects_of_Hurricane_Sandy_in_New_York", "Effects of Hurricane Sandy in New York - Wikipedia",
             "A record storm tide of 14.06 ft (4.29 m) was recorded at The Battery, surpassing the previous record set by Hurricane Donna in 1960 ...", "N/A"),
            ("https://www.usgs.gov/centers/new-york-water-science-center/science/hurricane-sandy-storm-tide-mapper", "Hurricane Sandy Storm Tide Mapper | U.S. Geological Survey",
             "USGS deployed 224 storm-tide sensors from Virginia to Maine; high-water marks in lower Manhattan reached ...", "N/A"),
            ("https://coast.noaa.gov/states/fast-facts/sea-level-rise.html", "Sea Level Rise - NOAA Office for Coastal Management",
             "The Battery gauge in New York City has one of the longest continuous records in the United States ...", "N/A"),
            ("https://www.nytimes.com/2012/10/30/nyregion/hurricane-sandy-sets-record-storm-surge.html", "Surge Sets Record at the Battery - The New York Times",
             "The surge at the Battery reached nearly 14 feet, more than three feet above the record set in 1960 ...", "Oct 30, 2012"),
            ("https://www.nyc.gov/site/orr/challenges/sea-level-rise.page", "Sea Level Rise - NYC Mayor's Office of Climate and Environmental Justice",
             "Sea levels in New York City have risen about 12 inches since 1900 and are projected to rise further ...", "N/A"),
            ("https://psmsl.org/data/obtaining/stations/12.php", "PSMSL: NEW YORK (THE BATTERY)",
             "Station ID 12. Time span of data 1856-2024. Annual and monthly mean sea level, Revised Local Reference (RLR) data ...", "N/A"),
        )),
        (extract("https://tidesandcurrents.noaa.gov/stationhome.html?id=8518750", "record high water level, datums, latest observation"),
         battery_home("Jun 10 2025 10:18 EDT", "4.21", "falling", "62.4 °F", "S 8 kn, gusts 11 kn", "1016.2 mb")),
        (extract("https://tidesandcurrents.noaa.gov/sltrends/sltrends_station.shtml?id=8518750", "relative sea level trend and period"),
         """# Relative Sea Level Trend
## 8518750 The Battery, New York

![Mean sea level trend plot with the linear trend and 95% confidence interval]

**The relative sea level trend is 2.93 millimeters/year with a 95% confidence interval of +/- 0.09 mm/yr based on monthly mean sea level data from 1856 to 2024 which is equivalent to a change of 0.96 feet in 100 years.**

The plot shows the monthly mean sea level without the regular seasonal fluctuations due to coastal ocean temperatures, salinities, winds, atmospheric pressures, and ocean currents. The long-term linear trend is also shown, including its 95% confidence interval. The plotted values are relative to the most recent Mean Sea Level datum established by CO-OPS.

| Statistic | Value |
| --- | --- |
| Trend | 2.93 mm/yr |
| 95% confidence interval | +/- 0.09 mm/yr |
| Period | 1856-2024 |
| Change per century | 0.96 ft |
| Data gaps | 1879-1892 (gauge relocation) |

### Variation of 50-year relative sea level trends

| 50-year period ending | Trend (mm/yr) | 95% CI |
| --- | --- | --- |
| 1974 | 3.05 | +/- 0.38 |
| 1984 | 2.64 | +/- 0.36 |
| 1994 | 2.52 | +/- 0.35 |
| 2004 | 2.94 | +/- 0.35 |
| 2014 | 3.12 | +/- 0.37 |
| 2024 | 3.61 | +/- 0.40 |

### Seasonal cycle (average monthly deviation, mm)

| Jan | Feb | Mar | Apr | May | Jun | Jul | Aug | Sep | Oct | Nov | Dec |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| -62 | -67 | -30 | 7 | 24 | 33 | 35 | 46 | 58 | 36 | 4 | -41 |

Trends are updated annually with data through the end of the previous year. Interannual variation plot and data available under "Interannual Variation". Data: CSV | Text"""),
        m.add({"battery_record": rec, "battery_trend": "2.93 +/- 0.09 mm/yr relative SLR, 1856-2024 (NOAA CO-OPS) = 0.96 ft per century"}),
        (search("PSMSL New York The Battery station 12 annual mean sea level RLR"), sr(
            ("https://psmsl.org/data/obtaining/stations/12.php", "PSMSL: NEW YORK (THE BATTERY)",
             "Station ID 12. Latitude 40.700, Longitude -74.014. Coastline code 960, station code 121. Time span of data 1856-2024 ...", "N/A"),
            ("https://psmsl.org/data/obtaining/rlr.annual.data/12.rlrdata", "psmsl.org/data/obtaining/rlr.annual.data/12.rlrdata",
             "1856; 6990;N;000 1857; 7002;N;000 1858; 6979;N;000 ...", "N/A"),
            ("https://psmsl.org/data/obtaining/", "Obtaining Tide Gauge Data - PSMSL",
             "The Permanent Service for Mean Sea Level (PSMSL) is responsible for the collection, publication, analysis and interpretation of sea level data from the global network of tide gauges ...", "N/A"),
            ("https://psmsl.org/data/obtaining/rlr.php", "Revised Local Reference (RLR) - PSMSL",
             "Data in the RLR dataset are reduced to a common datum set approximately 7000 mm below mean sea level to avoid negative numbers ...", "N/A"),
            ("https://www.sonel.org/spip.php?page=gps&idStation=868", "NYBP - SONEL GPS station near The Battery",
             "Vertical land motion estimate for the GNSS station co-located with the New York tide gauge ...", "N/A"),
            ("https://uhslc.soest.hawaii.edu/stations/?stn=745", "UHSLC Station 745 - New York (The Battery), USA",
             "Fast delivery and research quality hourly sea level data, 1920-present ...", "N/A"),
            ("https://www.gloss-sealevel.org/station_handbook/stations/212/", "GLOSS Station Handbook - New York",
             "GLOSS ID 212. Operator: NOAA National Ocean Service. Gauge type: acoustic / microwave radar ...", "N/A"),
            ("https://agupubs.onlinelibrary.wiley.com/doi/10.1002/2016GL068861", "Tide gauge records of New York Harbor since 1844 - Geophysical Research Letters",
             "Digitized historical records extend the New York Harbor record back to 1844 and show storm tides ...", "Mar 2016"),
        )),
        (extract("https://psmsl.org/data/obtaining/stations/12.php", "station metadata and recent annual means"),
         """# NEW YORK (THE BATTERY)

| Field | Value |
| --- | --- |
| Station ID | 12 |
| Latitude | 40.700 |
| Longitude | -74.014 |
| GLOSS ID | 212 |
| Country | USA |
| Time span of data | 1856 - 2024 |
| Completeness (%) | 93 |
| Coastline code | 960 |
| Station code | 121 |
| Date of last update | 08 Apr 2025 |
| Supplying authority | National Ocean Service, NOAA, USA |

## Data

- Monthly and annual Revised Local Reference (RLR) data: monthly | annual
- Metric data: monthly | annual
- Documentation: RLR diagram, station documentation

The RLR datum at this station is defined to be approximately 7000 mm below mean sea level. Values are in millimetres; -99999 marks a missing year.

## Recent annual means (RLR, mm)

| Year | Annual mean (mm) | Flag | Missing days |
| --- | --- | --- | --- |
| 2015 | 7196 | N | 0 |
| 2016 | 7194 | N | 0 |
| 2017 | 7215 | N | 0 |
| 2018 | 7229 | N | 0 |
| 2019 | 7236 | N | 0 |
| 2020 | 7240 | N | 0 |
| 2021 | 7237 | N | 0 |
| 2022 | 7232 | N | 0 |
| 2023 | 7263 | N | 0 |
| 2024 | 7271 | N | 0 |

## Documentation

Tide gauge at The Battery, Manhattan. Data from 1856-1878 from historical gauge at Governors Island dock, adjusted by NOS. Gap 1879-1892. Present acoustic system installed 1998, microwave radar primary sensor since 2019. Benchmark 8518750 TIDAL 1 used for RLR reductions.

Related stations within 100 km: SANDY HOOK (ID 366), BRIDGEPORT (ID 1068), KINGS POINT (ID 1637), MONTAUK (ID 519)."""),
        (extract("https://tidesandcurrents.noaa.gov/stationhome.html?id=8518750", "latest water level now and the record"),
         battery_home("Jun 10 2025 10:41 EDT", "3.74", "falling", "62.6 °F", "SSW 9 kn, gusts 13 kn", "1015.9 mb")),
        m.update({"battery_record": rec + "; = 4.29 m above MLLW, about 9.0 ft (2.74 m) above MHHW 5.07 ft"}),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-03", system=SYSTEM, turns=turns,
           state=state("What is the highest water level ever recorded at the tide gauge at The Battery in New York, in feet and metres, and what long-term sea level trend does that gauge show?", "2025-06-10"))


# 04 Formula 1 sprint results, Wikipedia and formula1.com results pages: bad
def t04(rs: RowSet) -> None:
    m = Mem({"season": "2024 F1 - sprint format weekends only"})
    init = dict(m.d)
    winners = "China 20 Apr: Verstappen; Miami 4 May: Verstappen; Austria 29 Jun: Verstappen; USA 19 Oct: Verstappen; São Paulo 2 Nov: Norris; Qatar 30 Nov: Piastri (6 sprints)"
    turns = [
        (search("2024 Formula 1 sprint race winners list all six sprints"), sr(
            ("https://en.wikipedia.org/wiki/Sprint_(Formula_One)", "Sprint (Formula One) - Wikipedia",
             "A sprint is a shorter race held on the Saturday of selected Grand Prix weekends. In 2024 six sprints were held, in China, Miami, Austria, the United States, São Paulo and Qatar ...", "N/A"),
            ("https://www.formula1.com/en/results/2024/races", "2024 RACE RESULTS - Formula 1",
             "Official race results of the 2024 FIA Formula One World Championship, including Sprint classifications ...", "N/A"),
            ("https://en.wikipedia.org/wiki/2024_Formula_One_World_Championship", "2024 Formula One World Championship - Wikipedia",
             "Max Verstappen won his fourth consecutive Drivers' Championship; McLaren won the Constructors' Championship for the first time since 1998 ...", "N/A"),
            ("https://www.autosport.com/f1/news/every-f1-sprint-winner-2024/", "Every F1 sprint race winner in 2024 - Autosport",
             "Verstappen won the first four sprints of the year before McLaren took the last two with Norris in Brazil and Piastri in Qatar ...", "Dec 2, 2024"),
            ("https://www.statsf1.com/en/2024/sprint.aspx", "Sprint 2024 - STATS F1",
             "Sprint winners, pole positions from Sprint Shootout, fastest laps and points by driver for the 2024 season ...", "N/A"),
            ("https://www.reddit.com/r/formula1/comments/1h3q5ne/sprint_race_winners_2024/", "Sprint race winners 2024 : r/formula1",
             "Max 4, Lando 1, Oscar 1. Qatar one was basically gifted after the Norris penalty drama in the GP ...", "Nov 30, 2024"),
            ("https://www.racefans.net/2024/11/30/piastri-wins-qatar-sprint-after-norris-hands-back-lead/", "Piastri wins Qatar sprint after Norris hands lead back at the line - RaceFans",
             "Lando Norris led every lap of the sprint at Lusail before slowing to let Oscar Piastri through on the run to the flag ...", "Nov 30, 2024"),
            ("https://www.espn.com/f1/story/_/id/42101312/lando-norris-wins-sao-paulo-sprint-piastri-team-orders", "Norris wins Sao Paulo sprint after Piastri obeys team orders - ESPN",
             "Oscar Piastri let Lando Norris through in the closing laps; Verstappen crossed the line third but a five-second penalty dropped him to fourth ...", "Nov 2, 2024"),
            ("https://www.skysports.com/f1/news/12433/13155839/us-gp-sprint-max-verstappen-wins-in-austin", "US GP Sprint: Max Verstappen wins in Austin - Sky Sports",
             "Verstappen held off Carlos Sainz and Lando Norris to win the sprint at the Circuit of the Americas ...", "Oct 19, 2024"),
            ("https://www.formula1.com/en/latest/article/sprint-explained-2024", "What is an F1 Sprint? The format explained for 2024 | Formula 1",
             "The Sprint is a 100km dash with points for the top eight: 8-7-6-5-4-3-2-1 ...", "Feb 28, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/Sprint_(Formula_One)", "list of 2024 sprint winners with dates and pole sitters"),
         """# Sprint (Formula One)

From Wikipedia, the free encyclopedia

A **sprint** is a shorter race held on the Saturday of selected Formula One Grand Prix weekends. Introduced as "sprint qualifying" at the 2021 British Grand Prix, the format has been used at six events per season since 2023. Since 2024, the grid for the sprint is set by a separate Sprint Qualifying session held on Friday, and parc fermé conditions are reset after the sprint.

## Format

The sprint is run over approximately 100 km (62 mi), with no mandatory pit stop. Points are awarded to the top eight finishers:

| Position | 1st | 2nd | 3rd | 4th | 5th | 6th | 7th | 8th |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| Points | 8 | 7 | 6 | 5 | 4 | 3 | 2 | 1 |

## Results

### 2024

| Round | Grand Prix | Date | Circuit | Laps | Sprint pole | Winner | Constructor |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 5 | Chinese Grand Prix | 20 April 2024 | Shanghai International Circuit | 19 | Lando Norris | Max Verstappen | Red Bull Racing-Honda RBPT |
| 6 | Miami Grand Prix | 4 May 2024 | Miami International Autodrome | 19 | Max Verstappen | Max Verstappen | Red Bull Racing-Honda RBPT |
| 11 | Austrian Grand Prix | 29 June 2024 | Red Bull Ring | 23 | Max Verstappen | Max Verstappen | Red Bull Racing-Honda RBPT |
| 19 | United States Grand Prix | 19 October 2024 | Circuit of the Americas | 19 | Max Verstappen | Max Verstappen | Red Bull Racing-Honda RBPT |
| 21 | São Paulo Grand Prix | 2 November 2024 | Interlagos | 24 | Oscar Piastri | Lando Norris | McLaren-Mercedes |
| 23 | Qatar Grand Prix | 30 November 2024 | Lusail International Circuit | 19 | Lando Norris | Oscar Piastri | McLaren-Mercedes |

### 2023

| Round | Grand Prix | Date | Winner | Constructor |
| --- | --- | --- | --- | --- |
| 4 | Azerbaijan Grand Prix | 29 April 2023 | Sergio Pérez | Red Bull Racing-Honda RBPT |
| 9 | Austrian Grand Prix | 1 July 2023 | Max Verstappen | Red Bull Racing-Honda RBPT |
| 12 | Belgian Grand Prix | 29 July 2023 | Max Verstappen | Red Bull Racing-Honda RBPT |
| 17 | Qatar Grand Prix | 7 October 2023 | Oscar Piastri | McLaren-Mercedes |
| 18 | United States Grand Prix | 21 October 2023 | Max Verstappen | Red Bull Racing-Honda RBPT |
| 20 | São Paulo Grand Prix | 4 November 2023 | Max Verstappen | Red Bull Racing-Honda RBPT |

## Statistics (2021-2024)

| Driver | Sprint wins |
| --- | --- |
| Max Verstappen | 11 |
| Valtteri Bottas | 2 |
| Oscar Piastri | 2 |
| Sergio Pérez | 1 |
| George Russell | 1 |
| Lando Norris | 1 |

## See also

- Sprint qualifying
- List of Formula One Grand Prix winners"""),
        m.add({"sprint_winners_2024": winners}),
        (search("2024 Chinese Grand Prix sprint result Verstappen Hamilton gap formula1.com"), sr(
            ("https://www.formula1.com/en/results/2024/races/1234/china/sprint-results", "CHINESE GRAND PRIX 2024 - SPRINT - Formula 1",
             "Max Verstappen won the Sprint in Shanghai by 13.043s from Lewis Hamilton, with Sergio Perez third. Pole-sitter Lando Norris dropped to sixth after running wide on the opening lap ...", "Apr 20, 2024"),
            ("https://www.formula1.com/en/latest/article/verstappen-storms-to-victory-in-chinese-sprint-as-hamilton-takes-second", "Verstappen storms to victory in Chinese Sprint as Hamilton takes second | Formula 1",
             "Verstappen passed Hamilton for the lead on Lap 9 and pulled away; Perez took third from Leclerc and Sainz after a late battle between the Ferraris ...", "Apr 20, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Chinese_Grand_Prix", "2024 Chinese Grand Prix - Wikipedia",
             "The first Chinese Grand Prix since 2019 and the first sprint held in China; Verstappen won both the sprint and the Grand Prix ...", "N/A"),
            ("https://www.autosport.com/f1/news/f1-chinese-gp-verstappen-wins-sprint-from-hamilton/10601552/", "F1 Chinese GP: Verstappen wins sprint from Hamilton - Autosport",
             "Hamilton, who started second, led the early laps after Norris ran wide at Turn 1 before Verstappen took over ...", "Apr 20, 2024"),
            ("https://www.skysports.com/f1/news/12433/13119101/chinese-gp-sprint-max-verstappen-wins", "Chinese GP Sprint: Max Verstappen wins, Lewis Hamilton second - Sky Sports",
             "Hamilton's first top-three finish of the season; Carlos Sainz and Charles Leclerc made contact in their fight for fourth ...", "Apr 20, 2024"),
            ("https://www.the-race.com/formula-1/verstappen-wins-china-f1-sprint-hamilton-second/", "Verstappen wins China F1 sprint as Hamilton finishes second - The Race",
             "Fernando Alonso retired late with damage after contact with Sainz ...", "Apr 20, 2024"),
            ("https://www.racefans.net/2024/04/20/2024-chinese-grand-prix-sprint-result/", "2024 Chinese Grand Prix sprint result - RaceFans",
             "Full classification: Verstappen, Hamilton, Perez, Leclerc, Sainz, Norris, Piastri, Russell ...", "Apr 20, 2024"),
            ("https://www.fia.com/sites/default/files/decision-document/2024%20Chinese%20Grand%20Prix%20-%20Final%20Sprint%20Classification.pdf", "2024 Chinese Grand Prix - Final Sprint Classification - FIA",
             "Final Sprint Classification, Shanghai International Circuit, 19 laps, 5.451 km ...", "Apr 20, 2024"),
        )),
        (extract("https://www.formula1.com/en/results/2024/races/1234/china/sprint-results", "full sprint classification with gaps and points"),
         """# CHINESE GRAND PRIX 2024 - SPRINT

**Shanghai International Circuit, Shanghai** | 20 Apr 2024

Race Result | Fastest Laps | Pit Stop Summary | Starting Grid | Qualifying | Sprint Grid | **Sprint** | Sprint Qualifying | Practice 1

| Pos. | No. | Driver | Team | Laps | Time / Retired | Pts. |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | 1 | Max Verstappen VER | Red Bull Racing Honda RBPT | 19 | 32:04.660 | 8 |
| 2 | 44 | Lewis Hamilton HAM | Mercedes | 19 | +13.403s | 7 |
| 3 | 11 | Sergio Perez PER | Red Bull Racing Honda RBPT | 19 | +15.258s | 6 |
| 4 | 16 | Charles Leclerc LEC | Ferrari | 19 | +17.486s | 5 |
| 5 | 55 | Carlos Sainz SAI | Ferrari | 19 | +20.696s | 4 |
| 6 | 4 | Lando Norris NOR | McLaren Mercedes | 19 | +22.088s | 3 |
| 7 | 81 | Oscar Piastri PIA | McLaren Mercedes | 19 | +24.713s | 2 |
| 8 | 63 | George Russell RUS | Mercedes | 19 | +25.696s | 1 |
| 9 | 24 | Zhou Guanyu ZHO | Kick Sauber Ferrari | 19 | +31.951s | 0 |
| 10 | 20 | Kevin Magnussen MAG | Haas Ferrari | 19 | +37.398s | 0 |
| 11 | 3 | Daniel Ricciardo RIC | RB Honda RBPT | 19 | +37.700s | 0 |
| 12 | 31 | Esteban Ocon OCO | Alpine Renault | 19 | +38.482s | 0 |
| 13 | 10 | Pierre Gasly GAS | Alpine Renault | 19 | +39.863s | 0 |
| 14 | 23 | Alexander Albon ALB | Williams Mercedes | 19 | +41.123s | 0 |
| 15 | 2 | Logan Sargeant SAR | Williams Mercedes | 19 | +45.290s | 0 |
| 16 | 27 | Nico Hulkenberg HUL | Haas Ferrari | 19 | +46.567s | 0 |
| 17 | 18 | Lance Stroll STR | Aston Martin Aramco Mercedes | 19 | +47.184s | 0 |
| 18 | 22 | Yuki Tsunoda TSU | RB Honda RBPT | 19 | +50.521s | 0 |
| 19 | 77 | Valtteri Bottas BOT | Kick Sauber Ferrari | 19 | +54.248s | 0 |
| NC | 14 | Fernando Alonso ALO | Aston Martin Aramco Mercedes | 16 | DNF | 0 |

**Note:** Kevin Magnussen received a 10-second time penalty for causing a collision with Yuki Tsunoda (Turn 6, Lap 17), and a further 10-second time penalty for leaving the track and gaining an advantage; positions above include both penalties.

**Fastest lap:** Max Verstappen, Lap 12, 1:40.331

Sprint winner's average speed: 193.764 km/h"""),
        (extract("https://www.formula1.com/en/results/2024/races/1249/qatar/sprint-results", "full sprint classification with points"),
         """# QATAR GRAND PRIX 2024 - SPRINT

**Lusail International Circuit, Lusail** | 30 Nov 2024

Race Result | Fastest Laps | Pit Stop Summary | Starting Grid | Qualifying | Sprint Grid | **Sprint** | Sprint Qualifying | Practice 1

| Pos. | No. | Driver | Team | Laps | Time / Retired | Pts. |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | 81 | Oscar Piastri PIA | McLaren Mercedes | 19 | 30:13.718 | 8 |
| 2 | 4 | Lando Norris NOR | McLaren Mercedes | 19 | +0.052s | 7 |
| 3 | 63 | George Russell RUS | Mercedes | 19 | +1.753s | 6 |
| 4 | 16 | Charles Leclerc LEC | Ferrari | 19 | +8.271s | 5 |
| 5 | 55 | Carlos Sainz SAI | Ferrari | 19 | +8.876s | 4 |
| 6 | 44 | Lewis Hamilton HAM | Mercedes | 19 | +13.017s | 3 |
| 7 | 10 | Pierre Gasly GAS | Alpine Renault | 19 | +16.522s | 2 |
| 8 | 1 | Max Verstappen VER | Red Bull Racing Honda RBPT | 19 | +17.165s | 1 |
| 9 | 27 | Nico Hulkenberg HUL | Haas Ferrari | 19 | +19.289s | 0 |
| 10 | 31 | Esteban Ocon OCO | Alpine Renault | 19 | +20.014s | 0 |
| 11 | 22 | Yuki Tsunoda TSU | RB Honda RBPT | 19 | +20.932s | 0 |
| 12 | 14 | Fernando Alonso ALO | Aston Martin Aramco Mercedes | 19 | +21.640s | 0 |
| 13 | 20 | Kevin Magnussen MAG | Haas Ferrari | 19 | +22.108s | 0 |
| 14 | 11 | Sergio Perez PER | Red Bull Racing Honda RBPT | 19 | +23.418s | 0 |
| 15 | 43 | Franco Colapinto COL | Williams Mercedes | 19 | +26.004s | 0 |
| 16 | 18 | Lance Stroll STR | Aston Martin Aramco Mercedes | 19 | +27.330s | 0 |
| 17 | 30 | Liam Lawson LAW | RB Honda RBPT | 19 | +29.811s | 0 |
| 18 | 23 | Alexander Albon ALB | Williams Mercedes | 19 | +30.765s | 0 |
| 19 | 77 | Valtteri Bottas BOT | Kick Sauber Ferrari | 19 | +33.152s | 0 |
| 20 | 24 | Zhou Guanyu ZHO | Kick Sauber Ferrari | 19 | +36.406s | 0 |

**Note:** Norris, who led from lights to flag, slowed on the final straight to hand the win to Piastri, returning the favour from the São Paulo sprint.

**Fastest lap:** Lewis Hamilton, Lap 16, 1:27.643"""),
        m.add({"sprint_points_2024_notes": "China sprint: VER win 8 pts, HAM 2nd, PER 3rd. Qatar sprint: PIA win, NOR 2nd, RUS 3rd, VER 8th (1 pt). São Paulo: VER 4th after 5s penalty (5 pts)"}),
        (search("Max Verstappen total sprint points 2024 season"), sr(
            ("https://www.statsf1.com/en/max-verstappen/sprint.aspx", "Max VERSTAPPEN - Sprint - STATS F1",
             "2024: 6 sprints, 4 wins, 38 points. Sprint results by Grand Prix: CHN 1, MIA 1, AUT 1, USA 1, SAO 4, QAT 8 ...", "N/A"),
            ("https://www.formula1.com/en/results/2024/drivers/MAXVER01/max-verstappen", "Max Verstappen 2024 season results - Formula 1",
             "Race-by-race results including Sprint points; total 437 points in the 2024 Drivers' Championship ...", "N/A"),
            ("https://www.racingnews365.com/f1-sprint-points-standings-2024", "F1 Sprint points standings 2024 - RacingNews365",
             "Verstappen tops the sprint-only table with 38 points ahead of Norris and Piastri ...", "Dec 1, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Formula_One_World_Championship", "2024 Formula One World Championship - Wikipedia",
             "Verstappen won the title with 437 points, 63 ahead of Lando Norris ...", "N/A"),
            ("https://www.reddit.com/r/formula1/comments/1h3vz4f/sprint_only_championship_2024/", "If only sprints counted: 2024 standings : r/formula1",
             "VER 38, NOR 31, PIA 25, LEC 24 ... the Qatar P8 cost Max more than people think ...", "Dec 1, 2024"),
            ("https://www.motorsport.com/f1/news/verstappen-sprint-record-2024/10680043/", "How Verstappen's sprint form faded in 2024 - Motorsport.com",
             "After four straight sprint wins, Verstappen scored just six points from the last two in Brazil and Qatar ...", "Dec 3, 2024"),
        )),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-04", system=SYSTEM, turns=turns,
           state=state("Who won each Formula 1 sprint in 2024, and how many sprint points did Max Verstappen score that season? Check at least two official sprint classifications.", "2025-05-20", init),
           bad=True, turn=5, kind="runner-up gap in extracted classification differs from the gap in the earlier snippet for the same page")


# 05 Permafrost temperatures, NOAA Arctic Report Card and GTN-P borehole database: clean
def t05(rs: RowSet) -> None:
    m = Mem()
    turns = [
        (search("NOAA Arctic Report Card 2024 permafrost temperatures record high Alaska boreholes"), sr(
            ("https://arctic.noaa.gov/report-card/report-card-2024/permafrost-2024/", "Permafrost - NOAA Arctic Report Card 2024",
             "Permafrost temperatures in 2023 were the highest on record at most of the cold continuous permafrost sites in northern Alaska, with 20 m temperatures warming by up to 0.47 °C per decade since 2000 ...", "Dec 10, 2024"),
            ("https://arctic.noaa.gov/report-card/report-card-2024/executive-summary-2024/", "Executive Summary - NOAA Arctic Report Card 2024",
             "The Arctic tundra is now a source of carbon dioxide; permafrost, wildfire and terrestrial snow cover essays highlight a rapidly changing landscape ...", "Dec 10, 2024"),
            ("https://www.gtnp.org/", "GTN-P - Global Terrestrial Network for Permafrost",
             "The Global Terrestrial Network for Permafrost monitors permafrost temperature (TSP) and active layer thickness (CALM) at more than 1,350 boreholes ...", "N/A"),
            ("https://www.climate.gov/news-features/understanding-climate/2024-arctic-report-card-permafrost", "2024 Arctic Report Card: permafrost warming continues | NOAA Climate.gov",
             "At Deadhorse, on Alaska's North Slope, permafrost at 20 metres depth was about -5.9 °C in 2023, close to a full degree warmer than in 2000 ...", "Dec 12, 2024"),
            ("https://permafrost.gi.alaska.edu/sites_map", "Permafrost Laboratory - UAF Geophysical Institute - Sites map",
             "Long-term borehole observatories on the Alaska North Slope transect from West Dock to Galbraith Lake and in the Interior ...", "N/A"),
            ("https://www.nature.com/articles/s41467-018-08240-4", "Permafrost is warming at a global scale - Nature Communications",
             "Between 2007 and 2016 ground temperature near the depth of zero annual amplitude in the continuous permafrost zone increased by 0.39 ± 0.15 °C ...", "Jan 16, 2019"),
            ("https://www.arcus.org/witness-the-arctic/2024/permafrost", "Witness the Arctic: Permafrost observations 2024 - ARCUS",
             "Summary of the permafrost chapter; sites at Alert and Svalbard also show strong warming ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Permafrost", "Permafrost - Wikipedia",
             "Permafrost is soil or underwater sediment which continuously remains below 0 °C for two years or more ...", "N/A"),
        )),
        (extract("https://arctic.noaa.gov/report-card/report-card-2024/permafrost-2024/", "permafrost temperatures by site, records, warming rates"),
         """# Permafrost

**Arctic Report Card 2024** | DOI: 10.25923/w5rc-g736

S. L. Smith, V. E. Romanovsky, K. Isaksen, K. E. Nyland, A. L. Kholodov, N. I. Shiklomanov, D. A. Streletskiy, D. S. Drozdov, G. V. Malkova, H. H. Christiansen

## Headlines

- Permafrost temperatures in 2023 were the highest on record at most sites in northern Alaska and the Canadian high Arctic.
- At cold continuous permafrost sites, temperatures at 20 m depth have increased by 0.3-0.5 °C per decade since 2000; warm permafrost sites near 0 °C show much smaller increases because latent heat absorbs the energy.
- Active layer thickness in 2023 was greater than the 2003-2022 average at most CALM sites in Alaska and Russia.

## Permafrost temperature

Permafrost temperature is measured in boreholes of the GTN-P network at depths where seasonal variation is minimal (typically 10-20 m). The table summarises mean annual ground temperature (MAGT) for 2023.

| Site | Region | Depth | MAGT 2023 (°C) | Trend since 2000 (°C/decade) | 2023 rank |
| --- | --- | --- | --- | --- | --- |
| West Dock | North Slope, Alaska | 20 m | -7.0 | +0.47 | highest on record |
| Deadhorse | North Slope, Alaska | 20 m | -5.9 | +0.41 | highest on record |
| Franklin Bluffs | North Slope, Alaska | 20 m | -4.3 | +0.36 | 2nd highest |
| Galbraith Lake | Brooks Range foothills, Alaska | 20 m | -5.4 | +0.28 | highest on record |
| Happy Valley | North Slope, Alaska | 20 m | -2.6 | +0.25 | 3rd highest |
| College Peat | Interior Alaska (Fairbanks) | 15 m | -0.4 | +0.09 | 2nd highest |
| Alert | Ellesmere Island, Nunavut | 15 m | -13.1 | +0.54 | highest on record |
| Norman Wells | Mackenzie Valley, NWT | 12 m | -0.2 | +0.03 | no significant change |
| Janssonhaugen | Svalbard | 20 m | -2.4 | +0.48 | highest on record |

Record-high temperatures on the Alaska North Slope follow the warm summers and deep snow cover of 2019-2023, which insulate the ground in winter. In Interior Alaska and the central Mackenzie Valley, where permafrost is warm (above -2 °C), temperatures are rising by less than 0.1 °C per decade.

## Active layer thickness

The CALM sites on the North Slope of Alaska recorded an average active layer thickness of 55 cm in 2023, 8 cm above the 1995-2022 mean. In northern Russia, active layer thickness was the second greatest since observations began.

## Methods and data

Data are from GTN-P (https://gtnp.arcticportal.org), the UAF Permafrost Laboratory, the Geological Survey of Canada and the Norwegian Meteorological Institute. Trends are least-squares fits to annual means, 2000-2023.

*Citation: Smith, S. L., et al., 2024: Permafrost. Arctic Report Card 2024, R. L. Thoman, T. A. Moon, and M. L. Druckenmiller, Eds., https://doi.org/10.25923/w5rc-g736.*"""),
        m.add({"arc2024_summary": "ARC 2024: 2023 permafrost temps highest on record at most N Alaska & Canadian high Arctic sites; cold sites +0.3-0.5 °C/decade at 20 m since 2000; warm sites <0.1",
               "deadhorse_20m": "Deadhorse 20 m MAGT 2023 = -5.9 °C (record high), trend +0.41 °C/decade since 2000",
               "alert_15m": "Alert, Nunavut 15 m MAGT 2023 = -13.1 °C (record), trend +0.54 °C/decade"}),
        (search("GTN-P borehole Deadhorse Alaska permafrost temperature 20 m annual time series"), sr(
            ("https://gtnp.arcticportal.org/data/boreholes/23-deadhorse", "Deadhorse (DH) - Borehole 23 - GTN-P Database",
             "Borehole 23, Deadhorse, Alaska, USA. Lat 70.161, Lon -148.465. Depth 60 m. Mean annual ground temperature at 20 m, 1978-2023 ...", "N/A"),
            ("https://permafrost.gi.alaska.edu/site/dh1", "Deadhorse DH1 - UAF Permafrost Laboratory",
             "Continuous temperature observations since 1978 in a 60 m borehole near the Prudhoe Bay oil field ...", "N/A"),
            ("https://gtnp.arcticportal.org/data/boreholes/24-west-dock", "West Dock (WD) - Borehole 24 - GTN-P Database",
             "Borehole 24, West Dock, Prudhoe Bay, Alaska. Coldest of the North Slope transect sites ...", "N/A"),
            ("https://doi.pangaea.de/10.1594/PANGAEA.904339", "Permafrost temperature Alaska North Slope transect - PANGAEA",
             "Dataset: ground temperatures at West Dock, Deadhorse, Franklin Bluffs, Happy Valley, Galbraith Lake, 1978-2019 ...", "N/A"),
            ("https://www.arcgis.com/apps/dashboards/gtnp-tsp", "GTN-P Thermal State of Permafrost Dashboard",
             "Interactive map of TSP boreholes with latest annual means ...", "N/A"),
            ("https://agupubs.onlinelibrary.wiley.com/doi/10.1029/2021JF006123", "Recent permafrost warming on the Alaska North Slope - JGR Earth Surface",
             "Deadhorse and West Dock show warming of about 0.4-0.5 °C per decade at 20 m depth over the last two decades ...", "Sep 2021"),
        )),
        (extract("https://gtnp.arcticportal.org/data/boreholes/23-deadhorse", "annual mean ground temperature at 20 m"),
         """# Deadhorse (DH)

**GTN-P Borehole ID:** 23 | **Country:** USA | **Network:** TSP North America

| Attribute | Value |
| --- | --- |
| Latitude | 70.161 |
| Longitude | -148.465 |
| Elevation | 16 m |
| Borehole depth | 60 m |
| Permafrost zone | continuous |
| Vegetation | moist acidic tundra |
| Logger | Campbell CR1000, thermistor string (YSI 44033) |
| Start of record | 1978 |
| Principal investigator | V. E. Romanovsky / D. Nicolsky, University of Alaska Fairbanks |
| Last data submission | 2024-09-17 |

## Mean annual ground temperature (MAGT), °C

| Year | 10 m | 15 m | 20 m | Data completeness |
| --- | --- | --- | --- | --- |
| 2000 | -7.12 | -6.97 | -6.84 | 98 % |
| 2005 | -6.81 | -6.72 | -6.62 | 100 % |
| 2010 | -6.62 | -6.60 | -6.55 | 100 % |
| 2014 | -6.31 | -6.40 | -6.45 | 100 % |
| 2015 | -6.08 | -6.22 | -6.33 | 100 % |
| 2016 | -5.91 | -6.05 | -6.18 | 97 % |
| 2017 | -6.02 | -6.09 | -6.21 | 100 % |
| 2018 | -5.88 | -5.97 | -6.10 | 100 % |
| 2019 | -5.74 | -5.88 | -6.02 | 100 % |
| 2020 | -5.83 | -5.93 | -6.05 | 100 % |
| 2021 | -5.79 | -5.89 | -6.00 | 99 % |
| 2022 | -5.71 | -5.83 | -5.97 | 100 % |
| 2023 | -5.62 | -5.78 | -5.93 | 100 % |

Linear trend at 20 m, 2000-2023: +0.41 °C/decade (R² = 0.94).

Download: annual means (CSV) | daily data (NetCDF) | metadata (ISO 19115)

*Cite as: GTN-P (2024). Thermal State of Permafrost borehole 23, Deadhorse. Global Terrestrial Network for Permafrost database, doi:10.1594/GTNP.*"""),
        m.remove(["alert_15m"]),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-05", system=SYSTEM, turns=turns,
           state=state("According to the latest NOAA Arctic Report Card, how warm is the permafrost in northern Alaska now, and how fast has it warmed at 20 m depth? Give one borehole's time series as an example. Alaska only.", "2025-03-18"))


# 06 Super Bowl records, Wikipedia records list and memory: bad
def t06(rs: RowSet) -> None:
    m = Mem()
    items = {"qb_most_wins": "Tom Brady - 7 Super Bowl wins (10 appearances)",
             "team_most_points": "55 - San Francisco 49ers, Super Bowl XXIV (55-10 vs Denver, 28 Jan 1990)",
             "largest_margin": "45 points - Super Bowl XXIV (49ers 55, Broncos 10)",
             "most_combined_points": "75 - Super Bowl XXIX (49ers 49, Chargers 26)",
             "team_most_wins": "6 - New England Patriots and Pittsburgh Steelers"}
    turns = [
        (search("Super Bowl records most wins quarterback most points by a team largest margin of victory"), sr(
            ("https://en.wikipedia.org/wiki/List_of_Super_Bowl_records", "List of Super Bowl records - Wikipedia",
             "This is a list of Super Bowl records. Team records: most points scored, 55, San Francisco 49ers (Super Bowl XXIV). Largest margin of victory, 45 ...", "N/A"),
            ("https://www.nfl.com/news/super-bowl-records-to-know", "Super Bowl records to know - NFL.com",
             "Tom Brady owns the record for most Super Bowl victories by a player with seven and most appearances with 10 ...", "Feb 5, 2025"),
            ("https://www.pro-football-reference.com/super-bowl/", "Super Bowl History | Pro-Football-Reference.com",
             "Complete list of Super Bowl winners, scores, MVPs, venues and attendance from Super Bowl I (1967) to Super Bowl LIX (2025) ...", "N/A"),
            ("https://www.espn.com/nfl/story/_/id/43672316/super-bowl-records-most-points-wins-margin", "Super Bowl records: Most points, biggest blowouts - ESPN",
             "The 49ers' 55-10 rout of the Broncos in Super Bowl XXIV remains both the highest-scoring team performance and the largest margin ...", "Feb 3, 2025"),
            ("https://www.si.com/nfl/super-bowl-records-every-team", "Every team's Super Bowl record - Sports Illustrated",
             "The Patriots and Steelers share the record for most titles with six; New England has the most appearances with 11 ...", "Feb 7, 2025"),
            ("https://www.statmuse.com/nfl/ask/most-points-scored-in-a-super-bowl-by-a-team", "Most points scored in a Super Bowl by a team | StatMuse",
             "The San Francisco 49ers scored the most points in a Super Bowl, with 55 in Super Bowl XXIV against the Denver Broncos ...", "N/A"),
            ("https://www.cbssports.com/nfl/news/super-bowl-records-and-notes/", "Super Bowl records and notes - CBSSports.com",
             "Highest-scoring Super Bowl: 75 combined points in Super Bowl XXIX; lowest-scoring: 16 in Super Bowl LIII ...", "Feb 6, 2025"),
            ("https://en.wikipedia.org/wiki/Super_Bowl", "Super Bowl - Wikipedia",
             "The Super Bowl is the annual league championship game of the National Football League. Super Bowl LIX was played on February 9, 2025 ...", "N/A"),
            ("https://www.reddit.com/r/nfl/comments/1ig0x1k/super_bowl_records_that_will_never_be_broken/", "Super Bowl records that will never be broken : r/nfl",
             "Brady's 7 rings is more than any franchise. Jerry Rice 215 yards in XXIII ...", "Feb 2, 2025"),
            ("https://www.profootballhof.com/news/super-bowl-records/", "Super Bowl Records | Pro Football Hall of Fame",
             "Individual, team and coaching records across 59 Super Bowls ...", "N/A"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_Super_Bowl_records", "team and individual Super Bowl records: points, margin, wins"),
         """# List of Super Bowl records

From Wikipedia, the free encyclopedia

This is a list of **Super Bowl records**, compiled from the 59 Super Bowls played from Super Bowl I (January 15, 1967) through Super Bowl LIX (February 9, 2025). Records are for a single game unless noted as career.

## Team records

### Scoring

| Record | Value | Team | Game |
| --- | --- | --- | --- |
| Most points, game | 55 | San Francisco 49ers | XXIV (vs. Denver, 55-10) |
| Fewest points, game | 3 | Miami Dolphins | VI (vs. Dallas, 24-3) |
| Most points, both teams | 75 | San Francisco 49ers (49) vs. San Diego Chargers (26) | XXIX |
| Fewest points, both teams | 16 | New England Patriots (13) vs. Los Angeles Rams (3) | LIII |
| Largest margin of victory | 45 | San Francisco 49ers | XXIV (55-10) |
| Most points, half | 35 | Washington Redskins | XXII (second quarter) |
| Largest deficit overcome | 25 | New England Patriots | LI (trailed 28-3, won 34-28 OT) |

### Championships and appearances (career)

| Record | Value | Team(s) |
| --- | --- | --- |
| Most Super Bowl wins | 6 | New England Patriots, Pittsburgh Steelers |
| Most appearances | 11 | New England Patriots |
| Most losses | 5 | Denver Broncos, New England Patriots |
| Most consecutive wins | 2 | Green Bay, Miami, Pittsburgh (twice), San Francisco, Dallas, Denver, New England, Kansas City |

## Individual records

### Players (career)

| Record | Value | Player |
| --- | --- | --- |
| Most Super Bowl wins | 7 | Tom Brady (XXXVI, XXXVIII, XXXIX, XLIX, LI, LIII, LV) |
| Most appearances | 10 | Tom Brady |
| Most Super Bowl MVP awards | 5 | Tom Brady |
| Most passing yards, career | 3,039 | Tom Brady |
| Most touchdown passes, career | 21 | Tom Brady |

### Players (game)

| Record | Value | Player | Game |
| --- | --- | --- | --- |
| Most passing yards | 505 | Tom Brady | LII |
| Most touchdown passes | 6 | Steve Young | XXIX |
| Most rushing yards | 204 | Timmy Smith | XXII |
| Most receiving yards | 215 | Jerry Rice | XXIII |
| Most receptions | 14 | James White | LI |
| Longest field goal | 57 yards | Harrison Butker | LVIII |

### Coaches

| Record | Value | Coach |
| --- | --- | --- |
| Most wins as head coach | 6 | Bill Belichick |
| Most appearances as head coach | 9 | Bill Belichick |

## See also

- List of Super Bowl champions
- List of Super Bowl MVPs
- Super Bowl curse"""),
        m.add(items),
        m.remove(["most_combined_points"]),
        (search("Super Bowl LIX final score Eagles Chiefs records set"), sr(
            ("https://en.wikipedia.org/wiki/Super_Bowl_LIX", "Super Bowl LIX - Wikipedia",
             "Super Bowl LIX was played on February 9, 2025, at Caesars Superdome in New Orleans. The Philadelphia Eagles defeated the Kansas City Chiefs 40-22, denying the Chiefs a third consecutive title ...", "N/A"),
            ("https://www.nfl.com/news/eagles-defeat-chiefs-super-bowl-lix-jalen-hurts-mvp", "Eagles rout Chiefs 40-22 in Super Bowl LIX; Jalen Hurts named MVP - NFL.com",
             "Philadelphia led 24-0 at halftime; Hurts threw two touchdown passes and ran for another ...", "Feb 9, 2025"),
            ("https://www.espn.com/nfl/story/_/id/43780241/super-bowl-lix-records-eagles-chiefs", "Super Bowl LIX by the numbers: records set and tied - ESPN",
             "Hurts set the Super Bowl record for rushing yards by a quarterback with 72; the Chiefs' three-peat bid ended ...", "Feb 10, 2025"),
            ("https://www.pro-football-reference.com/boxscores/202502090nor.htm", "Super Bowl LIX - Philadelphia Eagles vs. Kansas City Chiefs - February 9th, 2025",
             "Box score: Eagles 40, Chiefs 22. Attendance 65,719 ...", "N/A"),
            ("https://apnews.com/article/super-bowl-eagles-chiefs-score-2025", "Eagles beat Chiefs 40-22 to win second Super Bowl title - AP News",
             "Philadelphia's defense sacked Patrick Mahomes six times, a career high ...", "Feb 10, 2025"),
            ("https://www.nytimes.com/athletic/6122471/2025/02/09/eagles-chiefs-super-bowl-result/", "Eagles deny Chiefs three-peat with dominant Super Bowl win - The Athletic",
             "The 18-point margin was the largest in a Super Bowl since Tampa Bay beat Kansas City by 22 in LV ...", "Feb 9, 2025"),
        )),
        (memory("retrieve_all"), pj(items)),
    ]
    rs.add(task="search", tid="h39-search-06", system=SYSTEM, turns=turns,
           state=state("What are the Super Bowl records for most wins by a player, most points by one team in a game, largest margin of victory, and most titles by a franchise?", "2025-04-02"),
           bad=True, turn=6, kind="memory key removed at turn 4 is listed again in retrieve_all")


def _letters(i: int) -> str:
    """International designator piece letters: A..Z, then AA, AB, ..."""
    a = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # I and O are not used
    return a[i] if i < len(a) else a[i // len(a) - 1] + a[i % len(a)]


def kuiper_satcat() -> str:
    rows = []
    for i in range(27):
        apo, per = 466 - (i % 5), 451 + (i % 3)
        status = "+" if i % 9 else "?"
        rows.append(f"| KUIPER-{8 + i:05d} | 2025-086{_letters(i)} | {63725 + i} | PAY | {status} | US | 2025-04-28 | AFETR | 93.62 | 51.92 | {apo} | {per} | LARGE |")
    rows.append(f"| ATLAS 5 CENTAUR R/B | 2025-086{_letters(27)} | 63752 | R/B | - | US | 2025-04-28 | AFETR | 93.48 | 51.90 | 458 | 437 | LARGE |")
    return "\n".join(rows)


# 07 Satellite launches by operator, ULA, CelesTrak SATCAT and N2YO: bad
def t07(rs: RowSet) -> None:
    m = Mem({"starlink_2025_launches_to_date": "pending"})
    init = dict(m.d)
    turns = [
        (search("Project Kuiper KA-01 first production launch Atlas V 27 satellites date"), sr(
            ("https://www.ulalaunch.com/missions/next-launch/atlas-v-kuiper-ka-01", "Atlas V | Project Kuiper | KA-01 - United Launch Alliance",
             "A United Launch Alliance Atlas V 551 launched 27 Project Kuiper satellites for Amazon from Space Launch Complex-41 on April 28, 2025 at 7:01 p.m. EDT ...", "Apr 28, 2025"),
            ("https://www.aboutamazon.com/news/innovation-at-amazon/project-kuiper-first-full-scale-satellite-mission-launch", "Amazon's Project Kuiper completes first full-scale satellite mission - About Amazon",
             "All 27 satellites separated at an altitude of 450 km and established contact with mission operations in Redmond ...", "Apr 29, 2025"),
            ("https://en.wikipedia.org/wiki/Project_Kuiper", "Project Kuiper - Wikipedia",
             "Project Kuiper is a satellite internet constellation being deployed by Amazon, planned to consist of 3,236 satellites in low Earth orbit ...", "N/A"),
            ("https://spacenews.com/atlas-5-launches-first-kuiper-production-satellites/", "Atlas 5 launches first Kuiper production satellites - SpaceNews",
             "The launch, delayed from April 9 by weather, is the first of eight Atlas V missions Amazon purchased; FCC rules require half the constellation by July 2026 ...", "Apr 28, 2025"),
            ("https://www.space.com/space-exploration/launches-spacecraft/amazon-project-kuiper-ka-01-launch", "Amazon launches 1st batch of Project Kuiper internet satellites - Space.com",
             "Liftoff came at 7:01 p.m. EDT (2301 GMT) from Cape Canaveral Space Force Station ...", "Apr 28, 2025"),
            ("https://nextspaceflight.com/launches/details/8121", "Atlas V 551 | KA-01 (Kuiper) - Next Spaceflight",
             "Status: Success. Launch time: Mon Apr 28, 2025 23:01 UTC. SLC-41, Cape Canaveral SFS ...", "N/A"),
            ("https://www.reuters.com/technology/space/amazon-launches-first-kuiper-internet-satellites-rival-starlink-2025-04-28/", "Amazon launches first Kuiper internet satellites to rival Starlink - Reuters",
             "Amazon has more than 80 launches booked across ULA, Arianespace, Blue Origin and SpaceX ...", "Apr 28, 2025"),
            ("https://planet4589.org/space/gcat/web/launch/index.html", "GCAT: Launch list - Jonathan McDowell",
             "General Catalog of Artificial Space Objects: orbital launch log with payload counts by operator ...", "N/A"),
        )),
        (extract("https://www.ulalaunch.com/missions/next-launch/atlas-v-kuiper-ka-01", "launch date and time, vehicle, pad, number of satellites, orbit"),
         """# Atlas V | Project Kuiper | KA-01

**Mission status:** Launched - April 28, 2025

A United Launch Alliance (ULA) Atlas V rocket launched the first Project Kuiper production mission for Amazon on **Monday, April 28, 2025 at 7:01 p.m. EDT** from Space Launch Complex-41 at Cape Canaveral Space Force Station, Florida.

## Mission facts

| Item | Detail |
| --- | --- |
| Customer | Amazon (Project Kuiper) |
| Mission | KA-01 |
| Launch vehicle | Atlas V 551 (five solid rocket boosters, 5-m payload fairing) |
| Launch site | Space Launch Complex-41, Cape Canaveral SFS |
| Launch time | 7:01 p.m. EDT (23:01 UTC) |
| Payload | 27 Project Kuiper satellites |
| Total payload mass | the heaviest payload ever flown on an Atlas V |
| Target orbit | 450 km circular, 51.9° inclination |
| Satellite separation | approx. 19 minutes after liftoff (first release) |
| Atlas V flight number | 101st Atlas V launch |

## Launch timeline (T+ h:m:s)

| Event | Time |
| --- | --- |
| RD-180 ignition / liftoff | 0:00:00 |
| Solid rocket booster jettison | 0:01:49 |
| Payload fairing jettison | 0:03:35 |
| Booster engine cutoff (BECO) | 0:04:24 |
| Centaur first main engine start (MES-1) | 0:04:34 |
| Centaur main engine cutoff (MECO-1) | 0:14:22 |
| Kuiper satellite separations begin | 0:19:07 |
| Final satellite separation | 0:25:41 |

## About the mission

Amazon purchased nine Atlas V launches in 2021, one of which flew the KuiperSat-1 and -2 prototypes in October 2023 (Protoflight mission), leaving eight for production satellites. KA-01 is the first of these. ULA will also launch Kuiper satellites on its Vulcan rocket (38 launches booked).

> "This is an exciting moment for Amazon and for ULA," said Tory Bruno, ULA President and CEO.

After separation, the satellites raise their orbits to an operational altitude of 630 km using onboard electric propulsion."""),
        m.add({"kuiper_ka01": "KA-01: Atlas V 551, SLC-41 Cape Canaveral, 28 Apr 2025 23:01 UTC (7:01 pm EDT), 27 Kuiper satellites, 450 km x 51.9 deg, operational 630 km"}),
        (search("CelesTrak SATCAT Kuiper KA-01 2025-086 NORAD catalog numbers"), sr(
            ("https://celestrak.org/satcat/records.php?INTDES=2025-086", "CelesTrak: SATCAT Records for 2025-086",
             "28 records found. KUIPER-00008 ... KUIPER-00034, ATLAS 5 CENTAUR R/B. Launch date 2025-04-28, launch site AFETR ...", "N/A"),
            ("https://celestrak.org/NORAD/elements/gp.php?GROUP=kuiper&FORMAT=tle", "celestrak.org - Kuiper GP elements",
             "KUIPER-00008 1 63725U 25086A 25134.51872106 .00004912 00000-0 28512-3 0 9993 ...", "N/A"),
            ("https://celestrak.org/NORAD/documentation/satcat-format.php", "SATCAT Format Documentation - CelesTrak",
             "OBJECT_ID: international designator (COSPAR ID); NORAD_CAT_ID: satellite catalog number; OPS_STATUS_CODE: + operational, - nonoperational, ? unknown ...", "N/A"),
            ("https://www.space-track.org/", "Space-Track.org",
             "Registered users can access the public satellite catalog maintained by the 18th and 19th Space Defense Squadrons ...", "N/A"),
            ("https://planet4589.org/space/con/kuiper/stats.html", "Kuiper statistics - Jonathan's Space Pages",
             "Kuiper launches: 1 production launch (27 satellites) plus 2 prototypes; satellites in orbit, raising, operational ...", "N/A"),
            ("https://www.reddit.com/r/Starlink/comments/1kb0q7m/kuiper_satellites_catalogued/", "Kuiper satellites catalogued : r/Starlink",
             "Space-Track has them as 63725-63751, Centaur is 63752. Interesting that they're named by serial, not 1-27 ...", "May 1, 2025"),
        )),
        (extract("https://celestrak.org/satcat/records.php?INTDES=2025-086", "catalog records for all objects of the launch"),
         """# SATCAT Records

**Query:** INTDES=2025-086 | **28 records found** | Data current as of 2025 May 15 04:12:08 UTC

Legend: OPS status + operational, - nonoperational, ? unknown; PERIOD in minutes, INCL in degrees, APOGEE/PERIGEE in km.

| OBJECT_NAME | OBJECT_ID | NORAD_CAT_ID | TYPE | OPS | OWNER | LAUNCH_DATE | LAUNCH_SITE | PERIOD | INCL | APOGEE | PERIGEE | RCS |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
""" + kuiper_satcat() + """

Export: CSV | JSON | XML | Table of GP elements for these objects"""),
        m.add({"kuiper_ka01_catalog": "COSPAR 2025-086A to 2025-086AC, NORAD 63725-63751 (KUIPER-00008 ... KUIPER-00034); Centaur R/B 2025-086AD = 63752"}),
        (search("KUIPER-00012 satellite tracking NORAD n2yo"), sr(
            ("https://www.n2yo.com/satellite/?s=63729", "KUIPER-00012 Satellite details 2025-086E NORAD 63729 - N2YO.com",
             "KUIPER-00012 is classified as: Amazon Kuiper. Launch date: April 28, 2025. Track KUIPER-00012 now! ...", "N/A"),
            ("https://www.heavens-above.com/SatInfo.aspx?satid=63729", "KUIPER-00012 - Satellite Information - Heavens-Above",
             "Orbit: 452 x 462 km, 51.9 deg. Intrinsic brightness ...", "N/A"),
            ("https://celestrak.org/NORAD/elements/gp.php?CATNR=63729", "celestrak.org - GP elements for 63729",
             "KUIPER-00012 1 63729U 25086E ...", "N/A"),
            ("https://www.satflare.com/track.asp?q=63729", "KUIPER-00012 - Satflare",
             "Live tracking and pass predictions for KUIPER-00012 ...", "N/A"),
            ("https://www.n2yo.com/satellites/?c=55", "Amazon Kuiper satellites - N2YO.com",
             "List of satellites in the Amazon Kuiper category: 27 objects ...", "N/A"),
        )),
        (extract("https://www.n2yo.com/satellite/?s=63729", "NORAD ID, international designator, orbit of KUIPER-00012"),
         """# KUIPER-00012

[Track KUIPER-00012 now!] | [10-day predictions] | [Search]

| Field | Value |
| --- | --- |
| NORAD ID | 63739 |
| Int'l Code | 2025-086E |
| Perigee | 452.3 km |
| Apogee | 462.4 km |
| Inclination | 51.9° |
| Period | 93.6 minutes |
| Semi major axis | 6829 km |
| RCS | Unknown |
| Launch date | April 28, 2025 |
| Source | United States (US) |
| Launch site | AIR FORCE EASTERN TEST RANGE (AFETR) |

KUIPER-00012 is classified as: **Amazon Kuiper**

## Two Line Element Set (TLE)

```
1 63729U 25086E   25134.43812532  .00005120  00000-0  29603-3 0  9990
2 63729  51.9183 117.6409 0008082 262.4717  97.5336 15.38214706  2521
```

Source of the keplerian elements: AFSPC

## Comments

Amazon's first batch of 27 production Kuiper satellites, launched on the KA-01 mission aboard an Atlas V 551 from Cape Canaveral. The satellites are raising their orbits from about 450 km to the operational shell at 630 km.

## Category

Amazon Kuiper (27 objects tracked)"""),
        (search("Starlink launches 2025 so far count May 2025"), sr(
            ("https://en.wikipedia.org/wiki/List_of_Starlink_and_Starshield_launches", "List of Starlink and Starshield launches - Wikipedia",
             "As of mid-May 2025, SpaceX has launched 48 Starlink missions in 2025, deploying over 1,150 satellites ...", "N/A"),
            ("https://planet4589.org/space/con/star/stats.html", "Starlink statistics - Jonathan's Space Pages",
             "Total launched: 8,017; in orbit: 7,230; working: 7,187 (as of 2025 May 14) ...", "N/A"),
            ("https://www.space.com/spacex-starlink-satellites.html", "Starlink satellites: Facts, tracking and impact on astronomy - Space.com",
             "SpaceX launched its first 60 operational Starlink satellites in May 2019 ...", "May 13, 2025"),
            ("https://spaceflightnow.com/launch-schedule/", "Launch Schedule - Spaceflight Now",
             "Falcon 9 - Starlink 6-74, Starlink 15-4, Starlink 11-22 ...", "N/A"),
            ("https://www.nextspaceflight.com/launches/past/?search=starlink", "Past launches - Starlink - Next Spaceflight",
             "Falcon 9 Block 5 | Starlink Group 6-74 | May 13, 2025 ...", "N/A"),
            ("https://www.reddit.com/r/SpaceXLounge/comments/1kl2f8x/2025_launch_count/", "2025 launch count thread : r/SpaceXLounge",
             "We're at 58 Falcon launches as of May 13, 48 of them Starlink ...", "May 13, 2025"),
        )),
        m.get(["kuiper_ka01", "kuiper_ka01_catalog"]),
    ]
    rs.add(task="search", tid="h39-search-07", system=SYSTEM, turns=turns,
           state=state("Give the details of Amazon's first Project Kuiper production launch: date and time, rocket, pad, number of satellites, the international designator and the NORAD catalog numbers assigned. Then note how many Starlink launches SpaceX has flown in 2025 so far.", "2025-05-15", init),
           bad=True, turn=8, kind="satellite's NORAD catalog number on the tracker page differs from the SATCAT record and URL")


# 08 Vuelta a España stages, ProCyclingStats and lavuelta.es classifications: clean
def t08(rs: RowSet) -> None:
    m = Mem()
    gc_final = [("Primož Roglič", "Red Bull - BORA - hansgrohe", "81:49:44", "", "81h 49' 44''", ""),
                ("Ben O'Connor", "Decathlon AG2R La Mondiale Team", "81:52:20", "+2:36", "81h 52' 20''", "+ 00h 02' 36''"),
                ("Enric Mas", "Movistar Team", "81:52:57", "+3:13", "81h 52' 57''", "+ 00h 03' 13''"),
                ("Richard Carapaz", "EF Education - EasyPost", "81:53:46", "+4:02", "81h 53' 46''", "+ 00h 04' 02''"),
                ("Mikel Landa", "Soudal Quick-Step", "81:55:18", "+5:34", "81h 55' 18''", "+ 00h 05' 34''"),
                ("Carlos Rodríguez", "INEOS Grenadiers", "81:56:25", "+6:41", "81h 56' 25''", "+ 00h 06' 41''"),
                ("Florian Lipowitz", "Red Bull - BORA - hansgrohe", "81:57:00", "+7:16", "81h 57' 00''", "+ 00h 07' 16''"),
                ("Mattias Skjelmose", "Lidl - Trek", "81:58:53", "+9:09", "81h 58' 53''", "+ 00h 09' 09''"),
                ("Pavel Sivakov", "UAE Team Emirates", "81:59:36", "+9:52", "81h 59' 36''", "+ 00h 09' 52''"),
                ("Sepp Kuss", "Team Visma - Lease a Bike", "82:00:51", "+11:07", "82h 00' 51''", "+ 00h 11' 07''")]
    pcs_gc = "\n".join(f"| {i} | {n} | {t} | {g if g else tm} |" for i, (n, t, tm, g, _, _) in enumerate(gc_final, 1))
    lv_gc = "\n".join(f"| {i} | {n.upper()} | {t} | {lt} | {lg} |" for i, (n, t, _, _, lt, lg) in enumerate(gc_final, 1))
    turns = [
        (search("Vuelta a España 2024 stage 9 result Motril Granada general classification after stage 9"), sr(
            ("https://www.procyclingstats.com/race/vuelta-a-espana/2024/stage-9", "Vuelta a España 2024 Stage 9 results - ProCyclingStats",
             "Stage 9 » Motril › Granada (178.5km). Winner: Adam Yates. Ben O'Connor keeps the red jersey with 3:53 over Primož Roglič ...", "Sep 1, 2024"),
            ("https://www.lavuelta.es/en/rankings/stage-9", "Stage 9 rankings - La Vuelta 24",
             "Motril > Granada, 178.5 km. Stage ranking, general individual ranking, points, mountains, youth and teams ...", "Sep 1, 2024"),
            ("https://www.cyclingnews.com/races/vuelta-a-espana-2024/stage-9/results/", "Vuelta a España stage 9: Adam Yates solos to victory in Granada - Cyclingnews",
             "Adam Yates attacked on the Alto de Hazallanas and held on to win alone; Roglič took time on O'Connor in the final kilometres ...", "Sep 1, 2024"),
            ("https://www.velo.outsideonline.com/road/road-racing/vuelta-a-espana-2024-stage-9/", "Vuelta a España stage 9: Adam Yates wins in Granada - Velo",
             "O'Connor lost 13 seconds to Roglič but remains in red going into the first rest day ...", "Sep 1, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Vuelta_a_Espa%C3%B1a", "2024 Vuelta a España - Wikipedia",
             "The 2024 Vuelta a España was the 79th edition, held between 17 August and 8 September 2024. Primož Roglič won his fourth Vuelta, a record-equalling total ...", "N/A"),
            ("https://www.eurosport.com/cycling/vuelta-a-espana/2024/stage-9-report", "Vuelta a España 2024 Stage 9 report - Eurosport",
             "Adam Yates soloed to victory after attacking 53 km from the finish; O'Connor limited his losses to Roglič ...", "Sep 1, 2024"),
            ("https://www.teampogacar.com/", "UAE Team Emirates - official site",
             "Adam Yates wins stage 9 of La Vuelta 2024 ...", "Sep 1, 2024"),
            ("https://www.reddit.com/r/peloton/comments/1f6a0yq/vuelta_a_espana_2024_stage_9_discussion/", "Vuelta a España 2024 - Stage 9 discussion : r/peloton",
             "Yates off the front on Hazallanas, O'Connor holding on surprisingly well ...", "Sep 1, 2024"),
        )),
        (extract("https://www.procyclingstats.com/race/vuelta-a-espana/2024/stage-9", "stage result and GC after stage 9"),
         """# Vuelta a España 2024 | Stage 9

**Motril › Granada (178.5km)** | Date: 1 September 2024 | Avg. speed winner: 36.9 km/h | Race category: ME - Men Elite | ProfileScore: 268 | Vert. meters: 4,368 | Won how: 53 km solo

## Stage result

| Rnk | Rider | Team | UCI | Pnt | Time |
| --- | --- | --- | --- | --- | --- |
| 1 | YATES Adam | UAE Team Emirates | 120 | 100 | 4:50:15 |
| 2 | RODRÍGUEZ Carlos | INEOS Grenadiers | 50 | 40 | +1:07 |
| 3 | ROGLIČ Primož | Red Bull - BORA - hansgrohe | 40 | 35 | +1:07 |
| 4 | MAS Enric | Movistar Team | 30 | 30 | +1:07 |
| 5 | CARAPAZ Richard | EF Education - EasyPost | 25 | 25 | +1:12 |
| 6 | LANDA Mikel | Soudal Quick-Step | 22 | 20 | +1:20 |
| 7 | O'CONNOR Ben | Decathlon AG2R La Mondiale Team | 20 | 15 | +1:20 |
| 8 | LIPOWITZ Florian | Red Bull - BORA - hansgrohe | 18 | 12 | +1:34 |
| 9 | SKJELMOSE Mattias | Lidl - Trek | 16 | 10 | +1:41 |
| 10 | KUSS Sepp | Team Visma - Lease a Bike | 14 | 8 | +2:05 |

## General classification after stage 9

| Rnk | Rider | Team | Time |
| --- | --- | --- | --- |
| 1 | O'CONNOR Ben | Decathlon AG2R La Mondiale Team | 35:31:45 |
| 2 | ROGLIČ Primož | Red Bull - BORA - hansgrohe | +3:53 |
| 3 | MAS Enric | Movistar Team | +4:24 |
| 4 | CARAPAZ Richard | EF Education - EasyPost | +4:45 |
| 5 | RODRÍGUEZ Carlos | INEOS Grenadiers | +5:12 |
| 6 | LANDA Mikel | Soudal Quick-Step | +5:22 |
| 7 | LIPOWITZ Florian | Red Bull - BORA - hansgrohe | +5:58 |
| 8 | SKJELMOSE Mattias | Lidl - Trek | +6:10 |
| 9 | YATES Adam | UAE Team Emirates | +6:31 |
| 10 | KUSS Sepp | Team Visma - Lease a Bike | +7:20 |

Jerseys after stage 9: red (GC) Ben O'Connor · green (points) Wout van Aert · polka dot (KOM) Wout van Aert · white (youth) Carlos Rodríguez

Next: Rest day (2 Sep), Stage 10 Ponteareas › Baiona (160 km)"""),
        m.add({"vuelta24_stage9": "Stage 9 Motril-Granada 178.5 km, 1 Sep 2024: winner Adam Yates (UAE) solo; GC after: O'Connor red, Roglič +3:53, Mas +4:24"}),
        (search("Vuelta a España 2024 final general classification Roglič O'Connor Mas gap Madrid"), sr(
            ("https://www.lavuelta.es/en/rankings/stage-21", "Stage 21 rankings - La Vuelta 24",
             "Final general individual ranking: 1 Primož Roglič 81h 49' 44'', 2 Ben O'Connor + 00h 02' 36'', 3 Enric Mas + 00h 03' 13'' ...", "Sep 8, 2024"),
            ("https://www.procyclingstats.com/race/vuelta-a-espana/2024/stage-21", "Vuelta a España 2024 Stage 21 (ITT) results - ProCyclingStats",
             "Stage 21 (ITT) » Madrid › Madrid (24.6km). Winner: Stefan Küng. Final GC: Roglič ...", "Sep 8, 2024"),
            ("https://www.cyclingnews.com/news/primoz-roglic-wins-fourth-vuelta-a-espana/", "Primož Roglič wins record-equalling fourth Vuelta a España - Cyclingnews",
             "Roglič matched Roberto Heras' record of four overall wins; O'Connor, who led for 13 days, finished second, 2:36 back ...", "Sep 8, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Vuelta_a_Espa%C3%B1a", "2024 Vuelta a España - Wikipedia",
             "Final general classification: Roglič, O'Connor +2' 36\", Mas +3' 13\" ...", "N/A"),
            ("https://www.bbc.com/sport/cycling/articles/c2ld7wn1z0xo", "Vuelta a España: Primoz Roglič wins fourth title - BBC Sport",
             "Stefan Küng won the final time trial in Madrid; Kaden Groves took the points jersey after Wout van Aert's crash ...", "Sep 8, 2024"),
            ("https://www.redbullbora-hansgrohe.com/en/news/roglic-vuelta-2024", "Roglič claims fourth La Vuelta crown - Red Bull - BORA - hansgrohe",
             "Florian Lipowitz completed a strong race in seventh overall ...", "Sep 8, 2024"),
            ("https://www.velo.outsideonline.com/road/road-racing/vuelta-a-espana-2024-final-gc/", "Vuelta a España 2024 final GC: Roglič seals fourth crown - Velo",
             "Carapaz finished fourth, 4:02 down, after winning the final-week mountain stage ...", "Sep 8, 2024"),
        )),
        (extract("https://www.lavuelta.es/en/rankings/stage-21", "final general individual ranking top 10"),
         """# La Vuelta 24 - Rankings - Stage 21

**Madrid > Madrid** | 8 September 2024 | Individual time trial, 24.6 km

Stage ranking | **General individual ranking** | Points | Mountain | Youth | Teams

## General individual ranking (final)

| Rank | Rider | Team | Times | Gap |
| --- | --- | --- | --- | --- |
""" + lv_gc + """

## Final jersey winners

| Classification | Jersey | Winner |
| --- | --- | --- |
| General | Red | PRIMOŽ ROGLIČ (Red Bull - BORA - hansgrohe) |
| Points | Green | KADEN GROVES (Alpecin - Deceuninck) |
| Mountains | Polka dot | JAY VINE (UAE Team Emirates) |
| Youth | White | CARLOS RODRÍGUEZ (INEOS Grenadiers) |
| Teams | - | Red Bull - BORA - hansgrohe |

Primož Roglič wins La Vuelta for a fourth time (2019, 2020, 2021, 2024), equalling the record of Roberto Heras."""),
        m.add({"vuelta24_final_gc": "Final GC 8 Sep 2024: 1 Roglič 81h49'44\", 2 O'Connor +2:36, 3 Mas +3:13, 4 Carapaz +4:02, 5 Landa +5:34; stage 21 ITT Madrid 24.6 km"}),
        (extract("https://www.procyclingstats.com/race/vuelta-a-espana/2024/stage-21", "stage 21 winner and final GC"),
         """# Vuelta a España 2024 | Stage 21 (ITT)

**Madrid › Madrid (24.6km)** | Date: 8 September 2024 | Avg. speed winner: 53.6 km/h | Race category: ME - Men Elite | ProfileScore: 4 | Won how: Time Trial

## Stage result

| Rnk | Rider | Team | UCI | Time |
| --- | --- | --- | --- | --- |
| 1 | KÜNG Stefan | Groupama - FDJ | 120 | 27:32 |
| 2 | ROGLIČ Primož | Red Bull - BORA - hansgrohe | 50 | +0:06 |
| 3 | VAN BAARLE Dylan | Team Visma - Lease a Bike | 40 | +0:28 |
| 4 | O'CONNOR Ben | Decathlon AG2R La Mondiale Team | 30 | +0:41 |
| 5 | LIPOWITZ Florian | Red Bull - BORA - hansgrohe | 25 | +0:44 |
| 6 | SKJELMOSE Mattias | Lidl - Trek | 22 | +0:52 |
| 7 | MAS Enric | Movistar Team | 20 | +1:04 |
| 8 | RODRÍGUEZ Carlos | INEOS Grenadiers | 18 | +1:09 |
| 9 | LANDA Mikel | Soudal Quick-Step | 16 | +1:22 |
| 10 | CARAPAZ Richard | EF Education - EasyPost | 14 | +1:30 |

## Final general classification

| Rnk | Rider | Team | Time |
| --- | --- | --- | --- |
""" + pcs_gc + """

Final jerseys: red Primož Roglič · green Kaden Groves · polka dot Jay Vine · white Carlos Rodríguez"""),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-08", system=SYSTEM, turns=turns,
           state=state("In the 2024 Vuelta a España, who won stage 9 and who led the race after it, and how did the final general classification in Madrid differ from the standings after stage 9?", "2025-02-04"))


# 09 Wildfire burned area, CIFFC situation reports and EFFIS: bad
def t09(rs: RowSet) -> None:
    init = {"units": "hectares (1 ha = 2.471 acres)", "ca_10yr_avg": "pending"}
    m = Mem(init)
    turns = [
        (search("CIFFC 2023 wildfire season final total area burned Canada hectares number of fires"), sr(
            ("https://ciffc.ca/sites/default/files/2024-03/CIFFC_2023CanadaReport_FINAL.pdf", "Canada Report 2023 - Canadian Interagency Forest Fire Centre",
             "The 2023 fire season was the most destructive on record in Canada: 6,623 fires burned 18,401,365 hectares, well over double the previous record ...", "Mar 2024"),
            ("https://natural-resources.canada.ca/our-natural-resources/forests/wildland-fires-insects-disturbances/forest-fires/13143", "Canada's record-breaking 2023 wildfire season - Natural Resources Canada",
             "More than 15 million hectares burned by early September; over 230,000 people evacuated ...", "Oct 2023"),
            ("https://en.wikipedia.org/wiki/2023_Canadian_wildfires", "2023 Canadian wildfires - Wikipedia",
             "The 2023 Canadian wildfires were the most destructive wildfire season in Canada's history, burning about 18.4 million hectares ...", "N/A"),
            ("https://ciffc.ca/", "CIFFC - Canadian Interagency Forest Fire Centre",
             "National Preparedness Level, fires to date, area burned to date, active fires by agency ...", "N/A"),
            ("https://www.cbc.ca/news/climate/wildfire-season-2023-wrap-1.7017312", "Canada's 2023 wildfire season in numbers - CBC News",
             "Quebec and the Northwest Territories were among the hardest hit; the area burned is roughly the size of North Dakota ...", "Nov 3, 2023"),
            ("https://www.nature.com/articles/s41467-024-51154-7", "Drivers and impacts of the record-breaking 2023 wildfire season in Canada - Nature Communications",
             "The 2023 season burned about 15 Mha of forest, emitting an estimated 647 Tg C ...", "Aug 20, 2024"),
            ("https://cwfis.cfs.nrcan.gc.ca/report", "Canadian Wildland Fire Information System - Fire Reports",
             "National fire summary: number of fires and area burned by agency, year to date and historical comparisons ...", "N/A"),
            ("https://www.reddit.com/r/canada/comments/17k2xqk/2023_wildfire_season_final_numbers/", "2023 wildfire season final numbers : r/canada",
             "Over 18 million hectares, previous record was 7.1 million in 1995. Insane ...", "Oct 31, 2023"),
        )),
        (extract("https://ciffc.ca/sites/default/files/2024-03/CIFFC_2023CanadaReport_FINAL.pdf", "total fires and hectares burned in 2023 by agency, comparison with average"),
         """# Canada Report 2023 - Fire Season Summary

**Canadian Interagency Forest Fire Centre (CIFFC)** | Published March 2024

## Overview

The 2023 wildland fire season was the most severe on record in Canada. A total of **6,623 fires** burned **18,401,365 hectares**, more than double the previous record of 7.1 million ha (1995) and roughly 8.5 times the 10-year average. National Preparedness Level 5 (the highest) was in effect for 80 consecutive days, and a record 5,500+ international personnel from 12 countries were mobilized.

## Fires and area burned by agency (1 January - 31 December 2023)

| Agency | Fires | Hectares |
| --- | --- | --- |
| BC - British Columbia | 2,245 | 2,840,545 |
| YT - Yukon | 183 | 158,000 |
| AB - Alberta | 1,092 | 2,215,150 |
| SK - Saskatchewan | 539 | 1,846,021 |
| MB - Manitoba | 385 | 722,811 |
| ON - Ontario | 665 | 441,396 |
| QC - Québec (SOPFEU) | 705 | 4,529,000 |
| NL - Newfoundland & Labrador | 111 | 57,810 |
| NB - New Brunswick | 150 | 1,211 |
| NS - Nova Scotia | 119 | 25,100 |
| PE - Prince Edward Island | 25 | 35 |
| NT - Northwest Territories | 298 | 4,161,870 |
| PC - Parks Canada | 106 | 1,402,416 |
| **Total** | **6,623** | **18,401,365** |

## Comparison

| Measure | Fires | Hectares |
| --- | --- | --- |
| 2023 | 6,623 | 18,401,365 |
| 10-year average (2013-2022) | 5,597 | 2,152,498 |
| Previous record year (1995) | 8,262 | 7,130,000 |

## Evacuations and resources

- More than 232,000 people evacuated; Yellowknife (NT) was evacuated in August.
- Peak of 1,000+ fires burning simultaneously in early June.
- 5,500+ international personnel (Australia, New Zealand, USA, South Africa, France, Portugal, Spain, Chile, Mexico, Costa Rica, Brazil, South Korea).

*Figures are agency-reported and may differ slightly from the National Burned Area Composite (NBAC), which maps 17.3 million ha.*"""),
        m.add({"ca_2023": "2023: 6,623 fires, 18,401,365 ha (CIFFC final; NBAC maps 17.3 Mha); previous record 7.13 Mha (1995)"}),
        (search("CIFFC 2024 wildfire season summary total hectares burned Canada 10-year average"), sr(
            ("https://ciffc.ca/sites/default/files/2025-02/CIFFC_2024CanadaReport_FINAL.pdf", "Canada Report 2024 - Canadian Interagency Forest Fire Centre",
             "5,711 fires burned 5,337,912 hectares in 2024, the second-largest area burned since 1995; the 10-year average area burned (2014-2023) is 3,572,635 ha ...", "Feb 2025"),
            ("https://www.cbc.ca/news/canada/edmonton/jasper-wildfire-2024-1.7277401", "Jasper wildfire destroys a third of town's structures - CBC News",
             "The Jasper Wildfire Complex burned about 32,000 hectares and destroyed 358 structures ...", "Jul 26, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Canadian_wildfires", "2024 Canadian wildfires - Wikipedia",
             "By the end of the season, about 5.3 million hectares had burned across Canada ...", "N/A"),
            ("https://natural-resources.canada.ca/forest-fires/2024-wildland-fire-season", "2024 wildland fire season - Natural Resources Canada",
             "2024 was another severe season, with the NWT, BC and Alberta most affected ...", "Dec 2024"),
            ("https://www.theglobeandmail.com/canada/article-canada-2024-wildfire-season-review/", "Canada's 2024 wildfire season: a year after the record - The Globe and Mail",
             "Area burned was roughly a third of 2023 but still above average ...", "Nov 15, 2024"),
            ("https://cwfis.cfs.nrcan.gc.ca/report/graphs", "CWFIS - Area burned graphs",
             "Cumulative area burned, current year vs. 10-year average and previous years ...", "N/A"),
        )),
        (extract("https://ciffc.ca/sites/default/files/2025-02/CIFFC_2024CanadaReport_FINAL.pdf", "2024 totals and 10-year average"),
         """# Canada Report 2024 - Fire Season Summary

**Canadian Interagency Forest Fire Centre (CIFFC)** | Published February 2025

## Overview

In 2024, **5,711 fires** burned **5,337,912 hectares** in Canada, the second-largest area burned since 1995 after the record 2023 season. The national preparedness level reached APL 5 on 23 July, and remained at 4 or higher for 38 days. The Jasper Wildfire Complex (Parks Canada) destroyed about a third of the structures in the town of Jasper.

## Fires and area burned by agency (1 January - 31 December 2024)

| Agency | Fires | Hectares |
| --- | --- | --- |
| BC - British Columbia | 1,688 | 1,083,800 |
| YT - Yukon | 140 | 113,860 |
| AB - Alberta | 1,255 | 713,890 |
| SK - Saskatchewan | 496 | 376,412 |
| MB - Manitoba | 301 | 256,330 |
| ON - Ontario | 472 | 41,705 |
| QC - Québec (SOPFEU) | 418 | 22,180 |
| NL - Newfoundland & Labrador | 129 | 148,903 |
| NB - New Brunswick | 274 | 1,350 |
| NS - Nova Scotia | 188 | 1,022 |
| PE - Prince Edward Island | 21 | 22 |
| NT - Northwest Territories | 254 | 2,519,890 |
| PC - Parks Canada | 75 | 58,548 |
| **Total** | **5,711** | **5,337,912** |

## Comparison

| Measure | Fires | Hectares |
| --- | --- | --- |
| 2024 | 5,711 | 5,337,912 |
| 2023 | 6,623 | 18,401,365 |
| 10-year average (2014-2023) | 5,688 | 3,572,635 |

*The 10-year average now includes the record 2023 season, which raises it by about two-thirds compared with the 2013-2022 average (2,152,498 ha).*"""),
        m.add({"ca_2024": "2024: 5,711 fires, 5,337,912 ha (CIFFC final); 2nd largest since 1995"}),
        (search("EFFIS 2023 burned area European Union total hectares annual report"), sr(
            ("https://publications.jrc.ec.europa.eu/repository/handle/JRC139704", "Forest Fires in Europe, Middle East and North Africa 2023 - JRC Publications",
             "In 2023, 504,002 ha burned in the EU, making it one of the worst fire seasons since 2000; the largest single fire (Evros, Greece) burned 96,000 ha ...", "Nov 2024"),
            ("https://forest-fire.emergency.copernicus.eu/apps/effis.statistics/estimates", "EFFIS - Current statistics portal",
             "Cumulative burnt area for EU countries, year to date vs. 2006-2024 average ...", "N/A"),
            ("https://en.wikipedia.org/wiki/2023_Greece_wildfires", "2023 Greece wildfires - Wikipedia",
             "The Evros wildfire was the largest wildfire ever recorded in the European Union ...", "N/A"),
            ("https://www.eea.europa.eu/en/analysis/indicators/forest-fires-in-europe", "Forest fires in Europe - European Environment Agency",
             "Burnt area in the EU has shown large inter-annual variability; 2017 and 2022 were the worst years since records began ...", "N/A"),
            ("https://joint-research-centre.ec.europa.eu/jrc-news-and-updates/wildfires-2023-report", "Wildfires in 2023: EU burned area report - JRC",
             "More than 500,000 ha burned in the EU in 2023, about the size of Bali ...", "Nov 4, 2024"),
        )),
        m.add({"eu_2023": "EU 2023: 504,002 ha burned (EFFIS/JRC annual report); largest fire Evros, Greece ~96,000 ha"}),
        (memory("retrieve_all"), pj({k: v for k, v in m.d.items() if k != "eu_2023"})),
        m.update({"ca_10yr_avg": "10-yr avg area burned: 2,152,498 ha (2013-2022) -> 3,572,635 ha (2014-2023, incl. 2023 record)"}),
        (extract("https://publications.jrc.ec.europa.eu/repository/handle/JRC139704", "EU total burned area 2023 and country breakdown"),
         """# Forest Fires in Europe, Middle East and North Africa 2023

**JRC Technical Report** | EUR 31962 EN | ISBN 978-92-68-19475-2 | doi:10.2760/8027062

San-Miguel-Ayanz, J., Durrant, T., Boca, R., Maianti, P., Libertà, G., Oom, D., Branco, A., de Rigo, D., Suarez-Moreno, M., Ferrari, D., et al.

## Executive summary

The 2023 fire season in the European Union was one of the most severe of the last two decades. According to EFFIS, **504,002 ha** of natural land burned in the 27 EU Member States, about 70% more than the 2006-2022 average. Greece accounted for the largest share, with the Evros (Alexandroupolis) fire in August burning about 96,000 ha, the largest single wildfire recorded in the EU since EFFIS began mapping.

## Burnt area by country (fires >= 30 ha mapped by EFFIS), 2023

| Country | Burnt area (ha) | Number of mapped fires |
| --- | --- | --- |
| Greece | 174,746 | 205 |
| Italy | 96,339 | 589 |
| Spain | 91,220 | 516 |
| Portugal | 34,441 | 312 |
| Croatia | 16,912 | 79 |
| France | 16,410 | 152 |
| Cyprus | 14,104 | 32 |
| Bulgaria | 13,977 | 141 |
| Romania | 12,486 | 246 |
| Other EU Member States | 33,367 | 421 |
| **EU27 total** | **504,002** | **2,693** |

## Notes

- Figures include all land cover types; about 38% of the burnt area was in Natura 2000 sites.
- EU burnt area 2022: 837,212 ha; 2017: 988,524 ha (highest on record)."""),
    ]
    rs.add(task="search", tid="h39-search-09", system=SYSTEM, turns=turns,
           state=state("How much area burned in Canada's 2023 and 2024 wildfire seasons (CIFFC figures) compared with the 10-year average, and how does that compare with the EU's burned area in 2023?", "2025-04-22", init),
           bad=True, turn=9, kind="memory key added at turn 8 is missing from retrieve_all")


# (name, nation, SP score, SP PCS, SP ded, FS score, FS PCS, FS ded)
WORLDS25_MEN = [
    ("Ilia MALININ", "USA", 110.41, 45.86, 0.00, 208.15, 93.42, 0.00),
    ("Mikhail SHAIDOROV", "KAZ", 92.35, 40.12, 0.00, 195.35, 86.90, 0.00),
    ("Yuma KAGIYAMA", "JPN", 100.47, 46.10, 0.00, 185.39, 91.88, -1.00),
    ("Shun SATO", "JPN", 93.24, 42.05, 0.00, 181.20, 85.44, 0.00),
    ("Adam SIAO HIM FA", "FRA", 95.17, 44.23, 0.00, 176.02, 89.10, -2.00),
    ("Daniel GRASSL", "ITA", 86.30, 40.88, -1.00, 181.75, 84.02, 0.00),
    ("Junhwan CHA", "KOR", 88.36, 43.11, 0.00, 174.40, 87.65, -1.00),
    ("Lukas BRITSCHGI", "SUI", 87.22, 41.37, 0.00, 170.90, 83.16, 0.00),
    ("Nika EGADZE", "GEO", 84.96, 39.92, 0.00, 169.88, 80.74, 0.00),
    ("Andrew TORGASHEV", "USA", 85.72, 41.05, 0.00, 165.12, 82.30, -1.00),
]


def _rank(idx: int) -> dict[str, int]:
    order = sorted(WORLDS25_MEN, key=lambda r: -r[idx])
    return {r[0]: i for i, r in enumerate(order, 1)}


def worlds_final() -> str:
    sp, fs = _rank(2), _rank(5)
    rows = sorted(WORLDS25_MEN, key=lambda r: -(r[2] + r[5]))
    return "\n".join(f"| {i} | {n} | {c} | {sp_ + fs_:.2f} | {sp[n]} | {sp_:.2f} | {fs[n]} | {fs_:.2f} |"
                     for i, (n, c, sp_, _, _, fs_, _, _) in enumerate(rows, 1))


def worlds_segment(short: bool) -> str:
    k = 2 if short else 5
    rows = sorted(WORLDS25_MEN, key=lambda r: -r[k])
    out = []
    for i, r in enumerate(rows, 1):
        score, pcs, ded = r[k], r[k + 1], r[k + 2]
        tes = round(score - pcs - ded, 2)
        out.append(f"| {i} | {r[0]} | {r[1]} | {score:.2f} | {tes:.2f} | {pcs:.2f} | {ded:.2f} |")
    return "\n".join(out)


# 10 Figure skating scores, ISU results pages: clean
def t10(rs: RowSet) -> None:
    m = Mem()
    turns = [
        (search("2025 World Figure Skating Championships men results Malinin total score short program free skate"), sr(
            ("https://www.isuresults.com/results/season2425/wc2025/CAT001RS.htm", "ISU World Figure Skating Championships 2025 - Men - Result",
             "Men Result: 1 Ilia MALININ USA 318.56, 2 Mikhail SHAIDOROV KAZ 287.70, 3 Yuma KAGIYAMA JPN 285.86 ...", "Mar 28, 2025"),
            ("https://www.isu.skating/figure-skating/news/news-detail/malinin-defends-world-title-boston-2025", "Malinin defends World title in Boston - International Skating Union",
             "Ilia Malinin (USA) retained his title with 318.56 points; Mikhail Shaidorov won Kazakhstan's first World medal in men's singles since Denis Ten in 2015 ...", "Mar 28, 2025"),
            ("https://en.wikipedia.org/wiki/2025_World_Figure_Skating_Championships", "2025 World Figure Skating Championships - Wikipedia",
             "The 2025 World Figure Skating Championships were held from March 24-30, 2025 at TD Garden in Boston, Massachusetts ...", "N/A"),
            ("https://www.nbcsports.com/olympics/news/ilia-malinin-world-figure-skating-championships-2025-free-skate", "Ilia Malinin repeats as world champion - NBC Sports",
             "Malinin landed six quads in his free skate, winning by more than 30 points ...", "Mar 28, 2025"),
            ("https://www.usfigureskating.org/news/press-release/malinin-wins-second-world-title", "Malinin wins second consecutive World title - U.S. Figure Skating",
             "Malinin scored 110.41 in the short program and 208.15 in the free skate ...", "Mar 28, 2025"),
            ("https://www.japantimes.co.jp/sports/2025/03/29/figure-skating/kagiyama-bronze-worlds/", "Yuma Kagiyama takes bronze at worlds - The Japan Times",
             "Kagiyama was second after the short program but a fall in the free skate dropped him to third ...", "Mar 29, 2025"),
            ("https://www.goldenskate.com/forum/threads/2025-worlds-men-fs.101234/", "2025 Worlds Men FS - Golden Skate forum",
             "Shaidorov's free was the skate of his life. FS 2nd behind Ilia ...", "Mar 28, 2025"),
            ("https://www.skatingscores.com/2425/wc/men/", "2025 World Championships - Men - Skating Scores",
             "Detailed protocols, GOE and PCS breakdown by judge ...", "N/A"),
        )),
        (extract("https://www.isuresults.com/results/season2425/wc2025/CAT001RS.htm", "final standings with SP and FS scores"),
         """# ISU World Figure Skating Championships 2025

**Boston, MA, USA** | 24 - 30 March 2025 | TD Garden

## Men - Result

| FPl. | Name | Nation | Points | SP | SP score | FS | FS score |
| --- | --- | --- | --- | --- | --- | --- | --- |
""" + worlds_final() + """

(Top 10 of 33 participants shown; SP = short program placement, FS = free skating placement.)

Qualified for the free skating: 24. Not qualified: 9.

Referee: Agita ABELE (LAT) | Technical Controller: Igor PROKOP (SVK) | Technical Specialist: Benjamin DE BEAUVAIS (FRA)

Printed: 28.03.2025 22:41:06"""),
        m.add({"worlds2025_men": "Boston, 28 Mar 2025: 1 Malinin USA 318.56, 2 Shaidorov KAZ 287.70, 3 Kagiyama JPN 285.86"}),
        (extract("https://www.isuresults.com/results/season2425/wc2025/SEG001.htm", "short program scores with TES, PCS and deductions"),
         """# ISU World Figure Skating Championships 2025

## Men - Short Program | 26.03.2025

| Pl. | Name | Nation | TSS | TES | PCS | Ded. |
| --- | --- | --- | --- | --- | --- | --- |
""" + worlds_segment(True) + """

(Top 10 of 33 shown.) TSS = TES + PCS + Ded.

Judges Panel: Judge No.1 Sally RHEAD (GBR), Judge No.2 Hyuk-Jin KIM (KOR), Judge No.3 Elena FOMINA (ISR), Judge No.4 Tomoko YAMAMOTO (JPN), Judge No.5 Wendy ENZMANN (USA), Judge No.6 Florentina CRISTEA (ROU), Judge No.7 Daniel DELFA (ESP), Judge No.8 Ines ANGELOVA (BUL), Judge No.9 Leena LAAKSONEN (FIN)"""),
        (extract("https://www.isuresults.com/results/season2425/wc2025/SEG002.htm", "free skating scores with TES, PCS and deductions"),
         """# ISU World Figure Skating Championships 2025

## Men - Free Skating | 28.03.2025

| Pl. | Name | Nation | TSS | TES | PCS | Ded. |
| --- | --- | --- | --- | --- | --- | --- |
""" + worlds_segment(False) + """

(Top 10 of 24 shown.) TSS = TES + PCS + Ded. Deductions: falls -1.00 each.

Judges Panel: Judge No.1 Ines ANGELOVA (BUL), Judge No.2 Daniel DELFA (ESP), Judge No.3 Sally RHEAD (GBR), Judge No.4 Florentina CRISTEA (ROU), Judge No.5 Hyuk-Jin KIM (KOR), Judge No.6 Leena LAAKSONEN (FIN), Judge No.7 Wendy ENZMANN (USA), Judge No.8 Tomoko YAMAMOTO (JPN), Judge No.9 Elena FOMINA (ISR)"""),
        m.update({"worlds2025_men": "Boston, 28 Mar 2025: 1 Malinin USA 318.56 (SP 110.41 1st, FS 208.15 1st), 2 Shaidorov KAZ 287.70 (SP 92.35 5th, FS 195.35 2nd), 3 Kagiyama JPN 285.86 (SP 100.47 2nd, FS 185.39 3rd, 1 fall)"}),
        (search("Malinin 2025 worlds margin of victory points over Shaidorov"), sr(
            ("https://en.wikipedia.org/wiki/Ilia_Malinin", "Ilia Malinin - Wikipedia",
             "He won the 2025 World Championships with 318.56 points, a margin of 30.86 points over silver medalist Mikhail Shaidorov ...", "N/A"),
            ("https://www.olympics.com/en/news/figure-skating-worlds-2025-men-free-skate-results", "Figure skating Worlds 2025: Malinin wins men's title - Olympics.com",
             "Malinin retained his crown; Shaidorov climbed from fifth after the short program to take silver ...", "Mar 28, 2025"),
            ("https://www.espn.com/olympics/figureskating/story/_/id/44456912/ilia-malinin-wins-world-title", "Malinin wins world title by nearly 31 points - ESPN",
             "The 20-year-old Virginian won by 30.86 points, one of the largest margins under the current judging system ...", "Mar 28, 2025"),
            ("https://www.insideskating.net/2025/03/worlds-men-free", "Worlds 2025: Malinin golden again - Inside Skating",
             "Kagiyama, runner-up in the short, dropped to bronze after a fall on the quad flip ...", "Mar 29, 2025"),
        )),
        m.get(["worlds2025_men"]),
    ]
    rs.add(task="search", tid="h39-search-10", system=SYSTEM, turns=turns,
           state=state("What were Ilia Malinin's short program, free skate and total scores at the 2025 World Figure Skating Championships, and how did the medalists rank in each segment?", "2025-04-09"))


# passenger journeys (millions) by operator, 2024-25 and 2023-24
ORR_OPS = [
    ("Govia Thameslink Railway", 283.4, 268.1), ("Elizabeth line", 235.6, 216.7), ("London Overground", 186.0, 177.9),
    ("South Western Railway", 180.2, 171.5), ("Southeastern", 153.9, 147.2), ("Northern Trains", 108.9, 104.6),
    ("Great Western Railway", 104.3, 99.4), ("Greater Anglia", 85.2, 81.0), ("ScotRail", 84.5, 80.3),
    ("West Midlands Trains", 82.1, 77.6), ("c2c", 39.8, 38.2), ("Merseyrail", 35.7, 34.9), ("Avanti West Coast", 35.2, 33.0),
    ("CrossCountry", 34.1, 32.7), ("Transport for Wales", 31.4, 29.6), ("TransPennine Express", 29.8, 26.9),
    ("East Midlands Railway", 27.4, 26.1), ("Chiltern Railways", 26.5, 25.3), ("LNER", 25.6, 24.2),
    ("Heathrow Express", 6.1, 5.8), ("Lumo", 1.9, 1.6), ("Grand Central", 1.6, 1.5), ("Hull Trains", 1.4, 1.3),
    ("Caledonian Sleeper", 0.3, 0.3),
]


def orr_page(page: int) -> str:
    rows = sorted(ORR_OPS, key=lambda r: -r[1])
    lo, hi = (page - 1) * 10, min(page * 10, len(rows))
    body = "\n".join(f"| {i} | {n} | {a:.1f} | {b:.1f} | {100 * (a - b) / b:+.1f}% |" for i, (n, a, b) in enumerate(rows[lo:hi], lo + 1))
    nav = " | ".join(f"**{p}**" if p == page else str(p) for p in range(1, 4))
    return f"""# Table 1223 - Passenger journeys by operator

**Office of Rail and Road - Data Portal** | Passenger rail usage | Financial years April to March

Filters: Measure = Passenger journeys (millions) | Sort = 2024-25, descending | Network = Great Britain

| Rank | Operator | 2024-25 | 2023-24 | Change |
| --- | --- | --- | --- | --- |
{body}

Showing {lo + 1} to {hi} of {len(rows)} operators | Page: {nav} | Next >

Notes: Journeys by operator are counted once for each operator used, so operator figures sum to more than the Great Britain total. Figures for 2023-24 are as published in June 2024. Download: CSV | ODS"""


# 11 Rail ridership, Office of Rail and Road statistical releases and data portal: clean
def t11(rs: RowSet) -> None:
    init = {"baseline_2019_20": "GB rail passenger journeys 2019-20 (pre-pandemic): 1.74 billion (ORR)"}
    m = Mem(init)
    turns = [
        (search("ORR passenger rail usage 2023-24 passenger journeys Great Britain billion"), sr(
            ("https://dataportal.orr.gov.uk/media/2435/passenger-rail-usage-2023-24.pdf", "Passenger rail usage April 2023 to March 2024 - Office of Rail and Road",
             "There were 1.61 billion passenger journeys in Great Britain in April 2023 to March 2024, 17% more than in 2022-23 ...", "Jun 13, 2024"),
            ("https://dataportal.orr.gov.uk/statistics/usage/passenger-rail-usage/", "Passenger rail usage | ORR Data Portal",
             "Quarterly and annual statistics on passenger journeys, passenger kilometres and timetabled train kilometres ...", "N/A"),
            ("https://www.bbc.co.uk/news/articles/c3ggy8x5vz4o", "Rail passenger numbers climb but remain below pre-Covid levels - BBC News",
             "Journeys rose to 1.61bn in the year to March, still short of the 1.74bn recorded in 2019-20 ...", "Jun 13, 2024"),
            ("https://www.railwaygazette.com/uk/gb-rail-ridership-2023-24/66781.article", "GB rail ridership recovery continues - Railway Gazette",
             "Leisure travel drives growth while season ticket journeys remain at about half their pre-pandemic level ...", "Jun 14, 2024"),
            ("https://www.raildeliverygroup.com/media-centre/passenger-numbers-2024.html", "Passenger numbers update - Rail Delivery Group",
             "Weekend journeys now exceed 2019 levels on many routes ...", "Jul 2024"),
            ("https://en.wikipedia.org/wiki/Rail_transport_in_Great_Britain", "Rail transport in Great Britain - Wikipedia",
             "In 2019-20 there were 1.74 billion passenger journeys on the National Rail network ...", "N/A"),
            ("https://www.theguardian.com/uk-news/2024/jun/13/uk-rail-passenger-numbers-2023-24", "Rail journeys up 17% but strikes and fares hold back recovery | The Guardian",
             "The Elizabeth line is now the busiest single rail service in Britain ...", "Jun 13, 2024"),
        )),
        (extract("https://dataportal.orr.gov.uk/media/2435/passenger-rail-usage-2023-24.pdf", "total passenger journeys 2023-24 and comparison with 2019-20"),
         """# Passenger rail usage
## April 2023 to March 2024

**Official Statistics** | Release date: 13 June 2024 | Next release: 12 September 2024 (quarterly)

### Main points

- There were **1.61 billion** passenger journeys in Great Britain in April 2023 to March 2024. This is 17% more than in April 2022 to March 2023 (1.38 billion) and 92% of the pre-pandemic level in April 2019 to March 2020 (1.74 billion).
- Passenger kilometres totalled **60.7 billion**, 13% more than in 2022-23.
- Passenger journeys in January to March 2024 (Q4) were 414 million, the highest quarterly total since January to March 2020.
- Journeys using season tickets (7.1% of all journeys) remain well below pre-pandemic levels; journeys using anytime, off-peak and advance tickets have largely recovered.

### Passenger journeys by year (millions)

| Financial year | Journeys | Change on previous year |
| --- | --- | --- |
| 2017-18 | 1,706 | -1.4% |
| 2018-19 | 1,753 | +2.8% |
| 2019-20 | 1,739 | -0.8% |
| 2020-21 | 388 | -77.7% |
| 2021-22 | 990 | +155.2% |
| 2022-23 | 1,383 | +39.7% |
| 2023-24 | 1,610 | +16.4% |

### By sector, 2023-24

| Sector | Journeys (millions) | % of 2019-20 |
| --- | --- | --- |
| London and South East | 1,037 | 89% |
| Long distance | 133 | 103% |
| Regional | 440 | 97% |

Responsible statistician: Lyndsey Melbourne | Contact: rail.stats@orr.gov.uk"""),
        m.add({"gb_journeys_2023_24": "2023-24: 1.61 bn (1,610 m) journeys, +17% on 2022-23 (1.38 bn), 92% of 2019-20 (ORR, 13 Jun 2024)"}),
        (search("ORR passenger rail usage April 2024 to March 2025 annual journeys"), sr(
            ("https://dataportal.orr.gov.uk/media/2611/passenger-rail-usage-2024-25.pdf", "Passenger rail usage April 2024 to March 2025 - Office of Rail and Road",
             "There were 1.69 billion passenger journeys in Great Britain in April 2024 to March 2025, 5% more than in the previous year ...", "Jun 12, 2025"),
            ("https://www.bbc.co.uk/news/articles/cy4zzxl21v2o", "Train journeys at highest level since pandemic - BBC News",
             "Almost 1.7 billion journeys were made in the year to March 2025, about 97% of the level before Covid ...", "Jun 12, 2025"),
            ("https://dataportal.orr.gov.uk/statistics/usage/passenger-rail-usage/table-1223-passenger-journeys-by-operator/", "Table 1223 - Passenger journeys by operator | ORR Data Portal",
             "Passenger journeys (millions) by train operator, financial years, Great Britain ...", "N/A"),
            ("https://www.railwaygazette.com/uk/gb-ridership-2024-25/68102.article", "GB ridership nears pre-pandemic level - Railway Gazette",
             "Long-distance journeys are now 8% above 2019-20 levels ...", "Jun 13, 2025"),
            ("https://www.independent.co.uk/travel/news-and-advice/train-passenger-numbers-2025-b2768543.html", "Rail passenger numbers near pre-Covid levels | The Independent",
             "Govia Thameslink Railway remained the busiest operator with 283 million journeys ...", "Jun 12, 2025"),
            ("https://www.gov.uk/government/statistics/rail-factsheet-2025", "Rail factsheet: 2025 - GOV.UK",
             "Annual summary of passenger rail use, performance and finance ...", "N/A"),
        )),
        (extract("https://dataportal.orr.gov.uk/media/2611/passenger-rail-usage-2024-25.pdf", "total passenger journeys 2024-25 and comparisons"),
         """# Passenger rail usage
## April 2024 to March 2025

**Official Statistics** | Release date: 12 June 2025 | Next release: 11 September 2025 (quarterly)

### Main points

- There were **1.69 billion** passenger journeys in Great Britain in April 2024 to March 2025. This is 5% more than in April 2023 to March 2024 (1.61 billion) and 97% of the pre-pandemic level in April 2019 to March 2020 (1.74 billion).
- Passenger kilometres totalled **64.0 billion**, 5% more than in 2023-24 and 95% of 2019-20.
- Journeys in January to March 2025 (Q4) were 431 million, the highest quarterly total since January to March 2020.
- Govia Thameslink Railway recorded the most journeys of any operator (283.4 million), followed by the Elizabeth line (235.6 million).

### Passenger journeys by year (millions)

| Financial year | Journeys | Change on previous year |
| --- | --- | --- |
| 2019-20 | 1,739 | -0.8% |
| 2020-21 | 388 | -77.7% |
| 2021-22 | 990 | +155.2% |
| 2022-23 | 1,383 | +39.7% |
| 2023-24 | 1,610 | +16.4% |
| 2024-25 | 1,692 | +5.1% |

### By sector, 2024-25

| Sector | Journeys (millions) | % of 2019-20 |
| --- | --- | --- |
| London and South East | 1,090 | 94% |
| Long distance | 140 | 108% |
| Regional | 462 | 102% |

Responsible statistician: Lyndsey Melbourne | Contact: rail.stats@orr.gov.uk"""),
        m.add({"gb_journeys_2024_25": "2024-25: 1.69 bn (1,692 m) journeys, +5.1% on 2023-24, 97% of 2019-20 (ORR, 12 Jun 2025)"}),
        (extract("https://dataportal.orr.gov.uk/statistics/usage/passenger-rail-usage/table-1223-passenger-journeys-by-operator/", "busiest operators by passenger journeys 2024-25"),
         orr_page(1)),
        (extract("https://dataportal.orr.gov.uk/statistics/usage/passenger-rail-usage/table-1223-passenger-journeys-by-operator/?page=2", "next page of operators"),
         orr_page(2)),
        m.add({"gb_top_operators_2024_25": "1 GTR 283.4 m, 2 Elizabeth line 235.6 m, 3 London Overground 186.0 m, 4 SWR 180.2 m, 5 Southeastern 153.9 m (Table 1223)"}),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-11", system=SYSTEM, turns=turns,
           state=state("How many rail passenger journeys were made in Great Britain in the latest financial year reported by the ORR, how does that compare with pre-pandemic 2019-20, and which operators carried the most?", "2025-06-20", init))


# buildings of 200 m+ completed in 2023, by height: (name, city, country, height m, floors, function)
TALL_2023 = [
    ("Merdeka 118", "Kuala Lumpur", "Malaysia", 678.9, 118, "office / hotel"),
    ("Wuhan Greenland Center", "Wuhan", "China", 475.6, 101, "office / hotel / residential"),
    ("Ningbo Central Plaza", "Ningbo", "China", 409.0, 80, "office / hotel"),
    ("Guangxi Financial Investment Center", "Nanning", "China", 355.0, 70, "office / hotel"),
    ("Hangzhou Center", "Hangzhou", "China", 344.0, 68, "office / hotel"),
    ("Shenzhen Bay Innovation Tower", "Shenzhen", "China", 330.6, 66, "office"),
    ("Jiangxi Nanchang Greenland Central Plaza T3", "Nanchang", "China", 322.5, 63, "office"),
    ("Tower M", "Kuala Lumpur", "Malaysia", 318.0, 75, "residential / office"),
    ("One Za'abeel Tower 1", "Dubai", "United Arab Emirates", 305.3, 70, "hotel / residential"),
    ("Shenyang Forum Tower", "Shenyang", "China", 301.0, 62, "office"),
    ("Guiyang International Financial Center T1", "Guiyang", "China", 299.8, 65, "office"),
    ("The Brooklyn Tower", "New York City", "United States", 298.0, 74, "residential"),
    ("Xiamen Shimao Straits Tower", "Xiamen", "China", 295.0, 67, "office / hotel"),
    ("Chongqing Raffles North Tower", "Chongqing", "China", 292.0, 62, "residential"),
    ("Hefei Greenland Xinzhan Plaza", "Hefei", "China", 288.0, 58, "office"),
    ("Aurora Tower", "Dubai", "United Arab Emirates", 285.0, 75, "residential"),
    ("Zhengzhou Yuhua Center", "Zhengzhou", "China", 280.0, 59, "office"),
    ("Jakarta Thamrin Nine Tower 2", "Jakarta", "Indonesia", 276.0, 60, "office / residential"),
    ("Fuzhou Strait Culture Center Tower", "Fuzhou", "China", 272.5, 57, "office"),
    ("Torre Rise", "Monterrey", "Mexico", 270.0, 62, "office / residential"),
    ("Kunming Eastern Sky Tower", "Kunming", "China", 268.0, 56, "office"),
    ("Harbin Songbei Center", "Harbin", "China", 265.0, 55, "office"),
    ("Marina Heights 2", "Dubai", "United Arab Emirates", 262.0, 68, "residential"),
    ("Changsha Xiangjiang Fortune Tower", "Changsha", "China", 260.0, 55, "office / hotel"),
    ("Seoul Parnas Tower 2", "Seoul", "South Korea", 257.0, 56, "office"),
    ("Suzhou Bay Center", "Suzhou", "China", 255.0, 52, "office"),
    ("The Stratford Residences", "Makati", "Philippines", 252.0, 71, "residential"),
    ("Qingdao Haitian Center T3", "Qingdao", "China", 250.0, 54, "residential"),
    ("Vietnam Landmark 2", "Ho Chi Minh City", "Vietnam", 248.0, 61, "residential / office"),
    ("Nanjing Hexi Yunjin Tower", "Nanjing", "China", 246.0, 52, "office"),
    ("Riyadh Rua Al Madinah Tower", "Riyadh", "Saudi Arabia", 244.0, 54, "hotel / office"),
    ("Tianjin Haihe Wealth Tower", "Tianjin", "China", 242.0, 50, "office"),
    ("One Bangkok Tower 4", "Bangkok", "Thailand", 240.0, 56, "office"),
    ("Xi'an Qujiang Financial Center", "Xi'an", "China", 238.5, 50, "office"),
    ("Dongguan Financial Plaza", "Dongguan", "China", 236.0, 49, "office"),
    ("Mumbai Lodha World One South", "Mumbai", "India", 234.0, 71, "residential"),
    ("Toronto Pinnacle One Yonge Tower 2", "Toronto", "Canada", 232.0, 72, "residential"),
    ("Jinan Central Business District Tower 5", "Jinan", "China", 230.0, 48, "office"),
    ("Istanbul Skyland Residences 3", "Istanbul", "Turkey", 228.0, 66, "residential"),
    ("Wuxi Taihu New City Tower", "Wuxi", "China", 226.0, 47, "office"),
]


def tall_page(page: int, total: int) -> str:
    lo = (page - 1) * 20
    rows = TALL_2023[lo:lo + 20]
    body = "\n".join(f"| {i} | {n} | {c}, {k} | {h:.1f} m / {h * 3.28084:,.0f} ft | {f} | 2023 | {fn} |"
                     for i, (n, c, k, h, f, fn) in enumerate(rows, lo + 1))
    pages = (total + 19) // 20
    return f"""# Buildings - The Skyscraper Center

**Council on Tall Buildings and Urban Habitat (CTBUH)** | Global Tall Building Database

Filters applied: Status = Completed | Completion year = 2023 | Height (to architectural top) >= 200 m | Structure type = Building | Sort: Height (descending)

| # | Building Name | City | Height | Floors | Completion | Function |
| --- | --- | --- | --- | --- | --- | --- |
{body}

Showing {lo + 1}-{lo + len(rows)} of {total} buildings | Page {page} of {pages} | < Prev | Next >

Export results (CSV) requires a CTBUH membership. Heights are measured to architectural top per CTBUH criteria."""


# 12 High-rise completions, CTBUH Skyscraper Center listing: bad
def t12(rs: RowSet) -> None:
    m = Mem()
    turns = [
        (search("CTBUH 2023 year in review number of 200 meter buildings completed tallest completion"), sr(
            ("https://www.ctbuh.org/resource/year-in-review-2023", "CTBUH Year in Review: Tall Trends of 2023",
             "133 buildings of 200 meters' height or greater were completed in 2023, including 10 supertall buildings (300m+) and one megatall, Merdeka 118 ...", "Jan 2024"),
            ("https://www.skyscrapercenter.com/buildings?status=completed&completionYear=2023&height=200", "Buildings completed in 2023 (200m+) - The Skyscraper Center",
             "Global Tall Building Database of the CTBUH: completed buildings 200 meters and taller, completion year 2023 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Merdeka_118", "Merdeka 118 - Wikipedia",
             "Merdeka 118 is a 118-storey, 678.9 m (2,227 ft) megatall skyscraper in Kuala Lumpur, Malaysia; the second-tallest building in the world ...", "N/A"),
            ("https://www.archdaily.com/1012345/ctbuh-2023-tall-building-year-in-review", "CTBUH Releases 2023 Tall Building Year in Review - ArchDaily",
             "China again led completions with 81 buildings over 200 m, 61% of the global total ...", "Jan 24, 2024"),
            ("https://www.dezeen.com/2024/01/25/ctbuh-tallest-buildings-completed-2023/", "The tallest buildings completed in 2023 - Dezeen",
             "Merdeka 118 in Kuala Lumpur topped the list, followed by Wuhan Greenland Center ...", "Jan 25, 2024"),
            ("https://www.skyscrapercity.com/threads/ctbuh-2023-completions.2451234/", "CTBUH 2023 completions thread - SkyscraperCity",
             "133 x 200m+ is down from the 2019 peak of 147 but up on 2022 ...", "Jan 2024"),
            ("https://www.ctbuh.org/resource/height", "CTBUH Height Criteria",
             "Height to architectural top, highest occupied floor, height to tip ...", "N/A"),
        )),
        (extract("https://www.ctbuh.org/resource/year-in-review-2023", "number of 200m+ buildings completed in 2023, supertalls, country breakdown"),
         """# CTBUH Year in Review: Tall Trends of 2023

*Council on Tall Buildings and Urban Habitat | Research Report | January 2024*

## Summary

In 2023, **133 buildings of 200 meters' height or greater** were completed worldwide, an increase over the 2022 total. The number includes **10 supertall buildings** (300 meters or greater) and **one megatall building** (600 meters or greater): Merdeka 118 in Kuala Lumpur, which at 678.9 meters becomes the second-tallest building in the world after the Burj Khalifa.

## Key findings

| Measure | 2023 |
| --- | --- |
| Buildings 200 m+ completed | 133 |
| Supertall (300 m+) | 10 |
| Megatall (600 m+) | 1 |
| Cumulative height of 200 m+ completions | 33,617 m |
| Average height of 200 m+ completions | 252.8 m |
| Countries with a 200 m+ completion | 18 |

## Completions by country (200 m+)

| Country | Buildings | Share |
| --- | --- | --- |
| China | 81 | 61% |
| United Arab Emirates | 12 | 9% |
| Malaysia | 6 | 5% |
| United States | 5 | 4% |
| South Korea | 4 | 3% |
| Philippines | 4 | 3% |
| Others (12 countries) | 21 | 16% |

## Tallest buildings completed in 2023

| Rank | Building | City | Height | Floors |
| --- | --- | --- | --- | --- |
| 1 | Merdeka 118 | Kuala Lumpur | 678.9 m | 118 |
| 2 | Wuhan Greenland Center | Wuhan | 475.6 m | 101 |
| 3 | Ningbo Central Plaza | Ningbo | 409.0 m | 80 |
| 4 | Guangxi Financial Investment Center | Nanning | 355.0 m | 70 |
| 5 | Hangzhou Center | Hangzhou | 344.0 m | 68 |
| 6 | Shenzhen Bay Innovation Tower | Shenzhen | 330.6 m | 66 |
| 7 | Jiangxi Nanchang Greenland Central Plaza T3 | Nanchang | 322.5 m | 63 |
| 8 | Tower M | Kuala Lumpur | 318.0 m | 75 |
| 9 | One Za'abeel Tower 1 | Dubai | 305.3 m | 70 |
| 10 | Shenyang Forum Tower | Shenyang | 301.0 m | 62 |

## Trends

Residential and mixed-use buildings continued to account for a growing share of completions outside China. Concrete remained the dominant structural material (58%), with composite structures at 39%.

*Data: CTBUH Global Tall Building Database, The Skyscraper Center, as of 15 January 2024.*"""),
        (extract("https://www.skyscrapercenter.com/buildings?status=completed&completionYear=2023&height=200", "list of 2023 completions sorted by height"),
         tall_page(1, 133)),
        (extract("https://www.skyscrapercenter.com/buildings?status=completed&completionYear=2023&height=200&page=2", "next page of the list"),
         tall_page(2, 128)),
        m.add({"tall_2023": "CTBUH: 133 buildings 200m+ completed in 2023; 10 supertall (300m+), 1 megatall; China 81 (61%)",
               "tallest_2023": "Merdeka 118, Kuala Lumpur, 678.9 m, 118 floors"}),
        (search("Merdeka 118 completion date official opening height architectural top"), sr(
            ("https://en.wikipedia.org/wiki/Merdeka_118", "Merdeka 118 - Wikipedia",
             "Construction began in 2014 and the spire was topped out in November 2021; the building was completed in 2023 and is 678.9 m tall ...", "N/A"),
            ("https://www.skyscrapercenter.com/building/merdeka-118/21238", "Merdeka 118 - The Skyscraper Center",
             "Height (architectural) 678.9 m / 2,227 ft; floors above ground 118; completion 2023; architect Fender Katsalidis ...", "N/A"),
            ("https://www.pnb118.com/", "Merdeka 118 - PNB Merdeka Ventures",
             "The tallest building in Southeast Asia; home to the Park Hyatt Kuala Lumpur and the PNB headquarters ...", "N/A"),
            ("https://www.thestar.com.my/news/nation/2024/01/12/merdeka-118-officially-opens", "Merdeka 118 officially opens - The Star",
             "The tower, now the world's second tallest, was officially opened in January 2024 ...", "Jan 12, 2024"),
            ("https://www.cnn.com/style/merdeka-118-kuala-lumpur-worlds-second-tallest/index.html", "Merdeka 118: world's second-tallest building certified - CNN",
             "CTBUH confirmed the height at 678.9 meters, making it taller than Shanghai Tower (632 m) ...", "Oct 2, 2023"),
        )),
        (extract("https://www.skyscrapercenter.com/building/merdeka-118/21238", "height, floors, completion, use, architect"),
         """# Merdeka 118

**Kuala Lumpur, Malaysia** | The Skyscraper Center

| Facts | |
| --- | --- |
| CTBUH ID | 21238 |
| Status | Completed |
| Completion | 2023 |
| Official name | Merdeka 118 |
| Other names | PNB 118, KL118, Warisan Merdeka Tower |
| Type | Building |
| Country | Malaysia |
| City | Kuala Lumpur |
| Function | Office / Hotel |
| Structural material | Composite |

| Height | |
| --- | --- |
| Architectural | 678.9 m / 2,227 ft |
| Occupied | 517.5 m / 1,698 ft |
| Observatory | 565.0 m / 1,854 ft |
| Floors above ground | 118 |
| Floors below ground | 5 |
| Elevators | 87 |
| Tower GFA | 292,000 m² |

| Rankings | |
| --- | --- |
| Global | 2 |
| Regional (Asia) | 2 |
| National | 1 |
| City | 1 |

| Companies | |
| --- | --- |
| Owner / Developer | Permodalan Nasional Berhad (PNB) |
| Architect (design) | Fender Katsalidis |
| Architect (of record) | RSP Architects Planners & Engineers |
| Structural engineer | Leslie E. Robertson Associates |
| Main contractor | Samsung C&T; UEM Builders |

## Timeline

| Event | Year |
| --- | --- |
| Proposed | 2010 |
| Construction start | 2014 |
| Topped out (spire) | 2021 |
| Completed | 2023 |

Merdeka 118 is the tallest building in Southeast Asia and the second tallest in the world after the Burj Khalifa. The faceted façade is inspired by Malaysian arts and crafts patterns, and the spire's shape references the gesture of Tunku Abdul Rahman when he proclaimed independence in 1957."""),
        m.update({"tallest_2023": "Merdeka 118, Kuala Lumpur, 678.9 m (2,227 ft) architectural, 118 floors, composite, completed 2023; 2nd tallest in world"}),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-12", system=SYSTEM, turns=turns,
           state=state("How many buildings 200 m or taller were completed worldwide in 2023 according to the CTBUH, and what was the tallest? Check the count against the Skyscraper Center list.", "2025-01-30"),
           bad=True, turn=4, kind="total number of results changes between page 1 and page 2 of the same filtered listing")


# 13 Particle physics results, CERN/CMS news and arXiv: clean
def t13(rs: RowSet) -> None:
    init = {"sm_prediction_mW": "80 357 +/- 6 MeV (global electroweak fit, PDG)"}
    m = Mem(init)
    turns = [
        (search("CMS W boson mass measurement 2024 result MeV precision"), sr(
            ("https://cms.cern/news/cms-releases-its-most-precise-measurement-w-boson-mass", "CMS releases its most precise measurement of the W boson mass | CMS Experiment",
             "The CMS collaboration has measured the mass of the W boson to be 80 360.2 ± 9.9 MeV, in agreement with the Standard Model prediction of 80 357 ± 6 MeV ...", "Sep 17, 2024"),
            ("https://home.cern/news/news/physics/cms-measures-mass-w-boson", "CMS measures the mass of the W boson | CERN",
             "Presented at a CERN seminar, the measurement has a precision of 0.01% and is compatible with ATLAS and LHCb but in tension with CDF ...", "Sep 17, 2024"),
            ("https://www.symmetrymagazine.org/article/cms-w-boson-mass", "CMS weighs in on the W boson mass - Symmetry magazine",
             "The new result joins ATLAS in disagreeing with the 2022 CDF measurement of 80 433.5 ± 9.4 MeV ...", "Sep 17, 2024"),
            ("https://arxiv.org/abs/2412.13872", "[2412.13872] High-precision measurement of the W boson mass with the CMS experiment at the LHC",
             "We report a measurement of the W boson mass using proton-proton collision data at √s = 13 TeV recorded in 2016, corresponding to 16.8 fb⁻¹ ...", "Dec 18, 2024"),
            ("https://www.quantamagazine.org/w-boson-mass-cms-20240917/", "New W boson mass measurement agrees with the Standard Model - Quanta Magazine",
             "The result, precise to about 10 MeV, is nearly as precise as CDF's and sides firmly with the Standard Model ...", "Sep 17, 2024"),
            ("https://en.wikipedia.org/wiki/W_and_Z_bosons", "W and Z bosons - Wikipedia",
             "Mass: W 80 369.2 ± 13.3 MeV/c² (PDG 2024 average, excluding CDF 2022) ...", "N/A"),
            ("https://physicsworld.com/a/cms-measures-w-boson-mass-standard-model/", "CMS measurement of the W mass backs the Standard Model - Physics World",
             "The analysis used a novel technique to constrain the muon momentum scale with J/ψ, Υ and Z decays ...", "Sep 18, 2024"),
            ("https://www.science.org/doi/10.1126/science.abk1781", "High-precision measurement of the W boson mass with the CDF II detector | Science",
             "We measure the W boson mass to be 80 433.5 ± 9.4 MeV/c², which is in significant tension with the standard model expectation ...", "Apr 7, 2022"),
        )),
        (extract("https://cms.cern/news/cms-releases-its-most-precise-measurement-w-boson-mass", "measured value, uncertainty, data set, comparison with other experiments"),
         """# CMS releases its most precise measurement of the W boson mass

*17 September 2024* | CMS Collaboration

The CMS Collaboration at CERN has announced its first measurement of the mass of the W boson, one of the carriers of the weak force. Presented today at a seminar at CERN, the measurement gives a value of **80 360.2 ± 9.9 MeV**, in agreement with the Standard Model prediction of **80 357 ± 6 MeV**.

## How the measurement was made

The analysis uses proton-proton collisions at a centre-of-mass energy of 13 TeV collected by CMS in 2016, corresponding to an integrated luminosity of 16.8 fb⁻¹, and more than 100 million selected W boson decays to a muon and a neutrino. Because the neutrino escapes undetected, the W mass is extracted from a fit to the muon's transverse momentum and pseudorapidity distribution, using a binned maximum-likelihood fit with nearly 5,000 nuisance parameters.

A key ingredient was the calibration of the muon momentum scale to a precision of about 0.0015%, achieved with J/ψ, Υ(1S) and Z boson decays.

## Uncertainty breakdown (MeV)

| Source | Uncertainty |
| --- | --- |
| Muon momentum scale | 5.6 |
| Muon reconstruction efficiency | 3.0 |
| W and Z angular coefficients | 3.3 |
| Higher-order EW corrections | 2.0 |
| pT(W) modelling | 2.0 |
| Parton distribution functions | 4.4 |
| Non-prompt background | 3.2 |
| Integrated luminosity | 0.1 |
| Monte Carlo sample size | 1.9 |
| Data sample size | 2.4 |
| **Total** | **9.9** |

## Comparison with previous measurements

| Experiment | Year | m_W (MeV) |
| --- | --- | --- |
| LEP combination | 2013 | 80 376 ± 33 |
| D0 | 2012 | 80 375 ± 23 |
| ATLAS (reanalysis) | 2024 | 80 366.5 ± 15.9 |
| LHCb | 2022 | 80 354 ± 32 |
| CDF II | 2022 | 80 433.5 ± 9.4 |
| **CMS** | **2024** | **80 360.2 ± 9.9** |
| SM prediction (EW fit) | - | 80 357 ± 6 |

> "With this result, CMS achieves a precision comparable to the CDF measurement, which remains in tension with all other results," said CMS spokesperson Patricia McBride.

The result has been submitted for publication; the paper and supplementary material are available on the CMS public results page (CMS-PAS-SMP-23-002)."""),
        m.add({"cms_mW_2024": "CMS: 80 360.2 +/- 9.9 MeV = 80.3602 +/- 0.0099 GeV (13 TeV 2016 data, 16.8 fb-1, announced 17 Sep 2024); agrees with SM 80 357 +/- 6 MeV",
               "cdf_mW_2022": "CDF II: 80 433.5 +/- 9.4 MeV (Science, Apr 2022) - about 73 MeV above CMS"}),
        (search("arXiv 2412.13872 CMS W boson mass paper version published"), sr(
            ("https://arxiv.org/abs/2412.13872", "[2412.13872] High-precision measurement of the W boson mass with the CMS experiment at the LHC",
             "Submitted on 18 Dec 2024 (v1), last revised 8 Apr 2025 (v2). The W boson mass is measured to be 80 360.2 ± 9.9 MeV ...", "Apr 8, 2025"),
            ("https://inspirehep.net/literature/2862390", "High-precision measurement of the W boson mass with the CMS experiment at the LHC - INSPIRE",
             "CMS Collaboration, e-Print: 2412.13872 [hep-ex], report number CMS-SMP-23-002, CERN-EP-2024-305 ...", "N/A"),
            ("https://cms-results.web.cern.ch/cms-results/public-results/publications/SMP-23-002/index.html", "CMS-SMP-23-002 public results",
             "Figures, tables and supplementary material for the W boson mass measurement ...", "N/A"),
            ("https://www.scholarpedia.org/article/W_boson_mass", "W boson mass - Scholarpedia",
             "Overview of W mass measurements from UA1/UA2 to the LHC ...", "N/A"),
        )),
        (extract("https://arxiv.org/abs/2412.13872", "abstract, result and version history"),
         """# High-precision measurement of the W boson mass with the CMS experiment at the LHC

**CMS Collaboration**

arXiv:2412.13872 [hep-ex]

> **Abstract:** The mass of the W boson is a key parameter of the standard model of particle physics. A measurement of the W boson mass is presented using proton-proton collision data at √s = 13 TeV recorded with the CMS detector at the LHC in 2016, corresponding to an integrated luminosity of 16.8 fb⁻¹. The measurement is performed through a highly granular binned maximum likelihood fit to the transverse momentum, pseudorapidity, and charge distributions of muons from W → μν decays, using a sample of 117 million selected events. The W boson mass is measured to be 80 360.2 ± 9.9 MeV, corresponding to a relative precision of 0.01%, in agreement with the standard model prediction. This is the most precise measurement of the W boson mass at the LHC.

| Field | Value |
| --- | --- |
| Comments | Submitted to Nature. All figures and tables can be found at http://cms-results.web.cern.ch/cms-results/public-results/publications/SMP-23-002 (CMS Public Pages) |
| Subjects | High Energy Physics - Experiment (hep-ex) |
| Report number | CMS-SMP-23-002, CERN-EP-2024-305 |
| Cite as | arXiv:2412.13872 [hep-ex] (or arXiv:2412.13872v2 [hep-ex] for this version) |
| DOI | https://doi.org/10.48550/arXiv.2412.13872 |

## Submission history

From: The CMS Collaboration

- **[v1]** Wed, 18 Dec 2024 14:06:02 UTC (4,812 KB)
- **[v2]** Tue, 8 Apr 2025 09:31:45 UTC (4,830 KB)

Access paper: View PDF | HTML (experimental) | TeX Source | Other Formats"""),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-13", system=SYSTEM, turns=turns,
           state=state("What value did CMS obtain for the W boson mass, how does it compare with the CDF result and the Standard Model prediction, and where was it published?", "2025-05-02", init))


# 14 Drug trial readouts, Lilly press release, ClinicalTrials.gov and NEJM: bad
def t14(rs: RowSet) -> None:
    m = Mem()
    turns = [
        (search("SURMOUNT-5 tirzepatide vs semaglutide topline results weight loss 72 weeks"), sr(
            ("https://investor.lilly.com/news-releases/news-release-details/lillys-zepbound-tirzepatide-superior-wegovy-semaglutide-head", "Lilly's Zepbound (tirzepatide) superior to Wegovy (semaglutide) in head-to-head trial - Eli Lilly and Company",
             "In the SURMOUNT-5 phase 3b trial, Zepbound led to an average weight loss of 20.2% compared to 13.7% with Wegovy at 72 weeks ...", "Dec 4, 2024"),
            ("https://clinicaltrials.gov/study/NCT05822830", "A Study of Tirzepatide (LY3298176) Compared With Semaglutide in Adults With Obesity (SURMOUNT-5) | ClinicalTrials.gov",
             "NCT05822830. Phase 3b, open-label, randomized study comparing the maximum tolerated dose of tirzepatide with semaglutide in participants with obesity without type 2 diabetes ...", "N/A"),
            ("https://www.reuters.com/business/healthcare-pharmaceuticals/lillys-zepbound-beats-novos-wegovy-head-to-head-weight-loss-trial-2024-12-04/", "Lilly's Zepbound beats Novo's Wegovy in head-to-head weight-loss trial - Reuters",
             "Patients on Zepbound lost 47% more weight on a relative basis than those on Wegovy ...", "Dec 4, 2024"),
            ("https://www.fiercebiotech.com/biotech/lilly-surmount-5-zepbound-wegovy-head-head", "Lilly's Zepbound tops Wegovy in first head-to-head obesity trial - Fierce Biotech",
             "751 adults were randomized; 31.6% of tirzepatide patients lost at least 25% of body weight versus 16.1% on semaglutide ...", "Dec 4, 2024"),
            ("https://www.statnews.com/2024/12/04/zepbound-wegovy-head-to-head-surmount-5-results/", "Zepbound beats Wegovy in first head-to-head obesity trial - STAT",
             "Lilly said detailed results will be presented at a medical meeting and submitted to a peer-reviewed journal in 2025 ...", "Dec 4, 2024"),
            ("https://www.biospace.com/drug-development/lillys-zepbound-outperforms-wegovy", "Lilly's Zepbound outperforms Novo's Wegovy in SURMOUNT-5 - BioSpace",
             "Average weight reduction: 50.3 lb with Zepbound vs 33.1 lb with Wegovy ...", "Dec 4, 2024"),
            ("https://www.fda.gov/news-events/press-announcements/fda-approves-new-medication-chronic-weight-management", "FDA approves new medication for chronic weight management - FDA",
             "Zepbound (tirzepatide) approved November 8, 2023 for chronic weight management in adults with obesity ...", "Nov 8, 2023"),
            ("https://www.reddit.com/r/Zepbound/comments/1h6mq2a/surmount5_results_are_out/", "SURMOUNT-5 results are out! : r/Zepbound",
             "20.2 vs 13.7. Not surprised but nice to have it in a head to head ...", "Dec 4, 2024"),
        )),
        (extract("https://investor.lilly.com/news-releases/news-release-details/lillys-zepbound-tirzepatide-superior-wegovy-semaglutide-head", "primary and key secondary results, trial size, doses"),
         """# Lilly's Zepbound® (tirzepatide) superior to Wegovy® (semaglutide) in head-to-head trial showing an average weight loss of 20.2% vs. 13.7%

*INDIANAPOLIS, Dec. 4, 2024 /PRNewswire/*

- Zepbound led to 47% more relative weight loss than Wegovy in the SURMOUNT-5 phase 3b trial
- 31.6% of participants taking Zepbound achieved at least 25% body weight loss, compared to 16.1% taking Wegovy

Eli Lilly and Company (NYSE: LLY) today announced topline results from the SURMOUNT-5 phase 3b open-label, randomized clinical trial evaluating the efficacy and safety of Zepbound (tirzepatide) compared to Wegovy (semaglutide) in adults with obesity, or overweight with at least one weight-related medical condition, without diabetes. Zepbound demonstrated superiority, achieving an average weight loss of 20.2% compared to 13.7% with Wegovy at 72 weeks.

## Results at 72 weeks (efficacy estimand)

| Endpoint | Zepbound (MTD 10 mg or 15 mg) | Wegovy (MTD 1.7 mg or 2.4 mg) |
| --- | --- | --- |
| Percent change in body weight (primary) | -20.2% | -13.7% |
| Average weight loss | 22.8 kg (50.3 lb) | 15.0 kg (33.1 lb) |
| Participants achieving >= 10% weight loss | 81.6% | 60.5% |
| Participants achieving >= 15% weight loss | 64.6% | 40.1% |
| Participants achieving >= 20% weight loss | 48.4% | 27.3% |
| Participants achieving >= 25% weight loss | 31.6% | 16.1% |
| Change in waist circumference | -18.4 cm (7.2 in) | -13.0 cm (5.1 in) |

## Trial design

SURMOUNT-5 randomized **751 participants** 1:1 in the U.S. and Puerto Rico to the maximum tolerated dose of Zepbound (10 mg or 15 mg) or Wegovy (1.7 mg or 2.4 mg), both given once weekly as an adjunct to a reduced-calorie diet and increased physical activity. The primary endpoint was percent change in body weight from baseline to week 72. Participants had a mean baseline body weight of 113 kg (249 lb).

## Safety

The most commonly reported adverse events for both treatments were gastrointestinal, generally mild to moderate and occurring mainly during dose escalation. Treatment discontinuation due to adverse events was 6.1% for Zepbound and 8.0% for Wegovy.

> "Zepbound has shown a clear advantage in weight reduction," said Leonard Glass, M.D., senior vice president, global medical affairs, Lilly Cardiometabolic Health.

Lilly will present detailed results at an upcoming medical meeting and submit them to a peer-reviewed journal in 2025.

*Contacts: Rachel Kahn (media), rachel.kahn@lilly.com; Michael Czapar (investors), czapar_michael_c@lilly.com*"""),
        (extract("https://clinicaltrials.gov/study/NCT05822830", "trial identifier, design, enrollment, status and dates"),
         """# A Study of Tirzepatide (LY3298176) Compared With Semaglutide in Adults With Obesity (SURMOUNT-5)

**ClinicalTrials.gov ID:** NCT05822380
**Sponsor:** Eli Lilly and Company
**Information provided by:** Eli Lilly and Company (Responsible Party)
**Last Update Posted:** 2025-05-14

## Study Overview

**Brief Summary:** The main purpose of this study is to compare the efficacy and safety of tirzepatide maximum tolerated dose (MTD) to semaglutide MTD in participants with obesity or overweight with weight-related comorbidities, without type 2 diabetes.

**Official Title:** A Phase 3b, Open-label, Multicenter, Randomized Study to Compare the Efficacy and Safety of Tirzepatide Maximum Tolerated Dose (MTD) to Semaglutide MTD in Participants With Obesity or Overweight With Weight-Related Comorbidities Without Type 2 Diabetes (SURMOUNT-5)

| Field | Value |
| --- | --- |
| Other study ID numbers | 18200, I8F-MC-GPJF |
| Overall status | Completed |
| Study type | Interventional |
| Phase | Phase 3 |
| Allocation | Randomized |
| Intervention model | Parallel assignment |
| Masking | None (open label) |
| Primary purpose | Treatment |
| Enrollment (actual) | 751 |
| Study start (actual) | 2023-04-19 |
| Primary completion (actual) | 2024-11-07 |
| Study completion (actual) | 2024-11-27 |
| First submitted | 2023-04-10 |
| Locations | 32 (United States, Puerto Rico) |

## Arms and interventions

| Arm | Intervention |
| --- | --- |
| Experimental: Tirzepatide | Drug: Tirzepatide, administered SC once weekly, escalated to MTD of 10 mg or 15 mg |
| Active comparator: Semaglutide | Drug: Semaglutide, administered SC once weekly, escalated to MTD of 1.7 mg or 2.4 mg |

## Outcome measures

**Primary:** Percent change from baseline in body weight [Time frame: baseline, week 72]

**Key secondary:** Percentage of participants who achieve >= 10%, >= 15%, >= 20%, >= 25% body weight reduction [week 72]; change from baseline in waist circumference [week 72]

## Eligibility

Ages 18 years and older; BMI >= 30 kg/m², or >= 27 kg/m² with at least one weight-related comorbidity (hypertension, dyslipidemia, obstructive sleep apnea or cardiovascular disease); history of at least one unsuccessful dietary effort to lose weight. Exclusion: type 1 or type 2 diabetes, prior GLP-1 receptor agonist treatment within 90 days."""),
        m.add({"surmount5": "SURMOUNT-5 (Lilly, topline 4 Dec 2024): tirzepatide MTD 10/15 mg -20.2% vs semaglutide MTD 1.7/2.4 mg -13.7% body weight at 72 wk; n=751, open-label phase 3b; >=25% loss 31.6% vs 16.1%"}),
        (search("SURMOUNT-5 NEJM tirzepatide as compared with semaglutide for the treatment of obesity 2025"), sr(
            ("https://www.nejm.org/doi/full/10.1056/NEJMoa2416394", "Tirzepatide as Compared with Semaglutide for the Treatment of Obesity | NEJM",
             "Aronne LJ, Horn DB, le Roux CW, et al. Among participants with obesity but without diabetes, treatment with tirzepatide was superior to treatment with semaglutide with respect to reduction in body weight and waist circumference ...", "May 11, 2025"),
            ("https://investor.lilly.com/news-releases/news-release-details/surmount-5-nejm-eco-2025", "Detailed SURMOUNT-5 results presented at ECO 2025 and published in NEJM - Eli Lilly",
             "Results presented at the European Congress on Obesity in Malaga, Spain ...", "May 11, 2025"),
            ("https://www.medscape.com/viewarticle/tirzepatide-beats-semaglutide-surmount-5-2025a1000abc", "Tirzepatide Beats Semaglutide in First Head-to-Head Obesity Trial - Medscape",
             "Full results confirm a 6.5-percentage-point difference in weight loss at 72 weeks ...", "May 12, 2025"),
            ("https://www.tctmd.com/news/surmount-5-tirzepatide-semaglutide", "SURMOUNT-5: Tirzepatide Tops Semaglutide for Weight Loss - TCTMD",
             "Open-label design and the sponsor's involvement were noted as limitations by outside experts ...", "May 12, 2025"),
        )),
        (extract("https://www.nejm.org/doi/full/10.1056/NEJMoa2416394", "abstract results with confidence intervals"),
         """# Tirzepatide as Compared with Semaglutide for the Treatment of Obesity

**Louis J. Aronne, M.D., Deborah Bade Horn, D.O., M.P.H., Carel W. le Roux, M.B., Ch.B., Ph.D., Wayne Ho, M.D., Beverly L. Falcon, Ph.D., Elisa Gomez Valderas, M.D., Sagar Das, M.S., Clare J. Lee, M.D., Leonard C. Glass, M.D., Cagri Senyucel, M.D., and Julia P. Dunn, M.D., for the SURMOUNT-5 Trial Investigators**

*N Engl J Med* 2025 | Published May 11, 2025 | DOI: 10.1056/NEJMoa2416394

## Abstract

**Background:** Tirzepatide and semaglutide are highly effective medications for obesity management. The efficacy and safety of tirzepatide as compared with semaglutide in adults with obesity but without type 2 diabetes is unknown.

**Methods:** In this phase 3b, open-label, controlled trial, adult participants with obesity but without type 2 diabetes were randomly assigned in a 1:1 ratio to receive the maximum tolerated dose of tirzepatide (10 mg or 15 mg) or the maximum tolerated dose of semaglutide (1.7 mg or 2.4 mg) subcutaneously once weekly for 72 weeks. The primary end point was the percent change in weight from baseline to week 72. Key secondary end points included weight reductions of at least 10%, 15%, 20%, and 25% and a change in waist circumference from baseline to week 72.

**Results:** A total of 751 participants underwent randomization. The least-squares mean percent change in weight at week 72 was -20.2% (95% confidence interval [CI], -21.4 to -19.1) with tirzepatide and -13.7% (95% CI, -14.9 to -12.6) with semaglutide (P<0.001). The least-squares mean change in waist circumference was -18.4 cm (95% CI, -19.6 to -17.2) with tirzepatide and -13.0 cm (95% CI, -14.3 to -11.7) with semaglutide (P<0.001). Participants in the tirzepatide group were more likely than those in the semaglutide group to have weight reductions of at least 10%, 15%, 20%, and 25%. The most common adverse events in both treatment groups were gastrointestinal, and most were mild to moderate in severity and occurred primarily during dose escalation.

**Conclusions:** Among participants with obesity but without diabetes, treatment with tirzepatide was superior to treatment with semaglutide with respect to reduction in body weight and waist circumference at week 72. (Funded by Eli Lilly.)"""),
        m.get(["surmount5"]),
    ]
    rs.add(task="search", tid="h39-search-14", system=SYSTEM, turns=turns,
           state=state("What did the SURMOUNT-5 head-to-head trial of tirzepatide versus semaglutide show, how large was it, and has it been published in a peer-reviewed journal?", "2025-06-03"),
           bad=True, turn=3, kind="trial registry page shows an NCT number with transposed digits versus the requested URL and earlier result")


TX_COUNTIES = [("Gaines", 315), ("Terry", 36), ("Lubbock", 35), ("Dawson", 19), ("Yoakum", 13), ("Lynn", 11), ("Ector", 9),
               ("Cochran", 8), ("Garza", 7), ("Lamar", 6), ("Martin", 5), ("Hockley", 5), ("Dallas", 2), ("Other counties (9)", 10)]


# 15 Disease outbreak case counts, CDC, Texas DSHS, NMDOH and news: clean
def t15(rs: RowSet) -> None:
    init = {"definition": "outbreak = 3 or more related cases (CDC); counts are confirmed cases, calendar year 2025"}
    m = Mem(init)
    tx_total = sum(n for _, n in TX_COUNTIES)
    tx_rows = "\n".join(f"| {c} | {n} |" for c, n in TX_COUNTIES)
    turns = [
        (search("CDC measles cases 2025 United States total confirmed jurisdictions outbreaks"), sr(
            ("https://www.cdc.gov/measles/data-research/index.html", "Measles Cases and Outbreaks | Measles (Rubeola) | CDC",
             "As of April 3, 2025, a total of 607 confirmed measles cases were reported by 22 jurisdictions ... Updated on Wednesdays.", "Apr 3, 2025"),
            ("https://www.cdc.gov/han/2025/han00522.html", "Increase in Global and Domestic Measles Cases and Outbreaks - CDC HAN",
             "CDC is issuing this Health Alert Network Health Advisory to notify clinicians and public health officials of an increase in measles cases ...", "Mar 7, 2025"),
            ("https://www.dshs.texas.gov/news-alerts/measles-outbreak-2025", "Measles Outbreak - April 4, 2025 | Texas DSHS",
             "Since late January, Texas has reported 481 cases, primarily in the South Plains region ...", "Apr 4, 2025"),
            ("https://www.nytimes.com/interactive/2025/us/measles-cases-map.html", "Measles Outbreak Map: Tracking Cases in the U.S. - The New York Times",
             "Cases have been reported in more than 20 states this year, with the largest outbreak centered in West Texas ...", "Apr 4, 2025"),
            ("https://www.who.int/emergencies/disease-outbreak-news", "Disease Outbreak News - WHO",
             "Measles - Region of the Americas; updates on cases in Canada, Mexico and the United States ...", "N/A"),
            ("https://en.wikipedia.org/wiki/2025_Southwest_United_States_measles_outbreak", "2025 Southwest United States measles outbreak - Wikipedia",
             "An ongoing outbreak that began in January 2025 in Gaines County, Texas, and spread to New Mexico, Oklahoma and Kansas ...", "N/A"),
            ("https://www.nbcnews.com/health/health-news/measles-cases-us-2025-rcna198765", "U.S. measles cases surpass 600 as outbreak grows - NBC News",
             "The 2025 total has already surpassed the 285 cases reported in all of 2024 ...", "Apr 4, 2025"),
            ("https://www.jhsph.edu/measles-tracker", "U.S. Measles Tracker - Johns Hopkins Bloomberg School of Public Health",
             "Daily updated county-level measles counts compiled from state health departments ...", "N/A"),
        )),
        (extract("https://www.cdc.gov/measles/data-research/index.html", "current US case count, jurisdictions, outbreaks, deaths, age and vaccination breakdown"),
         """# Measles Cases and Outbreaks

*Updated on Wednesdays. Data as of April 3, 2025 (noon ET)*

## 2025 U.S. cases

As of April 3, 2025, a total of **607 confirmed*** measles cases were reported by **22 jurisdictions**: Alaska, California, Florida, Georgia, Hawaii, Kentucky, Maryland, Michigan, Minnesota, New Jersey, New Mexico, New York City, New York State, Ohio, Oklahoma, Pennsylvania, Rhode Island, Tennessee, Texas, Vermont, Washington, and Kansas.

There have been **3 outbreaks** (defined as 3 or more related cases) reported in 2025, and **93% of confirmed cases (565 of 607)** are outbreak-associated. For comparison, 16 outbreaks were reported during 2024 and 69% of cases (198 of 285) were outbreak-associated.

There have been **3 confirmed deaths** from measles in 2025.

### Age

| Age group | Cases | Percent |
| --- | --- | --- |
| Under 5 years | 192 | 32% |
| 5-19 years | 236 | 39% |
| 20+ years | 175 | 29% |
| Age unknown | 4 | 1% |

### Vaccination status

| Status | Percent |
| --- | --- |
| Unvaccinated or unknown | 97% |
| One MMR dose | 1% |
| Two MMR doses | 2% |

### Hospitalizations

12% of cases hospitalized (74 of 607).

| Age group | Percent hospitalized |
| --- | --- |
| Under 5 years | 21% (41 of 192) |
| 5-19 years | 7% (16 of 236) |
| 20+ years | 10% (17 of 175) |

## Yearly measles cases, 2000-2025

| Year | Cases |
| --- | --- |
| 2019 | 1,274 |
| 2020 | 13 |
| 2021 | 49 |
| 2022 | 121 |
| 2023 | 59 |
| 2024 | 285 |
| 2025 (as of Apr 3) | 607 |

*Count includes cases among international visitors to the United States. Data are preliminary and subject to change."""),
        m.add({"us_measles_cdc": "CDC as of 3 Apr 2025: 607 confirmed cases, 22 jurisdictions, 3 outbreaks (93% outbreak-associated), 3 deaths, 12% hospitalized; 2024 full year 285"}),
        (search("Texas measles outbreak DSHS case count Gaines County April 2025"), sr(
            ("https://www.dshs.texas.gov/news-alerts/measles-outbreak-2025", "Measles Outbreak - April 4, 2025 | Texas DSHS",
             "Texas: 481 cases since late January; 56 patients hospitalized over the course of the outbreak; 2 deaths. Gaines County 315 ...", "Apr 4, 2025"),
            ("https://www.texastribune.org/2025/04/04/texas-measles-outbreak-cases/", "Texas measles outbreak grows to 481 cases - The Texas Tribune",
             "A second school-aged child died in Lubbock this week; neither child was vaccinated ...", "Apr 4, 2025"),
            ("https://www.kcbd.com/2025/04/04/south-plains-measles-update/", "South Plains measles update: 481 cases statewide - KCBD",
             "DSHS updates counts on Tuesdays and Fridays ...", "Apr 4, 2025"),
            ("https://www.cnn.com/2025/04/04/health/texas-measles-child-death/index.html", "Second child dies of measles in Texas - CNN",
             "The unvaccinated 8-year-old died at a Lubbock hospital of measles pulmonary failure ...", "Apr 4, 2025"),
            ("https://www.statnews.com/2025/04/01/texas-measles-outbreak-response/", "Inside the public health response to the West Texas measles outbreak - STAT",
             "Mobile vaccination clinics and community outreach in Mennonite communities of Gaines County ...", "Apr 1, 2025"),
        )),
        (extract("https://www.dshs.texas.gov/news-alerts/measles-outbreak-2025", "Texas case count, hospitalizations, deaths, counties"),
         f"""# Measles Outbreak - April 4, 2025

**Texas Department of State Health Services** | Updated Tuesdays and Fridays

## Outbreak summary

Since late January, Texas has reported **{tx_total} cases**, primarily in the South Plains region of Texas. Due to the highly contagious nature of this disease, additional cases are likely to occur in Gaines County and the surrounding communities.

| Measure | Count |
| --- | --- |
| Cases | {tx_total} |
| New cases since Tuesday (April 1) | 59 |
| Hospitalized over the course of the outbreak | 56 |
| Deaths | 2 |

## Cases by county

| County | Cases |
| --- | --- |
{tx_rows}
| **Total** | **{tx_total}** |

## Cases by age

| Age group | Cases |
| --- | --- |
| 0-4 years | 160 |
| 5-17 years | 187 |
| 18+ years | 123 |
| Pending | 11 |

## Vaccination status

Of the {tx_total} cases, 476 are unvaccinated or have unknown vaccination status; 5 had received at least one dose of MMR vaccine before exposure.

*Outbreak-associated cases only; cases in counties outside the outbreak area that are not linked to it are reported separately. Cases are counted by county of residence.*"""),
        m.add({"tx_measles": f"Texas DSHS 4 Apr 2025: {tx_total} cases since late Jan, 56 hospitalized, 2 deaths; Gaines County 315"}),
        (search("US measles cases top 300 March 2025 AP CDC"), sr(
            ("https://apnews.com/article/measles-outbreak-texas-new-mexico-cdc-cases-march-14-2025", "US measles cases top 300 as Texas outbreak grows - AP News",
             "There are 301 confirmed measles cases in the U.S. so far this year, the CDC said Friday, reported by 15 jurisdictions ...", "Mar 14, 2025"),
            ("https://www.npr.org/2025/03/14/nx-s1-5328765/measles-outbreak-texas-cases", "Measles cases in the U.S. pass 300 - NPR",
             "Texas has 259 cases and New Mexico 35 in an outbreak that has killed an unvaccinated child and an adult ...", "Mar 14, 2025"),
            ("https://www.cbsnews.com/news/measles-cases-2025-us-count/", "Measles cases in 2025 surpass entire 2024 total - CBS News",
             "The 2025 total passed 2024's 285 cases in the first week of March ...", "Mar 7, 2025"),
        )),
        (extract("https://apnews.com/article/measles-outbreak-texas-new-mexico-cdc-cases-march-14-2025", "case count and date reported"),
         """# US measles cases top 300 as Texas outbreak grows

*By Devi Shastri | March 14, 2025*

There are 301 confirmed measles cases in the U.S. so far this year, the Centers for Disease Control and Prevention said Friday, as a large outbreak in West Texas continued to grow.

The count, reported by 15 jurisdictions, is already more than the 285 cases reported in all of 2024. The CDC said Friday that it counts cases as of Thursday (March 13) and will update its figures weekly.

Texas has reported 259 cases since late January, most of them in Gaines County, a rural area with a large Mennonite community and low vaccination rates. Neighboring New Mexico has reported 35 cases, most in Lea County. Two people have died: an unvaccinated school-aged child in Lubbock in late February, and an unvaccinated adult in New Mexico whose death was confirmed as measles-related this month.

"We're going to keep seeing cases for a while," said Katherine Wells, public health director in Lubbock. "This isn't slowing down."

Measles was declared eliminated from the U.S. in 2000, meaning there was no continuous spread for at least 12 months. Health officials have warned that sustained outbreaks could threaten that status.

The measles, mumps and rubella (MMR) vaccine is 97% effective against measles after two doses.

*Associated Press health writer Mike Stobbe contributed to this report.*"""),
        m.update({"us_measles_cdc": "CDC as of 3 Apr 2025: 607 confirmed cases, 22 jurisdictions, 3 outbreaks (93% outbreak-associated), 3 deaths, 12% hospitalized; 2024 full year 285; trend: 301 cases / 15 jurisdictions as of 13 Mar -> 607 / 22 as of 3 Apr"}),
        (search("New Mexico measles cases 2025 Lea County NMDOH update"), sr(
            ("https://www.nmhealth.org/about/erd/ideb/mog/measles/", "Measles - New Mexico Department of Health",
             "As of April 4, 2025: 54 measles cases in New Mexico in 2025 (Lea County 50), 1 death ...", "Apr 4, 2025"),
            ("https://www.sourcenm.com/2025/04/04/new-mexico-measles-cases-rise/", "New Mexico measles cases rise to 54 - Source NM",
             "Two cases in Eddy County; most cases are in Lea County adjacent to Gaines County, Texas ...", "Apr 4, 2025"),
            ("https://www.koat.com/article/new-mexico-measles-lea-county-update/64312345", "Lea County measles update - KOAT",
             "Free MMR clinics continue in Hobbs and Lovington ...", "Apr 3, 2025"),
        )),
        (extract("https://www.nmhealth.org/about/erd/ideb/mog/measles/", "New Mexico 2025 measles case count by county"),
         """# Measles

**New Mexico Department of Health** | Epidemiology and Response Division

## 2025 measles cases in New Mexico (as of April 4, 2025)

| County | Cases |
| --- | --- |
| Lea | 50 |
| Eddy | 2 |
| Doña Ana | 1 |
| Sandoval | 1 |
| **Total** | **54** |

| Measure | Count |
| --- | --- |
| Hospitalized | 2 |
| Deaths | 1 (adult, Lea County, unvaccinated) |
| Cases in detention facility (Otero County Processing Center) | reported separately by ICE |

Most New Mexico cases are linked to the outbreak in neighboring Gaines County, Texas. Anyone who is not vaccinated should get the MMR vaccine; NMDOH public health offices provide it at no cost.

**Exposure locations** are posted for Hobbs, Lovington and Las Cruces. Call the NMDOH Helpline at 1-833-796-8773 if you believe you were exposed."""),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-15", system=SYSTEM, turns=turns,
           state=state("How many measles cases has the US confirmed so far in 2025, in how many jurisdictions, and how much of that is the West Texas / New Mexico outbreak? Note how fast the count has grown.", "2025-04-05", init))


# Falcon 9 Block 5 boosters: (serial, first flight date, first mission, launches, last flight date, last mission, landings ok/attempted, status)
F9_BOOSTERS = [
    ("B1058", "2020-05-30", "Crew Demo-2", 19, "2023-12-23", "Starlink Group 6-32", "19/19", "Destroyed"),
    ("B1060", "2020-06-30", "GPS III SV03", 20, "2024-11-12", "Starlink Group 6-65", "20/20", "Active"),
    ("B1061", "2020-11-15", "Crew-1", 23, "2025-02-04", "Starlink Group 11-4", "23/23", "Active"),
    ("B1062", "2020-11-05", "GPS III SV04", 23, "2024-08-28", "Starlink Group 8-3", "22/23", "Destroyed"),
    ("B1063", "2020-11-21", "Sentinel-6 Michael Freilich", 24, "2025-03-12", "SPHEREx / PUNCH", "24/24", "Active"),
    ("B1067", "2021-06-03", "CRS-22", 26, "2025-03-14", "Crew-10", "26/26", "Active"),
    ("B1069", "2021-08-28", "CRS-23", 22, "2025-03-01", "Starlink Group 12-12", "22/22", "Active"),
    ("B1071", "2021-09-14", "NROL-87", 24, "2025-02-27", "Starlink Group 17-1", "24/24", "Active"),
    ("B1073", "2021-12-21", "CRS-24", 21, "2024-05-02", "Starlink Group 6-57", "20/20", "Expended"),
    ("B1076", "2022-01-24", "Transporter-3", 22, "2025-01-16", "Starlink Group 12-2", "21/21", "Expended"),
    ("B1077", "2022-10-05", "Crew-5", 20, "2025-03-08", "Starlink Group 12-20", "20/20", "Active"),
    ("B1078", "2023-03-02", "Crew-6", 19, "2025-03-09", "Starlink Group 12-15", "19/19", "Active"),
    ("B1080", "2023-05-21", "Ax-2", 18, "2025-03-03", "Starlink Group 12-11", "18/18", "Active"),
    ("B1083", "2023-11-11", "CRS-29", 12, "2025-03-06", "Starlink Group 12-21", "12/12", "Active"),
]


def f9_table(flip: str | None = None) -> str:
    rows = []
    for sn, d1, m1, n, d2, m2, land, st in F9_BOOSTERS:
        if sn == flip:
            st = "Active"
        rows.append(f"| {sn} | {d1} ({m1}) | {n} | {d2} ({m2}) | {land} | {st} |")
    return "\n".join(rows)


F9_HEAD = """| Serial | First flight (mission) | Launches | Last flight (mission) | Landings (successful/attempted) | Status |
| --- | --- | --- | --- | --- | --- |"""


# 16 Rocket landing attempts, Wikipedia booster list and SpaceNews: bad
def t16(rs: RowSet) -> None:
    m = Mem()
    turns = [
        (search("Falcon 9 booster B1062 landing failure tipped over droneship August 2024"), sr(
            ("https://en.wikipedia.org/wiki/List_of_Falcon_9_first-stage_boosters", "List of Falcon 9 first-stage boosters - Wikipedia",
             "B1062 was destroyed on its 23rd flight on 28 August 2024 when it tipped over after landing on A Shortfall of Gravitas, ending a streak of 267 consecutive successful landings ...", "N/A"),
            ("https://spacenews.com/falcon-9-booster-lost-after-landing-faa-mishap-investigation/", "Falcon 9 booster lost after landing; FAA requires mishap investigation - SpaceNews",
             "The booster, flying for a record 23rd time, tipped over and caught fire after touchdown on the droneship following the Starlink 8-3 launch ...", "Aug 28, 2024"),
            ("https://www.space.com/spacex-falcon-9-rocket-landing-fail-starlink-launch-august-2024", "SpaceX Falcon 9 rocket falls over after landing at sea - Space.com",
             "It was the first landing failure for a Falcon 9 first stage since February 2021 ...", "Aug 28, 2024"),
            ("https://www.spacex.com/launches/mission/?missionId=sl-8-3", "Starlink Mission | SpaceX",
             "This was the 23rd flight for the first stage booster supporting this mission, which previously launched GPS III-4, GPS III-5, Inspiration4, Ax-1 and 18 Starlink missions ...", "Aug 28, 2024"),
            ("https://www.reddit.com/r/SpaceX/comments/1f3db2x/b1062_tipped_over_after_landing/", "B1062 tipped over after landing : r/SpaceX",
             "Landing looked nominal then one leg gave way. RIP 1062, 22 landings ...", "Aug 28, 2024"),
            ("https://www.nextspaceflight.com/boosters/b1062/", "B1062 - Falcon 9 Block 5 - Next Spaceflight",
             "Status: Destroyed. Flights: 23. First flight: Nov 5, 2020 (GPS III SV04). Last: Aug 28, 2024 ...", "N/A"),
            ("https://www.theverge.com/2024/8/28/24230550/spacex-falcon-9-grounded-booster-failure", "SpaceX's Falcon 9 is grounded after a rare landing failure - The Verge",
             "The failure comes weeks after a July upper-stage anomaly that grounded the rocket for two weeks ...", "Aug 28, 2024"),
            ("https://www.teslarati.com/spacex-falcon-9-b1062-loss-cause/", "SpaceX identifies cause of Falcon 9 booster landing failure - Teslarati",
             "A fault in one of the landing legs after a mis-sized engine burn led to the booster tipping ...", "Aug 30, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_Falcon_9_first-stage_boosters", "Block 5 boosters, their flight counts, landings and status"),
         """# List of Falcon 9 first-stage boosters

From Wikipedia, the free encyclopedia

A **Falcon 9 first-stage booster** is a reusable rocket booster used on the first stage of a Falcon 9 launch vehicle, manufactured by SpaceX. Block 5 boosters, in service since May 2018, are designed for ten or more flights with minimal refurbishment; several have now flown more than twenty times.

## Notable losses

Two Block 5 boosters have been destroyed after a successful touchdown:
- **B1058** toppled over on the droneship *A Shortfall of Gravitas* during rough seas while being transported back to port on 25 December 2023, after its record 19th flight.
- **B1062** tipped over and caught fire shortly after landing on *A Shortfall of Gravitas* on 28 August 2024, at the end of its 23rd flight (Starlink Group 8-3). The failure ended a streak of 267 consecutive successful booster landings. The FAA cleared Falcon 9 to return to flight on 30 August 2024.

## Block 5 boosters (selected, as of March 2025)

""" + F9_HEAD + "\n" + f9_table() + """

Notes: Landings counted as attempted include only booster recovery attempts; expended flights are not counted. Status "Expended" means the booster was deliberately not recovered on its final flight.

## See also

- List of Falcon 9 and Falcon Heavy launches
- SpaceX reusable launch system development program"""),
        m.add({"b1062": "B1062: 23 flights (first 5 Nov 2020 GPS III SV04, last 28 Aug 2024 Starlink 8-3); 22/23 landings; tipped over & burned after landing on ASOG; ended streak of 267 landings"}),
        (search("FAA mishap investigation Falcon 9 landing failure August 2024 return to flight"), sr(
            ("https://spacenews.com/falcon-9-booster-lost-after-landing-faa-mishap-investigation/", "Falcon 9 booster lost after landing; FAA requires mishap investigation - SpaceNews",
             "The FAA said it would require a mishap investigation; SpaceX postponed the Polaris Dawn launch ...", "Aug 28, 2024"),
            ("https://www.faa.gov/newsroom/statements/general-statements", "General Statements - Federal Aviation Administration",
             "August 30, 2024: The FAA determined the Falcon 9 may return to flight while the overall investigation remains open ...", "Aug 30, 2024"),
            ("https://www.cnbc.com/2024/08/30/faa-clears-spacex-falcon-9-return-to-flight.html", "FAA clears SpaceX to resume Falcon 9 launches - CNBC",
             "SpaceX plans to launch 21 Starlink satellites early Saturday, ending a brief grounding ...", "Aug 30, 2024"),
        )),
        (extract("https://spacenews.com/falcon-9-booster-lost-after-landing-faa-mishap-investigation/", "details of the landing failure and FAA response"),
         """# Falcon 9 booster lost after landing; FAA requires mishap investigation

*by Jeff Foust | August 28, 2024*

WASHINGTON - A Falcon 9 booster tipped over and was destroyed after landing on a droneship Aug. 28, ending a string of more than 260 successful landings and grounding the vehicle pending an investigation.

The Falcon 9 lifted off from Space Launch Complex 40 at Cape Canaveral at 3:48 a.m. Eastern carrying 21 Starlink satellites on the Starlink Group 8-3 mission. The upper stage deployed the satellites as planned about an hour after liftoff.

The first stage, B1062, was making its 23rd flight, a record for a Falcon 9 booster. It landed on the droneship *A Shortfall of Gravitas* in the Atlantic about eight and a half minutes after liftoff, but SpaceX's webcast showed the booster toppling over shortly after touchdown and bursting into flames.

"The Falcon 9 first stage booster was lost after landing," SpaceX said in a statement. "The Starlink satellites are healthy and deployed to their intended orbit."

The FAA said it was requiring a mishap investigation. "No public injuries or public property damage have been reported," the agency said. "The FAA is requiring a mishap investigation."

The loss postponed the launch of the Polaris Dawn private astronaut mission, which had been scheduled for no earlier than Aug. 28 from Kennedy Space Center.

The failure was the first landing failure for a Falcon 9 booster since February 2021, when B1059 was lost at sea on a Starlink launch. Since then, SpaceX had recorded 267 consecutive successful landings.

B1062 first flew in November 2020 on the launch of a GPS III satellite, and also launched the Inspiration4 and Ax-1 private astronaut missions."""),
        (extract("https://en.wikipedia.org/wiki/List_of_Falcon_9_first-stage_boosters", "status column of each Block 5 booster: which ones are active, expended or destroyed"),
         """# List of Falcon 9 first-stage boosters

## Block 5 boosters (selected, as of March 2025)

""" + F9_HEAD + "\n" + f9_table(flip="B1058") + """

Notes: Landings counted as attempted include only booster recovery attempts; expended flights are not counted. Status "Expended" means the booster was deliberately not recovered on its final flight.

Fleet leaders by launches: B1067 (26), B1063 (24), B1071 (24), B1061 (23), B1062 (23)."""),
        m.add({"faa_response": "FAA required mishap investigation 28 Aug 2024; Falcon 9 cleared to return to flight 30 Aug 2024; Polaris Dawn postponed; previous landing failure B1059, Feb 2021"}),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-16", system=SYSTEM, turns=turns,
           state=state("What happened to Falcon 9 booster B1062 on its last flight, what was its landing record, and which other Block 5 boosters have been lost or expended?", "2025-03-20"),
           bad=True, turn=6, kind="booster shown destroyed in the earlier extraction is listed as active in a re-extraction of the same page")


CCNO1_OBS = [("07:45", 60.26), ("08:00", 60.28), ("08:15", 60.31), ("08:30", 60.33), ("08:45", 60.35), ("09:00", 60.37),
             ("09:15", 60.39), ("09:30", 60.40), ("09:45", 60.42)]


def ccno1_page(last: int) -> str:
    obs = CCNO1_OBS[last - 5:last + 1]
    t, v = obs[-1]
    rows = "\n".join(f"| 04/08 {tt} | {vv:.2f} |" for tt, vv in reversed(obs))
    return f"""# Ohio River at Cincinnati (CCNO1)

**National Water Prediction Service** | NWS Wilmington, OH (ILN) | USGS 03255000

**Latest observation:** {v:.2f} ft at 04/08/2025 {t} EDT - **Moderate Flooding**
**Forecast crest:** 60.8 ft around 04/08/2025 20:00 EDT (forecast issued 04/08/2025 06:12 EDT)

## Flood categories (ft)

| Category | Stage |
| --- | --- |
| Major flood stage | 70 |
| Moderate flood stage | 60 |
| Flood stage | 52 |
| Action stage | 50 |

## Recent observations (stage, ft)

| Date / time (EDT) | Stage |
| --- | --- |
{rows}

## Official forecast (stage, ft)

| Date / time (EDT) | Stage |
| --- | --- |
| 04/08 14:00 | 60.6 |
| 04/08 20:00 | 60.8 |
| 04/09 02:00 | 60.7 |
| 04/09 08:00 | 60.5 |
| 04/09 20:00 | 59.6 |
| 04/10 08:00 | 58.3 |
| 04/11 08:00 | 55.4 |
| 04/12 08:00 | 52.2 |

## Flood impacts

| Stage | Impact |
| --- | --- |
| 60 | Flooding of Kellogg Avenue and River Road; Riverside Drive closed; flooding in low-lying areas of California and Sayler Park. |
| 57 | Flooding of parts of Eastern Avenue; flood gates installed along the riverfront. |
| 52 | Flooding begins in the Ohio River bottomlands; Smale Riverfront Park lower levels underwater. |

Gauge location: Roebling Suspension Bridge, Cincinnati, Hamilton County, OH. Latitude 39.0917, Longitude -84.5097. Datum: 420.00 ft NGVD29 (stage 0)."""


# 17 Flood crest levels, NWS National Water Prediction Service gauge page: bad
def t17(rs: RowSet) -> None:
    m = Mem()
    turns = [
        (search("Ohio River Cincinnati crest forecast April 2025 flood stage feet"), sr(
            ("https://water.noaa.gov/gauges/ccno1", "Ohio River at Cincinnati - National Water Prediction Service",
             "Latest observation and official forecast for the Ohio River at Cincinnati (CCNO1). Flood stage 52 ft; moderate 60 ft; major 70 ft ...", "N/A"),
            ("https://www.cincinnati.com/story/news/2025/04/07/ohio-river-flooding-cincinnati-crest-forecast/82891234007/", "Ohio River expected to crest near 61 feet in Cincinnati - Cincinnati Enquirer",
             "The National Weather Service expects the river to crest Tuesday night, the highest level since 1997 ...", "Apr 7, 2025"),
            ("https://www.wlwt.com/article/ohio-river-crest-cincinnati-flooding-april-2025/64401234", "Ohio River flooding: latest crest forecast, road closures - WLWT",
             "Kellogg Avenue, River Road and Riverside Drive are closed as the river passes 60 feet ...", "Apr 8, 2025"),
            ("https://www.weather.gov/iln/ohioriverflooding", "Ohio River flooding information - NWS Wilmington, OH",
             "Historic crests, flood categories and impact statements for Ohio River forecast points from Maysville to Markland ...", "N/A"),
            ("https://www.fox19.com/2025/04/06/ohio-river-flooding-how-high-will-it-go/", "How high will the Ohio River go? - FOX19",
             "Heavy rain of 5-10 inches across the Ohio Valley from April 2-6 is driving one of the highest crests in decades ...", "Apr 6, 2025"),
            ("https://waterdata.usgs.gov/monitoring-location/03255000/", "Ohio River at Cincinnati, OH - USGS 03255000",
             "Gage height and discharge, 15-minute data ...", "N/A"),
            ("https://www.cincinnati-oh.gov/stormwater/flood-protection/", "Flood Protection - Cincinnati Metropolitan Sewer District",
             "Barrier dams and floodwall gates are deployed when the river reaches set stages ...", "N/A"),
        )),
        (extract("https://water.noaa.gov/gauges/ccno1", "latest stage, forecast crest, flood categories"), ccno1_page(8)),
        m.add({"cincy_crest_forecast": "Ohio River at Cincinnati (CCNO1): 60.42 ft at 09:45 EDT 8 Apr 2025 (moderate flood); forecast crest 60.8 ft ~20:00 EDT 8 Apr; flood stage 52, moderate 60, major 70"}),
        (search("Ohio River at Cincinnati historic crests list 1937 80 feet"), sr(
            ("https://www.weather.gov/iln/ohioriverflooding", "Ohio River flooding information - NWS Wilmington, OH",
             "Historic crests for Cincinnati: (1) 80.00 ft on 01/26/1937, (2) 71.10 ft on 02/14/1884, (3) 69.90 ft on 04/01/1913 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Ohio_River_flood_of_1937", "Ohio River flood of 1937 - Wikipedia",
             "The river crested at 80 feet in Cincinnati on January 26, 1937, the highest level ever recorded there ...", "N/A"),
            ("https://www.cincinnati.com/story/news/2018/02/25/ohio-river-crest-2018/370741002/", "Ohio River crests at 60.5 feet, highest since 1997 - Cincinnati Enquirer",
             "The crest Sunday morning was the highest in more than two decades ...", "Feb 25, 2018"),
            ("https://www.cincinnatimagazine.com/article/the-great-flood-of-1937/", "The Great Flood of 1937 - Cincinnati Magazine",
             "Eighty feet of water, fires at the Mill Creek oil tanks, and a city without drinking water ...", "Jan 2017"),
        )),
        (extract("https://www.weather.gov/iln/ohioriverflooding", "historic crests at Cincinnati"),
         """# Ohio River Flooding Information

**National Weather Service - Wilmington, OH**

## Ohio River at Cincinnati (CCNO1) - Historic crests

| Rank | Crest (ft) | Date |
| --- | --- | --- |
| 1 | 80.00 | 01/26/1937 |
| 2 | 71.10 | 02/14/1884 |
| 3 | 69.90 | 04/01/1913 |
| 4 | 69.20 | 03/07/1945 |
| 5 | 66.30 | 02/15/1883 |
| 6 | 66.20 | 03/11/1964 |
| 7 | 64.70 | 03/05/1997 |
| 8 | 62.10 | 04/13/1948 |
| 9 | 60.50 | 02/25/2018 |
| 10 | 58.80 | 03/17/1936 |

## Recent crests

| Crest (ft) | Date |
| --- | --- |
| 52.90 | 03/03/2021 |
| 56.40 | 02/12/2019 |
| 60.50 | 02/25/2018 |
| 53.10 | 03/13/2015 |
| 54.00 | 05/05/2011 |

(Crests subject to change; values prior to 1900 are from historical records at the Public Landing gauge.)

## Other forecast points (ILN service area)

| Point | Flood stage (ft) | Record crest |
| --- | --- | --- |
| Maysville, KY | 50 | 75.2 (1937) |
| Meldahl Dam | 51 | 77.0 (1937) |
| New Richmond, OH | 52 | 78.0 (1937) |
| Markland Dam | 51 | 79.9 (1937) |"""),
        m.add({"cincy_historic": "Cincinnati historic crests: 80.00 ft 1937 (record), 71.10 1884, 69.90 1913, 69.20 1945, ... 64.70 1997, 62.10 1948, 60.50 2018; forecast 60.8 would rank 9th, highest since 1997"}),
        (extract("https://water.noaa.gov/gauges/ccno1", "latest stage now and whether the crest forecast changed"), ccno1_page(5)),
        (search("Cincinnati Ohio River crest April 8 2025 reached highest since 1997"), sr(
            ("https://www.wcpo.com/weather/ohio-river-flooding-live-updates-april-8-2025", "Ohio River flooding live updates: river above 60 feet - WCPO",
             "The river passed moderate flood stage overnight and continues a slow rise toward a crest near 60.8 feet tonight ...", "Apr 8, 2025"),
            ("https://www.cincinnati.com/story/news/2025/04/08/ohio-river-level-cincinnati-today/82912345007/", "Ohio River level in Cincinnati today: what to know - Cincinnati Enquirer",
             "If the forecast holds, it will be the ninth-highest crest on record and the highest since 1997's 64.7 feet ...", "Apr 8, 2025"),
            ("https://www.nky.com/news/ohio-river-flooding-newport-covington-floodwall", "Newport, Covington close floodwall gates - NKY",
             "Northern Kentucky cities installed floodwall gates as the Ohio River rose past 57 feet ...", "Apr 7, 2025"),
        )),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-17", system=SYSTEM, turns=turns,
           state=state("How high is the Ohio River at Cincinnati right now, when and at what level is it forecast to crest, and how would that rank among historic crests?", "2025-04-08"),
           bad=True, turn=7, kind="gauge page's latest-observation time is earlier than the latest observation shown at turn 2")


# 18 New element confirmations, IUPAC announcements: clean
def t18(rs: RowSet) -> None:
    init = {"scope": "elements whose discovery IUPAC/IUPAP confirmed on 30 Dec 2015: temporary vs final names, symbols, discoverers"}
    m = Mem(init)
    temp = {"Uut_113": "ununtrium (Uut), element 113 - discovery credited to RIKEN (Japan); confirmed 30 Dec 2015",
            "Uup_115": "ununpentium (Uup), element 115 - JINR Dubna / LLNL / ORNL collaboration; confirmed 30 Dec 2015",
            "Uus_117": "ununseptium (Uus), element 117 - JINR Dubna / LLNL / ORNL collaboration; confirmed 30 Dec 2015",
            "Uuo_118": "ununoctium (Uuo), element 118 - JINR Dubna / LLNL collaboration; confirmed 30 Dec 2015"}
    final = {"Nh_113": "nihonium (Nh), element 113, formerly ununtrium; RIKEN; name approved 28 Nov 2016; named after Japan (Nihon)",
             "Mc_115": "moscovium (Mc), element 115, formerly ununpentium; JINR/LLNL/ORNL; approved 28 Nov 2016; named after Moscow region",
             "Ts_117": "tennessine (Ts), element 117, formerly ununseptium; JINR/LLNL/ORNL/Vanderbilt/UT; approved 28 Nov 2016; named after Tennessee",
             "Og_118": "oganesson (Og), element 118, formerly ununoctium; JINR/LLNL; approved 28 Nov 2016; named after Yuri Oganessian"}
    turns = [
        (search("IUPAC names elements 113 115 117 118 approved 2016 nihonium moscovium tennessine oganesson discovery confirmed"), sr(
            ("https://iupac.org/iupac-announces-the-names-of-the-elements-113-115-117-and-118/", "IUPAC Announces the Names of the Elements 113, 115, 117, and 118 - IUPAC",
             "On 28 November 2016, IUPAC approved the names and symbols for four elements: nihonium (Nh), moscovium (Mc), tennessine (Ts), and oganesson (Og) ...", "Nov 30, 2016"),
            ("https://iupac.org/discovery-and-assignment-of-elements-with-atomic-numbers-113-115-117-and-118/", "Discovery and Assignment of Elements with Atomic Numbers 113, 115, 117 and 118 - IUPAC",
             "30 December 2015: IUPAC has verified the discoveries of the four new chemical elements, which complete the seventh row of the periodic table ...", "Dec 30, 2015"),
            ("https://en.wikipedia.org/wiki/Oganesson", "Oganesson - Wikipedia",
             "Oganesson is a synthetic chemical element; it has symbol Og and atomic number 118. It was first synthesized in 2002 at the Joint Institute for Nuclear Research ...", "N/A"),
            ("https://www.nature.com/articles/nature.2016.21104", "Four new element names approved - Nature",
             "Nihonium is the first element to be discovered in an Asian country ...", "Nov 30, 2016"),
            ("https://www.rsc.org/news-events/articles/2016/jun/new-element-names-proposed/", "New element names proposed - Royal Society of Chemistry",
             "The names proposed on 8 June 2016 are open for public review until 8 November ...", "Jun 8, 2016"),
            ("https://www.riken.jp/en/news_pubs/research_news/pr/2016/20161130_1/", "Element 113 officially named nihonium - RIKEN",
             "The team led by Kosuke Morita synthesized element 113 in 2004, 2005 and 2012 by bombarding bismuth with zinc ions ...", "Nov 30, 2016"),
            ("https://en.wikipedia.org/wiki/Systematic_element_name", "Systematic element name - Wikipedia",
             "Temporary systematic names such as ununtrium (Uut), ununpentium (Uup), ununseptium (Uus) and ununoctium (Uuo) were used until permanent names were approved ...", "N/A"),
            ("https://www.ornl.gov/news/tennessine-element-117-named", "Element 117 named tennessine - ORNL",
             "Oak Ridge supplied the berkelium-249 target used to create element 117 ...", "Nov 30, 2016"),
        )),
        (extract("https://iupac.org/iupac-announces-the-names-of-the-elements-113-115-117-and-118/", "final names, symbols, temporary names, discoverers, dates"),
         """# IUPAC Announces the Names of the Elements 113, 115, 117, and 118

*30 November 2016*

On 28 November 2016, IUPAC approved the name and symbols for four elements: nihonium (Nh), moscovium (Mc), tennessine (Ts), and oganesson (Og), respectively for element 113, 115, 117, and 118.

As described in the 8 June 2016 announcement, following the verification of the discoveries by the joint IUPAC/IUPAP Working Party (JWP) on 30 December 2015, the discoverers were invited to propose names and symbols. The proposed names were subject to a five-month public review that ended on 8 November 2016, after which the IUPAC Bureau gave its final approval.

| Atomic number | Name | Symbol | Temporary name (symbol) | Discoverers | Origin of the name |
| --- | --- | --- | --- | --- | --- |
| 113 | nihonium | Nh | ununtrium (Uut) | RIKEN Nishina Center for Accelerator-Based Science, Japan | Nihon, one of the two ways to say "Japan" in Japanese |
| 115 | moscovium | Mc | ununpentium (Uup) | Joint Institute for Nuclear Research (Dubna, Russia), Lawrence Livermore National Laboratory and Oak Ridge National Laboratory (USA) | Moscow region, home of JINR |
| 117 | tennessine | Ts | ununseptium (Uus) | JINR, LLNL, ORNL, Vanderbilt University and the University of Tennessee | Tennessee, for the region's contribution to superheavy element research |
| 118 | oganesson | Og | ununoctium (Uuo) | JINR and LLNL | Professor Yuri Oganessian, for his pioneering contributions to transactinoid element research |

> "The names of the new elements reflect the realities of our present time," said IUPAC President Natalia Tarasova. "Universality of science, honoring places from three continents where the elements have been discovered - Japan, Russia, the United States - and the pivotal role of human capital in the development of science."

The endings of the names follow IUPAC rules: elements of group 17 end in "-ine" (tennessine) and those of group 18 in "-on" (oganesson). With these names, the seventh period of the periodic table is complete.

The recommendations are published in *Pure and Applied Chemistry*: W. H. Koppenol et al., "Names and symbols of the elements with atomic numbers 113, 115, 117 and 118 (IUPAC Recommendations 2016)", Pure Appl. Chem. 2016, 88(4), 401-405."""),
        m.add(temp),
        m.add(final),
        m.remove(list(temp)),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-18", system=SYSTEM, turns=turns,
           state=state("Which four new elements did IUPAC confirm at the end of 2015, what were their temporary names, and what names and symbols were finally approved and when?", "2025-02-26", init))


# Port of Los Angeles 2024 by month: (month, loaded imports, loaded exports, empties) in TEUs
POLA_2024 = [
    ("January", 453_211, 123_104, 279_337), ("February", 384_056, 106_874, 238_198), ("March", 413_905, 117_812, 255_748),
    ("April", 420_014, 112_690, 265_930), ("May", 462_109, 110_231, 294_462), ("June", 449_783, 105_560, 294_778),
    ("July", 505_822, 104_112, 329_766), ("August", 514_318, 103_420, 338_465), ("September", 457_160, 108_905, 291_984),
    ("October", 482_093, 116_337, 308_349), ("November", 470_519, 110_976, 308_565), ("December", 446_260, 114_027, 285_117),
]


def pola_table() -> tuple[str, int]:
    rows, tot = [], [0, 0, 0, 0]
    for mo, imp, exp, emp in POLA_2024:
        t = imp + exp + emp
        rows.append(f"| {mo} | {imp:,} | {exp:,} | {emp:,} | {t:,} |")
        for i, v in enumerate((imp, exp, emp, t)):
            tot[i] += v
    rows.append(f"| **Calendar year 2024** | **{tot[0]:,}** | **{tot[1]:,}** | **{tot[2]:,}** | **{tot[3]:,}** |")
    return "\n".join(rows), tot[3]


# 19 Port container volumes, Port of Los Angeles, Long Beach and Rotterdam statistics: clean
def t19(rs: RowSet) -> None:
    m = Mem()
    table, la = pola_table()
    lb = 9_649_724
    turns = [
        (search("Port of Los Angeles 2024 total container volume TEUs calendar year"), sr(
            ("https://www.portoflosangeles.org/business/statistics/container-statistics", "Container Statistics | Port of Los Angeles",
             "Monthly TEU counts: loaded imports, loaded exports, empties. Calendar year 2024 total ...", "N/A"),
            ("https://www.portoflosangeles.org/references/2025-news-releases/news_011525_2024_volume", "Port of Los Angeles tops 10.3 million TEUs in 2024 - Port of Los Angeles",
             "The Port of Los Angeles processed more than 10.3 million TEUs in 2024, its third-busiest year on record and up 19% from 2023 ...", "Jan 15, 2025"),
            ("https://www.joc.com/article/la-long-beach-2024-volumes", "LA-Long Beach end 2024 with strong import surge - Journal of Commerce",
             "The San Pedro Bay ports handled nearly 20 million TEUs combined in 2024 as shippers front-loaded ahead of tariffs and a possible East Coast strike ...", "Jan 16, 2025"),
            ("https://en.wikipedia.org/wiki/Port_of_Los_Angeles", "Port of Los Angeles - Wikipedia",
             "The busiest container port in the Western Hemisphere by TEU ...", "N/A"),
            ("https://www.freightwaves.com/news/port-of-los-angeles-2024-cargo", "Port of Los Angeles closes out 2024 at 10.3M TEUs - FreightWaves",
             "Gene Seroka credited a strong second half with July and August each topping 939,000 TEUs ...", "Jan 15, 2025"),
            ("https://www.dailybreeze.com/2025/01/15/port-of-los-angeles-2024-cargo/", "LA port cargo up 19% in 2024 - Daily Breeze",
             "December volume was 845,404 TEUs ...", "Jan 15, 2025"),
        )),
        (extract("https://www.portoflosangeles.org/business/statistics/container-statistics", "2024 monthly and annual TEUs"),
         """# Container Statistics

**Port of Los Angeles** | Twenty-foot Equivalent Units (TEUs)

Year: 2024 (select year: 2025 | **2024** | 2023 | 2022 | 2021 ...)

| Month | Loaded Imports | Loaded Exports | Empties | Total TEUs |
| --- | --- | --- | --- | --- |
""" + table + """

Note: Figures are final for the calendar year. Fiscal year (July-June) totals are published separately. Container statistics are compiled from terminal operator reports.

Download: Excel | PDF | Historical TEU statistics (1995-present)"""),
        m.add({"pola_2024": f"Port of LA 2024: {la:,} TEUs (~10.3 million), up 19% on 2023; 3rd busiest year on record"}),
        (search("Port of Long Beach 2024 annual TEUs record year"), sr(
            ("https://polb.com/port-info/news-and-press/port-of-long-beach-sets-annual-cargo-record-in-2024-01-14-2025/", "Port of Long Beach sets annual cargo record in 2024 - Port of Long Beach",
             "Dockworkers and terminal operators moved 9,649,724 TEUs in 2024, up 20.3% from 2023 and the busiest year in the Port's history ...", "Jan 14, 2025"),
            ("https://polb.com/business/port-statistics/", "Port Statistics | Port of Long Beach",
             "TEUs archive by month and year, 1995-present ...", "N/A"),
            ("https://www.presstelegram.com/2025/01/14/long-beach-port-record-2024/", "Long Beach port breaks cargo record - Press-Telegram",
             "Nearly 9.65 million containers moved through the port in 2024, surpassing the 2021 record of 9.38 million ...", "Jan 14, 2025"),
            ("https://www.supplychaindive.com/news/port-long-beach-record-2024-volume/737215/", "Port of Long Beach posts record 2024 volume - Supply Chain Dive",
             "Imports rose 21.8% year over year to 4.68 million TEUs ...", "Jan 15, 2025"),
        )),
        (extract("https://polb.com/port-info/news-and-press/port-of-long-beach-sets-annual-cargo-record-in-2024-01-14-2025/", "2024 total TEUs and breakdown"),
         """# Port of Long Beach sets annual cargo record in 2024

*January 14, 2025* | News Release

The Port of Long Beach achieved its busiest year on record in 2024, with dockworkers and terminal operators moving **9,649,724 twenty-foot equivalent units (TEUs)**, up 20.3% from 2023 and surpassing the previous record of 9,384,368 TEUs set in 2021.

In December, the Port moved 952,733 TEUs, a 41.4% increase from December 2023. It was the fourth consecutive month the Port handled more than 900,000 TEUs.

## 2024 at a glance

| Category | TEUs | Change vs. 2023 |
| --- | --- | --- |
| Loaded imports | 4,681,620 | +21.8% |
| Loaded exports | 1,252,093 | +4.6% |
| Empties | 3,716,011 | +24.3% |
| **Total** | **9,649,724** | **+20.3%** |

> "We've set a new standard for cargo movement, thanks to our dedicated workforce and our terminal operators," said Port of Long Beach CEO Mario Cordero. "Our success in 2024 can be attributed to early peak season shipping and retailers bringing in goods ahead of potential tariffs and labor disruptions on the East and Gulf coasts."

The Port of Long Beach is the second-busiest container seaport in the United States, supporting 575,000 Southern California jobs.

*Media contact: Lee Peterson, (562) 283-7715*"""),
        m.add({"polb_2024": f"Port of Long Beach 2024: {lb:,} TEUs (record, +20.3%); LA + LB combined {la + lb:,} TEUs (~{(la + lb) / 1e6:.1f} million)"}),
        (search("Port of Rotterdam 2024 container throughput TEU annual figures"), sr(
            ("https://www.portofrotterdam.com/en/news-and-press-releases/throughput-port-of-rotterdam-2024", "Throughput Port of Rotterdam 2024 - Port of Rotterdam",
             "Container throughput rose 2.8% in TEU to 13.8 million TEU; total throughput fell 1.0% to 435.8 million tonnes ...", "Feb 12, 2025"),
            ("https://www.porttechnology.org/news/rotterdam-2024-throughput/", "Rotterdam container volume grows in 2024 - Port Technology",
             "Red Sea diversions and higher transshipment supported container volumes ...", "Feb 12, 2025"),
            ("https://en.wikipedia.org/wiki/Port_of_Rotterdam", "Port of Rotterdam - Wikipedia",
             "The largest seaport in Europe by cargo tonnage ...", "N/A"),
            ("https://www.lloydslist.com/top-100-container-ports-2024", "One Hundred Container Ports 2024 - Lloyd's List",
             "Shanghai remains the world's busiest container port; Rotterdam is Europe's leader ...", "Aug 2024"),
        )),
        (extract("https://www.portofrotterdam.com/en/news-and-press-releases/throughput-port-of-rotterdam-2024", "container throughput in TEU and tonnes, total throughput"),
         """# Throughput Port of Rotterdam 2024

*12 February 2025* | Press release

Total throughput in the port of Rotterdam decreased by 1.0% to 435.8 million tonnes in 2024. Container throughput rose by 2.8% in TEU (twenty-foot equivalent units) to **13.8 million TEU**, and by 1.9% in tonnes.

## Throughput by segment (million tonnes)

| Segment | 2024 | 2023 | Change |
| --- | --- | --- | --- |
| Dry bulk | 62.9 | 68.3 | -7.9% |
| Liquid bulk | 183.0 | 185.7 | -1.5% |
| Containers | 142.8 | 140.2 | +1.9% |
| Breakbulk (incl. roll-on/roll-off) | 47.1 | 46.1 | +2.2% |
| **Total** | **435.8** | **440.3** | **-1.0%** |

## Containers

| Measure | 2024 | 2023 | Change |
| --- | --- | --- | --- |
| TEU (x 1,000) | 13,820 | 13,447 | +2.8% |

> "Despite geopolitical tensions and a slowdown in the German economy, container volumes grew, partly due to the diversions around the Cape of Good Hope," said Boudewijn Siemons, CEO of the Port of Rotterdam Authority.

Coal and iron ore volumes declined further as part of the energy transition; LNG throughput remained high."""),
        m.add({"rotterdam_2024": "Port of Rotterdam 2024: 13.8 million TEU (13,820 thousand, +2.8%); total throughput 435.8 Mt (-1.0%)"}),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-19", system=SYSTEM, turns=turns,
           state=state("How many TEUs did the ports of Los Angeles and Long Beach each handle in 2024, and how does their combined volume compare with the Port of Rotterdam?", "2025-03-05"))


# 20 Vaccine coverage rates, WHO/UNICEF WUENIC estimates: bad
def t20(rs: RowSet) -> None:
    m = Mem()
    dtp = "Global DTP3 coverage 84% in 2023 (same as 2022; 86% in 2019); DTP1 89%; WUENIC, released 15 Jul 2024"
    zero = "14.5 million zero-dose children in 2023 (13.9 million in 2022; 12.8 million in 2019)"
    turns = [
        (search("WHO UNICEF WUENIC 2023 global DTP3 coverage zero-dose children"), sr(
            ("https://www.who.int/news/item/15-07-2024-global-childhood-immunization-levels-stalled-in-2023-leaving-many-without-life-saving-protection", "Global childhood immunization levels stalled in 2023, leaving many without life-saving protection - WHO",
             "The number of children who received three doses of DTP stalled at 84% (108 million) in 2023; the number of zero-dose children rose from 13.9 million in 2022 to 14.5 million in 2023 ...", "Jul 15, 2024"),
            ("https://www.unicef.org/press-releases/global-childhood-immunization-levels-stalled-2023", "Global childhood immunization levels stalled in 2023 - UNICEF",
             "2.7 million additional children unvaccinated or under-vaccinated compared with pre-pandemic levels in 2019 ...", "Jul 15, 2024"),
            ("https://data.unicef.org/topic/child-health/immunization/", "Immunization statistics - UNICEF DATA",
             "WUENIC 2023 revision: global coverage by antigen, regional and country estimates, zero-dose children ...", "Jul 2024"),
            ("https://immunizationdata.who.int/global/wiise-detail-page/diphtheria-tetanus-toxoid-and-pertussis-(dtp)-vaccination-coverage", "Diphtheria tetanus toxoid and pertussis (DTP) vaccination coverage - WHO Immunization Data portal",
             "DTP1 89%, DTP3 84% (WUENIC 2023) ...", "N/A"),
            ("https://www.gavi.org/news/media-room/wuenic-2023", "Gavi statement on WUENIC 2023 data - Gavi, the Vaccine Alliance",
             "Coverage in the 57 Gavi-supported countries recovered faster than elsewhere ...", "Jul 15, 2024"),
            ("https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(24)01562-0/fulltext", "Global immunisation coverage stalls - The Lancet",
             "Measles first-dose coverage at 83% leaves large immunity gaps ...", "Jul 2024"),
            ("https://en.wikipedia.org/wiki/Vaccination_coverage", "Vaccination coverage - Wikipedia",
             "Global DTP3 coverage is a key indicator of immunization programme performance ...", "N/A"),
        )),
        (extract("https://www.who.int/news/item/15-07-2024-global-childhood-immunization-levels-stalled-in-2023-leaving-many-without-life-saving-protection", "global DTP3, DTP1, measles and HPV coverage and zero-dose count"),
         """# Global childhood immunization levels stalled in 2023, leaving many without life-saving protection

*15 July 2024 | Joint News Release | Geneva, New York*

Global immunization coverage stalled in 2023, leaving 2.7 million additional children unvaccinated or under-vaccinated compared to pre-pandemic levels in 2019, according to data published today by the World Health Organization (WHO) and UNICEF.

The agencies' latest estimates of national immunization coverage (WUENIC), which provide the world's largest and most comprehensive dataset on immunization trends for vaccinations against 14 diseases, underscore the need for ongoing catch-up, recovery and system strengthening efforts.

## Key figures

- The number of children who received three doses of the vaccine against diphtheria, tetanus and pertussis (DTP3) in 2023 - a key marker for global immunization coverage - stalled at **84% (108 million)**.
- The number of children who did not receive a single dose of the vaccine (**zero-dose children**) increased from 13.9 million in 2022 to **14.5 million** in 2023. More than half of these children live in the 31 countries with fragile, conflict-affected and vulnerable settings.
- **DTP1** coverage: 89%. In 2019, before the pandemic, DTP3 coverage was 86% and there were 12.8 million zero-dose children.
- **Measles**: coverage stalled, with 83% of children receiving their first dose through routine health services in 2023 and 74% their second dose, well short of the 95% needed to prevent outbreaks.
- **HPV**: the proportion of adolescent girls globally receiving at least one dose of HPV vaccine increased from 20% in 2022 to 27% in 2023.

| Indicator | 2019 | 2022 | 2023 |
| --- | --- | --- | --- |
| DTP1 | 90% | 89% | 89% |
| DTP3 | 86% | 84% | 84% |
| MCV1 | 86% | 83% | 83% |
| MCV2 | 71% | 74% | 74% |
| HPV (first dose, girls) | 14% | 20% | 27% |
| Zero-dose children | 12.8 million | 13.9 million | 14.5 million |

> "The latest trends show that many countries continue to miss far too many children," said Dr Tedros Adhanom Ghebreyesus, WHO Director-General.

WUENIC estimates are produced annually by WHO and UNICEF from country-reported data, surveys and expert review; the next release is scheduled for July 2025.

*Media contacts: WHO Media Team, mediainquiries@who.int; UNICEF, pressteam@unicef.org*"""),
        m.add({"dtp3_global": dtp, "zero_dose": zero}),
        (search("UNICEF data immunization coverage 2023 by antigen MCV1 MCV2 PCV3 rotavirus global"), sr(
            ("https://data.unicef.org/topic/child-health/immunization/", "Immunization statistics - UNICEF DATA",
             "Global coverage by antigen, 2023: BCG 87%, DTP1 89%, DTP3 84%, Pol3 84%, MCV1 83%, MCV2 74%, HepB3 83%, Hib3 77%, PCV3 65%, RotaC 57% ...", "Jul 2024"),
            ("https://immunizationdata.who.int/global/wiise-detail-page/measles-vaccination-coverage", "Measles vaccination coverage - WHO Immunization Data portal",
             "MCV1 83%, MCV2 74% globally in 2023 ...", "N/A"),
            ("https://ourworldindata.org/vaccination", "Vaccination - Our World in Data",
             "Charts of vaccination coverage by antigen and country, 1980-2023 ...", "N/A"),
            ("https://www.cdc.gov/global-immunization/data-research/index.html", "Global Immunization Data - CDC",
             "Summary of WUENIC 2023 results and implications for measles elimination ...", "Aug 2024"),
        )),
        (extract("https://data.unicef.org/topic/child-health/immunization/", "global coverage by antigen 2023"),
         """# Immunization

**UNICEF DATA** | Monitoring the situation of children and women | Last update: July 2024

Immunization is one of the most successful and cost-effective health interventions, preventing an estimated 3.5-5 million deaths every year from diseases like diphtheria, tetanus, pertussis, influenza and measles.

## Global immunization coverage by antigen, 2023 (WUENIC)

| Vaccine | Description | Coverage 2023 |
| --- | --- | --- |
| BCG | Bacillus Calmette-Guérin (tuberculosis) | 87% |
| DTP1 | First dose of diphtheria, tetanus and pertussis | 89% |
| DTP3 | Third dose of diphtheria, tetanus and pertussis | 84% |
| Pol3 | Third dose of polio | 84% |
| HepB3 | Third dose of hepatitis B | 83% |
| Hib3 | Third dose of Haemophilus influenzae type b | 77% |
| MCV1 | First dose of measles-containing vaccine | 83% |
| MCV2 | Second dose of measles-containing vaccine | 74% |
| PCV3 | Third dose of pneumococcal conjugate vaccine | 65% |
| RotaC | Last dose of rotavirus vaccine | 57% |
| HPVc | First dose of HPV vaccine, girls by age 15 | 27% |

## Zero-dose children

In 2023, **14.5 million** children did not receive any dose of DTP-containing vaccine (zero-dose). Ten countries account for 59% of them, led by Nigeria (2.1 million), India (1.6 million), Ethiopia, the Democratic Republic of the Congo and Sudan.

| Region (UNICEF) | Zero-dose children, 2023 |
| --- | --- |
| West and Central Africa | 4.7 million |
| Eastern and Southern Africa | 2.9 million |
| South Asia | 2.5 million |
| East Asia and Pacific | 1.8 million |
| Middle East and North Africa | 1.1 million |
| Latin America and Caribbean | 1.0 million |
| Europe and Central Asia | 0.5 million |
| **World** | **14.5 million** |

Source: WHO and UNICEF estimates of national immunization coverage (WUENIC), 2023 revision (July 2024)."""),
        m.add({"mcv_global": "MCV1 83%, MCV2 74% globally in 2023 (unchanged from 2022); 95% needed to prevent outbreaks"}),
        m.add({"dtp3_global_2023": dtp}),
        m.remove(["dtp3_global"]),
        (search("WUENIC 2024 estimates release July 2025 immunization coverage"), sr(
            ("https://www.who.int/teams/immunization-vaccines-and-biologicals/immunization-analysis-and-insights/global-monitoring/immunization-coverage/who-unicef-estimates-of-national-immunization-coverage", "WHO/UNICEF Estimates of National Immunization Coverage - WHO",
             "WUENIC is released annually in July; the 2024 revision covering data to the end of 2024 is expected in July 2025 ...", "N/A"),
            ("https://www.unicef.org/immunization/world-immunization-week-2025", "World Immunization Week 2025 - UNICEF",
             "Humanly possible: immunization for all; latest WUENIC figures show 14.5 million zero-dose children ...", "Apr 24, 2025"),
            ("https://www.gavi.org/our-alliance/strategy/phase-6-2026-2030", "Gavi 6.0 strategy 2026-2030 - Gavi",
             "Targets for reducing zero-dose children by 2030 ...", "N/A"),
        )),
        (memory("retrieve_all"), pj({"dtp3_global": dtp, "zero_dose": zero, "mcv_global": m.d["mcv_global"]})),
    ]
    rs.add(task="search", tid="h39-search-20", system=SYSTEM, turns=turns,
           state=state("What were global DTP3 and measles vaccine coverage in the latest WHO/UNICEF estimates, and how many zero-dose children were there?", "2025-05-10"),
           bad=True, turn=10, kind="memory key renamed at turns 7-8 is listed under its old name in retrieve_all")


# 21 Housing price indices, ONS UK HPI bulletin and Nationwide: clean
def t21(rs: RowSet) -> None:
    init = {"note": "ONS UK HPI (Land Registry based, mix-adjusted, all sales) and Nationwide (mortgage approvals, seasonally adjusted) are different indices; do not mix their averages"}
    m = Mem(init)
    turns = [
        (search("ONS UK house price index latest average price annual change 2025"), sr(
            ("https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/housepriceindex/february2025", "UK House Price Index: February 2025 - Office for National Statistics",
             "Average UK house prices increased by 5.4%, to £271,000, in the 12 months to February 2025 (provisional) ...", "Apr 16, 2025"),
            ("https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/housepriceindex/january2025", "UK House Price Index: January 2025 - Office for National Statistics",
             "Average UK house prices increased by 4.9%, to £268,000, in the 12 months to January 2025 (provisional) ...", "Mar 19, 2025"),
            ("https://www.gov.uk/government/collections/uk-house-price-index-reports", "UK House Price Index reports - GOV.UK",
             "Monthly UK HPI reports from HM Land Registry, Registers of Scotland, Land & Property Services NI and ONS ...", "N/A"),
            ("https://www.theguardian.com/money/2025/apr/16/uk-house-prices-rise-ons-february-2025", "UK house prices rise 5.4% ahead of stamp duty change - The Guardian",
             "Buyers rushed to complete before the stamp duty threshold changes on 1 April ...", "Apr 16, 2025"),
            ("https://www.bbc.co.uk/news/articles/c4gq4r7r0zvo", "House price growth picks up ahead of stamp duty deadline - BBC News",
             "Northern Ireland recorded the highest annual growth of UK countries ...", "Apr 16, 2025"),
            ("https://www.rightmove.co.uk/news/house-price-index/", "Rightmove House Price Index",
             "Average asking prices for newly marketed properties ...", "N/A"),
        )),
        (extract("https://www.ons.gov.uk/economy/inflationandpriceindices/bulletins/housepriceindex/february2025", "UK average price, annual change, country breakdown, revisions"),
         """# UK House Price Index: February 2025

*Monthly house price movements, including average price by property type, sales and cash mortgage sales, as well as information on the rental market.*

**Release date:** 16 April 2025 | **Next release:** 21 May 2025

## Main points

- Average UK house prices increased by **5.4%**, to **£271,000**, in the 12 months to February 2025 (provisional); this is up from 4.8% in the 12 months to January 2025 (revised from the 4.9% published last month).
- Average house prices increased to £293,000 (5.5%) in England, £208,000 (6.1%) in Wales, and £190,000 (5.0%) in Scotland, in the 12 months to February 2025.
- Average house prices in Northern Ireland increased by 9.6% to £185,000 in the 12 months to Quarter 4 (Oct to Dec) 2024.
- Average house price annual inflation was highest in the North East (9.4%) and lowest in London (1.8%), in the 12 months to February 2025.

## Average price and annual change by country

| Country | Average price | Annual change |
| --- | --- | --- |
| United Kingdom | £271,000 | 5.4% |
| England | £293,000 | 5.5% |
| Wales | £208,000 | 6.1% |
| Scotland | £190,000 | 5.0% |
| Northern Ireland (Q4 2024) | £185,000 | 9.6% |

## English regions, 12 months to February 2025

| Region | Average price | Annual change |
| --- | --- | --- |
| North East | £162,000 | 9.4% |
| North West | £217,000 | 7.3% |
| Yorkshire and The Humber | £210,000 | 6.5% |
| East Midlands | £246,000 | 5.1% |
| West Midlands | £258,000 | 5.9% |
| East of England | £344,000 | 4.1% |
| London | £557,000 | 1.8% |
| South East | £385,000 | 3.9% |
| South West | £318,000 | 4.2% |

## Revisions

Estimates for the most recent months are provisional and are likely to be revised as more data are incorporated into the index. In this release, the January 2025 annual rate has been revised down by 0.1 percentage points, from 4.9% to 4.8%, and the average UK price for January 2025 from £268,000 to £267,000.

*Contact: Aimee North, hpi@ons.gov.uk, +44 1633 456400*"""),
        m.add({"ons_hpi": "ONS UK HPI Feb 2025 (provisional, pub. 16 Apr 2025): UK avg £271,000, +5.4% y/y; Jan 2025 revised to +4.8% (£267,000) from 4.9%; England £293k +5.5%"}),
        (search("Nationwide house price index April 2025 annual change average price"), sr(
            ("https://www.nationwidehousepriceindex.co.uk/reports/annual-house-price-growth-slows-in-april", "Annual house price growth slows in April - Nationwide House Price Index",
             "Annual house price growth slowed to 3.4% in April, from 3.9% in March; prices fell 0.6% month on month after taking account of seasonal effects ...", "May 1, 2025"),
            ("https://www.nationwidehousepriceindex.co.uk/reports/annual-house-price-growth-slows-in-march", "Annual house price growth slows in March - Nationwide",
             "UK house prices increased 3.9% in the year to March 2025; average price £271,316 ...", "Apr 1, 2025"),
            ("https://www.reuters.com/world/uk/uk-house-prices-fall-april-stamp-duty-nationwide-2025-05-01/", "UK house prices fall in April after stamp duty rise - Reuters",
             "The 0.6% monthly drop was the biggest since August 2023 ...", "May 1, 2025"),
            ("https://www.halifax.co.uk/media-centre/house-price-index.html", "Halifax House Price Index",
             "Average UK property price £297,156 in March 2025, annual growth 2.8% ...", "Apr 7, 2025"),
        )),
        (extract("https://www.nationwidehousepriceindex.co.uk/reports/annual-house-price-growth-slows-in-april", "April 2025 annual change, monthly change, average price"),
         """# Annual house price growth slows in April

*1 May 2025* | Nationwide House Price Index

## Headlines

| | April 2025 | March 2025 |
| --- | --- | --- |
| Monthly index* | 541.9 | 545.2 |
| Monthly change* | -0.6% | 0.0% |
| Annual change | 3.4% | 3.9% |
| Average price (not seasonally adjusted) | £270,752 | £271,316 |

*Seasonally adjusted figure (note that monthly % changes are typically small and can be volatile); index Q1 1993 = 100.

## Commentary

> "UK house prices fell by 0.6% month on month in April, after taking account of seasonal effects. This resulted in a slowdown in annual house price growth to 3.4%, from 3.9% in March," said Robert Gardner, Nationwide's Chief Economist.
>
> "The softer reading in April is not surprising, as the increase in stamp duty at the start of the month encouraged buyers to bring forward their purchases in order to avoid the additional tax. While this was expected, it is worth noting that the underlying pace of activity and price growth have moderated over recent months. Nevertheless, activity is likely to pick up as the market recovers from the stamp duty changes."

## Regional (Q1 2025, published 1 April 2025)

| Region | Average price | Annual change |
| --- | --- | --- |
| Northern Ireland | £195,766 | 9.7% |
| North West | £225,138 | 5.7% |
| Scotland | £187,404 | 4.6% |
| Wales | £209,772 | 4.2% |
| London | £543,935 | 2.1% |
| South West | £300,813 | 1.6% |
| UK (March 2025) | £271,316 | 3.9% |

Nationwide's index is based on mortgage approvals at the approval stage and is seasonally adjusted; it differs from the ONS UK HPI, which covers completed sales including cash purchases."""),
        m.add({"nationwide": "Nationwide Apr 2025 (pub. 1 May 2025): +3.4% y/y (from 3.9% Mar), -0.6% m/m SA, avg £270,752 (Mar £271,316)"}),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-21", system=SYSTEM, turns=turns,
           state=state("What is the latest official UK house price index figure (average price and annual change), and what does the most recent Nationwide index say? Note any revisions.", "2025-05-02", init))


def suspension_page(shiziyang: str, focus_uc: bool) -> str:
    done = """## Completed (top 10 by main span)

| Rank | Bridge | Main span | Country | Year opened | Location |
| --- | --- | --- | --- | --- | --- |
| 1 | 1915 Çanakkale Bridge | 2,023 m (6,637 ft) | Turkey | 2022 | Dardanelles |
| 2 | Akashi Kaikyō Bridge | 1,991 m (6,532 ft) | Japan | 1998 | Akashi Strait |
| 3 | Yangsigang Yangtze River Bridge | 1,700 m (5,577 ft) | China | 2019 | Wuhan |
| 4 | Nansha Bridge (Humen II, Dasha waterway) | 1,688 m (5,538 ft) | China | 2019 | Pearl River |
| 5 | Lingdingyang Bridge (Shenzhen-Zhongshan Link) | 1,666 m (5,466 ft) | China | 2024 | Pearl River estuary |
| 6 | Xihoumen Bridge | 1,650 m (5,413 ft) | China | 2009 | Zhoushan |
| 7 | Great Belt Bridge (East Bridge) | 1,624 m (5,328 ft) | Denmark | 1998 | Great Belt |
| 8 | Osman Gazi Bridge | 1,550 m (5,085 ft) | Turkey | 2016 | Gulf of İzmit |
| 9 | Yi Sun-sin Bridge | 1,545 m (5,069 ft) | South Korea | 2012 | Gwangyang |
| 10 | Runyang Yangtze River Bridge | 1,490 m (4,888 ft) | China | 2005 | Zhenjiang |

"""
    uc = f"""## Under construction

| Bridge | Main span | Country | Expected completion | Notes |
| --- | --- | --- | --- | --- |
| Zhangjinggao Yangtze River Bridge | 2,300 m (7,546 ft) | China | 2028 | Jiangsu; 350 m towers; will be the longest span of any bridge |
| Shiziyang Bridge | {shiziyang} | China | 2028 | Guangzhou; double-deck, 16 lanes; Pearl River |
| Ningbo-Zhoushan Railway Xihoumen Bridge | 1,488 m (4,882 ft) | China | 2026 | rail-road; longest-span bridge carrying railway |
| Chacao Channel Bridge | 1,155 m (3,789 ft) | Chile | 2028 | multi-span; Chiloé Island |
"""
    intro = """# List of longest suspension bridge spans

From Wikipedia, the free encyclopedia

This **list of longest suspension bridge spans** ranks the world's suspension bridges by the length of their main span, the distance between the suspension towers. The length of the main span is the most common method of comparing the sizes of suspension bridges, often correlating with the height of the towers and the engineering complexity.

"""
    tail = "\nNotes: Main span is the distance between tower centrelines. Expected completion dates are those announced by the project owners and may change."
    return intro + (uc + "\n" + done if focus_uc else done + uc) + tail


# 22 Bridge spans under construction, Wikipedia span lists and news: bad
def t22(rs: RowSet) -> None:
    init = {"criteria": "longest main spans of bridges under construction, suspension and cable-stayed; include expected completion"}
    m = Mem(init)
    turns = [
        (search("longest suspension bridges under construction main span Zhangjinggao Shiziyang"), sr(
            ("https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "List of longest suspension bridge spans - Wikipedia",
             "Under construction: Zhangjinggao Yangtze River Bridge (2,300 m, 2028), Shiziyang Bridge (2,180 m, 2028), Ningbo-Zhoushan Railway Xihoumen Bridge (1,488 m) ...", "N/A"),
            ("https://www.highestbridges.com/wiki/index.php?title=Zhangjinggao_Yangtze_River_Bridge", "Zhangjinggao Yangtze River Bridge - HighestBridges.com",
             "With a main span of 2,300 meters, the Zhangjinggao bridge will surpass Turkey's 1915 Çanakkale Bridge (2,023 m) as the world's longest span ...", "N/A"),
            ("https://www.globaltimes.cn/page/202403/1308123.shtml", "World's longest-span suspension bridge completes main towers - Global Times",
             "The 350-meter south tower of the Zhangjinggao Yangtze River Bridge was capped ...", "Mar 2024"),
            ("https://www.newcivilengineer.com/latest/china-shiziyang-bridge-2180m-span", "China's Shiziyang Bridge to set double-deck span record - New Civil Engineer",
             "The 2,180 m main span will make it the longest double-deck suspension bridge ...", "Sep 2023"),
            ("https://en.wikipedia.org/wiki/1915_%C3%87anakkale_Bridge", "1915 Çanakkale Bridge - Wikipedia",
             "Opened on 18 March 2022, it has the longest main span of any suspension bridge at 2,023 m ...", "N/A"),
            ("https://www.structurae.net/en/structures/bridges/suspension-bridges/under-construction", "Suspension bridges under construction - Structurae",
             "Database listing of suspension bridges currently under construction worldwide ...", "N/A"),
            ("https://www.reddit.com/r/bridgeporn/comments/1b2x0qy/zhangjinggao_tower_progress/", "Zhangjinggao tower progress : r/bridgeporn",
             "2300 m span is insane, 277 m more than Çanakkale ...", "Feb 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "completed top spans and bridges under construction"),
         suspension_page("2,180 m (7,152 ft)", focus_uc=False)),
        m.add({"suspension_uc": "Zhangjinggao Yangtze River Bridge 2,300 m (China, 2028); Shiziyang Bridge 2,180 m (China, 2028, double-deck); Ningbo-Zhoushan Rly Xihoumen 1,488 m (2026); Chacao 1,155 m (Chile, 2028). Current record: Çanakkale 2,023 m"}),
        (search("longest cable-stayed bridges under construction Changtai Guanyinsi main span"), sr(
            ("https://en.wikipedia.org/wiki/List_of_longest_cable-stayed_bridge_spans", "List of longest cable-stayed bridge spans - Wikipedia",
             "Under construction: Changtai Yangtze River Bridge (1,208 m), Guanyinsi Yangtze River Bridge (1,160 m) ...", "N/A"),
            ("https://www.highestbridges.com/wiki/index.php?title=Changtai_Yangtze_River_Bridge", "Changtai Yangtze River Bridge - HighestBridges.com",
             "The 1,208 m main span will surpass Russia's Russky Bridge (1,104 m) as the longest cable-stayed span ...", "N/A"),
            ("https://www.chinadaily.com.cn/a/202411/12/WS6732b1e8a310f1265a1cc3a4.html", "Guanyinsi bridge across Yangtze reaches milestone - China Daily",
             "The combined highway-railway bridge in Jingzhou will have a 1,160 m cable-stayed main span ...", "Nov 12, 2024"),
            ("https://www.structurae.net/en/structures/bridges/cable-stayed-bridges", "Cable-stayed bridges - Structurae",
             "Database of cable-stayed bridges by span, country and status ...", "N/A"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_longest_cable-stayed_bridge_spans", "completed top spans and bridges under construction"),
         """# List of longest cable-stayed bridge spans

From Wikipedia, the free encyclopedia

This is a list of **cable-stayed bridges** ordered by the length of their main span.

## Completed (top 8)

| Rank | Bridge | Main span | Country | Year opened |
| --- | --- | --- | --- | --- |
| 1 | Russky Bridge | 1,104 m (3,622 ft) | Russia | 2012 |
| 2 | Hutong Yangtze River Bridge | 1,092 m (3,583 ft) | China | 2020 |
| 3 | Sutong Yangtze River Bridge | 1,088 m (3,570 ft) | China | 2008 |
| 4 | Stonecutters Bridge | 1,018 m (3,340 ft) | Hong Kong, China | 2009 |
| 5 | Qingshan Yangtze River Bridge | 938 m (3,077 ft) | China | 2020 |
| 6 | Edong Yangtze River Bridge | 926 m (3,038 ft) | China | 2010 |
| 7 | Jiayu Yangtze River Bridge | 920 m (3,018 ft) | China | 2019 |
| 8 | Tatara Bridge | 890 m (2,920 ft) | Japan | 1999 |

## Under construction

| Bridge | Main span | Country | Expected completion | Notes |
| --- | --- | --- | --- | --- |
| Changtai Yangtze River Bridge | 1,208 m (3,963 ft) | China | 2025 | highway and intercity rail; Changzhou-Taizhou |
| Guanyinsi Yangtze River Bridge | 1,160 m (3,806 ft) | China | 2026 | highway-railway; Jingzhou |
| Ma'anshan Yangtze River Rail-Road Bridge | 1,120 m (3,675 ft) | China | 2026 | rail-road; twin main spans |

Notes: spans are between tower centrelines; expected completion per project owners."""),
        m.add({"cablestayed_uc": "Changtai Yangtze River Bridge 1,208 m (2025); Guanyinsi 1,160 m (2026); Ma'anshan rail-road 1,120 m (2026). Current record: Russky 1,104 m"}),
        (search("Zhangjinggao Yangtze River Bridge progress 2025 main cable towers completion date"), sr(
            ("https://www.chinadaily.com.cn/a/202503/18/WS67d8e5b1a310c240449da1f2.html", "Main cables spun on world's longest-span bridge - China Daily",
             "Workers completed the first strands of the main cables on the Zhangjinggao Yangtze River Bridge, whose 2,300 m main span is scheduled to open to traffic in 2028 ...", "Mar 18, 2025"),
            ("https://www.globaltimes.cn/page/202403/1308123.shtml", "World's longest-span suspension bridge completes main towers - Global Times",
             "The 350-meter south tower was capped in March 2024 ...", "Mar 2024"),
            ("https://en.wikipedia.org/wiki/Zhangjinggao_Yangtze_River_Bridge", "Zhangjinggao Yangtze River Bridge - Wikipedia",
             "A suspension bridge under construction over the Yangtze between Zhangjiagang, Jingjiang and Rugao, Jiangsu ...", "N/A"),
        )),
        (extract("https://www.chinadaily.com.cn/a/202503/18/WS67d8e5b1a310c240449da1f2.html", "span, tower height, cable progress, opening date"),
         """# Main cables spun on world's longest-span bridge

*By Xu Nan in Nanjing | China Daily | Updated: 2025-03-18 09:12*

Construction of the main cables has begun on the Zhangjinggao Yangtze River Bridge in Jiangsu province, which will have the longest main span of any bridge in the world when it opens.

The bridge's suspension section has a main span of **2,300 meters**, exceeding the 2,023 m of the 1915 Çanakkale Bridge in Turkey. Its south tower, 350 meters tall, is the tallest bridge tower in the world; it was capped in March last year.

Each main cable consists of 252 prefabricated parallel wire strands with a tensile strength of 2,100 megapascals, said Li Bo, chief engineer of the project at China Communications Construction's Second Harbor Engineering Company.

The 29.8-kilometer crossing links Zhangjiagang, Jingjiang and Rugao and carries a six-lane expressway. It is scheduled to open to traffic in **2028**.

| Item | Figure |
| --- | --- |
| Main span | 2,300 m |
| South tower height | 350 m |
| Total length of crossing | 29.8 km |
| Strands per main cable | 252 |
| Wire strength | 2,100 MPa |
| Planned opening | 2028 |

Once complete, the bridge will cut the travel time between the southern and northern banks of the Yangtze in central Jiangsu from over an hour by ferry detour to about 20 minutes."""),
        m.update({"suspension_uc": "Zhangjinggao Yangtze River Bridge 2,300 m (China, 2028; 350 m south tower; cable spinning began Mar 2025); Shiziyang Bridge 2,180 m (China, 2028, double-deck); Ningbo-Zhoushan Rly Xihoumen 1,488 m (2026); Chacao 1,155 m (Chile, 2028). Current record: Çanakkale 2,023 m"}),
        (search("Shiziyang Bridge main span 2180 m double-deck Guangzhou construction progress"), sr(
            ("https://en.wikipedia.org/wiki/Shiziyang_Bridge", "Shiziyang Bridge - Wikipedia",
             "The Shiziyang Bridge is a double-deck suspension bridge under construction across the Shiziyang waterway of the Pearl River with a main span of 2,180 m ...", "N/A"),
            ("https://www.newcivilengineer.com/latest/china-shiziyang-bridge-2180m-span", "China's Shiziyang Bridge to set double-deck span record - New Civil Engineer",
             "The 2,180 m main span will make it the longest double-deck suspension bridge ...", "Sep 2023"),
            ("https://www.highestbridges.com/wiki/index.php?title=Shiziyang_Bridge", "Shiziyang Bridge - HighestBridges.com",
             "Towers 342 m high; 16 traffic lanes on two decks ...", "N/A"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "expected completion years of the bridges under construction"),
         suspension_page("2,108 m (6,916 ft)", focus_uc=True)),
        m.all(),
    ]
    rs.add(task="search", tid="h39-search-22", system=SYSTEM, turns=turns,
           state=state("Which bridges now under construction will have the longest main spans (suspension and cable-stayed), how long are their spans, and when are they expected to open?", "2025-04-15", init),
           bad=True, turn=11, kind="a bridge's main span on a re-extracted page differs from the figure on the earlier extraction of the same page")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
              t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
