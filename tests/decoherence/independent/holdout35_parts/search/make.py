# ruff: noqa: E501
"""Held-out set holdout35, search domain: 22 deep-research sessions, 11 of them with one contradiction.

Each trajectory is a web_search / web_extractor / dict_memory session in the AgentWorldBench row format,
built with ``RowSet`` from ``rowkit2``. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout35_parts.search.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, pj, results, search

TOOLS = [
    {"name": "web_search", "description": "Search the web. Returns the top results (URL, title, snippet, date) for each query.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"},
                                                                 "description": "One or more search queries, run as a batch."}},
                    "required": ["queries"]}},
    {"name": "web_extractor", "description": "Fetch a web page and return its main content as Markdown, focused on the goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string"}},
                    "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "A persistent key-value scratchpad for intermediate findings.",
     "parameters": {"type": "object", "properties": {
         "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
         "dict": {"type": "object", "description": "Key-value pairs for add / update."},
         "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve / remove."}},
         "required": ["operation"]}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model**: a simulator of the web search, web page extraction and memory tools used by a deep-research agent. For each tool call, predict the exact response the real tool would return, with factual accuracy as the first priority and strict consistency with everything already returned in the session.

# Environment Management

The session starts with no search history and an empty memory unless the current state says otherwise. Track across turns:
- the facts, URLs and snippets already shown (an extracted page must agree with the snippet shown for its URL);
- the memory contents: every key added, updated or removed;
- how the agent's queries progress.

# Tool Execution

## web_search
Return 10 results per query, numbered [1], [2], ... For a batch of queries, give each query's results in turn, separated by a line of `=======`. Each result is:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024
```

Use `Date: N/A` for undated reference pages; use realistic dates for news and blogs. Mix sources: Wikipedia, official sites, news outlets, databases, forums.

## web_extractor
Return the page's main content as Markdown: headings, tables with `|`, lists. Skip ads and navigation. Match the page type (Wikipedia infobox and sections, news byline and body, official release, database record). Keep it consistent with earlier snippets and extractions.

## dict_memory
| Operation | Input | Output |
|---|---|---|
| add | dict | `Successfully added items of [keys] to memory.` |
| update | dict | `Successfully updated items of [keys] in memory.` |
| retrieve | key_list | the stored pairs as JSON; `Key not found: <key>` for a missing key |
| retrieve_all | none | every stored pair as JSON (`{}` when empty) |
| remove | key_list | `Successfully removed items of [keys] from memory.` |
| remove_all | none | `Successfully cleared all memory.` |

Memory persists across all turns until removed; a retrieve returns exactly what was last stored.

# Tools

""" + json.dumps(TOOLS, indent=1) + """

Reply to each call with the tool's output only, after **Environment Observation:**."""


def fence(text: str) -> str:
    return "```\n" + text + "\n```"


def res(*items: tuple[str, str, str, str]) -> str:
    """One query's ranked results, as the search tool prints them."""
    return fence(results(*items))


def batch(*groups: tuple[tuple[str, str, str, str], ...]) -> str:
    """Several queries' results, each numbered from [1], separated by a rule."""
    return fence("\n\n=======\n\n".join(results(*g) for g in groups))


def sub(text: str, old: str, new: str) -> str:
    """Replace one detail that must occur exactly once."""
    assert text.count(old) == 1, (old, text.count(old))
    return text.replace(old, new)


class Mem:
    """The dict_memory scratchpad: each method returns (action, observation) and keeps the store."""

    def __init__(self) -> None:
        self.d: dict[str, Any] = {}

    def add(self, items: dict[str, Any]) -> tuple[str, str]:
        self.d.update(items)
        return memory("add", dict=items), f"Successfully added items of {list(items)} to memory."

    def update(self, items: dict[str, Any]) -> tuple[str, str]:
        for k in items:
            assert k in self.d, k
        self.d.update(items)
        return memory("update", dict=items), f"Successfully updated items of {list(items)} in memory."

    def remove(self, keys: list[str]) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def clear(self) -> tuple[str, str]:
        self.d.clear()
        return memory("remove_all"), "Successfully cleared all memory."

    def get(self, keys: list[str]) -> tuple[str, str]:
        found = {k: self.d[k] for k in keys if k in self.d}
        missing = [f"Key not found: {k}" for k in keys if k not in self.d]
        parts = ([pj(found)] if found else []) + missing
        return memory("retrieve", key_list=keys), "\n".join(parts)

    def all(self) -> tuple[str, str]:
        return memory("retrieve_all"), pj(self.d)


def state(date: str, question: str) -> str:
    return (f"Session date: {date}\nUser question: {question}\nSearch history: none\n"
            "Memory: {} (empty)")


# web_search / web_extractor / dict_memory: Booker Prize (bad)
def t01(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("Booker Prize 2024 winner", "Booker Prize winners 2019 2020 2021 2022 2023"), batch(
        (("https://thebookerprizes.com/the-booker-library/news/samantha-harvey-wins-booker-prize-2024-orbital",
          "Samantha Harvey wins the Booker Prize 2024 for Orbital | The Booker Prizes",
          "Samantha Harvey has won the Booker Prize 2024 for Orbital, a novel that follows six astronauts through a single day aboard the International Space Station, orbiting Earth sixteen times ...",
          "Nov 12, 2024"),
         ("https://www.theguardian.com/books/2024/nov/12/samantha-harvey-wins-booker-prize-orbital",
          "Samantha Harvey wins Booker prize for 'wonderful' space novel Orbital | Booker prize | The Guardian",
          "Harvey's 136-page novel is the second-shortest book to win the prize, after Penelope Fitzgerald's Offshore in 1979. Chair of judges Edmund de Waal called it 'a book about a damaged, beautiful world' ...",
          "Nov 12, 2024"),
         ("https://en.wikipedia.org/wiki/2024_Booker_Prize",
          "2024 Booker Prize - Wikipedia",
          "The 2024 Booker Prize for Fiction was announced on 12 November 2024 at Old Billingsgate in London. The longlist was announced on 30 July 2024 and the shortlist of six books on 16 September 2024 ...",
          "N/A"),
         ("https://www.bbc.com/news/articles/c8rx0z7dd2ko",
          "Booker Prize 2024: Samantha Harvey wins for space station novel Orbital - BBC News",
          "British author Samantha Harvey has won the Booker Prize for her novel Orbital, which is set on the International Space Station. In her acceptance speech she dedicated the award to ...",
          "Nov 12, 2024"),
         ("https://www.nytimes.com/2024/11/12/books/booker-prize-samantha-harvey-orbital.html",
          "Samantha Harvey Wins the Booker Prize for 'Orbital' - The New York Times",
          "The novel, which takes place over 24 hours on the International Space Station, beat out books by Percival Everett, Rachel Kushner and Anne Michaels ...",
          "Nov 12, 2024"),
         ("https://en.wikipedia.org/wiki/Orbital_(novel)",
          "Orbital (novel) - Wikipedia",
          "Orbital is a 2023 novel by British author Samantha Harvey. It was published by Jonathan Cape in the UK and Grove Press in the US. It won the 2024 Booker Prize ...",
          "N/A"),
         ("https://www.penguin.co.uk/books/455829/orbital-by-harvey-samantha/9781787334335",
          "Orbital by Samantha Harvey - Penguin Books UK",
          "WINNER OF THE BOOKER PRIZE 2024. A slender novel of epic power ... Imprint: Jonathan Cape. Published: 02/11/2023. ISBN: 9781787334335. Length: 136 Pages ...",
          "N/A"),
         ("https://www.reuters.com/lifestyle/britains-samantha-harvey-wins-booker-prize-space-novel-orbital-2024-11-12/",
          "Britain's Samantha Harvey wins Booker Prize for space novel 'Orbital' | Reuters",
          "LONDON, Nov 12 (Reuters) - British author Samantha Harvey won the 2024 Booker Prize on Tuesday for 'Orbital', a short novel about astronauts aboard the International Space Station ...",
          "Nov 12, 2024"),
         ("https://www.npr.org/2024/11/12/nx-s1-5187811/booker-prize-samantha-harvey-orbital",
          "Samantha Harvey's 'Orbital' wins the 2024 Booker Prize : NPR",
          "Harvey is the first British woman to win the prize since Bernardine Evaristo in 2019. The award comes with a prize of 50,000 pounds ...",
          "Nov 12, 2024"),
         ("https://www.goodreads.com/book/show/61884934-orbital",
          "Orbital by Samantha Harvey | Goodreads",
          "A day in the life of six astronauts and cosmonauts aboard the International Space Station ... 3.66 avg rating — 98,412 ratings — published 2023",
          "N/A")),
        (("https://en.wikipedia.org/wiki/Booker_Prize",
          "Booker Prize - Wikipedia",
          "The Booker Prize, formerly the Booker Prize for Fiction, is a literary award conferred each year for the best single work of sustained fiction written in English and published in the UK or Ireland ...",
          "N/A"),
         ("https://thebookerprizes.com/the-booker-library/prize-years",
          "Prize years | The Booker Prizes",
          "Explore every winner, shortlist and longlist of the Booker Prize since 1969, and of the International Booker Prize since 2005 ...",
          "N/A"),
         ("https://www.theguardian.com/books/2023/nov/26/paul-lynch-wins-booker-prize-prophet-song",
          "Paul Lynch wins Booker prize for 'triumph' Prophet Song | The Guardian",
          "Irish author Paul Lynch has won the Booker prize for Prophet Song, a dystopian novel about a mother's attempts to protect her family as Ireland falls into tyranny ...",
          "Nov 26, 2023"),
         ("https://www.theguardian.com/books/2022/oct/17/shehan-karunatilaka-wins-booker-prize-seven-moons-of-maali-almeida",
          "Shehan Karunatilaka wins Booker prize for The Seven Moons of Maali Almeida",
          "Sri Lankan author Shehan Karunatilaka has won the Booker prize for his second novel, a satire set in the afterlife during the country's civil war ...",
          "Oct 17, 2022"),
         ("https://www.bbc.com/news/entertainment-arts-59146279",
          "Booker Prize 2021: Damon Galgut wins for The Promise - BBC News",
          "South African author Damon Galgut has won the Booker Prize at the third attempt, for The Promise, which charts the decline of a white South African family ...",
          "Nov 3, 2021"),
         ("https://thebookerprizes.com/the-booker-library/prize-years/2020",
          "The Booker Prize 2020 | The Booker Prizes",
          "Douglas Stuart won the 2020 Booker Prize for his debut novel Shuggie Bain, published by Picador ...",
          "N/A"),
         ("https://www.npr.org/2019/10/14/769954432/margaret-atwood-and-bernardine-evaristo-share-the-booker-prize",
          "Margaret Atwood And Bernardine Evaristo Share The Booker Prize : NPR",
          "In a break with the rules, the judges split the prize between Atwood's The Testaments and Evaristo's Girl, Woman, Other ...",
          "Oct 14, 2019"),
         ("https://www.penguin.co.uk/articles/2022/10/booker-prize-winners-list",
          "Every Booker Prize winner, from 1969 to today - Penguin Books UK",
          "From P. H. Newby's Something to Answer For to this year's winner, here is every novel that has taken the Booker Prize ...",
          "Nov 12, 2024"),
         ("https://www.goodreads.com/list/show/1013.Booker_Prize_Winners",
          "Booker Prize Winners (169 books) - Goodreads",
          "Wolf Hall, The Remains of the Day, Midnight's Children, Life of Pi, The Blind Assassin, Possession ...",
          "N/A"),
         ("https://www.britannica.com/art/Booker-Prize",
          "Booker Prize | Winners, List, & Facts | Britannica",
          "Booker Prize, prestigious British literary award given annually to the best novel written in English ... 2023 Paul Lynch, Prophet Song; 2024 Samantha Harvey, Orbital",
          "Nov 13, 2024")))))
    t.append((extract("https://thebookerprizes.com/the-booker-library/news/samantha-harvey-wins-booker-prize-2024-orbital",
                      "Winner, publisher, date and venue of announcement, prize money, judges, shortlist"), """# Samantha Harvey wins the Booker Prize 2024 for Orbital

*News · 12 November 2024 · 6 min read*

**Samantha Harvey has won the Booker Prize 2024 for *Orbital*, published by Jonathan Cape.**

The winner was announced by Edmund de Waal, Chair of the 2024 judges, at a ceremony at Old Billingsgate in London on Tuesday 12 November, broadcast live on BBC Radio 4 and streamed on the Booker Prizes' YouTube channel. Harvey was presented with her trophy by last year's winner, Paul Lynch, and receives £50,000.

*Orbital* follows six astronauts and cosmonauts from the United States, Russia, Italy, Britain and Japan through a single day aboard the International Space Station, as they circle the Earth sixteen times. It is the first novel set in space to win the prize.

> 'With her language of lyric intensity and acuity, Harvey makes our world strange and new for us. *Orbital* is a book about a damaged, beautiful world. It is about what we share and not what divides us.' — Edmund de Waal, Chair of judges

Harvey, who lives in Bath, is the first British woman to win the prize since Bernardine Evaristo in 2019. At 136 pages in its first edition, *Orbital* is the second-shortest book ever to win, after Penelope Fitzgerald's *Offshore* (1979).

## The 2024 judges

| Judge | Role |
| --- | --- |
| Edmund de Waal | Artist and writer (Chair) |
| Sara Collins | Novelist and lawyer |
| Justin Jordan | Bookseller, Rough Trade Books |
| Yiyun Li | Novelist |
| Nitin Sawhney | Composer and musician |

## The Booker Prize 2024 shortlist

| Title | Author | Country | Publisher |
| --- | --- | --- | --- |
| *James* | Percival Everett | USA | Mantle |
| *Creation Lake* | Rachel Kushner | USA | Jonathan Cape |
| *Held* | Anne Michaels | Canada | Bloomsbury |
| ***Orbital*** (winner) | Samantha Harvey | UK | Jonathan Cape |
| *The Safekeep* | Yael van der Wouden | Netherlands | Viking |
| *Stone Yard Devotional* | Charlotte Wood | Australia | Sceptre |

Each shortlisted author receives £2,500 and a specially bound edition of their book.

## Key dates

- Longlist announced: 30 July 2024 (13 books)
- Shortlist announced: 16 September 2024
- Winner announced: 12 November 2024

## Related

- [Read an extract from *Orbital*](https://thebookerprizes.com/the-booker-library/features/an-extract-from-orbital-by-samantha-harvey)
- [Samantha Harvey: 'I wanted to write about the Earth as if it were a character'](https://thebookerprizes.com/the-booker-library/features/samantha-harvey-interview-orbital)
- [Every Booker Prize winner](https://thebookerprizes.com/the-booker-library/prize-years)"""))
    t.append(m.add({"booker_2024": "Orbital — Samantha Harvey (UK); publisher Jonathan Cape; announced 12 Nov 2024 at Old Billingsgate, London; £50,000; chair of judges Edmund de Waal",
                    "booker_2023": "Prophet Song — Paul Lynch (Ireland); announced 26 Nov 2023"}))
    t.append((extract("https://en.wikipedia.org/wiki/Orbital_(novel)", "UK publication date, publisher, page count and ISBN"), """# Orbital (novel)

From Wikipedia, the free encyclopedia

2023 novel by Samantha Harvey

| Orbital | |
| --- | --- |
| First edition cover (UK) | |
| Author | Samantha Harvey |
| Language | English |
| Genre | Literary fiction |
| Set in | International Space Station |
| Publisher | Jonathan Cape (UK) Grove Press (US) |
| Publication date | 2 November 2023 (UK) 5 December 2023 (US) |
| Publication place | United Kingdom |
| Media type | Print (hardback), e-book, audiobook |
| Pages | 136 |
| Awards | Booker Prize (2024) Hawthornden Prize (2024) |
| ISBN | 978-1-78733-433-5 |
| OCLC | 1369489277 |

***Orbital*** is a 2023 novel by British author Samantha Harvey. It was published in the United Kingdom on 2 November 2023 by Jonathan Cape, and in the United States by Grove Press on 5 December 2023. Set over the course of a single day aboard the International Space Station, it follows four astronauts and two cosmonauts as they complete sixteen orbits of the Earth.

The novel won the 2024 Booker Prize, and had earlier won the 2024 Hawthornden Prize. It was also shortlisted for the 2024 Ondaatje Prize and the Ursula K. Le Guin Prize for Fiction.

## Synopsis

The six crew members, Anton and Roman from Russia, Chie from Japan, Nell from Britain, Pietro from Italy and Shaun from the United States, go about their routines of experiments, exercise and maintenance. Over the day, a typhoon gathers over the Philippines, Chie learns of her mother's death, and a crewed Moon mission passes them on its way out.

## Background

Harvey began the novel during the COVID-19 lockdowns in 2020 and has said that she nearly abandoned it, fearing that she had no right to write about space without having been there. She drew on footage from the ISS live feeds and astronauts' memoirs.

## Reception

The novel received largely positive reviews. In *The Guardian*, Alex Preston called it "a miraculous novel", while *The Times* praised its "lyrical, almost liturgical" prose. Following the Booker win, sales of the book rose sharply; Nielsen BookScan reported that it sold more than 26,000 copies in the UK in the week after the announcement.

## Publication history

| Edition | Publisher | Date | Format | ISBN |
| --- | --- | --- | --- | --- |
| UK first edition | Jonathan Cape | 2 November 2023 | Hardback | 978-1-78733-433-5 |
| US edition | Grove Press | 5 December 2023 | Hardback | 978-0-8021-6153-5 |
| UK paperback | Vintage | 4 July 2024 | Paperback | 978-1-5299-2293-6 |

## References

1. "Orbital". Penguin Books UK. Retrieved 12 November 2024.
2. Preston, Alex (1 November 2023). "Orbital by Samantha Harvey review – a miraculous novel". *The Guardian*.
3. "Samantha Harvey wins the Booker Prize 2024 for Orbital". The Booker Prizes. 12 November 2024.
4. Flood, Alison (20 November 2024). "Orbital sales soar after Booker win". *The Bookseller*.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Orbital_(novel)&oldid=1257812264"

Categories: 2023 British novels · Novels set on the International Space Station · Booker Prize-winning works · Jonathan Cape books"""))
    t.append(m.add({"orbital_isbn": "978-1-78733-433-5 (Jonathan Cape UK hardback, 2 Nov 2023, 136 pp)"}))
    t.append((extract("https://en.wikipedia.org/wiki/Booker_Prize", "Winners 2015–2024 with authors, nationality and publisher"), """# Booker Prize

From Wikipedia, the free encyclopedia

Literary prize for a novel written in English

| Booker Prize | |
| --- | --- |
| Awarded for | Best sustained work of fiction written in English and published in the UK or Ireland |
| Sponsored by | Crankstart (since 2019) |
| Country | United Kingdom |
| Reward(s) | £50,000 |
| First awarded | 1969 |
| Most recent winner | Samantha Harvey, *Orbital* (2024) |
| Website | thebookerprizes.com |

The **Booker Prize**, formerly the Booker Prize for Fiction (and known as the Booker–McConnell Prize 1969–2001 and the Man Booker Prize 2002–2019), is a literary award conferred each year for the best single work of sustained fiction written in English and published in the United Kingdom or Ireland. The winner receives £50,000 as well as international publicity.

## Winners (2015–2024)

| Year | Author | Nationality | Title | UK publisher |
| --- | --- | --- | --- | --- |
| 2015 | Marlon James | Jamaica | *A Brief History of Seven Killings* | Oneworld |
| 2016 | Paul Beatty | United States | *The Sellout* | Oneworld |
| 2017 | George Saunders | United States | *Lincoln in the Bardo* | Bloomsbury |
| 2018 | Anna Burns | United Kingdom | *Milkman* | Faber & Faber |
| 2019 | Margaret Atwood | Canada | *The Testaments* | Chatto & Windus |
| 2019 | Bernardine Evaristo | United Kingdom | *Girl, Woman, Other* | Hamish Hamilton |
| 2020 | Douglas Stuart | United Kingdom / United States | *Shuggie Bain* | Picador |
| 2021 | Damon Galgut | South Africa | *The Promise* | Chatto & Windus |
| 2022 | Shehan Karunatilaka | Sri Lanka | *The Seven Moons of Maali Almeida* | Sort of Books |
| 2023 | Paul Lynch | Ireland | *Prophet Song* | Oneworld |
| 2024 | Samantha Harvey | United Kingdom | *Orbital* | Jonathan Cape |

In 2019 the judges defied the rules by awarding the prize jointly to Atwood and Evaristo; the rules were reinstated afterwards to allow only a single winner.

## Multiple winners

Four authors have won the prize twice: J. M. Coetzee (1983, 1999), Peter Carey (1988, 2001), Hilary Mantel (2009, 2012) and Margaret Atwood (2000, 2019).

Retrieved from "https://en.wikipedia.org/w/index.php?title=Booker_Prize&oldid=1257901873\""""))
    obs = sub(m.all()[1], "978-1-78733-433-5", "978-1-78733-443-5")
    t.append((memory("retrieve_all"), obs))
    t.append(m.add({"booker_2019_2022": "2019 Margaret Atwood, The Testaments + Bernardine Evaristo, Girl, Woman, Other (joint); 2020 Douglas Stuart, Shuggie Bain (Picador); 2021 Damon Galgut, The Promise (Chatto & Windus); 2022 Shehan Karunatilaka, The Seven Moons of Maali Almeida (Sort of Books)"}))
    rs.add(task="search", tid="h35-search-01", system=SYSTEM, turns=t,
           state=state("2024-11-19", "Who won the 2024 Booker Prize, who published the winning novel in the UK and what is its UK hardback ISBN? Also list the winners from 2019 to 2023."),
           bad=True, turn=7, kind="ISBN stored in memory reads back with one digit changed")


# web_search / web_extractor / dict_memory: Michelin Guide California (clean)
def t02(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("MICHELIN Guide California 2022 new three stars"), res(
        ("https://guide.michelin.com/us/en/article/michelin-guide-ceremony/michelin-guide-california-2022-stars",
         "The 2022 MICHELIN Guide California: Addison Earns Three Stars",
         "Addison in San Diego is the newest Three MICHELIN Star restaurant in California, announced tonight at the Petersen Automotive Museum in Los Angeles ...",
         "Dec 5, 2022"),
        ("https://www.delmartimes.net/news/story/2022-12-06/san-diegos-addison-awarded-third-michelin-star",
         "San Diego's Addison awarded third Michelin star, joining the ranks of the most elite restaurants in the world",
         "Addison, chef and director William Bradley's 16-year-old restaurant in Carmel Valley, earned its third Michelin star on Monday, Dec. 5 ... the first restaurant in the United States to receive a third star since 2019.",
         "Dec 6, 2022"),
        ("https://www.cbs8.com/article/news/local/restaurant-addison-earns-third-michelin-star/509-3e7ac0d0-027a-46af-84e0-faec49c49563",
         "San Diego restaurant Addison earns third Michelin star | cbs8.com",
         "SAN DIEGO — San Diego restaurant Addison earned its third Michelin star on Monday, the only new three-star restaurant announced in the 2022 California MICHELIN guide ...",
         "Dec 5, 2022"),
        ("https://www.sfchronicle.com/food/restaurants/article/michelin-stars-2022-bay-area-17633170.php",
         "Michelin stars 2022: Bay Area restaurants keep their stars as L.A. and San Diego gain ground",
         "No Bay Area restaurant gained a third star this year, and Manresa, which is closing at the end of the year, kept its three stars ...",
         "Dec 5, 2022"),
        ("https://www.latimes.com/food/story/2022-12-05/michelin-guide-california-2022-los-angeles-stars",
         "Michelin Guide California 2022: Los Angeles restaurants that earned stars - Los Angeles Times",
         "The 2022 guide was revealed at a ceremony at the Petersen Automotive Museum. San Diego's Addison became the first Southern California restaurant with three stars ...",
         "Dec 5, 2022"),
        ("https://en.wikipedia.org/wiki/List_of_Michelin_3-star_restaurants_in_the_United_States",
         "List of Michelin 3-star restaurants in the United States - Wikipedia",
         "The following is a list of restaurants in the United States that hold or have held three Michelin stars, by city and year ...",
         "N/A"),
        ("https://sandiego.eater.com/2022/12/5/23494985/addison-three-michelin-stars-william-bradley",
         "Addison Nabs Three Michelin Stars, a First for San Diego - Eater San Diego",
         "William Bradley's Addison, which earned its first star in 2019 and a second in 2021, has joined the exclusive three-star club ...",
         "Dec 5, 2022"),
        ("https://www.bloomberg.com/news/articles/2022-12-06/the-best-restaurants-in-california-michelin-guide-stars-and-list",
         "The Best Restaurants in California, According to the Michelin Guide - Bloomberg",
         "The Michelin Guide, which announced selections at a ceremony in Los Angeles on Dec. 5, awarded three stars to Addison in San Diego. Seven restaurants in the state now hold that designation ...",
         "Dec 6, 2022"),
        ("https://www.reddit.com/r/finedining/comments/zdm4q1/addison_gets_its_third_michelin_star/",
         "Addison gets its third Michelin star : r/finedining - Reddit",
         "Well deserved. Ate there in August and the service was on par with French Laundry. Curious whether the price goes up now ...",
         "Dec 6, 2022"),
        ("https://www.sfgate.com/food/article/manresa-closing-david-kinch-17431402.php",
         "Manresa, one of California's few three-Michelin-star restaurants, is closing - SFGATE",
         "Chef David Kinch will close Manresa in Los Gatos at the end of 2022, after 20 years. The final service is planned for New Year's Eve ...",
         "Sep 20, 2022"))))
    t.append((extract("https://guide.michelin.com/us/en/article/michelin-guide-ceremony/michelin-guide-california-2022-stars",
                      "Full list of California Three Star restaurants in the 2022 guide and what is new"), """# The 2022 MICHELIN Guide California: Addison Earns Three Stars

*MICHELIN Guide Ceremony · 05 December 2022*

Tonight, at a ceremony held at the Petersen Automotive Museum in Los Angeles, the MICHELIN Guide revealed its 2022 selection for the Golden State. The headline: **Addison**, in San Diego, is promoted to Three MICHELIN Stars, making it the first restaurant in Southern California to receive the guide's highest distinction.

> "Chef William Bradley's standard-setting dining room is exceedingly ambitious, and his team is cooking world-class ingredients with exceptional skill. The tasting menu is marked by glorious presentations and enhanced by the harmonious application of global flavors." — The MICHELIN Guide Inspectors

"Addison has been on a steady rise since it joined the guide in 2019," said Gwendal Poullennec, International Director of the MICHELIN Guides. "Its promotion is a sign of how much California's dining scene continues to mature beyond the Bay Area."

## Three MICHELIN Stars: Exceptional cuisine, worth a special journey

| Restaurant | City | Chef | Cuisine | Status |
| --- | --- | --- | --- | --- |
| Addison | San Diego | William Bradley | Californian | **New** |
| Atelier Crenn | San Francisco | Dominique Crenn | Contemporary | Retained |
| Benu | San Francisco | Corey Lee | Asian, Contemporary | Retained |
| The French Laundry | Yountville | Thomas Keller | Contemporary | Retained |
| Manresa | Los Gatos | David Kinch | Contemporary | Retained |
| Quince | San Francisco | Michael Tusk | Californian, Contemporary | Retained |
| SingleThread | Healdsburg | Kyle & Katina Connaughton | Californian, Japanese | Retained |

With Addison's promotion, California now counts seven Three-Star restaurants, more than any other state.

## Also tonight

- New One-Star and Two-Star restaurants were announced across Los Angeles, Orange County, San Diego, Sacramento and the Bay Area; see the full selection on the MICHELIN Guide website and app.
- The 2022 Green Star, Sommelier, Mentor Chef, Young Chef and Exceptional Cocktails awards were presented.
- Bib Gourmand additions for California were revealed earlier in the week.

## How the stars work

- One MICHELIN Star: high quality cooking, worth a stop
- Two MICHELIN Stars: excellent cooking, worth a detour
- Three MICHELIN Stars: exceptional cuisine, worth a special journey

Inspectors are anonymous, pay their own bills and award stars for the food on the plate only.

*Hero image: Addison's dining room at the Fairmont Grand Del Mar, San Diego. © Addison*"""))
    t.append(m.add({"ca_3star_2022": ["Addison (San Diego) — new", "Atelier Crenn (San Francisco)", "Benu (San Francisco)", "The French Laundry (Yountville)", "Manresa (Los Gatos)", "Quince (San Francisco)", "SingleThread (Healdsburg)"],
                    "new_3star_2022": "Addison, San Diego — chef William Bradley; announced 5 Dec 2022, Petersen Automotive Museum, LA"}))
    t.append((search("Manresa Los Gatos closing date David Kinch three stars"), res(
        ("https://www.sfgate.com/food/article/manresa-closing-david-kinch-17431402.php",
         "Manresa, one of California's few three-Michelin-star restaurants, is closing - SFGATE",
         "Chef David Kinch will close Manresa in Los Gatos at the end of 2022, after 20 years. The final service is planned for New Year's Eve ...",
         "Sep 20, 2022"),
        ("https://www.sfchronicle.com/food/restaurants/article/manresa-closing-kinch-17430998.php",
         "Manresa, Los Gatos' three-Michelin-star restaurant, will close at the end of the year",
         "David Kinch said he wants to step away from the grind of a tasting-menu restaurant. The restaurant will close after service on Dec. 31 ...",
         "Sep 20, 2022"),
        ("https://www.manresarestaurant.com/",
         "Manresa Restaurant | Los Gatos, California",
         "Thank you for twenty years. Our final season of dinners runs through December 31, 2022. Reservations for the remaining dates are fully committed ...",
         "N/A"),
        ("https://www.eater.com/2022/9/20/23362871/manresa-closing-david-kinch-los-gatos",
         "Manresa, One of America's Most Acclaimed Restaurants, Is Closing - Eater",
         "David Kinch's tasting-menu destination, which earned three Michelin stars in 2016, will serve its last dinners in December ...",
         "Sep 20, 2022"),
        ("https://en.wikipedia.org/wiki/Manresa_(restaurant)",
         "Manresa (restaurant) - Wikipedia",
         "Manresa was a restaurant in Los Gatos, California, owned by chef David Kinch. It opened in 2002, held three Michelin stars from 2016, and closed on January 1, 2023 ...",
         "N/A"),
        ("https://www.delmartimes.net/news/story/2022-12-06/san-diegos-addison-awarded-third-michelin-star",
         "San Diego's Addison awarded third Michelin star, joining the ranks of the most elite restaurants in the world",
         "... one of seven in California, though that number will fall to six when Manresa in Los Gatos closes for good on Jan. 1 ...",
         "Dec 6, 2022"),
        ("https://www.mercurynews.com/2022/09/20/manresa-los-gatos-closing-david-kinch/",
         "Manresa in Los Gatos to close after 20 years - The Mercury News",
         "Kinch will keep Manresa Bread, the bakery offshoot with locations in Los Gatos, Campbell and Los Altos, open ...",
         "Sep 20, 2022"),
        ("https://www.latimes.com/food/story/2022-09-21/manresa-david-kinch-closing",
         "Why David Kinch is closing Manresa, one of America's great restaurants - Los Angeles Times",
         "In an interview, Kinch said the restaurant has nothing left to prove and that he wants to cook 'for fun again' ...",
         "Sep 21, 2022"),
        ("https://www.reddit.com/r/finedining/comments/xjk2p7/manresa_is_closing_at_the_end_of_the_year/",
         "Manresa is closing at the end of the year : r/finedining",
         "Glad I got one last meal in there this summer. The garden menu was still incredible ...",
         "Sep 20, 2022"),
        ("https://www.forbes.com/sites/lanabortolot/2022/09/21/manresa-closing/",
         "Three-Michelin-Star Manresa Is Closing. Here's What Chef David Kinch Does Next - Forbes",
         "Kinch is working on a new cookbook and says he will consult for other projects in 2023 ...",
         "Sep 21, 2022"))))
    t.append((extract("https://www.delmartimes.net/news/story/2022-12-06/san-diegos-addison-awarded-third-michelin-star",
                      "Details on Addison's star history and how many three-star restaurants California and the US have"), """# San Diego's Addison awarded third Michelin star, joining the ranks of the most elite restaurants in the world

*Del Mar Times · Staff report · Dec. 6, 2022 5:02 PM PT*

*William Bradley's California gastronomy-focused fine dining spot in Carmel Valley was the only San Diego County restaurant to receive either a new star or Bib Gourmand award in 2022*

Addison, chef and director William Bradley's 16-year-old California gastronomy restaurant in San Diego's Carmel Valley, earned its third Michelin star on Monday, Dec. 5, joining the rarefied ranks of the most elite restaurants in the world.

At the Michelin Guide announcement ceremony Dec. 5 at the Petersen Automotive Museum in Los Angeles, Bradley was the star of the evening: Addison is the first restaurant in the United States to receive a third Michelin star since 2019. Three stars is Michelin's highest honor.

"San Diego, we did it!" Bradley said from the stage, seconds after Addison was named the world's newest three-star restaurant. He was joined on stage by his team and his wife, Kyra.

## Star by star

| Year | Michelin Guide California | Stars for Addison |
| --- | --- | --- |
| 2019 | Inaugural statewide guide (Huntington Beach) | 1 |
| 2021 | Guide revealed after the pandemic pause | 2 |
| 2022 | Ceremony at the Petersen Automotive Museum, Los Angeles | 3 |

Addison is now one of only 14 Michelin three-star restaurants in the United States and one of seven in California, though that number will fall to six when Manresa in Los Gatos closes for good on Jan. 1. It is the only three-star restaurant in Southern California; the rest are in the Bay Area and Napa and Sonoma counties.

The restaurant, which opened in 2006 at the Fairmont Grand Del Mar resort, serves a single tasting menu that Bradley calls "California gastronomy", paired with one of the largest wine lists in the region.

"We never chased the stars," Bradley said. "We chased consistency. Every night, every plate."

## What it means for San Diego

Michelin began inspecting restaurants outside the Bay Area in 2019, when Visit California paid the company to produce a statewide guide. That year Addison earned San Diego's first star. Tourism officials say a three-star restaurant puts a city on the itinerary of a small but free-spending group of culinary travelers."""))
    t.append(m.update({"ca_3star_2022": ["Addison (San Diego) — new", "Atelier Crenn (San Francisco)", "Benu (San Francisco)", "The French Laundry (Yountville)", "Manresa (Los Gatos) — closes 1 Jan 2023", "Quince (San Francisco)", "SingleThread (Healdsburg)", "NOTE: 7 three-star restaurants in CA after the 5 Dec 2022 ceremony; 6 once Manresa closes on 1 Jan 2023; 14 in the US"]}))
    t.append((search("how many three Michelin star restaurants in the United States 2022"), res(
        ("https://en.wikipedia.org/wiki/List_of_Michelin_3-star_restaurants_in_the_United_States",
         "List of Michelin 3-star restaurants in the United States - Wikipedia",
         "As of the 2022 guides, 14 restaurants in the United States hold three stars: seven in California, five in New York City, and one in Chicago (Alinea) and one in the Washington, D.C. guide (The Inn at Little Washington) ...",
         "N/A"),
        ("https://www.delmartimes.net/news/story/2022-12-06/san-diegos-addison-awarded-third-michelin-star",
         "San Diego's Addison awarded third Michelin star, joining the ranks of the most elite restaurants in the world",
         "Addison is now one of only 14 Michelin three-star restaurants in the United States and one of seven in California ...",
         "Dec 6, 2022"),
        ("https://guide.michelin.com/us/en/article/features/every-three-michelin-star-restaurant-in-the-usa",
         "Every Three MICHELIN Star Restaurant in the United States",
         "From Alinea in Chicago to The Inn at Little Washington, here is every restaurant in the U.S. that holds the guide's highest honor ...",
         "Dec 7, 2022"),
        ("https://www.bloomberg.com/news/articles/2022-12-06/the-best-restaurants-in-california-michelin-guide-stars-and-list",
         "The Best Restaurants in California, According to the Michelin Guide - Bloomberg",
         "Seven restaurants in the state now hold that designation of 'exceptional cuisine, worth a special journey.' New York has only five with three stars, a list that has not changed in five years ...",
         "Dec 6, 2022"),
        ("https://www.reddit.com/r/finedining/comments/zdm4q1/addison_gets_its_third_michelin_star/",
         "Addison gets its third Michelin star : r/finedining - Reddit",
         "Well deserved. Ate there in August and the service was on par with French Laundry. Curious whether the price goes up now ...",
         "2 days ago"),
        ("https://www.eater.com/23141702/michelin-three-star-restaurants-america-list",
         "All the Three-Michelin-Star Restaurants in America - Eater",
         "Eleven Madison Park, Le Bernardin, Masa, Per Se and Chef's Table at Brooklyn Fare in New York; Alinea in Chicago; The Inn at Little Washington in Virginia ...",
         "Dec 6, 2022"),
        ("https://www.foodandwine.com/michelin-three-star-restaurants-us-7090412",
         "Every Michelin Three-Star Restaurant in the U.S. - Food & Wine",
         "Only a handful of American restaurants have reached the top tier. Here's where they are and what a meal costs ...",
         "Nov 30, 2022"),
        ("https://www.statista.com/statistics/1040960/michelin-three-star-restaurants-usa-by-city/",
         "Number of Michelin three-star restaurants in the U.S. by city 2022 | Statista",
         "As of December 2022, the San Francisco Bay Area had the highest number of three-star Michelin restaurants in the United States ...",
         "Dec 2022"),
        ("https://www.tripadvisor.com/ShowTopic-g60713-i58-k13945067-Three_star_Michelin_restaurants_in_the_US.html",
         "Three star Michelin restaurants in the US - San Francisco Forum - Tripadvisor",
         "Is it worth doing Benu and SingleThread on the same trip? We have four nights ...",
         "Oct 14, 2022"),
        ("https://www.washingtonpost.com/food/2022/11/08/michelin-guide-dc-2022/",
         "Michelin Guide D.C. 2022: The Inn at Little Washington keeps three stars",
         "The Inn at Little Washington remains the region's only three-star restaurant, while ...",
         "Nov 8, 2022"))))
    t.append(m.get(["ca_3star_2022", "new_3star_2022"]))
    rs.add(task="search", tid="h35-search-02", system=SYSTEM, turns=t,
           state=state("2022-12-08", "Which restaurant was newly promoted to three Michelin stars in the 2022 California guide, and how many three-star restaurants will California have at the start of 2023?"))


