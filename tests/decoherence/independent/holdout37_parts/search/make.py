# ruff: noqa: E501
"""Held-out set holdout37, search domain: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven trajectories carry exactly one observation that contradicts an earlier turn; eleven are clean. Each
function below builds one trajectory; ``main()`` writes ``search_test.jsonl`` and ``labels.json`` beside this file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TOOLS = [
    {"name": "web_search", "description": "Perform Google web searches then returns a string of the top search results. Accepts multiple queries.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "minItems": 1,
                                                                   "description": "The list of search queries."}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Visit a webpage and return its main content as Markdown, focused on the given goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to visit."},
                                                     "goal": {"type": "string", "description": "The specific information goal for visiting the webpage."}},
                    "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "A persistent key-value scratchpad. Operations: add, update, retrieve, retrieve_all, remove, remove_all.",
     "parameters": {"type": "object", "properties": {"operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
                                                     "dict": {"type": "object", "description": "Key-value pairs for add/update."},
                                                     "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}},
                    "required": ["operation"]}},
]

SYSTEM = (
    "# Role and Objective\n\n"
    "You are a **Search World Model**, a precise web search and information retrieval environment simulator. "
    "Simulate the execution of search and memory tool calls and generate the exact response a real execution "
    "environment would return, keeping factual accuracy first and staying consistent with everything earlier in "
    "the session.\n\n"
    "# Environment Management\n\n"
    "The session starts with the state given in the first turn. Track across turns: discovered facts, URLs from "
    "search results that may be extracted later, the full contents of the memory store, and how queries evolve.\n\n"
    "| Tool | State transition |\n|------|------------------|\n"
    "| `web_search` | Adds ranked results (URL, title, snippet, date) to context |\n"
    "| `web_extractor` | Returns the page as Markdown; content must agree with earlier snippets for that URL |\n"
    "| `dict_memory` | Modifies the persistent key-value store (add/update/retrieve/retrieve_all/remove/remove_all) |\n\n"
    "# Output Formats\n\n"
    "- web_search: `[n] URL` / `Title:` / `Snippet:` / `Date:` blocks, up to 10 per query, `N/A` for undated pages.\n"
    "- web_extractor: the page's main content as Markdown (headers, tables with `|`, lists), boilerplate trimmed.\n"
    "- dict_memory: `Successfully added items of [keys] to memory.`, `Successfully updated items of [keys] in memory.`, "
    "`Successfully removed items of [keys] from memory.`, `Successfully cleared all memory.`; retrieve and "
    "retrieve_all return the stored pairs exactly as stored, `Key not found: <key>` for a missing key.\n\n"
    "# Input Definitions & Action Space\n\n" + json.dumps(TOOLS, indent=1) + "\n\n"
    "Reply with the tool response after **Environment Observation:**."
)

EMPTY = "Search history: empty. Memory store: empty (0 keys)."


def state(task: str, date: str, extra: str = "") -> str:
    """The starting state shown with the first action."""
    return f"Research task: {task}\nSession date: {date}\n{EMPTY}" + (f"\n{extra}" if extra else "")


def found(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: one fenced block of numbered results."""
    return "```\n" + results(*items) + "\n```"


def page(url: str, goal: str, body: str) -> tuple[str, str]:
    return extract(url, goal), body.strip("\n")


def ask(*queries: str) -> str:
    return search(*queries)


class Mem:
    """The dict_memory scratchpad: each method returns (action, observation)."""

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

    def remove(self, *keys: str) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=list(keys)), f"Successfully removed items of {list(keys)} from memory."

    def retrieve(self, *keys: str, shown: dict[str, Any] | None = None) -> tuple[str, str]:
        got = shown if shown is not None else {k: self.d[k] for k in keys if k in self.d}
        miss = [k for k in keys if k not in got]
        out = json.dumps(got, indent=2, ensure_ascii=False) if got else ""
        out += "".join(f"\nKey not found: {k}" for k in miss)
        return memory("retrieve", key_list=list(keys)), out.strip("\n")

    def retrieve_all(self, shown: dict[str, Any] | None = None) -> tuple[str, str]:
        got = shown if shown is not None else self.d
        body = json.dumps(got, indent=2, ensure_ascii=False) if got else "Memory is empty."
        return memory("retrieve_all"), body


# web_search / web_extractor / dict_memory on the Pulitzer Prizes: bad
def t01(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("2024 Pulitzer Prize winners books drama music"), found(
        ("https://www.pulitzer.org/prize-winners-by-year/2024", "2024 Pulitzer Prizes | The Pulitzer Prizes",
         "The 2024 Pulitzer Prize winners and finalists in Journalism and in Books, Drama and Music. Fiction: Night Watch, by Jayne Anne Phillips (Alfred A. Knopf) ...", "May 6, 2024"),
        ("https://www.nytimes.com/2024/05/06/books/pulitzer-prize-winners-2024-list.html", "Pulitzer Prizes 2024: See the Full List of Winners - The New York Times",
         "Jayne Anne Phillips won the fiction prize for \"Night Watch,\" and Eboni Booth's \"Primary Trust\" won for drama. The Times won two prizes in journalism ...", "May 6, 2024"),
        ("https://apnews.com/article/pulitzer-prizes-2024-winners-list-f8d6b7c1e2a04c5a9b0e3d1f7a6c2b90", "Here's the full list of 2024 Pulitzer Prize winners | AP News",
         "NEW YORK (AP) — Winners of the 2024 Pulitzer Prizes, announced Monday by Columbia University: Public Service: ProPublica ...", "May 6, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Pulitzer_Prize", "2024 Pulitzer Prize - Wikipedia",
         "The 2024 Pulitzer Prizes were awarded by the Pulitzer Prize Board for work during the 2023 calendar year. Prize winners and nominated finalists were announced on May 6, 2024.", "N/A"),
        ("https://www.npr.org/2024/05/06/1249306283/pulitzer-prize-2024-winners", "Here are the 2024 Pulitzer Prize winners : NPR",
         "In books, Jonathan Eig's King: A Life won in biography, Brandon Som's Tripas won in poetry, and the new memoir category went to Cristina Rivera Garza ...", "May 6, 2024"),
        ("https://www.theguardian.com/books/article/2024/may/06/jayne-anne-phillips-wins-pulitzer-prize-fiction-night-watch", "Jayne Anne Phillips wins Pulitzer prize for fiction with Night Watch | The Guardian",
         "The novel, set in West Virginia in the aftermath of the civil war, follows a mother and daughter who arrive at the Trans-Allegheny Lunatic Asylum ...", "May 6, 2024"),
        ("https://www.washingtonpost.com/books/2024/05/06/pulitzer-prize-2024-books-winners/", "2024 Pulitzer Prizes for books: Night Watch, King: A Life and more - The Washington Post",
         "Phillips's novel beat out finalists Wednesday's Child by Yiyun Li and Same Bed Different Dreams by Ed Park. In drama, Primary Trust ...", "May 6, 2024"),
        ("https://lithub.com/here-are-the-winners-of-the-2024-pulitzer-prizes/", "Here are the winners of the 2024 Pulitzer Prizes. ‹ Literary Hub",
         "The 2024 Pulitzer Prizes have been announced. Here are the winners (and finalists) in the books, drama, and music categories ...", "May 6, 2024"),
        ("https://www.pbs.org/newshour/arts/tyshawn-sorey-wins-pulitzer-prize-for-music", "Tyshawn Sorey wins Pulitzer Prize for music | PBS News",
         "Composer and multi-instrumentalist Tyshawn Sorey won the 2024 Pulitzer Prize for Music for \"Adagio (For Wadada Leo Smith),\" a saxophone concerto ...", "May 7, 2024"),
        ("https://www.reddit.com/r/books/comments/1clqk5m/2024_pulitzer_prize_winners/", "2024 Pulitzer Prize winners : r/books - Reddit",
         "Night Watch for fiction! Really happy for Jayne Anne Phillips, I loved Lark and Termite. Anyone read Tripas yet?", "May 6, 2024"),
    )))
    t.append(m.add({
        "fiction_2024": "Night Watch — Jayne Anne Phillips (Alfred A. Knopf)",
        "drama_2024": "Primary Trust — Eboni Booth",
        "biography_2024": "King: A Life — Jonathan Eig (Farrar, Straus and Giroux)",
        "poetry_2024": "Tripas — Brandon Som (Georgia Review Books)",
    }))
    t.append(page("https://www.pulitzer.org/prize-winners-by-year/2024",
                  "List every 2024 winner in Books, Drama and Music with publisher, plus the journalism winners", """
# 2024 Pulitzer Prizes

The 2024 Pulitzer Prizes were announced on May 6, 2024, by Marjorie Miller, Administrator of the Prizes.

## Journalism

| Category | Winner | Citation (abridged) |
| --- | --- | --- |
| Public Service | ProPublica | For groundbreaking reporting by Joshua Kaplan, Justin Elliott, Brett Murphy, Alex Mierjeski and Kirsten Berg that pierced the thick wall of secrecy surrounding the Supreme Court |
| Breaking News Reporting | Staff of Lewiston Sun Journal | For its coverage of the mass shooting in Lewiston, Maine, that killed 18 people |
| Investigative Reporting | Hannah Dreier of The New York Times | For a revelatory series on the vast scope of migrant child labor in the United States |
| Explanatory Reporting | Sarah Stillman of The New Yorker | For a revelatory examination of how federal immigration policy was used to prosecute migrants |
| Local Reporting | Sarah Conway of City Bureau and Trina Reynolds-Tyler of Invisible Institute | For "Missing in Chicago," on the Chicago Police Department's handling of missing Black women and girls |
| National Reporting | Staff of Reuters; Staff of The Washington Post | Reuters for its examination of Elon Musk's businesses; The Washington Post for its sobering examination of the AR-15 semiautomatic rifle |
| International Reporting | Staff of The New York Times | For its wide-ranging and revelatory coverage of Hamas' lethal attack in southern Israel on October 7 and Israel's military response |
| Feature Writing | Katie Engelhart, contributing writer, The New York Times | For a portrait of one family's wrenching experience with early-onset dementia |
| Commentary | Vladimir Kara-Murza, contributor, The Washington Post | For passionate columns written under great personal risk from his prison cell |
| Criticism | Justin Chang of the Los Angeles Times | For film criticism that's expansive in range and dazzling in language |
| Editorial Writing | David E. Hoffman of The Washington Post | For a compelling series on new technologies and tactics used by authoritarian regimes |
| Illustrated Reporting and Commentary | Medar de la Cruz, contributor, The New Yorker | For visual reporting about a library at Rikers Island |
| Breaking News Photography | Photography Staff of Reuters | For raw and urgent photographs documenting the October 7 attack and the first weeks of Israel's devastating assault on Gaza |
| Feature Photography | Photography Staff of Associated Press | For photos documenting the journey of migrants traveling north through Central America and Mexico |
| Audio Reporting | Staffs of Futuro Media and PRX, notably Maria Hinojosa | For "Suave," a compelling profile of a man who was sentenced to life in prison at 16 |

## Books, Drama and Music

| Category | Winner | Publisher / premiere | Finalists |
| --- | --- | --- | --- |
| Fiction | *Night Watch*, by Jayne Anne Phillips | Alfred A. Knopf | *Wednesday's Child*, by Yiyun Li; *Same Bed Different Dreams*, by Ed Park |
| Drama | *Primary Trust*, by Eboni Booth | Premiered at Roundabout Theatre Company | *The Comeuppance*, by Branden Jacobs-Jenkins; *Public Obscenities*, by Shayok Misha Chowdhury |
| History | *No Right to an Honest Living: The Struggles of Boston's Black Workers in the Civil War Era*, by Jacqueline Jones | Basic Books | See 2024 Finalists |
| Biography | *King: A Life*, by Jonathan Eig | Farrar, Straus and Giroux | (shared prize) |
| Biography | *Master Slave Husband Wife: An Epic Journey from Slavery to Freedom*, by Ilyon Woo | Simon & Schuster | (shared prize) |
| Memoir or Autobiography | *Liliana's Invincible Summer: A Sister's Search for Justice*, by Cristina Rivera Garza | Hogarth | See 2024 Finalists |
| Poetry | *Tripas*, by Brandon Som | Georgia Review Books | *To 2040*, by Jorie Graham |
| General Nonfiction | *A Day in the Life of Abed Salama: Anatomy of a Jerusalem Tragedy*, by Nathan Thrall | Metropolitan Books | *Fire Weather: A True Story from a Hotter World*, by John Vaillant |
| Music | *Adagio (For Wadada Leo Smith)*, by Tyshawn Sorey | Premiered March 2, 2023, by the Vancouver Symphony Orchestra | *Woman at Point Zero*, by Bushra El-Turk |

> The Biography prize is shared this year between two works.

Memoir or Autobiography is a new category, awarded for the first time in 2024.

## Special Citation

A special citation to journalists and media workers covering the war in Gaza.

---

See also: [2024 Finalists](https://www.pulitzer.org/finalists/2024) · [Board](https://www.pulitzer.org/board/current) · [Press release (PDF)](https://www.pulitzer.org/sites/default/files/content/2024_pulitzer_prize_press_release.pdf)
"""))
    t.append(m.update({
        "biography_2024": "SHARED — King: A Life — Jonathan Eig (Farrar, Straus and Giroux); Master Slave Husband Wife: An Epic Journey from Slavery to Freedom — Ilyon Woo (Simon & Schuster)",
    }))
    t.append(m.add({
        "history_2024": "No Right to an Honest Living: The Struggles of Boston's Black Workers in the Civil War Era — Jacqueline Jones (Basic Books)",
        "memoir_2024": "Liliana's Invincible Summer: A Sister's Search for Justice — Cristina Rivera Garza (Hogarth) [first year of category]",
        "general_nonfiction_2024": "A Day in the Life of Abed Salama — Nathan Thrall (Metropolitan Books)",
        "music_2024": "Adagio (For Wadada Leo Smith) — Tyshawn Sorey",
    }))
    t.append((ask("Ilyon Woo Master Slave Husband Wife Pulitzer biography Ellen William Craft"), found(
        ("https://www.simonandschuster.com/books/Master-Slave-Husband-Wife/Ilyon-Woo/9781501191053", "Master Slave Husband Wife | Book by Ilyon Woo | Simon & Schuster",
         "WINNER OF THE PULITZER PRIZE FOR BIOGRAPHY. The remarkable story of Ellen and William Craft, who escaped slavery in 1848 by posing as a white gentleman and his enslaved servant ...", "N/A"),
        ("https://www.npr.org/2023/01/19/1149844613/master-slave-husband-wife-ilyon-woo-ellen-william-craft", "'Master Slave Husband Wife' is a thrilling tale of the Crafts' daring escape : NPR",
         "In December 1848, Ellen Craft, disguised as an ailing white planter, and her husband William traveled a thousand miles from Macon, Georgia, to Philadelphia ...", "Jan 19, 2023"),
        ("https://www.pulitzer.org/winners/ilyon-woo", "Master Slave Husband Wife: An Epic Journey from Slavery to Freedom, by Ilyon Woo (Simon & Schuster)",
         "Winner of the 2024 Pulitzer Prize in Biography. A gripping account of an enslaved couple who escaped to freedom in 1848 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Ilyon_Woo", "Ilyon Woo - Wikipedia",
         "Ilyon Woo is an American author. Her second book, Master Slave Husband Wife (2023), shared the 2024 Pulitzer Prize for Biography with Jonathan Eig's King: A Life.", "N/A"),
        ("https://www.nytimes.com/2023/01/17/books/review/master-slave-husband-wife-ilyon-woo.html", "Book Review: 'Master Slave Husband Wife,' by Ilyon Woo - The New York Times",
         "Woo tells the story of the Crafts' escape and afterlife as abolitionist celebrities in Boston and England with a novelist's sense of pacing ...", "Jan 17, 2023"),
        ("https://en.wikipedia.org/wiki/Ellen_and_William_Craft", "Ellen and William Craft - Wikipedia",
         "Ellen Craft (1826–1891) and William Craft (September 25, 1824 – January 29, 1900) were fugitive slaves from Macon, Georgia, who escaped to the North in December 1848 ...", "N/A"),
        ("https://www.goodreads.com/book/show/61273412-master-slave-husband-wife", "Master Slave Husband Wife by Ilyon Woo | Goodreads",
         "4.33 avg rating — 18,412 ratings. An epic journey from slavery to freedom ...", "N/A"),
        ("https://www.yalealumnimagazine.org/articles/5818-ilyon-woo-pulitzer", "Ilyon Woo '96 wins Pulitzer for biography | Yale Alumni Magazine",
         "Woo, who earned a PhD in East Asian languages and literatures from Yale, shared this year's biography prize with Jonathan Eig ...", "Jun 2, 2024"),
    )))
    t.append(m.retrieve("biography_2024", "drama_2024", shown={
        "biography_2024": "King: A Life — Jonathan Eig (Farrar, Straus and Giroux)",
        "drama_2024": "Primary Trust — Eboni Booth",
    }))
    t.append((ask("Pulitzer memoir or autobiography category first awarded 2024 Cristina Rivera Garza"), found(
        ("https://www.pulitzer.org/news/pulitzer-prize-board-announces-new-category-memoir-or-autobiography", "Pulitzer Prize Board announces new category: Memoir or Autobiography",
         "Beginning with the 2024 prizes, the Board will award a prize for a distinguished and beautifully written memoir or autobiography by an American author ...", "Jun 2, 2023"),
        ("https://www.pulitzer.org/winners/cristina-rivera-garza", "Liliana's Invincible Summer: A Sister's Search for Justice, by Cristina Rivera Garza (Hogarth)",
         "Winner of the 2024 Pulitzer Prize in Memoir or Autobiography. A genre-blending narrative of the murder of the author's younger sister in 1990 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Pulitzer_Prize_for_Memoir_or_Autobiography", "Pulitzer Prize for Memoir or Autobiography - Wikipedia",
         "The Pulitzer Prize for Memoir or Autobiography is one of the seven American Pulitzer Prizes awarded annually for Letters. It was first awarded in 2024 ...", "N/A"),
        ("https://www.latimes.com/entertainment-arts/books/story/2024-05-06/cristina-rivera-garza-pulitzer-memoir", "Cristina Rivera Garza wins first Pulitzer for memoir - Los Angeles Times",
         "Rivera Garza, a MacArthur fellow who teaches at the University of Houston, wrote the book in Spanish and English ...", "May 6, 2024"),
        ("https://www.penguinrandomhouse.com/books/710285/lilianas-invincible-summer-by-cristina-rivera-garza/", "Liliana's Invincible Summer by Cristina Rivera Garza | PenguinRandomHouse.com",
         "WINNER OF THE PULITZER PRIZE FOR MEMOIR. FINALIST FOR THE NATIONAL BOOK AWARD ...", "N/A"),
        ("https://www.houstonpublicmedia.org/articles/news/education-news/2024/05/07/485930/uh-professor-cristina-rivera-garza-pulitzer/", "UH professor Cristina Rivera Garza wins Pulitzer Prize - Houston Public Media",
         "The University of Houston creative writing professor won the inaugural Pulitzer Prize for memoir ...", "May 7, 2024"),
        ("https://www.publishersweekly.com/pw/by-topic/industry-news/awards-and-prizes/article/95015-2024-pulitzer-prizes.html", "2024 Pulitzer Prizes Announced - Publishers Weekly",
         "Memoir, added this year as a stand-alone category, went to Rivera Garza, whose book was also a finalist for the National Book Award ...", "May 6, 2024"),
    )))
    rs.add(task="search", tid="h37-search-01", system=SYSTEM, turns=t,
           state=state("Compile the 2024 Pulitzer Prize winners in Books, Drama and Music (title, author, publisher).", "2024-05-09"),
           bad=True, turn=7, kind="memory update ignored: retrieve returns the pre-update biography value")


# web_search / web_extractor / dict_memory on Grammy nominations: clean
def t02(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("2025 Grammy nominations full list most nominated artists"), found(
        ("https://www.grammy.com/news/2025-grammys-nominations-list-nominees", "2025 GRAMMY Nominations: See The Full Nominees List | GRAMMY.com",
         "Beyoncé leads the 2025 GRAMMY nominations with 11 nods, followed by Kendrick Lamar, Post Malone, Charli XCX and Billie Eilish with seven each ...", "Nov 8, 2024"),
        ("https://www.billboard.com/music/awards/grammy-nominations-2025-full-list-1235819923/", "Grammy Nominations 2025: See the Full List – Billboard",
         "Beyoncé is the leading nominee for the 67th annual Grammy Awards with 11 nods, bringing her career total to 99 — the most of any artist in Grammy history ...", "Nov 8, 2024"),
        ("https://www.nytimes.com/2024/11/08/arts/music/grammy-nominations-2025-list.html", "Grammy Nominations 2025: See the Full List - The New York Times",
         "Beyoncé's \"Cowboy Carter\" received 11 nominations, including album of the year, where it will compete with Taylor Swift, Sabrina Carpenter, Chappell Roan ...", "Nov 8, 2024"),
        ("https://apnews.com/article/grammy-nominations-2025-list-beyonce-8c7a2e11f1b94d1c9f0e5f6c7b4a3d21", "Beyoncé leads Grammy nominations with 11, extending her record as most-nominated artist | AP News",
         "Beyoncé is once again the most-nominated artist at the Grammy Awards, with 11 nominations for her country opus \"Cowboy Carter\" ...", "Nov 8, 2024"),
        ("https://en.wikipedia.org/wiki/67th_Annual_Grammy_Awards", "67th Annual Grammy Awards - Wikipedia",
         "The 67th Annual Grammy Awards ceremony is scheduled to be held on February 2, 2025, at the Crypto.com Arena in Los Angeles. Nominations were announced on November 8, 2024 ...", "N/A"),
        ("https://variety.com/2024/music/news/grammy-nominations-2025-list-nominees-1236204117/", "Grammy Nominations 2025: Full List of Nominees - Variety",
         "Taylor Swift, Sabrina Carpenter and Chappell Roan each received six nominations; Kendrick Lamar's \"Not Like Us\" is up for record and song of the year ...", "Nov 8, 2024"),
        ("https://www.rollingstone.com/music/music-news/grammys-2025-nominations-snubs-surprises-1235154420/", "Grammy Nominations 2025: Biggest Snubs and Surprises - Rolling Stone",
         "Where was Zach Bryan? Our writers break down the biggest omissions from this year's list ...", "Nov 8, 2024"),
        ("https://www.reddit.com/r/popheads/comments/1gmf7rq/67th_grammy_awards_nominations_megathread/", "67th GRAMMY Awards Nominations Megathread : r/popheads",
         "AOTY: Cowboy Carter, Short n' Sweet, Brat, Djesse Vol. 4, Hit Me Hard and Soft, New Blue Sun, Rise and Fall of a Midwest Princess, TTPD ...", "Nov 8, 2024"),
        ("https://www.cnn.com/2024/11/08/entertainment/grammy-nominations-2025/index.html", "Grammy nominations 2025: Beyoncé leads the pack | CNN",
         "Beyoncé has earned 11 Grammy nominations, making her the most-nominated artist in the history of the awards ...", "Nov 8, 2024"),
        ("https://www.hollywoodreporter.com/lists/grammy-nominations-2025-full-list/", "Grammy Nominations 2025: Full List – The Hollywood Reporter",
         "The 2025 Grammys will air Feb. 2 on CBS and stream on Paramount+. Trevor Noah returns as host ...", "Nov 8, 2024"),
    )))
    t.append(page("https://www.grammy.com/news/2025-grammys-nominations-list-nominees",
                  "General field nominees and the artists with the most nominations", """
# 2025 GRAMMY Nominations: See The Full Nominees List

**By GRAMMY.com** | Nov 8, 2024 - 08:57 am

The nominations for the 2025 GRAMMYs — officially the 67th GRAMMY Awards — are here. The 2025 GRAMMYs will air live from Crypto.com Arena in Los Angeles on Sunday, Feb. 2, 2025, on CBS and stream live and on demand on Paramount+.

## Most nominated artists

| Artist | Nominations |
| --- | --- |
| Beyoncé | 11 |
| Kendrick Lamar | 7 |
| Post Malone | 7 |
| Charli XCX | 7 |
| Billie Eilish | 7 |
| Taylor Swift | 6 |
| Sabrina Carpenter | 6 |
| Chappell Roan | 6 |

## Album Of The Year

- *New Blue Sun* — André 3000
- *Cowboy Carter* — Beyoncé
- *Short n' Sweet* — Sabrina Carpenter
- *Brat* — Charli XCX
- *Djesse Vol. 4* — Jacob Collier
- *Hit Me Hard And Soft* — Billie Eilish
- *The Rise And Fall Of A Midwest Princess* — Chappell Roan
- *The Tortured Poets Department* — Taylor Swift

## Record Of The Year

- "Now And Then" — The Beatles
- "Texas Hold 'Em" — Beyoncé
- "Espresso" — Sabrina Carpenter
- "360" — Charli XCX
- "Birds Of A Feather" — Billie Eilish
- "Not Like Us" — Kendrick Lamar
- "Good Luck, Babe!" — Chappell Roan
- "Fortnight" — Taylor Swift Featuring Post Malone

## Song Of The Year

- "A Bar Song (Tipsy)" — Sean Cook, Jerrel Jones, Joe Kent, Chibueze Collins Obinna, Nevin Sastry & Mark Williams, songwriters (Shaboozey)
- "Birds Of A Feather" — Billie Eilish O'Connell & Finneas O'Connell, songwriters (Billie Eilish)
- "Die With A Smile" — Dernst Emile II, James Fauntleroy, Lady Gaga, Bruno Mars & Andrew Watt, songwriters (Lady Gaga & Bruno Mars)
- "Fortnight" — Jack Antonoff, Austin Post & Taylor Swift, songwriters (Taylor Swift Featuring Post Malone)
- "Good Luck, Babe!" — Kayleigh Rose Amstutz, Daniel Nigro & Justin Tranter, songwriters (Chappell Roan)
- "Not Like Us" — Kendrick Lamar, songwriter (Kendrick Lamar)
- "Please Please Please" — Amy Allen, Jack Antonoff & Sabrina Carpenter, songwriters (Sabrina Carpenter)
- "Texas Hold 'Em" — Brian Bates, Beyoncé, Elizabeth Lowell Boland, Megan Bülow, Nathan Ferraro & Raphael Saadiq, songwriters (Beyoncé)

## Best New Artist

- Benson Boone
- Sabrina Carpenter
- Doechii
- Khruangbin
- Raye
- Chappell Roan
- Shaboozey
- Teddy Swims

## Producer Of The Year, Non-Classical

- Alissia
- Dan Auerbach
- Daniel Nigro
- Mustard
- Ian Fitchuk

---

*Editor's note: This article was updated Nov 8, 2024 - 3:41 pm to reflect a corrected spelling in the Song Of The Year songwriter credits.*
"""))
    t.append(m.add({
        "aoty_nominees": "New Blue Sun; Cowboy Carter; Short n' Sweet; Brat; Djesse Vol. 4; Hit Me Hard and Soft; The Rise and Fall of a Midwest Princess; The Tortured Poets Department",
        "most_nominated": "Beyoncé 11",
        "todo": "check Beyoncé career total + ceremony date/host",
    }))
    t.append((ask("Beyoncé 99 career Grammy nominations record most nominated ever"), found(
        ("https://www.billboard.com/music/awards/beyonce-most-grammy-nominations-ever-99-1235820011/", "Beyoncé Extends Record as Most-Nominated Artist in Grammy History With 99 Nods – Billboard",
         "With 11 new nominations, Beyoncé's career total climbs to 99, extending her lead over Jay-Z, who has 88. She is also the most-awarded artist, with 32 wins ...", "Nov 8, 2024"),
        ("https://www.grammy.com/news/beyonce-cowboy-carter-2025-grammys-nominations-record", "Beyoncé Makes History With 2025 GRAMMY Nominations | GRAMMY.com",
         "Beyoncé is now the most-nominated artist in GRAMMY history with 99 career nominations, and Cowboy Carter is her fifth nomination for Album Of The Year as a lead artist ...", "Nov 8, 2024"),
        ("https://www.guinnessworldrecords.com/world-records/most-grammy-award-nominations", "Most Grammy Award nominations | Guinness World Records",
         "The most Grammy Award nominations is 99, achieved by Beyoncé (USA) as of the nominations for the 67th Annual Grammy Awards ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_awards_and_nominations_received_by_Beyonc%C3%A9", "List of awards and nominations received by Beyoncé - Wikipedia",
         "Beyoncé has received 99 Grammy nominations and 32 wins, making her the most nominated and most awarded artist in the history of the ceremony ...", "N/A"),
        ("https://www.usatoday.com/story/entertainment/music/2024/11/08/beyonce-grammy-nominations-record-2025/76125814007/", "Beyoncé breaks her own record for most Grammy nominations - USA Today",
         "The superstar's 11 nominations this year push her past her own record, which she shared with her husband, Jay-Z, until 2023 ...", "Nov 8, 2024"),
        ("https://www.statista.com/statistics/1303445/most-grammy-nominations-artist/", "Artists with the most Grammy nominations 2025 | Statista",
         "Beyoncé 99, Jay-Z 88, Quincy Jones 80, Paul McCartney 81 ...", "Nov 11, 2024"),
        ("https://www.essence.com/entertainment/beyonce-99-grammy-nominations/", "Beyoncé Now Has 99 Grammy Nominations | Essence",
         "Cowboy Carter earned Beyoncé nominations across the country, Americana, pop and general fields ...", "Nov 8, 2024"),
        ("https://www.reddit.com/r/beyonce/comments/1gmg0e2/99_nominations/", "99 nominations!!! : r/beyonce",
         "She's going to hit 100 next cycle for sure. Country album of the year nom is huge ...", "Nov 8, 2024"),
    )))
    t.append(m.update({
        "most_nominated": "Beyoncé 11 (career total 99, record; Jay-Z 88); Kendrick Lamar, Post Malone, Charli XCX, Billie Eilish 7 each; Taylor Swift, Sabrina Carpenter, Chappell Roan 6 each",
    }))
    t.append(m.add({"ceremony": "67th Grammys, Sun Feb 2, 2025, Crypto.com Arena, Los Angeles; CBS / Paramount+; host Trevor Noah"}))
    t.append(m.remove("todo"))
    t.append(m.retrieve_all())
    rs.add(task="search", tid="h37-search-02", system=SYSTEM, turns=t,
           state=state("Summarise the 2025 (67th) Grammy nominations: Album of the Year nominees and the most-nominated artists.", "2024-11-09"))


