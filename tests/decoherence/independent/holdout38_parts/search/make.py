# ruff: noqa: E501
"""Held-out set holdout38, search domain: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Each trajectory is one research task; half of them carry exactly one observation that contradicts an earlier
one. Run from the repository root: ``python3 -m tests.decoherence.independent.holdout38_parts.search.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, pj, results, search

TOOL_DEFS = [
    {"name": "web_search", "description": "Perform batched web searches: supply an array 'queries'; the tool retrieves the top 10 results for each query.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "description": "Array of query strings."}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Fetch a webpage and return its main content as Markdown, focused on the stated goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string", "description": "What information to look for on the page."}}, "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "A persistent key-value scratchpad for intermediate findings.",
     "parameters": {"type": "object", "properties": {
         "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
         "dict": {"type": "object", "description": "Key-value pairs for add/update."},
         "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}}, "required": ["operation"]}},
]

SYSTEM_LONG = (
    "# Role and Objective\n\nYou are a **Search World Model**, a precise simulator of a web search and information "
    "retrieval environment. Simulate the execution of search and memory tool calls and return the exact response the "
    "real tool would return. Factual accuracy comes first; keep search results, extracted pages and memory contents "
    "consistent across the whole interaction.\n\n## Tools\n\n- `web_search`: 10 ranked results per query, each as "
    "`[n] URL` / `Title:` / `Snippet:` / `Date:` (N/A for undated pages).\n- `web_extractor`: the page's main content "
    "as Markdown (headers, tables, lists), consistent with earlier snippets for the same URL.\n- `dict_memory`: a "
    "key-value store; add/update/remove confirm the keys, retrieve returns the stored values exactly or `Key not "
    "found`, retrieve_all returns every stored pair.\n\n# Input Definitions & Action Space\n\n"
    + json.dumps(TOOL_DEFS, indent=1)
    + "\n\nReply with the tool output after **Environment Observation:**.")


def serp(*items: tuple[str, str, str, str]) -> str:
    return "```\n" + results(*items) + "\n```"


def added(d: dict[str, Any]) -> str:
    return f"Successfully added items of {list(d)} to memory."


def updated(d: dict[str, Any]) -> str:
    return f"Successfully updated items of {list(d)} in memory."


def removed(keys: list[str]) -> str:
    return f"Successfully removed items of {keys} from memory."


def add(d: dict[str, Any]) -> str:
    return memory("add", dict=d)


def upd(d: dict[str, Any]) -> str:
    return memory("update", dict=d)


def state(task: str, date: str) -> str:
    return f"Research task: {task}\nMemory store: empty\nSearch history: none\nSession date: {date}"


# web_search / web_extractor / dict_memory: Fields Medal 2022 — bad
def t01(rs: RowSet) -> None:
    m1 = {"fields_2022_laureates": "Hugo Duminil-Copin (IHES / Univ. of Geneva); June Huh (Princeton / KIAS); James Maynard (Univ. of Oxford); Maryna Viazovska (EPFL)",
          "fields_2022_ceremony": "IMU Award Ceremony, 5 July 2022, Helsinki, Finland (ICM 2022 itself held virtually after the move from St Petersburg)"}
    m2 = {"viazovska_notes": "2nd woman Fields medallist (after Mirzakhani 2014); dim-8 proof arXiv:1603.04246 (Mar 2016), Annals of Math 185(3) 2017; dim-24 with Cohn, Kumar, Miller, Radchenko arXiv:1603.06518; PhD Bonn 2013; EPFL chair since 2018"}
    mem = {**m1, **m2}
    mem["fields_2022_ceremony"] = "IMU Award Ceremony, 6 July 2022, Helsinki, Finland (ICM 2022 itself held virtually after the move from St Petersburg)"
    turns = [
        (search("Fields Medal 2022 winners"), serp(
            ("https://www.mathunion.org/imu-awards/fields-medal/fields-medals-2022", "Fields Medals 2022 | International Mathematical Union (IMU)",
             "Fields Medals 2022 · Hugo Duminil-Copin · June Huh · James Maynard · Maryna Viazovska. The Fields Medals 2022 were awarded at the IMU Award Ceremony in Helsinki, Finland, on July 5, 2022.", "Jul 5, 2022"),
            ("https://en.wikipedia.org/wiki/Fields_Medal", "Fields Medal - Wikipedia",
             "The Fields Medal is a prize awarded to two, three, or four mathematicians under 40 years of age at the International Congress of the International Mathematical Union (IMU), a meeting that takes place every four years.", "N/A"),
            ("https://www.quantamagazine.org/ukrainian-mathematician-maryna-viazovska-receives-fields-medal-20220705/", "Ukrainian Mathematician Maryna Viazovska Receives Fields Medal | Quanta Magazine",
             "Viazovska, who solved the sphere-packing problem in dimensions eight and 24, is the second woman to win the prize in its 86-year history.", "Jul 5, 2022"),
            ("https://www.nature.com/articles/d41586-022-01838-4", "Fields Medals 2022: work on prime numbers and sphere packing wins ... - Nature",
             "Hugo Duminil-Copin, June Huh, James Maynard and Maryna Viazovska receive mathematics' most prestigious award at a ceremony in Helsinki.", "Jul 5, 2022"),
            ("https://www.nytimes.com/2022/07/05/science/math-fields-medal.html", "Fields Medal Awarded to Four Mathematicians, Including a Ukrainian ...",
             "The prizes, which are given every four years, went to Hugo Duminil-Copin, June Huh, James Maynard and Maryna Viazovska, only the second woman to win.", "Jul 5, 2022"),
            ("https://www.princeton.edu/news/2022/07/05/princetons-june-huh-awarded-fields-medal", "Princeton's June Huh awarded Fields Medal",
             "Huh, a professor of mathematics, was recognized for bringing the ideas of Hodge theory to combinatorics and proving a string of long-standing conjectures.", "Jul 5, 2022"),
            ("https://www.ox.ac.uk/news/2022-07-05-oxford-mathematician-james-maynard-wins-fields-medal", "Oxford mathematician James Maynard wins Fields Medal",
             "Professor James Maynard of the Mathematical Institute has been awarded the Fields Medal for contributions to analytic number theory and the structure of the primes.", "Jul 5, 2022"),
            ("https://www.ihes.fr/en/hugo-duminil-copin-fields-medal-2022/", "Hugo Duminil-Copin awarded the 2022 Fields Medal - IHES",
             "IHES permanent professor Hugo Duminil-Copin receives the Fields Medal for his work on phase transitions in statistical physics.", "Jul 5, 2022"),
            ("https://www.reddit.com/r/math/comments/vrr5lc/the_2022_fields_medal_winners/", "The 2022 Fields Medal winners : r/math",
             "Congrats to Duminil-Copin, Huh, Maynard and Viazovska! Great to finally see Viazovska get it after the E8 paper ...", "Jul 5, 2022"),
        )),
        (extract("https://www.mathunion.org/imu-awards/fields-medal/fields-medals-2022", "List the 2022 laureates with affiliations and prize citations, and the date and place of the ceremony"),
         """# Fields Medals 2022

The Fields Medals 2022 were awarded at the **IMU Award Ceremony 2022** in **Helsinki, Finland, on July 5, 2022**. Following the decision to hold the International Congress of Mathematicians 2022 as a fully virtual event instead of in St. Petersburg, the prize ceremony and the IMU General Assembly took place in Helsinki, hosted by the Finnish mathematical community.

## Hugo Duminil-Copin

Institut des Hautes Études Scientifiques (IHES), Bures-sur-Yvette, France, and Université de Genève, Switzerland

> For solving longstanding problems in the probabilistic theory of phase transitions in statistical physics, especially in dimensions three and four.

- Born 1985 in Châtenay-Malabry, France
- PhD 2011, Université de Genève (advisor: Stanislav Smirnov)
- Laudatio by Gordon Slade · Popular scientific exposition (PDF)

## June Huh

Princeton University, USA, and Korea Institute for Advanced Study

> For bringing the ideas of Hodge theory to combinatorics, the proof of the Dowling–Wilson conjecture for geometric lattices, the proof of the Heron–Rota–Welsh conjecture for matroids, the development of the theory of Lorentzian polynomials, and the proof of the strong Mason conjecture.

- Born 1983 in Stanford, California, USA
- PhD 2014, University of Michigan (advisor: Mircea Mustaţă)
- Laudatio by Gil Kalai · Popular scientific exposition (PDF)

## James Maynard

University of Oxford, UK

> For contributions to analytic number theory, which have led to major advances in the understanding of the structure of prime numbers and in Diophantine approximation.

- Born 1987 in Chelmsford, England
- DPhil 2013, University of Oxford (advisor: Roger Heath-Brown)
- Laudatio by Kannan Soundararajan · Popular scientific exposition (PDF)

## Maryna Viazovska

École Polytechnique Fédérale de Lausanne (EPFL), Switzerland

> For the proof that the E8 lattice provides the densest packing of identical spheres in 8 dimensions, and further contributions to related extremal problems and interpolation problems in Fourier analysis.

- Born 1984 in Kyiv, Ukraine
- PhD 2013, Rheinische Friedrich-Wilhelms-Universität Bonn (advisors: Don Zagier, Werner Ballmann)
- Laudatio by Henry Cohn · Popular scientific exposition (PDF)

## Other IMU prizes awarded at the ceremony

| Prize | Laureate |
| --- | --- |
| IMU Abacus Medal | Mark Braverman |
| Chern Medal Award | Barry Mazur |
| Carl Friedrich Gauss Prize | Elliott H. Lieb |
| Leelavati Prize | Nikolai Andreev |
| Ladyzhenskaya Medal | Svetlana Jitomirskaya |

## Fields Medal Committee 2022

Carlos E. Kenig (Chair), Ingrid Daubechies, and further members appointed by the IMU Executive Committee. The names of the committee members other than the Chair are published after the ceremony.

[Fields Medal overview](https://www.mathunion.org/imu-awards/fields-medal) · [Press release (PDF)](https://www.mathunion.org/fileadmin/IMU/Prizes/2022/IMU_Prizes_2022_Press_Release.pdf) · [Video of the ceremony](https://www.mathunion.org/icm/virtual-icm-2022)"""),
        (add(m1), added(m1)),
        (search("Viazovska sphere packing dimension 8 proof arXiv 2016 Annals"), serp(
            ("https://arxiv.org/abs/1603.04246", "[1603.04246] The sphere packing problem in dimension 8 - arXiv",
             "In this paper we prove that no packing of unit balls in Euclidean space R^8 has density greater than that of the E8-lattice packing.", "Mar 14, 2016"),
            ("https://annals.math.princeton.edu/2017/185-3/p07", "The sphere packing problem in dimension 8 | Annals of Mathematics",
             "Pages 991-1015 from Volume 185 (2017), Issue 3 by Maryna S. Viazovska. Abstract: In this paper we prove that no packing of unit balls ...", "N/A"),
            ("https://arxiv.org/abs/1603.06518", "[1603.06518] The sphere packing problem in dimension 24 - arXiv",
             "Henry Cohn, Abhinav Kumar, Stephen D. Miller, Danylo Radchenko, Maryna Viazovska. Building on Viazovska's recent solution of the sphere packing problem in eight dimensions, we prove that the Leech lattice is the densest packing ...", "Mar 21, 2016"),
            ("https://www.quantamagazine.org/sphere-packing-solved-in-higher-dimensions-20160330/", "Sphere Packing Solved in Higher Dimensions | Quanta Magazine",
             "A Ukrainian mathematician has solved the centuries-old sphere-packing problem in dimensions eight and 24.", "Mar 30, 2016"),
            ("https://en.wikipedia.org/wiki/Maryna_Viazovska", "Maryna Viazovska - Wikipedia",
             "Maryna Sergiivna Viazovska is a Ukrainian mathematician known for her work in sphere packing. She is full professor and Chair of Number Theory at EPFL.", "N/A"),
            ("https://en.wikipedia.org/wiki/Sphere_packing", "Sphere packing - Wikipedia",
             "In 2016, Maryna Viazovska announced a proof that the E8 lattice provides the optimal packing in eight-dimensional space, and soon afterwards she and collaborators ...", "N/A"),
            ("https://www.ams.org/journals/notices/201702/rnoti-p102.pdf", "A Conceptual Breakthrough in Sphere Packing - AMS Notices",
             "Henry Cohn explains the magic function behind Viazovska's proof and why dimensions 8 and 24 are special.", "Feb 1, 2017"),
            ("https://www.mathunion.org/fileadmin/IMU/Prizes/Fields/2022/laudatio-mv.pdf", "The work of Maryna Viazovska - International Mathematical Union",
             "Laudatio by Henry Cohn. Viazovska's solution of the sphere packing problem in eight dimensions is a landmark in the field ...", "Jul 5, 2022"),
        )),
        (extract("https://www.quantamagazine.org/ukrainian-mathematician-maryna-viazovska-receives-fields-medal-20220705/", "Biographical background of Viazovska and what the prize recognizes"),
         """# Ukrainian Mathematician Maryna Viazovska Receives Fields Medal

*Viazovska, who solved the sphere-packing problem in dimensions eight and 24, is the second woman to win the prize in its 86-year history.*

By Erica Klarreich · July 5, 2022 · Fields Medal 2022

In the spring of 2016, amid the flurry of excitement over a new proof, mathematicians were hard pressed to name anything that Maryna Viazovska's result resembled. Within a week of posting her 23-page paper on the arXiv, the then-31-year-old postdoc had settled a problem that had resisted mathematicians for centuries: the densest way to pack spheres in eight-dimensional space.

## A magic function

The proof rests on a single function. Building on a framework laid out by Henry Cohn and Noam Elkies in 2003, Viazovska constructed, using modular forms, a "magic" function whose values and Fourier transform behave exactly as needed to certify that the E8 lattice packing, in which spheres fill about 25.37% of space, cannot be beaten.

A week later she and four collaborators (Cohn, Abhinav Kumar, Stephen D. Miller and Danylo Radchenko) adapted the method to prove that the Leech lattice is the densest packing in 24 dimensions.

## Background

- Born in 1984 in Kyiv, then part of the Soviet Union
- Studied at Taras Shevchenko National University of Kyiv; won prizes at the International Mathematics Competition for University Students as an undergraduate
- Doctorate from the University of Bonn in 2013 under Don Zagier and Werner Ballmann
- Postdoctoral positions at the Berlin Mathematical School and Humboldt University of Berlin
- Joined the École Polytechnique Fédérale de Lausanne (EPFL) in 2017, full professor and Chair of Number Theory since 2018

## Since the sphere-packing proof

With Cohn, Kumar, Miller and Radchenko she went on to show that the E8 and Leech lattices are "universally optimal": they minimize energy for a broad class of potential functions, not only for packing. Later work with Radchenko produced Fourier interpolation formulas that reconstruct a function from its values and the values of its Fourier transform on sparse sets of points.

Viazovska is the second woman to receive a Fields Medal, after Maryam Mirzakhani in 2014.

> "I think mathematics is a very human activity," Viazovska said in an interview. "It is about communicating ideas."

**Related:** [Hugo Duminil-Copin](https://www.quantamagazine.org/hugo-duminil-copin-wins-the-fields-medal-20220705/) · [June Huh](https://www.quantamagazine.org/june-huh-high-school-dropout-wins-the-fields-medal-20220705/) · [James Maynard](https://www.quantamagazine.org/james-maynard-solves-the-hardest-easy-math-problems-20220705/)"""),
        (add(m2), added(m2)),
        (search("next Fields Medal 2026 ICM Philadelphia dates"), serp(
            ("https://www.icm2026.org/", "ICM 2026 Philadelphia | International Congress of Mathematicians",
             "The International Congress of Mathematicians 2026 will take place July 23-30, 2026 at the Pennsylvania Convention Center in Philadelphia, USA.", "N/A"),
            ("https://www.mathunion.org/icm/icm-2026", "ICM 2026 | International Mathematical Union (IMU)",
             "The IMU General Assembly decided that the ICM 2026 will be held in Philadelphia. The IMU prizes, including the Fields Medals, will be awarded at the opening ceremony.", "N/A"),
            ("https://www.ams.org/news?news_id=7125", "Philadelphia selected to host the 2026 International Congress of Mathematicians - AMS",
             "The AMS is pleased to announce that the IMU General Assembly has selected Philadelphia as the site of ICM 2026, the first ICM in the United States since 1986.", "Jul 4, 2022"),
            ("https://en.wikipedia.org/wiki/International_Congress_of_Mathematicians", "International Congress of Mathematicians - Wikipedia",
             "The ICM is the largest conference for the topic of mathematics. It meets once every four years, hosted by the IMU. The Fields Medals ... are awarded during the congress' opening ceremony.", "N/A"),
            ("https://www.mathunion.org/imu-awards/fields-medal", "Fields Medal | International Mathematical Union (IMU)",
             "The Fields Medal is awarded every four years on the occasion of the International Congress of Mathematicians to recognize outstanding mathematical achievement ...", "N/A"),
            ("https://www.inquirer.com/education/philadelphia-international-congress-mathematicians-2026-20220706.html", "Philadelphia will host the world's biggest math conference in 2026",
             "Thousands of mathematicians are expected in Philadelphia for the ICM, where the Fields Medals, often called the Nobel Prize of math, will be handed out.", "Jul 6, 2022"),
            ("https://www.reddit.com/r/math/comments/1b9x0lq/fields_medal_2026_predictions/", "Fields Medal 2026 predictions : r/math",
             "Who do you think gets it in Philly? Eligible means born on or after January 1, 1986 ...", "Mar 8, 2024"),
            ("https://www.mathunion.org/fileadmin/IMU/Prizes/Fields/Fields_Medal_Guidelines.pdf", "Guidelines for the Fields Medal Committee - IMU",
             "A candidate's 40th birthday must not occur before January 1 of the year of the Congress at which the Fields Medals are awarded.", "N/A"),
        )),
        (memory("retrieve_all"), pj(mem)),
    ]
    rs.add(task="search", tid="h38-search-01", system=SEARCH_SYSTEM, turns=turns,
           state=state("Who received the 2022 Fields Medals, for what work, and where was the prize ceremony held? Also find when and where the next medals will be awarded.", "2025-05-14"),
           bad=True, turn=8, kind="memory value read back with a different ceremony date than the one stored")


# web_search / web_extractor / dict_memory: 76th Emmy nominations and live winners list — clean
def t02(rs: RowSet) -> None:
    m1 = {"emmy76_top_nominations": "Shōgun 25; The Bear 23 (comedy record); Only Murders in the Building 21; True Detective: Night Country 19; The Crown 18; Hacks 17",
          "emmy76_platform_totals": "Netflix 107; HBO/Max 107; FX 93; Apple TV+ 72; Disney+ 38"}
    m2 = {"shogun_wins": "14 at Creative Arts Emmys (Sept 7-8, 2024); still up tonight: Drama Series, Lead Actor (Sanada), Lead Actress (Sawai), Supporting, Directing, Writing"}
    m3 = {"shogun_wins": "18 total = 14 Creative Arts + 4 telecast (Drama Series, Lead Actor Hiroyuki Sanada, Lead Actress Anna Sawai, Directing Frederick E.O. Toye) - most ever for a single season of any series"}
    live_url = "https://deadline.com/2024/09/emmys-2024-winners-list-1236084512/"
    common_top = """# Emmys 2024 Winners List: 'Shōgun', 'Hacks', 'The Bear', 'Baby Reindeer' & More - Updating Live

By Deadline Staff"""
    turns = [
        (search("76th Emmy nominations 2024 most nominated shows by platform"), serp(
            ("https://www.emmys.com/news/press-releases/76th-emmy-awards-nominations", "Nominations Announced for the 76th Emmy Awards | Television Academy",
             "FX's Shōgun leads all programs with 25 nominations, followed by The Bear with 23, a record for a comedy series in a single year ...", "Jul 17, 2024"),
            ("https://variety.com/2024/tv/news/emmy-nominations-2024-list-nominees-1236071215/", "Emmy Nominations 2024: Full List of Nominees - Variety",
             "'Shōgun' and 'The Bear' lead the 2024 Emmy nominations; Netflix and HBO/Max tie with 107 nods each ...", "Jul 17, 2024"),
            ("https://en.wikipedia.org/wiki/76th_Primetime_Emmy_Awards", "76th Primetime Emmy Awards - Wikipedia",
             "The 76th Primetime Emmy Awards honored the best in American prime time television programming from June 1, 2023, until May 31, 2024 ... held on September 15, 2024, at the Peacock Theater.", "N/A"),
            (live_url, "Emmys 2024 Winners List: 'Shōgun', 'Hacks', 'The Bear' & More - Updating Live",
             "The 76th Emmy Awards are underway at the Peacock Theater in Los Angeles, hosted by Dan and Eugene Levy. Refresh for the full list of winners ...", "2 hours ago"),
            ("https://www.nytimes.com/2024/07/17/arts/television/emmy-nominations-2024.html", "Emmy Nominations 2024: 'Shogun' and 'The Bear' Lead - The New York Times",
             "FX's period drama and its kitchen comedy dominated, and Netflix and HBO tied for the most nominations by a platform.", "Jul 17, 2024"),
            ("https://www.hollywoodreporter.com/tv/tv-news/emmy-nominations-2024-by-network-1235950124/", "Emmy Nominations 2024 by Network: Netflix and HBO Tie at 107",
             "FX landed a record 93 nominations, Apple TV+ 72, Prime Video and Disney+ trailing ...", "Jul 17, 2024"),
            ("https://www.goldderby.com/article/2024/emmy-nominations-list-76th-2024/", "2024 Emmy nominations: Full list of 76th Emmy Awards nominees - Gold Derby",
             "Tony Hale and Sheryl Lee Ralph announced the nominations on Wednesday morning from the Television Academy's Saban Media Center ...", "Jul 17, 2024"),
            ("https://www.reddit.com/r/television/comments/1e5ghz0/76th_primetime_emmy_awards_nominations/", "76th Primetime Emmy Awards Nominations : r/television",
             "Shōgun with 25 is wild for a first season. The Bear at 23 while being a comedy ...", "Jul 17, 2024"),
            ("https://www.emmys.com/awards/nominations/award-search", "Award Search | Television Academy",
             "Search Emmy nominations and wins by year, category, program, and person.", "N/A"),
        )),
        (extract("https://www.emmys.com/news/press-releases/76th-emmy-awards-nominations", "Programs with the most nominations and nominations by platform"),
         """# Nominations Announced for the 76th Emmy Awards

**LOS ANGELES – July 17, 2024** – Nominations for the 76th Emmy Awards were announced this morning by Television Academy Chair Cris Abrego with Emmy-winners Tony Hale (*Veep*) and Sheryl Lee Ralph (*Abbott Elementary*).

The 76th Emmy Awards will be broadcast live on ABC on Sunday, September 15, 2024, from the Peacock Theater in Los Angeles. The Creative Arts Emmys will be held over two consecutive nights, Saturday, September 7, and Sunday, September 8.

## Programs with the most nominations

| Program | Network / Platform | Nominations |
| --- | --- | --- |
| Shōgun | FX | 25 |
| The Bear | FX | 23 |
| Only Murders in the Building | Hulu | 21 |
| True Detective: Night Country | HBO / Max | 19 |
| The Crown | Netflix | 18 |
| Hacks | Max | 17 |
| Mr. & Mrs. Smith | Prime Video | 16 |
| The Morning Show | Apple TV+ | 16 |
| Fargo | FX | 15 |
| Ripley | Netflix | 13 |
| Baby Reindeer | Netflix | 11 |

*The Bear*'s 23 nominations are the most ever received by a comedy series in a single year.

## Nominations by platform

| Platform | Nominations |
| --- | --- |
| Netflix | 107 |
| HBO / Max | 107 |
| FX | 93 |
| Apple TV+ | 72 |
| Disney+ | 38 |
| Prime Video | 37 |
| Hulu | 31 |
| ABC | 28 |

## Key categories

- **Outstanding Drama Series:** The Crown · Fallout · The Gilded Age · The Morning Show · Mr. & Mrs. Smith · Shōgun · Slow Horses · 3 Body Problem
- **Outstanding Comedy Series:** Abbott Elementary · The Bear · Curb Your Enthusiasm · Hacks · Only Murders in the Building · Palm Royale · Reservation Dogs · What We Do in the Shadows
- **Outstanding Limited or Anthology Series:** Baby Reindeer · Fargo · Lessons in Chemistry · Ripley · True Detective: Night Country

Voting in the final round runs from August 15 to August 26. [Full list of nominations (PDF)](https://www.emmys.com/sites/default/files/Downloads/76th-nominations-list-v1.pdf)"""),
        (add(m1), added(m1)),
        (extract(live_url, "Which categories have been announced so far and who won"),
         common_top + """ · Updated: September 15, 2024 6:41pm PT

The 76th Primetime Emmy Awards are underway at the Peacock Theater in Los Angeles, hosted by father-and-son duo Eugene and Dan Levy and airing live on ABC. *The Bear* swept the first block of comedy categories, while FX's *Shōgun* comes into the night already holding a record 14 Creative Arts trophies. Winners are marked below as they are announced; refresh for the latest.

## Comedy

| Category | Winner |
| --- | --- |
| Supporting Actor in a Comedy Series | **Ebon Moss-Bachrach**, *The Bear* |
| Supporting Actress in a Comedy Series | **Liza Colón-Zayas**, *The Bear* |
| Lead Actor in a Comedy Series | **Jeremy Allen White**, *The Bear* |
| Directing for a Comedy Series | **Christopher Storer**, *The Bear* ("Fishes") |
| Writing for a Comedy Series | **Lucia Aniello, Paul W. Downs, Jen Statsky**, *Hacks* ("Bulletproof") |
| Lead Actress in a Comedy Series | *to be announced* |
| Outstanding Comedy Series | *to be announced* |

## Limited or Anthology Series

| Category | Winner |
| --- | --- |
| Supporting Actor in a Limited Series | **Lamorne Morris**, *Fargo* |
| Supporting Actress in a Limited Series | **Jessica Gunning**, *Baby Reindeer* |
| Lead Actor / Lead Actress / Writing / Directing | *to be announced* |
| Outstanding Limited or Anthology Series | *to be announced* |

## Drama

| Category | Winner |
| --- | --- |
| Supporting Actor in a Drama Series | **Billy Crudup**, *The Morning Show* |
| Supporting Actress in a Drama Series | *to be announced* |
| Lead Actor in a Drama Series | *to be announced* |
| Lead Actress in a Drama Series | *to be announced* |
| Directing / Writing for a Drama Series | *to be announced* |
| Outstanding Drama Series | *to be announced* |

## Variety and Reality

| Category | Winner |
| --- | --- |
| Outstanding Reality Competition Program | *to be announced* |
| Outstanding Talk Series | *to be announced* |
| Outstanding Scripted Variety Series | *to be announced* |

**Related:** Creative Arts Emmys winners list (Night 1 and Night 2) · Emmys red carpet photos · Deadline's Emmy predictions"""),
        (search("Shogun Creative Arts Emmys wins record 14"), serp(
            ("https://variety.com/2024/tv/news/shogun-creative-arts-emmys-record-1236138562/", "'Shōgun' Breaks Record With 14 Creative Arts Emmy Wins - Variety",
             "FX's 'Shōgun' set a record for the most Emmys won by a single season of a show at the Creative Arts ceremonies, with 14 wins heading into the main telecast.", "Sep 8, 2024"),
            ("https://www.hollywoodreporter.com/tv/tv-news/creative-arts-emmys-2024-winners-list-1235995634/", "Creative Arts Emmys 2024: Full Winners List - The Hollywood Reporter",
             "Shōgun led both nights with 14 wins; The Bear picked up seven, including guest acting trophies for Jon Bernthal and Jamie Lee Curtis.", "Sep 8, 2024"),
            ("https://en.wikipedia.org/wiki/Sh%C5%8Dgun_(2024_TV_series)", "Shōgun (2024 TV series) - Wikipedia",
             "Shōgun is an American historical drama television series created by Rachel Kondo and Justin Marks, based on the 1975 novel by James Clavell ...", "N/A"),
            ("https://www.fxnetworks.com/news/shogun-emmys", "Shōgun - Emmy Nominations and Wins | FX",
             "25 Emmy nominations including Outstanding Drama Series, Lead Actor Hiroyuki Sanada and Lead Actress Anna Sawai.", "N/A"),
            ("https://deadline.com/2024/09/creative-arts-emmys-night-2-winners-list-1236081027/", "Creative Arts Emmys Night 2 Winners List - Deadline",
             "Shōgun adds six more trophies on Sunday night, bringing its Creative Arts total to 14, a single-season record ...", "Sep 8, 2024"),
            ("https://www.indiewire.com/awards/results/shogun-emmy-record-creative-arts-1234904231/", "'Shōgun' Sets Emmy Record Before the Telecast Even Starts - IndieWire",
             "Wins for cinematography, costumes, production design, sound and more push the FX drama past the single-season mark held by 'Game of Thrones' season 8 (12).", "Sep 9, 2024"),
            ("https://www.reddit.com/r/ShogunTV/comments/1fc9x2k/14_creative_arts_emmys/", "14 Creative Arts Emmys! : r/ShogunTV",
             "And the big four are still to come on Sunday. Sanada and Sawai please ...", "Sep 9, 2024"),
            ("https://www.goldderby.com/article/2024/shogun-emmy-wins-record/", "'Shōgun' Emmy wins: Record haul for FX epic - Gold Derby",
             "Can Shōgun reach 18 or more at the Primetime ceremony? Our odds say Drama Series is all but locked ...", "Sep 10, 2024"),
        )),
        (add(m2), added(m2)),
        (extract(live_url, "Final list of winners, especially Drama Series and Shōgun's telecast wins"),
         common_top + """ · Updated: September 15, 2024 8:09pm PT

The 76th Primetime Emmy Awards have wrapped at the Peacock Theater in Los Angeles. FX's *Shōgun* won Outstanding Drama Series plus lead acting trophies for Hiroyuki Sanada and Anna Sawai and directing for Frederick E.O. Toye, bringing its total to 18 Emmys, the most ever for a single season of a series. *Hacks* upset *The Bear* for Outstanding Comedy Series, and *Baby Reindeer* took Limited Series.

## Comedy

| Category | Winner |
| --- | --- |
| Outstanding Comedy Series | **Hacks** (Max) |
| Lead Actress in a Comedy Series | **Jean Smart**, *Hacks* |
| Lead Actor in a Comedy Series | **Jeremy Allen White**, *The Bear* |
| Supporting Actor in a Comedy Series | **Ebon Moss-Bachrach**, *The Bear* |
| Supporting Actress in a Comedy Series | **Liza Colón-Zayas**, *The Bear* |
| Directing for a Comedy Series | **Christopher Storer**, *The Bear* ("Fishes") |
| Writing for a Comedy Series | **Lucia Aniello, Paul W. Downs, Jen Statsky**, *Hacks* ("Bulletproof") |

## Limited or Anthology Series

| Category | Winner |
| --- | --- |
| Outstanding Limited or Anthology Series | **Baby Reindeer** (Netflix) |
| Lead Actor in a Limited Series | **Richard Gadd**, *Baby Reindeer* |
| Lead Actress in a Limited Series | **Jodie Foster**, *True Detective: Night Country* |
| Supporting Actor in a Limited Series | **Lamorne Morris**, *Fargo* |
| Supporting Actress in a Limited Series | **Jessica Gunning**, *Baby Reindeer* |
| Directing for a Limited Series | **Steven Zaillian**, *Ripley* |
| Writing for a Limited Series | **Richard Gadd**, *Baby Reindeer* |

## Drama

| Category | Winner |
| --- | --- |
| Outstanding Drama Series | **Shōgun** (FX) |
| Lead Actor in a Drama Series | **Hiroyuki Sanada**, *Shōgun* |
| Lead Actress in a Drama Series | **Anna Sawai**, *Shōgun* |
| Supporting Actor in a Drama Series | **Billy Crudup**, *The Morning Show* |
| Supporting Actress in a Drama Series | **Elizabeth Debicki**, *The Crown* |
| Directing for a Drama Series | **Frederick E.O. Toye**, *Shōgun* ("Crimson Sky") |
| Writing for a Drama Series | **Will Smith**, *Slow Horses* ("Negotiating With Tigers") |

## Variety and Reality

| Category | Winner |
| --- | --- |
| Outstanding Reality Competition Program | **The Traitors** (Peacock) |
| Outstanding Talk Series | **The Daily Show** (Comedy Central) |
| Outstanding Scripted Variety Series | **Last Week Tonight with John Oliver** (HBO) |

## Wins by program (Creative Arts + telecast)

| Program | Wins |
| --- | --- |
| Shōgun | 18 |
| The Bear | 11 |
| Baby Reindeer | 6 |
| Hacks | 4 |
| Ripley | 4 |

**Related:** Creative Arts Emmys winners list (Night 1 and Night 2) · Emmys red carpet photos · Deadline's Emmy predictions"""),
        (upd(m3), updated(m3)),
        (memory("retrieve_all"), pj({**m1, **m3})),
    ]
    rs.add(task="search", tid="h38-search-02", system=SYSTEM_LONG, turns=turns,
           state=state("Follow the 76th Primetime Emmy Awards telecast tonight: which programs led the nominations, and how many Emmys does Shōgun end the night with?", "2024-09-15"))


