# ruff: noqa: E501
"""Held-out set holdout40, search domain: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Each trajectory is one research task with a starting state; 11 of them carry exactly one observation that
contradicts an earlier turn, the other 11 are coherent. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout40_parts.search.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

TOOLS = [
    {"name": "web_search", "description": "Search the web. Returns ranked results (URL, title, snippet, date) for each query.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "description": "One or more search queries."}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Fetch a web page and return its main content as Markdown, focused on the goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string", "description": "What information to look for on the page."}}, "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "A persistent key-value scratchpad for notes taken during research.",
     "parameters": {"type": "object", "properties": {"operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
                                                     "dict": {"type": "object", "description": "Key-value pairs for add/update."},
                                                     "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}},
                    "required": ["operation"]}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model**, a web search and information retrieval environment simulator. Simulate the execution of search and memory tool calls and predict the exact tool response a real execution environment would return.

Factual accuracy comes first, then query relevance. Keep the whole session consistent: search results and pages already returned, facts already discovered, and every key-value pair stored in memory.

# Tool Execution

## web_search
Return ranked results for each query in the form:

[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024

Use `N/A` for undated pages (Wikipedia, reference pages) and realistic dates for news and blogs. For a batch of queries, return one block of results per query. Mix official sites, reference works, news outlets and the occasional forum.

## web_extractor
Return the page's main content as Markdown (headings, tables with `|`, lists), skipping ads and footers. The content must agree with earlier snippets of the same URL and with earlier extractions of the same page.

## dict_memory
A persistent key-value store. `add` -> `Successfully added items of [keys] to memory.`; `update` -> `Successfully updated items of [keys] in memory.`; `retrieve` -> the stored pairs, or `Key not found` for a missing key; `retrieve_all` -> every stored pair; `remove` -> `Successfully removed items of [keys] from memory.`; `remove_all` -> `Successfully cleared all memory.` Memory persists across turns until explicitly removed.

# Tool definitions

""" + json.dumps(TOOLS, indent=1)


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def dump(d: dict[str, Any]) -> str:
    return json.dumps(d, indent=2, ensure_ascii=False)


def all_items(d: dict[str, Any]) -> str:
    return f"Retrieved {len(d)} items from memory:\n" + dump(d)


def got(d: dict[str, Any], missing: tuple[str, ...] = ()) -> str:
    out = dump(d)
    for k in missing:
        out += f"\nKey not found: {k}"
    return out


def batch(*groups: tuple[str, list[tuple[str, str, str, str]]]) -> str:
    return "\n\n".join(f"Results for query \"{q}\":\n\n" + results(*items) for q, items in groups)