# web_search / web_extractor / dict_memory: high-speed rail lines (clean)
def t03(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("Beijing–Shanghai high-speed railway length opening date", "Tokaido Shinkansen line length opened 1964"), batch(
        (("https://en.wikipedia.org/wiki/Beijing%E2%80%93Shanghai_high-speed_railway",
          "Beijing–Shanghai high-speed railway - Wikipedia",
          "The Beijing–Shanghai high-speed railway is a 1,318-kilometre (819 mi) high-speed railway that connects two major economic zones in the People's Republic of China ... opened to the public on 30 June 2011.",
          "N/A"),
         ("https://www.railway-technology.com/projects/beijing-shanghai/",
          "Beijing-Shanghai High-Speed Railway - Railway Technology",
          "The 1,318km line was built at a cost of around 220bn yuan ($32.3bn) and cut the journey between the two cities to under five hours ...",
          "N/A"),
         ("https://www.chinadaily.com.cn/a/202106/30/WS60dbd5a3a310efa1bd65ea6a.htm",
          "Beijing-Shanghai high-speed railway marks 10th anniversary - Chinadaily.com.cn",
          "Over its first decade the line carried more than 1.35 billion passengers, according to Beijing-Shanghai High Speed Railway Co ...",
          "Jun 30, 2021"),
         ("https://www.travelchinaguide.com/china-trains/high-speed-rail/beijing-shanghai.htm",
          "Beijing Shanghai High Speed Train: Schedule, Fares, Duration",
          "About 1,300 km, the fastest G trains take 4 hours 18 minutes; second class seats from CNY 553 ...",
          "Nov 2, 2024"),
         ("https://www.reuters.com/article/us-china-railway-idUSTRE75T0LB20110630/",
          "China opens Beijing-Shanghai high-speed rail line | Reuters",
          "BEIJING, June 30 (Reuters) - China opened its flagship high-speed rail line between Beijing and Shanghai on Thursday, a day before the Communist Party's 90th anniversary ...",
          "Jun 30, 2011"),
         ("https://www.britannica.com/topic/Beijing-Shanghai-High-Speed-Railway",
          "Beijing-Shanghai High-Speed Railway | China, Map, & Facts | Britannica",
          "The line runs through Tianjin, Hebei, Shandong, Anhui and Jiangsu; trains operate at up to 350 km (217 miles) per hour ...",
          "N/A"),
         ("https://www.seat61.com/China-train-travel.htm",
          "Train travel in China | A beginner's guide - Seat61",
          "Beijing to Shanghai by G-train takes from 4h18 to 6h, trains every 10-15 minutes through the day ...",
          "Oct 18, 2024"),
         ("https://www.globaltimes.cn/page/202406/1315067.shtml",
          "Beijing-Shanghai HSR tops 1.7 billion trips in 13 years - Global Times",
          "The railway's daily average passenger volume exceeded 600,000 in the first half of 2024 ...",
          "Jun 30, 2024")),
        (("https://en.wikipedia.org/wiki/T%C5%8Dkaid%C5%8D_Shinkansen",
          "Tōkaidō Shinkansen - Wikipedia",
          "The Tōkaidō Shinkansen is a Japanese high-speed rail line opened in 1964 between Tokyo and Shin-Osaka ... It is operated by the Central Japan Railway Company (JR Central).",
          "N/A"),
         ("https://global.jr-central.co.jp/en/company/about/tokaido-shinkansen.html",
          "Tokaido Shinkansen | About JR Central",
          "Opened on October 1, 1964, the Tokaido Shinkansen connects Tokyo and Shin-Osaka, a distance of 552.6 km, in as little as 2 hours 21 minutes ...",
          "N/A"),
         ("https://www.japan-guide.com/e/e2018.html",
          "Tokaido Shinkansen - japan-guide.com",
          "Nozomi, Hikari and Kodama trains run on the line; Nozomi trains reach 285 km/h ...",
          "Sep 9, 2024"),
         ("https://www.nippon.com/en/japan-data/h02145/",
          "The Tōkaidō Shinkansen at 60: Japan's Bullet Train by the Numbers | Nippon.com",
          "Since its opening ahead of the 1964 Tokyo Olympics, the line has carried some 7 billion passengers without a single passenger fatality from a derailment or collision ...",
          "Oct 1, 2024"),
         ("https://www.britannica.com/topic/Shinkansen",
          "Shinkansen | Japanese railway system | Britannica",
          "The first line, the Tōkaidō Shinkansen between Tokyo and Ōsaka (515 km [320 miles]), opened in 1964 ...",
          "N/A"),
         ("https://www.railway-technology.com/features/tokaido-shinkansen-60-years/",
          "Tokaido Shinkansen at 60: how the bullet train changed rail - Railway Technology",
          "When the first 0 Series trains entered service on 1 October 1964 they travelled at 210 km/h ...",
          "Oct 1, 2024"),
         ("https://www.reddit.com/r/japanlife/comments/1ftf1xg/tokaido_shinkansen_turns_60_today/",
          "Tokaido Shinkansen turns 60 today : r/japanlife",
          "Still amazed it's a 2h21m ride to Osaka. The N700S is the quietest train I've been on ...",
          "Oct 1, 2024"),
         ("https://www.japan-rail-pass.com/shinkansen/tokaido",
          "Tokaido Shinkansen Line: route, stations and JR Pass - JRailPass",
          "17 stations between Tokyo and Shin-Osaka; Nozomi services require a supplement for JR Pass holders ...",
          "Jan 4, 2024")))))
    t.append((extract("https://en.wikipedia.org/wiki/Beijing%E2%80%93Shanghai_high-speed_railway", "Length, opening date, design and operating speed, stations"), """# Beijing–Shanghai high-speed railway

From Wikipedia, the free encyclopedia

| Beijing–Shanghai high-speed railway | |
| --- | --- |
| Native name | 京沪高速铁路 |
| Status | Operational |
| Locale | Beijing, Tianjin, Hebei, Shandong, Anhui, Jiangsu, Shanghai |
| Termini | Beijing South, Shanghai Hongqiao |
| Stations | 24 |
| Opened | 30 June 2011 |
| Owner | China Railway |
| Operator(s) | Beijing–Shanghai High Speed Railway Co., Ltd. |
| Line length | 1,318 km (819 mi) |
| Track gauge | 1,435 mm standard gauge |
| Electrification | 25 kV 50 Hz AC overhead catenary |
| Operating speed | 350 km/h (217 mph) |
| Design speed | 380 km/h (236 mph) |

The **Beijing–Shanghai high-speed railway** (or **Jinghu high-speed railway**) is a 1,318-kilometre (819 mi) high-speed railway that connects two major economic zones in the People's Republic of China: the Bohai Economic Rim and the Yangtze River Delta. Construction began on 18 April 2008, with the line opened to the public for commercial service on 30 June 2011.

## History

The line was first proposed in the early 1990s. After a long debate over whether to use maglev or conventional wheel-on-rail technology, the government chose conventional high-speed rail in 2006. Construction involved 135,000 workers at the peak, and the line cost ¥220.9 billion (about US$32 billion).

When it opened, trains ran at a reduced 300 km/h (186 mph), after the Ministry of Railways lowered top speeds on new lines earlier in 2011. Operation at 350 km/h resumed with the Fuxing CR400 trains on 21 September 2017, bringing the fastest Beijing–Shanghai journey to 4 hours 18 minutes.

## Route

| Station | Distance from Beijing South (km) | Province/municipality |
| --- | --- | --- |
| Beijing South | 0 | Beijing |
| Langfang | 59 | Hebei |
| Tianjin South | 131 | Tianjin |
| Cangzhou West | 219 | Hebei |
| Dezhou East | 327 | Shandong |
| Jinan West | 419 | Shandong |
| Tai'an | 462 | Shandong |
| Qufu East | 533 | Shandong |
| Xuzhou East | 692 | Jiangsu |
| Bengbu South | 844 | Anhui |
| Nanjing South | 1,023 | Jiangsu |
| Zhenjiang South | 1,087 | Jiangsu |
| Changzhou North | 1,153 | Jiangsu |
| Wuxi East | 1,210 | Jiangsu |
| Suzhou North | 1,237 | Jiangsu |
| Kunshan South | 1,264 | Jiangsu |
| Shanghai Hongqiao | 1,318 | Shanghai |

*(selected stations)*

## Ridership

Ridership grew quickly after opening, and the operating company reported its first annual profit in 2014. It is regarded as the most profitable high-speed line in China.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Beijing–Shanghai_high-speed_railway&oldid=1251183390\""""))
    t.append((extract("https://en.wikipedia.org/wiki/T%C5%8Dkaid%C5%8D_Shinkansen", "Route length, opening date, top speed, operator"), """# Tōkaidō Shinkansen

From Wikipedia, the free encyclopedia

| Tōkaidō Shinkansen | |
| --- | --- |
| Native name | 東海道新幹線 |
| Status | Operational |
| Owner | JR Central |
| Locale | Tokyo, Kanagawa, Shizuoka, Aichi, Gifu, Shiga, Kyoto, Osaka |
| Termini | Tokyo, Shin-Osaka |
| Stations | 17 |
| Opened | 1 October 1964 |
| Operator(s) | JR Central |
| Rolling stock | N700A, N700S series |
| Line length | 515.4 km (320.3 mi) |
| Track gauge | 1,435 mm standard gauge |
| Electrification | 25 kV 60 Hz AC overhead |
| Operating speed | 285 km/h (177 mph) |

The **Tōkaidō Shinkansen** is a Japanese high-speed rail line opened in 1964 between Tokyo and Shin-Osaka. It was the world's first high-speed rail line, and is operated by the Central Japan Railway Company (JR Central). It is one of the busiest high-speed lines in the world.

## Distances

The line's actual route length is 515.4 km. Fares, however, are calculated on the *operating kilometre* (営業キロ) of the parallel conventional Tōkaidō Main Line, **552.6 km**, which is the figure JR Central quotes in its own publications.

## History

Construction began on 20 April 1959, led by Japanese National Railways president Shinji Sogō and chief engineer Hideo Shima. The line opened on 1 October 1964, nine days before the opening of the Tokyo Olympics, with 0 Series trains running at up to 210 km/h. The fastest *Hikari* took four hours between Tokyo and Shin-Osaka, reduced to 3 hours 10 minutes in 1965.

| Year | Top speed | Fastest Tokyo–Shin-Osaka |
| --- | --- | --- |
| 1964 | 210 km/h | 4 h 00 min |
| 1965 | 210 km/h | 3 h 10 min |
| 1992 | 270 km/h (300 Series *Nozomi*) | 2 h 30 min |
| 2015 | 285 km/h | 2 h 22 min |
| 2020 | 285 km/h (N700S) | 2 h 21 min |

Since 1987 the line has been operated by JR Central following the privatisation of JNR.

## Services

- *Nozomi*: limited stops, up to 12 trains per hour in each direction
- *Hikari*: semi-fast
- *Kodama*: all stations

Retrieved from "https://en.wikipedia.org/w/index.php?title=Tōkaidō_Shinkansen&oldid=1253377020\""""))
    t.append(m.add({"beijing_shanghai": "1,318 km (819 mi); opened 30 Jun 2011; 350 km/h operating (300 km/h 2011–2017); 24 stations",
                    "tokaido": "515.4 km route length (552.6 operating km used for fares); opened 1 Oct 1964; 285 km/h; JR Central"}))
    t.append((search("LGV Sud-Est opening 1981 length km"), res(
        ("https://en.wikipedia.org/wiki/LGV_Sud-Est",
         "LGV Sud-Est - Wikipedia",
         "The LGV Sud-Est is a French high-speed rail line which connects the Paris area to Lyon. It was France's first high-speed line; the southern section opened on 27 September 1981 ...",
         "N/A"),
        ("https://fr.wikipedia.org/wiki/LGV_Sud-Est",
         "LGV Sud-Est — Wikipédia",
         "La LGV Sud-Est est une ligne à grande vitesse française de 409 km reliant Combs-la-Ville à Sathonay-Camp ...",
         "N/A"),
        ("https://www.sncf.com/fr/groupe/histoire/tgv-1981",
         "1981 : le TGV entre en service | SNCF",
         "Le 27 septembre 1981, le premier TGV commercial relie Paris à Lyon en 2 h 40 ...",
         "N/A"),
        ("https://www.britannica.com/technology/TGV",
         "TGV | French high-speed train | Britannica",
         "The first TGV line, between Paris and Lyon, opened in 1981; on a test run that year a train reached 380 km (236 miles) per hour ...",
         "N/A"),
        ("https://www.railway-technology.com/projects/paris-lyon/",
         "Paris-Lyon LGV Sud-Est high-speed line - Railway Technology",
         "The 409km line, with maximum gradients of 3.5%, was upgraded for 300km/h running in the 1990s ...",
         "N/A"),
        ("https://www.theguardian.com/world/2021/sep/27/tgv-40-years-france-high-speed-train",
         "TGV at 40: France's high-speed train celebrates anniversary | The Guardian",
         "Forty years after the first orange TGV left the Gare de Lyon, the network covers more than 2,800km ...",
         "Sep 27, 2021"),
        ("https://www.ina.fr/ina-eclaire-actu/video/caa8101765901/inauguration-du-tgv",
         "Inauguration du TGV Paris-Lyon par François Mitterrand | INA",
         "22 septembre 1981 : le président François Mitterrand inaugure la ligne à grande vitesse Paris-Lyon ...",
         "N/A"),
        ("https://www.trainline.eu/en/train-times/paris-to-lyon",
         "Cheap Trains from Paris to Lyon | Trainline",
         "The fastest train from Paris to Lyon takes 1h 56m; there are around 30 direct trains a day ...",
         "Dec 1, 2024"),
        ("https://www.reddit.com/r/france/comments/pw8h0t/il_y_a_40_ans_le_premier_tgv/",
         "Il y a 40 ans, le premier TGV : r/france",
         "Mon grand-père était dans le premier Paris-Lyon, il en parle encore ...",
         "Sep 27, 2021"),
        ("https://www.sncf-reseau.com/fr/reseau/ligne-grande-vitesse-sud-est",
         "LGV Sud-Est | SNCF Réseau",
         "La première LGV française, mise en service en 1981 et 1983, supporte aujourd'hui plus de 240 circulations par jour ...",
         "N/A"))))
    t.append((extract("https://en.wikipedia.org/wiki/LGV_Sud-Est", "Length, opening dates of each section, maximum speed"), """# LGV Sud-Est

From Wikipedia, the free encyclopedia

| LGV Sud-Est | |
| --- | --- |
| Status | Operational |
| Locale | France (Île-de-France, Bourgogne-Franche-Comté, Auvergne-Rhône-Alpes) |
| Termini | Combs-la-Ville (Paris), Sathonay-Camp (Lyon) |
| Opened | 27 September 1981 (Saint-Florentin – Sathonay); 25 September 1983 (Combs-la-Ville – Saint-Florentin) |
| Owner | SNCF Réseau |
| Operator(s) | SNCF (TGV inOui, Ouigo), Trenitalia France |
| Line length | 409 km (254 mi) |
| Track gauge | 1,435 mm standard gauge |
| Electrification | 25 kV 50 Hz AC |
| Operating speed | 300 km/h (186 mph) |

The **LGV Sud-Est** (*Ligne à Grande Vitesse Sud-Est*) is a French high-speed rail line which connects the Paris area to Lyon. It was France's first high-speed line and the second in the world, after the Tōkaidō Shinkansen.

## History

The line was declared of public utility in March 1976 and built between 1976 and 1983. The southern section, from Saint-Florentin to Sathonay, opened on 27 September 1981 after being inaugurated by President François Mitterrand on 22 September; the northern section, from Combs-la-Ville to Saint-Florentin, followed on 25 September 1983, cutting the Paris–Lyon journey to 2 hours.

On 26 February 1981, TGV set 16 reached 380 km/h (236 mph) on the line during testing, a world record at the time.

## Speeds

| Period | Maximum commercial speed |
| --- | --- |
| 1981–1982 | 260 km/h |
| 1983–1995 | 270 km/h |
| 1996–present | 300 km/h (after renewal of the catenary) |

## Route

The line avoids most towns and has gradients of up to 3.5%, which made tunnels unnecessary. It has two intermediate stations, Le Creusot TGV and Mâcon-Loché TGV.

Retrieved from "https://en.wikipedia.org/w/index.php?title=LGV_Sud-Est&oldid=1249921517\""""))
    t.append(m.add({"lgv_sud_est": "409 km (254 mi); south section opened 27 Sep 1981, north section 25 Sep 1983; 300 km/h since 1996 (260 km/h at opening)"}))
    t.append(m.all())
    rs.add(task="search", tid="h35-search-03", system=SYSTEM, turns=t,
           state=state("2024-12-03", "Compare the length, opening date and top operating speed of the Beijing–Shanghai high-speed railway, the Tōkaidō Shinkansen and France's LGV Sud-Est."))


# web_search / web_extractor / dict_memory: longest bridges and tunnels (bad)
def t04(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("longest bridge in the world", "longest railway tunnel in the world"), batch(
        (("https://en.wikipedia.org/wiki/List_of_longest_bridges",
          "List of longest bridges - Wikipedia",
          "The Danyang–Kunshan Grand Bridge in China, part of the Beijing–Shanghai high-speed railway, is the world's longest bridge at 164.8 km (102.4 mi) ...",
          "N/A"),
         ("https://en.wikipedia.org/wiki/Danyang%E2%80%93Kunshan_Grand_Bridge",
          "Danyang–Kunshan Grand Bridge - Wikipedia",
          "The Danyang–Kunshan Grand Bridge is a 164.8-kilometre (102.4 mi) long viaduct on the Beijing–Shanghai High-Speed Railway. It is the longest bridge in the world ...",
          "N/A"),
         ("https://www.guinnessworldrecords.com/world-records/longest-bridge",
          "Longest bridge | Guinness World Records",
          "The longest bridge is the Danyang–Kunshan Grand Bridge on the Beijing to Shanghai High-Speed Railway, which is 164 km (102.4 miles) long ...",
          "N/A"),
         ("https://www.britannica.com/list/the-longest-bridges-in-the-world",
          "9 of the World's Longest Bridges | Britannica",
          "From the Lake Pontchartrain Causeway to China's high-speed rail viaducts, these structures stretch for tens of kilometres ...",
          "N/A"),
         ("https://www.cnn.com/travel/article/worlds-longest-bridges/index.html",
          "The world's longest bridges | CNN",
          "China is home to six of the ten longest bridges on Earth, almost all of them built to carry high-speed trains ...",
          "Jul 2, 2023"),
         ("https://www.roadtraffic-technology.com/features/featurethe-worlds-longest-bridges-4164181/",
          "The world's longest bridges - Road Traffic Technology",
          "Thailand's Bang Na Expressway, at 55 km, is the longest road bridge outside China ...",
          "N/A"),
         ("https://www.thecauseway.us/",
          "Lake Pontchartrain Causeway | Official Site",
          "At 23.83 miles, the Causeway is the longest continuous bridge over water in the world, as recognised by Guinness World Records in 2011 ...",
          "N/A"),
         ("https://www.quora.com/Which-is-the-longest-bridge-in-the-world",
          "Which is the longest bridge in the world? - Quora",
          "Depends on how you count. Over water only, it's the Pontchartrain Causeway; overall it's the Danyang–Kunshan viaduct ...",
          "Mar 14, 2022")),
        (("https://en.wikipedia.org/wiki/List_of_longest_tunnels",
          "List of longest tunnels - Wikipedia",
          "The Gotthard Base Tunnel in Switzerland, at 57.1 km, is the world's longest railway tunnel, followed by the Seikan Tunnel (53.85 km) and the Channel Tunnel (50.45 km) ...",
          "N/A"),
         ("https://en.wikipedia.org/wiki/Gotthard_Base_Tunnel",
          "Gotthard Base Tunnel - Wikipedia",
          "The Gotthard Base Tunnel (GBT) is a railway base tunnel through the Alps in Switzerland. It opened on 1 June 2016, and full service began on 11 December 2016 ...",
          "N/A"),
         ("https://www.alptransit.ch/en/projects/gotthard-axis/gotthard-base-tunnel",
          "Gotthard Base Tunnel | AlpTransit Gotthard Ltd.",
          "Two single-track tubes of 57 km each, linked by cross-passages every 325 m; with all access tunnels and shafts the system is 152 km long ...",
          "N/A"),
         ("https://www.sbb.ch/en/travel-information/rail-network/gotthard-base-tunnel.html",
          "Gotthard Base Tunnel | SBB",
          "The longest railway tunnel in the world carries up to 260 freight trains and 65 passenger trains a day ...",
          "N/A"),
         ("https://www.bbc.com/news/world-europe-36423249",
          "Gotthard tunnel: World's longest and deepest rail tunnel opens in Switzerland - BBC News",
          "Switzerland has opened the world's longest and deepest rail tunnel, a 57km (35-mile) twin-bore passage under the Alps ...",
          "Jun 1, 2016"),
         ("https://en.wikipedia.org/wiki/Seikan_Tunnel",
          "Seikan Tunnel - Wikipedia",
          "The Seikan Tunnel is a 53.85 km (33.46 mi) dual-gauge railway tunnel in Japan, with a 23.3 km portion under the seabed of the Tsugaru Strait ...",
          "N/A"),
         ("https://www.railway-technology.com/features/longest-rail-tunnels/",
          "The world's longest railway tunnels - Railway Technology",
          "The Brenner Base Tunnel, due in the 2030s at 55 km (64 km with the Innsbruck bypass), will connect Austria and Italy ...",
          "Feb 9, 2024"),
         ("https://www.getlinkgroup.com/en/our-group/eurotunnel/",
          "Eurotunnel | Getlink",
          "The Channel Tunnel is 50 km long, 38 km of it under the sea, the longest undersea portion of any tunnel in the world ...",
          "N/A")))))
    t.append((extract("https://en.wikipedia.org/wiki/List_of_longest_bridges", "Top 10 longest bridges with length, country and year"), """# List of longest bridges

From Wikipedia, the free encyclopedia

This **list of longest bridges** ranks bridges by total length, including the approach viaducts. Long high-speed rail viaducts dominate the top of the list.

## Longest bridges (above 20 km)

| Rank | Bridge | Length (m) | Length (ft) | Year opened | Type | Carries | Location |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Danyang–Kunshan Grand Bridge | 164,800 | 540,700 | 2010 | Viaduct | Beijing–Shanghai HSR | Jiangsu, China |
| 2 | Changhua–Kaohsiung Viaduct | 157,317 | 516,132 | 2004 | Viaduct | Taiwan HSR | Taiwan |
| 3 | Tianjin Grand Bridge | 113,700 | 373,000 | 2010 | Viaduct | Beijing–Shanghai HSR | Tianjin, China |
| 4 | Cangde Grand Bridge | 105,810 | 347,100 | 2010 | Viaduct | Beijing–Shanghai HSR | Hebei/Shandong, China |
| 5 | Weinan Weihe Grand Bridge | 79,732 | 261,588 | 2008 | Viaduct | Zhengzhou–Xi'an HSR | Shaanxi, China |
| 6 | Bang Na Expressway | 55,000 | 180,000 | 2000 | Viaduct | Bang Na Expressway | Bangkok, Thailand |
| 7 | Beijing Grand Bridge | 48,153 | 157,982 | 2010 | Viaduct | Beijing–Shanghai HSR | Beijing, China |
| 8 | Lake Pontchartrain Causeway | 38,442 | 126,122 | 1956 (southbound), 1969 (northbound) | Beam bridge | US 190 / causeway road | Louisiana, United States |
| 9 | Manchac Swamp Bridge | 36,710 | 120,440 | 1979 | Viaduct | Interstate 55 | Louisiana, United States |
| 10 | Yangcun Bridge | 35,812 | 117,493 | 2007 | Viaduct | Beijing–Tianjin ICR | Tianjin, China |

## Notes

- The Danyang–Kunshan Grand Bridge was completed in 2010 and opened to traffic with the rest of the Beijing–Shanghai high-speed railway in June 2011. It held the Guinness World Record as the longest bridge in the world as of 2011.
- The Lake Pontchartrain Causeway is the longest continuous bridge over water; the Hong Kong–Zhuhai–Macau Bridge (55 km including tunnel and artificial islands, opened 2018) is the longest sea crossing.

## See also

- List of longest suspension bridge spans
- List of longest cable-stayed bridge spans
- List of longest tunnels

Retrieved from "https://en.wikipedia.org/w/index.php?title=List_of_longest_bridges&oldid=1262004471\""""))
    t.append(m.add({"longest_bridge": "Danyang–Kunshan Grand Bridge — 164.8 km (102.4 mi), Jiangsu, China; completed 2010, opened June 2011 (Beijing–Shanghai HSR)",
                    "longest_rail_tunnel": "Gotthard Base Tunnel — 57.1 km, Switzerland"}))
    t.append((extract("https://en.wikipedia.org/wiki/Gotthard_Base_Tunnel", "Exact length, total tunnel system length, opening and service dates"), """# Gotthard Base Tunnel

From Wikipedia, the free encyclopedia

| Gotthard Base Tunnel | |
| --- | --- |
| Location | Swiss Alps (cantons of Uri, Graubünden, Ticino) |
| Coordinates | 46.6°N 8.75°E |
| Status | Active |
| Route | Gotthard railway (NRLA) |
| Start | Erstfeld |
| End | Bodio |
| Work begun | 4 November 1999 |
| Opened | 1 June 2016 |
| Commercial service | 11 December 2016 |
| Owner | Swiss Federal Railways (SBB) |
| Length | 57.09 km (35.47 mi) |
| Total tunnel system | 151.84 km (94.35 mi) |
| No. of tracks | 2 (single-track tubes) |
| Track gauge | 1,435 mm |
| Electrified | 15 kV 16.7 Hz AC |
| Operating speed | 250 km/h (design); 200 km/h (passenger, in service) |
| Highest elevation | 549 m |
| Lowest elevation | 312 m |
| Depth | up to 2,300 m below surface |

The **Gotthard Base Tunnel** (GBT) is a railway base tunnel through the Alps in Switzerland. With a route length of **57.09 km (35.47 mi)** it is the world's longest railway tunnel and the deepest traffic tunnel, with as much as 2,300 m of rock above it. Including the cross-passages, access tunnels and shafts, the whole tunnel system measures 151.84 km (94.35 mi).

The tunnel is the core of the New Railway Link through the Alps (NRLA/AlpTransit) project, which aims to shift freight from road to rail across the Alps.

## History

| Date | Event |
| --- | --- |
| 4 November 1999 | Construction begins |
| 15 October 2010 | Final breakthrough of the eastern tube, near Sedrun |
| 23 March 2011 | Final breakthrough of the western tube |
| 1 June 2016 | Official opening ceremony, with European heads of government |
| 11 December 2016 | Start of scheduled commercial service |
| 10 August 2023 | Freight train derailment in the western tube closes it to passenger traffic |
| 2 September 2024 | Full reopening of the western tube after repairs |

The project cost about CHF 12.2 billion. The tunnel replaced the 1882 Gotthard Tunnel (15 km) for through traffic and reduced Zürich–Milan travel time by about 30 minutes.

## Comparison

| Tunnel | Length | Country | Opened |
| --- | --- | --- | --- |
| Gotthard Base Tunnel | 57.09 km | Switzerland | 2016 |
| Seikan Tunnel | 53.85 km | Japan | 1988 |
| Channel Tunnel | 50.45 km | United Kingdom / France | 1994 |
| Yulhyeon Tunnel | 50.3 km | South Korea | 2016 |
| Songshan Lake Tunnel | 38.81 km | China | 2016 |

Retrieved from "https://en.wikipedia.org/w/index.php?title=Gotthard_Base_Tunnel&oldid=1259116030\""""))
    t.append(m.update({"longest_rail_tunnel": "Gotthard Base Tunnel, Switzerland — 57.09 km (35.47 mi) route length; 151.84 km incl. all shafts and passages; opened 1 Jun 2016, commercial service 11 Dec 2016"}))
    t.append((search("longest road tunnel in the world Lærdal length"), res(
        ("https://en.wikipedia.org/wiki/L%C3%A6rdal_Tunnel",
         "Lærdal Tunnel - Wikipedia",
         "The Lærdal Tunnel is a 24.51-kilometre (15.23 mi) long road tunnel in Vestland county, Norway. It is the longest road tunnel in the world, opened on 27 November 2000 ...",
         "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/longest-road-tunnel",
         "Longest road tunnel | Guinness World Records",
         "The longest road tunnel is the Lærdal tunnel on the main road between Bergen and Oslo, Norway, which is 24.5 km (15.2 miles) long ...",
         "N/A"),
        ("https://www.visitnorway.com/places-to-go/fjord-norway/the-sognefjord/listings-sognefjord/laerdal-tunnel/",
         "Lærdal Tunnel - the world's longest road tunnel | Visit Norway",
         "Three large caves with blue and yellow lighting break up the 20-minute drive to prevent driver fatigue ...",
         "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_longest_tunnels",
         "List of longest tunnels - Wikipedia",
         "Road tunnels: Lærdal Tunnel (24.51 km, Norway), Yamate Tunnel (18.2 km, Japan), Zhongnanshan Tunnel (18.04 km, China) ...",
         "N/A"),
        ("https://en.wikipedia.org/wiki/Rogfast",
         "Rogfast - Wikipedia",
         "Rogfast is a road project under construction in Rogaland, Norway. Its 26.7 km undersea tunnel will be the world's longest and deepest road tunnel when completed ...",
         "N/A"),
        ("https://www.bbc.com/future/article/20161213-the-worlds-longest-road-tunnel",
         "The world's longest road tunnel - BBC Future",
         "Driving through Norway's Lærdal tunnel takes about 20 minutes, and engineers worried drivers would fall asleep ...",
         "Dec 14, 2016"),
        ("https://www.roadtraffic-technology.com/projects/laerdal/",
         "Laerdal Tunnel - Road Traffic Technology",
         "The tunnel cost NOK 1.08bn and took five years to build; it has a sophisticated air treatment plant ...",
         "N/A"),
        ("https://www.reddit.com/r/Norway/comments/10h7c5z/driving_the_laerdal_tunnel/",
         "Driving the Lærdal tunnel : r/Norway",
         "The caves are honestly a great idea, it's so monotonous otherwise ...",
         "Jan 21, 2023"),
        ("https://www.tunneltalk.com/Norway-Jan2024-Rogfast-progress.php",
         "Rogfast progress and the world's longest road tunnels - TunnelTalk",
         "Excavation on the twin-tube Rogfast tunnel is more than two-thirds complete; opening is currently forecast for 2033 ...",
         "Jan 18, 2024"),
        ("https://www.atlasobscura.com/places/laerdal-tunnel",
         "Lærdal Tunnel - Atlas Obscura",
         "The longest road tunnel in the world runs through solid rock between Lærdal and Aurland ...",
         "N/A"))))
    t.append(m.add({"longest_road_tunnel": "Lærdal Tunnel, Norway — 24.51 km (15.23 mi), opened 27 Nov 2000 (Rogfast, 26.7 km, under construction)"}))
    obs = sub(m.all()[1], "Gotthard Base Tunnel, Switzerland — 57.09 km (35.47 mi) route length; 151.84 km incl. all shafts and passages; opened 1 Jun 2016, commercial service 11 Dec 2016",
              "Gotthard Base Tunnel — 57.1 km, Switzerland")
    t.append((memory("retrieve_all"), obs))
    t.append((search("Rogfast tunnel length completion date"), res(
        ("https://en.wikipedia.org/wiki/Rogfast",
         "Rogfast - Wikipedia",
         "Rogfast is a road project under construction in Rogaland, Norway. Its 26.7 km undersea tunnel will be the world's longest and deepest road tunnel when completed, reaching 392 m below sea level ...",
         "N/A"),
        ("https://www.vegvesen.no/vegprosjekter/europaveg/e39rogfast/",
         "E39 Rogfast | Statens vegvesen",
         "Rogfast skal knytte Nord- og Sør-Rogaland sammen; tunnelen blir 26,7 km lang og ferjefri ...",
         "N/A"),
        ("https://www.tunneltalk.com/Norway-Jan2024-Rogfast-progress.php",
         "Rogfast progress and the world's longest road tunnels - TunnelTalk",
         "Excavation on the twin-tube Rogfast tunnel is more than two-thirds complete; opening is currently forecast for 2033 ...",
         "Jan 18, 2024"),
        ("https://www.newcivilengineer.com/latest/norways-rogfast-tunnel-cost-overrun-2023",
         "Norway's Rogfast tunnel faces cost overrun | New Civil Engineer",
         "The project, which will remove the ferry between Stavanger and Haugesund, has seen its budget rise significantly ...",
         "Aug 29, 2023"),
        ("https://www.tu.no/artikler/rogfast-forsinket/538741",
         "Rogfast blir forsinket | Teknisk Ukeblad",
         "Statens vegvesen venter nå åpning tidligst i 2033 ...",
         "Nov 7, 2023"),
        ("https://www.skanska.com/where-we-are/norway/rogfast/",
         "Rogfast - Skanska Norway",
         "Skanska is building the Kvitsøy part of the Rogfast tunnel, including an underground roundabout ...",
         "N/A"),
        ("https://www.theb1m.com/video/the-worlds-deepest-road-tunnel",
         "Building the World's Deepest Road Tunnel | The B1M",
         "Norway's Rogfast will plunge 392 metres below sea level ...",
         "Apr 3, 2023"),
        ("https://www.reddit.com/r/Norway/comments/16pl3kt/rogfast_update/",
         "Rogfast update : r/Norway",
         "They still haven't decided what to do about the price increase. Tolls will be steep ...",
         "Sep 22, 2023"))))
    rs.add(task="search", tid="h35-search-04", system=SYSTEM, turns=t,
           state=state("2024-12-10", "What are the world's longest bridge, longest railway tunnel and longest road tunnel, with their lengths and opening dates?"),
           bad=True, turn=8, kind="memory value the agent updated reads back as the value it replaced")


WIKI_2024_SPACEFLIGHT_HEAD = """# 2024 in spaceflight

From Wikipedia, the free encyclopedia

| 2024 in spaceflight | |
| --- | --- |
| Orbital launches | |
| First | 3 January 2024 |
| Last | 31 December 2024 |
| Total | 263 |
| Successes | 256 |
| Failures | 5 |
| Partial failures | 2 |
| National firsts | |
| Orbital launch | none |
| Rockets | |
| Maiden flights | Vulcan Centaur, Ariane 6, Long March 6C, Long March 12, Gravity-1, Zhuque-2E |
| Retirements | Delta IV Heavy, Vega |

This article outlines notable events occurring in 2024 in spaceflight, including major launches and EVAs. In 2024 there were **263 orbital launch attempts**, surpassing the record of 223 set in 2023. SpaceX alone accounted for 134 of them."""


