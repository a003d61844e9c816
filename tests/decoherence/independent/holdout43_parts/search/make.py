# ruff: noqa: E501
"""Held-out set holdout43, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven trajectories hold exactly one observation that contradicts an earlier one; the other eleven are
coherent. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout43_parts.search.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TASK = "search"

TOOL_DEFS = [
    {"name": "web_search",
     "description": "Run Google web searches for one or more queries and return the top results (URL, title, snippet, date) for each query.",
     "parameters": {"type": "object", "properties": {
         "queries": {"type": "array", "items": {"type": "string"}, "description": "The search queries; send several related queries in one call to save time."}},
         "required": ["queries"]}},
    {"name": "web_extractor",
     "description": "Fetch a webpage and return its main content as Markdown, focused on the stated goal.",
     "parameters": {"type": "object", "properties": {
         "url": {"type": "string", "description": "The URL of the page to read."},
         "goal": {"type": "string", "description": "What information the agent wants from the page."}},
         "required": ["url", "goal"]}},
    {"name": "dict_memory",
     "description": "A persistent key-value scratchpad for intermediate findings.",
     "parameters": {"type": "object", "properties": {
         "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
         "dict": {"type": "object", "description": "Key-value pairs for add/update."},
         "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}},
         "required": ["operation"]}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model**: a precise simulator of web search, webpage extraction and memory tools for a deep-research agent. Simulate each tool call and return the exact response a real execution environment would give.

Priorities: factual accuracy first, then relevance to the query, and strict consistency with everything returned earlier in the session.

# Environment Management

The session starts with no search history and an empty memory.

| Tool | State transition |
|------|------------------|
| `web_search` | Adds results (URLs, titles, snippets, dates) to the context |
| `web_extractor` | Adds the full content of a page to the context |
| `dict_memory` | Changes the persistent key-value memory (add / update / retrieve / remove) |

Track across turns: facts already shown, URLs already returned, every memory key and value, and how the queries evolve.

# Tool Execution

## web_search
Return about 10 results per query, numbered `[1]`, `[2]`, ... each with URL, `Title:`, `Snippet:` and `Date:` (`N/A` for undated reference pages). Mix Wikipedia, official sites, news outlets, databases and forums as a real engine would.

## web_extractor
Return the page as Markdown: headings, tables with `|`, lists. Skip ads and footers. Content must agree with earlier snippets for the same URL and with earlier extractions of the same page.

## dict_memory
| Operation | Output |
|-----------|--------|
| `add` | `Successfully added items of [keys] to memory.` |
| `update` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | The stored pairs, or `Key not found` |
| `retrieve_all` | Every stored pair |
| `remove` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | `Successfully cleared all memory.` |

Return exactly what was stored; memory persists until removed.

# Key Principles

Format, factuality, consistency with history and memory, realistic search behaviour, completeness without padding. Do not fabricate entities, numbers or citations.

# Input Definitions & Action Space

""" + json.dumps(TOOL_DEFS, indent=1) + """

Reply to each call with the tool output after **Environment Observation:**."""


def res(*items: tuple[str, str, str, str]) -> str:
    """A web_search answer, fenced as the search engine prints it."""
    return "```\n" + results(*items) + "\n```"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def dump(d: dict[str, Any]) -> str:
    return json.dumps(d, indent=2, ensure_ascii=False)


