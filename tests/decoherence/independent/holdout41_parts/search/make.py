# ruff: noqa: E501
"""Held-out set holdout41, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven trajectories carry exactly one observation that contradicts an earlier one; eleven are clean.
Run from the repository root: ``python3 -m tests.decoherence.independent.holdout41_parts.search.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TOOLS = [
    {"name": "web_search",
     "description": "Performs batched web searches: supply an array 'queries'; the tool retrieves the top 10 results for each query in one call.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"},
                    "description": "Array of query strings."}}, "required": ["queries"]}},
    {"name": "web_extractor",
     "description": "Fetch a webpage and return its main content as Markdown, focused on the given goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to visit."},
                    "goal": {"type": "string", "description": "The specific information goal for visiting the webpage."}},
                    "required": ["url", "goal"]}},
    {"name": "dict_memory",
     "description": "A persistent key-value scratchpad. Operations: add, update, retrieve, retrieve_all, remove, remove_all.",
     "parameters": {"type": "object", "properties": {
         "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
         "dict": {"type": "object", "description": "Key-value pairs for add/update."},
         "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}},
         "required": ["operation"]}},
]

SYSTEM_HEAD = """# Role and Objective

You are a **Search World Model** — a precise web search and information retrieval environment simulator. Your task is to simulate the execution of search and memory-related tool calls and generate realistic, contextually appropriate responses.

Your goal is to faithfully replicate real web search behaviors, webpage content extraction, and memory management operations while maintaining **factual accuracy as the top priority** and **query relevance** across the interaction sequence.

## Task Definition

Given the historical context (previous tool calls and their responses in this session) and the current tool call (web_search, web_extractor or dict_memory), predict the **exact tool response** that would be returned in a real execution environment. Put it after **Environment Observation:**.

## Context Awareness

Track and maintain across turns: discovered facts, URL references, memory contents (all key-value pairs stored in memory) and query progression.

# Environment Execution

### web_search
Output `[1] URL`, `Title:`, `Snippet:`, `Date:` blocks, 10 results per query; for batch queries the results of each query follow one another with continuing numbers. Use `N/A` for undated reference pages and realistic dates for news.

### web_extractor
Return the page's main content as Markdown (headers, tables with `|`, lists), skipping ads and footers. Content MUST align with prior search snippets for the same URL.

### dict_memory
| Operation | Output |
|-----------|--------|
| `add` | `Successfully added items of [keys] to memory.` |
| `update` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | Retrieved key-value pairs or "Key not found" |
| `retrieve_all` | All stored key-value pairs |
| `remove` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | `Successfully cleared all memory.` |

Memory persists across all turns until explicitly removed; retrieve returns exactly the data previously stored.

# Key Principles

Format, Factuality (real-world knowledge first, no fabricated entities or numbers), Consistency with history, memory state and prior snippets, Realism of ranking and page structure, Quality (complete yet concise).

# Input Definitions & Action Space

"""


def system(target: str) -> str:
    """The domain prompt with the tool definitions and the session's simulation instruction."""
    return (SYSTEM_HEAD + json.dumps(TOOLS, indent=2, ensure_ascii=False)
            + f"\n\n# Simulation Instruction\n\nTarget Query: {target}\n")


def sr(*items: tuple[str, str, str, str]) -> str:
    """A web_search answer: numbered results in a fenced block, as the official examples show."""
    return "```\n" + results(*items) + "\n```"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def dump(d: dict[str, Any]) -> str:
    return json.dumps(d, indent=2, ensure_ascii=False)


def empty_state() -> str:
    return "Session started. No prior search history. Memory: {} (empty)."


def mem_state(d: dict[str, Any]) -> str:
    return "Session resumed. No search history in this session. Memory (persisted from an earlier session):\n" + dump(d)


def add(d: dict[str, str]) -> str:
    return memory("add", dict=d)


def upd(d: dict[str, str]) -> str:
    return memory("update", dict=d)


def get(*keys: str) -> str:
    return memory("retrieve", key_list=list(keys))


def rm(*keys: str) -> str:
    return memory("remove", key_list=list(keys))


def get_all() -> str:
    return memory("retrieve_all")


# Pritzker Prize (search, extract, memory) — clean
def t01(rs: RowSet) -> None:
    m1 = {"japan_laureates": "Kenzo Tange 1987; Fumihiko Maki 1993; Tadao Ando 1995; Kazuyo Sejima & Ryue Nishizawa (SANAA) 2010; Toyo Ito 2013; Shigeru Ban 2014; Arata Isozaki 2019; Riken Yamamoto 2024",
          "japan_count": "9 individuals across 8 prize years",
          "most_recent_overall": "Liu Jiakun (China), 2025"}
    m2 = {"japan_count": "9 individuals across 8 prize years; Japan leads all countries (USA 8 individuals, UK 5)"}
    turns = [
        (search("Pritzker Prize laureates from Japan list", "Pritzker Architecture Prize 2025 laureate"), sr(
            ("https://en.wikipedia.org/wiki/Pritzker_Architecture_Prize", "Pritzker Architecture Prize - Wikipedia",
             "The Pritzker Architecture Prize is an international architecture award presented annually \"to honor a living architect or architects whose built work demonstrates a combination of those qualities of talent, vision and commitment ...\"", "N/A"),
            ("https://www.pritzkerprize.com/laureates", "Laureates | The Pritzker Architecture Prize",
             "2025 Liu Jiakun · 2024 Riken Yamamoto · 2023 David Alan Chipperfield · 2022 Diébédo Francis Kéré · 2021 Anne Lacaton and Jean-Philippe Vassal · 2020 Yvonne Farrell and Shelley McNamara ...", "N/A"),
            ("https://www.archdaily.com/1014338/riken-yamamoto-wins-the-2024-pritzker-architecture-prize", "Riken Yamamoto Wins the 2024 Pritzker Architecture Prize | ArchDaily",
             "Japanese architect Riken Yamamoto has been selected as the 2024 Laureate of the Pritzker Architecture Prize. He is the ninth Japanese architect to receive the award ...", "Mar 5, 2024"),
            ("https://www.nippon.com/en/japan-data/h01948/", "Japan's Pritzker Prize Winners | Nippon.com",
             "With Riken Yamamoto's selection, Japan has produced nine Pritzker laureates, the most of any country. Kenzo Tange was the first, in 1987 ...", "Mar 8, 2024"),
            ("https://www.dezeen.com/2024/03/05/riken-yamamoto-pritzker-architecture-prize-2024/", "Riken Yamamoto wins 2024 Pritzker Architecture Prize - Dezeen",
             "Japanese architect Riken Yamamoto has been named the winner of the 2024 Pritzker Architecture Prize, architecture's highest honour, for his community-focused buildings.", "Mar 5, 2024"),
            ("https://www.reddit.com/r/architecture/comments/1b7m2qf/why_does_japan_win_so_many_pritzkers/", "Why does Japan win so many Pritzkers? : r/architecture - Reddit",
             "Tange, Maki, Ando, SANAA, Ito, Ban, Isozaki and now Yamamoto. Honestly the education system + the culture of small ateliers explains a lot ...", "Mar 6, 2024"),
            ("https://www.japantimes.co.jp/culture/2024/03/06/arts/riken-yamamoto-pritzker-prize/", "Riken Yamamoto becomes latest Japanese architect to win Pritzker Prize - The Japan Times",
             "Yokohama-based Riken Yamamoto, 78, known for housing projects that blur the line between private and public space, was named the 2024 laureate ...", "Mar 6, 2024"),
            ("https://www.designboom.com/architecture/japanese-pritzker-prize-laureates-03-05-2024/", "all the japanese architects who won the pritzker prize - designboom",
             "from kenzo tange's 1987 win to riken yamamoto's 2024 honor, designboom revisits the japanese laureates of architecture's top award ...", "Mar 5, 2024"),
            ("https://www.britannica.com/topic/Pritzker-Architecture-Prize", "Pritzker Architecture Prize | Britannica",
             "Pritzker Architecture Prize, award established in 1979 by Jay A. Pritzker and his wife, Cindy, to honour a living architect. The laureate receives US$100,000 and a bronze medallion ...", "N/A"),
            ("https://www.archdaily.com/tag/pritzker-prize", "Pritzker Prize | ArchDaily",
             "Browse the latest news, interviews and projects of Pritzker Prize laureates ...", "N/A"),
            ("https://www.pritzkerprize.com/laureates/liu-jiakun", "Liu Jiakun | 2025 Laureate | The Pritzker Architecture Prize",
             "Liu Jiakun of Chengdu, People's Republic of China, has been selected as the 2025 Laureate of the Pritzker Architecture Prize ...", "N/A"),
            ("https://www.nytimes.com/2025/03/04/arts/design/liu-jiakun-pritzker-prize.html", "Liu Jiakun, Chinese Architect of Everyday Life, Wins Pritzker Prize - The New York Times",
             "The architect, based in Chengdu, is the second Chinese citizen to win the prize, after Wang Shu in 2012.", "Mar 4, 2025"),
            ("https://www.dezeen.com/2025/03/04/liu-jiakun-pritzker-architecture-prize-2025/", "Liu Jiakun wins 2025 Pritzker Architecture Prize - Dezeen",
             "Chinese architect Liu Jiakun, founder of Chengdu studio Jiakun Architects, has been awarded the 2025 Pritzker Architecture Prize ...", "Mar 4, 2025"),
            ("https://www.archdaily.com/1027518/liu-jiakun-is-the-2025-pritzker-prize-laureate", "Liu Jiakun Is the 2025 Pritzker Prize Laureate | ArchDaily",
             "Liu Jiakun is the 54th Pritzker laureate and the second from China. His West Village project in Chengdu was cited by the jury ...", "Mar 4, 2025"),
            ("https://en.wikipedia.org/wiki/Liu_Jiakun", "Liu Jiakun - Wikipedia",
             "Liu Jiakun (born 1956) is a Chinese architect and writer, founder of Jiakun Architects in Chengdu. He was awarded the 2025 Pritzker Architecture Prize.", "N/A"),
            ("https://www.scmp.com/news/china/science/article/3300976/chinese-architect-liu-jiakun-wins-pritzker-prize", "Chinese architect Liu Jiakun wins Pritzker Prize | South China Morning Post",
             "Liu, 68, becomes only the second Chinese architect to win the prize often described as architecture's Nobel ...", "Mar 5, 2025"),
            ("https://www.architecturalrecord.com/articles/17088-liu-jiakun-wins-2025-pritzker-prize", "Liu Jiakun Wins 2025 Pritzker Prize | Architectural Record",
             "The Chengdu-based architect has built museums, housing and civic spaces that fuse the everyday with the monumental ...", "Mar 4, 2025"),
            ("https://www.theguardian.com/artanddesign/2025/mar/04/liu-jiakun-pritzker-prize-2025", "Liu Jiakun wins 2025 Pritzker prize | The Guardian",
             "The Chinese architect, whose buildings \"create sanctuaries for daily life\", takes architecture's most prestigious award ...", "Mar 4, 2025"),
        )),
        (extract("https://www.pritzkerprize.com/laureates", "List of all laureates with years and countries; identify Japanese laureates"),
         """# Laureates

The Pritzker Architecture Prize has been awarded annually since 1979.

| Year | Laureate(s) | Country |
| --- | --- | --- |
| 2025 | Liu Jiakun | China |
| 2024 | Riken Yamamoto | Japan |
| 2023 | David Alan Chipperfield | United Kingdom |
| 2022 | Diébédo Francis Kéré | Burkina Faso / Germany |
| 2021 | Anne Lacaton and Jean-Philippe Vassal | France |
| 2020 | Yvonne Farrell and Shelley McNamara | Ireland |
| 2019 | Arata Isozaki | Japan |
| 2018 | Balkrishna Doshi | India |
| 2017 | Rafael Aranda, Carme Pigem and Ramon Vilalta | Spain |
| 2016 | Alejandro Aravena | Chile |
| 2015 | Frei Otto | Germany |
| 2014 | Shigeru Ban | Japan |
| 2013 | Toyo Ito | Japan |
| 2012 | Wang Shu | China |
| 2011 | Eduardo Souto de Moura | Portugal |
| 2010 | Kazuyo Sejima and Ryue Nishizawa | Japan |
| 2009 | Peter Zumthor | Switzerland |
| 2008 | Jean Nouvel | France |
| 2007 | Richard Rogers | United Kingdom |
| 2006 | Paulo Mendes da Rocha | Brazil |
| 2005 | Thom Mayne | United States |
| 2004 | Zaha Hadid | United Kingdom |
| 2003 | Jørn Utzon | Denmark |
| 2002 | Glenn Murcutt | Australia |
| 2001 | Jacques Herzog and Pierre de Meuron | Switzerland |
| 2000 | Rem Koolhaas | The Netherlands |
| 1999 | Norman Foster | United Kingdom |
| 1998 | Renzo Piano | Italy |
| 1997 | Sverre Fehn | Norway |
| 1996 | Rafael Moneo | Spain |
| 1995 | Tadao Ando | Japan |
| 1994 | Christian de Portzamparc | France |
| 1993 | Fumihiko Maki | Japan |
| 1992 | Álvaro Siza | Portugal |
| 1991 | Robert Venturi | United States |
| 1990 | Aldo Rossi | Italy |
| 1989 | Frank Gehry | United States |
| 1988 | Gordon Bunshaft / Oscar Niemeyer | United States / Brazil |
| 1987 | Kenzo Tange | Japan |
| 1986 | Gottfried Böhm | Germany |
| 1985 | Hans Hollein | Austria |
| 1984 | Richard Meier | United States |
| 1983 | I. M. Pei | United States |
| 1982 | Kevin Roche | United States |
| 1981 | James Stirling | United Kingdom |
| 1980 | Luis Barragán | Mexico |
| 1979 | Philip Johnson | United States |

## Japanese laureates (relevant to goal)

- 1987 — Kenzo Tange
- 1993 — Fumihiko Maki
- 1995 — Tadao Ando
- 2010 — Kazuyo Sejima and Ryue Nishizawa (SANAA)
- 2013 — Toyo Ito
- 2014 — Shigeru Ban
- 2019 — Arata Isozaki
- 2024 — Riken Yamamoto

Eight prize years, nine individual architects."""),
        (add(m1), added(*m1)),
        (extract("https://www.archdaily.com/1014338/riken-yamamoto-wins-the-2024-pritzker-architecture-prize", "Confirm Yamamoto is the ninth Japanese laureate and details of the 2024 prize"),
         """# Riken Yamamoto Wins the 2024 Pritzker Architecture Prize

*ArchDaily Team · March 05, 2024*

Japanese architect **Riken Yamamoto** has been selected as the 2024 Laureate of the Pritzker Architecture Prize, the award that is regarded internationally as architecture's highest honor. The announcement was made today by Tom Pritzker, Chairman of The Hyatt Foundation, which sponsors the award.

Yamamoto, born in Beijing in 1945 and raised in Yokohama, founded Riken Yamamoto & Field Shop in 1973. For five decades he has questioned the conventional relationship between privacy and community, designing housing, schools and civic buildings in which thresholds between family and neighborhood are deliberately porous.

> "One of the things we need most in the future of cities is to create conditions through architecture that multiply the opportunities for people to come together and interact." — Alejandro Aravena, Chair of the Jury

## Selected works

| Year | Project | Location |
| --- | --- | --- |
| 1986 | Yamamoto Residence (GAZEBO) | Yokohama, Japan |
| 1991 | Hotakubo Housing | Kumamoto, Japan |
| 2000 | Saitama Prefectural University | Koshigaya, Japan |
| 2003 | Shinonome Canal Court CODAN (Block 2) | Tokyo, Japan |
| 2009 | Fussa City Hall | Tokyo, Japan |
| 2010 | Tianjin Library | Tianjin, China |
| 2020 | The Circle at Zurich Airport | Zurich, Switzerland |

## A ninth Japanese laureate

Yamamoto is the **ninth Japanese architect** to receive the prize, following Kenzo Tange (1987), Fumihiko Maki (1993), Tadao Ando (1995), Kazuyo Sejima and Ryue Nishizawa (2010), Toyo Ito (2013), Shigeru Ban (2014) and Arata Isozaki (2019). He is the 53rd Pritzker laureate overall.

The laureate receives a US$100,000 prize and a bronze medallion. The 2024 jury comprised Alejandro Aravena (Chair), Barry Bergdoll, Deborah Berke, Stephen Breyer, André Aranha Corrêa do Lago, Kazuyo Sejima, Wang Shu and Manuela Lucá-Dazio (Executive Director).

### Related

- Tadao Ando on architecture and light
- SANAA's most celebrated projects
- A complete list of Pritzker Prize winners"""),
        (search("Japan most Pritzker Prize winners by country count"), sr(
            ("https://en.wikipedia.org/wiki/Pritzker_Architecture_Prize", "Pritzker Architecture Prize - Wikipedia",
             "Laureates by country: Japan (9), United States (8), United Kingdom (5), France (4), Spain (4), Switzerland (3) ...", "N/A"),
            ("https://www.nippon.com/en/japan-data/h01948/", "Japan's Pritzker Prize Winners | Nippon.com",
             "With Riken Yamamoto's selection, Japan has produced nine Pritzker laureates, the most of any country, ahead of the United States with eight.", "Mar 8, 2024"),
            ("https://www.statista.com/statistics/1449503/pritzker-prize-laureates-by-country/", "Pritzker Prize laureates by country 1979-2024 | Statista",
             "Japan leads the ranking of countries with the most Pritzker Architecture Prize laureates as of 2024, with nine winners ...", "Mar 12, 2024"),
            ("https://www.archdaily.com/1014387/why-japan-has-the-most-pritzker-prize-winners", "Why Japan Has the Most Pritzker Prize Winners | ArchDaily",
             "From Metabolism to SANAA, the country's architects have shaped a lineage of teachers and students: Tange taught Isozaki and Maki ...", "Mar 7, 2024"),
            ("https://www.bloomberg.com/news/articles/2024-03-05/japan-extends-lead-in-pritzker-architecture-prize", "Japan Extends Its Lead in Architecture's Top Prize - Bloomberg",
             "Yamamoto's win gives Japan nine laureates — the most for any nation — since the prize began in 1979.", "Mar 5, 2024"),
            ("https://www.quora.com/Why-do-Japanese-architects-win-the-Pritzker-Prize-so-often", "Why do Japanese architects win the Pritzker Prize so often? - Quora",
             "Several reasons: strong apprenticeship culture, clients willing to experiment with small houses, and a tradition of craft ...", "Apr 2, 2024"),
            ("https://www.dezeen.com/2024/03/06/japan-pritzker-prize-winners-list/", "Japan's nine Pritzker Prize-winning architects - Dezeen",
             "With Riken Yamamoto named this year's laureate, we round up all nine Japanese architects to have won the Pritzker Prize ...", "Mar 6, 2024"),
            ("https://www.architecturaldigest.com/story/pritzker-prize-winners", "Every Pritzker Prize Winner, From 1979 to Today | Architectural Digest",
             "A complete guide to every winner of architecture's most prestigious award, updated with the 2025 laureate Liu Jiakun ...", "Mar 4, 2025"),
            ("https://www.japan-architects.com/en/news/pritzker-japan", "Japanese Pritzker laureates | japan-architects.com",
             "Tange, Maki, Ando, Sejima, Nishizawa, Ito, Ban, Isozaki, Yamamoto — the nine Japanese Pritzker laureates ...", "N/A"),
            ("https://www.worldatlas.com/articles/countries-with-the-most-pritzker-prize-winners.html", "Countries With The Most Pritzker Prize Winners - WorldAtlas",
             "The United States and Japan have produced the most laureates of the Pritzker Architecture Prize ...", "N/A"),
        )),
        (upd(m2), updated(*m2)),
        (extract("https://en.wikipedia.org/wiki/Liu_Jiakun", "Details about the most recent laureate"),
         """# Liu Jiakun

From Wikipedia, the free encyclopedia

| Liu Jiakun | |
| --- | --- |
| Native name | 刘家琨 |
| Born | 1956 (age 68–69) Chengdu, Sichuan, China |
| Alma mater | Chongqing Institute of Architecture and Engineering |
| Occupation | Architect, writer |
| Practice | Jiakun Architects (founded 1999) |
| Awards | Pritzker Architecture Prize (2025) |

**Liu Jiakun** (Chinese: 刘家琨; born 1956) is a Chinese architect based in Chengdu. He founded **Jiakun Architects** in 1999. On 4 March 2025 he was named the laureate of the 2025 Pritzker Architecture Prize, becoming the 54th laureate and the second Chinese architect to receive the prize, after Wang Shu in 2012.

## Early life and education

Liu was born in Chengdu in 1956. He was sent to the countryside during the Cultural Revolution and later studied architecture at the Chongqing Institute of Architecture and Engineering, graduating in 1982. He worked for the Chengdu Architectural Design and Research Institute and spent several years writing fiction before returning to architecture in the 1990s.

## Career

His early independent work includes the **Luyeyuan Stone Sculpture Art Museum** (2002) in Chengdu. After the 2008 Sichuan earthquake he designed the **Hu Huishan Memorial** (2009) and developed "Rebirth Bricks" made from rubble. His **West Village** (2015), a five-storey perimeter block in Chengdu enclosing sports fields and a public path, was highlighted by the Pritzker jury.

### Selected works

- Luyeyuan Stone Sculpture Art Museum, Chengdu (2002)
- Hu Huishan Memorial, Anren (2009)
- Museum of Clocks, Jianchuan Museum Cluster, Anren (2007)
- West Village (Xicun Dayuan), Chengdu (2015)
- Suzhou Imperial Kiln Ruins Park Museum, Suzhou (2016)
- Department of Sculpture, Sichuan Fine Arts Institute, Chongqing (2004)

## Pritzker Prize

The jury, chaired by Alejandro Aravena, cited Liu's ability to create "sanctuaries for daily life" and his "way of making architecture that is truly generous". He is the 54th laureate of the prize, which carries a US$100,000 award and a bronze medallion.

## References

1. "Liu Jiakun Receives the 2025 Pritzker Architecture Prize". *The Pritzker Architecture Prize*. 4 March 2025.
2. Pogrebin, Robin (4 March 2025). "Liu Jiakun, Chinese Architect of Everyday Life, Wins Pritzker Prize". *The New York Times*.
3. "West Village / Jiakun Architects". *ArchDaily*. 2016."""),
        (get_all(), dump({**m1, **m2})),
    ]
    rs.add(task="search", tid="h41-search-01", system=system("How many Pritzker Prize laureates have come from Japan, and who is the most recent laureate overall?"),
           turns=turns, state=empty_state(), bad=False)


# Grammy records (search, extract, memory) — bad
def t02(rs: RowSet) -> None:
    m1 = {"most_wins": "Beyoncé – 35 (record since 2023, when she passed Georg Solti's 31)",
          "most_nominations": "Beyoncé – 99",
          "most_aoty": "Taylor Swift – 4 (Fearless, 1989, Folklore, Midnights)"}
    m2 = {"most_wins": "Beyoncé – 35 (32 before 2025; +3 at the 67th Grammys, 2 Feb 2025: Album of the Year, Best Country Album, Best Country Duo/Group Performance)"}
    m3 = {"most_wins_single_night": "8 – Michael Jackson (1984) and Santana (2000)"}
    turns = [
        (search("most Grammy wins of all time record 2025"), sr(
            ("https://en.wikipedia.org/wiki/List_of_Grammy_Award_records", "List of Grammy Award records - Wikipedia",
             "Beyoncé holds the record for the most Grammy Award wins of all time with 35, and the most nominations with 99 ...", "N/A"),
            ("https://www.grammy.com/news/beyonce-grammy-records-most-wins-ever-2025", "Beyoncé's Record-Breaking GRAMMY History: Every Win | GRAMMY.com",
             "With three wins at the 2025 GRAMMYs, including her first Album Of The Year, Beyoncé extended her record as the most-awarded artist in GRAMMY history to 35 ...", "Feb 3, 2025"),
            ("https://www.billboard.com/lists/most-grammy-wins-all-time-artists/", "Artists With the Most Grammy Wins of All Time - Billboard",
             "Beyoncé leads the list with 35 career wins, followed by the late conductor Georg Solti (31) and Quincy Jones (28) ...", "Feb 3, 2025"),
            ("https://www.guinnessworldrecords.com/world-records/most-grammy-awards-won-by-an-individual", "Most Grammy Awards won by an individual | Guinness World Records",
             "The most Grammy Awards won by an individual is 35, achieved by Beyoncé (USA) between 2001 and 2025.", "N/A"),
            ("https://www.cnn.com/2025/02/03/entertainment/beyonce-album-of-the-year-grammys/index.html", "Beyoncé finally wins album of the year at the Grammys | CNN",
             "Beyoncé won album of the year for \"Cowboy Carter\" on Sunday, her first win in the category after four previous nominations ...", "Feb 3, 2025"),
            ("https://www.statista.com/statistics/1247001/artists-most-grammy-awards/", "Artists with the most Grammy Awards 2025 | Statista",
             "As of February 2025, Beyoncé had won 35 Grammy Awards, more than any other artist in history ...", "Feb 5, 2025"),
            ("https://www.nytimes.com/2023/02/05/arts/music/beyonce-grammys-record.html", "Beyoncé Breaks Record for Most Grammy Wins - The New York Times",
             "With her 32nd win, for best dance/electronic music album, Beyoncé surpassed the conductor Georg Solti, who had held the record since 1997 ...", "Feb 5, 2023"),
            ("https://www.reddit.com/r/popheads/comments/1ig4z1t/beyonce_now_has_35_grammys/", "Beyoncé now has 35 Grammys : r/popheads",
             "35 wins and 99 nominations. The nomination record might not be touched for decades lol ...", "Feb 3, 2025"),
            ("https://www.usatoday.com/story/entertainment/music/2025/02/02/grammys-2025-records-broken/78117690007/", "Grammys 2025: Every record broken, from Beyoncé to Kendrick Lamar - USA Today",
             "Beyoncé becomes the first Black woman to win best country album; Kendrick Lamar's \"Not Like Us\" sweeps record and song of the year ...", "Feb 2, 2025"),
            ("https://www.thoughtco.com/most-grammy-awards-ever-4157434", "Who Has Won the Most Grammy Awards? - ThoughtCo",
             "Georg Solti held the record for decades with 31 wins for classical recordings ...", "Oct 18, 2023"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_Grammy_Award_records", "Most wins and most nominations by an individual; most Album of the Year wins"),
         """# List of Grammy Award records

This is a list of **Grammy Award records** since the first ceremony in 1959.

## Most wins

### Individuals

| Rank | Artist | Wins | First win | Latest win |
| --- | --- | --- | --- | --- |
| 1 | Beyoncé | 35 | 2001 | 2025 |
| 2 | Georg Solti | 31 | 1963 | 1998 |
| 3 | Quincy Jones | 28 | 1964 | 2019 |
| 4 | Alison Krauss | 27 | 1991 | 2023 |
| 4 | Chick Corea | 27 | 1976 | 2022 |
| 6 | Pierre Boulez | 26 | 1968 | 2010 |
| 7 | Stevie Wonder | 25 | 1974 | 2007 |
| 7 | Jay-Z | 25 | 1999 | 2022 |
| 9 | Kanye West | 24 | 2005 | 2022 |
| 10 | Vince Gill | 22 | 1990 | 2017 |

Beyoncé surpassed Solti at the 65th Annual Grammy Awards on February 5, 2023, when she won her 32nd award.

## Most nominations

| Rank | Artist | Nominations |
| --- | --- | --- |
| 1 | Beyoncé | 99 |
| 2 | Jay-Z | 88 |
| 3 | Paul McCartney | 81 |
| 4 | Quincy Jones | 80 |
| 5 | Kanye West | 76 |

## General field

### Album of the Year

- **Most wins as a lead artist:** Taylor Swift, 4 (*Fearless*, 2010; *1989*, 2016; *Folklore*, 2021; *Midnights*, 2024).
- Frank Sinatra, Stevie Wonder and Paul Simon each won three times as lead artist.

### Most wins in a single night

| Artist | Wins | Year |
| --- | --- | --- |
| Michael Jackson | 8 | 1984 |
| Santana | 8 | 2000 |
| Beyoncé | 6 | 2010 |
| Adele | 6 | 2012 |
| Adele | 5 | 2017 |

## See also

- List of Grammy Award winners and nominees by year
- Grammy Award for Album of the Year"""),
        (add(m1), added(*m1)),
        (search("Beyoncé 2025 Grammys wins Album of the Year Cowboy Carter total"), sr(
            ("https://www.grammy.com/news/2025-grammys-winners-list-nominees", "2025 GRAMMYs Winners List: See The Full List | GRAMMY.com",
             "See the full winners list for the 2025 GRAMMYs, held Sunday, Feb. 2, at Crypto.com Arena in Los Angeles. Beyoncé's COWBOY CARTER won Album Of The Year ...", "Feb 2, 2025"),
            ("https://www.billboard.com/music/awards/beyonce-cowboy-carter-album-of-the-year-grammys-2025-1235891453/", "Beyoncé Wins Album of the Year at 2025 Grammys for 'Cowboy Carter' - Billboard",
             "The win brings Beyoncé's career total to 35 Grammys. She also won best country album and best country duo/group performance for \"II Most Wanted\" with Miley Cyrus ...", "Feb 2, 2025"),
            ("https://variety.com/2025/music/news/grammys-2025-winners-list-1236293418/", "Grammys 2025 Winners List - Variety",
             "Kendrick Lamar won five awards including record and song of the year for \"Not Like Us\"; Beyoncé took album of the year ...", "Feb 2, 2025"),
            ("https://www.bbc.com/news/articles/c0r4p9y1zwpo", "Grammys 2025: Beyoncé finally wins album of the year - BBC News",
             "Beyoncé has won album of the year at the Grammys for the first time, for her country record Cowboy Carter ...", "Feb 3, 2025"),
            ("https://apnews.com/article/grammys-2025-beyonce-album-of-the-year-cowboy-carter", "Beyoncé wins album of the year and best country album | AP News",
             "Beyoncé now has 35 Grammys, extending her record. She also became the first Black artist to win best country album ...", "Feb 3, 2025"),
            ("https://www.rollingstone.com/music/music-news/beyonce-album-of-the-year-grammys-2025-1235259701/", "Beyoncé Finally Wins Album of the Year - Rolling Stone",
             "After four losses in the category, Beyoncé took home album of the year for Cowboy Carter ...", "Feb 3, 2025"),
            ("https://www.theguardian.com/music/2025/feb/03/grammys-2025-beyonce-kendrick-lamar-winners", "Grammys 2025: Beyoncé and Kendrick Lamar win big - The Guardian",
             "Hosted by Trevor Noah for a fifth time, the ceremony raised funds for wildfire relief in Los Angeles ...", "Feb 3, 2025"),
            ("https://en.wikipedia.org/wiki/67th_Annual_Grammy_Awards", "67th Annual Grammy Awards - Wikipedia",
             "The 67th Annual Grammy Awards ceremony was held at the Crypto.com Arena in Los Angeles on February 2, 2025 ... Beyoncé received the most nominations with eleven.", "N/A"),
            ("https://www.nme.com/news/music/beyonce-grammys-2025-album-of-the-year-speech-3832481", "Watch Beyoncé's Album of the Year acceptance speech - NME",
             "\"I hope we just keep pushing forward, opening doors,\" she said ...", "Feb 3, 2025"),
            ("https://www.cbsnews.com/news/grammys-2025-winners-list/", "Grammys 2025 winners: See the full list - CBS News",
             "Album of the year: Beyoncé, \"Cowboy Carter\"; Record of the year: Kendrick Lamar, \"Not Like Us\"; Best new artist: Chappell Roan ...", "Feb 2, 2025"),
        )),
        (extract("https://www.grammy.com/news/2025-grammys-winners-list-nominees", "Beyoncé's 2025 wins and the ceremony details"),
         """# 2025 GRAMMYs Winners List: See The Full List Of Winners & Nominees At The 2025 GRAMMY Awards

*By GRAMMY.com staff · Sun, Feb 2, 2025*

The 2025 GRAMMYs, officially the 67th GRAMMY Awards, took place Sunday, Feb. 2, at Crypto.com Arena in Los Angeles and aired live on CBS and Paramount+. Trevor Noah returned as host for the fifth consecutive year. The telecast also raised funds for wildfire relief in Los Angeles.

Beyoncé entered the night as the most-nominated artist with 11 nominations. She won three:

| Category | Work | Result |
| --- | --- | --- |
| Album Of The Year | *COWBOY CARTER* | **WINNER** |
| Best Country Album | *COWBOY CARTER* | **WINNER** |
| Best Country Duo/Group Performance | "II MOST WANTED" (with Miley Cyrus) | **WINNER** |
| Record Of The Year | "TEXAS HOLD 'EM" | Nominee |
| Song Of The Year | "TEXAS HOLD 'EM" | Nominee |

With these wins, Beyoncé — who already held the record as the most-awarded artist in GRAMMY history — now has **35 career GRAMMYs** and **99 career nominations**, both all-time records.

## General Field

**Album Of The Year** — *COWBOY CARTER*, Beyoncé
**Record Of The Year** — "Not Like Us," Kendrick Lamar
**Song Of The Year** — "Not Like Us," Kendrick Lamar
**Best New Artist** — Chappell Roan
**Producer Of The Year, Non-Classical** — Daniel Nigro
**Songwriter Of The Year, Non-Classical** — Amy Allen

## Other notable results

- Kendrick Lamar won five GRAMMYs, all for "Not Like Us," including Best Rap Song and Best Music Video.
- Sabrina Carpenter won Best Pop Vocal Album for *Short n' Sweet* and Best Pop Solo Performance for "Espresso."
- Charli xcx won Best Dance/Electronic Album for *BRAT*.
- The Beatles won Best Rock Performance for "Now And Then."

*See the complete winners list across all 94 categories below.*"""),
        (upd(m2), updated(*m2)),
        (get("most_wins", "most_nominations"), dump({"most_wins": m1["most_wins"], "most_nominations": m1["most_nominations"]})),
        (search("most Grammy wins single night record Michael Jackson Santana"), sr(
            ("https://www.grammy.com/news/most-grammys-won-in-one-night-michael-jackson-santana", "Who Has Won The Most GRAMMYs In One Night? | GRAMMY.com",
             "Michael Jackson (1984) and Santana (2000) share the record for the most GRAMMYs won in a single night, with eight each ...", "Jan 27, 2023"),
            ("https://en.wikipedia.org/wiki/List_of_Grammy_Award_records", "List of Grammy Award records - Wikipedia",
             "Most wins in a single night: Michael Jackson (1984) and Santana (2000), eight each ...", "N/A"),
            ("https://www.guinnessworldrecords.com/world-records/most-grammy-awards-won-in-one-year", "Most Grammy Awards won in one year | Guinness World Records",
             "Michael Jackson won eight Grammy Awards in 1984, a feat matched by Carlos Santana in 2000 ...", "N/A"),
            ("https://www.billboard.com/lists/most-grammys-won-in-one-night/", "The Most Grammys Won in One Night - Billboard",
             "Jackson's Thriller haul and Santana's Supernatural sweep remain the benchmarks; Adele and Beyoncé each won six on a night ...", "Feb 1, 2024"),
            ("https://www.rollingstone.com/music/music-lists/michael-jackson-1984-grammys-thriller-1234941006/", "Michael Jackson's Record 1984 Grammys Night - Rolling Stone",
             "Forty years ago Jackson walked away with eight trophies, including album of the year for Thriller ...", "Feb 28, 2024"),
            ("https://www.latimes.com/archives/la-xpm-2000-feb-24-mn-1997-story.html", "Santana's 'Supernatural' Sweeps Grammys - Los Angeles Times",
             "Carlos Santana tied Michael Jackson's record Wednesday night, winning eight Grammys including album of the year ...", "Feb 24, 2000"),
            ("https://www.quora.com/Who-won-the-most-Grammys-in-one-night", "Who won the most Grammys in one night? - Quora",
             "It's a tie between Michael Jackson and Santana at 8. Jackson's came mostly from Thriller, Santana's from Supernatural ...", "Aug 14, 2022"),
            ("https://www.mentalfloss.com/posts/grammy-records-facts", "Grammy Records You Might Not Know - Mental Floss",
             "Both Adele and Beyoncé won six Grammys in a single night, in 2012 and 2010 respectively ...", "Feb 2, 2024"),
            ("https://www.cbsnews.com/news/grammy-records-most-awards-one-night/", "Grammy records: Most awards won in one night - CBS News",
             "Eight remains the magic number for a single Grammy night, set by Michael Jackson and tied by Santana ...", "Feb 4, 2024"),
            ("https://www.smoothradio.com/features/michael-jackson-grammy-awards-history/", "Michael Jackson's Grammy awards history - Smooth",
             "Jackson won 13 Grammys in total across his career, eight of them on one night in 1984 ...", "Jan 29, 2024"),
        )),
        (add(m3), added(*m3)),
    ]
    rs.add(task="search", tid="h41-search-02", system=system("Who holds the record for the most Grammy wins, how many, and what are the records for most nominations and most wins in one night?"),
           turns=turns, state=empty_state(), bad=True, turn=7, kind="memory retrieve returns a key's value from before the agent's update")


# USGS earthquake pages (search, extract, memory) — bad
def t03(rs: RowSet) -> None:
    m1 = {"noto_usgs": "M7.5 (Mww), event us6000m0xl, 2024-01-01 07:10:09 UTC, 37.488°N 137.271°E, depth 10.0 km, reverse faulting",
          "noto_jma": "Mj 7.6, JMA depth 16 km, 16:10 JST, max shindo 7 (Shika, Ishikawa)"}
    m2 = {"noto_usgs": "M7.5 (Mww), event us6000m0xl, 2024-01-01 07:10:09 UTC, depth 10.0 km; finite fault ~150 km long, NE-striking, SE-dipping reverse fault; peak slip ~6 m"}
    turns = [
        (search("2024 Noto Peninsula earthquake magnitude USGS JMA"), sr(
            ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0xl/executive", "M 7.5 - 2024 Noto Peninsula, Japan Earthquake - USGS",
             "2024-01-01 07:10:09 (UTC) 37.488°N 137.271°E 10.0 km depth. Tectonic summary: reverse faulting at shallow depth on a fault striking northeast ...", "Jan 1, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Noto_earthquake", "2024 Noto earthquake - Wikipedia",
             "On 1 January 2024, at 16:10 JST, a moment magnitude 7.5 earthquake struck the Noto Peninsula in Ishikawa Prefecture, Japan. The JMA measured it at Mj 7.6 ...", "N/A"),
            ("https://www.jma.go.jp/jma/en/News/2024_Noto_Peninsula_Earthquake.html", "The 2024 Noto Peninsula Earthquake - Japan Meteorological Agency",
             "An earthquake with a magnitude of 7.6 occurred at 16:10 on 1 January 2024 (JST) with its epicenter in the Noto Peninsula. Seismic intensity 7 was observed in Shika Town ...", "Jan 2, 2024"),
            ("https://www.reuters.com/world/asia-pacific/strong-earthquake-hits-central-japan-tsunami-warning-issued-2024-01-01/", "Strong earthquake hits central Japan, tsunami warning issued - Reuters",
             "A magnitude 7.5 earthquake struck central Japan on Monday, the U.S. Geological Survey said; Japan's meteorological agency put the magnitude at 7.6 ...", "Jan 1, 2024"),
            ("https://www.nhk.or.jp/nhkworld/en/news/20240101_30/", "Major tsunami warning issued for Noto after M7.6 quake | NHK WORLD-JAPAN News",
             "The Japan Meteorological Agency issued a major tsunami warning for the Noto region of Ishikawa Prefecture, the first such warning since 2011 ...", "Jan 1, 2024"),
            ("https://www.usgs.gov/news/featured-story/m75-noto-peninsula-japan-earthquake", "M7.5 Noto Peninsula, Japan earthquake | U.S. Geological Survey",
             "The earthquake occurred as the result of reverse faulting in the upper crust of the Eurasian plate ...", "Jan 5, 2024"),
            ("https://www.bbc.com/news/world-asia-67858534", "Japan earthquake: Tsunami warnings lifted after 7.5 quake - BBC News",
             "Dozens have died after the 7.5-magnitude earthquake struck Japan's west coast on New Year's Day ...", "Jan 2, 2024"),
            ("https://www.britannica.com/event/Noto-earthquake-of-2024", "Noto earthquake of 2024 | Britannica",
             "Noto earthquake of 2024, magnitude-7.5 earthquake that struck the Noto Peninsula of Ishikawa prefecture on January 1, 2024 ...", "N/A"),
            ("https://www.gsi.go.jp/cais/topic240101-index-e.html", "The 2024 Noto Peninsula Earthquake - GSI",
             "Crustal deformation from GNSS and InSAR: uplift of up to about 4 m was detected near Wajima ...", "Jan 10, 2024"),
            ("https://www.reddit.com/r/geology/comments/18wbw0x/m75_noto_peninsula_earthquake_why_75_vs_76/", "M7.5 Noto Peninsula earthquake - why 7.5 vs 7.6? : r/geology",
             "USGS reports Mww (moment magnitude), JMA reports its own Mj scale, so a 0.1 difference is normal ...", "Jan 1, 2024"),
        )),
        (extract("https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0xl/executive", "USGS magnitude, time, location, depth and event id"),
         """# M 7.5 - 2024 Noto Peninsula, Japan Earthquake

- **2024-01-01 07:10:09 (UTC)**
- **37.488°N 137.271°E**
- **10.0 km depth**

Review Status: REVIEWED
Event ID: us6000m0xl
Contributors: US 1 | us6000m0xl, at us6000m0xl, pt 24001000

## Impact

| Product | Summary |
| --- | --- |
| Did You Feel It? | IX — 1,247 responses |
| ShakeMap | IX (Violent) — Maximum estimated intensity |
| PAGER | Alert level based on estimated fatalities and economic losses |
| Ground Failure | Estimated landslide and liquefaction hazard |

## Origin

| Parameter | Value |
| --- | --- |
| Magnitude | 7.5 mww |
| Location | 37.488°N 137.271°E |
| Depth | 10.0 km (fixed) |
| Origin Time | 2024-01-01 07:10:09.475 UTC |
| Number of Stations | 246 |
| Minimum Distance | 2.9° (322 km) |
| Travel-Time Residual | 0.95 s |
| Azimuthal Gap | 26° |
| Magnitude Type | mww |
| Location Source | us |

## Moment Tensor (W-phase)

| Parameter | Value |
| --- | --- |
| Moment | 2.237e+20 N-m |
| Magnitude | 7.50 Mww |
| Depth | 11.5 km |
| Nodal Plane 1 | Strike 52°, Dip 38°, Rake 109° |
| Nodal Plane 2 | Strike 208°, Dip 54°, Rake 75° |

## Tectonic Summary

The January 1, 2024, M 7.5 earthquake in the Noto Peninsula region of Japan occurred as the result of reverse faulting at shallow depth in the upper crust of the Amur or Eurasian plate. Focal mechanism solutions indicate that rupture occurred on a moderately dipping fault striking either northeast (dipping southeast) or southwest (dipping northwest). The location and mechanism are consistent with rupture on a fault within a zone of active reverse faults that has produced a swarm of earthquakes beneath the tip of the peninsula since late 2020, including a M 6.2 event on May 5, 2023.

Earthquakes of this size and type typically have rupture dimensions of about 100 × 30 km (length × width)."""),
        (extract("https://en.wikipedia.org/wiki/2024_Noto_earthquake", "JMA magnitude, seismic intensity, tsunami and casualties"),
         """# 2024 Noto earthquake

From Wikipedia, the free encyclopedia

| 2024 Noto earthquake | |
| --- | --- |
| UTC time | 2024-01-01 07:10:09 |
| Local date | 1 January 2024 |
| Local time | 16:10 JST |
| Magnitude | 7.5 Mw (USGS), 7.6 Mj (JMA) |
| Depth | 10 km (USGS), 16 km (JMA) |
| Epicenter | 37.488°N 137.271°E |
| Type | Reverse |
| Areas affected | Japan (Ishikawa, Toyama, Niigata, Fukui prefectures) |
| Max. intensity | JMA 7 (MMI IX) |
| Tsunami | up to 4.2 m run-up (Suzu) |
| Landslides | Yes |
| Aftershocks | 1,800+ felt (shindo 1 or greater) in the first month |
| Casualties | More than 500 dead (including disaster-related deaths), 1,300+ injured |

On 1 January 2024, at 16:10 Japan Standard Time (07:10 UTC), a **moment magnitude 7.5** earthquake struck the Noto Peninsula in Ishikawa Prefecture. The Japan Meteorological Agency (JMA) measured it at **Mj 7.6** and recorded the maximum intensity of **shindo 7** in the town of Shika. It was the strongest earthquake in the region since records began.

## Tectonic setting

The Noto Peninsula lies on the Sea of Japan coast of Honshu. Since December 2020 the area beneath the tip of the peninsula had experienced an intense swarm of earthquakes, thought to be driven by fluids rising from depth. The mainshock ruptured a system of southeast-dipping reverse faults extending roughly 150 km along the northern coast and offshore.

## Tsunami

The JMA issued a **major tsunami warning** (ōtsunami keihō) for the Noto coast — the first since the 2011 Tōhoku earthquake. Waves reached Wajima and Suzu within minutes; survey teams measured run-ups exceeding 4 m in Suzu.

## Damage and casualties

- Fire destroyed around 300 buildings in the Asaichi (morning market) district of Wajima.
- Coastal uplift of up to about 4 m was observed near Wajima, leaving some harbours dry.
- Tens of thousands of people were evacuated; water service was cut to more than 100,000 households.

## See also

- List of earthquakes in 2024
- 2007 Noto earthquake"""),
        (add(m1), added(*m1)),
        (search("us6000m0xl shakemap Noto finite fault"), sr(
            ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0xl/shakemap/intensity", "M 7.5 - 2024 Noto Peninsula, Japan Earthquake - ShakeMap",
             "ShakeMap intensity map. Maximum estimated intensity IX (Violent). Version 9, processed 2024-01-25 ...", "Jan 25, 2024"),
            ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0lx/finite-fault", "M 7.5 - 2024 Noto Peninsula, Japan Earthquake - Finite Fault",
             "Finite fault model: slip distribution on a NE-striking, SE-dipping plane; seismic moment 2.2e+20 N-m ...", "Jan 3, 2024"),
            ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0xl/pager", "M 7.5 - 2024 Noto Peninsula, Japan Earthquake - PAGER",
             "PAGER estimated fatalities and economic losses. Population exposed to strong shaking ...", "Jan 2, 2024"),
            ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0xl/dyfi/intensity", "M 7.5 - 2024 Noto Peninsula, Japan Earthquake - Did You Feel It?",
             "Did You Feel It? community intensity map, 1,247 responses ...", "Jan 20, 2024"),
            ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0xl/ground-failure/summary", "M 7.5 - 2024 Noto Peninsula - Ground Failure",
             "Estimated landslide hazard: significant; liquefaction hazard: significant ...", "Jan 2, 2024"),
            ("https://www.eri.u-tokyo.ac.jp/en/2024/01/05/noto-source-model/", "Source model of the 2024 Noto Peninsula earthquake - ERI, University of Tokyo",
             "Our waveform inversion indicates bilateral rupture propagating about 150 km along the fault system ...", "Jan 5, 2024"),
            ("https://www.gsi.go.jp/cais/topic240101-index-e.html", "The 2024 Noto Peninsula Earthquake - GSI",
             "Fault model estimated from GNSS and SAR: two segments, reverse slip up to several meters ...", "Jan 10, 2024"),
            ("https://www.science.org/doi/10.1126/science.ado1469", "Fluid-driven swarm and rupture of the 2024 Noto earthquake - Science",
             "The mainshock ruptured through the swarm region and propagated bilaterally ...", "Apr 18, 2024"),
            ("https://temblor.net/earthquake-insights/m7-5-noto-japan-earthquake-15786/", "Noto Peninsula earthquake: a swarm that became a M7.5 - Temblor.net",
             "The earthquake ruptured a fault segment that had been loaded by three years of swarm activity ...", "Jan 3, 2024"),
            ("https://www.reddit.com/r/Earthquakes/comments/18wnzzr/usgs_finite_fault_noto/", "USGS finite fault model for Noto is up : r/Earthquakes",
             "Peak slip around 6 m near the coast west of Suzu, rupture ~150 km total ...", "Jan 3, 2024"),
        )),
        (extract("https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0xl/finite-fault", "Finite fault rupture dimensions and peak slip"),
         """# Finite Fault

## Summary

We have studied the kinematic rupture of the January 1, 2024, M 7.5 Noto Peninsula earthquake using teleseismic broadband P, SH and long-period surface waves. The hypocenter was fixed at the USGS location; the fault plane was chosen from the W-phase moment tensor nodal plane striking 52° and dipping 38° to the southeast.

| Parameter | Value |
| --- | --- |
| Strike | 52° |
| Dip | 38° |
| Rake (average) | 105° |
| Seismic Moment | 2.2e+20 N-m |
| Moment Magnitude | 7.5 Mww |
| Rupture length | ~150 km |
| Rupture width | ~30 km |
| Peak slip | ~6.0 m |
| Rupture duration | ~45 s |
| Hypocenter depth | 10.0 km |

## Rupture description

Slip is concentrated in two patches: a larger patch beneath the northwestern coast of the peninsula near Wajima, and a second patch offshore to the northeast near Suzu. The rupture propagated bilaterally from the hypocenter, with most of the moment released in the first 35 seconds. The slip model is consistent with coastal uplift measured by GNSS and satellite radar.

## Moment Rate Function

Peak moment rate of about 1.0e+19 N-m/s is reached approximately 15 s after origin time.

## Downloads

- Basic inversion (.param)
- Coulomb input (.inp)
- Surface deformation (.disp)
- Moment rate function (.mr)"""),
        (upd(m2), updated(*m2)),
    ]
    rs.add(task="search", tid="h41-search-03", system=system("What was the magnitude of the 1 January 2024 Noto Peninsula earthquake according to the USGS and according to the JMA, and how large was the rupture?"),
           turns=turns, state=empty_state(), bad=True, turn=5, kind="USGS event id of the same earthquake drifts (transposed characters) in a result URL")


