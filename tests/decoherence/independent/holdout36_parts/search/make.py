# ruff: noqa: E501
"""Held-out set holdout36, search domain: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Written blind, in the official AgentWorldBench row format. Eleven trajectories carry exactly one
observation that contradicts an earlier turn; the other eleven are clean. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout36_parts.search.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, pj, results, search

TOOLS = [
    {"name": "web_search", "description": "Performs batched web searches: supply an array 'queries'; the tool retrieves the top 10 results for each query in one call.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "description": "Array of query strings."}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Fetches a webpage and returns its main content as Markdown, focused on the stated goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to visit."}, "goal": {"type": "string", "description": "The information sought on the page."}}, "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "A persistent key-value scratchpad for the research session. operation: add | update | retrieve | retrieve_all | remove | remove_all.",
     "parameters": {"type": "object", "properties": {"operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]}, "dict": {"type": "object", "description": "Key-value pairs for add/update."}, "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}}, "required": ["operation"]}},
]

SYSTEM = (
    "# Role and Objective\n\n"
    "You are a **Search World Model**, a precise web search and information retrieval environment simulator. "
    "Simulate the execution of the agent's search and memory tool calls and predict the exact tool response a real "
    "execution environment would return, after **Environment Observation:**. Factual accuracy comes first; keep the "
    "session consistent: search results, extracted pages and memory contents persist across turns, and extracted "
    "content must agree with earlier snippets for the same URL.\n\n"
    "# Output formats\n\n"
    "- web_search: 10 results per query, numbered [1], [2], ..., each with the URL, `Title:`, `Snippet:` and `Date:` "
    "(`N/A` for undated reference pages).\n"
    "- web_extractor: the page's main content as Markdown (headers, `|` tables, lists), without ads or footers.\n"
    "- dict_memory: `Successfully added items of [keys] to memory.`, `Successfully updated items of [keys] in memory.`, "
    "`Successfully removed items of [keys] from memory.`, the retrieved key-value pairs, or `Key not found`.\n\n"
    "# Available tools\n\n" + json.dumps(TOOLS, indent=1)
)


def start(date: str, mem: dict[str, str] | None = None) -> str:
    head = f"Session date: {date}. No prior searches in this session."
    if not mem:
        return head + "\nMemory (dict_memory): empty."
    return head + "\nMemory (dict_memory) carried over from an earlier session:\n" + pj(mem)


class Mem:
    """The dict_memory scratchpad: each call gives the action and the store's honest answer."""

    def __init__(self, init: dict[str, str] | None = None) -> None:
        self.d: dict[str, str] = dict(init or {})

    def add(self, d: dict[str, str]) -> tuple[str, str]:
        self.d.update(d)
        return memory("add", dict=d), f"Successfully added items of {list(d)} to memory."

    def update(self, d: dict[str, str]) -> tuple[str, str]:
        self.d.update(d)
        return memory("update", dict=d), f"Successfully updated items of {list(d)} in memory."

    def remove(self, keys: list[str]) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def retrieve(self, keys: list[str]) -> tuple[str, str]:
        found = {k: self.d[k] for k in keys if k in self.d}
        missing = [k for k in keys if k not in self.d]
        out = pj(found) if found else ""
        if missing:
            out = (out + "\n" if out else "") + f"Key not found: {missing}"
        return memory("retrieve", key_list=keys), out

    def all(self) -> tuple[str, str]:
        return memory("retrieve_all"), pj(self.d) if self.d else "Memory is empty."


def fence(text: str) -> str:
    return "```\n" + text + "\n```"


def res(*items: tuple[str, str, str, str]) -> str:
    return fence(results(*items))


def add(rs: RowSet, tid: str, turns: list[tuple[str, str]], state: str, **kw: Any) -> None:
    rs.add(task="search", tid=tid, system=SYSTEM, turns=turns, state=state, **kw)


# nobelprize.org and news sites, Nobel Prize in Chemistry 2024; clean
def t01(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("Nobel Prize in Chemistry 2024 laureates"), res(
        ("https://www.nobelprize.org/prizes/chemistry/2024/press-release/", "Press release: The Nobel Prize in Chemistry 2024 - NobelPrize.org",
         "The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2024 with one half to David Baker \"for computational protein design\" and the other half jointly to Demis Hassabis and John M. Jumper \"for protein structure prediction\".", "Oct 9, 2024"),
        ("https://www.nobelprize.org/prizes/chemistry/2024/summary/", "The Nobel Prize in Chemistry 2024 - NobelPrize.org",
         "The Nobel Prize in Chemistry 2024 was divided, one half awarded to David Baker \"for computational protein design\", the other half jointly to Demis Hassabis and John Jumper \"for protein structure prediction\".", "N/A"),
        ("https://www.nature.com/articles/d41586-024-03214-7", "Chemistry Nobel goes to developers of AlphaFold AI that predicts protein structures - Nature",
         "This year's prize celebrates computational tools that have transformed biology and have the potential to revolutionize drug discovery.", "Oct 9, 2024"),
        ("https://www.washington.edu/news/2024/10/09/baker-nobel-prize-in-chemistry/", "UW's David Baker wins 2024 Nobel Prize in Chemistry | UW News",
         "David Baker, a University of Washington professor of biochemistry and head of the UW Medicine Institute for Protein Design, has been awarded the 2024 Nobel Prize in Chemistry ...", "Oct 9, 2024"),
        ("https://deepmind.google/discover/blog/demis-hassabis-john-jumper-awarded-nobel-prize-in-chemistry/", "Demis Hassabis & John Jumper awarded Nobel Prize in Chemistry - Google DeepMind",
         "Demis Hassabis and John Jumper have been awarded the Nobel Prize in Chemistry for their work developing AlphaFold, a groundbreaking AI system that predicts the 3D structure of proteins ...", "Oct 9, 2024"),
        ("https://www.nytimes.com/2024/10/09/science/nobel-prize-chemistry.html", "Nobel Prize in Chemistry Goes to 3 Scientists for Predicting and Creating Proteins - The New York Times",
         "David Baker of the University of Washington and Demis Hassabis and John Jumper of Google DeepMind were honored for work that could lead to new drugs and materials.", "Oct 9, 2024"),
        ("https://www.theguardian.com/science/2024/oct/09/google-deepmind-scientists-win-nobel-chemistry-prize-demis-hassabis-john-jumper", "Google DeepMind scientists win Nobel chemistry prize | The Guardian",
         "Demis Hassabis and John Jumper share the award with David Baker, whose lab at the University of Washington designs entirely new proteins ...", "Oct 9, 2024"),
        ("https://cen.acs.org/people/nobel-prize/Protein-design-and-structure-prediction-win-2024-Nobel-Prize-in-Chemistry/102/web/2024/10", "Protein design and structure prediction win the 2024 Nobel Prize in Chemistry - C&EN",
         "Baker's Rosetta software and the AI model AlphaFold2 changed how chemists and biologists study and build proteins.", "Oct 9, 2024"),
        ("https://en.wikipedia.org/wiki/David_Baker_(biochemist)", "David Baker (biochemist) - Wikipedia",
         "David Baker (born October 6, 1962) is an American biochemist and computational biologist who has pioneered methods to design proteins and predict their three-dimensional structures.", "N/A"),
        ("https://www.science.org/content/article/chemistry-nobel-honors-ai-protein-structure-prediction-and-design", "Chemistry Nobel honors AI protein structure prediction and design | Science",
         "Three researchers share the prize for computational advances that let scientists predict the shapes of nearly all known proteins and design new ones.", "Oct 9, 2024"),
    )))
    turns.append((extract("https://www.nobelprize.org/prizes/chemistry/2024/press-release/", "laureates, affiliations, prize motivation, prize amount and announcement date"), """# Press release

English
Swedish

9 October 2024

The Royal Swedish Academy of Sciences has decided to award the Nobel Prize in Chemistry 2024

with one half to

**David Baker**
University of Washington, Seattle, WA, USA
Howard Hughes Medical Institute, USA

"for computational protein design"

and the other half jointly to

**Demis Hassabis**
Google DeepMind, London, UK

**John M. Jumper**
Google DeepMind, London, UK

"for protein structure prediction"

## They cracked the code for proteins' amazing structures

The Nobel Prize in Chemistry 2024 is about proteins, life's ingenious chemical tools. David Baker has succeeded with the almost impossible feat of building entirely new kinds of proteins. Demis Hassabis and John Jumper have developed an AI model to solve a 50-year-old problem: predicting proteins' complex structures. These discoveries hold enormous potential.

The diversity of life testifies to proteins' amazing capacity as chemical tools. They control and drive all the chemical reactions that together are the basis of life. Proteins also function as hormones, signal substances, antibodies and the building blocks of different tissues.

"One of the discoveries being recognised this year concerns the construction of spectacular proteins. The other is about fulfilling a 50-year-old dream: predicting protein structures from their amino acid sequences. Both of these discoveries open up vast possibilities," says Heiner Linke, Chair of the Nobel Committee for Chemistry.

Proteins generally consist of 20 different amino acids, which can be described as life's building blocks. In 2003, David Baker succeeded in using these blocks to design a new protein that was unlike any other protein. Since then, his research group has produced one imaginative protein creation after another, including proteins that can be used as pharmaceuticals, vaccines, nanomaterials and tiny sensors.

The second discovery concerns the prediction of protein structures. In proteins, amino acids are linked together in long strings that fold up to make a three-dimensional structure, which is decisive for the protein's function. Since the 1970s, researchers had tried to predict protein structures from amino acid sequences, but this was notoriously difficult. However, four years ago, there was a stunning breakthrough.

In 2020, Demis Hassabis and John Jumper presented an AI model called AlphaFold2. With its help, they have been able to predict the structure of virtually all the 200 million proteins that researchers have identified. Since their breakthrough, AlphaFold2 has been used by more than two million people from 190 countries. Among a myriad of scientific applications, researchers can now better understand antibiotic resistance and create images of enzymes that can decompose plastic.

Life could not exist without proteins. That we can now predict protein structures and design our own proteins confers the greatest benefit to humankind.

## Illustrations

The illustrations are free to use for non-commercial purposes. Attribute "© Johan Jarnestad/The Royal Swedish Academy of Sciences".

- Illustration: Top7 - the first protein that was unlike all existing proteins (pdf)
- Illustration: The AI model AlphaFold2 (pdf)
- Illustration: Proteins designed by Baker's research group (pdf)

Read more about this year's prize

Popular information: They have revealed proteins' secrets through computing and artificial intelligence (pdf)
Scientific background: Computational protein design and protein structure prediction (pdf)

**David Baker**, born 1962 in Seattle, WA, USA. PhD 1989 from University of California, Berkeley, CA, USA. Professor at University of Washington, Seattle, WA, USA and Investigator, Howard Hughes Medical Institute, USA.

**Demis Hassabis**, born 1976 in London, UK. PhD 2009 from University College London, UK. CEO of Google DeepMind, London, UK.

**John M. Jumper**, born 1985 in Little Rock, AR, USA. PhD 2017 from University of Chicago, IL, USA. Senior Research Scientist at Google DeepMind, London, UK.

Prize amount: 11 million Swedish kronor, with one half to David Baker and the other half to be shared equally between Demis Hassabis and John Jumper.

Further information: www.kva.se and www.nobelprize.org
Press contact: Eva Nevelius, Press Secretary, +46 70 878 67 63, eva.nevelius@kva.se
Expert: Heiner Linke, Chair of the Nobel Committee for Chemistry, heiner.linke@ftf.lth.se

*The Royal Swedish Academy of Sciences, founded in 1739, is an independent organisation whose overall objective is to promote the sciences and strengthen their influence in society.*"""))
    turns.append(m.add({
        "chem2024_laureates": "David Baker (UW/HHMI, 1/2, 'for computational protein design'); Demis Hassabis + John M. Jumper (Google DeepMind, 1/4 each, 'for protein structure prediction')",
        "chem2024_announced": "2024-10-09",
        "chem2024_prize_amount": "SEK 11 million (1/2 Baker; 1/4 Hassabis; 1/4 Jumper)",
    }))
    turns.append((search("John Jumper age Nobel Prize chemistry youngest laureate announcement time"), res(
        ("https://www.nobelprize.org/prizes/facts/nobel-prize-facts-chemistry/", "Facts on the Nobel Prize in Chemistry - NobelPrize.org",
         "The youngest chemistry laureate to date is Frédéric Joliot, who was 35 years old when he was awarded the 1935 chemistry prize. The oldest is John B. Goodenough, 97 years old in 2019.", "N/A"),
        ("https://en.wikipedia.org/wiki/John_M._Jumper", "John M. Jumper - Wikipedia",
         "John Michael Jumper (born 1985) is an American chemist and computer scientist. He is a director at Google DeepMind and shared the 2024 Nobel Prize in Chemistry ...", "N/A"),
        ("https://www.nobelprize.org/all-nobel-prizes-2024/", "All Nobel Prizes 2024 - NobelPrize.org",
         "Announcements: Physiology or Medicine Monday 7 October, 11:30 CEST; Physics Tuesday 8 October, 11:45 CEST; Chemistry Wednesday 9 October, 11:45 CEST at the earliest ...", "N/A"),
        ("https://www.uchicago.edu/news/john-jumper-phd17-awarded-nobel-prize-in-chemistry", "UChicago alum John Jumper, PhD'17, awarded Nobel Prize in Chemistry",
         "Jumper, 39, earned his PhD in theoretical chemistry at the University of Chicago in 2017, working with Tobin Sosnick and Karl Freed ...", "Oct 9, 2024"),
        ("https://www.vanderbilt.edu/news/2024/10/09/vanderbilt-alumnus-john-jumper-wins-nobel-prize/", "Vanderbilt alumnus John Jumper wins Nobel Prize in Chemistry | Vanderbilt University",
         "Jumper graduated from Vanderbilt in 2007 with a bachelor's degree in physics and mathematics ...", "Oct 9, 2024"),
        ("https://www.reuters.com/science/nobel-prize-chemistry-2024-10-09/", "Nobel chemistry prize goes to Baker, Hassabis and Jumper for protein work | Reuters",
         "The Royal Swedish Academy of Sciences announced the prize in Stockholm on Wednesday. The award is worth 11 million Swedish crowns ($1.1 million) ...", "Oct 9, 2024"),
        ("https://www.statnews.com/2024/10/09/nobel-prize-chemistry-2024-alphafold-david-baker/", "Nobel Prize in chemistry awarded for AlphaFold and protein design - STAT",
         "At 39, Jumper is one of the youngest chemistry laureates in decades; Hassabis co-founded DeepMind in 2010 ...", "Oct 9, 2024"),
        ("https://www.nobelprize.org/prizes/chemistry/2024/jumper/facts/", "John Jumper - Facts - 2024 - NobelPrize.org",
         "John M. Jumper. The Nobel Prize in Chemistry 2024. Born: 1985, Little Rock, AR, USA. Affiliation at the time of the award: Google DeepMind, London, United Kingdom. Prize share: 1/4.", "N/A"),
        ("https://www.reddit.com/r/chemistry/comments/1fzn4qk/2024_nobel_prize_in_chemistry_baker_hassabis_jumper/", "2024 Nobel Prize in Chemistry: Baker, Hassabis, Jumper : r/chemistry",
         "Honestly deserved for Rosetta/AlphaFold. Jumper is 39 which is wild for a chemistry Nobel ...", "Oct 9, 2024"),
        ("https://www.nobelprize.org/prizes/chemistry/2024/hassabis/facts/", "Demis Hassabis - Facts - 2024 - NobelPrize.org",
         "Demis Hassabis. The Nobel Prize in Chemistry 2024. Born: 27 July 1976, London, United Kingdom. Affiliation at the time of the award: Google DeepMind, London, United Kingdom. Prize share: 1/4.", "N/A"),
    )))
    turns.append(m.update({"chem2024_announced": "2024-10-09, 11:45 CEST, Royal Swedish Academy of Sciences, Stockholm"}))
    turns.append((extract("https://www.nobelprize.org/prizes/lists/all-nobel-prizes-in-chemistry/", "list of recent chemistry laureates and totals"), """# All Nobel Prizes in Chemistry

The Nobel Prize in Chemistry has been awarded 116 times to 197 Nobel Prize laureates between 1901 and 2024. Frederick Sanger and Barry Sharpless have been awarded the Nobel Prize in Chemistry twice. This means that a total of 195 individuals have received the Nobel Prize in Chemistry. Click on the links to get more information.

## The Nobel Prize in Chemistry 2024
- **David Baker** "for computational protein design"
- **Demis Hassabis** and **John Jumper** "for protein structure prediction"

## The Nobel Prize in Chemistry 2023
- **Moungi G. Bawendi**, **Louis E. Brus** and **Aleksey Yekimov** "for the discovery and synthesis of quantum dots"

## The Nobel Prize in Chemistry 2022
- **Carolyn R. Bertozzi**, **Morten Meldal** and **K. Barry Sharpless** "for the development of click chemistry and bioorthogonal chemistry"

## The Nobel Prize in Chemistry 2021
- **Benjamin List** and **David W.C. MacMillan** "for the development of asymmetric organocatalysis"

## The Nobel Prize in Chemistry 2020
- **Emmanuelle Charpentier** and **Jennifer A. Doudna** "for the development of a method for genome editing"

## The Nobel Prize in Chemistry 2019
- **John B. Goodenough**, **M. Stanley Whittingham** and **Akira Yoshino** "for the development of lithium-ion batteries"

## The Nobel Prize in Chemistry 2018
- **Frances H. Arnold** "for the directed evolution of enzymes"
- **George P. Smith** and **Sir Gregory P. Winter** "for the phage display of peptides and antibodies"

## The Nobel Prize in Chemistry 2017
- **Jacques Dubochet**, **Joachim Frank** and **Richard Henderson** "for developing cryo-electron microscopy for the high-resolution structure determination of biomolecules in solution"

## The Nobel Prize in Chemistry 2016
- **Jean-Pierre Sauvage**, **Sir J. Fraser Stoddart** and **Bernard L. Feringa** "for the design and synthesis of molecular machines"

## The Nobel Prize in Chemistry 2015
- **Tomas Lindahl**, **Paul Modrich** and **Aziz Sancar** "for mechanistic studies of DNA repair"

## The Nobel Prize in Chemistry 2014
- **Eric Betzig**, **Stefan W. Hell** and **William E. Moerner** "for the development of super-resolved fluorescence microscopy"

## The Nobel Prize in Chemistry 2013
- **Martin Karplus**, **Michael Levitt** and **Arieh Warshel** "for the development of multiscale models for complex chemical systems"

## The Nobel Prize in Chemistry 2012
- **Robert J. Lefkowitz** and **Brian K. Kobilka** "for studies of G-protein-coupled receptors"

## The Nobel Prize in Chemistry 2011
- **Dan Shechtman** "for the discovery of quasicrystals"

## The Nobel Prize in Chemistry 2010
- **Richard F. Heck**, **Ei-ichi Negishi** and **Akira Suzuki** "for palladium-catalyzed cross couplings in organic synthesis"

[Show more: 2009 - 1901]"""))
    turns.append((search("AlphaFold Nobel Prize chemistry reaction scientists"), res(
        ("https://deepmind.google/discover/blog/demis-hassabis-john-jumper-awarded-nobel-prize-in-chemistry/", "Demis Hassabis & John Jumper awarded Nobel Prize in Chemistry - Google DeepMind",
         "\"I've dedicated my career to advancing AI because of its unparalleled potential to improve the lives of billions of people,\" said Demis Hassabis ...", "Oct 9, 2024"),
        ("https://www.nature.com/articles/d41586-024-03214-7", "Chemistry Nobel goes to developers of AlphaFold AI that predicts protein structures - Nature",
         "Researchers say the award recognizes AlphaFold's influence: the AlphaFold Protein Structure Database now holds more than 200 million predicted structures.", "Oct 9, 2024"),
        ("https://www.nature.com/articles/d41586-024-03310-8", "What the chemistry Nobel means for AI in science - Nature",
         "Two Nobel prizes in two days went to AI-related research. Scientists debate what that means for the future of their fields ...", "Oct 10, 2024"),
        ("https://www.theguardian.com/science/2024/oct/09/google-deepmind-scientists-win-nobel-chemistry-prize-demis-hassabis-john-jumper", "Google DeepMind scientists win Nobel chemistry prize | The Guardian",
         "Hassabis, speaking after the announcement, said AlphaFold showed AI could \"accelerate scientific discovery\" ...", "Oct 9, 2024"),
        ("https://www.technologyreview.com/2024/10/09/1105335/google-deepmind-wins-joint-nobel-prize-in-chemistry-for-protein-prediction-ai/", "Google DeepMind leaders share Nobel Prize in chemistry for protein prediction AI | MIT Technology Review",
         "The award comes a day after the physics prize went to John Hopfield and Geoffrey Hinton for foundational work on neural networks.", "Oct 9, 2024"),
        ("https://www.science.org/content/article/chemistry-nobel-honors-ai-protein-structure-prediction-and-design", "Chemistry Nobel honors AI protein structure prediction and design | Science",
         "Structural biologists welcomed the decision; some noted the contributions of the CASP community and the Protein Data Bank that made AlphaFold possible.", "Oct 9, 2024"),
        ("https://www.ipd.uw.edu/2024/10/david-baker-nobel-prize/", "David Baker shares 2024 Nobel Prize in Chemistry - Institute for Protein Design",
         "\"I am deeply honored,\" Baker said, crediting the many students and postdocs of the Institute for Protein Design ...", "Oct 9, 2024"),
        ("https://www.bbc.com/news/articles/c62lydwx1p1o", "Nobel Prize: Chemistry award for proteins research - BBC News",
         "Sir Demis Hassabis, who co-founded DeepMind, said it was \"the honour of a lifetime\" ...", "Oct 9, 2024"),
        ("https://news.ycombinator.com/item?id=41787286", "Nobel Prize in Chemistry 2024 | Hacker News",
         "Discussion thread: 612 points, 389 comments - debate over AI tools and credit for AlphaFold ...", "Oct 9, 2024"),
        ("https://www.ft.com/content/2ab0cd3a-8f2f-4f4c-b2c4-9c8a5f0e2b61", "Google DeepMind's Demis Hassabis wins Nobel chemistry prize - Financial Times",
         "The award is the first Nobel for researchers at a Big Tech group for work done there ...", "Oct 9, 2024"),
    )))
    turns.append(m.all())
    add(rs, "h36-search-01", turns, start("2024-10-10"))


# Variety, Deadline and oscars.org, 96th Academy Awards nominations; bad
def t02(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("96th Academy Awards nominations full list"), res(
        ("https://variety.com/2024/film/awards/oscar-nominations-2024-full-list-1235879564/", "Oscar Nominations 2024: See the Full List - Variety",
         "\"Oppenheimer\" leads the pack with 13 nominations, followed by \"Poor Things\" with 11 and \"Killers of the Flower Moon\" with 10. See the complete list of nominees ...", "Jan 23, 2024"),
        ("https://en.wikipedia.org/wiki/96th_Academy_Awards", "96th Academy Awards - Wikipedia",
         "The 96th Academy Awards ceremony, presented by the Academy of Motion Picture Arts and Sciences (AMPAS), will honor the best films released in 2023. The ceremony is scheduled to take place on March 10, 2024, at the Dolby Theatre in Hollywood ...", "N/A"),
        ("https://www.oscars.org/oscars/ceremonies/2024", "The 96th Academy Awards | 2024 - Oscars.org",
         "Nominees for the 96th Academy Awards, announced January 23, 2024. Actor in a Leading Role: Bradley Cooper, Maestro; Colman Domingo, Rustin; Paul Giamatti, The Holdovers ...", "N/A"),
        ("https://deadline.com/2024/01/oscar-nominations-2024-list-1235800221/", "Oscar Nominations 2024: Full List Of Nominees - Deadline",
         "Christopher Nolan's Oppenheimer led with 13 noms, including Best Picture and Director; Barbie landed eight but Greta Gerwig missed out on a directing nomination ...", "Jan 23, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/oscar-nominations-2024-list-1235793126/", "Oscars 2024: Full List of Nominations - The Hollywood Reporter",
         "Zazie Beetz and Jack Quaid announced the nominees from the Samuel Goldwyn Theater in Beverly Hills on Tuesday morning ...", "Jan 23, 2024"),
        ("https://www.nytimes.com/2024/01/23/movies/oscar-nominations-list.html", "Oscar Nominations 2024: See the Full List - The New York Times",
         "Here is the full list of nominees for the 96th Academy Awards. The ceremony will be held March 10 and broadcast on ABC.", "Jan 23, 2024"),
        ("https://www.bbc.com/news/entertainment-arts-68063870", "Oscar nominations 2024: Oppenheimer leads with 13 nods - BBC News",
         "Cillian Murphy and Emma Stone are among the acting nominees, while Margot Robbie and Greta Gerwig were left out ...", "Jan 23, 2024"),
        ("https://apnews.com/article/oscar-nominations-2024-list-nominees-0d1c4a2b1d5b0b2f1c9a3f1c4b9e7e21", "Oscar nominations 2024: Full list of nominees | AP News",
         "Lily Gladstone became the first Native American nominated for best actress for \"Killers of the Flower Moon\" ...", "Jan 23, 2024"),
        ("https://www.indiewire.com/awards/results/oscar-nominations-2024-list-1234943210/", "2024 Oscar Nominations: The Complete List - IndieWire",
         "Justine Triet's \"Anatomy of a Fall\" earned five nominations including Best Picture and Best Director ...", "Jan 23, 2024"),
        ("https://www.reddit.com/r/movies/comments/19dpxzt/96th_academy_awards_nominations/", "96th Academy Awards Nominations : r/movies",
         "Official discussion thread. Oppenheimer 13, Poor Things 11, Killers 10, Barbie 8, Maestro 7 ...", "Jan 23, 2024"),
    )))
    turns.append((extract("https://variety.com/2024/film/awards/oscar-nominations-2024-full-list-1235879564/", "nominees in major categories and nomination tally by film"), """# Oscar Nominations 2024: See the Full List

By Clayton Davis
January 23, 2024 5:31am PT

The nominations for the 96th Academy Awards were announced Tuesday morning by Zazie Beetz and Jack Quaid from the Samuel Goldwyn Theater in Beverly Hills. Christopher Nolan's "Oppenheimer" led the field with 13 nominations, followed by Yorgos Lanthimos' "Poor Things" with 11 and Martin Scorsese's "Killers of the Flower Moon" with 10.

The 96th Oscars will be held on Sunday, March 10, at the Dolby Theatre at Ovation Hollywood and will be televised live on ABC. Jimmy Kimmel returns as host for the fourth time.

## Best Picture
- "American Fiction"
- "Anatomy of a Fall"
- "Barbie"
- "The Holdovers"
- "Killers of the Flower Moon"
- "Maestro"
- "Oppenheimer"
- "Past Lives"
- "Poor Things"
- "The Zone of Interest"

## Best Director
- Justine Triet, "Anatomy of a Fall"
- Martin Scorsese, "Killers of the Flower Moon"
- Christopher Nolan, "Oppenheimer"
- Yorgos Lanthimos, "Poor Things"
- Jonathan Glazer, "The Zone of Interest"

## Best Actor
- Bradley Cooper, "Maestro"
- Colman Domingo, "Rustin"
- Paul Giamatti, "The Holdovers"
- Cillian Murphy, "Oppenheimer"
- Jeffrey Wright, "American Fiction"

## Best Actress
- Annette Bening, "Nyad"
- Lily Gladstone, "Killers of the Flower Moon"
- Sandra Hüller, "Anatomy of a Fall"
- Carey Mulligan, "Maestro"
- Emma Stone, "Poor Things"

## Best Supporting Actor
- Sterling K. Brown, "American Fiction"
- Robert De Niro, "Killers of the Flower Moon"
- Robert Downey Jr., "Oppenheimer"
- Ryan Gosling, "Barbie"
- Mark Ruffalo, "Poor Things"

## Best Supporting Actress
- Emily Blunt, "Oppenheimer"
- Danielle Brooks, "The Color Purple"
- America Ferrera, "Barbie"
- Jodie Foster, "Nyad"
- Da'Vine Joy Randolph, "The Holdovers"

## Best Original Screenplay
- "Anatomy of a Fall" - Justine Triet and Arthur Harari
- "The Holdovers" - David Hemingson
- "Maestro" - Bradley Cooper and Josh Singer
- "May December" - Samy Burch; story by Samy Burch and Alex Mechanik
- "Past Lives" - Celine Song

## Best Adapted Screenplay
- "American Fiction" - Cord Jefferson
- "Barbie" - Greta Gerwig and Noah Baumbach
- "Oppenheimer" - Christopher Nolan
- "Poor Things" - Tony McNamara
- "The Zone of Interest" - Jonathan Glazer

## Best International Feature
- "Io Capitano" (Italy)
- "Perfect Days" (Japan)
- "Society of the Snow" (Spain)
- "The Teachers' Lounge" (Germany)
- "The Zone of Interest" (United Kingdom)

## Best Animated Feature
- "The Boy and the Heron"
- "Elemental"
- "Nimona"
- "Robot Dreams"
- "Spider-Man: Across the Spider-Verse"

## Nominations by film

| Film | Nominations |
| --- | --- |
| Oppenheimer | 13 |
| Poor Things | 11 |
| Killers of the Flower Moon | 10 |
| Barbie | 8 |
| Maestro | 7 |
| American Fiction | 5 |
| Anatomy of a Fall | 5 |
| The Holdovers | 5 |
| The Zone of Interest | 5 |
| Napoleon | 3 |
| The Creator | 2 |
| Mission: Impossible - Dead Reckoning Part One | 2 |
| Nyad | 2 |
| Past Lives | 2 |
| Society of the Snow | 2 |

Read more: Oscar predictions in every category | Snubs and surprises"""))
    turns.append(m.add({
        "noms_leaders": "Oppenheimer 13; Poor Things 11; Killers of the Flower Moon 10; Barbie 8; Maestro 7; American Fiction / Anatomy of a Fall / The Holdovers / The Zone of Interest 5 each",
        "ceremony": "Sun 2024-03-10, Dolby Theatre, Hollywood; host Jimmy Kimmel (4th time); ABC; start 8:00 pm ET / 5:00 pm PT (usual slot - unverified)",
    }))
    turns.append((search("96th Oscars 2024 start time one hour earlier 7 p.m. ET 4 p.m. PT"), res(
        ("https://deadline.com/2023/11/oscars-2024-start-time-earlier-abc-1235617452/", "Oscars Moving Up Start Time By An Hour For 2024 Telecast - Deadline",
         "The 96th Oscars will kick off at 7 p.m. ET/4 p.m. PT on Sunday, March 10, an hour earlier than in recent years, ABC and the Academy said ...", "Nov 16, 2023"),
        ("https://www.oscars.org/news/96th-oscars-air-live-abc-sunday-march-10", "96th Oscars to Air Live on ABC Sunday, March 10 - Oscars.org",
         "The 96th Oscars will air live on ABC on Sunday, March 10, 2024, at 7 p.m. EDT/4 p.m. PDT, one hour earlier than usual ...", "Nov 16, 2023"),
        ("https://www.usatoday.com/story/entertainment/movies/oscars/2024/03/09/oscars-2024-time-channel-how-to-watch/72893304007/", "Oscars 2024: What time do the Academy Awards start? How to watch - USA TODAY",
         "Don't forget: Daylight saving time begins at 2 a.m. on Oscars Sunday. The ceremony starts at 7 p.m. EDT, an hour earlier than last year ...", "Mar 9, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/oscars-2024-earlier-start-time-1235646771/", "Oscars 2024 Will Start an Hour Earlier - The Hollywood Reporter",
         "The earlier start is intended to keep the telecast from running past 11 p.m. on the East Coast ...", "Nov 16, 2023"),
        ("https://abc.com/news/5b3c5a37-oscars-2024-how-to-watch", "How to Watch the 96th Oscars Live on ABC",
         "Tune in Sunday, March 10 at 7e|4p on ABC, Hulu + Live TV and more. The Oscars Red Carpet Show begins at 6:30 p.m. ET ...", "Feb 27, 2024"),
        ("https://en.wikipedia.org/wiki/96th_Academy_Awards", "96th Academy Awards - Wikipedia",
         "... The ceremony is scheduled to take place on March 10, 2024, at the Dolby Theatre in Hollywood, Los Angeles. Comedian Jimmy Kimmel will host for the fourth time.", "N/A"),
        ("https://variety.com/2023/tv/news/oscars-2024-start-time-earlier-1235810330/", "Oscars Telecast to Start One Hour Earlier in 2024 - Variety",
         "ABC and the Academy announced that the 96th Academy Awards will begin at 4 p.m. Pacific ...", "Nov 16, 2023"),
        ("https://www.reddit.com/r/oscarrace/comments/17wk3xj/oscars_moving_to_4pm_pt_start/", "Oscars moving to 4pm PT start : r/oscarrace",
         "About time, the show always ends past midnight on the East Coast ...", "Nov 16, 2023"),
        ("https://www.latimes.com/entertainment-arts/awards/story/2024-03-08/oscars-2024-how-to-watch-time-channel-streaming", "How to watch the 2024 Oscars: Time, channel, streaming - Los Angeles Times",
         "The show begins at 4 p.m. Pacific on ABC; streaming on Hulu + Live TV, YouTube TV ...", "Mar 8, 2024"),
    )))
    turns.append((extract("https://www.oscars.org/news/96th-oscars-air-live-abc-sunday-march-10", "confirm broadcast start time and date of the 96th Oscars"), """# 96th Oscars to Air Live on ABC Sunday, March 10

November 16, 2023

LOS ANGELES, CA - The Academy of Motion Picture Arts and Sciences and ABC today announced that the 96th Oscars will air live on Sunday, March 10, 2024, at 7 p.m. EDT/4 p.m. PDT, one hour earlier than in previous years.

"We are thrilled to start the show an hour earlier, giving audiences across the country the opportunity to celebrate the best films of the year together," said Academy CEO Bill Kramer and Academy President Janet Yang.

The Oscars will be held at the Dolby Theatre at Ovation Hollywood and will be televised live on ABC and in more than 200 territories worldwide.

## Key dates for the 96th Academy Awards

| Event | Date |
| --- | --- |
| Nominations voting begins | Thursday, January 11, 2024 |
| Nominations voting ends | Tuesday, January 16, 2024 |
| Oscar nominations announcement | Tuesday, January 23, 2024 |
| Oscar Nominees Luncheon | Monday, February 12, 2024 |
| Finals voting begins | Thursday, February 22, 2024 |
| Finals voting ends | Tuesday, February 27, 2024 |
| 96th Oscars | Sunday, March 10, 2024 |

Raj Kapoor, Katy Mullan and Molly McNearney serve as executive producers of the show, with Hamish Hamilton directing. Jimmy Kimmel returns as host.

## About the Academy

The Academy of Motion Picture Arts and Sciences is a global community of more than 10,000 of the most accomplished artists, filmmakers and executives working in film.

Media contact: Academy Communications, publicity@oscars.org"""))
    turns.append(m.update({"ceremony": "Sun 2024-03-10, Dolby Theatre, Hollywood; host Jimmy Kimmel (4th time); ABC; start 7:00 pm EDT / 4:00 pm PDT - one hour earlier than usual (confirmed oscars.org, Nov 16 2023); DST begins that day"}))
    turns.append((search("Oscar nominations 2024 snubs Greta Gerwig Margot Robbie"), res(
        ("https://www.nytimes.com/2024/01/23/movies/oscar-nominations-snubs-surprises.html", "Oscar Nominations 2024: Snubs and Surprises - The New York Times",
         "Greta Gerwig and Margot Robbie were left out of the directing and lead actress races even as \"Barbie\" collected eight nominations ...", "Jan 23, 2024"),
        ("https://variety.com/2024/film/awards/oscar-nominations-snubs-surprises-barbie-margot-robbie-greta-gerwig-1235880112/", "Oscar Nominations 2024 Snubs and Surprises: Margot Robbie, Greta Gerwig ... - Variety",
         "The biggest shock: \"Barbie\" director Greta Gerwig and star Margot Robbie were snubbed, while Ryan Gosling and America Ferrera made the cut ...", "Jan 23, 2024"),
        ("https://www.cnn.com/2024/01/23/entertainment/oscars-nominations-2024-snubs-surprises/index.html", "The biggest Oscar snubs and surprises of 2024 | CNN",
         "Ryan Gosling said he was \"disappointed\" that Gerwig and Robbie were not nominated ...", "Jan 24, 2024"),
        ("https://www.theguardian.com/film/2024/jan/23/oscar-nominations-2024-snubs-and-surprises", "Oscar nominations 2024: the biggest snubs and surprises | The Guardian",
         "Leo DiCaprio missed out, Paul Mescal too, and Barbie's director and star went unrecognised ...", "Jan 23, 2024"),
        ("https://www.bbc.com/news/entertainment-arts-68068425", "Ryan Gosling 'disappointed' Greta Gerwig and Margot Robbie missed Oscar nods - BBC News",
         "In a statement, Gosling said: \"There is no Ken without Barbie, and there is no Barbie movie without Greta Gerwig and Margot Robbie\" ...", "Jan 24, 2024"),
        ("https://www.vanityfair.com/hollywood/2024/01/oscars-2024-snubs-surprises", "Oscar Nominations 2024: The Biggest Snubs and Surprises | Vanity Fair",
         "America Ferrera's supporting actress nomination and Sandra Hüller's double-film breakout were among the morning's talking points ...", "Jan 23, 2024"),
        ("https://www.rollingstone.com/tv-movies/tv-movie-news/oscar-nominations-2024-snubs-surprises-1234950177/", "Oscar Nominations 2024: Biggest Snubs and Surprises - Rolling Stone",
         "No Margot, no Greta, no \"Past Lives\" director nod for Celine Song ...", "Jan 23, 2024"),
        ("https://www.reddit.com/r/movies/comments/19dsr0c/greta_gerwig_and_margot_robbie_snubbed/", "Greta Gerwig and Margot Robbie snubbed : r/movies",
         "Barbie got 8 noms including picture and adapted screenplay, the outrage is a bit much ...", "Jan 23, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/oscars-2024-snubs-surprises-1235793540/", "Oscars 2024 Snubs and Surprises - The Hollywood Reporter",
         "Among the surprises: the strong showing for \"American Fiction\" and a best actor nod for Colman Domingo in \"Rustin\" ...", "Jan 23, 2024"),
    )))
    ret_keys = ["noms_leaders", "ceremony"]
    act, _ = m.retrieve(ret_keys)
    stale = {"noms_leaders": m.d["noms_leaders"],
             "ceremony": "Sun 2024-03-10, Dolby Theatre, Hollywood; host Jimmy Kimmel (4th time); ABC; start 8:00 pm ET / 5:00 pm PT (usual slot - unverified)"}
    turns.append((act, pj(stale)))
    turns.append((extract("https://www.oscars.org/oscars/ceremonies/2024", "nominees for Best Picture and Director as listed by the Academy"), """# The 96th Academy Awards | 2024

Memorable Moments | Nominees | Ceremony

Dolby Theatre at Ovation Hollywood
Sunday, March 10, 2024
Honoring movies released in 2023

## Best Picture
**American Fiction** - Ben LeClair, Nikos Karamigios, Cord Jefferson and Jermaine Johnson, Producers
**Anatomy of a Fall** - Marie-Ange Luciani and David Thion, Producers
**Barbie** - David Heyman, Margot Robbie, Tom Ackerley and Robbie Brenner, Producers
**The Holdovers** - Mark Johnson, Producer
**Killers of the Flower Moon** - Dan Friedkin, Bradley Thomas, Martin Scorsese and Daniel Lupi, Producers
**Maestro** - Bradley Cooper, Steven Spielberg, Fred Berner, Amy Durning and Kristie Macosko Krieger, Producers
**Oppenheimer** - Emma Thomas, Charles Roven and Christopher Nolan, Producers
**Past Lives** - David Hinojosa, Christine Vachon and Pamela Koffler, Producers
**Poor Things** - Ed Guiney, Andrew Lowe, Yorgos Lanthimos and Emma Stone, Producers
**The Zone of Interest** - James Wilson, Producer

## Directing
**Anatomy of a Fall** - Justine Triet
**Killers of the Flower Moon** - Martin Scorsese
**Oppenheimer** - Christopher Nolan
**Poor Things** - Yorgos Lanthimos
**The Zone of Interest** - Jonathan Glazer

## Actor in a Leading Role
Bradley Cooper - Maestro
Colman Domingo - Rustin
Paul Giamatti - The Holdovers
Cillian Murphy - Oppenheimer
Jeffrey Wright - American Fiction

## Actress in a Leading Role
Annette Bening - Nyad
Lily Gladstone - Killers of the Flower Moon
Sandra Hüller - Anatomy of a Fall
Carey Mulligan - Maestro
Emma Stone - Poor Things

[View all 23 categories]"""))
    add(rs, "h36-search-02", turns, start("2024-01-24"), bad=True, turn=8, kind="memory retrieve returns the ceremony value from before the agent's update")