# web_search / web_extractor / dict_memory on the Venice Film Festival: clean
def t03(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("81st Venice Film Festival 2024 award winners Golden Lion"), found(
        ("https://www.labiennale.org/en/news/official-awards-81st-venice-international-film-festival", "Official Awards of the 81st Venice International Film Festival - La Biennale di Venezia",
         "The Jury of the 81st Venice International Film Festival, chaired by Isabelle Huppert, has awarded the Golden Lion for Best Film to THE ROOM NEXT DOOR by Pedro Almodóvar ...", "Sep 7, 2024"),
        ("https://variety.com/2024/film/awards/venice-film-festival-winners-2024-golden-lion-1236133927/", "Venice Film Festival Winners: Almodóvar's 'The Room Next Door' Takes Golden Lion - Variety",
         "Pedro Almodóvar's first English-language feature won the top prize; Nicole Kidman took best actress for 'Babygirl' and Brady Corbet best director for 'The Brutalist' ...", "Sep 7, 2024"),
        ("https://en.wikipedia.org/wiki/81st_Venice_International_Film_Festival", "81st Venice International Film Festival - Wikipedia",
         "The 81st annual Venice International Film Festival was held from 28 August to 7 September 2024, at Venice Lido in Italy. French actress Isabelle Huppert was the jury president ...", "N/A"),
        ("https://www.hollywoodreporter.com/movies/movie-news/venice-film-festival-2024-winners-list-1236003127/", "Venice Film Festival 2024 Winners List – The Hollywood Reporter",
         "Golden Lion: The Room Next Door. Grand Jury Prize: Vermiglio. Silver Lion for best director: Brady Corbet, The Brutalist ...", "Sep 7, 2024"),
        ("https://www.theguardian.com/film/article/2024/sep/07/pedro-almodovar-the-room-next-door-wins-golden-lion-venice-film-festival", "Pedro Almodóvar's The Room Next Door wins Golden Lion at Venice | The Guardian",
         "Tilda Swinton and Julianne Moore star in the drama about a woman with terminal cancer; Kidman was not present to collect her award following her mother's death ...", "Sep 7, 2024"),
        ("https://www.screendaily.com/news/venice-2024-winners/5197290.article", "Venice 2024 winners: 'The Room Next Door' wins Golden Lion | Screen",
         "Vincent Lindon won the Volpi Cup for best actor for Jouer avec le feu (The Quiet Son); best screenplay went to I'm Still Here ...", "Sep 7, 2024"),
        ("https://deadline.com/2024/09/venice-film-festival-winners-list-2024-1236080155/", "Venice Film Festival Winners – Full List - Deadline",
         "Special Jury Prize: April (Dea Kulumbegashvili). Marcello Mastroianni Award: Paul Kircher, And Their Children After Them ...", "Sep 7, 2024"),
        ("https://www.indiewire.com/news/festivals/venice-film-festival-2024-winners-1235043516/", "Venice 2024 Winners: Almodóvar, Kidman, Corbet - IndieWire",
         "The 2024 Venice Film Festival wrapped on Saturday night with the Golden Lion going to Pedro Almodóvar ...", "Sep 7, 2024"),
        ("https://www.imdb.com/event/ev0000681/2024/1/", "Venice Film Festival (2024) - IMDb",
         "Golden Lion: The Room Next Door (2024). Silver Lion, Grand Jury Prize: Vermiglio (2024) ...", "N/A"),
    )))
    t.append(page("https://www.labiennale.org/en/news/official-awards-81st-venice-international-film-festival",
                  "Full list of official awards of the 81st festival", """
# Official Awards of the 81st Venice International Film Festival

**Venice, 7 September 2024**

The Jury of the 81st Venice International Film Festival, chaired by **Isabelle Huppert** and composed of James Gray, Andrew Haigh, Agnieszka Holland, Kleber Mendonça Filho, Abderrahmane Sissako, Giuseppe Tornatore, Julia von Heinz and Zhang Ziyi, having screened all 21 films in competition, has decided to award as follows:

## Venezia 81 — Competition

| Award | Film | Recipient |
| --- | --- | --- |
| Golden Lion for Best Film | THE ROOM NEXT DOOR | Pedro Almodóvar (Spain) |
| Grand Jury Prize | VERMIGLIO | Maura Delpero (Italy, France, Belgium) |
| Silver Lion for Best Director | THE BRUTALIST | Brady Corbet (UK) |
| Coppa Volpi for Best Actress | BABYGIRL | Nicole Kidman |
| Coppa Volpi for Best Actor | JOUER AVEC LE FEU (THE QUIET SON) | Vincent Lindon |
| Best Screenplay | AINDA ESTOU AQUI (I'M STILL HERE) | Murilo Hauser, Heitor Lorega |
| Special Jury Prize | APRIL | Dea Kulumbegashvili (Georgia, France, Italy) |
| Marcello Mastroianni Award for Best New Young Actor or Actress | LEURS ENFANTS APRÈS EUX | Paul Kircher |

## Orizzonti

| Award | Film | Recipient |
| --- | --- | --- |
| Best Film | ANUL NOU CARE N-A FOST (THE NEW YEAR THAT NEVER CAME) | Bogdan Mureşanu |
| Best Director | TAKE MY HAND (FAMILIAR TOUCH) | Sarah Friedland |
| Special Jury Prize | HEMME'NIN ÖLDÜĞÜ GÜNLERDEN BIRI (ONE OF THOSE DAYS WHEN HEMME DIES) | Murat Fıratoğlu |
| Best Actress | FAMILIAR TOUCH | Kathleen Chalfant |
| Best Actor | THE BRIGHT SIDE (BEGGING FOR CHANGE) | Francesco Gheghi |

## Luigi De Laurentiis Venice Award for a Debut Film

FAMILIAR TOUCH by Sarah Friedland — Lion of the Future, together with a prize of USD 100,000 donated by Filmauro.

## Golden Lions for Lifetime Achievement

Awarded earlier in the festival to **Sigourney Weaver** (opening night, 28 August) and **Peter Weir** (2 September).

---

La Biennale di Venezia · Ca' Giustinian, San Marco 1364/A, 30124 Venezia · press office: cinemapress@labiennale.org
"""))
    t.append(m.add({
        "golden_lion": "The Room Next Door — Pedro Almodóvar",
        "silver_lion_director": "Brady Corbet — The Brutalist",
        "volpi_actress": "Nicole Kidman — Babygirl",
        "volpi_actor": "Vincent Lindon — The Quiet Son (Jouer avec le feu)",
    }))
    t.append((ask("The Room Next Door Almodóvar runtime Venice premiere date"), found(
        ("https://en.wikipedia.org/wiki/The_Room_Next_Door_(film)", "The Room Next Door (film) - Wikipedia",
         "The Room Next Door is a 2024 drama film written and directed by Pedro Almodóvar ... It had its world premiere at the 81st Venice International Film Festival on 2 September 2024 ...", "N/A"),
        ("https://www.imdb.com/title/tt28768679/", "The Room Next Door (2024) - IMDb",
         "1h 47m | PG-13. Ingrid and Martha were close friends in their youth, when they worked together at the same magazine ...", "N/A"),
        ("https://www.sonyclassics.com/film/theroomnextdoor/", "The Room Next Door | Sony Pictures Classics",
         "Starring Tilda Swinton and Julianne Moore. In theaters December 20 ...", "N/A"),
        ("https://www.rottentomatoes.com/m/the_room_next_door_2024", "The Room Next Door | Rotten Tomatoes",
         "Runtime: 1h 47m. Release Date (Theaters): Dec 20, 2024, Limited. Director: Pedro Almodóvar ...", "N/A"),
        ("https://variety.com/2024/film/reviews/the-room-next-door-review-pedro-almodovar-tilda-swinton-julianne-moore-1236124877/", "'The Room Next Door' Review: Tilda Swinton and Julianne Moore - Variety",
         "Reviewed at Venice Film Festival (Competition), Sept. 2, 2024. Running time: 107 MIN.", "Sep 2, 2024"),
        ("https://www.eldeseo.es/en/the-room-next-door/", "La habitación de al lado / The Room Next Door - El Deseo",
         "El Deseo production, 107 minutes, English. Based on the novel What Are You Going Through by Sigrid Nunez ...", "N/A"),
        ("https://www.bfi.org.uk/lff/the-room-next-door", "The Room Next Door | BFI London Film Festival",
         "Spain 2024. Director Pedro Almodóvar. With Tilda Swinton, Julianne Moore, John Turturro. 107min ...", "Oct 2024"),
        ("https://www.theguardian.com/film/article/2024/sep/02/the-room-next-door-review-pedro-almodovar-tilda-swinton-julianne-moore", "The Room Next Door review – Almodóvar's English debut | The Guardian",
         "Almodóvar's first English-language feature is a lucid and elegant study of mortality ...", "Sep 2, 2024"),
    )))
    t.append(page("https://en.wikipedia.org/wiki/The_Room_Next_Door_(film)",
                  "Running time, premiere and release details", """
From Wikipedia, the free encyclopedia

2024 film by Pedro Almodóvar

| The Room Next Door | |
| --- | --- |
| Directed by | Pedro Almodóvar |
| Screenplay by | Pedro Almodóvar |
| Based on | *What Are You Going Through* by Sigrid Nunez |
| Produced by | Agustín Almodóvar, Esther García |
| Starring | Tilda Swinton, Julianne Moore, John Turturro, Alessandro Nivola |
| Cinematography | Eduard Grau |
| Edited by | Teresa Font |
| Music by | Alberto Iglesias |
| Production company | El Deseo |
| Distributed by | Warner Bros. Pictures (Spain), Sony Pictures Classics (North America) |
| Release dates | 2 September 2024 (Venice); 18 October 2024 (Spain); 20 December 2024 (United States) |
| Running time | 107 minutes |
| Countries | Spain, United States |
| Language | English |
| Box office | $8.9 million |

**The Room Next Door** (Spanish: *La habitación de al lado*) is a 2024 drama film written and directed by Pedro Almodóvar, in his first English-language feature. It stars Tilda Swinton and Julianne Moore.

## Plot

Ingrid, a successful novelist, learns that her old friend Martha, a former war correspondent, is being treated for cervical cancer. Martha, who has decided to end her life on her own terms, asks Ingrid to stay in the room next door in a rented house in upstate New York ...

## Release

The film had its world premiere in the main competition of the 81st Venice International Film Festival on 2 September 2024, where it received a 17-minute standing ovation, and won the Golden Lion on 7 September 2024. It was also screened at the 2024 Toronto International Film Festival and the 62nd New York Film Festival.

## Accolades

| Award | Date of ceremony | Category | Recipient(s) | Result |
| --- | --- | --- | --- | --- |
| Venice International Film Festival | 7 September 2024 | Golden Lion | Pedro Almodóvar | Won |
| Golden Globe Awards | 5 January 2025 | Best Actress – Drama | Tilda Swinton | Nominated |
| Goya Awards | 8 February 2025 | Best Adapted Screenplay | Pedro Almodóvar | Won |
"""))
    t.append(m.update({"golden_lion": "The Room Next Door — Pedro Almodóvar (1h 47m; premiered 2 Sep 2024, awarded 7 Sep 2024)"}))
    t.append(m.retrieve_all())
    rs.add(task="search", tid="h37-search-03", system=SYSTEM, turns=t,
           state=state("List the main competition winners of the 2024 Venice Film Festival and the Golden Lion film's running time.", "2025-02-15"))


# web_search / web_extractor / dict_memory on air quality indices: bad
def t04(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("Delhi air quality index today live AQI"), found(
        ("https://www.iqair.com/india/delhi", "Delhi Air Quality Index (AQI) and India Air Pollution | IQAir",
         "Delhi Air Quality Index (AQI) is now Hazardous. Get real-time, historical and forecast PM2.5 and weather data. Read the air pollution in Delhi, India with AirVisual.", "N/A"),
        ("https://aqicn.org/city/delhi/", "Delhi Air Pollution: Real-time Air Quality Index (AQI)",
         "Delhi Air Pollution: Real-time Air Quality Index (AQI). Hazardous. PM2.5 AQI from 38 monitoring stations ...", "N/A"),
        ("https://airquality.cpcb.gov.in/AQI_India/", "National Air Quality Index - CPCB",
         "Central Pollution Control Board: hourly AQI for 282 cities. Delhi: Severe+ ...", "N/A"),
        ("https://www.hindustantimes.com/cities/delhi-news/delhi-aqi-live-updates-grap-4-severe-plus-air-pollution-101731896011345.html", "Delhi AQI LIVE Updates: Air quality 'severe plus', GRAP-4 curbs kick in | Hindustan Times",
         "Delhi woke up to a thick blanket of smog on Monday as the AQI hovered near 490; trucks barred, schools shift online ...", "Nov 18, 2024"),
        ("https://www.aqi.in/dashboard/india/delhi/new-delhi", "New Delhi Air Quality Index (AQI) : Real-Time Air Pollution",
         "Live AQI of New Delhi: 534 (Severe). PM2.5: 329 µg/m³. Updated a few minutes ago ...", "N/A"),
        ("https://www.ndtv.com/delhi-news/delhi-air-pollution-live-updates-november-18-2024-6999812", "Delhi Pollution Live Updates: AQI Breaches 490 In Many Areas - NDTV",
         "Jahangirpuri, Bawana, Mundka and Wazirpur recorded AQI of 499; visibility dropped to 150 metres at Palam ...", "Nov 18, 2024"),
        ("https://www.accuweather.com/en/in/delhi/202396/air-quality-index/202396", "Delhi Air Quality Index | AccuWeather",
         "Current air quality: Dangerous. The air has reached a high level of pollution and is unhealthy for everyone ...", "N/A"),
        ("https://www.reddit.com/r/delhi/comments/1gty4zx/aqi_at_my_place_is_999_on_the_purple_monitor/", "AQI at my place is 999 on the purple monitor : r/delhi",
         "My home purifier monitor maxed out at 999 this morning in Dwarka. Is this even real ...", "Nov 18, 2024"),
    )))
    t.append(page("https://www.iqair.com/india/delhi", "Current US AQI, main pollutant, concentration and update time for Delhi", """
# Air quality in Delhi

Air quality index (AQI⁺) and PM2.5 air pollution in Delhi

Last update at 11:00 AM, Nov 18 (local time)

| US AQI⁺ | Air quality | Main pollutant | Concentration |
| --- | --- | --- | --- |
| 487 | Hazardous | PM2.5 | 342 µg/m³ |

PM2.5 concentration in Delhi is currently 68.4 times the WHO annual PM2.5 guideline value.

## Weather

| Weather | Temperature | Humidity | Wind | Pressure |
| --- | --- | --- | --- | --- |
| Mist | 18°C | 88% | 3.6 km/h | 1015 mbar |

## Health recommendations

- Avoid outdoor exercise
- Close your windows to avoid dirty outdoor air
- Wear a mask outdoors
- Run an air purifier

## Live AQI ranking — Delhi stations

| # | Station | US AQI⁺ |
| --- | --- | --- |
| 1 | Bawana | 612 |
| 2 | Jahangirpuri | 598 |
| 3 | Wazirpur | 587 |
| 4 | Mundka | 571 |
| 5 | Anand Vihar | 548 |
| 6 | Rohini | 539 |
| 7 | Punjabi Bagh | 521 |
| 8 | ITO | 503 |
| 9 | R K Puram | 486 |
| 10 | Lodhi Road | 442 |

## Hourly forecast

| Time | US AQI⁺ | Temp | Wind |
| --- | --- | --- | --- |
| 12 PM | 472 | 21°C | 5.4 km/h |
| 1 PM | 455 | 23°C | 7.2 km/h |
| 2 PM | 438 | 24°C | 7.2 km/h |
| 3 PM | 431 | 24°C | 9 km/h |
| 4 PM | 446 | 23°C | 7.2 km/h |

## Daily forecast

| Day | Pollution level | Weather | Temperature | Wind |
| --- | --- | --- | --- | --- |
| Today | 487 Hazardous | Mist | 25° / 15° | 7.2 km/h |
| Tuesday | 441 Hazardous | Haze | 26° / 14° | 5.4 km/h |
| Wednesday | 378 Hazardous | Haze | 26° / 14° | 7.2 km/h |
| Thursday | 296 Very unhealthy | Haze | 27° / 14° | 10.8 km/h |

Contributors: 41 stations operated by Central Pollution Control Board, Delhi Pollution Control Committee, 5 anonymous contributors.
"""))
    t.append(m.add({"delhi_aqi": "US AQI 487 (Hazardous), PM2.5 342 µg/m³ — IQAir, Nov 18"}))
    t.append((ask("Lahore AQI today IQAir"), found(
        ("https://www.iqair.com/pakistan/punjab/lahore", "Lahore Air Quality Index (AQI) and Pakistan Air Pollution | IQAir",
         "Lahore Air Quality Index (AQI) is now Hazardous. Get real-time, historical and forecast PM2.5 and weather data ...", "N/A"),
        ("https://aqicn.org/city/pakistan/lahore/", "Lahore Air Pollution: Real-time Air Quality Index (AQI)",
         "Lahore, US Consulate. PM2.5 AQI 412. Hazardous ...", "N/A"),
        ("https://www.dawn.com/news/1873112/lahore-remains-most-polluted-city-as-smog-persists", "Lahore remains among most polluted cities as smog persists - Dawn",
         "Punjab government extends closure of schools in Lahore division; outdoor activities banned until Nov 24 ...", "Nov 17, 2024"),
        ("https://www.aljazeera.com/news/2024/11/14/pakistans-lahore-multan-smog-air-pollution", "Pakistan's Lahore, Multan choke as smog crisis deepens | Al Jazeera",
         "Multan's AQI crossed 2,000 on some private monitors, while Lahore recorded levels above 1,000 earlier this month ...", "Nov 14, 2024"),
        ("https://epd.punjab.gov.pk/aqi", "Air Quality Index | EPD Punjab",
         "Daily AQI report for Lahore, Faisalabad, Gujranwala, Multan, Sheikhupura stations ...", "N/A"),
        ("https://www.reuters.com/world/asia-pacific/pakistans-punjab-shuts-parks-museums-smog-2024-11-08/", "Pakistan's Punjab shuts parks, museums as smog worsens | Reuters",
         "More than 1.8 million people were treated for respiratory ailments across Punjab since October ...", "Nov 8, 2024"),
    )))
    t.append(page("https://www.iqair.com/pakistan/punjab/lahore", "Current US AQI, main pollutant and update time for Lahore", """
# Air quality in Lahore

Air quality index (AQI⁺) and PM2.5 air pollution in Lahore

Last update at 11:30 AM, Nov 18 (local time)

| US AQI⁺ | Air quality | Main pollutant | Concentration |
| --- | --- | --- | --- |
| 398 | Hazardous | PM2.5 | 289.5 µg/m³ |

PM2.5 concentration in Lahore is currently 57.9 times the WHO annual PM2.5 guideline value.

## Weather

| Weather | Temperature | Humidity | Wind | Pressure |
| --- | --- | --- | --- | --- |
| Haze | 19°C | 77% | 5.4 km/h | 1016 mbar |

## Live AQI ranking — Lahore stations

| # | Station | US AQI⁺ |
| --- | --- | --- |
| 1 | Shahdara | 531 |
| 2 | Lahore, US Consulate | 412 |
| 3 | Gulberg III | 406 |
| 4 | Punjab University | 391 |
| 5 | DHA Phase 6 | 364 |
| 6 | Model Town | 352 |
| 7 | Johar Town | 344 |

## Daily forecast

| Day | Pollution level | Weather | Temperature | Wind |
| --- | --- | --- | --- | --- |
| Today | 398 Hazardous | Haze | 24° / 13° | 5.4 km/h |
| Tuesday | 367 Hazardous | Haze | 25° / 13° | 7.2 km/h |
| Wednesday | 322 Hazardous | Haze | 25° / 12° | 9 km/h |
| Thursday | 254 Very unhealthy | Partly cloudy | 26° / 13° | 10.8 km/h |

Contributors: 18 stations operated by EPD Punjab, Pakistan Air Quality Initiative, US Department of State, 6 anonymous contributors.
"""))
    t.append(page("https://www.iqair.com/india/delhi", "Re-check the latest Delhi US AQI before comparing", """
# Air quality in Delhi

Air quality index (AQI⁺) and PM2.5 air pollution in Delhi

Last update at 10:00 AM, Nov 18 (local time)

| US AQI⁺ | Air quality | Main pollutant | Concentration |
| --- | --- | --- | --- |
| 503 | Hazardous | PM2.5 | 356.2 µg/m³ |

PM2.5 concentration in Delhi is currently 71.2 times the WHO annual PM2.5 guideline value.

## Weather

| Weather | Temperature | Humidity | Wind | Pressure |
| --- | --- | --- | --- | --- |
| Mist | 17°C | 90% | 1.8 km/h | 1015 mbar |

## Live AQI ranking — Delhi stations

| # | Station | US AQI⁺ |
| --- | --- | --- |
| 1 | Bawana | 634 |
| 2 | Jahangirpuri | 609 |
| 3 | Wazirpur | 596 |
| 4 | Mundka | 588 |
| 5 | Anand Vihar | 561 |
| 6 | Rohini | 552 |
| 7 | Punjabi Bagh | 537 |
| 8 | ITO | 518 |
| 9 | R K Puram | 497 |
| 10 | Lodhi Road | 458 |

## Daily forecast

| Day | Pollution level | Weather | Temperature | Wind |
| --- | --- | --- | --- | --- |
| Today | 503 Hazardous | Mist | 25° / 15° | 7.2 km/h |
| Tuesday | 441 Hazardous | Haze | 26° / 14° | 5.4 km/h |
| Wednesday | 378 Hazardous | Haze | 26° / 14° | 7.2 km/h |
| Thursday | 296 Very unhealthy | Haze | 27° / 14° | 10.8 km/h |

Contributors: 41 stations operated by Central Pollution Control Board, Delhi Pollution Control Committee, 5 anonymous contributors.
"""))
    t.append(m.update({"delhi_aqi": "US AQI 503 (Hazardous), PM2.5 356.2 µg/m³ — IQAir re-check, Nov 18"}))
    t.append((ask("CAQM GRAP stage 4 invoked Delhi November 2024 CPCB AQI"), found(
        ("https://caqm.nic.in/WriteReadData/LINKS/order-grap-stage-iv-17-11-2024.pdf", "Order: Invoking Stage IV of GRAP in Delhi-NCR - CAQM",
         "In view of the average AQI of Delhi touching 457 at 7:00 PM on 17.11.2024, the Sub-Committee decided to invoke Stage IV 'Severe+' of GRAP with effect from 08:00 AM on 18.11.2024 ...", "Nov 17, 2024"),
        ("https://indianexpress.com/article/cities/delhi/delhi-grap-4-restrictions-what-is-allowed-9676542/", "GRAP Stage 4 in Delhi: What's allowed, what's banned | Indian Express",
         "Entry of trucks into Delhi stopped except those carrying essential goods; construction halted on public projects; schools up to Class 12 to go online ...", "Nov 17, 2024"),
        ("https://www.thehindu.com/news/cities/Delhi/delhi-air-quality-severe-plus-grap-iv/article68880031.ece", "Delhi air quality turns 'severe plus', GRAP-IV curbs from Monday - The Hindu",
         "Delhi's 24-hour average AQI stood at 441 at 4 p.m. on Sunday, according to CPCB's daily bulletin, before rising to 457 by 7 p.m. ...", "Nov 17, 2024"),
        ("https://airquality.cpcb.gov.in/AQI_India/", "National Air Quality Index - CPCB",
         "AQI categories: Good (0–50), Satisfactory (51–100), Moderately polluted (101–200), Poor (201–300), Very Poor (301–400), Severe (401–500) ...", "N/A"),
        ("https://www.livemint.com/news/india/delhi-pollution-grap-4-schools-online-classes-11731899140528.html", "Delhi schools shift to online classes under GRAP-4 | Mint",
         "Chief Minister Atishi announced physical classes would be suspended for all students except Classes 10 and 12 ...", "Nov 17, 2024"),
        ("https://en.wikipedia.org/wiki/Graded_Response_Action_Plan", "Graded Response Action Plan - Wikipedia",
         "The Graded Response Action Plan (GRAP) is a set of emergency measures to prevent further deterioration of air quality in the Delhi-NCR ...", "N/A"),
    )))
    t.append(m.retrieve_all())
    rs.add(task="search", tid="h37-search-04", system=SYSTEM, turns=t,
           state=state("Compare the current air quality in Delhi and Lahore using live AQI sources and note any emergency measures in force.", "2024-11-18 (morning, IST)"),
           bad=True, turn=6, kind="live page's last-update time goes back an hour while readings change")


# web_search / web_extractor / dict_memory on swimming world records: bad
def t05(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("world records set Paris 2024 Olympics swimming"), found(
        ("https://www.olympics.com/en/news/paris-2024-swimming-every-world-record-broken", "Paris 2024 swimming: Every world record broken at La Défense Arena - Olympics.com",
         "Pan Zhanle's 46.40 in the 100m freestyle and Bobby Finke's 14:30.67 in the 1500m headline the world records set in the pool at Paris 2024 ...", "Aug 5, 2024"),
        ("https://www.swimmingworldmagazine.com/news/paris-2024-olympics-world-records-recap/", "Paris 2024: A Recap Of Every World And Olympic Record - Swimming World",
         "Four world records and a stack of Olympic records fell over nine days of racing at Paris La Défense Arena ...", "Aug 6, 2024"),
        ("https://en.wikipedia.org/wiki/Swimming_at_the_2024_Summer_Olympics", "Swimming at the 2024 Summer Olympics - Wikipedia",
         "Swimming competitions at the 2024 Summer Olympics in Paris were held from 27 July to 4 August 2024 at Paris La Défense Arena ...", "N/A"),
        ("https://www.nbcolympics.com/news/bobby-finke-breaks-world-record-1500m-freestyle-paris", "Bobby Finke breaks 1500m free world record to win gold | NBC Olympics",
         "Finke touched in 14:30.67 to lower Sun Yang's 2012 mark of 14:31.02 ...", "Aug 4, 2024"),
        ("https://www.reuters.com/sports/olympics/china-pan-zhanle-smashes-own-100m-freestyle-world-record-2024-07-31/", "China's Pan smashes own 100m freestyle world record to win gold | Reuters",
         "Pan Zhanle clocked 46.40 seconds, breaking the 46.80 he set in February at the world championships in Doha ...", "Jul 31, 2024"),
        ("https://www.olympics.com/en/news/leon-marchand-400m-individual-medley-gold-olympic-record", "Léon Marchand wins 400m individual medley gold in Olympic record - Olympics.com",
         "Marchand clocked 4:02.95, an Olympic record, to open his Paris 2024 campaign in front of a home crowd ...", "Jul 28, 2024"),
        ("https://www.teamusa.com/news/2024/august/04/team-usa-womens-medley-relay-world-record", "Women's 4x100 Medley Relay Sets World Record To Close Out Paris | Team USA",
         "Regan Smith, Lilly King, Gretchen Walsh and Torri Huske combined for 3:49.63 ...", "Aug 4, 2024"),
        ("https://www.espn.com/olympics/story/_/id/40735421/china-mens-4x100-medley-relay-world-record-ends-us-streak", "China ends U.S. medley relay streak at Olympics | ESPN",
         "China won in an Asian record 3:27.46, ending a U.S. winning streak in the event that dated back to 1960 (excluding the 1980 boycott) ...", "Aug 4, 2024"),
        ("https://www.reddit.com/r/Swimming/comments/1ejwd6c/paris_2024_world_records_thread/", "Paris 2024 world records thread : r/Swimming",
         "Surprised the pool was 'slow' this year - 2.15m depth and still only a handful of WRs ...", "Aug 4, 2024"),
    )))
    t.append(page("https://www.olympics.com/en/news/paris-2024-swimming-every-world-record-broken",
                  "Table of the world records (and notable Olympic records) set in swimming at Paris 2024", """
# Paris 2024 swimming: Every world record broken at La Défense Arena

*By Olympics.com | 5 August 2024*

Nine days of racing at Paris La Défense Arena produced four world records and a host of Olympic records, despite talk of a "slow pool".

## World records

| Date | Event | Athlete / Team | Nation | Time | Previous WR |
| --- | --- | --- | --- | --- | --- |
| 31 July | Men's 100m freestyle (final) | Pan Zhanle | CHN | 46.40 | 46.80, Pan Zhanle (2024) |
| 3 August | Mixed 4x100m medley relay (final) | Ryan Murphy, Nic Fink, Gretchen Walsh, Torri Huske | USA | 3:37.43 | 3:37.58, Great Britain (2021) |
| 4 August | Men's 1500m freestyle (final) | Bobby Finke | USA | 14:30.67 | 14:31.02, Sun Yang (2012) |
| 4 August | Women's 4x100m medley relay (final) | Regan Smith, Lilly King, Gretchen Walsh, Torri Huske | USA | 3:49.63 | 3:50.40, USA (2019) |

China's 3:27.46 in the men's 4x100m medley relay, which ended the United States' unbeaten Olympic run in the event, was an Asian record, 0.68 outside the USA's 3:26.78 world record from Tokyo 2021.

## Selected Olympic records

| Date | Event | Athlete | Nation | Time |
| --- | --- | --- | --- | --- |
| 28 July | Men's 400m individual medley | Léon Marchand | FRA | 4:02.95 |
| 31 July | Men's 200m butterfly | Léon Marchand | FRA | 1:51.21 |
| 31 July | Men's 200m breaststroke | Léon Marchand | FRA | 2:05.85 |
| 2 August | Men's 200m individual medley | Léon Marchand | FRA | 1:54.06 |
| 1 August | Women's 200m butterfly | Summer McIntosh | CAN | 2:03.03 |
| 3 August | Women's 200m individual medley | Summer McIntosh | CAN | 2:06.56 |

## Reaction

> "I just wanted to show the world what I could do," Pan said after the 100m freestyle, becoming the first man under 46.5 seconds.
"""))
    t.append(m.add({
        "wr_100free_men": "Pan Zhanle (CHN) 46.40 — 31 Jul 2024",
        "wr_1500free_men": "Bobby Finke (USA) 14:30.67 — 4 Aug 2024",
        "wr_4x100medley_women": "USA 3:49.63 — 4 Aug 2024",
        "wr_4x100medley_mixed": "USA 3:37.43 — 3 Aug 2024",
        "marchand_400im": "Léon Marchand 4:02.95 OR — 28 Jul 2024 (WR? check)",
    }))
    t.append((ask("Léon Marchand 400 IM world record 4:02.50 Fukuoka Phelps"), found(
        ("https://www.worldaquatics.com/news/3690218/marchand-breaks-phelps-last-individual-world-record-400m-im", "Marchand breaks Phelps' last individual world record | World Aquatics",
         "Léon Marchand clocked 4:02.50 in the 400m IM final at Fukuoka 2023, erasing Michael Phelps' 4:03.84 from Beijing 2008 ...", "Jul 23, 2023"),
        ("https://en.wikipedia.org/wiki/World_record_progression_400_metres_individual_medley", "World record progression 400 metres individual medley - Wikipedia",
         "Men long course: 4:02.50 Léon Marchand (FRA), 23 July 2023, Fukuoka, Japan ...", "N/A"),
        ("https://www.swimswam.com/leon-marchand-takes-down-phelps-400-im-world-record-4-02-50/", "Léon Marchand Takes Down Phelps' 400 IM World Record (4:02.50) - SwimSwam",
         "The 21-year-old Frenchman won by more than five seconds ...", "Jul 23, 2023"),
        ("https://www.lequipe.fr/Natation/Article/Leon-marchand-champion-olympique-du-400-m-4-nages/1484312", "Léon Marchand champion olympique du 400 m 4 nages - L'Équipe",
         "En 4'02''95, nouveau record olympique, le Toulousain n'a pas battu son record du monde (4'02''50) ...", "Jul 28, 2024"),
        ("https://www.nbcolympics.com/news/leon-marchand-400m-im-gold-paris", "Léon Marchand wins 400m IM, misses own world record | NBC Olympics",
         "Marchand finished 0.45 seconds off the world record he set in Fukuoka ...", "Jul 28, 2024"),
        ("https://www.reddit.com/r/Swimming/comments/1ed9w8x/marchand_40295/", "Marchand 4:02.95 : r/Swimming",
         "So close to his WR, crowd was insane ...", "Jul 28, 2024"),
    )))
    t.append(m.remove("marchand_400im"))
    t.append(page("https://www.worldaquatics.com/swimming/records?recordType=WR&eventTypeId=&region=&countryId=&gender=M&pool=LCM",
                  "Current men's long course world records", """
# Swimming Records

**World Records — Men — Long Course (50m)** · Ratified records as of 12 August 2024

| Event | Time | Name | Nation | Date | Location |
| --- | --- | --- | --- | --- | --- |
| 50m Freestyle | 20.91 | Cesar Cielo Filho | BRA | 18 Dec 2009 | São Paulo |
| 100m Freestyle | 46.40 | Pan Zhanle | CHN | 31 Jul 2024 | Paris |
| 200m Freestyle | 1:42.00 | Paul Biedermann | GER | 28 Jul 2009 | Rome |
| 400m Freestyle | 3:40.07 | Paul Biedermann | GER | 26 Jul 2009 | Rome |
| 800m Freestyle | 7:32.12 | Zhang Lin | CHN | 29 Jul 2009 | Rome |
| 1500m Freestyle | 14:30.67 | Bobby Finke | USA | 4 Aug 2024 | Paris |
| 50m Backstroke | 23.55 | Kliment Kolesnikov | RUS | 27 Jul 2023 | Kazan |
| 100m Backstroke | 51.60 | Thomas Ceccon | ITA | 20 Jun 2022 | Budapest |
| 200m Backstroke | 1:51.92 | Aaron Peirsol | USA | 31 Jul 2009 | Rome |
| 50m Breaststroke | 25.95 | Adam Peaty | GBR | 25 Jul 2017 | Budapest |
| 100m Breaststroke | 56.88 | Adam Peaty | GBR | 21 Jul 2019 | Gwangju |
| 200m Breaststroke | 2:05.48 | Qin Haiyang | CHN | 28 Jul 2023 | Fukuoka |
| 50m Butterfly | 22.27 | Andriy Govorov | UKR | 1 Jul 2018 | Rome |
| 100m Butterfly | 49.45 | Caeleb Dressel | USA | 31 Jul 2021 | Tokyo |
| 200m Butterfly | 1:50.34 | Kristóf Milák | HUN | 21 Jun 2022 | Budapest |
| 200m Individual Medley | 1:54.00 | Ryan Lochte | USA | 28 Jul 2011 | Shanghai |
| 400m Individual Medley | 4:02.50 | Léon Marchand | FRA | 23 Jul 2023 | Fukuoka |
| 4x100m Freestyle Relay | 3:08.24 | United States | USA | 11 Aug 2008 | Beijing |
| 4x200m Freestyle Relay | 6:58.55 | United States | USA | 31 Jul 2009 | Rome |
| 4x100m Medley Relay | 3:26.78 | United States | USA | 1 Aug 2021 | Tokyo |

Records are subject to ratification by the World Aquatics Bureau.
"""))
    t.append(m.retrieve_all(shown={
        "wr_100free_men": "Pan Zhanle (CHN) 46.40 — 31 Jul 2024",
        "wr_1500free_men": "Bobby Finke (USA) 14:30.67 — 4 Aug 2024",
        "wr_4x100medley_women": "USA 3:49.63 — 4 Aug 2024",
        "wr_4x100medley_mixed": "USA 3:37.43 — 3 Aug 2024",
        "marchand_400im": "Léon Marchand 4:02.95 OR — 28 Jul 2024 (WR? check)",
    }))
    rs.add(task="search", tid="h37-search-05", system=SYSTEM, turns=t,
           state=state("List the swimming world records set at the Paris 2024 Olympics with times and dates.", "2024-08-14"),
           bad=True, turn=7, kind="removed memory key listed again by retrieve_all")