# web_search / web_extractor / dict_memory: space launches (bad)
def t05(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("how many orbital launches in 2024", "SpaceX launches 2024 total Falcon 9"), batch(
        (("https://en.wikipedia.org/wiki/2024_in_spaceflight",
          "2024 in spaceflight - Wikipedia",
          "In 2024 there were 263 orbital launch attempts, surpassing the record of 223 set in 2023 ...",
          "N/A"),
         ("https://spacenews.com/2024-launch-year-in-review/",
          "A record year for launch, dominated by SpaceX - SpaceNews",
          "Global orbital launch activity set another record in 2024, with SpaceX's Falcon 9 responsible for roughly half of all attempts ...",
          "Jan 2, 2025"),
         ("https://planet4589.org/space/stats/launches.html",
          "Orbital launch statistics - Jonathan's Space Pages",
          "Orbital and suborbital launch attempts by year and country, updated from the General Catalog of Artificial Space Objects ...",
          "N/A"),
         ("https://www.space.com/spacex-2024-launch-record",
          "SpaceX launched 134 missions in 2024, a new record | Space",
          "SpaceX's Falcon rockets flew 134 times in 2024, including 132 Falcon 9 and two Falcon Heavy launches ...",
          "Jan 1, 2025"),
         ("https://www.reuters.com/science/china-record-space-launches-2024/",
          "China hits record number of space launches in 2024 | Reuters",
          "China conducted 68 orbital launch attempts in 2024, including commercial rockets, as it races to build out its Qianfan and Guowang constellations ...",
          "Dec 31, 2024"),
         ("https://nextspaceflight.com/launches/past/?search=2024",
          "Past Launches 2024 | Next Spaceflight",
          "Browse every orbital launch of 2024 with vehicle, mission, pad and outcome ...",
          "N/A"),
         ("https://www.reddit.com/r/spaceflight/comments/1hqxk2a/2024_orbital_launch_stats/",
          "2024 orbital launch stats : r/spaceflight",
          "Final count by my tally: 263 attempts. The US share is enormous this year ...",
          "Jan 1, 2025"),
         ("https://www.statista.com/statistics/1099003/number-of-orbital-launches-worldwide/",
          "Number of orbital launch attempts worldwide 2010-2024 | Statista",
          "The number of orbital launch attempts worldwide has more than tripled since 2010 ...",
          "Jan 3, 2025")),
        (("https://www.space.com/spacex-2024-launch-record",
          "SpaceX launched 134 missions in 2024, a new record | Space",
          "SpaceX's Falcon rockets flew 134 times in 2024, including 132 Falcon 9 and two Falcon Heavy launches ...",
          "Jan 1, 2025"),
         ("https://en.wikipedia.org/wiki/List_of_Falcon_9_and_Falcon_Heavy_launches_(2020%E2%80%932024)",
          "List of Falcon 9 and Falcon Heavy launches (2020–2024) - Wikipedia",
          "In 2024, SpaceX conducted 134 Falcon launches, with 132 Falcon 9 and 2 Falcon Heavy flights ...",
          "N/A"),
         ("https://www.spacex.com/launches/",
          "Launches | SpaceX",
          "Upcoming and past Falcon 9, Falcon Heavy and Starship missions ...",
          "N/A"),
         ("https://spaceflightnow.com/2024/12/31/spacex-closes-out-2024/",
          "SpaceX closes out record-setting 2024 with Starlink launch - Spaceflight Now",
          "The final Falcon 9 flight of the year lifted off from Cape Canaveral with 21 Starlink satellites ...",
          "Dec 31, 2024"),
         ("https://x.com/SpaceX/status/1874197723467882608",
          "SpaceX on X",
          "Falcon 9 completes its 132nd mission of 2024 ...",
          "Dec 31, 2024"),
         ("https://www.teslarati.com/spacex-falcon-9-2024-launch-cadence/",
          "SpaceX Falcon 9 launch cadence by the numbers - Teslarati",
          "Booster B1067 flew a record 24 times by year's end; average turnaround fell under 40 days ...",
          "Jan 3, 2025"),
         ("https://arstechnica.com/space/2025/01/spacex-2024-year-in-review/",
          "SpaceX's 2024 in numbers - Ars Technica",
          "More than half of all mass put into orbit worldwide this year rode on a Falcon rocket ...",
          "Jan 2, 2025"),
         ("https://www.reddit.com/r/SpaceXLounge/comments/1hqm3b0/134_launches_in_2024/",
          "134 launches in 2024 : r/SpaceXLounge",
          "And 4 Starship flights on top of that, which don't count as orbital ...",
          "Dec 31, 2024")))))
    t.append((extract("https://en.wikipedia.org/wiki/2024_in_spaceflight", "Total orbital launch attempts in 2024 and breakdown by country and outcome"),
              WIKI_2024_SPACEFLIGHT_HEAD + """

## Orbital launch statistics

### By country

| Country | Launches | Successes | Failures | Partial failures |
| --- | --- | --- | --- | --- |
| United States | 158 | 156 | 1 | 1 |
| China | 68 | 65 | 2 | 1 |
| Russia | 17 | 17 | 0 | 0 |
| Japan | 7 | 6 | 1 | 0 |
| India | 5 | 5 | 0 | 0 |
| Iran | 4 | 4 | 0 | 0 |
| Europe | 3 | 3 | 0 | 0 |
| North Korea | 1 | 0 | 1 | 0 |
| **World** | **263** | **256** | **5** | **2** |

Launches are counted by the country of the launch provider, not the launch site; Rocket Lab Electron launches from New Zealand are counted under the United States.

### By orbit

| Orbital regime | Launches | Achieved |
| --- | --- | --- |
| Low Earth orbit | 224 | 218 |
| Medium Earth orbit | 6 | 6 |
| Geosynchronous / transfer | 28 | 27 |
| High Earth / lunar transfer / heliocentric | 5 | 5 |

## Notable events

- 19 January – JAXA's SLIM lands on the Moon, making Japan the fifth country to soft-land there.
- 22 February – Intuitive Machines' IM-1 *Odysseus* lands near the lunar south pole, the first commercial lunar landing.
- 3 May – Chang'e 6 launches; it returns the first samples from the far side of the Moon on 25 June.
- 5 June – Boeing Starliner Crew Flight Test launches on an Atlas V.
- 9 July – Ariane 6 makes its maiden flight from Kourou.
- 12 September – Polaris Dawn crew performs the first commercial spacewalk.
- 13 October – Starship Flight 5: the Super Heavy booster is caught by the launch tower arms.
- 14 October – Europa Clipper launches on a Falcon Heavy.

----

This page was last edited on 5 January 2025, at 21:38 (UTC)."""))
    t.append(m.add({"orbital_2024_total": "263 attempts — 256 successes, 5 failures, 2 partial failures (Wikipedia, 2024 in spaceflight)",
                    "orbital_2024_by_country": "USA 158, China 68, Russia 17, Japan 7, India 5, Iran 4, Europe 3, North Korea 1"}))
    t.append((extract("https://www.space.com/spacex-2024-launch-record", "SpaceX launch count in 2024 and breakdown by vehicle"), """# SpaceX launched 134 missions in 2024, a new record

*By Space.com staff · published January 1, 2025*

SpaceX closed out 2024 with a Falcon 9 launch of 21 Starlink satellites from Cape Canaveral Space Force Station on New Year's Eve, capping a year in which the company flew **134 Falcon missions**, up from 96 in 2023.

## By the numbers

| Metric | 2023 | 2024 |
| --- | --- | --- |
| Falcon 9 launches | 91 | 132 |
| Falcon Heavy launches | 5 | 2 |
| Total Falcon launches | 96 | 134 |
| Starship test flights | 2 | 4 |

*Starship flights are suborbital test flights and are not counted in the Falcon total.*

Falcon 9 suffered one failure in 2024: on July 11 (Starlink Group 9-3) a liquid oxygen leak in the upper stage left 20 Starlink satellites in an orbit too low to survive. The fleet was grounded for about two weeks before returning to flight on July 27.

## Milestones

- **Most-flown booster:** B1067 flew for the 24th time in December.
- **Busiest pad:** Space Launch Complex 40 at Cape Canaveral hosted more than 60 launches.
- **Crewed flights:** Crew-8, Crew-9, Ax-3 and Polaris Dawn.
- **Science:** Europa Clipper (Falcon Heavy, October 14) and the ESA Hera mission (Falcon 9, October 7).

SpaceX's 134 launches represented about half of all orbital launch attempts worldwide in 2024. The company has said it is targeting a further increase in 2025 as Starship moves toward operational flights.

## Related

- [China hits record 68 launches in 2024](https://www.space.com/china-launch-record-2024)
- [Rocket Lab's 2024: 16 Electron launches](https://www.space.com/rocket-lab-2024-year-in-review)"""))
    t.append((extract("https://en.wikipedia.org/wiki/2024_in_spaceflight", "Orbital launches by rocket family in 2024"),
              WIKI_2024_SPACEFLIGHT_HEAD + """

## Orbital launch statistics

### By rocket family

| Family | Country | Launches | Successes | Failures | Partial failures |
| --- | --- | --- | --- | --- | --- |
| Falcon | United States | 134 | 133 | 1 | 0 |
| Long March | China | 54 | 52 | 1 | 1 |
| Electron | United States | 16 | 16 | 0 | 0 |
| R-7 (Soyuz) | Russia | 15 | 15 | 0 | 0 |
| Ceres-1 | China | 5 | 4 | 1 | 0 |
| H3 / H-IIA | Japan | 6 | 6 | 0 | 0 |
| PSLV / GSLV / SSLV | India | 5 | 5 | 0 | 0 |
| Vulcan / Atlas V | United States | 4 | 4 | 0 | 0 |
| Ariane / Vega | Europe | 3 | 3 | 0 | 0 |

*Only families with three or more launches are shown.*

### By country

| Country | Launches | Successes | Failures | Partial failures |
| --- | --- | --- | --- | --- |
| United States | 158 | 156 | 1 | 1 |
| China | 68 | 65 | 2 | 1 |
| Russia | 17 | 17 | 0 | 0 |
| Japan | 7 | 6 | 1 | 0 |
| India | 5 | 5 | 0 | 0 |
| Iran | 4 | 4 | 0 | 0 |
| Europe | 3 | 3 | 0 | 0 |
| North Korea | 1 | 0 | 1 | 0 |
| **World** | **263** | **256** | **5** | **2** |

----

This page was last edited on 5 January 2025, at 19:12 (UTC)."""))
    t.append((search("China orbital launches 2024 record 68"), res(
        ("https://www.reuters.com/science/china-record-space-launches-2024/",
         "China hits record number of space launches in 2024 | Reuters",
         "China conducted 68 orbital launch attempts in 2024, including commercial rockets, as it races to build out its Qianfan and Guowang constellations ...",
         "Dec 31, 2024"),
        ("https://spacenews.com/china-sets-new-national-launch-record-in-2024/",
         "China sets new national launch record in 2024 - SpaceNews",
         "The Long March family accounted for the majority of Chinese launches, with commercial players such as Galactic Energy, LandSpace and Space Pioneer adding the rest ...",
         "Jan 1, 2025"),
        ("https://www.space.com/china-launch-record-2024",
         "China hits record 68 launches in 2024 | Space",
         "China's 68 launches in 2024 beat its previous record of 67 attempts in 2023 ...",
         "Jan 2, 2025"),
        ("https://en.wikipedia.org/wiki/2024_in_spaceflight",
         "2024 in spaceflight - Wikipedia",
         "China: 68 launches, 65 successes, 2 failures, 1 partial failure ...",
         "N/A"),
        ("https://english.news.cn/20241231/china-space-launches-2024/c.html",
         "China's space industry marks record year - Xinhua",
         "The Long March series completed its 500th-plus flight milestone while commercial rockets made 14 launches ...",
         "Dec 31, 2024"),
        ("https://www.scmp.com/news/china/science/article/3293181/china-launches-2024",
         "China's record launch year: what's next for its megaconstellations | SCMP",
         "Qianfan, also known as Thousand Sails, put 54 satellites into orbit across three launches in 2024 ...",
         "Jan 1, 2025"),
        ("https://www.reddit.com/r/China_Flying/comments/1hqv4pn/2024_chinese_launches_summary/",
         "2024 Chinese launches summary : r/China_Flying",
         "68 total by my count, including the Ceres-1 failure (the Tianlong-3 test-stand accident obviously doesn't count) ...",
         "Dec 31, 2024"),
        ("https://andrewjones.substack.com/p/china-space-2024-review",
         "China's space year in review 2024 - Andrew Jones",
         "Chang'e 6, new commercial rockets, two new Long March variants and the start of the Guowang constellation ...",
         "Jan 4, 2025"))))
    t.append(m.update({"orbital_2024_total": "263 attempts — 256 successes, 5 failures, 2 partial failures; SpaceX 134 (132 Falcon 9 + 2 Falcon Heavy), about half of the world total; China 68 (record)"}))
    rs.add(task="search", tid="h35-search-05", system=SYSTEM, turns=t,
           state=state("2025-01-06", "How many orbital launch attempts were there worldwide in 2024, how did they break down by country, and how many were SpaceX's?"),
           bad=True, turn=5, kind="re-extracted page's last-edited timestamp goes back in time")


# web_search / web_extractor / dict_memory: Atlantic hurricane seasons (clean)
def t06(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("2024 Atlantic hurricane season summary named storms hurricanes major"), res(
        ("https://www.noaa.gov/news-release/destructive-2024-atlantic-hurricane-season-comes-to-end",
         "Destructive 2024 Atlantic hurricane season comes to an end | NOAA",
         "The 2024 Atlantic hurricane season produced 18 named storms, of which 11 became hurricanes, including five major hurricanes ...",
         "Dec 2, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Atlantic_hurricane_season",
         "2024 Atlantic hurricane season - Wikipedia",
         "The 2024 Atlantic hurricane season was an above-average season that produced 18 named storms, 11 hurricanes and 5 major hurricanes ... Hurricane Beryl became the earliest Category 5 hurricane on record ...",
         "N/A"),
        ("https://www.nhc.noaa.gov/text/MIATWSAT.shtml",
         "Monthly Tropical Weather Summary - National Hurricane Center",
         "The 2024 Atlantic hurricane season officially ended on November 30 ... activity in terms of Accumulated Cyclone Energy was above normal ...",
         "Dec 1, 2024"),
        ("https://www.washingtonpost.com/weather/2024/11/30/atlantic-hurricane-season-2024-recap/",
         "The 2024 hurricane season was bizarre. Here's what happened. - The Washington Post",
         "A record-early Category 5, a mid-season lull nobody expected, then Helene and Milton ...",
         "Nov 30, 2024"),
        ("https://weather.com/storms/hurricane/news/2024-11-30-atlantic-hurricane-season-2024-recap",
         "2024 Atlantic Hurricane Season Recap | Weather.com",
         "Five U.S. hurricane landfalls: Beryl, Debby, Francine, Helene and Milton ...",
         "Nov 30, 2024"),
        ("https://www.reuters.com/world/us/atlantic-hurricane-season-ends-2024-11-30/",
         "Deadly Atlantic hurricane season ends with 11 hurricanes | Reuters",
         "Hurricane Helene killed more than 200 people across six U.S. states, the deadliest mainland storm since Katrina ...",
         "Nov 30, 2024"),
        ("https://www.cpc.ncep.noaa.gov/products/outlooks/hurricane.shtml",
         "NOAA 2024 Atlantic Hurricane Season Outlook - Climate Prediction Center",
         "NOAA predicts 17 to 25 named storms, 8 to 13 hurricanes and 4 to 7 major hurricanes, an 85% chance of an above-normal season ...",
         "May 23, 2024"),
        ("https://www.reddit.com/r/TropicalWeather/comments/1h3b9l4/2024_season_final_stats/",
         "2024 season final stats : r/TropicalWeather",
         "18/11/5 with ACE around 162. Forecasters weren't wrong on the numbers, they were wrong on the timing ...",
         "Nov 30, 2024"),
        ("https://tropical.colostate.edu/forecasting.html",
         "Tropical Weather and Climate Research - Colorado State University",
         "CSU's 2024 seasonal verification report: the season was above normal but fell short of the record-level forecast ...",
         "Nov 26, 2024"),
        ("https://www.ncei.noaa.gov/access/billions/",
         "Billion-Dollar Weather and Climate Disasters | NCEI",
         "Helene and Milton are among the costliest events of 2024 ...",
         "Jan 10, 2025"))))
    t.append((extract("https://www.noaa.gov/news-release/destructive-2024-atlantic-hurricane-season-comes-to-end", "Season totals, comparison with NOAA's outlook, U.S. landfalls"), """# Destructive 2024 Atlantic hurricane season comes to an end

*NOAA · December 2, 2024*

**Season featured rapid intensification and five U.S. hurricane landfalls**

The Atlantic hurricane season officially ended on November 30. It was an above-normal season, marked by record-breaking early activity, a notable lull in August and September, and two highly destructive late-season hurricanes.

## By the numbers

| | NOAA outlook (May 23) | NOAA outlook (August 8) | Observed |
| --- | --- | --- | --- |
| Named storms | 17–25 | 17–24 | **18** |
| Hurricanes | 8–13 | 8–13 | **11** |
| Major hurricanes (Cat 3+) | 4–7 | 4–7 | **5** |

An average season produces 14 named storms, 7 hurricanes and 3 major hurricanes. Accumulated Cyclone Energy (ACE) was about 162, roughly 30% above the 1991–2020 average.

## Highlights

- **Beryl** became the earliest Category 5 hurricane on record in the Atlantic basin, in early July, and later made landfall in Texas.
- **Debby** made landfall in Florida's Big Bend in August, bringing catastrophic rain to the Carolinas.
- **Francine** struck Louisiana in September as a Category 2.
- **Helene** made landfall as a Category 4 in Florida's Big Bend on September 26 and caused catastrophic flooding in the southern Appalachians.
- **Milton** intensified to a Category 5 over the Gulf of Mexico and made landfall near Siesta Key, Florida, on October 9 as a Category 3.
- Three hurricanes (Kirk, Leslie and Milton) were active at once in early October, a first for October.

"This season was a reminder that it only takes one storm to devastate a community," said NOAA Administrator Rick Spinrad.

## Forecast performance

NOAA's National Hurricane Center issued more than 300 advisories, and its track forecasts set new accuracy records. The 2025 Atlantic hurricane season begins June 1.

*Media contact: Maureen O'Leary, maureen.oleary@noaa.gov*"""))
    t.append(m.add({"2024_season": "18 named storms / 11 hurricanes / 5 major (NOAA, 2 Dec 2024); ACE about 162",
                    "2024_forecast_may": "NOAA 23 May 2024 outlook: 17–25 NS / 8–13 H / 4–7 MH"}))
    t.append((search("2005 Atlantic hurricane season ACE named storms hurricanes"), res(
        ("https://en.wikipedia.org/wiki/2005_Atlantic_hurricane_season",
         "2005 Atlantic hurricane season - Wikipedia",
         "The 2005 Atlantic hurricane season was a record-breaking season with 28 tropical or subtropical storms, 15 hurricanes and 7 major hurricanes ... ACE of 245 units ...",
         "N/A"),
        ("https://www.nhc.noaa.gov/data/tcr/index.php?season=2005&basin=atl",
         "2005 Atlantic Hurricane Season - Tropical Cyclone Reports - NHC",
         "Tropical cyclone reports for the 2005 season, including Katrina, Rita and Wilma ...",
         "N/A"),
        ("https://www.weather.gov/news/051129-2005-hurricane-season",
         "Record 2005 hurricane season ends - National Weather Service",
         "The 2005 season shattered records with 26 named storms, forcing forecasters to use the Greek alphabet ...",
         "Nov 29, 2005"),
        ("https://www.climate.gov/news-features/understanding-climate/2005-vs-2020-atlantic-hurricane-seasons",
         "How did 2020 compare to 2005? | NOAA Climate.gov",
         "2020 beat 2005 for named storms (30 vs 28) but 2005 had far higher ACE, 245 compared with 180 ...",
         "Dec 8, 2020"),
        ("https://www.britannica.com/event/Atlantic-hurricane-season-of-2005",
         "Atlantic hurricane season of 2005 | Britannica",
         "The season included Hurricane Katrina, the costliest natural disaster in U.S. history at the time, and Wilma, the most intense Atlantic hurricane on record ...",
         "N/A"),
        ("https://www.aoml.noaa.gov/hrd/hurdat/comparison_table.html",
         "Re-analysis comparison table - AOML Hurricane Research Division",
         "Post-season analysis added an unnamed subtropical storm and upgraded Emily to Category 5 ...",
         "N/A"),
        ("https://www.reddit.com/r/TropicalWeather/comments/jv5e2c/2005_vs_2020/",
         "2005 vs 2020 : r/TropicalWeather",
         "People keep saying 2020 is the worst season ever, but look at the ACE numbers ...",
         "Nov 16, 2020"),
        ("https://www.ncei.noaa.gov/news/2005-hurricane-season-anniversary",
         "Remembering the 2005 hurricane season | NCEI",
         "Four Category 5 hurricanes in one season: Emily, Katrina, Rita and Wilma ...",
         "Aug 29, 2015"),
        ("https://www.history.com/topics/natural-disasters-and-environment/hurricane-katrina",
         "Hurricane Katrina: Facts, Damage & Aftermath | HISTORY",
         "Katrina made landfall near Buras, Louisiana, on August 29, 2005 ...",
         "Aug 9, 2023"),
        ("https://www.washingtonpost.com/weather/2020/11/10/theta-record-storm/",
         "Tropical Storm Theta breaks 2005 record for named storms | The Washington Post",
         "Theta became the 29th named storm of 2020, breaking the record set in 2005 ...",
         "Nov 10, 2020"))))
    t.append((extract("https://en.wikipedia.org/wiki/2005_Atlantic_hurricane_season", "Season summary statistics: storms, hurricanes, major hurricanes, ACE, Category 5s"), """# 2005 Atlantic hurricane season

From Wikipedia, the free encyclopedia

| 2005 Atlantic hurricane season | |
| --- | --- |
| First system formed | June 8, 2005 |
| Last system dissipated | January 6, 2006 |
| Strongest storm | Wilma (882 mbar (hPa); 185 mph (295 km/h)) |
| Total depressions | 31 |
| Total storms | 28 |
| Hurricanes | 15 |
| Major hurricanes (Cat. 3+) | 7 |
| Total fatalities | 3,912 |
| Total damage | ≥ $180.7 billion (2005 USD) |

The **2005 Atlantic hurricane season** was a record-breaking Atlantic hurricane season that produced 28 tropical or subtropical storms, 15 hurricanes and 7 major hurricanes. It had the most named storms on record until the 2020 season surpassed it. The season had four Category 5 hurricanes, a record, and the Accumulated Cyclone Energy was **245 units**, the highest on record for the Atlantic at the time.

## Season summary

| Statistic | 2005 | 1991–2020 average |
| --- | --- | --- |
| Named storms | 28 (27 named + 1 unnamed subtropical) | 14.4 |
| Hurricanes | 15 | 7.2 |
| Major hurricanes | 7 | 3.2 |
| ACE | 245 | 122.5 |

The 21 names on the regular list were exhausted by October, and for the first time the Greek alphabet was used: Alpha, Beta, Gamma, Delta, Epsilon and Zeta. An unnamed subtropical storm that formed near the Azores in early October was identified in post-season analysis.

## Category 5 hurricanes

| Storm | Peak winds | Minimum pressure | Date of peak |
| --- | --- | --- | --- |
| Emily | 160 mph (260 km/h) | 929 mbar | July 16 (upgraded in post-season analysis) |
| Katrina | 175 mph (280 km/h) | 902 mbar | August 28 |
| Rita | 180 mph (285 km/h) | 895 mbar | September 21 |
| Wilma | 185 mph (295 km/h) | 882 mbar | October 19 |

Wilma's central pressure of 882 mbar remains the lowest recorded in an Atlantic hurricane.

## Impact

Hurricane Katrina made landfall in southeast Louisiana on August 29 and caused catastrophic flooding in New Orleans; it killed more than 1,300 people and caused $125 billion in damage. Rita struck the Texas–Louisiana border in September, and Wilma crossed the Yucatán Peninsula and southern Florida in October.

Retrieved from "https://en.wikipedia.org/w/index.php?title=2005_Atlantic_hurricane_season&oldid=1261442098\""""))
    t.append(m.add({"2005_season": "28 storms (27 named + 1 unnamed subtropical) / 15 H / 7 MH; ACE 245; four Cat 5s (Emily, Katrina, Rita, Wilma)"}))
    t.append(m.remove(["2024_forecast_may"]))
    t.append(m.get(["2024_forecast_may", "2024_season"]))
    t.append((extract("https://en.wikipedia.org/wiki/2024_Atlantic_hurricane_season", "Season statistics including exact ACE and list of major hurricanes"), """# 2024 Atlantic hurricane season

From Wikipedia, the free encyclopedia

| 2024 Atlantic hurricane season | |
| --- | --- |
| First system formed | June 19, 2024 |
| Last system dissipated | November 18, 2024 |
| Strongest storm | Milton (895 mbar (hPa); 180 mph (285 km/h)) |
| Total depressions | 20 |
| Total storms | 18 |
| Hurricanes | 11 |
| Major hurricanes (Cat. 3+) | 5 |
| Total fatalities | > 340 |
| Total damage | > $130 billion (2024 USD) |

The **2024 Atlantic hurricane season** was an above-average season that produced 18 named storms, 11 hurricanes and 5 major hurricanes, with an Accumulated Cyclone Energy of **161.6 units**. It began on June 1 and ended on November 30.

On 2 July, Hurricane Beryl became the earliest Category 5 hurricane on record in the Atlantic. After an unusually quiet stretch from mid-August to mid-September, the season turned very active, with Helene and Milton causing catastrophic damage in the southeastern United States.

## Major hurricanes

| Storm | Category | Peak winds | Dates active | Areas affected |
| --- | --- | --- | --- | --- |
| Beryl | 5 | 165 mph (270 km/h) | June 28 – July 9 | Windward Islands, Jamaica, Yucatán, Texas |
| Helene | 4 | 140 mph (220 km/h) | September 24 – 27 | Cayman Islands, Cuba, Florida, Georgia, Carolinas, Tennessee |
| Kirk | 4 | 145 mph (230 km/h) | September 29 – October 7 | Azores, Western Europe |
| Milton | 5 | 180 mph (285 km/h) | October 5 – 10 | Yucatán, Florida |
| Rafael | 3 | 120 mph (195 km/h) | November 4 – 10 | Jamaica, Cayman Islands, Cuba |

## Storm names used

Alberto, Beryl, Chris, Debby, Ernesto, Francine, Gordon, Helene, Isaac, Joyce, Kirk, Leslie, Milton, Nadine, Oscar, Patty, Rafael, Sara.

The names Beryl, Helene and Milton were later retired by the World Meteorological Organization.

Retrieved from "https://en.wikipedia.org/w/index.php?title=2024_Atlantic_hurricane_season&oldid=1269450012\""""))
    t.append(m.update({"2024_season": "18 named storms / 11 hurricanes / 5 major (Beryl, Helene, Kirk, Milton, Rafael); ACE 161.6 (NOAA rounds to about 162); Beryl earliest Cat 5 on record (2 Jul)"}))
    t.append((search("2024 vs 2005 Atlantic hurricane season ACE comparison"), res(
        ("https://en.wikipedia.org/wiki/Accumulated_cyclone_energy",
         "Accumulated cyclone energy - Wikipedia",
         "Highest Atlantic seasons by ACE: 1933 (259), 2005 (245), 1893 (231), 1926 (230), 1995 (228) ...",
         "N/A"),
        ("https://www.aoml.noaa.gov/hrd/tcfaq/E11.html",
         "What is the Accumulated Cyclone Energy (ACE)? - AOML",
         "ACE is calculated by summing the squares of the maximum sustained winds every six hours for all named storms ...",
         "N/A"),
        ("https://www.washingtonpost.com/weather/2024/11/30/atlantic-hurricane-season-2024-recap/",
         "The 2024 hurricane season was bizarre. Here's what happened. - The Washington Post",
         "The season's ACE ended around 162, well above normal but far from 2005's 245 ...",
         "Nov 30, 2024"),
        ("https://tropical.colostate.edu/Realtime/index.php?arch&loc=northatlantic",
         "Real-Time North Atlantic Ocean Statistics by Storm - CSU",
         "2024 season total ACE: 161.6; 1991–2020 average: 122.5 ...",
         "N/A"),
        ("https://www.climate.gov/news-features/understanding-climate/2005-vs-2020-atlantic-hurricane-seasons",
         "How did 2020 compare to 2005? | NOAA Climate.gov",
         "2020 beat 2005 for named storms (30 vs 28) but 2005 had far higher ACE, 245 compared with 180 ...",
         "Dec 8, 2020"),
        ("https://www.reddit.com/r/TropicalWeather/comments/1h3b9l4/2024_season_final_stats/",
         "2024 season final stats : r/TropicalWeather",
         "18/11/5 with ACE around 162. Forecasters weren't wrong on the numbers, they were wrong on the timing ...",
         "Nov 30, 2024"),
        ("https://www.yaleclimateconnections.org/2024/12/the-2024-atlantic-hurricane-season-in-review/",
         "The 2024 Atlantic hurricane season in review - Yale Climate Connections",
         "Four Atlantic hurricanes reached Category 4 or 5 strength, and the season produced a record number of rapidly intensifying storms ...",
         "Dec 2, 2024"),
        ("https://www.nhc.noaa.gov/climo/",
         "Tropical Cyclone Climatology - NHC",
         "An average Atlantic season (1991–2020) has 14 named storms, 7 hurricanes and 3 major hurricanes ...",
         "N/A"),
        ("https://www.severe-weather.eu/tropical-weather/atlantic-hurricane-season-2024-ace-record-fa/",
         "Atlantic hurricane season 2024: ACE and records - Severe Weather Europe",
         "Beryl alone produced more than 35 units of ACE ...",
         "Dec 3, 2024"),
        ("https://www.wunderground.com/cat6/2024-atlantic-hurricane-season-review",
         "Review of the 2024 Atlantic hurricane season | Category 6 - Weather Underground",
         "With 11 hurricanes the season tied for the tenth-most on record ...",
         "Dec 1, 2024"))))
    t.append(m.all())
    rs.add(task="search", tid="h35-search-06", system=SYSTEM, turns=t,
           state=state("2025-01-14", "Compare the 2024 Atlantic hurricane season with the record 2005 season: named storms, hurricanes, major hurricanes and ACE."))


def archive_overview(planet: str, tic: str, rows: str) -> str:
    return f"""# {planet} | NASA Exoplanet Archive — Overview

**System overview: TOI-700** · 4 confirmed planets · 1 star

## Stellar parameters

| Parameter | Value | Reference |
| --- | --- | --- |
| Host name | TOI-700 | |
| TIC ID | TIC {tic} | Stassun et al. 2019 |
| Spectral type | M2 V | Gilbert et al. 2020 |
| Distance [pc] | 31.127 ± 0.017 | Gaia DR3 |
| V (Johnson) [mag] | 13.15 | |
| Ks (2MASS) [mag] | 8.634 | |
| Effective temperature [K] | 3459 ± 125 | Gilbert et al. 2023 |
| Stellar mass [M☉] | 0.415 ± 0.020 | Gilbert et al. 2023 |
| Stellar radius [R☉] | 0.421 ± 0.031 | Gilbert et al. 2023 |
| RA / Dec | 06h28m22.97s / −65°34′43.0″ | |
| Constellation | Dorado | |

## Planets in the system

| Planet | Orbital period [days] | Radius [R⊕] | Insolation [S⊕] | Discovery year | Discovery method |
| --- | --- | --- | --- | --- | --- |
| TOI-700 b | 9.977 | 0.914 | 5.0 | 2020 | Transit |
| TOI-700 c | 16.051 | 2.60 | 2.6 | 2020 | Transit |
| TOI-700 e | 27.810 | 0.953 | 1.27 | 2023 | Transit |
| TOI-700 d | 37.426 | 1.073 | 0.87 | 2020 | Transit |

## {planet}

{rows}

*Data last updated: 2024-11-21 · Parameter set: Gilbert et al. 2023 (default)*

Links: [Planetary Systems table](https://exoplanetarchive.ipac.caltech.edu/cgi-bin/TblView/nph-tblView?app=ExoTbls&config=PS) · [Data download] · [ExoFOP]"""


# web_search / web_extractor / dict_memory: exoplanet discoveries (bad)
def t07(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("TOI-700 e discovery TESS habitable zone 2023"), res(
        ("https://www.nasa.gov/universe/exoplanets/nasas-tess-discovers-planetary-systems-second-earth-size-world/",
         "NASA's TESS Discovers Planetary System's Second Earth-Size World - NASA",
         "Using data from NASA's Transiting Exoplanet Survey Satellite, scientists have discovered an Earth-size world, called TOI 700 e, orbiting within the habitable zone of its star ...",
         "Jan 10, 2023"),
        ("https://exoplanetarchive.ipac.caltech.edu/overview/TOI-700%20d",
         "TOI-700 d Overview - NASA Exoplanet Archive",
         "TOI-700 d: period 37.426 days, radius 1.073 Earth radii, host star TOI-700 (M2 V), distance 31.1 pc ...",
         "N/A"),
        ("https://en.wikipedia.org/wiki/TOI-700_e",
         "TOI-700 e - Wikipedia",
         "TOI-700 e is a near-Earth-sized exoplanet orbiting within the optimistic habitable zone of the red dwarf TOI-700, about 101.4 light-years away in the constellation Dorado ...",
         "N/A"),
        ("https://arxiv.org/abs/2301.03617",
         "[2301.03617] A Second Earth-Sized Planet in the Habitable Zone of the M Dwarf, TOI-700",
         "We report the discovery of TOI-700 e, a 0.95 R⊕ planet on a 27.8-day orbit, in the optimistic habitable zone ...",
         "Jan 9, 2023"),
        ("https://www.space.com/tess-second-earth-size-planet-habitable-zone-toi-700",
         "NASA's TESS finds 2nd Earth-size world in its star's habitable zone | Space",
         "TOI 700 e is 95% Earth's size and likely rocky. It took TESS an additional year of observations to spot it ...",
         "Jan 10, 2023"),
        ("https://en.wikipedia.org/wiki/TOI-700",
         "TOI-700 - Wikipedia",
         "TOI-700 is a red dwarf 101.4 light-years from Earth in the constellation Dorado. It hosts four known planets ...",
         "N/A"),
        ("https://www.jpl.nasa.gov/news/nasas-tess-planet-hunter-finds-its-first-earth-size-habitable-zone-world/",
         "NASA Planet Hunter Finds Earth-Size Habitable-Zone World - NASA JPL",
         "TOI 700 d is the first Earth-size habitable-zone planet discovered by TESS ...",
         "Jan 6, 2020"),
        ("https://www.nytimes.com/2023/01/10/science/toi-700-e-exoplanet-tess.html",
         "Another Earth-Size Planet Spotted in a Nearby Star's Habitable Zone - The New York Times",
         "The discovery, announced at the American Astronomical Society meeting in Seattle, makes TOI-700 one of only a few systems known with multiple Earth-sized habitable-zone worlds ...",
         "Jan 10, 2023"),
        ("https://www.reddit.com/r/space/comments/108gq8r/nasas_tess_discovers_second_earthsize_world/",
         "NASA's TESS discovers planetary system's second Earth-size world : r/space",
         "101 light years is close in galactic terms but still hopelessly far for anything we could send ...",
         "Jan 10, 2023"),
        ("https://exofop.ipac.caltech.edu/tess/target.php?id=150428135",
         "ExoFOP TIC 150428135",
         "TIC 150428135 · TOI-700 · TESS Objects of Interest: 700.01, 700.02, 700.03, 700.04 ...",
         "N/A"))))
    t.append((extract("https://exoplanetarchive.ipac.caltech.edu/overview/TOI-700%20d", "Host star identifiers and parameters, TOI-700 d planet parameters"),
              archive_overview("TOI-700 d", "150428135", """| Parameter | Value |
| --- | --- |
| Orbital period [days] | 37.42396 ± 0.00003 |
| Planet radius [R⊕] | 1.073 ± 0.059 |
| Equilibrium temperature [K] | 268.8 |
| Insolation flux [S⊕] | 0.87 ± 0.10 |
| Orbit semi-major axis [au] | 0.1633 |
| Discovery facility | Transiting Exoplanet Survey Satellite (TESS) |
| Discovery reference | Gilbert et al. 2020 |""")))
    t.append((extract("https://www.nasa.gov/universe/exoplanets/nasas-tess-discovers-planetary-systems-second-earth-size-world/", "Key facts about TOI-700 e and how it was found"), """# NASA's TESS Discovers Planetary System's Second Earth-Size World

*Jan 10, 2023 · Jeanette Kazmierczak, NASA's Goddard Space Flight Center*

Using data from NASA's Transiting Exoplanet Survey Satellite, scientists have discovered an Earth-size world, called TOI 700 e, orbiting within the habitable zone of its star — the range of distances where liquid water could occur on a planet's surface. The world is 95% Earth's size and likely rocky.

Astronomers previously discovered three planets in this system, called TOI 700 b, c, and d. Planet d also orbits in the habitable zone. But scientists needed an additional year of TESS observations to discover TOI 700 e.

"This is one of only a few systems with multiple, small, habitable-zone planets that we know of," said Emily Gilbert, a postdoctoral fellow at NASA's Jet Propulsion Laboratory in Southern California who led the work. "That makes the TOI 700 system an exciting prospect for additional follow-up."

Gilbert presented the result on behalf of her team at the 241st meeting of the American Astronomical Society in Seattle. A paper about the newly discovered planet was accepted by *The Astrophysical Journal Letters*.

## The TOI 700 system

| Planet | Size vs. Earth | Orbit | Notes |
| --- | --- | --- | --- |
| TOI 700 b | about Earth-size | 10 days | innermost, likely rocky |
| TOI 700 c | more than 2.5× Earth | 16 days | likely gas-dominated |
| TOI 700 e | 95% | 28 days | optimistic habitable zone |
| TOI 700 d | about Earth-size | 37 days | conservative habitable zone |

TOI 700 is a small, cool M dwarf star located around 100 light-years away in the southern constellation Dorado. Planet d was announced in 2020 as TESS' first Earth-size planet in its star's habitable zone. Planet e is about 10% smaller than planet d, so the system also shows how additional TESS observations help us find smaller and smaller worlds.

TESS monitors large swaths of the sky, called sectors, for about 27 days at a time. It observed TOI 700 in 2018–2019 and again in 2020–2021.

"If the star was a little closer or the planet a little bigger, we might have been able to spot TOI 700 e in the first year of TESS data," said Ben Hord, a doctoral candidate at the University of Maryland, College Park and a graduate researcher at NASA Goddard. "But the signal was so faint that we needed the additional year of transit observations to identify it."

TESS is a NASA Astrophysics Explorer mission led and operated by MIT in Cambridge, Massachusetts, and managed by NASA's Goddard Space Flight Center."""))
    t.append((extract("https://exoplanetarchive.ipac.caltech.edu/overview/TOI-700%20e", "Host star identifiers and TOI-700 e planet parameters"),
              archive_overview("TOI-700 e", "150428153", """| Parameter | Value |
| --- | --- |
| Orbital period [days] | 27.80978 ± 0.00041 |
| Planet radius [R⊕] | 0.953 ± 0.089 |
| Equilibrium temperature [K] | 290.5 |
| Insolation flux [S⊕] | 1.27 ± 0.15 |
| Orbit semi-major axis [au] | 0.1340 |
| Discovery facility | Transiting Exoplanet Survey Satellite (TESS) |
| Discovery reference | Gilbert et al. 2023 |""")))
    t.append(m.add({"toi700_host": "TOI-700 (TIC 150428135), M2 V dwarf, 31.13 pc (~101.4 ly), Dorado; 4 planets b, c, e, d",
                    "toi700_d": "P = 37.424 d, R = 1.073 R⊕, S = 0.87 S⊕; announced Jan 2020 (Gilbert et al. 2020)",
                    "toi700_e": "P = 27.810 d, R = 0.953 R⊕ (95% Earth), S = 1.27 S⊕; announced 10 Jan 2023 at AAS 241 (Gilbert et al. 2023, ApJL)"}))
    t.append((search("Gilbert 2023 TOI-700 e Astrophysical Journal Letters arXiv"), res(
        ("https://arxiv.org/abs/2301.03617",
         "[2301.03617] A Second Earth-Sized Planet in the Habitable Zone of the M Dwarf, TOI-700",
         "We report the discovery of TOI-700 e, a 0.95 R⊕ planet on a 27.8-day orbit, in the optimistic habitable zone ...",
         "Jan 9, 2023"),
        ("https://iopscience.iop.org/article/10.3847/2041-8213/acb599",
         "A Second Earth-sized Planet in the Habitable Zone of the M Dwarf, TOI-700 - IOPscience",
         "Gilbert, E. A., Vanderburg, A., Rodriguez, J. E., et al. 2023, ApJL, 944, L35 ...",
         "Feb 16, 2023"),
        ("https://ui.adsabs.harvard.edu/abs/2023ApJ...944L..35G/abstract",
         "A Second Earth-sized Planet in the Habitable Zone of the M Dwarf, TOI-700 - NASA/ADS",
         "Abstract: We report the discovery of TOI-700 e ... bringing the system to four planets ...",
         "N/A"),
        ("https://arxiv.org/abs/2001.00952",
         "[2001.00952] The First Habitable Zone Earth-sized Planet from TESS. I: Validation of the TOI-700 System",
         "We present the discovery and validation of a three-planet system orbiting the nearby (31.1 pc) M2 dwarf star TOI-700 (TIC 150428135) ...",
         "Jan 3, 2020"),
        ("https://www.semanticscholar.org/paper/A-Second-Earth-sized-Planet-in-the-Habitable-Zone-Gilbert-Vanderburg/",
         "A Second Earth-sized Planet in the Habitable Zone of the M Dwarf, TOI-700 | Semantic Scholar",
         "Cited by 41 · Highly influential citations 3 ...",
         "N/A"),
        ("https://www.researchgate.net/publication/367022314_A_Second_Earth-Sized_Planet_in_the_Habitable_Zone_of_the_M_Dwarf_TOI-700",
         "(PDF) A Second Earth-Sized Planet in the Habitable Zone of the M Dwarf, TOI-700",
         "Full-text available. January 2023 ...",
         "Jan 2023"),
        ("https://exoplanetarchive.ipac.caltech.edu/overview/TOI-700%20e",
         "TOI-700 e Overview - NASA Exoplanet Archive",
         "TOI-700 e: period 27.810 days, radius 0.953 Earth radii, discovery reference Gilbert et al. 2023 ...",
         "N/A"),
        ("https://www.jpl.nasa.gov/news/nasas-tess-discovers-planetary-systems-second-earth-size-world/",
         "NASA's TESS Discovers Planetary System's Second Earth-Size World - JPL",
         "Emily Gilbert, a postdoctoral fellow at JPL, led the work, presented at the 241st AAS meeting ...",
         "Jan 10, 2023"))))
    t.append((extract("https://arxiv.org/abs/2301.03617", "Paper metadata and abstract"), """# A Second Earth-Sized Planet in the Habitable Zone of the M Dwarf, TOI-700

**arXiv:2301.03617** [astro-ph.EP]

Emily A. Gilbert, Andrew Vanderburg, Joseph E. Rodriguez, Benjamin J. Hord, Karen A. Collins, Thomas Barclay, Veselin B. Kostov, Elisa V. Quintana, Joshua E. Schlieder, Gregory D. Mosby, et al.

*Submitted on 9 Jan 2023*

## Abstract

We report the discovery of TOI-700 e, a 0.95 R⊕ planet residing in the Optimistic Habitable Zone (HZ) of its host star. This discovery was enabled by multiple years of monitoring from NASA's Transiting Exoplanet Survey Satellite (TESS) mission. The host star, TOI-700 (TIC 150428135), is a nearby (31.1 pc), inactive, M2 dwarf (Ks = 8.6 mag). TOI-700 is already known to host three planets, including the small, HZ planet, TOI-700 d. The new planet has an orbital period of 27.8 days and, based on its radius (R_p = 0.95 R⊕), it is likely rocky. TOI-700 was observed for 21 sectors over Years 1 and 3 of the TESS mission, including 10 sectors at 20-second cadence in Year 3. Using this full set of TESS data and additional follow-up observations, we identify TOI-700 e and validate the planet using a combination of ground- and space-based observations. TOI-700 e is the second HZ planet found in this system, which makes TOI-700 one of only a few known systems with multiple small HZ planets.

| | |
| --- | --- |
| Comments | 12 pages, 6 figures, accepted to ApJL |
| Subjects | Earth and Planetary Astrophysics (astro-ph.EP) |
| Journal reference | ApJL 944 L35 (2023) |
| DOI | 10.3847/2041-8213/acb599 |
| Cite as | arXiv:2301.03617 [astro-ph.EP] |

## Submission history

From: Emily Gilbert
**[v1]** Mon, 9 Jan 2023 19:00:02 UTC (4,812 KB)"""))
    t.append(m.all())
    rs.add(task="search", tid="h35-search-07", system=SYSTEM, turns=t,
           state=state("2024-12-02", "What do we know about the TOI-700 system's habitable-zone planets (periods, radii, discovery dates), and what is the host star's TESS Input Catalog ID?"),
           bad=True, turn=4, kind="host star's TIC catalogue ID differs from the one shown for the same system earlier")