ESC = [  # place, running order, country, artist, song, jury, televote
    (1, 21, "Switzerland", "Nemo", "The Code", 365, 226),
    (2, 23, "Croatia", "Baby Lasagna", "Rim Tim Tagi Dim", 210, 337),
    (3, 2, "Ukraine", "alyona alyona & Jerry Heil", "Teresa & Maria", 146, 307),
    (4, 25, "France", "Slimane", "Mon amour", 218, 227),
    (5, 6, "Israel", "Eden Golan", "Hurricane", 52, 323),
    (6, 10, "Ireland", "Bambie Thug", "Doomsday Blue", 142, 136),
    (7, 15, "Italy", "Angelina Mango", "La noia", 164, 104),
    (8, 19, "Armenia", "Ladaniva", "Jako", 101, 82),
    (9, 1, "Sweden", "Marcus & Martinus", "Unforgettable", 125, 49),
    (10, 18, "Portugal", "iolanda", "Grito", 139, 13),
    (11, 12, "Greece", "Marina Satti", "Zari", 41, 85),
    (12, 3, "Germany", "Isaak", "Always on the Run", 99, 18),
    (13, 4, "Luxembourg", "Tali", "Fighter", 83, 20),
    (14, 7, "Lithuania", "Silvester Belt", "Luktelk", 58, 32),
    (15, 20, "Cyprus", "Silia Kapsis", "Liar", 44, 34),
    (16, 11, "Latvia", "Dons", "Hollow", 42, 22),
    (17, 16, "Serbia", "Teya Dora", "Ramonda", 22, 32),
    (18, 13, "United Kingdom", "Olly Alexander", "Dizzy", 46, 0),
    (19, 17, "Finland", "Windows95man", "No Rules!", 7, 31),
    (20, 9, "Estonia", "5miinust & Puuluup", "(nendest) narkootikumidest ei tea me (küll) midagi", 4, 33),
    (21, 24, "Georgia", "Nutsa Buzaladze", "Firefighter", 15, 19),
    (22, 8, "Spain", "Nebulossa", "Zorra", 19, 11),
    (23, 22, "Slovenia", "Raiven", "Veronika", 15, 12),
    (24, 26, "Austria", "Kaleen", "We Will Rave", 19, 5),
    (25, 14, "Norway", "Gåte", "Ulveham", 12, 4),
]


# eurovision.tv scoreboard, Eurovision Song Contest 2024 grand final; clean
def t03(rs: RowSet) -> None:
    m = Mem({"esc_2024_host": "Malmö, Sweden (Malmö Arena)"})
    state = start("2024-05-13", m.d)
    turns = []
    turns.append((search("Eurovision 2024 grand final results scoreboard jury televote"), res(
        ("https://eurovision.tv/event/malmo-2024/grand-final/results", "Grand Final of Malmö 2024 - Results | Eurovision Song Contest",
         "Switzerland wins the 68th Eurovision Song Contest with Nemo and The Code, scoring 591 points. See the full scoreboard with jury and televoting results ...", "May 11, 2024"),
        ("https://en.wikipedia.org/wiki/Eurovision_Song_Contest_2024", "Eurovision Song Contest 2024 - Wikipedia",
         "The Eurovision Song Contest 2024 was the 68th edition of the Eurovision Song Contest. It consisted of two semi-finals on 7 and 9 May and a final on 11 May 2024, held at the Malmö Arena in Malmö, Sweden ...", "N/A"),
        ("https://eurovision.tv/story/switzerland-wins-eurovision-2024", "Switzerland wins the 2024 Eurovision Song Contest! | Eurovision Song Contest",
         "Nemo has won the Eurovision Song Contest for Switzerland with The Code. It's Switzerland's third victory, and the first since Céline Dion in 1988 ...", "May 12, 2024"),
        ("https://www.bbc.com/news/entertainment-arts-69005467", "Eurovision 2024: Switzerland's Nemo wins as UK gets zero public votes - BBC News",
         "Olly Alexander finished 18th with 46 points, all from the juries, after receiving \"nul points\" in the public vote ...", "May 12, 2024"),
        ("https://eurovisionworld.com/eurovision/2024", "Eurovision 2024 Results: Voting & Points - Eurovisionworld",
         "Final: 1. Switzerland 591, 2. Croatia 547, 3. Ukraine 453, 4. France 445, 5. Israel 375 ... Detailed jury and televote breakdown per country.", "May 12, 2024"),
        ("https://www.theguardian.com/tv-and-radio/2024/may/11/eurovision-song-contest-2024-final-live", "Eurovision Song Contest 2024 final - as it happened | The Guardian",
         "Nemo takes the trophy despite Croatia's Baby Lasagna winning the public vote with 337 points ...", "May 11, 2024"),
        ("https://www.reuters.com/lifestyle/switzerlands-nemo-wins-eurovision-song-contest-2024-05-12/", "Switzerland's Nemo wins Eurovision Song Contest | Reuters",
         "Nemo, who identifies as non-binary, won with a song about their journey to self-discovery, in a contest overshadowed by protests over Israel's participation ...", "May 12, 2024"),
        ("https://escxtra.com/2024/05/12/full-split-results-grand-final-2024/", "Full split jury and televote results from the Grand Final - ESCXTRA",
         "Switzerland won the jury vote with 365 points; Croatia topped the televote with 337. Portugal got only 13 televote points ...", "May 12, 2024"),
        ("https://www.reddit.com/r/eurovision/comments/1cpu5x1/grand_final_results_megathread/", "Grand Final Results Megathread : r/eurovision",
         "Switzerland 591 | Croatia 547 | Ukraine 453 | France 445 | Israel 375 | Ireland 278 | Italy 268 ...", "May 12, 2024"),
        ("https://www.euronews.com/culture/2024/05/12/eurovision-2024-nemo-wins-for-switzerland", "Eurovision 2024: Switzerland's Nemo wins with 'The Code' | Euronews",
         "Croatia came second and Ukraine third; the Netherlands' Joost Klein was disqualified hours before the final ...", "May 12, 2024"),
    )))
    tot = [(p, ro, c, a, s, j + t) for p, ro, c, a, s, j, t in ESC]
    table = "\n".join(f"| {p} | {ro:02d} | {c} | {a} | {s} | {pts} |" for p, ro, c, a, s, pts in tot)
    turns.append((extract("https://eurovision.tv/event/malmo-2024/grand-final/results", "full final scoreboard with total points"), f"""# Grand Final of Malmö 2024 - Results

Saturday 11 May 2024, 21:00 CEST - Malmö Arena, Malmö, Sweden
Hosts: Petra Mede, Malin Åkerman

Winner: **Switzerland** - Nemo - The Code (591 points)

Results | Jury | Televote | Split results | Running order

25 countries competed in the Grand Final. The Netherlands (Joost Klein, "Europapa") was disqualified by the EBU on 11 May and did not perform; its slot in the running order (05) was left empty.

| Place | R/O | Country | Participant | Song | Points |
| --- | --- | --- | --- | --- | --- |
{table}

Points were awarded by professional juries and televoters in 37 participating countries plus the Rest of the World online vote.

Show: Jury results per country | Televoting results per country | Download scoreboard (CSV)"""))
    by_tv = sorted(ESC, key=lambda r: (-r[6], r[0]))
    rows = []
    rank = 0
    prev = None
    for i, (_p, _ro, c, a, s, _j, t) in enumerate(by_tv, 1):
        if t != prev:
            rank, prev = i, t
        rows.append(f"| {rank} | {c} | {a} | {s} | {t} |")
    turns.append((extract("https://eurovision.tv/event/malmo-2024/grand-final/results?tab=televote", "televote ranking in the final"), """# Grand Final of Malmö 2024 - Televote

Saturday 11 May 2024 - Malmö Arena, Malmö, Sweden

Results | Jury | **Televote** | Split results | Running order

Televoting results, sorted by televote points. Televote points were awarded by viewers in 37 participating countries and the Rest of the World online vote.

| Rank | Country | Participant | Song | Televote points |
| --- | --- | --- | --- | --- |
""" + "\n".join(rows) + """

Note: Countries with equal televote points are listed by their overall final placing.

Show: Televoting results per country | Download televote results (CSV)"""))
    turns.append(m.add({
        "esc_2024_winner": "Switzerland - Nemo 'The Code' - 591 pts (jury 365, televote 226); 3rd Swiss win, first since 1988",
        "esc_2024_televote_top": "Croatia - Baby Lasagna 'Rim Tim Tagi Dim' - 337 televote pts (2nd overall, 547)",
    }))
    turns.append((search("Eurovision 2024 Netherlands Joost Klein disqualified reason"), res(
        ("https://eurovision.tv/mediacentre/release/ebu-statement-netherlands-disqualification", "EBU statement on the disqualification of the Netherlands | Eurovision Song Contest",
         "Swedish police have investigated a complaint made by a female member of the production crew after an incident following his performance in the Semi-Final on Thursday night ...", "May 11, 2024"),
        ("https://www.bbc.com/news/articles/cv2x1v8xy4mo", "Eurovision 2024: Netherlands' Joost Klein disqualified from final - BBC News",
         "The EBU said it would \"not be appropriate\" for Klein to continue in the contest while the legal process is under way ...", "May 11, 2024"),
        ("https://en.wikipedia.org/wiki/Joost_Klein", "Joost Klein - Wikipedia",
         "Johannes Klein (born 10 November 1997), known professionally as Joost Klein, is a Dutch singer, rapper and YouTuber ... disqualified from the Eurovision Song Contest 2024 final ...", "N/A"),
        ("https://nos.nl/artikel/2520002-joost-klein-gediskwalificeerd-voor-songfestival", "Joost Klein gediskwalificeerd voor Songfestival - NOS",
         "AVROTROS noemt de beslissing \"disproportioneel\" en \"schokkend\" ...", "May 11, 2024"),
        ("https://www.theguardian.com/tv-and-radio/article/2024/may/11/netherlands-joost-klein-disqualified-from-eurovision-2024", "Netherlands' Joost Klein disqualified from Eurovision 2024 | The Guardian",
         "Klein had been absent from rehearsals on Friday and Saturday while the EBU investigated the incident ...", "May 11, 2024"),
        ("https://www.reuters.com/lifestyle/dutch-entry-disqualified-eurovision-song-contest-2024-05-11/", "Dutch entrant disqualified from Eurovision Song Contest final | Reuters",
         "The Netherlands' broadcaster AVROTROS said it was shocked by the decision ...", "May 11, 2024"),
        ("https://eurovisionworld.com/esc/netherlands-disqualified-from-eurovision-2024", "Netherlands disqualified from Eurovision 2024 - Eurovisionworld",
         "The Dutch jury and televote points were still counted in the final; the Netherlands' running order slot 5 was skipped ...", "May 11, 2024"),
        ("https://www.reddit.com/r/eurovision/comments/1cpi1be/netherlands_disqualified/", "Netherlands disqualified : r/eurovision",
         "Official statement out. This is unprecedented for a finalist ...", "May 11, 2024"),
        ("https://www.dw.com/en/eurovision-dutch-singer-joost-klein-disqualified/a-69054512", "Eurovision: Dutch singer Joost Klein disqualified - DW",
         "Police in Malmö confirmed a criminal complaint was filed and an investigation opened ...", "May 11, 2024"),
    )))
    turns.append(m.update({"esc_2024_host": "Malmö Arena, Malmö, Sweden - semi-finals 7 & 9 May, grand final Sat 11 May 2024; 25 acts in final (Netherlands disqualified)"}))
    turns.append(m.all())
    add(rs, "h36-search-03", turns, state)


# fiaformulae.com results and standings, Formula E 2024 London finale; bad
def t04(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("Formula E 2024 London E-Prix round 16 results championship decider"), res(
        ("https://www.fiaformulae.com/en/results?season=2023-2024&race=london-round-16", "Results - 2024 Hankook London E-Prix Round 16 | ABB FIA Formula E",
         "Official classification of the 2024 Hankook London E-Prix, Round 16 of the ABB FIA Formula E World Championship Season 10 ...", "Jul 21, 2024"),
        ("https://www.fiaformulae.com/en/standings?season=2023-2024&type=driver&round=15", "Driver Standings after Round 15 - Season 10 | ABB FIA Formula E",
         "Pascal Wehrlein leads the Drivers' World Championship on 180 points ahead of Mitch Evans (177) and Nick Cassidy (176) going into the final round ...", "Jul 20, 2024"),
        ("https://www.fiaformulae.com/en/news/wehrlein-crowned-2024-world-champion-london", "Wehrlein crowned Formula E World Champion as Rowland wins London finale",
         "Pascal Wehrlein claimed the ABB FIA Formula E Drivers' World Championship with second place in the season finale at the ExCeL ...", "Jul 21, 2024"),
        ("https://en.wikipedia.org/wiki/2024_London_ePrix", "2024 London ePrix - Wikipedia",
         "The 2024 London ePrix was a pair of Formula E electric car races held at the ExCeL London circuit on 20 and 21 July 2024. It served as the 15th and 16th rounds of the 2023-24 Formula E season ...", "N/A"),
        ("https://www.autosport.com/formula-e/news/london-e-prix-wehrlein-wins-formula-e-title-rowland-victory/10640211/", "London E-Prix: Wehrlein wins Formula E title as Rowland takes victory - Autosport",
         "Cassidy's title bid ended in the barriers on lap 19 after contact in the Turn 1 braking zone ...", "Jul 21, 2024"),
        ("https://www.the-race.com/formula-e/wehrlein-formula-e-champion-london-cassidy-crash/", "How Wehrlein won the Formula E title in a chaotic London finale - The Race",
         "Jaguar's Evans finished third and lost the title by six points; Porsche also secured the manufacturers' trophy ...", "Jul 21, 2024"),
        ("https://www.motorsport.com/formula-e/results/2024/london-eprix-ii/", "Formula E 2024 London E-Prix II - Race results - Motorsport.com",
         "1. Oliver Rowland Nissan 36 laps; 2. Pascal Wehrlein Porsche +1.812s; 3. Mitch Evans Jaguar +2.944s ...", "Jul 21, 2024"),
        ("https://www.bbc.com/sport/motorsport/articles/c0vej8g0xq9o", "Formula E: Pascal Wehrlein crowned world champion in London - BBC Sport",
         "Germany's Wehrlein became the first Porsche driver to win the Formula E title ...", "Jul 21, 2024"),
        ("https://www.reddit.com/r/FormulaE/comments/1e8o2v1/2024_london_eprix_race_2_post_race_discussion/", "2024 London E-Prix Race 2 - Post-Race Discussion : r/FormulaE",
         "Rowland pole, win and fastest lap. Cassidy out. Wehrlein champion, well deserved ...", "Jul 21, 2024"),
        ("https://www.fiaformulae.com/en/standings?season=2023-2024&type=driver", "Driver Standings - Season 10 | ABB FIA Formula E",
         "Final Drivers' World Championship standings for Season 10: 1. Pascal Wehrlein, 2. Mitch Evans, 3. Nick Cassidy ...", "Jul 21, 2024"),
    )))
    turns.append((extract("https://www.fiaformulae.com/en/standings?season=2023-2024&type=driver&round=15", "driver standings before the final round"), """# Driver Standings - Season 10 (2023-2024)

After Round 15 - 2024 Hankook London E-Prix (Race 1), 20 July 2024

Drivers | Teams | Manufacturers

| Pos | Driver | Nationality | Team | Points |
| --- | --- | --- | --- | --- |
| 1 | Pascal Wehrlein | GER | TAG Heuer Porsche Formula E Team | 180 |
| 2 | Mitch Evans | NZL | Jaguar TCS Racing | 177 |
| 3 | Nick Cassidy | NZL | Jaguar TCS Racing | 176 |
| 4 | Jean-Éric Vergne | FRA | DS Penske | 129 |
| 5 | Oliver Rowland | GBR | Nissan Formula E Team | 127 |
| 6 | António Félix da Costa | POR | TAG Heuer Porsche Formula E Team | 122 |
| 7 | Jake Dennis | GBR | Andretti Formula E | 114 |
| 8 | Maximilian Günther | GER | Maserati MSG Racing | 99 |
| 9 | Robin Frijns | NED | Envision Racing | 70 |
| 10 | Sébastien Buemi | SUI | Envision Racing | 68 |
| 11 | Jake Hughes | GBR | NEOM McLaren Formula E Team | 64 |
| 12 | Stoffel Vandoorne | BEL | DS Penske | 50 |
| 13 | Edoardo Mortara | SUI | Mahindra Racing | 46 |
| 14 | Sam Bird | GBR | NEOM McLaren Formula E Team | 45 |
| 15 | Sacha Fenestraz | FRA | Nissan Formula E Team | 43 |
| 16 | Norman Nato | FRA | Andretti Formula E | 28 |
| 17 | Nyck de Vries | NED | Mahindra Racing | 21 |
| 18 | Nico Müller | SUI | ABT CUPRA Formula E Team | 20 |
| 19 | Dan Ticktum | GBR | ERT Formula E Team | 14 |
| 20 | Lucas di Grassi | BRA | ABT CUPRA Formula E Team | 9 |

One round remaining. Maximum points available in Round 16: 29 (25 for the win, 3 for pole position, 1 for fastest lap if classified in the top 10)."""))
    turns.append((extract("https://www.fiaformulae.com/en/results?season=2023-2024&race=london-round-16", "race classification and points scored"), """# 2024 Hankook London E-Prix - Round 16

Sunday 21 July 2024 - ExCeL London, United Kingdom
Circuit length: 2.085 km - Race distance: 36 laps - Conditions: Dry, 21°C

Race | Qualifying | Free Practice 3 | Free Practice 2

## Race classification

| Pos | No. | Driver | Team | Laps | Time / Retired | Grid | Points |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | 22 | Oliver Rowland | Nissan Formula E Team | 36 | 47:51.374 | 1 | 25 +3 PP +1 FL |
| 2 | 94 | Pascal Wehrlein | TAG Heuer Porsche Formula E Team | 36 | +1.812 | 3 | 18 |
| 3 | 9 | Mitch Evans | Jaguar TCS Racing | 36 | +2.944 | 5 | 15 |
| 4 | 13 | António Félix da Costa | TAG Heuer Porsche Formula E Team | 36 | +4.507 | 7 | 12 |
| 5 | 25 | Jean-Éric Vergne | DS Penske | 36 | +6.118 | 4 | 10 |
| 6 | 1 | Jake Dennis | Andretti Formula E | 36 | +7.902 | 9 | 8 |
| 7 | 7 | Maximilian Günther | Maserati MSG Racing | 36 | +9.330 | 12 | 6 |
| 8 | 4 | Robin Frijns | Envision Racing | 36 | +10.284 | 8 | 4 |
| 9 | 16 | Sébastien Buemi | Envision Racing | 36 | +11.069 | 11 | 2 |
| 10 | 5 | Jake Hughes | NEOM McLaren Formula E Team | 36 | +12.733 | 6 | 1 |
| 11 | 8 | Sam Bird | NEOM McLaren Formula E Team | 36 | +13.905 | 14 | 0 |
| 12 | 23 | Sacha Fenestraz | Nissan Formula E Team | 36 | +15.220 | 13 | 0 |
| 13 | 2 | Stoffel Vandoorne | DS Penske | 36 | +16.481 | 10 | 0 |
| 14 | 48 | Edoardo Mortara | Mahindra Racing | 36 | +18.037 | 18 | 0 |
| 15 | 17 | Norman Nato | Andretti Formula E | 36 | +19.552 | 15 | 0 |
| 16 | 21 | Nyck de Vries | Mahindra Racing | 36 | +21.116 | 17 | 0 |
| 17 | 51 | Nico Müller | ABT CUPRA Formula E Team | 36 | +23.809 | 19 | 0 |
| 18 | 33 | Dan Ticktum | ERT Formula E Team | 36 | +25.342 | 20 | 0 |
| 19 | 11 | Lucas di Grassi | ABT CUPRA Formula E Team | 35 | +1 lap | 22 | 0 |
| DNF | 37 | Nick Cassidy | Jaguar TCS Racing | 18 | Accident damage | 2 | 0 |
| DNF | 3 | Jehan Daruvala | Maserati MSG Racing | 11 | Technical | 21 | 0 |

Pole position: Oliver Rowland (Nissan), 1:10.824
Fastest lap: Oliver Rowland (Nissan), 1:12.617 on lap 33

Race control: Full Course Yellow laps 19-20 (Cassidy, Turn 1). Attack Mode: 2 activations, 8 minutes total. Race extended by 2 laps for time lost under FCY."""))
    turns.append(m.add({"fe_s10_before_final": "After R15: Wehrlein 180, Evans 177, Cassidy 176, Vergne 129, Rowland 127, da Costa 122, Dennis 114"}))
    turns.append((search("Formula E season 10 final driver standings Wehrlein champion points margin"), res(
        ("https://www.fiaformulae.com/en/news/wehrlein-crowned-2024-world-champion-london", "Wehrlein crowned Formula E World Champion as Rowland wins London finale",
         "Wehrlein finishes the season on 198 points, six clear of Jaguar's Mitch Evans, with Nick Cassidy third on 176 ...", "Jul 21, 2024"),
        ("https://en.wikipedia.org/wiki/2023%E2%80%9324_Formula_E_World_Championship", "2023-24 Formula E World Championship - Wikipedia",
         "The 2023-24 ABB FIA Formula E World Championship was the tenth season of the FIA Formula E championship ... Pascal Wehrlein won the Drivers' Championship ...", "N/A"),
        ("https://www.fiaformulae.com/en/standings?season=2023-2024&type=driver", "Driver Standings - Season 10 | ABB FIA Formula E",
         "Final Drivers' World Championship standings for Season 10: 1. Pascal Wehrlein, 2. Mitch Evans, 3. Nick Cassidy ...", "Jul 21, 2024"),
        ("https://newsroom.porsche.com/en/2024/motorsports/porsche-formula-e-london-wehrlein-world-champion-36702.html", "Pascal Wehrlein is Formula E World Champion - Porsche Newsroom",
         "Porsche wins the drivers' and manufacturers' titles in the tenth season of Formula E ...", "Jul 21, 2024"),
        ("https://www.autosport.com/formula-e/news/wehrlein-explains-how-he-won-formula-e-title/10640305/", "Wehrlein explains how he won the Formula E title - Autosport",
         "\"I was not thinking about the championship until the last lap,\" said Wehrlein, who took second behind Rowland in the finale ...", "Jul 22, 2024"),
        ("https://www.jaguarracing.com/news/evans-runner-up-london-2024", "Evans runner-up as Jaguar TCS Racing secures Teams' World Championship",
         "Jaguar TCS Racing claimed the Teams' title with 368 points; Mitch Evans finishes second in the Drivers' World Championship ...", "Jul 21, 2024"),
        ("https://www.racefans.net/2024/07/21/wehrlein-wins-formula-e-title/", "Wehrlein wins Formula E title after Cassidy crashes out in London - RaceFans",
         "Rowland took pole, the win and fastest lap to score the maximum 29 points ...", "Jul 21, 2024"),
        ("https://www.the-race.com/formula-e/formula-e-2023-24-season-driver-rankings/", "Formula E 2023/24 season driver rankings - The Race",
         "Our ranking of all 24 drivers who raced in Season 10, from Wehrlein to ...", "Jul 25, 2024"),
        ("https://www.reddit.com/r/FormulaE/comments/1e8qa0w/final_standings_season_10/", "Final standings Season 10 : r/FormulaE",
         "Wehrlein 198, Evans 192, Cassidy 176, Rowland 156, Vergne 139 ...", "Jul 21, 2024"),
    )))
    final = [("Pascal Wehrlein", "GER", "TAG Heuer Porsche Formula E Team", 198), ("Mitch Evans", "NZL", "Jaguar TCS Racing", 192),
             ("Nick Cassidy", "NZL", "Jaguar TCS Racing", 176), ("Oliver Rowland", "GBR", "Nissan Formula E Team", 156),
             ("Jean-Éric Vergne", "FRA", "DS Penske", 139), ("António Félix da Costa", "POR", "TAG Heuer Porsche Formula E Team", 134),
             ("Jake Dennis", "GBR", "Andretti Formula E", 124), ("Maximilian Günther", "GER", "Maserati MSG Racing", 105),
             ("Robin Frijns", "NED", "Envision Racing", 74), ("Sébastien Buemi", "SUI", "Envision Racing", 70),
             ("Jake Hughes", "GBR", "NEOM McLaren Formula E Team", 65), ("Stoffel Vandoorne", "BEL", "DS Penske", 50),
             ("Edoardo Mortara", "SUI", "Mahindra Racing", 46), ("Sam Bird", "GBR", "NEOM McLaren Formula E Team", 45),
             ("Sacha Fenestraz", "FRA", "Nissan Formula E Team", 43), ("Norman Nato", "FRA", "Andretti Formula E", 28),
             ("Nyck de Vries", "NED", "Mahindra Racing", 21), ("Nico Müller", "SUI", "ABT CUPRA Formula E Team", 20),
             ("Dan Ticktum", "GBR", "ERT Formula E Team", 14), ("Lucas di Grassi", "BRA", "ABT CUPRA Formula E Team", 9)]
    table = "\n".join(f"| {i} | {d} | {n} | {t} | {p} |" for i, (d, n, t, p) in enumerate(final, 1))
    turns.append((extract("https://www.fiaformulae.com/en/standings?season=2023-2024&type=driver", "final driver standings"), f"""# Driver Standings - Season 10 (2023-2024)

Final standings after Round 16 - 2024 Hankook London E-Prix (Race 2), 21 July 2024

Drivers | Teams | Manufacturers

**2023-24 ABB FIA Formula E Drivers' World Champion: Pascal Wehrlein**

| Pos | Driver | Nationality | Team | Points |
| --- | --- | --- | --- | --- |
{table}

View race-by-race points breakdown | Download standings (PDF)"""))
    turns.append(m.add({"fe_s10_final": "Champion Pascal Wehrlein (Porsche) 198; 2 Evans 192; 3 Cassidy 176; 4 Rowland 156; 5 Vergne 139"}))
    add(rs, "h36-search-04", turns, start("2024-07-22"), bad=True, turn=6, kind="final championship total for one driver does not equal pre-final total plus race points")


