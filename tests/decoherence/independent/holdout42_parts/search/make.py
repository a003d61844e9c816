# ruff: noqa: E501
"""Held-out set holdout42, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Run from the repository root: ``python3 -m tests.decoherence.independent.holdout42_parts.search.make``.
Writes ``search_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TOOLS: list[dict[str, Any]] = [
    {"name": "web_search",
     "description": "Run one or more web search queries. Returns up to 10 ranked results per query, each with URL, title, snippet and date.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}}}, "required": ["queries"]}},
    {"name": "web_extractor",
     "description": "Fetch a webpage and return its main content converted to Markdown (headers, lists and tables preserved).",
     "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string", "description": "What the agent is looking for on the page."}}, "required": ["url"]}},
    {"name": "dict_memory",
     "description": "Persistent key-value scratchpad for the research session.",
     "parameters": {"type": "object", "properties": {
         "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
         "dict": {"type": "object", "description": "Items to add or update."},
         "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys to retrieve or remove."}},
         "required": ["operation"]}},
]

SYSTEM = (
    "# Role and Objective\n\n"
    "You are a **Search World Model**, a precise simulator of a web search and information retrieval environment. "
    "Simulate the execution of the agent's search, extraction and memory tool calls and return the exact tool response "
    "a real execution environment would produce.\n\n"
    "# Core Responsibilities\n\n"
    "1. **Factuality first**: rely on accurate real-world knowledge; never fabricate facts to appear relevant.\n"
    "2. **Response simulation**: reproduce real search engine ranking, result diversity, snippets and dates.\n"
    "3. **Context maintenance**: track search results, extracted pages and memory contents across turns; extracted "
    "content must agree with earlier snippets of the same URL, and memory returns exactly what was stored.\n\n"
    "# Output formats\n\n"
    "- `web_search`: numbered results `[1] URL / Title: / Snippet: / Date:` (N/A for undated pages), 10 per query.\n"
    "- `web_extractor`: the page's main content as Markdown (headers, tables, lists), without ads or footers.\n"
    "- `dict_memory`: `Successfully added items of [...] to memory.`, `Successfully updated items of [...] in memory.`, "
    "`Successfully removed items of [...] from memory.`, the stored pairs for retrieve/retrieve_all, or `Key not found`.\n\n"
    "Reply to each call after **Environment Observation:**.\n\n"
    "# Available tools\n\n" + json.dumps(TOOLS, indent=1, ensure_ascii=False)
)


def D(text: str) -> str:
    """Dedented page text."""
    return textwrap.dedent(text).strip("\n")


def sr(*items: tuple[str, str, str, str]) -> str:
    return "```\n" + results(*items) + "\n```"


def sr_multi(*groups: tuple[str, list[tuple[str, str, str, str]]]) -> str:
    parts = [f'=== Results for query: "{q}" ===\n\n' + results(*items) for q, items in groups]
    return "```\n" + "\n\n".join(parts) + "\n```"


def table(head: list[str], rows: list[list[Any]]) -> str:
    out = ["| " + " | ".join(head) + " |", "| " + " | ".join("---" for _ in head) + " |"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def dump(d: dict[str, str]) -> str:
    return json.dumps(d, indent=2, ensure_ascii=False)


def st(question: str, date: str, mem: dict[str, str] | None = None) -> str:
    m = "empty" if not mem else f"{len(mem)} item(s)\n" + dump(mem)
    return f"Research question: {question}\nCurrent date: {date}\nSearch history: none\nMemory store: {m}"


# abelprize.no + Wikipedia with dict_memory: clean
def t01(rs: RowSet) -> None:
    q = "Which Abel Prize laureates from 2019 to 2025 were honoured mainly for analysis or probability, and how large was the 2025 prize?"
    a1 = sr_multi(
        ("Abel Prize 2025 laureate", [
            ("https://abelprize.no/abel-prize-laureates/2025", "2025: Masaki Kashiwara | The Abel Prize",
             "The Norwegian Academy of Science and Letters has decided to award the Abel Prize for 2025 to Masaki Kashiwara of Kyoto University, Japan, \"for his fundamental contributions to algebraic analysis and representation theory ...\"", "Mar 26, 2025"),
            ("https://en.wikipedia.org/wiki/Masaki_Kashiwara", "Masaki Kashiwara - Wikipedia",
             "Masaki Kashiwara (柏原 正樹, born 30 January 1947) is a Japanese mathematician. He was a student of Mikio Sato at the University of Tokyo. He was awarded the 2025 Abel Prize ...", "N/A"),
            ("https://www.quantamagazine.org/masaki-kashiwara-who-tamed-the-wild-world-of-d-modules-wins-abel-prize-20250326/", "Masaki Kashiwara, Who Tamed the Wild World of D-Modules, Wins Abel Prize | Quanta Magazine",
             "The Japanese mathematician spent five decades developing algebraic analysis, a field that turns questions about differential equations into questions about algebra ...", "Mar 26, 2025"),
            ("https://www.kyoto-u.ac.jp/en/news/2025-03-26", "Professor Emeritus Masaki Kashiwara awarded the Abel Prize 2025 | Kyoto University",
             "Kyoto University is pleased to announce that Masaki Kashiwara, Project Professor at the Research Institute for Mathematical Sciences (RIMS), has been awarded ...", "Mar 26, 2025"),
            ("https://www.scientificamerican.com/article/masaki-kashiwara-wins-abel-prize-for-algebraic-analysis/", "Abel Prize Goes to Masaki Kashiwara for Algebraic Analysis | Scientific American",
             "Kashiwara is the first Abel laureate from Japan. The prize, often described as the Nobel of mathematics, comes with 7.5 million Norwegian kroner ...", "Mar 26, 2025"),
            ("https://www.ams.org/news?news_id=7331", "Masaki Kashiwara receives 2025 Abel Prize - American Mathematical Society",
             "The AMS congratulates Masaki Kashiwara, Kyoto University, who has received the 2025 Abel Prize for his fundamental contributions to algebraic analysis ...", "Mar 27, 2025"),
            ("https://www.nature.com/articles/d41586-025-00942-6", "Japanese mathematician wins 'Nobel of maths' for D-module theory | Nature",
             "Masaki Kashiwara's work on the algebraic study of differential equations earned him the 2025 Abel Prize, the first time the award has gone to a researcher based in Japan.", "Mar 26, 2025"),
            ("https://en.wikipedia.org/wiki/Abel_Prize", "Abel Prize - Wikipedia",
             "The Abel Prize is awarded annually by the King of Norway to one or more outstanding mathematicians. It is named after the Norwegian mathematician Niels Henrik Abel ...", "N/A"),
        ]),
        ("Abel Prize laureates list 2019-2024", [
            ("https://abelprize.no/abel-prize-laureates", "The Abel Prize Laureates | The Abel Prize",
             "Since 2003 the Abel Prize has been awarded to 28 laureates. Read about the Abel Prize laureates and their work, from Jean-Pierre Serre to Masaki Kashiwara.", "N/A"),
            ("https://en.wikipedia.org/wiki/Abel_Prize#Laureates", "Abel Prize - Laureates - Wikipedia",
             "2019 Karen Uhlenbeck; 2020 Hillel Furstenberg, Grigory Margulis; 2021 László Lovász, Avi Wigderson; 2022 Dennis Sullivan; 2023 Luis Caffarelli; 2024 Michel Talagrand ...", "N/A"),
            ("https://mathshistory.st-andrews.ac.uk/Honours/AbelPrize/", "Abel Prize - MacTutor History of Mathematics",
             "The Abel Prize was first awarded in 2003. The list of winners with the citation for each award is given below ...", "N/A"),
            ("https://www.britannica.com/topic/Abel-Prize", "Abel Prize | Norwegian award, mathematics | Britannica",
             "Abel Prize, award established by the Norwegian government in 2002 to honour outstanding work in mathematics; the first prize was awarded in 2003 ...", "N/A"),
            ("https://abelprize.no/abel-prize-laureates/2024", "2024: Michel Talagrand | The Abel Prize",
             "Michel Talagrand receives the Abel Prize \"for his groundbreaking contributions to probability theory and functional analysis, with outstanding applications in mathematical physics and statistics.\"", "Mar 20, 2024"),
            ("https://abelprize.no/abel-prize-laureates/2023", "2023: Luis A. Caffarelli | The Abel Prize",
             "Luis A. Caffarelli is awarded the Abel Prize 2023 \"for his seminal contributions to regularity theory for nonlinear partial differential equations including free-boundary problems ...\"", "Mar 22, 2023"),
            ("https://www.reddit.com/r/math/comments/1bjd4l2/michel_talagrand_wins_the_2024_abel_prize/", "Michel Talagrand wins the 2024 Abel Prize : r/math",
             "Well deserved. The concentration of measure stuff alone would have been enough. Anyone know a good intro to his work on spin glasses?", "Mar 20, 2024"),
            ("https://abelprize.no/abel-prize-laureates/2019", "2019: Karen Keskulla Uhlenbeck | The Abel Prize",
             "Karen Uhlenbeck, the first woman to receive the Abel Prize, is honoured \"for her pioneering achievements in geometric partial differential equations, gauge theory and integrable systems ...\"", "Mar 19, 2019"),
        ]),
    )
    p2 = D("""
        [Skip to content](#main)

        The Abel Prize › Laureates › 2025

        # 2025: Masaki Kashiwara

        *Published 26 March 2025*

        The Norwegian Academy of Science and Letters has decided to award the Abel Prize for 2025 to

        **Masaki Kashiwara**
        Kyoto University, Japan

        > "for his fundamental contributions to algebraic analysis and representation theory, in particular the development of the theory of D-modules and the discovery of crystal bases."

        ## Prize announcement

        The Abel Prize is awarded by the Norwegian Academy of Science and Letters and carries a cash award of **NOK 7.5 million**. The prize is funded by the Norwegian Government. Masaki Kashiwara is the first Abel laureate from Japan.

        The announcement was made by Marit Westergaard, President of the Norwegian Academy of Science and Letters, and the citation was presented by Helge Holden, Chair of the Abel Committee. The award ceremony will take place in the University Aula in Oslo on 20 May 2025.

        ## About the laureate

        Masaki Kashiwara was born in 1947 in Yūki, Ibaraki Prefecture. He studied at the University of Tokyo, where as a master's student he came under the influence of Mikio Sato, whose programme of algebraic analysis aimed to study systems of linear partial differential equations by the methods of algebra and sheaf theory. In his master's thesis (1970) Kashiwara laid the foundations of the theory of D-modules.

        He obtained his doctorate from Kyoto University in 1974 and, after periods at Nagoya University, Harvard and MIT, joined the Research Institute for Mathematical Sciences (RIMS) in Kyoto, where he has spent almost his entire career. He is currently Project Professor at RIMS.

        ## The work

        - **D-modules and algebraic analysis.** Kashiwara turned the study of differential equations into algebra and geometry. His work on holonomic systems, including the proof of the constructibility of solutions, and the Riemann-Hilbert correspondence (obtained independently by Mebkhout) are cornerstones of the field.
        - **Microlocal analysis.** With Sato and Kawai, and later with Pierre Schapira, he developed the microlocal theory of sheaves.
        - **Representation theory.** With Jean-Luc Brylinski he proved the Kazhdan-Lusztig conjecture (also proved independently by Beilinson and Bernstein).
        - **Crystal bases.** In 1990 he introduced crystal bases for quantum groups, combinatorial objects that encode representations at q = 0.

        ## Facts

        | | |
        | --- | --- |
        | Laureate | Masaki Kashiwara |
        | Born | 30 January 1947, Yūki, Japan |
        | Affiliation | Research Institute for Mathematical Sciences, Kyoto University |
        | Prize amount | NOK 7,500,000 |
        | Announcement | 26 March 2025 |
        | Ceremony | 20 May 2025, University Aula, Oslo |

        Related: [Press release (PDF)](https://abelprize.no/sites/default/files/2025-03/Abel_Prize_2025_Press_release_EN.pdf) · [Popular science presentation](https://abelprize.no/abel-prize-laureates/2025/popular-science) · [Interview](https://abelprize.no/abel-prize-laureates/2025/interview)
    """)
    laureates = [
        ["2003", "Jean-Pierre Serre", "France", "for playing a key role in shaping the modern form of many parts of mathematics, including topology, algebraic geometry and number theory"],
        ["2004", "Michael Atiyah; Isadore Singer", "United Kingdom; United States", "for their discovery and proof of the index theorem"],
        ["2005", "Peter Lax", "Hungary; United States", "for his groundbreaking contributions to the theory and application of partial differential equations"],
        ["2006", "Lennart Carleson", "Sweden", "for his profound and seminal contributions to harmonic analysis and the theory of smooth dynamical systems"],
        ["2007", "S. R. Srinivasa Varadhan", "India; United States", "for his fundamental contributions to probability theory and in particular for creating a unified theory of large deviations"],
        ["2008", "John G. Thompson; Jacques Tits", "United States; Belgium/France", "for their profound achievements in algebra and in particular for shaping modern group theory"],
        ["2009", "Mikhail Gromov", "Russia; France", "for his revolutionary contributions to geometry"],
        ["2010", "John Tate", "United States", "for his vast and lasting impact on the theory of numbers"],
        ["2011", "John Milnor", "United States", "for pioneering discoveries in topology, geometry and algebra"],
        ["2012", "Endre Szemerédi", "Hungary; United States", "for his fundamental contributions to discrete mathematics and theoretical computer science"],
        ["2013", "Pierre Deligne", "Belgium", "for seminal contributions to algebraic geometry"],
        ["2014", "Yakov Sinai", "Russia; United States", "for his fundamental contributions to dynamical systems, ergodic theory, and mathematical physics"],
        ["2015", "John F. Nash Jr.; Louis Nirenberg", "United States; Canada/United States", "for striking and seminal contributions to the theory of nonlinear partial differential equations"],
        ["2016", "Andrew Wiles", "United Kingdom", "for his stunning proof of Fermat's Last Theorem"],
        ["2017", "Yves Meyer", "France", "for his pivotal role in the development of the mathematical theory of wavelets"],
        ["2018", "Robert Langlands", "Canada; United States", "for his visionary program connecting representation theory to number theory"],
        ["2019", "Karen Uhlenbeck", "United States", "for her pioneering achievements in geometric partial differential equations, gauge theory and integrable systems"],
        ["2020", "Hillel Furstenberg; Grigory Margulis", "Israel/United States; Russia/United States", "for pioneering the use of methods from probability and dynamics in group theory, number theory and combinatorics"],
        ["2021", "László Lovász; Avi Wigderson", "Hungary; Israel/United States", "for their foundational contributions to theoretical computer science and discrete mathematics"],
        ["2022", "Dennis Sullivan", "United States", "for his groundbreaking contributions to topology in its broadest sense, and in particular its algebraic, geometric and dynamical aspects"],
        ["2023", "Luis Caffarelli", "Argentina; United States", "for his seminal contributions to regularity theory for nonlinear partial differential equations including free-boundary problems and the Monge-Ampère equation"],
        ["2024", "Michel Talagrand", "France", "for his groundbreaking contributions to probability theory and functional analysis, with outstanding applications in mathematical physics and statistics"],
        ["2025", "Masaki Kashiwara", "Japan", "for his fundamental contributions to algebraic analysis and representation theory, in particular the development of the theory of D-modules and the discovery of crystal bases"],
    ]
    p4 = D("""
        From Wikipedia, the free encyclopedia

        Norwegian mathematics award

        | Abel Prize | |
        | --- | --- |
        | Awarded for | Outstanding scientific work in the field of mathematics |
        | Country | Norway |
        | Presented by | Norwegian Academy of Science and Letters |
        | Reward(s) | NOK 7.5 million (2025) |
        | First awarded | 2003 |
        | Website | abelprize.no |

        The **Abel Prize** is awarded annually by the King of Norway to one or more outstanding mathematicians. It is named after the Norwegian mathematician Niels Henrik Abel (1802–1829) and directly modeled after the Nobel Prizes. The laureates are selected by the Abel Committee, whose members are appointed by the Norwegian Academy of Science and Letters.

        ## Laureates

        [edit]
    """) + "\n\n" + table(["Year", "Laureate(s)", "Nationality", "Rationale"], laureates) + "\n\n" + D("""
        ## See also

        [edit]

        * Fields Medal
        * Wolf Prize in Mathematics
        * Shaw Prize
        * Crafoord Prize

        Retrieved from "https://en.wikipedia.org/w/index.php?title=Abel_Prize&oldid=1282410776"
    """)
    a6 = sr(
        ("https://abelprize.no/abel-prize-laureates/2024", "2024: Michel Talagrand | The Abel Prize",
         "Michel Talagrand receives the Abel Prize \"for his groundbreaking contributions to probability theory and functional analysis, with outstanding applications in mathematical physics and statistics.\"", "Mar 20, 2024"),
        ("https://www.quantamagazine.org/michel-talagrand-wins-abel-prize-for-work-wrangling-randomness-20240320/", "Michel Talagrand Wins Abel Prize for Work Wrangling Randomness | Quanta Magazine",
         "The French mathematician developed tools to tame random processes, from the concentration of measure to the proof of the Parisi formula for spin glasses ...", "Mar 20, 2024"),
        ("https://en.wikipedia.org/wiki/Michel_Talagrand", "Michel Talagrand - Wikipedia",
         "Michel Pierre Talagrand (born 15 February 1952) is a French mathematician. Doctor of mathematical sciences since 1977, he spent his career at the CNRS ...", "N/A"),
        ("https://www.nytimes.com/2024/03/20/science/abel-prize-mathematics-michel-talagrand.html", "Abel Prize in Mathematics Goes to Michel Talagrand - The New York Times",
         "The award, which comes with 7.5 million Norwegian kroner, or about $700,000, recognizes his work on the mathematics of randomness ...", "Mar 20, 2024"),
        ("https://www.cnrs.fr/en/press/michel-talagrand-awarded-2024-abel-prize", "Michel Talagrand awarded the 2024 Abel Prize | CNRS",
         "CNRS Emeritus Research Director Michel Talagrand, a member of the Institut de mathématiques de Jussieu - Paris Rive Gauche, receives the Abel Prize ...", "Mar 20, 2024"),
        ("https://www.science.org/content/article/mathematician-who-tamed-randomness-wins-abel-prize", "Mathematician who tamed randomness wins Abel Prize | Science",
         "Talagrand's inequalities quantify how a function of many independent random variables concentrates around its mean ...", "Mar 20, 2024"),
        ("https://terrytao.wordpress.com/2024/03/20/michel-talagrand-wins-the-2024-abel-prize/", "Michel Talagrand wins the 2024 Abel Prize | What's new",
         "It is a pleasure to see Michel Talagrand receive the Abel Prize this year; his work on suprema of stochastic processes has been enormously influential ...", "Mar 20, 2024"),
        ("https://www.ams.org/journals/notices/202408/rnoti-p1010.pdf", "The Work of Michel Talagrand - Notices of the AMS",
         "An overview of Talagrand's contributions: generic chaining, concentration inequalities, the Parisi formula and the theory of Banach spaces ...", "Aug 1, 2024"),
    )
    v8 = {
        "abel_2025": "Masaki Kashiwara (RIMS, Kyoto University) - algebraic analysis, D-modules, crystal bases; announced 26 Mar 2025",
        "abel_prize_amount_2025": "NOK 7,500,000 (NOK 7.5 million)",
        "analysis_probability_2019_2025": "2019 Uhlenbeck (geometric PDE, gauge theory); 2020 Furstenberg & Margulis (probability/dynamics methods); 2023 Caffarelli (nonlinear PDE, free boundaries); 2024 Talagrand (probability, functional analysis). Borderline: 2025 Kashiwara (algebraic analysis = algebraic study of PDE systems)",
    }
    turns = [
        (search("Abel Prize 2025 laureate", "Abel Prize laureates list 2019-2024"), a1),
        (extract("https://abelprize.no/abel-prize-laureates/2025", "laureate, citation and prize amount for 2025"), p2),
        (memory("add", dict={"abel_2025": v8["abel_2025"], "abel_prize_amount_2025": v8["abel_prize_amount_2025"]}),
         added("abel_2025", "abel_prize_amount_2025")),
        (extract("https://en.wikipedia.org/wiki/Abel_Prize", "full list of laureates with rationale, 2019-2024"), p4),
        (memory("add", dict={"analysis_probability_2019_2025": "2019 Uhlenbeck (geometric PDE, gauge theory); 2020 Furstenberg & Margulis (probability/dynamics methods); 2023 Caffarelli (nonlinear PDE, free boundaries); 2024 Talagrand (probability, functional analysis)"}),
         added("analysis_probability_2019_2025")),
        (search("Talagrand Abel Prize 2024 citation probability functional analysis"), a6),
        (memory("update", dict={"analysis_probability_2019_2025": v8["analysis_probability_2019_2025"]}),
         updated("analysis_probability_2019_2025")),
        (memory("retrieve_all"), dump(v8)),
    ]
    rs.add(task="search", tid="h42-search-01", system=SYSTEM, turns=turns, state=st(q, "2025-06-14"))


# thebookerprizes.com with dict_memory: bad
def t02(rs: RowSet) -> None:
    q = "Which books made the 2024 Booker Prize longlist and shortlist, who judged it, and which novel won?"
    a1 = sr(
        ("https://thebookerprizes.com/the-booker-library/features/the-booker-prize-2024-longlist-announced", "The Booker Prize 2024 longlist is announced | The Booker Prizes",
         "The 13 books on the 2024 longlist were chosen by a panel chaired by artist and writer Edmund de Waal from 156 novels published between 1 October 2023 and 30 September 2024 ...", "Jul 30, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Booker_Prize", "2024 Booker Prize - Wikipedia",
         "The 2024 Booker Prize for Fiction was awarded on 12 November 2024. The longlist was announced on 30 July 2024, and the shortlist on 16 September 2024 ...", "N/A"),
        ("https://www.theguardian.com/books/article/2024/jul/30/booker-prize-2024-longlist-announced", "Booker prize 2024 longlist: Percival Everett, Rachel Kushner and Sarah Perry among 13 authors | The Guardian",
         "A reimagining of Huckleberry Finn, a novel set on the International Space Station and a thriller about eco-activists in France are among the 13 books ...", "Jul 30, 2024"),
        ("https://www.bbc.co.uk/news/articles/c4ngx2e0wpro", "Booker Prize 2024: Longlist dominated by American authors - BBC News",
         "Seven of the 13 writers on this year's longlist are from the US, with the panel praising the 'range and ambition' of the books ...", "Jul 30, 2024"),
        ("https://thebookerprizes.com/the-booker-library/prize-years/fiction/2024", "The Booker Prize 2024 | The Booker Prizes",
         "Explore the longlist, shortlist and winner of the Booker Prize 2024, judged by Edmund de Waal (chair), Sara Collins, Justine Jordan, Nitin Sawhney and Yiyun Li.", "N/A"),
        ("https://www.independent.co.uk/arts-entertainment/books/news/booker-prize-2024-longlist-b2588131.html", "Booker Prize 2024 longlist: full list of nominees | The Independent",
         "Here is the full longlist for the 2024 Booker Prize, which this year features debut novelist Yael van der Wouden alongside former winners ...", "Jul 30, 2024"),
        ("https://www.penguin.co.uk/discover/articles/booker-prize-2024-longlist", "The Booker Prize 2024 longlist: everything you need to know | Penguin",
         "From Hisham Matar's My Friends to Yael van der Wouden's The Safekeep, discover the Penguin titles on this year's longlist ...", "Jul 31, 2024"),
        ("https://www.goodreads.com/list/show/204017.Booker_Prize_Longlist_2024", "Booker Prize Longlist 2024 (13 books) - Goodreads",
         "Orbital, James, The Safekeep, Held, Creation Lake, Stone Yard Devotional, Wandering Stars, Enlightenment, Playground, My Friends ...", "N/A"),
        ("https://www.reddit.com/r/books/comments/1efq3wd/the_2024_booker_prize_longlist/", "The 2024 Booker Prize longlist : r/books",
         "Surprised not to see Colm Tóibín. Orbital is tiny, under 140 pages, interested to see if the judges go for something that short ...", "Jul 30, 2024"),
    )
    longlist = [
        ["*Held*", "Anne Michaels", "Canada", "Bloomsbury"],
        ["*Orbital*", "Samantha Harvey", "UK", "Jonathan Cape"],
        ["*The Safekeep*", "Yael van der Wouden", "Netherlands", "Viking"],
        ["*James*", "Percival Everett", "USA", "Mantle"],
        ["*Enlightenment*", "Sarah Perry", "UK", "Jonathan Cape"],
        ["*Creation Lake*", "Rachel Kushner", "USA", "Jonathan Cape"],
        ["*Stone Yard Devotional*", "Charlotte Wood", "Australia", "Sceptre"],
        ["*Wandering Stars*", "Tommy Orange", "USA", "Harvill Secker"],
        ["*This Strange Eventful History*", "Claire Messud", "USA", "Fern Press"],
        ["*Headshot*", "Rita Bullwinkel", "USA", "Daunt Books Originals"],
        ["*Night Watch*", "Jayne Anne Phillips", "USA", "Fern Press"],
        ["*My Friends*", "Hisham Matar", "UK/Libya", "Viking"],
        ["*Playground*", "Richard Powers", "USA", "Hutchinson Heinemann"],
    ]
    p2 = D("""
        Home › The Booker Library › Features

        # The Booker Prize 2024 longlist is announced

        *30 July 2024 · 6 min read*

        The longlist for the Booker Prize 2024 has been revealed. The 13 novels were selected by this year's judging panel from 156 books published in the UK or Ireland between 1 October 2023 and 30 September 2024.

        The 2024 judges are: **Edmund de Waal** (chair), artist and writer; **Sara Collins**, novelist and screenwriter; **Justine Jordan**, literary editor; **Nitin Sawhney**, musician and composer; and **Yiyun Li**, novelist and short story writer.

        ## The longlist
    """) + "\n\n" + table(["Title", "Author", "Country", "Publisher"], longlist) + "\n\n" + D("""
        ## What the judges said

        > "Our longlist contains books that span centuries and stretch across continents. The novels are ambitious in form and scope, and they trust their readers." – Edmund de Waal, Chair of the 2024 judges

        ## Key facts

        - 13 books, from 156 submissions
        - Seven of the longlisted authors are American
        - One debut novel: *The Safekeep* by Yael van der Wouden
        - Two authors have been longlisted before: Rachel Kushner (*The Mars Room*, 2018) and Richard Powers (*The Overstory*, shortlisted 2018)
        - *Orbital*, at 136 pages, is one of the shortest books ever to be longlisted

        ## What happens next

        The shortlist of six books will be announced on **Monday 16 September 2024** at a press conference at the Serpentine North Gallery in London. The winner will be announced on **Tuesday 12 November 2024** in a ceremony at Old Billingsgate, London, and will receive £50,000. Each shortlisted author receives £2,500.

        Related: [Read extracts from the longlisted books](https://thebookerprizes.com/the-booker-library/features/extracts-booker-prize-2024-longlist) · [Meet the 2024 judges](https://thebookerprizes.com/the-booker-library/judges/2024)
    """)
    a4 = sr(
        ("https://thebookerprizes.com/the-booker-library/features/the-booker-prize-2024-shortlist-announced", "The Booker Prize 2024 shortlist is announced | The Booker Prizes",
         "The six books on the 2024 shortlist are Creation Lake, Held, James, Orbital, The Safekeep and Stone Yard Devotional. Five of the six shortlisted writers are women ...", "Sep 16, 2024"),
        ("https://www.theguardian.com/books/2024/sep/16/booker-prize-2024-shortlist-percival-everett-samantha-harvey", "Booker prize 2024 shortlist features record number of women writers | The Guardian",
         "Five women and one man make up the shortlist, the first time in the prize's 55-year history that women have so dominated it ...", "Sep 16, 2024"),
        ("https://www.bbc.co.uk/news/articles/cj3ejq7d4ygo", "Booker Prize 2024 shortlist: Percival Everett and Samantha Harvey make the cut - BBC News",
         "Percival Everett's James, a retelling of Huckleberry Finn from the point of view of the enslaved Jim, is among six novels in contention ...", "Sep 16, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Booker_Prize", "2024 Booker Prize - Wikipedia",
         "Shortlist: Held (Anne Michaels), Orbital (Samantha Harvey), The Safekeep (Yael van der Wouden), James (Percival Everett), Creation Lake (Rachel Kushner), Stone Yard Devotional (Charlotte Wood).", "N/A"),
        ("https://www.nytimes.com/2024/09/16/books/booker-prize-shortlist-2024.html", "Booker Prize Shortlist Includes Percival Everett and Rachel Kushner - The New York Times",
         "The finalists for the prestigious British award include two Americans, a Canadian, an Australian, a Dutch debut novelist and a British writer ...", "Sep 16, 2024"),
        ("https://www.independent.co.uk/arts-entertainment/books/news/booker-prize-shortlist-2024-b2613245.html", "Booker Prize 2024 shortlist: the six novels in the running | The Independent",
         "Hisham Matar, Sarah Perry and Richard Powers were among those who missed out as the judges narrowed the longlist of 13 to six ...", "Sep 16, 2024"),
        ("https://www.waterstones.com/campaign/booker-prize", "The Booker Prize 2024 Shortlist | Waterstones",
         "Shop the shortlist: Orbital, James, Held, Creation Lake, The Safekeep and Stone Yard Devotional. Signed editions available ...", "N/A"),
        ("https://thebookseller.com/news/booker-prize-2024-shortlist-announced", "Cape and Viking on Booker shortlist as five women make the cut | The Bookseller",
         "Jonathan Cape has two books on the shortlist, Orbital and Creation Lake, while Penguin imprint Viking has The Safekeep ...", "Sep 16, 2024"),
    )
    p7 = D("""
        Books › Booker prize

        # Samantha Harvey wins Booker prize for 'space pastoral' novel Orbital

        *Ella Creamer · Tue 12 Nov 2024 22.41 GMT*

        Samantha Harvey has won the 2024 Booker prize for Orbital, a short novel set over a single day aboard the International Space Station. It is the first novel set in space to win the £50,000 award, and at 136 pages it is the second-shortest winner in the prize's history after Penelope Fitzgerald's Offshore (1979).

        Chair of judges Edmund de Waal described Orbital as "a book about a world made luminous and strange", saying the panel had reached a unanimous decision. Harvey, who is the first British woman to win the prize since Hilary Mantel in 2012, dedicated the award "to all the people who speak for and not against the Earth".

        The novel follows six astronauts – from Italy, Japan, Russia, the UK and the US – as they orbit the planet 16 times in 24 hours. Harvey beat five other shortlisted writers:

        | Title | Author |
        | --- | --- |
        | Orbital (winner) | Samantha Harvey |
        | Held | Anne Michaels |
        | James | Percival Everett |
        | Creation Lake | Rachel Kushner |
        | The Safekeep | Yael van der Wouden |
        | Stone Yard Devotional | Charlotte Wood |

        Sales of Orbital have already passed 30,000 copies in the UK since the shortlist was announced, according to Nielsen BookScan, and publisher Jonathan Cape said it was reprinting immediately.

        The ceremony at Old Billingsgate in London was broadcast live on BBC Radio 4. The 2024 panel also included novelist Sara Collins, literary editor Justine Jordan, composer Nitin Sawhney and novelist Yiyun Li.

        **Related:** Booker prize 2024 shortlist features record number of women writers · Orbital by Samantha Harvey review – a space odyssey for the Anthropocene
    """)
    m3 = {
        "booker24_longlist_count": "13 books (from 156 submissions)",
        "booker24_longlist_date": "30 July 2024",
        "booker24_judges": "Edmund de Waal (chair), Sara Collins, Justine Jordan, Nitin Sawhney, Yiyun Li",
    }
    sl = "Creation Lake (Kushner); Held (Michaels); James (Everett); Orbital (Harvey); The Safekeep (van der Wouden); Stone Yard Devotional (Wood) - announced 16 Sep 2024"
    all8 = {**m3, "booker24_shortlist": sl}
    turns = [
        (search("Booker Prize 2024 longlist"), a1),
        (extract("https://thebookerprizes.com/the-booker-library/features/the-booker-prize-2024-longlist-announced", "the 13 longlisted titles, authors and the judging panel"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Booker Prize 2024 shortlist announced"), a4),
        (memory("add", dict={"booker24_shortlist": sl}), added("booker24_shortlist")),
        (memory("remove", key_list=["booker24_longlist_date"]), removed("booker24_longlist_date")),
        (extract("https://www.theguardian.com/books/2024/nov/12/samantha-harvey-wins-booker-prize-orbital", "winner of the 2024 Booker Prize and details of the announcement"), p7),
        (memory("retrieve_all"), dump(all8)),
        (memory("add", dict={"booker24_winner": "Orbital by Samantha Harvey, announced 12 Nov 2024 (GBP 50,000)"}), added("booker24_winner")),
    ]
    rs.add(task="search", tid="h42-search-02", system=SYSTEM, turns=turns, state=st(q, "2025-05-02"),
           bad=True, turn=8, kind="memory key removed earlier is listed again by retrieve_all")


# bafta.org + BBC News with dict_memory: clean
def t03(rs: RowSet) -> None:
    q = "Who won the main categories at the 2025 EE BAFTA Film Awards, and which films won the most awards?"
    a1 = sr(
        ("https://www.bafta.org/awards/film/winners-nominees/2025", "EE BAFTA Film Awards 2025: The Winners | BAFTA",
         "Conclave wins Best Film and Outstanding British Film; Brady Corbet named Best Director for The Brutalist. See the full list of winners and nominees ...", "Feb 16, 2025"),
        ("https://www.bbc.co.uk/news/articles/c0l2qxn7l1yo", "Baftas 2025: Conclave wins best film as The Brutalist's Adrien Brody named best actor - BBC News",
         "Papal thriller Conclave has been named best film at the Baftas, while Mikey Madison won best actress for Anora in one of the night's biggest surprises ...", "Feb 16, 2025"),
        ("https://www.theguardian.com/film/2025/feb/16/baftas-2025-winners-list", "Baftas 2025: the full list of winners | The Guardian",
         "Conclave and The Brutalist both won four awards at the ceremony at the Royal Festival Hall, hosted by David Tennant ...", "Feb 16, 2025"),
        ("https://en.wikipedia.org/wiki/78th_British_Academy_Film_Awards", "78th British Academy Film Awards - Wikipedia",
         "The 78th British Academy Film Awards were held on 16 February 2025 at the Royal Festival Hall, Southbank Centre, London. Conclave received the most nominations with twelve ...", "N/A"),
        ("https://variety.com/2025/film/awards/bafta-awards-2025-winners-list-1236309870/", "BAFTA Awards 2025 Winners List: 'Conclave', 'The Brutalist' Lead - Variety",
         "Edward Berger's 'Conclave' took best film and outstanding British film, while Brady Corbet won best director for 'The Brutalist' ...", "Feb 16, 2025"),
        ("https://www.hollywoodreporter.com/movies/movie-news/bafta-awards-2025-winners-list-1236138441/", "BAFTA Awards 2025: Winners List - The Hollywood Reporter",
         "Kieran Culkin (A Real Pain) and Zoe Saldaña (Emilia Pérez) took the supporting acting prizes, continuing their awards-season sweep ...", "Feb 16, 2025"),
        ("https://www.radiotimes.com/movies/baftas-2025-winners/", "BAFTA 2025 winners: Full list of film awards | Radio Times",
         "David Jonsson wins the EE Rising Star Award, voted for by the public, while Wallace & Gromit: Vengeance Most Fowl is named best animated film ...", "Feb 17, 2025"),
        ("https://www.reddit.com/r/movies/comments/1ir2y8h/bafta_2025_winners/", "BAFTA 2025 Winners : r/movies",
         "Mikey Madison over Demi Moore is a big deal for the Oscar race. Conclave winning Best Film was expected after the SAG noms ...", "Feb 16, 2025"),
    )
    p2 = D("""
        BAFTA › Awards › Film › Winners & Nominees

        # EE BAFTA Film Awards 2025: The Winners

        The winners of the EE BAFTA Film Awards 2025 were announced on Sunday 16 February 2025 at the Royal Festival Hall, Southbank Centre, London. The ceremony was hosted by David Tennant and broadcast on BBC One and iPlayer.

        ## Best Film
        - **Conclave** – Tessa Ross, Juliette Howell, Michael A. Jackman *(Winner)*
        - Anora – Alex Coco, Samantha Quan, Sean Baker
        - The Brutalist – Nick Gordon, Brian Young, Andrew Morrison, D.J. Gugenheim, Brady Corbet
        - A Complete Unknown – Fred Berger, James Mangold, Alex Heineman
        - Emilia Pérez – Pascal Caucheteux, Jacques Audiard

        ## Outstanding British Film
        - **Conclave** *(Winner)*
        - Bird · Blitz · Gladiator II · Hard Truths · Kneecap · Lee · Love Lies Bleeding · The Outrun · Wallace & Gromit: Vengeance Most Fowl

        ## Director
        - **The Brutalist – Brady Corbet** *(Winner)*
        - Anora – Sean Baker · Conclave – Edward Berger · Dune: Part Two – Denis Villeneuve · Emilia Pérez – Jacques Audiard · The Substance – Coralie Fargeat

        ## Leading Actress
        - **Mikey Madison – Anora** *(Winner)*
        - Cynthia Erivo – Wicked · Karla Sofía Gascón – Emilia Pérez · Marianne Jean-Baptiste – Hard Truths · Demi Moore – The Substance · Saoirse Ronan – The Outrun

        ## Leading Actor
        - **Adrien Brody – The Brutalist** *(Winner)*
        - Timothée Chalamet – A Complete Unknown · Colman Domingo – Sing Sing · Ralph Fiennes – Conclave · Hugh Grant – Heretic · Sebastian Stan – The Apprentice

        ## Supporting Actress
        - **Zoe Saldaña – Emilia Pérez** *(Winner)*
        - Selena Gomez – Emilia Pérez · Ariana Grande – Wicked · Felicity Jones – The Brutalist · Jamie Lee Curtis – The Last Showgirl · Isabella Rossellini – Conclave

        ## Supporting Actor
        - **Kieran Culkin – A Real Pain** *(Winner)*
        - Yura Borisov – Anora · Clarence Maclin – Sing Sing · Edward Norton – A Complete Unknown · Guy Pearce – The Brutalist · Jeremy Strong – The Apprentice

        ## Original Screenplay
        - **A Real Pain – Jesse Eisenberg** *(Winner)*

        ## Adapted Screenplay
        - **Conclave – Peter Straughan** *(Winner)*

        ## Film Not in the English Language
        - **Emilia Pérez** *(Winner)*

        ## Documentary
        - **Super/Man: The Christopher Reeve Story** *(Winner)*

        ## Animated Film
        - **Wallace & Gromit: Vengeance Most Fowl** *(Winner)*

        ## Casting
        - **Anora – Sean Baker, Samantha Quan** *(Winner)*

        ## Cinematography
        - **The Brutalist – Lol Crawley** *(Winner)*

        ## Editing
        - **Conclave – Nick Emerson** *(Winner)*

        ## Original Score
        - **The Brutalist – Daniel Blumberg** *(Winner)*

        ## EE Rising Star Award (voted for by the public)
        - **David Jonsson** *(Winner)*

        ## Outstanding Debut by a British Writer, Director or Producer
        - **Kneecap – Rich Peppiatt (Director, Writer)** *(Winner)*

        [View the full list of nominees](https://www.bafta.org/awards/film/nominations/2025) · [Watch the ceremony on BBC iPlayer](https://www.bbc.co.uk/iplayer)
    """)
    m3 = {
        "bafta25_best_film": "Conclave",
        "bafta25_director": "Brady Corbet - The Brutalist",
        "bafta25_actress": "Mikey Madison - Anora",
        "bafta25_actor": "Adrien Brody - The Brutalist",
        "bafta25_supporting": "Zoe Saldaña (Emilia Pérez); Kieran Culkin (A Real Pain)",
    }
    a4 = sr(
        ("https://www.theguardian.com/film/2025/feb/16/baftas-2025-winners-list", "Baftas 2025: the full list of winners | The Guardian",
         "Conclave and The Brutalist both won four awards at the ceremony at the Royal Festival Hall, hosted by David Tennant ...", "Feb 16, 2025"),
        ("https://www.bbc.co.uk/news/articles/c0l2qxn7l1yo", "Baftas 2025: Conclave wins best film as The Brutalist's Adrien Brody named best actor - BBC News",
         "Conclave, which went into the night with 12 nominations, won four awards, matching The Brutalist's haul. Emilia Pérez, with 11 nominations, won two ...", "Feb 16, 2025"),
        ("https://www.screendaily.com/news/conclave-the-brutalist-lead-baftas-with-four-wins-each/5201744.article", "'Conclave', 'The Brutalist' lead Baftas with four wins each | Screen",
         "Edward Berger's Conclave took best film, outstanding British film, adapted screenplay and editing; The Brutalist won director, actor, cinematography and score ...", "Feb 17, 2025"),
        ("https://deadline.com/2025/02/bafta-awards-2025-winners-list-1236289617/", "BAFTA Film Awards: 'Conclave' Wins Best Film; 'The Brutalist' Also Takes Four - Deadline",
         "Anora's Mikey Madison upset Demi Moore for leading actress. Anora, which had seven nominations, won two: leading actress and casting ...", "Feb 16, 2025"),
        ("https://en.wikipedia.org/wiki/78th_British_Academy_Film_Awards", "78th British Academy Film Awards - Wikipedia",
         "Films with multiple wins: Conclave (4), The Brutalist (4), Anora (2), Emilia Pérez (2), A Real Pain (2), Dune: Part Two (2), Wicked (2) ...", "N/A"),
        ("https://www.empireonline.com/movies/news/baftas-2025-winners/", "BAFTAs 2025: The Winners In Full | Empire",
         "It was a night of spreading the love at the Royal Festival Hall, with Conclave and The Brutalist level on four apiece ...", "Feb 16, 2025"),
        ("https://www.goldderby.com/article/2025/bafta-winners-oscar-predictions/", "What the BAFTA winners mean for the Oscars | Gold Derby",
         "Conclave's BAFTA best film win tightens the race with Anora and The Brutalist two weeks before the Academy Awards ...", "Feb 17, 2025"),
    )
    p5 = D("""
        # Baftas 2025: Conclave wins best film as The Brutalist's Adrien Brody named best actor

        *By Steven McIntosh, Entertainment reporter · 16 February 2025*

        Papal thriller Conclave has been named best film at the Bafta Film Awards, where it also won outstanding British film.

        The film, which stars Ralph Fiennes as a cardinal overseeing the election of a new pope, went into Sunday's ceremony with 12 nominations, more than any other film. It won four awards in total, also taking adapted screenplay for Peter Straughan and editing for Nick Emerson.

        Epic drama The Brutalist also won four, with Brady Corbet named best director and Adrien Brody best actor for his role as a Hungarian-Jewish architect who emigrates to the US after World War Two. The film also won for cinematography and original score.

        In one of the surprises of the night, Mikey Madison won best actress for Anora, beating Demi Moore, who had been widely tipped for The Substance.

        | Film | Nominations | Wins |
        | --- | --- | --- |
        | Conclave | 12 | 4 |
        | Emilia Pérez | 11 | 2 |
        | The Brutalist | 9 | 4 |
        | A Complete Unknown | 9 | 0 |
        | Anora | 7 | 2 |
        | Wicked | 7 | 2 |
        | Dune: Part Two | 5 | 2 |
        | A Real Pain | 2 | 2 |

        Kieran Culkin won best supporting actor for A Real Pain, and Zoe Saldaña won best supporting actress for Emilia Pérez, which was also named best film not in the English language.

        Wallace & Gromit: Vengeance Most Fowl won best animated film, and Aardman's Nick Park thanked "everyone who has kept Gromit knitting for 35 years". David Jonsson, star of Rye Lane and Alien: Romulus, won the EE Rising Star award.

        The ceremony, hosted for the second year by David Tennant, took place at the Royal Festival Hall in London's Southbank Centre and was broadcast on BBC One.

        **Related topics:** Bafta · Film · Oscars
    """)
    turns = [
        (search("BAFTA Film Awards 2025 winners list"), a1),
        (extract("https://www.bafta.org/awards/film/winners-nominees/2025", "winners in the main categories"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("BAFTA 2025 Conclave The Brutalist number of awards won"), a4),
        (extract("https://www.bbc.co.uk/news/articles/c0l2qxn7l1yo", "number of wins and nominations per film"), p5),
        (memory("update", dict={"bafta25_best_film": "Conclave - 4 wins (Film, Outstanding British Film, Adapted Screenplay, Editing); tied with The Brutalist on 4"}),
         updated("bafta25_best_film")),
        (memory("retrieve", key_list=["bafta25_best_film", "bafta25_director"]),
         dump({"bafta25_best_film": "Conclave - 4 wins (Film, Outstanding British Film, Adapted Screenplay, Editing); tied with The Brutalist on 4",
               "bafta25_director": "Brady Corbet - The Brutalist"})),
    ]
    rs.add(task="search", tid="h42-search-03", system=SYSTEM, turns=turns, state=st(q, "2025-02-20"))


MOTOGP_2024 = [
    ["1", "Jorge Martín", "SPA", "Prima Pramac Racing", "Ducati", "508"],
    ["2", "Francesco Bagnaia", "ITA", "Ducati Lenovo Team", "Ducati", "498"],
    ["3", "Marc Márquez", "SPA", "Gresini Racing MotoGP", "Ducati", "392"],
    ["4", "Enea Bastianini", "ITA", "Ducati Lenovo Team", "Ducati", "386"],
    ["5", "Brad Binder", "RSA", "Red Bull KTM Factory Racing", "KTM", "217"],
    ["6", "Pedro Acosta", "SPA", "Red Bull GASGAS Tech3", "GASGAS", "215"],
    ["7", "Maverick Viñales", "SPA", "Aprilia Racing", "Aprilia", "190"],
    ["8", "Alex Márquez", "SPA", "Gresini Racing MotoGP", "Ducati", "173"],
    ["9", "Franco Morbidelli", "ITA", "Prima Pramac Racing", "Ducati", "173"],
    ["10", "Fabio Di Giannantonio", "ITA", "Pertamina Enduro VR46 Racing Team", "Ducati", "165"],
    ["11", "Aleix Espargaró", "SPA", "Aprilia Racing", "Aprilia", "163"],
    ["12", "Marco Bezzecchi", "ITA", "Pertamina Enduro VR46 Racing Team", "Ducati", "153"],
]


def motogp_page(rows: list[list[str]]) -> str:
    return D("""
        MotoGP™ › Results & Standings › 2024 › MotoGP › World Standing

        # 2024 MotoGP™ World Standing

        **Season:** 2024 · **Category:** MotoGP · **Type:** Riders' Championship · **After:** Motul Solidarity Grand Prix of Barcelona (Round 20, 17 Nov 2024)

        Points include Grand Prix and Tissot Sprint results. Ties are broken on number of Grand Prix wins, then second places, etc.
    """) + "\n\n" + table(["Pos.", "Rider", "Nation", "Team", "Bike", "Points"], rows) + "\n\n" + D("""
        [Show all riders (1–32)](https://www.motogp.com/en/world-standing/2024/motogp/riders?all=1) · [Constructors' standing](https://www.motogp.com/en/world-standing/2024/motogp/constructors) · [Teams' standing](https://www.motogp.com/en/world-standing/2024/motogp/teams)

        ## Constructors (top 4)

        | Pos. | Constructor | Points |
        | --- | --- | --- |
        | 1 | Ducati | 727 |
        | 2 | KTM | 327 |
        | 3 | Aprilia | 299 |
        | 4 | Yamaha | 124 |

        Download: [PDF standings](https://resources.motogp.pulselive.com/motogp/document/2024/11/17/standings-motogp-2024-final.pdf)
    """)


# motogp.com + Wikipedia with dict_memory: bad
def t04(rs: RowSet) -> None:
    q = "What were the final 2024 MotoGP riders' standings, how was the title decided, and how did rookie Pedro Acosta finish?"
    url = "https://www.motogp.com/en/world-standing/2024/motogp/riders"
    a1 = sr(
        (url, "2024 MotoGP World Standing - Riders | MotoGP™",
         "Official 2024 MotoGP riders' championship standings: Jorge Martín 508, Francesco Bagnaia 498, Marc Márquez 392, Enea Bastianini 386 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2024_MotoGP_World_Championship", "2024 MotoGP World Championship - Wikipedia",
         "Jorge Martín won the riders' championship at the final round in Barcelona, finishing ten points ahead of defending champion Francesco Bagnaia ...", "N/A"),
        ("https://www.motogp.com/en/news/2024/11/17/jorge-martin-is-the-2024-motogp-world-champion/509214", "Jorge Martín is the 2024 MotoGP™ World Champion! | MotoGP™",
         "Martinator does it! Third place in the Solidarity GP seals the crown by 10 points as Bagnaia takes an 11th Grand Prix victory of the season ...", "Nov 17, 2024"),
        ("https://www.crash.net/motogp/results/2024/final-motogp-standings", "Final 2024 MotoGP World Championship standings | Crash.net",
         "Jorge Martín becomes the first independent-team rider to win the MotoGP title, with Bagnaia second and Marc Márquez third on his Gresini debut season ...", "Nov 17, 2024"),
        ("https://www.autosport.com/motogp/standings/2024/", "MotoGP Standings 2024 - Drivers & Constructors | Autosport",
         "2024 MotoGP riders standings. 1 Martin 508 pts, 2 Bagnaia 498 pts, 3 M. Marquez 392 pts ...", "N/A"),
        ("https://www.bbc.co.uk/sport/motorsport/articles/c5yg3y4eqzvo", "Jorge Martín wins MotoGP title with third place in Barcelona - BBC Sport",
         "Spaniard Jorge Martín clinched his first MotoGP world title as Francesco Bagnaia won the season finale in Barcelona ...", "Nov 17, 2024"),
        ("https://www.the-race.com/motogp/jorge-martin-2024-motogp-champion-verdict/", "The verdict on Jorge Martín's 2024 MotoGP title | The Race",
         "Bagnaia won 11 grands prix to Martín's three, but the Pramac rider's consistency in the sprints made the difference ...", "Nov 18, 2024"),
        ("https://www.reddit.com/r/motogp/comments/1gtjmjh/2024_final_standings/", "2024 final standings : r/motogp",
         "Crazy that Pecco won 11 GPs and still lost. Acosta 6th as a rookie is also nuts ...", "Nov 17, 2024"),
    )
    a4 = sr(
        ("https://www.motogp.com/en/news/2024/11/17/jorge-martin-is-the-2024-motogp-world-champion/509214", "Jorge Martín is the 2024 MotoGP™ World Champion! | MotoGP™",
         "Martín needed only a top-nine finish on Sunday. He finished third behind Bagnaia and Marc Márquez to win the crown by 10 points ...", "Nov 17, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Solidarity_motorcycle_Grand_Prix", "2024 Solidarity motorcycle Grand Prix - Wikipedia",
         "The 2024 Motul Solidarity Grand Prix of Barcelona was held at the Circuit de Barcelona-Catalunya on 17 November 2024, replacing the cancelled Valencia round after the floods ...", "N/A"),
        ("https://www.reuters.com/sports/motor-sports/martin-wins-motogp-title-barcelona-2024-11-17/", "Martin clinches MotoGP world title in Barcelona | Reuters",
         "Pramac's Jorge Martin was crowned MotoGP world champion on Sunday after finishing third in the season-ending Solidarity Grand Prix in Barcelona ...", "Nov 17, 2024"),
        ("https://www.motorsport.com/motogp/news/martin-crowned-2024-motogp-champion-barcelona/10676812/", "Martin crowned 2024 MotoGP champion as Bagnaia wins Barcelona finale",
         "Francesco Bagnaia won the Solidarity GP but could not stop Jorge Martín from claiming the title after the Pramac rider brought his Ducati home in third ...", "Nov 17, 2024"),
        ("https://www.espn.com/racing/story/_/id/42447188/jorge-martin-wins-motogp-title", "Jorge Martín wins first MotoGP title - ESPN",
         "Martín, who will move to Aprilia in 2025, is the first rider on a satellite team to win the premier-class title since Valentino Rossi in 2001 ...", "Nov 17, 2024"),
        ("https://www.motogp.com/en/news/2024/11/16/bagnaia-wins-barcelona-sprint-martin-second/509102", "Bagnaia wins Barcelona Sprint, Martín second | MotoGP™",
         "Bagnaia keeps the fight alive, but second place means Martín takes a 19-point lead into the final Grand Prix of the season ...", "Nov 16, 2024"),
        ("https://www.gpone.com/en/2024/11/17/motogp/martin-champion-barcelona.html", "Martin is world champion: 'I dreamed of this since I was a kid' | GPone",
         "The Spaniard from Pramac finished 2024 with 508 points, ten more than Bagnaia ...", "Nov 17, 2024"),
    )
    p5 = D("""
        From Wikipedia, the free encyclopedia

        # 2024 MotoGP World Championship

        | 2024 MotoGP World Championship | |
        | --- | --- |
        | Previous: 2023 · Next: 2025 | |
        | Riders' champion | Jorge Martín (Prima Pramac Racing) |
        | Constructors' champion | Ducati |
        | Teams' champion | Ducati Lenovo Team |

        The **2024 FIM MotoGP World Championship** was the premier class of the 76th F.I.M. Road Racing World Championship season. Jorge Martín won the riders' championship at the final round, the Solidarity Grand Prix in Barcelona, ten points ahead of Francesco Bagnaia. He became the first rider to win the premier-class title riding for an independent team in the MotoGP era.

        Bagnaia won eleven Grands Prix during the season, the most by a rider who did not win the championship. Martín won three Grands Prix (Portugal, France and Indonesia) but finished on the podium in 16 of 20 Grands Prix and won seven of the Sprint races.

        ## Season summary

        The championship was contested over 20 rounds. The Argentine and Kazakhstan rounds were cancelled, and the Valencian Community round was replaced by the Solidarity Grand Prix at Barcelona-Catalunya following the floods in Valencia in late October 2024.

        Marc Márquez, in his first season with Gresini Racing, took three Grand Prix wins (Aragon, San Marino and Australia) and finished third overall. Enea Bastianini finished fourth in his final season with the factory Ducati team.

        Rookie Pedro Acosta (Red Bull GASGAS Tech3) took podiums in both Grands Prix and Sprints, including second place at the Grand Prix of the Americas, and finished sixth overall with 215 points, two points behind Brad Binder, and was named Rookie of the Year.

        ## Riders' championship (top 6)

        | Pos. | Rider | Team | GP wins | Points |
        | --- | --- | --- | --- | --- |
        | 1 | Jorge Martín | Prima Pramac Racing | 3 | 508 |
        | 2 | Francesco Bagnaia | Ducati Lenovo Team | 11 | 498 |
        | 3 | Marc Márquez | Gresini Racing MotoGP | 3 | 392 |
        | 4 | Enea Bastianini | Ducati Lenovo Team | 2 | 386 |
        | 5 | Brad Binder | Red Bull KTM Factory Racing | 0 | 217 |
        | 6 | Pedro Acosta | Red Bull GASGAS Tech3 | 0 | 215 |

        ## See also
        - 2024 Moto2 World Championship
        - 2024 Moto3 World Championship
    """)
    a6 = sr(
        ("https://www.motogp.com/en/news/2024/11/18/pedro-acosta-rookie-of-the-year-2024/509380", "Pedro Acosta: Rookie of the Year 2024 | MotoGP™",
         "Podiums in both Sprints and Grands Prix and 215 points: the Tech3 rookie ends his first premier-class season sixth overall ...", "Nov 18, 2024"),
        ("https://en.wikipedia.org/wiki/Pedro_Acosta", "Pedro Acosta - Wikipedia",
         "Pedro Acosta Sánchez (born 25 May 2004) is a Spanish motorcycle racer competing in MotoGP for Red Bull KTM Factory Racing. He was the 2021 Moto3 and 2023 Moto2 world champion ...", "N/A"),
        ("https://www.crash.net/motogp/news/1028731/1/pedro-acosta-2024-season-review", "Pedro Acosta 2024 MotoGP season review | Crash.net",
         "Acosta finished sixth in the standings on 215 points, just two behind factory KTM rider Brad Binder, despite a string of late-season crashes ...", "Nov 20, 2024"),
        ("https://www.the-race.com/motogp/pedro-acosta-rookie-season-ranked/", "Where Acosta's rookie MotoGP season ranks all-time | The Race",
         "A podium on only his second start in Portimão made him the youngest premier-class podium finisher since Marc Márquez ...", "Nov 22, 2024"),
        ("https://www.motorsport.com/motogp/news/acosta-rookie-of-the-year-ktm-factory-2025/10677002/", "Acosta named Rookie of the Year before factory KTM move",
         "The Spaniard, who moves to the factory Red Bull KTM squad in 2025, scored 215 points ...", "Nov 18, 2024"),
        ("https://www.autosport.com/motogp/standings/2024/", "MotoGP Standings 2024 - Drivers & Constructors | Autosport",
         "5 Binder 217 pts, 6 Acosta 215 pts, 7 Viñales 190 pts, 8 A. Marquez 173 pts ...", "N/A"),
    )
    bad_rows = [r[:] for r in MOTOGP_2024]
    bad_rows[3][5] = "383"
    m3 = {"motogp24_champion": "Jorge Martín, 508 pts (Prima Pramac Racing, Ducati)",
          "motogp24_runner_up": "Francesco Bagnaia, 498 pts (11 GP wins)",
          "motogp24_margin": "10 pts, decided at Solidarity GP Barcelona, 17 Nov 2024"}
    turns = [
        (search("MotoGP 2024 final championship standings points"), a1),
        (extract(url, "final riders' standings with points"), motogp_page(MOTOGP_2024)),
        (memory("add", dict=m3), added(*m3)),
        (search("Jorge Martín 2024 title decided Solidarity Grand Prix Barcelona result"), a4),
        (extract("https://en.wikipedia.org/wiki/2024_MotoGP_World_Championship", "season summary, wins by Martín and Bagnaia, rookie of the year"), p5),
        (search("Pedro Acosta 2024 rookie of the year points position"), a6),
        (extract(url, "positions 3 to 10 and their points"), motogp_page(bad_rows)),
        (memory("add", dict={"motogp24_rookie": "Pedro Acosta (Red Bull GASGAS Tech3), 6th, 215 pts, Rookie of the Year"}), added("motogp24_rookie")),
    ]
    rs.add(task="search", tid="h42-search-04", system=SYSTEM, turns=turns, state=st(q, "2025-01-09"),
           bad=True, turn=7, kind="a rider's points in the same final standings table differ from the earlier fetch")


# NOAA / National Hurricane Center with dict_memory: clean
def t05(rs: RowSet) -> None:
    q = "How did the 2024 Atlantic hurricane season compare with the long-term average, how strong did Milton get, and what does NOAA's 2025 outlook predict?"
    mem0 = {"plan": "1) 2024 season counts 2) Milton peak 3) NOAA 2025 outlook numbers"}
    a1 = sr(
        ("https://www.noaa.gov/news-release/destructive-2024-atlantic-hurricane-season-draws-to-close", "Destructive 2024 Atlantic hurricane season draws to a close | NOAA",
         "The 2024 Atlantic hurricane season produced 18 named storms, of which 11 became hurricanes, including five major hurricanes ...", "Nov 26, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Atlantic_hurricane_season", "2024 Atlantic hurricane season - Wikipedia",
         "The 2024 Atlantic hurricane season was the ninth consecutive above-average season, with 18 named storms, 11 hurricanes and 5 major hurricanes ...", "N/A"),
        ("https://www.nhc.noaa.gov/data/tcr/", "Tropical Cyclone Reports - National Hurricane Center",
         "2024 Atlantic: Alberto, Beryl, Chris, Debby, Ernesto, Francine, Gordon, Helene, Isaac, Joyce, Kirk, Leslie, Milton, Nadine, Oscar, Patty, Rafael, Sara ...", "N/A"),
        ("https://www.washingtonpost.com/weather/2024/11/30/hurricane-season-2024-recap/", "The 2024 hurricane season, by the numbers - The Washington Post",
         "Five hurricanes hit the continental United States, and Helene became the deadliest mainland U.S. hurricane since Katrina ...", "Nov 30, 2024"),
        ("https://tropical.colostate.edu/Forecast/2024-11.pdf", "Summary of 2024 Atlantic Tropical Cyclone Activity - Colorado State University",
         "Accumulated cyclone energy (ACE) for the 2024 season was approximately 162 units, about 130% of the 1991–2020 average ...", "Nov 26, 2024"),
        ("https://www.cnn.com/weather/hurricane-season-2024-ends-climate/index.html", "Hurricane season 2024 is over. Here's what made it so extreme | CNN",
         "From Beryl's record early Category 5 to Milton's explosive intensification in the Gulf, the season broke records even with a strange midseason lull ...", "Nov 30, 2024"),
        ("https://www.weather.gov/news/2024-hurricane-season", "2024 Hurricane Season Summary | National Weather Service",
         "An above-normal season with 18 named storms. An average season produces 14 named storms, 7 hurricanes and 3 major hurricanes ...", "Dec 2, 2024"),
        ("https://www.reddit.com/r/TropicalWeather/comments/1h0bxd4/2024_atlantic_season_final_tally/", "2024 Atlantic season final tally : r/TropicalWeather",
         "18/11/5 with ~162 ACE. That September lull was wild considering the forecasts ...", "Nov 30, 2024"),
    )
    p2 = D("""
        NOAA › News & Features › News Release

        # Destructive 2024 Atlantic hurricane season draws to a close

        *November 26, 2024*

        **Season had five landfalling U.S. hurricanes, including two major hurricanes**

        The 2024 Atlantic hurricane season, which officially ends on November 30, produced 18 named storms (winds of 39 mph or greater), of which 11 became hurricanes (winds of 74 mph or greater), including five major hurricanes (winds of 111 mph or greater). NOAA's outlook predicted 17 to 25 named storms, 8 to 13 hurricanes and 4 to 7 major hurricanes.

        An average Atlantic hurricane season produces 14 named storms, 7 hurricanes and 3 major hurricanes.

        | | 2024 season | 1991–2020 average | NOAA May outlook |
        | --- | --- | --- | --- |
        | Named storms | 18 | 14 | 17–25 |
        | Hurricanes | 11 | 7 | 8–13 |
        | Major hurricanes (Cat 3+) | 5 | 3 | 4–7 |

        ## Season highlights

        - **Beryl** became the earliest Category 5 hurricane on record in the Atlantic basin on July 2, with maximum sustained winds of 165 mph, and later made landfall in Texas as a Category 1 hurricane.
        - **Debby** made landfall in Florida's Big Bend as a Category 1 hurricane on August 5 and produced catastrophic flooding in Georgia and the Carolinas.
        - **Francine** made landfall in Louisiana as a Category 2 hurricane on September 11.
        - **Helene** made landfall in Florida's Big Bend as a Category 4 hurricane on September 26, with catastrophic flooding in the southern Appalachians. It is the deadliest hurricane to strike the mainland U.S. since Katrina in 2005.
        - **Milton** rapidly intensified to a Category 5 hurricane in the Gulf of Mexico and made landfall near Siesta Key, Florida, as a Category 3 hurricane on October 9.

        Five hurricanes made landfall in the continental U.S. in 2024: Beryl, Debby, Francine, Helene and Milton.

        ## Forecast accuracy

        "This season was a reminder that it only takes one storm to devastate a community," said NOAA Administrator Rick Spinrad. NHC's official track forecasts set new records for accuracy at nearly all lead times.

        **Media contact:** Maureen O'Leary, maureen.oleary@noaa.gov
    """)
    a4 = sr(
        ("https://www.nhc.noaa.gov/data/tcr/AL142024_Milton.pdf", "Tropical Cyclone Report: Hurricane Milton (AL142024) - NHC",
         "Milton reached its peak intensity of 155 kt with a minimum central pressure of 897 mb over the southern Gulf of Mexico on 7 October ...", "Apr 2, 2025"),
        ("https://en.wikipedia.org/wiki/Hurricane_Milton", "Hurricane Milton - Wikipedia",
         "Highest winds 180 mph (285 km/h); lowest pressure 897 mbar (hPa); 26.49 inHg. Milton was the fifth-most intense Atlantic hurricane on record ...", "N/A"),
        ("https://www.weather.gov/tbw/milton2024", "Hurricane Milton - October 9, 2024 | NWS Tampa Bay",
         "Milton made landfall near Siesta Key in Sarasota County around 8:30 PM EDT on October 9 as a Category 3 hurricane with estimated maximum sustained winds of 120 mph ...", "N/A"),
        ("https://www.washingtonpost.com/weather/2024/10/07/hurricane-milton-rapid-intensification-category-5/", "Milton explodes into Category 5 hurricane with 180 mph winds - The Washington Post",
         "Milton's pressure fell 90 millibars in about 24 hours, one of the fastest intensifications ever observed in the Atlantic ...", "Oct 7, 2024"),
        ("https://www.noaa.gov/news/hurricane-milton-rapid-intensification", "How Hurricane Milton intensified so quickly | NOAA",
         "Milton strengthened from a tropical storm to a Category 5 hurricane in about a day over exceptionally warm Gulf waters ...", "Oct 10, 2024"),
        ("https://www.cbsnews.com/news/hurricane-milton-strength-category-5-897-millibars/", "Hurricane Milton's pressure drops to 897 mb, among lowest on record in Gulf - CBS News",
         "Only Wilma (882 mb) and Gilbert (888 mb) had lower pressures in the Atlantic basin, and Rita (895 mb) in the Gulf ...", "Oct 7, 2024"),
        ("https://www.reddit.com/r/TropicalWeather/comments/1fybpsq/milton_897mb/", "Milton 897mb : r/TropicalWeather",
         "Recon just found 897 mb and flight-level winds supporting 155 kt. This is insane for the Gulf ...", "Oct 7, 2024"),
    )
    p5 = D("""
        NATIONAL HURRICANE CENTER TROPICAL CYCLONE REPORT

        # HURRICANE MILTON (AL142024)

        5–10 October 2024

        Philippe P. Papin, Andrew S. Hagen and Robbie J. Berg
        National Hurricane Center
        2 April 2025

        Milton was a category 5 hurricane (on the Saffir-Simpson Hurricane Wind Scale) that underwent extreme rapid intensification over the southwestern Gulf of Mexico, reaching a peak intensity of 155 kt with a minimum pressure of 897 mb. Milton weakened before it made landfall as a category 3 hurricane near Siesta Key, Florida, and it produced a significant tornado outbreak over the Florida peninsula.

        ## a. Synoptic History

        Milton formed from a broad area of low pressure in the Bay of Campeche and became a tropical storm at 1200 UTC 5 October. It became a hurricane on 6 October, then intensified explosively: the maximum sustained winds increased by 90 kt in 24 hours, and the minimum pressure fell by about 90 mb over roughly the same period. Milton reached its peak intensity of 155 kt and 897 mb around 2100 UTC 7 October about 130 n mi north-northeast of Progreso, Mexico.

        Eyewall replacement and increasing southwesterly shear caused weakening on 8–9 October. Milton made landfall near Siesta Key, Florida, at 0030 UTC 10 October (8:30 p.m. EDT 9 October) with an estimated intensity of 105 kt, then crossed the peninsula and emerged into the Atlantic near Cape Canaveral.

        ## Table 1. Best track, selected points

        | Date/Time (UTC) | Latitude (°N) | Longitude (°W) | Pressure (mb) | Wind Speed (kt) | Stage |
        | --- | --- | --- | --- | --- | --- |
        | 05 / 1200 | 21.8 | 95.4 | 1004 | 35 | tropical storm |
        | 06 / 1200 | 22.6 | 94.7 | 985 | 65 | hurricane |
        | 07 / 0000 | 21.9 | 93.4 | 960 | 90 | hurricane |
        | 07 / 1800 | 21.7 | 91.4 | 902 | 150 | hurricane |
        | 07 / 2100 | 21.7 | 91.0 | 897 | 155 | hurricane |
        | 09 / 1200 | 25.6 | 85.2 | 930 | 125 | hurricane |
        | 10 / 0030 | 27.2 | 82.6 | 954 | 105 | hurricane (landfall) |
        | 10 / 1800 | 28.7 | 78.3 | 983 | 70 | hurricane |

        Note: 155 kt ≈ 180 mph ≈ 285 km/h; 105 kt ≈ 120 mph ≈ 195 km/h.

        ## Casualty and Damage Statistics

        Milton was directly responsible for 15 deaths in the United States. Damage in the United States is estimated at $34.3 billion.
    """)
    a7 = sr(
        ("https://www.noaa.gov/news-release/noaa-predicts-above-normal-2025-atlantic-hurricane-season", "NOAA predicts above-normal 2025 Atlantic hurricane season | NOAA",
         "NOAA's outlook predicts a range of 13 to 19 total named storms, of which 6 to 10 could become hurricanes, including 3 to 5 major hurricanes ...", "May 22, 2025"),
        ("https://www.cpc.ncep.noaa.gov/products/outlooks/hurricane.shtml", "NOAA 2025 Atlantic Hurricane Season Outlook - Climate Prediction Center",
         "60% chance of an above-normal season, 30% chance of a near-normal season and 10% chance of a below-normal season ...", "May 22, 2025"),
        ("https://tropical.colostate.edu/forecasting.html", "Seasonal Hurricane Forecasting - Colorado State University",
         "June 11, 2025 forecast: 17 named storms, 9 hurricanes, 4 major hurricanes ...", "Jun 11, 2025"),
        ("https://www.nhc.noaa.gov/gtwo.php?basin=atlc&fdays=7", "Tropical Weather Outlook - Atlantic - National Hurricane Center",
         "800 AM EDT Sat Jun 14 2025. For the North Atlantic...Caribbean Sea and the Gulf of America: Tropical cyclone formation is not expected during the next 7 days.", "Jun 14, 2025"),
        ("https://www.cnn.com/2025/05/22/weather/hurricane-season-forecast-noaa-climate/index.html", "NOAA forecasts another above-normal hurricane season | CNN",
         "Forecasters expect 13 to 19 named storms as warm Atlantic waters and a neutral ENSO set the stage ...", "May 22, 2025"),
        ("https://en.wikipedia.org/wiki/2025_Atlantic_hurricane_season", "2025 Atlantic hurricane season - Wikipedia",
         "The 2025 Atlantic hurricane season officially began on June 1, 2025, and will end on November 30, 2025. Seasonal forecasts ...", "N/A"),
        ("https://www.accuweather.com/en/hurricane/2025-atlantic-hurricane-season-forecast/1749532", "AccuWeather's 2025 Atlantic hurricane forecast",
         "AccuWeather meteorologists predict 13 to 18 named storms and 7 to 10 hurricanes in 2025 ...", "Mar 26, 2025"),
    )
    p8 = D("""
        NOAA › News & Features › News Release

        # NOAA predicts above-normal 2025 Atlantic hurricane season

        *May 22, 2025*

        **Agency stresses readiness as forecasts call for 13 to 19 named storms**

        NOAA's National Weather Service is predicting above-normal activity for the 2025 Atlantic hurricane season, which runs from June 1 to November 30. NOAA's outlook gives a 60% chance of an above-normal season, a 30% chance of a near-normal season and a 10% chance of a below-normal season.

        The agency is forecasting a range of 13 to 19 total named storms (winds of 39 mph or higher). Of those, 6 to 10 are forecast to become hurricanes (winds of 74 mph or higher), including 3 to 5 major hurricanes (category 3, 4 or 5; with winds of 111 mph or higher). NOAA has a 70% confidence in these ranges.

        | | 2025 outlook | 1991–2020 average |
        | --- | --- | --- |
        | Named storms | 13–19 | 14 |
        | Hurricanes | 6–10 | 7 |
        | Major hurricanes | 3–5 | 3 |

        ## Factors

        The season is expected to be above normal due to a confluence of factors, including continued ENSO-neutral conditions, warmer than average ocean temperatures, forecasts for weak wind shear, and the potential for higher activity from the West African Monsoon, a primary starting point for Atlantic hurricanes.

        "NOAA's outlook is a call to action: be prepared," said Acting NOAA Administrator Laura Grimm.

        ## New for 2025

        - NHC's cone graphic will include inland watches and warnings for the contiguous U.S.
        - Rip current risk will be depicted on the cone graphic.
        - Forecasts for potential tropical cyclones can be issued up to 72 hours before storm-surge or tropical-storm conditions arrive, up from 48 hours.

        NOAA will update the 2025 Atlantic seasonal outlook in early August, prior to the historical peak of the season.
    """)
    final = {
        "plan": mem0["plan"],
        "atl2024_counts": "18 named storms / 11 hurricanes / 5 major (avg 14/7/3); 5 US hurricane landfalls",
        "milton_peak": "155 kt (~180 mph, ~285 km/h), 897 mb, ~2100 UTC 7 Oct 2024; landfall Siesta Key 0030 UTC 10 Oct as Cat 3 (105 kt / ~120 mph)",
        "atl2025_outlook": "NOAA (22 May 2025): 13-19 NS, 6-10 H, 3-5 MH; 60% above / 30% near / 10% below normal",
    }
    turns = [
        (search("2024 Atlantic hurricane season summary NOAA named storms hurricanes major"), a1),
        (extract("https://www.noaa.gov/news-release/destructive-2024-atlantic-hurricane-season-draws-to-close", "season counts vs average and landfalls"), p2),
        (memory("add", dict={"atl2024_counts": final["atl2024_counts"]}), added("atl2024_counts")),
        (search("Hurricane Milton peak intensity wind speed pressure"), a4),
        (extract("https://www.nhc.noaa.gov/data/tcr/AL142024_Milton.pdf", "peak intensity, time and landfall intensity"), p5),
        (memory("add", dict={"milton_peak": final["milton_peak"]}), added("milton_peak")),
        (search("NOAA 2025 Atlantic hurricane season outlook"), a7),
        (extract("https://www.noaa.gov/news-release/noaa-predicts-above-normal-2025-atlantic-hurricane-season", "outlook ranges and probabilities"), p8),
        (memory("add", dict={"atl2025_outlook": final["atl2025_outlook"]}), added("atl2025_outlook")),
        (memory("retrieve_all"), dump(final)),
    ]
    rs.add(task="search", tid="h42-search-05", system=SYSTEM, turns=turns, state=st(q, "2025-06-14", mem0))


def pcs_stage(title: str, meta: list[tuple[str, str]], head: list[str], rows: list[list[str]], tail: str) -> str:
    info = "\n".join(f"- {k}: {v}" for k, v in meta)
    return f"ProCyclingStats › Races › Giro d'Italia › 2025\n\n# {title}\n\n## Race information\n\n{info}\n\n## Result\n\n" + table(head, rows) + "\n\n" + tail


# procyclingstats.com with dict_memory: bad
def t06(rs: RowSet) -> None:
    q = "Who won the opening stages of the 2025 Giro d'Italia in Albania?"
    a1 = sr(
        ("https://www.procyclingstats.com/race/giro-d-italia/2025/stage-1", "Giro d'Italia 2025 Stage 1 results: Durrës - Tirana | ProCyclingStats",
         "Mads Pedersen wins stage 1 of the Giro d'Italia 2025 and takes the first maglia rosa. Stage 1 (Durrës › Tirana), 160 km ...", "May 9, 2025"),
        ("https://www.giroditalia.it/en/news/pedersen-wins-tirana-first-maglia-rosa/", "Pedersen wins in Tirana and takes the first Maglia Rosa | Giro d'Italia",
         "Mads Pedersen (Lidl-Trek) won the first stage of the 108th Giro d'Italia, 160 km from Durrës to Tirana, after the climb of Surrel ...", "May 9, 2025"),
        ("https://en.wikipedia.org/wiki/2025_Giro_d%27Italia", "2025 Giro d'Italia - Wikipedia",
         "The 2025 Giro d'Italia was the 108th edition of the Giro d'Italia. It started on 9 May in Durrës, Albania, and finished on 1 June in Rome ...", "N/A"),
        ("https://www.procyclingstats.com/race/giro-d-italia/2025/stage-2", "Giro d'Italia 2025 Stage 2 (ITT) results: Tirana - Tirana | ProCyclingStats",
         "Joshua Tarling wins the 13.7 km individual time trial in Tirana, one second ahead of Primož Roglič ...", "May 10, 2025"),
        ("https://www.cyclingnews.com/races/giro-d-italia-2025/stage-1/results/", "Giro d'Italia 2025 stage 1: Mads Pedersen wins in Tirana | Cyclingnews",
         "Lidl-Trek's Danish star outsprints a reduced group after a fast finale in the Albanian capital ...", "May 9, 2025"),
        ("https://www.velo.outsideonline.com/road/road-racing/giro-ditalia-2025-stage-1-pedersen/", "Giro d'Italia 2025: Mads Pedersen wins stage 1 in Albania | Velo",
         "Pedersen becomes the first Dane to wear the maglia rosa since ...", "May 9, 2025"),
        ("https://www.reddit.com/r/peloton/comments/1kiasw1/giro_ditalia_2025_stage_1_postrace_discussion/", "Giro d'Italia 2025 - Stage 1 post-race discussion : r/peloton",
         "Pedersen just does whatever he wants on these finishes. Nice to see the Albanian crowds out in force ...", "May 9, 2025"),
        ("https://www.eurosport.com/cycling/giro-d-italia/2025/standings.shtml", "Giro d'Italia 2025 standings - Eurosport",
         "General classification, points classification, mountains classification and young rider classification after each stage ...", "N/A"),
    )
    p2 = pcs_stage(
        "Stage 1 » Durrës › Tirana (160 km)",
        [("Date", "9 May 2025"), ("Start time", "13:15"), ("Avg. speed winner", "42.9 km/h"), ("Classification", "2.UWT"),
         ("Distance", "160 km"), ("Parcours type", "hills, uphill finish"), ("Vertical meters", "1840"), ("Won how", "Sprint of small group"),
         ("Startlist quality score", "1068")],
        ["Rnk", "Rider", "Team", "UCI", "Pnt", "Time"],
        [["1", "PEDERSEN Mads", "Lidl - Trek", "210", "100", "3:43:47"],
         ["2", "VAN AERT Wout", "Team Visma \\| Lease a Bike", "150", "70", ",,"],
         ["3", "STRONG Corbin", "Israel - Premier Tech", "110", "50", ",,"],
         ["4", "AULAR Orluis", "Movistar Team", "90", "40", ",,"],
         ["5", "ROGLIČ Primož", "Red Bull - BORA - hansgrohe", "80", "35", ",,"],
         ["6", "AYUSO Juan", "UAE Team Emirates - XRG", "70", "30", ",,"],
         ["7", "DEL TORO Isaac", "UAE Team Emirates - XRG", "60", "25", ",,"],
         ["8", "TIBERI Antonio", "Bahrain - Victorious", "50", "20", ",,"],
         ["9", "CICCONE Giulio", "Lidl - Trek", "40", "15", ",,"],
         ["10", "YATES Simon", "Team Visma \\| Lease a Bike", "30", "10", "0:04"]],
        D("""
            ## GC after stage 1

            | Rnk | Rider | Team | Time |
            | --- | --- | --- | --- |
            | 1 | PEDERSEN Mads | Lidl - Trek | 3:43:37 |
            | 2 | VAN AERT Wout | Team Visma \\| Lease a Bike | 0:04 |
            | 3 | STRONG Corbin | Israel - Premier Tech | 0:06 |

            Stage 2 › Tirana › Tirana (ITT, 13.7 km) · 10 May 2025
        """),
    )
    p4 = pcs_stage(
        "Stage 2 (ITT) » Tirana › Tirana (13.7 km)",
        [("Date", "10 May 2025"), ("Start time", "14:10"), ("Avg. speed winner", "51.0 km/h"), ("Classification", "2.UWT"),
         ("Distance", "13.7 km"), ("Parcours type", "flat, individual time trial"), ("Vertical meters", "120"), ("Won how", "Time trial")],
        ["Rnk", "Rider", "Team", "UCI", "Pnt", "Time"],
        [["1", "TARLING Joshua", "INEOS Grenadiers", "210", "100", "0:16:07"],
         ["2", "ROGLIČ Primož", "Red Bull - BORA - hansgrohe", "150", "70", "0:01"],
         ["3", "AYUSO Juan", "UAE Team Emirates - XRG", "110", "50", "0:08"],
         ["4", "PEDERSEN Mads", "Lidl - Trek", "90", "40", "0:10"],
         ["5", "VAN AERT Wout", "Team Visma \\| Lease a Bike", "80", "35", "0:12"],
         ["6", "MCNULTY Brandon", "UAE Team Emirates - XRG", "70", "30", "0:14"],
         ["7", "DEL TORO Isaac", "UAE Team Emirates - XRG", "60", "25", "0:16"],
         ["8", "VINE Jay", "UAE Team Emirates - XRG", "50", "20", "0:19"],
         ["9", "TIBERI Antonio", "Bahrain - Victorious", "40", "15", "0:22"],
         ["10", "ARENSMAN Thymen", "INEOS Grenadiers", "30", "10", "0:24"]],
        D("""
            ## GC after stage 2

            | Rnk | Rider | Team | Time |
            | --- | --- | --- | --- |
            | 1 | PEDERSEN Mads | Lidl - Trek | 3:59:54 |
            | 2 | ROGLIČ Primož | Red Bull - BORA - hansgrohe | 0:01 |
            | 3 | VAN AERT Wout | Team Visma \\| Lease a Bike | 0:06 |
            | 4 | AYUSO Juan | UAE Team Emirates - XRG | 0:08 |

            Stage 3 › Vlorë › Vlorë (160 km) · 11 May 2025
        """),
    )
    s1 = "Mads Pedersen (Lidl-Trek), Durrës-Tirana 160 km, 9 May; 2nd Van Aert, 3rd Strong"
    s2_new = "Joshua Tarling (INEOS Grenadiers), ITT Tirana 13.7 km, 10 May, 16:07; Roglič 2nd at 1s, Ayuso 3rd at 8s; Pedersen keeps pink by 1s"
    a7 = sr(
        ("https://www.procyclingstats.com/race/giro-d-italia/2025/stage-3", "Giro d'Italia 2025 Stage 3 results: Vlorë - Vlorë | ProCyclingStats",
         "Mads Pedersen takes his second stage win of the Giro d'Italia 2025 in Vlorë and extends his lead in the maglia rosa ...", "May 11, 2025"),
        ("https://www.giroditalia.it/en/news/pedersen-doubles-up-in-vlore/", "Pedersen doubles up in Vlorë | Giro d'Italia",
         "After the climb of Qafa e Llogarasë, Mads Pedersen won the sprint of a reduced group on the Vlorë seafront ...", "May 11, 2025"),
        ("https://www.cyclingnews.com/races/giro-d-italia-2025/stage-3/results/", "Giro d'Italia 2025 stage 3: Pedersen claims second win | Cyclingnews",
         "The Dane wins again as the Giro wraps up its Grande Partenza in Albania before the transfer to Italy ...", "May 11, 2025"),
        ("https://en.wikipedia.org/wiki/2025_Giro_d%27Italia", "2025 Giro d'Italia - Wikipedia",
         "Stage 3, 11 May: Vlorë to Vlorë, 160 km, hilly stage. Winner: Mads Pedersen (DEN) ...", "N/A"),
        ("https://www.reuters.com/sports/cycling/pedersen-wins-third-stage-giro-2025-05-11/", "Pedersen wins third stage of Giro d'Italia | Reuters",
         "Denmark's Mads Pedersen won the third stage of the Giro d'Italia on Sunday, his second victory in three days ...", "May 11, 2025"),
        ("https://www.reddit.com/r/peloton/comments/1kjzwex/giro_ditalia_2025_stage_3_postrace_discussion/", "Giro d'Italia 2025 - Stage 3 post-race discussion : r/peloton",
         "Pedersen in this form is unbeatable on anything with a hill before the finish. Rest day transfer to Puglia now ...", "May 11, 2025"),
    )
    turns = [
        (search("Giro d'Italia 2025 stage 1 Durrës Tirana winner"), a1),
        (extract("https://www.procyclingstats.com/race/giro-d-italia/2025/stage-1", "stage 1 top 10"), p2),
        (memory("add", dict={"giro25_s1": s1, "giro25_s2": "pending - ITT Tirana 13.7 km, 10 May"}), added("giro25_s1", "giro25_s2")),
        (extract("https://www.procyclingstats.com/race/giro-d-italia/2025/stage-2", "stage 2 time trial top 10"), p4),
        (memory("update", dict={"giro25_s2": s2_new}), updated("giro25_s2")),
        (memory("retrieve", key_list=["giro25_s1", "giro25_s2"]),
         dump({"giro25_s1": s1, "giro25_s2": "pending - ITT Tirana 13.7 km, 10 May"})),
        (search("Giro d'Italia 2025 stage 3 Vlorë winner"), a7),
    ]
    rs.add(task="search", tid="h42-search-06", system=SYSTEM, turns=turns, state=st(q, "2025-05-12"),
           bad=True, turn=6, kind="memory value updated at turn 5 reads back as its earlier value")


# nasa.gov with dict_memory: clean
def t07(rs: RowSet) -> None:
    q = "Which crews rotated on the ISS in spring 2025 (Crew-10 arrival, Crew-9 return, Soyuz MS-27) and when?"
    a1 = sr(
        ("https://www.nasa.gov/blogs/commercialcrew/2025/03/14/nasas-spacex-crew-10-launches-to-space-station/", "NASA's SpaceX Crew-10 Launches to Space Station - Commercial Crew Program",
         "NASA's SpaceX Crew-10 mission lifted off at 7:03 p.m. EDT Friday from Launch Complex 39A at NASA's Kennedy Space Center in Florida ...", "Mar 14, 2025"),
        ("https://en.wikipedia.org/wiki/SpaceX_Crew-10", "SpaceX Crew-10 - Wikipedia",
         "SpaceX Crew-10 is the tenth operational NASA Commercial Crew Program flight of the Crew Dragon. Crew: Anne McClain, Nichole Ayers, Takuya Onishi, Kirill Peskov ...", "N/A"),
        ("https://www.nasa.gov/news-release/nasas-spacex-crew-10-docks-to-space-station/", "NASA's SpaceX Crew-10 Docks to Space Station - NASA",
         "The Dragon spacecraft Endurance docked to the space-facing port of the station's Harmony module at 12:04 a.m. EDT Sunday, March 16 ...", "Mar 16, 2025"),
        ("https://www.space.com/spacex-crew-10-launch-nasa-astronauts-iss", "SpaceX launches Crew-10 astronauts to ISS, paving way for Starliner crew's return | Space.com",
         "The launch clears the way for NASA astronauts Butch Wilmore and Suni Williams, who arrived on Boeing's Starliner in June 2024, to come home ...", "Mar 14, 2025"),
        ("https://www.reuters.com/science/spacex-launches-crew-10-2025-03-14/", "SpaceX launches relief crew for stranded astronauts | Reuters",
         "A SpaceX rocket carrying four astronauts blasted off from Florida on Friday evening on a mission to relieve two NASA astronauts ...", "Mar 14, 2025"),
        ("https://global.jaxa.jp/press/2025/03/20250315-1_e.html", "JAXA Astronaut Takuya Onishi launches on SpaceX Crew-10 | JAXA",
         "JAXA astronaut Takuya Onishi will serve as a mission specialist during his second long-duration stay aboard the ISS ...", "Mar 15, 2025"),
        ("https://www.nasa.gov/mission/nasas-spacex-crew-10/", "NASA's SpaceX Crew-10 - NASA",
         "Mission overview: launch March 14, 2025, Falcon 9, Dragon Endurance, crew of four, long-duration mission to the International Space Station ...", "N/A"),
    )
    p2 = D("""
        Commercial Crew Program › Blog

        # NASA's SpaceX Crew-10 Launches to Space Station

        *Joshua Finch · March 14, 2025*

        NASA's SpaceX Crew-10 mission lifted off at 7:03 p.m. EDT Friday on a SpaceX Falcon 9 rocket from Launch Complex 39A at NASA's Kennedy Space Center in Florida, carrying NASA astronauts Anne McClain and Nichole Ayers, JAXA (Japan Aerospace Exploration Agency) astronaut Takuya Onishi and Roscosmos cosmonaut Kirill Peskov to the International Space Station.

        The Dragon spacecraft, named Endurance, is scheduled to dock autonomously to the space-facing port of the station's Harmony module at approximately 11:30 p.m. Saturday, March 15. After a short handover, NASA's SpaceX Crew-9 astronauts Nick Hague, Suni Williams and Butch Wilmore, and Roscosmos cosmonaut Aleksandr Gorbunov, will undock and return to Earth.

        | Crew member | Agency | Role | Spaceflight |
        | --- | --- | --- | --- |
        | Anne McClain | NASA | Commander | 2nd |
        | Nichole Ayers | NASA | Pilot | 1st |
        | Takuya Onishi | JAXA | Mission specialist | 2nd |
        | Kirill Peskov | Roscosmos | Mission specialist | 1st |

        The launch follows an attempt on March 12 that was scrubbed because of a hydraulic issue with a ground support clamp arm.

        This is the 10th crew rotation mission with SpaceX to the station under NASA's Commercial Crew Program, and the fourth flight of the Dragon Endurance.

        Watch docking coverage live on NASA+ beginning at 9:45 p.m. March 15.
    """)
    m3 = {"crew10": "Launched 14 Mar 2025 7:03 pm EDT, Falcon 9 / Dragon Endurance, LC-39A; McClain (CDR), Ayers (PLT), Onishi (JAXA), Peskov (Roscosmos)",
          "crew9_return": "pending - after Crew-10 handover"}
    a4 = sr(
        ("https://www.nasa.gov/news-release/nasas-spacex-crew-9-splashes-down-safely/", "NASA's SpaceX Crew-9 Splashes Down Safely, Concludes Mission - NASA",
         "The Dragon spacecraft Freedom splashed down at 5:57 p.m. EDT Tuesday off the coast of Tallahassee, Florida, in the Gulf of America ...", "Mar 18, 2025"),
        ("https://en.wikipedia.org/wiki/SpaceX_Crew-9", "SpaceX Crew-9 - Wikipedia",
         "Crew-9 launched on 28 September 2024 with two crew members, Nick Hague and Aleksandr Gorbunov, leaving two seats for Butch Wilmore and Sunita Williams ...", "N/A"),
        ("https://www.bbc.co.uk/news/articles/cgr7g7ng1wxo", "Stranded Nasa astronauts Butch and Suni return to Earth - BBC News",
         "Butch Wilmore and Suni Williams have splashed down off the coast of Florida after nine months in space, on what was supposed to be an eight-day mission ...", "Mar 18, 2025"),
        ("https://www.space.com/space-exploration/international-space-station/crew-9-splashdown-starliner-astronauts-home", "Crew-9 splashdown brings Starliner astronauts home after 286 days | Space.com",
         "Wilmore and Williams logged 286 days in space and 4,576 orbits of Earth ...", "Mar 18, 2025"),
        ("https://www.nytimes.com/2025/03/18/science/starliner-astronauts-return-spacex.html", "Astronauts Who Were Stuck in Space Return to Earth - The New York Times",
         "A SpaceX capsule carrying four astronauts, including two who spent nine months aboard the space station, splashed down Tuesday evening ...", "Mar 18, 2025"),
        ("https://www.nasa.gov/blogs/spacestation/2025/03/18/crew-9-undocks/", "Crew-9 Undocks from Station, Heads for Splashdown - Space Station Blog",
         "Dragon Freedom undocked from the space-facing port of the Harmony module at 1:05 a.m. EDT ...", "Mar 18, 2025"),
    )
    crew9 = "Splashdown 18 Mar 2025 5:57 pm EDT off Tallahassee, FL (Dragon Freedom); Hague, Gorbunov, Wilmore, Williams; Wilmore & Williams 286 days"
    a6 = sr(
        ("https://www.nasa.gov/news-release/nasa-astronaut-jonny-kim-launches-to-space-station/", "NASA Astronaut Jonny Kim Launches to Space Station - NASA",
         "NASA astronaut Jonny Kim launched to the International Space Station aboard the Soyuz MS-27 spacecraft at 1:47 a.m. EDT Tuesday, April 8, from the Baikonur Cosmodrome ...", "2 days ago"),
        ("https://en.wikipedia.org/wiki/Soyuz_MS-27", "Soyuz MS-27 - Wikipedia",
         "Soyuz MS-27 is a Russian crewed Soyuz spaceflight launched to the ISS on 8 April 2025, carrying Sergey Ryzhikov, Alexey Zubritsky and NASA astronaut Jonny Kim ...", "N/A"),
        ("https://www.space.com/space-exploration/international-space-station/soyuz-ms-27-launch-jonny-kim", "Russian Soyuz rocket launches NASA astronaut Jonny Kim and 2 cosmonauts to ISS | Space.com",
         "The Soyuz MS-27 capsule docked at the Rassvet module about three hours after liftoff, following a fast two-orbit rendezvous ...", "2 days ago"),
        ("https://www.roscosmos.ru/41402/", "Экипаж Союз МС-27 прибыл на МКС | Роскосмос",
         "Космический корабль Союз МС-27 с экипажем в составе Сергея Рыжикова, Алексея Зубрицкого и Джонатана Кима пристыковался к МКС ...", "Apr 8, 2025"),
        ("https://www.nasa.gov/blogs/spacestation/2025/04/08/soyuz-ms-27-docks/", "Soyuz Crew Docks to Station, Hatches Open - Space Station Blog",
         "Hatches opened at 7:29 a.m. EDT, and the new crew members were welcomed aboard by Expedition 72 ...", "2 days ago"),
        ("https://www.reuters.com/science/russian-soyuz-blasts-off-iss-2025-04-08/", "Russian Soyuz blasts off for ISS with NASA astronaut | Reuters",
         "The launch is part of a seat-swap agreement between NASA and Roscosmos that keeps at least one American and one Russian aboard ...", "Apr 8, 2025"),
        ("https://www.nasa.gov/news-release/nasas-don-pettit-to-return-soyuz-ms-26/", "NASA Sets Coverage for Astronaut Don Pettit's Return on Soyuz MS-26 - NASA",
         "Pettit, Ovchinin and Vagner will undock on April 19 and land in Kazakhstan on April 20, Pettit's 70th birthday ...", "Apr 9, 2025"),
    )
    ms27 = "Launched 8 Apr 2025 1:47 am EDT, Baikonur; Ryzhikov (CDR), Zubritsky, Jonny Kim (NASA); docked Rassvet ~3 h later. MS-26 (Ovchinin, Vagner, Pettit) to land 20 Apr"
    final = {"crew10": m3["crew10"], "soyuz_ms27": ms27, "crew9_splashdown": crew9}
    turns = [
        (search("Crew-10 launch date ISS crew members 2025"), a1),
        (extract("https://www.nasa.gov/blogs/commercialcrew/2025/03/14/nasas-spacex-crew-10-launches-to-space-station/", "launch time and crew of Crew-10"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Crew-9 splashdown date Wilmore Williams return"), a4),
        (memory("update", dict={"crew9_return": crew9}), updated("crew9_return")),
        (search("Soyuz MS-27 launch crew Jonny Kim"), a6),
        (memory("add", dict={"soyuz_ms27": ms27, "crew9_splashdown": crew9}), added("soyuz_ms27", "crew9_splashdown")),
        (memory("remove", key_list=["crew9_return"]), removed("crew9_return")),
        (memory("retrieve_all"), dump(final)),
    ]
    rs.add(task="search", tid="h42-search-07", system=SYSTEM, turns=turns, state=st(q, "2025-04-10"))


SIX_NATIONS_2025 = [
    ["1", "Fri 31 Jan", "France", "43-0", "Wales", "Stade de France, Saint-Denis"],
    ["1", "Sat 1 Feb", "Scotland", "31-19", "Italy", "Scottish Gas Murrayfield"],
    ["1", "Sat 1 Feb", "Ireland", "27-22", "England", "Aviva Stadium, Dublin"],
    ["2", "Sat 8 Feb", "Italy", "22-15", "Wales", "Stadio Olimpico, Rome"],
    ["2", "Sat 8 Feb", "England", "26-25", "France", "Allianz Stadium, Twickenham"],
    ["2", "Sun 9 Feb", "Scotland", "18-32", "Ireland", "Scottish Gas Murrayfield"],
    ["3", "Sat 22 Feb", "Wales", "18-27", "Ireland", "Principality Stadium, Cardiff"],
    ["3", "Sat 22 Feb", "England", "16-15", "Scotland", "Allianz Stadium, Twickenham"],
    ["3", "Sun 23 Feb", "Italy", "24-73", "France", "Stadio Olimpico, Rome"],
    ["4", "Sat 8 Mar", "Ireland", "27-42", "France", "Aviva Stadium, Dublin"],
    ["4", "Sat 8 Mar", "Scotland", "35-29", "Wales", "Scottish Gas Murrayfield"],
    ["4", "Sun 9 Mar", "England", "47-24", "Italy", "Allianz Stadium, Twickenham"],
    ["5", "Sat 15 Mar", "Italy", "17-22", "Ireland", "Stadio Olimpico, Rome"],
    ["5", "Sat 15 Mar", "Wales", "14-68", "England", "Principality Stadium, Cardiff"],
    ["5", "Sat 15 Mar", "France", "35-16", "Scotland", "Stade de France, Saint-Denis"],
]


# BBC Sport + sixnationsrugby.com with dict_memory: bad
def t08(rs: RowSet) -> None:
    q = "Who won the 2025 Men's Six Nations, what were all the results, and who set records?"
    bbc = "https://www.bbc.com/sport/rugby-union/articles/c9wv2gd8v4ko"
    bbc_title = "Six Nations 2025: France beat Scotland 35-16 to win championship - BBC Sport"
    bbc_snip = "France clinched the Six Nations title with a bonus-point win over Scotland in Paris, Louis Bielle-Biarrey scoring his record eighth try of the tournament ..."
    a1 = sr(
        (bbc, bbc_title, bbc_snip, "Mar 15, 2025"),
        ("https://www.sixnationsrugby.com/en/m6n/news/france-crowned-guinness-six-nations-champions-2025", "France crowned Guinness Six Nations Champions 2025 | Six Nations Rugby",
         "Les Bleus are the 2025 Guinness Six Nations champions after a 35-16 victory over Scotland at the Stade de France on Super Saturday ...", "Mar 15, 2025"),
        ("https://en.wikipedia.org/wiki/2025_Six_Nations_Championship", "2025 Six Nations Championship - Wikipedia",
         "The 2025 Six Nations Championship was the 26th series of the Six Nations Championship ... France won the title, their seventh Six Nations title ...", "N/A"),
        ("https://www.theguardian.com/sport/2025/mar/15/france-scotland-six-nations-rugby-union-match-report", "France crowned Six Nations champions after seeing off Scotland | The Guardian",
         "France were confirmed as champions with a 35-16 win that put them out of England's reach ...", "Mar 15, 2025"),
        ("https://www.rugbypass.com/news/six-nations-2025-final-table/", "Six Nations 2025 final table: France top, England second | RugbyPass",
         "France finish on top of the table ahead of England, with Ireland third, Scotland fourth, Italy fifth and Wales bottom ...", "Mar 16, 2025"),
        ("https://www.espn.co.uk/rugby/story/_/id/44262218/six-nations-2025-france-champions", "France win Six Nations as Bielle-Biarrey breaks try record - ESPN",
         "Louis Bielle-Biarrey became the first player to score eight tries in a single Six Nations championship ...", "Mar 15, 2025"),
        ("https://www.rfu.com/news/2025/six-nations-round-5-wales-england-report", "England run in 10 tries in Cardiff to finish second | England Rugby",
         "England ran in ten tries in a record 68-14 victory over Wales at the Principality Stadium ...", "Mar 15, 2025"),
        ("https://www.reddit.com/r/rugbyunion/comments/1jbzl7u/post_match_thread_france_vs_scotland/", "Post Match Thread: France vs Scotland : r/rugbyunion",
         "Champions! LBB with 8 tries in one Six Nations is ridiculous. Shame Dupont wasn't there to lift it ...", "Mar 15, 2025"),
    )
    p2 = D("""
        BBC Sport › Rugby Union › Six Nations

        # Six Nations 2025: France beat Scotland 35-16 to win championship

        *By Tom English, BBC Scotland's chief sports writer, at Stade de France · 15 March 2025*

        **France (21) 35**
        Tries: Dumortier, Penaud, Flament, Gailleton, Bielle-Biarrey · Cons: Ramos 5

        **Scotland (6) 16**
        Tries: Van der Merwe · Cons: Russell · Pens: Russell 3

        France won the Six Nations for the first time since 2022 with a comprehensive bonus-point win over Scotland at the Stade de France.

        Winger Louis Bielle-Biarrey scored France's fifth try to take his tally for the championship to eight, a Six Nations record, surpassing the seven scored by Ireland's Jacob Stockdale in 2018.

        Fabien Galthié's side finished with four wins from five matches, their only defeat coming by a point against England at Twickenham in round two. They scored a championship-record 218 points.

        Without captain Antoine Dupont, who suffered a serious knee injury against Ireland in round four, scrum-half Maxime Lucu led the attack, and Thomas Ramos kicked all five conversions.

        England's earlier 68-14 win in Cardiff meant France needed a win to secure the title. Scotland, who needed a bonus-point win and other results to finish second, scored only one try.

        ## Final table

        | Pos | Team | P | W | L |
        | --- | --- | --- | --- | --- |
        | 1 | France | 5 | 4 | 1 |
        | 2 | England | 5 | 4 | 1 |
        | 3 | Ireland | 5 | 3 | 2 |
        | 4 | Scotland | 5 | 2 | 3 |
        | 5 | Italy | 5 | 1 | 4 |
        | 6 | Wales | 5 | 0 | 5 |

        **Related:** England thrash Wales to finish second · Ireland beat Italy but miss out on third successive title
    """)
    champ = "France - 4W 1L, clinched 15 Mar 2025 with 35-16 bonus-point win v Scotland at Stade de France; only defeat 25-26 at Twickenham"
    a4 = sr(
        ("https://www.bbc.com/sport/rugby-union/articles/cx2lp8j1w3ro", "Six Nations 2025: England 26-25 France - Elliot Daly try wins it late - BBC Sport",
         "Elliot Daly's late try gave England a dramatic one-point victory over France at Allianz Stadium, Twickenham ...", "Feb 8, 2025"),
        ("https://www.sixnationsrugby.com/en/m6n/news/england-edge-france-in-twickenham-thriller", "England edge France in Twickenham thriller | Six Nations Rugby",
         "England 26-25 France: Marcus Smith's conversion ... England end France's hopes of a Grand Slam in round two ...", "Feb 8, 2025"),
        ("https://www.theguardian.com/sport/2025/feb/08/england-france-six-nations-match-report", "England sneak past France as Daly's late score caps thrilling comeback | The Guardian",
         "Steve Borthwick's side came from behind to beat France for the first time since 2021 ...", "Feb 8, 2025"),
        ("https://www.espn.co.uk/rugby/match/_/gameId/600962/france-england", "England 26-25 France (8 Feb, 2025) Final Score - ESPN",
         "Match report, stats and commentary for England v France in the Six Nations, round 2 ...", "Feb 8, 2025"),
        ("https://www.rugbypass.com/news/england-player-ratings-v-france-2025/", "England player ratings vs France | 2025 Six Nations | RugbyPass",
         "Tommy Freeman and Elliot Daly star as England win 26-25 ...", "Feb 8, 2025"),
        ("https://www.telegraph.co.uk/rugby-union/2025/02/08/england-vs-france-six-nations-live-score-updates/", "England vs France, Six Nations 2025: live score and latest updates - The Telegraph",
         "FULL TIME: England 26 France 25. What a finish at Allianz Stadium ...", "Feb 8, 2025"),
    )
    a5 = sr(
        ("https://www.espn.co.uk/rugby/story/_/id/44262218/six-nations-2025-france-champions", "France win Six Nations as Bielle-Biarrey breaks try record - ESPN",
         "Louis Bielle-Biarrey became the first player to score eight tries in a single Six Nations championship ...", "Mar 15, 2025"),
        ("https://www.sixnationsrugby.com/en/m6n/news/bielle-biarrey-sets-new-guinness-six-nations-try-record", "Bielle-Biarrey sets new Guinness Six Nations try record | Six Nations Rugby",
         "The Bordeaux winger scored in every round of the 2025 Championship, finishing with eight tries, a new record for a single Six Nations ...", "Mar 15, 2025"),
        (bbc.replace("v4ko", "v4qo"), bbc_title, bbc_snip, "Mar 15, 2025"),
        ("https://en.wikipedia.org/wiki/Louis_Bielle-Biarrey", "Louis Bielle-Biarrey - Wikipedia",
         "Louis Bielle-Biarrey (born 17 May 2003) is a French rugby union player who plays as a wing for Bordeaux Bègles and the France national team ...", "N/A"),
        ("https://www.lequipe.fr/Rugby/Actualites/louis-bielle-biarrey-record-d-essais-tournoi/1546702", "Louis Bielle-Biarrey, huit essais et un record dans le Tournoi | L'Équipe",
         "Auteur d'un essai lors de chaque journée, l'ailier bordelais devient le meilleur marqueur d'essais sur une seule édition du Tournoi des Six Nations ...", "Mar 15, 2025"),
        ("https://www.rugbypass.com/news/bielle-biarrey-record-eight-tries/", "Bielle-Biarrey's record-breaking eight tries, ranked | RugbyPass",
         "From a 40-metre finish in Rome to the opener in Dublin, every one of the winger's record eight tries ...", "Mar 16, 2025"),
        ("https://www.reddit.com/r/rugbyunion/comments/1jc1c2a/bielle_biarrey_8_tries_new_record/", "Bielle-Biarrey 8 tries, new Six Nations record : r/rugbyunion",
         "Previous record was Stockdale's 7 in 2018. Scored in every single round too ...", "Mar 15, 2025"),
    )
    p6 = "Guinness Men's Six Nations › Fixtures & Results › 2025\n\n# 2025 Guinness Men's Six Nations: Results\n\nAll kick-off times local. Home team listed first.\n\n" + \
        table(["Round", "Date", "Home", "Score", "Away", "Venue"], SIX_NATIONS_2025) + "\n\n" + D("""
        ## Championship summary

        - **Champions:** France (4 wins, 1 defeat)
        - **Runners-up:** England (4 wins, 1 defeat)
        - **Most tries (player):** Louis Bielle-Biarrey (France), 8 – a Championship record
        - **Most points (player):** Thomas Ramos (France)
        - **Player of the Championship:** voting opens Monday 17 March

        [Download full fixtures and results (PDF)](https://www.sixnationsrugby.com/sites/default/files/2025-03/M6N_2025_results.pdf) · [Standings](https://www.sixnationsrugby.com/en/m6n/standings)
    """)
    res = "R1 FRA 43-0 WAL, SCO 31-19 ITA, IRE 27-22 ENG; R2 ITA 22-15 WAL, ENG 26-25 FRA, SCO 18-32 IRE; R3 WAL 18-27 IRE, ENG 16-15 SCO, ITA 24-73 FRA; R4 IRE 27-42 FRA, SCO 35-29 WAL, ENG 47-24 ITA; R5 ITA 17-22 IRE, WAL 14-68 ENG, FRA 35-16 SCO"
    a8 = sr(
        ("https://www.bbc.com/sport/rugby-union/articles/c1dg7e0r0lzo", "Wales 14-68 England: Wales suffer record home defeat to complete Six Nations whitewash - BBC Sport",
         "Wales finished the Six Nations with a 17th consecutive Test defeat as England ran in ten tries in Cardiff ...", "Mar 15, 2025"),
        ("https://www.walesonline.co.uk/sport/rugby/rugby-news/wales-wooden-spoon-2025-sherratt-31201784", "Wales take wooden spoon again as Sherratt's interim reign ends in record loss | WalesOnline",
         "Interim head coach Matt Sherratt, who took over from Warren Gatland in February, saw his side beaten 68-14 ...", "Mar 15, 2025"),
        ("https://en.wikipedia.org/wiki/2025_Six_Nations_Championship", "2025 Six Nations Championship - Wikipedia",
         "Wales finished bottom without a win for the second consecutive year, and Warren Gatland left his role as head coach after the round-two defeat in Rome ...", "N/A"),
        ("https://www.theguardian.com/sport/2025/feb/11/warren-gatland-leaves-wales-head-coach", "Warren Gatland leaves Wales role after defeat by Italy | The Guardian",
         "Gatland's departure by mutual consent follows a 14th straight Test defeat, with Matt Sherratt placed in interim charge ...", "Feb 11, 2025"),
        ("https://www.skysports.com/rugby-union/news/12333/13327881/six-nations-2025-wales-whitewash", "Six Nations 2025: Wales whitewashed for second year running | Sky Sports",
         "Wales lost all five matches, scoring 76 points and conceding 195 ...", "Mar 15, 2025"),
        ("https://www.reddit.com/r/rugbyunion/comments/1jbx2m9/post_match_thread_wales_vs_england/", "Post Match Thread: Wales vs England : r/rugbyunion",
         "17 losses in a row. The WRU needs a complete rebuild ...", "Mar 15, 2025"),
    )
    wooden = "Wales - 0 wins from 5, second successive whitewash; Gatland left 11 Feb 2025, Matt Sherratt interim; 14-68 v England in Cardiff"
    final = {"6n25_champion": champ, "6n25_results": res, "6n25_wooden_spoon": wooden}
    turns = [
        (search("Six Nations 2025 France champions final table"), a1),
        (extract(bbc, "final-round result and how France won the title"), p2),
        (memory("add", dict={"6n25_champion": champ}), added("6n25_champion")),
        (search("Six Nations 2025 round 2 England 26-25 France report"), a4),
        (search("Six Nations 2025 Louis Bielle-Biarrey eight tries record"), a5),
        (extract("https://www.sixnationsrugby.com/en/m6n/fixtures-results/2025", "all 15 results of the 2025 championship"), p6),
        (memory("add", dict={"6n25_results": res}), added("6n25_results")),
        (search("Six Nations 2025 Wales whitewash wooden spoon Matt Sherratt"), a8),
        (memory("add", dict={"6n25_wooden_spoon": wooden}), added("6n25_wooden_spoon")),
        (memory("retrieve_all"), dump(final)),
    ]
    rs.add(task="search", tid="h42-search-08", system=SYSTEM, turns=turns, state=st(q, "2025-03-20"),
           bad=True, turn=5, kind="URL id of the same BBC article changes between two result lists")


def nsf_stats(updated_at: str, rows: list[list[str]], total: tuple[int, int, int], recent: list[list[str]], nxt: str) -> str:
    return D(f"""
        Next Spaceflight › Statistics › 2025

        # 2025 Launch Statistics

        *Last updated: {updated_at}*

        ## Orbital launch attempts in 2025

        | Total attempts | Successes | Failures | Partial failures |
        | --- | --- | --- | --- |
        | {total[0]} | {total[1]} | {total[2]} | 0 |

        ## By provider
    """) + "\n\n" + table(["Provider", "Country", "Attempts", "Successes", "Failures"], rows) + "\n\n" + \
        "Suborbital test flights (not counted above): SpaceX Starship Flights 7, 8 and 9.\n\n## Recent launches\n\n" + \
        table(["Date (UTC)", "Mission", "Vehicle", "Pad", "Status"], recent) + f"\n\n## Next launch\n\n{nxt}\n"


# Wikipedia + nextspaceflight.com with dict_memory: clean
def t09(rs: RowSet) -> None:
    q = "How many orbital launches were there worldwide in 2024, how many by SpaceX, and how many has SpaceX flown so far in 2025?"
    a1 = sr(
        ("https://en.wikipedia.org/wiki/2024_in_spaceflight", "2024 in spaceflight - Wikipedia",
         "In 2024, there were 263 orbital launch attempts, of which 257 were successful, five failed and one was a partial failure. SpaceX conducted 134 Falcon launches ...", "N/A"),
        ("https://www.space.com/spacex-record-launches-2024", "SpaceX launched a record 134 missions in 2024 | Space.com",
         "SpaceX flew 132 Falcon 9 and two Falcon Heavy missions in 2024, plus four Starship test flights ...", "Jan 2, 2025"),
        ("https://planet4589.org/space/stats/launches/2024.html", "Orbital Launches of 2024 - Jonathan's Space Pages",
         "Summary of orbital launch attempts by country and vehicle family, 2024 ...", "Jan 5, 2025"),
        ("https://spacenews.com/china-launches-record-number-missions-2024/", "China conducts record 68 launches in 2024 | SpaceNews",
         "China's launch tally included 68 orbital launch attempts, a national record, led by Long March rockets ...", "Jan 1, 2025"),
        ("https://www.reuters.com/science/spacex-dominates-2024-launch-market/", "SpaceX dominated 2024 with more than half of global launches | Reuters",
         "Elon Musk's SpaceX accounted for roughly half of all orbital launches worldwide in 2024 ...", "Jan 3, 2025"),
        ("https://www.nextspaceflight.com/stats/2024/", "2024 Launch Statistics | Next Spaceflight",
         "Orbital launch attempts in 2024: 263 total, 257 successful. SpaceX: 134 ...", "N/A"),
        ("https://www.reddit.com/r/spaceflight/comments/1hr1w8a/2024_orbital_launch_statistics/", "2024 orbital launch statistics : r/spaceflight",
         "263 attempts, SpaceX 134 of them. Next year they are aiming for 170+ ...", "Jan 1, 2025"),
    )
    p2 = D("""
        From Wikipedia, the free encyclopedia

        # 2024 in spaceflight

        This article outlines notable events occurring in 2024 in spaceflight, including major launches and EVAs.

        ## Orbital launch statistics

        In 2024, there were **263 orbital launch attempts**, of which 257 were successful, five failed and one was a partial failure. This was a new record, surpassing the 223 attempts in 2023. The total excludes the four suborbital integrated flight tests of SpaceX's Starship.

        SpaceX accounted for 134 launches (132 Falcon 9 and 2 Falcon Heavy), more than any other provider and more than half of the global total.

        ### By country

        | Country | Launches | Successes | Failures | Partial failures |
        | --- | --- | --- | --- | --- |
        | United States | 158 | 157 | 1 | 0 |
        | China | 68 | 67 | 1 | 0 |
        | Russia | 17 | 17 | 0 | 0 |
        | Japan | 7 | 5 | 2 | 0 |
        | India | 5 | 5 | 0 | 0 |
        | Iran | 4 | 4 | 0 | 0 |
        | Europe | 3 | 2 | 0 | 1 |
        | North Korea | 1 | 0 | 1 | 0 |
        | **World** | **263** | **257** | **5** | **1** |

        ### By family (top 5)

        | Family | Launches |
        | --- | --- |
        | Falcon | 134 |
        | Long March | 54 |
        | Electron | 16 |
        | Soyuz | 15 |
        | Ceres | 5 |

        ## Notable events
        - 11 July: Falcon 9 upper-stage failure on Starlink Group 9-3, the rocket's first mission failure since 2016.
        - 9 July: Maiden flight of Ariane 6; the upper stage APU anomaly prevented the planned deorbit burn (partial failure).
        - 13 October: Starship Integrated Flight Test 5, first catch of a Super Heavy booster by the launch tower.
    """)
    m3 = {"launches_2024_total": "263 orbital attempts (257 success, 5 fail, 1 partial); excludes 4 Starship suborbital tests",
          "spacex_2024": "134 Falcon launches (132 F9 + 2 FH)"}
    a4 = sr(
        ("https://www.nextspaceflight.com/stats/2025/", "2025 Launch Statistics | Next Spaceflight",
         "Live statistics for 2025 orbital launch attempts by provider, rocket and pad. SpaceX: 72 ...", "N/A"),
        ("https://www.space.com/spacex-starlink-15-8-launch-falcon-9-vandenberg", "SpaceX launches 23 Starlink satellites from California | Space.com",
         "The launch was SpaceX's 71st Falcon 9 mission of 2025 ...", "2 days ago"),
        ("https://www.teslarati.com/spacex-2025-launch-cadence-falcon-9/", "SpaceX on pace for 170 launches in 2025 | Teslarati",
         "With more than 70 Falcon launches before mid-June, SpaceX is ahead of last year's record pace ...", "5 hours ago"),
        ("https://spaceflightnow.com/launch-schedule/", "Launch Schedule - Spaceflight Now",
         "June 13: Falcon 9 • Starlink 15-9 • Vandenberg SFB, SLC-4E • Launch window 13:54 UTC ...", "1 hour ago"),
        ("https://en.wikipedia.org/wiki/List_of_Falcon_9_and_Falcon_Heavy_launches_(2020%E2%80%932025)", "List of Falcon 9 and Falcon Heavy launches (2020–2025) - Wikipedia",
         "Falcon 9 launches in 2025 ... flight numbers, boosters, payloads, orbits and outcomes ...", "N/A"),
        ("https://www.reddit.com/r/spacex/comments/1l9t0sd/spacex_2025_launch_count_thread/", "2025 launch count tracker : r/spacex",
         "72 down. They're averaging a launch every 2.3 days so far this year ...", "8 hours ago"),
    )
    rows1 = [["SpaceX", "USA", "72", "72", "0"], ["CASC", "China", "28", "28", "0"], ["Other Chinese providers", "China", "9", "9", "0"],
             ["Rocket Lab", "USA/NZ", "8", "8", "0"], ["Roscosmos", "Russia", "7", "7", "0"], ["ISRO", "India", "2", "1", "1"],
             ["Arianespace", "Europe", "2", "2", "0"], ["MHI", "Japan", "2", "2", "0"], ["ULA", "USA", "1", "1", "0"],
             ["Blue Origin", "USA", "1", "1", "0"], ["Firefly Aerospace", "USA", "1", "0", "1"], ["Isar Aerospace", "Germany", "1", "0", "1"],
             ["Others", "-", "3", "2", "1"]]
    recent1 = [["12 Jun 2025 21:41", "Starlink Group 10-23", "Falcon 9 Block 5", "SLC-40, Cape Canaveral", "Success"],
               ["11 Jun 2025 04:37", "Starlink Group 15-8", "Falcon 9 Block 5", "SLC-4E, Vandenberg", "Success"],
               ["10 Jun 2025 13:05", "Starlink Group 12-24", "Falcon 9 Block 5", "SLC-40, Cape Canaveral", "Success"],
               ["10 Jun 2025 04:11", "Yaogan 45", "Long March 2D", "Jiuquan", "Success"]]
    next1 = "**Starlink Group 15-9** · Falcon 9 Block 5 · SLC-4E, Vandenberg SFB · NET 13 Jun 2025 13:54 UTC (in 4h 42m)"
    rows2 = [r[:] for r in rows1]
    rows2[0] = ["SpaceX", "USA", "73", "73", "0"]
    recent2 = [["13 Jun 2025 13:54", "Starlink Group 15-9", "Falcon 9 Block 5", "SLC-4E, Vandenberg", "Success"]] + recent1[:3]
    next2 = "**Starlink Group 12-26** · Falcon 9 Block 5 · SLC-40, Cape Canaveral SFS · NET 14 Jun 2025 03:29 UTC (in 13h 08m)"
    turns = [
        (search("2024 orbital launch attempts total SpaceX China record"), a1),
        (extract("https://en.wikipedia.org/wiki/2024_in_spaceflight", "total orbital launch attempts in 2024 and SpaceX count"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("SpaceX launches so far 2025 count"), a4),
        (extract("https://www.nextspaceflight.com/stats/2025/", "SpaceX launch count so far in 2025"),
         nsf_stats("13 Jun 2025, 09:12 UTC", rows1, (137, 133, 4), recent1, next1)),
        (memory("add", dict={"spacex_2025_ytd": "72 (as of 13 Jun 2025 09:12 UTC, Next Spaceflight); next: Starlink 15-9 NET 13:54 UTC"}), added("spacex_2025_ytd")),
        (extract("https://www.nextspaceflight.com/stats/2025/", "check whether Starlink 15-9 flew and the updated SpaceX count"),
         nsf_stats("13 Jun 2025, 14:21 UTC", rows2, (138, 134, 4), recent2, next2)),
        (memory("update", dict={"spacex_2025_ytd": "73 (as of 13 Jun 2025 14:21 UTC, after Starlink 15-9 at 13:54 UTC); 2025 world total 138 attempts"}), updated("spacex_2025_ytd")),
    ]
    rs.add(task="search", tid="h42-search-09", system=SYSTEM, turns=turns, state=st(q, "2025-06-13"))


# worldathletics.org with dict_memory: clean
def t10(rs: RowSet) -> None:
    q = "What are the current indoor world records in the sprints, hurdles and pole vault, and how has the men's indoor pole vault record progressed?"
    a1 = sr(
        ("https://worldathletics.org/records/by-category/world-records?recordCategory=indoor", "World Records | Indoor | World Athletics",
         "Official list of indoor world records ratified by World Athletics: event, performance, competitor, country, venue and date ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_world_records_in_athletics#Indoor", "List of world records in athletics - Indoor - Wikipedia",
         "World records in athletics are ratified by World Athletics. Indoor records ... 60 m 6.34 Christian Coleman ...", "N/A"),
        ("https://worldathletics.org/news/report/duplantis-627-world-record-clermont-ferrand-2025", "Duplantis clears 6.27m for 11th world record in Clermont-Ferrand | REPORT | World Athletics",
         "Mondo Duplantis improved the pole vault world record to 6.27m at the All Star Perche in Clermont-Ferrand on Friday (28) ...", "Feb 28, 2025"),
        ("https://worldathletics.org/news/report/femke-bol-400m-world-indoor-record-apeldoorn-2024", "Bol breaks her own world indoor 400m record in Apeldoorn | World Athletics",
         "Femke Bol clocked 49.17 at the Dutch Indoor Championships, taking 0.07 off the mark she set at the same venue a year earlier ...", "Feb 18, 2024"),
        ("https://www.letsrun.com/news/2024/02/grant-holloway-60m-hurdles-world-record-7-27/", "Grant Holloway runs 7.27 to break his own 60m hurdles world record | LetsRun.com",
         "Holloway lowered his world record to 7.27 at the USATF Indoor Championships in Albuquerque ...", "Feb 17, 2024"),
        ("https://www.trackandfieldnews.com/indoor-world-records/", "Indoor World Records | Track & Field News",
         "Men's and women's indoor world records, updated after each ratification ...", "Mar 4, 2025"),
        ("https://www.reddit.com/r/trackandfield/comments/1j0cx2q/duplantis_627_indoors/", "Duplantis 6.27 indoors! : r/trackandfield",
         "11th world record. At this point he just goes up a centimetre whenever he feels like it ...", "Feb 28, 2025"),
    )
    men = [
        ["60 m", "6.34", "Christian COLEMAN", "USA", "Albuquerque, NM (USA)", "18 FEB 2018"],
        ["200 m", "19.92", "Frankie FREDERICKS", "NAM", "Liévin (FRA)", "18 FEB 1996"],
        ["400 m", "44.52", "Michael NORMAN", "USA", "College Station, TX (USA)", "10 MAR 2018"],
        ["800 m", "1:42.67", "Wilson KIPKETER", "DEN", "Paris (FRA)", "09 MAR 1997"],
        ["60 m Hurdles", "7.27", "Grant HOLLOWAY", "USA", "Albuquerque, NM (USA)", "16 FEB 2024"],
        ["High Jump", "2.43", "Javier SOTOMAYOR", "CUB", "Budapest (HUN)", "04 MAR 1989"],
        ["Pole Vault", "6.27", "Armand DUPLANTIS", "SWE", "Clermont-Ferrand (FRA)", "28 FEB 2025"],
        ["Long Jump", "8.79", "Carl LEWIS", "USA", "New York, NY (USA)", "27 JAN 1984"],
        ["Triple Jump", "18.07", "Hugues Fabrice ZANGO", "BUR", "Aubière (FRA)", "16 JAN 2021"],
        ["Shot Put", "23.38", "Ryan CROUSER", "USA", "Fayetteville, AR (USA)", "18 FEB 2023"],
        ["Heptathlon", "6645", "Ashton EATON", "USA", "Istanbul (TUR)", "10 MAR 2012"],
    ]
    women = [
        ["60 m", "6.92", "Irina PRIVALOVA", "RUS", "Madrid (ESP)", "11 FEB 1993"],
        ["400 m", "49.17", "Femke BOL", "NED", "Apeldoorn (NED)", "18 FEB 2024"],
        ["800 m", "1:55.82", "Jolanda ČEPLAK", "SLO", "Vienna (AUT)", "03 MAR 2002"],
        ["1500 m", "3:53.09", "Gudaf TSEGAY", "ETH", "Liévin (FRA)", "09 FEB 2021"],
        ["60 m Hurdles", "7.65", "Devynne CHARLTON", "BAH", "Glasgow (GBR)", "03 MAR 2024"],
        ["High Jump", "2.08", "Kajsa BERGQVIST", "SWE", "Arnstadt (GER)", "04 FEB 2006"],
        ["Pole Vault", "5.03", "Jennifer SUHR", "USA", "Brockport, NY (USA)", "30 JAN 2016"],
        ["Triple Jump", "15.74", "Yulimar ROJAS", "VEN", "Belgrade (SRB)", "20 MAR 2022"],
        ["Pentathlon", "5055", "Nafissatou THIAM", "BEL", "Istanbul (TUR)", "03 MAR 2023"],
    ]
    head = ["Discipline", "Perf", "Competitor", "Country", "Venue", "Date"]
    p2 = "World Athletics › Records › By category › World Records\n\n# World Records\n\nRecord category: **Indoor** · Selected disciplines shown. Marks are ratified unless flagged *pending ratification*.\n\n## Men\n\n" + \
        table(head, men) + "\n\n## Women\n\n" + table(head, women) + "\n\n" + \
        "Filter: [All](?recordCategory=indoor) · [Men](?recordCategory=indoor&gender=male) · [Women](?recordCategory=indoor&gender=female) · [Download records (PDF)](https://worldathletics.org/download/downloadrecords?category=indoor)"
    m3 = {"iwr_men_60m": "6.34 Christian Coleman (USA), Albuquerque 18 Feb 2018",
          "iwr_women_400m": "49.17 Femke Bol (NED), Apeldoorn 18 Feb 2024",
          "iwr_men_pv": "6.27 m Armand Duplantis (SWE), Clermont-Ferrand 28 Feb 2025"}
    a4 = sr(
        ("https://worldathletics.org/news/report/duplantis-627-world-record-clermont-ferrand-2025", "Duplantis clears 6.27m for 11th world record in Clermont-Ferrand | REPORT | World Athletics",
         "The Swede cleared 6.27m (20ft 6¾in) at his first attempt, adding a centimetre to the 6.26m he set in Silesia last August ...", "Feb 28, 2025"),
        ("https://en.wikipedia.org/wiki/Men%27s_pole_vault_world_record_progression", "Men's pole vault world record progression - Wikipedia",
         "Duplantis has improved the world record eleven times since February 2020, beginning with 6.17 m in Toruń ...", "N/A"),
        ("https://www.bbc.co.uk/sport/athletics/articles/c4g0v5d7e2ko", "Mondo Duplantis breaks pole vault world record for 11th time - BBC Sport",
         "Sweden's Armand Duplantis broke the pole vault world record for the 11th time by clearing 6.27m in Clermont-Ferrand ...", "Feb 28, 2025"),
        ("https://www.lequipe.fr/Athletisme/Actualites/armand-duplantis-6-27-m-record-du-monde-clermont/1542211", "Armand Duplantis bat le record du monde à 6,27 m à Clermont-Ferrand | L'Équipe",
         "Au All Star Perche organisé par Renaud Lavillenie, le Suédois a effacé 6,27 m dès son premier essai ...", "Feb 28, 2025"),
        ("https://www.nytimes.com/athletic/6168022/2025/02/28/mondo-duplantis-world-record-6-27/", "Mondo Duplantis sets pole vault world record again: 6.27 meters - The Athletic",
         "That's 20 feet, 6.85 inches. Duplantis has now raised the record by 13 centimetres in five years ...", "Feb 28, 2025"),
        ("https://worldathletics.org/records/toplists/jumps/pole-vault/indoor/men/senior/2025", "Pole Vault Men Indoor 2025 Toplist | World Athletics",
         "1. 6.27 Armand DUPLANTIS SWE Clermont-Ferrand 28 FEB 2025; 2. 6.00 ...", "N/A"),
    )
    prog = [["6.15", "Sergey Bubka", "UKR", "Donetsk", "21 Feb 1993"],
            ["6.16", "Renaud Lavillenie", "FRA", "Donetsk", "15 Feb 2014"],
            ["6.17", "Armand Duplantis", "SWE", "Toruń", "8 Feb 2020"],
            ["6.18", "Armand Duplantis", "SWE", "Glasgow", "15 Feb 2020"],
            ["6.19", "Armand Duplantis", "SWE", "Belgrade", "7 Mar 2022"],
            ["6.20", "Armand Duplantis", "SWE", "Belgrade", "20 Mar 2022"],
            ["6.22", "Armand Duplantis", "SWE", "Clermont-Ferrand", "25 Feb 2023"],
            ["6.27", "Armand Duplantis", "SWE", "Clermont-Ferrand", "28 Feb 2025"]]
    p5 = D("""
        From Wikipedia, the free encyclopedia

        # Men's pole vault world record progression

        The first world record in the men's pole vault was recognised by the IAAF in 1912. Since 2000 the IAAF (now World Athletics) has ratified world records set indoors as absolute world records, so the indoor and outdoor lists have merged for this event.

        ## Indoor world record progression (since 1993)

        Marks in metres. Only records set indoors are listed; outdoor records in the same period (6.14 Bubka 1994, 6.21 Duplantis 2022, 6.23 Duplantis 2023, 6.24 and 6.25 Duplantis 2024, 6.26 Duplantis 2024) are in the section below.
    """) + "\n\n" + table(["Mark", "Athlete", "Nation", "Venue", "Date"], prog) + "\n\n" + D("""
        Duplantis's 6.27 m (20 ft 6¾ in) at the All Star Perche in Clermont-Ferrand on 28 February 2025 was his eleventh world record and his sixth set indoors under World Athletics' combined listing.

        ## See also
        - Women's pole vault world record progression
        - List of world records in athletics
    """)
    turns = [
        (search("World Athletics indoor world records list sprints hurdles pole vault"), a1),
        (extract("https://worldathletics.org/records/by-category/world-records?recordCategory=indoor", "indoor world records for 60 m, 400 m, 60 m hurdles and pole vault"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Duplantis 6.27 indoor world record Clermont-Ferrand"), a4),
        (extract("https://en.wikipedia.org/wiki/Men%27s_pole_vault_world_record_progression", "indoor record progression for the men's pole vault"), p5),
        (memory("retrieve_all"), dump(m3)),
    ]
    rs.add(task="search", tid="h42-search-10", system=SYSTEM, turns=turns, state=st(q, "2025-03-06"))


# GLAMOS / SCNAT + WGMS with dict_memory: bad
def t11(rs: RowSet) -> None:
    q = "How much ice did Swiss glaciers lose in 2022, 2023 and 2024, and how does that compare with the global reference-glacier mass balance?"
    a1 = sr(
        ("https://scnat.ch/en/uuid/i/8f3c2b6e-5b1f-5c5f-9f4b-6a2f1f3a7d2e-Swiss_glaciers_lose_2.5_percent_of_their_volume", "Swiss glaciers lose 2.5 percent of their volume despite a snowy winter | SCNAT",
         "Swiss glaciers lost 2.5 percent of their volume in 2024. Above-average winter snowfall was not enough to offset the hot August and Saharan dust ...", "Oct 1, 2024"),
        ("https://www.glamos.ch/en/", "GLAMOS - Glacier Monitoring Switzerland",
         "GLAMOS documents and observes long-term changes of glaciers in the Swiss Alps: mass balance, length change and volume ...", "N/A"),
        ("https://www.swissinfo.ch/eng/climate-adaptation/swiss-glaciers-shrink-further-in-2024/87642018", "Swiss glaciers shrink further despite snowy winter - SWI swissinfo.ch",
         "Switzerland's glaciers lost 2.5% of their volume this year, after record losses of 6% in 2022 and 4% in 2023 ...", "Oct 1, 2024"),
        ("https://www.reuters.com/business/environment/swiss-glaciers-lose-25-volume-2024-2024-10-01/", "Swiss glaciers lose 2.5% of volume in 2024, hot August blamed | Reuters",
         "The Swiss Academy of Sciences said the losses were below the record years 2022 and 2023 but still well above the 2010-2020 average ...", "Oct 1, 2024"),
        ("https://ethz.ch/en/news-and-events/eth-news/news/2024/10/glacier-loss-2024.html", "Glacier loss slowed but did not stop in 2024 | ETH Zurich",
         "Measurements by the VAW glaciology group show mass losses on all 20 monitored glaciers ...", "Oct 1, 2024"),
        ("https://www.theguardian.com/world/2024/oct/01/swiss-glaciers-melt-2024", "Swiss glaciers lost 2.5% of their volume this year despite heavy snow | The Guardian",
         "Scientists say the melt would have been worse without the unusually deep winter snowpack ...", "Oct 1, 2024"),
        ("https://www.reddit.com/r/climate/comments/1ftn3ja/swiss_glaciers_lose_25_of_volume_in_2024/", "Swiss glaciers lose 2.5% of volume in 2024 : r/climate",
         "'Only' 2.5% is what counts as a good year now ...", "Oct 1, 2024"),
    )
    p2 = D("""
        SCNAT › Media › Press releases

        # Swiss glaciers lose 2.5 percent of their volume despite a snowy winter

        *Swiss Academy of Sciences (SCNAT) / Glacier Monitoring Switzerland (GLAMOS) · 1 October 2024*

        **Swiss glaciers have again lost a great deal of ice in 2024: 2.5 percent of their volume. Although the winter brought a lot of snow, the hot summer and the deposition of Saharan dust caused the snow to melt rapidly. Over the past ten years, the glaciers have lost a quarter of their volume.**

        At the end of winter there was around 30 percent more snow on the glaciers than the 2010–2020 average, particularly in the western and southern Alps. Snow cover remained high into early July. However, a very hot August and repeated Saharan dust events darkened the surface and accelerated melting. By the end of September, losses exceeded the average of the last decade.

        ## Key figures

        | Year | Volume loss (%) | Remark |
        | --- | --- | --- |
        | 2022 | 5.9 | Record loss |
        | 2023 | 4.4 | Second-highest loss |
        | 2024 | 2.5 | Above 2010–2020 mean despite snowy winter |

        Losses were smaller in northern Switzerland, where glaciers such as the Silvretta and Pizol lost 1 to 1.5 metres of ice thickness on average. In the Valais and Engadine, average thickness losses of 2 to 2.5 metres were recorded, for example on the Findel, Gries and Morteratsch glaciers.

        ## Outlook

        "Even a snowy winter can no longer stop the melt," says Matthias Huss, head of GLAMOS. The 2024 losses add to the 10 percent lost in 2022 and 2023 together.

        **Contact:** Matthias Huss, GLAMOS, ETH Zurich / University of Fribourg · huss@vaw.baug.ethz.ch

        Data: [GLAMOS mass balance series](https://www.glamos.ch/en/downloads#massbalance/A10g-05)
    """)
    a4 = sr(
        ("https://scnat.ch/en/uuid/i/2b1a4e9c-0d9f-5f4a-8a1c-93b4d7e8f6a1-Swiss_glaciers_lose_10_percent_in_two_years", "Ten percent of Swiss glacier volume lost in two years | SCNAT",
         "After the record loss of around 6 percent in 2022, Swiss glaciers lost another 4.4 percent of their volume in 2023 ...", "Sep 28, 2023"),
        ("https://www.swissinfo.ch/eng/climate-adaptation/swiss-glaciers-lose-10-percent-in-two-years/48843032", "Swiss glaciers lose 10% of volume in just two years - SWI swissinfo.ch",
         "The losses in 2023 were the second largest since measurements began, behind only 2022 ...", "Sep 28, 2023"),
        ("https://www.bbc.co.uk/news/science-environment-66949163", "Swiss glaciers lose 10% of volume in two years - BBC News",
         "Switzerland's glaciers have lost 10% of their volume in just two years, according to the Swiss Commission for Cryosphere Observation ...", "Sep 28, 2023"),
        ("https://www.nature.com/articles/d41586-022-02943-1", "Swiss glaciers melt at record rate in 2022 | Nature",
         "Around 6% of the remaining ice volume was lost in a single year, far more than the previous record of 2% in 2003 ...", "Sep 29, 2022"),
        ("https://www.glamos.ch/en/factsheet#/B43-03", "Factsheet Rhone Glacier - GLAMOS",
         "Rhonegletscher: length change, mass balance and area since 1879 ...", "N/A"),
        ("https://www.reuters.com/business/environment/swiss-glaciers-lose-record-6-2022-2022-09-28/", "Swiss glaciers lose record 6% of volume in 2022 | Reuters",
         "The melt was driven by little winter snow and repeated summer heatwaves ...", "Sep 28, 2022"),
    )
    m5 = {"ch_loss_2022": "-5.9% of volume (record; ~6% in press coverage)", "ch_loss_2023": "-4.4% of volume (second-highest); 2022+2023 ~10%"}
    a6 = sr(
        ("https://wgms.ch/latest-glacier-mass-balance-data/", "Latest glacier mass balance data - WGMS",
         "Preliminary mass balance of the reference glaciers for the hydrological year 2022/23: -1.21 m w.e., the most negative value on record ...", "N/A"),
        ("https://wmo.int/news/media-centre/glaciers-lose-record-amount-of-ice-2023", "Glaciers lose record amount of ice in 2023 | World Meteorological Organization",
         "Preliminary data from the WGMS show the largest loss of ice on record (1950–2023) from reference glaciers ...", "Mar 19, 2024"),
        ("https://www.copernicus.eu/en/news/news/observer-glaciers-2023", "Copernicus: glaciers in 2023 | Copernicus",
         "Glaciers worldwide experienced a large loss in mass in 2023; in the Alps mass losses were the second highest after 2022 ...", "Apr 22, 2024"),
        ("https://en.wikipedia.org/wiki/Retreat_of_glaciers_since_1850", "Retreat of glaciers since 1850 - Wikipedia",
         "The World Glacier Monitoring Service reports changes in the terminus, or lower elevation end, of glaciers from around the world ...", "N/A"),
        ("https://www.nature.com/articles/s41586-024-08545-z", "Community estimate of global glacier mass changes from 2000 to 2023 | Nature",
         "GlaMBIE: glaciers lost 273 ± 16 gigatonnes of mass annually between 2000 and 2023 ...", "Feb 19, 2025"),
        ("https://www.carbonbrief.org/wgms-glacier-mass-balance-2023/", "Analysis: Reference glaciers shrank by a record 1.2 metres in 2023 | Carbon Brief",
         "The average reference glacier lost 1.2 metres of water equivalent, the 36th consecutive year of negative balance ...", "Mar 21, 2024"),
    )
    wg = [["2014/15", "-1.16", "-0.98"], ["2015/16", "-0.92", "-0.82"], ["2016/17", "-0.96", "-0.87"], ["2017/18", "-0.83", "-0.70"],
          ["2018/19", "-0.81", "-0.75"], ["2019/20", "-0.96", "-0.88"], ["2020/21", "-0.76", "-0.69"], ["2021/22", "-1.18", "-1.03"],
          ["2022/23", "-1.21", "-1.10"]]
    p7 = D("""
        WGMS › Data › Latest glacier mass balance data

        # Latest glacier mass balance data

        The WGMS collects and publishes glacier mass balance data from more than 150 glaciers worldwide. For the hydrological year 2022/23, preliminary data from **reference glaciers** with more than 30 years of continued observations indicate a mean mass balance of **-1.21 m w.e.** (metres water equivalent), the most negative value since records began in 1950.

        The mean of all observed glaciers (about 180 glaciers with reported values) was -1.10 m w.e. Of the reference glaciers, only a few in the Northern Hemisphere recorded slightly positive balances.

        ## Mean annual mass balance (m w.e.)
    """) + "\n\n" + table(["Hydrological year", "Reference glaciers (mean)", "All glaciers (mean)"], wg) + "\n\n" + D("""
        *Values for the last two years are preliminary and subject to revision. A mass balance of -1 m w.e. corresponds to a loss of about 1.1 m of ice thickness averaged over the glacier area.*

        ## Regional notes
        - **Central Europe:** mean balance below -2.5 m w.e. for the second year in a row.
        - **Scandinavia:** strongly negative after a warm summer.
        - **Western North America:** negative balances on most glaciers.

        Citation: WGMS (2024): Fluctuations of Glaciers Database. World Glacier Monitoring Service, Zurich, Switzerland. DOI: 10.5904/wgms-fog-2024-01
    """)
    wg23 = "Reference glaciers 2022/23: -1.21 m w.e. (most negative since 1950); all glaciers -1.10 m w.e. (WGMS, preliminary)"
    decade = "About a quarter of Swiss glacier volume lost 2014-2024 (SCNAT, 1 Oct 2024)"
    a11 = sr(
        ("https://www.glamos.ch/en/factsheet#/B43-03", "Factsheet Rhone Glacier - GLAMOS",
         "Rhonegletscher: cumulative length change since 1879 about -1.6 km. Mass balance 2023/24: -1.6 m w.e. ...", "N/A"),
        ("https://www.swissinfo.ch/eng/climate-adaptation/rhone-glacier-blankets-2024/87410212", "Why the Rhône glacier is wrapped in blankets - SWI swissinfo.ch",
         "White fleece covers part of the glacier near the ice grotto each summer to slow the melt ...", "Aug 9, 2024"),
        ("https://en.wikipedia.org/wiki/Rhône_Glacier", "Rhône Glacier - Wikipedia",
         "The Rhône Glacier is the source of the Rhône River and one of the primary contributors to Lake Geneva. It is located at the Furka Pass ...", "N/A"),
        ("https://www.bafu.admin.ch/bafu/en/home/topics/climate/glacier-monitoring.html", "Glacier monitoring | Federal Office for the Environment FOEN",
         "Switzerland's glaciers are monitored by GLAMOS on behalf of FOEN, MeteoSwiss and the Cryospheric Commission ...", "N/A"),
        ("https://www.theguardian.com/environment/gallery/2024/aug/20/rhone-glacier-then-and-now", "Then and now: the Rhône glacier in pictures | The Guardian",
         "Photographs from the 19th century and today show the retreat of the glacier from the valley floor at Gletsch ...", "Aug 20, 2024"),
    )
    all10 = {"ch_loss_2024": "-2.5% of volume (GLAMOS/SCNAT, 1 Oct 2024); hot August + Saharan dust after snowy winter",
             "ch_loss_2022": m5["ch_loss_2022"], "wgms_2023": wg23, "ch_decade": decade}
    turns = [
        (search("Swiss glaciers volume loss 2024 GLAMOS"), a1),
        (extract("https://scnat.ch/en/uuid/i/8f3c2b6e-5b1f-5c5f-9f4b-6a2f1f3a7d2e-Swiss_glaciers_lose_2.5_percent_of_their_volume", "volume loss in 2024 and comparison with earlier years"), p2),
        (memory("add", dict={"ch_loss_2024": all10["ch_loss_2024"]}), added("ch_loss_2024")),
        (search("Swiss glaciers 2023 loss 4 percent 2022 6 percent record"), a4),
        (memory("add", dict=m5), added(*m5)),
        (search("WGMS global glacier mass balance 2023 reference glaciers"), a6),
        (extract("https://wgms.ch/latest-glacier-mass-balance-data/", "reference glacier mean mass balance for recent years"), p7),
        (memory("add", dict={"wgms_2023": wg23}), added("wgms_2023")),
        (memory("add", dict={"ch_decade": decade}), added("ch_decade")),
        (memory("retrieve_all"), dump(all10)),
        (search("Rhone glacier retreat length change GLAMOS"), a11),
    ]
    rs.add(task="search", tid="h42-search-11", system=SYSTEM, turns=turns, state=st(q, "2025-02-25"),
           bad=True, turn=10, kind="key added at turn 5 is missing from retrieve_all")


# Netflix investor relations + Disney earnings with dict_memory: clean
def t12(rs: RowSet) -> None:
    q = "What were the latest reported subscriber counts for Netflix, Disney+, Max and Paramount+ as of early 2025?"
    a1 = sr(
        ("https://ir.netflix.net/financials/quarterly-earnings/default.aspx", "Quarterly Earnings - Netflix Investor Relations",
         "Q4'24 Shareholder Letter, Q4'24 Financial Statements, Interview video. Paid memberships at end of quarter: 301.63M ...", "Jan 21, 2025"),
        ("https://www.reuters.com/technology/netflix-subscribers-top-300-million-2025-01-21/", "Netflix tops 300 million subscribers after record holiday quarter | Reuters",
         "Netflix added a record 18.9 million subscribers in the fourth quarter, lifting its total to 301.6 million ...", "Jan 21, 2025"),
        ("https://www.cnbc.com/2025/01/21/netflix-nflx-earnings-q4-2024.html", "Netflix earnings Q4 2024: subscriber growth soars, price hikes announced - CNBC",
         "Netflix reported 301.63 million global paid memberships, up from 260.28 million a year earlier ...", "Jan 21, 2025"),
        ("https://www.theverge.com/2025/1/21/netflix-q4-2024-earnings-subscribers-record", "Netflix just had its biggest subscriber quarter ever | The Verge",
         "Squid Game season 2 and the Jake Paul vs Mike Tyson fight helped Netflix add nearly 19 million members ...", "Jan 21, 2025"),
        ("https://variety.com/2025/tv/news/netflix-q4-2024-earnings-subscribers-1236279345/", "Netflix Smashes Subscriber Record: 302 Million Members - Variety",
         "Netflix ended 2024 with 301.6 million paying members worldwide. It will stop reporting quarterly subscriber numbers starting with Q1 2025 ...", "Jan 21, 2025"),
        ("https://en.wikipedia.org/wiki/Netflix", "Netflix - Wikipedia",
         "As of December 2024, Netflix had over 300 million paid memberships in more than 190 countries ...", "N/A"),
        ("https://www.statista.com/statistics/250934/quarterly-number-of-netflix-streaming-subscribers-worldwide/", "Netflix: number of subscribers worldwide 2024 | Statista",
         "Netflix had 301.63 million paid subscribers worldwide as of the fourth quarter of 2024 ...", "Feb 3, 2025"),
    )
    p2 = D("""
        # Netflix Q4 2024 Shareholder Letter (excerpt)

        *January 21, 2025*

        We closed 2024 with 301.63M paid memberships, up 41.35M year over year. Paid net additions in Q4 were a record 18.91M, driven by strong engagement with our programming slate (including *Squid Game* season 2 and the Jake Paul vs. Mike Tyson fight) and the continued expansion of our ads plan.

        As we announced last year, starting with our Q1'25 earnings we will no longer report quarterly membership numbers; we will announce paid memberships as we cross key milestones.

        ## Paid memberships at end of period (in millions)

        | Region | Q4'23 | Q1'24 | Q2'24 | Q3'24 | Q4'24 |
        | --- | --- | --- | --- | --- | --- |
        | UCAN | 80.13 | 82.66 | 84.11 | 84.80 | 89.63 |
        | EMEA | 88.81 | 91.73 | 93.96 | 96.13 | 101.13 |
        | LATAM | 46.00 | 47.72 | 49.25 | 49.19 | 53.33 |
        | APAC | 45.34 | 47.50 | 50.33 | 52.60 | 57.54 |
        | **Total** | **260.28** | **269.60** | **277.65** | **282.72** | **301.63** |

        ## Paid net adds (in millions)

        | | Q4'23 | Q1'24 | Q2'24 | Q3'24 | Q4'24 |
        | --- | --- | --- | --- | --- | --- |
        | Global | 13.12 | 9.33 | 8.05 | 5.07 | 18.91 |

        *Figures may not sum due to rounding.*

        ## Financial highlights Q4'24
        - Revenue: $10,247M (+16% y/y)
        - Operating margin: 22.2%
        - Full-year 2024 revenue: $39.0B
    """)
    a4 = sr(
        ("https://thewaltdisneycompany.com/app/uploads/2025/02/q1-fy25-earnings.pdf", "The Walt Disney Company Reports First Quarter Earnings for Fiscal 2025",
         "Disney+ subscribers: 124.6 million, a decrease of 0.7 million vs. Q4 FY24. Hulu subscribers: 53.6 million ...", "Feb 5, 2025"),
        ("https://www.cnbc.com/2025/02/05/disney-dis-earnings-q1-2025.html", "Disney earnings: Disney+ loses 700,000 subscribers after price hike - CNBC",
         "Disney+ core subscribers fell by about 700,000 to 124.6 million, in line with the company's guidance ...", "Feb 5, 2025"),
        ("https://www.hollywoodreporter.com/business/business-news/disney-earnings-q1-2025-1236127012/", "Disney+ Loses 700K Subscribers in Quarter - The Hollywood Reporter",
         "The company's direct-to-consumer unit reported operating income of $293 million ...", "Feb 5, 2025"),
        ("https://www.reuters.com/business/media-telecom/disney-quarterly-results-2025-02-05/", "Disney beats profit estimates on 'Moana 2', streaming | Reuters",
         "Disney+ lost 700,000 subscribers in the quarter, ending with 124.6 million ...", "Feb 5, 2025"),
        ("https://www.wbd.com/news/warner-bros-discovery-reports-fourth-quarter-and-full-year-2024-results", "Warner Bros. Discovery Reports Fourth-Quarter and Full-Year 2024 Results",
         "Streaming: added 6.4 million subscribers to reach 116.9 million global streaming subscribers ...", "Feb 27, 2025"),
        ("https://www.paramount.com/press/paramount-reports-fourth-quarter-and-full-year-2024-earnings", "Paramount Reports Q4 and Full-Year 2024 Earnings",
         "Paramount+ added 5.6 million subscribers in the quarter to reach 77.5 million ...", "Feb 26, 2025"),
    )
    p5 = D("""
        # The Walt Disney Company Reports First Quarter Earnings for Fiscal 2025

        *BURBANK, Calif., February 5, 2025*

        ## Entertainment – Direct-to-Consumer

        | (in millions) | Q1 FY25 (Dec 28, 2024) | Q4 FY24 (Sep 28, 2024) | Change |
        | --- | --- | --- | --- |
        | Disney+ subscribers | 124.6 | 125.3 | (0.7) |
        | &nbsp;&nbsp;Domestic (U.S. and Canada) | 56.8 | 56.0 | 0.8 |
        | &nbsp;&nbsp;International (excl. Disney+ Hotstar) | 67.8 | 69.3 | (1.5) |
        | Hulu subscribers | 53.6 | 52.0 | 1.6 |
        | &nbsp;&nbsp;SVOD only | 49.0 | 47.4 | 1.6 |
        | &nbsp;&nbsp;Live TV + SVOD | 4.6 | 4.6 | — |

        | Average monthly revenue per paid subscriber | Q1 FY25 | Q4 FY24 |
        | --- | --- | --- |
        | Disney+ Domestic | $7.99 | $7.70 |
        | Disney+ International | $7.19 | $6.80 |
        | Hulu SVOD only | $12.52 | $12.54 |

        Direct-to-Consumer operating income was $293 million, compared to a loss of $138 million in the prior-year quarter.

        *Disney+ subscribers exclude Disney+ Hotstar. Totals may not sum due to rounding.*
    """)
    a7 = sr(
        ("https://www.fool.com/investing/2025/02/28/biggest-streaming-services-by-subscribers/", "The Biggest Streaming Services by Subscribers in 2025 | The Motley Fool",
         "1. Netflix: 301.6 million. 2. Amazon Prime Video: 200+ million (Prime members). 3. Disney+: 124.6 million. 4. Max: 116.9 million. 5. Paramount+: 77.5 million ...", "Feb 28, 2025"),
        ("https://www.hollywoodreporter.com/business/digital/streaming-subscribers-ranked-q4-2024-1236150123/", "Streaming Subscribers Ranked: Netflix, Disney+, Max, Paramount+, Peacock - THR",
         "Peacock finished 2024 with 36 million paid subscribers, flat from the prior quarter ...", "Feb 27, 2025"),
        ("https://www.statista.com/statistics/1207983/leading-svod-services-worldwide-subscribers/", "Leading SVOD services worldwide by subscribers 2025 | Statista",
         "Netflix 302M, Disney+ 125M, Max 117M, Paramount+ 78M, Peacock 36M (rounded) ...", "Mar 1, 2025"),
        ("https://www.reuters.com/business/media-telecom/warner-bros-discovery-streaming-growth-2025-02-27/", "Warner Bros Discovery adds 6.4 million streaming subscribers | Reuters",
         "WBD ended 2024 with 116.9 million streaming subscribers, helped by Max's international rollout ...", "Feb 27, 2025"),
        ("https://www.theverge.com/2025/2/26/paramount-plus-subscribers-q4-2024", "Paramount Plus hits 77.5 million subscribers | The Verge",
         "Paramount+ added 5.6 million subscribers in the fourth quarter, boosted by NFL games and Landman ...", "Feb 26, 2025"),
        ("https://www.reddit.com/r/television/comments/1iz2cbp/streaming_subscribers_q4_2024/", "Streaming subscriber numbers, Q4 2024 : r/television",
         "Netflix is basically as big as Disney+, Max and Paramount+ combined now ...", "Feb 28, 2025"),
    )
    nflx_new = "301.6M (301.63M) paid memberships end-Q4 2024, +18.91M in Q4 (record); stops quarterly reporting from Q1 2025"
    final = {"netflix_q4_2024": nflx_new,
             "disney_plus_q1_fy25": "124.6M (-0.7M q/q) at 28 Dec 2024; Hulu 53.6M",
             "others_q4_2024": "Max/WBD 116.9M (+6.4M); Paramount+ 77.5M (+5.6M); Peacock 36M"}
    turns = [
        (search("Netflix Q4 2024 paid memberships"), a1),
        (extract("https://ir.netflix.net/financials/quarterly-earnings/default.aspx", "paid memberships by quarter and region"), p2),
        (memory("add", dict={"netflix_q4_2024": "301.63M paid memberships end-Q4 2024 (+18.91M in Q4)"}), added("netflix_q4_2024")),
        (search("Disney+ Max Paramount+ subscriber numbers latest quarter"), a4),
        (extract("https://thewaltdisneycompany.com/app/uploads/2025/02/q1-fy25-earnings.pdf", "Disney+ and Hulu subscriber numbers"), p5),
        (memory("add", dict={"disney_plus_q1_fy25": final["disney_plus_q1_fy25"], "others_q4_2024": "Max/WBD 116.9M (+6.4M); Paramount+ 77.5M (+5.6M)"}),
         added("disney_plus_q1_fy25", "others_q4_2024")),
        (search("biggest streaming services by subscribers 2025 ranking"), a7),
        (memory("update", dict={"netflix_q4_2024": nflx_new, "others_q4_2024": final["others_q4_2024"]}), updated("netflix_q4_2024", "others_q4_2024")),
        (memory("retrieve_all"), dump(final)),
    ]
    rs.add(task="search", tid="h42-search-12", system=SYSTEM, turns=turns, state=st(q, "2025-03-01"))


USDM_ROWS = [
    ["Current", "2025-06-10", "55.12", "44.88", "31.47", "15.83", "5.21", "0.79", "98"],
    ["Last Week", "2025-06-03", "54.01", "45.99", "32.20", "16.05", "5.34", "0.81", "100"],
    ["3 Months Ago", "2025-03-11", "48.66", "51.34", "39.72", "21.15", "7.02", "1.04", "120"],
    ["Start of Calendar Year", "2024-12-31", "44.93", "55.07", "42.38", "20.61", "6.12", "0.77", "125"],
    ["Start of Water Year", "2024-10-01", "45.20", "54.80", "36.44", "15.10", "3.90", "0.33", "111"],
    ["One Year Ago", "2024-06-11", "72.55", "27.45", "12.90", "5.35", "1.62", "0.18", "48"],
]


def usdm_page(released: str, valid: str) -> str:
    return D(f"""
        U.S. Drought Monitor › Current Map › Contiguous U.S. (CONUS)

        # U.S. Drought Monitor: Contiguous U.S. (CONUS)

        **Map released:** {released}
        **Data valid:** {valid}
        **Author(s):** Brad Rippey, U.S. Department of Agriculture

        Intensity: D0 Abnormally Dry · D1 Moderate Drought · D2 Severe Drought · D3 Extreme Drought · D4 Exceptional Drought

        The Drought Monitor focuses on broad-scale conditions. Local conditions may vary.

        ## Drought Conditions (Percent Area)
    """) + "\n\n" + table(["", "Week", "None", "D0-D4", "D1-D4", "D2-D4", "D3-D4", "D4", "DSCI"], USDM_ROWS) + "\n\n" + D("""
        The Drought Severity and Coverage Index (DSCI) is an experimental method for converting drought levels from the map to a single value for an area. DSCI values range from 0 to 500.

        ## Summary

        Heavy rain from the southern Plains into the mid-South and Southeast led to widespread one-category improvements, with the largest reductions in drought coverage in Oklahoma, Arkansas and southern Georgia. In contrast, hot, dry weather in the Northwest and northern Rockies led to expansion of abnormal dryness and moderate drought in Washington, Oregon and Idaho, where snowpack melted out several weeks ahead of normal. In the Southwest, Extreme to Exceptional Drought (D3-D4) persisted across parts of Arizona and New Mexico ahead of the monsoon.

        Downloads: [Map (PNG)](https://droughtmonitor.unl.edu/data/png/20250610/20250610_conus_text.png) · [Statistics (CSV)](https://droughtmonitor.unl.edu/DmData/DataTables.aspx?conus) · [GIS data](https://droughtmonitor.unl.edu/DmData/GISData.aspx)

        The U.S. Drought Monitor is jointly produced by the National Drought Mitigation Center at the University of Nebraska-Lincoln, the United States Department of Agriculture, and the National Oceanic and Atmospheric Administration.
    """)


# droughtmonitor.unl.edu with dict_memory: bad
def t13(rs: RowSet) -> None:
    q = "What share of the contiguous U.S. is in drought according to the latest U.S. Drought Monitor, and where is it worsening?"
    url = "https://droughtmonitor.unl.edu/CurrentMap/StateDroughtMonitor.aspx?CONUS"
    a1 = sr(
        ("https://droughtmonitor.unl.edu/", "Current Map | U.S. Drought Monitor",
         "Map released: Thurs. June 12, 2025. Data valid: June 10, 2025 at 8 a.m. EDT. Intensity: None, D0 (Abnormally Dry), D1 (Moderate Drought) ...", "Jun 12, 2025"),
        (url, "Contiguous U.S. (CONUS) | U.S. Drought Monitor",
         "Drought conditions (percent area) for the contiguous United States, with comparison to last week, three months ago, start of calendar and water year ...", "Jun 12, 2025"),
        ("https://www.drought.gov/current-conditions", "Current Drought Conditions | Drought.gov",
         "About 31% of the contiguous U.S. is in drought (D1-D4), affecting approximately 76 million people ...", "Jun 12, 2025"),
        ("https://www.usda.gov/about-usda/general-information/staff-offices/office-chief-economist/office-chief-economist-ag-weather-drought/ag-in-drought", "Ag in Drought | USDA",
         "Approximately 17% of winter wheat production and 9% of corn production are within an area experiencing drought ...", "Jun 12, 2025"),
        ("https://www.ncei.noaa.gov/access/monitoring/monthly-report/drought/202505", "Drought - May 2025 | National Centers for Environmental Information",
         "At the end of May, about 33% of the contiguous U.S. was in drought, down from about 35% at the end of April ...", "Jun 10, 2025"),
        ("https://www.washingtonpost.com/weather/2025/06/12/drought-northwest-snowpack/", "Drought is spreading in the Northwest after an early snowmelt - The Washington Post",
         "Washington declared a drought emergency for much of the state as snowpack vanished weeks early ...", "Jun 12, 2025"),
        ("https://www.reddit.com/r/weather/comments/1l9q3vd/this_weeks_drought_monitor/", "This week's drought monitor : r/weather",
         "Nice improvement in Oklahoma and Arkansas. The PNW is going the wrong direction though ...", "Jun 12, 2025"),
    )
    a5 = sr(
        ("https://www.drought.gov/drought-status-updates/drought-status-update-pacific-northwest-2025-06-05", "Drought Status Update for the Pacific Northwest | Drought.gov",
         "Snow drought and a warm, dry spring have led to rapid onset drought across Washington, Oregon and Idaho. Streamflow is below normal at most gauges ...", "Jun 5, 2025"),
        ("https://ecology.wa.gov/water-shorelines/water-supply/water-availability/statewide-conditions/drought-declarations", "Drought declarations | Washington State Department of Ecology",
         "Ecology expanded the drought declaration to cover most of the state in June 2025 because of low snowpack and water supply forecasts ...", "Jun 10, 2025"),
        ("https://www.opb.org/article/2025/06/11/oregon-drought-declaration-counties/", "Oregon governor declares drought in more counties | OPB",
         "Counties in central and eastern Oregon were added to the state's drought declaration as streamflows fell to well below normal ...", "Jun 11, 2025"),
        ("https://www.cpc.ncep.noaa.gov/products/expert_assessment/sdo_summary.php", "Seasonal Drought Outlook | Climate Prediction Center",
         "Drought is likely to persist or develop across much of the Northwest and northern Rockies through the end of September ...", "May 31, 2025"),
        ("https://www.nrcs.usda.gov/resources/data-and-reports/snow-and-water-interactive-map", "Snow and Water Interactive Map | NRCS",
         "Snow water equivalent percent of median by basin, updated daily from SNOTEL stations ...", "N/A"),
        ("https://www.idahostatesman.com/news/local/environment/article307612345.html", "Idaho water outlook worsens as snow melts early | Idaho Statesman",
         "Irrigators in the Upper Snake were warned of possible curtailments ...", "Jun 9, 2025"),
    )
    m3 = {"usdm_conus_d1_d4": "31.47% of CONUS in drought (D1-D4); D3-D4 5.21%; D4 0.79% (valid 2025-06-10, map released Thu 12 Jun 2025)",
          "usdm_conus_dsci": "DSCI 98 (last week 100; one year ago 48)"}
    turns = [
        (search("U.S. Drought Monitor this week percent of contiguous US in drought"), a1),
        (extract(url, "percent area in drought this week and comparison periods"), usdm_page("Thursday, June 12, 2025", "June 10, 2025 8 a.m. EDT")),
        (memory("add", dict=m3), added(*m3)),
        (extract(url, "regions where drought expanded this week"), usdm_page("Thursday, June 5, 2025", "June 10, 2025 8 a.m. EDT")),
        (search("drought monitor June 2025 Pacific Northwest drought expansion"), a5),
        (memory("add", dict={"usdm_worsening": "Northwest/northern Rockies (WA, OR, ID): early snowmelt, D0-D1 expansion; improvements southern Plains, mid-South, Southeast"}), added("usdm_worsening")),
    ]
    rs.add(task="search", tid="h42-search-13", system=SYSTEM, turns=turns, state=st(q, "2025-06-14"),
           bad=True, turn=4, kind="map release date on the same page goes back a week")


def imsr(fires: str) -> str:
    return D(f"""
        National Interagency Coordination Center

        # Incident Management Situation Report

        **Friday, July 18, 2025 – 0730 MT**
        **National Preparedness Level 3**

        National Preparedness Levels range from 1 (minimal activity) to 5 (extreme activity). Preparedness Level 3 was reached on July 10, 2025.

        ## National Fire Activity (July 17, 2025)

        | Item | Count |
        | --- | --- |
        | Initial attack activity | Light (221 new fires) |
        | New large incidents | 7 |
        | Large fires contained | 4 |
        | Uncontained large fires | 38 |
        | Incident Management Teams committed (CIMTs) | 9 |

        ## Year-to-Date Statistics

        | Year (Jan 1 – Jul 18) | Fires | Acres |
        | --- | --- | --- |
        | 2025 | {fires} | 2,781,233 |
        | 2024 | 26,217 | 2,605,544 |
        | 2023 | 25,088 | 886,950 |
        | 2022 | 37,581 | 5,647,131 |
        | 2021 | 33,104 | 2,561,214 |
        | 2020 | 27,451 | 1,730,016 |
        | 2019 | 23,812 | 2,634,098 |
        | 2018 | 36,211 | 3,562,109 |
        | 2017 | 35,442 | 4,918,226 |
        | 2016 | 27,879 | 2,892,367 |
        | 2015 | 34,032 | 4,808,771 |
        | 10-year average (2015–2024) | 30,682 | 3,224,643 |

        ## Geographic Area Activity

        | GACC | PL | New fires | New large fires | Uncontained large fires |
        | --- | --- | --- | --- | --- |
        | Alaska | 4 | 18 | 2 | 14 |
        | Northwest | 3 | 41 | 2 | 8 |
        | Northern California | 2 | 37 | 0 | 3 |
        | Southern California | 2 | 22 | 1 | 2 |
        | Great Basin | 3 | 34 | 1 | 6 |
        | Southwest | 2 | 19 | 1 | 3 |
        | Rocky Mountain | 2 | 16 | 0 | 1 |
        | Northern Rockies | 2 | 23 | 0 | 1 |
        | Eastern Area | 1 | 6 | 0 | 0 |
        | Southern Area | 1 | 5 | 0 | 0 |

        *Year-to-date figures are compiled from incident reports received by the GACCs and are subject to change.*
    """)


# NIFC + CIFFC with dict_memory: bad
def t14(rs: RowSet) -> None:
    q = "How many wildfires and acres burned did the U.S. record in 2024 and so far in 2025, and how does Canada's 2025 season compare?"
    a1 = sr(
        ("https://www.nifc.gov/fire-information/statistics/wildfires", "Wildfires and Acres | National Interagency Fire Center",
         "Total wildland fires and acres (1983–2024). In 2024 there were 64,897 wildfires that burned 8,924,884 acres ...", "N/A"),
        ("https://www.nifc.gov/fire-information/nfn", "National Fire News | National Interagency Fire Center",
         "Current hours for the National Fire Information Center ... National Preparedness Level ...", "N/A"),
        ("https://crsreports.congress.gov/product/pdf/IF/IF10244", "Wildfire Statistics - Congressional Research Service",
         "Since 2000, an annual average of 70,025 wildfires burned an annual average of 7.0 million acres ...", "Jun 2, 2025"),
        ("https://www.predictiveservices.nifc.gov/intelligence/2024_statssumm/intro_summary24.pdf", "Wildland Fire Summary and Statistics Annual Report 2024 - NICC",
         "The 2024 fire year was above average for acres burned with 8.9 million acres ...", "Mar 14, 2025"),
        ("https://www.iii.org/fact-statistic/facts-statistics-wildfires", "Facts + Statistics: Wildfires | III",
         "In 2024, 64,897 wildfires burned 8.9 million acres, compared with 56,580 wildfires and 2.7 million acres in 2023 ...", "N/A"),
        ("https://www.statista.com/statistics/203990/number-of-wildfires-in-the-us/", "Number of wildfires U.S. 1983-2024 | Statista",
         "There were 64,897 wildfires in the United States in 2024 ...", "Mar 20, 2025"),
        ("https://www.reddit.com/r/wildfire/comments/1hu0k3l/2024_year_end_stats/", "2024 year end stats : r/wildfire",
         "8.9M acres nationally, big year in Oregon. Alaska was actually quiet ...", "Jan 5, 2025"),
    )
    annual = [["2024", "64,897", "8,924,884"], ["2023", "56,580", "2,693,910"], ["2022", "68,988", "7,577,183"],
              ["2021", "58,985", "7,125,643"], ["2020", "58,950", "10,122,336"], ["2019", "50,477", "4,664,364"],
              ["2018", "58,083", "8,767,492"], ["2017", "71,499", "10,026,086"], ["2016", "67,743", "5,509,995"],
              ["2015", "68,151", "10,125,149"]]
    p2 = D("""
        NIFC › Fire Information › Statistics › Wildfires and Acres

        # Wildfires and Acres

        ## Total Wildland Fires and Acres (1983–2024)

        Source: National Interagency Coordination Center. Prior to 1983, sources of these figures are not known, or cannot be confirmed, and were not derived from the current situation reporting process. As a result the figures prior to 1983 should not be compared to later data.
    """) + "\n\n" + table(["Year", "Fires", "Acres"], annual) + "\n\n" + D("""
        [Show all years (1983–2024)](https://www.nifc.gov/fire-information/statistics/wildfires?years=all)

        *These statistics include wildland fires on federal, state, tribal and private lands as reported by the Geographic Area Coordination Centers. Data for the current year are available in the daily Incident Management Situation Report (IMSR).*

        Related statistics: [Lightning and human-caused fires](https://www.nifc.gov/fire-information/statistics/lightning-human-caused) · [Prescribed fire](https://www.nifc.gov/fire-information/statistics/prescribed-fire) · [Suppression costs](https://www.nifc.gov/fire-information/statistics/suppression-costs)
    """)
    a4 = sr(
        ("https://www.nifc.gov/nicc-files/sitreprt.pdf", "Incident Management Situation Report (IMSR) - NICC",
         "Friday, July 18, 2025 – 0730 MT. National Preparedness Level 3. Year-to-date: 2025 fires 41,386 acres 2,781,233 ...", "Jul 18, 2025"),
        ("https://www.nifc.gov/fire-information/nfn", "National Fire News | National Interagency Fire Center",
         "Current as of 7/18/2025. National Preparedness Level 3 ... 38 uncontained large fires ...", "Jul 18, 2025"),
        ("https://www.predictiveservices.nifc.gov/outlooks/monthly_seasonal_outlook.pdf", "National Significant Wildland Fire Potential Outlook - July 2025",
         "Above normal significant fire potential is forecast for much of the Northwest, northern California and the Great Basin in August ...", "Jul 1, 2025"),
        ("https://www.reuters.com/world/us/wildfire-season-2025-fire-count-2025-07-16/", "US wildfire count running far above average in 2025 | Reuters",
         "The number of U.S. wildfires this year is well above the 10-year average, largely because of an unusually active spring in the East and the January fires in Los Angeles ...", "Jul 16, 2025"),
        ("https://www.accuweather.com/en/severe-weather/wildfire-season-2025-statistics/1790115", "2025 wildfire season by the numbers | AccuWeather",
         "More than 40,000 wildfires have been reported in the U.S. so far in 2025 ...", "Jul 17, 2025"),
        ("https://inciweb.wildfire.gov/", "InciWeb - Incident Information System",
         "Active incidents: Dragon Bravo Fire (AZ), Madre Fire (CA), Green Ridge Fire (OR) ...", "Jul 18, 2025"),
    )
    us_ytd = "41,386 fires / 2,781,233 acres YTD as of 18 Jul 2025 (IMSR); 10-yr avg 30,682 / 3,224,643; PL3"
    a7 = sr(
        ("https://ciffc.net/situation/", "National Wildland Fire Situation Report | CIFFC",
         "Canadian Interagency Forest Fire Centre national situation report: fires to date, hectares burned, national preparedness level ...", "Jul 18, 2025"),
        ("https://www.cbc.ca/news/climate/wildfire-season-2025-second-worst-1.7582341", "2025 on track to be Canada's 2nd-worst wildfire season on record | CBC News",
         "More than 6.5 million hectares have burned so far this year, second only to the record 2023 season ...", "Jul 15, 2025"),
        ("https://natural-resources.canada.ca/our-natural-resources/forests/wildland-fires-insects-disturbances/forest-fires/13143", "Forest fires | Natural Resources Canada",
         "The 2023 fire season was the most destructive on record, with about 15 million hectares burned according to the National Forestry Database ...", "N/A"),
        ("https://www.theglobeandmail.com/canada/article-wildfire-manitoba-saskatchewan-2025/", "Manitoba and Saskatchewan fires drive Canada's 2025 season | The Globe and Mail",
         "More than half the area burned this year has been in the Prairie provinces ...", "Jul 12, 2025"),
        ("https://cwfis.cfs.nrcan.gc.ca/report", "Canadian Wildland Fire Information System | Current fire situation",
         "Area burned this season and number of active fires by agency, updated daily ...", "Jul 18, 2025"),
    )
    p8 = D("""
        CIFFC › Situation Report

        # National Wildland Fire Situation Report

        **Date:** 2025-07-18 · **National Preparedness Level:** 4

        ## National summary

        | | Today | Year to date |
        | --- | --- | --- |
        | New fires | 57 | 4,012 |
        | Area burned (ha) | 61,402 | 6,712,345 |

        10-year average to this date: 3,420 fires, 1,902,118 ha.

        ## Active fires by stage of control

        | Stage | Fires | Hectares |
        | --- | --- | --- |
        | Out of control | 212 | 3,104,560 |
        | Being held | 98 | 512,347 |
        | Under control | 407 | 688,912 |
        | **Total active** | **717** | **4,305,819** |

        ## By agency (year to date, top 5 by area)

        | Agency | Fires | Hectares |
        | --- | --- | --- |
        | SK | 512 | 2,387,220 |
        | MB | 398 | 1,743,906 |
        | BC | 1,105 | 712,844 |
        | ON | 498 | 701,533 |
        | AB | 827 | 590,112 |

        International resources: 1,244 personnel from the United States, Mexico, Australia, South Africa and Brazil are currently deployed in Canada.

        *1 hectare = 2.471 acres. Year-to-date area includes fires from prior seasons that reactivated.*
    """)
    can = "4,012 fires / 6,712,345 ha (~16.6M acres) YTD as of 18 Jul 2025 (CIFFC); 10-yr avg 3,420 / 1,902,118 ha; APL 4"
    us24 = "64,897 fires / 8,924,884 acres (~3.61M ha) in 2024 (NIFC)"
    a11 = sr(
        ("https://www.nifc.gov/fire-information/statistics/wildfires", "Wildfires and Acres | National Interagency Fire Center",
         "Total wildland fires and acres (1983–2024). In 2024 there were 64,897 wildfires that burned 8,924,884 acres ...", "N/A"),
        ("https://www.unitconverters.net/area/acres-to-hectares.htm", "Convert Acres to Hectares",
         "1 acre = 0.4046856422 hectares. 8,924,884 acres = 3,611,772 ha ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2024_United_States_wildfires", "2024 United States wildfires - Wikipedia",
         "In 2024, 64,897 fires burned 8,924,884 acres (3,611,772 ha) across the United States ...", "N/A"),
        ("https://www.predictiveservices.nifc.gov/intelligence/2024_statssumm/intro_summary24.pdf", "Wildland Fire Summary and Statistics Annual Report 2024 - NICC",
         "Acres burned in 2024 were 131% of the 10-year average ...", "Mar 14, 2025"),
        ("https://www.iii.org/fact-statistic/facts-statistics-wildfires", "Facts + Statistics: Wildfires | III",
         "Top states by acres burned in 2024: Oregon, Alaska, Texas, Idaho, Nevada ...", "N/A"),
    )
    turns = [
        (search("NIFC wildfire statistics 2024 acres burned number of fires"), a1),
        (extract("https://www.nifc.gov/fire-information/statistics/wildfires", "annual fires and acres for the last ten years"), p2),
        (memory("add", dict={"us_fires_2024": "64,897 fires / 8,924,884 acres in 2024 (NIFC)"}), added("us_fires_2024")),
        (search("NIFC national preparedness level July 2025 year to date fires acres"), a4),
        (extract("https://www.nifc.gov/nicc-files/sitreprt.pdf", "year-to-date fires and acres for 2025 and comparison years"), imsr("41,386")),
        (memory("add", dict={"us_ytd_2025": us_ytd}), added("us_ytd_2025")),
        (search("Canada wildfire 2025 hectares burned CIFFC"), a7),
        (extract("https://ciffc.net/situation/", "year-to-date fires and hectares burned in Canada"), p8),
        (extract("https://www.nifc.gov/nicc-files/sitreprt.pdf", "which geographic areas have the most uncontained large fires"), imsr("41,368")),
        (memory("add", dict={"canada_ytd_2025": can}), added("canada_ytd_2025")),
        (search("8,924,884 acres in hectares 2024 US wildfires"), a11),
        (memory("update", dict={"us_fires_2024": us24}), updated("us_fires_2024")),
    ]
    rs.add(task="search", tid="h42-search-14", system=SYSTEM, turns=turns, state=st(q, "2025-07-18"),
           bad=True, turn=9, kind="year-to-date fire count in the same situation report is lower than on the earlier fetch")


# IDC + Canalys with dict_memory: clean
def t15(rs: RowSet) -> None:
    q = "Which vendors led global smartphone shipments in 2024 according to IDC and Canalys, and who led in Q1 2025?"
    a1 = sr(
        ("https://my.idc.com/getdoc.jsp?containerId=prUS53061925", "Smartphone Shipments Grew 6.4% in 2024, IDC",
         "Global smartphone shipments increased 6.4% year over year to 1.24 billion units in 2024 ... Apple remained the top vendor with 232.1 million units ...", "Jan 13, 2025"),
        ("https://www.canalys.com/newsroom/global-smartphone-market-2024", "Global smartphone market grows 7% in 2024 | Canalys",
         "Worldwide smartphone shipments grew 7% to 1.22 billion units in 2024. Apple held the top spot with 18% share ...", "Jan 15, 2025"),
        ("https://www.counterpointresearch.com/insight/global-smartphone-share", "Global Smartphone Market Share: Quarterly | Counterpoint",
         "Samsung, Apple and Xiaomi led global smartphone shipments in Q4 2024 ...", "Feb 4, 2025"),
        ("https://www.reuters.com/technology/global-smartphone-shipments-rise-2024-idc-2025-01-13/", "Global smartphone shipments rise 6.4% in 2024, IDC says | Reuters",
         "Apple kept the top spot for the year despite a decline in China, while Xiaomi posted the strongest growth among the top three ...", "Jan 13, 2025"),
        ("https://www.theverge.com/2025/1/13/apple-iphone-top-smartphone-2024-idc", "Apple was the world's biggest phone maker in 2024 | The Verge",
         "IDC says Apple shipped 232.1 million iPhones last year, just ahead of Samsung's 223.4 million ...", "Jan 13, 2025"),
        ("https://www.gsmarena.com/idc_2024_smartphone_shipments-news-66312.php", "IDC: 1.24 billion smartphones shipped in 2024 - GSMArena.com news",
         "Apple, Samsung, Xiaomi, Transsion and vivo round out the top 5 ...", "Jan 14, 2025"),
        ("https://en.wikipedia.org/wiki/List_of_best-selling_mobile_phones", "List of best-selling mobile phones - Wikipedia",
         "Annual smartphone sales by manufacturer according to IDC, Canalys and Counterpoint ...", "N/A"),
    )
    p2 = D("""
        IDC › Press Release

        # Smartphone Shipments Grew 6.4% in 2024 Despite Ongoing Challenges, According to IDC

        *NEEDHAM, Mass., January 13, 2025*

        Global smartphone shipments increased 2.4% year over year (YoY) to 331.7 million units in the fourth quarter of 2024 (4Q24), according to preliminary data from the International Data Corporation (IDC) Worldwide Quarterly Mobile Phone Tracker. For the full year, shipments grew 6.4% to 1.24 billion units, rebounding after two difficult years.

        "Apple's performance was impacted by declines in China, while Xiaomi and Transsion grew across emerging markets," said Nabila Popal, senior research director with IDC's Worldwide Tracker team.

        ## Top 5 Smartphone Companies, Worldwide Shipments, Market Share, and Year-Over-Year Growth, Calendar Year 2024 (shipments in millions of units)

        | Company | 2024 Shipments | 2024 Market Share | 2023 Shipments | 2023 Market Share | Year-Over-Year Change |
        | --- | --- | --- | --- | --- | --- |
        | 1. Apple | 232.1 | 18.7% | 234.6 | 20.2% | -1.1% |
        | 2. Samsung | 223.4 | 18.0% | 226.6 | 19.5% | -1.4% |
        | 3. Xiaomi | 168.6 | 13.6% | 145.9 | 12.5% | 15.6% |
        | 4. Transsion | 106.7 | 8.6% | 94.9 | 8.2% | 12.4% |
        | 5. vivo | 101.7 | 8.2% | 90.6 | 7.8% | 12.3% |
        | Others | 406.1 | 32.8% | 371.5 | 31.9% | 9.3% |
        | **Total** | **1,238.6** | **100.0%** | **1,164.1** | **100.0%** | **6.4%** |

        *Source: IDC Quarterly Mobile Phone Tracker, January 13, 2025. Data are preliminary and subject to change. Company shipments are branded device shipments and exclude OEM sales for all vendors.*

        For more information, contact: Mayuri Yadav, myadav@idc.com
    """)
    m3 = {"idc_2024_total": "1,238.6M units (1.24B), +6.4% y/y (IDC prelim, 13 Jan 2025)",
          "idc_2024_top": "Apple 232.1M (18.7%); Samsung 223.4M (18.0%); Xiaomi 168.6M (13.6%); Transsion 106.7M (8.6%); vivo 101.7M (8.2%)"}
    a4 = sr(
        ("https://www.canalys.com/newsroom/global-smartphone-market-2024", "Global smartphone market grows 7% in 2024 | Canalys",
         "Worldwide smartphone shipments grew 7% to 1.22 billion units in 2024. Apple held the top spot with 18% share ...", "Jan 15, 2025"),
        ("https://www.canalys.com/newsroom/global-smartphone-market-q4-2024", "Global smartphone shipments grow 3% in Q4 2024 | Canalys",
         "Apple led the fourth quarter with 23% share, followed by Samsung and Xiaomi ...", "Jan 15, 2025"),
        ("https://www.gizmochina.com/2025/01/16/canalys-2024-smartphone-ranking/", "Canalys: Apple, Samsung, Xiaomi, Transsion, OPPO top 2024 | Gizmochina",
         "Canalys ranks OPPO (including OnePlus) fifth for the year, while IDC places vivo fifth ...", "Jan 16, 2025"),
        ("https://www.macrumors.com/2025/01/15/apple-top-smartphone-vendor-2024-canalys/", "Apple Was Top Smartphone Vendor in 2024, Says Canalys - MacRumors",
         "Apple shipped 225.9 million iPhones in 2024, a slight decline from 2023 ...", "Jan 15, 2025"),
        ("https://www.sammobile.com/news/samsung-second-smartphone-2024-canalys/", "Samsung shipped 222.9 million phones in 2024 - SamMobile",
         "Samsung remained second, less than three million units behind Apple ...", "Jan 16, 2025"),
    )
    p5 = D("""
        Canalys › Newsroom

        # Global smartphone market grows 7% in 2024, the first growth in two years

        *Wednesday, 15 January 2025*

        Global smartphone shipments grew 7% in 2024 to reach 1.22 billion units, according to Canalys preliminary estimates, following two consecutive years of decline. Apple held its lead with 18% market share, followed closely by Samsung. Xiaomi ranked third, supported by strong growth in emerging markets, while Transsion and OPPO (including OnePlus) completed the top five.

        | Vendor | 2024 shipments (million) | 2024 market share | 2023 shipments (million) | 2023 market share | Annual growth |
        | --- | --- | --- | --- | --- | --- |
        | Apple | 225.9 | 18% | 229.2 | 20% | -1% |
        | Samsung | 222.9 | 18% | 225.4 | 20% | -1% |
        | Xiaomi | 168.5 | 14% | 146.4 | 13% | 15% |
        | Transsion | 106.7 | 9% | 94.3 | 8% | 13% |
        | OPPO | 103.6 | 8% | 100.8 | 9% | 3% |
        | Others | 395.4 | 32% | 347.4 | 30% | 14% |
        | **Total** | **1,223.0** | **100%** | **1,143.5** | **100%** | **7%** |

        *Note: percentages may not add up to 100% due to rounding. OPPO includes OnePlus. Canalys estimates (sell-in shipments), January 2025.*

        "2024 was a year of recovery," said Canalys Research Manager Amber Liu. "Vendors refreshed their portfolios with AI features, but the growth came mostly from lower price segments in emerging markets."
    """)
    can = "1,223.0M (1.22B), +7% (Canalys prelim, 15 Jan 2025): Apple 225.9M (18%), Samsung 222.9M (18%), Xiaomi 168.5M (14%), Transsion 106.7M (9%), OPPO incl. OnePlus 103.6M (8%)"
    a7 = sr(
        ("https://my.idc.com/getdoc.jsp?containerId=prUS53296125", "Smartphone Market Grows 1.5% in 1Q25 as Samsung Regains Top Spot, IDC",
         "Global smartphone shipments increased 1.5% year over year to 296.9 million units in the first quarter of 2025 ... Samsung shipped 60.6 million units ...", "Apr 14, 2025"),
        ("https://www.canalys.com/newsroom/global-smartphone-market-q1-2025", "Global smartphone market sees flat Q1 2025 | Canalys",
         "Shipments were flat at 296.2 million ... Samsung led with 60.6 million units, Apple second with 55.0 million ...", "Apr 16, 2025"),
        ("https://www.counterpointresearch.com/insight/global-smartphone-market-q1-2025", "Global Smartphone Shipments Grow 3% in Q1 2025 | Counterpoint",
         "Samsung regained the top position with a 20% share, driven by the Galaxy S25 series and A-series ...", "Apr 22, 2025"),
        ("https://www.reuters.com/technology/smartphone-shipments-q1-2025-idc-2025-04-14/", "Samsung tops smartphone shipments in first quarter, IDC says | Reuters",
         "Apple shipped 57.9 million iPhones, up 10% year over year, as buyers moved ahead of possible tariffs ...", "Apr 14, 2025"),
        ("https://www.sammobile.com/news/samsung-number-one-q1-2025-idc/", "Samsung is the world's top phone brand again in Q1 2025 - SamMobile",
         "IDC puts Samsung's share at 20.4%, ahead of Apple's 19.5% ...", "Apr 15, 2025"),
        ("https://www.gsmarena.com/idc_q1_2025_smartphone_shipments-news-67480.php", "IDC: Samsung leads Q1 2025 as market grows 1.5% - GSMArena.com news",
         "Top five: Samsung 60.6M, Apple 57.9M, Xiaomi 41.8M, vivo 22.9M, Transsion 21.3M ...", "Apr 15, 2025"),
    )
    turns = [
        (search("IDC 2024 smartphone shipments full year top vendors"), a1),
        (extract("https://my.idc.com/getdoc.jsp?containerId=prUS53061925", "2024 shipments and share by vendor"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("Canalys 2024 global smartphone shipments Apple Samsung"), a4),
        (extract("https://www.canalys.com/newsroom/global-smartphone-market-2024", "2024 shipments and share by vendor"), p5),
        (memory("add", dict={"canalys_2024": can}), added("canalys_2024")),
        (search("IDC Q1 2025 smartphone shipments Samsung Apple share"), a7),
        (memory("add", dict={"idc_q1_2025": "296.9M (+1.5% y/y): Samsung 60.6M (20.4%), Apple 57.9M (19.5%), Xiaomi 41.8M, vivo 22.9M, Transsion 21.3M"}), added("idc_q1_2025")),
    ]
    rs.add(task="search", tid="h42-search-15", system=SYSTEM, turns=turns, state=st(q, "2025-05-05"))


def apple_chart(rows: list[tuple[str, str, str]]) -> str:
    body = "\n".join(f"{i}. **{n}**  \n   {c} · {p}" for i, (n, c, p) in enumerate(rows, 1))
    return ("App Store › Charts › iPhone\n\n# Top Free Apps\n\nUnited States · iPhone · All Categories\n\n"
            "[Top Paid](https://apps.apple.com/us/charts/iphone/top-paid-apps/36) · **Top Free**\n\n" + body +
            "\n\n[See All (1–100)](https://apps.apple.com/us/charts/iphone/top-free-apps/36?chart=top-free&see-all=1)")


# Apple App Store charts + Appfigures with dict_memory: clean
def t16(rs: RowSet) -> None:
    q = "Which apps are at the top of the US iPhone App Store free chart today, and is ChatGPT still number one?"
    apple = "https://apps.apple.com/us/charts/iphone/top-free-apps/36"
    snap1 = [("ChatGPT", "Productivity", "OpenAI"), ("Threads", "Social Networking", "Instagram, Inc."), ("Google", "Utilities", "Google"),
             ("Temu: Shop Like a Billionaire", "Shopping", "Temu"), ("TikTok", "Entertainment", "TikTok Ltd."), ("Instagram", "Photo & Video", "Instagram, Inc."),
             ("WhatsApp Messenger", "Social Networking", "WhatsApp Inc."), ("CapCut: Video Editor", "Photo & Video", "Bytedance Pte. Ltd"),
             ("Google Gemini", "Productivity", "Google"), ("YouTube", "Photo & Video", "Google"), ("Gmail - Email by Google", "Productivity", "Google"),
             ("Google Maps", "Navigation", "Google"), ("Facebook", "Social Networking", "Meta Platforms, Inc."), ("Telegram Messenger", "Social Networking", "Telegram FZ-LLC"),
             ("McDonald's", "Food & Drink", "McDonald's USA"), ("Uber - Request a ride", "Travel", "Uber Technologies, Inc."), ("Cash App", "Finance", "Block, Inc."),
             ("Spotify: Music and Podcasts", "Music", "Spotify"), ("Lemon8 - Lifestyle Community", "Social Networking", "Heliophilia Pte. Ltd."),
             ("SHEIN - Shopping Online", "Shopping", "Roadget Business PTE. LTD.")]
    a1 = sr(
        (apple, "Top Free iPhone Apps - App Store (US)",
         "Top Free Apps. 1. ChatGPT, Productivity. 2. Threads, Social Networking. 3. Google, Utilities. 4. Temu: Shop Like a Billionaire ...", "N/A"),
        ("https://appfigures.com/top-apps/ios-app-store/united-states/iphone/top-overall", "Top Free iPhone Apps in the United States | Appfigures",
         "Live top charts for the App Store in the United States, updated hourly. See rank changes, publishers and categories ...", "N/A"),
        ("https://www.similarweb.com/top-apps/apple/united-states/", "Top Apps Ranking - Most Popular Apps in United States | Similarweb",
         "App Store top free apps ranking in the United States, June 2025 ...", "N/A"),
        ("https://techcrunch.com/2025/06/10/chatgpt-app-store-top-spot/", "ChatGPT holds No. 1 spot on App Store as OpenAI ships new features | TechCrunch",
         "OpenAI's app has held the top position in the US App Store free chart for most of the past three months ...", "Jun 10, 2025"),
        ("https://sensortower.com/blog/top-apps-us-may-2025", "Top Apps Worldwide and in the US for May 2025 | Sensor Tower",
         "ChatGPT was the most downloaded app in the US in May 2025, ahead of Threads and Temu ...", "Jun 9, 2025"),
        ("https://www.reddit.com/r/apple/comments/1l8wq2n/chatgpt_still_1_on_the_app_store/", "ChatGPT still #1 on the App Store : r/apple",
         "It's been sitting there since March. Threads is the surprise for me ...", "Jun 11, 2025"),
    )
    m3 = {"us_top_free_snap1": "apps.apple.com ~10:05 ET 14 Jun 2025: 1 ChatGPT, 2 Threads, 3 Google, 4 Temu, 5 TikTok, 6 Instagram, 7 WhatsApp, 8 CapCut, 9 Gemini, 10 YouTube"}
    af = [["1", "ChatGPT", "OpenAI", "Productivity", "—"], ["2", "Threads", "Instagram, Inc.", "Social Networking", "—"],
          ["3", "Temu: Shop Like a Billionaire", "Temu", "Shopping", "▲1"], ["4", "Google", "Google", "Utilities", "▼1"],
          ["5", "TikTok", "TikTok Ltd.", "Entertainment", "—"], ["6", "Instagram", "Instagram, Inc.", "Photo & Video", "—"],
          ["7", "CapCut: Video Editor", "Bytedance Pte. Ltd", "Photo & Video", "▲1"], ["8", "WhatsApp Messenger", "WhatsApp Inc.", "Social Networking", "▼1"],
          ["9", "Google Gemini", "Google", "Productivity", "—"], ["10", "YouTube", "Google", "Photo & Video", "—"],
          ["11", "Gmail - Email by Google", "Google", "Productivity", "—"], ["12", "Google Maps", "Google", "Navigation", "—"],
          ["13", "Facebook", "Meta Platforms, Inc.", "Social Networking", "—"], ["14", "Telegram Messenger", "Telegram FZ-LLC", "Social Networking", "—"],
          ["15", "McDonald's", "McDonald's USA", "Food & Drink", "—"]]
    p4 = "Appfigures › Top Apps › App Store › United States\n\n# Top Free iPhone Apps in the United States\n\n*Updated 12 minutes ago · Saturday, June 14, 2025*\n\n" + \
        table(["#", "App", "Developer", "Category", "Change"], af) + \
        "\n\nShowing 1–15 of 200 · [Next page](https://appfigures.com/top-apps/ios-app-store/united-states/iphone/top-overall?page=2)\n\n*Rank changes compared with the previous hourly snapshot. Rankings from the public App Store top charts.*"
    a5 = sr(
        ("https://techcrunch.com/2025/06/10/chatgpt-app-store-top-spot/", "ChatGPT holds No. 1 spot on App Store as OpenAI ships new features | TechCrunch",
         "OpenAI's app has held the top position in the US App Store free chart for most of the past three months ...", "Jun 10, 2025"),
        ("https://9to5mac.com/2025/06/13/nintendo-switch-app-climbs-app-store/", "Nintendo Switch App climbs App Store chart after Switch 2 launch | 9to5Mac",
         "The companion app for Nintendo's new console has been climbing the free chart all week, reaching the top 15 ...", "Jun 13, 2025"),
        ("https://www.theverge.com/2025/6/9/chatgpt-most-downloaded-app-may-2025", "ChatGPT was the most downloaded app in May | The Verge",
         "ChatGPT topped both the App Store and Google Play download charts worldwide in May ...", "Jun 9, 2025"),
        ("https://appfigures.com/resources/insights/20250613-most-downloaded-apps-week", "The most downloaded apps this week | Appfigures Insights",
         "ChatGPT kept its lead in the US with about 1.3 million weekly downloads on iPhone ...", "Jun 13, 2025"),
        ("https://www.macrumors.com/2025/06/12/app-store-top-charts-ai-apps/", "AI apps dominate App Store top charts - MacRumors",
         "ChatGPT and Google Gemini both sit in the top ten of the US free chart ...", "Jun 12, 2025"),
    )
    snap2 = [snap1[0], snap1[2], snap1[1], snap1[3], snap1[4], snap1[5], snap1[6], snap1[8],
             ("Nintendo Switch App", "Entertainment", "Nintendo Co., Ltd."), snap1[7], snap1[9], snap1[10], snap1[11], snap1[12],
             snap1[13], snap1[14], snap1[15], snap1[16], snap1[17], snap1[18]]
    turns = [
        (search("App Store top free iPhone apps US today"), a1),
        (extract(apple, "current top 20 free iPhone apps in the US"), apple_chart(snap1)),
        (memory("add", dict=m3), added(*m3)),
        (extract("https://appfigures.com/top-apps/ios-app-store/united-states/iphone/top-overall", "top 15 with recent rank changes"), p4),
        (search("ChatGPT number one App Store June 2025 top free chart"), a5),
        (extract(apple, "re-check the top 10 later in the day"), apple_chart(snap2)),
        (memory("add", dict={"us_top_free_snap2": "apps.apple.com ~13:20 ET 14 Jun 2025: 1 ChatGPT, 2 Google, 3 Threads, 4 Temu, 5 TikTok, 6 Instagram, 7 WhatsApp, 8 Gemini, 9 Nintendo Switch App (new in top 10), 10 CapCut; ChatGPT still #1"}),
         added("us_top_free_snap2")),
    ]
    rs.add(task="search", tid="h42-search-16", system=SYSTEM, turns=turns, state=st(q, "2025-06-14"))


DAMS = [
    ["1", "Rogun Dam", "335", "1,099", "Embankment, earth-fill with clay core", "Vakhsh", "Tajikistan", "2032 (planned)", "Under construction"],
    ["2", "Shuangjiangkou Dam", "312", "1,024", "Embankment, rock-fill", "Dadu", "China", "2025 (planned)", "Under construction"],
    ["3", "Jinping-I Dam", "305", "1,001", "Arch", "Yalong", "China", "2013", "Operational"],
    ["4", "Nurek Dam", "300", "984", "Embankment, earth-fill", "Vakhsh", "Tajikistan", "1980", "Operational"],
    ["5", "Lianghekou Dam", "295", "968", "Embankment, rock-fill", "Yalong", "China", "2021", "Operational"],
    ["6", "Xiaowan Dam", "294.5", "966", "Arch", "Lancang (Mekong)", "China", "2010", "Operational"],
    ["7", "Baihetan Dam", "289", "948", "Arch", "Jinsha", "China", "2021", "Operational"],
    ["8", "Xiluodu Dam", "285.5", "937", "Arch", "Jinsha", "China", "2013", "Operational"],
    ["9", "Grande Dixence Dam", "285", "935", "Gravity", "Dixence", "Switzerland", "1961", "Operational"],
    ["10", "Enguri Dam", "271.5", "891", "Arch", "Enguri", "Georgia", "1987", "Operational"],
    ["11", "Yusufeli Dam", "270", "886", "Arch", "Çoruh", "Turkey", "2022", "Operational"],
    ["12", "Vajont Dam", "261.6", "858", "Arch", "Vajont", "Italy", "1959", "Disused"],
    ["13", "Nuozhadu Dam", "261.5", "858", "Embankment, rock-fill", "Lancang (Mekong)", "China", "2014", "Operational"],
    ["14", "Manuel Moreno Torres Dam", "261", "856", "Embankment, rock-fill", "Grijalva", "Mexico", "1980", "Operational"],
    ["15", "Tehri Dam", "260.5", "855", "Embankment, earth and rock-fill", "Bhagirathi", "India", "2006", "Operational"],
    ["16", "Mauvoisin Dam", "250", "820", "Arch", "Drance de Bagnes", "Switzerland", "1957", "Operational"],
    ["17", "Laxiwa Dam", "250", "820", "Arch", "Yellow", "China", "2010", "Operational"],
    ["18", "Deriner Dam", "249", "817", "Arch", "Çoruh", "Turkey", "2012", "Operational"],
]


def dams_page(rows: list[list[str]]) -> str:
    return D("""
        From Wikipedia, the free encyclopedia

        # List of tallest dams

        This is a list of the tallest dams in the world over 150 metres (490 ft) in height. Height is measured from the lowest foundation to the crest. Dams under construction are included if construction has begun on the dam structure itself.

        ## Tallest dams
    """) + "\n\n" + table(["Rank", "Name", "Height (m)", "Height (ft)", "Type", "River", "Country", "Completed", "Status"], rows) + "\n\n" + D("""
        *Showing the first 18 of 98 entries.* [Show all](https://en.wikipedia.org/wiki/List_of_tallest_dams#Tallest_dams)

        ## See also
        - List of largest dams
        - List of largest hydroelectric power stations
        - List of reservoirs by volume

        ## References
        1. "Rogun HPP project". Rogun OJSC. Retrieved 12 January 2025.
        2. "World Register of Dams". International Commission on Large Dams (ICOLD). Retrieved 12 January 2025.

        Retrieved from "https://en.wikipedia.org/w/index.php?title=List_of_tallest_dams&oldid=1271930442"
    """)


# Wikipedia list of tallest dams with dict_memory: bad
def t17(rs: RowSet) -> None:
    q = "What are the tallest dams in the world, which is the tallest completed one, and what is the status of the Rogun Dam?"
    url = "https://en.wikipedia.org/wiki/List_of_tallest_dams"
    a1 = sr(
        (url, "List of tallest dams - Wikipedia",
         "This is a list of the tallest dams in the world over 150 metres (490 ft) in height. Rogun Dam (under construction, 335 m), Shuangjiangkou, Jinping-I (305 m) ...", "N/A"),
        ("https://www.britannica.com/list/the-worlds-tallest-dams", "The World's Tallest Dams | Britannica",
         "Jinping-I in China, a double-curvature arch dam 305 metres tall, is the tallest completed dam in the world ...", "N/A"),
        ("https://www.icold-cigb.org/GB/world_register/general_synthesis.asp", "World Register of Dams - General Synthesis | ICOLD",
         "The World Register of Dams contains more than 62,000 large dams with a height of 15 m or more ...", "N/A"),
        ("https://www.power-technology.com/features/tallest-dams-world/", "The ten tallest dams in the world | Power Technology",
         "From Tajikistan's Nurek to Switzerland's Grande Dixence, the tallest dams in the world ...", "Mar 14, 2024"),
        ("https://www.worldatlas.com/articles/the-tallest-dams-in-the-world.html", "The Tallest Dams In The World - WorldAtlas",
         "1. Jinping-I Dam, China, 305 m. 2. Nurek Dam, Tajikistan, 300 m. 3. Lianghekou Dam, China, 295 m ...", "N/A"),
        ("https://www.reddit.com/r/MegaProjects/comments/18s2o3v/rogun_dam_will_be_the_worlds_tallest/", "Rogun dam will be the world's tallest : r/MegaProjects",
         "335 m when finished, but full height isn't expected until the 2030s ...", "Dec 27, 2023"),
    )
    m3 = {"tallest_completed": "Jinping-I Dam, 305 m, arch, Yalong River, China, completed 2013",
          "tallest_uc": "Rogun Dam, 335 m planned, Vakhsh, Tajikistan - under construction (completion planned 2032)"}
    a4 = sr(
        ("https://en.wikipedia.org/wiki/Rogun_Dam", "Rogun Dam - Wikipedia",
         "The Rogun Dam is an embankment dam under construction on the Vakhsh River in southern Tajikistan. It will be 335 m high, making it the tallest dam in the world ...", "N/A"),
        ("https://www.worldbank.org/en/news/press-release/2024/12/05/rogun-hydropower-financing", "World Bank approves financing for Rogun Hydropower Project | World Bank",
         "The first phase of financing supports completion of the 335-metre dam and six 600 MW units ...", "Dec 5, 2024"),
        ("https://www.webuildgroup.com/en/projects/dams-hydroelectric-plants/rogun/", "Rogun Hydropower Project | Webuild",
         "Webuild is building the Rogun dam, which at 335 metres will be the tallest in the world. Two units have been in operation since 2018–2019 ...", "N/A"),
        ("https://www.rferl.org/a/tajikistan-rogun-dam-progress/33112345.html", "Tajikistan's Rogun Dam: Progress And Debts | RFE/RL",
         "The dam wall has reached roughly half of its design height, and officials now say full completion is expected in the early 2030s ...", "Sep 2, 2024"),
        ("https://www.hydropower.org/news/rogun-third-unit", "Rogun begins preparations for third unit | IHA",
         "Rogun's first two units (600 MW each) are operating at reduced head until the reservoir reaches its final level ...", "Oct 21, 2024"),
    )
    p5 = D("""
        From Wikipedia, the free encyclopedia

        # Rogun Dam

        | Rogun Dam | |
        | --- | --- |
        | Country | Tajikistan |
        | Location | Rogun, Vakhsh River |
        | Status | Under construction |
        | Construction began | 1976 (resumed 2016) |
        | Opening date | 2018 (first unit) |
        | Owner(s) | OJSC Rogun HPP |
        | Type of dam | Embankment, earth-fill with clay core |
        | Height | 335 m (1,099 ft) |
        | Length | 660 m (2,170 ft) |
        | Total capacity | 13.3 km³ |
        | Turbines | 6 × 600 MW (planned) |
        | Installed capacity | 1,200 MW (current); 3,600 MW (planned) |

        The **Rogun Dam** is an embankment dam under construction on the Vakhsh River in southern Tajikistan, about 110 km from Dushanbe. Upon completion it will be the tallest dam in the world at 335 m, surpassing the 305 m Jinping-I Dam in China and the 300 m Nurek Dam, located downstream on the same river.

        ## History

        Construction began in 1976 in the Soviet era but stalled after the dissolution of the Soviet Union. Work resumed in 2016 under the Italian contractor Salini Impregilo (now Webuild). The first 600 MW turbine was commissioned in November 2018, and the second in September 2019, operating at reduced head.

        ## Current status

        As of 2024 the embankment had reached about half of its final height. The government expects the dam to reach full height and the plant to be fully operational around 2032. In December 2024, the World Bank approved financing for the next phase.

        ## Controversy

        Downstream countries, notably Uzbekistan, long opposed the project over concerns about water flow to the Amu Darya basin. Relations improved after 2016 and Uzbekistan no longer objects to the project.
    """)
    bad_rows = [r[:] for r in DAMS]
    bad_rows[0][8] = "Operational"
    a7 = sr(
        ("https://en.wikipedia.org/wiki/Jinping-I_Dam", "Jinping-I Dam - Wikipedia",
         "The Jinping-I Dam is a 305 m (1,001 ft) tall arch dam on the Yalong River in Sichuan, China. It is the tallest dam in the world. Construction began in 2005 and was completed in 2013 ...", "N/A"),
        ("https://www.power-technology.com/projects/jinping-i-hydropower-station/", "Jinping-I Hydropower Station, Sichuan | Power Technology",
         "The 3,600 MW Jinping-I hydropower station features six 600 MW Francis turbine generators ...", "N/A"),
        ("https://www.icold-cigb.org/article/GB/world_register/dams/jinping-i", "Jinping I | ICOLD World Register of Dams",
         "Double-curvature arch dam, height 305 m, crest length 568 m, completed 2013 ...", "N/A"),
        ("https://www.chinadaily.com.cn/a/201401/17/WS5a2b4d96a3108bc8c6734a1f.html", "World's highest dam fully operational in Sichuan | China Daily",
         "All six units of the Jinping-I hydropower station in Sichuan have been connected to the grid ...", "Jul 17, 2014"),
        ("https://www.britannica.com/list/the-worlds-tallest-dams", "The World's Tallest Dams | Britannica",
         "Jinping-I in China, a double-curvature arch dam 305 metres tall, is the tallest completed dam in the world ...", "N/A"),
    )
    turns = [
        (search("tallest dams in the world list height"), a1),
        (extract(url, "top 15 dams by height with status"), dams_page(DAMS)),
        (memory("add", dict=m3), added(*m3)),
        (search("Rogun dam construction progress 2025 height completion"), a4),
        (extract("https://en.wikipedia.org/wiki/Rogun_Dam", "current construction status and expected completion"), p5),
        (extract(url, "compare Rogun with Nurek and Jinping-I in the list"), dams_page(bad_rows)),
        (search("Jinping-I dam arch height 305 m Yalong completed"), a7),
        (memory("retrieve_all"), dump(m3)),
    ]
    rs.add(task="search", tid="h42-search-17", system=SYSTEM, turns=turns, state=st(q, "2025-01-20"),
           bad=True, turn=6, kind="dam status in the same list changes from under construction to operational")


# OFV (Norwegian Road Federation) + IEA + ACEA with dict_memory: clean
def t18(rs: RowSet) -> None:
    q = "What share of new cars sold in 2024 were electric in Norway, the EU and worldwide?"
    a1 = sr(
        ("https://ofv.no/bilsalget/bilsalget-i-desember-2024", "Bilsalget i desember og hele 2024 | OFV",
         "Elbilandelen for hele 2024 endte på 88,9 prosent. Totalt ble det registrert 128 691 nye personbiler i 2024 ...", "Jan 2, 2025"),
        ("https://www.reuters.com/business/autos-transportation/norway-electric-car-share-record-2024-2025-01-02/", "Norway's EV share of new car sales hits record 89% in 2024 | Reuters",
         "Electric vehicles accounted for 88.9% of new car sales in Norway in 2024, up from 82.4% a year earlier, bringing the country close to its 2025 target ...", "Jan 2, 2025"),
        ("https://elbil.no/om-elbil/elbilstatistikk/", "Elbilstatistikk | Norsk elbilforening",
         "Statistikk over elbilsalg i Norge: nybilsalg, bruktimport og bilpark. Andel elbil av nybilsalget 2024: 88,9 % ...", "N/A"),
        ("https://www.theguardian.com/environment/2025/jan/02/norway-electric-cars-sales-2024", "Nearly nine in 10 new cars sold in Norway in 2024 were electric | The Guardian",
         "Norway is on course to become the first country to phase out sales of new petrol and diesel cars, with 88.9% of new cars fully electric last year ...", "Jan 2, 2025"),
        ("https://en.wikipedia.org/wiki/Plug-in_electric_vehicles_in_Norway", "Plug-in electric vehicles in Norway - Wikipedia",
         "Norway has the highest per capita number of all-electric cars in the world. In 2024, battery electric cars had a market share of 88.9% of new passenger car sales ...", "N/A"),
        ("https://www.electrive.com/2025/01/02/norway-2024-bev-share-88-9-percent/", "Norway: 88.9% BEV share in 2024, Tesla Model Y again best-seller | electrive.com",
         "114,400 new electric cars were registered in Norway in 2024 ...", "Jan 2, 2025"),
    )
    p2 = D("""
        OFV › Bilsalget › 2024

        # Bilsalget i desember og hele 2024

        *Publisert 2. januar 2025 · Opplysningsrådet for Veitrafikken (OFV)*

        I 2024 ble det registrert 128 691 nye personbiler i Norge, en økning på 1,4 prosent fra 2023. Elbilandelen for hele året endte på 88,9 prosent, mot 82,4 prosent i 2023. I desember var elbilandelen 95,8 prosent.

        ## Nye personbiler etter drivstoff, hele året

        | Drivstoff | 2024 | Andel 2024 | 2023 | Andel 2023 |
        | --- | --- | --- | --- | --- |
        | Elektrisitet (BEV) | 114 400 | 88,9 % | 104 590 | 82,4 % |
        | Ladbar hybrid (PHEV) | 4 663 | 3,6 % | 7 106 | 5,6 % |
        | Hybrid (HEV) | 5 434 | 4,2 % | 7 617 | 6,0 % |
        | Diesel | 2 956 | 2,3 % | 4 823 | 3,8 % |
        | Bensin | 1 203 | 0,9 % | 2 761 | 2,2 % |
        | Annet (gass, hydrogen) | 35 | 0,0 % | 42 | 0,0 % |
        | **Totalt** | **128 691** | **100 %** | **126 939** | **100 %** |

        *Andeler er avrundet og summerer ikke nødvendigvis til 100.*

        ## Mest solgte modeller 2024

        | # | Modell | Antall |
        | --- | --- | --- |
        | 1 | Tesla Model Y | 16 466 |
        | 2 | Volkswagen ID.4 | 6 982 |
        | 3 | Tesla Model 3 | 6 377 |
        | 4 | Volvo EX30 | 5 401 |
        | 5 | Toyota bZ4X | 5 025 |

        Kontakt: Øyvind Solberg Thorsen, direktør OFV
    """)
    m3 = {"no_bev_share_2024": "88.9% (114,400 of 128,691 new cars; 2023: 82.4%)"}
    a4 = sr(
        ("https://www.iea.org/reports/global-ev-outlook-2025/trends-in-electric-car-markets-2", "Trends in electric car markets – Global EV Outlook 2025 – IEA",
         "Electric car sales exceeded 17 million globally in 2024, reaching a sales share of more than 20% ...", "May 14, 2025"),
        ("https://www.iea.org/news/global-ev-outlook-2025-electric-car-sales-set-to-exceed-20-million-in-2025", "Electric car sales set to exceed 20 million in 2025 - IEA",
         "Sales in 2024 grew by more than 25% to over 17 million; China accounted for almost two-thirds ...", "May 14, 2025"),
        ("https://www.reuters.com/business/autos-transportation/iea-ev-sales-2025-2025-05-14/", "Global EV sales to top 20 million this year despite trade tensions, IEA says | Reuters",
         "One in four cars sold worldwide in 2025 is expected to be electric ...", "May 14, 2025"),
        ("https://www.carbonbrief.org/analysis-iea-global-ev-outlook-2025/", "Analysis: what the IEA's Global EV Outlook 2025 says | Carbon Brief",
         "In China nearly half of new cars sold in 2024 were electric, while Europe's share stalled at around 20% ...", "May 15, 2025"),
        ("https://ev-volumes.com/news/ev/global-ev-sales-for-2024/", "Global EV Sales for 2024 | EV Volumes",
         "17.1 million plug-in vehicles (BEV + PHEV) were sold globally in 2024, +25% year over year ...", "Jan 14, 2025"),
    )
    p5 = D("""
        IEA › Reports › Global EV Outlook 2025 › Trends in electric car markets

        # Trends in electric car markets

        ## Electric car sales continued to grow strongly in 2024

        Electric car sales exceeded **17 million** globally in 2024, reaching a sales share of **more than 20%**. Just the additional 3.5 million electric cars sold in 2024 compared with 2023 is more than the total number sold worldwide in 2020. Electric cars here include battery electric (BEV) and plug-in hybrid (PHEV) passenger cars.

        | Market | Electric car sales 2024 (million) | Sales share 2024 | Sales share 2023 |
        | --- | --- | --- | --- |
        | China | 11.3 | almost 50% | 38% |
        | Europe | 3.2 | around 20% | 21% |
        | United States | 1.6 | over 10% | 10% |
        | Rest of world | 1.3 | ~6% | 4% |
        | **World** | **>17** | **>20%** | **18%** |

        China remained the engine of growth, with electric car sales of more than 11 million – more than the world's total sales just two years earlier. In Europe, sales stagnated as subsidies were reduced in some major markets, notably Germany, while the United States saw growth of around 10%. In emerging economies across Asia and Latin America, electric car sales grew by over 40%.

        Norway remains the country with the highest share: close to 90% of new cars sold were electric (battery-electric) in 2024.

        *Note: sales figures are rounded. Europe includes the EU, EFTA countries and the United Kingdom.*
    """)
    glob = "EV (BEV+PHEV) sales >17M in 2024, >20% of new cars (IEA GEVO 2025, 14 May 2025); China 11.3M ~50%, Europe 3.2M ~20%, US 1.6M >10%"
    a7 = sr(
        ("https://www.acea.auto/pc-registrations/new-car-registrations-0-8-in-2024-battery-electric-13-6-market-share/", "New car registrations: -0.8% in 2024; battery-electric 13.6% market share | ACEA",
         "In 2024, new EU car registrations fell by 0.8% to 10.6 million units. Battery-electric cars accounted for 13.6% of the EU market, down from 14.6% in 2023 ...", "Jan 21, 2025"),
        ("https://www.reuters.com/business/autos-transportation/eu-car-sales-2024-acea-2025-01-21/", "EU electric car sales fall in 2024 as incentives dry up | Reuters",
         "Sales of battery-electric cars in the EU fell 5.9% to 1.45 million units, taking a 13.6% share ...", "Jan 21, 2025"),
        ("https://www.electrive.com/2025/01/21/acea-eu-bev-share-2024/", "ACEA: BEV share in EU falls to 13.6% in 2024 | electrive.com",
         "Hybrid-electric cars overtook petrol models in December ...", "Jan 21, 2025"),
        ("https://www.transportenvironment.org/articles/eu-ev-sales-2024-analysis", "EV sales stalled in 2024, set to pick up under 2025 CO2 targets | T&E",
         "Battery-electric cars made up 13.6% of EU sales in 2024 ...", "Jan 22, 2025"),
        ("https://www.smmt.co.uk/2025/01/ev-market-share-2024/", "UK new car market 2024: BEV share 19.6% | SMMT",
         "Battery-electric vehicles made up 19.6% of UK new car registrations in 2024 ...", "Jan 6, 2025"),
    )
    eu = "BEV 13.6% of EU new cars in 2024 (ACEA; 2023: 14.6%), ~1.45M units; EU market 10.6M (-0.8%)"
    no_new = "88.9% BEV (~89%; 114,400 of 128,691 new cars; 2023: 82.4%) - OFV"
    final = {"no_bev_share_2024": no_new, "global_ev_2024": glob, "eu_bev_2024": eu}
    turns = [
        (search("Norway 2024 electric car share new registrations OFV"), a1),
        (extract("https://ofv.no/bilsalget/bilsalget-i-desember-2024", "BEV share and counts for 2024"), p2),
        (memory("add", dict=m3), added(*m3)),
        (search("IEA Global EV Outlook 2025 electric car sales 2024 share"), a4),
        (extract("https://www.iea.org/reports/global-ev-outlook-2025/trends-in-electric-car-markets-2", "global and regional EV sales share 2024"), p5),
        (memory("add", dict={"global_ev_2024": glob}), added("global_ev_2024")),
        (search("ACEA 2024 EU battery electric car market share"), a7),
        (memory("add", dict={"eu_bev_2024": eu}), added("eu_bev_2024")),
        (memory("update", dict={"no_bev_share_2024": no_new}), updated("no_bev_share_2024")),
        (memory("retrieve_all"), dump(final)),
    ]
    rs.add(task="search", tid="h42-search-18", system=SYSTEM, turns=turns, state=st(q, "2025-06-02"))


# Wikipedia bridge articles with dict_memory: bad
def t19(rs: RowSet) -> None:
    q = "Which are the three longest railway bridges in the world and how long are they?"
    dk = "https://en.wikipedia.org/wiki/Danyang%E2%80%93Kunshan_Grand_Bridge"
    a1 = sr(
        (dk, "Danyang–Kunshan Grand Bridge - Wikipedia",
         "The Danyang–Kunshan Grand Bridge is a 164.8-kilometre (102.4 mi) long viaduct on the Beijing–Shanghai High-Speed Railway. It is the longest bridge in the world ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_longest_bridges", "List of longest bridges - Wikipedia",
         "This list of longest bridges ranks bridges by total length. Danyang–Kunshan Grand Bridge, Changhua–Kaohsiung Viaduct, Tianjin Grand Bridge ...", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/longest-bridge", "Longest bridge | Guinness World Records",
         "The longest bridge is the Danyang–Kunshan Grand Bridge on the Beijing–Shanghai High-Speed Railway, measuring 164 km (102.4 miles) ...", "N/A"),
        ("https://www.railway-technology.com/features/featurethe-worlds-longest-railway-bridges-4154390/", "The world's longest railway bridges | Railway Technology",
         "China dominates the list: five of the world's six longest railway bridges carry high-speed lines ...", "Jan 26, 2023"),
        ("https://www.britannica.com/topic/Danyang-Kunshan-Grand-Bridge", "Danyang–Kunshan Grand Bridge | Britannica",
         "Railway viaduct in Jiangsu province, China, completed in 2010 and opened in 2011 as part of the Beijing–Shanghai high-speed line ...", "N/A"),
        ("https://www.reddit.com/r/todayilearned/comments/10fz2k1/til_the_longest_bridge_in_the_world_is_the/", "TIL the longest bridge in the world is the Danyang–Kunshan Grand Bridge : r/todayilearned",
         "102 miles. It's basically an elevated railway for most of the distance between Nanjing and Shanghai ...", "Jan 19, 2023"),
    )
    p3 = D("""
        From Wikipedia, the free encyclopedia

        # Danyang–Kunshan Grand Bridge

        | Danyang–Kunshan Grand Bridge | |
        | --- | --- |
        | Coordinates | 31°22′N 120°50′E |
        | Carries | Beijing–Shanghai High-Speed Railway |
        | Crosses | Yangtze River Delta (rice paddies, lakes, rivers) |
        | Locale | Jiangsu, China |
        | Design | Viaduct |
        | Total length | 165.8 kilometres (103.0 mi) |
        | Longest span | 80 metres (260 ft) |
        | Construction start | 2006 |
        | Construction end | 2010 |
        | Opened | 30 June 2011 |

        The **Danyang–Kunshan Grand Bridge** is a 165.8-kilometre (103.0 mi) long viaduct on the Beijing–Shanghai High-Speed Railway. It is the longest bridge in the world, having held this record since 2010.

        ## Location

        The bridge is in Jiangsu province, on the rail line between Shanghai and Nanjing. It runs roughly parallel to the Yangtze River, about 8 to 80 kilometres (5 to 50 mi) south of it. It passes through Danyang, Changzhou, Wuxi, Suzhou and Kunshan, and crosses Yangcheng Lake (about 9 kilometres or 5.6 miles of open water).

        ## Construction

        The bridge was completed in 2010 after four years of construction with a workforce of 10,000 people, and opened in 2011. It cost approximately US$8.5 billion. The bridge employs 32-metre (105 ft) box girders weighing around 860 tonnes each, prefabricated in factories along the route and set in place with girder launchers.

        ## Records

        The bridge held the Guinness World Record for the longest bridge in any category as of 2011.

        ## See also
        - Tianjin Grand Bridge
        - Langfang–Qingxian section viaduct
        - Changhua–Kaohsiung Viaduct
        - List of longest bridges
    """)
    a4 = sr(
        ("https://en.wikipedia.org/wiki/Changhua%E2%80%93Kaohsiung_Viaduct", "Changhua–Kaohsiung Viaduct - Wikipedia",
         "The Changhua–Kaohsiung Viaduct is a 157.317-kilometre (97.752 mi) long railway viaduct on the Taiwan High Speed Rail line. It was the longest bridge in the world until 2011 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Tianjin_Grand_Bridge", "Tianjin Grand Bridge - Wikipedia",
         "The Tianjin Grand Bridge is a 113.7-kilometre (70.6 mi) long railway viaduct on the Beijing–Shanghai High-Speed Railway, the third-longest bridge in the world ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_longest_bridges", "List of longest bridges - Wikipedia",
         "1. Danyang–Kunshan Grand Bridge (China); 2. Changhua–Kaohsiung Viaduct (Taiwan); 3. Tianjin Grand Bridge (China); 4. Cangde Grand Bridge (China) ...", "N/A"),
        ("https://www.thsrc.com.tw/ArticleContent/a3b630fb-1066-4352-a1ef-58c7b4e8ef7c", "Engineering Facts | Taiwan High Speed Rail",
         "About 73% of the 350 km line runs on viaducts, including the 157 km Changhua–Kaohsiung section ...", "N/A"),
        ("https://www.railway-technology.com/features/featurethe-worlds-longest-railway-bridges-4154390/", "The world's longest railway bridges | Railway Technology",
         "2. Changhua–Kaohsiung Viaduct, Taiwan, 157.3 km. 3. Tianjin Grand Bridge, China, 113.7 km. 4. Cangde Grand Bridge, China, 105.8 km ...", "Jan 26, 2023"),
        ("https://www.taiwannews.com.tw/en/news/3854212", "Taiwan's high speed rail viaduct among world's longest | Taiwan News",
         "The Changhua-Kaohsiung Viaduct, completed in 2004, was certified by Guinness as the world's longest bridge before the Chinese viaducts opened ...", "Jan 13, 2020"),
    )
    p5 = D("""
        From Wikipedia, the free encyclopedia

        # Changhua–Kaohsiung Viaduct

        | Changhua–Kaohsiung Viaduct | |
        | --- | --- |
        | Carries | Taiwan High Speed Rail |
        | Locale | Changhua County to Kaohsiung, Taiwan |
        | Design | Viaduct |
        | Total length | 157.317 kilometres (97.752 mi) |
        | Construction end | 2004 |
        | Opened | 5 January 2007 |

        The **Changhua–Kaohsiung Viaduct** is a 157.317-kilometre (97.752 mi) long railway viaduct on the Taiwan High Speed Rail line. It was the longest bridge in the world until the completion of the Danyang–Kunshan Grand Bridge, and is now the second-longest.

        ## Description

        The viaduct runs from Baguashan in Changhua County to Zuoying in Kaohsiung, passing through Yunlin, Chiayi and Tainan. It was designed to withstand earthquakes, with a structure that allows the deck to be realigned after ground movement. The line crosses the Chelungpu Fault zone, which ruptured in the 1999 Jiji earthquake.

        Construction was completed in 2004, and the Taiwan High Speed Rail line opened to passenger service on 5 January 2007.

        ## See also
        - Danyang–Kunshan Grand Bridge
        - Tianjin Grand Bridge
        - List of longest bridges
    """)
    m6 = {"second_longest_rail_bridge": "Changhua–Kaohsiung Viaduct, 157.317 km (97.75 mi), Taiwan HSR, completed 2004, opened 5 Jan 2007",
          "third_longest_rail_bridge": "Tianjin Grand Bridge, 113.7 km (70.6 mi), Beijing–Shanghai HSR"}
    turns = [
        (search("longest railway bridge in the world Danyang-Kunshan length"), a1),
        (memory("add", dict={"longest_rail_bridge": "Danyang–Kunshan Grand Bridge, 164.8 km (102.4 mi), Beijing–Shanghai HSR, opened 2011"}), added("longest_rail_bridge")),
        (extract(dk, "length, construction dates and route of the bridge"), p3),
        (search("Changhua–Kaohsiung Viaduct length Tianjin Grand Bridge length"), a4),
        (extract("https://en.wikipedia.org/wiki/Changhua%E2%80%93Kaohsiung_Viaduct", "exact length and opening date"), p5),
        (memory("add", dict=m6), added(*m6)),
        (memory("retrieve", key_list=list(m6)), dump(m6)),
    ]
    rs.add(task="search", tid="h42-search-19", system=SYSTEM, turns=turns, state=st(q, "2025-04-03"),
           bad=True, turn=3, kind="extracted page gives a different length than the earlier snippet of the same URL")


# CNBC market coverage with dict_memory: bad
def t20(rs: RowSet) -> None:
    q = "On what dates did the S&P 500, the Dow and the Nasdaq first close above their recent round-number milestones (6,000 / 40,000 and 45,000 / 20,000)?"
    a1 = sr(
        ("https://www.cnbc.com/2024/11/10/stock-market-today-live-updates.html", "S&P 500 closes above 6,000 for the first time, Dow tops 44,000 as post-election rally continues - CNBC",
         "The S&P 500 added 0.1% to close at 6,001.35, its first close above the 6,000 mark. The Dow gained 304.14 points to 44,293.13 ...", "Nov 11, 2024"),
        ("https://www.reuters.com/markets/us/futures-extend-post-election-rally-2024-11-11/", "S&P 500 closes above 6,000 for first time | Reuters",
         "The benchmark index ended at a record 6,001.35 on Monday, extending the rally that followed Donald Trump's election win ...", "Nov 11, 2024"),
        ("https://en.wikipedia.org/wiki/Closing_milestones_of_the_S%26P_500", "Closing milestones of the S&P 500 - Wikipedia",
         "5,000: February 9, 2024 (5,026.61). 6,000: November 11, 2024 (6,001.35) ...", "N/A"),
        ("https://www.marketwatch.com/story/s-p-500-6000-milestone", "S&P 500 tops 6,000 for first time ever - MarketWatch",
         "It took the index about nine months to go from 5,000 to 6,000, one of its fastest 1,000-point climbs ...", "Nov 11, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-11-11/s-p-500-tops-6-000", "S&P 500 Tops 6,000 as Trump Trade Extends - Bloomberg",
         "The S&P 500 topped 6,000 for the first time, with small caps and bitcoin extending gains ...", "Nov 11, 2024"),
        ("https://www.reddit.com/r/stocks/comments/1gp0xyz/sp_500_closes_above_6000_for_the_first_time/", "S&P 500 closes above 6000 for the first time : r/stocks",
         "5000 in Feb, 6000 in Nov. Wild year ...", "Nov 11, 2024"),
    )
    a3 = sr(
        ("https://www.cnbc.com/2024/05/16/stock-market-today-live-updates.html", "Dow closes above 40,000 for the first time - CNBC",
         "The Dow Jones Industrial Average rose 134.21 points, or 0.34%, to close at 40,003.59 on Friday, its first close above 40,000 ...", "May 17, 2024"),
        ("https://www.cnbc.com/2024/12/03/stock-market-today-live-updates.html", "Dow closes above 45,000 for the first time, S&P 500 and Nasdaq hit records - CNBC",
         "The 30-stock Dow climbed 308.51 points, or 0.69%, to end at 45,014.04, while the S&P 500 rose 0.61% to 6,086.49 ...", "Dec 4, 2024"),
        ("https://en.wikipedia.org/wiki/Closing_milestones_of_the_Dow_Jones_Industrial_Average", "Closing milestones of the Dow Jones Industrial Average - Wikipedia",
         "40,000: May 17, 2024 (40,003.59). 45,000: December 4, 2024 (45,014.04) ...", "N/A"),
        ("https://www.reuters.com/markets/us/dow-40000-2024-05-17/", "Dow ends above 40,000 for first time | Reuters",
         "The Dow Jones Industrial Average closed above 40,000 points for the first time on Friday ...", "May 17, 2024"),
        ("https://www.wsj.com/finance/stocks/dow-45000-stock-market-record", "Dow Closes Above 45000 for First Time - WSJ",
         "Salesforce shares jumped 11% after earnings, powering the blue-chip index past the milestone ...", "Dec 4, 2024"),
        ("https://www.investopedia.com/dow-jones-milestones-8651234", "Dow Jones Milestones: From 1,000 to 45,000 | Investopedia",
         "It took the Dow about seven months to go from 40,000 to 45,000 ...", "Dec 5, 2024"),
    )
    p4 = D("""
        CNBC › Markets › Stock Market Today

        # Dow closes above 45,000 for the first time, S&P 500 and Nasdaq hit records

        *Published Wed, Dec 4 2024 4:05 PM EST · Updated Wed, Dec 4 2024 5:21 PM EST*

        The Dow Jones Industrial Average closed above 45,000 for the first time on Wednesday, as tech stocks led the market to fresh records.

        The 30-stock Dow climbed 308.51 points, or 0.69%, to end at 45,014.04. The S&P 500 rose 0.61% to 6,086.49, while the Nasdaq Composite added 1.3% to finish at 19,735.12. All three indexes closed at records.

        Salesforce surged 11% after the company reported better-than-expected revenue, boosting the Dow. Federal Reserve Chair Jerome Powell said at a New York Times event that the U.S. economy is in "remarkably good shape."

        ## Milestones this year

        | Index | Milestone | First close above | Closing level |
        | --- | --- | --- | --- |
        | Dow Jones Industrial Average | 40,000 | May 17, 2024 | 40,003.59 |
        | S&P 500 | 6,000 | Nov. 11, 2024 | 6,001.35 |
        | Dow Jones Industrial Average | 45,000 | Dec. 4, 2024 | 45,014.04 |

        The Dow is up about 19% in 2024. The S&P 500 has gained more than 27% this year.

        **Stock Chart Icon** DJIA: 45,014.04 ▲ 308.51 (0.69%)
    """)
    m5 = {"dow_40000": "First close above 40,000: 17 May 2024 (40,003.59)", "dow_45000": "First close above 45,000: 4 Dec 2024 (45,014.04)"}
    spx = "First close above 6,000: 11 Nov 2024 (6,001.35)"
    bad_all = {"sp500_6000": spx, **m5}
    a9 = sr(
        ("https://www.cnbc.com/2024/12/10/stock-market-today-live-updates.html", "Nasdaq closes above 20,000 for the first time as Alphabet, Tesla rally - CNBC",
         "The Nasdaq Composite climbed 1.77% to settle at 20,034.89, its first close above the 20,000 threshold ...", "Dec 11, 2024"),
        ("https://en.wikipedia.org/wiki/Closing_milestones_of_the_Nasdaq_Composite", "Closing milestones of the Nasdaq Composite - Wikipedia",
         "20,000: December 11, 2024 (20,034.89) ...", "N/A"),
        ("https://www.reuters.com/markets/us/nasdaq-20000-2024-12-11/", "Nasdaq closes above 20,000 for first time on tech rally | Reuters",
         "The tech-heavy index crossed the milestone as soft inflation data cemented bets on a Fed rate cut ...", "Dec 11, 2024"),
        ("https://www.marketwatch.com/story/nasdaq-20000-milestone", "Nasdaq Composite tops 20,000 for first time - MarketWatch",
         "The index took about 10 months to rise from 15,000 to 20,000 ...", "Dec 11, 2024"),
        ("https://www.nasdaq.com/articles/nasdaq-composite-crosses-20000", "Nasdaq Composite Index Crosses 20,000 | Nasdaq",
         "Nasdaq celebrates a historic milestone for the Nasdaq Composite Index, which first crossed 20,000 during trading on December 11 ...", "Dec 11, 2024"),
    )
    turns = [
        (search("S&P 500 first close above 6000 date"), a1),
        (memory("add", dict={"sp500_6000": spx}), added("sp500_6000")),
        (search("Dow Jones first close above 40000 and 45000"), a3),
        (extract("https://www.cnbc.com/2024/12/03/stock-market-today-live-updates.html", "closing level and date of first Dow close above 45,000"), p4),
        (memory("add", dict=m5), added(*m5)),
        (memory("add", dict={"spx_first_close_6000": spx}), added("spx_first_close_6000")),
        (memory("remove", key_list=["sp500_6000"]), removed("sp500_6000")),
        (memory("retrieve_all"), dump(bad_all)),
        (search("Nasdaq Composite first close above 20000 date"), a9),
        (memory("add", dict={"nasdaq_first_close_20000": "11 Dec 2024 (20,034.89)"}), added("nasdaq_first_close_20000")),
    ]
    rs.add(task="search", tid="h42-search-20", system=SYSTEM, turns=turns, state=st(q, "2025-01-15"),
           bad=True, turn=8, kind="renamed memory key listed under its old name after the rename")


# World Nuclear News with dict_memory: clean
def t21(rs: RowSet) -> None:
    q = "Which shut-down nuclear reactors have restarted or are being restarted recently in Japan and the United States?"
    a1 = sr(
        ("https://www.world-nuclear-news.org/articles/onagawa-2-restarts", "Japan's Onagawa 2 restarts : Nuclear Power - World Nuclear News",
         "Unit 2 of the Onagawa nuclear power plant in Miyagi prefecture has been restarted, becoming the first boiling water reactor to resume operation in Japan since 2011 ...", "Oct 30, 2024"),
        ("https://www.world-nuclear-news.org/articles/shimane-2-restarts", "Second Japanese BWR restarts : Nuclear Power - World Nuclear News",
         "Chugoku Electric Power Company's Shimane unit 2 has been restarted, the 14th Japanese reactor to resume operation under the post-Fukushima regulatory regime ...", "Dec 9, 2024"),
        ("https://www.nippon.com/en/japan-data/h00249/", "Japan's Nuclear Power Plants: Restart Status | Nippon.com",
         "A map and table of Japan's nuclear reactors showing restarted, approved and under review units ...", "Jan 15, 2025"),
        ("https://www.reuters.com/business/energy/japan-restarts-first-bwr-since-fukushima-2024-10-29/", "Japan restarts first Fukushima-type reactor since 2011 disaster | Reuters",
         "Tohoku Electric restarted the No. 2 reactor at its Onagawa plant on Tuesday ...", "Oct 29, 2024"),
        ("https://www.japantimes.co.jp/news/2024/12/07/japan/shimane-nuclear-reactor-restart/", "Shimane reactor restarts, first in Japan's only prefectural capital with a plant | The Japan Times",
         "The Shimane No. 2 reactor in Matsue restarted on Saturday, nearly 13 years after it was halted ...", "Dec 7, 2024"),
        ("https://world-nuclear.org/information-library/country-profiles/countries-g-n/japan-nuclear-power", "Nuclear Power in Japan | World Nuclear Association",
         "Fourteen reactors have been restarted as of early 2025, with further units awaiting local consent or regulatory approval ...", "Feb 10, 2025"),
    )
    p2 = D("""
        World Nuclear News › Nuclear Power

        # Japan's Onagawa 2 restarts

        *30 October 2024*

        Unit 2 of the Onagawa nuclear power plant in Miyagi prefecture has been restarted, becoming the first boiling water reactor (BWR) to resume operation in Japan since the March 2011 accident at Fukushima Daiichi. It is the 13th Japanese reactor to restart under the country's new regulatory regime.

        Tohoku Electric Power Company withdrew the control rods from the 825 MWe unit at 7pm on 29 October, and the reactor reached criticality the following day. The company plans to connect the unit to the grid in early November and to begin commercial operation in December.

        Onagawa 2 was approved by the Nuclear Regulation Authority (NRA) in February 2020 as conforming to the new safety standards, and received local consent from Miyagi Prefecture in November 2020. Safety upgrades included raising the seawall to 29 metres above sea level.

        ## Japan's restarted reactors

        | # | Unit | Type | Restart |
        | --- | --- | --- | --- |
        | 1 | Sendai 1 | PWR | Aug 2015 |
        | 2 | Sendai 2 | PWR | Oct 2015 |
        | 3 | Takahama 3 | PWR | Jan 2016 |
        | 4 | Takahama 4 | PWR | Feb 2016 |
        | 5 | Ikata 3 | PWR | Aug 2016 |
        | 6 | Ohi 3 | PWR | Mar 2018 |
        | 7 | Genkai 3 | PWR | Mar 2018 |
        | 8 | Ohi 4 | PWR | May 2018 |
        | 9 | Genkai 4 | PWR | Jun 2018 |
        | 10 | Mihama 3 | PWR | Jun 2021 |
        | 11 | Takahama 1 | PWR | Jul 2023 |
        | 12 | Takahama 2 | PWR | Sep 2023 |
        | 13 | Onagawa 2 | BWR | Oct 2024 |

        Chugoku Electric's Shimane 2, another BWR, is scheduled to restart in December.
    """)
    jp13 = "13 reactors restarted as of 29 Oct 2024; Onagawa 2 = first BWR since 2011"
    p4 = D("""
        World Nuclear News › Nuclear Power

        # Second Japanese BWR restarts

        *9 December 2024*

        Chugoku Electric Power Company's Shimane unit 2 in Matsue, Shimane prefecture, was restarted on 7 December, making it the 14th Japanese reactor to resume operation under the post-Fukushima regulatory regime and the second boiling water reactor to do so, after Onagawa 2 in October.

        The 789 MWe unit had been offline since January 2012. The NRA approved the safety measures in September 2021, and the prefectural governor gave consent in June 2022. Grid connection is planned for later in December, with commercial operation from January 2025.

        Shimane is the only nuclear plant in Japan located in a prefectural capital.

        | | Onagawa 2 | Shimane 2 |
        | --- | --- | --- |
        | Operator | Tohoku Electric | Chugoku Electric |
        | Type | BWR | BWR |
        | Net capacity | 796 MWe | 789 MWe |
        | Gross capacity | 825 MWe | 820 MWe |
        | Restart | 29 Oct 2024 | 7 Dec 2024 |

        Kashiwazaki-Kariwa unit 7, loaded with fuel in April 2024, is still awaiting the consent of Niigata Prefecture.
    """)
    jp14 = "14 reactors restarted as of 7 Dec 2024 (Shimane 2, 2nd BWR); Onagawa 2 restarted 29 Oct 2024; Kashiwazaki-Kariwa 7 awaiting Niigata consent"
    a6 = sr(
        ("https://www.world-nuclear-news.org/articles/nrc-authorises-palisades-return-to-operational-status", "NRC authorises Palisades' return to operational status - World Nuclear News",
         "The US Nuclear Regulatory Commission has approved the licensing actions allowing Holtec's Palisades plant in Michigan to transition back to operational status ...", "Jul 25, 2025"),
        ("https://www.nrc.gov/reactors/operating/list-power-reactor-units/palisades.html", "Palisades Nuclear Plant | NRC.gov",
         "Palisades returned to the operating reactor licensing basis on July 24, 2025 ...", "Jul 24, 2025"),
        ("https://www.reuters.com/business/energy/us-regulator-approves-restart-palisades-nuclear-plant-2025-07-24/", "US regulator approves return of Michigan nuclear plant | Reuters",
         "Palisades, closed in May 2022, would be the first US nuclear plant to restart after being shut down for decommissioning ...", "Jul 24, 2025"),
        ("https://www.holtecinternational.com/2025/07/24/palisades-receives-nrc-approval/", "Palisades Receives NRC Approval to Load Fuel | Holtec International",
         "Holtec has received approval from the NRC to begin receiving and loading fuel into the reactor ...", "Jul 24, 2025"),
        ("https://www.energy.gov/lpo/palisades", "Palisades | Loan Programs Office - Department of Energy",
         "A loan guarantee of up to $1.52 billion to Holtec Palisades to restart the 800 MW plant ...", "N/A"),
        ("https://www.mlive.com/news/kalamazoo/2025/07/palisades-nuclear-restart-nrc-approval.html", "Palisades nuclear plant cleared by feds to restart | MLive",
         "Holtec now expects to bring the plant back online by the end of 2025 ...", "Jul 25, 2025"),
    )
    p7 = D("""
        World Nuclear News › Regulation & Safety

        # NRC authorises Palisades' return to operational status

        *25 July 2025*

        The US Nuclear Regulatory Commission (NRC) has approved the licensing actions needed for Holtec International's Palisades nuclear power plant in Michigan to return to an operational licensing basis. The single-unit 800 MWe pressurised water reactor in Covert Township was shut down in May 2022 and entered decommissioning.

        The approval, issued on 24 July, allows Holtec to receive new fuel at the site and load it into the reactor. Holtec said it expects the plant to return to service by the end of 2025, making it the first US nuclear plant to restart after entering decommissioning.

        ## Timeline

        | Date | Event |
        | --- | --- |
        | 20 May 2022 | Palisades shut down by Entergy |
        | 28 June 2022 | Ownership transferred to Holtec for decommissioning |
        | 2 September 2024 | Holtec power purchase agreement with Wolverine Power Cooperative and Hoosier Energy |
        | 30 September 2024 | DOE Loan Programs Office closes $1.52 billion loan guarantee |
        | 24 July 2025 | NRC approves return to operational licensing basis |
        | Q4 2025 (planned) | Return to commercial operation |

        Holtec also plans to build two SMR-300 small modular reactors at the Palisades site.

        **Related:** Crane restart accelerated to 2027 · Duane Arnold owner files to restart plant
    """)
    pal = "NRC approved return to operational status 24 Jul 2025; shut May 2022; 800 MWe PWR (Holtec, Michigan); restart expected by end-2025"
    a9 = sr(
        ("https://www.world-nuclear-news.org/articles/crane-restart-date-brought-forward-to-2027", "Crane restart date brought forward to 2027 - World Nuclear News",
         "Constellation now expects to restart the former Three Mile Island unit 1, renamed the Crane Clean Energy Center, in 2027, a year earlier than planned ...", "Jun 26, 2025"),
        ("https://www.constellationenergy.com/newsroom/2024/Constellation-to-Launch-Crane-Clean-Energy-Center-Restoring-Jobs-and-Carbon-Free-Power-to-The-Grid.html", "Constellation to Launch Crane Clean Energy Center | Constellation",
         "Constellation has signed a 20-year power purchase agreement with Microsoft to restart Three Mile Island Unit 1, renamed the Crane Clean Energy Center ...", "Sep 20, 2024"),
        ("https://www.reuters.com/business/energy/constellation-says-three-mile-island-restart-2027-2025-06-25/", "Constellation says Crane nuclear plant restart moved up to 2027 | Reuters",
         "The 835 MW unit, shut in 2019 for economic reasons, will supply power to Microsoft's data centers ...", "Jun 25, 2025"),
        ("https://en.wikipedia.org/wiki/Three_Mile_Island_Nuclear_Generating_Station", "Three Mile Island Nuclear Generating Station - Wikipedia",
         "Unit 1 was shut down in September 2019. In 2024, Constellation announced plans to restart it as the Crane Clean Energy Center ...", "N/A"),
        ("https://www.pennlive.com/news/2025/06/three-mile-island-crane-restart-2027.html", "Three Mile Island restart now expected in 2027 | PennLive",
         "Hiring is ahead of schedule and the main transformer has been ordered ...", "Jun 25, 2025"),
    )
    crane = "Crane Clean Energy Center (ex-TMI-1, 835 MW, shut Sep 2019): Microsoft 20-yr PPA (Sep 2024); restart moved to 2027"
    final = {"jp_restarts": jp14, "us_palisades": pal, "us_crane": crane}
    turns = [
        (search("Japan reactor restarts 2024 Onagawa Shimane"), a1),
        (extract("https://www.world-nuclear-news.org/articles/onagawa-2-restarts", "restart date and how many Japanese reactors have restarted"), p2),
        (memory("add", dict={"jp_restarts": jp13}), added("jp_restarts")),
        (extract("https://www.world-nuclear-news.org/articles/shimane-2-restarts", "Shimane 2 restart date and updated count"), p4),
        (memory("update", dict={"jp_restarts": jp14}), updated("jp_restarts")),
        (search("Palisades nuclear plant restart NRC approval 2025"), a6),
        (extract("https://www.world-nuclear-news.org/articles/nrc-authorises-palisades-return-to-operational-status", "approval date and expected restart"), p7),
        (memory("add", dict={"us_palisades": pal}), added("us_palisades")),
        (search("Crane Clean Energy Center restart date Three Mile Island Unit 1 Microsoft"), a9),
        (memory("add", dict={"us_crane": crane}), added("us_crane")),
        (memory("retrieve_all"), dump(final)),
    ]
    rs.add(task="search", tid="h42-search-21", system=SYSTEM, turns=turns, state=st(q, "2025-08-05"))


# Reuters + rating agency releases with dict_memory: bad
def t22(rs: RowSet) -> None:
    q = "What are the current long-term sovereign ratings of the United States and France at Moody's, Fitch and S&P, and when did each last change?"
    a1 = sr(
        ("https://www.reuters.com/markets/us/moodys-downgrades-us-sovereign-credit-rating-aa1-2025-05-16/", "Moody's downgrades US sovereign credit rating to Aa1 on rising debt | Reuters",
         "Moody's downgraded the United States' sovereign credit rating by one notch to Aa1 from Aaa on Friday, citing the growing burden of the federal government's $36 trillion debt pile ...", "May 16, 2025"),
        ("https://ratings.moodys.com/ratings-news/443291", "Moody's Ratings downgrades United States' ratings to Aa1 from Aaa; changes outlook to stable | Moody's",
         "Moody's Ratings (Moody's) has today downgraded the Government of United States of America's long-term issuer and senior unsecured ratings to Aa1 from Aaa ...", "May 16, 2025"),
        ("https://www.cnbc.com/2025/05/16/moodys-downgrades-us-credit-rating.html", "Moody's downgrades U.S. credit rating, citing rising debt and interest costs - CNBC",
         "Moody's was the last of the three major agencies to hold the U.S. at the top rating; Fitch cut it in 2023 and S&P in 2011 ...", "May 16, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-05-16/us-loses-last-top-credit-rating-as-moody-s-cuts-over-deficits", "US Loses Last Top Credit Rating as Moody's Cuts Over Deficits - Bloomberg",
         "The downgrade puts Moody's in line with Fitch Ratings and S&P Global Ratings, which both rate the US AA+ ...", "May 16, 2025"),
        ("https://www.nytimes.com/2025/05/16/business/moodys-downgrade-us-credit-rating.html", "Moody's Downgrades U.S. Credit Rating, Citing Rising Debt - The New York Times",
         "The move comes as Republicans in Congress push a tax bill that analysts say would add trillions to the deficit ...", "May 16, 2025"),
        ("https://en.wikipedia.org/wiki/United_States_federal_government_credit-rating_downgrades", "United States federal government credit-rating downgrades - Wikipedia",
         "S&P downgraded the US to AA+ on 5 August 2011; Fitch on 1 August 2023; Moody's on 16 May 2025 ...", "N/A"),
        ("https://www.reddit.com/r/economics/comments/1ko4d9b/moodys_downgrades_us_credit_rating/", "Moody's downgrades US credit rating : r/Economics",
         "Announced after the close on a Friday, classic. Treasury yields will be interesting Monday ...", "May 16, 2025"),
    )
    p2 = D("""
        Reuters › Markets › US

        # Moody's downgrades US sovereign credit rating to Aa1 on rising debt

        *By Reuters staff · May 16, 2025 9:41 PM GMT+1 · Updated May 16, 2025*

        NEW YORK, May 16 (Reuters) - Moody's downgraded the United States' sovereign credit rating by one notch on Friday, citing the growing burden of the federal government's $36 trillion debt pile, in a move that could complicate President Donald Trump's efforts to cut taxes.

        Moody's lowered the rating to Aa1 from Aaa, following Fitch Ratings and S&P Global, which downgraded the US in 2023 and 2011 respectively. It changed its outlook to "stable" from "negative".

        "Successive US administrations and Congress have failed to agree on measures to reverse the trend of large annual fiscal deficits and growing interest costs," Moody's said in a statement.

        ## Key projections from Moody's

        | Metric | 2024 | 2035 (projected) |
        | --- | --- | --- |
        | Federal deficit (% of GDP) | 6.4% | nearly 9% |
        | Federal debt (% of GDP) | 98% | about 134% |
        | Interest payments (% of revenue) | 18% | about 30% |

        Moody's said the US retained exceptional credit strengths, including the size, resilience and dynamism of its economy and the role of the dollar as the global reserve currency.

        White House spokesperson Kush Desai said the administration was focused on fixing "the Biden mess". Yields on 10-year Treasuries rose in after-hours trading.

        ## Ratings of the United States

        | Agency | Rating | Outlook | Last change |
        | --- | --- | --- | --- |
        | Moody's | Aa1 | Stable | May 16, 2025 (from Aaa) |
        | Fitch | AA+ | Stable | Aug 1, 2023 (from AAA) |
        | S&P | AA+ | Stable | Aug 5, 2011 (from AAA) |

        *Reporting by Davide Barbuscia; Editing by Paul Simao*
    """)
    us_m = "Aa1 (stable), downgraded from Aaa on 16 May 2025 (after US market close); outlook was negative"
    a4 = sr(
        ("https://www.fitchratings.com/research/sovereigns/fitch-downgrades-united-states-long-term-ratings-to-aa-from-aaa-outlook-stable-01-08-2023", "Fitch Downgrades the United States' Long-Term Ratings to 'AA+' from 'AAA'; Outlook Stable",
         "Fitch Ratings has downgraded the United States of America's Long-Term Foreign-Currency Issuer Default Rating to 'AA+' from 'AAA' ...", "Aug 1, 2023"),
        ("https://www.reuters.com/markets/us/fitch-cuts-us-rating-aa-2023-08-01/", "Fitch cuts US credit rating to AA+ | Reuters",
         "Fitch cited expected fiscal deterioration over the next three years and repeated debt-limit standoffs ...", "Aug 1, 2023"),
        ("https://www.spglobal.com/ratings/en/research/articles/110805-united-states-of-america-long-term-rating-lowered-to-aa-on-political-risks", "United States of America Long-Term Rating Lowered To 'AA+' On Political Risks | S&P Global",
         "We lowered our long-term sovereign credit rating on the United States of America to 'AA+' from 'AAA' ...", "Aug 5, 2011"),
        ("https://www.spglobal.com/ratings/en/research/articles/250324-united-states-aa-a-1-ratings-affirmed-outlook-stable", "United States 'AA+/A-1+' Ratings Affirmed; Outlook Stable | S&P Global",
         "S&P Global Ratings affirmed its 'AA+' long-term and 'A-1+' short-term unsolicited sovereign credit ratings on the US ...", "Mar 24, 2025"),
        ("https://en.wikipedia.org/wiki/United_States_federal_government_credit-rating_downgrades", "United States federal government credit-rating downgrades - Wikipedia",
         "S&P downgraded the US to AA+ on 5 August 2011; Fitch on 1 August 2023; Moody's on 16 May 2025 ...", "N/A"),
    )
    m5 = {"us_fitch": "AA+ (stable), from AAA on 1 Aug 2023", "us_sp": "AA+ (stable), from AAA on 5 Aug 2011"}
    a6 = sr(
        ("https://www.reuters.com/markets/europe/moodys-downgrades-france-aa3-2024-12-14/", "Moody's downgrades France's credit rating in surprise move | Reuters",
         "Moody's cut France's credit rating to Aa3 from Aa2 late on Friday, citing political fragmentation that is likely to impede the consolidation of public finances ...", "Dec 14, 2024"),
        ("https://ratings.moodys.com/ratings-news/432108", "Moody's Ratings downgrades France's ratings to Aa3, outlook changed to stable | Moody's",
         "Moody's Ratings (Moody's) has today downgraded the Government of France's long-term local and foreign currency issuer ratings to Aa3 from Aa2 ...", "Dec 13, 2024"),
        ("https://www.ft.com/content/moodys-france-downgrade-bayrou", "Moody's cuts France's rating hours after Bayrou named prime minister | Financial Times",
         "The unscheduled downgrade came on the day François Bayrou was appointed to replace Michel Barnier ...", "Dec 14, 2024"),
        ("https://www.lemonde.fr/en/economy/article/2024/12/14/moody-s-downgrades-france-s-credit-rating.html", "Moody's downgrades France's credit rating | Le Monde",
         "The agency said it did not expect the next government to sustainably reduce the deficit beyond next year ...", "Dec 14, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-12-13/france-s-credit-rating-cut-by-moody-s-amid-political-turmoil", "France's Credit Rating Cut by Moody's Amid Political Turmoil - Bloomberg",
         "Moody's lowered France one step to Aa3, three levels below the top grade ...", "Dec 13, 2024"),
    )
    p7 = D("""
        Reuters › Markets › Europe

        # Moody's downgrades France's credit rating in surprise move

        *December 14, 2024 12:36 AM GMT+1*

        PARIS, Dec 13 (Reuters) - Moody's cut France's credit rating on Friday to Aa3 from Aa2, in an unscheduled move, saying the country's public finances would be substantially weakened in the coming years because of political fragmentation.

        The downgrade came hours after President Emmanuel Macron named centrist veteran François Bayrou as prime minister, after Michel Barnier's government was toppled in a no-confidence vote on December 4 over its 2025 budget.

        "Looking ahead, there is now very low probability that the next government will sustainably reduce the size of fiscal deficits beyond next year," Moody's said. It changed the outlook to stable from negative.

        ## France's ratings

        | Agency | Rating | Outlook | Last change |
        | --- | --- | --- | --- |
        | Moody's | Aa3 | Stable | Dec 13, 2024 (from Aa2) |
        | Fitch | AA- | Negative | Apr 28, 2023 (from AA) |
        | S&P | AA- | Stable | May 31, 2024 (from AA) |

        Bayrou said he was aware of the "Himalaya" of challenges facing his government, starting with passing a 2025 budget.

        *Reporting by Leigh Thomas; Editing by Richard Chang*
    """)
    fr_m = "Aa3 (stable), cut from Aa2 on 13 Dec 2024 (unscheduled, day Bayrou named PM)"
    a9 = sr(
        ("https://www.fitchratings.com/research/sovereigns/fitch-affirms-france-at-aa-outlook-negative-14-03-2025", "Fitch Affirms France at 'AA-'; Outlook Negative",
         "Fitch Ratings has affirmed France's Long-Term Foreign-Currency Issuer Default Rating at 'AA-' with a Negative Outlook ...", "Mar 14, 2025"),
        ("https://www.reuters.com/markets/europe/fitch-keeps-france-aa-negative-outlook-2025-03-14/", "Fitch keeps France rating at AA-, outlook negative | Reuters",
         "Fitch said high public debt and political uncertainty weighed on France's fiscal outlook ...", "Mar 14, 2025"),
        ("https://www.spglobal.com/ratings/en/research/articles/250228-france-aa-a-1-ratings-affirmed-outlook-negative", "France 'AA-/A-1+' Ratings Affirmed; Outlook Revised To Negative | S&P Global",
         "S&P Global Ratings revised its outlook on France to negative from stable and affirmed its 'AA-/A-1+' ratings ...", "Feb 28, 2025"),
        ("https://www.lesechos.fr/finance-marches/marches-financiers/fitch-maintient-la-note-de-la-france", "Fitch maintient la note de la France à AA-, perspective négative | Les Echos",
         "L'agence ne dégrade pas la France mais reste pessimiste sur la trajectoire des finances publiques ...", "Mar 14, 2025"),
        ("https://en.wikipedia.org/wiki/Credit_rating_of_France", "Credit rating of France - Wikipedia",
         "France lost its AAA rating at S&P in January 2012, at Moody's in November 2012 and at Fitch in July 2013 ...", "N/A"),
    )
    fr_f = "AA- (negative), affirmed 14 Mar 2025 (last change Apr 2023 from AA); S&P AA- outlook revised to negative 28 Feb 2025"
    a12 = sr(
        ("https://ratings.moodys.com/ratings-news/443291", "Moody's Ratings downgrades United States' ratings to Aa1 from Aaa; changes outlook to stable | Moody's",
         "The downgrade reflects the increase over more than a decade in government debt and interest payment ratios to levels that are significantly higher than similarly rated sovereigns ...", "May 16, 2025"),
        ("https://www.reuters.com/markets/us/treasury-yields-rise-after-moodys-downgrade-2025-05-19/", "Treasury yields jump after Moody's downgrade, then pare gains | Reuters",
         "The 30-year yield briefly topped 5% on Monday, the first trading session after Friday's downgrade ...", "May 19, 2025"),
        ("https://www.cnbc.com/2025/05/16/moodys-downgrades-us-credit-rating.html", "Moody's downgrades U.S. credit rating, citing rising debt and interest costs - CNBC",
         "Moody's expects federal deficits to widen to nearly 9% of GDP by 2035, driven by higher interest payments and entitlement spending ...", "May 16, 2025"),
        ("https://www.brookings.edu/articles/what-the-moodys-downgrade-means/", "What the Moody's downgrade of the US means | Brookings",
         "The downgrade itself changes little mechanically, since Fitch and S&P had already moved, but it signals concern about fiscal policy ...", "May 20, 2025"),
        ("https://www.wsj.com/finance/moodys-downgrade-explained", "Why Moody's Downgraded the U.S. and What It Means - WSJ",
         "Moody's said the stable outlook reflects balanced risks at the Aa1 level ...", "May 17, 2025"),
    )
    turns = [
        (search("Moody's downgrade United States Aa1 May 2025"), a1),
        (extract("https://www.reuters.com/markets/us/moodys-downgrades-us-sovereign-credit-rating-aa1-2025-05-16/", "new rating, outlook, date and reasons"), p2),
        (memory("add", dict={"us_moodys": us_m}), added("us_moodys")),
        (search("Fitch US downgrade AA+ August 2023 S&P AA+ 2011"), a4),
        (memory("add", dict=m5), added(*m5)),
        (search("Moody's France downgrade Aa3 December 2024"), a6),
        (extract("https://www.reuters.com/markets/europe/moodys-downgrades-france-aa3-2024-12-14/", "date, new rating and outlook, other agencies' ratings"), p7),
        (memory("add", dict={"fr_moodys": fr_m}), added("fr_moodys")),
        (search("Fitch France rating AA- negative outlook March 2025"), a9),
        (memory("add", dict={"fr_fitch": fr_f}), added("fr_fitch")),
        (memory("retrieve", key_list=["us_moodys", "fr_moodys"]),
         dump({"us_moodys": us_m.replace("16 May 2025", "19 May 2025"), "fr_moodys": fr_m})),
        (search("Moody's US downgrade reasons debt interest Aa1 stable outlook"), a12),
    ]
    rs.add(task="search", tid="h42-search-22", system=SYSTEM, turns=turns, state=st(q, "2025-06-20"),
           bad=True, turn=11, kind="stored memory value reads back with a different downgrade date")



def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