# web_search / web_extractor / dict_memory on MotoGP results: clean
def t06(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("MotoGP 2024 final championship standings Martín Bagnaia points"), found(
        ("https://www.motogp.com/en/world-standing/2024/motogp/championship-standings", "MotoGP™ 2024 World Standings | MotoGP™",
         "Riders' championship standings after Round 20, Solidarity Grand Prix of Barcelona. 1 J. Martín 508, 2 F. Bagnaia 498 ...", "N/A"),
        ("https://www.motogp.com/en/news/2024/11/17/jorge-martin-is-the-2024-motogp-world-champion/510421", "Jorge Martín is the 2024 MotoGP™ World Champion!",
         "Martín finishes third in Barcelona to seal the crown by 10 points as Bagnaia takes an 11th Grand Prix win of the season ...", "Nov 17, 2024"),
        ("https://en.wikipedia.org/wiki/2024_MotoGP_World_Championship", "2024 MotoGP World Championship - Wikipedia",
         "Jorge Martín won his first premier class title, becoming the first rider to win the title with an independent team in the MotoGP era ...", "N/A"),
        ("https://www.autosport.com/motogp/news/martin-crowned-2024-motogp-champion-barcelona/10676112/", "Martín crowned 2024 MotoGP champion as Bagnaia wins Barcelona finale - Autosport",
         "Pramac Ducati rider Jorge Martín secured the 2024 MotoGP world title with a cautious third place in the Solidarity GP ...", "Nov 17, 2024"),
        ("https://www.crash.net/motogp/results/2024/solidarity-grand-prix-barcelona", "2024 Solidarity Grand Prix of Barcelona MotoGP results | Crash",
         "Race results, qualifying, sprint and championship standings ...", "Nov 17, 2024"),
        ("https://www.the-race.com/motogp/jorge-martin-2024-motogp-champion-how-he-won-it/", "How Jorge Martín finally won the MotoGP title - The Race",
         "Eleven wins weren't enough for Bagnaia: Martín's consistency — and Bagnaia's five Sunday crashes — decided 2024 ...", "Nov 18, 2024"),
        ("https://www.bbc.com/sport/motorsport/articles/c0m1x4q4x0po", "Jorge Martín beats Francesco Bagnaia to MotoGP title - BBC Sport",
         "Spain's Jorge Martín has been crowned MotoGP world champion after finishing third in the season-ending race in Barcelona ...", "Nov 17, 2024"),
        ("https://www.reddit.com/r/motogp/comments/1gtb5fw/jorge_martin_2024_motogp_world_champion/", "JORGE MARTÍN 2024 MOTOGP WORLD CHAMPION : r/motogp",
         "Deserved. 508 points, most ever in a season ...", "Nov 17, 2024"),
    )))
    t.append(page("https://www.motogp.com/en/world-standing/2024/motogp/championship-standings",
                  "Final 2024 riders' standings with bikes and points", """
# MotoGP™ World Standings 2024

**Riders' Championship** · Final standings after 20 rounds

| Pos. | Rider | Nation | Team | Bike | Points |
| --- | --- | --- | --- | --- | --- |
| 1 | #89 Jorge Martín | SPA | Prima Pramac Racing | Ducati | 508 |
| 2 | #1 Francesco Bagnaia | ITA | Ducati Lenovo Team | Ducati | 498 |
| 3 | #93 Marc Márquez | SPA | Gresini Racing MotoGP™ | Ducati | 392 |
| 4 | #23 Enea Bastianini | ITA | Ducati Lenovo Team | Ducati | 386 |
| 5 | #33 Brad Binder | RSA | Red Bull KTM Factory Racing | KTM | 217 |
| 6 | #31 Pedro Acosta | SPA | Red Bull GASGAS Tech3 | GASGAS | 215 |
| 7 | #12 Maverick Viñales | SPA | Aprilia Racing | Aprilia | 190 |
| 8 | #73 Alex Márquez | SPA | Gresini Racing MotoGP™ | Ducati | 173 |
| 9 | #21 Franco Morbidelli | ITA | Prima Pramac Racing | Ducati | 173 |
| 10 | #49 Fabio Di Giannantonio | ITA | Pertamina Enduro VR46 Racing Team | Ducati | 165 |
| 11 | #41 Aleix Espargaró | SPA | Aprilia Racing | Aprilia | 163 |
| 12 | #72 Marco Bezzecchi | ITA | Pertamina Enduro VR46 Racing Team | Ducati | 153 |
| 13 | #20 Fabio Quartararo | FRA | Monster Energy Yamaha MotoGP™ | Yamaha | 113 |
| 14 | #43 Jack Miller | AUS | Red Bull KTM Factory Racing | KTM | 87 |
| 15 | #88 Miguel Oliveira | POR | Trackhouse Racing | Aprilia | 75 |

Showing 1–15 of 31 riders · [Next page](https://www.motogp.com/en/world-standing/2024/motogp/championship-standings?page=2)
"""))
    t.append(m.add({
        "champion_2024": "Jorge Martín (#89, Prima Pramac Ducati) — 508 pts",
        "runner_up_2024": "Francesco Bagnaia (#1, Ducati Lenovo) — 498 pts",
        "margin": "10 pts",
    }))
    t.append((ask("Solidarity Grand Prix Barcelona 2024 race result Bagnaia win Martín third"), found(
        ("https://www.motogp.com/en/gp-results/2024/bar/motogp/rac/classification", "2024 Solidarity GP — MotoGP™ Race Classification",
         "Race classification, Circuit de Barcelona-Catalunya, 24 laps. 1 F. Bagnaia, 2 M. Márquez, 3 J. Martín ...", "Nov 17, 2024"),
        ("https://www.motogp.com/en/gp-results/2024/bar/motogp/spr/classification", "2024 Solidarity GP — MotoGP™ Sprint Classification",
         "Tissot Sprint classification, 12 laps. 1 F. Bagnaia, 2 J. Martín ...", "Nov 16, 2024"),
        ("https://www.motorsport.com/motogp/news/motogp-barcelona-bagnaia-wins-martin-crowned-champion/10676190/", "MotoGP Barcelona: Bagnaia wins but Martín crowned champion - Motorsport.com",
         "Bagnaia did everything he could, leading every lap, but Martín brought his Pramac Ducati home third ...", "Nov 17, 2024"),
        ("https://www.crash.net/motogp/results/2024/solidarity-grand-prix-barcelona", "2024 Solidarity Grand Prix of Barcelona MotoGP results | Crash",
         "Full race results: Bagnaia 1st, Márquez +1.143s ...", "Nov 17, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Solidarity_Motorcycle_Grand_Prix", "2024 Solidarity Motorcycle Grand Prix - Wikipedia",
         "The 2024 Solidarity Motorcycle Grand Prix was held at the Circuit de Barcelona-Catalunya on 17 November 2024, replacing the cancelled Valencian GP after the floods ...", "N/A"),
        ("https://www.gpone.com/en/2024/11/17/motogp/bagnaia-wins-but-martin-is-champion.html", "Bagnaia wins, but Martín is champion - GPOne",
         "The Spaniard manages his advantage to the end ...", "Nov 17, 2024"),
    )))
    t.append(page("https://www.motogp.com/en/gp-results/2024/bar/motogp/rac/classification",
                  "Full race classification with gaps and points", """
# Solidarity GP — MotoGP™ Race Classification

Circuit de Barcelona-Catalunya · Sunday 17 November 2024 · 24 laps (111.6 km) · Track: Dry · Air 17°C · Ground 24°C

| Pos. | Points | Rider | Team | Time / Gap |
| --- | --- | --- | --- | --- |
| 1 | 25 | #1 Francesco Bagnaia | Ducati Lenovo Team | 40:10.845 |
| 2 | 20 | #93 Marc Márquez | Gresini Racing MotoGP™ | +1.143 |
| 3 | 16 | #89 Jorge Martín | Prima Pramac Racing | +2.087 |
| 4 | 13 | #23 Enea Bastianini | Ducati Lenovo Team | +4.266 |
| 5 | 11 | #31 Pedro Acosta | Red Bull GASGAS Tech3 | +5.491 |
| 6 | 10 | #33 Brad Binder | Red Bull KTM Factory Racing | +9.874 |
| 7 | 9 | #12 Maverick Viñales | Aprilia Racing | +12.120 |
| 8 | 8 | #49 Fabio Di Giannantonio | Pertamina Enduro VR46 Racing Team | +13.702 |
| 9 | 7 | #73 Alex Márquez | Gresini Racing MotoGP™ | +14.438 |
| 10 | 6 | #21 Franco Morbidelli | Prima Pramac Racing | +15.902 |
| 11 | 5 | #72 Marco Bezzecchi | Pertamina Enduro VR46 Racing Team | +17.336 |
| 12 | 4 | #41 Aleix Espargaró | Aprilia Racing | +19.054 |
| 13 | 3 | #20 Fabio Quartararo | Monster Energy Yamaha MotoGP™ | +21.690 |
| 14 | 2 | #43 Jack Miller | Red Bull KTM Factory Racing | +23.117 |
| 15 | 1 | #88 Miguel Oliveira | Trackhouse Racing | +27.480 |

Fastest lap: #1 Francesco Bagnaia, lap 3, 1:39.827
"""))
    t.append(page("https://www.motogp.com/en/gp-results/2024/bar/motogp/spr/classification",
                  "Sprint classification with gaps and points", """
# Solidarity GP — MotoGP™ Tissot Sprint Classification

Circuit de Barcelona-Catalunya · Saturday 16 November 2024 · 12 laps (55.8 km) · Track: Dry · Air 16°C · Ground 21°C

| Pos. | Points | Rider | Team | Time / Gap |
| --- | --- | --- | --- | --- |
| 1 | 12 | #1 Francesco Bagnaia | Ducati Lenovo Team | 20:03.218 |
| 2 | 9 | #89 Jorge Martín | Prima Pramac Racing | +1.426 |
| 3 | 7 | #93 Marc Márquez | Gresini Racing MotoGP™ | +2.314 |
| 4 | 6 | #23 Enea Bastianini | Ducati Lenovo Team | +3.981 |
| 5 | 5 | #31 Pedro Acosta | Red Bull GASGAS Tech3 | +4.770 |
| 6 | 4 | #73 Alex Márquez | Gresini Racing MotoGP™ | +6.102 |
| 7 | 3 | #33 Brad Binder | Red Bull KTM Factory Racing | +7.553 |
| 8 | 2 | #49 Fabio Di Giannantonio | Pertamina Enduro VR46 Racing Team | +8.219 |
| 9 | 1 | #12 Maverick Viñales | Aprilia Racing | +8.870 |
| 10 | | #21 Franco Morbidelli | Prima Pramac Racing | +10.431 |

Fastest lap: #89 Jorge Martín, lap 2, 1:39.502
"""))
    t.append(m.add({
        "barcelona_race": "1 Bagnaia, 2 M. Márquez +1.143, 3 Martín +2.087 (24 laps, 17 Nov)",
        "barcelona_sprint": "1 Bagnaia, 2 Martín +1.426, 3 M. Márquez +2.314 (12 laps, 16 Nov)",
    }))
    t.append(page("https://www.motogp.com/en/world-standing/2024/motogp/team-standings",
                  "Final 2024 team standings (sorted by team points)", """
# MotoGP™ World Standings 2024

**Teams' Championship** · Final standings after 20 rounds

| Pos. | Team | Riders | Points |
| --- | --- | --- | --- |
| 1 | Ducati Lenovo Team | F. Bagnaia, E. Bastianini | 884 |
| 2 | Prima Pramac Racing | J. Martín, F. Morbidelli | 681 |
| 3 | Gresini Racing MotoGP™ | M. Márquez, A. Márquez | 565 |
| 4 | Aprilia Racing | M. Viñales, A. Espargaró | 353 |
| 5 | Pertamina Enduro VR46 Racing Team | F. Di Giannantonio, M. Bezzecchi | 318 |
| 6 | Red Bull KTM Factory Racing | B. Binder, J. Miller | 304 |
| 7 | Red Bull GASGAS Tech3 | P. Acosta, A. Fernández | 263 |
| 8 | Monster Energy Yamaha MotoGP™ | F. Quartararo, Á. Rins | 144 |
| 9 | Trackhouse Racing | M. Oliveira, R. Fernández, L. Savadori | 141 |
| 10 | LCR Honda | J. Zarco, T. Nakagami | 64 |
| 11 | Repsol Honda Team | J. Mir, L. Marini, S. Bradl | 35 |

Team points include points scored by replacement riders.
"""))
    t.append(m.update({"margin": "10 pts (508–498); Martín 3rd in final race, Bagnaia won it"}))
    t.append(m.retrieve_all())
    rs.add(task="search", tid="h37-search-06", system=SYSTEM, turns=t,
           state=state("Report the final 2024 MotoGP riders' and teams' standings and the result of the season finale.", "2024-11-20"))


# web_search / web_extractor / dict_memory on coral bleaching events: bad
def t07(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("fourth global coral bleaching event NOAA confirmed 2024"), found(
        ("https://www.noaa.gov/news-release/noaa-confirms-4th-global-coral-reef-bleaching-event", "NOAA confirms 4th global coral reef bleaching event | National Oceanic and Atmospheric Administration",
         "The world is currently experiencing a global coral bleaching event, the fourth on record and the second in the last 10 years ...", "Apr 15, 2024"),
        ("https://coralreefwatch.noaa.gov/satellite/analyses_guidance/global_coral_bleaching_2023-24_status.php", "NOAA Coral Reef Watch — Status of the Fourth Global Coral Bleaching Event",
         "Percentage of coral reef area experiencing bleaching-level heat stress, updated as new observations are confirmed ...", "N/A"),
        ("https://www.reuters.com/business/environment/world-undergoing-fourth-global-coral-bleaching-event-noaa-says-2024-04-15/", "World undergoing fourth global coral bleaching event, NOAA says | Reuters",
         "Mass bleaching has been confirmed in at least 53 countries and territories since February 2023, from Florida to the Great Barrier Reef ...", "Apr 15, 2024"),
        ("https://www.icriforum.org/4th-global-bleaching-event/", "The 4th Global Coral Bleaching Event - ICRI",
         "The International Coral Reef Initiative joins NOAA in confirming the fourth global bleaching event ...", "Apr 15, 2024"),
        ("https://en.wikipedia.org/wiki/Coral_bleaching", "Coral bleaching - Wikipedia",
         "Global bleaching events occurred in 1998, 2010 and 2014–2017; a fourth was declared in April 2024 ...", "N/A"),
        ("https://www.nationalgeographic.com/environment/article/fourth-global-coral-bleaching-event", "The world's coral reefs are bleaching again | National Geographic",
         "Ocean temperatures have been at record highs for more than a year ...", "Apr 16, 2024"),
        ("https://www.theguardian.com/environment/2024/apr/15/fourth-global-mass-coral-bleaching-event-noaa", "World's coral reefs facing fourth global mass bleaching event | The Guardian",
         "Scientists say about 54% of the world's reef areas have been hit by bleaching-level heat stress in the past year ...", "Apr 15, 2024"),
    )))
    t.append(page("https://www.noaa.gov/news-release/noaa-confirms-4th-global-coral-reef-bleaching-event",
                  "When the event was confirmed, extent and countries affected, previous global events", """
# NOAA confirms 4th global coral reef bleaching event

**April 15, 2024**

*Widespread bleaching expected to continue across the globe*

The world is currently experiencing a global coral bleaching event, the fourth on record and the second in the last 10 years, according to scientists at NOAA and the International Coral Reef Initiative (ICRI).

Since early 2023, mass bleaching of coral reefs has been confirmed throughout the tropical regions of each major ocean basin.

"From February 2023 to April 2024, significant coral bleaching has been documented in both the Northern and Southern Hemispheres of each major ocean basin," said Derek Manzello, Ph.D., NOAA Coral Reef Watch (CRW) coordinator.

## Where bleaching has been confirmed

Mass bleaching has been confirmed in at least **53 countries and territories**, including:

- Florida in the United States, the Caribbean, and Brazil
- the Eastern Tropical Pacific (including Mexico, El Salvador, Costa Rica, Panama and Colombia)
- Australia (Great Barrier Reef), the South Pacific (Fiji, Vanuatu, Tuvalu, Kiribati, the Samoas and French Polynesia)
- the Red Sea (including the Gulf of Aqaba), the Persian Gulf, and the Gulf of Aden
- wide areas of the Western Indian Ocean, including Tanzania, Kenya, Mauritius, the Seychelles, Tromelin, Mayotte, and off the western coast of Indonesia

## Extent

| Period | Reef area with bleaching-level heat stress |
| --- | --- |
| 12 months to early April 2024 | 54% of the world's coral reef areas |
| Increase per week (recent) | ~1% |

## Previous global bleaching events

| Event | Years | Notes |
| --- | --- | --- |
| 1st | 1998 | Strong El Niño; first documented global event |
| 2nd | 2010 | Moderate El Niño |
| 3rd | 2014–2017 | Longest and most widespread on record until now |
| 4th | 2023– | Ongoing |

## Media contact

Monica Allen, monica.allen@noaa.gov, (202) 379-6693
"""))
    t.append(m.add({
        "gcbe4_confirmed": "15 Apr 2024 by NOAA + ICRI; 4th global event, 2nd in 10 years; bleaching since Feb 2023",
        "gcbe4_extent_apr2024": "54% of reef area; ≥53 countries/territories",
    }))
    t.append((ask("global coral bleaching event 84 percent reefs 2025 update NOAA"), found(
        ("https://coralreefwatch.noaa.gov/satellite/analyses_guidance/global_coral_bleaching_2023-24_status.php", "NOAA Coral Reef Watch — Status of the Fourth Global Coral Bleaching Event",
         "From 1 January 2023 to 20 April 2025, bleaching-level heat stress has impacted 84% of the world's coral reef area ...", "Apr 23, 2025"),
        ("https://www.reuters.com/business/environment/global-coral-bleaching-event-now-largest-record-2025-04-23/", "Global coral bleaching event now the largest on record, hitting 84% of reefs | Reuters",
         "The bleaching event has affected reefs in at least 82 countries and territories, surpassing the 2014-2017 event's 68% ...", "Apr 23, 2025"),
        ("https://www.icriforum.org/gcbe4-most-extensive-on-record/", "Fourth global coral bleaching event is now the most extensive on record - ICRI",
         "ICRI and NOAA CRW report the event has affected 84% of reefs across 82 countries, territories and economies ...", "Apr 23, 2025"),
        ("https://apnews.com/article/coral-bleaching-reefs-climate-change-84-percent-b1f7e31c2d0a4a6e8c9b5d2f3a1e7c60", "Record coral bleaching hits 84% of the world's reefs | AP News",
         "Mark Eakin, former CRW coordinator, said the stress is so widespread that scientists had to add new alert levels ...", "Apr 23, 2025"),
        ("https://www.bbc.com/news/articles/c5y3x1lxz7yo", "Coral reefs: 84% hit by worst bleaching event on record - BBC News",
         "The event began in January 2023 and has surpassed the previous record from 2014-17 ...", "Apr 23, 2025"),
        ("https://www.science.org/content/article/world-s-coral-reefs-are-experiencing-record-bleaching", "The world's coral reefs are experiencing record bleaching | Science",
         "Heat stress in 2024 hit reefs that had never bleached before ...", "Oct 2, 2024"),
    )))
    t.append(page("https://coralreefwatch.noaa.gov/satellite/analyses_guidance/global_coral_bleaching_2023-24_status.php",
                  "Latest extent of the event, countries affected and comparison with earlier events", """
# Status of the Fourth Global Coral Bleaching Event

NOAA Coral Reef Watch · Last updated: 23 April 2025

Bleaching-level heat stress (≥ 4 °C-weeks Degree Heating Weeks) has been recorded on **84%** of the world's coral reef area between 1 January 2023 and 20 April 2025, in at least **82 countries, territories and economies**.

## Progression of the event

| Date of update | % of reef area with bleaching-level heat stress | Countries / territories with confirmed bleaching |
| --- | --- | --- |
| 15 Apr 2024 | 54.4% | 53 |
| 27 May 2024 | 62.9% | 62 |
| 24 Sep 2024 | 74.9% | 74 |
| 4 Dec 2024 | 77.1% | 77 |
| 23 Apr 2025 | 84.0% | 82 |

## Comparison with previous global events

| Event | Years | % of reef area with bleaching-level heat stress |
| --- | --- | --- |
| GCBE1 | 1998 | 20.0% |
| GCBE2 | 2010 | 35.0% |
| GCBE3 | 2014–2017 | 68.2% |
| GCBE4 | 2023–present | 84.0% (ongoing) |

## Ocean basins

| Basin | % of reef area affected |
| --- | --- |
| Atlantic | 99.7% |
| Indian | 95.1% |
| Pacific | 77.6% |

CRW added Bleaching Alert Levels 3–5 in December 2023 to describe risk of severe mortality at very high heat stress.
"""))
    t.append(m.add({"gcbe4_extent_apr2025": "84.0% of reef area (1 Jan 2023–20 Apr 2025); 82 countries/territories; GCBE3 was 68.2%"}))
    t.append((ask("Great Barrier Reef 2024 mass bleaching aerial surveys percentage of reefs AIMS"), found(
        ("https://www2.gbrmpa.gov.au/news-room/latest-news/coral/2024/reef-snapshot-summer-2023-24", "Reef snapshot: summer 2023–24 | Great Barrier Reef Marine Park Authority",
         "Aerial surveys of 1,080 reefs found 73% of surveyed reefs had bleaching, the fifth mass bleaching event since 2016 ...", "Apr 17, 2024"),
        ("https://www.aims.gov.au/monitoring/great-barrier-reef-condition-summary-2023-24", "Annual Summary Report of Coral Reef Condition 2023/24 | AIMS",
         "Hard coral cover remained near record highs in the Northern and Central GBR before the 2024 bleaching and cyclones ...", "Aug 7, 2024"),
        ("https://www.abc.net.au/news/science/2024-04-17/great-barrier-reef-bleaching-aerial-surveys-worst-on-record/103713180", "Great Barrier Reef aerial surveys reveal most widespread bleaching on record - ABC News",
         "About 40 per cent of reefs surveyed had very high or extreme bleaching ...", "Apr 17, 2024"),
        ("https://www.coralcoe.org.au/media-releases/2024-mass-bleaching-mortality", "Mass bleaching of 2024 caused highest coral mortality on record at Lizard Island",
         "Researchers tracked 462 colonies at Lizard Island: 66% bleached, 44% dead by July ...", "Jul 2, 2024"),
        ("https://en.wikipedia.org/wiki/Great_Barrier_Reef#Coral_bleaching", "Great Barrier Reef - Wikipedia",
         "Mass bleaching events occurred in 1998, 2002, 2016, 2017, 2020, 2022 and 2024 ...", "N/A"),
        ("https://www.reuters.com/world/asia-pacific/great-barrier-reef-suffers-worst-bleaching-record-2024-04-17/", "Great Barrier Reef suffers most extensive bleaching on record | Reuters",
         "The reef authority said 73% of the 1,080 reefs surveyed by air had bleaching ...", "Apr 17, 2024"),
    )))
    t.append(m.add({"gbr_2024": "5th mass bleaching since 2016; aerial surveys of 1,080 reefs → 73% bleached (GBRMPA, 17 Apr 2024)"}))
    t.append(m.retrieve_all(shown={
        "gcbe4_confirmed": "15 Apr 2024 by NOAA + ICRI; 4th global event, 2nd in 10 years; bleaching since Feb 2023",
        "gcbe4_extent_apr2024": "54% of reef area; ≥53 countries/territories",
        "gcbe4_extent_apr2025": "84.0% of reef area (1 Jan 2023–20 Apr 2025); 82 countries/territories; GCBE3 was 68.2%",
    }))
    t.append(page("https://www.aims.gov.au/monitoring/great-barrier-reef-condition-summary-2023-24",
                  "Coral cover by region after the 2024 bleaching", """
# Annual Summary Report of Coral Reef Condition 2023/24

Australian Institute of Marine Science · Published 7 August 2024

## Summary

The Long-Term Monitoring Program surveyed 94 reefs between August 2023 and June 2024. Hard coral cover remained high in the Northern and Central regions, but most surveys were completed before the full impacts of the 2024 mass coral bleaching event, Tropical Cyclone Jasper (December 2023) and Tropical Cyclone Kirrily (January 2024) could be assessed.

## Hard coral cover by region

| Region | Reefs surveyed | Hard coral cover 2023/24 | Change from 2022/23 | Status |
| --- | --- | --- | --- | --- |
| Northern GBR (Cape York–Cooktown) | 12 | 39.9% | +4.2 pp | Highest since monitoring began (1986) |
| Central GBR (Cooktown–Proserpine) | 28 | 30.6% | −3.0 pp | Moderate |
| Southern GBR (Proserpine–Gladstone) | 54 | 39.1% | +5.1 pp | High |

## Drivers

| Disturbance | Regions affected | Notes |
| --- | --- | --- |
| 2024 mass bleaching | All | Fifth mass bleaching since 2016; impacts on coral cover to be measured in 2024/25 |
| TC Jasper | Northern, Central | Category 5 at peak; crossed coast near Wujal Wujal |
| Crown-of-thorns starfish | Central, Southern | Outbreaks on 9 surveyed reefs |

> "The reef's recent gains in coral cover are driven largely by fast-growing *Acropora*, which are also the most susceptible to heat stress," said Dr Mike Emslie.
"""))
    rs.add(task="search", tid="h37-search-07", system=SYSTEM, turns=t,
           state=state("Summarise the fourth global coral bleaching event (timing, extent over time) and how the Great Barrier Reef fared in 2024.", "2025-05-02"),
           bad=True, turn=9, kind="memory key added the turn before is absent from retrieve_all")