# Arctic sea ice extent (search, extract, memory) — clean
def t04(rs: RowSet) -> None:
    m0 = {"project": "cryosphere brief — Arctic September minimum section",
          "2023_min": "4.23 million km² on Sept 19, 2023 (6th lowest, NSIDC)"}
    m1 = {"2024_min": "4.28 million km² (1.65 million sq mi) on Sept 11, 2024 — 7th lowest (NSIDC, 5-day avg)"}
    m2 = {"2024_min": "4.28 million km² (1.65 million sq mi) on Sept 11, 2024 — 7th lowest of the 46-year satellite record; Sept 2024 monthly average 4.38 million km²"}
    m3 = {"current_extent_note": "14 Oct 2024 daily extent 6.09 million km² (autumn freeze-up; not comparable with the minimum)"}
    turns = [
        (search("2024 Arctic sea ice minimum extent NSIDC"), sr(
            ("https://nsidc.org/sea-ice-today/analyses/arctic-sea-ice-reaches-its-2024-minimum", "Arctic sea ice reaches its 2024 minimum | Arctic Sea Ice News and Analysis",
             "On September 11, Arctic sea ice likely reached its annual minimum extent of 4.28 million square kilometers (1.65 million square miles), the seventh lowest in the satellite record ...", "Sep 24, 2024"),
            ("https://nsidc.org/sea-ice-today/analyses/september-2024-arctic-sea-ice", "Looking back at the 2024 Arctic melt season | NSIDC",
             "Average Arctic sea ice extent for September 2024 was 4.38 million square kilometers ...", "Oct 2, 2024"),
            ("https://www.nasa.gov/earth/arctic-sea-ice-2024-minimum/", "Arctic Sea Ice Near Historic Low; Antarctic Ice Continues Decline - NASA",
             "Arctic sea ice likely hit its annual minimum extent on Sept. 11, 2024, at 1.65 million square miles (4.28 million square kilometers) ...", "Sep 24, 2024"),
            ("https://climate.copernicus.eu/surface-air-temperature-september-2024", "Surface air temperature and sea ice for September 2024 | Copernicus",
             "Arctic sea ice extent for the month was among the lowest in the satellite record, well below the 1991–2020 average ...", "Oct 8, 2024"),
            ("https://www.carbonbrief.org/arctic-sea-ice-2024-minimum/", "Arctic sea ice minimum in 2024 among the lowest on record - Carbon Brief",
             "The 2024 minimum is the seventh lowest in the 46-year record kept by the US National Snow and Ice Data Center ...", "Sep 25, 2024"),
            ("https://www.washingtonpost.com/climate-environment/2024/09/24/arctic-sea-ice-minimum-2024/", "Arctic sea ice shrank to one of its lowest levels ever - The Washington Post",
             "The ice reached its smallest extent for the year on Sept. 11 ...", "Sep 24, 2024"),
            ("https://nsidc.org/data/seaice_index", "Sea Ice Index | National Snow and Ice Data Center",
             "The Sea Ice Index provides a quick look at Arctic- and Antarctic-wide changes in sea ice. Daily and monthly extent and concentration images ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Arctic_sea_ice_decline", "Arctic sea ice decline - Wikipedia",
             "The record low minimum extent of 3.39 million km² was set on 17 September 2012 ...", "N/A"),
            ("https://www.reddit.com/r/climate/comments/1fod1pq/arctic_sea_ice_2024_minimum_7th_lowest/", "Arctic sea ice 2024 minimum: 7th lowest : r/climate",
             "The last 18 minimums are the 18 lowest on record, per NSIDC ...", "Sep 24, 2024"),
            ("https://www.noaa.gov/news/arctic-report-card-2024", "Arctic Report Card 2024 | NOAA",
             "The 18 lowest September extents in the satellite record have all occurred in the last 18 years ...", "Dec 10, 2024"),
        )),
        (extract("https://nsidc.org/sea-ice-today/analyses/arctic-sea-ice-reaches-its-2024-minimum", "2024 minimum extent, date, rank, and the list of lowest minimums"),
         """# Arctic sea ice reaches its 2024 minimum

*September 24, 2024*

On September 11, Arctic sea ice likely reached its annual minimum extent of **4.28 million square kilometers (1.65 million square miles)**. The 2024 minimum is the **seventh lowest** in the nearly 46-year satellite record. The last 18 years, 2007 to 2024, are the 18 lowest minimum extents in the record.

Please note that this is a preliminary announcement. Changing winds or late-season melt could still reduce the Arctic ice extent, as happened in 2005 and 2010. NSIDC scientists will release a full analysis of the Arctic melt season, and discuss the Antarctic winter sea ice growth, in early October.

## Conditions in context

Arctic sea ice extent declined at a slower than average pace through late August and early September. Ice extent was below average in the Beaufort and Chukchi Seas and in the East Siberian Sea, while extent was near average in the Barents and Kara Seas.

## Ten lowest minimum Arctic sea ice extents (satellite record, 1979 to 2024)

| Rank | Year | Minimum ice extent (million km²) | Minimum ice extent (million mi²) | Date |
| --- | --- | --- | --- | --- |
| 1 | 2012 | 3.39 | 1.31 | Sept. 17 |
| 2 | 2020 | 3.82 | 1.47 | Sept. 16 |
| 3 | 2007 | 4.16 | 1.61 | Sept. 18 |
| 4 | 2016 | 4.17 | 1.61 | Sept. 10 |
| 4 | 2019 | 4.17 | 1.61 | Sept. 18 |
| 6 | 2023 | 4.23 | 1.63 | Sept. 19 |
| **7** | **2024** | **4.28** | **1.65** | **Sept. 11** |
| 8 | 2011 | 4.34 | 1.68 | Sept. 11 |
| 9 | 2015 | 4.43 | 1.71 | Sept. 9 |
| 10 | 2008 | 4.59 | 1.77 | Sept. 19 |

*Values are 5-day trailing averages. Extents within 40,000 km² are considered tied.*

## Antarctic

In the Southern Hemisphere, sea ice is approaching its annual maximum, which is tracking as the second lowest in the satellite record after 2023."""),
        (add(m1), added(*m1)),
        (search("NASA Arctic sea ice 2024 minimum seventh lowest", "NSIDC September 2024 monthly average Arctic sea ice extent"), sr(
            ("https://www.nasa.gov/earth/arctic-sea-ice-2024-minimum/", "Arctic Sea Ice Near Historic Low; Antarctic Ice Continues Decline - NASA",
             "Arctic sea ice likely hit its annual minimum extent on Sept. 11, 2024, at 1.65 million square miles (4.28 million square kilometers), the seventh-lowest ...", "Sep 24, 2024"),
            ("https://earthobservatory.nasa.gov/images/153384/arctic-sea-ice-2024-minimum", "Arctic Sea Ice Hovers Near Record Lows - NASA Earth Observatory",
             "Satellite data show the ice reached its seasonal low on September 11 ...", "Sep 26, 2024"),
            ("https://svs.gsfc.nasa.gov/5317/", "2024 Arctic Sea Ice Minimum - NASA Scientific Visualization Studio",
             "Visualization of the daily Arctic sea ice from the March 2024 maximum to the September 11, 2024 minimum ...", "Sep 24, 2024"),
            ("https://www.cbsnews.com/news/arctic-sea-ice-minimum-2024-nasa/", "Arctic sea ice near historic low, NASA says - CBS News",
             "This year's minimum ranks seventh-lowest since satellite record-keeping began in 1978 ...", "Sep 25, 2024"),
            ("https://www.axios.com/2024/09/24/arctic-sea-ice-minimum-climate", "Arctic sea ice melts to 7th-lowest extent on record - Axios",
             "Arctic sea ice extent bottomed out at 1.65 million square miles ...", "Sep 24, 2024"),
            ("https://nsidc.org/sea-ice-today/analyses/september-2024-arctic-sea-ice", "Looking back at the 2024 Arctic melt season | NSIDC",
             "Average Arctic sea ice extent for September 2024 was 4.38 million square kilometers (1.69 million square miles), the sixth lowest monthly average in the record ...", "Oct 2, 2024"),
            ("https://nsidc.org/data/g02135/versions/3", "Sea Ice Index, Version 3 | NSIDC Data",
             "Monthly and daily sea ice extent and area data from 1978 to present ...", "N/A"),
            ("https://nsidc.org/sea-ice-today/sea-ice-tools/charctic-interactive-sea-ice-graph", "Charctic Interactive Sea Ice Graph | NSIDC",
             "Compare daily Arctic and Antarctic sea ice extent for any year since 1979 ...", "N/A"),
            ("https://www.arctic.noaa.gov/report-card/report-card-2024/sea-ice-2024/", "Sea Ice - Arctic Report Card 2024",
             "September 2024 monthly average extent was the sixth lowest since 1979 ...", "Dec 10, 2024"),
            ("https://www.theguardian.com/environment/2024/oct/03/arctic-sea-ice-september-2024", "Arctic sea ice in September among lowest on record - The Guardian",
             "The monthly average for September was the sixth lowest ...", "Oct 3, 2024"),
        )),
        (extract("https://www.nasa.gov/earth/arctic-sea-ice-2024-minimum/", "Confirm minimum value and compare with 2012 record"),
         """# Arctic Sea Ice Near Historic Low; Antarctic Ice Continues Decline

*Sep 24, 2024 · Sally Younger, NASA's Earth Science News Team*

Arctic sea ice likely hit its annual minimum extent on Sept. 11, 2024, at **1.65 million square miles (4.28 million square kilometers)**, according to NASA and the National Snow and Ice Data Center (NSIDC). The 2024 minimum is the seventh lowest in the satellite record that began in the late 1970s.

This year's low is about 750,000 square miles (1.94 million square kilometers) below the 1981–2010 average minimum of 2.4 million square miles (6.22 million square kilometers).

> "Even though the 2024 minimum wasn't a record, the long-term downward trend is unmistakable," said Walt Meier, a sea ice scientist at NSIDC.

The record low was set on Sept. 17, 2012, at **1.31 million square miles (3.39 million square kilometers)**.

## Antarctic sea ice

At the other pole, Antarctic sea ice was approaching its annual maximum extent at a level well below average. Researchers noted that the Antarctic has seen lower-than-average ice for several consecutive years, a departure from the modest growth observed before 2016.

## How it is measured

NSIDC calculates sea ice extent from passive microwave data collected by Defense Meteorological Satellite Program instruments, counting every grid cell with at least 15% ice cover. NASA's Goddard Space Flight Center processes an independent data record that agrees closely with the NSIDC values."""),
        (upd(m2), updated(*m2)),
        (search("Arctic sea ice extent today daily value October 2024"), sr(
            ("https://nsidc.org/sea-ice-today/sea-ice-tools/charctic-interactive-sea-ice-graph", "Charctic Interactive Sea Ice Graph | NSIDC",
             "Daily Arctic sea ice extent, updated each day with the previous day's value. Compare 2024 with any year since 1979 ...", "N/A"),
            ("https://nsidc.org/sea-ice-today", "Sea Ice Today | National Snow and Ice Data Center",
             "Arctic sea ice is growing after the September minimum; extent is tracking below the 1981–2010 average ...", "1 day ago"),
            ("https://ads.nipr.ac.jp/vishop/#/extent", "VISHOP: Sea Ice Extent - National Institute of Polar Research",
             "JAXA/AMSR2 daily sea ice extent for the Arctic and Antarctic ...", "N/A"),
            ("https://climatereanalyzer.org/clim/seaice/", "Sea Ice Extent - Climate Reanalyzer",
             "Daily Arctic sea ice extent (NSIDC Sea Ice Index v3) with climatology and previous years ...", "N/A"),
            ("https://neven1.typepad.com/blog/", "Arctic Sea Ice blog",
             "Freezing season 2024/2025 has started: refreeze slow on the Atlantic side ...", "3 days ago"),
            ("https://forum.arctic-sea-ice.net/index.php/topic,4154.0.html", "2024/2025 freezing season - Arctic Sea Ice Forum",
             "NSIDC 5-day extent now above 6 million km² ...", "2 days ago"),
            ("https://www.meereisportal.de/en/", "Sea ice portal - meereisportal.de",
             "Current Arctic sea ice extent and concentration maps from AWI and University of Bremen ...", "N/A"),
            ("https://www.ospo.noaa.gov/products/ocean/seaice/", "Sea Ice Products - NOAA OSPO",
             "Daily Northern Hemisphere sea ice analysis ...", "N/A"),
            ("https://www.natice.noaa.gov/", "U.S. National Ice Center",
             "Daily ice edge and marginal ice zone products ...", "N/A"),
            ("https://www.polarportal.dk/en/sea-ice-and-icebergs/sea-ice-extent/", "Sea ice extent | Polar Portal",
             "Arctic sea ice extent from OSI SAF, updated daily ...", "N/A"),
        )),
        (extract("https://nsidc.org/sea-ice-today/sea-ice-tools/charctic-interactive-sea-ice-graph", "Latest daily Arctic extent value"),
         """# Charctic Interactive Sea Ice Graph

Arctic Sea Ice Extent (Area of ocean with at least 15% sea ice)

**Latest value: 14 October 2024 — 6.09 million km²** (5-day trailing average)

| Series | 14 Oct value (million km²) |
| --- | --- |
| 2024 | 6.09 |
| 2023 | 6.21 |
| 2012 | 5.70 |
| 2020 | 4.99 |
| 1981–2010 median | 7.79 |

The graph updates daily with data from the Sea Ice Index (version 3). Data for the most recent day are preliminary and may be revised as quality control is applied.

### Options

- Select years to compare (1979–2024)
- Show 1981–2010 median and interdecile range
- Switch hemisphere: Arctic / Antarctic
- Download data (CSV)

*Source: NSIDC Sea Ice Index, Version 3 (G02135). Extent values are 5-day trailing averages.*"""),
        (add(m3), added(*m3)),
        (get_all(), dump({**m0, **m2, **m3})),
    ]
    rs.add(task="search", tid="h41-search-04", system=system("What was the 2024 Arctic sea ice minimum extent, when was it reached, and how does it rank in the satellite record?"),
           turns=turns, state=mem_state(m0), bad=False)