# web_search / web_extractor / dict_memory: video game console sales (clean)
def t08(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("Nintendo Switch lifetime sales units", "best-selling game consoles of all time"), batch(
        (("https://www.nintendo.co.jp/ir/en/finance/hard_soft/index.html",
          "Dedicated Video Game Sales Units - Nintendo Co., Ltd.",
          "Nintendo Switch: Hardware 150.86 million units, Software 1,315.02 million units (as of December 31, 2024) ...",
          "N/A"),
         ("https://www.nintendo.co.jp/ir/pdf/2024/241105_2e.pdf",
          "Consolidated Financial Results for the Six Months Ended September 30, 2024 - Nintendo",
          "Nintendo Switch hardware sell-through ... cumulative sales 146.04 million units ...",
          "Nov 5, 2024"),
         ("https://www.theverge.com/2025/2/4/switch-sales-150-million-ds-record",
          "The Nintendo Switch has sold more than 150 million units - The Verge",
          "The Switch is now just a few million units short of the Nintendo DS, the company's best-selling console ever ...",
          "Feb 4, 2025"),
         ("https://en.wikipedia.org/wiki/Nintendo_Switch",
          "Nintendo Switch - Wikipedia",
          "The Nintendo Switch has sold over 150 million units worldwide, making it Nintendo's second best-selling console ...",
          "N/A"),
         ("https://www.vgchartz.com/analysis/platform_totals/",
          "Platform Totals - VGChartz",
          "Estimated worldwide hardware sales by platform, updated weekly ...",
          "N/A"),
         ("https://www.gamesindustry.biz/nintendo-switch-sales-q3-fy2025",
          "Switch passes 150m as Nintendo cuts annual forecast | GamesIndustry.biz",
          "Nintendo has lowered its full-year Switch hardware forecast to 11 million units ...",
          "Feb 4, 2025"),
         ("https://www.reddit.com/r/NintendoSwitch/comments/1ihd2k1/switch_has_sold_15086_million/",
          "Switch has sold 150.86 million : r/NintendoSwitch",
          "So it needs about 3.2m more to pass the DS. Doable before Switch 2 launches? ...",
          "Feb 4, 2025"),
         ("https://www.statista.com/statistics/687059/nintendo-switch-unit-sales-worldwide/",
          "Nintendo Switch unit sales worldwide 2017-2024 | Statista",
          "Cumulative unit sales of the Nintendo Switch by quarter ...",
          "Feb 2025")),
        (("https://en.wikipedia.org/wiki/List_of_best-selling_game_consoles",
          "List of best-selling game consoles - Wikipedia",
          "The PlayStation 2 is the best-selling console of all time, with over 160 million units, followed by the Nintendo DS at 154.02 million ...",
          "N/A"),
         ("https://www.guinnessworldrecords.com/world-records/best-selling-videogames-console",
          "Best-selling videogame console | Guinness World Records",
          "The best-selling videogame console is the Sony PlayStation 2 ...",
          "N/A"),
         ("https://www.ign.com/articles/best-selling-consoles-of-all-time",
          "The Best-Selling Video Game Consoles of All Time - IGN",
          "From the PS2 to the Game Boy, these are the consoles that sold the most ...",
          "Jan 6, 2025"),
         ("https://www.eurogamer.net/ps2-sales-160-million",
          "Sony confirms PS2 has sold over 160 million units | Eurogamer",
          "Former Sony Interactive executive Shinichi Okamoto revealed the updated figure ...",
          "Mar 20, 2024"),
         ("https://www.vgchartz.com/analysis/platform_totals/",
          "Platform Totals - VGChartz",
          "Estimated worldwide hardware sales by platform ...",
          "N/A"),
         ("https://www.statista.com/statistics/268966/total-number-of-game-consoles-sold-worldwide-by-type/",
          "Best-selling game consoles worldwide 2025 | Statista",
          "PlayStation 2, Nintendo DS and Nintendo Switch lead lifetime unit sales ...",
          "Feb 2025"),
         ("https://www.reddit.com/r/gaming/comments/1bkg3mr/ps2_officially_sold_over_160_million/",
          "PS2 officially sold over 160 million : r/gaming",
          "So the Switch has to beat 160 now, not 155 ...",
          "Mar 21, 2024"),
         ("https://www.businessinsider.com/best-selling-video-game-consoles-of-all-time",
          "The 20 best-selling video game consoles of all time - Business Insider",
          "Sales figures from manufacturers, ranked ...",
          "Sep 14, 2023")))))
    t.append((extract("https://www.nintendo.co.jp/ir/pdf/2024/241105_2e.pdf", "Nintendo Switch cumulative hardware and software units and top titles"), """# Nintendo Co., Ltd. — Consolidated Financial Results for the Six Months Ended September 30, 2024

*Released November 5, 2024*

## Dedicated video game platform sales units

| | Apr–Sep 2023 | Apr–Sep 2024 | Life-to-date (as of Sep 30, 2024) |
| --- | --- | --- | --- |
| Nintendo Switch hardware (units, millions) | 5.36 | 4.72 | **146.04** |
| of which Nintendo Switch | 1.20 | 0.94 | |
| of which Nintendo Switch Lite | 1.28 | 1.21 | |
| of which Nintendo Switch – OLED Model | 2.88 | 2.57 | |
| Nintendo Switch software (units, millions) | 86.41 | 76.61 | **1,286.11** |

## Million-seller titles, life-to-date (as of September 30, 2024)

| Title | Units (millions) |
| --- | --- |
| Mario Kart 8 Deluxe | 64.27 |
| Animal Crossing: New Horizons | 46.44 |
| Super Smash Bros. Ultimate | 35.12 |
| The Legend of Zelda: Breath of the Wild | 32.29 |
| Super Mario Odyssey | 28.28 |
| Pokémon Sword / Pokémon Shield | 26.27 |
| Pokémon Scarlet / Pokémon Violet | 25.29 |
| Super Mario Party | 21.07 |
| The Legend of Zelda: Tears of the Kingdom | 21.04 |

## Forecast for the fiscal year ending March 31, 2025

| | Forecast |
| --- | --- |
| Nintendo Switch hardware | 12.50 million units |
| Nintendo Switch software | 165.00 million units |

*Figures are sell-in units to retailers and distributors.*"""))
    t.append(m.add({"switch_hw": "146.04M units as of 30 Sep 2024 (Nintendo 1H FY3/2025 results, 5 Nov 2024)",
                    "ds_hw": "154.02M units (final, Nintendo)"}))
    t.append((extract("https://en.wikipedia.org/wiki/List_of_best-selling_game_consoles", "Ranking of consoles by lifetime units with the as-of dates"), """# List of best-selling game consoles

From Wikipedia, the free encyclopedia

This is a list of video game consoles that have sold or shipped at least one million units worldwide. Figures are manufacturer-reported sell-in or shipment figures where available.

## Home and handheld consoles

| Rank | Console | Type | Firm | Released | Units sold | Ref. / as of |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | PlayStation 2 | Home | Sony | 2000 | > 160 million | Sony, March 2024 |
| 2 | Nintendo DS | Handheld | Nintendo | 2004 | 154.02 million | Nintendo, final |
| 3 | Nintendo Switch | Hybrid | Nintendo | 2017 | 150.86 million | Nintendo, December 31, 2024 |
| 4 | Game Boy / Game Boy Color | Handheld | Nintendo | 1989 | 118.69 million | Nintendo, final |
| 5 | PlayStation 4 | Home | Sony | 2013 | 117.2 million | Sony, December 31, 2022 |
| 6 | PlayStation | Home | Sony | 1994 | 102.49 million | Sony, final |
| 7 | Wii | Home | Nintendo | 2006 | 101.63 million | Nintendo, final |
| 8 | PlayStation 3 | Home | Sony | 2006 | 87.4 million | Sony |
| 9 | Xbox 360 | Home | Microsoft | 2005 | 84 million | estimate |
| 10 | Game Boy Advance | Handheld | Nintendo | 2001 | 81.51 million | Nintendo, final |
| 11 | PlayStation Portable | Handheld | Sony | 2004 | 76–82 million | estimate |
| 12 | Nintendo 3DS | Handheld | Nintendo | 2011 | 75.94 million | Nintendo, final |
| 13 | PlayStation 5 | Home | Sony | 2020 | 65.5 million | Sony, December 31, 2024 |

## Notes

- Nintendo Switch figures combine the original model, Nintendo Switch Lite and Nintendo Switch – OLED Model.
- The PlayStation 2 figure was updated from "over 155 million" after former Sony executive Shinichi Okamoto confirmed in March 2024 that it had sold over 160 million.

Retrieved from "https://en.wikipedia.org/w/index.php?title=List_of_best-selling_game_consoles&oldid=1274113508\""""))
    t.append((search("Nintendo Switch 150.86 million December 2024 third quarter results"), res(
        ("https://www.nintendo.co.jp/ir/en/finance/hard_soft/index.html",
         "Dedicated Video Game Sales Units - Nintendo Co., Ltd.",
         "Nintendo Switch: Hardware 150.86 million units, Software 1,315.02 million units (as of December 31, 2024) ...",
         "N/A"),
        ("https://www.nintendo.co.jp/ir/pdf/2025/250204_2e.pdf",
         "Consolidated Financial Results for the Nine Months Ended December 31, 2024 - Nintendo",
         "Nintendo Switch hardware: 9.54 million units in the nine months ... forecast revised to 11.00 million ...",
         "Feb 4, 2025"),
        ("https://www.theverge.com/2025/2/4/switch-sales-150-million-ds-record",
         "The Nintendo Switch has sold more than 150 million units - The Verge",
         "The Switch is now just a few million units short of the Nintendo DS, the company's best-selling console ever ...",
         "Feb 4, 2025"),
        ("https://www.gamesindustry.biz/nintendo-switch-sales-q3-fy2025",
         "Switch passes 150m as Nintendo cuts annual forecast | GamesIndustry.biz",
         "Nintendo has lowered its full-year Switch hardware forecast to 11 million units ...",
         "Feb 4, 2025"),
        ("https://www.reuters.com/technology/nintendo-cuts-switch-forecast-2025-02-04/",
         "Nintendo cuts Switch sales forecast ahead of successor launch | Reuters",
         "Nintendo trimmed its annual forecast for Switch console sales to 11 million units from 12.5 million ...",
         "Feb 4, 2025"),
        ("https://www.videogameschronicle.com/news/switch-150-million/",
         "Switch sales pass 150 million as Mario Kart 8 Deluxe nears 70 million | VGC",
         "Mario Kart 8 Deluxe has now sold 67.35 million copies ...",
         "Feb 4, 2025"),
        ("https://www.reddit.com/r/NintendoSwitch/comments/1ihd2k1/switch_has_sold_15086_million/",
         "Switch has sold 150.86 million : r/NintendoSwitch",
         "So it needs about 3.2m more to pass the DS. Doable before Switch 2 launches? ...",
         "Feb 4, 2025"),
        ("https://www.nintendolife.com/news/2025/02/switch-hardware-sales-150-million",
         "Switch Is Now Nintendo's Second Best-Selling Console | Nintendo Life",
         "Nintendo Switch has sold 150.86 million units as of December 31, 2024 ...",
         "Feb 4, 2025"))))
    t.append((extract("https://www.nintendo.co.jp/ir/en/finance/hard_soft/index.html", "Switch cumulative hardware and software units and top titles"), """# Dedicated Video Game Sales Units

*Nintendo Co., Ltd. · IR Information · Sales Data · As of December 31, 2024*

## Nintendo Switch

| | Japan | The Americas | Other | Total |
| --- | --- | --- | --- | --- |
| Hardware (units, millions) | 35.89 | 51.39 | 63.58 | **150.86** |
| Software (units, millions) | 251.71 | 553.62 | 509.69 | **1,315.02** |

## Top Selling Title Sales Units (Nintendo Switch, life-to-date)

| Rank | Title | Units (millions) |
| --- | --- | --- |
| 1 | Mario Kart 8 Deluxe | 67.35 |
| 2 | Animal Crossing: New Horizons | 47.44 |
| 3 | Super Smash Bros. Ultimate | 36.05 |
| 4 | The Legend of Zelda: Breath of the Wild | 32.61 |
| 5 | Super Mario Odyssey | 29.04 |
| 6 | Pokémon Sword / Pokémon Shield | 26.44 |
| 7 | Pokémon Scarlet / Pokémon Violet | 26.41 |
| 8 | The Legend of Zelda: Tears of the Kingdom | 21.61 |
| 9 | Super Mario Party | 21.37 |
| 10 | Pokémon Legends: Arceus | 15.07 |

## Past platforms (final figures)

| Platform | Hardware (millions) | Software (millions) |
| --- | --- | --- |
| Nintendo DS | 154.02 | 948.76 |
| Wii | 101.63 | 921.85 |
| Nintendo 3DS | 75.94 | 392.48 |
| Wii U | 13.56 | 103.74 |

*Sales units are sell-in to retailers and distributors. Figures for the Top Selling Titles include downloadable versions.*"""))
    t.append(m.update({"switch_hw": "150.86M units as of 31 Dec 2024 (Nintendo IR, 3Q FY3/2025, 4 Feb 2025); 3.16M short of DS (154.02M); PS2 > 160M"}))
    t.append(m.add({"mk8d": "Mario Kart 8 Deluxe 67.35M as of 31 Dec 2024 (64.27M as of 30 Sep 2024)"}))
    t.append(m.all())
    rs.add(task="search", tid="h35-search-08", system=SYSTEM, turns=t,
           state=state("2025-02-10", "How many Nintendo Switch consoles have been sold to date, and how far is it from overtaking the Nintendo DS and the PlayStation 2?"))


# web_search / web_extractor / dict_memory: national park visitation (clean)
def t09(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("most visited national parks 2023 NPS recreation visits"), res(
        ("https://www.nps.gov/orgs/1207/2023-visitation-numbers.htm",
         "National parks saw 325.5 million visits in 2023 (U.S. National Park Service)",
         "Visitation to national parks in 2023 increased by 4% over 2022 to 325.5 million recreation visits. Great Smoky Mountains was again the most visited national park ...",
         "Feb 26, 2024"),
        ("https://irma.nps.gov/Stats/SSRSReports/National%20Reports/Annual%20Park%20Ranking%20Report%20(1979%20-%20Last%20Calendar%20Year)",
         "Annual Park Ranking Report for Recreation Visits - NPS Stats",
         "Ranking of NPS units by recreation visits for the selected year; filter by park type ...",
         "N/A"),
        ("https://www.usatoday.com/story/travel/nation-parks/2024/02/27/most-visited-national-parks-2023/72750002007/",
         "The 10 most visited national parks of 2023 - USA TODAY",
         "Great Smoky Mountains drew more than 13 million visitors, nearly triple second-place Grand Canyon ...",
         "Feb 27, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_national_parks_of_the_United_States",
         "List of national parks of the United States - Wikipedia",
         "There are 63 national parks ... Great Smoky Mountains is the most visited, with over 13 million visitors in 2023 ...",
         "N/A"),
        ("https://www.cntraveler.com/story/most-visited-national-parks",
         "The Most-Visited National Parks in the U.S. | Condé Nast Traveler",
         "Zion and Grand Canyon both broke 4.6 million visits; Yellowstone rebounded after its 2022 floods ...",
         "Feb 28, 2024"),
        ("https://www.npca.org/articles/2023-visitation",
         "2023 national park visitation: what the numbers mean | NPCA",
         "More visitors than ever, with fewer rangers to welcome them ...",
         "Mar 5, 2024"),
        ("https://www.reddit.com/r/NationalPark/comments/1b0z1k8/2023_visitation_numbers_released/",
         "2023 visitation numbers released : r/NationalPark",
         "Smokies at 13.3M again, no entrance fee helps. Surprised Acadia is so high ...",
         "Feb 27, 2024"),
        ("https://www.statista.com/statistics/253878/most-visited-national-parks-in-the-us/",
         "Most visited U.S. national parks 2023 | Statista",
         "Great Smoky Mountains National Park: 13.3 million recreational visits in 2023 ...",
         "Mar 2024"))))
    t.append((extract("https://www.nps.gov/orgs/1207/2023-visitation-numbers.htm", "2023 total visits and the most visited national parks"), """# National parks saw 325.5 million visits in 2023

*Office of Communications · WASHINGTON · February 26, 2024*

Visitation to national parks in 2023 increased by 4% over 2022, with 325.5 million recreation visits, and 28 parks set new recreation visitation records.

"National parks continue to be a source of inspiration, joy, and reflection for people across the country and around the world," said National Park Service Director Chuck Sams.

## Most visited national park sites (all NPS units), 2023

| Park unit | Recreation visits |
| --- | --- |
| Blue Ridge Parkway | 16.7 million |
| Golden Gate National Recreation Area | 15.0 million |
| Great Smoky Mountains National Park | 13.3 million |
| Gateway National Recreation Area | 8.7 million |
| Lincoln Memorial | 8.1 million |

## Most visited national parks, 2023

| Rank | National park | Recreation visits |
| --- | --- | --- |
| 1 | Great Smoky Mountains | 13.3 million |
| 2 | Grand Canyon | 4.7 million |
| 3 | Zion | 4.6 million |
| 4 | Yellowstone | 4.5 million |
| 5 | Rocky Mountain | 4.1 million |
| 6 | Yosemite | 3.9 million |
| 7 | Acadia | 3.9 million |
| 8 | Grand Teton | 3.4 million |
| 9 | Joshua Tree | 3.0 million |
| 10 | Olympic | 2.9 million |

## Notes on the data

- Park visitation data is compiled by the NPS Social Science Program. Complete and detailed statistics are available at [irma.nps.gov/Stats](https://irma.nps.gov/Stats).
- Yellowstone's total returned to pre-flood levels after the June 2022 flooding closed much of the park.
- The NPS counts recreation visits; non-recreation visits, such as commuters on park roads, are excluded."""))
    t.append(m.add({"top_parks_2023": "Great Smoky Mountains 13.3M; Grand Canyon 4.7M; Zion 4.6M; Yellowstone 4.5M; Rocky Mountain 4.1M (NPS release, rounded)",
                    "nps_total_2023": "325.5 million recreation visits in 2023 (+4% vs 2022)"}))
    t.append((extract("https://irma.nps.gov/Stats/SSRSReports/National%20Reports/Annual%20Park%20Ranking%20Report%20(1979%20-%20Last%20Calendar%20Year)",
                      "Exact 2023 recreation visits for the top national parks (park type National Park)"), """# Annual Park Ranking Report for Recreation Visits in: 2023

*NPS Stats · National Park Service Visitor Use Statistics · Report date: 2/26/2024*

Filter: Park Type = National Park · Year = 2023 · Sort: Recreation Visits (descending)

| Rank | Park Name | Park Type | Region | State | Recreation Visits 2023 | Recreation Visits 2022 |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | Great Smoky Mountains NP | National Park | Southeast | TN, NC | 13,297,647 | 12,937,633 |
| 2 | Grand Canyon NP | National Park | Intermountain | AZ | 4,733,705 | 4,732,101 |
| 3 | Zion NP | National Park | Intermountain | UT | 4,623,238 | 4,692,417 |
| 4 | Yellowstone NP | National Park | Intermountain | WY, MT, ID | 4,501,382 | 3,290,242 |
| 5 | Rocky Mountain NP | National Park | Intermountain | CO | 4,115,236 | 4,300,424 |
| 6 | Yosemite NP | National Park | Pacific West | CA | 3,897,070 | 3,667,550 |
| 7 | Acadia NP | National Park | Northeast | ME | 3,879,890 | 3,970,260 |
| 8 | Grand Teton NP | National Park | Intermountain | WY | 3,417,106 | 3,289,638 |
| 9 | Joshua Tree NP | National Park | Pacific West | CA | 2,988,547 | 3,058,294 |
| 10 | Olympic NP | National Park | Pacific West | WA | 2,943,986 | 2,432,972 |
| 11 | Glacier NP | National Park | Intermountain | MT | 2,933,027 | 2,908,458 |
| 12 | Cuyahoga Valley NP | National Park | Midwest | OH | 2,913,765 | 2,913,503 |

Rows 1–12 of 63 · Total recreation visits, National Park type (63 parks): 92,443,813

*Recreation visits: entries of a person onto lands or waters administered by the NPS, excluding non-reportable and non-recreation visits.*"""))
    t.append(m.remove(["top_parks_2023"]))
    t.append(m.add({"top10_np_2023_exact": "1 Great Smoky Mountains 13,297,647; 2 Grand Canyon 4,733,705; 3 Zion 4,623,238; 4 Yellowstone 4,501,382; 5 Rocky Mountain 4,115,236; 6 Yosemite 3,897,070; 7 Acadia 3,879,890; 8 Grand Teton 3,417,106; 9 Joshua Tree 2,988,547; 10 Olympic 2,943,986 (NPS Stats)"}))
    t.append((search("national park visitation 2024 record 331.9 million"), res(
        ("https://www.nps.gov/orgs/1207/2024-visitation-numbers.htm",
         "National parks set new visitation record in 2024 (U.S. National Park Service)",
         "National parks welcomed a record 331.9 million recreation visits in 2024, an increase of 6.4 million over 2023 ...",
         "Feb 20, 2025"),
        ("https://www.npr.org/2025/02/20/national-parks-record-visitation-2024",
         "National parks had record-breaking visitation in 2024 : NPR",
         "The record comes as the park service faces staffing cuts ...",
         "Feb 20, 2025"),
        ("https://www.usatoday.com/story/travel/nation-parks/2025/02/20/most-visited-national-parks-2024/",
         "Most visited national parks of 2024 - USA TODAY",
         "Great Smoky Mountains remained on top with more than 12 million visits, down from 13.3 million in 2023 ...",
         "Feb 20, 2025"),
        ("https://irma.nps.gov/Stats/",
         "NPS Stats - Visitor Use Statistics",
         "Annual and monthly visitation data for all park units ...",
         "N/A"),
        ("https://www.outsideonline.com/adventure-travel/news-analysis/national-park-visitation-2024/",
         "National Park Visitation Hit an All-Time High in 2024 | Outside",
         "Blue Ridge Parkway and Golden Gate NRA again topped the list of all NPS units ...",
         "Feb 21, 2025"),
        ("https://www.reddit.com/r/nationalparks/comments/1iu2p7x/2024_visitation_record/",
         "2024 visitation record : r/nationalparks",
         "331.9M while staff is getting cut. Going to be a rough summer ...",
         "Feb 20, 2025"),
        ("https://www.washingtonpost.com/climate-environment/2025/02/20/national-parks-record-visitors/",
         "National parks drew record crowds in 2024 - The Washington Post",
         "Fifteen parks set individual records, including Grand Canyon ...",
         "Feb 20, 2025"),
        ("https://www.statista.com/statistics/253867/number-of-recreational-visits-to-us-national-parks/",
         "Recreational visits to U.S. national parks 2008-2024 | Statista",
         "331.86 million recreational visits in 2024 ...",
         "Feb 2025"))))
    t.append(m.all())
    rs.add(task="search", tid="h35-search-09", system=SYSTEM, turns=t,
           state=state("2025-02-24", "What were the ten most visited US national parks in 2023, with exact recreation visit counts, and how did total NPS visitation change in 2024?"))


# web_search / web_extractor / dict_memory: marathon world records (bad)
def t10(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("women's marathon world record 2024 Chepngetich", "men's marathon world record Kiptum ratified"), batch(
        (("https://worldathletics.org/news/report/chicago-marathon-2024-ruth-chepngetich-world-record",
          "Chepngetich smashes world marathon record in Chicago | REPORT | World Athletics",
          "Kenya's Ruth Chepngetich took almost two minutes off the women's marathon world record, clocking 2:09:56 at the Bank of America Chicago Marathon on Sunday (13) ...",
          "Oct 13, 2024"),
         ("https://en.wikipedia.org/wiki/Marathon_world_record_progression",
          "Marathon world record progression - Wikipedia",
          "Women: 2:09:56 Ruth Chepngetich (KEN), Chicago, 13 October 2024. Men: 2:00:35 Kelvin Kiptum (KEN), Chicago, 8 October 2023 ...",
          "N/A"),
         ("https://www.nytimes.com/2024/10/13/sports/chicago-marathon-ruth-chepngetich-world-record.html",
          "Ruth Chepngetich Breaks Women's Marathon World Record in Chicago - The New York Times",
          "Chepngetich became the first woman to run a marathon in under 2 hours 10 minutes ...",
          "Oct 13, 2024"),
         ("https://www.bbc.com/sport/athletics/articles/c4gl1dp1jm2o",
          "Chicago Marathon: Ruth Chepngetich breaks women's world record - BBC Sport",
          "The 30-year-old Kenyan finished in 2:09:56, beating Tigst Assefa's previous mark of 2:11:53 set in Berlin in 2023 ...",
          "Oct 13, 2024"),
         ("https://www.runnersworld.com/news/a62581931/ruth-chepngetich-world-record-chicago-marathon-2024/",
          "Ruth Chepngetich Shatters the Marathon World Record - Runner's World",
          "She went through halfway in 64:16, on pace for a sub-2:09 ...",
          "Oct 13, 2024"),
         ("https://www.chicagomarathon.com/news/2024-results/",
          "2024 Bank of America Chicago Marathon Results",
          "Women's open: 1. Ruth Chepngetich (KEN) 2:09:56 WR; 2. Sutume Asefa Kebede (ETH) 2:17:32; 3. Irine Cheptai (KEN) 2:17:51 ...",
          "Oct 13, 2024"),
         ("https://www.reddit.com/r/running/comments/1g2x7v1/ruth_chepngetich_209_56_wr/",
          "Ruth Chepngetich 2:09:56 WR : r/running",
          "Almost 2 minutes off a record that was set last year. Wild ...",
          "Oct 13, 2024"),
         ("https://www.letsrun.com/news/2024/10/ruth-chepngetich-209/",
          "Ruth Chepngetich Runs 2:09:56 - LetsRun.com",
          "The biggest improvement in the women's marathon record since 2003 ...",
          "Oct 14, 2024")),
        (("https://worldathletics.org/news/press-releases/kiptum-marathon-world-record-ratified",
          "Kiptum's marathon world record ratified | PRESS RELEASE | World Athletics",
          "Kelvin Kiptum's marathon world record of 2:00:35 has been ratified ... set at the Chicago Marathon on 8 October 2023 ...",
          "Feb 6, 2024"),
         ("https://en.wikipedia.org/wiki/Kelvin_Kiptum",
          "Kelvin Kiptum - Wikipedia",
          "Kelvin Kiptum Cheruiyot (2 December 1999 – 11 February 2024) was a Kenyan long-distance runner who held the marathon world record of 2:00:35 ...",
          "N/A"),
         ("https://www.bbc.com/sport/athletics/68229817",
          "Kelvin Kiptum: Marathon world record holder dies in car crash aged 24 - BBC Sport",
          "Kiptum died in a road accident in Kenya less than a week after his world record was ratified ...",
          "Feb 12, 2024"),
         ("https://www.reuters.com/sports/athletics/kiptums-marathon-world-record-ratified-2024-02-06/",
          "Kiptum's marathon world record ratified by World Athletics | Reuters",
          "The 24-year-old's time of two hours and 35 seconds in Chicago last October beat Eliud Kipchoge's 2:01:09 ...",
          "Feb 6, 2024"),
         ("https://www.runnersworld.com/news/a46006187/kelvin-kiptum-world-record-ratified/",
          "Kelvin Kiptum's Marathon World Record Is Now Official - Runner's World",
          "The ratification comes four months after the race ...",
          "Feb 6, 2024"),
         ("https://www.reddit.com/r/AdvancedRunning/comments/1akbhq9/kiptum_wr_ratified/",
          "Kiptum WR ratified : r/AdvancedRunning",
          "Took them long enough. Sub-2 next year in Rotterdam? ...",
          "Feb 6, 2024"),
         ("https://www.nytimes.com/2024/02/11/sports/kelvin-kiptum-dead.html",
          "Kelvin Kiptum, Marathon World Record Holder, Dies at 24 - The New York Times",
          "Kiptum had set the record in just his third marathon ...",
          "Feb 11, 2024"),
         ("https://www.olympics.com/en/news/kelvin-kiptum-marathon-world-record-ratified",
          "Kelvin Kiptum's marathon world record officially ratified - Olympics.com",
          "World Athletics confirmed 2:00:35 as the official world record ...",
          "Feb 6, 2024")))))
    t.append((extract("https://en.wikipedia.org/wiki/Marathon_world_record_progression", "Most recent men's and women's world record entries"), """# Marathon world record progression

From Wikipedia, the free encyclopedia

World records in the marathon are ratified by World Athletics. Since 2004 the IAAF/World Athletics has recognised "world bests" as world records for road events, and since 2011 it has kept a separate women-only record for races without male pacemakers.

## Men (since 2003)

| Time | Name | Nationality | Date | Event/Place |
| --- | --- | --- | --- | --- |
| 2:04:55 | Paul Tergat | Kenya | 28 September 2003 | Berlin Marathon |
| 2:04:26 | Haile Gebrselassie | Ethiopia | 30 September 2007 | Berlin Marathon |
| 2:03:59 | Haile Gebrselassie | Ethiopia | 28 September 2008 | Berlin Marathon |
| 2:03:38 | Patrick Makau | Kenya | 25 September 2011 | Berlin Marathon |
| 2:03:23 | Wilson Kipsang | Kenya | 29 September 2013 | Berlin Marathon |
| 2:02:57 | Dennis Kimetto | Kenya | 28 September 2014 | Berlin Marathon |
| 2:01:39 | Eliud Kipchoge | Kenya | 16 September 2018 | Berlin Marathon |
| 2:01:09 | Eliud Kipchoge | Kenya | 25 September 2022 | Berlin Marathon |
| 2:00:35 | Kelvin Kiptum | Kenya | 8 October 2023 | Chicago Marathon |

## Women (mixed races, since 2002)

| Time | Name | Nationality | Date | Event/Place |
| --- | --- | --- | --- | --- |
| 2:17:18 | Paula Radcliffe | United Kingdom | 13 October 2002 | Chicago Marathon |
| 2:15:25 | Paula Radcliffe | United Kingdom | 13 April 2003 | London Marathon |
| 2:14:04 | Brigid Kosgei | Kenya | 13 October 2019 | Chicago Marathon |
| 2:11:53 | Tigst Assefa | Ethiopia | 24 September 2023 | Berlin Marathon |
| 2:09:56 | Ruth Chepngetich | Kenya | 13 October 2024 | Chicago Marathon |

## Women only

| Time | Name | Nationality | Date | Event/Place |
| --- | --- | --- | --- | --- |
| 2:17:01 | Mary Keitany | Kenya | 23 April 2017 | London Marathon |
| 2:16:16 | Peres Jepchirchir | Kenya | 21 April 2024 | London Marathon |

## Notes

- Kiptum's 2:00:35 was ratified by World Athletics on 6 February 2024; he died in a road accident in Kenya on 11 February 2024.
- Chepngetich's 2:09:56 is pending ratification.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Marathon_world_record_progression&oldid=1254771092\""""))
    t.append((extract("https://worldathletics.org/news/report/chicago-marathon-2024-ruth-chepngetich-world-record", "Race details: time, splits, previous record, result"), """# Chepngetich smashes world marathon record in Chicago

*REPORT · Chicago Marathon · Chicago (USA)*

Kenya's Ruth Chepngetich took almost two minutes off the women's marathon world record, clocking 2:09:56* at the Bank of America Chicago Marathon on Sunday (20 October).

The 30-year-old, who won in Chicago in 2021 and 2022, broke away from the field inside the first 5km and was never challenged. She passed halfway in 64:16, the fastest half-marathon split ever recorded by a woman in a marathon, and though she slowed slightly in the second half she crossed the line well inside Tigst Assefa's previous record of 2:11:53, set in Berlin in September 2023.

"I feel so great. I'm so happy," said Chepngetich. "This world record, I dedicate to Kelvin Kiptum, who set his world record here last year."

Ethiopia's Sutume Asefa Kebede finished more than seven minutes back in second, in 2:17:32, with Kenya's Irine Cheptai third in 2:17:51.

## Splits

| Distance | Split | Cumulative |
| --- | --- | --- |
| 5km | 15:15 | 15:15 |
| 10km | 15:13 | 30:28 |
| 15km | 15:29 | 45:57 |
| 20km | 15:06 | 61:03 |
| Half | — | 64:16 |
| 25km | 15:40 | 1:16:43 |
| 30km | 15:23 | 1:32:06 |
| 35km | 15:43 | 1:47:49 |
| 40km | 15:21 | 2:03:10 |
| Finish | 6:46 | 2:09:56 |

## Leading results — women

| Pos | Athlete | Nat | Time |
| --- | --- | --- | --- |
| 1 | Ruth Chepngetich | KEN | 2:09:56 WR |
| 2 | Sutume Asefa Kebede | ETH | 2:17:32 |
| 3 | Irine Cheptai | KEN | 2:17:51 |
| 4 | Buze Diriba | ETH | 2:21:23 |
| 5 | Emma Bates | USA | 2:23:22 |

## Leading results — men

| Pos | Athlete | Nat | Time |
| --- | --- | --- | --- |
| 1 | John Korir | KEN | 2:02:44 |
| 2 | Mohamed Esa | ETH | 2:05:36 |
| 3 | Amos Kipruto | KEN | 2:06:16 |

*\\* Subject to the usual ratification procedures*

World Athletics"""))
    t.append(m.add({"women_wr": "2:09:56 — Ruth Chepngetich (KEN), Chicago Marathon, 13 Oct 2024 (pending ratification); previous 2:11:53 Tigst Assefa, Berlin, 24 Sep 2023",
                    "men_wr": "2:00:35 — Kelvin Kiptum (KEN), Chicago Marathon, 8 Oct 2023; ratified 6 Feb 2024"}))
    t.append((search("Kiptum 2:00:35 world record ratified February 2024"), res(
        ("https://worldathletics.org/news/press-releases/kiptum-marathon-world-record-ratified",
         "Kiptum's marathon world record ratified | PRESS RELEASE | World Athletics",
         "Kelvin Kiptum's marathon world record of 2:00:35 has been ratified ... set at the Chicago Marathon on 8 October 2023 ...",
         "Feb 6, 2024"),
        ("https://www.reuters.com/sports/athletics/kiptums-marathon-world-record-ratified-2024-02-06/",
         "Kiptum's marathon world record ratified by World Athletics | Reuters",
         "The 24-year-old's time of two hours and 35 seconds in Chicago last October beat Eliud Kipchoge's 2:01:09 ...",
         "Feb 6, 2024"),
        ("https://www.runnersworld.com/news/a46006187/kelvin-kiptum-world-record-ratified/",
         "Kelvin Kiptum's Marathon World Record Is Now Official - Runner's World",
         "The ratification comes four months after the race ...",
         "Feb 6, 2024"),
        ("https://en.wikipedia.org/wiki/Kelvin_Kiptum",
         "Kelvin Kiptum - Wikipedia",
         "Kelvin Kiptum Cheruiyot (2 December 1999 – 11 February 2024) was a Kenyan long-distance runner who held the marathon world record of 2:00:35 ...",
         "N/A"),
        ("https://www.olympics.com/en/news/kelvin-kiptum-marathon-world-record-ratified",
         "Kelvin Kiptum's marathon world record officially ratified - Olympics.com",
         "World Athletics confirmed 2:00:35 as the official world record ...",
         "Feb 6, 2024"),
        ("https://www.chicagomarathon.com/news/kiptum-record-ratified/",
         "Kelvin Kiptum's Chicago course record is now the official world record",
         "The Bank of America Chicago Marathon congratulates Kelvin Kiptum ...",
         "Feb 6, 2024"),
        ("https://www.letsrun.com/news/2024/02/kiptum-wr-ratified/",
         "It's Official: Kelvin Kiptum's 2:00:35 Ratified as World Record - LetsRun.com",
         "The ratification had been delayed while World Athletics collected documentation ...",
         "Feb 6, 2024"),
        ("https://www.reddit.com/r/AdvancedRunning/comments/1akbhq9/kiptum_wr_ratified/",
         "Kiptum WR ratified : r/AdvancedRunning",
         "Took them long enough. Sub-2 next year in Rotterdam? ...",
         "Feb 6, 2024"))))
    t.append((extract("https://worldathletics.org/news/press-releases/kiptum-marathon-world-record-ratified", "Ratification details"), """# Kiptum's marathon world record ratified

*PRESS RELEASE · Monaco · 6 February 2024*

Kelvin Kiptum's marathon world record of 2:00:35 has been ratified.

The 23-year-old Kenyan achieved the mark at the Chicago Marathon on 8 October 2023, improving on the previous world record of 2:01:09 set by Eliud Kipchoge in Berlin in 2022.

Kiptum had also run the fastest debut marathon in history, 2:01:53 in Valencia in December 2022, and won the London Marathon in April 2023 in 2:01:25, the second-fastest time in history at that point.

## Other records ratified

| Event | Mark | Athlete | Nat | Venue | Date |
| --- | --- | --- | --- | --- | --- |
| Marathon (men) | 2:00:35 | Kelvin Kiptum | KEN | Chicago, USA | 8 October 2023 |
| Mile (women) | 4:07.64 | Faith Kipyegon | KEN | Monaco | 21 July 2023 |
| 5000m (women) | 14:00.21 | Gudaf Tsegay | ETH | Eugene, USA | 17 September 2023 |
| Pole vault (men) | 6.23m | Armand Duplantis | SWE | Eugene, USA | 17 September 2023 |

World Athletics"""))
    t.append(m.all())
    rs.add(task="search", tid="h35-search-10", system=SYSTEM, turns=t,
           state=state("2024-11-05", "What are the current men's and women's marathon world records, who set them, where and when?"),
           bad=True, turn=3, kind="extracted article gives a different race date than the snippet and page shown before")