# web_search / web_extractor / dict_memory on chess olympiads: clean
def t08(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("45th Chess Olympiad Budapest 2024 final standings open section"), found(
        ("https://chess-results.com/tnr968162.aspx?lan=1&art=0&rd=11", "45th Chess Olympiad Budapest 2024 Open — Final Ranking after 11 Rounds - Chess-Results Server",
         "Final Ranking after 11 Rounds. Rk. SNo Team Games + = - TB1 TB2 TB3. 1 India 11 10 1 0 21 ...", "Sep 22, 2024"),
        ("https://www.fide.com/news/3243", "India wins double gold at the 45th Chess Olympiad | FIDE",
         "India clinched gold in both the Open and Women's sections in Budapest, a historic first for the country ...", "Sep 22, 2024"),
        ("https://en.wikipedia.org/wiki/45th_Chess_Olympiad", "45th Chess Olympiad - Wikipedia",
         "The 45th Chess Olympiad was held in Budapest, Hungary, from 10 to 23 September 2024. India won both the open and women's events ...", "N/A"),
        ("https://www.chess.com/news/view/2024-chess-olympiad-round-11", "India Wins Historic Double Gold At Chess Olympiad - Chess.com",
         "India beat Slovenia 3.5-0.5 in the final round to finish with 21 out of 22 match points, four ahead of the USA and Uzbekistan ...", "Sep 22, 2024"),
        ("https://chessbase.com/post/45th-olympiad-r11-india-double-gold", "Olympiad R11: India takes double gold! | ChessBase",
         "Gukesh and Arjun won individual gold medals on their boards; USA took silver on tiebreak ahead of Uzbekistan ...", "Sep 22, 2024"),
        ("https://www.chessolympiadbudapest2024.com/results/open", "Results — Open | 45th Chess Olympiad Budapest 2024",
         "Official results, pairings and standings of the Open section ...", "N/A"),
        ("https://www.thehindu.com/sport/other-sports/chess-olympiad-2024-india-wins-gold-open-women/article68672140.ece", "Chess Olympiad 2024: India wins gold in Open and Women's sections - The Hindu",
         "Gukesh, Praggnanandhaa, Arjun Erigaisi, Vidit Gujrathi and Pentala Harikrishna combined to win the Open title ...", "Sep 22, 2024"),
        ("https://www.reddit.com/r/chess/comments/1fmt0vk/india_wins_both_sections_of_the_chess_olympiad/", "India wins both sections of the Chess Olympiad : r/chess",
         "21/22 match points is absurd. Only dropped a draw to Uzbekistan ...", "Sep 22, 2024"),
    )))
    t.append(page("https://chess-results.com/tnr968162.aspx?lan=1&art=0&rd=11",
                  "Final ranking of the Open section, top places with match points and tiebreaks", """
# 45th Chess Olympiad Budapest 2024 Open

Last update 22.09.2024 16:41:07, Creator/Last Upload: Hungarian Chess Federation

**Final Ranking after 11 Rounds**

| Rk. | SNo | Team | Games | + | = | - | TB1 | TB2 | TB3 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | 2 | India | 11 | 10 | 1 | 0 | 21 | 437,5 | 36,5 |
| 2 | 1 | United States of America | 11 | 7 | 3 | 1 | 17 | 391,0 | 31,5 |
| 3 | 6 | Uzbekistan | 11 | 7 | 3 | 1 | 17 | 349,0 | 31,5 |
| 4 | 3 | China | 11 | 7 | 2 | 2 | 16 | 350,5 | 30,5 |
| 5 | 10 | Serbia | 11 | 7 | 2 | 2 | 16 | 334,0 | 29,0 |
| 6 | 8 | Armenia | 11 | 7 | 2 | 2 | 16 | 322,5 | 30,0 |
| 7 | 5 | France | 11 | 7 | 1 | 3 | 15 | 318,0 | 29,5 |
| 8 | 11 | Hungary | 11 | 6 | 3 | 2 | 15 | 309,5 | 29,0 |
| 9 | 9 | Spain | 11 | 6 | 3 | 2 | 15 | 296,0 | 28,5 |
| 10 | 15 | Azerbaijan | 11 | 7 | 1 | 3 | 15 | 288,5 | 28,0 |
| 11 | 7 | Netherlands | 11 | 6 | 2 | 3 | 14 | 301,0 | 28,5 |
| 12 | 4 | Ukraine | 11 | 6 | 2 | 3 | 14 | 292,5 | 28,0 |
| 13 | 13 | Poland | 11 | 6 | 2 | 3 | 14 | 281,0 | 27,5 |
| 14 | 12 | Germany | 11 | 5 | 4 | 2 | 14 | 276,5 | 27,0 |
| 15 | 18 | Slovenia | 11 | 6 | 2 | 3 | 14 | 262,0 | 26,5 |

Tie Break1: Matchpoints (2 for wins, 1 for Draws, 0 for Losses)
Tie Break2: Olympiad-Sonneborn-Berger-Tie-Break without lowest result (Chess Olympiad Budapest 2024)
Tie Break3: points (game-points)

Showing ranks 1–15 of 197 teams · [show complete list](https://chess-results.com/tnr968162.aspx?lan=1&art=0&rd=11&flag=30)
"""))
    t.append(m.add({
        "open_gold": "India — 21/22 MP",
        "open_silver": "USA — 17 MP (OSB 391.0)",
        "open_bronze": "Uzbekistan — 17 MP (OSB 349.0)",
    }))
    t.append(page("https://chess-results.com/tnr968171.aspx?lan=1&art=0&rd=11",
                  "Final ranking of the Women's section, top places", """
# 45th Chess Olympiad Budapest 2024 Women

Last update 22.09.2024 16:44:52, Creator/Last Upload: Hungarian Chess Federation

**Final Ranking after 11 Rounds**

| Rk. | SNo | Team | Games | + | = | - | TB1 | TB2 | TB3 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | 2 | India | 11 | 9 | 1 | 1 | 19 | 402,5 | 33,5 |
| 2 | 5 | Kazakhstan | 11 | 8 | 2 | 1 | 18 | 361,0 | 30,0 |
| 3 | 3 | United States of America | 11 | 8 | 1 | 2 | 17 | 373,5 | 31,0 |
| 4 | 1 | China | 11 | 8 | 1 | 2 | 17 | 352,0 | 30,5 |
| 5 | 7 | Poland | 11 | 7 | 2 | 2 | 16 | 340,5 | 29,5 |
| 6 | 6 | Armenia | 11 | 7 | 2 | 2 | 16 | 318,0 | 28,0 |
| 7 | 4 | Ukraine | 11 | 7 | 1 | 3 | 15 | 331,0 | 29,5 |
| 8 | 10 | Azerbaijan | 11 | 7 | 1 | 3 | 15 | 302,5 | 28,5 |
| 9 | 8 | Georgia | 11 | 6 | 3 | 2 | 15 | 298,0 | 29,0 |
| 10 | 9 | Hungary | 11 | 6 | 2 | 3 | 14 | 287,5 | 27,5 |

Tie Break1: Matchpoints (2 for wins, 1 for Draws, 0 for Losses)
Tie Break2: Olympiad-Sonneborn-Berger-Tie-Break without lowest result (Chess Olympiad Budapest 2024)
Tie Break3: points (game-points)

Showing ranks 1–10 of 183 teams · [show complete list](https://chess-results.com/tnr968171.aspx?lan=1&art=0&rd=11&flag=30)
"""))
    t.append(m.add({
        "women_gold": "India — 19/22 MP",
        "women_silver": "Kazakhstan — 18 MP",
        "women_bronze": "USA — 17 MP (ahead of China on OSB)",
    }))
    t.append((ask("Gukesh Arjun Erigaisi individual gold board prizes Budapest Olympiad performance rating"), found(
        ("https://www.fide.com/news/3247", "45th Chess Olympiad: individual board medals | FIDE",
         "Gukesh D (India) won gold on board one with 9/10 and a performance of 3056; Arjun Erigaisi took board three with 10/11 ...", "Sep 23, 2024"),
        ("https://www.chess.com/news/view/gukesh-arjun-divya-vantika-board-golds", "Four Indians Win Individual Board Golds - Chess.com",
         "Gukesh, Arjun, Divya Deshmukh and Vantika Agrawal all topped their boards in Budapest ...", "Sep 23, 2024"),
        ("https://chess-results.com/tnr968162.aspx?lan=1&art=23", "Board prizes Open — Chess-Results Server",
         "Best individual results by board, sorted by performance rating ...", "Sep 22, 2024"),
        ("https://indianexpress.com/article/sports/chess/gukesh-arjun-erigaisi-olympiad-individual-gold-9581205/", "Gukesh, Arjun win individual golds as India dominate Olympiad | Indian Express",
         "Arjun's 10/11 on board three lifted his live rating past 2790 ...", "Sep 22, 2024"),
        ("https://www.chessbase.in/news/Budapest-Olympiad-board-medals", "Budapest Olympiad: complete list of board medal winners - ChessBase India",
         "Open and Women board medals, with performance ratings for each ...", "Sep 23, 2024"),
    )))
    t.append(page("https://www.fide.com/news/3247", "Individual gold medallists by board in both sections", """
# 45th Chess Olympiad: individual board medals

*FIDE · 23 September 2024*

The closing ceremony at BOK Hall in Budapest honoured the best individual performances on each board. Medals are awarded by performance rating among players who played at least eight games.

## Open section — gold medals

| Board | Player | Team | Score | Games | Performance |
| --- | --- | --- | --- | --- | --- |
| 1 | Gukesh D | India | 9 | 10 | 3056 |
| 2 | Jorden van Foreest | Netherlands | 7.5 | 10 | 2832 |
| 3 | Arjun Erigaisi | India | 10 | 11 | 2957 |
| 4 | Nodirbek Yakubboev | Uzbekistan | 8 | 10 | 2821 |
| 5 | Ray Robson | United States of America | 6.5 | 8 | 2807 |

## Women section — gold medals

| Board | Player | Team | Score | Games | Performance |
| --- | --- | --- | --- | --- | --- |
| 1 | Bibisara Assaubayeva | Kazakhstan | 8 | 10 | 2566 |
| 2 | Meruert Kamalidenova | Kazakhstan | 7.5 | 10 | 2479 |
| 3 | Divya Deshmukh | India | 9.5 | 11 | 2629 |
| 4 | Vantika Agrawal | India | 7.5 | 9 | 2530 |
| 5 | Carissa Yip | United States of America | 7 | 9 | 2468 |

India's Open team: Gukesh D, R Praggnanandhaa, Arjun Erigaisi, Vidit Gujrathi, Pentala Harikrishna (captain: Srinath Narayanan). India's Women team: Harika Dronavalli, Vaishali R, Divya Deshmukh, Vantika Agrawal, Tania Sachdev (captain: Abhijit Kunte).
"""))
    t.append(m.update({
        "open_gold": "India — 21/22 MP (10W 1D); Gukesh (B1 gold, 9/10, TPR 3056), Praggnanandhaa, Arjun (B3 gold, 10/11), Vidit, Harikrishna",
        "women_gold": "India — 19/22 MP; Divya Deshmukh (B3 gold) and Vantika Agrawal (B4 gold)",
    }))
    t.append(m.retrieve_all())
    rs.add(task="search", tid="h37-search-08", system=SYSTEM, turns=t,
           state=state("Find the medal-winning teams in both sections of the 2024 Chess Olympiad and India's individual board golds.", "2024-09-25"))


# web_search / web_extractor / dict_memory on earthquake magnitudes: clean
def t09(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("Turkey Syria earthquake February 6 2023 magnitude USGS AFAD"), found(
        ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jllz/executive", "M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence",
         "2023-02-06 01:17:34 (UTC). 37.226°N 37.014°E. 10.0 km depth ...", "N/A"),
        ("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jlqa/executive", "M 7.5 - Elbistan earthquake, Kahramanmaras earthquake sequence",
         "2023-02-06 10:24:48 (UTC). 38.024°N 37.203°E. 10.0 km depth ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2023_Turkey%E2%80%93Syria_earthquakes", "2023 Turkey–Syria earthquakes - Wikipedia",
         "On 6 February 2023, at 04:17 TRT (01:17 UTC), a Mw 7.8 earthquake struck southern and central Turkey and northern and western Syria ...", "N/A"),
        ("https://deprem.afad.gov.tr/event-detail/2023-02-06-kahramanmaras", "06 Şubat 2023 Kahramanmaraş Depremleri - AFAD",
         "Pazarcık (Kahramanmaraş) merkezli Mw 7.7 ve Elbistan (Kahramanmaraş) merkezli Mw 7.6 büyüklüğünde depremler ...", "Feb 6, 2023"),
        ("https://www.reuters.com/world/middle-east/magnitude-78-earthquake-strikes-central-turkey-usgs-2023-02-06/", "Magnitude 7.8 earthquake strikes central Turkey - USGS | Reuters",
         "The quake struck at a depth of 17.9 km, the U.S. Geological Survey said, in an initial report later revised ...", "Feb 6, 2023"),
        ("https://www.usgs.gov/news/featured-story/m78-and-m75-kahramanmaras-earthquake-sequence-near-nurdagi-turkey-turkiye", "M7.8 and M7.5 Kahramanmaraş Earthquake Sequence near Nurdağı, Turkey (Türkiye) | USGS",
         "The M7.8 event was followed about nine hours later by an M7.5 event approximately 95 km to the north-northeast ...", "Feb 8, 2023"),
        ("https://www.bbc.com/news/world-europe-64540696", "Turkey earthquake: Why did it happen? - BBC News",
         "The earthquake struck along the East Anatolian Fault, one of the most destructive tremors to hit the region in a century ...", "Feb 6, 2023"),
        ("https://www.emsc-csem.org/Earthquake_information/earthquake.php?id=1218444", "M 7.8 - CENTRAL TURKEY - 2023-02-06 01:17:36 UTC - EMSC",
         "Magnitude Mw 7.8, depth 20 km. Region: CENTRAL TURKEY ...", "N/A"),
        ("https://www.koeri.boun.edu.tr/sismo/2/en/", "Kandilli Observatory and Earthquake Research Institute - Regional Earthquake-Tsunami Monitoring Center",
         "Latest earthquakes in Turkey and its vicinity ...", "N/A"),
    )))
    t.append(page("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jllz/executive",
                  "Magnitude, origin time, location and depth of the mainshock", """
# M 7.8 - Pazarcik earthquake, Kahramanmaras earthquake sequence

2023-02-06 01:17:34 (UTC) · 37.226°N 37.014°E · 10.0 km depth

## Event summary

| Parameter | Value |
| --- | --- |
| Magnitude | 7.8 mww |
| Time | 2023-02-06 01:17:34 (UTC) |
| Location | 37.226°N 37.014°E |
| Depth | 10.0 km |
| Review status | REVIEWED |
| Catalog | us |
| Event ID | us6000jllz |
| Contributor | US |

## Impact

| Product | Summary |
| --- | --- |
| PAGER | Alert level RED — Estimated fatalities 100,000+ (probability 35%); estimated economic losses 10% of GDP |
| ShakeMap | Max MMI XII (Extreme) |
| Did You Feel It? | 2,473 responses, max CDI IX |
| Tsunami | No tsunami warning issued |

## Nearby places

- 26 km E of Nurdağı, Turkey
- 34 km W of Gaziantep, Turkey
- 40 km S of Kahramanmaraş, Turkey
- 137 km NE of Antakya, Turkey
- 115 km N of Aleppo, Syria

Updated: 2024-08-09 14:01:53 (UTC)
"""))
    t.append(m.add({"mainshock": "M7.8 mww (USGS us6000jllz), 2023-02-06 01:17:34 UTC, 37.226N 37.014E, depth 10.0 km, near Nurdağı/Pazarcık"}))
    t.append(page("https://earthquake.usgs.gov/earthquakes/eventpage/us6000jlqa/executive",
                  "Magnitude, time and location of the second large shock", """
# M 7.5 - Elbistan earthquake, Kahramanmaras earthquake sequence

2023-02-06 10:24:48 (UTC) · 38.024°N 37.203°E · 10.0 km depth

## Event summary

| Parameter | Value |
| --- | --- |
| Magnitude | 7.5 mww |
| Time | 2023-02-06 10:24:48 (UTC) |
| Location | 38.024°N 37.203°E |
| Depth | 10.0 km |
| Review status | REVIEWED |
| Catalog | us |
| Event ID | us6000jlqa |

## Impact

| Product | Summary |
| --- | --- |
| PAGER | Alert level RED — Estimated fatalities 10,000–100,000 |
| ShakeMap | Max MMI X (Extreme) |
| Did You Feel It? | 1,127 responses, max CDI IX |

## Nearby places

- 4 km SSE of Ekinözü, Turkey
- 20 km S of Elbistan, Turkey
- 50 km N of Kahramanmaraş, Turkey
- 100 km WSW of Malatya, Turkey

Updated: 2024-08-09 14:04:12 (UTC)
"""))
    t.append(m.add({"second_shock": "M7.5 mww (USGS us6000jlqa), 2023-02-06 10:24:48 UTC, 38.024N 37.203E, depth 10.0 km, near Elbistan (~9 h after mainshock)"}))
    t.append((ask("AFAD Kahramanmaraş depremleri 6 Şubat 2023 Pazarcık 7.7 Elbistan 7.6 yerel saat derinlik"), found(
        ("https://deprem.afad.gov.tr/event-detail/2023-02-06-kahramanmaras", "06 Şubat 2023 Kahramanmaraş Depremleri - AFAD",
         "06.02.2023 04:17 (TSİ) Pazarcık (Kahramanmaraş) Mw 7.7, derinlik 8.6 km; 13:24 (TSİ) Elbistan (Kahramanmaraş) Mw 7.6, derinlik 7.0 km ...", "Feb 6, 2023"),
        ("https://www.afad.gov.tr/kahramanmarasta-meydana-gelen-depremler-hk-basin-bulteni-36", "Kahramanmaraş'ta Meydana Gelen Depremler hk. Basın Bülteni-36 - AFAD",
         "Bölgede 6 Şubat'tan bu yana toplam 11.020 artçı deprem meydana gelmiştir ...", "Feb 19, 2023"),
        ("https://tr.wikipedia.org/wiki/2023_Kahramanmara%C5%9F_depremleri", "2023 Kahramanmaraş depremleri - Vikipedi",
         "AFAD'a göre ilk deprem 7,7, ikincisi 7,6 büyüklüğündedir; USGS ise 7,8 ve 7,5 olarak ölçmüştür ...", "N/A"),
        ("https://www.aa.com.tr/tr/turkiye/afad-kahramanmarastaki-depremlerin-buyuklugu/2807312", "AFAD: Kahramanmaraş'taki depremlerin büyüklüğü 7,7 ve 7,6 - Anadolu Ajansı",
         "AFAD Deprem ve Risk Azaltma Genel Müdürü Orhan Tatar, ilk depremin 7,7 büyüklüğünde olduğunu açıkladı ...", "Feb 6, 2023"),
        ("https://www.koeri.boun.edu.tr/new/duyurular/2023-kahramanmaras", "6 Şubat 2023 Kahramanmaraş Depremleri Ön Değerlendirme - Kandilli",
         "Kandilli Rasathanesi ilk depremi Mw 7.7 olarak hesapladı ...", "Feb 7, 2023"),
        ("https://www.dailysabah.com/turkiye/afad-revises-earthquake-magnitudes/news", "AFAD explains why its magnitudes differ from USGS | Daily Sabah",
         "Different agencies use different station sets and moment tensor methods, so a 0.1 difference in Mw is common ...", "Feb 8, 2023"),
    )))
    t.append(m.update({
        "mainshock": "M7.8 mww (USGS us6000jllz), 2023-02-06 01:17:34 UTC = 04:17 TRT, 37.226N 37.014E, depth 10.0 km (≈6.2 mi); AFAD: Mw 7.7, depth 8.6 km",
        "second_shock": "M7.5 mww (USGS us6000jlqa), 2023-02-06 10:24:48 UTC = 13:24 TRT, 38.024N 37.203E, depth 10.0 km; AFAD: Mw 7.6, depth 7.0 km",
    }))
    t.append(m.retrieve_all())
    rs.add(task="search", tid="h37-search-09", system=SYSTEM, turns=t,
           state=state("Record the magnitudes, times and depths of the two main shocks of the 6 February 2023 Kahramanmaraş earthquakes as given by USGS and by AFAD.", "2025-01-14"))


# web_search / web_extractor / dict_memory on offshore wind farms: bad
def t10(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("largest offshore wind farms in the world 2024 capacity MW"), found(
        ("https://www.power-technology.com/features/largest-offshore-wind-farms/", "The ten largest operational offshore wind farms in the world - Power Technology",
         "Hollandse Kust Zuid in the Netherlands, at 1.52GW, overtook Hornsea 2 as the largest fully operational offshore wind farm in 2023 ...", "Feb 19, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_offshore_wind_farms", "List of offshore wind farms - Wikipedia",
         "This page lists the largest offshore wind farms that are currently operational, rated by nameplate capacity ...", "N/A"),
        ("https://orsted.co.uk/energy-solutions/offshore-wind/our-wind-farms/hornsea-2", "Hornsea 2 | Ørsted",
         "With 165 turbines and a capacity of 1.3GW, Hornsea 2 is one of the world's largest offshore wind farms, 89km off the Yorkshire coast ...", "N/A"),
        ("https://group.vattenfall.com/press-and-media/pressreleases/2023/hollandse-kust-zuid-fully-operational", "Hollandse Kust Zuid fully operational - Vattenfall",
         "All 139 Siemens Gamesa 11 MW turbines are delivering power; the 1.5 GW wind farm is the world's largest subsidy-free ...", "Sep 14, 2023"),
        ("https://doggerbank.com/", "Dogger Bank Wind Farm — the world's largest offshore wind farm",
         "When complete, Dogger Bank Wind Farm will be the world's largest offshore wind farm, with a total capacity of 3.6GW ...", "N/A"),
        ("https://www.4coffshore.com/windfarms/", "Global Offshore Wind Farms Database - 4C Offshore",
         "Track 2,500+ offshore wind projects worldwide: capacity, turbines, developers and status ...", "N/A"),
        ("https://www.offshorewind.biz/2023/10/10/dogger-bank-a-delivers-first-power/", "Dogger Bank A Delivers First Power - offshoreWIND.biz",
         "The first GE Haliade-X 13 MW turbine at Dogger Bank A has produced power, a UK first for the turbine model ...", "Oct 10, 2023"),
        ("https://www.statista.com/statistics/1309738/largest-offshore-wind-farms-worldwide/", "Largest offshore wind farms worldwide 2024 | Statista",
         "Leading operational offshore wind farms worldwide as of 2024, by capacity (in megawatts) ...", "Mar 4, 2024"),
    )))
    t.append(page("https://www.power-technology.com/features/largest-offshore-wind-farms/",
                  "Ranked table of the largest operational offshore wind farms and major projects under construction", """
# The ten largest operational offshore wind farms in the world

*Power Technology · 19 February 2024 · Last updated 2 May 2024*

Offshore wind capacity passed 75GW worldwide at the end of 2023. Below are the largest projects that are fully operational, by installed capacity.

## Largest operational offshore wind farms

| Rank | Wind farm | Country | Capacity (MW) | Turbines | Turbine model | Fully operational |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | Hollandse Kust Zuid 1–4 | Netherlands | 1,520 | 139 | Siemens Gamesa SG 11.0-200 DD | 2023 |
| 2 | Hornsea 2 | UK | 1,320 | 165 | Siemens Gamesa SG 8.0-167 DD | 2022 |
| 3 | Hornsea 1 | UK | 1,218 | 174 | Siemens Gamesa SWT-7.0-154 | 2020 |
| 4 | Seagreen | UK | 1,075 | 114 | Vestas V164-10.0 MW | 2023 |
| 5 | Moray East | UK | 950 | 100 | Vestas V164-9.5 MW | 2022 |
| 6 | Greater Changhua 1 & 2a | Taiwan | 900 | 111 | Siemens Gamesa SWT-8.0-167 DD | 2022 |
| 7 | Triton Knoll | UK | 857 | 90 | Vestas V164-9.5 MW | 2022 |
| 8 | Borssele 1 & 2 | Netherlands | 752 | 94 | Siemens Gamesa SG 8.0-167 DD | 2020 |
| 9 | Borssele 3 & 4 | Netherlands | 731.5 | 77 | Vestas V164-9.5 MW | 2021 |
| 10 | East Anglia ONE | UK | 714 | 102 | Siemens Gamesa SWT-7.0-154 | 2020 |

## Major projects under construction

| Project | Country | Planned capacity | Turbine | Status |
| --- | --- | --- | --- | --- |
| Dogger Bank A, B & C | UK | 3,600 MW | GE Vernova Haliade-X 13/14 MW | First power Oct 2023; phased completion 2025–2026 |
| Hornsea 3 | UK | 2,852 MW | Siemens Gamesa SG 14-236 DD | Onshore works started 2023; completion expected 2027 |
| Baltic Power | Poland | 1,140 MW | Vestas V236-15.0 MW | Offshore installation from 2025 |
| Empire Wind 1 | US | 810 MW | Vestas V236-15.0 MW | Financial close Jun 2024 |

When complete, Dogger Bank will overtake all of the above as the world's largest offshore wind farm.
"""))
    t.append(m.add({
        "hollandse_kust_zuid": "1,520 MW, 139 × SG 11 MW, Netherlands, fully operational 2023 (largest operational)",
        "hornsea_2": "1,320 MW, 165 × SG 8 MW, UK, 89 km off Yorkshire, fully operational 2022",
        "dogger_bank": "3,600 MW planned (A+B+C), GE Haliade-X, first power Oct 2023",
    }))
    t.append((ask("Dogger Bank Wind Farm A B C capacity turbines Haliade-X completion date owners"), found(
        ("https://doggerbank.com/about-dogger-bank/", "About Dogger Bank Wind Farm",
         "Dogger Bank Wind Farm is being built in three 1.2GW phases — Dogger Bank A, B and C — more than 130km off the north east coast of England ...", "N/A"),
        ("https://www.sserenewables.com/offshore-wind/projects/dogger-bank/", "Dogger Bank Wind Farm | SSE Renewables",
         "A joint venture between SSE Renewables, Equinor and Vårgrønn. SSE Renewables leads construction, Equinor will operate the wind farm ...", "N/A"),
        ("https://www.gevernova.com/news/press-releases/dogger-bank-haliade-x", "GE Vernova's Haliade-X powers Dogger Bank | GE Vernova",
         "Dogger Bank A and B each use 95 Haliade-X 13 MW turbines; Dogger Bank C will use 87 Haliade-X 14 MW units ...", "Jun 20, 2024"),
        ("https://en.wikipedia.org/wiki/Dogger_Bank_Wind_Farm", "Dogger Bank Wind Farm - Wikipedia",
         "Dogger Bank Wind Farm is a 3.6 GW offshore wind farm under construction in the North Sea ...", "N/A"),
        ("https://www.bbc.com/news/uk-england-tyne-67012349", "Dogger Bank: World's largest offshore wind farm produces power for first time - BBC News",
         "The first of its turbines, 130km off the coast, produced electricity on Sunday ...", "Oct 9, 2023"),
        ("https://www.equinor.com/energy/dogger-bank", "Dogger Bank - Equinor",
         "Once completed, Dogger Bank will be able to power the equivalent of six million UK homes annually ...", "N/A"),
    )))
    t.append(page("https://doggerbank.com/about-dogger-bank/", "Capacity, turbines, distance and timeline for each phase", """
# About Dogger Bank Wind Farm

Dogger Bank Wind Farm is being built in three 1.2GW phases: Dogger Bank A, Dogger Bank B and Dogger Bank C. When complete it will be the world's largest offshore wind farm, with a total capacity of 3.6GW, and will generate enough renewable energy to power the equivalent of six million UK homes each year.

## The three phases

| Phase | Capacity | Turbines | Distance from shore | Grid connection | Owners |
| --- | --- | --- | --- | --- | --- |
| Dogger Bank A | 1.2GW | 95 × GE Haliade-X 13MW | 131km | Creyke Beck, East Riding of Yorkshire | SSE Renewables (40%), Equinor (40%), Vårgrønn (20%) |
| Dogger Bank B | 1.2GW | 95 × GE Haliade-X 13MW | 131km | Creyke Beck, East Riding of Yorkshire | SSE Renewables (40%), Equinor (40%), Vårgrønn (20%) |
| Dogger Bank C | 1.2GW | 87 × GE Haliade-X 14MW | 196km | Lackenby, Teesside | SSE Renewables (40%), Equinor (40%), Vårgrønn (20%) |

## Timeline

- **2020** — Financial close for Dogger Bank A and B (November), and Dogger Bank C (December)
- **2022** — Offshore construction begins
- **October 2023** — First power from Dogger Bank A, the first Haliade-X 13MW to generate power in the UK
- **2024** — Turbine installation continues on Dogger Bank A; foundations for Dogger Bank B
- **2025–2026** — Commissioning of Dogger Bank B and C

## Operations

Equinor will operate Dogger Bank Wind Farm for its 35-year lifetime from a purpose-built operations and maintenance base at the Port of Tyne. The project uses HVDC transmission for the first time in UK offshore wind, with converter platforms built by Aibel.
"""))
    t.append(m.remove("dogger_bank"))
    t.append(m.add({"dogger_bank_abc": "3.6 GW under construction = A 1.2 GW + B 1.2 GW (95 × Haliade-X 13 MW each) + C 1.2 GW (87 × 14 MW); first power Oct 2023; SSE/Equinor/Vårgrønn"}))
    t.append(m.retrieve_all(shown={
        "hollandse_kust_zuid": "1,520 MW, 139 × SG 11 MW, Netherlands, fully operational 2023 (largest operational)",
        "hornsea_2": "1,320 MW, 165 × SG 8 MW, UK, 89 km off Yorkshire, fully operational 2022",
        "dogger_bank": "3.6 GW under construction = A 1.2 GW + B 1.2 GW (95 × Haliade-X 13 MW each) + C 1.2 GW (87 × 14 MW); first power Oct 2023; SSE/Equinor/Vårgrønn",
    }))
    rs.add(task="search", tid="h37-search-10", system=SYSTEM, turns=t,
           state=state("Identify the largest operational offshore wind farms and the largest one under construction, with capacities and turbine counts.", "2024-06-28"),
           bad=True, turn=8, kind="memory key renamed by the agent (remove + add) listed under its old name")