# ESPNcricinfo records, cricket Test run-scoring records; bad
def t05(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("most runs in Test cricket career list 2024"), res(
        ("https://www.espncricinfo.com/records/most-runs-in-career-223646", "Most runs in career - Test matches - ESPNcricinfo",
         "Records / Test matches / Batting records / Most runs in career. SR Tendulkar (INDIA) 1989-2013, 200 matches, 15921 runs ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_Test_cricket_records", "List of Test cricket records - Wikipedia",
         "Sachin Tendulkar of India has scored the most runs in Test cricket, with 15,921 runs in 200 matches, followed by Ricky Ponting of Australia with 13,378 ...", "N/A"),
        ("https://www.icc-cricket.com/news/most-runs-in-test-cricket-history", "Most runs in Test cricket history | ICC",
         "Joe Root has moved up to fifth on the list of all-time leading run-scorers in Test cricket and is the leading active batter ...", "Dec 18, 2024"),
        ("https://www.cricbuzz.com/cricket-stats/top-run-scorers-in-test", "Most Runs in Test Cricket - Cricbuzz",
         "Top run scorers in Test cricket history: Sachin Tendulkar 15921, Ricky Ponting 13378, Jacques Kallis 13289, Rahul Dravid 13288, Joe Root 12972 ...", "N/A"),
        ("https://www.espncricinfo.com/story/joe-root-ends-2024-with-most-test-runs-in-calendar-year-1464890", "Root ends 2024 with 1556 Test runs, the most in the calendar year - ESPNcricinfo",
         "Root finished England's Test year in Hamilton with 54 in the second innings and now needs 2950 to overtake Tendulkar ...", "Dec 17, 2024"),
        ("https://www.statista.com/statistics/1024125/test-cricket-most-runs-career/", "Test cricket: most runs in a career 2024 | Statista",
         "As of December 2024, Sachin Tendulkar held the record for the most runs scored in Test cricket with 15,921 runs ...", "Dec 2024"),
        ("https://www.wisden.com/stories/statistics/most-test-runs-all-time", "The leading run-scorers in Test history - Wisden",
         "Only 14 players have passed 10,000 Test runs. Here is the full list, with averages and hundreds ...", "Dec 19, 2024"),
        ("https://www.reddit.com/r/Cricket/comments/1hgbq7x/can_root_catch_tendulkar/", "Can Root catch Tendulkar? : r/Cricket",
         "He's 33 with ~2950 to go. At 1000+ runs a year he gets there by 2027 ...", "Dec 17, 2024"),
        ("https://www.bbc.com/sport/cricket/articles/c8r7xg4gqjdo", "Joe Root: England batter's chase for Sachin Tendulkar's Test record - BBC Sport",
         "Root became England's leading Test run-scorer in 2022 when he passed Alastair Cook's 12,472 ...", "Dec 18, 2024"),
    )))
    turns.append((extract("https://www.espncricinfo.com/records/most-runs-in-career-223646", "top 15 Test run-scorers with matches, innings, runs, average, hundreds"), """# Most runs in career

Records / Test matches / Batting records

| Player | Span | Mat | Inns | NO | Runs | HS | Ave | 100 | 50 | 0 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| SR Tendulkar (INDIA) | 1989-2013 | 200 | 329 | 33 | 15921 | 248* | 53.78 | 51 | 68 | 14 |
| RT Ponting (AUS) | 1995-2012 | 168 | 287 | 29 | 13378 | 257 | 51.85 | 41 | 62 | 17 |
| JH Kallis (ICC/SA) | 1995-2013 | 166 | 280 | 40 | 13289 | 224 | 55.37 | 45 | 58 | 16 |
| R Dravid (ICC/INDIA) | 1996-2012 | 164 | 286 | 32 | 13288 | 270 | 52.31 | 36 | 63 | 8 |
| JE Root (ENG) | 2012-2024 | 152 | 278 | 23 | 12972 | 262 | 50.87 | 36 | 65 | 13 |
| AN Cook (ENG) | 2006-2018 | 161 | 291 | 16 | 12472 | 294 | 45.35 | 33 | 57 | 9 |
| KC Sangakkara (SL) | 2000-2015 | 134 | 233 | 17 | 12400 | 319 | 57.40 | 38 | 52 | 11 |
| BC Lara (ICC/WI) | 1990-2006 | 131 | 232 | 6 | 11953 | 400* | 52.88 | 34 | 48 | 17 |
| S Chanderpaul (WI) | 1994-2015 | 164 | 280 | 49 | 11867 | 203* | 51.37 | 30 | 66 | 15 |
| DPMD Jayawardene (SL) | 1997-2014 | 149 | 252 | 15 | 11814 | 374 | 49.84 | 34 | 50 | 15 |
| AR Border (AUS) | 1978-1994 | 156 | 265 | 44 | 11174 | 205 | 50.56 | 27 | 63 | 11 |
| SR Waugh (AUS) | 1985-2004 | 168 | 260 | 46 | 10927 | 200 | 51.06 | 32 | 50 | 22 |
| SM Gavaskar (INDIA) | 1971-1987 | 125 | 214 | 16 | 10122 | 236* | 51.12 | 34 | 45 | 12 |
| Younis Khan (PAK) | 2000-2017 | 118 | 213 | 19 | 10099 | 313 | 52.05 | 34 | 33 | 19 |
| HM Amla (SA) | 2004-2019 | 124 | 215 | 16 | 9282 | 311* | 46.64 | 28 | 41 | 13 |

Records includes the following current or recent matches:
New Zealand v England at Hamilton, 3rd Test, Dec 14-17, 2024 [Test # 2569]
Australia v India at Brisbane, 3rd Test, Dec 14-18, 2024 [Test # 2568]"""))
    turns.append(m.add({
        "root_runs": "12,972 Test runs in 152 Tests (avg 50.87, 36 x 100) - through NZ v Eng, Hamilton, 14-17 Dec 2024",
        "tendulkar_runs": "15,921 in 200 Tests (avg 53.78)",
    }))
    turns.append((search("Joe Root runs needed to pass Tendulkar Test record"), res(
        ("https://www.espncricinfo.com/story/joe-root-ends-2024-with-most-test-runs-in-calendar-year-1464890", "Root ends 2024 with 1556 Test runs, the most in the calendar year - ESPNcricinfo",
         "With 12,972 runs from 152 Tests, Root is 2949 short of drawing level with Sachin Tendulkar's all-time record of 15,921 ...", "Dec 17, 2024"),
        ("https://www.bbc.com/sport/cricket/articles/c8r7xg4gqjdo", "Joe Root: England batter's chase for Sachin Tendulkar's Test record - BBC Sport",
         "How long will it take Root to overtake Tendulkar? We crunch the numbers ...", "Dec 18, 2024"),
        ("https://www.skysports.com/cricket/news/12123/13271155/joe-root-could-pass-sachin-tendulkar", "Joe Root could pass Sachin Tendulkar's record, says Ricky Ponting - Sky Sports",
         "Ponting believes Root, 33, can overhaul Tendulkar if he keeps playing Tests at England's current rate ...", "Dec 12, 2024"),
        ("https://www.theguardian.com/sport/2024/dec/17/joe-root-2024-test-runs-tendulkar-record", "Joe Root's remarkable 2024 puts Tendulkar's record in sight | The Guardian",
         "Root now sits fifth on the all-time list, 316 runs behind Rahul Dravid in fourth ...", "Dec 17, 2024"),
        ("https://www.cricbuzz.com/cricket-news/132451/root-tendulkar-record-how-many-tests", "How many Tests will Root need to break Tendulkar's record? - Cricbuzz",
         "England play 17 Tests in 2025-26 including the Ashes; at his recent average Root would need around 30 ...", "Dec 18, 2024"),
        ("https://www.icc-cricket.com/news/most-runs-in-test-cricket-history", "Most runs in Test cricket history | ICC",
         "Joe Root has moved up to fifth on the list of all-time leading run-scorers in Test cricket and is the leading active batter ...", "Dec 18, 2024"),
        ("https://www.wisden.com/stories/statistics/joe-root-tendulkar-record-projection", "Projection: When will Joe Root break Sachin Tendulkar's record? - Wisden",
         "Root has averaged 1,137 Test runs per year since 2021 ...", "Dec 18, 2024"),
        ("https://www.reddit.com/r/Cricket/comments/1hgbq7x/can_root_catch_tendulkar/", "Can Root catch Tendulkar? : r/Cricket",
         "He's 33 with ~2950 to go. At 1000+ runs a year he gets there by 2027 ...", "Dec 17, 2024"),
    )))
    turns.append((extract("https://www.espncricinfo.com/story/joe-root-ends-2024-with-most-test-runs-in-calendar-year-1464890", "Root's 2024 runs and the gap to Tendulkar"), """# Root ends 2024 with 1556 Test runs, the most in the calendar year

ESPNcricinfo staff
17-Dec-2024

Joe Root finished England's Test year with 54 in the second innings at Seddon Park, taking his tally for 2024 to 1556 runs from 17 Tests at an average of 55.57 - the most by any batter in the calendar year and the second-highest of his career after his 1708 in 2021.

## By the numbers

| | Runs | Tests | Inns | Ave | 100s | 50s |
| --- | --- | --- | --- | --- | --- | --- |
| 2021 | 1708 | 15 | 29 | 61.00 | 6 | 4 |
| 2022 | 1098 | 15 | 26 | 54.90 | 5 | 2 |
| 2023 | 787 | 8 | 15 | 56.21 | 2 | 4 |
| 2024 | 1556 | 17 | 29 | 55.57 | 6 | 5 |

Root's century in Wellington earlier this month was his 36th in Tests, drawing him level with Rahul Dravid and moving him to fifth on the all-time list of Test hundreds behind Sachin Tendulkar (51), Jacques Kallis (45), Ricky Ponting (41) and Kumar Sangakkara (38).

## The Tendulkar chase

With 12,972 runs from 152 Tests, Root is the leading run-scorer among active players and fifth overall. He is 316 runs behind Dravid (13,288), 317 behind Kallis (13,289) and 406 behind Ponting (13,378). Tendulkar's record of 15,921 runs is 2949 away: Root needs 2950 to claim it outright.

England's next Test assignment is the home series against Zimbabwe in May 2025, followed by five Tests against India and the Ashes in Australia in 2025-26.

"I don't really look at it," Root said when asked about the record. "If I keep scoring runs that help England win, the numbers take care of themselves."

Related: Root passes 12,000 Test runs (Feb 2024) | Brook and Root's record stand at Multan"""))
    turns.append(m.add({"joe_root_test_runs": "12,972 Test runs in 152 Tests (avg 50.87, 36 x 100) - through NZ v Eng, Hamilton, 14-17 Dec 2024; needs 2,950 to pass Tendulkar"}))
    turns.append(m.remove(["root_runs"]))
    turns.append((search("most Test hundreds all time list"), res(
        ("https://www.espncricinfo.com/records/most-hundreds-in-career-227046", "Most hundreds in career - Test matches - ESPNcricinfo",
         "Records / Test matches / Batting records / Most hundreds in career. SR Tendulkar 51, JH Kallis 45, RT Ponting 41, KC Sangakkara 38 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_international_cricket_centuries_by_Sachin_Tendulkar", "List of international cricket centuries by Sachin Tendulkar - Wikipedia",
         "Tendulkar scored 51 centuries in Test cricket and 49 in ODIs, a total of 100 international centuries ...", "N/A"),
        ("https://www.icc-cricket.com/news/most-centuries-in-test-cricket", "Most centuries in Test cricket | ICC",
         "Root and Williamson are the leading active centurions, with Steve Smith also on 33 after his hundred at the Gabba ...", "Dec 16, 2024"),
        ("https://www.cricbuzz.com/cricket-stats/most-hundreds-test", "Most Hundreds in Test Cricket - Cricbuzz",
         "Sachin Tendulkar 51, Jacques Kallis 45, Ricky Ponting 41, Kumar Sangakkara 38, Joe Root 36, Rahul Dravid 36 ...", "N/A"),
        ("https://www.wisden.com/stories/statistics/most-test-hundreds", "Most Test hundreds: The complete list - Wisden",
         "Kane Williamson moved to 33 Test tons with 156 in Hamilton ...", "Dec 16, 2024"),
        ("https://www.bbc.com/sport/cricket/articles/cy8xz1d7e2mo", "Joe Root equals Rahul Dravid with 36th Test century - BBC Sport",
         "Root made 106 in Wellington, his 36th Test hundred ...", "Dec 8, 2024"),
        ("https://www.statista.com/statistics/1034417/test-cricket-most-centuries/", "Most centuries in Test cricket 2024 | Statista",
         "Sachin Tendulkar holds the record for the most Test centuries with 51 ...", "Dec 2024"),
        ("https://www.reddit.com/r/Cricket/comments/1h9ak2z/root_36th_test_hundred/", "Root 36th Test hundred, level with Dravid : r/Cricket",
         "Big Three + Root all on 30+ now ...", "Dec 8, 2024"),
    )))
    turns.append(m.update({"tendulkar_runs": "15,921 in 200 Tests (avg 53.78, 51 x 100) - record holder; Kallis 2nd for hundreds (45)"}))
    turns.append((memory("retrieve_all"), pj({"root_runs": m.d["joe_root_test_runs"], "tendulkar_runs": m.d["tendulkar_runs"]})))
    turns.append((extract("https://www.espncricinfo.com/records/most-hundreds-in-career-227046", "players with most Test hundreds"), """# Most hundreds in career

Records / Test matches / Batting records

| Player | Span | Mat | Inns | NO | Runs | HS | Ave | 100 | 50 | 0 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| SR Tendulkar (INDIA) | 1989-2013 | 200 | 329 | 33 | 15921 | 248* | 53.78 | 51 | 68 | 14 |
| JH Kallis (ICC/SA) | 1995-2013 | 166 | 280 | 40 | 13289 | 224 | 55.37 | 45 | 58 | 16 |
| RT Ponting (AUS) | 1995-2012 | 168 | 287 | 29 | 13378 | 257 | 51.85 | 41 | 62 | 17 |
| KC Sangakkara (SL) | 2000-2015 | 134 | 233 | 17 | 12400 | 319 | 57.40 | 38 | 52 | 11 |
| JE Root (ENG) | 2012-2024 | 152 | 278 | 23 | 12972 | 262 | 50.87 | 36 | 65 | 13 |
| R Dravid (ICC/INDIA) | 1996-2012 | 164 | 286 | 32 | 13288 | 270 | 52.31 | 36 | 63 | 8 |
| BC Lara (ICC/WI) | 1990-2006 | 131 | 232 | 6 | 11953 | 400* | 52.88 | 34 | 48 | 17 |
| SM Gavaskar (INDIA) | 1971-1987 | 125 | 214 | 16 | 10122 | 236* | 51.12 | 34 | 45 | 12 |
| DPMD Jayawardene (SL) | 1997-2014 | 149 | 252 | 15 | 11814 | 374 | 49.84 | 34 | 50 | 15 |
| Younis Khan (PAK) | 2000-2017 | 118 | 213 | 19 | 10099 | 313 | 52.05 | 34 | 33 | 19 |
| AN Cook (ENG) | 2006-2018 | 161 | 291 | 16 | 12472 | 294 | 45.35 | 33 | 57 | 9 |
| KS Williamson (NZ) | 2010-2024 | 105 | 186 | 22 | 9276 | 251 | 56.56 | 33 | 37 | 10 |
| SPD Smith (AUS) | 2010-2024 | 112 | 199 | 24 | 9685 | 239 | 55.34 | 33 | 41 | 8 |
| SR Waugh (AUS) | 1985-2004 | 168 | 260 | 46 | 10927 | 200 | 51.06 | 32 | 50 | 22 |
| ML Hayden (AUS) | 1994-2009 | 103 | 184 | 14 | 8625 | 380 | 50.73 | 30 | 29 | 14 |
| S Chanderpaul (WI) | 1994-2015 | 164 | 280 | 49 | 11867 | 203* | 51.37 | 30 | 66 | 15 |

Records includes the following current or recent matches:
New Zealand v England at Hamilton, 3rd Test, Dec 14-17, 2024 [Test # 2569]
Australia v India at Brisbane, 3rd Test, Dec 14-18, 2024 [Test # 2568]"""))
    add(rs, "h36-search-05", turns, start("2024-12-20"), bad=True, turn=10, kind="retrieve_all lists the renamed memory key under its old name")


AO_HEAD = """# Men's Singles Draw - Australian Open 2025

Melbourne Park, 12-26 January 2025 | Draw size: 128 | Hard (GreenSet)

Draws | Schedule of play | Results | Order of play Thursday

Last updated: 15 Jan 2025, {upd} AEDT

## Quarter 2 - sections 3 and 4 (seeds 3 and 7)

### Round 1 (completed)

| Match | Player 1 | Player 2 | Result |
| --- | --- | --- | --- |
| MS133 | (3) Carlos Alcaraz (ESP) | Alexander Shevchenko (KAZ) | Alcaraz 6-1 7-5 6-1 |
| MS134 | Yoshihito Nishioka (JPN) | Aleksandar Vukic (AUS) | Nishioka 6-4 6-3 6-7(5) 6-2 |
| MS137 | Nuno Borges (POR) | Thiago Monteiro (BRA) | Borges 6-3 6-4 6-4 |
| MS138 | Rinky Hijikata (AUS) | Pedro Martinez (ESP) | Hijikata 7-6(4) 3-6 6-2 6-4 |
| MS153 | Jaime Faria (POR) [Q] | Aleksandar Kovacevic (USA) | Faria 6-7(3) 6-4 6-3 7-6(5) |
| MS154 | (7) Novak Djokovic (SRB) | Nishesh Basavareddy (USA) [WC] | Djokovic 4-6 6-3 6-4 6-2 |
| MS157 | (26) Tomas Machac (CZE) | Hamad Medjedovic (SRB) | Machac 6-3 6-2 7-5 |

### Round 2 - Wednesday 15 January

| Match | Court | Player 1 | Player 2 | Status |
| --- | --- | --- | --- | --- |
"""


# ausopen.com draws and ATP news, tennis Grand Slam draw (Australian Open 2025); clean
def t06(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("Australian Open 2025 men's singles draw results"), res(
        ("https://ausopen.com/draws#!mens-singles", "Draws | Australian Open 2025 - Men's Singles",
         "Follow the Australian Open 2025 men's singles draw: live results, scores and upcoming matches for every round at Melbourne Park ...", "50 minutes ago"),
        ("https://en.wikipedia.org/wiki/2025_Australian_Open_%E2%80%93_Men%27s_singles", "2025 Australian Open - Men's singles - Wikipedia",
         "Jannik Sinner is the defending champion. ... Seeds: 1. Jannik Sinner, 2. Alexander Zverev, 3. Carlos Alcaraz, 4. Taylor Fritz, 5. Daniil Medvedev, 6. Casper Ruud, 7. Novak Djokovic ...", "N/A"),
        ("https://www.atptour.com/en/news/australian-open-2025-draw-sinner-alcaraz-djokovic", "Australian Open 2025 Draw: Alcaraz, Djokovic Could Meet In Quarter-finals | ATP Tour",
         "Carlos Alcaraz and Novak Djokovic were drawn in the same quarter, setting up a potential last-eight clash ...", "Jan 9, 2025"),
        ("https://www.espn.com/tennis/story/_/id/43380002/australian-open-2025-day-4-scores-results", "Australian Open 2025: Day 4 scores, results and highlights - ESPN",
         "Live updates from Melbourne Park as the second round continues on Wednesday ...", "3 hours ago"),
        ("https://www.bbc.com/sport/tennis/live/c4g9x2qwp2kt", "Australian Open 2025: Day four live - Alcaraz, Djokovic, Gauff in action - BBC Sport",
         "Carlos Alcaraz faces Yoshihito Nishioka while Novak Djokovic plays Portugal's Jaime Faria in the night session ...", "3 hours ago"),
        ("https://www.tennis.com/news/articles/australian-open-2025-mens-draw-analysis", "Australian Open 2025 men's draw analysis: Sinner's path, Alcaraz-Djokovic quarter - Tennis.com",
         "Sinner opens against Nicolas Jarry; Alcaraz and Djokovic land in the same quarter ...", "Jan 10, 2025"),
        ("https://ausopen.com/schedule", "Schedule of Play | Australian Open 2025",
         "Wednesday 15 January: Rod Laver Arena day session from 11:30am, night session not before 7:00pm ...", "2 hours ago"),
        ("https://www.reuters.com/sports/tennis/djokovic-rallies-beat-basavareddy-australian-open-2025-01-13/", "Djokovic recovers from set down to beat teenager Basavareddy | Reuters",
         "Novak Djokovic dropped the first set before beating American wildcard Nishesh Basavareddy 4-6 6-3 6-4 6-2 ...", "Jan 13, 2025"),
        ("https://www.reddit.com/r/tennis/comments/1i1lfxp/australian_open_2025_day_4_discussion/", "Australian Open 2025 - Day 4 Discussion Thread : r/tennis",
         "OOP: Alcaraz v Nishioka MCA 2nd, Djokovic v Faria RLA night ...", "5 hours ago"),
        ("https://www.atptour.com/en/scores/current/australian-open/580/draws", "Australian Open 2025 Draws | ATP Tour",
         "Men's singles draw, Australian Open, Melbourne, 12-26 January 2025. Prize money A$96,500,000 ...", "N/A"),
    )))
    r2a = """| MS166 | Margaret Court Arena (2nd match) | (3) Carlos Alcaraz (ESP) | Yoshihito Nishioka (JPN) | In progress: Alcaraz 6-0 3-1* |
| MS168 | KIA Arena (3rd match) | Nuno Borges (POR) | Rinky Hijikata (AUS) | Scheduled |
| MS176 | Rod Laver Arena (Night, not before 7:00pm) | Jaime Faria (POR) [Q] | (7) Novak Djokovic (SRB) | Scheduled |
| MS178 | Court 3 (4th match) | (26) Tomas Machac (CZE) | Yannick Hanfmann (GER) | Scheduled |

### Projected quarter-final
(3) Carlos Alcaraz vs (7) Novak Djokovic - Tuesday 21 January"""
    turns.append((extract("https://ausopen.com/draws#!mens-singles", "path of Alcaraz and Djokovic in the draw and today's second-round status"), AO_HEAD.format(upd="12:58") + r2a))
    turns.append(m.add({
        "alcaraz_path": "R1 d. Shevchenko 6-1 7-5 6-1; R2 vs Nishioka (Wed 15 Jan, MCA) - in progress 6-0 3-1 at 12:58",
        "djokovic_path": "R1 d. Basavareddy (WC) 4-6 6-3 6-4 6-2; R2 vs Faria (Q) Wed 15 Jan, RLA night NB 7pm",
        "projected_qf": "(3) Alcaraz vs (7) Djokovic - Tue 21 Jan",
    }))
    turns.append((search("Alcaraz Nishioka Australian Open 2025 second round score"), res(
        ("https://www.atptour.com/en/news/alcaraz-nishioka-australian-open-2025-second-round", "Alcaraz Races Past Nishioka Into Melbourne Third Round | ATP Tour",
         "Carlos Alcaraz needed just one hour and 34 minutes to defeat Yoshihito Nishioka 6-0 6-1 6-4 on Wednesday ...", "11 minutes ago"),
        ("https://ausopen.com/articles/news/alcaraz-nishioka-second-round-report", "Alcaraz dominant in straight-sets win over Nishioka | Australian Open",
         "The third seed dropped just five games as he advanced to a third-round meeting with Nuno Borges or Rinky Hijikata ...", "9 minutes ago"),
        ("https://www.espn.com/tennis/story/_/id/43380002/australian-open-2025-day-4-scores-results", "Australian Open 2025: Day 4 scores, results and highlights - ESPN",
         "Alcaraz def. Nishioka 6-0 6-1 6-4. Live updates from Melbourne Park as the second round continues ...", "4 hours ago"),
        ("https://www.bbc.com/sport/tennis/live/c4g9x2qwp2kt", "Australian Open 2025: Day four live - Alcaraz, Djokovic, Gauff in action - BBC Sport",
         "Alcaraz wins 6-0 6-1 6-4 - Nishioka could not live with the Spaniard's pace ...", "4 hours ago"),
        ("https://www.tennis.com/news/articles/carlos-alcaraz-yoshihito-nishioka-australian-open-2025-result", "Alcaraz routs Nishioka to reach Australian Open third round - Tennis.com",
         "Alcaraz, chasing a first title in Melbourne, has yet to drop a set in his two matches this fortnight ...", "6 minutes ago"),
        ("https://www.eurosport.com/tennis/australian-open/2025/carlos-alcaraz-yoshihito-nishioka-live_mtc1462010/live.shtml", "Carlos Alcaraz - Yoshihito Nishioka Live Score | Eurosport",
         "Match stats: Aces 6-0, winners 33-11, unforced errors 18-24, break points converted 7/12 ...", "20 minutes ago"),
        ("https://www.reddit.com/r/tennis/comments/1i1q2mn/alcaraz_def_nishioka_60_61_64/", "Alcaraz def. Nishioka 6-0 6-1 6-4 : r/tennis",
         "Bagel + breadstick, Nishioka never had a chance ...", "10 minutes ago"),
        ("https://www.marca.com/en/tennis/australian-open/2025/01/15/alcaraz-nishioka.html", "Alcaraz cruises past Nishioka and into the third round - MARCA",
         "The Murcian closed out the match at 13:59 local time on Margaret Court Arena ...", "12 minutes ago"),
    )))
    turns.append((search("Australian Open 2025 men's singles draw results"), res(
        ("https://www.atptour.com/en/news/alcaraz-nishioka-australian-open-2025-second-round", "Alcaraz Races Past Nishioka Into Melbourne Third Round | ATP Tour",
         "Carlos Alcaraz moved into the third round at Melbourne Park with a 6-0 6-1 6-4 win against Yoshihito Nishioka ...", "14 minutes ago"),
        ("https://ausopen.com/draws#!mens-singles", "Draws | Australian Open 2025 - Men's Singles",
         "Follow the Australian Open 2025 men's singles draw: live results, scores and upcoming matches for every round at Melbourne Park ...", "2 hours ago"),
        ("https://en.wikipedia.org/wiki/2025_Australian_Open_%E2%80%93_Men%27s_singles", "2025 Australian Open - Men's singles - Wikipedia",
         "Jannik Sinner is the defending champion. ... Seeds: 1. Jannik Sinner, 2. Alexander Zverev, 3. Carlos Alcaraz, 4. Taylor Fritz, 5. Daniil Medvedev, 6. Casper Ruud, 7. Novak Djokovic ...", "N/A"),
        ("https://www.atptour.com/en/news/australian-open-2025-draw-sinner-alcaraz-djokovic", "Australian Open 2025 Draw: Alcaraz, Djokovic Could Meet In Quarter-finals | ATP Tour",
         "Carlos Alcaraz and Novak Djokovic were drawn in the same quarter, setting up a potential last-eight clash ...", "Jan 9, 2025"),
        ("https://www.espn.com/tennis/story/_/id/43380002/australian-open-2025-day-4-scores-results", "Australian Open 2025: Day 4 scores, results and highlights - ESPN",
         "Live updates from Melbourne Park as the second round continues on Wednesday ...", "4 hours ago"),
        ("https://www.bbc.com/sport/tennis/live/c4g9x2qwp2kt", "Australian Open 2025: Day four live - Alcaraz, Djokovic, Gauff in action - BBC Sport",
         "Carlos Alcaraz faces Yoshihito Nishioka while Novak Djokovic plays Portugal's Jaime Faria in the night session ...", "4 hours ago"),
        ("https://ausopen.com/schedule", "Schedule of Play | Australian Open 2025",
         "Wednesday 15 January: Rod Laver Arena day session from 11:30am, night session not before 7:00pm ...", "3 hours ago"),
        ("https://www.tennis.com/news/articles/australian-open-2025-mens-draw-analysis", "Australian Open 2025 men's draw analysis: Sinner's path, Alcaraz-Djokovic quarter - Tennis.com",
         "Sinner opens against Nicolas Jarry; Alcaraz and Djokovic land in the same quarter ...", "Jan 10, 2025"),
        ("https://www.reuters.com/sports/tennis/djokovic-rallies-beat-basavareddy-australian-open-2025-01-13/", "Djokovic recovers from set down to beat teenager Basavareddy | Reuters",
         "Novak Djokovic dropped the first set before beating American wildcard Nishesh Basavareddy 4-6 6-3 6-4 6-2 ...", "Jan 13, 2025"),
        ("https://www.reddit.com/r/tennis/comments/1i1lfxp/australian_open_2025_day_4_discussion/", "Australian Open 2025 - Day 4 Discussion Thread : r/tennis",
         "OOP: Alcaraz v Nishioka MCA 2nd, Djokovic v Faria RLA night ...", "6 hours ago"),
    )))
    r2b = """| MS166 | Margaret Court Arena (2nd match) | (3) Carlos Alcaraz (ESP) | Yoshihito Nishioka (JPN) | Alcaraz 6-0 6-1 6-4 (1h 34m) |
| MS168 | KIA Arena (3rd match) | Nuno Borges (POR) | Rinky Hijikata (AUS) | In progress: Borges 6-4 2-2* |
| MS176 | Rod Laver Arena (Night, not before 7:00pm) | Jaime Faria (POR) [Q] | (7) Novak Djokovic (SRB) | Scheduled |
| MS178 | Court 3 (4th match) | (26) Tomas Machac (CZE) | Yannick Hanfmann (GER) | Scheduled |

### Round 3 - Friday 17 January
(3) Carlos Alcaraz (ESP) vs Winner MS168 (N. Borges / R. Hijikata)

### Projected quarter-final
(3) Carlos Alcaraz vs (7) Novak Djokovic - Tuesday 21 January"""
    turns.append((extract("https://ausopen.com/draws#!mens-singles", "updated status of the Alcaraz and Djokovic second-round matches"), AO_HEAD.format(upd="14:21") + r2b))
    turns.append(m.update({"alcaraz_path": "R1 d. Shevchenko 6-1 7-5 6-1; R2 d. Nishioka 6-0 6-1 6-4 (1h 34m); R3 Fri 17 Jan vs Borges/Hijikata winner"}))
    turns.append(m.retrieve(["alcaraz_path", "projected_qf"]))
    turns.append((extract("https://www.atptour.com/en/news/alcaraz-nishioka-australian-open-2025-second-round", "match summary and statistics"), """# Alcaraz Races Past Nishioka Into Melbourne Third Round

Spaniard drops five games on Margaret Court Arena

January 15, 2025 | By ATP Staff

Carlos Alcaraz continued his pursuit of a first Australian Open title on Wednesday, when he needed just one hour and 34 minutes to defeat Yoshihito Nishioka 6-0 6-1 6-4 in the second round at Melbourne Park.

The third seed won the first 10 games of the match on Margaret Court Arena and converted seven of his 12 break points to move into the third round, where he will play Nuno Borges or home favourite Rinky Hijikata.

"I felt great from the first ball. I was aggressive, I was moving well, and I think I didn't give him many chances," Alcaraz said in his on-court interview. "The third set was tougher; he started to play better and I had to stay focused."

Alcaraz, who has reached the quarter-finals in Melbourne once (2024), is trying to become the youngest man in the Open Era to complete a career Grand Slam. The 21-year-old is projected to meet seventh seed Novak Djokovic in the quarter-finals. Djokovic faces qualifier Jaime Faria on Rod Laver Arena on Wednesday night.

## Match stats

| | Alcaraz | Nishioka |
| --- | --- | --- |
| Aces | 6 | 0 |
| Double faults | 1 | 3 |
| 1st serve in | 64% | 71% |
| Winners | 33 | 11 |
| Unforced errors | 18 | 24 |
| Break points won | 7/12 | 1/3 |
| Total points won | 84 | 49 |

Alcaraz leads Nishioka 3-0 in their Lexus ATP Head2Head series.

Related: Australian Open 2025 draw | Djokovic vs. Faria preview | Order of play"""))
    add(rs, "h36-search-06", turns, start("2025-01-15, 13:02 AEDT (Melbourne)"))


W1X = [  # rank, lane, country, athlete, 500, 1000, 1500, finish
    (1, 3, "NED", "Karolien Florijn", "1:46.52 (1)", "3:38.44 (1)", "5:32.10 (1)", "7:26.76"),
    (2, 4, "AUS", "Tara Rigney", "1:47.31 (3)", "3:39.90 (2)", "5:34.02 (2)", "7:28.94"),
    (3, 2, "NZL", "Emma Twigg", "1:47.05 (2)", "3:40.22 (3)", "5:34.88 (3)", "7:30.05"),
    (4, 5, "USA", "Kara Kohler", "1:48.10 (5)", "3:41.73 (4)", "5:36.51 (4)", "7:32.61"),
    (5, 1, "LTU", "Viktorija Senkute", "1:47.88 (4)", "3:42.40 (5)", "5:38.02 (5)", "7:35.17"),
    (6, 6, "GER", "Alexandra Föster", "1:48.92 (6)", "3:44.08 (6)", "5:40.66 (6)", "7:38.40"),
]


def _secs(t: str) -> float:
    mm, ss = t.split(":")
    return int(mm) * 60 + float(ss)


# worldrowing.com and row2k results, 2023 World Rowing Championships women's single sculls; clean
def t07(rs: RowSet) -> None:
    m = Mem({"task_scope": "World Rowing Championships 2023 (Belgrade) W1x Final A: medallists, finish times, winning margin"})
    state = start("2023-09-12", m.d)
    turns = []
    turns.append((search("2023 World Rowing Championships Belgrade women's single sculls final results"), res(
        ("https://worldrowing.com/event/2023-world-rowing-championships/results/w1x-final-a", "W1x Final A - 2023 World Rowing Championships | World Rowing",
         "Women's Single Sculls Final A, Belgrade, Serbia, 10 September 2023. 1. NED Florijn 7:26.76 2. AUS Rigney 3. NZL Twigg ...", "Sep 10, 2023"),
        ("https://worldrowing.com/2023/09/10/florijn-claims-single-sculls-world-title-in-belgrade/", "Florijn claims single sculls world title in Belgrade | World Rowing",
         "The Netherlands' Karolien Florijn led from start to finish to win the women's single sculls, with Tara Rigney of Australia taking silver ...", "Sep 10, 2023"),
        ("https://en.wikipedia.org/wiki/2023_World_Rowing_Championships", "2023 World Rowing Championships - Wikipedia",
         "The 2023 World Rowing Championships were held from 3 to 10 September 2023 in Belgrade, Serbia. The event served as the main qualification regatta for the 2024 Summer Olympics ...", "N/A"),
        ("https://www.row2k.com/results/resultspage.cfm?UID=4E2C9F1A-2023-WRCH-W1X-FA", "2023 World Championships - W1x Final A | row2k Results",
         "Lane-by-lane results with 500m splits and margins for the women's single sculls A final at Sava Lake ...", "Sep 10, 2023"),
        ("https://www.rowingaustralia.com.au/news/rigney-silver-belgrade-2023", "Rigney wins World Championship silver in the single | Rowing Australia",
         "Tara Rigney claimed a first world championship medal in the women's single scull, finishing 2.18 seconds behind Florijn ...", "Sep 10, 2023"),
        ("https://www.rowingnz.kiwi/news/twigg-bronze-belgrade", "Emma Twigg takes bronze in Belgrade, qualifies boat for Paris | Rowing NZ",
         "Olympic champion Emma Twigg was second at the 500m mark but was overtaken by Rigney in the second quarter and finished third ...", "Sep 10, 2023"),
        ("https://www.knrb.nl/nieuws/florijn-wereldkampioen-skiff-belgrado", "Karolien Florijn wereldkampioen in de skiff - KNRB",
         "Florijn won in 7.26,76 met ruim twee seconden voorsprong ...", "Sep 10, 2023"),
        ("https://www.usrowing.org/news/2023/9/10/kohler-fourth-w1x-final-belgrade.aspx", "Kohler fourth in W1x final, qualifies boat for Paris - USRowing",
         "Kara Kohler finished fourth in 7:32.61, securing a 2024 Olympic quota spot for the United States ...", "Sep 10, 2023"),
        ("https://www.reddit.com/r/Rowing/comments/16f0r4w/world_champs_belgrade_day_8_finals/", "World Champs Belgrade - Day 8 finals : r/Rowing",
         "Florijn dominant again, Rigney huge improvement, Twigg looks on track for Paris ...", "Sep 10, 2023"),
    )))
    rows = "\n".join(f"| {r} | {ln} | {c} | {a} | {s5} | {s10} | {s15} | {f} |" for r, ln, c, a, s5, s10, s15, f in W1X)
    turns.append((extract("https://worldrowing.com/event/2023-world-rowing-championships/results/w1x-final-a", "final A ranking with split and finish times"), f"""# Women's Single Sculls - Final A

2023 World Rowing Championships | Belgrade, Serbia | Sava Lake
Race W1x FA | Sunday 10 September 2023, 11:46 (local) | Wind: cross-tail 1.2 m/s | Water 22.4°C
Race status: Official

| Rank | Lane | Country | Athlete | 500m | 1000m | 1500m | Finish |
| --- | --- | --- | --- | --- | --- | --- | --- |
{rows}

World Best Time: 7:07.71 (Rumyana Neykova, BUL, 2002)
Championship Best Time: 7:07.71

Olympic qualification: the first nine boats overall (Final A 1-6 and Final B 1-3) earn a quota place for Paris 2024.

Downloads: Race Results (PDF) | GPS Data (CSV) | Official Results Book"""))
    win = _secs(W1X[0][7])
    by_lane = sorted(W1X, key=lambda r: r[1])
    lane_rows = []
    for r, ln, c, a, _s5, _s10, _s15, f in by_lane:
        margin = "-" if r == 1 else f"+{_secs(f) - win:.2f}"
        lane_rows.append(f"| {ln} | {c} | {a} | {f} | {r} | {margin} |")
    turns.append((extract("https://www.row2k.com/results/resultspage.cfm?UID=4E2C9F1A-2023-WRCH-W1X-FA", "margins behind the winner"), """# 2023 World Rowing Championships - Belgrade, SRB

Results posted by row2k | Sunday, September 10, 2023

## Event 47: Women's Single Sculls - Final A

Lane order | Official

| Lane | Cntry | Athlete | Time | Place | Margin |
| --- | --- | --- | --- | --- | --- |
""" + "\n".join(lane_rows) + """

Winning margin: 2.18 s (about 0.8 lengths)
Average winning speed: 4.48 m/s (500m pace 1:51.69)

Previous: Event 46 Men's Pair Final A | Next: Event 48 Men's Single Sculls Final A

row2k coverage: Photos from Belgrade, Day 8 | Interviews: Florijn, Rigney, Kohler"""))
    turns.append(m.add({"w1x_2023_final_a": "Gold Karolien Florijn NED 7:26.76; silver Tara Rigney AUS 7:28.94 (+2.18); bronze Emma Twigg NZL 7:30.05 (+3.29) - Belgrade, 10 Sep 2023"}))
    turns.append((search("Karolien Florijn world champion 2023 single sculls winning margin"), res(
        ("https://worldrowing.com/2023/09/10/florijn-claims-single-sculls-world-title-in-belgrade/", "Florijn claims single sculls world title in Belgrade | World Rowing",
         "Florijn crossed the line in 7:26.76, 2.2 seconds clear of Rigney, to become world champion in the single for the first time ...", "Sep 10, 2023"),
        ("https://en.wikipedia.org/wiki/Karolien_Florijn", "Karolien Florijn - Wikipedia",
         "Karolien Florijn (born 12 August 1998) is a Dutch rower. She won the women's single sculls at the 2023 World Rowing Championships in Belgrade ...", "N/A"),
        ("https://www.teamnl.org/nieuws/2023/09/florijn-wereldkampioen-skiff", "Florijn pakt wereldtitel in de skiff - TeamNL",
         "Met een voorsprong van 2,18 seconden op de Australische Rigney ...", "Sep 10, 2023"),
        ("https://www.rowingaustralia.com.au/news/rigney-silver-belgrade-2023", "Rigney wins World Championship silver in the single | Rowing Australia",
         "Tara Rigney claimed a first world championship medal in the women's single scull, finishing 2.18 seconds behind Florijn ...", "Sep 10, 2023"),
        ("https://www.worldrowing.com/athlete/karolien-florijn", "Karolien Florijn | World Rowing athlete profile",
         "NED, born 1998. Clubs: Njord Leiden. Best results: 1st W1x 2023 World Championships; 1st W1x 2023 European Championships ...", "N/A"),
        ("https://www.nos.nl/artikel/2489011-florijn-wereldkampioen-skiff", "Florijn wereldkampioen skiff in Belgrado - NOS",
         "Florijn, dochter van olympisch kampioen Ronald Florijn, won met ruim twee seconden ...", "Sep 10, 2023"),
        ("https://www.rowingnz.kiwi/news/twigg-bronze-belgrade", "Emma Twigg takes bronze in Belgrade, qualifies boat for Paris | Rowing NZ",
         "Twigg was 3.3 seconds behind the winner at the finish ...", "Sep 10, 2023"),
        ("https://www.reddit.com/r/Rowing/comments/16f0r4w/world_champs_belgrade_day_8_finals/", "World Champs Belgrade - Day 8 finals : r/Rowing",
         "Florijn wins by two seconds, 7:26 in a cross-tail ...", "Sep 10, 2023"),
    )))
    turns.append(m.all())
    add(rs, "h36-search-07", turns, state)