# web_search / web_extractor / dict_memory: Cannes Film Festival 2024 awards — bad
def t03(rs: RowSet) -> None:
    m1 = {"cannes77_palme": "Anora - Sean Baker (USA)",
          "cannes77_grand_prix": "All We Imagine as Light - Payal Kapadia (India)",
          "cannes77_jury_president": "Greta Gerwig"}
    m2 = {"cannes77_best_actor": "Jesse Plemons - Kinds of Kindness (Yorgos Lanthimos)",
          "cannes77_draft_note": "check: was Anora the first US Palme since The Tree of Life (2011)?"}
    m3 = {"cannes77_palme": "Anora - Sean Baker (USA); first US film to win since The Tree of Life (2011); awarded 25 May 2024; distributor Neon"}
    turns = [
        (search("Cannes 2024 Palme d'Or winner full awards list"), serp(
            ("https://www.festival-cannes.com/en/2024/the-awards-of-the-77th-festival-de-cannes/", "The Awards of the 77th Festival de Cannes - Festival de Cannes",
             "The Jury of the 77th Festival de Cannes, chaired by Greta Gerwig, awarded the Palme d'or to ANORA by Sean Baker ...", "May 25, 2024"),
            ("https://variety.com/2024/film/news/cannes-2024-palme-dor-winner-anora-sean-baker-1236016427/", "Cannes: Sean Baker's 'Anora' Wins Palme d'Or - Variety",
             "Sean Baker's 'Anora,' a raucous comedy about a Brooklyn stripper who marries the son of a Russian oligarch, won the Palme d'Or ...", "May 25, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Cannes_Film_Festival", "2024 Cannes Film Festival - Wikipedia",
             "The 77th annual Cannes Film Festival took place from 14 to 25 May 2024. American filmmaker Greta Gerwig served as jury president for the main competition.", "N/A"),
            ("https://www.theguardian.com/film/article/2024/may/25/cannes-2024-palme-dor-anora-sean-baker", "Cannes 2024: Sean Baker's Anora wins the Palme d'Or | The Guardian",
             "Grand prix goes to Payal Kapadia's All We Imagine As Light, the first Indian film in competition for 30 years ...", "May 25, 2024"),
            ("https://deadline.com/2024/05/cannes-film-festival-2024-winners-list-1235954832/", "Cannes Film Festival Winners: 'Anora' Takes Palme d'Or - Full List - Deadline",
             "Jesse Plemons wins best actor for 'Kinds of Kindness'; the actress prize is shared by the female ensemble of 'Emilia Pérez' ...", "May 25, 2024"),
            ("https://www.hollywoodreporter.com/movies/movie-news/cannes-2024-winners-list-1235907645/", "Cannes 2024 Winners: 'Anora' Wins Palme d'Or - The Hollywood Reporter",
             "Mohammad Rasoulof, who fled Iran before the festival, receives a special prize for 'The Seed of the Sacred Fig' ...", "May 25, 2024"),
            ("https://www.indiewire.com/awards/results/cannes-2024-winners-list-1235009943/", "2024 Cannes Film Festival Winners List - IndieWire",
             "Coralie Fargeat's 'The Substance' wins best screenplay; Miguel Gomes named best director for 'Grand Tour'.", "May 25, 2024"),
            ("https://www.reddit.com/r/movies/comments/1d0hq4k/anora_wins_the_palme_dor_at_cannes_2024/", "Anora wins the Palme d'Or at Cannes 2024 : r/movies",
             "Sean Baker finally gets his due. The Florida Project snub still hurts ...", "May 25, 2024"),
            ("https://www.screendaily.com/news/cannes-2024-awards-full-list-of-winners/5193446.article", "Cannes 2024 awards: full list of winners | Screen",
             "Camera d'Or goes to Halfdan Ullmann Tøndel's 'Armand'; short film Palme to 'The Man Who Could Not Remain Silent'.", "May 25, 2024"),
        )),
        (extract("https://www.festival-cannes.com/en/2024/the-awards-of-the-77th-festival-de-cannes/", "Full list of official awards and the jury members"),
         """# The Awards of the 77th Festival de Cannes

*25 May 2024*

The Jury of the 77th Festival de Cannes, chaired by **Greta Gerwig**, and composed of Ebru Ceylan, Lily Gladstone, Eva Green, Nadine Labaki, Juan Antonio Bayona, Pierfrancesco Favino, Kore-eda Hirokazu and Omar Sy, announced its awards this evening during the Closing Ceremony hosted by Camille Cottin at the Grand Théâtre Lumière.

## Feature films - Competition

| Award | Film | Director / Recipient |
| --- | --- | --- |
| **Palme d'or** | ANORA | Sean Baker |
| **Grand Prix** | ALL WE IMAGINE AS LIGHT | Payal Kapadia |
| **Prix de la mise en scène** (Best Director) | GRAND TOUR | Miguel Gomes |
| **Prix du Jury** | EMILIA PÉREZ | Jacques Audiard |
| **Prix spécial** | THE SEED OF THE SACRED FIG | Mohammad Rasoulof |
| **Prix du scénario** (Best Screenplay) | THE SUBSTANCE | Coralie Fargeat |
| **Prix d'interprétation féminine** (Best Actress) | EMILIA PÉREZ | Adriana Paz, Karla Sofía Gascón, Selena Gomez, Zoe Saldaña |
| **Prix d'interprétation masculine** (Best Actor) | KINDS OF KINDNESS (dir. Yorgos Lanthimos) | Jesse Plemons |

## Short films

| Award | Film | Director |
| --- | --- | --- |
| **Palme d'or du court métrage** | THE MAN WHO COULD NOT REMAIN SILENT | Nebojša Slijepčević |
| Special Mention | BAD FOR A MOMENT | Daniel Soares |

## Caméra d'or

Presided over by Emmanuelle Béart.

- **Caméra d'or:** ARMAND by Halfdan Ullmann Tøndel (Un Certain Regard)
- **Special Mention:** MONGREL by Chiang Wei Liang and You Qiao Yin (Quinzaine des Cinéastes)

## Honorary Palmes d'or 2024

- Meryl Streep (Opening Ceremony, 14 May)
- Studio Ghibli, the first collective honorary Palme (20 May)
- George Lucas (Closing Ceremony, 25 May)

The 77th Festival de Cannes opened on 14 May 2024 with THE SECOND ACT by Quentin Dupieux, screened out of competition. 22 films were presented in Competition.

[Un Certain Regard awards](https://www.festival-cannes.com/en/2024/un-certain-regard-awards-2024/) · [Cinéfondation and short films](https://www.festival-cannes.com/en/2024/la-cinef-awards-2024/) · [Photos of the Closing Ceremony](https://www.festival-cannes.com/en/medias/)"""),
        (add(m1), added(m1)),
        (add(m2), added(m2)),
        (search("Anora first American Palme d'Or since The Tree of Life 2011"), serp(
            ("https://www.nytimes.com/2024/05/25/movies/cannes-palme-dor-anora-sean-baker.html", "'Anora' Wins the Palme d'Or at Cannes - The New York Times",
             "It is the first American film to win the top prize since Terrence Malick's 'The Tree of Life' in 2011.", "May 25, 2024"),
            ("https://www.indiewire.com/features/general/anora-palme-dor-american-film-tree-of-life-1235010112/", "'Anora' Is the First American Film to Win the Palme d'Or Since 2011 - IndieWire",
             "Sean Baker's victory ends a 13-year drought for U.S. productions at Cannes, following Malick's 'The Tree of Life' ...", "May 26, 2024"),
            ("https://en.wikipedia.org/wiki/Palme_d%27Or", "Palme d'Or - Wikipedia",
             "List of winners ... 2011 The Tree of Life (Terrence Malick, United States) ... 2024 Anora (Sean Baker, United States).", "N/A"),
            ("https://variety.com/2024/film/news/sean-baker-anora-palme-dor-speech-sex-workers-1236016519/", "Sean Baker Dedicates Palme d'Or to Sex Workers: 'The Future of Cinema Is Where It Started' - Variety",
             "Accepting from Greta Gerwig and George Lucas, Baker called for films to be seen in movie theaters ...", "May 25, 2024"),
            ("https://www.theguardian.com/film/2024/may/26/anora-sean-baker-cannes-palme-dor-american-indie", "Anora's Palme d'Or is a triumph for American indie cinema | The Guardian",
             "Neon has now distributed five consecutive Palme d'Or winners, from Parasite to Anora ...", "May 26, 2024"),
            ("https://www.screendaily.com/news/neon-five-palme-dor-winners-in-a-row-anora/5193480.article", "Neon scores fifth straight Palme d'Or with 'Anora' | Screen",
             "Neon's run: Parasite (2019), Titane (2021), Triangle of Sadness (2022), Anatomy of a Fall (2023), Anora (2024).", "May 26, 2024"),
            ("https://www.reddit.com/r/TrueFilm/comments/1d1c5vx/last_american_palme_dor_before_anora/", "Last American Palme d'Or before Anora? : r/TrueFilm",
             "The Tree of Life in 2011. Before that Fahrenheit 9/11 (2004) and Elephant (2003) ...", "May 26, 2024"),
            ("https://www.cnn.com/2024/05/25/entertainment/cannes-film-festival-winners-2024/index.html", "Cannes 2024: 'Anora' wins Palme d'Or | CNN",
             "The comedy starring Mikey Madison beat films by Coppola, Cronenberg and Lanthimos to the top prize ...", "May 25, 2024"),
        )),
        (memory("remove", key_list=["cannes77_draft_note"]), removed(["cannes77_draft_note"])),
        (memory("retrieve_all"), pj({**m1, **m2})),
        (extract("https://variety.com/2024/film/news/sean-baker-anora-palme-dor-speech-sex-workers-1236016519/", "Details of Baker's win and speech"),
         """# Sean Baker Dedicates Palme d'Or to Sex Workers: 'The Future of Cinema Is Where It Started'

By Elsa Keslassy · May 25, 2024 3:12pm PT

Sean Baker's "Anora" won the Palme d'Or at the 77th Cannes Film Festival on Saturday, becoming the first American film to take the top prize since Terrence Malick's "The Tree of Life" in 2011.

Baker received the award from jury president Greta Gerwig and George Lucas, who had earlier been given an honorary Palme d'Or. The director dedicated the prize "to all sex workers, past, present and future" and used his speech to make the case for theatrical exhibition.

> "The world has to be reminded that watching a film on your phone or at home while scrolling through emails and half paying attention is just not the way, although some tech companies would like us to think so," Baker said. "The future of cinema is where it started: in a movie theater."

## The film

"Anora" stars Mikey Madison as Ani, a young stripper from Brighton Beach who impulsively marries Vanya (Mark Eydelshteyn), the son of a Russian oligarch, setting off a frantic chase through New York when his parents find out. Yura Borisov, Karren Karagulian and Vache Tovmasyan co-star.

The film premiered in competition on May 21 to a lengthy standing ovation. Neon acquired U.S. rights ahead of the festival; the win gives the distributor its fifth consecutive Palme d'Or after "Parasite," "Titane," "Triangle of Sadness" and "Anatomy of a Fall."

## Other winners

| Prize | Winner |
| --- | --- |
| Grand Prix | "All We Imagine as Light," Payal Kapadia |
| Jury Prize | "Emilia Pérez," Jacques Audiard |
| Director | Miguel Gomes, "Grand Tour" |
| Actor | Jesse Plemons, "Kinds of Kindness" |
| Actress | Adriana Paz, Karla Sofía Gascón, Selena Gomez, Zoe Saldaña, "Emilia Pérez" |
| Screenplay | Coralie Fargeat, "The Substance" |
| Special Prize | Mohammad Rasoulof, "The Seed of the Sacred Fig" |

Baker, whose previous films include "Tangerine," "The Florida Project" and "Red Rocket," had competed for the Palme once before, with "Red Rocket" in 2021.

**Read more:** Cannes 2024 full winners list · Review: 'Anora' · Neon's Palme streak"""),
        (upd(m3), updated(m3)),
    ]
    rs.add(task="search", tid="h38-search-03", system=SEARCH_SYSTEM, turns=turns,
           state=state("Who won the main prizes at the 2024 Cannes Film Festival, who chaired the jury, and was the Palme d'Or winner the first American winner in a while?", "2025-02-03"),
           bad=True, turn=7, kind="memory key removed one turn earlier is still listed by retrieve_all")