# web_search / web_extractor / dict_memory: Olympic medal tables (bad)
def t11(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("Paris 2024 Olympics final medal table"), res(
        ("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table",
         "2024 Summer Olympics medal table - Wikipedia",
         "The United States and China both won 40 gold medals; the United States topped the table on silver medals, with 126 medals in total ...",
         "N/A"),
        ("https://olympics.com/en/paris-2024/medals",
         "Paris 2024 Olympic Medal Table - Gold, Silver & Bronze",
         "Official medal standings of the Olympic Games Paris 2024 by National Olympic Committee ...",
         "N/A"),
        ("https://www.nytimes.com/interactive/2024/sports/olympics/medal-count-results-schedule-paris-2024.html",
         "Paris 2024 Olympics Medal Count - The New York Times",
         "United States 126, China 91, Great Britain 65, France 64, Australia 53 ...",
         "Aug 11, 2024"),
        ("https://www.bbc.com/sport/olympics/paris-2024/medals",
         "Paris 2024 Olympics medal table - BBC Sport",
         "Team GB finished seventh in the medal table with 14 golds and 65 medals overall ...",
         "Aug 11, 2024"),
        ("https://apnews.com/article/olympics-2024-medal-count-final-us-china-40-golds",
         "US edges China for most golds at Paris Olympics after women's basketball win | AP News",
         "The United States finished with 40 golds, tied with China, after the women's basketball team beat France 67-66 on the final day ...",
         "Aug 11, 2024"),
        ("https://www.espn.com/olympics/summer/2024/medals",
         "2024 Summer Olympics Medal Count - ESPN",
         "Gold, silver, bronze and total medals for every country at Paris 2024 ...",
         "N/A"),
        ("https://www.reuters.com/sports/olympics/final-medal-table-paris-2024-2024-08-11/",
         "Final medal table of the Paris 2024 Olympics | Reuters",
         "Japan finished third in the gold count with 20, ahead of Australia's 18 and hosts France's 16 ...",
         "Aug 11, 2024"),
        ("https://www.reddit.com/r/olympics/comments/1epxk3w/final_medal_table_paris_2024/",
         "Final medal table Paris 2024 : r/olympics",
         "40-40 on golds decided by the very last event. Couldn't have scripted it ...",
         "Aug 11, 2024"))))
    t.append((extract("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table", "Top 15 of the final medal table and overall totals"), """# 2024 Summer Olympics medal table

From Wikipedia, the free encyclopedia

The **2024 Summer Olympics**, officially the Games of the XXXIII Olympiad, were held in Paris, France, from 26 July to 11 August 2024. Athletes competed in 329 events in 32 sports.

The United States and China both won 40 gold medals. The United States, which won its 40th gold in the final event of the women's basketball tournament, placed first in the table on the basis of its 44 silver medals to China's 27, and led the total medal count with 126. It was the fourth consecutive Summer Games at which the United States topped the table.

## Medal table

*Key: ‡ Changes in medal standings (see below) · Host nation (France) highlighted*

| Rank | NOC | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- | --- |
| 1 | United States | 40 | 44 | 42 | 126 |
| 2 | China | 40 | 27 | 24 | 91 |
| 3 | Japan | 20 | 12 | 13 | 45 |
| 4 | Australia | 18 | 19 | 16 | 53 |
| 5 | France* | 16 | 26 | 22 | 64 |
| 6 | Netherlands | 15 | 7 | 12 | 34 |
| 7 | Great Britain | 14 | 22 | 29 | 65 |
| 8 | South Korea | 13 | 9 | 10 | 32 |
| 9 | Italy | 12 | 13 | 15 | 40 |
| 10 | Germany | 12 | 13 | 8 | 33 |
| 11 | New Zealand | 10 | 7 | 3 | 20 |
| 12 | Canada | 9 | 7 | 11 | 27 |
| 13 | Uzbekistan | 8 | 2 | 3 | 13 |
| 14 | Hungary | 6 | 7 | 6 | 19 |
| 15 | Spain | 5 | 4 | 9 | 18 |
| 16–91 | Remaining NOCs | 91 | 111 | 162 | 364 |
| **Totals (91 entries)** | | **329** | **330** | **385** | **1,044** |

## Notes

- Ties in several events (for example in artistic gymnastics and boxing, where two bronzes are awarded) mean the silver and bronze totals differ from the gold total.
- Dominica, Saint Lucia, Albania, Cape Verde and Botswana won their first Olympic gold medals or first Olympic medals.

Retrieved from "https://en.wikipedia.org/w/index.php?title=2024_Summer_Olympics_medal_table&oldid=1258711429\""""))
    t.append(m.add({"paris_top3": "Paris 2024: USA 40/44/42 = 126; CHN 40/27/24 = 91; JPN 20/12/13 = 45 (USA ahead on silver)"}))
    t.append((extract("https://en.wikipedia.org/wiki/2020_Summer_Olympics_medal_table", "Top 10 of the final medal table and totals"), """# 2020 Summer Olympics medal table

From Wikipedia, the free encyclopedia

The **2020 Summer Olympics**, officially the Games of the XXXII Olympiad, were held in Tokyo, Japan, from 23 July to 8 August 2021, having been postponed by one year because of the COVID-19 pandemic. 339 events in 33 sports were contested.

The United States topped the medal table for the third consecutive Summer Games, winning 39 gold and 113 total medals, one gold ahead of China. Host nation Japan won 27 gold medals, its most ever at a Summer Olympics. Russian athletes competed as the Russian Olympic Committee (ROC).

## Medal table

| Rank | NOC | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- | --- |
| 1 | United States | 39 | 41 | 33 | 113 |
| 2 | China | 38 | 32 | 19 | 89 |
| 3 | Japan* | 27 | 14 | 17 | 58 |
| 4 | Great Britain | 22 | 21 | 22 | 65 |
| 5 | ROC | 20 | 28 | 23 | 71 |
| 6 | Australia | 17 | 7 | 22 | 46 |
| 7 | Netherlands | 10 | 12 | 14 | 36 |
| 8 | France | 10 | 12 | 11 | 33 |
| 9 | Germany | 10 | 11 | 16 | 37 |
| 10 | Italy | 10 | 10 | 20 | 40 |
| 11–93 | Remaining NOCs | 137 | 150 | 205 | 492 |
| **Totals (93 entries)** | | **340** | **338** | **402** | **1,080** |

## Notes

- One more gold than events was awarded because of ties (e.g. the shared gold in the men's high jump between Mutaz Essa Barshim and Gianmarco Tamberi).

Retrieved from "https://en.wikipedia.org/w/index.php?title=2020_Summer_Olympics_medal_table&oldid=1249315527\""""))
    t.append(m.add({"tokyo_top3": "Tokyo 2020: USA 39/41/33 = 113; CHN 38/32/19 = 89; JPN 27/14/17 = 58",
                    "gbr_compare": "Great Britain: Paris 14/22/29 = 65 (7th); Tokyo 22/21/22 = 65 (4th) — same total, 8 fewer golds"}))
    full = m.all()[1]
    missing = {k: v for k, v in m.d.items() if k != "tokyo_top3"}
    assert full != pj(missing)
    t.append((memory("retrieve_all"), pj(missing)))
    t.append((search("USA China tied 40 gold medals Paris 2024 women's basketball final day"), res(
        ("https://apnews.com/article/olympics-2024-medal-count-final-us-china-40-golds",
         "US edges China for most golds at Paris Olympics after women's basketball win | AP News",
         "The United States finished with 40 golds, tied with China, after the women's basketball team beat France 67-66 on the final day ...",
         "Aug 11, 2024"),
        ("https://www.nbcolympics.com/news/us-womens-basketball-beats-france-gold-medal-67-66",
         "U.S. women's basketball edges France 67-66 for eighth straight Olympic gold | NBC Olympics",
         "A'ja Wilson had 21 points and 13 rebounds as Team USA held off France in the final event of the Games ...",
         "Aug 11, 2024"),
        ("https://www.espn.com/olympics/story/_/id/40814432/usa-china-gold-medal-count-tie",
         "How the U.S. caught China in the gold medal count on the final day - ESPN",
         "China led 39-38 entering the last day; Jennifer Valente's omnium win and the women's basketball final decided it ...",
         "Aug 11, 2024"),
        ("https://www.scmp.com/sport/china/article/3274253/paris-olympics-china-ties-us-40-golds",
         "Paris Olympics: China ties US on 40 golds, its best result at an overseas Games | SCMP",
         "China's 40 golds were two more than in Tokyo, its best haul at an overseas Games ...",
         "Aug 12, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table",
         "2024 Summer Olympics medal table - Wikipedia",
         "The United States and China both won 40 gold medals; the United States topped the table on silver medals ...",
         "N/A"),
        ("https://www.theguardian.com/sport/article/2024/aug/11/paris-olympics-medal-table-usa-china-tie",
         "USA and China tie on 40 golds as Paris 2024 ends | The Guardian",
         "The US tops the table for a fourth straight Summer Games, but only on the silver-medal tiebreak ...",
         "Aug 11, 2024"),
        ("https://www.reddit.com/r/olympics/comments/1epxk3w/final_medal_table_paris_2024/",
         "Final medal table Paris 2024 : r/olympics",
         "40-40 on golds decided by the very last event. Couldn't have scripted it ...",
         "Aug 11, 2024"),
        ("https://www.cbsnews.com/news/olympics-medal-count-2024-us-china/",
         "Olympics medal count: U.S. finishes with 126 medals, most of any nation - CBS News",
         "The U.S. also led in silver (44) and bronze (42) ...",
         "Aug 11, 2024"))))
    t.append((extract("https://apnews.com/article/olympics-2024-medal-count-final-us-china-40-golds", "How the gold-medal tie came about"), """# US edges China for most golds at Paris Olympics after women's basketball win

*By The Associated Press · Updated 5:48 PM GMT+2, August 11, 2024*

PARIS (AP) — The United States caught China on the very last day of the Paris Olympics, finishing with 40 gold medals, tied with its rival, after the U.S. women's basketball team beat France 67-66 in the final event of the Games.

The Americans topped the medal standings on the tiebreaker of silver medals, 44 to China's 27, and won 126 medals overall, far more than any other nation.

China had led the gold count for much of the Games and reached 40 on Sunday with a win in women's weightlifting. Jennifer Valente's victory in the cycling omnium earlier in the day had given the U.S. its 39th gold, and the women's basketball team then won its eighth straight Olympic title, with A'ja Wilson scoring 21 points.

## Final standings (top five by gold)

| NOC | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- |
| United States | 40 | 44 | 42 | 126 |
| China | 40 | 27 | 24 | 91 |
| Japan | 20 | 12 | 13 | 45 |
| Australia | 18 | 19 | 16 | 53 |
| France | 16 | 26 | 22 | 64 |

It was the fourth straight Summer Games in which the U.S. finished first in both golds and total medals. Great Britain finished with 65 medals, matching its Tokyo total.

*The Associated Press contributed to this report from Paris.*"""))
    t.append(m.add({"paris_gold_tie": "USA and CHN tied on 40 golds; USA first on silvers (44 v 27); decided by women's basketball final, USA 67–66 France, 11 Aug 2024"}))
    rs.add(task="search", tid="h35-search-11", system=SYSTEM, turns=t,
           state=state("2024-09-02", "How did the top of the Paris 2024 Olympic medal table compare with Tokyo 2020, including Great Britain?"),
           bad=True, turn=6, kind="key added to memory is missing from the next full listing")


# web_search / web_extractor / dict_memory: semiconductor fabs (clean)
def t12(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("TSMC Arizona CHIPS Act award finalized $6.6 billion"), res(
        ("https://www.commerce.gov/news/press-releases/2024/11/biden-harris-administration-announces-chips-incentives-award-tsmc-arizona",
         "Biden-Harris Administration Announces CHIPS Incentives Award with TSMC Arizona | U.S. Department of Commerce",
         "The Department of Commerce awarded TSMC Arizona up to $6.6 billion in direct funding under the CHIPS Incentives Program ... supporting TSMC's more than $65 billion investment in three greenfield fabs in Phoenix ...",
         "Nov 15, 2024"),
        ("https://www.reuters.com/technology/us-finalizes-66-billion-chips-award-tsmc-arizona-2024-11-15/",
         "US finalizes $6.6 billion chips award for TSMC's Arizona unit | Reuters",
         "The award, first announced in April, is the first major CHIPS grant to be finalized and will be paid out as TSMC meets project milestones ...",
         "Nov 15, 2024"),
        ("https://pr.tsmc.com/english/news/3142",
         "TSMC Arizona and U.S. Department of Commerce Finalize CHIPS Act Award - TSMC",
         "TSMC Arizona's first fab, using N4 process technology, is on track for volume production in the first half of 2025 ...",
         "Nov 15, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-10-24/tsmc-s-arizona-chip-production-yields-surpass-taiwan-s",
         "TSMC's Arizona Chip Production Yields Surpass Taiwan's - Bloomberg",
         "Early production at the Phoenix plant has a yield about 4 percentage points higher than comparable plants in Taiwan ...",
         "Oct 24, 2024"),
        ("https://www.nist.gov/chips/tsmc-arizona-phoenix",
         "TSMC Arizona (Phoenix, AZ) | CHIPS for America - NIST",
         "Award: up to $6.6 billion; proposed loans: up to $5 billion; estimated jobs: about 6,000 manufacturing and 20,000 construction ...",
         "N/A"),
        ("https://en.wikipedia.org/wiki/TSMC_Arizona",
         "TSMC Arizona - Wikipedia",
         "TSMC Arizona is a subsidiary of TSMC operating Fab 21, a semiconductor fabrication complex in north Phoenix, Arizona ...",
         "N/A"),
        ("https://www.azcentral.com/story/money/business/tech/2024/11/15/tsmc-chips-act-grant-finalized/",
         "TSMC's $6.6 billion federal grant finalized | azcentral",
         "The company says its first Phoenix fab is running engineering wafers for customers ahead of volume output next year ...",
         "Nov 15, 2024"),
        ("https://www.reddit.com/r/hardware/comments/1grp5u2/us_finalizes_66_billion_chips_award_for_tsmc/",
         "US finalizes $6.6 billion chips award for TSMC : r/hardware",
         "So N4 now, N3/N2 in 2028. Still a generation behind Taiwan ...",
         "Nov 15, 2024"))))
    t.append((extract("https://www.commerce.gov/news/press-releases/2024/11/biden-harris-administration-announces-chips-incentives-award-tsmc-arizona", "Award amount, investment size, fabs and timeline"), """# Biden-Harris Administration Announces CHIPS Incentives Award with TSMC Arizona to Bring World's Leading-Edge Technology to the U.S.

*U.S. Department of Commerce · Office of Public Affairs · FOR IMMEDIATE RELEASE · Friday, November 15, 2024*

Today, the Biden-Harris Administration announced that the U.S. Department of Commerce awarded TSMC Arizona Corporation, a subsidiary of Taiwan Semiconductor Manufacturing Company Limited (TSMC), up to $6.6 billion in direct funding under the CHIPS Incentives Program's Funding Opportunity for Commercial Fabrication Facilities. This award follows the previously signed preliminary memorandum of terms, announced on April 8, 2024, and the completion of the Department's due diligence.

The award will support TSMC's more than $65 billion investment in three greenfield leading-edge fabs in Phoenix, Arizona.

## Project overview

| Fab | Process technology | Volume production (planned) |
| --- | --- | --- |
| Fab 1 | N4 (4 nm) | First half of 2025 |
| Fab 2 | N3 (3 nm), with N2 (2 nm) | 2028 |
| Fab 3 | N2 (2 nm) or more advanced | By the end of the decade |

- **Direct funding:** up to $6.6 billion, disbursed based on completion of project milestones
- **Proposed loans:** up to $5 billion
- **Jobs:** approximately 6,000 direct manufacturing jobs and more than 20,000 construction jobs
- **Workforce:** $50 million of the award is dedicated to training and developing the local workforce

"Today's announcement is a testament to the CHIPS and Science Act," said U.S. Secretary of Commerce Gina Raimondo. "For the first time ever, America will be home to the world's most advanced leading-edge chip manufacturing."

TSMC Arizona's investment is the largest foreign direct investment in a completely new project in United States history.

*The CHIPS Program Office will disburse funds in tranches as TSMC Arizona reaches milestones.*

### Media contact
Office of Public Affairs, publicaffairs@doc.gov"""))
    t.append(m.add({"tsmc_az": "TSMC Arizona (Fab 21, north Phoenix): CHIPS grant up to $6.6B + up to $5B loans (preliminary 8 Apr 2024, finalized 15 Nov 2024); >$65B planned for 3 fabs — Fab 1 N4 (production 1H 2025), Fab 2 N3/N2 2028, Fab 3 N2+ by end of decade"}))
    t.append((search("TSMC $100 billion additional investment Arizona March 2025"), res(
        ("https://pr.tsmc.com/english/news/3210",
         "TSMC Intends to Expand Its Investment in the United States to US$165 Billion to Power the Future of AI - TSMC",
         "TSMC announced its intention to expand its investment in advanced semiconductor manufacturing in the United States by an additional US$100 billion ...",
         "Mar 4, 2025"),
        ("https://www.reuters.com/technology/tsmc-ceo-trump-announce-100-billion-investment-2025-03-03/",
         "TSMC to invest $100 billion in US chip plants, Trump says | Reuters",
         "TSMC CEO C.C. Wei appeared with President Donald Trump at the White House to announce the investment, which includes three new fabs and two packaging plants ...",
         "Mar 3, 2025"),
        ("https://www.cnbc.com/2025/03/03/tsmc-100-billion-us-investment-trump.html",
         "TSMC announces $100 billion investment in the U.S. - CNBC",
         "The new spending brings TSMC's total planned U.S. investment to $165 billion ...",
         "Mar 3, 2025"),
        ("https://www.nytimes.com/2025/03/03/technology/tsmc-investment-trump.html",
         "TSMC Pledges $100 Billion More in U.S. Chip Factories - The New York Times",
         "The commitment comes as the administration threatens tariffs on imported semiconductors ...",
         "Mar 3, 2025"),
        ("https://www.taipeitimes.com/News/front/archives/2025/03/05/2003832946",
         "TSMC's US plan sparks concern over 'hollowing out' - Taipei Times",
         "Taiwanese officials said the most advanced process nodes would remain in Taiwan ...",
         "Mar 5, 2025"),
        ("https://www.theverge.com/news/623715/tsmc-100-billion-arizona-investment",
         "TSMC is investing another $100 billion in US chipmaking | The Verge",
         "Three more fabs, two advanced packaging facilities and an R&D center ...",
         "Mar 3, 2025"),
        ("https://www.reddit.com/r/hardware/comments/1j2v8bl/tsmc_to_invest_100_billion_in_us/",
         "TSMC to invest $100 billion in US : r/hardware",
         "That's on top of the $65B already planned. Packaging in Arizona is the real news ...",
         "Mar 3, 2025"),
        ("https://www.azcentral.com/story/money/business/tech/2025/03/03/tsmc-100-billion-arizona-expansion/",
         "TSMC adds $100 billion to Arizona plans | azcentral",
         "The expansion will be at the company's north Phoenix site ...",
         "Mar 3, 2025"))))
    t.append((extract("https://pr.tsmc.com/english/news/3210", "Size and content of the expanded U.S. investment"), """# TSMC Intends to Expand Its Investment in the United States to US$165 Billion to Power the Future of AI

*TSMC · Corporate News · Issued on: 2025/03/04*

Hsinchu, Taiwan, R.O.C., Mar. 4, 2025 — TSMC (TWSE: 2330, NYSE: TSM) today announced its intention to expand its investment in advanced semiconductor manufacturing in the United States by an additional US$100 billion. Building on the Company's ongoing US$65 billion investment in Phoenix, Arizona, TSMC's total investment in the U.S. is expected to reach **US$165 billion**.

The expansion includes plans for:

| Item | Count |
| --- | --- |
| New fabrication plants | 3 |
| Advanced packaging facilities | 2 |
| Major R&D team center | 1 |

This makes it the largest single foreign direct investment in U.S. history. The expansion is expected to create 40,000 construction jobs over the next four years and tens of thousands of high-paying, high-tech jobs in advanced chip manufacturing and R&D.

TSMC's first fab in Arizona started production in the fourth quarter of 2024, ahead of its original schedule, using N4 process technology, with yields comparable to its fabs in Taiwan.

"AI is reshaping our lives," said Dr. C.C. Wei, Chairman and CEO of TSMC. "With this additional investment, we will continue to support our customers' success."

## Forward-looking statements

This press release contains forward-looking statements that are subject to significant risks and uncertainties. Actual results may differ materially.

**TSMC Spokesperson:** Wendell Huang, Senior Vice President and CFO"""))
    t.append(m.update({"tsmc_az": "TSMC Arizona (Fab 21, north Phoenix): CHIPS grant up to $6.6B + up to $5B loans (finalized 15 Nov 2024); Fab 1 N4 started production in Q4 2024 (ahead of the 1H 2025 plan); total U.S. plan now US$165B (the $65B for 3 fabs + $100B more announced 3–4 Mar 2025: 3 more fabs, 2 advanced packaging plants, 1 R&D center)"}))
    t.append((search("Intel Ohio fab delay 2030 2031"), res(
        ("https://www.intel.com/content/www/us/en/newsroom/news/intel-ohio-update-feb-2025.html",
         "Intel Ohio Update - Intel Newsroom",
         "We now expect completion of construction of the first Ohio fab in 2030 and operations to begin between 2030 and 2031 ...",
         "4 days ago"),
        ("https://www.reuters.com/technology/intel-delays-ohio-chip-factory-2030-2025-02-28/",
         "Intel delays Ohio chip factory to 2030 | Reuters",
         "Intel pushed back the completion of its first Ohio plant to 2030 and the second to 2032, citing the need to align with market demand ...",
         "Feb 28, 2025"),
        ("https://www.dispatch.com/story/business/2025/02/28/intel-ohio-plant-delayed-2030/",
         "Intel's New Albany chip plant delayed until at least 2030 | Columbus Dispatch",
         "The $28 billion project in Licking County was originally set to begin production in 2025 ...",
         "Feb 28, 2025"),
        ("https://www.cnbc.com/2025/02/28/intel-ohio-chip-plant-delay.html",
         "Intel delays Ohio chip plant to 2030 as it cuts costs - CNBC",
         "Intel was awarded $7.86 billion under the CHIPS Act in November ...",
         "Feb 28, 2025"),
        ("https://www.tomshardware.com/tech-industry/intel-ohio-fab-delayed-to-2030",
         "Intel's Ohio fab delayed to 2030-2031 | Tom's Hardware",
         "Fab 2 completion now expected in 2032, with operations in 2032-2033 ...",
         "Feb 28, 2025"),
        ("https://en.wikipedia.org/wiki/Intel_Ohio",
         "Intel Ohio - Wikipedia",
         "Ohio One is a planned semiconductor manufacturing complex in New Albany, Ohio, announced in January 2022 ...",
         "N/A"),
        ("https://www.reddit.com/r/intel/comments/1j0o2yz/intel_delays_ohio_fab_to_2030/",
         "Intel delays Ohio fab to 2030 : r/intel",
         "Honestly expected. They don't have the customers for 18A/14A volume yet ...",
         "Feb 28, 2025"),
        ("https://www.nbc4i.com/news/local-news/new-albany/intel-ohio-timeline-delay/",
         "Timeline: Intel's Ohio plant from announcement to 2030 delay | NBC4 WCMH-TV",
         "January 2022: announcement. September 2022: groundbreaking with President Biden ...",
         "Mar 1, 2025"))))
    t.append(m.add({"intel_ohio": "Intel Ohio One (New Albany, Licking County): Fab 1 construction completion delayed to 2030, operations 2030–2031; Fab 2 completion 2032 (Intel update, 28 Feb 2025); originally targeted 2025"}))
    t.append(m.all())
    rs.add(task="search", tid="h35-search-12", system=SYSTEM, turns=t,
           state=state("2025-03-04", "What is the current status and planned investment of TSMC's Arizona fabs, and when will Intel's Ohio fab start operating?"))


# web_search / web_extractor / dict_memory: smartphone shipments (clean)
def t13(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("2024 smartphone shipments full year IDC Apple Samsung Xiaomi"), res(
        ("https://www.idc.com/getdoc.jsp?containerId=prUS52996125",
         "Global Smartphone Shipments Grew 6.4% in 2024, Marking a Strong Recovery, According to IDC",
         "Global smartphone shipments increased 6.4% year over year to 1.24 billion units in 2024 ... Apple remained the top vendor for the year with 232.1 million units ...",
         "Jan 13, 2025"),
        ("https://www.canalys.com/newsroom/worldwide-smartphone-market-2024",
         "Global smartphone market returns to growth in 2024 with 7% increase | Canalys",
         "Worldwide smartphone shipments grew 7% to 1.22 billion units in 2024. Apple led the market with 225.9 million shipments ...",
         "Jan 15, 2025"),
        ("https://www.reuters.com/technology/global-smartphone-shipments-rose-2024-idc-2025-01-13/",
         "Global smartphone shipments rise in 2024 as Apple holds top spot - Reuters",
         "Xiaomi posted the fastest growth among the top five, IDC said, while Samsung's shipments dipped slightly ...",
         "Jan 13, 2025"),
        ("https://www.counterpointresearch.com/insight/global-smartphone-market-2024",
         "Global Smartphone Shipments Grew 4% YoY in 2024 - Counterpoint",
         "Samsung regained the top position in 2024 with a 19% share, followed closely by Apple at 18% ...",
         "Jan 20, 2025"),
        ("https://www.gsmarena.com/idc_2024_smartphone_shipments-news-66201.php",
         "IDC: 2024 smartphone shipments up 6.4%, Apple still on top - GSMArena.com news",
         "Transsion and vivo round out the top five ...",
         "Jan 14, 2025"),
        ("https://www.macrumors.com/2025/01/13/apple-top-smartphone-vendor-2024-idc/",
         "Apple Was the World's Top Smartphone Vendor in 2024, Says IDC - MacRumors",
         "Apple shipped 232.1 million iPhones in 2024, a slight decline of 0.9% ...",
         "Jan 13, 2025"),
        ("https://www.statista.com/statistics/271496/global-market-share-held-by-smartphone-vendors-since-4th-quarter-2009/",
         "Global smartphone market share by vendor 2009-2024 | Statista",
         "Quarterly market share of the leading smartphone vendors worldwide ...",
         "Jan 2025"),
        ("https://www.reddit.com/r/Android/comments/1i0q7mv/idc_2024_smartphone_market/",
         "IDC 2024 smartphone market : r/Android",
         "Xiaomi +15% is the real story. Samsung flat, Apple flat ...",
         "Jan 13, 2025"))))
    t.append((extract("https://www.idc.com/getdoc.jsp?containerId=prUS52996125", "Full-year 2024 shipments and market share by vendor"), """# Global Smartphone Shipments Grew 6.4% in 2024, Marking a Strong Recovery, According to IDC

*NEEDHAM, Mass. — January 13, 2025*

Global smartphone shipments increased 6.4% year over year (YoY) to 1.24 billion units in 2024, according to preliminary data from the International Data Corporation (IDC) Worldwide Quarterly Mobile Phone Tracker. In the fourth quarter of 2024 (4Q24), shipments grew 2.4% YoY to 331.7 million units, the sixth consecutive quarter of growth.

"The smartphone market has rebounded after two difficult years," said Ryan Reith, group vice president with IDC's Worldwide Device Trackers. "Growth came primarily from Android vendors in emerging markets and from China."

## Top 5 Companies, Worldwide Smartphone Shipments, Market Share, and Year-Over-Year Growth, Calendar Year 2024 (Preliminary; shipments in millions of units)

| Company | 2024 Shipments | 2024 Market Share | 2023 Shipments | 2023 Market Share | Year-Over-Year Change |
| --- | --- | --- | --- | --- | --- |
| 1. Apple | 232.1 | 18.7% | 234.2 | 20.1% | -0.9% |
| 2. Samsung | 223.4 | 18.0% | 226.6 | 19.5% | -1.4% |
| 3. Xiaomi | 168.6 | 13.6% | 146.1 | 12.5% | 15.4% |
| 4. Transsion | 106.7 | 8.6% | 94.9 | 8.1% | 12.4% |
| 5. vivo | 104.2 | 8.4% | 96.0 | 8.2% | 8.5% |
| Others | 404.2 | 32.6% | 367.0 | 31.5% | 10.1% |
| **Total** | **1,239.2** | **100.0%** | **1,164.8** | **100.0%** | **6.4%** |

*Source: IDC Quarterly Mobile Phone Tracker, January 13, 2025. Data are preliminary and subject to change. Company shipments are branded device shipments and exclude OEM sales for all vendors.*

## Fourth quarter highlights

- Apple led 4Q24 with 76.9 million units despite a 4.0% decline, as iPhone 16 demand in China softened.
- Xiaomi grew for a sixth straight quarter.
- Average selling prices rose as premium Android devices gained share."""))
    t.append((extract("https://www.canalys.com/newsroom/worldwide-smartphone-market-2024", "Full-year 2024 shipments and share by vendor"), """# Global smartphone market returns to growth in 2024 with 7% increase

*Canalys · Newsroom · Wednesday, 15 January 2025*

Worldwide smartphone shipments grew 7% in 2024 to reach 1.22 billion units, according to Canalys preliminary data. It was the first year of growth after two years of decline. Apple led the market with 225.9 million shipments and an 18% share, while Samsung came a close second with 222.9 million units.

## Worldwide smartphone shipments and annual growth — Canalys Smartphone Market Pulse: full year 2024

| Vendor | 2024 shipments (million) | 2024 market share | 2023 shipments (million) | 2023 market share | Annual growth |
| --- | --- | --- | --- | --- | --- |
| Apple | 225.9 | 18% | 229.2 | 20% | -1% |
| Samsung | 222.9 | 18% | 225.4 | 20% | -1% |
| Xiaomi | 168.5 | 14% | 145.9 | 13% | +15% |
| Transsion | 106.9 | 9% | 92.6 | 8% | +15% |
| OPPO | 103.6 | 8% | 102.4 | 9% | +1% |
| Others | 394.1 | 32% | 341.9 | 30% | +15% |
| **Total** | **1,221.9** | **100%** | **1,137.4** | **100%** | **+7%** |

*Note: percentages may not add up to 100% due to rounding. OPPO includes OnePlus. Source: Canalys estimates (sell-in shipments), Smartphone Analysis, January 2025.*

"2024 was a year of recovery," said Canalys Research Manager Amber Liu. "Vendors focused on high-end devices and emerging markets, while the low-end segment saw fierce competition."

Canalys expects the market to grow more modestly in 2025, at low single digits."""))
    t.append(m.add({"idc_2024": "IDC (prelim, 13 Jan 2025): 1,239.2M, +6.4% — Apple 232.1M (18.7%), Samsung 223.4M (18.0%), Xiaomi 168.6M (13.6%), Transsion 106.7M, vivo 104.2M",
                    "canalys_2024": "Canalys (15 Jan 2025): 1,221.9M, +7% — Apple 225.9M (18%), Samsung 222.9M (18%), Xiaomi 168.5M (14%), Transsion 106.9M, OPPO 103.6M"}))
    t.append((search("Counterpoint 2024 global smartphone shipments market share Samsung Apple"), res(
        ("https://www.counterpointresearch.com/insight/global-smartphone-market-2024",
         "Global Smartphone Shipments Grew 4% YoY in 2024 - Counterpoint",
         "Samsung regained the top position in 2024 with a 19% share, followed closely by Apple at 18% ...",
         "Jan 20, 2025"),
        ("https://www.counterpointresearch.com/insight/global-smartphone-share",
         "Global Smartphone Market Share: Quarterly - Counterpoint",
         "Quarterly shipment share for Samsung, Apple, Xiaomi, OPPO, vivo and others, updated each quarter ...",
         "Feb 18, 2025"),
        ("https://www.idc.com/getdoc.jsp?containerId=prUS52996125",
         "Global Smartphone Shipments Grew 6.4% in 2024, Marking a Strong Recovery, According to IDC",
         "Global smartphone shipments increased 6.4% year over year to 1.24 billion units in 2024 ...",
         "Jan 13, 2025"),
        ("https://www.canalys.com/newsroom/worldwide-smartphone-market-2024",
         "Global smartphone market returns to growth in 2024 with 7% increase | Canalys",
         "Worldwide smartphone shipments grew 7% to 1.22 billion units in 2024 ...",
         "Jan 15, 2025"),
        ("https://www.sammobile.com/news/samsung-top-smartphone-brand-2024-counterpoint/",
         "Counterpoint says Samsung was the world's top smartphone brand in 2024 - SamMobile",
         "Unlike IDC and Canalys, Counterpoint puts Samsung ahead of Apple for the full year ...",
         "Jan 21, 2025"),
        ("https://www.gizmochina.com/2025/01/20/counterpoint-2024-smartphone-market/",
         "Counterpoint: global smartphone market grew 4% in 2024 - Gizmochina",
         "Xiaomi third with 14%, followed by vivo and OPPO at 8% each ...",
         "Jan 20, 2025"),
        ("https://www.reddit.com/r/samsung/comments/1i5r2kq/counterpoint_samsung_1_in_2024/",
         "Counterpoint: Samsung #1 in 2024 : r/samsung",
         "Every research firm has a different winner lol. Sell-in vs sell-through ...",
         "Jan 20, 2025"),
        ("https://www.techinsights.com/blog/smartphone-shipments-2024",
         "Global smartphone shipments 2024 - TechInsights",
         "Our estimates put the market at 1.23 billion units ...",
         "Jan 28, 2025"))))
    t.append(m.add({"counterpoint_2024": "Counterpoint (20 Jan 2025): market +4% YoY; Samsung 19% share (#1), Apple 18%, Xiaomi 14%, vivo 8%, OPPO 8% — vendor ranking differs from IDC/Canalys (methodology)"}))
    rs.add(task="search", tid="h35-search-13", system=SYSTEM, turns=t,
           state=state("2025-02-20", "How many smartphones were shipped worldwide in 2024 and which vendors led? Compare the main research firms."))