PULSE_ROWS = """| Date | SST 60°S-60°N (°C) | Anomaly vs 1991-2020 (°C) | Rank among same day of year |
| --- | --- | --- | --- |
| 2024-03-16 | 21.07 | +0.67 | 1st |
| 2024-03-15 | 21.08 | +0.68 | 1st |
| 2024-03-14 | 21.08 | +0.68 | 1st |
| 2024-03-13 | 21.08 | +0.68 | 1st |
| 2024-03-12 | 21.07 | +0.67 | 1st |
| 2024-03-11 | 21.07 | +0.68 | 1st |
| 2024-03-10 | 21.07 | +0.68 | 1st |
| 2024-03-09 | 21.06 | +0.67 | 1st |
| 2024-03-08 | 21.06 | +0.67 | 1st |
| 2024-03-07 | 21.05 | +0.66 | 1st |"""

PULSE = """# Climate Pulse - Daily global sea surface temperature

Copernicus Climate Change Service (C3S) / ECMWF | ERA5 near-real-time

Variable: Sea surface temperature | Region: extra-polar ocean, 60°S-60°N | Reference period: 1991-2020

**Data available up to 16 March 2024 | Last updated: {upd} UTC**

## Latest value

**21.07 °C** on 16 March 2024, +0.67 °C above the 1991-2020 average for the date.

The extra-polar global SST has been at a record high for the time of year every day since 4 May 2023.

## Last 10 days

{rows}

## Records

| | Value | Date |
| --- | --- | --- |
| Highest daily SST in the ERA5 record (from 1940) | 21.08 °C | 13-15 March 2024 |
| Previous record | 20.98 °C | 24 August 2023 |
| Highest daily anomaly | +0.81 °C | 21 January 2024 |

Note: ERA5 near-real-time data are preliminary and are replaced by the final ERA5 release about two months later. Climate Pulse is updated daily with a delay of about two days.

Download data (CSV) | Methodology | Surface air temperature | Climate Bulletins"""


# Copernicus Climate Pulse and Climate Reanalyzer, ocean temperature records; bad
def t08(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("record global sea surface temperature March 2024 Copernicus Climate Pulse daily"), res(
        ("https://pulse.climate.copernicus.eu/", "Climate Pulse | Copernicus",
         "Near-real-time daily global surface air temperature and sea surface temperature from ERA5, updated daily. SST 60°S-60°N ...", "N/A"),
        ("https://climate.copernicus.eu/surface-air-temperature-february-2024", "Surface air temperature for February 2024 | Copernicus",
         "The average global SST for February 2024 over 60°S-60°N was 21.06°C, the highest value for any month in the dataset, above the 20.98°C of August 2023 ...", "Mar 6, 2024"),
        ("https://www.bbc.com/news/science-environment-68477134", "Ocean heat: Sea surface temperatures hit new record high - BBC News",
         "The world's oceans have been hotter than ever recorded for almost a year, with daily records broken every day since last March ...", "Mar 7, 2024"),
        ("https://www.theguardian.com/environment/2024/mar/07/ocean-temperatures-record-high-every-day-year", "Ocean heat record broken every day for a year | The Guardian",
         "Global sea surface temperature readings have been at record highs for the time of year every day since mid-March 2023, according to NOAA data ...", "Mar 7, 2024"),
        ("https://climatereanalyzer.org/clim/sst_daily/", "Climate Reanalyzer - Daily Sea Surface Temperature",
         "Daily sea surface temperature from NOAA OISST v2.1 for the World (60S-60N), North Atlantic and other regions, with each year plotted since 1981 ...", "N/A"),
        ("https://www.noaa.gov/news/world-ocean-temperatures-record-high-2024", "World ocean temperatures remain at record levels | NOAA",
         "NOAA's OISST shows the global average SST has remained above previous records since spring 2023 ...", "Mar 12, 2024"),
        ("https://www.nature.com/articles/d41586-024-00654-z", "Why are the oceans so hot? Scientists search for answers - Nature",
         "El Niño, reduced aerosol emissions from shipping and long-term warming all play a part, but the size of the jump has surprised researchers ...", "Mar 13, 2024"),
        ("https://www.carbonbrief.org/state-of-the-climate-2024-ocean-temperatures", "State of the climate: Ocean temperatures set new records in early 2024 - Carbon Brief",
         "Both ERA5 and OISST show daily SSTs exceeding the August 2023 peak since early February ...", "Mar 14, 2024"),
        ("https://www.reddit.com/r/climate/comments/1bg7b2f/sea_surface_temps_still_at_record_highs/", "Sea surface temps still at record highs : r/climate",
         "Climate Reanalyzer shows 21.2C for the world 60S-60N, a full 0.2C above 2023 on the same date ...", "Mar 16, 2024"),
    )))
    turns.append((extract("https://pulse.climate.copernicus.eu/", "latest daily SST value (60S-60N), last update time, record values"), PULSE.format(upd="18 March 2024 06:12", rows=PULSE_ROWS)))
    turns.append(m.add({
        "sst_record_prev": "20.98 °C on 2023-08-24 (ERA5, 60S-60N)",
        "sst_era5_latest": "21.07 °C on 2024-03-16 (+0.67 vs 1991-2020); record 21.08 °C on 13-15 Mar 2024; Climate Pulse updated 2024-03-18 06:12 UTC",
    }))
    turns.append((search("NOAA OISST world sea surface temperature record 2024 Climate Reanalyzer 60S-60N"), res(
        ("https://climatereanalyzer.org/clim/sst_daily/", "Climate Reanalyzer - Daily Sea Surface Temperature",
         "World (60S-60N) OISST v2.1. Latest: 21.2°C. Each year is plotted from 1981; the 1982-2011 mean and ±2σ are shown ...", "N/A"),
        ("https://www.ncei.noaa.gov/products/optimum-interpolation-sst", "Optimum Interpolation Sea Surface Temperature (OISST) | NCEI",
         "The NOAA 1/4° daily Optimum Interpolation Sea Surface Temperature (OISST) v2.1 is a long-term Climate Data Record that incorporates observations from different platforms ...", "N/A"),
        ("https://www.washingtonpost.com/climate-environment/2024/03/12/ocean-heat-record-year/", "The oceans have been at record heat for a full year - The Washington Post",
         "Sea surface temperature in the 60S-60N band reached 21.2 degrees Celsius this week in NOAA data ...", "Mar 12, 2024"),
        ("https://www.noaa.gov/news/world-ocean-temperatures-record-high-2024", "World ocean temperatures remain at record levels | NOAA",
         "NOAA's OISST shows the global average SST has remained above previous records since spring 2023 ...", "Mar 12, 2024"),
        ("https://zacklabe.com/climate-change-indicators/", "Climate Change Indicators - Zack Labe",
         "Daily global SST anomalies, OISSTv2.1, relative to 1991-2020 ...", "N/A"),
        ("https://www.axios.com/2024/03/14/ocean-temperatures-record-el-nino", "Ocean temperatures keep breaking records - Axios",
         "Global average sea surface temperatures hit 21.2°C (70.2°F) ...", "Mar 14, 2024"),
        ("https://www.carbonbrief.org/state-of-the-climate-2024-ocean-temperatures", "State of the climate: Ocean temperatures set new records in early 2024 - Carbon Brief",
         "OISST runs about 0.1°C warmer than ERA5 in absolute terms because of differences in the analysis and sea-ice treatment ...", "Mar 14, 2024"),
        ("https://www.reddit.com/r/climate/comments/1bg7b2f/sea_surface_temps_still_at_record_highs/", "Sea surface temps still at record highs : r/climate",
         "Climate Reanalyzer shows 21.2C for the world 60S-60N, a full 0.2C above 2023 on the same date ...", "Mar 16, 2024"),
    )))
    turns.append((extract("https://climatereanalyzer.org/clim/sst_daily/", "latest World 60S-60N OISST value and record"), """# Daily Sea Surface Temperature

Climate Reanalyzer | Climate Change Institute, University of Maine

Dataset: NOAA OISST V2.1 | Region: World (60S-60N) | Units: °C | Climatology: 1982-2011 mean

Updated: 2024-03-17 (data through 2024-03-15)

| Date | 2024 | 2023 | 1982-2011 mean | Anomaly vs 1982-2011 |
| --- | --- | --- | --- | --- |
| 2024-03-15 | 21.21 | 21.04 | 20.35 | +0.86 |
| 2024-03-14 | 21.22 | 21.04 | 20.35 | +0.87 |
| 2024-03-13 | 21.21 | 21.03 | 20.35 | +0.86 |
| 2024-03-12 | 21.20 | 21.02 | 20.35 | +0.85 |
| 2024-03-11 | 21.20 | 21.02 | 20.36 | +0.84 |
| 2024-03-10 | 21.19 | 21.01 | 20.36 | +0.83 |
| 2024-03-09 | 21.18 | 21.00 | 20.36 | +0.82 |

Record high (all days since 1981-09-01): **21.22 °C on 2024-03-14**
Previous record before 2024: 21.10 °C on 2023-08-23

Options: Select region (World 60S-60N, North Atlantic 0-60N, ...) | Show JSON | Download CSV

Notes: OISST v2.1 preliminary data are replaced by final data after about two weeks. Values are area-weighted means over ice-free ocean."""))
    turns.append(m.add({"sst_oisst_latest": "21.21 °C on 2024-03-15 (OISST v2.1, World 60S-60N); record 21.22 °C on 2024-03-14; prev record 21.10 °C 2023-08-23"}))
    turns.append((extract("https://pulse.climate.copernicus.eu/", "check whether the daily SST series has been updated since the last visit"), PULSE.format(upd="17 March 2024 06:12", rows=PULSE_ROWS)))
    turns.append(m.update({"sst_era5_latest": "21.07 °C on 2024-03-16 (+0.67 vs 1991-2020); record 21.08 °C on 13-15 Mar 2024; no newer Climate Pulse data at re-check"}))
    add(rs, "h36-search-08", turns, start("2024-03-18, 09:40 UTC"), bad=True, turn=7, kind="page's last-updated timestamp earlier than the one shown at the previous visit")


CA2023 = [("BC", "British Columbia", 2245, 2840545), ("AB", "Alberta", 1132, 2206054), ("SK", "Saskatchewan", 643, 1873210),
          ("MB", "Manitoba", 409, 500211), ("ON", "Ontario", 741, 441418), ("QC", "Quebec", 717, 4921620),
          ("NL", "Newfoundland and Labrador", 92, 23014), ("NB", "New Brunswick", 72, 1009), ("NS", "Nova Scotia", 245, 25093),
          ("PE", "Prince Edward Island", 8, 18), ("YT", "Yukon", 153, 243170), ("NT", "Northwest Territories", 293, 4157431),
          ("PC", "Parks Canada", 73, 41832)]
CA2024 = [("BC", 1204, 712690, 262, 97), ("AB", 1019, 543217, 148, 41), ("SK", 404, 262144, 61, 18), ("MB", 247, 198530, 44, 11),
          ("ON", 392, 121806, 38, 9), ("QC", 305, 28611, 12, 2), ("NL", 61, 3120, 2, 0), ("NB", 104, 395, 1, 0), ("NS", 95, 642, 0, 0),
          ("PE", 6, 7, 0, 0), ("YT", 127, 141930, 31, 5), ("NT", 131, 612047, 64, 12), ("PC", 34, 40321, 6, 3)]


# CIFFC situation reports and Parks Canada updates, Canadian wildfire seasons; clean
def t09(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("Canada 2023 wildfire season record area burned hectares CIFFC"), res(
        ("https://ciffc.net/statistics/2023", "2023 Fire Season Statistics - Canadian Interagency Forest Fire Centre",
         "Year-end statistics by agency: number of fires and hectares burned, 2023 fire season. Total: 6,823 fires ...", "N/A"),
        ("https://natural-resources.canada.ca/simply-science/canadas-record-breaking-wildfires-2023-fiery-wake-call/25303", "Canada's record-breaking wildfires in 2023: A fiery wake-up call - Natural Resources Canada",
         "The 2023 wildfire season was the most destructive in Canada's recorded history, with more than 17 million hectares burned - nearly seven times the 10-year average ...", "May 8, 2024"),
        ("https://en.wikipedia.org/wiki/2023_Canadian_wildfires", "2023 Canadian wildfires - Wikipedia",
         "The 2023 Canadian wildfires were the most destructive wildfire season on record in Canada. Every province and territory was affected, and more than 232,000 people were evacuated ...", "N/A"),
        ("https://www.cbc.ca/news/climate/wildfire-season-2023-wrap-1.7021539", "Canada's 2023 wildfire season, by the numbers | CBC News",
         "Quebec and the Northwest Territories each saw more than four million hectares burn; eight firefighters died ...", "Nov 4, 2023"),
        ("https://www.nature.com/articles/s41467-024-51154-7", "Drivers and impacts of the record-breaking 2023 wildfire season in Canada - Nature Communications",
         "The 2023 season burned ~15 Mha of forest (~4% of Canada's forest area) and released 647 Tg C ...", "Aug 20, 2024"),
        ("https://www.canada.ca/en/public-safety-canada/news/2023/10/2023-wildfire-season-update.html", "2023 wildfire season update - Public Safety Canada",
         "Since the beginning of the season, over 6,000 wildfires have burned more than 16.5 million hectares ...", "Oct 24, 2023"),
        ("https://www.reuters.com/world/americas/canadas-wildfire-season-2023-worst-record-2023-12-01/", "Canada's 2023 wildfire season was the worst on record | Reuters",
         "Smoke from the fires blanketed New York and other U.S. cities in June ...", "Dec 1, 2023"),
        ("https://cwfis.cfs.nrcan.gc.ca/report", "Fire Statistics - Canadian Wildland Fire Information System",
         "National statistics: number of fires and area burned year to date, compared with the 10-year average ...", "N/A"),
        ("https://www.reddit.com/r/canada/comments/17o7k0n/2023_wildfire_season_numbers/", "2023 wildfire season numbers : r/canada",
         "Over 17 Mha per CIFFC. For scale, that is bigger than the whole of Tunisia ...", "Nov 5, 2023"),
    )))
    f23 = sum(r[2] for r in CA2023)
    h23 = sum(r[3] for r in CA2023)
    rows23 = "\n".join(f"| {a} | {n} | {f:,} | {h:,} |" for a, n, f, h in CA2023)
    turns.append((extract("https://ciffc.net/statistics/2023", "year-end 2023 totals of fires and hectares by agency"), f"""# 2023 Fire Season Statistics

Canadian Interagency Forest Fire Centre (CIFFC) | Final, compiled from agency year-end reports

| Agency | Name | Fires | Hectares |
| --- | --- | --- | --- |
{rows23}
| **Total** | | **{f23:,}** | **{h23:,}** |

10-year average (2013-2022): 5,597 fires, 2,497,411 hectares
2023 area burned as % of 10-year average: {h23 / 2497411 * 100:.0f}%

Highest national preparedness level: APL 5, held for 65 days (7 June - 10 August 2023)
International personnel imported: 5,500+ from 12 countries

Download: 2023 statistics (CSV) | Agency year-end reports | Sitreps archive"""))
    turns.append(m.add({"ca_2023": f"{f23:,} fires, {h23:,} ha (~{h23 / 1e6:.1f} million ha) - CIFFC final 2023; ~{h23 / 2497411:.1f}x 10-yr average"}))
    f24 = sum(r[1] for r in CA2024)
    h24 = sum(r[2] for r in CA2024)
    a24 = sum(r[3] for r in CA2024)
    oc24 = sum(r[4] for r in CA2024)
    rows24 = "\n".join(f"| {a} | {f:,} | {h:,} | {act} | {oc} |" for a, f, h, act, oc in CA2024)
    turns.append((extract("https://ciffc.net/situation/", "current national totals for the 2024 season"), f"""# National Wildland Fire Situation Report

Wednesday, July 24, 2024 | Data as of 07:30 MDT | National Preparedness Level: **5** (since July 22)

## Fires and area burned, year to date

| Agency | Fires YTD | Hectares YTD | Active fires | Out of control |
| --- | --- | --- | --- | --- |
{rows24}
| **Total** | **{f24:,}** | **{h24:,}** | **{a24}** | **{oc24}** |

New fires in the last 24 hours: 119 (BC 48, AB 31, SK 12, MB 9, ON 7, NT 6, YT 4, PC 2)
10-year average to date (2014-2023): 3,602 fires, 1,532,604 hectares

## Resource status
Personnel committed: 4,981 | Requests pending: crews 31, IMT 4, air tankers 6
International: 164 personnel from Australia, New Zealand, Mexico, South Africa on site

## Significant fires
- Jasper Wildfire Complex (PC/AB): evacuation order for Jasper National Park and townsite since 22 July; out of control
- British Columbia: fires of note include Shetland Creek (near Kamloops) and Antler Creek (near Wells); see BC Wildfire Service

Next report: Thursday, July 25, 2024, 07:30 MDT"""))
    turns.append((search("Jasper wildfire July 2024 evacuation latest"), res(
        ("https://parks.canada.ca/pn-np/ab/jasper/securite-safety/feu-fire/incendies-fires-2024", "Jasper Wildfire Complex 2024 - Updates | Parks Canada",
         "Update July 24, 2024, 9:00 a.m. MT: The Jasper Wildfire Complex remains out of control. Evacuation order remains in effect for Jasper National Park ...", "1 hour ago"),
        ("https://www.cbc.ca/news/canada/edmonton/jasper-wildfire-evacuation-july-24-1.7273510", "Jasper wildfire: Hot, dry conditions expected as crews brace for difficult day | CBC News",
         "About 25,000 people, including 20,000 visitors, were forced to leave the park on Monday night ...", "2 hours ago"),
        ("https://globalnews.ca/news/10640218/jasper-wildfire-evacuation-update-july-24/", "Jasper wildfire update: Fire could reach townsite, officials warn | Globalnews.ca",
         "Parks Canada says winds could push the southern fire toward the town of Jasper later today ...", "48 minutes ago"),
        ("https://www.alberta.ca/alberta-wildfire-status", "Wildfire status | Alberta.ca",
         "Current wildfire situation in the Forest Protection Area of Alberta: 148 active wildfires, 41 out of control ...", "3 hours ago"),
        ("https://www.reuters.com/world/americas/canadas-jasper-national-park-evacuated-wildfire-2024-07-23/", "Canada's Jasper National Park evacuated as wildfires rage | Reuters",
         "Authorities ordered everyone in Jasper National Park to leave, with highways west to British Columbia jammed ...", "Jul 23, 2024"),
        ("https://www.edmontonjournal.com/news/local-news/jasper-evacuees-grande-prairie-july-24", "Jasper evacuees settle into Grande Prairie reception centre - Edmonton Journal",
         "Hundreds of evacuees registered overnight at the Evergreen Park reception centre ...", "5 hours ago"),
        ("https://www.theguardian.com/world/article/2024/jul/23/jasper-national-park-evacuation-canada-wildfire", "Jasper national park evacuated as wildfire threatens town | The Guardian",
         "It is the first time in more than a century that the whole park has been evacuated ...", "Jul 23, 2024"),
        ("https://www.reddit.com/r/alberta/comments/1eaqb4m/jasper_fire_megathread/", "Jasper fire megathread : r/alberta",
         "Updates and resources for evacuees. Hwy 16 west open to Valemount; Hwy 93 south closed ...", "4 hours ago"),
    )))
    turns.append((extract("https://parks.canada.ca/pn-np/ab/jasper/securite-safety/feu-fire/incendies-fires-2024", "current size and status of the Jasper fires"), """# Jasper Wildfire Complex 2024 - Updates

Jasper National Park | Parks Canada

## Update: July 24, 2024, 9:00 a.m. MT

**Evacuation order remains in effect for Jasper National Park, including the Municipality of Jasper.** Do not travel to Jasper.

| Fire | Location | Estimated size | Status |
| --- | --- | --- | --- |
| North fire | Along Highway 16, north of Jasper townsite | 5,650 ha | Out of control |
| South fire | Along Highway 93A, south of Jasper townsite | 5,250 ha | Out of control |

Both fires were started by lightning on the evening of July 22. Extreme fire behaviour was observed overnight on July 23 due to high winds. Crews, heavy equipment and air support from Parks Canada, Alberta Wildfire and the municipality are working to protect the townsite and critical infrastructure. Sprinkler systems have been set up on structures on the town's perimeter.

Weather outlook: hot and dry with a high of 32°C; southwest winds 15-25 km/h, gusting to 40 km/h in the afternoon. A cold front is expected Thursday.

## Evacuees
Approximately 25,000 residents and visitors were evacuated on July 22-23. Reception centres: Grande Prairie (Evergreen Park), Calgary (Genesis Centre), Valemount (BC).

Next update: July 24, 2024, 4:00 p.m. MT

Media: Parks Canada Jasper Incident Information, pc.jasperinfo-infojasper.pc@pc.gc.ca"""))
    turns.append(m.add({"ca_2024_ytd": f"{f24:,} fires, {h24:,} ha, {a24} active ({oc24} out of control) - CIFFC sitrep 2024-07-24 07:30 MDT; APL 5",
                        "jasper_2024": "North fire 5,650 ha + South fire 5,250 ha, both out of control (Parks Canada 2024-07-24 09:00 MT); ~25,000 evacuated"}))
    turns.append((search("Jasper wildfire July 2024 evacuation latest"), res(
        ("https://globalnews.ca/news/10640735/jasper-wildfire-town-threat-afternoon-july-24/", "Jasper wildfire: Fire moving toward townsite, Parks Canada says | Globalnews.ca",
         "Parks Canada says a section of the south fire is moving toward the town with winds picking up ...", "9 minutes ago"),
        ("https://parks.canada.ca/pn-np/ab/jasper/securite-safety/feu-fire/incendies-fires-2024", "Jasper Wildfire Complex 2024 - Updates | Parks Canada",
         "Update July 24, 2024, 9:00 a.m. MT: The Jasper Wildfire Complex remains out of control. Evacuation order remains in effect for Jasper National Park ...", "2 hours ago"),
        ("https://globalnews.ca/news/10640218/jasper-wildfire-evacuation-update-july-24/", "Jasper wildfire update: Fire could reach townsite, officials warn | Globalnews.ca",
         "Parks Canada says winds could push the southern fire toward the town of Jasper later today ...", "2 hours ago"),
        ("https://www.cbc.ca/news/canada/edmonton/jasper-wildfire-evacuation-july-24-1.7273510", "Jasper wildfire: Hot, dry conditions expected as crews brace for difficult day | CBC News",
         "About 25,000 people, including 20,000 visitors, were forced to leave the park on Monday night ...", "3 hours ago"),
        ("https://www.alberta.ca/alberta-wildfire-status", "Wildfire status | Alberta.ca",
         "Current wildfire situation in the Forest Protection Area of Alberta: 148 active wildfires, 41 out of control ...", "4 hours ago"),
        ("https://www.reddit.com/r/alberta/comments/1eaqb4m/jasper_fire_megathread/", "Jasper fire megathread : r/alberta",
         "Updates and resources for evacuees. Hwy 16 west open to Valemount; Hwy 93 south closed ...", "5 hours ago"),
        ("https://www.edmontonjournal.com/news/local-news/jasper-evacuees-grande-prairie-july-24", "Jasper evacuees settle into Grande Prairie reception centre - Edmonton Journal",
         "Hundreds of evacuees registered overnight at the Evergreen Park reception centre ...", "6 hours ago"),
        ("https://www.reuters.com/world/americas/canadas-jasper-national-park-evacuated-wildfire-2024-07-23/", "Canada's Jasper National Park evacuated as wildfires rage | Reuters",
         "Authorities ordered everyone in Jasper National Park to leave, with highways west to British Columbia jammed ...", "Jul 23, 2024"),
        ("https://www.theguardian.com/world/article/2024/jul/23/jasper-national-park-evacuation-canada-wildfire", "Jasper national park evacuated as wildfire threatens town | The Guardian",
         "It is the first time in more than a century that the whole park has been evacuated ...", "Jul 23, 2024"),
    )))
    acres = round(h24 * 2.47105)
    turns.append(m.update({"ca_2024_ytd": f"{f24:,} fires, {h24:,} ha (~{acres / 1e6:.2f} million acres), {a24} active ({oc24} out of control) - CIFFC sitrep 2024-07-24 07:30 MDT; APL 5; 10-yr avg to date 1,532,604 ha"}))
    turns.append(m.all())
    add(rs, "h36-search-09", turns, start("2024-07-24, 10:05 MDT"))


USDM_HDR = "| Week | None | D0-D4 | D1-D4 | D2-D4 | D3-D4 | D4 | DSCI |\n| --- | --- | --- | --- | --- | --- | --- | --- |"
USDM = [  # valid date, none, d0-d4, d1-d4, d2-d4, d3-d4, d4
    ("2024-10-22", 20.15, 79.85, 54.13, 25.37, 6.39, 0.54),
    ("2024-10-15", 24.44, 75.56, 49.72, 22.74, 5.31, 0.46),
    ("2024-10-08", 27.93, 72.07, 45.29, 18.68, 4.10, 0.41),
    ("2024-10-01", 35.06, 64.94, 38.03, 13.92, 2.85, 0.33),
    ("2024-09-24", 41.04, 58.96, 31.61, 11.63, 2.69, 0.35),
    ("2024-09-17", 45.87, 54.13, 27.48, 10.25, 2.41, 0.32),
    ("2024-09-10", 49.21, 50.79, 24.95, 9.12, 2.20, 0.31),
    ("2024-09-03", 51.48, 48.52, 22.60, 8.54, 2.07, 0.30),
]


def _usdm_row(r: tuple[str, float, float, float, float, float, float], label: str | None = None) -> str:
    d, n, a, b, c, e, f = r
    dsci = round(a + b + c + e + f)
    return f"| {label or d} | {n:.2f} | {a:.2f} | {b:.2f} | {c:.2f} | {e:.2f} | {f:.2f} | {dsci} |"


# U.S. Drought Monitor (UNL) maps and statistics, drought monitors; bad
def t10(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("U.S. Drought Monitor October 22 2024 percent of contiguous US in drought"), res(
        ("https://droughtmonitor.unl.edu/", "U.S. Drought Monitor | Current Map",
         "Map released: Thurs. October 24, 2024. Data valid: October 22, 2024 at 8 a.m. EDT. Intensity: D0 Abnormally Dry, D1 Moderate Drought ... Author: Brian Fuchs, National Drought Mitigation Center.", "Oct 24, 2024"),
        ("https://droughtmonitor.unl.edu/Summary.aspx", "National Drought Summary for October 22, 2024 | U.S. Drought Monitor",
         "Drought continued to expand and intensify across much of the country as most areas east of the Rockies saw a dry week ...", "Oct 24, 2024"),
        ("https://droughtmonitor.unl.edu/DmData/TimeSeries.aspx", "Time Series | U.S. Drought Monitor",
         "Percent area of the contiguous U.S. in each drought category, weekly since January 4, 2000. Download tabular data ...", "N/A"),
        ("https://www.drought.gov/current-conditions", "Current U.S. Drought Conditions | Drought.gov",
         "54.1% of the contiguous U.S. is in drought (D1-D4) this week, up from 49.7% last week. About 148.9 million people live in drought areas ...", "Oct 24, 2024"),
        ("https://www.washingtonpost.com/weather/2024/10/24/drought-record-united-states-fall/", "Drought now covers more than half of the Lower 48 - The Washington Post",
         "The flash drought that developed in September has pushed drought coverage to its highest level since the great drought of 2012 ...", "Oct 24, 2024"),
        ("https://www.usda.gov/oce/weather-drought-monitor", "Agricultural Weather and Drought Monitoring | USDA",
         "Approximately 61% of winter wheat production is within an area experiencing drought ...", "Oct 24, 2024"),
        ("https://www.ncei.noaa.gov/access/monitoring/drought/", "Drought Monitoring | National Centers for Environmental Information",
         "September 2024 was the driest September on record for several states east of the Mississippi ...", "Oct 9, 2024"),
        ("https://www.agweb.com/news/weather/drought-monitor-october-24-2024", "Drought Monitor: Dry Fall Pushes Drought to Highest Coverage Since 2012 - AgWeb",
         "D2-D4 coverage climbed to just over a quarter of the Lower 48 ...", "Oct 24, 2024"),
        ("https://www.reddit.com/r/weather/comments/1gb6p0l/drought_monitor_over_half_the_us_in_drought/", "Drought monitor: over half the US in drought : r/weather",
         "D1+ area above 54%, highest since 2012 ...", "Oct 24, 2024"),
    )))
    turns.append((extract("https://droughtmonitor.unl.edu/Summary.aspx", "national summary for the week and author"), """# National Drought Summary for October 22, 2024

Map released: Thursday, October 24, 2024
Data valid: October 22, 2024 at 8 a.m. EDT
Author: Brian Fuchs, National Drought Mitigation Center

## Summary
Drought continued to expand and intensify across much of the country as most areas east of the Rockies saw another dry week. Above-normal temperatures, especially across the central and northern Plains and Midwest, added to the stress, with many locations 6-12 degrees above normal for the week. Widespread degradations were made from the Southeast through the Northeast, the Ohio Valley and the Midwest, where short-term dryness has developed into flash drought over the last 6-8 weeks. Improvements were limited to portions of the Pacific Northwest and northern Rockies, where precipitation returned, and to small areas of the southern Plains.

## Northeast
Dryness continued, with widespread expansion of moderate drought (D1) and severe drought (D2) across New England, New York, New Jersey and Pennsylvania. Streamflow and soil moisture are well below normal; several locations are recording their driest September-October on record.

## Southeast
Outside of areas impacted by Hurricanes Helene and Milton, it was a dry week, and D0-D2 expanded across Alabama, Georgia, the Carolinas and Virginia.

## Midwest
Extreme drought (D3) was expanded in Ohio, Indiana and Illinois. Corn and soybean harvest is ahead of normal, but low river levels on the Ohio and Mississippi are affecting barge traffic.

## High Plains
Extreme drought expanded in Nebraska, Kansas and South Dakota; exceptional drought (D4) was expanded in western Nebraska and eastern Wyoming.

## South
Drought expanded in Texas, Arkansas, Oklahoma and Louisiana; some improvements were made in the Texas Panhandle.

## West
Improvements were made in Washington and Oregon after welcome rain. Drought expanded in parts of Colorado, Utah and Arizona.

## Looking Ahead
Over the next 5-7 days, the greatest precipitation is expected in the Pacific Northwest and northern Rockies; the central and eastern U.S. should remain mostly dry with above-normal temperatures.

Download the summary (PDF) | Change maps | Drought impacts"""))
    rows = "\n".join(_usdm_row(r) for r in USDM)
    turns.append((extract("https://droughtmonitor.unl.edu/DmData/TimeSeries.aspx?area=conus&statstype=1", "weekly percent area of CONUS in each category, last 8 weeks"), f"""# Time Series - Contiguous U.S. (CONUS)

Statistics type: Categorical percent area (cumulative) | Dates: 2024-09-03 to 2024-10-22 | Area: CONUS

{USDM_HDR}
{rows}

DSCI: Drought Severity and Coverage Index (0-500), computed as 1(D0) + 2(D1) + 3(D2) + 4(D3) + 5(D4) using cumulative percentages.

Download: CSV | JSON | XML
Source: U.S. Drought Monitor, National Drought Mitigation Center at the University of Nebraska-Lincoln, USDA and NOAA."""))
    turns.append(m.add({"usdm_2024_10_22_conus": "D1-D4 54.13% (+4.41 pts w/w), D2-D4 25.37%, D3-D4 6.39%, D4 0.54%; D0-D4 79.85% - valid 2024-10-22, released 2024-10-24 (author B. Fuchs)"}))
    stat = "\n".join([
        _usdm_row(USDM[0], "Current (2024-10-22)").replace("| 25.37 |", "| 25.73 |"),
        _usdm_row(USDM[1], "Last Week (2024-10-15)"),
        _usdm_row(("2024-07-23", 54.26, 45.74, 18.92, 6.33, 1.04, 0.07), "3 Months Ago (2024-07-23)"),
        _usdm_row(("2024-01-02", 46.07, 53.93, 30.14, 14.02, 4.67, 0.79), "Start of Calendar Year (2024-01-02)"),
        _usdm_row(USDM[4], "Start of Water Year (2024-09-24)"),
        _usdm_row(("2023-10-24", 34.26, 65.74, 43.58, 23.04, 8.32, 1.64), "One Year Ago (2023-10-24)"),
    ])
    turns.append((extract("https://droughtmonitor.unl.edu/CurrentMap/StateDroughtMonitor.aspx?CONUS", "current CONUS statistics compared with last week and the start of the water year"), f"""# Contiguous U.S. (CONUS) - Current Map

October 22, 2024 (Released Thursday, Oct. 24, 2024) | Valid 8 a.m. EDT

Drought Conditions (Percent Area)

{USDM_HDR.replace('Week', 'Period')}
{stat}

Intensity:
- D0 Abnormally Dry
- D1 Moderate Drought
- D2 Severe Drought
- D3 Extreme Drought
- D4 Exceptional Drought

The Drought Monitor focuses on broad-scale conditions. Local conditions may vary. For more information on the Drought Monitor, go to https://droughtmonitor.unl.edu/About.aspx

Author: Brian Fuchs, National Drought Mitigation Center

Downloads: Map (PNG, PDF) | GIS data (shapefile, KML) | Statistics table (CSV)"""))
    turns.append((search("drought coverage contiguous US October 2024 highest since 2012 Drought Monitor"), res(
        ("https://www.drought.gov/news/drought-coverage-october-2024", "Drought Covers Largest Area of the Contiguous U.S. Since 2012 | Drought.gov",
         "As of October 22, 54.1% of the contiguous U.S. was in drought, the largest area since the 2012 drought, when coverage peaked near 65% in late September ...", "Oct 25, 2024"),
        ("https://www.washingtonpost.com/weather/2024/10/24/drought-record-united-states-fall/", "Drought now covers more than half of the Lower 48 - The Washington Post",
         "The flash drought that developed in September has pushed drought coverage to its highest level since the great drought of 2012 ...", "Oct 24, 2024"),
        ("https://droughtmonitor.unl.edu/DmData/TimeSeries.aspx", "Time Series | U.S. Drought Monitor",
         "Percent area of the contiguous U.S. in each drought category, weekly since January 4, 2000. Download tabular data ...", "N/A"),
        ("https://www.nytimes.com/2024/10/24/climate/drought-fall-2024-record.html", "Fall Drought Grips Much of the U.S. - The New York Times",
         "From New England to Texas, wells are running low and wildfires have broken out in unusual places ...", "Oct 24, 2024"),
        ("https://www.agweb.com/news/weather/drought-monitor-october-24-2024", "Drought Monitor: Dry Fall Pushes Drought to Highest Coverage Since 2012 - AgWeb",
         "D2-D4 coverage climbed to just over a quarter of the Lower 48 ...", "Oct 24, 2024"),
        ("https://www.axios.com/2024/10/25/drought-record-us-map", "Map: Drought covers more than half of the U.S. - Axios",
         "More than 54% of the contiguous U.S. is in drought, per the latest Drought Monitor ...", "Oct 25, 2024"),
        ("https://en.wikipedia.org/wiki/2012%E2%80%932013_North_American_drought", "2012-2013 North American drought - Wikipedia",
         "At its peak in late September 2012, about 65% of the contiguous United States was in moderate or worse drought ...", "N/A"),
        ("https://www.reddit.com/r/weather/comments/1gb6p0l/drought_monitor_over_half_the_us_in_drought/", "Drought monitor: over half the US in drought : r/weather",
         "Most since 2012. The 2012 peak was about 65% in D1 or worse ...", "Oct 24, 2024"),
    )))
    add(rs, "h36-search-10", turns, start("2024-10-25"), bad=True, turn=5, kind="same week's D2-D4 percentage differs between two views of the drought statistics")


LEES = [  # time MST, discharge cfs, gage height ft
    ("11:00", 9870, 7.18), ("11:15", 10100, 7.27), ("11:30", 10400, 7.38), ("11:45", 10700, 7.49), ("12:00", 10900, 7.57),
    ("12:15", 11100, 7.64), ("12:30", 11200, 7.68), ("12:45", 11300, 7.71), ("13:00", 11400, 7.75), ("13:15", 11400, 7.75),
    ("13:30", 11500, 7.79), ("13:45", 11500, 7.79), ("14:00", 11500, 7.79), ("14:15", 11400, 7.75), ("14:30", 11400, 7.75),
    ("14:45", 11300, 7.71), ("15:00", 11200, 7.68),
]