# web_search / web_extractor / dict_memory on central bank rate decisions: bad
def t11(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    oct_url = "https://www.ecb.europa.eu/press/pr/date/2024/html/ecb.mp241017~aa366eaf20.en.html"
    t.append((ask("ECB monetary policy decisions 2024 2025 deposit facility rate cuts list"), found(
        ("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/key_ecb_interest_rates/html/index.en.html", "Key ECB interest rates",
         "Key ECB interest rates: deposit facility, main refinancing operations, marginal lending facility, with dates of changes since 1999 ...", "N/A"),
        (oct_url, "Monetary policy decisions — 17 October 2024",
         "The Governing Council today decided to lower the three key ECB interest rates by 25 basis points ... the deposit facility rate ... will be decreased to 3.25% ...", "Oct 17, 2024"),
        ("https://www.ecb.europa.eu/press/pr/date/2024/html/ecb.mp240912~67cb23badb.en.html", "Monetary policy decisions — 12 September 2024",
         "The Governing Council today decided to lower the deposit facility rate by 25 basis points ... to 3.50% ... The spread between the MRO rate and the DFR will be set at 15 basis points ...", "Sep 12, 2024"),
        ("https://www.reuters.com/markets/europe/ecb-cuts-rates-again-inflation-eases-2024-10-17/", "ECB cuts rates again as euro zone economy falters | Reuters",
         "The ECB cut interest rates for the third time this year on Thursday, its first back-to-back move in 13 years ...", "Oct 17, 2024"),
        ("https://www.ecb.europa.eu/press/pr/date/2024/html/ecb.mp240606~2148ecdb3c.en.html", "Monetary policy decisions — 6 June 2024",
         "The Governing Council today decided to lower the three key ECB interest rates by 25 basis points ... deposit facility rate to 3.75% ...", "Jun 6, 2024"),
        ("https://en.wikipedia.org/wiki/European_Central_Bank#Monetary_policy", "European Central Bank - Wikipedia",
         "The ECB began cutting rates in June 2024, its first reduction since 2019 ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2024-10-17/ecb-cuts-rates-for-third-time-as-inflation-threat-recedes", "ECB Cuts Rates for Third Time as Inflation Threat Recedes - Bloomberg",
         "Lagarde said the disinflation process is well on track ...", "Oct 17, 2024"),
        ("https://www.ft.com/content/ecb-rate-decision-october-2024", "ECB lowers rates in first back-to-back cut since 2011 - Financial Times",
         "Weak growth data persuaded policymakers to accelerate easing ...", "Oct 17, 2024"),
    )))
    t.append(page(oct_url, "Rates decided and effective date", """
# Monetary policy decisions

**17 October 2024**

The Governing Council today decided to lower the three key ECB interest rates by 25 basis points. In particular, the decision to lower the deposit facility rate – the rate through which the Governing Council steers the monetary policy stance – is based on its updated assessment of the inflation outlook, the dynamics of underlying inflation and the strength of monetary policy transmission.

Incoming information on inflation shows that the disinflationary process is well on track. The inflation outlook is also affected by recent downside surprises in indicators of economic activity. Meanwhile, the tightening of financing conditions is being transmitted to the economy, with recent lending data continuing to show weak credit demand.

The Governing Council is determined to ensure that inflation returns to its 2% medium-term target in a timely manner. It will keep policy rates sufficiently restrictive for as long as necessary to achieve this aim.

## Key ECB interest rates

The interest rate on the deposit facility, the main refinancing operations and the marginal lending facility will be decreased to **3.25%, 3.40% and 3.65%** respectively, with effect from **23 October 2024**.

| Facility | New rate | Effective |
| --- | --- | --- |
| Deposit facility (DFR) | 3.25% | 23 October 2024 |
| Main refinancing operations (MRO) | 3.40% | 23 October 2024 |
| Marginal lending facility (MLF) | 3.65% | 23 October 2024 |

## Asset purchase programme (APP) and pandemic emergency purchase programme (PEPP)

The APP portfolio is declining at a measured and predictable pace, as the Eurosystem no longer reinvests the principal payments from maturing securities.

The Eurosystem is reducing the PEPP portfolio by €7.5 billion per month on average. The Governing Council intends to discontinue reinvestments under the PEPP at the end of 2024.

## Refinancing operations

As banks are repaying the amounts borrowed under the targeted longer-term refinancing operations, the Governing Council will regularly assess how targeted lending operations and their ongoing repayment are contributing to its monetary policy stance.

The President of the ECB will comment on the considerations underlying these decisions at a press conference starting at 14:45 CET today.

Reproduction is permitted provided that the source is acknowledged.
"""))
    t.append(m.add({"ecb_2024_10_17": "DFR 3.25% / MRO 3.40% / MLF 3.65%, −25 bp, effective 23 Oct 2024"}))
    t.append((ask("ECB 17 October 2024 decision deposit facility rate cut effective 23 October"), found(
        (oct_url, "Monetary policy decisions — 17 October 2024",
         "The Governing Council today decided to lower the three key ECB interest rates by 25 basis points ... The interest rate on the deposit facility ... will be decreased to 3.50%, with effect from 23 October 2024 ...", "Oct 17, 2024"),
        ("https://www.ecb.europa.eu/press/press_conference/monetary-policy-statement/2024/html/ecb.is241017~f3c5ba2d59.en.html", "Monetary policy statement (with Q&A) — Christine Lagarde, Ljubljana, 17 October 2024",
         "Good afternoon, the Vice-President and I welcome you to our press conference, held today in Ljubljana ...", "Oct 17, 2024"),
        ("https://www.cnbc.com/2024/10/17/ecb-rate-decision-october-2024.html", "ECB cuts rates for a second consecutive meeting - CNBC",
         "The European Central Bank on Thursday cut interest rates by a quarter percentage point, as expected by markets ...", "Oct 17, 2024"),
        ("https://www.bundesbank.de/en/press/press-releases/ecb-governing-council-october-2024", "Governing Council decisions of 17 October 2024 - Deutsche Bundesbank",
         "Joachim Nagel: 'The decision is appropriate given the latest inflation data' ...", "Oct 17, 2024"),
        ("https://www.ing.com/think/articles/ecb-october-2024-back-to-back", "ECB: back-to-back cut, more to come - ING THINK",
         "We expect another 25bp in December and a gradual path towards neutral in 2025 ...", "Oct 17, 2024"),
        ("https://www.dw.com/en/ecb-cuts-interest-rates-again/a-70527631", "ECB cuts interest rates again amid weak eurozone growth – DW",
         "The ECB's decision was made at a rare external meeting in Slovenia's capital ...", "Oct 17, 2024"),
    )))
    t.append((ask("ECB monetary policy decisions 2025 deposit facility rate June 2025"), found(
        ("https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250605~3b5f67d007.en.html", "Monetary policy decisions — 5 June 2025",
         "The Governing Council today decided to lower the three key ECB interest rates by 25 basis points ... deposit facility rate to 2.00% ...", "Jun 5, 2025"),
        ("https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250417~42727d0735.en.html", "Monetary policy decisions — 17 April 2025",
         "... the deposit facility rate ... will be decreased to 2.25% with effect from 23 April 2025 ...", "Apr 17, 2025"),
        ("https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250306~d4340800b3.en.html", "Monetary policy decisions — 6 March 2025",
         "... decrease to 2.50%, 2.65% and 2.90% respectively, with effect from 12 March 2025 ...", "Mar 6, 2025"),
        ("https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250130~530b29e622.en.html", "Monetary policy decisions — 30 January 2025",
         "... decrease to 2.75%, 2.90% and 3.15% respectively, with effect from 5 February 2025 ...", "Jan 30, 2025"),
        ("https://www.reuters.com/markets/europe/ecb-cuts-rates-2-signals-pause-2025-06-05/", "ECB cuts rates to 2%, signals pause | Reuters",
         "The ECB cut rates for an eighth time in a year, halving borrowing costs from the 4% peak ...", "Jun 5, 2025"),
        ("https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250724~d4a1c1a0e6.en.html", "Monetary policy decisions — 24 July 2025",
         "The Governing Council today decided to keep the three key ECB interest rates unchanged ...", "Jul 24, 2025"),
    )))
    t.append(page("https://www.ecb.europa.eu/press/pr/date/2025/html/ecb.mp250605~3b5f67d007.en.html", "Rates decided and effective date", """
# Monetary policy decisions

**5 June 2025**

The Governing Council today decided to lower the three key ECB interest rates by 25 basis points. In particular, the decision to lower the deposit facility rate – the rate through which the Governing Council steers the monetary policy stance – is based on its updated assessment of the inflation outlook, the dynamics of underlying inflation and the strength of monetary policy transmission.

Inflation is currently at around the Governing Council's 2% medium-term target. In the baseline of the new Eurosystem staff projections, headline inflation is set to average 2.0% in 2025, 1.6% in 2026 and 2.0% in 2027.

## Key ECB interest rates

The interest rates on the deposit facility, the main refinancing operations and the marginal lending facility will be decreased to **2.00%, 2.15% and 2.40%** respectively, with effect from **11 June 2025**.

| Facility | New rate | Effective |
| --- | --- | --- |
| Deposit facility (DFR) | 2.00% | 11 June 2025 |
| Main refinancing operations (MRO) | 2.15% | 11 June 2025 |
| Marginal lending facility (MLF) | 2.40% | 11 June 2025 |

## Asset purchase programme (APP) and pandemic emergency purchase programme (PEPP)

The APP and PEPP portfolios are declining at a measured and predictable pace, as the Eurosystem no longer reinvests the principal payments from maturing securities.

The President of the ECB will comment on the considerations underlying these decisions at a press conference starting at 14:45 CET today.
"""))
    t.append(m.add({"ecb_2025_06_05": "DFR 2.00% / MRO 2.15% / MLF 2.40%, −25 bp, effective 11 Jun 2025 (8th cut since Jun 2024)"}))
    rs.add(task="search", tid="h37-search-11", system=SYSTEM, turns=t,
           state=state("Build a timeline of ECB key rate decisions from the October 2024 cut to mid-2025, with the deposit facility rate after each.", "2025-08-04"),
           bad=True, turn=4, kind="same press release's deposit rate reads 3.50% in a later snippet after the page showed 3.25%")


# web_search / web_extractor / dict_memory on tallest buildings: clean
def t12(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("world's tallest buildings list 2025 CTBUH Skyscraper Center"), found(
        ("https://www.skyscrapercenter.com/buildings", "Tallest Buildings - The Skyscraper Center",
         "The 100 tallest completed buildings in the world, ranked by height to architectural top: Burj Khalifa 828 m, Merdeka 118 678.9 m, Shanghai Tower 632 m ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_tallest_buildings", "List of tallest buildings - Wikipedia",
         "This list of tallest buildings includes skyscrapers with continuously occupiable floors and a height of at least 350 meters ...", "N/A"),
        ("https://www.ctbuh.org/resource/height", "Height Criteria - CTBUH",
         "CTBUH measures tall buildings by height to architectural top, including spires but not antennas, signage, flagpoles ...", "N/A"),
        ("https://www.skyscrapercenter.com/building/merdeka-118/15737", "Merdeka 118 - The Skyscraper Center",
         "Kuala Lumpur. Height (architectural): 678.9 m / 2,227 ft. Floors above ground: 118. Completed 2023 ...", "N/A"),
        ("https://www.britannica.com/topic/tallest-buildings-in-the-world-2226971", "The 10 Tallest Buildings in the World | Britannica",
         "Burj Khalifa in Dubai has held the title of world's tallest building since 2010 ...", "N/A"),
        ("https://www.archdaily.com/1015412/the-tallest-buildings-in-the-world-2025", "The Tallest Buildings in the World in 2025 | ArchDaily",
         "From Dubai to Kuala Lumpur to Shenzhen, a look at the supertall and megatall towers reshaping skylines ...", "Jan 28, 2025"),
        ("https://www.statista.com/statistics/589798/tallest-buildings-worldwide/", "Tallest buildings worldwide 2025 | Statista",
         "Height of the tallest buildings in the world as of January 2025 (in meters) ...", "Jan 9, 2025"),
        ("https://www.reddit.com/r/skyscrapers/comments/1hzj2kq/updated_top_20_tallest_buildings_2025/", "Updated top 20 tallest buildings (2025) : r/skyscrapers",
         "Made a chart of the current top 20 including Wuhan Greenland Center now that it's officially complete ...", "Jan 12, 2025"),
    )))
    t.append(page("https://www.skyscrapercenter.com/buildings", "Top 20 completed buildings by height with city, height, floors and year", """
# Tallest Buildings

The Skyscraper Center · Filter: Completed · Sorted by height (architectural) · Showing 1–20 of 100

| # | Building Name | City | Height (m) | Height (ft) | Floors | Completion | Material | Function |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Burj Khalifa | Dubai | 828 | 2,717 | 163 | 2010 | steel/concrete | office / residential / hotel |
| 2 | Merdeka 118 | Kuala Lumpur | 678.9 | 2,227 | 118 | 2023 | composite | hotel / office |
| 3 | Shanghai Tower | Shanghai | 632 | 2,073 | 128 | 2015 | composite | hotel / office |
| 4 | Makkah Royal Clock Tower | Mecca | 601 | 1,972 | 120 | 2012 | steel/concrete | other / hotel |
| 5 | Ping An Finance Center | Shenzhen | 599.1 | 1,965 | 115 | 2017 | composite | office |
| 6 | Lotte World Tower | Seoul | 554.5 | 1,819 | 123 | 2017 | composite | hotel / residential / office / retail |
| 7 | One World Trade Center | New York City | 541.3 | 1,776 | 94 | 2014 | composite | office |
| 8 | Guangzhou CTF Finance Centre | Guangzhou | 530 | 1,739 | 111 | 2016 | composite | hotel / residential / office |
| 8 | Tianjin CTF Finance Centre | Tianjin | 530 | 1,739 | 97 | 2019 | composite | hotel / serviced apartments / office |
| 10 | CITIC Tower | Beijing | 527.7 | 1,731 | 109 | 2018 | composite | office |
| 11 | TAIPEI 101 | Taipei | 508 | 1,667 | 101 | 2004 | composite | office |
| 12 | Shanghai World Financial Center | Shanghai | 492 | 1,614 | 101 | 2008 | composite | hotel / office |
| 13 | International Commerce Centre | Hong Kong | 484 | 1,588 | 108 | 2010 | composite | hotel / office |
| 14 | Wuhan Greenland Center | Wuhan | 475.6 | 1,560 | 101 | 2023 | composite | hotel / residential / office |
| 15 | Central Park Tower | New York City | 472.4 | 1,550 | 98 | 2020 | concrete | residential |
| 16 | Lakhta Center | St. Petersburg | 462 | 1,516 | 87 | 2019 | composite | office |
| 17 | Landmark 81 | Ho Chi Minh City | 461.2 | 1,513 | 81 | 2018 | composite | hotel / residential |
| 18 | Changsha IFS Tower T1 | Changsha | 452.1 | 1,483 | 94 | 2018 | composite | hotel / office |
| 19 | Petronas Twin Tower 1 | Kuala Lumpur | 451.9 | 1,483 | 88 | 1998 | composite | office |
| 19 | Petronas Twin Tower 2 | Kuala Lumpur | 451.9 | 1,483 | 88 | 1998 | composite | office |

Height is measured from the level of the lowest, significant, open-air, pedestrian entrance to the architectural top of the building, including spires, but not including antennae, signage, flag poles or other functional-technical equipment.
"""))
    t.append(m.add({
        "top5": "1 Burj Khalifa 828 m (2010); 2 Merdeka 118 678.9 m (2023); 3 Shanghai Tower 632 m (2015); 4 Makkah Royal Clock Tower 601 m (2012); 5 Ping An Finance Center 599.1 m (2017)",
        "scratch": "check China-only list + Merdeka details",
    }))
    t.append(page("https://www.skyscrapercenter.com/country/china", "Tallest completed buildings in China, sorted by completion year (newest first)", """
# China — Tallest Buildings

The Skyscraper Center · Country: China · Filter: Completed, ≥ 450 m · Sorted by completion year (descending) · Showing 8 of 8

| China rank | Building Name | City | Height (m) | Height (ft) | Floors | Completion |
| --- | --- | --- | --- | --- | --- | --- |
| 7 | Wuhan Greenland Center | Wuhan | 475.6 | 1,560 | 101 | 2023 |
| 3 | Tianjin CTF Finance Centre | Tianjin | 530 | 1,739 | 97 | 2019 |
| 5 | CITIC Tower | Beijing | 527.7 | 1,731 | 109 | 2018 |
| 8 | Changsha IFS Tower T1 | Changsha | 452.1 | 1,483 | 94 | 2018 |
| 2 | Ping An Finance Center | Shenzhen | 599.1 | 1,965 | 115 | 2017 |
| 3 | Guangzhou CTF Finance Centre | Guangzhou | 530 | 1,739 | 111 | 2016 |
| 1 | Shanghai Tower | Shanghai | 632 | 2,073 | 128 | 2015 |
| 6 | Shanghai World Financial Center | Shanghai | 492 | 1,614 | 101 | 2008 |

Buildings in Hong Kong (International Commerce Centre, 484 m) and Taiwan (TAIPEI 101, 508 m) are listed under their own regions.
"""))
    t.append((ask("Merdeka 118 height 679 m official opening completed 2023 floors"), found(
        ("https://en.wikipedia.org/wiki/Merdeka_118", "Merdeka 118 - Wikipedia",
         "Merdeka 118 is a 118-storey, 678.9 m (2,227 ft) megatall skyscraper in Kuala Lumpur, Malaysia. It is the second-tallest building in the world ...", "N/A"),
        ("https://www.skyscrapercenter.com/building/merdeka-118/15737", "Merdeka 118 - The Skyscraper Center",
         "Height (architectural): 678.9 m / 2,227 ft. Floors above ground: 118. Completed 2023 ...", "N/A"),
        ("https://www.pnb118.com/merdeka-118/", "Merdeka 118 | PNB 118",
         "At 679 metres, Merdeka 118 is the tallest building in Southeast Asia and the second tallest in the world ...", "N/A"),
        ("https://www.ctbuh.org/news/merdeka-118-officially-second-tallest", "CTBUH Certifies Merdeka 118 as World's Second-Tallest Building",
         "The Council on Tall Buildings and Urban Habitat has officially certified Merdeka 118 at 678.9 meters ...", "Dec 1, 2023"),
        ("https://www.thestar.com.my/news/nation/2024/01/10/merdeka-118-officially-opens", "Merdeka 118 officially opens - The Star",
         "The tower, whose spire was inspired by Tunku Abdul Rahman's raised hand when declaring independence ...", "Jan 10, 2024"),
        ("https://fkaustralia.com/projects/merdeka-118/", "Merdeka 118 — Fender Katsalidis",
         "Architect Fender Katsalidis designed the tower with a faceted glass façade inspired by Malaysian art ...", "N/A"),
    )))
    t.append(page("https://en.wikipedia.org/wiki/Merdeka_118", "Height, floors, architect and completion/opening dates", """
From Wikipedia, the free encyclopedia

Skyscraper in Kuala Lumpur, Malaysia

| Merdeka 118 | |
| --- | --- |
| Status | Completed |
| Type | Mixed-use |
| Location | Kuala Lumpur, Malaysia |
| Construction started | 2014 |
| Topped-out | 30 November 2021 |
| Completed | 2023 |
| Opening | 10 January 2024 |
| Cost | RM 5 billion |
| Owner | Permodalan Nasional Berhad |
| Architectural | 678.9 m (2,227 ft) |
| Roof | 500 m (1,640 ft) |
| Top floor | 565 m (1,854 ft) |
| Observatory | 559 m (1,834 ft) |
| Floor count | 118 (+5 basement floors) |
| Floor area | 292,000 m² |
| Lifts/elevators | 87 |
| Architect | Fender Katsalidis |
| Structural engineer | Leslie E. Robertson Associates |
| Main contractor | Samsung C&T, UEM Builders |

**Merdeka 118** (previously known as **KL118** or **PNB 118**) is a 118-storey, 678.9 m (2,227 ft) megatall skyscraper in Kuala Lumpur, Malaysia. It is the second-tallest building in the world, behind the 828 m (2,717 ft) Burj Khalifa, and the tallest in Southeast Asia.

## History

The tower was first proposed in 2010 by Permodalan Nasional Berhad. Construction began in 2014, the tower topped out on 30 November 2021, and it was completed in 2023. CTBUH certified its height in December 2023, and the tower officially opened on 10 January 2024 with the Park Hyatt Kuala Lumpur occupying the upper floors.

## Design

The faceted façade is inspired by patterns found in Malaysian arts and crafts, and the spire's shape references the silhouette of Tunku Abdul Rahman raising his hand while chanting "Merdeka!" in 1957.
"""))
    t.append(m.update({"top5": "1 Burj Khalifa 828 m (2010); 2 Merdeka 118 678.9 m ≈ 679 m / 2,227 ft (completed 2023, opened 10 Jan 2024); 3 Shanghai Tower 632 m (2015); 4 Makkah Royal Clock Tower 601 m (2012); 5 Ping An Finance Center 599.1 m (2017)"}))
    t.append((ask("Jeddah Tower construction resumed 2025 height completion"), found(
        ("https://www.arabnews.com/node/2586123/business-economy", "Construction of Jeddah Tower resumes, set to be world's tallest - Arab News",
         "Jeddah Economic Company has resumed work on the Jeddah Tower, which will rise to more than 1,000 meters ...", "Jan 8, 2025"),
        ("https://www.skyscrapercenter.com/building/jeddah-tower/2154", "Jeddah Tower - The Skyscraper Center",
         "Status: Under Construction. Height (architectural): 1,000+ m. Floors above ground: 167. Proposed completion 2028 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Jeddah_Tower", "Jeddah Tower - Wikipedia",
         "Construction was halted in January 2018 at around the 63rd floor; work restarted in January 2025 under a new contract with Saudi Binladin Group ...", "N/A"),
        ("https://www.cnn.com/2025/01/23/style/jeddah-tower-construction-resumes-intl", "Jeddah Tower: Construction restarts on what will be the world's tallest skyscraper | CNN",
         "Designed by Adrian Smith + Gordon Gill Architecture, the tower is expected to be completed in 2028 ...", "Jan 23, 2025"),
        ("https://www.constructionweek.online/projects-tenders/jeddah-tower-construction-update", "Jeddah Tower construction update - Construction Week",
         "Concrete works adding roughly one floor every three to four days ...", "Jan 15, 2025"),
    )))
    t.append(m.add({"jeddah_tower": "Under construction (halted Jan 2018 at ~63 floors, resumed Jan 2025); >1,000 m planned; completion target 2028"}))
    t.append(m.remove("scratch"))
    t.append(m.retrieve_all())
    rs.add(task="search", tid="h37-search-12", system=SYSTEM, turns=t,
           state=state("List the world's five tallest completed buildings (height, year), details of Merdeka 118, and the status of Jeddah Tower.", "2025-02-03"))


# web_search / web_extractor / dict_memory on nuclear reactor restarts: bad
def t13(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("Japan nuclear reactor restarts 2024 Onagawa 2 Shimane 2 BWR"), found(
        ("https://www.world-nuclear-news.org/articles/onagawa-2-restarts", "Japan's Onagawa 2 restarts - World Nuclear News",
         "Unit 2 of Tohoku Electric Power Company's Onagawa plant in Miyagi prefecture has been restarted, the first BWR to resume operation in Japan since 2011 ...", "Oct 30, 2024"),
        ("https://www.world-nuclear-news.org/articles/shimane-2-restarts", "Shimane 2 restarts after 13-year outage - World Nuclear News",
         "Chugoku Electric restarted Shimane unit 2 on 7 December, the second BWR to return to operation in Japan ...", "Dec 9, 2024"),
        ("https://pris.iaea.org/PRIS/CountryStatistics/CountryDetails.aspx?current=JP", "PRIS - Country Details - Japan",
         "Nuclear power reactors in Japan: operational, suspended operation, under construction, permanent shutdown ...", "N/A"),
        ("https://www.reuters.com/business/energy/japans-tohoku-electric-restarts-onagawa-reactor-first-since-fukushima-2024-10-29/", "Japan's Tohoku Electric restarts reactor near Fukushima disaster zone | Reuters",
         "Tohoku Electric restarted the No. 2 reactor at its Onagawa plant on Tuesday, the first restart of a reactor of the same type as Fukushima Daiichi ...", "Oct 29, 2024"),
        ("https://www.japantimes.co.jp/news/2024/11/04/japan/onagawa-reactor-halted-equipment-issue/", "Onagawa reactor halted days after restart over equipment problem - The Japan Times",
         "Tohoku Electric suspended the reactor on Nov. 3 after a problem with neutron monitoring equipment; it plans to resume operations this month ...", "Nov 4, 2024"),
        ("https://www.nippon.com/en/japan-data/h00417/", "Japan's Nuclear Power Plants: Status of Reactors | Nippon.com",
         "Of Japan's 33 operable reactors, 14 have restarted under the post-Fukushima safety rules as of December 2024 ...", "Dec 12, 2024"),
        ("https://www.jaif.or.jp/en/news/japans-nuclear-power-plants-status-december-2024", "Current Status of Nuclear Power Plants in Japan - JAIF",
         "Operating status of all units as of December 2024, including units under NRA review ...", "Dec 16, 2024"),
    )))
    t.append(page("https://pris.iaea.org/PRIS/CountryStatistics/CountryDetails.aspx?current=JP", "Status of every Japanese power reactor", """
# Japan

PRIS — Power Reactor Information System · Last update on 2024-12-19

| Operational reactors | Suspended operation | Under construction | Permanent shutdown |
| --- | --- | --- | --- |
| 14 | 19 | 2 | 27 |

Nuclear electricity supply (2023): 77.5 TW(e).h · Nuclear share 5.5%

## Operable reactors

| Name | Type | Status | Location | Reference unit power [MW] | First grid connection |
| --- | --- | --- | --- | --- | --- |
| GENKAI-3 | PWR | Operational | Saga | 1127 | 1993-06-15 |
| GENKAI-4 | PWR | Operational | Saga | 1127 | 1996-11-12 |
| HAMAOKA-3 | BWR | Suspended Operation | Shizuoka | 1056 | 1987-01-20 |
| HAMAOKA-4 | BWR | Suspended Operation | Shizuoka | 1092 | 1993-01-27 |
| HAMAOKA-5 | BWR | Suspended Operation | Shizuoka | 1325 | 2004-04-26 |
| HIGASHI DORI-1 (TOHOKU) | BWR | Suspended Operation | Aomori | 1067 | 2005-03-09 |
| IKATA-3 | PWR | Operational | Ehime | 846 | 1994-02-07 |
| KASHIWAZAKI KARIWA-1 | BWR | Suspended Operation | Niigata | 1067 | 1985-02-13 |
| KASHIWAZAKI KARIWA-2 | BWR | Suspended Operation | Niigata | 1067 | 1990-02-08 |
| KASHIWAZAKI KARIWA-3 | BWR | Suspended Operation | Niigata | 1067 | 1992-12-08 |
| KASHIWAZAKI KARIWA-4 | BWR | Suspended Operation | Niigata | 1067 | 1993-12-21 |
| KASHIWAZAKI KARIWA-5 | BWR | Suspended Operation | Niigata | 1067 | 1989-09-12 |
| KASHIWAZAKI KARIWA-6 | BWR | Suspended Operation | Niigata | 1315 | 1996-01-29 |
| KASHIWAZAKI KARIWA-7 | BWR | Suspended Operation | Niigata | 1315 | 1996-12-17 |
| MIHAMA-3 | PWR | Operational | Fukui | 780 | 1976-02-19 |
| OHI-3 | PWR | Operational | Fukui | 1127 | 1991-06-07 |
| OHI-4 | PWR | Operational | Fukui | 1127 | 1992-06-19 |
| ONAGAWA-2 | BWR | Operational | Miyagi | 796 | 1994-12-23 |
| ONAGAWA-3 | BWR | Suspended Operation | Miyagi | 796 | 2001-05-30 |
| SENDAI-1 | PWR | Operational | Kagoshima | 846 | 1983-09-16 |
| SENDAI-2 | PWR | Operational | Kagoshima | 846 | 1985-04-05 |
| SHIKA-1 | BWR | Suspended Operation | Ishikawa | 505 | 1993-01-12 |
| SHIKA-2 | BWR | Suspended Operation | Ishikawa | 1108 | 2005-07-04 |
| SHIMANE-2 | BWR | Operational | Shimane | 789 | 1988-07-11 |
| TAKAHAMA-1 | PWR | Operational | Fukui | 780 | 1974-03-27 |
| TAKAHAMA-2 | PWR | Operational | Fukui | 780 | 1975-01-17 |
| TAKAHAMA-3 | PWR | Operational | Fukui | 830 | 1984-05-09 |
| TAKAHAMA-4 | PWR | Operational | Fukui | 830 | 1984-11-01 |
| TOKAI-2 | BWR | Suspended Operation | Ibaraki | 1060 | 1978-03-13 |
| TOMARI-1 | PWR | Suspended Operation | Hokkaido | 550 | 1988-12-06 |
| TOMARI-2 | PWR | Suspended Operation | Hokkaido | 550 | 1990-08-27 |
| TOMARI-3 | PWR | Suspended Operation | Hokkaido | 866 | 2009-03-20 |
| TSURUGA-2 | PWR | Suspended Operation | Fukui | 1108 | 1986-06-19 |

## Under construction

| Name | Type | Status | Location | Reference unit power [MW] | Construction start |
| --- | --- | --- | --- | --- | --- |
| OHMA | BWR | Under Construction | Aomori | 1325 | 2010-05-07 |
| SHIMANE-3 | BWR | Under Construction | Shimane | 1325 | 2007-10-12 |
"""))
    t.append(m.add({
        "onagawa_2": "Tohoku Electric, BWR 796 MW; restarted 29 Oct 2024 (first BWR since 2011); PRIS: Operational",
        "shimane_2": "Chugoku Electric, BWR 789 MW; restarted 7 Dec 2024; PRIS: Operational",
        "japan_fleet": "PRIS (2024-12-19): 14 operational, 19 suspended, 2 under construction, 27 permanent shutdown",
    }))
    t.append((ask("Kashiwazaki-Kariwa 7 fuel loading 2024 restart Niigata governor consent"), found(
        ("https://www.world-nuclear-news.org/articles/fuel-loading-completed-at-kashiwazaki-kariwa-7", "Fuel loading completed at Kashiwazaki-Kariwa 7 - World Nuclear News",
         "TEPCO has completed loading 872 fuel assemblies into the core of unit 7; restart requires the consent of Niigata prefecture ...", "Apr 26, 2024"),
        ("https://www.reuters.com/business/energy/tepco-loads-fuel-kashiwazaki-kariwa-reactor-2024-04-15/", "TEPCO starts loading fuel at world's biggest nuclear plant | Reuters",
         "Tokyo Electric Power began loading fuel into the No. 7 reactor ahead of a possible restart, though local approval has not been granted ...", "Apr 15, 2024"),
        ("https://www.japantimes.co.jp/news/2024/09/27/japan/kashiwazaki-kariwa-7-anti-terrorism-deadline/", "Kashiwazaki-Kariwa No. 7 can't run past October 2025 until anti-terror facility ready - Japan Times",
         "The reactor faces a deadline for completing its specified severe accident facilities ...", "Sep 27, 2024"),
        ("https://www.asahi.com/ajw/articles/15521944", "Niigata governor still undecided on Kashiwazaki-Kariwa restart - The Asahi Shimbun",
         "Governor Hideyo Hanazumi said he would 'take time to listen to prefectural residents' before deciding ...", "Nov 29, 2024"),
        ("https://www.tepco.co.jp/en/hd/newsroom/press/archives/2024/kk7-fuel-loading.html", "Kashiwazaki-Kariwa Nuclear Power Station Unit 7: completion of fuel loading | TEPCO",
         "We completed loading fuel into the reactor of Unit 7 on April 26 ...", "Apr 26, 2024"),
        ("https://en.wikipedia.org/wiki/Kashiwazaki-Kariwa_Nuclear_Power_Plant", "Kashiwazaki-Kariwa Nuclear Power Plant - Wikipedia",
         "All seven units have been offline since 2012. Units 6 and 7 passed the NRA safety review in 2017 ...", "N/A"),
    )))
    t.append(page("https://pris.iaea.org/PRIS/CountryStatistics/ReactorDetails.aspx?current=594",
                  "Current status and operating history of Kashiwazaki Kariwa-7", """
# KASHIWAZAKI KARIWA-7

PRIS — Power Reactor Information System · Last update on 2024-12-19

| Reactor Details | |
| --- | --- |
| Reactor Type | Boiling Light-Water-Cooled and Moderated Reactor (BWR) |
| Model | ABWR |
| Status | Operational |
| Owner | Tokyo Electric Power Company Holdings |
| Operator | Tokyo Electric Power Company Holdings |
| Reference Unit Power (Net Capacity) | 1315 MWe |
| Design Net Capacity | 1315 MWe |
| Gross Capacity | 1356 MWe |
| Thermal Capacity | 3926 MWt |
| Construction Start | 1993-07-01 |
| First Criticality | 1996-11-01 |
| First Grid Connection | 1996-12-17 |
| Commercial Operation | 1997-07-02 |

## Production history

| Year | Electricity supplied [GW.h] | Reference unit power [MW] | Annual time on line [h] | Load factor [%] |
| --- | --- | --- | --- | --- |
| 2016 | 0 | 1315 | 0 | 0.0 |
| 2017 | 0 | 1315 | 0 | 0.0 |
| 2018 | 0 | 1315 | 0 | 0.0 |
| 2019 | 0 | 1315 | 0 | 0.0 |
| 2020 | 0 | 1315 | 0 | 0.0 |
| 2021 | 0 | 1315 | 0 | 0.0 |
| 2022 | 0 | 1315 | 0 | 0.0 |
| 2023 | 0 | 1315 | 0 | 0.0 |

Lifetime load factor: 58.1%
"""))
    t.append(m.add({"kk_7": "TEPCO ABWR 1315 MW; fuel loaded (872 assemblies) Apr 2024; restart awaits Niigata governor consent"}))
    t.append((ask("Tsuruga 2 NRA rejection November 2024 active fault first time"), found(
        ("https://www.world-nuclear-news.org/articles/japanese-regulator-rejects-tsuruga-2-restart", "Japanese regulator formally rejects Tsuruga 2 restart - World Nuclear News",
         "The Nuclear Regulation Authority formally decided that Tsuruga unit 2 does not meet the new regulatory standards, the first such rejection since 2013 ...", "Nov 13, 2024"),
        ("https://www.japantimes.co.jp/news/2024/11/13/japan/tsuruga-nuclear-plant-restart-rejected/", "Nuclear regulator rejects Tsuruga reactor restart, a first under post-Fukushima rules - The Japan Times",
         "The NRA concluded it could not rule out that a fault running beneath the reactor building is active ...", "Nov 13, 2024"),
        ("https://www.reuters.com/business/energy/japan-nuclear-regulator-rejects-restart-tsuruga-2024-11-13/", "Japan nuclear regulator rejects Tsuruga reactor restart in rare move | Reuters",
         "Japan Atomic Power Co said it would seek to reapply after conducting additional surveys ...", "Nov 13, 2024"),
        ("https://www.nippon.com/en/news/yjj2024111300432/", "NRA Formally Rejects Tsuruga Reactor Restart | Nippon.com",
         "The No. 2 unit at the Tsuruga plant in Fukui Prefecture ...", "Nov 13, 2024"),
        ("https://www.japc.co.jp/english/news/press/2024/pdf/20241113.pdf", "Regarding the NRA's decision on Tsuruga Unit 2 - Japan Atomic Power Company",
         "We will continue additional investigations and aim to reapply for conformity review ...", "Nov 13, 2024"),
    )))
    t.append(m.add({"tsuruga_2": "Japan Atomic Power PWR 1108 MW; NRA formally rejected restart 13 Nov 2024 (possible active fault) — first rejection under post-2013 rules"}))
    t.append(m.retrieve("onagawa_2", "shimane_2", "tsuruga_2"))
    rs.add(task="search", tid="h37-search-13", system=SYSTEM, turns=t,
           state=state("Which Japanese reactors restarted in 2024, what is their status in IAEA PRIS, and which restart applications stalled or failed?", "2024-12-20"),
           bad=True, turn=5, kind="reactor shown as Suspended Operation in the country table reads Operational on its own PRIS page the same day")