def money(n: int) -> str:
    return f"${n:,}"


def mojo_weekend(title: str, dates: str, rows: list[tuple[str, str, int, int | None, int, int | None, int, int, str]]) -> str:
    """A Box Office Mojo domestic weekend chart: (release, LW, gross, last-week gross, theaters, theater change, total, weeks, distributor)."""
    out = [f"# {title}", "", f"*Box Office Mojo by IMDbPro · Domestic Weekend · {dates}*", "",
           "| Rank | LW | Release | Gross | %± LW | Theaters | Change | Average | Total Gross | Weeks | Distributor |",
           "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for i, (rel, lw, gross, last, th, dth, total, weeks, dist) in enumerate(rows, 1):
        pct = "-" if last is None else f"{(gross / last - 1) * 100:+.1f}%"
        chg = "-" if dth is None else (f"{dth:+,}" if dth else "-")
        out.append(f"| {i} | {lw} | {rel} | {money(gross)} | {pct} | {th:,} | {chg} | {money(round(gross / th))} | {money(total)} | {weeks} | {dist} |")
    gross_sum = sum(r[2] for r in rows)
    out += ["", f"Top {len(rows)} gross: {money(gross_sum)} · Releases shown: {len(rows)} of 58 · Overall weekend gross includes releases not shown.",
            "", "*All figures are studio-reported actuals.*"]
    return "\n".join(out)


# web_search / web_extractor / dict_memory: box-office weekends (bad)
def t14(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    w24 = [("Inside Out 2", "-", 154_201_673, None, 4_440, None, 154_201_673, 1, "Walt Disney Studios Motion Pictures"),
           ("Bad Boys: Ride or Die", "1", 33_835_102, 56_527_003, 3_885, 0, 112_756_318, 2, "Sony Pictures Releasing"),
           ("Kingdom of the Planet of the Apes", "2", 5_130_402, 8_622_901, 2_885, -440, 158_654_909, 6, "20th Century Studios"),
           ("The Watchers", "3", 3_950_280, 7_002_661, 3_361, 0, 13_940_911, 2, "Warner Bros."),
           ("IF", "4", 3_621_915, 5_504_389, 2_962, -514, 103_654_002, 5, "Paramount Pictures"),
           ("The Garfield Movie", "5", 2_640_417, 5_031_776, 2_726, -810, 86_916_034, 4, "Sony Pictures Releasing"),
           ("Furiosa: A Mad Max Saga", "6", 1_330_519, 2_865_014, 1_783, -1_084, 64_224_875, 4, "Warner Bros."),
           ("The Strangers: Chapter 1", "7", 1_230_002, 2_001_880, 1_408, -717, 33_009_118, 5, "Lionsgate"),
           ("Sight", "9", 410_117, 802_440, 577, -600, 6_911_024, 4, "Angel Studios")]
    t.append((search("Inside Out 2 opening weekend box office June 2024"), res(
        ("https://www.boxofficemojo.com/weekend/2024W24/",
         "Domestic 2024 Weekend 24 - Box Office Mojo",
         "June 14-16, 2024 · Inside Out 2 $154,201,673 · Bad Boys: Ride or Die $33,835,102 · Kingdom of the Planet of the Apes ...",
         "N/A"),
        ("https://deadline.com/2024/06/box-office-inside-out-2-opening-weekend-1235972414/",
         "'Inside Out 2' Opens To $155M, Second-Best Animated Debut Ever – Box Office - Deadline",
         "Disney/Pixar's sequel delivered the biggest opening of 2024 so far and the second-best for an animated feature after Incredibles 2 ($182.7M) ...",
         "Jun 16, 2024"),
        ("https://www.the-numbers.com/movie/Inside-Out-2-(2024)",
         "Inside Out 2 (2024) - Financial Information - The Numbers",
         "Domestic opening weekend: $154,201,673 (4,440 theaters, $34,730 average) ...",
         "N/A"),
        ("https://variety.com/2024/film/box-office/inside-out-2-box-office-opening-weekend-record-1236038119/",
         "'Inside Out 2' Box Office: $155 Million Opening Saves Summer - Variety",
         "The Pixar sequel also earned $140 million internationally for a $295 million global start ...",
         "Jun 16, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/inside-out-2-box-office-opening-weekend-1235924471/",
         "Box Office: 'Inside Out 2' Opens to Mighty $155M - The Hollywood Reporter",
         "It's the first film of 2024 to open above $100 million domestically ...",
         "Jun 16, 2024"),
        ("https://www.boxofficemojo.com/release/rl3040182273/",
         "Inside Out 2 - Box Office Mojo",
         "Domestic opening $154,201,673; widest release 4,440 theaters; release date Jun 14, 2024 ...",
         "N/A"),
        ("https://www.reddit.com/r/boxoffice/comments/1dhh0s6/weekend_actuals_inside_out_2_154201673/",
         "Weekend Actuals: Inside Out 2 - $154,201,673 : r/boxoffice",
         "Slightly under the $155M estimate but still massive. Bad Boys holding well in weekend 2 ...",
         "Jun 17, 2024"),
        ("https://www.cnbc.com/2024/06/16/inside-out-2-box-office-opening.html",
         "'Inside Out 2' scores $155 million box-office opening - CNBC",
         "The strong start comes after a weak Memorial Day weekend for theaters ...",
         "Jun 16, 2024"))))
    t.append((extract("https://www.boxofficemojo.com/weekend/2024W24/", "Weekend chart with grosses and running totals"),
              mojo_weekend("Domestic 2024 Weekend 24", "June 14-16, 2024 · Calendar gross: $217,041,329 (actuals)", w24)))
    t.append(m.add({"io2_opening": "$154,201,673 domestic, 14–16 Jun 2024 (actuals), 4,440 theaters, $34,730 avg; 2nd-best animated opening after Incredibles 2 ($182.7M)",
                    "bad_boys_4_after_wk2": "$112,756,318 domestic total after 2nd weekend ($33,835,102 that weekend)"}))
    t.append((search("Inside Out 2 second weekend box office drop"), res(
        ("https://deadline.com/2024/06/box-office-inside-out-2-second-weekend-1235978102/",
         "'Inside Out 2' Crosses $100M In Second Weekend, Bikeriders Revs Up – Box Office - Deadline",
         "Pixar's sequel dropped just 34% to $101.2M, the best second weekend ever for an animated movie ...",
         "Jun 23, 2024"),
        ("https://www.boxofficemojo.com/weekend/2024W25/",
         "Domestic 2024 Weekend 25 - Box Office Mojo",
         "June 21-23, 2024 · Inside Out 2 · Bad Boys: Ride or Die · The Bikeriders ...",
         "N/A"),
        ("https://variety.com/2024/film/box-office/inside-out-2-second-weekend-box-office-1236045213/",
         "'Inside Out 2' Sets Animation Record With $100M Second Weekend - Variety",
         "The film has earned $355 million domestically and $724 million worldwide in ten days ...",
         "Jun 23, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/box-office-inside-out-2-second-weekend-1235929800/",
         "Box Office: 'Inside Out 2' Stays Strong With $100M+ - The Hollywood Reporter",
         "The Bikeriders, starring Austin Butler and Jodie Comer, opened to about $10 million ...",
         "Jun 23, 2024"),
        ("https://www.reddit.com/r/boxoffice/comments/1dn4u1x/inside_out_2_101m_second_weekend/",
         "Inside Out 2 - $101M second weekend (-34%) : r/boxoffice",
         "Legs like a summer Pixar from the 2000s. $600M domestic possible? ...",
         "Jun 23, 2024"),
        ("https://www.the-numbers.com/weekend-box-office-chart/2024/06/21",
         "Weekend Box Office Chart for June 21st, 2024 - The Numbers",
         "Inside Out 2 leads for a second weekend; Bad Boys: Ride or Die, The Bikeriders, Kingdom of the Planet of the Apes round out the top four ...",
         "N/A"),
        ("https://www.cnbc.com/2024/06/23/inside-out-2-box-office-second-weekend.html",
         "'Inside Out 2' tops $100 million in its second weekend - CNBC",
         "Disney's Pixar hit is now the highest-grossing film of 2024 domestically ...",
         "Jun 23, 2024"),
        ("https://www.boxofficepro.com/weekend-box-office-inside-out-2-bikeriders/",
         "Weekend Box Office: Inside Out 2 Holds Strong - Boxoffice Pro",
         "Theater counts unchanged at 4,440 ...",
         "Jun 24, 2024"))))
    t.append((extract("https://deadline.com/2024/06/box-office-inside-out-2-second-weekend-1235978102/", "Second-weekend numbers for Inside Out 2 and the rest of the top films"), """# 'Inside Out 2' Crosses $100M In Second Weekend, 'The Bikeriders' Revs Up – Box Office

*By Anthony D'Alessandro · June 23, 2024 7:05am*

Disney/Pixar's *Inside Out 2* grossed an estimated $101.2 million in its second weekend at 4,440 theaters, down just 34% from its opening, the best second weekend ever for an animated feature and the first time an animated title has crossed $100M in weekend two.

The sequel's running domestic total is $355.6M after ten days, already the highest-grossing film of 2024 in the U.S. and Canada, ahead of *Dune: Part Two* ($282.1M). Worldwide, the film stands at $724.4M.

## Top weekend (estimates)

1. **Inside Out 2** (Dis) 4,440 theaters (0), Fri $28.9M, Sat $40.1M, Sun $32.2M, 3-day $101.2M (-34%), Total $355.6M / Wk 2
2. **Bad Boys: Ride or Die** (Sony) 3,885 (0), 3-day $15.1M (-56%) / Wk 3
3. **The Bikeriders** (Focus) 2,460 theaters, Fri $3.9M (incl. $1.35M previews), 3-day $10.0M / Wk 1
4. **Kingdom of the Planet of the Apes** (20th) 2,410 (-475), 3-day $3.1M (-39%) / Wk 7
5. **IF** (Par) 2,402 (-560), 3-day $2.3M (-36%) / Wk 6
6. **The Watchers** (WB) 2,833 (-528), 3-day $1.75M (-56%) / Wk 3
7. **The Garfield Movie** (Sony) 2,106 (-620), 3-day $1.7M (-35%) / Wk 5

Focus Features' *The Bikeriders*, starring Austin Butler, Jodie Comer and Tom Hardy, drew an A- CinemaScore. Its audience was 63% male and 57% over 35.

*Sunday AM update; Monday actuals to follow.*"""))
    w25 = [("Inside Out 2", "1", 101_209_421, 154_201_673, 4_440, 0, 355_594_094, 2, "Walt Disney Studios Motion Pictures"),
           ("Bad Boys: Ride or Die", "2", 15_057_360, 33_835_102, 3_885, 0, 145_781_678, 3, "Sony Pictures Releasing"),
           ("The Bikeriders", "-", 10_015_880, None, 2_460, None, 10_015_880, 1, "Focus Features"),
           ("Kingdom of the Planet of the Apes", "3", 3_112_507, 5_130_402, 2_410, -475, 163_812_626, 7, "20th Century Studios"),
           ("IF", "5", 2_300_115, 3_621_915, 2_402, -560, 107_481_779, 6, "Paramount Pictures"),
           ("The Watchers", "4", 1_750_240, 3_950_280, 2_833, -528, 17_093_485, 3, "Warner Bros."),
           ("The Garfield Movie", "6", 1_710_006, 2_640_417, 2_106, -620, 89_740_325, 5, "Sony Pictures Releasing"),
           ("The Strangers: Chapter 1", "8", 640_313, 1_230_002, 1_012, -396, 34_104_632, 6, "Lionsgate"),
           ("Furiosa: A Mad Max Saga", "7", 610_208, 1_330_519, 1_031, -752, 65_347_523, 5, "Warner Bros.")]
    page = mojo_weekend("Domestic 2024 Weekend 25", "June 21-23, 2024 · Calendar gross: $138,842,057 (actuals)", w25)
    t.append((extract("https://www.boxofficemojo.com/weekend/2024W25/", "Weekend chart with grosses and running totals"),
              sub(page, "| $145,781,678 |", "| $124,916,402 |")))
    t.append(m.add({"io2_wknd2": "$101,209,421 (21–23 Jun 2024), -34.4%, 4,440 theaters; total $355,594,094 after 10 days; best animated 2nd weekend ever"}))
    t.append(m.all())
    rs.add(task="search", tid="h35-search-14", system=SYSTEM, turns=t,
           state=state("2024-06-25", "How did Inside Out 2 do in its first two weekends at the domestic box office, and how did the other holdovers hold up?"),
           bad=True, turn=6, kind="running total of a holdover is lower than its earlier total plus this weekend's gross")


# web_search / web_extractor / dict_memory: UNESCO World Heritage listings (clean)
def t15(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("UNESCO World Heritage Committee 2024 new sites inscribed total"), res(
        ("https://whc.unesco.org/en/news/2710",
         "24 new sites inscribed on UNESCO's World Heritage List | UNESCO World Heritage Centre",
         "The World Heritage Committee, meeting in New Delhi for its 46th session, inscribed 24 new sites on the World Heritage List, bringing the total to 1,223 ...",
         "Jul 31, 2024"),
        ("https://whc.unesco.org/en/list/",
         "World Heritage List - UNESCO World Heritage Centre",
         "The List includes 1223 properties forming part of the cultural and natural heritage which the World Heritage Committee considers as having outstanding universal value ...",
         "N/A"),
        ("https://en.wikipedia.org/wiki/46th_session_of_the_World_Heritage_Committee",
         "46th session of the World Heritage Committee - Wikipedia",
         "The 46th session was held from 21 to 31 July 2024 at the Bharat Mandapam in New Delhi, India, chaired by Vishal V. Sharma ...",
         "N/A"),
        ("https://www.reuters.com/world/china/beijing-central-axis-added-unesco-world-heritage-list-2024-07-27/",
         "Beijing's Central Axis added to UNESCO World Heritage list | Reuters",
         "China now has 59 World Heritage sites, one fewer than Italy ...",
         "Jul 27, 2024"),
        ("https://www.bbc.com/news/articles/cw4yk4w0v8do",
         "Flow Country: Scottish peatland becomes World Heritage Site - BBC News",
         "The Flow Country in Caithness and Sutherland is the first peatland to be given World Heritage status ...",
         "Jul 26, 2024"),
        ("https://www.thehindu.com/news/national/moidams-assam-unesco-world-heritage/article68454522.ece",
         "Assam's Moidams becomes India's 43rd UNESCO World Heritage Site - The Hindu",
         "The mound-burial system of the Ahom dynasty is the first cultural site from the northeast to be inscribed ...",
         "Jul 26, 2024"),
        ("https://www.euronews.com/travel/2024/07/31/unesco-world-heritage-sites-2024-full-list",
         "All 24 new UNESCO World Heritage Sites of 2024 | Euronews",
         "From Italy's Via Appia to Brazil's Lençóis Maranhenses, these are this year's additions ...",
         "Jul 31, 2024"),
        ("https://www.reddit.com/r/travel/comments/1egk0bf/unesco_new_world_heritage_sites_2024/",
         "UNESCO new World Heritage sites 2024 : r/travel",
         "Sado gold mines getting in after the forced-labour debate is interesting ...",
         "Jul 31, 2024"))))
    t.append((extract("https://whc.unesco.org/en/news/2710", "Session details, number and type of new sites, new total"), """# 24 new sites inscribed on UNESCO's World Heritage List

*UNESCO World Heritage Centre · News · Wednesday, 31 July 2024*

The 46th session of the World Heritage Committee, held at Bharat Mandapam in New Delhi, India, from 21 to 31 July 2024 under the chairmanship of Mr Vishal V. Sharma, concluded today. The Committee inscribed **24 new sites** on the World Heritage List — 19 cultural, 4 natural and 1 mixed — and approved extensions to several existing properties.

The World Heritage List now numbers **1,223 properties** in 168 States Parties.

## New inscriptions (selection)

| Property | State Party | Category |
| --- | --- | --- |
| Beijing Central Axis: A Building Ensemble Exhibiting the Ideal Order of the Chinese Capital | China | Cultural |
| Badain Jaran Desert – Towers of Sand and Lakes | China | Natural |
| Moidams – the Mound-Burial System of the Ahom Dynasty | India | Cultural |
| Via Appia. Regina Viarum | Italy | Cultural |
| Schwerin Residence Ensemble | Germany | Cultural |
| Sado Island Gold Mines | Japan | Cultural |
| The Flow Country | United Kingdom | Natural |
| Lençóis Maranhenses National Park | Brazil | Natural |
| Umm Al-Jimal | Jordan | Cultural |
| Saint Hilarion Monastery/Tell Umm Amer | Palestine | Cultural |
| Gedi Historic Town and National Monument | Kenya | Cultural |

Saint Hilarion Monastery/Tell Umm Amer was also inscribed on the List of World Heritage in Danger.

"These new inscriptions remind us of the extraordinary diversity of our shared heritage," said UNESCO Director-General Audrey Azoulay.

The 47th session of the Committee will be held in Paris, at UNESCO Headquarters, in July 2025."""))
    t.append(m.add({"whc46_2024": "46th session, New Delhi (Bharat Mandapam), 21–31 Jul 2024: 24 new sites (19 cultural, 4 natural, 1 mixed); List now 1,223 properties in 168 States Parties"}))
    t.append((extract("https://whc.unesco.org/en/list/", "Total properties on the list and breakdown by category"), """# World Heritage List

*UNESCO World Heritage Centre*

The List includes **1223** properties forming part of the cultural and natural heritage which the World Heritage Committee considers as having outstanding universal value.

| | Number |
| --- | --- |
| Total properties | 1223 |
| Cultural | 952 |
| Natural | 231 |
| Mixed | 40 |
| Transboundary | 50 |
| Delisted | 3 |
| In Danger | 56 |
| States Parties with inscribed properties | 168 |

Filter: [Cultural] [Natural] [Mixed] [In Danger] [Transboundary] · Sort: [Country] [Year of inscription]

## Afghanistan
- Cultural Landscape and Archaeological Remains of the Bamiyan Valley (2003) *in Danger*
- Minaret and Archaeological Remains of Jam (2002) *in Danger*

## Albania
- Butrint (1992, 1999)
- Historic Centres of Berat and Gjirokastra (2005, 2008)
- Natural and Cultural Heritage of the Ohrid region (1979, 1980, 2009, 2019)
- Ancient and Primeval Beech Forests of the Carpathians and Other Regions of Europe (2007, 2011, 2017, 2021)

## Algeria
- Al Qal'a of Beni Hammad (1980)
- Djémila (1982)
- M'Zab Valley (1982)
- Tassili n'Ajjer (1982)
- Timgad (1982)
- Tipasa (1982)
- Kasbah of Algiers (1992)

*… list continues by country (page 1 of 26)*"""))
    t.append((search("countries with most UNESCO World Heritage Sites 2024 Italy China"), res(
        ("https://en.wikipedia.org/wiki/World_Heritage_Sites_by_country",
         "World Heritage Sites by country - Wikipedia",
         "As of July 2024, there are 1,223 World Heritage Sites in 168 countries. Italy has the most with 60, followed by China with 59 ...",
         "N/A"),
        ("https://www.statista.com/statistics/1097307/countries-with-the-most-unesco-world-heritage-sites/",
         "Countries with the most UNESCO World Heritage Sites 2024 | Statista",
         "Italy 60, China 59, Germany 54, France 53, Spain 50 ...",
         "Aug 2024"),
        ("https://www.reuters.com/world/china/beijing-central-axis-added-unesco-world-heritage-list-2024-07-27/",
         "Beijing's Central Axis added to UNESCO World Heritage list | Reuters",
         "China now has 59 World Heritage sites, one fewer than Italy ...",
         "Jul 27, 2024"),
        ("https://www.worldatlas.com/articles/countries-with-the-most-unesco-world-heritage-sites.html",
         "Countries With The Most UNESCO World Heritage Sites - WorldAtlas",
         "Italy and China have traded the top spot several times over the past decade ...",
         "Sep 2, 2024"),
        ("https://www.italia.it/en/italy/things-to-do/unesco-world-heritage-sites-italy",
         "The 60 Italian UNESCO World Heritage Sites - Italia.it",
         "With the inscription of the Via Appia in 2024, Italy reached 60 World Heritage Sites ...",
         "N/A"),
        ("https://www.timeout.com/news/these-are-the-countries-with-the-most-unesco-world-heritage-sites-080124",
         "These are the countries with the most UNESCO World Heritage sites | Time Out",
         "Germany moves to 54 with the Schwerin Residence Ensemble ...",
         "Aug 1, 2024"),
        ("https://www.reddit.com/r/MapPorn/comments/1eh0z5c/unesco_world_heritage_sites_by_country_2024/",
         "UNESCO World Heritage Sites by country (2024) : r/MapPorn",
         "Italy 60, China 59. I wonder how long before China overtakes ...",
         "Aug 1, 2024"),
        ("https://www.thehindu.com/news/national/moidams-assam-unesco-world-heritage/article68454522.ece",
         "Assam's Moidams becomes India's 43rd UNESCO World Heritage Site - The Hindu",
         "India now ranks sixth in the world by number of World Heritage Sites ...",
         "Jul 26, 2024"))))
    t.append((extract("https://en.wikipedia.org/wiki/World_Heritage_Sites_by_country", "Top 10 countries by number of sites, with cultural/natural/mixed split"), """# World Heritage Sites by country

From Wikipedia, the free encyclopedia

As of July 2024, there are **1,223 World Heritage Sites** located in 168 countries (States Parties), of which 952 are cultural, 231 are natural and 40 are mixed. Italy has the most sites, with 60, followed by China with 59.

## Countries with the most sites

| Rank | Country | Cultural | Natural | Mixed | Total | Shared with other states | In danger |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Italy | 54 | 6 | 0 | 60 | 8 | 0 |
| 2 | China | 40 | 15 | 4 | 59 | 1 | 0 |
| 3 | Germany | 51 | 3 | 0 | 54 | 8 | 0 |
| 4 | France | 45 | 7 | 1 | 53 | 6 | 0 |
| 5 | Spain | 44 | 4 | 2 | 50 | 4 | 0 |
| 6 | India | 35 | 7 | 1 | 43 | 0 | 0 |
| 7 | Mexico | 28 | 6 | 1 | 35 | 0 | 1 |
| 7 | United Kingdom | 28 | 6 | 1 | 35 | 1 | 0 |
| 9 | Russia | 21 | 11 | 0 | 32 | 4 | 0 |
| 10 | Iran | 26 | 2 | 0 | 28 | 0 | 0 |

## Notes

- Transboundary sites are counted for each State Party in whose territory they lie, so the column totals exceed the number of properties.
- Three properties have been removed from the List: the Arabian Oryx Sanctuary (Oman, 2007), Dresden Elbe Valley (Germany, 2009) and Liverpool – Maritime Mercantile City (United Kingdom, 2021).

Retrieved from "https://en.wikipedia.org/w/index.php?title=World_Heritage_Sites_by_country&oldid=1240992347\""""))
    t.append((search("45th session World Heritage Committee Riyadh 2023 new sites total"), res(
        ("https://whc.unesco.org/en/news/2617",
         "42 new sites inscribed on UNESCO's World Heritage List | UNESCO World Heritage Centre",
         "The extended 45th session of the World Heritage Committee in Riyadh inscribed 42 new sites, bringing the total number of properties to 1,199 ...",
         "Sep 25, 2023"),
        ("https://en.wikipedia.org/wiki/45th_session_of_the_World_Heritage_Committee",
         "45th session of the World Heritage Committee - Wikipedia",
         "The extended 45th session was held in Riyadh, Saudi Arabia, from 10 to 25 September 2023 ...",
         "N/A"),
        ("https://www.unesco.org/en/articles/world-heritage-list-2023-1199-properties",
         "World Heritage List reaches 1,199 properties | UNESCO",
         "933 cultural, 227 natural and 39 mixed properties in 168 States Parties ...",
         "Sep 26, 2023"),
        ("https://www.reuters.com/world/middle-east/unesco-adds-sites-riyadh-2023-09-19/",
         "UNESCO adds Ukraine's Kyiv and Lviv sites to danger list; new inscriptions in Riyadh | Reuters",
         "The Committee, meeting a year late because of the postponement of the 2022 session in Russia ...",
         "Sep 15, 2023"),
        ("https://www.theguardian.com/world/2023/sep/19/unesco-world-heritage-new-sites-2023",
         "Unesco adds 42 new sites to world heritage list | The Guardian",
         "Including Angkor's neighbour Koh Ker, Rwanda's genocide memorials and the Hoysala temples ...",
         "Sep 19, 2023"),
        ("https://www.euronews.com/travel/2023/09/25/unesco-world-heritage-sites-2023-full-list",
         "All 42 new UNESCO World Heritage Sites of 2023 | Euronews",
         "The record-long session added more sites than any year since 2000 ...",
         "Sep 25, 2023"),
        ("https://www.reddit.com/r/travel/comments/16s0h1t/42_new_unesco_sites_2023/",
         "42 new UNESCO sites (2023) : r/travel",
         "Two years' worth of nominations in one session, hence the big number ...",
         "Sep 25, 2023"),
        ("https://www.arabnews.com/node/2380006/saudi-arabia",
         "Riyadh hosts 45th World Heritage Committee session | Arab News",
         "Saudi Arabia's Uruq Bani Ma'arid becomes the Kingdom's first natural World Heritage Site ...",
         "Sep 18, 2023"))))
    t.append(m.clear())
    t.append(m.all())
    t.append(m.add({"whl_total": "1,223 properties (952 cultural, 231 natural, 40 mixed) in 168 States Parties after the 46th session (New Delhi, 21–31 Jul 2024, +24 sites); was 1,199 (933/227/39) after Riyadh 2023 (+42)",
                    "top_countries": "Italy 60, China 59, Germany 54, France 53, Spain 50, India 43, Mexico 35, UK 35, Russia 32, Iran 28 (as of Jul 2024)"}))
    t.append(m.all())
    rs.add(task="search", tid="h35-search-15", system=SYSTEM, turns=t,
           state=state("2024-08-20", "How many properties are on the UNESCO World Heritage List after the 2024 session, how many were added, and which countries have the most?"))


HVO_UPDATE = """# Kīlauea Volcano Updates

*U.S. Geological Survey · Hawaiian Volcano Observatory · Volcano Updates*

**Kīlauea Daily Update**
Issued: Monday, January 6, 2025, 8:39 AM HST
Source: Hawaiian Volcano Observatory
Notice Number: 2025/H6
Location: N 19 deg 25 min W 155 deg 17 min
Elevation: 4091 ft (1247 m)
Area: Hawaii

| | |
| --- | --- |
| Volcano | KILAUEA (VNUM #332010) |
| Current Volcano Alert Level | WATCH |
| Current Aviation Color Code | ORANGE |

**Activity Summary:** Kīlauea volcano is erupting. The summit eruption within Halemaʻumaʻu crater that began on December 23, 2024, continues episodically. Lava fountaining during the most recent eruptive episode stopped at about 11:10 p.m. HST on January 5, and no lava has been erupting from the vents since then. Summit tiltmeters are recording inflation, and a resumption of fountaining is possible at any time. No unusual activity has been noted along Kīlauea's East Rift Zone or Southwest Rift Zone.

**Summit Observations:** Since the eruption began, lava has covered about 1,540 acres (6.2 square kilometers) of the caldera floor, mostly within Halemaʻumaʻu crater. The lava lake surface has risen about 150 feet (45 meters). Sulfur dioxide (SO2) emission rates were approximately 2,500 tonnes per day when measured on January 3, during active fountaining, and are expected to drop during pauses.

**Rift Zone Observations:** There has been no unusual activity in Kīlauea's East Rift Zone or Southwest Rift Zone; ground deformation and seismic activity remain at background levels.

**Hazard Summary:** The primary hazards are high levels of volcanic gas, Pele's hair and other volcanic glass fragments carried downwind, and rockfalls and ground cracking at the edges of the summit caldera. Hawaiʻi Volcanoes National Park remains open; please follow park guidance.

**Next notice:** HVO will issue the next daily update tomorrow morning, or sooner if activity changes.

## Recent updates

| Date | Type | Alert Level / Color Code |
| --- | --- | --- |
| Jan 6, 2025 08:39 HST | Daily update | WATCH / ORANGE |
| Jan 5, 2025 08:45 HST | Daily update | WATCH / ORANGE |
| Jan 4, 2025 09:02 HST | Daily update | WATCH / ORANGE |
| Dec 23, 2024 03:10 HST | Volcano Activity Notice (eruption onset) | WATCH / ORANGE (raised from ADVISORY / YELLOW) |"""


# web_search / web_extractor / dict_memory: volcanic eruptions (bad)
def t16(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("Kilauea eruption December 2024 Halemaumau", "Kilauea volcano alert level current"), batch(
        (("https://www.usgs.gov/volcanoes/kilauea/news/kilauea-summit-eruption-begins-december-23-2024",
          "Kīlauea summit eruption begins December 23, 2024 | U.S. Geological Survey",
          "At approximately 2:20 a.m. HST on December 23, 2024, an eruption began within Kīlauea's summit caldera, in Halemaʻumaʻu crater ...",
          "Dec 23, 2024"),
         ("https://www.civilbeat.org/2024/12/kilauea-erupts-again/",
          "Kīlauea Erupts Again In Halemaʻumaʻu Crater - Honolulu Civil Beat",
          "Lava fountains up to 260 feet were reported early Monday as the volcano resumed erupting inside the national park ...",
          "Dec 23, 2024"),
         ("https://www.nps.gov/havo/learn/nature/current-eruption.htm",
          "Current Eruption - Hawaiʻi Volcanoes National Park",
          "The summit eruption can be viewed from Keanakākoʻi Overlook and Uēkahuna Bluff; expect crowds after dark ...",
          "N/A"),
         ("https://www.hawaiitribune-herald.com/2024/12/24/hawaii-news/kilauea-eruption-continues/",
          "Kīlauea eruption continues in episodes | Hawaii Tribune-Herald",
          "HVO says the eruption has paused and restarted several times since Monday ...",
          "Dec 24, 2024"),
         ("https://en.wikipedia.org/wiki/2024%E2%80%93present_eruption_of_K%C4%ABlauea",
          "2024–present eruption of Kīlauea - Wikipedia",
          "An eruption began in Halemaʻumaʻu crater on 23 December 2024 and has continued in a series of episodes of high lava fountaining ...",
          "N/A"),
         ("https://www.reuters.com/world/us/hawaiis-kilauea-volcano-erupts-2024-12-23/",
          "Hawaii's Kilauea volcano erupts, lava fountains seen | Reuters",
          "The USGS raised the aviation color code to orange and the alert level to watch ...",
          "Dec 23, 2024"),
         ("https://www.hawaiinewsnow.com/2024/12/23/kilauea-erupting-summit/",
          "Kīlauea erupting at summit for first time since September | Hawaii News Now",
          "The last eruption, in the middle East Rift Zone near Nāpau Crater, ended in September ...",
          "Dec 23, 2024"),
         ("https://www.reddit.com/r/volcanoes/comments/1hkrxb8/kilauea_is_erupting_again/",
          "Kilauea is erupting again! : r/volcanoes",
          "Livestream from the west rim cam is incredible right now ...",
          "Dec 23, 2024")),
        (("https://www.usgs.gov/volcanoes/kilauea/volcano-updates",
          "Kīlauea Volcano Updates | U.S. Geological Survey",
          "Kīlauea Daily Update, Monday, January 6, 2025, 8:39 AM HST · Volcano Alert Level: WATCH · Aviation Color Code: ORANGE ...",
          "Jan 6, 2025"),
         ("https://volcanoes.usgs.gov/hans2/view/notice/DOI-USGS-HVO-2025-01-06T18:39:00+00:00",
          "HANS: Kīlauea Daily Update - USGS Volcano Notification Service",
          "KILAUEA (VNUM #332010) · Current Volcano Alert Level: WATCH · Current Aviation Color Code: ORANGE ...",
          "Jan 6, 2025"),
         ("https://www.usgs.gov/programs/VHP/volcanic-alert-levels-characterize-conditions-us-volcanoes",
          "Volcanic alert-levels characterize conditions at U.S. volcanoes | USGS",
          "NORMAL, ADVISORY, WATCH, WARNING; aviation color codes GREEN, YELLOW, ORANGE, RED ...",
          "N/A"),
         ("https://volcano.si.edu/volcano.cfm?vn=332010",
          "Global Volcanism Program | Kilauea",
          "Kilauea, Hawaiian Islands · Volcano number 332010 · Latest weekly report ...",
          "N/A"),
         ("https://www.usgs.gov/volcanoes/kilauea",
          "Kīlauea | U.S. Geological Survey",
          "Kīlauea is erupting. Alert Level: WATCH. Aviation Color Code: ORANGE ...",
          "N/A"),
         ("https://www.khon2.com/local-news/kilauea-eruption-pause-resume-january-2025/",
          "Kīlauea eruption pauses again, HVO says more fountaining likely | KHON2",
          "Fountaining stopped late Sunday night ...",
          "Jan 6, 2025"),
         ("https://www.nps.gov/havo/planyourvisit/conditions.htm",
          "Current Conditions - Hawaiʻi Volcanoes National Park",
          "Volcanic gas levels may be elevated downwind of the summit eruption ...",
          "N/A"),
         ("https://www.reddit.com/r/KilaueaVolcano/comments/1hulx1a/episode_paused_again/",
          "Episode paused again : r/KilaueaVolcano",
          "Tilt is already swinging back to inflation, next episode in a day or two I'd guess ...",
          "Jan 6, 2025")))))
    t.append((extract("https://www.usgs.gov/volcanoes/kilauea/volcano-updates", "Current alert level, aviation color code and activity summary"), HVO_UPDATE))
    t.append(m.add({"kilauea_status": "Volcano Alert Level WATCH / Aviation Color Code ORANGE (HVO daily update, Mon 6 Jan 2025 08:39 HST); eruption paused since ~23:10 HST 5 Jan, summit inflating",
                    "eruption_start": "23 Dec 2024 ~02:20 HST, Halemaʻumaʻu crater, Kīlauea summit caldera; episodic fountaining; ~1,540 acres of caldera floor covered"}))
    t.append((search("Smithsonian weekly volcanic activity report Kilauea latest"), res(
        ("https://volcano.si.edu/reports_weekly.cfm",
         "Global Volcanism Program | Smithsonian / USGS Weekly Volcanic Activity Report",
         "25 December-31 December 2024 · New activity/unrest: ... Ongoing activity: Kilauea, Lewotobi, Sakurajima, Semeru, Etna, Popocatepetl ...",
         "Jan 1, 2025"),
        ("https://volcano.si.edu/",
         "Global Volcanism Program - Smithsonian Institution",
         "Information on the Earth's Holocene volcanoes and their eruptions ...",
         "N/A"),
        ("https://volcano.si.edu/showreport.cfm?doi=GVP.WVAR20241225",
         "Weekly Volcanic Activity Report for 25 December-31 December 2024",
         "Report for Kilauea: The eruption within Halemaʻumaʻu crater, which began on 23 December, continued episodically ...",
         "Jan 1, 2025"),
        ("https://www.volcanodiscovery.com/volcano-activity/news.html",
         "Volcano activity worldwide today | VolcanoDiscovery",
         "Live feed of volcano news and reports from observatories ...",
         "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_volcanic_eruptions_2020%E2%80%93present",
         "List of volcanic eruptions 2020–present - Wikipedia",
         "Kīlauea, 23 December 2024 – ongoing ...",
         "N/A"),
        ("https://www.reddit.com/r/volcanoes/comments/1hqz3d0/gvp_weekly_report_dec_2531/",
         "GVP weekly report Dec 25-31 : r/volcanoes",
         "Lewotobi still very active, flights to Flores disrupted again ...",
         "Jan 1, 2025"),
        ("https://www.ssec.wisc.edu/volcano-monitoring/",
         "Volcanic cloud monitoring - SSEC",
         "Satellite imagery of volcanic ash and SO2 plumes ...",
         "N/A"),
        ("https://www.usgs.gov/programs/VHP/volcano-updates",
         "Volcano Updates | USGS Volcano Hazards Program",
         "Elevated activity: Kīlauea (WATCH/ORANGE), Great Sitkin (WATCH/ORANGE) ...",
         "Jan 6, 2025"))))
    t.append((extract("https://volcano.si.edu/reports_weekly.cfm", "Entries for Kilauea and the other erupting volcanoes this week"), """# Smithsonian / USGS Weekly Volcanic Activity Report

*25 December-31 December 2024 · Sally Sennert - Weekly Report Editor*

The Weekly Volcanic Activity Report is a cooperative project between the Smithsonian's Global Volcanism Program and the US Geological Survey's Volcano Hazards Program. Reports are preliminary and subject to change.

## New Activity/Unrest

- Taal, Luzon (Philippines)

## Ongoing Activity

| Volcano | Country | Summary |
| --- | --- | --- |
| Kilauea | United States | Episodic fountaining in Halemaʻumaʻu; Alert Level Watch, Aviation Color Code Orange |
| Lewotobi | Indonesia | Ash emissions; Alert Level 3 (on a scale of 1-4) |
| Ibu | Indonesia | Daily eruptive events; Alert Level 3 |
| Semeru | Indonesia | Eruptive events; Alert Level 2 |
| Sakurajima | Japan | Explosions at Minamidake Crater; Alert Level 3 (on a 5-level scale) |
| Etna | Italy | Strombolian activity at Voragine Crater |
| Popocatepetl | Mexico | Gas-and-ash emissions; Alert Level Yellow, Phase Two |
| Reventador | Ecuador | Explosions and lava flows |
| Sabancaya | Peru | Explosions; Alert Level Orange |
| Great Sitkin | United States | Lava effusion; Aviation Color Code Orange |
| Sheveluch | Russia | Lava dome growth; Aviation Color Code Orange |

## Kilauea, Hawaiian Islands (USA)

The USGS Hawaiian Volcano Observatory (HVO) reported that the eruption within Kilauea's summit caldera, which began on 23 December 2024, continued episodically during 25-31 December. Each eruptive episode began with lava effusion from vents in the SW part of Halemaʻumaʻu crater and progressed to lava fountaining, with fountains as high as 60-100 m; the episodes ended abruptly and were followed by periods of quiet and summit inflation. By 31 December lava covered much of the floor of Halemaʻumaʻu. Sulfur dioxide emission rates were as high as 2,500 tonnes per day during active fountaining. The Volcano Alert Level remained at Watch and the Aviation Color Code remained at Orange.

*Geologic summary:* Kilauea overlaps the E flank of the massive Mauna Loa shield volcano in the island of Hawaii. Eruptions are prominent in Polynesian legends; written documentation since 1820 records frequent summit and flank lava flow eruptions interspersed with periods of long-term lava lake activity at Halemaumau crater in the summit caldera.

Sources: US Geological Survey Hawaiian Volcano Observatory (HVO)"""))
    t.append((search("Kilauea summit eruption pause resume fountaining January 2025"), res(
        ("https://www.khon2.com/local-news/kilauea-eruption-pause-resume-january-2025/",
         "Kīlauea eruption pauses again, HVO says more fountaining likely | KHON2",
         "Fountaining stopped late Sunday night, and tiltmeters show the summit re-inflating ...",
         "Jan 6, 2025"),
        ("https://www.usgs.gov/volcanoes/kilauea/volcano-updates",
         "Kīlauea Volcano Updates | U.S. Geological Survey",
         "Kīlauea Daily Update, Monday, January 6, 2025, 8:39 AM HST · Volcano Alert Level: WATCH · Aviation Color Code: ORANGE ...",
         "Jan 6, 2025"),
        ("https://www.usgs.gov/observatories/hvo/news/volcano-watch-episodic-fountaining-kilauea-summit",
         "Volcano Watch — What drives episodic fountaining at Kīlauea's summit? | USGS",
         "Each episode is fed by gas-rich magma accumulating in the shallow reservoir beneath Halemaʻumaʻu ...",
         "Jan 2, 2025"),
        ("https://www.bigislandnow.com/2025/01/06/kilauea-eruption-paused/",
         "Kīlauea summit eruption pauses for fourth time | Big Island Now",
         "HVO scientists say patterns from past summit eruptions suggest activity will resume ...",
         "Jan 6, 2025"),
        ("https://www.hawaiitribune-herald.com/2025/01/05/hawaii-news/kilauea-lava-fountains-return/",
         "Lava fountains return at Kīlauea summit | Hawaii Tribune-Herald",
         "Fountains reached an estimated 100 meters before shutting down ...",
         "Jan 5, 2025"),
        ("https://www.reddit.com/r/KilaueaVolcano/comments/1hulx1a/episode_paused_again/",
         "Episode paused again : r/KilaueaVolcano",
         "Tilt is already swinging back to inflation, next episode in a day or two I'd guess ...",
         "Jan 6, 2025"),
        ("https://www.nps.gov/havo/learn/nature/current-eruption.htm",
         "Current Eruption - Hawaiʻi Volcanoes National Park",
         "Eruption viewing is best from Keanakākoʻi Overlook when fountaining is active ...",
         "N/A"),
        ("https://www.youtube.com/@usgs/live",
         "USGS Live: Kīlauea summit webcam (V1cam) - YouTube",
         "Live view of Halemaʻumaʻu crater from the west rim ...",
         "N/A"))))
    t.append((extract("https://www.usgs.gov/volcanoes/kilauea/volcano-updates", "Latest Kīlauea daily update: alert level, color code, whether fountaining has resumed"),
              sub(HVO_UPDATE, "| Current Aviation Color Code | ORANGE |", "| Current Aviation Color Code | YELLOW |")))
    t.append(m.get(["eruption_start", "kilauea_status"]))
    rs.add(task="search", tid="h35-search-16", system=SYSTEM, turns=t,
           state=state("2025-01-06", "Is Kīlauea erupting right now, since when, and what are the current USGS alert level and aviation color code?"),
           bad=True, turn=7, kind="aviation color code in the same, unchanged update differs from the earlier reading")