def _lees_page(upto: str, first: str) -> str:
    idx = [t for t, _q, _h in LEES].index(upto)
    start_i = [t for t, _q, _h in LEES].index(first)
    rows = "\n".join(f"| 05/02/2024 {t} MST | {q:,} | {h:.2f} | P |" for t, q, h in reversed(LEES[start_i:idx + 1]))
    t, q, h = LEES[idx]
    return f"""# Monitoring location 09380000 - COLORADO RIVER AT LEES FERRY, AZ

USGS Water Data for the Nation

Monitoring location 09380000 is associated with a **Stream** in **Coconino County, Arizona**. Current conditions of Discharge and Gage height are available. Water data back to 1921 are available online.

## Current conditions (provisional)

| Parameter | Latest value | Time |
| --- | --- | --- |
| Discharge, cubic feet per second | **{q:,} ft³/s** | 05/02/2024 {t} MST |
| Gage height, feet | **{h:.2f} ft** | 05/02/2024 {t} MST |
| Temperature, water, °C | 9.8 °C | 05/02/2024 {t} MST |

## Recent instantaneous values

| Date/time | Discharge (ft³/s) | Gage height (ft) | Qualifier |
| --- | --- | --- | --- |
{rows}

P = Provisional data subject to revision.

## Location information
- Latitude 36°51'53", Longitude 111°35'16" referenced to North American Datum of 1927
- Hydrologic Unit Code 14070006 (Lower Lake Powell)
- Drainage area: 111,800 square miles
- Datum of gage: 3,101.37 feet above NGVD29
- Station is 15.5 mi downstream from Glen Canyon Dam; flow is completely regulated by releases from Lake Powell.

Operated in cooperation with the U.S. Bureau of Reclamation. | Arizona Water Science Center"""


# USGS Water Data and Bureau of Reclamation, river discharge gauges (Colorado River at Lees Ferry); bad
def t11(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("USGS Colorado River at Lees Ferry streamflow current discharge"), res(
        ("https://waterdata.usgs.gov/monitoring-location/09380000/", "USGS 09380000 COLORADO RIVER AT LEES FERRY, AZ | USGS Water Data for the Nation",
         "Monitoring location 09380000 is associated with a Stream in Coconino County, Arizona. Current conditions of Discharge and Gage height are available ...", "N/A"),
        ("https://waterdata.usgs.gov/nwis/uv?site_no=09380000", "USGS Current Conditions for USGS 09380000 COLORADO RIVER AT LEES FERRY, AZ",
         "Discharge, cubic feet per second, most recent instantaneous value; gage height, feet; water temperature ...", "N/A"),
        ("https://www.usbr.gov/lc/region/g4000/hourly/levels.html", "Lower Colorado River Operations - Current Conditions | Bureau of Reclamation",
         "Lake Powell elevation and Glen Canyon Dam releases, updated daily ...", "N/A"),
        ("https://www.usbr.gov/uc/water/crsp/cs/gcd.html", "Glen Canyon Dam - Current Status | Upper Colorado Basin | Bureau of Reclamation",
         "Glen Canyon Dam releases are scheduled to fluctuate for hydropower. The May 2024 release volume is 616,000 acre-feet ...", "May 1, 2024"),
        ("https://www.lakepowell.water-data.com/", "Lake Powell Water Database",
         "Lake Powell water level: 3,560.92 ft (May 1, 2024). Inflow 12,110 cfs, outflow 9,734 cfs (daily average) ...", "May 2, 2024"),
        ("https://www.nps.gov/glca/planyourvisit/lees-ferry.htm", "Lees Ferry - Glen Canyon National Recreation Area (U.S. National Park Service)",
         "Lees Ferry is the put-in for Grand Canyon river trips. Flows vary daily with dam releases; check the USGS gauge before launching ...", "N/A"),
        ("https://www.americanwhitewater.org/content/River/view/river-detail/4360/main", "Colorado - Lees Ferry to Diamond Creek (Grand Canyon) | American Whitewater",
         "Gauge: COLORADO RIVER AT LEES FERRY, AZ (09380000). Current: 11,400 cfs ...", "N/A"),
        ("https://www.azgfd.com/fishing/reports/lees-ferry/", "Lees Ferry Fishing Report | Arizona Game & Fish",
         "Flows fluctuating between about 8,000 and 12,500 cfs; water temperature near 10°C ...", "Apr 29, 2024"),
        ("https://www.reddit.com/r/flyfishing/comments/1cgi9pj/lees_ferry_flows_this_week/", "Lees Ferry flows this week? : r/flyfishing",
         "Check the USGS gauge 09380000, low flows are at night, peak mid-afternoon ...", "Apr 30, 2024"),
    )))
    turns.append((extract("https://waterdata.usgs.gov/monitoring-location/09380000/", "current discharge and recent values"), _lees_page("14:15", "11:00")))
    turns.append(m.add({"lees_ferry": "USGS 09380000 Colorado River at Lees Ferry, AZ: 11,400 cfs, GH 7.75 ft at 14:15 MST 2024-05-02 (provisional); rose from 9,870 cfs at 11:00"}))
    rdb = "\n".join(f"USGS\t09380000\t2024-05-02 {t}\tMST\t{q}\tP\t{h:.2f}\tP" for t, q, h in LEES[:15])
    turns.append((extract("https://waterservices.usgs.gov/nwis/iv/?sites=09380000&parameterCd=00060,00065&startDT=2024-05-02T11:00-07:00&format=rdb", "instantaneous discharge in tabular form since 11:00"), """# ---------------------------------- WARNING ----------------------------------------
# Some of the data that you have obtained from this U.S. Geological Survey database
# may not have received Director's approval. Any such data values are qualified
# as provisional and are subject to revision. Provisional data are released on the
# condition that neither the USGS nor the United States Government may be held liable
# for any damages resulting from its use.
#
# Additional info: https://help.waterdata.usgs.gov/policies/provisional-data-statement
#
# File-format description:  https://help.waterdata.usgs.gov/faq/about-tab-delimited-output
# Automated-retrieval info: https://help.waterdata.usgs.gov/faq/automated-retrievals
#
# Contact:   gs-w_support_nwisweb@usgs.gov
# retrieved: 2024-05-02 17:39:11 -04:00	(vaas01)
#
# Data for the following 1 site(s) are contained in this file
#    USGS 09380500 COLORADO RIVER AT LEES FERRY, AZ
# -----------------------------------------------------------------------------------
#
# TS_ID       Parameter Description
# 140112      00060     Discharge, cubic feet per second
# 140113      00065     Gage height, feet
#
# Data-value qualification codes included in this output:
#     P  Provisional data subject to revision.
#
agency_cd	site_no	datetime	tz_cd	140112_00060	140112_00060_cd	140113_00065	140113_00065_cd
5s	15s	20d	6s	14n	10s	14n	10s
""" + rdb))
    turns.append((search("Glen Canyon Dam release schedule May 2024 hourly fluctuation Lake Powell elevation"), res(
        ("https://www.usbr.gov/uc/water/crsp/cs/gcd.html", "Glen Canyon Dam - Current Status | Upper Colorado Basin | Bureau of Reclamation",
         "Glen Canyon Dam releases are scheduled to fluctuate for hydropower. The May 2024 release volume is 616,000 acre-feet ...", "May 1, 2024"),
        ("https://www.usbr.gov/uc/water/crsp/studies/24Month_04.pdf", "April 2024 24-Month Study - Bureau of Reclamation",
         "Lake Powell operating tier for water year 2024: Mid-Elevation Release Tier; annual release 7.48 maf ...", "Apr 15, 2024"),
        ("https://www.lakepowell.water-data.com/", "Lake Powell Water Database",
         "Lake Powell water level: 3,560.92 ft (May 1, 2024). Inflow 12,110 cfs, outflow 9,734 cfs (daily average) ...", "May 2, 2024"),
        ("https://www.usbr.gov/newsroom/news-release/4801", "Reclamation to conduct spring disturbance flow at Glen Canyon Dam | Bureau of Reclamation",
         "No high-flow experiment is planned for spring 2024 due to sediment conditions ...", "Apr 8, 2024"),
        ("https://www.wapa.gov/about-wapa/regions/crsp/glen-canyon-dam-hourly-releases", "Glen Canyon Dam hourly release schedule - WAPA CRSP",
         "Projected hourly releases for the next 7 days; weekday pattern ranges about 8,300 to 12,500 cfs ...", "May 2, 2024"),
        ("https://www.azcentral.com/story/news/local/arizona-environment/2024/04/25/lake-powell-water-level-spring-runoff/73450718007/", "Lake Powell expected to rise 40+ feet with spring runoff - Arizona Republic",
         "Forecasters expect April-July inflow around 80% of average ...", "Apr 25, 2024"),
        ("https://www.nps.gov/glca/planyourvisit/lees-ferry.htm", "Lees Ferry - Glen Canyon National Recreation Area (U.S. National Park Service)",
         "Lees Ferry is the put-in for Grand Canyon river trips. Flows vary daily with dam releases ...", "N/A"),
        ("https://www.reddit.com/r/lakepowell/comments/1ch7q2s/lake_powell_level_may_1/", "Lake Powell level May 1 : r/lakepowell",
         "3560.9 and climbing about 0.4 ft/day now ...", "May 1, 2024"),
    )))
    turns.append((extract("https://www.usbr.gov/uc/water/crsp/cs/gcd.html", "current Lake Powell elevation and scheduled releases for May 2024"), """# Glen Canyon Dam - Current Status

Upper Colorado Basin Region | Bureau of Reclamation | Updated May 1, 2024

## Current conditions

| | Value |
| --- | --- |
| Lake Powell elevation (midnight, 04/30/2024) | 3,560.92 ft |
| Live storage | 7.61 maf (31.6% of capacity) |
| Unregulated inflow forecast, April-July 2024 | 5.11 maf (80% of average) |
| Water year 2024 release | 7.48 maf (Mid-Elevation Release Tier) |

## Release schedule

The May 2024 scheduled release volume is **616,000 acre-feet**. Hourly releases will fluctuate for hydropower between approximately **8,300 cfs** (nighttime) and **12,500 cfs** (afternoon) on weekdays, with lower fluctuations on weekends (8,000 to 11,000 cfs). Daily fluctuation limits under the 2016 LTEMP Record of Decision apply.

| Month | Release volume (af) |
| --- | --- |
| April 2024 | 553,000 |
| May 2024 | 616,000 |
| June 2024 | 700,000 |
| July 2024 | 800,000 |

Note: Flows at Lees Ferry (USGS 09380000), 15.5 miles downstream, lag dam releases by roughly 3-4 hours.

Contact: Upper Colorado Basin Public Affairs, ucbpao@usbr.gov"""))
    turns.append(m.add({"glen_canyon_may2024": "May 2024 release 616,000 af; hourly 8,300-12,500 cfs weekdays; Lake Powell 3,560.92 ft on 2024-04-30 (Reclamation, updated 2024-05-01)"}))
    turns.append((extract("https://waterdata.usgs.gov/monitoring-location/09380000/", "latest discharge reading"), _lees_page("15:00", "11:45")))
    turns.append(m.update({"lees_ferry": "USGS 09380000 Colorado River at Lees Ferry, AZ: peak 11,500 cfs 13:30-14:00 MST; 11,200 cfs, GH 7.68 ft at 15:00 MST 2024-05-02 (provisional), now receding"}))
    turns.append(m.all())
    add(rs, "h36-search-11", turns, start("2024-05-02, 14:35 MST (Arizona)"), bad=True, turn=4, kind="gauge site number in the data file header differs from the station id shown before")


def _fskb_results(age: int) -> str:
    return res(
        ("https://www.ntsb.gov/investigations/Pages/DCA24MM031.aspx", "Contact of Containership Dali with the Francis Scott Key Bridge and Subsequent Bridge Collapse | NTSB",
         "Preliminary report released May 14, 2024. The Dali experienced two blackouts before striking pier 17 of the Francis Scott Key Bridge at about 1:29 a.m. on March 26 ...", "May 14, 2024"),
        ("https://www.ntsb.gov/news/press-releases/Pages/NR20240514.aspx", "NTSB Issues Preliminary Report on Francis Scott Key Bridge Collapse | NTSB",
         "The NTSB today released its preliminary report ... the vessel lost electrical power and propulsion shortly before the contact ...", "May 14, 2024"),
        ("https://apnews.com/article/baltimore-bridge-collapse-ntsb-report-dali-power-ac1d2b6a0f2c6dd7d5b1a4d4c5d8b7e2", "Ship that struck Baltimore bridge lost power twice before crash, NTSB says | AP News",
         "The Dali experienced two electrical blackouts about 10 hours before leaving port, the preliminary report says ...", f"{age} hours ago"),
        ("https://www.baltimoresun.com/2024/05/14/key-bridge-ntsb-preliminary-report/", "NTSB preliminary report on Key Bridge collapse: What we learned - Baltimore Sun",
         "Investigators said crew members made a switch to a less-used transformer after the in-port blackouts ...", f"{age + 1} hours ago"),
        ("https://www.cnn.com/2024/05/14/us/baltimore-key-bridge-collapse-ntsb-report/index.html", "Key Bridge collapse: NTSB report details Dali's power failures | CNN",
         "The 984-foot container ship was traveling at about 6.5 knots when it struck the pier ...", f"{age} hours ago"),
        ("https://en.wikipedia.org/wiki/Francis_Scott_Key_Bridge_collapse", "Francis Scott Key Bridge collapse - Wikipedia",
         "On March 26, 2024, at 1:28 a.m. EDT, the main spans of the Francis Scott Key Bridge ... collapsed after the container ship Dali struck one of its piers. Six members of a road maintenance crew were killed ...", "N/A"),
        ("https://www.nytimes.com/2024/05/14/us/baltimore-bridge-collapse-ntsb-report.html", "Baltimore Bridge Collapse: Ship Lost Power Twice Before Leaving Port, Report Says - NYT",
         "The report does not assign a cause; the final report could take a year or more ...", f"{age} hours ago"),
        ("https://www.wbaltv.com/article/ntsb-preliminary-report-key-bridge-collapse/60781234", "NTSB releases preliminary report on Key Bridge collapse - WBAL-TV 11",
         "Channel reopening: the Army Corps expects the full 700-foot federal channel to reopen by the end of May ...", f"{age + 2} hours ago"),
        ("https://www.reddit.com/r/baltimore/comments/1crx2y8/ntsb_preliminary_report_key_bridge/", "NTSB preliminary report - Key Bridge : r/baltimore",
         "Two blackouts, breakers HR1/LR1 tripping, flushing pump... worth reading the whole thing ...", f"{age + 3} hours ago"),
    )


# NTSB investigation pages and news, bridge collapses (Francis Scott Key Bridge); clean
def t12(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("Francis Scott Key Bridge collapse NTSB preliminary report"), _fskb_results(17)))
    turns.append((extract("https://www.ntsb.gov/investigations/Pages/DCA24MM031.aspx", "timeline, vessel details, fatalities, report status"), """# Contact of Containership Dali with the Francis Scott Key Bridge and Subsequent Bridge Collapse

National Transportation Safety Board | Marine Investigation

| | |
| --- | --- |
| Accident number | DCA24MM031 |
| Date & time | March 26, 2024, 01:29 EDT |
| Location | Patapsco River, Baltimore, Maryland |
| Vessel | Dali (IMO 9697428), Singapore-flagged containership, 984 ft (300 m) |
| Operator | Synergy Marine Pte Ltd; owner Grace Ocean Private Ltd |
| Injuries | 6 fatal (highway maintenance workers), 1 serious |
| Investigation status | In work - preliminary report released May 14, 2024 |

## What happened

On March 26, 2024, about 0129 local time, the 984-foot-long Singapore-flagged containership Dali was transiting out of Baltimore Harbor in Baltimore, Maryland, when it experienced a loss of electrical power and propulsion and struck pier 17 of the Francis Scott Key Bridge, a continuous steel truss bridge. The ship had departed the Seagirt Marine Terminal at 0039 with two Maryland pilots aboard and was assisted by two tugboats until they were released at 0107.

At 0124:59, when the Dali was about 0.6 miles from the bridge, electrical breakers HR1 and LR1, which fed most of the vessel's equipment and lighting, unexpectedly opened, causing the first blackout. The crew restored power, but at 0126:37 the breakers opened again. The emergency generator started and provided power to the emergency bus. At 0127:04 the pilot ordered the port anchor dropped, and at 0127:25 the pilot association dispatcher notified the Maryland Transportation Authority duty officer; authority officers stopped traffic onto the bridge at 0127:53.

A portion of the bridge, about 2,400 feet (730 m) of the truss spans, collapsed onto the ship's bow and into the river. Seven construction workers and a construction inspector were on the bridge at the time; one worker was rescued from the water and the inspector reached safety. Six workers died.

## Preliminary findings
- The Dali had experienced two blackouts while at the dock about 10 hours before departure, during maintenance. Following the in-port blackouts, the crew changed the breaker and transformer configuration in use.
- The vessel's speed at contact was about 6.5 knots (7.5 mph).
- Damage estimate: the bridge replacement is expected to cost between $1.7 billion and $1.9 billion.

The preliminary report information is subject to change as the investigation progresses. No conclusions about probable cause should be drawn from it.

Documents: Preliminary Report (PDF, May 14, 2024) | Investigative updates | B-roll and photos | Docket (not yet opened)"""))
    turns.append(m.add({"fskb_collapse": "2024-03-26 ~01:29 EDT; containership Dali struck pier 17 after 2 blackouts (01:24:59, 01:26:37); 6 workers killed; NTSB DCA24MM031, prelim report 2024-05-14"}))
    turns.append((search("deadliest bridge collapses list 21st century Morandi Genoa 2018 deaths"), res(
        ("https://en.wikipedia.org/wiki/List_of_bridge_failures", "List of bridge failures - Wikipedia",
         "This is a list of bridge failures. ... Date, bridge, location, construction type, cause, fatalities, injuries. 2000-present ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Ponte_Morandi", "Ponte Morandi - Wikipedia",
         "On 14 August 2018, a section of the viaduct collapsed during a rainstorm, killing 43 people ...", "N/A"),
        ("https://www.bbc.com/news/world-europe-45193452", "Genoa bridge collapse: What we know - BBC News",
         "A huge section of the Morandi bridge in the Italian city of Genoa collapsed on 14 August, sending vehicles plunging 45m ...", "Aug 16, 2018"),
        ("https://www.statista.com/chart/15207/deadliest-bridge-collapses/", "Chart: The deadliest bridge collapses since 2000 | Statista",
         "The collapse of a suspension bridge in Morbi, India, in October 2022 killed 135 people ...", "Nov 1, 2022"),
        ("https://www.enr.com/articles/58421-worst-bridge-collapses-in-recent-history", "The worst bridge collapses in recent history - ENR",
         "From the I-35W bridge in Minneapolis to Genoa's Morandi viaduct, failures that changed bridge engineering ...", "Mar 27, 2024"),
        ("https://www.reuters.com/graphics/USA-BALTIMORE/BRIDGE/history-of-bridge-collapses/", "A history of deadly bridge collapses - Reuters Graphics",
         "The Key Bridge joins a list of bridges brought down by ship strikes, including the Sunshine Skyway in 1980 ...", "Mar 27, 2024"),
        ("https://en.wikipedia.org/wiki/I-35W_Mississippi_River_bridge", "I-35W Mississippi River bridge - Wikipedia",
         "The bridge collapsed during the evening rush hour on August 1, 2007, killing 13 people and injuring 145 ...", "N/A"),
        ("https://www.nationalgeographic.com/science/article/bridge-collapse-ship-strikes-history", "Why ships keep hitting bridges - National Geographic",
         "Since 1960 there have been at least 35 major bridge collapses caused by ship or barge collisions ...", "Mar 28, 2024"),
    )))
    turns.append((extract("https://en.wikipedia.org/wiki/List_of_bridge_failures", "bridge failures since 2000 with fatalities"), """Jump to content

From Wikipedia, the free encyclopedia

This is a list of **bridge failures**. A bridge failure may be a partial or complete collapse, caused by design or construction flaws, overloading, ship or vehicle strikes, floods, earthquakes or poor maintenance.

## 2000-present

| Bridge | Location | Country | Date | Construction type | Fatalities | Injuries | Cause |
| --- | --- | --- | --- | --- | --- | --- | --- |
| Hintze Ribeiro Bridge | Entre-os-Rios | Portugal | 4 March 2001 | Steel truss with masonry piers | 59 | 0 | Pier scour from illegal sand extraction; bus and three cars fell into the Douro |
| Queen Isabella Causeway | Port Isabel, Texas | United States | 15 September 2001 | Concrete girder | 8 | 3 | Struck by barges |
| I-40 bridge | Webbers Falls, Oklahoma | United States | 26 May 2002 | Steel girder | 14 | 11 | Barge strike after captain lost consciousness |
| I-35W Mississippi River bridge | Minneapolis, Minnesota | United States | 1 August 2007 | Steel deck truss | 13 | 145 | Undersized gusset plates, added load from resurfacing works |
| Tuojiang River bridge | Fenghuang, Hunan | China | 13 August 2007 | Stone arch (under construction) | 64 | 22 | Construction defects |
| Pedestrian bridge, Florida International University | Miami, Florida | United States | 15 March 2018 | Concrete truss (under construction) | 6 | 10 | Design errors, cracking during post-tensioning |
| Ponte Morandi | Genoa | Italy | 14 August 2018 | Cable-stayed concrete | 43 | 16 | Corrosion of stay tendons, inadequate maintenance |
| Majerhat Bridge | Kolkata | India | 4 September 2018 | Concrete | 3 | 25 | Poor maintenance |
| Nanfang'ao Bridge | Su'ao, Yilan | Taiwan | 1 October 2019 | Steel arch | 6 | 12 | Corroded suspender cables |
| Fern Hollow Bridge | Pittsburgh, Pennsylvania | United States | 28 January 2022 | Steel frame | 0 | 10 | Corrosion and section loss; inadequate inspection follow-up |
| Machchhu River suspension bridge | Morbi, Gujarat | India | 30 October 2022 | Pedestrian suspension | 135 | 180+ | Overloading after renovation; corroded cables |
| Francis Scott Key Bridge | Baltimore, Maryland | United States | 26 March 2024 | Steel continuous truss | 6 | 1 | Struck by container ship Dali after loss of power |

## See also
- List of bridge disasters
- Ship collision with bridges
- Structural integrity and failure

Retrieved from "https://en.wikipedia.org/w/index.php?title=List_of_bridge_failures&oldid=1223690417"

Categories: Bridge disasters | Lists of disasters | Engineering failures"""))
    turns.append((search("Francis Scott Key Bridge collapse NTSB preliminary report"), _fskb_results(18)))
    turns.append(m.update({"fskb_collapse": "2024-03-26 ~01:29 EDT; Dali (IMO 9697428, 984 ft, Singapore flag, Synergy Marine) struck pier 17 at ~6.5 kn after 2 blackouts (01:24:59, 01:26:37); 6 workers killed; NTSB DCA24MM031, prelim report 2024-05-14; rebuild est. $1.7-1.9B"}))
    turns.append(m.add({"deadliest_since_2000": "Morbi suspension bridge, India 2022-10-30: 135 deaths; Tuojiang bridge, China 2007: 64; Hintze Ribeiro, Portugal 2001: 59; Morandi, Genoa 2018: 43 (Wikipedia list)"}))
    add(rs, "h36-search-12", turns, start("2024-05-15, 09:50 EDT"))


# Wikipedia list and engineering trade sites, dam heights; clean
def t13(rs: RowSet) -> None:
    m = Mem({"tallest_dams_scope": "rank completed dams by structural height; note the source for each figure; flag under-construction dams separately"})
    state = start("2024-09-03", m.d)
    turns = []
    turns.append((search("tallest dams in the world list height Jinping-I Nurek"), res(
        ("https://en.wikipedia.org/wiki/List_of_tallest_dams", "List of tallest dams - Wikipedia",
         "This list of tallest dams includes completed and topped out dams that are at least 150 m (490 ft) tall ... Jinping-I Dam, 305 m ...", "N/A"),
        ("https://www.water-technology.net/features/featurethe-worlds-tallest-dams-4152864/", "The world's ten tallest dams - Water Technology",
         "Jinping-I in Sichuan, China is the tallest dam in the world at 305 m. Tajikistan's Nurek dam, at 304 m, held the title for more than three decades ...", "Mar 21, 2023"),
        ("https://en.wikipedia.org/wiki/Jinping-I_Dam", "Jinping-I Dam - Wikipedia",
         "The Jinping-I Dam is a 305 m (1,001 ft) tall arch dam on the Yalong River in Liangshan Yi Autonomous Prefecture, Sichuan, China. It is the tallest dam in the world ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Nurek_Dam", "Nurek Dam - Wikipedia",
         "The Nurek Dam is an earth-fill embankment dam on the Vakhsh River in Tajikistan. Its height is 300 m (980 ft), making it the second-tallest man-made dam in the world ...", "N/A"),
        ("https://www.britannica.com/list/the-worlds-tallest-dams", "The World's Tallest Dams | Britannica",
         "1. Jinping-I Dam (China) 305 m; 2. Nurek Dam (Tajikistan) 300 m; 3. Xiaowan Dam (China) 292 m ...", "N/A"),
        ("https://www.icold-cigb.org/GB/world_register/world_register_of_dams.asp", "World Register of Dams - ICOLD",
         "The World Register of Dams lists more than 62,000 large dams with height, type, purpose and year of completion ...", "N/A"),
        ("https://www.power-technology.com/features/tallest-dams-world/", "The tallest dams in the world - Power Technology",
         "Rogun in Tajikistan, planned at 335 m, would overtake Jinping-I when complete ...", "Jan 10, 2024"),
        ("https://www.reddit.com/r/civilengineering/comments/15m8b2k/tallest_dams_list_discrepancies/", "Tallest dams list discrepancies? : r/civilengineering",
         "Nurek is 300 m in most sources and 304 m in others, depends on whether you measure from the lowest foundation point ...", "Aug 9, 2023"),
        ("https://www.worldatlas.com/articles/the-tallest-dams-in-the-world.html", "The Tallest Dams In The World - WorldAtlas",
         "Jinping-I 1,001 feet, Nurek 984 feet, Xiaowan 958 feet, Xiluodu 937 feet ...", "N/A"),
    )))
    turns.append((extract("https://en.wikipedia.org/wiki/List_of_tallest_dams", "top 12 completed dams by height, plus tall dams under construction"), """Jump to content

From Wikipedia, the free encyclopedia

This **list of tallest dams** includes completed and topped out dams that are at least 150 m (490 ft) tall. Heights are structural heights, measured from the lowest point of the foundation to the crest.

## Completed and topped out

| Rank | Name | Height | Type | River | Location | Completed |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | Jinping-I Dam | 305 m (1,001 ft) | Arch | Yalong | Sichuan, China | 2014 |
| 2 | Nurek Dam | 300 m (984 ft) | Embankment, earth-fill | Vakhsh | Tajikistan | 1980 |
| 3 | Lianghekou Dam | 295 m (968 ft) | Embankment, rock-fill | Yalong | Sichuan, China | 2021 |
| 4 | Xiaowan Dam | 294.5 m (966 ft) | Arch | Lancang (Mekong) | Yunnan, China | 2010 |
| 5 | Baihetan Dam | 289 m (948 ft) | Arch | Jinsha | Sichuan/Yunnan, China | 2022 |
| 6 | Xiluodu Dam | 285.5 m (937 ft) | Arch | Jinsha | Sichuan/Yunnan, China | 2014 |
| 7 | Grande Dixence Dam | 285 m (935 ft) | Gravity | Dixence | Valais, Switzerland | 1961 |
| 8 | Enguri Dam | 271.5 m (891 ft) | Arch | Enguri | Georgia | 1987 |
| 9 | Vajont Dam | 261.6 m (858 ft) | Arch | Vajont | Friuli, Italy | 1959 (disused) |
| 10 | Nuozhadu Dam | 261.5 m (858 ft) | Embankment, rock-fill | Lancang (Mekong) | Yunnan, China | 2014 |
| 11 | Manuel Moreno Torres Dam (Chicoasén) | 261 m (856 ft) | Embankment | Grijalva | Chiapas, Mexico | 1980 |
| 12 | Tehri Dam | 260.5 m (855 ft) | Embankment, earth and rock-fill | Bhagirathi | Uttarakhand, India | 2006 |

## Under construction

| Name | Planned height | Type | Country | Expected completion |
| --- | --- | --- | --- | --- |
| Rogun Dam | 335 m (1,099 ft) | Embankment, rock-fill | Tajikistan | 2033 |
| Shuangjiangkou Dam | 315 m (1,033 ft) | Embankment, rock-fill | China | 2024 |
| Diamer-Bhasha Dam | 272 m (892 ft) | Gravity, RCC | Pakistan | 2029 |

## Notes
Some sources give Nurek Dam's height as 304 m (997 ft); the figure of 300 m is used by the operator Barqi Tojik.

Retrieved from "https://en.wikipedia.org/w/index.php?title=List_of_tallest_dams&oldid=1242879015"

Categories: Dams | Lists of dams and reservoirs | Lists of tallest structures"""))
    turns.append((extract("https://www.water-technology.net/features/featurethe-worlds-tallest-dams-4152864/", "heights given for the top ten dams"), """# The world's ten tallest dams

Water Technology | Updated 21 March 2023

Dams are among the largest structures ever built. We profile the ten tallest dams in the world by structural height.

## 1. Jinping-I, China - 305 m
The double-curvature arch dam on the Yalong River in Sichuan became the world's tallest when it was completed in 2014. It impounds a 7.7 billion m³ reservoir and feeds a 3,600 MW power station.

## 2. Nurek, Tajikistan - 304 m
Completed in 1980 on the Vakhsh River, the earth-fill Nurek Dam was the tallest dam in the world until Jinping-I. Its 3,015 MW hydropower plant supplies most of Tajikistan's electricity.

## 3. Xiaowan, China - 292 m
This arch dam on the Lancang (upper Mekong) in Yunnan was completed in 2010; installed capacity 4,200 MW.

## 4. Xiluodu, China - 285.5 m
A 285.5 m arch dam on the Jinsha River; its 13,860 MW plant is the third-largest in China.

## 5. Grande Dixence, Switzerland - 285 m
The tallest gravity dam in the world, completed in 1961, holds back Lac des Dix at 2,364 m above sea level.

## 6. Enguri, Georgia - 271.5 m
The concrete arch dam on the Enguri River straddles the Georgia-Abkhazia line of control.

## 7. Vajont, Italy - 262 m
Infamous for the 1963 landslide that overtopped the dam and killed nearly 2,000 people; the dam itself survived but the reservoir was never refilled.

## 8. Nuozhadu, China - 261.5 m
A clay-core rockfill dam on the Lancang, completed 2014.

## 9. Manuel M. Torres (Chicoasén), Mexico - 261 m
Embankment dam on the Grijalva River, completed 1980.

## 10. Tehri, India - 260.5 m
Earth and rock-fill dam on the Bhagirathi, completed 2006; 1,000 MW.

Related: The world's largest hydropower plants | Rogun: Central Asia's mega-dam"""))
    turns.append(m.add({
        "jinping_i": "305 m (1,001 ft), arch, Yalong River, Sichuan, completed 2014 - Wikipedia list + water-technology.net agree",
        "nurek": "300 m (984 ft) per Wikipedia/operator; 304 m per water-technology.net (source discrepancy); earth-fill, Vakhsh, 1980",
        "xiaowan": "294.5 m per Wikipedia list; 292 m per water-technology.net/Britannica",
    }))
    turns.append((search("Rogun Dam height 335 m construction progress 2024"), res(
        ("https://en.wikipedia.org/wiki/Rogun_Dam", "Rogun Dam - Wikipedia",
         "The Rogun Dam is an embankment dam under construction on the Vakhsh River in Tajikistan. Planned height 335 m (1,099 ft) ... first two units commissioned in 2018 and 2019 ...", "N/A"),
        ("https://www.worldbank.org/en/news/press-release/2023/12/14/world-bank-approves-financing-rogun-hydropower", "World Bank Approves Financing for Rogun Hydropower Project Phase 1",
         "The World Bank approved $350 million for the first phase of the Rogun Hydropower Project ...", "Dec 14, 2023"),
        ("https://www.webuildgroup.com/en/projects/dams-hydroelectric-plants/rogun", "Rogun Hydropower Project - Webuild",
         "At 335 meters, the dam will be the tallest in the world. The main dam contract was awarded to Salini Impregilo (now Webuild) in 2016 ...", "N/A"),
        ("https://www.rferl.org/a/tajikistan-rogun-dam-world-bank-financing/32732455.html", "Tajikistan's Rogun Dam Gets World Bank Backing - RFE/RL",
         "Completion of the full-height dam is not expected before the early 2030s ...", "Dec 15, 2023"),
        ("https://www.hydroreview.com/hydro-industry-news/rogun-dam-progress-2024/", "Rogun progress: dam body reaches new height - Hydro Review",
         "The dam body has risen past 1,100 m above sea level; the final crest will be at 1,300 m ...", "Jun 18, 2024"),
        ("https://www.power-technology.com/features/tallest-dams-world/", "The tallest dams in the world - Power Technology",
         "Rogun in Tajikistan, planned at 335 m, would overtake Jinping-I when complete ...", "Jan 10, 2024"),
        ("https://www.eurasianet.org/tajikistan-rogun-costs-rise", "Tajikistan: Rogun cost estimate rises to $6.4 billion - Eurasianet",
         "The government now estimates the remaining cost at about $6.4 billion ...", "Apr 2, 2024"),
        ("https://www.reddit.com/r/MegaProjects/comments/1b0g6ka/rogun_dam_will_be_the_tallest_dam_in_the_world/", "Rogun Dam will be the tallest dam in the world : r/MegaProjects",
         "335 m rockfill, 3,780 MW. Been under construction on and off since 1976 ...", "Feb 26, 2024"),
    )))
    turns.append(m.add({"rogun_uc": "planned 335 m (1,099 ft) rock-fill, Vakhsh, Tajikistan; under construction, full height early 2030s (Wikipedia 2033); 3,780 MW"}))
    turns.append(m.all())
    add(rs, "h36-search-13", turns, state)


STARLINK = [  # version, launched, reentered, in orbit, operational orbit, working
    ("v0.9", 60, 60),
    ("v1.0", 1665, 339),
    ("v1.5", 1714, 152),
    ("v2 mini", 3371, 61),
    ("v2 mini DTC (direct to cell)", 103, 0),
]