# Turing Award (ACM awards site, Wikipedia) - clean
def t01(rs: RowSet) -> None:
    mem: dict[str, str] = {}
    t: list[tuple[str, str]] = []
    t.append((search("2024 ACM Turing Award recipients", "Turing Award prize money Google"), batch(
        ("2024 ACM Turing Award recipients", [
            ("https://awards.acm.org/about/2024-turing", "Andrew Barto and Richard Sutton are the recipients of the 2024 ACM A.M. Turing Award", "ACM has named Andrew Barto and Richard Sutton as the recipients of the 2024 ACM A.M. Turing Award for developing the conceptual and algorithmic foundations of reinforcement learning ...", "Mar 5, 2025"),
            ("https://en.wikipedia.org/wiki/Turing_Award", "Turing Award - Wikipedia", "The ACM A.M. Turing Award is an annual prize given by the Association for Computing Machinery (ACM) for contributions of lasting and major technical importance to computer science ...", "N/A"),
            ("https://www.nytimes.com/2025/03/05/technology/turing-award-andrew-barto-richard-sutton.html", "Turing Award Goes to 2 Pioneers of Artificial Intelligence - The New York Times", "Andrew Barto and Richard Sutton developed reinforcement learning, a technique vital to chatbots like ChatGPT ...", "Mar 5, 2025"),
            ("https://www.umass.edu/news/article/umass-amherst-computer-scientist-andrew-barto-wins-acm-turing-award", "UMass Amherst Computer Scientist Andrew Barto Wins ACM A.M. Turing Award", "Barto, professor emeritus in the Manning College of Information and Computer Sciences, shares the award with his former doctoral student Richard Sutton ...", "Mar 5, 2025"),
            ("https://www.ualberta.ca/en/folio/2025/03/rich-sutton-turing-award.html", "U of A computing scientist Rich Sutton wins Turing Award, 'the Nobel Prize of computing'", "Sutton, a professor in the Department of Computing Science and chief scientific advisor at Amii, is recognized alongside Andrew Barto ...", "Mar 5, 2025"),
            ("https://www.acm.org/media-center/2025/march/turing-award-2024", "ACM A.M. Turing Award Honors Two Researchers Who Led the Development of Cornerstone AI Technology", "Barto and Sutton introduced the main ideas, constructed the mathematical foundations, and developed important algorithms for reinforcement learning ...", "Mar 5, 2025"),
            ("https://www.theverge.com/news/624485/turing-award-andrew-barto-richard-sutton-reinforcement-learning", "Reinforcement learning pioneers win the Turing Award - The Verge", "The two researchers spent decades on the approach that now underpins everything from AlphaGo to the fine-tuning of large language models ...", "Mar 5, 2025"),
            ("https://news.ycombinator.com/item?id=43265409", "Turing Award goes to Andrew Barto and Richard Sutton | Hacker News", "412 points by ... 'Reinforcement Learning: An Introduction' is still the book I recommend to everyone starting out ...", "Mar 5, 2025"),
        ]),
        ("Turing Award prize money Google", [
            ("https://awards.acm.org/turing", "ACM A.M. Turing Award", "The A.M. Turing Award, the ACM's most prestigious technical award, is given for major contributions of lasting importance to computing. It carries a $1 million prize with financial support provided by Google, Inc.", "N/A"),
            ("https://en.wikipedia.org/wiki/Turing_Award", "Turing Award - Wikipedia", "Since 2014, the award has been accompanied by a prize of US$1 million, with financial support provided by Google ...", "N/A"),
            ("https://www.zdnet.com/article/google-quadruples-turing-award-prize-money-to-1m/", "Google quadruples Turing Award prize money to $1M - ZDNET", "The prize, previously $250,000 and co-funded by Intel and Google, will now be $1 million with Google as sole sponsor ...", "Nov 13, 2014"),
            ("https://www.nytimes.com/2014/11/14/technology/turing-award-prize-raised-to-1-million.html", "Turing Award, Computing's Top Honor, Raises Prize to $1 Million", "The Association for Computing Machinery said Thursday that Google would underwrite the larger prize ...", "Nov 13, 2014"),
            ("https://www.quora.com/How-much-money-does-the-Turing-Award-winner-get", "How much money does the Turing Award winner get? - Quora", "Currently $1M, split between co-recipients when the award is shared ...", "N/A"),
            ("https://cacm.acm.org/news/acm-turing-award-now-1-million/", "ACM Turing Award Now $1 Million | Communications of the ACM", "ACM today announced that the funding level for the ACM A.M. Turing Award is now $1,000,000, to be provided by Google Inc. ...", "Nov 13, 2014"),
        ]))))
    t.append((extract("https://awards.acm.org/about/2024-turing", "recipients, citation, affiliations, prize amount and award ceremony date"), """# Andrew Barto and Richard Sutton are the recipients of the 2024 ACM A.M. Turing Award

**For developing the conceptual and algorithmic foundations of reinforcement learning**

ACM, the Association for Computing Machinery, today named **Andrew Barto** and **Richard Sutton** as the recipients of the 2024 ACM A.M. Turing Award for developing the conceptual and algorithmic foundations of reinforcement learning. In a series of papers beginning in the 1980s, Barto and Sutton introduced the main ideas, constructed the mathematical foundations, and developed important algorithms for reinforcement learning, one of the most important approaches for creating intelligent systems.

Barto is Professor Emeritus of Information and Computer Sciences at the University of Massachusetts, Amherst. Sutton is a Professor of Computer Science at the University of Alberta, a Research Scientist at Keen Technologies, and a Fellow at Amii (Alberta Machine Intelligence Institute).

The ACM A.M. Turing Award, often referred to as the "Nobel Prize in Computing," carries a $1 million prize with financial support provided by Google, Inc. The award is named for Alan M. Turing, the British mathematician who articulated the mathematical foundations of computing.

## What is Reinforcement Learning?

The field of artificial intelligence (AI) is generally concerned with constructing agents, that is, entities that perceive and act. More intelligent agents are those that choose better courses of action. Therefore, the notion that some courses of action are better than others is central to AI. Reward, a term borrowed from psychology and neuroscience, denotes a signal provided to an agent related to the quality of its behavior. Reinforcement learning (RL) is the process of learning to behave more successfully given this signal.

## Barto and Sutton's Foundational Research

Beginning in the late 1970s, Barto and Sutton, who was Barto's first PhD student at UMass Amherst, studied how an agent could learn from interaction, drawing on animal learning theory and on the mathematics of Markov decision processes. Their contributions include:

- **Temporal difference learning**, an important advance in solving reward prediction problems;
- **Policy-gradient methods** and the use of neural networks as a tool to represent learned functions;
- Agent designs that combine learning and planning, demonstrating the value of acquiring knowledge of the environment as a basis for planning.

Their textbook, *Reinforcement Learning: An Introduction* (1998), remains the standard reference in the field and has been cited more than 75,000 times. A second edition appeared in 2018.

## Impact

In 2016, AlphaGo defeated the best human Go players using deep reinforcement learning. More recently, reinforcement learning from human feedback (RLHF) has been a key technique behind the training of large language models such as ChatGPT. RL has also been applied to chip layout, network congestion control, robotics and cache optimization.

> "Barto and Sutton's work demonstrates the immense potential of applying a multidisciplinary approach to longstanding challenges in our field," said ACM President Yannis Ioannidis.

> "Reinforcement learning has been central to some of the most important AI milestones of the past decade," said Jeff Dean, Senior Vice President, Google.

## Award Presentation

ACM will formally present the 2024 ACM A.M. Turing Award at its annual awards banquet on **Saturday, June 14, 2025** in San Francisco, California.

## About the Recipients

| | Andrew G. Barto | Richard S. Sutton |
| --- | --- | --- |
| Current position | Professor Emeritus, UMass Amherst | Professor, University of Alberta; Research Scientist, Keen Technologies; Fellow, Amii |
| PhD | University of Michigan (1975) | University of Massachusetts Amherst (1984) |
| Selected honors | IEEE Neural Network Society Pioneer Award; UMass Neurosciences Lifetime Achievement Award | Fellow of the Royal Society; Fellow of the Royal Society of Canada; AAAI Fellow |

*Contact: Jim Ormond, 212-626-0505, ormond@hq.acm.org*
"""))
    new = {"turing_2024": "Andrew Barto & Richard Sutton - conceptual and algorithmic foundations of reinforcement learning (announced Mar 5, 2025)",
           "turing_prize": "US$1 million, funded by Google"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((extract("https://en.wikipedia.org/wiki/Turing_Award", "list of recipients and citations for the years 2014 to 2024"), """# Turing Award

From Wikipedia, the free encyclopedia

American annual computer science prize

| ACM A.M. Turing Award | |
| --- | --- |
| Awarded for | Outstanding contributions in computer science |
| Country | United States |
| Presented by | Association for Computing Machinery (ACM) |
| Reward(s) | US$1,000,000 |
| First awarded | 1966 |
| Most recent | Andrew Barto and Richard S. Sutton (2024) |
| Website | amturing.acm.org |

The **ACM A.M. Turing Award** is an annual prize given by the Association for Computing Machinery (ACM) for contributions of lasting and major technical importance to computer science. It is generally recognized as the highest distinction in the field of computer science and is often referred to as the "Nobel Prize of Computing".

The award is named after Alan Turing, who was a British mathematician and reader in mathematics at the University of Manchester. Turing is often credited as being the founder of theoretical computer science and artificial intelligence, and a key contributor to the Allied cryptanalysis of the Enigma cipher during World War II.

From 2007 to 2013, the award was accompanied by a prize of US$250,000, with financial support provided by Intel and Google. Since 2014, the award has been accompanied by a prize of US$1 million, with financial support provided by Google.

The first recipient, in 1966, was Alan Perlis, of Carnegie Mellon University. The youngest recipient was Donald Knuth, who won in 1974 at the age of 36, while the oldest recipient was Alfred Aho, who won in 2020 at the age of 79. Only three women have been awarded the prize: Frances Allen (in 2006), Barbara Liskov (in 2008), and Shafi Goldwasser (in 2012).

## Recipients

*(rows 1966–2013 omitted; showing 2014–2024)*

| Year | Recipient(s) | Rationale |
| --- | --- | --- |
| 2014 | Michael Stonebraker | "For fundamental contributions to the concepts and practices underlying modern database systems." |
| 2015 | Whitfield Diffie, Martin E. Hellman | "For fundamental contributions to modern cryptography. Diffie and Hellman's groundbreaking 1976 paper, 'New Directions in Cryptography,' introduced the ideas of public-key cryptography and digital signatures." |
| 2016 | Tim Berners-Lee | "For inventing the World Wide Web, the first web browser, and the fundamental protocols and algorithms allowing the Web to scale." |
| 2017 | John L. Hennessy, David Patterson | "For pioneering a systematic, quantitative approach to the design and evaluation of computer architectures with enduring impact on the microprocessor industry." |
| 2018 | Yoshua Bengio, Geoffrey Hinton, Yann LeCun | "For conceptual and engineering breakthroughs that have made deep neural networks a critical component of computing." |
| 2019 | Edwin Catmull, Pat Hanrahan | "For fundamental contributions to 3D computer graphics, and the revolutionary impact of these techniques on computer-generated imagery (CGI) in filmmaking and other applications." |
| 2020 | Alfred Aho, Jeffrey Ullman | "For fundamental algorithms and theory underlying programming language implementation and for synthesizing these results and those of others in their highly influential books, which educated generations of computer scientists." |
| 2021 | Jack Dongarra | "For pioneering contributions to numerical algorithms and libraries that enabled high performance computational software to keep pace with exponential hardware improvements for over four decades." |
| 2022 | Robert Metcalfe | "For the invention, standardization, and commercialization of Ethernet." |
| 2023 | Avi Wigderson | "For foundational contributions to the theory of computation, including reshaping our understanding of the role of randomness in computation, and for his decades of intellectual leadership in theoretical computer science." |
| 2024 | Andrew Barto, Richard S. Sutton | "For developing the conceptual and algorithmic foundations of reinforcement learning." |

## See also

- List of computer science awards
- List of prizes known as the Nobel of a field
- IEEE John von Neumann Medal

## References

1. "ACM A.M. Turing Award". *amturing.acm.org*. Retrieved March 5, 2025.
2. "ACM's Turing Award prize raised to $1 million". *CACM*. November 13, 2014.
3. "Andrew Barto and Richard Sutton are the recipients of the 2024 ACM A.M. Turing Award". ACM. March 5, 2025.
"""))
    new = {"turing_2023": "Avi Wigderson - theory of computation, role of randomness in computation",
           "turing_2022": "Robert (Bob) Metcalfe - invention, standardization and commercialization of Ethernet",
           "turing_2021": "Jack Dongarra - numerical algorithms and libraries for HPC",
           "turing_2020": "Alfred Aho & Jeffrey Ullman - algorithms and theory of programming language implementation"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    new = {"turing_2024": "Andrew G. Barto (UMass Amherst, emeritus) & Richard S. Sutton (U. Alberta / Keen Technologies / Amii) - conceptual and algorithmic foundations of reinforcement learning; announced Mar 5, 2025; presented at ACM awards banquet June 14, 2025, San Francisco"}
    mem.update(new)
    t.append((memory("update", dict=new), updated(*new)))
    t.append((search("Barto Sutton Turing Award reinforcement learning reaction"), results(
        ("https://www.technologyreview.com/2025/03/05/1112800/turing-award-reinforcement-learning-barto-sutton/", "The godfathers of reinforcement learning just won computing's top prize | MIT Technology Review", "Sutton has long argued that general methods that leverage computation win out in the end, an idea he laid out in his 2019 essay 'The Bitter Lesson' ...", "Mar 5, 2025"),
        ("https://www.nytimes.com/2025/03/05/technology/turing-award-andrew-barto-richard-sutton.html", "Turing Award Goes to 2 Pioneers of Artificial Intelligence - The New York Times", "Andrew Barto and Richard Sutton developed reinforcement learning, a technique vital to chatbots like ChatGPT ...", "Mar 5, 2025"),
        ("https://www.ft.com/content/2b1b3e10-5c41-4b5e-a7c5-0f5e9d4c7a3b", "AI pioneers who shaped reinforcement learning win Turing Award - Financial Times", "In an interview, Barto and Sutton warned that companies were releasing AI products before they had been properly tested ...", "Mar 5, 2025"),
        ("https://www.amii.ca/latest-from-amii/rich-sutton-turing-award", "Amii Chief Scientific Advisor Rich Sutton wins the 2024 Turing Award - Amii", "Amii congratulates Rich Sutton, who receives the honour alongside his longtime collaborator and former PhD supervisor Andrew Barto ...", "Mar 5, 2025"),
        ("https://www.wired.com/story/ai-pioneers-win-turing-award-reinforcement-learning/", "Two AI Pioneers Win the Turing Award for Reinforcement Learning | WIRED", "Reinforcement learning powered DeepMind's AlphaGo and is now used to make chatbots more helpful ...", "Mar 5, 2025"),
        ("https://www.reddit.com/r/MachineLearning/comments/1j4ke2q/n_andrew_barto_and_richard_sutton_win_the_2024/", "[N] Andrew Barto and Richard Sutton win the 2024 Turing Award : r/MachineLearning", "Long overdue. The RL book is how half of this subreddit learned about TD learning ...", "Mar 5, 2025"),
        ("https://www.cbc.ca/news/canada/edmonton/richard-sutton-turing-award-1.7475712", "Edmonton AI researcher Richard Sutton wins Turing Award | CBC News", "The University of Alberta professor says he plans to use part of his share of the $1-million US prize to ...", "Mar 6, 2025"),
        ("https://spectrum.ieee.org/turing-award-2024", "Reinforcement Learning Pioneers Receive 2024 Turing Award - IEEE Spectrum", "The award recognizes work that began at UMass Amherst in the late 1970s, when Sutton joined Barto's lab as a graduate student ...", "Mar 7, 2025"),
        ("https://www.linkedin.com/pulse/reinforcement-learning-finally-gets-its-turing-award", "Reinforcement learning finally gets its Turing Award | LinkedIn", "What the 2024 Turing Award tells us about where AI research is headed ...", "Mar 9, 2025"),
        ("https://www.lesswrong.com/posts/turing-award-barto-sutton", "Barto and Sutton win the Turing Award - LessWrong", "Discussion thread; includes links to Sutton's 'Bitter Lesson' and the Alberta Plan for AI research ...", "Mar 6, 2025"),
    )))
    t.append((memory("retrieve_all"), all_items(mem)))
    rs.add(task="search", tid="h40-search-01", system=SYSTEM, turns=t,
           state="Research task: identify the recipients of the most recent ACM A.M. Turing Award, their citation and the prize amount, and note the laureates of the four preceding years. The memory scratchpad is empty.")


# Tony Awards (Playbill, CBS News) - bad
def t02(rs: RowSet) -> None:
    t: list[tuple[str, str]] = []
    t.append((search("77th Tony Awards 2024 winners list Best Musical Best Play"), results(
        ("https://www.tonyawards.com/winners/", "Winners | The American Theatre Wing's Tony Awards", "The Outsiders - Best Musical; Stereophonic - Best Play; Merrily We Roll Along - Best Revival of a Musical; Appropriate - Best Revival of a Play ...", "Jun 17, 2024"),
        ("https://en.wikipedia.org/wiki/77th_Tony_Awards", "77th Tony Awards - Wikipedia", "The 77th Tony Awards were held on June 16, 2024, at the David H. Koch Theater in New York City, to recognize achievement in Broadway productions during the 2023-24 season ...", "N/A"),
        ("https://playbill.com/article/see-the-full-list-of-2024-tony-award-winners", "See the Full List of 2024 Tony Award Winners | Playbill", "Stereophonic took home five awards, the most of any production this season, including Best Play ...", "Jun 16, 2024"),
        ("https://www.nytimes.com/2024/06/16/theater/tony-awards-winners-list.html", "Tony Awards 2024: Full List of Winners - The New York Times", "'The Outsiders' won best musical and 'Stereophonic' won best play at a ceremony hosted by Ariana DeBose ...", "Jun 16, 2024"),
        ("https://variety.com/2024/legit/news/tony-awards-2024-winners-list-1236036101/", "Tony Awards 2024 Winners List: 'The Outsiders,' 'Stereophonic' Win Top Prizes - Variety", "The complete list of winners at the 77th annual Tony Awards, updated live from the David H. Koch Theater ...", "Jun 16, 2024"),
        ("https://www.broadwayworld.com/article/Full-List-of-Winners-for-the-2024-Tony-Awards-20240616", "Full List of Winners for the 2024 Tony Awards - BroadwayWorld", "Jonathan Groff, Daniel Radcliffe, Sarah Paulson and Jeremy Strong among the night's acting winners ...", "Jun 16, 2024"),
        ("https://apnews.com/article/tony-awards-2024-winners-outsiders-stereophonic-7f2d5c", "'The Outsiders' wins best new musical at Tony Awards; 'Stereophonic' is best play | AP News", "A musical adaptation of S.E. Hinton's novel about teen rivalries in 1960s Oklahoma won the top prize ...", "Jun 17, 2024"),
        ("https://www.cbsnews.com/news/tony-awards-2024-winners-list/", "Tony Awards 2024 winners list - CBS News", "See who won at the 77th Tony Awards, broadcast live on CBS and streaming on Paramount+ ...", "Jun 17, 2024"),
        ("https://www.reddit.com/r/Broadway/comments/1dhq0k2/2024_tony_awards_live_discussion_thread/", "2024 Tony Awards LIVE Discussion Thread : r/Broadway", "Kecia Lewis's speech!!! ... Groff finally getting his Tony ...", "Jun 16, 2024"),
        ("https://www.gothamist.com/arts-entertainment/tony-awards-2024-the-outsiders-stereophonic", "The Outsiders, Stereophonic win big at the 2024 Tony Awards - Gothamist", "A rock band drama and a musical about greasers took the top honors Sunday night ...", "Jun 17, 2024"),
    )))
    t.append((extract("https://playbill.com/article/see-the-full-list-of-2024-tony-award-winners", "full list of winners and which production won the most awards"), """# See the Full List of 2024 Tony Award Winners

*The Outsiders* and *Stereophonic* took home the top prizes of the evening.

By Playbill Staff | June 16, 2024

The 2024 Tony Awards were presented June 16 at the David H. Koch Theater at Lincoln Center, with Ariana DeBose hosting the ceremony for the third year in a row. The ceremony, honoring the 2023-24 Broadway season, was broadcast on CBS and streamed on Paramount+.

*Stereophonic*, David Adjmi's play about a 1970s rock band recording an album, led the night with five awards, including Best Play. *The Outsiders* and *Merrily We Roll Along* each won four.

## Winners

**Best Musical**
*The Outsiders*

**Best Play**
*Stereophonic*

**Best Revival of a Musical**
*Merrily We Roll Along*

**Best Revival of a Play**
*Appropriate*

**Best Book of a Musical**
Shaina Taub, *Suffs*

**Best Original Score (Music and/or Lyrics) Written for the Theatre**
Shaina Taub, *Suffs*

**Best Performance by an Actor in a Leading Role in a Play**
Jeremy Strong, *An Enemy of the People*

**Best Performance by an Actress in a Leading Role in a Play**
Sarah Paulson, *Appropriate*

**Best Performance by an Actor in a Leading Role in a Musical**
Jonathan Groff, *Merrily We Roll Along*

**Best Performance by an Actress in a Leading Role in a Musical**
Maleah Joi Moon, *Hell's Kitchen*

**Best Performance by an Actor in a Featured Role in a Play**
Will Brill, *Stereophonic*

**Best Performance by an Actress in a Featured Role in a Play**
Kara Young, *Purlie Victorious: A Non-Confederate Romp Through the Cotton Patch*

**Best Performance by an Actor in a Featured Role in a Musical**
Daniel Radcliffe, *Merrily We Roll Along*

**Best Performance by an Actress in a Featured Role in a Musical**
Kecia Lewis, *Hell's Kitchen*

**Best Direction of a Play**
Daniel Aukin, *Stereophonic*

**Best Direction of a Musical**
Danya Taymor, *The Outsiders*

**Best Choreography**
Justin Peck, *Illinoise*

**Best Orchestrations**
Jonathan Tunick, *Merrily We Roll Along*

**Best Scenic Design of a Play**
David Zinn, *Stereophonic*

**Best Scenic Design of a Musical**
Tom Scutt, *Cabaret at the Kit Kat Club*

**Best Costume Design of a Play**
Dede Ayite, *Jaja's African Hair Braiding*

**Best Costume Design of a Musical**
Linda Cho, *The Great Gatsby*

**Best Lighting Design of a Musical**
Brian MacDevitt and Hana S. Kim, *The Outsiders*

**Best Sound Design of a Play**
Ryan Rumery, *Stereophonic*

**Best Sound Design of a Musical**
Cody Spencer, *The Outsiders*

## Tally by production

| Production | Wins |
| --- | --- |
| Stereophonic | 5 |
| The Outsiders | 4 |
| Merrily We Roll Along | 4 |
| Suffs | 2 |
| Hell's Kitchen | 2 |

**Related:** Photos: Go Inside the 2024 Tony Awards Red Carpet | Watch Every Performance From the 2024 Tonys
"""))
    t.append((memory("add", dict={"tony77_best_musical": "The Outsiders (4 wins incl. Best Direction of a Musical for Danya Taymor)",
                                  "tony77_best_play": "Stereophonic (5 wins, most of the night)",
                                  "tony77_ceremony": "June 16, 2024; host Ariana DeBose"}),
              added("tony77_best_musical", "tony77_best_play", "tony77_ceremony")))
    t.append((extract("https://www.cbsnews.com/news/tony-awards-2024-winners-list/", "venue, host, broadcaster, nomination leaders"), """# Tony Awards 2024 winners list: See who won at the 77th Tony Awards

CBS News | Updated on: June 17, 2024 / 12:41 AM EDT

The 77th Tony Awards were handed out Sunday night at the David H. Koch Theater at Lincoln Center in New York City, honoring the best of the 2023-24 Broadway season. Ariana DeBose hosted the ceremony for the third consecutive year.

The show aired live on CBS and streamed on Paramount+. The first hour, "The Tony Awards: Act One," streamed on Pluto TV.

## At a glance

| | |
| --- | --- |
| Date | Sunday, June 16, 2024 |
| Venue | David H. Koch Theater, Lincoln Center, New York City |
| Host | Ariana DeBose (third straight year) |
| Broadcast | CBS and Paramount+ (live); Pluto TV (first hour) |
| Most nominations | "Hell's Kitchen" and "Stereophonic" (13 each) |
| Most wins | "Stereophonic" (5) |

"Stereophonic," David Adjmi's play about a 1970s rock band, became the most-nominated play in Tony Awards history when nominations were announced on April 30. It went on to win five awards, including best play. "The Outsiders," based on S.E. Hinton's novel, won best musical.

The ceremony moved this year from the United Palace in Washington Heights, which hosted the 2023 Tonys, to the home of New York City Ballet at Lincoln Center.

## Performances

Best musical nominees "Hell's Kitchen," "Illinoise," "The Outsiders," "Suffs" and "Water for Elephants" performed, as did the revivals "Cabaret at the Kit Kat Club," "Merrily We Roll Along" and "The Who's Tommy." Alicia Keys joined the cast of "Hell's Kitchen," the musical inspired by her life, for its number.

## Top categories

| Category | Winner | Other nominees |
| --- | --- | --- |
| Best Musical | The Outsiders | Hell's Kitchen; Illinoise; Suffs; Water for Elephants |
| Best Play | Stereophonic | Jaja's African Hair Braiding; Mary Jane; Mother Play; Prayer for the French Republic |
| Best Revival of a Musical | Merrily We Roll Along | Cabaret at the Kit Kat Club; Gutenberg! The Musical!; The Who's Tommy |
| Best Revival of a Play | Appropriate | An Enemy of the People; Doubt: A Parable; Purlie Victorious: A Non-Confederate Romp Through the Cotton Patch |

## Wins by show

| Show | Wins |
| --- | --- |
| Stereophonic | 5 |
| Merrily We Roll Along | 4 |
| The Outsiders | 4 |
| Hell's Kitchen | 2 |
| Suffs | 2 |

*More from CBS News: Tony Awards 2024 red carpet photos | Jonathan Groff wins first Tony*
"""))
    t.append((memory("update", dict={"tony77_ceremony": "June 16, 2024; David H. Koch Theater, Lincoln Center; host Ariana DeBose (3rd straight year); CBS / Paramount+"}),
              updated("tony77_ceremony")))
    t.append((memory("retrieve", key_list=["tony77_ceremony", "tony77_best_play"]), got({
        "tony77_ceremony": "June 16, 2024; host Ariana DeBose",
        "tony77_best_play": "Stereophonic (5 wins, most of the night)"})))
    t.append((search("Stereophonic 13 Tony nominations most nominated play record"), results(
        ("https://www.nytimes.com/2024/04/30/theater/tony-nominations-2024-stereophonic.html", "'Stereophonic' Sets Record for Most Tony Nominations for a Play - The New York Times", "David Adjmi's drama about a 1970s band received 13 nominations, the most ever for a play, tying with the musical 'Hell's Kitchen' ...", "Apr 30, 2024"),
        ("https://en.wikipedia.org/wiki/Stereophonic_(play)", "Stereophonic (play) - Wikipedia", "Stereophonic is a play by David Adjmi with original songs by Will Butler ... It received 13 nominations at the 77th Tony Awards, the most for a play in history, winning five including Best Play ...", "N/A"),
        ("https://playbill.com/article/stereophonic-breaks-record-for-most-tony-nominated-play", "Stereophonic Breaks Record for Most Tony-Nominated Play | Playbill", "The previous record for a play, 12 nominations, was set by Slave Play in 2020 ...", "Apr 30, 2024"),
        ("https://www.broadwayworld.com/article/STEREOPHONIC-Makes-Tony-History-20240430", "STEREOPHONIC Makes Tony History With 13 Nominations - BroadwayWorld", "The production, which transferred from Playwrights Horizons, earned nods in nearly every eligible category ...", "Apr 30, 2024"),
        ("https://www.vulture.com/article/stereophonic-tony-awards-2024-record.html", "Stereophonic Is the Most Tony-Nominated Play Ever - Vulture", "Adjmi's three-hour studio drama is now the most nominated play in the awards' 77-year history ...", "Apr 30, 2024"),
        ("https://variety.com/2024/legit/news/stereophonic-tony-nominations-record-1235988540/", "'Stereophonic' Breaks Tony Record for Most Nominations for a Play - Variety", "Will Butler, formerly of Arcade Fire, earned a nomination for the show's original music ...", "Apr 30, 2024"),
        ("https://www.reddit.com/r/Broadway/comments/1cgqk8m/stereophonic_13_noms/", "Stereophonic 13 noms?! : r/Broadway", "Saw it at Playwrights Horizons and it's the best thing I've seen in years, totally deserved ...", "Apr 30, 2024"),
        ("https://www.theatermania.com/news/stereophonic-tony-awards-record_98231/", "Stereophonic Wins Best Play After Record Nomination Haul | TheaterMania", "The play won five of its 13 nominations on Sunday night ...", "Jun 17, 2024"),
    )))
    rs.add(task="search", tid="h40-search-02", system=SYSTEM, turns=t, bad=True, turn=6,
           kind="memory value updated by the agent reads back as its earlier value",
           state="Research task: summarize the 77th Tony Awards (2024): date, venue, host, broadcaster, Best Musical, Best Play, and which production won the most awards. Memory is empty.")


# Toronto Film Festival (Variety, Gold Derby) - clean
def t03(rs: RowSet) -> None:
    mem: dict[str, str] = {}
    t: list[tuple[str, str]] = []
    t.append((search("TIFF 2024 People's Choice Award winner", "TIFF 2024 People's Choice runners-up"), batch(
        ("TIFF 2024 People's Choice Award winner", [
            ("https://variety.com/2024/film/news/tiff-2024-peoples-choice-award-life-of-chuck-1236145021/", "TIFF 2024 Awards: 'The Life of Chuck' Wins People's Choice Award - Variety", "Mike Flanagan's adaptation of the Stephen King novella, starring Tom Hiddleston, took the festival's top prize, voted on by audiences ...", "Sep 15, 2024"),
            ("https://tiff.net/announcements/tiff-2024-award-winners", "TIFF announces 2024 award winners | TIFF", "The Toronto International Film Festival today announced the winners of the 2024 Festival awards, including the People's Choice Award ...", "Sep 15, 2024"),
            ("https://deadline.com/2024/09/tiff-peoples-choice-award-2024-winner-life-of-chuck-1236087952/", "'The Life Of Chuck' Wins TIFF People's Choice Award - Deadline", "Flanagan's film, which is still looking for U.S. distribution, beat out 'Emilia Pérez' and 'Anora' for the audience award ...", "Sep 15, 2024"),
            ("https://www.hollywoodreporter.com/movies/movie-news/tiff-2024-peoples-choice-award-winner-life-of-chuck-1236000851/", "TIFF People's Choice Award Goes to 'The Life of Chuck' - The Hollywood Reporter", "The award has long been seen as an Oscar bellwether; recent winners include 'American Fiction,' 'The Fabelmans' and 'Belfast' ...", "Sep 15, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Toronto_International_Film_Festival", "2024 Toronto International Film Festival - Wikipedia", "The 49th annual Toronto International Film Festival was held from September 5 to 15, 2024 ...", "N/A"),
            ("https://www.indiewire.com/news/festivals/tiff-2024-peoples-choice-award-winner-1235046730/", "TIFF 2024 People's Choice Award Winner Is 'The Life of Chuck' - IndieWire", "A surprise winner in a year of strong audience favorites ...", "Sep 15, 2024"),
            ("https://www.cbc.ca/news/entertainment/tiff-2024-winners-1.7323840", "Mike Flanagan's The Life of Chuck wins TIFF People's Choice Award | CBC News", "The festival wrapped Sunday with its awards brunch at the TIFF Lightbox ...", "Sep 15, 2024"),
        ]),
        ("TIFF 2024 People's Choice runners-up", [
            ("https://tiff.net/announcements/tiff-2024-award-winners", "TIFF announces 2024 award winners | TIFF", "The first runner-up is Jacques Audiard's Emilia Pérez. The second runner-up is Sean Baker's Anora ...", "Sep 15, 2024"),
            ("https://variety.com/2024/film/news/tiff-2024-peoples-choice-award-life-of-chuck-1236145021/", "TIFF 2024 Awards: 'The Life of Chuck' Wins People's Choice Award - Variety", "'Emilia Pérez' was first runner-up and 'Anora' second runner-up ...", "Sep 15, 2024"),
            ("https://www.goldderby.com/article/2024/tiff-peoples-choice-award-winners-oscars/", "TIFF People's Choice Award 2024: 'The Life of Chuck' wins, 'Emilia Perez' and 'Anora' runners-up - Gold Derby", "What the result means for the Best Picture race ...", "Sep 15, 2024"),
            ("https://www.reddit.com/r/movies/comments/1fhd6z3/the_life_of_chuck_wins_tiff_peoples_choice_award/", "The Life of Chuck wins TIFF People's Choice Award : r/movies", "Did not see that coming, I thought Anora had it locked ...", "Sep 15, 2024"),
            ("https://www.thewrap.com/tiff-2024-awards-winners-list-life-of-chuck/", "TIFF 2024 Winners List: 'The Life of Chuck' Takes People's Choice - TheWrap", "Coralie Fargeat's 'The Substance' won the Midnight Madness audience award ...", "Sep 15, 2024"),
        ]))))
    t.append((extract("https://variety.com/2024/film/news/tiff-2024-peoples-choice-award-life-of-chuck-1236145021/", "People's Choice Award winner and runners-up, other audience awards"), """# TIFF 2024 Awards: 'The Life of Chuck' Wins People's Choice Award

By Variety Staff | September 15, 2024 11:23am PT

Mike Flanagan's "The Life of Chuck" has won the People's Choice Award at the 2024 Toronto International Film Festival, the festival's top honor, which is voted on by audiences.

The film, adapted from a Stephen King novella in the 2020 collection "If It Bleeds," stars Tom Hiddleston, Chiwetel Ejiofor, Karen Gillan and Mark Hamill. It tells the story of Charles "Chuck" Krantz in three acts, in reverse chronological order. The film premiered at the festival on Sept. 6 and was still seeking U.S. distribution when it won.

The first runner-up was Jacques Audiard's "Emilia Pérez," and the second runner-up was Sean Baker's "Anora," the Palme d'Or winner.

## Other audience awards

| Award | Film | Director |
| --- | --- | --- |
| People's Choice Award | The Life of Chuck | Mike Flanagan |
| People's Choice Award, first runner-up | Emilia Pérez | Jacques Audiard |
| People's Choice Award, second runner-up | Anora | Sean Baker |
| People's Choice Midnight Madness Award | The Substance | Coralie Fargeat |

## An Oscar bellwether

The People's Choice Award is often seen as a predictor of Academy Award success. Over the past 16 years, every winner of the award has gone on to receive a best picture nomination except for 2011's "Where Do We Go Now?" Last year's winner, Cord Jefferson's "American Fiction," won the Oscar for adapted screenplay; recent winners "Nomadland" (2020) and "Green Book" (2018) won best picture.

This year's festival ran Sept. 5 to 15 and was the 49th edition of TIFF. Awards were handed out Sunday morning in a ceremony at TIFF Bell Lightbox.

*Related: TIFF 2024: All of Variety's Reviews | Neon, A24 Circle Festival Favorites as Sales Heat Up*
"""))
    new = {"tiff2024_pca": "The Life of Chuck (Mike Flanagan) - People's Choice Award, TIFF 2024 (Sept 5-15, 49th edition)",
           "tiff2024_runnersup": "1st: Emilia Pérez (Jacques Audiard); 2nd: Anora (Sean Baker)"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((search("TIFF People's Choice Award winners that won Best Picture Oscar history"), results(
        ("https://en.wikipedia.org/wiki/People%27s_Choice_Award_(Toronto_International_Film_Festival)", "People's Choice Award (Toronto International Film Festival) - Wikipedia", "The People's Choice Award is the top award at the Toronto International Film Festival, presented since 1978 and voted on by festival audiences ...", "N/A"),
        ("https://www.goldderby.com/gallery/tiff-peoples-choice-award-winners-oscar-best-picture/", "TIFF People's Choice Award winners: Which won Best Picture at the Oscars? - Gold Derby", "Five TIFF audience winners went on to take Best Picture: 'Slumdog Millionaire,' 'The King's Speech,' '12 Years a Slave,' 'Green Book' and 'Nomadland' ...", "Sep 15, 2024"),
        ("https://www.vanityfair.com/hollywood/tiff-peoples-choice-award-oscars-history", "How the TIFF People's Choice Award Became the Oscars' Favorite Predictor | Vanity Fair", "Since 2008 the award has been the single most reliable festival signal for a Best Picture nomination ...", "Sep 10, 2023"),
        ("https://www.indiewire.com/gallery/tiff-peoples-choice-award-winners-list/", "Every TIFF People's Choice Award Winner, From 'Chariots of Fire' to 'American Fiction' - IndieWire", "A look back at the films Toronto audiences have crowned, and how they fared with the Academy ...", "Sep 17, 2023"),
        ("https://www.reddit.com/r/oscarrace/comments/16ldp0u/tiff_peoples_choice_track_record/", "TIFF People's Choice track record : r/oscarrace", "Since 2008 only Where Do We Go Now? missed a BP nom ...", "Sep 17, 2023"),
        ("https://www.thestar.com/entertainment/movies/tiff-peoples-choice-oscars-history.html", "TIFF's People's Choice Award and the Oscars: a complicated history | Toronto Star", "The audience prize has anointed five eventual Best Picture winners ...", "Sep 12, 2024"),
        ("https://tiff.net/awards", "Festival Awards | TIFF", "The People's Choice Award is presented to the Festival's most popular film, as voted by Festival audiences ...", "N/A"),
        ("https://www.cbc.ca/arts/tiff-peoples-choice-oscar-predictor-1.6963512", "Is TIFF's People's Choice Award still a reliable Oscar predictor? | CBC Arts", "From Slumdog to Nomadland: the audience award's best-picture wins, and its misses ...", "Sep 8, 2023"),
    )))
    t.append((extract("https://www.goldderby.com/gallery/tiff-peoples-choice-award-winners-oscar-best-picture/", "winners since 2008 and which won the Academy Award for Best Picture"), """# TIFF People's Choice Award winners: Which won Best Picture at the Oscars?

Gold Derby | By Gold Derby Staff | Updated September 15, 2024 12:05 pm

The People's Choice Award, voted on by audiences at the Toronto International Film Festival and presented since 1978, has become one of the most closely watched precursors of awards season. Since 2008, every winner but one has gone on to a Best Picture nomination, and five have won the top Oscar. Here is how each winner since 2008 fared with the academy. This gallery has been updated with the 2024 winner.

| Year | TIFF People's Choice winner | Director | Oscar Best Picture |
| --- | --- | --- | --- |
| 2008 | Slumdog Millionaire | Danny Boyle | Won |
| 2009 | Precious | Lee Daniels | Nominated |
| 2010 | The King's Speech | Tom Hooper | Won |
| 2011 | Where Do We Go Now? | Nadine Labaki | Not nominated |
| 2012 | Silver Linings Playbook | David O. Russell | Nominated |
| 2013 | 12 Years a Slave | Steve McQueen | Won |
| 2014 | The Imitation Game | Morten Tyldum | Nominated |
| 2015 | Room | Lenny Abrahamson | Nominated |
| 2016 | La La Land | Damien Chazelle | Nominated |
| 2017 | Three Billboards Outside Ebbing, Missouri | Martin McDonagh | Nominated |
| 2018 | Green Book | Peter Farrelly | Won |
| 2019 | Jojo Rabbit | Taika Waititi | Nominated |
| 2020 | Nomadland | Chloé Zhao | Won |
| 2021 | Belfast | Kenneth Branagh | Nominated |
| 2022 | The Fabelmans | Steven Spielberg | Nominated |
| 2023 | American Fiction | Cord Jefferson | Nominated |
| 2024 | The Life of Chuck | Mike Flanagan | TBD |

## Notes

- The 2020 festival was held largely online and at drive-ins because of the pandemic; "Nomadland" won both the People's Choice Award and, months later, Best Picture.
- "La La Land" (2016) was briefly announced as Best Picture at the 89th Oscars before the award was corrected to "Moonlight."

*See also: Gold Derby's Best Picture predictions | TIFF 2024: every review*
"""))
    new = {"pca_best_picture_winners": "Slumdog Millionaire (2008), The King's Speech (2010), 12 Years a Slave (2013), Green Book (2018), Nomadland (2020)"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    del mem["tiff2024_runnersup"]
    t.append((memory("remove", key_list=["tiff2024_runnersup"]), removed("tiff2024_runnersup")))
    t.append((memory("retrieve", key_list=["tiff2024_runnersup", "tiff2024_pca"]), got({"tiff2024_pca": mem["tiff2024_pca"]}, missing=("tiff2024_runnersup",))))
    t.append((search("The Life of Chuck release date Neon"), results(
        ("https://en.wikipedia.org/wiki/The_Life_of_Chuck", "The Life of Chuck - Wikipedia", "The Life of Chuck is a 2024 American fantasy drama film written, directed, and edited by Mike Flanagan ... It premiered at TIFF on September 6, 2024, where it won the People's Choice Award, and was released in the United States by Neon on June 6, 2025 ...", "N/A"),
        ("https://deadline.com/2024/09/neon-the-life-of-chuck-acquisition-tiff-1236095310/", "Neon Acquires Mike Flanagan's 'The Life Of Chuck' After TIFF Audience Award Win - Deadline", "The deal, in the low eight figures, was closed days after the film won the festival's People's Choice Award ...", "Sep 20, 2024"),
        ("https://www.imdb.com/title/tt12908150/", "The Life of Chuck (2024) - IMDb", "The Life of Chuck: Directed by Mike Flanagan. With Tom Hiddleston, Chiwetel Ejiofor, Karen Gillan, Mark Hamill ...", "N/A"),
        ("https://variety.com/2025/film/news/life-of-chuck-release-date-neon-1236289120/", "'The Life of Chuck' Sets June Release Date With Neon - Variety", "Neon will open the film in limited release on June 6 before expanding nationwide on June 13 ...", "Jan 29, 2025"),
        ("https://www.rottentomatoes.com/m/the_life_of_chuck", "The Life of Chuck | Rotten Tomatoes", "Critics Consensus: A sweet, sincere ode to the small moments that make a life ...", "N/A"),
        ("https://www.boxofficemojo.com/title/tt12908150/", "The Life of Chuck (2024) - Box Office Mojo", "Domestic distributor: Neon; Release date: Jun 6, 2025 ...", "N/A"),
        ("https://www.reddit.com/r/movies/comments/1l4v6xd/the_life_of_chuck_review_thread/", "Official Discussion - The Life of Chuck [SPOILERS] : r/movies", "Three acts told backwards, Hiddleston's dance scene is the highlight ...", "Jun 6, 2025"),
        ("https://www.stephenking.com/works/novella/life-of-chuck.html", "The Life of Chuck | StephenKing.com", "Novella, first published in the collection If It Bleeds (April 2020) ...", "N/A"),
    )))
    rs.add(task="search", tid="h40-search-03", system=SYSTEM, turns=t,
           state="Research task: find who won the People's Choice Award at the 2024 Toronto International Film Festival, list the runners-up, and note which earlier People's Choice winners went on to win the Oscar for Best Picture. Memory is empty.")


DAYTONA_HEAD = """# 2024 Daytona 500

**Race 1 of 36 - NASCAR Cup Series**

Monday, February 19, 2024 (postponed from Sunday, February 18 due to rain)
Daytona International Speedway, Daytona Beach, FL
200 laps on a 2.500 mile paved track (500.0 miles)

| | |
| --- | --- |
| Time of race | 3:30:49 |
| Average speed | 142.304 mph |
| Pole speed | 181.947 mph |
| Cautions | 7 for 35 laps |
| Margin of victory | under caution |
| Attendance | n/a |
| Lead changes | 41 among 21 drivers |
| Weather | 61 degrees, cloudy |
"""

DAYTONA_ROWS = [
    ("1", "8", "24", "William Byron", "Axalta (Rick Hendrick)", "Chevrolet", "200", "running", "4"),
    ("2", "10", "48", "Alex Bowman", "Ally (Rick Hendrick)", "Chevrolet", "200", "running", "13"),
    ("3", "12", "20", "Christopher Bell", "Rheem (Joe Gibbs)", "Toyota", "200", "running", "2"),
    ("4", "19", "7", "Corey LaJoie", "Gainbridge (Spire Motorsports)", "Chevrolet", "200", "running", "0"),
    ("5", "22", "6", "Brad Keselowski", "Kohler Generators (RFK Racing)", "Ford", "200", "running", "5"),
    ("6", "4", "23", "Bubba Wallace", "McDonald's (23XI Racing)", "Toyota", "200", "running", "12"),
    ("7", "27", "45", "Tyler Reddick", "Monster Energy (23XI Racing)", "Toyota", "200", "running", "9"),
    ("8", "3", "17", "Chris Buescher", "Fastenal (RFK Racing)", "Ford", "200", "running", "18"),
    ("9", "14", "8", "Kyle Busch", "zone (Richard Childress)", "Chevrolet", "200", "running", "3"),
    ("10", "31", "16", "AJ Allmendinger", "Kroger (Kaulig Racing)", "Chevrolet", "200", "running", "0"),
    ("11", "6", "1", "Ross Chastain", "Busch Light (Trackhouse Racing)", "Chevrolet", "200", "running", "1"),
    ("12", "1", "22", "Joey Logano", "Shell-Pennzoil (Team Penske)", "Ford", "200", "running", "45"),
    ("13", "17", "12", "Ryan Blaney", "Menards (Team Penske)", "Ford", "200", "running", "21"),
    ("14", "25", "99", "Daniel Suarez", "Freeway Insurance (Trackhouse Racing)", "Chevrolet", "200", "running", "0"),
    ("15", "11", "5", "Kyle Larson", "HendrickCars.com (Rick Hendrick)", "Chevrolet", "200", "running", "6"),
    ("16", "9", "34", "Michael McDowell", "Love's Travel Stops (Front Row Motorsports)", "Ford", "200", "running", "24"),
    ("17", "30", "43", "Erik Jones", "Allegiant (Legacy Motor Club)", "Toyota", "200", "running", "0"),
    ("18", "21", "3", "Austin Dillon", "BetMGM (Richard Childress)", "Chevrolet", "200", "running", "2"),
    ("19", "2", "11", "Denny Hamlin", "FedEx (Joe Gibbs)", "Toyota", "199", "accident", "11"),
    ("20", "5", "2", "Austin Cindric", "Discount Tire (Team Penske)", "Ford", "199", "accident", "7"),
]


def daytona_table(rows: list[tuple[str, ...]]) -> str:
    out = ["| Pos | St | # | Driver | Sponsor / Owner | Car | Laps | Status | Led |", "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out)


# NASCAR results (racing-reference.info, NASCAR.com) - bad
def t04(rs: RowSet) -> None:
    t: list[tuple[str, str]] = []
    t.append((search("2024 Daytona 500 results William Byron"), results(
        ("https://www.racing-reference.info/race-results/2024_Daytona_500/W/", "2024 Daytona 500 - Racing-Reference.info", "2024 Daytona 500 results: William Byron, Alex Bowman, Christopher Bell, Corey LaJoie, Brad Keselowski ... 200 laps, 500.0 miles ...", "N/A"),
        ("https://www.nascar.com/news-media/2024/02/19/william-byron-wins-daytona-500-hendrick-motorsports/", "William Byron wins Daytona 500 for Hendrick Motorsports | NASCAR", "William Byron won the 66th Daytona 500 under caution Monday night, leading a 1-2 finish for Hendrick Motorsports ...", "Feb 19, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Daytona_500", "2024 Daytona 500 - Wikipedia", "The 2024 Daytona 500 was a NASCAR Cup Series race held on February 19, 2024, at Daytona International Speedway ... It was the 66th running of the event ...", "N/A"),
        ("https://www.espn.com/racing/nascar/story/_/id/39559214/william-byron-wins-daytona-500", "William Byron wins rain-delayed Daytona 500 - ESPN", "Byron was out front when a multicar crash on the final lap froze the field ...", "Feb 19, 2024"),
        ("https://www.foxsports.com/nascar/daytona-500-results-2024", "Daytona 500 2024 results: Full finishing order - FOX Sports", "Full finishing order for the 2024 Daytona 500 ...", "Feb 20, 2024"),
        ("https://www.jayski.com/2024/02/19/daytona-500-results-2024/", "2024 Daytona 500 Race Results - Jayski's NASCAR Silly Season Site", "Unofficial results, lap leaders and caution breakdown ...", "Feb 19, 2024"),
        ("https://www.reddit.com/r/NASCAR/comments/1auwz8d/post_race_thread_2024_daytona_500/", "Post-Race Thread: 2024 Daytona 500 : r/NASCAR", "Byron wins it under caution, Hendrick 1-2 in their 40th season ...", "Feb 19, 2024"),
        ("https://www.hendrickmotorsports.com/news/articles/2024/byron-wins-daytona-500", "Byron captures Daytona 500, leads Hendrick Motorsports 1-2 - Hendrick Motorsports", "The No. 24 team delivered the organization's ninth Daytona 500 victory ...", "Feb 19, 2024"),
        ("https://www.motorsport.com/nascar-cup/news/william-byron-wins-daytona-500/10578944/", "William Byron wins Daytona 500 as last-lap crash decides race - Motorsport.com", "Alex Bowman finished second ahead of Christopher Bell ...", "Feb 20, 2024"),
    )))
    t.append((extract("https://www.racing-reference.info/race-results/2024_Daytona_500/W/", "full finishing order with car numbers and race statistics"),
              DAYTONA_HEAD + "\n## Results\n\n" + daytona_table(DAYTONA_ROWS) + "\n\n*Positions 21-40 not shown; see full box score.*\n\nLast updated: 2/20/2024\n"))
    t.append((memory("add", dict={"daytona500_2024": "William Byron, #24 Hendrick Motorsports Chevrolet; Mon Feb 19, 2024 (rain-postponed); won under caution; 200 laps / 500 mi",
                                  "daytona500_2024_podium": "1 Byron #24, 2 Alex Bowman #48 (Hendrick 1-2), 3 Christopher Bell #20"}),
              added("daytona500_2024", "daytona500_2024_podium")))
    drift = [r if r[3] != "Corey LaJoie" else r[:2] + ("77",) + r[3:] for r in DAYTONA_ROWS]
    t.append((extract("https://www.racing-reference.info/race-results/2024_Daytona_500/W/", "lap leaders, cautions and the finishing order of the top 20"),
              DAYTONA_HEAD + """
## Lap leaders

41 lead changes among 21 drivers. Most laps led: Joey Logano (45), Michael McDowell (24), Ryan Blaney (21), Chris Buescher (18).

## Cautions

7 cautions for 35 laps, including the stage breaks at laps 65 and 130 and the final-lap multicar accident (turn 3).

## Results

""" + daytona_table(drift) + "\n\n*Positions 21-40 not shown; see full box score.*\n\nLast updated: 2/20/2024\n"))
    t.append((search("Hendrick Motorsports Daytona 500 wins total list"), results(
        ("https://www.nascar.com/news-media/2024/02/19/william-byron-wins-daytona-500-hendrick-motorsports/", "William Byron wins Daytona 500 for Hendrick Motorsports | NASCAR", "The victory was the ninth Daytona 500 win for Hendrick Motorsports, which is celebrating its 40th season in the Cup Series ...", "Feb 19, 2024"),
        ("https://en.wikipedia.org/wiki/Hendrick_Motorsports", "Hendrick Motorsports - Wikipedia", "Hendrick Motorsports ... has won 14 Cup Series owners' championships and nine Daytona 500s ...", "N/A"),
        ("https://www.hendrickmotorsports.com/history/daytona-500", "Daytona 500 | Hendrick Motorsports History", "Geoff Bodine (1986), Darrell Waltrip (1989), Jeff Gordon (1997, 1999, 2005), Jimmie Johnson (2006, 2013), Dale Earnhardt Jr. (2014) ...", "N/A"),
        ("https://www.racing-reference.info/owner/rick-hendrick/", "Rick Hendrick Owner Statistics - Racing-Reference.info", "Owner statistics for Rick Hendrick: wins by track, Daytona 500 victories ...", "N/A"),
        ("https://www.foxsports.com/stories/nascar/most-daytona-500-wins-by-team", "Most Daytona 500 wins by team: Petty Enterprises, Hendrick lead the way - FOX Sports", "Petty Enterprises owns the record with 10 wins; Hendrick is next with nine after William Byron's win ...", "Feb 15, 2025"),
        ("https://www.autoweek.com/racing/nascar/a46851234/hendrick-motorsports-daytona-500-history/", "Hendrick Motorsports' Daytona 500 History - Autoweek", "From Geoff Bodine's first win in 1986 to William Byron in 2024 ...", "Feb 20, 2024"),
        ("https://www.reddit.com/r/NASCAR/comments/1avb8u2/hendrick_daytona_500_wins/", "Hendrick Daytona 500 wins : r/NASCAR", "Forgot DW won it in the Tide car in '89 ...", "Feb 20, 2024"),
    )))
    t.append((extract("https://www.nascar.com/news-media/2024/02/19/william-byron-wins-daytona-500-hendrick-motorsports/", "Hendrick Motorsports Daytona 500 win count and context"), """# William Byron wins Daytona 500 for Hendrick Motorsports

By NASCAR.com staff | February 19, 2024

DAYTONA BEACH, Fla. - William Byron won the 66th running of the Daytona 500 on Monday night, taking the checkered flag under caution after a multicar crash on the final lap at Daytona International Speedway. The race had been postponed from Sunday because of rain.

Byron, driving the No. 24 Axalta Chevrolet, led a 1-2 finish for Hendrick Motorsports with teammate Alex Bowman second in the No. 48. Christopher Bell was third for Joe Gibbs Racing, followed by Corey LaJoie and Brad Keselowski.

> "To win this race, with Mr. Hendrick in his 40th year, it's just unbelievable," Byron said in Victory Lane.

## Ninth Daytona 500 for Hendrick

The win was the ninth Daytona 500 victory for Hendrick Motorsports, second only to Petty Enterprises' 10.

| Year | Driver | Car |
| --- | --- | --- |
| 1986 | Geoff Bodine | No. 5 |
| 1989 | Darrell Waltrip | No. 17 |
| 1997 | Jeff Gordon | No. 24 |
| 1999 | Jeff Gordon | No. 24 |
| 2005 | Jeff Gordon | No. 24 |
| 2006 | Jimmie Johnson | No. 48 |
| 2013 | Jimmie Johnson | No. 48 |
| 2014 | Dale Earnhardt Jr. | No. 88 |
| 2024 | William Byron | No. 24 |

It was the first Daytona 500 win for Byron, 26, in his seventh start in the race, and the fourth for the No. 24 car (Gordon won three).

## How it ended

Byron took the lead on the final restart and was running first when the caution flew on lap 200 for a crash in Turn 3 involving Denny Hamlin, Austin Cindric and several others. Joey Logano, who started from the pole, led a race-high 45 laps but finished 12th.

**Next:** The Cup Series moves to Atlanta Motor Speedway for the Ambetter Health 400 on Sunday, Feb. 25.
"""))
    t.append((memory("add", dict={"hendrick_daytona500_wins": "9: Bodine 1986, Waltrip 1989, Gordon 1997/1999/2005, Johnson 2006/2013, Earnhardt Jr. 2014, Byron 2024 (Petty Enterprises record: 10)"}),
              added("hendrick_daytona500_wins")))
    t.append((memory("retrieve_all"), all_items({
        "daytona500_2024": "William Byron, #24 Hendrick Motorsports Chevrolet; Mon Feb 19, 2024 (rain-postponed); won under caution; 200 laps / 500 mi",
        "daytona500_2024_podium": "1 Byron #24, 2 Alex Bowman #48 (Hendrick 1-2), 3 Christopher Bell #20",
        "hendrick_daytona500_wins": "9: Bodine 1986, Waltrip 1989, Gordon 1997/1999/2005, Johnson 2006/2013, Earnhardt Jr. 2014, Byron 2024 (Petty Enterprises record: 10)"})))
    rs.add(task="search", tid="h40-search-04", system=SEARCH_SYSTEM, turns=t, bad=True, turn=4,
           kind="car number of a finisher drifts on re-extraction of the same results page",
           state="Research task: report the finishing order of the 2024 Daytona 500 (top five with car numbers) and how many Daytona 500s Hendrick Motorsports has won. Memory is empty.")


# Paris-Roubaix editions (ProCyclingStats, Cycling Weekly) - clean
def t05(rs: RowSet) -> None:
    mem: dict[str, str] = {}
    t: list[tuple[str, str]] = []
    t.append((search("Paris-Roubaix 2024 average speed record van der Poel"), results(
        ("https://www.procyclingstats.com/race/paris-roubaix/2024/result", "Paris-Roubaix 2024 Stage results | ProCyclingStats", "Mathieu van der Poel wins Paris-Roubaix 2024 ahead of Jasper Philipsen and Mads Pedersen. Avg. speed winner: 47.802 km/h ...", "N/A"),
        ("https://www.cyclingnews.com/races/paris-roubaix-2024/results/", "Paris-Roubaix 2024: Mathieu van der Poel solos to second consecutive victory | Cyclingnews", "Van der Poel attacked with 60 kilometres to go and won alone in the Roubaix velodrome, three minutes ahead of teammate Jasper Philipsen ...", "Apr 7, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Paris%E2%80%93Roubaix", "2024 Paris-Roubaix - Wikipedia", "The race was won by Mathieu van der Poel for the second consecutive year, at a record average speed of 47.8 km/h ...", "N/A"),
        ("https://www.velonews.com/news/road/paris-roubaix-2024-fastest-ever/", "Paris-Roubaix 2024 was the fastest edition in history - Velo", "For the third year running, the Hell of the North set a new speed record ...", "Apr 8, 2024"),
        ("https://www.letour.fr/en/news/2024/paris-roubaix-mathieu-van-der-poel", "Paris-Roubaix: Van der Poel does it again - ASO", "The world champion wins the 121st edition of the Queen of the Classics ...", "Apr 7, 2024"),
        ("https://www.bikeradar.com/news/paris-roubaix-2024-average-speed", "How fast was Paris-Roubaix 2024? - BikeRadar", "Van der Poel's winning average of nearly 48km/h over 259.7km, including 55.7km of cobbles ...", "Apr 8, 2024"),
        ("https://www.reddit.com/r/peloton/comments/1by6zv1/paris_roubaix_2024_post_race_discussion/", "Paris-Roubaix 2024 Post Race Discussion : r/peloton", "60km solo in the rainbow jersey, what a ride ...", "Apr 7, 2024"),
        ("https://www.strava.com/activities/11109447832", "Paris-Roubaix 2024 | Mathieu van der Poel - Strava", "259.6 km, 5:25:59 moving time ...", "Apr 7, 2024"),
        ("https://www.firstcycling.com/race.php?r=5&y=2024", "Paris-Roubaix 2024 - FirstCycling", "Results, startlist and statistics for Paris-Roubaix 2024 ...", "N/A"),
    )))
    t.append((extract("https://www.procyclingstats.com/race/paris-roubaix/2024/result", "winner's time, distance and average speed, top 10"), """# Paris-Roubaix 2024

**1.UWT** | One day race | Compiègne › Roubaix (259.7 km)

## Race information

| | |
| --- | --- |
| Date | 07 April 2024 |
| Start time | 11:10 |
| Avg. speed winner | 47.802 km/h |
| Race category | ME - Men Elite |
| Distance | 259.7 km |
| Points scale | 1.UWT.A |
| Parcours type | Flat |
| ProfileScore | 24 |
| Vert. meters | 1146 |
| Departure | Compiègne |
| Arrival | Roubaix |
| Race ranking | 2 |
| Startlist quality score | 1429 |
| Won how | 59.6 km solo |

## Result

| Rnk | Rider | Team | UCI | Pnt | Time |
| --- | --- | --- | --- | --- | --- |
| 1 | VAN DER POEL Mathieu | Alpecin-Deceuninck | 800 | 500 | 5:25:58 |
| 2 | PHILIPSEN Jasper | Alpecin-Deceuninck | 640 | 400 | 3:00 |
| 3 | PEDERSEN Mads | Lidl-Trek | 520 | 325 | 3:00 |
| 4 | POLITT Nils | UAE Team Emirates | 440 | 275 | 3:00 |
| 5 | KÜNG Stefan | Groupama-FDJ | 360 | 225 | 3:00 |
| 6 | VERMEERSCH Gianni | Alpecin-Deceuninck | 320 | 175 | 3:41 |
| 7 | STUYVEN Jasper | Lidl-Trek | 280 | 150 | 3:41 |
| 8 | PITHIE Laurence | Groupama-FDJ | 240 | 125 | 3:41 |
| 9 | VAN DIJKE Mick | Team Visma - Lease a Bike | 200 | 100 | 4:02 |
| 10 | DEGENKOLB John | Team dsm-firmenich PostNL | 160 | 85 | 4:02 |

*Showing top 10 of 102 finishers. 175 riders started.*
"""))
    new = {"pr2024": "Mathieu van der Poel, 7 Apr 2024: 259.7 km in 5h25'58\", avg 47.80 km/h, 59.6 km solo; 2nd Philipsen, 3rd Pedersen at 3'00\""}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((extract("https://www.procyclingstats.com/race/paris-roubaix/2023/result", "winner's time, distance and average speed"), """# Paris-Roubaix 2023

**1.UWT** | One day race | Compiègne › Roubaix (256.6 km)

## Race information

| | |
| --- | --- |
| Date | 09 April 2023 |
| Start time | 11:05 |
| Avg. speed winner | 46.841 km/h |
| Race category | ME - Men Elite |
| Distance | 256.6 km |
| Points scale | 1.UWT.A |
| Parcours type | Flat |
| Vert. meters | 1078 |
| Departure | Compiègne |
| Arrival | Roubaix |
| Won how | 15.2 km solo |

## Result

| Rnk | Rider | Team | UCI | Pnt | Time |
| --- | --- | --- | --- | --- | --- |
| 1 | VAN DER POEL Mathieu | Alpecin-Deceuninck | 800 | 500 | 5:28:41 |
| 2 | PHILIPSEN Jasper | Alpecin-Deceuninck | 640 | 400 | 0:46 |
| 3 | VAN AERT Wout | Jumbo-Visma | 520 | 325 | 0:46 |
| 4 | PEDERSEN Mads | Trek - Segafredo | 440 | 275 | 0:46 |
| 5 | KÜNG Stefan | Groupama - FDJ | 360 | 225 | 0:46 |
| 6 | GANNA Filippo | INEOS Grenadiers | 320 | 175 | 1:18 |
| 7 | LAPORTE Christophe | Jumbo-Visma | 280 | 150 | 1:18 |
| 8 | STUYVEN Jasper | Trek - Segafredo | 240 | 125 | 1:18 |
| 9 | DEGENKOLB John | Team DSM | 200 | 100 | 2:14 |
| 10 | POLITT Nils | BORA - hansgrohe | 160 | 85 | 2:14 |

*Showing top 10 of 120 finishers.*
"""))
    new = {"pr2023": "Mathieu van der Poel, 9 Apr 2023: 256.6 km in 5h28'41\", avg 46.841 km/h; won by 46\" over Philipsen"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((search("Paris-Roubaix fastest editions average speed history"), results(
        ("https://en.wikipedia.org/wiki/Paris%E2%80%93Roubaix", "Paris-Roubaix - Wikipedia", "Paris-Roubaix is a one-day professional men's and women's road cycling race in northern France ... The fastest edition was in 2024, when Mathieu van der Poel averaged 47.80 km/h ...", "N/A"),
        ("https://www.velonews.com/news/road/paris-roubaix-2024-fastest-ever/", "Paris-Roubaix 2024 was the fastest edition in history - Velo", "The speed record has now fallen in 2022, 2023 and 2024, after Peter Post's 1964 mark stood for 53 years until Greg Van Avermaet broke it in 2017 ...", "Apr 8, 2024"),
        ("https://www.cyclingweekly.com/racing/paris-roubaix-fastest-ever-editions", "The fastest ever editions of Paris-Roubaix | Cycling Weekly", "Tailwinds, dry cobbles and tubeless tyres: why the Hell of the North keeps getting faster ...", "Apr 9, 2024"),
        ("https://www.procyclingstats.com/race/paris-roubaix/statistics/fastest-editions", "Paris-Roubaix fastest editions | ProCyclingStats", "Average speed of the winner per edition, sorted descending ...", "N/A"),
        ("https://www.reddit.com/r/peloton/comments/1bz3d0x/why_is_roubaix_getting_so_fast/", "Why is Roubaix getting so fast? : r/peloton", "Wind direction matters more than anything, 2022-2024 all had tailwinds out of the south-west ...", "Apr 8, 2024"),
        ("https://www.rouleur.cc/blogs/the-rouleur-journal/paris-roubaix-speed-record", "Paris-Roubaix and the speed record | Rouleur", "From Peter Post's 45.1 km/h to Van der Poel's 47.8 ...", "Apr 10, 2024"),
        ("https://www.gcn.tv/videos/paris-roubaix-why-so-fast", "Why Was Paris-Roubaix So Fast? | GCN", "We break down the power data and the weather from the fastest Roubaix ever ...", "Apr 11, 2024"),
    )))
    t.append((extract("https://www.cyclingweekly.com/racing/paris-roubaix-fastest-ever-editions", "fastest editions by average speed"), """# The fastest ever editions of Paris-Roubaix

Tailwinds, dry cobbles and tubeless tyres: why the Hell of the North keeps getting faster

By Cycling Weekly | Published April 9, 2024

Mathieu van der Poel's solo win on Sunday was not just his second Paris-Roubaix victory in a row: it was also the fastest edition of the race in its 121 runnings. The Dutchman covered 259.7km from Compiègne to the Roubaix velodrome at an average of 47.80km/h, beating the record he set 12 months earlier.

It is the third year in a row that the speed record has fallen. Peter Post's 1964 mark stood for 53 years before Greg Van Avermaet finally beat it in 2017.

## The five fastest editions

| Rank | Year | Winner | Distance | Average speed |
| --- | --- | --- | --- | --- |
| 1 | 2024 | Mathieu van der Poel (NED) | 259.7km (161.4mi) | 47.80km/h (29.70mph) |
| 2 | 2023 | Mathieu van der Poel (NED) | 256.6km (159.4mi) | 46.84km/h (29.11mph) |
| 3 | 2022 | Dylan van Baarle (NED) | 257.2km (159.8mi) | 45.79km/h (28.45mph) |
| 4 | 2017 | Greg Van Avermaet (BEL) | 257.0km (159.7mi) | 45.20km/h (28.09mph) |
| 5 | 1964 | Peter Post (NED) | 265.0km (164.7mi) | 45.13km/h (28.04mph) |

## Why so fast?

**Wind.** In each of the last three editions the riders had a tailwind from the south-west for much of the day, on a route that runs broadly north-east.

**Dry roads.** The 2021 edition, raced in October in heavy rain and mud, was won by Sonny Colbrelli at 41.04km/h. Dry pavé lets the bunch ride the cobbles at close to road speed.

**Equipment.** Wider tyres run at lower pressures, tubeless set-ups and, for some teams, on-the-fly tyre pressure systems have made the cobbles less punishing and punctures less frequent.

**Racing style.** Attacks now come from much further out. Van der Poel went clear on the Orchies sector with almost 60km to go in 2024.

## Recent winners

| Year | Winner | Second | Third |
| --- | --- | --- | --- |
| 2021 | Sonny Colbrelli (ITA) | Florian Vermeersch (BEL) | Mathieu van der Poel (NED) |
| 2022 | Dylan van Baarle (NED) | Wout van Aert (BEL) | Stefan Küng (SUI) |
| 2023 | Mathieu van der Poel (NED) | Jasper Philipsen (BEL) | Wout van Aert (BEL) |
| 2024 | Mathieu van der Poel (NED) | Jasper Philipsen (BEL) | Mads Pedersen (DEN) |

*Related: Paris-Roubaix 2024 results | Every winner of Paris-Roubaix*
"""))
    new = {"pr2024": "Mathieu van der Poel, 7 Apr 2024: 259.7 km in 5h25'58\", avg 47.802 km/h (29.70 mph) - fastest edition ever; 59.6 km solo; 2nd Philipsen, 3rd Pedersen at 3'00\""}
    mem.update(new)
    t.append((memory("update", dict=new), updated(*new)))
    t.append((memory("retrieve_all"), all_items(mem)))
    t.append((search("Paris-Roubaix 2025 result van der Poel Pogačar"), results(
        ("https://www.procyclingstats.com/race/paris-roubaix/2025/result", "Paris-Roubaix 2025 results | ProCyclingStats", "Mathieu van der Poel wins Paris-Roubaix 2025 ahead of Tadej Pogačar and Mads Pedersen ...", "N/A"),
        ("https://www.cyclingnews.com/races/paris-roubaix-2025/results/", "Paris-Roubaix 2025: Van der Poel completes hat-trick as Pogačar crashes out of contention | Cyclingnews", "Van der Poel became the first rider since Francesco Moser to win three in a row, finishing 1:18 ahead of Pogačar ...", "Apr 13, 2025"),
        ("https://www.bbc.com/sport/cycling/articles/c0j1e5pd7xqo", "Paris-Roubaix: Mathieu van der Poel wins third consecutive title - BBC Sport", "Debutant Pogačar crashed at a corner with 38km remaining while racing alongside the Dutchman ...", "Apr 13, 2025"),
        ("https://en.wikipedia.org/wiki/2025_Paris%E2%80%93Roubaix", "2025 Paris-Roubaix - Wikipedia", "The 2025 Paris-Roubaix was the 122nd edition of the race, held on 13 April 2025 ...", "N/A"),
        ("https://www.velonews.com/news/road/paris-roubaix-2025-van-der-poel-hat-trick/", "Van der Poel wins Paris-Roubaix hat-trick - Velo", "A bottle thrown from the crowd hit Van der Poel in the final 40km ...", "Apr 13, 2025"),
        ("https://www.reddit.com/r/peloton/comments/1jyd8zk/paris_roubaix_2025_post_race_discussion/", "Paris-Roubaix 2025 Post Race Discussion : r/peloton", "That Pogačar crash changed everything, but MVDP was just stronger on the pavé ...", "Apr 13, 2025"),
        ("https://www.lavoixdunord.fr/paris-roubaix-2025-van-der-poel-triple", "Paris-Roubaix 2025 : Mathieu van der Poel signe le triplé - La Voix du Nord", "Le Néerlandais s'impose pour la troisième fois consécutive sur le vélodrome de Roubaix ...", "Apr 13, 2025"),
    )))
    rs.add(task="search", tid="h40-search-05", system=SYSTEM, turns=t,
           state="Research task: compare the winning times and average speeds of the 2023 and 2024 men's Paris-Roubaix and establish whether 2024 was the fastest edition ever. Memory is empty.")


def cric_runs() -> str:
    return """| Player | Team | Year | Mat | Inns | NO | Runs | HS | Ave | BF | SR | 100 | 50 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| V Kohli | IND | 2023 | 11 | 11 | 3 | 765 | 117 | 95.62 | 847 | 90.31 | 3 | 6 |
| SR Tendulkar | IND | 2003 | 11 | 11 | 0 | 673 | 152 | 61.18 | 752 | 89.49 | 1 | 6 |
| ML Hayden | AUS | 2007 | 11 | 10 | 1 | 659 | 158 | 73.22 | 650 | 101.38 | 3 | 1 |
| RG Sharma | IND | 2019 | 9 | 9 | 1 | 648 | 140 | 81.00 | 657 | 98.63 | 5 | 1 |
| DA Warner | AUS | 2019 | 10 | 10 | 1 | 647 | 166 | 71.88 | 724 | 89.36 | 3 | 3 |
| Shakib Al Hasan | BAN | 2019 | 8 | 8 | 1 | 606 | 124* | 86.57 | 630 | 96.19 | 2 | 5 |
| Q de Kock | SA | 2023 | 10 | 10 | 0 | 594 | 174 | 59.40 | 552 | 107.60 | 4 | 0 |
| KS Williamson | NZ | 2019 | 10 | 9 | 2 | 578 | 148 | 82.57 | 771 | 74.96 | 2 | 2 |
| R Ravindra | NZ | 2023 | 10 | 10 | 1 | 578 | 123* | 64.22 | 542 | 106.64 | 3 | 2 |
| MJ Guptill | NZ | 2015 | 9 | 9 | 1 | 547 | 237* | 68.37 | 524 | 104.38 | 2 | 1 |"""


# Cricket World Cup records (ESPNcricinfo, ICC) - bad
def t06(rs: RowSet) -> None:
    t: list[tuple[str, str]] = []
    t.append((search("most runs in a single Cricket World Cup", "most runs in Cricket World Cup history career"), batch(
        ("most runs in a single Cricket World Cup", [
            ("https://www.espncricinfo.com/records/tournament/batting-most-runs-series/icc-cricket-world-cup-12", "ICC Cricket World Cup Records - Most runs in a series | ESPNcricinfo", "Most runs in a single edition of the ICC Men's Cricket World Cup: V Kohli 765 (2023), SR Tendulkar 673 (2003), ML Hayden 659 (2007) ...", "N/A"),
            ("https://www.icc-cricket.com/news/kohli-breaks-tendulkar-record-most-runs-single-world-cup", "Kohli breaks Tendulkar's record for most runs in a single World Cup | ICC", "Virat Kohli went past Sachin Tendulkar's 2003 tally of 673 during his 50th ODI century in the semi-final against New Zealand ...", "Nov 15, 2023"),
            ("https://en.wikipedia.org/wiki/List_of_Cricket_World_Cup_records", "List of Cricket World Cup records - Wikipedia", "Most runs in a tournament: 765 - Virat Kohli, 2023 ...", "N/A"),
            ("https://www.hindustantimes.com/cricket/virat-kohli-765-runs-world-cup-2023-record", "Virat Kohli ends World Cup 2023 with record 765 runs | Hindustan Times", "Kohli finished the tournament with 765 runs at an average of 95.62, including three hundreds and six fifties ...", "Nov 19, 2023"),
            ("https://www.statista.com/statistics/1422611/cricket-world-cup-most-runs-single-tournament/", "Most runs in a single Cricket World Cup 2023 | Statista", "Players with the most runs scored in a single ICC Men's Cricket World Cup tournament ...", "Nov 2023"),
            ("https://www.quora.com/Who-scored-the-most-runs-in-a-single-World-Cup", "Who scored the most runs in a single World Cup? - Quora", "Before 2023 it was Sachin Tendulkar with 673 runs in South Africa in 2003 ...", "N/A"),
        ]),
        ("most runs in Cricket World Cup history career", [
            ("https://www.espncricinfo.com/records/tournament/batting-most-runs-career/icc-cricket-world-cup-12", "ICC Cricket World Cup Records - Most runs in career | ESPNcricinfo", "SR Tendulkar 2278 runs in 45 matches (1992-2011), V Kohli 1795, RT Ponting 1743 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/List_of_Cricket_World_Cup_records", "List of Cricket World Cup records - Wikipedia", "Most career runs: Sachin Tendulkar (India) 2,278 runs in 45 matches ...", "N/A"),
            ("https://www.icc-cricket.com/news/leading-run-scorers-in-world-cup-history", "Leading run-scorers in Men's Cricket World Cup history | ICC", "Sachin Tendulkar sits at the top of the list after six World Cups ...", "Oct 3, 2023"),
            ("https://sports.ndtv.com/cricket/most-runs-in-world-cup-history-list", "Most Runs In World Cup History: Full List | NDTV Sports", "Tendulkar, Kohli, Ponting, Rohit Sharma and Sangakkara lead the all-time list ...", "Nov 20, 2023"),
            ("https://www.cricbuzz.com/cricket-stats/icc-cricket-world-cup-most-runs", "ICC Cricket World Cup - Most Runs | Cricbuzz", "All-time batting records in ODI World Cups ...", "N/A"),
        ]))))
    t.append((extract("https://www.espncricinfo.com/records/tournament/batting-most-runs-series/icc-cricket-world-cup-12", "most runs in a single World Cup edition"), """# ICC Cricket World Cup Records - Most runs in a series

Records / ICC Cricket World Cup / Batting records / Most runs in a series

""" + cric_runs() + """

*Showing top 10. Records include all editions from 1975 to 2023.*

**Notes:** V Kohli's 765 runs in 2023 included 117 against New Zealand in the semi-final at Wankhede Stadium, Mumbai, his 50th ODI hundred. The previous record, 673 by SR Tendulkar, had stood since the 2003 tournament in South Africa.
"""))
    t.append((memory("add", dict={"most_runs_tournament": "Virat Kohli 765 (2023; 11 inns, avg 95.62, 3x100)",
                                  "most_runs_career": "Sachin Tendulkar 2,278 (45 matches, 1992-2011)",
                                  "prev_tournament_record": "Sachin Tendulkar 673 (2003)"}),
              added("most_runs_tournament", "most_runs_career", "prev_tournament_record")))
    t.append((extract("https://www.espncricinfo.com/records/tournament/bowling-most-wickets-career/icc-cricket-world-cup-12", "most wickets in World Cup career and in one tournament"), """# ICC Cricket World Cup Records - Most wickets in career

Records / ICC Cricket World Cup / Bowling records / Most wickets in career

| Player | Span | Mat | Inns | Balls | Runs | Wkts | BBI | Ave | Econ | SR | 4 | 5 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| GD McGrath (AUS) | 1996-2007 | 39 | 39 | 1955 | 1292 | 71 | 7/15 | 18.19 | 3.96 | 27.5 | 1 | 2 |
| M Muralidaran (SL) | 1996-2011 | 40 | 39 | 2061 | 1335 | 68 | 4/19 | 19.63 | 3.88 | 30.3 | 4 | 0 |
| MA Starc (AUS) | 2015-2023 | 28 | 28 | 1494 | 1341 | 65 | 6/28 | 20.63 | 5.38 | 22.9 | 3 | 3 |
| SL Malinga (SL) | 2007-2019 | 29 | 28 | 1393 | 1281 | 56 | 6/38 | 22.87 | 5.51 | 24.8 | 2 | 1 |
| Wasim Akram (PAK) | 1987-2003 | 38 | 36 | 1947 | 1311 | 55 | 5/28 | 23.83 | 4.04 | 35.4 | 0 | 1 |
| Mohammed Shami (IND) | 2015-2023 | 18 | 18 | 829 | 747 | 55 | 7/57 | 13.58 | 5.40 | 15.0 | 1 | 4 |
| WPUJC Vaas (SL) | 1996-2007 | 31 | 31 | 1570 | 1040 | 49 | 6/25 | 21.22 | 3.97 | 32.0 | 0 | 1 |
| TA Boult (NZ) | 2015-2023 | 28 | 28 | 1505 | 1225 | 53 | 5/27 | 23.11 | 4.88 | 28.3 | 2 | 2 |

## Most wickets in a single tournament

| Player | Team | Year | Mat | Wkts | BBI | Ave |
| --- | --- | --- | --- | --- | --- | --- |
| MA Starc | AUS | 2019 | 10 | 27 | 5/26 | 18.59 |
| GD McGrath | AUS | 2007 | 11 | 26 | 3/14 | 13.73 |
| Mohammed Shami | IND | 2023 | 7 | 24 | 7/57 | 10.70 |
| WPUJC Vaas | SL | 2003 | 10 | 23 | 6/25 | 14.39 |

*Career table sorted by wickets; ties listed by matches.*
"""))
    t.append((memory("add", dict={"most_wkts_career": "Glenn McGrath 71 (39 matches, 1996-2007)",
                                  "most_wkts_tournament": "Mitchell Starc 27 (2019)"}),
              added("most_wkts_career", "most_wkts_tournament")))
    t.append((memory("remove", key_list=["prev_tournament_record"]), removed("prev_tournament_record")))
    t.append((memory("retrieve_all"), all_items({
        "most_runs_tournament": "Virat Kohli 765 (2023; 11 inns, avg 95.62, 3x100)",
        "most_runs_career": "Sachin Tendulkar 2,278 (45 matches, 1992-2011)",
        "prev_tournament_record": "Sachin Tendulkar 673 (2003)",
        "most_wkts_career": "Glenn McGrath 71 (39 matches, 1996-2007)",
        "most_wkts_tournament": "Mitchell Starc 27 (2019)"})))
    t.append((search("highest team total Cricket World Cup 428 South Africa Sri Lanka Delhi"), results(
        ("https://www.icc-cricket.com/news/south-africa-record-world-cup-total-428-sri-lanka", "South Africa smash highest total in Men's Cricket World Cup history | ICC", "Three centurions and a record-breaking Aiden Markram hundred powered South Africa to 428/5 against Sri Lanka in Delhi ...", "Oct 7, 2023"),
        ("https://www.espncricinfo.com/series/icc-cricket-world-cup-2023-24-1367856/south-africa-vs-sri-lanka-4th-match-1384395/full-scorecard", "SA vs SL, 4th Match, Delhi, ICC Cricket World Cup 2023 - Full Scorecard | ESPNcricinfo", "South Africa 428/5 (50 ov); Sri Lanka 326 (44.5 ov). South Africa won by 102 runs ...", "Oct 7, 2023"),
        ("https://en.wikipedia.org/wiki/List_of_Cricket_World_Cup_records", "List of Cricket World Cup records - Wikipedia", "Highest team total: 428/5 - South Africa v Sri Lanka, Arun Jaitley Stadium, Delhi, 7 October 2023 ...", "N/A"),
        ("https://www.bbc.com/sport/cricket/67038561", "Cricket World Cup: South Africa post record total of 428-5 against Sri Lanka - BBC Sport", "Aiden Markram hit the fastest century in World Cup history from 49 balls ...", "Oct 7, 2023"),
        ("https://www.cricbuzz.com/cricket-news/128236/stats-south-africa-428-highest-world-cup-total", "Stats: South Africa register highest-ever World Cup total | Cricbuzz", "The previous record was Australia's 417/6 against Afghanistan in Perth in 2015 ...", "Oct 7, 2023"),
        ("https://www.reddit.com/r/Cricket/comments/1726v1l/post_match_thread_south_africa_vs_sri_lanka/", "Post Match Thread: South Africa vs Sri Lanka : r/Cricket", "428 lmao, de Kock, Rassie and Markram all with hundreds ...", "Oct 7, 2023"),
    )))
    t.append((extract("https://www.icc-cricket.com/news/south-africa-record-world-cup-total-428-sri-lanka", "record total, centurions, previous record"), """# South Africa smash highest total in Men's Cricket World Cup history

ICC | 7 October 2023 | Delhi

South Africa rewrote the record books at the Arun Jaitley Stadium on Saturday, posting 428/5 against Sri Lanka, the highest total ever made in a Men's Cricket World Cup match.

Quinton de Kock (100 off 84 balls), Rassie van der Dussen (108 off 110) and Aiden Markram (106 off 54) all reached three figures, the first time three batters from one side had scored hundreds in the same World Cup innings.

Markram's hundred came off just 49 balls, the fastest century in World Cup history, beating Kevin O'Brien's 50-ball hundred against England in Bengaluru in 2011. (Glenn Maxwell later lowered the record to 40 balls against the Netherlands, also in Delhi, on 25 October.)

## Highest totals in Men's Cricket World Cup history (at the time)

| Total | Team | Opposition | Venue | Date |
| --- | --- | --- | --- | --- |
| 428/5 | South Africa | Sri Lanka | Delhi | 7 Oct 2023 |
| 417/6 | Australia | Afghanistan | Perth | 4 Mar 2015 |
| 413/5 | India | Bermuda | Port of Spain | 19 Mar 2007 |
| 411/4 | South Africa | Ireland | Canberra | 3 Mar 2015 |
| 408/5 | South Africa | West Indies | Sydney | 27 Feb 2015 |

## Result

Sri Lanka replied with 326 all out in 44.5 overs, Kusal Mendis (76 off 42) and Charith Asalanka (79 off 65) leading the chase, and South Africa won by 102 runs. Gerald Coetzee took 3/68.

The match aggregate of 754 runs was also a Men's World Cup record.
"""))
    rs.add(task="search", tid="h40-search-06", system=SYSTEM, turns=t, bad=True, turn=7,
           kind="memory key removed by the agent is listed again",
           state="Research task: compile the main batting and bowling records of the ICC Men's Cricket World Cup (career and single-tournament runs and wickets, highest team total). Memory is empty.")


# Marathon course records (World Marathon Majors, Runner's World) - clean
def t07(rs: RowSet) -> None:
    mem: dict[str, str] = {}
    t: list[tuple[str, str]] = []
    t.append((search("World Marathon Majors course records men women"), results(
        ("https://www.worldmarathonmajors.com/course-records", "Course Records | Abbott World Marathon Majors", "Course records for the Tokyo, Boston, London, Berlin, Chicago and New York City marathons, men's, women's and wheelchair divisions ...", "N/A"),
        ("https://en.wikipedia.org/wiki/World_Marathon_Majors", "World Marathon Majors - Wikipedia", "The Abbott World Marathon Majors is a series consisting of seven of the largest and most renowned marathons in the world ...", "N/A"),
        ("https://www.runnersworld.com/races-places/a46218710/fastest-marathon-courses-majors-ranked/", "The World Marathon Majors, Ranked by Course Record | Runner's World", "Chicago now owns the fastest men's and women's course records of any major after Kelvin Kiptum and Ruth Chepngetich ...", "Oct 15, 2024"),
        ("https://www.letsrun.com/news/2024/10/ruth-chepngetich-209-world-record-chicago/", "Ruth Chepngetich Runs 2:09:56 World Record in Chicago - LetsRun.com", "Chepngetich took almost two minutes off Tigst Assefa's world record of 2:11:53 ...", "Oct 13, 2024"),
        ("https://worldathletics.org/records/by-discipline/road-running/marathon/outdoor/men", "Marathon - men - senior - outdoor - records | World Athletics", "World record: 2:00:35, Kelvin Kiptum (KEN), Chicago, 08 OCT 2023 ...", "N/A"),
        ("https://www.reddit.com/r/AdvancedRunning/comments/1g2ufd4/major_course_records_after_chicago_2024/", "Major course records after Chicago 2024 : r/AdvancedRunning", "Boston and NYC records are so soft compared to the flat ones ...", "Oct 14, 2024"),
        ("https://www.chicagomarathon.com/about/course-records/", "Course Records | Bank of America Chicago Marathon", "Men's open: Kelvin Kiptum, 2:00:35 (2023). Women's open: Ruth Chepngetich, 2:09:56 (2024) ...", "N/A"),
        ("https://www.tcslondonmarathon.com/results/history/course-records", "Course Records | TCS London Marathon", "Paula Radcliffe's 2:15:25 from 2003 remains the course record; Peres Jepchirchir set a women-only world record of 2:16:16 in 2024 ...", "N/A"),
    )))
    t.append((extract("https://www.worldmarathonmajors.com/course-records", "men's and women's open course records for each major"), """# Course Records

Abbott World Marathon Majors | Records as of 1 March 2025

## Men

| Race | Time | Athlete | Country | Year |
| --- | --- | --- | --- | --- |
| Tokyo Marathon | 2:02:16 | Benson Kipruto | KEN | 2024 |
| Boston Marathon | 2:03:02 | Geoffrey Mutai | KEN | 2011 |
| TCS London Marathon | 2:01:25 | Kelvin Kiptum | KEN | 2023 |
| BMW Berlin Marathon | 2:01:09 | Eliud Kipchoge | KEN | 2022 |
| Bank of America Chicago Marathon | 2:00:35 | Kelvin Kiptum | KEN | 2023 |
| TCS New York City Marathon | 2:04:58 | Tamirat Tola | ETH | 2023 |

## Women

| Race | Time | Athlete | Country | Year |
| --- | --- | --- | --- | --- |
| Tokyo Marathon | 2:16:02 | Brigid Kosgei | KEN | 2022 |
| Boston Marathon | 2:19:59 | Buzunesh Deba | ETH | 2014 |
| TCS London Marathon | 2:15:25 | Paula Radcliffe | GBR | 2003 |
| BMW Berlin Marathon | 2:11:53 | Tigst Assefa | ETH | 2023 |
| Bank of America Chicago Marathon | 2:09:56 | Ruth Chepngetich | KEN | 2024 |
| TCS New York City Marathon | 2:22:31 | Margaret Okayo | KEN | 2003 |

*Notes: Boston's course is point-to-point with a net elevation loss and is not eligible for world-record ratification. Paula Radcliffe's London record was set in a mixed race; the women-only course record is 2:16:16 by Peres Jepchirchir (2024). Times for Chicago 2023 (men) and 2024 (women) are also world records.*

Races are listed in calendar order.
"""))
    new = {"men_course_records": "Chicago 2:00:35 Kiptum 2023; Berlin 2:01:09 Kipchoge 2022; London 2:01:25 Kiptum 2023; Tokyo 2:02:16 Kipruto 2024; Boston 2:03:02 G. Mutai 2011; New York 2:04:58 Tola 2023",
           "women_course_records": "Chicago 2:09:56 Chepngetich 2024; Berlin 2:11:53 Assefa 2023; London 2:15:25 Radcliffe 2003 (mixed; women-only 2:16:16 Jepchirchir 2024); Tokyo 2:16:02 Kosgei 2022; Boston 2:19:59 Deba 2014; New York 2:22:31 Okayo 2003"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((extract("https://www.runnersworld.com/races-places/a46218710/fastest-marathon-courses-majors-ranked/", "majors ranked by men's course record, with reasons for differences"), """# The World Marathon Majors, Ranked by Course Record

Why Chicago and Berlin keep producing the fastest times, and why Boston and New York don't.

By Runner's World Staff | Updated October 15, 2024

With Ruth Chepngetich's 2:09:56 on October 13, Chicago now holds both the men's and the women's world record. Here's how the six majors stack up when ranked by men's course record, fastest to slowest.

| Rank | Race | Men's course record | In seconds | Behind fastest | Elevation profile |
| --- | --- | --- | --- | --- | --- |
| 1 | Chicago | 2:00:35 (Kiptum, 2023) | 7,235 | - | Flat loop, 243 ft total gain |
| 2 | Berlin | 2:01:09 (Kipchoge, 2022) | 7,269 | +34 s | Flat loop, 240 ft total gain |
| 3 | London | 2:01:25 (Kiptum, 2023) | 7,285 | +50 s | Flat, point-to-point |
| 4 | Tokyo | 2:02:16 (Kipruto, 2024) | 7,336 | +101 s | Flat loop since 2017 course change |
| 5 | Boston | 2:03:02 (G. Mutai, 2011) | 7,382 | +147 s | Net downhill, 459 ft drop |
| 6 | New York | 2:04:58 (Tola, 2023) | 7,498 | +263 s | Five bridges, late climbs in Central Park |

## 1. Chicago

Kelvin Kiptum's 2:00:35 in 2023 remains the world record. The course is a flat double loop through 29 neighborhoods and the race is usually run in cool October weather. Kiptum died in a road accident in Kenya in February 2024.

## 2. Berlin

Berlin produced every men's world record from 2003 to 2022, eight in all, the last of them Eliud Kipchoge's 2:01:09 in 2022.

## 5. Boston

Geoffrey Mutai's 2:03:02 in 2011, run with a strong tailwind, was at the time the fastest marathon ever, but Boston's point-to-point, net-downhill course makes it ineligible for records.

## 6. New York

Tamirat Tola's 2:04:58 in 2023 finally took down Geoffrey Mutai's 2:05:06 from 2011. The five bridges and rolling finish through Central Park make it the slowest of the six.

*Related: How Marathon Shoes Changed the Record Books | The 10 Fastest Women's Marathons Ever*
"""))
    new = {"cr_spread_men": "Chicago 2:00:35 (7,235 s) fastest vs New York 2:04:58 (7,498 s) slowest: 263 s (4:23) apart"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    val = mem.pop("men_course_records")
    t.append((memory("remove", key_list=["men_course_records"]), removed("men_course_records")))
    mem["wmm_men_cr"] = val
    t.append((memory("add", dict={"wmm_men_cr": val}), added("wmm_men_cr")))
    t.append((memory("retrieve_all"), all_items(mem)))
    rs.add(task="search", tid="h40-search-07", system=SYSTEM, turns=t,
           state="Research task (March 2025): list the men's and women's course records of the six Abbott World Marathon Majors and how far apart the fastest and slowest men's records are. Memory is empty.")


OZ_DAILY = [("2024-09-20", "20.9", "128"), ("2024-09-21", "21.3", "126"), ("2024-09-22", "21.6", "124"), ("2024-09-23", "21.2", "125"),
            ("2024-09-24", "21.8", "121"), ("2024-09-25", "22.0", "119"), ("2024-09-26", "22.1", "118"), ("2024-09-27", "22.3", "117"),
            ("2024-09-28", "22.4", "115"), ("2024-09-29", "22.2", "114"), ("2024-09-30", "21.9", "114"), ("2024-10-01", "21.7", "113"),
            ("2024-10-02", "21.5", "112"), ("2024-10-03", "21.4", "111"), ("2024-10-04", "21.0", "110"), ("2024-10-05", "20.8", "109"),
            ("2024-10-06", "20.6", "110"), ("2024-10-07", "20.3", "111"), ("2024-10-08", "20.1", "112"), ("2024-10-09", "19.8", "113"),
            ("2024-10-10", "19.6", "115"), ("2024-10-11", "19.2", "117"), ("2024-10-12", "18.9", "119"), ("2024-10-13", "18.5", "121"),
            ("2024-10-14", "18.2", "123")]


def oz_daily(updated_at: str) -> str:
    rows = "\n".join(f"| {d} | {a} | {m} |" for d, a, m in OZ_DAILY)
    return f"""# Ozone Hole Watch - Southern Hemisphere daily statistics, 2024

NASA Goddard Space Flight Center | Atmospheric Chemistry and Dynamics Laboratory

Data source: OMPS (Suomi NPP) near-real-time; MERRA-2 for meteorology.
Page last updated: {updated_at}
Data through: 2024-10-14

The ozone hole area is the area south of 40°S with total column ozone below 220 Dobson Units (DU). Minimum ozone is the lowest total column value south of 40°S.

| Date | Ozone hole area (million km²) | Minimum ozone (DU) |
| --- | --- | --- |
{rows}

*Rows before 2024-09-20 hidden. Show all | Download CSV*

| 2024 so far | Value | Date |
| --- | --- | --- |
| Maximum area | 22.4 million km² | 2024-09-28 |
| Minimum ozone | 109 DU | 2024-10-05 |
| Mean area, Sep 7 - Oct 13 | 20.0 million km² | |
"""


# Ozone hole size (NASA Ozone Watch, Copernicus CAMS) - bad
def t08(rs: RowSet) -> None:
    t: list[tuple[str, str]] = []
    t.append((search("2024 Antarctic ozone hole size maximum", "2023 ozone hole size 26 million km2"), batch(
        ("2024 Antarctic ozone hole size maximum", [
            ("https://ozonewatch.gsfc.nasa.gov/", "NASA Ozone Watch: Latest status of ozone", "Daily images and statistics of the Antarctic ozone hole from OMPS on Suomi NPP and NOAA-20 ...", "N/A"),
            ("https://atmosphere.copernicus.eu/2024-antarctic-ozone-hole-smaller-recent-years", "The 2024 Antarctic ozone hole: smaller than in recent years | Copernicus", "CAMS monitoring shows a later-than-usual onset of the 2024 ozone hole, with the area staying below the levels of 2020-2023 ...", "Oct 8, 2024"),
            ("https://www.reuters.com/science/antarctic-ozone-hole-2024-smaller/", "Antarctic ozone hole among smaller in recent years, monitors say | Reuters", "Scientists attributed the smaller hole partly to sudden stratospheric warming events in July and August ...", "Oct 9, 2024"),
            ("https://www.noaa.gov/news/ozone-hole-2024", "Ozone hole 2024 monitoring update | NOAA", "Balloon-borne ozonesondes at the South Pole will continue measurements through October ...", "Oct 2, 2024"),
            ("https://www.carbonbrief.org/ozone-hole-2024-explainer/", "Explainer: Why this year's ozone hole is smaller | Carbon Brief", "Stratospheric warming in July disrupted the polar vortex ...", "Oct 10, 2024"),
            ("https://www.reddit.com/r/climate/comments/1fzx2e1/ozone_hole_2024_is_smaller/", "Ozone hole 2024 is smaller : r/climate", "Does this mean the Montreal Protocol is working or is it weather? Both ...", "Oct 9, 2024"),
        ]),
        ("2023 ozone hole size 26 million km2", [
            ("https://www.nasa.gov/earth/2023-ozone-hole-ranks-16th-largest/", "2023 Ozone Hole Ranks 16th Largest, NASA and NOAA Researchers Find - NASA", "The 2023 Antarctic ozone hole reached its maximum single-day size on Sept. 21 at 10 million square miles (26.1 million square kilometers) ...", "Nov 2, 2023"),
            ("https://www.esa.int/Applications/Observing_the_Earth/Copernicus/Sentinel-5P/Ozone_hole_2023", "Sentinel-5P shows one of the largest ozone holes on record | ESA", "On 16 September the ozone hole measured 26 million sq km, around three times the size of Brazil ...", "Oct 5, 2023"),
            ("https://ozonewatch.gsfc.nasa.gov/statistics/annual_data.html", "Ozone Hole Watch: Annual Records", "Yearly maximum and mean ozone hole area and minimum total ozone since 1979 ...", "N/A"),
            ("https://www.theguardian.com/environment/2023/oct/05/ozone-hole-one-of-largest-on-record-hunga-tonga", "Ozone hole over Antarctica one of the largest on record | The Guardian", "Scientists suggest the Hunga Tonga-Hunga Ha'apai eruption may have contributed ...", "Oct 5, 2023"),
            ("https://en.wikipedia.org/wiki/Ozone_depletion", "Ozone depletion - Wikipedia", "The Antarctic ozone hole is an area of the Antarctic stratosphere in which the recent ozone levels have dropped to as low as 33 percent of their pre-1975 values ...", "N/A"),
        ]))))
    t.append((extract("https://ozonewatch.gsfc.nasa.gov/statistics/annual_data.html", "yearly maximum ozone hole area with dates, 2015-2023"), """# Ozone Hole Watch: Annual Records

NASA Goddard Space Flight Center

Annual ozone hole statistics for the Southern Hemisphere. Area is the region with total column ozone below 220 DU south of 40°S. The mean area is averaged over September 7 - October 13, the period of the hole's peak extent.

| Year | Max area (million km²) | Date of max | Mean area Sep 7-Oct 13 (million km²) | Minimum ozone (DU) | Date of minimum |
| --- | --- | --- | --- | --- | --- |
| 2015 | 28.2 | Oct 02 | 25.6 | 101 | Oct 04 |
| 2016 | 23.0 | Sep 28 | 20.8 | 114 | Oct 01 |
| 2017 | 19.7 | Sep 11 | 17.4 | 136 | Sep 29 |
| 2018 | 24.8 | Sep 20 | 22.9 | 102 | Oct 12 |
| 2019 | 16.4 | Sep 08 | 9.3 | 137 | Oct 16 |
| 2020 | 24.8 | Sep 20 | 23.5 | 94 | Oct 06 |
| 2021 | 24.8 | Oct 07 | 23.3 | 92 | Oct 07 |
| 2022 | 26.4 | Oct 05 | 23.2 | 97 | Oct 03 |
| 2023 | 26.1 | Sep 21 | 23.1 | 99 | Oct 03 |

*Data for the current year are provisional and appear in the daily statistics until the season ends. Records before 2015 hidden; show all years (1979-2023).*

Largest single-day area on record: 29.9 million km² (September 9, 2000). Largest mean area: 26.6 million km² (2006).
"""))
    t.append((extract("https://ozonewatch.gsfc.nasa.gov/statistics/daily_data.html?year=2024&hem=SH", "2024 maximum ozone hole area and its date"), oz_daily("2024-10-15 14:05 UTC")))
    t.append((memory("add", dict={"oh2024_max": "22.4 million km² on Sep 28, 2024 (NASA OMPS, provisional)",
                                  "oh2024_min_ozone": "109 DU on Oct 5, 2024",
                                  "oh2023_max": "26.1 million km² on Sep 21, 2023; 2023 mean 23.1"}),
              added("oh2024_max", "oh2024_min_ozone", "oh2023_max")))
    t.append((search("Copernicus CAMS ozone hole 2024 late onset stratospheric warming"), results(
        ("https://atmosphere.copernicus.eu/2024-antarctic-ozone-hole-smaller-recent-years", "The 2024 Antarctic ozone hole: smaller than in recent years | Copernicus", "The ozone hole started to form later than usual and has remained smaller than in the previous four seasons ...", "Oct 8, 2024"),
        ("https://wmo.int/media/news/antarctic-ozone-hole-2024-update", "Antarctic ozone hole 2024 update | World Meteorological Organization", "Two sudden stratospheric warming events in July weakened the polar vortex ...", "Oct 11, 2024"),
        ("https://www.ecmwf.int/en/about/media-centre/news/2024/ozone-hole-2024", "Ozone hole 2024: a season shaped by the polar vortex | ECMWF", "CAMS forecasts suggest the hole will close earlier than in 2020-2023 ...", "Oct 9, 2024"),
        ("https://www.nature.com/articles/d41586-024-03312-4", "Why the ozone hole is smaller this year - Nature", "Volcanic water vapour from Hunga Tonga is still in the stratosphere, but meteorology dominated ...", "Oct 14, 2024"),
        ("https://www.severe-weather.eu/global-weather/ozone-hole-2024-polar-vortex-sudden-stratospheric-warming/", "Ozone hole 2024 and the disrupted polar vortex - Severe Weather Europe", "An unusual winter stratospheric warming over Antarctica brought ozone-rich air into the vortex ...", "Oct 5, 2024"),
        ("https://twitter.com/CopernicusECMWF/status/1843601234567890123", "Copernicus ECMWF on X", "The #OzoneHole over Antarctica in 2024 is smaller than in recent years ...", "Oct 8, 2024"),
    )))
    t.append((extract("https://ozonewatch.gsfc.nasa.gov/statistics/daily_data.html?year=2024&hem=SH", "lowest minimum ozone value of 2024 and the date"), oz_daily("2024-10-15 13:42 UTC")))
    t.append((extract("https://atmosphere.copernicus.eu/2024-antarctic-ozone-hole-smaller-recent-years", "explanation for the smaller 2024 ozone hole"), """# The 2024 Antarctic ozone hole: smaller than in recent years

Copernicus Atmosphere Monitoring Service | 8 October 2024

Monitoring by the Copernicus Atmosphere Monitoring Service (CAMS), implemented by ECMWF on behalf of the European Commission, shows that the 2024 Antarctic ozone hole has been smaller than in each of the previous four years, 2020 to 2023, which were all large and long-lasting.

## A late start

The ozone hole usually begins to develop in August. This year, its onset was delayed: the area grew more slowly than usual through August and stayed below the 2020-2023 values throughout September. CAMS scientists link this to two sudden stratospheric warming events in July, which weakened and displaced the polar vortex and brought ozone-rich air from lower latitudes into the polar region.

> "The 2024 ozone hole has been one of the smaller ones of recent years, which is in line with the expected slow recovery of the ozone layer, but the meteorological conditions this winter played a big role," said Laurence Rouil, Director of CAMS.

## What to expect

CAMS forecasts indicate that the ozone hole will close earlier than in the last four seasons, likely in November rather than December. The Montreal Protocol's phase-out of ozone-depleting substances is expected to bring the Antarctic ozone layer back to 1980 values around 2066.

## About the data

CAMS combines satellite observations (including Sentinel-5P/TROPOMI, OMPS and MLS) with its atmospheric model to produce daily analyses and five-day forecasts of total column ozone.

*Related: CAMS ozone monitoring | Hunga Tonga eruption and the stratosphere*
"""))
    t.append((memory("update", dict={"oh2024_max": "22.4 million km² (8.65 million sq mi) on Sep 28, 2024 (NASA OMPS, provisional) - smaller than every year 2020-2023; late onset after July stratospheric warmings"}),
              updated("oh2024_max")))
    t.append((memory("retrieve_all"), all_items({
        "oh2024_max": "22.4 million km² (8.65 million sq mi) on Sep 28, 2024 (NASA OMPS, provisional) - smaller than every year 2020-2023; late onset after July stratospheric warmings",
        "oh2024_min_ozone": "109 DU on Oct 5, 2024",
        "oh2023_max": "26.1 million km² on Sep 21, 2023; 2023 mean 23.1"})))
    t.append((search("ozone layer recovery 2066 Antarctica WMO UNEP scientific assessment"), results(
        ("https://www.unep.org/news-and-stories/press-release/ozone-layer-recovery-track-helping-avoid-global-warming-05degc", "Ozone layer recovery is on track, helping avoid global warming by 0.5°C | UNEP", "If current policies remain in place, the ozone layer is expected to recover to 1980 values by around 2066 over the Antarctic, by 2045 over the Arctic and by 2040 for the rest of the world ...", "Jan 9, 2023"),
        ("https://ozone.unep.org/science/assessment/sap", "Scientific Assessment of Ozone Depletion: 2022 | Ozone Secretariat", "The quadrennial assessment by the Scientific Assessment Panel of the Montreal Protocol ...", "N/A"),
        ("https://wmo.int/publication-series/scientific-assessment-of-ozone-depletion-2022", "Scientific Assessment of Ozone Depletion: 2022 | WMO", "Executive summary, chapters and frequently asked questions ...", "N/A"),
        ("https://www.nasa.gov/earth/ozone-layer-recovery-montreal-protocol", "NASA: Ozone recovery and the Montreal Protocol", "Chlorine levels in the Antarctic stratosphere have declined about 11% since their peak around 2000 ...", "N/A"),
        ("https://www.bbc.com/news/science-environment-64206960", "Ozone layer on track to recover within decades - BBC News", "The ozone layer is on course to recover within four decades, a UN-backed panel of experts says ...", "Jan 9, 2023"),
        ("https://en.wikipedia.org/wiki/Montreal_Protocol", "Montreal Protocol - Wikipedia", "The Montreal Protocol on Substances that Deplete the Ozone Layer is an international treaty designed to protect the ozone layer ...", "N/A"),
    )))
    rs.add(task="search", tid="h40-search-08", system=SEARCH_SYSTEM, turns=t, bad=True, turn=6,
           kind="page's last-updated timestamp earlier than on the previous fetch of the same page",
           state="Date: 2024-10-15. Research task: how large did the 2024 Antarctic ozone hole get compared with 2023, and how does it rank among recent years? Memory is empty.")


# Ice sheet mass balance (IMBIE / ESSD, NASA Vital Signs) - clean
def t09(rs: RowSet) -> None:
    mem: dict[str, str] = {}
    t: list[tuple[str, str]] = []
    t.append((search("IMBIE 2023 ice sheet mass balance 1992-2020 Greenland Antarctica"), results(
        ("https://essd.copernicus.org/articles/15/1597/2023/", "ESSD - Mass balance of the Greenland and Antarctic ice sheets from 1992 to 2020", "Otosaka, I. N., Shepherd, A., et al.: Between 1992 and 2020, the ice sheets contributed 21.0 ± 1.9 mm to global mean sea level ...", "Apr 20, 2023"),
        ("http://imbie.org/", "IMBIE - Ice Sheet Mass Balance Inter-comparison Exercise", "IMBIE is a collaboration between polar scientists providing improved estimates of the ice sheet contribution to sea level rise ...", "N/A"),
        ("https://www.esa.int/Applications/Observing_the_Earth/Space_for_our_climate/Polar_ice_sheets_melting_faster_than_ever", "Polar ice sheets melting faster than ever | ESA", "Melting of the polar ice sheets now accounts for a quarter of all sea level rise, compared with just 5% in the 1990s ...", "Apr 20, 2023"),
        ("https://www.carbonbrief.org/greenland-and-antarctica-losing-ice-five-times-faster-than-1990s/", "Greenland and Antarctica losing ice five times faster than in 1990s - Carbon Brief", "The combined rate of loss rose from 105 billion tonnes a year in 1992-96 to 372bn tonnes in 2016-20 ...", "Apr 20, 2023"),
        ("https://www.leeds.ac.uk/news-environment/news/article/5284/polar-ice-sheet-melting-records-have-tumbled", "Polar ice sheet melting records have tumbled - University of Leeds", "Seven of the last ten years have seen the highest melting rates in the satellite era ...", "Apr 20, 2023"),
        ("https://en.wikipedia.org/wiki/Greenland_ice_sheet", "Greenland ice sheet - Wikipedia", "The Greenland ice sheet is an ice sheet which forms the second largest body of ice in the world ...", "N/A"),
        ("https://www.nature.com/articles/s41586-019-1855-2", "Mass balance of the Greenland Ice Sheet from 1992 to 2018 | Nature", "The IMBIE Team: Greenland lost 3,800 ± 339 billion tonnes of ice between 1992 and 2018 ...", "Dec 10, 2019"),
    )))
    t.append((extract("https://essd.copernicus.org/articles/15/1597/2023/", "total ice sheet mass loss and sea-level contribution 1992-2020, Greenland and Antarctic rates"), """# Mass balance of the Greenland and Antarctic ice sheets from 1992 to 2020

*Earth System Science Data*, 15, 1597-1616, 2023
https://doi.org/10.5194/essd-15-1597-2023

Inès N. Otosaka, Andrew Shepherd, Erik R. Ivins, Nicole-Jeanne Schlegel, Charles Amory, Michiel R. van den Broeke, Martin Horwath, Ian Joughin, Michalea D. King, Gerhard Krinner, Sophie Nowicki, Anthony J. Payne, Eric Rignot, Ted Scambos, Karen M. Simon, Benjamin E. Smith, Louise S. Sørensen, Isabella Velicogna, Pippa L. Whitehouse, and the IMBIE Team

Received: 29 Jul 2022 - Accepted: 18 Mar 2023 - Published: 20 Apr 2023

## Abstract

Ice losses from the Greenland and Antarctic ice sheets have accelerated since the 1990s, accounting for a significant increase in the global mean sea level. Here, we present a new 29-year record of ice sheet mass balance from 1992 to 2020 from the Ice Sheet Mass Balance Inter-comparison Exercise (IMBIE). We compared and combined 50 independent estimates of ice sheet mass balance derived from satellite observations of temporal changes in ice sheet flow, in ice sheet volume and in Earth's gravity field. Between 1992 and 2020, the ice sheets contributed 21.0 ± 1.9 mm to global mean sea level, with the rate of mass loss rising from 105 Gt yr⁻¹ between 1992 and 1996 to 372 Gt yr⁻¹ between 2016 and 2020. In Greenland, the rate of mass loss is 169 ± 9 Gt yr⁻¹ between 1992 and 2020, but there are large inter-annual variations in mass balance, with mass loss ranging from 86 Gt yr⁻¹ in 2017 to 444 Gt yr⁻¹ in 2019 due to large variability in surface mass balance. In Antarctica, ice losses continue to be dominated by mass loss from West Antarctica (82 ± 9 Gt yr⁻¹) and, to a lesser extent, from the Antarctic Peninsula (13 ± 5 Gt yr⁻¹). East Antarctica remains close to a state of balance, with a small gain of 3 ± 15 Gt yr⁻¹, but is the most uncertain component of Antarctica's mass balance. The dataset is publicly available at https://doi.org/10.5285/77B64C55-7166-4A06-9DEF-2E400398E452.

## Key results

| Region | Rate 1992-2020 (Gt yr⁻¹) | Cumulative 1992-2020 (Gt) | Sea-level contribution (mm) |
| --- | --- | --- | --- |
| Greenland Ice Sheet | -169 ± 9 | -4,890 ± 457 | 13.5 ± 1.3 |
| West Antarctica | -82 ± 9 | -2,377 ± 265 | 6.6 ± 0.7 |
| Antarctic Peninsula | -13 ± 5 | -374 ± 145 | 1.0 ± 0.4 |
| East Antarctica | +3 ± 15 | +81 ± 435 | -0.2 ± 1.2 |
| **Antarctic Ice Sheet** | **-92 ± 18** | **-2,670 ± 530** | **7.4 ± 1.5** |
| **Both ice sheets** | **-261 ± 20** | **-7,560 ± 700** | **21.0 ± 1.9** |

*Conversion: 362 Gt of ice ≈ 1 mm of global mean sea level.*

## 1 Introduction

The Greenland and Antarctic ice sheets store enough ice to raise global sea level by 7.4 m and 58 m respectively. Satellite observations since the early 1990s have shown that both ice sheets are losing mass, and their combined contribution has become the largest single source of sea-level rise after ocean thermal expansion...
"""))
    new = {"imbie_1992_2020": "Both ice sheets lost ~7,560 Gt 1992-2020 = 21.0 ± 1.9 mm sea level; loss rate rose from 105 Gt/yr (1992-96) to 372 Gt/yr (2016-20)",
           "greenland_rate_imbie": "169 ± 9 Gt/yr averaged over 1992-2020 (range 86 Gt/yr in 2017 to 444 Gt/yr in 2019)"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((extract("https://science.nasa.gov/earth/explore/vital-signs/ice-sheets/", "current rates of Greenland and Antarctic mass loss from GRACE"), """# Vital Signs: Ice Sheets

NASA Science | Earth | Vital Signs of the Planet

## Key Takeaway

Data from NASA's GRACE and GRACE Follow-On satellites show that the land ice sheets in both Antarctica and Greenland have been losing mass since 2002. Both ice sheets have seen an acceleration of ice mass loss since 2009.

| | Antarctica | Greenland |
| --- | --- | --- |
| Rate of change | **150 billion metric tons per year** (±28) | **270 billion metric tons per year** (±19) |
| Period | April 2002 - December 2024 | April 2002 - December 2024 |
| Cumulative change since April 2002 | about -3,350 billion metric tons | about -6,000 billion metric tons |

## Antarctica Mass Variation Since 2002

Data source: Ice mass measurement by NASA's GRACE satellites (2002-2017) and GRACE Follow-On (2018-present). Gap represents time between missions. Credit: NASA

## Greenland Mass Variation Since 2002

Data source: Ice mass measurement by NASA's GRACE satellites (2002-2017) and GRACE Follow-On (2018-present). Gap represents time between missions. Credit: NASA

## Why it matters

Together, the two ice sheets hold about two-thirds of the world's fresh water. Greenland's losses are driven roughly equally by surface melt and by ice discharge from outlet glaciers; Antarctica's losses come mostly from glaciers draining West Antarctica into the Amundsen Sea, such as Thwaites and Pine Island.

Note: one billion metric tons equals one gigatonne (Gt). Rates are linear trends over the full record and are larger than multi-decade averages that start in the 1990s, when losses were smaller.

*Last reviewed: February 2025*
"""))
    new = {"greenland_rate_grace": "270 ± 19 Gt/yr (= billion metric tons/yr), Apr 2002-Dec 2024, GRACE/GRACE-FO linear trend; higher than IMBIE's 1992-2020 mean because the period starts later",
           "antarctica_rate_grace": "150 ± 28 Gt/yr, Apr 2002-Dec 2024 (GRACE/GRACE-FO)"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    keys = ["greenland_rate_imbie", "greenland_rate_grace"]
    t.append((memory("retrieve", key_list=keys), got({k: mem[k] for k in keys})))
    t.append((search("Greenland ice sheet 2024 mass balance Polar Portal season"), results(
        ("https://polarportal.dk/en/greenland/mass-and-height-change/", "Mass and height change | Polar Portal", "Total mass balance of the Greenland ice sheet estimated from surface mass balance, discharge and basal melt ...", "N/A"),
        ("https://polarportal.dk/en/news/news/greenland-ice-sheet-season-2023-24/", "Greenland Ice Sheet: status of the 2023-24 season | Polar Portal", "A cool, snowy summer in the west and a short melt season kept the 2023-24 mass loss below the average of the past two decades ...", "Oct 2024"),
        ("https://nsidc.org/ice-sheets-today/analyses/2024-melt-season-wrap-up", "2024 melt season wrap-up | NSIDC Greenland Today", "Melt extent in 2024 was near the 1981-2010 average for much of the summer, with a notable event in late July ...", "Oct 8, 2024"),
        ("https://arctic.noaa.gov/report-card/report-card-2024/greenland-ice-sheet-2024/", "Greenland Ice Sheet - Arctic Report Card 2024 | NOAA", "The ice sheet lost mass for the 28th consecutive year; GRACE-FO indicates a loss of 55 ± 35 Gt between 2023 and 2024, among the lowest since 2013 ...", "Dec 10, 2024"),
        ("https://www.geus.dk/en/news/greenland-2024-ice-loss", "Greenland's ice loss in 2024 | GEUS", "Discharge from marine-terminating glaciers remained high even as surface melt was modest ...", "Dec 2024"),
        ("https://www.carbonbrief.org/state-of-the-climate-greenland-2024", "State of the climate: Greenland in 2024 | Carbon Brief", "Annual losses vary widely from year to year; the long-term trend remains firmly negative ...", "Jan 15, 2025"),
        ("https://www.reddit.com/r/climate/comments/1hc6k2j/greenland_lost_less_ice_in_2024/", "Greenland lost less ice in 2024 : r/climate", "Good news for one year but one cold summer doesn't change the trend ...", "Dec 11, 2024"),
    )))
    rs.add(task="search", tid="h40-search-09", system=SYSTEM, turns=t,
           state="Research task: how much ice are the Greenland and Antarctic ice sheets losing per year, and how much have they added to sea level since the 1990s? Memory is empty.")


def mead_page(updated_line: str, today: list[tuple[str, str]], change: str) -> str:
    daily = [("1/14/2025 12:00 AM", "1,063.43"), ("1/13/2025 12:00 AM", "1,063.46"), ("1/12/2025 12:00 AM", "1,063.49"),
             ("1/11/2025 12:00 AM", "1,063.51"), ("1/10/2025 12:00 AM", "1,063.55"), ("1/9/2025 12:00 AM", "1,063.58"),
             ("1/8/2025 12:00 AM", "1,063.62"), ("1/7/2025 12:00 AM", "1,063.66")]
    level = today[0][1]
    below = f"{1229.00 - float(level.replace(',', '')):.2f}"
    rows = "\n".join(f"| {d} | {v} |" for d, v in today + daily)
    return f"""# Lake Mead Water Level

Lake Mead, Nevada / Arizona | Hoover Dam, Colorado River

**Water level: {level} feet above MSL**
{updated_line}

| | |
| --- | --- |
| Full pool | 1,229.00 ft |
| Below full pool | {below} ft |
| 24-hour change | {change} ft |
| Approx. percent of capacity | 33% |
| Record high | 1,225.85 ft (July 1983) |
| Record low | 1,040.92 ft (July 27, 2022) |

## Recent readings

| Date / time (PST) | Elevation (ft) |
| --- | --- |
{rows}

Data: U.S. Bureau of Reclamation, Lower Colorado Region (provisional, subject to revision). Levels are reported hourly; this page refreshes every 15 minutes.

*Lake Mead fishing report | Boat launch status | Lake Mead weather*
"""


# Lake levels (uslakes.info, Bureau of Reclamation) - clean
def t10(rs: RowSet) -> None:
    mem: dict[str, str] = {}
    t: list[tuple[str, str]] = []
    t.append((search("Lake Mead water level today", "Lake Mead 2025 shortage condition 24-month study"), batch(
        ("Lake Mead water level today", [
            ("https://mead.uslakes.info/Level/", "Lake Mead Water Level", "Lake Mead water level and hourly readings, compared with full pool of 1,229 feet ...", "N/A"),
            ("https://www.usbr.gov/lc/region/g4000/hourly/levels.html", "Lower Colorado River Water Levels - Hourly | Bureau of Reclamation", "Hourly reservoir elevations for Lake Mead, Lake Mohave and Lake Havasu ...", "N/A"),
            ("https://lakelevels.info/lake/mead", "Lake Mead Water Levels - LakeLevels.info", "Current elevation, 7-day trend and historical levels for Lake Mead ...", "N/A"),
            ("https://www.reviewjournal.com/local/the-west/lake-mead-water-level-january-2025/", "Lake Mead water level: what to expect in 2025 | Las Vegas Review-Journal", "The reservoir sits roughly 23 feet above its 2022 record low heading into the new year ...", "Jan 6, 2025"),
            ("https://www.nps.gov/lake/planyourvisit/lake-levels.htm", "Lake Levels - Lake Mead National Recreation Area (U.S. National Park Service)", "Launch ramp status depends on lake elevation; check current conditions before you go ...", "N/A"),
            ("https://www.reddit.com/r/vegas/comments/1hz0s2e/lake_mead_level_this_winter/", "Lake Mead level this winter? : r/vegas", "It's been hovering around 1,063 for weeks, dropping a few hundredths a day ...", "Jan 12, 2025"),
        ]),
        ("Lake Mead 2025 shortage condition 24-month study", [
            ("https://www.usbr.gov/lc/region/g4000/24mo/", "24-Month Study | Lower Colorado River Operations", "Most probable, minimum and maximum probable projections of Lake Mead and Lake Powell elevations ...", "N/A"),
            ("https://www.usbr.gov/newsroom/news-release/4929", "Reclamation announces 2025 operating conditions for Lake Powell and Lake Mead", "Lake Mead will operate in a Level 1 Shortage Condition in 2025, based on the August 2024 24-Month Study ...", "Aug 15, 2024"),
            ("https://www.azcentral.com/story/news/local/arizona-environment/2024/08/15/colorado-river-shortage-2025-arizona-cuts/74802341007/", "Arizona faces Tier 1 Colorado River cuts again in 2025 | azcentral", "Arizona will lose 512,000 acre-feet, about 18% of its Colorado River allocation ...", "Aug 15, 2024"),
            ("https://www.kunc.org/environment/2024-08-15/lake-mead-level-1-shortage-2025", "Lake Mead stays in Level 1 shortage for 2025 | KUNC", "Nevada and Mexico also take reduced deliveries under the 2007 guidelines and the Drought Contingency Plan ...", "Aug 15, 2024"),
        ]))))
    t.append((extract("https://mead.uslakes.info/Level/", "current elevation and recent readings"),
              mead_page("Last reading: 1/14/2025 8:00 AM PST (updated 52 minutes ago)", [("1/14/2025 8:00 AM", "1,063.41")], "-0.05")))
    new = {"mead_level": "1,063.41 ft (1/14/2025 8:00 AM PST, uslakes.info / USBR provisional)"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((extract("https://www.usbr.gov/lc/region/g4000/24mo/", "2025 operating condition and projected Lake Mead elevations for 2025"), """# 24-Month Study

Lower Colorado River Operations | Bureau of Reclamation

## December 2024 24-Month Study (Most Probable)

Released: December 13, 2024

The 24-Month Study is Reclamation's operational model for Lake Powell and Lake Mead. The most probable run uses the Colorado Basin River Forecast Center's official unregulated inflow forecast.

### 2025 operating conditions (set by the August 2024 24-Month Study)

| Reservoir | 2025 operating condition |
| --- | --- |
| Lake Powell | Mid-Elevation Release Tier (7.48 maf release) |
| Lake Mead | Level 1 Shortage Condition |

Under the Level 1 Shortage Condition, including Drought Contingency Plan contributions and Minute 323, deliveries are reduced by 512,000 acre-feet for Arizona, 21,000 acre-feet for Nevada and 80,000 acre-feet for Mexico. California takes no reduction at this level.

### Lake Mead projected end-of-month elevations, 2025 (feet)

| Month | Most probable |
| --- | --- |
| Jan 2025 | 1,063.1 |
| Feb 2025 | 1,063.9 |
| Mar 2025 | 1,063.2 |
| Apr 2025 | 1,061.5 |
| May 2025 | 1,059.1 |
| Jun 2025 | 1,055.6 |
| Jul 2025 | 1,052.4 |
| Aug 2025 | 1,051.2 |
| Sep 2025 | 1,051.9 |
| Oct 2025 | 1,053.0 |
| Nov 2025 | 1,054.4 |
| Dec 2025 | 1,056.5 |

### Key elevations, Lake Mead

| Elevation (ft) | Significance |
| --- | --- |
| 1,229 | Full pool |
| 1,075 | Level 1 Shortage Condition threshold (Jan 1 projection) |
| 1,050 | Level 2 Shortage Condition threshold |
| 1,045 | Level 2b (DCP) |
| 1,025 | Level 3 Shortage Condition threshold |
| 895 | Dead pool |

The January 2025 24-Month Study is scheduled for release on January 15, 2025.

*Contact: Lower Colorado Basin Region, Boulder City, Nevada | (702) 293-8000*
"""))
    new = {"mead_2025_condition": "Level 1 Shortage Condition (AZ -512,000 AF, NV -21,000 AF, MX -80,000 AF; CA none)",
           "mead_eoy2025_projection": "1,056.5 ft end of Dec 2025 (Dec 2024 24-Month Study, most probable); low point 1,051.2 ft in Aug 2025"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((search("Lake Mead record low 2022 elevation 1040"), results(
        ("https://www.nytimes.com/2022/07/28/climate/lake-mead-record-low.html", "Lake Mead Hits Record Low as Drought Grips the West - The New York Times", "The reservoir's surface fell to 1,040.92 feet above sea level on July 27, the lowest since it was filled in the 1930s ...", "Jul 28, 2022"),
        ("https://www.usbr.gov/lc/region/g4000/lakemead_line.pdf", "Lake Mead End of Month Elevation (Historical) | USBR", "End-of-month elevations since 1935; lowest July 2022 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Lake_Mead", "Lake Mead - Wikipedia", "In July 2022 the lake reached its lowest level since it was first filled, 1,040.92 ft ...", "N/A"),
        ("https://www.cnn.com/2022/07/27/us/lake-mead-record-low-drought-climate", "Lake Mead drops to a new record low - CNN", "Remains and sunken boats have surfaced as the water retreated ...", "Jul 27, 2022"),
        ("https://www.reviewjournal.com/local/the-west/lake-mead-rebound-2023/", "How Lake Mead rebounded after the 2022 low | Las Vegas Review-Journal", "A record snowpack in 2023 and conservation agreements raised the lake more than 20 feet ...", "Dec 30, 2023"),
        ("https://earthobservatory.nasa.gov/images/150111/lake-mead-keeps-dropping", "Lake Mead Keeps Dropping | NASA Earth Observatory", "Landsat images compare July 2000 and July 2022 ...", "Jul 2022"),
    )))
    t.append((extract("https://mead.uslakes.info/Level/", "latest elevation"),
              mead_page("Last reading: 1/14/2025 9:00 AM PST (updated 4 minutes ago)", [("1/14/2025 9:00 AM", "1,063.40"), ("1/14/2025 8:00 AM", "1,063.41")], "-0.05")))
    new = {"mead_level": "1,063.40 ft (1/14/2025 9:00 AM PST) - 22.48 ft above the July 27, 2022 record low (1,040.92 ft); 11.60 ft below the 1,075 ft Level 1 threshold"}
    mem.update(new)
    t.append((memory("update", dict=new), updated(*new)))
    t.append((memory("retrieve_all"), all_items(mem)))
    rs.add(task="search", tid="h40-search-10", system=SYSTEM, turns=t,
           state="Date: Tuesday, January 14, 2025, about 8:50 AM Pacific. Research task: what is Lake Mead's current elevation, how does it compare with the 2022 record low and the shortage thresholds, and what is projected for 2025? Memory is empty.")


def uac_forecast(mid: str) -> str:
    mid_word = mid.split(" ")[0]
    if mid_word == "HIGH":
        bottom = ("The avalanche danger is **HIGH** on steep slopes at upper and mid elevations facing west through north through east, where heavy new snow and "
                  "strong winds have overloaded a buried persistent weak layer. The danger is **MODERATE** at low elevations.")
    else:
        bottom = ("The avalanche danger is **HIGH** on steep slopes at upper elevations facing west through north through east, where heavy new snow and "
                  "strong winds have overloaded a buried persistent weak layer. The danger is **CONSIDERABLE** at mid elevations and **MODERATE** at low elevations.")
    return f"""# Salt Lake Avalanche Forecast

Utah Avalanche Center | Salt Lake Area Mountains

**Issued by UAC forecast staff for Saturday - February 15, 2025 - 6:49am**

> **AVALANCHE WARNING** in effect from 6 AM MST Saturday to 6 AM MST Sunday for the mountains of northern Utah.

## Bottom Line

{bottom} Travel in avalanche terrain is not recommended.

## Danger Rating

| Elevation | Rating |
| --- | --- |
| Upper (above 9,500') | HIGH (4) |
| Mid (8,000'-9,500') | {mid} |
| Low (below 8,000') | MODERATE (2) |

## Current Conditions

The storm delivered 18-24 inches of dense snow (1.9" SWE at Alta-Collins) in the past 24 hours, with 30 inches storm total since Thursday night. West-northwest winds averaged 30-40 mph with gusts to 60 mph across the highest ridgelines. Temperatures are in the low teens F at 10,000'. Snow showers taper this morning, with another 2-4" possible.

## Recent Avalanches

Yesterday, observers reported numerous natural avalanches in upper Little Cottonwood Canyon, and a skier-triggered avalanche on a northeast-facing slope at 9,800' in Mill Creek Canyon broke 3 feet deep and 200 feet wide on the faceted layer from January. No one was caught.

## Avalanche Problem #1: Persistent Weak Layer

| | |
| --- | --- |
| Aspects | W, NW, N, NE, E |
| Elevations | Upper, mid |
| Likelihood | Likely |
| Size | Large to very large |

The faceted snow that formed during the long dry spell in January is now buried 2-4 feet deep. Avalanches failing on this layer can be triggered remotely and from low-angle terrain below steep slopes.

## Avalanche Problem #2: Wind Drifted Snow

Fresh, stiff drifts on leeward slopes at upper elevations, and cross-loaded in gullies at mid elevations. These are likely to step down into the persistent weak layer.

## Avalanche Problem #3: New Snow

Soft slab avalanches within the new snow are likely on steep slopes of all aspects, and loose avalanches will run far in steep terrain.

## General Announcements

The next forecast will be issued Sunday, February 16 by 7:30am.
"""


# Avalanche warnings (Utah Avalanche Center, NWS) - bad
def t11(rs: RowSet) -> None:
    t: list[tuple[str, str]] = []
    t.append((search("Utah Avalanche Center Salt Lake forecast today", "avalanche warning Wasatch February 15 2025"), batch(
        ("Utah Avalanche Center Salt Lake forecast today", [
            ("https://utahavalanchecenter.org/forecast/salt-lake", "Salt Lake Avalanche Forecast | Utah Avalanche Center", "Avalanche forecast for the Salt Lake area mountains: danger ratings by elevation, avalanche problems and current conditions ...", "Feb 15, 2025"),
            ("https://utahavalanchecenter.org/", "Utah Avalanche Center", "Forecasts for Logan, Ogden, Uintas, Salt Lake, Provo, Skyline, Moab, Abajos and Southwest Utah ...", "N/A"),
            ("https://avalanche.org/", "Avalanche.org - Avalanche forecasts across the US", "Interactive map of current avalanche danger from US avalanche centers ...", "N/A"),
            ("https://utahavalanchecenter.org/observations", "Observations | Utah Avalanche Center", "Recent field observations and avalanches submitted by forecasters and the public ...", "N/A"),
            ("https://www.ksl.com/article/51235812/avalanche-danger-high-utah-mountains-weekend", "Avalanche danger high in Utah mountains this weekend | KSL.com", "The Utah Avalanche Center warned backcountry users to stay off steep slopes as the storm stacks up on a weak layer ...", "Feb 14, 2025"),
            ("https://www.reddit.com/r/Utah/comments/1ipv0bq/avalanche_warning_this_weekend/", "Avalanche warning this weekend : r/Utah", "UAC put out a warning for the whole northern Wasatch, stay in the resorts ...", "Feb 14, 2025"),
        ]),
        ("avalanche warning Wasatch February 15 2025", [
            ("https://forecast.weather.gov/product.php?site=SLC&issuedby=SLC&product=AVW", "Avalanche Warning - National Weather Service Salt Lake City", "AVALANCHE WARNING ... UTAH AVALANCHE CENTER SALT LAKE CITY UT ... RELAYED BY NATIONAL WEATHER SERVICE SALT LAKE CITY UT ...", "Feb 15, 2025"),
            ("https://www.fox13now.com/news/local-news/avalanche-warning-issued-northern-utah-mountains", "Avalanche Warning issued for northern Utah mountains | FOX 13", "The warning covers the Logan, Ogden, Salt Lake and Provo mountains and the western Uintas through Sunday morning ...", "Feb 15, 2025"),
            ("https://www.sltrib.com/news/environment/2025/02/15/avalanche-warning-utah/", "Avalanche Warning in effect for Utah's mountains | The Salt Lake Tribune", "Forecasters say human-triggered avalanches are likely and some could be deadly ...", "Feb 15, 2025"),
            ("https://www.weather.gov/slc/", "National Weather Service Salt Lake City", "Winter Storm Warning for the Wasatch Mountains; Avalanche Warning in effect ...", "N/A"),
        ]))))
    t.append((extract("https://utahavalanchecenter.org/forecast/salt-lake", "danger rating by elevation and bottom line"), uac_forecast("CONSIDERABLE (3)")))
    t.append((memory("add", dict={"slc_danger_2025-02-15": "Upper HIGH (4) / Mid CONSIDERABLE (3) / Low MODERATE (2); UAC forecast issued 6:49am Sat Feb 15",
                                  "slc_problems": "1 persistent weak layer (Jan facets, 2-4 ft deep), 2 wind drifted snow, 3 new snow"}),
              added("slc_danger_2025-02-15", "slc_problems")))
    t.append((search("NWS Avalanche Warning Utah February 15 2025 text"), results(
        ("https://forecast.weather.gov/product.php?site=SLC&issuedby=SLC&product=AVW", "Avalanche Warning - National Weather Service Salt Lake City", "AVALANCHE WARNING ... 650 AM MST SAT FEB 15 2025 ... THE UTAH AVALANCHE CENTER IN SALT LAKE CITY HAS ISSUED AN AVALANCHE WARNING ...", "Feb 15, 2025"),
        ("https://alerts.weather.gov/search?area=UT", "Active alerts for Utah | NWS", "Avalanche Warning, Winter Storm Warning, Winter Weather Advisory ...", "N/A"),
        ("https://www.fox13now.com/news/local-news/avalanche-warning-issued-northern-utah-mountains", "Avalanche Warning issued for northern Utah mountains | FOX 13", "The warning covers the Logan, Ogden, Salt Lake and Provo mountains and the western Uintas through Sunday morning ...", "Feb 15, 2025"),
        ("https://www.weather.gov/safety/winter-avalanche", "Avalanche Safety | National Weather Service", "Avalanche Warnings are issued when the danger is high or extreme ...", "N/A"),
        ("https://utahavalanchecenter.org/blog/avalanche-warnings-explained", "What an Avalanche Warning means | Utah Avalanche Center", "We issue warnings through the NWS when widespread high or extreme danger is expected ...", "Dec 2, 2023"),
    )))
    t.append((extract("https://forecast.weather.gov/product.php?site=SLC&issuedby=SLC&product=AVW", "warning area, timing and wording"), """# Avalanche Warning

National Weather Service Salt Lake City UT

```
WOUS45 KSLC 151350
AVWSLC
UTZ110-111-112-113-117-161400-

AVALANCHE WARNING
UTAH AVALANCHE CENTER SALT LAKE CITY UT
RELAYED BY NATIONAL WEATHER SERVICE SALT LAKE CITY UT
650 AM MST SAT FEB 15 2025

THE FOLLOWING MESSAGE IS TRANSMITTED AT THE REQUEST OF THE UTAH
AVALANCHE CENTER.

...AVALANCHE WARNING FOR THE MOUNTAINS OF NORTHERN UTAH...

* WHAT...THE AVALANCHE DANGER IS HIGH ON MANY STEEP SLOPES AT UPPER
  ELEVATIONS. HUMAN TRIGGERED AVALANCHES ARE LIKELY AND NATURAL
  AVALANCHES ARE POSSIBLE.

* WHERE...THE MOUNTAINS OF NORTHERN UTAH INCLUDING THE LOGAN,
  OGDEN, SALT LAKE AND PROVO AREA MOUNTAINS AND THE WESTERN UINTAS.

* WHEN...IN EFFECT FROM 6 AM MST THIS MORNING TO 6 AM MST SUNDAY.

* IMPACTS...HEAVY SNOWFALL AND STRONG WINDS HAVE OVERLOADED A
  BURIED WEAK LAYER. AVALANCHES MAY BE LARGE AND DEADLY.

PRECAUTIONARY/PREPAREDNESS ACTIONS...

BACKCOUNTRY TRAVELERS SHOULD STAY OFF OF AND OUT FROM UNDER SLOPES
STEEPER THAN 30 DEGREES. THIS WARNING DOES NOT APPLY TO SKI AREAS
AND HIGHWAYS WHERE AVALANCHE CONTROL IS PERFORMED.

CONSULT UTAHAVALANCHECENTER.ORG OR CALL 1-888-999-4019 FOR MORE
DETAILED INFORMATION.

$$
```
"""))
    t.append((memory("add", dict={"avalanche_warning": "UAC/NWS Avalanche Warning 6 AM MST Sat Feb 15 to 6 AM MST Sun Feb 16, 2025; Logan, Ogden, Salt Lake, Provo, western Uintas; not for ski areas/highways"}),
              added("avalanche_warning")))
    t.append((search("Wasatch avalanche activity February 2025 skier triggered Mill Creek"), results(
        ("https://utahavalanchecenter.org/observations", "Observations | Utah Avalanche Center", "Skier triggered avalanche, Mill Creek Canyon, NE aspect 9,800', 3' deep x 200' wide, no one caught ...", "Feb 14, 2025"),
        ("https://utahavalanchecenter.org/avalanches", "Avalanches | Utah Avalanche Center", "Database of reported avalanches in Utah, filterable by region and date ...", "N/A"),
        ("https://www.ksl.com/article/51234977/skier-triggered-slide-mill-creek", "Skier triggers large avalanche in Mill Creek Canyon, no injuries | KSL.com", "The slide broke on a weak layer buried by this week's storm, forecasters said ...", "Feb 14, 2025"),
        ("https://www.instagram.com/utavy/p/DGBc8Pbx2Yz/", "Utah Avalanche Center on Instagram", "Crown from yesterday's natural avalanche cycle in upper Little Cottonwood ...", "Feb 15, 2025"),
        ("https://www.reddit.com/r/backcountry/comments/1ipw3g1/wasatch_avalanche_cycle_feb_2025/", "Wasatch avalanche cycle Feb 2025 : r/backcountry", "Saw at least six naturals from the road yesterday ...", "Feb 15, 2025"),
    )))
    t.append((extract("https://utahavalanchecenter.org/forecast/salt-lake", "avalanche problems and travel advice"), uac_forecast("HIGH (4)")))
    t.append((extract("https://utahavalanchecenter.org/observations", "recent avalanches in the Salt Lake mountains"), """# Observations

Utah Avalanche Center | Region: Salt Lake | Showing 1-10 of 64

| Date | Region | Location | Observer | Trigger | Depth | Width | Aspect | Elevation |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 02/15/2025 | Salt Lake | Little Cottonwood - Mt. Superior | UAC staff | Natural | 3' | 300' | SE | 10,600' |
| 02/14/2025 | Salt Lake | Mill Creek - Gobblers Knob | Public | Skier | 3' | 200' | NE | 9,800' |
| 02/14/2025 | Salt Lake | Little Cottonwood - White Pine | UAC staff | Natural | 2.5' | 400' | N | 10,200' |
| 02/14/2025 | Salt Lake | Big Cottonwood - Cardiff Fork | Public | Natural | 2' | 150' | NE | 10,000' |
| 02/14/2025 | Salt Lake | Little Cottonwood - Hellgate | Public | Natural | 2' | 250' | NW | 9,600' |
| 02/13/2025 | Salt Lake | Big Cottonwood - Days Fork | Public | Skier | 1.5' | 80' | N | 9,900' |
| 02/13/2025 | Salt Lake | Little Cottonwood - Grizzly Gulch | UAC staff | Explosive | 1' | 60' | NE | 10,100' |
| 02/11/2025 | Salt Lake | Big Cottonwood - Silver Fork | Public | Snowboarder | 1' | 50' | E | 9,400' |
| 02/09/2025 | Salt Lake | Millcreek - Porter Fork | Public | Skier | 8" | 40' | N | 8,900' |
| 02/06/2025 | Salt Lake | Big Cottonwood - Mineral Fork | UAC staff | Natural | 1' | 100' | NW | 10,300' |

*Filter: Region = Salt Lake, last 14 days. Submit an observation.*
"""))
    t.append((memory("add", dict={"slc_recent_avalanches": "Feb 13-15, 2025: 7 avalanches reported (4 natural, 2 skier, 1 explosive), largest 3' deep x 300' wide natural on Mt. Superior SE 10,600' (Feb 15); Mill Creek skier-triggered 3' x 200' NE 9,800' (Feb 14), no one caught"}),
              added("slc_recent_avalanches")))
    t.append((memory("retrieve_all"), all_items({
        "slc_danger_2025-02-15": "Upper HIGH (4) / Mid CONSIDERABLE (3) / Low MODERATE (2); UAC forecast issued 6:49am Sat Feb 15",
        "slc_problems": "1 persistent weak layer (Jan facets, 2-4 ft deep), 2 wind drifted snow, 3 new snow",
        "avalanche_warning": "UAC/NWS Avalanche Warning 6 AM MST Sat Feb 15 to 6 AM MST Sun Feb 16, 2025; Logan, Ogden, Salt Lake, Provo, western Uintas; not for ski areas/highways",
        "slc_recent_avalanches": "Feb 13-15, 2025: 7 avalanches reported (4 natural, 2 skier, 1 explosive), largest 3' deep x 300' wide natural on Mt. Superior SE 10,600' (Feb 15); Mill Creek skier-triggered 3' x 200' NE 9,800' (Feb 14), no one caught"})))
    rs.add(task="search", tid="h40-search-11", system=SEARCH_SYSTEM, turns=t, bad=True, turn=8,
           kind="danger rating changes on a re-read of the same forecast issuance",
           state="Date: Saturday, February 15, 2025, 08:30 MST. Research task: what is today's avalanche danger in the Salt Lake mountains, is an Avalanche Warning in effect, and what avalanches have been reported recently? Memory is empty.")


# Longest suspension bridges (Wikipedia, Structurae) - clean
def t12(rs: RowSet) -> None:
    mem: dict[str, str] = {}
    t: list[tuple[str, str]] = []
    t.append((search("longest suspension bridge main span list"), results(
        ("https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "List of longest suspension bridge spans - Wikipedia", "The 1915 Çanakkale Bridge in Turkey has the longest main span of any suspension bridge, at 2,023 m (6,637 ft) ...", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/longest-suspension-bridge", "Longest suspension bridge | Guinness World Records", "The longest suspension bridge main span is 2,023 m and is achieved by the 1915 Çanakkale Bridge, opened on 18 March 2022 ...", "N/A"),
        ("https://structurae.net/en/structures/bridges/suspension-bridges/span-records", "Suspension bridges: span records | Structurae", "Chronological list of suspension bridges that held the record for the longest span ...", "N/A"),
        ("https://www.britannica.com/technology/suspension-bridge", "Suspension bridge | Definition, History, Examples, & Facts | Britannica", "Suspension bridges are the only option for spans over about 1,000 metres ...", "N/A"),
        ("https://www.newcivilengineer.com/latest/canakkale-1915-bridge-opens-22-03-2022/", "World's longest suspension bridge opens in Turkey | New Civil Engineer", "The 2,023m main span beats Japan's Akashi Kaikyo Bridge by 32m ...", "Mar 22, 2022"),
        ("https://www.reddit.com/r/civilengineering/comments/tgn7wq/worlds_longest_suspension_bridge_opens_today/", "World's longest suspension bridge opens today : r/civilengineering", "2023 m main span because the Republic turns 100 in 2023 ...", "Mar 18, 2022"),
        ("https://www.statista.com/statistics/1265478/longest-suspension-bridges-worldwide/", "Longest suspension bridges worldwide by main span | Statista", "Ranking of suspension bridges by length of main span, 2024 ...", "2024"),
        ("https://www.engineering.com/the-worlds-longest-suspension-bridges/", "The World's Longest Suspension Bridges - Engineering.com", "China dominates the top ten, with five of the longest spans completed since 2005 ...", "Aug 2024"),
    )))
    t.append((extract("https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "ranked list of the longest main spans with year opened"), """# List of longest suspension bridge spans

From Wikipedia, the free encyclopedia

Suspension bridges are typically ranked by the length of their main span. This list includes suspension bridges with main spans of 1,000 metres or more that are completed; the 1915 Çanakkale Bridge has held the record since 2022.

## Completed

| Rank | Name | Main span | Year opened | Location | Country |
| --- | --- | --- | --- | --- | --- |
| 1 | 1915 Çanakkale Bridge | 2,023 m (6,637 ft) | 2022 | Dardanelles (Lapseki-Gelibolu) | Turkey |
| 2 | Akashi Kaikyō Bridge | 1,991 m (6,532 ft) | 1998 | Kobe-Awaji Island | Japan |
| 3 | Yangsigang Yangtze River Bridge | 1,700 m (5,577 ft) | 2019 | Wuhan | China |
| 4 | Nansha Bridge (Humen Second Bridge) | 1,688 m (5,538 ft) | 2019 | Dongguan-Guangzhou | China |
| 5 | Lingdingyang Bridge (Shenzhong Link) | 1,666 m (5,466 ft) | 2024 | Shenzhen-Zhongshan | China |
| 6 | Xihoumen Bridge | 1,650 m (5,413 ft) | 2009 | Zhoushan | China |
| 7 | Great Belt Bridge (East Bridge) | 1,624 m (5,328 ft) | 1998 | Korsør-Sprogø | Denmark |
| 8 | Osman Gazi Bridge | 1,550 m (5,085 ft) | 2016 | Izmit Bay | Turkey |
| 9 | Yi Sun-sin Bridge | 1,545 m (5,069 ft) | 2012 | Gwangyang-Yeosu | South Korea |
| 10 | Runyang Yangtze River Bridge | 1,490 m (4,888 ft) | 2005 | Zhenjiang-Yangzhou | China |
| 11 | Dongting Lake Bridge | 1,480 m (4,856 ft) | 2018 | Yueyang | China |
| 12 | Nanjing Fourth Yangtze Bridge | 1,418 m (4,652 ft) | 2012 | Nanjing | China |
| 13 | Humber Bridge | 1,410 m (4,626 ft) | 1981 | Hessle-Barton-upon-Humber | United Kingdom |
| 14 | Yavuz Sultan Selim Bridge | 1,408 m (4,619 ft) | 2016 | Istanbul | Turkey |
| 15 | Jiangyin Yangtze River Bridge | 1,385 m (4,544 ft) | 1999 | Jiangyin | China |
| 16 | Tsing Ma Bridge | 1,377 m (4,518 ft) | 1997 | Hong Kong | China |

*List truncated at rank 16; the full list continues to spans of 1,000 m.*

## Under construction

| Name | Main span | Expected completion | Location |
| --- | --- | --- | --- |
| Zhangjinggao Yangtze River Bridge | 2,300 m (7,546 ft) | 2028 | Jiangsu, China |
| Shiziyang Bridge | 2,180 m (7,152 ft) | 2028 | Guangzhou, China |

## Notes

- The Yavuz Sultan Selim Bridge is a hybrid cable-stayed suspension bridge.
- The main span of the 1915 Çanakkale Bridge was chosen to commemorate the centenary of the Republic of Turkey in 2023.
"""))
    new = {"longest_suspension": "1915 Çanakkale Bridge, Turkey - 2,023 m main span (opened 2022)",
           "second_longest": "Akashi Kaikyō Bridge, Japan - 1,991 m (1998)"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((search("1915 Çanakkale Bridge main span feet opened March 2022 towers"), results(
        ("https://en.wikipedia.org/wiki/1915_%C3%87anakkale_Bridge", "1915 Çanakkale Bridge - Wikipedia", "The 1915 Çanakkale Bridge is a road suspension bridge in Çanakkale Province ... opened on 18 March 2022. With a main span of 2,023 m (6,637 ft) it is the longest suspension bridge in the world; its towers are 318 m (1,043 ft) tall ...", "N/A"),
        ("https://www.cowi.com/projects/1915-canakkale-bridge", "1915 Çanakkale Bridge | COWI", "COWI was the lead designer of the world's longest suspension bridge, with a 2,023m main span and 4,608m total length ...", "N/A"),
        ("https://www.aa.com.tr/en/turkiye/turkiye-opens-worlds-longest-suspension-bridge/2539817", "Türkiye opens world's longest suspension bridge | Anadolu Ajansı", "President Erdogan inaugurated the bridge on the anniversary of the 1915 naval victory at Çanakkale ...", "Mar 18, 2022"),
        ("https://www.bbc.com/news/world-europe-60794361", "Turkey opens world's longest suspension bridge - BBC News", "The bridge spans the Dardanelles strait, linking Europe and Asia ...", "Mar 18, 2022"),
        ("https://www.enr.com/articles/53723-canakkale-bridge-sets-span-record", "Çanakkale Bridge Sets Suspension Span Record | ENR", "Daelim, Limak, SK ecoplant and Yapi Merkezi built the $2.8-billion crossing ...", "Mar 21, 2022"),
        ("https://www.reddit.com/r/engineering/comments/tgp1vv/1915_canakkale_bridge/", "1915 Çanakkale Bridge : r/engineering", "318 m towers, taller than the Eiffel Tower without the antenna ...", "Mar 18, 2022"),
    )))
    t.append((extract("https://structurae.net/en/structures/bridges/suspension-bridges/span-records", "how the suspension span record progressed, with spans in feet"), """# Suspension bridges: span records

Structurae | International Database for Civil and Structural Engineering

The following suspension bridges have held the record for the longest span of any suspension bridge in the world since 1931. Spans are main spans between tower centerlines.

| Record held | Bridge | Location | Main span (ft) | Main span (m) |
| --- | --- | --- | --- | --- |
| 1931-1937 | George Washington Bridge | New York City, USA | 3,500 ft | 1,067 m |
| 1937-1964 | Golden Gate Bridge | San Francisco, USA | 4,200 ft | 1,280 m |
| 1964-1981 | Verrazzano-Narrows Bridge | New York City, USA | 4,260 ft | 1,298 m |
| 1981-1998 | Humber Bridge | Hessle, United Kingdom | 4,626 ft | 1,410 m |
| 1998-2022 | Akashi Kaikyō Bridge | Kobe-Awaji, Japan | 6,532 ft | 1,991 m |
| since 2022 | 1915 Çanakkale Bridge | Çanakkale, Turkey | 6,637 ft | 2,023 m |

## Notes

- The Akashi Kaikyō Bridge's main span was designed as 1,990 m; the 1995 Great Hanshin earthquake moved the towers apart, lengthening the span by about 0.8 m.
- The Great Belt East Bridge (1,624 m) opened in June 1998, two months after the Akashi Kaikyō Bridge, and never held the record.

## Related lists

- Longest cable-stayed spans
- Tallest bridge towers
- Longest arch spans
"""))
    new = {"longest_suspension": "1915 Çanakkale Bridge, Turkey - 2,023 m (6,637 ft) main span, opened Mar 18, 2022; took the record from Akashi Kaikyō (1,991 m / 6,532 ft, record 1998-2022)"}
    mem.update(new)
    t.append((memory("update", dict=new), updated(*new)))
    t.append((search("Zhangjinggao Yangtze River Bridge 2300 m main span completion"), results(
        ("https://en.wikipedia.org/wiki/Zhangjinggao_Yangtze_River_Bridge", "Zhangjinggao Yangtze River Bridge - Wikipedia", "The Zhangjinggao Yangtze River Bridge is a suspension bridge under construction in Jiangsu, China. With a main span of 2,300 m it will be the longest suspension bridge in the world when completed ...", "N/A"),
        ("https://www.globaltimes.cn/page/202409/1319520.shtml", "Main towers of world's longest-span suspension bridge capped in Jiangsu - Global Times", "The north tower, at 350 meters, is the tallest bridge tower in the world ...", "Sep 2024"),
        ("https://www.newcivilengineer.com/latest/china-zhangjinggao-bridge-2300m-span/", "China's 2.3km-span bridge will smash suspension record | New Civil Engineer", "The crossing, linking Zhangjiagang, Jingjiang and Rugao, is due to open in 2028 ...", "Jun 2023"),
        ("https://www.chinadaily.com.cn/a/202410/12/WS670a1b2ca310f1265a1c7d4e.html", "Milestone for Zhangjinggao bridge as cable work begins - China Daily", "Construction of the main cables began after the towers were topped out ...", "Oct 12, 2024"),
        ("https://highestbridges.com/wiki/index.php?title=Zhangjinggao_Yangtze_River_Bridge", "Zhangjinggao Yangtze River Bridge - HighestBridges.com", "Main span 2,300 m, towers 350 m and 315 m, expected completion 2028 ...", "N/A"),
        ("https://www.reddit.com/r/MegaProjects/comments/1fq2l9k/zhangjinggao_bridge_towers_topped/", "Zhangjinggao bridge towers topped : r/MegaProjects", "2300 m main span, will beat Çanakkale by almost 300 m ...", "Sep 27, 2024"),
    )))
    t.append((memory("retrieve_all"), all_items(mem)))
    rs.add(task="search", tid="h40-search-12", system=SYSTEM, turns=t,
           state="Research task: which suspension bridge has the longest main span, how long is it in metres and feet, which bridge held the record before it, and what is under construction that will beat it? Memory is empty.")


# Dam reservoir levels (CDEC, California DWR) - bad
def t13(rs: RowSet) -> None:
    t: list[tuple[str, str]] = []
    t.append((search("Lake Oroville current storage percent of capacity", "Shasta Lake reservoir level April 2024"), batch(
        ("Lake Oroville current storage percent of capacity", [
            ("https://cdec.water.ca.gov/reportapp/javareports?name=RES", "Daily Reservoir Storage Summary - CDEC", "California Data Exchange Center daily reservoir storage: capacity, storage, percent of capacity and percent of historical average ...", "N/A"),
            ("https://cdec.water.ca.gov/dynamicapp/QueryDaily?s=ORO", "Lake Oroville (ORO) daily data - CDEC", "Station ORO: reservoir elevation, storage, outflow and inflow ...", "N/A"),
            ("https://www.chicoer.com/2024/04/10/lake-oroville-nears-capacity/", "Lake Oroville nears capacity for second straight spring | Chico Enterprise-Record", "The reservoir was at 95% of capacity this week as snowmelt continues ...", "Apr 10, 2024"),
            ("https://water.ca.gov/Programs/State-Water-Project/SWP-Facilities/Oroville", "Lake Oroville | California Department of Water Resources", "Lake Oroville is the State Water Project's largest storage facility, with a capacity of 3,537,577 acre-feet ...", "N/A"),
            ("https://www.reddit.com/r/California/comments/1c2q8wf/oroville_almost_full_again/", "Oroville almost full again : r/California", "Two wet-ish years in a row, nice to see the bathtub ring gone ...", "Apr 12, 2024"),
        ]),
        ("Shasta Lake reservoir level April 2024", [
            ("https://cdec.water.ca.gov/dynamicapp/QueryDaily?s=SHA", "Shasta Dam (SHA) daily data - CDEC", "Station SHA: reservoir storage, elevation, outflow ...", "N/A"),
            ("https://www.redding.com/story/news/local/2024/04/12/shasta-lake-level-april-2024/73299871007/", "Shasta Lake is almost full: How high will it get? | Redding Record Searchlight", "The lake is within about 6 feet of the crest of Shasta Dam's spillway gates ...", "Apr 12, 2024"),
            ("https://www.usbr.gov/mp/cvo/", "Central Valley Operations Office | Bureau of Reclamation", "Daily CVP reservoir and delta reports ...", "N/A"),
            ("https://www.sfchronicle.com/climate/article/california-reservoirs-april-2024-19399911.php", "California's reservoirs are in great shape heading into summer | SF Chronicle", "Most of the state's big reservoirs are well above their historical averages for mid-April ...", "Apr 14, 2024"),
        ]))))
    t.append((extract("https://cdec.water.ca.gov/reportapp/javareports?name=RES", "storage and percent of capacity for Shasta, Oroville and Folsom"), """# Daily Reservoir Storage Summary

California Data Exchange Center (CDEC) | Department of Water Resources

Report generated: April 16, 2024 08:55
Data for: 04/15/2024 (midnight values)

## Sacramento River Basin / San Joaquin River Basin - Major reservoirs

| Reservoir | Station | Capacity (AF) | Elevation (ft) | Storage (AF) | % of Capacity | Historical Avg (AF) | % of Hist Avg | Storage Change (AF) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| Trinity Lake | CLE | 2,447,650 | 2,357.1 | 2,224,130 | 91 | 1,900,000 | 117 | +2,480 |
| Shasta | SHA | 4,552,000 | 1,061.8 | 4,291,310 | 94 | 3,692,000 | 116 | +6,120 |
| Oroville | ORO | 3,537,577 | 891.3 | 3,397,845 | 96 | 2,747,000 | 124 | +2,310 |
| Folsom | FOL | 977,000 | 449.2 | 826,540 | 85 | 680,400 | 121 | +3,050 |
| New Melones | NML | 2,400,000 | 1,052.4 | 1,956,210 | 82 | 1,667,000 | 117 | +1,140 |
| Don Pedro | DNP | 2,030,000 | 816.9 | 1,821,470 | 90 | 1,632,000 | 112 | +1,890 |
| San Luis | SNL | 2,041,000 | 542.0 | 1,956,880 | 96 | 1,620,000 | 121 | -3,420 |
| Millerton | MIL | 520,500 | 570.3 | 397,190 | 76 | 349,000 | 114 | +960 |
| Pine Flat | PNF | 1,000,000 | 931.0 | 723,460 | 72 | 591,000 | 122 | +1,720 |

*Historical average is for this date, computed over the station's period of record. Values are provisional and subject to change.*

Summary for the 154 reporting reservoirs: current storage 27,409,000 AF, 116% of historical average for this date.
"""))
    t.append((memory("add", dict={"shasta": "4,291,310 AF = 94% of 4,552,000 AF capacity; 116% of hist avg (CDEC, 4/15/2024 midnight)",
                                  "oroville": "3,397,845 AF = 96% of 3,537,577 AF; 124% of hist avg; elev 891.3 ft (full pool 900 ft)"}),
              added("shasta", "oroville")))
    t.append((memory("add", dict={"folsom": "826,540 AF = 85% of 977,000 AF; 121% of hist avg (CDEC, 4/15/2024)"}), added("folsom")))
    t.append((memory("retrieve_all"), all_items({
        "shasta": "4,291,310 AF = 94% of 4,552,000 AF capacity; 116% of hist avg (CDEC, 4/15/2024 midnight)",
        "oroville": "3,397,845 AF = 96% of 3,537,577 AF; 124% of hist avg; elev 891.3 ft (full pool 900 ft)"})))
    t.append((search("Oroville main spillway releases April 2024 DWR"), results(
        ("https://water.ca.gov/News/News-Releases/2024/Mar-24/DWR-to-Use-Oroville-Spillway-for-Flood-Control-Releases", "DWR to Use Lake Oroville Spillway for Flood Control Releases | California DWR", "With Lake Oroville at 3.3 million acre-feet and more runoff forecast, DWR will begin releasing water down the main spillway ...", "Mar 28, 2024"),
        ("https://www.chicoer.com/2024/03/29/oroville-spillway-gates-open-again/", "Oroville Dam spillway gates open again | Chico Enterprise-Record", "Crowds gathered at the spillway overlook as water began flowing down the rebuilt chute ...", "Mar 29, 2024"),
        ("https://www.kcra.com/article/oroville-dam-spillway-releases-2024/60351442", "Oroville Dam spillway in use: what to know | KCRA", "DWR says the releases are routine flood-control operations and the rebuilt spillway is performing as designed ...", "Mar 29, 2024"),
        ("https://cdec.water.ca.gov/dynamicapp/QueryF?s=ORO", "Lake Oroville (ORO) hourly data - CDEC", "Hourly reservoir elevation, storage, spillway and total outflow ...", "N/A"),
        ("https://www.actionnewsnow.com/news/oroville-spillway-flows-reduced/article_b7f5ad6e-f7c8-11ee-a5f2-0b3e6a7d8e1c.html", "DWR reduces Oroville spillway flows | Action News Now", "Releases down the main spillway were reduced to 5,000 cfs as inflows dropped ...", "Apr 10, 2024"),
    )))
    t.append((extract("https://water.ca.gov/News/News-Releases/2024/Mar-24/DWR-to-Use-Oroville-Spillway-for-Flood-Control-Releases", "spillway release dates and flows"), """# DWR to Use Lake Oroville Spillway for Flood Control Releases

California Department of Water Resources | News Release | March 28, 2024

OROVILLE, Calif. - The Department of Water Resources (DWR) will begin flood control releases from the Lake Oroville main spillway on Friday, March 29, as the reservoir continues to rise with runoff from recent storms and snowmelt.

Lake Oroville is currently at 3.3 million acre-feet (MAF), about 93 percent of its total capacity of 3.54 MAF and 127 percent of its historical average for this date.

## Release schedule

| Date | Total releases to the Feather River |
| --- | --- |
| Friday, March 29 | Spillway releases begin; total releases increase from 5,000 cfs to 15,000 cfs |
| Saturday, March 30 | Total releases may increase up to 25,000 cfs as needed |

Releases will be adjusted as conditions change. The public is reminded to stay out of the Feather River, as flows will rise quickly and water is cold and swift.

## Spillway viewing

The main spillway overlook will be open to the public daily from 8 a.m. to 6 p.m. Visitors should expect heavy traffic and limited parking near the overlook.

## About the spillway

The main spillway was reconstructed after it was damaged during the February 2017 Oroville Dam crisis. Reconstruction was completed in 2018 and the rebuilt spillway has since been used in 2019, 2023 and now 2024.

DWR coordinates flood control releases with the U.S. Army Corps of Engineers, which sets the flood control space requirements in the reservoir from October through June.

*Contact: DWR Public Affairs, (916) 653-8743*
"""))
    rs.add(task="search", tid="h40-search-13", system=SYSTEM, turns=t, bad=True, turn=5,
           kind="memory key the agent added is missing from retrieve_all",
           state="Date: 2024-04-16. Research task: how full are Shasta, Oroville and Folsom reservoirs right now relative to capacity and historical average, and is Lake Oroville releasing water down its main spillway this spring? Memory is empty.")


JW_P1 = [("7008", "Abernathy, K.", "Resolving the Circumgalactic Medium of z~6 Quasar Hosts", "NIRSpec", "38.6"),
         ("7014", "Bhattacharya, S.", "Water Ice Chemistry in Class 0 Protostellar Envelopes", "MIRI, NIRSpec", "22.4"),
         ("7019", "Castellanos, R.", "A Complete Census of Little Red Dots at 4<z<9", "NIRCam, NIRSpec", "112.0"),
         ("7023", "Duchêne, M.", "Transmission Spectroscopy of Temperate Sub-Neptunes around M Dwarfs", "NIRISS, NIRSpec", "64.8"),
         ("7027", "Eriksen, T.", "Coronagraphic Imaging of Cold Giant Planets in the Solar Neighbourhood", "NIRCam, MIRI", "18.5"),
         ("7031", "Fujimoto, H.", "Dust Formation in Wolf-Rayet Binaries", "MIRI", "9.7"),
         ("7036", "Garber, N.", "The Stellar Initial Mass Function in Extremely Metal-Poor Clusters", "NIRCam", "26.3"),
         ("7040", "Haddad, Y.", "Mapping Ices and Organics on Trans-Neptunian Objects", "NIRSpec", "31.0"),
         ("7044", "Iwasaki, A.", "Kinematics of Molecular Gas in Protoplanetary Disk Gaps", "NIRSpec, MIRI", "15.2"),
         ("7051", "Jovanović, D.", "Galaxy Assembly in Protoclusters at z>5", "NIRCam, NIRSpec", "88.4"),
         ("7055", "Kowalczyk, E.", "Thermal Phase Curves of Ultra-Short-Period Rocky Planets", "MIRI", "47.9"),
         ("7058", "Laurent, P.", "The Composition of Long-Period Comets at Large Heliocentric Distance", "NIRSpec", "6.0"),
         ("7063", "Mbatha, Z.", "Supernova Light Echoes as Probes of Explosion Asymmetry", "NIRCam, MIRI", "12.1"),
         ("7067", "Nakagawa, R.", "Feedback from Obscured AGN at Cosmic Noon", "MIRI", "41.7"),
         ("7072", "Okafor, C.", "Brown Dwarf Weather: Spectroscopic Variability Monitoring", "NIRSpec", "29.6")]
JW_P2 = [("7076", "Petrov, I.", "Resolved Stellar Populations in the Outer Halo of M31", "NIRCam", "54.2"),
         ("7081", "Quintero, A.", "Deep Spectroscopy of Lensed Galaxies at z>10", "NIRSpec", "96.5"),
         ("7085", "Rasmussen, L.", "Atmospheric Escape from Young Mini-Neptunes", "NIRISS", "14.4"),
         ("7090", "Sato, K.", "PAH Emission as a Star Formation Tracer in Dwarf Galaxies", "MIRI", "19.9"),
         ("7094", "Tembo, M.", "The Nature of Compact Quiescent Galaxies at z~3", "NIRSpec", "33.5"),
         ("7098", "Ulrich, F.", "Europa's Surface Composition with the NIRSpec IFU", "NIRSpec", "8.8"),
         ("7102", "Vasquez, D.", "Mid-Infrared Variability of Tidal Disruption Events", "MIRI", "11.3"),
         ("7107", "Weng, X.", "A Survey of Cold Debris Disks Around Nearby A Stars", "MIRI", "37.1"),
         ("7111", "Xu, Q.", "Emission Spectroscopy of Hot Jupiter Nightsides", "NIRSpec", "25.6"),
         ("7116", "Yilmaz, B.", "Ionized Outflows in Luminous Infrared Galaxies", "NIRSpec, MIRI", "42.0"),
         ("7120", "Zanetti, G.", "High-Redshift Quasar Host Galaxy Morphologies", "NIRCam", "21.7"),
         ("7124", "Adeyemi, O.", "Magnetar Giant Flares in the Near-Infrared", "NIRCam", "3.5"),
         ("7129", "Bergström, H.", "Planet-Forming Disks in the Orion Nebula Cluster", "NIRCam, NIRSpec", "58.0"),
         ("7133", "Choudhury, P.", "Carbon-Rich Exoplanet Atmospheres", "NIRSpec", "27.2"),
         ("7137", "Delacroix, J.", "Time-Domain Monitoring of Accretion Bursts in Young Stellar Objects", "NIRSpec", "16.0")]


def jw_page(rows: list[tuple[str, str, str, str, str]], first: int, page: int) -> str:
    def size(h: str) -> str:
        v = float(h)
        return "Small" if v < 25 else ("Medium" if v <= 75 else "Large")
    body = "\n".join(f"| {i} | {pi} | {title} | {inst} | {h} | {size(h)} |" for i, pi, title, inst, h in rows)
    return f"""# JWST Cycle 4 General Observer Programs

Space Telescope Science Institute | Approved Programs | Cycle 4 (July 1, 2025 - June 30, 2026)

Program sizes: Small (< 25 hours), Medium (25-75 hours), Large (> 75 hours). Hours are charged (science plus overheads).

Sort: Program ID (ascending) | Filter: Proposal type = GO | Showing {first}-{first + len(rows) - 1} of 274

| ID | PI | Title | Instrument(s) | Hours | Size |
| --- | --- | --- | --- | --- | --- |
{body}

Page {page} of 19 | « Previous | Next »

*Program information pages list abstracts, target lists and observation status. Exclusive access periods are 12 months unless waived.*
"""


# Space telescope observation cycles (STScI) - clean
def t14(rs: RowSet) -> None:
    mem: dict[str, str] = {}
    t: list[tuple[str, str]] = []
    t.append((search("JWST Cycle 4 proposals submitted oversubscription approved programs"), results(
        ("https://www.stsci.edu/contents/news/jwst/2025/jwst-cycle-4-tac-results", "JWST Cycle 4 TAC Results | STScI", "The Cycle 4 Telescope Allocation Committee recommended 274 General Observer programs from 2,377 submitted proposals ...", "Mar 13, 2025"),
        ("https://www.stsci.edu/jwst/science-execution/approved-programs/general-observers/cycle-4-go", "Cycle 4 GO Programs | STScI", "List of approved JWST Cycle 4 General Observer programs with PI, title, instruments and allocated hours ...", "N/A"),
        ("https://www.stsci.edu/contents/news/jwst/2024/jwst-cycle-4-proposal-statistics", "JWST Cycle 4 Proposal Statistics | STScI", "We received 2,377 proposals requesting approximately 78,000 hours, an oversubscription of about 9 to 1 ...", "Oct 24, 2024"),
        ("https://www.science.org/content/article/astronomers-scramble-jwst-time-record-proposals", "Astronomers scramble for JWST time as proposals hit record | Science", "Only about one in nine requested hours will be granted in Cycle 4 ...", "Oct 28, 2024"),
        ("https://www.reddit.com/r/jameswebb/comments/1gb1l9f/cycle_4_oversubscription/", "Cycle 4 oversubscription 9:1 : r/jameswebb", "That's worse than Hubble at its peak ...", "Oct 25, 2024"),
        ("https://aas.org/posts/news/2025/03/jwst-cycle-4-results", "JWST Cycle 4 results released | AAS", "Notifications went out to PIs on March 13 ...", "Mar 14, 2025"),
    )))
    t.append((extract("https://www.stsci.edu/contents/news/jwst/2025/jwst-cycle-4-tac-results", "number of proposals, hours requested and awarded, number of approved programs, cycle dates"), """# JWST Cycle 4 TAC Results

STScI News | March 13, 2025

The James Webb Space Telescope Cycle 4 Telescope Allocation Committee (TAC) met in February 2025 to review the proposals submitted in response to the Cycle 4 Call for Proposals. The Cycle 4 observing period begins on July 1, 2025 and runs through June 30, 2026.

## By the numbers

| | Cycle 4 |
| --- | --- |
| Proposals submitted (all types) | 2,377 |
| Hours requested | ~78,000 |
| Hours available for GO programs | ~8,500 |
| Oversubscription (hours) | ~9:1 |
| Approved GO programs | 274 |
| Approved Archival and Theory programs | 49 |
| Countries represented by PIs | 41 |

The proposal deadline was October 15, 2024. Results were sent to PIs on March 13, 2025. The review used a dual-anonymous process in which reviewers did not know the identities of the proposing teams.

## Science categories

Galaxies and the intergalactic medium, and exoplanets and exoplanet formation, again received the largest share of hours, followed by stellar physics, stellar populations, and solar system astronomy.

## Next steps

PIs of approved programs must submit their Phase II observation specifications through APT by April 2025. A list of approved programs, with abstracts, is available on the Cycle 4 approved programs page.

The Cycle 5 Call for Proposals is expected to be released in the summer of 2025.
"""))
    new = {"jwst_c4_stats": "2,377 proposals, ~78,000 h requested vs ~8,500 h available (~9:1); 274 GO programs + 49 AR/theory approved; cycle runs Jul 1, 2025 - Jun 30, 2026"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((extract("https://www.stsci.edu/jwst/science-execution/approved-programs/general-observers/cycle-4-go", "list of approved GO programs with hours"), jw_page(JW_P1, 1, 1)))
    t.append((extract("https://www.stsci.edu/jwst/science-execution/approved-programs/general-observers/cycle-4-go?page=2", "next page of approved GO programs"), jw_page(JW_P2, 16, 2)))
    new = {"jwst_c4_largest_first30": "Among first 30 GO programs by ID: 7019 Castellanos 'A Complete Census of Little Red Dots at 4<z<9' 112.0 h (Large); 7081 Quintero 96.5 h; 7051 Jovanović 88.4 h"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((search("JWST Cycle 5 call for proposals deadline"), results(
        ("https://www.stsci.edu/jwst/science-planning/proposal-planning-toolbox/call-for-proposals", "JWST Call for Proposals | STScI", "The Cycle 5 Call for Proposals will be released in summer 2025; see the anticipated schedule ...", "N/A"),
        ("https://www.stsci.edu/contents/news/jwst/2025/jwst-cycle-5-call-for-proposals-anticipated-schedule", "JWST Cycle 5 Call for Proposals: Anticipated Schedule | STScI", "STScI anticipates a proposal deadline in mid-October 2025 and a cycle start of July 1, 2026 ...", "Apr 30, 2025"),
        ("https://jwst-docs.stsci.edu/jwst-opportunities-and-policies/jwst-call-for-proposals-for-cycle-5", "JWST Call for Proposals for Cycle 5 - JWST User Documentation", "Policies, proposal categories and resources for Cycle 5 ...", "N/A"),
        ("https://www.reddit.com/r/Astronomy/comments/1kdg3n1/jwst_cycle_5_timeline/", "JWST Cycle 5 timeline? : r/Astronomy", "Same as usual I think: CfP in August, deadline October ...", "May 3, 2025"),
        ("https://aas.org/posts/news/2025/05/jwst-cycle-5-preview", "Preview: what's new in JWST Cycle 5 | AAS", "Changes to program size categories and a new pure-parallel policy are expected ...", "May 8, 2025"),
    )))
    t.append((memory("retrieve_all"), all_items(mem)))
    rs.add(task="search", tid="h40-search-14", system=SEARCH_SYSTEM, turns=t,
           state="Date: 2025-05-20. Research task: how competitive was JWST Cycle 4 (proposals, hours, approved programs), which of the approved GO programs are largest, and when is the Cycle 5 deadline? Memory is empty.")


# Asteroid flybys (JPL Small-Body Database, NASA) - bad
def t15(rs: RowSet) -> None:
    t: list[tuple[str, str]] = []
    t.append((search("Apophis 2029 close approach distance JPL"), results(
        ("https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=99942", "JPL Small-Body Database Lookup: 99942 Apophis (2004 MN4)", "Classification: Aten [NEO, PHA] ... orbital elements, physical parameters and close-approach data ...", "N/A"),
        ("https://science.nasa.gov/solar-system/asteroids/apophis/", "Apophis - NASA Science", "On April 13, 2029, Apophis will pass within 20,000 miles (32,000 kilometers) of Earth's surface, closer than some geosynchronous satellites ...", "N/A"),
        ("https://cneos.jpl.nasa.gov/ca/", "Close Approach Data | CNEOS", "Close approaches of near-Earth objects to Earth, past and future ...", "N/A"),
        ("https://www.jpl.nasa.gov/news/nasa-analysis-earth-is-safe-from-asteroid-apophis-for-100-plus-years/", "NASA Analysis: Earth Is Safe From Asteroid Apophis for 100-Plus Years | JPL", "Radar observations in March 2021 ruled out any impact risk in 2068 ...", "Mar 25, 2021"),
        ("https://en.wikipedia.org/wiki/99942_Apophis", "99942 Apophis - Wikipedia", "99942 Apophis is a near-Earth asteroid with a diameter of about 340 metres ... it will pass about 38,000 km from Earth's centre on 13 April 2029 ...", "N/A"),
        ("https://www.esa.int/Space_Safety/Planetary_Defence/Ramses", "Ramses - ESA's mission to Apophis", "ESA's Rapid Apophis Mission for Space Safety would launch in 2028 to arrive before the flyby ...", "N/A"),
        ("https://www.space.com/asteroid-apophis-2029-flyby-visible-naked-eye", "Asteroid Apophis will be visible to the naked eye in 2029 | Space.com", "About 2 billion people in Europe, Africa and western Asia will be able to see it ...", "Apr 13, 2024"),
        ("https://www.reddit.com/r/space/comments/1c38xaq/apophis_2029_how_close/", "Apophis 2029 - how close exactly? : r/space", "Nominal is 38,012 km from Earth's center per JPL, i.e. ~31,600 km above the surface ...", "Apr 13, 2024"),
    )))
    t.append((extract("https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=99942", "designations, orbit class, physical parameters and the 2029 close approach"), """# JPL Small-Body Database Lookup

## 99942 Apophis (2004 MN4)

| | |
| --- | --- |
| Classification | Aten [NEO, PHA] |
| SPK-ID | 2099942 |
| Primary designation | 99942 |
| Other designations | 2004 MN4 |
| Discovered | 2004-Jun-19 by R. A. Tucker, D. J. Tholen and F. Bernardi at Kitt Peak |

## Orbital Elements at Epoch 2460600.5 (2024-Oct-17.0) TDB

Reference: JPL 220 (heliocentric ecliptic J2000)

| Element | Value | Uncertainty (1-sigma) | Units |
| --- | --- | --- | --- |
| e | 0.1911 | 8.5e-09 | |
| a | 0.9224 | 1.3e-10 | au |
| q | 0.7461 | 7.9e-09 | au |
| i | 3.339 | 5.6e-07 | deg |
| node | 203.96 | 1.5e-05 | deg |
| peri | 126.66 | 1.6e-05 | deg |
| M | 311.02 | 2.1e-06 | deg |
| period | 323.6 (0.89 yr) | 5.2e-08 | d |
| Q | 1.0988 | 1.6e-10 | au |

Orbit determination: 7,683 observations used (optical and radar), data-arc span 7,402 days.

## Physical Parameters

| Parameter | Value | Units |
| --- | --- | --- |
| H (absolute magnitude) | 19.09 | |
| Diameter | 0.34 | km |
| Rotation period | 30.56 | h |
| Geometric albedo | 0.35 | |
| Spectral type (SMASSII) | Sq | |

## Close Approaches (Earth and Moon, selected)

| Date (TDB) | Uncertainty | Body | CA distance nominal (au) | CA distance (km) | V relative (km/s) |
| --- | --- | --- | --- | --- | --- |
| 2004-Dec-21 02:59 | < 00:01 | Earth | 0.0964 | 14,421,000 | 4.46 |
| 2013-Jan-09 11:41 | < 00:01 | Earth | 0.0966 | 14,451,000 | 3.56 |
| 2021-Mar-06 01:15 | < 00:01 | Earth | 0.1127 | 16,860,000 | 4.58 |
| 2029-Apr-13 21:46 | < 00:01 | Earth | 0.000254099 | 38,012 | 7.42 |
| 2029-Apr-14 06:25 | < 00:01 | Moon | 0.000642 | 96,040 | 6.01 |

*Distances are center-to-center. Earth's mean radius is 6,371 km.*
"""))
    api = {
        "object": {"neo": True, "des": "99942", "orbit_class": {"name": "Aten", "code": "ATE"}, "pha": True, "spkid": "2099924", "kind": "an",
                   "orbit_id": "220", "fullname": "99942 Apophis (2004 MN4)", "shortname": "99942 Apophis", "prefix": None, "des_alt": [{"des": "2004 MN4"}]},
        "signature": {"version": "1.3", "source": "NASA/JPL Small-Body Database (SBDB) API"},
        "phys_par": [
            {"name": "H", "value": "19.09", "sigma": None, "units": None, "title": "absolute magnitude"},
            {"name": "diameter", "value": "0.34", "sigma": "0.04", "units": "km", "title": "object diameter"},
            {"name": "rot_per", "value": "30.56", "sigma": None, "units": "h", "title": "rotation period"},
            {"name": "albedo", "value": "0.35", "sigma": "0.10", "units": None, "title": "geometric albedo"}],
        "ca_data": [
            {"cd": "2029-Apr-13 21:46", "body": "Earth", "dist": "0.000254099", "dist_min": "0.000254083", "dist_max": "0.000254115", "v_rel": "7.42", "sigma_tf": "< 00:01", "jd": "2462240.407", "orbit_ref": "220"},
            {"cd": "2029-Apr-14 06:25", "body": "Moon", "dist": "0.000642", "dist_min": "0.000642", "dist_max": "0.000642", "v_rel": "6.01", "sigma_tf": "< 00:01", "jd": "2462240.767", "orbit_ref": "220"}],
    }
    t.append((extract("https://ssd-api.jpl.nasa.gov/sbdb.api?sstr=99942&ca-data=1&ca-body=Earth,Moon&phys-par=1", "machine-readable close-approach data for 2029"),
              "```json\n" + json.dumps(api, indent=2, ensure_ascii=False) + "\n```"))
    t.append((memory("add", dict={"apophis_2029": "Closest approach 2029-Apr-13 21:46 TDB, 0.000254099 au = 38,012 km from Earth's center (~31,600 km above surface), v_rel 7.42 km/s (JPL orbit 220)",
                                  "apophis_size": "~0.34 km diameter, H = 19.09, Aten-class PHA, rotation 30.56 h"}),
              added("apophis_2029", "apophis_size")))
    t.append((search("OSIRIS-APEX Apophis arrival 2029"), results(
        ("https://science.nasa.gov/mission/osiris-apex/", "OSIRIS-APEX - NASA Science", "The former OSIRIS-REx spacecraft will arrive at Apophis shortly after its April 2029 Earth flyby and study it for 18 months ...", "N/A"),
        ("https://www.nasa.gov/missions/osiris-rex/nasas-osiris-apex-mission-to-apophis/", "NASA's OSIRIS-APEX Mission to Apophis", "The spacecraft will use its thrusters to disturb the surface and observe what lies beneath ...", "Apr 25, 2022"),
        ("https://en.wikipedia.org/wiki/OSIRIS-REx", "OSIRIS-REx - Wikipedia", "After delivering its Bennu sample capsule in September 2023, the spacecraft was renamed OSIRIS-APEX ...", "N/A"),
        ("https://www.planetary.org/space-missions/osiris-apex", "OSIRIS-APEX | The Planetary Society", "A bonus mission to see how a close planetary encounter changes an asteroid ...", "N/A"),
        ("https://spacenews.com/esa-ramses-apophis-mission-go-ahead/", "ESA gives go-ahead for early work on Apophis mission Ramses - SpaceNews", "Ramses would launch in 2028 and reach Apophis in February 2029, two months before the flyby ...", "Jan 2025"),
        ("https://www.reddit.com/r/space/comments/1bq5c8t/osirisapex_apophis_timeline/", "OSIRIS-APEX timeline : r/space", "It arrives after closest approach, which is why ESA wants Ramses there beforehand ...", "Mar 28, 2024"),
    )))
    t.append((extract("https://science.nasa.gov/mission/osiris-apex/", "arrival date, mission duration and planned activities at Apophis"), """# OSIRIS-APEX

NASA Science | Missions

**OSIRIS-APEX** (Origins, Spectral Interpretation, Resource Identification and Security - Apophis Explorer) is the extended mission of NASA's OSIRIS-REx spacecraft, which returned a sample of asteroid Bennu to Earth on September 24, 2023.

## Mission overview

| | |
| --- | --- |
| Target | Asteroid 99942 Apophis |
| Spacecraft | OSIRIS-REx (renamed OSIRIS-APEX) |
| Earth flyby of Apophis | April 13, 2029 |
| Arrival at Apophis | April 2029, shortly after the Earth flyby |
| Duration at Apophis | 18 months |
| Mission lead | University of Arizona; NASA Goddard Space Flight Center |

## Why Apophis?

On April 13, 2029, Apophis, a roughly 340-meter-wide asteroid, will pass within about 20,000 miles (32,000 kilometers) of Earth's surface, closer than some geosynchronous satellites. It will be visible to the naked eye from parts of the Eastern Hemisphere. Such a close encounter by an object this large happens about once every 7,500 years.

Scientists expect Earth's gravity to alter Apophis's orbit and rotation, and perhaps to trigger small landslides on its surface. OSIRIS-APEX will observe the asteroid after the flyby to measure these changes.

## Planned activities

- Map the surface in detail with the OCAMS cameras, OLA lidar, and OVIRS and OTES spectrometers;
- Measure changes in spin state and surface caused by the Earth encounter;
- Approach within 16 feet (5 meters) of the surface and fire its thrusters downward to expose the subsurface, observing the disturbed material.

## Getting there

Since departing Bennu's vicinity in 2023, the spacecraft has made several close passes of the Sun. An Earth gravity assist in September 2027 will put it on course for Apophis.

*Last updated: January 2025*
"""))
    rs.add(task="search", tid="h40-search-15", system=SYSTEM, turns=t, bad=True, turn=3,
           kind="asteroid SPK-ID differs between the database page and the same database's API",
           state="Research task: how close will asteroid 99942 Apophis come to Earth in 2029 (center and surface distance, time), how big is it, and which spacecraft will visit it? Memory is empty.")


# Fusion experiment records (LLNL, CEA, EUROfusion) - clean
def t16(rs: RowSet) -> None:
    mem: dict[str, str] = {}
    t: list[tuple[str, str]] = []
    t.append((search("NIF fusion ignition record energy yield", "longest tokamak plasma record WEST 1337 seconds"), batch(
        ("NIF fusion ignition record energy yield", [
            ("https://lasers.llnl.gov/science/achieving-fusion-ignition", "Achieving Fusion Ignition | National Ignition Facility & Photon Science", "On Dec. 5, 2022, NIF became the first facility to achieve fusion ignition, producing 3.15 MJ from 2.05 MJ of laser energy ...", "N/A"),
            ("https://www.llnl.gov/article/49306/lawrence-livermore-national-laboratory-achieves-fusion-ignition", "Lawrence Livermore National Laboratory achieves fusion ignition | LLNL", "The experiment surpassed the fusion threshold by delivering 2.05 megajoules of energy to the target, resulting in 3.15 MJ of fusion energy output ...", "Dec 14, 2022"),
            ("https://en.wikipedia.org/wiki/National_Ignition_Facility", "National Ignition Facility - Wikipedia", "NIF has repeated ignition several times since 2022, with yields up to 8.6 MJ in 2025 ...", "N/A"),
            ("https://www.science.org/content/article/nif-fusion-record-yield-2025", "Laser fusion facility nearly triples its record yield | Science", "The National Ignition Facility has pushed its fusion output past 8 megajoules ...", "May 2025"),
            ("https://www.reddit.com/r/fusion/comments/1ka1c9n/nif_hits_86_mj/", "NIF hits 8.6 MJ : r/fusion", "Target gain above 4 now, but wall-plug efficiency is still tiny ...", "Apr 2025"),
        ]),
        ("longest tokamak plasma record WEST 1337 seconds", [
            ("https://www.cea.fr/english/Pages/News/nuclear-energy/2025/plasma-record-west-tokamak.aspx", "New world record for plasma duration in the WEST tokamak | CEA", "On 12 February 2025, WEST maintained a plasma for 1,337 seconds, or 22 minutes, a 25% improvement on the previous record ...", "Feb 18, 2025"),
            ("https://www.iter.org/node/20687/west-sets-new-plasma-duration-record", "WEST sets new plasma duration record | ITER", "The French tokamak, operated by CEA at Cadarache, beat the 1,066-second record set by EAST in January ...", "Feb 2025"),
            ("https://english.cas.cn/newsroom/research_news/phys/202501/t20250121_1024789.shtml", "EAST achieves 1,066-second high-confinement plasma | Chinese Academy of Sciences", "On January 20, 2025, EAST sustained a steady-state H-mode plasma for 1,066 seconds ...", "Jan 21, 2025"),
            ("https://www.newscientist.com/article/2468732-french-fusion-reactor-sets-record-for-longest-plasma/", "French fusion reactor sets record by sustaining plasma for 22 minutes | New Scientist", "The plasma reached about 50 million °C with 2 megawatts of heating power ...", "Feb 19, 2025"),
        ]))))
    t.append((extract("https://lasers.llnl.gov/science/achieving-fusion-ignition", "list of ignition experiments with laser energy, yield and gain"), """# Achieving Fusion Ignition

National Ignition Facility & Photon Science | Lawrence Livermore National Laboratory

On Dec. 5, 2022, a team from LLNL's National Ignition Facility (NIF) conducted the first controlled fusion experiment in history to reach scientific energy breakeven, meaning it produced more energy from fusion than the laser energy used to drive it. The experiment delivered 2.05 megajoules (MJ) of ultraviolet laser energy to the target and produced 3.15 MJ of fusion energy output.

## Selected ignition experiments

| Date | Laser energy (MJ) | Fusion yield (MJ) | Target gain |
| --- | --- | --- | --- |
| Dec. 5, 2022 | 2.05 | 3.15 | 1.5 |
| July 30, 2023 | 2.05 | 3.88 | 1.9 |
| Oct. 8, 2023 | 1.9 | 2.4 | 1.3 |
| Oct. 30, 2023 | 2.2 | 3.4 | 1.5 |
| Feb. 2025 | 2.2 | 5.2 | 2.4 |

NIF has repeated ignition several times since the first experiment, demonstrating that the result is reproducible. Target gain is fusion yield divided by the laser energy delivered to the target; it does not include the roughly 300 MJ drawn from the grid to power the lasers.

## How it works

NIF's 192 laser beams converge on a gold hohlraum, a cylinder about the size of a pencil eraser, that holds a peppercorn-sized capsule of frozen deuterium-tritium fuel. The lasers heat the hohlraum, producing X-rays that implode the capsule to temperatures above 100 million degrees and pressures greater than 100 billion Earth atmospheres.

## What's next

LLNL is pursuing higher yields with thicker capsules and increased laser energy; an upgrade to 2.6 MJ of laser energy is planned.

*Page last updated: March 2025*
"""))
    new = {"nif_first_ignition": "Dec 5, 2022: 3.15 MJ yield from 2.05 MJ laser (gain ~1.5)",
           "nif_record": "5.2 MJ (Feb 2025), gain ~2.4 - per LLNL ignition page (last updated Mar 2025)"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((search("NIF 8.6 MJ record yield 2025 LLNL"), results(
        ("https://www.llnl.gov/article/52726/nif-sets-new-fusion-yield-record", "NIF sets new fusion yield record of 8.6 MJ | LLNL", "An April 2025 experiment produced 8.6 MJ of fusion energy from 2.08 MJ of laser energy, a target gain of 4.13 ...", "May 2025"),
        ("https://www.science.org/content/article/nif-fusion-record-yield-2025", "Laser fusion facility nearly triples its record yield | Science", "The National Ignition Facility has pushed its fusion output past 8 megajoules ...", "May 2025"),
        ("https://physicsworld.com/a/national-ignition-facility-boosts-fusion-yield-to-8-6-mj/", "National Ignition Facility boosts fusion yield to 8.6 MJ - Physics World", "The latest ignition shot at the facility returned more than four times the laser energy delivered to the target ...", "May 2025"),
        ("https://www.reddit.com/r/fusion/comments/1ka1c9n/nif_hits_86_mj/", "NIF hits 8.6 MJ : r/fusion", "Target gain above 4 now, but wall-plug efficiency is still tiny ...", "Apr 2025"),
        ("https://en.wikipedia.org/wiki/National_Ignition_Facility", "National Ignition Facility - Wikipedia", "In April 2025 NIF produced 8.6 MJ, its highest yield to date ...", "N/A"),
    )))
    t.append((extract("https://www.llnl.gov/article/52726/nif-sets-new-fusion-yield-record", "yield, laser energy, gain and date of the newest record shot"), """# NIF sets new fusion yield record of 8.6 MJ

Lawrence Livermore National Laboratory | News | May 2025

The National Ignition Facility (NIF) has set a new record for fusion energy yield. In an experiment in April 2025, NIF delivered 2.08 megajoules (MJ) of laser energy to a target and produced 8.6 MJ of fusion energy, a target gain of 4.13.

The result is NIF's highest yield to date and more than doubles the 3.15 MJ yield of the first ignition experiment in December 2022. It also beats the 5.2 MJ produced in an experiment earlier this year.

| Experiment | Laser energy | Yield | Target gain |
| --- | --- | --- | --- |
| First ignition, Dec. 2022 | 2.05 MJ | 3.15 MJ | 1.54 |
| Previous record, Feb. 2025 | 2.2 MJ | 5.2 MJ | 2.36 |
| New record, April 2025 | 2.08 MJ | 8.6 MJ | 4.13 |

> "Each of these experiments teaches us something about how to make the implosion more robust," said a NIF program leader.

Improvements in target fabrication, laser pulse shaping and the symmetry of the implosion contributed to the higher yield. The team achieved the record without increasing the laser energy beyond what NIF routinely delivers.

*Related: Achieving Fusion Ignition | NIF enhanced yield capability*
"""))
    new = {"nif_record": "8.6 MJ from 2.08 MJ laser (April 2025), target gain 4.13; previous record 5.2 MJ (Feb 2025)"}
    mem.update(new)
    t.append((memory("update", dict=new), updated(*new)))
    t.append((extract("https://www.cea.fr/english/Pages/News/nuclear-energy/2025/plasma-record-west-tokamak.aspx", "duration, date, conditions and previous record"), """# New world record for plasma duration in the WEST tokamak

CEA | Nuclear energy | 18 February 2025

On 12 February 2025, the WEST tokamak, operated by the CEA at its Cadarache site in the south of France, maintained a hydrogen plasma for **1,337 seconds**, or 22 minutes. This is a new world record for plasma duration in a tokamak, a 25% improvement on the record of 1,066 seconds set a few weeks earlier by the Chinese tokamak EAST.

## Key figures

| | |
| --- | --- |
| Plasma duration | 1,337 s (22 min 17 s) |
| Heating power | about 2 MW |
| Plasma temperature | about 50 million °C |
| Date | 12 February 2025 |
| Previous record | 1,066 s, EAST (Hefei, China), 20 January 2025 |

WEST is one of the ITER "platform" facilities: its tungsten walls and actively cooled components let it test the long-duration operation that ITER will need. The team now aims to increase both the heating power, up to 3 MW and beyond, and the duration of plasmas.

> "WEST has achieved a new key technological milestone by maintaining a hydrogen plasma for more than twenty minutes," said Anne-Isabelle Etienvre, Director of Fundamental Research at CEA.

*Contact: CEA press office*
"""))
    new = {"longest_tokamak_plasma": "WEST (CEA Cadarache): 1,337 s = 22 min 17 s, Feb 12, 2025, ~2 MW heating, ~50 million °C; previous record EAST 1,066 s (Jan 20, 2025)"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((extract("https://euro-fusion.org/eurofusion-news/dte3record/", "JET final fusion energy record"), """# Breaking new ground: JET tokamak's latest fusion energy record

EUROfusion | 8 February 2024

In its final deuterium-tritium experiments (DTE3), the Joint European Torus (JET) produced a record **69 megajoules** of fusion energy over 5.2 seconds, using only 0.2 milligrams of fuel. The result, achieved on 3 October 2023, beats JET's own previous world record of 59 megajoules set in December 2021.

| Campaign | Date | Fusion energy | Duration |
| --- | --- | --- | --- |
| DTE1 | 1997 | 21.7 MJ | ~4 s |
| DTE2 | December 2021 | 59 MJ | 5 s |
| DTE3 | October 2023 | 69 MJ | 5.2 s |

JET, located at the Culham Campus in Oxfordshire, UK, operated from 1983 until December 2023. Its DT experiments provide the most direct test yet of the conditions ITER will use.

The experiments were carried out by more than 300 scientists and engineers from EUROfusion, the consortium of researchers across Europe, together with the UK Atomic Energy Authority.

*Note: 69 MJ is about 19 kWh of energy.*
"""))
    t.append((memory("retrieve_all"), all_items(mem)))
    rs.add(task="search", tid="h40-search-16", system=SYSTEM, turns=t,
           state="Research task: collect the current records in fusion experiments: highest laser-fusion yield and gain at NIF, longest tokamak plasma, and JET's final energy record. Memory is empty.")


# Quantum computing qubit counts (IBM, Google, Atom Computing) - bad
def t17(rs: RowSet) -> None:
    t: list[tuple[str, str]] = []
    t.append((search("largest quantum computer qubit count 2024", "IBM Condor 1121 qubits Heron processor"), batch(
        ("largest quantum computer qubit count 2024", [
            ("https://atom-computing.com/quantum-startup-atom-computing-first-to-exceed-1000-qubits/", "Quantum startup Atom Computing first to exceed 1,000 qubits", "Atom Computing's next-generation platform has 1,225 sites in a 35x35 array and 1,180 qubits ...", "Oct 24, 2023"),
            ("https://www.newscientist.com/article/2399246-record-breaking-quantum-computer-has-more-than-1000-qubits/", "Record-breaking quantum computer has more than 1000 qubits | New Scientist", "Atom Computing and IBM have both announced machines with more than 1000 qubits ...", "Oct 24, 2023"),
            ("https://en.wikipedia.org/wiki/List_of_quantum_processors", "List of quantum processors - Wikipedia", "This list contains quantum processors, also known as quantum processing units (QPUs), with qubit counts, types and release dates ...", "N/A"),
            ("https://www.scientificamerican.com/article/ibm-releases-first-ever-1-000-qubit-quantum-chip/", "IBM Releases First-Ever 1,000-Qubit Quantum Chip | Scientific American", "Condor has 1,121 superconducting qubits arranged in a honeycomb pattern, but IBM is now focusing on error reduction rather than size ...", "Dec 4, 2023"),
            ("https://www.reddit.com/r/QuantumComputing/comments/1h1r0cc/qubit_counts_dont_matter/", "Qubit counts don't matter (much) : r/QuantumComputing", "Logical qubits and error rates are what to compare, not physical counts ...", "Nov 28, 2024"),
            ("https://www.statista.com/statistics/993634/quantum-computers-by-number-of-qubits/", "Quantum computers by number of qubits | Statista", "Largest quantum computers worldwide by number of physical qubits, 2024 ...", "2024"),
        ]),
        ("IBM Condor 1121 qubits Heron processor", [
            ("https://newsroom.ibm.com/2023-12-04-IBM-Debuts-Next-Generation-Quantum-Processor-IBM-Quantum-System-Two,-Extends-Roadmap-to-Advance-Era-of-Quantum-Utility", "IBM Debuts Next-Generation Quantum Processor & IBM Quantum System Two | IBM Newsroom", "IBM Quantum Heron, the first in a new series of utility-scale processors ... IBM Condor, a 1,121 superconducting qubit processor ...", "Dec 4, 2023"),
            ("https://www.ibm.com/quantum/blog/quantum-roadmap-2033", "IBM Quantum roadmap to 2033 | IBM Quantum Computing Blog", "An upgraded 156-qubit Heron is planned for 2024; Flamingo, Kookaburra and Starling follow ...", "Dec 4, 2023"),
            ("https://en.wikipedia.org/wiki/IBM_Condor", "IBM Condor - Wikipedia", "IBM Condor is a 1,121-qubit quantum processor announced in December 2023 ...", "N/A"),
            ("https://spectrum.ieee.org/ibm-condor", "IBM's Condor Passes 1,000 Qubits, but Heron Is the Real Story - IEEE Spectrum", "Heron's 133 qubits use tunable couplers and have 3-5x better error rates than Eagle ...", "Dec 4, 2023"),
        ]))))
    t.append((extract("https://newsroom.ibm.com/2023-12-04-IBM-Debuts-Next-Generation-Quantum-Processor-IBM-Quantum-System-Two,-Extends-Roadmap-to-Advance-Era-of-Quantum-Utility", "qubit counts of Condor and Heron, and IBM processor history"), """# IBM Debuts Next-Generation Quantum Processor & IBM Quantum System Two, Extends Roadmap to Advance Era of Quantum Utility

IBM Newsroom | NEW YORK, Dec. 4, 2023

At the annual IBM Quantum Summit in New York, IBM debuted 'IBM Quantum Heron,' the first in a new series of utility-scale quantum processors with an architecture engineered over the past four years to deliver IBM's highest performance metrics and lowest error rates of any IBM Quantum processor to date.

IBM also unveiled IBM Quantum System Two, the company's first modular quantum computer and cornerstone of IBM's quantum-centric supercomputing architecture. The first IBM Quantum System Two, located in Yorktown Heights, New York, has begun operations with three IBM Heron processors and supporting control electronics.

IBM also announced **IBM Condor**, a 1,121 superconducting qubit quantum processor based on cross-resonance gate technology. Condor pushes the limits of scale and yield in chip design with a 50% increase in qubit density, advances in qubit fabrication and laminate size, and includes over a mile of high-density cryogenic flex IO wiring within a single dilution refrigerator.

## IBM Quantum processors

| Processor | Qubits | Year | Notes |
| --- | --- | --- | --- |
| Falcon | 27 | 2019 | |
| Hummingbird | 65 | 2020 | |
| Eagle | 127 | 2021 | First to break the 100-qubit barrier |
| Osprey | 433 | 2022 | |
| Condor | 1,121 | 2023 | Largest IBM processor by qubit count |
| Heron | 133 | 2023 | Tunable couplers; 3-5x improvement in device performance over Eagle |

## Extended roadmap

IBM extended its roadmap to 2033, shifting the focus from scaling qubit counts to improving gate operations. An upgraded Heron with 156 qubits is planned for 2024, followed by Flamingo, and by 2029 a system able to execute 100 million gates over 200 qubits (Starling).

*Media contact: IBM Research communications*
"""))
    t.append((memory("add", dict={"ibm_condor": "1,121 superconducting qubits (announced Dec 4, 2023) - largest IBM chip by count",
                                  "ibm_heron_r2": "156 qubits (2024 upgrade of the 133-qubit Heron), IBM's performance flagship"}),
              added("ibm_condor", "ibm_heron_r2")))
    t.append((extract("https://blog.google/technology/research/google-willow-quantum-chip/", "qubit count and headline results of Willow"), """# Meet Willow, our state-of-the-art quantum chip

Google | The Keyword | Dec 09, 2024

Hartmut Neven, Founder and Lead, Google Quantum AI

Today I'm delighted to announce Willow, our latest quantum chip. Willow has state-of-the-art performance across a number of metrics, enabling two major achievements.

- The first is that Willow can reduce errors exponentially as we scale up using more qubits. This cracks a key challenge in quantum error correction that the field has pursued for almost 30 years.
- Second, Willow performed a standard benchmark computation in under five minutes that would take one of today's fastest supercomputers 10 septillion (that is, 10^25) years, a number that vastly exceeds the age of the Universe.

## Willow system metrics

| Metric | Value |
| --- | --- |
| Number of qubits | 105 |
| Average connectivity | 3.47 (4-way typical) |
| Single-qubit gate error (mean, simultaneous) | 0.035% |
| Two-qubit gate error (mean, simultaneous) | 0.33% (CZ) |
| Measurement error (mean, simultaneous) | 0.77% |
| T1 time (mean) | 68 µs ± 13 µs |
| Error correction cycles per second | 909,000 (surface code) |

## Exponential quantum error correction - below threshold

We tested ever-larger arrays of physical qubits, scaling up from a grid of 3x3 encoded qubits, to a grid of 5x5, to a grid of 7x7, and each time, using our latest advances in quantum error correction, we were able to cut the error rate in half. This historic accomplishment is known in the field as "below threshold." The results were published in *Nature*.

Willow was fabricated in our new, state-of-the-art fabrication facility in Santa Barbara.
"""))
    t.append((memory("add", dict={"google_willow": "105 superconducting qubits (Dec 9, 2024); below-threshold error correction, RCS in <5 min vs 10^25 years"}),
              added("google_willow")))
    t.append((extract("https://atom-computing.com/quantum-startup-atom-computing-first-to-exceed-1000-qubits/", "qubit count and array size"), """# Quantum startup Atom Computing first to exceed 1,000 qubits

Atom Computing | Press release | October 24, 2023

BERKELEY, Calif. - Atom Computing announced it has created a 1,225-site atomic array, currently populated with 1,180 qubits, in its next-generation quantum computing platform.

This is the first time a company has crossed the 1,000-qubit threshold for a universal gate-based system. The platform, planned for release next year, is expected to be the largest universal quantum computer available.

| | First generation (Phoenix) | Next generation |
| --- | --- | --- |
| Atomic array sites | 100 | 1,225 (35 x 35) |
| Qubits demonstrated | 100 | 1,180 |
| Qubit type | Nuclear-spin (ytterbium-171) neutral atoms | Nuclear-spin (ytterbium-171) neutral atoms |

> "This order-of-magnitude leap - from 100 to more than 1,000 qubits within a generation - shows our atomic array systems are quickly gaining ground," said Ben Bloom, founder and CTO.

The company noted that its nuclear-spin qubits have demonstrated coherence times of more than 40 seconds.

*Update (Nov. 2024): Atom Computing and Microsoft demonstrated 24 entangled logical qubits on the platform.*
"""))
    t.append((memory("add", dict={"atom_computing": "1,180 neutral-atom qubits in a 1,225-site array (announced Oct 24, 2023)",
                                  "quantinuum_h2": "56 trapped-ion qubits (H2-1 upgrade, June 2024)"}),
              added("atom_computing", "quantinuum_h2")))
    t.append((memory("remove", key_list=["ibm_heron_r2"]), removed("ibm_heron_r2")))
    rest = {"ibm_condor": "1,121 superconducting qubits (announced Dec 4, 2023) - largest IBM chip by count",
            "google_willow": "105 superconducting qubits (Dec 9, 2024); below-threshold error correction, RCS in <5 min vs 10^25 years",
            "atom_computing": "1,180 neutral-atom qubits in a 1,225-site array (announced Oct 24, 2023)",
            "quantinuum_h2": "56 trapped-ion qubits (H2-1 upgrade, June 2024)"}
    t.append((memory("retrieve_all"), "Retrieved 5 items from memory:\n" + dump(rest)))
    t.append((search("Quantinuum H2 56 qubits June 2024 trapped ion"), results(
        ("https://www.quantinuum.com/news/quantinuum-launches-56-qubit-h2", "Quantinuum's H-Series hits 56 physical qubits that are all-to-all connected | Quantinuum", "The upgraded H2-1 has 56 trapped-ion qubits with two-qubit gate fidelity of 99.9% ...", "Jun 4, 2024"),
        ("https://www.hpcwire.com/2024/06/05/quantinuum-upgrades-h2-to-56-qubits/", "Quantinuum Upgrades H2 to 56 Qubits, Beats Google RCS Benchmark | HPCwire", "The system ran a random circuit sampling task with fidelity 100x higher than Google's 2019 experiment ...", "Jun 5, 2024"),
        ("https://en.wikipedia.org/wiki/Quantinuum", "Quantinuum - Wikipedia", "In June 2024, Quantinuum upgraded its H2 system to 56 qubits ...", "N/A"),
        ("https://thequantuminsider.com/2024/06/04/quantinuum-h2-56-qubits/", "Quantinuum's H2 Now Has 56 Qubits - The Quantum Insider", "All-to-all connectivity remains the key differentiator for trapped ions ...", "Jun 4, 2024"),
        ("https://www.reddit.com/r/QuantumComputing/comments/1d81zwp/quantinuum_h2_56_qubits/", "Quantinuum H2 now 56 qubits : r/QuantumComputing", "56 qubits with all-to-all connectivity and 99.9% 2q fidelity is impressive ...", "Jun 4, 2024"),
    )))
    rs.add(task="search", tid="h40-search-17", system=SYSTEM, turns=t, bad=True, turn=9,
           kind="retrieve_all item count not reduced after the agent removed a key",
           state="Research task: build a table of the physical qubit counts of the leading quantum processors (IBM, Google, Atom Computing, Quantinuum) with announcement dates. Memory is empty.")


# Chip process nodes (WikiChip, TSMC) - clean
def t18(rs: RowSet) -> None:
    mem: dict[str, str] = {}
    t: list[tuple[str, str]] = []
    t.append((search("first 3nm mass production Samsung GAA TSMC N3 volume production date"), results(
        ("https://en.wikipedia.org/wiki/3_nm_process", "3 nm process - Wikipedia", "Samsung began mass production of its 3 nm GAAFET process on 30 June 2022; TSMC started volume production of N3 on 29 December 2022 ...", "N/A"),
        ("https://news.samsung.com/global/samsung-begins-chip-production-using-3nm-process-technology-with-gaa-architecture", "Samsung Begins Chip Production Using 3nm Process Technology With GAA Architecture | Samsung Newsroom", "Samsung's first-generation 3nm process can reduce power consumption by up to 45%, improve performance by 23% and reduce area by 16% compared to 5nm ...", "Jun 30, 2022"),
        ("https://pr.tsmc.com/english/news/2986", "TSMC Holds 3nm Volume Production and Capacity Expansion Ceremony | TSMC", "TSMC held a ceremony at its Fab 18 in the Southern Taiwan Science Park to mark the start of 3nm volume production ...", "Dec 29, 2022"),
        ("https://www.anandtech.com/show/18727/tsmc-starts-3nm-volume-production", "TSMC Kicks Off 3nm Production | AnandTech", "N3 keeps FinFETs; TSMC's first GAA node will be N2 ...", "Dec 29, 2022"),
        ("https://en.wikichip.org/wiki/3_nm_lithography_process", "3 nm lithography process - WikiChip", "The 3 nanometer (3 nm) lithography process is a technology node following the 5 nm node. Samsung began 3 nm GAA production in mid-2022; TSMC N3 entered volume production at the end of 2022 ...", "N/A"),
        ("https://semiwiki.com/semiconductor-manufacturers/samsung-foundry/samsung-3nm-gaa-yield/", "Samsung 3nm GAA: what we know about yields | SemiWiki", "Early customers were cryptocurrency mining ASIC vendors ...", "Mar 2023"),
        ("https://www.reddit.com/r/hardware/comments/vo2kjd/samsung_begins_3nm_mass_production_first_gaa/", "Samsung begins 3nm mass production, first with GAA : r/hardware", "First to GAA, but TSMC N3 will ship in way more products ...", "Jun 30, 2022"),
        ("https://www.tomshardware.com/news/tsmc-n3-volume-production", "TSMC Starts Mass Production of 3nm Chips | Tom's Hardware", "Apple is expected to be the first major customer for N3 chips in 2023 ...", "Dec 29, 2022"),
    )))
    t.append((extract("https://en.wikichip.org/wiki/3_nm_lithography_process", "first mass production dates and transistor types by vendor"), """# 3 nm lithography process - WikiChip

The **3 nanometer (3 nm) lithography process** is a technology node semiconductor manufacturing process following the 5 nm process node. Commercial integrated circuit manufacturing using a 3 nm process began in 2022. South Korean chipmaker Samsung began production of its 3 nm process, called 3GAE (later renamed SF3E), on 30 June 2022; TSMC followed with N3 at the end of the year. The term "3 nm" is a commercial name for a generation of process technology and does not correspond to any physical feature of the transistors, such as gate length or metal pitch.

## History

- **30 June 2022**: Samsung starts mass production of 3GAE, its first-generation 3 nm process and the industry's first gate-all-around (GAA) transistor technology, which Samsung calls MBCFET (multi-bridge channel FET). Initial products were cryptocurrency mining chips.
- **29 December 2022**: TSMC holds a ceremony at Fab 18 in Tainan to mark the start of volume production of N3, which continues to use FinFET transistors.
- **September 2023**: Apple's A17 Pro, made on TSMC N3 (N3B), is the first 3 nm chip in a smartphone.
- **2023**: TSMC N3E enters volume production.
- **2024**: Intel 3 enters high-volume manufacturing for Xeon 6 (Sierra Forest, Granite Rapids) server processors. Samsung's second-generation 3 nm process (3GAP, renamed SF3) is used for the Exynos W1000 smartwatch chip.

## 3 nm process nodes

| | Samsung 3GAE (SF3E) | Samsung 3GAP (SF3) | TSMC N3 (N3B) | TSMC N3E | Intel 3 |
| --- | --- | --- | --- | --- | --- |
| Transistor type | GAAFET (MBCFET) | GAAFET (MBCFET) | FinFET | FinFET | FinFET |
| Volume production | June 2022 | 2024 | December 2022 | 2023 | 2024 |
| Contacted gate pitch | 40 nm | 40 nm | 45 nm | 48 nm | 50 nm |
| Minimum metal pitch | 32 nm | 32 nm | 23 nm | 23 nm | 30 nm |

## Beyond 3 nm

TSMC's 2 nm process (N2) will be its first to use gate-all-around nanosheet transistors. Intel's 20A was cancelled in 2024 in favor of 18A, which combines RibbonFET gate-all-around transistors with PowerVia backside power delivery.

## See also

- 5 nm process
- 2 nm process
- Multigate device
"""))
    new = {"first_3nm": "Samsung 3GAE (later SF3E): mass production June 30, 2022 - first GAA (MBCFET) process",
           "tsmc_n3": "TSMC N3 volume production Dec 29, 2022 (Fab 18, Tainan), FinFET; first phone chip Apple A17 Pro (Sep 2023)"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((extract("https://www.tsmc.com/english/dedicatedFoundry/technology/logic/l_2nm", "N2 transistor type, schedule and improvements over N3E"), """# 2nm Technology

TSMC | Dedicated IC Foundry | Logic Technology

TSMC's 2nm (N2) technology has been developed with the industry's most advanced nanosheet transistor structure to deliver full-node performance and power benefits, addressing the increasing need for energy-efficient computing.

N2 technology development is on track and making good progress. N2 is scheduled to begin volume production in the second half of 2025.

## N2 compared with N3E

| | N2 vs. N3E |
| --- | --- |
| Speed at the same power | +10-15% |
| Power at the same speed | -25-30% |
| Chip density | >1.15x |

## Features

- First TSMC node to use gate-all-around (GAA) nanosheet transistors
- NanoFlex design-technology co-optimization: mixing short cells (area and power efficiency) and tall cells (performance) in one design block
- Super-high-performance metal-insulator-metal (SHPMIM) capacitor for power delivery stability
- N2P, a performance-enhanced version, and A16, with Super Power Rail backside power delivery, follow in 2026

## Fabs

N2 production is planned at Fab 20 (Hsinchu) and Fab 22 (Kaohsiung).

*Copyright TSMC. All rights reserved.*
"""))
    new = {"tsmc_n2": "TSMC N2: first TSMC GAA (nanosheet) node; volume production scheduled 2H 2025; vs N3E +10-15% speed or -25-30% power, >1.15x density"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((search("Intel 18A Panther Lake high volume manufacturing Fab 52 RibbonFET PowerVia"), results(
        ("https://www.intel.com/content/www/us/en/foundry/process/18a.html", "Intel 18A | Intel Foundry", "Intel 18A combines RibbonFET gate-all-around transistors with PowerVia backside power delivery ...", "N/A"),
        ("https://www.intel.com/content/www/us/en/newsroom/news/panther-lake-18a-fab-52.html", "Intel Unveils Panther Lake Architecture, First Products on Intel 18A | Intel Newsroom", "Fab 52 in Chandler, Arizona, is operational and ramping Intel 18A for high-volume manufacturing ...", "Oct 9, 2025"),
        ("https://www.anandtech.com/show/21363/intel-18a-status-update", "Intel 18A status update | AnandTech", "Panther Lake client processors and Clearwater Forest server chips are the lead 18A products ...", "Aug 2024"),
        ("https://en.wikipedia.org/wiki/Intel_18A", "Intel 18A - Wikipedia", "Intel 18A is a semiconductor process node by Intel Foundry, the first from Intel with gate-all-around transistors and backside power delivery ...", "N/A"),
        ("https://www.tomshardware.com/pc-components/cpus/intel-cancels-20a-node-18a", "Intel cancels 20A node, moves Arrow Lake to external foundry | Tom's Hardware", "Intel will focus its engineering resources on 18A ...", "Sep 4, 2024"),
        ("https://www.reddit.com/r/hardware/comments/1o2d7l1/panther_lake_18a_details/", "Panther Lake / 18A details : r/hardware", "Fab 52 ramp is the real news here ...", "Oct 9, 2025"),
    )))
    keys = ["first_3nm", "tsmc_n3", "tsmc_n2"]
    t.append((memory("retrieve", key_list=keys), got({k: mem[k] for k in keys})))
    rs.add(task="search", tid="h40-search-18", system=SEARCH_SYSTEM, turns=t,
           state="Research task: who put the first 3 nm process into mass production and when, when TSMC's N3 and N2 reached volume production, and which transistor types they use. Memory is empty.")


# Undersea cable landings (TeleGeography Submarine Cable Map, Google Cloud) - bad
def t19(rs: RowSet) -> None:
    t: list[tuple[str, str]] = []
    t.append((search("Equiano cable landing points", "2Africa cable landing stations countries"), batch(
        ("Equiano cable landing points", [
            ("https://www.submarinecablemap.com/submarine-cable/equiano", "Submarine Cable Map: Equiano", "Ready for Service: 2022 · Cable Length: 15,000 km · Owners: Google · Landing Points: Lagos, Nigeria; Lomé, Togo; Melkbosstrand, South Africa; Rupert's Bay, Saint Helena ...", "N/A"),
            ("https://cloud.google.com/blog/products/infrastructure/introducing-equiano-a-subsea-cable-from-portugal-to-south-africa", "Introducing Equiano, a subsea cable from Portugal to South Africa | Google Cloud Blog", "Equiano will start in western Europe and run along the West Coast of Africa, between Portugal and South Africa, with branching units along the way ...", "Jun 28, 2019"),
            ("https://en.wikipedia.org/wiki/Equiano_(cable_system)", "Equiano (cable system) - Wikipedia", "Equiano is a private submarine communications cable owned by Google, connecting Portugal to South Africa along the west coast of Africa ...", "N/A"),
            ("https://www.sainthelena.gov.sh/2021/news/equiano-cable-lands-on-st-helena/", "Equiano Cable Lands on St Helena | St Helena Government", "The branch cable was landed at Rupert's Bay, bringing the island its first fibre connection ...", "Sep 1, 2021"),
            ("https://techcabal.com/2022/03/31/equiano-lands-in-lagos/", "Google's Equiano subsea cable lands in Lagos | TechCabal", "The cable is expected to bring internet speeds up to 5x faster in Nigeria ...", "Mar 31, 2022"),
            ("https://www.reddit.com/r/networking/comments/u2jw1h/equiano_landing_sites/", "Equiano landing sites : r/networking", "Sesimbra, Lomé, Lagos, Swakopmund, St Helena and Melkbosstrand ...", "Apr 13, 2022"),
        ]),
        ("2Africa cable landing stations countries", [
            ("https://www.submarinecablemap.com/submarine-cable/2africa", "Submarine Cable Map: 2Africa", "Ready for Service: 2023 · Cable Length: 45,000 km · Owners: center3, China Mobile, Meta, MTN GlobalConnect, Orange, Telecom Egypt, Vodafone, WIOCC ...", "N/A"),
            ("https://www.2africacable.com/", "2Africa - The world's longest subsea cable", "2Africa will interconnect Europe, the Middle East and Africa, with landings in 33 countries ...", "N/A"),
            ("https://engineering.fb.com/2021/09/28/connectivity/2africa-pearls/", "2Africa Pearls extends the cable to the Gulf and India | Engineering at Meta", "With the addition of 2Africa Pearls, the system will be more than 45,000 km long ...", "Sep 28, 2021"),
            ("https://en.wikipedia.org/wiki/2Africa", "2Africa - Wikipedia", "2Africa is a submarine communications cable system ... with 46 landing points in 33 countries ...", "N/A"),
        ]))))
    t.append((extract("https://www.submarinecablemap.com/submarine-cable/equiano", "length, RFS year, owner, landing points"), """# Equiano

Submarine Cable Map | TeleGeography

| | |
| --- | --- |
| Ready for Service | 2022 |
| Cable Length | 15,000 km |
| Owners | Google |
| Suppliers | ASN |
| Website | https://cloud.google.com/blog/products/infrastructure/introducing-equiano-a-subsea-cable-from-portugal-to-south-africa |

## Landing Points

- Lagos, Nigeria
- Lomé, Togo
- Melkbosstrand, South Africa
- Rupert's Bay, Saint Helena, Ascension and Tristan da Cunha
- Sesimbra, Portugal
- Swakopmund, Namibia

*The information on this page is provided by TeleGeography and may not reflect the latest status of the cable. Last updated: 2024-11-19*
"""))
    t.append((memory("add", dict={"equiano": "Google-owned; RFS 2022; 15,000 km; supplier ASN; landings: Sesimbra PT, Lomé TG, Lagos NG, Swakopmund NA, Rupert's Bay (St Helena), Melkbosstrand ZA"}),
              added("equiano")))
    t.append((extract("https://www.submarinecablemap.com/submarine-cable/2africa", "length, owners and West/South African landing points"), """# 2Africa

Submarine Cable Map | TeleGeography

| | |
| --- | --- |
| Ready for Service | 2023 |
| Cable Length | 45,000 km |
| Owners | center3, China Mobile, Meta, MTN GlobalConnect, Orange, Telecom Egypt, Vodafone, WIOCC |
| Suppliers | ASN |
| Website | https://www.2africacable.com |

## Landing Points (46)

*Showing landing points on the Atlantic coast of Africa and in Europe; expand to see all 46.*

- Bude, United Kingdom
- Carcavelos, Portugal
- Barcelona, Spain
- Genoa, Italy
- Marseille, France
- Dakar, Senegal
- Accra, Ghana
- Abidjan, Côte d'Ivoire
- Lagos, Nigeria
- Kribi, Cameroon
- Libreville, Gabon
- Pointe-Noire, Congo, Rep.
- Muanda, Congo, Dem. Rep.
- Luanda, Angola
- Yzerfontein, South Africa
- Duynefontein, South Africa
- Gqeberha, South Africa
- Amanzimtoti, South Africa

*The information on this page is provided by TeleGeography and may not reflect the latest status of the cable. Last updated: 2024-10-02*
"""))
    t.append((memory("add", dict={"2africa": "45,000 km; RFS 2023 (per TeleGeography); 8 owners incl. Meta, MTN, Orange, Vodafone, China Mobile; 46 landings in 33 countries; South Africa landings Yzerfontein, Duynefontein, Gqeberha, Amanzimtoti"}),
              added("2africa")))
    t.append((extract("https://cloud.google.com/blog/products/infrastructure/introducing-equiano-a-subsea-cable-from-portugal-to-south-africa", "capacity, fiber pairs and route of Equiano"), """# Introducing Equiano, a subsea cable from Portugal to South Africa

Google Cloud Blog | Infrastructure | June 28, 2019

By Jayne Stowell, Strategic Negotiator, Global Infrastructure

Today we are announcing Equiano, our new private subsea cable that will connect Africa with Europe. Once complete, the cable will start in western Europe and run along the West Coast of Africa, between Portugal and South Africa, with branching units along the way that can be used to extend connectivity to additional African countries. The first branch is expected to land in Nigeria.

Equiano is named after Olaudah Equiano, a Nigerian-born writer and abolitionist who was enslaved as a boy.

## State-of-the-art technology

Equiano will be the first subsea cable to incorporate optical switching at the fiber-pair level, rather than the traditional approach of wavelength-level switching. This greatly simplifies the allocation of cable capacity, giving us the flexibility to add and reallocate it in different locations as needed.

With approximately 20 times more network capacity than the last cable built to serve this region, Equiano will carry a design capacity of 144 Tbps over 12 fiber pairs.

| | |
| --- | --- |
| Route | Portugal to South Africa, along Africa's West Coast |
| Approximate length | 15,000 km |
| Fiber pairs | 12 |
| Design capacity | 144 Tbps |
| Supplier | Alcatel Submarine Networks |
| Expected completion | 2021 |

*Update, 2022: Equiano is now live, with landings in Portugal, Togo, Nigeria, Namibia, Saint Helena and South Africa.*
"""))
    t.append((search("Equiano cable length km fiber pairs capacity"), results(
        ("https://www.submarinecablemap.com/submarine-cable/equiano", "Submarine Cable Map: Equiano", "Ready for Service: 2022 · Cable Length: 12,000 km · Owners: Google · Suppliers: ASN · Landing Points: Lagos, Nigeria; Lomé, Togo; Melkbosstrand, South Africa ...", "N/A"),
        ("https://cloud.google.com/blog/products/infrastructure/introducing-equiano-a-subsea-cable-from-portugal-to-south-africa", "Introducing Equiano, a subsea cable from Portugal to South Africa | Google Cloud Blog", "Equiano will carry a design capacity of 144 Tbps over 12 fiber pairs, about 20 times more capacity than the last cable built to serve the region ...", "Jun 28, 2019"),
        ("https://en.wikipedia.org/wiki/Equiano_(cable_system)", "Equiano (cable system) - Wikipedia", "Length: about 15,000 km; Capacity: 144 Tbit/s; Fibre pairs: 12 ...", "N/A"),
        ("https://www.datacenterdynamics.com/en/news/googles-equiano-subsea-cable-lands-in-south-africa/", "Google's Equiano subsea cable lands in South Africa - DCD", "The cable landed at Melkbosstrand near Cape Town, completing the route from Portugal ...", "Aug 8, 2022"),
        ("https://www.capacitymedia.com/article/equiano-cable-namibia-swakopmund", "Equiano lands in Namibia | Capacity Media", "Telecom Namibia is the landing partner at Swakopmund ...", "Jul 2022"),
        ("https://www.reddit.com/r/networking/comments/u2jw1h/equiano_landing_sites/", "Equiano landing sites : r/networking", "12 fiber pairs with SDM, first with fiber-pair switching ...", "Apr 13, 2022"),
    )))
    t.append((memory("retrieve_all"), all_items({
        "equiano": "Google-owned; RFS 2022; 15,000 km; supplier ASN; landings: Sesimbra PT, Lomé TG, Lagos NG, Swakopmund NA, Rupert's Bay (St Helena), Melkbosstrand ZA",
        "2africa": "45,000 km; RFS 2023 (per TeleGeography); 8 owners incl. Meta, MTN, Orange, Vodafone, China Mobile; 46 landings in 33 countries; South Africa landings Yzerfontein, Duynefontein, Gqeberha, Amanzimtoti"})))
    t.append((extract("https://www.datacenterdynamics.com/en/news/googles-equiano-subsea-cable-lands-in-south-africa/", "South African landing date and partner"), """# Google's Equiano subsea cable lands in South Africa

DCD | Data Center Dynamics | August 8, 2022

Google's Equiano subsea cable has landed at Melkbosstrand, near Cape Town, completing its route along the west coast of Africa from Portugal.

The cable, which Google announced in 2019, has previously landed in Togo, Nigeria, Namibia and the island of Saint Helena. Openserve, the wholesale arm of Telkom, is Google's landing partner in South Africa.

Google says Equiano will help increase internet speeds in South Africa by a factor of up to six and cut internet prices by as much as 21 percent, according to an economic impact study by Africa Practice and Genesis Analytics. The study estimates the cable will indirectly create 180,000 jobs in South Africa between 2022 and 2025.

| Landing | Country | Landing partner |
| --- | --- | --- |
| Sesimbra | Portugal | - |
| Lomé | Togo | CSquared Woezon |
| Lagos | Nigeria | WIOCC |
| Swakopmund | Namibia | Telecom Namibia |
| Rupert's Bay | Saint Helena | SURE South Atlantic |
| Melkbosstrand | South Africa | Openserve |

Equiano joins the Meta-backed 2Africa, which is landing in several South African locations, among new high-capacity systems serving the country.
"""))
    rs.add(task="search", tid="h40-search-19", system=SEARCH_SYSTEM, turns=t, bad=True, turn=7,
           kind="search snippet of an already extracted page states a different cable length",
           state="Research task: list the landing points, length, capacity and ready-for-service year of Google's Equiano cable, and compare with 2Africa's length and South African landings. Memory is empty.")


BOEING_ROWS = [("737", "339", "144", "-4", "191", "232"), ("767", "30", "0", "0", "30", "22"), ("777", "21", "7", "0", "14", "12"),
               ("777X", "42", "0", "0", "42", "0"), ("787", "38", "4", "4", "38", "45")]


def boeing_page(total_gross: str, goal_note: str) -> str:
    body = "\n".join(f"| {m} | {g} | {c} | {v} | {n} | {d} |" for m, g, c, v, n, d in BOEING_ROWS)
    return f"""# Orders & Deliveries

Boeing Commercial Airplanes | Data through November 30, 2024

Year-to-date totals for 2024. Net orders reflect cancellations and conversions; figures shown before ASC 606 adjustments.

| Model | Gross Orders | Cancellations | Conversions | Net Orders | Deliveries |
| --- | --- | --- | --- | --- | --- |
{body}
| **Total** | **{total_gross}** | **155** | **0** | **315** | **311** |

## Unfilled orders

Total unfilled orders (before ASC 606): 5,595 airplanes. After ASC 606 adjustments: 5,473.
{goal_note}
Orders and deliveries are updated monthly, generally on the second Tuesday of the following month. Customer names may be listed as "Unidentified" at the customer's request.
"""


# Airline fleet orders (Airbus, Air India, Boeing O&D) - bad
def t20(rs: RowSet) -> None:
    t: list[tuple[str, str]] = []
    t.append((search("largest commercial aircraft order ever IndiGo 500 Airbus", "Air India 470 aircraft order breakdown"), batch(
        ("largest commercial aircraft order ever IndiGo 500 Airbus", [
            ("https://www.airbus.com/en/newsroom/press-releases/2023-06-indigo-places-order-for-500-airbus-a320-family-aircraft", "IndiGo places order for 500 Airbus A320 Family aircraft | Airbus", "IndiGo has placed a firm order for 500 A320 Family aircraft, the largest ever single aircraft purchase agreement in commercial aviation history ...", "Jun 19, 2023"),
            ("https://www.reuters.com/business/aerospace-defense/indias-indigo-orders-record-500-airbus-jets-2023-06-19/", "India's IndiGo orders record 500 Airbus jets | Reuters", "The deal, signed at the Paris Airshow, surpasses Air India's order for 470 planes from Airbus and Boeing earlier this year ...", "Jun 19, 2023"),
            ("https://en.wikipedia.org/wiki/IndiGo", "IndiGo - Wikipedia", "In June 2023, IndiGo placed an order for 500 Airbus A320neo family aircraft, the largest single order in commercial aviation ...", "N/A"),
            ("https://simpleflying.com/largest-aircraft-orders-history/", "The Largest Aircraft Orders In History - Simple Flying", "IndiGo's 500, Air India's 470 and Emirates' 90 777X at Dubai 2023 ...", "Jan 2024"),
            ("https://www.reddit.com/r/aviation/comments/14daqz6/indigo_orders_500_a320neos/", "IndiGo orders 500 A320neos : r/aviation", "They'll be taking deliveries until 2035, wild ...", "Jun 19, 2023"),
        ]),
        ("Air India 470 aircraft order breakdown", [
            ("https://www.airindia.com/in/en/newsroom/press-release/air-india-to-acquire-470-aircraft.html", "Air India to acquire 470 new aircraft | Air India", "Air India has signed letters of intent with Airbus and Boeing to acquire 470 aircraft: 250 from Airbus and 220 from Boeing ...", "Feb 14, 2023"),
            ("https://www.bbc.com/news/business-64633333", "Air India orders 470 planes from Airbus and Boeing - BBC News", "The order includes 40 A350s, 210 single-aisle Airbus jets, 190 737 MAX, 20 787s and 10 777Xs ...", "Feb 14, 2023"),
            ("https://www.boeing.com/news/2023/air-india-boeing-order", "Air India and Boeing announce order for up to 290 airplanes | Boeing", "220 firm orders and 70 options ...", "Feb 14, 2023"),
        ]))))
    t.append((extract("https://www.airbus.com/en/newsroom/press-releases/2023-06-indigo-places-order-for-500-airbus-a320-family-aircraft", "size of order, delivery period, IndiGo's total Airbus orders"), """# IndiGo places order for 500 Airbus A320 Family aircraft

Airbus | Press release | Paris Air Show, 19 June 2023

- Largest ever single aircraft purchase agreement in commercial aviation history
- Brings IndiGo's total number of A320 Family aircraft ordered to 1,330

IndiGo, India's largest airline, has placed a firm order for 500 Airbus A320 Family aircraft. The purchase agreement was signed at the Paris Air Show by Vikram Singh Mehta, Chairman of the Board of Directors of IndiGo; Pieter Elbers, CEO of IndiGo; and Guillaume Faury, Airbus Chief Executive Officer, in the presence of Christian Scherer, Airbus Chief Commercial Officer.

This latest order, which will provide IndiGo with a steady flow of deliveries between 2030 and 2035, is the largest aircraft purchase agreement ever made by an airline with Airbus. With this order, IndiGo's total number of A320 Family aircraft on order, including those already delivered, reaches 1,330.

| | |
| --- | --- |
| Customer | IndiGo |
| Aircraft | 500 A320 Family (mix of A320neo, A321neo and A321XLR to be defined) |
| Deliveries | 2030-2035 |
| IndiGo total A320 Family orders | 1,330 |
| IndiGo backlog after order | close to 1,000 aircraft |

> "This historic order for 500 Airbus aircraft is a statement of confidence in the future of India," said Pieter Elbers.

*Media contacts: Airbus Commercial Aircraft press office*
"""))
    t.append((memory("add", dict={"indigo_2023": "500 A320 Family firm order (Jun 19, 2023, Paris Air Show) - largest single order in commercial aviation; deliveries 2030-2035; IndiGo total A320 Family orders 1,330"}),
              added("indigo_2023")))
    t.append((extract("https://www.airindia.com/in/en/newsroom/press-release/air-india-to-acquire-470-aircraft.html", "breakdown of the 470 aircraft by type"), """# Air India to acquire 470 new aircraft

Air India | Press release | New Delhi, 14 February 2023

Air India today announced that it has signed letters of intent with Airbus and Boeing to acquire a modern fleet of 470 aircraft. The order comprises 70 widebody and 400 narrowbody aircraft.

## Order breakdown

| Manufacturer | Type | Quantity |
| --- | --- | --- |
| Airbus | A350 (A350-900 and A350-1000) | 40 |
| Airbus | A320neo / A321neo | 210 |
| Boeing | 787-9 | 20 |
| Boeing | 777-9 | 10 |
| Boeing | 737 MAX | 190 |
| **Total** | | **470** |

The agreement with Boeing also includes options for a further 70 aircraft (50 737 MAX and 20 787-9), for a total of up to 290 Boeing aircraft.

The first of the new aircraft will enter service in late 2023, with the bulk arriving from mid-2025. Air India is also in the process of retrofitting its existing widebody fleet.

> "Air India is on a transformational journey," said N. Chandrasekaran, Chairman of Air India and Tata Sons.
"""))
    t.append((memory("add", dict={"air_india_2023": "470 aircraft (Feb 14, 2023): Airbus 250 (40 A350 + 210 A320neo/A321neo) + Boeing 220 (190 737 MAX + 20 787-9 + 10 777-9); +70 Boeing options"}),
              added("air_india_2023")))
    t.append((search("Boeing orders and deliveries 2024 year to date November"), results(
        ("https://www.boeing.com/commercial/orders-deliveries", "Orders & Deliveries | Boeing Commercial Airplanes", "Boeing commercial airplane orders and deliveries by customer and model, updated monthly ...", "N/A"),
        ("https://www.reuters.com/business/aerospace-defense/boeing-november-deliveries-2024-12-10/", "Boeing deliveries rebound in November after strike | Reuters", "Boeing delivered 13 airplanes in November as 737 production restarted after the machinists' strike ...", "Dec 10, 2024"),
        ("https://investors.boeing.com/investors/news/press-release-details/2024/Boeing-Reports-November-2024-Deliveries/", "Boeing Reports November 2024 Deliveries | Boeing Investors", "Commercial Airplanes deliveries and orders for November ...", "Dec 10, 2024"),
        ("https://www.aviationweek.com/air-transport/aircraft-propulsion/boeing-orders-2024-cancellations", "Boeing cancellations weigh on 2024 order tally | Aviation Week", "Cancellations, mostly of 737 MAX slots, have erased about a third of gross orders ...", "Dec 11, 2024"),
        ("https://www.reddit.com/r/aviation/comments/1hb1y4o/boeing_nov_2024_orders_deliveries/", "Boeing Nov 2024 orders & deliveries : r/aviation", "Strike really hurt Q4 numbers ...", "Dec 10, 2024"),
    )))
    t.append((extract("https://www.boeing.com/commercial/orders-deliveries", "2024 year-to-date gross and net orders and deliveries"), boeing_page("470", "")))
    t.append((memory("add", dict={"boeing_ytd_nov2024": "Jan-Nov 2024: gross 470, cancellations 155, net 315 (pre-ASC 606); deliveries 311; unfilled 5,595"}),
              added("boeing_ytd_nov2024")))
    t.append((extract("https://www.airbus.com/en/products-services/commercial-aircraft/market/orders-and-deliveries", "2024 year-to-date orders, deliveries and backlog"), """# Orders and deliveries

Airbus | Commercial Aircraft | Data as of 30 November 2024

## 2024 year to date (January - November)

| | A220 | A320 Family | A330 | A350 | Total |
| --- | --- | --- | --- | --- | --- |
| Gross orders | 41 | 551 | 20 | 113 | 725 |
| Cancellations | 2 | 58 | 0 | 5 | 65 |
| Net orders | 39 | 493 | 20 | 108 | 660 |
| Deliveries | 65 | 522 | 28 | 51 | 666 |

## Backlog at end of November 2024

| | A220 | A320 Family | A330 | A350 | Total |
| --- | --- | --- | --- | --- | --- |
| Backlog | 498 | 7,271 | 233 | 747 | 8,749 |

Airbus targets around 770 commercial aircraft deliveries in 2024.

*Figures are provisional until the publication of full-year results. Download the full Excel file for orders and deliveries by customer.*
"""))
    t.append((extract("https://www.boeing.com/commercial/orders-deliveries", "2024 deliveries by model"), boeing_page("479", "\nDeliveries by model, January-November 2024: 737 (232), 767 (22), 777 (12), 787 (45); no 777X deliveries yet.\n")))
    keys = ["boeing_ytd_nov2024", "indigo_2023"]
    t.append((memory("retrieve", key_list=keys), got({
        "boeing_ytd_nov2024": "Jan-Nov 2024: gross 470, cancellations 155, net 315 (pre-ASC 606); deliveries 311; unfilled 5,595",
        "indigo_2023": "500 A320 Family firm order (Jun 19, 2023, Paris Air Show) - largest single order in commercial aviation; deliveries 2030-2035; IndiGo total A320 Family orders 1,330"})))
    t.append((search("Boeing 2024 full-year orders deliveries 348 airplanes"), results(
        ("https://investors.boeing.com/investors/news/press-release-details/2025/Boeing-Reports-Fourth-Quarter-Deliveries/", "Boeing Reports Fourth-Quarter Deliveries | Boeing Investors", "Boeing delivered 348 commercial airplanes in 2024, down from 528 in 2023 ...", "Jan 14, 2025"),
        ("https://www.reuters.com/business/aerospace-defense/boeing-2024-deliveries-orders-2025-01-14/", "Boeing's 2024 deliveries fall by a third as crisis year ends | Reuters", "Boeing booked 569 gross orders in 2024, and 377 after cancellations and conversions ...", "Jan 14, 2025"),
        ("https://www.cnbc.com/2025/01/14/boeing-2024-deliveries.html", "Boeing 2024 deliveries: lowest since pandemic | CNBC", "Airbus delivered 766 jets in the same period ...", "Jan 14, 2025"),
        ("https://www.flightglobal.com/fleets/boeing-2024-orders-and-deliveries/161321.article", "Boeing's 2024 in numbers | FlightGlobal", "December deliveries of 37 jets capped a year hit by the door-plug blowout and a seven-week strike ...", "Jan 14, 2025"),
        ("https://www.reddit.com/r/aviation/comments/1i19v2r/boeing_delivered_348_jets_in_2024/", "Boeing delivered 348 jets in 2024 : r/aviation", "Airbus more than double them again ...", "Jan 14, 2025"),
    )))
    rs.add(task="search", tid="h40-search-20", system=SYSTEM, turns=t, bad=True, turn=10,
           kind="year-to-date order total differs on a re-read of the same as-of-date table",
           state="Research task: summarize the largest recent airline aircraft orders (IndiGo, Air India) and Boeing's and Airbus's 2024 year-to-date orders and deliveries. Memory is empty.")


WCI_JUN27 = [("Composite", "4,843", "5,117", "+6%"), ("Shanghai - Rotterdam", "5,817", "6,177", "+6%"), ("Rotterdam - Shanghai", "676", "678", "0%"),
             ("Shanghai - Genoa", "5,947", "6,350", "+7%"), ("Shanghai - Los Angeles", "5,523", "5,880", "+6%"), ("Los Angeles - Shanghai", "712", "724", "+2%"),
             ("Shanghai - New York", "6,800", "7,125", "+5%"), ("New York - Rotterdam", "650", "648", "0%"), ("Rotterdam - New York", "2,125", "2,123", "0%")]
WCI_JUL04 = [("Composite", "5,117", "5,319", "+4%"), ("Shanghai - Rotterdam", "6,177", "6,375", "+3%"), ("Rotterdam - Shanghai", "678", "681", "0%"),
             ("Shanghai - Genoa", "6,350", "6,520", "+3%"), ("Shanghai - Los Angeles", "5,880", "6,040", "+3%"), ("Los Angeles - Shanghai", "724", "735", "+2%"),
             ("Shanghai - New York", "7,125", "7,323", "+3%"), ("New York - Rotterdam", "648", "650", "0%"), ("Rotterdam - New York", "2,123", "2,121", "0%")]


def wci_page(date: str, prev: str, rows: list[tuple[str, str, str, str]], lead: str) -> str:
    body = "\n".join(f"| {r} | ${a} | ${b} | {c} |" for r, a, b, c in rows)
    return f"""# World Container Index - {date}

Drewry Supply Chain Advisors | World Container Index assessed by Drewry

{lead}

| Route | {prev} | {date} | Weekly change |
| --- | --- | --- | --- |
{body}

Spot rates for a 40ft container (FEU), US$, including BAF and terminal handling at origin.

The WCI is updated every Thursday. Drewry's detailed assessment for all 8 routes is also available as part of the Container Freight Rate Insight subscription.

*Source: Drewry Supply Chain Advisors*
"""


# Shipping freight rates (Drewry WCI, Freightos FBX) - clean
def t21(rs: RowSet) -> None:
    mem: dict[str, str] = {}
    t: list[tuple[str, str]] = []
    t.append((search("Drewry World Container Index latest", "Freightos Baltic Index global container rate July 2024"), batch(
        ("Drewry World Container Index latest", [
            ("https://www.drewry.co.uk/supply-chain-advisors/supply-chain-expertise/world-container-index-assessed-by-drewry", "World Container Index - Drewry", "Drewry's composite World Container Index increased 6% to $5,117 per 40ft container ...", "Jun 27, 2024"),
            ("https://www.freightwaves.com/news/container-rates-red-sea-july-2024", "Container spot rates keep climbing as Red Sea diversions persist | FreightWaves", "Asia-Europe rates have more than tripled since December as carriers route around the Cape of Good Hope ...", "Jul 1, 2024"),
            ("https://www.reuters.com/markets/commodities/container-shipping-rates-peak-season-2024-07-02/", "Container shipping rates surge ahead of peak season | Reuters", "Shippers are frontloading imports amid Red Sea disruptions and fears of port strikes ...", "Jul 2, 2024"),
            ("https://www.joc.com/maritime/container-lines/drewry-wci-june-2024", "Drewry WCI: spot rates rise for eighth straight week | JOC", "The composite index is now 233% above the same week last year ...", "Jun 27, 2024"),
            ("https://www.reddit.com/r/supplychain/comments/1dq8c1m/container_rates_are_insane_again/", "Container rates are insane again : r/supplychain", "Paying 6k+ for Shanghai to Rotterdam, feels like 2021 ...", "Jun 28, 2024"),
        ]),
        ("Freightos Baltic Index global container rate July 2024", [
            ("https://fbx.freightos.com/", "Freightos Baltic Index (FBX): Global Container Freight Index", "The FBX Global Container Index is the weighted average of 12 major lane rates, updated daily ...", "N/A"),
            ("https://www.freightos.com/freight-resources/freightos-weekly-update-july-2-2024/", "Freightos Weekly Update - July 2, 2024", "Asia-N. Europe prices climbed 4% to $7,990/FEU; Asia-US West Coast prices increased 3% to $6,046/FEU ...", "Jul 2, 2024"),
            ("https://www.balticexchange.com/en/data-services/market-information0/container-services.html", "Container services - FBX | Baltic Exchange", "The FBX is produced in partnership with Freightos ...", "N/A"),
            ("https://www.xeneta.com/blog/ocean-freight-rates-july-2024", "Ocean freight rates July 2024 | Xeneta", "Long-term contract rates are starting to follow spot rates upward ...", "Jul 2, 2024"),
        ]))))
    t.append((extract("https://www.drewry.co.uk/supply-chain-advisors/supply-chain-expertise/world-container-index-assessed-by-drewry", "latest composite and route rates"),
              wci_page("27-Jun-24", "20-Jun-24", WCI_JUN27,
                       "Drewry's World Container Index increased 6% to $5,117 per 40ft container this week. The composite index is 233% above the same week last year and 78% above the 10-year average of $2,874, which was inflated by the 2020-22 Covid period. The average composite index for the year to date is $3,628 per 40ft container.")))
    new = {"wci_2024-06-27": "Composite $5,117/FEU (+6% w/w); Shanghai-Rotterdam $6,177; Shanghai-Los Angeles $5,880; Shanghai-New York $7,125"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((extract("https://fbx.freightos.com/", "global index value and main lanes"), """# Freightos Baltic Index (FBX): Global Container Freight Index

FBX Global Container Index: **$5,091 / FEU**
Updated: Jul 3, 2024 | Daily change: +0.4% | Weekly change: +4%

| Lane | Code | Rate ($/FEU) | Weekly change |
| --- | --- | --- | --- |
| China/East Asia - North America West Coast | FBX01 | 6,046 | +3% |
| China/East Asia - North America East Coast | FBX03 | 7,684 | +2% |
| China/East Asia - North Europe | FBX11 | 7,990 | +4% |
| China/East Asia - Mediterranean | FBX13 | 7,415 | +5% |
| North Europe - North America East Coast | FBX21 | 1,864 | +1% |
| North America West Coast - China/East Asia | FBX02 | 482 | 0% |
| North Europe - China/East Asia | FBX12 | 551 | 0% |

The FBX is the weighted average of 12 global tradelane rates for 40-foot containers, calculated from real-time freight rates from carriers and forwarders. Published in partnership with the Baltic Exchange; IOSCO-compliant.

*FBX rates are per 40ft container (FEU). Divide by roughly two for per-TEU rates.*
"""))
    new = {"fbx_2024-07-03": "FBX Global $5,091/FEU (~$2,546/TEU), +4% w/w; FBX01 Asia-USWC $6,046; FBX11 Asia-N. Europe $7,990"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((search("Drewry WCI 4 July 2024 composite"), results(
        ("https://www.drewry.co.uk/supply-chain-advisors/supply-chain-expertise/world-container-index-assessed-by-drewry", "World Container Index - Drewry", "Drewry's composite World Container Index increased 4% to $5,319 per 40ft container ...", "Jul 4, 2024"),
        ("https://www.joc.com/maritime/container-lines/drewry-wci-july-4-2024", "Drewry WCI climbs for ninth week as Asia-Europe tops $6,300 | JOC", "The composite index rose 4% to $5,319 per FEU on Thursday ...", "Jul 4, 2024"),
        ("https://www.linkedin.com/posts/drewry-supply-chain-advisors_wci-04-jul-2024", "Drewry Supply Chain Advisors on LinkedIn: #WCI 04 July 2024", "Composite up 4% to $5,319/40ft; Shanghai-Rotterdam up 3% to $6,375 ...", "Jul 4, 2024"),
        ("https://www.hellenicshippingnews.com/world-container-index-04-jul/", "World Container Index - 04 Jul | Hellenic Shipping News", "Drewry expects rates to remain elevated through the peak season ...", "Jul 4, 2024"),
        ("https://www.reddit.com/r/supplychain/comments/1dv5c3x/wci_up_again/", "WCI up again : r/supplychain", "Ninth straight week, when does this stop ...", "Jul 4, 2024"),
    )))
    t.append((extract("https://www.drewry.co.uk/supply-chain-advisors/supply-chain-expertise/world-container-index-assessed-by-drewry", "this week's composite and route rates"),
              wci_page("04-Jul-24", "27-Jun-24", WCI_JUL04,
                       "Drewry's World Container Index increased 4% to $5,319 per 40ft container this week. The composite index is 251% above the same week last year and 85% above the 10-year average of $2,876, which was inflated by the 2020-22 Covid period. The average composite index for the year to date is $3,691 per 40ft container. Drewry expects spot rates to keep rising in the coming weeks.")))
    new = {"wci_2024-07-04": "Composite $5,319/FEU (+4% w/w vs $5,117 on Jun 27); Shanghai-Rotterdam $6,375; Shanghai-Los Angeles $6,040; Shanghai-New York $7,323"}
    mem.update(new)
    t.append((memory("add", dict=new), added(*new)))
    t.append((memory("retrieve_all"), all_items(mem)))
    rs.add(task="search", tid="h40-search-21", system=SEARCH_SYSTEM, turns=t,
           state="Date: Thursday, July 4, 2024, 09:10 UTC. Research task: track this week's container spot rates - Drewry's World Container Index (composite and Shanghai routes) and the Freightos FBX global index - and note the week-on-week change. Memory is empty.")


CPI_TABLE = """| Expenditure category | Relative importance Aug 2024 | Unadjusted index Sep 2023 | Unadjusted index Aug 2024 | Unadjusted index Sep 2024 | Unadj. % change Sep 2023-Sep 2024 | SA % chg Jun 2024 | SA % chg Jul 2024 | SA % chg Aug 2024 | SA % chg Sep 2024 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| All items | 100.000 | 307.789 | 314.796 | 315.301 | 2.4 | -0.1 | 0.2 | 0.2 | 0.2 |
| Food | 13.555 | 324.961 | 331.560 | 332.392 | 2.3 | 0.2 | 0.2 | 0.1 | 0.4 |
| Food at home | 8.009 | 304.937 | 308.102 | 308.890 | 1.3 | 0.0 | 0.1 | 0.0 | 0.4 |
| Food away from home | 5.546 | 358.550 | 371.329 | 372.470 | 3.9 | 0.4 | 0.2 | 0.3 | 0.3 |
| Energy | 6.708 | 291.669 | 279.146 | 271.841 | -6.8 | -2.0 | 0.0 | -0.8 | -1.9 |
| Gasoline (all types) | 3.190 | 332.800 | 297.051 | 281.873 | -15.3 | -3.8 | 0.0 | -0.6 | -4.1 |
| All items less food and energy | 79.737 | 310.817 | 320.618 | 321.108 | 3.3 | 0.1 | 0.2 | 0.3 | 0.3 |
| Shelter | 36.471 | 373.051 | 390.062 | 391.446 | 4.9 | 0.2 | 0.4 | 0.5 | 0.2 |
| Motor vehicle insurance | 2.869 | 784.500 | 895.120 | 912.402 | 16.3 | 0.9 | -0.1 | 0.6 | 1.2 |
| Airline fares | 0.852 | 268.017 | 269.520 | 255.870 | -4.5 | -5.0 | -1.6 | 3.9 | 3.2 |"""


# Inflation releases (BLS CPI) - bad
def t22(rs: RowSet) -> None:
    t: list[tuple[str, str]] = []
    t.append((search("September 2024 CPI release BLS 2.4 percent core 3.3"), results(
        ("https://www.bls.gov/news.release/cpi.nr0.htm", "Consumer Price Index Summary - 2024 M09 Results", "The Consumer Price Index for All Urban Consumers (CPI-U) increased 0.2 percent on a seasonally adjusted basis in September ... Over the last 12 months, the all items index increased 2.4 percent ...", "Oct 10, 2024"),
        ("https://www.bls.gov/news.release/pdf/cpi.pdf", "CONSUMER PRICE INDEX - SEPTEMBER 2024 (PDF)", "Transmission of material in this release is embargoed until 8:30 a.m. (ET) Thursday, October 10, 2024 ...", "Oct 10, 2024"),
        ("https://www.cnbc.com/2024/10/10/cpi-inflation-september-2024-.html", "CPI inflation September 2024: consumer prices rose 2.4% | CNBC", "Inflation was slightly hotter than expected in September; economists had been looking for 2.3% annual and 3.2% core ...", "Oct 10, 2024"),
        ("https://www.reuters.com/markets/us/us-consumer-prices-rise-slightly-more-than-expected-september-2024-10-10/", "US consumer prices rise slightly more than expected in September | Reuters", "Core CPI rose 0.3% for a second straight month, lifting the annual rate to 3.3% ...", "Oct 10, 2024"),
        ("https://www.bls.gov/charts/consumer-price-index/consumer-price-index-by-category-line-chart.htm", "12-month percentage change, Consumer Price Index, selected categories | BLS", "Interactive chart of CPI-U 12-month changes for all items, food, energy and core ...", "N/A"),
        ("https://www.nytimes.com/2024/10/10/business/economy/cpi-inflation-september.html", "Inflation Cooled to 2.4% in September - The New York Times", "The slowdown in headline inflation was the smallest annual increase since February 2021 ...", "Oct 10, 2024"),
        ("https://www.reddit.com/r/economy/comments/1g0kbz1/cpi_sep_2024_24_yoy/", "CPI Sep 2024: 2.4% YoY : r/economy", "Core at 3.3% is a bit sticky but headline keeps coming down ...", "Oct 10, 2024"),
    )))
    t.append((extract("https://www.bls.gov/news.release/cpi.nr0.htm", "headline and core monthly and 12-month changes, main drivers"), """# CONSUMER PRICE INDEX - SEPTEMBER 2024

Transmission of material in this release is embargoed until 8:30 a.m. (ET) Thursday, October 10, 2024 | USDL-24-2074

The Consumer Price Index for All Urban Consumers (CPI-U) increased 0.2 percent on a seasonally adjusted basis in September, the same increase as in August, the U.S. Bureau of Labor Statistics reported today. Over the last 12 months, the all items index increased 2.4 percent before seasonal adjustment.

The index for shelter rose in September, as did the index for food. Together, these two indexes contributed over 75 percent of the monthly all items increase. The food index increased 0.4 percent in September, after rising 0.1 percent in August. The food at home index rose 0.4 percent and the food away from home index increased 0.3 percent over the month. The energy index fell 1.9 percent over the month, after declining 0.8 percent in August.

The index for all items less food and energy rose 0.3 percent in September, the same increase as in August. Indexes which increased in September include shelter, motor vehicle insurance, medical care, apparel, and airline fares. The indexes for recreation and communication were among those that decreased over the month.

The all items index rose 2.4 percent for the 12 months ending September, the smallest 12-month increase since February 2021. The all items less food and energy index rose 3.3 percent over the last 12 months. The energy index decreased 6.8 percent for the 12 months ending September. The food index increased 2.3 percent over the last year.

## Table A. Percent changes in CPI for All Urban Consumers (CPI-U): U.S. city average

| | Mar 2024 | Apr 2024 | May 2024 | Jun 2024 | Jul 2024 | Aug 2024 | Sep 2024 | Unadjusted 12-mos. ended Sep 2024 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| All items | 0.4 | 0.3 | 0.0 | -0.1 | 0.2 | 0.2 | 0.2 | 2.4 |
| Food | 0.1 | 0.0 | 0.1 | 0.2 | 0.2 | 0.1 | 0.4 | 2.3 |
| Energy | 1.1 | 1.1 | -2.0 | -2.0 | 0.0 | -0.8 | -1.9 | -6.8 |
| All items less food and energy | 0.4 | 0.3 | 0.2 | 0.1 | 0.2 | 0.3 | 0.3 | 3.3 |
| Shelter | 0.4 | 0.4 | 0.4 | 0.2 | 0.4 | 0.5 | 0.2 | 4.9 |

The October 2024 Consumer Price Index is scheduled to be released on Wednesday, November 13, 2024, at 8:30 a.m. (ET).
"""))
    t.append((memory("add", dict={"cpi_sep2024": "CPI-U all items +0.2% m/m SA, +2.4% y/y NSA (Aug: +2.5%); smallest 12-mo rise since Feb 2021; released Oct 10, 2024",
                                  "core_sep2024": "Core (less food & energy) +0.3% m/m, +3.3% y/y; shelter +0.2% m/m, +4.9% y/y"}),
              added("cpi_sep2024", "core_sep2024")))
    t.append((extract("https://www.bls.gov/news.release/cpi.t01.htm", "unadjusted index levels and relative importance for September 2024"), """# Table 1. Consumer Price Index for All Urban Consumers (CPI-U): U.S. city average, by expenditure category, September 2024

[1982-84=100, unless otherwise noted]

""" + CPI_TABLE + """

Note: Index applies to a month as a whole, not to any specific date. Seasonally adjusted changes may be revised up to 5 years after original publication.
"""))
    t.append((search("Cleveland Fed inflation nowcast October 2024 CPI"), results(
        ("https://www.clevelandfed.org/indicators-and-data/inflation-nowcasting", "Inflation Nowcasting | Federal Reserve Bank of Cleveland", "Daily nowcasts of inflation for CPI, core CPI, PCE and core PCE, month-over-month and year-over-year ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2024-10-11/what-the-cleveland-fed-nowcast-says-about-october-cpi", "What the Cleveland Fed Nowcast Says About October CPI - Bloomberg", "The model points to a 0.2% monthly gain in the headline index ...", "Oct 11, 2024"),
        ("https://www.reddit.com/r/econmonitor/comments/1g1f9t7/cleveland_fed_nowcast_october_cpi/", "Cleveland Fed nowcast for October CPI : r/econmonitor", "Nowcast has y/y CPI at 2.5-2.6% for October ...", "Oct 12, 2024"),
        ("https://www.marketwatch.com/story/what-the-inflation-nowcast-says-about-octobers-cpi", "What the inflation nowcast says about October's CPI | MarketWatch", "Base effects from October 2023 could push the annual rate back up slightly ...", "Oct 14, 2024"),
        ("https://www.clevelandfed.org/publications/working-paper/2015/wp-1520-nowcasting-us-headline-and-core-inflation", "Nowcasting U.S. Headline and Core Inflation | Cleveland Fed", "Knotek and Zaman (2017) describe the methodology behind the nowcasts ...", "N/A"),
    )))
    t.append((memory("remove", key_list=["cpi_sep2024"]), removed("cpi_sep2024")))
    t.append((memory("add", dict={"cpi_2024_09_headline": "CPI-U all items +0.2% m/m SA, +2.4% y/y NSA (Aug: +2.5%); smallest 12-mo rise since Feb 2021; released Oct 10, 2024"}),
              added("cpi_2024_09_headline")))
    t.append((memory("retrieve_all"), all_items({
        "cpi_sep2024": "CPI-U all items +0.2% m/m SA, +2.4% y/y NSA (Aug: +2.5%); smallest 12-mo rise since Feb 2021; released Oct 10, 2024",
        "core_sep2024": "Core (less food & energy) +0.3% m/m, +3.3% y/y; shelter +0.2% m/m, +4.9% y/y"})))
    rs.add(task="search", tid="h40-search-22", system=SYSTEM, turns=t, bad=True, turn=8,
           kind="memory key renamed by the agent is listed under its old name",
           state="Research task: record the headline and core CPI-U changes for September 2024 from the BLS release, with index levels and the next release date. Memory is empty.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