# web_search / web_extractor / dict_memory: coffee production (bad)
def t17(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("world coffee production 2024/25 USDA forecast million bags"), res(
        ("https://www.fas.usda.gov/data/coffee-world-markets-and-trade-06202024",
         "Coffee: World Markets and Trade | USDA Foreign Agricultural Service",
         "World coffee production for 2024/25 is forecast to reach 176.2 million bags (60 kilograms), 4.2 million bags higher than the previous year ...",
         "Jun 20, 2024"),
        ("https://apps.fas.usda.gov/psdonline/circulars/coffee.pdf",
         "Coffee: World Markets and Trade (PDF) - USDA FAS",
         "Brazil Arabica output is forecast up on favorable weather during flowering; Vietnam Robusta forecast flat ...",
         "Jun 2024"),
        ("https://www.reuters.com/markets/commodities/usda-sees-global-coffee-output-rising-2024-25-2024-06-20/",
         "USDA sees global coffee output rising 4.2 mln bags in 2024/25 | Reuters",
         "The U.S. Department of Agriculture forecast Brazil's crop at 69.9 million bags ...",
         "Jun 20, 2024"),
        ("https://www.ico.org/Market-Report-23-24-e.asp",
         "Coffee Market Report - International Coffee Organization",
         "Monthly Coffee Market Report with world production, consumption and ICO Composite Indicator Price ...",
         "N/A"),
        ("https://www.statista.com/statistics/263311/worldwide-production-of-coffee/",
         "Global coffee production 2003/04-2024/25 | Statista",
         "Worldwide production of coffee in million 60-kilogram bags ...",
         "Jul 2024"),
        ("https://dailycoffeenews.com/2024/06/21/usda-global-coffee-production-2024-25/",
         "USDA Projects Global Coffee Production Up 2.4% in 2024/25 - Daily Coffee News",
         "Vietnam's output is forecast at 29.0 million bags, nearly unchanged, as drought hit the Central Highlands ...",
         "Jun 21, 2024"),
        ("https://www.barchart.com/story/news/coffee-usda-forecast-2024-25",
         "Coffee Prices Slip on USDA's Bigger Global Crop Forecast - Barchart.com",
         "USDA's biannual report projected world 2024/25 coffee ending stocks up 7.2% ...",
         "Jun 21, 2024"),
        ("https://www.reddit.com/r/Coffee/comments/1dkzq1m/why_coffee_prices_are_rising_2024/",
         "Why are coffee prices rising in 2024? : r/Coffee",
         "Robusta is at record highs because of the Vietnam drought ...",
         "Jun 21, 2024"))))
    t.append((extract("https://www.fas.usda.gov/data/coffee-world-markets-and-trade-06202024", "World 2024/25 production forecast and the main producers"), """# Coffee: World Markets and Trade

*USDA Foreign Agricultural Service · June 2024 · Production, consumption and trade*

## Overview

World coffee production for 2024/25 is forecast to reach **176.2 million bags** (60 kilograms), 4.2 million bags higher than the previous year. Higher output in Brazil, Indonesia and Colombia is expected to more than offset lower production elsewhere, while Vietnam is forecast nearly flat. World consumption is forecast at 170.6 million bags, and ending stocks are forecast to rise 7.2 percent to 22.8 million bags.

## Coffee summary for selected countries (million 60-kg bags)

| Country | 2022/23 | 2023/24 (revised) | 2024/25 (June forecast) |
| --- | --- | --- | --- |
| Brazil | 63.4 | 66.3 | **69.9** |
| Vietnam | 27.5 | 29.1 | **29.0** |
| Colombia | 11.1 | 12.0 | 12.4 |
| Indonesia | 11.9 | 9.7 | 10.9 |
| Ethiopia | 8.3 | 8.4 | 8.4 |
| Honduras | 5.2 | 5.7 | 5.8 |
| Uganda | 6.5 | 6.3 | 6.6 |
| India | 6.0 | 6.0 | 6.1 |
| Peru | 4.0 | 4.1 | 4.3 |
| Others | 24.2 | 24.4 | 22.8 |
| **World total** | **168.1** | **172.0** | **176.2** |

## Brazil

Brazil's combined Arabica and Robusta harvest is forecast at 69.9 million bags, up 3.6 million on favorable weather during flowering in the Arabica areas. Arabica output is forecast at 45.8 million bags and Robusta at 24.1 million bags, including conilon.

## Vietnam

Vietnam's 2024/25 production is forecast at 29.0 million bags, with 27.9 million bags of Robusta. An extended dry season in the Central Highlands reduced yields, offsetting an increase in area.

*Note: Coffee year varies by country. Totals may not sum because of rounding.*"""))
    t.append(m.add({"world_2425_jun": "176.2M 60-kg bags (USDA FAS, Jun 2024 forecast for 2024/25)",
                    "brazil_2425_jun": "69.9M bags (USDA, Jun 2024)",
                    "vietnam_2425": "29.0M bags (USDA, Jun 2024)"}))
    t.append((search("USDA coffee December 2024 forecast Brazil production lowered"), res(
        ("https://www.fas.usda.gov/data/coffee-world-markets-and-trade-12192024",
         "Coffee: World Markets and Trade | USDA Foreign Agricultural Service",
         "World coffee production for 2024/25 is forecast to reach 174.9 million bags, 6.9 million bags higher than the previous year ... Brazil lowered to 66.4 million bags ...",
         "Dec 19, 2024"),
        ("https://www.reuters.com/markets/commodities/usda-cuts-brazil-coffee-forecast-2024-12-19/",
         "USDA cuts Brazil coffee crop view after drought | Reuters",
         "The agency now sees Brazil's 2024/25 output at 66.4 million bags, down from 69.9 million in June ...",
         "Dec 19, 2024"),
        ("https://dailycoffeenews.com/2024/12/20/usda-december-coffee-report-2024-25/",
         "USDA's December Report Shows Tighter Coffee Supplies - Daily Coffee News",
         "Global ending stocks are projected to fall to their lowest level in 25 years ...",
         "Dec 20, 2024"),
        ("https://www.barchart.com/story/news/coffee-prices-record-high-december-2024",
         "Arabica Coffee Hits a Record High - Barchart.com",
         "Arabica futures topped $3.30 a pound as Brazil's crop outlook worsened ...",
         "Dec 10, 2024"),
        ("https://www.ft.com/content/coffee-prices-2024-record-brazil-drought",
         "Coffee prices hit record as Brazil drought hits crop - Financial Times",
         "The worst drought in decades in Minas Gerais has raised fears for the 2025 harvest ...",
         "Nov 28, 2024"),
        ("https://apps.fas.usda.gov/psdonline/app/index.html#/app/downloads",
         "PSD Online - Downloadable Data Sets",
         "Production, Supply and Distribution database: coffee, green ...",
         "N/A"),
        ("https://www.conab.gov.br/info-agro/safras/cafe",
         "Café - Conab",
         "Levantamento da safra de café 2024: produção estimada em 54,2 milhões de sacas ...",
         "Dec 10, 2024"),
        ("https://www.reddit.com/r/Coffee/comments/1hhz2w8/usda_cuts_brazil_forecast/",
         "USDA cuts Brazil forecast : r/Coffee",
         "Remember CONAB and USDA always differ by 10M+ bags, different methodologies ...",
         "Dec 19, 2024"))))
    t.append((extract("https://www.fas.usda.gov/data/coffee-world-markets-and-trade-12192024", "Revised 2024/25 world and Brazil forecasts"), """# Coffee: World Markets and Trade

*USDA Foreign Agricultural Service · December 2024 · Production, consumption and trade*

## Overview

World coffee production for 2024/25 is forecast to reach **174.9 million bags** (60 kilograms), 6.9 million bags higher than the previous year, which is revised down. Brazil's harvest is lowered from the June forecast on drought, while Vietnam, Colombia and Indonesia are forecast higher than last year. World consumption is forecast at a record 168.1 million bags, and ending stocks are forecast to drop to 20.9 million bags, the lowest in 25 years.

## Coffee summary for selected countries (million 60-kg bags)

| Country | 2022/23 | 2023/24 (revised) | 2024/25 (June forecast) | 2024/25 (December forecast) |
| --- | --- | --- | --- | --- |
| Brazil | 63.4 | 66.3 | 69.9 | **66.4** |
| Vietnam | 27.5 | 27.4 | 29.0 | **29.0** |
| Colombia | 11.1 | 12.0 | 12.4 | 12.4 |
| Indonesia | 11.9 | 9.7 | 10.9 | 10.9 |
| Ethiopia | 8.3 | 8.4 | 8.4 | 8.4 |
| Honduras | 5.2 | 5.7 | 5.8 | 5.8 |
| Uganda | 6.5 | 6.3 | 6.6 | 6.6 |
| India | 6.0 | 6.0 | 6.1 | 6.1 |
| Peru | 4.0 | 4.1 | 4.3 | 4.3 |
| Others | 24.2 | 22.1 | 22.8 | 25.0 |
| **World total** | **168.1** | **168.0** | **176.2** | **174.9** |

## Brazil

Brazil's 2024/25 combined Arabica and Robusta production is lowered 3.5 million bags from June to 66.4 million, as hot and dry conditions from April through September reduced Arabica yields. Arabica is now forecast at 42.1 million bags and Robusta at 24.3 million bags.

## Vietnam

Production is forecast at 29.0 million bags, unchanged from June, up 1.6 million bags from the revised 2023/24 estimate as yields recover.

*Note: Totals may not sum because of rounding.*"""))
    t.append(m.add({"world_2425_dec": "174.9M bags (USDA FAS, Dec 2024; down 1.3M from June)",
                    "brazil_2425_dec": "66.4M bags (USDA, Dec 2024; cut 3.5M from June on drought)"}))
    t.append(m.remove(["world_2425_jun", "brazil_2425_jun"]))
    t.append((search("ICO coffee market report December 2024 world production"), res(
        ("https://www.ico.org/documents/cy2024-25/cmr-1224-e.pdf",
         "Coffee Market Report – December 2024 - International Coffee Organization",
         "The ICO Composite Indicator Price averaged 279.63 US cents/lb in December 2024, its highest monthly average since ...",
         "Jan 2025"),
        ("https://www.ico.org/Market-Report-24-25-e.asp",
         "Coffee Market Report 2024/25 - International Coffee Organization",
         "Monthly market reports for the 2024/25 coffee year ...",
         "N/A"),
        ("https://www.reuters.com/markets/commodities/ico-coffee-exports-december-2024/",
         "Global coffee exports rise in coffee year's first quarter - ICO | Reuters",
         "Exports of all forms of coffee increased in October-December compared with a year earlier ...",
         "Jan 31, 2025"),
        ("https://dailycoffeenews.com/2025/01/08/ico-december-report-prices/",
         "ICO: Coffee Prices Ended 2024 at Multi-Decade Highs - Daily Coffee News",
         "Both Arabica and Robusta prices rose more than 70% over the calendar year ...",
         "Jan 8, 2025"),
        ("https://www.ico.org/new_historical.asp",
         "Historical data on the global coffee trade - ICO",
         "Production, exports, prices and consumption by country since 1990 ...",
         "N/A"),
        ("https://www.statista.com/statistics/1347329/ico-composite-indicator-price-monthly/",
         "ICO composite indicator price monthly 2024 | Statista",
         "Monthly average ICO composite price in US cents per pound ...",
         "Jan 2025"),
        ("https://www.perfectdailygrind.com/2025/01/coffee-prices-2025-outlook/",
         "What's in store for coffee prices in 2025? - Perfect Daily Grind",
         "Analysts point to Brazil's 2025 crop as the key variable ...",
         "Jan 6, 2025"),
        ("https://www.reddit.com/r/Coffee/comments/1hx8f2k/ico_december_report/",
         "ICO December report : r/Coffee",
         "My roaster already raised prices twice this year ...",
         "Jan 9, 2025"))))
    t.append((memory("retrieve_all"), pj({"brazil_2425_jun": "69.9M bags (USDA, Jun 2024)", **m.d})))
    rs.add(task="search", tid="h35-search-17", system=SYSTEM, turns=t,
           state=state("2025-01-20", "What is USDA's latest forecast for world and Brazilian coffee production in 2024/25, and how has it changed since June?"),
           bad=True, turn=9, kind="key removed from memory is listed again")


# web_search / web_extractor / dict_memory: wine vintages (clean)
def t18(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("Bordeaux vintage chart 2015 2016 2018 2019 2020 scores drink window"), res(
        ("https://www.winespectator.com/vintage-charts",
         "Vintage Charts | Wine Spectator",
         "Wine Spectator's vintage charts rate the quality of each vintage on a 100-point scale, with drinkability notes, for Bordeaux, Burgundy, Napa and more ...",
         "N/A"),
        ("https://www.decanter.com/wine/wine-regions/bordeaux-wines/bordeaux-vintage-guide-247890/",
         "Bordeaux vintage guide: from 2000 to 2023 - Decanter",
         "Star ratings, drinking windows and our experts' verdicts for every Bordeaux vintage of the 21st century ...",
         "Apr 24, 2024"),
        ("https://www.robertparker.com/resources/vintage-chart",
         "Vintage Chart | Robert Parker Wine Advocate",
         "Ratings by region and year; T = tannic, C = caution, E = early maturing, R = ready, I = irregular ...",
         "N/A"),
        ("https://www.jancisrobinson.com/learn/vintages/bordeaux",
         "Bordeaux vintages | JancisRobinson.com",
         "Our scores and notes for red and white Bordeaux vintages back to 1945 ...",
         "N/A"),
        ("https://www.bbr.com/vintage-chart",
         "Vintage Chart | Berry Bros. & Rudd",
         "Drink, keep or hold: our buyers' assessment of each vintage by region ...",
         "N/A"),
        ("https://www.wine-searcher.com/vintage-chart-bordeaux",
         "Bordeaux Vintage Chart - Wine-Searcher",
         "Average critic scores for left-bank and right-bank Bordeaux by vintage ...",
         "N/A"),
        ("https://www.reddit.com/r/wine/comments/17y8j0q/best_recent_bordeaux_vintages_to_cellar/",
         "Best recent Bordeaux vintages to cellar? : r/wine",
         "2016 and 2019 for classic structure; 2018 and 2020 for power. 2017 and 2021 to drink while you wait ...",
         "Nov 18, 2023"),
        ("https://www.liv-ex.com/2024/03/bordeaux-vintages-compared/",
         "Bordeaux vintages compared: 2015-2020 - Liv-ex",
         "How critics and the market have scored the last six great vintages ...",
         "Mar 12, 2024"))))
    t.append((extract("https://www.winespectator.com/vintage-charts", "Bordeaux red vintage scores and drinkability since 2005"), """# Vintage Charts

*Wine Spectator · Updated December 2024*

Scores reflect the overall quality of the vintage on Wine Spectator's 100-point scale. Scores in parentheses are preliminary, based on barrel tastings. Drinkability: **NYR** not yet released · **Hold** · **Drink or hold** · **Drink** · **Past peak**.

## Bordeaux — Left Bank (Pauillac, St.-Julien, St.-Estèphe, Margaux, Pessac-Léognan)

| Vintage | Score | Drinkability | Description |
| --- | --- | --- | --- |
| 2023 | (91–94) | NYR | Fresh, with good acidity; mildew cut yields |
| 2022 | (95–98) | NYR | Hot, dry year yielding ripe, dense yet fresh wines |
| 2021 | 89 | Drink or hold | Cool, difficult year; lighter, classic style |
| 2020 | 97 | Hold | Concentrated, powerful, with ripe tannins |
| 2019 | 97 | Hold | Elegant and energetic, excellent balance |
| 2018 | 98 | Hold | Rich, dense, with huge aging potential |
| 2017 | 90 | Drink or hold | April frost; charming, early-drinking |
| 2016 | 98 | Hold | Classic structure, vibrant and long |
| 2015 | 96 | Hold | Ripe and opulent; Margaux excelled |
| 2014 | 92 | Drink or hold | Fresh, savory, saved by a warm September |
| 2010 | 98 | Hold | Powerful, tannic, built for decades |
| 2009 | 98 | Drink or hold | Lush and ripe, approachable now |
| 2005 | 98 | Drink or hold | Structured and complete; now opening up |

## Bordeaux — Right Bank (Pomerol, St.-Émilion)

| Vintage | Score | Drinkability | Description |
| --- | --- | --- | --- |
| 2023 | (90–93) | NYR | Mildew pressure; supple, aromatic wines |
| 2022 | (95–98) | NYR | Heat and drought, yet remarkable freshness |
| 2021 | 90 | Drink or hold | Merlot hit by frost and rot |
| 2020 | 97 | Hold | Dense, ripe, succulent |
| 2019 | 96 | Hold | Plush, balanced |
| 2018 | 97 | Hold | Powerful; high alcohol in places |
| 2017 | 88 | Drink | Severe frost losses |
| 2016 | 97 | Hold | Fresh, precise, long |
| 2015 | 98 | Hold | Exceptional Merlot year |
| 2014 | 90 | Drink | Good, not great |
| 2010 | 98 | Hold | Majestic and long-lived |
| 2009 | 98 | Drink or hold | Generous, seductive |
| 2005 | 97 | Drink or hold | Structured, now coming round |

*Use the region menu for Burgundy, Rhône, Italy, Spain, California, Oregon, Washington, Australia and more.*"""))
    t.append(m.add({"bdx_left_ws": "Wine Spectator (Dec 2024): 2022 (95–98) NYR; 2021 89; 2020 97 Hold; 2019 97 Hold; 2018 98 Hold; 2017 90; 2016 98 Hold; 2015 96 Hold; 2010 98 Hold; 2009 98; 2005 98",
                    "bdx_right_ws": "Wine Spectator (Dec 2024): 2022 (95–98) NYR; 2021 90; 2020 97; 2019 96; 2018 97; 2017 88; 2016 97; 2015 98; 2010 98; 2009 98; 2005 97"}))
    t.append((search("Bordeaux 2022 vintage report quality hot dry Decanter"), res(
        ("https://www.decanter.com/wine-reviews-tastings/bordeaux-2022-vintage-report-500921/",
         "Bordeaux 2022: full vintage report and ratings - Decanter",
         "A vintage that defied the heat: the best wines combine power with surprising freshness, says Georgie Hindle ...",
         "Apr 28, 2023"),
        ("https://www.jancisrobinson.com/articles/bordeaux-2022-overview",
         "Bordeaux 2022 – an extraordinary vintage | JancisRobinson.com",
         "The driest and hottest growing season on record in Bordeaux produced wines of remarkable balance ...",
         "Apr 24, 2023"),
        ("https://www.winespectator.com/articles/bordeaux-2022-barrel-tasting-report",
         "Bordeaux 2022: A Vintage of Extremes | Wine Spectator",
         "Our barrel tastings confirm a potentially great year, with preliminary scores as high as 98 points ...",
         "May 2, 2023"),
        ("https://www.vinous.com/articles/bordeaux-2022-the-heat-is-on",
         "Bordeaux 2022: The Heat Is On - Vinous",
         "Antonio Galloni: 'The best 2022s are among the most thrilling young Bordeaux I have tasted' ...",
         "May 1, 2023"),
        ("https://www.thedrinksbusiness.com/2023/04/bordeaux-2022-en-primeur-verdict/",
         "Bordeaux 2022 en primeur: the verdict - The Drinks Business",
         "Critics are comparing 2022 with 2009, 2010 and 2019, but prices are up sharply ...",
         "Apr 27, 2023"),
        ("https://www.reddit.com/r/wine/comments/135cmtt/bordeaux_2022_en_primeur_worth_it/",
         "Bordeaux 2022 en primeur — worth it? : r/wine",
         "The reviews are glowing but the release prices are 20-30% up on 2021 ...",
         "May 2, 2023"),
        ("https://www.liv-ex.com/2023/06/bordeaux-2022-campaign-review/",
         "Bordeaux 2022 en primeur campaign review - Liv-ex",
         "Release prices rose by an average of 16.5% on the 2021 vintage ...",
         "Jun 29, 2023"),
        ("https://www.bordeaux.com/gb/vintage/2022",
         "Vintage 2022 - Bordeaux.com",
         "A sunny, hot and dry vintage: yields down but quality high across appellations ...",
         "N/A"))))
    t.append((extract("https://www.decanter.com/wine-reviews-tastings/bordeaux-2022-vintage-report-500921/", "Vintage conditions and overall verdict"), """# Bordeaux 2022: full vintage report and ratings

*By Georgie Hindle · Decanter · 28 April 2023*

**Vintage rating: ★★★★★ (5/5)** · Drinking window for top wines: 2030–2060

Nobody expected 2022 to be this good. The growing season was the hottest and driest on record in Bordeaux, with heatwaves in June, July and August and wildfires in the Gironde. Yet the best wines, on both banks, combine ripeness and concentration with a surprising freshness and moderate alcohol.

## Growing season at a glance

| Month | Conditions |
| --- | --- |
| April | Dry; limited frost damage |
| May | Very warm; rapid, even flowering |
| June | Heatwave mid-month, then storms and hail in places |
| July | Record heat and drought; vines shut down to survive |
| August | Another heatwave; welcome rain mid-month |
| September | Warm days, cool nights; harvest early and fast |

## The verdict

- **Left Bank:** Cabernet Sauvignon on deep gravel soils coped best with drought. Pauillac and St.-Julien are outstanding.
- **Right Bank:** Merlot on clay and limestone retained freshness; St.-Émilion's plateau and Pomerol are exceptional.
- **Whites:** Fuller than usual; the best from cooler sites in Pessac-Léognan.

Yields were down by 10–30% in many estates, because the berries were small and thick-skinned. Several producers likened the vintage to a blend of 2009's opulence and 2010's structure.

*Decanter scores the vintage five stars, alongside 2005, 2009, 2010, 2016, 2019 and 2020.*"""))
    t.append((extract("https://www.winespectator.com/vintage-charts", "Burgundy red vintage scores and drinkability since 2005"), """# Vintage Charts

*Wine Spectator · Updated December 2024*

Scores reflect the overall quality of the vintage on Wine Spectator's 100-point scale. Scores in parentheses are preliminary, based on barrel tastings.

## Burgundy — Côte de Nuits (red)

| Vintage | Score | Drinkability | Description |
| --- | --- | --- | --- |
| 2023 | (90–93) | NYR | Large crop; charming, fruit-forward |
| 2022 | 95 | Hold | Generous yet fresh; a crowd-pleasing vintage |
| 2021 | 91 | Drink or hold | Frost-reduced; lighter, transparent style |
| 2020 | 96 | Hold | Concentrated, dark-fruited, structured |
| 2019 | 97 | Hold | Ripe, balanced, very fine |
| 2018 | 95 | Hold | Rich and generous |
| 2017 | 93 | Drink or hold | Pretty, open-knit |
| 2016 | 95 | Hold | Frost losses; pure and precise |
| 2015 | 97 | Hold | Ripe, fleshy, great depth |
| 2010 | 96 | Hold | Classic, vibrant, long-lived |
| 2005 | 98 | Hold | Structured, profound |

## Burgundy — Côte de Beaune (red)

| Vintage | Score | Drinkability | Description |
| --- | --- | --- | --- |
| 2022 | 93 | Drink or hold | Ripe and supple |
| 2021 | 89 | Drink or hold | Small crop, light and fresh |
| 2020 | 94 | Hold | Sunny, concentrated |
| 2019 | 95 | Hold | Rich yet balanced |
| 2015 | 96 | Hold | Opulent |

*Use the region menu for Bordeaux, Rhône, Italy, Spain, California, Oregon, Washington, Australia and more.*"""))
    t.append(m.add({"burgundy_red_ws": "Wine Spectator (Dec 2024), Côte de Nuits: 2022 95 Hold; 2021 91; 2020 96; 2019 97; 2018 95; 2017 93; 2016 95; 2015 97; 2010 96; 2005 98",
                    "bdx_2022_decanter": "Decanter (G. Hindle, 28 Apr 2023): 5/5 stars; hottest and driest season on record; top wines 2030–2060; yields down 10–30%"}))
    t.append(m.get(["bdx_left_ws", "bdx_2022_decanter", "burgundy_red_ws"]))
    rs.add(task="search", tid="h35-search-18", system=SYSTEM, turns=t,
           state=state("2025-01-09", "Which recent Bordeaux vintages are rated highest and when should they be drunk? How does 2022 look, and how do recent red Burgundy vintages compare?"))


SPECIES = ["Black Vulture", "Turkey Vulture", "Osprey", "Bald Eagle", "Northern Harrier", "Sharp-shinned Hawk",
           "Cooper's Hawk", "American Goshawk", "Red-shouldered Hawk", "Broad-winged Hawk", "Red-tailed Hawk",
           "Rough-legged Hawk", "Golden Eagle", "American Kestrel", "Merlin", "Peregrine Falcon", "Mississippi Kite",
           "Unknown Raptor"]
AUG_2024 = [5, 61, 96, 108, 9, 30, 11, 0, 2, 33, 15, 0, 0, 74, 3, 2, 2, 11]


def hawk_day(date: str, status: str, hours: str, day: list[int], season: list[int]) -> str:
    out = ["# Hawk Mountain Sanctuary — North Lookout, Kempton, PA", "",
           f"*HawkCount · Daily Report · {date} · {status}*", "",
           f"Observation hours: {hours} · Official counter: Hawk Mountain Sanctuary staff · Data entry: HMS", "",
           "| Species | Day | Month | Season |", "| --- | --- | --- | --- |"]
    for name, d, s, a in zip(SPECIES, day, season, AUG_2024):
        out.append(f"| {name} | {d:,} | {s - a:,} | {s:,} |")
    out.append(f"| **Total** | **{sum(day):,}** | **{sum(season) - sum(AUG_2024):,}** | **{sum(season):,}** |")
    return "\n".join(out)