# web_search / web_extractor / dict_memory on tunnels under construction: clean
def t14(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("longest tunnels under construction world 2025 Brenner Lyon Turin Fehmarnbelt"), found(
        ("https://en.wikipedia.org/wiki/List_of_longest_tunnels", "List of longest tunnels - Wikipedia",
         "This is a list of the longest tunnels in the world ... Tunnels under construction: Mont Cenis Base Tunnel 57.5 km, Brenner Base Tunnel 55 km ...", "N/A"),
        ("https://www.telt.eu/en/the-base-tunnel/", "The Mont Cenis base tunnel - TELT",
         "The 57.5 km cross-border tunnel between Saint-Jean-de-Maurienne and Susa will be the longest rail tunnel in the world ...", "N/A"),
        ("https://www.bbt-se.com/en/", "Brenner Base Tunnel - BBT SE",
         "The Brenner Base Tunnel is a flat railway tunnel, 55 km long, between Innsbruck and Fortezza; including the Innsbruck bypass it reaches 64 km ...", "N/A"),
        ("https://femern.com/en/", "Fehmarnbelt tunnel - Femern A/S",
         "The 18 km immersed tunnel will connect Rødby on Lolland with Puttgarden on Fehmarn ...", "N/A"),
        ("https://www.newcivilengineer.com/latest/worlds-longest-tunnels-under-construction-2025", "The world's longest tunnels under construction in 2025 | New Civil Engineer",
         "From the 35.7-mile Lyon–Turin link to Norway's record-breaking Rogfast, these are the projects to watch ...", "Feb 12, 2025"),
        ("https://www.vegvesen.no/vegprosjekter/europaveg/e39rogfast/", "E39 Rogfast - Statens vegvesen",
         "Rogfast will be the world's longest and deepest subsea road tunnel, 26.7 km long and 392 metres below sea level ...", "N/A"),
        ("https://www.railway-technology.com/features/longest-rail-tunnels/", "The world's longest railway tunnels - Railway Technology",
         "Gotthard Base Tunnel (57.1 km) remains the longest in operation until Lyon–Turin opens ...", "Aug 20, 2024"),
        ("https://www.oebb.at/en/projekte-fuer-oesterreich/bahninfrastruktur/koralmbahn", "Koralm Railway - ÖBB",
         "The 32.9 km Koralm Tunnel between Styria and Carinthia is scheduled to open with the December 2025 timetable change ...", "N/A"),
    )))
    t.append(page("https://en.wikipedia.org/wiki/List_of_longest_tunnels", "The section listing the longest tunnels under construction", """
# List of longest tunnels

From Wikipedia, the free encyclopedia

This is a list of the longest tunnels in the world, covering water supply, railway, road and hydroelectric tunnels longer than 10 km.

## Under construction

| Tunnel | Use | Length | Location | Expected completion | Notes |
| --- | --- | --- | --- | --- | --- |
| Mont Cenis Base Tunnel (Lyon–Turin) | Rail | 57.5 km (35.7 mi) | France, Italy | 2033 | Will overtake the Gotthard Base Tunnel (57.1 km) as the longest rail tunnel |
| Brenner Base Tunnel | Rail | 55 km (34 mi); 64 km (40 mi) with Innsbruck bypass | Austria, Italy | 2032 | Twin single-track tubes plus exploratory tunnel |
| Koralm Tunnel | Rail | 32.9 km (20.4 mi) | Austria | 2025 | Part of the Koralm Railway Graz–Klagenfurt |
| Semmering Base Tunnel | Rail | 27.3 km (17.0 mi) | Austria | 2030 | Replaces the 1854 Semmering railway crossing |
| Rogfast | Road (subsea) | 26.7 km (16.6 mi) | Norway | 2033 | Deepest point 392 m below sea level; includes an undersea interchange |
| Fehmarnbelt Tunnel | Road and rail (immersed tube) | 18.1 km (11.2 mi) | Denmark, Germany | 2029 | 89 prefabricated concrete elements, each 217 m long |
| Silvertown Tunnel | Road | 1.4 km (0.87 mi) | United Kingdom | 2025 | Twin-bore under the Thames |

## Longest in operation (for comparison)

| Tunnel | Use | Length | Location | Opened |
| --- | --- | --- | --- | --- |
| Gotthard Base Tunnel | Rail | 57.1 km (35.5 mi) | Switzerland | 2016 |
| Seikan Tunnel | Rail | 53.85 km (33.46 mi) | Japan | 1988 |
| Channel Tunnel | Rail | 50.45 km (31.35 mi) | France, United Kingdom | 1994 |
| Lærdal Tunnel | Road | 24.51 km (15.23 mi) | Norway | 2000 |
"""))
    t.append(m.add({
        "lyon_turin": "57.5 km (35.7 mi) rail, France–Italy, expected 2033 — will be longest rail tunnel (Gotthard 57.1 km)",
        "brenner": "55 km (64 km incl. Innsbruck bypass) rail, Austria–Italy, expected 2032",
        "fehmarnbelt": "18.1 km immersed road+rail tunnel, Denmark–Germany, expected 2029",
        "rogfast": "26.7 km subsea road tunnel, Norway, 392 m below sea level, expected 2033",
    }))
    t.append(m.remove("lyon_turin"))
    t.append(m.add({"mont_cenis_base_tunnel": "Lyon–Turin base tunnel: 57.5 km (35.7 mi) rail, Saint-Jean-de-Maurienne–Susa, France–Italy, expected 2033 — will be longest rail tunnel (Gotthard 57.1 km)"}))
    t.append(m.retrieve_all())
    rs.add(task="search", tid="h37-search-14", system=SYSTEM, turns=t,
           state=state("Note the longest tunnels currently under construction with lengths, countries and expected completion.", "2025-03-10"))


# web_search / web_extractor / dict_memory on museum attendance: clean
def t15(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("most visited art museums 2024 The Art Newspaper visitor figures"), found(
        ("https://www.theartnewspaper.com/2025/03/25/the-100-most-popular-art-museums-in-the-world-2024", "The 100 most popular art museums in the world—2024 | The Art Newspaper",
         "The Louvre remained the world's most visited museum in 2024 with 8.7 million visitors, ahead of the Vatican Museums and the British Museum ...", "Mar 25, 2025"),
        ("https://www.louvre.fr/en/press/louvre-2024-attendance", "Attendance at the Louvre in 2024 | Louvre",
         "The Musée du Louvre welcomed 8.7 million visitors in 2024 ...", "Jan 2025"),
        ("https://www.statista.com/statistics/247822/most-visited-art-museums-worldwide/", "Most visited art museums worldwide 2024 | Statista",
         "Number of visitors to the most visited art museums worldwide in 2024 (in millions) ...", "Apr 2, 2025"),
        ("https://en.wikipedia.org/wiki/List_of_most-visited_art_museums", "List of most-visited art museums - Wikipedia",
         "This is a list of the most-visited art museums in the world, based on The Art Newspaper's annual survey ...", "N/A"),
        ("https://www.britishmuseum.org/about-us/press/british-museum-2024-visitor-numbers", "British Museum announces 2024 visitor figures",
         "The British Museum welcomed 6.5 million visitors in 2024, making it the UK's most visited attraction for the second year running ...", "Mar 2025"),
        ("https://www.theguardian.com/culture/2025/mar/25/louvre-vatican-british-museum-most-visited-art-museums-2024", "Louvre tops list of world's most visited museums as British Museum surges | The Guardian",
         "Museum attendance across the top 100 is now close to pre-pandemic levels ...", "Mar 25, 2025"),
        ("https://www.alva.org.uk/details.cfm?p=423", "ALVA — Visits made in 2024 to visitor attractions in membership with ALVA",
         "British Museum 6,479,952; Natural History Museum 6,301,972; Tate Modern 4,603,025 ...", "Mar 2025"),
    )))
    t.append(page("https://www.theartnewspaper.com/2025/03/25/the-100-most-popular-art-museums-in-the-world-2024",
                  "Ranked table of the top museums with 2024 visitor numbers", """
# The 100 most popular art museums in the world—2024

*The Art Newspaper · Visitor Figures 2024 · 25 March 2025*

Our annual survey shows attendance at the world's top 100 art museums recovering to 96% of 2019 levels. The Louvre is, once again, the most visited museum in the world, although its 8.7 million visitors was slightly down (−2%) on 2023.

| Rank | Museum | City | Visitors 2024 | Change vs 2023 |
| --- | --- | --- | --- | --- |
| 1 | Musée du Louvre | Paris | 8,700,000 | −2% |
| 2 | Vatican Museums | Vatican City | 6,825,436 | +1% |
| 3 | British Museum | London | 6,479,952 | +11% |
| 4 | Metropolitan Museum of Art | New York | 5,727,258 | +7% |
| 5 | Tate Modern | London | 4,603,025 | −2% |
| 6 | National Museum of Korea | Seoul | 3,788,785 | −9% |
| 7 | Musée d'Orsay | Paris | 3,751,000 | −3% |
| 8 | Museo Nacional del Prado | Madrid | 3,440,132 | +4% |
| 9 | National Gallery | London | 3,203,675 | +16% |
| 10 | Centre Pompidou | Paris | 3,157,000 | +3% |

Page 1 of 10 · [Next: 11–20](https://www.theartnewspaper.com/2025/03/25/the-100-most-popular-art-museums-in-the-world-2024?page=2)

*Figures are supplied by the museums; they include temporary exhibitions and free entry days where counted.*
"""))
    t.append(m.add({
        "top3_2024": "Louvre 8.7m; Vatican Museums 6.83m; British Museum 6.48m (The Art Newspaper, Mar 2025)",
        "louvre_2024": "8,700,000 visitors (−2% vs 2023)",
        "tmp_next": "get ranks 11–20 and Louvre's own breakdown",
    }))
    t.append(page("https://www.theartnewspaper.com/2025/03/25/the-100-most-popular-art-museums-in-the-world-2024?page=2",
                  "Ranks 11 to 20", """
# The 100 most popular art museums in the world—2024

*The Art Newspaper · Visitor Figures 2024 · 25 March 2025*

| Rank | Museum | City | Visitors 2024 | Change vs 2023 |
| --- | --- | --- | --- | --- |
| 11 | Museo Nacional Centro de Arte Reina Sofía | Madrid | 3,050,000 | +8% |
| 12 | State Hermitage Museum | St Petersburg | 2,900,000 | −7% |
| 13 | Rijksmuseum | Amsterdam | 2,700,000 | +2% |
| 14 | Victoria and Albert Museum (South Kensington) | London | 2,580,000 | +5% |
| 15 | Uffizi Galleries | Florence | 2,560,000 | −4% |
| 16 | National Gallery of Art | Washington, DC | 2,430,000 | +10% |
| 17 | Museum of Modern Art | New York | 2,390,000 | +6% |
| 18 | Van Gogh Museum | Amsterdam | 2,100,000 | +1% |
| 19 | Art Institute of Chicago | Chicago | 1,980,000 | +9% |
| 20 | Scottish National Gallery | Edinburgh | 1,950,000 | +12% |

Page 2 of 10 · [Previous: 1–10](https://www.theartnewspaper.com/2025/03/25/the-100-most-popular-art-museums-in-the-world-2024) · [Next: 21–30](https://www.theartnewspaper.com/2025/03/25/the-100-most-popular-art-museums-in-the-world-2024?page=3)
"""))
    t.append((ask("Louvre 2024 attendance 8.7 million foreign visitors share overcrowding"), found(
        ("https://www.louvre.fr/en/press/louvre-2024-attendance", "Attendance at the Louvre in 2024 | Louvre",
         "The Musée du Louvre welcomed 8.7 million visitors in 2024, compared with 8.9 million in 2023. Foreign visitors made up 69% ...", "Jan 2025"),
        ("https://www.reuters.com/lifestyle/louvre-visitor-numbers-2024-2025-01-07/", "Louvre drew 8.7 million visitors in 2024, slightly fewer than 2023 | Reuters",
         "The museum, which capped daily visitors at 30,000 in 2023, saw a slight decline while the Olympics kept some tourists away ...", "Jan 7, 2025"),
        ("https://www.nytimes.com/2025/01/28/arts/design/louvre-renovation-macron.html", "Macron Unveils 'Louvre New Renaissance' Plan - The New York Times",
         "A new entrance and a dedicated room for the Mona Lisa are planned, as the museum struggles with crowds far beyond its designed capacity ...", "Jan 28, 2025"),
        ("https://www.lemonde.fr/en/culture/article/2025/01/07/louvre-attendance-2024", "Louvre's attendance slips to 8.7 million in 2024 - Le Monde",
         "Americans remained the largest foreign contingent ...", "Jan 7, 2025"),
        ("https://www.theartnewspaper.com/2025/01/14/louvre-director-laurence-des-cars-warns-of-dilapidated-building", "Louvre director warns of 'dilapidated' building in leaked memo | The Art Newspaper",
         "Laurence des Cars described conditions that 'endanger' works of art and an overcrowded visitor experience ...", "Jan 14, 2025"),
    )))
    t.append(page("https://www.louvre.fr/en/press/louvre-2024-attendance", "Louvre's own 2024 attendance breakdown", """
# Attendance at the Louvre in 2024

*Press release · January 2025*

The Musée du Louvre welcomed **8.7 million visitors** in 2024, compared with 8.9 million in 2023 — a slight decrease linked in particular to the context of the Paris 2024 Olympic and Paralympic Games, during which tourist flows in Paris were redistributed.

## Key figures 2024

| Indicator | 2024 | 2023 |
| --- | --- | --- |
| Total visitors | 8.7 million | 8.9 million |
| Share of foreign visitors | 69% | 71% |
| Share of French visitors | 31% | 29% |
| Visitors under 26 | 2.6 million (30%) | 2.5 million |
| Daily cap | 30,000 | 30,000 (from 15 June 2023) |

## Foreign visitors by country of origin

| Country | Share of foreign visitors |
| --- | --- |
| United States | 13% |
| China | 6% |
| Italy | 6% |
| Spain | 5% |
| United Kingdom | 5% |
| Germany | 5% |
| Brazil | 4% |

## Free access

Free admission for visitors under 18, and under 26 for residents of the European Economic Area, accounted for 40% of total attendance.
"""))
    t.append(m.remove("tmp_next"))
    t.append(m.update({"louvre_2024": "8,700,000 visitors (8.7m; 8.9m in 2023, −2%); 69% foreign, US largest (13%); daily cap 30,000"}))
    t.append(m.retrieve_all())
    rs.add(task="search", tid="h37-search-15", system=SYSTEM, turns=t,
           state=state("Find the most visited art museums in 2024 (top 20 with visitor counts) and details on the Louvre's attendance.", "2025-04-07"))


# web_search / web_extractor / dict_memory on exoplanet discoveries: bad
def t16(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("TOI-715 b habitable zone super-Earth TESS discovery parameters"), found(
        ("https://exoplanetarchive.ipac.caltech.edu/overview/TOI-715", "NASA Exoplanet Archive — TOI-715 Overview",
         "TOI-715 b: Transit, discovered 2023 by TESS. Orbital period 19.288 days, radius 1.55 Earth radii ...", "N/A"),
        ("https://exofop.ipac.caltech.edu/tess/target.php?id=271971130", "ExoFOP-TESS: TIC 271971130 (TOI-715)",
         "TIC 271971130 · TOI-715.01 (CP), TOI-715.02 (PC) · RA 04:36:34.0 Dec −73:49:55 ...", "N/A"),
        ("https://academic.oup.com/mnras/article/527/3/5209/7330941", "TOI-715 b: a super-Earth in the conservative habitable zone of a nearby M dwarf | MNRAS",
         "We report the discovery of TOI-715 b, a 1.55 ± 0.06 R⊕ planet orbiting its nearby (42 pc) M dwarf host every 19.288 days ...", "Jan 2024"),
        ("https://science.nasa.gov/universe/exoplanets/discovery-alert-a-super-earth-in-the-habitable-zone/", "Discovery Alert: A Super-Earth in the Habitable Zone - NASA Science",
         "TOI-715 b is about one and a half times as wide as Earth, and orbits within the 'conservative' habitable zone around its parent star, 137 light-years away ...", "Jan 31, 2024"),
        ("https://www.birmingham.ac.uk/news/2024/new-super-earth-discovered-in-habitable-zone", "New 'super-Earth' discovered in habitable zone - University of Birmingham",
         "Led by Dr Georgina Dooley, the team used TESS data and ground-based follow-up from SPECULOOS and TRAPPIST-South ...", "Jan 24, 2024"),
        ("https://en.wikipedia.org/wiki/TOI-715", "TOI-715 - Wikipedia",
         "TOI-715 is a red dwarf star about 137 light-years from Earth in the constellation Volans ... hosts one confirmed planet ...", "N/A"),
        ("https://www.space.com/tess-exoplanet-super-earth-toi-715b-habitable-zone", "NASA's TESS finds 'super-Earth' in habitable zone of nearby star | Space.com",
         "A possible second planet, TOI-715 c, slightly larger than Earth, may also sit in the habitable zone ...", "Feb 1, 2024"),
    )))
    t.append(page("https://exoplanetarchive.ipac.caltech.edu/overview/TOI-715", "Planet and host-star parameters with identifiers", """
# TOI-715

NASA Exoplanet Archive · System Overview

## Host star

| Parameter | Value | Reference |
| --- | --- | --- |
| Other names | TIC 271971130, Gaia DR3 4662259606266850944, 2MASS J04363400-7349553 | |
| Spectral type | M4 V | Dooley et al. 2024 |
| Stellar effective temperature | 3075 ± 75 K | Dooley et al. 2024 |
| Stellar radius | 0.240 ± 0.007 R☉ | Dooley et al. 2024 |
| Stellar mass | 0.225 ± 0.012 M☉ | Dooley et al. 2024 |
| Distance | 42.47 ± 0.04 pc | Dooley et al. 2024 |
| TESS magnitude | 13.13 | |

## Planets

| Planet | Discovery method | Discovery year | Facility | Orbital period (days) | Planet radius (R⊕) | Planet mass (M⊕) | Eq. temperature (K) | Insolation (S⊕) | Semi-major axis (au) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| TOI-715 b | Transit | 2023 | Transiting Exoplanet Survey Satellite (TESS) | 19.288004 ± 0.000027 | 1.55 ± 0.06 | 3.02 (predicted) | 234 ± 12 | 0.67 ± 0.07 | 0.0830 ± 0.0027 |

**Discovery reference:** Dooley et al. 2024, MNRAS 527, 5209 — "TOI-715 b: a super-Earth in the conservative habitable zone of a nearby M dwarf"

Data last updated: 2024-02-08 · Planetary Systems Composite Parameters
"""))
    t.append(page("https://exofop.ipac.caltech.edu/tess/target.php?id=271971130", "TOI dispositions and follow-up for the target", """
# ExoFOP-TESS Target: TIC 271971310

**TOI-715** · Sectors observed: 1, 4, 7, 8, 9, 11, 12, 13, 27, 28, 31, 32, 34, 35, 36, 38, 39, 61, 62, 64, 65, 66, 67, 68, 69

## Basic information

| Field | Value |
| --- | --- |
| RA / Dec (J2000) | 04:36:34.00 −73:49:55.30 |
| Proper motion | 249.9 ± 0.03 mas/yr, 113.0 ± 0.03 mas/yr |
| TESS mag | 13.13 |
| Teff | 3075 K |
| Distance | 42.47 pc |
| Star radius | 0.24 R☉ |

## TOIs

| TOI | TESS disposition | TFOPWG disposition | Period (days) | Depth (ppm) | Duration (hours) | Planet radius (R⊕) | Comments |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 715.01 | PC | CP | 19.2880 ± 0.0001 | 3420 | 1.93 | 1.55 | Confirmed: Dooley et al. 2024 |
| 715.02 | PC | PC | 25.6055 ± 0.0009 | 1710 | 2.10 | 1.07 | Low SNR; needs more transits |

## Observing notes

| Date | User | Group | Note |
| --- | --- | --- | --- |
| 2023-02-14 | mgillon | SG1 | SPECULOOS-South: full transit of .01 detected on target, achromatic |
| 2023-05-02 | kcollins | SG1 | LCOGT 1m z-short: .02 partial event inconclusive |
| 2024-01-25 | gdooley | SG1 | .01 paper accepted MNRAS |
"""))
    t.append(m.add({"toi715b": "Super-Earth 1.55 ± 0.06 R⊕, P = 19.288 d, Teq 234 K, S = 0.67 S⊕, host M4V 0.24 R☉ at 42.5 pc (~137 ly); TESS, Dooley et al. 2024 (MNRAS 527, 5209)"}))
    t.append((ask("NASA confirmed exoplanets count 6000 milestone 2025"), found(
        ("https://science.nasa.gov/universe/exoplanets/nasas-tally-of-planets-outside-our-solar-system-reaches-6000/", "NASA's Tally of Planets Outside Our Solar System Reaches 6,000 - NASA Science",
         "The official count of confirmed exoplanets has reached 6,000, with more than 8,000 additional candidates awaiting confirmation ...", "Sep 17, 2025"),
        ("https://exoplanetarchive.ipac.caltech.edu/", "NASA Exoplanet Archive",
         "Confirmed Planets: 6,022 · TESS Project Candidates: 7,658 · Kepler Project Candidates ...", "N/A"),
        ("https://www.space.com/astronomy/exoplanets/nasa-exoplanet-count-6000", "NASA's exoplanet count hits 6,000 - Space.com",
         "It took about 30 years to go from the first exoplanet around a Sun-like star in 1995 to 6,000 confirmed ...", "Sep 18, 2025"),
        ("https://www.reuters.com/science/exoplanet-tally-tops-6000-2025-09-17/", "Exoplanet tally tops 6,000 as discoveries accelerate | Reuters",
         "The number doubled in under a decade, with TESS and ground surveys adding hundreds a year ...", "Sep 17, 2025"),
        ("https://en.wikipedia.org/wiki/Lists_of_exoplanets", "Lists of exoplanets - Wikipedia",
         "As of 2025, there are more than 6,000 confirmed exoplanets in over 4,400 planetary systems ...", "N/A"),
    )))
    t.append(page("https://science.nasa.gov/universe/exoplanets/nasas-tally-of-planets-outside-our-solar-system-reaches-6000/",
                  "Date of the milestone, candidate count and breakdown by type", """
# NASA's Tally of Planets Outside Our Solar System Reaches 6,000

*NASA Science · September 17, 2025*

The official count of confirmed exoplanets — planets outside our solar system — has reached 6,000, according to NASA's Exoplanet Science Institute at Caltech in Pasadena. More than 8,000 additional candidate planets are awaiting confirmation.

"This milestone represents decades of cosmic exploration driven by NASA space telescopes," said Shawn Domagal-Goldman, acting director of the Astrophysics Division at NASA Headquarters.

## How the confirmed planets break down

| Type | Share of confirmed planets |
| --- | --- |
| Gas giants (Jupiter-like and Saturn-like) | ~31% |
| Neptune-like | ~35% |
| Super-Earths | ~31% |
| Terrestrial (rocky, Earth-size or smaller) | ~4% |

| Discovery method | Share |
| --- | --- |
| Transit | ~74% |
| Radial velocity | ~19% |
| Microlensing | ~4% |
| Imaging and other | ~3% |

## Milestones

| Confirmed count | Year reached |
| --- | --- |
| 1,000 | 2013 |
| 4,000 | 2019 |
| 5,000 | 2022 |
| 6,000 | 2025 |

The first exoplanets were confirmed in 1992 around a pulsar; the first around a Sun-like star, 51 Pegasi b, in 1995.
"""))
    t.append(m.add({"exoplanet_count": "6,000 confirmed (NASA, 17 Sep 2025); >8,000 candidates; ~74% found by transit; 5,000 in 2022"}))
    t.append((ask("TOI-715 c candidate Earth-size habitable zone confirmation"), found(
        ("https://academic.oup.com/mnras/article/527/3/5209/7330941", "TOI-715 b: a super-Earth in the conservative habitable zone of a nearby M dwarf | MNRAS",
         "We also report a second candidate, TOI-715.02, with radius 1.066 R⊕ and period 25.6 d, which would lie in the optimistic habitable zone ...", "Jan 2024"),
        ("https://www.space.com/tess-exoplanet-super-earth-toi-715b-habitable-zone", "NASA's TESS finds 'super-Earth' in habitable zone of nearby star | Space.com",
         "If confirmed, the Earth-sized second planet would be the smallest habitable-zone planet discovered by TESS so far ...", "Feb 1, 2024"),
        ("https://science.nasa.gov/universe/exoplanets/discovery-alert-a-super-earth-in-the-habitable-zone/", "Discovery Alert: A Super-Earth in the Habitable Zone - NASA Science",
         "A possible second planet, about Earth-size, may also orbit within the habitable zone ...", "Jan 31, 2024"),
        ("https://www.reddit.com/r/exoplanets/comments/1ahk2m5/toi715b_and_candidate_c/", "TOI-715 b and candidate c : r/exoplanets",
         "Period ratio of ~1.33 is close to a 4:3 resonance, which would be neat if c is real ...", "Feb 2, 2024"),
    )))
    t.append(m.update({"toi715b": "Super-Earth 1.55 ± 0.06 R⊕, P = 19.288 d, Teq 234 K, S = 0.67 S⊕, host M4V 0.24 R☉ at 42.5 pc (~137 ly); TESS, Dooley et al. 2024 (MNRAS 527, 5209). Candidate c: 1.07 R⊕, P = 25.6 d, unconfirmed"}))
    t.append(m.retrieve_all())
    rs.add(task="search", tid="h37-search-16", system=SYSTEM, turns=t,
           state=state("Summarise the discovery and parameters of TOI-715 b and give NASA's current confirmed-exoplanet count.", "2025-10-01"),
           bad=True, turn=3, kind="host star's TIC catalog number has two digits swapped on the follow-up page")