def table(header: list[str], rows: list[list[Any]]) -> str:
    out = ["| " + " | ".join(header) + " |", "| " + " | ".join("---" for _ in header) + " |"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def add(rs: RowSet, tid: str, turns: list[tuple[str, str]], state: str, bad_turn: int | None = None, kind: str = "clean") -> None:
    if bad_turn is None:
        rs.add(task=TASK, tid=tid, system=SYSTEM, turns=turns, state=state, bad=False)
    else:
        rs.add(task=TASK, tid=tid, system=SYSTEM, turns=turns, state=state, bad=True, turn=bad_turn, kind=kind)


# Kyoto Prize laureates (Wikipedia, kyotoprize.org, memory): bad
def t01(rs: RowSet) -> None:
    state = ("Research task: list the Kyoto Prize laureates of 2023, 2024 and 2025 by category, with each laureate's field "
             "and the prize amount.\nSession date: 2025-07-02\nSearch history: none\nMemory: empty")
    kp25 = "https://www.kyotoprize.org/en/news/2025-laureates-announced/"
    surani = "https://www.kyotoprize.org/en/laureates/azim_surani/"
    old_basic = "Azim Surani (UK) — Basic Sciences, Life Sciences; germ cell development and epigenetics (field wording to verify)"
    new_basic = "Azim Surani (UK) — Basic Sciences, Life Sciences (Molecular Biology, Cell Biology, Neurobiology); discovery of genomic imprinting, germline epigenetic reprogramming"
    t1 = res(
        (kp25, "The 2025 Kyoto Prize Laureates Announced | Kyoto Prize", "The Inamori Foundation announced that the 2025 Kyoto Prize will be awarded to Shun-ichi Amari (Advanced Technology), Azim Surani (Basic Sciences) and Carol Gilligan (Arts and Philosophy) ...", "Jun 13, 2025"),
        ("https://en.wikipedia.org/wiki/Kyoto_Prize", "Kyoto Prize - Wikipedia", "The Kyoto Prize is Japan's highest private award for lifetime achievement in the arts and sciences. It is given not only to those that are top representatives of their own respective fields ...", "N/A"),
        ("https://www.japantimes.co.jp/news/2025/06/13/japan/kyoto-prize-2025-amari/", "AI theory pioneer Shun-ichi Amari among 2025 Kyoto Prize winners - The Japan Times", "Mathematical engineer Shun-ichi Amari, whose work laid foundations for neural network learning, was named a laureate of the 2025 Kyoto Prize on Friday ...", "Jun 13, 2025"),
        ("https://www.cam.ac.uk/research/news/azim-surani-awarded-2025-kyoto-prize", "Professor Azim Surani awarded 2025 Kyoto Prize in Basic Sciences | University of Cambridge", "Professor Azim Surani of the Gurdon Institute has been awarded the Kyoto Prize in Basic Sciences for his work on mammalian germ cells and epigenetic inheritance ...", "Jun 13, 2025"),
        ("https://www.nyu.edu/about/news-publications/news/2025/june/carol-gilligan-kyoto-prize.html", "Carol Gilligan Named 2025 Kyoto Prize Laureate in Arts and Philosophy - NYU", "University Professor Carol Gilligan, author of In a Different Voice, receives the Kyoto Prize in Arts and Philosophy in the field of Thought and Ethics ...", "Jun 13, 2025"),
        ("https://www.riken.jp/en/news_pubs/news/2025/20250613_1/", "Honorary Scientist Shun-ichi Amari to receive the 2025 Kyoto Prize | RIKEN", "Dr. Shun-ichi Amari, Honorary Scientist at RIKEN Center for Brain Science, will receive the Kyoto Prize in Advanced Technology (Information Science) ...", "Jun 13, 2025"),
        ("https://www.kyotoprize.org/en/news/2024-laureates-announced/", "The 2024 Kyoto Prize Laureates | Kyoto Prize", "Advanced Technology: John Pendry, Theoretical Physicist. Basic Sciences: Paul F. Hoffman, Geologist. Arts and Philosophy: William Forsythe, Choreographer ...", "Jun 14, 2024"),
        ("https://www.imperial.ac.uk/news/253301/sir-john-pendry-wins-kyoto-prize/", "Sir John Pendry wins 2024 Kyoto Prize for metamaterials research | Imperial News", "Professor Sir John Pendry has been awarded the Kyoto Prize in Advanced Technology for pioneering the science of metamaterials, including negative refraction and cloaking ...", "Jun 14, 2024"),
        ("https://www.harvard.edu/gazette/story/2024/06/paul-hoffman-kyoto-prize/", "Geologist Paul Hoffman, of 'Snowball Earth' fame, wins Kyoto Prize - Harvard Gazette", "Paul F. Hoffman, Sturgis Hooper Professor of Geology Emeritus, honored for establishing the Snowball Earth hypothesis from field evidence ...", "Jun 17, 2024"),
        ("https://www.kyotoprize.org/en/ceremony/", "Award Ceremony | Kyoto Prize", "The Kyoto Prize Presentation Ceremony is held every November 10 at the Kyoto International Conference Center. Each laureate receives a diploma, a Kyoto Prize Medal (20K gold) and prize money ...", "N/A"),
    )
    t2 = """# The 2025 Kyoto Prize Laureates Announced

*News | June 13, 2025 | Inamori Foundation*

The Inamori Foundation (President: Shinobu Inamori-Kanazawa) is pleased to announce the laureates of the 2025 Kyoto Prize. The Kyoto Prize is an international award presented to individuals who have contributed significantly to the scientific, cultural, and spiritual betterment of mankind.

## 2025 Laureates

| Category | Field | Laureate | Nationality | Profession |
| --- | --- | --- | --- | --- |
| Advanced Technology | Information Science | Shun-ichi Amari | Japan | Mathematical Engineer / Information Scientist |
| Basic Sciences | Life Sciences (Molecular Biology, Cell Biology, Neurobiology) | Azim Surani | United Kingdom | Developmental Biologist |
| Arts and Philosophy | Thought and Ethics | Carol Gilligan | United States | Psychologist / Ethicist |

### Advanced Technology — Shun-ichi Amari

Honorary Scientist, RIKEN Center for Brain Science; Professor Emeritus, The University of Tokyo.

> Pioneering contributions to the mathematical theory of information geometry and to the foundations of neural network learning, including early work on stochastic gradient learning and associative memory.

### Basic Sciences — Azim Surani

Marshall-Walton Professor, Wellcome/CRUK Gurdon Institute, University of Cambridge.

> Discovery of genomic imprinting in mammals and elucidation of the mechanisms of germ cell specification and epigenetic reprogramming.

### Arts and Philosophy — Carol Gilligan

University Professor, New York University.

> Proposing an "ethics of care" that gave voice to perspectives previously excluded from moral theory, through her landmark work *In a Different Voice* (1982).

## Prize

Each laureate receives a diploma, a Kyoto Prize Medal (20K gold), and prize money of 100 million yen per category.

## Schedule

| Event | Date | Venue |
| --- | --- | --- |
| Kyoto Prize Presentation Ceremony | November 10, 2025 | Kyoto International Conference Center |
| Commemorative Lectures | November 11, 2025 | Kyoto International Conference Center |
| Workshops | November 12, 2025 | Kyoto University / Kyoto Institute of Technology / Kyoto City University of Arts |

## About the Kyoto Prize

The Kyoto Prize was founded in 1984 by Kazuo Inamori, founder of Kyocera Corporation and KDDI Corporation. The first prizes were presented in 1985. Including the 2025 laureates, the Prize has been awarded to 126 individuals and one organization.

Contact: Public Relations, Inamori Foundation, 620 Suiginya-cho, Shimogyo-ku, Kyoto 600-8411, Japan"""
    d3 = {
        "kp2025_advanced_technology": "Shun-ichi Amari (Japan) — Information Science; information geometry, neural network learning theory",
        "kp2025_basic_sciences": old_basic,
        "kp2025_arts_philosophy": "Carol Gilligan (USA) — Thought and Ethics; ethics of care, In a Different Voice (1982)",
        "kp_prize_amount": "100 million yen per category + diploma + 20K gold medal; ceremony Nov 10 each year",
    }
    t4 = """# Azim Surani | Kyoto Prize

**2025 Kyoto Prize in Basic Sciences**
Field: Life Sciences (Molecular Biology, Cell Biology, Neurobiology)

| | |
| --- | --- |
| Name | M. Azim Surani |
| Born | 1945, Kisumu, Kenya |
| Nationality | United Kingdom |
| Profession | Developmental Biologist |
| Current position | Marshall-Walton Professor, Wellcome/CRUK Gurdon Institute, University of Cambridge |

## Achievement

**Discovery of genomic imprinting in mammals and elucidation of the mechanisms of germ cell specification and epigenetic reprogramming**

In 1984, Dr. Surani showed through pronuclear transplantation experiments in mouse embryos that the maternal and paternal genomes are functionally non-equivalent: embryos carrying two maternal or two paternal genomes fail to develop to term. This established the phenomenon now known as genomic imprinting, a form of epigenetic inheritance in which genes are expressed according to their parent of origin.

He subsequently identified key regulators of primordial germ cell (PGC) specification, including the roles of Blimp1 (Prdm1) and Prdm14, and showed how the germline erases and resets epigenetic marks in each generation. His group later established methods to induce human PGC-like cells from pluripotent stem cells and identified SOX17 as a critical determinant of human germ cell fate.

## Career

| Year | Position |
| --- | --- |
| 1975 | PhD, University of Cambridge |
| 1979–1991 | Senior Research Scientist, AFRC Institute of Animal Physiology, Cambridge |
| 1991– | Marshall-Walton Professor, Gurdon Institute, University of Cambridge |
| 1990 | Fellow of the Royal Society |

## Selected awards

- 2010 Royal Medal, Royal Society
- 2014 Gairdner International Award
- 2018 Mendel Medal, Genetics Society

[Commemorative Lecture: November 11, 2025] [Workshop: November 12, 2025]"""
    t6 = res(
        ("https://www.kyotoprize.org/en/laureates/john_pendry/", "John Pendry | Kyoto Prize", "2024 Advanced Technology, Materials Science and Engineering. Theoretical Physicist. Pioneering the theory of metamaterials: negative refraction, perfect lens and invisibility cloaking ...", "N/A"),
        ("https://www.imperial.ac.uk/news/253301/sir-john-pendry-wins-kyoto-prize/", "Sir John Pendry wins 2024 Kyoto Prize for metamaterials research | Imperial News", "Professor Sir John Pendry has been awarded the Kyoto Prize in Advanced Technology for pioneering the science of metamaterials, including negative refraction and cloaking ...", "Jun 14, 2024"),
        ("https://www.kyotoprize.org/en/laureates/paul_hoffman/", "Paul F. Hoffman | Kyoto Prize", "2024 Basic Sciences, Earth and Planetary Sciences, Astronomy and Astrophysics. Geologist. Verification of the Snowball Earth hypothesis ...", "N/A"),
        ("https://www.kyotoprize.org/en/laureates/william_forsythe/", "William Forsythe | Kyoto Prize", "2024 Arts and Philosophy, Theater, Cinema. Choreographer. Reinventing classical ballet as a living art form ...", "N/A"),
        ("https://www.kyotoprize.org/en/news/2023-laureates-announced/", "The 2023 Kyoto Prize Laureates | Kyoto Prize", "Advanced Technology: Ryuzo Yanagimachi, Biologist. Basic Sciences: Elliott H. Lieb, Mathematical Physicist. Arts and Philosophy: Nalini Malani, Artist ...", "Jun 16, 2023"),
        ("https://www.hawaii.edu/news/2023/06/16/yanagimachi-kyoto-prize/", "UH emeritus professor Ryuzo Yanagimachi wins Kyoto Prize | University of Hawaiʻi System News", "Yanagimachi, a pioneer of in vitro fertilization and ICSI research, was honored in the Biotechnology and Medical Technology field ...", "Jun 16, 2023"),
        ("https://www.princeton.edu/news/2023/06/16/elliott-lieb-awarded-kyoto-prize-basic-sciences", "Elliott Lieb awarded Kyoto Prize in Basic Sciences - Princeton University", "Lieb, the Eugene Higgins Professor of Physics, Emeritus, and professor of mathematics, was recognized in Mathematical Sciences for work on the stability of matter ...", "Jun 16, 2023"),
        ("https://www.theartnewspaper.com/2023/06/16/nalini-malani-kyoto-prize", "Indian artist Nalini Malani wins Kyoto Prize - The Art Newspaper", "The Mumbai-based artist receives the Arts and Philosophy prize in the field of Arts (Painting, Sculpture, Craft, Architecture, Photography, Design) ...", "Jun 16, 2023"),
        ("https://en.wikipedia.org/wiki/List_of_Kyoto_Prize_winners", "List of Kyoto Prize winners - Wikipedia", "The Kyoto Prize has been awarded annually since 1985 in three categories: Advanced Technology, Basic Sciences, and Arts and Philosophy ...", "N/A"),
        ("https://www.asahi.com/ajw/articles/15297741", "Kyoto Prize winners for 2024 include ballet choreographer Forsythe | The Asahi Shimbun", "The Inamori Foundation on June 14 named three laureates for the 2024 Kyoto Prize ...", "Jun 14, 2024"),
    )
    d7 = {
        "kp2024": "Adv. Tech: John Pendry (UK) — Materials Science and Engineering, metamaterials | Basic Sci: Paul F. Hoffman (Canada) — Earth and Planetary Sciences, Snowball Earth | Arts & Phil: William Forsythe (USA) — Theater, Cinema, choreographer",
        "kp2023": "Adv. Tech: Ryuzo Yanagimachi (Japan/USA) — Biotechnology and Medical Technology | Basic Sci: Elliott H. Lieb (USA) — Mathematical Sciences | Arts & Phil: Nalini Malani (India) — Arts (painting etc.)",
    }
    t8_mem = dict(d3)
    t8_mem.update(d7)
    t9 = """Jump to content

From Wikipedia, the free encyclopedia

Japanese international award

| Kyoto Prize | |
| --- | --- |
| Awarded for | Lifetime achievement in advanced technology, basic sciences, and arts and philosophy |
| Country | Japan |
| Presented by | Inamori Foundation |
| Reward(s) | ¥100 million (per category) |
| First awarded | 1985 |
| Website | www.kyotoprize.org |

The **Kyoto Prize** (京都賞, *Kyōto-shō*) is Japan's highest private award for lifetime achievement in the arts and sciences. It is presented annually by the Inamori Foundation, established in 1984 by Kazuo Inamori, founder of Kyocera. The prize is awarded in three categories — Advanced Technology, Basic Sciences, and Arts and Philosophy — each of which rotates among four fields.

## Categories and fields

| Category | Fields (rotating) |
| --- | --- |
| Advanced Technology | Electronics; Biotechnology and Medical Technology; Materials Science and Engineering; Information Science |
| Basic Sciences | Biological Sciences (Evolution, Behavior, Ecology, Environment); Mathematical Sciences; Earth and Planetary Sciences, Astronomy and Astrophysics; Life Sciences (Molecular Biology, Cell Biology, Neurobiology) |
| Arts and Philosophy | Music; Arts (Painting, Sculpture, Craft, Architecture, Photography, Design); Theater, Cinema; Thought and Ethics |

## Prize

The laureates receive a diploma, a 20-karat gold medal and a cash gift of ¥100 million (about US$700,000 in 2025), making it one of the richest international awards. The ceremony is held in Kyoto on 10 November each year.

## Recent laureates

| Year | Advanced Technology | Basic Sciences | Arts and Philosophy |
| --- | --- | --- | --- |
| 2021 | Andrew Yao | Robert G. Roeder | Bruno Latour |
| 2022 | Carver Mead | Bryan Grenfell | Zakir Hussain |
| 2023 | Ryuzo Yanagimachi | Elliott H. Lieb | Nalini Malani |
| 2024 | John Pendry | Paul F. Hoffman | William Forsythe |
| 2025 | Shun-ichi Amari | Azim Surani | Carol Gilligan |

(The 2020 prizes were not awarded because of the COVID-19 pandemic; the 2021 laureates were announced in June 2021.)

## See also

- List of Kyoto Prize winners
- Inamori Foundation

Retrieved from "https://en.wikipedia.org/w/index.php?title=Kyoto_Prize&oldid=1296114083"

Categories: Kyoto Prize · Awards established in 1984 · Japanese science and technology awards"""
    turns = [
        (search("2025 Kyoto Prize laureates announced", "Kyoto Prize 2024 laureates Pendry Hoffman Forsythe"), t1),
        (extract(kp25, "Names, categories and fields of the 2025 laureates and the prize amount"), t2),
        (memory("add", dict=d3), added(*d3)),
        (extract(surani, "Exact field and citation for Azim Surani's 2025 Basic Sciences prize"), t4),
        (memory("update", dict={"kp2025_basic_sciences": new_basic}), updated("kp2025_basic_sciences")),
        (search("Kyoto Prize 2024 Advanced Technology John Pendry field", "Kyoto Prize 2023 laureates Lieb Yanagimachi Malani"), t6),
        (memory("add", dict=d7), added(*d7)),
        (memory("retrieve_all"), dump(t8_mem)),
        (extract("https://en.wikipedia.org/wiki/Kyoto_Prize", "Founding year, prize amount, table of recent laureates"), t9),
    ]
    add(rs, "h43-search-01", turns, state, 8, "memory value updated by the agent reads back as its earlier value")


# Pulitzer Prizes 2024/2025 (pulitzer.org, news search, memory): clean
def t02(rs: RowSet) -> None:
    state = ("Research task: compare the 2024 and 2025 Pulitzer Prize winners for Fiction and Drama, with publisher/venue "
             "details, and note any other major award the 2025 fiction winner received.\nSession date: 2025-05-05, 17:50 EDT\n"
             "Search history: none\nMemory: empty")
    ap = "https://apnews.com/article/pulitzer-prizes-2025-winners-list-5f3c2b8e1d7a4e6b9c0d"
    p25 = "https://www.pulitzer.org/prize-winners-by-year/2025"
    p24 = "https://www.pulitzer.org/prize-winners-by-year/2024"
    t1 = res(
        (p25, "2025 Pulitzer Prizes | The Pulitzer Prizes", "The 2025 Pulitzer Prize winners and finalists in Journalism and in Books, Drama and Music, announced May 5, 2025 ...", "2 hours ago"),
        (ap, "Pulitzer Prizes 2025: The full list of winners - AP News", "Percival Everett's 'James' won the Pulitzer Prize for fiction and Branden Jacobs-Jenkins' 'Purpose' won for drama. See the full list of winners ...", "2 hours ago"),
        ("https://www.nytimes.com/2025/05/05/books/pulitzer-prize-fiction-james-percival-everett.html", "Percival Everett's 'James' Wins the Pulitzer Prize for Fiction - The New York Times", "The novel, a retelling of 'Adventures of Huckleberry Finn' from the perspective of Jim, also won the National Book Award last fall ...", "1 hour ago"),
        ("https://www.playbill.com/article/branden-jacobs-jenkins-purpose-wins-2025-pulitzer-prize-for-drama", "Branden Jacobs-Jenkins' Purpose Wins 2025 Pulitzer Prize for Drama | Playbill", "The play, currently running on Broadway at the Helen Hayes Theater, follows a prominent Black family's reunion in Chicago ...", "47 minutes ago"),
        ("https://www.washingtonpost.com/style/media/2025/05/05/pulitzer-prizes-2025-winners/", "Pulitzer Prizes 2025: The Post wins for breaking news coverage - The Washington Post", "The Washington Post won the Pulitzer Prize for breaking news reporting for its coverage of the attempted assassination of Donald Trump in Butler, Pa. ...", "2 hours ago"),
        ("https://en.wikipedia.org/wiki/2025_Pulitzer_Prize", "2025 Pulitzer Prize - Wikipedia", "The 2025 Pulitzer Prizes were awarded by the Pulitzer Prize Board for work during the 2024 calendar year. Prize winners and nominated finalists were announced on May 5, 2025 ...", "N/A"),
        ("https://www.theguardian.com/books/2025/may/05/percival-everett-james-pulitzer-prize-fiction", "Percival Everett wins Pulitzer prize for fiction with James | The Guardian", "Everett's reimagining of Mark Twain's classic adds the Pulitzer to a National Book Award and a Booker shortlisting ...", "1 hour ago"),
        ("https://www.npr.org/2025/05/05/nx-s1-pulitzer-prizes-2025", "Here are the winners of the 2025 Pulitzer Prizes : NPR", "ProPublica won the public service prize for reporting on deaths linked to abortion bans; The New Yorker won in three categories ...", "1 hour ago"),
        ("https://www.cnn.com/2025/05/05/media/pulitzer-prize-2025-winners", "Pulitzer Prize 2025 winners: Full list - CNN", "The 109th Pulitzer Prizes were announced Monday afternoon at Columbia University ...", "2 hours ago"),
        ("https://www.reddit.com/r/books/comments/1kfb3qz/james_by_percival_everett_wins_the_2025_pulitzer/", "James by Percival Everett wins the 2025 Pulitzer Prize for Fiction : r/books", "Well deserved. I read it in one sitting last summer ...", "38 minutes ago"),
    )
    t2 = """# 2025 Pulitzer Prizes

The 109th Pulitzer Prizes were announced on May 5, 2025. Winners in Books, Drama and Music:

## Books, Drama and Music

### Fiction
**James**, by Percival Everett (Doubleday)
A brilliant reimagining of *Adventures of Huckleberry Finn*, told from the point of view of Jim, that illuminates the absurdity of white supremacy and offers a new perspective on family and the quest for freedom.

Finalists: *Headshot*, by Rita Bullwinkel (Viking); *Martyr!*, by Kaveh Akbar (Knopf)

### Drama
**Purpose**, by Branden Jacobs-Jenkins
A dynamic play that uses a family gathering in Chicago to examine the lives of a prominent Black family, testing its members' sense of their own legacy with humor and compassion.

Finalists: *Ni Mi Madre*, by Arturo Luís Soria; *Here There Are Blueberries*, by Moisés Kaufman and Amanda Gronich

### History
**Combee: Harriet Tubman, the Combahee River Raid, and Black Freedom During the Civil War**, by Edda L. Fields-Black (Oxford University Press)

### Biography
**Every Living Thing: The Great and Deadly Race to Know All Life**, by Jason Roberts (Random House)

### Memoir or Autobiography
**Feeding Ghosts: A Graphic Memoir**, by Tessa Hulls (MCD)

### Poetry
**New and Selected Poems**, by Marie Howe (W. W. Norton & Company)

### General Nonfiction
**To the Success of Our Hopeless Cause: The Many Lives of the Soviet Dissident Movement**, by Benjamin Nathans (Princeton University Press)

### Music
**Sky Islands**, by Susie Ibarra
A work for percussion and ensemble inspired by biodiverse mountain ecosystems.

---

Journalism winners (15 categories) are listed in the Journalism section of this page. The Public Service medal was awarded to ProPublica."""
    d3 = {
        "pulitzer2025_fiction": "James — Percival Everett (Doubleday); retelling of Huckleberry Finn from Jim's perspective",
        "pulitzer2025_drama": "Purpose — Branden Jacobs-Jenkins",
        "pulitzer2025_announced": "May 5, 2025 (109th Pulitzer Prizes)",
    }
    t4 = res(
        (p24, "2024 Pulitzer Prizes | The Pulitzer Prizes", "Fiction: Night Watch, by Jayne Anne Phillips (Knopf). Drama: Primary Trust, by Eboni Booth ...", "N/A"),
        ("https://www.npr.org/2024/05/06/1249368391/pulitzer-prize-winners-2024", "Pulitzer Prize 2024 winners: See the full list : NPR", "Jayne Anne Phillips' Night Watch won for fiction; Eboni Booth's Primary Trust won for drama ...", "May 6, 2024"),
        ("https://www.nytimes.com/2024/05/06/theater/primary-trust-pulitzer-prize-drama.html", "'Primary Trust' Wins Pulitzer Prize for Drama - The New York Times", "Eboni Booth's play about a bookstore worker in a small town, staged Off Broadway by Roundabout Theatre Company, took the prize ...", "May 6, 2024"),
        ("https://en.wikipedia.org/wiki/Night_Watch_(Phillips_novel)", "Night Watch (Phillips novel) - Wikipedia", "Night Watch is a 2023 novel by Jayne Anne Phillips, set in West Virginia after the Civil War at the Trans-Allegheny Lunatic Asylum ...", "N/A"),
        ("https://www.knopfdoubleday.com/2024/05/06/night-watch-pulitzer/", "Jayne Anne Phillips's NIGHT WATCH wins the 2024 Pulitzer Prize in Fiction", "Knopf congratulates Jayne Anne Phillips ...", "May 6, 2024"),
        ("https://www.roundabouttheatre.org/news/primary-trust-pulitzer", "Primary Trust Wins the Pulitzer Prize for Drama | Roundabout Theatre Company", "Primary Trust premiered at the Laura Pels Theatre in 2023 ...", "May 6, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Pulitzer_Prize", "2024 Pulitzer Prize - Wikipedia", "The 2024 Pulitzer Prizes were awarded on May 6, 2024. A new category, Memoir or Autobiography, was awarded for the first time ...", "N/A"),
        ("https://www.theguardian.com/books/2024/may/06/pulitzer-prize-2024-winners", "Jayne Anne Phillips wins Pulitzer for Civil War novel Night Watch | The Guardian", "The fiction jury praised a 'haunting' novel about a mother and daughter ...", "May 6, 2024"),
    )
    t5 = """# 2024 Pulitzer Prizes

The 108th Pulitzer Prizes were announced on May 6, 2024.

## Books, Drama and Music

### Fiction
**Night Watch**, by Jayne Anne Phillips (Knopf)
A compelling novel set in West Virginia's Trans-Allegheny Lunatic Asylum in the aftermath of the Civil War, where a 12-year-old girl and her mother seek refuge and a place in a world of dangers.

### Drama
**Primary Trust**, by Eboni Booth
A warm, moving play about a bookstore worker in a small town who, after the loss of his employer and best friend, takes a job as a bank teller and learns to connect with other people.

### History
**No Right to an Honest Living: The Struggles of Boston's Black Workers in the Civil War Era**, by Jacqueline Jones (Basic Books)

### Biography (two winners)
**King: A Life**, by Jonathan Eig (Farrar, Straus and Giroux)
**Master Slave Husband Wife: An Epic Journey from Slavery to Freedom**, by Ilyon Woo (Simon & Schuster)

### Memoir or Autobiography
**Liliana's Invincible Summer: A Sister's Search for Justice**, by Cristina Rivera Garza (Hogarth)

### Poetry
**Tripas**, by Brandon Som (Georgia Review Books)

### General Nonfiction
**A Day in the Life of Abed Salama: Anatomy of a Jerusalem Tragedy**, by Nathan Thrall (Metropolitan Books)

### Music
**Adoration**, by Tyshawn Sorey"""
    d6 = {
        "pulitzer2024_fiction": "Night Watch — Jayne Anne Phillips (Knopf); West Virginia, Trans-Allegheny Lunatic Asylum after the Civil War",
        "pulitzer2024_drama": "Primary Trust — Eboni Booth (Roundabout Theatre Company, Laura Pels Theatre, 2023)",
    }
    drama25 = "Purpose — Branden Jacobs-Jenkins; premiered Steppenwolf Theatre, Chicago (2024); on Broadway at the Helen Hayes Theater (2025)"
    t8 = res(
        ("https://www.nationalbook.org/books/james/", "James - National Book Foundation", "Winner, 2024 National Book Award for Fiction. Percival Everett ...", "N/A"),
        ("https://www.nytimes.com/2025/05/05/books/pulitzer-prize-fiction-james-percival-everett.html", "Percival Everett's 'James' Wins the Pulitzer Prize for Fiction - The New York Times", "The novel, a retelling of 'Adventures of Huckleberry Finn' from the perspective of Jim, also won the National Book Award last fall ...", "2 hours ago"),
        ("https://apnews.com/article/national-book-awards-2024-percival-everett-james-8c1d", "Percival Everett's 'James' wins National Book Award for fiction - AP News", "Everett's novel won at the 75th National Book Awards ceremony in New York on Wednesday night ...", "Nov 20, 2024"),
        (ap, "Pulitzer Prizes 2025: The full list of winners - AP News", "Percival Everett's 'James' won the Pulitzer Prize for fiction and Branden Jacobs-Jenkins' 'Purpose' won for drama. See the full list of winners ...", "3 hours ago"),
        ("https://thebookerprizes.com/the-booker-library/books/james", "James | The Booker Prizes", "Shortlisted for the Booker Prize 2024. Percival Everett ...", "N/A"),
        ("https://www.theguardian.com/books/2025/may/05/percival-everett-james-pulitzer-prize-fiction", "Percival Everett wins Pulitzer prize for fiction with James | The Guardian", "Everett's reimagining of Mark Twain's classic adds the Pulitzer to a National Book Award and a Booker shortlisting ...", "2 hours ago"),
        ("https://en.wikipedia.org/wiki/James_(Everett_novel)", "James (Everett novel) - Wikipedia", "James is a 2024 novel by Percival Everett. It won the 2024 National Book Award for Fiction, the 2024 Kirkus Prize ... and the 2025 Pulitzer Prize for Fiction", "N/A"),
        ("https://www.usc.edu/news/2025/05/05/percival-everett-pulitzer/", "USC's Percival Everett wins the Pulitzer Prize for fiction | USC Today", "Everett, Distinguished Professor of English at USC Dornsife ...", "1 hour ago"),
    )
    final = {
        "pulitzer2025_fiction": d3["pulitzer2025_fiction"],
        "pulitzer2025_drama": drama25,
        "pulitzer2024_fiction": d6["pulitzer2024_fiction"],
        "pulitzer2024_drama": d6["pulitzer2024_drama"],
    }
    turns = [
        (search("2025 Pulitzer Prize winners fiction drama"), t1),
        (extract(p25, "Fiction and Drama winners 2025 with publisher and short citation"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("2024 Pulitzer Prize fiction Night Watch Jayne Anne Phillips drama Primary Trust"), t4),
        (extract(p24, "Fiction and Drama winners 2024 with publisher and citation"), t5),
        (memory("add", dict=d6), added(*d6)),
        (memory("update", dict={"pulitzer2025_drama": drama25}), updated("pulitzer2025_drama")),
        (search("Percival Everett James National Book Award 2024 Pulitzer"), t8),
        (memory("remove", key_list=["pulitzer2025_announced"]), removed("pulitzer2025_announced")),
        (memory("retrieve_all"), dump(final)),
    ]
    add(rs, "h43-search-02", turns, state)


# Venice Film Festival awards (labiennale.org, Wikipedia, memory): clean
def t03(rs: RowSet) -> None:
    state = ("Research task: record the main competition awards of the 81st and 82nd Venice International Film Festivals "
             "(Golden Lion, Grand Jury Prize) and who chaired each jury.\nSession date: 2025-09-10\nSearch history: none\nMemory: empty")
    lb = "https://www.labiennale.org/en/news/official-awards-82nd-venice-international-film-festival"
    w81 = "https://en.wikipedia.org/wiki/81st_Venice_International_Film_Festival"
    t1 = res(
        (lb, "Official Awards of the 82nd Venice International Film Festival - La Biennale di Venezia", "Golden Lion for Best Film to FATHER MOTHER SISTER BROTHER by Jim Jarmusch (USA, Ireland, France). Grand Jury Prize to THE VOICE OF HIND RAJAB by Kaouther Ben Hania ...", "Sep 6, 2025"),
        ("https://variety.com/2025/film/news/venice-film-festival-winners-golden-lion-jim-jarmusch-1236510112/", "Venice Film Festival 2025 Winners: Jim Jarmusch's 'Father Mother Sister Brother' Takes Golden Lion - Variety", "Alexander Payne's jury handed the top prize to Jarmusch's triptych, while 'The Voice of Hind Rajab' took the Grand Jury Prize ...", "Sep 6, 2025"),
        ("https://en.wikipedia.org/wiki/82nd_Venice_International_Film_Festival", "82nd Venice International Film Festival - Wikipedia", "The 82nd annual Venice International Film Festival was held from 27 August to 6 September 2025, at Venice Lido in Italy. American filmmaker Alexander Payne served as jury president ...", "N/A"),
        ("https://www.hollywoodreporter.com/movies/movie-news/venice-film-festival-2025-winners-list-1236364180/", "Venice Film Festival 2025 Winners List - The Hollywood Reporter", "Benny Safdie won best director for The Smashing Machine; Toni Servillo and Xin Zhilei took the Volpi Cups ...", "Sep 6, 2025"),
        ("https://www.theguardian.com/film/2025/sep/06/jim-jarmusch-father-mother-sister-brother-golden-lion-venice", "Jim Jarmusch wins Golden Lion at Venice for Father Mother Sister Brother | The Guardian", "The American director's gentle family drama beat frontrunner The Voice of Hind Rajab, which won the runner-up Grand Jury prize ...", "Sep 6, 2025"),
        ("https://www.screendaily.com/news/venice-2025-award-winners/5208114.article", "Venice 2025 award winners: Jim Jarmusch takes Golden Lion | Screen", "Full list of winners in Competition, Orizzonti, Venice Classics and Venezia Immersive ...", "Sep 6, 2025"),
        ("https://www.indiewire.com/news/awards/venice-film-festival-2025-awards-winners-1235147025/", "Venice 2025 Awards: Jarmusch Wins Golden Lion, 'Voice of Hind Rajab' Grand Jury Prize - IndieWire", "The festival's closing ceremony at the Sala Grande on Saturday night ...", "Sep 6, 2025"),
        ("https://www.reddit.com/r/movies/comments/1na3k2f/venice_film_festival_2025_winners/", "Venice Film Festival 2025 winners : r/movies", "Golden Lion: Father Mother Sister Brother. Honestly surprised Hind Rajab didn't win ...", "Sep 6, 2025"),
        ("https://www.labiennale.org/en/cinema/2025/international-juries", "International Juries - Biennale Cinema 2025", "Venezia 82 jury: Alexander Payne (President), Stéphane Brizé, Maura Delpero, Cristian Mungiu, Mohammad Rasoulof, Fernanda Torres, Zhao Tao ...", "Jul 8, 2025"),
        ("https://www.bbc.com/news/articles/c4g7p1zy2xno", "Venice film festival: Jim Jarmusch wins top prize - BBC News", "The 72-year-old director said he was 'very surprised' to win ...", "Sep 7, 2025"),
    )
    t2 = """# Official Awards of the 82nd Venice International Film Festival

*06.09.2025 — Biennale Cinema 2025*

The Jury of the 82nd Venice International Film Festival, chaired by **Alexander Payne** and comprising Stéphane Brizé, Maura Delpero, Cristian Mungiu, Mohammad Rasoulof, Fernanda Torres and Zhao Tao, after viewing all 21 films in competition, has decided to award as follows:

## Venezia 82 — Competition

| Award | Film | Director | Country |
| --- | --- | --- | --- |
| Golden Lion for Best Film | FATHER MOTHER SISTER BROTHER | Jim Jarmusch | USA, Ireland, France |
| Grand Jury Prize | THE VOICE OF HIND RAJAB (Sawt Hind Rajab) | Kaouther Ben Hania | Tunisia, France |
| Silver Lion for Best Director | THE SMASHING MACHINE | Benny Safdie | USA |
| Special Jury Prize | SOTTO LE NUVOLE (Below the Clouds) | Gianfranco Rosi | Italy |
| Volpi Cup for Best Actress | Xin Zhilei in RI GUA ZHONG TIAN (The Sun Rises On Us All) | Cai Shangjun | China |
| Volpi Cup for Best Actor | Toni Servillo in LA GRAZIA | Paolo Sorrentino | Italy |
| Award for Best Screenplay | Valérie Donzelli and Gilles Marchand for À PIED D'ŒUVRE (At Work) | Valérie Donzelli | France |
| Marcello Mastroianni Award for Best New Young Actor or Actress | Luna Wedler in SILENT FRIEND | Ildikó Enyedi | Germany, Hungary, France |

## Orizzonti

The Orizzonti Jury, chaired by Julia Ducournau, awarded the Orizzonti Award for Best Film, Best Director, Special Jury Prize, Best Actress, Best Actor, Best Screenplay and Best Short Film (see Orizzonti section).

## Lion of the Future — "Luigi De Laurentiis" Venice Award for a Debut Film

Awarded by the Jury chaired by Charlotte Wells.

---

The 82nd Venice International Film Festival was held on the Lido from August 27 to September 6, 2025, directed by Alberto Barbera and organised by La Biennale di Venezia, President Pietrangelo Buttafuoco."""
    d3 = {
        "venice82_golden_lion": "Father Mother Sister Brother — Jim Jarmusch (USA/Ireland/France)",
        "venice82_grand_jury": "The Voice of Hind Rajab — Kaouther Ben Hania (Tunisia/France)",
        "venice82_jury_president": "Alexander Payne",
    }
    t4 = res(
        (w81, "81st Venice International Film Festival - Wikipedia", "The 81st annual Venice International Film Festival was held from 28 August to 7 September 2024 ... French actress Isabelle Huppert served as jury president. The Golden Lion was awarded to The Room Next Door by Pedro Almodóvar ...", "N/A"),
        ("https://www.labiennale.org/en/news/official-awards-81st-venice-international-film-festival", "Official Awards of the 81st Venice International Film Festival - La Biennale di Venezia", "Golden Lion for Best Film to THE ROOM NEXT DOOR by Pedro Almodóvar (Spain). Grand Jury Prize to VERMIGLIO by Maura Delpero (Italy, France, Belgium) ...", "Sep 7, 2024"),
        ("https://variety.com/2024/film/global/venice-film-festival-2024-winners-golden-lion-almodovar-1236136540/", "Pedro Almodóvar's 'The Room Next Door' Wins Golden Lion at Venice - Variety", "Almodóvar's first English-language feature, starring Tilda Swinton and Julianne Moore, won the top prize ...", "Sep 7, 2024"),
        ("https://www.theguardian.com/film/article/2024/sep/07/pedro-almodovar-the-room-next-door-golden-lion-venice", "Pedro Almodóvar wins Golden Lion for The Room Next Door | The Guardian", "Nicole Kidman won best actress for Babygirl, accepted on her behalf after she left on learning of her mother's death ...", "Sep 7, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/venice-film-festival-2024-winners-list-1235993155/", "Venice Film Festival 2024 Winners List - The Hollywood Reporter", "Brady Corbet won the Silver Lion for best director for The Brutalist ...", "Sep 7, 2024"),
        ("https://www.screendaily.com/news/venice-2024-award-winners-the-room-next-door/5197382.article", "Venice 2024 award winners: 'The Room Next Door' takes Golden Lion | Screen", "Full list of winners from the 81st edition ...", "Sep 7, 2024"),
        ("https://www.indiewire.com/news/awards/venice-film-festival-2024-winners-list-1235043911/", "2024 Venice Film Festival Winners: Almodóvar Takes Golden Lion - IndieWire", "Vincent Lindon won the Volpi Cup for best actor for The Quiet Son ...", "Sep 7, 2024"),
        ("https://www.cineuropa.org/en/newsdetail/466912/", "Vermiglio by Maura Delpero takes the Grand Jury Prize at Venice - Cineuropa", "The Italian director's second fiction feature, set in a Trentino mountain village in 1944 ...", "Sep 8, 2024"),
    )
    t5 = """Jump to content

From Wikipedia, the free encyclopedia

2024 film festival

| 81st Venice International Film Festival | |
| --- | --- |
| Opening film | Beetlejuice Beetlejuice |
| Location | Venice, Italy |
| Founded | 1932 |
| Awards | Golden Lion: *The Room Next Door* |
| Hosted by | Sveva Alviti |
| Festival date | 28 August – 7 September 2024 |

The **81st annual Venice International Film Festival** was held from 28 August to 7 September 2024, at Venice Lido in Italy. French actress Isabelle Huppert served as jury president for the main competition.

## Juries

### Main Competition (Venezia 81)
- Isabelle Huppert, French actress – Jury President
- James Gray, American filmmaker
- Andrew Haigh, British filmmaker
- Agnieszka Holland, Polish filmmaker
- Kleber Mendonça Filho, Brazilian filmmaker
- Abderrahmane Sissako, Mauritanian-Malian filmmaker
- Giuseppe Tornatore, Italian filmmaker
- Julia von Heinz, German filmmaker
- Zhang Ziyi, Chinese actress

## Official awards

### Main Competition (Venezia 81)

| Award | Winner |
| --- | --- |
| Golden Lion | *The Room Next Door* by Pedro Almodóvar |
| Grand Jury Prize | *Vermiglio* by Maura Delpero |
| Silver Lion | Brady Corbet for *The Brutalist* |
| Special Jury Prize | *April* by Dea Kulumbegashvili |
| Volpi Cup for Best Actress | Nicole Kidman for *Babygirl* |
| Volpi Cup for Best Actor | Vincent Lindon for *The Quiet Son* |
| Best Screenplay | Murilo Hauser and Heitor Lorega for *I'm Still Here* |
| Marcello Mastroianni Award | Paul Kircher for *And Their Children After Them* |

### Special awards
- Golden Lion for Lifetime Achievement: Sigourney Weaver, Peter Weir

## See also
- 82nd Venice International Film Festival"""
    d6 = {
        "venice81_golden_lion": "The Room Next Door — Pedro Almodóvar (Spain)",
        "venice81_grand_jury": "Vermiglio — Maura Delpero (Italy/France/Belgium)",
        "venice81_jury": "Isabelle Huppert (President), James Gray, Andrew Haigh, Agnieszka Holland, Kleber Mendonça Filho, Abderrahmane Sissako, Giuseppe Tornatore, Julia von Heinz, Zhang Ziyi",
        "venice82_jury": "Alexander Payne (President), Stéphane Brizé, Maura Delpero, Cristian Mungiu, Mohammad Rasoulof, Fernanda Torres, Zhao Tao",
    }
    final = {k: v for k, v in d3.items() if k != "venice82_jury_president"}
    final.update(d6)
    turns = [
        (search("82nd Venice International Film Festival Golden Lion winner 2025"), t1),
        (extract(lb, "Golden Lion, Grand Jury Prize and jury composition"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("81st Venice Film Festival 2024 awards Golden Lion The Room Next Door jury president"), t4),
        (extract(w81, "Competition jury and official awards of the 81st festival"), t5),
        (memory("add", dict=d6), added(*d6)),
        (memory("remove", key_list=["venice82_jury_president"]), removed("venice82_jury_president")),
        (memory("retrieve_all"), dump(final)),
    ]
    add(rs, "h43-search-03", turns, state)


# IndyCar Indianapolis 500 results (indycar.com, Wikipedia, memory): bad
def t04(rs: RowSet) -> None:
    state = ("Research task: find Josef Newgarden's winning margins in the 2023 and 2024 Indianapolis 500 and who finished "
             "second each time.\nSession date: 2025-05-20\nSearch history: none\nMemory: empty")
    url = "https://www.indycar.com/Results/2024/indianapolis-500"
    w23 = "https://en.wikipedia.org/wiki/2023_Indianapolis_500"
    # pos, car, driver, team, engine, laps, gap, led, stops
    rows = [
        (1, 2, "Josef Newgarden", "Team Penske", "Chevrolet", 200, "2:58:49.4050", 11, 6),
        (2, 5, "Pato O'Ward", "Arrow McLaren", "Chevrolet", 200, "+0.3417", 33, 6),
        (3, 9, "Scott Dixon", "Chip Ganassi Racing", "Honda", 200, "+0.6546", 40, 7),
        (4, 7, "Alexander Rossi", "Arrow McLaren", "Chevrolet", 200, "+0.8966", 17, 6),
        (5, 10, "Alex Palou", "Chip Ganassi Racing", "Honda", 200, "+1.2036", 5, 7),
        (6, 3, "Scott McLaughlin", "Team Penske", "Chevrolet", 200, "+1.3964", 38, 6),
        (7, 14, "Santino Ferrucci", "A.J. Foyt Enterprises", "Chevrolet", 200, "+1.8543", 1, 7),
        (8, 26, "Colton Herta", "Andretti Global", "Honda", 200, "+2.1301", 0, 7),
        (9, 45, "Christian Lundgaard", "Rahal Letterman Lanigan Racing", "Honda", 200, "+2.4877", 0, 6),
        (10, 60, "Felix Rosenqvist", "Meyer Shank Racing", "Honda", 200, "+2.9012", 0, 7),
        (11, 28, "Marcus Ericsson", "Andretti Global", "Honda", 200, "+3.2285", 0, 8),
        (12, 12, "Will Power", "Team Penske", "Chevrolet", 200, "+3.5790", 21, 6),
    ]
    t1 = res(
        (url, "2024 Indianapolis 500 - Race Results | INDYCAR.com", "Official results of the 108th Running of the Indianapolis 500 presented by Gainbridge, May 26, 2024. Winner: Josef Newgarden, Team Penske ...", "May 26, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Indianapolis_500", "2024 Indianapolis 500 - Wikipedia", "Josef Newgarden won for the second consecutive year, passing Pato O'Ward on the final lap to win by 0.3417 seconds. The start was delayed about four hours by thunderstorms ...", "N/A"),
        ("https://www.espn.com/racing/story/_/id/40216622/josef-newgarden-wins-indy-500-last-lap-pass-pato-oward", "Josef Newgarden wins Indy 500 again with last-lap pass of Pato O'Ward - ESPN", "Newgarden became the first back-to-back winner since Helio Castroneves in 2001-02 ...", "May 26, 2024"),
        ("https://www.indystar.com/story/sports/motor/2024/05/26/indy-500-results-josef-newgarden/73861602007/", "Indy 500 results 2024: Full finishing order - IndyStar", "Full finishing order for the 108th Indianapolis 500 ...", "May 27, 2024"),
        ("https://www.racing-reference.info/race-results/2024_Indianapolis_500/IC/", "2024 Indianapolis 500 - Racing-Reference", "Margin of victory: 0.3417 sec. Caution flags: 8 for 45 laps. Lead changes: 34 ...", "N/A"),
        ("https://www.autosport.com/indycar/news/indy-500-newgarden-beats-oward-with-last-lap-pass/10616804/", "Indy 500: Newgarden beats O'Ward with last-lap pass to win again - Autosport", "O'Ward was left in tears after losing out on the final lap for the second time in three years ...", "May 26, 2024"),
        ("https://www.reddit.com/r/INDYCAR/comments/1d1fy0d/post_race_discussion_108th_indianapolis_500/", "Post-Race Discussion: 108th Indianapolis 500 : r/INDYCAR", "What a finish. Newgarden around the outside into turn 3 ...", "May 26, 2024"),
        ("https://www.indianapolismotorspeedway.com/news-multimedia/news/2024/05/26/newgarden-repeats", "Newgarden Repeats as Indianapolis 500 Champion - IMS", "Josef Newgarden became the sixth driver to win the Indianapolis 500 in consecutive years ...", "May 26, 2024"),
    )
    def tbl(gap2: str) -> str:
        out = []
        for p, car, drv, team, eng, laps, gap, led, _ in rows:
            out.append([p, car, drv, team, eng, laps, gap2 if p == 2 else gap, led])
        return table(["Pos", "Car", "Driver", "Team", "Engine", "Laps", "Time/Gap", "Laps Led"], out)
    t2 = f"""# 108th Running of the Indianapolis 500 presented by Gainbridge — Race Results

**Indianapolis Motor Speedway** · Sunday, May 26, 2024 · 200 laps · 500 miles · Oval, 2.5 mi

{tbl("+0.3417")}

Showing 12 of 33 entries. [View all]

## Race Statistics

| | |
| --- | --- |
| Margin of victory | 0.3417 sec |
| Average speed | 167.763 mph |
| Cautions | 8 for 45 laps |
| Lead changes | 34 among 13 drivers |
| Pole | Scott McLaughlin (234.220 mph, track record) |
| Start | delayed 4 hours 3 minutes (weather) |

Josef Newgarden (No. 2 Shell Powering Progress Team Penske Chevrolet) passed Pato O'Ward (No. 5 Arrow McLaren Chevrolet) on the outside in Turn 3 on the final lap to become the first back-to-back winner since Helio Castroneves in 2001-02."""
    d3 = {"indy500_2024": "Winner Josef Newgarden (#2 Team Penske Chevrolet); 2nd Pato O'Ward (#5 Arrow McLaren) +0.3417 s; last-lap pass in Turn 3; May 26, 2024"}
    t4 = res(
        (w23, "2023 Indianapolis 500 - Wikipedia", "Josef Newgarden won his first Indianapolis 500, passing Marcus Ericsson on the final lap after a one-lap shootout restart. Margin of victory 0.0974 seconds ...", "N/A"),
        ("https://www.indycar.com/Results/2023/indianapolis-500", "2023 Indianapolis 500 - Race Results | INDYCAR.com", "Official results of the 107th Running of the Indianapolis 500 presented by Gainbridge, May 28, 2023 ...", "May 28, 2023"),
        ("https://www.nytimes.com/2023/05/28/sports/autoracing/indy-500-josef-newgarden.html", "Josef Newgarden Wins the Indianapolis 500 - The New York Times", "Newgarden overtook defending champion Marcus Ericsson on the final lap ...", "May 28, 2023"),
        ("https://www.espn.com/racing/story/_/id/37746811/josef-newgarden-wins-first-indy-500-chaotic-finish", "Josef Newgarden wins first Indy 500 after chaotic finish - ESPN", "Three red flags in the final 16 laps set up a one-lap dash ...", "May 28, 2023"),
        ("https://www.racing-reference.info/race-results/2023_Indianapolis_500/IC/", "2023 Indianapolis 500 - Racing-Reference", "Margin of victory: 0.0974 sec ...", "N/A"),
        ("https://www.motorsport.com/indycar/news/ericsson-disputes-final-lap-restart-indy-500/10472880/", "Ericsson unhappy with 'unfair' one-lap shootout at Indy 500 - Motorsport.com", "The defending winner said the decision to restart with one lap to go was not safe ...", "May 29, 2023"),
    )
    t5 = """Jump to content

From Wikipedia, the free encyclopedia

107th running of the Indianapolis 500

| 2023 Indianapolis 500 | |
| --- | --- |
| Date | May 28, 2023 |
| Winner | Josef Newgarden |
| Winning team | Team Penske |
| Average speed | 168.193 mph |
| Pole position | Alex Palou |
| Pole speed | 234.217 mph |
| Most laps led | Pato O'Ward (39) |
| Margin of victory | 0.0974 s |

## Box score

| Finish | Car | Driver | Team | Engine | Laps | Status | Laps led |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | 2 | Josef Newgarden | Team Penske | Chevrolet | 200 | Running | 5 |
| 2 | 8 | Marcus Ericsson | Chip Ganassi Racing | Honda | 200 | +0.0974 | 11 |
| 3 | 14 | Santino Ferrucci | A.J. Foyt Enterprises | Chevrolet | 200 | +0.5273 | 3 |
| 4 | 10 | Alex Palou | Chip Ganassi Racing | Honda | 200 | +0.6838 | 36 |
| 5 | 7 | Alexander Rossi | Arrow McLaren | Chevrolet | 200 | +0.8651 | 0 |
| 6 | 9 | Scott Dixon | Chip Ganassi Racing | Honda | 200 | +1.0447 | 0 |
| 7 | 11 | Takuma Sato | Chip Ganassi Racing | Honda | 200 | +1.2109 | 1 |
| 8 | 21 | Rinus VeeKay | Ed Carpenter Racing | Chevrolet | 200 | +1.4290 | 10 |
| 9 | 33 | Ed Carpenter | Ed Carpenter Racing | Chevrolet | 200 | +1.6671 | 0 |
| 10 | 26 | Colton Herta | Andretti Autosport | Honda | 200 | +1.8120 | 0 |

## Race summary

With 15 laps to go, three red flags in quick succession set up a one-lap restart. Newgarden passed Ericsson on the backstretch of the final lap and held on to win by 0.0974 seconds, the fourth-closest finish in race history. He stopped on the frontstretch and climbed into the crowd to celebrate."""
    def t6_tbl() -> str:
        out = [[p, car, drv, stops, led, "+0.4317" if p == 2 else gap] for p, car, drv, _, _, _, gap, led, stops in rows[:5]]
        return table(["Pos", "Car", "Driver", "Pit Stops", "Laps Led", "Time/Gap"], out)
    t6 = f"""# 108th Running of the Indianapolis 500 presented by Gainbridge — Race Results

**Indianapolis Motor Speedway** · Sunday, May 26, 2024 · 200 laps

## Top 5 — pit stops and laps led

{t6_tbl()}

Lead changes: 34 among 13 drivers. Cautions: 8 for 45 laps."""
    d7 = {"indy500_2023": "Winner Josef Newgarden (#2 Team Penske Chevrolet); 2nd Marcus Ericsson (#8 Chip Ganassi Honda) +0.0974 s; one-lap shootout after three late red flags; May 28, 2023"}
    turns = [
        (search("2024 Indianapolis 500 results margin of victory Newgarden O'Ward"), t1),
        (extract(url, "Finishing order with gaps, and margin of victory"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("2023 Indianapolis 500 Newgarden Ericsson margin of victory"), t4),
        (extract(w23, "Box score top 10 and margin of victory"), t5),
        (extract(url, "Laps led and pit stops for the top 5 finishers"), t6),
        (memory("add", dict=d7), added(*d7)),
        (memory("retrieve_all"), dump({**d3, **d7})),
    ]
    add(rs, "h43-search-04", turns, state, 6, "runner-up gap on the same results page drifts from +0.3417 to +0.4317")


# Vuelta a España stages (procyclingstats, Cyclingnews, memory): bad
def t05(rs: RowSet) -> None:
    state = ("Research task: summarise the 2025 Vuelta a España: final podium, stages won by the overall winner, and "
             "which stages produced no winner.\nSession date: 2025-09-20\nSearch history: none\nMemory: empty")
    gc = "https://www.procyclingstats.com/race/vuelta-a-espana/2025/gc"
    st = "https://www.procyclingstats.com/race/vuelta-a-espana/2025/route/stage-winners"
    cn = "https://www.cyclingnews.com/pro-cycling/races/vuelta-a-espana-2025/vuelta-a-espana-final-stage-cancelled-madrid-protests/"
    t1 = res(
        (gc, "Vuelta a España 2025 General Classification - ProCyclingStats", "1 VINGEGAARD Jonas Visma | Lease a Bike, 2 ALMEIDA João UAE Team Emirates - XRG +1:16, 3 PIDCOCK Tom Q36.5 Pro Cycling Team +3:11 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2025_Vuelta_a_Espa%C3%B1a", "2025 Vuelta a España - Wikipedia", "The 2025 Vuelta a España was the 80th edition ... It started in Turin, Italy on 23 August and was scheduled to finish in Madrid on 14 September. Jonas Vingegaard won the general classification ...", "N/A"),
        (cn, "Vuelta a España final stage cancelled as protests block Madrid circuit - Cyclingnews", "The final stage of the Vuelta a España was stopped with around 56km remaining after pro-Palestinian protesters entered the circuit in central Madrid ...", "Sep 14, 2025"),
        ("https://www.lavuelta.es/en/rankings/stage-21", "Rankings - Stage 21 - La Vuelta 25", "Final general classification after stage 20 ...", "Sep 14, 2025"),
        ("https://www.bbc.com/sport/cycling/articles/c9wzv4x1d8jo", "Vingegaard wins Vuelta as final stage abandoned amid protests - BBC Sport", "Denmark's Jonas Vingegaard sealed his first Vuelta a España title and third Grand Tour ...", "Sep 14, 2025"),
        ("https://www.velo.outsideonline.com/road/road-racing/vuelta-a-espana-2025-vingegaard-almeida-pidcock/", "Vingegaard seals Vuelta on Bola del Mundo, Pidcock holds third - Velo", "Tom Pidcock held on to third overall for his first Grand Tour podium ...", "Sep 13, 2025"),
        ("https://www.reuters.com/sports/cycling/vingegaard-wins-vuelta-final-stage-cancelled-2025-09-14/", "Vingegaard wins Vuelta after protests force cancellation of final stage - Reuters", "The Dane finished 1 minute 16 seconds ahead of Portugal's Joao Almeida ...", "Sep 14, 2025"),
        ("https://www.reddit.com/r/peloton/comments/1ngf2pw/vuelta_a_espana_2025_stage_20_discussion/", "Vuelta a España 2025 - Stage 20 discussion : r/peloton", "Vingegaard wins on Bola del Mundo, GC basically settled ...", "Sep 13, 2025"),
    )
    gc_rows = [
        (1, "VINGEGAARD Jonas", "Visma | Lease a Bike", "DEN", "—"),
        (2, "ALMEIDA João", "UAE Team Emirates - XRG", "POR", "+1:16"),
        (3, "PIDCOCK Tom", "Q36.5 Pro Cycling Team", "GBR", "+3:11"),
        (4, "HINDLEY Jai", "Red Bull - BORA - hansgrohe", "AUS", "+4:42"),
        (5, "RICCITELLO Matthew", "Israel - Premier Tech", "USA", "+6:14"),
        (6, "PELLIZZARI Giulio", "Red Bull - BORA - hansgrohe", "ITA", "+7:02"),
        (7, "GALL Felix", "Decathlon AG2R La Mondiale Team", "AUT", "+8:39"),
        (8, "KUSS Sepp", "Visma | Lease a Bike", "USA", "+10:45"),
        (9, "TRÆEN Torstein", "Bahrain - Victorious", "NOR", "+12:30"),
        (10, "BERNAL Egan", "INEOS Grenadiers", "COL", "+15:22"),
    ]
    t2 = f"""# Vuelta a España 2025 — General classification

**80th edition** · 23 Aug 2025 – 14 Sep 2025 · Turin (ITA) → Madrid · 21 stages · 3,151 km · Category 2.UWT

{table(["Rnk", "Rider", "Team", "Nat", "Time"], gc_rows)}

Showing top 10 of 142 finishers.

## Race notes

- Stage 11 (Bilbao – Bilbao): neutralised with 3 km to go due to protests at the finish; no stage winner declared, times taken at the 3 km mark.
- Stage 18 (Valladolid ITT): shortened from 27.2 km to 12.2 km for security reasons.
- Stage 21 (Alalpardo – Madrid): stopped with about 56 km remaining after protesters occupied the circuit; no winner, no podium ceremony. The final general classification is that after stage 20.

## Jersey winners

| Classification | Rider | Team |
| --- | --- | --- |
| General (red) | Jonas Vingegaard | Visma | Lease a Bike |
| Points (green) | Mads Pedersen | Lidl - Trek |
| Mountains (polka dot) | Jay Vine | UAE Team Emirates - XRG |
| Young rider (white) | Matthew Riccitello | Israel - Premier Tech |
| Team | UAE Team Emirates - XRG | |"""
    d3 = {
        "v25_gc_top3": "1 Jonas Vingegaard (Visma | Lease a Bike); 2 João Almeida (UAE) +1:16; 3 Tom Pidcock (Q36.5) +3:11",
        "v25_stage11": "Bilbao — neutralised 3 km from finish (protests), no winner",
        "v25_stage21": "Alalpardo–Madrid — stopped ~56 km from finish (protests), no winner, final GC = after stage 20",
    }
    t4 = res(
        (st, "Vuelta a España 2025 Stage winners - ProCyclingStats", "Overview of the stage winners of Vuelta a España 2025: Philipsen (3), Vingegaard (4), Pedersen (2), Vine (2), Ayuso (2) ...", "N/A"),
        ("https://www.cyclingnews.com/pro-cycling/races/vuelta-a-espana-2025/stage-13/results/", "Vuelta a España 2025 stage 13 results: Vingegaard wins on the Angliru - Cyclingnews", "Jonas Vingegaard out-sprinted João Almeida at the top of the Angliru after the Portuguese rider had set the pace on the final ramps ...", "Sep 5, 2025"),
        ("https://www.cyclingnews.com/pro-cycling/races/vuelta-a-espana-2025/stage-9/results/", "Vuelta a España 2025 stage 9 results: Vingegaard solos to Valdezcaray - Cyclingnews", "The Dane attacked 6km from the line to take his second stage win of the race ...", "Aug 31, 2025"),
        ("https://www.lavuelta.es/en/stage-20", "Stage 20 - Robledo de Chavela > Bola del Mundo - La Vuelta 25", "165.6 km, category: high mountain ...", "N/A"),
        ("https://www.velo.outsideonline.com/road/road-racing/vuelta-a-espana-2025-stage-20-bola-del-mundo/", "Vingegaard conquers Bola del Mundo to wrap up Vuelta title - Velo", "Fourth stage win of the race for the Visma leader ...", "Sep 13, 2025"),
        ("https://www.procyclingstats.com/race/vuelta-a-espana/2025/stage-18", "Vuelta a España 2025 Stage 18 (ITT) results - ProCyclingStats", "Valladolid › Valladolid (12.2 km). Winner: GANNA Filippo ...", "N/A"),
        ("https://www.reddit.com/r/peloton/comments/1n9kq3d/vuelta_stage_13_angliru/", "Vuelta a España 2025 - Stage 13 (Angliru) discussion : r/peloton", "Almeida did everything right and still lost the sprint ...", "Sep 5, 2025"),
    )
    stages = [
        (1, "23/08", "Turin › Novara", "186.1", "Flat", "PHILIPSEN Jasper", "Alpecin - Deceuninck"),
        (2, "24/08", "Alba › Limone Piemonte", "159.8", "Hills, uphill finish", "VINGEGAARD Jonas", "Visma | Lease a Bike"),
        (3, "25/08", "San Maurizio Canavese › Ceres", "134.6", "Hills", "GAUDU David", "Groupama - FDJ"),
        (4, "26/08", "Susa › Voiron", "206.7", "Hills", "PHILIPSEN Jasper", "Alpecin - Deceuninck"),
        (5, "27/08", "Figueres › Figueres (TTT)", "24.1", "TTT", "UAE Team Emirates - XRG", "—"),
        (6, "28/08", "Olot › Pal (Andorra)", "170.3", "Mountains, summit finish", "VINE Jay", "UAE Team Emirates - XRG"),
        (7, "29/08", "Andorra la Vella › Cerler", "188.0", "Mountains, summit finish", "AYUSO Juan", "UAE Team Emirates - XRG"),
        (8, "30/08", "Monzón › Zaragoza", "163.5", "Flat", "PEDERSEN Mads", "Lidl - Trek"),
        (9, "31/08", "Alfaro › Valdezcaray", "195.5", "Mountains, summit finish", "VINGEGAARD Jonas", "Visma | Lease a Bike"),
        (10, "02/09", "Sendaviva › El Ferial Larra-Belagua", "175.3", "Mountains, summit finish", "VINE Jay", "UAE Team Emirates - XRG"),
        (11, "03/09", "Bilbao › Bilbao", "157.4", "Hills", "— (neutralised, no winner)", "—"),
        (12, "04/09", "Laredo › Los Corrales de Buelna", "144.9", "Hills", "AYUSO Juan", "UAE Team Emirates - XRG"),
        (13, "05/09", "Cabezón de la Sal › L'Angliru", "202.7", "Mountains, summit finish", "VINGEGAARD Jonas", "Visma | Lease a Bike"),
        (14, "06/09", "Avilés › La Farrapona", "135.9", "Mountains, summit finish", "PELLIZZARI Giulio", "Red Bull - BORA - hansgrohe"),
        (15, "07/09", "A Veiga de Vilariño › Monforte de Lemos", "167.8", "Hills", "PEDERSEN Mads", "Lidl - Trek"),
        (16, "09/09", "Poio › Mos. Castro de Herville", "167.9", "Hills, uphill finish", "BERNAL Egan", "INEOS Grenadiers"),
        (17, "10/09", "O Barco de Valdeorras › Alto de El Morredero", "143.2", "Mountains, summit finish", "PIDCOCK Tom", "Q36.5 Pro Cycling Team"),
        (18, "11/09", "Valladolid › Valladolid (ITT)", "12.2", "ITT (shortened)", "GANNA Filippo", "INEOS Grenadiers"),
        (19, "12/09", "Rueda › Guijuelo", "161.9", "Flat", "PHILIPSEN Jasper", "Alpecin - Deceuninck"),
        (20, "13/09", "Robledo de Chavela › Bola del Mundo", "165.6", "Mountains, summit finish", "VINGEGAARD Jonas", "Visma | Lease a Bike"),
        (21, "14/09", "Alalpardo › Madrid", "111.6", "Flat", "— (stopped, no winner)", "—"),
    ]
    t5 = f"""# Vuelta a España 2025 — Stage winners

{table(["Stage", "Date", "Route", "km", "Profile", "Winner", "Team"], stages)}

## Wins per rider

| Rider | Wins | Stages |
| --- | --- | --- |
| VINGEGAARD Jonas | 4 | 2, 9, 13, 20 |
| PHILIPSEN Jasper | 3 | 1, 4, 19 |
| VINE Jay | 2 | 6, 10 |
| AYUSO Juan | 2 | 7, 12 |
| PEDERSEN Mads | 2 | 8, 15 |
| GAUDU David | 1 | 3 |
| PELLIZZARI Giulio | 1 | 14 |
| BERNAL Egan | 1 | 16 |
| PIDCOCK Tom | 1 | 17 |
| GANNA Filippo | 1 | 18 |

Team time trial (stage 5): UAE Team Emirates - XRG. No winner: stages 11 and 21."""
    d6 = {
        "v25_vingegaard_stage_wins": "4 — stage 2 Limone Piemonte, 9 Valdezcaray, 13 L'Angliru, 20 Bola del Mundo",
        "v25_summit_finishes": "Pal (Vine), Cerler (Ayuso), Valdezcaray (Vingegaard), Larra-Belagua (Vine), Angliru (Vingegaard), La Farrapona (Pellizzari), El Morredero (Pidcock), Bola del Mundo (Vingegaard)",
    }
    d7 = {"v25_no_winner_stages": "Stage 11 Bilbao (neutralised at 3 km to go) and stage 21 Madrid (stopped ~56 km from finish); both due to pro-Palestinian protests"}
    t9 = """# Vuelta a España final stage cancelled as protests block Madrid circuit

*By Cyclingnews staff · published September 14, 2025*

The final stage of the 2025 Vuelta a España was abandoned on Sunday evening after pro-Palestinian protesters broke through barriers and occupied the finishing circuit in central Madrid, leaving Jonas Vingegaard to be confirmed as overall winner without the traditional podium ceremony.

The peloton had covered around 55 kilometres of the 111.6km stage from Alalpardo when race organisers, in consultation with the UCI commissaires and the police, stopped the race with roughly 56km remaining. Riders were led off the course and back to their team buses.

## No winner, no podium

> "The stage has been neutralised and there will be no stage classification. The general classification is that at the end of stage 20," the organisers said in a statement.

The final general classification therefore stood as it was after Saturday's summit finish on the Bola del Mundo:

| Pos | Rider | Team | Gap |
| --- | --- | --- | --- |
| 1 | Jonas Vingegaard | Visma-Lease a Bike | — |
| 2 | João Almeida | UAE Team Emirates-XRG | +1:16 |
| 3 | Tom Pidcock | Q36.5 Pro Cycling | +3:11 |

Visma-Lease a Bike later held an improvised celebration in the car park of the team hotel, with the three podium riders standing on stacked drinks crates.

## A troubled final week

Protests had targeted the race since the team time trial in Figueres, aimed at the participation of Israel-Premier Tech. Stage 11 in Bilbao was neutralised 3km from the finish, and the stage 18 time trial in Valladolid was shortened to 12.2km for security reasons.

Spain's prime minister Pedro Sánchez had expressed support for the protesters' cause earlier on Sunday, while the UCI condemned the disruption.

## Related
- Vuelta a España 2025 stage 20 results: Vingegaard wins on Bola del Mundo
- Tom Pidcock: 'A Grand Tour podium is something I never thought I could do'"""
    final = {k: v for k, v in d3.items() if k != "v25_stage11"}
    final.update(d6)
    final.update(d7)
    turns = [
        (search("Vuelta a España 2025 final general classification Vingegaard Almeida"), t1),
        (extract(gc, "Final GC top 10 and any stages neutralised or cancelled"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("Vuelta 2025 stage winners Valdezcaray Angliru Bola del Mundo"), t4),
        (extract(st, "Winner of every stage, and Vingegaard's stage wins"), t5),
        (memory("add", dict=d6), added(*d6)),
        (memory("add", dict=d7), added(*d7)),
        (memory("remove", key_list=["v25_stage11", "v25_stage21"]), removed("v25_stage11", "v25_stage21")),
        (extract(cn, "How and when stage 21 was stopped and whether a winner was declared"), t9),
        (memory("retrieve_all"), dump(final)),
    ]
    add(rs, "h43-search-05", turns, state, 10, "memory key removed earlier listed again by retrieve_all")


# Ashes series records (ESPNcricinfo Statsguru, Wikipedia, memory): clean
def t06(rs: RowSet) -> None:
    state = ("Research task: collect the main batting and bowling records of Ashes Test cricket (most runs, highest score, "
             "most wickets, best bowling) and the overall series tally.\nSession date: 2025-02-10\nSearch history: none\nMemory: empty")
    ci = "https://www.espncricinfo.com/records/trophy/batting-most-runs-career/the-ashes-1"

    def avg(runs: int, inns: int, no: int) -> str:
        return f"{(runs * 100 // (inns - no)) / 100:.2f}"
    # player, span, mat, inns, no, runs, hs, 100s, 50s
    bat = [
        ("DG Bradman (AUS)", "1928-1948", 37, 63, 7, 5028, "334", 19, 12),
        ("JB Hobbs (ENG)", "1908-1930", 41, 71, 4, 3636, "187", 12, 15),
        ("AR Border (AUS)", "1978-1993", 47, 82, 19, 3548, "200*", 8, 21),
        ("SPD Smith (AUS)", "2010-2023", 37, 67, 6, 3417, "239", 12, 12),
        ("DI Gower (ENG)", "1978-1991", 42, 77, 4, 3269, "215", 9, 12),
        ("SR Waugh (AUS)", "1986-2003", 46, 73, 18, 3200, "177*", 10, 14),
        ("G Boycott (ENG)", "1964-1981", 38, 71, 9, 2945, "191", 7, 14),
        ("WR Hammond (ENG)", "1928-1947", 33, 58, 3, 2852, "251", 9, 7),
        ("H Sutcliffe (ENG)", "1924-1934", 27, 46, 5, 2741, "194", 8, 16),
        ("C Hill (AUS)", "1896-1912", 41, 76, 1, 2660, "188", 4, 19),
        ("JH Edrich (ENG)", "1964-1975", 32, 57, 3, 2644, "175", 7, 13),
        ("GS Chappell (AUS)", "1970-1983", 35, 65, 8, 2619, "144", 9, 12),
        ("AN Cook (ENG)", "2006-2018", 35, 64, 3, 2493, "235*", 5, 11),
        ("MA Taylor (AUS)", "1989-1999", 33, 61, 2, 2496, "219", 6, 15),
        ("JE Root (ENG)", "2013-2023", 32, 59, 4, 2428, "180", 4, 21),
        ("RN Harvey (AUS)", "1948-1963", 37, 68, 5, 2416, "167", 6, 12),
        ("VT Trumper (AUS)", "1899-1912", 40, 74, 5, 2263, "185*", 6, 9),
        ("DA Warner (AUS)", "2011-2023", 34, 64, 1, 2207, "119", 4, 16),
        ("ME Waugh (AUS)", "1991-2001", 29, 51, 7, 2204, "140", 6, 11),
        ("KF Barrington (ENG)", "1961-1968", 23, 39, 6, 2111, "256", 5, 13),
    ]
    bat.sort(key=lambda r: -r[5])

    def page(lo: int, hi: int) -> str:
        rows = [[i + 1, p, sp, m, inn, no, f"{runs:,}", hs, avg(runs, inn, no), h, f]
                for i, (p, sp, m, inn, no, runs, hs, h, f) in enumerate(bat) if lo <= i < hi]
        return table(["#", "Player", "Span", "Mat", "Inns", "NO", "Runs", "HS", "Ave", "100", "50"], rows)
    t1 = res(
        (ci, "The Ashes - Most runs in career | ESPNcricinfo", "Records / The Ashes / Most runs in career. DG Bradman 5028 runs, 37 matches, average 89.78 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/The_Ashes", "The Ashes - Wikipedia", "The Ashes is a Test cricket series played between England and Australia ... As of the 2023 series, Australia have won 34 series and England 32, with 7 drawn ...", "N/A"),
        ("https://www.espncricinfo.com/records/trophy/bowling-most-wickets-career/the-ashes-1", "The Ashes - Most wickets in career | ESPNcricinfo", "SK Warne 195 wickets in 36 matches, average 23.25; GD McGrath 157 ...", "N/A"),
        ("https://www.cricket.com.au/news/3548291/ashes-all-time-run-scorers-bradman-smith", "Ashes all-time run-scorers: Where Steve Smith ranks - cricket.com.au", "Smith moved past David Gower into fourth on the all-time list during the 2023 series ...", "Jul 31, 2023"),
        ("https://www.lords.org/lords/news-stories/ashes-records", "Ashes records at Lord's | Lord's", "From Bradman's 254 in 1930 to Broad's eight wickets ...", "Jun 20, 2023"),
        ("https://www.bbc.com/sport/cricket/articles/ashes-records-explained", "The Ashes: 10 records that may never be broken - BBC Sport", "Don Bradman's 5,028 runs, Jim Laker's 19 wickets in a match and Len Hutton's 364 ...", "Nov 12, 2024"),
        ("https://www.espncricinfo.com/records/trophy/team-series-results/the-ashes-1", "The Ashes - Series results | ESPNcricinfo", "Full list of Ashes series results since 1882-83 ...", "N/A"),
        ("https://www.wisden.com/stories/archive/shane-warne-ashes-wickets-195", "Shane Warne's 195 Ashes wickets, series by series - Wisden", "Warne took 195 wickets in 36 Ashes Tests between 1993 and 2007 ...", "Mar 4, 2023"),
        ("https://www.reddit.com/r/Cricket/comments/15e2y3k/most_ashes_runs_all_time/", "Most Ashes runs all time : r/Cricket", "Bradman's 5028 at nearly 90 is just absurd ...", "Jul 31, 2023"),
        ("https://www.icc-cricket.com/news/ashes-2025-26-schedule", "Ashes 2025-26 schedule announced - ICC", "The series begins at Perth Stadium on 21 November 2025 ...", "Feb 4, 2025"),
    )
    t2 = f"""# The Ashes - Most runs in career

Records / Trophy / The Ashes / Batting records

{page(0, 10)}

Showing 1 - 10 of 50 · Page 1 of 5 · [Next ›]

*Minimum: 1 innings. Test matches between Australia and England that formed part of an Ashes series. Records include the 2023 series.*"""
    d3 = {
        "ashes_most_runs": "Don Bradman (AUS) 5,028 runs, avg 89.78",
        "ashes_smith_rank": "Steve Smith 4th all-time, 3,417 runs (2010-2023), avg 56.01",
    }
    t4 = f"""# The Ashes - Most runs in career

Records / Trophy / The Ashes / Batting records

{page(10, 20)}

Showing 11 - 20 of 50 · Page 2 of 5 · [‹ Prev] [Next ›]

*Minimum: 1 innings. Test matches between Australia and England that formed part of an Ashes series. Records include the 2023 series.*"""
    t5 = res(
        ("https://en.wikipedia.org/wiki/The_Ashes", "The Ashes - Wikipedia", "Records: highest team total England 903/7d at The Oval, 1938; highest individual score Len Hutton 364 ...", "N/A"),
        ("https://www.espncricinfo.com/records/trophy/batting-highest-career-score/the-ashes-1", "The Ashes - Highest individual score | ESPNcricinfo", "L Hutton 364 v Australia, The Oval, 20 Aug 1938; DG Bradman 334 v England, Leeds, 11 Jul 1930 ...", "N/A"),
        ("https://www.espncricinfo.com/records/trophy/bowling-best-figures-innings/the-ashes-1", "The Ashes - Best figures in an innings | ESPNcricinfo", "JC Laker 10/53 v Australia, Manchester, 26 Jul 1956 ...", "N/A"),
        ("https://www.theguardian.com/sport/2016/jul/26/jim-laker-19-wickets-old-trafford-1956", "Jim Laker's 19 wickets: the greatest bowling feat in Test history | The Guardian", "Sixty years on, Laker's 19 for 90 at Old Trafford remains unmatched ...", "Jul 26, 2016"),
        ("https://www.bbc.com/sport/cricket/articles/hutton-364-oval-1938", "Len Hutton's 364: the Ashes innings that lasted 13 hours - BBC Sport", "Hutton batted for 797 minutes as England made 903 for 7 declared ...", "Aug 20, 2018"),
        ("https://www.espncricinfo.com/records/trophy/team-highest-innings-totals/the-ashes-1", "The Ashes - Highest innings totals | ESPNcricinfo", "England 903/7d, The Oval 1938; Australia 729/6d, Lord's 1930 ...", "N/A"),
    )
    t6 = """Jump to content

From Wikipedia, the free encyclopedia

Test cricket series between England and Australia

## Results summary

| | Tests | Australia | England | Drawn |
| --- | --- | --- | --- | --- |
| Matches (1882–83 to 2023) | 361 | 152 | 112 | 97 |

| | Series | Australia | England | Drawn |
| --- | --- | --- | --- | --- |
| Series | 73 | 34 | 32 | 7 |

The most recent series, in England in 2023, was drawn 2–2; Australia retained the urn as holders.

## Records

### Team
- Highest innings total: **903/7 dec** – England, The Oval, 1938
- Lowest innings total: **36** – Australia, Edgbaston, 1902

### Batting
- Most runs: **Don Bradman (Australia), 5,028** runs in 37 Tests at an average of 89.8
- Highest individual score: **Len Hutton (England), 364**, The Oval, 1938
- Most centuries: **Don Bradman, 19**

### Bowling
- Most wickets: **Shane Warne (Australia), 195** wickets in 36 Tests at 23.25
- Best bowling in an innings: **Jim Laker (England), 10/53**, Old Trafford, 1956
- Best bowling in a match: **Jim Laker, 19/90**, Old Trafford, 1956

### Most wickets (career)

| Player | Tests | Wickets | Average | Best |
| --- | --- | --- | --- | --- |
| Shane Warne (AUS) | 36 | 195 | 23.25 | 8/71 |
| Glenn McGrath (AUS) | 30 | 157 | 20.92 | 8/38 |
| Stuart Broad (ENG) | 40 | 153 | 28.96 | 8/15 |
| Hugh Trumble (AUS) | 31 | 141 | 20.88 | 8/65 |
| Ian Botham (ENG) | 36 | 128 | 27.65 | 6/78 |

## Upcoming

The 2025–26 series in Australia is scheduled to begin at Perth Stadium on 21 November 2025."""
    runs_full = "Don Bradman (AUS) 5,028 runs in 37 Tests / 63 innings (7 not out), avg 89.78 (Wikipedia rounds to 89.8), 19 hundreds, HS 334"
    d8 = {
        "ashes_highest_score": "Len Hutton (ENG) 364, The Oval, 1938 (England 903/7d)",
        "ashes_best_bowling": "Jim Laker (ENG) 10/53 innings, 19/90 match, Old Trafford, 1956",
        "ashes_most_wickets": "Shane Warne (AUS) 195 in 36 Tests, avg 23.25",
        "ashes_series_tally": "73 series to 2023: Australia 34, England 32, drawn 7",
    }
    turns = [
        (search("Ashes most runs all time Bradman 5028", "Ashes most wickets Warne 195 series tally"), t1),
        (extract(ci, "Top run-scorers in Ashes Tests with averages"), t2),
        (memory("add", dict=d3), added(*d3)),
        (extract(ci + "?page=2", "Next page of the list: ranks 11 to 20"), t4),
        (search("Ashes highest individual score Hutton 364 Oval 1938 best bowling Laker 10/53"), t5),
        (extract("https://en.wikipedia.org/wiki/The_Ashes", "Records section and series results summary"), t6),
        (memory("update", dict={"ashes_most_runs": runs_full}), updated("ashes_most_runs")),
        (memory("add", dict=d8), added(*d8)),
        (memory("retrieve", key_list=["ashes_most_runs", "ashes_best_bowling"]), dump({"ashes_most_runs": runs_full, "ashes_best_bowling": d8["ashes_best_bowling"]})),
    ]
    add(rs, "h43-search-06", turns, state)


# Ski jumping / ski flying records (Wikipedia, FIS, memory): bad
def t07(rs: RowSet) -> None:
    state = ("Research task: give the current men's and women's ski flying world records (distance, jumper, hill, date), the "
             "record each replaced, and the longest unofficial jump.\nSession date: 2025-04-14\nSearch history: none\nMemory: empty")
    wiki = "https://en.wikipedia.org/wiki/Ski_jumping_world_record"
    fis = "https://www.fis-ski.com/en/ski-jumping/news-multimedia/news/2025/domen-prevc-flies-to-new-world-record-in-planica"
    t1 = res(
        (wiki, "Ski jumping world record - Wikipedia", "The current world record of 254.5 metres was set by Domen Prevc at Letalnica bratov Gorišek in Planica on 30 March 2025 ...", "N/A"),
        (fis, "Domen Prevc flies to new world record in Planica - FIS", "Slovenia's Domen Prevc landed at 254.5 metres in the final round in Planica, beating Stefan Kraft's mark of 253.5 m set in Vikersund in 2017 ...", "Mar 30, 2025"),
        ("https://www.rtvslo.si/sport/smucarski-skoki/domen-prevc-svetovni-rekord-254-5/736112", "Domen Prevc s 254,5 metra do svetovnega rekorda! - RTV SLO", "Domen Prevc je v Planici poletel 254,5 metra daleč in postavil nov svetovni rekord ...", "Mar 30, 2025"),
        ("https://www.eurosport.com/ski-jumping/planica/2025/domen-prevc-world-record-254-5m-planica_sto10954361/story.shtml", "Domen Prevc breaks ski flying world record with 254.5m in Planica - Eurosport", "Prevc added the world record in the final round on the last day of the season, in front of a home crowd ...", "Mar 30, 2025"),
        ("https://en.wikipedia.org/wiki/Letalnica_bratov_Gori%C5%A1ek", "Letalnica bratov Gorišek - Wikipedia", "Ski flying hill in Planica, Slovenia. Hill size HS240, K-point 200 m. Hill record: 254.5 m, Domen Prevc (2025) ...", "N/A"),
        ("https://www.reuters.com/sports/ski-jumping-prevc-sets-world-record-planica-2025-03-30/", "Slovenia's Prevc sets ski jumping world record of 254.5 metres - Reuters", "The 25-year-old bettered the previous best by one metre in front of a home crowd ...", "Mar 30, 2025"),
        ("https://www.fis-ski.com/en/ski-jumping/news-multimedia/news/2017/kraft-253-5-world-record-vikersund", "Stefan Kraft soars to 253.5m world record in Vikersund - FIS", "Austria's Stefan Kraft set a new world record of 253.5 m on the Vikersundbakken ...", "Mar 18, 2017"),
        ("https://www.reddit.com/r/skijumping/comments/1jnbq2x/domen_prevc_2545m_world_record/", "Domen Prevc 254.5m - WORLD RECORD : r/skijumping", "Planica delivers again. The telemark on that landing ...", "Mar 30, 2025"),
    )
    t2 = """Jump to content

From Wikipedia, the free encyclopedia

This is a list of world record ski jumping distances progression from 1808 to today.

## Men

### Ski flying era (selected progression since 2000)

| # | Date | Name | Country | Hill | Location | Metres |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | 20 March 2005 | Bjørn Einar Romøren | Norway | Letalnica bratov Gorišek HS215 | Planica, Slovenia | 239.0 |
| 2 | 14 February 2011 | Johan Remen Evensen | Norway | Vikersundbakken HS225 | Vikersund, Norway | 246.5 |
| 3 | 14 February 2015 | Peter Prevc | Slovenia | Vikersundbakken HS225 | Vikersund, Norway | 250.0 |
| 4 | 15 February 2015 | Anders Fannemel | Norway | Vikersundbakken HS225 | Vikersund, Norway | 251.5 |
| 5 | 18 March 2017 | Robert Johansson | Norway | Vikersundbakken HS240 | Vikersund, Norway | 252.0 |
| 6 | 18 March 2017 | Stefan Kraft | Austria | Vikersundbakken HS240 | Vikersund, Norway | 253.5 |
| 7 | 30 March 2025 | Domen Prevc | Slovenia | Letalnica bratov Gorišek HS240 | Planica, Slovenia | **254.5** |

Kraft's 253.5 m stood for eight years until Domen Prevc landed 254.5 m in the final competition of the 2024–25 World Cup season in Planica.

## Women

| # | Date | Name | Country | Hill | Location | Metres |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | 17 March 2023 | Ema Klinec | Slovenia | Vikersundbakken HS240 | Vikersund, Norway | 203.0 |
| 2 | 15 March 2024 | Ema Klinec | Slovenia | Vikersundbakken HS240 | Vikersund, Norway | 226.0 |
| 3 | 16 March 2024 | Silje Opseth | Norway | Vikersundbakken HS240 | Vikersund, Norway | **230.5** |

## Invalid / unofficial

| Date | Name | Country | Location | Metres | Note |
| --- | --- | --- | --- | --- | --- |
| 24 April 2024 | Ryoyu Kobayashi | Japan | Hlíðarfjall, Akureyri, Iceland | 291.0 | Red Bull promotional project on a purpose-built snow ramp; not FIS homologated |
| 14 February 2015 | Dimitry Vassiliev | Russia | Vikersundbakken | 254.0 | touched down (invalid) |

## See also
- List of ski flying hills
- FIS Ski Flying World Championships"""
    d3 = {
        "men_wr": "254.5 m — Domen Prevc (SLO), Letalnica bratov Gorišek HS240, Planica, 30 Mar 2025",
        "prev_men_wr": "253.5 m — Stefan Kraft (AUT), Vikersundbakken HS240, Vikersund, 18 Mar 2017 (stood 8 years)",
    }
    t4 = res(
        ("https://www.fis-ski.com/en/ski-jumping/news-multimedia/news/2024/silje-opseth-sets-womens-world-record-230-5", "Silje Opseth sets women's world record with 230.5 m in Vikersund - FIS", "One day after Ema Klinec flew 226 m, Norway's Silje Opseth extended the women's world record to 230.5 m on the Vikersundbakken ...", "Mar 16, 2024"),
        ("https://www.nrk.no/sport/silje-opseth-verdensrekord-230-5-meter-1.16807613", "Silje Opseth med verdensrekord: 230,5 meter - NRK", "Opseth satte ny verdensrekord for kvinner i Vikersund lørdag ...", "Mar 16, 2024"),
        ("https://www.redbull.com/int-en/ryoyu-kobayashi-291m-ski-jump-iceland", "Ryoyu Kobayashi jumps 291m – the longest ski jump ever | Red Bull", "On a custom-built hill in Akureyri, Iceland, the Japanese star flew 291 metres ...", "Apr 24, 2024"),
        ("https://www.fis-ski.com/en/ski-jumping/news-multimedia/news/2024/fis-statement-kobayashi-red-bull", "FIS statement on Red Bull 'Ryoyu Kobayashi 291 m' project - FIS", "The jump was not performed under FIS rules and on a non-certified hill; it will not be recognised as a world record ...", "Apr 25, 2024"),
        ("https://www.skispringen.com/2024/03/15/ema-klinec-226-meter-weltrekord-vikersund/", "Ema Klinec fliegt Weltrekord: 226 Meter in Vikersund - skispringen.com", "Die Slowenin verbesserte ihren eigenen Weltrekord um 23 Meter ...", "Mar 15, 2024"),
        ("https://www.theguardian.com/sport/2024/apr/24/ryoyu-kobayashi-longest-ski-jump-291m-iceland", "Japanese ski jumper Ryoyu Kobayashi makes 'longest jump ever' of 291m | The Guardian", "The jump will not count as an official world record ...", "Apr 24, 2024"),
        ("https://en.wikipedia.org/wiki/Silje_Opseth", "Silje Opseth - Wikipedia", "Norwegian ski jumper (born 1999). Women's ski flying world record holder (230.5 m, 2024) ...", "N/A"),
    )
    d5 = {
        "women_wr": "230.5 m — Silje Opseth (NOR), Vikersundbakken HS240, 16 Mar 2024 (replaced Ema Klinec 226.0 m, 15 Mar 2024)",
        "unofficial_longest": "291 m — Ryoyu Kobayashi (JPN), Hlíðarfjall, Akureyri, Iceland, 24 Apr 2024; Red Bull project, not FIS-recognised",
    }
    t6 = dump({**d3, "unofficial_longest": d5["unofficial_longest"]})
    t7 = """# Domen Prevc flies to new world record in Planica

*FIS · Ski Jumping · 30.03.2025*

**Planica (SLO)** — On the final day of the 2024/25 FIS Ski Jumping World Cup season, Domen Prevc wrote history on the Letalnica bratov Gorišek. In the final round of the individual competition the 25-year-old Slovenian landed at **254.5 metres**, one metre beyond the world record of 253.5 m set by Austria's Stefan Kraft in Vikersund (NOR) on 18 March 2017.

> "I can't describe this feeling. To do it here in Planica, in front of the home crowd, is a dream," Prevc said.

## Competition result (top 5)

| Rank | Name | Nation | Round 1 | Final round | Points |
| --- | --- | --- | --- | --- | --- |
| 1 | PREVC Domen | SLO | 238.0 m | 254.5 m | 482.9 |
| 2 | KRAFT Stefan | AUT | 231.5 m | 236.0 m | 455.2 |
| 3 | TSCHOFENIG Daniel | AUT | 229.0 m | 232.5 m | 447.1 |
| 4 | HOERL Jan | AUT | 226.5 m | 228.0 m | 440.6 |
| 5 | ZAJC Timi | SLO | 222.0 m | 233.5 m | 436.8 |

## The record progression since 2015

| Date | Jumper | Hill | Distance |
| --- | --- | --- | --- |
| 14 Feb 2015 | Peter Prevc (SLO) | Vikersund | 250.0 m |
| 15 Feb 2015 | Anders Fannemel (NOR) | Vikersund | 251.5 m |
| 18 Mar 2017 | Robert Johansson (NOR) | Vikersund | 252.0 m |
| 18 Mar 2017 | Stefan Kraft (AUT) | Vikersund | 253.5 m |
| 30 Mar 2025 | Domen Prevc (SLO) | Planica | 254.5 m |"""
    turns = [
        (search("ski flying world record Domen Prevc 254.5 m Planica 2025"), t1),
        (extract(wiki, "Men's and women's world record progression and unofficial jumps"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("women's ski flying world record Silje Opseth 230.5 Vikersund", "Ryoyu Kobayashi 291 m Akureyri not recognised FIS"), t4),
        (memory("add", dict=d5), added(*d5)),
        (memory("retrieve_all"), t6),
        (extract(fis, "Details of the record jump and the record it beat"), t7),
    ]
    add(rs, "h43-search-07", turns, state, 6, "memory key added by the agent missing from retrieve_all")


# Permafrost measurements (NOAA Arctic Report Card, CALM, GTN-P portal, memory): clean
def t08(rs: RowSet) -> None:
    state = ("Research task: report recent permafrost temperature and active-layer measurements for the Alaska North Slope, "
             "with the warming trend at 20 m depth.\nSession date: 2025-03-03, 10:20 UTC\nSearch history: none\nMemory: empty")
    arc = "https://arctic.noaa.gov/report-card/report-card-2024/permafrost-2024/"
    calm = "https://www2.gwu.edu/~calm/data/north.htm"
    gtnp = "https://gtnp.arcticportal.org/data/boreholes/deadhorse-ak-us"
    t1 = res(
        (arc, "Permafrost - NOAA Arctic Report Card 2024", "Permafrost temperatures continued to increase at most observation sites in 2023. Record-high temperatures were observed at many sites on the Alaska North Slope ...", "Dec 10, 2024"),
        ("https://arctic.noaa.gov/report-card/report-card-2024/", "Arctic Report Card 2024 - NOAA Arctic", "The 2024 Arctic Report Card highlights the tundra's shift from carbon sink to carbon source ...", "Dec 10, 2024"),
        ("https://www.nytimes.com/2024/12/10/climate/arctic-tundra-carbon-emissions.html", "Arctic Tundra, Long a Carbon Sink, Is Now a Source of Emissions - The New York Times", "Warming and wildfires are releasing carbon stored in permafrost, NOAA's annual report says ...", "Dec 10, 2024"),
        ("https://www.gi.alaska.edu/news/permafrost-observatory-network-2024", "UAF permafrost observatories record continued warming | Geophysical Institute", "Borehole temperatures at 20 meters on the North Slope have risen about 2 °C since the 1980s ...", "Jan 14, 2025"),
        ("https://gtnp.arcticportal.org/", "GTN-P - Global Terrestrial Network for Permafrost", "Database of permafrost temperature (TSP) and active layer thickness (CALM) observations ...", "N/A"),
        ("https://www.carbonbrief.org/arctic-report-card-2024/", "Arctic Report Card 2024: tundra now a net source of CO2 - Carbon Brief", "Permafrost chapter: temperatures at 20 m depth on the North Slope were among the highest recorded ...", "Dec 11, 2024"),
        ("https://www.reddit.com/r/climate/comments/1hb2k9x/noaa_arctic_report_card_2024/", "NOAA Arctic Report Card 2024 : r/climate", "The permafrost section is worth reading in full ...", "Dec 11, 2024"),
        ("https://www2.gwu.edu/~calm/", "Circumpolar Active Layer Monitoring (CALM) Network", "Long-term observations of active-layer thickness at more than 200 sites ...", "N/A"),
    )
    # site, region, depth, 2023 temp, trend per decade
    sites = [
        ("West Dock", "Alaska North Slope (coastal)", 20, -5.6, 0.6),
        ("Deadhorse", "Alaska North Slope", 20, -4.0, 0.7),
        ("Franklin Bluffs", "Alaska North Slope", 20, -4.1, 0.5),
        ("Happy Valley", "Alaska North Slope (foothills)", 15, -2.4, 0.4),
        ("College Peat", "Interior Alaska (Fairbanks)", 15, -0.4, 0.2),
        ("Old Man", "Interior Alaska", 15, -0.6, 0.3),
        ("Iqaluit", "Nunavut, Canada", 15, -4.8, 0.7),
        ("Norman Wells", "Northwest Territories, Canada", 12, -0.2, 0.1),
        ("Janssonhaugen", "Svalbard, Norway", 20, -2.3, 0.7),
    ]
    t2 = f"""# Permafrost

**S. L. Smith, V. E. Romanovsky, K. Isaksen, K. E. Nyland, N. I. Shiklomanov, D. A. Streletskiy, and H. H. Christiansen**

*Arctic Report Card 2024 · doi: 10.25923/ktmq-a421*

## Headlines

- Permafrost temperatures continued to increase in 2023 at most sites, with record-high temperatures at many sites on the Alaska North Slope and in the Canadian Arctic.
- The warming is greatest in the colder permafrost of the high Arctic (up to +0.7 °C per decade) and smaller in warm permafrost near 0 °C, where latent heat slows the change.
- Active-layer thickness (ALT) in 2023 was above the 2003–22 average in most regions.

## Permafrost temperature

Permafrost temperature is measured in boreholes at depths where the seasonal variation is small (10–20 m). The table gives mean annual ground temperatures for 2023 and the rate of change since about 2000.

{table(["Site", "Region", "Depth (m)", "2023 MAGT (°C)", "Trend (°C/decade)"], [[a, b, c, f"{d:.1f}", f"+{e:.1f}"] for a, b, c, d, e in sites])}

On the Alaska North Slope, 2023 temperatures at 20 m depth were the highest on record at West Dock and Deadhorse, about 2 °C warmer than in the mid-1980s.

## Active-layer thickness

ALT is the annual maximum thaw depth, measured by mechanical probing at CALM grids in late August/September. Averaged over the North Slope CALM sites, ALT in 2023 was 0.55 m, the third greatest since records began in 1995.

## Methods and data

Data are from the Global Terrestrial Network for Permafrost (GTN-P), whose Thermal State of Permafrost (TSP) and CALM components are coordinated by the International Permafrost Association."""
    d3 = {
        "arc2024_headline": "Permafrost temps rose at most sites in 2023; record highs on Alaska North Slope; up to +0.7 °C/decade in cold permafrost",
        "arc2024_westdock_20m": "−5.6 °C at 20 m (2023), +0.6 °C/decade; record high",
        "arc2024_deadhorse_20m": "−4.0 °C at 20 m (2023), +0.7 °C/decade; record high",
    }
    t4 = res(
        (calm, "CALM - North American Arctic sites: data", "Active layer thickness (cm) at CALM grids on the Alaska North Slope, 1995-2024 ...", "N/A"),
        ("https://www2.gwu.edu/~calm/data/data-links.htm", "CALM - Data summary tables", "Summary data tables of end-of-season thaw depth for all CALM sites ...", "N/A"),
        ("https://arcticdata.io/catalog/view/doi%3A10.18739%2FA2ZG6G81Z", "Active layer thickness, Alaska North Slope, 1995-2024 - Arctic Data Center", "Mechanical probing of thaw depth at 1 km and 1 ha grids ...", "Jan 20, 2025"),
        ("https://www.nature.com/articles/s41467-024-52713-7", "Widespread deepening of the active layer in northern permafrost regions - Nature Communications", "We analyze 25 years of CALM observations ...", "Oct 2, 2024"),
        ("https://tc.copernicus.org/articles/18/2213/2024/", "Active layer thickness trends on the Alaska North Slope - The Cryosphere", "Thaw depth increased at 7 of 10 North Slope sites since 2000 ...", "May 13, 2024"),
        ("https://www.usgs.gov/centers/alaska-science-center/science/permafrost-active-layer", "Permafrost and the active layer | USGS", "The active layer is the top layer of soil that thaws each summer ...", "N/A"),
    )
    # site, grid, values 2019..2024 in cm
    alt = [
        ("Barrow (U1)", "1 km", [41, 38, 36, 39, 42, 40]),
        ("Atqasuk (U2)", "1 km", [52, 49, 47, 50, 55, 53]),
        ("West Dock (U3)", "1 ha", [38, 35, 34, 37, 40, 38]),
        ("Deadhorse (U4)", "1 ha", [71, 66, 63, 68, 74, 70]),
        ("Franklin Bluffs (U6)", "1 ha", [67, 61, 60, 64, 70, 66]),
        ("Imnavait Creek (U11)", "1 ha", [49, 46, 44, 47, 52, 50]),
        ("Toolik (U12)", "1 km", [51, 47, 45, 49, 54, 51]),
    ]
    t5 = f"""# CALM — North American Arctic: Alaska North Slope

End-of-season thaw depth (active-layer thickness), **in centimetres**, spatial mean of each grid. Probing in the last two weeks of August.

{table(["Site", "Grid", "2019", "2020", "2021", "2022", "2023", "2024"], [[s, g, *v] for s, g, v in alt])}

Grid: 1 km = 121 nodes at 100 m spacing; 1 ha = 121 nodes at 10 m spacing.

Data providers: N. Shiklomanov, D. Streletskiy (George Washington University), K. Hinkel. Last table update: 2025-01-28."""
    gtnp_head = """# Deadhorse, AK, US — Borehole (GTN-P TSP)

| | |
| --- | --- |
| GTN-P ID | TSP-US-0049 |
| Coordinates | 70.1613 N, 148.4651 W |
| Elevation | 18 m a.s.l. |
| Depth | 21 m |
| Permafrost zone | Continuous |
| Operator | UAF Geophysical Institute Permafrost Laboratory |"""
    t7 = f"""{gtnp_head}

Dataset last synchronised: 12 minutes ago · Source files: 3 · Licence: CC BY 4.0

## Mean annual ground temperature, 2023 (°C)

| Depth (m) | MAGT (°C) | n days |
| --- | --- | --- |
| 1 | −6.9 | 361 |
| 2 | −6.1 | 361 |
| 5 | −5.0 | 362 |
| 10 | −4.4 | 362 |
| 15 | −4.1 | 362 |
| 20 | −4.0 | 362 |

[Download CSV] [Plot depth profile] [Plot time series]"""
    calm_m = "Barrow (U1) 0.40 m (40 cm) in 2024; 0.42 m in 2023. Deadhorse (U4) 0.70 m in 2024. North Slope mean ALT 2023: 0.55 m (3rd greatest since 1995)"
    d6 = {"calm_alt_2024": "Barrow 40 cm, Deadhorse 70 cm, West Dock 38 cm, Toolik 51 cm (2024); 2023 higher at all sites"}
    series = [(2014, -4.9), (2015, -4.8), (2016, -4.5), (2017, -4.5), (2018, -4.4), (2019, -4.2), (2020, -4.3), (2021, -4.4), (2022, -4.2), (2023, -4.0)]
    t9 = f"""{gtnp_head}

Dataset last synchronised: 19 minutes ago · Source files: 3 · Licence: CC BY 4.0

## Time series — mean annual ground temperature at 20 m (°C)

{table(["Year", "MAGT 20 m (°C)"], [[y, f"{v:.1f}"] for y, v in series])}

Linear trend 2014–2023: +0.08 °C/yr (+0.8 °C/decade over this shorter window).

[Download CSV] [Plot depth profile] [Plot time series]"""
    final = {**d3, "calm_alt_2024": calm_m}
    turns = [
        (search("NOAA Arctic Report Card 2024 permafrost temperature record Alaska North Slope"), t1),
        (extract(arc, "Borehole temperatures at 20 m and warming trends by site; active layer summary"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("CALM active layer thickness 2024 Alaska North Slope data table"), t4),
        (extract(calm, "Active layer thickness 2019-2024 by site"), t5),
        (memory("add", dict=d6), added(*d6)),
        (extract(gtnp, "Deadhorse borehole temperature by depth for 2023"), t7),
        (memory("update", dict={"calm_alt_2024": calm_m}), updated("calm_alt_2024")),
        (extract(gtnp, "Time series of 20 m temperature to compute the recent trend"), t9),
        (memory("retrieve_all"), dump(final)),
    ]
    add(rs, "h43-search-08", turns, state)


# Sea surface temperature records (Climate Reanalyzer, Copernicus C3S, memory): clean
def t09(rs: RowSet) -> None:
    state = ("Research task: what is the record-high global (60°S–60°N) daily sea surface temperature, when was it set, and do "
             "the main datasets agree? Give values in °C and °F.\nSession date: 2025-06-12\nSearch history: none\nMemory: empty")
    cr = "https://climatereanalyzer.org/clim/sst_daily/"
    c3s = "https://climate.copernicus.eu/surface-air-temperature-february-2024"
    t1 = res(
        (cr, "Daily Sea Surface Temperature - Climate Reanalyzer", "World (60S-60N) daily mean sea surface temperature from NOAA OISST V2.1, 1981-present, with 1982-2011 and 1991-2020 means ...", "N/A"),
        ("https://www.bbc.com/news/science-environment-68445823", "Ocean heat: World's seas hit record temperature again - BBC News", "The average daily global sea surface temperature reached 21.2C, beating the August 2023 record, according to Climate Reanalyzer data ...", "Mar 5, 2024"),
        ("https://www.washingtonpost.com/climate-environment/2024/03/07/ocean-temperature-record/", "Oceans have been record-warm for a full year - The Washington Post", "Every day for 12 months, global sea surface temperatures have set a record for the date ...", "Mar 7, 2024"),
        ("https://climate.copernicus.eu/surface-air-temperature-february-2024", "Surface air temperature for February 2024 | Copernicus", "The average global SST for February 2024 over 60°S–60°N was 21.06°C, the highest value for any month in the dataset ...", "Mar 7, 2024"),
        ("https://www.noaa.gov/news/record-warm-ocean-temperatures-2024", "Record-warm ocean temperatures persist into 2024 | NOAA", "Marine heatwaves covered a record fraction of the global ocean ...", "Apr 2, 2024"),
        ("https://www.carbonbrief.org/analysis-what-is-behind-record-ocean-temperatures/", "Analysis: What is behind record-breaking ocean temperatures? - Carbon Brief", "El Niño, reduced shipping aerosols and long-term warming all contributed ...", "Mar 20, 2024"),
        ("https://www.reddit.com/r/climatechange/comments/1b7r2zs/global_sst_hits_new_record_212c/", "Global SST hits new record 21.2C : r/climatechange", "Climate Reanalyzer chart just updated ...", "Mar 6, 2024"),
        ("https://www.nature.com/articles/d41586-024-00816-z", "Why are ocean temperatures so high? - Nature", "Sea surface temperatures have broken records almost every day for a year ...", "Mar 14, 2024"),
    )
    top = [("2024-03-06", 21.24), ("2024-03-05", 21.23), ("2024-03-07", 21.23), ("2024-02-29", 21.22), ("2024-03-09", 21.22),
           ("2024-03-01", 21.21), ("2024-03-10", 21.21), ("2024-02-28", 21.20)]
    t2 = f"""# Daily Sea Surface Temperature

**World (60°S–60°N, 0–360°E)** · Dataset: NOAA Optimum Interpolation SST (OISST) v2.1 · 0.25° grid

Data updated: 2025-06-12 · Latest day: 2025-06-10

## Latest value

| Date | SST (°C) | Anomaly vs 1982–2011 (°C) | Anomaly vs 1991–2020 (°C) | Rank for date |
| --- | --- | --- | --- | --- |
| 2025-06-10 | 20.88 | +0.73 | +0.48 | 2nd (record: 2024, 21.02) |

## Highest daily values in the record (1981-09-01 to present)

{table(["Rank", "Date", "SST (°C)"], [[i, d, f"{v:.2f}"] for i, (d, v) in enumerate(top, 1)])}

## Annual maximum by year

| Year | Max daily SST (°C) | Date |
| --- | --- | --- |
| 2021 | 20.85 | 2021-03-18 |
| 2022 | 20.89 | 2022-03-21 |
| 2023 | 21.10 | 2023-08-23 |
| 2024 | 21.24 | 2024-03-06 |
| 2025 (to date) | 21.00 | 2025-03-02 |

[Line chart] [Download JSON] · Climate Change Institute, University of Maine"""
    d3 = {"sst_record_oisst": "21.24 °C (70.23 °F) on 2024-03-06 — NOAA OISST v2.1 via Climate Reanalyzer, 60°S–60°N; 2023 peak 21.10 °C (2023-08-23)"}
    t4 = res(
        (c3s, "Surface air temperature for February 2024 | Copernicus", "The daily global SST continued to rise at the end of the month, reaching a new record of 21.09°C on 29 February ...", "Mar 7, 2024"),
        ("https://climate.copernicus.eu/copernicus-august-2023-hottest-month-record", "Copernicus: August 2023 was the hottest August on record", "The global daily SST reached a record 20.98°C on 24 August 2023 ...", "Sep 6, 2023"),
        ("https://climate.copernicus.eu/global-climate-highlights-2024", "Global Climate Highlights 2024 | Copernicus", "The annual average SST over the extra-polar ocean reached a record 20.87°C in 2024 ...", "Jan 10, 2025"),
        ("https://www.reuters.com/business/environment/world-oceans-record-hot-february-2024-03-07/", "World's oceans hit record temperature in February, EU monitor says - Reuters", "Copernicus said the average SST for the month was 21.06C ...", "Mar 7, 2024"),
        ("https://pulse.climate.copernicus.eu/", "Climate Pulse | Copernicus", "Near-real-time global surface air temperature and sea surface temperature from ERA5 ...", "N/A"),
        ("https://www.theguardian.com/environment/2024/mar/07/february-warmest-on-record-copernicus", "February was warmest on record, Copernicus says | The Guardian", "Sea surface temperatures hit the highest level for any month ...", "Mar 7, 2024"),
    )
    t5 = """# Surface air temperature for February 2024

*Copernicus Climate Change Service (C3S) · Monthly climate bulletin · Published 7 March 2024*

## Highlights

- February 2024 was warmer globally than any previous February in the ERA5 data record, with an average surface air temperature of 13.54°C, 0.81°C above the 1991–2020 average.
- This is the ninth month in a row that is the warmest in the record for the respective month of the year.
- The average global sea surface temperature (SST) for February 2024 over 60°S–60°N was **21.06°C**, the highest value for any month in the dataset, above the previous record of 20.98°C set in August 2023.
- The daily global SST continued to rise at the end of the month, reaching a new record of **21.09°C on 29 February**.

## Sea surface temperature

| Period | ERA5 SST, 60°S–60°N (°C) | Note |
| --- | --- | --- |
| August 2023 (monthly) | 20.98 | Previous monthly record |
| 24 August 2023 (daily) | 20.98 | Previous daily record |
| February 2024 (monthly) | 21.06 | Record for any month |
| 29 February 2024 (daily) | 21.09 | New daily record |

Values differ slightly from other datasets (e.g. NOAA OISST) because of differences in inputs, resolution and processing; ERA5 SSTs are from the HadISST2/OSTIA analyses used as reanalysis boundary conditions.

## Data
ERA5 daily and monthly averages are available through the Climate Pulse application and the Copernicus Climate Data Store."""
    d6 = {
        "sst_record_era5": "21.09 °C (69.96 °F) on 2024-02-29 — Copernicus ERA5, 60°S–60°N (monthly record Feb 2024: 21.06 °C / 69.91 °F)",
        "sst_dataset_note": "OISST and ERA5 records differ (~0.15 °C, different dates) due to dataset inputs/processing; both place the peak in Feb–Mar 2024",
    }
    turns = [
        (search("record global sea surface temperature daily 2024 Climate Reanalyzer 21.2"), t1),
        (extract(cr, "Highest daily world SST value in the record and its date"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("Copernicus ERA5 daily sea surface temperature record 21.09 February 2024"), t4),
        (extract(c3s, "ERA5 daily and monthly SST records with dates"), t5),
        (memory("add", dict=d6), added(*d6)),
        (memory("retrieve_all"), dump({**d3, **d6})),
    ]
    add(rs, "h43-search-09", turns, state)


# Indian monsoon rainfall (IMD, PIB, Down To Earth, memory): bad
def t10(rs: RowSet) -> None:
    state = ("Research task: summarise India's 2024 southwest monsoon outcome (all-India and regional rainfall, subdivisions in "
             "deficit) and IMD's forecast for the 2025 season.\nSession date: 2025-06-05\nSearch history: none\nMemory: empty")
    imd = "https://mausam.imd.gov.in/Forecast/marquee_data/End_of_season_2024_SW_Monsoon_press_release.pdf"
    pib = "https://pib.gov.in/PressReleasePage.aspx?PRID=2131866"
    dte = "https://www.downtoearth.org.in/climate-change/monsoon-2024-108-per-cent-but-east-and-northeast-left-dry"
    t1 = res(
        (imd, "End of Season Report: Southwest Monsoon 2024 - India Meteorological Department", "Rainfall over the country as a whole during the 2024 southwest monsoon season (June–September) was 108% of its Long Period Average (LPA) ...", "Oct 1, 2024"),
        ("https://www.thehindu.com/sci-tech/energy-and-environment/monsoon-2024-ends-with-108-rainfall-imd/article68706519.ece", "Monsoon 2024 ends with 8% surplus rainfall: IMD - The Hindu", "India received 934.8 mm of rainfall this monsoon season compared to the LPA of 868.6 mm, the highest since 2020 ...", "Oct 1, 2024"),
        ("https://indianexpress.com/article/india/monsoon-season-ends-above-normal-rainfall-9596241/", "Monsoon season ends with 'above normal' rainfall; east, northeast in deficit - Indian Express", "Central India recorded 119% and south peninsula 114% of normal rain, while east and northeast India received 86% ...", "Oct 1, 2024"),
        ("https://www.downtoearth.org.in/climate-change/monsoon-2024-108-per-cent-but-east-and-northeast-left-dry", "Monsoon 2024: 108 per cent, but east and northeast left dry - Down To Earth", "Despite the surplus, Bihar, Arunachal Pradesh and parts of the Northeast ended the season with a deficit ...", "Oct 3, 2024"),
        ("https://en.wikipedia.org/wiki/2024_North_Indian_Ocean_monsoon_season", "2024 monsoon season in India - Wikipedia", "The 2024 southwest monsoon set in over Kerala on 30 May ...", "N/A"),
        ("https://www.reuters.com/world/india/india-monsoon-rains-8-above-average-2024-2024-09-30/", "India's monsoon rains 8% above average in 2024, highest in four years - Reuters", "Above-average rains help summer-sown crops and replenish reservoirs ...", "Sep 30, 2024"),
        ("https://mausam.imd.gov.in/responsive/rainfallinformation.php", "Rainfall Information - IMD", "Sub-division wise cumulative rainfall, departures and categories ...", "N/A"),
        ("https://www.reddit.com/r/india/comments/1ftq0d9/monsoon_2024_ends_with_108_of_lpa/", "Monsoon 2024 ends with 108% of LPA : r/india", "Good year for kharif overall, but Bihar got hammered by deficit ...", "Oct 1, 2024"),
    )
    regions = [("All India", 868.6, 934.8, 108), ("Northwest India", 587.6, 630.2, 107), ("Central India", 978.0, 1162.3, 119),
               ("South Peninsula", 716.2, 817.1, 114), ("East & Northeast India", 1367.3, 1175.9, 86)]
    months = [("June", 165.3, 147.2, 89), ("July", 280.5, 305.8, 109), ("August", 254.9, 293.2, 115), ("September", 167.9, 188.6, 112)]
    intro = """# End of Season Report: Southwest Monsoon 2024

**Government of India · Ministry of Earth Sciences · India Meteorological Department**
Press Release · New Delhi · 1 October 2024"""
    cats = """| Category (departure from LPA) | No. of subdivisions |
| --- | --- |
| Large Excess (≥ +60%) | 2 |
| Excess (+20% to +59%) | 10 |
| Normal (−19% to +19%) | {n} |
| Deficient (−20% to −59%) | {d} |
| Large Deficient (−60% to −99%) | 0 |
| Total | 36 |"""
    t2 = f"""{intro}

## Highlights

1. Rainfall over the country as a whole during the 2024 southwest monsoon season (June–September) was **934.8 mm, 108% of its Long Period Average (LPA) of 868.6 mm** (LPA based on 1971–2020).
2. Seasonal rainfall was 107% of LPA over Northwest India, 119% over Central India, 114% over South Peninsula and 86% over East & Northeast India.
3. Monthly rainfall over the country was 89% of LPA in June, 109% in July, 115% in August and 112% in September.
4. Of the 36 meteorological subdivisions, 33 (constituting 89% of the country's area) received normal or above-normal rainfall and 3 (11% of the area) received deficient rainfall: Arunachal Pradesh; Nagaland, Manipur, Mizoram & Tripura; and Bihar.

## Region-wise rainfall (mm)

{table(["Region", "LPA", "Actual", "% of LPA"], [[r, f"{a:.1f}", f"{b:.1f}", c] for r, a, b, c in regions])}

## Month-wise rainfall, all India (mm)

{table(["Month", "LPA", "Actual", "% of LPA"], [[m, f"{a:.1f}", f"{b:.1f}", c] for m, a, b, c in months])}

## Subdivision-wise distribution

{cats.format(n=21, d=3)}

## Onset and withdrawal

The monsoon set in over Kerala on 30 May, covered the entire country on 2 July (six days ahead of the normal date of 8 July), and began withdrawing from west Rajasthan on 23 September."""
    d3 = {
        "imd2024_season": "934.8 mm = 108% of LPA (868.6 mm, 1971–2020 base); June 89%, Jul 109%, Aug 115%, Sep 112%",
        "imd2024_regions": "NW 107%, Central 119%, South Peninsula 114%, East & NE 86%",
        "imd2024_subdivisions": "36 subdivisions: 2 large excess, 10 excess, 21 normal, 3 deficient (Arunachal Pradesh; NMMT; Bihar)",
    }
    t4 = res(
        (pib, "IMD's Updated Long Range Forecast for Southwest Monsoon 2025 - PIB", "Monsoon seasonal rainfall over the country as a whole is most likely to be above normal (>104% of LPA). Quantitatively 106% of LPA with a model error of ±4% ...", "May 27, 2025"),
        ("https://www.thehindu.com/news/national/imd-raises-monsoon-forecast-to-106-lpa-2025/article69624127.ece", "IMD raises 2025 monsoon forecast to 106% of LPA - The Hindu", "June rainfall also forecast above normal, at more than 108% of LPA ...", "May 27, 2025"),
        ("https://mausam.imd.gov.in/Forecast/marquee_data/Press_release_LRF_April_2025.pdf", "Long Range Forecast for the 2025 Southwest Monsoon Season - IMD (April)", "Above normal rainfall, 105% of LPA ±5% ...", "Apr 15, 2025"),
        ("https://www.reuters.com/world/india/monsoon-hits-kerala-earliest-since-2009-2025-05-24/", "Monsoon hits India's Kerala coast, earliest since 2009 - Reuters", "The monsoon arrived on May 24, eight days ahead of the usual June 1 date ...", "May 24, 2025"),
        ("https://www.downtoearth.org.in/climate-change/imd-2025-monsoon-forecast-above-normal", "IMD forecasts above-normal monsoon for 2025 - Down To Earth", "Neutral ENSO and IOD conditions likely to persist through the season ...", "May 28, 2025"),
        ("https://indianexpress.com/article/explained/imd-monsoon-forecast-2025-explained-10032715/", "IMD monsoon forecast 2025: what 106% of LPA means - Indian Express", "The LPA of 87 cm is the average rainfall from 1971 to 2020 ...", "May 28, 2025"),
    )
    t5 = """# IMD's Updated Long Range Forecast for Southwest Monsoon 2025

*Ministry of Earth Sciences · Press Information Bureau · 27 May 2025, 14:32 IST*

## Highlights

a) Southwest monsoon seasonal (June to September) rainfall over the country as a whole is most likely to be **above normal (>104% of the Long Period Average)**. Quantitatively, it is likely to be **106% of the LPA with a model error of ±4%**. The LPA of seasonal rainfall over the country as a whole for the period 1971–2020 is 87 cm.

b) Region-wise, seasonal rainfall is most likely to be above normal over Central India and South Peninsula India (>106% of LPA), normal over Northwest India (92–108% of LPA) and below normal over Northeast India (<94% of LPA).

c) Monsoon rainfall over the Monsoon Core Zone, which consists of most of the rainfed agricultural areas, is most likely to be above normal (>106% of LPA).

d) Rainfall over the country as a whole in June 2025 is most likely to be above normal (>108% of LPA).

e) Neutral ENSO conditions prevail over the equatorial Pacific and are likely to continue during the season; neutral IOD conditions are likely to continue.

## Probabilistic forecast — country as a whole

| Category | Rainfall range (% of LPA) | Forecast probability (%) | Climatological probability (%) |
| --- | --- | --- | --- |
| Deficient | < 90 | 2 | 16 |
| Below normal | 90 – 95 | 5 | 17 |
| Normal | 96 – 104 | 26 | 33 |
| Above normal | 105 – 110 | 37 | 16 |
| Excess | > 110 | 30 | 17 |

The monsoon set in over Kerala on 24 May 2025, eight days before the normal date of 1 June."""
    d6 = {"imd2025_forecast": "Updated LRF 27 May 2025: 106% of LPA ±4% (above normal); June >108% of LPA; April LRF was 105% ±5%"}
    t7 = res(
        (dte, "Monsoon 2024: 108 per cent, but east and northeast left dry - Down To Earth", "Despite the surplus, Bihar, Arunachal Pradesh and parts of the Northeast ended the season with a deficit ...", "Oct 3, 2024"),
        ("https://www.hindustantimes.com/india-news/bihar-monsoon-deficit-2024-101727890112233.html", "Bihar ends monsoon with 25% deficit, kharif sowing hit - Hindustan Times", "Bihar received 745 mm of rain against a normal of 992 mm ...", "Oct 2, 2024"),
        ("https://mausam.imd.gov.in/responsive/rainfallinformation.php", "Rainfall Information - IMD", "Sub-division wise cumulative rainfall, departures and categories ...", "N/A"),
        ("https://www.eastmojo.com/news/2024/10/01/northeast-records-deficient-monsoon-2024/", "Northeast records deficient monsoon for fifth year running - EastMojo", "Arunachal Pradesh recorded a 32% deficit ...", "Oct 1, 2024"),
        ("https://www.thehindubusinessline.com/economy/agri-business/east-india-monsoon-deficit-2024/article68710023.ece", "East India's monsoon deficit a worry for rice output - BusinessLine", "Jharkhand and Gangetic West Bengal recovered late in the season ...", "Oct 2, 2024"),
    )
    t8 = """# Monsoon 2024: 108 per cent, but east and northeast left dry

*Down To Earth · Akshit Sangomla · Published: Thursday 03 October 2024*

The 2024 southwest monsoon ended with 108 per cent of its long period average, the best season since 2020. But the headline figure hides a stark regional divide.

East and northeast India, one of the wettest regions of the country, received only 86 per cent of its normal rainfall. This is the fifth consecutive year of below-normal rain in the region.

## Where the deficit was

| Subdivision | Actual (mm) | Normal (mm) | Departure |
| --- | --- | --- | --- |
| Bihar | 745.0 | 992.2 | −25% |
| Arunachal Pradesh | 1,148.6 | 1,689.0 | −32% |
| Nagaland, Manipur, Mizoram & Tripura | 1,037.4 | 1,305.1 | −21% |
| Assam & Meghalaya | 1,395.2 | 1,660.4 | −16% |
| Jharkhand | 928.8 | 1,023.6 | −9% |

Assam & Meghalaya and Jharkhand stayed within the normal band despite their shortfalls.

## Why

Experts point to the southward position of the monsoon trough for much of July and August, which pulled rain-bearing systems over central India and away from the Gangetic plains. Several low-pressure systems tracked west-northwest over Madhya Pradesh and Rajasthan.

> "The monsoon was generous to central India and the peninsula. The east has now had five weak seasons in a row," said an IMD scientist.

## Impact

Rice transplanting in Bihar was delayed by two to three weeks in several districts, while reservoirs in central India ended the season well above their 10-year average storage."""
    t9 = f"""{intro}

## Subdivision-wise distribution

{cats.format(n=20, d=4)}

Large excess: Saurashtra & Kutch; West Rajasthan. Large deficient: none.

## Cumulative rainfall map

Subdivision-wise seasonal rainfall (1 June – 30 September 2024) is shown in Annexure I, and district-wise rainfall in Annexure II: of 718 districts with data, 11% received large excess, 23% excess, 45% normal, 20% deficient and 1% large deficient rainfall."""
    upd = "Updated LRF 27 May 2025: 106% of LPA ±4% (above normal); June >108% of LPA; April LRF was 105% ±5%; onset over Kerala 24 May 2025 (8 days early)"
    turns = [
        (search("IMD southwest monsoon 2024 end of season rainfall 108% LPA"), t1),
        (extract(imd, "All-India, regional and monthly rainfall and subdivision categories"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("IMD 2025 monsoon updated long range forecast 106% LPA"), t4),
        (extract(pib, "2025 seasonal forecast figure and June forecast"), t5),
        (memory("add", dict=d6), added(*d6)),
        (search("2024 monsoon deficient subdivisions east northeast India Bihar"), t7),
        (extract(dte, "Which subdivisions ended 2024 in deficit and by how much"), t8),
        (extract(imd, "Subdivision category counts and district-wise distribution"), t9),
        (memory("update", dict={"imd2025_forecast": upd}), updated("imd2025_forecast")),
        (memory("retrieve", key_list=["imd2024_season", "imd2025_forecast"]), dump({"imd2024_season": d3["imd2024_season"], "imd2025_forecast": upd})),
    ]
    add(rs, "h43-search-10", turns, state, 9, "subdivision category counts on the re-read IMD report shift (21 normal/3 deficient to 20/4)")


# US tornado counts (SPC storm reports, NWS, memory): clean
def t11(rs: RowSet) -> None:
    state = ("Research task: give the 2024 U.S. preliminary tornado count and how it ranks, and track today's preliminary "
             "tornado reports during the ongoing outbreak.\nSession date: 2025-03-15, 23:35 UTC\nSearch history: none\nMemory: empty")
    wcm = "https://www.spc.noaa.gov/wcm/"
    today = "https://www.spc.noaa.gov/climo/reports/today.html"
    t1 = res(
        ("https://www.spc.noaa.gov/climo/online/monthly/newm.html", "Storm Prediction Center: Preliminary Monthly Tornado Statistics", "Preliminary tornado reports by month, 2024 and previous years, with inflation-adjusted estimates ...", "N/A"),
        (wcm, "SPC WCM Page - Severe Weather Climatology", "Annual U.S. killer tornado statistics, preliminary counts, and tornado database files ...", "N/A"),
        ("https://www.ncei.noaa.gov/access/monitoring/monthly-report/tornadoes/202413", "Tornadoes - Annual 2024 | National Centers for Environmental Information", "The preliminary 2024 tornado count of 1,796 is the second highest on record, behind 2004 ...", "Jan 10, 2025"),
        ("https://www.washingtonpost.com/weather/2025/01/02/tornado-count-2024-second-most/", "2024 had the second-most tornadoes on record in the U.S. - The Washington Post", "Only 2004, with 1,817, had more, according to preliminary data ...", "Jan 2, 2025"),
        ("https://www.weather.gov/news/2024-tornado-season-review", "2024 in review: a very active tornado year | National Weather Service", "May 2024 alone produced more than 500 tornado reports ...", "Dec 30, 2024"),
        ("https://www.accuweather.com/en/severe-weather/2024-tornado-count/1723302", "2024 ends as one of the busiest years for tornadoes - AccuWeather", "The count ran well above average from April through July ...", "Dec 31, 2024"),
        ("https://www.reddit.com/r/tornado/comments/1hr4xq8/2024_prelim_tornado_count/", "2024 prelim tornado count finishes at 1796 : r/tornado", "Second only to 2004. Crazy year ...", "Jan 1, 2025"),
        ("https://www.spc.noaa.gov/climo/torn/STATIJ24.txt", "2024 Tornado Statistics by State - SPC", "Preliminary 2024 tornado reports by state ...", "N/A"),
    )
    months = [("Jan", 40), ("Feb", 60), ("Mar", 112), ("Apr", 302), ("May", 528), ("Jun", 185), ("Jul", 183), ("Aug", 95),
              ("Sep", 72), ("Oct", 28), ("Nov", 70), ("Dec", 121)]
    tot = sum(v for _, v in months)
    t2 = f"""# Storm Prediction Center — Preliminary Tornado Reports

*Preliminary local storm reports, adjusted for duplicate reports where possible. Final counts are published in the Storm Data database roughly 3–6 months after year end.*

## 2024 by month

{table(["Month", "Preliminary reports"], [[m, v] for m, v in months] + [["**Total**", f"**{tot:,}**"]])}

## Highest annual counts (final data except 2024)

| Rank | Year | Tornadoes |
| --- | --- | --- |
| 1 | 2004 | 1,817 |
| 2 | 2024 | {tot:,} (preliminary) |
| 3 | 2011 | 1,691 |
| 4 | 2008 | 1,689 |
| 5 | 2019 | 1,517 |

## 2025 year to date

Preliminary tornado reports 1 Jan – 14 Mar 2025 (through 15/12Z): **263**. Three-year average for the same period: 189.

Updated: 03/15/2025 1305 UTC"""
    d3 = {"tornado_2024_prelim": f"{tot:,} preliminary tornado reports in 2024 — 2nd highest on record after 2004 (1,817); May 2024: 528",
          "tornado_2025_ytd": "263 preliminary reports 1 Jan – 14 Mar 2025 (through 15/12Z)"}
    # time UTC, location, county, state, lat, lon, comments
    rep = [
        ("1605", "3 W Tylertown", "Walthall", "MS", "31.12", "-90.20", "Tornado confirmed by NWS Jackson storm survey team. (JAN)"),
        ("1648", "2 NE Monticello", "Lawrence", "MS", "31.57", "-90.08", "Trees and power lines down along Highway 27. (JAN)"),
        ("1712", "1 S Prentiss", "Jefferson Davis", "MS", "31.58", "-89.87", "Roof damage to several homes. Debris signature on radar. (JAN)"),
        ("1740", "4 SW Mendenhall", "Simpson", "MS", "31.93", "-89.92", "Law enforcement reports tornado on the ground. (JAN)"),
        ("1803", "2 NW Raleigh", "Smith", "MS", "32.06", "-89.55", "Multiple mobile homes destroyed. (JAN)"),
        ("1831", "5 S Bay Springs", "Jasper", "MS", "31.90", "-89.28", "Trained spotter observed tornado. (JAN)"),
        ("1904", "3 E Louin", "Jasper", "MS", "32.07", "-89.21", "Debris falling reported via social media. (JAN)"),
        ("1942", "1 N Quitman", "Clarke", "MS", "32.05", "-88.73", "Significant structural damage reported by EM. (JAN)"),
        ("2015", "4 SE Butler", "Choctaw", "AL", "32.05", "-88.17", "Tornado crossed AL-17. (BMX)"),
        ("2051", "2 W Thomasville", "Clarke", "AL", "31.91", "-87.77", "Public reports tornado with damage. (MOB)"),
        ("2126", "3 NE Camden", "Wilcox", "AL", "32.02", "-87.25", "Numerous trees down, tornado observed by fire department. (BMX)"),
        ("2208", "2 SW Selma", "Dallas", "AL", "32.38", "-87.05", "Damage to businesses along US-80. (BMX)"),
        ("2244", "5 N Prattville", "Autauga", "AL", "32.53", "-86.47", "Emergency manager reports tornado. (BMX)"),
        ("2317", "1 S Wetumpka", "Elmore", "AL", "32.52", "-86.21", "Radar-confirmed tornado with debris signature. (BMX)"),
    ]
    new = [
        ("2338", "3 NW Tallassee", "Elmore", "AL", "32.57", "-85.93", "Trees down and homes damaged. (BMX)"),
        ("2352", "2 E Dadeville", "Tallapoosa", "AL", "32.83", "-85.73", "Tornado reported by law enforcement. (BMX)"),
        ("0004", "4 SW LaFayette", "Chambers", "AL", "32.85", "-85.45", "Debris lofted to 20 kft on KMXX radar. (BMX)"),
    ]

    def reports(rows: list[tuple[str, ...]], upd: str, wind: int, hail: int) -> str:
        body = table(["Time", "F_Scale", "Location", "County", "State", "Lat", "Lon", "Comments"], [[t, "UNK", loc, c, s, la, lo, cm] for t, loc, c, s, la, lo, cm in rows])
        return f"""# Storm Prediction Center — Today's Storm Reports (250315 1200 UTC – 250316 1159 UTC)

*Reports are preliminary and unverified. Times are UTC.*

Last update: {upd} · Tornado reports: **{len(rows)}** · Wind reports: **{wind}** · Hail reports: **{hail}**

## Tornado reports ({len(rows)})

{body}

[Wind reports] [Hail reports] [Download CSV] [KML]"""
    t4 = reports(rep, "2331 UTC", 187, 63)
    t5 = res(
        ("https://www.weather.gov/jan/", "National Weather Service Jackson, MS", "Storm survey teams will be deployed Sunday to Walthall, Lawrence, Jefferson Davis, Simpson, Smith, Jasper and Clarke counties ...", "N/A"),
        ("https://www.clarionledger.com/story/news/2025/03/15/mississippi-tornadoes-live-updates/82456101007/", "Mississippi tornadoes live updates: damage reported across south Mississippi - Clarion Ledger", "Tornadoes tore through several counties Saturday afternoon; Gov. Tate Reeves declared a state of emergency ...", "Mar 15, 2025"),
        ("https://www.al.com/weather/2025/03/tornado-warnings-central-alabama-saturday.html", "Live: tornado warnings across central Alabama Saturday night - al.com", "A tornado emergency was not issued, but confirmed tornadoes crossed Dallas, Autauga and Elmore counties ...", "Mar 15, 2025"),
        ("https://www.spc.noaa.gov/products/outlook/day1otlk.html", "SPC Day 1 Convective Outlook", "High Risk of severe thunderstorms for parts of Mississippi and Alabama ...", "Mar 15, 2025"),
        ("https://www.weather.gov/bmx/", "National Weather Service Birmingham, AL", "Tornado Watch 47 in effect until 3 AM CDT ...", "N/A"),
        ("https://www.cnn.com/weather/live-news/tornado-severe-storms-south-03-15-25", "Live updates: Deadly tornado outbreak slams the South - CNN", "At least a dozen tornadoes were reported in Mississippi and Alabama on Saturday ...", "Mar 15, 2025"),
    )
    t6 = reports(rep + new, "0007 UTC", 203, 66)
    d7 = {"spc_today_250315": "17 preliminary tornado reports (MS 8, AL 9) as of 0007 UTC 16 Mar; wind 203, hail 66 — convective day runs to 16/1159 UTC, count still rising"}
    turns = [
        (search("2024 preliminary tornado count United States SPC second highest"), t1),
        (extract(wcm, "2024 preliminary tornado count by month and historical ranking"), t2),
        (memory("add", dict=d3), added(*d3)),
        (extract(today, "Number of tornado reports so far today and where"), t4),
        (search("NWS Jackson Birmingham tornado damage survey March 15 2025"), t5),
        (extract(today, "Updated tornado report count and any new locations"), t6),
        (memory("add", dict=d7), added(*d7)),
        (memory("retrieve_all"), dump({**d3, **d7})),
    ]
    add(rs, "h43-search-11", turns, state)


# Longest cable-stayed bridge spans (Wikipedia list, news, memory): bad
def t12(rs: RowSet) -> None:
    state = ("Research task: list the five longest cable-stayed bridge main spans in the world and check the status of the "
             "Changtai Yangtze River Bridge.\nSession date: 2025-09-02\nSearch history: none\nMemory: empty")
    wl = "https://en.wikipedia.org/wiki/List_of_longest_cable-stayed_bridge_spans"
    t1 = res(
        (wl, "List of longest cable-stayed bridge spans - Wikipedia", "This list ranks cable-stayed bridges by the length of their main span ... Changtai Yangtze River Bridge 1,208 m; Russky Bridge 1,104 m; Hutong Yangtze River Bridge 1,092 m ...", "N/A"),
        ("https://highestbridges.com/wiki/index.php?title=List_of_Longest_Cable-Stayed_Bridge_Spans", "List of Longest Cable-Stayed Bridge Spans - HighestBridges.com", "The 100 longest cable-stayed spans completed or under construction ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Russky_Bridge", "Russky Bridge - Wikipedia", "Russky Bridge in Vladivostok has a central span of 1,104 m and was the longest cable-stayed span from 2012 ...", "N/A"),
        ("https://www.globaltimes.cn/page/202410/1321567.shtml", "World's longest-span cable-stayed bridge closes main span in Jiangsu - Global Times", "The Changtai Yangtze River Bridge, with a main span of 1,208 meters, completed closure of its main span ...", "Oct 2024"),
        ("https://www.newcivilengineer.com/latest/sutong-to-changtai-the-rise-of-chinas-cable-stayed-giants-12-03-2025/", "From Sutong to Changtai: the rise of China's cable-stayed giants - New Civil Engineer", "Sutong's 1,088 m span was a world record in 2008 ...", "Mar 12, 2025"),
        ("https://en.wikipedia.org/wiki/Hutong_Yangtze_River_Bridge", "Hutong Yangtze River Bridge - Wikipedia", "Road-rail cable-stayed bridge with a main span of 1,092 m, opened 1 July 2020 ...", "N/A"),
        ("https://www.reddit.com/r/bridgeporn/comments/1fxm0k2/changtai_yangtze_river_bridge_main_span_closed/", "Changtai Yangtze River Bridge main span closed : r/bridgeporn", "1208 m, the first cable-stayed span over 1.2 km ...", "Oct 2024"),
        ("https://en.wikipedia.org/wiki/Stonecutters_Bridge", "Stonecutters Bridge - Wikipedia", "Stonecutters Bridge in Hong Kong has a main span of 1,018 m ...", "N/A"),
    )
    # rank, name, span m, location, country, year
    bridges = [
        ("Changtai Yangtze River Bridge", 1208, "Changzhou–Taizhou, Jiangsu", "China", "2025†"),
        ("Russky Bridge", 1104, "Vladivostok", "Russia", "2012"),
        ("Hutong Yangtze River Bridge", 1092, "Nantong–Zhangjiagang, Jiangsu", "China", "2020"),
        ("Sutong Yangtze River Bridge", 1088, "Nantong–Suzhou, Jiangsu", "China", "2008"),
        ("Stonecutters Bridge", 1018, "Hong Kong", "China", "2009"),
        ("Qingshan Yangtze River Bridge", 938, "Wuhan, Hubei", "China", "2020"),
        ("Edong Yangtze River Bridge", 926, "Huangshi, Hubei", "China", "2010"),
        ("Jiayu Yangtze River Bridge", 920, "Jiayu, Hubei", "China", "2019"),
        ("Tatara Bridge", 890, "Onomichi–Imabari", "Japan", "1999"),
        ("Pont de Normandie", 856, "Le Havre–Honfleur", "France", "1995"),
        ("Chizhou Yangtze River Bridge", 828, "Chizhou, Anhui", "China", "2019"),
        ("Jiujiang Fuyin Expressway Yangtze River Bridge", 818, "Jiujiang, Jiangxi", "China", "2013"),
        ("Jingyue Yangtze River Bridge", 816, "Jianli–Yueyang", "China", "2010"),
        ("Incheon Bridge", 800, "Incheon", "South Korea", "2009"),
    ]

    def rows(flt: Any = None) -> str:
        out = [[i, n, f"{s:,} m ({s * 3.28084:,.0f} ft)", loc, c, y] for i, (n, s, loc, c, y) in enumerate(bridges, 1) if flt is None or flt(c, y)]
        return table(["Rank", "Bridge", "Main span", "Location", "Country", "Completed"], out)
    foot = "This page was last edited on {}.\n\nRetrieved from \"https://en.wikipedia.org/w/index.php?title=List_of_longest_cable-stayed_bridge_spans&oldid={}\""
    t2 = f"""Jump to content

From Wikipedia, the free encyclopedia

This **list of longest cable-stayed bridge spans** ranks the world's cable-stayed bridges by the length of their main span, i.e. the distance between the towers. Only bridges that are completed or whose main span has been closed are ranked.

## Completed and structurally closed spans

{rows()}

† Main span closed in October 2024; opening to traffic scheduled for late 2025.

## Records over time

The record for the longest cable-stayed span passed from Pont de Normandie (856 m, 1995) to Tatara Bridge (890 m, 1999), Sutong (1,088 m, 2008), Russky (1,104 m, 2012) and Changtai (1,208 m, span closed 2024).

## See also
- List of longest suspension bridge spans
- List of longest arch bridge spans

{foot.format("14 August 2025, at 06:21 (UTC)", "1305882147")}"""
    d3 = {"cable_stayed_top5": "1 Changtai Yangtze River Bridge 1,208 m (CHN, span closed Oct 2024, opening late 2025); 2 Russky 1,104 m (RUS, 2012); 3 Hutong 1,092 m (CHN, 2020); 4 Sutong 1,088 m (CHN, 2008); 5 Stonecutters 1,018 m (HK, 2009)"}
    t4 = res(
        ("https://www.globaltimes.cn/page/202410/1321567.shtml", "World's longest-span cable-stayed bridge closes main span in Jiangsu - Global Times", "The Changtai Yangtze River Bridge, with a main span of 1,208 meters, completed closure of its main span ...", "Oct 2024"),
        ("https://en.wikipedia.org/wiki/Changtai_Yangtze_River_Bridge", "Changtai Yangtze River Bridge - Wikipedia", "Road and rail cable-stayed bridge across the Yangtze between Changzhou and Taizhou ... main span 1,208 m; towers 352 m ...", "N/A"),
        ("https://www.chinadaily.com.cn/a/202508/18/WS68a2b9f1a310b236346f3c52.html", "Changtai Yangtze bridge enters final load testing - China Daily", "The road-rail bridge is expected to open to traffic by the end of the year ...", "Aug 18, 2025"),
        ("https://www.newcivilengineer.com/latest/sutong-to-changtai-the-rise-of-chinas-cable-stayed-giants-12-03-2025/", "From Sutong to Changtai: the rise of China's cable-stayed giants - New Civil Engineer", "Changtai carries a six-lane expressway, an intercity railway and a two-lane ordinary road ...", "Mar 12, 2025"),
        ("https://www.cccc-ltd.com/en/news/changtai-bridge-closure", "CCCC completes closure of Changtai Yangtze River Bridge main span", "China Communications Construction Company completed closure of the 1,208-metre main span ...", "Oct 2024"),
        ("https://www.youtube.com/watch?v=R3kFq8bT2mY", "Changtai Yangtze River Bridge - World's Longest Cable-Stayed Span (Drone 4K)", "Drone footage of the 1,208 m main span, August 2025 ...", "Aug 24, 2025"),
    )
    t5 = f"""Jump to content

From Wikipedia, the free encyclopedia

## Completed and structurally closed spans — China, completed after 2015

{rows(lambda c, y: c == "China" and int(y.rstrip("†")) > 2015)}

† Main span closed in October 2024; opening to traffic scheduled for late 2025.

{foot.format("29 July 2025, at 18:02 (UTC)", "1303117520")}"""
    turns = [
        (search("longest cable-stayed bridge main span world list 2025"), t1),
        (extract(wl, "Ranking of the longest cable-stayed main spans with year and country"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("Changtai Yangtze River Bridge 1208 m main span opening date"), t4),
        (extract(wl, "Only Chinese bridges completed after 2015"), t5),
        (memory("retrieve_all"), dump(d3)),
    ]
    add(rs, "h43-search-12", turns, state, 5, "re-read page's last-edited timestamp is earlier than the first read")


# Tallest towers and Jeddah Tower status (Wikipedia, CTBUH Skyscraper Center, memory): bad
def t13(rs: RowSet) -> None:
    state = ("Research task: list the world's tallest towers (free-standing, non-building) and report the current construction "
             "status of Jeddah Tower.\nSession date: 2025-08-05\nSearch history: none\nMemory: empty")
    wl = "https://en.wikipedia.org/wiki/List_of_tallest_towers"
    ctbuh = "https://www.skyscrapercenter.com/building/jeddah-tower/14349"
    t1 = res(
        (wl, "List of tallest towers - Wikipedia", "This list of tallest towers includes self-supporting towers that are not classed as buildings ... Tokyo Skytree 634 m, Canton Tower 604 m, CN Tower 553.3 m ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Tokyo_Skytree", "Tokyo Skytree - Wikipedia", "Broadcasting and observation tower in Sumida, Tokyo. At 634 m it is the tallest tower in the world ...", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/tallest-tower-(self-supporting)", "Tallest tower (self-supporting) | Guinness World Records", "The tallest self-supporting tower is Tokyo Skytree in Tokyo, Japan, at 634 m (2,080 ft) ...", "N/A"),
        ("https://www.cntower.ca/about-us/history", "History | CN Tower", "The CN Tower was the world's tallest free-standing structure for 32 years, until 2007 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Canton_Tower", "Canton Tower - Wikipedia", "Multi-purpose observation tower in Haizhu District, Guangzhou, 604 m tall, completed 2010 ...", "N/A"),
        ("https://www.statista.com/statistics/1353128/tallest-towers-world/", "Tallest towers in the world 2025 | Statista", "Height in meters of the tallest towers worldwide ...", "Feb 2025"),
        ("https://www.reddit.com/r/skyscrapers/comments/1c9ju5t/tallest_towers_not_buildings/", "Tallest towers (not buildings)? : r/skyscrapers", "Skytree, Canton, CN, Ostankino. Then it drops off to Oriental Pearl ...", "Apr 21, 2024"),
        ("https://www.skyscrapercenter.com/buildings?list=tallest100-telecom", "Tallest 100 Telecommunications / Observation Towers - The Skyscraper Center", "CTBUH list of the tallest towers, where less than 50% of height is occupiable ...", "N/A"),
    )
    towers = [
        ("Tokyo Skytree", 634.0, "Tokyo", "Japan", 2012),
        ("Canton Tower", 604.0, "Guangzhou", "China", 2010),
        ("CN Tower", 553.3, "Toronto", "Canada", 1976),
        ("Ostankino Tower", 540.1, "Moscow", "Russia", 1967),
        ("Oriental Pearl Tower", 468.0, "Shanghai", "China", 1994),
        ("Milad Tower", 435.0, "Tehran", "Iran", 2007),
        ("Kuala Lumpur Tower", 421.0, "Kuala Lumpur", "Malaysia", 1995),
        ("Tianjin Radio and Television Tower", 415.2, "Tianjin", "China", 1991),
        ("Central Radio & TV Tower", 405.0, "Beijing", "China", 1992),
        ("Zhongyuan Tower", 388.0, "Zhengzhou", "China", 2011),
        ("Tashkent Tower", 375.0, "Tashkent", "Uzbekistan", 1985),
        ("Liberation Tower", 372.0, "Kuwait City", "Kuwait", 1996),
        ("Riga Radio and TV Tower", 368.5, "Riga", "Latvia", 1986),
        ("Berliner Fernsehturm", 368.0, "Berlin", "Germany", 1969),
    ]
    t2 = f"""Jump to content

From Wikipedia, the free encyclopedia

This **list of tallest towers** includes self-supporting structures whose main purpose is broadcasting, telecommunication or observation and that are not classed as buildings (less than 50% of their height is usable floor space). Guyed masts and buildings such as the Burj Khalifa (828 m) are listed separately.

## Towers taller than 350 m

{table(["Rank", "Name", "Pinnacle height", "City", "Country", "Year"], [[i, n, f"{h:.1f} m ({h * 3.28084:,.0f} ft)", c, k, y] for i, (n, h, c, k, y) in enumerate(towers, 1)])}

## Timeline of tallest towers

- 1967–1976: Ostankino Tower, Moscow
- 1976–2010: CN Tower, Toronto (tallest free-standing structure until 2007)
- 2010–2011: Canton Tower, Guangzhou
- 2011–present: Tokyo Skytree

## See also
- List of tallest buildings
- List of tallest structures
- List of tallest guyed masts"""
    d3 = {"tallest_towers_top5": "Tokyo Skytree 634 m (2012); Canton Tower 604 m (2010); CN Tower 553.3 m (1976); Ostankino 540.1 m (1967); Oriental Pearl 468 m (1994)"}
    t4 = res(
        (ctbuh, "Jeddah Tower - The Skyscraper Center", "Jeddah Tower, Jeddah. Status: Under Construction. Height: 1,000+ m. Floors: 167. Completion: 2028 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Jeddah_Tower", "Jeddah Tower - Wikipedia", "Jeddah Tower is a skyscraper under construction in Jeddah, Saudi Arabia ... Construction was halted in 2018 and resumed in January 2025 ...", "N/A"),
        ("https://www.arabnews.com/node/2586431/business-economy", "Construction of Jeddah Tower resumes, completion targeted for 2028 - Arab News", "Jeddah Economic Co. said work on the kilometer-high tower restarted with Saudi Binladin Group as main contractor ...", "Jan 9, 2025"),
        ("https://www.constructionweekonline.com/projects-tenders/jeddah-tower-progress-2025", "Jeddah Tower: construction progress in 2025 - Construction Week", "Crews are adding floors at a rate of roughly one every three to four days ...", "Jun 30, 2025"),
        ("https://www.dezeen.com/2025/01/10/jeddah-tower-construction-restarts/", "Construction restarts on world's tallest skyscraper Jeddah Tower - Dezeen", "Designed by Adrian Smith + Gordon Gill Architecture, the tower is set to exceed 1,000 metres ...", "Jan 10, 2025"),
        ("https://www.reddit.com/r/skyscrapers/comments/1lo8h2u/jeddah_tower_july_2025_update/", "Jeddah Tower — July 2025 construction update : r/skyscrapers", "Core is climbing fast now, cranes back on top ...", "Jul 2025"),
    )
    head = """# Jeddah Tower

*The Skyscraper Center — The Global Tall Building Database of the CTBUH*

| | |
| --- | --- |
| Official Name | Jeddah Tower |
| Other Names | Kingdom Tower |
| Type | Building |
| Status | {status} |
| Country | Saudi Arabia |
| City | Jeddah |
| Function | Residential / Hotel / Office / Observation |
| Structural Material | All-Concrete |"""
    t5 = head.format(status="Under Construction") + """

## Construction timeline

| Milestone | Year |
| --- | --- |
| Proposed | 2008 |
| Construction Start | 2013 |
| Construction halted | 2018 |
| Construction resumed | 2025 |
| Completion (expected) | 2028 |

## Height

| | |
| --- | --- |
| Architectural | 1,000+ m / 3,281+ ft |
| Floors Above Ground | 167 |
| Floors Below Ground | 2 |

## Companies

| Role | Company |
| --- | --- |
| Owner / Developer | Jeddah Economic Company |
| Design Architect | Adrian Smith + Gordon Gill Architecture |
| Structural Engineer | Thornton Tomasetti |
| Main Contractor | Saudi Binladin Group |

Once completed, Jeddah Tower will be the world's tallest building, surpassing Burj Khalifa (828 m).

Data last updated: 12 June 2025"""
    d6 = {"jeddah_tower": "CTBUH status: Under Construction; 1,000+ m, 167 floors; started 2013, halted 2018, resumed 2025, expected completion 2028; contractor Saudi Binladin Group"}
    t7 = head.format(status="On Hold") + """

## Height

| | |
| --- | --- |
| Architectural | 1,000+ m / 3,281+ ft |
| Floors Above Ground | 167 |
| Floors Below Ground | 2 |
| Elevators | 59 |
| Top Elevator Speed | 10 m/s |

## Rankings

| Ranking | Position (on completion) |
| --- | --- |
| Tallest in the World | 1 |
| Tallest in Asia | 1 |
| Tallest in Saudi Arabia | 1 |
| Tallest All-Concrete | 1 |

Data last updated: 12 June 2025"""
    t8 = res(
        ("https://www.constructionweekonline.com/projects-tenders/jeddah-tower-progress-2025", "Jeddah Tower: construction progress in 2025 - Construction Week", "Crews are adding floors at a rate of roughly one every three to four days ...", "Jun 30, 2025"),
        ("https://www.arabnews.com/node/2586431/business-economy", "Construction of Jeddah Tower resumes, completion targeted for 2028 - Arab News", "Jeddah Economic Co. said work on the kilometer-high tower restarted with Saudi Binladin Group as main contractor ...", "Jan 9, 2025"),
        ("https://www.khaleejtimes.com/business/realty/jeddah-tower-80-floors", "Jeddah Tower passes 80 floors as work accelerates - Khaleej Times", "The tower, which had reached 63 floors when work stopped in 2018, has now passed the 80th floor ...", "Jul 22, 2025"),
        ("https://en.wikipedia.org/wiki/Jeddah_Tower", "Jeddah Tower - Wikipedia", "Jeddah Tower is a skyscraper under construction in Jeddah, Saudi Arabia ...", "N/A"),
        ("https://www.designboom.com/architecture/jeddah-tower-construction-update-2025/", "Jeddah Tower construction update: kilometer-tall skyscraper rises again - designboom", "Completion is planned for 2028 ...", "Aug 1, 2025"),
    )
    turns = [
        (search("tallest towers in the world list Tokyo Skytree Canton Tower CN Tower"), t1),
        (extract(wl, "Ranked list of the tallest towers with heights and years"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("Jeddah Tower construction status 2025 resumed completion date"), t4),
        (extract(ctbuh, "Current status and construction timeline"), t5),
        (memory("add", dict=d6), added(*d6)),
        (extract(ctbuh, "Height, floor count and ranking once complete"), t7),
        (search("Jeddah Tower floors completed 2025 progress 2028"), t8),
        (memory("retrieve_all"), dump({**d3, **d6})),
    ]
    add(rs, "h43-search-13", turns, state, 7, "building status on the same page flips from Under Construction to On Hold")


# Airport passenger rankings (ACI World, atl.com, memory): clean
def t14(rs: RowSet) -> None:
    state = ("Research task: give the world's ten busiest airports by total passengers in 2024, the exact 2024 total for the "
             "busiest one, and the top international-traffic airports.\nSession date: 2025-05-10\nSearch history: none\nMemory: empty")
    aci = "https://aci.aero/2025/04/14/aci-world-confirms-top-20-busiest-airports-in-the-world-2024/"
    atl = "https://www.atl.com/news/atl-remains-worlds-busiest-airport-2024/"
    t1 = res(
        (aci, "ACI World confirms top 20 busiest airports in the world (2024) - ACI World", "Hartsfield-Jackson Atlanta International Airport (ATL) remained the world's busiest airport with 108.1 million passengers, followed by Dubai (DXB) with 92.3 million ...", "Apr 14, 2025"),
        ("https://www.reuters.com/business/aerospace-defense/atlanta-tops-busiest-airport-list-2024-aci-2025-04-14/", "Atlanta remains world's busiest airport as global traffic tops 2019 - Reuters", "Global passenger traffic reached 9.4 billion in 2024, 2.7% above pre-pandemic levels ...", "Apr 14, 2025"),
        ("https://en.wikipedia.org/wiki/List_of_busiest_airports_by_passenger_traffic", "List of busiest airports by passenger traffic - Wikipedia", "Hartsfield–Jackson Atlanta International Airport has been the world's busiest airport every year since 1998, except 2020 ...", "N/A"),
        (atl, "ATL remains world's busiest airport - Hartsfield-Jackson Atlanta International Airport", "ATL welcomed 108,067,766 passengers in 2024 ...", "Apr 14, 2025"),
        ("https://www.cnn.com/travel/worlds-busiest-airports-2024-aci/index.html", "These are the world's busiest airports of 2024 - CNN", "Delhi and Shanghai Pudong join the top 10 for the first time ...", "Apr 15, 2025"),
        ("https://www.thenationalnews.com/business/aviation/2025/04/14/dubai-busiest-international-airport-2024/", "Dubai International retains title of world's busiest international airport - The National", "DXB handled 92.3 million passengers in 2024, all of them international ...", "Apr 14, 2025"),
        ("https://simpleflying.com/busiest-airports-world-2024-aci-ranking/", "The World's 10 Busiest Airports In 2024 - Simple Flying", "Dallas Fort Worth climbs to third ...", "Apr 16, 2025"),
        ("https://www.reddit.com/r/aviation/comments/1jz0d3p/aci_2024_busiest_airports/", "ACI 2024 busiest airports : r/aviation", "DFW at #3 is wild. DEN and ORD right behind ...", "Apr 14, 2025"),
    )
    top = [("ATL", "Atlanta, GA, US", 108.1, 3.3), ("DXB", "Dubai, AE", 92.3, 6.1), ("DFW", "Dallas/Fort Worth, TX, US", 87.8, 7.4),
           ("HND", "Tokyo, JP", 85.9, 8.0), ("LHR", "London, GB", 83.9, 5.9), ("DEN", "Denver, CO, US", 82.4, 5.7),
           ("IST", "Istanbul, TR", 80.1, 5.1), ("ORD", "Chicago, IL, US", 80.0, 8.3), ("DEL", "Delhi, IN", 77.8, 6.8),
           ("PVG", "Shanghai, CN", 76.8, 41.8)]
    intl = [("DXB", 92.3, 6.1), ("LHR", 79.2, 5.8), ("ICN", 70.7, 25.3), ("SIN", 67.1, 14.8), ("AMS", 66.8, 6.0),
            ("CDG", 65.1, 4.2), ("IST", 60.3, 6.9), ("FRA", 53.2, 3.1), ("HKG", 53.1, 34.2), ("DOH", 52.7, 14.8)]
    intro = """# ACI World confirms top 20 busiest airports in the world (2024)

*Montreal, Canada · 14 April 2025 · Press release*

Airports Council International (ACI) World today released its preliminary 2024 rankings. Global passenger traffic reached nearly 9.4 billion in 2024, up 8.4% year over year and 2.7% above 2019."""
    t2 = f"""{intro}

## Top 10 airports — total passengers (millions)

{table(["Rank", "Airport", "City", "Passengers (M)", "% change vs 2023"], [[i, a, c, f"{p:.1f}", f"{d:+.1f}%"] for i, (a, c, p, d) in enumerate(top, 1)])}

Atlanta (ATL) retains its position as the world's busiest airport, a position it has held every year since 1998 except 2020. Delhi (DEL) and Shanghai Pudong (PVG) enter the top 10 for the first time.

> "Our rankings show that the recovery is complete," said ACI World Director General Justin Erbacher.

*2024 results are preliminary and subject to change.*"""
    d3 = {"aci2024_top10": "ATL 108.1M, DXB 92.3M, DFW 87.8M, HND 85.9M, LHR 83.9M, DEN 82.4M, IST 80.1M, ORD 80.0M, DEL 77.8M, PVG 76.8M (ACI preliminary)"}
    t4 = res(
        (atl, "ATL remains world's busiest airport - Hartsfield-Jackson Atlanta International Airport", "ATL welcomed 108,067,766 passengers in 2024 ...", "Apr 14, 2025"),
        ("https://www.ajc.com/news/business/atlanta-airport-2024-passenger-count-108-million/", "Atlanta airport tops 108 million passengers in 2024 - AJC", "The count is the airport's highest since 2019, when it handled a record 110.5 million passengers ...", "Feb 3, 2025"),
        ("https://www.atl.com/business-information/statistics/", "Statistics | Hartsfield-Jackson Atlanta International Airport", "Monthly and annual passenger, cargo and operations statistics ...", "N/A"),
        ("https://www.11alive.com/article/travel/atlanta-airport-busiest-world-2024/85-5f1b2c", "Hartsfield-Jackson is world's busiest airport again - 11Alive", "Airport officials credited Delta's hub operations ...", "Apr 14, 2025"),
        ("https://en.wikipedia.org/wiki/Hartsfield%E2%80%93Jackson_Atlanta_International_Airport", "Hartsfield–Jackson Atlanta International Airport - Wikipedia", "Passengers (2024): 108,067,766. Aircraft operations: 796,224 ...", "N/A"),
    )
    t5 = """# ATL remains world's busiest airport

*Hartsfield-Jackson Atlanta International Airport · Newsroom · April 14, 2025*

ATLANTA — Hartsfield-Jackson Atlanta International Airport has once again been named the world's busiest airport by Airports Council International (ACI) World, after welcoming **108,067,766 passengers** in 2024, a 3.3% increase over 2023.

| Metric | 2023 | 2024 | Change |
| --- | --- | --- | --- |
| Total passengers | 104,653,451 | 108,067,766 | +3.3% |
| Domestic passengers | 91,683,018 | 94,232,510 | +2.8% |
| International passengers | 12,970,433 | 13,835,256 | +6.7% |
| Aircraft operations | 775,818 | 796,224 | +2.6% |

> "Being recognized as the world's busiest airport again is a testament to our employees and partners," said General Manager Ricky D. Smith.

Delta Air Lines, headquartered in Atlanta, accounts for roughly three-quarters of passengers at ATL. The airport's previous record, 110.5 million passengers, was set in 2019.

Media contact: ATL Media Relations, 404-530-6600"""
    atl_exact = "ATL 108,067,766 passengers in 2024 (+3.3%; ACI rounds to 108.1M); 2019 record 110.5M"
    t7 = f"""{intro}

## Top 10 airports — international passengers (millions)

{table(["Rank", "Airport", "Passengers (M)", "% change vs 2023"], [[i, a, f"{p:.1f}", f"{d:+.1f}%"] for i, (a, p, d) in enumerate(intl, 1)])}

Dubai (DXB) remains the busiest airport for international travel for the eleventh consecutive year. All of DXB's traffic is international, so its international total equals its total passenger count.

*2024 results are preliminary and subject to change.*"""
    d8 = {"aci2024_intl_top5": "DXB 92.3M, LHR 79.2M, ICN 70.7M, SIN 67.1M, AMS 66.8M (international passengers; LHR total incl. domestic 83.9M)"}
    final = {**d3, "aci2024_atl_exact": atl_exact, **d8}
    turns = [
        (search("ACI World busiest airports 2024 preliminary ranking Atlanta Dubai"), t1),
        (extract(aci, "Top 10 airports by total passengers 2024 with growth"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("Hartsfield-Jackson 2024 passenger total exact 108 million"), t4),
        (extract(atl, "Exact 2024 passenger total and change from 2023"), t5),
        (memory("add", dict={"aci2024_atl_exact": atl_exact}), added("aci2024_atl_exact")),
        (extract(aci, "Top 10 airports by international passengers"), t7),
        (memory("add", dict=d8), added(*d8)),
    ]
    turns.append((memory("retrieve_all"), dump(final)))
    add(rs, "h43-search-14", turns, state)


# Satellite constellation counts (Jonathan McDowell's planet4589, Wikipedia, memory): clean
def t15(rs: RowSet) -> None:
    state = ("Research task: how many satellites do the large LEO broadband constellations (Starlink, OneWeb, Kuiper, Qianfan) "
             "have in orbit now?\nSession date: 2025-07-20\nSearch history: none\nMemory: empty")
    jm = "https://planet4589.org/space/con/star/stats.html"
    wk = "https://en.wikipedia.org/wiki/Project_Kuiper"
    ws = "https://en.wikipedia.org/wiki/Starlink"
    t1 = res(
        (jm, "Starlink Statistics - Jonathan's Space Pages", "Starlink launch statistics: total launched, in orbit, working, decaying, by satellite version. Updated regularly ...", "N/A"),
        (ws, "Starlink - Wikipedia", "Starlink is a satellite internet constellation operated by SpaceX ... As of July 2025, over 7,800 satellites are in orbit ...", "N/A"),
        ("https://www.space.com/spacex-starlink-satellites.html", "Starlink satellites: Facts, tracking and impact on astronomy - Space.com", "SpaceX has launched more than 9,000 Starlink satellites since 2019 ...", "Jul 2, 2025"),
        ("https://celestrak.org/NORAD/elements/table.php?GROUP=starlink", "CelesTrak: Starlink GP element sets", "Current orbital elements for all tracked Starlink objects ...", "N/A"),
        ("https://www.orbitingnow.com/", "Orbiting Now - active satellites by constellation", "Active satellites in orbit: 11,9xx total, Starlink ...", "N/A"),
        ("https://x.com/planet4589/status/1944512098765432112", "Jonathan McDowell on X", "Starlink status: 7,8xx working sats in orbit, ~100 more on the way down ...", "Jul 14, 2025"),
        ("https://www.reddit.com/r/Starlink/comments/1m0c2xq/how_many_starlink_satellites_are_in_orbit_now/", "How many Starlink satellites are in orbit now? : r/Starlink", "Check Jonathan McDowell's page, it's the most reliable count ...", "Jul 15, 2025"),
    )
    # version, launched, reentered, not operational (in orbit)
    ver = [("v0.9", 60, 60, 0), ("v1.0", 1665, 1089, 21), ("v1.5", 2738, 520, 38), ("v2 mini", 4600, 140, 31), ("v2 mini DTC", 657, 12, 4)]
    L = sum(v[1] for v in ver)
    R = sum(v[2] for v in ver)
    N = sum(v[3] for v in ver)
    t2 = f"""# Starlink Statistics

*Jonathan's Space Pages · Jonathan C. McDowell*

Statistics as of 2025 Jul 19 0400 UTC (after launch of Group 10-25)

## Summary

{table(["Version", "Launched", "Reentered", "In orbit", "Working", "Not working / deorbiting"], [[v, f"{a:,}", f"{b:,}", f"{a - b:,}", f"{a - b - c:,}", c] for v, a, b, c in ver] + [["**Total**", f"**{L:,}**", f"**{R:,}**", f"**{L - R:,}**", f"**{L - R - N:,}**", f"**{N}**"]])}

"Working" = in operational orbit or raising to it. "Not working" = failed, or being deliberately lowered for disposal.

## Notes

- v0.9: all 60 test satellites from 2019 have reentered.
- v1.0 satellites are being retired at roughly 30–50 per month.
- DTC = direct-to-cell satellites with the T-Mobile/partner payload.

[Launch list] [Orbital shells] [Reentry list] [Plot: satellites in orbit vs time]"""
    d3 = {"starlink": f"{L - R:,} in orbit, {L - R - N:,} working, {L:,} launched, {R:,} reentered (McDowell, 2025-07-19)"}
    t4 = res(
        (wk, "Project Kuiper - Wikipedia", "Project Kuiper is a satellite internet constellation by Amazon ... The first production batch of 27 satellites launched on 28 April 2025 on an Atlas V ...", "N/A"),
        ("https://www.aboutamazon.com/news/innovation-at-amazon/project-kuiper-falcon-9-launch-kf-01", "Project Kuiper mission updates: KF-01 - About Amazon", "24 Kuiper satellites launched on a SpaceX Falcon 9 from Cape Canaveral on July 16, bringing the total to 78 ...", "Jul 16, 2025"),
        ("https://spacenews.com/atlas-5-launches-second-batch-of-kuiper-satellites/", "Atlas 5 launches second batch of Kuiper satellites - SpaceNews", "ULA launched 27 Kuiper satellites on KA-02 on June 23 ...", "Jun 23, 2025"),
        ("https://www.ulalaunch.com/missions/atlas-v-kuiper-ka-01", "Atlas V Project Kuiper KA-01 | ULA", "Launch: April 28, 2025, 7:01 p.m. EDT, SLC-41 ...", "Apr 28, 2025"),
        ("https://www.theverge.com/news/amazon-kuiper-first-launch-atlas-v", "Amazon finally launches its first Kuiper internet satellites - The Verge", "27 satellites reached orbit; service expected to begin later in 2025 ...", "Apr 28, 2025"),
        ("https://www.fcc.gov/document/fcc-authorizes-kuiper-satellite-constellation", "FCC Authorizes Kuiper Satellite Constellation | FCC", "Half of the 3,236 satellites must be deployed by July 30, 2026 ...", "Jul 30, 2020"),
    )
    t5 = """Jump to content

From Wikipedia, the free encyclopedia

Satellite internet constellation by Amazon

| Project Kuiper | |
| --- | --- |
| Manufacturer | Amazon |
| Applications | Satellite internet |
| Constellation size | 3,236 (planned) |
| Orbit | LEO, 590–630 km |
| First launch | 6 October 2023 (prototypes) |

**Project Kuiper** is a satellite internet constellation being deployed by Amazon. The FCC authorised 3,236 satellites in 2020, with a condition that half be deployed by July 2026.

## Launches

| Mission | Date | Vehicle | Satellites | Outcome |
| --- | --- | --- | --- | --- |
| Protoflight | 6 October 2023 | Atlas V 501 | 2 (KuiperSat-1, -2) | Success; both deorbited after testing |
| KA-01 | 28 April 2025 | Atlas V 551 | 27 | Success |
| KA-02 | 23 June 2025 | Atlas V 551 | 27 | Success |
| KF-01 | 16 July 2025 | Falcon 9 Block 5 | 24 | Success |

As of July 2025, **78 production satellites** have been launched; both prototypes have been deorbited.

## Launch contracts

Amazon has purchased more than 80 launches from ULA (Atlas V and Vulcan Centaur), Arianespace (Ariane 6), Blue Origin (New Glenn) and SpaceX (Falcon 9)."""
    d6 = {"kuiper": "78 production satellites launched (KA-01 27 on 2025-04-28, KA-02 27 on 06-23, KF-01 24 on 07-16); 2 prototypes (Oct 2023) deorbited"}
    t7 = res(
        ("https://en.wikipedia.org/wiki/OneWeb", "Eutelsat OneWeb - Wikipedia", "The first-generation constellation of 648 satellites was completed in 2023; 654 satellites have been launched in total ...", "N/A"),
        ("https://www.eutelsat.com/en/news/press/oneweb-20th-launch.html", "Eutelsat OneWeb: 20 new satellites launched with SpaceX - Eutelsat", "The launch on 20 October 2024 reinforces the LEO constellation ...", "Oct 20, 2024"),
        ("https://en.wikipedia.org/wiki/Qianfan", "Qianfan - Wikipedia", "Qianfan (Thousand Sails), also called G60 Starlink, is a Chinese LEO constellation by Shanghai Spacecom Satellite Technology. 90 satellites were launched in five batches of 18 by January 2025 ...", "N/A"),
        ("https://spacenews.com/qianfan-megaconstellation-satellites-stranded/", "Several Qianfan satellites appear stranded after launch - SpaceNews", "Tracking data suggest a number of satellites from one batch failed to raise orbits ...", "Jan 2025"),
        ("https://www.scmp.com/news/china/science/article/3294412/china-launches-fifth-batch-qianfan-satellites", "China launches fifth batch of Qianfan internet satellites - SCMP", "A Long March 6A placed 18 satellites into polar orbit from Taiyuan ...", "Jan 23, 2025"),
        ("https://planet4589.org/space/con/conlist.html", "Satellite constellations - Jonathan's Space Pages", "Counts of satellites in orbit by constellation: Starlink, OneWeb, Qianfan, Guowang, Kuiper ...", "N/A"),
    )
    d8 = {
        "oneweb": "654 launched in total (Gen 1 of 648 completed 2023; 20 more on 2024-10-20)",
        "qianfan": "90 launched in five batches of 18 by Jan 2025; some reportedly stranded in low orbits",
    }
    t9 = """Jump to content

From Wikipedia, the free encyclopedia

Satellite internet constellation operated by SpaceX

| Starlink | |
| --- | --- |
| Operator | SpaceX |
| Constellation size | 12,000 approved; 34,400 further proposed |
| Satellites launched | more than 9,700 |
| Satellites in orbit | over 7,800 (July 2025) |
| Subscribers | more than 6 million (June 2025) |
| Orbit | LEO, 340–570 km |

**Starlink** is a satellite internet constellation operated by SpaceX, providing coverage to over 140 countries and territories.

## Constellation

As of July 2025, SpaceX had launched more than 9,700 Starlink satellites, of which over 7,800 remain in orbit. Astronomer Jonathan McDowell maintains detailed counts of launched, working and reentered satellites.

Launches occur several times a week, mostly on Falcon 9 from Cape Canaveral, Kennedy Space Center and Vandenberg; each launch carries 21–29 v2 mini satellites.

## Direct to Cell

Direct-to-cell satellites, launched since January 2024, provide text messaging to unmodified phones through partner carriers such as T-Mobile."""
    star2 = d3["starlink"] + "; Wikipedia rounds: >9,700 launched, >7,800 in orbit"
    final = {"starlink": star2, **d6, **d8}
    turns = [
        (search("how many Starlink satellites in orbit July 2025 Jonathan McDowell"), t1),
        (extract(jm, "Current launched, in-orbit and working counts by version"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("Project Kuiper satellites launched 2025 KA-01 KA-02 KF-01 total"), t4),
        (extract(wk, "Launch list and total production satellites in orbit"), t5),
        (memory("add", dict=d6), added(*d6)),
        (search("OneWeb constellation number of satellites 2025 Eutelsat", "Qianfan Spacesail constellation satellites launched 2025"), t7),
        (memory("add", dict=d8), added(*d8)),
        (extract(ws, "Current number of Starlink satellites in orbit per Wikipedia"), t9),
        (memory("update", dict={"starlink": star2}), updated("starlink")),
        (memory("retrieve_all"), dump(final)),
    ]
    add(rs, "h43-search-15", turns, state)


# Lunar missions (NASA NSSDCA catalog, Wikipedia, memory): bad
def t16(rs: RowSet) -> None:
    state = ("Research task: build a reference table of lunar landing missions since 2023 with COSPAR IDs, launch and landing "
             "dates and outcomes.\nSession date: 2025-06-20\nSearch history: none\nMemory: empty")
    wl = "https://en.wikipedia.org/wiki/List_of_missions_to_the_Moon"
    nss = "https://nssdc.gsfc.nasa.gov/nmc/spacecraft/display.action?id="
    t1 = res(
        (wl, "List of missions to the Moon - Wikipedia", "This is a list of all missions to the Moon, including flybys, orbiters, landers, rovers and sample returns ...", "N/A"),
        ("https://nssdc.gsfc.nasa.gov/planetary/lunar/lunartimeline.html", "Chronology of Lunar and Planetary Exploration - NSSDCA", "Lunar missions by launch date with NSSDCA/COSPAR IDs ...", "N/A"),
        ("https://www.planetary.org/space-missions/every-moon-mission", "Every mission to the Moon, ever | The Planetary Society", "Chandrayaan-3, SLIM, Odysseus, Chang'e 6, Blue Ghost ...", "Mar 2025"),
        ("https://www.nasa.gov/commercial-lunar-payload-services/", "Commercial Lunar Payload Services - NASA", "CLPS deliveries: Peregrine Mission One, IM-1, Blue Ghost Mission 1, IM-2 ...", "N/A"),
        ("https://www.space.com/moon-landing-missions-2025", "Every moon landing attempt of 2025 - Space.com", "Firefly's Blue Ghost succeeded; Intuitive Machines' Athena tipped over; ispace's Resilience crashed ...", "Jun 6, 2025"),
        ("https://en.wikipedia.org/wiki/List_of_lunar_landings", "Moon landing - Wikipedia", "Soft landings since 2023: Chandrayaan-3 (India), SLIM (Japan), Odysseus (US), Chang'e 6 (China), Blue Ghost M1 (US) ...", "N/A"),
        ("https://www.reddit.com/r/space/comments/1l3ofwp/every_lunar_landing_attempt_since_2023/", "Every lunar landing attempt since 2023 : r/space", "Success rate is still barely 50% ...", "Jun 5, 2025"),
    )
    missions = [
        ("Chandrayaan-3", "ISRO (India)", "14 Jul 2023", "23 Aug 2023", "Lander + rover", "Success — first landing near the south pole"),
        ("Luna 25", "Roscosmos (Russia)", "10 Aug 2023", "19 Aug 2023", "Lander", "Failure — crashed after orbit-lowering burn"),
        ("SLIM", "JAXA (Japan)", "6 Sep 2023", "19 Jan 2024", "Lander", "Partial success — landed upside down, pinpoint landing"),
        ("Peregrine Mission One", "Astrobotic (US)", "8 Jan 2024", "—", "Lander", "Failure — propellant leak, reentered 18 Jan 2024"),
        ("IM-1 Odysseus", "Intuitive Machines (US)", "15 Feb 2024", "22 Feb 2024", "Lander", "Partial success — tipped on its side"),
        ("Chang'e 6", "CNSA (China)", "3 May 2024", "1 Jun 2024", "Sample return", "Success — first far-side samples, returned 25 Jun 2024"),
        ("Blue Ghost Mission 1", "Firefly Aerospace (US)", "15 Jan 2025", "2 Mar 2025", "Lander", "Success"),
        ("Hakuto-R Mission 2 (Resilience)", "ispace (Japan)", "15 Jan 2025", "5 Jun 2025", "Lander", "Failure — crashed during descent"),
        ("IM-2 Athena", "Intuitive Machines (US)", "26 Feb 2025", "6 Mar 2025", "Lander", "Partial failure — tipped over, ended 7 Mar"),
    ]
    t2 = f"""Jump to content

From Wikipedia, the free encyclopedia

## 21st century — landing missions launched since 2023

{table(["Mission", "Operator", "Launch", "Landing", "Type", "Outcome"], [list(m) for m in missions])}

## Orbiters and other missions launched since 2023 (selection)

| Mission | Operator | Launch | Type |
| --- | --- | --- | --- |
| Lunar Trailblazer | NASA | 26 Feb 2025 | Orbiter — contact lost |
| Queqiao-2 | CNSA | 20 Mar 2024 | Relay orbiter |

## See also
- List of lunar landings
- Commercial Lunar Payload Services"""
    d3 = {"moon_landings_since_2023": "Successes: Chandrayaan-3 (2023-08-23), Chang'e 6 (2024-06-01), Blue Ghost M1 (2025-03-02); partial: SLIM (2024-01-19), IM-1 (2024-02-22), IM-2 (2025-03-06); failures: Luna 25, Peregrine, Hakuto-R M2"}

    def nssdca(name: str, cid: str, date: str, mass: str, site: str, lv: str, funding: str, disc: str, body: str) -> str:
        return f"""# {name}

*NASA Space Science Data Coordinated Archive (NSSDCA) · Master Catalog*

| | |
| --- | --- |
| NSSDCA/COSPAR ID | {cid} |
| Launch Date | {date} |
| Launch Vehicle | {lv} |
| Launch Site | {site} |
| Mass | {mass} |
| Funding Agency | {funding} |
| Discipline | {disc} |

## Description

{body}"""
    cy3_body = """Chandrayaan-3 is India's second lunar landing attempt, following Chandrayaan-2 in 2019. It consists of a propulsion module, the Vikram lander and the Pragyan rover. The propulsion module carried the lander to a 100 km circular lunar orbit. Vikram landed on 23 August 2023 at 12:33 UTC at 69.37° S, 32.32° E, near the lunar south pole, making India the fourth country to soft-land on the Moon. The rover traversed about 100 m before both were put to sleep on 2–3 September 2023 ahead of lunar night; they did not reawaken.

## Experiments

| Module | Instrument |
| --- | --- |
| Lander | RAMBHA-LP (Langmuir probe) |
| Lander | ChaSTE (Chandra's Surface Thermophysical Experiment) |
| Lander | ILSA (Instrument for Lunar Seismic Activity) |
| Lander | LRA (Laser Retroreflector Array, NASA) |
| Rover | APXS (Alpha Particle X-ray Spectrometer) |
| Rover | LIBS (Laser Induced Breakdown Spectroscope) |
| Propulsion Module | SHAPE (Spectro-polarimetry of HAbitable Planet Earth) |"""
    t4 = nssdca("Chandrayaan-3", "2023-098A", "2023-07-14 09:05:17 UTC", "3900 kg", "Satish Dhawan Space Centre, Sriharikota, India", "LVM3 (M4)", "Indian Space Research Organisation (India)", "Planetary Science", cy3_body)
    d5 = {"cy3": "Chandrayaan-3 — COSPAR 2023-098A; launched 2023-07-14 09:05 UTC on LVM3-M4; landed 2023-08-23 12:33 UTC at 69.37°S 32.32°E"}
    t6 = nssdca("SLIM (Smart Lander for Investigating Moon)", "2023-137D", "2023-09-06 23:42 UTC", "700 kg (wet)", "Tanegashima Space Center, Japan", "H-IIA F47", "Japan Aerospace Exploration Agency (Japan)", "Planetary Science", """SLIM was launched together with the XRISM X-ray astronomy satellite. It reached lunar orbit on 25 December 2023 and landed on 19 January 2024 at 15:20 UTC on the slope of Shioli crater (13.3° S, 25.2° E) within about 55 m of its target, demonstrating pinpoint landing. One of its two main engines lost a nozzle during descent, and the lander came to rest inverted, limiting solar power. Two small rovers, LEV-1 and LEV-2 (SORA-Q), were released before touchdown. SLIM survived three lunar nights before contact was lost; operations ended on 23 August 2024.""")
    t7 = nssdca("IM-1 Nova-C \"Odysseus\"", "2024-030A", "2024-02-15 06:05 UTC", "1931 kg (wet)", "Kennedy Space Center, LC-39A, United States", "Falcon 9", "NASA-Office of the Chief Technologist (United States)", "Planetary Science", """IM-1 was Intuitive Machines' first Nova-C lander, flown under NASA's Commercial Lunar Payload Services (CLPS) program. After its laser rangefinders could not be used, the lander relied on NASA's Navigation Doppler Lidar experiment data. Odysseus landed on 22 February 2024 at 23:23 UTC near Malapert A (80.13° S, 1.44° E), the first US soft landing since Apollo 17 in 1972, but caught a leg on the surface and came to rest tilted on its side. It operated for about seven days before entering lunar night.""")
    d8 = {
        "slim": "SLIM — COSPAR 2023-137D; launched 2023-09-06 with XRISM on H-IIA F47; landed 2024-01-19 15:20 UTC, Shioli crater, inverted; ops ended 2024-08-23",
        "im1": "IM-1 Odysseus — COSPAR 2024-030A; launched 2024-02-15 06:05 UTC Falcon 9; landed 2024-02-22 23:23 UTC near Malapert A, tipped",
    }
    t9 = res(
        (nss + "2024-085A", "Chang'e 6 - NSSDCA/COSPAR ID: 2024-085A", "Chang'e 6 was a Chinese lunar sample return mission to the far side, launched 3 May 2024 on a Long March 5 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Chang%27e_6", "Chang'e 6 - Wikipedia", "The mission returned 1,935.3 g of samples from the South Pole–Aitken basin, the first from the far side of the Moon ...", "N/A"),
        ("https://www.nature.com/articles/d41586-024-02154-6", "China's Chang'e-6 brings back first samples from the Moon's far side - Nature", "The return capsule landed in Inner Mongolia on 25 June ...", "Jun 25, 2024"),
        ("https://www.cnsa.gov.cn/english/n6465652/n6465653/c10540712/content.html", "Chang'e-6 mission returns 1935.3 grams of lunar far side samples - CNSA", "Weighed and handed over to the lunar sample laboratory ...", "Jun 28, 2024"),
        ("https://www.science.org/content/article/far-side-moon-samples-chang-e-6-first-results", "First results from the Moon's far side samples - Science", "Basalts dated to 2.8 billion years ...", "Nov 15, 2024"),
    )
    t10 = nssdca("Chang'e 6", "2024-085A", "2024-05-03 09:27 UTC", "8200 kg", "Wenchang Space Launch Site, China", "Long March 5 Y8", "China National Space Administration (China)", "Planetary Science", """Chang'e 6 was a robotic sample return mission to the far side of the Moon. The spacecraft consisted of an orbiter, lander, ascent vehicle and return capsule, using the Queqiao-2 relay satellite for communications. The lander touched down on 1 June 2024 at 22:23 UTC in the southern Apollo basin within the South Pole–Aitken basin (41.64° S, 153.99° W). Samples were collected by drill and scoop; the ascent vehicle lifted off on 3 June and docked with the orbiter on 6 June. The return capsule landed at Siziwang Banner, Inner Mongolia, on 25 June 2024 with 1,935.3 g of material, the first samples from the lunar far side.""")
    t11 = nssdca("Chandrayaan-3", "2023-089A", "2023-07-14 09:05:17 UTC", "3900 kg", "Satish Dhawan Space Centre, Sriharikota, India", "LVM3 (M4)", "Indian Space Research Organisation (India)", "Planetary Science", cy3_body)
    cy3b = d5["cy3"] + "; payloads: lander RAMBHA-LP, ChaSTE, ILSA, NASA LRA; rover APXS, LIBS; PM SHAPE"
    turns = [
        (search("lunar landing missions 2023 2024 2025 list outcomes"), t1),
        (extract(wl, "Landing missions since 2023 with launch/landing dates and outcome"), t2),
        (memory("add", dict=d3), added(*d3)),
        (extract(nss + "2023-098A", "COSPAR ID, launch time and landing details of Chandrayaan-3"), t4),
        (memory("add", dict=d5), added(*d5)),
        (extract(nss + "2023-137D", "COSPAR ID and landing details of SLIM"), t6),
        (extract(nss + "2024-030A", "COSPAR ID and landing details of IM-1"), t7),
        (memory("add", dict=d8), added(*d8)),
        (search("Chang'e 6 NSSDCA COSPAR far side sample return 1935.3 g"), t9),
        (extract(nss + "2024-085A", "COSPAR ID, landing site and sample mass"), t10),
        (extract(nss + "2023-098A", "Instruments on the Chandrayaan-3 lander and rover"), t11),
        (memory("update", dict={"cy3": cy3b}), updated("cy3")),
    ]
    add(rs, "h43-search-16", turns, state, 11, "COSPAR ID shown on the re-read catalog page drifts (2023-098A to 2023-089A)")


# Supercomputer rankings (TOP500.org, Forschungszentrum Jülich, memory): clean
def t17(rs: RowSet) -> None:
    state = ("Research task: summarise the June 2025 TOP500 list: the top systems with HPL performance, systems per country, "
             "and Europe's fastest machine.\nSession date: 2025-07-08\nSearch history: none\nMemory: empty")
    lst = "https://www.top500.org/lists/top500/list/2025/06/"
    cty = "https://www.top500.org/statistics/list/?list=2025-06&type=country"
    fzj = "https://www.fz-juelich.de/en/news/archive/press-release/2025/jupiter-top500-june-2025"
    t1 = res(
        ("https://www.top500.org/lists/top500/2025/06/", "June 2025 | TOP500", "El Capitan remains No. 1 with 1.742 Exaflop/s; JUPITER Booster enters at No. 4 as Europe's fastest system ...", "Jun 10, 2025"),
        (lst, "TOP500 List - June 2025 | TOP500", "Rank, System, Cores, Rmax (PFlop/s), Rpeak (PFlop/s), Power (kW) ...", "N/A"),
        (fzj, "JUPITER is Europe's fastest supercomputer - Forschungszentrum Jülich", "The JUPITER Booster module achieved 793 petaflop/s in the HPL benchmark and ranks fourth on the TOP500 ...", "Jun 10, 2025"),
        ("https://www.hpcwire.com/2025/06/10/top500-el-capitan-frontier-aurora-jupiter/", "TOP500: El Capitan Holds, JUPITER Debuts at No. 4 - HPCwire", "The three U.S. exascale systems keep the top three spots; the U.S. has 175 systems on the list ...", "Jun 10, 2025"),
        ("https://www.nextplatform.com/2025/06/10/top500-june-2025-analysis/", "The June 2025 Top500: Exascale Is Table Stakes - The Next Platform", "Aggregate performance of the list reached 13.84 exaflops ...", "Jun 10, 2025"),
        ("https://en.wikipedia.org/wiki/TOP500", "TOP500 - Wikipedia", "The TOP500 project ranks the 500 most powerful non-distributed computer systems, published twice a year since 1993 ...", "N/A"),
        ("https://www.reddit.com/r/hpc/comments/1l8b1fz/top500_june_2025_list_is_out/", "TOP500 June 2025 list is out : r/hpc", "JUPITER at 793 PF on the Booster alone, nice ...", "Jun 10, 2025"),
        ("https://www.top500.org/lists/green500/2025/06/", "June 2025 | Green500 | TOP500", "JEDI at Jülich tops the Green500 at 72.7 GFlops/W ...", "Jun 10, 2025"),
    )
    sysx = [
        ("El Capitan - HPE Cray EX255a, AMD 4th Gen EPYC 24C 1.8GHz, AMD Instinct MI300A, Slingshot-11", "DOE/NNSA/LLNL", "United States", 11340000, 1742.00, 2746.38, 29581),
        ("Frontier - HPE Cray EX235a, AMD Optimized 3rd Gen EPYC 64C 2GHz, AMD Instinct MI250X, Slingshot-11", "DOE/SC/Oak Ridge National Laboratory", "United States", 9066176, 1353.00, 2055.72, 24607),
        ("Aurora - HPE Cray EX - Intel Exascale Compute Blade, Xeon CPU Max 9470 52C 2.4GHz, Intel Data Center GPU Max, Slingshot-11", "DOE/SC/Argonne National Laboratory", "United States", 9264128, 1012.00, 1980.01, 38698),
        ("JUPITER Booster - BullSequana XH3000, GH200 Superchip 72C 3GHz, NVIDIA GH200, Quad-Rail NVIDIA InfiniBand NDR200", "EuroHPC/FZJ", "Germany", 4801344, 793.40, 930.00, 13088),
        ("Eagle - Microsoft NDv5, Xeon Platinum 8480C 48C 2GHz, NVIDIA H100, NVIDIA Infiniband NDR", "Microsoft Azure", "United States", 2073600, 561.20, 846.84, None),
        ("HPC6 - HPE Cray EX235a, AMD Optimized 3rd Gen EPYC 64C 2GHz, AMD Instinct MI250X, Slingshot-11", "Eni S.p.A.", "Italy", 3143520, 477.90, 606.97, 8461),
        ("Supercomputer Fugaku - A64FX 48C 2.2GHz, Tofu interconnect D", "RIKEN Center for Computational Science", "Japan", 7630848, 442.01, 537.21, 29899),
        ("Alps - HPE Cray EX254n, NVIDIA Grace 72C 3.1GHz, NVIDIA GH200 Superchip, Slingshot-11", "Swiss National Supercomputing Centre (CSCS)", "Switzerland", 2121600, 434.90, 574.84, 7124),
        ("LUMI - HPE Cray EX235a, AMD Optimized 3rd Gen EPYC 64C 2GHz, AMD Instinct MI250X, Slingshot-11", "EuroHPC/CSC", "Finland", 2752704, 379.70, 531.51, 7107),
        ("Leonardo - BullSequana XH2000, Xeon Platinum 8358 32C 2.6GHz, NVIDIA A100 SXM4 64 GB, Quad-rail NVIDIA HDR100 Infiniband", "EuroHPC/CINECA", "Italy", 1824768, 241.20, 306.31, 7494),
    ]
    t2 = f"""# TOP500 List - June 2025

R<sub>max</sub> and R<sub>peak</sub> values are in PFlop/s. For more details about other fields, check the TOP500 description.

{table(["Rank", "System", "Site", "Country", "Cores", "Rmax (PFlop/s)", "Rpeak (PFlop/s)", "Power (kW)"], [[i, s, site, c, f"{cores:,}", f"{rm:,.2f}", f"{rp:,.2f}", f"{pw:,}" if pw else ""] for i, (s, site, c, cores, rm, rp, pw) in enumerate(sysx, 1)])}

Showing 1 to 10 of 500 entries · [1] [2] [3] ... [50] [Next]"""
    d3 = {"top500_2025_06_top3": "1 El Capitan (LLNL) 1,742.00 PF; 2 Frontier (ORNL) 1,353.00 PF; 3 Aurora (ANL) 1,012.00 PF — Rmax, HPL"}
    ctry = [("United States", 175), ("China", 47), ("Germany", 41), ("Japan", 39), ("France", 25), ("United Kingdom", 17),
            ("Italy", 15), ("South Korea", 13), ("Netherlands", 12), ("Canada", 11), ("Brazil", 9), ("Saudi Arabia", 8),
            ("Switzerland", 7), ("Sweden", 7), ("Poland", 7), ("Norway", 6), ("Spain", 6), ("Finland", 5)]
    others = 500 - sum(v for _, v in ctry)
    t4 = f"""# List Statistics — June 2025 — Countries

*TOP500 · Statistics · Country*

{table(["Countries", "Count", "System Share (%)"], [[c, v, f"{v / 5:.1f}"] for c, v in ctry] + [["Others (22 countries)", others, f"{others / 5:.1f}"]])}

Total: 500 systems. [Pie chart] [Download CSV]"""
    t5 = res(
        (fzj, "JUPITER is Europe's fastest supercomputer - Forschungszentrum Jülich", "The JUPITER Booster module achieved 793 petaflop/s in the HPL benchmark and ranks fourth on the TOP500 ...", "Jun 10, 2025"),
        ("https://eurohpc-ju.europa.eu/jupiter-europes-first-exascale-supercomputer-ranks-4th-top500-2025-06-10_en", "JUPITER, Europe's first exascale supercomputer, ranks 4th on TOP500 - EuroHPC JU", "When fully installed later in 2025, JUPITER is expected to exceed one exaflop/s ...", "Jun 10, 2025"),
        ("https://www.heise.de/en/news/Top500-JUPITER-debuts-in-fourth-place-10439012.html", "Top500: JUPITER debuts in fourth place - heise online", "0.79 exaflops with around 4.8 million cores ...", "Jun 10, 2025"),
        ("https://www.hpcwire.com/2025/06/10/top500-el-capitan-frontier-aurora-jupiter/", "TOP500: El Capitan Holds, JUPITER Debuts at No. 4 - HPCwire", "Europe's previous leader HPC6 (Eni) drops to sixth ...", "Jun 10, 2025"),
        ("https://en.wikipedia.org/wiki/JUPITER_(supercomputer)", "JUPITER (supercomputer) - Wikipedia", "Exascale supercomputer at Forschungszentrum Jülich, Germany, procured by EuroHPC JU; built by Eviden and ParTec ...", "N/A"),
    )
    t6 = """# JUPITER is Europe's fastest supercomputer

*Forschungszentrum Jülich · Press release · Hamburg/Jülich, 10 June 2025*

At ISC 2025 in Hamburg, the new TOP500 list confirms that JUPITER, Europe's first exascale supercomputer, is the fastest computer in Europe and the fourth fastest in the world.

In the High-Performance Linpack (HPL) benchmark, the JUPITER Booster module reached **793 petaflop/s** (0.79 exaflop/s). The measurement was carried out on the nearly complete Booster with around 4.8 million cores on NVIDIA GH200 Grace Hopper superchips.

## Key figures

| | |
| --- | --- |
| HPL performance (Rmax) | 793 PFlop/s |
| Theoretical peak (Rpeak) | 930 PFlop/s |
| Power during HPL | 13.1 MW |
| Booster nodes | about 5,900 installed of ~6,000 planned (24,000 GH200 superchips when complete) |
| Operator | Jülich Supercomputing Centre (JSC) |
| Procurement | EuroHPC Joint Undertaking, Germany (BMBF) and North Rhine-Westphalia (MKW) |
| Vendor | Eviden, ParTec |

When the system is completed later in 2025, JUPITER is expected to exceed the exaflop threshold of one quintillion floating-point operations per second in HPL.

> "JUPITER is a milestone for European science," said Prof. Astrid Lambrecht, Chair of the Board of Directors of Forschungszentrum Jülich."""
    d7 = {"jupiter_booster": "#4 June 2025: Rmax 793.40 PFlop/s (0.793 EFlop/s), Rpeak 930.00 PF, 13,088 kW, 4,801,344 cores; Europe's fastest; >1 EF expected when complete (FZJ)"}
    top3b = "1 El Capitan (LLNL) 1.742 EFlop/s; 2 Frontier (ORNL) 1.353 EFlop/s; 3 Aurora (ANL) 1.012 EFlop/s — Rmax, HPL (=1,742.00 / 1,353.00 / 1,012.00 PFlop/s)"
    d_ctry = {"top500_2025_06_countries": "US 175, China 47, Germany 41, Japan 39, France 25 (of 500)"}
    turns = [
        (search("TOP500 June 2025 list El Capitan Frontier Aurora JUPITER"), t1),
        (extract(lst, "Top 10 systems with Rmax, Rpeak, cores and power"), t2),
        (memory("add", dict=d3), added(*d3)),
        (extract(cty, "Number of systems per country in the June 2025 list"), t4),
        (search("JUPITER exascale supercomputer Jülich June 2025 793 petaflops"), t5),
        (extract(fzj, "JUPITER HPL result and what is expected when complete"), t6),
        (memory("add", dict={**d7, **d_ctry}), added(*d7, *d_ctry)),
        (memory("update", dict={"top500_2025_06_top3": top3b}), updated("top500_2025_06_top3")),
        (memory("retrieve_all"), dump({"top500_2025_06_top3": top3b, **d7, **d_ctry})),
    ]
    add(rs, "h43-search-17", turns, state)


# Optical fiber transmission records (NICT press releases, Optica Publishing, memory): bad
def t18(rs: RowSet) -> None:
    state = ("Research task: what are the current data-rate records for optical fiber transmission (standard single-mode fiber, "
             "multi-core fiber, long distance), and where were they published?\nSession date: 2025-07-15\nSearch history: none\nMemory: empty")
    nict = "https://www.nict.go.jp/en/press/2024/06/26-1.html"
    opt = "https://opg.optica.org/abstract.cfm?uri=OFC-2024-Th4A.7"
    t1 = res(
        (nict, "World record data rate of 402 Tb/s over standard optical fiber | NICT", "NICT, with Aston University and others, achieved 402 Tb/s over commercially available standard single-mode fiber using all transmission bands (O, E, S, C, L, U), a total bandwidth of 37.6 THz ...", "Jun 26, 2024"),
        (opt, "402 Tb/s GMI data-rate OESCLU-band transmission | Optical Fiber Communication Conference (OFC) 2024 | Th4A.7", "Post-deadline paper Th4A.7. We demonstrate 402 Tb/s transmission over 50 km of standard single-mode fiber using 1,505 channels across 37.6 THz of bandwidth ...", "N/A"),
        ("https://www.aston.ac.uk/latest-news/aston-university-researchers-help-break-world-data-transmission-record", "Aston University researchers help break world data transmission record | Aston University", "Aston's Aston Institute of Photonic Technologies built the E- and S-band amplifiers used in the experiment ...", "Jun 28, 2024"),
        ("https://www.tomshardware.com/networking/402-tbps-fiber-record", "Researchers set 402 Tbps fiber speed record using existing cables - Tom's Hardware", "Roughly a quarter faster than the previous record for standard fiber ...", "Jun 30, 2024"),
        ("https://www.nict.go.jp/en/press/2023/11/30-1.html", "World record 22.9 Pb/s transmission in a multi-core fiber | NICT", "Using a 38-core, 3-mode fiber with 114 spatial channels ...", "Nov 30, 2023"),
        ("https://www.nict.go.jp/en/press/2025/05/29-1.html", "1.02 Pb/s over 1,808 km in a standard-cladding 19-core fiber | NICT", "World record capacity-distance product of 1.86 exabit/s×km ...", "May 29, 2025"),
        ("https://www.reddit.com/r/networking/comments/1dqz8a3/402_tbs_over_standard_fiber/", "402 Tb/s over standard fiber : r/networking", "This is lab stuff with exotic amplifiers, not coming to your ISP ...", "Jun 29, 2024"),
        ("https://spectrum.ieee.org/fiber-optic-data-record", "New Records Push Fiber Optic Capacity Past 400 Tb/s - IEEE Spectrum", "Opening the O, E and U bands adds bandwidth without new cable ...", "Jul 12, 2024"),
    )
    t2 = """# World record data rate of 402 Tb/s over standard optical fiber

*National Institute of Information and Communications Technology (NICT) · Press Release · June 26, 2024*

## Points

- World record data rate of 402 Tb/s in a commercially available standard optical fiber
- All transmission bands used: O, E, S, C, L and U, for a total optical bandwidth of 37.6 THz
- Combination of six kinds of doped-fiber amplifiers and Raman amplification

## Overview

A research team led by the Photonic Network Laboratory of NICT, together with Aston University (UK), Nokia Bell Labs (US) and Amonics Ltd. (Hong Kong), achieved a data rate of **402 terabits per second** using commercially available standard single-mode optical fiber. The experiment transmitted **1,505 wavelength channels** over **50 km** of fiber, using every band from 1,260 nm to 1,675 nm.

| Band | Wavelength (nm) | Amplification |
| --- | --- | --- |
| O | 1,260–1,360 | Praseodymium-doped fiber amplifier |
| E | 1,360–1,460 | Bismuth-doped fiber amplifier (Aston) |
| S | 1,460–1,530 | Thulium-doped / Raman |
| C | 1,530–1,565 | Erbium-doped fiber amplifier |
| L | 1,565–1,625 | Erbium-doped fiber amplifier |
| U | 1,625–1,675 | Raman |

The result exceeds the previous record for standard fiber by about 25% in data rate and 35% in bandwidth.

## Publication

The results were accepted as a post-deadline paper (**Th4A.7**) at the 47th Optical Fiber Communication Conference (OFC 2024), held in San Diego, USA, in March 2024.

Contact: Photonic Network Laboratory, Network Research Institute, NICT"""
    t3 = """# 402 Tb/s GMI data-rate OESCLU-band transmission

**B. J. Puttnam, R. S. Luís, I. Phillips, M. Tan, A. Donodin, D. Pratiwi, L. Dallachiesa, Y. Huang, M. Mazur, N. K. Fontaine, H. Chen, D. Chung, V. Ho, D. Orsuti, B. Boriboon, G. Rademacher, L. Palmieri, R. Man, R. Ryf, D. T. Neilson, W. Forysiak, and H. Furukawa**

*Optical Fiber Communication Conference (OFC) 2024 · Postdeadline Papers · Paper **Th4A.6***

https://doi.org/10.1364/OFC.2024.Th4A.6

## Abstract

We demonstrate 402 Tb/s GMI data-rate transmission over 50 km of standard single-mode fiber using 1,505 channels across 37.6 THz of bandwidth spanning the O, E, S, C, L and U bands, with a combination of doped-fiber and distributed Raman amplification.

© 2024 The Author(s)

| | |
| --- | --- |
| Conference | Optical Fiber Communication Conference (OFC) 2024, San Diego, California, 24–28 March 2024 |
| Session | Th4A · Postdeadline Session A |
| Subjects | Fiber optics and optical communications; Optical amplifiers; Wavelength division multiplexing |

[Full article (PDF)] · [Cite] · [Share]"""
    d4 = {"smf_record": "402 Tb/s over 50 km standard SMF, 37.6 THz (O,E,S,C,L,U bands), 1,505 channels — NICT + Aston + Nokia Bell Labs + Amonics; OFC 2024 post-deadline; NICT press 2024-06-26"}
    t5 = res(
        ("https://www.nict.go.jp/en/press/2023/11/30-1.html", "World record 22.9 Pb/s transmission in a multi-core fiber | NICT", "Using a 38-core, 3-mode fiber with 114 spatial channels and 750 wavelength channels in the S, C and L bands ...", "Nov 30, 2023"),
        ("https://www.nict.go.jp/en/press/2025/05/29-1.html", "1.02 Pb/s over 1,808 km in a standard-cladding 19-core fiber | NICT", "NICT and Sumitomo Electric achieved a capacity-distance product of 1.86 exabit/s×km ...", "May 29, 2025"),
        ("https://www.sei.co.jp/company/press/2025/05/prs029_e.html", "Sumitomo Electric and NICT set long-distance record with 19-core fiber - Sumitomo Electric", "The fiber has a standard 125 µm cladding diameter ...", "May 29, 2025"),
        ("https://www.tomshardware.com/networking/1-02-petabits-1808km-record", "Japan's NICT sends 1.02 petabits per second over 1,808 km - Tom's Hardware", "About 19 times the distance of earlier petabit-class experiments ...", "Jun 2, 2025"),
        ("https://spectrum.ieee.org/22-petabit-fiber", "22.9 Petabits Per Second Through a Single Fiber - IEEE Spectrum", "Presented as a post-deadline paper at ECOC 2023 in Glasgow ...", "Dec 4, 2023"),
        ("https://www.reddit.com/r/Futurology/comments/1l1r9bs/japan_sets_new_internet_speed_record_102_pbs/", "Japan sets new internet speed record 1.02 Pb/s : r/Futurology", "Headline is misleading, this is capacity of a multi-core fiber in a lab loop ...", "Jun 2, 2025"),
    )
    t6 = """# World record 22.9 Pb/s transmission in a multi-core fiber

*NICT · Press Release · November 30, 2023*

## Points

- Data rate of 22.9 petabits per second, about double the previous record of 10.66 Pb/s
- 38-core fiber with three modes per core: 114 spatial channels
- 750 wavelength channels across the S, C and L bands (~18 THz)

## Overview

The Photonic Network Laboratory of NICT, with Eindhoven University of Technology and the University of L'Aquila, demonstrated transmission at **22.9 Pb/s** over a 13 km coupled-core multi-mode multi-core fiber. Signals were modulated with polarization-multiplexed 256-QAM and recovered with MIMO digital signal processing.

| Item | Value |
| --- | --- |
| Data rate | 22.9 Pb/s |
| Fiber | 38-core, 3-mode per core (114 spatial channels) |
| Wavelength channels | 750 (S, C, L bands) |
| Distance | 13 km |
| Modulation | PDM-256QAM |

## Publication

Presented as a post-deadline paper at the 49th European Conference on Optical Communication (ECOC 2023), Glasgow, UK, 1–5 October 2023."""
    d7 = {
        "mcf_record": "22.9 Pb/s, 38-core 3-mode fiber (114 spatial ch), 750 λ in S/C/L, 13 km — NICT et al., ECOC 2023 post-deadline; press 2023-11-30",
        "distance_record": "1.02 Pb/s over 1,808 km, standard-cladding 19-core fiber — NICT + Sumitomo Electric; 1.86 Eb/s·km; press 2025-05-29",
    }
    turns = [
        (search("optical fiber data rate world record 402 Tb/s standard single mode fiber"), t1),
        (extract(nict, "Record data rate, bandwidth, distance and where it was published"), t2),
        (extract(opt, "Authors, paper number and abstract"), t3),
        (memory("add", dict=d4), added(*d4)),
        (search("22.9 petabit per second NICT multi-core fiber record", "1.02 petabit 1808 km 19-core fiber NICT 2025"), t5),
        (extract("https://www.nict.go.jp/en/press/2023/11/30-1.html", "Data rate, fiber type and conference of the 22.9 Pb/s record"), t6),
        (memory("add", dict=d7), added(*d7)),
        (memory("retrieve_all"), dump({**d4, **d7})),
    ]
    add(rs, "h43-search-18", turns, state, 3, "paper number on the paper's own page drifts from Th4A.7 to Th4A.6")


# Hydrogen electrolyser capacity (IEA Global Hydrogen Review, project sites, memory): bad
def t19(rs: RowSet) -> None:
    state = ("Research task: how much water-electrolysis capacity is installed worldwide, how much has reached final investment "
             "decision, and which are the largest operating and under-construction projects?\nSession date: 2025-02-18\n"
             "Search history: none\nMemory: empty")
    iea = "https://www.iea.org/reports/global-hydrogen-review-2024/executive-summary"
    neom = "https://nghc.com/the-project/"
    t1 = res(
        (iea, "Executive summary – Global Hydrogen Review 2024 – Analysis - IEA", "Installed water electrolyser capacity reached 1.4 GW by the end of 2023 and could reach 5 GW by the end of 2024 ... the number of projects reaching final investment decision doubled ...", "Oct 2, 2024"),
        ("https://www.iea.org/reports/global-hydrogen-review-2024", "Global Hydrogen Review 2024 – Analysis - IEA", "The Global Hydrogen Review is an annual publication by the IEA that tracks hydrogen production and demand worldwide ...", "Oct 2, 2024"),
        ("https://www.reuters.com/business/energy/low-emissions-hydrogen-output-could-rise-fivefold-iea-2024-10-02/", "Low-emissions hydrogen production could rise five-fold by 2030, IEA says - Reuters", "Projects that have reached final investment decision account for 3.4 million tonnes a year ...", "Oct 2, 2024"),
        ("https://www.hydrogeninsight.com/electrolysers/iea-installed-electrolyser-capacity-5gw-2024/2-1-1716223", "IEA: installed electrolyser capacity could reach 5GW by end of 2024 - Hydrogen Insight", "China accounts for around 40% of capacity that has reached FID ...", "Oct 2, 2024"),
        ("https://www.iea.org/data-and-statistics/data-product/hydrogen-production-and-infrastructure-projects-database", "Hydrogen Production and Infrastructure Projects Database - IEA", "Database of hydrogen production projects commissioned worldwide since 2000 ...", "Oct 2024"),
        ("https://www.hydrogencouncil.com/en/hydrogen-insights-2024/", "Hydrogen Insights 2024 - Hydrogen Council", "Committed investment has grown to USD 75 billion ...", "Sep 2024"),
        ("https://www.reddit.com/r/hydrogen/comments/1fuxo3b/iea_global_hydrogen_review_2024/", "IEA Global Hydrogen Review 2024 : r/hydrogen", "1.4 GW installed vs hundreds of GW announced. The gap is huge ...", "Oct 3, 2024"),
    )
    t2 = """# Executive summary – Global Hydrogen Review 2024

*IEA · Flagship report · October 2024*

## Hydrogen demand is growing, but low-emissions hydrogen remains below 1%

Global hydrogen demand reached 97 Mt in 2023, an increase of 2.5% compared with 2022. Demand remains concentrated in refining and chemicals and is mostly met by hydrogen produced from unabated fossil fuels. Low-emissions hydrogen production was less than 1 Mt in 2023.

## Electrolyser deployment is accelerating

| Indicator | Value |
| --- | --- |
| Installed water electrolyser capacity, end-2023 | 1.4 GW |
| Expected installed capacity, end-2024 | 5 GW |
| Capacity that has reached final investment decision (FID) | 20 GW |
| Share of FID capacity in China | ~40% |
| Electrolyser manufacturing capacity, 2023 | 25 GW/year |
| Low-emissions production from announced projects, 2030 | 49 Mt/year |
| Low-emissions production from projects at FID or beyond, 2030 | 3.4 Mt/year |

The number of projects reaching FID doubled in the last year. Based on projects at FID, installed electrolyser capacity could reach 20 GW by 2030.

## Cost and policy

The cost of installed electrolysers rose in 2023 because of inflation and higher financing costs, but Chinese alkaline electrolysers remain much cheaper than those made elsewhere. Policy support is moving from targets to implementation, with auctions under the European Hydrogen Bank and production tax credits in the United States."""
    d3 = {
        "iea_installed": "1.4 GW installed water electrolysis capacity at end-2023; 5 GW expected end-2024 (IEA GHR 2024)",
        "iea_fid": "20 GW has reached FID, ~40% in China; 2030 output at FID 3.4 Mt/yr vs 49 Mt/yr announced",
    }
    t4 = res(
        ("https://www.sinopecgroup.com/group/en/000/000/054/54112.shtml", "China's largest photovoltaic green hydrogen project in Kuqa fully put into operation - Sinopec", "The Xinjiang Kuqa green hydrogen demonstration project, with 260 MW of electrolysers and capacity of 20,000 tonnes a year, entered full operation ...", "Jun 30, 2023"),
        ("https://www.hydrogeninsight.com/production/sinopec-kuqa-running-at-third-of-capacity/2-1-1542201", "Sinopec's Kuqa green hydrogen plant running well below capacity - Hydrogen Insight", "Problems integrating variable solar power with alkaline electrolysers limited output ...", "Nov 2023"),
        (neom, "The Project | NEOM Green Hydrogen Company", "NGHC will produce up to 600 tonnes per day of carbon-free hydrogen in the form of green ammonia, using 2.2 GW of electrolysers ...", "N/A"),
        ("https://www.airproducts.com/company/news-center/2023/05/0522-air-products-neom-green-hydrogen-company-financial-close", "NEOM Green Hydrogen Company completes financial close at $8.4 billion - Air Products", "Joint venture of ACWA Power, Air Products and NEOM ...", "May 22, 2023"),
        ("https://www.thyssenkrupp-nucera.com/2023/neom-2-2-gw", "thyssenkrupp nucera to supply 2.2 GW electrolysers for NEOM - thyssenkrupp nucera", "The largest electrolysis project ever awarded ...", "Jan 2023"),
        ("https://en.wikipedia.org/wiki/List_of_largest_hydrogen_production_plants", "List of electrolysis hydrogen plants - Wikipedia", "Largest operating: Kuqa (260 MW, China); largest under construction: NEOM (2.2 GW, Saudi Arabia) ...", "N/A"),
        ("https://www.reuters.com/business/energy/saudi-neom-green-hydrogen-plant-80-complete-2025-01-20/", "Saudi NEOM green hydrogen plant more than 80% complete - Reuters", "Production is expected to start in 2027 ...", "Jan 20, 2025"),
    )
    kuqa = "Sinopec Kuqa (Xinjiang, China) — 260 MW alkaline, 20,000 t H2/yr design, solar-powered, full operation June 2023 (output below design in 2023)"
    t8 = dump({**d3, "largest_operating": kuqa})
    t9 = """# The Project

*NEOM Green Hydrogen Company (NGHC)*

NEOM Green Hydrogen Company is an equal joint venture between **ACWA Power**, **Air Products** and **NEOM**. Located in Oxagon, NEOM, in the northwest of Saudi Arabia, it will be one of the world's largest green hydrogen production facilities.

## At a glance

| | |
| --- | --- |
| Investment | USD 8.4 billion (financial close May 2023) |
| Renewable power | ~4 GW of solar and wind |
| Electrolysers | 2.2 GW (thyssenkrupp nucera) |
| Hydrogen output | up to 600 tonnes per day |
| Product | green ammonia, up to 1.2 million tonnes per year |
| Offtaker | Air Products (exclusive, 30 years) |
| EPC | Air Products; L&T (power and storage) |
| Start of production | 2027 |

## Technology partners

- thyssenkrupp nucera — alkaline water electrolysis
- Topsoe — ammonia synthesis
- Air Liquide — air separation units

## Impact

Once operational, the project is expected to avoid about 5 million tonnes of CO2 emissions per year."""
    d10 = {"neom_nghc": "NEOM Green Hydrogen Co. (ACWA Power/Air Products/NEOM) — 2.2 GW thyssenkrupp nucera electrolysers, 600 t H2/day as up to 1.2 Mt/yr ammonia, USD 8.4 bn, production 2027 — largest under construction"}
    turns = [
        (search("IEA Global Hydrogen Review 2024 installed electrolyser capacity 1.4 GW FID"), t1),
        (extract(iea, "Installed electrolyser capacity, FID capacity and China's share"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("largest operating electrolyser project Sinopec Kuqa 260 MW", "NEOM green hydrogen 2.2 GW electrolyser status"), t4),
        (memory("add", dict={"largest_operating": kuqa}), added("largest_operating")),
        (memory("add", dict={"largest_operating_project": kuqa}), added("largest_operating_project")),
        (memory("remove", key_list=["largest_operating"]), removed("largest_operating")),
        (memory("retrieve_all"), t8),
        (extract(neom, "Electrolyser capacity, output, cost and start date"), t9),
        (memory("add", dict=d10), added(*d10)),
    ]
    add(rs, "h43-search-19", turns, state, 8, "memory key renamed by the agent (added anew, old removed) listed under its old name")


# US chip export rules (BIS press releases, Federal Register, memory): clean
def t20(rs: RowSet) -> None:
    state = ("Research task: summarise the U.S. semiconductor/AI-chip export control actions from December 2024 to May 2025, "
             "with dates and Federal Register citations.\nSession date: 2025-06-02\nSearch history: none\nMemory: empty")
    bis1 = "https://www.bis.gov/press-release/commerce-strengthens-export-controls-restrict-chinas-capability-produce-advanced-semiconductors-military"
    fr = "https://www.federalregister.gov/documents/2025/01/15/2025-00636/framework-for-artificial-intelligence-diffusion"
    bis2 = "https://www.bis.gov/press-release/department-commerce-rescinds-biden-era-artificial-intelligence-diffusion-rule-strengthens-chip-related"
    t1 = res(
        (bis1, "Commerce Strengthens Export Controls to Restrict China's Capability to Produce Advanced Semiconductors for Military Applications | BIS", "Package includes controls on 24 types of semiconductor manufacturing equipment, 3 types of software tools, and high-bandwidth memory, and adds 140 entities to the Entity List ...", "Dec 2, 2024"),
        ("https://www.federalregister.gov/documents/2024/12/05/2024-28270/foreign-direct-product-rule-additions-and-refinements-to-controls-for-advanced-computing-and", "Foreign-Direct Product Rule Additions, and Refinements to Controls for Advanced Computing and Semiconductor Manufacturing Items - Federal Register", "Interim final rule ... published 12/05/2024 ...", "Dec 5, 2024"),
        ("https://www.reuters.com/technology/us-unveils-new-chip-export-curbs-china-2024-12-02/", "US unveils third crackdown on China's chip industry in three years - Reuters", "The rules target shipments to 140 companies including chip equipment makers Naura and Piotech ...", "Dec 2, 2024"),
        ("https://www.csis.org/analysis/understanding-biden-administrations-updated-export-controls", "Understanding the Biden Administration's Updated Export Controls - CSIS", "HBM controls and the expanded FDP rules are the most consequential parts ...", "Dec 11, 2024"),
        ("https://www.nytimes.com/2024/12/02/technology/biden-china-chip-export-controls.html", "U.S. Expands Restrictions on Chip Technology Sales to China - The New York Times", "The measures stop short of some harsher steps that had been considered ...", "Dec 2, 2024"),
        ("https://www.mofcom.gov.cn/article/xwfb/xwfyrth/202412/20241203555201.shtml", "MOFCOM spokesperson on U.S. semiconductor export controls - Ministry of Commerce, PRC", "China firmly opposes ...", "Dec 2, 2024"),
        ("https://www.reddit.com/r/semiconductors/comments/1h4x3ak/bis_december_2_rules_hbm_entity_list/", "BIS December 2 rules: HBM + 140 entities : r/semiconductors", "HBM2E and above now controlled to China ...", "Dec 2, 2024"),
    )
    t2 = """# Commerce Strengthens Export Controls to Restrict China's Capability to Produce Advanced Semiconductors for Military Applications

*Bureau of Industry and Security · Press Release · December 2, 2024 · For Immediate Release*

WASHINGTON, D.C. — Today, the Commerce Department's Bureau of Industry and Security (BIS) announced a package of rules designed to further impair the People's Republic of China's (PRC) capability to produce advanced-node semiconductors that can be used in the next generation of advanced weapon systems and in artificial intelligence (AI) and advanced computing.

## The package includes

- New controls on **24 types of semiconductor manufacturing equipment** and **3 types of software tools** for developing or producing semiconductors;
- New controls on **high-bandwidth memory (HBM)**;
- New red-flag guidance to address compliance and diversion concerns;
- New **Foreign Direct Product (FDP) rules** and corresponding de minimis provisions;
- **140 Entity List additions** and 14 modifications, spanning entities in China, Japan, South Korea and Singapore, including tool manufacturers, semiconductor fabs and investment companies.

## Rules

| Rule | Type | FR publication |
| --- | --- | --- |
| Foreign-Direct Product Rule Additions, and Refinements to Controls for Advanced Computing and Semiconductor Manufacturing Items | Interim final rule | December 5, 2024 |
| Additions and Modifications to the Entity List; Removals from the Validated End-User (VEU) Program | Final rule | December 5, 2024 |

The rules are effective upon public display at the Federal Register, with certain provisions having delayed compliance dates of December 31, 2024.

> "These actions are the culmination of the Biden-Harris Administration's targeted approach," said Secretary of Commerce Gina M. Raimondo."""
    d3 = {"bis_2024_12_02": "BIS package announced 2024-12-02 (FR 2024-12-05): controls on 24 SME types + 3 software tools, HBM, new FDP rules, 140 Entity List additions (CN, JP, KR, SG)"}
    t4 = res(
        (fr, "Framework for Artificial Intelligence Diffusion - Federal Register", "Interim final rule; request for comments. Document 2025-00636, 90 FR 4544, published 01/15/2025 ...", "Jan 15, 2025"),
        (bis2, "Department of Commerce Rescinds Biden-Era Artificial Intelligence Diffusion Rule, Strengthens Chip-Related Export Controls | BIS", "BIS will not enforce compliance with the AI Diffusion Rule and issued guidance on Huawei Ascend chips ...", "May 13, 2025"),
        ("https://www.reuters.com/technology/trump-administration-rescind-biden-ai-chip-export-rule-2025-05-07/", "Trump administration to rescind Biden-era AI chip export curbs - Reuters", "The rule's three-tier system of countries was due to take effect on May 15 ...", "May 7, 2025"),
        ("https://www.whitehouse.gov/briefing-room/statements-releases/2025/01/13/fact-sheet-ensuring-u-s-security-and-economic-strength-in-the-age-of-artificial-intelligence/", "FACT SHEET: Ensuring U.S. Security and Economic Strength in the Age of Artificial Intelligence - The White House", "The Interim Final Rule on Artificial Intelligence Diffusion ...", "Jan 13, 2025"),
        ("https://www.bis.gov/press-release/biden-harris-administration-announces-regulatory-framework-responsible-diffusion-advanced-artificial", "Biden-Harris Administration Announces Regulatory Framework for the Responsible Diffusion of Advanced AI Technology | BIS", "Announced January 13, 2025 ...", "Jan 13, 2025"),
        ("https://www.lawfaremedia.org/article/the-ai-diffusion-rule-explained", "The AI Diffusion Rule, Explained - Lawfare", "Tier 1 (18 countries), Tier 2, Tier 3 ...", "Jan 22, 2025"),
    )
    t5 = """# Framework for Artificial Intelligence Diffusion

*A Rule by the Industry and Security Bureau on 01/15/2025*

## Document Details

| | |
| --- | --- |
| Printed version | PDF |
| Publication Date | 01/15/2025 |
| Agency | Department of Commerce, Bureau of Industry and Security |
| Dates | Effective date: This rule is effective 01/13/2025. Compliance date: 05/15/2025 for specified provisions. Comments must be received by 05/15/2025. |
| Effective Date | 01/13/2025 |
| Document Type | Rule |
| Document Citation | 90 FR 4544 |
| Page | 4544-4594 (51 pages) |
| CFR | 15 CFR 734; 15 CFR 740; 15 CFR 742; 15 CFR 744; 15 CFR 748; 15 CFR 758; 15 CFR 762; 15 CFR 772; 15 CFR 774 |
| Agency/Docket Number | 250110-0012 |
| RIN | 0694-AJ90 |
| Document Number | 2025-00636 |

## Action
Interim final rule; request for comments.

## Summary
In this interim final rule, the Bureau of Industry and Security (BIS) revises the Export Administration Regulations' (EAR) controls on advanced computing integrated circuits (ICs) and adds a new control on artificial intelligence (AI) model weights for certain advanced closed-weight dual-use AI models. In conjunction with these expanded controls, BIS is also introducing new license exceptions and updating the Data Center Validated End User authorization … [Show more]

## Table of Contents
- I. Background
- II. Export Controls on Model Weights
- III. License Exception Artificial Intelligence Authorization (AIA)
- IV. License Exception Advanced Compute Manufacturing (ACM)
- V. License Exception Low Processing Performance (LPP)
- … [Show full table of contents]"""
    t6 = """# Department of Commerce Rescinds Biden-Era Artificial Intelligence Diffusion Rule, Strengthens Chip-Related Export Controls

*Bureau of Industry and Security · Press Release · May 13, 2025*

WASHINGTON, D.C. — Today, the Department of Commerce's Bureau of Industry and Security (BIS) announced the rescission of the Biden Administration's AI Diffusion Rule, which was set to go into effect on May 15, 2025, and issued guidance to strengthen export controls on overseas AI chips.

BIS will not enforce compliance with the AI Diffusion Rule, and a formal rescission will be published in the Federal Register. BIS plans to issue a replacement rule in the future.

## Guidance issued today

1. Using Huawei Ascend chips anywhere in the world risks violating U.S. export controls;
2. Warning of the potential consequences of allowing U.S. AI chips to be used for training and inference of Chinese AI models;
3. Advising U.S. companies how to protect their supply chains against diversion tactics.

> "The Trump Administration will pursue a bold, inclusive strategy to American AI technology with trusted foreign countries around the world, while keeping the technology out of the hands of our adversaries," said Under Secretary of Commerce for Industry and Security Jeffrey Kessler.

## Background

The AI Diffusion Rule, released on January 13, 2025 and published in the Federal Register on January 15, 2025, would have divided countries into three tiers with differing access to advanced AI chips. It would have imposed new compliance requirements starting May 15, 2025."""
    d7 = {
        "ai_diffusion_rule": "Framework for AI Diffusion IFR — released 2025-01-13 (effective), published 2025-01-15, 90 FR 4544, FR doc 2025-00636; compliance date 2025-05-15",
        "ai_diffusion_rescinded": "BIS announced rescission 2025-05-13 (no enforcement, formal FR rescission to follow, replacement planned) + guidance: Huawei Ascend use anywhere risks violating EAR",
    }
    turns = [
        (search("BIS December 2 2024 semiconductor export controls HBM entity list 140"), t1),
        (extract(bis1, "What the December 2024 package controls and how many entities were added"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("AI Diffusion rule January 2025 Federal Register rescinded May 2025 BIS"), t4),
        (extract(fr, "Citation, publication/effective/compliance dates"), t5),
        (extract(bis2, "What BIS did on May 13, 2025 and what guidance was issued"), t6),
        (memory("add", dict=d7), added(*d7)),
        (memory("retrieve_all"), dump({**d3, **d7})),
    ]
    add(rs, "h43-search-20", turns, state)


# Shipping canal transits (Panama Canal Authority, Wikipedia, Kiel WSV, memory): bad
def t21(rs: RowSet) -> None:
    state = ("Research task: compare recent annual transit numbers for the Panama, Suez and Kiel canals and explain the drops "
             "in 2024.\nSession date: 2025-03-10\nSearch history: none\nMemory: empty")
    acp = "https://pancanal.com/en/panama-canal-closes-fiscal-year-2024/"
    ws = "https://en.wikipedia.org/wiki/Suez_Canal"
    kiel = "https://www.wsa-nord-ostsee-kanal.wsv.de/Webs/WSA/NOK/EN/Canal/Statistics/statistics_node.html"
    t1 = res(
        (acp, "Panama Canal closes fiscal year 2024 - Panama Canal Authority", "The Panama Canal registered 9,944 transits in fiscal year 2024, down from 14,080 in FY2023, as drought restrictions limited daily slots ...", "Oct 3, 2024"),
        ("https://www.reuters.com/business/panama-canal-fiscal-2024-transits-fall-drought-2024-10-03/", "Panama Canal transits fell 29% in fiscal 2024 due to drought - Reuters", "Revenue nonetheless rose to nearly $5 billion thanks to auction fees ...", "Oct 3, 2024"),
        ("https://en.wikipedia.org/wiki/Panama_Canal", "Panama Canal - Wikipedia", "In 2023–2024, a severe drought lowered Gatun Lake and forced the authority to cut daily transits to as few as 22 ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2024-10-03/panama-canal-traffic-recovers-after-drought", "Panama Canal Traffic Recovers as Rains Refill Gatun Lake - Bloomberg", "Daily slots were restored to 36 in September ...", "Oct 3, 2024"),
        ("https://www.freightwaves.com/news/panama-canal-fy2024-tonnage", "Panama Canal FY2024 tonnage down 17% - FreightWaves", "Cargo through the waterway totaled 423 million long tons ...", "Oct 4, 2024"),
        ("https://www.reddit.com/r/shipping/comments/1fvd7pk/panama_canal_fy2024_numbers/", "Panama Canal FY2024 numbers : r/shipping", "9,944 transits, lowest in decades ...", "Oct 4, 2024"),
    )
    t2 = """# Panama Canal closes fiscal year 2024

*Panama Canal Authority (ACP) · Press release · October 3, 2024*

PANAMA CITY — The Panama Canal closed fiscal year 2024 (October 1, 2023 – September 30, 2024) with **9,944 transits** and **423 million Panama Canal/Universal Measurement System (PC/UMS) tons**, reflecting the impact of the drought that affected the waterway for much of the year.

| Indicator | FY2023 | FY2024 | Change |
| --- | --- | --- | --- |
| Total transits | 14,080 | 9,944 | −29.4% |
| Neopanamax transits | 3,380 | 2,688 | −20.5% |
| Panamax transits | 10,700 | 7,256 | −32.2% |
| PC/UMS tons (millions) | 511 | 423 | −17.2% |
| Toll revenue (USD billions) | 4.97 | 4.99 | +0.4% |

## Drought measures

Water levels at Gatun Lake fell to historic lows in late 2023. The ACP reduced daily booking slots to as few as 22 in early 2024 and limited maximum draft. With the return of the rainy season, daily slots were restored to 36 and the Neopanamax draft limit returned to 50 feet in September 2024.

> "The Canal's team showed great resilience in a year of unprecedented challenges," said Administrator Ricaurte Vásquez Morales.

## Outlook

For FY2025, the ACP expects about 36 daily transits under normal water conditions."""
    d3 = {"panama_fy2024": "9,944 transits FY2024 (Oct 2023–Sep 2024) vs 14,080 FY2023 (−29.4%); 423M PC/UMS tons; drought cut slots to 22/day"}
    t4 = res(
        (ws, "Suez Canal - Wikipedia", "Houthi attacks on shipping in the Red Sea from late 2023 caused many shipping companies to divert around the Cape of Good Hope; transits fell by about half in 2024 ...", "N/A"),
        ("https://www.suezcanal.gov.eg/English/MediaCenter/News/Pages/SCA_2025_01.aspx", "SCA chairman: 2024 revenues fell to $4 billion - Suez Canal Authority", "Transits declined to 13,213 vessels in 2024 compared to 26,434 in 2023 ...", "Jan 2025"),
        ("https://www.reuters.com/world/middle-east/egypts-suez-canal-revenue-fell-over-60-2024-sisi-2024-12-26/", "Egypt's Suez Canal revenue fell more than 60% in 2024, Sisi says - Reuters", "The loss amounted to nearly $7 billion ...", "Dec 26, 2024"),
        ("https://www.imf.org/en/Blogs/Articles/2024/03/07/red-sea-attacks-disrupt-global-trade", "Red Sea Attacks Disrupt Global Trade - IMF Blog", "Trade volume through the Suez Canal fell 50% year over year in the first two months of 2024 ...", "Mar 7, 2024"),
        ("https://portwatch.imf.org/pages/573e5a3bc0ab45d8b4e1bbc2a4d16fd2", "IMF PortWatch: Suez Canal daily transit calls", "Daily transits and trade volume estimates from AIS data ...", "N/A"),
        ("https://www.lloydslist.com/LL1152219/Suez-Canal-transits-2024", "Suez Canal transits in 2024: the year in numbers - Lloyd's List", "Container ship transits fell by more than 70% ...", "Jan 8, 2025"),
    )
    traffic = [(2019, "18,880", "5.8"), (2020, "18,830", "5.6"), (2021, "20,694", "6.3"), (2022, "23,851", "8.0"),
               (2023, "26,434", "10.25"), (2024, "13,213", "3.99")]
    ttab = table(["Year", "Transits", "Revenue (US$ billion)"], [list(r) for r in traffic])
    foot = "This page was last edited on 3 March 2025, at 11:47 (UTC).\n\nRetrieved from \"https://en.wikipedia.org/w/index.php?title=Suez_Canal&oldid={}\""
    t5 = f"""Jump to content

From Wikipedia, the free encyclopedia

Artificial waterway in Egypt

| Suez Canal | |
| --- | --- |
| Length | 193.30 km (120.11 mi) |
| Maximum boat draft | 20.1 m (66 ft) |
| Locks | None |
| Status | Open |
| Navigation authority | Suez Canal Authority |
| Original owner | Suez Canal Company |
| Construction began | 25 September 1859 |
| Date completed | 17 November 1869 |

## Red Sea crisis (2023–present)

From November 2023, attacks by Yemen's Houthi movement on merchant ships in the Red Sea and the Bab-el-Mandeb strait led most major container lines to divert their Asia–Europe services around the Cape of Good Hope. Transits through the canal fell from 26,434 in 2023 to 13,213 in 2024, and revenue from US$10.25 billion to about US$4 billion.

## Traffic

{ttab}

Source: Suez Canal Authority annual reports and statements.

{foot.format("1278834521")}"""
    d6 = {"suez_2024": "13,213 transits 2024 vs 26,434 in 2023 (−50%); revenue US$3.99bn vs 10.25bn; Houthi Red Sea attacks diverted ships to Cape of Good Hope"}
    t7 = res(
        (kiel, "Statistics - Kiel Canal (Nord-Ostsee-Kanal) - WSA Nord-Ostsee-Kanal", "Ship passages and cargo tonnage through the Kiel Canal, 2015–2024 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Kiel_Canal", "Kiel Canal - Wikipedia", "The Kiel Canal is the world's busiest artificial waterway by number of ships ...", "N/A"),
        ("https://www.ndr.de/nachrichten/schleswig-holstein/nord-ostsee-kanal-bilanz-2024", "Nord-Ostsee-Kanal: Bilanz 2024 - NDR", "Weniger Schiffe, aber mehr Ladung: 2024 passierten 26.134 Schiffe den Kanal ...", "Jan 28, 2025"),
        ("https://www.thb.info/rubriken/schiffahrt/detail/news/kiel-canal-2024-traffic", "Kiel Canal traffic 2024 - THB", "Cargo rose to 72.9 million tonnes ...", "Jan 29, 2025"),
        ("https://www.kiel-canal.org/english.htm", "Kiel Canal - The Kiel Canal Society", "About 100 km long, connecting the North Sea at Brunsbüttel with the Baltic at Kiel-Holtenau ...", "N/A"),
    )
    kiel_rows = [(2020, "25,000", "69.6"), (2021, "26,500", "72.4"), (2022, "26,800", "73.1"), (2023, "26,400", "71.8"), (2024, "26,134", "72.9")]
    t8 = f"""# Statistics — Kiel Canal

*Wasserstraßen- und Schifffahrtsamt Nord-Ostsee-Kanal (WSA NOK)*

The Kiel Canal (Nord-Ostsee-Kanal) connects the North Sea at Brunsbüttel with the Baltic Sea at Kiel-Holtenau. At 98.26 km, it is the most heavily used artificial waterway in the world by number of ship passages.

## Ship passages and cargo

{table(["Year", "Ship passages (commercial)", "Cargo (million t)"], [list(r) for r in kiel_rows])}

*Figures for 2020–2023 rounded; 2024 provisional.*

## Notes

- Lock closures at Kiel-Holtenau (small locks) and the ongoing construction of the fifth lock chamber at Brunsbüttel continue to limit capacity.
- Passages are counted per transit (east- or westbound)."""
    d9 = {"kiel_2024": "26,134 commercial ship passages in 2024 (provisional), 72.9M t cargo — busiest artificial waterway by ship count"}
    t10 = f"""Jump to content

From Wikipedia, the free encyclopedia

## Traffic

{ttab}

Source: Suez Canal Authority annual reports and statements.

In 2023 the canal handled about 12% of world trade by volume. The sharp fall in 2024 followed the diversion of container, car-carrier and tanker traffic around Africa; bulk carriers were the least affected.

{foot.format("1278843521")}"""
    suez2 = d6["suez_2024"] + "; 2022: 23,851 transits, US$8.0bn"
    turns = [
        (search("Panama Canal transits fiscal year 2024 drought total"), t1),
        (extract(acp, "FY2024 total transits and comparison with FY2023"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("Suez Canal transits 2024 vs 2023 Red Sea attacks revenue"), t4),
        (extract(ws, "Transit numbers 2023 and 2024 and reason for the decline"), t5),
        (memory("add", dict=d6), added(*d6)),
        (search("Kiel Canal annual ship passages 2024 statistics"), t7),
        (extract(kiel, "Ship passages and cargo for 2024"), t8),
        (memory("add", dict=d9), added(*d9)),
        (extract(ws, "Annual transits and revenue table for 2019-2024"), t10),
        (memory("update", dict={"suez_2024": suez2}), updated("suez_2024")),
        (memory("retrieve_all"), dump({**d3, "suez_2024": suez2, **d9})),
    ]
    add(rs, "h43-search-21", turns, state, 10, "revision id of the re-read page drifts while its last-edited timestamp stays the same")


# Housing starts and retail sales releases (Census Bureau, FRED, memory): clean
def t22(rs: RowSet) -> None:
    state = ("Research task: report May 2025 U.S. housing starts and building permits (with revisions) and the May retail "
             "sales headline, for a macro note due today.\nSession date: 2025-06-18, 10:15 EDT\nSearch history: none\nMemory: empty")
    nrc = "https://www.census.gov/construction/nrc/current/index.html"
    fred = "https://fred.stlouisfed.org/series/HOUST"
    t1 = res(
        (nrc, "New Residential Construction - Current Release - U.S. Census Bureau", "Privately-owned housing starts in May were at a seasonally adjusted annual rate of 1,256,000 ...", "1 hour ago"),
        ("https://www.reuters.com/markets/us/us-housing-starts-fall-may-2025-06-18/", "US single-family housing starts rebound slightly; permits fall - Reuters", "Housing starts tumbled 9.8% to a seasonally adjusted annual rate of 1.256 million units last month ...", "1 hour ago"),
        ("https://www.cnbc.com/2025/06/18/housing-starts-may-2025.html", "Housing starts drop to five-year low in May as multifamily construction slumps - CNBC", "Economists polled had expected 1.36 million starts ...", "58 minutes ago"),
        ("https://www.reuters.com/markets/us/us-housing-starts-rise-april-2025-05-19/", "US housing starts rise modestly in April; permits drop - Reuters", "Housing starts increased 1.6% to a seasonally adjusted annual rate of 1.361 million units in April ...", "May 19, 2025"),
        ("https://www.nahb.org/news-and-economics/press-releases/2025/06/housing-starts-may-2025", "Multifamily Weakness Drags Down Housing Production in May - NAHB", "Single-family starts edged up 0.4% to 924,000 ...", "1 hour ago"),
        ("https://www.bloomberg.com/news/articles/2025-06-18/us-housing-starts-fall-to-lowest-since-2020", "US Housing Starts Fall to Lowest Since 2020 on Apartment Slump - Bloomberg", "Permits, a proxy for future construction, fell 2% ...", "1 hour ago"),
        ("https://www.marketwatch.com/story/housing-starts-may-2025", "Housing starts sink in May; builders pull back - MarketWatch", "Starts in the South fell sharply ...", "52 minutes ago"),
    )
    # (label, May 2025, revised April 2025, May 2024) in thousands, SAAR
    data = [("Building permits", 1393, 1422, 1418), ("— single-family", 898, 923, 949), ("Housing starts", 1256, 1392, 1317),
            ("— single-family", 924, 920, 984), ("Housing completions", 1526, 1448, 1552), ("— single-family", 1013, 969, 1015)]

    def pct(a: int, b: int) -> str:
        return f"{(a - b) / b * 100:+.1f}%"
    t2 = f"""# New Residential Construction — May 2025

*U.S. Census Bureau and U.S. Department of Housing and Urban Development · Release Number: CB25-93 · FOR RELEASE AT 8:30 AM EDT, WEDNESDAY, JUNE 18, 2025*

## Building Permits
Privately-owned housing units authorized by building permits in May were at a seasonally adjusted annual rate of **1,393,000**. This is 2.0 percent below the revised April rate of 1,422,000 and is 1.8 percent below the May 2024 rate of 1,418,000. Single-family authorizations in May were at a rate of 898,000; this is 2.7 percent below the revised April figure of 923,000.

## Housing Starts
Privately-owned housing starts in May were at a seasonally adjusted annual rate of **1,256,000**. This is 9.8 percent (±10.6 percent)* below the revised April estimate of 1,392,000 and is 4.6 percent (±10.1 percent)* below the May 2024 rate of 1,317,000. Single-family housing starts in May were at a rate of 924,000; this is 0.4 percent (±12.0 percent)* above the revised April figure of 920,000.

## Housing Completions
Privately-owned housing completions in May were at a seasonally adjusted annual rate of **1,526,000**. This is 5.4 percent (±11.8 percent)* above the revised April estimate of 1,448,000 and is 1.7 percent (±10.9 percent)* below the May 2024 rate of 1,552,000.

## Summary table (thousands of units, seasonally adjusted annual rate)

{table(["", "May 2025", "April 2025 (r)", "May 2024", "vs April", "vs May 2024"], [[lbl, f"{a:,}", f"{b:,}", f"{c:,}", pct(a, b), pct(a, c)] for lbl, a, b, c in data])}

(r) revised. *90 percent confidence interval includes zero: there is insufficient statistical evidence to conclude that the actual change is different from zero.

The June 2025 New Residential Construction report is scheduled for release on July 17, 2025."""
    d3 = {
        "starts_may2025": "1,256,000 SAAR, −9.8% vs revised April 1,392,000 (first print was 1,361,000 on May 19), −4.6% y/y; single-family 924,000 (+0.4%)",
        "permits_may2025": "1,393,000 SAAR, −2.0% vs revised April 1,422,000; single-family 898,000 (−2.7%)",
    }
    t4 = res(
        (fred, "Housing Starts: Total: New Privately Owned Housing Units Started (HOUST) | FRED | St. Louis Fed", "Graph and download economic data for Housing Starts ... Thousands of Units, Seasonally Adjusted Annual Rate ...", "N/A"),
        ("https://fred.stlouisfed.org/series/PERMIT", "New Privately-Owned Housing Units Authorized in Permit-Issuing Places: Total Units (PERMIT) | FRED", "Thousands of Units, Seasonally Adjusted Annual Rate, Monthly ...", "N/A"),
        ("https://fred.stlouisfed.org/series/HOUST1F", "New Privately-Owned Housing Units Started: Single-Family Units (HOUST1F) | FRED", "Thousands of Units, SAAR ...", "N/A"),
        ("https://alfred.stlouisfed.org/series?seid=HOUST", "Housing Starts (HOUST) | ALFRED | St. Louis Fed", "Archival vintages of HOUST, including first-release values ...", "N/A"),
        ("https://tradingeconomics.com/united-states/housing-starts", "United States Housing Starts - Trading Economics", "Housing starts in the US fell 9.8% to an annualized rate of 1.256 million in May 2025 ...", "1 hour ago"),
    )
    obs = [("2025-05-01", 1256), ("2025-04-01", 1392), ("2025-03-01", 1339), ("2025-02-01", 1490), ("2025-01-01", 1355),
           ("2024-12-01", 1526), ("2024-11-01", 1293), ("2024-10-01", 1344)]
    t5 = f"""# Housing Starts: Total: New Privately Owned Housing Units Started (HOUST)

| Observation | Units | Frequency |
| --- | --- | --- |
| May 2025: **1,256** | Thousands of Units, Seasonally Adjusted Annual Rate | Monthly |

Updated: Jun 18, 2025 7:31 AM CDT

## Observations

{table(["Date", "HOUST (thousands)"], [[d, f"{v:,}"] for d, v in obs])}

[View All] [Download: CSV · XLSX]

**Source:** U.S. Census Bureau, U.S. Department of Housing and Urban Development
**Release:** New Residential Construction
**Units:** Thousands of Units, Seasonally Adjusted Annual Rate

**Notes:** As provided by the Census, start occurs when excavation begins for the footings or foundation of a building. All housing units in a multifamily building are defined as being started when this excavation begins."""
    starts2 = d3["starts_may2025"] + "; FRED HOUST shows 1,256 (thousands, SAAR), Apr 1,392, Mar 1,339; lowest since May 2020"
    t7 = res(
        ("https://www.census.gov/retail/sales.html", "Advance Monthly Retail Trade Report - U.S. Census Bureau", "Advance estimates of U.S. retail and food services sales for May 2025 were $715.4 billion, down 0.9 percent from the previous month ...", "Jun 17, 2025"),
        ("https://www.reuters.com/markets/us/us-retail-sales-fall-may-2025-06-17/", "US retail sales fall more than expected in May as tariff front-running fades - Reuters", "Retail sales dropped 0.9% last month after a downwardly revised 0.1% decline in April ...", "Jun 17, 2025"),
        ("https://www.cnbc.com/2025/06/17/retail-sales-may-2025.html", "Retail sales drop 0.9% in May, worse than expected - CNBC", "Economists had expected a 0.6% decline; sales were up 3.3% from a year earlier ...", "Jun 17, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-06-17/us-retail-sales-decline-by-most-since-january", "US Retail Sales Decline by Most Since January on Autos - Bloomberg", "Motor vehicle and parts dealers' receipts fell 3.5% ...", "Jun 17, 2025"),
        ("https://fred.stlouisfed.org/series/RSAFS", "Advance Retail Sales: Retail Trade and Food Services (RSAFS) | FRED", "Millions of Dollars, Seasonally Adjusted ...", "N/A"),
    )
    d8 = {"retail_may2025": "Advance retail & food services sales $715.4bn, −0.9% m/m (April revised to −0.1%), +3.3% y/y; released 2025-06-17"}
    final = {"starts_may2025": starts2, "permits_may2025": d3["permits_may2025"], **d8}
    turns = [
        (search("housing starts May 2025 Census new residential construction"), t1),
        (extract(nrc, "May 2025 starts, permits and completions with revisions"), t2),
        (memory("add", dict=d3), added(*d3)),
        (search("FRED HOUST housing starts series"), t4),
        (extract(fred, "Latest observations and units"), t5),
        (memory("update", dict={"starts_may2025": starts2}), updated("starts_may2025")),
        (search("US retail sales May 2025 advance estimate census"), t7),
        (memory("add", dict=d8), added(*d8)),
        (memory("retrieve_all"), dump(final)),
    ]
    add(rs, "h43-search-22", turns, state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