# web_search / web_extractor / dict_memory: bird migration counts (clean)
def t19(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    day16 = [0, 3, 38, 14, 6, 42, 5, 0, 1, 1_842, 4, 0, 0, 22, 3, 2, 0, 4]
    season16 = [12, 140, 402, 233, 61, 388, 52, 0, 9, 5_913, 47, 0, 0, 231, 28, 14, 2, 41]
    day17 = [0, 1, 19, 6, 2, 17, 1, 0, 0, 3_214, 1, 0, 0, 9, 1, 0, 0, 6]
    season17 = [s + d for s, d in zip(season16, day17)]
    t.append((search("Hawk Mountain hawk count 2024 broad-winged hawk September"), res(
        ("https://www.hawkcount.org/day_summary.php?rsite=279&rdate=2024-09-16",
         "HawkCount - Hawk Mountain Sanctuary, PA - Daily Report 2024-09-16",
         f"Broad-winged Hawk: {day16[9]:,} (season {season16[9]:,}) · Osprey: {day16[2]} · Bald Eagle: {day16[3]} · Total: {sum(day16):,} ...",
         "Sep 16, 2024"),
        ("https://www.hawkmountain.org/conservation-science/raptor-migration/autumn-count",
         "Autumn Raptor Count | Hawk Mountain Sanctuary",
         "Every autumn since 1934, counters at North Lookout have tallied the raptors migrating along Kittatinny Ridge from August 15 to December 15 ...",
         "N/A"),
        ("https://www.hawkmountain.org/news/broad-winged-hawk-peak-2024",
         "Broad-winged Hawk peak is here! | Hawk Mountain Sanctuary",
         "The mid-September flight of broad-winged hawks usually peaks between September 12 and 20; kettles of hundreds are possible on northwest winds ...",
         "Sep 12, 2024"),
        ("https://www.hawkcount.org/",
         "HawkCount - Hawk Migration Association of North America",
         "Daily hawk-watch counts from more than 300 sites across North America ...",
         "N/A"),
        ("https://www.mcall.com/2024/09/14/hawk-mountain-broad-winged-hawks/",
         "Best time to see broad-winged hawks at Hawk Mountain is now | The Morning Call",
         "Weekend crowds are expected at North Lookout as the migration peaks ...",
         "Sep 14, 2024"),
        ("https://ebird.org/hotspot/L210391",
         "Hawk Mountain Sanctuary--North Lookout - eBird Hotspot",
         "322 species reported · recent checklists: Broad-winged Hawk, Osprey, Bald Eagle ...",
         "N/A"),
        ("https://www.reddit.com/r/birding/comments/1fi8k2q/hawk_mountain_today/",
         "Hawk Mountain today — kettles everywhere : r/birding",
         "Counters said over 1,800 broadwings by mid-afternoon. Bring a chair and a jacket ...",
         "Sep 16, 2024"),
        ("https://en.wikipedia.org/wiki/Hawk_Mountain_Sanctuary",
         "Hawk Mountain Sanctuary - Wikipedia",
         "Founded in 1934 by Rosalie Edge, Hawk Mountain was the world's first refuge for birds of prey ...",
         "N/A"))))
    t.append((extract("https://www.hawkcount.org/day_summary.php?rsite=279&rdate=2024-09-16", "Day counts and season totals by species"),
              hawk_day("Monday, September 16, 2024", "Final", "07:00–17:00 (10.00 h) · Wind NW 10–20 km/h · Sky clear", day16, season16)))
    t.append(m.add({"hm_2024_09_16": f"Hawk Mountain North Lookout, 16 Sep 2024 (final): Broad-winged {day16[9]:,} of {sum(day16):,} raptors; season to date {sum(season16):,} raptors incl. {season16[9]:,} Broad-winged (count since 15 Aug)"}))
    t.append((extract("https://www.hawkmountain.org/conservation-science/raptor-migration/autumn-count", "Long-term averages for the autumn count"), """# Autumn Raptor Count

*Hawk Mountain Sanctuary · Conservation Science · Raptor Migration*

Every autumn since 1934, Sanctuary counters at the North Lookout have recorded the raptors that migrate along the Kittatinny Ridge. The count runs daily from **August 15 to December 15**, weather permitting, making it the longest-running record of raptor migration in the world.

## What to expect, by month

| Period | Main species | Notes |
| --- | --- | --- |
| Late August | Bald Eagle, Osprey, American Kestrel | Warm-weather flights on light winds |
| Mid-September | Broad-winged Hawk | Peak usually between September 12 and 20; kettles of hundreds |
| October | Sharp-shinned Hawk, Cooper's Hawk, Red-shouldered Hawk, Peregrine Falcon | Greatest diversity of species |
| November | Red-tailed Hawk, Golden Eagle, American Goshawk | Cold fronts with northwest winds bring the best flights |

## Ten-year averages, 2014–2023 (full season)

| Species | Average season total |
| --- | --- |
| Broad-winged Hawk | 5,800 |
| Sharp-shinned Hawk | 2,600 |
| Red-tailed Hawk | 2,300 |
| Turkey Vulture | 1,900 |
| Osprey | 450 |
| Bald Eagle | 420 |
| American Kestrel | 300 |
| Golden Eagle | 110 |
| All raptors | about 16,000 |

*Counts are posted daily to HawkCount.org. Annual reports are published in the Sanctuary's journal each spring.*

## Visit

The North Lookout is a one-mile hike from the Visitor Center. Trail fees apply; members enter free."""))
    t.append((extract("https://www.hawkcount.org/day_summary.php?rsite=279&rdate=2024-09-17", "Today's count so far and updated season totals"),
              hawk_day("Tuesday, September 17, 2024", "In progress — last updated 13:40 EDT", "07:00–13:40 (6.67 h so far) · Wind NW 15–25 km/h · Sky partly cloudy", day17, season17)))
    t.append(m.add({"hm_2024_09_17_partial": f"17 Sep 2024 (in progress, 13:40 EDT): Broad-winged {day17[9]:,} so far; season to date {sum(season17):,} raptors incl. {season17[9]:,} Broad-winged — already above the 2014–2023 average season BW total (~5,800)"}))
    rs.add(task="search", tid="h35-search-19", system=SYSTEM, turns=t,
           state=state("2024-09-17", "How is the 2024 autumn Broad-winged Hawk migration going at Hawk Mountain compared with a normal year?"))


# web_search / web_extractor / dict_memory: tallest buildings under construction (bad)
def t20(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("tallest buildings under construction 2025 CTBUH Skyscraper Center"), res(
        ("https://www.skyscrapercenter.com/buildings?status=UC&list=tallest",
         "Tallest Buildings Under Construction - The Skyscraper Center (CTBUH)",
         "Jeddah Tower, Jeddah (1,000+ m) · Burj Azizi, Dubai (725 m) · Burj Binghatti Jacob & Co Residences, Dubai ...",
         "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_tallest_buildings_under_construction",
         "List of tallest buildings under construction - Wikipedia",
         "This list ranks buildings under construction that are planned to rise at least 300 m (984 ft) ...",
         "N/A"),
        ("https://www.ctbuh.org/resource/tall-building-year-in-review-2024",
         "Tall Building Year in Review 2024 | CTBUH",
         "The Council counted 123 completions of buildings 200 m or taller in 2024; Asia accounted for the majority ...",
         "Jan 15, 2025"),
        ("https://www.theb1m.com/video/the-worlds-tallest-buildings-under-construction-2025",
         "The World's Tallest Buildings Under Construction in 2025 | The B1M",
         "Jeddah Tower is back on, Dubai is building another supertall, and China has stalled ...",
         "Feb 6, 2025"),
        ("https://www.archdaily.com/1023377/the-tallest-skyscrapers-set-to-be-completed-by-2030",
         "The Tallest Skyscrapers Set to Be Completed by 2030 | ArchDaily",
         "From Riyadh to Tokyo, these towers are reshaping skylines ...",
         "Jan 10, 2025"),
        ("https://www.reddit.com/r/skyscrapers/comments/1hxk4mq/tallest_under_construction_2025/",
         "Tallest under construction, 2025 edition : r/skyscrapers",
         "Burj Azizi piling is done, Jeddah Tower finally moving again ...",
         "Jan 9, 2025"),
        ("https://www.emporis.com/statistics/tallest-buildings-under-construction",
         "Tallest buildings under construction - Emporis (archived)",
         "Archived list from the former Emporis database ...",
         "N/A"),
        ("https://www.constructionweekonline.com/projects-tenders/burj-azizi-dubai-725m",
         "Burj Azizi: everything we know about Dubai's 725m tower - Construction Week",
         "The tower on Sheikh Zayed Road will have 131 floors above ground and is due in 2028 ...",
         "Dec 12, 2024"))))
    t.append((extract("https://www.skyscrapercenter.com/buildings?status=UC&list=tallest", "Top buildings under construction with height, floors, city and expected completion"), """# Tallest Buildings Under Construction

*The Skyscraper Center · Council on Tall Buildings and Urban Habitat · Status: Under Construction / Architecturally Topped Out · Height: architectural*

| # | Building Name | City | Height (m) | Height (ft) | Floors | Completion | Material | Function |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Jeddah Tower | Jeddah | 1,000+ | 3,281+ | 167 | 2028 | concrete | residential / hotel / office |
| 2 | Burj Azizi | Dubai | 725 | 2,379 | 131 | 2028 | concrete | residential / hotel |
| 3 | Burj Binghatti Jacob & Co Residences | Dubai | 595+ | 1,952+ | 105 | 2026 | concrete | residential |
| 4 | Six Senses Residences Dubai Marina | Dubai | 517 | 1,696 | 125 | 2026 | concrete | residential |
| 5 | Wuhan Greenland Center | Wuhan | 475.6 | 1,560 | 97 | 2026 | composite | hotel / residential / office |
| 6 | Chengdu Greenland Tower | Chengdu | 468 | 1,535 | 101 | 2025 | composite | hotel / office |
| 7 | Torch Tower | Tokyo | 385 | 1,263 | 62 | 2028 | steel | hotel / residential / office |
| 8 | Riverview Plaza Tower 1 | Wuhan | 330 | 1,083 | 73 | 2026 | composite | office |

*Note: projects listed as "On Hold" or "Proposed" are excluded. Heights for buildings under construction are as planned and may change.*

## Filters

Region: All · Country: All · City: All · Height: 300 m+ · Status: Under Construction · Sort by: Height (desc)

*Showing 8 of 142 buildings 300 m+ currently under construction worldwide.*"""))
    t.append(m.add({"jeddah_tower": "Jeddah, Saudi Arabia — 1,000+ m planned, 167 floors; CTBUH expected completion 2028",
                    "burj_azizi": "Dubai — 725 m, 131 floors; expected completion 2028; would become world's 2nd-tallest"}))
    t.append((search("Jeddah Tower construction resumed 2025 floors contractor"), res(
        ("https://www.arabnews.com/node/2587251/saudi-arabia",
         "Construction of Jeddah Tower resumes, targeting 2028 completion | Arab News",
         "Work on the 1,000-metre tower restarted in January after a pause of more than six years, with Saudi Binladin Group as main contractor ...",
         "Jan 8, 2025"),
        ("https://en.wikipedia.org/wiki/Jeddah_Tower",
         "Jeddah Tower - Wikipedia",
         "Jeddah Tower, formerly known as Kingdom Tower, is a skyscraper under construction in Jeddah, Saudi Arabia ... construction was halted in 2018 at around the 63rd floor ...",
         "N/A"),
        ("https://www.constructionweekonline.com/projects-tenders/jeddah-tower-binladin-contract",
         "Saudi Binladin Group wins $1.9bn contract to complete Jeddah Tower - Construction Week",
         "Jeddah Economic Company awarded the SAR 7.2 billion contract to complete the tower ...",
         "Sep 25, 2023"),
        ("https://www.bloomberg.com/news/articles/2025-01-07/saudi-arabia-restarts-work-on-world-s-tallest-tower",
         "Saudi Arabia Restarts Work on What Will Be the World's Tallest Tower - Bloomberg",
         "The skyscraper, planned to top 1 kilometre, would surpass Dubai's Burj Khalifa by at least 170 metres ...",
         "Jan 7, 2025"),
        ("https://www.dezeen.com/2025/01/08/jeddah-tower-construction-restarts/",
         "Construction restarts on Adrian Smith + Gordon Gill's Jeddah Tower - Dezeen",
         "The tower, designed by Adrian Smith + Gordon Gill Architecture, has stood unfinished since 2018 ...",
         "Jan 8, 2025"),
        ("https://www.reddit.com/r/skyscrapers/comments/1hvz7kq/jeddah_tower_construction_resumed/",
         "Jeddah Tower construction resumed! : r/skyscrapers",
         "Cranes back on the top. They're pouring a floor every 3-4 days apparently ...",
         "Jan 7, 2025"),
        ("https://www.skyscrapercenter.com/building/jeddah-tower/13156",
         "Jeddah Tower - The Skyscraper Center",
         "Jeddah Tower · Jeddah · Under Construction · 1,000+ m · 167 floors · Adrian Smith + Gordon Gill ...",
         "N/A"),
        ("https://www.theb1m.com/video/jeddah-tower-is-back",
         "The World's Next Tallest Tower Is Back On | The B1M",
         "After six years of silence, cranes have returned to Jeddah Economic City ...",
         "Jan 23, 2025"))))
    t.append((extract("https://www.arabnews.com/node/2587251/saudi-arabia", "Status of works, contractor, schedule"), """# Construction of Jeddah Tower resumes, targeting 2028 completion

*Arab News · JEDDAH · Updated 08 January 2025*

Construction of Jeddah Tower, set to become the world's tallest building, has resumed after a pause of more than six years, developer Jeddah Economic Company (JEC) said on Tuesday.

Work restarted at the 64th floor level of the concrete core, where it had stopped in 2018. The main contractor, Saudi Binladin Group, was awarded a SAR 7.2 billion ($1.9 billion) contract in September 2023 to complete the tower, and the company has mobilized more than 1,500 workers on site.

"We expect to add a floor every three to four days once the core climbing formwork is fully operational," a JEC spokesperson said, adding that the tower is on track for completion in 2028.

## Key facts

| | |
| --- | --- |
| Developer | Jeddah Economic Company (JEC) |
| Architect | Adrian Smith + Gordon Gill Architecture |
| Main contractor | Saudi Binladin Group |
| Planned height | over 1,000 m |
| Floors | 167 |
| Location | Jeddah Economic City, north Jeddah |
| Original name | Kingdom Tower (renamed in 2018) |
| Expected completion | 2028 |

The tower will house a Four Seasons hotel, serviced apartments, luxury condominiums, offices and the world's highest observatory. It is the centerpiece of the 5.3-million-square-meter Jeddah Economic City development.

Construction originally began in 2013 but stalled in 2018 after the 2017 anti-corruption campaign that detained several of the project's backers."""))
    t.append(m.remove(["jeddah_tower"]))
    t.append(m.add({"jeddah_tower_ksa": "Jeddah Tower (ex-Kingdom Tower), Jeddah Economic City — 1,000+ m, 167 floors; work resumed Jan 2025 at floor 64 after 2018 halt; Saudi Binladin Group (SAR 7.2bn contract, Sep 2023); completion target 2028"}))
    renamed = {("jeddah_tower" if k == "jeddah_tower_ksa" else k): v for k, v in m.d.items()}
    t.append((memory("retrieve_all"), pj(renamed)))
    rs.add(task="search", tid="h35-search-20", system=SYSTEM, turns=t,
           state=state("2025-01-12", "Which are the tallest buildings currently under construction, and what is the latest on Jeddah Tower?"),
           bad=True, turn=8, kind="renamed memory key listed under its old name")


# web_search / web_extractor / dict_memory: central bank rates (clean)
def t21(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("Federal Reserve December 2024 rate decision", "ECB December 2024 rate decision deposit facility"), batch(
        (("https://www.federalreserve.gov/newsevents/pressreleases/monetary20241218a.htm",
          "Federal Reserve issues FOMC statement - December 18, 2024",
          "The Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4-1/4 to 4-1/2 percent ...",
          "Dec 18, 2024"),
         ("https://www.reuters.com/markets/us/fed-cuts-rates-signals-slower-pace-2025-2024-12-18/",
          "Fed cuts rates, signals slower pace of easing in 2025 | Reuters",
          "The U.S. central bank cut its benchmark rate by a quarter of a percentage point to the 4.25%-4.50% range, and projected only two cuts next year ...",
          "Dec 18, 2024"),
         ("https://www.cnbc.com/2024/12/18/fed-rate-decision-december-2024.html",
          "Fed lowers rates by a quarter point, signals fewer cuts ahead - CNBC",
          "Cleveland Fed President Beth Hammack dissented in favor of holding rates steady ...",
          "Dec 18, 2024"),
         ("https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
          "Meeting calendars and information - FOMC",
          "2025 meetings: January 28-29, March 18-19, May 6-7, June 17-18 ...",
          "N/A"),
         ("https://www.wsj.com/economy/central-banking/fed-cuts-rates-december-2024",
          "Fed Cuts Rates for Third Straight Meeting - WSJ",
          "The cut brings the total reduction since September to a full percentage point ...",
          "Dec 18, 2024"),
         ("https://www.reddit.com/r/economy/comments/1hh9f4u/fed_cuts_25bp_to_425450/",
          "Fed cuts 25bp to 4.25-4.50% : r/economy",
          "Dot plot now shows 2 cuts in 2025 instead of 4. Market didn't like that ...",
          "Dec 18, 2024"),
         ("https://www.federalreserve.gov/monetarypolicy/files/fomcprojtabl20241218.pdf",
          "Summary of Economic Projections, December 18, 2024",
          "Median federal funds rate projection: 4.4% end-2024, 3.9% end-2025 ...",
          "Dec 18, 2024"),
         ("https://fred.stlouisfed.org/series/DFEDTARU",
          "Federal Funds Target Range - Upper Limit (DFEDTARU) | FRED",
          "4.50 percent, daily, not seasonally adjusted ...",
          "N/A")),
        (("https://www.ecb.europa.eu/press/pr/date/2024/html/ecb.mp241212~2acab6d51e.en.html",
          "Monetary policy decisions - 12 December 2024 - European Central Bank",
          "The Governing Council today decided to lower the three key ECB interest rates by 25 basis points ... the deposit facility rate to 3.00% ...",
          "Dec 12, 2024"),
         ("https://www.reuters.com/markets/rates-bonds/ecb-cuts-rates-again-2024-12-12/",
          "ECB cuts rates again, keeps door open to more | Reuters",
          "The European Central Bank cut interest rates for the fourth time this year, lowering its deposit rate to 3% ...",
          "Dec 12, 2024"),
         ("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/key_ecb_interest_rates/html/index.en.html",
          "Key ECB interest rates - European Central Bank",
          "Deposit facility, main refinancing operations and marginal lending facility rates with dates of change ...",
          "N/A"),
         ("https://www.ft.com/content/ecb-december-2024-rate-cut",
          "ECB lowers rates to 3% and drops pledge to keep policy restrictive - FT",
          "Christine Lagarde said a 50 basis point cut had been discussed ...",
          "Dec 12, 2024"),
         ("https://www.bloomberg.com/news/articles/2024-12-12/ecb-cuts-rates-drops-restrictive-language",
          "ECB Cuts Rates, Drops Language on Keeping Policy Restrictive - Bloomberg",
          "Officials lowered the deposit rate by a quarter point to 3% for a fourth reduction this year ...",
          "Dec 12, 2024"),
         ("https://www.reddit.com/r/eupersonalfinance/comments/1hckx7e/ecb_cuts_to_3/",
          "ECB cuts to 3% : r/eupersonalfinance",
          "Savings account rates will follow in a few weeks ...",
          "Dec 12, 2024"),
         ("https://www.bundesbank.de/en/press/press-releases/ecb-monetary-policy-december-2024",
          "Monetary policy decisions of the ECB Governing Council | Deutsche Bundesbank",
          "Main refinancing operations 3.15%, marginal lending facility 3.40%, deposit facility 3.00% ...",
          "Dec 12, 2024"),
         ("https://www.cnbc.com/2024/12/12/ecb-rate-decision-december-2024.html",
          "European Central Bank cuts rates for fourth time this year - CNBC",
          "The central bank now sees inflation settling around its 2% target in 2025 ...",
          "Dec 12, 2024")))))
    t.append((extract("https://www.federalreserve.gov/newsevents/pressreleases/monetary20241218a.htm", "Decision, new target range, vote, implementation rates"), """# Federal Reserve issues FOMC statement

*Press Release · December 18, 2024 · For release at 2:00 p.m. EST*

Recent indicators suggest that economic activity has continued to expand at a solid pace. Since earlier in the year, labor market conditions have generally eased, and the unemployment rate has moved up but remains low. Inflation has made progress toward the Committee's 2 percent objective but remains somewhat elevated.

The Committee seeks to achieve maximum employment and inflation at the rate of 2 percent over the longer run. The Committee judges that the risks to achieving its employment and inflation goals are roughly in balance. The economic outlook is uncertain, and the Committee is attentive to the risks to both sides of its dual mandate.

In support of its goals, the Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to **4-1/4 to 4-1/2 percent**. In considering the extent and timing of additional adjustments to the target range for the federal funds rate, the Committee will carefully assess incoming data, the evolving outlook, and the balance of risks. The Committee will continue reducing its holdings of Treasury securities and agency debt and agency mortgage-backed securities.

Voting for the monetary policy action were Jerome H. Powell, Chair; John C. Williams, Vice Chair; Thomas I. Barkin; Michael S. Barr; Raphael W. Bostic; Michelle W. Bowman; Lisa D. Cook; Mary C. Daly; Philip N. Jefferson; Adriana D. Kugler; and Christopher J. Waller. Voting against the action was Beth M. Hammack, who preferred to maintain the target range for the federal funds rate at 4-1/2 to 4-3/4 percent.

## Implementation Note (effective December 19, 2024)

| Rate | Setting |
| --- | --- |
| Interest on reserve balances | 4.40 percent |
| Overnight reverse repurchase agreement offering rate | 4.25 percent |
| Primary credit rate (discount rate) | 4.50 percent |

For media inquiries, please email media@frb.gov or call 202-452-2955."""))
    t.append(m.add({"fed_ffr": "4.25–4.50% (FOMC 18 Dec 2024, −25 bp, effective 19 Dec; third straight cut, 100 bp since Sep); IORB 4.40%; Hammack dissented"}))
    t.append((extract("https://www.ecb.europa.eu/press/pr/date/2024/html/ecb.mp241212~2acab6d51e.en.html", "New key interest rates and effective date"), """# Monetary policy decisions

*PRESS RELEASE · 12 December 2024*

The Governing Council today decided to lower the three key ECB interest rates by 25 basis points. In particular, the decision to lower the deposit facility rate — the rate through which the Governing Council steers the monetary policy stance — is based on its updated assessment of the inflation outlook, the dynamics of underlying inflation and the strength of monetary policy transmission.

The disinflation process is well on track. Staff see headline inflation averaging 2.4% in 2024, 2.1% in 2025, 1.9% in 2026 and 2.1% in 2027 when the expanded EU Emissions Trading System becomes operational.

## Key ECB interest rates

| | New rate | Previous rate |
| --- | --- | --- |
| Deposit facility | **3.00%** | 3.25% |
| Main refinancing operations | **3.15%** | 3.40% |
| Marginal lending facility | **3.40%** | 3.65% |

The changes will become effective as from **18 December 2024**.

The Governing Council is determined to ensure that inflation stabilises sustainably at its 2% medium-term target. It will follow a data-dependent and meeting-by-meeting approach to determining the appropriate monetary policy stance.

The President of the ECB will comment on the considerations underlying these decisions at a press conference starting at 14:45 CET today.

**European Central Bank** · Directorate General Communications · Sonnemannstrasse 20, 60314 Frankfurt am Main, Germany"""))
    t.append(m.add({"ecb_dfr": "3.00% (Governing Council 12 Dec 2024, −25 bp; effective 18 Dec 2024)",
                    "ecb_mro_mlf": "MRO 3.15%, MLF 3.40% (from 18 Dec 2024)"}))
    t.append((search("ECB January 2025 rate decision deposit rate"), res(
        ("https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250130~530b29e622.en.html",
         "Monetary policy decisions - 30 January 2025 - European Central Bank",
         "The Governing Council today decided to lower the three key ECB interest rates by 25 basis points ... deposit facility rate 2.75% ...",
         "Jan 30, 2025"),
        ("https://www.reuters.com/markets/europe/ecb-cuts-rates-again-2025-01-30/",
         "ECB cuts rates again, signals more easing to come | Reuters",
         "The ECB lowered its deposit rate to 2.75%, its fifth cut since June ...",
         "Jan 30, 2025"),
        ("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/key_ecb_interest_rates/html/index.en.html",
         "Key ECB interest rates - European Central Bank",
         "5 Feb 2025: deposit facility 2.75, main refinancing operations 2.90, marginal lending facility 3.15 ...",
         "N/A"),
        ("https://www.bloomberg.com/news/articles/2025-01-30/ecb-cuts-rates-fifth-time",
         "ECB Cuts Rates for Fifth Time, Sees Further Easing - Bloomberg",
         "Lagarde said it was 'premature' to discuss where rate cuts would stop ...",
         "Jan 30, 2025"),
        ("https://www.cnbc.com/2025/01/30/ecb-rate-decision-january-2025.html",
         "ECB lowers rates by a quarter point as euro zone economy stalls - CNBC",
         "The euro zone economy stagnated in the fourth quarter, data showed earlier Thursday ...",
         "Jan 30, 2025"),
        ("https://www.ft.com/content/ecb-january-2025",
         "ECB cuts rates to 2.75% as eurozone growth stalls - FT",
         "Markets price further cuts in March and April ...",
         "Jan 30, 2025"),
        ("https://www.reddit.com/r/eupersonalfinance/comments/1idmmj2/ecb_cuts_to_275/",
         "ECB cuts to 2.75% : r/eupersonalfinance",
         "Time to lock in a fixed-term deposit before it drops further? ...",
         "Jan 30, 2025"),
        ("https://www.bundesbank.de/en/press/press-releases/ecb-monetary-policy-january-2025",
         "Monetary policy decisions of the ECB Governing Council | Deutsche Bundesbank",
         "Effective 5 February 2025: main refinancing operations 2.90%, marginal lending facility 3.15%, deposit facility 2.75% ...",
         "Jan 30, 2025"))))
    t.append((extract("https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250130~530b29e622.en.html", "New key interest rates and effective date"), """# Monetary policy decisions

*PRESS RELEASE · 30 January 2025*

The Governing Council today decided to lower the three key ECB interest rates by 25 basis points. In particular, the decision to lower the deposit facility rate — the rate through which the Governing Council steers the monetary policy stance — is based on its updated assessment of the inflation outlook, the dynamics of underlying inflation and the strength of monetary policy transmission.

The disinflation process is well on track. Inflation has continued to develop broadly as staff expected, and is set to return to the Governing Council's 2% medium-term target in the course of this year.

## Key ECB interest rates

| | New rate | Previous rate |
| --- | --- | --- |
| Deposit facility | **2.75%** | 3.00% |
| Main refinancing operations | **2.90%** | 3.15% |
| Marginal lending facility | **3.15%** | 3.40% |

The changes will become effective as from **5 February 2025**.

The Governing Council is determined to ensure that inflation stabilises sustainably at its 2% medium-term target. It will follow a data-dependent and meeting-by-meeting approach.

The President of the ECB will comment on the considerations underlying these decisions at a press conference starting at 14:45 CET today.

**European Central Bank** · Directorate General Communications · Sonnemannstrasse 20, 60314 Frankfurt am Main, Germany"""))
    t.append(m.update({"ecb_dfr": "2.75% (Governing Council 30 Jan 2025, −25 bp; effective 5 Feb 2025; was 3.00% from 18 Dec 2024)",
                       "ecb_mro_mlf": "MRO 2.90%, MLF 3.15% (from 5 Feb 2025)"}))
    t.append((search("Fed January 2025 FOMC decision holds rates"), res(
        ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20250129a.htm",
         "Federal Reserve issues FOMC statement - January 29, 2025",
         "The Committee decided to maintain the target range for the federal funds rate at 4-1/4 to 4-1/2 percent ...",
         "Jan 29, 2025"),
        ("https://www.reuters.com/markets/us/fed-holds-rates-steady-2025-01-29/",
         "Fed holds rates steady, in no hurry to cut further | Reuters",
         "The Fed left its benchmark rate in the 4.25%-4.50% range in a unanimous decision ...",
         "Jan 29, 2025"),
        ("https://www.cnbc.com/2025/01/29/fed-rate-decision-january-2025.html",
         "Fed holds rates steady, pausing after three consecutive cuts - CNBC",
         "Powell said the committee does not need to be in a hurry to adjust policy ...",
         "Jan 29, 2025"),
        ("https://www.wsj.com/economy/central-banking/fed-holds-rates-january-2025",
         "Fed Holds Rates Steady as It Awaits Clarity on Inflation, Tariffs - WSJ",
         "Officials removed language saying inflation had 'made progress' toward the 2% goal ...",
         "Jan 29, 2025"),
        ("https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm",
         "Meeting calendars and information - FOMC",
         "Next meeting: March 18-19, 2025 (with Summary of Economic Projections) ...",
         "N/A"),
        ("https://fred.stlouisfed.org/series/DFEDTARU",
         "Federal Funds Target Range - Upper Limit (DFEDTARU) | FRED",
         "4.50 percent, daily, not seasonally adjusted ...",
         "N/A"),
        ("https://www.reddit.com/r/economy/comments/1id5pxo/fed_holds_at_425450/",
         "Fed holds at 4.25-4.50 : r/economy",
         "Expected. First meeting of the new administration ...",
         "Jan 29, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-01-29/fed-holds-rates-steady",
         "Fed Holds Rates Steady, Says Inflation 'Somewhat Elevated' - Bloomberg",
         "The decision was unanimous ...",
         "Jan 29, 2025"))))
    t.append(m.all())
    rs.add(task="search", tid="h35-search-21", system=SYSTEM, turns=t,
           state=state("2025-02-03", "What are the current Federal Reserve and ECB policy rates, and when were they last changed?"))


TOKYO_CENSUS = """| Census year | Tokyo Metropolis | Special wards (23) | Change vs previous census |
| --- | --- | --- | --- |
| 1995 | 11,773,605 | 7,967,614 | −0.7% |
| 2000 | 12,064,101 | 8,134,688 | +2.5% |
| 2005 | 12,576,601 | 8,489,653 | +4.2% |
| 2010 | 13,159,388 | 8,945,695 | +4.6% |
| 2015 | 13,515,271 | 9,272,740 | +2.7% |
| 2020 | 14,047,594 | 9,733,276 | +3.9% |"""


# web_search / web_extractor / dict_memory: city populations (bad)
def t22(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((search("Tokyo population 2020 census", "Tokyo population estimate 2025"), batch(
        (("https://en.wikipedia.org/wiki/Tokyo",
          "Tokyo - Wikipedia",
          "Tokyo is the capital of Japan ... with a population of 14,047,594 at the 2020 census, it is the most populous prefecture, and the Greater Tokyo Area is the most populous metropolitan area in the world ...",
          "N/A"),
         ("https://www.stat.go.jp/english/data/kokusei/2020/summary.html",
          "2020 Population Census - Summary of Results | Statistics Bureau of Japan",
          "Japan's population was 126,146,099 as of October 1, 2020, down 948,646 from 2015. Tokyo-to had the largest population ...",
          "Jun 25, 2021"),
         ("https://www.toukei.metro.tokyo.lg.jp/kokusei/2020/kd20qf0200.htm",
          "令和2年国勢調査 東京都の人口 - 東京都の統計",
          "東京都の人口は14,047,594人で、平成27年に比べ532,323人（3.9％）増加 ...",
          "Jun 25, 2021"),
         ("https://www.japantimes.co.jp/news/2021/06/25/national/census-2020-population/",
          "Japan's population falls for second consecutive census - The Japan Times",
          "Tokyo's population rose 3.9% to 14.05 million, the largest increase of any prefecture ...",
          "Jun 25, 2021"),
         ("https://www.citypopulation.de/en/japan/tokyo/",
          "Tokyo (Metropolis, Japan) - Population Statistics, Charts and Map",
          "Tokyo-to: 14,047,594 (2020 census) · Special wards: 9,733,276 ...",
          "N/A"),
         ("https://worldpopulationreview.com/world-cities/tokyo-population",
          "Tokyo Population 2025 - World Population Review",
          "The metro area population of Tokyo is estimated at 37.0 million in 2025 ...",
          "N/A"),
         ("https://www.reddit.com/r/japanlife/comments/ohd3s2/tokyo_population_census_2020/",
          "Tokyo population census 2020 : r/japanlife",
          "14 million in the metropolis but 37 million if you count Kanagawa, Saitama and Chiba ...",
          "Jul 10, 2021"),
         ("https://www.nippon.com/en/japan-data/h01043/",
          "Japan's 2020 Census: Tokyo Gains, Rural Prefectures Shrink | Nippon.com",
          "Only eight of Japan's 47 prefectures grew between 2015 and 2020 ...",
          "Jul 2, 2021")),
        (("https://www.metro.tokyo.lg.jp/english/about/population",
          "Tokyo's Population | Tokyo Metropolitan Government",
          "As of January 1, 2025, the estimated population of Tokyo is 14,178,000 in 7,549,000 households ...",
          "N/A"),
         ("https://www.toukei.metro.tokyo.lg.jp/jsuikei/js-index.htm",
          "東京都の人口（推計） - 東京都の統計",
          "令和7年1月1日現在 推計人口 14,178,061人 ...",
          "Jan 28, 2025"),
         ("https://www.japantimes.co.jp/news/2025/01/28/japan/tokyo-population-record/",
          "Tokyo's population hits record high as inflow resumes - The Japan Times",
          "Net inflows from other prefectures more than offset natural decline in 2024 ...",
          "Jan 28, 2025"),
         ("https://worldpopulationreview.com/world-cities/tokyo-population",
          "Tokyo Population 2025 - World Population Review",
          "The metro area population of Tokyo is estimated at 37.0 million in 2025 ...",
          "N/A"),
         ("https://www.macrotrends.net/global-metrics/cities/21671/tokyo/population",
          "Tokyo, Japan Metro Area Population 1950-2025 | MacroTrends",
          "The metro area population of Tokyo in 2025 is 37,036,000, a 0.21% decline from 2024 ...",
          "N/A"),
         ("https://www.statista.com/statistics/1160998/japan-population-tokyo/",
          "Tokyo population 2000-2025 | Statista",
          "Population of Tokyo Metropolis as of January 1 each year ...",
          "Feb 2025"),
         ("https://en.wikipedia.org/wiki/Greater_Tokyo_Area",
          "Greater Tokyo Area - Wikipedia",
          "The Greater Tokyo Area ... had a population of 36.9 million at the 2020 census ...",
          "N/A"),
         ("https://www.reddit.com/r/Tokyo/comments/1ic2b4x/tokyo_population_record_2025/",
          "Tokyo population at record high : r/Tokyo",
          "And yet every train line says ridership hasn't recovered to 2019 ...",
          "Jan 28, 2025")))))
    t.append((extract("https://en.wikipedia.org/wiki/Tokyo", "Population of Tokyo Metropolis at recent censuses"), """# Tokyo

From Wikipedia, the free encyclopedia

| Tokyo 東京都 | |
| --- | --- |
| Country | Japan |
| Region | Kantō |
| Island | Honshu |
| Capital | Shinjuku |
| Governor | Yuriko Koike |
| Area | 2,194.07 km² (847.14 sq mi) |
| Population (2020 census) | 14,047,594 |
| • Density | 6,402.6/km² |
| • Metro (Greater Tokyo) | 36,914,000 |
| ISO 3166 code | JP-13 |

**Tokyo**, officially the **Tokyo Metropolis**, is the capital of Japan. With a population of 14,047,594 at the 2020 census, it is the most populous of Japan's 47 prefectures; the 23 special wards alone had 9,733,276 people. The Greater Tokyo Area, which includes the neighbouring prefectures of Kanagawa, Saitama and Chiba, is the most populous metropolitan area in the world.

## Demographics

As of the 2020 census, Tokyo had 7,227,180 households. The population grew by 3.9% between 2015 and 2020, the fastest growth of any prefecture, driven by migration from other parts of Japan; natural change was negative.

""" + TOKYO_CENSUS + """

Source: Statistics Bureau of Japan, Population Census.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Tokyo&oldid=1270518043\""""))
    t.append(m.add({"tokyo_census_2020": "14,047,594 (Tokyo Metropolis, census 1 Oct 2020); special wards 9,733,276",
                    "tokyo_census_2015": "13,515,271 (census 2015); +3.9% to 2020"}))
    t.append((extract("https://www.metro.tokyo.lg.jp/english/about/population", "Latest population estimate"), """# Tokyo's Population

*Tokyo Metropolitan Government · About Tokyo · Updated January 28, 2025*

## Population of Tokyo (estimate)

As of January 1, 2025

| | Population | Households |
| --- | --- | --- |
| Tokyo total | 14,178,061 | 7,549,208 |
| Ku-area (23 special wards) | 9,825,347 | 5,364,911 |
| Tama area | 4,328,204 | 2,171,533 |
| Islands | 24,510 | 12,764 |

Compared with January 1, 2024, the population increased by 92,580 (0.66%).

Tokyo's population accounts for roughly 11% of Japan's total population, on an area that is 0.6% of the country's land area.

*These estimates are based on the 2020 Population Census and are updated monthly using resident registration data.*

## Related statistics

- [Population of Tokyo (2020 Population Census)](https://www.toukei.metro.tokyo.lg.jp/kokusei/2020/kd20qf0200.htm)
- [Tokyo Statistical Yearbook](https://www.toukei.metro.tokyo.lg.jp/tnenkan/tn-eindex.htm)"""))
    t.append((search("largest urban agglomerations UN World Urbanization Prospects 2018 Tokyo Delhi"), res(
        ("https://population.un.org/wup/",
         "World Urbanization Prospects - Population Division - United Nations",
         "The 2018 Revision of World Urbanization Prospects: estimates and projections of urban and rural populations and of urban agglomerations ...",
         "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_largest_cities",
         "List of largest cities - Wikipedia",
         "According to UN estimates for 2018, Tokyo is the world's largest urban agglomeration with 37,468,000 people, followed by Delhi with 28,514,000 ...",
         "N/A"),
        ("https://www.un.org/development/desa/en/news/population/2018-revision-of-world-urbanization-prospects.html",
         "68% of the world population projected to live in urban areas by 2050, says UN | UN DESA",
         "Tokyo is the world's largest city with 37 million inhabitants, followed by New Delhi with 29 million, Shanghai with 26 million ...",
         "May 16, 2018"),
        ("https://www.statista.com/statistics/912263/population-of-urban-agglomerations-worldwide/",
         "Largest cities in the world 2018 | Statista",
         "Tokyo, Delhi, Shanghai, São Paulo and Mexico City were the five largest urban agglomerations ...",
         "N/A"),
        ("https://worldpopulationreview.com/world-cities",
         "World City Populations 2025 - World Population Review",
         "Tokyo 37.0M, Delhi 34.7M, Shanghai 30.5M ... (UN WUP-based projections) ...",
         "N/A"),
        ("https://www.citypopulation.de/en/world/agglomerations/",
         "Major Agglomerations of the World - Population Statistics",
         "Agglomerations with more than one million inhabitants, by Thomas Brinkhoff ...",
         "N/A"),
        ("https://www.bbc.com/news/world-asia-india-44142094",
         "Delhi set to overtake Tokyo as world's most populous city - BBC News",
         "The UN projects that Delhi will become the world's largest city around 2028 ...",
         "May 17, 2018"),
        ("https://www.reddit.com/r/geography/comments/yx3q1m/is_tokyo_still_the_largest_city/",
         "Is Tokyo still the largest city? : r/geography",
         "Depends entirely on how you define the urban area. Jakarta and Guangzhou are contenders ...",
         "Nov 16, 2022"))))
    t.append((extract("https://en.wikipedia.org/wiki/Tokyo", "Special wards versus whole metropolis: census table"), """# Tokyo

From Wikipedia, the free encyclopedia

## Administrative divisions

Tokyo Metropolis consists of the 23 special wards (特別区, *tokubetsu-ku*), which until 1943 formed the City of Tokyo, together with 26 cities, 5 towns and 8 villages in the Tama area and the outlying Izu and Ogasawara islands. The special wards are self-governing municipalities, but some services, such as water supply and firefighting, are run by the metropolitan government.

## Population by census

""" + sub(TOKYO_CENSUS, "| 2020 | 14,047,594 |", "| 2020 | 14,064,696 |") + """

In 2020 the special wards accounted for about 69% of the metropolis's population. The most populous ward is Setagaya (943,664), and the most densely populated is Toshima.

Source: Statistics Bureau of Japan, Population Census.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Tokyo&oldid=1270518043\""""))
    t.append(m.get(["tokyo_census_2020"]))
    t.append((extract("https://en.wikipedia.org/wiki/List_of_largest_cities", "Top 10 urban agglomerations by UN 2018 estimate"), """# List of largest cities

From Wikipedia, the free encyclopedia

Determining the world's largest cities depends on the definition used: city proper, urban area (agglomeration) or metropolitan area. The United Nations Department of Economic and Social Affairs publishes estimates of urban agglomerations in its *World Urbanization Prospects*.

## Largest urban agglomerations (UN, 2018 estimates)

| Rank | City | Country | Population (2018) |
| --- | --- | --- | --- |
| 1 | Tokyo | Japan | 37,468,000 |
| 2 | Delhi | India | 28,514,000 |
| 3 | Shanghai | China | 25,582,000 |
| 4 | São Paulo | Brazil | 21,650,000 |
| 5 | Mexico City | Mexico | 21,581,000 |
| 6 | Cairo | Egypt | 20,076,000 |
| 7 | Mumbai | India | 19,980,000 |
| 8 | Beijing | China | 19,618,000 |
| 9 | Dhaka | Bangladesh | 19,578,000 |
| 10 | Osaka | Japan | 19,281,000 |

## Notes

- The UN's "Tokyo" agglomeration covers the contiguous built-up area of the Greater Tokyo Area, not the Tokyo Metropolis (14.0 million at the 2020 census).
- The UN projected that Delhi would overtake Tokyo around 2028.

Retrieved from "https://en.wikipedia.org/w/index.php?title=List_of_largest_cities&oldid=1268830442\""""))
    rs.add(task="search", tid="h35-search-22", system=SYSTEM, turns=t,
           state=state("2025-02-05", "What was Tokyo's population at the 2020 census and what is the latest estimate, and how does the Tokyo agglomeration compare with other megacities?"),
           bad=True, turn=6, kind="re-extracted page gives a different figure for the same census year")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