# web_search / web_extractor / dict_memory: IndyCar 2024 (Indianapolis 500 and title) — clean
def t04(rs: RowSet) -> None:
    race = "Josef Newgarden (#2 Team Penske Chevrolet) won 26 May 2024, back-to-back; beat Pato O'Ward by 0.3417 s with a last-lap pass in Turn 3; Dixon 3rd; start delayed ~4 h by rain; pole Scott McLaughlin 234.220 mph"
    m1 = {"indy500_2024": race}
    m2 = {"indycar_2024_champion": "Alex Palou (Chip Ganassi Racing, #10 Honda) - 3rd title (2021, 2023, 2024); 544 pts, Herta 2nd 511; clinched at Nashville 15 Sep 2024"}
    m3 = {"indy500_2024_race": race}
    turns = [
        (search("2024 Indianapolis 500 results margin of victory Newgarden O'Ward"), serp(
            ("https://www.indycar.com/Results/2024/Indianapolis-500", "2024 Indianapolis 500 Presented By Gainbridge - Race Results | INDYCAR",
             "Josef Newgarden wins the 108th Running of the Indianapolis 500 by 0.3417 of a second over Pato O'Ward after a last-lap pass.", "May 26, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Indianapolis_500", "2024 Indianapolis 500 - Wikipedia",
             "The 108th Indianapolis 500 was held on May 26, 2024 ... won by Josef Newgarden, his second consecutive victory in the race.", "N/A"),
            ("https://www.espn.com/racing/story/_/id/40233185/josef-newgarden-wins-indy-500-again", "Josef Newgarden wins Indy 500 again with last-lap pass of Pato O'Ward - ESPN",
             "Newgarden became the first back-to-back winner since Helio Castroneves in 2001-02 ...", "May 26, 2024"),
            ("https://www.racing-reference.info/race-results/2024_Indianapolis_500/O/", "2024 Indianapolis 500 results - Racing-Reference.info",
             "Indianapolis Motor Speedway, 2.5 mile paved oval, 200 laps. Time of race: 2:58:49.4050. Margin of victory: 0.3417 sec.", "N/A"),
            ("https://apnews.com/article/indy-500-newgarden-oward-larson-rain-2024", "Newgarden repeats as Indy 500 winner after rain delay, passes O'Ward on final lap | AP News",
             "The start was pushed back four hours by storms; Kyle Larson finished 18th in his Indy debut before heading to Charlotte ...", "May 26, 2024"),
            ("https://www.indianapolismotorspeedway.com/news-multimedia/news/2024/05/26/newgarden-repeats", "Newgarden Repeats as Indianapolis 500 Winner in Thriller - IMS",
             "Newgarden's victory is the 20th Indy 500 win for team owner Roger Penske ...", "May 26, 2024"),
            ("https://www.reddit.com/r/INDYCAR/comments/1d1k3j9/2024_indianapolis_500_race_discussion/", "2024 Indianapolis 500 - Post-Race Discussion : r/INDYCAR",
             "That last lap pass into turn 3 ... O'Ward heartbroken again, second in 2022 too.", "May 26, 2024"),
            ("https://www.motorsport.com/indycar/news/indy-500-newgarden-wins-thriller-oward/10614982/", "Indy 500: Newgarden wins thriller against O'Ward - Motorsport.com",
             "Pole-sitter Scott McLaughlin led early but faded to sixth; Scott Dixon came home third ...", "May 26, 2024"),
        )),
        (extract("https://www.indycar.com/Results/2024/Indianapolis-500", "Top finishers, margin, race statistics"),
         """# 2024 Indianapolis 500 Presented By Gainbridge - Race Results

**Indianapolis Motor Speedway** · Sunday, May 26, 2024 · 200 laps / 500 miles · Oval

Start delayed by weather: green flag at 4:44 p.m. ET (scheduled 12:45 p.m.). Race winner average speed: 167.763 mph. Margin of victory: 0.3417 sec. Cautions: 8 for 44 laps. Lead changes: 49 among 18 drivers.

| Pos | Car | Driver | Team | Engine | Laps | Status | Laps Led | Pts |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | 2 | Josef Newgarden | Team Penske | Chevrolet | 200 | Running | 34 | 53 |
| 2 | 5 | Pato O'Ward | Arrow McLaren | Chevrolet | 200 | Running | 9 | 42 |
| 3 | 9 | Scott Dixon | Chip Ganassi Racing | Honda | 200 | Running | 28 | 39 |
| 4 | 7 | Alexander Rossi | Arrow McLaren | Chevrolet | 200 | Running | 12 | 37 |
| 5 | 10 | Alex Palou | Chip Ganassi Racing | Honda | 200 | Running | 0 | 40 |
| 6 | 3 | Scott McLaughlin | Team Penske | Chevrolet | 200 | Running | 66 | 47 |
| 7 | 27 | Kyle Kirkwood | Andretti Global | Honda | 200 | Running | 0 | 39 |
| 8 | 14 | Santino Ferrucci | A.J. Foyt Enterprises | Chevrolet | 200 | Running | 2 | 27 |
| 9 | 26 | Colton Herta | Andretti Global | Honda | 200 | Running | 0 | 27 |
| 10 | 23 | Ryan Hunter-Reay | Dreyer & Reinbold Racing | Chevrolet | 200 | Running | 0 | 20 |
| 11 | 20 | Christian Rasmussen | Ed Carpenter Racing | Chevrolet | 200 | Running | 0 | 19 |
| 12 | 60 | Felix Rosenqvist | Meyer Shank Racing | Honda | 200 | Running | 0 | 29 |
| ... | | | | | | | | |
| 18 | 17 | Kyle Larson (R) | Arrow McLaren / Rick Hendrick | Chevrolet | 200 | Running | 4 | 12 |

*Points include qualifying points. Full 33-car classification available as PDF.*

## Pole position

Scott McLaughlin, No. 3 Team Penske Chevrolet - four-lap average of 234.220 mph, the fastest pole in Indianapolis 500 history.

## Fastest lap

Pato O'Ward, lap 193 - 222.961 mph.

Newgarden's win is the second of his career in the Indianapolis 500 and the 20th for team owner Roger Penske. He is the first driver to win consecutive Indianapolis 500s since Helio Castroneves in 2001 and 2002.

[Box Score (PDF)](https://www.indycar.com/-/media/IndyCar/Results/2024/Indy500/Race-BoxScore.pdf) · [Lap Chart](https://www.indycar.com/Results/2024/Indianapolis-500/lap-chart) · [Championship Standings](https://www.indycar.com/Standings)"""),
        (add(m1), added(m1)),
        (search("2024 IndyCar final standings Palou points Herta"), serp(
            ("https://en.wikipedia.org/wiki/2024_IndyCar_Series", "2024 IndyCar Series - Wikipedia",
             "Alex Palou won his third IndyCar championship, clinching the title at the season finale at Nashville Superspeedway ...", "N/A"),
            ("https://www.indycar.com/Standings", "NTT INDYCAR SERIES Driver Standings | INDYCAR",
             "2024 Final: 1. Alex Palou 544, 2. Colton Herta 511, 3. Will Power 480 ...", "N/A"),
            ("https://www.espn.com/racing/story/_/id/41285130/alex-palou-wins-third-indycar-title", "Alex Palou wins third IndyCar title in four years at Nashville - ESPN",
             "Palou finished 4th at Nashville to seal the championship as Herta fell short; Will Power's hopes ended early with a gearbox issue ...", "Sep 15, 2024"),
            ("https://www.chipganassiracing.com/news/palou-2024-champion", "Alex Palou Crowned 2024 NTT INDYCAR SERIES Champion - Chip Ganassi Racing",
             "Third championship for Palou and the team's 15th IndyCar title.", "Sep 15, 2024"),
            ("https://www.racer.com/2024/09/15/palou-claims-third-indycar-title/", "Palou claims third IndyCar title - RACER",
             "Palou beat Herta by 33 points despite Herta's late-season surge ...", "Sep 15, 2024"),
            ("https://www.motorsport.com/indycar/standings/2024/", "IndyCar 2024 Standings - Motorsport.com",
             "Drivers' championship: Palou 544, Herta 511, Power 480, Dixon 456, O'Ward 447 ...", "N/A"),
            ("https://www.reddit.com/r/INDYCAR/comments/1fhm2p2/alex_palou_is_your_2024_indycar_champion/", "Alex Palou is your 2024 IndyCar champion : r/INDYCAR",
             "Three in four years. Dynasty stuff.", "Sep 15, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/2024_IndyCar_Series", "Final drivers' championship standings top 10 and how the title was decided"),
         """From Wikipedia, the free encyclopedia

The **2024 NTT IndyCar Series** was the 29th season of the IndyCar Series and the 113th official championship season of American open-wheel racing. The season began on March 10 at St. Petersburg and concluded on September 15 at Nashville Superspeedway. **Alex Palou** won the drivers' championship, his third title after 2021 and 2023. Josef Newgarden won the Indianapolis 500 for the second consecutive year.

## Season summary

Palou won two races, the Grand Prix of Indianapolis on the road course and the round at Laguna Seca, and finished on the podium nine times. Colton Herta mounted a late challenge, winning at Toronto and finishing on the podium in four of the last six races. Going into the Nashville finale Palou held a comfortable lead over Herta and Will Power; his fourth place in the 206-lap race sealed the title.

## Drivers' championship (top 10)

| Pos | Driver | Team | Wins | Podiums | Poles | Points |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | Alex Palou | Chip Ganassi Racing | 2 | 9 | 1 | 544 |
| 2 | Colton Herta | Andretti Global | 2 | 6 | 3 | 511 |
| 3 | Will Power | Team Penske | 3 | 6 | 4 | 480 |
| 4 | Scott Dixon | Chip Ganassi Racing | 2 | 3 | 0 | 456 |
| 5 | Pato O'Ward | Arrow McLaren | 2 | 4 | 1 | 447 |
| 6 | Scott McLaughlin | Team Penske | 3 | 5 | 5 | 440 |
| 7 | Kyle Kirkwood | Andretti Global | 0 | 2 | 0 | 368 |
| 8 | Josef Newgarden | Team Penske | 3 | 3 | 1 | 365 |
| 9 | Alexander Rossi | Arrow McLaren | 0 | 1 | 0 | 323 |
| 10 | Marcus Armstrong | Chip Ganassi Racing | 0 | 0 | 0 | 318 |

Points system: 50-40-35-32-30-28-26-24-22-20 ... for positions 1-10, one bonus point for pole (except Indianapolis 500), one for leading a lap, two for most laps led; double points were not awarded in 2024.

## Rookie of the Year

Linus Lundqvist (Chip Ganassi Racing) was named Rookie of the Year.

## See also

- 2024 Indianapolis 500
- 2024 Indy NXT"""),
        (add(m2), added(m2)),
        (memory("remove", key_list=["indy500_2024"]), removed(["indy500_2024"])),
        (add(m3), added(m3)),
        (extract("https://en.wikipedia.org/wiki/2024_Indianapolis_500", "Race summary, margin of victory, average speed in mph and km/h"),
         """From Wikipedia, the free encyclopedia

| 108th Indianapolis 500 | |
| --- | --- |
| Date | May 26, 2024 |
| Location | Indianapolis Motor Speedway, Speedway, Indiana |
| Distance | 200 laps, 500 mi (800 km) |
| Pole position | Scott McLaughlin (Team Penske) - 234.220 mph (376.941 km/h) |
| Winner | Josef Newgarden (Team Penske) |
| Average speed | 167.763 mph (269.988 km/h) |
| Margin of victory | 0.3417 seconds |
| Lead changes | 49 |
| Attendance | ~345,000 (est.) |
| Television | NBC (Leigh Diffey, Townsend Bell, James Hinchcliffe) |

The **2024 Indianapolis 500** (officially the 108th Running of the Indianapolis 500 presented by Gainbridge) was held on Sunday, May 26, 2024. **Josef Newgarden** won for the second year in a row, passing Pato O'Ward on the outside of turn 3 on the final lap after O'Ward had taken the lead at the start of lap 200. The margin of victory was 0.3417 seconds. Newgarden became the first repeat winner since Hélio Castroneves (2001-2002), and gave Roger Penske his 20th win as a team owner.

## Rain delay

Thunderstorms forced the evacuation of the grandstands in the late morning. The start, scheduled for 12:45 p.m. EDT, was delayed about four hours; the green flag waved at 4:44 p.m. The delay put Kyle Larson's attempt at "The Double" in jeopardy; Larson finished 18th and left for the Coca-Cola 600, which was itself shortened by rain.

## Race summary

Pole-sitter Scott McLaughlin led the most laps (66). Late-race fuel strategy split the field; in the final restart on lap 193, Newgarden led O'Ward and Alexander Rossi. O'Ward passed Newgarden into turn 1 on lap 199 and again on lap 200, but Newgarden drew alongside on the back straight and completed the pass on the outside of turn 3.

## Box score (top 10)

| Pos | No. | Driver | Team | Laps | Led |
| --- | --- | --- | --- | --- | --- |
| 1 | 2 | Josef Newgarden | Team Penske | 200 | 34 |
| 2 | 5 | Pato O'Ward | Arrow McLaren | 200 | 9 |
| 3 | 9 | Scott Dixon | Chip Ganassi Racing | 200 | 28 |
| 4 | 7 | Alexander Rossi | Arrow McLaren | 200 | 12 |
| 5 | 10 | Alex Palou | Chip Ganassi Racing | 200 | 0 |
| 6 | 3 | Scott McLaughlin | Team Penske | 200 | 66 |
| 7 | 27 | Kyle Kirkwood | Andretti Global | 200 | 0 |
| 8 | 14 | Santino Ferrucci | A.J. Foyt Enterprises | 200 | 2 |
| 9 | 26 | Colton Herta | Andretti Global | 200 | 0 |
| 10 | 23 | Ryan Hunter-Reay | Dreyer & Reinbold Racing | 200 | 0 |

## References

1. "2024 Indianapolis 500 Race Results". IndyCar. May 26, 2024.
2. Martin, Bruce (May 26, 2024). "Newgarden wins again at Indy". *Forbes*."""),
        (memory("retrieve_all"), pj({**m2, **m3})),
    ]
    rs.add(task="search", tid="h38-search-04", system=SYSTEM_LONG, turns=turns,
           state=state("Summarize the 2024 IndyCar season: who won the Indianapolis 500 and by how much, and who won the championship with how many points?", "2025-01-22"))


# web_search / web_extractor / dict_memory: Giro d'Italia 2024 stage winners (procyclingstats) — clean
def t05(rs: RowSet) -> None:
    url = "https://www.procyclingstats.com/race/giro-d-italia/2024/stages/winners"
    m1 = {"giro24_pogacar_stages": "3 in stages 1-10: st.2 Oropa, st.7 ITT Foligno-Perugia, st.8 Prati di Tivo",
          "giro24_multi_winners": "stages 1-10: Pogačar 3; everyone else 1 (Narváez, Merlier, Milan, B. Thomas, P. Sánchez, Kooij, V. Paret-Peintre)"}
    m2 = {"giro24_pogacar_stages": "6: st.2 Oropa, st.7 ITT Perugia, st.8 Prati di Tivo, st.15 Livigno, st.16 Monte Pana (shortened), st.20 Bassano del Grappa",
          "giro24_multi_winners": "Pogačar 6; Merlier 3 (st.3, 18, 21); Milan 3 (st.4, 11, 13); all others 1"}
    head = """# Giro d'Italia 2024 - Stage winners

Race: Giro d'Italia (2.UWT) · 04.05.2024 - 26.05.2024 · Italy · Distance: 3400.8 km · Stages: 21

| Stage | Date | Route | Distance | Type | Winner | Team |
| --- | --- | --- | --- | --- | --- | --- |"""
    turns = [
        (search("Giro d'Italia 2024 stage winners list"), serp(
            (url, "Giro d'Italia 2024 Stage winners - ProCyclingStats",
             "Stage winners of Giro d'Italia 2024: Narváez, Pogačar, Merlier, Milan, Thomas, Sánchez, Pogačar, Pogačar, Kooij, Paret-Peintre ...", "N/A"),
            ("https://en.wikipedia.org/wiki/2024_Giro_d%27Italia", "2024 Giro d'Italia - Wikipedia",
             "The 2024 Giro d'Italia was the 107th edition ... It started in Venaria Reale on 4 May and finished in Rome on 26 May. Tadej Pogačar won the general classification with six stage wins.", "N/A"),
            ("https://www.giroditalia.it/en/classifiche/", "Rankings - Giro d'Italia",
             "Official results and classifications by stage: maglia rosa, ciclamino, azzurra, bianca.", "N/A"),
            ("https://www.cyclingnews.com/races/giro-ditalia-2024/", "Giro d'Italia 2024 | Cyclingnews",
             "Results, reports, photos and analysis from all 21 stages of the 2024 Giro d'Italia.", "May 26, 2024"),
            ("https://www.firstcycling.com/race.php?r=13&y=2024&k=winners", "Giro d'Italia 2024 | Stage winners - FirstCycling",
             "Stage winners by team: UAE Team Emirates 6, Lidl-Trek 3, Soudal Quick-Step 4 ...", "N/A"),
            ("https://www.velonews.com/news/road/giro-ditalia-2024-stage-by-stage-results/", "Giro d'Italia 2024 stage-by-stage results - Velo",
             "Our complete recap of every stage winner and maglia rosa from Turin to Rome.", "May 27, 2024"),
            ("https://www.reddit.com/r/peloton/comments/1d1bd8o/giro_ditalia_2024_stage_21_discussion/", "Giro d'Italia 2024 - Stage 21 Discussion : r/peloton",
             "Merlier takes Rome. Pogi wins by nearly 10 minutes, absurd ...", "May 26, 2024"),
            ("https://www.bbc.com/sport/cycling/articles/c2v2x8rgm5go", "Giro d'Italia 2024: Tadej Pogacar wins first Giro title - BBC Sport",
             "Pogacar finished nine minutes 56 seconds ahead of Daniel Martinez, with Geraint Thomas third.", "May 26, 2024"),
        )),
        (extract(url, "Stage winners for stages 1-10"),
         head + """
| 1 | 04/05 | Venaria Reale › Torino | 140 km | Hills | Jhonatan Narváez | INEOS Grenadiers |
| 2 | 05/05 | San Francesco al Campo › Santuario di Oropa | 161 km | Summit finish | Tadej Pogačar | UAE Team Emirates |
| 3 | 06/05 | Novara › Fossano | 166 km | Flat | Tim Merlier | Soudal Quick-Step |
| 4 | 07/05 | Acqui Terme › Andora | 190 km | Flat | Jonathan Milan | Lidl-Trek |
| 5 | 08/05 | Genova › Lucca | 178 km | Hills | Benjamin Thomas | Cofidis |
| 6 | 09/05 | Viareggio › Rapolano Terme | 180 km | Hills (gravel) | Pelayo Sánchez | Movistar Team |
| 7 | 10/05 | Foligno › Perugia (ITT) | 40.6 km | ITT | Tadej Pogačar | UAE Team Emirates |
| 8 | 11/05 | Spoleto › Prati di Tivo | 152 km | Summit finish | Tadej Pogačar | UAE Team Emirates |
| 9 | 12/05 | Avezzano › Napoli | 214 km | Flat | Olav Kooij | Team Visma - Lease a Bike |
| - | 13/05 | Restday | | | | |
| 10 | 14/05 | Pompei › Cusano Mutri (Bocca della Selva) | 142 km | Summit finish | Valentin Paret-Peintre | Decathlon AG2R La Mondiale |

*Showing stages 1-10 of 21.* [Show all stages](https://www.procyclingstats.com/race/giro-d-italia/2024/stages/winners?all=1)

Leader after stage 10: Tadej Pogačar (UAE Team Emirates), +2'40" on Geraint Thomas."""),
        (add(m1), added(m1)),
        (extract(url, "Stage winners for stages 11-21, including any shortened stage"),
         head + """
| 11 | 15/05 | Foiano di Val Fortore › Francavilla al Mare | 207 km | Flat | Jonathan Milan | Lidl-Trek |
| 12 | 16/05 | Martinsicuro › Fano | 193 km | Hills | Julian Alaphilippe | Soudal Quick-Step |
| 13 | 17/05 | Riccione › Cento | 179 km | Flat | Jonathan Milan | Lidl-Trek |
| 14 | 18/05 | Castiglione delle Stiviere › Desenzano del Garda (ITT) | 31.2 km | ITT | Filippo Ganna | INEOS Grenadiers |
| 15 | 19/05 | Manerba del Garda › Livigno (Mottolino) | 222 km | Summit finish | Tadej Pogačar | UAE Team Emirates |
| - | 20/05 | Restday | | | | |
| 16 | 21/05 | Livigno › Santa Cristina Val Gardena (Monte Pana) | 118.7 km (*) | Summit finish | Tadej Pogačar | UAE Team Emirates |
| 17 | 22/05 | Selva di Val Gardena › Passo del Brocon | 159 km | Summit finish | Georg Steinhauser | EF Education-EasyPost |
| 18 | 23/05 | Fiera di Primiero › Padova | 178 km | Flat | Tim Merlier | Soudal Quick-Step |
| 19 | 24/05 | Mortegliano › Sappada | 157 km | Hills | Andrea Vendrame | Decathlon AG2R La Mondiale |
| 20 | 25/05 | Alpago › Bassano del Grappa | 184 km | Mountains | Tadej Pogačar | UAE Team Emirates |
| 21 | 26/05 | Roma › Roma | 125 km | Flat | Tim Merlier | Soudal Quick-Step |

(*) Stage 16 was shortened from 206 km after snow and cold forced the removal of the Umbrail Pass; the stage started in Lasa.

## Stage wins by rider

| Rider | Team | Wins |
| --- | --- | --- |
| Tadej Pogačar | UAE Team Emirates | 6 |
| Tim Merlier | Soudal Quick-Step | 3 |
| Jonathan Milan | Lidl-Trek | 3 |
| Jhonatan Narváez, Benjamin Thomas, Pelayo Sánchez, Olav Kooij, Valentin Paret-Peintre, Julian Alaphilippe, Filippo Ganna, Georg Steinhauser, Andrea Vendrame | - | 1 each |"""),
        (upd(m2), updated(m2)),
        (search("Giro 2024 final general classification Pogačar margin Martínez Thomas"), serp(
            ("https://www.procyclingstats.com/race/giro-d-italia/2024/gc", "Giro d'Italia 2024 General classification - ProCyclingStats",
             "1. Tadej Pogačar 79:14:03, 2. Daniel Felipe Martínez +9:56, 3. Geraint Thomas +10:24, 4. Antonio Tiberi +12:49 ...", "N/A"),
            ("https://www.bbc.com/sport/cycling/articles/c2v2x8rgm5go", "Giro d'Italia 2024: Tadej Pogacar wins first Giro title - BBC Sport",
             "Pogacar finished nine minutes 56 seconds ahead of Daniel Martinez, with Geraint Thomas third.", "May 26, 2024"),
            ("https://www.cyclingnews.com/races/giro-ditalia-2024/stage-21/results/", "Giro d'Italia 2024 stage 21: Merlier wins in Rome as Pogačar seals overall - Cyclingnews",
             "The largest winning margin at the Giro since 1965 ...", "May 26, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Giro_d%27Italia", "2024 Giro d'Italia - Wikipedia",
             "Pogačar also won the mountains classification; Jonathan Milan won the points classification and Antonio Tiberi the young rider classification.", "N/A"),
            ("https://www.uci.org/article/pogacar-claims-giro-d-italia-2024/", "Pogačar claims Giro d'Italia 2024 | UCI",
             "The Slovenian wore the maglia rosa from stage 2 to Rome ...", "May 26, 2024"),
            ("https://www.nytimes.com/athletic/5521074/2024/05/26/giro-ditalia-pogacar-win/", "Pogačar wins Giro d'Italia by almost 10 minutes - The Athletic",
             "Six stage wins and the biggest margin in nearly six decades; next up, the Tour de France double.", "May 26, 2024"),
            ("https://www.giroditalia.it/en/classifiche/", "Rankings - Giro d'Italia",
             "Classifica generale finale: Pogačar (UAE Team Emirates) 79h14'03\".", "N/A"),
        )),
        (memory("retrieve", key_list=["giro24_pogacar_stages", "giro24_multi_winners"]), pj(m2)),
    ]
    rs.add(task="search", tid="h38-search-05", system=SEARCH_SYSTEM, turns=turns,
           state=state("List every stage winner of the 2024 Giro d'Italia and count how many stages each multiple winner took; give the final GC margin.", "2025-04-30"))


# web_search / web_extractor / dict_memory: Hatsu basho 2025 and Hoshoryu's promotion (sumodb) — bad
def t06(rs: RowSet) -> None:
    rid = "12191"
    m1 = {"hatsu2025_yusho": "Hoshoryu (Ozeki 1 East), 12-3, won 3-way playoff vs Kinbozan and Oho on senshuraku (26 Jan 2025); 2nd makuuchi yusho",
          "hoshoryu_sumodb": f"https://sumodb.sumogames.de/Rikishi.aspx?r={rid}&l=e"}
    m2 = {"hoshoryu_profile": "Sugarragchaa Byambasuren, b. 22 May 1999 Ulaanbaatar; Tatsunami-beya; nephew of Asashoryu; hatsu dohyo 2018.01; ozeki from 2023.09; promoted 74th yokozuna 29 Jan 2025"}
    turns = [
        (search("Hatsu basho 2025 yusho Hoshoryu playoff Kinbozan Oho"), serp(
            ("https://sumodb.sumogames.de/Results.aspx?b=202501&d=15&l=e", "Results Hatsu 2025 Makuuchi Day 15 - SumoDB",
             "Hatsu 2025, Makuuchi. Yusho: Hoshoryu O1e 12-3 (after playoff vs Kinbozan, Oho). Jun-Yusho: Kinbozan, Oho ...", "N/A"),
            ("https://www.japantimes.co.jp/sports/2025/01/26/sumo/hoshoryu-wins-new-year-basho/", "Hoshoryu wins New Year Basho in three-way playoff - The Japan Times",
             "Ozeki Hoshoryu beat Kinbozan and Oho in a three-way playoff to capture his second Emperor's Cup and set up a likely promotion to yokozuna.", "Jan 26, 2025"),
            ("https://www3.nhk.or.jp/nhkworld/en/news/20250126_14/", "Hoshoryu wins New Year Grand Sumo Tournament | NHK WORLD-JAPAN News",
             "Hoshoryu, Kinbozan and Oho finished the regular 15 days at 12 wins and 3 losses ...", "Jan 26, 2025"),
            (f"https://sumodb.sumogames.de/Rikishi.aspx?r={rid}&l=e", "Hoshoryu Tomokatsu - Rikishi Information - SumoDB",
             "Highest Rank: Yokozuna. Real Name: Sugarragchaa Byambasuren. Birth Date: May 22, 1999. Shusshin: Mongolia, Ulaanbaatar. Heya: Tatsunami ...", "N/A"),
            ("https://en.wikipedia.org/wiki/January_2025_sumo_tournament", "January 2025 sumo tournament - Wikipedia",
             "The January 2025 Grand Sumo Tournament was held at the Ryōgoku Kokugikan in Tokyo from 12 to 26 January 2025 ... Yokozuna Terunofuji announced his retirement during the tournament.", "N/A"),
            ("https://www.sumo.or.jp/EnHonbashoMain/torikumi/1/15/", "Grand Sumo Tournament Results - Japan Sumo Association",
             "January Tournament 2025, Day 15 bout results, Makuuchi division.", "N/A"),
            ("https://www.reddit.com/r/Sumo/comments/1iaco3u/hatsu_2025_day_15_discussion/", "Hatsu 2025 Day 15 discussion : r/Sumo",
             "THREE WAY PLAYOFF. Hoshoryu takes it, yokozuna incoming ...", "Jan 26, 2025"),
            ("https://www.asahi.com/ajw/articles/15596631", "Hoshoryu clinches title, all but secures promotion to yokozuna - The Asahi Shimbun",
             "The Mongolian ozeki needed a playoff after a day-13 loss left three men level going into the final weekend ...", "Jan 27, 2025"),
        )),
        (extract("https://sumodb.sumogames.de/Results.aspx?b=202501&d=15&l=e", "Final top-division records, yusho and playoff"),
         """# Hatsu 2025 - Makuuchi - Day 15

Ryogoku Kokugikan, Tokyo · January 12 - January 26, 2025

**Yusho:** Hoshoryu (O1e) 12-3 - decided by playoff
**Playoff (tomoe-sen):** Hoshoryu (O1e) defeats Oho (M3w) by yorikiri, then defeats Kinbozan (M6e) by uwatenage
**Jun-Yusho:** Kinbozan (M6e) 12-3, Oho (M3w) 12-3

## Sansho

| Prize | Rikishi |
| --- | --- |
| Shukun-sho (Outstanding Performance) | Oho (M3w) |
| Kanto-sho (Fighting Spirit) | Kinbozan (M6e), Oshoma (M14w) |
| Gino-sho (Technique) | - |

## Day 15 Makuuchi bouts (selection)

| East | Result | Kimarite | West |
| --- | --- | --- | --- |
| Hoshoryu O1e (11-4) | ○ - ● | yorikiri | Kotozakura O1w (5-10) |
| Onosato O2e (9-6) | ○ - ● | oshidashi | Daieisho S1e (8-7) |
| Kinbozan M6e (12-3) | ○ - ● | oshidashi | Takayasu M1w (8-7) |
| Oho M3w (12-3) | ○ - ● | hatakikomi | Tamawashi M11e (8-7) |
| Wakatakakage M8e (10-5) | ○ - ● | sotogake | Churanoumi M10w (6-9) |
| Hiradoumi M2e (10-5) | ○ - ● | yorikiri | Tobizaru M9e (7-8) |

## San'yaku final records

| Rank | Rikishi | Record | Notes |
| --- | --- | --- | --- |
| Y1e | Terunofuji | 1-4-10 | intai (retired, announced day 6) |
| O1e | Hoshoryu | 12-3 | Yusho (playoff) |
| O1w | Kotozakura | 5-10 | kadoban next basho |
| O2e | Onosato | 9-6 | |
| S1e | Daieisho | 8-7 | |
| S1w | Kirishima | 8-7 | |
| K1e | Abi | 6-9 | |
| K1w | Wakamotoharu | 9-6 | |

[Banzuke Haru 2025](https://sumodb.sumogames.de/Banzuke.aspx?b=202503) · [Day 14](https://sumodb.sumogames.de/Results.aspx?b=202501&d=14) · [Torikumi](https://sumodb.sumogames.de/Results_text.aspx?b=202501&d=15)"""),
        (add(m1), added(m1)),
        (search("Hoshoryu yokozuna promotion January 2025 74th yokozuna"), serp(
            ("https://www.japantimes.co.jp/sports/2025/01/29/sumo/hoshoryu-promoted-yokozuna/", "Hoshoryu promoted to sumo's highest rank as 74th yokozuna - The Japan Times",
             "The Japan Sumo Association's board of directors unanimously approved the promotion on Wednesday, following the recommendation of the Yokozuna Deliberation Council.", "Jan 29, 2025"),
            (f"https://sumodb.sumogames.de/Rikishi.aspx?r={rid}&l=e", "Hoshoryu Tomokatsu - Rikishi Information - SumoDB",
             "Highest Rank: Yokozuna. Heya: Tatsunami. Hatsu Dohyo: 2018.01. Makuuchi Yusho: 2 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/H%C5%8Dsh%C5%8Dry%C5%AB_Tomokatsu", "Hōshōryū Tomokatsu - Wikipedia",
             "Hōshōryū Tomokatsu (born Sugarragchaa Byambasuren, 22 May 1999) is a Mongolian professional sumo wrestler from Ulaanbaatar ... the 74th yokozuna. He is the nephew of the 68th yokozuna Asashōryū.", "N/A"),
            ("https://www3.nhk.or.jp/nhkworld/en/news/20250129_10/", "Hoshoryu becomes sumo's 74th grand champion | NHK WORLD-JAPAN News",
             "Hoshoryu received the message of promotion at Tatsunami stable: 'I will devote myself to the way of sumo ...'", "Jan 29, 2025"),
            ("https://apnews.com/article/sumo-hoshoryu-yokozuna-mongolia-2025", "Mongolian wrestler Hoshoryu promoted to yokozuna, sumo's top rank | AP News",
             "He becomes the seventh Mongolian-born yokozuna and the first new grand champion since Terunofuji in 2021.", "Jan 29, 2025"),
            ("https://www.sumo.or.jp/EnSumoDataRikishi/profile/3842/", "HOSHORYU Tomokatsu | Rikishi Profile - Japan Sumo Association",
             "Heya: Tatsunami. Shusshin: Mongolia. Date of birth: May 22, 1999. Height 188.0 cm, Weight 142.0 kg.", "N/A"),
            ("https://www.reddit.com/r/Sumo/comments/1icw7rd/hoshoryu_officially_promoted_to_yokozuna/", "Hoshoryu officially promoted to Yokozuna : r/Sumo",
             "Dohyo-iri in Unryu style at Meiji Shrine on the 30th ...", "Jan 29, 2025"),
        )),
        (extract(f"https://sumodb.sumogames.de/Rikishi.aspx?r={rid}&l=e", "Profile data and career milestones"),
         """# Hoshoryu Tomokatsu

| | |
| --- | --- |
| Highest Rank | Yokozuna |
| Real Name | Sugarragchaa Byambasuren |
| Birth Date | May 22, 1999 (25 years) |
| Shusshin | Mongolia, Ulaanbaatar |
| Height and Weight | 188 cm 142 kg |
| Heya | Tatsunami |
| Shikona | Hoshoryu Tomokatsu |
| Hatsu Dohyo | 2018.01 |
| Makuuchi debut | 2020.11 |
| Ozeki promotion | 2023.09 |
| Yokozuna promotion | 2025.03 (announced 2025.01.29) |
| Career Record | 331-163-15 (43 basho) |
| Makuuchi Record | 232-143-15 (26 basho) |
| Yusho | 2 x Makuuchi, 1 x Makushita |
| Sansho | 1 x Shukun-sho, 2 x Kanto-sho, 5 x Gino-sho |
| Kinboshi | 0 |

## Makuuchi yusho

| Basho | Rank | Record | Notes |
| --- | --- | --- | --- |
| 2023.07 Nagoya | S1e | 12-3 | won playoff vs Hokutofuji |
| 2025.01 Hatsu | O1e | 12-3 | won playoff vs Kinbozan, Oho |

## Recent results

| Basho | Rank | Record |
| --- | --- | --- |
| 2024.03 | O1w | 10-5 |
| 2024.05 | O1e | 0-3-12 |
| 2024.07 | O2e | 10-5 |
| 2024.09 | O1e | 10-5 |
| 2024.11 | O1w | 13-2 |
| 2025.01 | O1e | 12-3 Y |

Notes: Nephew of the 68th yokozuna Asashoryu. Entered sumo after graduating from Saitama Sakae High School.

Links: [Japan Sumo Association profile](https://www.sumo.or.jp/EnSumoDataRikishi/profile/3842/) · [Head-to-head records](https://sumodb.sumogames.de/Rikishi_opp.aspx?r=12119&l=e) · [Basho-by-basho](https://sumodb.sumogames.de/Rikishi_basho.aspx?r=12119&l=e) · [Kimarite statistics](https://sumodb.sumogames.de/Rikishi_kim.aspx?r=12119&l=e)"""),
        (add(m2), added(m2)),
        (search("Terunofuji retirement announced January 2025 Hatsu basho"), serp(
            ("https://www.japantimes.co.jp/sports/2025/01/17/sumo/terunofuji-retires/", "Yokozuna Terunofuji retires after injury-plagued career - The Japan Times",
             "The 73rd yokozuna, who fell as low as jonidan before his remarkable comeback, withdrew from the New Year Basho and announced his retirement on Friday.", "Jan 17, 2025"),
            ("https://en.wikipedia.org/wiki/Terunofuji_Haruo", "Terunofuji Haruo - Wikipedia",
             "Terunofuji Haruo (born Gantulgyn Gan-Erdene, 29 November 1991) is a Mongolian-born Japanese former professional sumo wrestler ... the 73rd yokozuna. He retired in January 2025 with 10 top-division championships.", "N/A"),
            ("https://www3.nhk.or.jp/nhkworld/en/news/20250117_07/", "Yokozuna Terunofuji retires | NHK WORLD-JAPAN News",
             "Terunofuji said knee and back injuries made it impossible to continue. He will remain in the Japan Sumo Association as elder Terunofuji.", "Jan 17, 2025"),
            ("https://sumodb.sumogames.de/Rikishi.aspx?r=11927&l=e", "Terunofuji Haruo - Rikishi Information - SumoDB",
             "Highest Rank: Yokozuna. Heya: Isegahama. Intai: 2025.01 ...", "N/A"),
            ("https://www.reuters.com/sports/sumo-grand-champion-terunofuji-retires-2025-01-17/", "Sumo grand champion Terunofuji retires | Reuters",
             "Terunofuji, who won 10 Emperor's Cups, leaves the sport without a yokozuna until Hoshoryu's expected promotion ...", "Jan 17, 2025"),
            ("https://www.reddit.com/r/Sumo/comments/1i3ab5z/terunofuji_intai/", "Terunofuji intai : r/Sumo",
             "End of an era. From jonidan back to yokozuna, nobody will ever do that again.", "Jan 17, 2025"),
            ("https://mainichi.jp/english/articles/20250117/p2g/00m/0sp/045000c", "Sumo: Yokozuna Terunofuji announces retirement - The Mainichi",
             "He went 1-4 before withdrawing on the sixth day ...", "Jan 17, 2025"),
        )),
        (memory("retrieve_all"), pj({**m1, **m2})),
    ]
    rs.add(task="search", tid="h38-search-06", system=SYSTEM_LONG, turns=turns,
           state=state("Who won the January 2025 sumo tournament and how; was the winner promoted to yokozuna, and what else notable happened at that basho? Keep the SumoDB profile link for the winner.", "2025-02-10"),
           bad=True, turn=5, kind="SumoDB rikishi id in the profile page's own links differs from the id of the page that was requested")


# web_search / web_extractor / dict_memory: World Athletics Championships Budapest 2023 — bad
def t07(rs: RowSet) -> None:
    wa = "https://worldathletics.org/competitions/world-athletics-championships/budapest23/news/report/mens-4x100m-relay-final-budapest-2023"
    wa_title = "Lyles completes sprint treble as USA win 4x100m | REPORT | World Athletics"
    m1 = {"budapest23_usa_medals": "12 gold, 8 silver, 9 bronze = 29 (1st on medal table); Canada 2nd on golds (4-2-0)",
          "budapest23_dates": "19-27 Aug 2023, National Athletics Centre, Budapest; 49 events; 46 nations won medals"}
    m2 = {"lyles_budapest23": "100m 9.83 (20 Aug), 200m 19.52 (25 Aug), 4x100m 37.38 WL with Coleman, Kerley, Carnes (26 Aug); first sprint treble since Bolt at Beijing 2015"}
    m3 = {"budapest23_championship_records": "Crouser SP 23.51; Richardson 100m 10.65; S. Jackson 200m 21.41; USA women 4x100 41.03 (no world records)"}
    turns = [
        (search("Budapest 2023 World Athletics Championships medal table USA"), serp(
            ("https://en.wikipedia.org/wiki/2023_World_Athletics_Championships_%E2%80%93_Medal_table", "2023 World Athletics Championships - Medal table - Wikipedia",
             "The United States topped the medal table with 12 gold medals and 29 medals overall. Athletes from 46 nations won at least one medal.", "N/A"),
            ("https://worldathletics.org/competitions/world-athletics-championships/budapest23/medaltable", "Medal Table | World Athletics Championships Budapest 23",
             "1 USA 12 8 9 29 · 2 CAN 4 2 0 6 · 3 ESP 4 1 0 5 · 4 JAM 3 5 4 12 ...", "N/A"),
            (wa, wa_title,
             "Noah Lyles anchored the USA to victory in the 4x100m in a world-leading 37.38 to become the first man since Usain Bolt in 2015 to win the 100m, 200m and 4x100m at one championships.", "Aug 26, 2023"),
            ("https://www.nbcsports.com/olympics/news/world-athletics-championships-2023-medal-count", "World Athletics Championships 2023 medal count - NBC Sports",
             "The U.S. won 29 medals in Budapest, topping the table for the ninth consecutive edition ...", "Aug 27, 2023"),
            ("https://www.bbc.com/sport/athletics/66634782", "World Athletics Championships 2023: Results and medal table - BBC Sport",
             "Josh Kerr's 1500m gold was Great Britain's only title as the team finished with ten medals ...", "Aug 27, 2023"),
            ("https://www.usatf.org/news/2023/team-usa-tops-medal-table-in-budapest", "Team USA Tops Medal Table in Budapest - USATF",
             "Twelve golds, eight silvers and nine bronzes for Team USA over nine days ...", "Aug 27, 2023"),
            ("https://www.reddit.com/r/trackandfield/comments/162mxo4/final_medal_table_budapest_2023/", "Final medal table, Budapest 2023 : r/trackandfield",
             "Canada second on golds is the surprise. Spain's four are all race walks ...", "Aug 27, 2023"),
            ("https://www.reuters.com/sports/athletics/us-top-medal-table-budapest-2023-08-27/", "U.S. tops medal table as world championships close in Budapest | Reuters",
             "Kipyegon's 1500-5000 double and Lyles' sprint treble headlined nine days of competition ...", "Aug 27, 2023"),
        )),
        (extract("https://en.wikipedia.org/wiki/2023_World_Athletics_Championships_%E2%80%93_Medal_table", "Top of the medal table and overall totals"),
         """From Wikipedia, the free encyclopedia

The **2023 World Athletics Championships** were held at the National Athletics Centre in Budapest, Hungary, from 19 to 27 August 2023. A total of 49 events were contested. Athletes representing 46 nations won at least one medal, and 24 won at least one gold medal. The United States finished first in the gold and overall medal counts.

## Medal table

| Rank | Nation | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- | --- |
| 1 | United States | 12 | 8 | 9 | 29 |
| 2 | Canada | 4 | 2 | 0 | 6 |
| 3 | Spain | 4 | 1 | 0 | 5 |
| 4 | Jamaica | 3 | 5 | 4 | 12 |
| 5 | Kenya | 3 | 3 | 4 | 10 |
| 6 | Ethiopia | 2 | 4 | 3 | 9 |
| 7 | Netherlands | 2 | 2 | 1 | 5 |
| 8 | Sweden | 2 | 1 | 0 | 3 |
| 9 | Australia | 1 | 2 | 3 | 6 |
| 10 | Great Britain & N.I. | 1 | 2 | 7 | 10 |
| ... | | | | | |
| | **Totals (46 nations)** | **50** | **48** | **49** | **147** |

Katie Moon (United States) and Nina Kennedy (Australia) shared the gold medal in the women's pole vault, so no silver medal was awarded in that event.

## Notes

- Canada's four gold medals (Ethan Katzberg, hammer throw; Camryn Rogers, hammer throw; Pierce LePage, decathlon; Marco Arop, 800 m) were its best ever at a World Championships.
- All four of Spain's gold medals came in race walking: Álvaro Martín and María Pérez each won the 20 km and 35 km walks.

## See also

- 2023 World Athletics Championships
- All-time World Athletics Championships medal table"""),
        (add(m1), added(m1)),
        (extract(wa, "Lyles' times in the 100m, 200m and relay, and the relay team"),
         """# Lyles completes sprint treble as USA win 4x100m

REPORT · 26 AUG 2023 · Budapest 23

Noah Lyles became the first man since Usain Bolt in 2015 to complete the sprint treble at a single World Championships when he anchored the USA to victory in the men's 4x100m on Saturday night (26) at the National Athletics Centre in Budapest.

Christian Coleman got the USA off to a flying start and handed to Fred Kerley, who held the lead on the back straight before passing to Brandon Carnes. Carnes brought the baton round the bend to Lyles, who pulled clear of Italy's Filippo Tortu to cross the line in a world-leading 37.38.

| Place | Team | Time |
| --- | --- | --- |
| 1 | USA (Coleman, Kerley, Carnes, Lyles) | 37.38 WL |
| 2 | Italy (Rigali, Jacobs, Patta, Tortu) | 37.62 |
| 3 | Jamaica (Thompson, Forbes, Seville, Blake) | 37.76 |
| 4 | Great Britain & NI | 37.80 |
| 5 | Japan | 37.83 |
| 6 | France | 37.89 |

## Three golds in Budapest

| Date | Event | Time |
| --- | --- | --- |
| 20 August | 100m | 9.83 |
| 25 August | 200m | 19.52 |
| 26 August | 4x100m | 37.38 |

"I came here with a goal and I got it done," said Lyles, who also won the 200m titles in Doha 2019 and Oregon 2022. "To be mentioned with Usain, that's what I've wanted."

The 200m victory made Lyles only the third man, after Calvin Smith and Bolt, to win three successive world titles at the distance.

In the women's race, the USA quartet of Tamari Davis, Twanisha Terry, Gabrielle Thomas and Sha'Carri Richardson won in a championship record of 41.03.

**Related:** Men's 200m final report · Women's 4x100m final report · Day 8 in photos"""),
        (add(m2), added(m2)),
        (search("Budapest 2023 championship records set list Crouser Richardson Jackson"), serp(
            ("https://en.wikipedia.org/wiki/2023_World_Athletics_Championships", "2023 World Athletics Championships - Wikipedia",
             "Championship records: men's shot put (Ryan Crouser 23.51 m), women's 100 m (Sha'Carri Richardson 10.65), women's 200 m (Shericka Jackson 21.41) ...", "N/A"),
            ("https://worldathletics.org/news/report/budapest-23-statistics-review-records", "Budapest 23 statistical review: records and milestones | World Athletics",
             "No world records fell in Budapest, but championship records were improved in several events, led by Ryan Crouser's 23.51m in the shot put ...", "Aug 28, 2023"),
            ("https://www.letsrun.com/news/2023/08/2023-worlds-records-recap/", "Every Championship Record Set at the 2023 World Championships - LetsRun",
             "Crouser, Richardson, Jackson and the U.S. women's 4x100 all took down meet records ...", "Aug 28, 2023"),
            ("https://www.espn.com/olympics/trackandfield/story/_/id/38258211/ryan-crouser-shot-put-championship-record", "Ryan Crouser wins shot put with championship record despite blood clots - ESPN",
             "Crouser threw 23.51 meters on his final attempt, days after being diagnosed with blood clots in his leg.", "Aug 19, 2023"),
            ("https://www.nytimes.com/2023/08/21/sports/shacarri-richardson-100-meters-world-championships.html", "Sha'Carri Richardson Wins 100 Meters at World Championships - NYT",
             "Richardson ran 10.65 from lane 9, a championship record ...", "Aug 21, 2023"),
            ("https://www.reddit.com/r/trackandfield/comments/1625v8c/mondo_610_budapest/", "Mondo 6.10 in Budapest : r/trackandfield",
             "Not a CR since his own 6.21 from Eugene stands, but a second straight outdoor world title, then three shots at 6.23 ...", "Aug 26, 2023"),
        )),
        (extract("https://en.wikipedia.org/wiki/2023_World_Athletics_Championships", "Championship records set at the 2023 championships"),
         """From Wikipedia, the free encyclopedia

The **2023 World Athletics Championships** (Hungarian: *2023-as atlétikai világbajnokság*), the 19th edition, were held from 19 to 27 August 2023 at the National Athletics Centre in Budapest, Hungary. It was the first time Hungary hosted the event. About 2,100 athletes from 192 teams took part.

## Records

No world records were set. The following championship records were improved:

| Event | Athlete | Nation | Mark | Previous CR | Date |
| --- | --- | --- | --- | --- | --- |
| Men's shot put | Ryan Crouser | United States | 23.51 m | 22.94 m (Crouser, 2022) | 19 August |
| Women's 100 m | Sha'Carri Richardson | United States | 10.65 s | 10.67 s (Shelly-Ann Fraser-Pryce, 2022) | 21 August |
| Women's 200 m | Shericka Jackson | Jamaica | 21.41 s | 21.45 s (Jackson, 2022) | 25 August |
| Women's 4 × 100 m relay | United States | United States | 41.03 s | 41.07 s (Jamaica, 2015) | 26 August |

## Medal summary highlights

- **Noah Lyles** (USA) won the 100 m (9.83), 200 m (19.52) and 4 × 100 m relay (37.38), the first sprint treble since Usain Bolt in 2015.
- **Faith Kipyegon** (Kenya) won the 1500 m and 5000 m, the first woman to do the double at a World Championships.
- **Femke Bol** (Netherlands) won the 400 m hurdles and anchored the Dutch women's 4 × 400 m team to gold after falling in the mixed relay on the opening night.
- **Yulimar Rojas** (Venezuela) won her fourth consecutive triple jump title with 15.08 m on her final attempt.
- **Neeraj Chopra** won India's first World Championships gold with 88.17 m in the men's javelin.

## Participating nations

192 member federations plus the Athlete Refugee Team entered athletes.

## See also

- 2023 World Athletics Championships - Medal table
- 2025 World Athletics Championships (Tokyo)"""),
        (add(m3), added(m3)),
        (search("Noah Lyles Budapest 2023 sprint treble 4x100m report"), serp(
            (wa, wa_title,
             "Noah Lyles anchored the USA to victory in the 4x100m in a world-leading 37.38 to become the first man since Usain Bolt in 2015 to win the 100m, 200m and 4x100m at one championships.", "Aug 24, 2023"),
            ("https://www.nytimes.com/2023/08/26/sports/noah-lyles-relay-world-championships.html", "Noah Lyles Completes a Sweep at World Championships - The New York Times",
             "Lyles anchored the American 4x100-meter relay to victory, adding to his titles in the 100 and 200.", "Aug 26, 2023"),
            ("https://www.espn.com/olympics/trackandfield/story/_/id/38262019/noah-lyles-gold-4x100-relay-triple", "Noah Lyles wins third gold in Budapest, joins Bolt with sprint treble - ESPN",
             "Coleman, Kerley, Carnes and Lyles clocked 37.38 ahead of Italy and Jamaica ...", "Aug 26, 2023"),
            ("https://en.wikipedia.org/wiki/Noah_Lyles", "Noah Lyles - Wikipedia",
             "At the 2023 World Championships in Budapest, Lyles won gold in the 100 m, 200 m and 4 × 100 m relay, becoming the first man since Usain Bolt to ...", "N/A"),
            ("https://www.bbc.com/sport/athletics/66628103", "World Athletics Championships 2023: Noah Lyles wins third gold as US take 4x100m title - BBC Sport",
             "Great Britain were fourth in 37.80 as Italy took silver ...", "Aug 26, 2023"),
            ("https://www.teamusa.com/news/2023/august/26/noah-lyles-completes-triple", "Noah Lyles Completes Golden Triple In Budapest - Team USA",
             "Lyles joins Maurice Greene, Tyson Gay and Usain Bolt as the only men to win the 100, 200 and 4x100 at one worlds.", "Aug 26, 2023"),
            ("https://www.reddit.com/r/trackandfield/comments/161z1sx/noah_lyles_gets_the_triple/", "Noah Lyles gets the triple : r/trackandfield",
             "Carnes' leg was huge, clean handoffs all the way round for once ...", "Aug 26, 2023"),
            ("https://www.olympics.com/en/news/noah-lyles-budapest-2023-triple-gold-100m-200m-4x100m", "Noah Lyles seals triple gold at Budapest 2023 - Olympics.com",
             "Lyles finished the championships with three golds after winning the 100m in 9.83 and the 200m in 19.52.", "Aug 27, 2023"),
        )),
    ]
    rs.add(task="search", tid="h38-search-07", system=SEARCH_SYSTEM, turns=turns,
           state=state("Summarize the 2023 World Athletics Championships in Budapest: the US medal haul, Noah Lyles' results, and the championship records set.", "2025-03-19"),
           bad=True, turn=9, kind="search result shows an earlier publication date for the same report URL than earlier results and the page itself")


# web_search / web_extractor / dict_memory: Arctic and Antarctic sea ice extent 2025 (NSIDC) — clean
def t08(rs: RowSet) -> None:
    nsidc = "https://nsidc.org/arcticseaicenews/2025/03/arctic-sea-ice-sets-a-record-low-maximum-in-2025/"
    m1 = {"arctic_max_2025": "14.33 million km² (5.53 million mi²) on 22 Mar 2025 - lowest maximum in the 47-year satellite record; 80,000 km² below 2017 (14.41)"}
    m2 = {"antarctic_min_2025": "1.98 million km² (764,000 mi²) on 1 Mar 2025 - 2nd lowest minimum on record, above 2023 (1.79)"}
    m3 = {"arctic_max_2025": "daily max 14.33 million km² (5.53 million mi²) on 22 Mar 2025 - record low, 80,000 km² below 2017; March 2025 monthly mean 14.05 million km², also lowest March; March trend -2.5% per decade"}
    turns = [
        (search("Arctic sea ice maximum 2025 record low NSIDC"), serp(
            (nsidc, "Arctic sea ice sets a record low maximum in 2025 | Arctic Sea Ice News and Analysis",
             "Arctic sea ice extent reached its annual maximum on March 22, 2025, at 14.33 million square kilometers (5.53 million square miles), the lowest in the 47-year satellite record.", "Mar 27, 2025"),
            ("https://www.nasa.gov/earth/arctic-sea-ice-hits-record-low-maximum-2025/", "Arctic Sea Ice Hits Record Low Winter Peak - NASA",
             "The Arctic's winter sea ice cover peaked at its smallest extent in the satellite record, according to NASA and NSIDC scientists ...", "Mar 27, 2025"),
            ("https://nsidc.org/arcticseaicenews/charctic-interactive-sea-ice-graph/", "Charctic Interactive Sea Ice Graph | Arctic Sea Ice News and Analysis",
             "Daily Arctic and Antarctic sea ice extent, five-day trailing average, compared with previous years and the 1981-2010 median.", "N/A"),
            ("https://www.theguardian.com/environment/2025/mar/27/arctic-sea-ice-record-low-winter-maximum", "Arctic sea ice hits record low for winter maximum | The Guardian",
             "Scientists say the record low follows months of unusually warm temperatures over the Arctic Ocean ...", "Mar 27, 2025"),
            ("https://www.carbonbrief.org/arctic-sea-ice-winter-peak-2025-lowest-on-record/", "Arctic sea ice winter peak in 2025 is lowest on record - Carbon Brief",
             "At 14.33m square kilometres, this year's peak narrowly undercut the previous low set in 2017.", "Mar 28, 2025"),
            ("https://climate.copernicus.eu/surface-air-temperature-march-2025", "Surface air temperature for March 2025 | Copernicus",
             "Arctic sea ice extent was 6% below average, the lowest for March in the 47-year satellite record ...", "Apr 8, 2025"),
            ("https://www.reddit.com/r/climate/comments/1jl4v8x/arctic_sea_ice_record_low_maximum_2025/", "Arctic sea ice record low maximum 2025 : r/climate",
             "Both poles at or near record lows at the same time is what stands out to me ...", "Mar 27, 2025"),
            ("https://en.wikipedia.org/wiki/Arctic_sea_ice_decline", "Arctic sea ice decline - Wikipedia",
             "Sea ice in the Arctic region has declined in recent decades in area and volume due to climate change ...", "N/A"),
        )),
        (extract(nsidc, "Date and value of the 2025 maximum, comparison with earlier years, ranking table"),
         """# Arctic sea ice sets a record low maximum in 2025

March 27, 2025

Arctic sea ice likely reached its maximum extent for the year on March 22, 2025, at 14.33 million square kilometers (5.53 million square miles). This is the lowest maximum in the 47-year satellite record, 80,000 square kilometers (31,000 square miles) below the previous lowest maximum, which occurred in 2017. The 2025 maximum is 1.31 million square kilometers (506,000 square miles) below the 1981 to 2010 average maximum of 15.64 million square kilometers (6.04 million square miles).

Please note that this is a preliminary announcement. Changing winds or late-season growth could still increase the Arctic ice extent, as happened in 2010. NSIDC scientists will release a full analysis of winter conditions in early April.

## Conditions in context

Extent was below average over the Gulf of St. Lawrence, the Barents Sea and the Sea of Okhotsk, while it was near average in the Bering Sea. Air temperatures at the 925 hPa level were 2 to 6 degrees Celsius above average over much of the Arctic Ocean in February and March.

## Ten lowest maximum Arctic sea ice extents (satellite record, 1979 to 2025)

| Rank | Year | In millions of square kilometers | In millions of square miles | Date |
| --- | --- | --- | --- | --- |
| 1 | 2025 | 14.33 | 5.53 | March 22 |
| 2 | 2017 | 14.41 | 5.56 | March 7 |
| 3 | 2018 | 14.47 | 5.59 | March 17 |
| 4 | 2016 | 14.51 | 5.60 | March 23 |
| 5 | 2015 | 14.52 | 5.61 | February 25 |
| 6 | 2023 | 14.62 | 5.64 | March 6 |
| 7 | 2011 | 14.67 | 5.66 | March 9 |
| 8 | 2006 | 14.68 | 5.67 | March 12 |
| 9 | 2007 | 14.77 | 5.70 | March 12 |
| 10 | 2019 | 14.78 | 5.71 | March 13 |

*For the Arctic maximum, differences of less than 40,000 km² are considered a tie.*

## Antarctic minimum

Antarctic sea ice extent reached its minimum on March 1, 2025, at 1.98 million square kilometers (764,000 square miles), the second lowest in the satellite record, behind 2023.

Posted in Arctic Sea Ice News · Tags: maximum, record low"""),
        (add(m1), added(m1)),
        (search("Antarctic sea ice minimum 2025 extent NSIDC second lowest"), serp(
            ("https://nsidc.org/arcticseaicenews/2025/04/a-record-low-for-the-arctic-and-low-in-the-antarctic/", "A record low for the Arctic, and low in the Antarctic | Arctic Sea Ice News and Analysis",
             "Antarctic sea ice reached its minimum of 1.98 million square kilometers on March 1, second lowest after 2023. March average Arctic extent was the lowest in the satellite record ...", "Apr 2, 2025"),
            ("https://www.nasa.gov/earth/arctic-sea-ice-hits-record-low-maximum-2025/", "Arctic Sea Ice Hits Record Low Winter Peak - NASA",
             "Meanwhile, around Antarctica, sea ice hit its annual minimum on March 1, among the lowest on record ...", "Mar 27, 2025"),
            ("https://en.wikipedia.org/wiki/Antarctic_sea_ice", "Antarctic sea ice - Wikipedia",
             "Record low minimum: 1.79 million km² on 21 February 2023 ...", "N/A"),
            ("https://www.bas.ac.uk/media-post/antarctic-sea-ice-summer-2025/", "Antarctic sea ice summer minimum again far below average - British Antarctic Survey",
             "Third consecutive year of exceptionally low summer sea ice around Antarctica ...", "Mar 6, 2025"),
            ("https://climate.copernicus.eu/sea-ice-situation-february-2025", "Sea ice situation February 2025 | Copernicus",
             "Antarctic sea ice extent was 26% below average, the fourth lowest for February ...", "Mar 6, 2025"),
            ("https://www.carbonbrief.org/antarctic-sea-ice-minimum-2025/", "Antarctic sea ice minimum 2025 - Carbon Brief",
             "Scientists warn that the regime shift since 2016 ...", "Mar 10, 2025"),
            ("https://www.reddit.com/r/climate/comments/1j2hx4a/antarctic_sea_ice_2025_minimum/", "Antarctic sea ice 2025 minimum : r/climate",
             "2023, 2024 and 2025 are all way below anything before 2016 ...", "Mar 4, 2025"),
        )),
        (extract("https://www.nasa.gov/earth/arctic-sea-ice-hits-record-low-maximum-2025/", "NASA figures for the 2025 Arctic maximum and Antarctic minimum"),
         """# Arctic Sea Ice Hits Record Low Winter Peak

March 27, 2025 · Earth

Arctic sea ice likely hit its smallest annual peak in the 47-year satellite record on March 22, according to researchers at NASA and the National Snow and Ice Data Center (NSIDC). The maximum, 5.53 million square miles (14.33 million square kilometers), was about 30,000 square miles smaller than the previous record low, set in 2017.

"The sea ice is at a lower level, and it's not just one year," said Linette Boisvert, a sea ice scientist at NASA's Goddard Space Flight Center. "We're seeing this continued decline."

Compared with the 1981-2010 average, the 2025 maximum is 506,000 square miles (1.31 million square kilometers) smaller, an area larger than Texas and California combined.

## Southern Hemisphere

Around Antarctica, sea ice reached its annual minimum on March 1 at 764,000 square miles (1.98 million square kilometers), the second-lowest minimum in the satellite record, behind only 2023.

## How it is measured

Scientists track sea ice with passive microwave sensors aboard satellites of the Defense Meteorological Satellite Program and JAXA's GCOM-W. NSIDC reports a five-day trailing average of daily extent, which smooths out day-to-day variability.

Media contact: Sally Younger, NASA Goddard Space Flight Center"""),
        (add(m2), added(m2)),
        (extract("https://nsidc.org/data/seaice_index/monthly-extent?hemisphere=N&month=03", "March monthly average Arctic extent by year and the March trend"),
         """# Sea Ice Index, Version 3 - Monthly extent, Northern Hemisphere, March

Data: G02135 v3.0 · Monthly mean extent and area from passive microwave (NASA Team algorithm) · Last updated: April 2, 2025

| Year | Extent (million km²) | Area (million km²) |
| --- | --- | --- |
| 2013 | 15.04 | 13.19 |
| 2014 | 14.76 | 12.91 |
| 2015 | 14.39 | 12.62 |
| 2016 | 14.40 | 12.61 |
| 2017 | 14.28 | 12.49 |
| 2018 | 14.30 | 12.54 |
| 2019 | 14.55 | 12.74 |
| 2020 | 14.78 | 13.02 |
| 2021 | 14.64 | 12.83 |
| 2022 | 14.59 | 12.80 |
| 2023 | 14.44 | 12.68 |
| 2024 | 14.87 | 13.09 |
| 2025 | 14.05 | 12.29 |

1981-2010 March average: 15.48 million km².

**Linear trend, March 1979-2025:** -38,900 km² per year (-2.5% per decade relative to the 1981-2010 average).

Monthly values are averages of daily extent over the whole month and are therefore lower than the annual daily maximum. Values for the most recent month are based on near-real-time data and may be revised when final data are processed.

[Download CSV](https://noaadata.apps.nsidc.org/NOAA/G02135/north/monthly/data/N_03_extent_v3.0.csv) · [Daily data](https://nsidc.org/data/seaice_index/data-and-image-archive) · [User guide](https://nsidc.org/data/g02135/versions/3)"""),
        (upd(m3), updated(m3)),
    ]
    rs.add(task="search", tid="h38-search-08", system=SYSTEM_LONG, turns=turns,
           state=state("How did the 2025 Arctic sea ice maximum and Antarctic minimum compare with the satellite record? Give figures in both km² and square miles.", "2025-04-14"))


# web_search / web_extractor / dict_memory: US tornado counts 2024 (SPC, NCEI) — bad
def t09(rs: RowSet) -> None:
    m1 = {"tornadoes_2024_count": "1,880 preliminary filtered tornado reports (SPC annual summary, through 31 Dec 2024)",
          "tornadoes_2024_peak_month": "May 2024 - 522 preliminary reports, busiest month of the year"}
    m2 = {"tornadoes_2024_count": "1,796 confirmed (NCEI Annual U.S. Climate Report, Jan 2025) - 2nd most since 1950 after 2004 (1,817); SPC preliminary reports were 1,880"}
    ncei = "https://www.ncei.noaa.gov/access/monitoring/monthly-report/national/202413"
    turns = [
        (search("2024 tornado count United States preliminary reports SPC"), serp(
            ("https://www.spc.noaa.gov/climo/online/monthly/2024_annual_summary.html", "2024 Preliminary Tornado Reports - Annual Summary - Storm Prediction Center",
             "Preliminary filtered local storm reports of tornadoes, by month, for 2024, with the 2005-2023 average ...", "N/A"),
            ("https://www.spc.noaa.gov/climo/torn/STATIJ24.html", "2024 Tornado Statistics (preliminary) - SPC",
             "Year-to-date preliminary tornado count and killer tornado list for 2024.", "N/A"),
            ("https://www.washingtonpost.com/weather/2024/12/31/tornadoes-2024-busy-year/", "2024 was one of the busiest tornado years on record - The Washington Post",
             "More than 1,800 tornado reports were logged in 2024, including a record-setting stretch in late April and May ...", "Dec 31, 2024"),
            ("https://www.foxweather.com/weather-news/2024-tornado-season-recap", "2024 tornado season recap: Second-busiest year on record? - FOX Weather",
             "Preliminary numbers put 2024 among the most active years since 2011 ...", "Jan 2, 2025"),
            ("https://en.wikipedia.org/wiki/Tornadoes_of_2024", "Tornadoes of 2024 - Wikipedia",
             "This page documents notable tornadoes and tornado outbreaks worldwide in 2024 ... The United States confirmed 1,796 tornadoes ...", "N/A"),
            ("https://www.weather.gov/news/2024-severe-weather-summary", "2024 Severe Weather Summary - National Weather Service",
             "A look back at the year's major outbreaks, including Elkhorn, Nebraska (April 26) and Greenfield, Iowa (May 21).", "Jan 10, 2025"),
            ("https://www.reddit.com/r/tornado/comments/1hqz7gp/2024_tornado_count_final/", "2024 tornado count final? : r/tornado",
             "SPC prelims are always higher than the final confirmed number because of duplicate reports ...", "Dec 31, 2024"),
            ("https://www.usatoday.com/story/news/nation/2025/01/09/2024-tornadoes-second-most-on-record/", "2024 had the second-most tornadoes on record, NOAA says - USA Today",
             "Only 2004 had more. Fifty-five people were killed by tornadoes ...", "Jan 9, 2025"),
        )),
        (extract("https://www.spc.noaa.gov/climo/online/monthly/2024_annual_summary.html", "Monthly preliminary tornado report counts and the annual total"),
         """# 2024 Preliminary Tornado Reports - Annual Summary

Storm Prediction Center · NOAA/NWS · Data through 12/31/2024

Counts are **preliminary filtered local storm reports** (duplicate reports removed by SPC's filtering). Final, confirmed tornado counts are typically lower and are published by NCEI/SPC after NWS damage surveys are complete.

| Month | Preliminary Tornado Reports 2024 | 2005-2023 Average | Killer Tornadoes | Tornado Deaths |
| --- | --- | --- | --- | --- |
| January | 42 | 39 | 0 | 0 |
| February | 50 | 46 | 0 | 0 |
| March | 141 | 112 | 3 | 5 |
| April | 302 | 189 | 4 | 7 |
| May | 522 | 283 | 8 | 24 |
| June | 180 | 193 | 1 | 1 |
| July | 157 | 100 | 1 | 1 |
| August | 93 | 83 | 0 | 0 |
| September | 50 | 48 | 0 | 0 |
| October | 28 | 63 | 1 | 6 |
| November | 92 | 64 | 2 | 5 |
| December | 223 | 46 | 2 | 6 |
| **Total** | **1,880** | **1,266** | **22** | **55** |

## Notes

- May 2024 had the highest monthly count, driven by outbreaks on May 6-10, May 19-27 (including the EF4 Greenfield, Iowa tornado on May 21) and the Memorial Day weekend outbreak.
- December 2024 was well above average, with outbreaks on December 28 across the Southeast.
- Deaths are preliminary and include only direct tornado fatalities.

[Daily storm reports](https://www.spc.noaa.gov/climo/reports/) · [Killer tornado list](https://www.spc.noaa.gov/climo/torn/2024killers.html) · [Monthly summaries](https://www.spc.noaa.gov/climo/online/monthly/)"""),
        (add(m1), added(m1)),
        (search("NOAA NCEI 2024 annual climate report confirmed tornadoes second most since 1950"), serp(
            (ncei, "Annual 2024 National Climate Report | National Centers for Environmental Information (NCEI)",
             "There were 1,796 confirmed tornadoes across the contiguous U.S. in 2024, the second-most on record since reliable records began in 1950, behind only 2004 (1,817).", "Jan 10, 2025"),
            ("https://www.noaa.gov/news/2024-was-warmest-year-on-record-for-contiguous-us", "2024 was the warmest year on record for the contiguous U.S. - NOAA",
             "The nation also saw 27 billion-dollar weather and climate disasters and an unusually active tornado year ...", "Jan 9, 2025"),
            ("https://www.usatoday.com/story/news/nation/2025/01/09/2024-tornadoes-second-most-on-record/", "2024 had the second-most tornadoes on record, NOAA says - USA Today",
             "Only 2004 had more. Fifty-five people were killed by tornadoes ...", "Jan 9, 2025"),
            ("https://www.ncei.noaa.gov/access/billions/", "Billion-Dollar Weather and Climate Disasters | NCEI",
             "In 2024, there were 27 weather/climate disaster events with losses exceeding $1 billion each, including 17 severe storm events ...", "N/A"),
            ("https://www.spc.noaa.gov/wcm/", "Storm Prediction Center WCM Page - Severe weather database",
             "Official tornado database files 1950-2023; 2024 data are preliminary until final quality control ...", "N/A"),
            ("https://www.axios.com/2025/01/10/tornadoes-2024-second-most-record", "2024 tornado tally second only to 2004 - Axios",
             "NOAA's count of 1,796 includes a record December ...", "Jan 10, 2025"),
            ("https://www.reddit.com/r/weather/comments/1hy7d0m/ncei_2024_had_1796_tornadoes/", "NCEI: 2024 had 1,796 tornadoes, #2 all time : r/weather",
             "Crazy that it beat 2011. The prelim LSR count was closer to 1,900 ...", "Jan 10, 2025"),
        )),
        (upd(m2), updated(m2)),
        (memory("retrieve_all"), pj(m1)),
        (extract(ncei, "Tornado count for 2024 and comparison with other years"),
         """# Annual 2024 National Climate Report

National Centers for Environmental Information · Published January 10, 2025

## National overview

The average temperature of the contiguous U.S. in 2024 was 55.5°F, 3.5°F above the 20th-century average, ranking as the warmest year in the 130-year record. Precipitation totaled 30.33 inches, 0.39 inch above average.

## Tornadoes

There were **1,796 confirmed tornadoes** across the contiguous U.S. during 2024, the second-most on record since reliable records began in 1950, behind only 2004, when 1,817 tornadoes were confirmed. The annual count was well above the 1991-2020 average of 1,218.

| Rank | Year | Confirmed tornadoes |
| --- | --- | --- |
| 1 | 2004 | 1,817 |
| 2 | 2024 | 1,796 |
| 3 | 2011 | 1,691 |
| 4 | 2008 | 1,689 |
| 5 | 2019 | 1,517 |

Tornado activity peaked in spring: 4 of the 10 most active days of the year occurred in May. Notable tornadoes included the EF4 that struck Elkhorn, Nebraska, on April 26, and the EF4 that devastated Greenfield, Iowa, on May 21. Tornadoes killed 55 people during the year.

*Counts for 2024 are confirmed by National Weather Service damage surveys; preliminary storm reports, which include duplicates, are generally higher.*

## Billion-dollar disasters

There were 27 separate billion-dollar weather and climate disasters in 2024, the second-highest annual total after 2023 (28). These included 17 severe storm events, 5 tropical cyclones, 1 wildfire event, 2 winter storms and 2 flooding events.

[Tornado statistics](https://www.ncei.noaa.gov/access/monitoring/tornadoes/) · [Download data](https://www.ncei.noaa.gov/pub/data/cirs/)"""),
    ]
    rs.add(task="search", tid="h38-search-09", system=SEARCH_SYSTEM, turns=turns,
           state=state("How many tornadoes did the United States have in 2024, and how does the year rank historically? Distinguish preliminary reports from confirmed counts.", "2025-02-18"),
           bad=True, turn=6, kind="memory value read back as its pre-update text after a successful update")


# web_search / web_extractor / dict_memory: national heatwave temperature records in Europe — clean
def t10(rs: RowSet) -> None:
    m1 = {"uk_record": "40.3°C (104.5°F), Coningsby, Lincolnshire, 19 Jul 2022 - verified by Met Office; previous 38.7°C Cambridge Botanic Garden, 25 Jul 2019",
          "todo_uk_2025": "check whether any 2025 UK reading came close to 40.3°C"}
    m2 = {"europe_record": "48.8°C (119.8°F), near Siracusa, Sicily, 11 Aug 2021 - WMO verified; previous 48.0°C Athens (Elefsina & Tatoi), 10 Jul 1977"}
    m3 = {"national_records_2019": "25 Jul 2019 set records in Belgium 41.8 (Begijnendijk), Germany 41.2 (Duisburg-Baerl & Tönisvorst), Netherlands 40.7 (Gilze-Rijen), Luxembourg 40.8 (Steinsel); France 46.0 (Vérargues) on 28 Jun 2019"}
    turns = [
        (search("UK highest temperature record 40.3C Coningsby Met Office"), serp(
            ("https://www.metoffice.gov.uk/about-us/news-and-media/media-centre/weather-and-climate-news/2022/record-high-temperatures-verified", "Record high temperatures verified - Met Office",
             "A new official record high temperature of 40.3°C was verified at Coningsby, Lincolnshire, on 19 July 2022 ...", "Dec 20, 2022"),
            ("https://en.wikipedia.org/wiki/2022_United_Kingdom_heatwaves", "2022 United Kingdom heatwaves - Wikipedia",
             "On 19 July, a temperature of 40.3 °C (104.5 °F) was recorded at Coningsby, the first time that 40 °C had been recorded in the UK.", "N/A"),
            ("https://www.bbc.co.uk/news/science-environment-62217282", "UK heatwave: 40C recorded in UK for first time - BBC News",
             "Provisional figures show the temperature reached 40.3C in Coningsby, Lincolnshire ...", "Jul 19, 2022"),
            ("https://www.metoffice.gov.uk/research/climate/maps-and-data/uk-climate-extremes", "UK climate extremes - Met Office",
             "Highest daily maximum temperature: England 40.3°C Coningsby (19 Jul 2022); Wales 37.1°C Hawarden; Scotland 35.1°C Charterhall; Northern Ireland 31.3°C ...", "N/A"),
            ("https://www.theguardian.com/uk-news/2022/jul/19/uk-temperature-record-broken-heatwave", "UK records hottest day ever as temperature passes 40C | The Guardian",
             "A Met Office spokesperson said 40.3C at Coningsby was provisional and would be subject to verification.", "Jul 19, 2022"),
            ("https://www.rmets.org/metmatters/uk-heatwave-july-2022", "The UK heatwave of July 2022 - Royal Meteorological Society",
             "46 stations across the UK exceeded the previous national record of 38.7°C set in Cambridge in 2019 ...", "Jul 28, 2022"),
            ("https://www.reddit.com/r/unitedkingdom/comments/w2pzls/403c_at_coningsby_new_uk_record/", "40.3C at Coningsby - new UK record : r/unitedkingdom",
             "RAF Coningsby of all places. Heathrow got 40.2 earlier ...", "Jul 19, 2022"),
        )),
        (extract("https://www.metoffice.gov.uk/about-us/news-and-media/media-centre/weather-and-climate-news/2022/record-high-temperatures-verified", "Verified record, previous record, and how many stations exceeded it"),
         """# Record high temperatures verified

Author: Press Office · 20 December 2022

The Met Office's National Climate Information Centre has completed the verification of the extreme temperatures recorded during July 2022. A UK climate extremes panel has confirmed the **new UK record of 40.3°C at Coningsby, Lincolnshire, on 19 July 2022**.

The previous record, 38.7°C, was recorded at Cambridge Botanic Garden on 25 July 2019. On 19 July 2022, 46 stations from Devon to North Yorkshire met or exceeded that previous record.

## Verified national records

| Nation | Record | Station | Date |
| --- | --- | --- | --- |
| United Kingdom / England | 40.3°C | Coningsby, Lincolnshire | 19 July 2022 |
| Wales | 37.1°C | Hawarden Airport, Flintshire | 18 July 2022 |
| Scotland | 35.1°C | Charterhall, Scottish Borders | 19 July 2022 |
| Northern Ireland | 31.3°C | Castlederg, County Tyrone (and others) | 21 July 2021 |

## Station checks

Each site was inspected to confirm the exposure of the thermometer screen and the calibration of the instruments. A reading of 40.2°C at Heathrow was also verified. Three provisional readings from other sites were not accepted because of concerns about the siting of the instruments.

> "The verification of 40.3°C as the new UK record has been a rigorous process," said Dr Mark McCarthy of the National Climate Information Centre. "In a climate unaffected by human influence, this event would have been extremely unlikely."

## Related

- Met Office climate attribution study: July 2022 heat made at least 10 times more likely
- UK climate extremes table"""),
        (add(m1), added(m1)),
        (search("Europe highest temperature ever recorded WMO 48.8 Sicily verified"), serp(
            ("https://wmo.int/media/news/wmo-recognizes-new-europe-temperature-record-488degc", "WMO recognizes new Europe temperature record of 48.8°C | World Meteorological Organization",
             "A temperature of 48.8°C (119.8°F) recorded near Siracusa in Sicily on 11 August 2021 is the new European record, replacing 48.0°C in Athens in 1977.", "Mar 2, 2023"),
            ("https://wmo.int/content/world-weather-and-climate-extremes-archive", "World Weather and Climate Extremes Archive - WMO",
             "Official verified extremes: highest temperature for Europe, 48.8°C, Sicily, Italy, 11 August 2021 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/List_of_extreme_temperatures_in_Europe", "List of extreme temperatures in Europe - Wikipedia",
             "Highest temperatures ever recorded in European countries, by country ...", "N/A"),
            ("https://www.bbc.com/news/world-europe-58178093", "Sicily: 48.8C temperature may be Europe's highest - BBC News",
             "The reading at a weather station near Syracuse still needs to be confirmed by the WMO ...", "Aug 12, 2021"),
            ("https://www.theguardian.com/world/2023/mar/02/europe-hottest-temperature-record-confirmed-sicily", "Europe's hottest temperature confirmed as 48.8C in Sicily | The Guardian",
             "The WMO committee found the measurement valid after examining the station in Siracusa province ...", "Mar 2, 2023"),
            ("https://www.reddit.com/r/europe/comments/11g2q8d/wmo_confirms_488c_sicily/", "WMO confirms 48.8C in Sicily as Europe's record : r/europe",
             "Took them 18 months. The old Athens 48.0 from 1977 was always a bit dodgy anyway ...", "Mar 2, 2023"),
        )),
        (extract("https://wmo.int/media/news/wmo-recognizes-new-europe-temperature-record-488degc", "Record value, location, date, previous record"),
         """# WMO recognizes new Europe temperature record of 48.8°C

Press Release · 2 March 2023

Geneva, 2 March 2023 (WMO) - The World Meteorological Organization has recognized a new European temperature record of **48.8° Celsius (119.84° Fahrenheit)**, measured on **11 August 2021** in Sicily, Italy, during an intense heatwave.

The new record is 0.8°C higher than the previous European record of 48.0°C (118.4°F), recorded in Athens, Greece, at the Elefsina and Tatoi stations on 10 July 1977.

The temperature was recorded by an automatic weather station in the province of Siracusa, operated by the Agrometeorological Information Service of the Sicilian Region (SIAS). A WMO international committee of experts examined the station's siting, instrumentation and calibration, as well as the synoptic situation, before accepting the measurement.

## WMO extremes for Europe

| Extreme | Value | Location | Date |
| --- | --- | --- | --- |
| Highest temperature | 48.8°C | Siracusa province, Sicily, Italy | 11 August 2021 |
| Lowest temperature | -58.1°C | Ust'Shchugor, Russia | 31 December 1978 |

"The heatwave of August 2021 was exceptional, but such temperatures will become more common as the climate warms," said WMO Secretary-General Petteri Taalas.

Notes for editors: The WMO World Weather and Climate Extremes Archive lists officially verified global and regional extremes of temperature, pressure, rainfall, hail, wind and lightning."""),
        (add(m2), added(m2)),
        (extract("https://en.wikipedia.org/wiki/List_of_extreme_temperatures_in_Europe", "Country national maximum temperature records, especially those set in 2019"),
         """From Wikipedia, the free encyclopedia

This is a list of the highest and lowest temperatures recorded in European countries. Only records measured at official weather stations are included. The table is sorted by country; it can be sorted by temperature or by date.

## Highest temperatures by country

| Country | °C | °F | Location | Date |
| --- | --- | --- | --- | --- |
| Austria | 40.5 | 104.9 | Bad Deutsch-Altenburg | 8 August 2013 |
| Belgium | 41.8 | 107.2 | Begijnendijk | 25 July 2019 |
| Croatia | 42.8 | 109.0 | Ploče | 5 August 1981 |
| Cyprus | 46.2 | 115.2 | Athalassa | 1 August 2010 |
| Denmark | 36.4 | 97.5 | Holstebro | 10 August 1975 |
| France | 46.0 | 114.8 | Vérargues, Hérault | 28 June 2019 |
| Germany | 41.2 | 106.2 | Duisburg-Baerl and Tönisvorst | 25 July 2019 |
| Greece | 48.0 | 118.4 | Elefsina and Tatoi | 10 July 1977 |
| Ireland | 33.3 | 91.9 | Kilkenny Castle | 26 June 1887 |
| Italy | 48.8 | 119.8 | Siracusa, Sicily | 11 August 2021 |
| Luxembourg | 40.8 | 105.4 | Steinsel | 25 July 2019 |
| Netherlands | 40.7 | 105.3 | Gilze-Rijen | 25 July 2019 |
| Portugal | 47.3 | 117.1 | Amareleja | 1 August 2003 |
| Spain | 47.6 | 117.7 | La Rambla, Córdoba | 14 August 2021 |
| Switzerland | 41.5 | 106.7 | Grono | 11 August 2003 |
| United Kingdom | 40.3 | 104.5 | Coningsby | 19 July 2022 |

## Notes

- The July 2019 heatwave set national records in Belgium, Germany, Luxembourg, the Netherlands and the United Kingdom on 25 July 2019; the UK record of 38.7°C was later surpassed in 2022.
- Greece's 48.0°C stood as the European record until the WMO accepted the Sicilian reading in 2023.

## See also

- List of weather records
- 2019 European heatwaves"""),
        (add(m3), added(m3)),
        (memory("remove", key_list=["todo_uk_2025"]), removed(["todo_uk_2025"])),
        (memory("retrieve_all"), pj({"uk_record": m1["uk_record"], **m2, **m3})),
    ]
    rs.add(task="search", tid="h38-search-10", system=SYSTEM_LONG, turns=turns,
           state=state("What are the official heat records for the UK and for Europe, and which national records in western Europe were set in the 2019 heatwaves?", "2025-08-21"))


# web_search / web_extractor / dict_memory: longest railway tunnels — clean
def t11(rs: RowSet) -> None:
    m1 = {"longest_rail_tunnels": "1 Gotthard Base 57.1 km (CH, 2016); 2 Seikan 53.9 km (JP, 1988); 3 Channel Tunnel 50.5 km (UK/FR, 1994); 4 Yulhyeon 50.3 km (KR, 2016); 5 Lötschberg Base 34.6 km (CH, 2007)"}
    m2 = {"longest_rail_tunnels": "1 Gotthard Base 57.1 km / 35.5 mi (CH, 2016; 151.8 km of tubes and galleries in total); 2 Seikan 53.9 km (JP, 1988); 3 Channel Tunnel 50.5 km (UK/FR, 1994); 4 Yulhyeon 50.3 km (KR, 2016); 5 Lötschberg Base 34.6 km (CH, 2007). Under construction: Mont d'Ambin (Lyon-Turin) 57.5 km, Brenner Base 55 km (64 km with Innsbruck bypass), both early 2030s"}
    turns = [
        (search("longest railway tunnels in the world list length"), serp(
            ("https://en.wikipedia.org/wiki/List_of_longest_tunnels", "List of longest tunnels - Wikipedia",
             "The Gotthard Base Tunnel in Switzerland is the longest railway tunnel at 57.1 km, followed by the Seikan Tunnel in Japan ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Gotthard_Base_Tunnel", "Gotthard Base Tunnel - Wikipedia",
             "The Gotthard Base Tunnel is a railway tunnel through the Alps in Switzerland. It opened on 1 June 2016 ... With a route length of 57.09 km (35.5 mi), it is the world's longest railway tunnel.", "N/A"),
            ("https://www.railway-technology.com/features/longest-rail-tunnels/", "The ten longest rail tunnels in the world - Railway Technology",
             "From the Gotthard and Seikan tunnels to the Channel Tunnel and South Korea's Yulhyeon tunnel ...", "Feb 14, 2024"),
            ("https://www.guinnessworldrecords.com/world-records/longest-rail-tunnel", "Longest rail tunnel | Guinness World Records",
             "The longest rail tunnel is the Gotthard Base Tunnel, measuring 57.1 km (35.4 mi) ...", "N/A"),
            ("https://www.alptransit.ch/en/home/", "AlpTransit Gotthard Ltd - Gotthard Base Tunnel",
             "57 km long, 2,300 m of rock overburden, two single-track tubes connected every 325 m by cross-passages.", "N/A"),
            ("https://en.wikipedia.org/wiki/Seikan_Tunnel", "Seikan Tunnel - Wikipedia",
             "The Seikan Tunnel is a 53.85 km (33.46 mi) dual-gauge railway tunnel in Japan, with a 23.3 km portion under the seabed ...", "N/A"),
            ("https://www.reddit.com/r/trains/comments/17k3z9c/longest_rail_tunnels/", "Longest rail tunnels? : r/trains",
             "Channel Tunnel still has the longest undersea section at 37.9 km though ...", "Oct 30, 2023"),
        )),
        (extract("https://en.wikipedia.org/wiki/List_of_longest_tunnels", "Longest railway tunnels in service, top 10 by length"),
         """From Wikipedia, the free encyclopedia

This is a list of the world's longest tunnels in use, by type. Lengths are rounded to one decimal place; for tunnels with several tubes, the length of the longest tube is given.

## Railway tunnels (in service)

| Rank | Name | Length | Country | Line | Opened |
| --- | --- | --- | --- | --- | --- |
| 1 | Gotthard Base Tunnel | 57.1 km (35.5 mi) | Switzerland | Gotthard line | 2016 |
| 2 | Seikan Tunnel | 53.9 km (33.5 mi) | Japan | Kaikyō Line / Hokkaido Shinkansen | 1988 |
| 3 | Channel Tunnel | 50.5 km (31.4 mi) | United Kingdom, France | Channel Tunnel Rail Link / LGV Nord | 1994 |
| 4 | Yulhyeon Tunnel | 50.3 km (31.3 mi) | South Korea | Suseo high-speed railway | 2016 |
| 5 | Lötschberg Base Tunnel | 34.6 km (21.5 mi) | Switzerland | Lötschberg line | 2007 |
| 6 | New Guanjiao Tunnel | 32.7 km (20.3 mi) | China | Qinghai-Tibet railway | 2014 |
| 7 | Guadarrama Tunnel | 28.4 km (17.6 mi) | Spain | Madrid-Valladolid HSL | 2007 |
| 8 | Taihang Tunnel | 27.8 km (17.3 mi) | China | Shijiazhuang-Taiyuan HSR | 2007 |
| 9 | Hakkōda Tunnel | 26.5 km (16.4 mi) | Japan | Tōhoku Shinkansen | 2010 |
| 10 | Iwate-Ichinohe Tunnel | 25.8 km (16.0 mi) | Japan | Tōhoku Shinkansen | 2002 |

## Railway tunnels under construction (selection)

| Name | Length | Country | Expected opening |
| --- | --- | --- | --- |
| Mont d'Ambin Base Tunnel (Lyon-Turin) | 57.5 km | France, Italy | 2033 |
| Brenner Base Tunnel | 55.0 km (64 km incl. Innsbruck bypass) | Austria, Italy | 2032 |
| Koralm Tunnel | 32.9 km | Austria | 2025 |

## See also

- List of longest subsea tunnels
- List of tunnels by location"""),
        (add(m1), added(m1)),
        (extract("https://en.wikipedia.org/wiki/Gotthard_Base_Tunnel", "Exact length, total length of the tunnel system, opening dates"),
         """From Wikipedia, the free encyclopedia

| Gotthard Base Tunnel | |
| --- | --- |
| Line | Gotthard line (Erstfeld - Bodio) |
| Location | Alps, cantons of Uri, Graubünden and Ticino |
| Work begun | 4 November 1999 |
| Constructed | AlpTransit Gotthard AG |
| Opened | 1 June 2016 (ceremony); 11 December 2016 (commercial service) |
| Owner | Swiss Federal Railways (SBB CFF FFS) |
| Traffic | Passenger and freight, ~260 freight and 65 passenger trains per day |
| Length | 57.09 km (35.47 mi); 151.84 km (94.35 mi) total including shafts, tunnels and passages |
| No. of tracks | 2 single-track tubes |
| Operating speed | 250 km/h design; 200 km/h passenger, 160 km/h freight |
| Highest elevation | 549 m above sea level |
| Rock overburden | up to 2,300 m |

The **Gotthard Base Tunnel** is a railway tunnel through the Alps in Switzerland. With a route length of 57.09 km (35.47 mi), it is the world's longest and deepest traffic tunnel and the first flat, low-level route through the Alps. It consists of two single-track tubes connected by cross-passages about every 325 m, and two multifunction stations at Sedrun and Faido.

Breakthrough of the eastern tube took place on 15 October 2010 and of the western tube on 23 March 2011. The tunnel was formally opened on 1 June 2016 and full service began on 11 December 2016, surpassing the Seikan Tunnel (53.85 km) as the longest railway tunnel in the world.

## Construction

About 28.2 million tonnes of rock were excavated. Four tunnel boring machines bored approximately 85 km of the tubes; the rest was excavated by drilling and blasting. Nine workers died during construction.

## See also

- Lötschberg Base Tunnel
- Ceneri Base Tunnel
- NRLA (New Rail Link through the Alps)"""),
        (search("longest railway tunnels under construction Brenner Base Tunnel Mont d'Ambin length opening"), serp(
            ("https://www.bbt-se.com/en/tunnel/project-overview/", "Project overview - Brenner Base Tunnel BBT SE",
             "The Brenner Base Tunnel between Innsbruck and Fortezza is 55 km long; together with the existing Innsbruck railway bypass it will be 64 km, the longest underground railway connection in the world.", "N/A"),
            ("https://www.telt.eu/en/the-mont-cenis-base-tunnel/", "The Mont Cenis base tunnel - TELT",
             "The 57.5 km cross-border base tunnel between Saint-Jean-de-Maurienne and Susa is the main structure of the Turin-Lyon line.", "N/A"),
            ("https://en.wikipedia.org/wiki/Brenner_Base_Tunnel", "Brenner Base Tunnel - Wikipedia",
             "Completion is expected in 2032 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Mont_d%27Ambin_Base_Tunnel", "Mont d'Ambin Base Tunnel - Wikipedia",
             "Also known as the Mont Cenis Base Tunnel ... when completed it will be the longest railway tunnel in the world at 57.5 km.", "N/A"),
            ("https://www.railjournal.com/infrastructure/brenner-base-tunnel-progress-2024/", "Brenner Base Tunnel passes 80% excavation mark - International Railway Journal",
             "Of the 230 km of tunnels in the BBT system, more than 180 km have now been excavated ...", "Sep 12, 2024"),
            ("https://www.reuters.com/business/autos-transportation/lyon-turin-rail-tunnel-delays-2024/", "Lyon-Turin rail link faces delays as costs rise - Reuters",
             "The base tunnel is now expected to open in the early 2030s ...", "May 6, 2024"),
        )),
        (upd(m2), updated(m2)),
    ]
    rs.add(task="search", tid="h38-search-11", system=SEARCH_SYSTEM, turns=turns,
           state=state("Rank the five longest railway tunnels in service and note any tunnel under construction that would take first place.", "2025-01-08"))


# web_search / web_extractor / dict_memory: lithium mine openings — bad
def t12(rs: RowSet) -> None:
    m1 = {"goulamina": "Mali; Ganfeng Lithium (after buying out Leo Lithium's stake); first spodumene concentrate produced Dec 2024, first export shipment early 2025; stage 1 capacity 506 ktpa concentrate",
          "grota_do_cirilo": "Brazil (Minas Gerais); Sigma Lithium; first production Apr 2023, first shipment Jul 2023; phase 1 270 ktpa concentrate"}
    m2 = {"thacker_pass": "Nevada; Lithium Americas, GM 38% JV partner (US$625M, Oct 2024); construction since Mar 2023; DOE loan US$2.26B closed Oct 2024; Phase 1 40 ktpa lithium carbonate, mechanical completion targeted late 2027"}
    m3 = {"keliber": "Finland (Central Ostrobothnia); Sibanye-Stillwater; Rapasaari open pit + Päiväneva concentrator + Kokkola refinery; refinery commissioning 2025, first spodumene concentrate 2026; ~15 ktpa lithium hydroxide"}
    turns = [
        (search("new lithium mines started production 2024 2025 first concentrate"), serp(
            ("https://www.mining.com/lithium-mines-that-started-production-2024/", "The lithium mines that started production in 2024 - MINING.COM",
             "Despite a price slump, several new hard-rock projects reached first production, including Goulamina in Mali and Kathleen Valley in Western Australia ...", "Jan 6, 2025"),
            ("https://www.reuters.com/markets/commodities/ganfeng-goulamina-first-lithium-2024-12-16/", "Ganfeng's Goulamina mine in Mali produces first lithium concentrate | Reuters",
             "Ganfeng Lithium said its Goulamina project in Mali had begun producing spodumene concentrate, with first exports planned for early 2025.", "Dec 16, 2024"),
            ("https://www.iea.org/reports/global-critical-minerals-outlook-2024/lithium", "Lithium - Global Critical Minerals Outlook 2024 - IEA",
             "New supply from Africa and South America is expected to add ... despite project delays and curtailments in Australia.", "May 17, 2024"),
            ("https://www.sigmalithiumresources.com/news/", "News Releases - Sigma Lithium",
             "Sigma Lithium reports record production at Greentech plant; phase 2 construction under way at Grota do Cirilo.", "N/A"),
            ("https://www.ft.com/content/lithium-mines-closures-2024-price-crash", "Lithium producers halt mines as prices crash - Financial Times",
             "Core Lithium suspended mining at Finniss and Albemarle delayed projects ...", "Feb 20, 2024"),
            ("https://www.spglobal.com/marketintelligence/en/news-insights/articles/2024/lithium-new-mines", "New lithium mines coming online in 2025 - S&P Global",
             "Projects in Zimbabwe, Mali, Brazil and Argentina account for most of the new capacity ...", "Nov 21, 2024"),
            ("https://www.reddit.com/r/lithium/comments/1hbd2kq/new_mines_coming_online/", "New mines coming online : r/lithium",
             "Goulamina, Bikita expansion, Manono still stuck in arbitration ...", "Dec 10, 2024"),
        )),
        (extract("https://www.mining.com/lithium-mines-that-started-production-2024/", "Which mines started producing, where, who owns them, capacity"),
         """# The lithium mines that started production in 2024

By MINING.COM Staff Writer · January 6, 2025

Lithium prices fell by more than 80% from their late-2022 peak, forcing several Australian producers to cut output. Yet a handful of new hard-rock mines still reached first production last year, most of them owned or financed by Chinese companies.

## Goulamina, Mali

Ganfeng Lithium produced the first spodumene concentrate at Goulamina in December 2024, after completing its takeover of Leo Lithium's 40% stake earlier in the year. Stage 1 is designed for 506,000 tonnes per year of concentrate, with a second stage planned to lift capacity to about 1 million tonnes. First export shipments through the port of Abidjan are planned for early 2025.

## Kathleen Valley, Western Australia

Liontown Resources began producing spodumene concentrate from the open pit at Kathleen Valley in July 2024 and shipped its first cargo in August. The company is transitioning to underground mining, targeting 3 million tonnes per year of ore.

## Bikita and Arcadia, Zimbabwe

Sinomine's Bikita and Huayou Cobalt's Arcadia expanded output during the year after their plants were commissioned in 2023.

## Earlier starts still ramping up

| Mine | Country | Owner | First production | Capacity (concentrate) |
| --- | --- | --- | --- | --- |
| Grota do Cirilo | Brazil | Sigma Lithium | April 2023 | 270 ktpa (phase 1) |
| Arcadia | Zimbabwe | Zhejiang Huayou Cobalt | 2023 | 450 ktpa |
| Bikita | Zimbabwe | Sinomine Resource | 2023 | 300 ktpa (spodumene) |
| Kathleen Valley | Australia | Liontown Resources | July 2024 | 500 ktpa |
| Goulamina | Mali | Ganfeng Lithium | December 2024 | 506 ktpa |

Sigma Lithium shipped its first concentrate from Brazil in July 2023 and is building a second phase at Grota do Cirilo.

## Suspensions announced in 2024

- **Finniss** (Core Lithium, Northern Territory) - mining halted January 2024
- **Bald Hill** (Mineral Resources, Western Australia) - placed on care and maintenance November 2024
- **Mt Cattlin** (Arcadium Lithium, Western Australia) - mining suspended from mid-2025

*Related: Lithium price outlook for 2025 · Who controls Africa's lithium*"""),
        (add(m1), added(m1)),
        (search("Thacker Pass lithium construction timeline first production DOE loan GM"), serp(
            ("https://www.lithiumamericas.com/news/lithium-americas-closes-dot-loan", "Lithium Americas Closes $2.26 Billion DOE Loan for Thacker Pass - Lithium Americas",
             "The loan from the U.S. Department of Energy's Advanced Technology Vehicles Manufacturing program will fund Phase 1 construction ...", "Oct 28, 2024"),
            ("https://en.wikipedia.org/wiki/Thacker_Pass_lithium_mine", "Thacker Pass lithium mine - Wikipedia",
             "The Thacker Pass lithium mine is a lithium mine under construction in Humboldt County, Nevada ... construction began in March 2023.", "N/A"),
            ("https://www.reuters.com/markets/commodities/gm-lithium-americas-joint-venture-thacker-pass-2024-10-16/", "GM to take 38% stake in Lithium Americas' Thacker Pass project | Reuters",
             "GM will invest $625 million in cash and letters of credit for a 38% stake in a joint venture that owns the Nevada project ...", "Oct 16, 2024"),
            ("https://www.lithiumamericas.com/thacker-pass/overview", "Thacker Pass - Project Overview - Lithium Americas",
             "Phase 1 nameplate capacity of 40,000 tonnes per year of battery-quality lithium carbonate; mechanical completion targeted for late 2027.", "N/A"),
            ("https://www.nytimes.com/2023/05/17/climate/thacker-pass-lithium-nevada.html", "Nevada lithium mine moves forward after court ruling - The New York Times",
             "A federal appeals court allowed construction to continue at the site, sacred to some Native American tribes ...", "May 17, 2023"),
            ("https://www.reddit.com/r/lithium/comments/1gdyfwl/lac_doe_loan_closed/", "LAC DOE loan closed : r/lithium",
             "2.26B finally closed. Now just need to build the thing by 2027 ...", "Oct 28, 2024"),
        )),
        (extract("https://www.lithiumamericas.com/thacker-pass/overview", "Ownership, financing, construction status and production targets"),
         """# Thacker Pass - Project Overview

Thacker Pass is located in Humboldt County in northern Nevada and hosts the largest known measured and indicated lithium resource in the United States.

## Ownership

Thacker Pass is owned by a joint venture between Lithium Americas (62%) and General Motors (38%). GM committed US$625 million in cash and letters of credit to the joint venture in October 2024, in addition to its earlier US$320 million equity investment in Lithium Americas, and has an offtake agreement for 100% of Phase 1 production for the first 10 years.

## Financing

| Source | Amount | Status |
| --- | --- | --- |
| U.S. DOE ATVM loan | US$2.26 billion | Closed October 28, 2024 |
| General Motors JV investment | US$625 million | Closed December 2024 |
| Orion Resource Partners | US$250 million (convertible) | Closed |

## Phase 1

- **Capacity:** 40,000 tonnes per year of battery-quality lithium carbonate
- **Construction start:** March 2023 (early works); major construction began in early 2025
- **Mechanical completion:** targeted for late 2027
- **Workforce:** about 1,800 jobs during construction; 360 permanent jobs in operation

Phase 2 would double capacity to 80,000 tonnes per year, subject to further financing.

## Process

Claystone ore will be mined by open pit, attrition scrubbed and leached with sulfuric acid produced at an on-site sulfuric acid plant, which will also generate carbon-free power for the process plant."""),
        (add(m2), added(m2)),
        (search("Keliber lithium Finland production start Sibanye-Stillwater refinery Kokkola"), serp(
            ("https://www.sibanyestillwater.com/business/europe/keliber/", "Keliber lithium project - Sibanye-Stillwater",
             "Keliber is an integrated lithium hydroxide project in Finland including the Rapasaari mine, the Päiväneva concentrator and the Keliber lithium refinery in Kokkola.", "N/A"),
            ("https://www.reuters.com/markets/commodities/sibanye-keliber-lithium-refinery-2025/", "Sibanye-Stillwater starts commissioning Finnish lithium refinery | Reuters",
             "The refinery will initially process third-party spodumene until the company's own mine and concentrator start up in 2026 ...", "Jun 4, 2025"),
            ("https://en.wikipedia.org/wiki/Keliber", "Keliber - Wikipedia",
             "Keliber Oy is a Finnish lithium company majority-owned by Sibanye-Stillwater, with Finnish Minerals Group as a minority shareholder.", "N/A"),
            ("https://www.mining-technology.com/projects/keliber-lithium-project/", "Keliber Lithium Project, Finland - Mining Technology",
             "Planned annual production of 15,000 tonnes of battery-grade lithium hydroxide monohydrate ...", "Mar 3, 2024"),
            ("https://yle.fi/a/74-20134511", "Europe's first lithium refinery of its kind opens in Kokkola - Yle News",
             "The plant is the first in Europe to produce battery-grade lithium hydroxide from spodumene at scale ...", "Jun 5, 2025"),
        )),
        (extract("https://www.sibanyestillwater.com/business/europe/keliber/", "Status and timeline of mine, concentrator and refinery, capacity"),
         """# Keliber lithium project

Sibanye-Stillwater owns 79.82% of Keliber Oy; Finnish Minerals Group holds the remainder.

Keliber is an integrated lithium project in Central Ostrobothnia, Finland, designed to produce battery-grade lithium hydroxide from locally mined spodumene.

## Project components

| Component | Location | Status |
| --- | --- | --- |
| Rapasaari open pit mine | Kaustinen | Pre-stripping under way; ore mining from 2026 |
| Päiväneva concentrator | Kaustinen | Construction complete; commissioning 2025-2026 |
| Keliber lithium refinery | Kokkola (KIP industrial park) | Commissioning started mid-2025 |
| Syväjärvi and Outovesi deposits | Kaustinen / Kokkola | Future satellite pits |

## Key figures

- **Capacity:** about 15,000 tonnes per year of lithium hydroxide monohydrate
- **Life of operation:** 16 years based on current ore reserves
- **Capital expenditure:** EUR 656 million (updated estimate)
- **First concentrate from own mine:** 2026

The refinery uses a soda-leach process that avoids sulfuric acid and produces analcime sand as a by-product that can be used in construction.

Keliber received support from the European Investment Bank (EUR 500 million financing package arranged in 2024) and was recognised as a Strategic Project under the EU Critical Raw Materials Act."""),
        (add(m3), added(m3)),
        (memory("retrieve_all"), pj({**m1, **m3})),
        (search("Jadar lithium project Serbia Rio Tinto status 2025"), serp(
            ("https://www.riotinto.com/en/operations/projects/jadar", "Jadar | Rio Tinto",
             "The Jadar project in western Serbia contains one of the largest greenfield lithium deposits in Europe, with jadarite, a mineral first discovered near Loznica ...", "N/A"),
            ("https://www.reuters.com/world/europe/serbia-rio-tinto-jadar-protests-2024-08-10/", "Tens of thousands protest in Belgrade against Rio Tinto lithium mine | Reuters",
             "The government revived the project in July 2024 after the Constitutional Court overturned the 2022 cancellation ...", "Aug 10, 2024"),
            ("https://en.wikipedia.org/wiki/Jadar_mine", "Jadar mine - Wikipedia",
             "The project was revoked by the Serbian government in January 2022 and reinstated in July 2024 ...", "N/A"),
            ("https://www.euractiv.com/section/raw-materials/news/serbia-jadar-eu-raw-materials-partnership/", "Serbia's Jadar and the EU's critical raw materials push - Euractiv",
             "Belgrade and Brussels signed a strategic partnership on raw materials in July 2024, with Jadar at its centre ...", "Jul 22, 2024"),
            ("https://www.ft.com/content/rio-tinto-jadar-serbia-2025", "Rio Tinto presses ahead with Serbian lithium mine despite protests - FT",
             "First production is unlikely before 2028 given permitting ...", "Mar 11, 2025"),
            ("https://www.reddit.com/r/serbia/comments/1ekjx4a/rio_tinto_jadar/", "Rio Tinto / Jadar : r/serbia",
             "Protests in Loznica again this weekend ...", "Aug 5, 2024"),
        )),
    ]
    rs.add(task="search", tid="h38-search-12", system=SYSTEM_LONG, turns=turns,
           state=state("Which new lithium mines have opened or are about to open outside China and Australia (Africa, the Americas, Europe)? Note owner, timing and capacity for each.", "2025-07-02"),
           bad=True, turn=10, kind="key added to memory earlier is missing from retrieve_all")


# web_search / web_extractor / dict_memory: gravitational wave detections (GWOSC event portal) — bad
def t13(rs: RowSet) -> None:
    q = "https://gwosc.org/eventapi/html/query/show?release=GWTC-1-confident,GWTC-2.1-confident,GWTC-3-confident&sort=gps"
    cols = "| Name | Release | GPS time | Mass 1 (M☉) | Mass 2 (M☉) | Network SNR | Distance (Mpc) | Chirp mass (M☉) | p_astro |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
    m1 = {"gw_confident_total_o1_o3": "90 confident events (GWTC-1 11 + GWTC-2.1 44 + GWTC-3 35), GWOSC event portal, sorted by GPS",
          "gwtc3_paper": "GWTC-3, LVK Collaboration, arXiv:2111.03606 (Nov 2021), covers O3b"}
    m2 = {"gw230529": "Detected 29 May 2023 by LIGO Livingston alone (early O4a); primary 2.5-4.5 M☉ (in the lower mass gap), secondary 1.2-2.0 M☉ (likely neutron star); ~200 Mpc; announced 5 Apr 2024, arXiv:2404.04248"}
    turns = [
        (search("GWTC-3 total number of confident gravitational wave detections 90 events"), serp(
            ("https://arxiv.org/abs/2111.03606", "[2111.03606] GWTC-3: Compact Binary Coalescences Observed by LIGO and Virgo During the Second Part of the Third Observing Run",
             "We report on the population of 35 compact binary coalescence candidates ... bringing the total number of candidates with a probability of astrophysical origin greater than 0.5 to 90.", "Nov 5, 2021"),
            ("https://www.ligo.org/science/Publication-O3bCatalog/", "LIGO Science Summary: GWTC-3",
             "With GWTC-3, the number of gravitational-wave detections from LIGO and Virgo rises to 90 ...", "Nov 7, 2021"),
            ("https://gwosc.org/eventapi/html/GWTC/", "Event Portal - GWTC | GWOSC",
             "Cumulative catalog of confident events from GWTC-1, GWTC-2.1 and GWTC-3. Parameters, data files and posterior samples.", "N/A"),
            ("https://en.wikipedia.org/wiki/List_of_gravitational_wave_observations", "List of gravitational wave observations - Wikipedia",
             "By the end of O3 in March 2020, 90 confident detections had been catalogued ... O4 began on 24 May 2023.", "N/A"),
            ("https://www.nature.com/articles/d41586-021-03107-6", "Gravitational-wave haul brings tally of black-hole mergers to 90 - Nature",
             "The LIGO-Virgo-KAGRA collaboration adds 35 events from the second half of its third observing run ...", "Nov 8, 2021"),
            ("https://www.reddit.com/r/Physics/comments/qnt8wn/gwtc3_released/", "GWTC-3 released : r/Physics",
             "35 new events from O3b, 90 total above p_astro 0.5. Two more NSBH ...", "Nov 6, 2021"),
        )),
        (extract(q + "&page=1", "Count of events and first page of the table"),
         """# GWOSC Event Portal - Query results

Releases: GWTC-1-confident, GWTC-2.1-confident, GWTC-3-confident · Sorted by: GPS time (ascending)

**90 events** match this query. [Download as JSON](https://gwosc.org/eventapi/json/query/show?release=GWTC-1-confident,GWTC-2.1-confident,GWTC-3-confident) · [Download as CSV](https://gwosc.org/eventapi/csv/query/show?release=GWTC-1-confident,GWTC-2.1-confident,GWTC-3-confident)

Showing 1 to 10 of 90 entries

""" + cols + """
| GW150914 | GWTC-1-confident | 1126259462.4 | 35.6 | 30.6 | 24.4 | 440 | 28.6 | 1.00 |
| GW151012 | GWTC-1-confident | 1128678900.4 | 23.2 | 13.6 | 10.0 | 1080 | 15.2 | 1.00 |
| GW151226 | GWTC-1-confident | 1135136350.6 | 13.7 | 7.7 | 13.1 | 450 | 8.9 | 1.00 |
| GW170104 | GWTC-1-confident | 1167559936.6 | 30.8 | 20.0 | 13.0 | 990 | 21.4 | 1.00 |
| GW170608 | GWTC-1-confident | 1180922494.5 | 11.0 | 7.6 | 14.9 | 320 | 7.9 | 1.00 |
| GW170729 | GWTC-1-confident | 1185389807.3 | 50.2 | 34.0 | 10.2 | 2840 | 35.4 | 0.52 |
| GW170809 | GWTC-1-confident | 1186302519.8 | 35.0 | 23.8 | 12.4 | 1030 | 24.9 | 1.00 |
| GW170814 | GWTC-1-confident | 1186741861.5 | 30.6 | 25.2 | 15.9 | 600 | 24.1 | 1.00 |
| GW170817 | GWTC-1-confident | 1187008882.4 | 1.46 | 1.27 | 33.0 | 40 | 1.186 | 1.00 |
| GW170818 | GWTC-1-confident | 1187058327.1 | 35.4 | 26.7 | 11.3 | 1060 | 26.5 | 1.00 |

Previous · **1** · [2](""" + q + """&page=2) · [3](""" + q + """&page=3) · ... · [9](""" + q + """&page=9) · Next

Masses are source-frame medians. For the GWTC-1 events, p_astro is taken from GWTC-2.1 where available."""),
        (add(m1), added(m1)),
        (extract(q + "&page=2", "Second page of the table"),
         """# GWOSC Event Portal - Query results

Releases: GWTC-1-confident, GWTC-2.1-confident, GWTC-3-confident · Sorted by: GPS time (ascending)

**93 events** match this query. [Download as JSON](https://gwosc.org/eventapi/json/query/show?release=GWTC-1-confident,GWTC-2.1-confident,GWTC-3-confident) · [Download as CSV](https://gwosc.org/eventapi/csv/query/show?release=GWTC-1-confident,GWTC-2.1-confident,GWTC-3-confident)

Showing 11 to 20 of 93 entries

""" + cols + """
| GW170823 | GWTC-1-confident | 1187529256.5 | 39.5 | 29.0 | 11.5 | 1940 | 29.2 | 1.00 |
| GW190403_051519 | GWTC-2.1-confident | 1238303737.2 | 85.0 | 20.0 | 8.0 | 8280 | 34.0 | 0.61 |
| GW190408_181802 | GWTC-2.1-confident | 1238782700.3 | 24.8 | 18.5 | 15.4 | 1540 | 18.5 | 1.00 |
| GW190412_053044 | GWTC-2.1-confident | 1239082262.2 | 27.7 | 9.0 | 18.9 | 740 | 13.3 | 1.00 |
| GW190413_052954 | GWTC-2.1-confident | 1239168612.5 | 33.7 | 24.2 | 8.9 | 3550 | 24.6 | 0.93 |
| GW190413_134308 | GWTC-2.1-confident | 1239198206.7 | 51.3 | 30.4 | 10.0 | 4450 | 33.7 | 0.99 |
| GW190421_213856 | GWTC-2.1-confident | 1239917954.3 | 42.0 | 32.9 | 10.6 | 3200 | 31.8 | 1.00 |
| GW190426_190642 | GWTC-2.1-confident | 1240340820.7 | 106.9 | 76.6 | 9.6 | 4580 | 77.5 | 0.75 |
| GW190503_185404 | GWTC-2.1-confident | 1240944862.3 | 41.3 | 28.3 | 12.2 | 1520 | 29.3 | 1.00 |
| GW190512_180714 | GWTC-2.1-confident | 1241719652.4 | 23.2 | 12.5 | 12.2 | 1460 | 14.6 | 1.00 |

Previous · [1](""" + q + """&page=1) · **2** · [3](""" + q + """&page=3) · ... · [10](""" + q + """&page=10) · Next

Masses are source-frame medians. For the GWTC-1 events, p_astro is taken from GWTC-2.1 where available."""),
        (search("GW230529 neutron star black hole mass gap O4a announcement"), serp(
            ("https://www.ligo.org/detections/GW230529.php", "GW230529: Observation of a compact binary coalescence with a 2.5-4.5 solar mass compact object | LIGO",
             "On 29 May 2023, shortly after the start of the fourth observing run, LIGO Livingston detected a signal from the merger of a likely neutron star with an object in the 'lower mass gap' ...", "Apr 5, 2024"),
            ("https://arxiv.org/abs/2404.04248", "[2404.04248] Observation of Gravitational Waves from the Coalescence of a 2.5-4.5 M☉ Compact Object and a Neutron Star",
             "We report the observation of a coalescing compact binary with component masses 2.5-4.5 M☉ and 1.2-2.0 M☉ (all measurements quoted at the 90% credible level) ...", "Apr 5, 2024"),
            ("https://www.nature.com/articles/d41586-024-01009-x", "Mysterious object in 'mass gap' merged with neutron star - Nature",
             "The heavier object is too massive to be a neutron star but too light to be a typical black hole ...", "Apr 5, 2024"),
            ("https://en.wikipedia.org/wiki/GW230529", "GW230529 - Wikipedia",
             "GW230529_181500 was a gravitational-wave signal detected on 29 May 2023 ... at a distance of about 200 Mpc.", "N/A"),
            ("https://www.caltech.edu/about/news/ligo-detects-mass-gap-merger", "LIGO Detects Gravitational Waves from Merger of Neutron Star with Mystery Object - Caltech",
             "The signal was observed only by the LIGO Livingston detector; LIGO Hanford was offline ...", "Apr 5, 2024"),
            ("https://www.reddit.com/r/space/comments/1bwm3ve/gw230529_mass_gap/", "GW230529 - first mass gap object with a neutron star : r/space",
             "So the heavier one is probably the lightest black hole we've seen ...", "Apr 5, 2024"),
        )),
        (add(m2), added(m2)),
        (search("O4 observing run number of significant gravitational wave candidates 2025 GraceDB"), serp(
            ("https://gracedb.ligo.org/superevents/public/O4/", "O4 Public Alerts - GraceDB",
             "Significant public alerts in O4: 219 (retracted: 26). Low-significance alerts: 2,684.", "N/A"),
            ("https://www.ligo.caltech.edu/news/ligo20250320", "LIGO-Virgo-KAGRA pass 200 detections in O4 | LIGO Lab Caltech",
             "Since the start of O4 on 24 May 2023, the network has issued more than 200 significant candidate alerts, more than doubling the number from O1-O3 ...", "Mar 20, 2025"),
            ("https://observing.docs.ligo.org/plan/", "Observing Plans - IGWN",
             "O4 is planned to end on 18 November 2025 ... O4c began on 28 January 2025.", "N/A"),
            ("https://en.wikipedia.org/wiki/LIGO", "LIGO - Wikipedia",
             "The fourth observing run (O4) began on 24 May 2023 ...", "N/A"),
            ("https://www.reddit.com/r/gravitationalwaves/comments/1jfvxa1/o4_passes_200/", "O4 passes 200 significant alerts : r/gravitationalwaves",
             "And most of them won't be in a catalog until GWTC-4 ...", "Mar 20, 2025"),
        )),
    ]
    rs.add(task="search", tid="h38-search-13", system=SEARCH_SYSTEM, turns=turns,
           state=state("How many confident gravitational-wave detections had LIGO-Virgo catalogued by the end of O3, what was special about GW230529, and roughly how many candidates has O4 produced?", "2025-06-05"),
           bad=True, turn=4, kind="total event count of the same fixed catalog query changes between result pages")


# web_search / web_extractor / dict_memory: ISS crew rotation, Crew-10 arrival and Crew-9 return — clean
def t14(rs: RowSet) -> None:
    blog = "https://www.nasa.gov/blogs/spacestation/2025/03/18/nasas-spacex-crew-9-return-coverage/"
    m1 = {"crew10": "Launched 14 Mar 2025 7:03 pm EDT, Falcon 9 from LC-39A, Dragon Endurance; docked 16 Mar 12:04 am EDT; Anne McClain (CDR), Nichole Ayers (PLT), Takuya Onishi (JAXA), Kirill Peskov (Roscosmos)",
          "crew9_undock": "18 Mar 2025, 1:05 am EDT, Dragon Freedom; Nick Hague, Aleksandr Gorbunov, Butch Wilmore, Suni Williams"}
    m2 = {"iss_crew_after_handover": "7 aboard (Expedition 72): Crew-10 (McClain, Ayers, Onishi, Peskov) + Soyuz MS-26 (Ovchinin, Vagner, Pettit)"}
    m3 = {"crew9_splashdown": "18 Mar 2025, 5:57 pm EDT, Gulf of America off Tallahassee, FL; Wilmore & Williams 286 days in space (4,576 orbits), Hague & Gorbunov 171 days"}
    blog_head = """# NASA's SpaceX Crew-9 Return Coverage

Space Station Blog · March 18, 2025
"""
    old_entries = """
**5:24 p.m. EDT** - Dragon has completed its deorbit burn, which began at 5:11 p.m., and is on track for splashdown at 5:57 p.m. off the coast of Tallahassee, Florida. The trunk was jettisoned ahead of the burn.

**4:45 p.m. EDT** - Teams confirmed weather at the Tallahassee landing zone remains favorable; recovery ship MEGAN is on station.

**1:05 a.m. EDT** - Dragon Freedom undocked from the space-facing port of the station's Harmony module with NASA astronauts Nick Hague, Butch Wilmore and Suni Williams and Roscosmos cosmonaut Aleksandr Gorbunov aboard.

**10:35 p.m. EDT (March 17)** - Hatch closed between Dragon and the station.

## Crew-9 at a glance

| | Nick Hague | Aleksandr Gorbunov | Butch Wilmore | Suni Williams |
| --- | --- | --- | --- | --- |
| Launched | Sept. 28, 2024 (Crew-9) | Sept. 28, 2024 (Crew-9) | June 5, 2024 (Starliner CFT) | June 5, 2024 (Starliner CFT) |
| Role | Crew-9 commander | Mission specialist | Mission specialist | Mission specialist |

Coverage continues on NASA+. Follow @Space_Station for updates."""
    turns = [
        (search("Crew-9 splashdown time today Crew-10 handover"), serp(
            (blog, "NASA's SpaceX Crew-9 Return Coverage - Space Station Blog",
             "Dragon has completed its deorbit burn and is on track for splashdown at 5:57 p.m. off the coast of Tallahassee, Florida ...", "6 minutes ago"),
            ("https://www.nasa.gov/news-release/nasa-coverage-set-for-crew-9-return/", "NASA Sets Coverage for Agency's SpaceX Crew-9 Return, Splashdown - NASA",
             "Undocking targeted for 1:05 a.m. EDT Tuesday, March 18, with splashdown at approximately 5:57 p.m. ...", "Mar 16, 2025"),
            ("https://apnews.com/article/stuck-astronauts-leave-space-station-wilmore-williams", "Stuck NASA astronauts leave the space station and head home | AP News",
             "Butch Wilmore and Suni Williams undocked early Tuesday after more than nine months in orbit ...", "16 hours ago"),
            ("https://www.nasa.gov/news-release/nasas-spacex-crew-10-docks-to-station/", "NASA's SpaceX Crew-10 Docks to Space Station - NASA",
             "Dragon Endurance docked at 12:04 a.m. EDT Sunday to the space-facing port of the Harmony module ...", "2 days ago"),
            ("https://www.space.com/space-exploration/international-space-station/spacex-crew-9-splashdown-live", "SpaceX Crew-9 splashdown live: NASA astronauts return to Earth - Space.com",
             "Live updates as Dragon Freedom heads for a Gulf splashdown ...", "8 minutes ago"),
            ("https://www.bbc.com/news/live/stranded-astronauts-return", "Stranded astronauts return: live - BBC News",
             "Butch Wilmore and Suni Williams are less than an hour from splashdown ...", "11 minutes ago"),
            ("https://www.reddit.com/r/spacex/comments/1jdz5gf/crew9_return_thread/", "Crew-9 Return Thread : r/spacex",
             "Deorbit burn nominal. Splashdown 17:57 EDT ...", "9 minutes ago"),
        )),
        (extract(blog, "Latest status of Crew-9's return and the timeline so far"),
         blog_head + old_entries),
        (add(m1), added(m1)),
        (search("Crew-10 docking time International Space Station Dragon Endurance crew members"), serp(
            ("https://www.nasa.gov/news-release/nasas-spacex-crew-10-docks-to-station/", "NASA's SpaceX Crew-10 Docks to Space Station - NASA",
             "Dragon Endurance docked at 12:04 a.m. EDT Sunday to the space-facing port of the Harmony module; hatches opened at 1:35 a.m. ...", "2 days ago"),
            ("https://www.nasa.gov/mission/nasas-spacex-crew-10/", "NASA's SpaceX Crew-10 - NASA",
             "Crew-10: NASA astronauts Anne McClain and Nichole Ayers, JAXA astronaut Takuya Onishi and Roscosmos cosmonaut Kirill Peskov.", "N/A"),
            ("https://www.spacex.com/launches/mission/?missionId=crew-10", "Crew-10 | SpaceX",
             "Falcon 9 launched Crew-10 from Launch Complex 39A on Friday, March 14 at 7:03 p.m. ET ...", "Mar 14, 2025"),
            ("https://global.jaxa.jp/press/2025/03/20250316-1_e.html", "Astronaut Takuya Onishi arrives at ISS - JAXA",
             "Onishi's second long-duration mission; he will serve as ISS commander during Expedition 73 ...", "Mar 16, 2025"),
            ("https://en.wikipedia.org/wiki/SpaceX_Crew-10", "SpaceX Crew-10 - Wikipedia",
             "SpaceX Crew-10 is the tenth operational NASA Commercial Crew Program flight of a Crew Dragon ...", "N/A"),
            ("https://www.reddit.com/r/spacex/comments/1jc1c9k/crew10_docking/", "Crew-10 docking : r/spacex",
             "Endurance docked, hatch open, lots of hugs on the live feed ...", "2 days ago"),
        )),
        (extract("https://www.nasa.gov/mission/nasas-spacex-crew-10/", "Launch, docking and crew details"),
         """# NASA's SpaceX Crew-10

| | |
| --- | --- |
| Launch | March 14, 2025, 7:03 p.m. EDT |
| Launch vehicle | SpaceX Falcon 9 |
| Launch site | Launch Complex 39A, Kennedy Space Center, Florida |
| Spacecraft | Dragon Endurance (C210), fourth flight |
| Docking | March 16, 2025, 12:04 a.m. EDT, Harmony space-facing port |
| Hatch opening | March 16, 2025, 1:35 a.m. EDT |

## Crew

- **Anne McClain** (NASA), commander - second spaceflight
- **Nichole Ayers** (NASA), pilot - first spaceflight
- **Takuya Onishi** (JAXA), mission specialist - second spaceflight
- **Kirill Peskov** (Roscosmos), mission specialist - first spaceflight

## Mission

Crew-10 is the tenth crew rotation mission with SpaceX to the International Space Station under NASA's Commercial Crew Program. The crew joined Expedition 72 and will conduct more than 200 science experiments and technology demonstrations during a long-duration stay of about six months.

After a short handover with Crew-9, the station's crew consists of the four Crew-10 members and the three Soyuz MS-26 crew members: Roscosmos cosmonauts Alexey Ovchinin and Ivan Vagner and NASA astronaut Don Pettit.

[Mission updates](https://www.nasa.gov/blogs/spacestation/) · [Crew-10 press kit](https://www.nasa.gov/wp-content/uploads/2025/02/crew-10-press-kit.pdf)"""),
        (add(m2), added(m2)),
        (search("Crew-9 splashdown time today Crew-10 handover"), serp(
            (blog, "NASA's SpaceX Crew-9 Return Coverage - Space Station Blog",
             "Splashdown! Dragon Freedom splashed down at 5:57 p.m. EDT off the coast of Tallahassee, Florida ...", "2 minutes ago"),
            ("https://apnews.com/article/astronauts-splashdown-wilmore-williams-return", "NASA's stuck astronauts finally back on Earth after nine months | AP News",
             "Their capsule parachuted into the Gulf off Tallahassee on Tuesday evening ...", "12 minutes ago"),
            ("https://www.space.com/space-exploration/international-space-station/spacex-crew-9-splashdown-live", "SpaceX Crew-9 splashdown live: NASA astronauts return to Earth - Space.com",
             "Splashdown confirmed at 5:57 p.m. EDT; dolphins circled the capsule ...", "4 minutes ago"),
            ("https://www.nasa.gov/news-release/nasa-coverage-set-for-crew-9-return/", "NASA Sets Coverage for Agency's SpaceX Crew-9 Return, Splashdown - NASA",
             "Undocking targeted for 1:05 a.m. EDT Tuesday, March 18, with splashdown at approximately 5:57 p.m. ...", "Mar 16, 2025"),
            ("https://www.bbc.com/news/live/stranded-astronauts-return", "Stranded astronauts return: live - BBC News",
             "Splashdown! Butch Wilmore and Suni Williams are back on Earth after 286 days ...", "9 minutes ago"),
            ("https://apnews.com/article/stuck-astronauts-leave-space-station-wilmore-williams", "Stuck NASA astronauts leave the space station and head home | AP News",
             "Butch Wilmore and Suni Williams undocked early Tuesday after more than nine months in orbit ...", "17 hours ago"),
            ("https://www.nasa.gov/news-release/nasas-spacex-crew-10-docks-to-station/", "NASA's SpaceX Crew-10 Docks to Space Station - NASA",
             "Dragon Endurance docked at 12:04 a.m. EDT Sunday to the space-facing port of the Harmony module ...", "2 days ago"),
            ("https://www.reddit.com/r/spacex/comments/1jdz5gf/crew9_return_thread/", "Crew-9 Return Thread : r/spacex",
             "SPLASHDOWN. Welcome home Butch and Suni ...", "6 minutes ago"),
        )),
        (extract(blog, "Splashdown confirmation and mission totals"),
         blog_head + """
**6:08 p.m. EDT** - The Dragon spacecraft has been hoisted aboard the recovery vessel MEGAN. The crew will exit the capsule and receive medical checks before flying to Houston.

**5:57 p.m. EDT** - Splashdown! Dragon Freedom splashed down in the Gulf of America off the coast of Tallahassee, Florida, completing the Crew-9 mission. Wilmore and Williams spent 286 days in space and completed 4,576 orbits of Earth, traveling 121,347,491 miles. Hague and Gorbunov spent 171 days in space.

**5:45 p.m. EDT** - Drogue parachutes deployed, followed by the four main parachutes at about 6,500 feet.
""" + old_entries),
        (add(m3), added(m3)),
        (memory("retrieve_all"), pj({**m1, **m2, **m3})),
    ]
    rs.add(task="search", tid="h38-search-14", system=SYSTEM_LONG, turns=turns,
           state=state("Track today's ISS crew rotation: when did Crew-10 arrive, who is aboard the station after the handover, and when does Crew-9 (with Wilmore and Williams) splash down?", "2025-03-18"))


# web_search / web_extractor / dict_memory: rare earth production (USGS Mineral Commodity Summaries) — clean
def t15(rs: RowSet) -> None:
    m1 = {"ree_2024_world": "390,000 t REO (2024 estimate, USGS MCS 2025); 2023 revised to 376,000 t",
          "ree_2024_china": "270,000 t REO in 2024 = ~69% of world mine production; China also holds 44 Mt of 90 Mt world reserves"}
    m2 = {"ree_2023_note": "MCS 2024 first estimated 2023 at 350,000 t world / 240,000 t China; MCS 2025 revised 2023 to 376,000 t / 255,000 t - use the newer figures"}
    head25 = "https://pubs.usgs.gov/periodicals/mcs2025/mcs2025-rare-earths.pdf"
    head24 = "https://pubs.usgs.gov/periodicals/mcs2024/mcs2024-rare-earths.pdf"
    turns = [
        (search("USGS mineral commodity summaries 2025 rare earths world mine production China"), serp(
            (head25, "Rare Earths - Mineral Commodity Summaries 2025 - USGS",
             "World mine production (rare-earth-oxide equivalent) ... China 270,000 (2024e); World total (rounded) 390,000 ...", "Jan 31, 2025"),
            ("https://www.usgs.gov/centers/national-minerals-information-center/rare-earths-statistics-and-information", "Rare Earths Statistics and Information | U.S. Geological Survey",
             "Statistics and information on the worldwide supply of, demand for, and flow of rare earths ...", "N/A"),
            ("https://www.statista.com/statistics/268011/top-countries-in-rare-earth-mine-production/", "Rare earth mine production by country 2024 | Statista",
             "In 2024, China produced an estimated 270 thousand metric tons of rare earths, far ahead of the United States (45 thousand) ...", "Feb 6, 2025"),
            ("https://www.reuters.com/markets/commodities/china-rare-earths-quota-2024/", "China raises 2024 rare earth mining quota by 5.9% | Reuters",
             "The combined quota for the year was set at 270,000 tons ...", "Aug 20, 2024"),
            ("https://en.wikipedia.org/wiki/Rare-earth_element#Production", "Rare-earth element - Wikipedia",
             "China produced about 69% of the world's rare-earth mine output in 2024 according to the USGS ...", "N/A"),
            ("https://www.iea.org/reports/global-critical-minerals-outlook-2025/rare-earth-elements", "Rare earth elements - Global Critical Minerals Outlook 2025 - IEA",
             "China accounts for around 60% of mining and more than 90% of refining of magnet rare earths ...", "May 21, 2025"),
            ("https://www.reddit.com/r/geopolitics/comments/1ilc6tq/china_rare_earth_dominance/", "China's rare earth dominance in numbers : r/geopolitics",
             "USGS numbers: 270kt of 390kt mined, but the real chokepoint is separation ...", "Feb 9, 2025"),
        )),
        (extract(head25, "World mine production by country 2023 and 2024, reserves, US production"),
         """# RARE EARTHS

(Data in metric tons of rare-earth-oxide (REO) equivalent content unless otherwise noted)

**Domestic Production and Use:** In 2024, rare earths were mined by one company at Mountain Pass, CA. The estimated value of rare-earth compounds and metals imported by the United States in 2024 was $170 million. The estimated end-use distribution of rare earths was as follows: catalysts, 60%; ceramics and glass, 15%; metallurgical applications and alloys, 10%; polishing, 10%; and other, 5%.

## Salient Statistics - United States

| | 2020 | 2021 | 2022 | 2023 | 2024e |
| --- | --- | --- | --- | --- | --- |
| Production, mineral concentrates | 39,000 | 42,000 | 43,000 | 41,600 | 45,000 |
| Imports (compounds and metals) | 6,990 | 7,950 | 10,000 | 8,620 | 7,300 |
| Net import reliance, % of consumption | >95 | >95 | >95 | >95 | 80 |

## World Mine Production and Reserves

| Country | Mine production 2023 | Mine production 2024e | Reserves |
| --- | --- | --- | --- |
| United States | 41,600 | 45,000 | 1,900,000 |
| Australia | 16,000 | 13,000 | 5,700,000 |
| Brazil | 140 | 20 | 21,000,000 |
| Burma | 43,000 | 31,000 | NA |
| China | 255,000 | 270,000 | 44,000,000 |
| Greenland | - | - | 1,500,000 |
| India | 2,900 | 2,900 | 6,900,000 |
| Madagascar | 2,100 | 2,000 | NA |
| Malaysia | 130 | 130 | NA |
| Nigeria | 7,200 | 13,000 | NA |
| Russia | 2,500 | 2,500 | 3,800,000 |
| Thailand | 3,600 | 13,000 | 4,500 |
| Vietnam | 300 | 300 | 3,500,000 |
| Other countries | 1,800 | 1,100 | 2,100,000 |
| **World total (rounded)** | **376,000** | **390,000** | **>90,000,000** |

e Estimated. NA Not available. Data for 2023 revised from those reported in Mineral Commodity Summaries 2024 on the basis of updated company and government data.

**World Resources:** Rare earths are relatively abundant in the Earth's crust, but discovered minable concentrations are less common than for most other mineral commodities.

**Events, Trends, and Issues:** Global mine production was estimated to have increased to 390,000 tons in 2024. China's production quota for 2024 was 270,000 tons, 5.9% more than in 2023. Production in Burma decreased owing to conflict in the mining areas.

*Prepared by Daniel J. Cordier [(703) 648-7723, dcordier@usgs.gov]*"""),
        (add(m1), added(m1)),
        (extract(head24, "World mine production estimate for 2023 as first published"),
         """# RARE EARTHS

(Data in metric tons of rare-earth-oxide (REO) equivalent content unless otherwise noted)

**Domestic Production and Use:** In 2023, rare earths were mined by one company at Mountain Pass, CA, and the mineral concentrates were exported. The estimated value of rare-earth compounds and metals imported by the United States in 2023 was $190 million.

## World Mine Production and Reserves

| Country | Mine production 2022 | Mine production 2023e | Reserves |
| --- | --- | --- | --- |
| United States | 42,000 | 43,000 | 1,800,000 |
| Australia | 18,000 | 18,000 | 5,700,000 |
| Brazil | 80 | 80 | 21,000,000 |
| Burma | 12,000 | 38,000 | NA |
| China | 210,000 | 240,000 | 44,000,000 |
| India | 2,900 | 2,900 | 6,900,000 |
| Madagascar | 960 | 960 | NA |
| Russia | 2,600 | 2,600 | 10,000,000 |
| Thailand | 7,100 | 7,100 | 4,500 |
| Vietnam | 4,300 | 600 | 22,000,000 |
| Other countries | 80 | 1,100 | 280,000 |
| **World total (rounded)** | **300,000** | **350,000** | **110,000,000** |

e Estimated. NA Not available.

**Events, Trends, and Issues:** Global mine production was estimated to have increased to 350,000 tons in 2023. China's production quota for 2023 was 255,000 tons. China's output is estimated from its quota and may differ from reported production.

*Prepared by Daniel J. Cordier*"""),
        (add(m2), added(m2)),
        (search("MP Materials 2024 annual REO production NdPr Mountain Pass record"), serp(
            ("https://investors.mpmaterials.com/investor-news/news-details/2025/MP-Materials-Reports-Fourth-Quarter-and-Full-Year-2024-Results/", "MP Materials Reports Fourth Quarter and Full Year 2024 Results",
             "Record REO production of 45,455 metric tons in 2024; NdPr oxide production of 1,294 metric tons, more than double 2023 ...", "Feb 20, 2025"),
            ("https://en.wikipedia.org/wiki/Mountain_Pass_Rare_Earth_Mine", "Mountain Pass Rare Earth Mine - Wikipedia",
             "Mountain Pass is an open-pit mine of rare-earth elements in San Bernardino County, California, operated by MP Materials ...", "N/A"),
            ("https://www.reuters.com/markets/commodities/mp-materials-magnets-texas-2025/", "MP Materials starts trial magnet output in Texas | Reuters",
             "Independence facility in Fort Worth produced its first NdFeB magnet precursor material ...", "Jan 15, 2025"),
            ("https://www.mining.com/mp-materials-record-production-2024/", "MP Materials posts record rare earths output - MINING.COM",
             "REO in concentrate rose 9% to 45,455 t ...", "Feb 21, 2025"),
            ("https://www.reddit.com/r/stocks/comments/1iu3l1f/mp_materials_q4_2024/", "MP Materials Q4 2024 : r/stocks",
             "Revenue down on NdPr prices but volumes up, magnets ramping ...", "Feb 20, 2025"),
        )),
        (memory("retrieve", key_list=["ree_2024_world", "ree_2024_china"]), pj(m1)),
    ]
    rs.add(task="search", tid="h38-search-15", system=SEARCH_SYSTEM, turns=turns,
           state=state("How much of the world's rare-earth mine production comes from China, using the latest USGS figures, and how much does the US mine?", "2025-03-12"))


# web_search / web_extractor / dict_memory: Panama and Suez canal traffic 2023-2024 — bad
def t16(rs: RowSet) -> None:
    acp = "https://pancanal.com/en/panama-canal-closes-fiscal-year-2024/"
    m1 = {"pc_fy2024": "9,944 transits in FY2024 (Oct 2023-Sep 2024), -29% vs 14,080 in FY2023; 423 million PC/UMS tons; revenue US$4.99B",
          "pc_restrictions": "Gatun Lake drought: daily booking slots cut in steps from 36 to a low of 22 (Dec 2023-Jan 2024); max draft 44 ft for Neopanamax at the low point"}
    suez = "2024 revenue US$4.0B vs US$10.25B in 2023 (-61%); 13,213 transits vs 26,434 (-50%); Houthi Red Sea attacks since Nov 2023 diverted ships around the Cape of Good Hope"
    m2 = {"suez_tmp": suez}
    m3 = {"suez_2024": suez}
    turns = [
        (search("Panama Canal transits fiscal year 2024 drought restrictions total"), serp(
            (acp, "Panama Canal Closes Fiscal Year 2024 - Panama Canal Authority",
             "During FY2024, the Panama Canal recorded 9,944 transits and 423 million PC/UMS tons, reflecting the impact of the measures adopted due to the drought ...", "Oct 2, 2024"),
            ("https://www.reuters.com/world/americas/panama-canal-transits-fall-29-fiscal-2024-2024-10-02/", "Panama Canal transits fall 29% in fiscal 2024 due to drought | Reuters",
             "Transits dropped to 9,944 in the 12 months through September from 14,080 a year earlier ...", "Oct 2, 2024"),
            ("https://en.wikipedia.org/wiki/2023%E2%80%932024_Panama_Canal_drought", "2023-2024 Panama Canal drought - Wikipedia",
             "A drought linked to El Niño lowered the level of Gatun Lake, forcing the Panama Canal Authority to restrict daily transits and drafts from mid-2023 ...", "N/A"),
            ("https://www.bloomberg.com/news/articles/2024-01-24/panama-canal-drought-shipping", "Panama Canal's Drought Is Choking Global Trade - Bloomberg",
             "Daily transits have been cut to 24, down from about 36 in normal times ...", "Jan 24, 2024"),
            ("https://www.freightwaves.com/news/panama-canal-lifts-restrictions-fy2025", "Panama Canal eases restrictions as rains return - FreightWaves",
             "The ACP raised daily slots back to 36 and restored 50-foot draft for Neopanamax locks ...", "Sep 3, 2024"),
            ("https://www.reddit.com/r/shipping/comments/1fuwhxv/panama_canal_fy2024/", "Panama Canal FY2024 numbers : r/shipping",
             "~10k transits vs 14k, but revenue held up thanks to slot auctions ...", "Oct 3, 2024"),
        )),
        (extract(acp, "Transits, tonnage and revenue for FY2024 and the drought measures"),
         """# Panama Canal Closes Fiscal Year 2024

Panama City, October 2, 2024 - The Panama Canal Authority (ACP) reported that during fiscal year 2024 (October 1, 2023 - September 30, 2024) the waterway registered **9,944 transits** of oceangoing vessels and **423 million Panama Canal Universal Measurement System (PC/UMS) tons**, figures that reflect the impact of the water-saving measures adopted during one of the most severe droughts in the history of the Canal.

Compared with fiscal year 2023, when 14,080 transits and 511 million PC/UMS tons were recorded, transits decreased by 29% and tonnage by 17%. Total revenues reached US$4.99 billion.

## Operational measures during the drought

| Date | Measure |
| --- | --- |
| July 30, 2023 | Daily booking slots reduced from 36 to 32 |
| November 3, 2023 | Daily slots reduced to 25 |
| November 30, 2023 | Daily slots reduced to 24 |
| December 1, 2023 | Daily slots reduced to 22 |
| January 16, 2024 | Daily slots increased to 24 |
| March 2024 | Slots increased to 27; Neopanamax draft raised to 46 ft |
| June 2024 | Slots increased to 31 |
| September 2024 | Return to 36 slots; Neopanamax maximum draft 50 ft |

Maximum authorized draft in the Neopanamax locks was reduced to 44 feet at the lowest point of Gatun Lake.

## Traffic by segment (transits, FY2024)

| Segment | Transits | Change vs FY2023 |
| --- | --- | --- |
| Containers | 2,005 | -23% |
| Dry bulk | 2,109 | -36% |
| Liquid bulk (chemical & tankers) | 1,975 | -31% |
| LPG | 1,018 | -27% |
| Vehicle carriers | 568 | -13% |
| Other | 2,269 | -30% |

"The challenges of this year reaffirm the need for a new water source," said Administrator Ricaurte Vásquez Morales, referring to the Río Indio reservoir project.

[Advisories to Shipping](https://pancanal.com/en/maritime-services/advisories/) · [Statistics](https://pancanal.com/en/statistics/)"""),
        (add(m1), added(m1)),
        (search("Suez Canal revenue 2024 Red Sea attacks transits drop"), serp(
            ("https://www.reuters.com/world/africa/egypts-suez-canal-revenue-fell-61-2024-2025-01-09/", "Egypt's Suez Canal revenue fell 61% in 2024 due to Red Sea attacks | Reuters",
             "Revenue dropped to $4 billion in 2024 from $10.25 billion in 2023, Egyptian President Abdel Fattah al-Sisi said ...", "Jan 9, 2025"),
            ("https://www.suezcanal.gov.eg/English/Navigation/Pages/NavigationStatistics.aspx", "Navigation Statistics - Suez Canal Authority",
             "Monthly number and net tonnage of vessels transiting the Suez Canal.", "N/A"),
            ("https://en.wikipedia.org/wiki/Red_Sea_crisis", "Red Sea crisis - Wikipedia",
             "Since November 2023, the Houthis have attacked more than 100 merchant vessels, causing major shipping companies to divert around the Cape of Good Hope ...", "N/A"),
            ("https://www.imf.org/en/Blogs/Articles/2024/03/07/red-sea-attacks-disrupt-global-trade", "Red Sea Attacks Disrupt Global Trade - IMF Blog",
             "Trade volumes through the Suez Canal fell 50% year-on-year in the first two months of 2024 ...", "Mar 7, 2024"),
            ("https://www.ft.com/content/suez-canal-traffic-2024", "Suez Canal traffic halves as shipping lines avoid Red Sea - FT",
             "About 13,200 vessels passed through the canal in 2024, against 26,400 in 2023 ...", "Jan 10, 2025"),
            ("https://www.reddit.com/r/geopolitics/comments/1hxl6qk/suez_revenue_down_61/", "Suez revenue down 61% : r/geopolitics",
             "Egypt losing ~$800m a month is a huge hole in their FX earnings ...", "Jan 9, 2025"),
        )),
        (extract("https://www.reuters.com/world/africa/egypts-suez-canal-revenue-fell-61-2024-2025-01-09/", "Revenue and traffic figures for 2024 vs 2023"),
         """# Egypt's Suez Canal revenue fell 61% in 2024 due to Red Sea attacks

By Reuters · January 9, 2025 3:47 PM GMT+1

CAIRO, Jan 9 (Reuters) - Egypt's revenue from the Suez Canal fell 61% in 2024 to about $4 billion from $10.25 billion in 2023, as attacks by Yemen's Houthi movement on ships in the Red Sea forced carriers to reroute around Africa, President Abdel Fattah al-Sisi said on Thursday.

The decline represents a loss of around $7 billion, Sisi said at a police academy ceremony, adding that Egypt was losing about $800 million a month.

According to Suez Canal Authority figures, 13,213 vessels transited the canal in 2024, compared with 26,434 in 2023, a decline of 50%. Net tonnage fell by a similar proportion.

The Houthis began attacking vessels they say are linked to Israel in November 2023, in what they describe as solidarity with Palestinians in Gaza. Major container lines including Maersk, MSC and Hapag-Lloyd have routed most Asia-Europe services via the Cape of Good Hope since early 2024, adding 10 to 14 days to voyages.

The Suez Canal Authority has offered rebates of up to 15% for container ships above 130,000 tonnes to try to lure traffic back.

| | 2023 | 2024 | Change |
| --- | --- | --- | --- |
| Revenue (US$ bn) | 10.25 | ~4.0 | -61% |
| Transits | 26,434 | 13,213 | -50% |

*Reporting by Ahmed Tolba; Writing by Ahmed Elimam; Editing by Tomasz Janowski*"""),
        (add(m2), added(m2)),
        (memory("remove", key_list=["suez_tmp"]), removed(["suez_tmp"])),
        (add(m3), added(m3)),
        (search("Panama Canal daily transit slots restored 36 draft 50 feet 2024"), serp(
            ("https://pancanal.com/en/advisory-to-shipping-no-a-43-2024/", "Advisory to Shipping No. A-43-2024 - Panama Canal Authority",
             "Effective September 2024, the number of daily booking slots will increase to 36 and the maximum authorized draft for the Neopanamax locks will be 50.0 feet ...", "Aug 20, 2024"),
            ("https://www.freightwaves.com/news/panama-canal-lifts-restrictions-fy2025", "Panama Canal eases restrictions as rains return - FreightWaves",
             "The ACP raised daily slots back to 36 and restored 50-foot draft for Neopanamax locks ...", "Sep 3, 2024"),
            ("https://www.reuters.com/world/americas/panama-canal-lifts-most-drought-restrictions-2024-08-20/", "Panama Canal lifts most drought restrictions | Reuters",
             "Gatun Lake levels have recovered after heavy rains, allowing the canal to return to normal operations ...", "Aug 20, 2024"),
            ("https://www.joc.com/maritime/panama-canal-36-slots-2024", "Panama Canal returns to 36 daily slots - JOC",
             "Shippers welcome the return to pre-drought capacity ahead of the peak season ...", "Aug 21, 2024"),
            ("https://www.reddit.com/r/shipping/comments/1ex0l2m/panama_canal_back_to_36/", "Panama Canal back to 36 slots : r/shipping",
             "Finally. Auction prices were insane in November ...", "Aug 21, 2024"),
        )),
        (extract("https://pancanal.com/en/advisory-to-shipping-no-a-43-2024/", "New slot numbers and draft limits and their effective dates"),
         """# Advisory to Shipping No. A-43-2024

August 20, 2024

**To:** All Shipping Agents, Owners and Operators
**Subject:** Increase in Daily Booking Slots and Maximum Authorized Draft

1. The Panama Canal Authority (ACP) informs customers that, owing to the recovery of Gatun Lake levels during the rainy season, the following measures will apply:

| Effective date | Panamax locks slots | Neopanamax locks slots | Total daily slots | Neopanamax max draft (TFW) |
| --- | --- | --- | --- | --- |
| August 1, 2024 | 24 | 8 | 32 | 48.0 ft (14.63 m) |
| September 1, 2024 | 26 | 10 | 36 | 50.0 ft (15.24 m) |

2. The maximum authorized draft for the Panamax locks remains at 39.5 feet (12.04 m) Tropical Fresh Water.

3. The ACP will continue to monitor the level of Gatun Lake and will inform customers in advance of any change.

4. The LoTSA (Long-Term Slot Allocation) and auction procedures remain in effect.

Ilya R. Espino de Marotta
Deputy Administrator"""),
        (memory("retrieve_all"), pj({**m1, **m2})),
    ]
    rs.add(task="search", tid="h38-search-16", system=SYSTEM_LONG, turns=turns,
           state=state("How badly did the 2023-2024 drought cut Panama Canal traffic, when were normal operations restored, and how did the Red Sea crisis affect Suez Canal traffic and revenue in 2024?", "2025-02-25"),
           bad=True, turn=11, kind="renamed memory key listed under its old name after remove+add")


# web_search / web_extractor / dict_memory: airport passenger rankings 2023 (ACI) — clean
def t17(rs: RowSet) -> None:
    top = "1 ATL 104.7M; 2 DXB 87.0M; 3 DFW 81.8M; 4 LHR 79.2M; 5 HND 78.7M; 6 DEN 77.8M; 7 IST 76.0M; 8 LAX 75.1M; 9 ORD 73.9M; 10 DEL 72.2M"
    m1 = {"aci_2023_top10": top, "aci_2023_source": "ACI World preliminary rankings, press release 15 Apr 2024"}
    m2 = {"aci_2023_europe_top5": "LHR 79.2M; IST 76.0M; CDG 67.4M; AMS 61.9M; MAD 60.2M (ACI Europe, 2023)"}
    m3 = {"aci_2023_top10": top + " | fastest growth in top 10: HND +55.1%, DXB +31.7%, LHR +28.5%; slowest: DFW +10.3%"}
    rows = [("Atlanta (ATL), United States", "104,653,451", "11.7"), ("Dubai (DXB), United Arab Emirates", "86,994,365", "31.7"),
            ("Dallas/Fort Worth (DFW), United States", "81,755,538", "10.3"), ("London Heathrow (LHR), United Kingdom", "79,183,364", "28.5"),
            ("Tokyo Haneda (HND), Japan", "78,719,302", "55.1"), ("Denver (DEN), United States", "77,837,917", "12.3"),
            ("Istanbul (IST), Türkiye", "76,027,321", "18.0"), ("Los Angeles (LAX), United States", "75,050,875", "14.9"),
            ("Chicago O'Hare (ORD), United States", "73,894,226", "13.4"), ("Delhi (DEL), India", "72,214,841", "21.4")]
    aci_table = "| Rank | Airport | Passengers 2023 | % change vs 2022 |\n| --- | --- | --- | --- |\n" + "\n".join(
        f"| {i} | {a} | {p} | {c} |" for i, (a, p, c) in enumerate(rows, 1))
    by_growth = sorted(enumerate(rows, 1), key=lambda t: -float(t[1][2]))
    wiki_table = "| Rank (2023) | Airport | Location | Total passengers | Change |\n| --- | --- | --- | --- | --- |\n" + "\n".join(
        f"| {i} | {a.split(' (')[0]} ({a.split('(')[1].split(')')[0]}) | {a.split(', ')[-1]} | {p} | ▲{c}% |" for i, (a, p, c) in by_growth)
    turns = [
        (search("busiest airports in the world 2023 passengers ACI World ranking"), serp(
            ("https://aci.aero/2024/04/15/top-10-busiest-airports-in-the-world-shift-with-the-rise-of-international-air-travel-demand/", "Top 10 busiest airports in the world shift with the rise of international air travel demand - ACI World",
             "Atlanta Hartsfield-Jackson remains the busiest airport with 104.7 million passengers in 2023, followed by Dubai (87.0 million) and Dallas/Fort Worth (81.8 million).", "Apr 15, 2024"),
            ("https://en.wikipedia.org/wiki/List_of_busiest_airports_by_passenger_traffic", "List of busiest airports by passenger traffic - Wikipedia",
             "The following is a list of the busiest airports in the world by passenger traffic, based on data from Airports Council International ...", "N/A"),
            ("https://www.cnn.com/travel/busiest-airports-world-2023-aci/index.html", "The world's busiest airports for 2023 revealed - CNN",
             "Tokyo Haneda jumped into the top five as travel to Japan rebounded; Istanbul is the busiest in continental Europe ...", "Apr 16, 2024"),
            ("https://www.forbes.com/sites/suzannerowankelleher/2024/04/15/busiest-airports-world-2023/", "The World's 10 Busiest Airports Of 2023 - Forbes",
             "Global passenger traffic reached an estimated 8.7 billion in 2023, 94% of 2019 levels ...", "Apr 15, 2024"),
            ("https://www.atl.com/atl-worlds-busiest-airport-2023/", "ATL Named World's Busiest Airport for 2023 - Hartsfield-Jackson",
             "Hartsfield-Jackson welcomed 104,653,451 passengers in 2023, an increase of 11.7% over 2022 ...", "Apr 15, 2024"),
            ("https://www.reddit.com/r/aviation/comments/1c4tn4t/worlds_busiest_airports_2023/", "World's busiest airports 2023 : r/aviation",
             "HND +55% is wild. DEL in the top 10 for the first time since 2019? ...", "Apr 15, 2024"),
        )),
        (extract("https://aci.aero/2024/04/15/top-10-busiest-airports-in-the-world-shift-with-the-rise-of-international-air-travel-demand/", "Top 10 airports by passengers 2023 with growth rates"),
         """# Top 10 busiest airports in the world shift with the rise of international air travel demand

Montréal, Canada, 15 April 2024 - Airports Council International (ACI) World today released its preliminary world airport traffic rankings for 2023. Global passenger traffic reached about 8.7 billion passengers in 2023, recovering to 93.8% of 2019 levels.

The top 10 airports represent 10% of global traffic (806 million passengers), a 20.7% increase from 2022 but still 3.3% below 2019.

""" + aci_table + """

## Highlights

- **Atlanta** retained first place, ahead of **Dubai**, which moved up three places to second, driven by international traffic.
- **Tokyo Haneda** recorded the strongest growth in the top 10 (+55.1%) as Japan's international borders fully reopened.
- **London Heathrow** (79.2 million) was again the busiest airport in Europe, ahead of **Istanbul** (76.0 million).
- **Delhi** returned to the top 10.

"The rebound in international traffic is reshaping the rankings," said ACI World Director General Luis Felipe de Oliveira.

*Preliminary data; final rankings will be published in the ACI World Airport Traffic Report.*"""),
        (add(m1), added(m1)),
        (search("busiest airports in Europe 2023 passengers ACI Europe report"), serp(
            ("https://www.aci-europe.org/media-room/499-european-airport-traffic-2023.html", "Airport traffic 2023: passenger numbers at 95% of 2019 - ACI EUROPE",
             "London Heathrow (79.2 million), Istanbul (76.0 million), Paris-CDG (67.4 million), Amsterdam-Schiphol (61.9 million) and Madrid-Barajas (60.2 million) were Europe's busiest airports ...", "Feb 14, 2024"),
            ("https://en.wikipedia.org/wiki/List_of_the_busiest_airports_in_Europe", "List of the busiest airports in Europe - Wikipedia",
             "This is a list of the busiest airports in Europe by total passenger traffic ...", "N/A"),
            ("https://www.euronews.com/travel/2024/02/15/europes-busiest-airports-2023", "These were Europe's busiest airports in 2023 - Euronews",
             "Istanbul closed the gap on Heathrow, with Sabiha Gökçen also entering the top 10 ...", "Feb 15, 2024"),
            ("https://www.heathrow.com/company/investor-centre/reports/traffic-figures", "Traffic figures - Heathrow",
             "Heathrow served 79.2 million passengers in 2023, its busiest year since 2019 ...", "N/A"),
            ("https://www.reddit.com/r/europe/comments/1aqy4lq/busiest_airports_in_europe_2023/", "Busiest airports in Europe 2023 : r/europe",
             "Istanbul will pass Heathrow next year, mark my words ...", "Feb 14, 2024"),
        )),
        (extract("https://www.aci-europe.org/media-room/499-european-airport-traffic-2023.html", "Top 10 European airports by passengers in 2023"),
         """# Airport traffic 2023: passenger numbers at 95% of 2019

Brussels, 14 February 2024 - ACI EUROPE today released airport traffic figures for 2023, showing that passenger traffic across the European airport network increased by 19% compared with 2022, reaching 95% of pre-pandemic volumes.

## Europe's busiest airports in 2023

| Rank | Airport | Passengers (million) | vs 2022 | vs 2019 |
| --- | --- | --- | --- | --- |
| 1 | London Heathrow (LHR) | 79.2 | +28.5% | -2.1% |
| 2 | Istanbul (IST) | 76.0 | +18.0% | +15.3% |
| 3 | Paris Charles de Gaulle (CDG) | 67.4 | +17.4% | -11.0% |
| 4 | Amsterdam Schiphol (AMS) | 61.9 | +17.8% | -12.1% |
| 5 | Madrid-Barajas (MAD) | 60.2 | +18.9% | -1.0% |
| 6 | Frankfurt (FRA) | 59.4 | +21.3% | -15.9% |
| 7 | Barcelona (BCN) | 49.9 | +18.6% | -5.1% |
| 8 | Istanbul Sabiha Gökçen (SAW) | 41.5 | +19.9% | +16.4% |
| 9 | London Gatwick (LGW) | 40.9 | +24.4% | -12.9% |
| 10 | Rome Fiumicino (FCO) | 40.5 | +38.0% | -6.1% |

Airports in Türkiye, Portugal, Greece and Iceland exceeded their 2019 traffic, while airports in Germany, Finland and Slovenia remained furthest behind.

"2023 was the year of recovery, but it was uneven," said ACI EUROPE Director General Olivier Jankovec."""),
        (add(m2), added(m2)),
        (extract("https://en.wikipedia.org/wiki/List_of_busiest_airports_by_passenger_traffic", "2023 top 10 table, sorted by percentage change"),
         """From Wikipedia, the free encyclopedia

The following is a list of the busiest airports in the world by passenger traffic. Data are from Airports Council International; "passengers" means total passengers, enplaned plus deplaned, with transit passengers counted once.

## 2023 statistics

ACI's preliminary figures for 2023. *Table sorted by: Change (descending).*

""" + wiki_table + """

## 2022 statistics

In 2022, the top 10 were led by Atlanta (93.7 million), Dallas/Fort Worth (74.1 million) and Denver (69.3 million).

## See also

- List of busiest airports by aircraft movements
- List of busiest airports by international passenger traffic"""),
        (upd(m3), updated(m3)),
        (memory("retrieve_all"), pj({**{"aci_2023_top10": m3["aci_2023_top10"], "aci_2023_source": m1["aci_2023_source"]}, **m2})),
    ]
    rs.add(task="search", tid="h38-search-17", system=SEARCH_SYSTEM, turns=turns,
           state=state("Which were the world's ten busiest airports by passengers in 2023, which grew fastest, and which were the busiest in Europe?", "2024-11-20"))


# web_search / web_extractor / dict_memory: volcano alert levels (USGS HVO/AVO, Smithsonian GVP) — bad
def t18(rs: RowSet) -> None:
    hans = "https://volcanoes.usgs.gov/hans2/view/notice/DOI-USGS-HVO-2025-03-20T08:32:08-10:00"
    m1 = {"kilauea": "Volcano Alert Level WATCH / Aviation Color Code ORANGE (HVO daily update 20 Mar 2025, 8:32 AM HST); episodic summit lava fountaining in Halemaʻumaʻu since 23 Dec 2024; paused between episodes, ERZ and SWRZ quiet"}
    m2 = {"spurr": "ADVISORY / YELLOW (AVO); unrest since Apr 2024; March 2025 gas flights show rising CO2 and SO2; AVO: eruption in coming weeks to months increasingly likely, would likely resemble 1953 and 1992 Crater Peak eruptions"}
    gvp = "https://volcano.si.edu/reports_weekly.cfm?weekstart=20250319"
    turns = [
        (search("Kilauea volcano alert level March 2025 HVO episodic eruption"), serp(
            ("https://www.usgs.gov/volcanoes/kilauea/volcano-updates", "Kīlauea Volcano Updates | U.S. Geological Survey",
             "Kīlauea's summit eruption within Halemaʻumaʻu crater continues episodically. Volcano Alert Level: WATCH. Aviation Color Code: ORANGE.", "N/A"),
            (hans, "Kilauea Volcano (VNUM #332010) - Daily Update, Thursday, March 20, 2025, 8:32 AM HST - USGS HANS",
             "Current Volcano Alert Level: WATCH. Current Aviation Color Code: ORANGE. The episodic eruption within Halemaʻumaʻu continues; the most recent episode of lava fountaining ended ...", "Mar 20, 2025"),
            ("https://www.nps.gov/havo/planyourvisit/lava2.htm", "Eruption Viewing - Hawaiʻi Volcanoes National Park",
             "The summit eruption is episodic; fountaining may resume with little warning. Check the USGS for the latest ...", "N/A"),
            ("https://www.staradvertiser.com/2025/03/19/breaking-news/kilauea-fountaining-episode-ends/", "Latest Kilauea fountaining episode ends after 13 hours - Honolulu Star-Advertiser",
             "Fountains reached heights of more than 500 feet before the episode stopped abruptly ...", "Mar 19, 2025"),
            ("https://en.wikipedia.org/wiki/2024%E2%80%932025_eruption_of_K%C4%ABlauea", "2024-2025 eruption of Kīlauea - Wikipedia",
             "An eruption began within Halemaʻumaʻu on 23 December 2024 and has continued as a series of episodes of high lava fountaining separated by pauses ...", "N/A"),
            ("https://www.reddit.com/r/volcanoes/comments/1jel7q2/kilauea_episode_ends/", "Kilauea episode ends : r/volcanoes",
             "Tilt already switched back to inflation, HVO says next episode in about a week ...", "Mar 19, 2025"),
        )),
        (extract(hans, "Alert level, aviation color code and current activity"),
         """# Kilauea Volcano (VNUM #332010)

**19°25'16" N 155°17'13" W, Summit Elevation 4091 ft (1247 m)**

**Current Volcano Alert Level:** WATCH
**Current Aviation Color Code:** ORANGE

Issued: Thursday, March 20, 2025, 8:32 AM HST
Source: Hawaiian Volcano Observatory
Notice Number: 2025/H122
Location: N 19 deg 25 min W 155 deg 17 min
Elevation: 4091 ft (1247 m)
Area: Hawaii

**Volcanic Activity Summary:** The episodic summit eruption that began on December 23, 2024, within Halemaʻumaʻu crater continues. Lava fountaining during the most recent episode ended abruptly on the evening of March 19 after about 13 hours. Since then, no lava has been erupting, and summit tiltmeters have recorded a return to inflation. Forecasts based on the inflation rate suggest the next episode could begin between March 26 and April 1.

**Summit Observations:** The eruption is confined to the southwest portion of Halemaʻumaʻu crater within Hawaiʻi Volcanoes National Park. Sulfur dioxide emission rates are elevated during episodes of fountaining and decrease to about 1,000-2,000 tonnes per day during pauses.

**Rift Zone Observations:** There are no signs of activity in the middle East Rift Zone or the Southwest Rift Zone. Ground deformation and seismicity remain low in both areas.

**Hazard Summary:** The primary hazards are high levels of volcanic gas (SO2), Pele's hair and other volcanic glass fragments carried by winds, and rockfalls and explosions at the edges of Halemaʻumaʻu.

**Next Notice:** HVO will issue its next daily update tomorrow, or sooner if activity changes.

Contacts: askHVO@usgs.gov"""),
        (add(m1), added(m1)),
        (search("Mount Spurr alert level 2025 AVO eruption probability"), serp(
            ("https://avo.alaska.edu/volcano/spurr", "Spurr - Alaska Volcano Observatory",
             "Current Alert Level: ADVISORY. Current Aviation Color Code: YELLOW. Unrest at Mount Spurr continues ...", "N/A"),
            ("https://www.usgs.gov/observatories/avo/news/mount-spurr-eruption-probability-increased", "Mount Spurr: probability of eruption has increased | USGS",
             "Recent gas measurements suggest that new magma is rising; an eruption in the coming weeks or months has become more likely ...", "Mar 7, 2025"),
            ("https://www.adn.com/alaska-news/science/2025/03/08/mount-spurr-eruption-more-likely/", "Mount Spurr eruption increasingly likely, scientists say - Anchorage Daily News",
             "An eruption would most likely be explosive and similar to the 1953 and 1992 eruptions of Crater Peak, which dusted Anchorage with ash ...", "Mar 8, 2025"),
            ("https://en.wikipedia.org/wiki/Mount_Spurr", "Mount Spurr - Wikipedia",
             "Mount Spurr is a stratovolcano in the Aleutian Arc of Alaska, 81 miles (130 km) west of Anchorage. Crater Peak last erupted in 1992.", "N/A"),
            ("https://www.reddit.com/r/alaska/comments/1j5x9e3/spurr_update/", "Spurr update : r/alaska",
             "Still Yellow, AVO doing gas flights every week now ...", "Mar 7, 2025"),
        )),
        (extract("https://avo.alaska.edu/volcano/spurr", "Current alert level, history of the current unrest, forecast"),
         """# Spurr

**Current Alert Level:** ADVISORY
**Current Aviation Color Code:** YELLOW

Location: 61.2989° N, 152.2539° W · Elevation: 11,070 ft (3374 m) · Type: Stratovolcano · Borough: Kenai Peninsula

## Current activity

Unrest at Mount Spurr has continued since April 2024, when seismicity and ground deformation began to increase beneath the summit. AVO raised the Aviation Color Code to YELLOW and the Volcano Alert Level to ADVISORY in October 2024.

In early March 2025, gas-measurement flights detected increased emissions of carbon dioxide and sulfur dioxide, indicating that magma has moved to shallow levels. AVO considers an eruption in the coming weeks to months increasingly likely. If an eruption occurs, it is most likely to be from the Crater Peak vent and to resemble the 1953 and 1992 eruptions, which produced ash plumes that reached 50,000 feet and deposited ash on Anchorage.

Signs that an eruption is imminent would include a significant increase in earthquake activity, continued gas emission and surface changes. AVO would then raise the Aviation Color Code to ORANGE before an eruption.

## Eruptive history

| Year | Vent | Notes |
| --- | --- | --- |
| 1953 | Crater Peak | Ash fell on Anchorage (about 6 mm) |
| 1992 | Crater Peak | Three eruptions (June 27, August 18, September 16-17); ash plumes to 14 km |
| 2004-2006 | Summit | Unrest, ice-cauldron formation, no eruption |

[Webcams](https://avo.alaska.edu/webcam/spurr) · [Seismic data](https://avo.alaska.edu/seismic/spurr) · [Hazard assessment](https://pubs.usgs.gov/of/2001/0482/)"""),
        (add(m2), added(m2)),
        (extract(gvp, "Entries for Kīlauea and Spurr in the weekly report"),
         """# Smithsonian / USGS Weekly Volcanic Activity Report, 19 March-25 March 2025

Managing Editor: Sally Sennert · Global Volcanism Program

## New Activity / Unrest

### Spurr | United States | 61.299°N, 152.254°W | Summit elev. 3374 m

The Alaska Volcano Observatory (AVO) reported that unrest at Spurr continued during 19-25 March. Seismicity remained elevated, with several small earthquakes located beneath the summit and Crater Peak each day. Gas emissions measured during an overflight on 21 March remained elevated. An eruption in the coming weeks to months remained likely. The Volcano Alert Level remained at Advisory (the second level on a four-level scale) and the Aviation Color Code remained at Yellow (the second color on a four-color scale).

## Ongoing Activity

### Kīlauea | United States | 19.421°N, 155.287°W | Summit elev. 1247 m

The Hawaiian Volcano Observatory (HVO) reported that the episodic eruption within Halemaʻumaʻu Crater continued during 19-25 March. The latest episode of lava fountaining began on the morning of 19 March and ended abruptly that evening after about 13 hours, with fountains from the north vent reaching 150 m high. Lava covered much of the crater floor. Summit inflation resumed after the episode ended. The Volcano Alert Level remained at Watch (the third level on a four-level scale) and the Aviation Color Code remained at Orange (the third color on a four-color scale).

### Etna | Italy | 37.748°N, 14.999°E | Summit elev. 3357 m

INGV reported that Strombolian activity and lava effusion from a vent on the S flank of Bocca Nuova continued ...

### Lewotobi | Indonesia | 8.542°S, 122.775°E | Summit elev. 1703 m

The eruption at Lewotobi's Laki-laki volcano continued ... The Alert Level remained at 4 (the highest level on a scale of 1-4).

*Sources: Alaska Volcano Observatory (AVO); US Geological Survey Hawaiian Volcano Observatory (HVO); Sezione di Catania - Osservatorio Etneo (INGV); Pusat Vulkanologi dan Mitigasi Bencana Geologi (PVMBG)*"""),
        (search("HVO Kilauea daily update 20 March 2025 alert level"), serp(
            (hans, "Kilauea Volcano (VNUM #332010) - Daily Update, Thursday, March 20, 2025, 8:32 AM HST - USGS HANS",
             "Current Volcano Alert Level: ADVISORY. Current Aviation Color Code: YELLOW. The episodic eruption within Halemaʻumaʻu continues; the most recent episode of lava fountaining ended ...", "Mar 20, 2025"),
            ("https://www.usgs.gov/volcanoes/kilauea/volcano-updates", "Kīlauea Volcano Updates | U.S. Geological Survey",
             "Kīlauea's summit eruption within Halemaʻumaʻu crater continues episodically ...", "N/A"),
            ("https://volcanoes.usgs.gov/hans2/view/notice/DOI-USGS-HVO-2025-03-21T08:41:55-10:00", "Kilauea Volcano (VNUM #332010) - Daily Update, Friday, March 21, 2025, 8:41 AM HST - USGS HANS",
             "Current Volcano Alert Level: WATCH. Current Aviation Color Code: ORANGE. Summit inflation continues ...", "Mar 21, 2025"),
            ("https://www.usgs.gov/observatories/hvo/news/volcano-watch-kilauea-episodic-fountaining", "Volcano Watch - Why does Kīlauea fountain in episodes? | USGS",
             "Each episode drains the shallow magma reservoir, and inflation must rebuild pressure before the next begins ...", "Mar 20, 2025"),
            ("https://www.hawaiitribune-herald.com/2025/03/20/hawaii-news/kilauea-eruption-pauses-again/", "Kilauea eruption pauses again - Hawaii Tribune-Herald",
             "HVO forecasts the next episode between March 26 and April 1 ...", "Mar 20, 2025"),
        )),
        (memory("retrieve_all"), pj({**m1, **m2})),
    ]
    rs.add(task="search", tid="h38-search-18", system=SYSTEM_LONG, turns=turns,
           state=state("What are the current USGS alert levels for Kīlauea and Mount Spurr, and what is each volcano doing?", "2025-03-27"),
           bad=True, turn=8, kind="archived HVO notice snippet shows a lower alert level and color code than the same notice showed when extracted")


# web_search / web_extractor / dict_memory: lunar missions (NASA NSSDCA, Xinhua) — bad
def t19(rs: RowSet) -> None:
    nssdca = "https://nssdc.gsfc.nasa.gov/nmc/spacecraft/display.action?id=2023-098A"
    m1 = {"chandrayaan3": "COSPAR 2023-098A (NORAD 57320); launched 14 Jul 2023 09:05 UTC on LVM3-M4 from Sriharikota; Vikram landed 23 Aug 2023 12:33 UTC (18:03 IST) near 69.37°S 32.32°E - first landing near the lunar south pole"}
    m2 = {"change6": "Launched 3 May 2024 (Long March 5, Wenchang); landed 2 Jun 2024 (Beijing time) in Apollo crater, South Pole-Aitken basin, far side; capsule returned 25 Jun 2024 in Siziwang Banner, Inner Mongolia; 1,935.3 g - first far-side samples"}
    turns = [
        (search("Chandrayaan-3 NSSDCA COSPAR ID launch landing site coordinates"), serp(
            (nssdca, "Chandrayaan-3 - NASA NSSDCA - Spacecraft - Details",
             "NSSDCA/COSPAR ID: 2023-098A. Chandrayaan-3 is an Indian lunar mission consisting of a lander (Vikram), a rover (Pragyan) and a propulsion module ...", "N/A"),
            ("https://www.isro.gov.in/Chandrayaan3_Details.html", "Chandrayaan-3 - ISRO",
             "Chandrayaan-3 was launched on July 14, 2023 at 14:35 IST from Satish Dhawan Space Centre, Sriharikota, on LVM3-M4 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Chandrayaan-3", "Chandrayaan-3 - Wikipedia",
             "The lander touched down near the lunar south pole on 23 August 2023 at 18:03 IST ... COSPAR ID 2023-098A, SATCAT no. 57320.", "N/A"),
            ("https://www.planetary.org/space-missions/chandrayaan-3", "Chandrayaan-3, India's mission to the Moon's south pole | The Planetary Society",
             "India became the fourth country to soft-land on the Moon and the first to land near the south pole ...", "N/A"),
            ("https://www.nature.com/articles/d41586-023-02673-1", "India's Moon landing: Chandrayaan-3 touches down near lunar south pole - Nature",
             "The Vikram lander set down at about 69°S, farther south than any previous mission ...", "Aug 23, 2023"),
            ("https://www.reddit.com/r/ISRO/comments/15ywgd9/chandrayaan3_has_landed/", "Chandrayaan-3 HAS LANDED : r/ISRO",
             "18:03 IST, Shiv Shakti point. What a moment ...", "Aug 23, 2023"),
        )),
        (add(m1), added(m1)),
        (extract(nssdca, "Mission details, launch data and identifiers"),
         """# Chandrayaan-3

**NSSDCA/COSPAR ID:** 2023-089A

## Description

Chandrayaan-3 is an Indian lunar mission consisting of a lander (Vikram), a rover (Pragyan) and a propulsion module. It is a follow-on to the Chandrayaan-2 mission, whose lander crashed on the Moon in September 2019. The objectives were to demonstrate a safe and soft landing on the lunar surface, to demonstrate rover operations, and to conduct in-situ scientific experiments.

The spacecraft was launched into an elliptical Earth parking orbit and raised its orbit in a series of burns before translunar injection on 1 August 2023. It entered lunar orbit on 5 August. The lander separated from the propulsion module on 17 August and landed on 23 August 2023 at 12:33 UT at approximately 69.37 S, 32.32 E, the first landing near the lunar south polar region. The rover was deployed the same day and traversed about 100 m before both were put into sleep mode on 2-3 September at the end of the lunar day. Attempts to revive them at sunrise were unsuccessful.

The propulsion module was moved from lunar orbit back to a high Earth orbit in November 2023.

## Spacecraft and subsystems

The total mass at launch was 3900 kg: the propulsion module 2148 kg, the lander 1752 kg including the 26 kg rover. Lander instruments: ChaSTE (thermal probe), ILSA (seismometer), RAMBHA-LP (Langmuir probe) and a NASA laser retroreflector array. Rover instruments: APXS and LIBS.

## Alternate Names

- Chandrayaan3
- 57320

## Facts in Brief

| | |
| --- | --- |
| Launch Date | 2023-07-14 |
| Launch Vehicle | LVM3 |
| Launch Site | Sriharikota, India |
| Mass | 3900 kg |

## Funding Agency

- Indian Space Research Organisation (India)

## Discipline

- Planetary Science

## Additional Information

- Launch/Orbital information for Chandrayaan-3
- Telecommunications information for Chandrayaan-3

Questions and comments about this spacecraft can be directed to: Dr. David R. Williams"""),
        (search("Chang'e-6 far side sample return mass 1935.3 g landing date Apollo crater"), serp(
            ("https://english.news.cn/20240628/change6-samples-1935-3-grams/c.html", "China's Chang'e-6 brings back 1,935.3 grams of samples from Moon's far side - Xinhua",
             "The samples, the first ever collected from the far side of the Moon, weighed 1,935.3 grams, the China National Space Administration said on Friday.", "Jun 28, 2024"),
            ("https://en.wikipedia.org/wiki/Chang%27e_6", "Chang'e 6 - Wikipedia",
             "Chang'e 6 was launched on 3 May 2024 ... It landed in the southern part of the Apollo crater in the South Pole-Aitken basin on 1 June 2024 (UTC) ... returned on 25 June 2024.", "N/A"),
            ("https://www.nature.com/articles/d41586-024-02128-1", "China's Chang'e-6 returns first samples from Moon's far side - Nature",
             "The capsule landed in Siziwang Banner, Inner Mongolia ...", "Jun 25, 2024"),
            ("https://www.cnsa.gov.cn/english/n6465652/n6465653/c10561413/content.html", "Chang'e-6 mission a complete success - CNSA",
             "The return capsule landed at 14:07 Beijing time on June 25 ...", "Jun 25, 2024"),
            ("https://www.space.com/china-chang-e-6-far-side-moon-samples-earth-landing", "China's Chang'e 6 probe returns first-ever samples from the moon's far side - Space.com",
             "The 53-day mission used the Queqiao-2 relay satellite to communicate from the far side ...", "Jun 25, 2024"),
            ("https://www.reddit.com/r/space/comments/1do3q6e/change6_returns/", "Chang'e 6 returns first far side samples : r/space",
             "Almost 2 kg, nice. Basalt plus SPA ejecta hopefully ...", "Jun 25, 2024"),
        )),
        (extract("https://english.news.cn/20240628/change6-samples-1935-3-grams/c.html", "Sample mass and mission timeline"),
         """# China's Chang'e-6 brings back 1,935.3 grams of samples from Moon's far side

Source: Xinhua · Editor: huaxia · 2024-06-28 15:23:10

BEIJING, June 28 (Xinhua) -- China's Chang'e-6 mission retrieved 1,935.3 grams of samples from the far side of the Moon, the China National Space Administration (CNSA) announced on Friday.

The return capsule was opened on Wednesday at the China Academy of Space Technology after being flown to Beijing. The samples were weighed and handed over for storage, analysis and research.

## Mission timeline

| Date (Beijing time) | Event |
| --- | --- |
| May 3, 2024 | Launch on a Long March-5 Y8 rocket from the Wenchang Spacecraft Launch Site, Hainan |
| May 8 | Lunar orbit insertion |
| June 2, 06:23 | Lander-ascender combination landed in the Apollo basin in the South Pole-Aitken (SPA) basin |
| June 2-3 | Sampling by drilling and scooping completed in about 48 hours |
| June 4, 07:38 | Ascender lifted off from the lunar far side |
| June 6 | Docking with the orbiter-returner combination in lunar orbit |
| June 25, 14:07 | Return capsule landed at the Siziwang Banner site, Inner Mongolia |

"The samples will help scientists study the differences between the near and far sides of the Moon," said CNSA deputy head Bian Zhigang. Chang'e-6 relied on the Queqiao-2 relay satellite, launched in March 2024, for communication.

The Chang'e-5 mission returned 1,731 grams of near-side samples in December 2020."""),
        (add(m2), added(m2)),
    ]
    rs.add(task="search", tid="h38-search-19", system=SEARCH_SYSTEM, turns=turns,
           state=state("Collect the key identifiers and dates for Chandrayaan-3 and Chang'e-6: COSPAR ID, launch, landing site, and (for Chang'e-6) the returned sample mass.", "2025-05-06"),
           bad=True, turn=3, kind="COSPAR ID on the NSSDCA page differs from the one in the requested URL and earlier results")


# web_search / web_extractor / dict_memory: census releases (US 2020 apportionment, ONS Census 2021) — clean
def t20(rs: RowSet) -> None:
    cb = "https://www.census.gov/newsroom/press-releases/2021/2020-census-apportionment-results.html"
    m1 = {"us2020_pop": "331,449,281 resident population on 1 Apr 2020 (+7.4% since 2010, second-slowest growth ever); apportionment population 331,108,434",
          "us2020_seat_changes": "+2 TX; +1 CO, FL, MT, NC, OR; -1 CA, IL, MI, NY, OH, PA, WV (7 seats among 13 states)",
          "todo_ny_margin": "confirm how many more residents NY needed to keep its 27th seat"}
    m2 = {"ny_margin": "NY would have kept its 27th seat with 89 more residents in the apportionment count (Census Bureau, 26 Apr 2021); Minnesota received the 435th seat"}
    turns = [
        (search("2020 census apportionment results states gained lost seats resident population"), serp(
            (cb, "2020 Census Apportionment Results - U.S. Census Bureau",
             "The U.S. resident population was 331,449,281 on April 1, 2020, an increase of 7.4% ... Texas will gain two seats in the House; five states will gain one seat each ...", "Apr 26, 2021"),
            ("https://www.census.gov/data/tables/2020/dec/2020-apportionment-data.html", "2020 Census Apportionment Data - U.S. Census Bureau",
             "Table 1. Apportionment Population and Number of Representatives by State: 2020 Census.", "N/A"),
            ("https://www.nytimes.com/2021/04/26/us/politics/census-congress-seats.html", "Census Results Shift House Seats to Sun Belt - The New York Times",
             "Texas, Florida and North Carolina gain seats while New York, California and the industrial Midwest lose ...", "Apr 26, 2021"),
            ("https://en.wikipedia.org/wiki/2020_United_States_census", "2020 United States census - Wikipedia",
             "The 2020 United States census was the twenty-fourth decennial United States census ... population of 331,449,281, a 7.4% increase ...", "N/A"),
            ("https://www.pewresearch.org/short-reads/2021/04/26/2020-census-apportionment/", "What the 2020 census apportionment results mean - Pew Research Center",
             "Seven seats will shift among 13 states, the smallest number of seats to change hands in a century of apportionments ...", "Apr 26, 2021"),
            ("https://www.reddit.com/r/politics/comments/mz3m2e/census_apportionment_2020/", "Census apportionment results 2020 : r/politics",
             "NY lost a seat by 89 people?! ...", "Apr 26, 2021"),
        )),
        (extract(cb, "Population totals, growth rate and seat changes by state"),
         """# 2020 Census Apportionment Results

Release Number CB21-CN.25 · April 26, 2021

The U.S. Census Bureau today announced that the resident population of the United States, including the 50 states and the District of Columbia, was **331,449,281** as of April 1, 2020.

The U.S. resident population represents the total number of people living in the 50 states and the District of Columbia. The resident population increased by 22,703,743 or 7.4% from 308,745,538 in 2010. This is the second-slowest growth in the nation's history, after the 7.3% recorded between 1930 and 1940.

The **apportionment population**, which includes the resident population of the 50 states plus overseas federal employees (military and civilian) and their dependents living with them who could be allocated to a home state, was **331,108,434**.

## Changes in the number of seats in the U.S. House of Representatives

| Change | States |
| --- | --- |
| Gain 2 seats | Texas |
| Gain 1 seat | Colorado, Florida, Montana, North Carolina, Oregon |
| Lose 1 seat | California, Illinois, Michigan, New York, Ohio, Pennsylvania, West Virginia |

Seven seats will shift among 13 states. Montana returns to two seats after 30 years.

## Most populous states (resident population)

| State | Resident population | Change since 2010 |
| --- | --- | --- |
| California | 39,538,223 | +6.1% |
| Texas | 29,145,505 | +15.9% |
| Florida | 21,538,187 | +14.6% |
| New York | 20,201,249 | +4.2% |
| Pennsylvania | 13,002,700 | +2.4% |

The fastest-growing state was Utah (+18.4%). West Virginia, Mississippi and Illinois lost population.

[Apportionment data tables](https://www.census.gov/data/tables/2020/dec/2020-apportionment-data.html) · [Historical apportionment](https://www.census.gov/library/visualizations/2021/dec/2020-apportionment-map.html)"""),
        (add(m1), added(m1)),
        (search("New York lost congressional seat by 89 people 2020 census Minnesota last seat"), serp(
            ("https://www.nytimes.com/2021/04/26/nyregion/new-york-census-congress.html", "New York Loses House Seat After Coming Up 89 People Short - The New York Times",
             "Had the state counted 89 more residents, it would have kept the seat; Minnesota instead received the final seat ...", "Apr 26, 2021"),
            ("https://www.census.gov/newsroom/press-briefings/2021/2020-census-apportionment.html", "2020 Census Apportionment Press Briefing - U.S. Census Bureau",
             "Kristin Koslap: if New York had had 89 more people, they would have received one more seat ...", "Apr 26, 2021"),
            ("https://www.npr.org/2021/04/26/983082132/census-to-release-1st-results-that-shift-electoral-college-house-seats", "Census Results Shift House Seats: N.Y. Lost By 89 People - NPR",
             "Minnesota narrowly held onto its eighth seat ...", "Apr 26, 2021"),
            ("https://www.cnbc.com/2021/04/26/new-york-loses-house-seat-89-people.html", "New York loses a House seat by 89 people - CNBC",
             "The margin was the narrowest in the history of apportionment, Census officials said ...", "Apr 26, 2021"),
            ("https://www.reddit.com/r/nyc/comments/mz6xq2/ny_lost_a_seat_by_89_people/", "NY lost a seat by 89 people : r/nyc",
             "Everyone who didn't fill out the census form, this one's on you ...", "Apr 26, 2021"),
        )),
        (memory("remove", key_list=["todo_ny_margin"]), removed(["todo_ny_margin"])),
        (add(m2), added(m2)),
        (search("Census 2021 England and Wales population first results ONS"), serp(
            ("https://www.ons.gov.uk/peoplepopulationandcommunity/populationandmigration/populationestimates/bulletins/populationandhouseholdestimatesenglandandwales/census2021", "Population and household estimates, England and Wales: Census 2021 - ONS",
             "The population of England and Wales was 59,597,300 on Census Day, 21 March 2021, the largest ever recorded ...", "Jun 28, 2022"),
            ("https://www.bbc.co.uk/news/uk-61964216", "Census 2021: Population of England and Wales grows by 6% - BBC News",
             "The population of England and Wales has grown by more than 3.5 million in the past decade ...", "Jun 28, 2022"),
            ("https://en.wikipedia.org/wiki/2021_United_Kingdom_census", "2021 United Kingdom census - Wikipedia",
             "The census in England and Wales took place on 21 March 2021; Scotland's was delayed to 2022 ...", "N/A"),
            ("https://www.ons.gov.uk/census", "Census - Office for National Statistics",
             "Census 2021 results for England and Wales: population, households, ethnicity, religion and more.", "N/A"),
            ("https://www.theguardian.com/uk-news/2022/jun/28/census-2021-england-wales-population-ageing", "Census shows England and Wales population is ageing - The Guardian",
             "More than one in six people is now aged 65 or over ...", "Jun 28, 2022"),
        )),
        (extract("https://www.ons.gov.uk/peoplepopulationandcommunity/populationandmigration/populationestimates/bulletins/populationandhouseholdestimatesenglandandwales/census2021", "Population of England, Wales and combined; growth since 2011"),
         """# Population and household estimates, England and Wales: Census 2021

Statistical bulletin · Release date: 28 June 2022

First results from Census 2021 in England and Wales, including population and household estimates.

## Main points

- The size of the usual resident population in England and Wales on Census Day, 21 March 2021, was **59,597,300**, the largest population ever recorded through a census in England and Wales.
- The population grew by more than 3.5 million (6.3%) since the last census in 2011, when it was 56,075,912.
- The population of England was **56,489,800**, an increase of 3.5 million (6.6%) since 2011.
- The population of Wales was **3,107,500**, an increase of 44,000 (1.4%) since 2011.
- There were 24,782,800 households with at least one usual resident.
- There were more people than ever before in the older age groups; the proportion of the population aged 65 years and over was 18.6%, up from 16.4% in 2011.

## Population by region, 2021

| Region | Usual residents | Change since 2011 |
| --- | --- | --- |
| North East | 2,647,100 | +1.9% |
| North West | 7,417,300 | +5.2% |
| Yorkshire and The Humber | 5,480,800 | +3.7% |
| East Midlands | 4,880,100 | +7.7% |
| West Midlands | 5,950,800 | +6.2% |
| East of England | 6,335,100 | +8.3% |
| London | 8,799,800 | +7.7% |
| South East | 9,278,100 | +7.5% |
| South West | 5,700,700 | +7.8% |
| Wales | 3,107,500 | +1.4% |

Estimates are rounded to the nearest 100. Census 2021 was the first predominantly online census, with 89% of responses submitted online.

Contact: census.customerservices@ons.gov.uk"""),
        (memory("retrieve", key_list=["us2020_pop", "todo_ny_margin", "ew2021_pop"]),
         pj({"us2020_pop": m1["us2020_pop"]}) + "\nKey not found: ['todo_ny_margin', 'ew2021_pop']"),
    ]
    rs.add(task="search", tid="h38-search-20", system=SYSTEM_LONG, turns=turns,
           state=state("Compare the headline results of the 2020 US census apportionment and the first results of Census 2021 for England and Wales.", "2025-01-15"))


# web_search / web_extractor / dict_memory: election turnout (UK, India, EU, US 2024) — bad
def t21(rs: RowSet) -> None:
    hoc = "https://commonslibrary.parliament.uk/research-briefings/cbp-10009/"
    m1 = {"uk2024": "59.7% of registered electors (HoC Library), lowest since 2001 (59.4%); 2019: 67.3%"}
    m2 = {"india2024": "65.79% (ECI final, Lok Sabha 2024, 7 phases 19 Apr-1 Jun); 2019: 67.40%; ~64.2 crore voters of 96.8 crore electors"}
    m3 = {"eu2024": "50.74% (European Parliament provisional final, 6-9 Jun 2024); 2019: 50.66%"}
    m4 = {"turnout_table": "UK GE 4 Jul 2024: 59.7 (2019: 67.3) | India LS 2024: 65.79 (2019: 67.40) | EU EP Jun 2024: 50.74 (2019: 50.66)"}
    turns = [
        (search("UK general election 2024 turnout percentage lowest since 2001"), serp(
            (hoc, "General election 2024 results - House of Commons Library",
             "Turnout was 59.7%, down from 67.3% in 2019 and the lowest since 2001. Labour won 411 seats with 33.7% of the vote ...", "Jul 18, 2024"),
            ("https://www.bbc.co.uk/news/articles/c9x8wze3gpdo", "General election 2024: Turnout lowest in more than 20 years - BBC News",
             "Around 60% of registered voters cast a ballot, according to results from all 650 constituencies ...", "Jul 5, 2024"),
            ("https://www.electoral-reform.org.uk/general-election-2024-turnout/", "General Election 2024: what happened to turnout? - Electoral Reform Society",
             "Turnout fell in every nation of the UK, dropping below 50% in 23 constituencies ...", "Jul 12, 2024"),
            ("https://www.statista.com/statistics/1050929/voter-turnout-in-the-uk/", "Voter turnout in UK general elections 1918-2024 | Statista",
             "Turnout in the 2024 general election was 59.7 percent, compared with 67.3 percent in 2019 ...", "Jul 10, 2024"),
            ("https://en.wikipedia.org/wiki/2024_United_Kingdom_general_election", "2024 United Kingdom general election - Wikipedia",
             "Turnout 59.7% (7.6 pp) ... Labour won a landslide with 411 seats ...", "N/A"),
            ("https://www.reddit.com/r/ukpolitics/comments/1dvmqaf/turnout_597/", "Turnout 59.7% : r/ukpolitics",
             "Second lowest since 1918? 2001 was 59.4 ...", "Jul 5, 2024"),
        )),
        (extract(hoc, "Turnout figures and comparison with previous elections"),
         """# General election 2024 results

Research Briefing · By Richard Cracknell, Carl Baker, Elise Uberoi · 18 July 2024

This briefing paper provides results of the UK Parliamentary general election held on 4 July 2024.

## Summary

Labour won 411 seats, a majority of 174, with 33.7% of the UK vote. The Conservatives won 121 seats (23.7%), the Liberal Democrats 72 (12.2%), the SNP 9, Sinn Féin 7, Reform UK 5 (14.3%) and the Green Party 4 (6.7%).

## Turnout

Turnout in the UK was **59.7%**, a fall of 7.6 percentage points from 67.3% in 2019. It was the lowest turnout since 2001 (59.4%).

| Nation | Turnout 2024 | Turnout 2019 | Change (pp) |
| --- | --- | --- | --- |
| England | 59.6% | 67.5% | -7.9 |
| Scotland | 59.2% | 68.1% | -8.9 |
| Wales | 56.0% | 66.6% | -10.6 |
| Northern Ireland | 57.5% | 61.8% | -4.3 |
| **UK** | **59.7%** | **67.3%** | **-7.6** |

Turnout was below 50% in 23 constituencies, the lowest being Manchester Rusholme (40.4%).

Total valid votes cast: 28,809,340. Electorate: 48,208,507.

## Historical turnout (UK general elections)

| Year | Turnout |
| --- | --- |
| 1992 | 77.7% |
| 1997 | 71.4% |
| 2001 | 59.4% |
| 2005 | 61.4% |
| 2010 | 65.1% |
| 2015 | 66.4% |
| 2017 | 68.8% |
| 2019 | 67.3% |
| 2024 | 59.7% |

[Download the full report (PDF)](https://researchbriefings.files.parliament.uk/documents/CBP-10009/CBP-10009.pdf) · [Constituency results (XLSX)](https://researchbriefings.files.parliament.uk/documents/CBP-10009/HoC-GE2024-results-by-constituency.xlsx)"""),
        (add(m1), added(m1)),
        (search("India Lok Sabha 2024 final voter turnout ECI 65.79"), serp(
            ("https://www.eci.gov.in/issue-details-page/general-election-2024-final-turnout", "General Elections 2024 - Final Voter Turnout - Election Commission of India",
             "The overall voter turnout in General Elections to the Lok Sabha 2024 was 65.79%, with 64.2 crore electors casting their vote ...", "Jun 6, 2024"),
            ("https://www.thehindu.com/elections/lok-sabha/lok-sabha-2024-final-turnout-65-79/article68258963.ece", "Lok Sabha polls 2024: final turnout 65.79%, slightly lower than 2019 - The Hindu",
             "The turnout was 67.40% in 2019 ... women's turnout at 65.78% nearly matched men's ...", "Jun 6, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Indian_general_election", "2024 Indian general election - Wikipedia",
             "Held in seven phases from 19 April to 1 June 2024 ... Turnout 65.79% (1.61 pp) ...", "N/A"),
            ("https://www.reuters.com/world/india/india-election-turnout-2024-06-01/", "India election turnout dips slightly amid heatwave | Reuters",
             "Turnout in the six-week election was lower than 2019's record ...", "Jun 1, 2024"),
            ("https://www.reddit.com/r/india/comments/1d9f0xh/final_turnout/", "ECI final turnout 65.79% : r/india",
             "64 crore voters, still the largest election in history ...", "Jun 6, 2024"),
        )),
        (add(m2), added(m2)),
        (search("European Parliament election 2024 turnout 50.74 percent"), serp(
            ("https://results.elections.europa.eu/en/turnout/", "Turnout | 2024 European election results | European Parliament",
             "Turnout 2024: 50.74%. 2019: 50.66%. 2014: 42.61% ...", "N/A"),
            ("https://en.wikipedia.org/wiki/2024_European_Parliament_election", "2024 European Parliament election - Wikipedia",
             "Held 6-9 June 2024 ... turnout 50.74% (0.08 pp) ...", "N/A"),
            ("https://www.politico.eu/article/european-election-2024-turnout-results/", "EU election turnout holds steady at just over 50% - POLITICO",
             "Highest in Belgium and Luxembourg, where voting is compulsory; lowest in Croatia ...", "Jun 10, 2024"),
            ("https://www.europarl.europa.eu/news/en/press-room/2024-turnout", "Turnout in the 2024 European elections - European Parliament",
             "Provisional final turnout stands at 50.74%, the highest in 30 years ...", "Jun 24, 2024"),
            ("https://www.reddit.com/r/europe/comments/1dctow0/eu_election_turnout_by_country/", "EU election turnout by country : r/europe",
             "Croatia 21%, Belgium 89%, wild spread ...", "Jun 10, 2024"),
        )),
        (add(m3), added(m3)),
        (memory("retrieve_all"), pj({**m1, **m2, **m3})),
        (memory("remove_all"), "Successfully cleared all memory."),
        (add(m4), added(m4)),
        (search("US 2024 presidential election turnout voting eligible population Election Lab"), serp(
            ("https://election.lab.ufl.edu/2024-general-election-turnout/", "2024 General Election Turnout - University of Florida Election Lab",
             "National turnout rate (VEP): 63.9%. Total ballots counted: 156,302,318. Voting-eligible population: 244,666,890 ...", "Dec 12, 2024"),
            ("https://www.pewresearch.org/politics/2025/06/26/voter-turnout-2020-2024/", "Behind Trump's 2024 Victory: Turnout, Voting Patterns - Pew Research Center",
             "Turnout in 2024 was slightly lower than in 2020, when 66% of eligible voters cast a ballot ...", "Jun 26, 2025"),
            ("https://en.wikipedia.org/wiki/2024_United_States_presidential_election", "2024 United States presidential election - Wikipedia",
             "Turnout 63.9% (2.7 pp) ...", "N/A"),
            ("https://www.census.gov/newsroom/press-releases/2025/2024-presidential-election-voting-registration-tables.html", "Voting and Registration in the Election of November 2024 - U.S. Census Bureau",
             "65.3% of the citizen voting-age population reported voting in 2024 ...", "Apr 30, 2025"),
            ("https://www.reddit.com/r/politics/comments/1h0q7xz/2024_turnout_639/", "2024 turnout 63.9%, second highest since 1908 : r/politics",
             "Only 2020 was higher ...", "Nov 27, 2024"),
        )),
        (memory("retrieve_all"), pj({**m2, **m4})),
    ]
    rs.add(task="search", tid="h38-search-21", system=SEARCH_SYSTEM, turns=turns,
           state=state("Compile voter turnout for the major 2024 elections (UK general election, Indian Lok Sabha, European Parliament, US presidential) with the previous election for comparison.", "2025-07-14"),
           bad=True, turn=12, kind="key stored before remove_all reappears in retrieve_all")


# web_search / web_extractor / dict_memory: minimum wage changes (Germany, UK) — clean
def t22(rs: RowSet) -> None:
    m1 = {"de_min_wage": "€12.82/hour from 1 Jan 2025 (was €12.41 in 2024, +3.3%); mini-job ceiling €556/month"}
    m2 = {"uk_nlw": "National Living Wage (21+) £12.21/hour from 1 Apr 2025 (was £11.44, +6.7%); 18-20: £10.00 (+16.3%); 16-17 & apprentice: £7.55 (+18.0%)"}
    m3 = {"de_min_wage": "€12.82/hour from 1 Jan 2025 (was €12.41, +3.3%); Mindestlohnkommission (27 Jun 2025): €13.90 from 1 Jan 2026 (+8.4%), €14.60 from 1 Jan 2027 (+5.0%); mini-job ceiling €556 -> €603/month in 2026"}
    mlk = "https://www.mindestlohn-kommission.de/DE/Bericht/pdf/Beschluss2025.html"
    turns = [
        (search("Germany minimum wage 2025 Mindestlohn 12.82 euro"), serp(
            ("https://www.bundesregierung.de/breg-de/aktuelles/mindestlohn-2025", "Mindestlohn steigt auf 12,82 Euro | Bundesregierung",
             "Seit dem 1. Januar 2025 gilt ein gesetzlicher Mindestlohn von 12,82 Euro brutto je Zeitstunde ...", "Jan 2, 2025"),
            ("https://www.bmas.de/DE/Arbeit/Arbeitsrecht/Mindestlohn/mindestlohn.html", "Mindestlohn - BMAS",
             "Der gesetzliche Mindestlohn beträgt seit 1. Januar 2025 12,82 Euro ... Minijob-Grenze 556 Euro.", "N/A"),
            ("https://www.dw.com/en/germany-minimum-wage-rises-to-1282/a-71198341", "Germany's minimum wage rises to €12.82 - DW",
             "Around 6 million workers benefit from the 41-cent increase that took effect on January 1 ...", "Jan 1, 2025"),
            ("https://en.wikipedia.org/wiki/Minimum_wage_in_Germany", "Minimum wage in Germany - Wikipedia",
             "Germany introduced a statutory minimum wage of €8.50 in 2015 ... €12 from October 2022, €12.41 in 2024, €12.82 in 2025.", "N/A"),
            ("https://www.reuters.com/world/europe/german-minimum-wage-commission-2023-06-26/", "German minimum wage to rise to 12.41 euros in 2024, 12.82 in 2025 | Reuters",
             "The commission's decision, opposed by union representatives, was the first not to be unanimous ...", "Jun 26, 2023"),
            ("https://www.reddit.com/r/germany/comments/1hqy0m8/mindestlohn_2025/", "Mindestlohn 2025 : r/germany",
             "41 cents, wow. Meanwhile rent ...", "Jan 1, 2025"),
        )),
        (extract("https://www.bundesregierung.de/breg-de/aktuelles/mindestlohn-2025", "Current hourly rate, previous rate, mini-job threshold, monthly equivalent"),
         """# Mindestlohn steigt auf 12,82 Euro

*Veröffentlicht: 2. Januar 2025*

Seit dem 1. Januar 2025 gilt in Deutschland ein gesetzlicher Mindestlohn von **12,82 Euro** brutto je Zeitstunde. Zuvor lag er bei 12,41 Euro. Die Erhöhung um 41 Cent (3,3 Prozent) geht auf den Beschluss der Mindestlohnkommission vom 26. Juni 2023 zurück.

## Das Wichtigste im Überblick

| | 2024 | 2025 |
| --- | --- | --- |
| Mindestlohn pro Stunde | 12,41 Euro | 12,82 Euro |
| Monatlich bei 40-Stunden-Woche (ca.) | 2.151 Euro | 2.222 Euro |
| Verdienstgrenze Minijob | 538 Euro | 556 Euro |

Die Minijob-Grenze ist seit Oktober 2022 dynamisch an den Mindestlohn gekoppelt: Sie entspricht einer Wochenarbeitszeit von zehn Stunden zum Mindestlohn.

## Wer profitiert?

Nach Schätzungen des Statistischen Bundesamtes profitieren rund sechs Millionen Beschäftigte von der Anhebung. Ausnahmen gelten unter anderem für Auszubildende, Langzeitarbeitslose in den ersten sechs Monaten einer Beschäftigung und Pflichtpraktika.

## Wie geht es weiter?

Über die nächste Anpassung zum 1. Januar 2026 entscheidet die Mindestlohnkommission bis zum 30. Juni 2025.

Weitere Informationen: [Mindestlohn-Rechner des BMAS](https://www.bmas.de/DE/Service/Online-Rechner/Mindestlohnrechner/mindestlohnrechner.html) · [Mindestlohn-Hotline 030 60 28 00 28](tel:+493060280028)"""),
        (add(m1), added(m1)),
        (search("UK National Living Wage April 2025 rates 12.21"), serp(
            ("https://www.gov.uk/national-minimum-wage-rates", "National Minimum Wage and National Living Wage rates - GOV.UK",
             "From 1 April 2025: 21 and over £12.21; 18 to 20 £10.00; under 18 £7.55; apprentice £7.55.", "N/A"),
            ("https://www.gov.uk/government/news/pay-rise-for-over-3-million-workers-as-national-living-wage-increases", "Pay rise for over 3 million workers as National Living Wage increases - GOV.UK",
             "The National Living Wage will increase by 6.7% to £12.21 an hour from April 2025 ...", "Oct 29, 2024"),
            ("https://www.bbc.co.uk/news/articles/c5yx8g1q2v1o", "Minimum wage: How much will I get from April 2025? - BBC News",
             "A full-time worker on the National Living Wage will see their annual pay rise by about £1,400 ...", "Mar 31, 2025"),
            ("https://www.lowpay.gov.uk/report-2024", "Low Pay Commission Report 2024 - GOV.UK",
             "Our recommendations for April 2025 ... a 16.3% increase in the 18-20 year-old rate, a step towards a single adult rate ...", "Oct 29, 2024"),
            ("https://www.reddit.com/r/UKPersonalFinance/comments/1jnw3pv/nlw_1221/", "NLW £12.21 from tomorrow : r/UKPersonalFinance",
             "Check your April payslip, some employers get the date wrong ...", "Mar 31, 2025"),
        )),
        (extract("https://www.gov.uk/national-minimum-wage-rates", "Current rates by age band and the previous rates"),
         """# National Minimum Wage and National Living Wage rates

The National Living Wage is the minimum wage for workers aged 21 and over. The rates change every April.

## Current rates (from 1 April 2025)

| | 21 and over | 18 to 20 | Under 18 | Apprentice |
| --- | --- | --- | --- | --- |
| April 2025 (current rate) | £12.21 | £10.00 | £7.55 | £7.55 |

## Previous rates

| Year | 21 and over | 18 to 20 | Under 18 | Apprentice |
| --- | --- | --- | --- | --- |
| April 2024 to March 2025 | £11.44 | £8.60 | £6.40 | £6.40 |
| April 2023 to March 2024 (23 and over) | £10.42 | £7.49 | £5.28 | £5.28 |
| April 2023 to March 2024 (21 to 22) | £10.18 | | | |

Apprentices are entitled to the apprentice rate if they're either aged under 19, or aged 19 or over and in the first year of their apprenticeship.

## Accommodation offset

| | April 2024 (current rate until 31 March 2025) | April 2025 |
| --- | --- | --- |
| Daily accommodation offset rate | £9.99 | £10.66 |
| Weekly accommodation offset rate | £69.93 | £74.62 |

Contact the Acas helpline if you think you are not being paid at least the minimum wage: 0300 123 1100."""),
        (add(m2), added(m2)),
        (search("Mindestlohnkommission Beschluss 2025 13,90 Euro 2026 14,60 2027"), serp(
            (mlk, "Beschluss der Mindestlohnkommission vom 27. Juni 2025 - Mindestlohnkommission",
             "Die Mindestlohnkommission hat einstimmig beschlossen, den Mindestlohn zum 1. Januar 2026 auf 13,90 Euro und zum 1. Januar 2027 auf 14,60 Euro anzuheben.", "Jun 27, 2025"),
            ("https://www.dw.com/en/germany-to-raise-minimum-wage-to-1460-by-2027/a-73073301", "Germany to raise minimum wage to €14.60 by 2027 - DW",
             "The increase to €13.90 in 2026 is the largest since the minimum wage was introduced, apart from the political increase to €12 in 2022 ...", "Jun 27, 2025"),
            ("https://www.reuters.com/world/europe/germany-minimum-wage-rise-1390-euros-2026-2025-06-27/", "German minimum wage to rise to 13.90 euros in 2026 | Reuters",
             "The SPD had pushed for 15 euros; the commission settled on a two-step increase ...", "Jun 27, 2025"),
            ("https://www.bmas.de/DE/Service/Presse/Pressemitteilungen/2025/mindestlohn-steigt-2026.html", "Mindestlohn steigt in zwei Stufen - BMAS",
             "Die Bundesregierung wird den Beschluss per Rechtsverordnung umsetzen ...", "Jun 27, 2025"),
            ("https://www.reddit.com/r/de/comments/1llp3yq/mindestlohn_1390_2026/", "Mindestlohn: 13,90 € ab 2026, 14,60 € ab 2027 : r/de",
             "Einstimmig diesmal, im Gegensatz zu 2023 ...", "Jun 27, 2025"),
        )),
        (extract(mlk, "Decided rates and dates, size of increase, unanimity"),
         """# Beschluss der Mindestlohnkommission nach § 9 MiLoG

Berlin, 27. Juni 2025

Die Mindestlohnkommission hat in ihrer Sitzung am 27. Juni 2025 **einstimmig** folgenden Beschluss gefasst:

1. Der gesetzliche Mindestlohn wird zum **1. Januar 2026 auf 13,90 Euro** brutto je Zeitstunde angehoben.
2. Zum **1. Januar 2027** erfolgt eine weitere Anhebung auf **14,60 Euro** brutto je Zeitstunde.

## Einordnung

| Zeitpunkt | Mindestlohn | Erhöhung |
| --- | --- | --- |
| seit 1. Januar 2025 | 12,82 Euro | - |
| ab 1. Januar 2026 | 13,90 Euro | +1,08 Euro (+8,4 %) |
| ab 1. Januar 2027 | 14,60 Euro | +0,70 Euro (+5,0 %) |

Insgesamt steigt der Mindestlohn damit über zwei Jahre um 1,78 Euro bzw. 13,9 Prozent. Die Kommission hat sich bei ihrer Gesamtabwägung nachlaufend an der Tarifentwicklung orientiert und erstmals auch den Referenzwert von 60 Prozent des Bruttomedianlohns von Vollzeitbeschäftigten berücksichtigt.

Die Verdienstgrenze für Minijobs steigt entsprechend zum 1. Januar 2026 auf 603 Euro monatlich.

Die Vorsitzende der Kommission, Christiane Schönefeld, erklärte: „Die Kommission hat gezeigt, dass die Sozialpartner auch in schwierigen Zeiten zu einer gemeinsamen Lösung fähig sind.“

Der vollständige Bericht der Mindestlohnkommission an die Bundesregierung folgt."""),
        (upd(m3), updated(m3)),
        (memory("retrieve_all"), pj({**m3, **m2})),
    ]
    rs.add(task="search", tid="h38-search-22", system=SYSTEM_LONG, turns=turns,
           state=state("What are the current statutory minimum wages in Germany and the UK, how much did they rise at the last change, and what increases are already decided?", "2025-07-09"))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