# Jonathan McDowell's pages, Eutelsat OneWeb and SpaceNews, satellite constellations; bad
def t14(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("how many Starlink satellites are in orbit August 2024 Jonathan McDowell"), res(
        ("https://planet4589.org/space/con/star/stats.html", "Starlink Statistics - Jonathan's Space Pages",
         "Starlink statistics, updated after each launch: total launched, in orbit, in operational orbit, reentered, by version ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Starlink", "Starlink - Wikipedia",
         "As of August 2024, Starlink consists of over 6,300 mass-produced small satellites in low Earth orbit that communicate with designated ground transceivers ...", "N/A"),
        ("https://www.space.com/spacex-starlink-satellites.html", "Starlink satellites: Facts, tracking and impact on astronomy | Space.com",
         "SpaceX has launched more than 6,900 Starlink satellites, of which about 6,300 are in orbit according to astronomer Jonathan McDowell ...", "Aug 16, 2024"),
        ("https://www.orbitaltoday.com/2024/08/12/how-many-starlink-satellites-are-in-orbit/", "How many Starlink satellites are in orbit? (August 2024) - Orbital Today",
         "Our monthly tally based on McDowell's data: 6,300+ in orbit ...", "Aug 12, 2024"),
        ("https://celestrak.org/NORAD/elements/supplemental/sup-gp.php?FILE=starlink", "CelesTrak: Starlink Supplemental GP Element Sets",
         "Supplemental TLE/OMM data for the Starlink constellation derived from SpaceX ephemerides ...", "N/A"),
        ("https://www.spacex.com/launches/", "SpaceX Launches",
         "Starlink Group 10-5, Group 8-3, Group 7-1 ... upcoming and recent launches ...", "N/A"),
        ("https://spacenews.com/spacex-passes-70-starlink-missions-in-2024/", "SpaceX passes 70 Starlink launches for 2024 - SpaceNews",
         "SpaceX has flown more than 70 dedicated Starlink missions this year ...", "Aug 13, 2024"),
        ("https://www.reddit.com/r/Starlink/comments/1eo3b2x/how_many_satellites_now/", "How many satellites now? : r/Starlink",
         "McDowell's page is the canonical source, ~6,3xx in orbit, ~6,2xx working ...", "Aug 10, 2024"),
    )))
    launched = sum(r[1] for r in STARLINK)
    reentered = sum(r[2] for r in STARLINK)
    orbit = launched - reentered
    rows = "\n".join(f"| {v} | {la:,} | {re:,} | {la - re:,} |" for v, la, re in STARLINK)
    turns.append((extract("https://planet4589.org/space/con/star/stats.html", "number launched, in orbit and working"), f"""# Starlink Statistics

Jonathan's Space Pages | Jonathan McDowell

Last updated: 2024 Aug 19 0412 UTC (after launch of Starlink Group 8-3, 2024 Aug 18)

## Summary

| Category | Number |
| --- | --- |
| Total Starlinks launched | {launched:,} |
| Failed to orbit (Group 9-3, 2024 Jul 12) | 20 |
| Reentered (incl. deliberate deorbit) | {reentered:,} |
| In orbit | {orbit:,} |
| In operational orbit | {orbit - 498:,} |
| Working (in or raising to operational orbit) | {orbit - 74:,} |
| Screened/anomalous, not working | 74 |

## By version

| Version | Launched | Reentered | In orbit |
| --- | --- | --- | --- |
{rows}

Notes: 'Launched' includes the 20 satellites from Group 9-3 lost in the Falcon 9 upper stage failure, which are counted as reentered. DTC = direct-to-cell satellites launched from January 2024.

See also: Starlink launch list | Orbital shell distribution | OneWeb statistics | Kuiper"""))
    turns.append(m.add({"starlink": f"{launched:,} launched, {orbit:,} in orbit, {orbit - 74:,} working (McDowell, 2024-08-19)"}))
    turns.append((search("OneWeb constellation number of satellites Gen 1 complete 634"), res(
        ("https://oneweb.net/resources/oneweb-confirms-successful-deployment-16-satellites-including-next-gen-test-satellite", "OneWeb confirms successful deployment of 16 satellites including next-gen test satellite | Eutelsat OneWeb",
         "The launch brings the OneWeb constellation to 634 satellites, completing the Gen 1 fleet ...", "May 20, 2023"),
        ("https://en.wikipedia.org/wiki/OneWeb", "OneWeb - Wikipedia",
         "Eutelsat OneWeb ... is a subsidiary of Eutelsat Group providing satellite Internet access via a constellation of 634 satellites in low Earth orbit at 1,200 km ...", "N/A"),
        ("https://www.eutelsat.com/en/news/press.html", "Eutelsat Group press releases",
         "Eutelsat OneWeb LEO services now available in over 30 countries ...", "Jul 2024"),
        ("https://spacenews.com/oneweb-completes-first-generation-constellation/", "OneWeb completes first-generation constellation - SpaceNews",
         "An ISRO LVM3 launched the final 36 satellites for OneWeb's 588-satellite baseline in March ...", "Mar 26, 2023"),
        ("https://planet4589.org/space/con/ow/stats.html", "OneWeb Statistics - Jonathan's Space Pages",
         "OneWeb: launched 634; in orbit 630; working 622 ...", "N/A"),
        ("https://www.airbus.com/en/space/telecom/oneweb", "OneWeb | Airbus",
         "OneWeb Satellites, a joint venture of Airbus and OneWeb, produced the Gen 1 satellites in Florida ...", "N/A"),
        ("https://www.reuters.com/technology/space/eutelsat-oneweb-gen2-plans-2024-05-02/", "Eutelsat confirms plans for OneWeb replacement satellites - Reuters",
         "Eutelsat expects to order replacement satellites for the first-generation OneWeb fleet, whose design life runs to the end of the decade ...", "May 2, 2024"),
        ("https://www.reddit.com/r/space/comments/13mt1ha/oneweb_gen1_complete/", "OneWeb Gen 1 complete : r/space",
         "634 sats, 588 needed for global coverage plus spares ...", "May 20, 2023"),
    )))
    turns.append((extract("https://oneweb.net/resources/oneweb-confirms-successful-deployment-16-satellites-including-next-gen-test-satellite", "total satellites and completion of Gen 1"), """# OneWeb confirms successful deployment of 16 satellites including next-gen test satellite

Press release | London, 20 May 2023

OneWeb, the low Earth orbit (LEO) satellite communications company, today confirmed the successful deployment of 16 satellites, including its first next-generation test satellite, JoeySat, following a launch by SpaceX from Vandenberg Space Force Base, California.

Liftoff occurred at 22:16 PDT on 20 May (06:16 BST on 21 May). OneWeb confirmed acquisition of signal on all 16 satellites.

This launch brings OneWeb's total constellation to **634 satellites**. With its 18th launch, OneWeb completes its first-generation constellation, adding further resilience and redundancy to the network, on top of the 588 satellites required for global coverage.

JoeySat, co-funded by the UK Space Agency through ESA's Sunrise programme, will demonstrate beam-hopping technology that could be used in OneWeb's next generation of satellites.

## Key facts
| | |
| --- | --- |
| Launch | 18th OneWeb launch (SpaceX Falcon 9) |
| Satellites deployed | 15 Gen 1 + 1 JoeySat |
| Constellation total | 634 |
| Orbit | 1,200 km, 87.9° inclination, 12 planes |
| Required for global service | 588 |

"Completing our Gen 1 fleet is a great milestone," said Neil Masterson, OneWeb CEO.

About OneWeb: OneWeb is a global communications network powered from space, headquartered in London. In September 2023, OneWeb combined with Eutelsat to form Eutelsat Group."""))
    turns.append(m.add({"oneweb": "634 satellites after 18th launch (2023-05-20, Falcon 9), Gen 1 complete; 588 needed for global coverage; 1,200 km, 12 planes"}))
    turns.append((search("Project Kuiper prototype satellites launch 2023 production satellites first launch date"), res(
        ("https://www.aboutamazon.com/news/innovation-at-amazon/amazon-project-kuiper-protoflight-mission-success", "Project Kuiper protoflight mission: 100% success - About Amazon",
         "Amazon's two prototype satellites, KuiperSat-1 and KuiperSat-2, launched October 6, 2023 on a ULA Atlas V from Cape Canaveral ...", "Nov 16, 2023"),
        ("https://en.wikipedia.org/wiki/Project_Kuiper", "Project Kuiper - Wikipedia",
         "Project Kuiper is a satellite internet constellation by Amazon. The FCC authorized 3,236 satellites in 2020 and requires half to be deployed by July 2026 ...", "N/A"),
        ("https://spacenews.com/amazon-shifts-first-kuiper-production-launch-to-2025/", "Amazon pushes first Kuiper production launch into 2025 - SpaceNews",
         "Amazon now expects to start launching production Kuiper satellites in early 2025 ...", "Jul 30, 2024"),
        ("https://www.geekwire.com/2024/amazon-kuiper-prototype-deorbit/", "Amazon deorbits Project Kuiper prototype satellites - GeekWire",
         "The two prototypes completed their mission and were deliberately deorbited ...", "May 2024"),
        ("https://www.ulalaunch.com/missions/archived-launched/atlas-v-protoflight", "Atlas V Protoflight | ULA",
         "Launch: Oct. 6, 2023, 2:06 p.m. EDT, SLC-41, Cape Canaveral Space Force Station ...", "Oct 6, 2023"),
        ("https://www.cnbc.com/2024/04/10/amazon-kuiper-production-satellites.html", "Amazon begins production of Kuiper satellites in Kirkland - CNBC",
         "The facility can build up to five satellites per day at full rate ...", "Apr 10, 2024"),
        ("https://www.reddit.com/r/space/comments/1ef7v3s/kuiper_slips_to_2025/", "Kuiper slips to 2025 : r/space",
         "FCC milestone of 1,618 by July 2026 looks tough ...", "Jul 30, 2024"),
    )))
    turns.append(m.add({"kuiper": "2 prototypes (KuiperSat-1/-2) launched 2023-10-06 on Atlas V, later deorbited; production launches slipped to 2025; FCC: 1,618 of 3,236 by July 2026"}))
    turns.append((memory("retrieve_all"), pj({"starlink": m.d["starlink"], "kuiper": m.d["kuiper"]})))
    turns.append((search("Qianfan Thousand Sails constellation first launch August 2024 18 satellites"), res(
        ("https://spacenews.com/china-launches-first-satellites-for-qianfan-megaconstellation/", "China launches first satellites for Thousand Sails megaconstellation - SpaceNews",
         "A Long March 6A launched 18 satellites for the Qianfan (Thousand Sails) constellation from Taiyuan on Aug. 6 ...", "Aug 6, 2024"),
        ("https://en.wikipedia.org/wiki/Qianfan", "Qianfan - Wikipedia",
         "Qianfan (Thousand Sails), also known as G60 Starlink, is a planned low Earth orbit satellite internet constellation operated by Shanghai Spacecom Satellite Technology (SSST) ...", "N/A"),
        ("https://www.reuters.com/technology/space/china-launches-first-batch-satellites-rival-starlink-2024-08-06/", "China launches first batch of satellites to rival Starlink | Reuters",
         "The constellation aims for 648 satellites by end-2025 and about 14,000 eventually ...", "Aug 6, 2024"),
        ("https://www.scmp.com/news/china/science/article/3273262/china-launches-18-satellites-qianfan", "China sends 18 satellites into orbit for Qianfan network - SCMP",
         "Shanghai-backed project hopes to provide global coverage by 2027 ...", "Aug 6, 2024"),
        ("https://planet4589.org/space/con/qf/stats.html", "Qianfan Statistics - Jonathan's Space Pages",
         "Qianfan: launched 18, in orbit 18 ...", "N/A"),
        ("https://www.space.com/china-qianfan-megaconstellation-first-launch", "China launches 1st satellites for its answer to SpaceX's Starlink | Space.com",
         "The launch also left the Long March 6A upper stage in orbit, where it broke up into hundreds of pieces of debris ...", "Aug 8, 2024"),
        ("https://www.reddit.com/r/space/comments/1elqv1b/qianfan_first_launch/", "Qianfan first launch : r/space",
         "18 sats from Taiyuan, planes at ~800 km ...", "Aug 6, 2024"),
    )))
    turns.append((extract("https://spacenews.com/china-launches-first-satellites-for-qianfan-megaconstellation/", "launch date, vehicle, number of satellites and constellation plans"), """# China launches first satellites for Thousand Sails megaconstellation

Andrew Jones | August 6, 2024

HELSINKI - China launched the first batch of satellites for its Thousand Sails (Qianfan) megaconstellation Tuesday, beginning a major effort to build a competitor to SpaceX's Starlink.

A Long March 6A rocket lifted off from Taiyuan Satellite Launch Center at 2:42 a.m. Eastern (0642 UTC) on Aug. 6. The China Aerospace Science and Technology Corporation (CASC) declared the launch a success a little over an hour later, confirming that 18 satellites were placed into their planned polar orbits.

The satellites were built by the Shanghai Academy of Spaceflight Technology's Innovation Academy for Microsatellites (IAMCAS) for Shanghai Spacecom Satellite Technology (SSST), a company backed by the Shanghai municipal government.

## The plan

| | |
| --- | --- |
| Operator | Shanghai Spacecom Satellite Technology (SSST) |
| First launch | 6 August 2024, Long March 6A, Taiyuan |
| Satellites per launch | 18 (first batch) |
| Near-term goal | 108 satellites by end of 2024; 648 by end of 2025 |
| Long-term goal | about 14,000 satellites |
| Orbit | polar, roughly 800 km (initial) |

SSST aims to provide regional coverage by the end of 2025 and global coverage by 2027. China also plans a separate national constellation, Guowang, with about 13,000 satellites.

Tracking by the U.S. Space Force later detected that the Long March 6A upper stage had broken up after the launch, creating hundreds of pieces of trackable debris.

Related: China's Guowang constellation begins launches | SpaceX launches more Starlink satellites"""))
    turns.append(m.add({"qianfan": "first 18 sats launched 2024-08-06 (Long March 6A, Taiyuan); goal 108 by end-2024, 648 by end-2025, ~14,000 long term; operator SSST"}))
    add(rs, "h36-search-14", turns, start("2024-08-20"), bad=True, turn=9, kind="memory listing omits an item the agent added two calls earlier")


# NASA Stennis blog and ULA/Blue Origin pages, rocket engine tests; bad
def t15(rs: RowSet) -> None:
    m = Mem({"scope": "Engine test milestones 2023-24: RS-25 (Stennis), BE-4 (Vulcan/New Glenn)",
             "tmp_todo": "1) count RS-25 cert-series tests + max power level; 2) BE-4 flight record"})
    state = start("2024-04-10", m.d)
    turns = []
    turns.append((search("RS-25 certification test series Stennis 2024 final hot fire"), res(
        ("https://www.nasa.gov/image-article/nasa-completes-rs-25-certification-test-series/", "NASA Completes Critical Engine Test Series for Future Artemis Missions - NASA",
         "NASA completed the final test of a certification series for production of new RS-25 engines on April 4 at NASA's Stennis Space Center near Bay St. Louis, Mississippi ...", "Apr 4, 2024"),
        ("https://www.nasa.gov/stennis/rs-25-engine-testing/", "RS-25 Engine Testing - NASA Stennis",
         "Testing on the Fred Haise Test Stand supports production of RS-25 engines for Artemis V and beyond ...", "N/A"),
        ("https://www.l3harris.com/newsroom/press-release/2024/04/l3harris-completes-rs-25-certification-testing", "L3Harris Completes RS-25 Engine Certification Test Series | L3Harris",
         "Aerojet Rocketdyne, an L3Harris Technologies company, completed the final certification test for the restarted RS-25 production line ...", "Apr 5, 2024"),
        ("https://www.nasaspaceflight.com/2024/04/rs-25-certification-complete/", "RS-25 certification campaign wraps up at Stennis - NASASpaceFlight.com",
         "The 12th and final test ran for 500 seconds at power levels up to 113% ...", "Apr 5, 2024"),
        ("https://en.wikipedia.org/wiki/RS-25", "RS-25 - Wikipedia",
         "The RS-25, also known as the Space Shuttle Main Engine (SSME), is a liquid-fuel cryogenic rocket engine ... Four RS-25 engines power the Space Launch System core stage ...", "N/A"),
        ("https://www.spacepolicyonline.com/news/nasa-finishes-rs-25-certification-tests/", "NASA Finishes RS-25 Certification Tests - SpacePolicyOnline.com",
         "The new engines are about 30% cheaper to produce than the shuttle-era units ...", "Apr 5, 2024"),
        ("https://www.wlox.com/2024/04/04/stennis-final-rs-25-test/", "Stennis Space Center completes final RS-25 certification test - WLOX",
         "Residents across the Mississippi Gulf Coast heard the roar of the final test on Thursday afternoon ...", "Apr 4, 2024"),
        ("https://www.reddit.com/r/ArtemisProgram/comments/1bvyh5a/rs25_cert_series_complete/", "RS-25 cert series complete : r/ArtemisProgram",
         "12 tests, 113% power, new production engines for Artemis V onward ...", "Apr 4, 2024"),
    )))
    turns.append((extract("https://www.nasa.gov/image-article/nasa-completes-rs-25-certification-test-series/", "number of tests, total duration, power level, purpose"), """# NASA Completes Critical Engine Test Series for Future Artemis Missions

Stennis Space Center | April 4, 2024

NASA completed the final test of a certification series for production of new RS-25 engines on April 4, 2024, at NASA's Stennis Space Center near Bay St. Louis, Mississippi. The engines will help power future Artemis missions to the Moon and beyond, beginning with Artemis V.

The full-duration, 500-second hot fire on the Fred Haise Test Stand was the 12th and final test of a series that began in August 2023. Across the 12 tests, operators fired the certification engine for a total of 7,125 seconds - more than 14 times the amount of time the engines fire during an actual launch.

## Key facts

| | |
| --- | --- |
| Test series | RS-25 production certification (12 tests) |
| Series start | August 10, 2023 |
| Final test | April 4, 2024 (500 seconds) |
| Total hot-fire time | 7,125 seconds |
| Maximum power level | 113% of rated power |
| Test stand | Fred Haise Test Stand (A-1) |
| Lead contractor | Aerojet Rocketdyne, an L3Harris Technologies company |

The series demonstrated new engine components, including parts made with advanced manufacturing techniques such as 3D printing, designed to make the engines more affordable. The engines will be built using the new design and will operate at a higher power level of 111%, compared with 109% for the current engines.

"This is a major step toward producing new RS-25 engines for SLS missions," said Johnny Heflin, SLS Liquid Engines Office manager at NASA's Marshall Space Flight Center.

Four RS-25 engines, together with a pair of solid rocket boosters, produce more than 8.8 million pounds of thrust at liftoff for each SLS flight. The first four Artemis missions use upgraded former space shuttle main engines; Aerojet Rocketdyne is producing 24 new engines for Artemis V through Artemis VIII under a 2020 contract.

Image credit: NASA/Danny Nowlin"""))
    turns.append(m.add({"rs25_cert_series": "12 tests, 2023-08-10 to 2024-04-04, Fred Haise stand, total 7,125 s; max 113% power; new engines to run at 111% (vs 109%); for Artemis V+"}))
    turns.append(m.remove(["tmp_todo"]))
    turns.append((search("BE-4 engine Vulcan Cert-1 first flight January 2024 performance"), res(
        ("https://www.ulalaunch.com/missions/archived-launched/vulcan-cert1", "Vulcan Cert-1 | United Launch Alliance",
         "ULA's Vulcan rocket launched for the first time on Jan. 8, 2024, at 2:18 a.m. EST from SLC-41, powered by two Blue Origin BE-4 engines ...", "Jan 8, 2024"),
        ("https://www.blueorigin.com/engines/be-4", "BE-4 | Blue Origin",
         "BE-4 is an oxygen-rich staged combustion engine using liquefied natural gas (LNG) and liquid oxygen, producing 550,000 lbf thrust at sea level ...", "N/A"),
        ("https://en.wikipedia.org/wiki/BE-4", "BE-4 - Wikipedia",
         "The BE-4 is a liquid-propellant staged-combustion rocket engine developed by Blue Origin. It first flew on 8 January 2024 on Vulcan Centaur ...", "N/A"),
        ("https://spacenews.com/vulcan-centaur-first-launch-peregrine/", "Vulcan Centaur makes successful first launch - SpaceNews",
         "The BE-4 engines performed flawlessly, ULA CEO Tory Bruno said, sending Astrobotic's Peregrine lander toward the Moon ...", "Jan 8, 2024"),
        ("https://www.nasaspaceflight.com/2024/01/vulcan-cert-1-launch/", "Vulcan Centaur debuts with Peregrine lunar lander - NASASpaceFlight.com",
         "The two BE-4s gimballed through the ascent with nominal chamber pressure ...", "Jan 8, 2024"),
        ("https://www.reuters.com/technology/space/ula-vulcan-first-launch-2024-01-08/", "ULA's Vulcan rocket launches on debut flight | Reuters",
         "The launch is crucial for ULA's national security contracts ...", "Jan 8, 2024"),
        ("https://www.blueorigin.com/news/be-4-acceptance-testing-west-texas", "BE-4 engines complete acceptance testing for Vulcan Cert-2 | Blue Origin",
         "Flight engines for Cert-2 completed acceptance hot fires at our Launch Site One test stands in West Texas ...", "Mar 19, 2024"),
        ("https://www.reddit.com/r/ula/comments/191aq4r/vulcan_cert1_launch_thread/", "Vulcan Cert-1 launch thread : r/ula",
         "BE-4s looked perfect. Peregrine is another story ...", "Jan 8, 2024"),
    )))
    turns.append((memory("retrieve_all"), pj({"scope": m.d["scope"],
                                              "tmp_todo": "1) count RS-25 cert-series tests + max power level; 2) BE-4 flight record",
                                              "rs25_cert_series": m.d["rs25_cert_series"]})))
    turns.append((extract("https://www.ulalaunch.com/missions/archived-launched/vulcan-cert1", "launch date and BE-4 performance"), """# Vulcan Cert-1

United Launch Alliance | Mission status: Launched

| | |
| --- | --- |
| Launch date | January 8, 2024 |
| Launch time | 2:18 a.m. EST (0718 UTC) |
| Launch site | Space Launch Complex-41, Cape Canaveral Space Force Station, Florida |
| Vehicle | Vulcan VC2S (two GEM 63XL solid rocket boosters, standard-length fairing) |
| Main engines | 2 x Blue Origin BE-4 |
| Upper stage | Centaur V with 2 x RL10C-X |
| Primary payload | Astrobotic Peregrine Lunar Lander (Peregrine Mission One) |
| Secondary payload | Celestis Enterprise/Voyager memorial flights |

## Mission summary

ULA's next-generation Vulcan rocket successfully launched on its first certification flight. The two BE-4 engines, each producing 550,000 pounds of thrust at sea level, ignited at T-0 with liftoff 0.8 seconds later. Booster engine cutoff came at about T+5:01, followed by stage separation and two Centaur V burns that placed Peregrine on a highly elliptical trans-lunar trajectory about 50 minutes after liftoff.

"We nailed it," said ULA President and CEO Tory Bruno. "The BE-4 engines performed exactly as predicted."

Vulcan Cert-1 is the first of two certification flights required by the U.S. Space Force before Vulcan can fly National Security Space Launch missions. The second, Cert-2, is planned for later in 2024.

Note: Peregrine experienced a propulsion anomaly after separation from Centaur that was unrelated to Vulcan; the lander reentered Earth's atmosphere on January 18, 2024."""))
    turns.append(m.add({"be4_flight": "first flight 2024-01-08 (Vulcan Cert-1, 2 x BE-4, 550 klbf SL each), nominal; Cert-2 flight engines acceptance-tested (Mar 2024)"}))
    add(rs, "h36-search-15", turns, state, bad=True, turn=6, kind="removed memory key present again in retrieve_all")


# CERN HL-LHC pages and Fermilab PIP-II, particle accelerator upgrades; clean
def t16(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("HL-LHC schedule Long Shutdown 3 start high luminosity LHC upgrade"), res(
        ("https://hilumilhc.web.cern.ch/content/hl-lhc-project", "The HL-LHC project | High Luminosity LHC Project",
         "The High-Luminosity LHC project aims to crank up the performance of the LHC in order to increase the potential for discoveries after 2029 ...", "N/A"),
        ("https://home.cern/science/accelerators/high-luminosity-lhc", "High-Luminosity LHC | CERN",
         "The HL-LHC will increase the number of collisions by a factor of between five and seven compared with the LHC's design value ...", "N/A"),
        ("https://home.cern/news/news/accelerators/lhc-schedule-update-run-3-extended", "Accelerator Report: LHC Run 3 extended until July 2026 | CERN",
         "CERN management has decided to extend Run 3 of the LHC until the end of June 2026; Long Shutdown 3 will then begin ...", "Oct 3, 2024"),
        ("https://en.wikipedia.org/wiki/High_Luminosity_Large_Hadron_Collider", "High Luminosity Large Hadron Collider - Wikipedia",
         "The High Luminosity Large Hadron Collider (HL-LHC) is an upgrade to the Large Hadron Collider ... approved in June 2016 ...", "N/A"),
        ("https://lhc-commissioning.web.cern.ch/schedule/LHC-long-term.htm", "LHC long-term schedule - LHC Commissioning",
         "Longer term LHC schedule: Run 3, LS3, Run 4 ... (updated October 2024)", "Oct 2024"),
        ("https://www.symmetrymagazine.org/article/the-hl-lhc-magnets", "The magnets that will power the HL-LHC - Symmetry",
         "Niobium-tin quadrupole magnets built in the US and at CERN will squeeze the beams before collisions ...", "Jun 12, 2023"),
        ("https://cerncourier.com/a/hl-lhc-progress-2024/", "HL-LHC: the final stretch - CERN Courier",
         "Civil engineering for the new underground galleries at Point 1 and Point 5 was completed in 2022 ...", "Sep 2, 2024"),
        ("https://www.reddit.com/r/Physics/comments/1fv7m9k/lhc_run3_extended/", "LHC Run 3 extended to mid-2026 : r/Physics",
         "So HL-LHC physics now mid-2030 rather than 2029 ...", "Oct 4, 2024"),
    )))
    turns.append((extract("https://hilumilhc.web.cern.ch/content/hl-lhc-project", "project goals, key technologies and schedule"), """# The HL-LHC project

High Luminosity Large Hadron Collider | CERN

The Large Hadron Collider (LHC) has been successfully commissioned for proton-proton collisions at 13.6 TeV. To sustain and extend its discovery potential, the LHC will undergo a major upgrade in the 2020s: the High-Luminosity LHC (HL-LHC).

The objective is to increase the integrated luminosity by a factor of 10 beyond the LHC's design value, reaching **3,000 fb⁻¹** (and up to 4,000 fb⁻¹ in the ultimate scenario) over about a dozen years of operation. The peak luminosity will be levelled at 5 x 10³⁴ cm⁻²s⁻¹ (nominal) or 7.5 x 10³⁴ cm⁻²s⁻¹ (ultimate).

## Key technologies
- **Nb3Sn superconducting quadrupoles** (11-12 T peak field) for the inner triplets around ATLAS and CMS, built at CERN and in the US (HL-LHC AUP)
- **Crab cavities**: 16 superconducting RF cavities to tilt the bunches and maximise their overlap at the collision points
- **Superconducting links** using magnesium diboride (MgB2) to carry up to 120 kA from new underground galleries
- New collimators, 11 T dipoles (deferred) and beam instrumentation
- About 1.2 km of the current 27 km ring will be replaced

## Schedule

| Phase | Period |
| --- | --- |
| Run 3 | 2022 - end of 2025 |
| Long Shutdown 3 (LS3) | from end of 2025, about three years |
| HL-LHC operation (Run 4) | from 2029 |
| End of HL-LHC operation | about 2041 |

Budget: approved by CERN Council in June 2016 as part of the Medium-Term Plan; materials cost about 950 million CHF.

Last update of this page: 12 October 2023

Contacts: HL-LHC Project Office, hl-lhc.office@cern.ch"""))
    turns.append(m.add({"hllhc_ls3_start": "end of 2025, ~3 years (HL-LHC project page, last updated 2023-10-12)",
                        "hllhc_physics_start": "2029 (same page)",
                        "hllhc_key": "3,000 fb^-1 (4,000 ultimate); L = 5e34 (7.5e34 ultimate); Nb3Sn 11-12 T quads; 16 crab cavities; ~1.2 km replaced"}))
    turns.append((search("LHC schedule update October 2024 Run 3 extended July 2026 LS3"), res(
        ("https://home.cern/news/news/accelerators/lhc-schedule-update-run-3-extended", "Accelerator Report: LHC Run 3 extended until July 2026 | CERN",
         "CERN management has decided to extend Run 3 of the LHC until the end of June 2026; Long Shutdown 3 will then begin ...", "Oct 3, 2024"),
        ("https://lhc-commissioning.web.cern.ch/schedule/LHC-long-term.htm", "LHC long-term schedule - LHC Commissioning",
         "Longer term LHC schedule: Run 3 until June 2026, LS3 from July 2026, Run 4 from mid-2030 ...", "Oct 2024"),
        ("https://cerncourier.com/a/run-3-extension-2026/", "Run 3 extended as HL-LHC installation is rescheduled - CERN Courier",
         "The change gives more time for HL-LHC component production, notably the Nb3Sn triplet magnets and crab cavities ...", "Nov 1, 2024"),
        ("https://www.physicsworld.com/a/lhc-run-extended-to-2026/", "LHC run extended to 2026 as upgrade schedule slips - Physics World",
         "The high-luminosity upgrade is now expected to begin physics in mid-2030 ...", "Oct 8, 2024"),
        ("https://atlas.cern/Updates/News/Run3-extension", "ATLAS welcomes Run 3 extension | ATLAS Experiment",
         "The additional months of data-taking will allow ATLAS to collect well over 300 fb-1 in Run 3 ...", "Oct 10, 2024"),
        ("https://home.cern/science/accelerators/high-luminosity-lhc", "High-Luminosity LHC | CERN",
         "The HL-LHC will increase the number of collisions by a factor of between five and seven compared with the LHC's design value ...", "N/A"),
        ("https://www.reddit.com/r/Physics/comments/1fv7m9k/lhc_run3_extended/", "LHC Run 3 extended to mid-2026 : r/Physics",
         "So HL-LHC physics now mid-2030 rather than 2029 ...", "Oct 4, 2024"),
    )))
    turns.append((extract("https://home.cern/news/news/accelerators/lhc-schedule-update-run-3-extended", "the new Run 3 end date and LS3 / HL-LHC dates"), """# Accelerator Report: LHC Run 3 extended until July 2026

CERN | Accelerators | 3 October, 2024 | By Rende Steerenberg

Following discussions with the experiments and the HL-LHC project, CERN management has decided to extend Run 3 of the LHC. Proton physics will now continue until the end of June 2026, and Long Shutdown 3 (LS3) will start for the LHC in July 2026.

The revised schedule takes into account the progress of the HL-LHC project, in particular the production of the Nb3Sn inner-triplet quadrupole magnets and the crab cavities, and allows the experiments to collect more data with their Run 3 detectors.

## Revised schedule

| | Previous baseline | New schedule |
| --- | --- | --- |
| End of LHC Run 3 | end of 2025 | end of June 2026 |
| Start of LS3 (LHC) | end of 2025 | July 2026 |
| Start of LS3 (injector complex) | end of 2025 | September 2026 |
| First beam in the LHC after LS3 | 2028 | June 2030 |
| HL-LHC physics (Run 4) | 2029 | mid-2030 |

The injector complex will keep running until September 2026 to complete the fixed-target programme at the SPS North Area and ISOLDE before entering its own shutdown.

In 2024 the LHC has already delivered more than 110 fb⁻¹ to ATLAS and CMS, exceeding the annual target of 90 fb⁻¹.

Related: LHC Report: a record year for luminosity | HL-LHC: crab cavities pass key test"""))
    turns.append(m.update({"hllhc_ls3_start": "LHC: July 2026 (Run 3 extended to end June 2026); injectors: Sept 2026 - CERN Accelerator Report 2024-10-03 supersedes project page (end 2025)",
                           "hllhc_physics_start": "mid-2030 (first beam after LS3 June 2030); was 2029"}))
    turns.append((search("PIP-II Fermilab superconducting linac status 2024 first beam"), res(
        ("https://pip2.fnal.gov/", "PIP-II | Fermilab",
         "PIP-II is an essential upgrade to Fermilab's accelerator complex: an 800-MeV superconducting radio-frequency linear accelerator that will power the world's most intense neutrino beam for DUNE ...", "N/A"),
        ("https://news.fnal.gov/2024/05/pip-ii-linac-complex-building-construction/", "PIP-II linac complex building reaches milestone - Fermilab News",
         "Construction of the 215-meter-long linac tunnel and cryoplant building is complete ...", "May 21, 2024"),
        ("https://en.wikipedia.org/wiki/PIP-II", "PIP-II - Wikipedia",
         "PIP-II (Proton Improvement Plan II) is an upgrade project for the Fermilab accelerator complex ... the first accelerator project in the US with significant international in-kind contributions ...", "N/A"),
        ("https://www.energy.gov/science/articles/pip-ii-international-collaboration", "PIP-II: An International Accelerator Project | Department of Energy",
         "Partners in India, Italy, the UK, France and Poland are contributing cryomodules and RF systems ...", "Feb 13, 2024"),
        ("https://www.symmetrymagazine.org/article/pip-ii-cryomodules", "The cryomodules of PIP-II - Symmetry",
         "The linac will contain 23 cryomodules housing 116 superconducting cavities ...", "Mar 5, 2024"),
        ("https://physicstoday.scitation.org/do/10.1063/pt.6.2.20240604a/full/", "Fermilab's PIP-II faces schedule pressure - Physics Today",
         "DOE's baseline puts project completion in 2032-2033 ...", "Jun 4, 2024"),
    )))
    turns.append((extract("https://pip2.fnal.gov/", "key parameters and timeline of PIP-II"), """# PIP-II

Proton Improvement Plan II | Fermi National Accelerator Laboratory

PIP-II is an essential upgrade to Fermilab's accelerator complex. It features a new, leading-edge superconducting radio-frequency (SRF) linear accelerator that will deliver an 800-million-electronvolt (MeV) proton beam, enabling the world's most intense high-energy neutrino beam for the international Deep Underground Neutrino Experiment (DUNE) at the Long-Baseline Neutrino Facility.

## Key parameters

| Parameter | Value |
| --- | --- |
| Linac energy | 800 MeV |
| Linac length | 215 m |
| Beam power to LBNF (Main Injector) | 1.2 MW, upgradeable to >2 MW |
| Cryomodules | 23 (5 cavity types) |
| SRF cavities | 116 |
| Beam current | 2 mA, CW-compatible |

## International partners
PIP-II is the first accelerator project built in the United States with significant contributions from international partners: India (DAE), Italy (INFN), the United Kingdom (UKRI-STFC), France (CEA, CNRS/IN2P3) and Poland (WUST, TUL).

## Timeline
- 2020: CD-2/3 approval; start of construction
- 2022: groundbreaking of the linac complex (March 2022)
- 2024: linac tunnel and building construction completed; cryomodule production under way
- Late 2020s: installation and commissioning
- Early 2030s: project completion and beam to DUNE

Contact: pip2-info@fnal.gov | Fermilab Office of Communication"""))
    turns.append(m.all())
    add(rs, "h36-search-16", turns, start("2024-11-05"))


def _fda_page(name: str, stn: str, proper: str, mfr: str, indication: str, docs: list[tuple[str, str]]) -> str:
    doc_lines = "\n".join(f"- {d} - {t}" for d, t in docs)
    return f"""# {name}

Vaccines, Blood & Biologics | U.S. Food and Drug Administration

**STN:** {stn}
**Proper Name:** {proper}
**Tradename:** {name}
**Manufacturer:** {mfr}

**Indication:**
{indication}

**Product Information**
- Package Insert - {name} (PDF)
- Patient Information - {name} (PDF)

**Supporting Documents**
{doc_lines}

Content current as of:
{docs[0][0]}

Regulated Product(s): Biologics | Vaccines"""