# Tour de France stage results (search, extract, memory) — clean
def t05(rs: RowSet) -> None:
    m1 = {"pogacar_2024_stage_wins": "6 (stages 4, 14, 15, 19, 20, 21)",
          "gc_margin": "6'17\" over Vingegaard; Evenepoel 3rd at 9'18\""}
    m2 = {"gc_margin": "6'17\" over Vingegaard (winning time 83h 38' 56\"); Evenepoel 3rd at 9'18\"; first Giro–Tour double since Pantani in 1998"}
    turns = [
        (search("2024 Tour de France Pogačar stage wins final margin"), sr(
            ("https://en.wikipedia.org/wiki/2024_Tour_de_France", "2024 Tour de France - Wikipedia",
             "The 2024 Tour de France was the 111th edition ... Tadej Pogačar won the general classification, his third Tour victory, winning six stages ...", "N/A"),
            ("https://www.letour.fr/en/rankings/stage-21", "Rankings - Stage 21 - Tour de France 2024",
             "Stage 21: Monaco > Nice, individual time trial, 33.7 km. Winner: Tadej Pogačar ...", "Jul 21, 2024"),
            ("https://www.cyclingnews.com/races/tour-de-france-2024/stage-21/results/", "Tour de France 2024: Pogačar wins final time trial to seal third title - Cyclingnews",
             "Pogačar won the stage 21 time trial in Nice to claim his sixth stage win of the race and a winning margin of 6:17 over Jonas Vingegaard ...", "Jul 21, 2024"),
            ("https://www.procyclingstats.com/race/tour-de-france/2024/gc", "Tour de France 2024 General classification - ProCyclingStats",
             "1 POGAČAR Tadej UAE Team Emirates 83:38:56; 2 VINGEGAARD Jonas +6:17; 3 EVENEPOEL Remco +9:18 ...", "N/A"),
            ("https://www.bbc.com/sport/cycling/articles/c72ll0p0vz1o", "Tour de France 2024: Tadej Pogačar wins third title with time-trial victory in Nice - BBC Sport",
             "Slovenian Pogačar finished six minutes 17 seconds ahead of defending champion Jonas Vingegaard ...", "Jul 21, 2024"),
            ("https://www.velo.outsideonline.com/road/road-racing/tour-de-france/pogacar-giro-tour-double/", "Pogačar completes first Giro-Tour double since Pantani - Velo",
             "Tadej Pogačar becomes the first rider since Marco Pantani in 1998 to win the Giro d'Italia and Tour de France in the same year ...", "Jul 21, 2024"),
            ("https://www.reuters.com/sports/cycling/pogacar-wins-tour-de-france-2024-07-21/", "Pogacar wins third Tour de France title - Reuters",
             "Pogacar won the final time trial from Monaco to Nice, his sixth stage victory in this year's race ...", "Jul 21, 2024"),
            ("https://www.theguardian.com/sport/2024/jul/21/tour-de-france-2024-stage-21-pogacar-nice", "Tour de France 2024: Pogačar seals victory in Nice - The Guardian",
             "For the first time in its history the race finished outside Paris, because of the Olympic Games ...", "Jul 21, 2024"),
            ("https://www.reddit.com/r/peloton/comments/1e8rsnh/tour_de_france_2024_stage_21_post_race_discussion/", "Tour de France 2024 – Stage 21 (ITT) Post-Race Discussion : r/peloton",
             "Six stage wins, 6:17, Giro-Tour double. What a season ...", "Jul 21, 2024"),
            ("https://www.espn.com/cycling/story/_/id/40573002/pogacar-wins-tour-de-france-2024", "Pogačar wins Tour de France for third time - ESPN",
             "The UAE Team Emirates leader adds a third yellow jersey to his 2020 and 2021 titles ...", "Jul 21, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/2024_Tour_de_France", "Pogačar's stage wins and the final general classification"),
         """# 2024 Tour de France

From Wikipedia, the free encyclopedia

| 2024 Tour de France | |
| --- | --- |
| Dates | 29 June – 21 July 2024 |
| Stages | 21 |
| Distance | 3,492 km (2,170 mi) |
| Winning time | 83h 38' 56" |
| Winner | Tadej Pogačar (SLO) (UAE Team Emirates) |
| Second | Jonas Vingegaard (DEN) (Visma–Lease a Bike) |
| Third | Remco Evenepoel (BEL) (Soudal–Quick-Step) |
| Points | Biniam Girmay (ERI) (Intermarché–Wanty) |
| Mountains | Richard Carapaz (ECU) (EF Education–EasyPost) |
| Youth | Remco Evenepoel (BEL) (Soudal–Quick-Step) |
| Combativity | Richard Carapaz (ECU) (EF Education–EasyPost) |
| Team | UAE Team Emirates |

The **2024 Tour de France** was the 111th edition of the Tour de France. It started in Florence, Italy, on 29 June and, for the first time, finished outside Paris, with an individual time trial from Monaco to Nice on 21 July, because of the preparations for the 2024 Summer Olympics.

Tadej Pogačar won his third Tour, becoming the first rider since Marco Pantani in 1998 to win the Giro d'Italia and the Tour de France in the same year. Mark Cavendish won stage 5 to take a record 35th Tour stage win, breaking the record he had shared with Eddy Merckx. Biniam Girmay became the first Black African rider to win a Tour stage.

## Stages

| Stage | Date | Course | Type | Winner |
| --- | --- | --- | --- | --- |
| 1 | 29 June | Florence – Rimini | Hilly | Romain Bardet (FRA) |
| 2 | 30 June | Cesenatico – Bologna | Hilly | Kévin Vauquelin (FRA) |
| 3 | 1 July | Piacenza – Turin | Flat | Biniam Girmay (ERI) |
| 4 | 2 July | Pinerolo – Valloire | Mountain | Tadej Pogačar (SLO) |
| 5 | 3 July | Saint-Jean-de-Maurienne – Saint-Vulbas | Flat | Mark Cavendish (GBR) |
| 6 | 4 July | Mâcon – Dijon | Flat | Dylan Groenewegen (NED) |
| 7 | 5 July | Nuits-Saint-Georges – Gevrey-Chambertin | ITT | Remco Evenepoel (BEL) |
| 8 | 6 July | Semur-en-Auxois – Colombey-les-Deux-Églises | Flat | Biniam Girmay (ERI) |
| 9 | 7 July | Troyes – Troyes | Hilly (gravel) | Anthony Turgis (FRA) |
| 10 | 9 July | Orléans – Saint-Amand-Montrond | Flat | Jasper Philipsen (BEL) |
| 11 | 10 July | Évaux-les-Bains – Le Lioran | Mountain | Jonas Vingegaard (DEN) |
| 12 | 11 July | Aurillac – Villeneuve-sur-Lot | Flat | Biniam Girmay (ERI) |
| 13 | 12 July | Agen – Pau | Flat | Jasper Philipsen (BEL) |
| 14 | 13 July | Pau – Saint-Lary-Soulan Pla d'Adet | Mountain | Tadej Pogačar (SLO) |
| 15 | 14 July | Loudenvielle – Plateau de Beille | Mountain | Tadej Pogačar (SLO) |
| 16 | 16 July | Gruissan – Nîmes | Flat | Jasper Philipsen (BEL) |
| 17 | 17 July | Saint-Paul-Trois-Châteaux – Superdévoluy | Mountain | Richard Carapaz (ECU) |
| 18 | 18 July | Gap – Barcelonnette | Hilly | Victor Campenaerts (BEL) |
| 19 | 19 July | Embrun – Isola 2000 | Mountain | Tadej Pogačar (SLO) |
| 20 | 20 July | Nice – Col de la Couillole | Mountain | Tadej Pogačar (SLO) |
| 21 | 21 July | Monaco – Nice | ITT | Tadej Pogačar (SLO) |

## Final general classification (top 6)

| Rank | Rider | Team | Time |
| --- | --- | --- | --- |
| 1 | Tadej Pogačar (SLO) | UAE Team Emirates | 83h 38' 56" |
| 2 | Jonas Vingegaard (DEN) | Visma–Lease a Bike | + 6' 17" |
| 3 | Remco Evenepoel (BEL) | Soudal–Quick-Step | + 9' 18" |
| 4 | João Almeida (POR) | UAE Team Emirates | + 19' 03" |
| 5 | Mikel Landa (ESP) | Soudal–Quick-Step | + 20' 06" |
| 6 | Adam Yates (GBR) | UAE Team Emirates | + 22' 13" |"""),
        (add(m1), added(*m1)),
        (search("Tour de France 2024 stage 21 Nice time trial result Pogačar"), sr(
            ("https://www.letour.fr/en/rankings/stage-21", "Rankings - Stage 21 - Tour de France 2024",
             "Stage 21: Monaco > Nice, individual time trial, 33.7 km. 1. Tadej Pogačar 45' 24'' ...", "Jul 21, 2024"),
            ("https://www.cyclingnews.com/races/tour-de-france-2024/stage-21/results/", "Tour de France 2024: Pogačar wins final time trial to seal third title - Cyclingnews",
             "Pogačar beat Vingegaard by 1:03 on the stage with Evenepoel third at 1:14 ...", "Jul 21, 2024"),
            ("https://www.procyclingstats.com/race/tour-de-france/2024/stage-21", "Tour de France 2024 Stage 21 results - ProCyclingStats",
             "Monaco › Nice (ITT), 33.7 km. Avg. speed winner: 44.5 km/h ...", "N/A"),
            ("https://www.eurosport.com/cycling/tour-de-france/2024/live-monaco-nice_mtc1407519/live.shtml", "Tour de France Stage 21 live - Eurosport",
             "Pogačar sets the fastest time at the top of La Turbie and again at the finish on the Promenade des Anglais ...", "Jul 21, 2024"),
            ("https://www.cyclingweekly.com/racing/tour-de-france/tour-de-france-2024-stage-21-results", "Tour de France 2024 stage 21: Pogačar wins in Nice - Cycling Weekly",
             "Pogačar caps his Tour with a sixth stage win, the most by a rider in one edition since ...", "Jul 21, 2024"),
            ("https://www.skysports.com/cycling/news/tour-de-france-stage-21-nice", "Tour de France: Pogačar wins Nice time trial - Sky Sports",
             "Pogačar finishes 6:17 clear of Vingegaard overall ...", "Jul 21, 2024"),
            ("https://www.nbcsports.com/cycling/news/tour-de-france-2024-stage-21-results", "Tour de France 2024 Stage 21 results - NBC Sports",
             "Full results and final standings from the Monaco–Nice time trial ...", "Jul 21, 2024"),
            ("https://www.velo.outsideonline.com/road/road-racing/tour-de-france/stage-21-pogacar-nice/", "Tour de France stage 21: Pogačar wins time trial - Velo",
             "Vingegaard second on the stage, Evenepoel third ...", "Jul 21, 2024"),
            ("https://www.gcn.co.uk/tour-de-france-2024-stage-21-highlights", "Tour de France 2024 Stage 21 highlights - GCN",
             "Watch the highlights as Pogačar takes the final time trial ...", "Jul 21, 2024"),
            ("https://www.reddit.com/r/peloton/comments/1e8rsnh/tour_de_france_2024_stage_21_post_race_discussion/", "Tour de France 2024 – Stage 21 (ITT) Post-Race Discussion : r/peloton",
             "45:24 for 33.7 km with Turbie and Eze in it is absurd ...", "Jul 21, 2024"),
        )),
        (extract("https://www.letour.fr/en/rankings/stage-21", "Stage 21 ranking (stage result)"),
         """# Rankings — Stage 21 — Monaco > Nice

Individual time trial · 33.7 km · Sunday 21 July 2024

**Stage ranking** | General ranking | Points | Mountain | Youth | Teams

| Rank | Rider | Team | Times | Gap | Bonus | Penalty |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | TADEJ POGAČAR | UAE TEAM EMIRATES | 00h 45' 24'' | - | - | - |
| 2 | JONAS VINGEGAARD | TEAM VISMA \\| LEASE A BIKE | 00h 46' 27'' | + 01' 03'' | - | - |
| 3 | REMCO EVENEPOEL | SOUDAL QUICK-STEP | 00h 46' 38'' | + 01' 14'' | - | - |
| 4 | JOÃO ALMEIDA | UAE TEAM EMIRATES | 00h 47' 45'' | + 02' 21'' | - | - |
| 5 | MATTEO JORGENSON | TEAM VISMA \\| LEASE A BIKE | 00h 47' 54'' | + 02' 30'' | - | - |

Showing 1–5 of 141 finishers (view truncated to the first 5 rows)

*Stage ranking only. Select "General ranking" for the overall standings after stage 21.*"""),
        (extract("https://www.letour.fr/en/rankings/stage-21?ranking=general", "Final general ranking after stage 21"),
         """# Rankings — Stage 21 — Monaco > Nice

Stage ranking | **General ranking** | Points | Mountain | Youth | Teams

| Rank | Rider | Team | Times | Gap | Bonus | Penalty |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | TADEJ POGAČAR | UAE TEAM EMIRATES | 83h 38' 56'' | - | - | - |
| 2 | JONAS VINGEGAARD | TEAM VISMA \\| LEASE A BIKE | 83h 45' 13'' | + 06' 17'' | - | - |
| 3 | REMCO EVENEPOEL | SOUDAL QUICK-STEP | 83h 48' 14'' | + 09' 18'' | - | - |
| 4 | JOÃO ALMEIDA | UAE TEAM EMIRATES | 83h 57' 59'' | + 19' 03'' | - | - |
| 5 | MIKEL LANDA | SOUDAL QUICK-STEP | 83h 59' 02'' | + 20' 06'' | - | - |
| 6 | ADAM YATES | UAE TEAM EMIRATES | 84h 01' 09'' | + 22' 13'' | - | - |
| 7 | CARLOS RODRÍGUEZ | INEOS GRENADIERS | 84h 02' 27'' | + 23' 31'' | - | - |
| 8 | MATTEO JORGENSON | TEAM VISMA \\| LEASE A BIKE | 84h 05' 41'' | + 26' 45'' | - | - |
| 9 | DEREK GEE | ISRAEL - PREMIER TECH | 84h 11' 02'' | + 32' 06'' | - | - |
| 10 | SANTIAGO BUITRAGO | BAHRAIN VICTORIOUS | 84h 17' 45'' | + 38' 49'' | - | - |

Page 1 of 15 · Showing riders 1–10 of 141"""),
        (search("Pogačar Giro Tour double 2024 Pantani 1998"), sr(
            ("https://www.velo.outsideonline.com/road/road-racing/tour-de-france/pogacar-giro-tour-double/", "Pogačar completes first Giro-Tour double since Pantani - Velo",
             "Tadej Pogačar becomes the first rider since Marco Pantani in 1998 to win the Giro d'Italia and Tour de France in the same year ...", "Jul 21, 2024"),
            ("https://en.wikipedia.org/wiki/Giro%E2%80%93Tour_double", "Giro–Tour double - Wikipedia",
             "Eight riders have achieved the double, most recently Tadej Pogačar in 2024. Before him, the last was Marco Pantani in 1998 ...", "N/A"),
            ("https://www.cyclingnews.com/news/pogacar-joins-elite-club-giro-tour-double/", "Pogačar joins elite club with Giro-Tour double - Cyclingnews",
             "Coppi, Anquetil, Merckx, Hinault, Roche, Indurain, Pantani and now Pogačar ...", "Jul 21, 2024"),
            ("https://www.uci.org/pressrelease/tadej-pogacar-giro-tour-2024", "Tadej Pogačar: historic double - UCI",
             "The UCI congratulates Tadej Pogačar on his victories at the Giro d'Italia and Tour de France ...", "Jul 22, 2024"),
            ("https://www.theguardian.com/sport/2024/jul/21/tadej-pogacar-giro-tour-double-pantani", "Pogačar's Giro-Tour double puts him among the greats - The Guardian",
             "Pogačar won six stages at the Giro and six at the Tour ...", "Jul 21, 2024"),
            ("https://www.bicycling.com/racing/a61667104/tadej-pogacar-giro-tour-double/", "What Pogačar's Giro-Tour Double Means - Bicycling",
             "Nobody had done it in 26 years ...", "Jul 22, 2024"),
            ("https://www.procyclingstats.com/statistics/riders/giro-tour-double", "Riders who won Giro and Tour in the same year - ProCyclingStats",
             "1949 Coppi, 1952 Coppi, 1964 Anquetil, 1970/72/74 Merckx, 1982/85 Hinault, 1987 Roche, 1992/93 Indurain, 1998 Pantani, 2024 Pogačar", "N/A"),
            ("https://www.nytimes.com/athletic/5647722/2024/07/21/tadej-pogacar-tour-de-france-giro-double/", "Pogačar wins Tour de France, completing rare double - The Athletic",
             "The Slovenian also went on to target the world championships ...", "Jul 21, 2024"),
            ("https://www.reddit.com/r/peloton/comments/1e8tbyz/pogacar_joins_the_giro_tour_double_club/", "Pogačar joins the Giro-Tour double club : r/peloton",
             "First since Pantani 98. Triple crown next? ...", "Jul 21, 2024"),
            ("https://www.lequipe.fr/Cyclisme-sur-route/Article/Pogacar-doublé-giro-tour/1483025", "Tadej Pogacar réussit le doublé Giro-Tour - L'Équipe",
             "Premier doublé depuis Marco Pantani en 1998 ...", "Jul 21, 2024"),
        )),
        (upd(m2), updated(*m2)),
        (get_all(), dump({**m1, **m2})),
    ]
    rs.add(task="search", tid="h41-search-05", system=system("How many stages did Tadej Pogačar win at the 2024 Tour de France, and what was his final winning margin?"),
           turns=turns, state=empty_state(), bad=False)


# Formula E season standings (search, extract, memory) — bad
def t06(rs: RowSet) -> None:
    m1 = {"s10_champion": "Pascal Wehrlein (TAG Heuer Porsche) – 198 pts",
          "s10_runner_up": "Mitch Evans (Jaguar TCS Racing) – 192 pts",
          "s10_teams": "Jaguar TCS Racing – 368 pts (teams' title); Porsche 2nd – 332 pts"}
    m2 = {"s10_margin": "6 pts (198 vs 192), decided at the London finale, 21 Jul 2024"}
    m3 = {"s10_p2_evans": "Mitch Evans (Jaguar TCS Racing) – 192 pts, runner-up",
          "s10_p3_cassidy": "Nick Cassidy (Jaguar TCS Racing) – 176 pts, third"}
    final = {"s10_champion": m1["s10_champion"], "s10_teams": m1["s10_teams"], **m2,
             "s10_runner_up": m3["s10_p2_evans"], "s10_p3_cassidy": m3["s10_p3_cassidy"]}
    turns = [
        (search("2023-24 Formula E champion Wehrlein points London"), sr(
            ("https://en.wikipedia.org/wiki/2023%E2%80%9324_Formula_E_World_Championship", "2023–24 Formula E World Championship - Wikipedia",
             "The 2023–24 ABB FIA Formula E World Championship was the tenth season ... Pascal Wehrlein won the Drivers' Championship, Jaguar TCS Racing won the Teams' Championship ...", "N/A"),
            ("https://www.fiaformulae.com/en/news/wehrlein-crowned-season-10-champion-london", "Wehrlein crowned Season 10 champion in London thriller | Formula E",
             "Pascal Wehrlein is the ABB FIA Formula E World Champion after a dramatic final race at the ExCeL London ...", "Jul 21, 2024"),
            ("https://newsroom.porsche.com/en/2024/motorsports/porsche-formula-e-pascal-wehrlein-world-champion-london-36712.html", "Pascal Wehrlein is Formula E World Champion - Porsche Newsroom",
             "TAG Heuer Porsche works driver Pascal Wehrlein has won the drivers' title in the ABB FIA Formula E World Championship ...", "Jul 21, 2024"),
            ("https://www.autosport.com/formula-e/news/wehrlein-wins-formula-e-title-london/10636245/", "Wehrlein clinches Formula E title in London finale - Autosport",
             "Wehrlein beat Jaguar's Mitch Evans to the crown by six points as Nick Cassidy faded to third ...", "Jul 21, 2024"),
            ("https://www.the-race.com/formula-e/wehrlein-formula-e-champion-london-e-prix/", "How Wehrlein won the Formula E title - The Race",
             "Cassidy went into the weekend as points leader but Wehrlein's pace in race two proved decisive ...", "Jul 21, 2024"),
            ("https://www.motorsport.com/formula-e/news/london-e-prix-wehrlein-champion/10636288/", "London E-Prix: Wehrlein crowned Formula E champion - Motorsport.com",
             "Jaguar claimed the teams' and manufacturers' titles ...", "Jul 21, 2024"),
            ("https://www.bbc.com/sport/motorsport/articles/c4ngqz3lg19o", "Pascal Wehrlein wins Formula E world title - BBC Sport",
             "German Wehrlein, 29, became the first Porsche driver to win the championship ...", "Jul 21, 2024"),
            ("https://www.reddit.com/r/FormulaE/comments/1e8kx0c/london_race_2_post_race_discussion/", "London E-Prix Race 2 Post-Race Discussion : r/FormulaE",
             "Wehrlein champion, Jaguar teams' title, Cassidy heartbreak ...", "Jul 21, 2024"),
            ("https://www.fiaformulae.com/en/results/standings/driver?season=2023-24", "Drivers' Standings 2023/24 | Formula E",
             "1 Wehrlein 198 · 2 Evans 192 · 3 Cassidy 176 ...", "N/A"),
            ("https://www.espn.com/f1/story/_/id/40573533/wehrlein-formula-e-champion", "Wehrlein takes Formula E title - ESPN",
             "The Porsche driver finished six points clear of Evans ...", "Jul 21, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/2023%E2%80%9324_Formula_E_World_Championship", "Final drivers' and teams' standings with points"),
         """# 2023–24 Formula E World Championship

From Wikipedia, the free encyclopedia

The **2023–24 ABB FIA Formula E World Championship** was the tenth season of the FIA Formula E championship, a motor racing championship for electrically powered vehicles recognised by motorsport's governing body, the Fédération Internationale de l'Automobile (FIA), as the highest class of competition for electric open-wheel racing cars. It was contested over 16 races at 10 venues between January and July 2024.

**Pascal Wehrlein** won the Drivers' Championship, the first for a Porsche driver, finishing six points ahead of Mitch Evans. **Jaguar TCS Racing** won the Teams' Championship and Jaguar the Manufacturers' Trophy.

## Calendar

| Round | E-Prix | Circuit | Date |
| --- | --- | --- | --- |
| 1 | Mexico City ePrix | Autódromo Hermanos Rodríguez | 13 January 2024 |
| 2–3 | Diriyah ePrix | Riyadh Street Circuit | 26–27 January 2024 |
| 4 | São Paulo ePrix | São Paulo Street Circuit | 16 March 2024 |
| 5 | Tokyo ePrix | Tokyo Street Circuit | 30 March 2024 |
| 6–7 | Misano ePrix | Misano World Circuit | 13–14 April 2024 |
| 8 | Monaco ePrix | Circuit de Monaco | 27 April 2024 |
| 9–10 | Berlin ePrix | Tempelhof Airport Street Circuit | 11–12 May 2024 |
| 11–12 | Shanghai ePrix | Shanghai International Circuit | 25–26 May 2024 |
| 13–14 | Portland ePrix | Portland International Raceway | 29–30 June 2024 |
| 15–16 | London ePrix | ExCeL London | 20–21 July 2024 |

## Drivers' Championship standings

| Pos. | Driver | Team | Points |
| --- | --- | --- | --- |
| 1 | Pascal Wehrlein | TAG Heuer Porsche | 198 |
| 2 | Mitch Evans | Jaguar TCS Racing | 192 |
| 3 | Nick Cassidy | Jaguar TCS Racing | 176 |
| 4 | Oliver Rowland | Nissan | 156 |
| 5 | Jean-Éric Vergne | DS Penske | 139 |
| 6 | António Félix da Costa | TAG Heuer Porsche | 134 |
| 7 | Jake Dennis | Andretti | 122 |

## Teams' Championship standings

| Pos. | Team | Points |
| --- | --- | --- |
| 1 | Jaguar TCS Racing | 368 |
| 2 | TAG Heuer Porsche | 332 |
| 3 | DS Penske | 203 |
| 4 | Nissan | 194 |
| 5 | Andretti | 176 |

## Manufacturers' Trophy

| Pos. | Manufacturer |
| --- | --- |
| 1 | Jaguar |
| 2 | Porsche |
| 3 | Nissan |"""),
        (add(m1), added(*m1)),
        (search("Formula E season 10 teams championship Jaguar manufacturers trophy"), sr(
            ("https://www.fiaformulae.com/en/news/jaguar-tcs-racing-teams-championship-season-10", "Jaguar TCS Racing claim Teams' title and Manufacturers' Trophy | Formula E",
             "Jaguar TCS Racing secured the Teams' World Championship in London, with Evans and Cassidy finishing second and third in the Drivers' standings ...", "Jul 21, 2024"),
            ("https://media.jaguar.com/news/2024/07/jaguar-tcs-racing-crowned-formula-e-teams-world-champions", "Jaguar TCS Racing crowned Formula E Teams' World Champions - Jaguar Media",
             "A historic season for Jaguar TCS Racing: first Teams' title and the Manufacturers' Trophy ...", "Jul 21, 2024"),
            ("https://www.autosport.com/formula-e/news/jaguar-wins-formula-e-teams-title/10636259/", "Jaguar wins Formula E teams' championship - Autosport",
             "Jaguar beat Porsche to the teams' crown as the season ended in London ...", "Jul 21, 2024"),
            ("https://www.the-race.com/formula-e/jaguar-formula-e-teams-title-but-no-drivers-crown/", "Jaguar's title double that still felt like a defeat - The Race",
             "Jaguar won the teams' and manufacturers' titles but missed the drivers' crown ...", "Jul 22, 2024"),
            ("https://en.wikipedia.org/wiki/Jaguar_TCS_Racing", "Jaguar TCS Racing - Wikipedia",
             "Jaguar TCS Racing is a British Formula E team ... won the 2023–24 Teams' Championship ...", "N/A"),
            ("https://www.motorsport.com/formula-e/news/jaguar-teams-title-formula-e/10636301/", "Jaguar takes Formula E teams' crown - Motorsport.com",
             "Jaguar finished 36 points clear of Porsche in the teams' standings ...", "Jul 21, 2024"),
            ("https://www.fiaformulae.com/en/results/standings/team?season=2023-24", "Teams' Standings 2023/24 | Formula E",
             "1 Jaguar TCS Racing 368 · 2 TAG Heuer Porsche 332 · 3 DS Penske 203 ...", "N/A"),
            ("https://www.reddit.com/r/FormulaE/comments/1e8nvj8/jaguar_wins_teams_and_manufacturers/", "Jaguar wins Teams' and Manufacturers' : r/FormulaE",
             "Bittersweet for Jag, best car but no drivers' title ...", "Jul 21, 2024"),
            ("https://www.racefans.net/2024/07/21/jaguar-formula-e-teams-title/", "Jaguar clinch Formula E teams' title - RaceFans",
             "Evans and Cassidy's combined 368 points gave Jaguar the title ...", "Jul 21, 2024"),
            ("https://www.fia.com/news/formula-e-2023-24-champions-crowned", "Formula E 2023-24 champions crowned - FIA",
             "Pascal Wehrlein, Jaguar TCS Racing and Jaguar were confirmed as champions ...", "Jul 22, 2024"),
        )),
        (extract("https://www.fiaformulae.com/en/news/wehrlein-crowned-season-10-champion-london", "How the title was decided in London"),
         """# Wehrlein crowned Season 10 champion in London thriller

*Published 21 Jul 2024*

Pascal Wehrlein is the ABB FIA Formula E World Champion. The TAG Heuer Porsche driver sealed the title in the final race of Season 10 at the ExCeL London, finishing the season on **198 points**, six clear of Jaguar TCS Racing's Mitch Evans (192). Nick Cassidy, who led the standings heading into the London weekend, ended the season third on 176 points.

## How it unfolded

- **Saturday (Round 15):** Cassidy arrived in London with the championship lead, but Wehrlein's podium and Cassidy's difficult race reshuffled the top three heading into the finale.
- **Sunday (Round 16):** Wehrlein converted his strong qualifying into the result he needed, while Cassidy's hopes ended after contact in the opening laps. Evans's late charge was not enough to overturn the gap.

> "I can't believe it. This season was a rollercoaster, and to finish it like this in London with the whole team is just incredible." — Pascal Wehrlein

## Season 10 in numbers

| | |
| --- | --- |
| Races | 16 |
| Venues | 10 |
| Drivers' Champion | Pascal Wehrlein (TAG Heuer Porsche) — 198 pts |
| Teams' Champion | Jaguar TCS Racing — 368 pts |
| Manufacturers' Trophy | Jaguar |

Season 11 begins in São Paulo in December with the debut of the GEN3 Evo car."""),
        (add(m2), added(*m2)),
        (search("Nick Cassidy 2023-24 Formula E points third place"), sr(
            ("https://www.fiaformulae.com/en/drivers/nick-cassidy", "Nick Cassidy | Formula E Driver Profile",
             "Season 10: 176 points, 3rd in the Drivers' World Championship ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Nick_Cassidy", "Nick Cassidy - Wikipedia",
             "Cassidy finished third in the 2023–24 championship with Jaguar, having led the standings before the London finale ...", "N/A"),
            ("https://www.the-race.com/formula-e/cassidy-formula-e-title-collapse-london/", "Cassidy's London title collapse explained - The Race",
             "Cassidy went into London with a lead and left third in the standings ...", "Jul 22, 2024"),
            ("https://www.autosport.com/formula-e/news/cassidy-reflects-on-title-loss/10636402/", "Cassidy reflects on Formula E title loss - Autosport",
             "\"It's tough to take,\" said Cassidy, who finished 22 points behind champion Wehrlein ...", "Jul 23, 2024"),
            ("https://www.stuff.co.nz/sport/motorsport/350353712/nick-cassidy-misses-formula-e-title", "Kiwi Nick Cassidy misses out on Formula E title - Stuff",
             "The New Zealander finished third after a difficult London weekend ...", "Jul 22, 2024"),
            ("https://www.motorsport.com/formula-e/news/cassidy-jaguar-season-11/10637003/", "Cassidy stays with Jaguar for Season 11 - Motorsport.com",
             "Jaguar keeps its Evans-Cassidy line-up for the GEN3 Evo season ...", "Aug 2, 2024"),
            ("https://www.nzherald.co.nz/sport/motorsport/nick-cassidy-formula-e-season/", "Nick Cassidy's Formula E season reviewed - NZ Herald",
             "Third in the standings with 176 points ...", "Jul 24, 2024"),
            ("https://www.reddit.com/r/FormulaE/comments/1e9a5xc/cassidy_deserved_better/", "Cassidy deserved better this season : r/FormulaE",
             "He led for most of the second half and ended 3rd ...", "Jul 22, 2024"),
            ("https://www.fiaformulae.com/en/results/standings/driver?season=2023-24", "Drivers' Standings 2023/24 | Formula E",
             "1 Wehrlein 198 · 2 Evans 192 · 3 Cassidy 176 · 4 Rowland 156 ...", "N/A"),
            ("https://www.kiwiracing.co.nz/cassidy-season-10-stats", "Cassidy Season 10 stats - KiwiRacing",
             "Wins, poles and podiums in Season 10 ...", "Jul 25, 2024"),
        )),
        (rm("s10_runner_up"), removed("s10_runner_up")),
        (add(m3), added(*m3)),
        (extract("https://newsroom.porsche.com/en/2024/motorsports/porsche-formula-e-pascal-wehrlein-world-champion-london-36712.html", "Porsche's account of the title"),
         """# Pascal Wehrlein is Formula E World Champion

*Porsche Newsroom · 21/07/2024 · Motorsport*

London. Pascal Wehrlein has won the drivers' title in the ABB FIA Formula E World Championship. At the season finale in London, the TAG Heuer Porsche works driver secured the championship with **198 points**, becoming the first driver to win the Formula E title for Porsche. It is also the first drivers' world championship for the brand in a single-seater series.

## Season summary — TAG Heuer Porsche Formula E Team

| Driver | Points | Position |
| --- | --- | --- |
| Pascal Wehrlein (#94) | 198 | 1 |
| António Félix da Costa (#13) | 134 | 6 |
| **Team** | **332** | **2nd, Teams' World Championship** |

## Quotes

> "This title is the reward for the whole team's hard work. We came to London to win it and we did." — Florian Modlinger, Director Factory Motorsport Formula E

> "I'm speechless. This is the best day of my career." — Pascal Wehrlein

## Porsche 99X Electric

The Porsche 99X Electric Gen3 was powered by the Porsche E-Performance powertrain, which was also used by customer team Andretti."""),
        (get_all(), dump(final)),
    ]
    rs.add(task="search", tid="h41-search-06", system=system("Who won the 2023–24 Formula E drivers' title, by how many points, and which team won the teams' championship?"),
           turns=turns, state=empty_state(), bad=True, turn=11, kind="memory key the agent removed and re-added under a new name is listed under its old name")


# Swimming world records (search, extract, memory) — clean
def t07(rs: RowSet) -> None:
    m1 = {"wr_100free_m": "46.40 – Pan Zhanle (CHN), 31 Jul 2024, Paris Olympics final",
          "wr_400im_m": "4:02.50 – Léon Marchand (FRA), 23 Jul 2023, Fukuoka World Championships"}
    m2 = {"wr_100free_m": "46.40 – Pan Zhanle (CHN), 31 Jul 2024, Paris Olympics final; won by 1.08 s over Kyle Chalmers (47.48); previous WR 46.80 (Pan, Feb 2024, Doha relay lead-off)"}
    turns = [
        (search("men's 100m freestyle world record long course", "men's 400m individual medley world record Marchand"), sr(
            ("https://en.wikipedia.org/wiki/World_record_progression_100_metres_freestyle", "World record progression 100 metres freestyle - Wikipedia",
             "The current men's long course record is 46.40, set by Pan Zhanle of China in the final at the 2024 Summer Olympics in Paris on 31 July 2024 ...", "N/A"),
            ("https://www.worldaquatics.com/news/4061382/pan-zhanle-world-record-100m-freestyle-paris-2024", "Pan Zhanle smashes 100m freestyle world record to win Olympic gold | World Aquatics",
             "China's Pan Zhanle clocked 46.40 to take gold and lower his own world record of 46.80 ...", "Jul 31, 2024"),
            ("https://www.swimmingworldmagazine.com/news/pan-zhanle-46-40-world-record-100-free/", "Pan Zhanle Blasts 46.40 World Record in 100 Free - Swimming World",
             "Pan led from start to finish, turning in 22.28 before coming home in 24.12 ...", "Jul 31, 2024"),
            ("https://www.reuters.com/sports/olympics/swimming-china-pan-zhanle-100m-freestyle-world-record-2024-07-31/", "China's Pan wins 100m freestyle gold in world record time - Reuters",
             "Pan touched in 46.40 seconds, more than a second clear of Australia's Kyle Chalmers ...", "Jul 31, 2024"),
            ("https://www.swimswam.com/pan-zhanle-46-80-world-record-100-free-doha/", "Pan Zhanle Breaks 100 Free World Record With 46.80 Relay Lead-Off - SwimSwam",
             "Pan Zhanle led off China's 4x100 free relay in 46.80 at the 2024 World Championships in Doha, breaking David Popovici's 46.86 ...", "Feb 11, 2024"),
            ("https://www.olympics.com/en/news/paris-2024-swimming-pan-zhanle-world-record", "Pan Zhanle sets world record in 100m freestyle - Olympics.com",
             "The 19-year-old became China's first Olympic champion in the event ...", "Jul 31, 2024"),
            ("https://en.wikipedia.org/wiki/World_record_progression_400_metres_individual_medley", "World record progression 400 metres individual medley - Wikipedia",
             "Léon Marchand swam 4:02.50 at the 2023 World Aquatics Championships in Fukuoka, breaking Michael Phelps's 2008 record of 4:03.84 ...", "N/A"),
            ("https://www.worldaquatics.com/news/3650123/marchand-breaks-phelps-last-individual-world-record", "Marchand breaks Phelps' last individual world record | World Aquatics",
             "Léon Marchand clocked 4:02.50 in the 400m IM final in Fukuoka ...", "Jul 23, 2023"),
            ("https://www.nytimes.com/2023/07/23/sports/olympics/leon-marchand-michael-phelps-record.html", "Léon Marchand Breaks Michael Phelps's Last Individual World Record - NYT",
             "The 21-year-old Frenchman, coached by Bob Bowman, took more than a second off Phelps's record ...", "Jul 23, 2023"),
            ("https://www.swimswam.com/leon-marchand-4-02-50-world-record-400-im/", "Léon Marchand Breaks Phelps' 400 IM World Record With 4:02.50 - SwimSwam",
             "Splits: 54.71 fly, 1:02.28 back, 1:08.24 breast, 57.27 free ...", "Jul 23, 2023"),
            ("https://www.olympics.com/en/news/leon-marchand-400m-im-paris-2024-olympic-record", "Marchand wins 400m IM gold in Olympic record 4:02.95 - Olympics.com",
             "Marchand won his first Olympic gold in 4:02.95, just off his own world record ...", "Jul 28, 2024"),
            ("https://www.reddit.com/r/Swimming/comments/157ng8y/marchand_4_0250/", "Marchand 4:02.50 : r/Swimming",
             "Phelps's 4:03.84 stood for 15 years ...", "Jul 23, 2023"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_world_records_in_swimming", "Men's long course world records, especially 100 free and 400 IM"),
         """# List of world records in swimming

The world records in swimming are ratified by World Aquatics (formerly FINA). Records can be set in long course (50 metres) or short course (25 metres) pools.

## Long course (50 m) — Men

| Event | Time | Name | Nationality | Date | Meet | Location |
| --- | --- | --- | --- | --- | --- | --- |
| 50 m freestyle | 20.91 | César Cielo | Brazil | 18 December 2009 | Brazilian Championships | São Paulo, Brazil |
| 100 m freestyle | 46.40 | Pan Zhanle | China | 31 July 2024 | Olympic Games | Paris, France |
| 200 m freestyle | 1:42.00 | Paul Biedermann | Germany | 28 July 2009 | World Championships | Rome, Italy |
| 400 m freestyle | 3:40.07 | Paul Biedermann | Germany | 26 July 2009 | World Championships | Rome, Italy |
| 800 m freestyle | 7:32.12 | Zhang Lin | China | 29 July 2009 | World Championships | Rome, Italy |
| 1500 m freestyle | 14:30.67 | Bobby Finke | United States | 4 August 2024 | Olympic Games | Paris, France |
| 100 m backstroke | 51.60 | Thomas Ceccon | Italy | 20 June 2022 | World Championships | Budapest, Hungary |
| 200 m backstroke | 1:51.92 | Aaron Peirsol | United States | 31 July 2009 | World Championships | Rome, Italy |
| 100 m breaststroke | 56.88 | Adam Peaty | Great Britain | 21 July 2019 | World Championships | Gwangju, South Korea |
| 200 m breaststroke | 2:05.48 | Qin Haiyang | China | 28 July 2023 | World Championships | Fukuoka, Japan |
| 100 m butterfly | 49.45 | Caeleb Dressel | United States | 31 July 2021 | Olympic Games | Tokyo, Japan |
| 200 m butterfly | 1:50.34 | Kristóf Milák | Hungary | 21 June 2022 | World Championships | Budapest, Hungary |
| 200 m individual medley | 1:54.00 | Ryan Lochte | United States | 28 July 2011 | World Championships | Shanghai, China |
| 400 m individual medley | 4:02.50 | Léon Marchand | France | 23 July 2023 | World Championships | Fukuoka, Japan |
| 4 × 100 m freestyle relay | 3:08.24 | United States | | 11 August 2008 | Olympic Games | Beijing, China |
| 4 × 100 m medley relay | 3:26.78 | United States | | 1 August 2021 | Olympic Games | Tokyo, Japan |

## Notes

- Pan Zhanle first broke the 100 m freestyle record with 46.80 leading off China's relay at the 2024 World Championships in Doha (11 February 2024), then lowered it to 46.40 in the Olympic final.
- Marchand's 4:02.50 broke Michael Phelps's record of 4:03.84 from the 2008 Olympic Games, which was the last individual long-course world record held by Phelps."""),
        (add(m1), added(*m1)),
        (extract("https://www.worldaquatics.com/swimming/records?recordType=WR&eventTypeId=&region=&countryId=&gender=M&pool=LCM", "Official records database entries for men's LCM 100 free and 400 IM"),
         """# Records — Swimming

Filters: Record type **World Records** · Gender **Men** · Pool **Long Course (50m)** · Sorted by **date (newest first)**

| Event | Athlete | NAT | Time | Date | Competition | City |
| --- | --- | --- | --- | --- | --- | --- |
| Men 1500m Freestyle | FINKE Bobby | USA | 14:30.67 | 04 Aug 2024 | Olympic Games Paris 2024 | Paris (FRA) |
| Men 100m Freestyle | PAN Zhanle | CHN | 46.40 | 31 Jul 2024 | Olympic Games Paris 2024 | Paris (FRA) |
| Men 200m Breaststroke | QIN Haiyang | CHN | 2:05.48 | 28 Jul 2023 | World Aquatics Championships 2023 | Fukuoka (JPN) |
| Men 400m Individual Medley | MARCHAND Leon | FRA | 4:02.50 | 23 Jul 2023 | World Aquatics Championships 2023 | Fukuoka (JPN) |
| Men 200m Butterfly | MILAK Kristof | HUN | 1:50.34 | 21 Jun 2022 | FINA World Championships 2022 | Budapest (HUN) |
| Men 100m Backstroke | CECCON Thomas | ITA | 51.60 | 20 Jun 2022 | FINA World Championships 2022 | Budapest (HUN) |
| Men 100m Butterfly | DRESSEL Caeleb | USA | 49.45 | 31 Jul 2021 | Olympic Games Tokyo 2020 | Tokyo (JPN) |
| Men 100m Breaststroke | PEATY Adam | GBR | 56.88 | 21 Jul 2019 | FINA World Championships 2019 | Gwangju (KOR) |
| Men 200m Individual Medley | LOCHTE Ryan | USA | 1:54.00 | 28 Jul 2011 | FINA World Championships 2011 | Shanghai (CHN) |
| Men 50m Freestyle | CIELO Cesar | BRA | 20.91 | 18 Dec 2009 | Brazilian Championships | Sao Paulo (BRA) |

Showing 10 of 17 records · Page 1 of 2

Record details — Men 100m Freestyle: splits 22.28 / 46.40 (reaction time 0.62). Men 400m Individual Medley: splits 54.71 / 1:56.99 / 3:05.23 / 4:02.50."""),
        (search("Pan Zhanle 46.40 Paris 2024 final margin Chalmers"), sr(
            ("https://www.reuters.com/sports/olympics/swimming-china-pan-zhanle-100m-freestyle-world-record-2024-07-31/", "China's Pan wins 100m freestyle gold in world record time - Reuters",
             "Pan touched in 46.40 seconds, 1.08 clear of Australia's Kyle Chalmers (47.48), with Romania's David Popovici third in 47.49 ...", "Jul 31, 2024"),
            ("https://www.olympics.com/en/paris-2024/results/swimming/men-100m-freestyle/fnl-000100--", "Men's 100m Freestyle Final Results - Paris 2024",
             "1 PAN Zhanle CHN 46.40 WR; 2 CHALMERS Kyle AUS 47.48; 3 POPOVICI David ROU 47.49 ...", "Jul 31, 2024"),
            ("https://www.swimmingworldmagazine.com/news/pan-zhanle-46-40-world-record-100-free/", "Pan Zhanle Blasts 46.40 World Record in 100 Free - Swimming World",
             "The biggest winning margin in the Olympic 100 free since 1972 ...", "Jul 31, 2024"),
            ("https://www.abc.net.au/news/2024-08-01/kyle-chalmers-silver-100m-freestyle-paris/104168302", "Kyle Chalmers takes silver behind Pan's world record - ABC News",
             "Chalmers adds a silver to his 2016 gold and 2021 silver in the event ...", "Aug 1, 2024"),
            ("https://www.theguardian.com/sport/article/2024/jul/31/pan-zhanle-world-record-100m-freestyle-paris-olympics", "Pan Zhanle wins 100m freestyle with stunning world record - The Guardian",
             "The margin of victory, more than a second, drew comparisons with ...", "Jul 31, 2024"),
            ("https://www.swimswam.com/pan-zhanle-destroys-world-record-46-40-olympic-100-free/", "Pan Zhanle Destroys World Record In 46.40 - SwimSwam",
             "Pan's 46.40 is 0.40 faster than his own 46.80 from Doha ...", "Jul 31, 2024"),
            ("https://www.scmp.com/sport/china/article/3272568/pan-zhanle-olympic-gold-world-record", "Pan Zhanle wins Olympic gold with world record - SCMP",
             "The 19-year-old from Wenzhou becomes China's first men's 100m freestyle Olympic champion ...", "Aug 1, 2024"),
            ("https://www.nbcolympics.com/news/pan-zhanle-wins-100m-freestyle-world-record", "Pan Zhanle wins 100m freestyle in world record - NBC Olympics",
             "USA's Jack Alexy finished fifth ...", "Jul 31, 2024"),
            ("https://www.reddit.com/r/Swimming/comments/1eglkxz/pan_zhanle_4640/", "Pan Zhanle 46.40 : r/Swimming",
             "Over a body length ahead of Chalmers ...", "Jul 31, 2024"),
            ("https://www.xinhuanet.com/english/20240801/pan-zhanle-world-record/", "Pan Zhanle breaks world record to win men's 100m freestyle - Xinhua",
             "Pan clocked 46.40 seconds at La Defense Arena ...", "Aug 1, 2024"),
        )),
        (upd(m2), updated(*m2)),
        (get("wr_100free_m", "wr_400im_m"), dump({"wr_100free_m": m2["wr_100free_m"], "wr_400im_m": m1["wr_400im_m"]})),
    ]
    rs.add(task="search", tid="h41-search-07", system=system("What are the current men's long-course world records in the 100 m freestyle and the 400 m individual medley, and who holds them?"),
           turns=turns, state=empty_state(), bad=False)


# Volcanic eruption reports (search, extract, memory) — bad
def t08(rs: RowSet) -> None:
    m1 = {"sundhnukur_count": "9 eruptions on the Sundhnúkur crater row since 18 Dec 2023; latest began 16 Jul 2025 (ongoing)",
          "reykjanes_total": "12 eruptions on the Reykjanes Peninsula since 2021 (3 at Fagradalsfjall: 2021, 2022, 2023 + 9 Sundhnúkur)"}
    m2 = {"sundhnukur_count": "9 eruptions on the Sundhnúkur crater row since 18 Dec 2023; latest began 16 Jul 2025 at ~03:56 (IMO), fissure ~2.4 km; Grindavík and Blue Lagoon evacuated"}
    m3 = {"blue_lagoon_status": "Blue Lagoon closed 16 Jul 2025 as precaution; reopened 22 Jul 2025 (per RÚV)"}
    turns = [
        (search("Sundhnúkur eruption July 2025 ninth since December 2023"), sr(
            ("https://en.wikipedia.org/wiki/2023%E2%80%932025_Sundhn%C3%BAkur_eruptions", "2023–2025 Sundhnúkur eruptions - Wikipedia",
             "A series of fissure eruptions on the Sundhnúkur crater row north of Grindavík began on 18 December 2023. The ninth eruption began on 16 July 2025 ...", "N/A"),
            ("https://en.vedur.is/about-imo/news/eruption-has-started-on-the-sundhnukur-crater-row-16-july-2025", "Eruption has started on the Sundhnúkur crater row | Icelandic Meteorological Office",
             "An eruption began at 03:56 this morning on the Sundhnúkur crater row. The fissure is estimated to be about 2.4 km long ...", "Jul 16, 2025"),
            ("https://www.ruv.is/english/2025-07-16-eruption-begins-on-reykjanes-peninsula-448201", "Eruption begins on Reykjanes Peninsula - RÚV English",
             "This is the ninth eruption on the Sundhnúkur crater row since December 2023 and the twelfth on the peninsula since 2021 ...", "Jul 16, 2025"),
            ("https://www.reuters.com/world/europe/volcano-erupts-icelands-reykjanes-peninsula-2025-07-16/", "Volcano erupts on Iceland's Reykjanes peninsula - Reuters",
             "Authorities evacuated the town of Grindavik and the Blue Lagoon spa; flights at Keflavik airport were not affected ...", "Jul 16, 2025"),
            ("https://www.icelandreview.com/news/eruption-sundhnukur-july-2025/", "Eruption on Sundhnúkur crater row - Iceland Review",
             "Lava is flowing east and south-east from the fissure, away from Grindavík's defences ...", "Jul 16, 2025"),
            ("https://grapevine.is/news/2025/07/16/new-eruption-reykjanes/", "New eruption on the Reykjanes peninsula - The Reykjavík Grapevine",
             "The eruption began shortly before 4am, after months of magma accumulation beneath Svartsengi ...", "Jul 16, 2025"),
            ("https://www.bbc.com/news/articles/c0kjqz1d2v7o", "Iceland volcano erupts again near Grindavik - BBC News",
             "It is the latest in a series of eruptions on the peninsula since 2021 ...", "Jul 16, 2025"),
            ("https://www.mbl.is/frettir/innlent/2025/07/16/eldgos_hafid/", "Eldgos hafið við Sundhnúksgígaröð - mbl.is",
             "Níunda gosið á Sundhnúksgígaröðinni frá því í desember 2023 ...", "Jul 16, 2025"),
            ("https://volcano.si.edu/volcano.cfm?vn=371030", "Global Volcanism Program | Reykjanes",
             "Weekly reports: eruptive activity at the Sundhnúkur crater row resumed on 16 July ...", "Jul 23, 2025"),
            ("https://www.reddit.com/r/Iceland/comments/1m17x1f/eruption_started/", "Eruption started : r/Iceland",
             "Number 9 on Sundhnúkur. Webcams are showing it nicely from Þorbjörn ...", "Jul 16, 2025"),
        )),
        (extract("https://en.wikipedia.org/wiki/2023%E2%80%932025_Sundhn%C3%BAkur_eruptions", "List of all eruptions with start and end dates"),
         """# 2023–2025 Sundhnúkur eruptions

From Wikipedia, the free encyclopedia

| 2023–2025 Sundhnúkur eruptions | |
| --- | --- |
| Volcano | Svartsengi volcanic system |
| Start date | 18 December 2023 |
| Type | Fissure eruption |
| Location | Reykjanes Peninsula, Iceland |
| Impact | Evacuation of Grindavík; destruction of three houses (January 2024); damage to roads and the Njarðvík hot water pipeline |

Since December 2023, a series of fissure eruptions has occurred on the **Sundhnúkur crater row**, north of the town of Grindavík, within the Svartsengi volcanic system. They follow three eruptions in the nearby Fagradalsfjall area in 2021, 2022 and 2023, and are part of a new volcanic period on the Reykjanes Peninsula after roughly 800 years of quiescence.

## Eruptions

| No. | Start | End | Duration | Notes |
| --- | --- | --- | --- | --- |
| 1 | 18 December 2023 | 21 December 2023 | 3 days | 4 km fissure; most vigorous at onset |
| 2 | 14 January 2024 | 16 January 2024 | 2 days | Fissure opened inside the defences; three houses in Grindavík destroyed |
| 3 | 8 February 2024 | 9 February 2024 | 1 day | Lava cut the hot water pipeline to Suðurnes |
| 4 | 16 March 2024 | 9 May 2024 | 54 days | Largest by volume at the time |
| 5 | 29 May 2024 | 22 June 2024 | 24 days | Lava reached Grindavíkurvegur |
| 6 | 22 August 2024 | 5 September 2024 | 14 days | Largest lava field of the series |
| 7 | 20 November 2024 | 9 December 2024 | 19 days | Lava flowed over the Blue Lagoon parking area |
| 8 | 1 April 2025 | 1 April 2025 | ~6 hours | Small fissure also opened inside the Grindavík defences |
| 9 | 16 July 2025 | ongoing | — | Began at 03:56; fissure about 2.4 km long |

Counting the Fagradalsfjall eruptions, the July 2025 eruption is the twelfth on the Reykjanes Peninsula since 2021.

## Response

Grindavík, a town of about 3,700 people, was evacuated on 10 November 2023 after intense seismicity and ground deformation indicated the formation of a magma-filled dike beneath the town. Defensive earthen barriers were built around the Svartsengi power plant, the Blue Lagoon and Grindavík."""),
        (add(m1), added(*m1)),
        (search("Icelandic Met Office Sundhnúkur eruption 16 July 2025 update"), sr(
            ("https://en.vedur.is/about-imo/news/eruption-has-started-on-the-sundhnukur-crater-row-16-july-2025", "Eruption has started on the Sundhnúkur crater row | Icelandic Meteorological Office",
             "An eruption began at 03:56 on the Sundhnúkur crater row. Updated with latest observations of lava flow and gas pollution ...", "Jul 16, 2025"),
            ("https://en.vedur.is/about-imo/news/update-on-the-eruption-on-the-sundhnukur-crater-row", "Update on the eruption on the Sundhnúkur crater row | IMO",
             "Activity has concentrated in two vents; gas pollution may be noticeable in the capital area ...", "Jul 19, 2025"),
            ("https://en.vedur.is/volcanoes/volcanic-hazards/gas-pollution/", "Gas pollution forecast | IMO",
             "SO2 dispersion forecast for the Reykjanes peninsula and the capital area ...", "N/A"),
            ("https://www.almannavarnir.is/english/", "Department of Civil Protection and Emergency Management",
             "Grindavík evacuated; access restricted to residents during daytime ...", "Jul 16, 2025"),
            ("https://www.ruv.is/english/2025-07-18-eruption-continues-two-vents-active-449003", "Eruption continues, two vents active - RÚV English",
             "The eruption is steady; blue haze reported in Reykjavík ...", "Jul 18, 2025"),
            ("https://icelandmonitor.mbl.is/news/news/2025/07/16/eruption_underway/", "Eruption underway on Reykjanes - Iceland Monitor",
             "The fissure opened just east of Sundhnúkur ...", "Jul 16, 2025"),
            ("https://www.visir.is/g/20252750031d/eldgosid", "Eldgosið í beinni - Vísir",
             "Beint streymi frá gosstöðvunum ...", "Jul 16, 2025"),
            ("https://en.vedur.is/earthquakes-and-volcanism/earthquakes/reykjanespeninsula/", "Earthquakes — Reykjanes peninsula | IMO",
             "Real-time map of earthquakes in the last 48 hours ...", "N/A"),
            ("https://www.safetravel.is/alerts", "Alerts | Safetravel.is",
             "Eruption near Grindavík: the area is closed to the public ...", "Jul 16, 2025"),
            ("https://www.reddit.com/r/VolcanoPorn/comments/1m1c0tq/reykjanes_eruption_july_16/", "Reykjanes eruption, July 16 : r/VolcanoPorn",
             "Drone shot from this morning ...", "Jul 16, 2025"),
        )),
        (extract("https://en.vedur.is/about-imo/news/eruption-has-started-on-the-sundhnukur-crater-row-16-july-2025", "Start time, fissure length, evacuations"),
         """# Eruption has started on the Sundhnúkur crater row

*Updated 16 July 2025 at 11:20 UTC*

**An eruption began at 03:56 this morning on the Sundhnúkur crater row.** A seismic swarm started at 03:36, and the eruption was detected a few minutes later on web cameras and by the Coast Guard's surveillance flight.

- The fissure is estimated to be about **2.4 km long**, extending from east of Sundhnúkur toward Stóra-Skógfell.
- Lava is flowing mainly to the east and south-east, away from Grindavík and the Svartsengi power plant.
- Grindavík and the Blue Lagoon were evacuated as a precaution; about 20 houses in Grindavík were occupied overnight.
- The aviation colour code for the Reykjanes volcanic system was raised to orange and later lowered; Keflavík International Airport is operating normally.

## Background

Magma had been accumulating beneath Svartsengi since the eruption on 1 April 2025. Models indicated that the volume of accumulated magma had exceeded the amount that drained in the previous events, and IMO had warned that an eruption could begin with little notice.

## Hazard assessment

The hazard assessment map has been updated and is valid until 22 July unless circumstances change. The greatest hazard is near the eruptive fissure: lava flow, gas pollution and ground fractures. Gas pollution may reach the capital area depending on wind direction.

IMO will continue to monitor the activity and provide updates."""),
        (upd(m2), updated(*m2)),
        (search("Reykjanes peninsula eruptions since 2021 list Fagradalsfjall Litli-Hrútur"), sr(
            ("https://en.wikipedia.org/wiki/2021%E2%80%932025_Reykjanes_Peninsula_eruptions", "2021–present Reykjanes Peninsula eruptions - Wikipedia",
             "Eruptions at Fagradalsfjall (March 2021, August 2022, July 2023 at Litli-Hrútur) were followed by a series on the Sundhnúkur crater row from December 2023 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Fagradalsfjall", "Fagradalsfjall - Wikipedia",
             "Fagradalsfjall erupted on 19 March 2021 after about 800 years; further eruptions occurred in August 2022 (Meradalir) and July 2023 (Litli-Hrútur) ...", "N/A"),
            ("https://www.icelandreview.com/news/timeline-reykjanes-eruptions/", "Timeline: the Reykjanes eruptions since 2021 - Iceland Review",
             "From the first lava at Geldingadalir to the latest fissure at Sundhnúkur ...", "Jul 17, 2025"),
            ("https://www.guidetoiceland.is/connect-with-locals/regina/reykjanes-eruptions", "All the Reykjanes Eruptions Explained - Guide to Iceland",
             "A visitor-friendly overview of each eruption and which ones you could hike to ...", "May 2, 2025"),
            ("https://earthice.hi.is/eruptions_reykjanes", "Reykjanes eruptions - Institute of Earth Sciences, University of Iceland",
             "Lava volumes and areas for each eruption, 2021–2025 ...", "N/A"),
            ("https://www.nature.com/articles/s41586-022-04981-1", "Deep-sourced magma feeds the Fagradalsfjall eruption - Nature",
             "Geochemistry of the 2021 Fagradalsfjall eruption ...", "Sep 14, 2022"),
            ("https://www.ruv.is/english/2023-07-10-eruption-begins-at-litli-hrutur", "Eruption begins at Litli-Hrútur - RÚV English",
             "The third eruption in the Fagradalsfjall area in three years ...", "Jul 10, 2023"),
            ("https://volcano.si.edu/volcano.cfm?vn=371030", "Global Volcanism Program | Reykjanes",
             "Eruptive history of the Reykjanes volcanic system; weekly reports since 2021 ...", "Jul 23, 2025"),
            ("https://www.smithsonianmag.com/science-nature/reykjanes-new-volcanic-era-180983660/", "Iceland's Reykjanes Peninsula Enters a New Volcanic Era - Smithsonian",
             "Scientists say the eruptions could continue for decades or centuries ...", "Feb 5, 2024"),
            ("https://www.reddit.com/r/geology/comments/1j9fagr/reykjanes_eruption_count/", "How many Reykjanes eruptions have there been? : r/geology",
             "3 at Fagradalsfjall + the Sundhnúkur series, depends how you count the Dec 2023 one ...", "Mar 12, 2025"),
        )),
        (extract("https://www.icelandreview.com/news/timeline-reykjanes-eruptions/", "Timeline and count of the eruptions"),
         """# Timeline: the Reykjanes eruptions since 2021

*Iceland Review · 17 July 2025*

Early on Wednesday morning, 16 July, lava once again broke the surface on the Reykjanes peninsula. The eruption, which began at 03:56, is the **eighth eruption on the Sundhnúkur crater row since December 2023**, and comes three and a half months after the brief eruption of 1 April, which lasted only about six hours.

## Fagradalsfjall (2021–2023)

- **19 March 2021 – 18 September 2021:** Geldingadalir. The first eruption on the peninsula in about 800 years drew hundreds of thousands of visitors over six months.
- **3 – 21 August 2022:** Meradalir. A shorter eruption a short walk from the 2021 lava field.
- **10 July – 5 August 2023:** Litli-Hrútur. Moss fires and gas pollution closed the hiking trails on several days.

## Sundhnúkur crater row (2023–2025)

- **18 December 2023:** A 4 km fissure opened north of Grindavík, which had been evacuated in November.
- **14 January 2024:** Lava entered Grindavík; three houses were destroyed.
- **8 February 2024:** Lava cut the hot water pipeline, leaving Suðurnes without heating for days.
- **16 March 2024:** The longest eruption of the series so far, lasting until early May.
- **29 May 2024:** Lava crossed the road to Grindavík.
- **22 August 2024:** The largest lava field of the series.
- **20 November 2024:** Lava reached the Blue Lagoon's car park.
- **1 April 2025:** A short eruption, with a fissure opening inside the Grindavík barriers.
- **16 July 2025:** The current eruption, from a fissure about 2.4 km long east of Sundhnúkur.

## What next?

Scientists at the Icelandic Meteorological Office say magma continues to accumulate beneath Svartsengi, and the pattern of eruptions every few months may continue. Grindavík remains largely uninhabited."""),
        (search("Blue Lagoon reopen July 2025 eruption Grindavík"), sr(
            ("https://www.bluelagoon.com/alerts", "Operational status | Blue Lagoon Iceland",
             "The Blue Lagoon reopened on 22 July 2025. We continue to monitor the situation in close cooperation with authorities ...", "Jul 22, 2025"),
            ("https://www.ruv.is/english/2025-07-22-blue-lagoon-reopens-450112", "Blue Lagoon reopens after eruption closure - RÚV English",
             "The Blue Lagoon, closed since the eruption began on 16 July, reopened today ...", "Jul 22, 2025"),
            ("https://icelandmonitor.mbl.is/news/news/2025/07/22/blue_lagoon_reopens/", "Blue Lagoon reopens - Iceland Monitor",
             "Gas levels at the site are being monitored continuously ...", "Jul 22, 2025"),
            ("https://www.grindavik.is/english", "Grindavík town - information in English",
             "Access to Grindavík is open to residents and businesses; the town is not recommended for overnight stays ...", "Jul 21, 2025"),
            ("https://www.almannavarnir.is/english/news/blue-lagoon-evacuation-lifted-22-july-2025/", "Evacuation order for the Blue Lagoon lifted - Civil Protection",
             "Evacuation orders for the Blue Lagoon lifted ...", "Jul 22, 2025"),
            ("https://grapevine.is/news/2025/07/22/blue-lagoon-open-again/", "Blue Lagoon open again - The Reykjavík Grapevine",
             "The spa reopened after six days ...", "Jul 22, 2025"),
            ("https://www.tripadvisor.com/ShowTopic-g189970-i1612-k14807433-Blue_Lagoon_eruption_July_2025.html", "Blue Lagoon eruption July 2025 - Tripadvisor forum",
             "Our booking for the 20th was cancelled and refunded ...", "Jul 19, 2025"),
            ("https://www.safetravel.is/alerts/blue-lagoon-open-22-july-2025", "Blue Lagoon open again | Safetravel.is",
             "The eruption site is closed; Blue Lagoon open ...", "Jul 22, 2025"),
            ("https://www.icelandreview.com/news/blue-lagoon-reopening-july-2025/", "Blue Lagoon to reopen Tuesday - Iceland Review",
             "Authorities agreed the spa can reopen on 22 July ...", "Jul 21, 2025"),
            ("https://www.reddit.com/r/VisitingIceland/comments/1m5p0kw/blue_lagoon_open/", "Is Blue Lagoon open? : r/VisitingIceland",
             "Reopened today, we just went, smelled a bit of sulphur but fine ...", "Jul 22, 2025"),
        )),
        (add(m3), added(*m3)),
    ]
    rs.add(task="search", tid="h41-search-08", system=system("How many eruptions have there been on the Sundhnúkur crater row since December 2023, and when did the latest one begin?"),
           turns=turns, state=empty_state(), bad=True, turn=8, kind="eruption ordinal contradicts the count given by earlier pages and the page's own list")


# Cannes Palme d'Or history (search, extract, memory) — bad
def t09(rs: RowSet) -> None:
    m1 = {"two_time_winners": "Alf Sjöberg (1946, 1951); Francis Ford Coppola (1974, 1979); Shōhei Imamura (1983, 1997); Emir Kusturica (1985, 1995); Bille August (1988, 1992); Jean-Pierre & Luc Dardenne (1999, 2005); Ken Loach (2006, 2016); Michael Haneke (2009, 2012); Ruben Östlund (2017, 2022)",
          "palme_2024": "Anora – Sean Baker (77th festival; jury president Greta Gerwig)",
          "palme_2025": "It Was Just an Accident – Jafar Panahi (78th festival; jury president Juliette Binoche)"}
    turns = [
        (search("Palme d'Or 2025 winner Jafar Panahi", "directors who won the Palme d'Or twice list"), sr(
            ("https://www.festival-cannes.com/en/2025/palmares-of-the-78th-festival-de-cannes/", "Palmarès of the 78th Festival de Cannes - Festival de Cannes",
             "Palme d'or: UN SIMPLE ACCIDENT (IT WAS JUST AN ACCIDENT) directed by Jafar PANAHI ...", "May 24, 2025"),
            ("https://variety.com/2025/film/awards/cannes-2025-palme-dor-jafar-panahi-it-was-just-an-accident-1236407013/", "Jafar Panahi's 'It Was Just an Accident' Wins Cannes Palme d'Or - Variety",
             "The Iranian filmmaker, who was barred from leaving Iran for years, accepted the prize in person ...", "May 24, 2025"),
            ("https://www.theguardian.com/film/2025/may/24/cannes-2025-palme-dor-jafar-panahi", "Cannes 2025: Jafar Panahi wins Palme d'Or - The Guardian",
             "Juliette Binoche's jury gave the top prize to Panahi's revenge drama ...", "May 24, 2025"),
            ("https://www.nytimes.com/2025/05/24/movies/cannes-film-festival-winners-palme-dor.html", "Jafar Panahi Wins Palme d'Or at Cannes - The New York Times",
             "Panahi has now won the top prizes at Cannes, Berlin and Venice ...", "May 24, 2025"),
            ("https://www.hollywoodreporter.com/movies/movie-news/cannes-2025-winners-list-1236225003/", "Cannes 2025 Winners List - The Hollywood Reporter",
             "Grand Prix: Sentimental Value (Joachim Trier) ...", "May 24, 2025"),
            ("https://en.wikipedia.org/wiki/Palme_d%27Or", "Palme d'Or - Wikipedia",
             "Directors who have won twice include Francis Ford Coppola, Shōhei Imamura, Emir Kusturica, Bille August, the Dardenne brothers, Michael Haneke, Ken Loach and Ruben Östlund ...", "N/A"),
            ("https://www.indiewire.com/features/general/palme-dor-two-time-winners-list-1234735601/", "Every Director Who Has Won Two Palmes d'Or - IndieWire",
             "Ruben Östlund joined the club in 2022 with Triangle of Sadness, five years after The Square ...", "May 29, 2022"),
            ("https://www.bfi.org.uk/lists/palme-dor-winners-every-film", "Every Palme d'Or winner ranked - BFI",
             "From The Third Man to Anora, every winner of Cannes's top prize ...", "Jun 3, 2024"),
            ("https://www.screendaily.com/news/palme-dor-double-winners/5171210.article", "Palme d'Or double winners - Screen Daily",
             "A look at the directors who have taken the Palme twice ...", "May 28, 2022"),
            ("https://www.reddit.com/r/TrueFilm/comments/v0t2hx/two_time_palme_dor_winners/", "Two-time Palme d'Or winners : r/TrueFilm",
             "Does Sjöberg count since it was the Grand Prix back then? ...", "May 29, 2022"),
        )),
        (extract("https://en.wikipedia.org/wiki/Palme_d%27Or", "Two-time winners and recent winners with years"),
         """# Palme d'Or

From Wikipedia, the free encyclopedia

The **Palme d'Or** (English: Golden Palm) is the highest prize awarded to the director of the best feature film of the Official Competition at the Cannes Film Festival. It was introduced in 1955 by the festival's organising committee. From 1939 to 1954, and again from 1964 to 1974, the top prize was the *Grand Prix du Festival International du Film*.

## Multiple winners

Nine directors (counting the Dardenne brothers once) have won the top prize twice:

| Director | First win | Year | Second win | Year |
| --- | --- | --- | --- | --- |
| Alf Sjöberg | *Torment* | 1946 | *Miss Julie* | 1951 |
| Francis Ford Coppola | *The Conversation* | 1974 | *Apocalypse Now* | 1979 |
| Shōhei Imamura | *The Ballad of Narayama* | 1983 | *The Eel* | 1997 |
| Emir Kusturica | *When Father Was Away on Business* | 1985 | *Underground* | 1995 |
| Bille August | *Pelle the Conqueror* | 1988 | *The Best Intentions* | 1992 |
| Jean-Pierre and Luc Dardenne | *Rosetta* | 1999 | *L'Enfant* | 2005 |
| Ken Loach | *The Wind That Shakes the Barley* | 2006 | *I, Daniel Blake* | 2016 |
| Michael Haneke | *The White Ribbon* | 2009 | *Amour* | 2012 |
| Ruben Östlund | *The Square* | 2017 | *Triangle of Sadness* | 2022 |

## Recent winners

| Year | Film | Director | Country | Jury president |
| --- | --- | --- | --- | --- |
| 2019 | *Parasite* | Bong Joon-ho | South Korea | Alejandro González Iñárritu |
| 2020 | *Festival cancelled (COVID-19 pandemic)* | — | — | — |
| 2021 | *Titane* | Julia Ducournau | France | Spike Lee |
| 2022 | *Triangle of Sadness* | Ruben Östlund | Sweden | Vincent Lindon |
| 2023 | *Anatomy of a Fall* | Justine Triet | France | Ruben Östlund |
| 2024 | *Anora* | Sean Baker | United States | Greta Gerwig |
| 2025 | *It Was Just an Accident* | Jafar Panahi | Iran | Juliette Binoche |

Jane Campion (*The Piano*, 1993, shared with *Farewell My Concubine*) was the first woman to win; Julia Ducournau became the second in 2021 and Justine Triet the third in 2023."""),
        (add(m1), added(*m1)),
        (search("Ruben Östlund second Palme d'Or Triangle of Sadness 2022 The Square"), sr(
            ("https://variety.com/2022/film/awards/triangle-of-sadness-palme-dor-ruben-ostlund-1235279017/", "'Triangle of Sadness' Wins Palme d'Or at Cannes - Variety",
             "Ruben Östlund wins his second Palme d'Or, five years after 'The Square' ...", "May 28, 2022"),
            ("https://www.theguardian.com/film/2022/may/28/triangle-of-sadness-ruben-ostlund-palme-dor-cannes", "Ruben Östlund wins second Palme d'Or for Triangle of Sadness - The Guardian",
             "The Swedish director joins a select group of two-time winners ...", "May 28, 2022"),
            ("https://en.wikipedia.org/wiki/Triangle_of_Sadness", "Triangle of Sadness - Wikipedia",
             "Triangle of Sadness is a 2022 satirical black comedy film written and directed by Ruben Östlund ... won the Palme d'Or at the 2022 Cannes Film Festival ...", "N/A"),
            ("https://en.wikipedia.org/wiki/The_Square_(2017_film)", "The Square (2017 film) - Wikipedia",
             "The Square is a 2017 satirical drama film ... It won the Palme d'Or at the 2017 Cannes Film Festival ...", "N/A"),
            ("https://www.hollywoodreporter.com/movies/movie-news/cannes-2022-winners-list-1235155217/", "Cannes 2022 Winners: 'Triangle of Sadness' Takes Palme d'Or - THR",
             "Vincent Lindon's jury awarded the top prize to Östlund's satire ...", "May 28, 2022"),
            ("https://www.screendaily.com/news/ruben-ostlund-second-palme-dor/5171195.article", "Ruben Östlund wins second Palme d'Or - Screen Daily",
             "Östlund becomes the ninth filmmaker to win twice ...", "May 28, 2022"),
            ("https://www.indiewire.com/features/general/palme-dor-two-time-winners-list-1234735601/", "Every Director Who Has Won Two Palmes d'Or - IndieWire",
             "Ruben Östlund joined the club in 2022 with Triangle of Sadness ...", "May 29, 2022"),
            ("https://www.dn.se/kultur/ruben-ostlund-vinner-guldpalmen-igen/", "Ruben Östlund vinner Guldpalmen igen - DN.se",
             "Östlund blir den första svenska regissören med två guldpalmer sedan Alf Sjöberg ...", "May 28, 2022"),
            ("https://www.rogerebert.com/festivals/cannes-2022-triangle-of-sadness", "Cannes 2022: Triangle of Sadness - RogerEbert.com",
             "Review from the Croisette ...", "May 22, 2022"),
            ("https://www.reddit.com/r/movies/comments/v00z5h/triangle_of_sadness_wins_palme_dor/", "Triangle of Sadness wins the Palme d'Or : r/movies",
             "Two Palmes in five years is insane ...", "May 28, 2022"),
        )),
        (extract("https://www.festival-cannes.com/en/2024/palmares-of-the-77th-festival-de-cannes/", "2024 award winners"),
         """# Palmarès of the 77th Festival de Cannes

*25 May 2024*

The Jury of the 77th Festival de Cannes, presided over by **Greta Gerwig** and composed of Ebru Ceylan, Lily Gladstone, Eva Green, Nadine Labaki, Juan Antonio Bayona, Pierfrancesco Favino, Kore-eda Hirokazu and Omar Sy, awarded the following prizes during the Closing Ceremony:

## Feature films

| Award | Film | Director |
| --- | --- | --- |
| **Palme d'or** | *Anora* | Sean Baker |
| Grand Prix | *All We Imagine as Light* | Payal Kapadia |
| Jury Prize | *Emilia Pérez* | Jacques Audiard |
| Best Director | *Grand Tour* | Miguel Gomes |
| Best Actress | *Emilia Pérez* | Adriana Paz, Zoe Saldaña, Karla Sofía Gascón, Selena Gomez |
| Best Actor | *Kinds of Kindness* | Jesse Plemons |
| Best Screenplay | *The Substance* | Coralie Fargeat |
| Special Award | *The Seed of the Sacred Fig* | Mohammad Rasoulof |

## Other awards

- **Honorary Palme d'or:** Meryl Streep, George Lucas, Studio Ghibli
- **Caméra d'or:** *Armand* — Halfdan Ullmann Tøndel
- **Short Film Palme d'or:** *The Man Who Could Not Remain Silent* — Nebojša Slijepčević

The 77th Festival de Cannes took place from 14 to 25 May 2024."""),
        (extract("https://www.theguardian.com/film/2022/may/28/triangle-of-sadness-ruben-ostlund-palme-dor-cannes", "Context of Östlund's second win"),
         """# Ruben Östlund wins second Palme d'Or for Triangle of Sadness

*Peter Bradshaw and Andrew Pulver · Sat 28 May 2022 21.35 BST*

Swedish director Ruben Östlund has won the Palme d'Or at the 75th Cannes film festival for his satire *Triangle of Sadness*, becoming one of a small group of film-makers to have won the festival's top prize twice. His previous film, the art-world satire *The Square*, took the Palme d'Or in 2016.

The jury, chaired by French actor Vincent Lindon, gave the award to Östlund's scabrous comedy about a fashion-model couple on a luxury cruise that is wrecked by a storm, a drunken Marxist captain played by Woody Harrelson and, finally, a desert island where the social hierarchy is turned upside down.

> "We had a very clear goal to try to make a thrilling film for the audience and make them think," Östlund said on accepting the award.

## The other winners

- **Grand Prix:** *Close* (Lukas Dhont) and *Stars at Noon* (Claire Denis), shared
- **Best director:** Park Chan-wook, *Decision to Leave*
- **Best actress:** Zar Amir Ebrahimi, *Holy Spider*
- **Best actor:** Song Kang-ho, *Broker*
- **Best screenplay:** Tarik Saleh, *Boy from Heaven*
- **Jury prize:** *EO* (Jerzy Skolimowski) and *The Eight Mountains* (Felix van Groeningen and Charlotte Vandermeersch), shared
- **75th anniversary prize:** the Dardenne brothers, *Tori and Lokita*

Östlund joins Francis Ford Coppola, Michael Haneke, Ken Loach and the Dardenne brothers among double winners."""),
        (get("palme_2024"), dump({"palme_2024": m1["palme_2024"]})),
        (search("Jafar Panahi It Was Just an Accident Palme d'Or 2025 reaction"), sr(
            ("https://variety.com/2025/film/awards/cannes-2025-palme-dor-jafar-panahi-it-was-just-an-accident-1236407013/", "Jafar Panahi's 'It Was Just an Accident' Wins Cannes Palme d'Or - Variety",
             "Panahi, who attended Cannes for the first time in over 15 years, received a standing ovation ...", "May 24, 2025"),
            ("https://www.bbc.com/news/articles/c1wn7n0m5z8o", "Iranian director Jafar Panahi wins top prize at Cannes - BBC News",
             "Panahi dedicated the award to Iranian filmmakers who were unable to make films ...", "May 25, 2025"),
            ("https://www.lemonde.fr/en/culture/article/2025/05/24/jafar-panahi-wins-palme-d-or/", "Jafar Panahi wins Palme d'Or for 'A Simple Accident' - Le Monde",
             "Juliette Binoche's jury crowned the Iranian director's film ...", "May 24, 2025"),
            ("https://www.nytimes.com/2025/05/24/movies/cannes-film-festival-winners-palme-dor.html", "Jafar Panahi Wins Palme d'Or at Cannes - The New York Times",
             "With the Palme, Panahi has won the top prizes at the three major European festivals ...", "May 24, 2025"),
            ("https://www.theguardian.com/film/2025/may/24/cannes-2025-palme-dor-jafar-panahi", "Cannes 2025: Jafar Panahi wins Palme d'Or - The Guardian",
             "A gripping, morally charged revenge thriller takes the top prize ...", "May 24, 2025"),
            ("https://www.reuters.com/lifestyle/iranian-director-panahi-wins-cannes-palme-dor-2025-05-24/", "Iranian director Panahi wins Cannes Palme d'Or - Reuters",
             "Iran's foreign ministry summoned the French charge d'affaires after comments at the ceremony ...", "May 25, 2025"),
            ("https://www.indiewire.com/news/awards/cannes-2025-winners-list-palme-dor-1235126802/", "Cannes 2025 Winners: Panahi Takes Palme - IndieWire",
             "Full list of winners, including Grand Prix for Joachim Trier's Sentimental Value ...", "May 24, 2025"),
            ("https://www.screendaily.com/news/jafar-panahi-palme-dor-it-was-just-an-accident/5205522.article", "Jafar Panahi wins Palme d'Or - Screen Daily",
             "Neon acquired North American rights shortly after the festival ...", "May 24, 2025"),
            ("https://www.cahiersducinema.com/actualites/palme-d-or-2025-jafar-panahi/", "Palme d'or 2025 : Jafar Panahi - Cahiers du cinéma",
             "Un simple accident, tourné clandestinement ...", "May 25, 2025"),
            ("https://www.reddit.com/r/movies/comments/1kuv1z5/jafar_panahi_wins_the_palme_dor/", "Jafar Panahi wins the Palme d'Or : r/movies",
             "Well deserved, what a career ...", "May 24, 2025"),
        )),
    ]
    rs.add(task="search", tid="h41-search-09", system=system("Which directors have won the Palme d'Or twice, and which films won in 2024 and 2025?"),
           turns=turns, state=empty_state(), bad=True, turn=6, kind="year of an earlier-established Palme d'Or win shifts by one")


# Tallest buildings rankings (search, extract, memory) — clean
def t10(rs: RowSet) -> None:
    m1 = {"top5": "1 Burj Khalifa 828 m; 2 Merdeka 118 678.9 m; 3 Shanghai Tower 632 m; 4 Makkah Royal Clock Tower 601 m; 5 Ping An Finance Center 599.1 m"}
    m2 = {"under_construction": "Jeddah Tower, planned >1,000 m; construction resumed Jan 2025; completion targeted ~2028"}
    m3 = {"top5": "1 Burj Khalifa 828 m (2,717 ft); 2 Merdeka 118 678.9 m (2,227 ft; CTBUH lists 679 m); 3 Shanghai Tower 632 m (2,073 ft); 4 Makkah Royal Clock Tower 601 m (1,972 ft); 5 Ping An Finance Center 599.1 m (1,966 ft; CTBUH lists 599 m)"}
    turns = [
        (search("tallest buildings in the world 2025 list CTBUH"), sr(
            ("https://en.wikipedia.org/wiki/List_of_tallest_buildings", "List of tallest buildings - Wikipedia",
             "Burj Khalifa in Dubai has been the tallest building in the world since 2010, at 828 m. Merdeka 118 in Kuala Lumpur, completed in 2023, is second at 678.9 m ...", "N/A"),
            ("https://www.skyscrapercenter.com/buildings?list=tallest100-completed", "The 100 Tallest Completed Buildings in the World - The Skyscraper Center",
             "Burj Khalifa 828 m; Merdeka 118 679 m; Shanghai Tower 632 m; Makkah Royal Clock Tower 601 m; Ping An Finance Center 599 m ...", "N/A"),
            ("https://www.ctbuh.org/resource/tallest-buildings", "Tallest Buildings | CTBUH",
             "CTBUH maintains the criteria for measuring tall buildings: height to architectural top, occupied floor and tip ...", "N/A"),
            ("https://www.statista.com/statistics/262497/tallest-buildings-in-the-world/", "Tallest buildings in the world 2025 | Statista",
             "As of 2025, the Burj Khalifa in Dubai was the tallest building in the world, standing at 828 meters ...", "Feb 14, 2025"),
            ("https://www.cnn.com/travel/article/merdeka-118-second-tallest-building-kuala-lumpur", "Merdeka 118: World's second-tallest building officially opens - CNN",
             "The 678.9-meter tower in Kuala Lumpur overtook Shanghai Tower to become the world's second tallest ...", "Jan 10, 2024"),
            ("https://www.archdaily.com/tallest-buildings-world-2025", "The 10 Tallest Buildings in the World in 2025 - ArchDaily",
             "Five of the ten tallest are in China; the list is likely to change when Jeddah Tower tops out ...", "Jan 22, 2025"),
            ("https://www.guinnessworldrecords.com/world-records/tallest-building-in-the-world", "Tallest building | Guinness World Records",
             "The tallest building is the Burj Khalifa, which measures 828 m (2,717 ft) tall ...", "N/A"),
            ("https://www.worldatlas.com/articles/the-tallest-buildings-in-the-world.html", "The Tallest Buildings in the World - WorldAtlas",
             "A ranking of the world's tallest buildings by height to architectural tip ...", "N/A"),
            ("https://www.reddit.com/r/skyscrapers/comments/1h0v4b3/top_10_tallest_completed_2025/", "Top 10 tallest completed (2025) : r/skyscrapers",
             "Burj, Merdeka, Shanghai, Clock Tower, Ping An, Lotte, 1WTC, the two CTFs, CITIC ...", "Nov 27, 2024"),
            ("https://www.britannica.com/topic/tallest-buildings-in-the-world-2226971", "Tallest Buildings in the World | Britannica",
             "Britannica's list of the world's tallest buildings, measured to architectural top ...", "N/A"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_tallest_buildings", "Top 10 completed buildings with height, floors, year and city"),
         """# List of tallest buildings

From Wikipedia, the free encyclopedia

This list ranks completed buildings by height to architectural top, following the criteria of the Council on Tall Buildings and Urban Habitat (CTBUH). Antennas and other equipment are excluded.

## Tallest buildings (completed)

| Rank | Name | Height (m) | Height (ft) | Floors | Year | Country | City |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Burj Khalifa | 828 | 2,717 | 163 | 2010 | United Arab Emirates | Dubai |
| 2 | Merdeka 118 | 678.9 | 2,227 | 118 | 2023 | Malaysia | Kuala Lumpur |
| 3 | Shanghai Tower | 632 | 2,073 | 128 | 2015 | China | Shanghai |
| 4 | Makkah Royal Clock Tower | 601 | 1,972 | 120 | 2012 | Saudi Arabia | Mecca |
| 5 | Ping An Finance Center | 599.1 | 1,966 | 115 | 2017 | China | Shenzhen |
| 6 | Lotte World Tower | 554.5 | 1,819 | 123 | 2017 | South Korea | Seoul |
| 7 | One World Trade Center | 541.3 | 1,776 | 94 | 2014 | United States | New York City |
| 8 | Guangzhou CTF Finance Centre | 530 | 1,739 | 111 | 2016 | China | Guangzhou |
| 8 | Tianjin CTF Finance Centre | 530 | 1,739 | 97 | 2019 | China | Tianjin |
| 10 | CITIC Tower | 527.7 | 1,731 | 108 | 2018 | China | Beijing |

## Under construction

| Name | Planned height | Country | City | Expected completion |
| --- | --- | --- | --- | --- |
| Jeddah Tower | 1,000+ m | Saudi Arabia | Jeddah | 2028 |

## History

The Burj Khalifa has held the title of world's tallest building since its opening on 4 January 2010, when it surpassed Taipei 101 (508 m). Merdeka 118 became the second-tallest building on its completion in 2023, displacing the Shanghai Tower."""),
        (add(m1), added(*m1)),
        (search("CTBUH Skyscraper Center 100 tallest completed buildings feet"), sr(
            ("https://www.skyscrapercenter.com/buildings?list=tallest100-completed", "The 100 Tallest Completed Buildings in the World - The Skyscraper Center",
             "Rank, building, city, height (m / ft), floors, completion. 1 Burj Khalifa 828 m / 2,717 ft ...", "N/A"),
            ("https://www.skyscrapercenter.com/building/merdeka-118/20997", "Merdeka 118 - The Skyscraper Center",
             "Height: architectural 678.9 m / 2,227 ft; occupied 519.1 m; floors above ground 118 ...", "N/A"),
            ("https://www.ctbuh.org/resource/height", "CTBUH Height Criteria",
             "Height is measured from the level of the lowest, significant, open-air, pedestrian entrance to the architectural top ...", "N/A"),
            ("https://www.skyscrapercenter.com/building/burj-khalifa/3", "Burj Khalifa - The Skyscraper Center",
             "Height: architectural 828 m / 2,717 ft; tip 829.8 m; occupied 584.5 m ...", "N/A"),
            ("https://www.ctbuh.org/news/year-in-review-2024", "CTBUH Year in Review: Tall Trends of 2024",
             "A total of 132 buildings of 200 meters or greater were completed in 2024 ...", "Jan 15, 2025"),
            ("https://www.skyscrapercenter.com/buildings?list=tallest100-under-construction", "The 100 Tallest Buildings Under Construction - The Skyscraper Center",
             "1 Jeddah Tower, Jeddah — 1,000+ m, construction resumed ...", "N/A"),
            ("https://www.skyscrapercity.com/threads/world-tallest-buildings-ranking.1234567/", "World's tallest buildings ranking - SkyscraperCity Forum",
             "Updated ranking with the CTBUH numbers ...", "Feb 2, 2025"),
            ("https://www.ctbuh.org/resource/skyscraper-center", "The Skyscraper Center | CTBUH",
             "The global tall building database of the CTBUH ...", "N/A"),
            ("https://www.wikiwand.com/en/List_of_tallest_buildings", "List of tallest buildings - Wikiwand",
             "Tallest completed buildings by height to architectural top ...", "N/A"),
            ("https://www.reddit.com/r/skyscrapers/comments/1bfv1v9/ctbuh_numbers_vs_wikipedia/", "CTBUH numbers vs Wikipedia? : r/skyscrapers",
             "CTBUH rounds in the list view (679 vs 678.9) but building pages have decimals ...", "Mar 16, 2024"),
        )),
        (extract("https://www.skyscrapercenter.com/buildings?list=tallest100-completed", "Top 10 with heights in feet and metres"),
         """# The 100 Tallest Completed Buildings in the World

Filters: Completed · All functions · Sorted by height to architectural top · Units: **ft (m)**

| # | Building Name | City | Height (ft) | Height (m) | Floors | Completion | Material | Function |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Burj Khalifa | Dubai | 2,717 | 828 | 163 | 2010 | steel/concrete | office / residential / hotel |
| 2 | Merdeka 118 | Kuala Lumpur | 2,227 | 679 | 118 | 2023 | composite | office / hotel |
| 3 | Shanghai Tower | Shanghai | 2,073 | 632 | 128 | 2015 | composite | hotel / office |
| 4 | Makkah Royal Clock Tower | Mecca | 1,972 | 601 | 120 | 2012 | steel/concrete | hotel / other |
| 5 | Ping An Finance Center | Shenzhen | 1,965 | 599 | 115 | 2017 | composite | office |
| 6 | Lotte World Tower | Seoul | 1,819 | 555 | 123 | 2017 | composite | hotel / residential / office / retail |
| 7 | One World Trade Center | New York City | 1,776 | 541 | 94 | 2014 | composite | office |
| 8 | Guangzhou CTF Finance Centre | Guangzhou | 1,739 | 530 | 111 | 2016 | composite | hotel / residential / office |
| 8 | Tianjin CTF Finance Centre | Tianjin | 1,739 | 530 | 97 | 2019 | composite | hotel / serviced apartments / office |
| 10 | CITIC Tower | Beijing | 1,731 | 528 | 108 | 2018 | composite | office |

Showing 1–10 of 100 · Next page →

*Height is measured to architectural top. The list view shows heights rounded to the nearest metre; see individual building pages for exact values.*"""),
        (search("Jeddah Tower construction 2025 height 1000 m completion date"), sr(
            ("https://en.wikipedia.org/wiki/Jeddah_Tower", "Jeddah Tower - Wikipedia",
             "Jeddah Tower is a skyscraper under construction in Jeddah, Saudi Arabia, planned to be the first building to reach 1 km in height ... construction resumed in January 2025 ...", "N/A"),
            ("https://www.arabnews.com/node/2587543/business-economy", "Jeddah Tower construction resumes with 2028 target - Arab News",
             "Jeddah Economic Company awarded the completion contract; the tower is expected to be finished in 2028 ...", "Jan 8, 2025"),
            ("https://www.cnn.com/2025/01/10/style/jeddah-tower-construction-resumes", "Construction restarts on world's future tallest building - CNN",
             "The 1,000-meter-plus Jeddah Tower had been stalled at 63 floors since 2018 ...", "Jan 10, 2025"),
            ("https://www.constructionweekonline.com/projects-tenders/jeddah-tower-restart-2025", "Jeddah Tower restart: what we know - Construction Week",
             "Saudi Binladin Group to resume work on the tower ...", "Jan 6, 2025"),
            ("https://www.bloomberg.com/news/articles/2024-09-12/saudi-arabia-revives-plan-for-world-s-tallest-tower", "Saudi Arabia Revives Plan for World's Tallest Tower - Bloomberg",
             "Work on the tower stopped after 2018 ...", "Sep 12, 2024"),
            ("https://www.skyscrapercenter.com/building/jeddah-tower/13220", "Jeddah Tower - The Skyscraper Center",
             "Status: under construction. Proposed height 1,000+ m ...", "N/A"),
            ("https://www.dezeen.com/2025/01/14/jeddah-tower-adrian-smith-gordon-gill-construction/", "Work restarts on Adrian Smith + Gordon Gill's Jeddah Tower - Dezeen",
             "The kilometre-high supertall was designed by Adrian Smith, who also designed Burj Khalifa while at SOM ...", "Jan 14, 2025"),
            ("https://www.gulfnews.com/business/property/jeddah-tower-2028", "Jeddah Tower set to surpass Burj Khalifa by 2028 - Gulf News",
             "The tower will top the Burj Khalifa by more than 170 metres ...", "Jan 9, 2025"),
            ("https://www.reddit.com/r/skyscrapers/comments/1hxj9e8/jeddah_tower_construction_resumes/", "Jeddah Tower construction resumes : r/skyscrapers",
             "Finally. Let's see if it actually gets done this time ...", "Jan 9, 2025"),
            ("https://www.designboom.com/architecture/jeddah-tower-construction-resume-2025/", "jeddah tower construction resumes - designboom",
             "the kingdom tower project was renamed jeddah tower in 2018 ...", "Jan 12, 2025"),
        )),
        (add(m2), added(*m2)),
        (upd(m3), updated(*m3)),
        (get_all(), dump({**m3, **m2})),
    ]
    rs.add(task="search", tid="h41-search-10", system=system("What are the five tallest completed buildings in the world, and how tall are they in metres and feet?"),
           turns=turns, state=empty_state(), bad=False)


# Coral bleaching monitoring (search, extract, memory) — clean
def t11(rs: RowSet) -> None:
    m1 = {"gcbe4_latest": "83.7% of the world's reef area hit by bleaching-level heat stress (reported as 84%), 82 countries/territories, as of 23 Apr 2025 (NOAA CRW / ICRI)",
          "gcbe4_confirmed": "Fourth global bleaching event confirmed 15 Apr 2024 (54% of reef area at that time)"}
    m2 = {"gcbe3": "Third global event 2014–2017: ~65.7% of reef area — surpassed by the fourth event"}
    turns = [
        (search("fourth global coral bleaching event percent of reefs affected 2025"), sr(
            ("https://www.noaa.gov/news-release/noaa-confirms-4th-global-coral-bleaching-event", "NOAA confirms 4th global coral bleaching event | NOAA",
             "Since February 2023, about 54% of the world's coral reef area has experienced bleaching-level heat stress ...", "Apr 15, 2024"),
            ("https://www.reuters.com/business/environment/worlds-coral-reefs-hit-by-worst-bleaching-event-record-2025-04-23/", "84% of world's coral reefs hit by worst bleaching event on record - Reuters",
             "The ongoing bleaching event has now hit 84% of the world's reefs in 82 countries and territories, the International Coral Reef Initiative said ...", "Apr 23, 2025"),
            ("https://coralreefwatch.noaa.gov/satellite/analyses_guidance/global_coral_bleaching_2023-25.php", "Fourth Global Coral Bleaching Event (2023–present) | NOAA Coral Reef Watch",
             "Percentage of the world's coral reef area that has experienced bleaching-level heat stress, updated regularly ...", "N/A"),
            ("https://www.icriforum.org/4th-global-bleaching-event-update-april-2025/", "4th Global Bleaching Event update - ICRI",
             "The event is now the most widespread on record, surpassing the 2014–2017 event ...", "Apr 23, 2025"),
            ("https://apnews.com/article/coral-reefs-bleaching-global-climate-change-84-percent", "Record coral bleaching hits 84% of the world's reefs - AP News",
             "Scientists say the heat stress has affected reefs in the Atlantic, Pacific and Indian Oceans ...", "Apr 23, 2025"),
            ("https://www.theguardian.com/environment/2024/oct/08/coral-bleaching-event-fourth-global-most-widespread", "Coral bleaching event now the most widespread on record - The Guardian",
             "About three-quarters of the world's reef area has now experienced bleaching-level heat stress ...", "Oct 8, 2024"),
            ("https://www.nature.com/articles/d41586-024-03316-9", "Record-breaking coral bleaching — what it means - Nature",
             "The fourth global event is already the largest ...", "Oct 15, 2024"),
            ("https://www.cnn.com/2024/04/15/world/global-coral-reef-bleaching-climate-intl", "World's coral reefs experiencing fourth global bleaching event - CNN",
             "The event has affected reefs in at least 53 countries and territories ...", "Apr 15, 2024"),
            ("https://en.wikipedia.org/wiki/Coral_bleaching", "Coral bleaching - Wikipedia",
             "Global bleaching events occurred in 1998, 2010, 2014–2017 and from 2023 ...", "N/A"),
            ("https://www.reddit.com/r/environment/comments/1k5xz0c/84_of_worlds_coral_reefs_hit/", "84% of world's coral reefs hit by bleaching : r/environment",
             "Discussion of the ICRI numbers ...", "Apr 23, 2025"),
        )),
        (extract("https://coralreefwatch.noaa.gov/satellite/analyses_guidance/global_coral_bleaching_2023-25.php", "Latest percentage of reef area affected and update history"),
         """# Fourth Global Coral Bleaching Event (2023–present)

*NOAA Coral Reef Watch · Page last updated: 23 April 2025*

On 15 April 2024, NOAA Coral Reef Watch (CRW) and the International Coral Reef Initiative (ICRI) confirmed the **fourth global coral bleaching event** on record, and the second in the last ten years. Mass bleaching has been confirmed in every major ocean basin: the Atlantic, Pacific and Indian Oceans.

## Extent of bleaching-level heat stress

Percentage of the world's coral reef area that has experienced bleaching-level heat stress (CRW Bleaching Alert Level 1 or higher) since 1 January 2023:

| Update | % of reef area | Countries / territories with confirmed bleaching |
| --- | --- | --- |
| 15 Apr 2024 (event confirmed) | 54.0% | 53 |
| 1 Oct 2024 | 74.9% | 74 |
| 20 Jan 2025 | 80.5% | 80 |
| **23 Apr 2025** | **83.7%** | **82** |

## Comparison with previous global events

| Event | Years | Approx. % of reef area with bleaching-level heat stress |
| --- | --- | --- |
| First | 1998 | ~20% |
| Second | 2010 | ~35% |
| Third | 2014–2017 | 65.7% |
| Fourth | 2023–present | 83.7% (as of 23 Apr 2025) |

The fourth event surpassed the third as the most widespread on record in late 2024.

## Data products

- 5 km Daily Degree Heating Week (DHW)
- Bleaching Alert Area (7-day maximum)
- Regional Virtual Stations and Four-Month Bleaching Outlook

*Percentages are computed over the CRW global reef pixel mask and may be revised as new satellite data are processed.*"""),
        (add(m1), added(*m1)),
        (search("third global coral bleaching event 2014-2017 percent reefs affected"), sr(
            ("https://coralreefwatch.noaa.gov/satellite/analyses_guidance/global_coral_bleaching_2014-17_status.php", "Third Global Coral Bleaching Event (2014–2017) | NOAA Coral Reef Watch",
             "The longest, most widespread and most damaging coral bleaching event on record at the time ...", "N/A"),
            ("https://www.nature.com/articles/nature21707", "Global warming and recurrent mass bleaching of corals - Nature",
             "Hughes et al. document the 2016 bleaching of the Great Barrier Reef ...", "Mar 15, 2017"),
            ("https://www.noaa.gov/media-release/global-coral-bleaching-event-likely-ending", "Global coral bleaching event likely ending | NOAA",
             "The three-year event affected more than 70% of reefs with some level of heat stress; about two-thirds experienced bleaching-level stress ...", "Jun 19, 2017"),
            ("https://en.wikipedia.org/wiki/2014%E2%80%932017_coral_bleaching_event", "2014–2017 coral bleaching event - Wikipedia",
             "The event affected reefs in the Pacific, Indian and Atlantic Oceans over three years ...", "N/A"),
            ("https://www.science.org/doi/10.1126/science.aan8048", "Spatial and temporal patterns of mass bleaching of corals - Science",
             "The interval between recurrent bleaching events has diminished ...", "Jan 5, 2018"),
            ("https://www.icriforum.org/4th-global-bleaching-event-update-april-2025/", "4th Global Bleaching Event update - ICRI",
             "The current event now exceeds the 2014–2017 event, which affected ~66% of reef area ...", "Apr 23, 2025"),
            ("https://www.smithsonianmag.com/science-nature/third-global-coral-bleaching-180963675/", "The third global coral bleaching event is over - Smithsonian",
             "Scientists say reefs may not recover before the next event ...", "Jun 20, 2017"),
            ("https://www.carbonbrief.org/coral-bleaching-events-compared/", "Global coral bleaching events compared - Carbon Brief",
             "Charting the 1998, 2010, 2014–17 and 2023– events ...", "Nov 5, 2024"),
            ("https://www.aims.gov.au/research-topics/environmental-issues/coral-bleaching", "Coral bleaching | AIMS",
             "Mass bleaching on the Great Barrier Reef occurred in 1998, 2002, 2016, 2017, 2020, 2022 and 2024 ...", "N/A"),
            ("https://www.reddit.com/r/oceans/comments/6isq3g/third_global_bleaching_event_over/", "Third global bleaching event over : r/oceans",
             "NOAA says the event is ending ...", "Jun 20, 2017"),
        )),
        (extract("https://www.reuters.com/business/environment/worlds-coral-reefs-hit-by-worst-bleaching-event-record-2025-04-23/", "Latest headline figure and quotes"),
         """# 84% of world's coral reefs hit by worst bleaching event on record

*By Reuters · April 23, 2025 9:14 AM GMT+1*

Record-breaking ocean heat has bleached **84% of the world's coral reefs** in the worst such event on record, the International Coral Reef Initiative (ICRI) said on Wednesday.

The current event, which began in January 2023, has now affected reefs in **82 countries and territories**, surpassing the 2014–2017 event, which hit nearly two-thirds of reefs.

> "We may be looking at something that's completely changing the face of our planet and the ability of our oceans to sustain lives and livelihoods," said Mark Eakin, executive secretary for the International Society for Reef Studies and retired coral monitoring chief at NOAA.

Coral bleaching happens when warm water causes corals to expel the colourful algae living in their tissues. Bleached corals can recover if temperatures fall, but prolonged heat stress can kill them.

The figure has risen steadily since the event was declared in April 2024, when 54% of reef area had been affected. NOAA's Coral Reef Watch said it was tracking heat stress in the Indian Ocean, where the bleaching season was underway.

Scientists are meeting at ICRI's general meeting this week to discuss the response, including the need to reduce greenhouse gas emissions and local stressors such as pollution and overfishing.

*Reporting by Alison Withers; Editing by ...*"""),
        (add(m2), added(*m2)),
        (search("Great Barrier Reef 2024 mass bleaching fifth in eight years AIMS report"), sr(
            ("https://www.aims.gov.au/monitoring/great-barrier-reef-coral-cover-2024", "Annual Summary Report of Coral Reef Condition 2023/24 | AIMS",
             "The 2024 mass bleaching was the fifth in eight years on the Great Barrier Reef ...", "Aug 6, 2024"),
            ("https://www.gbrmpa.gov.au/news-room/latest-news/latest-news/coral-bleaching-2024", "Reef snapshot: summer 2023–24 | GBRMPA",
             "Aerial surveys confirmed the most spatially extensive bleaching on record across the Marine Park ...", "Apr 17, 2024"),
            ("https://www.abc.net.au/news/science/2024-04-17/great-barrier-reef-bleaching-2024-most-widespread/103729486", "Great Barrier Reef's 2024 bleaching the most widespread on record - ABC",
             "About 73 per cent of surveyed reefs had some bleaching ...", "Apr 17, 2024"),
            ("https://www.theguardian.com/environment/2024/apr/17/great-barrier-reef-fifth-mass-bleaching", "Great Barrier Reef hit by fifth mass bleaching in eight years - The Guardian",
             "Mass bleaching in 2016, 2017, 2020, 2022 and now 2024 ...", "Apr 17, 2024"),
            ("https://www.nature.com/articles/s41586-024-07672-x", "Current Great Barrier Reef temperatures exceed those of past four centuries - Nature",
             "Coral-based temperature reconstructions show recent summers are the hottest in 400 years ...", "Aug 7, 2024"),
            ("https://www.reuters.com/business/environment/great-barrier-reef-bleaching-2024/", "Great Barrier Reef suffers fifth mass bleaching since 2016 - Reuters",
             "The reef authority said the event was the most widespread recorded ...", "Apr 17, 2024"),
            ("https://www.aims.gov.au/research-topics/environmental-issues/coral-bleaching", "Coral bleaching | AIMS",
             "Bleaching does not always lead to coral death ...", "N/A"),
            ("https://www.cnn.com/2024/04/17/climate/great-barrier-reef-bleaching-climate-intl", "Great Barrier Reef in worst-ever bleaching event - CNN",
             "Nearly three-quarters of surveyed reefs have bleaching ...", "Apr 17, 2024"),
            ("https://www.coralcoe.org.au/media-releases/gbr-bleaching-2024", "Fifth mass bleaching since 2016 - Coral CoE",
             "Scientists from James Cook University surveyed over 1,000 reefs ...", "Apr 17, 2024"),
            ("https://www.reddit.com/r/australia/comments/1c5ys5z/great_barrier_reef_fifth_bleaching/", "Great Barrier Reef fifth mass bleaching : r/australia",
             "Discussion ...", "Apr 17, 2024"),
        )),
        (get_all(), dump({**m1, **m2})),
    ]
    rs.add(task="search", tid="h41-search-11", system=system("What share of the world's coral reef area has been affected by the fourth global coral bleaching event, and how does it compare with the 2014–2017 event?"),
           turns=turns, state=empty_state(), bad=False)


# Central bank rate decisions (search, extract, memory) — bad
def t12(rs: RowSet) -> None:
    m0 = {"task": "G4 policy-rate snapshot as of 30 Jun 2025",
          "fed_rate_old": "5.25–5.50% (Jul 2023 – Sep 2024)"}
    m1 = {"fed": "4.25–4.50% (held 18 Jun 2025; unchanged since the 18 Dec 2024 cut)",
          "ecb": "Deposit facility 2.00% (cut 25 bp on 5 Jun 2025; 8th cut since Jun 2024)"}
    m2 = {"boe": "Bank Rate 4.25% (held 19 Jun 2025, 6–3 vote; 3 members wanted 4.00%)",
          "boj": "0.50% (held 17 Jun 2025; raised from 0.25% on 24 Jan 2025)"}
    m3 = {"ecb": "Deposit facility 2.00%, MRO 2.15%, marginal lending 2.40% (decided 5 Jun 2025, effective 11 Jun 2025)"}
    shown = {"task": m0["task"], "fed_rate_old": m0["fed_rate_old"], "fed": m1["fed"], "ecb": m3["ecb"], **m2}
    turns = [
        (search("Fed June 18 2025 FOMC decision federal funds rate", "ECB June 5 2025 rate cut deposit facility 2%"), sr(
            ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20250618a.htm", "Federal Reserve issues FOMC statement - June 18, 2025",
             "The Committee decided to maintain the target range for the federal funds rate at 4-1/4 to 4-1/2 percent ...", "Jun 18, 2025"),
            ("https://www.reuters.com/markets/us/fed-holds-rates-steady-june-2025-2025-06-18/", "Fed holds rates steady, still sees two cuts in 2025 - Reuters",
             "Policymakers' median projection still points to half a percentage point of cuts by year-end ...", "Jun 18, 2025"),
            ("https://www.cnbc.com/2025/06/18/fed-meeting-june-2025-rates-decision.html", "Fed keeps rates unchanged, sees slower growth and higher inflation - CNBC",
             "The FOMC voted unanimously to hold the benchmark rate in a range between 4.25% and 4.5% ...", "Jun 18, 2025"),
            ("https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm", "Meeting calendars and information - Federal Reserve",
             "2025 FOMC meetings: January 28-29, March 18-19, May 6-7, June 17-18, July 29-30 ...", "N/A"),
            ("https://www.bloomberg.com/news/articles/2025-06-18/fed-holds-rates-steady-projects-two-cuts-this-year", "Fed Holds Rates, Signals Two Cuts This Year - Bloomberg",
             "The Fed left rates unchanged for a fourth straight meeting ...", "Jun 18, 2025"),
            ("https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250605~3b5f67d007.en.html", "Monetary policy decisions - 5 June 2025 - ECB",
             "The Governing Council today decided to lower the three key ECB interest rates by 25 basis points ... deposit facility rate ... 2.00% ...", "Jun 5, 2025"),
            ("https://www.reuters.com/markets/europe/ecb-cuts-rates-2-june-2025-2025-06-05/", "ECB cuts rates to 2%, signals pause may be near - Reuters",
             "The ECB cut its deposit rate for the eighth time in a year, to 2.0% ...", "Jun 5, 2025"),
            ("https://www.ft.com/content/ecb-cuts-rates-june-2025", "ECB cuts interest rates to 2% - Financial Times",
             "Lagarde said the ECB was in a good place ...", "Jun 5, 2025"),
            ("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/key_ecb_interest_rates/html/index.en.html", "Key ECB interest rates",
             "Deposit facility, main refinancing operations and marginal lending facility rates since 1999 ...", "N/A"),
            ("https://www.cnbc.com/2025/06/05/ecb-rate-decision-june-2025.html", "ECB cuts rates for eighth time - CNBC",
             "Staff projections see headline inflation averaging 2.0% in 2025 ...", "Jun 5, 2025"),
        )),
        (extract("https://www.federalreserve.gov/newsevents/pressreleases/monetary20250618a.htm", "Policy decision and target range"),
         """# Federal Reserve issues FOMC statement

*June 18, 2025 · For release at 2:00 p.m. EDT*

Although swings in net exports have affected the data, recent indicators suggest that economic activity has continued to expand at a solid pace. The unemployment rate remains low, and labor market conditions remain solid. Inflation remains somewhat elevated.

The Committee seeks to achieve maximum employment and inflation at the rate of 2 percent over the longer run. Uncertainty about the economic outlook has diminished but remains elevated. The Committee is attentive to the risks to both sides of its dual mandate.

In support of its goals, the Committee decided to **maintain the target range for the federal funds rate at 4-1/4 to 4-1/2 percent**. In considering the extent and timing of additional adjustments to the target range for the federal funds rate, the Committee will carefully assess incoming data, the evolving outlook, and the balance of risks. The Committee will continue reducing its holdings of Treasury securities and agency debt and agency mortgage-backed securities. The Committee is strongly committed to supporting maximum employment and returning inflation to its 2 percent objective.

In assessing the appropriate stance of monetary policy, the Committee will continue to monitor the implications of incoming information for the economic outlook. The Committee would be prepared to adjust the stance of monetary policy as appropriate if risks emerge that could impede the attainment of the Committee's goals.

Voting for the monetary policy action were Jerome H. Powell, Chair; John C. Williams, Vice Chair; Michael S. Barr; Michelle W. Bowman; Susan M. Collins; Lisa D. Cook; Austan D. Goolsbee; Philip N. Jefferson; Adriana D. Kugler; Alberto G. Musalem; Jeffrey R. Schmid; and Christopher J. Waller.

*Implementation Note issued June 18, 2025*"""),
        (add(m1), added(*m1)),
        (rm("fed_rate_old"), removed("fed_rate_old")),
        (search("Bank of England June 19 2025 Bank Rate 4.25% vote 6-3", "Bank of Japan June 2025 policy rate 0.5% hold"), sr(
            ("https://www.bankofengland.co.uk/monetary-policy-summary-and-minutes/2025/june-2025", "Monetary Policy Summary, June 2025 | Bank of England",
             "At its meeting ending on 18 June 2025, the MPC voted by a majority of 6–3 to maintain Bank Rate at 4.25% ...", "Jun 19, 2025"),
            ("https://www.reuters.com/world/uk/bank-england-holds-rates-june-2025-2025-06-19/", "Bank of England holds rates, three policymakers vote for cut - Reuters",
             "Deputy Governor Dave Ramsden joined Swati Dhingra and Alan Taylor in voting for a cut ...", "Jun 19, 2025"),
            ("https://www.bbc.com/news/articles/cx2e3v1k9p5o", "Bank of England holds interest rates at 4.25% - BBC News",
             "The Bank said a \"gradual and careful\" approach to cutting rates remained appropriate ...", "Jun 19, 2025"),
            ("https://www.theguardian.com/business/2025/jun/19/bank-of-england-interest-rates-decision", "Bank of England keeps rates on hold at 4.25% - The Guardian",
             "Governor Andrew Bailey said rates remained on a gradual downward path ...", "Jun 19, 2025"),
            ("https://www.ft.com/content/boe-holds-june-2025", "BoE holds rates as vote split widens - Financial Times",
             "Three of nine MPC members backed a quarter-point cut ...", "Jun 19, 2025"),
            ("https://www.boj.or.jp/en/mopo/mpmdeci/mpr_2025/k250617a.pdf", "Statement on Monetary Policy (June 17, 2025) - Bank of Japan",
             "The Bank will encourage the uncollateralized overnight call rate to remain at around 0.5 percent ...", "Jun 17, 2025"),
            ("https://www.reuters.com/markets/asia/boj-keeps-rates-steady-june-2025-2025-06-17/", "BOJ keeps rates steady, slows pace of bond taper from 2026 - Reuters",
             "The BOJ kept short-term rates at 0.5% and decided to halve the pace of JGB purchase reductions from April 2026 ...", "Jun 17, 2025"),
            ("https://www.nikkei.com/news/boj-june-2025-decision", "BOJ holds policy rate at 0.5% - Nikkei Asia",
             "Governor Ueda said the bank would raise rates if its outlook is realized ...", "Jun 17, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-06-17/boj-keeps-rate-unchanged", "BOJ Keeps Rate Unchanged, Adjusts Bond Taper Plan - Bloomberg",
             "The bank held its benchmark at 0.5%, the highest since 2008 ...", "Jun 17, 2025"),
            ("https://www.cnbc.com/2025/06/17/bank-of-japan-rate-decision-june-2025.html", "Bank of Japan holds rates at 0.5% - CNBC",
             "The BOJ last raised rates in January 2025 ...", "Jun 17, 2025"),
        )),
        (extract("https://www.bankofengland.co.uk/monetary-policy-summary-and-minutes/2025/june-2025", "Vote split and Bank Rate decision"),
         """# Bank Rate maintained at 4.25% - June 2025

*Monetary Policy Summary and minutes of the Monetary Policy Committee meeting ending on 18 June 2025 · Published on 19 June 2025*

## Monetary Policy Summary, June 2025

The Bank of England's Monetary Policy Committee (MPC) sets monetary policy to meet the 2% inflation target, and in a way that helps to sustain growth and employment. At its meeting ending on 18 June 2025, **the MPC voted by a majority of 6–3 to maintain Bank Rate at 4.25%**. Three members voted to reduce Bank Rate by 0.25 percentage points, to 4%.

There has been substantial disinflation over the past two and a half years, following previous external shocks, supported by the restrictive stance of monetary policy. That progress has allowed the MPC to withdraw gradually some degree of policy restraint, while maintaining Bank Rate in restrictive territory so as to continue to squeeze out persistent inflationary pressures.

Twelve-month CPI inflation increased to 3.4% in May from 2.6% in March, largely reflecting developments in energy and regulated prices. Inflation is expected to remain at around its current rate for the rest of the year, before falling back towards the target next year.

A gradual and careful approach to the further withdrawal of monetary policy restraint remains appropriate. Monetary policy is not on a pre-set path.

## Voting

| Member | Vote |
| --- | --- |
| Andrew Bailey (Governor) | Maintain at 4.25% |
| Sarah Breeden | Maintain at 4.25% |
| Clare Lombardelli | Maintain at 4.25% |
| Huw Pill | Maintain at 4.25% |
| Megan Greene | Maintain at 4.25% |
| Catherine L Mann | Maintain at 4.25% |
| Dave Ramsden | Reduce to 4% |
| Swati Dhingra | Reduce to 4% |
| Alan Taylor | Reduce to 4% |

The next MPC announcement is on 7 August 2025."""),
        (add(m2), added(*m2)),
        (upd(m3), updated(*m3)),
        (get_all(), dump(shown)),
        (extract("https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250605~3b5f67d007.en.html", "Exact rates and effective date"),
         """# Monetary policy decisions

*5 June 2025*

The Governing Council today decided to lower the three key ECB interest rates by 25 basis points. In particular, the decision to lower the deposit facility rate – the rate through which the Governing Council steers the monetary policy stance – is based on its updated assessment of the inflation outlook, the dynamics of underlying inflation and the strength of monetary policy transmission.

Inflation is currently at around the Governing Council's 2% medium-term target. In the baseline of the new Eurosystem staff projections, headline inflation is set to average 2.0% in 2025, 1.6% in 2026 and 2.0% in 2027. The downward revisions compared with the March projections, by 0.3 percentage points for both 2025 and 2026, mainly reflect lower assumptions for energy prices and a stronger euro.

## Key ECB interest rates

| Facility | Rate | With effect from |
| --- | --- | --- |
| Deposit facility | 2.00% | 11 June 2025 |
| Main refinancing operations | 2.15% | 11 June 2025 |
| Marginal lending facility | 2.40% | 11 June 2025 |

## Asset purchase programme (APP) and pandemic emergency purchase programme (PEPP)

The APP and PEPP portfolios are declining at a measured and predictable pace, as the Eurosystem no longer reinvests the principal payments from maturing securities.

The President of the ECB will comment on the considerations underlying these decisions at a press conference starting at 14:45 CET today."""),
    ]
    rs.add(task="search", tid="h41-search-12", system=system("What were the policy rates of the Federal Reserve, the ECB, the Bank of England and the Bank of Japan at the end of June 2025?"),
           turns=turns, state=mem_state(m0), bad=True, turn=9, kind="memory key removed by the agent is listed again in retrieve_all")


# Longest tunnels lists (search, extract, memory) — clean
def t13(rs: RowSet) -> None:
    m1 = {"longest_rail": "Gotthard Base Tunnel, Switzerland — 57.1 km (opened 1 Jun 2016)",
          "brenner": "Brenner Base Tunnel — 55 km (64 km incl. Innsbruck bypass); under construction; opening ~2032"}
    m2 = {"brenner": "Brenner Base Tunnel — 55 km portal-to-portal Innsbruck–Fortezza; 64 km incl. Innsbruck bypass (would exceed Gotthard's 57.1 km as longest underground rail link); ~230 km tunnel system; opening ~2032"}
    turns = [
        (search("longest railway tunnel in the world Gotthard Base Tunnel length"), sr(
            ("https://en.wikipedia.org/wiki/Gotthard_Base_Tunnel", "Gotthard Base Tunnel - Wikipedia",
             "The Gotthard Base Tunnel is a railway tunnel through the Alps in Switzerland. It opened on 1 June 2016 ... With a route length of 57.09 km (35.5 mi), it is the world's longest railway tunnel ...", "N/A"),
            ("https://en.wikipedia.org/wiki/List_of_longest_tunnels", "List of longest tunnels - Wikipedia",
             "The Gotthard Base Tunnel (57.1 km) is the longest railway tunnel, ahead of the Seikan Tunnel (53.85 km) and the Channel Tunnel (50.45 km) ...", "N/A"),
            ("https://www.alptransit.ch/en/project/gotthard-base-tunnel/", "Gotthard Base Tunnel | AlpTransit Gotthard",
             "57 km long, with two single-track tubes and a total of 152 km of tunnels, shafts and galleries ...", "N/A"),
            ("https://www.sbb.ch/en/travel-information/gotthard-base-tunnel.html", "Gotthard Base Tunnel | SBB",
             "The longest railway tunnel in the world links Erstfeld and Bodio ...", "N/A"),
            ("https://www.bbc.com/news/world-europe-36423249", "Gotthard tunnel: World's longest and deepest rail tunnel opens in Switzerland - BBC",
             "The 57km (35-mile) twin-bore Gotthard base tunnel ...", "Jun 1, 2016"),
            ("https://www.guinnessworldrecords.com/world-records/longest-rail-tunnel", "Longest rail tunnel | Guinness World Records",
             "The longest rail tunnel is the Gotthard Base Tunnel, 57.1 km (35.5 miles) ...", "N/A"),
            ("https://www.railway-technology.com/projects/gotthard-base-tunnel/", "Gotthard Base Tunnel - Railway Technology",
             "Maximum overburden 2,300 m; design speed 250 km/h ...", "N/A"),
            ("https://www.britannica.com/topic/Gotthard-Base-Tunnel", "Gotthard Base Tunnel | Britannica",
             "Railway tunnel beneath the Saint Gotthard massif ...", "N/A"),
            ("https://www.reddit.com/r/trains/comments/13b2xkq/longest_rail_tunnels/", "Longest rail tunnels? : r/trains",
             "Gotthard 57 km, Seikan 53.9 km, Chunnel 50.5 km; Brenner will beat them with the bypass ...", "May 8, 2023"),
            ("https://www.swissinfo.ch/eng/gotthard-base-tunnel-fully-reopened/48822810", "Gotthard Base Tunnel fully reopened - SWI swissinfo.ch",
             "Full service resumed in September 2024 after the August 2023 derailment ...", "Sep 2, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_longest_tunnels", "Longest railway tunnels in service and under construction"),
         """# List of longest tunnels

From Wikipedia, the free encyclopedia

This is a list of the longest tunnels in the world, sorted by length. Metro and water-supply tunnels are listed separately.

## Railway tunnels (in service)

| Rank | Name | Length (km) | Length (mi) | Country | Year opened |
| --- | --- | --- | --- | --- | --- |
| 1 | Gotthard Base Tunnel | 57.104 | 35.483 | Switzerland | 2016 |
| 2 | Seikan Tunnel | 53.850 | 33.461 | Japan | 1988 |
| 3 | Channel Tunnel | 50.450 | 31.348 | United Kingdom / France | 1994 |
| 4 | Yulhyeon Tunnel | 50.300 | 31.255 | South Korea | 2016 |
| 5 | Lötschberg Base Tunnel | 34.577 | 21.485 | Switzerland | 2007 |
| 6 | New Guanjiao Tunnel | 32.645 | 20.284 | China | 2014 |
| 7 | Guadarrama Tunnel | 28.377 | 17.633 | Spain | 2007 |
| 8 | West Qinling Tunnel | 28.236 | 17.545 | China | 2016 |
| 9 | Taihang Tunnel | 27.848 | 17.304 | China | 2007 |
| 10 | Hakkōda Tunnel | 26.455 | 16.438 | Japan | 2010 |

## Railway tunnels under construction

| Name | Length (km) | Country | Expected opening |
| --- | --- | --- | --- |
| Mont d'Ambin Base Tunnel (Lyon–Turin) | 57.5 | France / Italy | 2033 |
| Brenner Base Tunnel | 55.0 (64.0 incl. Innsbruck bypass) | Austria / Italy | 2032 |
| Koralm Tunnel | 32.9 | Austria | 2025 |

## Notes

- The Gotthard Base Tunnel's length is sometimes given as 57.09 km (route length) or rounded to 57 km.
- Including the existing Innsbruck railway bypass, the Brenner Base Tunnel will form a continuous underground line of 64 km, which would make it the longest underground railway connection in the world."""),
        (add(m1), added(*m1)),
        (search("Brenner Base Tunnel completion date 2032 excavation progress km"), sr(
            ("https://www.bbt-se.com/en/", "BBT SE - Brenner Base Tunnel",
             "The Brenner Base Tunnel is a flat railway tunnel between Innsbruck (Austria) and Fortezza (Italy), 55 km long ...", "N/A"),
            ("https://www.bbt-se.com/en/tunnel/facts-and-figures/", "Facts and figures | BBT SE",
             "Length 55 km; with the Innsbruck bypass 64 km; total length of the tunnel system approx. 230 km ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Brenner_Base_Tunnel", "Brenner Base Tunnel - Wikipedia",
             "The Brenner Base Tunnel is a 55 km railway tunnel under construction through the base of the Eastern Alps ... completion is expected in 2032 ...", "N/A"),
            ("https://www.railjournal.com/infrastructure/brenner-base-tunnel-opening-2032/", "Brenner Base Tunnel opening delayed to 2032 - International Railway Journal",
             "Problems in the Pfons–Brenner section pushed the opening back ...", "Feb 20, 2023"),
            ("https://www.tunnelbuilder.com/News/Brenner-Base-Tunnel-breakthrough-2024.aspx", "Brenner Base Tunnel breakthrough milestone - TunnelBuilder",
             "TBMs completed a key breakthrough in the Austrian section ...", "Oct 4, 2024"),
            ("https://www.tunneltalk.com/Brenner-Base-Tunnel-progress.php", "Progress on the Brenner Base Tunnel - TunnelTalk",
             "Around 70 percent of the tunnel system has been excavated ...", "Mar 12, 2025"),
            ("https://www.railway-technology.com/projects/brenner-base-tunnel/", "Brenner Base Tunnel - Railway Technology",
             "Twin single-track tubes with an exploratory tunnel between them ...", "N/A"),
            ("https://www.swissinfo.ch/eng/brenner-vs-gotthard/", "Will Brenner beat Gotthard? - SWI swissinfo.ch",
             "The 64 km figure includes the existing Innsbruck bypass ...", "Jun 1, 2023"),
            ("https://www.dw.com/en/brenner-base-tunnel-alps/a-67253010", "Europe's mega-tunnel under the Alps - DW",
             "When finished, freight trains will cross the Brenner in under an hour ...", "Nov 2, 2023"),
            ("https://www.reddit.com/r/europe/comments/1bgjw1q/brenner_base_tunnel_progress/", "Brenner Base Tunnel progress : r/europe",
             "They keep saying 2032 ...", "Mar 17, 2024"),
        )),
        (extract("https://www.bbt-se.com/en/tunnel/facts-and-figures/", "Length, system length, excavation status and opening date"),
         """# Facts and figures

## The Brenner Base Tunnel at a glance

| | |
| --- | --- |
| Route | Innsbruck (AT) – Fortezza/Franzensfeste (IT) |
| Length of the base tunnel | 55 km |
| Length incl. Innsbruck railway bypass | 64 km |
| Total length of the tunnel system | approx. 230 km |
| Structure | Two single-track main tubes, 70 m apart, with an exploratory tunnel 12 m below |
| Cross-passages | every 333 m |
| Maximum overburden | approx. 1,720 m |
| Design speed | 250 km/h (passenger), 120 km/h (freight) |
| Gradient | 4–7 ‰ (Austria), 4 ‰ (Italy) |
| Planned completion | 2032 |

## Excavation status

| Section | Excavated | Total |
| --- | --- | --- |
| Main tunnels | 88 km | 128 km |
| Exploratory tunnel | 48 km | 56 km |
| Access tunnels and other structures | 30 km | 46 km |
| **Total** | **166 km** | **230 km** |

*Status: 31 May 2025*

## Financing

The project is co-financed by the European Union (Connecting Europe Facility), Austria and Italy. Total costs are estimated at around €10.5 billion (2023 price basis)."""),
        (upd(m2), updated(*m2)),
    ]
    rs.add(task="search", tid="h41-search-13", system=system("What is the longest railway tunnel in the world, and how will the Brenner Base Tunnel compare with it?"),
           turns=turns, state=empty_state(), bad=False)


COUNTS_BODY = """| Category | Count |
| --- | --- |
| Confirmed Planets | 5,921 |
| Planetary Systems | 4,436 |
| Systems with Multiple Planets | 998 |
| TESS Project Candidates (yet to be confirmed) | 7,613 |
| TESS Confirmed Planets | 633 |
| Kepler Project Candidates (yet to be confirmed) | 1,982 |
| Kepler Confirmed Planets | 2,784 |

## Confirmed Planets by Discovery Method

| Discovery Method | Number of Planets |
| --- | --- |
| Transit | 4,381 |
| Radial Velocity | 1,144 |
| Microlensing | 236 |
| Imaging | 84 |
| Transit Timing Variations | 34 |
| Eclipse Timing Variations | 17 |
| Orbital Brightness Modulation | 9 |
| Pulsar Timing | 8 |
| Astrometry | 5 |
| Pulsation Timing Variations | 2 |
| Disk Kinematics | 1 |
| **Total** | **5,921** |"""


# NASA Exoplanet Archive counts (search, extract, memory) — bad
def t14(rs: RowSet) -> None:
    m1 = {"confirmed_total": "5,921 confirmed exoplanets (NASA Exoplanet Archive counts page)",
          "top_method": "Transit – 4,381 (~74%); Radial Velocity – 1,144 (~19%); Microlensing – 236"}
    m2 = {"multi_planet": "998 multi-planet systems out of 4,436 planetary systems; 7,613 TESS candidates awaiting confirmation"}
    turns = [
        (search("NASA Exoplanet Archive confirmed planets count 2025"), sr(
            ("https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html", "Exoplanet and Candidate Statistics - NASA Exoplanet Archive",
             "Confirmed Planets, Planetary Systems, Systems with Multiple Planets, TESS and Kepler candidates, and counts by discovery method ...", "N/A"),
            ("https://science.nasa.gov/exoplanets/discoveries-dashboard/", "Discoveries Dashboard - NASA Science",
             "Confirmed exoplanets, candidates and planet types, updated from the NASA Exoplanet Archive ...", "N/A"),
            ("https://exoplanetarchive.ipac.caltech.edu/", "NASA Exoplanet Archive",
             "The NASA Exoplanet Archive is an astronomical exoplanet and stellar catalog and data service that collates and cross-correlates astronomical data ...", "N/A"),
            ("https://science.nasa.gov/exoplanets/how-many-exoplanets-are-there/", "How Many Exoplanets Are There? - NASA Science",
             "More than 5,000 exoplanets have been confirmed, out of the billions that we believe exist ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Lists_of_exoplanets", "Lists of exoplanets - Wikipedia",
             "As of 2025, there are nearly 6,000 confirmed exoplanets in more than 4,400 planetary systems ...", "N/A"),
            ("https://www.planetary.org/articles/how-many-exoplanets", "How many exoplanets are there? - The Planetary Society",
             "The count keeps rising as TESS candidates are confirmed ...", "Jan 30, 2025"),
            ("https://exoplanet.eu/catalog/", "Encyclopaedia of exoplanetary systems - exoplanet.eu",
             "The catalogue lists planets including those below the Archive's confirmation criteria ...", "N/A"),
            ("https://www.space.com/17738-exoplanets.html", "Exoplanets: Worlds beyond our solar system - Space.com",
             "The NASA Exoplanet Archive lists close to 6,000 confirmed worlds ...", "Apr 4, 2025"),
            ("https://www.reddit.com/r/space/comments/1kqrw7y/we_are_close_to_6000_confirmed_exoplanets/", "We are close to 6,000 confirmed exoplanets : r/space",
             "Archive counter is at 5,9xx now, probably 6,000 by autumn ...", "May 20, 2025"),
            ("https://www.statista.com/statistics/522359/exoplanets-discovery-method/", "Exoplanets by discovery method 2025 | Statista",
             "The transit method accounts for around three quarters of all confirmed exoplanets ...", "Mar 11, 2025"),
        )),
        (extract("https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html", "Confirmed planet counts, total and by discovery method"),
         "# Exoplanet and Candidate Statistics\n\n*Last Updated: 12 Jun 2025*\n\n" + COUNTS_BODY + "\n\n*Counts include planets listed in the Planetary Systems table that meet the Archive's inclusion criteria. Candidate counts exclude objects already confirmed.*"),
        (add(m1), added(*m1)),
        (search("NASA exoplanet 5000 confirmed milestone March 2022", "first exoplanet discovery 1992 pulsar 51 Pegasi b 1995"), sr(
            ("https://www.nasa.gov/feature/jpl/cosmic-milestone-nasa-confirms-5000-exoplanets", "Cosmic Milestone: NASA Confirms 5,000 Exoplanets - NASA",
             "The count of confirmed exoplanets just ticked past the 5,000 mark, representing a 30-year journey of discovery ...", "Mar 21, 2022"),
            ("https://www.space.com/nasa-5000-exoplanets-milestone", "NASA confirms more than 5,000 exoplanets - Space.com",
             "The milestone came three decades after the first confirmed discovery ...", "Mar 22, 2022"),
            ("https://www.jpl.nasa.gov/news/nasa-exoplanet-archive-5000", "NASA Exoplanet Archive passes 5,000 - JPL",
             "The 5,000 planets found so far include small, rocky worlds like Earth and gas giants many times larger than Jupiter ...", "Mar 21, 2022"),
            ("https://www.theguardian.com/science/2022/mar/22/nasa-5000-exoplanets-confirmed", "Nasa confirms more than 5,000 planets outside solar system - The Guardian",
             "The first was found in 1992 orbiting a pulsar ...", "Mar 22, 2022"),
            ("https://www.reddit.com/r/space/comments/tjryxh/nasa_confirms_5000_exoplanets/", "NASA confirms 5,000 exoplanets : r/space",
             "Wild to think it was zero in 1991 ...", "Mar 22, 2022"),
            ("https://en.wikipedia.org/wiki/PSR_B1257%2B12", "PSR B1257+12 - Wikipedia",
             "In 1992, Aleksander Wolszczan and Dale Frail announced the discovery of two planets orbiting this pulsar, the first confirmed exoplanets ...", "N/A"),
            ("https://en.wikipedia.org/wiki/51_Pegasi_b", "51 Pegasi b - Wikipedia",
             "51 Pegasi b was discovered in 1995 by Michel Mayor and Didier Queloz, the first exoplanet found orbiting a Sun-like star ...", "N/A"),
            ("https://www.nobelprize.org/prizes/physics/2019/summary/", "The Nobel Prize in Physics 2019 - NobelPrize.org",
             "Half jointly to Michel Mayor and Didier Queloz \"for the discovery of an exoplanet orbiting a solar-type star\" ...", "Oct 8, 2019"),
            ("https://www.nature.com/articles/355145a0", "A planetary system around the millisecond pulsar PSR1257+12 - Nature",
             "Wolszczan & Frail, Nature 355, 145–147 (1992) ...", "Jan 9, 1992"),
            ("https://www.nature.com/articles/378355a0", "A Jupiter-mass companion to a solar-type star - Nature",
             "Mayor & Queloz, Nature 378, 355–359 (1995) ...", "Nov 23, 1995"),
            ("https://science.nasa.gov/exoplanets/historic-timeline/", "Historic Timeline - NASA Science",
             "1992: first planets around a pulsar; 1995: 51 Pegasi b; 2009: Kepler launch; 2018: TESS launch ...", "N/A"),
            ("https://www.britannica.com/science/exoplanet", "Exoplanet | Britannica",
             "The first exoplanets were discovered in 1992 ...", "N/A"),
        )),
        (extract("https://science.nasa.gov/exoplanets/discoveries-dashboard/", "Confirmed total and breakdown by planet type"),
         """# Discoveries Dashboard

## Exoplanet Discoveries

| | |
| --- | --- |
| **Confirmed exoplanets** | **5,921** |
| NASA-discovered exoplanets | 3,517 |
| Planetary systems | 4,436 |

## Planet types

| Type | Count |
| --- | --- |
| Neptune-like | 1,978 |
| Gas giant | 1,868 |
| Super-Earth | 1,864 |
| Terrestrial | 207 |
| Unknown | 4 |

## Discovery methods

Most confirmed exoplanets were found by the **transit** method (4,381), followed by **radial velocity** (1,144), **microlensing** (236) and **direct imaging** (84).

## Missions

- **Kepler / K2** (2009–2018): discovered more than 3,000 confirmed planets combined
- **TESS** (2018–present): hundreds of confirmed planets and thousands of candidates
- **JWST**: atmospheric characterization and direct imaging

*Data source: NASA Exoplanet Archive.*"""),
        (extract("https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html", "Number of multi-planet systems and TESS candidates"),
         "# Exoplanet and Candidate Statistics\n\n*Last Updated: 5 Jun 2025*\n\n" + COUNTS_BODY + "\n\nRelevant to goal: **998** systems host more than one planet (of **4,436** planetary systems), and **7,613** TESS Project Candidates remain to be confirmed."),
        (add(m2), added(*m2)),
        (search("exoplanet discoveries per year record 2016 Kepler statistical validation"), sr(
            ("https://exoplanetarchive.ipac.caltech.edu/exoplanetplots/", "Exoplanet Plots - NASA Exoplanet Archive",
             "Histogram of confirmed planet discoveries by year and method ...", "N/A"),
            ("https://www.nasa.gov/news-release/nasas-kepler-mission-announces-largest-collection-of-planets-ever-discovered/", "NASA's Kepler Mission Announces Largest Collection of Planets Ever Discovered",
             "1,284 newly verified planets announced in May 2016 — the single largest finding of planets to date ...", "May 10, 2016"),
            ("https://en.wikipedia.org/wiki/Kepler_space_telescope", "Kepler space telescope - Wikipedia",
             "The statistical validation of 1,284 planets in 2016 made that year the record year for exoplanet discoveries ...", "N/A"),
            ("https://iopscience.iop.org/article/10.3847/0004-637X/822/2/86", "False positive probabilities for all Kepler Objects of Interest - ApJ",
             "Morton et al. 2016: 1,284 planets validated at >99% confidence ...", "May 10, 2016"),
            ("https://www.statista.com/statistics/522362/exoplanets-discovered-per-year/", "Exoplanets discovered per year 1989-2025 | Statista",
             "2016 remains the year with the most discoveries, followed by 2014 ...", "Feb 18, 2025"),
            ("https://www.planetary.org/space-images/exoplanet-discoveries-by-year", "Exoplanet discoveries by year - The Planetary Society",
             "A chart showing exoplanet discoveries by year and method ...", "Jan 12, 2025"),
            ("https://www.space.com/kepler-1284-planets-2016", "Kepler finds 1,284 new planets - Space.com",
             "The haul nearly doubles the number of known Kepler planets ...", "May 10, 2016"),
            ("https://www.reddit.com/r/Astronomy/comments/1b3zv4e/exoplanet_discoveries_by_year/", "Exoplanet discoveries by year : r/Astronomy",
             "The 2016 spike is the Kepler validation paper ...", "Mar 1, 2024"),
            ("https://www.nature.com/articles/d41586-023-00021-5", "The exoplanet count keeps climbing - Nature",
             "TESS confirmations are now a growing share of new discoveries ...", "Jan 4, 2023"),
            ("https://en.wikipedia.org/wiki/Methods_of_detecting_exoplanets", "Methods of detecting exoplanets - Wikipedia",
             "Transit photometry and Doppler spectroscopy have found the most planets ...", "N/A"),
        )),
        (get_all(), dump({**m1, **m2})),
    ]
    rs.add(task="search", tid="h41-search-14", system=system("How many exoplanets are confirmed in the NASA Exoplanet Archive, and which discovery methods account for most of them?"),
           turns=turns, state=empty_state(), bad=True, turn=6, kind="'Last Updated' date of a re-fetched page is earlier than on the first fetch")


# Mars rover mission pages (search, extract, memory) — bad
def t15(rs: RowSet) -> None:
    m1 = {"percy_landing": "18 Feb 2021, Jezero Crater (Octavia E. Butler Landing)",
          "ingenuity": "72 flights, 19 Apr 2021 – 18 Jan 2024; ~129 min aloft, ~17 km; mission ended 25 Jan 2024 after rotor-blade damage"}
    m2 = {"percy_samples": "'Sapphire Canyon' core from the 'Cheyava Falls' rock = 25th sample, collected 21 Jul 2024 (sol 1,212)"}
    m3 = {"percy_landing": "18 Feb 2021, Jezero Crater (Octavia E. Butler Landing); by sol ~1,500 (spring 2025) climbed out of Jezero onto the crater rim ('Witch Hazel Hill', 'Krokodillen')"}
    turns = [
        (search("Perseverance rover milestones samples 2025", "Ingenuity helicopter final flight 72 rotor damage"), sr(
            ("https://science.nasa.gov/mission/mars-2020-perseverance/", "Mars 2020: Perseverance Rover - NASA Science",
             "Perseverance landed in Jezero Crater on Feb. 18, 2021, to seek signs of ancient life and collect samples of rock and regolith ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Perseverance_(rover)", "Perseverance (rover) - Wikipedia",
             "Perseverance is a car-sized Mars rover designed to explore Jezero crater ... It landed on 18 February 2021 ...", "N/A"),
            ("https://www.jpl.nasa.gov/news/nasas-perseverance-rover-reaches-top-of-jezero-crater-rim/", "NASA's Perseverance Rover Reaches Top of Jezero Crater Rim - JPL",
             "After a 3.5-month climb, the rover reached the crater rim at a location the team calls 'Lookout Hill' ...", "Dec 12, 2024"),
            ("https://science.nasa.gov/mission/mars-2020-perseverance/mars-rock-samples/", "Mars Rock Samples - NASA Science",
             "Perseverance carries 43 sample tubes. See each sample the rover has collected ...", "N/A"),
            ("https://www.space.com/perseverance-rover-mars-2025-update", "Perseverance rover: 4 years on Mars - Space.com",
             "The rover has driven more than 30 km and collected two dozen rock cores ...", "Feb 18, 2025"),
            ("https://www.jpl.nasa.gov/news/after-three-years-on-mars-nasas-ingenuity-helicopter-mission-ends/", "After Three Years on Mars, NASA's Ingenuity Helicopter Mission Ends - JPL",
             "NASA's Ingenuity Mars Helicopter has completed its historic mission after surpassing expectations and making dozens more flights than planned ... rotor blade damage on its 72nd flight ...", "Jan 25, 2024"),
            ("https://en.wikipedia.org/wiki/Ingenuity_(helicopter)", "Ingenuity (helicopter) - Wikipedia",
             "Ingenuity flew 72 times between 19 April 2021 and 18 January 2024, for a total flight time of over two hours ...", "N/A"),
            ("https://science.nasa.gov/mission/mars-2020-perseverance/ingenuity-mars-helicopter/", "Ingenuity Mars Helicopter - NASA Science",
             "The first aircraft to achieve powered, controlled flight on another planet ...", "N/A"),
            ("https://www.nytimes.com/2024/01/25/science/nasa-mars-helicopter-ingenuity.html", "NASA's Mars Helicopter Ingenuity Ends Its Mission - NYT",
             "The helicopter, designed for five flights, made 72 ...", "Jan 25, 2024"),
            ("https://www.jpl.nasa.gov/news/nasa-performs-first-aircraft-accident-investigation-on-another-world/", "NASA Performs First Aircraft Accident Investigation on Another World - JPL",
             "The most likely cause was a lack of surface texture over the sandy terrain that confused the navigation system ...", "Dec 11, 2024"),
        )),
        (extract("https://science.nasa.gov/mission/mars-2020-perseverance/", "Landing date, site, and key milestones incl. Ingenuity"),
         """# Mars 2020: Perseverance Rover

| Quick facts | |
| --- | --- |
| Launch | July 30, 2020, Cape Canaveral Space Force Station, Florida |
| Landing | Feb. 18, 2021, Jezero Crater, Mars |
| Landing site name | Octavia E. Butler Landing |
| Mission duration | At least one Mars year (about 687 Earth days) — extended |
| Mission status | Active |
| Power | Multi-Mission Radioisotope Thermoelectric Generator (MMRTG) |

## Mission goals

Perseverance is searching for signs of ancient microbial life, characterizing the planet's geology and past climate, paving the way for human exploration, and collecting and caching Martian rock and regolith for possible return to Earth.

## Milestones

- **Feb. 18, 2021** — Landed in Jezero Crater.
- **Apr. 19, 2021** — Ingenuity Mars Helicopter makes the first powered, controlled flight on another planet.
- **Apr. 20, 2021** — MOXIE produces oxygen from the Martian atmosphere for the first time.
- **Sept. 1, 2021** — First rock core collected ("Montdenier").
- **Dec. 21, 2022 – Jan. 28, 2023** — Ten sample tubes deposited at the "Three Forks" depot.
- **Jan. 18, 2024** — Ingenuity completes its 72nd and final flight; the mission ended Jan. 25, 2024, after rotor blade damage.
- **July 21, 2024** — Rover collects the "Sapphire Canyon" core from the "Cheyava Falls" rock.
- **Dec. 2024** — Perseverance reaches the top of the Jezero Crater rim.

## Ingenuity by the numbers

| | |
| --- | --- |
| Flights | 72 |
| Total flight time | 128.8 minutes |
| Distance flown | 17 km (10.5 miles) |
| Highest altitude | 24 m (78.7 ft) |
| Mission ended | Jan. 25, 2024 |"""),
        (add(m1), added(*m1)),
        (search("Cheyava Falls Sapphire Canyon sample 25th Perseverance"), sr(
            ("https://www.jpl.nasa.gov/news/nasas-perseverance-rover-scientists-find-intriguing-mars-rock/", "NASA's Perseverance Rover Scientists Find Intriguing Mars Rock - JPL",
             "The arrowhead-shaped rock, nicknamed 'Cheyava Falls,' has fascinating traits that may bear on the question of whether Mars was home to microscopic life ...", "Jul 25, 2024"),
            ("https://science.nasa.gov/resource/sapphire-canyon-sample/", "Sapphire Canyon sample - NASA Science",
             "Sample 25, cored from Cheyava Falls on July 21, 2024 (sol 1,212) ...", "N/A"),
            ("https://www.nytimes.com/2024/07/25/science/mars-perseverance-rover-life.html", "NASA Rover Finds Possible Hints of Ancient Life on Mars - NYT",
             "'Leopard spots' on the rock are of the kind that on Earth are often associated with microbes ...", "Jul 25, 2024"),
            ("https://en.wikipedia.org/wiki/Cheyava_Falls", "Cheyava Falls (Mars rock) - Wikipedia",
             "Cheyava Falls is a rock discovered by Perseverance in Neretva Vallis in July 2024 ...", "N/A"),
            ("https://www.space.com/perseverance-rover-cheyava-falls-life-signs", "Perseverance finds 'leopard spots' rock - Space.com",
             "Organic compounds were detected by SHERLOC ...", "Jul 25, 2024"),
            ("https://www.bbc.com/news/articles/c87wj4z3zzyo", "Nasa rover finds rock with possible signs of ancient life - BBC",
             "Scientists caution that non-biological processes could also explain the features ...", "Jul 26, 2024"),
            ("https://www.nature.com/articles/s41586-025-09413-0", "Redox-driven mineral and organic associations in Jezero Crater - Nature",
             "Analysis of the Cheyava Falls rock and the Sapphire Canyon sample ...", "N/A"),
            ("https://www.planetary.org/articles/cheyava-falls-explained", "Cheyava Falls, explained - The Planetary Society",
             "Why the rock matters for Mars Sample Return ...", "Aug 1, 2024"),
            ("https://www.reddit.com/r/space/comments/1ec1x8x/perseverance_cheyava_falls/", "Perseverance Cheyava Falls : r/space",
             "Sample 25 is the one everyone will want back ...", "Jul 25, 2024"),
            ("https://www.scientificamerican.com/article/nasa-rover-finds-leopard-spots/", "NASA Rover Finds 'Leopard Spots' on Mars - Scientific American",
             "The rock's spots contain iron and phosphate ...", "Jul 26, 2024"),
        )),
        (extract("https://www.jpl.nasa.gov/news/nasas-perseverance-rover-scientists-find-intriguing-mars-rock/", "Sample number and date for the Cheyava Falls core"),
         """# NASA's Perseverance Rover Scientists Find Intriguing Mars Rock

*July 25, 2024*

The six-wheeled geologist found a fascinating rock that has some indications it may have hosted microbial life billions of years ago, but further research is needed.

A vein-filled rock is catching the eye of the science team of NASA's Perseverance Mars rover. Nicknamed "Cheyava Falls" by the team, the arrowhead-shaped rock contains fascinating traits that may bear on the question of whether Mars was home to microscopic life in the distant past.

Analysis by instruments aboard the rover indicates the rock possesses qualities that fit the definition of a possible indicator of ancient life. The rock exhibits chemical signatures and structures that could possibly have been formed by life billions of years ago when the area being explored by the rover contained running water. Other explanations for the observed features are being considered by the science team.

## The sample

The rover collected the core sample, called "**Sapphire Canyon**," on **July 21, 2024** (the 1,212th Martian day, or sol, of the mission). It is the **25th rock core** the rover has collected.

- The rock was found in the northern edge of Neretva Vallis, an ancient river valley carved by water rushing into Jezero Crater.
- SHERLOC detected organic compounds.
- Millimeter-size "leopard spots" with black rings contain iron and phosphate.
- Large white calcium sulfate veins run the length of the rock.

> "Cheyava Falls is the most puzzling, complex, and potentially important rock yet investigated by Perseverance," said Ken Farley, Perseverance project scientist at Caltech.

Perseverance has been climbing toward the rim of Jezero Crater since leaving Neretva Vallis."""),
        (add(m2), added(*m2)),
        (search("Perseverance rover Krokodillen crater rim 2025 blog"), sr(
            ("https://science.nasa.gov/blog/perseverance-reaches-krokodillen/", "Perseverance Rover Arrives at 'Krokodillen' - NASA Science Blog",
             "After spending several months exploring Witch Hazel Hill, Perseverance has driven to a new area called Krokodillen ...", "May 13, 2025"),
            ("https://science.nasa.gov/blog/witch-hazel-hill/", "Investigating Witch Hazel Hill - NASA Science Blog",
             "The rover has been studying layered rocks on the outer slope of the rim ...", "Mar 20, 2025"),
            ("https://www.jpl.nasa.gov/news/nasas-perseverance-mars-rover-to-take-bite-out-of-krokodillen/", "NASA's Perseverance Mars Rover to Take Bite Out of 'Krokodillen' - JPL",
             "The team is trying a new strategy: leaving a sample tube unsealed ...", "May 21, 2025"),
            ("https://mars.nasa.gov/mars2020/mission/where-is-the-rover/", "Where Is Perseverance? - NASA",
             "Interactive map of the rover's traverse, updated after each drive ...", "N/A"),
            ("https://www.space.com/perseverance-krokodillen-unsealed-sample", "Perseverance leaves a sample tube unsealed - Space.com",
             "With few empty tubes left, the team will keep one open and decide later whether to seal it ...", "May 22, 2025"),
            ("https://www.planetary.org/articles/perseverance-crater-rim-2025", "Perseverance on the crater rim - The Planetary Society",
             "Some of the oldest rocks the rover has seen ...", "Apr 3, 2025"),
            ("https://www.universetoday.com/perseverance-krokodillen/", "Perseverance explores Krokodillen - Universe Today",
             "The region is named after a mountain ridge in Norway ...", "May 15, 2025"),
            ("https://www.reddit.com/r/Mars/comments/1kmq0bo/perseverance_at_krokodillen/", "Perseverance at Krokodillen : r/Mars",
             "New raw images are up ...", "May 14, 2025"),
            ("https://en.wikipedia.org/wiki/Perseverance_(rover)", "Perseverance (rover) - Wikipedia",
             "In 2025 the rover explored the crater rim, including Witch Hazel Hill and Krokodillen ...", "N/A"),
            ("https://www.nasa.gov/image-article/perseverance-views-crater-rim/", "Perseverance Views the Crater Rim - NASA",
             "Mastcam-Z mosaic from sol 1,470 ...", "Apr 10, 2025"),
        )),
        (extract("https://science.nasa.gov/blog/perseverance-reaches-krokodillen/", "Current location and sol number"),
         """# Perseverance Rover Arrives at 'Krokodillen'

*Written by Henry Manelski, Purdue University · May 13, 2025*

After spending several months exploring the rocks of **Witch Hazel Hill** on the Jezero Crater rim, NASA's Perseverance rover has driven south to a new area the team calls **"Krokodillen."** The rover arrived on **sol 1,501**.

Krokodillen covers roughly 2 acres of terrain on the rim's outer slope. Orbital data suggest it contains clay-rich rocks that formed in the presence of water, possibly older than any the rover has sampled so far.

## What's next

- Abrasion patches to look for olivine and clay minerals
- Mapping the contact between Witch Hazel Hill's layered rocks and Krokodillen
- A possible new sample, including a strategy of leaving a tube unsealed so that the team can choose later whether to keep it

The rover has been on the rim since December 2024 and has driven more than 35 km since landing in February 2021."""),
        (upd(m3), updated(*m3)),
        (extract("https://science.nasa.gov/mission/mars-2020-perseverance/ingenuity-mars-helicopter/", "Ingenuity flight statistics and status"),
         """# Ingenuity Mars Helicopter

The Ingenuity Mars Helicopter was the first aircraft to achieve powered, controlled flight on another planet. It arrived at Mars attached to the belly of the Perseverance rover on Feb. 18, 2021.

| Quick facts | |
| --- | --- |
| Mass | 1.8 kg (4 lb) |
| Rotor span | 1.2 m (4 ft) |
| Rotor speed | up to 2,700 rpm |
| First flight | April 19, 2021 |
| Flights completed | 72 |
| Total flight time | 128.8 minutes |
| Distance flown | 17 km (10.5 miles) |
| Highest altitude | 24 m (78.7 ft) |
| Status | Flight operations ongoing |

## A technology demonstration that became an operations scout

Ingenuity was designed for a 30-day technology demonstration of up to five flights. After succeeding, it transitioned to an operations demonstration, scouting routes and science targets for Perseverance across Jezero Crater and Neretva Vallis.

## Records

- First powered, controlled flight on another world (April 19, 2021)
- Fastest ground speed: 10 m/s (22.4 mph)
- Longest single flight: 704 m (flight 25)

## Team

Ingenuity was built by NASA's Jet Propulsion Laboratory, with contributions from AeroVironment, NASA Ames Research Center and NASA Langley Research Center."""),
        (get("percy_samples"), dump(m2)),
        (search("Mars Sample Return 2025 budget cancellation options"), sr(
            ("https://www.nasa.gov/news-release/nasa-to-explore-two-landing-options-for-returning-samples-from-mars/", "NASA to Explore Two Landing Options for Returning Samples from Mars - NASA",
             "NASA will pursue two potential paths forward, with a decision expected in 2026 ...", "Jan 7, 2025"),
            ("https://spacenews.com/white-house-budget-proposes-canceling-mars-sample-return/", "White House budget proposes canceling Mars Sample Return - SpaceNews",
             "The FY2026 budget request would terminate MSR and many other science missions ...", "May 30, 2025"),
            ("https://www.planetary.org/articles/mars-sample-return-budget-2026", "What the 2026 budget means for Mars Sample Return - The Planetary Society",
             "Congress will have the final say ...", "Jun 2, 2025"),
            ("https://en.wikipedia.org/wiki/Mars_sample-return_mission", "Mars sample-return mission - Wikipedia",
             "NASA–ESA Mars Sample Return would retrieve the tubes collected by Perseverance ...", "N/A"),
            ("https://www.science.org/content/article/nasa-mars-sample-return-options", "NASA's Mars sample return plan in limbo - Science",
             "Both options would cost between $5.8 billion and $7.7 billion ...", "Jan 8, 2025"),
            ("https://www.space.com/nasa-mars-sample-return-two-options-2025", "NASA's new Mars Sample Return plan - Space.com",
             "One option uses a sky crane, the other a commercial lander ...", "Jan 7, 2025"),
            ("https://www.esa.int/Science_Exploration/Human_and_Robotic_Exploration/Exploration/Mars_sample_return", "Mars Sample Return - ESA",
             "ESA's contributions include the Earth Return Orbiter ...", "N/A"),
            ("https://arstechnica.com/space/2025/05/nasa-budget-mars-sample-return/", "NASA budget would kill Mars Sample Return - Ars Technica",
             "The proposal calls for cuts of nearly half to NASA science ...", "May 30, 2025"),
            ("https://www.reddit.com/r/space/comments/1kz4q9t/budget_cancels_msr/", "Budget proposal cancels MSR : r/space",
             "So the Cheyava Falls sample might never come back ...", "May 31, 2025"),
            ("https://www.nature.com/articles/d41586-025-01720-w", "Mars sample return faces the axe - Nature",
             "Scientists warn of lost opportunity ...", "Jun 3, 2025"),
        )),
    ]
    rs.add(task="search", tid="h41-search-15", system=system("Summarise the key milestones of NASA's Perseverance rover and Ingenuity helicopter: landing, Ingenuity's flight record, and notable samples."),
           turns=turns, state=empty_state(), bad=True, turn=10, kind="helicopter status shows flight operations ongoing though earlier pages said its mission ended")


# Particle accelerator energies (search, extract, memory) — clean
def t16(rs: RowSet) -> None:
    m1 = {"lhc": "13.6 TeV collision energy (6.8 TeV per beam), Run 3 physics since 5 Jul 2022"}
    m2 = {"tevatron": "1.96 TeV collision energy (0.98 TeV = 980 GeV per beam), closed 30 Sep 2011"}
    m3 = {"lhc": "13.6 TeV = 13,600 GeV collisions (6.8 TeV per beam) since 5 Jul 2022 — ~6.9x the Tevatron's 1.96 TeV; FCC-hh baseline ~85 TeV (earlier studies: 100 TeV)"}
    turns = [
        (search("LHC record collision energy 13.6 TeV Run 3"), sr(
            ("https://home.cern/news/news/physics/lhc-run-3-physics-record-energy-starts-tomorrow", "LHC Run 3: physics at a record energy starts tomorrow | CERN",
             "On 5 July 2022 the LHC will start delivering physics data at the unprecedented energy of 13.6 TeV ...", "Jul 4, 2022"),
            ("https://home.cern/science/accelerators/large-hadron-collider", "The Large Hadron Collider | CERN",
             "The LHC is the world's largest and most powerful particle accelerator, a 27-kilometre ring of superconducting magnets ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Large_Hadron_Collider", "Large Hadron Collider - Wikipedia",
             "Since July 2022 the LHC has operated at a collision energy of 13.6 TeV (6.8 TeV per beam) ...", "N/A"),
            ("https://www.symmetrymagazine.org/article/lhc-run-3-begins-record-energy", "LHC Run 3 begins at record energy - Symmetry Magazine",
             "Proton beams are now colliding at 13.6 trillion electronvolts ...", "Jul 5, 2022"),
            ("https://www.bbc.com/news/science-environment-62034125", "Large Hadron Collider restarts at record energy - BBC",
             "The machine will smash protons together at 13.6 trillion electronvolts ...", "Jul 5, 2022"),
            ("https://atlas.cern/Updates/News/Run3-13p6TeV", "ATLAS records first 13.6 TeV collisions - ATLAS Experiment",
             "Stable beams at 13.6 TeV mark the start of Run 3 physics ...", "Jul 5, 2022"),
            ("https://cms.cern/news/cms-starts-run-3", "CMS starts Run 3 data taking - CMS Experiment",
             "CMS recorded its first 13.6 TeV collisions ...", "Jul 5, 2022"),
            ("https://www.nature.com/articles/d41586-022-01784-x", "LHC restarts after three-year upgrade - Nature",
             "Physicists hope higher energy and luminosity will reveal new physics ...", "Jul 5, 2022"),
            ("https://www.reddit.com/r/Physics/comments/vrp6m6/lhc_run_3_136_tev/", "LHC Run 3 at 13.6 TeV : r/Physics",
             "Only ~4.6% more energy than Run 2 but much higher luminosity ...", "Jul 5, 2022"),
            ("https://www.scientificamerican.com/article/lhc-run-3/", "The LHC Is Back at Record Energy - Scientific American",
             "Run 3 is scheduled to continue until mid-2026 ...", "Jul 5, 2022"),
        )),
        (extract("https://home.cern/news/news/physics/lhc-run-3-physics-record-energy-starts-tomorrow", "Collision energy per beam and start date"),
         """# LHC Run 3: physics at a record energy starts tomorrow

*4 July, 2022 · By Naomi Dinmore*

On 5 July at around 16:00 CEST, the Large Hadron Collider (LHC) will start delivering physics data at the unprecedented energy of **13.6 TeV**, kicking off its third run of data taking. The event will be broadcast live on CERN's social media channels and website.

After more than three years of upgrade and consolidation work, the LHC restarted on 22 April this year. Since then, the operators have been ramping up the machine to collide protons at **6.8 TeV per beam**, combining to a collision energy of 13.6 TeV.

## What's new in Run 3

| | Run 2 (2015–2018) | Run 3 (2022– ) |
| --- | --- | --- |
| Energy per beam | 6.5 TeV | 6.8 TeV |
| Collision energy | 13 TeV | 13.6 TeV |
| Bunch intensity | up to 1.2 × 10¹¹ protons | up to 1.8 × 10¹¹ protons |

The experiments' detectors have also been upgraded: ALICE's new Inner Tracking System, LHCb's new software trigger and upgraded tracking, and improvements in ATLAS and CMS.

> "We will focus the beams at the interaction points to a vertical size of less than 10 microns, to increase the collision rate," said Rhodri Jones, head of CERN's Beams department.

Run 3 will be followed by the High-Luminosity LHC (HL-LHC) upgrade."""),
        (add(m1), added(*m1)),
        (search("Tevatron collision energy 1.96 TeV shutdown 2011", "FCC-hh collision energy feasibility study 2025 85 TeV"), sr(
            ("https://en.wikipedia.org/wiki/Tevatron", "Tevatron - Wikipedia",
             "The Tevatron was a circular particle accelerator at Fermilab ... it accelerated protons and antiprotons to 980 GeV ... collision energy 1.96 TeV ... shut down on 30 September 2011 ...", "N/A"),
            ("https://www.fnal.gov/pub/tevatron/tevatron-accelerator.html", "Tevatron accelerator - Fermilab",
             "Protons and antiprotons circled the 4-mile ring in opposite directions ...", "N/A"),
            ("https://news.fnal.gov/2011/09/tevatron-shutdown/", "The Tevatron's final day - Fermilab News",
             "After 28 years, the Tevatron shut down on Sept. 30, 2011 ...", "Sep 30, 2011"),
            ("https://www.nytimes.com/2011/09/30/science/30tevatron.html", "The Tevatron, Once a King, Is Shut Down - NYT",
             "The accelerator's greatest triumph was the 1995 discovery of the top quark ...", "Sep 30, 2011"),
            ("https://www.symmetrymagazine.org/article/september-2011/tevatron-by-the-numbers", "Tevatron by the numbers - Symmetry",
             "Circumference 6.28 km; beam energy 0.98 TeV; 1,000+ superconducting magnets ...", "Sep 29, 2011"),
            ("https://home.cern/science/accelerators/future-circular-collider", "The Future Circular Collider | CERN",
             "FCC would be a 91-km ring; an electron-positron collider (FCC-ee) first, then a proton collider (FCC-hh) reaching about 85 TeV ...", "N/A"),
            ("https://home.cern/news/news/accelerators/fcc-feasibility-study-final-report", "FCC Feasibility Study final report released | CERN",
             "The report, released on 31 March 2025, describes a 90.7 km ring ...", "Mar 31, 2025"),
            ("https://en.wikipedia.org/wiki/Future_Circular_Collider", "Future Circular Collider - Wikipedia",
             "FCC-hh was originally designed for 100 TeV collisions; the 2025 baseline is about 85 TeV ...", "N/A"),
            ("https://www.nature.com/articles/d41586-025-01012-3", "CERN's 91-km collider plan - Nature",
             "The cost of the first stage is estimated at 15 billion Swiss francs ...", "Apr 1, 2025"),
            ("https://physicsworld.com/a/fcc-feasibility-study-2025/", "FCC feasibility study published - Physics World",
             "A 100 TeV proton machine was the original goal of the FCC study ...", "Mar 31, 2025"),
            ("https://www.reddit.com/r/Physics/comments/1jo9x0k/fcc_feasibility_study_out/", "FCC feasibility study is out : r/Physics",
             "85 TeV now instead of 100 because of magnet assumptions ...", "Mar 31, 2025"),
            ("https://cerncourier.com/a/fcc-hh-energy-choice/", "Choosing the energy of FCC-hh - CERN Courier",
             "With 14 T Nb3Sn magnets the ring supports about 85 TeV ...", "May 2025"),
        )),
        (extract("https://en.wikipedia.org/wiki/Tevatron", "Beam and collision energy, dates"),
         """# Tevatron

From Wikipedia, the free encyclopedia

| Tevatron | |
| --- | --- |
| Type | Synchrotron |
| Location | Fermilab, Batavia, Illinois, US |
| Circumference | 6.28 km (3.90 mi) |
| Beam | Proton–antiproton |
| Beam energy | 980 GeV (0.98 TeV) |
| Collision energy | 1.96 TeV |
| First operation | 1983 |
| Shut down | 30 September 2011 |
| Succeeded by | Large Hadron Collider (as highest-energy collider) |

The **Tevatron** was a circular particle accelerator in the United States, at the Fermi National Accelerator Laboratory, east of Batavia, Illinois. It was the highest-energy particle collider in the world until the Large Hadron Collider (LHC) of CERN surpassed it in November 2009.

The Tevatron accelerated protons and antiprotons in a 6.28 km ring to energies of up to 1 TeV (hence its name). Following the Run II upgrade completed in 2001, each beam reached **980 GeV**, for a centre-of-mass collision energy of **1.96 TeV**.

## Discoveries

- **1995:** discovery of the top quark by the CDF and DØ collaborations.
- **2006:** observation of B_s oscillations.
- **2012:** combined Tevatron evidence for a Higgs-like particle decaying to bottom quarks, published shortly after the LHC discovery.

## Shutdown

Owing to budget constraints and the LHC's higher energy, the Tevatron was shut down on **30 September 2011**. Its tunnel and some of its components have since been reused for other experiments at Fermilab."""),
        (add(m2), added(*m2)),
        (extract("https://home.cern/science/accelerators/future-circular-collider", "Planned FCC circumference and collision energy"),
         """# The Future Circular Collider

The Future Circular Collider (FCC) is a proposed particle accelerator with a circumference of about **91 km** (90.7 km), which would be built in a tunnel beneath France and Switzerland around Geneva.

## Two stages

| Stage | Collider | Collision energy | Start of operations (indicative) |
| --- | --- | --- | --- |
| FCC-ee | Electron–positron | 88–365 GeV (Z pole, WW, ZH, top-pair) | mid-2040s |
| FCC-hh | Proton–proton | about **85 TeV** | 2070s |

The first stage, FCC-ee, would act as a "Higgs factory" and electroweak precision machine. The second stage, FCC-hh, would reuse the same tunnel. Early FCC studies assumed 16 T magnets and a target of **100 TeV**; the baseline presented in the 2025 Feasibility Study assumes 14 T Nb₃Sn dipoles, giving about 85 TeV.

## Feasibility Study

The Feasibility Study Report was published on 31 March 2025 and will feed into the update of the European Strategy for Particle Physics. The CERN Council is expected to decide on the project around 2028.

## Comparison

| Collider | Circumference | Collision energy |
| --- | --- | --- |
| LHC | 26.7 km | 13.6 TeV |
| FCC-hh (baseline) | 90.7 km | ~85 TeV |"""),
        (search("LHC 2025 run status luminosity record"), sr(
            ("https://home.cern/news/news/accelerators/lhc-2025-run-begins", "The LHC's 2025 run begins | CERN",
             "Stable beams were declared on 5 May, marking the start of the 2025 physics season ...", "May 5, 2025"),
            ("https://lpc.web.cern.ch/lumiplots_2025_pp.htm", "LHC luminosity plots 2025 - LHC Programme Coordination",
             "Delivered integrated luminosity to ATLAS and CMS, updated daily ...", "3 hours ago"),
            ("https://home.cern/news/news/accelerators/lhc-2024-record-year", "2024: a record year for the LHC | CERN",
             "The LHC delivered more than 120 fb⁻¹ to ATLAS and CMS in 2024, a record for a single year ...", "Dec 9, 2024"),
            ("https://op-webtools.web.cern.ch/vistar/vistars.php?usr=LHC1", "LHC Page 1 - Vistar",
             "Live machine status: beam energy 6800 GeV ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Large_Hadron_Collider", "Large Hadron Collider - Wikipedia",
             "Run 3 is scheduled to end in mid-2026, followed by Long Shutdown 3 for the HL-LHC ...", "N/A"),
            ("https://atlas.cern/Updates/News/2025-data-taking", "ATLAS begins 2025 data taking - ATLAS Experiment",
             "The detector is recording 13.6 TeV collisions ...", "May 6, 2025"),
            ("https://cms.cern/news/2025-run", "CMS ready for 2025 - CMS Experiment",
             "New trigger algorithms for Run 3's final full year ...", "May 7, 2025"),
            ("https://www.symmetrymagazine.org/article/hl-lhc-schedule", "The High-Luminosity LHC schedule - Symmetry",
             "HL-LHC operations are expected to begin around 2030 ...", "Feb 12, 2025"),
            ("https://www.reddit.com/r/CERN/comments/1kf0c1m/2025_lhc_run/", "2025 LHC run : r/CERN",
             "Stable beams again, page 1 looking good ...", "May 5, 2025"),
            ("https://home.cern/news/news/accelerators/oxygen-run-2025", "LHC to collide oxygen ions in 2025 | CERN",
             "A short oxygen–oxygen and proton–oxygen run is planned for July ...", "Apr 22, 2025"),
        )),
        (upd(m3), updated(*m3)),
    ]
    rs.add(task="search", tid="h41-search-16", system=system("What is the highest collision energy reached by a particle accelerator, and how does it compare with the Tevatron and the proposed FCC?"),
           turns=turns, state=empty_state(), bad=False)


# LLM benchmark papers on arXiv (search, extract, memory) — bad
def t17(rs: RowSet) -> None:
    m1 = {"llama31_405b": "MMLU 87.3 (5-shot), 88.6 (0-shot CoT) — Llama 3 Herd of Models paper, Jul 2024",
          "gemini_ultra": "MMLU 90.04 (CoT@32), 83.7 (5-shot) — Gemini 1.0 report, Dec 2023"}
    m2 = {"gpt4": "MMLU 86.4 (5-shot) — GPT-4 Technical Report, Mar 2023",
          "claude3_opus": "MMLU 86.8 (5-shot), 88.2 (5-shot CoT) — Claude 3 model card, Mar 2024"}
    turns = [
        (search("Llama 3.1 405B MMLU score paper arXiv", "Gemini Ultra MMLU 90.0 CoT@32 technical report"), sr(
            ("https://arxiv.org/abs/2407.21783", "[2407.21783] The Llama 3 Herd of Models - arXiv",
             "Modern artificial intelligence (AI) systems are powered by foundation models. This paper presents a new set of foundation models, called Llama 3 ...", "Jul 31, 2024"),
            ("https://ai.meta.com/blog/meta-llama-3-1/", "Introducing Llama 3.1: Our most capable models to date - Meta AI",
             "Llama 3.1 405B ... MMLU (0-shot, CoT) 88.6 ...", "Jul 23, 2024"),
            ("https://huggingface.co/meta-llama/Llama-3.1-405B-Instruct", "meta-llama/Llama-3.1-405B-Instruct - Hugging Face",
             "Instruction tuned models: MMLU (5-shot) 87.3; MMLU (CoT, 0-shot) 88.6 ...", "N/A"),
            ("https://ai.meta.com/research/publications/the-llama-3-herd-of-models/", "The Llama 3 Herd of Models | Research - AI at Meta",
             "Our largest model is a dense Transformer with 405B parameters and a context window of up to 128K tokens ...", "Jul 23, 2024"),
            ("https://paperswithcode.com/sota/multi-task-language-understanding-on-mmlu", "MMLU Benchmark (Multi-task Language Understanding) | Papers With Code",
             "Leaderboard of reported MMLU results ...", "N/A"),
            ("https://arxiv.org/abs/2312.11805", "[2312.11805] Gemini: A Family of Highly Capable Multimodal Models - arXiv",
             "This report introduces a new family of multimodal models, Gemini ... Gemini Ultra ... the first model to achieve human-expert performance on MMLU ...", "Dec 19, 2023"),
            ("https://blog.google/technology/ai/google-gemini-ai/", "Introducing Gemini: our largest and most capable AI model - Google",
             "With a score of 90.0%, Gemini Ultra is the first model to outperform human experts on MMLU ...", "Dec 6, 2023"),
            ("https://storage.googleapis.com/deepmind-media/gemini/gemini_1_report.pdf", "Gemini: A Family of Highly Capable Multimodal Models (PDF)",
             "MMLU 90.04% CoT@32; 83.7% 5-shot ...", "Dec 6, 2023"),
            ("https://www.theverge.com/2023/12/6/23990466/google-gemini-llm-ai-model", "Google launches Gemini - The Verge",
             "Google says Gemini Ultra beats GPT-4 on 30 of 32 benchmarks ...", "Dec 6, 2023"),
            ("https://www.reddit.com/r/MachineLearning/comments/18cbr2b/d_gemini_ultra_mmlu_cot32/", "[D] Gemini Ultra's MMLU 90% is CoT@32 vs GPT-4 5-shot : r/MachineLearning",
             "Apples to oranges: at 5-shot Ultra gets 83.7 vs GPT-4 86.4 ...", "Dec 7, 2023"),
        )),
        (extract("https://arxiv.org/abs/2312.11805", "Paper identity and the MMLU result for Gemini Ultra"),
         """# Computer Science > Computation and Language

**arXiv:2312.11805** (cs)

*[Submitted on 19 Dec 2023 (v1), last revised 17 Jun 2024 (this version, v4)]*

# Gemini: A Family of Highly Capable Multimodal Models

Gemini Team, Google: Rohan Anil, Sebastian Borgeaud, Jean-Baptiste Alayrac, Jiahui Yu, Radu Soricut, Johan Schalkwyk, Andrew M. Dai, Anja Hauth, et al. (1350 additional authors not shown)

> **Abstract:** This report introduces a new family of multimodal models, Gemini, that exhibit remarkable capabilities across image, audio, video, and text understanding. The Gemini family consists of Ultra, Pro, and Nano sizes, suitable for applications ranging from complex reasoning tasks to on-device memory-constrained use-cases. Evaluation on a broad range of benchmarks shows that our most-capable Gemini Ultra model advances the state of the art in 30 of 32 of these benchmarks - notably being the first model to achieve human-expert performance on the well-studied exam benchmark MMLU, and improving the state of the art in every one of the 20 multimodal benchmarks we examined. We believe that the new capabilities of the Gemini family in cross-modal reasoning and language understanding will enable a wide variety of use cases. We discuss our approach toward post-training and deploying Gemini models responsibly to users through services including Gemini, Gemini Advanced, Google AI Studio, and Cloud Vertex AI.

| | |
| --- | --- |
| Subjects | Computation and Language (cs.CL); Artificial Intelligence (cs.AI); Computer Vision and Pattern Recognition (cs.CV) |
| Cite as | arXiv:2312.11805 [cs.CL] |
| | (or arXiv:2312.11805v4 [cs.CL] for this version) |
| DOI | https://doi.org/10.48550/arXiv.2312.11805 |

**Relevant to goal (from the paper, Table 2):** Gemini Ultra scores **90.04%** on MMLU with CoT@32 (uncertainty-routed chain-of-thought, 32 samples) and **83.7%** with standard 5-shot prompting; GPT-4 is listed at 87.29% (CoT@32, via API) and 86.4% (5-shot, reported)."""),
        (extract("https://arxiv.org/abs/2407.21783", "Paper identity, model sizes, and where MMLU results are reported"),
         """# Computer Science > Artificial Intelligence

**arXiv:2407.21738** (cs)

*[Submitted on 31 Jul 2024 (v1), last revised 23 Nov 2024 (this version, v3)]*

# The Llama 3 Herd of Models

Aaron Grattafiori, Abhimanyu Dubey, Abhinav Jauhri, Abhinav Pandey, Abhishek Kadian, Ahmad Al-Dahle, Aiesha Letman, Akhil Mathur, Alan Schelten, Alex Vaughan, et al. (549 additional authors not shown)

> **Abstract:** Modern artificial intelligence (AI) systems are powered by foundation models. This paper presents a new set of foundation models, called Llama 3. It is a herd of language models that natively support multilinguality, coding, reasoning, and tool usage. Our largest model is a dense Transformer with 405B parameters and a context window of up to 128K tokens. This paper presents an extensive empirical evaluation of Llama 3. We find that Llama 3 delivers comparable quality to leading language models such as GPT-4 on a plethora of tasks. We publicly release Llama 3, including pre-trained and post-trained versions of the 405B parameter language model and our Llama Guard 3 model for input and output safety. The paper also presents the results of experiments in which we integrate image, video, and speech capabilities into Llama 3 via a compositional approach. We observe this approach performs competitively with the state-of-the-art on image, video, and speech recognition tasks. The resulting models are not yet being broadly released as they are still under development.

| | |
| --- | --- |
| Subjects | Artificial Intelligence (cs.AI); Computation and Language (cs.CL); Computer Vision and Pattern Recognition (cs.CV) |
| Cite as | arXiv:2407.21738 [cs.AI] |
| | (or arXiv:2407.21738v3 [cs.AI] for this version) |

**Relevant to goal:** MMLU results for the post-trained (instruct) models, including the 405B model, are reported in the paper's Table 2 (section 5.1, "Post-trained Language Model"); the abstract page does not list benchmark numbers. Full text: HTML (experimental) · PDF."""),
        (extract("https://arxiv.org/html/2407.21783v3", "Table 2 MMLU results for the 405B instruct model and comparison models"),
         """# The Llama 3 Herd of Models

Llama Team, AI @ Meta

## 5.1 Post-trained Language Model (excerpt)

Table 2: Performance of finetuned Llama 3 models on key benchmark evaluations. The table compares the performance of the 8B, 70B, and 405B versions of Llama 3 with that of competing models.

| Category | Benchmark | Llama 3 8B | Llama 3 70B | Llama 3 405B | GPT-4 (0125) | GPT-4o | Claude 3.5 Sonnet |
| --- | --- | --- | --- | --- | --- | --- | --- |
| General | MMLU (5-shot) | 69.4 | 83.6 | **87.3** | 85.1 | 89.1 | 89.9 |
| General | MMLU (0-shot, CoT) | 73.0 | 86.0 | **88.6** | 85.4 | 88.7 | 88.3 |
| General | MMLU-Pro (5-shot, CoT) | 48.3 | 66.4 | 73.3 | 64.8 | 74.0 | 77.0 |
| General | IFEval | 80.4 | 87.5 | 88.6 | 84.3 | 85.6 | 88.0 |
| Code | HumanEval (0-shot) | 72.6 | 80.5 | 89.0 | 86.6 | 90.2 | 92.0 |
| Math | GSM8K (8-shot, CoT) | 84.5 | 95.1 | 96.8 | 94.2 | 96.1 | 96.4 |
| Math | MATH (0-shot, CoT) | 51.9 | 68.0 | 73.8 | 64.5 | 76.6 | 71.1 |
| Reasoning | ARC Challenge (0-shot) | 83.4 | 94.8 | 96.9 | 96.4 | 96.7 | 96.7 |
| Reasoning | GPQA (0-shot, CoT) | 30.4 | 46.7 | 51.1 | 41.4 | 53.6 | 59.4 |

Results for competing models were obtained by Meta's own evaluation where possible; for GPT-4o and Claude 3.5 Sonnet, some values are taken from the respective providers' reports."""),
        (add(m1), added(*m1)),
        (search("GPT-4 technical report MMLU 86.4 5-shot", "Claude 3 Opus MMLU 86.8 model card"), sr(
            ("https://arxiv.org/abs/2303.08774", "[2303.08774] GPT-4 Technical Report - arXiv",
             "We report the development of GPT-4, a large-scale, multimodal model which can accept image and text inputs and produce text outputs ...", "Mar 15, 2023"),
            ("https://openai.com/index/gpt-4-research/", "GPT-4 - OpenAI",
             "GPT-4 ... MMLU 86.4% (5-shot) compared with 70.0% for GPT-3.5 ...", "Mar 14, 2023"),
            ("https://cdn.openai.com/papers/gpt-4.pdf", "GPT-4 Technical Report (PDF) - OpenAI",
             "Table 2: Performance of GPT-4 on academic benchmarks. MMLU 86.4% 5-shot ...", "Mar 14, 2023"),
            ("https://paperswithcode.com/paper/gpt-4-technical-report-1", "GPT-4 Technical Report | Papers With Code",
             "Ranked #3 on Multi-task Language Understanding on MMLU ...", "N/A"),
            ("https://www.anthropic.com/news/claude-3-family", "Introducing the next generation of Claude - Anthropic",
             "Opus, our most intelligent model, outperforms its peers on most of the common evaluation benchmarks for AI systems, including undergraduate level expert knowledge (MMLU) ...", "Mar 4, 2024"),
            ("https://www-cdn.anthropic.com/de8ba9b01c9ab7cbabf5c33b80b7bbc618857627/Model_Card_Claude_3.pdf", "The Claude 3 Model Family: Opus, Sonnet, Haiku (Model Card)",
             "MMLU (5-shot) Claude 3 Opus 86.8%; 5-shot CoT 88.2% ...", "Mar 4, 2024"),
            ("https://www.theverge.com/2024/3/4/24090087/anthropic-claude-3-opus-ai-chatbot-multimodal", "Anthropic says its latest AI bot can beat Gemini and ChatGPT - The Verge",
             "Claude 3 Opus scored 86.8 percent on MMLU ...", "Mar 4, 2024"),
            ("https://www.reddit.com/r/LocalLLaMA/comments/1b6ksi5/claude_3_benchmarks/", "Claude 3 benchmarks : r/LocalLLaMA",
             "Opus 86.8 MMLU vs GPT-4 86.4 — basically tied ...", "Mar 4, 2024"),
            ("https://huggingface.co/papers/2303.08774", "Paper page - GPT-4 Technical Report",
             "Community discussion of the GPT-4 report ...", "N/A"),
            ("https://lifearchitect.ai/models-table/", "Models Table - Dr Alan D. Thompson",
             "MMLU scores for major LLMs ...", "N/A"),
        )),
        (extract("https://arxiv.org/abs/2303.08774", "Paper identity and GPT-4's MMLU score"),
         """# Computer Science > Computation and Language

**arXiv:2303.08774** (cs)

*[Submitted on 15 Mar 2023 (v1), last revised 4 Mar 2024 (this version, v6)]*

# GPT-4 Technical Report

OpenAI: Josh Achiam, Steven Adler, Sandhini Agarwal, Lama Ahmad, Ilge Akkaya, Florencia Leoni Aleman, Diogo Almeida, Janko Altenschmidt, Sam Altman, Shyamal Anadkat, et al. (270 additional authors not shown)

> **Abstract:** We report the development of GPT-4, a large-scale, multimodal model which can accept image and text inputs and produce text outputs. While less capable than humans in many real-world scenarios, GPT-4 exhibits human-level performance on various professional and academic benchmarks, including passing a simulated bar exam with a score around the top 10% of test takers. GPT-4 is a Transformer-based model pre-trained to predict the next token in a document. The post-training alignment process results in improved performance on measures of factuality and adherence to desired behavior. A core component of this project was developing infrastructure and optimization methods that behave predictably across a wide range of scales. This allowed us to accurately predict some aspects of GPT-4's performance based on models trained with no more than 1/1,000th the compute of GPT-4.

| | |
| --- | --- |
| Subjects | Computation and Language (cs.CL); Artificial Intelligence (cs.AI) |
| Cite as | arXiv:2303.08774 [cs.CL] |
| | (or arXiv:2303.08774v6 [cs.CL] for this version) |

**Relevant to goal (from the report, Table 2):** MMLU — GPT-4 **86.4%** (5-shot), GPT-3.5 70.0% (5-shot), LM SOTA 70.7% (5-shot U-PaLM), SOTA 75.2% (5-shot Flan-PaLM)."""),
        (extract("https://www-cdn.anthropic.com/de8ba9b01c9ab7cbabf5c33b80b7bbc618857627/Model_Card_Claude_3.pdf", "MMLU scores for Claude 3 models"),
         """# The Claude 3 Model Family: Opus, Sonnet, Haiku

Anthropic · March 2024

## Abstract

We introduce Claude 3, a new family of large multimodal models – Claude 3 Opus, our most capable offering, Claude 3 Sonnet, which provides a combination of skills and speed, and Claude 3 Haiku, our fastest and least expensive model. All new models have vision capabilities that enable them to process and analyze image data.

## 5.1 Reasoning, Coding, and Question Answering

Table 1: Evaluation results

| Benchmark | Claude 3 Opus | Claude 3 Sonnet | Claude 3 Haiku | GPT-4 | GPT-3.5 | Gemini 1.0 Ultra | Gemini 1.0 Pro |
| --- | --- | --- | --- | --- | --- | --- | --- |
| MMLU (5-shot) | **86.8%** | 79.0% | 75.2% | 86.4% | 70.0% | 83.7% | 71.8% |
| MMLU (5-shot CoT) | **88.2%** | 81.5% | 76.7% | — | — | — | — |
| GPQA Diamond (0-shot CoT) | 50.4% | 40.4% | 33.3% | 35.7% | 28.1% | — | — |
| GSM8K (0-shot CoT) | 95.0% | 92.3% | 88.9% | 92.0% (5-shot) | 57.1% (5-shot) | 94.4% (Maj1@32) | 86.5% (Maj1@32) |
| HumanEval (0-shot) | 84.9% | 73.0% | 75.9% | 67.0% | 48.1% | 74.4% | 67.7% |

Gemini 1.0 Ultra's reported MMLU of 90.04% uses CoT@32 and is not directly comparable with the 5-shot numbers in this table."""),
        (add(m2), added(*m2)),
        (get_all(), dump({**m1, **m2})),
    ]
    rs.add(task="search", tid="h41-search-17", system=system("What MMLU scores were reported for GPT-4, Gemini Ultra, Claude 3 Opus and Llama 3.1 405B, and under which prompting settings?"),
           turns=turns, state=empty_state(), bad=True, turn=3, kind="arXiv identifier on the abstract page differs from the requested and listed identifier (digits transposed)")


# Container port throughput (search, extract, memory) — bad
def t18(rs: RowSet) -> None:
    m0 = {"brief": "Ports league table for the Q3 newsletter (calendar-year 2024 TEU)",
          "units": "TEU = twenty-foot equivalent unit; figures in millions"}
    m1 = {"top3_2024": "Shanghai 51.51M TEU; Singapore 41.12M; Ningbo-Zhoushan 39.30M",
          "shanghai_growth": "+4.8% (49.16M → 51.51M); first port ever above 50M TEU"}
    m2 = {"singapore_2024": "41.12M TEU (+5.4% y/y from 39.01M), MPA release Jan 2025"}
    m3 = {"top3_2024": "Shanghai 51.51M TEU; Singapore 41.12M; Ningbo-Zhoushan 39.30M (4th Shenzhen 33.40M; 5th Qingdao 30.87M)"}
    shown = {**m0, "top3_2024": m3["top3_2024"], "shanghai_growth": m1["shanghai_growth"]}
    turns = [
        (search("busiest container ports 2024 TEU Shanghai Singapore Ningbo"), sr(
            ("https://en.wikipedia.org/wiki/List_of_busiest_container_ports", "List of busiest container ports - Wikipedia",
             "Shanghai handled 51.51 million TEU in 2024, the first port to exceed 50 million TEU in a year, followed by Singapore (41.12 million) ...", "N/A"),
            ("https://www.lloydslist.com/one-hundred-container-ports-2025", "One Hundred Container Ports 2025 - Lloyd's List",
             "Shanghai retains the top spot for the 15th consecutive year ...", "Aug 2025"),
            ("https://www.porttechnology.org/news/shanghai-port-first-to-handle-50-million-teu/", "Shanghai becomes first port to handle 50 million TEU - Port Technology",
             "Shanghai International Port Group reported 2024 throughput of 51.506 million TEU, up 4.8% ...", "Jan 3, 2025"),
            ("https://www.mpa.gov.sg/media-centre/details/singapore-s-maritime-performance-in-2024", "Singapore's maritime performance in 2024 - MPA",
             "Container throughput reached 41.12 million TEUs in 2024, an increase of 5.4% ...", "Jan 13, 2025"),
            ("https://www.seatrade-maritime.com/ports/ningbo-zhoushan-2024-throughput", "Ningbo-Zhoushan tops 39 million TEU in 2024 - Seatrade Maritime",
             "The port's container volumes rose 11.3% year on year ...", "Jan 8, 2025"),
            ("https://www.statista.com/statistics/264171/turnover-volume-of-the-largest-container-ports-worldwide/", "Largest container ports worldwide 2024 | Statista",
             "Throughput of the largest ports in million TEU: Shanghai, Singapore, Ningbo-Zhoushan, Shenzhen, Qingdao ...", "Mar 2025"),
            ("https://www.worldshipping.org/top-50-ports", "Top 50 World Container Ports - World Shipping Council",
             "Annual ranking based on Lloyd's List data ...", "N/A"),
            ("https://splash247.com/shanghai-port-2024-record/", "Shanghai port breaks 50m teu barrier - Splash247",
             "The world's busiest box port handled more containers than the entire US port system combined ...", "Jan 2, 2025"),
            ("https://www.reddit.com/r/shipping/comments/1hsq5p2/shanghai_51m_teu/", "Shanghai did 51.5M TEU in 2024 : r/shipping",
             "Singapore at 41M is impressive too ...", "Jan 3, 2025"),
            ("https://www.container-news.com/top-10-container-ports-2024/", "Top 10 container ports of 2024 - Container News",
             "Shenzhen jumped to 33.4 million TEU while Qingdao passed 30 million ...", "Feb 4, 2025"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_busiest_container_ports", "2024 ranking with TEU and 2023 comparison"),
         """# List of busiest container ports

From Wikipedia, the free encyclopedia

This is a list of the world's busiest container ports by total number of twenty-foot equivalent units (TEU) handled annually.

## 2024

| Rank | Port | Country | 2024 (million TEU) | 2023 (million TEU) | Change |
| --- | --- | --- | --- | --- | --- |
| 1 | Shanghai | China | 51.51 | 49.16 | +4.8% |
| 2 | Singapore | Singapore | 41.12 | 39.01 | +5.4% |
| 3 | Ningbo-Zhoushan | China | 39.30 | 35.30 | +11.3% |
| 4 | Shenzhen | China | 33.40 | 29.88 | +11.8% |
| 5 | Qingdao | China | 30.87 | 30.02 | +2.8% |
| 6 | Guangzhou | China | 26.07 | 25.41 | +2.6% |
| 7 | Busan | South Korea | 24.40 | 23.04 | +5.9% |
| 8 | Tianjin | China | 23.29 | 22.19 | +5.0% |
| 9 | Jebel Ali | United Arab Emirates | 15.55 | 14.47 | +7.5% |
| 10 | Port Klang | Malaysia | 14.64 | 14.06 | +4.1% |
| 11 | Rotterdam | Netherlands | 13.82 | 13.45 | +2.8% |
| 12 | Hong Kong | China | 13.69 | 14.34 | −4.5% |

## Notes

- In 2024 Shanghai became the first port to handle more than 50 million TEU in a single year.
- Figures are as reported by the port authorities and may differ slightly from industry rankings such as Lloyd's List One Hundred Ports."""),
        (add(m1), added(*m1)),
        (search("Singapore port 2024 container throughput 41.12 million TEU MPA"), sr(
            ("https://www.mpa.gov.sg/media-centre/details/singapore-s-maritime-performance-in-2024", "Singapore's maritime performance in 2024 - MPA",
             "Container throughput reached 41.12 million TEUs in 2024, an increase of 5.4% compared to 2023 ...", "Jan 13, 2025"),
            ("https://www.straitstimes.com/singapore/singapore-port-container-volumes-record-2024", "Singapore port handles record container volume in 2024 - The Straits Times",
             "Volumes were boosted by diversions caused by the Red Sea crisis ...", "Jan 13, 2025"),
            ("https://www.businesstimes.com.sg/singapore-port-2024-throughput", "Singapore port throughput hits record 41.12m TEUs - The Business Times",
             "Vessel arrival tonnage also hit a record ...", "Jan 13, 2025"),
            ("https://www.psa.com.sg/media-centre/psa-2024-volumes", "PSA International 2024 volumes - PSA",
             "PSA Singapore handled 40.9 million TEU in 2024 ...", "Jan 14, 2025"),
            ("https://www.reuters.com/business/singapore-port-volumes-2024/", "Singapore port container volumes rise 5.4% in 2024 - Reuters",
             "Congestion earlier in the year eased by the third quarter ...", "Jan 13, 2025"),
            ("https://www.seatrade-maritime.com/ports/singapore-2024-record", "Singapore posts record year - Seatrade Maritime",
             "Tuas Port's first phase is ramping up ...", "Jan 14, 2025"),
            ("https://www.channelnewsasia.com/singapore/port-record-2024-container-throughput", "Singapore port sets new container record - CNA",
             "41.12 million TEUs handled ...", "Jan 13, 2025"),
            ("https://www.porttechnology.org/news/singapore-2024-teu-record/", "Singapore handles record 41 million TEU - Port Technology",
             "Growth of 5.4 per cent year on year ...", "Jan 14, 2025"),
            ("https://en.wikipedia.org/wiki/Port_of_Singapore", "Port of Singapore - Wikipedia",
             "The port handled 41.12 million TEU in 2024 ...", "N/A"),
            ("https://www.reddit.com/r/singapore/comments/1i0b2cd/port_record_2024/", "Port record 2024 : r/singapore",
             "Red Sea diversions helped ...", "Jan 13, 2025"),
        )),
        (extract("https://www.mpa.gov.sg/media-centre/details/singapore-s-maritime-performance-in-2024", "2024 container throughput and growth"),
         """# Singapore's Maritime Performance in 2024

*Press release · 13 January 2025*

1. The Port of Singapore remained resilient in 2024 amid global supply chain disruptions.

2. **Container throughput reached 41.12 million twenty-foot equivalent units (TEUs) in 2024**, an increase of **5.4%** compared to 2023 (39.01 million TEUs).

3. Vessel arrival tonnage reached 3.11 billion gross tonnes (GT), an increase of 1.0% compared to 2023. Bunker sales totalled 54.92 million tonnes, an increase of 6.9%, a new record.

4. The Singapore Registry of Ships remains among the top five ship registries in the world, with registered tonnage of more than 100 million GT.

## Key figures

| Indicator | 2023 | 2024 | Change |
| --- | --- | --- | --- |
| Container throughput (million TEUs) | 39.01 | 41.12 | +5.4% |
| Vessel arrival tonnage (billion GT) | 3.08 | 3.11 | +1.0% |
| Bunker sales (million tonnes) | 51.38 | 54.92 | +6.9% |
| Cargo throughput (million tonnes) | 592 | 622 | +5.1% |

5. MPA will continue to work with industry partners to strengthen the port's connectivity and to develop Tuas Port, which will be the world's largest fully automated terminal when completed in the 2040s."""),
        (add(m2), added(*m2)),
        (upd(m3), updated(*m3)),
        (get_all(), dump(shown)),
        (search("Lloyd's List One Hundred Ports 2025 ranking top 10"), sr(
            ("https://www.lloydslist.com/one-hundred-container-ports-2025", "One Hundred Container Ports 2025 - Lloyd's List",
             "Shanghai retains the top spot; Ningbo-Zhoushan and Shenzhen see double-digit growth ...", "Aug 2025"),
            ("https://www.lloydslist.com/one-hundred-container-ports-2025/1-shanghai", "1. Shanghai - One Hundred Container Ports 2025",
             "Volume: 51.5m TEU (2024), +4.8% ...", "Aug 2025"),
            ("https://www.lloydslist.com/one-hundred-container-ports-2025/2-singapore", "2. Singapore - One Hundred Container Ports 2025",
             "Volume: 41.1m TEU (2024), +5.4% ...", "Aug 2025"),
            ("https://www.lloydslist.com/one-hundred-container-ports-2025/3-ningbo-zhoushan", "3. Ningbo-Zhoushan - One Hundred Container Ports 2025",
             "Volume: 39.3m TEU (2024), +11.3% ...", "Aug 2025"),
            ("https://www.porttechnology.org/news/lloyds-list-top-100-ports-2025/", "Lloyd's List Top 100 ports 2025 - Port Technology",
             "Chinese ports account for seven of the top ten ...", "Aug 2025"),
            ("https://www.seatrade-maritime.com/ports/top-100-container-ports-2025", "Top 100 container ports 2025 - Seatrade Maritime",
             "Total throughput of the top 100 ports rose about 6% in 2024 ...", "Aug 2025"),
            ("https://www.worldshipping.org/top-50-ports", "Top 50 World Container Ports - World Shipping Council",
             "Based on Lloyd's List One Hundred Ports data ...", "N/A"),
            ("https://www.container-news.com/lloyds-list-top-100-2025/", "Lloyd's List top 100: key takeaways - Container News",
             "Jebel Ali climbs back into the top 10 ...", "Aug 2025"),
            ("https://en.wikipedia.org/wiki/List_of_busiest_container_ports", "List of busiest container ports - Wikipedia",
             "Annual rankings by TEU ...", "N/A"),
            ("https://www.reddit.com/r/shipping/comments/1mq0x8y/lloyds_list_top_100_2025/", "Lloyd's List Top 100 2025 : r/shipping",
             "No surprises at the top ...", "Aug 2025"),
        )),
    ]
    rs.add(task="search", tid="h41-search-18", system=system("Which were the busiest container ports in 2024 by TEU, and how much did Shanghai and Singapore grow?"),
           turns=turns, state=mem_state(m0), bad=True, turn=8, kind="memory key the agent added is missing from retrieve_all")


# US unemployment releases (search, extract, memory) — clean
def t19(rs: RowSet) -> None:
    m1 = {"jan2025_nfp": "+143,000 (first print, 7 Feb 2025)",
          "jan2025_ur": "4.0% (Dec 2024: 4.1%)",
          "dec2024_nfp": "+307,000 (revised from +256,000 in the Jan report)"}
    m2 = {"jan2025_nfp": "+143,000 first print (7 Feb 2025); revised to +125,000 in the Feb report (7 Mar 2025)",
          "dec2024_nfp": "+256,000 first print → +307,000 (Feb 7) → +323,000 (Mar 7)"}
    turns = [
        (search("January 2025 jobs report nonfarm payrolls 143,000 unemployment 4.0%"), sr(
            ("https://www.bls.gov/news.release/archives/empsit_02072025.htm", "The Employment Situation — January 2025 - Bureau of Labor Statistics",
             "Total nonfarm payroll employment increased by 143,000 in January, and the unemployment rate changed little at 4.0 percent ...", "Feb 7, 2025"),
            ("https://www.cnbc.com/2025/02/07/jobs-report-january-2025.html", "Payrolls rose 143,000 in January, less than expected; unemployment rate falls to 4% - CNBC",
             "Economists surveyed by Dow Jones had been looking for payrolls to rise by 170,000 ...", "Feb 7, 2025"),
            ("https://www.reuters.com/markets/us/us-job-growth-slows-january-2025-02-07/", "US job growth slows in January; unemployment rate dips to 4.0% - Reuters",
             "Upward revisions to November and December added 100,000 jobs ...", "Feb 7, 2025"),
            ("https://www.nytimes.com/2025/02/07/business/economy/jobs-report-january-2025.html", "U.S. Added 143,000 Jobs in January - The New York Times",
             "The annual benchmark revision lowered the job count for the year through March 2024 ...", "Feb 7, 2025"),
            ("https://www.wsj.com/economy/jobs/jobs-report-january-2025-unemployment-economy", "Hiring Slowed in January, Unemployment Fell to 4% - WSJ",
             "Wage growth accelerated to 0.5% for the month ...", "Feb 7, 2025"),
            ("https://www.bls.gov/news.release/empsit.nr0.htm", "Employment Situation Summary - BLS",
             "The latest Employment Situation news release ...", "N/A"),
            ("https://fred.stlouisfed.org/series/UNRATE", "Unemployment Rate (UNRATE) | FRED",
             "Percent, monthly, seasonally adjusted ...", "N/A"),
            ("https://www.bloomberg.com/news/articles/2025-02-07/us-payrolls-january-2025", "US Payrolls Rise Less Than Forecast as Jobless Rate Falls - Bloomberg",
             "Hiring cooled at the start of the year while wage growth picked up ...", "Feb 7, 2025"),
            ("https://www.marketwatch.com/story/january-jobs-report-2025", "January jobs report: 143,000 jobs added - MarketWatch",
             "Revisions and new population controls complicate the picture ...", "Feb 7, 2025"),
            ("https://www.reddit.com/r/economy/comments/1ijz7wm/january_jobs_report_143k/", "January jobs report: +143k, 4.0% : r/economy",
             "Big upward revisions to Nov/Dec though ...", "Feb 7, 2025"),
        )),
        (extract("https://www.bls.gov/news.release/archives/empsit_02072025.htm", "Headline payrolls, unemployment rate, revisions to prior months"),
         """# THE EMPLOYMENT SITUATION — JANUARY 2025

*Transmission of material in this release is embargoed until 8:30 a.m. (ET) Friday, February 7, 2025 · USDL-25-0140*

Total nonfarm payroll employment increased by **143,000** in January, and the unemployment rate changed little at **4.0 percent**, the U.S. Bureau of Labor Statistics reported today. Job gains occurred in health care, retail trade, and social assistance. Employment declined in the mining, quarrying, and oil and gas extraction industry.

This news release presents statistics from two monthly surveys. The household survey measures labor force status, including unemployment, by demographic characteristics. The establishment survey measures nonfarm employment, hours, and earnings by industry.

## Changes to The Employment Situation Data

Establishment survey data have been revised as a result of the annual benchmarking process and the updating of seasonal adjustment factors. Also, household survey data for January 2025 reflect updated population estimates. See the notes at the end of this news release for more information.

## Household Survey Data

Both the unemployment rate, at 4.0 percent, and the number of unemployed people, at 6.8 million, changed little in January.

## Establishment Survey Data

Total nonfarm payroll employment increased by 143,000 in January, lower than the average monthly gain of 166,000 over the prior 12 months. In January, job gains occurred in health care (+44,000), retail trade (+34,000), and social assistance (+22,000).

In January, average hourly earnings for all employees on private nonfarm payrolls rose by 17 cents, or 0.5 percent, to $35.87. Over the past 12 months, average hourly earnings have increased by 4.1 percent.

**The change in total nonfarm payroll employment for November was revised up by 49,000, from +212,000 to +261,000, and the change for December was revised up by 51,000, from +256,000 to +307,000. With these revisions, employment in November and December combined is 100,000 higher than previously reported.**

## Annual Benchmark Revision

The total nonfarm employment level for March 2024 was revised down by 598,000 (−589,000 on a not seasonally adjusted basis).

*The Employment Situation for February is scheduled to be released on Friday, March 7, 2025, at 8:30 a.m. (ET).*"""),
        (add(m1), added(*m1)),
        (search("December 2024 jobs report 256,000 unemployment 4.1%"), sr(
            ("https://www.bls.gov/news.release/archives/empsit_01102025.htm", "The Employment Situation — December 2024 - BLS",
             "Total nonfarm payroll employment increased by 256,000 in December, and the unemployment rate changed little at 4.1 percent ...", "Jan 10, 2025"),
            ("https://www.cnbc.com/2025/01/10/jobs-report-december-2024.html", "Payrolls increased by 256,000 in December, much more than expected - CNBC",
             "The unemployment rate fell to 4.1% ...", "Jan 10, 2025"),
            ("https://www.reuters.com/markets/us/us-job-growth-surges-december-2025-01-10/", "US job growth surges in December; unemployment rate falls to 4.1% - Reuters",
             "Strong hiring reduced expectations for Fed rate cuts this year ...", "Jan 10, 2025"),
            ("https://www.nytimes.com/2025/01/10/business/economy/jobs-report-december-2024.html", "U.S. Added 256,000 Jobs in December - NYT",
             "The gain capped a year in which employers added 2.2 million jobs ...", "Jan 10, 2025"),
            ("https://apnews.com/article/jobs-report-december-2024-unemployment", "Employers added 256,000 jobs in December - AP News",
             "Job growth in 2024 was solid despite high interest rates ...", "Jan 10, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-01-10/us-payrolls-december-2024", "US Payrolls Smash Estimates - Bloomberg",
             "Treasury yields jumped after the report ...", "Jan 10, 2025"),
            ("https://www.wsj.com/economy/jobs/jobs-report-december-2024", "Hiring Surged at End of 2024 - WSJ",
             "Payrolls beat forecasts of 155,000 ...", "Jan 10, 2025"),
            ("https://fred.stlouisfed.org/series/PAYEMS", "All Employees, Total Nonfarm (PAYEMS) | FRED",
             "Thousands of persons, monthly, seasonally adjusted ...", "N/A"),
            ("https://www.marketwatch.com/story/december-jobs-report-2024", "December jobs report: 256,000 jobs - MarketWatch",
             "Unemployment rate declines to 4.1% ...", "Jan 10, 2025"),
            ("https://www.reddit.com/r/economy/comments/1hy8y5s/december_jobs_256k/", "December jobs +256k : r/economy",
             "Huge beat ...", "Jan 10, 2025"),
        )),
        (extract("https://www.cnbc.com/2025/02/07/jobs-report-january-2025.html", "Consensus vs actual for January"),
         """# Payrolls rose 143,000 in January, less than expected; unemployment rate falls to 4%

*Jeff Cox · Published Fri, Feb 7 2025 8:30 AM EST · Updated Fri, Feb 7 2025 12:51 PM EST*

**Key points**

- Nonfarm payrolls increased by 143,000 for the month, compared with the Dow Jones estimate for 170,000.
- The unemployment rate fell to 4.0%, against the forecast for 4.1%.
- Average hourly earnings rose 0.5% on the month and 4.1% from a year ago, both above estimates.
- Upward revisions to the prior two months added 100,000 jobs.

Job growth was weaker than expected in January, though the unemployment rate dipped and upward revisions to previous months helped offset the miss.

The Bureau of Labor Statistics also said its annual benchmark revision showed that job growth in the 12 months through March 2024 was 598,000 less than initially reported, on a seasonally adjusted basis.

Health care led job creation with 44,000 new positions, while retail added 34,000.

Los Angeles wildfires and unusually cold weather across much of the country had little discernible impact on the numbers, the BLS said.

| | January (actual) | Dow Jones estimate |
| --- | --- | --- |
| Nonfarm payrolls | +143,000 | +170,000 |
| Unemployment rate | 4.0% | 4.1% |
| Avg. hourly earnings (m/m) | +0.5% | +0.3% |
| Avg. hourly earnings (y/y) | +4.1% | +3.8% |"""),
        (search("February 2025 jobs report payrolls 151,000 January revised"), sr(
            ("https://www.bls.gov/news.release/archives/empsit_03072025.htm", "The Employment Situation — February 2025 - BLS",
             "Total nonfarm payroll employment increased by 151,000 in February, and the unemployment rate changed little at 4.1 percent ... January was revised down by 18,000, from +143,000 to +125,000 ...", "Mar 7, 2025"),
            ("https://www.cnbc.com/2025/03/07/jobs-report-february-2025.html", "Payrolls rose 151,000 in February, less than expected - CNBC",
             "The unemployment rate edged up to 4.1% ...", "Mar 7, 2025"),
            ("https://www.reuters.com/markets/us/us-job-growth-february-2025-03-07/", "US job growth picks up moderately in February - Reuters",
             "Federal government employment fell by 10,000 ...", "Mar 7, 2025"),
            ("https://www.nytimes.com/2025/03/07/business/economy/jobs-report-february-2025.html", "U.S. Added 151,000 Jobs in February - NYT",
             "Revisions lowered January's gain to 125,000 ...", "Mar 7, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-03-07/us-payrolls-february-2025", "US Hiring Advances Moderately, Jobless Rate Ticks Up - Bloomberg",
             "December was revised up to 323,000 ...", "Mar 7, 2025"),
            ("https://apnews.com/article/jobs-report-february-2025", "US employers added 151,000 jobs in February - AP News",
             "Unemployment rose to 4.1% from 4% ...", "Mar 7, 2025"),
            ("https://www.wsj.com/economy/jobs/jobs-report-february-2025", "Job Growth Steady in February - WSJ",
             "Combined revisions for December and January were 2,000 lower ...", "Mar 7, 2025"),
            ("https://www.marketwatch.com/story/february-jobs-report-2025", "February jobs report: 151,000 - MarketWatch",
             "The U-6 underemployment rate jumped to 8.0% ...", "Mar 7, 2025"),
            ("https://fred.stlouisfed.org/series/PAYEMS", "All Employees, Total Nonfarm (PAYEMS) | FRED",
             "Latest observation: Feb 2025 ...", "N/A"),
            ("https://www.reddit.com/r/economy/comments/1j5x1c6/february_jobs_151k/", "February jobs: +151k, UR 4.1% : r/economy",
             "Jan revised down to 125k ...", "Mar 7, 2025"),
        )),
        (upd(m2), updated(*m2)),
        (get_all(), dump({"jan2025_nfp": m2["jan2025_nfp"], "jan2025_ur": m1["jan2025_ur"], "dec2024_nfp": m2["dec2024_nfp"]})),
    ]
    rs.add(task="search", tid="h41-search-19", system=system("What did the January 2025 US jobs report show for payrolls and the unemployment rate, and how were the figures revised afterwards?"),
           turns=turns, state=empty_state(), bad=False)


# Semiconductor fab investment awards (search, extract, memory) — bad
def t20(rs: RowSet) -> None:
    tsmc_url = "https://www.commerce.gov/news/press-releases/2024/11/biden-harris-administration-announces-chips-incentives-award-tsmc-arizona"
    m1 = {"tsmc": "Up to $6.6B direct funding (final award) + up to $5B proposed loans; $65B+ investment in 3 Phoenix fabs"}
    m2 = {"intel": "$7.865B direct funding (final, 26 Nov 2024; preliminary was $8.5B)",
          "micron": "Up to $6.165B direct funding (final, 10 Dec 2024) — Boise ID and Clay NY fabs",
          "samsung": "$4.745B direct funding (final, 20 Dec 2024; preliminary $6.4B) — Taylor TX"}
    m3 = {"tsmc": "Up to $6.6B direct funding (final award) + up to $5B proposed loans; Arizona commitment raised to $165B on 3 Mar 2025 (+$100B: 3 more fabs, 2 packaging plants, R&D centre)"}
    turns = [
        (search("CHIPS Act final award TSMC Arizona $6.6 billion November 2024"), sr(
            (tsmc_url, "Biden-Harris Administration Announces CHIPS Incentives Award with TSMC Arizona - U.S. Department of Commerce",
             "The Department of Commerce awarded TSMC Arizona up to $6.6 billion in direct funding under the CHIPS Incentives Program ...", "Nov 15, 2024"),
            ("https://www.reuters.com/technology/us-finalizes-66-billion-chips-award-tsmc-2024-11-15/", "US finalizes $6.6 billion chips award for TSMC - Reuters",
             "The award, first announced in April, was finalized weeks before the end of the Biden administration ...", "Nov 15, 2024"),
            ("https://pr.tsmc.com/english/news/3185", "TSMC Arizona and U.S. Department of Commerce Finalize CHIPS Act Award - TSMC",
             "TSMC Arizona will receive up to US$6.6 billion in direct funding ...", "Nov 15, 2024"),
            ("https://www.nytimes.com/2024/11/15/technology/tsmc-chips-act-award.html", "Commerce Dept. Finalizes $6.6 Billion Award to TSMC - NYT",
             "It is the first of the major CHIPS awards to be finalized ...", "Nov 15, 2024"),
            ("https://www.cnbc.com/2024/11/15/tsmc-chips-act-award-finalized.html", "TSMC's $6.6 billion CHIPS Act grant finalized - CNBC",
             "Disbursements will be tied to project milestones ...", "Nov 15, 2024"),
            ("https://en.wikipedia.org/wiki/TSMC_Arizona", "TSMC Arizona - Wikipedia",
             "TSMC Arizona is a subsidiary of TSMC operating fabs in north Phoenix ... the first fab began volume production of 4 nm chips in late 2024 ...", "N/A"),
            ("https://www.semiconductors.org/chips-act-awards-tracker/", "CHIPS Act awards tracker - SIA",
             "Preliminary and final CHIPS incentives awards announced by Commerce ...", "N/A"),
            ("https://www.bloomberg.com/news/articles/2024-11-15/tsmc-s-6-6-billion-us-chips-award-finalized", "TSMC's $6.6 Billion US Chips Award Is Finalized - Bloomberg",
             "The company is investing more than $65 billion in Arizona ...", "Nov 15, 2024"),
            ("https://www.azcentral.com/story/money/business/tech/2024/11/15/tsmc-chips-act-grant-finalized/", "TSMC grant finalized - The Arizona Republic",
             "Phoenix fabs expected to create thousands of jobs ...", "Nov 15, 2024"),
            ("https://www.reddit.com/r/semiconductors/comments/1gs0c5x/tsmc_chips_award_finalized/", "TSMC CHIPS award finalized : r/semiconductors",
             "First one done before January ...", "Nov 15, 2024"),
        )),
        (extract(tsmc_url, "Award amount, loans, investment size, jobs"),
         """# Biden-Harris Administration Announces CHIPS Incentives Award with TSMC Arizona to Support U.S. Semiconductor Manufacturing

*FOR IMMEDIATE RELEASE · Friday, November 15, 2024 · Office of Public Affairs*

Today, the Biden-Harris Administration announced that the U.S. Department of Commerce awarded TSMC Arizona Corporation, a subsidiary of Taiwan Semiconductor Manufacturing Company Ltd., **up to $6.6 billion in direct funding** under the CHIPS Incentives Program's Funding Opportunity for Commercial Fabrication Facilities. This follows the previously signed preliminary memorandum of terms, announced on April 8, 2024, and the completion of the Department's due diligence.

The award will support TSMC's investment of **more than $65 billion** in three greenfield leading-edge fabs in Phoenix, Arizona. The Department will disburse the funds based on TSMC's completion of project milestones.

## Key facts

| Item | Detail |
| --- | --- |
| Direct funding | Up to $6.6 billion |
| Proposed loans | Up to $5 billion (part of the $75 billion loan authority under the CHIPS and Science Act) |
| Investment | More than $65 billion, three fabs in Phoenix, AZ |
| Technology | Fab 1: N4 (volume production begun); Fab 2: N3/N2; Fab 3: N2 or more advanced |
| Jobs | Approximately 6,000 direct manufacturing jobs and more than 20,000 construction jobs |
| Tax credit | TSMC expects to claim the Advanced Manufacturing Investment Tax Credit (25% of qualified capital expenditures) |

> "With this award, we are securing the future of American leadership in semiconductors," said U.S. Secretary of Commerce Gina Raimondo.

## Workforce commitments

TSMC Arizona has committed to provide construction workers and facilities workers with access to child care, and to invest in workforce development programs with Arizona State University, Maricopa Community Colleges and other partners."""),
        (add(m1), added(*m1)),
        (search("CHIPS Act finalized awards Intel Samsung Micron amounts December 2024", "TSMC CHIPS award finalized"), sr(
            ("https://www.commerce.gov/news/press-releases/2024/11/biden-harris-administration-announces-chips-incentives-award-intel", "Biden-Harris Administration Announces CHIPS Incentives Award with Intel - U.S. Department of Commerce",
             "Commerce awarded Intel up to $7.865 billion in direct funding to support its nearly $90 billion U.S. investment ...", "Nov 26, 2024"),
            ("https://www.commerce.gov/news/press-releases/2024/12/biden-harris-administration-announces-chips-incentives-award-micron", "Biden-Harris Administration Announces CHIPS Incentives Award with Micron - U.S. Department of Commerce",
             "Micron awarded up to $6.165 billion in direct funding for fabs in Boise, Idaho and Clay, New York ...", "Dec 10, 2024"),
            ("https://www.commerce.gov/news/press-releases/2024/12/biden-harris-administration-announces-chips-incentives-award-samsung", "Biden-Harris Administration Announces CHIPS Incentives Award with Samsung - U.S. Department of Commerce",
             "Samsung Electronics awarded up to $4.745 billion in direct funding for its Taylor, Texas investment ...", "Dec 20, 2024"),
            ("https://www.reuters.com/technology/samsung-chips-award-cut-4745-billion-2024-12-20/", "US finalizes reduced $4.745 billion chips award for Samsung - Reuters",
             "The award is down from the $6.4 billion preliminary amount after Samsung scaled back its investment plans ...", "Dec 20, 2024"),
            ("https://www.reuters.com/technology/intel-chips-award-finalized-2024-11-26/", "US finalizes $7.86 billion chips award for Intel - Reuters",
             "The award is lower than the $8.5 billion preliminary figure, partly reflecting a separate $3 billion Secure Enclave contract ...", "Nov 26, 2024"),
            ("https://www.cnbc.com/2024/12/10/micron-chips-act-award-finalized.html", "Micron's $6.1 billion CHIPS Act award finalized - CNBC",
             "Micron also signed a preliminary agreement for up to $275 million for its Manassas, Virginia facility ...", "Dec 10, 2024"),
            ("https://www.semiconductors.org/chips-act-awards-tracker/", "CHIPS Act awards tracker - SIA",
             "Finalized awards: TSMC $6.6B, Intel $7.865B, Micron $6.165B, Samsung $4.745B, Texas Instruments $1.6B, GlobalFoundries $1.5B ...", "N/A"),
            ("https://www.nytimes.com/2024/12/20/technology/samsung-chips-act-award.html", "Samsung's Chips Award Is Smaller Than Planned - NYT",
             "The Biden administration raced to finalize awards before Inauguration Day ...", "Dec 20, 2024"),
            (tsmc_url, "Biden-Harris Administration Announces CHIPS Incentives Award with TSMC Arizona - U.S. Department of Commerce",
             "TSMC Arizona awarded up to $6.6 billion in direct funding; up to $5 billion in proposed loans ...", "Nov 19, 2024"),
            ("https://pr.tsmc.com/english/news/3185", "TSMC Arizona and U.S. Department of Commerce Finalize CHIPS Act Award - TSMC",
             "TSMC Arizona will receive up to US$6.6 billion in direct funding ...", "Nov 15, 2024"),
            ("https://www.reuters.com/technology/us-finalizes-66-billion-chips-award-tsmc-2024-11-15/", "US finalizes $6.6 billion chips award for TSMC - Reuters",
             "TSMC was the first of the large chipmakers to finalize its award ...", "Nov 15, 2024"),
            ("https://www.theverge.com/2024/11/15/24297579/tsmc-chips-act-funding-finalized", "TSMC's CHIPS Act funding is locked in - The Verge",
             "Locked in before the change of administration ...", "Nov 15, 2024"),
            ("https://www.ft.com/content/tsmc-chips-award-finalised", "TSMC's US subsidy finalised - Financial Times",
             "The grant will be paid out as milestones are met ...", "Nov 15, 2024"),
            ("https://www.taipeitimes.com/News/biz/archives/2024/11/17/2003827127", "TSMC secures US$6.6bn in US subsidies - Taipei Times",
             "The company's Arizona fabs have drawn scrutiny over costs ...", "Nov 17, 2024"),
            ("https://www.reddit.com/r/hardware/comments/1gs2n1q/tsmc_chips_act_finalized/", "TSMC CHIPS Act award finalized : r/hardware",
             "Wonder what happens next year ...", "Nov 15, 2024"),
        )),
        (extract("https://www.commerce.gov/news/press-releases/2024/11/biden-harris-administration-announces-chips-incentives-award-intel", "Final Intel award amount and why it differs from the preliminary terms"),
         """# Biden-Harris Administration Announces CHIPS Incentives Award with Intel to Advance U.S. Leadership in Semiconductor Manufacturing

*FOR IMMEDIATE RELEASE · Tuesday, November 26, 2024 · Office of Public Affairs*

Today, the Biden-Harris Administration announced that the U.S. Department of Commerce awarded Intel Corporation **up to $7.865 billion in direct funding** under the CHIPS Incentives Program's Funding Opportunity for Commercial Fabrication Facilities. The award will support Intel's planned commercial semiconductor projects in Arizona, New Mexico, Ohio and Oregon, which are expected to total **nearly $90 billion** in U.S. investment by the end of the decade.

This award follows the previously signed preliminary memorandum of terms, announced on March 20, 2024, which provided for up to $8.5 billion. The final amount reflects, among other things, Intel's separate award of up to **$3 billion** under the Secure Enclave program, announced in September 2024, and changes in the scope of Intel's capital plans.

## Project sites

| Site | Project |
| --- | --- |
| Chandler, Arizona | Two new leading-edge logic fabs (Ocotillo campus) |
| Rio Rancho, New Mexico | Advanced packaging facilities |
| New Albany, Ohio | Two new leading-edge fabs (first phase) |
| Hillsboro, Oregon | R&D and process technology expansion |

The Department will disburse the funds based on Intel's completion of project milestones. Intel also expects to claim the Advanced Manufacturing Investment Tax Credit.

> "Intel is a critical company in the U.S. semiconductor ecosystem," said Secretary Raimondo."""),
        (add(m2), added(*m2)),
        (search("TSMC Arizona $100 billion additional investment March 2025 total $165 billion"), sr(
            ("https://pr.tsmc.com/english/news/3210", "TSMC Intends to Expand Its Investment in the United States to US$165 Billion - TSMC",
             "TSMC intends to invest an additional US$100 billion in advanced semiconductor manufacturing, including three new fabrication plants, two advanced packaging facilities, and a major R&D team center ...", "Mar 4, 2025"),
            ("https://www.reuters.com/technology/tsmc-ceo-trump-announce-100-billion-us-investment-2025-03-03/", "TSMC to invest $100 billion in US, Trump says - Reuters",
             "The announcement at the White House brings TSMC's total planned US investment to $165 billion ...", "Mar 3, 2025"),
            ("https://www.cnbc.com/2025/03/03/tsmc-to-invest-100-billion-in-us-chip-plants.html", "TSMC announces $100 billion investment in US chipmaking - CNBC",
             "CEO C.C. Wei appeared alongside President Trump ...", "Mar 3, 2025"),
            ("https://www.nytimes.com/2025/03/03/technology/tsmc-investment-trump.html", "TSMC Pledges $100 Billion More for U.S. Chip Plants - NYT",
             "The pledge builds on $65 billion already committed in Arizona ...", "Mar 3, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-03-03/tsmc-to-announce-100-billion-us-investment", "TSMC to Announce $100 Billion US Investment - Bloomberg",
             "The company will build more plants in Arizona ...", "Mar 3, 2025"),
            ("https://en.wikipedia.org/wiki/TSMC_Arizona", "TSMC Arizona - Wikipedia",
             "In March 2025, TSMC announced plans to raise its total U.S. investment to $165 billion ...", "N/A"),
            ("https://www.azcentral.com/story/money/business/tech/2025/03/03/tsmc-100-billion-arizona/", "TSMC's $100B expansion: what it means for Arizona - The Arizona Republic",
             "The new plants would bring the number of TSMC fabs in Phoenix to six ...", "Mar 4, 2025"),
            ("https://www.theverge.com/news/623755/tsmc-100-billion-investment-us", "TSMC will invest $100 billion more in US chip plants - The Verge",
             "Announced at the White House ...", "Mar 3, 2025"),
            ("https://www.ft.com/content/tsmc-100bn-us-investment", "TSMC unveils $100bn US expansion - Financial Times",
             "Analysts questioned the timing of the new fabs ...", "Mar 4, 2025"),
            ("https://www.reddit.com/r/semiconductors/comments/1j2tq0n/tsmc_100b_more_in_us/", "TSMC $100B more in US : r/semiconductors",
             "Six fabs, two packaging, one R&D center in AZ ...", "Mar 3, 2025"),
        )),
        (upd(m3), updated(*m3)),
    ]
    rs.add(task="search", tid="h41-search-20", system=system("How much CHIPS Act direct funding did TSMC, Intel, Micron and Samsung receive in their finalized awards?"),
           turns=turns, state=empty_state(), bad=True, turn=4, kind="same press-release URL listed with a different publication date than before")


# Solar cell efficiency records (search, extract, memory) — clean
def t21(rs: RowSet) -> None:
    m1 = {"tandem_record": "34.85% – LONGi perovskite/silicon tandem, NREL-certified (Apr 2025); previous 34.6% (Jun 2024), 33.9% (Nov 2023)"}
    m2 = {"si_record": "27.81% – LONGi HIBC crystalline silicon, ISFH-certified (Apr 2025); NREL chart shows 27.8%"}
    m3 = {"summary": "Records as of mid-2025: single-junction crystalline Si 27.81% (LONGi HIBC, ISFH); perovskite/Si tandem 34.85% (LONGi, NREL; chart rounds to 34.9%); overall record 47.6% (Fraunhofer ISE 4-junction concentrator, 2022)"}
    turns = [
        (search("crystalline silicon solar cell efficiency world record 2025 LONGi HIBC", "perovskite silicon tandem record efficiency 34.85% NREL"), sr(
            ("https://www.longi.com/en/news/longi-hibc-27-81-world-record/", "LONGi sets new world record of 27.81% for crystalline silicon solar cell efficiency - LONGi",
             "LONGi's hybrid interdigitated back contact (HIBC) cell achieved 27.81%, certified by the Institute for Solar Energy Research Hamelin (ISFH) ...", "Apr 2025"),
            ("https://www.pv-magazine.com/2025/04/longi-27-81-hibc-record/", "Longi achieves 27.81% efficiency for HIBC solar cell - pv magazine",
             "The result beats the company's own 27.30% record for a heterojunction back contact cell ...", "Apr 2025"),
            ("https://www.nrel.gov/pv/cell-efficiency", "Best Research-Cell Efficiency Chart | Photovoltaic Research | NREL",
             "NREL maintains a chart of the highest confirmed conversion efficiencies for research cells for a range of photovoltaic technologies ...", "N/A"),
            ("https://www.pv-tech.org/longi-crystalline-silicon-efficiency-record-2025/", "LONGi breaks crystalline silicon efficiency record again - PV Tech",
             "27.81% on a full-size wafer ...", "Apr 2025"),
            ("https://en.wikipedia.org/wiki/Solar_cell_efficiency", "Solar cell efficiency - Wikipedia",
             "Record efficiencies for crystalline silicon cells approach the theoretical limit of about 29.4% ...", "N/A"),
            ("https://www.longi.com/en/news/longi-tandem-34-85-record/", "LONGi sets 34.85% world record for crystalline silicon-perovskite tandem solar cells - LONGi",
             "Certified by the U.S. National Renewable Energy Laboratory (NREL), the efficiency of 34.85% is the highest yet for a two-terminal perovskite/silicon tandem ...", "Apr 2025"),
            ("https://www.pv-magazine.com/2025/04/longi-34-85-tandem/", "Longi achieves 34.85% efficiency for perovskite-silicon tandem cell - pv magazine",
             "The company's previous record was 34.6%, announced in June 2024 ...", "Apr 2025"),
            ("https://www.pv-tech.org/longi-tandem-34-85/", "LONGi pushes tandem cell efficiency to 34.85% - PV Tech",
             "The cell has an area of about 1 cm² ...", "Apr 2025"),
            ("https://www.helmholtz-berlin.de/pubbin/news_seite?nid=26014", "Tandem solar cells: the race to 35% - HZB",
             "HZB held the perovskite/silicon record at 32.5% in 2022 before Chinese manufacturers took the lead ...", "Jan 15, 2025"),
            ("https://www.reddit.com/r/solar/comments/1k2rz1a/longi_3485_tandem/", "LONGi 34.85% tandem : r/solar",
             "How long until tandem modules are commercial? ...", "Apr 2025"),
        )),
        (extract("https://www.longi.com/en/news/longi-tandem-34-85-record/", "Certified efficiency, certifying lab, and previous records"),
         """# LONGi sets 34.85% world record for crystalline silicon-perovskite tandem solar cells

*LONGi Green Energy Technology Co., Ltd. · News · April 2025*

LONGi Green Energy Technology has achieved a conversion efficiency of **34.85%** for a two-terminal crystalline silicon-perovskite tandem solar cell, as certified by the U.S. **National Renewable Energy Laboratory (NREL)**. The result is the highest efficiency yet recorded for this cell type and has been included in NREL's Best Research-Cell Efficiency Chart.

## LONGi's tandem record history

| Date announced | Efficiency | Certified by |
| --- | --- | --- |
| June 2022 | 29.5% (early laboratory result) | — |
| May 2023 | 31.8% | — |
| November 2023 | 33.9% | NREL |
| June 2024 | 34.6% | NREL |
| **April 2025** | **34.85%** | **NREL** |

The theoretical efficiency limit of crystalline silicon single-junction cells is about 29.4%, while perovskite/silicon tandems have a theoretical limit of around 43%.

> "Each step in tandem efficiency brings the next generation of photovoltaics closer to commercialization," said Li Zhenguo, founder and president of LONGi.

## About LONGi

LONGi is a global solar technology company focused on monocrystalline silicon wafers, cells and modules, hydrogen equipment and BIPV solutions."""),
        (add(m1), added(*m1)),
        (extract("https://www.nrel.gov/pv/cell-efficiency", "Current chart entries for crystalline silicon and perovskite/Si tandem, and the overall record"),
         """# Best Research-Cell Efficiency Chart

NREL maintains a chart of the highest confirmed conversion efficiencies for research cells for a range of photovoltaic technologies, plotted from 1976 to the present. Learn how NREL can help your team with certified efficiency measurements.

*Chart revision: Rev. 05-2025*

## Selected current records on the chart

| Category | Efficiency (chart label) | Organization |
| --- | --- | --- |
| Multijunction cells, four-junction or more (concentrator) | 47.6% | Fraunhofer ISE |
| Three-junction (non-concentrator) | 39.5% | NREL |
| Perovskite/Si tandem (monolithic) | 34.9% | LONGi |
| Single-junction GaAs (concentrator) | 30.5% | NREL |
| Crystalline Si cells — single crystal (non-concentrator) | 27.8% | LONGi |
| Crystalline Si — silicon heterostructure (HIT) | 27.3% | LONGi |
| Perovskite cells (single-junction) | 27.0% | USTC |
| CIGS (thin film) | 23.6% | Uppsala U. / Evolar |
| CdTe (thin film) | 23.1% | First Solar |

Values on the chart are rounded to one decimal place; certified values may carry more digits. Cells are measured under standard test conditions by a recognized test center (for example NREL, Fraunhofer ISE CalLab, ISFH CalTeC, JET, CSIRO).

## Download the chart

- Interactive chart
- PDF, high resolution
- Data notes"""),
        (add(m2), added(*m2)),
        (search("LONGi 27.30% HBC record May 2024"), sr(
            ("https://www.longi.com/en/news/longi-hbc-27-30-world-record/", "LONGi sets 27.30% world record efficiency for HBC solar cells - LONGi",
             "LONGi's heterojunction back contact (HBC) cell reached 27.30%, certified by ISFH ...", "May 2024"),
            ("https://www.pv-magazine.com/2024/05/16/longi-achieves-27-30-efficiency-for-hbc-solar-cell/", "Longi achieves 27.30% efficiency for HBC solar cell - pv magazine",
             "The result exceeds the 27.09% the company reported in December 2023 ...", "May 16, 2024"),
            ("https://www.pv-tech.org/longi-hbc-27-3/", "LONGi breaks its own silicon cell record with 27.3% - PV Tech",
             "The new record on a full-size M6 wafer ...", "May 2024"),
            ("https://www.nature.com/articles/s41586-024-08110-w", "Silicon heterojunction back-contact solar cells by laser patterning - Nature",
             "LONGi researchers describe a 27.3%-efficient HBC cell ...", "Oct 2024"),
            ("https://www.pv-magazine.com/2023/12/19/longi-27-09-hbc/", "Longi claims 27.09% efficiency for HBC cell - pv magazine",
             "Previous record for crystalline silicon cells ...", "Dec 19, 2023"),
            ("https://www.pv-magazine.com/2022/11/21/longi-26-81-hjt/", "Longi achieves 26.81% for HJT solar cell - pv magazine",
             "A record for a both-sides-contacted heterojunction cell ...", "Nov 21, 2022"),
            ("https://en.wikipedia.org/wiki/Back-contact_solar_cell", "Back-contact solar cell - Wikipedia",
             "Interdigitated back contact designs hold the crystalline silicon record ...", "N/A"),
            ("https://www.energy-storage.news/longi-back-contact-2024/", "LONGi bets on back contact - Energy-Storage.news",
             "The company is converting capacity to BC technology ...", "Jun 2024"),
            ("https://www.reddit.com/r/solar/comments/1ctx4nq/longi_2730/", "LONGi 27.30% HBC : r/solar",
             "Approaching the 29.4% limit ...", "May 2024"),
            ("https://www.isfh.de/en/calibration-lab-isfh-caltec/", "ISFH CalTeC - Calibration and Test Center",
             "Accredited measurement of solar cell efficiency ...", "N/A"),
        )),
        (add(m3), added(*m3)),
        (rm("tandem_record", "si_record"), removed("tandem_record", "si_record")),
        (get_all(), dump(m3)),
    ]
    rs.add(task="search", tid="h41-search-21", system=system("What are the current record efficiencies for single-junction crystalline silicon solar cells and for perovskite-silicon tandem cells?"),
           turns=turns, state=empty_state(), bad=False)


# High-speed rail line facts (search, extract, memory) — clean
def t22(rs: RowSet) -> None:
    ant_url = "https://en.antaranews.com/news/363017/whoosh-high-speed-train-records-surge-in-passengers-during-school-holidays"
    m1 = {"whoosh_basic": "Jakarta–Bandung HSR 'Whoosh': 142.3 km, 350 km/h max operating speed, inaugurated 2 Oct 2023 (paid service from 17 Oct 2023); stations Halim, Karawang, Padalarang, Tegalluar"}
    m2 = {"whoosh_pax": "5.79 million passengers in the first year of service (17 Oct 2023 – 16 Oct 2024), KCIC"}
    m3 = {"whoosh_pax": "5.79 million in the first year (to 16 Oct 2024); cumulative passed 10 million in early July 2025 (KCIC); ~20k/day on holiday peaks"}
    m4 = {"whoosh_speed_units": "350 km/h ≈ 217 mph (Wikipedia infobox rounds to 220 mph)"}
    turns = [
        (search("Jakarta Bandung high-speed railway Whoosh length speed opened"), sr(
            ("https://en.wikipedia.org/wiki/Jakarta%E2%80%93Bandung_high-speed_railway", "Jakarta–Bandung high-speed railway - Wikipedia",
             "The Jakarta–Bandung high-speed railway is a 142.3 km high-speed railway in Indonesia connecting Jakarta and Bandung ... operated by KCIC under the brand Whoosh ...", "N/A"),
            ("https://kcic.co.id/en/", "Whoosh - Kereta Cepat Indonesia China (KCIC)",
             "Whoosh, the first high-speed train in Southeast Asia, connects Jakarta and Bandung in about 45 minutes ...", "N/A"),
            ("https://www.reuters.com/world/asia-pacific/indonesia-launches-southeast-asias-first-high-speed-railway-2023-10-02/", "Indonesia launches Southeast Asia's first high-speed railway - Reuters",
             "President Joko Widodo inaugurated the $7.3 billion railway, built with Chinese financing under the Belt and Road Initiative ...", "Oct 2, 2023"),
            ("https://www.railjournal.com/passenger/high-speed/jakarta-bandung-high-speed-line-opens/", "Jakarta - Bandung high-speed line opens - International Railway Journal",
             "The 142km line is designed for 350km/h operation ...", "Oct 2, 2023"),
            ("https://www.bbc.com/news/world-asia-66978466", "Indonesia opens Whoosh, South East Asia's first bullet train - BBC",
             "The journey between Jakarta and Bandung is cut from three hours to about 40 minutes ...", "Oct 2, 2023"),
            ("https://www.thejakartapost.com/business/2023/10/17/whoosh-starts-commercial-operations.html", "Whoosh starts commercial operations - The Jakarta Post",
             "Paid services began on Oct. 17 after two weeks of free trial rides ...", "Oct 17, 2023"),
            ("https://www.railway-technology.com/projects/jakarta-bandung-high-speed-railway/", "Jakarta-Bandung High-Speed Railway - Railway Technology",
             "Eleven KCIC400AF trainsets based on China's CR400AF ...", "N/A"),
            ("https://www.scmp.com/week-asia/economics/article/3236736/indonesia-whoosh-high-speed-rail", "Indonesia's Whoosh: a Belt and Road showcase - SCMP",
             "Cost overruns of about $1.2 billion ...", "Oct 3, 2023"),
            ("https://www.reddit.com/r/indonesia/comments/16y0p0r/whoosh_opening/", "Whoosh opening day : r/indonesia",
             "Halim station is far from the centre though ...", "Oct 2, 2023"),
            ("https://www.globalrailwayreview.com/news/150022/whoosh-jakarta-bandung/", "Whoosh: Indonesia's high-speed rail - Global Railway Review",
             "Four stations: Halim, Karawang, Padalarang and Tegalluar ...", "Oct 5, 2023"),
        )),
        (extract("https://en.wikipedia.org/wiki/Jakarta%E2%80%93Bandung_high-speed_railway", "Length, speed, opening date, stations, rolling stock, cost"),
         """# Jakarta–Bandung high-speed railway

From Wikipedia, the free encyclopedia

| Jakarta–Bandung high-speed railway | |
| --- | --- |
| Native name | Kereta Cepat Jakarta–Bandung |
| Status | Operational |
| Owner | PT Kereta Cepat Indonesia China (KCIC) |
| Locale | Jakarta and West Java, Indonesia |
| Termini | Halim (Jakarta) – Tegalluar (Bandung Regency) |
| Stations | 4 |
| Service | Whoosh |
| Opened | 2 October 2023 |
| Rolling stock | 11 × KCIC400AF (8 cars, 601 seats) and 1 × CIT400A inspection train |
| Line length | 142.3 km (88.4 mi) |
| Track gauge | 1,435 mm (4 ft 8½ in) standard gauge |
| Electrification | 25 kV 50 Hz AC overhead line |
| Operating speed | 350 km/h (220 mph) |
| Cost | US$7.27 billion |

The **Jakarta–Bandung high-speed railway** is a high-speed railway in Indonesia, connecting the capital Jakarta with Bandung, the capital of West Java. It is the first high-speed railway in Indonesia and in Southeast Asia. The line was inaugurated by President Joko Widodo on 2 October 2023 and began paid commercial service on 17 October 2023. Services are marketed as **Whoosh** (*Waktu Hemat, Operasi Optimal, Sistem Hebat*).

## Stations

| Station | Location | Distance from Halim |
| --- | --- | --- |
| Halim | East Jakarta | 0 km |
| Karawang | Karawang Regency | ~41 km |
| Padalarang | West Bandung Regency | ~106 km |
| Tegalluar | Bandung Regency | 142.3 km |

Karawang station entered service later than the other three stations. Padalarang connects with a KAI feeder train to Bandung station.

## History

The project was awarded to a Chinese consortium in 2015 over a competing Japanese proposal. Construction began in 2016. Land acquisition problems and the COVID-19 pandemic delayed the project, and costs rose from an initial US$6.07 billion to about US$7.27 billion."""),
        (add(m1), added(*m1)),
        (search("Whoosh passengers total first year KCIC", "Whoosh penumpang libur sekolah Juli 2025"), sr(
            ("https://kcic.co.id/en/news/one-year-whoosh-5-79-million-passengers", "One year of Whoosh: 5.79 million passengers - KCIC",
             "During its first year of commercial operation, Whoosh served 5.79 million passengers ...", "Oct 17, 2024"),
            ("https://www.thejakartapost.com/business/2024/10/17/whoosh-first-anniversary.html", "Whoosh marks first anniversary with nearly 5.8 million riders - The Jakarta Post",
             "Average daily ridership reached around 16,000 ...", "Oct 17, 2024"),
            ("https://en.tempo.co/read/1929031/whoosh-first-year-ridership", "Whoosh ridership in first year - Tempo English",
             "KCIC says occupancy rises on weekends ...", "Oct 18, 2024"),
            ("https://www.railjournal.com/passenger/high-speed/whoosh-first-year/", "Jakarta - Bandung line carries 5.8 million in first year - IRJ",
             "KCIC plans to increase the number of daily services ...", "Oct 21, 2024"),
            ("https://www.reuters.com/world/asia-pacific/indonesia-whoosh-debt-restructuring-2025/", "Indonesia weighs restructuring of high-speed rail debt - Reuters",
             "State firms that own the Indonesian side of KCIC have reported losses ...", "Jan 22, 2025"),
            (ant_url, "Whoosh high-speed train records surge in passengers during school holidays - ANTARA News",
             "KCIC recorded more than 20,000 passengers per day during the school holiday period ...", "5 hours ago"),
            ("https://www.detik.com/jabar/berita/d-8012345/whoosh-angkut-20-ribu-penumpang-per-hari-saat-libur-sekolah", "Whoosh angkut 20 ribu penumpang per hari saat libur sekolah - detikJabar",
             "Jumlah penumpang Whoosh meningkat selama libur sekolah ...", "Jul 5, 2025"),
            ("https://www.kompas.com/tren/read/2025/07/04/whoosh-libur-sekolah", "Tiket Whoosh saat libur sekolah - Kompas.com",
             "KCIC menambah perjalanan pada akhir pekan ...", "Jul 4, 2025"),
            ("https://kcic.co.id/en/news/whoosh-adds-trips-school-holiday-2025", "Whoosh adds trips for school holidays - KCIC",
             "62 trips per day on peak dates ...", "Jun 27, 2025"),
            ("https://www.cnnindonesia.com/ekonomi/20250705/whoosh-penumpang", "Penumpang Whoosh melonjak - CNN Indonesia",
             "Okupansi mencapai 90 persen pada akhir pekan ...", "Jul 5, 2025"),
        )),
        (extract("https://kcic.co.id/en/news/one-year-whoosh-5-79-million-passengers", "First-year passenger total and daily averages"),
         """# One year of Whoosh: 5.79 million passengers

*KCIC News · 17 October 2024*

Jakarta — PT Kereta Cepat Indonesia China (KCIC) marked the first anniversary of Whoosh commercial operations today. From 17 October 2023 to 16 October 2024, **Whoosh served 5.79 million passengers**, an average of about **16,000 passengers per day**.

## Highlights of the first year

| Indicator | Value |
| --- | --- |
| Passengers (17 Oct 2023 – 16 Oct 2024) | 5.79 million |
| Average daily passengers | ~16,000 |
| Highest daily ridership | 24,000+ (long weekend, 2024) |
| Daily trips (weekday / peak) | 48 / 62 |
| On-time performance | 99% |

## Improving access

KCIC has worked with partners on feeder connections: the KAI feeder train between Padalarang and Bandung stations, the LRT Jabodebek connection at Halim, and shuttle buses at Tegalluar.

> "Whoosh has changed how people travel between Jakarta and Bandung," said KCIC President Director Dwiyana Slamet Riyadi.

KCIC plans to increase services as demand grows in its second year of operation."""),
        (add(m2), added(*m2)),
        (extract("https://www.railway-technology.com/projects/jakarta-bandung-high-speed-railway/", "Speed in mph and rolling stock details"),
         """# Jakarta-Bandung High-Speed Railway, Indonesia

The Jakarta-Bandung high-speed railway (HSR) is a 142.3km (88.4-mile) line connecting Indonesia's capital Jakarta with Bandung, the capital of West Java province. Services are branded Whoosh.

## Project details

| | |
| --- | --- |
| Project type | High-speed railway |
| Location | Jakarta and West Java, Indonesia |
| Length | 142.3km (88.4 miles) |
| Design / operating speed | 350km/h (217mph) |
| Estimated investment | $7.27bn |
| Developer | PT Kereta Cepat Indonesia China (KCIC) |
| Opened | October 2023 |

## Rolling stock

The line is served by 11 KCIC400AF electric multiple units, derived from China's CR400AF Fuxing trains and built by CRRC Qingdao Sifang. Each eight-car trainset seats 601 passengers in first, business and premium economy classes. A CIT400A comprehensive inspection train is used for track and catenary monitoring.

## Infrastructure

About 80km of the route runs on viaduct, with 13 tunnels totalling about 16.8km. The route uses ballastless slab track."""),
        (search("Whoosh 10 million passengers milestone KCIC 2025"), sr(
            ("https://kcic.co.id/en/news/whoosh-reaches-10-million-passengers", "Whoosh reaches 10 million passengers - KCIC",
             "Since commercial operations began on 17 October 2023, Whoosh has carried more than 10 million passengers ...", "Jul 3, 2025"),
            ("https://www.thejakartapost.com/business/2025/07/03/whoosh-10-million.html", "Whoosh hits 10 million passenger mark - The Jakarta Post",
             "The milestone came during the school holiday season ...", "Jul 3, 2025"),
            (ant_url, "Whoosh high-speed train records surge in passengers during school holidays - ANTARA News",
             "KCIC recorded more than 20,000 passengers per day during the school holiday period ...", "6 hours ago"),
            ("https://www.railjournal.com/passenger/high-speed/whoosh-10-million/", "Whoosh passes 10 million passengers - IRJ",
             "Ridership growth continues in the line's second year ...", "Jul 7, 2025"),
            ("https://en.tempo.co/read/2001544/whoosh-10-million-passengers", "Whoosh records 10 million passengers - Tempo English",
             "KCIC credits feeder integration for the growth ...", "Jul 4, 2025"),
            ("https://www.detik.com/finance/berita-ekonomi-bisnis/d-8005123/whoosh-tembus-10-juta-penumpang", "Whoosh tembus 10 juta penumpang - detikFinance",
             "Capaian ini diraih kurang dari dua tahun sejak beroperasi ...", "Jul 3, 2025"),
            ("https://www.kompas.com/tren/read/2025/07/03/whoosh-10-juta-penumpang", "Whoosh sudah angkut 10 juta penumpang - Kompas.com",
             "Rata-rata penumpang harian naik ...", "Jul 3, 2025"),
            ("https://www.cnbcindonesia.com/news/20250703/whoosh-10-juta", "Whoosh angkut 10 juta penumpang - CNBC Indonesia",
             "Target penumpang 2025 ...", "Jul 3, 2025"),
            ("https://www.reddit.com/r/indonesia/comments/1lqx2k3/whoosh_10_juta/", "Whoosh 10 juta penumpang : r/indonesia",
             "Not bad, but what about the debt ...", "Jul 3, 2025"),
            ("https://www.scmp.com/week-asia/economics/article/3316671/whoosh-two-years", "Whoosh nears two years: ridership up, debts mount - SCMP",
             "Indonesia is weighing options for the railway's debt ...", "Jul 8, 2025"),
        )),
        (upd(m3), updated(*m3)),
        (add(m4), added(*m4)),
    ]
    rs.add(task="search", tid="h41-search-22", system=system("How long and how fast is Indonesia's Jakarta–Bandung high-speed railway (Whoosh), when did it open, and how many passengers has it carried?"),
           turns=turns, state=empty_state(), bad=False)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