# web_search / web_extractor / dict_memory on Tour de France stages: bad
def t17(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("Tour de France 2024 stage winners list"), found(
        ("https://en.wikipedia.org/wiki/2024_Tour_de_France", "2024 Tour de France - Wikipedia",
         "The 2024 Tour de France was the 111th edition ... It started in Florence, Italy, on 29 June and finished in Nice on 21 July. Tadej Pogačar won the general classification ...", "N/A"),
        ("https://www.letour.fr/en/stages-winners", "Stage winners - Tour de France 2024",
         "Stage 1: Romain Bardet. Stage 2: Kevin Vauquelin. Stage 3: Biniam Girmay. Stage 4: Tadej Pogačar ...", "N/A"),
        ("https://www.procyclingstats.com/race/tour-de-france/2024/gc/stages/winners", "Tour de France 2024 stage winners - ProCyclingStats",
         "Overview of all stage winners with profile and distance ...", "N/A"),
        ("https://www.cyclingnews.com/races/tour-de-france-2024/", "Tour de France 2024 - Results, route and news | Cyclingnews",
         "Pogačar completes Giro-Tour double with six stage wins; Girmay first Black African to win a Tour stage ...", "Jul 21, 2024"),
        ("https://www.bbc.com/sport/cycling/articles/c4ng0k9l2yvo", "Tour de France 2024: Tadej Pogačar wins third title with stage 21 time trial victory - BBC Sport",
         "Pogačar won the final time trial from Monaco to Nice to finish six minutes and 17 seconds ahead of Jonas Vingegaard ...", "Jul 21, 2024"),
        ("https://www.velo.outsideonline.com/road/road-racing/tour-de-france-2024-every-stage-winner/", "Every stage winner of the 2024 Tour de France - Velo",
         "From Bardet's emotional yellow in Rimini to Cavendish's record 35th in Saint-Vulbas ...", "Jul 22, 2024"),
        ("https://www.reddit.com/r/peloton/comments/1e8q9xl/2024_tour_de_france_stage_winners_recap/", "2024 Tour de France stage winners recap : r/peloton",
         "Pogi 6, Girmay 3, Philipsen 3, and a bunch of one-offs. What a Tour ...", "Jul 21, 2024"),
    )))
    stages = [
        (1, "29 June", "Florence – Rimini", "206 km", "Hilly stage", "Romain Bardet (FRA)"),
        (2, "30 June", "Cesenatico – Bologna", "199.2 km", "Hilly stage", "Kevin Vauquelin (FRA)"),
        (3, "1 July", "Piacenza – Turin", "230.8 km", "Flat stage", "Biniam Girmay (ERI)"),
        (4, "2 July", "Pinerolo – Valloire", "139.6 km", "Mountain stage", "Tadej Pogačar (SLO)"),
        (5, "3 July", "Saint-Jean-de-Maurienne – Saint-Vulbas", "177.4 km", "Flat stage", "Mark Cavendish (GBR)"),
        (6, "4 July", "Mâcon – Dijon", "163.5 km", "Flat stage", "Dylan Groenewegen (NED)"),
        (7, "5 July", "Nuits-Saint-Georges – Gevrey-Chambertin", "25.3 km", "Individual time trial", "Remco Evenepoel (BEL)"),
        (8, "6 July", "Semur-en-Auxois – Colombey-les-Deux-Églises", "183.4 km", "Hilly stage", "Biniam Girmay (ERI)"),
        (9, "7 July", "Troyes – Troyes", "199 km", "Hilly stage (gravel)", "Anthony Turgis (FRA)"),
        (10, "9 July", "Orléans – Saint-Amand-Montrond", "187.3 km", "Flat stage", "Jasper Philipsen (BEL)"),
        (11, "10 July", "Évaux-les-Bains – Le Lioran", "211 km", "Mountain stage", "Jonas Vingegaard (DEN)"),
        (12, "11 July", "Aurillac – Villeneuve-sur-Lot", "203.6 km", "Flat stage", "Biniam Girmay (ERI)"),
        (13, "12 July", "Agen – Pau", "165.3 km", "Flat stage", "Jasper Philipsen (BEL)"),
        (14, "13 July", "Pau – Saint-Lary-Soulan Pla d'Adet", "151.9 km", "Mountain stage", "Tadej Pogačar (SLO)"),
        (15, "14 July", "Loudenvielle – Plateau de Beille", "197.7 km", "Mountain stage", "Tadej Pogačar (SLO)"),
        (16, "16 July", "Gruissan – Nîmes", "182.6 km", "Flat stage", "Jasper Philipsen (BEL)"),
        (17, "17 July", "Saint-Paul-Trois-Châteaux – Superdévoluy", "177.8 km", "Mountain stage", "Richard Carapaz (ECU)"),
        (18, "18 July", "Gap – Barcelonnette", "179.5 km", "Hilly stage", "Victor Campenaerts (BEL)"),
        (19, "19 July", "Embrun – Isola 2000", "144.6 km", "Mountain stage", "Tadej Pogačar (SLO)"),
        (20, "20 July", "Nice – Col de la Couillole", "132.8 km", "Mountain stage", "Tadej Pogačar (SLO)"),
        (21, "21 July", "Monaco – Nice", "33.7 km", "Individual time trial", "Tadej Pogačar (SLO)"),
    ]
    rows = "\n".join(f"| {n} | {d} | {c} | {km} | {ty} | {w} |" for n, d, c, km, ty, w in stages)
    t.append(page("https://en.wikipedia.org/wiki/2024_Tour_de_France", "Stage-by-stage results table and final general classification", f"""
From Wikipedia, the free encyclopedia

Cycling race

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
| Mountains | Tadej Pogačar (SLO) (UAE Team Emirates) |
| Youth | Remco Evenepoel (BEL) (Soudal–Quick-Step) |
| Combativity | Richard Carapaz (ECU) (EF Education–EasyPost) |
| Team | UAE Team Emirates |

The **2024 Tour de France** was the 111th edition of the Tour de France. It started in Florence, Italy, on 29 June and finished in Nice on 21 July, the first time the race did not finish in Paris, because of the 2024 Summer Olympics.

## Route and stages

| Stage | Date | Course | Distance | Type | Winner |
| --- | --- | --- | --- | --- | --- |
{rows}
| | | | Total: 3,492 km | | |

Rest days: 8 July (Orléans) and 15 July (Gruissan).

## Final general classification

| Rank | Rider | Team | Time |
| --- | --- | --- | --- |
| 1 | Tadej Pogačar (SLO) | UAE Team Emirates | 83h 38' 56" |
| 2 | Jonas Vingegaard (DEN) | Visma–Lease a Bike | + 6' 17" |
| 3 | Remco Evenepoel (BEL) | Soudal–Quick-Step | + 9' 18" |
| 4 | João Almeida (POR) | UAE Team Emirates | + 19' 03" |
| 5 | Mikel Landa (ESP) | Soudal–Quick-Step | + 20' 06" |
| 6 | Adam Yates (GBR) | UAE Team Emirates | + 22' 13" |
| 7 | Carlos Rodríguez (ESP) | Ineos Grenadiers | + 23' 07" |
| 8 | Matteo Jorgenson (USA) | Visma–Lease a Bike | + 26' 34" |
| 9 | Derek Gee (CAN) | Israel–Premier Tech | + 36' 48" |
| 10 | Santiago Buitrago (COL) | Team Bahrain Victorious | + 39' 02" |
"""))
    t.append(m.add({"gc_top3": "1 Pogačar 83h38'56\"; 2 Vingegaard +6'17\"; 3 Evenepoel +9'18\""}))
    t.append(page("https://www.letour.fr/en/rankings/stage-5", "Stage 5 top 10 and Cavendish record", """
# Stage 5 — Saint-Jean-de-Maurienne > Saint-Vulbas (177.4 km)

Wednesday 3 July 2024 · Flat stage

> **Cavendish makes history!** Mark Cavendish (Astana Qazaqstan Team) claims his 35th stage win on the Tour de France, breaking the record he shared with Eddy Merckx.

## Stage ranking

| Rank | Rider | Rider No. | Team | Time | Gap | Bonus |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | Mark Cavendish | 11 | Astana Qazaqstan Team | 04h 08' 46" | - | B : 10" |
| 2 | Jasper Philipsen | 21 | Alpecin-Deceuninck | 04h 08' 46" | + 00' 00" | B : 6" |
| 3 | Alexander Kristoff | 188 | Uno-X Mobility | 04h 08' 46" | + 00' 00" | B : 4" |
| 4 | Arnaud De Lie | 151 | Lotto Dstny | 04h 08' 46" | + 00' 00" | - |
| 5 | Biniam Girmay | 131 | Intermarché-Wanty | 04h 08' 46" | + 00' 00" | - |
| 6 | Fernando Gaviria | 43 | Movistar Team | 04h 08' 46" | + 00' 00" | - |
| 7 | Arvid De Kleijn | 193 | Tudor Pro Cycling Team | 04h 08' 46" | + 00' 00" | - |
| 8 | Phil Bauhaus | 82 | Bahrain Victorious | 04h 08' 46" | + 00' 00" | - |
| 9 | Pascal Ackermann | 92 | Israel-Premier Tech | 04h 08' 46" | + 00' 00" | - |
| 10 | Bryan Coquard | 171 | Cofidis | 04h 08' 46" | + 00' 00" | - |

Yellow jersey after stage 5: Tadej Pogačar (UAE Team Emirates)
"""))
    t.append(m.add({"cavendish": "Stage 5 (Saint-Vulbas, 3 Jul 2024): 35th Tour stage win — record, passing Merckx (34)"}))
    t.append((ask("Biniam Girmay green jersey 2024 Tour stage wins first Black African"), found(
        ("https://www.letour.fr/en/news/2024/girmay-green-jersey-history", "Girmay brings green to Nice | Tour de France",
         "Biniam Girmay becomes the first African rider to win the points classification, after three stage wins in Turin, Colombey-les-Deux-Églises and Villeneuve-sur-Lot ...", "Jul 21, 2024"),
        ("https://www.reuters.com/sports/cycling/eritreas-girmay-makes-history-tour-de-france-2024-07-01/", "Eritrea's Girmay becomes first Black African to win Tour de France stage | Reuters",
         "Biniam Girmay won the third stage in Turin on Monday, becoming the first Black African rider to win a stage ...", "Jul 1, 2024"),
        ("https://www.cyclingnews.com/news/girmay-secures-green-jersey-2024-tour/", "Girmay secures green jersey as Philipsen fades in points race | Cyclingnews",
         "Philipsen, who won three stages, lost ground after a relegation and missed intermediate sprints in the Alps ...", "Jul 20, 2024"),
        ("https://www.bbc.com/sport/africa/articles/c0k4dgd7ge7o", "Biniam Girmay: Eritrean cyclist wins Tour de France green jersey - BBC Sport",
         "Thousands gathered in Asmara to celebrate ...", "Jul 21, 2024"),
        ("https://en.wikipedia.org/wiki/Biniam_Girmay", "Biniam Girmay - Wikipedia",
         "Biniam Girmay Hailu (born 2 April 2000) is an Eritrean cyclist who rides for UCI WorldTeam Intermarché–Wanty ...", "N/A"),
    )))
    t.append(page("https://www.procyclingstats.com/race/tour-de-france/2024/stage-21", "Stage 21 time trial result", """
# Tour de France 2024 | Stage 21 (ITT) | Monaco › Nice

Date: 21 July 2024 · Distance: 33.7 km · Avg. speed winner: 44.537 km/h · Won how: Time Trial · ProfileScore: 172 · Vert. meters: 748

| Rnk | GC | Rider | Team | Time |
| --- | --- | --- | --- | --- |
| 1 | 1 | Pogačar Tadej | UAE Team Emirates | 0:45:24 |
| 2 | 2 | Vingegaard Jonas | Team Visma - Lease a Bike | +1:03 |
| 3 | 3 | Evenepoel Remco | Soudal - Quick Step | +1:14 |
| 4 | 8 | Jorgenson Matteo | Team Visma - Lease a Bike | +2:33 |
| 5 | 4 | Almeida João | UAE Team Emirates | +2:40 |
| 6 | 7 | Rodríguez Carlos | INEOS Grenadiers | +2:58 |
| 7 | 5 | Landa Mikel | Soudal - Quick Step | +3:06 |
| 8 | 6 | Yates Adam | UAE Team Emirates | +3:22 |
| 9 | 10 | Buitrago Santiago | Bahrain - Victorious | +3:48 |
| 10 | 9 | Gee Derek | Israel - Premier Tech | +3:57 |

Final GC: 1. Pogačar 83:38:56 · 2. Vingegaard +6:17 · 3. Evenepoel +9:18
"""))
    t.append(m.add({"stage21": "ITT Monaco–Nice 33.7 km: 1 Pogačar 45:24, 2 Vingegaard +1:03, 3 Evenepoel +1:14"}))
    t.append((ask("Tour de France 2024 final points classification green jersey standings"), found(
        ("https://www.procyclingstats.com/race/tour-de-france/2024/stage-21-points", "Tour de France 2024 final points classification - ProCyclingStats",
         "1 Girmay Biniam, 2 Philipsen Jasper, 3 Pogačar Tadej, 4 Coquard Bryan, 5 De Lie Arnaud ...", "N/A"),
        ("https://www.letour.fr/en/rankings/stage-21", "Rankings after stage 21 - Tour de France",
         "Points classification (green jersey): Biniam Girmay, Intermarché-Wanty ...", "N/A"),
        ("https://www.velonews.com/news/road/tour-de-france-2024-green-jersey-final/", "How Girmay won green at the 2024 Tour de France - VeloNews",
         "A crash on stage 16 cost him points, but he held on through the mountains ...", "Jul 21, 2024"),
        ("https://www.eurosport.com/cycling/tour-de-france/2024/standings.shtml", "Tour de France 2024 standings - Eurosport",
         "General, points, mountains, youth and team classifications after the final stage ...", "Jul 21, 2024"),
    )))
    t.append(m.update({"gc_top3": "1 Pogačar 83h38'56\" (6 stage wins, also KOM); 2 Vingegaard +6'17\"; 3 Evenepoel +9'18\" (best young rider)"}))
    t.append(page("https://www.procyclingstats.com/race/tour-de-france/2024/statistics/most-stage-wins", "Number of stage wins per rider", """
# Tour de France 2024 | Statistics | Most stage wins

| # | Rider | Team | Stage wins |
| --- | --- | --- | --- |
| 1 | Pogačar Tadej | UAE Team Emirates | 6 |
| 2 | Girmay Biniam | Intermarché - Wanty | 3 |
| 3 | Philipsen Jasper | Alpecin - Deceuninck | 2 |
| 4 | Bardet Romain | Team dsm-firmenich PostNL | 1 |
| 4 | Vauquelin Kévin | Arkéa - B&B Hotels | 1 |
| 4 | Cavendish Mark | Astana Qazaqstan Team | 1 |
| 4 | Groenewegen Dylan | Team Jayco AlUla | 1 |
| 4 | Evenepoel Remco | Soudal - Quick Step | 1 |
| 4 | Turgis Anthony | TotalEnergies | 1 |
| 4 | Vingegaard Jonas | Team Visma - Lease a Bike | 1 |
| 4 | Carapaz Richard | EF Education - EasyPost | 1 |
| 4 | Campenaerts Victor | Lotto Dstny | 1 |

Other statistics: [Most days in leader jersey](https://www.procyclingstats.com/race/tour-de-france/2024/statistics/days-in-leader-jersey) · [Stage wins per nation](https://www.procyclingstats.com/race/tour-de-france/2024/statistics/wins-per-nation) · [Winning margins](https://www.procyclingstats.com/race/tour-de-france/2024/statistics/winning-margins)
"""))
    t.append(m.retrieve_all())
    rs.add(task="search", tid="h37-search-17", system=SYSTEM, turns=t,
           state=state("Build a record of the 2024 Tour de France: stage winners, final podium, the final time trial and notable records.", "2024-07-24"),
           bad=True, turn=11, kind="stage-win count for one rider does not match the stage table (tally sums to 20 of 21 stages)")


# web_search / web_extractor / dict_memory on telescope first light: clean
def t18(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("Vera Rubin Observatory first look images released"), found(
        ("https://rubinobservatory.org/news/rubin-first-look", "Rubin Observatory reveals first images | Rubin Observatory",
         "NSF–DOE Vera C. Rubin Observatory today released its first imagery, showing cosmic phenomena captured at an unprecedented scale ...", "2 hours ago"),
        ("https://www.nsf.gov/news/nsf-doe-vera-c-rubin-observatory-reveals-first-images", "NSF–DOE Vera C. Rubin Observatory Reveals First Images | NSF",
         "In just over 10 hours of test observations, Rubin captured millions of galaxies and Milky Way stars and thousands of asteroids ...", "2 hours ago"),
        ("https://www.nytimes.com/2025/06/23/science/vera-rubin-observatory-first-images.html", "Vera Rubin Observatory Unveils Its First Images - The New York Times",
         "The telescope, perched on a Chilean mountaintop, will spend the next decade making a time-lapse movie of the southern sky ...", "1 hour ago"),
        ("https://www.youtube.com/watch?v=Zv22_Amsreo", "Rubin Observatory First Look - YouTube",
         "Join us for the unveiling of the first images from NSF–DOE Vera C. Rubin Observatory ...", "2 hours ago"),
        ("https://www.space.com/space-exploration/telescopes/vera-rubin-observatory-first-look-images", "Vera Rubin Observatory's first images are here — and they're stunning | Space.com",
         "The Trifid and Lagoon nebulas glow in a mosaic built from 678 exposures ...", "1 hour ago"),
        ("https://en.wikipedia.org/wiki/Vera_C._Rubin_Observatory", "Vera C. Rubin Observatory - Wikipedia",
         "The Vera C. Rubin Observatory is an astronomical observatory in Chile ... The LSST Camera is the largest digital camera ever built, at 3.2 gigapixels ...", "N/A"),
        ("https://www.reuters.com/science/chile-telescope-rubin-first-images-2025-06-23/", "Chile's Rubin telescope unveils first images, finds 2,104 new asteroids | Reuters",
         "Rubin found 2,104 previously unknown asteroids in the solar system, including seven near-Earth asteroids, in just over 10 hours ...", "50 minutes ago"),
    )))
    t.append(page("https://rubinobservatory.org/news/rubin-first-look", "What was released, key instrument facts, and what comes next", """
# Rubin Observatory reveals first images

*NSF–DOE Vera C. Rubin Observatory · June 23, 2025*

NSF–DOE Vera C. Rubin Observatory today released its first imagery, showing cosmic phenomena captured at an unprecedented scale. In just over 10 hours of test observations, Rubin captured millions of galaxies and Milky Way stars and thousands of asteroids.

## The First Look images

| Image | What it shows | How it was made |
| --- | --- | --- |
| Trifid and Lagoon nebulae | Star-forming regions several thousand light-years away in Sagittarius | 678 separate exposures taken over just over seven hours |
| Virgo Cluster | Galaxies in the southern part of the Virgo Cluster, about 55 million light-years away | Mosaic including ~10 million galaxies in the full field |
| Asteroid video | 2,104 newly discovered asteroids, including 7 near-Earth asteroids (none a threat) | ~10 hours of test observations |

## Key facts

| Component | Detail |
| --- | --- |
| Location | Cerro Pachón, Chile, at 2,647 m elevation |
| Telescope | Simonyi Survey Telescope, 8.4 m primary mirror |
| Camera | LSST Camera — 3,200 megapixels, the largest digital camera ever built for astronomy |
| Field of view | 9.6 square degrees (about 45 full Moons) |
| Funding | U.S. National Science Foundation and U.S. Department of Energy Office of Science |
| Operators | NSF NOIRLab and SLAC National Accelerator Laboratory |

## What comes next

Later in 2025, Rubin will begin the **Legacy Survey of Space and Time (LSST)**, a 10-year survey that will image the entire visible southern sky every few nights, producing about 20 terabytes of data per night.

> "NSF–DOE Rubin Observatory will capture more information about our Universe than all optical telescopes throughout history combined," said Brian Stone, performing the duties of the NSF Director.
"""))
    t.append(m.add({"rubin_first_look": "Released 23 Jun 2025: Trifid+Lagoon mosaic (678 exposures, ~7 h), Virgo Cluster view, 2,104 new asteroids (7 NEAs) in ~10 h; LSSTCam 3,200 MP; 8.4 m Simonyi telescope, Cerro Pachón; LSST starts later 2025 (10 yr)"}))
    t.append(page("https://www.youtube.com/watch?v=Zv22_Amsreo", "Livestream details and current view count", """
# Rubin Observatory First Look

**Rubin Observatory** · 24.1K subscribers

318,274 views · Streamed live 2 hours ago · 12K likes

Join us for the unveiling of the first images from NSF–DOE Vera C. Rubin Observatory, a new astronomy and astrophysics facility on Cerro Pachón in Chile. This event features remarks from Rubin leadership and the first public look at images and video captured by the LSST Camera.

Chapters
- 0:00 Countdown
- 14:32 Welcome
- 21:05 The Trifid and Lagoon nebulae
- 33:48 The Virgo Cluster
- 45:10 Asteroids found in Rubin's first test observations
- 58:22 What's next: the Legacy Survey of Space and Time
- 1:12:40 Q&A

Top comments (sorted by Top)
- @astro_tina · 2 hours ago — "Chills seeing the Virgo cluster zoom. Ten years of this!!" · 1.4K likes
- @kellerastro · 1 hour ago — "2,104 new asteroids in 10 hours of *testing*. Unreal." · 812 likes
- @cerro_pachon_fan · 1 hour ago — "Greetings from La Serena 🇨🇱" · 433 likes
"""))
    t.append((ask("Rubin Observatory first images reaction LSST Camera 3.2 gigapixel"), found(
        ("https://rubinobservatory.org/news/rubin-first-look", "Rubin Observatory reveals first images | Rubin Observatory",
         "NSF–DOE Vera C. Rubin Observatory today released its first imagery, showing cosmic phenomena captured at an unprecedented scale ...", "3 hours ago"),
        ("https://www6.slac.stanford.edu/news/2025-06-23-first-images-lsst-camera", "The world's largest digital camera delivers first images | SLAC",
         "The 3.2-gigapixel LSST Camera, built at SLAC, is about the size of a small car and weighs 3,000 kg ...", "3 hours ago"),
        ("https://www.nytimes.com/2025/06/23/science/vera-rubin-observatory-first-images.html", "Vera Rubin Observatory Unveils Its First Images - The New York Times",
         "The telescope, perched on a Chilean mountaintop, will spend the next decade making a time-lapse movie of the southern sky ...", "2 hours ago"),
        ("https://www.theguardian.com/science/2025/jun/23/vera-rubin-observatory-first-images", "First images from world's largest digital camera reveal galaxies and nebulae | The Guardian",
         "Astronomers say the observatory could double the number of known asteroids within its first year ...", "1 hour ago"),
        ("https://www.scientificamerican.com/article/vera-rubin-observatory-first-images/", "Vera Rubin Observatory's First Images Are a Glimpse of a New Era | Scientific American",
         "Each image from the LSST Camera would need hundreds of ultra-high-definition TVs to display at full size ...", "45 minutes ago"),
        ("https://www.reuters.com/science/chile-telescope-rubin-first-images-2025-06-23/", "Chile's Rubin telescope unveils first images, finds 2,104 new asteroids | Reuters",
         "Rubin found 2,104 previously unknown asteroids in the solar system, including seven near-Earth asteroids, in just over 10 hours ...", "1 hour ago"),
        ("https://www.reddit.com/r/space/comments/1li3t8k/vera_rubin_observatory_first_look_images/", "Vera Rubin Observatory First Look images : r/space",
         "Full resolution Trifid/Lagoon is 5+ GB?? Someone mirror it ...", "2 hours ago"),
    )))
    t.append(page("https://www.youtube.com/watch?v=Zv22_Amsreo", "Current view count of the livestream", """
# Rubin Observatory First Look

**Rubin Observatory** · 27.3K subscribers

401,906 views · Streamed live 3 hours ago · 14K likes

Join us for the unveiling of the first images from NSF–DOE Vera C. Rubin Observatory, a new astronomy and astrophysics facility on Cerro Pachón in Chile. This event features remarks from Rubin leadership and the first public look at images and video captured by the LSST Camera.

Chapters
- 0:00 Countdown
- 14:32 Welcome
- 21:05 The Trifid and Lagoon nebulae
- 33:48 The Virgo Cluster
- 45:10 Asteroids found in Rubin's first test observations
- 58:22 What's next: the Legacy Survey of Space and Time
- 1:12:40 Q&A

Top comments (sorted by Top)
- @astro_tina · 3 hours ago — "Chills seeing the Virgo cluster zoom. Ten years of this!!" · 1.9K likes
- @kellerastro · 2 hours ago — "2,104 new asteroids in 10 hours of *testing*. Unreal." · 1.1K likes
- @nightsky_mx · 38 minutes ago — "Can't believe this is just the commissioning data" · 602 likes
- @cerro_pachon_fan · 2 hours ago — "Greetings from La Serena 🇨🇱" · 571 likes
"""))
    t.append(m.update({"rubin_first_look": "Released 23 Jun 2025: Trifid+Lagoon mosaic (678 exposures, ~7 h), Virgo Cluster view, 2,104 new asteroids (7 NEAs) in ~10 h; LSSTCam 3,200 MP (3.2 gigapixels); 8.4 m Simonyi telescope, Cerro Pachón; LSST starts later 2025 (10 yr); livestream ~400K views same day"}))
    rs.add(task="search", tid="h37-search-18", system=SYSTEM, turns=t,
           state=state("Report what the Vera C. Rubin Observatory released at its First Look event today and how it was received.", "2025-06-23 (afternoon, EDT)"))


# web_search / web_extractor / dict_memory on glacier retreat: bad
def t19(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("Swiss glaciers volume loss 2022 2023 2024 GLAMOS percent"), found(
        ("https://www.glamos.ch/en/news/2024-glacier-report", "Swiss glaciers 2024: further heavy losses despite a snowy winter - GLAMOS",
         "Swiss glaciers lost 2.5% of their volume in 2024, after record losses of 6% in 2022 and 4.4% in 2023 ...", "Oct 1, 2024"),
        ("https://scnat.ch/en/uuid/i/glacier-loss-2024", "Glacier loss 2024 | SCNAT",
         "The Cryospheric Commission of the Swiss Academy of Sciences reports ...", "Oct 1, 2024"),
        ("https://www.swissinfo.ch/eng/climate-adaptation/swiss-glaciers-lost-10-of-volume-in-two-years/48866436", "Swiss glaciers lost 10% of volume in two years - SWI swissinfo.ch",
         "The losses of 2022 and 2023 together amount to as much as was lost between 1960 and 1990 ...", "Sep 28, 2023"),
        ("https://www.reuters.com/business/environment/swiss-glaciers-shrink-25-2024-2024-10-01/", "Swiss glaciers shrink 2.5% in 2024 despite heavy snow | Reuters",
         "Heavy winter snowfall was offset by a hot summer and Saharan dust that darkened the surface ...", "Oct 1, 2024"),
        ("https://en.wikipedia.org/wiki/Retreat_of_glaciers_since_1850", "Retreat of glaciers since 1850 - Wikipedia",
         "In the Alps, glaciers have lost around half of their volume since 1850 ...", "N/A"),
        ("https://www.theguardian.com/environment/2023/sep/28/swiss-glaciers-lose-10-of-volume-in-two-years", "Swiss glaciers lose 10% of volume in two years | The Guardian",
         "Scientists call it 'a dramatic acceleration' ...", "Sep 28, 2023"),
    )))
    t.append(page("https://www.glamos.ch/en/news/2024-glacier-report", "Annual volume losses for recent years and causes for 2024", """
# Swiss glaciers 2024: further heavy losses despite a snowy winter

*GLAMOS — Glacier Monitoring Switzerland · Cryospheric Commission of SCNAT · 1 October 2024*

Despite a winter with above-average snowfall, Swiss glaciers lost **2.5%** of their volume in 2024. A hot August and deposits of Saharan dust, which accelerated melting, more than cancelled out the gains from the snowy winter.

## Annual change in total Swiss glacier volume

| Year | Volume change | Remarks |
| --- | --- | --- |
| 2019 | −2.0% | |
| 2020 | −2.0% | |
| 2021 | −0.9% | Snowy winter, cool summer |
| 2022 | −6.0% | Record loss |
| 2023 | −4.4% | Second-largest loss on record |
| 2024 | −2.5% | Snowy winter, hot August, Saharan dust |

In just two years (2022 and 2023), Swiss glaciers lost 10% of their volume — as much as during the three decades from 1960 to 1990.

## Measurements

| Indicator | 2024 |
| --- | --- |
| Glaciers with mass-balance measurements | 20 |
| Glaciers with length-change measurements | 97 |
| Winter snow at measured sites | 30% above the 2010–2020 mean |
| Average ice thickness lost (measured glaciers) | ~1.2 m |

## Notable glaciers

- **Glacier du Giétro** and **Gries**: among the most negative balances in 2024.
- **Vadret Pers**: further disintegration of the tongue.
- **Rhône Glacier**: continued retreat; insulation blankets in the ice grotto area reduce local melt only marginally.

Contact: Matthias Huss, GLAMOS / ETH Zurich / University of Fribourg
"""))
    t.append(m.add({
        "ch_2022": "−6.0% volume (record)",
        "ch_2023": "−4.4% volume (2nd-largest)",
        "ch_2024": "−2.5% volume (snowy winter, hot Aug, Saharan dust)",
    }))
    t.append((ask("WGMS global glacier mass balance 2023 2024 reference glaciers record loss m w.e."), found(
        ("https://wgms.ch/latest-glacier-mass-balance-data/", "Latest glacier mass balance data – WGMS",
         "Preliminary mass balance of reference glaciers for the hydrological years 2022/23 and 2023/24 ...", "N/A"),
        ("https://wmo.int/news/media-centre/glaciers-retreat-accelerates-2024", "Glacier mass loss accelerates; 2024 among most negative years | WMO",
         "All 19 glacier regions experienced net mass loss for the third consecutive year ...", "Mar 21, 2025"),
        ("https://www.unesco.org/en/international-year-glaciers-preservation", "2025 International Year of Glaciers' Preservation | UNESCO",
         "The UN declared 2025 the International Year of Glaciers' Preservation ...", "N/A"),
        ("https://www.nature.com/articles/s41586-024-08545-z", "Community estimate of global glacier mass changes from 2000 to 2023 | Nature",
         "Glaciers lost 273 ± 16 gigatonnes of mass annually from 2000 to 2023, with an increase of 36 ± 10% from the first to the second half ...", "Feb 19, 2025"),
        ("https://www.carbonbrief.org/glaciers-lost-record-mass-2023/", "Glaciers lost record mass in 2023 - Carbon Brief",
         "WGMS reference glaciers thinned by more than a metre of water equivalent ...", "Apr 2024"),
    )))
    t.append(page("https://wgms.ch/latest-glacier-mass-balance-data/", "Mean annual mass balance of reference glaciers, recent years", """
# Latest glacier mass balance data

World Glacier Monitoring Service · Zurich

The WGMS collects and compiles annual mass-balance measurements from glaciers worldwide. **Reference glaciers** have continuous observation series of more than 30 years.

## Mean annual mass balance of reference glaciers

| Hydrological year | Mean of reference glaciers (m w.e.) | Number of reference glaciers reporting | Status |
| --- | --- | --- | --- |
| 2018/19 | −0.87 | 41 | final |
| 2019/20 | −0.94 | 40 | final |
| 2020/21 | −0.69 | 40 | final |
| 2021/22 | −1.18 | 38 | final |
| 2022/23 | −1.20 | 37 | preliminary |
| 2023/24 | −1.23 | 34 | preliminary |

m w.e. = metres water equivalent; −1 m w.e. corresponds to a loss of about 1.1 m of ice thickness averaged over the glacier.

## Notes

- 2022/23 and 2023/24 are the two most negative years since measurements began in 1950, based on preliminary data.
- Values are the arithmetic mean of reference glaciers with available data; regional over-representation of the Alps and Scandinavia applies.

Data: Fluctuations of Glaciers Database, doi:10.5904/wgms-fog-2024-09
"""))
    t.append(m.retrieve("ch_2023", "ch_2024", shown={
        "ch_2023": "−4.0% volume (2nd-largest)",
        "ch_2024": "−2.5% volume (snowy winter, hot Aug, Saharan dust)",
    }))
    t.append(m.add({"wgms_ref": "Reference glaciers: 2021/22 −1.18, 2022/23 −1.20, 2023/24 −1.23 m w.e. (last two preliminary, most negative since 1950)"}))
    t.append((ask("Rhône Glacier retreat length change 2024 measurement Valais"), found(
        ("https://www.glamos.ch/en/factsheet#/B43-03", "Rhonegletscher — GLAMOS factsheet",
         "Length change series since 1879: cumulative retreat of more than 1,400 m; area 15.3 km² (2016) ...", "N/A"),
        ("https://www.swissinfo.ch/eng/climate-adaptation/rhone-glacier-blankets-melt/48711239", "Blankets slow the melting of the Rhone Glacier, but only a little - SWI swissinfo.ch",
         "White fleece blankets cover part of the glacier near the ice grotto each summer ...", "Jul 22, 2024"),
        ("https://en.wikipedia.org/wiki/Rh%C3%B4ne_Glacier", "Rhône Glacier - Wikipedia",
         "The Rhône Glacier is the source of the Rhône and one of the main contributors to Lake Geneva ...", "N/A"),
        ("https://www.reuters.com/pictures/rhone-glacier-then-and-now-2024-08-15/", "Rhone Glacier then and now | Reuters",
         "Photographs from 1900 and 2024 show the tongue has retreated far up the valley above Gletsch ...", "Aug 15, 2024"),
    )))
    rs.add(task="search", tid="h37-search-19", system=SYSTEM, turns=t,
           state=state("Gather recent figures on Swiss glacier volume loss and the global reference-glacier mass balance.", "2025-04-11"),
           bad=True, turn=6, kind="stored memory value comes back with a different figure on retrieve")