# FDA Vaccines, Blood & Biologics pages, RSV vaccine approvals; bad
def t17(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("FDA approved RSV vaccines older adults Arexvy Abrysvo mResvia approval dates"), res(
        ("https://www.fda.gov/vaccines-blood-biologics/arexvy", "AREXVY | FDA",
         "STN: 125775. Proper Name: Respiratory Syncytial Virus Vaccine, Adjuvanted. Tradename: AREXVY. Manufacturer: GlaxoSmithKline Biologicals ...", "N/A"),
        ("https://www.fda.gov/news-events/press-announcements/fda-approves-first-respiratory-syncytial-virus-rsv-vaccine", "FDA Approves First Respiratory Syncytial Virus (RSV) Vaccine | FDA",
         "Today, the U.S. Food and Drug Administration approved Arexvy, the first respiratory syncytial virus (RSV) vaccine approved for use in the United States, for individuals 60 years of age and older ...", "May 3, 2023"),
        ("https://www.fda.gov/vaccines-blood-biologics/abrysvo", "ABRYSVO | FDA",
         "STN: 125768. Proper Name: Respiratory Syncytial Virus Vaccine. Tradename: ABRYSVO. Manufacturer: Pfizer Inc ...", "N/A"),
        ("https://www.fda.gov/vaccines-blood-biologics/mresvia", "MRESVIA | FDA",
         "Proper Name: Respiratory Syncytial Virus Vaccine. Tradename: MRESVIA. Manufacturer: ModernaTX, Inc. Indication: active immunization ... 60 years of age and older ...", "N/A"),
        ("https://www.cdc.gov/rsv/vaccines/older-adults.html", "RSV Vaccine Guidance for Older Adults | CDC",
         "CDC recommends a single dose of RSV vaccine for adults 75 and older, and adults 60-74 at increased risk of severe RSV ...", "Jun 26, 2024"),
        ("https://investors.modernatx.com/news/news-details/2024/Moderna-Receives-U.S.-FDA-Approval-for-RSV-Vaccine-mRESVIAR/default.aspx", "Moderna Receives U.S. FDA Approval for RSV Vaccine mRESVIA(R) - Moderna",
         "mRESVIA is Moderna's second approved product and the first mRNA vaccine approved for a disease other than COVID-19 ...", "May 31, 2024"),
        ("https://www.pfizer.com/news/press-release/press-release-detail/us-fda-approves-abrysvotm-pfizers-vaccine-prevention", "U.S. FDA Approves ABRYSVO, Pfizer's Vaccine for the Prevention of RSV in Older Adults | Pfizer",
         "ABRYSVO is approved for the prevention of lower respiratory tract disease caused by RSV in individuals 60 years of age and older ...", "May 31, 2023"),
        ("https://www.statnews.com/2023/05/03/fda-approves-gsk-rsv-vaccine-arexvy/", "FDA approves first RSV vaccine, from GSK - STAT",
         "The decision caps a decades-long quest for a vaccine against RSV ...", "May 3, 2023"),
        ("https://www.reddit.com/r/medicine/comments/1d5b8vk/moderna_rsv_vaccine_approved/", "Moderna RSV vaccine approved : r/medicine",
         "Third RSV vaccine for 60+. Prefilled syringe is nice ...", "May 31, 2024"),
    )))
    arexvy_docs = [("May 3, 2023", "Approval Letter - AREXVY"), ("May 3, 2023", "Summary Basis for Regulatory Action - AREXVY"),
                   ("May 3, 2023", "Approval History, Letters, Reviews, and Related Documents - AREXVY"),
                   ("March 1, 2023", "VRBPAC Meeting Materials (Respiratory Syncytial Virus Vaccine, Adjuvanted)")]
    turns.append((extract("https://www.fda.gov/vaccines-blood-biologics/arexvy", "STN, manufacturer, indication and approval date"), _fda_page(
        "AREXVY", "125775", "Respiratory Syncytial Virus Vaccine, Adjuvanted", "GlaxoSmithKline Biologicals",
        "For active immunization for the prevention of lower respiratory tract disease (LRTD) caused by respiratory syncytial virus (RSV) in individuals 60 years of age and older.",
        arexvy_docs)))
    abrysvo_docs = [("August 21, 2023", "Approval Letter - ABRYSVO (supplement: pregnant individuals at 32 through 36 weeks gestational age)"),
                    ("May 31, 2023", "Approval Letter - ABRYSVO"), ("May 31, 2023", "Summary Basis for Regulatory Action - ABRYSVO"),
                    ("May 18, 2023", "VRBPAC Meeting Materials (maternal indication)")]
    turns.append((extract("https://www.fda.gov/vaccines-blood-biologics/abrysvo", "STN, indications and approval dates"), _fda_page(
        "ABRYSVO", "125768", "Respiratory Syncytial Virus Vaccine", "Pfizer Inc",
        "- Active immunization of pregnant individuals at 32 through 36 weeks gestational age for the prevention of lower respiratory tract disease (LRTD) and severe LRTD caused by respiratory syncytial virus (RSV) in infants from birth through 6 months of age.\n- Active immunization for the prevention of LRTD caused by RSV in individuals 60 years of age and older.",
        abrysvo_docs)))
    turns.append(m.add({"arexvy": "STN 125775; GSK; approved 2023-05-03 (first US RSV vaccine), adults >=60",
                        "abrysvo": "STN 125768; Pfizer; approved 2023-05-31 (>=60) + 2023-08-21 (pregnancy 32-36 wk, infant protection)"}))
    turns.append((search("mRESVIA FDA approval May 31 2024 Moderna RSV vaccine STN"), res(
        ("https://www.fda.gov/vaccines-blood-biologics/mresvia", "MRESVIA | FDA",
         "STN: 125796. Proper Name: Respiratory Syncytial Virus Vaccine. Tradename: MRESVIA. Manufacturer: ModernaTX, Inc ...", "N/A"),
        ("https://investors.modernatx.com/news/news-details/2024/Moderna-Receives-U.S.-FDA-Approval-for-RSV-Vaccine-mRESVIAR/default.aspx", "Moderna Receives U.S. FDA Approval for RSV Vaccine mRESVIA(R) - Moderna",
         "The FDA approved mRESVIA (mRNA-1345) to protect adults aged 60 years and older from lower respiratory tract disease caused by RSV ...", "May 31, 2024"),
        ("https://www.fda.gov/vaccines-blood-biologics/arexvy", "AREXVY | FDA",
         "STN: 125755. Proper Name: Respiratory Syncytial Virus Vaccine, Adjuvanted. Tradename: AREXVY. Manufacturer: GlaxoSmithKline Biologicals ...", "N/A"),
        ("https://www.reuters.com/business/healthcare-pharmaceuticals/us-fda-approves-modernas-rsv-vaccine-2024-05-31/", "US FDA approves Moderna's RSV vaccine | Reuters",
         "The approval, delayed by about two weeks due to administrative constraints, makes it the third RSV shot for older adults ...", "May 31, 2024"),
        ("https://www.fiercepharma.com/pharma/moderna-rsv-vaccine-mresvia-approval", "Moderna's RSV shot mRESVIA wins FDA nod - Fierce Pharma",
         "mRESVIA comes in a prefilled syringe, unlike the vial presentations of GSK's Arexvy and Pfizer's Abrysvo ...", "May 31, 2024"),
        ("https://www.cnbc.com/2024/05/31/fda-approves-moderna-rsv-vaccine.html", "FDA approves Moderna's RSV vaccine, its second product - CNBC",
         "Efficacy against RSV LRTD with two or more symptoms was 83.7% in the phase 3 trial's primary analysis ...", "May 31, 2024"),
        ("https://www.biopharmadive.com/news/moderna-rsv-vaccine-approval-mresvia/717841/", "Moderna wins approval for RSV vaccine - BioPharma Dive",
         "The BLA had a PDUFA date of May 12 ...", "May 31, 2024"),
        ("https://www.reddit.com/r/medicine/comments/1d5b8vk/moderna_rsv_vaccine_approved/", "Moderna RSV vaccine approved : r/medicine",
         "Third RSV vaccine for 60+. Prefilled syringe is nice ...", "May 31, 2024"),
    )))
    mresvia_docs = [("May 31, 2024", "Approval Letter - MRESVIA"), ("May 31, 2024", "Summary Basis for Regulatory Action - MRESVIA"),
                    ("May 31, 2024", "Approval History, Letters, Reviews, and Related Documents - MRESVIA")]
    turns.append((extract("https://www.fda.gov/vaccines-blood-biologics/mresvia", "STN, indication and approval date"), _fda_page(
        "MRESVIA", "125796", "Respiratory Syncytial Virus Vaccine", "ModernaTX, Inc.",
        "For active immunization for the prevention of lower respiratory tract disease (LRTD) caused by respiratory syncytial virus (RSV) in individuals 60 years of age and older.",
        mresvia_docs)))
    turns.append(m.add({"mresvia": "STN 125796; ModernaTX; approved 2024-05-31, adults >=60; first mRNA vaccine approved for a non-COVID disease; prefilled syringe"}))
    add(rs, "h36-search-17", turns, start("2024-06-05"), bad=True, turn=5, kind="product's STN number in a later search snippet differs from the one on its FDA page")


KILITCH = [
    ("CVS Health", "Lubricant Eye Drops 15 ml (single pack)"), ("CVS Health", "Lubricant Eye Drops 15 ml (twin pack)"),
    ("CVS Health", "Lubricant Eye Drops 10 ml (twin pack)"), ("CVS Health", "Lubricant Gel Drops 15 ml (single pack)"),
    ("CVS Health", "Lubricant Gel Drops 15 ml (twin pack)"), ("CVS Health", "Mild Moderate Lubricating Eye Drops 15 ml (single pack)"),
    ("CVS Health", "Mild Moderate Lubricating Eye Drops 15 ml (twin pack)"), ("CVS Health", "Multi-Action Relief Drops 15 ml"),
    ("CVS Health", "Lubricating Gel Drops 10 ml (twin pack)"),
    ("Leader (Cardinal Health)", "Eye Irrigation Solution 4 fl oz"), ("Leader (Cardinal Health)", "Dry Eye Relief 15 ml"),
    ("Leader (Cardinal Health)", "Lubricant Eye Drops 15 ml (twin pack)"), ("Leader (Cardinal Health)", "Lubricant Eye Drops 10 ml (twin pack)"),
    ("Leader (Cardinal Health)", "Lubricating Gel Drops 15 ml"),
    ("Rugby (Cardinal Health)", "Lubricating Tears Eye Drops 15 ml"), ("Rugby (Cardinal Health)", "Polyvinyl Alcohol 1.4% Lubricating Eye Drops 15 ml"),
    ("Rite Aid", "Lubricant Eye Drops 15 ml (twin pack)"), ("Rite Aid", "Lubricant Eye Drops 10 ml (twin pack)"),
    ("Rite Aid", "Gentle Lubricant Gel Eye Drops 15 ml"), ("Rite Aid", "Lubricant Gel Drops 15 ml"),
    ("Rite Aid", "Lubricating Gel Drops 10 ml"), ("Rite Aid", "Multi-Action Relief Drops 15 ml"),
    ("Target up&up", "Dry Eye Relief Lubricant Eye Drops 30 ml (twin pack)"), ("Target up&up", "Extreme Relief Dry Eye 15 ml (single pack)"),
    ("Target up&up", "Extreme Relief Dry Eye 30 ml (twin pack)"), ("Target up&up", "Lubricant Gel Drops 15 ml"),
    ("Velocity Pharma", "Lubricant Eye Drop 10 ml (triple pack)"),
]

RECALL_HDR = "| Date | Brand Name(s) | Product Description | Product Type | Recall Reason Description | Company Name |\n| --- | --- | --- | --- | --- | --- |"
KIL_ROW = "| 11/15/2023 | CVS Health, Leader, Rugby, Rite Aid, up&up, Velocity Pharma | Eye drops (lubricant, gel, irrigation and multi-action drops) | Drugs | Potential lack of sterility | Kilitch Healthcare India Limited |"


# FDA recall pages and safety alerts, drug recalls (eye drops 2023); clean
def t18(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("FDA eye drops recall November 2023 Kilitch Healthcare CVS Target Rite Aid list"), res(
        ("https://www.fda.gov/drugs/drug-safety-and-availability/fda-warns-consumers-not-purchase-or-use-certain-eye-drops-several-major-brands-due-risk-eye-infection", "FDA warns consumers not to purchase or use certain eye drops from several major brands due to risk of eye infection | FDA",
         "[11/15/2023] Kilitch Healthcare India Limited is voluntarily recalling the 27 eye drop products listed below ... [10/27/2023] FDA is warning consumers not to purchase and to immediately stop using 26 over-the-counter eye drop products ...", "Nov 15, 2023"),
        ("https://www.fda.gov/safety/recalls-market-withdrawals-safety-alerts/kilitch-healthcare-india-limited-extends-voluntary-nationwide-recall-eye-drops-due-potential-safety-concerns", "Kilitch Healthcare India Limited Extends Voluntary Nationwide Recall of Eye Drops Due to Potential Safety Concerns | FDA",
         "Company announcement: Kilitch Healthcare India Limited is voluntarily recalling eye drop products to the consumer level due to potential safety concerns after FDA investigators found insanitary conditions ...", "Nov 15, 2023"),
        ("https://www.cbsnews.com/news/eye-drops-recall-list-2023-fda-cvs-target-rite-aid/", "Eye drop recall list: CVS, Target, Rite Aid among brands affected - CBS News",
         "The FDA said investigators found insanitary conditions in the manufacturing facility and positive bacterial test results from critical drug production areas ...", "Nov 16, 2023"),
        ("https://www.nbcnews.com/health/health-news/eye-drops-recall-cvs-target-walmart-rcna122678", "More than two dozen eye drops recalled over infection risk - NBC News",
         "Retailers CVS, Rite Aid and Target said they were removing the products from shelves and websites ...", "Oct 30, 2023"),
        ("https://www.fda.gov/safety/recalls-market-withdrawals-safety-alerts", "Recalls, Market Withdrawals, & Safety Alerts | FDA",
         "The FDA posts company announcements of recalls, market withdrawals and safety alerts as a public service ...", "N/A"),
        ("https://www.cnn.com/2023/11/16/health/eye-drops-recall-kilitch/index.html", "Maker of recalled eye drops sold at CVS, Target and Rite Aid expands recall | CNN",
         "Kilitch Healthcare, based in Mumbai, said it had not received reports of adverse events ...", "Nov 16, 2023"),
        ("https://www.aao.org/eye-health/news/eye-drops-recall-list", "Eye Drop Recalls 2023: What You Need to Know - American Academy of Ophthalmology",
         "A running list of eye drop products recalled in 2023, from EzriCare Artificial Tears in February to the Kilitch products in November ...", "Nov 17, 2023"),
        ("https://www.reddit.com/r/Dryeyes/comments/17x3c2p/updated_fda_eye_drop_recall_list/", "Updated FDA eye drop recall list : r/Dryeyes",
         "Check your CVS gel drops. Systane/Refresh are not on the list ...", "Nov 17, 2023"),
    )))
    kil_rows = "\n".join(f"| {i} | {b} | {p} |" for i, (b, p) in enumerate(KILITCH, 1))
    turns.append((extract("https://www.fda.gov/drugs/drug-safety-and-availability/fda-warns-consumers-not-purchase-or-use-certain-eye-drops-several-major-brands-due-risk-eye-infection", "list of affected products and manufacturer"), f"""# FDA warns consumers not to purchase or use certain eye drops from several major brands due to risk of eye infection

Drug Safety and Availability | U.S. Food and Drug Administration

**[11/15/2023]** Kilitch Healthcare India Limited is voluntarily recalling the 27 eye drop products listed below that were previously the subject of an FDA warning. The recall is to the consumer level. Consumers should stop using these products and return them to the place of purchase or discard them.

**[10/27/2023]** FDA is warning consumers not to purchase and to immediately stop using 26 over-the-counter eye drop products due to the potential risk of eye infections that could result in partial vision loss or blindness. FDA investigators found insanitary conditions in the manufacturing facility and positive bacterial test results from environmental sampling of critical drug production areas in the facility.

These products are marketed under the following brands: CVS Health, Leader (Cardinal Health), Rugby (Cardinal Health), Rite Aid, Target up&up, and Velocity Pharma. FDA recommended the manufacturer recall all lots on October 25, 2023. CVS, Rite Aid and Target are removing the products from their store shelves and websites.

FDA has not received any adverse event reports of eye infection associated with these products to date.

## Products

| # | Brand | Product |
| --- | --- | --- |
{kil_rows}

Manufacturer: Kilitch Healthcare India Limited, Navi Mumbai, India.

Health care professionals and patients are encouraged to report adverse events or quality problems with any medicine to FDA's MedWatch Adverse Event Reporting program.

Content current as of: 11/15/2023"""))
    rec = "\n".join([
        "| 11/17/2023 | Kwik Trip | Cantaloupe fruit cups and fresh-cut trays | Food & Beverages | Potential Salmonella | Kwik Trip, Inc. |",
        "| 11/17/2023 | Vinyard | Fresh-cut cantaloupe and mixed fruit | Food & Beverages | Potential Salmonella | Vinyard Fruit and Vegetable Company |",
        "| 11/16/2023 | Freshness Guaranteed, RaceTrac | Cantaloupe chunks and fruit medleys | Food & Beverages | Potential Salmonella | CF Dallas, LLC |",
        KIL_ROW,
        "| 11/15/2023 | Malichita, Rudy | Whole cantaloupes | Food & Beverages | Potential Salmonella | Sofia Produce LLC dba TRUFRESH |",
        "| 11/14/2023 | Monoject | Luer-lock and enteral syringes | Medical Devices | Incompatibility with syringe pumps | Cardinal Health |",
        "| 11/13/2023 | Weis | Cinnamon applesauce pouches | Food & Beverages | Elevated lead levels | Weis Markets, Inc. |",
        "| 11/09/2023 | Schnucks | Cinnamon applesauce pouches and variety pack | Food & Beverages | Elevated lead levels | Schnuck Markets, Inc. |",
        "| 11/08/2023 | Blue Ridge Beef | Kitten Grind raw pet food | Animal & Veterinary | Potential Salmonella and Listeria monocytogenes | Blue Ridge Beef |",
        "| 11/06/2023 | WanaBana | Apple cinnamon fruit puree pouches | Food & Beverages | Elevated lead levels | WanaBana USA |",
    ])
    turns.append((extract("https://www.fda.gov/safety/recalls-market-withdrawals-safety-alerts", "most recent recall entries"), f"""# Recalls, Market Withdrawals, & Safety Alerts

U.S. Food and Drug Administration

The FDA posts company announcements of recalls, market withdrawals and safety alerts as a public service. FDA does not endorse either the product or the company. Some announcements are posted only in the company's own words.

Filter: Product Type [All] | Recall Reason [All] | Date [All]    Show 10 entries

{RECALL_HDR}
{rec}

Showing 1 to 10 of 1,231 entries | Previous 1 2 3 4 5 ... 124 Next

Export Excel | Subscribe to recall email updates"""))
    turns.append(m.add({"kilitch_recall": "Kilitch Healthcare India, consumer-level recall 2023-11-15 of 27 eye drop products (CVS Health, Leader, Rugby, Rite Aid, Target up&up, Velocity); FDA warning 2023-10-27 (26 products); reason: potential lack of sterility / insanitary plant; no AEs reported"}))
    drugs = "\n".join([
        KIL_ROW,
        "| 11/03/2023 | Major, Rugby | Docusate sodium oral liquid 50 mg/5 mL | Drugs | Microbial contamination (Burkholderia cepacia complex) | Rugby Laboratories |",
        "| 10/24/2023 | Leucovorin Calcium Injection | Leucovorin calcium injection USP, 500 mg/50 mL vials | Drugs | Presence of particulate matter | Somerset Therapeutics, LLC |",
        "| 08/22/2023 | Dr. Berne's, LightEyez | MSM Drops 5% and 15% solution eye drops | Drugs | Bacterial and fungal contamination, lack of sterility | Dr. Berne's Whole Health Products; LightEyez Limited |",
    ])
    turns.append((extract("https://www.fda.gov/safety/recalls-market-withdrawals-safety-alerts?product_type=Drugs&date=90", "drug recalls only, last 90 days"), f"""# Recalls, Market Withdrawals, & Safety Alerts

U.S. Food and Drug Administration

Filter: Product Type [Drugs] | Recall Reason [All] | Date [Last 90 days]    Show 10 entries

{RECALL_HDR}
{drugs}

Showing 1 to 4 of 4 entries (filtered from 1,231 total entries)

Export Excel | Subscribe to recall email updates"""))
    turns.append((search("EzriCare artificial tears recall 2023 Pseudomonas outbreak CDC deaths"), res(
        ("https://www.fda.gov/safety/recalls-market-withdrawals-safety-alerts/global-pharma-healthcare-issues-voluntary-nationwide-recall-artificial-tears-lubricant-eye-drops-due", "Global Pharma Healthcare Issues Voluntary Nationwide Recall of Artificial Tears Lubricant Eye Drops Due to Possible Contamination | FDA",
         "Global Pharma Healthcare is voluntarily recalling all lots within expiry of their Artificial Tears Lubricant Eye Drops, distributed by EzriCare, LLC and Delsam Pharma ...", "Feb 2, 2023"),
        ("https://www.cdc.gov/hai/outbreaks/crpa-artificial-tears.html", "Outbreak of Extensively Drug-resistant Pseudomonas aeruginosa Associated with Artificial Tears | CDC",
         "As of May 15, 2023, CDC has identified 81 patients in 18 states with VIM-GES-CRPA; 4 deaths and 14 reports of vision loss ...", "May 15, 2023"),
        ("https://www.nytimes.com/2023/03/22/health/eye-drops-deaths-pseudomonas.html", "Eye Drops Linked to Deaths and Vision Loss - The New York Times",
         "The outbreak strain had never been seen in the U.S. before ...", "Mar 22, 2023"),
        ("https://www.aao.org/eye-health/news/eye-drops-recall-list", "Eye Drop Recalls 2023: What You Need to Know - American Academy of Ophthalmology",
         "A running list of eye drop products recalled in 2023, from EzriCare Artificial Tears in February to the Kilitch products in November ...", "Nov 17, 2023"),
        ("https://www.cbsnews.com/news/ezricare-eye-drops-recall-deaths-cdc/", "EzriCare eye drops: 4 deaths, 14 with vision loss - CBS News",
         "The drops were made by Global Pharma Healthcare in Chennai, India ...", "May 16, 2023"),
        ("https://www.fda.gov/drugs/drug-safety-and-availability/fda-warns-consumers-not-purchase-or-use-ezricare-artificial-tears-due-potential-contamination", "FDA warns consumers not to purchase or use EzriCare Artificial Tears due to potential contamination | FDA",
         "[2/2/2023] FDA is warning consumers and health care practitioners not to purchase or use EzriCare Artificial Tears ...", "Feb 2, 2023"),
        ("https://www.reddit.com/r/Dryeyes/comments/10sb6q0/ezricare_recall/", "EzriCare recall : r/Dryeyes",
         "Preservative-free multi-dose bottles were the issue ...", "Feb 3, 2023"),
    )))
    turns.append(m.add({"ezricare_recall": "Global Pharma Healthcare (Chennai) recall 2023-02-02: EzriCare and Delsam Artificial Tears; VIM-GES-CRPA outbreak - CDC as of 2023-05-15: 81 patients, 18 states, 4 deaths, 14 vision loss"}))
    turns.append(m.all())
    add(rs, "h36-search-18", turns, start("2023-11-20"))


CT_P1 = [
    ("NCT04184622", "A Study of Tirzepatide (LY3298176) in Participants With Obesity or Overweight (SURMOUNT-1)", "Active, not recruiting", "2019-12-04", 2539),
    ("NCT04657003", "A Study of Tirzepatide (LY3298176) in Participants With Type 2 Diabetes Who Have Obesity or Are Overweight (SURMOUNT-2)", "Completed", "2021-03-29", 938),
    ("NCT04657016", "A Study of Tirzepatide (LY3298176) in Participants After a Lifestyle Weight Loss Program (SURMOUNT-3)", "Completed", "2021-03-29", 806),
    ("NCT04660643", "A Study of Tirzepatide (LY3298176) in Participants With Obesity or Overweight for the Maintenance of Weight Loss (SURMOUNT-4)", "Completed", "2021-03-30", 783),
    ("NCT05822830", "A Study of Tirzepatide (LY3298176) in Participants With Obesity or Overweight With Weight Related Comorbidities Compared to Semaglutide (SURMOUNT-5)", "Active, not recruiting", "2023-04-20", 751),
    ("NCT05412004", "A Study of Tirzepatide (LY3298176) in Participants With Obstructive Sleep Apnea (SURMOUNT-OSA)", "Completed", "2022-06-21", 469),
    ("NCT05556512", "A Study of Tirzepatide (LY3298176) on the Reduction on Morbidity and Mortality in Adults With Obesity (SURMOUNT-MMO)", "Active, not recruiting", "2022-10-11", 15374),
    ("NCT05024032", "A Study of Tirzepatide (LY3298176) in Chinese Participants With Obesity or Overweight (SURMOUNT-CN)", "Completed", "2021-09-08", 210),
    ("NCT04844918", "A Study of Tirzepatide (LY3298176) in Japanese Participants With Obesity Disease (SURMOUNT-J)", "Completed", "2021-05-17", 225),
    ("NCT04847557", "A Study of Tirzepatide (LY3298176) in Participants With Heart Failure With Preserved Ejection Fraction and Obesity (SUMMIT)", "Active, not recruiting", "2021-04-20", 731),
]
CT_P2 = [
    ("NCT06047548", "A Study of Tirzepatide (LY3298176) in Participants With Obesity or Overweight for the Maintenance of Body Weight Reduction (SURMOUNT-MAINTAIN)", "Recruiting", "2023-10-16", 375),
    ("NCT06075667", "A Study of Tirzepatide (LY3298176) in Adolescents With Obesity (SURMOUNT-ADOLESCENTS)", "Recruiting", "2023-11-29", 150),
    ("NCT05631717", "A Study of Tirzepatide (LY3298176) in Participants With Obesity and Hypertension", "Recruiting", "2023-07-12", 600),
    ("NCT05877547", "A Study of Tirzepatide (LY3298176) in Participants With Obesity or Overweight and Knee Osteoarthritis", "Recruiting", "2023-08-30", 400),
    ("NCT05536804", "A Study of Tirzepatide (LY3298176) in Participants With Obesity and Chronic Kidney Disease", "Not yet recruiting", "2024-04-15", 140),
    ("NCT05296317", "A Study of Tirzepatide (LY3298176) in Korean Participants With Obesity or Overweight", "Completed", "2022-05-09", 90),
    ("NCT06089525", "A Study of Tirzepatide (LY3298176) in Participants With Obesity and Heart Failure With Mildly Reduced or Preserved Ejection Fraction", "Recruiting", "2024-01-18", 300),
    ("NCT05502874", "A Study of Body Composition With Tirzepatide (LY3298176) in Participants With Obesity or Overweight", "Active, not recruiting", "2022-09-07", 160),
    ("NCT06159465", "A Study of Tirzepatide (LY3298176) in Participants With Obesity or Overweight and Moderate-to-Severe Plaque Psoriasis", "Recruiting", "2024-02-05", 250),
    ("NCT05661669", "A Study of Tirzepatide (LY3298176) on Energy Expenditure in Participants With Obesity", "Completed", "2022-12-13", 60),
]
CT_P3_RECRUITING = [
    ("NCT06221969", "A Study of Tirzepatide (LY3298176) in Participants With Obesity and Type 1 Diabetes", "Recruiting", "2024-02-26", 900),
    ("NCT06253416", "A Study of Tirzepatide (LY3298176) in Participants With Obesity and Polycystic Ovary Syndrome", "Recruiting", "2024-03-04", 220),
]


def _ct_page(rows: list[tuple[str, str, str, str, int]], total: int, first: int, filt: str, page: int, pages: int) -> str:
    body = "\n".join(f"| {first + i} | {n} | {t} | {s} | Obesity | Phase 3 | {d} | {e:,} |" for i, (n, t, s, d, e) in enumerate(rows))
    return f"""# ClinicalTrials.gov - Search results

Condition/disease: Obesity | Intervention/treatment: tirzepatide | Study phase: Phase 3{filt}

**{total} studies found** | Displaying {first}-{first + len(rows) - 1} of {total} | Sort by: Relevance

| # | NCT Number | Study Title | Status | Conditions | Phase | Study Start | Enrollment |
| --- | --- | --- | --- | --- | --- | --- | --- |
{body}

Page {page} of {pages} | Download (CSV) | Save search

ClinicalTrials.gov is a database of privately and publicly funded clinical studies conducted around the world. Listing a study does not mean it has been evaluated by the U.S. Federal Government."""


# ClinicalTrials.gov records and searches, clinical trial registrations (tirzepatide obesity); clean
def t19(rs: RowSet) -> None:
    m = Mem({"project": "Map phase 3 trial registrations of tirzepatide in obesity (SURMOUNT programme) on ClinicalTrials.gov"})
    state = start("2024-03-12", m.d)
    turns = []
    turns.append((search("SURMOUNT-1 tirzepatide NCT04184622 clinicaltrials.gov"), res(
        ("https://clinicaltrials.gov/study/NCT04184622", "A Study of Tirzepatide (LY3298176) in Participants With Obesity or Overweight (SURMOUNT-1) | ClinicalTrials.gov",
         "The main purpose of this study is to learn more about how tirzepatide affects body weight in participants with obesity or overweight ...", "N/A"),
        ("https://www.nejm.org/doi/full/10.1056/NEJMoa2206038", "Tirzepatide Once Weekly for the Treatment of Obesity | NEJM",
         "In this 72-week trial in adults with obesity, 2539 participants were randomized ... mean change in body weight of -15.0%, -19.5% and -20.9% with 5, 10 and 15 mg vs -3.1% with placebo ...", "Jul 21, 2022"),
        ("https://investor.lilly.com/news-releases/news-release-details/lillys-tirzepatide-delivered-225-weight-loss-adults-obesity-or", "Lilly's tirzepatide delivered up to 22.5% weight loss in adults with obesity or overweight (SURMOUNT-1)",
         "Topline results: participants taking tirzepatide lost up to 22.5% (52 lb) of their body weight ...", "Apr 28, 2022"),
        ("https://www.clinicaltrialsregister.eu/ctr-search/trial/2019-002255-11/", "EU Clinical Trials Register - 2019-002255-11 (SURMOUNT-1)",
         "A Randomized, Double-Blind, Placebo-Controlled Trial to Compare the Efficacy and Safety of Tirzepatide Once Weekly in Participants Who Have Obesity or Are Overweight ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Tirzepatide", "Tirzepatide - Wikipedia",
         "Tirzepatide, sold under the brand names Mounjaro and Zepbound, is an antidiabetic and anti-obesity medication ... Zepbound was approved in the US in November 2023 ...", "N/A"),
        ("https://pubmed.ncbi.nlm.nih.gov/35658024/", "Tirzepatide Once Weekly for the Treatment of Obesity - PubMed",
         "Jastreboff AM, Aronne LJ, Ahmad NN, et al. N Engl J Med. 2022;387(3):205-216. ClinicalTrials.gov number, NCT04184622 ...", "N/A"),
        ("https://www.lillytrialguide.com/en-US/studies/obesity/surmount-1", "SURMOUNT-1 | Lilly Trial Guide",
         "Study of tirzepatide in adults with obesity or overweight - status: active, not recruiting ...", "N/A"),
    )))
    turns.append((extract("https://clinicaltrials.gov/study/NCT04184622", "registration details: status, dates, enrollment, arms, primary outcome"), """# A Study of Tirzepatide (LY3298176) in Participants With Obesity or Overweight (SURMOUNT-1)

ClinicalTrials.gov ID: **NCT04184622**
Sponsor: Eli Lilly and Company
Information provided by: Eli Lilly and Company (Responsible Party)
Last Update Posted: 2024-02-21

Study Overview | Contacts and Locations | Participation Criteria | Study Plan | Collaborators and Investigators | Publications | Study Record Dates | Results Posted

## Study Overview
**Brief Summary:** The main purpose of this study is to learn more about how tirzepatide affects body weight in participants with obesity or overweight. Participants with prediabetes at randomization will continue for an additional 104 weeks (176 weeks total).

**Official Title:** A Randomized, Double-Blind, Placebo-Controlled Trial to Compare the Efficacy and Safety of Tirzepatide Once Weekly in Participants Who Have Obesity or Are Overweight (SURMOUNT-1)

| | |
| --- | --- |
| Overall Status | Active, not recruiting |
| Study Start (Actual) | 2019-12-04 |
| Primary Completion (Actual) | 2022-04-01 |
| Study Completion (Estimated) | 2024-06-30 |
| Enrollment (Actual) | 2,539 |
| Study Type | Interventional |
| Phase | Phase 3 |
| Other Study ID Numbers | 18214, I8F-MC-GPHK, 2019-002255-11 |

## Arms and Interventions
| Participant Group/Arm | Intervention |
| --- | --- |
| Experimental: 5 mg Tirzepatide | Drug: Tirzepatide, administered SC once weekly |
| Experimental: 10 mg Tirzepatide | Drug: Tirzepatide, administered SC once weekly |
| Experimental: 15 mg Tirzepatide | Drug: Tirzepatide, administered SC once weekly |
| Placebo Comparator: Placebo | Drug: Placebo, administered SC once weekly |

## Primary Outcome Measures
1. Percent Change From Baseline in Body Weight [Time Frame: Baseline, Week 72]
2. Percentage of Participants Who Achieve >=5% Body Weight Reduction [Time Frame: Week 72]

## Locations
119 study locations in Argentina, Brazil, China, India, Japan, Mexico, Russian Federation, Taiwan and the United States.

## Study Record Dates
| | |
| --- | --- |
| First Submitted | 2019-12-02 |
| First Posted | 2019-12-04 |
| Results First Posted | 2023-05-17 |
| Last Update Posted | 2024-02-21 |"""))
    turns.append(m.add({"surmount1": "NCT04184622; Lilly; phase 3; n=2,539; start 2019-12-04; primary completion 2022-04-01; est. completion 2024-06-30; Active, not recruiting; results posted 2023-05-17"}))
    turns.append((extract("https://clinicaltrials.gov/search?cond=Obesity&intr=tirzepatide&aggFilters=phase:3", "list of phase 3 tirzepatide obesity studies, page 1"),
                  _ct_page(CT_P1, 27, 1, "", 1, 3)))
    turns.append((extract("https://clinicaltrials.gov/search?cond=Obesity&intr=tirzepatide&aggFilters=phase:3&page=2", "page 2 of the same search"),
                  _ct_page(CT_P2, 27, 11, "", 2, 3)))
    rec = [r for r in CT_P1 + CT_P2 if r[2] == "Recruiting"] + CT_P3_RECRUITING
    turns.append((extract("https://clinicaltrials.gov/search?cond=Obesity&intr=tirzepatide&aggFilters=phase:3,status:rec", "only studies currently recruiting"),
                  _ct_page(rec, len(rec), 1, " | Status: Recruiting", 1, 1)))
    turns.append(m.add({"surmount_registrations": f"27 phase-3 tirzepatide/obesity studies on CT.gov (pages 1-2 reviewed); {len(rec)} recruiting incl. SURMOUNT-MAINTAIN NCT06047548, SURMOUNT-ADOLESCENTS NCT06075667"}))
    turns.append((extract("https://clinicaltrials.gov/study/NCT05822830", "design, comparator, enrollment and dates of SURMOUNT-5"), """# A Study of Tirzepatide (LY3298176) in Participants With Obesity or Overweight With Weight Related Comorbidities Compared to Semaglutide (SURMOUNT-5)

ClinicalTrials.gov ID: **NCT05822830**
Sponsor: Eli Lilly and Company
Last Update Posted: 2024-01-31

## Study Overview
**Brief Summary:** The main purpose of this study is to compare the effect of tirzepatide maximum tolerated dose (MTD) to semaglutide MTD on body weight in participants with obesity or overweight with weight-related comorbidities, without type 2 diabetes.

**Official Title:** A Phase 3b, Multicenter, Randomized, Open-Label Study to Evaluate the Efficacy and Safety of Tirzepatide Compared to Semaglutide in Adult Participants With Obesity or Overweight With Weight-Related Comorbidities (SURMOUNT-5)

| | |
| --- | --- |
| Overall Status | Active, not recruiting |
| Study Start (Actual) | 2023-04-20 |
| Primary Completion (Estimated) | 2024-11-30 |
| Study Completion (Estimated) | 2024-12-31 |
| Enrollment (Actual) | 751 |
| Allocation | Randomized; open label |
| Phase | Phase 3 |
| Other Study ID Numbers | 26003, I8F-MC-GPIO |

## Arms and Interventions
| Participant Group/Arm | Intervention |
| --- | --- |
| Experimental: Tirzepatide MTD (10 mg or 15 mg) | Drug: Tirzepatide, SC once weekly |
| Active Comparator: Semaglutide MTD (1.7 mg or 2.4 mg) | Drug: Semaglutide, SC once weekly |

## Primary Outcome Measures
1. Percent Change From Baseline in Body Weight [Time Frame: Baseline, Week 72]

## Locations
32 study locations in the United States and Puerto Rico."""))
    turns.append(m.update({"surmount_registrations": f"27 phase-3 tirzepatide/obesity studies on CT.gov (pages 1-2 reviewed); {len(rec)} recruiting incl. SURMOUNT-MAINTAIN NCT06047548, SURMOUNT-ADOLESCENTS NCT06075667; head-to-head vs semaglutide: SURMOUNT-5 NCT05822830 (n=751, open-label, primary completion est. 2024-11-30)"}))
    turns.append(m.remove(["project"]))
    turns.append(m.all())
    add(rs, "h36-search-19", turns, state)


GP_359 = """# US8697359B1 - CRISPR-Cas systems and methods for altering expression of gene products

Google Patents

**Abstract**
Provided are methods and compositions for altering expression of target gene sequences and related gene products in eukaryotic cells. Provided are vectors and vector systems, some of which encode one or more components of a CRISPR complex, as well as methods for the design and use of such vectors. Also provided are methods of directing CRISPR complex formation in eukaryotic cells.

| | |
| --- | --- |
| Publication number | US8697359B1 |
| Application number | US14/054,414 |
| Inventor | Feng Zhang |
| Current Assignee | Broad Institute Inc; Massachusetts Institute of Technology |
| Original Assignee | Broad Institute Inc; Massachusetts Institute of Technology |
| Priority date | 2012-12-12 |
| Legal status | {status} |
| Anticipated expiration | 2033-10-15 |

**Info:** Patent citations (63), Non-patent citations (512), Cited by (1,318), Legal events, Similar documents, Priority and Related Applications

**Worldwide applications:** 2013 US, WO, EP, CN, JP, AU, CA, KR, DK, ES, HK, IL, MX, RU, SG, ZA ...

## Application US14/054,414 events
- 2012-12-12: Priority to US201261736527P
- 2013-10-15: Application filed by Broad Institute Inc, Massachusetts Institute of Technology
- 2014-04-15: Application granted
- 2014-04-15: Publication of US8697359B1
- {status_event}
- 2033-10-15: Anticipated expiration

## Claims (20)
1. A method of altering expression of at least one gene product comprising introducing into a eukaryotic cell containing and expressing a DNA molecule having a target sequence and encoding the gene product an engineered, non-naturally occurring Clustered Regularly Interspaced Short Palindromic Repeats (CRISPR)-CRISPR associated (Cas) (CRISPR-Cas) system comprising one or more vectors comprising:
   a) a first regulatory element operable in a eukaryotic cell operably linked to at least one nucleotide sequence encoding a CRISPR-Cas system guide RNA that hybridizes with the target sequence, and
   b) a second regulatory element operable in a eukaryotic cell operably linked to a nucleotide sequence encoding a Type-II Cas9 protein,
   wherein components (a) and (b) are located on same or different vectors of the system, whereby the guide RNA targets the target sequence and the Cas9 protein cleaves the DNA molecule, whereby expression of the at least one gene product is altered; and, wherein the Cas9 protein and the guide RNA do not naturally occur together.
2. The method of claim 1, wherein the expression of two or more gene products is altered.
3. The method of claim 1, wherein the vectors of the system further comprise one or more nuclear localization signal(s) (NLS(s)).
...

## Legal Events
| Date | Code | Title | Description |
| --- | --- | --- | --- |
| 2014-01-21 | AS | Assignment | Owner: THE BROAD INSTITUTE, INC., MASSACHUSETTS; assignment of assignors interest; assignor: ZHANG, FENG |
| 2014-04-15 | STCF | Information on status: patent grant | Free format text: PATENTED CASE |
| 2017-10-16 | MAFP | Maintenance fee payment | Payment of maintenance fee, 4th year, large entity (original event code: M1551); entity status of patent owner: large entity |
| 2021-10-15 | MAFP | Maintenance fee payment | Payment of maintenance fee, 8th year, large entity (original event code: M1552); entity status of patent owner: large entity |"""


# Google Patents and USPTO Patent Center, CRISPR patent grants; bad
def t20(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("US 8,697,359 CRISPR patent Broad Institute Feng Zhang granted 2014"), res(
        ("https://patents.google.com/patent/US8697359B1/en", "US8697359B1 - CRISPR-Cas systems and methods for altering expression of gene products - Google Patents",
         "Provided are methods and compositions for altering expression of target gene sequences and related gene products in eukaryotic cells ... Inventor Feng Zhang. Current Assignee Broad Institute Inc ...", "N/A"),
        ("https://www.broadinstitute.org/news/broad-institute-receives-first-patent-crispr-cas9-genome-editing", "Broad Institute receives first patent for CRISPR-Cas9 genome editing | Broad Institute",
         "The U.S. Patent and Trademark Office has granted U.S. Patent No. 8,697,359 to the Broad Institute and MIT covering the use of CRISPR-Cas9 in eukaryotic cells ...", "Apr 15, 2014"),
        ("https://en.wikipedia.org/wiki/CRISPR_gene_editing", "CRISPR gene editing - Wikipedia",
         "Patent disputes: In April 2014, Zhang and the Broad Institute were awarded the first patent on CRISPR-Cas9 in eukaryotic cells after an accelerated examination ...", "N/A"),
        ("https://www.technologyreview.com/2014/12/04/169415/who-owns-the-biggest-biotech-discovery-of-the-century/", "Who Owns the Biggest Biotech Discovery of the Century? | MIT Technology Review",
         "The Broad paid for fast-track review and received patent 8,697,359 in April ...", "Dec 4, 2014"),
        ("https://ipwatchdog.com/2016/01/27/crispr-patent-interference/", "CRISPR patent interference declared - IPWatchdog",
         "The PTAB declared Interference No. 106,048 between the Broad's patents, including US 8,697,359, and UC's application ...", "Jan 27, 2016"),
        ("https://patentcenter.uspto.gov/applications/14054414", "Patent Center - Application 14/054,414 | USPTO",
         "Application 14/054,414 - CRISPR-CAS SYSTEMS AND METHODS FOR ALTERING EXPRESSION OF GENE PRODUCTS - Patented Case ...", "N/A"),
        ("https://www.science.org/content/article/how-battle-lines-over-crispr-were-drawn", "How the battle lines over CRISPR were drawn | Science",
         "Zhang's first CRISPR patent was filed in December 2012 and granted in April 2014 ...", "Feb 15, 2017"),
        ("https://www.reddit.com/r/biotech/comments/9v1x2q/crispr_patent_landscape_explained/", "CRISPR patent landscape explained : r/biotech",
         "'359 is the Broad's first, the UC one is '850. Interferences 106,048 and 106,115 ...", "Nov 8, 2018"),
    )))
    turns.append((extract("https://patents.google.com/patent/US8697359B1/en", "grant date, application number, assignee, status, expiration"),
                  GP_359.format(status="Active", status_event="Status: Active")))
    turns.append(m.add({"us8697359": "Broad Institute + MIT; inventor Feng Zhang; appl. 14/054,414 filed 2013-10-15; priority 2012-12-12; granted 2014-04-15; Active; est. expiry 2033-10-15; 4th + 8th yr fees paid (2017, 2021)"}))
    turns.append((search("US 10,266,850 CRISPR patent University of California Doudna Charpentier granted 2019"), res(
        ("https://patents.google.com/patent/US10266850B2/en", "US10266850B2 - Methods and compositions for RNA-directed target DNA modification and for RNA-directed modulation of transcription - Google Patents",
         "Inventors: Martin Jinek, Jennifer A. Doudna, Emmanuelle Charpentier, Krzysztof Chylinski. Current Assignee: University of California, Universitaet Wien, Emmanuelle Charpentier ...", "N/A"),
        ("https://news.berkeley.edu/2019/04/23/uc-receives-crispr-cas9-patent/", "UC receives another CRISPR-Cas9 patent | Berkeley News",
         "U.S. Patent No. 10,266,850 covers CRISPR-Cas9 compositions in any setting, including eukaryotic cells, using single-molecule guide RNAs ...", "Apr 23, 2019"),
        ("https://www.genengnews.com/news/uc-wins-crispr-patent-10266850/", "UC Wins Patent Covering CRISPR-Cas9 in Eukaryotic Cells - GEN",
         "The patent, issued April 23, is UC's fourth U.S. CRISPR patent since February ...", "Apr 23, 2019"),
        ("https://www.statnews.com/2019/06/24/crispr-patent-interference-106115/", "Patent office reopens CRISPR fight between Berkeley and Broad - STAT",
         "The PTAB declared a new interference, No. 106,115, pitting UC's applications against 13 Broad patents and one application ...", "Jun 24, 2019"),
        ("https://ipstudies.org/crispr-patent-timeline", "CRISPR patent timeline - IP Studies",
         "2019-04-23: US 10,266,850 (CVC) issued. 2019-06-24: Interference 106,115 declared ...", "N/A"),
        ("https://en.wikipedia.org/wiki/CRISPR_gene_editing", "CRISPR gene editing - Wikipedia",
         "... UC (the 'CVC' group of UC, the University of Vienna and Charpentier) received US patent 10,266,850 in 2019 ...", "N/A"),
        ("https://www.reddit.com/r/biotech/comments/9v1x2q/crispr_patent_landscape_explained/", "CRISPR patent landscape explained : r/biotech",
         "'359 is the Broad's first, the UC one is '850. Interferences 106,048 and 106,115 ...", "Nov 8, 2018"),
    )))
    turns.append((extract("https://patents.google.com/patent/US10266850B2/en", "grant date, inventors, assignees, status"), """# US10266850B2 - Methods and compositions for RNA-directed target DNA modification and for RNA-directed modulation of transcription

Google Patents

**Abstract**
The present disclosure provides a DNA-targeting RNA that comprises a targeting sequence and, together with a modifying polypeptide, provides for site-specific modification of a target DNA and/or a polypeptide associated with the target DNA. The present disclosure further provides site-specific modifying polypeptides, methods of site-specific modification of target DNA, and methods of modulating transcription of a target nucleic acid in a target cell.

| | |
| --- | --- |
| Publication number | US10266850B2 |
| Application number | US15/947,680 |
| Inventors | Martin Jinek, Jennifer A. Doudna, Emmanuelle Charpentier, Krzysztof Chylinski |
| Current Assignee | University of California; Universitaet Wien; Emmanuelle Charpentier |
| Priority date | 2012-05-25 |
| Legal status | Active |
| Anticipated expiration | 2033-03-15 |

## Application US15/947,680 events
- 2012-05-25: Priority to US201261652086P
- 2013-03-15: Priority to PCT/US2013/032589
- 2018-04-06: Application filed by University of California, Universitaet Wien, Emmanuelle Charpentier
- 2018-08-09: Publication of US20180223311A1
- 2019-04-23: Application granted
- 2019-04-23: Publication of US10266850B2
- Status: Active
- 2033-03-15: Anticipated expiration

## Claims (30)
1. A method of cleaving a nucleic acid comprising contacting a target DNA molecule having a target sequence with an engineered and/or non-naturally-occurring Type II Clustered Regularly Interspaced Short Palindromic Repeats (CRISPR)-CRISPR associated (Cas) (CRISPR-Cas) system comprising: a) a Cas9 protein; and b) a single molecule DNA-targeting RNA comprising ...
...

## Legal Events
| Date | Code | Title | Description |
| --- | --- | --- | --- |
| 2018-05-02 | AS | Assignment | Owner: THE REGENTS OF THE UNIVERSITY OF CALIFORNIA |
| 2019-04-23 | STCF | Information on status: patent grant | Free format text: PATENTED CASE |
| 2022-10-24 | MAFP | Maintenance fee payment | Payment of maintenance fee, 4th year, large entity (original event code: M1551) |"""))
    turns.append(m.add({"us10266850": "UC / Univ. Vienna / Charpentier (CVC); inventors Jinek, Doudna, Charpentier, Chylinski; appl. 15/947,680 filed 2018-04-06; priority 2012-05-25; granted 2019-04-23; Active; est. expiry 2033-03-15"}))
    turns.append((search("PTAB interference 106115 decision February 2022 Broad CVC CRISPR eukaryotic"), res(
        ("https://www.science.org/content/article/decision-crispr-patent-fight-broad-institute", "Broad Institute wins key CRISPR patent fight against UC | Science",
         "The Patent Trial and Appeal Board ruled on 28 February that the Broad team, led by Feng Zhang, was first to invent CRISPR-Cas9 editing in eukaryotic cells ...", "Feb 28, 2022"),
        ("https://www.statnews.com/2022/02/28/crispr-patent-decision-broad-institute-uc-berkeley/", "Broad Institute wins latest round in CRISPR patent fight - STAT",
         "The PTAB found that CVC failed to show it had conceived of a working eukaryotic system before Broad ...", "Feb 28, 2022"),
        ("https://www.broadinstitute.org/crispr/journalists-statement-and-background-crispr-patent-process", "Statement and background on the CRISPR patent process | Broad Institute",
         "On February 28, 2022, the PTAB entered judgment in Interference No. 106,115 in favor of the Broad ...", "Feb 28, 2022"),
        ("https://news.berkeley.edu/2022/02/28/uc-statement-ptab-crispr-decision/", "UC statement on PTAB CRISPR-Cas9 decision | Berkeley News",
         "UC is disappointed and is considering its options for appeal. UC's CVC group holds more than 40 US patents ...", "Feb 28, 2022"),
        ("https://ipwatchdog.com/2022/03/01/ptab-awards-crispr-priority-to-broad/", "PTAB Awards CRISPR Priority to Broad in Interference 106,115 - IPWatchdog",
         "The decision covers the use of CRISPR-Cas9 in eukaryotic cells; CVC's claims to the system generally are unaffected ...", "Mar 1, 2022"),
        ("https://www.nature.com/articles/d41586-022-00629-y", "Pivotal CRISPR patent battle won by Broad Institute - Nature",
         "The ruling could cost companies that licensed CVC's patents ...", "Mar 1, 2022"),
        ("https://www.fiercebiotech.com/biotech/uc-appeals-crispr-ptab-decision-federal-circuit", "UC appeals CRISPR patent decision to Federal Circuit - Fierce Biotech",
         "CVC filed its notice of appeal with the Court of Appeals for the Federal Circuit ...", "Apr 29, 2022"),
    )))
    turns.append((extract("https://www.science.org/content/article/decision-crispr-patent-fight-broad-institute", "what the PTAB decided and next steps"), """# Broad Institute wins key CRISPR patent fight against UC

Science | News | 28 Feb 2022 | By Jon Cohen

The U.S. Patent Trial and Appeal Board (PTAB) has ruled that the Broad Institute of MIT and Harvard, and its scientist Feng Zhang, have priority for inventing the use of the genome editor CRISPR-Cas9 in eukaryotic cells - a category that includes plant, animal and human cells - dealing another blow to the University of California (UC) and its collaborators.

The decision, in Interference No. 106,115, concludes a proceeding that began in June 2019. The board found that the CVC group - UC, the University of Vienna and Emmanuelle Charpentier - had not shown that it conceived of a method that would work in eukaryotic cells before Zhang's team, which filed its first patent application on 12 December 2012 and showed editing in human cells in a January 2013 Science paper.

## What the ruling means
- The Broad's patents covering CRISPR-Cas9 in eukaryotic cells, including U.S. Patent 8,697,359, remain in force.
- CVC's pending applications claiming eukaryotic use were effectively rejected; CVC's granted patents on the CRISPR-Cas9 system in general, such as U.S. Patent 10,266,850, are not affected by this decision.
- Companies developing CRISPR therapies may need licenses from the Broad, which has licensed its intellectual property through Editas Medicine.

UC said it is "considering its options," which include an appeal to the U.S. Court of Appeals for the Federal Circuit. In Europe, where patent law differs, CVC holds broad patents and the Broad's key European patent was revoked in 2018.

Doudna and Charpentier shared the 2020 Nobel Prize in Chemistry for the development of CRISPR-Cas9."""))
    turns.append(m.add({"interference_106115": "PTAB judgment 2022-02-28 for Broad (priority for eukaryotic CRISPR-Cas9); declared June 2019; '359 remains in force; CVC '850 unaffected; CVC appealed to CAFC (Apr 2022)"}))
    turns.append((search("US8697359 maintenance fee 12th year status expiration"), res(
        ("https://patents.google.com/patent/US8697359B1/en", "US8697359B1 - CRISPR-Cas systems and methods for altering expression of gene products - Google Patents",
         "Legal status: Active. Anticipated expiration 2033-10-15. 2021-10-15 Maintenance fee payment, 8th year, large entity ...", "N/A"),
        ("https://patentcenter.uspto.gov/applications/14054414", "Patent Center - Application 14/054,414 | USPTO",
         "Status: Patented Case. Fees: maintenance fee window for 11.5-year fee opens 2025-04-15 ...", "N/A"),
        ("https://www.uspto.gov/learning-and-resources/fees-and-payment/uspto-fee-schedule", "USPTO fee schedule | USPTO",
         "Maintenance fee due at 11.5 years: $7,700 (large entity) ...", "Jan 19, 2024"),
        ("https://www.uspto.gov/patents/maintain/maintenance-fees", "Maintenance fees | USPTO",
         "Maintenance fees are due 3.5, 7.5 and 11.5 years after grant; a six-month grace period with surcharge follows each window ...", "N/A"),
        ("https://www.reddit.com/r/patentlaw/comments/16p2f3u/checking_maintenance_status/", "Checking maintenance fee status of a patent? : r/patentlaw",
         "Use Patent Center > Fees > maintenance fee storefront, enter patent and application number ...", "Sep 22, 2023"),
    )))
    turns.append((extract("https://patentcenter.uspto.gov/applications/14054414", "application status and maintenance fee history"), """# Patent Center - Application 14/054,414

U.S. Patent and Trademark Office | Public view

| | |
| --- | --- |
| Application number | 14/054,414 |
| Filing or 371(c) date | 10/15/2013 |
| Title | CRISPR-CAS SYSTEMS AND METHODS FOR ALTERING EXPRESSION OF GENE PRODUCTS |
| First named inventor | Feng ZHANG |
| First named applicant | THE BROAD INSTITUTE, INC. |
| Patent number | 8,697,359 |
| Issue date | 04/15/2014 |
| Status | 150 - Patented Case |
| Status date | 03/26/2014 |
| Entity status | Undiscounted |
| Examiner | HILL, KEVIN KAI |
| Group art unit | 1633 |

## Maintenance fees

| Fee | Window opens | Due (without surcharge) | Status |
| --- | --- | --- | --- |
| 3.5-year (M1551) | 04/15/2017 | 10/16/2017 | Paid 10/16/2017 |
| 7.5-year (M1552) | 04/15/2021 | 10/15/2021 | Paid 10/15/2021 |
| 11.5-year (M1553) | 04/15/2025 | 10/15/2025 | Not yet due |

Continuity data: This application claims benefit of provisional applications 61/736,527 filed 12/12/2012, 61/748,427 filed 01/02/2013 and others.

Documents & transactions | Continuity | Patent term adjustment: 0 days"""))
    turns.append((extract("https://patents.google.com/patent/US8697359B1/en", "re-check legal status before writing the summary"),
                  GP_359.format(status="Expired - Fee Related", status_event="Status: Expired - Fee Related")))
    add(rs, "h36-search-20", turns, start("2024-02-01"), bad=True, turn=12, kind="patent legal status flips to expired on re-extraction with no event causing it")


# Verisign DNIB and nTLDStats, top-level domain registrations; bad
def t21(rs: RowSet) -> None:
    m = Mem()
    turns = []
    dnib_url = "https://www.dnib.com/articles/the-domain-name-industry-brief-q1-2024"
    turns.append((search("Verisign Domain Name Industry Brief Q1 2024 total domain name registrations"), res(
        (dnib_url, "The Domain Name Industry Brief Quarterly Report: Q1 2024 | DNIB.com",
         "The first quarter of 2024 closed with 362.3 million domain name registrations across all top-level domains, an increase of 2.5 million domain name registrations, or 0.7%, compared to the fourth quarter of 2023 ...", "Jun 4, 2024"),
        ("https://investor.verisign.com/news-releases/news-release-details/verisign-q1-2024-domain-name-industry-brief", "Verisign Q1 2024 Domain Name Industry Brief: 362.3 Million Domain Name Registrations in the First Quarter of 2024",
         "RESTON, Va. - VeriSign, Inc. today announced that the first quarter of 2024 closed with 362.3 million domain name registrations ...", "Jun 4, 2024"),
        ("https://www.dnib.com/articles/the-domain-name-industry-brief-q4-2023", "The Domain Name Industry Brief Quarterly Report: Q4 2023 | DNIB.com",
         "The fourth quarter of 2023 closed with 359.8 million domain name registrations across all TLDs ...", "Mar 5, 2024"),
        ("https://www.domainnamewire.com/2024/06/04/domain-registrations-q1-2024-verisign/", "Domain registrations grew in Q1 2024, Verisign says - Domain Name Wire",
         "New gTLDs were responsible for much of the quarter's growth, while .com registrations ticked down slightly ...", "Jun 4, 2024"),
        ("https://www.icann.org/resources/pages/registry-reports", "Monthly Registry Reports - ICANN",
         "Monthly transaction and activity reports submitted by gTLD registry operators ...", "N/A"),
        ("https://domainincite.com/29711-verisign-dnib-q1-2024", "Domain industry grew 2.5 million names in Q1 - Domain Incite",
         "ccTLDs hit 140.4 million, with .cn, .de and .uk remaining the largest ...", "Jun 5, 2024"),
        ("https://www.statista.com/statistics/265677/number-of-internet-top-level-domains-worldwide/", "Number of domain name registrations worldwide 2024 | Statista",
         "There were 362.3 million registered domain names in the first quarter of 2024 ...", "Jun 2024"),
        ("https://www.reddit.com/r/Domains/comments/1d7z2ev/dnib_q1_2024_out/", "DNIB Q1 2024 out : r/Domains",
         ".com actually down QoQ again, ngTLDs carrying growth ...", "Jun 4, 2024"),
    )))
    turns.append((extract(dnib_url, "total registrations, breakdown by TLD type, top 10 TLDs"), """# The Domain Name Industry Brief Quarterly Report: Q1 2024

DNIB.com | Verisign | June 4, 2024

The first quarter of 2024 closed with **362.3 million** domain name registrations across all top-level domains (TLDs), an increase of 2.5 million domain name registrations, or 0.7%, compared to the fourth quarter of 2023. Domain name registrations increased by 7.7 million, or 2.2%, year over year.

## Registrations by TLD category, end of Q1 2024

| Category | Registrations | QoQ change | YoY change |
| --- | --- | --- | --- |
| .com | 159.0 million | -0.2 million | -1.2 million |
| .net | 12.9 million | -0.1 million | -0.5 million |
| Country-code TLDs (ccTLDs) | 140.4 million | +1.0 million | +4.9 million |
| New gTLDs (ngTLDs) | 37.6 million | +1.9 million | +4.8 million |
| Other legacy gTLDs (.org, .info, .biz, ...) | 12.4 million | -0.1 million | -0.3 million |
| **Total** | **362.3 million** | **+2.5 million** | **+7.7 million** |

.com and .net together had 171.9 million domain name registrations in the domain name base at the end of Q1 2024. New .com and .net registrations totaled 10.5 million in the quarter.

## Top 10 TLDs by reported domain name base, Q1 2024

| Rank | TLD | Registrations (millions) |
| --- | --- | --- |
| 1 | .com | 159.0 |
| 2 | .cn | 20.3 |
| 3 | .de | 17.7 |
| 4 | .net | 12.9 |
| 5 | .org | 11.1 |
| 6 | .uk | 10.9 |
| 7 | .nl | 6.3 |
| 8 | .br | 5.8 |
| 9 | .ru | 5.6 |
| 10 | .xyz | 4.1 |

The top 10 ngTLDs represented 51.2% of all ngTLD registrations. The .tk, .cf, .ga, .gq and .ml ccTLDs are excluded from this report because reliable data are not available.

Sources: Verisign zone files and registry reports; ZookNIC; CENTR; ICANN monthly reports."""))
    turns.append((search("ntldstats top new gTLDs 2024 .xyz .top .shop registrations"), res(
        ("https://ntldstats.com/tld", "nTLDStats - TLD ranking by registrations",
         "Top new gTLDs by total domains: .xyz, .top, .shop, .online, .store, .site, .vip, .icu, .live, .info ...", "N/A"),
        ("https://ntldstats.com/", "nTLDStats - New gTLD Statistics",
         "Total registered domains in new gTLDs: 36,982,417. Daily registrations, deletes, parked domains and abuse statistics ...", "N/A"),
        (dnib_url, "The Domain Name Industry Brief Quarterly Report: Q1 2024 | DNIB.com",
         "New gTLDs ended the quarter with 37.6 million registrations, up 1.9 million from Q4 2023; the top 10 ngTLDs represented 51.2% of all ngTLD registrations ...", "May 21, 2024"),
        ("https://domainnamestat.com/statistics/overview", "Domain Name Stat - Overview",
         "Top TLDs by active domains: .com, .net, .org, .xyz, .top, .online, .info, .shop ...", "N/A"),
        ("https://www.domainnamewire.com/2024/05/14/shop-passes-3-million-registrations/", ".shop passes 3 million registrations - Domain Name Wire",
         "GMO Registry's .shop has been one of the fastest growing new TLDs over the past year ...", "May 14, 2024"),
        ("https://www.icann.org/resources/pages/registry-reports", "Monthly Registry Reports - ICANN",
         "Monthly transaction and activity reports submitted by gTLD registry operators ...", "N/A"),
        ("https://domainincite.com/29640-top-new-gtlds-2024", "The top new gTLDs of 2024 so far - Domain Incite",
         ".top and .xyz jostle for first place, with cheap promotions driving volume ...", "May 2, 2024"),
        ("https://www.reddit.com/r/Domains/comments/1c5a6f2/most_popular_new_tlds/", "Most popular new TLDs? : r/Domains",
         "Check ntldstats, .xyz and .top are mostly junk regs though ...", "Apr 16, 2024"),
    )))
    turns.append((extract("https://ntldstats.com/tld", "top new gTLDs with registration counts and registry operators"), """# TLD Ranking - nTLDStats

Ranking of new gTLDs by total registered domains | Data as of 2024-06-19

| # | TLD | Domains | Registry operator | 30-day change |
| --- | --- | --- | --- | --- |
| 1 | .xyz | 3,996,214 | XYZ.COM LLC | +61,320 |
| 2 | .top | 3,512,907 | .TOP Registry (Jiangsu Bangning) | -48,905 |
| 3 | .shop | 3,307,118 | GMO Registry, Inc. | +92,471 |
| 4 | .online | 2,845,660 | Radix FZC | +40,118 |
| 5 | .store | 1,602,339 | Radix FZC | +21,004 |
| 6 | .site | 1,377,502 | Radix FZC | +18,377 |
| 7 | .vip | 1,301,448 | Minds + Machines | -12,640 |
| 8 | .icu | 1,146,975 | Shortdot SA | +9,811 |
| 9 | .live | 892,530 | Identity Digital | +6,044 |
| 10 | .cfd | 876,204 | Shortdot SA | +102,559 |
| 11 | .app | 702,118 | Charleston Road Registry (Google) | +5,203 |
| 12 | .cyou | 664,970 | Shortdot SA | +33,412 |

Total new gTLD domains: 36,982,417 across 1,101 TLDs

Notes: nTLDStats counts domains in zone files plus estimated domains not in the zone (e.g. on server hold). Figures differ from registry monthly reports to ICANN, which lag by three months.

Overview | Registrars | Parking | Geography | Abuse"""))
    turns.append(m.add({"dnib_q1_2024": "362.3M total (+2.5M QoQ, +7.7M YoY); .com 159.0M, .net 12.9M, ccTLD 140.4M, ngTLD 37.6M (DNIB, published 2024-06-04)",
                        "ntld_top3_2024_06": ".xyz 3,996,214; .top 3,512,907; .shop 3,307,118 (nTLDStats, 2024-06-19; total ngTLD 36,982,417)"}))
    turns.append(m.all())
    add(rs, "h36-search-21", turns, start("2024-06-20"), bad=True, turn=3, kind="same article's publication date differs between two search results")


def _decix(cur: str, at: str, upd: str, day_avg: str) -> str:
    return f"""# DE-CIX Frankfurt - Traffic Statistics

DE-CIX | Frankfurt am Main, Germany | Public peering traffic (all ports, IPv4 + IPv6)

**Current traffic: {cur} Tbit/s** ({at} CEST)
Last updated: {upd} CEST | Graphs are updated every 5 minutes

| Period | Peak | Average | Current |
| --- | --- | --- | --- |
| Last 24 hours | 15.37 Tbit/s (07 Oct 21:05) | {day_avg} Tbit/s | {cur} Tbit/s |
| Last 7 days | 15.64 Tbit/s (05 Oct 21:10) | 10.98 Tbit/s | {cur} Tbit/s |
| Last 30 days | 16.02 Tbit/s (15 Sep 20:55) | 10.87 Tbit/s | {cur} Tbit/s |
| Last 12 months | 17.09 Tbit/s (04 Jul 2024 21:20) | 10.41 Tbit/s | {cur} Tbit/s |

All-time peak: **17.09 Tbit/s** (04 July 2024, 21:20 CEST, during the UEFA Euro 2024 quarter-final week)
Data exchanged in 2023: 52 exabytes

## Facts
- Connected networks: 1,100+
- Data centres: 40+ in the Frankfurt metro area
- Ports up to 400GE; Access via DE-CIX Apollon platform

Note: Traffic statistics show the sum of all traffic across the DE-CIX Frankfurt switching platform. Historical graphs: daily | weekly | monthly | yearly"""


# DE-CIX and AMS-IX statistics pages, internet exchange traffic; clean
def t22(rs: RowSet) -> None:
    m = Mem()
    turns = []
    turns.append((search("DE-CIX Frankfurt peak traffic record Tbps 2024"), res(
        ("https://www.de-cix.net/en/locations/frankfurt/statistics", "DE-CIX Frankfurt Statistics | DE-CIX",
         "Live traffic statistics for DE-CIX Frankfurt: current, average and peak traffic over the last day, week, month and year ...", "N/A"),
        ("https://www.de-cix.net/en/about-de-cix/media-center/press-releases/de-cix-frankfurt-new-traffic-record-17-terabits", "DE-CIX Frankfurt sets new traffic record of more than 17 Terabits per second | DE-CIX",
         "On 4 July 2024, DE-CIX Frankfurt reached a new all-time peak of 17.09 Tbit/s, driven by football streaming during UEFA Euro 2024 ...", "Jul 5, 2024"),
        ("https://en.wikipedia.org/wiki/DE-CIX", "DE-CIX - Wikipedia",
         "DE-CIX (German Commercial Internet Exchange) is a carrier- and data-center-neutral internet exchange point in Frankfurt, Germany ... one of the largest in the world by peak traffic ...", "N/A"),
        ("https://www.heise.de/news/DE-CIX-Frankfurt-neuer-Rekord-17-Terabit-9789012.html", "DE-CIX Frankfurt: Neuer Rekord mit über 17 Terabit pro Sekunde | heise online",
         "Die EM sorgt für Rekordverkehr am Frankfurter Internetknoten ...", "Jul 5, 2024"),
        ("https://www.datacenterdynamics.com/en/news/de-cix-frankfurt-hits-17tbps-record/", "DE-CIX Frankfurt hits 17Tbps record - DCD",
         "The previous record of 16.36 Tbps was set in January 2024 ...", "Jul 8, 2024"),
        ("https://www.peeringdb.com/ix/31", "DE-CIX Frankfurt - PeeringDB",
         "Exchange: DE-CIX Frankfurt. City: Frankfurt. Connected networks: 1,1xx. Traffic stats website ...", "N/A"),
        ("https://www.ams-ix.net/ams/documentation/total-stats", "Total Stats | AMS-IX",
         "AMS-IX Amsterdam aggregated traffic statistics: daily, weekly, monthly and yearly graphs ...", "N/A"),
        ("https://www.reddit.com/r/networking/comments/1dwc9pq/decix_17tbps/", "DE-CIX 17 Tbps : r/networking",
         "Frankfurt's peak is basically the evening Euro match + gaming downloads ...", "Jul 6, 2024"),
    )))
    turns.append((extract("https://www.de-cix.net/en/locations/frankfurt/statistics", "current, average and peak traffic"), _decix("11.84", "14:15", "14:17", "10.92")))
    turns.append(m.add({"decix_fra_alltime_peak": "17.09 Tbit/s on 2024-07-04 21:20 CEST (Euro 2024)",
                        "decix_fra_now": "11.84 Tbit/s at 14:15 CEST 2024-10-08; 24h peak 15.37 Tbit/s (07 Oct 21:05)"}))
    turns.append((extract("https://www.ams-ix.net/ams/documentation/total-stats", "current and peak aggregated traffic at AMS-IX"), """# Total Stats

AMS-IX Amsterdam | Aggregated traffic on the AMS-IX platform (all ISL/customer ports)

Last update: Tue 08 Oct 2024 14:20 CEST

| Graph | Peak in | Peak out | Average | Current |
| --- | --- | --- | --- | --- |
| Daily (5-minute averages) | 11,482 Gb/s | 11,479 Gb/s | 8,127 Gb/s | 8,934 Gb/s |
| Weekly (30-minute averages) | 11,716 Gb/s | 11,712 Gb/s | 8,005 Gb/s | 8,891 Gb/s |
| Monthly (2-hour averages) | 11,902 Gb/s | 11,899 Gb/s | 7,931 Gb/s | 8,716 Gb/s |
| Yearly (1-day averages) | 10,377 Gb/s | 10,371 Gb/s | 7,604 Gb/s | 8,402 Gb/s |

All-time peak (5-minute average): 14.05 Tb/s (11 Mar 2024)

AMS-IX connects more than 880 networks from over 70 countries. Statistics include traffic on AMS-IX Amsterdam only; other AMS-IX locations (Chicago, Hong Kong, Mumbai, Caribbean, Bay Area) are reported separately.

Note: 1 Tb/s = 1,000 Gb/s. Yearly values are 1-day averages and therefore lower than the 5-minute peaks shown in daily graphs."""))
    turns.append((extract("https://www.de-cix.net/en/locations/frankfurt/statistics", "refresh current traffic"), _decix("12.37", "14:40", "14:42", "10.94")))
    turns.append((search("LINX London peak traffic record 2024 Tbps"), res(
        ("https://www.linx.net/about/our-network/traffic-statistics/", "Traffic Statistics | LINX",
         "LINX LON1 and LON2 combined traffic graphs: daily, weekly, monthly and yearly ...", "N/A"),
        ("https://www.linx.net/newsroom/linx-sets-new-peak-traffic-record-euro-2024/", "LINX sets new peak traffic record during Euro 2024 | LINX",
         "LINX recorded a new peak of 9.8 Tbps across its London exchanges during England's semi-final ...", "Jul 11, 2024"),
        ("https://www.ispreview.co.uk/index.php/2024/07/linx-internet-traffic-peak-euro-2024.html", "LINX Sees UK Internet Traffic Peak During Euro 2024 - ISPreview UK",
         "The previous record of 9.3Tbps was set in December 2023 when a major game update coincided with football ...", "Jul 11, 2024"),
        ("https://en.wikipedia.org/wiki/London_Internet_Exchange", "London Internet Exchange - Wikipedia",
         "The London Internet Exchange (LINX) is a mutually owned membership association for operators of Internet Protocol networks ...", "N/A"),
        ("https://www.peeringdb.com/ix/18", "LINX LON1 - PeeringDB",
         "Exchange: LINX LON1. City: London. Connected networks: 8xx ...", "N/A"),
        ("https://www.datacenterdynamics.com/en/news/linx-record-traffic-2024/", "LINX hits record traffic as football and gaming collide - DCD",
         "The exchange now has more than 950 member ASNs across its UK and international locations ...", "3 months ago"),
        ("https://www.reddit.com/r/networking/comments/1e0qk1z/ix_traffic_records_2024/", "IX traffic records 2024 : r/networking",
         "DE-CIX FRA 17.09, AMS-IX 14.05, LINX ~9.8. Euro 2024 did a number on everyone ...", "3 months ago"),
    )))
    turns.append(m.add({"decix_fra_now_1440": "12.37 Tbit/s at 14:40 CEST 2024-10-08 (up from 11.84 at 14:15)",
                        "amsix_now": "8,934 Gb/s (8.93 Tb/s) at 14:20 CEST 2024-10-08; all-time peak 14.05 Tb/s (2024-03-11)",
                        "linx_peak": "9.8 Tbps (Euro 2024 semi-final, July 2024; prev 9.3 Tbps Dec 2023)"}))
    turns.append(m.all())
    add(rs, "h36-search-22", turns, start("2024-10-08, 14:20 CEST"))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