# web_search / web_extractor / dict_memory on university rankings: clean
def t20(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("QS World University Rankings 2026 top 10"), found(
        ("https://www.topuniversities.com/world-university-rankings", "QS World University Rankings 2026: Top Global Universities | Top Universities",
         "Discover the world's top universities. MIT is ranked number one for the 14th consecutive year, followed by Imperial College London and Stanford ...", "Jun 19, 2025"),
        ("https://www.timeshighereducation.com/news/qs-rankings-2026-mit-top", "MIT tops QS rankings again as Stanford climbs to third | THE",
         "Stanford moves up three places to third; Oxford drops to fourth ...", "Jun 19, 2025"),
        ("https://en.wikipedia.org/wiki/QS_World_University_Rankings", "QS World University Rankings - Wikipedia",
         "QS World University Rankings is an annual publication of university rankings by Quacquarelli Symonds. The 2026 edition was released on 19 June 2025 ...", "N/A"),
        ("https://www.reuters.com/world/qs-world-university-rankings-2026-2025-06-19/", "MIT keeps top spot in QS ranking; Asian universities gain | Reuters",
         "The 2026 edition ranks more than 1,500 institutions in 106 locations ...", "Jun 19, 2025"),
        ("https://www.imperial.ac.uk/news/qs-2026-second", "Imperial ranked second in the world for the second year running | Imperial News",
         "Imperial has retained second place in the QS World University Rankings 2026 ...", "Jun 19, 2025"),
        ("https://www.straitstimes.com/singapore/nus-qs-2026-eighth", "NUS remains 8th in QS World University Rankings | The Straits Times",
         "NTU rises to 12th place ...", "Jun 19, 2025"),
        ("https://www.reddit.com/r/UniUK/comments/1lf1x2n/qs_2026_rankings_are_out/", "QS 2026 rankings are out : r/UniUK",
         "Imperial 2nd again, Oxford 4th, Cambridge 6th, UCL 9th ...", "Jun 19, 2025"),
    )))
    t.append(page("https://www.topuniversities.com/world-university-rankings", "Top 10 of the 2026 edition with overall scores", """
# QS World University Rankings 2026: Top Global Universities

Published 19 June 2025 · 1,501 institutions ranked · Showing 1–10

| Rank | University | Location | Overall score |
| --- | --- | --- | --- |
| 1 | Massachusetts Institute of Technology (MIT) | Cambridge, United States | 100 |
| 2 | Imperial College London | London, United Kingdom | 99.4 |
| 3 | Stanford University | Stanford, United States | 98.9 |
| 4 | University of Oxford | Oxford, United Kingdom | 97.9 |
| 5 | Harvard University | Cambridge, United States | 97.7 |
| 6 | University of Cambridge | Cambridge, United Kingdom | 97.2 |
| 7 | ETH Zurich | Zürich, Switzerland | 96.7 |
| 8 | National University of Singapore (NUS) | Singapore, Singapore | 95.9 |
| 9 | UCL | London, United Kingdom | 95.8 |
| 10 | California Institute of Technology (Caltech) | Pasadena, United States | 94.3 |

[Load more: 11–20](https://www.topuniversities.com/world-university-rankings?page=2)

Methodology: Academic Reputation 30%, Employer Reputation 15%, Faculty Student Ratio 10%, Citations per Faculty 20%, International Faculty Ratio 5%, International Student Ratio 5%, International Research Network 5%, Employment Outcomes 5%, Sustainability 5%.
"""))
    t.append(m.add({"qs2026_top10": "1 MIT (100), 2 Imperial (99.4), 3 Stanford (98.9), 4 Oxford (97.9), 5 Harvard (97.7), 6 Cambridge (97.2), 7 ETH (96.7), 8 NUS (95.9), 9 UCL (95.8), 10 Caltech (94.3)"}))
    t.append(page("https://www.topuniversities.com/world-university-rankings?page=2", "Ranks 11 to 20 of the 2026 edition", """
# QS World University Rankings 2026: Top Global Universities

Published 19 June 2025 · 1,501 institutions ranked · Showing 11–20

| Rank | University | Location | Overall score |
| --- | --- | --- | --- |
| 11 | The University of Hong Kong | Hong Kong SAR, China | 94.1 |
| 12 | Nanyang Technological University, Singapore (NTU Singapore) | Singapore, Singapore | 93.8 |
| 13 | University of Chicago | Chicago, United States | 93.1 |
| 14 | Peking University | Beijing, China (Mainland) | 92.0 |
| 15 | University of Pennsylvania | Philadelphia, United States | 91.4 |
| 16 | Cornell University | Ithaca, United States | 91.0 |
| 17 | Tsinghua University | Beijing, China (Mainland) | 90.6 |
| 17 | University of California, Berkeley (UCB) | Berkeley, United States | 90.6 |
| 19 | The University of Melbourne | Parkville, Australia | 90.0 |
| 20 | The University of New South Wales (UNSW Sydney) | Sydney, Australia | 89.1 |

[Previous: 1–10](https://www.topuniversities.com/world-university-rankings) · [Load more: 21–30](https://www.topuniversities.com/world-university-rankings?page=3)
"""))
    t.append((ask("QS World University Rankings 2025 top 10 previous edition Imperial second Oxford third"), found(
        ("https://www.topuniversities.com/world-university-rankings/2025", "QS World University Rankings 2025: Top Global Universities",
         "MIT retains the top spot for the 13th year; Imperial College London rises to second; Oxford third; Harvard fourth; Cambridge fifth ...", "Jun 4, 2024"),
        ("https://www.bbc.com/news/articles/cz99r9v1x1no", "Imperial overtakes Oxford and Cambridge in world rankings - BBC News",
         "Imperial College London has been ranked the second best university in the world in the QS 2025 table ...", "Jun 4, 2024"),
        ("https://www.theguardian.com/education/article/2024/jun/04/imperial-college-london-second-qs-world-university-rankings", "Imperial College London ranked second in world by QS | The Guardian",
         "Stanford slipped to sixth place ...", "Jun 4, 2024"),
        ("https://en.wikipedia.org/wiki/QS_World_University_Rankings", "QS World University Rankings - Wikipedia",
         "Results: 2025 top five — MIT, Imperial, Oxford, Harvard, Cambridge ...", "N/A"),
        ("https://www.ethz.ch/en/news-and-events/eth-news/news/2024/06/qs-ranking-2025.html", "ETH Zurich seventh in QS ranking | ETH Zurich",
         "ETH Zurich remains the best university in continental Europe ...", "Jun 4, 2024"),
    )))
    t.append(page("https://www.topuniversities.com/world-university-rankings/2025", "Top 10 of the 2025 edition", """
# QS World University Rankings 2025: Top Global Universities

Published 4 June 2024 · 1,503 institutions ranked · Showing 1–10

| Rank | University | Location | Overall score |
| --- | --- | --- | --- |
| 1 | Massachusetts Institute of Technology (MIT) | Cambridge, United States | 100 |
| 2 | Imperial College London | London, United Kingdom | 98.5 |
| 3 | University of Oxford | Oxford, United Kingdom | 96.9 |
| 4 | Harvard University | Cambridge, United States | 96.8 |
| 5 | University of Cambridge | Cambridge, United Kingdom | 96.7 |
| 6 | Stanford University | Stanford, United States | 96.1 |
| 7 | ETH Zurich | Zürich, Switzerland | 93.9 |
| 8 | National University of Singapore (NUS) | Singapore, Singapore | 93.7 |
| 9 | UCL | London, United Kingdom | 91.6 |
| 10 | California Institute of Technology (Caltech) | Pasadena, United States | 90.9 |

[Load more: 11–20](https://www.topuniversities.com/world-university-rankings/2025?page=2) · [Latest edition: 2026](https://www.topuniversities.com/world-university-rankings)
"""))
    t.append(m.add({"qs2025_top5": "1 MIT, 2 Imperial, 3 Oxford, 4 Harvard, 5 Cambridge (Stanford 6th) — 2025 edition, 4 Jun 2024"}))
    t.append((ask("Times Higher Education World University Rankings 2025 top 10 Oxford"), found(
        ("https://www.timeshighereducation.com/world-university-rankings/2025/world-ranking", "World University Rankings 2025 | Times Higher Education (THE)",
         "University of Oxford tops the ranking for the ninth consecutive year; MIT second; Harvard third; Princeton fourth; Cambridge fifth ...", "Oct 9, 2024"),
        ("https://www.ox.ac.uk/news/2024-10-09-oxford-tops-times-higher-education-world-university-rankings-ninth-year", "Oxford tops THE World University Rankings for ninth year | University of Oxford",
         "Oxford has been named the world's best university in the THE World University Rankings 2025 ...", "Oct 9, 2024"),
        ("https://www.reuters.com/world/oxford-tops-the-rankings-2024-10-09/", "Oxford tops global university ranking for ninth straight year | Reuters",
         "Stanford is sixth, Caltech seventh, UC Berkeley eighth, Imperial ninth and Yale tenth ...", "Oct 9, 2024"),
        ("https://en.wikipedia.org/wiki/Times_Higher_Education_World_University_Rankings", "Times Higher Education World University Rankings - Wikipedia",
         "The 2025 edition ranked 2,092 institutions across 115 countries and regions ...", "N/A"),
    )))
    t.append(m.retrieve_all())
    rs.add(task="search", tid="h37-search-20", system=SYSTEM, turns=t,
           state=state("Give the current QS top 20, how the top of the table changed from the previous QS edition, and the THE 2025 leader.", "2025-07-02"))


# web_search / web_extractor / dict_memory on stock exchange listings: clean
def t21(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("Figma IPO NYSE pricing $33 FIG first day trading"), found(
        ("https://www.figma.com/newsroom/figma-announces-pricing-of-initial-public-offering/", "Figma Announces Pricing of Initial Public Offering | Figma Newsroom",
         "Figma, Inc. today announced the pricing of its initial public offering of 36,937,080 shares of its Class A common stock at a price to the public of $33.00 per share ...", "Jul 30, 2025"),
        ("https://www.reuters.com/technology/figma-prices-ipo-above-range-2025-07-30/", "Figma prices IPO above range at $33 per share, raises $1.2 billion | Reuters",
         "The design software company had twice raised its price range, most recently to $30-$32 ...", "Jul 30, 2025"),
        ("https://finance.yahoo.com/quote/FIG/", "Figma, Inc. (FIG) Stock Price, News, Quote & History - Yahoo Finance",
         "Find the latest Figma, Inc. (FIG) stock quote, history, news and other vital information ...", "N/A"),
        ("https://www.cnbc.com/2025/07/31/figma-ipo-fig-stock-begins-trading-nyse.html", "Figma set to begin trading on NYSE after pricing IPO above range - CNBC",
         "Figma will debut on the New York Stock Exchange under the ticker FIG ...", "Jul 31, 2025"),
        ("https://www.nyse.com/quote/XNYS:FIG", "FIG | Figma, Inc. Class A | NYSE",
         "Figma, Inc. Class A Common Stock. Listed July 31, 2025 ...", "N/A"),
        ("https://techcrunch.com/2025/07/30/figma-ipo-priced-33/", "Figma prices IPO at $33, valuing the company at about $19.3 billion | TechCrunch",
         "The pricing comes less than two years after Adobe abandoned its $20 billion deal to acquire Figma ...", "Jul 30, 2025"),
        ("https://www.reddit.com/r/stocks/comments/1mdg3ko/figma_ipo_tomorrow_fig/", "Figma IPO tomorrow (FIG) : r/stocks",
         "Priced at 33. Anyone getting an allocation through Robinhood? ...", "Jul 30, 2025"),
    )))
    t.append(page("https://www.figma.com/newsroom/figma-announces-pricing-of-initial-public-offering/", "Offering size, price, split between company and selling holders, ticker and dates", """
# Figma Announces Pricing of Initial Public Offering

**SAN FRANCISCO, July 30, 2025** — Figma, Inc. ("Figma") today announced the pricing of its initial public offering of 36,937,080 shares of its Class A common stock at a price to the public of $33.00 per share. The offering consists of 12,472,657 shares of Class A common stock offered by Figma and 24,464,423 shares of Class A common stock offered by certain existing stockholders. In addition, certain selling stockholders have granted the underwriters a 30-day option to purchase up to an additional 5,540,562 shares of Class A common stock at the initial public offering price, less underwriting discounts and commissions.

Figma will not receive any proceeds from the sale of shares by the selling stockholders.

| Item | Detail |
| --- | --- |
| Shares offered | 36,937,080 Class A |
| — by Figma | 12,472,657 |
| — by selling stockholders | 24,464,423 |
| Price | $33.00 per share |
| Gross offering size | ≈ $1.22 billion |
| Underwriters' option | up to 5,540,562 additional shares |
| Exchange / ticker | New York Stock Exchange / "FIG" |
| Trading expected to begin | July 31, 2025 |
| Expected closing | August 1, 2025 |

Morgan Stanley, Goldman Sachs & Co. LLC, Allen & Company LLC and J.P. Morgan are acting as lead book-running managers for the proposed offering.

A registration statement on Form S-1 relating to these securities has been filed with the U.S. Securities and Exchange Commission and was declared effective on July 30, 2025.
"""))
    t.append(m.add({"figma_ipo": "Priced 30 Jul 2025 at $33 (above $30–32 range); 36,937,080 shares (12,472,657 primary / 24,464,423 secondary) ≈ $1.22B; NYSE: FIG; trading from 31 Jul 2025"}))
    t.append(page("https://finance.yahoo.com/quote/FIG/", "Live quote: price, change vs IPO, open, day range, volume, market cap", """
# Figma, Inc. (FIG)

NYSE - Nasdaq Real Time Price · USD

**112.40** +79.40 (+240.61%)

As of 1:58:12 PM EDT. Market Open.

| Field | Value | Field | Value |
| --- | --- | --- | --- |
| Previous Close | 33.00 | Market Cap (intraday) | 54.86B |
| Open | 85.00 | Beta (5Y Monthly) | -- |
| Bid | 112.35 x 400 | PE Ratio (TTM) | -- |
| Ask | 112.48 x 300 | EPS (TTM) | -- |
| Day's Range | 85.00 - 124.88 | Earnings Date | -- |
| 52 Week Range | 85.00 - 124.88 | Forward Dividend & Yield | -- |
| Volume | 21,402,118 | Ex-Dividend Date | -- |
| Avg. Volume | -- | 1y Target Est | -- |

Previous close reflects the IPO price.

## Recent news
- Figma stock soars in NYSE debut after IPO priced above range — Reuters · 42 minutes ago
- Figma opens at $85, more than double its IPO price — CNBC · 1 hour ago
- Dylan Field's stake now worth more than $6 billion — Bloomberg · 28 minutes ago
"""))
    t.append((ask("Figma stock debut NYSE opens $85 shares surge"), found(
        ("https://www.reuters.com/technology/figma-shares-soar-nyse-debut-2025-07-31/", "Figma stock soars in NYSE debut after IPO priced above range | Reuters",
         "Shares opened at $85, about 158% above the IPO price, valuing the company at roughly $41 billion at the open ...", "55 minutes ago"),
        ("https://www.cnbc.com/2025/07/31/figma-ipo-fig-stock-begins-trading-nyse.html", "Figma opens at $85, more than double its IPO price - CNBC",
         "The stock opened at $85 a share on the New York Stock Exchange, up 158% from the $33 IPO price ...", "1 hour ago"),
        ("https://www.bloomberg.com/news/articles/2025-07-31/figma-s-dylan-field-stake", "Dylan Field's stake now worth more than $6 billion - Bloomberg",
         "The co-founder and CEO owns about 74 million shares ...", "40 minutes ago"),
        ("https://www.wsj.com/tech/figma-ipo-stock-trading-debut", "Figma's Blockbuster Debut Signals IPO Market Thaw - WSJ",
         "The design-software company is one of the biggest tech listings of the year ...", "22 minutes ago"),
        ("https://techcrunch.com/2025/07/31/figma-stock-debut/", "Figma's stock more than triples in first day of trading | TechCrunch",
         "After opening at $85, shares climbed above $120 in early afternoon trading ...", "18 minutes ago"),
        ("https://www.nyse.com/quote/XNYS:FIG", "FIG | Figma, Inc. Class A | NYSE",
         "Figma, Inc. Class A Common Stock. Listed July 31, 2025 ...", "N/A"),
    )))
    t.append(page("https://finance.yahoo.com/quote/FIG/", "Updated live quote", """
# Figma, Inc. (FIG)

NYSE - Nasdaq Real Time Price · USD

**117.05** +84.05 (+254.70%)

As of 2:31:47 PM EDT. Market Open.

| Field | Value | Field | Value |
| --- | --- | --- | --- |
| Previous Close | 33.00 | Market Cap (intraday) | 57.13B |
| Open | 85.00 | Beta (5Y Monthly) | -- |
| Bid | 117.00 x 500 | PE Ratio (TTM) | -- |
| Ask | 117.12 x 200 | EPS (TTM) | -- |
| Day's Range | 85.00 - 129.40 | Earnings Date | -- |
| 52 Week Range | 85.00 - 129.40 | Forward Dividend & Yield | -- |
| Volume | 26,918,530 | Ex-Dividend Date | -- |
| Avg. Volume | -- | 1y Target Est | -- |

Previous close reflects the IPO price.

## Recent news
- Figma's Blockbuster Debut Signals IPO Market Thaw — WSJ · 42 minutes ago
- Figma stock soars in NYSE debut after IPO priced above range — Reuters · 1 hour ago
- Dylan Field's stake now worth more than $6 billion — Bloomberg · 1 hour ago
- Figma opens at $85, more than double its IPO price — CNBC · 1 hour ago
"""))
    t.append(m.add({"fig_day1": "Opened $85.00 (+158% vs $33); 2:31 PM EDT $117.05 (+254.7%), range 85.00–129.40, vol 26.9M, mkt cap ≈ $57.1B"}))
    t.append(page("https://www.reuters.com/technology/figma-shares-soar-nyse-debut-2025-07-31/", "Details of the debut and valuation", """
# Figma stock soars in NYSE debut after IPO priced above range

*By Reuters staff · July 31, 2025*

July 31 (Reuters) - Shares of Figma opened at $85 on the New York Stock Exchange on Thursday, about 158% above their IPO price, as investors piled into one of the most anticipated technology listings of the year.

The design software company's stock later extended gains to more than triple the $33 offering price, giving it a market value of more than $50 billion, well above the $19.3 billion valuation at which it priced its IPO on Wednesday.

Figma raised about $1.2 billion after selling about 36.9 million shares, with most of the shares sold by existing investors. The company had twice raised its price range, most recently to $30 to $32 per share.

- The listing comes less than two years after Adobe walked away from a $20 billion deal to buy Figma in December 2023, citing regulatory hurdles in Europe and the UK.
- Figma reported revenue of $228.2 million for the quarter ended March 31, up 46% from a year earlier.
- Co-founder and CEO Dylan Field holds the majority of the voting power through Class B shares.

"The Figma pop is a clear signal that investors are ready to reward high-growth software names again," said an analyst at Renaissance Capital.

Reporting by Echo Wang and Arasu Kannagi Basil in New York; Editing by Shinjini Ganguli
"""))
    t.append(m.update({"figma_ipo": "Priced 30 Jul 2025 at $33 (above $30–32 range, range raised twice); 36,937,080 shares (12,472,657 primary / 24,464,423 secondary) ≈ $1.22B; IPO valuation ≈ $19.3B; NYSE: FIG; trading from 31 Jul 2025"}))
    t.append(m.retrieve_all())
    rs.add(task="search", tid="h37-search-21", system=SYSTEM, turns=t,
           state=state("Track Figma's NYSE listing today: IPO terms, the opening trade and how the stock is trading intraday.", "2025-07-31 (afternoon, EDT)"))


# web_search / web_extractor / dict_memory on currency redenominations: bad
def t22(rs: RowSet) -> None:
    m = Mem()
    t: list[tuple[str, str]] = []
    t.append((ask("Sierra Leone leone redenomination 2022 three zeros new leone"), found(
        ("https://www.bsl.gov.sl/redenomination.html", "Redenomination of the Leone - Bank of Sierra Leone",
         "With effect from 1st July 2022, the Leone is redenominated by removing three zeros: Le 1,000 (old) = Le 1 (new) ...", "N/A"),
        ("https://www.reuters.com/markets/currencies/sierra-leone-launches-new-currency-notes-removing-three-zeros-2022-07-01/", "Sierra Leone launches new currency notes, removing three zeros | Reuters",
         "Sierra Leone began circulating new banknotes on Friday after redenominating the leone, lopping off three zeros as the country grapples with inflation ...", "Jul 1, 2022"),
        ("https://en.wikipedia.org/wiki/Sierra_Leonean_leone", "Sierra Leonean leone - Wikipedia",
         "The leone (sign: Le; ISO 4217 code: SLE) is the currency of Sierra Leone. The previous leone (SLL) was replaced at 1,000 old leones = 1 new leone on 1 July 2022 ...", "N/A"),
        ("https://www.bbc.com/news/world-africa-61998201", "Sierra Leone removes three zeros from its currency - BBC News",
         "President Julius Maada Bio said the move would restore confidence in the currency and make it easier to carry ...", "Jul 1, 2022"),
        ("https://www.imf.org/en/News/Articles/2022/07/sierra-leone-redenomination", "Sierra Leone: Redenomination of the Leone - IMF country note",
         "Redenomination is a technical change that does not affect the real value of prices, wages or deposits ...", "Jul 2022"),
        ("https://awokonewspaper.sl/new-leones-in-circulation-what-you-need-to-know/", "New Leones in circulation: what you need to know - Awoko",
         "New notes are Le1, Le2, Le5, Le10 and Le20; coins are 1, 5, 10, 25 and 50 cents ...", "Jul 2, 2022"),
    )))
    t.append(page("https://www.bsl.gov.sl/redenomination.html", "Effective date, conversion rate, ISO codes, new notes and coins", """
# Redenomination of the Leone

**Bank of Sierra Leone** · Siaka Stevens Street, Freetown

## What is redenomination?

Redenomination is the process of changing the face value of a currency by removing zeros. With effect from **1st July 2022**, the Leone is redenominated by removing three (3) zeros from the existing currency.

> **Le 1,000 (old) = Le 1 (new)**

The value of your money does not change. Prices, wages, bank balances, loans and exchange rates are all converted at the same rate of 1,000 to 1.

## Currency codes

| | Old Leone | New Leone |
| --- | --- | --- |
| ISO 4217 alphabetic code | SLL | SLE |
| ISO 4217 numeric code | 694 | 925 |
| Symbol | Le | Le (NLe used during transition) |
| Subunit | — | 100 cents |

## New banknotes and coins

| Type | Denominations | Old-Leone equivalent |
| --- | --- | --- |
| Banknotes | Le 1, Le 2, Le 5, Le 10, Le 20 | Le 1,000 – Le 20,000 |
| Coins | 1, 5, 10, 25 and 50 cents | Le 10 – Le 500 |

## Transition period

Old and new banknotes will circulate side by side during a transition period. Members of the public are encouraged to exchange old notes at commercial banks and designated Bank of Sierra Leone centres at no charge. All prices must be displayed in both old and new Leones during the transition.

Governor: Professor Kelfala M. Kallon
"""))
    t.append(m.add({"sierra_leone": "Redenominated 1 Jul 2022: Le 1,000 old (SLL, 694) = Le 1 new (SLE, 925); notes Le1–Le20, coins 1–50 cents"}))
    t.append((ask("ISO 4217 currency code changes redenomination SLE VES ZWG MRU amendment list"), found(
        ("https://www.six-group.com/en/products-services/financial-information/data-standards.html", "Data Standards — ISO 4217 Currency Codes | SIX",
         "SIX Financial Information is the Maintenance Agency for ISO 4217. Current and historic currency code lists and amendments ...", "N/A"),
        ("https://www.iso.org/iso-4217-currency-codes.html", "ISO 4217 — Currency codes",
         "The ISO 4217 standard specifies alphabetic and numeric codes for currencies ...", "N/A"),
        ("https://en.wikipedia.org/wiki/ISO_4217", "ISO 4217 - Wikipedia",
         "Historic codes include SLL (Sierra Leonean leone, replaced by SLE), MRO (replaced by MRU), STD (replaced by STN) ...", "N/A"),
        ("https://www.iban.com/currency-codes", "Currency Codes - ISO 4217 | IBAN.com",
         "List of currency codes: Sierra Leone — Leone — SLE — 925 ...", "N/A"),
        ("https://www.swift.com/standards/data-standards/iso-4217-updates", "ISO 4217 updates | Swift",
         "Upcoming and recent currency code changes impacting payment messages ...", "N/A"),
    )))
    t.append(page("https://www.six-group.com/en/products-services/financial-information/data-standards.html",
                  "Recent ISO 4217 code changes linked to redenominations", """
# Data Standards — ISO 4217 Currency Codes

SIX Financial Information AG, Maintenance Agency for ISO 4217

## Recent amendments related to redenominations and new currencies

| Effective | Country | Previous code (numeric) | New code (numeric) | Conversion | Note |
| --- | --- | --- | --- | --- | --- |
| 2016-07-01 | Belarus | BYR (974) | BYN (933) | 10,000 BYR = 1 BYN | BYR withdrawn 2017 |
| 2018-01-01 | Mauritania | MRO (478) | MRU (929) | 10 MRO = 1 MRU | |
| 2018-01-01 | São Tomé and Príncipe | STD (678) | STN (930) | 1,000 STD = 1 STN | |
| 2018-08-20 | Venezuela | VEF (937) | VES (928) | 100,000 VEF = 1 VES | 2021 redenomination (1,000,000:1) kept code VES |
| 2022-07-01 | Sierra Leone | SLL (694) | SLE (925) | 1,000 SLL = 1 SLE | SLL retained in List One during transition |
| 2024-06-25 | Zimbabwe | ZWL (932) | ZWG (924) | n/a (new currency, ZiG) | ZiG in circulation since 2024-04-30 |

## Lists

- List One: Current currency & funds
- List Two: Current funds codes
- List Three: Historic denominations (currencies & funds)

Download: list-one.xml · list-three.xml · amendment history (PDF)
"""))
    t.append(m.add({
        "mauritania": "2018-01-01: 10 MRO = 1 MRU",
        "sao_tome": "2018-01-01: 1,000 STD = 1 STN",
        "venezuela": "2018: 100,000 VEF = 1 VES; 2021 (1 Oct): 1,000,000:1, code stayed VES",
        "belarus": "2016-07-01: 10,000 BYR = 1 BYN",
    }))
    t.append((ask("Sierra Leone old leone notes legal tender deadline exchange banks 2023"), found(
        ("https://www.thesierraleonetelegraph.com/bank-of-sierra-leone-urges-public-to-exchange-old-leone-notes/", "Bank of Sierra Leone urges public to exchange old leone notes - The Sierra Leone Telegraph",
         "The Bank of Sierra Leone has reminded the public that old banknotes can still be exchanged at commercial banks ...", "Mar 3, 2023"),
        ("https://awokonewspaper.sl/bsl-extends-old-leones-circulation/", "BSL extends circulation period of old Leones - Awoko",
         "The central bank says old and new notes will continue to circulate side by side ...", "Sep 29, 2022"),
        ("https://www.bsl.gov.sl/press_releases.html", "Press Releases - Bank of Sierra Leone",
         "Press release on the status of old Leone banknotes ...", "N/A"),
        ("https://www.reuters.com/markets/currencies/sierra-leone-inflation-redenomination-2023/", "Sierra Leone inflation hits record as leone slides | Reuters",
         "The leone has lost more than half its value against the dollar since the redenomination ...", "Jun 14, 2023"),
        ("https://www.politico.sl/old-notes-exchange", "Old notes: what happens now? - Politico SL",
         "Traders in Freetown report continued use of old Le 10,000 notes in markets ...", "Feb 20, 2023"),
    )))
    t.append(page("https://www.thesierraleonetelegraph.com/bank-of-sierra-leone-urges-public-to-exchange-old-leone-notes/", "Status of old notes and exchange arrangements", """
# Bank of Sierra Leone urges public to exchange old leone notes

*The Sierra Leone Telegraph · 3 March 2023*

The Bank of Sierra Leone (BSL) has reminded members of the public that old leone banknotes can still be exchanged for the new notes at commercial banks and BSL centres across the country, eight months after the currency was redenominated.

Under the redenomination that took effect on 1 July 2022, three zeros were removed from the currency, so that 1,000 old leones became one new leone. The new leone, which carries the ISO currency code SLL, is now used in all official transactions, bank statements and government payments.

In a statement issued in Freetown on Thursday, the BSL said:

> "The Bank wishes to assure the public that old notes remain exchangeable at face value. We encourage all holders of old banknotes, particularly in the provinces, to take advantage of the exchange facilities before the end of the transition period, which will be announced in due course."

## Exchange points

| Region | Exchange centres |
| --- | --- |
| Western Area | BSL Head Office, Siaka Stevens Street; all commercial bank branches |
| Northern Province | BSL Makeni branch; commercial banks in Makeni, Port Loko, Kabala |
| Southern Province | BSL Bo branch; commercial banks in Bo, Moyamba, Pujehun |
| Eastern Province | BSL Kenema branch; commercial banks in Kenema, Kailahun, Kono |

Traders in Freetown's markets told the Telegraph that many customers still quote prices in old leones, while bank tellers said exchange volumes have fallen sharply since December.

The BSL has also warned against the use of counterfeit new Le 20 notes, which it said had been detected in small numbers in Freetown and Bo.
"""))
    t.append(m.update({"sierra_leone": "Redenominated 1 Jul 2022: Le 1,000 old = Le 1 new; notes Le1–Le20, coins 1–50 cents; old notes still exchangeable at banks/BSL centres (Mar 2023), end of transition TBA"}))
    t.append((ask("Zimbabwe Gold ZiG introduced April 2024 conversion rate ZWL"), found(
        ("https://www.rbz.co.zw/documents/mps/2024/Monetary-Policy-Statement-April-2024.pdf", "Monetary Policy Statement — Reserve Bank of Zimbabwe, 5 April 2024",
         "Introduction of a structured currency, Zimbabwe Gold (ZiG), backed by gold and foreign currency reserves, with effect from 5 April 2024 ...", "Apr 5, 2024"),
        ("https://www.reuters.com/markets/currencies/zimbabwe-launches-new-gold-backed-currency-2024-04-05/", "Zimbabwe launches new gold-backed currency ZiG | Reuters",
         "The RTGS dollars in bank accounts were converted at a rate of 2,498.7242 ZWL per ZiG, with an opening rate of 13.56 ZiG per U.S. dollar ...", "Apr 5, 2024"),
        ("https://www.bbc.com/news/world-africa-68751183", "Zimbabwe launches new currency ZiG - BBC News",
         "It is the sixth attempt at a functioning local currency since 2009 ...", "Apr 8, 2024"),
        ("https://en.wikipedia.org/wiki/Zimbabwe_Gold", "Zimbabwe Gold - Wikipedia",
         "The Zimbabwe Gold (ZiG; ISO 4217: ZWG) is the official currency of Zimbabwe, introduced on 5 April 2024 ...", "N/A"),
        ("https://www.herald.co.zw/zig-notes-coins-enter-circulation/", "ZiG notes, coins enter circulation - The Herald",
         "Physical ZiG notes and coins entered circulation on 30 April ...", "Apr 30, 2024"),
        ("https://www.reuters.com/markets/currencies/zimbabwe-zig-devalued-43-2024-09-27/", "Zimbabwe devalues ZiG currency by 43% | Reuters",
         "The central bank weakened the official rate to 24.39 per dollar from 13.99 ...", "Sep 27, 2024"),
    )))
    t.append(m.add({"zimbabwe": "ZiG (ZWG 924) launched 5 Apr 2024; RTGS balances converted at 2,498.7242 ZWL per ZiG; notes/coins from 30 Apr 2024; devalued 43% in Sep 2024 (24.39/USD)"}))
    rs.add(task="search", tid="h37-search-22", system=SYSTEM, turns=t,
           state=state("Document Sierra Leone's 2022 redenomination (rate, codes, notes, transition) and compare with other recent redenominations and code changes.", "2025-01-20"),
           bad=True, turn=8, kind="ISO code of the new currency drifts to the old currency's code")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
